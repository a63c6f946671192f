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
  br i1 %55, label %7924, label %56

56:                                               ; preds = %28
  %57 = tail call i64 @llvm.smin.i64(i64 %27, i64 %8)
  %58 = icmp ne i64 %13, 2
  %59 = add i64 %8, -1
  %60 = add i64 %59, %57
  %61 = sdiv i64 %60, %57
  %62 = srem i64 %3, %5
  %63 = sdiv i64 %3, %5
  %64 = srem i64 %63, %61
  %65 = sdiv i64 %63, %61
  %66 = mul i64 %11, %10
  %67 = mul nsw i64 %9, %8
  %68 = add nsw i64 %67, 7
  %69 = sdiv i64 %68, 8
  %70 = add nsw i64 %69, 1
  %71 = sdiv i64 %70, 2
  %72 = shl nsw i64 %71, 1
  %73 = icmp sle i64 %8, %27
  %74 = icmp eq i64 %12, 1
  %75 = and i1 %74, %73
  %76 = icmp eq i64 %13, 1
  %77 = and i1 %76, %75
  %78 = icmp eq i64 %9, %7
  %79 = and i1 %78, %77
  %80 = icmp slt i64 %7, 5
  %81 = and i1 %80, %79
  %82 = mul nsw i64 %72, %66
  %83 = icmp slt i64 %82, 257
  %84 = select i1 %81, i1 %83, i1 false
  br i1 %84, label %85, label %1038

85:                                               ; preds = %56
  call void @llvm.lifetime.start.p0(ptr nonnull %37)
  call void @llvm.lifetime.start.p0(ptr nonnull %38)
  %86 = trunc i64 %9 to i32
  %87 = insertelement <8 x i32> poison, i32 %86, i64 0
  %88 = shufflevector <8 x i32> %87, <8 x i32> poison, <8 x i32> zeroinitializer
  %89 = add <8 x i32> %88, splat (i32 -1)
  br label %114

90:                                               ; preds = %114
  %91 = sdiv i64 8, %9
  %92 = trunc nsw i64 %91 to i32
  %93 = insertelement <8 x i32> poison, i32 %92, i64 0
  %94 = shufflevector <8 x i32> %93, <8 x i32> poison, <8 x i32> zeroinitializer
  %95 = srem i64 8, %9
  %96 = trunc nuw nsw i64 %95 to i32
  %97 = insertelement <8 x i32> poison, i32 %96, i64 0
  %98 = shufflevector <8 x i32> %97, <8 x i32> poison, <8 x i32> zeroinitializer
  %99 = icmp sgt i64 %10, 0
  br i1 %99, label %100, label %180

100:                                              ; preds = %90
  %101 = icmp sgt i64 %11, 0
  %102 = icmp ult i64 %11, 4
  %103 = icmp ult i64 %11, 16
  %104 = and i64 %11, 12
  %105 = and i64 %11, 9223372036854775792
  %106 = insertelement <4 x i64> poison, i64 %15, i64 0
  %107 = shufflevector <4 x i64> %106, <4 x i64> poison, <4 x i32> zeroinitializer
  %108 = icmp eq i64 %11, %105
  %109 = icmp eq i64 %104, 0
  %110 = and i64 %11, 9223372036854775804
  %111 = insertelement <4 x i64> poison, i64 %15, i64 0
  %112 = shufflevector <4 x i64> %111, <4 x i64> poison, <4 x i32> zeroinitializer
  %113 = icmp eq i64 %11, %110
  br label %125

114:                                              ; preds = %114, %85
  %115 = phi i32 [ 0, %85 ], [ %123, %114 ]
  %116 = phi <8 x i32> [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, %85 ], [ %121, %114 ]
  %117 = phi <8 x i32> [ zeroinitializer, %85 ], [ %122, %114 ]
  %118 = icmp sgt <8 x i32> %116, %89
  %119 = zext <8 x i1> %118 to <8 x i32>
  %120 = select <8 x i1> %118, <8 x i32> %88, <8 x i32> zeroinitializer
  %121 = sub <8 x i32> %116, %120
  %122 = add <8 x i32> %117, %119
  %123 = add nsw i32 %115, %86
  %124 = icmp slt i32 %123, 8
  br i1 %124, label %114, label %90

125:                                              ; preds = %188, %100
  %126 = phi i64 [ 0, %100 ], [ %189, %188 ]
  br i1 %101, label %127, label %188

127:                                              ; preds = %125
  %128 = mul nsw i64 %126, %14
  %129 = sub nsw i64 %128, %16
  %130 = mul nsw i64 %129, %9
  %131 = sub i64 %130, %17
  %132 = mul nuw nsw i64 %126, %11
  %133 = getelementptr i64, ptr %38, i64 %132
  br i1 %102, label %178, label %134

134:                                              ; preds = %127
  br i1 %103, label %161, label %135

135:                                              ; preds = %134
  %136 = insertelement <4 x i64> poison, i64 %131, i64 0
  %137 = shufflevector <4 x i64> %136, <4 x i64> poison, <4 x i32> zeroinitializer
  br label %138

138:                                              ; preds = %138, %135
  %139 = phi i64 [ 0, %135 ], [ %156, %138 ]
  %140 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %135 ], [ %157, %138 ]
  %141 = add <4 x i64> %140, splat (i64 4)
  %142 = add <4 x i64> %140, splat (i64 8)
  %143 = add <4 x i64> %140, splat (i64 12)
  %144 = mul nsw <4 x i64> %140, %107
  %145 = mul nsw <4 x i64> %141, %107
  %146 = mul nsw <4 x i64> %142, %107
  %147 = mul nsw <4 x i64> %143, %107
  %148 = add <4 x i64> %137, %144
  %149 = add <4 x i64> %137, %145
  %150 = add <4 x i64> %137, %146
  %151 = add <4 x i64> %137, %147
  %152 = getelementptr i64, ptr %133, i64 %139
  %153 = getelementptr i8, ptr %152, i64 32
  %154 = getelementptr i8, ptr %152, i64 64
  %155 = getelementptr i8, ptr %152, i64 96
  store <4 x i64> %148, ptr %152, align 8
  store <4 x i64> %149, ptr %153, align 8
  store <4 x i64> %150, ptr %154, align 8
  store <4 x i64> %151, ptr %155, align 8
  %156 = add nuw i64 %139, 16
  %157 = add <4 x i64> %140, splat (i64 16)
  %158 = icmp eq i64 %156, %105
  br i1 %158, label %159, label %138

159:                                              ; preds = %138
  br i1 %108, label %188, label %160

160:                                              ; preds = %159
  br i1 %109, label %178, label %161

161:                                              ; preds = %134, %160
  %162 = phi i64 [ %105, %160 ], [ 0, %134 ]
  %163 = insertelement <4 x i64> poison, i64 %131, i64 0
  %164 = shufflevector <4 x i64> %163, <4 x i64> poison, <4 x i32> zeroinitializer
  %165 = insertelement <4 x i64> poison, i64 %162, i64 0
  %166 = shufflevector <4 x i64> %165, <4 x i64> poison, <4 x i32> zeroinitializer
  %167 = or disjoint <4 x i64> %166, <i64 0, i64 1, i64 2, i64 3>
  br label %168

168:                                              ; preds = %168, %161
  %169 = phi i64 [ %162, %161 ], [ %174, %168 ]
  %170 = phi <4 x i64> [ %167, %161 ], [ %175, %168 ]
  %171 = mul nsw <4 x i64> %170, %112
  %172 = add <4 x i64> %164, %171
  %173 = getelementptr i64, ptr %133, i64 %169
  store <4 x i64> %172, ptr %173, align 8
  %174 = add nuw i64 %169, 4
  %175 = add nuw nsw <4 x i64> %170, splat (i64 4)
  %176 = icmp eq i64 %174, %110
  br i1 %176, label %177, label %168

177:                                              ; preds = %168
  br i1 %113, label %188, label %178

178:                                              ; preds = %127, %160, %177
  %179 = phi i64 [ 0, %127 ], [ %105, %160 ], [ %110, %177 ]
  br label %191

180:                                              ; preds = %188, %90
  %181 = icmp sgt i64 %67, 0
  br i1 %181, label %182, label %257

182:                                              ; preds = %180
  %183 = mul nsw i64 %9, %6
  %184 = trunc i64 %6 to i32
  %185 = insertelement <8 x i32> poison, i32 %184, i64 0
  %186 = shufflevector <8 x i32> %185, <8 x i32> poison, <8 x i32> zeroinitializer
  %187 = icmp sgt i64 %11, 0
  br label %198

188:                                              ; preds = %191, %159, %177, %125
  %189 = add nuw nsw i64 %126, 1
  %190 = icmp eq i64 %189, %10
  br i1 %190, label %180, label %125

191:                                              ; preds = %178, %191
  %192 = phi i64 [ %196, %191 ], [ %179, %178 ]
  %193 = mul nsw i64 %192, %15
  %194 = add i64 %131, %193
  %195 = getelementptr i64, ptr %133, i64 %192
  store i64 %194, ptr %195, align 8
  %196 = add nuw nsw i64 %192, 1
  %197 = icmp eq i64 %196, %11
  br i1 %197, label %188, label %191

198:                                              ; preds = %213, %182
  %199 = phi i64 [ 0, %182 ], [ %221, %213 ]
  %200 = phi <8 x i32> [ %121, %182 ], [ %219, %213 ]
  %201 = phi <8 x i32> [ %122, %182 ], [ %220, %213 ]
  %202 = shl nsw i64 %199, 3
  %203 = sub nsw i64 %183, %202
  %204 = tail call i64 @llvm.smax.i64(i64 %203, i64 0)
  %205 = tail call i64 @llvm.umin.i64(i64 %204, i64 8)
  %206 = trunc nuw nsw i64 %205 to i32
  %207 = insertelement <8 x i32> poison, i32 %206, i64 0
  %208 = shufflevector <8 x i32> %207, <8 x i32> poison, <8 x i32> zeroinitializer
  %209 = icmp samesign ugt <8 x i32> %208, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %99, label %210, label %213

210:                                              ; preds = %198
  %211 = mul nsw i64 %199, %66
  %212 = getelementptr <4 x i64>, ptr %37, i64 %211
  br label %223

213:                                              ; preds = %238, %198
  %214 = add <8 x i32> %201, %94
  %215 = add <8 x i32> %200, %98
  %216 = icmp sgt <8 x i32> %215, %89
  %217 = zext <8 x i1> %216 to <8 x i32>
  %218 = select <8 x i1> %216, <8 x i32> %88, <8 x i32> zeroinitializer
  %219 = sub <8 x i32> %215, %218
  %220 = add <8 x i32> %214, %217
  %221 = add nuw nsw i64 %199, 1
  %222 = icmp eq i64 %221, %72
  br i1 %222, label %257, label %198

223:                                              ; preds = %238, %210
  %224 = phi i64 [ 0, %210 ], [ %239, %238 ]
  br i1 %187, label %225, label %238

225:                                              ; preds = %223
  %226 = mul nsw i64 %224, %14
  %227 = sub nsw i64 %226, %16
  %228 = trunc i64 %227 to i32
  %229 = insertelement <8 x i32> poison, i32 %228, i64 0
  %230 = shufflevector <8 x i32> %229, <8 x i32> poison, <8 x i32> zeroinitializer
  %231 = add <8 x i32> %230, %201
  %232 = icmp sgt <8 x i32> %231, splat (i32 -1)
  %233 = icmp sgt <8 x i32> %186, %231
  %234 = and <8 x i1> %232, %209
  %235 = and <8 x i1> %234, %233
  %236 = mul nuw nsw i64 %224, %11
  %237 = getelementptr <4 x i64>, ptr %212, i64 %236
  br label %241

238:                                              ; preds = %241, %223
  %239 = add nuw nsw i64 %224, 1
  %240 = icmp eq i64 %239, %10
  br i1 %240, label %213, label %223

241:                                              ; preds = %241, %225
  %242 = phi i64 [ 0, %225 ], [ %255, %241 ]
  %243 = mul nsw i64 %242, %15
  %244 = sub nsw i64 %243, %17
  %245 = trunc i64 %244 to i32
  %246 = insertelement <8 x i32> poison, i32 %245, i64 0
  %247 = shufflevector <8 x i32> %246, <8 x i32> poison, <8 x i32> zeroinitializer
  %248 = add <8 x i32> %247, %200
  %249 = icmp sgt <8 x i32> %88, %248
  %250 = icmp sgt <8 x i32> %248, splat (i32 -1)
  %251 = and <8 x i1> %235, %250
  %252 = and <8 x i1> %251, %249
  %253 = sext <8 x i1> %252 to <8 x i32>
  %254 = getelementptr <4 x i64>, ptr %237, i64 %242
  store <8 x i32> %253, ptr %254, align 32
  %255 = add nuw nsw i64 %242, 1
  %256 = icmp eq i64 %255, %11
  br i1 %256, label %238, label %241

257:                                              ; preds = %213, %180
  %258 = sub nsw i64 %4, %3
  %259 = icmp sgt i64 %258, 3
  br i1 %259, label %260, label %1034

260:                                              ; preds = %257
  %261 = mul i64 %9, %6
  %262 = icmp eq i64 %22, 0
  %263 = icmp sgt i64 %66, 0
  %264 = bitcast <8 x float> %49 to <8 x i32>
  %265 = bitcast <8 x float> %52 to <8 x i32>
  %266 = icmp eq i64 %21, 0
  %267 = and i64 %26, 3
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
  %294 = icmp eq i64 %21, 0
  %295 = lshr i64 %26, 2
  %296 = and i64 %295, 3
  %297 = lshr i64 %26, 4
  %298 = and i64 %297, 3
  %299 = lshr i64 %26, 2
  %300 = and i64 %299, 3
  %301 = lshr i64 %26, 4
  %302 = and i64 %301, 3
  br label %303

303:                                              ; preds = %260, %392
  %304 = phi i64 [ %3, %260 ], [ %393, %392 ]
  %305 = phi i64 [ %62, %260 ], [ %386, %392 ]
  %306 = phi i64 [ %65, %260 ], [ %385, %392 ]
  %307 = mul nsw i64 %306, %19
  %308 = getelementptr inbounds float, ptr %40, i64 %307
  %309 = mul i64 %261, %305
  %310 = getelementptr inbounds float, ptr %308, i64 %309
  %311 = mul nsw i64 %305, %66
  %312 = getelementptr inbounds float, ptr %41, i64 %311
  %313 = getelementptr inbounds float, ptr %42, i64 %305
  %314 = mul nsw i64 %306, %20
  %315 = getelementptr inbounds float, ptr %44, i64 %314
  %316 = mul nsw i64 %305, %67
  %317 = getelementptr inbounds float, ptr %315, i64 %316
  %318 = mul nsw i64 %306, %23
  %319 = getelementptr inbounds float, ptr %43, i64 %318
  %320 = getelementptr inbounds float, ptr %319, i64 %316
  %321 = select i1 %262, ptr null, ptr %320
  %322 = add nsw i64 %305, 1
  %323 = icmp eq i64 %322, %5
  %324 = zext i1 %323 to i64
  %325 = add nsw i64 %306, %324
  %326 = select i1 %323, i64 0, i64 %322
  %327 = mul nsw i64 %325, %19
  %328 = getelementptr inbounds float, ptr %40, i64 %327
  %329 = mul i64 %261, %326
  %330 = getelementptr inbounds float, ptr %328, i64 %329
  %331 = mul nsw i64 %326, %66
  %332 = getelementptr inbounds float, ptr %41, i64 %331
  %333 = getelementptr inbounds float, ptr %42, i64 %326
  %334 = mul nsw i64 %325, %20
  %335 = getelementptr inbounds float, ptr %44, i64 %334
  %336 = mul nsw i64 %326, %67
  %337 = getelementptr inbounds float, ptr %335, i64 %336
  %338 = mul nsw i64 %325, %23
  %339 = getelementptr inbounds float, ptr %43, i64 %338
  %340 = getelementptr inbounds float, ptr %339, i64 %336
  %341 = select i1 %262, ptr null, ptr %340
  %342 = add nsw i64 %326, 1
  %343 = icmp eq i64 %342, %5
  %344 = zext i1 %343 to i64
  %345 = add nsw i64 %325, %344
  %346 = select i1 %343, i64 0, i64 %342
  %347 = mul nsw i64 %345, %19
  %348 = getelementptr inbounds float, ptr %40, i64 %347
  %349 = mul i64 %261, %346
  %350 = getelementptr inbounds float, ptr %348, i64 %349
  %351 = mul nsw i64 %346, %66
  %352 = getelementptr inbounds float, ptr %41, i64 %351
  %353 = getelementptr inbounds float, ptr %42, i64 %346
  %354 = mul nsw i64 %345, %20
  %355 = getelementptr inbounds float, ptr %44, i64 %354
  %356 = mul nsw i64 %346, %67
  %357 = getelementptr inbounds float, ptr %355, i64 %356
  %358 = mul nsw i64 %345, %23
  %359 = getelementptr inbounds float, ptr %43, i64 %358
  %360 = getelementptr inbounds float, ptr %359, i64 %356
  %361 = select i1 %262, ptr null, ptr %360
  %362 = add nsw i64 %346, 1
  %363 = icmp eq i64 %362, %5
  %364 = zext i1 %363 to i64
  %365 = add nsw i64 %345, %364
  %366 = select i1 %363, i64 0, i64 %362
  %367 = mul nsw i64 %365, %19
  %368 = getelementptr inbounds float, ptr %40, i64 %367
  %369 = mul i64 %261, %366
  %370 = getelementptr inbounds float, ptr %368, i64 %369
  %371 = mul nsw i64 %366, %66
  %372 = getelementptr inbounds float, ptr %41, i64 %371
  %373 = getelementptr inbounds float, ptr %42, i64 %366
  %374 = mul nsw i64 %365, %20
  %375 = getelementptr inbounds float, ptr %44, i64 %374
  %376 = mul nsw i64 %366, %67
  %377 = getelementptr inbounds float, ptr %375, i64 %376
  %378 = mul nsw i64 %365, %23
  %379 = getelementptr inbounds float, ptr %43, i64 %378
  %380 = getelementptr inbounds float, ptr %379, i64 %376
  %381 = select i1 %262, ptr null, ptr %380
  %382 = add nsw i64 %366, 1
  %383 = icmp eq i64 %382, %5
  %384 = zext i1 %383 to i64
  %385 = add nsw i64 %365, %384
  %386 = select i1 %383, i64 0, i64 %382
  br i1 %181, label %387, label %392

387:                                              ; preds = %303
  %388 = icmp eq ptr %321, null
  %389 = icmp eq ptr %341, null
  %390 = icmp eq ptr %361, null
  %391 = icmp eq ptr %381, null
  br label %396

392:                                              ; preds = %1030, %303
  %393 = add nsw i64 %304, 4
  %394 = sub nsw i64 %4, %393
  %395 = icmp sgt i64 %394, 3
  br i1 %395, label %303, label %1034

396:                                              ; preds = %387, %1030
  %397 = phi i64 [ %1032, %1030 ], [ 0, %387 ]
  br i1 %263, label %398, label %407

398:                                              ; preds = %396
  %399 = shl i64 %397, 5
  %400 = mul nuw nsw i64 %397, %66
  %401 = getelementptr i8, ptr %310, i64 %399
  %402 = getelementptr i8, ptr %330, i64 %399
  %403 = getelementptr i8, ptr %350, i64 %399
  %404 = getelementptr i8, ptr %370, i64 %399
  %405 = or disjoint i64 %397, 1
  %406 = mul nuw nsw i64 %405, %66
  br label %416

407:                                              ; preds = %416, %396
  %408 = phi <8 x float> [ zeroinitializer, %396 ], [ %472, %416 ]
  %409 = phi <8 x float> [ zeroinitializer, %396 ], [ %458, %416 ]
  %410 = phi <8 x float> [ zeroinitializer, %396 ], [ %469, %416 ]
  %411 = phi <8 x float> [ zeroinitializer, %396 ], [ %451, %416 ]
  %412 = phi <8 x float> [ zeroinitializer, %396 ], [ %466, %416 ]
  %413 = phi <8 x float> [ zeroinitializer, %396 ], [ %444, %416 ]
  %414 = phi <8 x float> [ zeroinitializer, %396 ], [ %463, %416 ]
  %415 = phi <8 x float> [ zeroinitializer, %396 ], [ %437, %416 ]
  br i1 %266, label %480, label %475

416:                                              ; preds = %398, %416
  %417 = phi <8 x float> [ zeroinitializer, %398 ], [ %472, %416 ]
  %418 = phi <8 x float> [ zeroinitializer, %398 ], [ %458, %416 ]
  %419 = phi <8 x float> [ zeroinitializer, %398 ], [ %469, %416 ]
  %420 = phi <8 x float> [ zeroinitializer, %398 ], [ %451, %416 ]
  %421 = phi <8 x float> [ zeroinitializer, %398 ], [ %466, %416 ]
  %422 = phi <8 x float> [ zeroinitializer, %398 ], [ %444, %416 ]
  %423 = phi <8 x float> [ zeroinitializer, %398 ], [ %463, %416 ]
  %424 = phi <8 x float> [ zeroinitializer, %398 ], [ %437, %416 ]
  %425 = phi i64 [ 0, %398 ], [ %473, %416 ]
  %426 = getelementptr inbounds nuw i64, ptr %38, i64 %425
  %427 = load i64, ptr %426, align 8
  %428 = getelementptr <4 x i64>, ptr %37, i64 %425
  %429 = getelementptr <4 x i64>, ptr %428, i64 %400
  %430 = load <8 x i32>, ptr %429, align 32
  %431 = getelementptr float, ptr %401, i64 %427
  %432 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %431, <8 x i32> %430)
  %433 = getelementptr inbounds nuw float, ptr %312, i64 %425
  %434 = load float, ptr %433, align 1
  %435 = insertelement <8 x float> poison, float %434, i64 0
  %436 = shufflevector <8 x float> %435, <8 x float> poison, <8 x i32> zeroinitializer
  %437 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %432, <8 x float> %436, <8 x float> %424)
  %438 = getelementptr float, ptr %402, i64 %427
  %439 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %438, <8 x i32> %430)
  %440 = getelementptr inbounds nuw float, ptr %332, i64 %425
  %441 = load float, ptr %440, align 1
  %442 = insertelement <8 x float> poison, float %441, i64 0
  %443 = shufflevector <8 x float> %442, <8 x float> poison, <8 x i32> zeroinitializer
  %444 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %439, <8 x float> %443, <8 x float> %422)
  %445 = getelementptr float, ptr %403, i64 %427
  %446 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %445, <8 x i32> %430)
  %447 = getelementptr inbounds nuw float, ptr %352, i64 %425
  %448 = load float, ptr %447, align 1
  %449 = insertelement <8 x float> poison, float %448, i64 0
  %450 = shufflevector <8 x float> %449, <8 x float> poison, <8 x i32> zeroinitializer
  %451 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %446, <8 x float> %450, <8 x float> %420)
  %452 = getelementptr float, ptr %404, i64 %427
  %453 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %452, <8 x i32> %430)
  %454 = getelementptr inbounds nuw float, ptr %372, i64 %425
  %455 = load float, ptr %454, align 1
  %456 = insertelement <8 x float> poison, float %455, i64 0
  %457 = shufflevector <8 x float> %456, <8 x float> poison, <8 x i32> zeroinitializer
  %458 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %453, <8 x float> %457, <8 x float> %418)
  %459 = getelementptr <4 x i64>, ptr %428, i64 %406
  %460 = load <8 x i32>, ptr %459, align 32
  %461 = getelementptr inbounds nuw i8, ptr %431, i64 32
  %462 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr nonnull %461, <8 x i32> %460)
  %463 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %462, <8 x float> %436, <8 x float> %423)
  %464 = getelementptr inbounds nuw i8, ptr %438, i64 32
  %465 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr nonnull %464, <8 x i32> %460)
  %466 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %465, <8 x float> %443, <8 x float> %421)
  %467 = getelementptr inbounds nuw i8, ptr %445, i64 32
  %468 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr nonnull %467, <8 x i32> %460)
  %469 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %468, <8 x float> %450, <8 x float> %419)
  %470 = getelementptr inbounds nuw i8, ptr %452, i64 32
  %471 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr nonnull %470, <8 x i32> %460)
  %472 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %471, <8 x float> %457, <8 x float> %417)
  %473 = add nuw nsw i64 %425, 1
  %474 = icmp eq i64 %473, %66
  br i1 %474, label %407, label %416

475:                                              ; preds = %407
  %476 = load float, ptr %313, align 1
  %477 = insertelement <8 x float> poison, float %476, i64 0
  %478 = shufflevector <8 x float> %477, <8 x float> poison, <8 x i32> zeroinitializer
  %479 = fadd <8 x float> %415, %478
  br label %480

480:                                              ; preds = %475, %407
  %481 = phi <8 x float> [ %479, %475 ], [ %415, %407 ]
  %482 = shl nsw i64 %397, 3
  %483 = icmp slt i64 %482, %67
  %484 = sub nsw i64 %67, %482
  %485 = tail call i64 @llvm.smin.i64(i64 %484, i64 8)
  %486 = trunc nuw i64 %485 to i32
  %487 = select i1 %483, i32 %486, i32 0
  %488 = insertelement <8 x i32> poison, i32 %487, i64 0
  %489 = shufflevector <8 x i32> %488, <8 x i32> poison, <8 x i32> zeroinitializer
  %490 = icmp sgt <8 x i32> %489, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %491 = getelementptr inbounds nuw float, ptr %317, i64 %482
  %492 = getelementptr inbounds nuw float, ptr %321, i64 %482
  %493 = select i1 %388, ptr null, ptr %492
  switch i64 %267, label %511 [
    i64 1, label %494
    i64 2, label %497
    i64 3, label %504
    i64 0, label %551
  ]

494:                                              ; preds = %480
  %495 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %493, <8 x i1> %490, <8 x float> zeroinitializer)
  %496 = fadd <8 x float> %481, %495
  br label %513

497:                                              ; preds = %480
  %498 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %481)
  %499 = bitcast <8 x float> %481 to <8 x i32>
  %500 = or <8 x i32> %499, %265
  %501 = bitcast <8 x i32> %500 to <8 x float>
  %502 = fcmp oeq <8 x float> %481, %52
  %503 = select <8 x i1> %502, <8 x float> %501, <8 x float> %498
  br label %513

504:                                              ; preds = %480
  %505 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %481)
  %506 = bitcast <8 x float> %481 to <8 x i32>
  %507 = and <8 x i32> %506, %264
  %508 = bitcast <8 x i32> %507 to <8 x float>
  %509 = fcmp oeq <8 x float> %481, %49
  %510 = select <8 x i1> %509, <8 x float> %508, <8 x float> %505
  br label %513

511:                                              ; preds = %480
  unreachable

512:                                              ; preds = %1011, %992, %970, %944, %925, %903, %877, %858, %836, %810, %791, %769, %743, %724, %702, %676, %657, %635, %609, %590, %558, %532, %513, %4405, %4386, %4364, %4337, %4318, %4296, %4269, %4250, %4228, %4201, %4182, %4160, %4133, %4114, %4092, %4065, %4046, %4024, %3997, %3978, %3956, %3929, %3910, %3891, %3771, %3752, %3730, %3704, %3685, %3663, %3637, %3618, %3596, %3570, %3551, %3529, %3503, %3484, %3462, %3436, %3417, %3395, %3369, %3350, %3328, %3302, %3283, %3264, %3054, %3035, %3016, %2987, %2968, %2949, %2920, %2901, %2882, %2853, %2834, %2815, %2643, %2624, %2602, %2569, %2550, %2528, %2495, %2476, %2454, %2421, %2402, %2382, %2267, %2248, %2226, %2193, %2174, %2152, %2119, %2100, %2080, %1965, %1946, %1924, %1892, %1873, %1853, %1700, %1681, %1662, %7882, %7863, %7841, %7805, %7786, %7764, %7728, %7709, %7687, %7651, %7632, %7610, %7574, %7555, %7533, %7497, %7478, %7456, %7420, %7401, %7379, %7343, %7324, %7302, %7192, %7173, %7151, %7115, %7096, %7074, %7038, %7019, %6997, %6961, %6942, %6920, %6884, %6865, %6843, %6807, %6788, %6766, %6730, %6711, %6689, %6579, %6560, %6538, %6502, %6483, %6461, %6425, %6406, %6384, %6348, %6329, %6307, %6271, %6252, %6230, %6194, %6175, %6153, %6043, %6024, %6002, %5966, %5947, %5925, %5889, %5870, %5848, %5812, %5793, %5771, %5735, %5716, %5694, %5584, %5565, %5543, %5507, %5488, %5466, %5430, %5411, %5389, %5353, %5334, %5312, %5202, %5183, %5161, %5126, %5107, %5085, %5050, %5031, %5009, %4820, %4801, %4779, %4744, %4725, %4703, %4556, %4537, %4518
  unreachable

513:                                              ; preds = %504, %497, %494
  %514 = phi <8 x float> [ %496, %494 ], [ %503, %497 ], [ %510, %504 ]
  switch i64 %269, label %512 [
    i64 1, label %529
    i64 2, label %522
    i64 3, label %515
    i64 0, label %551
  ]

515:                                              ; preds = %513
  %516 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %514)
  %517 = bitcast <8 x float> %514 to <8 x i32>
  %518 = and <8 x i32> %517, %264
  %519 = bitcast <8 x i32> %518 to <8 x float>
  %520 = fcmp oeq <8 x float> %514, %49
  %521 = select <8 x i1> %520, <8 x float> %519, <8 x float> %516
  br label %532

522:                                              ; preds = %513
  %523 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %514)
  %524 = bitcast <8 x float> %514 to <8 x i32>
  %525 = or <8 x i32> %524, %265
  %526 = bitcast <8 x i32> %525 to <8 x float>
  %527 = fcmp oeq <8 x float> %514, %52
  %528 = select <8 x i1> %527, <8 x float> %526, <8 x float> %523
  br label %532

529:                                              ; preds = %513
  %530 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %493, <8 x i1> %490, <8 x float> zeroinitializer)
  %531 = fadd <8 x float> %514, %530
  br label %532

532:                                              ; preds = %529, %522, %515
  %533 = phi <8 x float> [ %531, %529 ], [ %528, %522 ], [ %521, %515 ]
  switch i64 %271, label %512 [
    i64 1, label %548
    i64 2, label %541
    i64 3, label %534
    i64 0, label %551
  ]

534:                                              ; preds = %532
  %535 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %533)
  %536 = bitcast <8 x float> %533 to <8 x i32>
  %537 = and <8 x i32> %536, %264
  %538 = bitcast <8 x i32> %537 to <8 x float>
  %539 = fcmp oeq <8 x float> %533, %49
  %540 = select <8 x i1> %539, <8 x float> %538, <8 x float> %535
  br label %551

541:                                              ; preds = %532
  %542 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %533)
  %543 = bitcast <8 x float> %533 to <8 x i32>
  %544 = or <8 x i32> %543, %265
  %545 = bitcast <8 x i32> %544 to <8 x float>
  %546 = fcmp oeq <8 x float> %533, %52
  %547 = select <8 x i1> %546, <8 x float> %545, <8 x float> %542
  br label %551

548:                                              ; preds = %532
  %549 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %493, <8 x i1> %490, <8 x float> zeroinitializer)
  %550 = fadd <8 x float> %533, %549
  br label %551

551:                                              ; preds = %534, %541, %548, %532, %513, %480
  %552 = phi <8 x float> [ %533, %532 ], [ %481, %480 ], [ %514, %513 ], [ %550, %548 ], [ %547, %541 ], [ %540, %534 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %552, ptr align 1 %491, <8 x i1> %490)
  br i1 %266, label %558, label %553

553:                                              ; preds = %551
  %554 = load float, ptr %313, align 1
  %555 = insertelement <8 x float> poison, float %554, i64 0
  %556 = shufflevector <8 x float> %555, <8 x float> poison, <8 x i32> zeroinitializer
  %557 = fadd <8 x float> %414, %556
  br label %558

558:                                              ; preds = %553, %551
  %559 = phi <8 x float> [ %557, %553 ], [ %414, %551 ]
  %560 = shl i64 %397, 3
  %561 = or disjoint i64 %560, 8
  %562 = icmp slt i64 %561, %67
  %563 = sub nsw i64 %67, %561
  %564 = tail call i64 @llvm.smin.i64(i64 %563, i64 8)
  %565 = trunc nuw i64 %564 to i32
  %566 = select i1 %562, i32 %565, i32 0
  %567 = insertelement <8 x i32> poison, i32 %566, i64 0
  %568 = shufflevector <8 x i32> %567, <8 x i32> poison, <8 x i32> zeroinitializer
  %569 = icmp sgt <8 x i32> %568, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %570 = getelementptr inbounds nuw float, ptr %317, i64 %561
  %571 = getelementptr inbounds nuw float, ptr %321, i64 %561
  %572 = select i1 %388, ptr null, ptr %571
  switch i64 %267, label %512 [
    i64 1, label %587
    i64 2, label %580
    i64 3, label %573
    i64 0, label %628
  ]

573:                                              ; preds = %558
  %574 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %559)
  %575 = bitcast <8 x float> %559 to <8 x i32>
  %576 = and <8 x i32> %575, %264
  %577 = bitcast <8 x i32> %576 to <8 x float>
  %578 = fcmp oeq <8 x float> %559, %49
  %579 = select <8 x i1> %578, <8 x float> %577, <8 x float> %574
  br label %590

580:                                              ; preds = %558
  %581 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %559)
  %582 = bitcast <8 x float> %559 to <8 x i32>
  %583 = or <8 x i32> %582, %265
  %584 = bitcast <8 x i32> %583 to <8 x float>
  %585 = fcmp oeq <8 x float> %559, %52
  %586 = select <8 x i1> %585, <8 x float> %584, <8 x float> %581
  br label %590

587:                                              ; preds = %558
  %588 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %572, <8 x i1> %569, <8 x float> zeroinitializer)
  %589 = fadd <8 x float> %559, %588
  br label %590

590:                                              ; preds = %587, %580, %573
  %591 = phi <8 x float> [ %589, %587 ], [ %586, %580 ], [ %579, %573 ]
  switch i64 %273, label %512 [
    i64 1, label %606
    i64 2, label %599
    i64 3, label %592
    i64 0, label %628
  ]

592:                                              ; preds = %590
  %593 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %591)
  %594 = bitcast <8 x float> %591 to <8 x i32>
  %595 = and <8 x i32> %594, %264
  %596 = bitcast <8 x i32> %595 to <8 x float>
  %597 = fcmp oeq <8 x float> %591, %49
  %598 = select <8 x i1> %597, <8 x float> %596, <8 x float> %593
  br label %609

599:                                              ; preds = %590
  %600 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %591)
  %601 = bitcast <8 x float> %591 to <8 x i32>
  %602 = or <8 x i32> %601, %265
  %603 = bitcast <8 x i32> %602 to <8 x float>
  %604 = fcmp oeq <8 x float> %591, %52
  %605 = select <8 x i1> %604, <8 x float> %603, <8 x float> %600
  br label %609

606:                                              ; preds = %590
  %607 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %572, <8 x i1> %569, <8 x float> zeroinitializer)
  %608 = fadd <8 x float> %591, %607
  br label %609

609:                                              ; preds = %606, %599, %592
  %610 = phi <8 x float> [ %608, %606 ], [ %605, %599 ], [ %598, %592 ]
  switch i64 %275, label %512 [
    i64 1, label %625
    i64 2, label %618
    i64 3, label %611
    i64 0, label %628
  ]

611:                                              ; preds = %609
  %612 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %610)
  %613 = bitcast <8 x float> %610 to <8 x i32>
  %614 = and <8 x i32> %613, %264
  %615 = bitcast <8 x i32> %614 to <8 x float>
  %616 = fcmp oeq <8 x float> %610, %49
  %617 = select <8 x i1> %616, <8 x float> %615, <8 x float> %612
  br label %628

618:                                              ; preds = %609
  %619 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %610)
  %620 = bitcast <8 x float> %610 to <8 x i32>
  %621 = or <8 x i32> %620, %265
  %622 = bitcast <8 x i32> %621 to <8 x float>
  %623 = fcmp oeq <8 x float> %610, %52
  %624 = select <8 x i1> %623, <8 x float> %622, <8 x float> %619
  br label %628

625:                                              ; preds = %609
  %626 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %572, <8 x i1> %569, <8 x float> zeroinitializer)
  %627 = fadd <8 x float> %610, %626
  br label %628

628:                                              ; preds = %611, %618, %625, %609, %590, %558
  %629 = phi <8 x float> [ %610, %609 ], [ %559, %558 ], [ %591, %590 ], [ %627, %625 ], [ %624, %618 ], [ %617, %611 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %629, ptr nonnull align 1 %570, <8 x i1> %569)
  br i1 %276, label %635, label %630

630:                                              ; preds = %628
  %631 = load float, ptr %333, align 1
  %632 = insertelement <8 x float> poison, float %631, i64 0
  %633 = shufflevector <8 x float> %632, <8 x float> poison, <8 x i32> zeroinitializer
  %634 = fadd <8 x float> %413, %633
  br label %635

635:                                              ; preds = %630, %628
  %636 = phi <8 x float> [ %634, %630 ], [ %413, %628 ]
  %637 = getelementptr inbounds nuw float, ptr %337, i64 %482
  %638 = getelementptr inbounds nuw float, ptr %341, i64 %482
  %639 = select i1 %389, ptr null, ptr %638
  switch i64 %267, label %512 [
    i64 1, label %654
    i64 2, label %647
    i64 3, label %640
    i64 0, label %695
  ]

640:                                              ; preds = %635
  %641 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %636)
  %642 = bitcast <8 x float> %636 to <8 x i32>
  %643 = and <8 x i32> %642, %264
  %644 = bitcast <8 x i32> %643 to <8 x float>
  %645 = fcmp oeq <8 x float> %636, %49
  %646 = select <8 x i1> %645, <8 x float> %644, <8 x float> %641
  br label %657

647:                                              ; preds = %635
  %648 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %636)
  %649 = bitcast <8 x float> %636 to <8 x i32>
  %650 = or <8 x i32> %649, %265
  %651 = bitcast <8 x i32> %650 to <8 x float>
  %652 = fcmp oeq <8 x float> %636, %52
  %653 = select <8 x i1> %652, <8 x float> %651, <8 x float> %648
  br label %657

654:                                              ; preds = %635
  %655 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %639, <8 x i1> %490, <8 x float> zeroinitializer)
  %656 = fadd <8 x float> %636, %655
  br label %657

657:                                              ; preds = %654, %647, %640
  %658 = phi <8 x float> [ %656, %654 ], [ %653, %647 ], [ %646, %640 ]
  switch i64 %278, label %512 [
    i64 1, label %673
    i64 2, label %666
    i64 3, label %659
    i64 0, label %695
  ]

659:                                              ; preds = %657
  %660 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %658)
  %661 = bitcast <8 x float> %658 to <8 x i32>
  %662 = and <8 x i32> %661, %264
  %663 = bitcast <8 x i32> %662 to <8 x float>
  %664 = fcmp oeq <8 x float> %658, %49
  %665 = select <8 x i1> %664, <8 x float> %663, <8 x float> %660
  br label %676

666:                                              ; preds = %657
  %667 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %658)
  %668 = bitcast <8 x float> %658 to <8 x i32>
  %669 = or <8 x i32> %668, %265
  %670 = bitcast <8 x i32> %669 to <8 x float>
  %671 = fcmp oeq <8 x float> %658, %52
  %672 = select <8 x i1> %671, <8 x float> %670, <8 x float> %667
  br label %676

673:                                              ; preds = %657
  %674 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %639, <8 x i1> %490, <8 x float> zeroinitializer)
  %675 = fadd <8 x float> %658, %674
  br label %676

676:                                              ; preds = %673, %666, %659
  %677 = phi <8 x float> [ %675, %673 ], [ %672, %666 ], [ %665, %659 ]
  switch i64 %280, label %512 [
    i64 1, label %692
    i64 2, label %685
    i64 3, label %678
    i64 0, label %695
  ]

678:                                              ; preds = %676
  %679 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %677)
  %680 = bitcast <8 x float> %677 to <8 x i32>
  %681 = and <8 x i32> %680, %264
  %682 = bitcast <8 x i32> %681 to <8 x float>
  %683 = fcmp oeq <8 x float> %677, %49
  %684 = select <8 x i1> %683, <8 x float> %682, <8 x float> %679
  br label %695

685:                                              ; preds = %676
  %686 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %677)
  %687 = bitcast <8 x float> %677 to <8 x i32>
  %688 = or <8 x i32> %687, %265
  %689 = bitcast <8 x i32> %688 to <8 x float>
  %690 = fcmp oeq <8 x float> %677, %52
  %691 = select <8 x i1> %690, <8 x float> %689, <8 x float> %686
  br label %695

692:                                              ; preds = %676
  %693 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %639, <8 x i1> %490, <8 x float> zeroinitializer)
  %694 = fadd <8 x float> %677, %693
  br label %695

695:                                              ; preds = %678, %685, %692, %676, %657, %635
  %696 = phi <8 x float> [ %677, %676 ], [ %636, %635 ], [ %658, %657 ], [ %694, %692 ], [ %691, %685 ], [ %684, %678 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %696, ptr align 1 %637, <8 x i1> %490)
  br i1 %276, label %702, label %697

697:                                              ; preds = %695
  %698 = load float, ptr %333, align 1
  %699 = insertelement <8 x float> poison, float %698, i64 0
  %700 = shufflevector <8 x float> %699, <8 x float> poison, <8 x i32> zeroinitializer
  %701 = fadd <8 x float> %412, %700
  br label %702

702:                                              ; preds = %697, %695
  %703 = phi <8 x float> [ %701, %697 ], [ %412, %695 ]
  %704 = getelementptr inbounds nuw float, ptr %337, i64 %561
  %705 = getelementptr inbounds nuw float, ptr %341, i64 %561
  %706 = select i1 %389, ptr null, ptr %705
  switch i64 %267, label %512 [
    i64 1, label %721
    i64 2, label %714
    i64 3, label %707
    i64 0, label %762
  ]

707:                                              ; preds = %702
  %708 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %703)
  %709 = bitcast <8 x float> %703 to <8 x i32>
  %710 = and <8 x i32> %709, %264
  %711 = bitcast <8 x i32> %710 to <8 x float>
  %712 = fcmp oeq <8 x float> %703, %49
  %713 = select <8 x i1> %712, <8 x float> %711, <8 x float> %708
  br label %724

714:                                              ; preds = %702
  %715 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %703)
  %716 = bitcast <8 x float> %703 to <8 x i32>
  %717 = or <8 x i32> %716, %265
  %718 = bitcast <8 x i32> %717 to <8 x float>
  %719 = fcmp oeq <8 x float> %703, %52
  %720 = select <8 x i1> %719, <8 x float> %718, <8 x float> %715
  br label %724

721:                                              ; preds = %702
  %722 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %706, <8 x i1> %569, <8 x float> zeroinitializer)
  %723 = fadd <8 x float> %703, %722
  br label %724

724:                                              ; preds = %721, %714, %707
  %725 = phi <8 x float> [ %723, %721 ], [ %720, %714 ], [ %713, %707 ]
  switch i64 %282, label %512 [
    i64 1, label %740
    i64 2, label %733
    i64 3, label %726
    i64 0, label %762
  ]

726:                                              ; preds = %724
  %727 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %725)
  %728 = bitcast <8 x float> %725 to <8 x i32>
  %729 = and <8 x i32> %728, %264
  %730 = bitcast <8 x i32> %729 to <8 x float>
  %731 = fcmp oeq <8 x float> %725, %49
  %732 = select <8 x i1> %731, <8 x float> %730, <8 x float> %727
  br label %743

733:                                              ; preds = %724
  %734 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %725)
  %735 = bitcast <8 x float> %725 to <8 x i32>
  %736 = or <8 x i32> %735, %265
  %737 = bitcast <8 x i32> %736 to <8 x float>
  %738 = fcmp oeq <8 x float> %725, %52
  %739 = select <8 x i1> %738, <8 x float> %737, <8 x float> %734
  br label %743

740:                                              ; preds = %724
  %741 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %706, <8 x i1> %569, <8 x float> zeroinitializer)
  %742 = fadd <8 x float> %725, %741
  br label %743

743:                                              ; preds = %740, %733, %726
  %744 = phi <8 x float> [ %742, %740 ], [ %739, %733 ], [ %732, %726 ]
  switch i64 %284, label %512 [
    i64 1, label %759
    i64 2, label %752
    i64 3, label %745
    i64 0, label %762
  ]

745:                                              ; preds = %743
  %746 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %744)
  %747 = bitcast <8 x float> %744 to <8 x i32>
  %748 = and <8 x i32> %747, %264
  %749 = bitcast <8 x i32> %748 to <8 x float>
  %750 = fcmp oeq <8 x float> %744, %49
  %751 = select <8 x i1> %750, <8 x float> %749, <8 x float> %746
  br label %762

752:                                              ; preds = %743
  %753 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %744)
  %754 = bitcast <8 x float> %744 to <8 x i32>
  %755 = or <8 x i32> %754, %265
  %756 = bitcast <8 x i32> %755 to <8 x float>
  %757 = fcmp oeq <8 x float> %744, %52
  %758 = select <8 x i1> %757, <8 x float> %756, <8 x float> %753
  br label %762

759:                                              ; preds = %743
  %760 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %706, <8 x i1> %569, <8 x float> zeroinitializer)
  %761 = fadd <8 x float> %744, %760
  br label %762

762:                                              ; preds = %745, %752, %759, %743, %724, %702
  %763 = phi <8 x float> [ %744, %743 ], [ %703, %702 ], [ %725, %724 ], [ %761, %759 ], [ %758, %752 ], [ %751, %745 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %763, ptr nonnull align 1 %704, <8 x i1> %569)
  br i1 %285, label %769, label %764

764:                                              ; preds = %762
  %765 = load float, ptr %353, align 1
  %766 = insertelement <8 x float> poison, float %765, i64 0
  %767 = shufflevector <8 x float> %766, <8 x float> poison, <8 x i32> zeroinitializer
  %768 = fadd <8 x float> %411, %767
  br label %769

769:                                              ; preds = %764, %762
  %770 = phi <8 x float> [ %768, %764 ], [ %411, %762 ]
  %771 = getelementptr inbounds nuw float, ptr %357, i64 %482
  %772 = getelementptr inbounds nuw float, ptr %361, i64 %482
  %773 = select i1 %390, ptr null, ptr %772
  switch i64 %267, label %512 [
    i64 1, label %788
    i64 2, label %781
    i64 3, label %774
    i64 0, label %829
  ]

774:                                              ; preds = %769
  %775 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %770)
  %776 = bitcast <8 x float> %770 to <8 x i32>
  %777 = and <8 x i32> %776, %264
  %778 = bitcast <8 x i32> %777 to <8 x float>
  %779 = fcmp oeq <8 x float> %770, %49
  %780 = select <8 x i1> %779, <8 x float> %778, <8 x float> %775
  br label %791

781:                                              ; preds = %769
  %782 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %770)
  %783 = bitcast <8 x float> %770 to <8 x i32>
  %784 = or <8 x i32> %783, %265
  %785 = bitcast <8 x i32> %784 to <8 x float>
  %786 = fcmp oeq <8 x float> %770, %52
  %787 = select <8 x i1> %786, <8 x float> %785, <8 x float> %782
  br label %791

788:                                              ; preds = %769
  %789 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %773, <8 x i1> %490, <8 x float> zeroinitializer)
  %790 = fadd <8 x float> %770, %789
  br label %791

791:                                              ; preds = %788, %781, %774
  %792 = phi <8 x float> [ %790, %788 ], [ %787, %781 ], [ %780, %774 ]
  switch i64 %287, label %512 [
    i64 1, label %807
    i64 2, label %800
    i64 3, label %793
    i64 0, label %829
  ]

793:                                              ; preds = %791
  %794 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %792)
  %795 = bitcast <8 x float> %792 to <8 x i32>
  %796 = and <8 x i32> %795, %264
  %797 = bitcast <8 x i32> %796 to <8 x float>
  %798 = fcmp oeq <8 x float> %792, %49
  %799 = select <8 x i1> %798, <8 x float> %797, <8 x float> %794
  br label %810

800:                                              ; preds = %791
  %801 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %792)
  %802 = bitcast <8 x float> %792 to <8 x i32>
  %803 = or <8 x i32> %802, %265
  %804 = bitcast <8 x i32> %803 to <8 x float>
  %805 = fcmp oeq <8 x float> %792, %52
  %806 = select <8 x i1> %805, <8 x float> %804, <8 x float> %801
  br label %810

807:                                              ; preds = %791
  %808 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %773, <8 x i1> %490, <8 x float> zeroinitializer)
  %809 = fadd <8 x float> %792, %808
  br label %810

810:                                              ; preds = %807, %800, %793
  %811 = phi <8 x float> [ %809, %807 ], [ %806, %800 ], [ %799, %793 ]
  switch i64 %289, label %512 [
    i64 1, label %826
    i64 2, label %819
    i64 3, label %812
    i64 0, label %829
  ]

812:                                              ; preds = %810
  %813 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %811)
  %814 = bitcast <8 x float> %811 to <8 x i32>
  %815 = and <8 x i32> %814, %264
  %816 = bitcast <8 x i32> %815 to <8 x float>
  %817 = fcmp oeq <8 x float> %811, %49
  %818 = select <8 x i1> %817, <8 x float> %816, <8 x float> %813
  br label %829

819:                                              ; preds = %810
  %820 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %811)
  %821 = bitcast <8 x float> %811 to <8 x i32>
  %822 = or <8 x i32> %821, %265
  %823 = bitcast <8 x i32> %822 to <8 x float>
  %824 = fcmp oeq <8 x float> %811, %52
  %825 = select <8 x i1> %824, <8 x float> %823, <8 x float> %820
  br label %829

826:                                              ; preds = %810
  %827 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %773, <8 x i1> %490, <8 x float> zeroinitializer)
  %828 = fadd <8 x float> %811, %827
  br label %829

829:                                              ; preds = %812, %819, %826, %810, %791, %769
  %830 = phi <8 x float> [ %811, %810 ], [ %770, %769 ], [ %792, %791 ], [ %828, %826 ], [ %825, %819 ], [ %818, %812 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %830, ptr align 1 %771, <8 x i1> %490)
  br i1 %285, label %836, label %831

831:                                              ; preds = %829
  %832 = load float, ptr %353, align 1
  %833 = insertelement <8 x float> poison, float %832, i64 0
  %834 = shufflevector <8 x float> %833, <8 x float> poison, <8 x i32> zeroinitializer
  %835 = fadd <8 x float> %410, %834
  br label %836

836:                                              ; preds = %831, %829
  %837 = phi <8 x float> [ %835, %831 ], [ %410, %829 ]
  %838 = getelementptr inbounds nuw float, ptr %357, i64 %561
  %839 = getelementptr inbounds nuw float, ptr %361, i64 %561
  %840 = select i1 %390, ptr null, ptr %839
  switch i64 %267, label %512 [
    i64 1, label %855
    i64 2, label %848
    i64 3, label %841
    i64 0, label %896
  ]

841:                                              ; preds = %836
  %842 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %837)
  %843 = bitcast <8 x float> %837 to <8 x i32>
  %844 = and <8 x i32> %843, %264
  %845 = bitcast <8 x i32> %844 to <8 x float>
  %846 = fcmp oeq <8 x float> %837, %49
  %847 = select <8 x i1> %846, <8 x float> %845, <8 x float> %842
  br label %858

848:                                              ; preds = %836
  %849 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %837)
  %850 = bitcast <8 x float> %837 to <8 x i32>
  %851 = or <8 x i32> %850, %265
  %852 = bitcast <8 x i32> %851 to <8 x float>
  %853 = fcmp oeq <8 x float> %837, %52
  %854 = select <8 x i1> %853, <8 x float> %852, <8 x float> %849
  br label %858

855:                                              ; preds = %836
  %856 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %840, <8 x i1> %569, <8 x float> zeroinitializer)
  %857 = fadd <8 x float> %837, %856
  br label %858

858:                                              ; preds = %855, %848, %841
  %859 = phi <8 x float> [ %857, %855 ], [ %854, %848 ], [ %847, %841 ]
  switch i64 %291, label %512 [
    i64 1, label %874
    i64 2, label %867
    i64 3, label %860
    i64 0, label %896
  ]

860:                                              ; preds = %858
  %861 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %859)
  %862 = bitcast <8 x float> %859 to <8 x i32>
  %863 = and <8 x i32> %862, %264
  %864 = bitcast <8 x i32> %863 to <8 x float>
  %865 = fcmp oeq <8 x float> %859, %49
  %866 = select <8 x i1> %865, <8 x float> %864, <8 x float> %861
  br label %877

867:                                              ; preds = %858
  %868 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %859)
  %869 = bitcast <8 x float> %859 to <8 x i32>
  %870 = or <8 x i32> %869, %265
  %871 = bitcast <8 x i32> %870 to <8 x float>
  %872 = fcmp oeq <8 x float> %859, %52
  %873 = select <8 x i1> %872, <8 x float> %871, <8 x float> %868
  br label %877

874:                                              ; preds = %858
  %875 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %840, <8 x i1> %569, <8 x float> zeroinitializer)
  %876 = fadd <8 x float> %859, %875
  br label %877

877:                                              ; preds = %874, %867, %860
  %878 = phi <8 x float> [ %876, %874 ], [ %873, %867 ], [ %866, %860 ]
  switch i64 %293, label %512 [
    i64 1, label %893
    i64 2, label %886
    i64 3, label %879
    i64 0, label %896
  ]

879:                                              ; preds = %877
  %880 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %878)
  %881 = bitcast <8 x float> %878 to <8 x i32>
  %882 = and <8 x i32> %881, %264
  %883 = bitcast <8 x i32> %882 to <8 x float>
  %884 = fcmp oeq <8 x float> %878, %49
  %885 = select <8 x i1> %884, <8 x float> %883, <8 x float> %880
  br label %896

886:                                              ; preds = %877
  %887 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %878)
  %888 = bitcast <8 x float> %878 to <8 x i32>
  %889 = or <8 x i32> %888, %265
  %890 = bitcast <8 x i32> %889 to <8 x float>
  %891 = fcmp oeq <8 x float> %878, %52
  %892 = select <8 x i1> %891, <8 x float> %890, <8 x float> %887
  br label %896

893:                                              ; preds = %877
  %894 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %840, <8 x i1> %569, <8 x float> zeroinitializer)
  %895 = fadd <8 x float> %878, %894
  br label %896

896:                                              ; preds = %879, %886, %893, %877, %858, %836
  %897 = phi <8 x float> [ %878, %877 ], [ %837, %836 ], [ %859, %858 ], [ %895, %893 ], [ %892, %886 ], [ %885, %879 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %897, ptr nonnull align 1 %838, <8 x i1> %569)
  br i1 %294, label %903, label %898

898:                                              ; preds = %896
  %899 = load float, ptr %373, align 1
  %900 = insertelement <8 x float> poison, float %899, i64 0
  %901 = shufflevector <8 x float> %900, <8 x float> poison, <8 x i32> zeroinitializer
  %902 = fadd <8 x float> %409, %901
  br label %903

903:                                              ; preds = %898, %896
  %904 = phi <8 x float> [ %902, %898 ], [ %409, %896 ]
  %905 = getelementptr inbounds nuw float, ptr %377, i64 %482
  %906 = getelementptr inbounds nuw float, ptr %381, i64 %482
  %907 = select i1 %391, ptr null, ptr %906
  switch i64 %267, label %512 [
    i64 1, label %922
    i64 2, label %915
    i64 3, label %908
    i64 0, label %963
  ]

908:                                              ; preds = %903
  %909 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %904)
  %910 = bitcast <8 x float> %904 to <8 x i32>
  %911 = and <8 x i32> %910, %264
  %912 = bitcast <8 x i32> %911 to <8 x float>
  %913 = fcmp oeq <8 x float> %904, %49
  %914 = select <8 x i1> %913, <8 x float> %912, <8 x float> %909
  br label %925

915:                                              ; preds = %903
  %916 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %904)
  %917 = bitcast <8 x float> %904 to <8 x i32>
  %918 = or <8 x i32> %917, %265
  %919 = bitcast <8 x i32> %918 to <8 x float>
  %920 = fcmp oeq <8 x float> %904, %52
  %921 = select <8 x i1> %920, <8 x float> %919, <8 x float> %916
  br label %925

922:                                              ; preds = %903
  %923 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %907, <8 x i1> %490, <8 x float> zeroinitializer)
  %924 = fadd <8 x float> %904, %923
  br label %925

925:                                              ; preds = %922, %915, %908
  %926 = phi <8 x float> [ %924, %922 ], [ %921, %915 ], [ %914, %908 ]
  switch i64 %296, label %512 [
    i64 1, label %941
    i64 2, label %934
    i64 3, label %927
    i64 0, label %963
  ]

927:                                              ; preds = %925
  %928 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %926)
  %929 = bitcast <8 x float> %926 to <8 x i32>
  %930 = and <8 x i32> %929, %264
  %931 = bitcast <8 x i32> %930 to <8 x float>
  %932 = fcmp oeq <8 x float> %926, %49
  %933 = select <8 x i1> %932, <8 x float> %931, <8 x float> %928
  br label %944

934:                                              ; preds = %925
  %935 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %926)
  %936 = bitcast <8 x float> %926 to <8 x i32>
  %937 = or <8 x i32> %936, %265
  %938 = bitcast <8 x i32> %937 to <8 x float>
  %939 = fcmp oeq <8 x float> %926, %52
  %940 = select <8 x i1> %939, <8 x float> %938, <8 x float> %935
  br label %944

941:                                              ; preds = %925
  %942 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %907, <8 x i1> %490, <8 x float> zeroinitializer)
  %943 = fadd <8 x float> %926, %942
  br label %944

944:                                              ; preds = %941, %934, %927
  %945 = phi <8 x float> [ %943, %941 ], [ %940, %934 ], [ %933, %927 ]
  switch i64 %298, label %512 [
    i64 1, label %960
    i64 2, label %953
    i64 3, label %946
    i64 0, label %963
  ]

946:                                              ; preds = %944
  %947 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %945)
  %948 = bitcast <8 x float> %945 to <8 x i32>
  %949 = and <8 x i32> %948, %264
  %950 = bitcast <8 x i32> %949 to <8 x float>
  %951 = fcmp oeq <8 x float> %945, %49
  %952 = select <8 x i1> %951, <8 x float> %950, <8 x float> %947
  br label %963

953:                                              ; preds = %944
  %954 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %945)
  %955 = bitcast <8 x float> %945 to <8 x i32>
  %956 = or <8 x i32> %955, %265
  %957 = bitcast <8 x i32> %956 to <8 x float>
  %958 = fcmp oeq <8 x float> %945, %52
  %959 = select <8 x i1> %958, <8 x float> %957, <8 x float> %954
  br label %963

960:                                              ; preds = %944
  %961 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %907, <8 x i1> %490, <8 x float> zeroinitializer)
  %962 = fadd <8 x float> %945, %961
  br label %963

963:                                              ; preds = %946, %953, %960, %944, %925, %903
  %964 = phi <8 x float> [ %945, %944 ], [ %904, %903 ], [ %926, %925 ], [ %962, %960 ], [ %959, %953 ], [ %952, %946 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %964, ptr align 1 %905, <8 x i1> %490)
  br i1 %294, label %970, label %965

965:                                              ; preds = %963
  %966 = load float, ptr %373, align 1
  %967 = insertelement <8 x float> poison, float %966, i64 0
  %968 = shufflevector <8 x float> %967, <8 x float> poison, <8 x i32> zeroinitializer
  %969 = fadd <8 x float> %408, %968
  br label %970

970:                                              ; preds = %965, %963
  %971 = phi <8 x float> [ %969, %965 ], [ %408, %963 ]
  %972 = getelementptr inbounds nuw float, ptr %377, i64 %561
  %973 = getelementptr inbounds nuw float, ptr %381, i64 %561
  %974 = select i1 %391, ptr null, ptr %973
  switch i64 %267, label %512 [
    i64 1, label %989
    i64 2, label %982
    i64 3, label %975
    i64 0, label %1030
  ]

975:                                              ; preds = %970
  %976 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %971)
  %977 = bitcast <8 x float> %971 to <8 x i32>
  %978 = and <8 x i32> %977, %264
  %979 = bitcast <8 x i32> %978 to <8 x float>
  %980 = fcmp oeq <8 x float> %971, %49
  %981 = select <8 x i1> %980, <8 x float> %979, <8 x float> %976
  br label %992

982:                                              ; preds = %970
  %983 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %971)
  %984 = bitcast <8 x float> %971 to <8 x i32>
  %985 = or <8 x i32> %984, %265
  %986 = bitcast <8 x i32> %985 to <8 x float>
  %987 = fcmp oeq <8 x float> %971, %52
  %988 = select <8 x i1> %987, <8 x float> %986, <8 x float> %983
  br label %992

989:                                              ; preds = %970
  %990 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %974, <8 x i1> %569, <8 x float> zeroinitializer)
  %991 = fadd <8 x float> %971, %990
  br label %992

992:                                              ; preds = %989, %982, %975
  %993 = phi <8 x float> [ %991, %989 ], [ %988, %982 ], [ %981, %975 ]
  switch i64 %300, label %512 [
    i64 1, label %1008
    i64 2, label %1001
    i64 3, label %994
    i64 0, label %1030
  ]

994:                                              ; preds = %992
  %995 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %993)
  %996 = bitcast <8 x float> %993 to <8 x i32>
  %997 = and <8 x i32> %996, %264
  %998 = bitcast <8 x i32> %997 to <8 x float>
  %999 = fcmp oeq <8 x float> %993, %49
  %1000 = select <8 x i1> %999, <8 x float> %998, <8 x float> %995
  br label %1011

1001:                                             ; preds = %992
  %1002 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %993)
  %1003 = bitcast <8 x float> %993 to <8 x i32>
  %1004 = or <8 x i32> %1003, %265
  %1005 = bitcast <8 x i32> %1004 to <8 x float>
  %1006 = fcmp oeq <8 x float> %993, %52
  %1007 = select <8 x i1> %1006, <8 x float> %1005, <8 x float> %1002
  br label %1011

1008:                                             ; preds = %992
  %1009 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %974, <8 x i1> %569, <8 x float> zeroinitializer)
  %1010 = fadd <8 x float> %993, %1009
  br label %1011

1011:                                             ; preds = %1008, %1001, %994
  %1012 = phi <8 x float> [ %1010, %1008 ], [ %1007, %1001 ], [ %1000, %994 ]
  switch i64 %302, label %512 [
    i64 1, label %1027
    i64 2, label %1020
    i64 3, label %1013
    i64 0, label %1030
  ]

1013:                                             ; preds = %1011
  %1014 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %1012)
  %1015 = bitcast <8 x float> %1012 to <8 x i32>
  %1016 = and <8 x i32> %1015, %264
  %1017 = bitcast <8 x i32> %1016 to <8 x float>
  %1018 = fcmp oeq <8 x float> %1012, %49
  %1019 = select <8 x i1> %1018, <8 x float> %1017, <8 x float> %1014
  br label %1030

1020:                                             ; preds = %1011
  %1021 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %1012)
  %1022 = bitcast <8 x float> %1012 to <8 x i32>
  %1023 = or <8 x i32> %1022, %265
  %1024 = bitcast <8 x i32> %1023 to <8 x float>
  %1025 = fcmp oeq <8 x float> %1012, %52
  %1026 = select <8 x i1> %1025, <8 x float> %1024, <8 x float> %1021
  br label %1030

1027:                                             ; preds = %1011
  %1028 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %974, <8 x i1> %569, <8 x float> zeroinitializer)
  %1029 = fadd <8 x float> %1012, %1028
  br label %1030

1030:                                             ; preds = %1013, %1020, %1027, %1011, %992, %970
  %1031 = phi <8 x float> [ %1012, %1011 ], [ %971, %970 ], [ %993, %992 ], [ %1029, %1027 ], [ %1026, %1020 ], [ %1019, %1013 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1031, ptr nonnull align 1 %972, <8 x i1> %569)
  %1032 = add nuw nsw i64 %397, 2
  %1033 = icmp slt i64 %1032, %69
  br i1 %1033, label %396, label %392

1034:                                             ; preds = %392, %257
  %1035 = phi i64 [ %65, %257 ], [ %385, %392 ]
  %1036 = phi i64 [ %62, %257 ], [ %386, %392 ]
  %1037 = phi i64 [ %3, %257 ], [ %393, %392 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %38)
  call void @llvm.lifetime.end.p0(ptr nonnull %37)
  br label %1038

1038:                                             ; preds = %1034, %56
  %1039 = phi i64 [ %1035, %1034 ], [ %65, %56 ]
  %1040 = phi i64 [ %1036, %1034 ], [ %62, %56 ]
  %1041 = phi i64 [ %1037, %1034 ], [ %3, %56 ]
  %1042 = add nsw i64 %9, 7
  %1043 = sdiv i64 %1042, 8
  call void @llvm.lifetime.start.p0(ptr nonnull %39)
  %1044 = icmp slt i64 %9, 129
  %1045 = icmp slt i64 %11, 8
  %1046 = and i1 %1044, %1045
  %1047 = and i1 %1046, %58
  br i1 %1047, label %1048, label %1090

1048:                                             ; preds = %1038
  %1049 = icmp sgt i64 %9, 0
  br i1 %1049, label %1050, label %1090

1050:                                             ; preds = %1048
  %1051 = icmp sgt i64 %11, 0
  %1052 = tail call i64 @llvm.smax.i64(i64 %1043, i64 1)
  br label %1053

1053:                                             ; preds = %1050, %1061
  %1054 = phi i64 [ 0, %1050 ], [ %1062, %1061 ]
  br i1 %1051, label %1055, label %1061

1055:                                             ; preds = %1053
  %1056 = shl nsw i64 %1054, 3
  %1057 = sub nsw i64 %9, %1056
  %1058 = sub i64 %1056, %17
  %1059 = mul nuw nsw i64 %1054, %11
  %1060 = getelementptr <4 x i64>, ptr %39, i64 %1059
  br label %1064

1061:                                             ; preds = %1064, %1053
  %1062 = add nuw nsw i64 %1054, 1
  %1063 = icmp eq i64 %1062, %1052
  br i1 %1063, label %1090, label %1053

1064:                                             ; preds = %1055, %1064
  %1065 = phi i64 [ 0, %1055 ], [ %1088, %1064 ]
  %1066 = mul nsw i64 %1065, %15
  %1067 = add i64 %1058, %1066
  %1068 = icmp slt i64 %1067, 0
  %1069 = sub nsw i64 0, %1067
  %1070 = select i1 %1068, i64 %1069, i64 0
  %1071 = sub nsw i64 %7, %1067
  %1072 = tail call i64 @llvm.smin.i64(i64 %1071, i64 %1057)
  %1073 = tail call i64 @llvm.smin.i64(i64 %1072, i64 8)
  %1074 = icmp sgt i64 %1073, %1070
  %1075 = trunc i64 %1070 to i32
  %1076 = select i1 %1074, i32 %1075, i32 0
  %1077 = insertelement <8 x i32> poison, i32 %1076, i64 0
  %1078 = shufflevector <8 x i32> %1077, <8 x i32> poison, <8 x i32> zeroinitializer
  %1079 = icmp slt <8 x i32> %1078, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1080 = trunc i64 %1073 to i32
  %1081 = select i1 %1074, i32 %1080, i32 0
  %1082 = insertelement <8 x i32> poison, i32 %1081, i64 0
  %1083 = shufflevector <8 x i32> %1082, <8 x i32> poison, <8 x i32> zeroinitializer
  %1084 = icmp sgt <8 x i32> %1083, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1085 = and <8 x i1> %1084, %1079
  %1086 = sext <8 x i1> %1085 to <8 x i32>
  %1087 = getelementptr <4 x i64>, ptr %1060, i64 %1065
  store <8 x i32> %1086, ptr %1087, align 32
  %1088 = add nuw nsw i64 %1065, 1
  %1089 = icmp eq i64 %1088, %11
  br i1 %1089, label %1061, label %1064

1090:                                             ; preds = %1061, %1048, %1038
  %1091 = phi ptr [ null, %1038 ], [ %39, %1048 ], [ %39, %1061 ]
  %1092 = icmp slt i64 %1041, %4
  br i1 %1092, label %1093, label %1474

1093:                                             ; preds = %1090
  %1094 = mul i64 %7, %6
  %1095 = icmp eq i64 %21, 0
  %1096 = icmp eq i64 %22, 0
  %1097 = add nsw i64 %10, -1
  %1098 = mul nsw i64 %14, %1097
  %1099 = sub i64 %1098, %16
  %1100 = shl i64 %7, 2
  %1101 = icmp sgt i64 %9, 0
  %1102 = icmp sgt i64 %10, 0
  %1103 = icmp sgt i64 %11, 0
  %1104 = bitcast <8 x float> %49 to <8 x i32>
  %1105 = bitcast <8 x float> %52 to <8 x i32>
  %1106 = add i64 %9, -25
  %1107 = icmp ult i64 %1106, 8
  %1108 = icmp slt i64 %9, 17
  %1109 = select i1 %1108, i32 4, i32 1
  %1110 = select i1 %1107, i32 2, i32 %1109
  %1111 = zext nneg i32 %1110 to i64
  %1112 = icmp eq ptr %1091, null
  %1113 = icmp sgt i64 %9, 7
  %1114 = trunc i64 %9 to i32
  %1115 = select i1 %1113, i32 8, i32 %1114
  %1116 = insertelement <8 x i32> poison, i32 %1115, i64 0
  %1117 = shufflevector <8 x i32> %1116, <8 x i32> poison, <8 x i32> zeroinitializer
  %1118 = icmp sgt <8 x i32> %1117, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
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
  br label %1475

1474:                                             ; preds = %7919, %1090
  call void @llvm.lifetime.end.p0(ptr nonnull %39)
  br label %7924

1475:                                             ; preds = %1093, %7919
  %1476 = phi i64 [ %1040, %1093 ], [ %7922, %7919 ]
  %1477 = phi i64 [ %64, %1093 ], [ %7921, %7919 ]
  %1478 = phi i64 [ %1039, %1093 ], [ %7920, %7919 ]
  %1479 = phi i64 [ %1041, %1093 ], [ %1499, %7919 ]
  %1480 = mul nsw i64 %1478, %19
  %1481 = getelementptr inbounds float, ptr %40, i64 %1480
  %1482 = mul i64 %1094, %1476
  %1483 = getelementptr inbounds float, ptr %1481, i64 %1482
  %1484 = mul nsw i64 %1476, %66
  %1485 = getelementptr inbounds float, ptr %41, i64 %1484
  %1486 = getelementptr inbounds float, ptr %42, i64 %1476
  %1487 = select i1 %1095, ptr null, ptr %1486
  %1488 = mul nsw i64 %1478, %20
  %1489 = getelementptr inbounds float, ptr %44, i64 %1488
  %1490 = mul nsw i64 %1476, %67
  %1491 = getelementptr inbounds float, ptr %1489, i64 %1490
  %1492 = mul nsw i64 %1478, %23
  %1493 = getelementptr inbounds float, ptr %43, i64 %1492
  %1494 = getelementptr inbounds float, ptr %1493, i64 %1490
  %1495 = select i1 %1096, ptr null, ptr %1494
  %1496 = mul nsw i64 %1477, %57
  %1497 = add nsw i64 %1496, %57
  %1498 = call i64 @llvm.smin.i64(i64 %1497, i64 %8)
  %1499 = add nsw i64 %1479, 1
  %1500 = icmp slt i64 %1499, %4
  br i1 %1500, label %1501, label %1544

1501:                                             ; preds = %1475
  %1502 = add nsw i64 %1476, 1
  %1503 = icmp eq i64 %1502, %5
  br i1 %1503, label %1504, label %1514

1504:                                             ; preds = %1501
  %1505 = add nsw i64 %1477, 1
  %1506 = icmp eq i64 %1505, %61
  %1507 = select i1 %1506, i64 0, i64 %1505
  %1508 = zext i1 %1506 to i64
  %1509 = add nsw i64 %1478, %1508
  %1510 = mul nsw i64 %1507, %57
  %1511 = add nsw i64 %1510, %57
  %1512 = call i64 @llvm.smin.i64(i64 %1511, i64 %8)
  %1513 = mul nsw i64 %1509, %19
  br label %1514

1514:                                             ; preds = %1504, %1501
  %1515 = phi i64 [ %1513, %1504 ], [ %1480, %1501 ]
  %1516 = phi i64 [ %1512, %1504 ], [ %1498, %1501 ]
  %1517 = phi i64 [ %1510, %1504 ], [ %1496, %1501 ]
  %1518 = phi i64 [ 0, %1504 ], [ %1502, %1501 ]
  %1519 = mul nsw i64 %1517, %12
  %1520 = sub nsw i64 %1519, %16
  %1521 = add nsw i64 %1516, -1
  %1522 = mul nsw i64 %1521, %12
  %1523 = add i64 %1099, %1522
  %1524 = add nsw i64 %1523, 1
  %1525 = call i64 @llvm.smax.i64(i64 %1520, i64 0)
  %1526 = icmp slt i64 %1523, %6
  %1527 = select i1 %1526, i64 %1524, i64 %6
  %1528 = getelementptr inbounds float, ptr %40, i64 %1515
  %1529 = mul i64 %1094, %1518
  %1530 = getelementptr inbounds float, ptr %1528, i64 %1529
  %1531 = mul i64 %1100, %1525
  %1532 = getelementptr inbounds i8, ptr %1530, i64 %1531
  %1533 = mul i64 %1100, %1527
  %1534 = getelementptr inbounds i8, ptr %1530, i64 %1533
  %1535 = sub nsw i64 %1533, %1531
  %1536 = icmp sgt i64 %1535, 8192
  %1537 = getelementptr inbounds nuw i8, ptr %1532, i64 8192
  %1538 = select i1 %1536, ptr %1537, ptr %1534
  %1539 = icmp ult ptr %1532, %1538
  br i1 %1539, label %1540, label %1544

1540:                                             ; preds = %1514, %1540
  %1541 = phi ptr [ %1542, %1540 ], [ %1532, %1514 ]
  call void @llvm.prefetch.p0(ptr %1541, i32 0, i32 3, i32 1)
  %1542 = getelementptr inbounds nuw i8, ptr %1541, i64 64
  %1543 = icmp ult ptr %1542, %1538
  br i1 %1543, label %1540, label %1544

1544:                                             ; preds = %1540, %1514, %1475
  %1545 = icmp slt i64 %1496, %1498
  br i1 %58, label %1550, label %1546

1546:                                             ; preds = %1544
  br i1 %1545, label %1547, label %7910

1547:                                             ; preds = %1546
  %1548 = icmp eq ptr %1495, null
  %1549 = icmp eq ptr %1487, null
  br label %1554

1550:                                             ; preds = %1544
  br i1 %1545, label %1551, label %7910

1551:                                             ; preds = %1550
  %1552 = icmp eq ptr %1495, null
  %1553 = icmp eq ptr %1487, null
  br label %2668

1554:                                             ; preds = %1547, %1564
  %1555 = phi i64 [ %1496, %1547 ], [ %1565, %1564 ]
  %1556 = mul nsw i64 %1555, %9
  %1557 = getelementptr inbounds float, ptr %1491, i64 %1556
  %1558 = getelementptr inbounds float, ptr %1495, i64 %1556
  %1559 = select i1 %1548, ptr null, ptr %1558
  br i1 %1101, label %1560, label %1564

1560:                                             ; preds = %1554
  %1561 = mul nsw i64 %1555, %12
  %1562 = sub i64 %1561, %16
  %1563 = icmp eq ptr %1559, null
  br label %1567

1564:                                             ; preds = %2664, %1554
  %1565 = add nsw i64 %1555, 1
  %1566 = icmp slt i64 %1565, %1498
  br i1 %1566, label %1554, label %7910

1567:                                             ; preds = %1560, %2664
  %1568 = phi i64 [ 0, %1560 ], [ %2666, %2664 ]
  %1569 = phi i64 [ 0, %1560 ], [ %2665, %2664 ]
  %1570 = sub nsw i64 %9, %1569
  %1571 = add nuw nsw i64 %1570, 7
  %1572 = lshr i64 %1571, 3
  %1573 = icmp ugt i64 %1570, 24
  %1574 = trunc i64 %1572 to i32
  %1575 = select i1 %1573, i32 4, i32 %1574
  switch i32 %1575, label %2664 [
    i32 1, label %1576
    i32 2, label %1721
    i32 3, label %1986
    i32 4, label %2288
  ]

1576:                                             ; preds = %1567
  br i1 %1102, label %1577, label %1581

1577:                                             ; preds = %1576
  %1578 = shl nuw nsw i64 %1569, 1
  %1579 = shl nsw i64 %1570, 1
  %1580 = add nsw i64 %1579, -1
  br label %1591

1581:                                             ; preds = %1605, %1576
  %1582 = phi <8 x float> [ zeroinitializer, %1576 ], [ %1606, %1605 ]
  %1583 = call i64 @llvm.smin.i64(i64 %1570, i64 8)
  %1584 = trunc i64 %1583 to i32
  %1585 = insertelement <8 x i32> poison, i32 %1584, i64 0
  %1586 = shufflevector <8 x i32> %1585, <8 x i32> poison, <8 x i32> zeroinitializer
  %1587 = icmp sgt <8 x i32> %1586, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1588 = getelementptr inbounds nuw float, ptr %1557, i64 %1569
  %1589 = getelementptr inbounds nuw float, ptr %1559, i64 %1569
  %1590 = select i1 %1563, ptr null, ptr %1589
  br i1 %1549, label %1662, label %1657

1591:                                             ; preds = %1577, %1605
  %1592 = phi <8 x float> [ zeroinitializer, %1577 ], [ %1606, %1605 ]
  %1593 = phi i64 [ 0, %1577 ], [ %1607, %1605 ]
  %1594 = mul nsw i64 %1593, %14
  %1595 = add i64 %1562, %1594
  %1596 = icmp sgt i64 %1595, -1
  %1597 = icmp slt i64 %1595, %6
  %1598 = and i1 %1596, %1597
  %1599 = select i1 %1598, i64 %1595, i64 0
  %1600 = mul nsw i64 %1599, %7
  %1601 = getelementptr inbounds float, ptr %1483, i64 %1600
  br i1 %1103, label %1602, label %1605

1602:                                             ; preds = %1591
  %1603 = mul nuw nsw i64 %1593, %11
  %1604 = getelementptr inbounds nuw float, ptr %1485, i64 %1603
  br label %1609

1605:                                             ; preds = %1609, %1591
  %1606 = phi <8 x float> [ %1592, %1591 ], [ %1654, %1609 ]
  %1607 = add nuw nsw i64 %1593, 1
  %1608 = icmp eq i64 %1607, %10
  br i1 %1608, label %1581, label %1591

1609:                                             ; preds = %1602, %1609
  %1610 = phi <8 x float> [ %1592, %1602 ], [ %1654, %1609 ]
  %1611 = phi i64 [ 0, %1602 ], [ %1655, %1609 ]
  %1612 = getelementptr inbounds nuw float, ptr %1604, i64 %1611
  %1613 = load float, ptr %1612, align 1
  %1614 = insertelement <8 x float> poison, float %1613, i64 0
  %1615 = shufflevector <8 x float> %1614, <8 x float> poison, <8 x i32> zeroinitializer
  %1616 = mul nsw i64 %1611, %15
  %1617 = sub i64 %1616, %17
  %1618 = add i64 %1617, %1578
  %1619 = icmp slt i64 %1618, 0
  %1620 = sub nsw i64 0, %1618
  %1621 = select i1 %1619, i64 %1620, i64 0
  %1622 = sub nsw i64 %7, %1618
  %1623 = call i64 @llvm.smin.i64(i64 %1622, i64 %1580)
  %1624 = call i64 @llvm.smin.i64(i64 %1623, i64 16)
  %1625 = icmp sgt i64 %1624, %1621
  %1626 = select i1 %1598, i1 %1625, i1 false
  %1627 = select i1 %1626, i64 %1621, i64 0
  %1628 = select i1 %1626, i64 %1624, i64 0
  %1629 = getelementptr inbounds float, ptr %1601, i64 %1618
  %1630 = trunc i64 %1627 to i32
  %1631 = icmp sgt i64 %1628, %1627
  %1632 = trunc i64 %1628 to i32
  %1633 = select i1 %1631, i32 %1632, i32 0
  %1634 = insertelement <8 x i32> poison, i32 %1630, i64 0
  %1635 = shufflevector <8 x i32> %1634, <8 x i32> poison, <8 x i32> zeroinitializer
  %1636 = icmp slt <8 x i32> %1635, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1637 = insertelement <8 x i32> poison, i32 %1633, i64 0
  %1638 = shufflevector <8 x i32> %1637, <8 x i32> poison, <8 x i32> zeroinitializer
  %1639 = icmp sgt <8 x i32> %1638, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1640 = and <8 x i1> %1636, %1639
  %1641 = add nsw i32 %1630, -8
  %1642 = insertelement <8 x i32> poison, i32 %1641, i64 0
  %1643 = shufflevector <8 x i32> %1642, <8 x i32> poison, <8 x i32> zeroinitializer
  %1644 = icmp slt <8 x i32> %1643, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1645 = add nsw i32 %1633, -8
  %1646 = insertelement <8 x i32> poison, i32 %1645, i64 0
  %1647 = shufflevector <8 x i32> %1646, <8 x i32> poison, <8 x i32> zeroinitializer
  %1648 = icmp sgt <8 x i32> %1647, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1649 = and <8 x i1> %1644, %1648
  %1650 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1629, <8 x i1> %1640, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1651 = getelementptr inbounds nuw i8, ptr %1629, i64 32
  %1652 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %1651, <8 x i1> %1649, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1653 = shufflevector <8 x float> %1650, <8 x float> %1652, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %1654 = call <8 x float> @llvm.fma.v8f32(<8 x float> %1653, <8 x float> %1615, <8 x float> %1610)
  %1655 = add nuw nsw i64 %1611, 1
  %1656 = icmp eq i64 %1655, %11
  br i1 %1656, label %1605, label %1609

1657:                                             ; preds = %1581
  %1658 = load float, ptr %1486, align 1
  %1659 = insertelement <8 x float> poison, float %1658, i64 0
  %1660 = shufflevector <8 x float> %1659, <8 x float> poison, <8 x i32> zeroinitializer
  %1661 = fadd <8 x float> %1582, %1660
  br label %1662

1662:                                             ; preds = %1657, %1581
  %1663 = phi <8 x float> [ %1661, %1657 ], [ %1582, %1581 ]
  switch i64 %1163, label %512 [
    i64 1, label %1664
    i64 2, label %1667
    i64 3, label %1674
    i64 0, label %1719
  ]

1664:                                             ; preds = %1662
  %1665 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1590, <8 x i1> %1587, <8 x float> zeroinitializer)
  %1666 = fadd <8 x float> %1663, %1665
  br label %1681

1667:                                             ; preds = %1662
  %1668 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %1663)
  %1669 = bitcast <8 x float> %1663 to <8 x i32>
  %1670 = or <8 x i32> %1669, %1105
  %1671 = bitcast <8 x i32> %1670 to <8 x float>
  %1672 = fcmp oeq <8 x float> %1663, %52
  %1673 = select <8 x i1> %1672, <8 x float> %1671, <8 x float> %1668
  br label %1681

1674:                                             ; preds = %1662
  %1675 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %1663)
  %1676 = bitcast <8 x float> %1663 to <8 x i32>
  %1677 = and <8 x i32> %1676, %1104
  %1678 = bitcast <8 x i32> %1677 to <8 x float>
  %1679 = fcmp oeq <8 x float> %1663, %49
  %1680 = select <8 x i1> %1679, <8 x float> %1678, <8 x float> %1675
  br label %1681

1681:                                             ; preds = %1674, %1667, %1664
  %1682 = phi <8 x float> [ %1666, %1664 ], [ %1673, %1667 ], [ %1680, %1674 ]
  switch i64 %1165, label %512 [
    i64 1, label %1697
    i64 2, label %1690
    i64 3, label %1683
    i64 0, label %1719
  ]

1683:                                             ; preds = %1681
  %1684 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %1682)
  %1685 = bitcast <8 x float> %1682 to <8 x i32>
  %1686 = and <8 x i32> %1685, %1104
  %1687 = bitcast <8 x i32> %1686 to <8 x float>
  %1688 = fcmp oeq <8 x float> %1682, %49
  %1689 = select <8 x i1> %1688, <8 x float> %1687, <8 x float> %1684
  br label %1700

1690:                                             ; preds = %1681
  %1691 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %1682)
  %1692 = bitcast <8 x float> %1682 to <8 x i32>
  %1693 = or <8 x i32> %1692, %1105
  %1694 = bitcast <8 x i32> %1693 to <8 x float>
  %1695 = fcmp oeq <8 x float> %1682, %52
  %1696 = select <8 x i1> %1695, <8 x float> %1694, <8 x float> %1691
  br label %1700

1697:                                             ; preds = %1681
  %1698 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1590, <8 x i1> %1587, <8 x float> zeroinitializer)
  %1699 = fadd <8 x float> %1682, %1698
  br label %1700

1700:                                             ; preds = %1697, %1690, %1683
  %1701 = phi <8 x float> [ %1699, %1697 ], [ %1696, %1690 ], [ %1689, %1683 ]
  switch i64 %1167, label %512 [
    i64 1, label %1716
    i64 2, label %1709
    i64 3, label %1702
    i64 0, label %1719
  ]

1702:                                             ; preds = %1700
  %1703 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %1701)
  %1704 = bitcast <8 x float> %1701 to <8 x i32>
  %1705 = and <8 x i32> %1704, %1104
  %1706 = bitcast <8 x i32> %1705 to <8 x float>
  %1707 = fcmp oeq <8 x float> %1701, %49
  %1708 = select <8 x i1> %1707, <8 x float> %1706, <8 x float> %1703
  br label %1719

1709:                                             ; preds = %1700
  %1710 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %1701)
  %1711 = bitcast <8 x float> %1701 to <8 x i32>
  %1712 = or <8 x i32> %1711, %1105
  %1713 = bitcast <8 x i32> %1712 to <8 x float>
  %1714 = fcmp oeq <8 x float> %1701, %52
  %1715 = select <8 x i1> %1714, <8 x float> %1713, <8 x float> %1710
  br label %1719

1716:                                             ; preds = %1700
  %1717 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1590, <8 x i1> %1587, <8 x float> zeroinitializer)
  %1718 = fadd <8 x float> %1701, %1717
  br label %1719

1719:                                             ; preds = %1702, %1709, %1716, %1700, %1681, %1662
  %1720 = phi <8 x float> [ %1701, %1700 ], [ %1663, %1662 ], [ %1682, %1681 ], [ %1718, %1716 ], [ %1715, %1709 ], [ %1708, %1702 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %1720, ptr align 1 %1588, <8 x i1> %1587)
  br label %2664

1721:                                             ; preds = %1567
  br i1 %1102, label %1722, label %1731

1722:                                             ; preds = %1721
  %1723 = shl nuw nsw i64 %1569, 1
  %1724 = shl nsw i64 %1570, 1
  %1725 = add nsw i64 %1724, -1
  %1726 = or disjoint i64 %1569, 8
  %1727 = sub nsw i64 %9, %1726
  %1728 = shl nuw nsw i64 %1726, 1
  %1729 = shl nsw i64 %1727, 1
  %1730 = add nsw i64 %1729, -1
  br label %1742

1731:                                             ; preds = %1757, %1721
  %1732 = phi <8 x float> [ zeroinitializer, %1721 ], [ %1758, %1757 ]
  %1733 = phi <8 x float> [ zeroinitializer, %1721 ], [ %1759, %1757 ]
  %1734 = add i64 %1568, %9
  %1735 = getelementptr inbounds nuw float, ptr %1557, i64 %1569
  %1736 = getelementptr inbounds nuw float, ptr %1559, i64 %1569
  %1737 = call i64 @llvm.smin.i64(i64 %1734, i64 8)
  %1738 = trunc i64 %1737 to i32
  %1739 = insertelement <8 x i32> poison, i32 %1738, i64 0
  %1740 = shufflevector <8 x i32> %1739, <8 x i32> poison, <8 x i32> zeroinitializer
  %1741 = icmp sgt <8 x i32> %1740, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %1549, label %1853, label %1848

1742:                                             ; preds = %1722, %1757
  %1743 = phi <8 x float> [ zeroinitializer, %1722 ], [ %1758, %1757 ]
  %1744 = phi <8 x float> [ zeroinitializer, %1722 ], [ %1759, %1757 ]
  %1745 = phi i64 [ 0, %1722 ], [ %1760, %1757 ]
  %1746 = mul nsw i64 %1745, %14
  %1747 = add i64 %1562, %1746
  %1748 = icmp sgt i64 %1747, -1
  %1749 = icmp slt i64 %1747, %6
  %1750 = and i1 %1748, %1749
  %1751 = select i1 %1750, i64 %1747, i64 0
  %1752 = mul nsw i64 %1751, %7
  %1753 = getelementptr inbounds float, ptr %1483, i64 %1752
  br i1 %1103, label %1754, label %1757

1754:                                             ; preds = %1742
  %1755 = mul nuw nsw i64 %1745, %11
  %1756 = getelementptr inbounds nuw float, ptr %1485, i64 %1755
  br label %1762

1757:                                             ; preds = %1762, %1742
  %1758 = phi <8 x float> [ %1743, %1742 ], [ %1808, %1762 ]
  %1759 = phi <8 x float> [ %1744, %1742 ], [ %1845, %1762 ]
  %1760 = add nuw nsw i64 %1745, 1
  %1761 = icmp eq i64 %1760, %10
  br i1 %1761, label %1731, label %1742

1762:                                             ; preds = %1754, %1762
  %1763 = phi <8 x float> [ %1743, %1754 ], [ %1808, %1762 ]
  %1764 = phi <8 x float> [ %1744, %1754 ], [ %1845, %1762 ]
  %1765 = phi i64 [ 0, %1754 ], [ %1846, %1762 ]
  %1766 = getelementptr inbounds nuw float, ptr %1756, i64 %1765
  %1767 = load float, ptr %1766, align 1
  %1768 = insertelement <8 x float> poison, float %1767, i64 0
  %1769 = shufflevector <8 x float> %1768, <8 x float> poison, <8 x i32> zeroinitializer
  %1770 = mul nsw i64 %1765, %15
  %1771 = sub i64 %1770, %17
  %1772 = add i64 %1771, %1723
  %1773 = icmp slt i64 %1772, 0
  %1774 = sub nsw i64 0, %1772
  %1775 = select i1 %1773, i64 %1774, i64 0
  %1776 = sub nsw i64 %7, %1772
  %1777 = call i64 @llvm.smin.i64(i64 %1776, i64 %1725)
  %1778 = call i64 @llvm.smin.i64(i64 %1777, i64 16)
  %1779 = icmp sgt i64 %1778, %1775
  %1780 = select i1 %1750, i1 %1779, i1 false
  %1781 = select i1 %1780, i64 %1775, i64 0
  %1782 = select i1 %1780, i64 %1778, i64 0
  %1783 = getelementptr inbounds float, ptr %1753, i64 %1772
  %1784 = trunc i64 %1781 to i32
  %1785 = icmp sgt i64 %1782, %1781
  %1786 = trunc i64 %1782 to i32
  %1787 = select i1 %1785, i32 %1786, i32 0
  %1788 = insertelement <8 x i32> poison, i32 %1784, i64 0
  %1789 = shufflevector <8 x i32> %1788, <8 x i32> poison, <8 x i32> zeroinitializer
  %1790 = icmp slt <8 x i32> %1789, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1791 = insertelement <8 x i32> poison, i32 %1787, i64 0
  %1792 = shufflevector <8 x i32> %1791, <8 x i32> poison, <8 x i32> zeroinitializer
  %1793 = icmp sgt <8 x i32> %1792, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1794 = and <8 x i1> %1790, %1793
  %1795 = add nsw i32 %1784, -8
  %1796 = insertelement <8 x i32> poison, i32 %1795, i64 0
  %1797 = shufflevector <8 x i32> %1796, <8 x i32> poison, <8 x i32> zeroinitializer
  %1798 = icmp slt <8 x i32> %1797, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1799 = add nsw i32 %1787, -8
  %1800 = insertelement <8 x i32> poison, i32 %1799, i64 0
  %1801 = shufflevector <8 x i32> %1800, <8 x i32> poison, <8 x i32> zeroinitializer
  %1802 = icmp sgt <8 x i32> %1801, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1803 = and <8 x i1> %1798, %1802
  %1804 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1783, <8 x i1> %1794, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1805 = getelementptr inbounds nuw i8, ptr %1783, i64 32
  %1806 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %1805, <8 x i1> %1803, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1807 = shufflevector <8 x float> %1804, <8 x float> %1806, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %1808 = call <8 x float> @llvm.fma.v8f32(<8 x float> %1807, <8 x float> %1769, <8 x float> %1763)
  %1809 = add i64 %1771, %1728
  %1810 = icmp slt i64 %1809, 0
  %1811 = sub nsw i64 0, %1809
  %1812 = select i1 %1810, i64 %1811, i64 0
  %1813 = sub nsw i64 %7, %1809
  %1814 = call i64 @llvm.smin.i64(i64 %1813, i64 %1730)
  %1815 = call i64 @llvm.smin.i64(i64 %1814, i64 16)
  %1816 = icmp sgt i64 %1815, %1812
  %1817 = select i1 %1750, i1 %1816, i1 false
  %1818 = select i1 %1817, i64 %1812, i64 0
  %1819 = select i1 %1817, i64 %1815, i64 0
  %1820 = getelementptr inbounds float, ptr %1753, i64 %1809
  %1821 = trunc i64 %1818 to i32
  %1822 = icmp sgt i64 %1819, %1818
  %1823 = trunc i64 %1819 to i32
  %1824 = select i1 %1822, i32 %1823, i32 0
  %1825 = insertelement <8 x i32> poison, i32 %1821, i64 0
  %1826 = shufflevector <8 x i32> %1825, <8 x i32> poison, <8 x i32> zeroinitializer
  %1827 = icmp slt <8 x i32> %1826, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1828 = insertelement <8 x i32> poison, i32 %1824, i64 0
  %1829 = shufflevector <8 x i32> %1828, <8 x i32> poison, <8 x i32> zeroinitializer
  %1830 = icmp sgt <8 x i32> %1829, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1831 = and <8 x i1> %1827, %1830
  %1832 = add nsw i32 %1821, -8
  %1833 = insertelement <8 x i32> poison, i32 %1832, i64 0
  %1834 = shufflevector <8 x i32> %1833, <8 x i32> poison, <8 x i32> zeroinitializer
  %1835 = icmp slt <8 x i32> %1834, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1836 = add nsw i32 %1824, -8
  %1837 = insertelement <8 x i32> poison, i32 %1836, i64 0
  %1838 = shufflevector <8 x i32> %1837, <8 x i32> poison, <8 x i32> zeroinitializer
  %1839 = icmp sgt <8 x i32> %1838, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1840 = and <8 x i1> %1835, %1839
  %1841 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1820, <8 x i1> %1831, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1842 = getelementptr inbounds nuw i8, ptr %1820, i64 32
  %1843 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %1842, <8 x i1> %1840, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1844 = shufflevector <8 x float> %1841, <8 x float> %1843, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %1845 = call <8 x float> @llvm.fma.v8f32(<8 x float> %1844, <8 x float> %1769, <8 x float> %1764)
  %1846 = add nuw nsw i64 %1765, 1
  %1847 = icmp eq i64 %1846, %11
  br i1 %1847, label %1757, label %1762

1848:                                             ; preds = %1731
  %1849 = load float, ptr %1486, align 1
  %1850 = insertelement <8 x float> poison, float %1849, i64 0
  %1851 = shufflevector <8 x float> %1850, <8 x float> poison, <8 x i32> zeroinitializer
  %1852 = fadd <8 x float> %1732, %1851
  br label %1853

1853:                                             ; preds = %1848, %1731
  %1854 = phi <8 x float> [ %1852, %1848 ], [ %1732, %1731 ]
  %1855 = select i1 %1563, ptr null, ptr %1736
  switch i64 %1154, label %512 [
    i64 1, label %1856
    i64 2, label %1859
    i64 3, label %1866
    i64 0, label %1911
  ]

1856:                                             ; preds = %1853
  %1857 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1855, <8 x i1> %1741, <8 x float> zeroinitializer)
  %1858 = fadd <8 x float> %1854, %1857
  br label %1873

1859:                                             ; preds = %1853
  %1860 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %1854)
  %1861 = bitcast <8 x float> %1854 to <8 x i32>
  %1862 = or <8 x i32> %1861, %1105
  %1863 = bitcast <8 x i32> %1862 to <8 x float>
  %1864 = fcmp oeq <8 x float> %1854, %52
  %1865 = select <8 x i1> %1864, <8 x float> %1863, <8 x float> %1860
  br label %1873

1866:                                             ; preds = %1853
  %1867 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %1854)
  %1868 = bitcast <8 x float> %1854 to <8 x i32>
  %1869 = and <8 x i32> %1868, %1104
  %1870 = bitcast <8 x i32> %1869 to <8 x float>
  %1871 = fcmp oeq <8 x float> %1854, %49
  %1872 = select <8 x i1> %1871, <8 x float> %1870, <8 x float> %1867
  br label %1873

1873:                                             ; preds = %1866, %1859, %1856
  %1874 = phi <8 x float> [ %1858, %1856 ], [ %1865, %1859 ], [ %1872, %1866 ]
  switch i64 %1156, label %512 [
    i64 1, label %1889
    i64 2, label %1882
    i64 3, label %1875
    i64 0, label %1911
  ]

1875:                                             ; preds = %1873
  %1876 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %1874)
  %1877 = bitcast <8 x float> %1874 to <8 x i32>
  %1878 = and <8 x i32> %1877, %1104
  %1879 = bitcast <8 x i32> %1878 to <8 x float>
  %1880 = fcmp oeq <8 x float> %1874, %49
  %1881 = select <8 x i1> %1880, <8 x float> %1879, <8 x float> %1876
  br label %1892

1882:                                             ; preds = %1873
  %1883 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %1874)
  %1884 = bitcast <8 x float> %1874 to <8 x i32>
  %1885 = or <8 x i32> %1884, %1105
  %1886 = bitcast <8 x i32> %1885 to <8 x float>
  %1887 = fcmp oeq <8 x float> %1874, %52
  %1888 = select <8 x i1> %1887, <8 x float> %1886, <8 x float> %1883
  br label %1892

1889:                                             ; preds = %1873
  %1890 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1855, <8 x i1> %1741, <8 x float> zeroinitializer)
  %1891 = fadd <8 x float> %1874, %1890
  br label %1892

1892:                                             ; preds = %1889, %1882, %1875
  %1893 = phi <8 x float> [ %1891, %1889 ], [ %1888, %1882 ], [ %1881, %1875 ]
  switch i64 %1158, label %512 [
    i64 1, label %1908
    i64 2, label %1901
    i64 3, label %1894
    i64 0, label %1911
  ]

1894:                                             ; preds = %1892
  %1895 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %1893)
  %1896 = bitcast <8 x float> %1893 to <8 x i32>
  %1897 = and <8 x i32> %1896, %1104
  %1898 = bitcast <8 x i32> %1897 to <8 x float>
  %1899 = fcmp oeq <8 x float> %1893, %49
  %1900 = select <8 x i1> %1899, <8 x float> %1898, <8 x float> %1895
  br label %1911

1901:                                             ; preds = %1892
  %1902 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %1893)
  %1903 = bitcast <8 x float> %1893 to <8 x i32>
  %1904 = or <8 x i32> %1903, %1105
  %1905 = bitcast <8 x i32> %1904 to <8 x float>
  %1906 = fcmp oeq <8 x float> %1893, %52
  %1907 = select <8 x i1> %1906, <8 x float> %1905, <8 x float> %1902
  br label %1911

1908:                                             ; preds = %1892
  %1909 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1855, <8 x i1> %1741, <8 x float> zeroinitializer)
  %1910 = fadd <8 x float> %1893, %1909
  br label %1911

1911:                                             ; preds = %1894, %1901, %1908, %1892, %1873, %1853
  %1912 = phi <8 x float> [ %1893, %1892 ], [ %1854, %1853 ], [ %1874, %1873 ], [ %1910, %1908 ], [ %1907, %1901 ], [ %1900, %1894 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %1912, ptr align 1 %1735, <8 x i1> %1741)
  %1913 = add i64 %1734, -8
  %1914 = call i64 @llvm.smin.i64(i64 %1913, i64 8)
  %1915 = trunc i64 %1914 to i32
  %1916 = insertelement <8 x i32> poison, i32 %1915, i64 0
  %1917 = shufflevector <8 x i32> %1916, <8 x i32> poison, <8 x i32> zeroinitializer
  %1918 = icmp sgt <8 x i32> %1917, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %1549, label %1924, label %1919

1919:                                             ; preds = %1911
  %1920 = load float, ptr %1486, align 1
  %1921 = insertelement <8 x float> poison, float %1920, i64 0
  %1922 = shufflevector <8 x float> %1921, <8 x float> poison, <8 x i32> zeroinitializer
  %1923 = fadd <8 x float> %1733, %1922
  br label %1924

1924:                                             ; preds = %1919, %1911
  %1925 = phi <8 x float> [ %1923, %1919 ], [ %1733, %1911 ]
  %1926 = getelementptr inbounds nuw i8, ptr %1735, i64 32
  %1927 = getelementptr inbounds nuw i8, ptr %1736, i64 32
  %1928 = select i1 %1563, ptr null, ptr %1927
  switch i64 %1154, label %512 [
    i64 1, label %1943
    i64 2, label %1936
    i64 3, label %1929
    i64 0, label %1984
  ]

1929:                                             ; preds = %1924
  %1930 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %1925)
  %1931 = bitcast <8 x float> %1925 to <8 x i32>
  %1932 = and <8 x i32> %1931, %1104
  %1933 = bitcast <8 x i32> %1932 to <8 x float>
  %1934 = fcmp oeq <8 x float> %1925, %49
  %1935 = select <8 x i1> %1934, <8 x float> %1933, <8 x float> %1930
  br label %1946

1936:                                             ; preds = %1924
  %1937 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %1925)
  %1938 = bitcast <8 x float> %1925 to <8 x i32>
  %1939 = or <8 x i32> %1938, %1105
  %1940 = bitcast <8 x i32> %1939 to <8 x float>
  %1941 = fcmp oeq <8 x float> %1925, %52
  %1942 = select <8 x i1> %1941, <8 x float> %1940, <8 x float> %1937
  br label %1946

1943:                                             ; preds = %1924
  %1944 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1928, <8 x i1> %1918, <8 x float> zeroinitializer)
  %1945 = fadd <8 x float> %1925, %1944
  br label %1946

1946:                                             ; preds = %1943, %1936, %1929
  %1947 = phi <8 x float> [ %1945, %1943 ], [ %1942, %1936 ], [ %1935, %1929 ]
  switch i64 %1160, label %512 [
    i64 1, label %1962
    i64 2, label %1955
    i64 3, label %1948
    i64 0, label %1984
  ]

1948:                                             ; preds = %1946
  %1949 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %1947)
  %1950 = bitcast <8 x float> %1947 to <8 x i32>
  %1951 = and <8 x i32> %1950, %1104
  %1952 = bitcast <8 x i32> %1951 to <8 x float>
  %1953 = fcmp oeq <8 x float> %1947, %49
  %1954 = select <8 x i1> %1953, <8 x float> %1952, <8 x float> %1949
  br label %1965

1955:                                             ; preds = %1946
  %1956 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %1947)
  %1957 = bitcast <8 x float> %1947 to <8 x i32>
  %1958 = or <8 x i32> %1957, %1105
  %1959 = bitcast <8 x i32> %1958 to <8 x float>
  %1960 = fcmp oeq <8 x float> %1947, %52
  %1961 = select <8 x i1> %1960, <8 x float> %1959, <8 x float> %1956
  br label %1965

1962:                                             ; preds = %1946
  %1963 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1928, <8 x i1> %1918, <8 x float> zeroinitializer)
  %1964 = fadd <8 x float> %1947, %1963
  br label %1965

1965:                                             ; preds = %1962, %1955, %1948
  %1966 = phi <8 x float> [ %1964, %1962 ], [ %1961, %1955 ], [ %1954, %1948 ]
  switch i64 %1162, label %512 [
    i64 1, label %1981
    i64 2, label %1974
    i64 3, label %1967
    i64 0, label %1984
  ]

1967:                                             ; preds = %1965
  %1968 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %1966)
  %1969 = bitcast <8 x float> %1966 to <8 x i32>
  %1970 = and <8 x i32> %1969, %1104
  %1971 = bitcast <8 x i32> %1970 to <8 x float>
  %1972 = fcmp oeq <8 x float> %1966, %49
  %1973 = select <8 x i1> %1972, <8 x float> %1971, <8 x float> %1968
  br label %1984

1974:                                             ; preds = %1965
  %1975 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %1966)
  %1976 = bitcast <8 x float> %1966 to <8 x i32>
  %1977 = or <8 x i32> %1976, %1105
  %1978 = bitcast <8 x i32> %1977 to <8 x float>
  %1979 = fcmp oeq <8 x float> %1966, %52
  %1980 = select <8 x i1> %1979, <8 x float> %1978, <8 x float> %1975
  br label %1984

1981:                                             ; preds = %1965
  %1982 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1928, <8 x i1> %1918, <8 x float> zeroinitializer)
  %1983 = fadd <8 x float> %1966, %1982
  br label %1984

1984:                                             ; preds = %1967, %1974, %1981, %1965, %1946, %1924
  %1985 = phi <8 x float> [ %1966, %1965 ], [ %1925, %1924 ], [ %1947, %1946 ], [ %1983, %1981 ], [ %1980, %1974 ], [ %1973, %1967 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %1985, ptr nonnull align 1 %1926, <8 x i1> %1918)
  br label %2664

1986:                                             ; preds = %1567
  call void @llvm.lifetime.start.p0(ptr nonnull %35)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(96) %35, i8 0, i64 96, i1 false)
  br i1 %1102, label %1999, label %1989

1987:                                             ; preds = %2012
  %1988 = load <8 x float>, ptr %35, align 32
  br label %1989

1989:                                             ; preds = %1987, %1986
  %1990 = phi <8 x float> [ %1988, %1987 ], [ zeroinitializer, %1986 ]
  %1991 = add i64 %1568, %9
  %1992 = getelementptr inbounds nuw float, ptr %1557, i64 %1569
  %1993 = getelementptr inbounds nuw float, ptr %1559, i64 %1569
  %1994 = call i64 @llvm.smin.i64(i64 %1991, i64 8)
  %1995 = trunc i64 %1994 to i32
  %1996 = insertelement <8 x i32> poison, i32 %1995, i64 0
  %1997 = shufflevector <8 x i32> %1996, <8 x i32> poison, <8 x i32> zeroinitializer
  %1998 = icmp sgt <8 x i32> %1997, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %1549, label %2080, label %2075

1999:                                             ; preds = %1986, %2012
  %2000 = phi i64 [ %2013, %2012 ], [ 0, %1986 ]
  %2001 = mul nsw i64 %2000, %14
  %2002 = add i64 %1562, %2001
  %2003 = icmp sgt i64 %2002, -1
  %2004 = icmp slt i64 %2002, %6
  %2005 = and i1 %2003, %2004
  %2006 = select i1 %2005, i64 %2002, i64 0
  %2007 = mul nsw i64 %2006, %7
  %2008 = getelementptr inbounds float, ptr %1483, i64 %2007
  br i1 %1103, label %2009, label %2012

2009:                                             ; preds = %1999
  %2010 = mul nuw nsw i64 %2000, %11
  %2011 = getelementptr inbounds nuw float, ptr %1485, i64 %2010
  br label %2015

2012:                                             ; preds = %2023, %1999
  %2013 = add nuw nsw i64 %2000, 1
  %2014 = icmp eq i64 %2013, %10
  br i1 %2014, label %1987, label %1999

2015:                                             ; preds = %2009, %2023
  %2016 = phi i64 [ 0, %2009 ], [ %2024, %2023 ]
  %2017 = getelementptr inbounds nuw float, ptr %2011, i64 %2016
  %2018 = load float, ptr %2017, align 1
  %2019 = insertelement <8 x float> poison, float %2018, i64 0
  %2020 = shufflevector <8 x float> %2019, <8 x float> poison, <8 x i32> zeroinitializer
  %2021 = mul nsw i64 %2016, %15
  %2022 = sub i64 %2021, %17
  br label %2026

2023:                                             ; preds = %2026
  %2024 = add nuw nsw i64 %2016, 1
  %2025 = icmp eq i64 %2024, %11
  br i1 %2025, label %2012, label %2015

2026:                                             ; preds = %2015, %2026
  %2027 = phi i64 [ 0, %2015 ], [ %2073, %2026 ]
  %2028 = shl nuw nsw i64 %2027, 3
  %2029 = or disjoint i64 %1569, %2028
  %2030 = sub nsw i64 %9, %2029
  %2031 = shl nuw nsw i64 %2029, 1
  %2032 = add i64 %2022, %2031
  %2033 = icmp slt i64 %2032, 0
  %2034 = sub nsw i64 0, %2032
  %2035 = select i1 %2033, i64 %2034, i64 0
  %2036 = sub nsw i64 %7, %2032
  %2037 = shl nsw i64 %2030, 1
  %2038 = add nsw i64 %2037, -1
  %2039 = call i64 @llvm.smin.i64(i64 %2036, i64 %2038)
  %2040 = call i64 @llvm.smin.i64(i64 %2039, i64 16)
  %2041 = icmp sgt i64 %2040, %2035
  %2042 = select i1 %2005, i1 %2041, i1 false
  %2043 = select i1 %2042, i64 %2035, i64 0
  %2044 = select i1 %2042, i64 %2040, i64 0
  %2045 = getelementptr inbounds float, ptr %2008, i64 %2032
  %2046 = trunc i64 %2043 to i32
  %2047 = icmp sgt i64 %2044, %2043
  %2048 = trunc i64 %2044 to i32
  %2049 = select i1 %2047, i32 %2048, i32 0
  %2050 = insertelement <8 x i32> poison, i32 %2046, i64 0
  %2051 = shufflevector <8 x i32> %2050, <8 x i32> poison, <8 x i32> zeroinitializer
  %2052 = icmp slt <8 x i32> %2051, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %2053 = insertelement <8 x i32> poison, i32 %2049, i64 0
  %2054 = shufflevector <8 x i32> %2053, <8 x i32> poison, <8 x i32> zeroinitializer
  %2055 = icmp sgt <8 x i32> %2054, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2056 = and <8 x i1> %2052, %2055
  %2057 = add nsw i32 %2046, -8
  %2058 = insertelement <8 x i32> poison, i32 %2057, i64 0
  %2059 = shufflevector <8 x i32> %2058, <8 x i32> poison, <8 x i32> zeroinitializer
  %2060 = icmp slt <8 x i32> %2059, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %2061 = add nsw i32 %2049, -8
  %2062 = insertelement <8 x i32> poison, i32 %2061, i64 0
  %2063 = shufflevector <8 x i32> %2062, <8 x i32> poison, <8 x i32> zeroinitializer
  %2064 = icmp sgt <8 x i32> %2063, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2065 = and <8 x i1> %2060, %2064
  %2066 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2045, <8 x i1> %2056, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2067 = getelementptr inbounds nuw i8, ptr %2045, i64 32
  %2068 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %2067, <8 x i1> %2065, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2069 = shufflevector <8 x float> %2066, <8 x float> %2068, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %2070 = getelementptr inbounds nuw <8 x float>, ptr %35, i64 %2027
  %2071 = load <8 x float>, ptr %2070, align 32
  %2072 = call <8 x float> @llvm.fma.v8f32(<8 x float> %2069, <8 x float> %2020, <8 x float> %2071)
  store <8 x float> %2072, ptr %2070, align 32
  %2073 = add nuw nsw i64 %2027, 1
  %2074 = icmp eq i64 %2073, 3
  br i1 %2074, label %2023, label %2026

2075:                                             ; preds = %1989
  %2076 = load float, ptr %1486, align 1
  %2077 = insertelement <8 x float> poison, float %2076, i64 0
  %2078 = shufflevector <8 x float> %2077, <8 x float> poison, <8 x i32> zeroinitializer
  %2079 = fadd <8 x float> %1990, %2078
  br label %2080

2080:                                             ; preds = %2075, %1989
  %2081 = phi <8 x float> [ %2079, %2075 ], [ %1990, %1989 ]
  %2082 = select i1 %1563, ptr null, ptr %1993
  switch i64 %1139, label %512 [
    i64 1, label %2083
    i64 2, label %2086
    i64 3, label %2093
    i64 0, label %2138
  ]

2083:                                             ; preds = %2080
  %2084 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2082, <8 x i1> %1998, <8 x float> zeroinitializer)
  %2085 = fadd <8 x float> %2081, %2084
  br label %2100

2086:                                             ; preds = %2080
  %2087 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2081)
  %2088 = bitcast <8 x float> %2081 to <8 x i32>
  %2089 = or <8 x i32> %2088, %1105
  %2090 = bitcast <8 x i32> %2089 to <8 x float>
  %2091 = fcmp oeq <8 x float> %2081, %52
  %2092 = select <8 x i1> %2091, <8 x float> %2090, <8 x float> %2087
  br label %2100

2093:                                             ; preds = %2080
  %2094 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2081)
  %2095 = bitcast <8 x float> %2081 to <8 x i32>
  %2096 = and <8 x i32> %2095, %1104
  %2097 = bitcast <8 x i32> %2096 to <8 x float>
  %2098 = fcmp oeq <8 x float> %2081, %49
  %2099 = select <8 x i1> %2098, <8 x float> %2097, <8 x float> %2094
  br label %2100

2100:                                             ; preds = %2093, %2086, %2083
  %2101 = phi <8 x float> [ %2085, %2083 ], [ %2092, %2086 ], [ %2099, %2093 ]
  switch i64 %1141, label %512 [
    i64 1, label %2116
    i64 2, label %2109
    i64 3, label %2102
    i64 0, label %2138
  ]

2102:                                             ; preds = %2100
  %2103 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2101)
  %2104 = bitcast <8 x float> %2101 to <8 x i32>
  %2105 = and <8 x i32> %2104, %1104
  %2106 = bitcast <8 x i32> %2105 to <8 x float>
  %2107 = fcmp oeq <8 x float> %2101, %49
  %2108 = select <8 x i1> %2107, <8 x float> %2106, <8 x float> %2103
  br label %2119

2109:                                             ; preds = %2100
  %2110 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2101)
  %2111 = bitcast <8 x float> %2101 to <8 x i32>
  %2112 = or <8 x i32> %2111, %1105
  %2113 = bitcast <8 x i32> %2112 to <8 x float>
  %2114 = fcmp oeq <8 x float> %2101, %52
  %2115 = select <8 x i1> %2114, <8 x float> %2113, <8 x float> %2110
  br label %2119

2116:                                             ; preds = %2100
  %2117 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2082, <8 x i1> %1998, <8 x float> zeroinitializer)
  %2118 = fadd <8 x float> %2101, %2117
  br label %2119

2119:                                             ; preds = %2116, %2109, %2102
  %2120 = phi <8 x float> [ %2118, %2116 ], [ %2115, %2109 ], [ %2108, %2102 ]
  switch i64 %1143, label %512 [
    i64 1, label %2135
    i64 2, label %2128
    i64 3, label %2121
    i64 0, label %2138
  ]

2121:                                             ; preds = %2119
  %2122 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2120)
  %2123 = bitcast <8 x float> %2120 to <8 x i32>
  %2124 = and <8 x i32> %2123, %1104
  %2125 = bitcast <8 x i32> %2124 to <8 x float>
  %2126 = fcmp oeq <8 x float> %2120, %49
  %2127 = select <8 x i1> %2126, <8 x float> %2125, <8 x float> %2122
  br label %2138

2128:                                             ; preds = %2119
  %2129 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2120)
  %2130 = bitcast <8 x float> %2120 to <8 x i32>
  %2131 = or <8 x i32> %2130, %1105
  %2132 = bitcast <8 x i32> %2131 to <8 x float>
  %2133 = fcmp oeq <8 x float> %2120, %52
  %2134 = select <8 x i1> %2133, <8 x float> %2132, <8 x float> %2129
  br label %2138

2135:                                             ; preds = %2119
  %2136 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2082, <8 x i1> %1998, <8 x float> zeroinitializer)
  %2137 = fadd <8 x float> %2120, %2136
  br label %2138

2138:                                             ; preds = %2121, %2128, %2135, %2119, %2100, %2080
  %2139 = phi <8 x float> [ %2120, %2119 ], [ %2081, %2080 ], [ %2101, %2100 ], [ %2137, %2135 ], [ %2134, %2128 ], [ %2127, %2121 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %2139, ptr align 1 %1992, <8 x i1> %1998)
  %2140 = add i64 %1991, -8
  %2141 = call i64 @llvm.smin.i64(i64 %2140, i64 8)
  %2142 = trunc i64 %2141 to i32
  %2143 = insertelement <8 x i32> poison, i32 %2142, i64 0
  %2144 = shufflevector <8 x i32> %2143, <8 x i32> poison, <8 x i32> zeroinitializer
  %2145 = icmp sgt <8 x i32> %2144, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2146 = load <8 x float>, ptr %1144, align 32
  br i1 %1549, label %2152, label %2147

2147:                                             ; preds = %2138
  %2148 = load float, ptr %1486, align 1
  %2149 = insertelement <8 x float> poison, float %2148, i64 0
  %2150 = shufflevector <8 x float> %2149, <8 x float> poison, <8 x i32> zeroinitializer
  %2151 = fadd <8 x float> %2146, %2150
  br label %2152

2152:                                             ; preds = %2147, %2138
  %2153 = phi <8 x float> [ %2151, %2147 ], [ %2146, %2138 ]
  %2154 = getelementptr inbounds nuw i8, ptr %1992, i64 32
  %2155 = getelementptr inbounds nuw i8, ptr %1993, i64 32
  %2156 = select i1 %1563, ptr null, ptr %2155
  switch i64 %1139, label %512 [
    i64 1, label %2171
    i64 2, label %2164
    i64 3, label %2157
    i64 0, label %2212
  ]

2157:                                             ; preds = %2152
  %2158 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2153)
  %2159 = bitcast <8 x float> %2153 to <8 x i32>
  %2160 = and <8 x i32> %2159, %1104
  %2161 = bitcast <8 x i32> %2160 to <8 x float>
  %2162 = fcmp oeq <8 x float> %2153, %49
  %2163 = select <8 x i1> %2162, <8 x float> %2161, <8 x float> %2158
  br label %2174

2164:                                             ; preds = %2152
  %2165 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2153)
  %2166 = bitcast <8 x float> %2153 to <8 x i32>
  %2167 = or <8 x i32> %2166, %1105
  %2168 = bitcast <8 x i32> %2167 to <8 x float>
  %2169 = fcmp oeq <8 x float> %2153, %52
  %2170 = select <8 x i1> %2169, <8 x float> %2168, <8 x float> %2165
  br label %2174

2171:                                             ; preds = %2152
  %2172 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2156, <8 x i1> %2145, <8 x float> zeroinitializer)
  %2173 = fadd <8 x float> %2153, %2172
  br label %2174

2174:                                             ; preds = %2171, %2164, %2157
  %2175 = phi <8 x float> [ %2173, %2171 ], [ %2170, %2164 ], [ %2163, %2157 ]
  switch i64 %1146, label %512 [
    i64 1, label %2190
    i64 2, label %2183
    i64 3, label %2176
    i64 0, label %2212
  ]

2176:                                             ; preds = %2174
  %2177 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2175)
  %2178 = bitcast <8 x float> %2175 to <8 x i32>
  %2179 = and <8 x i32> %2178, %1104
  %2180 = bitcast <8 x i32> %2179 to <8 x float>
  %2181 = fcmp oeq <8 x float> %2175, %49
  %2182 = select <8 x i1> %2181, <8 x float> %2180, <8 x float> %2177
  br label %2193

2183:                                             ; preds = %2174
  %2184 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2175)
  %2185 = bitcast <8 x float> %2175 to <8 x i32>
  %2186 = or <8 x i32> %2185, %1105
  %2187 = bitcast <8 x i32> %2186 to <8 x float>
  %2188 = fcmp oeq <8 x float> %2175, %52
  %2189 = select <8 x i1> %2188, <8 x float> %2187, <8 x float> %2184
  br label %2193

2190:                                             ; preds = %2174
  %2191 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2156, <8 x i1> %2145, <8 x float> zeroinitializer)
  %2192 = fadd <8 x float> %2175, %2191
  br label %2193

2193:                                             ; preds = %2190, %2183, %2176
  %2194 = phi <8 x float> [ %2192, %2190 ], [ %2189, %2183 ], [ %2182, %2176 ]
  switch i64 %1148, label %512 [
    i64 1, label %2209
    i64 2, label %2202
    i64 3, label %2195
    i64 0, label %2212
  ]

2195:                                             ; preds = %2193
  %2196 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2194)
  %2197 = bitcast <8 x float> %2194 to <8 x i32>
  %2198 = and <8 x i32> %2197, %1104
  %2199 = bitcast <8 x i32> %2198 to <8 x float>
  %2200 = fcmp oeq <8 x float> %2194, %49
  %2201 = select <8 x i1> %2200, <8 x float> %2199, <8 x float> %2196
  br label %2212

2202:                                             ; preds = %2193
  %2203 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2194)
  %2204 = bitcast <8 x float> %2194 to <8 x i32>
  %2205 = or <8 x i32> %2204, %1105
  %2206 = bitcast <8 x i32> %2205 to <8 x float>
  %2207 = fcmp oeq <8 x float> %2194, %52
  %2208 = select <8 x i1> %2207, <8 x float> %2206, <8 x float> %2203
  br label %2212

2209:                                             ; preds = %2193
  %2210 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2156, <8 x i1> %2145, <8 x float> zeroinitializer)
  %2211 = fadd <8 x float> %2194, %2210
  br label %2212

2212:                                             ; preds = %2195, %2202, %2209, %2193, %2174, %2152
  %2213 = phi <8 x float> [ %2194, %2193 ], [ %2153, %2152 ], [ %2175, %2174 ], [ %2211, %2209 ], [ %2208, %2202 ], [ %2201, %2195 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %2213, ptr nonnull align 1 %2154, <8 x i1> %2145)
  %2214 = add i64 %1991, -16
  %2215 = call i64 @llvm.smin.i64(i64 %2214, i64 8)
  %2216 = trunc i64 %2215 to i32
  %2217 = insertelement <8 x i32> poison, i32 %2216, i64 0
  %2218 = shufflevector <8 x i32> %2217, <8 x i32> poison, <8 x i32> zeroinitializer
  %2219 = icmp sgt <8 x i32> %2218, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2220 = load <8 x float>, ptr %1149, align 32
  br i1 %1549, label %2226, label %2221

2221:                                             ; preds = %2212
  %2222 = load float, ptr %1486, align 1
  %2223 = insertelement <8 x float> poison, float %2222, i64 0
  %2224 = shufflevector <8 x float> %2223, <8 x float> poison, <8 x i32> zeroinitializer
  %2225 = fadd <8 x float> %2220, %2224
  br label %2226

2226:                                             ; preds = %2221, %2212
  %2227 = phi <8 x float> [ %2225, %2221 ], [ %2220, %2212 ]
  %2228 = getelementptr inbounds nuw i8, ptr %1992, i64 64
  %2229 = getelementptr inbounds nuw i8, ptr %1993, i64 64
  %2230 = select i1 %1563, ptr null, ptr %2229
  switch i64 %1139, label %512 [
    i64 1, label %2245
    i64 2, label %2238
    i64 3, label %2231
    i64 0, label %2286
  ]

2231:                                             ; preds = %2226
  %2232 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2227)
  %2233 = bitcast <8 x float> %2227 to <8 x i32>
  %2234 = and <8 x i32> %2233, %1104
  %2235 = bitcast <8 x i32> %2234 to <8 x float>
  %2236 = fcmp oeq <8 x float> %2227, %49
  %2237 = select <8 x i1> %2236, <8 x float> %2235, <8 x float> %2232
  br label %2248

2238:                                             ; preds = %2226
  %2239 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2227)
  %2240 = bitcast <8 x float> %2227 to <8 x i32>
  %2241 = or <8 x i32> %2240, %1105
  %2242 = bitcast <8 x i32> %2241 to <8 x float>
  %2243 = fcmp oeq <8 x float> %2227, %52
  %2244 = select <8 x i1> %2243, <8 x float> %2242, <8 x float> %2239
  br label %2248

2245:                                             ; preds = %2226
  %2246 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2230, <8 x i1> %2219, <8 x float> zeroinitializer)
  %2247 = fadd <8 x float> %2227, %2246
  br label %2248

2248:                                             ; preds = %2245, %2238, %2231
  %2249 = phi <8 x float> [ %2247, %2245 ], [ %2244, %2238 ], [ %2237, %2231 ]
  switch i64 %1151, label %512 [
    i64 1, label %2264
    i64 2, label %2257
    i64 3, label %2250
    i64 0, label %2286
  ]

2250:                                             ; preds = %2248
  %2251 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2249)
  %2252 = bitcast <8 x float> %2249 to <8 x i32>
  %2253 = and <8 x i32> %2252, %1104
  %2254 = bitcast <8 x i32> %2253 to <8 x float>
  %2255 = fcmp oeq <8 x float> %2249, %49
  %2256 = select <8 x i1> %2255, <8 x float> %2254, <8 x float> %2251
  br label %2267

2257:                                             ; preds = %2248
  %2258 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2249)
  %2259 = bitcast <8 x float> %2249 to <8 x i32>
  %2260 = or <8 x i32> %2259, %1105
  %2261 = bitcast <8 x i32> %2260 to <8 x float>
  %2262 = fcmp oeq <8 x float> %2249, %52
  %2263 = select <8 x i1> %2262, <8 x float> %2261, <8 x float> %2258
  br label %2267

2264:                                             ; preds = %2248
  %2265 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2230, <8 x i1> %2219, <8 x float> zeroinitializer)
  %2266 = fadd <8 x float> %2249, %2265
  br label %2267

2267:                                             ; preds = %2264, %2257, %2250
  %2268 = phi <8 x float> [ %2266, %2264 ], [ %2263, %2257 ], [ %2256, %2250 ]
  switch i64 %1153, label %512 [
    i64 1, label %2283
    i64 2, label %2276
    i64 3, label %2269
    i64 0, label %2286
  ]

2269:                                             ; preds = %2267
  %2270 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2268)
  %2271 = bitcast <8 x float> %2268 to <8 x i32>
  %2272 = and <8 x i32> %2271, %1104
  %2273 = bitcast <8 x i32> %2272 to <8 x float>
  %2274 = fcmp oeq <8 x float> %2268, %49
  %2275 = select <8 x i1> %2274, <8 x float> %2273, <8 x float> %2270
  br label %2286

2276:                                             ; preds = %2267
  %2277 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2268)
  %2278 = bitcast <8 x float> %2268 to <8 x i32>
  %2279 = or <8 x i32> %2278, %1105
  %2280 = bitcast <8 x i32> %2279 to <8 x float>
  %2281 = fcmp oeq <8 x float> %2268, %52
  %2282 = select <8 x i1> %2281, <8 x float> %2280, <8 x float> %2277
  br label %2286

2283:                                             ; preds = %2267
  %2284 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2230, <8 x i1> %2219, <8 x float> zeroinitializer)
  %2285 = fadd <8 x float> %2268, %2284
  br label %2286

2286:                                             ; preds = %2269, %2276, %2283, %2267, %2248, %2226
  %2287 = phi <8 x float> [ %2268, %2267 ], [ %2227, %2226 ], [ %2249, %2248 ], [ %2285, %2283 ], [ %2282, %2276 ], [ %2275, %2269 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %2287, ptr nonnull align 1 %2228, <8 x i1> %2219)
  call void @llvm.lifetime.end.p0(ptr nonnull %35)
  br label %2664

2288:                                             ; preds = %1567
  call void @llvm.lifetime.start.p0(ptr nonnull %36)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(128) %36, i8 0, i64 128, i1 false)
  br i1 %1102, label %2301, label %2291

2289:                                             ; preds = %2314
  %2290 = load <8 x float>, ptr %36, align 32
  br label %2291

2291:                                             ; preds = %2289, %2288
  %2292 = phi <8 x float> [ %2290, %2289 ], [ zeroinitializer, %2288 ]
  %2293 = add i64 %1568, %9
  %2294 = getelementptr inbounds nuw float, ptr %1557, i64 %1569
  %2295 = getelementptr inbounds nuw float, ptr %1559, i64 %1569
  %2296 = call i64 @llvm.smin.i64(i64 %2293, i64 8)
  %2297 = trunc i64 %2296 to i32
  %2298 = insertelement <8 x i32> poison, i32 %2297, i64 0
  %2299 = shufflevector <8 x i32> %2298, <8 x i32> poison, <8 x i32> zeroinitializer
  %2300 = icmp sgt <8 x i32> %2299, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %1549, label %2382, label %2377

2301:                                             ; preds = %2288, %2314
  %2302 = phi i64 [ %2315, %2314 ], [ 0, %2288 ]
  %2303 = mul nsw i64 %2302, %14
  %2304 = add i64 %1562, %2303
  %2305 = icmp sgt i64 %2304, -1
  %2306 = icmp slt i64 %2304, %6
  %2307 = and i1 %2305, %2306
  %2308 = select i1 %2307, i64 %2304, i64 0
  %2309 = mul nsw i64 %2308, %7
  %2310 = getelementptr inbounds float, ptr %1483, i64 %2309
  br i1 %1103, label %2311, label %2314

2311:                                             ; preds = %2301
  %2312 = mul nuw nsw i64 %2302, %11
  %2313 = getelementptr inbounds nuw float, ptr %1485, i64 %2312
  br label %2317

2314:                                             ; preds = %2325, %2301
  %2315 = add nuw nsw i64 %2302, 1
  %2316 = icmp eq i64 %2315, %10
  br i1 %2316, label %2289, label %2301

2317:                                             ; preds = %2311, %2325
  %2318 = phi i64 [ 0, %2311 ], [ %2326, %2325 ]
  %2319 = getelementptr inbounds nuw float, ptr %2313, i64 %2318
  %2320 = load float, ptr %2319, align 1
  %2321 = insertelement <8 x float> poison, float %2320, i64 0
  %2322 = shufflevector <8 x float> %2321, <8 x float> poison, <8 x i32> zeroinitializer
  %2323 = mul nsw i64 %2318, %15
  %2324 = sub i64 %2323, %17
  br label %2328

2325:                                             ; preds = %2328
  %2326 = add nuw nsw i64 %2318, 1
  %2327 = icmp eq i64 %2326, %11
  br i1 %2327, label %2314, label %2317

2328:                                             ; preds = %2317, %2328
  %2329 = phi i64 [ 0, %2317 ], [ %2375, %2328 ]
  %2330 = shl nuw nsw i64 %2329, 3
  %2331 = or disjoint i64 %1569, %2330
  %2332 = sub nsw i64 %9, %2331
  %2333 = shl nuw nsw i64 %2331, 1
  %2334 = add i64 %2324, %2333
  %2335 = icmp slt i64 %2334, 0
  %2336 = sub nsw i64 0, %2334
  %2337 = select i1 %2335, i64 %2336, i64 0
  %2338 = sub nsw i64 %7, %2334
  %2339 = shl nsw i64 %2332, 1
  %2340 = add nsw i64 %2339, -1
  %2341 = call i64 @llvm.smin.i64(i64 %2338, i64 %2340)
  %2342 = call i64 @llvm.smin.i64(i64 %2341, i64 16)
  %2343 = icmp sgt i64 %2342, %2337
  %2344 = select i1 %2307, i1 %2343, i1 false
  %2345 = select i1 %2344, i64 %2337, i64 0
  %2346 = select i1 %2344, i64 %2342, i64 0
  %2347 = getelementptr inbounds float, ptr %2310, i64 %2334
  %2348 = trunc i64 %2345 to i32
  %2349 = icmp sgt i64 %2346, %2345
  %2350 = trunc i64 %2346 to i32
  %2351 = select i1 %2349, i32 %2350, i32 0
  %2352 = insertelement <8 x i32> poison, i32 %2348, i64 0
  %2353 = shufflevector <8 x i32> %2352, <8 x i32> poison, <8 x i32> zeroinitializer
  %2354 = icmp slt <8 x i32> %2353, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %2355 = insertelement <8 x i32> poison, i32 %2351, i64 0
  %2356 = shufflevector <8 x i32> %2355, <8 x i32> poison, <8 x i32> zeroinitializer
  %2357 = icmp sgt <8 x i32> %2356, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2358 = and <8 x i1> %2354, %2357
  %2359 = add nsw i32 %2348, -8
  %2360 = insertelement <8 x i32> poison, i32 %2359, i64 0
  %2361 = shufflevector <8 x i32> %2360, <8 x i32> poison, <8 x i32> zeroinitializer
  %2362 = icmp slt <8 x i32> %2361, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %2363 = add nsw i32 %2351, -8
  %2364 = insertelement <8 x i32> poison, i32 %2363, i64 0
  %2365 = shufflevector <8 x i32> %2364, <8 x i32> poison, <8 x i32> zeroinitializer
  %2366 = icmp sgt <8 x i32> %2365, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2367 = and <8 x i1> %2362, %2366
  %2368 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2347, <8 x i1> %2358, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2369 = getelementptr inbounds nuw i8, ptr %2347, i64 32
  %2370 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %2369, <8 x i1> %2367, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2371 = shufflevector <8 x float> %2368, <8 x float> %2370, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %2372 = getelementptr inbounds nuw <8 x float>, ptr %36, i64 %2329
  %2373 = load <8 x float>, ptr %2372, align 32
  %2374 = call <8 x float> @llvm.fma.v8f32(<8 x float> %2371, <8 x float> %2322, <8 x float> %2373)
  store <8 x float> %2374, ptr %2372, align 32
  %2375 = add nuw nsw i64 %2329, 1
  %2376 = icmp eq i64 %2375, 4
  br i1 %2376, label %2325, label %2328

2377:                                             ; preds = %2291
  %2378 = load float, ptr %1486, align 1
  %2379 = insertelement <8 x float> poison, float %2378, i64 0
  %2380 = shufflevector <8 x float> %2379, <8 x float> poison, <8 x i32> zeroinitializer
  %2381 = fadd <8 x float> %2292, %2380
  br label %2382

2382:                                             ; preds = %2377, %2291
  %2383 = phi <8 x float> [ %2381, %2377 ], [ %2292, %2291 ]
  %2384 = select i1 %1563, ptr null, ptr %2295
  switch i64 %1119, label %512 [
    i64 1, label %2385
    i64 2, label %2388
    i64 3, label %2395
    i64 0, label %2440
  ]

2385:                                             ; preds = %2382
  %2386 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2384, <8 x i1> %2300, <8 x float> zeroinitializer)
  %2387 = fadd <8 x float> %2383, %2386
  br label %2402

2388:                                             ; preds = %2382
  %2389 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2383)
  %2390 = bitcast <8 x float> %2383 to <8 x i32>
  %2391 = or <8 x i32> %2390, %1105
  %2392 = bitcast <8 x i32> %2391 to <8 x float>
  %2393 = fcmp oeq <8 x float> %2383, %52
  %2394 = select <8 x i1> %2393, <8 x float> %2392, <8 x float> %2389
  br label %2402

2395:                                             ; preds = %2382
  %2396 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2383)
  %2397 = bitcast <8 x float> %2383 to <8 x i32>
  %2398 = and <8 x i32> %2397, %1104
  %2399 = bitcast <8 x i32> %2398 to <8 x float>
  %2400 = fcmp oeq <8 x float> %2383, %49
  %2401 = select <8 x i1> %2400, <8 x float> %2399, <8 x float> %2396
  br label %2402

2402:                                             ; preds = %2395, %2388, %2385
  %2403 = phi <8 x float> [ %2387, %2385 ], [ %2394, %2388 ], [ %2401, %2395 ]
  switch i64 %1121, label %512 [
    i64 1, label %2418
    i64 2, label %2411
    i64 3, label %2404
    i64 0, label %2440
  ]

2404:                                             ; preds = %2402
  %2405 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2403)
  %2406 = bitcast <8 x float> %2403 to <8 x i32>
  %2407 = and <8 x i32> %2406, %1104
  %2408 = bitcast <8 x i32> %2407 to <8 x float>
  %2409 = fcmp oeq <8 x float> %2403, %49
  %2410 = select <8 x i1> %2409, <8 x float> %2408, <8 x float> %2405
  br label %2421

2411:                                             ; preds = %2402
  %2412 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2403)
  %2413 = bitcast <8 x float> %2403 to <8 x i32>
  %2414 = or <8 x i32> %2413, %1105
  %2415 = bitcast <8 x i32> %2414 to <8 x float>
  %2416 = fcmp oeq <8 x float> %2403, %52
  %2417 = select <8 x i1> %2416, <8 x float> %2415, <8 x float> %2412
  br label %2421

2418:                                             ; preds = %2402
  %2419 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2384, <8 x i1> %2300, <8 x float> zeroinitializer)
  %2420 = fadd <8 x float> %2403, %2419
  br label %2421

2421:                                             ; preds = %2418, %2411, %2404
  %2422 = phi <8 x float> [ %2420, %2418 ], [ %2417, %2411 ], [ %2410, %2404 ]
  switch i64 %1123, label %512 [
    i64 1, label %2437
    i64 2, label %2430
    i64 3, label %2423
    i64 0, label %2440
  ]

2423:                                             ; preds = %2421
  %2424 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2422)
  %2425 = bitcast <8 x float> %2422 to <8 x i32>
  %2426 = and <8 x i32> %2425, %1104
  %2427 = bitcast <8 x i32> %2426 to <8 x float>
  %2428 = fcmp oeq <8 x float> %2422, %49
  %2429 = select <8 x i1> %2428, <8 x float> %2427, <8 x float> %2424
  br label %2440

2430:                                             ; preds = %2421
  %2431 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2422)
  %2432 = bitcast <8 x float> %2422 to <8 x i32>
  %2433 = or <8 x i32> %2432, %1105
  %2434 = bitcast <8 x i32> %2433 to <8 x float>
  %2435 = fcmp oeq <8 x float> %2422, %52
  %2436 = select <8 x i1> %2435, <8 x float> %2434, <8 x float> %2431
  br label %2440

2437:                                             ; preds = %2421
  %2438 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2384, <8 x i1> %2300, <8 x float> zeroinitializer)
  %2439 = fadd <8 x float> %2422, %2438
  br label %2440

2440:                                             ; preds = %2423, %2430, %2437, %2421, %2402, %2382
  %2441 = phi <8 x float> [ %2422, %2421 ], [ %2383, %2382 ], [ %2403, %2402 ], [ %2439, %2437 ], [ %2436, %2430 ], [ %2429, %2423 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %2441, ptr align 1 %2294, <8 x i1> %2300)
  %2442 = add i64 %2293, -8
  %2443 = call i64 @llvm.smin.i64(i64 %2442, i64 8)
  %2444 = trunc i64 %2443 to i32
  %2445 = insertelement <8 x i32> poison, i32 %2444, i64 0
  %2446 = shufflevector <8 x i32> %2445, <8 x i32> poison, <8 x i32> zeroinitializer
  %2447 = icmp sgt <8 x i32> %2446, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2448 = load <8 x float>, ptr %1124, align 32
  br i1 %1549, label %2454, label %2449

2449:                                             ; preds = %2440
  %2450 = load float, ptr %1486, align 1
  %2451 = insertelement <8 x float> poison, float %2450, i64 0
  %2452 = shufflevector <8 x float> %2451, <8 x float> poison, <8 x i32> zeroinitializer
  %2453 = fadd <8 x float> %2448, %2452
  br label %2454

2454:                                             ; preds = %2449, %2440
  %2455 = phi <8 x float> [ %2453, %2449 ], [ %2448, %2440 ]
  %2456 = getelementptr inbounds nuw i8, ptr %2294, i64 32
  %2457 = getelementptr inbounds nuw i8, ptr %2295, i64 32
  %2458 = select i1 %1563, ptr null, ptr %2457
  switch i64 %1119, label %512 [
    i64 1, label %2473
    i64 2, label %2466
    i64 3, label %2459
    i64 0, label %2514
  ]

2459:                                             ; preds = %2454
  %2460 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2455)
  %2461 = bitcast <8 x float> %2455 to <8 x i32>
  %2462 = and <8 x i32> %2461, %1104
  %2463 = bitcast <8 x i32> %2462 to <8 x float>
  %2464 = fcmp oeq <8 x float> %2455, %49
  %2465 = select <8 x i1> %2464, <8 x float> %2463, <8 x float> %2460
  br label %2476

2466:                                             ; preds = %2454
  %2467 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2455)
  %2468 = bitcast <8 x float> %2455 to <8 x i32>
  %2469 = or <8 x i32> %2468, %1105
  %2470 = bitcast <8 x i32> %2469 to <8 x float>
  %2471 = fcmp oeq <8 x float> %2455, %52
  %2472 = select <8 x i1> %2471, <8 x float> %2470, <8 x float> %2467
  br label %2476

2473:                                             ; preds = %2454
  %2474 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2458, <8 x i1> %2447, <8 x float> zeroinitializer)
  %2475 = fadd <8 x float> %2455, %2474
  br label %2476

2476:                                             ; preds = %2473, %2466, %2459
  %2477 = phi <8 x float> [ %2475, %2473 ], [ %2472, %2466 ], [ %2465, %2459 ]
  switch i64 %1126, label %512 [
    i64 1, label %2492
    i64 2, label %2485
    i64 3, label %2478
    i64 0, label %2514
  ]

2478:                                             ; preds = %2476
  %2479 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2477)
  %2480 = bitcast <8 x float> %2477 to <8 x i32>
  %2481 = and <8 x i32> %2480, %1104
  %2482 = bitcast <8 x i32> %2481 to <8 x float>
  %2483 = fcmp oeq <8 x float> %2477, %49
  %2484 = select <8 x i1> %2483, <8 x float> %2482, <8 x float> %2479
  br label %2495

2485:                                             ; preds = %2476
  %2486 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2477)
  %2487 = bitcast <8 x float> %2477 to <8 x i32>
  %2488 = or <8 x i32> %2487, %1105
  %2489 = bitcast <8 x i32> %2488 to <8 x float>
  %2490 = fcmp oeq <8 x float> %2477, %52
  %2491 = select <8 x i1> %2490, <8 x float> %2489, <8 x float> %2486
  br label %2495

2492:                                             ; preds = %2476
  %2493 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2458, <8 x i1> %2447, <8 x float> zeroinitializer)
  %2494 = fadd <8 x float> %2477, %2493
  br label %2495

2495:                                             ; preds = %2492, %2485, %2478
  %2496 = phi <8 x float> [ %2494, %2492 ], [ %2491, %2485 ], [ %2484, %2478 ]
  switch i64 %1128, label %512 [
    i64 1, label %2511
    i64 2, label %2504
    i64 3, label %2497
    i64 0, label %2514
  ]

2497:                                             ; preds = %2495
  %2498 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2496)
  %2499 = bitcast <8 x float> %2496 to <8 x i32>
  %2500 = and <8 x i32> %2499, %1104
  %2501 = bitcast <8 x i32> %2500 to <8 x float>
  %2502 = fcmp oeq <8 x float> %2496, %49
  %2503 = select <8 x i1> %2502, <8 x float> %2501, <8 x float> %2498
  br label %2514

2504:                                             ; preds = %2495
  %2505 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2496)
  %2506 = bitcast <8 x float> %2496 to <8 x i32>
  %2507 = or <8 x i32> %2506, %1105
  %2508 = bitcast <8 x i32> %2507 to <8 x float>
  %2509 = fcmp oeq <8 x float> %2496, %52
  %2510 = select <8 x i1> %2509, <8 x float> %2508, <8 x float> %2505
  br label %2514

2511:                                             ; preds = %2495
  %2512 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2458, <8 x i1> %2447, <8 x float> zeroinitializer)
  %2513 = fadd <8 x float> %2496, %2512
  br label %2514

2514:                                             ; preds = %2497, %2504, %2511, %2495, %2476, %2454
  %2515 = phi <8 x float> [ %2496, %2495 ], [ %2455, %2454 ], [ %2477, %2476 ], [ %2513, %2511 ], [ %2510, %2504 ], [ %2503, %2497 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %2515, ptr nonnull align 1 %2456, <8 x i1> %2447)
  %2516 = add i64 %2293, -16
  %2517 = call i64 @llvm.smin.i64(i64 %2516, i64 8)
  %2518 = trunc i64 %2517 to i32
  %2519 = insertelement <8 x i32> poison, i32 %2518, i64 0
  %2520 = shufflevector <8 x i32> %2519, <8 x i32> poison, <8 x i32> zeroinitializer
  %2521 = icmp sgt <8 x i32> %2520, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2522 = load <8 x float>, ptr %1129, align 32
  br i1 %1549, label %2528, label %2523

2523:                                             ; preds = %2514
  %2524 = load float, ptr %1486, align 1
  %2525 = insertelement <8 x float> poison, float %2524, i64 0
  %2526 = shufflevector <8 x float> %2525, <8 x float> poison, <8 x i32> zeroinitializer
  %2527 = fadd <8 x float> %2522, %2526
  br label %2528

2528:                                             ; preds = %2523, %2514
  %2529 = phi <8 x float> [ %2527, %2523 ], [ %2522, %2514 ]
  %2530 = getelementptr inbounds nuw i8, ptr %2294, i64 64
  %2531 = getelementptr inbounds nuw i8, ptr %2295, i64 64
  %2532 = select i1 %1563, ptr null, ptr %2531
  switch i64 %1119, label %512 [
    i64 1, label %2547
    i64 2, label %2540
    i64 3, label %2533
    i64 0, label %2588
  ]

2533:                                             ; preds = %2528
  %2534 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2529)
  %2535 = bitcast <8 x float> %2529 to <8 x i32>
  %2536 = and <8 x i32> %2535, %1104
  %2537 = bitcast <8 x i32> %2536 to <8 x float>
  %2538 = fcmp oeq <8 x float> %2529, %49
  %2539 = select <8 x i1> %2538, <8 x float> %2537, <8 x float> %2534
  br label %2550

2540:                                             ; preds = %2528
  %2541 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2529)
  %2542 = bitcast <8 x float> %2529 to <8 x i32>
  %2543 = or <8 x i32> %2542, %1105
  %2544 = bitcast <8 x i32> %2543 to <8 x float>
  %2545 = fcmp oeq <8 x float> %2529, %52
  %2546 = select <8 x i1> %2545, <8 x float> %2544, <8 x float> %2541
  br label %2550

2547:                                             ; preds = %2528
  %2548 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2532, <8 x i1> %2521, <8 x float> zeroinitializer)
  %2549 = fadd <8 x float> %2529, %2548
  br label %2550

2550:                                             ; preds = %2547, %2540, %2533
  %2551 = phi <8 x float> [ %2549, %2547 ], [ %2546, %2540 ], [ %2539, %2533 ]
  switch i64 %1131, label %512 [
    i64 1, label %2566
    i64 2, label %2559
    i64 3, label %2552
    i64 0, label %2588
  ]

2552:                                             ; preds = %2550
  %2553 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2551)
  %2554 = bitcast <8 x float> %2551 to <8 x i32>
  %2555 = and <8 x i32> %2554, %1104
  %2556 = bitcast <8 x i32> %2555 to <8 x float>
  %2557 = fcmp oeq <8 x float> %2551, %49
  %2558 = select <8 x i1> %2557, <8 x float> %2556, <8 x float> %2553
  br label %2569

2559:                                             ; preds = %2550
  %2560 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2551)
  %2561 = bitcast <8 x float> %2551 to <8 x i32>
  %2562 = or <8 x i32> %2561, %1105
  %2563 = bitcast <8 x i32> %2562 to <8 x float>
  %2564 = fcmp oeq <8 x float> %2551, %52
  %2565 = select <8 x i1> %2564, <8 x float> %2563, <8 x float> %2560
  br label %2569

2566:                                             ; preds = %2550
  %2567 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2532, <8 x i1> %2521, <8 x float> zeroinitializer)
  %2568 = fadd <8 x float> %2551, %2567
  br label %2569

2569:                                             ; preds = %2566, %2559, %2552
  %2570 = phi <8 x float> [ %2568, %2566 ], [ %2565, %2559 ], [ %2558, %2552 ]
  switch i64 %1133, label %512 [
    i64 1, label %2585
    i64 2, label %2578
    i64 3, label %2571
    i64 0, label %2588
  ]

2571:                                             ; preds = %2569
  %2572 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2570)
  %2573 = bitcast <8 x float> %2570 to <8 x i32>
  %2574 = and <8 x i32> %2573, %1104
  %2575 = bitcast <8 x i32> %2574 to <8 x float>
  %2576 = fcmp oeq <8 x float> %2570, %49
  %2577 = select <8 x i1> %2576, <8 x float> %2575, <8 x float> %2572
  br label %2588

2578:                                             ; preds = %2569
  %2579 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2570)
  %2580 = bitcast <8 x float> %2570 to <8 x i32>
  %2581 = or <8 x i32> %2580, %1105
  %2582 = bitcast <8 x i32> %2581 to <8 x float>
  %2583 = fcmp oeq <8 x float> %2570, %52
  %2584 = select <8 x i1> %2583, <8 x float> %2582, <8 x float> %2579
  br label %2588

2585:                                             ; preds = %2569
  %2586 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2532, <8 x i1> %2521, <8 x float> zeroinitializer)
  %2587 = fadd <8 x float> %2570, %2586
  br label %2588

2588:                                             ; preds = %2571, %2578, %2585, %2569, %2550, %2528
  %2589 = phi <8 x float> [ %2570, %2569 ], [ %2529, %2528 ], [ %2551, %2550 ], [ %2587, %2585 ], [ %2584, %2578 ], [ %2577, %2571 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %2589, ptr nonnull align 1 %2530, <8 x i1> %2521)
  %2590 = add i64 %2293, -24
  %2591 = call i64 @llvm.smin.i64(i64 %2590, i64 8)
  %2592 = trunc i64 %2591 to i32
  %2593 = insertelement <8 x i32> poison, i32 %2592, i64 0
  %2594 = shufflevector <8 x i32> %2593, <8 x i32> poison, <8 x i32> zeroinitializer
  %2595 = icmp sgt <8 x i32> %2594, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2596 = load <8 x float>, ptr %1134, align 32
  br i1 %1549, label %2602, label %2597

2597:                                             ; preds = %2588
  %2598 = load float, ptr %1486, align 1
  %2599 = insertelement <8 x float> poison, float %2598, i64 0
  %2600 = shufflevector <8 x float> %2599, <8 x float> poison, <8 x i32> zeroinitializer
  %2601 = fadd <8 x float> %2596, %2600
  br label %2602

2602:                                             ; preds = %2597, %2588
  %2603 = phi <8 x float> [ %2601, %2597 ], [ %2596, %2588 ]
  %2604 = getelementptr inbounds nuw i8, ptr %2294, i64 96
  %2605 = getelementptr inbounds nuw i8, ptr %2295, i64 96
  %2606 = select i1 %1563, ptr null, ptr %2605
  switch i64 %1119, label %512 [
    i64 1, label %2621
    i64 2, label %2614
    i64 3, label %2607
    i64 0, label %2662
  ]

2607:                                             ; preds = %2602
  %2608 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2603)
  %2609 = bitcast <8 x float> %2603 to <8 x i32>
  %2610 = and <8 x i32> %2609, %1104
  %2611 = bitcast <8 x i32> %2610 to <8 x float>
  %2612 = fcmp oeq <8 x float> %2603, %49
  %2613 = select <8 x i1> %2612, <8 x float> %2611, <8 x float> %2608
  br label %2624

2614:                                             ; preds = %2602
  %2615 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2603)
  %2616 = bitcast <8 x float> %2603 to <8 x i32>
  %2617 = or <8 x i32> %2616, %1105
  %2618 = bitcast <8 x i32> %2617 to <8 x float>
  %2619 = fcmp oeq <8 x float> %2603, %52
  %2620 = select <8 x i1> %2619, <8 x float> %2618, <8 x float> %2615
  br label %2624

2621:                                             ; preds = %2602
  %2622 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2606, <8 x i1> %2595, <8 x float> zeroinitializer)
  %2623 = fadd <8 x float> %2603, %2622
  br label %2624

2624:                                             ; preds = %2621, %2614, %2607
  %2625 = phi <8 x float> [ %2623, %2621 ], [ %2620, %2614 ], [ %2613, %2607 ]
  switch i64 %1136, label %512 [
    i64 1, label %2640
    i64 2, label %2633
    i64 3, label %2626
    i64 0, label %2662
  ]

2626:                                             ; preds = %2624
  %2627 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2625)
  %2628 = bitcast <8 x float> %2625 to <8 x i32>
  %2629 = and <8 x i32> %2628, %1104
  %2630 = bitcast <8 x i32> %2629 to <8 x float>
  %2631 = fcmp oeq <8 x float> %2625, %49
  %2632 = select <8 x i1> %2631, <8 x float> %2630, <8 x float> %2627
  br label %2643

2633:                                             ; preds = %2624
  %2634 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2625)
  %2635 = bitcast <8 x float> %2625 to <8 x i32>
  %2636 = or <8 x i32> %2635, %1105
  %2637 = bitcast <8 x i32> %2636 to <8 x float>
  %2638 = fcmp oeq <8 x float> %2625, %52
  %2639 = select <8 x i1> %2638, <8 x float> %2637, <8 x float> %2634
  br label %2643

2640:                                             ; preds = %2624
  %2641 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2606, <8 x i1> %2595, <8 x float> zeroinitializer)
  %2642 = fadd <8 x float> %2625, %2641
  br label %2643

2643:                                             ; preds = %2640, %2633, %2626
  %2644 = phi <8 x float> [ %2642, %2640 ], [ %2639, %2633 ], [ %2632, %2626 ]
  switch i64 %1138, label %512 [
    i64 1, label %2659
    i64 2, label %2652
    i64 3, label %2645
    i64 0, label %2662
  ]

2645:                                             ; preds = %2643
  %2646 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2644)
  %2647 = bitcast <8 x float> %2644 to <8 x i32>
  %2648 = and <8 x i32> %2647, %1104
  %2649 = bitcast <8 x i32> %2648 to <8 x float>
  %2650 = fcmp oeq <8 x float> %2644, %49
  %2651 = select <8 x i1> %2650, <8 x float> %2649, <8 x float> %2646
  br label %2662

2652:                                             ; preds = %2643
  %2653 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2644)
  %2654 = bitcast <8 x float> %2644 to <8 x i32>
  %2655 = or <8 x i32> %2654, %1105
  %2656 = bitcast <8 x i32> %2655 to <8 x float>
  %2657 = fcmp oeq <8 x float> %2644, %52
  %2658 = select <8 x i1> %2657, <8 x float> %2656, <8 x float> %2653
  br label %2662

2659:                                             ; preds = %2643
  %2660 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2606, <8 x i1> %2595, <8 x float> zeroinitializer)
  %2661 = fadd <8 x float> %2644, %2660
  br label %2662

2662:                                             ; preds = %2645, %2652, %2659, %2643, %2624, %2602
  %2663 = phi <8 x float> [ %2644, %2643 ], [ %2603, %2602 ], [ %2625, %2624 ], [ %2661, %2659 ], [ %2658, %2652 ], [ %2651, %2645 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %2663, ptr nonnull align 1 %2604, <8 x i1> %2595)
  call void @llvm.lifetime.end.p0(ptr nonnull %36)
  br label %2664

2664:                                             ; preds = %1567, %2662, %2286, %1984, %1719
  %2665 = add nuw nsw i64 %1569, 32
  %2666 = sub nuw nsw i64 -32, %1569
  %2667 = icmp slt i64 %2665, %9
  br i1 %2667, label %1567, label %1564

2668:                                             ; preds = %1551, %7906
  %2669 = phi i64 [ %1496, %1551 ], [ %7908, %7906 ]
  %2670 = mul nsw i64 %2669, %9
  %2671 = getelementptr inbounds float, ptr %1491, i64 %2670
  %2672 = getelementptr inbounds float, ptr %1495, i64 %2670
  %2673 = select i1 %1552, ptr null, ptr %2672
  %2674 = sub nsw i64 %1498, %2669
  %2675 = icmp slt i64 %2674, %1111
  %2676 = select i1 %2675, i32 1, i32 %1110
  %2677 = icmp samesign ugt i32 %2676, 1
  br i1 %2677, label %2689, label %2678

2678:                                             ; preds = %2668
  br i1 %1101, label %2679, label %7906

2679:                                             ; preds = %2678
  %2680 = icmp eq ptr %2673, null
  %2681 = mul nsw i64 %2669, %12
  %2682 = mul nsw i64 %2669, %12
  %2683 = mul nsw i64 %2669, %12
  %2684 = mul nsw i64 %2669, %12
  %2685 = mul nsw i64 %2669, %12
  %2686 = mul nsw i64 %2669, %12
  %2687 = mul nsw i64 %2669, %12
  %2688 = mul nsw i64 %2669, %12
  br label %4426

2689:                                             ; preds = %2668
  switch i64 %1043, label %7906 [
    i64 1, label %2690
    i64 2, label %3075
    i64 4, label %3792
  ]

2690:                                             ; preds = %2689
  br i1 %1102, label %2691, label %2699

2691:                                             ; preds = %2690
  %2692 = mul nsw i64 %2669, %12
  %2693 = add nsw i64 %2669, 1
  %2694 = mul nsw i64 %2693, %12
  %2695 = add nsw i64 %2669, 2
  %2696 = mul nsw i64 %2695, %12
  %2697 = add nsw i64 %2669, 3
  %2698 = mul nsw i64 %2697, %12
  br label %2705

2699:                                             ; preds = %2744, %2690
  %2700 = phi <8 x float> [ zeroinitializer, %2690 ], [ %2745, %2744 ]
  %2701 = phi <8 x float> [ zeroinitializer, %2690 ], [ %2746, %2744 ]
  %2702 = phi <8 x float> [ zeroinitializer, %2690 ], [ %2747, %2744 ]
  %2703 = phi <8 x float> [ zeroinitializer, %2690 ], [ %2748, %2744 ]
  %2704 = icmp eq ptr %2673, null
  br i1 %1553, label %2815, label %2810

2705:                                             ; preds = %2691, %2744
  %2706 = phi <8 x float> [ zeroinitializer, %2691 ], [ %2745, %2744 ]
  %2707 = phi <8 x float> [ zeroinitializer, %2691 ], [ %2746, %2744 ]
  %2708 = phi <8 x float> [ zeroinitializer, %2691 ], [ %2747, %2744 ]
  %2709 = phi <8 x float> [ zeroinitializer, %2691 ], [ %2748, %2744 ]
  %2710 = phi i64 [ 0, %2691 ], [ %2749, %2744 ]
  %2711 = mul nsw i64 %2710, %14
  %2712 = sub i64 %2711, %16
  %2713 = add i64 %2712, %2692
  %2714 = icmp slt i64 %2713, 0
  %2715 = icmp sge i64 %2713, %6
  %2716 = or i1 %2714, %2715
  %2717 = select i1 %2716, i64 0, i64 %2713
  %2718 = mul nsw i64 %2717, %7
  %2719 = getelementptr inbounds float, ptr %1483, i64 %2718
  %2720 = add i64 %2712, %2694
  %2721 = icmp slt i64 %2720, 0
  %2722 = icmp sge i64 %2720, %6
  %2723 = or i1 %2721, %2722
  %2724 = select i1 %2723, i64 0, i64 %2720
  %2725 = mul nsw i64 %2724, %7
  %2726 = getelementptr inbounds float, ptr %1483, i64 %2725
  %2727 = add i64 %2712, %2696
  %2728 = icmp slt i64 %2727, 0
  %2729 = icmp sge i64 %2727, %6
  %2730 = or i1 %2728, %2729
  %2731 = select i1 %2730, i64 0, i64 %2727
  %2732 = mul nsw i64 %2731, %7
  %2733 = getelementptr inbounds float, ptr %1483, i64 %2732
  %2734 = add i64 %2712, %2698
  %2735 = icmp slt i64 %2734, 0
  %2736 = icmp sge i64 %2734, %6
  %2737 = or i1 %2735, %2736
  %2738 = select i1 %2737, i64 0, i64 %2734
  %2739 = mul nsw i64 %2738, %7
  %2740 = getelementptr inbounds float, ptr %1483, i64 %2739
  br i1 %1103, label %2741, label %2744

2741:                                             ; preds = %2705
  %2742 = mul nuw nsw i64 %2710, %11
  %2743 = getelementptr inbounds nuw float, ptr %1485, i64 %2742
  br label %2751

2744:                                             ; preds = %2786, %2705
  %2745 = phi <8 x float> [ %2706, %2705 ], [ %2792, %2786 ]
  %2746 = phi <8 x float> [ %2707, %2705 ], [ %2797, %2786 ]
  %2747 = phi <8 x float> [ %2708, %2705 ], [ %2802, %2786 ]
  %2748 = phi <8 x float> [ %2709, %2705 ], [ %2807, %2786 ]
  %2749 = add nuw nsw i64 %2710, 1
  %2750 = icmp eq i64 %2749, %10
  br i1 %2750, label %2699, label %2705

2751:                                             ; preds = %2741, %2786
  %2752 = phi <8 x float> [ %2706, %2741 ], [ %2792, %2786 ]
  %2753 = phi <8 x float> [ %2707, %2741 ], [ %2797, %2786 ]
  %2754 = phi <8 x float> [ %2708, %2741 ], [ %2802, %2786 ]
  %2755 = phi <8 x float> [ %2709, %2741 ], [ %2807, %2786 ]
  %2756 = phi i64 [ 0, %2741 ], [ %2808, %2786 ]
  %2757 = getelementptr inbounds nuw float, ptr %2743, i64 %2756
  %2758 = load float, ptr %2757, align 1
  %2759 = insertelement <8 x float> poison, float %2758, i64 0
  %2760 = shufflevector <8 x float> %2759, <8 x float> poison, <8 x i32> zeroinitializer
  %2761 = mul nsw i64 %2756, %15
  %2762 = sub nsw i64 %2761, %17
  %2763 = icmp slt i64 %2762, 0
  %2764 = sub nsw i64 0, %2762
  %2765 = select i1 %2763, i64 %2764, i64 0
  %2766 = sub nsw i64 %7, %2762
  %2767 = call i64 @llvm.smin.i64(i64 %2766, i64 %9)
  %2768 = call i64 @llvm.smin.i64(i64 %2767, i64 8)
  %2769 = icmp sgt i64 %2768, %2765
  %2770 = trunc i64 %2765 to i32
  %2771 = select i1 %2769, i32 %2770, i32 0
  %2772 = insertelement <8 x i32> poison, i32 %2771, i64 0
  %2773 = shufflevector <8 x i32> %2772, <8 x i32> poison, <8 x i32> zeroinitializer
  %2774 = icmp slt <8 x i32> %2773, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %2775 = trunc i64 %2768 to i32
  %2776 = select i1 %2769, i32 %2775, i32 0
  %2777 = insertelement <8 x i32> poison, i32 %2776, i64 0
  %2778 = shufflevector <8 x i32> %2777, <8 x i32> poison, <8 x i32> zeroinitializer
  %2779 = icmp sgt <8 x i32> %2778, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2780 = and <8 x i1> %2779, %2774
  %2781 = sext <8 x i1> %2780 to <8 x i32>
  %2782 = bitcast <8 x i32> %2781 to <4 x i64>
  br i1 %1112, label %2786, label %2783

2783:                                             ; preds = %2751
  %2784 = getelementptr <4 x i64>, ptr %1091, i64 %2756
  %2785 = load <4 x i64>, ptr %2784, align 32
  br label %2786

2786:                                             ; preds = %2751, %2783
  %2787 = phi <4 x i64> [ %2785, %2783 ], [ %2782, %2751 ]
  %2788 = getelementptr inbounds float, ptr %2719, i64 %2762
  %2789 = select i1 %2716, <4 x i64> zeroinitializer, <4 x i64> %2787
  %2790 = bitcast <4 x i64> %2789 to <8 x i32>
  %2791 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %2788, <8 x i32> %2790)
  %2792 = call <8 x float> @llvm.fma.v8f32(<8 x float> %2791, <8 x float> %2760, <8 x float> %2752)
  %2793 = getelementptr inbounds float, ptr %2726, i64 %2762
  %2794 = select i1 %2723, <4 x i64> zeroinitializer, <4 x i64> %2787
  %2795 = bitcast <4 x i64> %2794 to <8 x i32>
  %2796 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %2793, <8 x i32> %2795)
  %2797 = call <8 x float> @llvm.fma.v8f32(<8 x float> %2796, <8 x float> %2760, <8 x float> %2753)
  %2798 = getelementptr inbounds float, ptr %2733, i64 %2762
  %2799 = select i1 %2730, <4 x i64> zeroinitializer, <4 x i64> %2787
  %2800 = bitcast <4 x i64> %2799 to <8 x i32>
  %2801 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %2798, <8 x i32> %2800)
  %2802 = call <8 x float> @llvm.fma.v8f32(<8 x float> %2801, <8 x float> %2760, <8 x float> %2754)
  %2803 = getelementptr inbounds float, ptr %2740, i64 %2762
  %2804 = select i1 %2737, <4 x i64> zeroinitializer, <4 x i64> %2787
  %2805 = bitcast <4 x i64> %2804 to <8 x i32>
  %2806 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %2803, <8 x i32> %2805)
  %2807 = call <8 x float> @llvm.fma.v8f32(<8 x float> %2806, <8 x float> %2760, <8 x float> %2755)
  %2808 = add nuw nsw i64 %2756, 1
  %2809 = icmp eq i64 %2808, %11
  br i1 %2809, label %2744, label %2751

2810:                                             ; preds = %2699
  %2811 = load float, ptr %1486, align 1
  %2812 = insertelement <8 x float> poison, float %2811, i64 0
  %2813 = shufflevector <8 x float> %2812, <8 x float> poison, <8 x i32> zeroinitializer
  %2814 = fadd <8 x float> %2700, %2813
  br label %2815

2815:                                             ; preds = %2810, %2699
  %2816 = phi <8 x float> [ %2814, %2810 ], [ %2700, %2699 ]
  switch i64 %1455, label %512 [
    i64 1, label %2817
    i64 2, label %2820
    i64 3, label %2827
    i64 0, label %2872
  ]

2817:                                             ; preds = %2815
  %2818 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2673, <8 x i1> %1118, <8 x float> zeroinitializer)
  %2819 = fadd <8 x float> %2816, %2818
  br label %2834

2820:                                             ; preds = %2815
  %2821 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2816)
  %2822 = bitcast <8 x float> %2816 to <8 x i32>
  %2823 = or <8 x i32> %2822, %1105
  %2824 = bitcast <8 x i32> %2823 to <8 x float>
  %2825 = fcmp oeq <8 x float> %2816, %52
  %2826 = select <8 x i1> %2825, <8 x float> %2824, <8 x float> %2821
  br label %2834

2827:                                             ; preds = %2815
  %2828 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2816)
  %2829 = bitcast <8 x float> %2816 to <8 x i32>
  %2830 = and <8 x i32> %2829, %1104
  %2831 = bitcast <8 x i32> %2830 to <8 x float>
  %2832 = fcmp oeq <8 x float> %2816, %49
  %2833 = select <8 x i1> %2832, <8 x float> %2831, <8 x float> %2828
  br label %2834

2834:                                             ; preds = %2827, %2820, %2817
  %2835 = phi <8 x float> [ %2819, %2817 ], [ %2826, %2820 ], [ %2833, %2827 ]
  switch i64 %1457, label %512 [
    i64 1, label %2850
    i64 2, label %2843
    i64 3, label %2836
    i64 0, label %2872
  ]

2836:                                             ; preds = %2834
  %2837 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2835)
  %2838 = bitcast <8 x float> %2835 to <8 x i32>
  %2839 = and <8 x i32> %2838, %1104
  %2840 = bitcast <8 x i32> %2839 to <8 x float>
  %2841 = fcmp oeq <8 x float> %2835, %49
  %2842 = select <8 x i1> %2841, <8 x float> %2840, <8 x float> %2837
  br label %2853

2843:                                             ; preds = %2834
  %2844 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2835)
  %2845 = bitcast <8 x float> %2835 to <8 x i32>
  %2846 = or <8 x i32> %2845, %1105
  %2847 = bitcast <8 x i32> %2846 to <8 x float>
  %2848 = fcmp oeq <8 x float> %2835, %52
  %2849 = select <8 x i1> %2848, <8 x float> %2847, <8 x float> %2844
  br label %2853

2850:                                             ; preds = %2834
  %2851 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2673, <8 x i1> %1118, <8 x float> zeroinitializer)
  %2852 = fadd <8 x float> %2835, %2851
  br label %2853

2853:                                             ; preds = %2850, %2843, %2836
  %2854 = phi <8 x float> [ %2852, %2850 ], [ %2849, %2843 ], [ %2842, %2836 ]
  switch i64 %1459, label %512 [
    i64 1, label %2869
    i64 2, label %2862
    i64 3, label %2855
    i64 0, label %2872
  ]

2855:                                             ; preds = %2853
  %2856 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2854)
  %2857 = bitcast <8 x float> %2854 to <8 x i32>
  %2858 = and <8 x i32> %2857, %1104
  %2859 = bitcast <8 x i32> %2858 to <8 x float>
  %2860 = fcmp oeq <8 x float> %2854, %49
  %2861 = select <8 x i1> %2860, <8 x float> %2859, <8 x float> %2856
  br label %2872

2862:                                             ; preds = %2853
  %2863 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2854)
  %2864 = bitcast <8 x float> %2854 to <8 x i32>
  %2865 = or <8 x i32> %2864, %1105
  %2866 = bitcast <8 x i32> %2865 to <8 x float>
  %2867 = fcmp oeq <8 x float> %2854, %52
  %2868 = select <8 x i1> %2867, <8 x float> %2866, <8 x float> %2863
  br label %2872

2869:                                             ; preds = %2853
  %2870 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2673, <8 x i1> %1118, <8 x float> zeroinitializer)
  %2871 = fadd <8 x float> %2854, %2870
  br label %2872

2872:                                             ; preds = %2855, %2862, %2869, %2853, %2834, %2815
  %2873 = phi <8 x float> [ %2854, %2853 ], [ %2816, %2815 ], [ %2835, %2834 ], [ %2871, %2869 ], [ %2868, %2862 ], [ %2861, %2855 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %2873, ptr align 1 %2671, <8 x i1> %1118)
  %2874 = getelementptr inbounds float, ptr %2671, i64 %9
  %2875 = getelementptr inbounds float, ptr %2673, i64 %9
  %2876 = select i1 %2704, ptr null, ptr %2875
  br i1 %1553, label %2882, label %2877

2877:                                             ; preds = %2872
  %2878 = load float, ptr %1486, align 1
  %2879 = insertelement <8 x float> poison, float %2878, i64 0
  %2880 = shufflevector <8 x float> %2879, <8 x float> poison, <8 x i32> zeroinitializer
  %2881 = fadd <8 x float> %2701, %2880
  br label %2882

2882:                                             ; preds = %2877, %2872
  %2883 = phi <8 x float> [ %2881, %2877 ], [ %2701, %2872 ]
  switch i64 %1455, label %512 [
    i64 1, label %2898
    i64 2, label %2891
    i64 3, label %2884
    i64 0, label %2939
  ]

2884:                                             ; preds = %2882
  %2885 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2883)
  %2886 = bitcast <8 x float> %2883 to <8 x i32>
  %2887 = and <8 x i32> %2886, %1104
  %2888 = bitcast <8 x i32> %2887 to <8 x float>
  %2889 = fcmp oeq <8 x float> %2883, %49
  %2890 = select <8 x i1> %2889, <8 x float> %2888, <8 x float> %2885
  br label %2901

2891:                                             ; preds = %2882
  %2892 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2883)
  %2893 = bitcast <8 x float> %2883 to <8 x i32>
  %2894 = or <8 x i32> %2893, %1105
  %2895 = bitcast <8 x i32> %2894 to <8 x float>
  %2896 = fcmp oeq <8 x float> %2883, %52
  %2897 = select <8 x i1> %2896, <8 x float> %2895, <8 x float> %2892
  br label %2901

2898:                                             ; preds = %2882
  %2899 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2876, <8 x i1> %1118, <8 x float> zeroinitializer)
  %2900 = fadd <8 x float> %2883, %2899
  br label %2901

2901:                                             ; preds = %2898, %2891, %2884
  %2902 = phi <8 x float> [ %2900, %2898 ], [ %2897, %2891 ], [ %2890, %2884 ]
  switch i64 %1461, label %512 [
    i64 1, label %2917
    i64 2, label %2910
    i64 3, label %2903
    i64 0, label %2939
  ]

2903:                                             ; preds = %2901
  %2904 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2902)
  %2905 = bitcast <8 x float> %2902 to <8 x i32>
  %2906 = and <8 x i32> %2905, %1104
  %2907 = bitcast <8 x i32> %2906 to <8 x float>
  %2908 = fcmp oeq <8 x float> %2902, %49
  %2909 = select <8 x i1> %2908, <8 x float> %2907, <8 x float> %2904
  br label %2920

2910:                                             ; preds = %2901
  %2911 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2902)
  %2912 = bitcast <8 x float> %2902 to <8 x i32>
  %2913 = or <8 x i32> %2912, %1105
  %2914 = bitcast <8 x i32> %2913 to <8 x float>
  %2915 = fcmp oeq <8 x float> %2902, %52
  %2916 = select <8 x i1> %2915, <8 x float> %2914, <8 x float> %2911
  br label %2920

2917:                                             ; preds = %2901
  %2918 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2876, <8 x i1> %1118, <8 x float> zeroinitializer)
  %2919 = fadd <8 x float> %2902, %2918
  br label %2920

2920:                                             ; preds = %2917, %2910, %2903
  %2921 = phi <8 x float> [ %2919, %2917 ], [ %2916, %2910 ], [ %2909, %2903 ]
  switch i64 %1463, label %512 [
    i64 1, label %2936
    i64 2, label %2929
    i64 3, label %2922
    i64 0, label %2939
  ]

2922:                                             ; preds = %2920
  %2923 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2921)
  %2924 = bitcast <8 x float> %2921 to <8 x i32>
  %2925 = and <8 x i32> %2924, %1104
  %2926 = bitcast <8 x i32> %2925 to <8 x float>
  %2927 = fcmp oeq <8 x float> %2921, %49
  %2928 = select <8 x i1> %2927, <8 x float> %2926, <8 x float> %2923
  br label %2939

2929:                                             ; preds = %2920
  %2930 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2921)
  %2931 = bitcast <8 x float> %2921 to <8 x i32>
  %2932 = or <8 x i32> %2931, %1105
  %2933 = bitcast <8 x i32> %2932 to <8 x float>
  %2934 = fcmp oeq <8 x float> %2921, %52
  %2935 = select <8 x i1> %2934, <8 x float> %2933, <8 x float> %2930
  br label %2939

2936:                                             ; preds = %2920
  %2937 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2876, <8 x i1> %1118, <8 x float> zeroinitializer)
  %2938 = fadd <8 x float> %2921, %2937
  br label %2939

2939:                                             ; preds = %2922, %2929, %2936, %2920, %2901, %2882
  %2940 = phi <8 x float> [ %2921, %2920 ], [ %2883, %2882 ], [ %2902, %2901 ], [ %2938, %2936 ], [ %2935, %2929 ], [ %2928, %2922 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %2940, ptr align 1 %2874, <8 x i1> %1118)
  %2941 = getelementptr inbounds float, ptr %2671, i64 %1464
  %2942 = getelementptr inbounds float, ptr %2673, i64 %1464
  %2943 = select i1 %2704, ptr null, ptr %2942
  br i1 %1553, label %2949, label %2944

2944:                                             ; preds = %2939
  %2945 = load float, ptr %1486, align 1
  %2946 = insertelement <8 x float> poison, float %2945, i64 0
  %2947 = shufflevector <8 x float> %2946, <8 x float> poison, <8 x i32> zeroinitializer
  %2948 = fadd <8 x float> %2702, %2947
  br label %2949

2949:                                             ; preds = %2944, %2939
  %2950 = phi <8 x float> [ %2948, %2944 ], [ %2702, %2939 ]
  switch i64 %1455, label %512 [
    i64 1, label %2965
    i64 2, label %2958
    i64 3, label %2951
    i64 0, label %3006
  ]

2951:                                             ; preds = %2949
  %2952 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2950)
  %2953 = bitcast <8 x float> %2950 to <8 x i32>
  %2954 = and <8 x i32> %2953, %1104
  %2955 = bitcast <8 x i32> %2954 to <8 x float>
  %2956 = fcmp oeq <8 x float> %2950, %49
  %2957 = select <8 x i1> %2956, <8 x float> %2955, <8 x float> %2952
  br label %2968

2958:                                             ; preds = %2949
  %2959 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2950)
  %2960 = bitcast <8 x float> %2950 to <8 x i32>
  %2961 = or <8 x i32> %2960, %1105
  %2962 = bitcast <8 x i32> %2961 to <8 x float>
  %2963 = fcmp oeq <8 x float> %2950, %52
  %2964 = select <8 x i1> %2963, <8 x float> %2962, <8 x float> %2959
  br label %2968

2965:                                             ; preds = %2949
  %2966 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2943, <8 x i1> %1118, <8 x float> zeroinitializer)
  %2967 = fadd <8 x float> %2950, %2966
  br label %2968

2968:                                             ; preds = %2965, %2958, %2951
  %2969 = phi <8 x float> [ %2967, %2965 ], [ %2964, %2958 ], [ %2957, %2951 ]
  switch i64 %1466, label %512 [
    i64 1, label %2984
    i64 2, label %2977
    i64 3, label %2970
    i64 0, label %3006
  ]

2970:                                             ; preds = %2968
  %2971 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2969)
  %2972 = bitcast <8 x float> %2969 to <8 x i32>
  %2973 = and <8 x i32> %2972, %1104
  %2974 = bitcast <8 x i32> %2973 to <8 x float>
  %2975 = fcmp oeq <8 x float> %2969, %49
  %2976 = select <8 x i1> %2975, <8 x float> %2974, <8 x float> %2971
  br label %2987

2977:                                             ; preds = %2968
  %2978 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2969)
  %2979 = bitcast <8 x float> %2969 to <8 x i32>
  %2980 = or <8 x i32> %2979, %1105
  %2981 = bitcast <8 x i32> %2980 to <8 x float>
  %2982 = fcmp oeq <8 x float> %2969, %52
  %2983 = select <8 x i1> %2982, <8 x float> %2981, <8 x float> %2978
  br label %2987

2984:                                             ; preds = %2968
  %2985 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2943, <8 x i1> %1118, <8 x float> zeroinitializer)
  %2986 = fadd <8 x float> %2969, %2985
  br label %2987

2987:                                             ; preds = %2984, %2977, %2970
  %2988 = phi <8 x float> [ %2986, %2984 ], [ %2983, %2977 ], [ %2976, %2970 ]
  switch i64 %1468, label %512 [
    i64 1, label %3003
    i64 2, label %2996
    i64 3, label %2989
    i64 0, label %3006
  ]

2989:                                             ; preds = %2987
  %2990 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2988)
  %2991 = bitcast <8 x float> %2988 to <8 x i32>
  %2992 = and <8 x i32> %2991, %1104
  %2993 = bitcast <8 x i32> %2992 to <8 x float>
  %2994 = fcmp oeq <8 x float> %2988, %49
  %2995 = select <8 x i1> %2994, <8 x float> %2993, <8 x float> %2990
  br label %3006

2996:                                             ; preds = %2987
  %2997 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2988)
  %2998 = bitcast <8 x float> %2988 to <8 x i32>
  %2999 = or <8 x i32> %2998, %1105
  %3000 = bitcast <8 x i32> %2999 to <8 x float>
  %3001 = fcmp oeq <8 x float> %2988, %52
  %3002 = select <8 x i1> %3001, <8 x float> %3000, <8 x float> %2997
  br label %3006

3003:                                             ; preds = %2987
  %3004 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2943, <8 x i1> %1118, <8 x float> zeroinitializer)
  %3005 = fadd <8 x float> %2988, %3004
  br label %3006

3006:                                             ; preds = %2989, %2996, %3003, %2987, %2968, %2949
  %3007 = phi <8 x float> [ %2988, %2987 ], [ %2950, %2949 ], [ %2969, %2968 ], [ %3005, %3003 ], [ %3002, %2996 ], [ %2995, %2989 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %3007, ptr align 1 %2941, <8 x i1> %1118)
  %3008 = getelementptr inbounds float, ptr %2671, i64 %1469
  %3009 = getelementptr inbounds float, ptr %2673, i64 %1469
  %3010 = select i1 %2704, ptr null, ptr %3009
  br i1 %1553, label %3016, label %3011

3011:                                             ; preds = %3006
  %3012 = load float, ptr %1486, align 1
  %3013 = insertelement <8 x float> poison, float %3012, i64 0
  %3014 = shufflevector <8 x float> %3013, <8 x float> poison, <8 x i32> zeroinitializer
  %3015 = fadd <8 x float> %2703, %3014
  br label %3016

3016:                                             ; preds = %3011, %3006
  %3017 = phi <8 x float> [ %3015, %3011 ], [ %2703, %3006 ]
  switch i64 %1455, label %512 [
    i64 1, label %3032
    i64 2, label %3025
    i64 3, label %3018
    i64 0, label %3073
  ]

3018:                                             ; preds = %3016
  %3019 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3017)
  %3020 = bitcast <8 x float> %3017 to <8 x i32>
  %3021 = and <8 x i32> %3020, %1104
  %3022 = bitcast <8 x i32> %3021 to <8 x float>
  %3023 = fcmp oeq <8 x float> %3017, %49
  %3024 = select <8 x i1> %3023, <8 x float> %3022, <8 x float> %3019
  br label %3035

3025:                                             ; preds = %3016
  %3026 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3017)
  %3027 = bitcast <8 x float> %3017 to <8 x i32>
  %3028 = or <8 x i32> %3027, %1105
  %3029 = bitcast <8 x i32> %3028 to <8 x float>
  %3030 = fcmp oeq <8 x float> %3017, %52
  %3031 = select <8 x i1> %3030, <8 x float> %3029, <8 x float> %3026
  br label %3035

3032:                                             ; preds = %3016
  %3033 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3010, <8 x i1> %1118, <8 x float> zeroinitializer)
  %3034 = fadd <8 x float> %3017, %3033
  br label %3035

3035:                                             ; preds = %3032, %3025, %3018
  %3036 = phi <8 x float> [ %3034, %3032 ], [ %3031, %3025 ], [ %3024, %3018 ]
  switch i64 %1471, label %512 [
    i64 1, label %3051
    i64 2, label %3044
    i64 3, label %3037
    i64 0, label %3073
  ]

3037:                                             ; preds = %3035
  %3038 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3036)
  %3039 = bitcast <8 x float> %3036 to <8 x i32>
  %3040 = and <8 x i32> %3039, %1104
  %3041 = bitcast <8 x i32> %3040 to <8 x float>
  %3042 = fcmp oeq <8 x float> %3036, %49
  %3043 = select <8 x i1> %3042, <8 x float> %3041, <8 x float> %3038
  br label %3054

3044:                                             ; preds = %3035
  %3045 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3036)
  %3046 = bitcast <8 x float> %3036 to <8 x i32>
  %3047 = or <8 x i32> %3046, %1105
  %3048 = bitcast <8 x i32> %3047 to <8 x float>
  %3049 = fcmp oeq <8 x float> %3036, %52
  %3050 = select <8 x i1> %3049, <8 x float> %3048, <8 x float> %3045
  br label %3054

3051:                                             ; preds = %3035
  %3052 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3010, <8 x i1> %1118, <8 x float> zeroinitializer)
  %3053 = fadd <8 x float> %3036, %3052
  br label %3054

3054:                                             ; preds = %3051, %3044, %3037
  %3055 = phi <8 x float> [ %3053, %3051 ], [ %3050, %3044 ], [ %3043, %3037 ]
  switch i64 %1473, label %512 [
    i64 1, label %3070
    i64 2, label %3063
    i64 3, label %3056
    i64 0, label %3073
  ]

3056:                                             ; preds = %3054
  %3057 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3055)
  %3058 = bitcast <8 x float> %3055 to <8 x i32>
  %3059 = and <8 x i32> %3058, %1104
  %3060 = bitcast <8 x i32> %3059 to <8 x float>
  %3061 = fcmp oeq <8 x float> %3055, %49
  %3062 = select <8 x i1> %3061, <8 x float> %3060, <8 x float> %3057
  br label %3073

3063:                                             ; preds = %3054
  %3064 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3055)
  %3065 = bitcast <8 x float> %3055 to <8 x i32>
  %3066 = or <8 x i32> %3065, %1105
  %3067 = bitcast <8 x i32> %3066 to <8 x float>
  %3068 = fcmp oeq <8 x float> %3055, %52
  %3069 = select <8 x i1> %3068, <8 x float> %3067, <8 x float> %3064
  br label %3073

3070:                                             ; preds = %3054
  %3071 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3010, <8 x i1> %1118, <8 x float> zeroinitializer)
  %3072 = fadd <8 x float> %3055, %3071
  br label %3073

3073:                                             ; preds = %3056, %3063, %3070, %3054, %3035, %3016
  %3074 = phi <8 x float> [ %3055, %3054 ], [ %3017, %3016 ], [ %3036, %3035 ], [ %3072, %3070 ], [ %3069, %3063 ], [ %3062, %3056 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %3074, ptr align 1 %3008, <8 x i1> %1118)
  br label %7906

3075:                                             ; preds = %2689
  br i1 %1102, label %3076, label %3084

3076:                                             ; preds = %3075
  %3077 = mul nsw i64 %2669, %12
  %3078 = add nsw i64 %2669, 1
  %3079 = mul nsw i64 %3078, %12
  %3080 = add nsw i64 %2669, 2
  %3081 = mul nsw i64 %3080, %12
  %3082 = add nsw i64 %2669, 3
  %3083 = mul nsw i64 %3082, %12
  br label %3094

3084:                                             ; preds = %3137, %3075
  %3085 = phi <8 x float> [ zeroinitializer, %3075 ], [ %3138, %3137 ]
  %3086 = phi <8 x float> [ zeroinitializer, %3075 ], [ %3139, %3137 ]
  %3087 = phi <8 x float> [ zeroinitializer, %3075 ], [ %3140, %3137 ]
  %3088 = phi <8 x float> [ zeroinitializer, %3075 ], [ %3141, %3137 ]
  %3089 = phi <8 x float> [ zeroinitializer, %3075 ], [ %3142, %3137 ]
  %3090 = phi <8 x float> [ zeroinitializer, %3075 ], [ %3143, %3137 ]
  %3091 = phi <8 x float> [ zeroinitializer, %3075 ], [ %3144, %3137 ]
  %3092 = phi <8 x float> [ zeroinitializer, %3075 ], [ %3145, %3137 ]
  %3093 = icmp eq ptr %2673, null
  br i1 %1553, label %3264, label %3259

3094:                                             ; preds = %3076, %3137
  %3095 = phi <8 x float> [ zeroinitializer, %3076 ], [ %3138, %3137 ]
  %3096 = phi <8 x float> [ zeroinitializer, %3076 ], [ %3139, %3137 ]
  %3097 = phi <8 x float> [ zeroinitializer, %3076 ], [ %3140, %3137 ]
  %3098 = phi <8 x float> [ zeroinitializer, %3076 ], [ %3141, %3137 ]
  %3099 = phi <8 x float> [ zeroinitializer, %3076 ], [ %3142, %3137 ]
  %3100 = phi <8 x float> [ zeroinitializer, %3076 ], [ %3143, %3137 ]
  %3101 = phi <8 x float> [ zeroinitializer, %3076 ], [ %3144, %3137 ]
  %3102 = phi <8 x float> [ zeroinitializer, %3076 ], [ %3145, %3137 ]
  %3103 = phi i64 [ 0, %3076 ], [ %3146, %3137 ]
  %3104 = mul nsw i64 %3103, %14
  %3105 = sub i64 %3104, %16
  %3106 = add i64 %3105, %3077
  %3107 = icmp slt i64 %3106, 0
  %3108 = icmp sge i64 %3106, %6
  %3109 = or i1 %3107, %3108
  %3110 = select i1 %3109, i64 0, i64 %3106
  %3111 = mul nsw i64 %3110, %7
  %3112 = getelementptr inbounds float, ptr %1483, i64 %3111
  %3113 = add i64 %3105, %3079
  %3114 = icmp slt i64 %3113, 0
  %3115 = icmp sge i64 %3113, %6
  %3116 = or i1 %3114, %3115
  %3117 = select i1 %3116, i64 0, i64 %3113
  %3118 = mul nsw i64 %3117, %7
  %3119 = getelementptr inbounds float, ptr %1483, i64 %3118
  %3120 = add i64 %3105, %3081
  %3121 = icmp slt i64 %3120, 0
  %3122 = icmp sge i64 %3120, %6
  %3123 = or i1 %3121, %3122
  %3124 = select i1 %3123, i64 0, i64 %3120
  %3125 = mul nsw i64 %3124, %7
  %3126 = getelementptr inbounds float, ptr %1483, i64 %3125
  %3127 = add i64 %3105, %3083
  %3128 = icmp slt i64 %3127, 0
  %3129 = icmp sge i64 %3127, %6
  %3130 = or i1 %3128, %3129
  %3131 = select i1 %3130, i64 0, i64 %3127
  %3132 = mul nsw i64 %3131, %7
  %3133 = getelementptr inbounds float, ptr %1483, i64 %3132
  br i1 %1103, label %3134, label %3137

3134:                                             ; preds = %3094
  %3135 = mul nuw nsw i64 %3103, %11
  %3136 = getelementptr inbounds nuw float, ptr %1485, i64 %3135
  br label %3148

3137:                                             ; preds = %3235, %3094
  %3138 = phi <8 x float> [ %3095, %3094 ], [ %3194, %3235 ]
  %3139 = phi <8 x float> [ %3096, %3094 ], [ %3241, %3235 ]
  %3140 = phi <8 x float> [ %3097, %3094 ], [ %3199, %3235 ]
  %3141 = phi <8 x float> [ %3098, %3094 ], [ %3246, %3235 ]
  %3142 = phi <8 x float> [ %3099, %3094 ], [ %3204, %3235 ]
  %3143 = phi <8 x float> [ %3100, %3094 ], [ %3251, %3235 ]
  %3144 = phi <8 x float> [ %3101, %3094 ], [ %3209, %3235 ]
  %3145 = phi <8 x float> [ %3102, %3094 ], [ %3256, %3235 ]
  %3146 = add nuw nsw i64 %3103, 1
  %3147 = icmp eq i64 %3146, %10
  br i1 %3147, label %3084, label %3094

3148:                                             ; preds = %3134, %3235
  %3149 = phi <8 x float> [ %3095, %3134 ], [ %3194, %3235 ]
  %3150 = phi <8 x float> [ %3096, %3134 ], [ %3241, %3235 ]
  %3151 = phi <8 x float> [ %3097, %3134 ], [ %3199, %3235 ]
  %3152 = phi <8 x float> [ %3098, %3134 ], [ %3246, %3235 ]
  %3153 = phi <8 x float> [ %3099, %3134 ], [ %3204, %3235 ]
  %3154 = phi <8 x float> [ %3100, %3134 ], [ %3251, %3235 ]
  %3155 = phi <8 x float> [ %3101, %3134 ], [ %3209, %3235 ]
  %3156 = phi <8 x float> [ %3102, %3134 ], [ %3256, %3235 ]
  %3157 = phi i64 [ 0, %3134 ], [ %3257, %3235 ]
  %3158 = getelementptr inbounds nuw float, ptr %3136, i64 %3157
  %3159 = load float, ptr %3158, align 1
  %3160 = insertelement <8 x float> poison, float %3159, i64 0
  %3161 = shufflevector <8 x float> %3160, <8 x float> poison, <8 x i32> zeroinitializer
  %3162 = mul nsw i64 %3157, %15
  %3163 = sub i64 %3162, %17
  %3164 = getelementptr <4 x i64>, ptr %1091, i64 %3157
  br i1 %1112, label %3167, label %3165

3165:                                             ; preds = %3148
  %3166 = load <4 x i64>, ptr %3164, align 32
  br label %3188

3167:                                             ; preds = %3148
  %3168 = icmp slt i64 %3163, 0
  %3169 = sub nsw i64 0, %3163
  %3170 = select i1 %3168, i64 %3169, i64 0
  %3171 = sub nsw i64 %7, %3163
  %3172 = call i64 @llvm.smin.i64(i64 %3171, i64 %9)
  %3173 = call i64 @llvm.smin.i64(i64 %3172, i64 8)
  %3174 = icmp sgt i64 %3173, %3170
  %3175 = trunc i64 %3170 to i32
  %3176 = select i1 %3174, i32 %3175, i32 0
  %3177 = insertelement <8 x i32> poison, i32 %3176, i64 0
  %3178 = shufflevector <8 x i32> %3177, <8 x i32> poison, <8 x i32> zeroinitializer
  %3179 = icmp slt <8 x i32> %3178, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %3180 = trunc i64 %3173 to i32
  %3181 = select i1 %3174, i32 %3180, i32 0
  %3182 = insertelement <8 x i32> poison, i32 %3181, i64 0
  %3183 = shufflevector <8 x i32> %3182, <8 x i32> poison, <8 x i32> zeroinitializer
  %3184 = icmp sgt <8 x i32> %3183, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %3185 = and <8 x i1> %3184, %3179
  %3186 = sext <8 x i1> %3185 to <8 x i32>
  %3187 = bitcast <8 x i32> %3186 to <4 x i64>
  br label %3188

3188:                                             ; preds = %3167, %3165
  %3189 = phi <4 x i64> [ %3166, %3165 ], [ %3187, %3167 ]
  %3190 = getelementptr inbounds float, ptr %3112, i64 %3163
  %3191 = select i1 %3109, <4 x i64> zeroinitializer, <4 x i64> %3189
  %3192 = bitcast <4 x i64> %3191 to <8 x i32>
  %3193 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3190, <8 x i32> %3192)
  %3194 = call <8 x float> @llvm.fma.v8f32(<8 x float> %3193, <8 x float> %3161, <8 x float> %3149)
  %3195 = getelementptr inbounds float, ptr %3119, i64 %3163
  %3196 = select i1 %3116, <4 x i64> zeroinitializer, <4 x i64> %3189
  %3197 = bitcast <4 x i64> %3196 to <8 x i32>
  %3198 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3195, <8 x i32> %3197)
  %3199 = call <8 x float> @llvm.fma.v8f32(<8 x float> %3198, <8 x float> %3161, <8 x float> %3151)
  %3200 = getelementptr inbounds float, ptr %3126, i64 %3163
  %3201 = select i1 %3123, <4 x i64> zeroinitializer, <4 x i64> %3189
  %3202 = bitcast <4 x i64> %3201 to <8 x i32>
  %3203 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3200, <8 x i32> %3202)
  %3204 = call <8 x float> @llvm.fma.v8f32(<8 x float> %3203, <8 x float> %3161, <8 x float> %3153)
  %3205 = getelementptr inbounds float, ptr %3133, i64 %3163
  %3206 = select i1 %3130, <4 x i64> zeroinitializer, <4 x i64> %3189
  %3207 = bitcast <4 x i64> %3206 to <8 x i32>
  %3208 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3205, <8 x i32> %3207)
  %3209 = call <8 x float> @llvm.fma.v8f32(<8 x float> %3208, <8 x float> %3161, <8 x float> %3155)
  %3210 = add i64 %3163, 8
  br i1 %1112, label %3214, label %3211

3211:                                             ; preds = %3188
  %3212 = getelementptr <4 x i64>, ptr %3164, i64 %11
  %3213 = load <4 x i64>, ptr %3212, align 32
  br label %3235

3214:                                             ; preds = %3188
  %3215 = icmp slt i64 %3210, 0
  %3216 = sub i64 -8, %3163
  %3217 = select i1 %3215, i64 %3216, i64 0
  %3218 = sub nsw i64 %7, %3210
  %3219 = call i64 @llvm.smin.i64(i64 %3218, i64 %1409)
  %3220 = call i64 @llvm.smin.i64(i64 %3219, i64 8)
  %3221 = icmp sgt i64 %3220, %3217
  %3222 = trunc i64 %3217 to i32
  %3223 = select i1 %3221, i32 %3222, i32 0
  %3224 = insertelement <8 x i32> poison, i32 %3223, i64 0
  %3225 = shufflevector <8 x i32> %3224, <8 x i32> poison, <8 x i32> zeroinitializer
  %3226 = icmp slt <8 x i32> %3225, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %3227 = trunc i64 %3220 to i32
  %3228 = select i1 %3221, i32 %3227, i32 0
  %3229 = insertelement <8 x i32> poison, i32 %3228, i64 0
  %3230 = shufflevector <8 x i32> %3229, <8 x i32> poison, <8 x i32> zeroinitializer
  %3231 = icmp sgt <8 x i32> %3230, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %3232 = and <8 x i1> %3231, %3226
  %3233 = sext <8 x i1> %3232 to <8 x i32>
  %3234 = bitcast <8 x i32> %3233 to <4 x i64>
  br label %3235

3235:                                             ; preds = %3214, %3211
  %3236 = phi <4 x i64> [ %3213, %3211 ], [ %3234, %3214 ]
  %3237 = getelementptr inbounds float, ptr %3112, i64 %3210
  %3238 = select i1 %3109, <4 x i64> zeroinitializer, <4 x i64> %3236
  %3239 = bitcast <4 x i64> %3238 to <8 x i32>
  %3240 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3237, <8 x i32> %3239)
  %3241 = call <8 x float> @llvm.fma.v8f32(<8 x float> %3240, <8 x float> %3161, <8 x float> %3150)
  %3242 = getelementptr inbounds float, ptr %3119, i64 %3210
  %3243 = select i1 %3116, <4 x i64> zeroinitializer, <4 x i64> %3236
  %3244 = bitcast <4 x i64> %3243 to <8 x i32>
  %3245 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3242, <8 x i32> %3244)
  %3246 = call <8 x float> @llvm.fma.v8f32(<8 x float> %3245, <8 x float> %3161, <8 x float> %3152)
  %3247 = getelementptr inbounds float, ptr %3126, i64 %3210
  %3248 = select i1 %3123, <4 x i64> zeroinitializer, <4 x i64> %3236
  %3249 = bitcast <4 x i64> %3248 to <8 x i32>
  %3250 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3247, <8 x i32> %3249)
  %3251 = call <8 x float> @llvm.fma.v8f32(<8 x float> %3250, <8 x float> %3161, <8 x float> %3154)
  %3252 = getelementptr inbounds float, ptr %3133, i64 %3210
  %3253 = select i1 %3130, <4 x i64> zeroinitializer, <4 x i64> %3236
  %3254 = bitcast <4 x i64> %3253 to <8 x i32>
  %3255 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3252, <8 x i32> %3254)
  %3256 = call <8 x float> @llvm.fma.v8f32(<8 x float> %3255, <8 x float> %3161, <8 x float> %3156)
  %3257 = add nuw nsw i64 %3157, 1
  %3258 = icmp eq i64 %3257, %11
  br i1 %3258, label %3137, label %3148

3259:                                             ; preds = %3084
  %3260 = load float, ptr %1486, align 1
  %3261 = insertelement <8 x float> poison, float %3260, i64 0
  %3262 = shufflevector <8 x float> %3261, <8 x float> poison, <8 x i32> zeroinitializer
  %3263 = fadd <8 x float> %3085, %3262
  br label %3264

3264:                                             ; preds = %3259, %3084
  %3265 = phi <8 x float> [ %3263, %3259 ], [ %3085, %3084 ]
  switch i64 %1410, label %512 [
    i64 1, label %3266
    i64 2, label %3269
    i64 3, label %3276
    i64 0, label %3321
  ]

3266:                                             ; preds = %3264
  %3267 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2673, <8 x i1> %1118, <8 x float> zeroinitializer)
  %3268 = fadd <8 x float> %3265, %3267
  br label %3283

3269:                                             ; preds = %3264
  %3270 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3265)
  %3271 = bitcast <8 x float> %3265 to <8 x i32>
  %3272 = or <8 x i32> %3271, %1105
  %3273 = bitcast <8 x i32> %3272 to <8 x float>
  %3274 = fcmp oeq <8 x float> %3265, %52
  %3275 = select <8 x i1> %3274, <8 x float> %3273, <8 x float> %3270
  br label %3283

3276:                                             ; preds = %3264
  %3277 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3265)
  %3278 = bitcast <8 x float> %3265 to <8 x i32>
  %3279 = and <8 x i32> %3278, %1104
  %3280 = bitcast <8 x i32> %3279 to <8 x float>
  %3281 = fcmp oeq <8 x float> %3265, %49
  %3282 = select <8 x i1> %3281, <8 x float> %3280, <8 x float> %3277
  br label %3283

3283:                                             ; preds = %3276, %3269, %3266
  %3284 = phi <8 x float> [ %3268, %3266 ], [ %3275, %3269 ], [ %3282, %3276 ]
  switch i64 %1412, label %512 [
    i64 1, label %3299
    i64 2, label %3292
    i64 3, label %3285
    i64 0, label %3321
  ]

3285:                                             ; preds = %3283
  %3286 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3284)
  %3287 = bitcast <8 x float> %3284 to <8 x i32>
  %3288 = and <8 x i32> %3287, %1104
  %3289 = bitcast <8 x i32> %3288 to <8 x float>
  %3290 = fcmp oeq <8 x float> %3284, %49
  %3291 = select <8 x i1> %3290, <8 x float> %3289, <8 x float> %3286
  br label %3302

3292:                                             ; preds = %3283
  %3293 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3284)
  %3294 = bitcast <8 x float> %3284 to <8 x i32>
  %3295 = or <8 x i32> %3294, %1105
  %3296 = bitcast <8 x i32> %3295 to <8 x float>
  %3297 = fcmp oeq <8 x float> %3284, %52
  %3298 = select <8 x i1> %3297, <8 x float> %3296, <8 x float> %3293
  br label %3302

3299:                                             ; preds = %3283
  %3300 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2673, <8 x i1> %1118, <8 x float> zeroinitializer)
  %3301 = fadd <8 x float> %3284, %3300
  br label %3302

3302:                                             ; preds = %3299, %3292, %3285
  %3303 = phi <8 x float> [ %3301, %3299 ], [ %3298, %3292 ], [ %3291, %3285 ]
  switch i64 %1414, label %512 [
    i64 1, label %3318
    i64 2, label %3311
    i64 3, label %3304
    i64 0, label %3321
  ]

3304:                                             ; preds = %3302
  %3305 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3303)
  %3306 = bitcast <8 x float> %3303 to <8 x i32>
  %3307 = and <8 x i32> %3306, %1104
  %3308 = bitcast <8 x i32> %3307 to <8 x float>
  %3309 = fcmp oeq <8 x float> %3303, %49
  %3310 = select <8 x i1> %3309, <8 x float> %3308, <8 x float> %3305
  br label %3321

3311:                                             ; preds = %3302
  %3312 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3303)
  %3313 = bitcast <8 x float> %3303 to <8 x i32>
  %3314 = or <8 x i32> %3313, %1105
  %3315 = bitcast <8 x i32> %3314 to <8 x float>
  %3316 = fcmp oeq <8 x float> %3303, %52
  %3317 = select <8 x i1> %3316, <8 x float> %3315, <8 x float> %3312
  br label %3321

3318:                                             ; preds = %3302
  %3319 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2673, <8 x i1> %1118, <8 x float> zeroinitializer)
  %3320 = fadd <8 x float> %3303, %3319
  br label %3321

3321:                                             ; preds = %3304, %3311, %3318, %3302, %3283, %3264
  %3322 = phi <8 x float> [ %3303, %3302 ], [ %3265, %3264 ], [ %3284, %3283 ], [ %3320, %3318 ], [ %3317, %3311 ], [ %3310, %3304 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %3322, ptr align 1 %2671, <8 x i1> %1118)
  br i1 %1553, label %3328, label %3323

3323:                                             ; preds = %3321
  %3324 = load float, ptr %1486, align 1
  %3325 = insertelement <8 x float> poison, float %3324, i64 0
  %3326 = shufflevector <8 x float> %3325, <8 x float> poison, <8 x i32> zeroinitializer
  %3327 = fadd <8 x float> %3086, %3326
  br label %3328

3328:                                             ; preds = %3323, %3321
  %3329 = phi <8 x float> [ %3327, %3323 ], [ %3086, %3321 ]
  %3330 = getelementptr inbounds nuw i8, ptr %2671, i64 32
  %3331 = getelementptr inbounds nuw i8, ptr %2673, i64 32
  %3332 = select i1 %3093, ptr null, ptr %3331
  switch i64 %1410, label %512 [
    i64 1, label %3347
    i64 2, label %3340
    i64 3, label %3333
    i64 0, label %3388
  ]

3333:                                             ; preds = %3328
  %3334 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3329)
  %3335 = bitcast <8 x float> %3329 to <8 x i32>
  %3336 = and <8 x i32> %3335, %1104
  %3337 = bitcast <8 x i32> %3336 to <8 x float>
  %3338 = fcmp oeq <8 x float> %3329, %49
  %3339 = select <8 x i1> %3338, <8 x float> %3337, <8 x float> %3334
  br label %3350

3340:                                             ; preds = %3328
  %3341 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3329)
  %3342 = bitcast <8 x float> %3329 to <8 x i32>
  %3343 = or <8 x i32> %3342, %1105
  %3344 = bitcast <8 x i32> %3343 to <8 x float>
  %3345 = fcmp oeq <8 x float> %3329, %52
  %3346 = select <8 x i1> %3345, <8 x float> %3344, <8 x float> %3341
  br label %3350

3347:                                             ; preds = %3328
  %3348 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3332, <8 x i1> %1421, <8 x float> zeroinitializer)
  %3349 = fadd <8 x float> %3329, %3348
  br label %3350

3350:                                             ; preds = %3347, %3340, %3333
  %3351 = phi <8 x float> [ %3349, %3347 ], [ %3346, %3340 ], [ %3339, %3333 ]
  switch i64 %1423, label %512 [
    i64 1, label %3366
    i64 2, label %3359
    i64 3, label %3352
    i64 0, label %3388
  ]

3352:                                             ; preds = %3350
  %3353 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3351)
  %3354 = bitcast <8 x float> %3351 to <8 x i32>
  %3355 = and <8 x i32> %3354, %1104
  %3356 = bitcast <8 x i32> %3355 to <8 x float>
  %3357 = fcmp oeq <8 x float> %3351, %49
  %3358 = select <8 x i1> %3357, <8 x float> %3356, <8 x float> %3353
  br label %3369

3359:                                             ; preds = %3350
  %3360 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3351)
  %3361 = bitcast <8 x float> %3351 to <8 x i32>
  %3362 = or <8 x i32> %3361, %1105
  %3363 = bitcast <8 x i32> %3362 to <8 x float>
  %3364 = fcmp oeq <8 x float> %3351, %52
  %3365 = select <8 x i1> %3364, <8 x float> %3363, <8 x float> %3360
  br label %3369

3366:                                             ; preds = %3350
  %3367 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3332, <8 x i1> %1421, <8 x float> zeroinitializer)
  %3368 = fadd <8 x float> %3351, %3367
  br label %3369

3369:                                             ; preds = %3366, %3359, %3352
  %3370 = phi <8 x float> [ %3368, %3366 ], [ %3365, %3359 ], [ %3358, %3352 ]
  switch i64 %1425, label %512 [
    i64 1, label %3385
    i64 2, label %3378
    i64 3, label %3371
    i64 0, label %3388
  ]

3371:                                             ; preds = %3369
  %3372 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3370)
  %3373 = bitcast <8 x float> %3370 to <8 x i32>
  %3374 = and <8 x i32> %3373, %1104
  %3375 = bitcast <8 x i32> %3374 to <8 x float>
  %3376 = fcmp oeq <8 x float> %3370, %49
  %3377 = select <8 x i1> %3376, <8 x float> %3375, <8 x float> %3372
  br label %3388

3378:                                             ; preds = %3369
  %3379 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3370)
  %3380 = bitcast <8 x float> %3370 to <8 x i32>
  %3381 = or <8 x i32> %3380, %1105
  %3382 = bitcast <8 x i32> %3381 to <8 x float>
  %3383 = fcmp oeq <8 x float> %3370, %52
  %3384 = select <8 x i1> %3383, <8 x float> %3382, <8 x float> %3379
  br label %3388

3385:                                             ; preds = %3369
  %3386 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3332, <8 x i1> %1421, <8 x float> zeroinitializer)
  %3387 = fadd <8 x float> %3370, %3386
  br label %3388

3388:                                             ; preds = %3371, %3378, %3385, %3369, %3350, %3328
  %3389 = phi <8 x float> [ %3370, %3369 ], [ %3329, %3328 ], [ %3351, %3350 ], [ %3387, %3385 ], [ %3384, %3378 ], [ %3377, %3371 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %3389, ptr nonnull align 1 %3330, <8 x i1> %1421)
  br i1 %1553, label %3395, label %3390

3390:                                             ; preds = %3388
  %3391 = load float, ptr %1486, align 1
  %3392 = insertelement <8 x float> poison, float %3391, i64 0
  %3393 = shufflevector <8 x float> %3392, <8 x float> poison, <8 x i32> zeroinitializer
  %3394 = fadd <8 x float> %3087, %3393
  br label %3395

3395:                                             ; preds = %3390, %3388
  %3396 = phi <8 x float> [ %3394, %3390 ], [ %3087, %3388 ]
  %3397 = getelementptr inbounds float, ptr %2671, i64 %9
  %3398 = getelementptr inbounds float, ptr %2673, i64 %9
  %3399 = select i1 %3093, ptr null, ptr %3398
  switch i64 %1410, label %512 [
    i64 1, label %3414
    i64 2, label %3407
    i64 3, label %3400
    i64 0, label %3455
  ]

3400:                                             ; preds = %3395
  %3401 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3396)
  %3402 = bitcast <8 x float> %3396 to <8 x i32>
  %3403 = and <8 x i32> %3402, %1104
  %3404 = bitcast <8 x i32> %3403 to <8 x float>
  %3405 = fcmp oeq <8 x float> %3396, %49
  %3406 = select <8 x i1> %3405, <8 x float> %3404, <8 x float> %3401
  br label %3417

3407:                                             ; preds = %3395
  %3408 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3396)
  %3409 = bitcast <8 x float> %3396 to <8 x i32>
  %3410 = or <8 x i32> %3409, %1105
  %3411 = bitcast <8 x i32> %3410 to <8 x float>
  %3412 = fcmp oeq <8 x float> %3396, %52
  %3413 = select <8 x i1> %3412, <8 x float> %3411, <8 x float> %3408
  br label %3417

3414:                                             ; preds = %3395
  %3415 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3399, <8 x i1> %1118, <8 x float> zeroinitializer)
  %3416 = fadd <8 x float> %3396, %3415
  br label %3417

3417:                                             ; preds = %3414, %3407, %3400
  %3418 = phi <8 x float> [ %3416, %3414 ], [ %3413, %3407 ], [ %3406, %3400 ]
  switch i64 %1427, label %512 [
    i64 1, label %3433
    i64 2, label %3426
    i64 3, label %3419
    i64 0, label %3455
  ]

3419:                                             ; preds = %3417
  %3420 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3418)
  %3421 = bitcast <8 x float> %3418 to <8 x i32>
  %3422 = and <8 x i32> %3421, %1104
  %3423 = bitcast <8 x i32> %3422 to <8 x float>
  %3424 = fcmp oeq <8 x float> %3418, %49
  %3425 = select <8 x i1> %3424, <8 x float> %3423, <8 x float> %3420
  br label %3436

3426:                                             ; preds = %3417
  %3427 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3418)
  %3428 = bitcast <8 x float> %3418 to <8 x i32>
  %3429 = or <8 x i32> %3428, %1105
  %3430 = bitcast <8 x i32> %3429 to <8 x float>
  %3431 = fcmp oeq <8 x float> %3418, %52
  %3432 = select <8 x i1> %3431, <8 x float> %3430, <8 x float> %3427
  br label %3436

3433:                                             ; preds = %3417
  %3434 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3399, <8 x i1> %1118, <8 x float> zeroinitializer)
  %3435 = fadd <8 x float> %3418, %3434
  br label %3436

3436:                                             ; preds = %3433, %3426, %3419
  %3437 = phi <8 x float> [ %3435, %3433 ], [ %3432, %3426 ], [ %3425, %3419 ]
  switch i64 %1429, label %512 [
    i64 1, label %3452
    i64 2, label %3445
    i64 3, label %3438
    i64 0, label %3455
  ]

3438:                                             ; preds = %3436
  %3439 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3437)
  %3440 = bitcast <8 x float> %3437 to <8 x i32>
  %3441 = and <8 x i32> %3440, %1104
  %3442 = bitcast <8 x i32> %3441 to <8 x float>
  %3443 = fcmp oeq <8 x float> %3437, %49
  %3444 = select <8 x i1> %3443, <8 x float> %3442, <8 x float> %3439
  br label %3455

3445:                                             ; preds = %3436
  %3446 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3437)
  %3447 = bitcast <8 x float> %3437 to <8 x i32>
  %3448 = or <8 x i32> %3447, %1105
  %3449 = bitcast <8 x i32> %3448 to <8 x float>
  %3450 = fcmp oeq <8 x float> %3437, %52
  %3451 = select <8 x i1> %3450, <8 x float> %3449, <8 x float> %3446
  br label %3455

3452:                                             ; preds = %3436
  %3453 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3399, <8 x i1> %1118, <8 x float> zeroinitializer)
  %3454 = fadd <8 x float> %3437, %3453
  br label %3455

3455:                                             ; preds = %3438, %3445, %3452, %3436, %3417, %3395
  %3456 = phi <8 x float> [ %3437, %3436 ], [ %3396, %3395 ], [ %3418, %3417 ], [ %3454, %3452 ], [ %3451, %3445 ], [ %3444, %3438 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %3456, ptr align 1 %3397, <8 x i1> %1118)
  br i1 %1553, label %3462, label %3457

3457:                                             ; preds = %3455
  %3458 = load float, ptr %1486, align 1
  %3459 = insertelement <8 x float> poison, float %3458, i64 0
  %3460 = shufflevector <8 x float> %3459, <8 x float> poison, <8 x i32> zeroinitializer
  %3461 = fadd <8 x float> %3088, %3460
  br label %3462

3462:                                             ; preds = %3457, %3455
  %3463 = phi <8 x float> [ %3461, %3457 ], [ %3088, %3455 ]
  %3464 = getelementptr inbounds float, ptr %2671, i64 %1430
  %3465 = getelementptr inbounds float, ptr %2673, i64 %1430
  %3466 = select i1 %3093, ptr null, ptr %3465
  switch i64 %1410, label %512 [
    i64 1, label %3481
    i64 2, label %3474
    i64 3, label %3467
    i64 0, label %3522
  ]

3467:                                             ; preds = %3462
  %3468 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3463)
  %3469 = bitcast <8 x float> %3463 to <8 x i32>
  %3470 = and <8 x i32> %3469, %1104
  %3471 = bitcast <8 x i32> %3470 to <8 x float>
  %3472 = fcmp oeq <8 x float> %3463, %49
  %3473 = select <8 x i1> %3472, <8 x float> %3471, <8 x float> %3468
  br label %3484

3474:                                             ; preds = %3462
  %3475 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3463)
  %3476 = bitcast <8 x float> %3463 to <8 x i32>
  %3477 = or <8 x i32> %3476, %1105
  %3478 = bitcast <8 x i32> %3477 to <8 x float>
  %3479 = fcmp oeq <8 x float> %3463, %52
  %3480 = select <8 x i1> %3479, <8 x float> %3478, <8 x float> %3475
  br label %3484

3481:                                             ; preds = %3462
  %3482 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3466, <8 x i1> %1421, <8 x float> zeroinitializer)
  %3483 = fadd <8 x float> %3463, %3482
  br label %3484

3484:                                             ; preds = %3481, %3474, %3467
  %3485 = phi <8 x float> [ %3483, %3481 ], [ %3480, %3474 ], [ %3473, %3467 ]
  switch i64 %1432, label %512 [
    i64 1, label %3500
    i64 2, label %3493
    i64 3, label %3486
    i64 0, label %3522
  ]

3486:                                             ; preds = %3484
  %3487 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3485)
  %3488 = bitcast <8 x float> %3485 to <8 x i32>
  %3489 = and <8 x i32> %3488, %1104
  %3490 = bitcast <8 x i32> %3489 to <8 x float>
  %3491 = fcmp oeq <8 x float> %3485, %49
  %3492 = select <8 x i1> %3491, <8 x float> %3490, <8 x float> %3487
  br label %3503

3493:                                             ; preds = %3484
  %3494 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3485)
  %3495 = bitcast <8 x float> %3485 to <8 x i32>
  %3496 = or <8 x i32> %3495, %1105
  %3497 = bitcast <8 x i32> %3496 to <8 x float>
  %3498 = fcmp oeq <8 x float> %3485, %52
  %3499 = select <8 x i1> %3498, <8 x float> %3497, <8 x float> %3494
  br label %3503

3500:                                             ; preds = %3484
  %3501 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3466, <8 x i1> %1421, <8 x float> zeroinitializer)
  %3502 = fadd <8 x float> %3485, %3501
  br label %3503

3503:                                             ; preds = %3500, %3493, %3486
  %3504 = phi <8 x float> [ %3502, %3500 ], [ %3499, %3493 ], [ %3492, %3486 ]
  switch i64 %1434, label %512 [
    i64 1, label %3519
    i64 2, label %3512
    i64 3, label %3505
    i64 0, label %3522
  ]

3505:                                             ; preds = %3503
  %3506 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3504)
  %3507 = bitcast <8 x float> %3504 to <8 x i32>
  %3508 = and <8 x i32> %3507, %1104
  %3509 = bitcast <8 x i32> %3508 to <8 x float>
  %3510 = fcmp oeq <8 x float> %3504, %49
  %3511 = select <8 x i1> %3510, <8 x float> %3509, <8 x float> %3506
  br label %3522

3512:                                             ; preds = %3503
  %3513 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3504)
  %3514 = bitcast <8 x float> %3504 to <8 x i32>
  %3515 = or <8 x i32> %3514, %1105
  %3516 = bitcast <8 x i32> %3515 to <8 x float>
  %3517 = fcmp oeq <8 x float> %3504, %52
  %3518 = select <8 x i1> %3517, <8 x float> %3516, <8 x float> %3513
  br label %3522

3519:                                             ; preds = %3503
  %3520 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3466, <8 x i1> %1421, <8 x float> zeroinitializer)
  %3521 = fadd <8 x float> %3504, %3520
  br label %3522

3522:                                             ; preds = %3505, %3512, %3519, %3503, %3484, %3462
  %3523 = phi <8 x float> [ %3504, %3503 ], [ %3463, %3462 ], [ %3485, %3484 ], [ %3521, %3519 ], [ %3518, %3512 ], [ %3511, %3505 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %3523, ptr align 1 %3464, <8 x i1> %1421)
  br i1 %1553, label %3529, label %3524

3524:                                             ; preds = %3522
  %3525 = load float, ptr %1486, align 1
  %3526 = insertelement <8 x float> poison, float %3525, i64 0
  %3527 = shufflevector <8 x float> %3526, <8 x float> poison, <8 x i32> zeroinitializer
  %3528 = fadd <8 x float> %3089, %3527
  br label %3529

3529:                                             ; preds = %3524, %3522
  %3530 = phi <8 x float> [ %3528, %3524 ], [ %3089, %3522 ]
  %3531 = getelementptr inbounds float, ptr %2671, i64 %1435
  %3532 = getelementptr inbounds float, ptr %2673, i64 %1435
  %3533 = select i1 %3093, ptr null, ptr %3532
  switch i64 %1410, label %512 [
    i64 1, label %3548
    i64 2, label %3541
    i64 3, label %3534
    i64 0, label %3589
  ]

3534:                                             ; preds = %3529
  %3535 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3530)
  %3536 = bitcast <8 x float> %3530 to <8 x i32>
  %3537 = and <8 x i32> %3536, %1104
  %3538 = bitcast <8 x i32> %3537 to <8 x float>
  %3539 = fcmp oeq <8 x float> %3530, %49
  %3540 = select <8 x i1> %3539, <8 x float> %3538, <8 x float> %3535
  br label %3551

3541:                                             ; preds = %3529
  %3542 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3530)
  %3543 = bitcast <8 x float> %3530 to <8 x i32>
  %3544 = or <8 x i32> %3543, %1105
  %3545 = bitcast <8 x i32> %3544 to <8 x float>
  %3546 = fcmp oeq <8 x float> %3530, %52
  %3547 = select <8 x i1> %3546, <8 x float> %3545, <8 x float> %3542
  br label %3551

3548:                                             ; preds = %3529
  %3549 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3533, <8 x i1> %1118, <8 x float> zeroinitializer)
  %3550 = fadd <8 x float> %3530, %3549
  br label %3551

3551:                                             ; preds = %3548, %3541, %3534
  %3552 = phi <8 x float> [ %3550, %3548 ], [ %3547, %3541 ], [ %3540, %3534 ]
  switch i64 %1437, label %512 [
    i64 1, label %3567
    i64 2, label %3560
    i64 3, label %3553
    i64 0, label %3589
  ]

3553:                                             ; preds = %3551
  %3554 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3552)
  %3555 = bitcast <8 x float> %3552 to <8 x i32>
  %3556 = and <8 x i32> %3555, %1104
  %3557 = bitcast <8 x i32> %3556 to <8 x float>
  %3558 = fcmp oeq <8 x float> %3552, %49
  %3559 = select <8 x i1> %3558, <8 x float> %3557, <8 x float> %3554
  br label %3570

3560:                                             ; preds = %3551
  %3561 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3552)
  %3562 = bitcast <8 x float> %3552 to <8 x i32>
  %3563 = or <8 x i32> %3562, %1105
  %3564 = bitcast <8 x i32> %3563 to <8 x float>
  %3565 = fcmp oeq <8 x float> %3552, %52
  %3566 = select <8 x i1> %3565, <8 x float> %3564, <8 x float> %3561
  br label %3570

3567:                                             ; preds = %3551
  %3568 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3533, <8 x i1> %1118, <8 x float> zeroinitializer)
  %3569 = fadd <8 x float> %3552, %3568
  br label %3570

3570:                                             ; preds = %3567, %3560, %3553
  %3571 = phi <8 x float> [ %3569, %3567 ], [ %3566, %3560 ], [ %3559, %3553 ]
  switch i64 %1439, label %512 [
    i64 1, label %3586
    i64 2, label %3579
    i64 3, label %3572
    i64 0, label %3589
  ]

3572:                                             ; preds = %3570
  %3573 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3571)
  %3574 = bitcast <8 x float> %3571 to <8 x i32>
  %3575 = and <8 x i32> %3574, %1104
  %3576 = bitcast <8 x i32> %3575 to <8 x float>
  %3577 = fcmp oeq <8 x float> %3571, %49
  %3578 = select <8 x i1> %3577, <8 x float> %3576, <8 x float> %3573
  br label %3589

3579:                                             ; preds = %3570
  %3580 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3571)
  %3581 = bitcast <8 x float> %3571 to <8 x i32>
  %3582 = or <8 x i32> %3581, %1105
  %3583 = bitcast <8 x i32> %3582 to <8 x float>
  %3584 = fcmp oeq <8 x float> %3571, %52
  %3585 = select <8 x i1> %3584, <8 x float> %3583, <8 x float> %3580
  br label %3589

3586:                                             ; preds = %3570
  %3587 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3533, <8 x i1> %1118, <8 x float> zeroinitializer)
  %3588 = fadd <8 x float> %3571, %3587
  br label %3589

3589:                                             ; preds = %3572, %3579, %3586, %3570, %3551, %3529
  %3590 = phi <8 x float> [ %3571, %3570 ], [ %3530, %3529 ], [ %3552, %3551 ], [ %3588, %3586 ], [ %3585, %3579 ], [ %3578, %3572 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %3590, ptr align 1 %3531, <8 x i1> %1118)
  br i1 %1553, label %3596, label %3591

3591:                                             ; preds = %3589
  %3592 = load float, ptr %1486, align 1
  %3593 = insertelement <8 x float> poison, float %3592, i64 0
  %3594 = shufflevector <8 x float> %3593, <8 x float> poison, <8 x i32> zeroinitializer
  %3595 = fadd <8 x float> %3090, %3594
  br label %3596

3596:                                             ; preds = %3591, %3589
  %3597 = phi <8 x float> [ %3595, %3591 ], [ %3090, %3589 ]
  %3598 = getelementptr inbounds float, ptr %2671, i64 %1440
  %3599 = getelementptr inbounds float, ptr %2673, i64 %1440
  %3600 = select i1 %3093, ptr null, ptr %3599
  switch i64 %1410, label %512 [
    i64 1, label %3615
    i64 2, label %3608
    i64 3, label %3601
    i64 0, label %3656
  ]

3601:                                             ; preds = %3596
  %3602 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3597)
  %3603 = bitcast <8 x float> %3597 to <8 x i32>
  %3604 = and <8 x i32> %3603, %1104
  %3605 = bitcast <8 x i32> %3604 to <8 x float>
  %3606 = fcmp oeq <8 x float> %3597, %49
  %3607 = select <8 x i1> %3606, <8 x float> %3605, <8 x float> %3602
  br label %3618

3608:                                             ; preds = %3596
  %3609 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3597)
  %3610 = bitcast <8 x float> %3597 to <8 x i32>
  %3611 = or <8 x i32> %3610, %1105
  %3612 = bitcast <8 x i32> %3611 to <8 x float>
  %3613 = fcmp oeq <8 x float> %3597, %52
  %3614 = select <8 x i1> %3613, <8 x float> %3612, <8 x float> %3609
  br label %3618

3615:                                             ; preds = %3596
  %3616 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3600, <8 x i1> %1421, <8 x float> zeroinitializer)
  %3617 = fadd <8 x float> %3597, %3616
  br label %3618

3618:                                             ; preds = %3615, %3608, %3601
  %3619 = phi <8 x float> [ %3617, %3615 ], [ %3614, %3608 ], [ %3607, %3601 ]
  switch i64 %1442, label %512 [
    i64 1, label %3634
    i64 2, label %3627
    i64 3, label %3620
    i64 0, label %3656
  ]

3620:                                             ; preds = %3618
  %3621 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3619)
  %3622 = bitcast <8 x float> %3619 to <8 x i32>
  %3623 = and <8 x i32> %3622, %1104
  %3624 = bitcast <8 x i32> %3623 to <8 x float>
  %3625 = fcmp oeq <8 x float> %3619, %49
  %3626 = select <8 x i1> %3625, <8 x float> %3624, <8 x float> %3621
  br label %3637

3627:                                             ; preds = %3618
  %3628 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3619)
  %3629 = bitcast <8 x float> %3619 to <8 x i32>
  %3630 = or <8 x i32> %3629, %1105
  %3631 = bitcast <8 x i32> %3630 to <8 x float>
  %3632 = fcmp oeq <8 x float> %3619, %52
  %3633 = select <8 x i1> %3632, <8 x float> %3631, <8 x float> %3628
  br label %3637

3634:                                             ; preds = %3618
  %3635 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3600, <8 x i1> %1421, <8 x float> zeroinitializer)
  %3636 = fadd <8 x float> %3619, %3635
  br label %3637

3637:                                             ; preds = %3634, %3627, %3620
  %3638 = phi <8 x float> [ %3636, %3634 ], [ %3633, %3627 ], [ %3626, %3620 ]
  switch i64 %1444, label %512 [
    i64 1, label %3653
    i64 2, label %3646
    i64 3, label %3639
    i64 0, label %3656
  ]

3639:                                             ; preds = %3637
  %3640 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3638)
  %3641 = bitcast <8 x float> %3638 to <8 x i32>
  %3642 = and <8 x i32> %3641, %1104
  %3643 = bitcast <8 x i32> %3642 to <8 x float>
  %3644 = fcmp oeq <8 x float> %3638, %49
  %3645 = select <8 x i1> %3644, <8 x float> %3643, <8 x float> %3640
  br label %3656

3646:                                             ; preds = %3637
  %3647 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3638)
  %3648 = bitcast <8 x float> %3638 to <8 x i32>
  %3649 = or <8 x i32> %3648, %1105
  %3650 = bitcast <8 x i32> %3649 to <8 x float>
  %3651 = fcmp oeq <8 x float> %3638, %52
  %3652 = select <8 x i1> %3651, <8 x float> %3650, <8 x float> %3647
  br label %3656

3653:                                             ; preds = %3637
  %3654 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3600, <8 x i1> %1421, <8 x float> zeroinitializer)
  %3655 = fadd <8 x float> %3638, %3654
  br label %3656

3656:                                             ; preds = %3639, %3646, %3653, %3637, %3618, %3596
  %3657 = phi <8 x float> [ %3638, %3637 ], [ %3597, %3596 ], [ %3619, %3618 ], [ %3655, %3653 ], [ %3652, %3646 ], [ %3645, %3639 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %3657, ptr align 1 %3598, <8 x i1> %1421)
  br i1 %1553, label %3663, label %3658

3658:                                             ; preds = %3656
  %3659 = load float, ptr %1486, align 1
  %3660 = insertelement <8 x float> poison, float %3659, i64 0
  %3661 = shufflevector <8 x float> %3660, <8 x float> poison, <8 x i32> zeroinitializer
  %3662 = fadd <8 x float> %3091, %3661
  br label %3663

3663:                                             ; preds = %3658, %3656
  %3664 = phi <8 x float> [ %3662, %3658 ], [ %3091, %3656 ]
  %3665 = getelementptr inbounds float, ptr %2671, i64 %1445
  %3666 = getelementptr inbounds float, ptr %2673, i64 %1445
  %3667 = select i1 %3093, ptr null, ptr %3666
  switch i64 %1410, label %512 [
    i64 1, label %3682
    i64 2, label %3675
    i64 3, label %3668
    i64 0, label %3723
  ]

3668:                                             ; preds = %3663
  %3669 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3664)
  %3670 = bitcast <8 x float> %3664 to <8 x i32>
  %3671 = and <8 x i32> %3670, %1104
  %3672 = bitcast <8 x i32> %3671 to <8 x float>
  %3673 = fcmp oeq <8 x float> %3664, %49
  %3674 = select <8 x i1> %3673, <8 x float> %3672, <8 x float> %3669
  br label %3685

3675:                                             ; preds = %3663
  %3676 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3664)
  %3677 = bitcast <8 x float> %3664 to <8 x i32>
  %3678 = or <8 x i32> %3677, %1105
  %3679 = bitcast <8 x i32> %3678 to <8 x float>
  %3680 = fcmp oeq <8 x float> %3664, %52
  %3681 = select <8 x i1> %3680, <8 x float> %3679, <8 x float> %3676
  br label %3685

3682:                                             ; preds = %3663
  %3683 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3667, <8 x i1> %1118, <8 x float> zeroinitializer)
  %3684 = fadd <8 x float> %3664, %3683
  br label %3685

3685:                                             ; preds = %3682, %3675, %3668
  %3686 = phi <8 x float> [ %3684, %3682 ], [ %3681, %3675 ], [ %3674, %3668 ]
  switch i64 %1447, label %512 [
    i64 1, label %3701
    i64 2, label %3694
    i64 3, label %3687
    i64 0, label %3723
  ]

3687:                                             ; preds = %3685
  %3688 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3686)
  %3689 = bitcast <8 x float> %3686 to <8 x i32>
  %3690 = and <8 x i32> %3689, %1104
  %3691 = bitcast <8 x i32> %3690 to <8 x float>
  %3692 = fcmp oeq <8 x float> %3686, %49
  %3693 = select <8 x i1> %3692, <8 x float> %3691, <8 x float> %3688
  br label %3704

3694:                                             ; preds = %3685
  %3695 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3686)
  %3696 = bitcast <8 x float> %3686 to <8 x i32>
  %3697 = or <8 x i32> %3696, %1105
  %3698 = bitcast <8 x i32> %3697 to <8 x float>
  %3699 = fcmp oeq <8 x float> %3686, %52
  %3700 = select <8 x i1> %3699, <8 x float> %3698, <8 x float> %3695
  br label %3704

3701:                                             ; preds = %3685
  %3702 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3667, <8 x i1> %1118, <8 x float> zeroinitializer)
  %3703 = fadd <8 x float> %3686, %3702
  br label %3704

3704:                                             ; preds = %3701, %3694, %3687
  %3705 = phi <8 x float> [ %3703, %3701 ], [ %3700, %3694 ], [ %3693, %3687 ]
  switch i64 %1449, label %512 [
    i64 1, label %3720
    i64 2, label %3713
    i64 3, label %3706
    i64 0, label %3723
  ]

3706:                                             ; preds = %3704
  %3707 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3705)
  %3708 = bitcast <8 x float> %3705 to <8 x i32>
  %3709 = and <8 x i32> %3708, %1104
  %3710 = bitcast <8 x i32> %3709 to <8 x float>
  %3711 = fcmp oeq <8 x float> %3705, %49
  %3712 = select <8 x i1> %3711, <8 x float> %3710, <8 x float> %3707
  br label %3723

3713:                                             ; preds = %3704
  %3714 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3705)
  %3715 = bitcast <8 x float> %3705 to <8 x i32>
  %3716 = or <8 x i32> %3715, %1105
  %3717 = bitcast <8 x i32> %3716 to <8 x float>
  %3718 = fcmp oeq <8 x float> %3705, %52
  %3719 = select <8 x i1> %3718, <8 x float> %3717, <8 x float> %3714
  br label %3723

3720:                                             ; preds = %3704
  %3721 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3667, <8 x i1> %1118, <8 x float> zeroinitializer)
  %3722 = fadd <8 x float> %3705, %3721
  br label %3723

3723:                                             ; preds = %3706, %3713, %3720, %3704, %3685, %3663
  %3724 = phi <8 x float> [ %3705, %3704 ], [ %3664, %3663 ], [ %3686, %3685 ], [ %3722, %3720 ], [ %3719, %3713 ], [ %3712, %3706 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %3724, ptr align 1 %3665, <8 x i1> %1118)
  br i1 %1553, label %3730, label %3725

3725:                                             ; preds = %3723
  %3726 = load float, ptr %1486, align 1
  %3727 = insertelement <8 x float> poison, float %3726, i64 0
  %3728 = shufflevector <8 x float> %3727, <8 x float> poison, <8 x i32> zeroinitializer
  %3729 = fadd <8 x float> %3092, %3728
  br label %3730

3730:                                             ; preds = %3725, %3723
  %3731 = phi <8 x float> [ %3729, %3725 ], [ %3092, %3723 ]
  %3732 = getelementptr inbounds float, ptr %2671, i64 %1450
  %3733 = getelementptr inbounds float, ptr %2673, i64 %1450
  %3734 = select i1 %3093, ptr null, ptr %3733
  switch i64 %1410, label %512 [
    i64 1, label %3749
    i64 2, label %3742
    i64 3, label %3735
    i64 0, label %3790
  ]

3735:                                             ; preds = %3730
  %3736 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3731)
  %3737 = bitcast <8 x float> %3731 to <8 x i32>
  %3738 = and <8 x i32> %3737, %1104
  %3739 = bitcast <8 x i32> %3738 to <8 x float>
  %3740 = fcmp oeq <8 x float> %3731, %49
  %3741 = select <8 x i1> %3740, <8 x float> %3739, <8 x float> %3736
  br label %3752

3742:                                             ; preds = %3730
  %3743 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3731)
  %3744 = bitcast <8 x float> %3731 to <8 x i32>
  %3745 = or <8 x i32> %3744, %1105
  %3746 = bitcast <8 x i32> %3745 to <8 x float>
  %3747 = fcmp oeq <8 x float> %3731, %52
  %3748 = select <8 x i1> %3747, <8 x float> %3746, <8 x float> %3743
  br label %3752

3749:                                             ; preds = %3730
  %3750 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3734, <8 x i1> %1421, <8 x float> zeroinitializer)
  %3751 = fadd <8 x float> %3731, %3750
  br label %3752

3752:                                             ; preds = %3749, %3742, %3735
  %3753 = phi <8 x float> [ %3751, %3749 ], [ %3748, %3742 ], [ %3741, %3735 ]
  switch i64 %1452, label %512 [
    i64 1, label %3768
    i64 2, label %3761
    i64 3, label %3754
    i64 0, label %3790
  ]

3754:                                             ; preds = %3752
  %3755 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3753)
  %3756 = bitcast <8 x float> %3753 to <8 x i32>
  %3757 = and <8 x i32> %3756, %1104
  %3758 = bitcast <8 x i32> %3757 to <8 x float>
  %3759 = fcmp oeq <8 x float> %3753, %49
  %3760 = select <8 x i1> %3759, <8 x float> %3758, <8 x float> %3755
  br label %3771

3761:                                             ; preds = %3752
  %3762 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3753)
  %3763 = bitcast <8 x float> %3753 to <8 x i32>
  %3764 = or <8 x i32> %3763, %1105
  %3765 = bitcast <8 x i32> %3764 to <8 x float>
  %3766 = fcmp oeq <8 x float> %3753, %52
  %3767 = select <8 x i1> %3766, <8 x float> %3765, <8 x float> %3762
  br label %3771

3768:                                             ; preds = %3752
  %3769 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3734, <8 x i1> %1421, <8 x float> zeroinitializer)
  %3770 = fadd <8 x float> %3753, %3769
  br label %3771

3771:                                             ; preds = %3768, %3761, %3754
  %3772 = phi <8 x float> [ %3770, %3768 ], [ %3767, %3761 ], [ %3760, %3754 ]
  switch i64 %1454, label %512 [
    i64 1, label %3787
    i64 2, label %3780
    i64 3, label %3773
    i64 0, label %3790
  ]

3773:                                             ; preds = %3771
  %3774 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3772)
  %3775 = bitcast <8 x float> %3772 to <8 x i32>
  %3776 = and <8 x i32> %3775, %1104
  %3777 = bitcast <8 x i32> %3776 to <8 x float>
  %3778 = fcmp oeq <8 x float> %3772, %49
  %3779 = select <8 x i1> %3778, <8 x float> %3777, <8 x float> %3774
  br label %3790

3780:                                             ; preds = %3771
  %3781 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3772)
  %3782 = bitcast <8 x float> %3772 to <8 x i32>
  %3783 = or <8 x i32> %3782, %1105
  %3784 = bitcast <8 x i32> %3783 to <8 x float>
  %3785 = fcmp oeq <8 x float> %3772, %52
  %3786 = select <8 x i1> %3785, <8 x float> %3784, <8 x float> %3781
  br label %3790

3787:                                             ; preds = %3771
  %3788 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3734, <8 x i1> %1421, <8 x float> zeroinitializer)
  %3789 = fadd <8 x float> %3772, %3788
  br label %3790

3790:                                             ; preds = %3773, %3780, %3787, %3771, %3752, %3730
  %3791 = phi <8 x float> [ %3772, %3771 ], [ %3731, %3730 ], [ %3753, %3752 ], [ %3789, %3787 ], [ %3786, %3780 ], [ %3779, %3773 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %3791, ptr align 1 %3732, <8 x i1> %1421)
  br label %7906

3792:                                             ; preds = %2689
  call void @llvm.lifetime.start.p0(ptr nonnull %29)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(128) %29, i8 0, i64 128, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(128) %1345, i8 0, i64 128, i1 false)
  br i1 %1102, label %3793, label %3799

3793:                                             ; preds = %3792
  %3794 = mul nsw i64 %2669, %12
  %3795 = add nsw i64 %2669, 1
  %3796 = mul nsw i64 %3795, %12
  br label %3802

3797:                                             ; preds = %3823
  %3798 = load <8 x float>, ptr %29, align 32
  br label %3799

3799:                                             ; preds = %3797, %3792
  %3800 = phi <8 x float> [ %3798, %3797 ], [ zeroinitializer, %3792 ]
  %3801 = icmp eq ptr %2673, null
  br i1 %1553, label %3891, label %3886

3802:                                             ; preds = %3793, %3823
  %3803 = phi i64 [ %3824, %3823 ], [ 0, %3793 ]
  %3804 = mul nsw i64 %3803, %14
  %3805 = sub i64 %3804, %16
  %3806 = add i64 %3805, %3794
  %3807 = icmp slt i64 %3806, 0
  %3808 = icmp sge i64 %3806, %6
  %3809 = or i1 %3807, %3808
  %3810 = select i1 %3809, i64 0, i64 %3806
  %3811 = mul nsw i64 %3810, %7
  %3812 = getelementptr inbounds float, ptr %1483, i64 %3811
  %3813 = add i64 %3805, %3796
  %3814 = icmp slt i64 %3813, 0
  %3815 = icmp sge i64 %3813, %6
  %3816 = or i1 %3814, %3815
  %3817 = select i1 %3816, i64 0, i64 %3813
  %3818 = mul nsw i64 %3817, %7
  %3819 = getelementptr inbounds float, ptr %1483, i64 %3818
  br i1 %1103, label %3820, label %3823

3820:                                             ; preds = %3802
  %3821 = mul nuw nsw i64 %3803, %11
  %3822 = getelementptr inbounds nuw float, ptr %1485, i64 %3821
  br label %3826

3823:                                             ; preds = %3835, %3802
  %3824 = add nuw nsw i64 %3803, 1
  %3825 = icmp eq i64 %3824, %10
  br i1 %3825, label %3797, label %3802

3826:                                             ; preds = %3820, %3835
  %3827 = phi i64 [ 0, %3820 ], [ %3836, %3835 ]
  %3828 = getelementptr inbounds nuw float, ptr %3822, i64 %3827
  %3829 = load float, ptr %3828, align 1
  %3830 = insertelement <8 x float> poison, float %3829, i64 0
  %3831 = shufflevector <8 x float> %3830, <8 x float> poison, <8 x i32> zeroinitializer
  %3832 = mul nsw i64 %3827, %15
  %3833 = sub i64 %3832, %17
  %3834 = getelementptr <4 x i64>, ptr %1091, i64 %3827
  br label %3838

3835:                                             ; preds = %3868
  %3836 = add nuw nsw i64 %3827, 1
  %3837 = icmp eq i64 %3836, %11
  br i1 %3837, label %3823, label %3826

3838:                                             ; preds = %3826, %3868
  %3839 = phi i64 [ 0, %3826 ], [ %3884, %3868 ]
  %3840 = shl nuw nsw i64 %3839, 3
  %3841 = add i64 %3833, %3840
  br i1 %1112, label %3846, label %3842

3842:                                             ; preds = %3838
  %3843 = mul nuw nsw i64 %11, %3839
  %3844 = getelementptr <4 x i64>, ptr %3834, i64 %3843
  %3845 = load <4 x i64>, ptr %3844, align 32
  br label %3868

3846:                                             ; preds = %3838
  %3847 = sub nsw i64 %9, %3840
  %3848 = icmp slt i64 %3841, 0
  %3849 = sub nsw i64 0, %3841
  %3850 = select i1 %3848, i64 %3849, i64 0
  %3851 = sub nsw i64 %7, %3841
  %3852 = call i64 @llvm.smin.i64(i64 %3851, i64 %3847)
  %3853 = call i64 @llvm.smin.i64(i64 %3852, i64 8)
  %3854 = icmp sgt i64 %3853, %3850
  %3855 = trunc i64 %3850 to i32
  %3856 = select i1 %3854, i32 %3855, i32 0
  %3857 = insertelement <8 x i32> poison, i32 %3856, i64 0
  %3858 = shufflevector <8 x i32> %3857, <8 x i32> poison, <8 x i32> zeroinitializer
  %3859 = icmp slt <8 x i32> %3858, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %3860 = trunc i64 %3853 to i32
  %3861 = select i1 %3854, i32 %3860, i32 0
  %3862 = insertelement <8 x i32> poison, i32 %3861, i64 0
  %3863 = shufflevector <8 x i32> %3862, <8 x i32> poison, <8 x i32> zeroinitializer
  %3864 = icmp sgt <8 x i32> %3863, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %3865 = and <8 x i1> %3864, %3859
  %3866 = sext <8 x i1> %3865 to <8 x i32>
  %3867 = bitcast <8 x i32> %3866 to <4 x i64>
  br label %3868

3868:                                             ; preds = %3846, %3842
  %3869 = phi <4 x i64> [ %3845, %3842 ], [ %3867, %3846 ]
  %3870 = getelementptr inbounds nuw <8 x float>, ptr %29, i64 %3839
  %3871 = getelementptr inbounds float, ptr %3812, i64 %3841
  %3872 = select i1 %3809, <4 x i64> zeroinitializer, <4 x i64> %3869
  %3873 = bitcast <4 x i64> %3872 to <8 x i32>
  %3874 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3871, <8 x i32> %3873)
  %3875 = load <8 x float>, ptr %3870, align 32
  %3876 = call <8 x float> @llvm.fma.v8f32(<8 x float> %3874, <8 x float> %3831, <8 x float> %3875)
  store <8 x float> %3876, ptr %3870, align 32
  %3877 = getelementptr inbounds float, ptr %3819, i64 %3841
  %3878 = select i1 %3816, <4 x i64> zeroinitializer, <4 x i64> %3869
  %3879 = bitcast <4 x i64> %3878 to <8 x i32>
  %3880 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3877, <8 x i32> %3879)
  %3881 = getelementptr inbounds nuw i8, ptr %3870, i64 256
  %3882 = load <8 x float>, ptr %3881, align 32
  %3883 = call <8 x float> @llvm.fma.v8f32(<8 x float> %3880, <8 x float> %3831, <8 x float> %3882)
  store <8 x float> %3883, ptr %3881, align 32
  %3884 = add nuw nsw i64 %3839, 1
  %3885 = icmp eq i64 %3884, 4
  br i1 %3885, label %3835, label %3838

3886:                                             ; preds = %3799
  %3887 = load float, ptr %1486, align 1
  %3888 = insertelement <8 x float> poison, float %3887, i64 0
  %3889 = shufflevector <8 x float> %3888, <8 x float> poison, <8 x i32> zeroinitializer
  %3890 = fadd <8 x float> %3800, %3889
  br label %3891

3891:                                             ; preds = %3886, %3799
  %3892 = phi <8 x float> [ %3890, %3886 ], [ %3800, %3799 ]
  switch i64 %1346, label %512 [
    i64 1, label %3893
    i64 2, label %3896
    i64 3, label %3903
    i64 0, label %3948
  ]

3893:                                             ; preds = %3891
  %3894 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2673, <8 x i1> %1118, <8 x float> zeroinitializer)
  %3895 = fadd <8 x float> %3892, %3894
  br label %3910

3896:                                             ; preds = %3891
  %3897 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3892)
  %3898 = bitcast <8 x float> %3892 to <8 x i32>
  %3899 = or <8 x i32> %3898, %1105
  %3900 = bitcast <8 x i32> %3899 to <8 x float>
  %3901 = fcmp oeq <8 x float> %3892, %52
  %3902 = select <8 x i1> %3901, <8 x float> %3900, <8 x float> %3897
  br label %3910

3903:                                             ; preds = %3891
  %3904 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3892)
  %3905 = bitcast <8 x float> %3892 to <8 x i32>
  %3906 = and <8 x i32> %3905, %1104
  %3907 = bitcast <8 x i32> %3906 to <8 x float>
  %3908 = fcmp oeq <8 x float> %3892, %49
  %3909 = select <8 x i1> %3908, <8 x float> %3907, <8 x float> %3904
  br label %3910

3910:                                             ; preds = %3903, %3896, %3893
  %3911 = phi <8 x float> [ %3895, %3893 ], [ %3902, %3896 ], [ %3909, %3903 ]
  switch i64 %1348, label %512 [
    i64 1, label %3926
    i64 2, label %3919
    i64 3, label %3912
    i64 0, label %3948
  ]

3912:                                             ; preds = %3910
  %3913 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3911)
  %3914 = bitcast <8 x float> %3911 to <8 x i32>
  %3915 = and <8 x i32> %3914, %1104
  %3916 = bitcast <8 x i32> %3915 to <8 x float>
  %3917 = fcmp oeq <8 x float> %3911, %49
  %3918 = select <8 x i1> %3917, <8 x float> %3916, <8 x float> %3913
  br label %3929

3919:                                             ; preds = %3910
  %3920 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3911)
  %3921 = bitcast <8 x float> %3911 to <8 x i32>
  %3922 = or <8 x i32> %3921, %1105
  %3923 = bitcast <8 x i32> %3922 to <8 x float>
  %3924 = fcmp oeq <8 x float> %3911, %52
  %3925 = select <8 x i1> %3924, <8 x float> %3923, <8 x float> %3920
  br label %3929

3926:                                             ; preds = %3910
  %3927 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2673, <8 x i1> %1118, <8 x float> zeroinitializer)
  %3928 = fadd <8 x float> %3911, %3927
  br label %3929

3929:                                             ; preds = %3926, %3919, %3912
  %3930 = phi <8 x float> [ %3928, %3926 ], [ %3925, %3919 ], [ %3918, %3912 ]
  switch i64 %1350, label %512 [
    i64 1, label %3945
    i64 2, label %3938
    i64 3, label %3931
    i64 0, label %3948
  ]

3931:                                             ; preds = %3929
  %3932 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3930)
  %3933 = bitcast <8 x float> %3930 to <8 x i32>
  %3934 = and <8 x i32> %3933, %1104
  %3935 = bitcast <8 x i32> %3934 to <8 x float>
  %3936 = fcmp oeq <8 x float> %3930, %49
  %3937 = select <8 x i1> %3936, <8 x float> %3935, <8 x float> %3932
  br label %3948

3938:                                             ; preds = %3929
  %3939 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3930)
  %3940 = bitcast <8 x float> %3930 to <8 x i32>
  %3941 = or <8 x i32> %3940, %1105
  %3942 = bitcast <8 x i32> %3941 to <8 x float>
  %3943 = fcmp oeq <8 x float> %3930, %52
  %3944 = select <8 x i1> %3943, <8 x float> %3942, <8 x float> %3939
  br label %3948

3945:                                             ; preds = %3929
  %3946 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2673, <8 x i1> %1118, <8 x float> zeroinitializer)
  %3947 = fadd <8 x float> %3930, %3946
  br label %3948

3948:                                             ; preds = %3931, %3938, %3945, %3929, %3910, %3891
  %3949 = phi <8 x float> [ %3930, %3929 ], [ %3892, %3891 ], [ %3911, %3910 ], [ %3947, %3945 ], [ %3944, %3938 ], [ %3937, %3931 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %3949, ptr align 1 %2671, <8 x i1> %1118)
  %3950 = load <8 x float>, ptr %1358, align 32
  br i1 %1553, label %3956, label %3951

3951:                                             ; preds = %3948
  %3952 = load float, ptr %1486, align 1
  %3953 = insertelement <8 x float> poison, float %3952, i64 0
  %3954 = shufflevector <8 x float> %3953, <8 x float> poison, <8 x i32> zeroinitializer
  %3955 = fadd <8 x float> %3950, %3954
  br label %3956

3956:                                             ; preds = %3951, %3948
  %3957 = phi <8 x float> [ %3955, %3951 ], [ %3950, %3948 ]
  %3958 = getelementptr inbounds nuw i8, ptr %2671, i64 32
  %3959 = getelementptr inbounds nuw i8, ptr %2673, i64 32
  %3960 = select i1 %3801, ptr null, ptr %3959
  switch i64 %1346, label %512 [
    i64 1, label %3975
    i64 2, label %3968
    i64 3, label %3961
    i64 0, label %4016
  ]

3961:                                             ; preds = %3956
  %3962 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3957)
  %3963 = bitcast <8 x float> %3957 to <8 x i32>
  %3964 = and <8 x i32> %3963, %1104
  %3965 = bitcast <8 x i32> %3964 to <8 x float>
  %3966 = fcmp oeq <8 x float> %3957, %49
  %3967 = select <8 x i1> %3966, <8 x float> %3965, <8 x float> %3962
  br label %3978

3968:                                             ; preds = %3956
  %3969 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3957)
  %3970 = bitcast <8 x float> %3957 to <8 x i32>
  %3971 = or <8 x i32> %3970, %1105
  %3972 = bitcast <8 x i32> %3971 to <8 x float>
  %3973 = fcmp oeq <8 x float> %3957, %52
  %3974 = select <8 x i1> %3973, <8 x float> %3972, <8 x float> %3969
  br label %3978

3975:                                             ; preds = %3956
  %3976 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3960, <8 x i1> %1357, <8 x float> zeroinitializer)
  %3977 = fadd <8 x float> %3957, %3976
  br label %3978

3978:                                             ; preds = %3975, %3968, %3961
  %3979 = phi <8 x float> [ %3977, %3975 ], [ %3974, %3968 ], [ %3967, %3961 ]
  switch i64 %1360, label %512 [
    i64 1, label %3994
    i64 2, label %3987
    i64 3, label %3980
    i64 0, label %4016
  ]

3980:                                             ; preds = %3978
  %3981 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3979)
  %3982 = bitcast <8 x float> %3979 to <8 x i32>
  %3983 = and <8 x i32> %3982, %1104
  %3984 = bitcast <8 x i32> %3983 to <8 x float>
  %3985 = fcmp oeq <8 x float> %3979, %49
  %3986 = select <8 x i1> %3985, <8 x float> %3984, <8 x float> %3981
  br label %3997

3987:                                             ; preds = %3978
  %3988 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3979)
  %3989 = bitcast <8 x float> %3979 to <8 x i32>
  %3990 = or <8 x i32> %3989, %1105
  %3991 = bitcast <8 x i32> %3990 to <8 x float>
  %3992 = fcmp oeq <8 x float> %3979, %52
  %3993 = select <8 x i1> %3992, <8 x float> %3991, <8 x float> %3988
  br label %3997

3994:                                             ; preds = %3978
  %3995 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3960, <8 x i1> %1357, <8 x float> zeroinitializer)
  %3996 = fadd <8 x float> %3979, %3995
  br label %3997

3997:                                             ; preds = %3994, %3987, %3980
  %3998 = phi <8 x float> [ %3996, %3994 ], [ %3993, %3987 ], [ %3986, %3980 ]
  switch i64 %1362, label %512 [
    i64 1, label %4013
    i64 2, label %4006
    i64 3, label %3999
    i64 0, label %4016
  ]

3999:                                             ; preds = %3997
  %4000 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3998)
  %4001 = bitcast <8 x float> %3998 to <8 x i32>
  %4002 = and <8 x i32> %4001, %1104
  %4003 = bitcast <8 x i32> %4002 to <8 x float>
  %4004 = fcmp oeq <8 x float> %3998, %49
  %4005 = select <8 x i1> %4004, <8 x float> %4003, <8 x float> %4000
  br label %4016

4006:                                             ; preds = %3997
  %4007 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3998)
  %4008 = bitcast <8 x float> %3998 to <8 x i32>
  %4009 = or <8 x i32> %4008, %1105
  %4010 = bitcast <8 x i32> %4009 to <8 x float>
  %4011 = fcmp oeq <8 x float> %3998, %52
  %4012 = select <8 x i1> %4011, <8 x float> %4010, <8 x float> %4007
  br label %4016

4013:                                             ; preds = %3997
  %4014 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3960, <8 x i1> %1357, <8 x float> zeroinitializer)
  %4015 = fadd <8 x float> %3998, %4014
  br label %4016

4016:                                             ; preds = %3999, %4006, %4013, %3997, %3978, %3956
  %4017 = phi <8 x float> [ %3998, %3997 ], [ %3957, %3956 ], [ %3979, %3978 ], [ %4015, %4013 ], [ %4012, %4006 ], [ %4005, %3999 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %4017, ptr nonnull align 1 %3958, <8 x i1> %1357)
  %4018 = load <8 x float>, ptr %1370, align 32
  br i1 %1553, label %4024, label %4019

4019:                                             ; preds = %4016
  %4020 = load float, ptr %1486, align 1
  %4021 = insertelement <8 x float> poison, float %4020, i64 0
  %4022 = shufflevector <8 x float> %4021, <8 x float> poison, <8 x i32> zeroinitializer
  %4023 = fadd <8 x float> %4018, %4022
  br label %4024

4024:                                             ; preds = %4019, %4016
  %4025 = phi <8 x float> [ %4023, %4019 ], [ %4018, %4016 ]
  %4026 = getelementptr inbounds nuw i8, ptr %2671, i64 64
  %4027 = getelementptr inbounds nuw i8, ptr %2673, i64 64
  %4028 = select i1 %3801, ptr null, ptr %4027
  switch i64 %1346, label %512 [
    i64 1, label %4043
    i64 2, label %4036
    i64 3, label %4029
    i64 0, label %4084
  ]

4029:                                             ; preds = %4024
  %4030 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4025)
  %4031 = bitcast <8 x float> %4025 to <8 x i32>
  %4032 = and <8 x i32> %4031, %1104
  %4033 = bitcast <8 x i32> %4032 to <8 x float>
  %4034 = fcmp oeq <8 x float> %4025, %49
  %4035 = select <8 x i1> %4034, <8 x float> %4033, <8 x float> %4030
  br label %4046

4036:                                             ; preds = %4024
  %4037 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4025)
  %4038 = bitcast <8 x float> %4025 to <8 x i32>
  %4039 = or <8 x i32> %4038, %1105
  %4040 = bitcast <8 x i32> %4039 to <8 x float>
  %4041 = fcmp oeq <8 x float> %4025, %52
  %4042 = select <8 x i1> %4041, <8 x float> %4040, <8 x float> %4037
  br label %4046

4043:                                             ; preds = %4024
  %4044 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4028, <8 x i1> %1369, <8 x float> zeroinitializer)
  %4045 = fadd <8 x float> %4025, %4044
  br label %4046

4046:                                             ; preds = %4043, %4036, %4029
  %4047 = phi <8 x float> [ %4045, %4043 ], [ %4042, %4036 ], [ %4035, %4029 ]
  switch i64 %1372, label %512 [
    i64 1, label %4062
    i64 2, label %4055
    i64 3, label %4048
    i64 0, label %4084
  ]

4048:                                             ; preds = %4046
  %4049 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4047)
  %4050 = bitcast <8 x float> %4047 to <8 x i32>
  %4051 = and <8 x i32> %4050, %1104
  %4052 = bitcast <8 x i32> %4051 to <8 x float>
  %4053 = fcmp oeq <8 x float> %4047, %49
  %4054 = select <8 x i1> %4053, <8 x float> %4052, <8 x float> %4049
  br label %4065

4055:                                             ; preds = %4046
  %4056 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4047)
  %4057 = bitcast <8 x float> %4047 to <8 x i32>
  %4058 = or <8 x i32> %4057, %1105
  %4059 = bitcast <8 x i32> %4058 to <8 x float>
  %4060 = fcmp oeq <8 x float> %4047, %52
  %4061 = select <8 x i1> %4060, <8 x float> %4059, <8 x float> %4056
  br label %4065

4062:                                             ; preds = %4046
  %4063 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4028, <8 x i1> %1369, <8 x float> zeroinitializer)
  %4064 = fadd <8 x float> %4047, %4063
  br label %4065

4065:                                             ; preds = %4062, %4055, %4048
  %4066 = phi <8 x float> [ %4064, %4062 ], [ %4061, %4055 ], [ %4054, %4048 ]
  switch i64 %1374, label %512 [
    i64 1, label %4081
    i64 2, label %4074
    i64 3, label %4067
    i64 0, label %4084
  ]

4067:                                             ; preds = %4065
  %4068 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4066)
  %4069 = bitcast <8 x float> %4066 to <8 x i32>
  %4070 = and <8 x i32> %4069, %1104
  %4071 = bitcast <8 x i32> %4070 to <8 x float>
  %4072 = fcmp oeq <8 x float> %4066, %49
  %4073 = select <8 x i1> %4072, <8 x float> %4071, <8 x float> %4068
  br label %4084

4074:                                             ; preds = %4065
  %4075 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4066)
  %4076 = bitcast <8 x float> %4066 to <8 x i32>
  %4077 = or <8 x i32> %4076, %1105
  %4078 = bitcast <8 x i32> %4077 to <8 x float>
  %4079 = fcmp oeq <8 x float> %4066, %52
  %4080 = select <8 x i1> %4079, <8 x float> %4078, <8 x float> %4075
  br label %4084

4081:                                             ; preds = %4065
  %4082 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4028, <8 x i1> %1369, <8 x float> zeroinitializer)
  %4083 = fadd <8 x float> %4066, %4082
  br label %4084

4084:                                             ; preds = %4067, %4074, %4081, %4065, %4046, %4024
  %4085 = phi <8 x float> [ %4066, %4065 ], [ %4025, %4024 ], [ %4047, %4046 ], [ %4083, %4081 ], [ %4080, %4074 ], [ %4073, %4067 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %4085, ptr nonnull align 1 %4026, <8 x i1> %1369)
  %4086 = load <8 x float>, ptr %1382, align 32
  br i1 %1553, label %4092, label %4087

4087:                                             ; preds = %4084
  %4088 = load float, ptr %1486, align 1
  %4089 = insertelement <8 x float> poison, float %4088, i64 0
  %4090 = shufflevector <8 x float> %4089, <8 x float> poison, <8 x i32> zeroinitializer
  %4091 = fadd <8 x float> %4086, %4090
  br label %4092

4092:                                             ; preds = %4087, %4084
  %4093 = phi <8 x float> [ %4091, %4087 ], [ %4086, %4084 ]
  %4094 = getelementptr inbounds nuw i8, ptr %2671, i64 96
  %4095 = getelementptr inbounds nuw i8, ptr %2673, i64 96
  %4096 = select i1 %3801, ptr null, ptr %4095
  switch i64 %1346, label %512 [
    i64 1, label %4111
    i64 2, label %4104
    i64 3, label %4097
    i64 0, label %4152
  ]

4097:                                             ; preds = %4092
  %4098 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4093)
  %4099 = bitcast <8 x float> %4093 to <8 x i32>
  %4100 = and <8 x i32> %4099, %1104
  %4101 = bitcast <8 x i32> %4100 to <8 x float>
  %4102 = fcmp oeq <8 x float> %4093, %49
  %4103 = select <8 x i1> %4102, <8 x float> %4101, <8 x float> %4098
  br label %4114

4104:                                             ; preds = %4092
  %4105 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4093)
  %4106 = bitcast <8 x float> %4093 to <8 x i32>
  %4107 = or <8 x i32> %4106, %1105
  %4108 = bitcast <8 x i32> %4107 to <8 x float>
  %4109 = fcmp oeq <8 x float> %4093, %52
  %4110 = select <8 x i1> %4109, <8 x float> %4108, <8 x float> %4105
  br label %4114

4111:                                             ; preds = %4092
  %4112 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4096, <8 x i1> %1381, <8 x float> zeroinitializer)
  %4113 = fadd <8 x float> %4093, %4112
  br label %4114

4114:                                             ; preds = %4111, %4104, %4097
  %4115 = phi <8 x float> [ %4113, %4111 ], [ %4110, %4104 ], [ %4103, %4097 ]
  switch i64 %1384, label %512 [
    i64 1, label %4130
    i64 2, label %4123
    i64 3, label %4116
    i64 0, label %4152
  ]

4116:                                             ; preds = %4114
  %4117 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4115)
  %4118 = bitcast <8 x float> %4115 to <8 x i32>
  %4119 = and <8 x i32> %4118, %1104
  %4120 = bitcast <8 x i32> %4119 to <8 x float>
  %4121 = fcmp oeq <8 x float> %4115, %49
  %4122 = select <8 x i1> %4121, <8 x float> %4120, <8 x float> %4117
  br label %4133

4123:                                             ; preds = %4114
  %4124 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4115)
  %4125 = bitcast <8 x float> %4115 to <8 x i32>
  %4126 = or <8 x i32> %4125, %1105
  %4127 = bitcast <8 x i32> %4126 to <8 x float>
  %4128 = fcmp oeq <8 x float> %4115, %52
  %4129 = select <8 x i1> %4128, <8 x float> %4127, <8 x float> %4124
  br label %4133

4130:                                             ; preds = %4114
  %4131 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4096, <8 x i1> %1381, <8 x float> zeroinitializer)
  %4132 = fadd <8 x float> %4115, %4131
  br label %4133

4133:                                             ; preds = %4130, %4123, %4116
  %4134 = phi <8 x float> [ %4132, %4130 ], [ %4129, %4123 ], [ %4122, %4116 ]
  switch i64 %1386, label %512 [
    i64 1, label %4149
    i64 2, label %4142
    i64 3, label %4135
    i64 0, label %4152
  ]

4135:                                             ; preds = %4133
  %4136 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4134)
  %4137 = bitcast <8 x float> %4134 to <8 x i32>
  %4138 = and <8 x i32> %4137, %1104
  %4139 = bitcast <8 x i32> %4138 to <8 x float>
  %4140 = fcmp oeq <8 x float> %4134, %49
  %4141 = select <8 x i1> %4140, <8 x float> %4139, <8 x float> %4136
  br label %4152

4142:                                             ; preds = %4133
  %4143 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4134)
  %4144 = bitcast <8 x float> %4134 to <8 x i32>
  %4145 = or <8 x i32> %4144, %1105
  %4146 = bitcast <8 x i32> %4145 to <8 x float>
  %4147 = fcmp oeq <8 x float> %4134, %52
  %4148 = select <8 x i1> %4147, <8 x float> %4146, <8 x float> %4143
  br label %4152

4149:                                             ; preds = %4133
  %4150 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4096, <8 x i1> %1381, <8 x float> zeroinitializer)
  %4151 = fadd <8 x float> %4134, %4150
  br label %4152

4152:                                             ; preds = %4135, %4142, %4149, %4133, %4114, %4092
  %4153 = phi <8 x float> [ %4134, %4133 ], [ %4093, %4092 ], [ %4115, %4114 ], [ %4151, %4149 ], [ %4148, %4142 ], [ %4141, %4135 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %4153, ptr nonnull align 1 %4094, <8 x i1> %1381)
  %4154 = load <8 x float>, ptr %1345, align 32
  br i1 %1553, label %4160, label %4155

4155:                                             ; preds = %4152
  %4156 = load float, ptr %1486, align 1
  %4157 = insertelement <8 x float> poison, float %4156, i64 0
  %4158 = shufflevector <8 x float> %4157, <8 x float> poison, <8 x i32> zeroinitializer
  %4159 = fadd <8 x float> %4154, %4158
  br label %4160

4160:                                             ; preds = %4155, %4152
  %4161 = phi <8 x float> [ %4159, %4155 ], [ %4154, %4152 ]
  %4162 = getelementptr inbounds float, ptr %2671, i64 %9
  %4163 = getelementptr inbounds float, ptr %2673, i64 %9
  %4164 = select i1 %3801, ptr null, ptr %4163
  switch i64 %1346, label %512 [
    i64 1, label %4179
    i64 2, label %4172
    i64 3, label %4165
    i64 0, label %4220
  ]

4165:                                             ; preds = %4160
  %4166 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4161)
  %4167 = bitcast <8 x float> %4161 to <8 x i32>
  %4168 = and <8 x i32> %4167, %1104
  %4169 = bitcast <8 x i32> %4168 to <8 x float>
  %4170 = fcmp oeq <8 x float> %4161, %49
  %4171 = select <8 x i1> %4170, <8 x float> %4169, <8 x float> %4166
  br label %4182

4172:                                             ; preds = %4160
  %4173 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4161)
  %4174 = bitcast <8 x float> %4161 to <8 x i32>
  %4175 = or <8 x i32> %4174, %1105
  %4176 = bitcast <8 x i32> %4175 to <8 x float>
  %4177 = fcmp oeq <8 x float> %4161, %52
  %4178 = select <8 x i1> %4177, <8 x float> %4176, <8 x float> %4173
  br label %4182

4179:                                             ; preds = %4160
  %4180 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4164, <8 x i1> %1118, <8 x float> zeroinitializer)
  %4181 = fadd <8 x float> %4161, %4180
  br label %4182

4182:                                             ; preds = %4179, %4172, %4165
  %4183 = phi <8 x float> [ %4181, %4179 ], [ %4178, %4172 ], [ %4171, %4165 ]
  switch i64 %1388, label %512 [
    i64 1, label %4198
    i64 2, label %4191
    i64 3, label %4184
    i64 0, label %4220
  ]

4184:                                             ; preds = %4182
  %4185 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4183)
  %4186 = bitcast <8 x float> %4183 to <8 x i32>
  %4187 = and <8 x i32> %4186, %1104
  %4188 = bitcast <8 x i32> %4187 to <8 x float>
  %4189 = fcmp oeq <8 x float> %4183, %49
  %4190 = select <8 x i1> %4189, <8 x float> %4188, <8 x float> %4185
  br label %4201

4191:                                             ; preds = %4182
  %4192 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4183)
  %4193 = bitcast <8 x float> %4183 to <8 x i32>
  %4194 = or <8 x i32> %4193, %1105
  %4195 = bitcast <8 x i32> %4194 to <8 x float>
  %4196 = fcmp oeq <8 x float> %4183, %52
  %4197 = select <8 x i1> %4196, <8 x float> %4195, <8 x float> %4192
  br label %4201

4198:                                             ; preds = %4182
  %4199 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4164, <8 x i1> %1118, <8 x float> zeroinitializer)
  %4200 = fadd <8 x float> %4183, %4199
  br label %4201

4201:                                             ; preds = %4198, %4191, %4184
  %4202 = phi <8 x float> [ %4200, %4198 ], [ %4197, %4191 ], [ %4190, %4184 ]
  switch i64 %1390, label %512 [
    i64 1, label %4217
    i64 2, label %4210
    i64 3, label %4203
    i64 0, label %4220
  ]

4203:                                             ; preds = %4201
  %4204 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4202)
  %4205 = bitcast <8 x float> %4202 to <8 x i32>
  %4206 = and <8 x i32> %4205, %1104
  %4207 = bitcast <8 x i32> %4206 to <8 x float>
  %4208 = fcmp oeq <8 x float> %4202, %49
  %4209 = select <8 x i1> %4208, <8 x float> %4207, <8 x float> %4204
  br label %4220

4210:                                             ; preds = %4201
  %4211 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4202)
  %4212 = bitcast <8 x float> %4202 to <8 x i32>
  %4213 = or <8 x i32> %4212, %1105
  %4214 = bitcast <8 x i32> %4213 to <8 x float>
  %4215 = fcmp oeq <8 x float> %4202, %52
  %4216 = select <8 x i1> %4215, <8 x float> %4214, <8 x float> %4211
  br label %4220

4217:                                             ; preds = %4201
  %4218 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4164, <8 x i1> %1118, <8 x float> zeroinitializer)
  %4219 = fadd <8 x float> %4202, %4218
  br label %4220

4220:                                             ; preds = %4203, %4210, %4217, %4201, %4182, %4160
  %4221 = phi <8 x float> [ %4202, %4201 ], [ %4161, %4160 ], [ %4183, %4182 ], [ %4219, %4217 ], [ %4216, %4210 ], [ %4209, %4203 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %4221, ptr align 1 %4162, <8 x i1> %1118)
  %4222 = load <8 x float>, ptr %1392, align 32
  br i1 %1553, label %4228, label %4223

4223:                                             ; preds = %4220
  %4224 = load float, ptr %1486, align 1
  %4225 = insertelement <8 x float> poison, float %4224, i64 0
  %4226 = shufflevector <8 x float> %4225, <8 x float> poison, <8 x i32> zeroinitializer
  %4227 = fadd <8 x float> %4222, %4226
  br label %4228

4228:                                             ; preds = %4223, %4220
  %4229 = phi <8 x float> [ %4227, %4223 ], [ %4222, %4220 ]
  %4230 = getelementptr inbounds float, ptr %2671, i64 %1391
  %4231 = getelementptr inbounds float, ptr %2673, i64 %1391
  %4232 = select i1 %3801, ptr null, ptr %4231
  switch i64 %1346, label %512 [
    i64 1, label %4247
    i64 2, label %4240
    i64 3, label %4233
    i64 0, label %4288
  ]

4233:                                             ; preds = %4228
  %4234 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4229)
  %4235 = bitcast <8 x float> %4229 to <8 x i32>
  %4236 = and <8 x i32> %4235, %1104
  %4237 = bitcast <8 x i32> %4236 to <8 x float>
  %4238 = fcmp oeq <8 x float> %4229, %49
  %4239 = select <8 x i1> %4238, <8 x float> %4237, <8 x float> %4234
  br label %4250

4240:                                             ; preds = %4228
  %4241 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4229)
  %4242 = bitcast <8 x float> %4229 to <8 x i32>
  %4243 = or <8 x i32> %4242, %1105
  %4244 = bitcast <8 x i32> %4243 to <8 x float>
  %4245 = fcmp oeq <8 x float> %4229, %52
  %4246 = select <8 x i1> %4245, <8 x float> %4244, <8 x float> %4241
  br label %4250

4247:                                             ; preds = %4228
  %4248 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4232, <8 x i1> %1357, <8 x float> zeroinitializer)
  %4249 = fadd <8 x float> %4229, %4248
  br label %4250

4250:                                             ; preds = %4247, %4240, %4233
  %4251 = phi <8 x float> [ %4249, %4247 ], [ %4246, %4240 ], [ %4239, %4233 ]
  switch i64 %1394, label %512 [
    i64 1, label %4266
    i64 2, label %4259
    i64 3, label %4252
    i64 0, label %4288
  ]

4252:                                             ; preds = %4250
  %4253 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4251)
  %4254 = bitcast <8 x float> %4251 to <8 x i32>
  %4255 = and <8 x i32> %4254, %1104
  %4256 = bitcast <8 x i32> %4255 to <8 x float>
  %4257 = fcmp oeq <8 x float> %4251, %49
  %4258 = select <8 x i1> %4257, <8 x float> %4256, <8 x float> %4253
  br label %4269

4259:                                             ; preds = %4250
  %4260 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4251)
  %4261 = bitcast <8 x float> %4251 to <8 x i32>
  %4262 = or <8 x i32> %4261, %1105
  %4263 = bitcast <8 x i32> %4262 to <8 x float>
  %4264 = fcmp oeq <8 x float> %4251, %52
  %4265 = select <8 x i1> %4264, <8 x float> %4263, <8 x float> %4260
  br label %4269

4266:                                             ; preds = %4250
  %4267 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4232, <8 x i1> %1357, <8 x float> zeroinitializer)
  %4268 = fadd <8 x float> %4251, %4267
  br label %4269

4269:                                             ; preds = %4266, %4259, %4252
  %4270 = phi <8 x float> [ %4268, %4266 ], [ %4265, %4259 ], [ %4258, %4252 ]
  switch i64 %1396, label %512 [
    i64 1, label %4285
    i64 2, label %4278
    i64 3, label %4271
    i64 0, label %4288
  ]

4271:                                             ; preds = %4269
  %4272 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4270)
  %4273 = bitcast <8 x float> %4270 to <8 x i32>
  %4274 = and <8 x i32> %4273, %1104
  %4275 = bitcast <8 x i32> %4274 to <8 x float>
  %4276 = fcmp oeq <8 x float> %4270, %49
  %4277 = select <8 x i1> %4276, <8 x float> %4275, <8 x float> %4272
  br label %4288

4278:                                             ; preds = %4269
  %4279 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4270)
  %4280 = bitcast <8 x float> %4270 to <8 x i32>
  %4281 = or <8 x i32> %4280, %1105
  %4282 = bitcast <8 x i32> %4281 to <8 x float>
  %4283 = fcmp oeq <8 x float> %4270, %52
  %4284 = select <8 x i1> %4283, <8 x float> %4282, <8 x float> %4279
  br label %4288

4285:                                             ; preds = %4269
  %4286 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4232, <8 x i1> %1357, <8 x float> zeroinitializer)
  %4287 = fadd <8 x float> %4270, %4286
  br label %4288

4288:                                             ; preds = %4271, %4278, %4285, %4269, %4250, %4228
  %4289 = phi <8 x float> [ %4270, %4269 ], [ %4229, %4228 ], [ %4251, %4250 ], [ %4287, %4285 ], [ %4284, %4278 ], [ %4277, %4271 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %4289, ptr align 1 %4230, <8 x i1> %1357)
  %4290 = load <8 x float>, ptr %1398, align 32
  br i1 %1553, label %4296, label %4291

4291:                                             ; preds = %4288
  %4292 = load float, ptr %1486, align 1
  %4293 = insertelement <8 x float> poison, float %4292, i64 0
  %4294 = shufflevector <8 x float> %4293, <8 x float> poison, <8 x i32> zeroinitializer
  %4295 = fadd <8 x float> %4290, %4294
  br label %4296

4296:                                             ; preds = %4291, %4288
  %4297 = phi <8 x float> [ %4295, %4291 ], [ %4290, %4288 ]
  %4298 = getelementptr inbounds float, ptr %2671, i64 %1397
  %4299 = getelementptr inbounds float, ptr %2673, i64 %1397
  %4300 = select i1 %3801, ptr null, ptr %4299
  switch i64 %1346, label %512 [
    i64 1, label %4315
    i64 2, label %4308
    i64 3, label %4301
    i64 0, label %4356
  ]

4301:                                             ; preds = %4296
  %4302 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4297)
  %4303 = bitcast <8 x float> %4297 to <8 x i32>
  %4304 = and <8 x i32> %4303, %1104
  %4305 = bitcast <8 x i32> %4304 to <8 x float>
  %4306 = fcmp oeq <8 x float> %4297, %49
  %4307 = select <8 x i1> %4306, <8 x float> %4305, <8 x float> %4302
  br label %4318

4308:                                             ; preds = %4296
  %4309 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4297)
  %4310 = bitcast <8 x float> %4297 to <8 x i32>
  %4311 = or <8 x i32> %4310, %1105
  %4312 = bitcast <8 x i32> %4311 to <8 x float>
  %4313 = fcmp oeq <8 x float> %4297, %52
  %4314 = select <8 x i1> %4313, <8 x float> %4312, <8 x float> %4309
  br label %4318

4315:                                             ; preds = %4296
  %4316 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4300, <8 x i1> %1369, <8 x float> zeroinitializer)
  %4317 = fadd <8 x float> %4297, %4316
  br label %4318

4318:                                             ; preds = %4315, %4308, %4301
  %4319 = phi <8 x float> [ %4317, %4315 ], [ %4314, %4308 ], [ %4307, %4301 ]
  switch i64 %1400, label %512 [
    i64 1, label %4334
    i64 2, label %4327
    i64 3, label %4320
    i64 0, label %4356
  ]

4320:                                             ; preds = %4318
  %4321 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4319)
  %4322 = bitcast <8 x float> %4319 to <8 x i32>
  %4323 = and <8 x i32> %4322, %1104
  %4324 = bitcast <8 x i32> %4323 to <8 x float>
  %4325 = fcmp oeq <8 x float> %4319, %49
  %4326 = select <8 x i1> %4325, <8 x float> %4324, <8 x float> %4321
  br label %4337

4327:                                             ; preds = %4318
  %4328 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4319)
  %4329 = bitcast <8 x float> %4319 to <8 x i32>
  %4330 = or <8 x i32> %4329, %1105
  %4331 = bitcast <8 x i32> %4330 to <8 x float>
  %4332 = fcmp oeq <8 x float> %4319, %52
  %4333 = select <8 x i1> %4332, <8 x float> %4331, <8 x float> %4328
  br label %4337

4334:                                             ; preds = %4318
  %4335 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4300, <8 x i1> %1369, <8 x float> zeroinitializer)
  %4336 = fadd <8 x float> %4319, %4335
  br label %4337

4337:                                             ; preds = %4334, %4327, %4320
  %4338 = phi <8 x float> [ %4336, %4334 ], [ %4333, %4327 ], [ %4326, %4320 ]
  switch i64 %1402, label %512 [
    i64 1, label %4353
    i64 2, label %4346
    i64 3, label %4339
    i64 0, label %4356
  ]

4339:                                             ; preds = %4337
  %4340 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4338)
  %4341 = bitcast <8 x float> %4338 to <8 x i32>
  %4342 = and <8 x i32> %4341, %1104
  %4343 = bitcast <8 x i32> %4342 to <8 x float>
  %4344 = fcmp oeq <8 x float> %4338, %49
  %4345 = select <8 x i1> %4344, <8 x float> %4343, <8 x float> %4340
  br label %4356

4346:                                             ; preds = %4337
  %4347 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4338)
  %4348 = bitcast <8 x float> %4338 to <8 x i32>
  %4349 = or <8 x i32> %4348, %1105
  %4350 = bitcast <8 x i32> %4349 to <8 x float>
  %4351 = fcmp oeq <8 x float> %4338, %52
  %4352 = select <8 x i1> %4351, <8 x float> %4350, <8 x float> %4347
  br label %4356

4353:                                             ; preds = %4337
  %4354 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4300, <8 x i1> %1369, <8 x float> zeroinitializer)
  %4355 = fadd <8 x float> %4338, %4354
  br label %4356

4356:                                             ; preds = %4339, %4346, %4353, %4337, %4318, %4296
  %4357 = phi <8 x float> [ %4338, %4337 ], [ %4297, %4296 ], [ %4319, %4318 ], [ %4355, %4353 ], [ %4352, %4346 ], [ %4345, %4339 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %4357, ptr align 1 %4298, <8 x i1> %1369)
  %4358 = load <8 x float>, ptr %1404, align 32
  br i1 %1553, label %4364, label %4359

4359:                                             ; preds = %4356
  %4360 = load float, ptr %1486, align 1
  %4361 = insertelement <8 x float> poison, float %4360, i64 0
  %4362 = shufflevector <8 x float> %4361, <8 x float> poison, <8 x i32> zeroinitializer
  %4363 = fadd <8 x float> %4358, %4362
  br label %4364

4364:                                             ; preds = %4359, %4356
  %4365 = phi <8 x float> [ %4363, %4359 ], [ %4358, %4356 ]
  %4366 = getelementptr inbounds float, ptr %2671, i64 %1403
  %4367 = getelementptr inbounds float, ptr %2673, i64 %1403
  %4368 = select i1 %3801, ptr null, ptr %4367
  switch i64 %1346, label %512 [
    i64 1, label %4383
    i64 2, label %4376
    i64 3, label %4369
    i64 0, label %4424
  ]

4369:                                             ; preds = %4364
  %4370 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4365)
  %4371 = bitcast <8 x float> %4365 to <8 x i32>
  %4372 = and <8 x i32> %4371, %1104
  %4373 = bitcast <8 x i32> %4372 to <8 x float>
  %4374 = fcmp oeq <8 x float> %4365, %49
  %4375 = select <8 x i1> %4374, <8 x float> %4373, <8 x float> %4370
  br label %4386

4376:                                             ; preds = %4364
  %4377 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4365)
  %4378 = bitcast <8 x float> %4365 to <8 x i32>
  %4379 = or <8 x i32> %4378, %1105
  %4380 = bitcast <8 x i32> %4379 to <8 x float>
  %4381 = fcmp oeq <8 x float> %4365, %52
  %4382 = select <8 x i1> %4381, <8 x float> %4380, <8 x float> %4377
  br label %4386

4383:                                             ; preds = %4364
  %4384 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4368, <8 x i1> %1381, <8 x float> zeroinitializer)
  %4385 = fadd <8 x float> %4365, %4384
  br label %4386

4386:                                             ; preds = %4383, %4376, %4369
  %4387 = phi <8 x float> [ %4385, %4383 ], [ %4382, %4376 ], [ %4375, %4369 ]
  switch i64 %1406, label %512 [
    i64 1, label %4402
    i64 2, label %4395
    i64 3, label %4388
    i64 0, label %4424
  ]

4388:                                             ; preds = %4386
  %4389 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4387)
  %4390 = bitcast <8 x float> %4387 to <8 x i32>
  %4391 = and <8 x i32> %4390, %1104
  %4392 = bitcast <8 x i32> %4391 to <8 x float>
  %4393 = fcmp oeq <8 x float> %4387, %49
  %4394 = select <8 x i1> %4393, <8 x float> %4392, <8 x float> %4389
  br label %4405

4395:                                             ; preds = %4386
  %4396 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4387)
  %4397 = bitcast <8 x float> %4387 to <8 x i32>
  %4398 = or <8 x i32> %4397, %1105
  %4399 = bitcast <8 x i32> %4398 to <8 x float>
  %4400 = fcmp oeq <8 x float> %4387, %52
  %4401 = select <8 x i1> %4400, <8 x float> %4399, <8 x float> %4396
  br label %4405

4402:                                             ; preds = %4386
  %4403 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4368, <8 x i1> %1381, <8 x float> zeroinitializer)
  %4404 = fadd <8 x float> %4387, %4403
  br label %4405

4405:                                             ; preds = %4402, %4395, %4388
  %4406 = phi <8 x float> [ %4404, %4402 ], [ %4401, %4395 ], [ %4394, %4388 ]
  switch i64 %1408, label %512 [
    i64 1, label %4421
    i64 2, label %4414
    i64 3, label %4407
    i64 0, label %4424
  ]

4407:                                             ; preds = %4405
  %4408 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4406)
  %4409 = bitcast <8 x float> %4406 to <8 x i32>
  %4410 = and <8 x i32> %4409, %1104
  %4411 = bitcast <8 x i32> %4410 to <8 x float>
  %4412 = fcmp oeq <8 x float> %4406, %49
  %4413 = select <8 x i1> %4412, <8 x float> %4411, <8 x float> %4408
  br label %4424

4414:                                             ; preds = %4405
  %4415 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4406)
  %4416 = bitcast <8 x float> %4406 to <8 x i32>
  %4417 = or <8 x i32> %4416, %1105
  %4418 = bitcast <8 x i32> %4417 to <8 x float>
  %4419 = fcmp oeq <8 x float> %4406, %52
  %4420 = select <8 x i1> %4419, <8 x float> %4418, <8 x float> %4415
  br label %4424

4421:                                             ; preds = %4405
  %4422 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4368, <8 x i1> %1381, <8 x float> zeroinitializer)
  %4423 = fadd <8 x float> %4406, %4422
  br label %4424

4424:                                             ; preds = %4407, %4414, %4421, %4405, %4386, %4364
  %4425 = phi <8 x float> [ %4406, %4405 ], [ %4365, %4364 ], [ %4387, %4386 ], [ %4423, %4421 ], [ %4420, %4414 ], [ %4413, %4407 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %4425, ptr align 1 %4366, <8 x i1> %1381)
  call void @llvm.lifetime.end.p0(ptr nonnull %29)
  br label %7906

4426:                                             ; preds = %2679, %7903
  %4427 = phi i64 [ 0, %2679 ], [ %7904, %7903 ]
  %4428 = sub nsw i64 %1043, %4427
  %4429 = icmp sgt i64 %4428, 7
  %4430 = trunc i64 %4428 to i32
  %4431 = select i1 %4429, i32 8, i32 %4430
  switch i32 %4431, label %7903 [
    i32 1, label %4432
    i32 2, label %4577
    i32 3, label %4841
    i32 4, label %5223
    i32 5, label %5605
    i32 6, label %6064
    i32 7, label %6600
    i32 8, label %7213
  ]

4432:                                             ; preds = %4426
  %4433 = shl nsw i64 %4427, 3
  br i1 %1102, label %4436, label %4434

4434:                                             ; preds = %4432
  %4435 = sub nsw i64 %9, %4433
  br label %4441

4436:                                             ; preds = %4432
  %4437 = sub i64 %4433, %17
  %4438 = mul nsw i64 %4427, %11
  %4439 = getelementptr <4 x i64>, ptr %1091, i64 %4438
  %4440 = sub nsw i64 %9, %4433
  br label %4453

4441:                                             ; preds = %4468, %4434
  %4442 = phi i64 [ %4435, %4434 ], [ %4440, %4468 ]
  %4443 = phi <8 x float> [ zeroinitializer, %4434 ], [ %4469, %4468 ]
  %4444 = icmp sgt i64 %4442, 7
  %4445 = trunc i64 %4442 to i32
  %4446 = select i1 %4444, i32 8, i32 %4445
  %4447 = insertelement <8 x i32> poison, i32 %4446, i64 0
  %4448 = shufflevector <8 x i32> %4447, <8 x i32> poison, <8 x i32> zeroinitializer
  %4449 = icmp sgt <8 x i32> %4448, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4450 = getelementptr inbounds nuw float, ptr %2671, i64 %4433
  %4451 = getelementptr inbounds nuw float, ptr %2673, i64 %4433
  %4452 = select i1 %2680, ptr null, ptr %4451
  br i1 %1553, label %4518, label %4513

4453:                                             ; preds = %4436, %4468
  %4454 = phi <8 x float> [ zeroinitializer, %4436 ], [ %4469, %4468 ]
  %4455 = phi i64 [ 0, %4436 ], [ %4470, %4468 ]
  %4456 = mul nsw i64 %4455, %14
  %4457 = sub i64 %4456, %16
  %4458 = add i64 %4457, %2688
  %4459 = icmp slt i64 %4458, 0
  %4460 = icmp sge i64 %4458, %6
  %4461 = or i1 %4459, %4460
  %4462 = select i1 %4461, i64 0, i64 %4458
  %4463 = mul nsw i64 %4462, %7
  %4464 = getelementptr inbounds float, ptr %1483, i64 %4463
  br i1 %1103, label %4465, label %4468

4465:                                             ; preds = %4453
  %4466 = mul nuw nsw i64 %4455, %11
  %4467 = getelementptr inbounds nuw float, ptr %1485, i64 %4466
  br label %4472

4468:                                             ; preds = %4504, %4453
  %4469 = phi <8 x float> [ %4454, %4453 ], [ %4510, %4504 ]
  %4470 = add nuw nsw i64 %4455, 1
  %4471 = icmp eq i64 %4470, %10
  br i1 %4471, label %4441, label %4453

4472:                                             ; preds = %4465, %4504
  %4473 = phi <8 x float> [ %4454, %4465 ], [ %4510, %4504 ]
  %4474 = phi i64 [ 0, %4465 ], [ %4511, %4504 ]
  %4475 = getelementptr inbounds nuw float, ptr %4467, i64 %4474
  %4476 = load float, ptr %4475, align 1
  %4477 = insertelement <8 x float> poison, float %4476, i64 0
  %4478 = shufflevector <8 x float> %4477, <8 x float> poison, <8 x i32> zeroinitializer
  %4479 = mul nsw i64 %4474, %15
  %4480 = add i64 %4437, %4479
  %4481 = icmp slt i64 %4480, 0
  %4482 = sub nsw i64 0, %4480
  %4483 = select i1 %4481, i64 %4482, i64 0
  %4484 = sub nsw i64 %7, %4480
  %4485 = call i64 @llvm.smin.i64(i64 %4484, i64 %4440)
  %4486 = call i64 @llvm.smin.i64(i64 %4485, i64 8)
  %4487 = icmp sgt i64 %4486, %4483
  %4488 = trunc i64 %4483 to i32
  %4489 = select i1 %4487, i32 %4488, i32 0
  %4490 = insertelement <8 x i32> poison, i32 %4489, i64 0
  %4491 = shufflevector <8 x i32> %4490, <8 x i32> poison, <8 x i32> zeroinitializer
  %4492 = icmp slt <8 x i32> %4491, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %4493 = trunc i64 %4486 to i32
  %4494 = select i1 %4487, i32 %4493, i32 0
  %4495 = insertelement <8 x i32> poison, i32 %4494, i64 0
  %4496 = shufflevector <8 x i32> %4495, <8 x i32> poison, <8 x i32> zeroinitializer
  %4497 = icmp sgt <8 x i32> %4496, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4498 = and <8 x i1> %4497, %4492
  %4499 = sext <8 x i1> %4498 to <8 x i32>
  %4500 = bitcast <8 x i32> %4499 to <4 x i64>
  br i1 %1112, label %4504, label %4501

4501:                                             ; preds = %4472
  %4502 = getelementptr <4 x i64>, ptr %4439, i64 %4474
  %4503 = load <4 x i64>, ptr %4502, align 32
  br label %4504

4504:                                             ; preds = %4472, %4501
  %4505 = phi <4 x i64> [ %4503, %4501 ], [ %4500, %4472 ]
  %4506 = getelementptr inbounds float, ptr %4464, i64 %4480
  %4507 = select i1 %4461, <4 x i64> zeroinitializer, <4 x i64> %4505
  %4508 = bitcast <4 x i64> %4507 to <8 x i32>
  %4509 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %4506, <8 x i32> %4508)
  %4510 = call <8 x float> @llvm.fma.v8f32(<8 x float> %4509, <8 x float> %4478, <8 x float> %4473)
  %4511 = add nuw nsw i64 %4474, 1
  %4512 = icmp eq i64 %4511, %11
  br i1 %4512, label %4468, label %4472

4513:                                             ; preds = %4441
  %4514 = load float, ptr %1486, align 1
  %4515 = insertelement <8 x float> poison, float %4514, i64 0
  %4516 = shufflevector <8 x float> %4515, <8 x float> poison, <8 x i32> zeroinitializer
  %4517 = fadd <8 x float> %4443, %4516
  br label %4518

4518:                                             ; preds = %4513, %4441
  %4519 = phi <8 x float> [ %4517, %4513 ], [ %4443, %4441 ]
  switch i64 %1340, label %512 [
    i64 1, label %4520
    i64 2, label %4523
    i64 3, label %4530
    i64 0, label %4575
  ]

4520:                                             ; preds = %4518
  %4521 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4452, <8 x i1> %4449, <8 x float> zeroinitializer)
  %4522 = fadd <8 x float> %4519, %4521
  br label %4537

4523:                                             ; preds = %4518
  %4524 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4519)
  %4525 = bitcast <8 x float> %4519 to <8 x i32>
  %4526 = or <8 x i32> %4525, %1105
  %4527 = bitcast <8 x i32> %4526 to <8 x float>
  %4528 = fcmp oeq <8 x float> %4519, %52
  %4529 = select <8 x i1> %4528, <8 x float> %4527, <8 x float> %4524
  br label %4537

4530:                                             ; preds = %4518
  %4531 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4519)
  %4532 = bitcast <8 x float> %4519 to <8 x i32>
  %4533 = and <8 x i32> %4532, %1104
  %4534 = bitcast <8 x i32> %4533 to <8 x float>
  %4535 = fcmp oeq <8 x float> %4519, %49
  %4536 = select <8 x i1> %4535, <8 x float> %4534, <8 x float> %4531
  br label %4537

4537:                                             ; preds = %4530, %4523, %4520
  %4538 = phi <8 x float> [ %4522, %4520 ], [ %4529, %4523 ], [ %4536, %4530 ]
  switch i64 %1342, label %512 [
    i64 1, label %4553
    i64 2, label %4546
    i64 3, label %4539
    i64 0, label %4575
  ]

4539:                                             ; preds = %4537
  %4540 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4538)
  %4541 = bitcast <8 x float> %4538 to <8 x i32>
  %4542 = and <8 x i32> %4541, %1104
  %4543 = bitcast <8 x i32> %4542 to <8 x float>
  %4544 = fcmp oeq <8 x float> %4538, %49
  %4545 = select <8 x i1> %4544, <8 x float> %4543, <8 x float> %4540
  br label %4556

4546:                                             ; preds = %4537
  %4547 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4538)
  %4548 = bitcast <8 x float> %4538 to <8 x i32>
  %4549 = or <8 x i32> %4548, %1105
  %4550 = bitcast <8 x i32> %4549 to <8 x float>
  %4551 = fcmp oeq <8 x float> %4538, %52
  %4552 = select <8 x i1> %4551, <8 x float> %4550, <8 x float> %4547
  br label %4556

4553:                                             ; preds = %4537
  %4554 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4452, <8 x i1> %4449, <8 x float> zeroinitializer)
  %4555 = fadd <8 x float> %4538, %4554
  br label %4556

4556:                                             ; preds = %4553, %4546, %4539
  %4557 = phi <8 x float> [ %4555, %4553 ], [ %4552, %4546 ], [ %4545, %4539 ]
  switch i64 %1344, label %512 [
    i64 1, label %4572
    i64 2, label %4565
    i64 3, label %4558
    i64 0, label %4575
  ]

4558:                                             ; preds = %4556
  %4559 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4557)
  %4560 = bitcast <8 x float> %4557 to <8 x i32>
  %4561 = and <8 x i32> %4560, %1104
  %4562 = bitcast <8 x i32> %4561 to <8 x float>
  %4563 = fcmp oeq <8 x float> %4557, %49
  %4564 = select <8 x i1> %4563, <8 x float> %4562, <8 x float> %4559
  br label %4575

4565:                                             ; preds = %4556
  %4566 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4557)
  %4567 = bitcast <8 x float> %4557 to <8 x i32>
  %4568 = or <8 x i32> %4567, %1105
  %4569 = bitcast <8 x i32> %4568 to <8 x float>
  %4570 = fcmp oeq <8 x float> %4557, %52
  %4571 = select <8 x i1> %4570, <8 x float> %4569, <8 x float> %4566
  br label %4575

4572:                                             ; preds = %4556
  %4573 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4452, <8 x i1> %4449, <8 x float> zeroinitializer)
  %4574 = fadd <8 x float> %4557, %4573
  br label %4575

4575:                                             ; preds = %4558, %4565, %4572, %4556, %4537, %4518
  %4576 = phi <8 x float> [ %4557, %4556 ], [ %4519, %4518 ], [ %4538, %4537 ], [ %4574, %4572 ], [ %4571, %4565 ], [ %4564, %4558 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %4576, ptr align 1 %4450, <8 x i1> %4449)
  br label %7903

4577:                                             ; preds = %4426
  br i1 %1102, label %4578, label %4687

4578:                                             ; preds = %4577
  %4579 = shl nsw i64 %4427, 3
  %4580 = mul nuw nsw i64 %4427, %11
  %4581 = or disjoint i64 %4427, 1
  %4582 = shl nsw i64 %4581, 3
  %4583 = mul nuw nsw i64 %4581, %11
  %4584 = sub nsw i64 %9, %4579
  %4585 = shl i64 %4427, 3
  %4586 = or disjoint i64 %4585, 8
  %4587 = sub nsw i64 %9, %4586
  br label %4588

4588:                                             ; preds = %4578, %4604
  %4589 = phi <8 x float> [ zeroinitializer, %4578 ], [ %4605, %4604 ]
  %4590 = phi <8 x float> [ zeroinitializer, %4578 ], [ %4606, %4604 ]
  %4591 = phi i64 [ 0, %4578 ], [ %4607, %4604 ]
  %4592 = mul nsw i64 %4591, %14
  %4593 = sub i64 %4592, %16
  %4594 = add i64 %4593, %2687
  %4595 = icmp slt i64 %4594, 0
  %4596 = icmp sge i64 %4594, %6
  %4597 = or i1 %4595, %4596
  %4598 = select i1 %4597, i64 0, i64 %4594
  %4599 = mul nsw i64 %4598, %7
  %4600 = getelementptr inbounds float, ptr %1483, i64 %4599
  br i1 %1103, label %4601, label %4604

4601:                                             ; preds = %4588
  %4602 = mul nuw nsw i64 %4591, %11
  %4603 = getelementptr inbounds nuw float, ptr %1485, i64 %4602
  br label %4609

4604:                                             ; preds = %4676, %4588
  %4605 = phi <8 x float> [ %4589, %4588 ], [ %4678, %4676 ]
  %4606 = phi <8 x float> [ %4590, %4588 ], [ %4684, %4676 ]
  %4607 = add nuw nsw i64 %4591, 1
  %4608 = icmp eq i64 %4607, %10
  br i1 %4608, label %4687, label %4588

4609:                                             ; preds = %4601, %4676
  %4610 = phi <8 x float> [ %4589, %4601 ], [ %4678, %4676 ]
  %4611 = phi <8 x float> [ %4590, %4601 ], [ %4684, %4676 ]
  %4612 = phi i64 [ 0, %4601 ], [ %4685, %4676 ]
  %4613 = getelementptr inbounds nuw float, ptr %4603, i64 %4612
  %4614 = load float, ptr %4613, align 1
  %4615 = insertelement <8 x float> poison, float %4614, i64 0
  %4616 = shufflevector <8 x float> %4615, <8 x float> poison, <8 x i32> zeroinitializer
  %4617 = mul nsw i64 %4612, %15
  %4618 = sub i64 %4617, %17
  %4619 = add i64 %4618, %4579
  br i1 %1112, label %4632, label %4620

4620:                                             ; preds = %4609
  %4621 = getelementptr <4 x i64>, ptr %1091, i64 %4612
  %4622 = getelementptr <4 x i64>, ptr %4621, i64 %4580
  %4623 = load <4 x i64>, ptr %4622, align 32
  %4624 = getelementptr inbounds float, ptr %4600, i64 %4619
  %4625 = select i1 %4597, <4 x i64> zeroinitializer, <4 x i64> %4623
  %4626 = bitcast <4 x i64> %4625 to <8 x i32>
  %4627 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %4624, <8 x i32> %4626)
  %4628 = call <8 x float> @llvm.fma.v8f32(<8 x float> %4627, <8 x float> %4616, <8 x float> %4610)
  %4629 = add i64 %4618, %4582
  %4630 = getelementptr <4 x i64>, ptr %4621, i64 %4583
  %4631 = load <4 x i64>, ptr %4630, align 32
  br label %4676

4632:                                             ; preds = %4609
  %4633 = icmp slt i64 %4619, 0
  %4634 = sub nsw i64 0, %4619
  %4635 = select i1 %4633, i64 %4634, i64 0
  %4636 = sub nsw i64 %7, %4619
  %4637 = call i64 @llvm.smin.i64(i64 %4636, i64 %4584)
  %4638 = call i64 @llvm.smin.i64(i64 %4637, i64 8)
  %4639 = icmp sgt i64 %4638, %4635
  %4640 = trunc i64 %4635 to i32
  %4641 = select i1 %4639, i32 %4640, i32 0
  %4642 = insertelement <8 x i32> poison, i32 %4641, i64 0
  %4643 = shufflevector <8 x i32> %4642, <8 x i32> poison, <8 x i32> zeroinitializer
  %4644 = icmp slt <8 x i32> %4643, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %4645 = trunc i64 %4638 to i32
  %4646 = select i1 %4639, i32 %4645, i32 0
  %4647 = insertelement <8 x i32> poison, i32 %4646, i64 0
  %4648 = shufflevector <8 x i32> %4647, <8 x i32> poison, <8 x i32> zeroinitializer
  %4649 = icmp sgt <8 x i32> %4648, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4650 = and <8 x i1> %4649, %4644
  %4651 = getelementptr inbounds float, ptr %4600, i64 %4619
  %4652 = select i1 %4597, <8 x i1> zeroinitializer, <8 x i1> %4650
  %4653 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4651, <8 x i1> %4652, <8 x float> zeroinitializer)
  %4654 = call <8 x float> @llvm.fma.v8f32(<8 x float> %4653, <8 x float> %4616, <8 x float> %4610)
  %4655 = add i64 %4618, %4586
  %4656 = icmp slt i64 %4655, 0
  %4657 = sub nsw i64 0, %4655
  %4658 = select i1 %4656, i64 %4657, i64 0
  %4659 = sub nsw i64 %7, %4655
  %4660 = call i64 @llvm.smin.i64(i64 %4659, i64 %4587)
  %4661 = call i64 @llvm.smin.i64(i64 %4660, i64 8)
  %4662 = icmp sgt i64 %4661, %4658
  %4663 = trunc i64 %4658 to i32
  %4664 = select i1 %4662, i32 %4663, i32 0
  %4665 = insertelement <8 x i32> poison, i32 %4664, i64 0
  %4666 = shufflevector <8 x i32> %4665, <8 x i32> poison, <8 x i32> zeroinitializer
  %4667 = icmp slt <8 x i32> %4666, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %4668 = trunc i64 %4661 to i32
  %4669 = select i1 %4662, i32 %4668, i32 0
  %4670 = insertelement <8 x i32> poison, i32 %4669, i64 0
  %4671 = shufflevector <8 x i32> %4670, <8 x i32> poison, <8 x i32> zeroinitializer
  %4672 = icmp sgt <8 x i32> %4671, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4673 = and <8 x i1> %4672, %4667
  %4674 = sext <8 x i1> %4673 to <8 x i32>
  %4675 = bitcast <8 x i32> %4674 to <4 x i64>
  br label %4676

4676:                                             ; preds = %4632, %4620
  %4677 = phi i64 [ %4629, %4620 ], [ %4655, %4632 ]
  %4678 = phi <8 x float> [ %4628, %4620 ], [ %4654, %4632 ]
  %4679 = phi <4 x i64> [ %4631, %4620 ], [ %4675, %4632 ]
  %4680 = getelementptr inbounds float, ptr %4600, i64 %4677
  %4681 = select i1 %4597, <4 x i64> zeroinitializer, <4 x i64> %4679
  %4682 = bitcast <4 x i64> %4681 to <8 x i32>
  %4683 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %4680, <8 x i32> %4682)
  %4684 = call <8 x float> @llvm.fma.v8f32(<8 x float> %4683, <8 x float> %4616, <8 x float> %4611)
  %4685 = add nuw nsw i64 %4612, 1
  %4686 = icmp eq i64 %4685, %11
  br i1 %4686, label %4604, label %4609

4687:                                             ; preds = %4604, %4577
  %4688 = phi <8 x float> [ zeroinitializer, %4577 ], [ %4605, %4604 ]
  %4689 = phi <8 x float> [ zeroinitializer, %4577 ], [ %4606, %4604 ]
  %4690 = shl nsw i64 %4427, 3
  %4691 = sub nsw i64 %9, %4690
  %4692 = icmp sgt i64 %4691, 7
  %4693 = trunc i64 %4691 to i32
  %4694 = select i1 %4692, i32 8, i32 %4693
  %4695 = insertelement <8 x i32> poison, i32 %4694, i64 0
  %4696 = shufflevector <8 x i32> %4695, <8 x i32> poison, <8 x i32> zeroinitializer
  %4697 = icmp sgt <8 x i32> %4696, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %1553, label %4703, label %4698

4698:                                             ; preds = %4687
  %4699 = load float, ptr %1486, align 1
  %4700 = insertelement <8 x float> poison, float %4699, i64 0
  %4701 = shufflevector <8 x float> %4700, <8 x float> poison, <8 x i32> zeroinitializer
  %4702 = fadd <8 x float> %4688, %4701
  br label %4703

4703:                                             ; preds = %4698, %4687
  %4704 = phi <8 x float> [ %4702, %4698 ], [ %4688, %4687 ]
  %4705 = getelementptr inbounds nuw float, ptr %2671, i64 %4690
  %4706 = getelementptr inbounds nuw float, ptr %2673, i64 %4690
  %4707 = select i1 %2680, ptr null, ptr %4706
  switch i64 %1331, label %512 [
    i64 1, label %4708
    i64 2, label %4711
    i64 3, label %4718
    i64 0, label %4763
  ]

4708:                                             ; preds = %4703
  %4709 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4707, <8 x i1> %4697, <8 x float> zeroinitializer)
  %4710 = fadd <8 x float> %4704, %4709
  br label %4725

4711:                                             ; preds = %4703
  %4712 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4704)
  %4713 = bitcast <8 x float> %4704 to <8 x i32>
  %4714 = or <8 x i32> %4713, %1105
  %4715 = bitcast <8 x i32> %4714 to <8 x float>
  %4716 = fcmp oeq <8 x float> %4704, %52
  %4717 = select <8 x i1> %4716, <8 x float> %4715, <8 x float> %4712
  br label %4725

4718:                                             ; preds = %4703
  %4719 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4704)
  %4720 = bitcast <8 x float> %4704 to <8 x i32>
  %4721 = and <8 x i32> %4720, %1104
  %4722 = bitcast <8 x i32> %4721 to <8 x float>
  %4723 = fcmp oeq <8 x float> %4704, %49
  %4724 = select <8 x i1> %4723, <8 x float> %4722, <8 x float> %4719
  br label %4725

4725:                                             ; preds = %4718, %4711, %4708
  %4726 = phi <8 x float> [ %4710, %4708 ], [ %4717, %4711 ], [ %4724, %4718 ]
  switch i64 %1333, label %512 [
    i64 1, label %4741
    i64 2, label %4734
    i64 3, label %4727
    i64 0, label %4763
  ]

4727:                                             ; preds = %4725
  %4728 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4726)
  %4729 = bitcast <8 x float> %4726 to <8 x i32>
  %4730 = and <8 x i32> %4729, %1104
  %4731 = bitcast <8 x i32> %4730 to <8 x float>
  %4732 = fcmp oeq <8 x float> %4726, %49
  %4733 = select <8 x i1> %4732, <8 x float> %4731, <8 x float> %4728
  br label %4744

4734:                                             ; preds = %4725
  %4735 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4726)
  %4736 = bitcast <8 x float> %4726 to <8 x i32>
  %4737 = or <8 x i32> %4736, %1105
  %4738 = bitcast <8 x i32> %4737 to <8 x float>
  %4739 = fcmp oeq <8 x float> %4726, %52
  %4740 = select <8 x i1> %4739, <8 x float> %4738, <8 x float> %4735
  br label %4744

4741:                                             ; preds = %4725
  %4742 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4707, <8 x i1> %4697, <8 x float> zeroinitializer)
  %4743 = fadd <8 x float> %4726, %4742
  br label %4744

4744:                                             ; preds = %4741, %4734, %4727
  %4745 = phi <8 x float> [ %4743, %4741 ], [ %4740, %4734 ], [ %4733, %4727 ]
  switch i64 %1335, label %512 [
    i64 1, label %4760
    i64 2, label %4753
    i64 3, label %4746
    i64 0, label %4763
  ]

4746:                                             ; preds = %4744
  %4747 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4745)
  %4748 = bitcast <8 x float> %4745 to <8 x i32>
  %4749 = and <8 x i32> %4748, %1104
  %4750 = bitcast <8 x i32> %4749 to <8 x float>
  %4751 = fcmp oeq <8 x float> %4745, %49
  %4752 = select <8 x i1> %4751, <8 x float> %4750, <8 x float> %4747
  br label %4763

4753:                                             ; preds = %4744
  %4754 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4745)
  %4755 = bitcast <8 x float> %4745 to <8 x i32>
  %4756 = or <8 x i32> %4755, %1105
  %4757 = bitcast <8 x i32> %4756 to <8 x float>
  %4758 = fcmp oeq <8 x float> %4745, %52
  %4759 = select <8 x i1> %4758, <8 x float> %4757, <8 x float> %4754
  br label %4763

4760:                                             ; preds = %4744
  %4761 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4707, <8 x i1> %4697, <8 x float> zeroinitializer)
  %4762 = fadd <8 x float> %4745, %4761
  br label %4763

4763:                                             ; preds = %4746, %4753, %4760, %4744, %4725, %4703
  %4764 = phi <8 x float> [ %4745, %4744 ], [ %4704, %4703 ], [ %4726, %4725 ], [ %4762, %4760 ], [ %4759, %4753 ], [ %4752, %4746 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %4764, ptr align 1 %4705, <8 x i1> %4697)
  %4765 = shl i64 %4427, 3
  %4766 = or disjoint i64 %4765, 8
  %4767 = sub nsw i64 %9, %4766
  %4768 = icmp sgt i64 %4767, 7
  %4769 = trunc i64 %4767 to i32
  %4770 = select i1 %4768, i32 8, i32 %4769
  %4771 = insertelement <8 x i32> poison, i32 %4770, i64 0
  %4772 = shufflevector <8 x i32> %4771, <8 x i32> poison, <8 x i32> zeroinitializer
  %4773 = icmp sgt <8 x i32> %4772, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %1553, label %4779, label %4774

4774:                                             ; preds = %4763
  %4775 = load float, ptr %1486, align 1
  %4776 = insertelement <8 x float> poison, float %4775, i64 0
  %4777 = shufflevector <8 x float> %4776, <8 x float> poison, <8 x i32> zeroinitializer
  %4778 = fadd <8 x float> %4689, %4777
  br label %4779

4779:                                             ; preds = %4774, %4763
  %4780 = phi <8 x float> [ %4778, %4774 ], [ %4689, %4763 ]
  %4781 = getelementptr inbounds nuw float, ptr %2671, i64 %4766
  %4782 = getelementptr inbounds nuw float, ptr %2673, i64 %4766
  %4783 = select i1 %2680, ptr null, ptr %4782
  switch i64 %1331, label %512 [
    i64 1, label %4798
    i64 2, label %4791
    i64 3, label %4784
    i64 0, label %4839
  ]

4784:                                             ; preds = %4779
  %4785 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4780)
  %4786 = bitcast <8 x float> %4780 to <8 x i32>
  %4787 = and <8 x i32> %4786, %1104
  %4788 = bitcast <8 x i32> %4787 to <8 x float>
  %4789 = fcmp oeq <8 x float> %4780, %49
  %4790 = select <8 x i1> %4789, <8 x float> %4788, <8 x float> %4785
  br label %4801

4791:                                             ; preds = %4779
  %4792 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4780)
  %4793 = bitcast <8 x float> %4780 to <8 x i32>
  %4794 = or <8 x i32> %4793, %1105
  %4795 = bitcast <8 x i32> %4794 to <8 x float>
  %4796 = fcmp oeq <8 x float> %4780, %52
  %4797 = select <8 x i1> %4796, <8 x float> %4795, <8 x float> %4792
  br label %4801

4798:                                             ; preds = %4779
  %4799 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4783, <8 x i1> %4773, <8 x float> zeroinitializer)
  %4800 = fadd <8 x float> %4780, %4799
  br label %4801

4801:                                             ; preds = %4798, %4791, %4784
  %4802 = phi <8 x float> [ %4800, %4798 ], [ %4797, %4791 ], [ %4790, %4784 ]
  switch i64 %1337, label %512 [
    i64 1, label %4817
    i64 2, label %4810
    i64 3, label %4803
    i64 0, label %4839
  ]

4803:                                             ; preds = %4801
  %4804 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4802)
  %4805 = bitcast <8 x float> %4802 to <8 x i32>
  %4806 = and <8 x i32> %4805, %1104
  %4807 = bitcast <8 x i32> %4806 to <8 x float>
  %4808 = fcmp oeq <8 x float> %4802, %49
  %4809 = select <8 x i1> %4808, <8 x float> %4807, <8 x float> %4804
  br label %4820

4810:                                             ; preds = %4801
  %4811 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4802)
  %4812 = bitcast <8 x float> %4802 to <8 x i32>
  %4813 = or <8 x i32> %4812, %1105
  %4814 = bitcast <8 x i32> %4813 to <8 x float>
  %4815 = fcmp oeq <8 x float> %4802, %52
  %4816 = select <8 x i1> %4815, <8 x float> %4814, <8 x float> %4811
  br label %4820

4817:                                             ; preds = %4801
  %4818 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4783, <8 x i1> %4773, <8 x float> zeroinitializer)
  %4819 = fadd <8 x float> %4802, %4818
  br label %4820

4820:                                             ; preds = %4817, %4810, %4803
  %4821 = phi <8 x float> [ %4819, %4817 ], [ %4816, %4810 ], [ %4809, %4803 ]
  switch i64 %1339, label %512 [
    i64 1, label %4836
    i64 2, label %4829
    i64 3, label %4822
    i64 0, label %4839
  ]

4822:                                             ; preds = %4820
  %4823 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4821)
  %4824 = bitcast <8 x float> %4821 to <8 x i32>
  %4825 = and <8 x i32> %4824, %1104
  %4826 = bitcast <8 x i32> %4825 to <8 x float>
  %4827 = fcmp oeq <8 x float> %4821, %49
  %4828 = select <8 x i1> %4827, <8 x float> %4826, <8 x float> %4823
  br label %4839

4829:                                             ; preds = %4820
  %4830 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4821)
  %4831 = bitcast <8 x float> %4821 to <8 x i32>
  %4832 = or <8 x i32> %4831, %1105
  %4833 = bitcast <8 x i32> %4832 to <8 x float>
  %4834 = fcmp oeq <8 x float> %4821, %52
  %4835 = select <8 x i1> %4834, <8 x float> %4833, <8 x float> %4830
  br label %4839

4836:                                             ; preds = %4820
  %4837 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4783, <8 x i1> %4773, <8 x float> zeroinitializer)
  %4838 = fadd <8 x float> %4821, %4837
  br label %4839

4839:                                             ; preds = %4822, %4829, %4836, %4820, %4801, %4779
  %4840 = phi <8 x float> [ %4821, %4820 ], [ %4780, %4779 ], [ %4802, %4801 ], [ %4838, %4836 ], [ %4835, %4829 ], [ %4828, %4822 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %4840, ptr nonnull align 1 %4781, <8 x i1> %4773)
  br label %7903

4841:                                             ; preds = %4426
  br i1 %1102, label %4842, label %4992

4842:                                             ; preds = %4841
  %4843 = shl nsw i64 %4427, 3
  %4844 = mul nuw nsw i64 %4427, %11
  %4845 = or disjoint i64 %4427, 1
  %4846 = mul nuw nsw i64 %4845, %11
  %4847 = or disjoint i64 %4427, 2
  %4848 = shl nsw i64 %4847, 3
  %4849 = mul nuw nsw i64 %4847, %11
  %4850 = sub nsw i64 %9, %4843
  %4851 = shl i64 %4427, 3
  %4852 = or disjoint i64 %4851, 8
  %4853 = sub nsw i64 %9, %4852
  %4854 = shl i64 %4427, 3
  %4855 = or disjoint i64 %4854, 16
  %4856 = sub nsw i64 %9, %4855
  %4857 = shl i64 %4845, 5
  br label %4858

4858:                                             ; preds = %4842, %4876
  %4859 = phi <8 x float> [ zeroinitializer, %4842 ], [ %4877, %4876 ]
  %4860 = phi <8 x float> [ zeroinitializer, %4842 ], [ %4878, %4876 ]
  %4861 = phi <8 x float> [ zeroinitializer, %4842 ], [ %4879, %4876 ]
  %4862 = phi i64 [ 0, %4842 ], [ %4880, %4876 ]
  %4863 = mul nsw i64 %4862, %14
  %4864 = sub i64 %4863, %16
  %4865 = add i64 %4864, %2686
  %4866 = icmp slt i64 %4865, 0
  %4867 = icmp sge i64 %4865, %6
  %4868 = or i1 %4866, %4867
  %4869 = select i1 %4868, i64 0, i64 %4865
  %4870 = mul nsw i64 %4869, %7
  %4871 = getelementptr inbounds float, ptr %1483, i64 %4870
  br i1 %1103, label %4872, label %4876

4872:                                             ; preds = %4858
  %4873 = mul nuw nsw i64 %4862, %11
  %4874 = getelementptr inbounds nuw float, ptr %1485, i64 %4873
  %4875 = getelementptr i8, ptr %4871, i64 %4857
  br label %4882

4876:                                             ; preds = %4980, %4858
  %4877 = phi <8 x float> [ %4859, %4858 ], [ %4983, %4980 ]
  %4878 = phi <8 x float> [ %4860, %4858 ], [ %4982, %4980 ]
  %4879 = phi <8 x float> [ %4861, %4858 ], [ %4989, %4980 ]
  %4880 = add nuw nsw i64 %4862, 1
  %4881 = icmp eq i64 %4880, %10
  br i1 %4881, label %4992, label %4858

4882:                                             ; preds = %4872, %4980
  %4883 = phi <8 x float> [ %4859, %4872 ], [ %4983, %4980 ]
  %4884 = phi <8 x float> [ %4860, %4872 ], [ %4982, %4980 ]
  %4885 = phi <8 x float> [ %4861, %4872 ], [ %4989, %4980 ]
  %4886 = phi i64 [ 0, %4872 ], [ %4990, %4980 ]
  %4887 = getelementptr inbounds nuw float, ptr %4874, i64 %4886
  %4888 = load float, ptr %4887, align 1
  %4889 = insertelement <8 x float> poison, float %4888, i64 0
  %4890 = shufflevector <8 x float> %4889, <8 x float> poison, <8 x i32> zeroinitializer
  %4891 = mul nsw i64 %4886, %15
  %4892 = sub i64 %4891, %17
  %4893 = add i64 %4892, %4843
  br i1 %1112, label %4913, label %4894

4894:                                             ; preds = %4882
  %4895 = getelementptr <4 x i64>, ptr %1091, i64 %4886
  %4896 = getelementptr <4 x i64>, ptr %4895, i64 %4844
  %4897 = load <4 x i64>, ptr %4896, align 32
  %4898 = getelementptr inbounds float, ptr %4871, i64 %4893
  %4899 = select i1 %4868, <4 x i64> zeroinitializer, <4 x i64> %4897
  %4900 = bitcast <4 x i64> %4899 to <8 x i32>
  %4901 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %4898, <8 x i32> %4900)
  %4902 = call <8 x float> @llvm.fma.v8f32(<8 x float> %4901, <8 x float> %4890, <8 x float> %4883)
  %4903 = getelementptr <4 x i64>, ptr %4895, i64 %4846
  %4904 = load <4 x i64>, ptr %4903, align 32
  %4905 = getelementptr float, ptr %4875, i64 %4892
  %4906 = select i1 %4868, <4 x i64> zeroinitializer, <4 x i64> %4904
  %4907 = bitcast <4 x i64> %4906 to <8 x i32>
  %4908 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %4905, <8 x i32> %4907)
  %4909 = call <8 x float> @llvm.fma.v8f32(<8 x float> %4908, <8 x float> %4890, <8 x float> %4884)
  %4910 = add i64 %4892, %4848
  %4911 = getelementptr <4 x i64>, ptr %4895, i64 %4849
  %4912 = load <4 x i64>, ptr %4911, align 32
  br label %4980

4913:                                             ; preds = %4882
  %4914 = icmp slt i64 %4893, 0
  %4915 = sub nsw i64 0, %4893
  %4916 = select i1 %4914, i64 %4915, i64 0
  %4917 = sub nsw i64 %7, %4893
  %4918 = call i64 @llvm.smin.i64(i64 %4917, i64 %4850)
  %4919 = call i64 @llvm.smin.i64(i64 %4918, i64 8)
  %4920 = icmp sgt i64 %4919, %4916
  %4921 = trunc i64 %4916 to i32
  %4922 = select i1 %4920, i32 %4921, i32 0
  %4923 = insertelement <8 x i32> poison, i32 %4922, i64 0
  %4924 = shufflevector <8 x i32> %4923, <8 x i32> poison, <8 x i32> zeroinitializer
  %4925 = icmp slt <8 x i32> %4924, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %4926 = trunc i64 %4919 to i32
  %4927 = select i1 %4920, i32 %4926, i32 0
  %4928 = insertelement <8 x i32> poison, i32 %4927, i64 0
  %4929 = shufflevector <8 x i32> %4928, <8 x i32> poison, <8 x i32> zeroinitializer
  %4930 = icmp sgt <8 x i32> %4929, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4931 = and <8 x i1> %4930, %4925
  %4932 = getelementptr inbounds float, ptr %4871, i64 %4893
  %4933 = select i1 %4868, <8 x i1> zeroinitializer, <8 x i1> %4931
  %4934 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4932, <8 x i1> %4933, <8 x float> zeroinitializer)
  %4935 = call <8 x float> @llvm.fma.v8f32(<8 x float> %4934, <8 x float> %4890, <8 x float> %4883)
  %4936 = add i64 %4892, %4852
  %4937 = icmp slt i64 %4936, 0
  %4938 = sub nsw i64 0, %4936
  %4939 = select i1 %4937, i64 %4938, i64 0
  %4940 = sub nsw i64 %7, %4936
  %4941 = call i64 @llvm.smin.i64(i64 %4940, i64 %4853)
  %4942 = call i64 @llvm.smin.i64(i64 %4941, i64 8)
  %4943 = icmp sgt i64 %4942, %4939
  %4944 = trunc i64 %4939 to i32
  %4945 = select i1 %4943, i32 %4944, i32 0
  %4946 = insertelement <8 x i32> poison, i32 %4945, i64 0
  %4947 = shufflevector <8 x i32> %4946, <8 x i32> poison, <8 x i32> zeroinitializer
  %4948 = icmp slt <8 x i32> %4947, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %4949 = trunc i64 %4942 to i32
  %4950 = select i1 %4943, i32 %4949, i32 0
  %4951 = insertelement <8 x i32> poison, i32 %4950, i64 0
  %4952 = shufflevector <8 x i32> %4951, <8 x i32> poison, <8 x i32> zeroinitializer
  %4953 = icmp sgt <8 x i32> %4952, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4954 = and <8 x i1> %4953, %4948
  %4955 = getelementptr inbounds float, ptr %4871, i64 %4936
  %4956 = select i1 %4868, <8 x i1> zeroinitializer, <8 x i1> %4954
  %4957 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4955, <8 x i1> %4956, <8 x float> zeroinitializer)
  %4958 = call <8 x float> @llvm.fma.v8f32(<8 x float> %4957, <8 x float> %4890, <8 x float> %4884)
  %4959 = add i64 %4892, %4855
  %4960 = icmp slt i64 %4959, 0
  %4961 = sub nsw i64 0, %4959
  %4962 = select i1 %4960, i64 %4961, i64 0
  %4963 = sub nsw i64 %7, %4959
  %4964 = call i64 @llvm.smin.i64(i64 %4963, i64 %4856)
  %4965 = call i64 @llvm.smin.i64(i64 %4964, i64 8)
  %4966 = icmp sgt i64 %4965, %4962
  %4967 = trunc i64 %4962 to i32
  %4968 = select i1 %4966, i32 %4967, i32 0
  %4969 = insertelement <8 x i32> poison, i32 %4968, i64 0
  %4970 = shufflevector <8 x i32> %4969, <8 x i32> poison, <8 x i32> zeroinitializer
  %4971 = icmp slt <8 x i32> %4970, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %4972 = trunc i64 %4965 to i32
  %4973 = select i1 %4966, i32 %4972, i32 0
  %4974 = insertelement <8 x i32> poison, i32 %4973, i64 0
  %4975 = shufflevector <8 x i32> %4974, <8 x i32> poison, <8 x i32> zeroinitializer
  %4976 = icmp sgt <8 x i32> %4975, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4977 = and <8 x i1> %4976, %4971
  %4978 = sext <8 x i1> %4977 to <8 x i32>
  %4979 = bitcast <8 x i32> %4978 to <4 x i64>
  br label %4980

4980:                                             ; preds = %4913, %4894
  %4981 = phi i64 [ %4910, %4894 ], [ %4959, %4913 ]
  %4982 = phi <8 x float> [ %4909, %4894 ], [ %4958, %4913 ]
  %4983 = phi <8 x float> [ %4902, %4894 ], [ %4935, %4913 ]
  %4984 = phi <4 x i64> [ %4912, %4894 ], [ %4979, %4913 ]
  %4985 = getelementptr inbounds float, ptr %4871, i64 %4981
  %4986 = select i1 %4868, <4 x i64> zeroinitializer, <4 x i64> %4984
  %4987 = bitcast <4 x i64> %4986 to <8 x i32>
  %4988 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %4985, <8 x i32> %4987)
  %4989 = call <8 x float> @llvm.fma.v8f32(<8 x float> %4988, <8 x float> %4890, <8 x float> %4885)
  %4990 = add nuw nsw i64 %4886, 1
  %4991 = icmp eq i64 %4990, %11
  br i1 %4991, label %4876, label %4882

4992:                                             ; preds = %4876, %4841
  %4993 = phi <8 x float> [ zeroinitializer, %4841 ], [ %4877, %4876 ]
  %4994 = phi <8 x float> [ zeroinitializer, %4841 ], [ %4878, %4876 ]
  %4995 = phi <8 x float> [ zeroinitializer, %4841 ], [ %4879, %4876 ]
  %4996 = shl nsw i64 %4427, 3
  %4997 = sub nsw i64 %9, %4996
  %4998 = icmp sgt i64 %4997, 7
  %4999 = trunc i64 %4997 to i32
  %5000 = select i1 %4998, i32 8, i32 %4999
  %5001 = insertelement <8 x i32> poison, i32 %5000, i64 0
  %5002 = shufflevector <8 x i32> %5001, <8 x i32> poison, <8 x i32> zeroinitializer
  %5003 = icmp sgt <8 x i32> %5002, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %1553, label %5009, label %5004

5004:                                             ; preds = %4992
  %5005 = load float, ptr %1486, align 1
  %5006 = insertelement <8 x float> poison, float %5005, i64 0
  %5007 = shufflevector <8 x float> %5006, <8 x float> poison, <8 x i32> zeroinitializer
  %5008 = fadd <8 x float> %4993, %5007
  br label %5009

5009:                                             ; preds = %5004, %4992
  %5010 = phi <8 x float> [ %5008, %5004 ], [ %4993, %4992 ]
  %5011 = getelementptr inbounds nuw float, ptr %2671, i64 %4996
  %5012 = getelementptr inbounds nuw float, ptr %2673, i64 %4996
  %5013 = select i1 %2680, ptr null, ptr %5012
  switch i64 %1318, label %512 [
    i64 1, label %5014
    i64 2, label %5017
    i64 3, label %5024
    i64 0, label %5069
  ]

5014:                                             ; preds = %5009
  %5015 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5013, <8 x i1> %5003, <8 x float> zeroinitializer)
  %5016 = fadd <8 x float> %5010, %5015
  br label %5031

5017:                                             ; preds = %5009
  %5018 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5010)
  %5019 = bitcast <8 x float> %5010 to <8 x i32>
  %5020 = or <8 x i32> %5019, %1105
  %5021 = bitcast <8 x i32> %5020 to <8 x float>
  %5022 = fcmp oeq <8 x float> %5010, %52
  %5023 = select <8 x i1> %5022, <8 x float> %5021, <8 x float> %5018
  br label %5031

5024:                                             ; preds = %5009
  %5025 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5010)
  %5026 = bitcast <8 x float> %5010 to <8 x i32>
  %5027 = and <8 x i32> %5026, %1104
  %5028 = bitcast <8 x i32> %5027 to <8 x float>
  %5029 = fcmp oeq <8 x float> %5010, %49
  %5030 = select <8 x i1> %5029, <8 x float> %5028, <8 x float> %5025
  br label %5031

5031:                                             ; preds = %5024, %5017, %5014
  %5032 = phi <8 x float> [ %5016, %5014 ], [ %5023, %5017 ], [ %5030, %5024 ]
  switch i64 %1320, label %512 [
    i64 1, label %5047
    i64 2, label %5040
    i64 3, label %5033
    i64 0, label %5069
  ]

5033:                                             ; preds = %5031
  %5034 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5032)
  %5035 = bitcast <8 x float> %5032 to <8 x i32>
  %5036 = and <8 x i32> %5035, %1104
  %5037 = bitcast <8 x i32> %5036 to <8 x float>
  %5038 = fcmp oeq <8 x float> %5032, %49
  %5039 = select <8 x i1> %5038, <8 x float> %5037, <8 x float> %5034
  br label %5050

5040:                                             ; preds = %5031
  %5041 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5032)
  %5042 = bitcast <8 x float> %5032 to <8 x i32>
  %5043 = or <8 x i32> %5042, %1105
  %5044 = bitcast <8 x i32> %5043 to <8 x float>
  %5045 = fcmp oeq <8 x float> %5032, %52
  %5046 = select <8 x i1> %5045, <8 x float> %5044, <8 x float> %5041
  br label %5050

5047:                                             ; preds = %5031
  %5048 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5013, <8 x i1> %5003, <8 x float> zeroinitializer)
  %5049 = fadd <8 x float> %5032, %5048
  br label %5050

5050:                                             ; preds = %5047, %5040, %5033
  %5051 = phi <8 x float> [ %5049, %5047 ], [ %5046, %5040 ], [ %5039, %5033 ]
  switch i64 %1322, label %512 [
    i64 1, label %5066
    i64 2, label %5059
    i64 3, label %5052
    i64 0, label %5069
  ]

5052:                                             ; preds = %5050
  %5053 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5051)
  %5054 = bitcast <8 x float> %5051 to <8 x i32>
  %5055 = and <8 x i32> %5054, %1104
  %5056 = bitcast <8 x i32> %5055 to <8 x float>
  %5057 = fcmp oeq <8 x float> %5051, %49
  %5058 = select <8 x i1> %5057, <8 x float> %5056, <8 x float> %5053
  br label %5069

5059:                                             ; preds = %5050
  %5060 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5051)
  %5061 = bitcast <8 x float> %5051 to <8 x i32>
  %5062 = or <8 x i32> %5061, %1105
  %5063 = bitcast <8 x i32> %5062 to <8 x float>
  %5064 = fcmp oeq <8 x float> %5051, %52
  %5065 = select <8 x i1> %5064, <8 x float> %5063, <8 x float> %5060
  br label %5069

5066:                                             ; preds = %5050
  %5067 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5013, <8 x i1> %5003, <8 x float> zeroinitializer)
  %5068 = fadd <8 x float> %5051, %5067
  br label %5069

5069:                                             ; preds = %5052, %5059, %5066, %5050, %5031, %5009
  %5070 = phi <8 x float> [ %5051, %5050 ], [ %5010, %5009 ], [ %5032, %5031 ], [ %5068, %5066 ], [ %5065, %5059 ], [ %5058, %5052 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %5070, ptr align 1 %5011, <8 x i1> %5003)
  %5071 = shl i64 %4427, 3
  %5072 = or disjoint i64 %5071, 8
  %5073 = sub nsw i64 %9, %5072
  %5074 = icmp sgt i64 %5073, 7
  %5075 = trunc i64 %5073 to i32
  %5076 = select i1 %5074, i32 8, i32 %5075
  %5077 = insertelement <8 x i32> poison, i32 %5076, i64 0
  %5078 = shufflevector <8 x i32> %5077, <8 x i32> poison, <8 x i32> zeroinitializer
  %5079 = icmp sgt <8 x i32> %5078, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %1553, label %5085, label %5080

5080:                                             ; preds = %5069
  %5081 = load float, ptr %1486, align 1
  %5082 = insertelement <8 x float> poison, float %5081, i64 0
  %5083 = shufflevector <8 x float> %5082, <8 x float> poison, <8 x i32> zeroinitializer
  %5084 = fadd <8 x float> %4994, %5083
  br label %5085

5085:                                             ; preds = %5080, %5069
  %5086 = phi <8 x float> [ %5084, %5080 ], [ %4994, %5069 ]
  %5087 = getelementptr inbounds nuw float, ptr %2671, i64 %5072
  %5088 = getelementptr inbounds nuw float, ptr %2673, i64 %5072
  %5089 = select i1 %2680, ptr null, ptr %5088
  switch i64 %1318, label %512 [
    i64 1, label %5104
    i64 2, label %5097
    i64 3, label %5090
    i64 0, label %5145
  ]

5090:                                             ; preds = %5085
  %5091 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5086)
  %5092 = bitcast <8 x float> %5086 to <8 x i32>
  %5093 = and <8 x i32> %5092, %1104
  %5094 = bitcast <8 x i32> %5093 to <8 x float>
  %5095 = fcmp oeq <8 x float> %5086, %49
  %5096 = select <8 x i1> %5095, <8 x float> %5094, <8 x float> %5091
  br label %5107

5097:                                             ; preds = %5085
  %5098 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5086)
  %5099 = bitcast <8 x float> %5086 to <8 x i32>
  %5100 = or <8 x i32> %5099, %1105
  %5101 = bitcast <8 x i32> %5100 to <8 x float>
  %5102 = fcmp oeq <8 x float> %5086, %52
  %5103 = select <8 x i1> %5102, <8 x float> %5101, <8 x float> %5098
  br label %5107

5104:                                             ; preds = %5085
  %5105 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5089, <8 x i1> %5079, <8 x float> zeroinitializer)
  %5106 = fadd <8 x float> %5086, %5105
  br label %5107

5107:                                             ; preds = %5104, %5097, %5090
  %5108 = phi <8 x float> [ %5106, %5104 ], [ %5103, %5097 ], [ %5096, %5090 ]
  switch i64 %1324, label %512 [
    i64 1, label %5123
    i64 2, label %5116
    i64 3, label %5109
    i64 0, label %5145
  ]

5109:                                             ; preds = %5107
  %5110 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5108)
  %5111 = bitcast <8 x float> %5108 to <8 x i32>
  %5112 = and <8 x i32> %5111, %1104
  %5113 = bitcast <8 x i32> %5112 to <8 x float>
  %5114 = fcmp oeq <8 x float> %5108, %49
  %5115 = select <8 x i1> %5114, <8 x float> %5113, <8 x float> %5110
  br label %5126

5116:                                             ; preds = %5107
  %5117 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5108)
  %5118 = bitcast <8 x float> %5108 to <8 x i32>
  %5119 = or <8 x i32> %5118, %1105
  %5120 = bitcast <8 x i32> %5119 to <8 x float>
  %5121 = fcmp oeq <8 x float> %5108, %52
  %5122 = select <8 x i1> %5121, <8 x float> %5120, <8 x float> %5117
  br label %5126

5123:                                             ; preds = %5107
  %5124 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5089, <8 x i1> %5079, <8 x float> zeroinitializer)
  %5125 = fadd <8 x float> %5108, %5124
  br label %5126

5126:                                             ; preds = %5123, %5116, %5109
  %5127 = phi <8 x float> [ %5125, %5123 ], [ %5122, %5116 ], [ %5115, %5109 ]
  switch i64 %1326, label %512 [
    i64 1, label %5142
    i64 2, label %5135
    i64 3, label %5128
    i64 0, label %5145
  ]

5128:                                             ; preds = %5126
  %5129 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5127)
  %5130 = bitcast <8 x float> %5127 to <8 x i32>
  %5131 = and <8 x i32> %5130, %1104
  %5132 = bitcast <8 x i32> %5131 to <8 x float>
  %5133 = fcmp oeq <8 x float> %5127, %49
  %5134 = select <8 x i1> %5133, <8 x float> %5132, <8 x float> %5129
  br label %5145

5135:                                             ; preds = %5126
  %5136 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5127)
  %5137 = bitcast <8 x float> %5127 to <8 x i32>
  %5138 = or <8 x i32> %5137, %1105
  %5139 = bitcast <8 x i32> %5138 to <8 x float>
  %5140 = fcmp oeq <8 x float> %5127, %52
  %5141 = select <8 x i1> %5140, <8 x float> %5139, <8 x float> %5136
  br label %5145

5142:                                             ; preds = %5126
  %5143 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5089, <8 x i1> %5079, <8 x float> zeroinitializer)
  %5144 = fadd <8 x float> %5127, %5143
  br label %5145

5145:                                             ; preds = %5128, %5135, %5142, %5126, %5107, %5085
  %5146 = phi <8 x float> [ %5127, %5126 ], [ %5086, %5085 ], [ %5108, %5107 ], [ %5144, %5142 ], [ %5141, %5135 ], [ %5134, %5128 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %5146, ptr nonnull align 1 %5087, <8 x i1> %5079)
  %5147 = shl i64 %4427, 3
  %5148 = or disjoint i64 %5147, 16
  %5149 = sub nsw i64 %9, %5148
  %5150 = icmp sgt i64 %5149, 7
  %5151 = trunc i64 %5149 to i32
  %5152 = select i1 %5150, i32 8, i32 %5151
  %5153 = insertelement <8 x i32> poison, i32 %5152, i64 0
  %5154 = shufflevector <8 x i32> %5153, <8 x i32> poison, <8 x i32> zeroinitializer
  %5155 = icmp sgt <8 x i32> %5154, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %1553, label %5161, label %5156

5156:                                             ; preds = %5145
  %5157 = load float, ptr %1486, align 1
  %5158 = insertelement <8 x float> poison, float %5157, i64 0
  %5159 = shufflevector <8 x float> %5158, <8 x float> poison, <8 x i32> zeroinitializer
  %5160 = fadd <8 x float> %4995, %5159
  br label %5161

5161:                                             ; preds = %5156, %5145
  %5162 = phi <8 x float> [ %5160, %5156 ], [ %4995, %5145 ]
  %5163 = getelementptr inbounds nuw float, ptr %2671, i64 %5148
  %5164 = getelementptr inbounds nuw float, ptr %2673, i64 %5148
  %5165 = select i1 %2680, ptr null, ptr %5164
  switch i64 %1318, label %512 [
    i64 1, label %5180
    i64 2, label %5173
    i64 3, label %5166
    i64 0, label %5221
  ]

5166:                                             ; preds = %5161
  %5167 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5162)
  %5168 = bitcast <8 x float> %5162 to <8 x i32>
  %5169 = and <8 x i32> %5168, %1104
  %5170 = bitcast <8 x i32> %5169 to <8 x float>
  %5171 = fcmp oeq <8 x float> %5162, %49
  %5172 = select <8 x i1> %5171, <8 x float> %5170, <8 x float> %5167
  br label %5183

5173:                                             ; preds = %5161
  %5174 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5162)
  %5175 = bitcast <8 x float> %5162 to <8 x i32>
  %5176 = or <8 x i32> %5175, %1105
  %5177 = bitcast <8 x i32> %5176 to <8 x float>
  %5178 = fcmp oeq <8 x float> %5162, %52
  %5179 = select <8 x i1> %5178, <8 x float> %5177, <8 x float> %5174
  br label %5183

5180:                                             ; preds = %5161
  %5181 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5165, <8 x i1> %5155, <8 x float> zeroinitializer)
  %5182 = fadd <8 x float> %5162, %5181
  br label %5183

5183:                                             ; preds = %5180, %5173, %5166
  %5184 = phi <8 x float> [ %5182, %5180 ], [ %5179, %5173 ], [ %5172, %5166 ]
  switch i64 %1328, label %512 [
    i64 1, label %5199
    i64 2, label %5192
    i64 3, label %5185
    i64 0, label %5221
  ]

5185:                                             ; preds = %5183
  %5186 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5184)
  %5187 = bitcast <8 x float> %5184 to <8 x i32>
  %5188 = and <8 x i32> %5187, %1104
  %5189 = bitcast <8 x i32> %5188 to <8 x float>
  %5190 = fcmp oeq <8 x float> %5184, %49
  %5191 = select <8 x i1> %5190, <8 x float> %5189, <8 x float> %5186
  br label %5202

5192:                                             ; preds = %5183
  %5193 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5184)
  %5194 = bitcast <8 x float> %5184 to <8 x i32>
  %5195 = or <8 x i32> %5194, %1105
  %5196 = bitcast <8 x i32> %5195 to <8 x float>
  %5197 = fcmp oeq <8 x float> %5184, %52
  %5198 = select <8 x i1> %5197, <8 x float> %5196, <8 x float> %5193
  br label %5202

5199:                                             ; preds = %5183
  %5200 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5165, <8 x i1> %5155, <8 x float> zeroinitializer)
  %5201 = fadd <8 x float> %5184, %5200
  br label %5202

5202:                                             ; preds = %5199, %5192, %5185
  %5203 = phi <8 x float> [ %5201, %5199 ], [ %5198, %5192 ], [ %5191, %5185 ]
  switch i64 %1330, label %512 [
    i64 1, label %5218
    i64 2, label %5211
    i64 3, label %5204
    i64 0, label %5221
  ]

5204:                                             ; preds = %5202
  %5205 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5203)
  %5206 = bitcast <8 x float> %5203 to <8 x i32>
  %5207 = and <8 x i32> %5206, %1104
  %5208 = bitcast <8 x i32> %5207 to <8 x float>
  %5209 = fcmp oeq <8 x float> %5203, %49
  %5210 = select <8 x i1> %5209, <8 x float> %5208, <8 x float> %5205
  br label %5221

5211:                                             ; preds = %5202
  %5212 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5203)
  %5213 = bitcast <8 x float> %5203 to <8 x i32>
  %5214 = or <8 x i32> %5213, %1105
  %5215 = bitcast <8 x i32> %5214 to <8 x float>
  %5216 = fcmp oeq <8 x float> %5203, %52
  %5217 = select <8 x i1> %5216, <8 x float> %5215, <8 x float> %5212
  br label %5221

5218:                                             ; preds = %5202
  %5219 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5165, <8 x i1> %5155, <8 x float> zeroinitializer)
  %5220 = fadd <8 x float> %5203, %5219
  br label %5221

5221:                                             ; preds = %5204, %5211, %5218, %5202, %5183, %5161
  %5222 = phi <8 x float> [ %5203, %5202 ], [ %5162, %5161 ], [ %5184, %5183 ], [ %5220, %5218 ], [ %5217, %5211 ], [ %5210, %5204 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %5222, ptr nonnull align 1 %5163, <8 x i1> %5155)
  br label %7903

5223:                                             ; preds = %4426
  call void @llvm.lifetime.start.p0(ptr nonnull %30)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(128) %30, i8 0, i64 128, i1 false)
  br i1 %1102, label %5224, label %5297

5224:                                             ; preds = %5223, %5238
  %5225 = phi i64 [ %5239, %5238 ], [ 0, %5223 ]
  %5226 = mul nsw i64 %5225, %14
  %5227 = sub i64 %5226, %16
  %5228 = add i64 %5227, %2685
  %5229 = icmp slt i64 %5228, 0
  %5230 = icmp sge i64 %5228, %6
  %5231 = or i1 %5229, %5230
  %5232 = select i1 %5231, i64 0, i64 %5228
  %5233 = mul nsw i64 %5232, %7
  %5234 = getelementptr inbounds float, ptr %1483, i64 %5233
  br i1 %1103, label %5235, label %5238

5235:                                             ; preds = %5224
  %5236 = mul nuw nsw i64 %5225, %11
  %5237 = getelementptr inbounds nuw float, ptr %1485, i64 %5236
  br label %5241

5238:                                             ; preds = %5250, %5224
  %5239 = add nuw nsw i64 %5225, 1
  %5240 = icmp eq i64 %5239, %10
  br i1 %5240, label %5295, label %5224

5241:                                             ; preds = %5235, %5250
  %5242 = phi i64 [ 0, %5235 ], [ %5251, %5250 ]
  %5243 = getelementptr inbounds nuw float, ptr %5237, i64 %5242
  %5244 = load float, ptr %5243, align 1
  %5245 = insertelement <8 x float> poison, float %5244, i64 0
  %5246 = shufflevector <8 x float> %5245, <8 x float> poison, <8 x i32> zeroinitializer
  %5247 = mul nsw i64 %5242, %15
  %5248 = sub i64 %5247, %17
  %5249 = getelementptr <4 x i64>, ptr %1091, i64 %5242
  br label %5253

5250:                                             ; preds = %5284
  %5251 = add nuw nsw i64 %5242, 1
  %5252 = icmp eq i64 %5251, %11
  br i1 %5252, label %5238, label %5241

5253:                                             ; preds = %5241, %5284
  %5254 = phi i64 [ 0, %5241 ], [ %5293, %5284 ]
  %5255 = or disjoint i64 %4427, %5254
  %5256 = shl nsw i64 %5255, 3
  %5257 = add i64 %5248, %5256
  br i1 %1112, label %5262, label %5258

5258:                                             ; preds = %5253
  %5259 = mul nuw nsw i64 %5255, %11
  %5260 = getelementptr <4 x i64>, ptr %5249, i64 %5259
  %5261 = load <4 x i64>, ptr %5260, align 32
  br label %5284

5262:                                             ; preds = %5253
  %5263 = sub nsw i64 %9, %5256
  %5264 = icmp slt i64 %5257, 0
  %5265 = sub nsw i64 0, %5257
  %5266 = select i1 %5264, i64 %5265, i64 0
  %5267 = sub nsw i64 %7, %5257
  %5268 = call i64 @llvm.smin.i64(i64 %5267, i64 %5263)
  %5269 = call i64 @llvm.smin.i64(i64 %5268, i64 8)
  %5270 = icmp sgt i64 %5269, %5266
  %5271 = trunc i64 %5266 to i32
  %5272 = select i1 %5270, i32 %5271, i32 0
  %5273 = insertelement <8 x i32> poison, i32 %5272, i64 0
  %5274 = shufflevector <8 x i32> %5273, <8 x i32> poison, <8 x i32> zeroinitializer
  %5275 = icmp slt <8 x i32> %5274, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %5276 = trunc i64 %5269 to i32
  %5277 = select i1 %5270, i32 %5276, i32 0
  %5278 = insertelement <8 x i32> poison, i32 %5277, i64 0
  %5279 = shufflevector <8 x i32> %5278, <8 x i32> poison, <8 x i32> zeroinitializer
  %5280 = icmp sgt <8 x i32> %5279, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %5281 = and <8 x i1> %5280, %5275
  %5282 = sext <8 x i1> %5281 to <8 x i32>
  %5283 = bitcast <8 x i32> %5282 to <4 x i64>
  br label %5284

5284:                                             ; preds = %5262, %5258
  %5285 = phi <4 x i64> [ %5261, %5258 ], [ %5283, %5262 ]
  %5286 = getelementptr inbounds nuw <8 x float>, ptr %30, i64 %5254
  %5287 = getelementptr inbounds float, ptr %5234, i64 %5257
  %5288 = select i1 %5231, <4 x i64> zeroinitializer, <4 x i64> %5285
  %5289 = bitcast <4 x i64> %5288 to <8 x i32>
  %5290 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5287, <8 x i32> %5289)
  %5291 = load <8 x float>, ptr %5286, align 32
  %5292 = call <8 x float> @llvm.fma.v8f32(<8 x float> %5290, <8 x float> %5246, <8 x float> %5291)
  store <8 x float> %5292, ptr %5286, align 32
  %5293 = add nuw nsw i64 %5254, 1
  %5294 = icmp eq i64 %5293, 4
  br i1 %5294, label %5250, label %5253

5295:                                             ; preds = %5238
  %5296 = load <8 x float>, ptr %30, align 32
  br label %5297

5297:                                             ; preds = %5295, %5223
  %5298 = phi <8 x float> [ %5296, %5295 ], [ zeroinitializer, %5223 ]
  %5299 = shl nsw i64 %4427, 3
  %5300 = sub nsw i64 %9, %5299
  %5301 = icmp sgt i64 %5300, 7
  %5302 = trunc i64 %5300 to i32
  %5303 = select i1 %5301, i32 8, i32 %5302
  %5304 = insertelement <8 x i32> poison, i32 %5303, i64 0
  %5305 = shufflevector <8 x i32> %5304, <8 x i32> poison, <8 x i32> zeroinitializer
  %5306 = icmp sgt <8 x i32> %5305, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %1553, label %5312, label %5307

5307:                                             ; preds = %5297
  %5308 = load float, ptr %1486, align 1
  %5309 = insertelement <8 x float> poison, float %5308, i64 0
  %5310 = shufflevector <8 x float> %5309, <8 x float> poison, <8 x i32> zeroinitializer
  %5311 = fadd <8 x float> %5298, %5310
  br label %5312

5312:                                             ; preds = %5307, %5297
  %5313 = phi <8 x float> [ %5311, %5307 ], [ %5298, %5297 ]
  %5314 = getelementptr inbounds nuw float, ptr %2671, i64 %5299
  %5315 = getelementptr inbounds nuw float, ptr %2673, i64 %5299
  %5316 = select i1 %2680, ptr null, ptr %5315
  switch i64 %1298, label %512 [
    i64 1, label %5317
    i64 2, label %5320
    i64 3, label %5327
    i64 0, label %5372
  ]

5317:                                             ; preds = %5312
  %5318 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5316, <8 x i1> %5306, <8 x float> zeroinitializer)
  %5319 = fadd <8 x float> %5313, %5318
  br label %5334

5320:                                             ; preds = %5312
  %5321 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5313)
  %5322 = bitcast <8 x float> %5313 to <8 x i32>
  %5323 = or <8 x i32> %5322, %1105
  %5324 = bitcast <8 x i32> %5323 to <8 x float>
  %5325 = fcmp oeq <8 x float> %5313, %52
  %5326 = select <8 x i1> %5325, <8 x float> %5324, <8 x float> %5321
  br label %5334

5327:                                             ; preds = %5312
  %5328 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5313)
  %5329 = bitcast <8 x float> %5313 to <8 x i32>
  %5330 = and <8 x i32> %5329, %1104
  %5331 = bitcast <8 x i32> %5330 to <8 x float>
  %5332 = fcmp oeq <8 x float> %5313, %49
  %5333 = select <8 x i1> %5332, <8 x float> %5331, <8 x float> %5328
  br label %5334

5334:                                             ; preds = %5327, %5320, %5317
  %5335 = phi <8 x float> [ %5319, %5317 ], [ %5326, %5320 ], [ %5333, %5327 ]
  switch i64 %1300, label %512 [
    i64 1, label %5350
    i64 2, label %5343
    i64 3, label %5336
    i64 0, label %5372
  ]

5336:                                             ; preds = %5334
  %5337 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5335)
  %5338 = bitcast <8 x float> %5335 to <8 x i32>
  %5339 = and <8 x i32> %5338, %1104
  %5340 = bitcast <8 x i32> %5339 to <8 x float>
  %5341 = fcmp oeq <8 x float> %5335, %49
  %5342 = select <8 x i1> %5341, <8 x float> %5340, <8 x float> %5337
  br label %5353

5343:                                             ; preds = %5334
  %5344 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5335)
  %5345 = bitcast <8 x float> %5335 to <8 x i32>
  %5346 = or <8 x i32> %5345, %1105
  %5347 = bitcast <8 x i32> %5346 to <8 x float>
  %5348 = fcmp oeq <8 x float> %5335, %52
  %5349 = select <8 x i1> %5348, <8 x float> %5347, <8 x float> %5344
  br label %5353

5350:                                             ; preds = %5334
  %5351 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5316, <8 x i1> %5306, <8 x float> zeroinitializer)
  %5352 = fadd <8 x float> %5335, %5351
  br label %5353

5353:                                             ; preds = %5350, %5343, %5336
  %5354 = phi <8 x float> [ %5352, %5350 ], [ %5349, %5343 ], [ %5342, %5336 ]
  switch i64 %1302, label %512 [
    i64 1, label %5369
    i64 2, label %5362
    i64 3, label %5355
    i64 0, label %5372
  ]

5355:                                             ; preds = %5353
  %5356 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5354)
  %5357 = bitcast <8 x float> %5354 to <8 x i32>
  %5358 = and <8 x i32> %5357, %1104
  %5359 = bitcast <8 x i32> %5358 to <8 x float>
  %5360 = fcmp oeq <8 x float> %5354, %49
  %5361 = select <8 x i1> %5360, <8 x float> %5359, <8 x float> %5356
  br label %5372

5362:                                             ; preds = %5353
  %5363 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5354)
  %5364 = bitcast <8 x float> %5354 to <8 x i32>
  %5365 = or <8 x i32> %5364, %1105
  %5366 = bitcast <8 x i32> %5365 to <8 x float>
  %5367 = fcmp oeq <8 x float> %5354, %52
  %5368 = select <8 x i1> %5367, <8 x float> %5366, <8 x float> %5363
  br label %5372

5369:                                             ; preds = %5353
  %5370 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5316, <8 x i1> %5306, <8 x float> zeroinitializer)
  %5371 = fadd <8 x float> %5354, %5370
  br label %5372

5372:                                             ; preds = %5355, %5362, %5369, %5353, %5334, %5312
  %5373 = phi <8 x float> [ %5354, %5353 ], [ %5313, %5312 ], [ %5335, %5334 ], [ %5371, %5369 ], [ %5368, %5362 ], [ %5361, %5355 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %5373, ptr align 1 %5314, <8 x i1> %5306)
  %5374 = shl i64 %4427, 3
  %5375 = or disjoint i64 %5374, 8
  %5376 = sub nsw i64 %9, %5375
  %5377 = icmp sgt i64 %5376, 7
  %5378 = trunc i64 %5376 to i32
  %5379 = select i1 %5377, i32 8, i32 %5378
  %5380 = insertelement <8 x i32> poison, i32 %5379, i64 0
  %5381 = shufflevector <8 x i32> %5380, <8 x i32> poison, <8 x i32> zeroinitializer
  %5382 = icmp sgt <8 x i32> %5381, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %5383 = load <8 x float>, ptr %1303, align 32
  br i1 %1553, label %5389, label %5384

5384:                                             ; preds = %5372
  %5385 = load float, ptr %1486, align 1
  %5386 = insertelement <8 x float> poison, float %5385, i64 0
  %5387 = shufflevector <8 x float> %5386, <8 x float> poison, <8 x i32> zeroinitializer
  %5388 = fadd <8 x float> %5383, %5387
  br label %5389

5389:                                             ; preds = %5384, %5372
  %5390 = phi <8 x float> [ %5388, %5384 ], [ %5383, %5372 ]
  %5391 = getelementptr inbounds nuw float, ptr %2671, i64 %5375
  %5392 = getelementptr inbounds nuw float, ptr %2673, i64 %5375
  %5393 = select i1 %2680, ptr null, ptr %5392
  switch i64 %1298, label %512 [
    i64 1, label %5408
    i64 2, label %5401
    i64 3, label %5394
    i64 0, label %5449
  ]

5394:                                             ; preds = %5389
  %5395 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5390)
  %5396 = bitcast <8 x float> %5390 to <8 x i32>
  %5397 = and <8 x i32> %5396, %1104
  %5398 = bitcast <8 x i32> %5397 to <8 x float>
  %5399 = fcmp oeq <8 x float> %5390, %49
  %5400 = select <8 x i1> %5399, <8 x float> %5398, <8 x float> %5395
  br label %5411

5401:                                             ; preds = %5389
  %5402 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5390)
  %5403 = bitcast <8 x float> %5390 to <8 x i32>
  %5404 = or <8 x i32> %5403, %1105
  %5405 = bitcast <8 x i32> %5404 to <8 x float>
  %5406 = fcmp oeq <8 x float> %5390, %52
  %5407 = select <8 x i1> %5406, <8 x float> %5405, <8 x float> %5402
  br label %5411

5408:                                             ; preds = %5389
  %5409 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5393, <8 x i1> %5382, <8 x float> zeroinitializer)
  %5410 = fadd <8 x float> %5390, %5409
  br label %5411

5411:                                             ; preds = %5408, %5401, %5394
  %5412 = phi <8 x float> [ %5410, %5408 ], [ %5407, %5401 ], [ %5400, %5394 ]
  switch i64 %1305, label %512 [
    i64 1, label %5427
    i64 2, label %5420
    i64 3, label %5413
    i64 0, label %5449
  ]

5413:                                             ; preds = %5411
  %5414 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5412)
  %5415 = bitcast <8 x float> %5412 to <8 x i32>
  %5416 = and <8 x i32> %5415, %1104
  %5417 = bitcast <8 x i32> %5416 to <8 x float>
  %5418 = fcmp oeq <8 x float> %5412, %49
  %5419 = select <8 x i1> %5418, <8 x float> %5417, <8 x float> %5414
  br label %5430

5420:                                             ; preds = %5411
  %5421 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5412)
  %5422 = bitcast <8 x float> %5412 to <8 x i32>
  %5423 = or <8 x i32> %5422, %1105
  %5424 = bitcast <8 x i32> %5423 to <8 x float>
  %5425 = fcmp oeq <8 x float> %5412, %52
  %5426 = select <8 x i1> %5425, <8 x float> %5424, <8 x float> %5421
  br label %5430

5427:                                             ; preds = %5411
  %5428 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5393, <8 x i1> %5382, <8 x float> zeroinitializer)
  %5429 = fadd <8 x float> %5412, %5428
  br label %5430

5430:                                             ; preds = %5427, %5420, %5413
  %5431 = phi <8 x float> [ %5429, %5427 ], [ %5426, %5420 ], [ %5419, %5413 ]
  switch i64 %1307, label %512 [
    i64 1, label %5446
    i64 2, label %5439
    i64 3, label %5432
    i64 0, label %5449
  ]

5432:                                             ; preds = %5430
  %5433 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5431)
  %5434 = bitcast <8 x float> %5431 to <8 x i32>
  %5435 = and <8 x i32> %5434, %1104
  %5436 = bitcast <8 x i32> %5435 to <8 x float>
  %5437 = fcmp oeq <8 x float> %5431, %49
  %5438 = select <8 x i1> %5437, <8 x float> %5436, <8 x float> %5433
  br label %5449

5439:                                             ; preds = %5430
  %5440 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5431)
  %5441 = bitcast <8 x float> %5431 to <8 x i32>
  %5442 = or <8 x i32> %5441, %1105
  %5443 = bitcast <8 x i32> %5442 to <8 x float>
  %5444 = fcmp oeq <8 x float> %5431, %52
  %5445 = select <8 x i1> %5444, <8 x float> %5443, <8 x float> %5440
  br label %5449

5446:                                             ; preds = %5430
  %5447 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5393, <8 x i1> %5382, <8 x float> zeroinitializer)
  %5448 = fadd <8 x float> %5431, %5447
  br label %5449

5449:                                             ; preds = %5432, %5439, %5446, %5430, %5411, %5389
  %5450 = phi <8 x float> [ %5431, %5430 ], [ %5390, %5389 ], [ %5412, %5411 ], [ %5448, %5446 ], [ %5445, %5439 ], [ %5438, %5432 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %5450, ptr nonnull align 1 %5391, <8 x i1> %5382)
  %5451 = shl i64 %4427, 3
  %5452 = or disjoint i64 %5451, 16
  %5453 = sub nsw i64 %9, %5452
  %5454 = icmp sgt i64 %5453, 7
  %5455 = trunc i64 %5453 to i32
  %5456 = select i1 %5454, i32 8, i32 %5455
  %5457 = insertelement <8 x i32> poison, i32 %5456, i64 0
  %5458 = shufflevector <8 x i32> %5457, <8 x i32> poison, <8 x i32> zeroinitializer
  %5459 = icmp sgt <8 x i32> %5458, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %5460 = load <8 x float>, ptr %1308, align 32
  br i1 %1553, label %5466, label %5461

5461:                                             ; preds = %5449
  %5462 = load float, ptr %1486, align 1
  %5463 = insertelement <8 x float> poison, float %5462, i64 0
  %5464 = shufflevector <8 x float> %5463, <8 x float> poison, <8 x i32> zeroinitializer
  %5465 = fadd <8 x float> %5460, %5464
  br label %5466

5466:                                             ; preds = %5461, %5449
  %5467 = phi <8 x float> [ %5465, %5461 ], [ %5460, %5449 ]
  %5468 = getelementptr inbounds nuw float, ptr %2671, i64 %5452
  %5469 = getelementptr inbounds nuw float, ptr %2673, i64 %5452
  %5470 = select i1 %2680, ptr null, ptr %5469
  switch i64 %1298, label %512 [
    i64 1, label %5485
    i64 2, label %5478
    i64 3, label %5471
    i64 0, label %5526
  ]

5471:                                             ; preds = %5466
  %5472 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5467)
  %5473 = bitcast <8 x float> %5467 to <8 x i32>
  %5474 = and <8 x i32> %5473, %1104
  %5475 = bitcast <8 x i32> %5474 to <8 x float>
  %5476 = fcmp oeq <8 x float> %5467, %49
  %5477 = select <8 x i1> %5476, <8 x float> %5475, <8 x float> %5472
  br label %5488

5478:                                             ; preds = %5466
  %5479 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5467)
  %5480 = bitcast <8 x float> %5467 to <8 x i32>
  %5481 = or <8 x i32> %5480, %1105
  %5482 = bitcast <8 x i32> %5481 to <8 x float>
  %5483 = fcmp oeq <8 x float> %5467, %52
  %5484 = select <8 x i1> %5483, <8 x float> %5482, <8 x float> %5479
  br label %5488

5485:                                             ; preds = %5466
  %5486 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5470, <8 x i1> %5459, <8 x float> zeroinitializer)
  %5487 = fadd <8 x float> %5467, %5486
  br label %5488

5488:                                             ; preds = %5485, %5478, %5471
  %5489 = phi <8 x float> [ %5487, %5485 ], [ %5484, %5478 ], [ %5477, %5471 ]
  switch i64 %1310, label %512 [
    i64 1, label %5504
    i64 2, label %5497
    i64 3, label %5490
    i64 0, label %5526
  ]

5490:                                             ; preds = %5488
  %5491 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5489)
  %5492 = bitcast <8 x float> %5489 to <8 x i32>
  %5493 = and <8 x i32> %5492, %1104
  %5494 = bitcast <8 x i32> %5493 to <8 x float>
  %5495 = fcmp oeq <8 x float> %5489, %49
  %5496 = select <8 x i1> %5495, <8 x float> %5494, <8 x float> %5491
  br label %5507

5497:                                             ; preds = %5488
  %5498 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5489)
  %5499 = bitcast <8 x float> %5489 to <8 x i32>
  %5500 = or <8 x i32> %5499, %1105
  %5501 = bitcast <8 x i32> %5500 to <8 x float>
  %5502 = fcmp oeq <8 x float> %5489, %52
  %5503 = select <8 x i1> %5502, <8 x float> %5501, <8 x float> %5498
  br label %5507

5504:                                             ; preds = %5488
  %5505 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5470, <8 x i1> %5459, <8 x float> zeroinitializer)
  %5506 = fadd <8 x float> %5489, %5505
  br label %5507

5507:                                             ; preds = %5504, %5497, %5490
  %5508 = phi <8 x float> [ %5506, %5504 ], [ %5503, %5497 ], [ %5496, %5490 ]
  switch i64 %1312, label %512 [
    i64 1, label %5523
    i64 2, label %5516
    i64 3, label %5509
    i64 0, label %5526
  ]

5509:                                             ; preds = %5507
  %5510 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5508)
  %5511 = bitcast <8 x float> %5508 to <8 x i32>
  %5512 = and <8 x i32> %5511, %1104
  %5513 = bitcast <8 x i32> %5512 to <8 x float>
  %5514 = fcmp oeq <8 x float> %5508, %49
  %5515 = select <8 x i1> %5514, <8 x float> %5513, <8 x float> %5510
  br label %5526

5516:                                             ; preds = %5507
  %5517 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5508)
  %5518 = bitcast <8 x float> %5508 to <8 x i32>
  %5519 = or <8 x i32> %5518, %1105
  %5520 = bitcast <8 x i32> %5519 to <8 x float>
  %5521 = fcmp oeq <8 x float> %5508, %52
  %5522 = select <8 x i1> %5521, <8 x float> %5520, <8 x float> %5517
  br label %5526

5523:                                             ; preds = %5507
  %5524 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5470, <8 x i1> %5459, <8 x float> zeroinitializer)
  %5525 = fadd <8 x float> %5508, %5524
  br label %5526

5526:                                             ; preds = %5509, %5516, %5523, %5507, %5488, %5466
  %5527 = phi <8 x float> [ %5508, %5507 ], [ %5467, %5466 ], [ %5489, %5488 ], [ %5525, %5523 ], [ %5522, %5516 ], [ %5515, %5509 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %5527, ptr nonnull align 1 %5468, <8 x i1> %5459)
  %5528 = shl i64 %4427, 3
  %5529 = or disjoint i64 %5528, 24
  %5530 = sub nsw i64 %9, %5529
  %5531 = icmp sgt i64 %5530, 7
  %5532 = trunc i64 %5530 to i32
  %5533 = select i1 %5531, i32 8, i32 %5532
  %5534 = insertelement <8 x i32> poison, i32 %5533, i64 0
  %5535 = shufflevector <8 x i32> %5534, <8 x i32> poison, <8 x i32> zeroinitializer
  %5536 = icmp sgt <8 x i32> %5535, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %5537 = load <8 x float>, ptr %1313, align 32
  br i1 %1553, label %5543, label %5538

5538:                                             ; preds = %5526
  %5539 = load float, ptr %1486, align 1
  %5540 = insertelement <8 x float> poison, float %5539, i64 0
  %5541 = shufflevector <8 x float> %5540, <8 x float> poison, <8 x i32> zeroinitializer
  %5542 = fadd <8 x float> %5537, %5541
  br label %5543

5543:                                             ; preds = %5538, %5526
  %5544 = phi <8 x float> [ %5542, %5538 ], [ %5537, %5526 ]
  %5545 = getelementptr inbounds nuw float, ptr %2671, i64 %5529
  %5546 = getelementptr inbounds nuw float, ptr %2673, i64 %5529
  %5547 = select i1 %2680, ptr null, ptr %5546
  switch i64 %1298, label %512 [
    i64 1, label %5562
    i64 2, label %5555
    i64 3, label %5548
    i64 0, label %5603
  ]

5548:                                             ; preds = %5543
  %5549 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5544)
  %5550 = bitcast <8 x float> %5544 to <8 x i32>
  %5551 = and <8 x i32> %5550, %1104
  %5552 = bitcast <8 x i32> %5551 to <8 x float>
  %5553 = fcmp oeq <8 x float> %5544, %49
  %5554 = select <8 x i1> %5553, <8 x float> %5552, <8 x float> %5549
  br label %5565

5555:                                             ; preds = %5543
  %5556 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5544)
  %5557 = bitcast <8 x float> %5544 to <8 x i32>
  %5558 = or <8 x i32> %5557, %1105
  %5559 = bitcast <8 x i32> %5558 to <8 x float>
  %5560 = fcmp oeq <8 x float> %5544, %52
  %5561 = select <8 x i1> %5560, <8 x float> %5559, <8 x float> %5556
  br label %5565

5562:                                             ; preds = %5543
  %5563 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5547, <8 x i1> %5536, <8 x float> zeroinitializer)
  %5564 = fadd <8 x float> %5544, %5563
  br label %5565

5565:                                             ; preds = %5562, %5555, %5548
  %5566 = phi <8 x float> [ %5564, %5562 ], [ %5561, %5555 ], [ %5554, %5548 ]
  switch i64 %1315, label %512 [
    i64 1, label %5581
    i64 2, label %5574
    i64 3, label %5567
    i64 0, label %5603
  ]

5567:                                             ; preds = %5565
  %5568 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5566)
  %5569 = bitcast <8 x float> %5566 to <8 x i32>
  %5570 = and <8 x i32> %5569, %1104
  %5571 = bitcast <8 x i32> %5570 to <8 x float>
  %5572 = fcmp oeq <8 x float> %5566, %49
  %5573 = select <8 x i1> %5572, <8 x float> %5571, <8 x float> %5568
  br label %5584

5574:                                             ; preds = %5565
  %5575 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5566)
  %5576 = bitcast <8 x float> %5566 to <8 x i32>
  %5577 = or <8 x i32> %5576, %1105
  %5578 = bitcast <8 x i32> %5577 to <8 x float>
  %5579 = fcmp oeq <8 x float> %5566, %52
  %5580 = select <8 x i1> %5579, <8 x float> %5578, <8 x float> %5575
  br label %5584

5581:                                             ; preds = %5565
  %5582 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5547, <8 x i1> %5536, <8 x float> zeroinitializer)
  %5583 = fadd <8 x float> %5566, %5582
  br label %5584

5584:                                             ; preds = %5581, %5574, %5567
  %5585 = phi <8 x float> [ %5583, %5581 ], [ %5580, %5574 ], [ %5573, %5567 ]
  switch i64 %1317, label %512 [
    i64 1, label %5600
    i64 2, label %5593
    i64 3, label %5586
    i64 0, label %5603
  ]

5586:                                             ; preds = %5584
  %5587 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5585)
  %5588 = bitcast <8 x float> %5585 to <8 x i32>
  %5589 = and <8 x i32> %5588, %1104
  %5590 = bitcast <8 x i32> %5589 to <8 x float>
  %5591 = fcmp oeq <8 x float> %5585, %49
  %5592 = select <8 x i1> %5591, <8 x float> %5590, <8 x float> %5587
  br label %5603

5593:                                             ; preds = %5584
  %5594 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5585)
  %5595 = bitcast <8 x float> %5585 to <8 x i32>
  %5596 = or <8 x i32> %5595, %1105
  %5597 = bitcast <8 x i32> %5596 to <8 x float>
  %5598 = fcmp oeq <8 x float> %5585, %52
  %5599 = select <8 x i1> %5598, <8 x float> %5597, <8 x float> %5594
  br label %5603

5600:                                             ; preds = %5584
  %5601 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5547, <8 x i1> %5536, <8 x float> zeroinitializer)
  %5602 = fadd <8 x float> %5585, %5601
  br label %5603

5603:                                             ; preds = %5586, %5593, %5600, %5584, %5565, %5543
  %5604 = phi <8 x float> [ %5585, %5584 ], [ %5544, %5543 ], [ %5566, %5565 ], [ %5602, %5600 ], [ %5599, %5593 ], [ %5592, %5586 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %5604, ptr nonnull align 1 %5545, <8 x i1> %5536)
  call void @llvm.lifetime.end.p0(ptr nonnull %30)
  br label %7903

5605:                                             ; preds = %4426
  call void @llvm.lifetime.start.p0(ptr nonnull %31)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(160) %31, i8 0, i64 160, i1 false)
  br i1 %1102, label %5606, label %5679

5606:                                             ; preds = %5605, %5620
  %5607 = phi i64 [ %5621, %5620 ], [ 0, %5605 ]
  %5608 = mul nsw i64 %5607, %14
  %5609 = sub i64 %5608, %16
  %5610 = add i64 %5609, %2684
  %5611 = icmp slt i64 %5610, 0
  %5612 = icmp sge i64 %5610, %6
  %5613 = or i1 %5611, %5612
  %5614 = select i1 %5613, i64 0, i64 %5610
  %5615 = mul nsw i64 %5614, %7
  %5616 = getelementptr inbounds float, ptr %1483, i64 %5615
  br i1 %1103, label %5617, label %5620

5617:                                             ; preds = %5606
  %5618 = mul nuw nsw i64 %5607, %11
  %5619 = getelementptr inbounds nuw float, ptr %1485, i64 %5618
  br label %5623

5620:                                             ; preds = %5632, %5606
  %5621 = add nuw nsw i64 %5607, 1
  %5622 = icmp eq i64 %5621, %10
  br i1 %5622, label %5677, label %5606

5623:                                             ; preds = %5617, %5632
  %5624 = phi i64 [ 0, %5617 ], [ %5633, %5632 ]
  %5625 = getelementptr inbounds nuw float, ptr %5619, i64 %5624
  %5626 = load float, ptr %5625, align 1
  %5627 = insertelement <8 x float> poison, float %5626, i64 0
  %5628 = shufflevector <8 x float> %5627, <8 x float> poison, <8 x i32> zeroinitializer
  %5629 = mul nsw i64 %5624, %15
  %5630 = sub i64 %5629, %17
  %5631 = getelementptr <4 x i64>, ptr %1091, i64 %5624
  br label %5635

5632:                                             ; preds = %5666
  %5633 = add nuw nsw i64 %5624, 1
  %5634 = icmp eq i64 %5633, %11
  br i1 %5634, label %5620, label %5623

5635:                                             ; preds = %5623, %5666
  %5636 = phi i64 [ 0, %5623 ], [ %5675, %5666 ]
  %5637 = or disjoint i64 %4427, %5636
  %5638 = shl nsw i64 %5637, 3
  %5639 = add i64 %5630, %5638
  br i1 %1112, label %5644, label %5640

5640:                                             ; preds = %5635
  %5641 = mul nuw nsw i64 %5637, %11
  %5642 = getelementptr <4 x i64>, ptr %5631, i64 %5641
  %5643 = load <4 x i64>, ptr %5642, align 32
  br label %5666

5644:                                             ; preds = %5635
  %5645 = sub nsw i64 %9, %5638
  %5646 = icmp slt i64 %5639, 0
  %5647 = sub nsw i64 0, %5639
  %5648 = select i1 %5646, i64 %5647, i64 0
  %5649 = sub nsw i64 %7, %5639
  %5650 = call i64 @llvm.smin.i64(i64 %5649, i64 %5645)
  %5651 = call i64 @llvm.smin.i64(i64 %5650, i64 8)
  %5652 = icmp sgt i64 %5651, %5648
  %5653 = trunc i64 %5648 to i32
  %5654 = select i1 %5652, i32 %5653, i32 0
  %5655 = insertelement <8 x i32> poison, i32 %5654, i64 0
  %5656 = shufflevector <8 x i32> %5655, <8 x i32> poison, <8 x i32> zeroinitializer
  %5657 = icmp slt <8 x i32> %5656, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %5658 = trunc i64 %5651 to i32
  %5659 = select i1 %5652, i32 %5658, i32 0
  %5660 = insertelement <8 x i32> poison, i32 %5659, i64 0
  %5661 = shufflevector <8 x i32> %5660, <8 x i32> poison, <8 x i32> zeroinitializer
  %5662 = icmp sgt <8 x i32> %5661, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %5663 = and <8 x i1> %5662, %5657
  %5664 = sext <8 x i1> %5663 to <8 x i32>
  %5665 = bitcast <8 x i32> %5664 to <4 x i64>
  br label %5666

5666:                                             ; preds = %5644, %5640
  %5667 = phi <4 x i64> [ %5643, %5640 ], [ %5665, %5644 ]
  %5668 = getelementptr inbounds nuw <8 x float>, ptr %31, i64 %5636
  %5669 = getelementptr inbounds float, ptr %5616, i64 %5639
  %5670 = select i1 %5613, <4 x i64> zeroinitializer, <4 x i64> %5667
  %5671 = bitcast <4 x i64> %5670 to <8 x i32>
  %5672 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5669, <8 x i32> %5671)
  %5673 = load <8 x float>, ptr %5668, align 32
  %5674 = call <8 x float> @llvm.fma.v8f32(<8 x float> %5672, <8 x float> %5628, <8 x float> %5673)
  store <8 x float> %5674, ptr %5668, align 32
  %5675 = add nuw nsw i64 %5636, 1
  %5676 = icmp eq i64 %5675, 5
  br i1 %5676, label %5632, label %5635

5677:                                             ; preds = %5620
  %5678 = load <8 x float>, ptr %31, align 32
  br label %5679

5679:                                             ; preds = %5677, %5605
  %5680 = phi <8 x float> [ %5678, %5677 ], [ zeroinitializer, %5605 ]
  %5681 = shl nsw i64 %4427, 3
  %5682 = sub nsw i64 %9, %5681
  %5683 = icmp sgt i64 %5682, 7
  %5684 = trunc i64 %5682 to i32
  %5685 = select i1 %5683, i32 8, i32 %5684
  %5686 = insertelement <8 x i32> poison, i32 %5685, i64 0
  %5687 = shufflevector <8 x i32> %5686, <8 x i32> poison, <8 x i32> zeroinitializer
  %5688 = icmp sgt <8 x i32> %5687, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %1553, label %5694, label %5689

5689:                                             ; preds = %5679
  %5690 = load float, ptr %1486, align 1
  %5691 = insertelement <8 x float> poison, float %5690, i64 0
  %5692 = shufflevector <8 x float> %5691, <8 x float> poison, <8 x i32> zeroinitializer
  %5693 = fadd <8 x float> %5680, %5692
  br label %5694

5694:                                             ; preds = %5689, %5679
  %5695 = phi <8 x float> [ %5693, %5689 ], [ %5680, %5679 ]
  %5696 = getelementptr inbounds nuw float, ptr %2671, i64 %5681
  %5697 = getelementptr inbounds nuw float, ptr %2673, i64 %5681
  %5698 = select i1 %2680, ptr null, ptr %5697
  switch i64 %1273, label %512 [
    i64 1, label %5699
    i64 2, label %5702
    i64 3, label %5709
    i64 0, label %5754
  ]

5699:                                             ; preds = %5694
  %5700 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5698, <8 x i1> %5688, <8 x float> zeroinitializer)
  %5701 = fadd <8 x float> %5695, %5700
  br label %5716

5702:                                             ; preds = %5694
  %5703 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5695)
  %5704 = bitcast <8 x float> %5695 to <8 x i32>
  %5705 = or <8 x i32> %5704, %1105
  %5706 = bitcast <8 x i32> %5705 to <8 x float>
  %5707 = fcmp oeq <8 x float> %5695, %52
  %5708 = select <8 x i1> %5707, <8 x float> %5706, <8 x float> %5703
  br label %5716

5709:                                             ; preds = %5694
  %5710 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5695)
  %5711 = bitcast <8 x float> %5695 to <8 x i32>
  %5712 = and <8 x i32> %5711, %1104
  %5713 = bitcast <8 x i32> %5712 to <8 x float>
  %5714 = fcmp oeq <8 x float> %5695, %49
  %5715 = select <8 x i1> %5714, <8 x float> %5713, <8 x float> %5710
  br label %5716

5716:                                             ; preds = %5709, %5702, %5699
  %5717 = phi <8 x float> [ %5701, %5699 ], [ %5708, %5702 ], [ %5715, %5709 ]
  switch i64 %1275, label %512 [
    i64 1, label %5732
    i64 2, label %5725
    i64 3, label %5718
    i64 0, label %5754
  ]

5718:                                             ; preds = %5716
  %5719 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5717)
  %5720 = bitcast <8 x float> %5717 to <8 x i32>
  %5721 = and <8 x i32> %5720, %1104
  %5722 = bitcast <8 x i32> %5721 to <8 x float>
  %5723 = fcmp oeq <8 x float> %5717, %49
  %5724 = select <8 x i1> %5723, <8 x float> %5722, <8 x float> %5719
  br label %5735

5725:                                             ; preds = %5716
  %5726 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5717)
  %5727 = bitcast <8 x float> %5717 to <8 x i32>
  %5728 = or <8 x i32> %5727, %1105
  %5729 = bitcast <8 x i32> %5728 to <8 x float>
  %5730 = fcmp oeq <8 x float> %5717, %52
  %5731 = select <8 x i1> %5730, <8 x float> %5729, <8 x float> %5726
  br label %5735

5732:                                             ; preds = %5716
  %5733 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5698, <8 x i1> %5688, <8 x float> zeroinitializer)
  %5734 = fadd <8 x float> %5717, %5733
  br label %5735

5735:                                             ; preds = %5732, %5725, %5718
  %5736 = phi <8 x float> [ %5734, %5732 ], [ %5731, %5725 ], [ %5724, %5718 ]
  switch i64 %1277, label %512 [
    i64 1, label %5751
    i64 2, label %5744
    i64 3, label %5737
    i64 0, label %5754
  ]

5737:                                             ; preds = %5735
  %5738 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5736)
  %5739 = bitcast <8 x float> %5736 to <8 x i32>
  %5740 = and <8 x i32> %5739, %1104
  %5741 = bitcast <8 x i32> %5740 to <8 x float>
  %5742 = fcmp oeq <8 x float> %5736, %49
  %5743 = select <8 x i1> %5742, <8 x float> %5741, <8 x float> %5738
  br label %5754

5744:                                             ; preds = %5735
  %5745 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5736)
  %5746 = bitcast <8 x float> %5736 to <8 x i32>
  %5747 = or <8 x i32> %5746, %1105
  %5748 = bitcast <8 x i32> %5747 to <8 x float>
  %5749 = fcmp oeq <8 x float> %5736, %52
  %5750 = select <8 x i1> %5749, <8 x float> %5748, <8 x float> %5745
  br label %5754

5751:                                             ; preds = %5735
  %5752 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5698, <8 x i1> %5688, <8 x float> zeroinitializer)
  %5753 = fadd <8 x float> %5736, %5752
  br label %5754

5754:                                             ; preds = %5737, %5744, %5751, %5735, %5716, %5694
  %5755 = phi <8 x float> [ %5736, %5735 ], [ %5695, %5694 ], [ %5717, %5716 ], [ %5753, %5751 ], [ %5750, %5744 ], [ %5743, %5737 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %5755, ptr align 1 %5696, <8 x i1> %5688)
  %5756 = shl i64 %4427, 3
  %5757 = or disjoint i64 %5756, 8
  %5758 = sub nsw i64 %9, %5757
  %5759 = icmp sgt i64 %5758, 7
  %5760 = trunc i64 %5758 to i32
  %5761 = select i1 %5759, i32 8, i32 %5760
  %5762 = insertelement <8 x i32> poison, i32 %5761, i64 0
  %5763 = shufflevector <8 x i32> %5762, <8 x i32> poison, <8 x i32> zeroinitializer
  %5764 = icmp sgt <8 x i32> %5763, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %5765 = load <8 x float>, ptr %1278, align 32
  br i1 %1553, label %5771, label %5766

5766:                                             ; preds = %5754
  %5767 = load float, ptr %1486, align 1
  %5768 = insertelement <8 x float> poison, float %5767, i64 0
  %5769 = shufflevector <8 x float> %5768, <8 x float> poison, <8 x i32> zeroinitializer
  %5770 = fadd <8 x float> %5765, %5769
  br label %5771

5771:                                             ; preds = %5766, %5754
  %5772 = phi <8 x float> [ %5770, %5766 ], [ %5765, %5754 ]
  %5773 = getelementptr inbounds nuw float, ptr %2671, i64 %5757
  %5774 = getelementptr inbounds nuw float, ptr %2673, i64 %5757
  %5775 = select i1 %2680, ptr null, ptr %5774
  switch i64 %1273, label %512 [
    i64 1, label %5790
    i64 2, label %5783
    i64 3, label %5776
    i64 0, label %5831
  ]

5776:                                             ; preds = %5771
  %5777 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5772)
  %5778 = bitcast <8 x float> %5772 to <8 x i32>
  %5779 = and <8 x i32> %5778, %1104
  %5780 = bitcast <8 x i32> %5779 to <8 x float>
  %5781 = fcmp oeq <8 x float> %5772, %49
  %5782 = select <8 x i1> %5781, <8 x float> %5780, <8 x float> %5777
  br label %5793

5783:                                             ; preds = %5771
  %5784 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5772)
  %5785 = bitcast <8 x float> %5772 to <8 x i32>
  %5786 = or <8 x i32> %5785, %1105
  %5787 = bitcast <8 x i32> %5786 to <8 x float>
  %5788 = fcmp oeq <8 x float> %5772, %52
  %5789 = select <8 x i1> %5788, <8 x float> %5787, <8 x float> %5784
  br label %5793

5790:                                             ; preds = %5771
  %5791 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5775, <8 x i1> %5764, <8 x float> zeroinitializer)
  %5792 = fadd <8 x float> %5772, %5791
  br label %5793

5793:                                             ; preds = %5790, %5783, %5776
  %5794 = phi <8 x float> [ %5792, %5790 ], [ %5789, %5783 ], [ %5782, %5776 ]
  switch i64 %1280, label %512 [
    i64 1, label %5809
    i64 2, label %5802
    i64 3, label %5795
    i64 0, label %5831
  ]

5795:                                             ; preds = %5793
  %5796 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5794)
  %5797 = bitcast <8 x float> %5794 to <8 x i32>
  %5798 = and <8 x i32> %5797, %1104
  %5799 = bitcast <8 x i32> %5798 to <8 x float>
  %5800 = fcmp oeq <8 x float> %5794, %49
  %5801 = select <8 x i1> %5800, <8 x float> %5799, <8 x float> %5796
  br label %5812

5802:                                             ; preds = %5793
  %5803 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5794)
  %5804 = bitcast <8 x float> %5794 to <8 x i32>
  %5805 = or <8 x i32> %5804, %1105
  %5806 = bitcast <8 x i32> %5805 to <8 x float>
  %5807 = fcmp oeq <8 x float> %5794, %52
  %5808 = select <8 x i1> %5807, <8 x float> %5806, <8 x float> %5803
  br label %5812

5809:                                             ; preds = %5793
  %5810 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5775, <8 x i1> %5764, <8 x float> zeroinitializer)
  %5811 = fadd <8 x float> %5794, %5810
  br label %5812

5812:                                             ; preds = %5809, %5802, %5795
  %5813 = phi <8 x float> [ %5811, %5809 ], [ %5808, %5802 ], [ %5801, %5795 ]
  switch i64 %1282, label %512 [
    i64 1, label %5828
    i64 2, label %5821
    i64 3, label %5814
    i64 0, label %5831
  ]

5814:                                             ; preds = %5812
  %5815 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5813)
  %5816 = bitcast <8 x float> %5813 to <8 x i32>
  %5817 = and <8 x i32> %5816, %1104
  %5818 = bitcast <8 x i32> %5817 to <8 x float>
  %5819 = fcmp oeq <8 x float> %5813, %49
  %5820 = select <8 x i1> %5819, <8 x float> %5818, <8 x float> %5815
  br label %5831

5821:                                             ; preds = %5812
  %5822 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5813)
  %5823 = bitcast <8 x float> %5813 to <8 x i32>
  %5824 = or <8 x i32> %5823, %1105
  %5825 = bitcast <8 x i32> %5824 to <8 x float>
  %5826 = fcmp oeq <8 x float> %5813, %52
  %5827 = select <8 x i1> %5826, <8 x float> %5825, <8 x float> %5822
  br label %5831

5828:                                             ; preds = %5812
  %5829 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5775, <8 x i1> %5764, <8 x float> zeroinitializer)
  %5830 = fadd <8 x float> %5813, %5829
  br label %5831

5831:                                             ; preds = %5814, %5821, %5828, %5812, %5793, %5771
  %5832 = phi <8 x float> [ %5813, %5812 ], [ %5772, %5771 ], [ %5794, %5793 ], [ %5830, %5828 ], [ %5827, %5821 ], [ %5820, %5814 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %5832, ptr nonnull align 1 %5773, <8 x i1> %5764)
  %5833 = shl i64 %4427, 3
  %5834 = or disjoint i64 %5833, 16
  %5835 = sub nsw i64 %9, %5834
  %5836 = icmp sgt i64 %5835, 7
  %5837 = trunc i64 %5835 to i32
  %5838 = select i1 %5836, i32 8, i32 %5837
  %5839 = insertelement <8 x i32> poison, i32 %5838, i64 0
  %5840 = shufflevector <8 x i32> %5839, <8 x i32> poison, <8 x i32> zeroinitializer
  %5841 = icmp sgt <8 x i32> %5840, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %5842 = load <8 x float>, ptr %1283, align 32
  br i1 %1553, label %5848, label %5843

5843:                                             ; preds = %5831
  %5844 = load float, ptr %1486, align 1
  %5845 = insertelement <8 x float> poison, float %5844, i64 0
  %5846 = shufflevector <8 x float> %5845, <8 x float> poison, <8 x i32> zeroinitializer
  %5847 = fadd <8 x float> %5842, %5846
  br label %5848

5848:                                             ; preds = %5843, %5831
  %5849 = phi <8 x float> [ %5847, %5843 ], [ %5842, %5831 ]
  %5850 = getelementptr inbounds nuw float, ptr %2671, i64 %5834
  %5851 = getelementptr inbounds nuw float, ptr %2673, i64 %5834
  %5852 = select i1 %2680, ptr null, ptr %5851
  switch i64 %1273, label %512 [
    i64 1, label %5867
    i64 2, label %5860
    i64 3, label %5853
    i64 0, label %5908
  ]

5853:                                             ; preds = %5848
  %5854 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5849)
  %5855 = bitcast <8 x float> %5849 to <8 x i32>
  %5856 = and <8 x i32> %5855, %1104
  %5857 = bitcast <8 x i32> %5856 to <8 x float>
  %5858 = fcmp oeq <8 x float> %5849, %49
  %5859 = select <8 x i1> %5858, <8 x float> %5857, <8 x float> %5854
  br label %5870

5860:                                             ; preds = %5848
  %5861 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5849)
  %5862 = bitcast <8 x float> %5849 to <8 x i32>
  %5863 = or <8 x i32> %5862, %1105
  %5864 = bitcast <8 x i32> %5863 to <8 x float>
  %5865 = fcmp oeq <8 x float> %5849, %52
  %5866 = select <8 x i1> %5865, <8 x float> %5864, <8 x float> %5861
  br label %5870

5867:                                             ; preds = %5848
  %5868 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5852, <8 x i1> %5841, <8 x float> zeroinitializer)
  %5869 = fadd <8 x float> %5849, %5868
  br label %5870

5870:                                             ; preds = %5867, %5860, %5853
  %5871 = phi <8 x float> [ %5869, %5867 ], [ %5866, %5860 ], [ %5859, %5853 ]
  switch i64 %1285, label %512 [
    i64 1, label %5886
    i64 2, label %5879
    i64 3, label %5872
    i64 0, label %5908
  ]

5872:                                             ; preds = %5870
  %5873 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5871)
  %5874 = bitcast <8 x float> %5871 to <8 x i32>
  %5875 = and <8 x i32> %5874, %1104
  %5876 = bitcast <8 x i32> %5875 to <8 x float>
  %5877 = fcmp oeq <8 x float> %5871, %49
  %5878 = select <8 x i1> %5877, <8 x float> %5876, <8 x float> %5873
  br label %5889

5879:                                             ; preds = %5870
  %5880 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5871)
  %5881 = bitcast <8 x float> %5871 to <8 x i32>
  %5882 = or <8 x i32> %5881, %1105
  %5883 = bitcast <8 x i32> %5882 to <8 x float>
  %5884 = fcmp oeq <8 x float> %5871, %52
  %5885 = select <8 x i1> %5884, <8 x float> %5883, <8 x float> %5880
  br label %5889

5886:                                             ; preds = %5870
  %5887 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5852, <8 x i1> %5841, <8 x float> zeroinitializer)
  %5888 = fadd <8 x float> %5871, %5887
  br label %5889

5889:                                             ; preds = %5886, %5879, %5872
  %5890 = phi <8 x float> [ %5888, %5886 ], [ %5885, %5879 ], [ %5878, %5872 ]
  switch i64 %1287, label %512 [
    i64 1, label %5905
    i64 2, label %5898
    i64 3, label %5891
    i64 0, label %5908
  ]

5891:                                             ; preds = %5889
  %5892 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5890)
  %5893 = bitcast <8 x float> %5890 to <8 x i32>
  %5894 = and <8 x i32> %5893, %1104
  %5895 = bitcast <8 x i32> %5894 to <8 x float>
  %5896 = fcmp oeq <8 x float> %5890, %49
  %5897 = select <8 x i1> %5896, <8 x float> %5895, <8 x float> %5892
  br label %5908

5898:                                             ; preds = %5889
  %5899 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5890)
  %5900 = bitcast <8 x float> %5890 to <8 x i32>
  %5901 = or <8 x i32> %5900, %1105
  %5902 = bitcast <8 x i32> %5901 to <8 x float>
  %5903 = fcmp oeq <8 x float> %5890, %52
  %5904 = select <8 x i1> %5903, <8 x float> %5902, <8 x float> %5899
  br label %5908

5905:                                             ; preds = %5889
  %5906 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5852, <8 x i1> %5841, <8 x float> zeroinitializer)
  %5907 = fadd <8 x float> %5890, %5906
  br label %5908

5908:                                             ; preds = %5891, %5898, %5905, %5889, %5870, %5848
  %5909 = phi <8 x float> [ %5890, %5889 ], [ %5849, %5848 ], [ %5871, %5870 ], [ %5907, %5905 ], [ %5904, %5898 ], [ %5897, %5891 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %5909, ptr nonnull align 1 %5850, <8 x i1> %5841)
  %5910 = shl i64 %4427, 3
  %5911 = or disjoint i64 %5910, 24
  %5912 = sub nsw i64 %9, %5911
  %5913 = icmp sgt i64 %5912, 7
  %5914 = trunc i64 %5912 to i32
  %5915 = select i1 %5913, i32 8, i32 %5914
  %5916 = insertelement <8 x i32> poison, i32 %5915, i64 0
  %5917 = shufflevector <8 x i32> %5916, <8 x i32> poison, <8 x i32> zeroinitializer
  %5918 = icmp sgt <8 x i32> %5917, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %5919 = load <8 x float>, ptr %1288, align 32
  br i1 %1553, label %5925, label %5920

5920:                                             ; preds = %5908
  %5921 = load float, ptr %1486, align 1
  %5922 = insertelement <8 x float> poison, float %5921, i64 0
  %5923 = shufflevector <8 x float> %5922, <8 x float> poison, <8 x i32> zeroinitializer
  %5924 = fadd <8 x float> %5919, %5923
  br label %5925

5925:                                             ; preds = %5920, %5908
  %5926 = phi <8 x float> [ %5924, %5920 ], [ %5919, %5908 ]
  %5927 = getelementptr inbounds nuw float, ptr %2671, i64 %5911
  %5928 = getelementptr inbounds nuw float, ptr %2673, i64 %5911
  %5929 = select i1 %2680, ptr null, ptr %5928
  switch i64 %1273, label %512 [
    i64 1, label %5944
    i64 2, label %5937
    i64 3, label %5930
    i64 0, label %5985
  ]

5930:                                             ; preds = %5925
  %5931 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5926)
  %5932 = bitcast <8 x float> %5926 to <8 x i32>
  %5933 = and <8 x i32> %5932, %1104
  %5934 = bitcast <8 x i32> %5933 to <8 x float>
  %5935 = fcmp oeq <8 x float> %5926, %49
  %5936 = select <8 x i1> %5935, <8 x float> %5934, <8 x float> %5931
  br label %5947

5937:                                             ; preds = %5925
  %5938 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5926)
  %5939 = bitcast <8 x float> %5926 to <8 x i32>
  %5940 = or <8 x i32> %5939, %1105
  %5941 = bitcast <8 x i32> %5940 to <8 x float>
  %5942 = fcmp oeq <8 x float> %5926, %52
  %5943 = select <8 x i1> %5942, <8 x float> %5941, <8 x float> %5938
  br label %5947

5944:                                             ; preds = %5925
  %5945 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5929, <8 x i1> %5918, <8 x float> zeroinitializer)
  %5946 = fadd <8 x float> %5926, %5945
  br label %5947

5947:                                             ; preds = %5944, %5937, %5930
  %5948 = phi <8 x float> [ %5946, %5944 ], [ %5943, %5937 ], [ %5936, %5930 ]
  switch i64 %1290, label %512 [
    i64 1, label %5963
    i64 2, label %5956
    i64 3, label %5949
    i64 0, label %5985
  ]

5949:                                             ; preds = %5947
  %5950 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5948)
  %5951 = bitcast <8 x float> %5948 to <8 x i32>
  %5952 = and <8 x i32> %5951, %1104
  %5953 = bitcast <8 x i32> %5952 to <8 x float>
  %5954 = fcmp oeq <8 x float> %5948, %49
  %5955 = select <8 x i1> %5954, <8 x float> %5953, <8 x float> %5950
  br label %5966

5956:                                             ; preds = %5947
  %5957 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5948)
  %5958 = bitcast <8 x float> %5948 to <8 x i32>
  %5959 = or <8 x i32> %5958, %1105
  %5960 = bitcast <8 x i32> %5959 to <8 x float>
  %5961 = fcmp oeq <8 x float> %5948, %52
  %5962 = select <8 x i1> %5961, <8 x float> %5960, <8 x float> %5957
  br label %5966

5963:                                             ; preds = %5947
  %5964 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5929, <8 x i1> %5918, <8 x float> zeroinitializer)
  %5965 = fadd <8 x float> %5948, %5964
  br label %5966

5966:                                             ; preds = %5963, %5956, %5949
  %5967 = phi <8 x float> [ %5965, %5963 ], [ %5962, %5956 ], [ %5955, %5949 ]
  switch i64 %1292, label %512 [
    i64 1, label %5982
    i64 2, label %5975
    i64 3, label %5968
    i64 0, label %5985
  ]

5968:                                             ; preds = %5966
  %5969 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5967)
  %5970 = bitcast <8 x float> %5967 to <8 x i32>
  %5971 = and <8 x i32> %5970, %1104
  %5972 = bitcast <8 x i32> %5971 to <8 x float>
  %5973 = fcmp oeq <8 x float> %5967, %49
  %5974 = select <8 x i1> %5973, <8 x float> %5972, <8 x float> %5969
  br label %5985

5975:                                             ; preds = %5966
  %5976 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5967)
  %5977 = bitcast <8 x float> %5967 to <8 x i32>
  %5978 = or <8 x i32> %5977, %1105
  %5979 = bitcast <8 x i32> %5978 to <8 x float>
  %5980 = fcmp oeq <8 x float> %5967, %52
  %5981 = select <8 x i1> %5980, <8 x float> %5979, <8 x float> %5976
  br label %5985

5982:                                             ; preds = %5966
  %5983 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5929, <8 x i1> %5918, <8 x float> zeroinitializer)
  %5984 = fadd <8 x float> %5967, %5983
  br label %5985

5985:                                             ; preds = %5968, %5975, %5982, %5966, %5947, %5925
  %5986 = phi <8 x float> [ %5967, %5966 ], [ %5926, %5925 ], [ %5948, %5947 ], [ %5984, %5982 ], [ %5981, %5975 ], [ %5974, %5968 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %5986, ptr nonnull align 1 %5927, <8 x i1> %5918)
  %5987 = shl i64 %4427, 3
  %5988 = or disjoint i64 %5987, 32
  %5989 = sub nsw i64 %9, %5988
  %5990 = icmp sgt i64 %5989, 7
  %5991 = trunc i64 %5989 to i32
  %5992 = select i1 %5990, i32 8, i32 %5991
  %5993 = insertelement <8 x i32> poison, i32 %5992, i64 0
  %5994 = shufflevector <8 x i32> %5993, <8 x i32> poison, <8 x i32> zeroinitializer
  %5995 = icmp sgt <8 x i32> %5994, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %5996 = load <8 x float>, ptr %1293, align 32
  br i1 %1553, label %6002, label %5997

5997:                                             ; preds = %5985
  %5998 = load float, ptr %1486, align 1
  %5999 = insertelement <8 x float> poison, float %5998, i64 0
  %6000 = shufflevector <8 x float> %5999, <8 x float> poison, <8 x i32> zeroinitializer
  %6001 = fadd <8 x float> %5996, %6000
  br label %6002

6002:                                             ; preds = %5997, %5985
  %6003 = phi <8 x float> [ %6001, %5997 ], [ %5996, %5985 ]
  %6004 = getelementptr inbounds nuw float, ptr %2671, i64 %5988
  %6005 = getelementptr inbounds nuw float, ptr %2673, i64 %5988
  %6006 = select i1 %2680, ptr null, ptr %6005
  switch i64 %1273, label %512 [
    i64 1, label %6021
    i64 2, label %6014
    i64 3, label %6007
    i64 0, label %6062
  ]

6007:                                             ; preds = %6002
  %6008 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6003)
  %6009 = bitcast <8 x float> %6003 to <8 x i32>
  %6010 = and <8 x i32> %6009, %1104
  %6011 = bitcast <8 x i32> %6010 to <8 x float>
  %6012 = fcmp oeq <8 x float> %6003, %49
  %6013 = select <8 x i1> %6012, <8 x float> %6011, <8 x float> %6008
  br label %6024

6014:                                             ; preds = %6002
  %6015 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6003)
  %6016 = bitcast <8 x float> %6003 to <8 x i32>
  %6017 = or <8 x i32> %6016, %1105
  %6018 = bitcast <8 x i32> %6017 to <8 x float>
  %6019 = fcmp oeq <8 x float> %6003, %52
  %6020 = select <8 x i1> %6019, <8 x float> %6018, <8 x float> %6015
  br label %6024

6021:                                             ; preds = %6002
  %6022 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6006, <8 x i1> %5995, <8 x float> zeroinitializer)
  %6023 = fadd <8 x float> %6003, %6022
  br label %6024

6024:                                             ; preds = %6021, %6014, %6007
  %6025 = phi <8 x float> [ %6023, %6021 ], [ %6020, %6014 ], [ %6013, %6007 ]
  switch i64 %1295, label %512 [
    i64 1, label %6040
    i64 2, label %6033
    i64 3, label %6026
    i64 0, label %6062
  ]

6026:                                             ; preds = %6024
  %6027 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6025)
  %6028 = bitcast <8 x float> %6025 to <8 x i32>
  %6029 = and <8 x i32> %6028, %1104
  %6030 = bitcast <8 x i32> %6029 to <8 x float>
  %6031 = fcmp oeq <8 x float> %6025, %49
  %6032 = select <8 x i1> %6031, <8 x float> %6030, <8 x float> %6027
  br label %6043

6033:                                             ; preds = %6024
  %6034 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6025)
  %6035 = bitcast <8 x float> %6025 to <8 x i32>
  %6036 = or <8 x i32> %6035, %1105
  %6037 = bitcast <8 x i32> %6036 to <8 x float>
  %6038 = fcmp oeq <8 x float> %6025, %52
  %6039 = select <8 x i1> %6038, <8 x float> %6037, <8 x float> %6034
  br label %6043

6040:                                             ; preds = %6024
  %6041 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6006, <8 x i1> %5995, <8 x float> zeroinitializer)
  %6042 = fadd <8 x float> %6025, %6041
  br label %6043

6043:                                             ; preds = %6040, %6033, %6026
  %6044 = phi <8 x float> [ %6042, %6040 ], [ %6039, %6033 ], [ %6032, %6026 ]
  switch i64 %1297, label %512 [
    i64 1, label %6059
    i64 2, label %6052
    i64 3, label %6045
    i64 0, label %6062
  ]

6045:                                             ; preds = %6043
  %6046 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6044)
  %6047 = bitcast <8 x float> %6044 to <8 x i32>
  %6048 = and <8 x i32> %6047, %1104
  %6049 = bitcast <8 x i32> %6048 to <8 x float>
  %6050 = fcmp oeq <8 x float> %6044, %49
  %6051 = select <8 x i1> %6050, <8 x float> %6049, <8 x float> %6046
  br label %6062

6052:                                             ; preds = %6043
  %6053 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6044)
  %6054 = bitcast <8 x float> %6044 to <8 x i32>
  %6055 = or <8 x i32> %6054, %1105
  %6056 = bitcast <8 x i32> %6055 to <8 x float>
  %6057 = fcmp oeq <8 x float> %6044, %52
  %6058 = select <8 x i1> %6057, <8 x float> %6056, <8 x float> %6053
  br label %6062

6059:                                             ; preds = %6043
  %6060 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6006, <8 x i1> %5995, <8 x float> zeroinitializer)
  %6061 = fadd <8 x float> %6044, %6060
  br label %6062

6062:                                             ; preds = %6045, %6052, %6059, %6043, %6024, %6002
  %6063 = phi <8 x float> [ %6044, %6043 ], [ %6003, %6002 ], [ %6025, %6024 ], [ %6061, %6059 ], [ %6058, %6052 ], [ %6051, %6045 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %6063, ptr nonnull align 1 %6004, <8 x i1> %5995)
  call void @llvm.lifetime.end.p0(ptr nonnull %31)
  br label %7903

6064:                                             ; preds = %4426
  call void @llvm.lifetime.start.p0(ptr nonnull %32)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(192) %32, i8 0, i64 192, i1 false)
  br i1 %1102, label %6065, label %6138

6065:                                             ; preds = %6064, %6079
  %6066 = phi i64 [ %6080, %6079 ], [ 0, %6064 ]
  %6067 = mul nsw i64 %6066, %14
  %6068 = sub i64 %6067, %16
  %6069 = add i64 %6068, %2683
  %6070 = icmp slt i64 %6069, 0
  %6071 = icmp sge i64 %6069, %6
  %6072 = or i1 %6070, %6071
  %6073 = select i1 %6072, i64 0, i64 %6069
  %6074 = mul nsw i64 %6073, %7
  %6075 = getelementptr inbounds float, ptr %1483, i64 %6074
  br i1 %1103, label %6076, label %6079

6076:                                             ; preds = %6065
  %6077 = mul nuw nsw i64 %6066, %11
  %6078 = getelementptr inbounds nuw float, ptr %1485, i64 %6077
  br label %6082

6079:                                             ; preds = %6091, %6065
  %6080 = add nuw nsw i64 %6066, 1
  %6081 = icmp eq i64 %6080, %10
  br i1 %6081, label %6136, label %6065

6082:                                             ; preds = %6076, %6091
  %6083 = phi i64 [ 0, %6076 ], [ %6092, %6091 ]
  %6084 = getelementptr inbounds nuw float, ptr %6078, i64 %6083
  %6085 = load float, ptr %6084, align 1
  %6086 = insertelement <8 x float> poison, float %6085, i64 0
  %6087 = shufflevector <8 x float> %6086, <8 x float> poison, <8 x i32> zeroinitializer
  %6088 = mul nsw i64 %6083, %15
  %6089 = sub i64 %6088, %17
  %6090 = getelementptr <4 x i64>, ptr %1091, i64 %6083
  br label %6094

6091:                                             ; preds = %6125
  %6092 = add nuw nsw i64 %6083, 1
  %6093 = icmp eq i64 %6092, %11
  br i1 %6093, label %6079, label %6082

6094:                                             ; preds = %6082, %6125
  %6095 = phi i64 [ 0, %6082 ], [ %6134, %6125 ]
  %6096 = or disjoint i64 %4427, %6095
  %6097 = shl nsw i64 %6096, 3
  %6098 = add i64 %6089, %6097
  br i1 %1112, label %6103, label %6099

6099:                                             ; preds = %6094
  %6100 = mul nuw nsw i64 %6096, %11
  %6101 = getelementptr <4 x i64>, ptr %6090, i64 %6100
  %6102 = load <4 x i64>, ptr %6101, align 32
  br label %6125

6103:                                             ; preds = %6094
  %6104 = sub nsw i64 %9, %6097
  %6105 = icmp slt i64 %6098, 0
  %6106 = sub nsw i64 0, %6098
  %6107 = select i1 %6105, i64 %6106, i64 0
  %6108 = sub nsw i64 %7, %6098
  %6109 = call i64 @llvm.smin.i64(i64 %6108, i64 %6104)
  %6110 = call i64 @llvm.smin.i64(i64 %6109, i64 8)
  %6111 = icmp sgt i64 %6110, %6107
  %6112 = trunc i64 %6107 to i32
  %6113 = select i1 %6111, i32 %6112, i32 0
  %6114 = insertelement <8 x i32> poison, i32 %6113, i64 0
  %6115 = shufflevector <8 x i32> %6114, <8 x i32> poison, <8 x i32> zeroinitializer
  %6116 = icmp slt <8 x i32> %6115, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %6117 = trunc i64 %6110 to i32
  %6118 = select i1 %6111, i32 %6117, i32 0
  %6119 = insertelement <8 x i32> poison, i32 %6118, i64 0
  %6120 = shufflevector <8 x i32> %6119, <8 x i32> poison, <8 x i32> zeroinitializer
  %6121 = icmp sgt <8 x i32> %6120, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6122 = and <8 x i1> %6121, %6116
  %6123 = sext <8 x i1> %6122 to <8 x i32>
  %6124 = bitcast <8 x i32> %6123 to <4 x i64>
  br label %6125

6125:                                             ; preds = %6103, %6099
  %6126 = phi <4 x i64> [ %6102, %6099 ], [ %6124, %6103 ]
  %6127 = getelementptr inbounds nuw <8 x float>, ptr %32, i64 %6095
  %6128 = getelementptr inbounds float, ptr %6075, i64 %6098
  %6129 = select i1 %6072, <4 x i64> zeroinitializer, <4 x i64> %6126
  %6130 = bitcast <4 x i64> %6129 to <8 x i32>
  %6131 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %6128, <8 x i32> %6130)
  %6132 = load <8 x float>, ptr %6127, align 32
  %6133 = call <8 x float> @llvm.fma.v8f32(<8 x float> %6131, <8 x float> %6087, <8 x float> %6132)
  store <8 x float> %6133, ptr %6127, align 32
  %6134 = add nuw nsw i64 %6095, 1
  %6135 = icmp eq i64 %6134, 6
  br i1 %6135, label %6091, label %6094

6136:                                             ; preds = %6079
  %6137 = load <8 x float>, ptr %32, align 32
  br label %6138

6138:                                             ; preds = %6136, %6064
  %6139 = phi <8 x float> [ %6137, %6136 ], [ zeroinitializer, %6064 ]
  %6140 = shl nsw i64 %4427, 3
  %6141 = sub nsw i64 %9, %6140
  %6142 = icmp sgt i64 %6141, 7
  %6143 = trunc i64 %6141 to i32
  %6144 = select i1 %6142, i32 8, i32 %6143
  %6145 = insertelement <8 x i32> poison, i32 %6144, i64 0
  %6146 = shufflevector <8 x i32> %6145, <8 x i32> poison, <8 x i32> zeroinitializer
  %6147 = icmp sgt <8 x i32> %6146, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %1553, label %6153, label %6148

6148:                                             ; preds = %6138
  %6149 = load float, ptr %1486, align 1
  %6150 = insertelement <8 x float> poison, float %6149, i64 0
  %6151 = shufflevector <8 x float> %6150, <8 x float> poison, <8 x i32> zeroinitializer
  %6152 = fadd <8 x float> %6139, %6151
  br label %6153

6153:                                             ; preds = %6148, %6138
  %6154 = phi <8 x float> [ %6152, %6148 ], [ %6139, %6138 ]
  %6155 = getelementptr inbounds nuw float, ptr %2671, i64 %6140
  %6156 = getelementptr inbounds nuw float, ptr %2673, i64 %6140
  %6157 = select i1 %2680, ptr null, ptr %6156
  switch i64 %1243, label %512 [
    i64 1, label %6158
    i64 2, label %6161
    i64 3, label %6168
    i64 0, label %6213
  ]

6158:                                             ; preds = %6153
  %6159 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6157, <8 x i1> %6147, <8 x float> zeroinitializer)
  %6160 = fadd <8 x float> %6154, %6159
  br label %6175

6161:                                             ; preds = %6153
  %6162 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6154)
  %6163 = bitcast <8 x float> %6154 to <8 x i32>
  %6164 = or <8 x i32> %6163, %1105
  %6165 = bitcast <8 x i32> %6164 to <8 x float>
  %6166 = fcmp oeq <8 x float> %6154, %52
  %6167 = select <8 x i1> %6166, <8 x float> %6165, <8 x float> %6162
  br label %6175

6168:                                             ; preds = %6153
  %6169 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6154)
  %6170 = bitcast <8 x float> %6154 to <8 x i32>
  %6171 = and <8 x i32> %6170, %1104
  %6172 = bitcast <8 x i32> %6171 to <8 x float>
  %6173 = fcmp oeq <8 x float> %6154, %49
  %6174 = select <8 x i1> %6173, <8 x float> %6172, <8 x float> %6169
  br label %6175

6175:                                             ; preds = %6168, %6161, %6158
  %6176 = phi <8 x float> [ %6160, %6158 ], [ %6167, %6161 ], [ %6174, %6168 ]
  switch i64 %1245, label %512 [
    i64 1, label %6191
    i64 2, label %6184
    i64 3, label %6177
    i64 0, label %6213
  ]

6177:                                             ; preds = %6175
  %6178 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6176)
  %6179 = bitcast <8 x float> %6176 to <8 x i32>
  %6180 = and <8 x i32> %6179, %1104
  %6181 = bitcast <8 x i32> %6180 to <8 x float>
  %6182 = fcmp oeq <8 x float> %6176, %49
  %6183 = select <8 x i1> %6182, <8 x float> %6181, <8 x float> %6178
  br label %6194

6184:                                             ; preds = %6175
  %6185 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6176)
  %6186 = bitcast <8 x float> %6176 to <8 x i32>
  %6187 = or <8 x i32> %6186, %1105
  %6188 = bitcast <8 x i32> %6187 to <8 x float>
  %6189 = fcmp oeq <8 x float> %6176, %52
  %6190 = select <8 x i1> %6189, <8 x float> %6188, <8 x float> %6185
  br label %6194

6191:                                             ; preds = %6175
  %6192 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6157, <8 x i1> %6147, <8 x float> zeroinitializer)
  %6193 = fadd <8 x float> %6176, %6192
  br label %6194

6194:                                             ; preds = %6191, %6184, %6177
  %6195 = phi <8 x float> [ %6193, %6191 ], [ %6190, %6184 ], [ %6183, %6177 ]
  switch i64 %1247, label %512 [
    i64 1, label %6210
    i64 2, label %6203
    i64 3, label %6196
    i64 0, label %6213
  ]

6196:                                             ; preds = %6194
  %6197 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6195)
  %6198 = bitcast <8 x float> %6195 to <8 x i32>
  %6199 = and <8 x i32> %6198, %1104
  %6200 = bitcast <8 x i32> %6199 to <8 x float>
  %6201 = fcmp oeq <8 x float> %6195, %49
  %6202 = select <8 x i1> %6201, <8 x float> %6200, <8 x float> %6197
  br label %6213

6203:                                             ; preds = %6194
  %6204 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6195)
  %6205 = bitcast <8 x float> %6195 to <8 x i32>
  %6206 = or <8 x i32> %6205, %1105
  %6207 = bitcast <8 x i32> %6206 to <8 x float>
  %6208 = fcmp oeq <8 x float> %6195, %52
  %6209 = select <8 x i1> %6208, <8 x float> %6207, <8 x float> %6204
  br label %6213

6210:                                             ; preds = %6194
  %6211 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6157, <8 x i1> %6147, <8 x float> zeroinitializer)
  %6212 = fadd <8 x float> %6195, %6211
  br label %6213

6213:                                             ; preds = %6196, %6203, %6210, %6194, %6175, %6153
  %6214 = phi <8 x float> [ %6195, %6194 ], [ %6154, %6153 ], [ %6176, %6175 ], [ %6212, %6210 ], [ %6209, %6203 ], [ %6202, %6196 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %6214, ptr align 1 %6155, <8 x i1> %6147)
  %6215 = shl i64 %4427, 3
  %6216 = or disjoint i64 %6215, 8
  %6217 = sub nsw i64 %9, %6216
  %6218 = icmp sgt i64 %6217, 7
  %6219 = trunc i64 %6217 to i32
  %6220 = select i1 %6218, i32 8, i32 %6219
  %6221 = insertelement <8 x i32> poison, i32 %6220, i64 0
  %6222 = shufflevector <8 x i32> %6221, <8 x i32> poison, <8 x i32> zeroinitializer
  %6223 = icmp sgt <8 x i32> %6222, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6224 = load <8 x float>, ptr %1248, align 32
  br i1 %1553, label %6230, label %6225

6225:                                             ; preds = %6213
  %6226 = load float, ptr %1486, align 1
  %6227 = insertelement <8 x float> poison, float %6226, i64 0
  %6228 = shufflevector <8 x float> %6227, <8 x float> poison, <8 x i32> zeroinitializer
  %6229 = fadd <8 x float> %6224, %6228
  br label %6230

6230:                                             ; preds = %6225, %6213
  %6231 = phi <8 x float> [ %6229, %6225 ], [ %6224, %6213 ]
  %6232 = getelementptr inbounds nuw float, ptr %2671, i64 %6216
  %6233 = getelementptr inbounds nuw float, ptr %2673, i64 %6216
  %6234 = select i1 %2680, ptr null, ptr %6233
  switch i64 %1243, label %512 [
    i64 1, label %6249
    i64 2, label %6242
    i64 3, label %6235
    i64 0, label %6290
  ]

6235:                                             ; preds = %6230
  %6236 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6231)
  %6237 = bitcast <8 x float> %6231 to <8 x i32>
  %6238 = and <8 x i32> %6237, %1104
  %6239 = bitcast <8 x i32> %6238 to <8 x float>
  %6240 = fcmp oeq <8 x float> %6231, %49
  %6241 = select <8 x i1> %6240, <8 x float> %6239, <8 x float> %6236
  br label %6252

6242:                                             ; preds = %6230
  %6243 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6231)
  %6244 = bitcast <8 x float> %6231 to <8 x i32>
  %6245 = or <8 x i32> %6244, %1105
  %6246 = bitcast <8 x i32> %6245 to <8 x float>
  %6247 = fcmp oeq <8 x float> %6231, %52
  %6248 = select <8 x i1> %6247, <8 x float> %6246, <8 x float> %6243
  br label %6252

6249:                                             ; preds = %6230
  %6250 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6234, <8 x i1> %6223, <8 x float> zeroinitializer)
  %6251 = fadd <8 x float> %6231, %6250
  br label %6252

6252:                                             ; preds = %6249, %6242, %6235
  %6253 = phi <8 x float> [ %6251, %6249 ], [ %6248, %6242 ], [ %6241, %6235 ]
  switch i64 %1250, label %512 [
    i64 1, label %6268
    i64 2, label %6261
    i64 3, label %6254
    i64 0, label %6290
  ]

6254:                                             ; preds = %6252
  %6255 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6253)
  %6256 = bitcast <8 x float> %6253 to <8 x i32>
  %6257 = and <8 x i32> %6256, %1104
  %6258 = bitcast <8 x i32> %6257 to <8 x float>
  %6259 = fcmp oeq <8 x float> %6253, %49
  %6260 = select <8 x i1> %6259, <8 x float> %6258, <8 x float> %6255
  br label %6271

6261:                                             ; preds = %6252
  %6262 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6253)
  %6263 = bitcast <8 x float> %6253 to <8 x i32>
  %6264 = or <8 x i32> %6263, %1105
  %6265 = bitcast <8 x i32> %6264 to <8 x float>
  %6266 = fcmp oeq <8 x float> %6253, %52
  %6267 = select <8 x i1> %6266, <8 x float> %6265, <8 x float> %6262
  br label %6271

6268:                                             ; preds = %6252
  %6269 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6234, <8 x i1> %6223, <8 x float> zeroinitializer)
  %6270 = fadd <8 x float> %6253, %6269
  br label %6271

6271:                                             ; preds = %6268, %6261, %6254
  %6272 = phi <8 x float> [ %6270, %6268 ], [ %6267, %6261 ], [ %6260, %6254 ]
  switch i64 %1252, label %512 [
    i64 1, label %6287
    i64 2, label %6280
    i64 3, label %6273
    i64 0, label %6290
  ]

6273:                                             ; preds = %6271
  %6274 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6272)
  %6275 = bitcast <8 x float> %6272 to <8 x i32>
  %6276 = and <8 x i32> %6275, %1104
  %6277 = bitcast <8 x i32> %6276 to <8 x float>
  %6278 = fcmp oeq <8 x float> %6272, %49
  %6279 = select <8 x i1> %6278, <8 x float> %6277, <8 x float> %6274
  br label %6290

6280:                                             ; preds = %6271
  %6281 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6272)
  %6282 = bitcast <8 x float> %6272 to <8 x i32>
  %6283 = or <8 x i32> %6282, %1105
  %6284 = bitcast <8 x i32> %6283 to <8 x float>
  %6285 = fcmp oeq <8 x float> %6272, %52
  %6286 = select <8 x i1> %6285, <8 x float> %6284, <8 x float> %6281
  br label %6290

6287:                                             ; preds = %6271
  %6288 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6234, <8 x i1> %6223, <8 x float> zeroinitializer)
  %6289 = fadd <8 x float> %6272, %6288
  br label %6290

6290:                                             ; preds = %6273, %6280, %6287, %6271, %6252, %6230
  %6291 = phi <8 x float> [ %6272, %6271 ], [ %6231, %6230 ], [ %6253, %6252 ], [ %6289, %6287 ], [ %6286, %6280 ], [ %6279, %6273 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %6291, ptr nonnull align 1 %6232, <8 x i1> %6223)
  %6292 = shl i64 %4427, 3
  %6293 = or disjoint i64 %6292, 16
  %6294 = sub nsw i64 %9, %6293
  %6295 = icmp sgt i64 %6294, 7
  %6296 = trunc i64 %6294 to i32
  %6297 = select i1 %6295, i32 8, i32 %6296
  %6298 = insertelement <8 x i32> poison, i32 %6297, i64 0
  %6299 = shufflevector <8 x i32> %6298, <8 x i32> poison, <8 x i32> zeroinitializer
  %6300 = icmp sgt <8 x i32> %6299, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6301 = load <8 x float>, ptr %1253, align 32
  br i1 %1553, label %6307, label %6302

6302:                                             ; preds = %6290
  %6303 = load float, ptr %1486, align 1
  %6304 = insertelement <8 x float> poison, float %6303, i64 0
  %6305 = shufflevector <8 x float> %6304, <8 x float> poison, <8 x i32> zeroinitializer
  %6306 = fadd <8 x float> %6301, %6305
  br label %6307

6307:                                             ; preds = %6302, %6290
  %6308 = phi <8 x float> [ %6306, %6302 ], [ %6301, %6290 ]
  %6309 = getelementptr inbounds nuw float, ptr %2671, i64 %6293
  %6310 = getelementptr inbounds nuw float, ptr %2673, i64 %6293
  %6311 = select i1 %2680, ptr null, ptr %6310
  switch i64 %1243, label %512 [
    i64 1, label %6326
    i64 2, label %6319
    i64 3, label %6312
    i64 0, label %6367
  ]

6312:                                             ; preds = %6307
  %6313 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6308)
  %6314 = bitcast <8 x float> %6308 to <8 x i32>
  %6315 = and <8 x i32> %6314, %1104
  %6316 = bitcast <8 x i32> %6315 to <8 x float>
  %6317 = fcmp oeq <8 x float> %6308, %49
  %6318 = select <8 x i1> %6317, <8 x float> %6316, <8 x float> %6313
  br label %6329

6319:                                             ; preds = %6307
  %6320 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6308)
  %6321 = bitcast <8 x float> %6308 to <8 x i32>
  %6322 = or <8 x i32> %6321, %1105
  %6323 = bitcast <8 x i32> %6322 to <8 x float>
  %6324 = fcmp oeq <8 x float> %6308, %52
  %6325 = select <8 x i1> %6324, <8 x float> %6323, <8 x float> %6320
  br label %6329

6326:                                             ; preds = %6307
  %6327 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6311, <8 x i1> %6300, <8 x float> zeroinitializer)
  %6328 = fadd <8 x float> %6308, %6327
  br label %6329

6329:                                             ; preds = %6326, %6319, %6312
  %6330 = phi <8 x float> [ %6328, %6326 ], [ %6325, %6319 ], [ %6318, %6312 ]
  switch i64 %1255, label %512 [
    i64 1, label %6345
    i64 2, label %6338
    i64 3, label %6331
    i64 0, label %6367
  ]

6331:                                             ; preds = %6329
  %6332 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6330)
  %6333 = bitcast <8 x float> %6330 to <8 x i32>
  %6334 = and <8 x i32> %6333, %1104
  %6335 = bitcast <8 x i32> %6334 to <8 x float>
  %6336 = fcmp oeq <8 x float> %6330, %49
  %6337 = select <8 x i1> %6336, <8 x float> %6335, <8 x float> %6332
  br label %6348

6338:                                             ; preds = %6329
  %6339 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6330)
  %6340 = bitcast <8 x float> %6330 to <8 x i32>
  %6341 = or <8 x i32> %6340, %1105
  %6342 = bitcast <8 x i32> %6341 to <8 x float>
  %6343 = fcmp oeq <8 x float> %6330, %52
  %6344 = select <8 x i1> %6343, <8 x float> %6342, <8 x float> %6339
  br label %6348

6345:                                             ; preds = %6329
  %6346 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6311, <8 x i1> %6300, <8 x float> zeroinitializer)
  %6347 = fadd <8 x float> %6330, %6346
  br label %6348

6348:                                             ; preds = %6345, %6338, %6331
  %6349 = phi <8 x float> [ %6347, %6345 ], [ %6344, %6338 ], [ %6337, %6331 ]
  switch i64 %1257, label %512 [
    i64 1, label %6364
    i64 2, label %6357
    i64 3, label %6350
    i64 0, label %6367
  ]

6350:                                             ; preds = %6348
  %6351 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6349)
  %6352 = bitcast <8 x float> %6349 to <8 x i32>
  %6353 = and <8 x i32> %6352, %1104
  %6354 = bitcast <8 x i32> %6353 to <8 x float>
  %6355 = fcmp oeq <8 x float> %6349, %49
  %6356 = select <8 x i1> %6355, <8 x float> %6354, <8 x float> %6351
  br label %6367

6357:                                             ; preds = %6348
  %6358 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6349)
  %6359 = bitcast <8 x float> %6349 to <8 x i32>
  %6360 = or <8 x i32> %6359, %1105
  %6361 = bitcast <8 x i32> %6360 to <8 x float>
  %6362 = fcmp oeq <8 x float> %6349, %52
  %6363 = select <8 x i1> %6362, <8 x float> %6361, <8 x float> %6358
  br label %6367

6364:                                             ; preds = %6348
  %6365 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6311, <8 x i1> %6300, <8 x float> zeroinitializer)
  %6366 = fadd <8 x float> %6349, %6365
  br label %6367

6367:                                             ; preds = %6350, %6357, %6364, %6348, %6329, %6307
  %6368 = phi <8 x float> [ %6349, %6348 ], [ %6308, %6307 ], [ %6330, %6329 ], [ %6366, %6364 ], [ %6363, %6357 ], [ %6356, %6350 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %6368, ptr nonnull align 1 %6309, <8 x i1> %6300)
  %6369 = shl i64 %4427, 3
  %6370 = or disjoint i64 %6369, 24
  %6371 = sub nsw i64 %9, %6370
  %6372 = icmp sgt i64 %6371, 7
  %6373 = trunc i64 %6371 to i32
  %6374 = select i1 %6372, i32 8, i32 %6373
  %6375 = insertelement <8 x i32> poison, i32 %6374, i64 0
  %6376 = shufflevector <8 x i32> %6375, <8 x i32> poison, <8 x i32> zeroinitializer
  %6377 = icmp sgt <8 x i32> %6376, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6378 = load <8 x float>, ptr %1258, align 32
  br i1 %1553, label %6384, label %6379

6379:                                             ; preds = %6367
  %6380 = load float, ptr %1486, align 1
  %6381 = insertelement <8 x float> poison, float %6380, i64 0
  %6382 = shufflevector <8 x float> %6381, <8 x float> poison, <8 x i32> zeroinitializer
  %6383 = fadd <8 x float> %6378, %6382
  br label %6384

6384:                                             ; preds = %6379, %6367
  %6385 = phi <8 x float> [ %6383, %6379 ], [ %6378, %6367 ]
  %6386 = getelementptr inbounds nuw float, ptr %2671, i64 %6370
  %6387 = getelementptr inbounds nuw float, ptr %2673, i64 %6370
  %6388 = select i1 %2680, ptr null, ptr %6387
  switch i64 %1243, label %512 [
    i64 1, label %6403
    i64 2, label %6396
    i64 3, label %6389
    i64 0, label %6444
  ]

6389:                                             ; preds = %6384
  %6390 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6385)
  %6391 = bitcast <8 x float> %6385 to <8 x i32>
  %6392 = and <8 x i32> %6391, %1104
  %6393 = bitcast <8 x i32> %6392 to <8 x float>
  %6394 = fcmp oeq <8 x float> %6385, %49
  %6395 = select <8 x i1> %6394, <8 x float> %6393, <8 x float> %6390
  br label %6406

6396:                                             ; preds = %6384
  %6397 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6385)
  %6398 = bitcast <8 x float> %6385 to <8 x i32>
  %6399 = or <8 x i32> %6398, %1105
  %6400 = bitcast <8 x i32> %6399 to <8 x float>
  %6401 = fcmp oeq <8 x float> %6385, %52
  %6402 = select <8 x i1> %6401, <8 x float> %6400, <8 x float> %6397
  br label %6406

6403:                                             ; preds = %6384
  %6404 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6388, <8 x i1> %6377, <8 x float> zeroinitializer)
  %6405 = fadd <8 x float> %6385, %6404
  br label %6406

6406:                                             ; preds = %6403, %6396, %6389
  %6407 = phi <8 x float> [ %6405, %6403 ], [ %6402, %6396 ], [ %6395, %6389 ]
  switch i64 %1260, label %512 [
    i64 1, label %6422
    i64 2, label %6415
    i64 3, label %6408
    i64 0, label %6444
  ]

6408:                                             ; preds = %6406
  %6409 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6407)
  %6410 = bitcast <8 x float> %6407 to <8 x i32>
  %6411 = and <8 x i32> %6410, %1104
  %6412 = bitcast <8 x i32> %6411 to <8 x float>
  %6413 = fcmp oeq <8 x float> %6407, %49
  %6414 = select <8 x i1> %6413, <8 x float> %6412, <8 x float> %6409
  br label %6425

6415:                                             ; preds = %6406
  %6416 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6407)
  %6417 = bitcast <8 x float> %6407 to <8 x i32>
  %6418 = or <8 x i32> %6417, %1105
  %6419 = bitcast <8 x i32> %6418 to <8 x float>
  %6420 = fcmp oeq <8 x float> %6407, %52
  %6421 = select <8 x i1> %6420, <8 x float> %6419, <8 x float> %6416
  br label %6425

6422:                                             ; preds = %6406
  %6423 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6388, <8 x i1> %6377, <8 x float> zeroinitializer)
  %6424 = fadd <8 x float> %6407, %6423
  br label %6425

6425:                                             ; preds = %6422, %6415, %6408
  %6426 = phi <8 x float> [ %6424, %6422 ], [ %6421, %6415 ], [ %6414, %6408 ]
  switch i64 %1262, label %512 [
    i64 1, label %6441
    i64 2, label %6434
    i64 3, label %6427
    i64 0, label %6444
  ]

6427:                                             ; preds = %6425
  %6428 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6426)
  %6429 = bitcast <8 x float> %6426 to <8 x i32>
  %6430 = and <8 x i32> %6429, %1104
  %6431 = bitcast <8 x i32> %6430 to <8 x float>
  %6432 = fcmp oeq <8 x float> %6426, %49
  %6433 = select <8 x i1> %6432, <8 x float> %6431, <8 x float> %6428
  br label %6444

6434:                                             ; preds = %6425
  %6435 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6426)
  %6436 = bitcast <8 x float> %6426 to <8 x i32>
  %6437 = or <8 x i32> %6436, %1105
  %6438 = bitcast <8 x i32> %6437 to <8 x float>
  %6439 = fcmp oeq <8 x float> %6426, %52
  %6440 = select <8 x i1> %6439, <8 x float> %6438, <8 x float> %6435
  br label %6444

6441:                                             ; preds = %6425
  %6442 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6388, <8 x i1> %6377, <8 x float> zeroinitializer)
  %6443 = fadd <8 x float> %6426, %6442
  br label %6444

6444:                                             ; preds = %6427, %6434, %6441, %6425, %6406, %6384
  %6445 = phi <8 x float> [ %6426, %6425 ], [ %6385, %6384 ], [ %6407, %6406 ], [ %6443, %6441 ], [ %6440, %6434 ], [ %6433, %6427 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %6445, ptr nonnull align 1 %6386, <8 x i1> %6377)
  %6446 = shl i64 %4427, 3
  %6447 = or disjoint i64 %6446, 32
  %6448 = sub nsw i64 %9, %6447
  %6449 = icmp sgt i64 %6448, 7
  %6450 = trunc i64 %6448 to i32
  %6451 = select i1 %6449, i32 8, i32 %6450
  %6452 = insertelement <8 x i32> poison, i32 %6451, i64 0
  %6453 = shufflevector <8 x i32> %6452, <8 x i32> poison, <8 x i32> zeroinitializer
  %6454 = icmp sgt <8 x i32> %6453, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6455 = load <8 x float>, ptr %1263, align 32
  br i1 %1553, label %6461, label %6456

6456:                                             ; preds = %6444
  %6457 = load float, ptr %1486, align 1
  %6458 = insertelement <8 x float> poison, float %6457, i64 0
  %6459 = shufflevector <8 x float> %6458, <8 x float> poison, <8 x i32> zeroinitializer
  %6460 = fadd <8 x float> %6455, %6459
  br label %6461

6461:                                             ; preds = %6456, %6444
  %6462 = phi <8 x float> [ %6460, %6456 ], [ %6455, %6444 ]
  %6463 = getelementptr inbounds nuw float, ptr %2671, i64 %6447
  %6464 = getelementptr inbounds nuw float, ptr %2673, i64 %6447
  %6465 = select i1 %2680, ptr null, ptr %6464
  switch i64 %1243, label %512 [
    i64 1, label %6480
    i64 2, label %6473
    i64 3, label %6466
    i64 0, label %6521
  ]

6466:                                             ; preds = %6461
  %6467 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6462)
  %6468 = bitcast <8 x float> %6462 to <8 x i32>
  %6469 = and <8 x i32> %6468, %1104
  %6470 = bitcast <8 x i32> %6469 to <8 x float>
  %6471 = fcmp oeq <8 x float> %6462, %49
  %6472 = select <8 x i1> %6471, <8 x float> %6470, <8 x float> %6467
  br label %6483

6473:                                             ; preds = %6461
  %6474 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6462)
  %6475 = bitcast <8 x float> %6462 to <8 x i32>
  %6476 = or <8 x i32> %6475, %1105
  %6477 = bitcast <8 x i32> %6476 to <8 x float>
  %6478 = fcmp oeq <8 x float> %6462, %52
  %6479 = select <8 x i1> %6478, <8 x float> %6477, <8 x float> %6474
  br label %6483

6480:                                             ; preds = %6461
  %6481 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6465, <8 x i1> %6454, <8 x float> zeroinitializer)
  %6482 = fadd <8 x float> %6462, %6481
  br label %6483

6483:                                             ; preds = %6480, %6473, %6466
  %6484 = phi <8 x float> [ %6482, %6480 ], [ %6479, %6473 ], [ %6472, %6466 ]
  switch i64 %1265, label %512 [
    i64 1, label %6499
    i64 2, label %6492
    i64 3, label %6485
    i64 0, label %6521
  ]

6485:                                             ; preds = %6483
  %6486 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6484)
  %6487 = bitcast <8 x float> %6484 to <8 x i32>
  %6488 = and <8 x i32> %6487, %1104
  %6489 = bitcast <8 x i32> %6488 to <8 x float>
  %6490 = fcmp oeq <8 x float> %6484, %49
  %6491 = select <8 x i1> %6490, <8 x float> %6489, <8 x float> %6486
  br label %6502

6492:                                             ; preds = %6483
  %6493 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6484)
  %6494 = bitcast <8 x float> %6484 to <8 x i32>
  %6495 = or <8 x i32> %6494, %1105
  %6496 = bitcast <8 x i32> %6495 to <8 x float>
  %6497 = fcmp oeq <8 x float> %6484, %52
  %6498 = select <8 x i1> %6497, <8 x float> %6496, <8 x float> %6493
  br label %6502

6499:                                             ; preds = %6483
  %6500 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6465, <8 x i1> %6454, <8 x float> zeroinitializer)
  %6501 = fadd <8 x float> %6484, %6500
  br label %6502

6502:                                             ; preds = %6499, %6492, %6485
  %6503 = phi <8 x float> [ %6501, %6499 ], [ %6498, %6492 ], [ %6491, %6485 ]
  switch i64 %1267, label %512 [
    i64 1, label %6518
    i64 2, label %6511
    i64 3, label %6504
    i64 0, label %6521
  ]

6504:                                             ; preds = %6502
  %6505 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6503)
  %6506 = bitcast <8 x float> %6503 to <8 x i32>
  %6507 = and <8 x i32> %6506, %1104
  %6508 = bitcast <8 x i32> %6507 to <8 x float>
  %6509 = fcmp oeq <8 x float> %6503, %49
  %6510 = select <8 x i1> %6509, <8 x float> %6508, <8 x float> %6505
  br label %6521

6511:                                             ; preds = %6502
  %6512 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6503)
  %6513 = bitcast <8 x float> %6503 to <8 x i32>
  %6514 = or <8 x i32> %6513, %1105
  %6515 = bitcast <8 x i32> %6514 to <8 x float>
  %6516 = fcmp oeq <8 x float> %6503, %52
  %6517 = select <8 x i1> %6516, <8 x float> %6515, <8 x float> %6512
  br label %6521

6518:                                             ; preds = %6502
  %6519 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6465, <8 x i1> %6454, <8 x float> zeroinitializer)
  %6520 = fadd <8 x float> %6503, %6519
  br label %6521

6521:                                             ; preds = %6504, %6511, %6518, %6502, %6483, %6461
  %6522 = phi <8 x float> [ %6503, %6502 ], [ %6462, %6461 ], [ %6484, %6483 ], [ %6520, %6518 ], [ %6517, %6511 ], [ %6510, %6504 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %6522, ptr nonnull align 1 %6463, <8 x i1> %6454)
  %6523 = shl i64 %4427, 3
  %6524 = or disjoint i64 %6523, 40
  %6525 = sub nsw i64 %9, %6524
  %6526 = icmp sgt i64 %6525, 7
  %6527 = trunc i64 %6525 to i32
  %6528 = select i1 %6526, i32 8, i32 %6527
  %6529 = insertelement <8 x i32> poison, i32 %6528, i64 0
  %6530 = shufflevector <8 x i32> %6529, <8 x i32> poison, <8 x i32> zeroinitializer
  %6531 = icmp sgt <8 x i32> %6530, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6532 = load <8 x float>, ptr %1268, align 32
  br i1 %1553, label %6538, label %6533

6533:                                             ; preds = %6521
  %6534 = load float, ptr %1486, align 1
  %6535 = insertelement <8 x float> poison, float %6534, i64 0
  %6536 = shufflevector <8 x float> %6535, <8 x float> poison, <8 x i32> zeroinitializer
  %6537 = fadd <8 x float> %6532, %6536
  br label %6538

6538:                                             ; preds = %6533, %6521
  %6539 = phi <8 x float> [ %6537, %6533 ], [ %6532, %6521 ]
  %6540 = getelementptr inbounds nuw float, ptr %2671, i64 %6524
  %6541 = getelementptr inbounds nuw float, ptr %2673, i64 %6524
  %6542 = select i1 %2680, ptr null, ptr %6541
  switch i64 %1243, label %512 [
    i64 1, label %6557
    i64 2, label %6550
    i64 3, label %6543
    i64 0, label %6598
  ]

6543:                                             ; preds = %6538
  %6544 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6539)
  %6545 = bitcast <8 x float> %6539 to <8 x i32>
  %6546 = and <8 x i32> %6545, %1104
  %6547 = bitcast <8 x i32> %6546 to <8 x float>
  %6548 = fcmp oeq <8 x float> %6539, %49
  %6549 = select <8 x i1> %6548, <8 x float> %6547, <8 x float> %6544
  br label %6560

6550:                                             ; preds = %6538
  %6551 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6539)
  %6552 = bitcast <8 x float> %6539 to <8 x i32>
  %6553 = or <8 x i32> %6552, %1105
  %6554 = bitcast <8 x i32> %6553 to <8 x float>
  %6555 = fcmp oeq <8 x float> %6539, %52
  %6556 = select <8 x i1> %6555, <8 x float> %6554, <8 x float> %6551
  br label %6560

6557:                                             ; preds = %6538
  %6558 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6542, <8 x i1> %6531, <8 x float> zeroinitializer)
  %6559 = fadd <8 x float> %6539, %6558
  br label %6560

6560:                                             ; preds = %6557, %6550, %6543
  %6561 = phi <8 x float> [ %6559, %6557 ], [ %6556, %6550 ], [ %6549, %6543 ]
  switch i64 %1270, label %512 [
    i64 1, label %6576
    i64 2, label %6569
    i64 3, label %6562
    i64 0, label %6598
  ]

6562:                                             ; preds = %6560
  %6563 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6561)
  %6564 = bitcast <8 x float> %6561 to <8 x i32>
  %6565 = and <8 x i32> %6564, %1104
  %6566 = bitcast <8 x i32> %6565 to <8 x float>
  %6567 = fcmp oeq <8 x float> %6561, %49
  %6568 = select <8 x i1> %6567, <8 x float> %6566, <8 x float> %6563
  br label %6579

6569:                                             ; preds = %6560
  %6570 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6561)
  %6571 = bitcast <8 x float> %6561 to <8 x i32>
  %6572 = or <8 x i32> %6571, %1105
  %6573 = bitcast <8 x i32> %6572 to <8 x float>
  %6574 = fcmp oeq <8 x float> %6561, %52
  %6575 = select <8 x i1> %6574, <8 x float> %6573, <8 x float> %6570
  br label %6579

6576:                                             ; preds = %6560
  %6577 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6542, <8 x i1> %6531, <8 x float> zeroinitializer)
  %6578 = fadd <8 x float> %6561, %6577
  br label %6579

6579:                                             ; preds = %6576, %6569, %6562
  %6580 = phi <8 x float> [ %6578, %6576 ], [ %6575, %6569 ], [ %6568, %6562 ]
  switch i64 %1272, label %512 [
    i64 1, label %6595
    i64 2, label %6588
    i64 3, label %6581
    i64 0, label %6598
  ]

6581:                                             ; preds = %6579
  %6582 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6580)
  %6583 = bitcast <8 x float> %6580 to <8 x i32>
  %6584 = and <8 x i32> %6583, %1104
  %6585 = bitcast <8 x i32> %6584 to <8 x float>
  %6586 = fcmp oeq <8 x float> %6580, %49
  %6587 = select <8 x i1> %6586, <8 x float> %6585, <8 x float> %6582
  br label %6598

6588:                                             ; preds = %6579
  %6589 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6580)
  %6590 = bitcast <8 x float> %6580 to <8 x i32>
  %6591 = or <8 x i32> %6590, %1105
  %6592 = bitcast <8 x i32> %6591 to <8 x float>
  %6593 = fcmp oeq <8 x float> %6580, %52
  %6594 = select <8 x i1> %6593, <8 x float> %6592, <8 x float> %6589
  br label %6598

6595:                                             ; preds = %6579
  %6596 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6542, <8 x i1> %6531, <8 x float> zeroinitializer)
  %6597 = fadd <8 x float> %6580, %6596
  br label %6598

6598:                                             ; preds = %6581, %6588, %6595, %6579, %6560, %6538
  %6599 = phi <8 x float> [ %6580, %6579 ], [ %6539, %6538 ], [ %6561, %6560 ], [ %6597, %6595 ], [ %6594, %6588 ], [ %6587, %6581 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %6599, ptr nonnull align 1 %6540, <8 x i1> %6531)
  call void @llvm.lifetime.end.p0(ptr nonnull %32)
  br label %7903

6600:                                             ; preds = %4426
  call void @llvm.lifetime.start.p0(ptr nonnull %33)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(224) %33, i8 0, i64 224, i1 false)
  br i1 %1102, label %6601, label %6674

6601:                                             ; preds = %6600, %6615
  %6602 = phi i64 [ %6616, %6615 ], [ 0, %6600 ]
  %6603 = mul nsw i64 %6602, %14
  %6604 = sub i64 %6603, %16
  %6605 = add i64 %6604, %2682
  %6606 = icmp slt i64 %6605, 0
  %6607 = icmp sge i64 %6605, %6
  %6608 = or i1 %6606, %6607
  %6609 = select i1 %6608, i64 0, i64 %6605
  %6610 = mul nsw i64 %6609, %7
  %6611 = getelementptr inbounds float, ptr %1483, i64 %6610
  br i1 %1103, label %6612, label %6615

6612:                                             ; preds = %6601
  %6613 = mul nuw nsw i64 %6602, %11
  %6614 = getelementptr inbounds nuw float, ptr %1485, i64 %6613
  br label %6618

6615:                                             ; preds = %6627, %6601
  %6616 = add nuw nsw i64 %6602, 1
  %6617 = icmp eq i64 %6616, %10
  br i1 %6617, label %6672, label %6601

6618:                                             ; preds = %6612, %6627
  %6619 = phi i64 [ 0, %6612 ], [ %6628, %6627 ]
  %6620 = getelementptr inbounds nuw float, ptr %6614, i64 %6619
  %6621 = load float, ptr %6620, align 1
  %6622 = insertelement <8 x float> poison, float %6621, i64 0
  %6623 = shufflevector <8 x float> %6622, <8 x float> poison, <8 x i32> zeroinitializer
  %6624 = mul nsw i64 %6619, %15
  %6625 = sub i64 %6624, %17
  %6626 = getelementptr <4 x i64>, ptr %1091, i64 %6619
  br label %6630

6627:                                             ; preds = %6661
  %6628 = add nuw nsw i64 %6619, 1
  %6629 = icmp eq i64 %6628, %11
  br i1 %6629, label %6615, label %6618

6630:                                             ; preds = %6618, %6661
  %6631 = phi i64 [ 0, %6618 ], [ %6670, %6661 ]
  %6632 = or disjoint i64 %4427, %6631
  %6633 = shl nsw i64 %6632, 3
  %6634 = add i64 %6625, %6633
  br i1 %1112, label %6639, label %6635

6635:                                             ; preds = %6630
  %6636 = mul nuw nsw i64 %6632, %11
  %6637 = getelementptr <4 x i64>, ptr %6626, i64 %6636
  %6638 = load <4 x i64>, ptr %6637, align 32
  br label %6661

6639:                                             ; preds = %6630
  %6640 = sub nsw i64 %9, %6633
  %6641 = icmp slt i64 %6634, 0
  %6642 = sub nsw i64 0, %6634
  %6643 = select i1 %6641, i64 %6642, i64 0
  %6644 = sub nsw i64 %7, %6634
  %6645 = call i64 @llvm.smin.i64(i64 %6644, i64 %6640)
  %6646 = call i64 @llvm.smin.i64(i64 %6645, i64 8)
  %6647 = icmp sgt i64 %6646, %6643
  %6648 = trunc i64 %6643 to i32
  %6649 = select i1 %6647, i32 %6648, i32 0
  %6650 = insertelement <8 x i32> poison, i32 %6649, i64 0
  %6651 = shufflevector <8 x i32> %6650, <8 x i32> poison, <8 x i32> zeroinitializer
  %6652 = icmp slt <8 x i32> %6651, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %6653 = trunc i64 %6646 to i32
  %6654 = select i1 %6647, i32 %6653, i32 0
  %6655 = insertelement <8 x i32> poison, i32 %6654, i64 0
  %6656 = shufflevector <8 x i32> %6655, <8 x i32> poison, <8 x i32> zeroinitializer
  %6657 = icmp sgt <8 x i32> %6656, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6658 = and <8 x i1> %6657, %6652
  %6659 = sext <8 x i1> %6658 to <8 x i32>
  %6660 = bitcast <8 x i32> %6659 to <4 x i64>
  br label %6661

6661:                                             ; preds = %6639, %6635
  %6662 = phi <4 x i64> [ %6638, %6635 ], [ %6660, %6639 ]
  %6663 = getelementptr inbounds nuw <8 x float>, ptr %33, i64 %6631
  %6664 = getelementptr inbounds float, ptr %6611, i64 %6634
  %6665 = select i1 %6608, <4 x i64> zeroinitializer, <4 x i64> %6662
  %6666 = bitcast <4 x i64> %6665 to <8 x i32>
  %6667 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %6664, <8 x i32> %6666)
  %6668 = load <8 x float>, ptr %6663, align 32
  %6669 = call <8 x float> @llvm.fma.v8f32(<8 x float> %6667, <8 x float> %6623, <8 x float> %6668)
  store <8 x float> %6669, ptr %6663, align 32
  %6670 = add nuw nsw i64 %6631, 1
  %6671 = icmp eq i64 %6670, 7
  br i1 %6671, label %6627, label %6630

6672:                                             ; preds = %6615
  %6673 = load <8 x float>, ptr %33, align 32
  br label %6674

6674:                                             ; preds = %6672, %6600
  %6675 = phi <8 x float> [ %6673, %6672 ], [ zeroinitializer, %6600 ]
  %6676 = shl nsw i64 %4427, 3
  %6677 = sub nsw i64 %9, %6676
  %6678 = icmp sgt i64 %6677, 7
  %6679 = trunc i64 %6677 to i32
  %6680 = select i1 %6678, i32 8, i32 %6679
  %6681 = insertelement <8 x i32> poison, i32 %6680, i64 0
  %6682 = shufflevector <8 x i32> %6681, <8 x i32> poison, <8 x i32> zeroinitializer
  %6683 = icmp sgt <8 x i32> %6682, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %1553, label %6689, label %6684

6684:                                             ; preds = %6674
  %6685 = load float, ptr %1486, align 1
  %6686 = insertelement <8 x float> poison, float %6685, i64 0
  %6687 = shufflevector <8 x float> %6686, <8 x float> poison, <8 x i32> zeroinitializer
  %6688 = fadd <8 x float> %6675, %6687
  br label %6689

6689:                                             ; preds = %6684, %6674
  %6690 = phi <8 x float> [ %6688, %6684 ], [ %6675, %6674 ]
  %6691 = getelementptr inbounds nuw float, ptr %2671, i64 %6676
  %6692 = getelementptr inbounds nuw float, ptr %2673, i64 %6676
  %6693 = select i1 %2680, ptr null, ptr %6692
  switch i64 %1208, label %512 [
    i64 1, label %6694
    i64 2, label %6697
    i64 3, label %6704
    i64 0, label %6749
  ]

6694:                                             ; preds = %6689
  %6695 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6693, <8 x i1> %6683, <8 x float> zeroinitializer)
  %6696 = fadd <8 x float> %6690, %6695
  br label %6711

6697:                                             ; preds = %6689
  %6698 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6690)
  %6699 = bitcast <8 x float> %6690 to <8 x i32>
  %6700 = or <8 x i32> %6699, %1105
  %6701 = bitcast <8 x i32> %6700 to <8 x float>
  %6702 = fcmp oeq <8 x float> %6690, %52
  %6703 = select <8 x i1> %6702, <8 x float> %6701, <8 x float> %6698
  br label %6711

6704:                                             ; preds = %6689
  %6705 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6690)
  %6706 = bitcast <8 x float> %6690 to <8 x i32>
  %6707 = and <8 x i32> %6706, %1104
  %6708 = bitcast <8 x i32> %6707 to <8 x float>
  %6709 = fcmp oeq <8 x float> %6690, %49
  %6710 = select <8 x i1> %6709, <8 x float> %6708, <8 x float> %6705
  br label %6711

6711:                                             ; preds = %6704, %6697, %6694
  %6712 = phi <8 x float> [ %6696, %6694 ], [ %6703, %6697 ], [ %6710, %6704 ]
  switch i64 %1210, label %512 [
    i64 1, label %6727
    i64 2, label %6720
    i64 3, label %6713
    i64 0, label %6749
  ]

6713:                                             ; preds = %6711
  %6714 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6712)
  %6715 = bitcast <8 x float> %6712 to <8 x i32>
  %6716 = and <8 x i32> %6715, %1104
  %6717 = bitcast <8 x i32> %6716 to <8 x float>
  %6718 = fcmp oeq <8 x float> %6712, %49
  %6719 = select <8 x i1> %6718, <8 x float> %6717, <8 x float> %6714
  br label %6730

6720:                                             ; preds = %6711
  %6721 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6712)
  %6722 = bitcast <8 x float> %6712 to <8 x i32>
  %6723 = or <8 x i32> %6722, %1105
  %6724 = bitcast <8 x i32> %6723 to <8 x float>
  %6725 = fcmp oeq <8 x float> %6712, %52
  %6726 = select <8 x i1> %6725, <8 x float> %6724, <8 x float> %6721
  br label %6730

6727:                                             ; preds = %6711
  %6728 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6693, <8 x i1> %6683, <8 x float> zeroinitializer)
  %6729 = fadd <8 x float> %6712, %6728
  br label %6730

6730:                                             ; preds = %6727, %6720, %6713
  %6731 = phi <8 x float> [ %6729, %6727 ], [ %6726, %6720 ], [ %6719, %6713 ]
  switch i64 %1212, label %512 [
    i64 1, label %6746
    i64 2, label %6739
    i64 3, label %6732
    i64 0, label %6749
  ]

6732:                                             ; preds = %6730
  %6733 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6731)
  %6734 = bitcast <8 x float> %6731 to <8 x i32>
  %6735 = and <8 x i32> %6734, %1104
  %6736 = bitcast <8 x i32> %6735 to <8 x float>
  %6737 = fcmp oeq <8 x float> %6731, %49
  %6738 = select <8 x i1> %6737, <8 x float> %6736, <8 x float> %6733
  br label %6749

6739:                                             ; preds = %6730
  %6740 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6731)
  %6741 = bitcast <8 x float> %6731 to <8 x i32>
  %6742 = or <8 x i32> %6741, %1105
  %6743 = bitcast <8 x i32> %6742 to <8 x float>
  %6744 = fcmp oeq <8 x float> %6731, %52
  %6745 = select <8 x i1> %6744, <8 x float> %6743, <8 x float> %6740
  br label %6749

6746:                                             ; preds = %6730
  %6747 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6693, <8 x i1> %6683, <8 x float> zeroinitializer)
  %6748 = fadd <8 x float> %6731, %6747
  br label %6749

6749:                                             ; preds = %6732, %6739, %6746, %6730, %6711, %6689
  %6750 = phi <8 x float> [ %6731, %6730 ], [ %6690, %6689 ], [ %6712, %6711 ], [ %6748, %6746 ], [ %6745, %6739 ], [ %6738, %6732 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %6750, ptr align 1 %6691, <8 x i1> %6683)
  %6751 = shl i64 %4427, 3
  %6752 = or disjoint i64 %6751, 8
  %6753 = sub nsw i64 %9, %6752
  %6754 = icmp sgt i64 %6753, 7
  %6755 = trunc i64 %6753 to i32
  %6756 = select i1 %6754, i32 8, i32 %6755
  %6757 = insertelement <8 x i32> poison, i32 %6756, i64 0
  %6758 = shufflevector <8 x i32> %6757, <8 x i32> poison, <8 x i32> zeroinitializer
  %6759 = icmp sgt <8 x i32> %6758, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6760 = load <8 x float>, ptr %1213, align 32
  br i1 %1553, label %6766, label %6761

6761:                                             ; preds = %6749
  %6762 = load float, ptr %1486, align 1
  %6763 = insertelement <8 x float> poison, float %6762, i64 0
  %6764 = shufflevector <8 x float> %6763, <8 x float> poison, <8 x i32> zeroinitializer
  %6765 = fadd <8 x float> %6760, %6764
  br label %6766

6766:                                             ; preds = %6761, %6749
  %6767 = phi <8 x float> [ %6765, %6761 ], [ %6760, %6749 ]
  %6768 = getelementptr inbounds nuw float, ptr %2671, i64 %6752
  %6769 = getelementptr inbounds nuw float, ptr %2673, i64 %6752
  %6770 = select i1 %2680, ptr null, ptr %6769
  switch i64 %1208, label %512 [
    i64 1, label %6785
    i64 2, label %6778
    i64 3, label %6771
    i64 0, label %6826
  ]

6771:                                             ; preds = %6766
  %6772 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6767)
  %6773 = bitcast <8 x float> %6767 to <8 x i32>
  %6774 = and <8 x i32> %6773, %1104
  %6775 = bitcast <8 x i32> %6774 to <8 x float>
  %6776 = fcmp oeq <8 x float> %6767, %49
  %6777 = select <8 x i1> %6776, <8 x float> %6775, <8 x float> %6772
  br label %6788

6778:                                             ; preds = %6766
  %6779 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6767)
  %6780 = bitcast <8 x float> %6767 to <8 x i32>
  %6781 = or <8 x i32> %6780, %1105
  %6782 = bitcast <8 x i32> %6781 to <8 x float>
  %6783 = fcmp oeq <8 x float> %6767, %52
  %6784 = select <8 x i1> %6783, <8 x float> %6782, <8 x float> %6779
  br label %6788

6785:                                             ; preds = %6766
  %6786 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6770, <8 x i1> %6759, <8 x float> zeroinitializer)
  %6787 = fadd <8 x float> %6767, %6786
  br label %6788

6788:                                             ; preds = %6785, %6778, %6771
  %6789 = phi <8 x float> [ %6787, %6785 ], [ %6784, %6778 ], [ %6777, %6771 ]
  switch i64 %1215, label %512 [
    i64 1, label %6804
    i64 2, label %6797
    i64 3, label %6790
    i64 0, label %6826
  ]

6790:                                             ; preds = %6788
  %6791 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6789)
  %6792 = bitcast <8 x float> %6789 to <8 x i32>
  %6793 = and <8 x i32> %6792, %1104
  %6794 = bitcast <8 x i32> %6793 to <8 x float>
  %6795 = fcmp oeq <8 x float> %6789, %49
  %6796 = select <8 x i1> %6795, <8 x float> %6794, <8 x float> %6791
  br label %6807

6797:                                             ; preds = %6788
  %6798 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6789)
  %6799 = bitcast <8 x float> %6789 to <8 x i32>
  %6800 = or <8 x i32> %6799, %1105
  %6801 = bitcast <8 x i32> %6800 to <8 x float>
  %6802 = fcmp oeq <8 x float> %6789, %52
  %6803 = select <8 x i1> %6802, <8 x float> %6801, <8 x float> %6798
  br label %6807

6804:                                             ; preds = %6788
  %6805 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6770, <8 x i1> %6759, <8 x float> zeroinitializer)
  %6806 = fadd <8 x float> %6789, %6805
  br label %6807

6807:                                             ; preds = %6804, %6797, %6790
  %6808 = phi <8 x float> [ %6806, %6804 ], [ %6803, %6797 ], [ %6796, %6790 ]
  switch i64 %1217, label %512 [
    i64 1, label %6823
    i64 2, label %6816
    i64 3, label %6809
    i64 0, label %6826
  ]

6809:                                             ; preds = %6807
  %6810 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6808)
  %6811 = bitcast <8 x float> %6808 to <8 x i32>
  %6812 = and <8 x i32> %6811, %1104
  %6813 = bitcast <8 x i32> %6812 to <8 x float>
  %6814 = fcmp oeq <8 x float> %6808, %49
  %6815 = select <8 x i1> %6814, <8 x float> %6813, <8 x float> %6810
  br label %6826

6816:                                             ; preds = %6807
  %6817 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6808)
  %6818 = bitcast <8 x float> %6808 to <8 x i32>
  %6819 = or <8 x i32> %6818, %1105
  %6820 = bitcast <8 x i32> %6819 to <8 x float>
  %6821 = fcmp oeq <8 x float> %6808, %52
  %6822 = select <8 x i1> %6821, <8 x float> %6820, <8 x float> %6817
  br label %6826

6823:                                             ; preds = %6807
  %6824 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6770, <8 x i1> %6759, <8 x float> zeroinitializer)
  %6825 = fadd <8 x float> %6808, %6824
  br label %6826

6826:                                             ; preds = %6809, %6816, %6823, %6807, %6788, %6766
  %6827 = phi <8 x float> [ %6808, %6807 ], [ %6767, %6766 ], [ %6789, %6788 ], [ %6825, %6823 ], [ %6822, %6816 ], [ %6815, %6809 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %6827, ptr nonnull align 1 %6768, <8 x i1> %6759)
  %6828 = shl i64 %4427, 3
  %6829 = or disjoint i64 %6828, 16
  %6830 = sub nsw i64 %9, %6829
  %6831 = icmp sgt i64 %6830, 7
  %6832 = trunc i64 %6830 to i32
  %6833 = select i1 %6831, i32 8, i32 %6832
  %6834 = insertelement <8 x i32> poison, i32 %6833, i64 0
  %6835 = shufflevector <8 x i32> %6834, <8 x i32> poison, <8 x i32> zeroinitializer
  %6836 = icmp sgt <8 x i32> %6835, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6837 = load <8 x float>, ptr %1218, align 32
  br i1 %1553, label %6843, label %6838

6838:                                             ; preds = %6826
  %6839 = load float, ptr %1486, align 1
  %6840 = insertelement <8 x float> poison, float %6839, i64 0
  %6841 = shufflevector <8 x float> %6840, <8 x float> poison, <8 x i32> zeroinitializer
  %6842 = fadd <8 x float> %6837, %6841
  br label %6843

6843:                                             ; preds = %6838, %6826
  %6844 = phi <8 x float> [ %6842, %6838 ], [ %6837, %6826 ]
  %6845 = getelementptr inbounds nuw float, ptr %2671, i64 %6829
  %6846 = getelementptr inbounds nuw float, ptr %2673, i64 %6829
  %6847 = select i1 %2680, ptr null, ptr %6846
  switch i64 %1208, label %512 [
    i64 1, label %6862
    i64 2, label %6855
    i64 3, label %6848
    i64 0, label %6903
  ]

6848:                                             ; preds = %6843
  %6849 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6844)
  %6850 = bitcast <8 x float> %6844 to <8 x i32>
  %6851 = and <8 x i32> %6850, %1104
  %6852 = bitcast <8 x i32> %6851 to <8 x float>
  %6853 = fcmp oeq <8 x float> %6844, %49
  %6854 = select <8 x i1> %6853, <8 x float> %6852, <8 x float> %6849
  br label %6865

6855:                                             ; preds = %6843
  %6856 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6844)
  %6857 = bitcast <8 x float> %6844 to <8 x i32>
  %6858 = or <8 x i32> %6857, %1105
  %6859 = bitcast <8 x i32> %6858 to <8 x float>
  %6860 = fcmp oeq <8 x float> %6844, %52
  %6861 = select <8 x i1> %6860, <8 x float> %6859, <8 x float> %6856
  br label %6865

6862:                                             ; preds = %6843
  %6863 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6847, <8 x i1> %6836, <8 x float> zeroinitializer)
  %6864 = fadd <8 x float> %6844, %6863
  br label %6865

6865:                                             ; preds = %6862, %6855, %6848
  %6866 = phi <8 x float> [ %6864, %6862 ], [ %6861, %6855 ], [ %6854, %6848 ]
  switch i64 %1220, label %512 [
    i64 1, label %6881
    i64 2, label %6874
    i64 3, label %6867
    i64 0, label %6903
  ]

6867:                                             ; preds = %6865
  %6868 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6866)
  %6869 = bitcast <8 x float> %6866 to <8 x i32>
  %6870 = and <8 x i32> %6869, %1104
  %6871 = bitcast <8 x i32> %6870 to <8 x float>
  %6872 = fcmp oeq <8 x float> %6866, %49
  %6873 = select <8 x i1> %6872, <8 x float> %6871, <8 x float> %6868
  br label %6884

6874:                                             ; preds = %6865
  %6875 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6866)
  %6876 = bitcast <8 x float> %6866 to <8 x i32>
  %6877 = or <8 x i32> %6876, %1105
  %6878 = bitcast <8 x i32> %6877 to <8 x float>
  %6879 = fcmp oeq <8 x float> %6866, %52
  %6880 = select <8 x i1> %6879, <8 x float> %6878, <8 x float> %6875
  br label %6884

6881:                                             ; preds = %6865
  %6882 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6847, <8 x i1> %6836, <8 x float> zeroinitializer)
  %6883 = fadd <8 x float> %6866, %6882
  br label %6884

6884:                                             ; preds = %6881, %6874, %6867
  %6885 = phi <8 x float> [ %6883, %6881 ], [ %6880, %6874 ], [ %6873, %6867 ]
  switch i64 %1222, label %512 [
    i64 1, label %6900
    i64 2, label %6893
    i64 3, label %6886
    i64 0, label %6903
  ]

6886:                                             ; preds = %6884
  %6887 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6885)
  %6888 = bitcast <8 x float> %6885 to <8 x i32>
  %6889 = and <8 x i32> %6888, %1104
  %6890 = bitcast <8 x i32> %6889 to <8 x float>
  %6891 = fcmp oeq <8 x float> %6885, %49
  %6892 = select <8 x i1> %6891, <8 x float> %6890, <8 x float> %6887
  br label %6903

6893:                                             ; preds = %6884
  %6894 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6885)
  %6895 = bitcast <8 x float> %6885 to <8 x i32>
  %6896 = or <8 x i32> %6895, %1105
  %6897 = bitcast <8 x i32> %6896 to <8 x float>
  %6898 = fcmp oeq <8 x float> %6885, %52
  %6899 = select <8 x i1> %6898, <8 x float> %6897, <8 x float> %6894
  br label %6903

6900:                                             ; preds = %6884
  %6901 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6847, <8 x i1> %6836, <8 x float> zeroinitializer)
  %6902 = fadd <8 x float> %6885, %6901
  br label %6903

6903:                                             ; preds = %6886, %6893, %6900, %6884, %6865, %6843
  %6904 = phi <8 x float> [ %6885, %6884 ], [ %6844, %6843 ], [ %6866, %6865 ], [ %6902, %6900 ], [ %6899, %6893 ], [ %6892, %6886 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %6904, ptr nonnull align 1 %6845, <8 x i1> %6836)
  %6905 = shl i64 %4427, 3
  %6906 = or disjoint i64 %6905, 24
  %6907 = sub nsw i64 %9, %6906
  %6908 = icmp sgt i64 %6907, 7
  %6909 = trunc i64 %6907 to i32
  %6910 = select i1 %6908, i32 8, i32 %6909
  %6911 = insertelement <8 x i32> poison, i32 %6910, i64 0
  %6912 = shufflevector <8 x i32> %6911, <8 x i32> poison, <8 x i32> zeroinitializer
  %6913 = icmp sgt <8 x i32> %6912, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6914 = load <8 x float>, ptr %1223, align 32
  br i1 %1553, label %6920, label %6915

6915:                                             ; preds = %6903
  %6916 = load float, ptr %1486, align 1
  %6917 = insertelement <8 x float> poison, float %6916, i64 0
  %6918 = shufflevector <8 x float> %6917, <8 x float> poison, <8 x i32> zeroinitializer
  %6919 = fadd <8 x float> %6914, %6918
  br label %6920

6920:                                             ; preds = %6915, %6903
  %6921 = phi <8 x float> [ %6919, %6915 ], [ %6914, %6903 ]
  %6922 = getelementptr inbounds nuw float, ptr %2671, i64 %6906
  %6923 = getelementptr inbounds nuw float, ptr %2673, i64 %6906
  %6924 = select i1 %2680, ptr null, ptr %6923
  switch i64 %1208, label %512 [
    i64 1, label %6939
    i64 2, label %6932
    i64 3, label %6925
    i64 0, label %6980
  ]

6925:                                             ; preds = %6920
  %6926 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6921)
  %6927 = bitcast <8 x float> %6921 to <8 x i32>
  %6928 = and <8 x i32> %6927, %1104
  %6929 = bitcast <8 x i32> %6928 to <8 x float>
  %6930 = fcmp oeq <8 x float> %6921, %49
  %6931 = select <8 x i1> %6930, <8 x float> %6929, <8 x float> %6926
  br label %6942

6932:                                             ; preds = %6920
  %6933 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6921)
  %6934 = bitcast <8 x float> %6921 to <8 x i32>
  %6935 = or <8 x i32> %6934, %1105
  %6936 = bitcast <8 x i32> %6935 to <8 x float>
  %6937 = fcmp oeq <8 x float> %6921, %52
  %6938 = select <8 x i1> %6937, <8 x float> %6936, <8 x float> %6933
  br label %6942

6939:                                             ; preds = %6920
  %6940 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6924, <8 x i1> %6913, <8 x float> zeroinitializer)
  %6941 = fadd <8 x float> %6921, %6940
  br label %6942

6942:                                             ; preds = %6939, %6932, %6925
  %6943 = phi <8 x float> [ %6941, %6939 ], [ %6938, %6932 ], [ %6931, %6925 ]
  switch i64 %1225, label %512 [
    i64 1, label %6958
    i64 2, label %6951
    i64 3, label %6944
    i64 0, label %6980
  ]

6944:                                             ; preds = %6942
  %6945 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6943)
  %6946 = bitcast <8 x float> %6943 to <8 x i32>
  %6947 = and <8 x i32> %6946, %1104
  %6948 = bitcast <8 x i32> %6947 to <8 x float>
  %6949 = fcmp oeq <8 x float> %6943, %49
  %6950 = select <8 x i1> %6949, <8 x float> %6948, <8 x float> %6945
  br label %6961

6951:                                             ; preds = %6942
  %6952 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6943)
  %6953 = bitcast <8 x float> %6943 to <8 x i32>
  %6954 = or <8 x i32> %6953, %1105
  %6955 = bitcast <8 x i32> %6954 to <8 x float>
  %6956 = fcmp oeq <8 x float> %6943, %52
  %6957 = select <8 x i1> %6956, <8 x float> %6955, <8 x float> %6952
  br label %6961

6958:                                             ; preds = %6942
  %6959 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6924, <8 x i1> %6913, <8 x float> zeroinitializer)
  %6960 = fadd <8 x float> %6943, %6959
  br label %6961

6961:                                             ; preds = %6958, %6951, %6944
  %6962 = phi <8 x float> [ %6960, %6958 ], [ %6957, %6951 ], [ %6950, %6944 ]
  switch i64 %1227, label %512 [
    i64 1, label %6977
    i64 2, label %6970
    i64 3, label %6963
    i64 0, label %6980
  ]

6963:                                             ; preds = %6961
  %6964 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6962)
  %6965 = bitcast <8 x float> %6962 to <8 x i32>
  %6966 = and <8 x i32> %6965, %1104
  %6967 = bitcast <8 x i32> %6966 to <8 x float>
  %6968 = fcmp oeq <8 x float> %6962, %49
  %6969 = select <8 x i1> %6968, <8 x float> %6967, <8 x float> %6964
  br label %6980

6970:                                             ; preds = %6961
  %6971 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6962)
  %6972 = bitcast <8 x float> %6962 to <8 x i32>
  %6973 = or <8 x i32> %6972, %1105
  %6974 = bitcast <8 x i32> %6973 to <8 x float>
  %6975 = fcmp oeq <8 x float> %6962, %52
  %6976 = select <8 x i1> %6975, <8 x float> %6974, <8 x float> %6971
  br label %6980

6977:                                             ; preds = %6961
  %6978 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6924, <8 x i1> %6913, <8 x float> zeroinitializer)
  %6979 = fadd <8 x float> %6962, %6978
  br label %6980

6980:                                             ; preds = %6963, %6970, %6977, %6961, %6942, %6920
  %6981 = phi <8 x float> [ %6962, %6961 ], [ %6921, %6920 ], [ %6943, %6942 ], [ %6979, %6977 ], [ %6976, %6970 ], [ %6969, %6963 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %6981, ptr nonnull align 1 %6922, <8 x i1> %6913)
  %6982 = shl i64 %4427, 3
  %6983 = or disjoint i64 %6982, 32
  %6984 = sub nsw i64 %9, %6983
  %6985 = icmp sgt i64 %6984, 7
  %6986 = trunc i64 %6984 to i32
  %6987 = select i1 %6985, i32 8, i32 %6986
  %6988 = insertelement <8 x i32> poison, i32 %6987, i64 0
  %6989 = shufflevector <8 x i32> %6988, <8 x i32> poison, <8 x i32> zeroinitializer
  %6990 = icmp sgt <8 x i32> %6989, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6991 = load <8 x float>, ptr %1228, align 32
  br i1 %1553, label %6997, label %6992

6992:                                             ; preds = %6980
  %6993 = load float, ptr %1486, align 1
  %6994 = insertelement <8 x float> poison, float %6993, i64 0
  %6995 = shufflevector <8 x float> %6994, <8 x float> poison, <8 x i32> zeroinitializer
  %6996 = fadd <8 x float> %6991, %6995
  br label %6997

6997:                                             ; preds = %6992, %6980
  %6998 = phi <8 x float> [ %6996, %6992 ], [ %6991, %6980 ]
  %6999 = getelementptr inbounds nuw float, ptr %2671, i64 %6983
  %7000 = getelementptr inbounds nuw float, ptr %2673, i64 %6983
  %7001 = select i1 %2680, ptr null, ptr %7000
  switch i64 %1208, label %512 [
    i64 1, label %7016
    i64 2, label %7009
    i64 3, label %7002
    i64 0, label %7057
  ]

7002:                                             ; preds = %6997
  %7003 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6998)
  %7004 = bitcast <8 x float> %6998 to <8 x i32>
  %7005 = and <8 x i32> %7004, %1104
  %7006 = bitcast <8 x i32> %7005 to <8 x float>
  %7007 = fcmp oeq <8 x float> %6998, %49
  %7008 = select <8 x i1> %7007, <8 x float> %7006, <8 x float> %7003
  br label %7019

7009:                                             ; preds = %6997
  %7010 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6998)
  %7011 = bitcast <8 x float> %6998 to <8 x i32>
  %7012 = or <8 x i32> %7011, %1105
  %7013 = bitcast <8 x i32> %7012 to <8 x float>
  %7014 = fcmp oeq <8 x float> %6998, %52
  %7015 = select <8 x i1> %7014, <8 x float> %7013, <8 x float> %7010
  br label %7019

7016:                                             ; preds = %6997
  %7017 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7001, <8 x i1> %6990, <8 x float> zeroinitializer)
  %7018 = fadd <8 x float> %6998, %7017
  br label %7019

7019:                                             ; preds = %7016, %7009, %7002
  %7020 = phi <8 x float> [ %7018, %7016 ], [ %7015, %7009 ], [ %7008, %7002 ]
  switch i64 %1230, label %512 [
    i64 1, label %7035
    i64 2, label %7028
    i64 3, label %7021
    i64 0, label %7057
  ]

7021:                                             ; preds = %7019
  %7022 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7020)
  %7023 = bitcast <8 x float> %7020 to <8 x i32>
  %7024 = and <8 x i32> %7023, %1104
  %7025 = bitcast <8 x i32> %7024 to <8 x float>
  %7026 = fcmp oeq <8 x float> %7020, %49
  %7027 = select <8 x i1> %7026, <8 x float> %7025, <8 x float> %7022
  br label %7038

7028:                                             ; preds = %7019
  %7029 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7020)
  %7030 = bitcast <8 x float> %7020 to <8 x i32>
  %7031 = or <8 x i32> %7030, %1105
  %7032 = bitcast <8 x i32> %7031 to <8 x float>
  %7033 = fcmp oeq <8 x float> %7020, %52
  %7034 = select <8 x i1> %7033, <8 x float> %7032, <8 x float> %7029
  br label %7038

7035:                                             ; preds = %7019
  %7036 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7001, <8 x i1> %6990, <8 x float> zeroinitializer)
  %7037 = fadd <8 x float> %7020, %7036
  br label %7038

7038:                                             ; preds = %7035, %7028, %7021
  %7039 = phi <8 x float> [ %7037, %7035 ], [ %7034, %7028 ], [ %7027, %7021 ]
  switch i64 %1232, label %512 [
    i64 1, label %7054
    i64 2, label %7047
    i64 3, label %7040
    i64 0, label %7057
  ]

7040:                                             ; preds = %7038
  %7041 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7039)
  %7042 = bitcast <8 x float> %7039 to <8 x i32>
  %7043 = and <8 x i32> %7042, %1104
  %7044 = bitcast <8 x i32> %7043 to <8 x float>
  %7045 = fcmp oeq <8 x float> %7039, %49
  %7046 = select <8 x i1> %7045, <8 x float> %7044, <8 x float> %7041
  br label %7057

7047:                                             ; preds = %7038
  %7048 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7039)
  %7049 = bitcast <8 x float> %7039 to <8 x i32>
  %7050 = or <8 x i32> %7049, %1105
  %7051 = bitcast <8 x i32> %7050 to <8 x float>
  %7052 = fcmp oeq <8 x float> %7039, %52
  %7053 = select <8 x i1> %7052, <8 x float> %7051, <8 x float> %7048
  br label %7057

7054:                                             ; preds = %7038
  %7055 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7001, <8 x i1> %6990, <8 x float> zeroinitializer)
  %7056 = fadd <8 x float> %7039, %7055
  br label %7057

7057:                                             ; preds = %7040, %7047, %7054, %7038, %7019, %6997
  %7058 = phi <8 x float> [ %7039, %7038 ], [ %6998, %6997 ], [ %7020, %7019 ], [ %7056, %7054 ], [ %7053, %7047 ], [ %7046, %7040 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %7058, ptr nonnull align 1 %6999, <8 x i1> %6990)
  %7059 = shl i64 %4427, 3
  %7060 = or disjoint i64 %7059, 40
  %7061 = sub nsw i64 %9, %7060
  %7062 = icmp sgt i64 %7061, 7
  %7063 = trunc i64 %7061 to i32
  %7064 = select i1 %7062, i32 8, i32 %7063
  %7065 = insertelement <8 x i32> poison, i32 %7064, i64 0
  %7066 = shufflevector <8 x i32> %7065, <8 x i32> poison, <8 x i32> zeroinitializer
  %7067 = icmp sgt <8 x i32> %7066, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %7068 = load <8 x float>, ptr %1233, align 32
  br i1 %1553, label %7074, label %7069

7069:                                             ; preds = %7057
  %7070 = load float, ptr %1486, align 1
  %7071 = insertelement <8 x float> poison, float %7070, i64 0
  %7072 = shufflevector <8 x float> %7071, <8 x float> poison, <8 x i32> zeroinitializer
  %7073 = fadd <8 x float> %7068, %7072
  br label %7074

7074:                                             ; preds = %7069, %7057
  %7075 = phi <8 x float> [ %7073, %7069 ], [ %7068, %7057 ]
  %7076 = getelementptr inbounds nuw float, ptr %2671, i64 %7060
  %7077 = getelementptr inbounds nuw float, ptr %2673, i64 %7060
  %7078 = select i1 %2680, ptr null, ptr %7077
  switch i64 %1208, label %512 [
    i64 1, label %7093
    i64 2, label %7086
    i64 3, label %7079
    i64 0, label %7134
  ]

7079:                                             ; preds = %7074
  %7080 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7075)
  %7081 = bitcast <8 x float> %7075 to <8 x i32>
  %7082 = and <8 x i32> %7081, %1104
  %7083 = bitcast <8 x i32> %7082 to <8 x float>
  %7084 = fcmp oeq <8 x float> %7075, %49
  %7085 = select <8 x i1> %7084, <8 x float> %7083, <8 x float> %7080
  br label %7096

7086:                                             ; preds = %7074
  %7087 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7075)
  %7088 = bitcast <8 x float> %7075 to <8 x i32>
  %7089 = or <8 x i32> %7088, %1105
  %7090 = bitcast <8 x i32> %7089 to <8 x float>
  %7091 = fcmp oeq <8 x float> %7075, %52
  %7092 = select <8 x i1> %7091, <8 x float> %7090, <8 x float> %7087
  br label %7096

7093:                                             ; preds = %7074
  %7094 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7078, <8 x i1> %7067, <8 x float> zeroinitializer)
  %7095 = fadd <8 x float> %7075, %7094
  br label %7096

7096:                                             ; preds = %7093, %7086, %7079
  %7097 = phi <8 x float> [ %7095, %7093 ], [ %7092, %7086 ], [ %7085, %7079 ]
  switch i64 %1235, label %512 [
    i64 1, label %7112
    i64 2, label %7105
    i64 3, label %7098
    i64 0, label %7134
  ]

7098:                                             ; preds = %7096
  %7099 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7097)
  %7100 = bitcast <8 x float> %7097 to <8 x i32>
  %7101 = and <8 x i32> %7100, %1104
  %7102 = bitcast <8 x i32> %7101 to <8 x float>
  %7103 = fcmp oeq <8 x float> %7097, %49
  %7104 = select <8 x i1> %7103, <8 x float> %7102, <8 x float> %7099
  br label %7115

7105:                                             ; preds = %7096
  %7106 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7097)
  %7107 = bitcast <8 x float> %7097 to <8 x i32>
  %7108 = or <8 x i32> %7107, %1105
  %7109 = bitcast <8 x i32> %7108 to <8 x float>
  %7110 = fcmp oeq <8 x float> %7097, %52
  %7111 = select <8 x i1> %7110, <8 x float> %7109, <8 x float> %7106
  br label %7115

7112:                                             ; preds = %7096
  %7113 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7078, <8 x i1> %7067, <8 x float> zeroinitializer)
  %7114 = fadd <8 x float> %7097, %7113
  br label %7115

7115:                                             ; preds = %7112, %7105, %7098
  %7116 = phi <8 x float> [ %7114, %7112 ], [ %7111, %7105 ], [ %7104, %7098 ]
  switch i64 %1237, label %512 [
    i64 1, label %7131
    i64 2, label %7124
    i64 3, label %7117
    i64 0, label %7134
  ]

7117:                                             ; preds = %7115
  %7118 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7116)
  %7119 = bitcast <8 x float> %7116 to <8 x i32>
  %7120 = and <8 x i32> %7119, %1104
  %7121 = bitcast <8 x i32> %7120 to <8 x float>
  %7122 = fcmp oeq <8 x float> %7116, %49
  %7123 = select <8 x i1> %7122, <8 x float> %7121, <8 x float> %7118
  br label %7134

7124:                                             ; preds = %7115
  %7125 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7116)
  %7126 = bitcast <8 x float> %7116 to <8 x i32>
  %7127 = or <8 x i32> %7126, %1105
  %7128 = bitcast <8 x i32> %7127 to <8 x float>
  %7129 = fcmp oeq <8 x float> %7116, %52
  %7130 = select <8 x i1> %7129, <8 x float> %7128, <8 x float> %7125
  br label %7134

7131:                                             ; preds = %7115
  %7132 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7078, <8 x i1> %7067, <8 x float> zeroinitializer)
  %7133 = fadd <8 x float> %7116, %7132
  br label %7134

7134:                                             ; preds = %7117, %7124, %7131, %7115, %7096, %7074
  %7135 = phi <8 x float> [ %7116, %7115 ], [ %7075, %7074 ], [ %7097, %7096 ], [ %7133, %7131 ], [ %7130, %7124 ], [ %7123, %7117 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %7135, ptr nonnull align 1 %7076, <8 x i1> %7067)
  %7136 = shl i64 %4427, 3
  %7137 = or disjoint i64 %7136, 48
  %7138 = sub nsw i64 %9, %7137
  %7139 = icmp sgt i64 %7138, 7
  %7140 = trunc i64 %7138 to i32
  %7141 = select i1 %7139, i32 8, i32 %7140
  %7142 = insertelement <8 x i32> poison, i32 %7141, i64 0
  %7143 = shufflevector <8 x i32> %7142, <8 x i32> poison, <8 x i32> zeroinitializer
  %7144 = icmp sgt <8 x i32> %7143, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %7145 = load <8 x float>, ptr %1238, align 32
  br i1 %1553, label %7151, label %7146

7146:                                             ; preds = %7134
  %7147 = load float, ptr %1486, align 1
  %7148 = insertelement <8 x float> poison, float %7147, i64 0
  %7149 = shufflevector <8 x float> %7148, <8 x float> poison, <8 x i32> zeroinitializer
  %7150 = fadd <8 x float> %7145, %7149
  br label %7151

7151:                                             ; preds = %7146, %7134
  %7152 = phi <8 x float> [ %7150, %7146 ], [ %7145, %7134 ]
  %7153 = getelementptr inbounds nuw float, ptr %2671, i64 %7137
  %7154 = getelementptr inbounds nuw float, ptr %2673, i64 %7137
  %7155 = select i1 %2680, ptr null, ptr %7154
  switch i64 %1208, label %512 [
    i64 1, label %7170
    i64 2, label %7163
    i64 3, label %7156
    i64 0, label %7211
  ]

7156:                                             ; preds = %7151
  %7157 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7152)
  %7158 = bitcast <8 x float> %7152 to <8 x i32>
  %7159 = and <8 x i32> %7158, %1104
  %7160 = bitcast <8 x i32> %7159 to <8 x float>
  %7161 = fcmp oeq <8 x float> %7152, %49
  %7162 = select <8 x i1> %7161, <8 x float> %7160, <8 x float> %7157
  br label %7173

7163:                                             ; preds = %7151
  %7164 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7152)
  %7165 = bitcast <8 x float> %7152 to <8 x i32>
  %7166 = or <8 x i32> %7165, %1105
  %7167 = bitcast <8 x i32> %7166 to <8 x float>
  %7168 = fcmp oeq <8 x float> %7152, %52
  %7169 = select <8 x i1> %7168, <8 x float> %7167, <8 x float> %7164
  br label %7173

7170:                                             ; preds = %7151
  %7171 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7155, <8 x i1> %7144, <8 x float> zeroinitializer)
  %7172 = fadd <8 x float> %7152, %7171
  br label %7173

7173:                                             ; preds = %7170, %7163, %7156
  %7174 = phi <8 x float> [ %7172, %7170 ], [ %7169, %7163 ], [ %7162, %7156 ]
  switch i64 %1240, label %512 [
    i64 1, label %7189
    i64 2, label %7182
    i64 3, label %7175
    i64 0, label %7211
  ]

7175:                                             ; preds = %7173
  %7176 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7174)
  %7177 = bitcast <8 x float> %7174 to <8 x i32>
  %7178 = and <8 x i32> %7177, %1104
  %7179 = bitcast <8 x i32> %7178 to <8 x float>
  %7180 = fcmp oeq <8 x float> %7174, %49
  %7181 = select <8 x i1> %7180, <8 x float> %7179, <8 x float> %7176
  br label %7192

7182:                                             ; preds = %7173
  %7183 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7174)
  %7184 = bitcast <8 x float> %7174 to <8 x i32>
  %7185 = or <8 x i32> %7184, %1105
  %7186 = bitcast <8 x i32> %7185 to <8 x float>
  %7187 = fcmp oeq <8 x float> %7174, %52
  %7188 = select <8 x i1> %7187, <8 x float> %7186, <8 x float> %7183
  br label %7192

7189:                                             ; preds = %7173
  %7190 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7155, <8 x i1> %7144, <8 x float> zeroinitializer)
  %7191 = fadd <8 x float> %7174, %7190
  br label %7192

7192:                                             ; preds = %7189, %7182, %7175
  %7193 = phi <8 x float> [ %7191, %7189 ], [ %7188, %7182 ], [ %7181, %7175 ]
  switch i64 %1242, label %512 [
    i64 1, label %7208
    i64 2, label %7201
    i64 3, label %7194
    i64 0, label %7211
  ]

7194:                                             ; preds = %7192
  %7195 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7193)
  %7196 = bitcast <8 x float> %7193 to <8 x i32>
  %7197 = and <8 x i32> %7196, %1104
  %7198 = bitcast <8 x i32> %7197 to <8 x float>
  %7199 = fcmp oeq <8 x float> %7193, %49
  %7200 = select <8 x i1> %7199, <8 x float> %7198, <8 x float> %7195
  br label %7211

7201:                                             ; preds = %7192
  %7202 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7193)
  %7203 = bitcast <8 x float> %7193 to <8 x i32>
  %7204 = or <8 x i32> %7203, %1105
  %7205 = bitcast <8 x i32> %7204 to <8 x float>
  %7206 = fcmp oeq <8 x float> %7193, %52
  %7207 = select <8 x i1> %7206, <8 x float> %7205, <8 x float> %7202
  br label %7211

7208:                                             ; preds = %7192
  %7209 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7155, <8 x i1> %7144, <8 x float> zeroinitializer)
  %7210 = fadd <8 x float> %7193, %7209
  br label %7211

7211:                                             ; preds = %7194, %7201, %7208, %7192, %7173, %7151
  %7212 = phi <8 x float> [ %7193, %7192 ], [ %7152, %7151 ], [ %7174, %7173 ], [ %7210, %7208 ], [ %7207, %7201 ], [ %7200, %7194 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %7212, ptr nonnull align 1 %7153, <8 x i1> %7144)
  call void @llvm.lifetime.end.p0(ptr nonnull %33)
  br label %7903

7213:                                             ; preds = %4426
  call void @llvm.lifetime.start.p0(ptr nonnull %34)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(256) %34, i8 0, i64 256, i1 false)
  br i1 %1102, label %7214, label %7287

7214:                                             ; preds = %7213, %7228
  %7215 = phi i64 [ %7229, %7228 ], [ 0, %7213 ]
  %7216 = mul nsw i64 %7215, %14
  %7217 = sub i64 %7216, %16
  %7218 = add i64 %7217, %2681
  %7219 = icmp slt i64 %7218, 0
  %7220 = icmp sge i64 %7218, %6
  %7221 = or i1 %7219, %7220
  %7222 = select i1 %7221, i64 0, i64 %7218
  %7223 = mul nsw i64 %7222, %7
  %7224 = getelementptr inbounds float, ptr %1483, i64 %7223
  br i1 %1103, label %7225, label %7228

7225:                                             ; preds = %7214
  %7226 = mul nuw nsw i64 %7215, %11
  %7227 = getelementptr inbounds nuw float, ptr %1485, i64 %7226
  br label %7231

7228:                                             ; preds = %7240, %7214
  %7229 = add nuw nsw i64 %7215, 1
  %7230 = icmp eq i64 %7229, %10
  br i1 %7230, label %7285, label %7214

7231:                                             ; preds = %7225, %7240
  %7232 = phi i64 [ 0, %7225 ], [ %7241, %7240 ]
  %7233 = getelementptr inbounds nuw float, ptr %7227, i64 %7232
  %7234 = load float, ptr %7233, align 1
  %7235 = insertelement <8 x float> poison, float %7234, i64 0
  %7236 = shufflevector <8 x float> %7235, <8 x float> poison, <8 x i32> zeroinitializer
  %7237 = mul nsw i64 %7232, %15
  %7238 = sub i64 %7237, %17
  %7239 = getelementptr <4 x i64>, ptr %1091, i64 %7232
  br label %7243

7240:                                             ; preds = %7274
  %7241 = add nuw nsw i64 %7232, 1
  %7242 = icmp eq i64 %7241, %11
  br i1 %7242, label %7228, label %7231

7243:                                             ; preds = %7231, %7274
  %7244 = phi i64 [ 0, %7231 ], [ %7283, %7274 ]
  %7245 = or disjoint i64 %4427, %7244
  %7246 = shl nsw i64 %7245, 3
  %7247 = add i64 %7238, %7246
  br i1 %1112, label %7252, label %7248

7248:                                             ; preds = %7243
  %7249 = mul nuw nsw i64 %7245, %11
  %7250 = getelementptr <4 x i64>, ptr %7239, i64 %7249
  %7251 = load <4 x i64>, ptr %7250, align 32
  br label %7274

7252:                                             ; preds = %7243
  %7253 = sub nsw i64 %9, %7246
  %7254 = icmp slt i64 %7247, 0
  %7255 = sub nsw i64 0, %7247
  %7256 = select i1 %7254, i64 %7255, i64 0
  %7257 = sub nsw i64 %7, %7247
  %7258 = call i64 @llvm.smin.i64(i64 %7257, i64 %7253)
  %7259 = call i64 @llvm.smin.i64(i64 %7258, i64 8)
  %7260 = icmp sgt i64 %7259, %7256
  %7261 = trunc i64 %7256 to i32
  %7262 = select i1 %7260, i32 %7261, i32 0
  %7263 = insertelement <8 x i32> poison, i32 %7262, i64 0
  %7264 = shufflevector <8 x i32> %7263, <8 x i32> poison, <8 x i32> zeroinitializer
  %7265 = icmp slt <8 x i32> %7264, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %7266 = trunc i64 %7259 to i32
  %7267 = select i1 %7260, i32 %7266, i32 0
  %7268 = insertelement <8 x i32> poison, i32 %7267, i64 0
  %7269 = shufflevector <8 x i32> %7268, <8 x i32> poison, <8 x i32> zeroinitializer
  %7270 = icmp sgt <8 x i32> %7269, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %7271 = and <8 x i1> %7270, %7265
  %7272 = sext <8 x i1> %7271 to <8 x i32>
  %7273 = bitcast <8 x i32> %7272 to <4 x i64>
  br label %7274

7274:                                             ; preds = %7252, %7248
  %7275 = phi <4 x i64> [ %7251, %7248 ], [ %7273, %7252 ]
  %7276 = getelementptr inbounds nuw <8 x float>, ptr %34, i64 %7244
  %7277 = getelementptr inbounds float, ptr %7224, i64 %7247
  %7278 = select i1 %7221, <4 x i64> zeroinitializer, <4 x i64> %7275
  %7279 = bitcast <4 x i64> %7278 to <8 x i32>
  %7280 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7277, <8 x i32> %7279)
  %7281 = load <8 x float>, ptr %7276, align 32
  %7282 = call <8 x float> @llvm.fma.v8f32(<8 x float> %7280, <8 x float> %7236, <8 x float> %7281)
  store <8 x float> %7282, ptr %7276, align 32
  %7283 = add nuw nsw i64 %7244, 1
  %7284 = icmp eq i64 %7283, 8
  br i1 %7284, label %7240, label %7243

7285:                                             ; preds = %7228
  %7286 = load <8 x float>, ptr %34, align 32
  br label %7287

7287:                                             ; preds = %7285, %7213
  %7288 = phi <8 x float> [ %7286, %7285 ], [ zeroinitializer, %7213 ]
  %7289 = shl nsw i64 %4427, 3
  %7290 = sub nsw i64 %9, %7289
  %7291 = icmp sgt i64 %7290, 7
  %7292 = trunc i64 %7290 to i32
  %7293 = select i1 %7291, i32 8, i32 %7292
  %7294 = insertelement <8 x i32> poison, i32 %7293, i64 0
  %7295 = shufflevector <8 x i32> %7294, <8 x i32> poison, <8 x i32> zeroinitializer
  %7296 = icmp sgt <8 x i32> %7295, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %1553, label %7302, label %7297

7297:                                             ; preds = %7287
  %7298 = load float, ptr %1486, align 1
  %7299 = insertelement <8 x float> poison, float %7298, i64 0
  %7300 = shufflevector <8 x float> %7299, <8 x float> poison, <8 x i32> zeroinitializer
  %7301 = fadd <8 x float> %7288, %7300
  br label %7302

7302:                                             ; preds = %7297, %7287
  %7303 = phi <8 x float> [ %7301, %7297 ], [ %7288, %7287 ]
  %7304 = getelementptr inbounds nuw float, ptr %2671, i64 %7289
  %7305 = getelementptr inbounds nuw float, ptr %2673, i64 %7289
  %7306 = select i1 %2680, ptr null, ptr %7305
  switch i64 %1168, label %512 [
    i64 1, label %7307
    i64 2, label %7310
    i64 3, label %7317
    i64 0, label %7362
  ]

7307:                                             ; preds = %7302
  %7308 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7306, <8 x i1> %7296, <8 x float> zeroinitializer)
  %7309 = fadd <8 x float> %7303, %7308
  br label %7324

7310:                                             ; preds = %7302
  %7311 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7303)
  %7312 = bitcast <8 x float> %7303 to <8 x i32>
  %7313 = or <8 x i32> %7312, %1105
  %7314 = bitcast <8 x i32> %7313 to <8 x float>
  %7315 = fcmp oeq <8 x float> %7303, %52
  %7316 = select <8 x i1> %7315, <8 x float> %7314, <8 x float> %7311
  br label %7324

7317:                                             ; preds = %7302
  %7318 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7303)
  %7319 = bitcast <8 x float> %7303 to <8 x i32>
  %7320 = and <8 x i32> %7319, %1104
  %7321 = bitcast <8 x i32> %7320 to <8 x float>
  %7322 = fcmp oeq <8 x float> %7303, %49
  %7323 = select <8 x i1> %7322, <8 x float> %7321, <8 x float> %7318
  br label %7324

7324:                                             ; preds = %7317, %7310, %7307
  %7325 = phi <8 x float> [ %7309, %7307 ], [ %7316, %7310 ], [ %7323, %7317 ]
  switch i64 %1170, label %512 [
    i64 1, label %7340
    i64 2, label %7333
    i64 3, label %7326
    i64 0, label %7362
  ]

7326:                                             ; preds = %7324
  %7327 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7325)
  %7328 = bitcast <8 x float> %7325 to <8 x i32>
  %7329 = and <8 x i32> %7328, %1104
  %7330 = bitcast <8 x i32> %7329 to <8 x float>
  %7331 = fcmp oeq <8 x float> %7325, %49
  %7332 = select <8 x i1> %7331, <8 x float> %7330, <8 x float> %7327
  br label %7343

7333:                                             ; preds = %7324
  %7334 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7325)
  %7335 = bitcast <8 x float> %7325 to <8 x i32>
  %7336 = or <8 x i32> %7335, %1105
  %7337 = bitcast <8 x i32> %7336 to <8 x float>
  %7338 = fcmp oeq <8 x float> %7325, %52
  %7339 = select <8 x i1> %7338, <8 x float> %7337, <8 x float> %7334
  br label %7343

7340:                                             ; preds = %7324
  %7341 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7306, <8 x i1> %7296, <8 x float> zeroinitializer)
  %7342 = fadd <8 x float> %7325, %7341
  br label %7343

7343:                                             ; preds = %7340, %7333, %7326
  %7344 = phi <8 x float> [ %7342, %7340 ], [ %7339, %7333 ], [ %7332, %7326 ]
  switch i64 %1172, label %512 [
    i64 1, label %7359
    i64 2, label %7352
    i64 3, label %7345
    i64 0, label %7362
  ]

7345:                                             ; preds = %7343
  %7346 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7344)
  %7347 = bitcast <8 x float> %7344 to <8 x i32>
  %7348 = and <8 x i32> %7347, %1104
  %7349 = bitcast <8 x i32> %7348 to <8 x float>
  %7350 = fcmp oeq <8 x float> %7344, %49
  %7351 = select <8 x i1> %7350, <8 x float> %7349, <8 x float> %7346
  br label %7362

7352:                                             ; preds = %7343
  %7353 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7344)
  %7354 = bitcast <8 x float> %7344 to <8 x i32>
  %7355 = or <8 x i32> %7354, %1105
  %7356 = bitcast <8 x i32> %7355 to <8 x float>
  %7357 = fcmp oeq <8 x float> %7344, %52
  %7358 = select <8 x i1> %7357, <8 x float> %7356, <8 x float> %7353
  br label %7362

7359:                                             ; preds = %7343
  %7360 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7306, <8 x i1> %7296, <8 x float> zeroinitializer)
  %7361 = fadd <8 x float> %7344, %7360
  br label %7362

7362:                                             ; preds = %7345, %7352, %7359, %7343, %7324, %7302
  %7363 = phi <8 x float> [ %7344, %7343 ], [ %7303, %7302 ], [ %7325, %7324 ], [ %7361, %7359 ], [ %7358, %7352 ], [ %7351, %7345 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %7363, ptr align 1 %7304, <8 x i1> %7296)
  %7364 = shl i64 %4427, 3
  %7365 = or disjoint i64 %7364, 8
  %7366 = sub nsw i64 %9, %7365
  %7367 = icmp sgt i64 %7366, 7
  %7368 = trunc i64 %7366 to i32
  %7369 = select i1 %7367, i32 8, i32 %7368
  %7370 = insertelement <8 x i32> poison, i32 %7369, i64 0
  %7371 = shufflevector <8 x i32> %7370, <8 x i32> poison, <8 x i32> zeroinitializer
  %7372 = icmp sgt <8 x i32> %7371, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %7373 = load <8 x float>, ptr %1173, align 32
  br i1 %1553, label %7379, label %7374

7374:                                             ; preds = %7362
  %7375 = load float, ptr %1486, align 1
  %7376 = insertelement <8 x float> poison, float %7375, i64 0
  %7377 = shufflevector <8 x float> %7376, <8 x float> poison, <8 x i32> zeroinitializer
  %7378 = fadd <8 x float> %7373, %7377
  br label %7379

7379:                                             ; preds = %7374, %7362
  %7380 = phi <8 x float> [ %7378, %7374 ], [ %7373, %7362 ]
  %7381 = getelementptr inbounds nuw float, ptr %2671, i64 %7365
  %7382 = getelementptr inbounds nuw float, ptr %2673, i64 %7365
  %7383 = select i1 %2680, ptr null, ptr %7382
  switch i64 %1168, label %512 [
    i64 1, label %7398
    i64 2, label %7391
    i64 3, label %7384
    i64 0, label %7439
  ]

7384:                                             ; preds = %7379
  %7385 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7380)
  %7386 = bitcast <8 x float> %7380 to <8 x i32>
  %7387 = and <8 x i32> %7386, %1104
  %7388 = bitcast <8 x i32> %7387 to <8 x float>
  %7389 = fcmp oeq <8 x float> %7380, %49
  %7390 = select <8 x i1> %7389, <8 x float> %7388, <8 x float> %7385
  br label %7401

7391:                                             ; preds = %7379
  %7392 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7380)
  %7393 = bitcast <8 x float> %7380 to <8 x i32>
  %7394 = or <8 x i32> %7393, %1105
  %7395 = bitcast <8 x i32> %7394 to <8 x float>
  %7396 = fcmp oeq <8 x float> %7380, %52
  %7397 = select <8 x i1> %7396, <8 x float> %7395, <8 x float> %7392
  br label %7401

7398:                                             ; preds = %7379
  %7399 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7383, <8 x i1> %7372, <8 x float> zeroinitializer)
  %7400 = fadd <8 x float> %7380, %7399
  br label %7401

7401:                                             ; preds = %7398, %7391, %7384
  %7402 = phi <8 x float> [ %7400, %7398 ], [ %7397, %7391 ], [ %7390, %7384 ]
  switch i64 %1175, label %512 [
    i64 1, label %7417
    i64 2, label %7410
    i64 3, label %7403
    i64 0, label %7439
  ]

7403:                                             ; preds = %7401
  %7404 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7402)
  %7405 = bitcast <8 x float> %7402 to <8 x i32>
  %7406 = and <8 x i32> %7405, %1104
  %7407 = bitcast <8 x i32> %7406 to <8 x float>
  %7408 = fcmp oeq <8 x float> %7402, %49
  %7409 = select <8 x i1> %7408, <8 x float> %7407, <8 x float> %7404
  br label %7420

7410:                                             ; preds = %7401
  %7411 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7402)
  %7412 = bitcast <8 x float> %7402 to <8 x i32>
  %7413 = or <8 x i32> %7412, %1105
  %7414 = bitcast <8 x i32> %7413 to <8 x float>
  %7415 = fcmp oeq <8 x float> %7402, %52
  %7416 = select <8 x i1> %7415, <8 x float> %7414, <8 x float> %7411
  br label %7420

7417:                                             ; preds = %7401
  %7418 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7383, <8 x i1> %7372, <8 x float> zeroinitializer)
  %7419 = fadd <8 x float> %7402, %7418
  br label %7420

7420:                                             ; preds = %7417, %7410, %7403
  %7421 = phi <8 x float> [ %7419, %7417 ], [ %7416, %7410 ], [ %7409, %7403 ]
  switch i64 %1177, label %512 [
    i64 1, label %7436
    i64 2, label %7429
    i64 3, label %7422
    i64 0, label %7439
  ]

7422:                                             ; preds = %7420
  %7423 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7421)
  %7424 = bitcast <8 x float> %7421 to <8 x i32>
  %7425 = and <8 x i32> %7424, %1104
  %7426 = bitcast <8 x i32> %7425 to <8 x float>
  %7427 = fcmp oeq <8 x float> %7421, %49
  %7428 = select <8 x i1> %7427, <8 x float> %7426, <8 x float> %7423
  br label %7439

7429:                                             ; preds = %7420
  %7430 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7421)
  %7431 = bitcast <8 x float> %7421 to <8 x i32>
  %7432 = or <8 x i32> %7431, %1105
  %7433 = bitcast <8 x i32> %7432 to <8 x float>
  %7434 = fcmp oeq <8 x float> %7421, %52
  %7435 = select <8 x i1> %7434, <8 x float> %7433, <8 x float> %7430
  br label %7439

7436:                                             ; preds = %7420
  %7437 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7383, <8 x i1> %7372, <8 x float> zeroinitializer)
  %7438 = fadd <8 x float> %7421, %7437
  br label %7439

7439:                                             ; preds = %7422, %7429, %7436, %7420, %7401, %7379
  %7440 = phi <8 x float> [ %7421, %7420 ], [ %7380, %7379 ], [ %7402, %7401 ], [ %7438, %7436 ], [ %7435, %7429 ], [ %7428, %7422 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %7440, ptr nonnull align 1 %7381, <8 x i1> %7372)
  %7441 = shl i64 %4427, 3
  %7442 = or disjoint i64 %7441, 16
  %7443 = sub nsw i64 %9, %7442
  %7444 = icmp sgt i64 %7443, 7
  %7445 = trunc i64 %7443 to i32
  %7446 = select i1 %7444, i32 8, i32 %7445
  %7447 = insertelement <8 x i32> poison, i32 %7446, i64 0
  %7448 = shufflevector <8 x i32> %7447, <8 x i32> poison, <8 x i32> zeroinitializer
  %7449 = icmp sgt <8 x i32> %7448, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %7450 = load <8 x float>, ptr %1178, align 32
  br i1 %1553, label %7456, label %7451

7451:                                             ; preds = %7439
  %7452 = load float, ptr %1486, align 1
  %7453 = insertelement <8 x float> poison, float %7452, i64 0
  %7454 = shufflevector <8 x float> %7453, <8 x float> poison, <8 x i32> zeroinitializer
  %7455 = fadd <8 x float> %7450, %7454
  br label %7456

7456:                                             ; preds = %7451, %7439
  %7457 = phi <8 x float> [ %7455, %7451 ], [ %7450, %7439 ]
  %7458 = getelementptr inbounds nuw float, ptr %2671, i64 %7442
  %7459 = getelementptr inbounds nuw float, ptr %2673, i64 %7442
  %7460 = select i1 %2680, ptr null, ptr %7459
  switch i64 %1168, label %512 [
    i64 1, label %7475
    i64 2, label %7468
    i64 3, label %7461
    i64 0, label %7516
  ]

7461:                                             ; preds = %7456
  %7462 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7457)
  %7463 = bitcast <8 x float> %7457 to <8 x i32>
  %7464 = and <8 x i32> %7463, %1104
  %7465 = bitcast <8 x i32> %7464 to <8 x float>
  %7466 = fcmp oeq <8 x float> %7457, %49
  %7467 = select <8 x i1> %7466, <8 x float> %7465, <8 x float> %7462
  br label %7478

7468:                                             ; preds = %7456
  %7469 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7457)
  %7470 = bitcast <8 x float> %7457 to <8 x i32>
  %7471 = or <8 x i32> %7470, %1105
  %7472 = bitcast <8 x i32> %7471 to <8 x float>
  %7473 = fcmp oeq <8 x float> %7457, %52
  %7474 = select <8 x i1> %7473, <8 x float> %7472, <8 x float> %7469
  br label %7478

7475:                                             ; preds = %7456
  %7476 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7460, <8 x i1> %7449, <8 x float> zeroinitializer)
  %7477 = fadd <8 x float> %7457, %7476
  br label %7478

7478:                                             ; preds = %7475, %7468, %7461
  %7479 = phi <8 x float> [ %7477, %7475 ], [ %7474, %7468 ], [ %7467, %7461 ]
  switch i64 %1180, label %512 [
    i64 1, label %7494
    i64 2, label %7487
    i64 3, label %7480
    i64 0, label %7516
  ]

7480:                                             ; preds = %7478
  %7481 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7479)
  %7482 = bitcast <8 x float> %7479 to <8 x i32>
  %7483 = and <8 x i32> %7482, %1104
  %7484 = bitcast <8 x i32> %7483 to <8 x float>
  %7485 = fcmp oeq <8 x float> %7479, %49
  %7486 = select <8 x i1> %7485, <8 x float> %7484, <8 x float> %7481
  br label %7497

7487:                                             ; preds = %7478
  %7488 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7479)
  %7489 = bitcast <8 x float> %7479 to <8 x i32>
  %7490 = or <8 x i32> %7489, %1105
  %7491 = bitcast <8 x i32> %7490 to <8 x float>
  %7492 = fcmp oeq <8 x float> %7479, %52
  %7493 = select <8 x i1> %7492, <8 x float> %7491, <8 x float> %7488
  br label %7497

7494:                                             ; preds = %7478
  %7495 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7460, <8 x i1> %7449, <8 x float> zeroinitializer)
  %7496 = fadd <8 x float> %7479, %7495
  br label %7497

7497:                                             ; preds = %7494, %7487, %7480
  %7498 = phi <8 x float> [ %7496, %7494 ], [ %7493, %7487 ], [ %7486, %7480 ]
  switch i64 %1182, label %512 [
    i64 1, label %7513
    i64 2, label %7506
    i64 3, label %7499
    i64 0, label %7516
  ]

7499:                                             ; preds = %7497
  %7500 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7498)
  %7501 = bitcast <8 x float> %7498 to <8 x i32>
  %7502 = and <8 x i32> %7501, %1104
  %7503 = bitcast <8 x i32> %7502 to <8 x float>
  %7504 = fcmp oeq <8 x float> %7498, %49
  %7505 = select <8 x i1> %7504, <8 x float> %7503, <8 x float> %7500
  br label %7516

7506:                                             ; preds = %7497
  %7507 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7498)
  %7508 = bitcast <8 x float> %7498 to <8 x i32>
  %7509 = or <8 x i32> %7508, %1105
  %7510 = bitcast <8 x i32> %7509 to <8 x float>
  %7511 = fcmp oeq <8 x float> %7498, %52
  %7512 = select <8 x i1> %7511, <8 x float> %7510, <8 x float> %7507
  br label %7516

7513:                                             ; preds = %7497
  %7514 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7460, <8 x i1> %7449, <8 x float> zeroinitializer)
  %7515 = fadd <8 x float> %7498, %7514
  br label %7516

7516:                                             ; preds = %7499, %7506, %7513, %7497, %7478, %7456
  %7517 = phi <8 x float> [ %7498, %7497 ], [ %7457, %7456 ], [ %7479, %7478 ], [ %7515, %7513 ], [ %7512, %7506 ], [ %7505, %7499 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %7517, ptr nonnull align 1 %7458, <8 x i1> %7449)
  %7518 = shl i64 %4427, 3
  %7519 = or disjoint i64 %7518, 24
  %7520 = sub nsw i64 %9, %7519
  %7521 = icmp sgt i64 %7520, 7
  %7522 = trunc i64 %7520 to i32
  %7523 = select i1 %7521, i32 8, i32 %7522
  %7524 = insertelement <8 x i32> poison, i32 %7523, i64 0
  %7525 = shufflevector <8 x i32> %7524, <8 x i32> poison, <8 x i32> zeroinitializer
  %7526 = icmp sgt <8 x i32> %7525, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %7527 = load <8 x float>, ptr %1183, align 32
  br i1 %1553, label %7533, label %7528

7528:                                             ; preds = %7516
  %7529 = load float, ptr %1486, align 1
  %7530 = insertelement <8 x float> poison, float %7529, i64 0
  %7531 = shufflevector <8 x float> %7530, <8 x float> poison, <8 x i32> zeroinitializer
  %7532 = fadd <8 x float> %7527, %7531
  br label %7533

7533:                                             ; preds = %7528, %7516
  %7534 = phi <8 x float> [ %7532, %7528 ], [ %7527, %7516 ]
  %7535 = getelementptr inbounds nuw float, ptr %2671, i64 %7519
  %7536 = getelementptr inbounds nuw float, ptr %2673, i64 %7519
  %7537 = select i1 %2680, ptr null, ptr %7536
  switch i64 %1168, label %512 [
    i64 1, label %7552
    i64 2, label %7545
    i64 3, label %7538
    i64 0, label %7593
  ]

7538:                                             ; preds = %7533
  %7539 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7534)
  %7540 = bitcast <8 x float> %7534 to <8 x i32>
  %7541 = and <8 x i32> %7540, %1104
  %7542 = bitcast <8 x i32> %7541 to <8 x float>
  %7543 = fcmp oeq <8 x float> %7534, %49
  %7544 = select <8 x i1> %7543, <8 x float> %7542, <8 x float> %7539
  br label %7555

7545:                                             ; preds = %7533
  %7546 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7534)
  %7547 = bitcast <8 x float> %7534 to <8 x i32>
  %7548 = or <8 x i32> %7547, %1105
  %7549 = bitcast <8 x i32> %7548 to <8 x float>
  %7550 = fcmp oeq <8 x float> %7534, %52
  %7551 = select <8 x i1> %7550, <8 x float> %7549, <8 x float> %7546
  br label %7555

7552:                                             ; preds = %7533
  %7553 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7537, <8 x i1> %7526, <8 x float> zeroinitializer)
  %7554 = fadd <8 x float> %7534, %7553
  br label %7555

7555:                                             ; preds = %7552, %7545, %7538
  %7556 = phi <8 x float> [ %7554, %7552 ], [ %7551, %7545 ], [ %7544, %7538 ]
  switch i64 %1185, label %512 [
    i64 1, label %7571
    i64 2, label %7564
    i64 3, label %7557
    i64 0, label %7593
  ]

7557:                                             ; preds = %7555
  %7558 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7556)
  %7559 = bitcast <8 x float> %7556 to <8 x i32>
  %7560 = and <8 x i32> %7559, %1104
  %7561 = bitcast <8 x i32> %7560 to <8 x float>
  %7562 = fcmp oeq <8 x float> %7556, %49
  %7563 = select <8 x i1> %7562, <8 x float> %7561, <8 x float> %7558
  br label %7574

7564:                                             ; preds = %7555
  %7565 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7556)
  %7566 = bitcast <8 x float> %7556 to <8 x i32>
  %7567 = or <8 x i32> %7566, %1105
  %7568 = bitcast <8 x i32> %7567 to <8 x float>
  %7569 = fcmp oeq <8 x float> %7556, %52
  %7570 = select <8 x i1> %7569, <8 x float> %7568, <8 x float> %7565
  br label %7574

7571:                                             ; preds = %7555
  %7572 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7537, <8 x i1> %7526, <8 x float> zeroinitializer)
  %7573 = fadd <8 x float> %7556, %7572
  br label %7574

7574:                                             ; preds = %7571, %7564, %7557
  %7575 = phi <8 x float> [ %7573, %7571 ], [ %7570, %7564 ], [ %7563, %7557 ]
  switch i64 %1187, label %512 [
    i64 1, label %7590
    i64 2, label %7583
    i64 3, label %7576
    i64 0, label %7593
  ]

7576:                                             ; preds = %7574
  %7577 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7575)
  %7578 = bitcast <8 x float> %7575 to <8 x i32>
  %7579 = and <8 x i32> %7578, %1104
  %7580 = bitcast <8 x i32> %7579 to <8 x float>
  %7581 = fcmp oeq <8 x float> %7575, %49
  %7582 = select <8 x i1> %7581, <8 x float> %7580, <8 x float> %7577
  br label %7593

7583:                                             ; preds = %7574
  %7584 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7575)
  %7585 = bitcast <8 x float> %7575 to <8 x i32>
  %7586 = or <8 x i32> %7585, %1105
  %7587 = bitcast <8 x i32> %7586 to <8 x float>
  %7588 = fcmp oeq <8 x float> %7575, %52
  %7589 = select <8 x i1> %7588, <8 x float> %7587, <8 x float> %7584
  br label %7593

7590:                                             ; preds = %7574
  %7591 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7537, <8 x i1> %7526, <8 x float> zeroinitializer)
  %7592 = fadd <8 x float> %7575, %7591
  br label %7593

7593:                                             ; preds = %7576, %7583, %7590, %7574, %7555, %7533
  %7594 = phi <8 x float> [ %7575, %7574 ], [ %7534, %7533 ], [ %7556, %7555 ], [ %7592, %7590 ], [ %7589, %7583 ], [ %7582, %7576 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %7594, ptr nonnull align 1 %7535, <8 x i1> %7526)
  %7595 = shl i64 %4427, 3
  %7596 = or disjoint i64 %7595, 32
  %7597 = sub nsw i64 %9, %7596
  %7598 = icmp sgt i64 %7597, 7
  %7599 = trunc i64 %7597 to i32
  %7600 = select i1 %7598, i32 8, i32 %7599
  %7601 = insertelement <8 x i32> poison, i32 %7600, i64 0
  %7602 = shufflevector <8 x i32> %7601, <8 x i32> poison, <8 x i32> zeroinitializer
  %7603 = icmp sgt <8 x i32> %7602, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %7604 = load <8 x float>, ptr %1188, align 32
  br i1 %1553, label %7610, label %7605

7605:                                             ; preds = %7593
  %7606 = load float, ptr %1486, align 1
  %7607 = insertelement <8 x float> poison, float %7606, i64 0
  %7608 = shufflevector <8 x float> %7607, <8 x float> poison, <8 x i32> zeroinitializer
  %7609 = fadd <8 x float> %7604, %7608
  br label %7610

7610:                                             ; preds = %7605, %7593
  %7611 = phi <8 x float> [ %7609, %7605 ], [ %7604, %7593 ]
  %7612 = getelementptr inbounds nuw float, ptr %2671, i64 %7596
  %7613 = getelementptr inbounds nuw float, ptr %2673, i64 %7596
  %7614 = select i1 %2680, ptr null, ptr %7613
  switch i64 %1168, label %512 [
    i64 1, label %7629
    i64 2, label %7622
    i64 3, label %7615
    i64 0, label %7670
  ]

7615:                                             ; preds = %7610
  %7616 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7611)
  %7617 = bitcast <8 x float> %7611 to <8 x i32>
  %7618 = and <8 x i32> %7617, %1104
  %7619 = bitcast <8 x i32> %7618 to <8 x float>
  %7620 = fcmp oeq <8 x float> %7611, %49
  %7621 = select <8 x i1> %7620, <8 x float> %7619, <8 x float> %7616
  br label %7632

7622:                                             ; preds = %7610
  %7623 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7611)
  %7624 = bitcast <8 x float> %7611 to <8 x i32>
  %7625 = or <8 x i32> %7624, %1105
  %7626 = bitcast <8 x i32> %7625 to <8 x float>
  %7627 = fcmp oeq <8 x float> %7611, %52
  %7628 = select <8 x i1> %7627, <8 x float> %7626, <8 x float> %7623
  br label %7632

7629:                                             ; preds = %7610
  %7630 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7614, <8 x i1> %7603, <8 x float> zeroinitializer)
  %7631 = fadd <8 x float> %7611, %7630
  br label %7632

7632:                                             ; preds = %7629, %7622, %7615
  %7633 = phi <8 x float> [ %7631, %7629 ], [ %7628, %7622 ], [ %7621, %7615 ]
  switch i64 %1190, label %512 [
    i64 1, label %7648
    i64 2, label %7641
    i64 3, label %7634
    i64 0, label %7670
  ]

7634:                                             ; preds = %7632
  %7635 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7633)
  %7636 = bitcast <8 x float> %7633 to <8 x i32>
  %7637 = and <8 x i32> %7636, %1104
  %7638 = bitcast <8 x i32> %7637 to <8 x float>
  %7639 = fcmp oeq <8 x float> %7633, %49
  %7640 = select <8 x i1> %7639, <8 x float> %7638, <8 x float> %7635
  br label %7651

7641:                                             ; preds = %7632
  %7642 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7633)
  %7643 = bitcast <8 x float> %7633 to <8 x i32>
  %7644 = or <8 x i32> %7643, %1105
  %7645 = bitcast <8 x i32> %7644 to <8 x float>
  %7646 = fcmp oeq <8 x float> %7633, %52
  %7647 = select <8 x i1> %7646, <8 x float> %7645, <8 x float> %7642
  br label %7651

7648:                                             ; preds = %7632
  %7649 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7614, <8 x i1> %7603, <8 x float> zeroinitializer)
  %7650 = fadd <8 x float> %7633, %7649
  br label %7651

7651:                                             ; preds = %7648, %7641, %7634
  %7652 = phi <8 x float> [ %7650, %7648 ], [ %7647, %7641 ], [ %7640, %7634 ]
  switch i64 %1192, label %512 [
    i64 1, label %7667
    i64 2, label %7660
    i64 3, label %7653
    i64 0, label %7670
  ]

7653:                                             ; preds = %7651
  %7654 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7652)
  %7655 = bitcast <8 x float> %7652 to <8 x i32>
  %7656 = and <8 x i32> %7655, %1104
  %7657 = bitcast <8 x i32> %7656 to <8 x float>
  %7658 = fcmp oeq <8 x float> %7652, %49
  %7659 = select <8 x i1> %7658, <8 x float> %7657, <8 x float> %7654
  br label %7670

7660:                                             ; preds = %7651
  %7661 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7652)
  %7662 = bitcast <8 x float> %7652 to <8 x i32>
  %7663 = or <8 x i32> %7662, %1105
  %7664 = bitcast <8 x i32> %7663 to <8 x float>
  %7665 = fcmp oeq <8 x float> %7652, %52
  %7666 = select <8 x i1> %7665, <8 x float> %7664, <8 x float> %7661
  br label %7670

7667:                                             ; preds = %7651
  %7668 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7614, <8 x i1> %7603, <8 x float> zeroinitializer)
  %7669 = fadd <8 x float> %7652, %7668
  br label %7670

7670:                                             ; preds = %7653, %7660, %7667, %7651, %7632, %7610
  %7671 = phi <8 x float> [ %7652, %7651 ], [ %7611, %7610 ], [ %7633, %7632 ], [ %7669, %7667 ], [ %7666, %7660 ], [ %7659, %7653 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %7671, ptr nonnull align 1 %7612, <8 x i1> %7603)
  %7672 = shl i64 %4427, 3
  %7673 = or disjoint i64 %7672, 40
  %7674 = sub nsw i64 %9, %7673
  %7675 = icmp sgt i64 %7674, 7
  %7676 = trunc i64 %7674 to i32
  %7677 = select i1 %7675, i32 8, i32 %7676
  %7678 = insertelement <8 x i32> poison, i32 %7677, i64 0
  %7679 = shufflevector <8 x i32> %7678, <8 x i32> poison, <8 x i32> zeroinitializer
  %7680 = icmp sgt <8 x i32> %7679, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %7681 = load <8 x float>, ptr %1193, align 32
  br i1 %1553, label %7687, label %7682

7682:                                             ; preds = %7670
  %7683 = load float, ptr %1486, align 1
  %7684 = insertelement <8 x float> poison, float %7683, i64 0
  %7685 = shufflevector <8 x float> %7684, <8 x float> poison, <8 x i32> zeroinitializer
  %7686 = fadd <8 x float> %7681, %7685
  br label %7687

7687:                                             ; preds = %7682, %7670
  %7688 = phi <8 x float> [ %7686, %7682 ], [ %7681, %7670 ]
  %7689 = getelementptr inbounds nuw float, ptr %2671, i64 %7673
  %7690 = getelementptr inbounds nuw float, ptr %2673, i64 %7673
  %7691 = select i1 %2680, ptr null, ptr %7690
  switch i64 %1168, label %512 [
    i64 1, label %7706
    i64 2, label %7699
    i64 3, label %7692
    i64 0, label %7747
  ]

7692:                                             ; preds = %7687
  %7693 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7688)
  %7694 = bitcast <8 x float> %7688 to <8 x i32>
  %7695 = and <8 x i32> %7694, %1104
  %7696 = bitcast <8 x i32> %7695 to <8 x float>
  %7697 = fcmp oeq <8 x float> %7688, %49
  %7698 = select <8 x i1> %7697, <8 x float> %7696, <8 x float> %7693
  br label %7709

7699:                                             ; preds = %7687
  %7700 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7688)
  %7701 = bitcast <8 x float> %7688 to <8 x i32>
  %7702 = or <8 x i32> %7701, %1105
  %7703 = bitcast <8 x i32> %7702 to <8 x float>
  %7704 = fcmp oeq <8 x float> %7688, %52
  %7705 = select <8 x i1> %7704, <8 x float> %7703, <8 x float> %7700
  br label %7709

7706:                                             ; preds = %7687
  %7707 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7691, <8 x i1> %7680, <8 x float> zeroinitializer)
  %7708 = fadd <8 x float> %7688, %7707
  br label %7709

7709:                                             ; preds = %7706, %7699, %7692
  %7710 = phi <8 x float> [ %7708, %7706 ], [ %7705, %7699 ], [ %7698, %7692 ]
  switch i64 %1195, label %512 [
    i64 1, label %7725
    i64 2, label %7718
    i64 3, label %7711
    i64 0, label %7747
  ]

7711:                                             ; preds = %7709
  %7712 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7710)
  %7713 = bitcast <8 x float> %7710 to <8 x i32>
  %7714 = and <8 x i32> %7713, %1104
  %7715 = bitcast <8 x i32> %7714 to <8 x float>
  %7716 = fcmp oeq <8 x float> %7710, %49
  %7717 = select <8 x i1> %7716, <8 x float> %7715, <8 x float> %7712
  br label %7728

7718:                                             ; preds = %7709
  %7719 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7710)
  %7720 = bitcast <8 x float> %7710 to <8 x i32>
  %7721 = or <8 x i32> %7720, %1105
  %7722 = bitcast <8 x i32> %7721 to <8 x float>
  %7723 = fcmp oeq <8 x float> %7710, %52
  %7724 = select <8 x i1> %7723, <8 x float> %7722, <8 x float> %7719
  br label %7728

7725:                                             ; preds = %7709
  %7726 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7691, <8 x i1> %7680, <8 x float> zeroinitializer)
  %7727 = fadd <8 x float> %7710, %7726
  br label %7728

7728:                                             ; preds = %7725, %7718, %7711
  %7729 = phi <8 x float> [ %7727, %7725 ], [ %7724, %7718 ], [ %7717, %7711 ]
  switch i64 %1197, label %512 [
    i64 1, label %7744
    i64 2, label %7737
    i64 3, label %7730
    i64 0, label %7747
  ]

7730:                                             ; preds = %7728
  %7731 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7729)
  %7732 = bitcast <8 x float> %7729 to <8 x i32>
  %7733 = and <8 x i32> %7732, %1104
  %7734 = bitcast <8 x i32> %7733 to <8 x float>
  %7735 = fcmp oeq <8 x float> %7729, %49
  %7736 = select <8 x i1> %7735, <8 x float> %7734, <8 x float> %7731
  br label %7747

7737:                                             ; preds = %7728
  %7738 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7729)
  %7739 = bitcast <8 x float> %7729 to <8 x i32>
  %7740 = or <8 x i32> %7739, %1105
  %7741 = bitcast <8 x i32> %7740 to <8 x float>
  %7742 = fcmp oeq <8 x float> %7729, %52
  %7743 = select <8 x i1> %7742, <8 x float> %7741, <8 x float> %7738
  br label %7747

7744:                                             ; preds = %7728
  %7745 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7691, <8 x i1> %7680, <8 x float> zeroinitializer)
  %7746 = fadd <8 x float> %7729, %7745
  br label %7747

7747:                                             ; preds = %7730, %7737, %7744, %7728, %7709, %7687
  %7748 = phi <8 x float> [ %7729, %7728 ], [ %7688, %7687 ], [ %7710, %7709 ], [ %7746, %7744 ], [ %7743, %7737 ], [ %7736, %7730 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %7748, ptr nonnull align 1 %7689, <8 x i1> %7680)
  %7749 = shl i64 %4427, 3
  %7750 = or disjoint i64 %7749, 48
  %7751 = sub nsw i64 %9, %7750
  %7752 = icmp sgt i64 %7751, 7
  %7753 = trunc i64 %7751 to i32
  %7754 = select i1 %7752, i32 8, i32 %7753
  %7755 = insertelement <8 x i32> poison, i32 %7754, i64 0
  %7756 = shufflevector <8 x i32> %7755, <8 x i32> poison, <8 x i32> zeroinitializer
  %7757 = icmp sgt <8 x i32> %7756, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %7758 = load <8 x float>, ptr %1198, align 32
  br i1 %1553, label %7764, label %7759

7759:                                             ; preds = %7747
  %7760 = load float, ptr %1486, align 1
  %7761 = insertelement <8 x float> poison, float %7760, i64 0
  %7762 = shufflevector <8 x float> %7761, <8 x float> poison, <8 x i32> zeroinitializer
  %7763 = fadd <8 x float> %7758, %7762
  br label %7764

7764:                                             ; preds = %7759, %7747
  %7765 = phi <8 x float> [ %7763, %7759 ], [ %7758, %7747 ]
  %7766 = getelementptr inbounds nuw float, ptr %2671, i64 %7750
  %7767 = getelementptr inbounds nuw float, ptr %2673, i64 %7750
  %7768 = select i1 %2680, ptr null, ptr %7767
  switch i64 %1168, label %512 [
    i64 1, label %7783
    i64 2, label %7776
    i64 3, label %7769
    i64 0, label %7824
  ]

7769:                                             ; preds = %7764
  %7770 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7765)
  %7771 = bitcast <8 x float> %7765 to <8 x i32>
  %7772 = and <8 x i32> %7771, %1104
  %7773 = bitcast <8 x i32> %7772 to <8 x float>
  %7774 = fcmp oeq <8 x float> %7765, %49
  %7775 = select <8 x i1> %7774, <8 x float> %7773, <8 x float> %7770
  br label %7786

7776:                                             ; preds = %7764
  %7777 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7765)
  %7778 = bitcast <8 x float> %7765 to <8 x i32>
  %7779 = or <8 x i32> %7778, %1105
  %7780 = bitcast <8 x i32> %7779 to <8 x float>
  %7781 = fcmp oeq <8 x float> %7765, %52
  %7782 = select <8 x i1> %7781, <8 x float> %7780, <8 x float> %7777
  br label %7786

7783:                                             ; preds = %7764
  %7784 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7768, <8 x i1> %7757, <8 x float> zeroinitializer)
  %7785 = fadd <8 x float> %7765, %7784
  br label %7786

7786:                                             ; preds = %7783, %7776, %7769
  %7787 = phi <8 x float> [ %7785, %7783 ], [ %7782, %7776 ], [ %7775, %7769 ]
  switch i64 %1200, label %512 [
    i64 1, label %7802
    i64 2, label %7795
    i64 3, label %7788
    i64 0, label %7824
  ]

7788:                                             ; preds = %7786
  %7789 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7787)
  %7790 = bitcast <8 x float> %7787 to <8 x i32>
  %7791 = and <8 x i32> %7790, %1104
  %7792 = bitcast <8 x i32> %7791 to <8 x float>
  %7793 = fcmp oeq <8 x float> %7787, %49
  %7794 = select <8 x i1> %7793, <8 x float> %7792, <8 x float> %7789
  br label %7805

7795:                                             ; preds = %7786
  %7796 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7787)
  %7797 = bitcast <8 x float> %7787 to <8 x i32>
  %7798 = or <8 x i32> %7797, %1105
  %7799 = bitcast <8 x i32> %7798 to <8 x float>
  %7800 = fcmp oeq <8 x float> %7787, %52
  %7801 = select <8 x i1> %7800, <8 x float> %7799, <8 x float> %7796
  br label %7805

7802:                                             ; preds = %7786
  %7803 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7768, <8 x i1> %7757, <8 x float> zeroinitializer)
  %7804 = fadd <8 x float> %7787, %7803
  br label %7805

7805:                                             ; preds = %7802, %7795, %7788
  %7806 = phi <8 x float> [ %7804, %7802 ], [ %7801, %7795 ], [ %7794, %7788 ]
  switch i64 %1202, label %512 [
    i64 1, label %7821
    i64 2, label %7814
    i64 3, label %7807
    i64 0, label %7824
  ]

7807:                                             ; preds = %7805
  %7808 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7806)
  %7809 = bitcast <8 x float> %7806 to <8 x i32>
  %7810 = and <8 x i32> %7809, %1104
  %7811 = bitcast <8 x i32> %7810 to <8 x float>
  %7812 = fcmp oeq <8 x float> %7806, %49
  %7813 = select <8 x i1> %7812, <8 x float> %7811, <8 x float> %7808
  br label %7824

7814:                                             ; preds = %7805
  %7815 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7806)
  %7816 = bitcast <8 x float> %7806 to <8 x i32>
  %7817 = or <8 x i32> %7816, %1105
  %7818 = bitcast <8 x i32> %7817 to <8 x float>
  %7819 = fcmp oeq <8 x float> %7806, %52
  %7820 = select <8 x i1> %7819, <8 x float> %7818, <8 x float> %7815
  br label %7824

7821:                                             ; preds = %7805
  %7822 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7768, <8 x i1> %7757, <8 x float> zeroinitializer)
  %7823 = fadd <8 x float> %7806, %7822
  br label %7824

7824:                                             ; preds = %7807, %7814, %7821, %7805, %7786, %7764
  %7825 = phi <8 x float> [ %7806, %7805 ], [ %7765, %7764 ], [ %7787, %7786 ], [ %7823, %7821 ], [ %7820, %7814 ], [ %7813, %7807 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %7825, ptr nonnull align 1 %7766, <8 x i1> %7757)
  %7826 = shl i64 %4427, 3
  %7827 = or disjoint i64 %7826, 56
  %7828 = sub nsw i64 %9, %7827
  %7829 = icmp sgt i64 %7828, 7
  %7830 = trunc i64 %7828 to i32
  %7831 = select i1 %7829, i32 8, i32 %7830
  %7832 = insertelement <8 x i32> poison, i32 %7831, i64 0
  %7833 = shufflevector <8 x i32> %7832, <8 x i32> poison, <8 x i32> zeroinitializer
  %7834 = icmp sgt <8 x i32> %7833, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %7835 = load <8 x float>, ptr %1203, align 32
  br i1 %1553, label %7841, label %7836

7836:                                             ; preds = %7824
  %7837 = load float, ptr %1486, align 1
  %7838 = insertelement <8 x float> poison, float %7837, i64 0
  %7839 = shufflevector <8 x float> %7838, <8 x float> poison, <8 x i32> zeroinitializer
  %7840 = fadd <8 x float> %7835, %7839
  br label %7841

7841:                                             ; preds = %7836, %7824
  %7842 = phi <8 x float> [ %7840, %7836 ], [ %7835, %7824 ]
  %7843 = getelementptr inbounds nuw float, ptr %2671, i64 %7827
  %7844 = getelementptr inbounds nuw float, ptr %2673, i64 %7827
  %7845 = select i1 %2680, ptr null, ptr %7844
  switch i64 %1168, label %512 [
    i64 1, label %7860
    i64 2, label %7853
    i64 3, label %7846
    i64 0, label %7901
  ]

7846:                                             ; preds = %7841
  %7847 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7842)
  %7848 = bitcast <8 x float> %7842 to <8 x i32>
  %7849 = and <8 x i32> %7848, %1104
  %7850 = bitcast <8 x i32> %7849 to <8 x float>
  %7851 = fcmp oeq <8 x float> %7842, %49
  %7852 = select <8 x i1> %7851, <8 x float> %7850, <8 x float> %7847
  br label %7863

7853:                                             ; preds = %7841
  %7854 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7842)
  %7855 = bitcast <8 x float> %7842 to <8 x i32>
  %7856 = or <8 x i32> %7855, %1105
  %7857 = bitcast <8 x i32> %7856 to <8 x float>
  %7858 = fcmp oeq <8 x float> %7842, %52
  %7859 = select <8 x i1> %7858, <8 x float> %7857, <8 x float> %7854
  br label %7863

7860:                                             ; preds = %7841
  %7861 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7845, <8 x i1> %7834, <8 x float> zeroinitializer)
  %7862 = fadd <8 x float> %7842, %7861
  br label %7863

7863:                                             ; preds = %7860, %7853, %7846
  %7864 = phi <8 x float> [ %7862, %7860 ], [ %7859, %7853 ], [ %7852, %7846 ]
  switch i64 %1205, label %512 [
    i64 1, label %7879
    i64 2, label %7872
    i64 3, label %7865
    i64 0, label %7901
  ]

7865:                                             ; preds = %7863
  %7866 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7864)
  %7867 = bitcast <8 x float> %7864 to <8 x i32>
  %7868 = and <8 x i32> %7867, %1104
  %7869 = bitcast <8 x i32> %7868 to <8 x float>
  %7870 = fcmp oeq <8 x float> %7864, %49
  %7871 = select <8 x i1> %7870, <8 x float> %7869, <8 x float> %7866
  br label %7882

7872:                                             ; preds = %7863
  %7873 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7864)
  %7874 = bitcast <8 x float> %7864 to <8 x i32>
  %7875 = or <8 x i32> %7874, %1105
  %7876 = bitcast <8 x i32> %7875 to <8 x float>
  %7877 = fcmp oeq <8 x float> %7864, %52
  %7878 = select <8 x i1> %7877, <8 x float> %7876, <8 x float> %7873
  br label %7882

7879:                                             ; preds = %7863
  %7880 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7845, <8 x i1> %7834, <8 x float> zeroinitializer)
  %7881 = fadd <8 x float> %7864, %7880
  br label %7882

7882:                                             ; preds = %7879, %7872, %7865
  %7883 = phi <8 x float> [ %7881, %7879 ], [ %7878, %7872 ], [ %7871, %7865 ]
  switch i64 %1207, label %512 [
    i64 1, label %7898
    i64 2, label %7891
    i64 3, label %7884
    i64 0, label %7901
  ]

7884:                                             ; preds = %7882
  %7885 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7883)
  %7886 = bitcast <8 x float> %7883 to <8 x i32>
  %7887 = and <8 x i32> %7886, %1104
  %7888 = bitcast <8 x i32> %7887 to <8 x float>
  %7889 = fcmp oeq <8 x float> %7883, %49
  %7890 = select <8 x i1> %7889, <8 x float> %7888, <8 x float> %7885
  br label %7901

7891:                                             ; preds = %7882
  %7892 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7883)
  %7893 = bitcast <8 x float> %7883 to <8 x i32>
  %7894 = or <8 x i32> %7893, %1105
  %7895 = bitcast <8 x i32> %7894 to <8 x float>
  %7896 = fcmp oeq <8 x float> %7883, %52
  %7897 = select <8 x i1> %7896, <8 x float> %7895, <8 x float> %7892
  br label %7901

7898:                                             ; preds = %7882
  %7899 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7845, <8 x i1> %7834, <8 x float> zeroinitializer)
  %7900 = fadd <8 x float> %7883, %7899
  br label %7901

7901:                                             ; preds = %7884, %7891, %7898, %7882, %7863, %7841
  %7902 = phi <8 x float> [ %7883, %7882 ], [ %7842, %7841 ], [ %7864, %7863 ], [ %7900, %7898 ], [ %7897, %7891 ], [ %7890, %7884 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %7902, ptr nonnull align 1 %7843, <8 x i1> %7834)
  call void @llvm.lifetime.end.p0(ptr nonnull %34)
  br label %7903

7903:                                             ; preds = %4575, %4839, %5221, %5603, %6062, %6598, %7211, %7901, %4426
  %7904 = add nuw nsw i64 %4427, 8
  %7905 = icmp slt i64 %7904, %1043
  br i1 %7905, label %4426, label %7906

7906:                                             ; preds = %7903, %2678, %3073, %3790, %4424, %2689
  %7907 = zext nneg i32 %2676 to i64
  %7908 = add nsw i64 %2669, %7907
  %7909 = icmp slt i64 %7908, %1498
  br i1 %7909, label %2668, label %7910

7910:                                             ; preds = %1564, %7906, %1546, %1550
  %7911 = add nsw i64 %1476, 1
  %7912 = icmp eq i64 %7911, %5
  br i1 %7912, label %7913, label %7919

7913:                                             ; preds = %7910
  %7914 = add nsw i64 %1477, 1
  %7915 = icmp eq i64 %7914, %61
  %7916 = zext i1 %7915 to i64
  %7917 = add nsw i64 %1478, %7916
  %7918 = select i1 %7915, i64 0, i64 %7914
  br label %7919

7919:                                             ; preds = %7913, %7910
  %7920 = phi i64 [ %1478, %7910 ], [ %7917, %7913 ]
  %7921 = phi i64 [ %1477, %7910 ], [ %7918, %7913 ]
  %7922 = phi i64 [ %7911, %7910 ], [ 0, %7913 ]
  %7923 = icmp eq i64 %1499, %4
  br i1 %7923, label %1474, label %1475

7924:                                             ; preds = %28, %1474
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
