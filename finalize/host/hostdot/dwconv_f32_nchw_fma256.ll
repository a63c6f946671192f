; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define hidden void @mgxport_dwconv_f32_nchw_fma256(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11, i64 noundef %12, i64 noundef %13, i64 noundef %14, i64 noundef %15, i64 noundef %16, i64 noundef %17, i64 noundef %18, i64 noundef %19, i64 noundef %20, i64 noundef %21, i64 noundef %22, i64 noundef %23, i64 noundef %24, i64 noundef %25, i64 noundef %26) local_unnamed_addr {
  %28 = alloca [4 x [8 x <8 x float>]], align 32
  %29 = alloca [4 x [8 x <8 x float>]], align 32
  %30 = alloca [4 x [8 x <8 x float>]], align 32
  %31 = alloca [4 x [8 x <8 x float>]], align 32
  %32 = alloca [4 x [8 x <8 x float>]], align 32
  %33 = alloca [4 x [8 x <8 x float>]], align 32
  %34 = alloca [4 x [8 x <8 x float>]], align 32
  %35 = alloca [256 x <4 x i64>], align 32
  %36 = alloca [49 x i64], align 16
  %37 = alloca [112 x <4 x i64>], align 32
  %38 = inttoptr i64 %0 to ptr
  %39 = inttoptr i64 %1 to ptr
  %40 = inttoptr i64 %21 to ptr
  %41 = inttoptr i64 %22 to ptr
  %42 = inttoptr i64 %2 to ptr
  %43 = trunc i64 %24 to i32
  %44 = trunc i64 %25 to i32
  %45 = insertelement <8 x i32> poison, i32 %43, i64 0
  %46 = bitcast <8 x i32> %45 to <8 x float>
  %47 = shufflevector <8 x float> %46, <8 x float> poison, <8 x i32> zeroinitializer
  %48 = insertelement <8 x i32> poison, i32 %44, i64 0
  %49 = bitcast <8 x i32> %48 to <8 x float>
  %50 = shufflevector <8 x float> %49, <8 x float> poison, <8 x i32> zeroinitializer
  %51 = icmp slt i64 %3, %4
  br i1 %51, label %52, label %8581

52:                                               ; preds = %27
  %53 = icmp eq i64 %13, 2
  %54 = srem i64 %3, %8
  %55 = sdiv i64 %3, %8
  %56 = srem i64 %55, %5
  %57 = sdiv i64 %55, %5
  %58 = mul i64 %11, %10
  %59 = mul nsw i64 %9, %8
  %60 = add nsw i64 %59, 7
  %61 = sdiv i64 %60, 8
  %62 = add nsw i64 %61, 1
  %63 = sdiv i64 %62, 2
  %64 = shl nsw i64 %63, 1
  %65 = icmp eq i64 %12, 1
  %66 = icmp eq i64 %13, 1
  %67 = and i1 %65, %66
  %68 = icmp eq i64 %9, %7
  %69 = and i1 %68, %67
  %70 = icmp slt i64 %7, 5
  %71 = and i1 %70, %69
  %72 = mul nsw i64 %64, %58
  %73 = icmp slt i64 %72, 257
  %74 = select i1 %71, i1 %73, i1 false
  br i1 %74, label %75, label %1030

75:                                               ; preds = %52
  call void @llvm.lifetime.start.p0(ptr nonnull %35)
  call void @llvm.lifetime.start.p0(ptr nonnull %36)
  %76 = trunc i64 %9 to i32
  %77 = insertelement <8 x i32> poison, i32 %76, i64 0
  %78 = shufflevector <8 x i32> %77, <8 x i32> poison, <8 x i32> zeroinitializer
  %79 = add <8 x i32> %78, splat (i32 -1)
  br label %104

80:                                               ; preds = %104
  %81 = sdiv i64 8, %9
  %82 = trunc nsw i64 %81 to i32
  %83 = insertelement <8 x i32> poison, i32 %82, i64 0
  %84 = shufflevector <8 x i32> %83, <8 x i32> poison, <8 x i32> zeroinitializer
  %85 = srem i64 8, %9
  %86 = trunc nuw nsw i64 %85 to i32
  %87 = insertelement <8 x i32> poison, i32 %86, i64 0
  %88 = shufflevector <8 x i32> %87, <8 x i32> poison, <8 x i32> zeroinitializer
  %89 = icmp sgt i64 %10, 0
  br i1 %89, label %90, label %170

90:                                               ; preds = %80
  %91 = icmp sgt i64 %11, 0
  %92 = icmp ult i64 %11, 4
  %93 = icmp ult i64 %11, 16
  %94 = and i64 %11, 12
  %95 = and i64 %11, 9223372036854775792
  %96 = insertelement <4 x i64> poison, i64 %15, i64 0
  %97 = shufflevector <4 x i64> %96, <4 x i64> poison, <4 x i32> zeroinitializer
  %98 = icmp eq i64 %11, %95
  %99 = icmp eq i64 %94, 0
  %100 = and i64 %11, 9223372036854775804
  %101 = insertelement <4 x i64> poison, i64 %15, i64 0
  %102 = shufflevector <4 x i64> %101, <4 x i64> poison, <4 x i32> zeroinitializer
  %103 = icmp eq i64 %11, %100
  br label %115

104:                                              ; preds = %104, %75
  %105 = phi i32 [ 0, %75 ], [ %113, %104 ]
  %106 = phi <8 x i32> [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, %75 ], [ %111, %104 ]
  %107 = phi <8 x i32> [ zeroinitializer, %75 ], [ %112, %104 ]
  %108 = icmp sgt <8 x i32> %106, %79
  %109 = zext <8 x i1> %108 to <8 x i32>
  %110 = select <8 x i1> %108, <8 x i32> %78, <8 x i32> zeroinitializer
  %111 = sub <8 x i32> %106, %110
  %112 = add <8 x i32> %107, %109
  %113 = add nsw i32 %105, %76
  %114 = icmp slt i32 %113, 8
  br i1 %114, label %104, label %80

115:                                              ; preds = %178, %90
  %116 = phi i64 [ 0, %90 ], [ %179, %178 ]
  br i1 %91, label %117, label %178

117:                                              ; preds = %115
  %118 = mul nsw i64 %116, %14
  %119 = sub nsw i64 %118, %16
  %120 = mul nsw i64 %119, %9
  %121 = sub i64 %120, %17
  %122 = mul nuw nsw i64 %116, %11
  %123 = getelementptr i64, ptr %36, i64 %122
  br i1 %92, label %168, label %124

124:                                              ; preds = %117
  br i1 %93, label %151, label %125

125:                                              ; preds = %124
  %126 = insertelement <4 x i64> poison, i64 %121, i64 0
  %127 = shufflevector <4 x i64> %126, <4 x i64> poison, <4 x i32> zeroinitializer
  br label %128

128:                                              ; preds = %128, %125
  %129 = phi i64 [ 0, %125 ], [ %146, %128 ]
  %130 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %125 ], [ %147, %128 ]
  %131 = add <4 x i64> %130, splat (i64 4)
  %132 = add <4 x i64> %130, splat (i64 8)
  %133 = add <4 x i64> %130, splat (i64 12)
  %134 = mul nsw <4 x i64> %130, %97
  %135 = mul nsw <4 x i64> %131, %97
  %136 = mul nsw <4 x i64> %132, %97
  %137 = mul nsw <4 x i64> %133, %97
  %138 = add <4 x i64> %127, %134
  %139 = add <4 x i64> %127, %135
  %140 = add <4 x i64> %127, %136
  %141 = add <4 x i64> %127, %137
  %142 = getelementptr i64, ptr %123, i64 %129
  %143 = getelementptr i8, ptr %142, i64 32
  %144 = getelementptr i8, ptr %142, i64 64
  %145 = getelementptr i8, ptr %142, i64 96
  store <4 x i64> %138, ptr %142, align 8
  store <4 x i64> %139, ptr %143, align 8
  store <4 x i64> %140, ptr %144, align 8
  store <4 x i64> %141, ptr %145, align 8
  %146 = add nuw i64 %129, 16
  %147 = add <4 x i64> %130, splat (i64 16)
  %148 = icmp eq i64 %146, %95
  br i1 %148, label %149, label %128

149:                                              ; preds = %128
  br i1 %98, label %178, label %150

150:                                              ; preds = %149
  br i1 %99, label %168, label %151

151:                                              ; preds = %124, %150
  %152 = phi i64 [ %95, %150 ], [ 0, %124 ]
  %153 = insertelement <4 x i64> poison, i64 %121, i64 0
  %154 = shufflevector <4 x i64> %153, <4 x i64> poison, <4 x i32> zeroinitializer
  %155 = insertelement <4 x i64> poison, i64 %152, i64 0
  %156 = shufflevector <4 x i64> %155, <4 x i64> poison, <4 x i32> zeroinitializer
  %157 = or disjoint <4 x i64> %156, <i64 0, i64 1, i64 2, i64 3>
  br label %158

158:                                              ; preds = %158, %151
  %159 = phi i64 [ %152, %151 ], [ %164, %158 ]
  %160 = phi <4 x i64> [ %157, %151 ], [ %165, %158 ]
  %161 = mul nsw <4 x i64> %160, %102
  %162 = add <4 x i64> %154, %161
  %163 = getelementptr i64, ptr %123, i64 %159
  store <4 x i64> %162, ptr %163, align 8
  %164 = add nuw i64 %159, 4
  %165 = add nuw nsw <4 x i64> %160, splat (i64 4)
  %166 = icmp eq i64 %164, %100
  br i1 %166, label %167, label %158

167:                                              ; preds = %158
  br i1 %103, label %178, label %168

168:                                              ; preds = %117, %150, %167
  %169 = phi i64 [ 0, %117 ], [ %95, %150 ], [ %100, %167 ]
  br label %181

170:                                              ; preds = %178, %80
  %171 = icmp sgt i64 %59, 0
  br i1 %171, label %172, label %247

172:                                              ; preds = %170
  %173 = mul nsw i64 %9, %6
  %174 = trunc i64 %6 to i32
  %175 = insertelement <8 x i32> poison, i32 %174, i64 0
  %176 = shufflevector <8 x i32> %175, <8 x i32> poison, <8 x i32> zeroinitializer
  %177 = icmp sgt i64 %11, 0
  br label %188

178:                                              ; preds = %181, %149, %167, %115
  %179 = add nuw nsw i64 %116, 1
  %180 = icmp eq i64 %179, %10
  br i1 %180, label %170, label %115

181:                                              ; preds = %168, %181
  %182 = phi i64 [ %186, %181 ], [ %169, %168 ]
  %183 = mul nsw i64 %182, %15
  %184 = add i64 %121, %183
  %185 = getelementptr i64, ptr %123, i64 %182
  store i64 %184, ptr %185, align 8
  %186 = add nuw nsw i64 %182, 1
  %187 = icmp eq i64 %186, %11
  br i1 %187, label %178, label %181

188:                                              ; preds = %203, %172
  %189 = phi i64 [ 0, %172 ], [ %211, %203 ]
  %190 = phi <8 x i32> [ %111, %172 ], [ %209, %203 ]
  %191 = phi <8 x i32> [ %112, %172 ], [ %210, %203 ]
  %192 = shl nsw i64 %189, 3
  %193 = sub nsw i64 %173, %192
  %194 = tail call i64 @llvm.smax.i64(i64 %193, i64 0)
  %195 = tail call i64 @llvm.umin.i64(i64 %194, i64 8)
  %196 = trunc nuw nsw i64 %195 to i32
  %197 = insertelement <8 x i32> poison, i32 %196, i64 0
  %198 = shufflevector <8 x i32> %197, <8 x i32> poison, <8 x i32> zeroinitializer
  %199 = icmp samesign ugt <8 x i32> %198, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %89, label %200, label %203

200:                                              ; preds = %188
  %201 = mul nsw i64 %189, %58
  %202 = getelementptr <4 x i64>, ptr %35, i64 %201
  br label %213

203:                                              ; preds = %228, %188
  %204 = add <8 x i32> %191, %84
  %205 = add <8 x i32> %190, %88
  %206 = icmp sgt <8 x i32> %205, %79
  %207 = zext <8 x i1> %206 to <8 x i32>
  %208 = select <8 x i1> %206, <8 x i32> %78, <8 x i32> zeroinitializer
  %209 = sub <8 x i32> %205, %208
  %210 = add <8 x i32> %204, %207
  %211 = add nuw nsw i64 %189, 1
  %212 = icmp eq i64 %211, %64
  br i1 %212, label %247, label %188

213:                                              ; preds = %228, %200
  %214 = phi i64 [ 0, %200 ], [ %229, %228 ]
  br i1 %177, label %215, label %228

215:                                              ; preds = %213
  %216 = mul nsw i64 %214, %14
  %217 = sub nsw i64 %216, %16
  %218 = trunc i64 %217 to i32
  %219 = insertelement <8 x i32> poison, i32 %218, i64 0
  %220 = shufflevector <8 x i32> %219, <8 x i32> poison, <8 x i32> zeroinitializer
  %221 = add <8 x i32> %220, %191
  %222 = icmp sgt <8 x i32> %221, splat (i32 -1)
  %223 = icmp sgt <8 x i32> %176, %221
  %224 = and <8 x i1> %222, %199
  %225 = and <8 x i1> %224, %223
  %226 = mul nuw nsw i64 %214, %11
  %227 = getelementptr <4 x i64>, ptr %202, i64 %226
  br label %231

228:                                              ; preds = %231, %213
  %229 = add nuw nsw i64 %214, 1
  %230 = icmp eq i64 %229, %10
  br i1 %230, label %203, label %213

231:                                              ; preds = %231, %215
  %232 = phi i64 [ 0, %215 ], [ %245, %231 ]
  %233 = mul nsw i64 %232, %15
  %234 = sub nsw i64 %233, %17
  %235 = trunc i64 %234 to i32
  %236 = insertelement <8 x i32> poison, i32 %235, i64 0
  %237 = shufflevector <8 x i32> %236, <8 x i32> poison, <8 x i32> zeroinitializer
  %238 = add <8 x i32> %237, %190
  %239 = icmp sgt <8 x i32> %78, %238
  %240 = icmp sgt <8 x i32> %238, splat (i32 -1)
  %241 = and <8 x i1> %225, %240
  %242 = and <8 x i1> %241, %239
  %243 = sext <8 x i1> %242 to <8 x i32>
  %244 = getelementptr <4 x i64>, ptr %227, i64 %232
  store <8 x i32> %243, ptr %244, align 32
  %245 = add nuw nsw i64 %232, 1
  %246 = icmp eq i64 %245, %11
  br i1 %246, label %228, label %231

247:                                              ; preds = %203, %170
  %248 = icmp eq i64 %54, 0
  br i1 %248, label %249, label %1026

249:                                              ; preds = %247
  %250 = shl nsw i64 %8, 2
  %251 = mul i64 %9, %6
  %252 = icmp eq i64 %22, 0
  %253 = icmp sgt i64 %58, 0
  %254 = bitcast <8 x float> %47 to <8 x i32>
  %255 = bitcast <8 x float> %50 to <8 x i32>
  %256 = icmp eq i64 %21, 0
  %257 = and i64 %26, 3
  %258 = lshr i64 %26, 2
  %259 = and i64 %258, 3
  %260 = lshr i64 %26, 4
  %261 = and i64 %260, 3
  %262 = lshr i64 %26, 2
  %263 = and i64 %262, 3
  %264 = lshr i64 %26, 4
  %265 = and i64 %264, 3
  %266 = icmp eq i64 %21, 0
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
  br label %293

293:                                              ; preds = %249, %385
  %294 = phi i64 [ %3, %249 ], [ %386, %385 ]
  %295 = phi i64 [ %56, %249 ], [ %379, %385 ]
  %296 = phi i64 [ %57, %249 ], [ %378, %385 ]
  %297 = sub nsw i64 %4, %294
  %298 = icmp slt i64 %297, %250
  br i1 %298, label %1026, label %299

299:                                              ; preds = %293
  %300 = mul nsw i64 %296, %19
  %301 = getelementptr inbounds float, ptr %38, i64 %300
  %302 = mul i64 %251, %295
  %303 = getelementptr inbounds float, ptr %301, i64 %302
  %304 = mul nsw i64 %295, %58
  %305 = getelementptr inbounds float, ptr %39, i64 %304
  %306 = getelementptr inbounds float, ptr %40, i64 %295
  %307 = mul nsw i64 %296, %20
  %308 = getelementptr inbounds float, ptr %42, i64 %307
  %309 = mul nsw i64 %295, %59
  %310 = getelementptr inbounds float, ptr %308, i64 %309
  %311 = mul nsw i64 %296, %23
  %312 = getelementptr inbounds float, ptr %41, i64 %311
  %313 = getelementptr inbounds float, ptr %312, i64 %309
  %314 = select i1 %252, ptr null, ptr %313
  %315 = add nsw i64 %295, 1
  %316 = icmp eq i64 %315, %5
  %317 = zext i1 %316 to i64
  %318 = add nsw i64 %296, %317
  %319 = select i1 %316, i64 0, i64 %315
  %320 = mul nsw i64 %318, %19
  %321 = getelementptr inbounds float, ptr %38, i64 %320
  %322 = mul i64 %251, %319
  %323 = getelementptr inbounds float, ptr %321, i64 %322
  %324 = mul nsw i64 %319, %58
  %325 = getelementptr inbounds float, ptr %39, i64 %324
  %326 = getelementptr inbounds float, ptr %40, i64 %319
  %327 = mul nsw i64 %318, %20
  %328 = getelementptr inbounds float, ptr %42, i64 %327
  %329 = mul nsw i64 %319, %59
  %330 = getelementptr inbounds float, ptr %328, i64 %329
  %331 = mul nsw i64 %318, %23
  %332 = getelementptr inbounds float, ptr %41, i64 %331
  %333 = getelementptr inbounds float, ptr %332, i64 %329
  %334 = select i1 %252, ptr null, ptr %333
  %335 = add nsw i64 %319, 1
  %336 = icmp eq i64 %335, %5
  %337 = zext i1 %336 to i64
  %338 = add nsw i64 %318, %337
  %339 = select i1 %336, i64 0, i64 %335
  %340 = mul nsw i64 %338, %19
  %341 = getelementptr inbounds float, ptr %38, i64 %340
  %342 = mul i64 %251, %339
  %343 = getelementptr inbounds float, ptr %341, i64 %342
  %344 = mul nsw i64 %339, %58
  %345 = getelementptr inbounds float, ptr %39, i64 %344
  %346 = getelementptr inbounds float, ptr %40, i64 %339
  %347 = mul nsw i64 %338, %20
  %348 = getelementptr inbounds float, ptr %42, i64 %347
  %349 = mul nsw i64 %339, %59
  %350 = getelementptr inbounds float, ptr %348, i64 %349
  %351 = mul nsw i64 %338, %23
  %352 = getelementptr inbounds float, ptr %41, i64 %351
  %353 = getelementptr inbounds float, ptr %352, i64 %349
  %354 = select i1 %252, ptr null, ptr %353
  %355 = add nsw i64 %339, 1
  %356 = icmp eq i64 %355, %5
  %357 = zext i1 %356 to i64
  %358 = add nsw i64 %338, %357
  %359 = select i1 %356, i64 0, i64 %355
  %360 = mul nsw i64 %358, %19
  %361 = getelementptr inbounds float, ptr %38, i64 %360
  %362 = mul i64 %251, %359
  %363 = getelementptr inbounds float, ptr %361, i64 %362
  %364 = mul nsw i64 %359, %58
  %365 = getelementptr inbounds float, ptr %39, i64 %364
  %366 = getelementptr inbounds float, ptr %40, i64 %359
  %367 = mul nsw i64 %358, %20
  %368 = getelementptr inbounds float, ptr %42, i64 %367
  %369 = mul nsw i64 %359, %59
  %370 = getelementptr inbounds float, ptr %368, i64 %369
  %371 = mul nsw i64 %358, %23
  %372 = getelementptr inbounds float, ptr %41, i64 %371
  %373 = getelementptr inbounds float, ptr %372, i64 %369
  %374 = select i1 %252, ptr null, ptr %373
  %375 = add nsw i64 %359, 1
  %376 = icmp eq i64 %375, %5
  %377 = zext i1 %376 to i64
  %378 = add nsw i64 %358, %377
  %379 = select i1 %376, i64 0, i64 %375
  br i1 %171, label %380, label %385

380:                                              ; preds = %299
  %381 = icmp eq ptr %314, null
  %382 = icmp eq ptr %334, null
  %383 = icmp eq ptr %354, null
  %384 = icmp eq ptr %374, null
  br label %388

385:                                              ; preds = %1022, %299
  %386 = add nsw i64 %294, %250
  %387 = icmp slt i64 %386, %4
  br i1 %387, label %293, label %1026

388:                                              ; preds = %380, %1022
  %389 = phi i64 [ %1024, %1022 ], [ 0, %380 ]
  br i1 %253, label %390, label %399

390:                                              ; preds = %388
  %391 = shl i64 %389, 5
  %392 = mul nuw nsw i64 %389, %58
  %393 = getelementptr i8, ptr %303, i64 %391
  %394 = getelementptr i8, ptr %323, i64 %391
  %395 = getelementptr i8, ptr %343, i64 %391
  %396 = getelementptr i8, ptr %363, i64 %391
  %397 = or disjoint i64 %389, 1
  %398 = mul nuw nsw i64 %397, %58
  br label %408

399:                                              ; preds = %408, %388
  %400 = phi <8 x float> [ zeroinitializer, %388 ], [ %464, %408 ]
  %401 = phi <8 x float> [ zeroinitializer, %388 ], [ %450, %408 ]
  %402 = phi <8 x float> [ zeroinitializer, %388 ], [ %461, %408 ]
  %403 = phi <8 x float> [ zeroinitializer, %388 ], [ %443, %408 ]
  %404 = phi <8 x float> [ zeroinitializer, %388 ], [ %458, %408 ]
  %405 = phi <8 x float> [ zeroinitializer, %388 ], [ %436, %408 ]
  %406 = phi <8 x float> [ zeroinitializer, %388 ], [ %455, %408 ]
  %407 = phi <8 x float> [ zeroinitializer, %388 ], [ %429, %408 ]
  br i1 %256, label %472, label %467

408:                                              ; preds = %390, %408
  %409 = phi <8 x float> [ zeroinitializer, %390 ], [ %464, %408 ]
  %410 = phi <8 x float> [ zeroinitializer, %390 ], [ %450, %408 ]
  %411 = phi <8 x float> [ zeroinitializer, %390 ], [ %461, %408 ]
  %412 = phi <8 x float> [ zeroinitializer, %390 ], [ %443, %408 ]
  %413 = phi <8 x float> [ zeroinitializer, %390 ], [ %458, %408 ]
  %414 = phi <8 x float> [ zeroinitializer, %390 ], [ %436, %408 ]
  %415 = phi <8 x float> [ zeroinitializer, %390 ], [ %455, %408 ]
  %416 = phi <8 x float> [ zeroinitializer, %390 ], [ %429, %408 ]
  %417 = phi i64 [ 0, %390 ], [ %465, %408 ]
  %418 = getelementptr inbounds nuw i64, ptr %36, i64 %417
  %419 = load i64, ptr %418, align 8
  %420 = getelementptr <4 x i64>, ptr %35, i64 %417
  %421 = getelementptr <4 x i64>, ptr %420, i64 %392
  %422 = load <8 x i32>, ptr %421, align 32
  %423 = getelementptr float, ptr %393, i64 %419
  %424 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %423, <8 x i32> %422)
  %425 = getelementptr inbounds nuw float, ptr %305, i64 %417
  %426 = load float, ptr %425, align 1
  %427 = insertelement <8 x float> poison, float %426, i64 0
  %428 = shufflevector <8 x float> %427, <8 x float> poison, <8 x i32> zeroinitializer
  %429 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %424, <8 x float> %428, <8 x float> %416)
  %430 = getelementptr float, ptr %394, i64 %419
  %431 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %430, <8 x i32> %422)
  %432 = getelementptr inbounds nuw float, ptr %325, i64 %417
  %433 = load float, ptr %432, align 1
  %434 = insertelement <8 x float> poison, float %433, i64 0
  %435 = shufflevector <8 x float> %434, <8 x float> poison, <8 x i32> zeroinitializer
  %436 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %431, <8 x float> %435, <8 x float> %414)
  %437 = getelementptr float, ptr %395, i64 %419
  %438 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %437, <8 x i32> %422)
  %439 = getelementptr inbounds nuw float, ptr %345, i64 %417
  %440 = load float, ptr %439, align 1
  %441 = insertelement <8 x float> poison, float %440, i64 0
  %442 = shufflevector <8 x float> %441, <8 x float> poison, <8 x i32> zeroinitializer
  %443 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %438, <8 x float> %442, <8 x float> %412)
  %444 = getelementptr float, ptr %396, i64 %419
  %445 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %444, <8 x i32> %422)
  %446 = getelementptr inbounds nuw float, ptr %365, i64 %417
  %447 = load float, ptr %446, align 1
  %448 = insertelement <8 x float> poison, float %447, i64 0
  %449 = shufflevector <8 x float> %448, <8 x float> poison, <8 x i32> zeroinitializer
  %450 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %445, <8 x float> %449, <8 x float> %410)
  %451 = getelementptr <4 x i64>, ptr %420, i64 %398
  %452 = load <8 x i32>, ptr %451, align 32
  %453 = getelementptr inbounds nuw i8, ptr %423, i64 32
  %454 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr nonnull %453, <8 x i32> %452)
  %455 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %454, <8 x float> %428, <8 x float> %415)
  %456 = getelementptr inbounds nuw i8, ptr %430, i64 32
  %457 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr nonnull %456, <8 x i32> %452)
  %458 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %457, <8 x float> %435, <8 x float> %413)
  %459 = getelementptr inbounds nuw i8, ptr %437, i64 32
  %460 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr nonnull %459, <8 x i32> %452)
  %461 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %460, <8 x float> %442, <8 x float> %411)
  %462 = getelementptr inbounds nuw i8, ptr %444, i64 32
  %463 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr nonnull %462, <8 x i32> %452)
  %464 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %463, <8 x float> %449, <8 x float> %409)
  %465 = add nuw nsw i64 %417, 1
  %466 = icmp eq i64 %465, %58
  br i1 %466, label %399, label %408

467:                                              ; preds = %399
  %468 = load float, ptr %306, align 1
  %469 = insertelement <8 x float> poison, float %468, i64 0
  %470 = shufflevector <8 x float> %469, <8 x float> poison, <8 x i32> zeroinitializer
  %471 = fadd <8 x float> %407, %470
  br label %472

472:                                              ; preds = %467, %399
  %473 = phi <8 x float> [ %471, %467 ], [ %407, %399 ]
  %474 = shl nsw i64 %389, 3
  %475 = icmp slt i64 %474, %59
  %476 = sub nsw i64 %59, %474
  %477 = tail call i64 @llvm.smin.i64(i64 %476, i64 8)
  %478 = trunc nuw i64 %477 to i32
  %479 = select i1 %475, i32 %478, i32 0
  %480 = insertelement <8 x i32> poison, i32 %479, i64 0
  %481 = shufflevector <8 x i32> %480, <8 x i32> poison, <8 x i32> zeroinitializer
  %482 = icmp sgt <8 x i32> %481, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %483 = getelementptr inbounds nuw float, ptr %310, i64 %474
  %484 = getelementptr inbounds nuw float, ptr %314, i64 %474
  %485 = select i1 %381, ptr null, ptr %484
  switch i64 %257, label %503 [
    i64 1, label %486
    i64 2, label %489
    i64 3, label %496
    i64 0, label %543
  ]

486:                                              ; preds = %472
  %487 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %485, <8 x i1> %482, <8 x float> zeroinitializer)
  %488 = fadd <8 x float> %473, %487
  br label %505

489:                                              ; preds = %472
  %490 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %473)
  %491 = bitcast <8 x float> %473 to <8 x i32>
  %492 = or <8 x i32> %491, %255
  %493 = bitcast <8 x i32> %492 to <8 x float>
  %494 = fcmp oeq <8 x float> %473, %50
  %495 = select <8 x i1> %494, <8 x float> %493, <8 x float> %490
  br label %505

496:                                              ; preds = %472
  %497 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %473)
  %498 = bitcast <8 x float> %473 to <8 x i32>
  %499 = and <8 x i32> %498, %254
  %500 = bitcast <8 x i32> %499 to <8 x float>
  %501 = fcmp oeq <8 x float> %473, %47
  %502 = select <8 x i1> %501, <8 x float> %500, <8 x float> %497
  br label %505

503:                                              ; preds = %472
  unreachable

504:                                              ; preds = %1003, %984, %962, %936, %917, %895, %869, %850, %828, %802, %783, %761, %735, %716, %694, %668, %649, %627, %601, %582, %550, %524, %505, %3831, %3812, %3790, %3763, %3744, %3722, %3695, %3676, %3654, %3627, %3608, %3586, %3559, %3540, %3518, %3491, %3472, %3450, %3423, %3404, %3382, %3355, %3336, %3317, %3196, %3177, %3155, %3129, %3110, %3088, %3062, %3043, %3021, %2995, %2976, %2954, %2928, %2909, %2887, %2861, %2842, %2823, %2621, %2602, %2580, %2554, %2535, %2513, %2487, %2468, %2446, %2420, %2401, %2379, %2353, %2334, %2312, %2286, %2267, %2245, %2219, %2200, %2178, %2152, %2133, %2114, %1903, %1884, %1865, %1836, %1817, %1798, %1769, %1750, %1731, %1702, %1683, %1664, %8541, %8522, %8500, %8464, %8445, %8423, %8387, %8368, %8346, %8310, %8291, %8269, %8233, %8214, %8192, %8156, %8137, %8115, %8079, %8060, %8038, %8002, %7983, %7961, %7851, %7832, %7810, %7774, %7755, %7733, %7697, %7678, %7656, %7620, %7601, %7579, %7543, %7524, %7502, %7466, %7447, %7425, %7389, %7370, %7348, %7238, %7219, %7197, %7161, %7142, %7120, %7084, %7065, %7043, %7007, %6988, %6966, %6930, %6911, %6889, %6853, %6834, %6812, %6702, %6683, %6661, %6625, %6606, %6584, %6548, %6529, %6507, %6471, %6452, %6430, %6394, %6375, %6353, %6243, %6224, %6202, %6166, %6147, %6125, %6089, %6070, %6048, %6012, %5993, %5971, %5861, %5842, %5820, %5785, %5766, %5744, %5709, %5690, %5668, %5479, %5460, %5438, %5403, %5384, %5362, %5215, %5196, %5177, %5061, %5042, %5020, %4984, %4965, %4943, %4907, %4888, %4866, %4830, %4811, %4789, %4674, %4655, %4633, %4598, %4579, %4557, %4522, %4503, %4481, %4280, %4261, %4239, %4204, %4185, %4163, %4008, %3989, %3970
  unreachable

505:                                              ; preds = %496, %489, %486
  %506 = phi <8 x float> [ %488, %486 ], [ %495, %489 ], [ %502, %496 ]
  switch i64 %259, label %504 [
    i64 1, label %521
    i64 2, label %514
    i64 3, label %507
    i64 0, label %543
  ]

507:                                              ; preds = %505
  %508 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %506)
  %509 = bitcast <8 x float> %506 to <8 x i32>
  %510 = and <8 x i32> %509, %254
  %511 = bitcast <8 x i32> %510 to <8 x float>
  %512 = fcmp oeq <8 x float> %506, %47
  %513 = select <8 x i1> %512, <8 x float> %511, <8 x float> %508
  br label %524

514:                                              ; preds = %505
  %515 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %506)
  %516 = bitcast <8 x float> %506 to <8 x i32>
  %517 = or <8 x i32> %516, %255
  %518 = bitcast <8 x i32> %517 to <8 x float>
  %519 = fcmp oeq <8 x float> %506, %50
  %520 = select <8 x i1> %519, <8 x float> %518, <8 x float> %515
  br label %524

521:                                              ; preds = %505
  %522 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %485, <8 x i1> %482, <8 x float> zeroinitializer)
  %523 = fadd <8 x float> %506, %522
  br label %524

524:                                              ; preds = %521, %514, %507
  %525 = phi <8 x float> [ %523, %521 ], [ %520, %514 ], [ %513, %507 ]
  switch i64 %261, label %504 [
    i64 1, label %540
    i64 2, label %533
    i64 3, label %526
    i64 0, label %543
  ]

526:                                              ; preds = %524
  %527 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %525)
  %528 = bitcast <8 x float> %525 to <8 x i32>
  %529 = and <8 x i32> %528, %254
  %530 = bitcast <8 x i32> %529 to <8 x float>
  %531 = fcmp oeq <8 x float> %525, %47
  %532 = select <8 x i1> %531, <8 x float> %530, <8 x float> %527
  br label %543

533:                                              ; preds = %524
  %534 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %525)
  %535 = bitcast <8 x float> %525 to <8 x i32>
  %536 = or <8 x i32> %535, %255
  %537 = bitcast <8 x i32> %536 to <8 x float>
  %538 = fcmp oeq <8 x float> %525, %50
  %539 = select <8 x i1> %538, <8 x float> %537, <8 x float> %534
  br label %543

540:                                              ; preds = %524
  %541 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %485, <8 x i1> %482, <8 x float> zeroinitializer)
  %542 = fadd <8 x float> %525, %541
  br label %543

543:                                              ; preds = %526, %533, %540, %524, %505, %472
  %544 = phi <8 x float> [ %525, %524 ], [ %473, %472 ], [ %506, %505 ], [ %542, %540 ], [ %539, %533 ], [ %532, %526 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %544, ptr align 1 %483, <8 x i1> %482)
  br i1 %256, label %550, label %545

545:                                              ; preds = %543
  %546 = load float, ptr %306, align 1
  %547 = insertelement <8 x float> poison, float %546, i64 0
  %548 = shufflevector <8 x float> %547, <8 x float> poison, <8 x i32> zeroinitializer
  %549 = fadd <8 x float> %406, %548
  br label %550

550:                                              ; preds = %545, %543
  %551 = phi <8 x float> [ %549, %545 ], [ %406, %543 ]
  %552 = shl i64 %389, 3
  %553 = or disjoint i64 %552, 8
  %554 = icmp slt i64 %553, %59
  %555 = sub nsw i64 %59, %553
  %556 = tail call i64 @llvm.smin.i64(i64 %555, i64 8)
  %557 = trunc nuw i64 %556 to i32
  %558 = select i1 %554, i32 %557, i32 0
  %559 = insertelement <8 x i32> poison, i32 %558, i64 0
  %560 = shufflevector <8 x i32> %559, <8 x i32> poison, <8 x i32> zeroinitializer
  %561 = icmp sgt <8 x i32> %560, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %562 = getelementptr inbounds nuw float, ptr %310, i64 %553
  %563 = getelementptr inbounds nuw float, ptr %314, i64 %553
  %564 = select i1 %381, ptr null, ptr %563
  switch i64 %257, label %504 [
    i64 1, label %579
    i64 2, label %572
    i64 3, label %565
    i64 0, label %620
  ]

565:                                              ; preds = %550
  %566 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %551)
  %567 = bitcast <8 x float> %551 to <8 x i32>
  %568 = and <8 x i32> %567, %254
  %569 = bitcast <8 x i32> %568 to <8 x float>
  %570 = fcmp oeq <8 x float> %551, %47
  %571 = select <8 x i1> %570, <8 x float> %569, <8 x float> %566
  br label %582

572:                                              ; preds = %550
  %573 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %551)
  %574 = bitcast <8 x float> %551 to <8 x i32>
  %575 = or <8 x i32> %574, %255
  %576 = bitcast <8 x i32> %575 to <8 x float>
  %577 = fcmp oeq <8 x float> %551, %50
  %578 = select <8 x i1> %577, <8 x float> %576, <8 x float> %573
  br label %582

579:                                              ; preds = %550
  %580 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %564, <8 x i1> %561, <8 x float> zeroinitializer)
  %581 = fadd <8 x float> %551, %580
  br label %582

582:                                              ; preds = %579, %572, %565
  %583 = phi <8 x float> [ %581, %579 ], [ %578, %572 ], [ %571, %565 ]
  switch i64 %263, label %504 [
    i64 1, label %598
    i64 2, label %591
    i64 3, label %584
    i64 0, label %620
  ]

584:                                              ; preds = %582
  %585 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %583)
  %586 = bitcast <8 x float> %583 to <8 x i32>
  %587 = and <8 x i32> %586, %254
  %588 = bitcast <8 x i32> %587 to <8 x float>
  %589 = fcmp oeq <8 x float> %583, %47
  %590 = select <8 x i1> %589, <8 x float> %588, <8 x float> %585
  br label %601

591:                                              ; preds = %582
  %592 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %583)
  %593 = bitcast <8 x float> %583 to <8 x i32>
  %594 = or <8 x i32> %593, %255
  %595 = bitcast <8 x i32> %594 to <8 x float>
  %596 = fcmp oeq <8 x float> %583, %50
  %597 = select <8 x i1> %596, <8 x float> %595, <8 x float> %592
  br label %601

598:                                              ; preds = %582
  %599 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %564, <8 x i1> %561, <8 x float> zeroinitializer)
  %600 = fadd <8 x float> %583, %599
  br label %601

601:                                              ; preds = %598, %591, %584
  %602 = phi <8 x float> [ %600, %598 ], [ %597, %591 ], [ %590, %584 ]
  switch i64 %265, label %504 [
    i64 1, label %617
    i64 2, label %610
    i64 3, label %603
    i64 0, label %620
  ]

603:                                              ; preds = %601
  %604 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %602)
  %605 = bitcast <8 x float> %602 to <8 x i32>
  %606 = and <8 x i32> %605, %254
  %607 = bitcast <8 x i32> %606 to <8 x float>
  %608 = fcmp oeq <8 x float> %602, %47
  %609 = select <8 x i1> %608, <8 x float> %607, <8 x float> %604
  br label %620

610:                                              ; preds = %601
  %611 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %602)
  %612 = bitcast <8 x float> %602 to <8 x i32>
  %613 = or <8 x i32> %612, %255
  %614 = bitcast <8 x i32> %613 to <8 x float>
  %615 = fcmp oeq <8 x float> %602, %50
  %616 = select <8 x i1> %615, <8 x float> %614, <8 x float> %611
  br label %620

617:                                              ; preds = %601
  %618 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %564, <8 x i1> %561, <8 x float> zeroinitializer)
  %619 = fadd <8 x float> %602, %618
  br label %620

620:                                              ; preds = %603, %610, %617, %601, %582, %550
  %621 = phi <8 x float> [ %602, %601 ], [ %551, %550 ], [ %583, %582 ], [ %619, %617 ], [ %616, %610 ], [ %609, %603 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %621, ptr nonnull align 1 %562, <8 x i1> %561)
  br i1 %266, label %627, label %622

622:                                              ; preds = %620
  %623 = load float, ptr %326, align 1
  %624 = insertelement <8 x float> poison, float %623, i64 0
  %625 = shufflevector <8 x float> %624, <8 x float> poison, <8 x i32> zeroinitializer
  %626 = fadd <8 x float> %405, %625
  br label %627

627:                                              ; preds = %622, %620
  %628 = phi <8 x float> [ %626, %622 ], [ %405, %620 ]
  %629 = getelementptr inbounds nuw float, ptr %330, i64 %474
  %630 = getelementptr inbounds nuw float, ptr %334, i64 %474
  %631 = select i1 %382, ptr null, ptr %630
  switch i64 %257, label %504 [
    i64 1, label %646
    i64 2, label %639
    i64 3, label %632
    i64 0, label %687
  ]

632:                                              ; preds = %627
  %633 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %628)
  %634 = bitcast <8 x float> %628 to <8 x i32>
  %635 = and <8 x i32> %634, %254
  %636 = bitcast <8 x i32> %635 to <8 x float>
  %637 = fcmp oeq <8 x float> %628, %47
  %638 = select <8 x i1> %637, <8 x float> %636, <8 x float> %633
  br label %649

639:                                              ; preds = %627
  %640 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %628)
  %641 = bitcast <8 x float> %628 to <8 x i32>
  %642 = or <8 x i32> %641, %255
  %643 = bitcast <8 x i32> %642 to <8 x float>
  %644 = fcmp oeq <8 x float> %628, %50
  %645 = select <8 x i1> %644, <8 x float> %643, <8 x float> %640
  br label %649

646:                                              ; preds = %627
  %647 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %631, <8 x i1> %482, <8 x float> zeroinitializer)
  %648 = fadd <8 x float> %628, %647
  br label %649

649:                                              ; preds = %646, %639, %632
  %650 = phi <8 x float> [ %648, %646 ], [ %645, %639 ], [ %638, %632 ]
  switch i64 %268, label %504 [
    i64 1, label %665
    i64 2, label %658
    i64 3, label %651
    i64 0, label %687
  ]

651:                                              ; preds = %649
  %652 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %650)
  %653 = bitcast <8 x float> %650 to <8 x i32>
  %654 = and <8 x i32> %653, %254
  %655 = bitcast <8 x i32> %654 to <8 x float>
  %656 = fcmp oeq <8 x float> %650, %47
  %657 = select <8 x i1> %656, <8 x float> %655, <8 x float> %652
  br label %668

658:                                              ; preds = %649
  %659 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %650)
  %660 = bitcast <8 x float> %650 to <8 x i32>
  %661 = or <8 x i32> %660, %255
  %662 = bitcast <8 x i32> %661 to <8 x float>
  %663 = fcmp oeq <8 x float> %650, %50
  %664 = select <8 x i1> %663, <8 x float> %662, <8 x float> %659
  br label %668

665:                                              ; preds = %649
  %666 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %631, <8 x i1> %482, <8 x float> zeroinitializer)
  %667 = fadd <8 x float> %650, %666
  br label %668

668:                                              ; preds = %665, %658, %651
  %669 = phi <8 x float> [ %667, %665 ], [ %664, %658 ], [ %657, %651 ]
  switch i64 %270, label %504 [
    i64 1, label %684
    i64 2, label %677
    i64 3, label %670
    i64 0, label %687
  ]

670:                                              ; preds = %668
  %671 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %669)
  %672 = bitcast <8 x float> %669 to <8 x i32>
  %673 = and <8 x i32> %672, %254
  %674 = bitcast <8 x i32> %673 to <8 x float>
  %675 = fcmp oeq <8 x float> %669, %47
  %676 = select <8 x i1> %675, <8 x float> %674, <8 x float> %671
  br label %687

677:                                              ; preds = %668
  %678 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %669)
  %679 = bitcast <8 x float> %669 to <8 x i32>
  %680 = or <8 x i32> %679, %255
  %681 = bitcast <8 x i32> %680 to <8 x float>
  %682 = fcmp oeq <8 x float> %669, %50
  %683 = select <8 x i1> %682, <8 x float> %681, <8 x float> %678
  br label %687

684:                                              ; preds = %668
  %685 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %631, <8 x i1> %482, <8 x float> zeroinitializer)
  %686 = fadd <8 x float> %669, %685
  br label %687

687:                                              ; preds = %670, %677, %684, %668, %649, %627
  %688 = phi <8 x float> [ %669, %668 ], [ %628, %627 ], [ %650, %649 ], [ %686, %684 ], [ %683, %677 ], [ %676, %670 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %688, ptr align 1 %629, <8 x i1> %482)
  br i1 %266, label %694, label %689

689:                                              ; preds = %687
  %690 = load float, ptr %326, align 1
  %691 = insertelement <8 x float> poison, float %690, i64 0
  %692 = shufflevector <8 x float> %691, <8 x float> poison, <8 x i32> zeroinitializer
  %693 = fadd <8 x float> %404, %692
  br label %694

694:                                              ; preds = %689, %687
  %695 = phi <8 x float> [ %693, %689 ], [ %404, %687 ]
  %696 = getelementptr inbounds nuw float, ptr %330, i64 %553
  %697 = getelementptr inbounds nuw float, ptr %334, i64 %553
  %698 = select i1 %382, ptr null, ptr %697
  switch i64 %257, label %504 [
    i64 1, label %713
    i64 2, label %706
    i64 3, label %699
    i64 0, label %754
  ]

699:                                              ; preds = %694
  %700 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %695)
  %701 = bitcast <8 x float> %695 to <8 x i32>
  %702 = and <8 x i32> %701, %254
  %703 = bitcast <8 x i32> %702 to <8 x float>
  %704 = fcmp oeq <8 x float> %695, %47
  %705 = select <8 x i1> %704, <8 x float> %703, <8 x float> %700
  br label %716

706:                                              ; preds = %694
  %707 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %695)
  %708 = bitcast <8 x float> %695 to <8 x i32>
  %709 = or <8 x i32> %708, %255
  %710 = bitcast <8 x i32> %709 to <8 x float>
  %711 = fcmp oeq <8 x float> %695, %50
  %712 = select <8 x i1> %711, <8 x float> %710, <8 x float> %707
  br label %716

713:                                              ; preds = %694
  %714 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %698, <8 x i1> %561, <8 x float> zeroinitializer)
  %715 = fadd <8 x float> %695, %714
  br label %716

716:                                              ; preds = %713, %706, %699
  %717 = phi <8 x float> [ %715, %713 ], [ %712, %706 ], [ %705, %699 ]
  switch i64 %272, label %504 [
    i64 1, label %732
    i64 2, label %725
    i64 3, label %718
    i64 0, label %754
  ]

718:                                              ; preds = %716
  %719 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %717)
  %720 = bitcast <8 x float> %717 to <8 x i32>
  %721 = and <8 x i32> %720, %254
  %722 = bitcast <8 x i32> %721 to <8 x float>
  %723 = fcmp oeq <8 x float> %717, %47
  %724 = select <8 x i1> %723, <8 x float> %722, <8 x float> %719
  br label %735

725:                                              ; preds = %716
  %726 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %717)
  %727 = bitcast <8 x float> %717 to <8 x i32>
  %728 = or <8 x i32> %727, %255
  %729 = bitcast <8 x i32> %728 to <8 x float>
  %730 = fcmp oeq <8 x float> %717, %50
  %731 = select <8 x i1> %730, <8 x float> %729, <8 x float> %726
  br label %735

732:                                              ; preds = %716
  %733 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %698, <8 x i1> %561, <8 x float> zeroinitializer)
  %734 = fadd <8 x float> %717, %733
  br label %735

735:                                              ; preds = %732, %725, %718
  %736 = phi <8 x float> [ %734, %732 ], [ %731, %725 ], [ %724, %718 ]
  switch i64 %274, label %504 [
    i64 1, label %751
    i64 2, label %744
    i64 3, label %737
    i64 0, label %754
  ]

737:                                              ; preds = %735
  %738 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %736)
  %739 = bitcast <8 x float> %736 to <8 x i32>
  %740 = and <8 x i32> %739, %254
  %741 = bitcast <8 x i32> %740 to <8 x float>
  %742 = fcmp oeq <8 x float> %736, %47
  %743 = select <8 x i1> %742, <8 x float> %741, <8 x float> %738
  br label %754

744:                                              ; preds = %735
  %745 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %736)
  %746 = bitcast <8 x float> %736 to <8 x i32>
  %747 = or <8 x i32> %746, %255
  %748 = bitcast <8 x i32> %747 to <8 x float>
  %749 = fcmp oeq <8 x float> %736, %50
  %750 = select <8 x i1> %749, <8 x float> %748, <8 x float> %745
  br label %754

751:                                              ; preds = %735
  %752 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %698, <8 x i1> %561, <8 x float> zeroinitializer)
  %753 = fadd <8 x float> %736, %752
  br label %754

754:                                              ; preds = %737, %744, %751, %735, %716, %694
  %755 = phi <8 x float> [ %736, %735 ], [ %695, %694 ], [ %717, %716 ], [ %753, %751 ], [ %750, %744 ], [ %743, %737 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %755, ptr nonnull align 1 %696, <8 x i1> %561)
  br i1 %275, label %761, label %756

756:                                              ; preds = %754
  %757 = load float, ptr %346, align 1
  %758 = insertelement <8 x float> poison, float %757, i64 0
  %759 = shufflevector <8 x float> %758, <8 x float> poison, <8 x i32> zeroinitializer
  %760 = fadd <8 x float> %403, %759
  br label %761

761:                                              ; preds = %756, %754
  %762 = phi <8 x float> [ %760, %756 ], [ %403, %754 ]
  %763 = getelementptr inbounds nuw float, ptr %350, i64 %474
  %764 = getelementptr inbounds nuw float, ptr %354, i64 %474
  %765 = select i1 %383, ptr null, ptr %764
  switch i64 %257, label %504 [
    i64 1, label %780
    i64 2, label %773
    i64 3, label %766
    i64 0, label %821
  ]

766:                                              ; preds = %761
  %767 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %762)
  %768 = bitcast <8 x float> %762 to <8 x i32>
  %769 = and <8 x i32> %768, %254
  %770 = bitcast <8 x i32> %769 to <8 x float>
  %771 = fcmp oeq <8 x float> %762, %47
  %772 = select <8 x i1> %771, <8 x float> %770, <8 x float> %767
  br label %783

773:                                              ; preds = %761
  %774 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %762)
  %775 = bitcast <8 x float> %762 to <8 x i32>
  %776 = or <8 x i32> %775, %255
  %777 = bitcast <8 x i32> %776 to <8 x float>
  %778 = fcmp oeq <8 x float> %762, %50
  %779 = select <8 x i1> %778, <8 x float> %777, <8 x float> %774
  br label %783

780:                                              ; preds = %761
  %781 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %765, <8 x i1> %482, <8 x float> zeroinitializer)
  %782 = fadd <8 x float> %762, %781
  br label %783

783:                                              ; preds = %780, %773, %766
  %784 = phi <8 x float> [ %782, %780 ], [ %779, %773 ], [ %772, %766 ]
  switch i64 %277, label %504 [
    i64 1, label %799
    i64 2, label %792
    i64 3, label %785
    i64 0, label %821
  ]

785:                                              ; preds = %783
  %786 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %784)
  %787 = bitcast <8 x float> %784 to <8 x i32>
  %788 = and <8 x i32> %787, %254
  %789 = bitcast <8 x i32> %788 to <8 x float>
  %790 = fcmp oeq <8 x float> %784, %47
  %791 = select <8 x i1> %790, <8 x float> %789, <8 x float> %786
  br label %802

792:                                              ; preds = %783
  %793 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %784)
  %794 = bitcast <8 x float> %784 to <8 x i32>
  %795 = or <8 x i32> %794, %255
  %796 = bitcast <8 x i32> %795 to <8 x float>
  %797 = fcmp oeq <8 x float> %784, %50
  %798 = select <8 x i1> %797, <8 x float> %796, <8 x float> %793
  br label %802

799:                                              ; preds = %783
  %800 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %765, <8 x i1> %482, <8 x float> zeroinitializer)
  %801 = fadd <8 x float> %784, %800
  br label %802

802:                                              ; preds = %799, %792, %785
  %803 = phi <8 x float> [ %801, %799 ], [ %798, %792 ], [ %791, %785 ]
  switch i64 %279, label %504 [
    i64 1, label %818
    i64 2, label %811
    i64 3, label %804
    i64 0, label %821
  ]

804:                                              ; preds = %802
  %805 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %803)
  %806 = bitcast <8 x float> %803 to <8 x i32>
  %807 = and <8 x i32> %806, %254
  %808 = bitcast <8 x i32> %807 to <8 x float>
  %809 = fcmp oeq <8 x float> %803, %47
  %810 = select <8 x i1> %809, <8 x float> %808, <8 x float> %805
  br label %821

811:                                              ; preds = %802
  %812 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %803)
  %813 = bitcast <8 x float> %803 to <8 x i32>
  %814 = or <8 x i32> %813, %255
  %815 = bitcast <8 x i32> %814 to <8 x float>
  %816 = fcmp oeq <8 x float> %803, %50
  %817 = select <8 x i1> %816, <8 x float> %815, <8 x float> %812
  br label %821

818:                                              ; preds = %802
  %819 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %765, <8 x i1> %482, <8 x float> zeroinitializer)
  %820 = fadd <8 x float> %803, %819
  br label %821

821:                                              ; preds = %804, %811, %818, %802, %783, %761
  %822 = phi <8 x float> [ %803, %802 ], [ %762, %761 ], [ %784, %783 ], [ %820, %818 ], [ %817, %811 ], [ %810, %804 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %822, ptr align 1 %763, <8 x i1> %482)
  br i1 %275, label %828, label %823

823:                                              ; preds = %821
  %824 = load float, ptr %346, align 1
  %825 = insertelement <8 x float> poison, float %824, i64 0
  %826 = shufflevector <8 x float> %825, <8 x float> poison, <8 x i32> zeroinitializer
  %827 = fadd <8 x float> %402, %826
  br label %828

828:                                              ; preds = %823, %821
  %829 = phi <8 x float> [ %827, %823 ], [ %402, %821 ]
  %830 = getelementptr inbounds nuw float, ptr %350, i64 %553
  %831 = getelementptr inbounds nuw float, ptr %354, i64 %553
  %832 = select i1 %383, ptr null, ptr %831
  switch i64 %257, label %504 [
    i64 1, label %847
    i64 2, label %840
    i64 3, label %833
    i64 0, label %888
  ]

833:                                              ; preds = %828
  %834 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %829)
  %835 = bitcast <8 x float> %829 to <8 x i32>
  %836 = and <8 x i32> %835, %254
  %837 = bitcast <8 x i32> %836 to <8 x float>
  %838 = fcmp oeq <8 x float> %829, %47
  %839 = select <8 x i1> %838, <8 x float> %837, <8 x float> %834
  br label %850

840:                                              ; preds = %828
  %841 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %829)
  %842 = bitcast <8 x float> %829 to <8 x i32>
  %843 = or <8 x i32> %842, %255
  %844 = bitcast <8 x i32> %843 to <8 x float>
  %845 = fcmp oeq <8 x float> %829, %50
  %846 = select <8 x i1> %845, <8 x float> %844, <8 x float> %841
  br label %850

847:                                              ; preds = %828
  %848 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %832, <8 x i1> %561, <8 x float> zeroinitializer)
  %849 = fadd <8 x float> %829, %848
  br label %850

850:                                              ; preds = %847, %840, %833
  %851 = phi <8 x float> [ %849, %847 ], [ %846, %840 ], [ %839, %833 ]
  switch i64 %281, label %504 [
    i64 1, label %866
    i64 2, label %859
    i64 3, label %852
    i64 0, label %888
  ]

852:                                              ; preds = %850
  %853 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %851)
  %854 = bitcast <8 x float> %851 to <8 x i32>
  %855 = and <8 x i32> %854, %254
  %856 = bitcast <8 x i32> %855 to <8 x float>
  %857 = fcmp oeq <8 x float> %851, %47
  %858 = select <8 x i1> %857, <8 x float> %856, <8 x float> %853
  br label %869

859:                                              ; preds = %850
  %860 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %851)
  %861 = bitcast <8 x float> %851 to <8 x i32>
  %862 = or <8 x i32> %861, %255
  %863 = bitcast <8 x i32> %862 to <8 x float>
  %864 = fcmp oeq <8 x float> %851, %50
  %865 = select <8 x i1> %864, <8 x float> %863, <8 x float> %860
  br label %869

866:                                              ; preds = %850
  %867 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %832, <8 x i1> %561, <8 x float> zeroinitializer)
  %868 = fadd <8 x float> %851, %867
  br label %869

869:                                              ; preds = %866, %859, %852
  %870 = phi <8 x float> [ %868, %866 ], [ %865, %859 ], [ %858, %852 ]
  switch i64 %283, label %504 [
    i64 1, label %885
    i64 2, label %878
    i64 3, label %871
    i64 0, label %888
  ]

871:                                              ; preds = %869
  %872 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %870)
  %873 = bitcast <8 x float> %870 to <8 x i32>
  %874 = and <8 x i32> %873, %254
  %875 = bitcast <8 x i32> %874 to <8 x float>
  %876 = fcmp oeq <8 x float> %870, %47
  %877 = select <8 x i1> %876, <8 x float> %875, <8 x float> %872
  br label %888

878:                                              ; preds = %869
  %879 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %870)
  %880 = bitcast <8 x float> %870 to <8 x i32>
  %881 = or <8 x i32> %880, %255
  %882 = bitcast <8 x i32> %881 to <8 x float>
  %883 = fcmp oeq <8 x float> %870, %50
  %884 = select <8 x i1> %883, <8 x float> %882, <8 x float> %879
  br label %888

885:                                              ; preds = %869
  %886 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %832, <8 x i1> %561, <8 x float> zeroinitializer)
  %887 = fadd <8 x float> %870, %886
  br label %888

888:                                              ; preds = %871, %878, %885, %869, %850, %828
  %889 = phi <8 x float> [ %870, %869 ], [ %829, %828 ], [ %851, %850 ], [ %887, %885 ], [ %884, %878 ], [ %877, %871 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %889, ptr nonnull align 1 %830, <8 x i1> %561)
  br i1 %284, label %895, label %890

890:                                              ; preds = %888
  %891 = load float, ptr %366, align 1
  %892 = insertelement <8 x float> poison, float %891, i64 0
  %893 = shufflevector <8 x float> %892, <8 x float> poison, <8 x i32> zeroinitializer
  %894 = fadd <8 x float> %401, %893
  br label %895

895:                                              ; preds = %890, %888
  %896 = phi <8 x float> [ %894, %890 ], [ %401, %888 ]
  %897 = getelementptr inbounds nuw float, ptr %370, i64 %474
  %898 = getelementptr inbounds nuw float, ptr %374, i64 %474
  %899 = select i1 %384, ptr null, ptr %898
  switch i64 %257, label %504 [
    i64 1, label %914
    i64 2, label %907
    i64 3, label %900
    i64 0, label %955
  ]

900:                                              ; preds = %895
  %901 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %896)
  %902 = bitcast <8 x float> %896 to <8 x i32>
  %903 = and <8 x i32> %902, %254
  %904 = bitcast <8 x i32> %903 to <8 x float>
  %905 = fcmp oeq <8 x float> %896, %47
  %906 = select <8 x i1> %905, <8 x float> %904, <8 x float> %901
  br label %917

907:                                              ; preds = %895
  %908 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %896)
  %909 = bitcast <8 x float> %896 to <8 x i32>
  %910 = or <8 x i32> %909, %255
  %911 = bitcast <8 x i32> %910 to <8 x float>
  %912 = fcmp oeq <8 x float> %896, %50
  %913 = select <8 x i1> %912, <8 x float> %911, <8 x float> %908
  br label %917

914:                                              ; preds = %895
  %915 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %899, <8 x i1> %482, <8 x float> zeroinitializer)
  %916 = fadd <8 x float> %896, %915
  br label %917

917:                                              ; preds = %914, %907, %900
  %918 = phi <8 x float> [ %916, %914 ], [ %913, %907 ], [ %906, %900 ]
  switch i64 %286, label %504 [
    i64 1, label %933
    i64 2, label %926
    i64 3, label %919
    i64 0, label %955
  ]

919:                                              ; preds = %917
  %920 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %918)
  %921 = bitcast <8 x float> %918 to <8 x i32>
  %922 = and <8 x i32> %921, %254
  %923 = bitcast <8 x i32> %922 to <8 x float>
  %924 = fcmp oeq <8 x float> %918, %47
  %925 = select <8 x i1> %924, <8 x float> %923, <8 x float> %920
  br label %936

926:                                              ; preds = %917
  %927 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %918)
  %928 = bitcast <8 x float> %918 to <8 x i32>
  %929 = or <8 x i32> %928, %255
  %930 = bitcast <8 x i32> %929 to <8 x float>
  %931 = fcmp oeq <8 x float> %918, %50
  %932 = select <8 x i1> %931, <8 x float> %930, <8 x float> %927
  br label %936

933:                                              ; preds = %917
  %934 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %899, <8 x i1> %482, <8 x float> zeroinitializer)
  %935 = fadd <8 x float> %918, %934
  br label %936

936:                                              ; preds = %933, %926, %919
  %937 = phi <8 x float> [ %935, %933 ], [ %932, %926 ], [ %925, %919 ]
  switch i64 %288, label %504 [
    i64 1, label %952
    i64 2, label %945
    i64 3, label %938
    i64 0, label %955
  ]

938:                                              ; preds = %936
  %939 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %937)
  %940 = bitcast <8 x float> %937 to <8 x i32>
  %941 = and <8 x i32> %940, %254
  %942 = bitcast <8 x i32> %941 to <8 x float>
  %943 = fcmp oeq <8 x float> %937, %47
  %944 = select <8 x i1> %943, <8 x float> %942, <8 x float> %939
  br label %955

945:                                              ; preds = %936
  %946 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %937)
  %947 = bitcast <8 x float> %937 to <8 x i32>
  %948 = or <8 x i32> %947, %255
  %949 = bitcast <8 x i32> %948 to <8 x float>
  %950 = fcmp oeq <8 x float> %937, %50
  %951 = select <8 x i1> %950, <8 x float> %949, <8 x float> %946
  br label %955

952:                                              ; preds = %936
  %953 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %899, <8 x i1> %482, <8 x float> zeroinitializer)
  %954 = fadd <8 x float> %937, %953
  br label %955

955:                                              ; preds = %938, %945, %952, %936, %917, %895
  %956 = phi <8 x float> [ %937, %936 ], [ %896, %895 ], [ %918, %917 ], [ %954, %952 ], [ %951, %945 ], [ %944, %938 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %956, ptr align 1 %897, <8 x i1> %482)
  br i1 %284, label %962, label %957

957:                                              ; preds = %955
  %958 = load float, ptr %366, align 1
  %959 = insertelement <8 x float> poison, float %958, i64 0
  %960 = shufflevector <8 x float> %959, <8 x float> poison, <8 x i32> zeroinitializer
  %961 = fadd <8 x float> %400, %960
  br label %962

962:                                              ; preds = %957, %955
  %963 = phi <8 x float> [ %961, %957 ], [ %400, %955 ]
  %964 = getelementptr inbounds nuw float, ptr %370, i64 %553
  %965 = getelementptr inbounds nuw float, ptr %374, i64 %553
  %966 = select i1 %384, ptr null, ptr %965
  switch i64 %257, label %504 [
    i64 1, label %981
    i64 2, label %974
    i64 3, label %967
    i64 0, label %1022
  ]

967:                                              ; preds = %962
  %968 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %963)
  %969 = bitcast <8 x float> %963 to <8 x i32>
  %970 = and <8 x i32> %969, %254
  %971 = bitcast <8 x i32> %970 to <8 x float>
  %972 = fcmp oeq <8 x float> %963, %47
  %973 = select <8 x i1> %972, <8 x float> %971, <8 x float> %968
  br label %984

974:                                              ; preds = %962
  %975 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %963)
  %976 = bitcast <8 x float> %963 to <8 x i32>
  %977 = or <8 x i32> %976, %255
  %978 = bitcast <8 x i32> %977 to <8 x float>
  %979 = fcmp oeq <8 x float> %963, %50
  %980 = select <8 x i1> %979, <8 x float> %978, <8 x float> %975
  br label %984

981:                                              ; preds = %962
  %982 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %966, <8 x i1> %561, <8 x float> zeroinitializer)
  %983 = fadd <8 x float> %963, %982
  br label %984

984:                                              ; preds = %981, %974, %967
  %985 = phi <8 x float> [ %983, %981 ], [ %980, %974 ], [ %973, %967 ]
  switch i64 %290, label %504 [
    i64 1, label %1000
    i64 2, label %993
    i64 3, label %986
    i64 0, label %1022
  ]

986:                                              ; preds = %984
  %987 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %985)
  %988 = bitcast <8 x float> %985 to <8 x i32>
  %989 = and <8 x i32> %988, %254
  %990 = bitcast <8 x i32> %989 to <8 x float>
  %991 = fcmp oeq <8 x float> %985, %47
  %992 = select <8 x i1> %991, <8 x float> %990, <8 x float> %987
  br label %1003

993:                                              ; preds = %984
  %994 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %985)
  %995 = bitcast <8 x float> %985 to <8 x i32>
  %996 = or <8 x i32> %995, %255
  %997 = bitcast <8 x i32> %996 to <8 x float>
  %998 = fcmp oeq <8 x float> %985, %50
  %999 = select <8 x i1> %998, <8 x float> %997, <8 x float> %994
  br label %1003

1000:                                             ; preds = %984
  %1001 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %966, <8 x i1> %561, <8 x float> zeroinitializer)
  %1002 = fadd <8 x float> %985, %1001
  br label %1003

1003:                                             ; preds = %1000, %993, %986
  %1004 = phi <8 x float> [ %1002, %1000 ], [ %999, %993 ], [ %992, %986 ]
  switch i64 %292, label %504 [
    i64 1, label %1019
    i64 2, label %1012
    i64 3, label %1005
    i64 0, label %1022
  ]

1005:                                             ; preds = %1003
  %1006 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %1004)
  %1007 = bitcast <8 x float> %1004 to <8 x i32>
  %1008 = and <8 x i32> %1007, %254
  %1009 = bitcast <8 x i32> %1008 to <8 x float>
  %1010 = fcmp oeq <8 x float> %1004, %47
  %1011 = select <8 x i1> %1010, <8 x float> %1009, <8 x float> %1006
  br label %1022

1012:                                             ; preds = %1003
  %1013 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %1004)
  %1014 = bitcast <8 x float> %1004 to <8 x i32>
  %1015 = or <8 x i32> %1014, %255
  %1016 = bitcast <8 x i32> %1015 to <8 x float>
  %1017 = fcmp oeq <8 x float> %1004, %50
  %1018 = select <8 x i1> %1017, <8 x float> %1016, <8 x float> %1013
  br label %1022

1019:                                             ; preds = %1003
  %1020 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %966, <8 x i1> %561, <8 x float> zeroinitializer)
  %1021 = fadd <8 x float> %1004, %1020
  br label %1022

1022:                                             ; preds = %1005, %1012, %1019, %1003, %984, %962
  %1023 = phi <8 x float> [ %1004, %1003 ], [ %963, %962 ], [ %985, %984 ], [ %1021, %1019 ], [ %1018, %1012 ], [ %1011, %1005 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1023, ptr nonnull align 1 %964, <8 x i1> %561)
  %1024 = add nuw nsw i64 %389, 2
  %1025 = icmp slt i64 %1024, %61
  br i1 %1025, label %388, label %385

1026:                                             ; preds = %293, %385, %247
  %1027 = phi i64 [ %57, %247 ], [ %378, %385 ], [ %296, %293 ]
  %1028 = phi i64 [ %56, %247 ], [ %379, %385 ], [ %295, %293 ]
  %1029 = phi i64 [ %3, %247 ], [ %386, %385 ], [ %294, %293 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %36)
  call void @llvm.lifetime.end.p0(ptr nonnull %35)
  br label %1030

1030:                                             ; preds = %1026, %52
  %1031 = phi i64 [ %1027, %1026 ], [ %57, %52 ]
  %1032 = phi i64 [ %1028, %1026 ], [ %56, %52 ]
  %1033 = phi i64 [ %1029, %1026 ], [ %3, %52 ]
  %1034 = add nsw i64 %9, 7
  %1035 = sdiv i64 %1034, 8
  call void @llvm.lifetime.start.p0(ptr nonnull %37)
  %1036 = icmp slt i64 %9, 129
  %1037 = icmp slt i64 %11, 8
  %1038 = and i1 %1036, %1037
  br i1 %1038, label %1039, label %1083

1039:                                             ; preds = %1030
  %1040 = icmp sgt i64 %9, 0
  br i1 %1040, label %1041, label %1083

1041:                                             ; preds = %1039
  %1042 = icmp sgt i64 %11, 0
  %1043 = tail call i64 @llvm.smax.i64(i64 %1035, i64 1)
  br label %1044

1044:                                             ; preds = %1041, %1052
  %1045 = phi i64 [ 0, %1041 ], [ %1053, %1052 ]
  br i1 %1042, label %1046, label %1052

1046:                                             ; preds = %1044
  %1047 = shl nsw i64 %1045, 3
  %1048 = sub nsw i64 %9, %1047
  %1049 = sub i64 %1047, %17
  %1050 = mul nuw nsw i64 %1045, %11
  %1051 = getelementptr <4 x i64>, ptr %37, i64 %1050
  br label %1055

1052:                                             ; preds = %1080, %1044
  %1053 = add nuw nsw i64 %1045, 1
  %1054 = icmp eq i64 %1053, %1043
  br i1 %1054, label %1083, label %1044

1055:                                             ; preds = %1046, %1080
  %1056 = phi i64 [ 0, %1046 ], [ %1081, %1080 ]
  br i1 %53, label %1080, label %1057

1057:                                             ; preds = %1055
  %1058 = mul nsw i64 %1056, %15
  %1059 = add i64 %1049, %1058
  %1060 = icmp slt i64 %1059, 0
  %1061 = sub nsw i64 0, %1059
  %1062 = select i1 %1060, i64 %1061, i64 0
  %1063 = sub nsw i64 %7, %1059
  %1064 = tail call i64 @llvm.smin.i64(i64 %1063, i64 %1048)
  %1065 = tail call i64 @llvm.smin.i64(i64 %1064, i64 8)
  %1066 = icmp sgt i64 %1065, %1062
  %1067 = trunc i64 %1062 to i32
  %1068 = select i1 %1066, i32 %1067, i32 0
  %1069 = insertelement <8 x i32> poison, i32 %1068, i64 0
  %1070 = shufflevector <8 x i32> %1069, <8 x i32> poison, <8 x i32> zeroinitializer
  %1071 = icmp slt <8 x i32> %1070, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1072 = trunc i64 %1065 to i32
  %1073 = select i1 %1066, i32 %1072, i32 0
  %1074 = insertelement <8 x i32> poison, i32 %1073, i64 0
  %1075 = shufflevector <8 x i32> %1074, <8 x i32> poison, <8 x i32> zeroinitializer
  %1076 = icmp sgt <8 x i32> %1075, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1077 = and <8 x i1> %1076, %1071
  %1078 = sext <8 x i1> %1077 to <8 x i32>
  %1079 = getelementptr <4 x i64>, ptr %1051, i64 %1056
  store <8 x i32> %1078, ptr %1079, align 32
  br label %1080

1080:                                             ; preds = %1055, %1057
  %1081 = add nuw nsw i64 %1056, 1
  %1082 = icmp eq i64 %1081, %11
  br i1 %1082, label %1052, label %1055

1083:                                             ; preds = %1052, %1039, %1030
  %1084 = phi ptr [ null, %1030 ], [ %37, %1039 ], [ %37, %1052 ]
  %1085 = icmp slt i64 %1033, %4
  br i1 %1085, label %1086, label %1506

1086:                                             ; preds = %1083
  %1087 = mul i64 %7, %6
  %1088 = icmp eq i64 %21, 0
  %1089 = icmp eq i64 %22, 0
  %1090 = icmp sgt i64 %9, 32
  %1091 = or i1 %1090, %53
  %1092 = icmp slt i64 %9, 17
  %1093 = select i1 %1092, i32 4, i32 2
  %1094 = select i1 %1091, i32 1, i32 %1093
  %1095 = zext nneg i32 %1094 to i64
  %1096 = icmp sgt i64 %9, 0
  %1097 = icmp sgt i64 %10, 0
  %1098 = icmp sgt i64 %11, 0
  %1099 = icmp eq ptr %1084, null
  %1100 = bitcast <8 x float> %47 to <8 x i32>
  %1101 = bitcast <8 x float> %50 to <8 x i32>
  %1102 = shl i64 %9, 1
  %1103 = icmp sgt i64 %9, 7
  %1104 = trunc i64 %9 to i32
  %1105 = select i1 %1103, i32 8, i32 %1104
  %1106 = insertelement <8 x i32> poison, i32 %1105, i64 0
  %1107 = shufflevector <8 x i32> %1106, <8 x i32> poison, <8 x i32> zeroinitializer
  %1108 = icmp sgt <8 x i32> %1107, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1109 = and i64 %26, 3
  %1110 = lshr i64 %26, 2
  %1111 = and i64 %1110, 3
  %1112 = lshr i64 %26, 4
  %1113 = and i64 %1112, 3
  %1114 = getelementptr inbounds nuw i8, ptr %34, i64 32
  %1115 = lshr i64 %26, 2
  %1116 = and i64 %1115, 3
  %1117 = lshr i64 %26, 4
  %1118 = and i64 %1117, 3
  %1119 = getelementptr inbounds nuw i8, ptr %34, i64 64
  %1120 = lshr i64 %26, 2
  %1121 = and i64 %1120, 3
  %1122 = lshr i64 %26, 4
  %1123 = and i64 %1122, 3
  %1124 = getelementptr inbounds nuw i8, ptr %34, i64 96
  %1125 = lshr i64 %26, 2
  %1126 = and i64 %1125, 3
  %1127 = lshr i64 %26, 4
  %1128 = and i64 %1127, 3
  %1129 = getelementptr inbounds nuw i8, ptr %34, i64 128
  %1130 = lshr i64 %26, 2
  %1131 = and i64 %1130, 3
  %1132 = lshr i64 %26, 4
  %1133 = and i64 %1132, 3
  %1134 = getelementptr inbounds nuw i8, ptr %34, i64 160
  %1135 = lshr i64 %26, 2
  %1136 = and i64 %1135, 3
  %1137 = lshr i64 %26, 4
  %1138 = and i64 %1137, 3
  %1139 = getelementptr inbounds nuw i8, ptr %34, i64 192
  %1140 = lshr i64 %26, 2
  %1141 = and i64 %1140, 3
  %1142 = lshr i64 %26, 4
  %1143 = and i64 %1142, 3
  %1144 = getelementptr inbounds nuw i8, ptr %34, i64 224
  %1145 = lshr i64 %26, 2
  %1146 = and i64 %1145, 3
  %1147 = lshr i64 %26, 4
  %1148 = and i64 %1147, 3
  %1149 = and i64 %26, 3
  %1150 = lshr i64 %26, 2
  %1151 = and i64 %1150, 3
  %1152 = lshr i64 %26, 4
  %1153 = and i64 %1152, 3
  %1154 = getelementptr inbounds nuw i8, ptr %33, i64 32
  %1155 = lshr i64 %26, 2
  %1156 = and i64 %1155, 3
  %1157 = lshr i64 %26, 4
  %1158 = and i64 %1157, 3
  %1159 = getelementptr inbounds nuw i8, ptr %33, i64 64
  %1160 = lshr i64 %26, 2
  %1161 = and i64 %1160, 3
  %1162 = lshr i64 %26, 4
  %1163 = and i64 %1162, 3
  %1164 = getelementptr inbounds nuw i8, ptr %33, i64 96
  %1165 = lshr i64 %26, 2
  %1166 = and i64 %1165, 3
  %1167 = lshr i64 %26, 4
  %1168 = and i64 %1167, 3
  %1169 = getelementptr inbounds nuw i8, ptr %33, i64 128
  %1170 = lshr i64 %26, 2
  %1171 = and i64 %1170, 3
  %1172 = lshr i64 %26, 4
  %1173 = and i64 %1172, 3
  %1174 = getelementptr inbounds nuw i8, ptr %33, i64 160
  %1175 = lshr i64 %26, 2
  %1176 = and i64 %1175, 3
  %1177 = lshr i64 %26, 4
  %1178 = and i64 %1177, 3
  %1179 = getelementptr inbounds nuw i8, ptr %33, i64 192
  %1180 = lshr i64 %26, 2
  %1181 = and i64 %1180, 3
  %1182 = lshr i64 %26, 4
  %1183 = and i64 %1182, 3
  %1184 = and i64 %26, 3
  %1185 = lshr i64 %26, 2
  %1186 = and i64 %1185, 3
  %1187 = lshr i64 %26, 4
  %1188 = and i64 %1187, 3
  %1189 = getelementptr inbounds nuw i8, ptr %32, i64 32
  %1190 = lshr i64 %26, 2
  %1191 = and i64 %1190, 3
  %1192 = lshr i64 %26, 4
  %1193 = and i64 %1192, 3
  %1194 = getelementptr inbounds nuw i8, ptr %32, i64 64
  %1195 = lshr i64 %26, 2
  %1196 = and i64 %1195, 3
  %1197 = lshr i64 %26, 4
  %1198 = and i64 %1197, 3
  %1199 = getelementptr inbounds nuw i8, ptr %32, i64 96
  %1200 = lshr i64 %26, 2
  %1201 = and i64 %1200, 3
  %1202 = lshr i64 %26, 4
  %1203 = and i64 %1202, 3
  %1204 = getelementptr inbounds nuw i8, ptr %32, i64 128
  %1205 = lshr i64 %26, 2
  %1206 = and i64 %1205, 3
  %1207 = lshr i64 %26, 4
  %1208 = and i64 %1207, 3
  %1209 = getelementptr inbounds nuw i8, ptr %32, i64 160
  %1210 = lshr i64 %26, 2
  %1211 = and i64 %1210, 3
  %1212 = lshr i64 %26, 4
  %1213 = and i64 %1212, 3
  %1214 = and i64 %26, 3
  %1215 = lshr i64 %26, 2
  %1216 = and i64 %1215, 3
  %1217 = lshr i64 %26, 4
  %1218 = and i64 %1217, 3
  %1219 = getelementptr inbounds nuw i8, ptr %31, i64 32
  %1220 = lshr i64 %26, 2
  %1221 = and i64 %1220, 3
  %1222 = lshr i64 %26, 4
  %1223 = and i64 %1222, 3
  %1224 = getelementptr inbounds nuw i8, ptr %31, i64 64
  %1225 = lshr i64 %26, 2
  %1226 = and i64 %1225, 3
  %1227 = lshr i64 %26, 4
  %1228 = and i64 %1227, 3
  %1229 = getelementptr inbounds nuw i8, ptr %31, i64 96
  %1230 = lshr i64 %26, 2
  %1231 = and i64 %1230, 3
  %1232 = lshr i64 %26, 4
  %1233 = and i64 %1232, 3
  %1234 = getelementptr inbounds nuw i8, ptr %31, i64 128
  %1235 = lshr i64 %26, 2
  %1236 = and i64 %1235, 3
  %1237 = lshr i64 %26, 4
  %1238 = and i64 %1237, 3
  %1239 = and i64 %26, 3
  %1240 = lshr i64 %26, 2
  %1241 = and i64 %1240, 3
  %1242 = lshr i64 %26, 4
  %1243 = and i64 %1242, 3
  %1244 = getelementptr inbounds nuw i8, ptr %30, i64 32
  %1245 = lshr i64 %26, 2
  %1246 = and i64 %1245, 3
  %1247 = lshr i64 %26, 4
  %1248 = and i64 %1247, 3
  %1249 = getelementptr inbounds nuw i8, ptr %30, i64 64
  %1250 = lshr i64 %26, 2
  %1251 = and i64 %1250, 3
  %1252 = lshr i64 %26, 4
  %1253 = and i64 %1252, 3
  %1254 = getelementptr inbounds nuw i8, ptr %30, i64 96
  %1255 = lshr i64 %26, 2
  %1256 = and i64 %1255, 3
  %1257 = lshr i64 %26, 4
  %1258 = and i64 %1257, 3
  %1259 = and i64 %26, 3
  %1260 = lshr i64 %26, 2
  %1261 = and i64 %1260, 3
  %1262 = lshr i64 %26, 4
  %1263 = and i64 %1262, 3
  %1264 = lshr i64 %26, 2
  %1265 = and i64 %1264, 3
  %1266 = lshr i64 %26, 4
  %1267 = and i64 %1266, 3
  %1268 = lshr i64 %26, 2
  %1269 = and i64 %1268, 3
  %1270 = lshr i64 %26, 4
  %1271 = and i64 %1270, 3
  %1272 = and i64 %26, 3
  %1273 = lshr i64 %26, 2
  %1274 = and i64 %1273, 3
  %1275 = lshr i64 %26, 4
  %1276 = and i64 %1275, 3
  %1277 = lshr i64 %26, 2
  %1278 = and i64 %1277, 3
  %1279 = lshr i64 %26, 4
  %1280 = and i64 %1279, 3
  %1281 = and i64 %26, 3
  %1282 = lshr i64 %26, 2
  %1283 = and i64 %1282, 3
  %1284 = lshr i64 %26, 4
  %1285 = and i64 %1284, 3
  %1286 = and i64 %26, 3
  %1287 = lshr i64 %26, 2
  %1288 = and i64 %1287, 3
  %1289 = lshr i64 %26, 4
  %1290 = and i64 %1289, 3
  %1291 = getelementptr inbounds nuw i8, ptr %29, i64 32
  %1292 = lshr i64 %26, 2
  %1293 = and i64 %1292, 3
  %1294 = lshr i64 %26, 4
  %1295 = and i64 %1294, 3
  %1296 = getelementptr inbounds nuw i8, ptr %29, i64 64
  %1297 = lshr i64 %26, 2
  %1298 = and i64 %1297, 3
  %1299 = lshr i64 %26, 4
  %1300 = and i64 %1299, 3
  %1301 = getelementptr inbounds nuw i8, ptr %29, i64 96
  %1302 = lshr i64 %26, 2
  %1303 = and i64 %1302, 3
  %1304 = lshr i64 %26, 4
  %1305 = and i64 %1304, 3
  %1306 = and i64 %26, 3
  %1307 = lshr i64 %26, 2
  %1308 = and i64 %1307, 3
  %1309 = lshr i64 %26, 4
  %1310 = and i64 %1309, 3
  %1311 = lshr i64 %26, 2
  %1312 = and i64 %1311, 3
  %1313 = lshr i64 %26, 4
  %1314 = and i64 %1313, 3
  %1315 = lshr i64 %26, 2
  %1316 = and i64 %1315, 3
  %1317 = lshr i64 %26, 4
  %1318 = and i64 %1317, 3
  %1319 = and i64 %26, 3
  %1320 = lshr i64 %26, 2
  %1321 = and i64 %1320, 3
  %1322 = lshr i64 %26, 4
  %1323 = and i64 %1322, 3
  %1324 = lshr i64 %26, 2
  %1325 = and i64 %1324, 3
  %1326 = lshr i64 %26, 4
  %1327 = and i64 %1326, 3
  %1328 = and i64 %26, 3
  %1329 = lshr i64 %26, 2
  %1330 = and i64 %1329, 3
  %1331 = lshr i64 %26, 4
  %1332 = and i64 %1331, 3
  %1333 = getelementptr inbounds nuw i8, ptr %28, i64 256
  %1334 = and i64 %26, 3
  %1335 = lshr i64 %26, 2
  %1336 = and i64 %1335, 3
  %1337 = lshr i64 %26, 4
  %1338 = and i64 %1337, 3
  %1339 = icmp sgt i64 %9, 15
  %1340 = trunc i64 %9 to i32
  %1341 = add i32 %1340, -8
  %1342 = select i1 %1339, i32 8, i32 %1341
  %1343 = insertelement <8 x i32> poison, i32 %1342, i64 0
  %1344 = shufflevector <8 x i32> %1343, <8 x i32> poison, <8 x i32> zeroinitializer
  %1345 = icmp sgt <8 x i32> %1344, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1346 = getelementptr inbounds nuw i8, ptr %28, i64 32
  %1347 = lshr i64 %26, 2
  %1348 = and i64 %1347, 3
  %1349 = lshr i64 %26, 4
  %1350 = and i64 %1349, 3
  %1351 = icmp sgt i64 %9, 23
  %1352 = trunc i64 %9 to i32
  %1353 = add i32 %1352, -16
  %1354 = select i1 %1351, i32 8, i32 %1353
  %1355 = insertelement <8 x i32> poison, i32 %1354, i64 0
  %1356 = shufflevector <8 x i32> %1355, <8 x i32> poison, <8 x i32> zeroinitializer
  %1357 = icmp sgt <8 x i32> %1356, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1358 = getelementptr inbounds nuw i8, ptr %28, i64 64
  %1359 = lshr i64 %26, 2
  %1360 = and i64 %1359, 3
  %1361 = lshr i64 %26, 4
  %1362 = and i64 %1361, 3
  %1363 = icmp sgt i64 %9, 31
  %1364 = trunc i64 %9 to i32
  %1365 = add i32 %1364, -24
  %1366 = select i1 %1363, i32 8, i32 %1365
  %1367 = insertelement <8 x i32> poison, i32 %1366, i64 0
  %1368 = shufflevector <8 x i32> %1367, <8 x i32> poison, <8 x i32> zeroinitializer
  %1369 = icmp sgt <8 x i32> %1368, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1370 = getelementptr inbounds nuw i8, ptr %28, i64 96
  %1371 = lshr i64 %26, 2
  %1372 = and i64 %1371, 3
  %1373 = lshr i64 %26, 4
  %1374 = and i64 %1373, 3
  %1375 = lshr i64 %26, 2
  %1376 = and i64 %1375, 3
  %1377 = lshr i64 %26, 4
  %1378 = and i64 %1377, 3
  %1379 = add nsw i64 %9, 8
  %1380 = getelementptr inbounds nuw i8, ptr %28, i64 288
  %1381 = lshr i64 %26, 2
  %1382 = and i64 %1381, 3
  %1383 = lshr i64 %26, 4
  %1384 = and i64 %1383, 3
  %1385 = add nsw i64 %9, 16
  %1386 = getelementptr inbounds nuw i8, ptr %28, i64 320
  %1387 = lshr i64 %26, 2
  %1388 = and i64 %1387, 3
  %1389 = lshr i64 %26, 4
  %1390 = and i64 %1389, 3
  %1391 = add nsw i64 %9, 24
  %1392 = getelementptr inbounds nuw i8, ptr %28, i64 352
  %1393 = lshr i64 %26, 2
  %1394 = and i64 %1393, 3
  %1395 = lshr i64 %26, 4
  %1396 = and i64 %1395, 3
  %1397 = add nsw i64 %9, -8
  %1398 = shl i64 %11, 6
  %1399 = add nsw i64 %9, -16
  %1400 = and i64 %26, 3
  %1401 = lshr i64 %26, 2
  %1402 = and i64 %1401, 3
  %1403 = lshr i64 %26, 4
  %1404 = and i64 %1403, 3
  %1405 = icmp sgt i64 %9, 15
  %1406 = trunc i64 %9 to i32
  %1407 = add i32 %1406, -8
  %1408 = select i1 %1405, i32 8, i32 %1407
  %1409 = insertelement <8 x i32> poison, i32 %1408, i64 0
  %1410 = shufflevector <8 x i32> %1409, <8 x i32> poison, <8 x i32> zeroinitializer
  %1411 = icmp sgt <8 x i32> %1410, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1412 = lshr i64 %26, 2
  %1413 = and i64 %1412, 3
  %1414 = lshr i64 %26, 4
  %1415 = and i64 %1414, 3
  %1416 = icmp sgt i64 %9, 23
  %1417 = trunc i64 %9 to i32
  %1418 = add i32 %1417, -16
  %1419 = select i1 %1416, i32 8, i32 %1418
  %1420 = insertelement <8 x i32> poison, i32 %1419, i64 0
  %1421 = shufflevector <8 x i32> %1420, <8 x i32> poison, <8 x i32> zeroinitializer
  %1422 = icmp sgt <8 x i32> %1421, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1423 = lshr i64 %26, 2
  %1424 = and i64 %1423, 3
  %1425 = lshr i64 %26, 4
  %1426 = and i64 %1425, 3
  %1427 = lshr i64 %26, 2
  %1428 = and i64 %1427, 3
  %1429 = lshr i64 %26, 4
  %1430 = and i64 %1429, 3
  %1431 = add nsw i64 %9, 8
  %1432 = lshr i64 %26, 2
  %1433 = and i64 %1432, 3
  %1434 = lshr i64 %26, 4
  %1435 = and i64 %1434, 3
  %1436 = add nsw i64 %9, 16
  %1437 = lshr i64 %26, 2
  %1438 = and i64 %1437, 3
  %1439 = lshr i64 %26, 4
  %1440 = and i64 %1439, 3
  %1441 = add nsw i64 %9, -8
  %1442 = and i64 %26, 3
  %1443 = lshr i64 %26, 2
  %1444 = and i64 %1443, 3
  %1445 = lshr i64 %26, 4
  %1446 = and i64 %1445, 3
  %1447 = icmp sgt i64 %9, 15
  %1448 = trunc i64 %9 to i32
  %1449 = add i32 %1448, -8
  %1450 = select i1 %1447, i32 8, i32 %1449
  %1451 = insertelement <8 x i32> poison, i32 %1450, i64 0
  %1452 = shufflevector <8 x i32> %1451, <8 x i32> poison, <8 x i32> zeroinitializer
  %1453 = icmp sgt <8 x i32> %1452, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1454 = lshr i64 %26, 2
  %1455 = and i64 %1454, 3
  %1456 = lshr i64 %26, 4
  %1457 = and i64 %1456, 3
  %1458 = lshr i64 %26, 2
  %1459 = and i64 %1458, 3
  %1460 = lshr i64 %26, 4
  %1461 = and i64 %1460, 3
  %1462 = add nsw i64 %9, 8
  %1463 = lshr i64 %26, 2
  %1464 = and i64 %1463, 3
  %1465 = lshr i64 %26, 4
  %1466 = and i64 %1465, 3
  %1467 = shl nsw i64 %9, 1
  %1468 = lshr i64 %26, 2
  %1469 = and i64 %1468, 3
  %1470 = lshr i64 %26, 4
  %1471 = and i64 %1470, 3
  %1472 = add nsw i64 %1467, 8
  %1473 = lshr i64 %26, 2
  %1474 = and i64 %1473, 3
  %1475 = lshr i64 %26, 4
  %1476 = and i64 %1475, 3
  %1477 = mul nsw i64 %9, 3
  %1478 = lshr i64 %26, 2
  %1479 = and i64 %1478, 3
  %1480 = lshr i64 %26, 4
  %1481 = and i64 %1480, 3
  %1482 = add nsw i64 %1477, 8
  %1483 = lshr i64 %26, 2
  %1484 = and i64 %1483, 3
  %1485 = lshr i64 %26, 4
  %1486 = and i64 %1485, 3
  %1487 = and i64 %26, 3
  %1488 = lshr i64 %26, 2
  %1489 = and i64 %1488, 3
  %1490 = lshr i64 %26, 4
  %1491 = and i64 %1490, 3
  %1492 = lshr i64 %26, 2
  %1493 = and i64 %1492, 3
  %1494 = lshr i64 %26, 4
  %1495 = and i64 %1494, 3
  %1496 = shl nsw i64 %9, 1
  %1497 = lshr i64 %26, 2
  %1498 = and i64 %1497, 3
  %1499 = lshr i64 %26, 4
  %1500 = and i64 %1499, 3
  %1501 = mul nsw i64 %9, 3
  %1502 = lshr i64 %26, 2
  %1503 = and i64 %1502, 3
  %1504 = lshr i64 %26, 4
  %1505 = and i64 %1504, 3
  br label %1507

1506:                                             ; preds = %8576, %1083
  call void @llvm.lifetime.end.p0(ptr nonnull %37)
  br label %8581

1507:                                             ; preds = %1086, %8576
  %1508 = phi i64 [ %54, %1086 ], [ %8579, %8576 ]
  %1509 = phi i64 [ %1032, %1086 ], [ %8578, %8576 ]
  %1510 = phi i64 [ %1031, %1086 ], [ %8577, %8576 ]
  %1511 = phi i64 [ %1033, %1086 ], [ %8567, %8576 ]
  %1512 = mul nsw i64 %1510, %19
  %1513 = getelementptr inbounds float, ptr %38, i64 %1512
  %1514 = mul i64 %1087, %1509
  %1515 = getelementptr inbounds float, ptr %1513, i64 %1514
  %1516 = mul nsw i64 %1509, %58
  %1517 = getelementptr inbounds float, ptr %39, i64 %1516
  %1518 = getelementptr inbounds float, ptr %40, i64 %1509
  %1519 = select i1 %1088, ptr null, ptr %1518
  %1520 = mul nsw i64 %1510, %20
  %1521 = getelementptr inbounds float, ptr %42, i64 %1520
  %1522 = mul nsw i64 %1509, %59
  %1523 = getelementptr inbounds float, ptr %1521, i64 %1522
  %1524 = mul nsw i64 %1508, %9
  %1525 = getelementptr inbounds float, ptr %1523, i64 %1524
  %1526 = mul nsw i64 %1510, %23
  %1527 = getelementptr inbounds float, ptr %41, i64 %1526
  %1528 = getelementptr inbounds float, ptr %1527, i64 %1522
  %1529 = getelementptr inbounds float, ptr %1528, i64 %1524
  %1530 = select i1 %1089, ptr null, ptr %1529
  %1531 = sub nsw i64 %8, %1508
  %1532 = sub nsw i64 %4, %1511
  %1533 = call i64 @llvm.smin.i64(i64 %1531, i64 %1532)
  %1534 = icmp slt i64 %1533, %1095
  %1535 = select i1 %1534, i32 1, i32 %1094
  %1536 = icmp samesign ugt i32 %1535, 1
  br i1 %1536, label %1537, label %3852

1537:                                             ; preds = %1507
  switch i64 %1035, label %8565 [
    i64 1, label %1538
    i64 2, label %1924
    i64 3, label %2642
    i64 4, label %3217
  ]

1538:                                             ; preds = %1537
  br i1 %1097, label %1539, label %1547

1539:                                             ; preds = %1538
  %1540 = mul nsw i64 %1508, %12
  %1541 = add nsw i64 %1508, 1
  %1542 = mul nsw i64 %1541, %12
  %1543 = add nsw i64 %1508, 2
  %1544 = mul nsw i64 %1543, %12
  %1545 = add nsw i64 %1508, 3
  %1546 = mul nsw i64 %1545, %12
  br label %1554

1547:                                             ; preds = %1593, %1538
  %1548 = phi <8 x float> [ zeroinitializer, %1538 ], [ %1594, %1593 ]
  %1549 = phi <8 x float> [ zeroinitializer, %1538 ], [ %1595, %1593 ]
  %1550 = phi <8 x float> [ zeroinitializer, %1538 ], [ %1596, %1593 ]
  %1551 = phi <8 x float> [ zeroinitializer, %1538 ], [ %1597, %1593 ]
  %1552 = icmp eq ptr %1519, null
  %1553 = icmp eq ptr %1530, null
  br i1 %1552, label %1664, label %1659

1554:                                             ; preds = %1539, %1593
  %1555 = phi <8 x float> [ zeroinitializer, %1539 ], [ %1594, %1593 ]
  %1556 = phi <8 x float> [ zeroinitializer, %1539 ], [ %1595, %1593 ]
  %1557 = phi <8 x float> [ zeroinitializer, %1539 ], [ %1596, %1593 ]
  %1558 = phi <8 x float> [ zeroinitializer, %1539 ], [ %1597, %1593 ]
  %1559 = phi i64 [ 0, %1539 ], [ %1598, %1593 ]
  %1560 = mul nsw i64 %1559, %14
  %1561 = sub i64 %1560, %16
  %1562 = add i64 %1561, %1540
  %1563 = icmp slt i64 %1562, 0
  %1564 = icmp sge i64 %1562, %6
  %1565 = or i1 %1563, %1564
  %1566 = select i1 %1565, i64 0, i64 %1562
  %1567 = mul nsw i64 %1566, %7
  %1568 = getelementptr inbounds float, ptr %1515, i64 %1567
  %1569 = add i64 %1561, %1542
  %1570 = icmp slt i64 %1569, 0
  %1571 = icmp sge i64 %1569, %6
  %1572 = or i1 %1570, %1571
  %1573 = select i1 %1572, i64 0, i64 %1569
  %1574 = mul nsw i64 %1573, %7
  %1575 = getelementptr inbounds float, ptr %1515, i64 %1574
  %1576 = add i64 %1561, %1544
  %1577 = icmp slt i64 %1576, 0
  %1578 = icmp sge i64 %1576, %6
  %1579 = or i1 %1577, %1578
  %1580 = select i1 %1579, i64 0, i64 %1576
  %1581 = mul nsw i64 %1580, %7
  %1582 = getelementptr inbounds float, ptr %1515, i64 %1581
  %1583 = add i64 %1561, %1546
  %1584 = icmp slt i64 %1583, 0
  %1585 = icmp sge i64 %1583, %6
  %1586 = or i1 %1584, %1585
  %1587 = select i1 %1586, i64 0, i64 %1583
  %1588 = mul nsw i64 %1587, %7
  %1589 = getelementptr inbounds float, ptr %1515, i64 %1588
  br i1 %1098, label %1590, label %1593

1590:                                             ; preds = %1554
  %1591 = mul nuw nsw i64 %1559, %11
  %1592 = getelementptr inbounds nuw float, ptr %1517, i64 %1591
  br label %1600

1593:                                             ; preds = %1635, %1554
  %1594 = phi <8 x float> [ %1555, %1554 ], [ %1641, %1635 ]
  %1595 = phi <8 x float> [ %1556, %1554 ], [ %1646, %1635 ]
  %1596 = phi <8 x float> [ %1557, %1554 ], [ %1651, %1635 ]
  %1597 = phi <8 x float> [ %1558, %1554 ], [ %1656, %1635 ]
  %1598 = add nuw nsw i64 %1559, 1
  %1599 = icmp eq i64 %1598, %10
  br i1 %1599, label %1547, label %1554

1600:                                             ; preds = %1590, %1635
  %1601 = phi <8 x float> [ %1555, %1590 ], [ %1641, %1635 ]
  %1602 = phi <8 x float> [ %1556, %1590 ], [ %1646, %1635 ]
  %1603 = phi <8 x float> [ %1557, %1590 ], [ %1651, %1635 ]
  %1604 = phi <8 x float> [ %1558, %1590 ], [ %1656, %1635 ]
  %1605 = phi i64 [ 0, %1590 ], [ %1657, %1635 ]
  %1606 = getelementptr inbounds nuw float, ptr %1592, i64 %1605
  %1607 = load float, ptr %1606, align 1
  %1608 = insertelement <8 x float> poison, float %1607, i64 0
  %1609 = shufflevector <8 x float> %1608, <8 x float> poison, <8 x i32> zeroinitializer
  %1610 = mul nsw i64 %1605, %15
  %1611 = sub nsw i64 %1610, %17
  %1612 = icmp slt i64 %1611, 0
  %1613 = sub nsw i64 0, %1611
  %1614 = select i1 %1612, i64 %1613, i64 0
  %1615 = sub nsw i64 %7, %1611
  %1616 = call i64 @llvm.smin.i64(i64 %1615, i64 %9)
  %1617 = call i64 @llvm.smin.i64(i64 %1616, i64 8)
  %1618 = icmp sgt i64 %1617, %1614
  %1619 = trunc i64 %1614 to i32
  %1620 = select i1 %1618, i32 %1619, i32 0
  %1621 = insertelement <8 x i32> poison, i32 %1620, i64 0
  %1622 = shufflevector <8 x i32> %1621, <8 x i32> poison, <8 x i32> zeroinitializer
  %1623 = icmp slt <8 x i32> %1622, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1624 = trunc i64 %1617 to i32
  %1625 = select i1 %1618, i32 %1624, i32 0
  %1626 = insertelement <8 x i32> poison, i32 %1625, i64 0
  %1627 = shufflevector <8 x i32> %1626, <8 x i32> poison, <8 x i32> zeroinitializer
  %1628 = icmp sgt <8 x i32> %1627, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1629 = and <8 x i1> %1628, %1623
  %1630 = sext <8 x i1> %1629 to <8 x i32>
  %1631 = bitcast <8 x i32> %1630 to <4 x i64>
  br i1 %1099, label %1635, label %1632

1632:                                             ; preds = %1600
  %1633 = getelementptr <4 x i64>, ptr %1084, i64 %1605
  %1634 = load <4 x i64>, ptr %1633, align 32
  br label %1635

1635:                                             ; preds = %1600, %1632
  %1636 = phi <4 x i64> [ %1634, %1632 ], [ %1631, %1600 ]
  %1637 = getelementptr inbounds float, ptr %1568, i64 %1611
  %1638 = select i1 %1565, <4 x i64> zeroinitializer, <4 x i64> %1636
  %1639 = bitcast <4 x i64> %1638 to <8 x i32>
  %1640 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %1637, <8 x i32> %1639)
  %1641 = call <8 x float> @llvm.fma.v8f32(<8 x float> %1640, <8 x float> %1609, <8 x float> %1601)
  %1642 = getelementptr inbounds float, ptr %1575, i64 %1611
  %1643 = select i1 %1572, <4 x i64> zeroinitializer, <4 x i64> %1636
  %1644 = bitcast <4 x i64> %1643 to <8 x i32>
  %1645 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %1642, <8 x i32> %1644)
  %1646 = call <8 x float> @llvm.fma.v8f32(<8 x float> %1645, <8 x float> %1609, <8 x float> %1602)
  %1647 = getelementptr inbounds float, ptr %1582, i64 %1611
  %1648 = select i1 %1579, <4 x i64> zeroinitializer, <4 x i64> %1636
  %1649 = bitcast <4 x i64> %1648 to <8 x i32>
  %1650 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %1647, <8 x i32> %1649)
  %1651 = call <8 x float> @llvm.fma.v8f32(<8 x float> %1650, <8 x float> %1609, <8 x float> %1603)
  %1652 = getelementptr inbounds float, ptr %1589, i64 %1611
  %1653 = select i1 %1586, <4 x i64> zeroinitializer, <4 x i64> %1636
  %1654 = bitcast <4 x i64> %1653 to <8 x i32>
  %1655 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %1652, <8 x i32> %1654)
  %1656 = call <8 x float> @llvm.fma.v8f32(<8 x float> %1655, <8 x float> %1609, <8 x float> %1604)
  %1657 = add nuw nsw i64 %1605, 1
  %1658 = icmp eq i64 %1657, %11
  br i1 %1658, label %1593, label %1600

1659:                                             ; preds = %1547
  %1660 = load float, ptr %1518, align 1
  %1661 = insertelement <8 x float> poison, float %1660, i64 0
  %1662 = shufflevector <8 x float> %1661, <8 x float> poison, <8 x i32> zeroinitializer
  %1663 = fadd <8 x float> %1548, %1662
  br label %1664

1664:                                             ; preds = %1659, %1547
  %1665 = phi <8 x float> [ %1663, %1659 ], [ %1548, %1547 ]
  switch i64 %1487, label %504 [
    i64 1, label %1666
    i64 2, label %1669
    i64 3, label %1676
    i64 0, label %1721
  ]

1666:                                             ; preds = %1664
  %1667 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1530, <8 x i1> %1108, <8 x float> zeroinitializer)
  %1668 = fadd <8 x float> %1665, %1667
  br label %1683

1669:                                             ; preds = %1664
  %1670 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %1665)
  %1671 = bitcast <8 x float> %1665 to <8 x i32>
  %1672 = or <8 x i32> %1671, %1101
  %1673 = bitcast <8 x i32> %1672 to <8 x float>
  %1674 = fcmp oeq <8 x float> %1665, %50
  %1675 = select <8 x i1> %1674, <8 x float> %1673, <8 x float> %1670
  br label %1683

1676:                                             ; preds = %1664
  %1677 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %1665)
  %1678 = bitcast <8 x float> %1665 to <8 x i32>
  %1679 = and <8 x i32> %1678, %1100
  %1680 = bitcast <8 x i32> %1679 to <8 x float>
  %1681 = fcmp oeq <8 x float> %1665, %47
  %1682 = select <8 x i1> %1681, <8 x float> %1680, <8 x float> %1677
  br label %1683

1683:                                             ; preds = %1676, %1669, %1666
  %1684 = phi <8 x float> [ %1668, %1666 ], [ %1675, %1669 ], [ %1682, %1676 ]
  switch i64 %1489, label %504 [
    i64 1, label %1699
    i64 2, label %1692
    i64 3, label %1685
    i64 0, label %1721
  ]

1685:                                             ; preds = %1683
  %1686 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %1684)
  %1687 = bitcast <8 x float> %1684 to <8 x i32>
  %1688 = and <8 x i32> %1687, %1100
  %1689 = bitcast <8 x i32> %1688 to <8 x float>
  %1690 = fcmp oeq <8 x float> %1684, %47
  %1691 = select <8 x i1> %1690, <8 x float> %1689, <8 x float> %1686
  br label %1702

1692:                                             ; preds = %1683
  %1693 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %1684)
  %1694 = bitcast <8 x float> %1684 to <8 x i32>
  %1695 = or <8 x i32> %1694, %1101
  %1696 = bitcast <8 x i32> %1695 to <8 x float>
  %1697 = fcmp oeq <8 x float> %1684, %50
  %1698 = select <8 x i1> %1697, <8 x float> %1696, <8 x float> %1693
  br label %1702

1699:                                             ; preds = %1683
  %1700 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1530, <8 x i1> %1108, <8 x float> zeroinitializer)
  %1701 = fadd <8 x float> %1684, %1700
  br label %1702

1702:                                             ; preds = %1699, %1692, %1685
  %1703 = phi <8 x float> [ %1701, %1699 ], [ %1698, %1692 ], [ %1691, %1685 ]
  switch i64 %1491, label %504 [
    i64 1, label %1718
    i64 2, label %1711
    i64 3, label %1704
    i64 0, label %1721
  ]

1704:                                             ; preds = %1702
  %1705 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %1703)
  %1706 = bitcast <8 x float> %1703 to <8 x i32>
  %1707 = and <8 x i32> %1706, %1100
  %1708 = bitcast <8 x i32> %1707 to <8 x float>
  %1709 = fcmp oeq <8 x float> %1703, %47
  %1710 = select <8 x i1> %1709, <8 x float> %1708, <8 x float> %1705
  br label %1721

1711:                                             ; preds = %1702
  %1712 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %1703)
  %1713 = bitcast <8 x float> %1703 to <8 x i32>
  %1714 = or <8 x i32> %1713, %1101
  %1715 = bitcast <8 x i32> %1714 to <8 x float>
  %1716 = fcmp oeq <8 x float> %1703, %50
  %1717 = select <8 x i1> %1716, <8 x float> %1715, <8 x float> %1712
  br label %1721

1718:                                             ; preds = %1702
  %1719 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1530, <8 x i1> %1108, <8 x float> zeroinitializer)
  %1720 = fadd <8 x float> %1703, %1719
  br label %1721

1721:                                             ; preds = %1704, %1711, %1718, %1702, %1683, %1664
  %1722 = phi <8 x float> [ %1703, %1702 ], [ %1665, %1664 ], [ %1684, %1683 ], [ %1720, %1718 ], [ %1717, %1711 ], [ %1710, %1704 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %1722, ptr align 1 %1525, <8 x i1> %1108)
  %1723 = getelementptr inbounds float, ptr %1525, i64 %9
  %1724 = getelementptr inbounds float, ptr %1530, i64 %9
  %1725 = select i1 %1553, ptr null, ptr %1724
  br i1 %1552, label %1731, label %1726

1726:                                             ; preds = %1721
  %1727 = load float, ptr %1518, align 1
  %1728 = insertelement <8 x float> poison, float %1727, i64 0
  %1729 = shufflevector <8 x float> %1728, <8 x float> poison, <8 x i32> zeroinitializer
  %1730 = fadd <8 x float> %1549, %1729
  br label %1731

1731:                                             ; preds = %1726, %1721
  %1732 = phi <8 x float> [ %1730, %1726 ], [ %1549, %1721 ]
  switch i64 %1487, label %504 [
    i64 1, label %1747
    i64 2, label %1740
    i64 3, label %1733
    i64 0, label %1788
  ]

1733:                                             ; preds = %1731
  %1734 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %1732)
  %1735 = bitcast <8 x float> %1732 to <8 x i32>
  %1736 = and <8 x i32> %1735, %1100
  %1737 = bitcast <8 x i32> %1736 to <8 x float>
  %1738 = fcmp oeq <8 x float> %1732, %47
  %1739 = select <8 x i1> %1738, <8 x float> %1737, <8 x float> %1734
  br label %1750

1740:                                             ; preds = %1731
  %1741 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %1732)
  %1742 = bitcast <8 x float> %1732 to <8 x i32>
  %1743 = or <8 x i32> %1742, %1101
  %1744 = bitcast <8 x i32> %1743 to <8 x float>
  %1745 = fcmp oeq <8 x float> %1732, %50
  %1746 = select <8 x i1> %1745, <8 x float> %1744, <8 x float> %1741
  br label %1750

1747:                                             ; preds = %1731
  %1748 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1725, <8 x i1> %1108, <8 x float> zeroinitializer)
  %1749 = fadd <8 x float> %1732, %1748
  br label %1750

1750:                                             ; preds = %1747, %1740, %1733
  %1751 = phi <8 x float> [ %1749, %1747 ], [ %1746, %1740 ], [ %1739, %1733 ]
  switch i64 %1493, label %504 [
    i64 1, label %1766
    i64 2, label %1759
    i64 3, label %1752
    i64 0, label %1788
  ]

1752:                                             ; preds = %1750
  %1753 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %1751)
  %1754 = bitcast <8 x float> %1751 to <8 x i32>
  %1755 = and <8 x i32> %1754, %1100
  %1756 = bitcast <8 x i32> %1755 to <8 x float>
  %1757 = fcmp oeq <8 x float> %1751, %47
  %1758 = select <8 x i1> %1757, <8 x float> %1756, <8 x float> %1753
  br label %1769

1759:                                             ; preds = %1750
  %1760 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %1751)
  %1761 = bitcast <8 x float> %1751 to <8 x i32>
  %1762 = or <8 x i32> %1761, %1101
  %1763 = bitcast <8 x i32> %1762 to <8 x float>
  %1764 = fcmp oeq <8 x float> %1751, %50
  %1765 = select <8 x i1> %1764, <8 x float> %1763, <8 x float> %1760
  br label %1769

1766:                                             ; preds = %1750
  %1767 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1725, <8 x i1> %1108, <8 x float> zeroinitializer)
  %1768 = fadd <8 x float> %1751, %1767
  br label %1769

1769:                                             ; preds = %1766, %1759, %1752
  %1770 = phi <8 x float> [ %1768, %1766 ], [ %1765, %1759 ], [ %1758, %1752 ]
  switch i64 %1495, label %504 [
    i64 1, label %1785
    i64 2, label %1778
    i64 3, label %1771
    i64 0, label %1788
  ]

1771:                                             ; preds = %1769
  %1772 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %1770)
  %1773 = bitcast <8 x float> %1770 to <8 x i32>
  %1774 = and <8 x i32> %1773, %1100
  %1775 = bitcast <8 x i32> %1774 to <8 x float>
  %1776 = fcmp oeq <8 x float> %1770, %47
  %1777 = select <8 x i1> %1776, <8 x float> %1775, <8 x float> %1772
  br label %1788

1778:                                             ; preds = %1769
  %1779 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %1770)
  %1780 = bitcast <8 x float> %1770 to <8 x i32>
  %1781 = or <8 x i32> %1780, %1101
  %1782 = bitcast <8 x i32> %1781 to <8 x float>
  %1783 = fcmp oeq <8 x float> %1770, %50
  %1784 = select <8 x i1> %1783, <8 x float> %1782, <8 x float> %1779
  br label %1788

1785:                                             ; preds = %1769
  %1786 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1725, <8 x i1> %1108, <8 x float> zeroinitializer)
  %1787 = fadd <8 x float> %1770, %1786
  br label %1788

1788:                                             ; preds = %1771, %1778, %1785, %1769, %1750, %1731
  %1789 = phi <8 x float> [ %1770, %1769 ], [ %1732, %1731 ], [ %1751, %1750 ], [ %1787, %1785 ], [ %1784, %1778 ], [ %1777, %1771 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %1789, ptr align 1 %1723, <8 x i1> %1108)
  %1790 = getelementptr inbounds float, ptr %1525, i64 %1496
  %1791 = getelementptr inbounds float, ptr %1530, i64 %1496
  %1792 = select i1 %1553, ptr null, ptr %1791
  br i1 %1552, label %1798, label %1793

1793:                                             ; preds = %1788
  %1794 = load float, ptr %1518, align 1
  %1795 = insertelement <8 x float> poison, float %1794, i64 0
  %1796 = shufflevector <8 x float> %1795, <8 x float> poison, <8 x i32> zeroinitializer
  %1797 = fadd <8 x float> %1550, %1796
  br label %1798

1798:                                             ; preds = %1793, %1788
  %1799 = phi <8 x float> [ %1797, %1793 ], [ %1550, %1788 ]
  switch i64 %1487, label %504 [
    i64 1, label %1814
    i64 2, label %1807
    i64 3, label %1800
    i64 0, label %1855
  ]

1800:                                             ; preds = %1798
  %1801 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %1799)
  %1802 = bitcast <8 x float> %1799 to <8 x i32>
  %1803 = and <8 x i32> %1802, %1100
  %1804 = bitcast <8 x i32> %1803 to <8 x float>
  %1805 = fcmp oeq <8 x float> %1799, %47
  %1806 = select <8 x i1> %1805, <8 x float> %1804, <8 x float> %1801
  br label %1817

1807:                                             ; preds = %1798
  %1808 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %1799)
  %1809 = bitcast <8 x float> %1799 to <8 x i32>
  %1810 = or <8 x i32> %1809, %1101
  %1811 = bitcast <8 x i32> %1810 to <8 x float>
  %1812 = fcmp oeq <8 x float> %1799, %50
  %1813 = select <8 x i1> %1812, <8 x float> %1811, <8 x float> %1808
  br label %1817

1814:                                             ; preds = %1798
  %1815 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1792, <8 x i1> %1108, <8 x float> zeroinitializer)
  %1816 = fadd <8 x float> %1799, %1815
  br label %1817

1817:                                             ; preds = %1814, %1807, %1800
  %1818 = phi <8 x float> [ %1816, %1814 ], [ %1813, %1807 ], [ %1806, %1800 ]
  switch i64 %1498, label %504 [
    i64 1, label %1833
    i64 2, label %1826
    i64 3, label %1819
    i64 0, label %1855
  ]

1819:                                             ; preds = %1817
  %1820 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %1818)
  %1821 = bitcast <8 x float> %1818 to <8 x i32>
  %1822 = and <8 x i32> %1821, %1100
  %1823 = bitcast <8 x i32> %1822 to <8 x float>
  %1824 = fcmp oeq <8 x float> %1818, %47
  %1825 = select <8 x i1> %1824, <8 x float> %1823, <8 x float> %1820
  br label %1836

1826:                                             ; preds = %1817
  %1827 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %1818)
  %1828 = bitcast <8 x float> %1818 to <8 x i32>
  %1829 = or <8 x i32> %1828, %1101
  %1830 = bitcast <8 x i32> %1829 to <8 x float>
  %1831 = fcmp oeq <8 x float> %1818, %50
  %1832 = select <8 x i1> %1831, <8 x float> %1830, <8 x float> %1827
  br label %1836

1833:                                             ; preds = %1817
  %1834 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1792, <8 x i1> %1108, <8 x float> zeroinitializer)
  %1835 = fadd <8 x float> %1818, %1834
  br label %1836

1836:                                             ; preds = %1833, %1826, %1819
  %1837 = phi <8 x float> [ %1835, %1833 ], [ %1832, %1826 ], [ %1825, %1819 ]
  switch i64 %1500, label %504 [
    i64 1, label %1852
    i64 2, label %1845
    i64 3, label %1838
    i64 0, label %1855
  ]

1838:                                             ; preds = %1836
  %1839 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %1837)
  %1840 = bitcast <8 x float> %1837 to <8 x i32>
  %1841 = and <8 x i32> %1840, %1100
  %1842 = bitcast <8 x i32> %1841 to <8 x float>
  %1843 = fcmp oeq <8 x float> %1837, %47
  %1844 = select <8 x i1> %1843, <8 x float> %1842, <8 x float> %1839
  br label %1855

1845:                                             ; preds = %1836
  %1846 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %1837)
  %1847 = bitcast <8 x float> %1837 to <8 x i32>
  %1848 = or <8 x i32> %1847, %1101
  %1849 = bitcast <8 x i32> %1848 to <8 x float>
  %1850 = fcmp oeq <8 x float> %1837, %50
  %1851 = select <8 x i1> %1850, <8 x float> %1849, <8 x float> %1846
  br label %1855

1852:                                             ; preds = %1836
  %1853 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1792, <8 x i1> %1108, <8 x float> zeroinitializer)
  %1854 = fadd <8 x float> %1837, %1853
  br label %1855

1855:                                             ; preds = %1838, %1845, %1852, %1836, %1817, %1798
  %1856 = phi <8 x float> [ %1837, %1836 ], [ %1799, %1798 ], [ %1818, %1817 ], [ %1854, %1852 ], [ %1851, %1845 ], [ %1844, %1838 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %1856, ptr align 1 %1790, <8 x i1> %1108)
  %1857 = getelementptr inbounds float, ptr %1525, i64 %1501
  %1858 = getelementptr inbounds float, ptr %1530, i64 %1501
  %1859 = select i1 %1553, ptr null, ptr %1858
  br i1 %1552, label %1865, label %1860

1860:                                             ; preds = %1855
  %1861 = load float, ptr %1518, align 1
  %1862 = insertelement <8 x float> poison, float %1861, i64 0
  %1863 = shufflevector <8 x float> %1862, <8 x float> poison, <8 x i32> zeroinitializer
  %1864 = fadd <8 x float> %1551, %1863
  br label %1865

1865:                                             ; preds = %1860, %1855
  %1866 = phi <8 x float> [ %1864, %1860 ], [ %1551, %1855 ]
  switch i64 %1487, label %504 [
    i64 1, label %1881
    i64 2, label %1874
    i64 3, label %1867
    i64 0, label %1922
  ]

1867:                                             ; preds = %1865
  %1868 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %1866)
  %1869 = bitcast <8 x float> %1866 to <8 x i32>
  %1870 = and <8 x i32> %1869, %1100
  %1871 = bitcast <8 x i32> %1870 to <8 x float>
  %1872 = fcmp oeq <8 x float> %1866, %47
  %1873 = select <8 x i1> %1872, <8 x float> %1871, <8 x float> %1868
  br label %1884

1874:                                             ; preds = %1865
  %1875 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %1866)
  %1876 = bitcast <8 x float> %1866 to <8 x i32>
  %1877 = or <8 x i32> %1876, %1101
  %1878 = bitcast <8 x i32> %1877 to <8 x float>
  %1879 = fcmp oeq <8 x float> %1866, %50
  %1880 = select <8 x i1> %1879, <8 x float> %1878, <8 x float> %1875
  br label %1884

1881:                                             ; preds = %1865
  %1882 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1859, <8 x i1> %1108, <8 x float> zeroinitializer)
  %1883 = fadd <8 x float> %1866, %1882
  br label %1884

1884:                                             ; preds = %1881, %1874, %1867
  %1885 = phi <8 x float> [ %1883, %1881 ], [ %1880, %1874 ], [ %1873, %1867 ]
  switch i64 %1503, label %504 [
    i64 1, label %1900
    i64 2, label %1893
    i64 3, label %1886
    i64 0, label %1922
  ]

1886:                                             ; preds = %1884
  %1887 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %1885)
  %1888 = bitcast <8 x float> %1885 to <8 x i32>
  %1889 = and <8 x i32> %1888, %1100
  %1890 = bitcast <8 x i32> %1889 to <8 x float>
  %1891 = fcmp oeq <8 x float> %1885, %47
  %1892 = select <8 x i1> %1891, <8 x float> %1890, <8 x float> %1887
  br label %1903

1893:                                             ; preds = %1884
  %1894 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %1885)
  %1895 = bitcast <8 x float> %1885 to <8 x i32>
  %1896 = or <8 x i32> %1895, %1101
  %1897 = bitcast <8 x i32> %1896 to <8 x float>
  %1898 = fcmp oeq <8 x float> %1885, %50
  %1899 = select <8 x i1> %1898, <8 x float> %1897, <8 x float> %1894
  br label %1903

1900:                                             ; preds = %1884
  %1901 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1859, <8 x i1> %1108, <8 x float> zeroinitializer)
  %1902 = fadd <8 x float> %1885, %1901
  br label %1903

1903:                                             ; preds = %1900, %1893, %1886
  %1904 = phi <8 x float> [ %1902, %1900 ], [ %1899, %1893 ], [ %1892, %1886 ]
  switch i64 %1505, label %504 [
    i64 1, label %1919
    i64 2, label %1912
    i64 3, label %1905
    i64 0, label %1922
  ]

1905:                                             ; preds = %1903
  %1906 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %1904)
  %1907 = bitcast <8 x float> %1904 to <8 x i32>
  %1908 = and <8 x i32> %1907, %1100
  %1909 = bitcast <8 x i32> %1908 to <8 x float>
  %1910 = fcmp oeq <8 x float> %1904, %47
  %1911 = select <8 x i1> %1910, <8 x float> %1909, <8 x float> %1906
  br label %1922

1912:                                             ; preds = %1903
  %1913 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %1904)
  %1914 = bitcast <8 x float> %1904 to <8 x i32>
  %1915 = or <8 x i32> %1914, %1101
  %1916 = bitcast <8 x i32> %1915 to <8 x float>
  %1917 = fcmp oeq <8 x float> %1904, %50
  %1918 = select <8 x i1> %1917, <8 x float> %1916, <8 x float> %1913
  br label %1922

1919:                                             ; preds = %1903
  %1920 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1859, <8 x i1> %1108, <8 x float> zeroinitializer)
  %1921 = fadd <8 x float> %1904, %1920
  br label %1922

1922:                                             ; preds = %1905, %1912, %1919, %1903, %1884, %1865
  %1923 = phi <8 x float> [ %1904, %1903 ], [ %1866, %1865 ], [ %1885, %1884 ], [ %1921, %1919 ], [ %1918, %1912 ], [ %1911, %1905 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %1923, ptr align 1 %1857, <8 x i1> %1108)
  br label %8565

1924:                                             ; preds = %1537
  br i1 %1097, label %1925, label %1933

1925:                                             ; preds = %1924
  %1926 = mul nsw i64 %1508, %12
  %1927 = add nsw i64 %1508, 1
  %1928 = mul nsw i64 %1927, %12
  %1929 = add nsw i64 %1508, 2
  %1930 = mul nsw i64 %1929, %12
  %1931 = add nsw i64 %1508, 3
  %1932 = mul nsw i64 %1931, %12
  br label %1944

1933:                                             ; preds = %1987, %1924
  %1934 = phi <8 x float> [ zeroinitializer, %1924 ], [ %1988, %1987 ]
  %1935 = phi <8 x float> [ zeroinitializer, %1924 ], [ %1989, %1987 ]
  %1936 = phi <8 x float> [ zeroinitializer, %1924 ], [ %1990, %1987 ]
  %1937 = phi <8 x float> [ zeroinitializer, %1924 ], [ %1991, %1987 ]
  %1938 = phi <8 x float> [ zeroinitializer, %1924 ], [ %1992, %1987 ]
  %1939 = phi <8 x float> [ zeroinitializer, %1924 ], [ %1993, %1987 ]
  %1940 = phi <8 x float> [ zeroinitializer, %1924 ], [ %1994, %1987 ]
  %1941 = phi <8 x float> [ zeroinitializer, %1924 ], [ %1995, %1987 ]
  %1942 = icmp eq ptr %1519, null
  %1943 = icmp eq ptr %1530, null
  br i1 %1942, label %2114, label %2109

1944:                                             ; preds = %1925, %1987
  %1945 = phi <8 x float> [ zeroinitializer, %1925 ], [ %1988, %1987 ]
  %1946 = phi <8 x float> [ zeroinitializer, %1925 ], [ %1989, %1987 ]
  %1947 = phi <8 x float> [ zeroinitializer, %1925 ], [ %1990, %1987 ]
  %1948 = phi <8 x float> [ zeroinitializer, %1925 ], [ %1991, %1987 ]
  %1949 = phi <8 x float> [ zeroinitializer, %1925 ], [ %1992, %1987 ]
  %1950 = phi <8 x float> [ zeroinitializer, %1925 ], [ %1993, %1987 ]
  %1951 = phi <8 x float> [ zeroinitializer, %1925 ], [ %1994, %1987 ]
  %1952 = phi <8 x float> [ zeroinitializer, %1925 ], [ %1995, %1987 ]
  %1953 = phi i64 [ 0, %1925 ], [ %1996, %1987 ]
  %1954 = mul nsw i64 %1953, %14
  %1955 = sub i64 %1954, %16
  %1956 = add i64 %1955, %1926
  %1957 = icmp slt i64 %1956, 0
  %1958 = icmp sge i64 %1956, %6
  %1959 = or i1 %1957, %1958
  %1960 = select i1 %1959, i64 0, i64 %1956
  %1961 = mul nsw i64 %1960, %7
  %1962 = getelementptr inbounds float, ptr %1515, i64 %1961
  %1963 = add i64 %1955, %1928
  %1964 = icmp slt i64 %1963, 0
  %1965 = icmp sge i64 %1963, %6
  %1966 = or i1 %1964, %1965
  %1967 = select i1 %1966, i64 0, i64 %1963
  %1968 = mul nsw i64 %1967, %7
  %1969 = getelementptr inbounds float, ptr %1515, i64 %1968
  %1970 = add i64 %1955, %1930
  %1971 = icmp slt i64 %1970, 0
  %1972 = icmp sge i64 %1970, %6
  %1973 = or i1 %1971, %1972
  %1974 = select i1 %1973, i64 0, i64 %1970
  %1975 = mul nsw i64 %1974, %7
  %1976 = getelementptr inbounds float, ptr %1515, i64 %1975
  %1977 = add i64 %1955, %1932
  %1978 = icmp slt i64 %1977, 0
  %1979 = icmp sge i64 %1977, %6
  %1980 = or i1 %1978, %1979
  %1981 = select i1 %1980, i64 0, i64 %1977
  %1982 = mul nsw i64 %1981, %7
  %1983 = getelementptr inbounds float, ptr %1515, i64 %1982
  br i1 %1098, label %1984, label %1987

1984:                                             ; preds = %1944
  %1985 = mul nuw nsw i64 %1953, %11
  %1986 = getelementptr inbounds nuw float, ptr %1517, i64 %1985
  br label %1998

1987:                                             ; preds = %2085, %1944
  %1988 = phi <8 x float> [ %1945, %1944 ], [ %2044, %2085 ]
  %1989 = phi <8 x float> [ %1946, %1944 ], [ %2091, %2085 ]
  %1990 = phi <8 x float> [ %1947, %1944 ], [ %2049, %2085 ]
  %1991 = phi <8 x float> [ %1948, %1944 ], [ %2096, %2085 ]
  %1992 = phi <8 x float> [ %1949, %1944 ], [ %2054, %2085 ]
  %1993 = phi <8 x float> [ %1950, %1944 ], [ %2101, %2085 ]
  %1994 = phi <8 x float> [ %1951, %1944 ], [ %2059, %2085 ]
  %1995 = phi <8 x float> [ %1952, %1944 ], [ %2106, %2085 ]
  %1996 = add nuw nsw i64 %1953, 1
  %1997 = icmp eq i64 %1996, %10
  br i1 %1997, label %1933, label %1944

1998:                                             ; preds = %1984, %2085
  %1999 = phi <8 x float> [ %1945, %1984 ], [ %2044, %2085 ]
  %2000 = phi <8 x float> [ %1946, %1984 ], [ %2091, %2085 ]
  %2001 = phi <8 x float> [ %1947, %1984 ], [ %2049, %2085 ]
  %2002 = phi <8 x float> [ %1948, %1984 ], [ %2096, %2085 ]
  %2003 = phi <8 x float> [ %1949, %1984 ], [ %2054, %2085 ]
  %2004 = phi <8 x float> [ %1950, %1984 ], [ %2101, %2085 ]
  %2005 = phi <8 x float> [ %1951, %1984 ], [ %2059, %2085 ]
  %2006 = phi <8 x float> [ %1952, %1984 ], [ %2106, %2085 ]
  %2007 = phi i64 [ 0, %1984 ], [ %2107, %2085 ]
  %2008 = getelementptr inbounds nuw float, ptr %1986, i64 %2007
  %2009 = load float, ptr %2008, align 1
  %2010 = insertelement <8 x float> poison, float %2009, i64 0
  %2011 = shufflevector <8 x float> %2010, <8 x float> poison, <8 x i32> zeroinitializer
  %2012 = mul nsw i64 %2007, %15
  %2013 = sub i64 %2012, %17
  %2014 = getelementptr <4 x i64>, ptr %1084, i64 %2007
  br i1 %1099, label %2017, label %2015

2015:                                             ; preds = %1998
  %2016 = load <4 x i64>, ptr %2014, align 32
  br label %2038

2017:                                             ; preds = %1998
  %2018 = icmp slt i64 %2013, 0
  %2019 = sub nsw i64 0, %2013
  %2020 = select i1 %2018, i64 %2019, i64 0
  %2021 = sub nsw i64 %7, %2013
  %2022 = call i64 @llvm.smin.i64(i64 %2021, i64 %9)
  %2023 = call i64 @llvm.smin.i64(i64 %2022, i64 8)
  %2024 = icmp sgt i64 %2023, %2020
  %2025 = trunc i64 %2020 to i32
  %2026 = select i1 %2024, i32 %2025, i32 0
  %2027 = insertelement <8 x i32> poison, i32 %2026, i64 0
  %2028 = shufflevector <8 x i32> %2027, <8 x i32> poison, <8 x i32> zeroinitializer
  %2029 = icmp slt <8 x i32> %2028, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %2030 = trunc i64 %2023 to i32
  %2031 = select i1 %2024, i32 %2030, i32 0
  %2032 = insertelement <8 x i32> poison, i32 %2031, i64 0
  %2033 = shufflevector <8 x i32> %2032, <8 x i32> poison, <8 x i32> zeroinitializer
  %2034 = icmp sgt <8 x i32> %2033, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2035 = and <8 x i1> %2034, %2029
  %2036 = sext <8 x i1> %2035 to <8 x i32>
  %2037 = bitcast <8 x i32> %2036 to <4 x i64>
  br label %2038

2038:                                             ; preds = %2017, %2015
  %2039 = phi <4 x i64> [ %2016, %2015 ], [ %2037, %2017 ]
  %2040 = getelementptr inbounds float, ptr %1962, i64 %2013
  %2041 = select i1 %1959, <4 x i64> zeroinitializer, <4 x i64> %2039
  %2042 = bitcast <4 x i64> %2041 to <8 x i32>
  %2043 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %2040, <8 x i32> %2042)
  %2044 = call <8 x float> @llvm.fma.v8f32(<8 x float> %2043, <8 x float> %2011, <8 x float> %1999)
  %2045 = getelementptr inbounds float, ptr %1969, i64 %2013
  %2046 = select i1 %1966, <4 x i64> zeroinitializer, <4 x i64> %2039
  %2047 = bitcast <4 x i64> %2046 to <8 x i32>
  %2048 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %2045, <8 x i32> %2047)
  %2049 = call <8 x float> @llvm.fma.v8f32(<8 x float> %2048, <8 x float> %2011, <8 x float> %2001)
  %2050 = getelementptr inbounds float, ptr %1976, i64 %2013
  %2051 = select i1 %1973, <4 x i64> zeroinitializer, <4 x i64> %2039
  %2052 = bitcast <4 x i64> %2051 to <8 x i32>
  %2053 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %2050, <8 x i32> %2052)
  %2054 = call <8 x float> @llvm.fma.v8f32(<8 x float> %2053, <8 x float> %2011, <8 x float> %2003)
  %2055 = getelementptr inbounds float, ptr %1983, i64 %2013
  %2056 = select i1 %1980, <4 x i64> zeroinitializer, <4 x i64> %2039
  %2057 = bitcast <4 x i64> %2056 to <8 x i32>
  %2058 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %2055, <8 x i32> %2057)
  %2059 = call <8 x float> @llvm.fma.v8f32(<8 x float> %2058, <8 x float> %2011, <8 x float> %2005)
  %2060 = add i64 %2013, 8
  br i1 %1099, label %2064, label %2061

2061:                                             ; preds = %2038
  %2062 = getelementptr <4 x i64>, ptr %2014, i64 %11
  %2063 = load <4 x i64>, ptr %2062, align 32
  br label %2085

2064:                                             ; preds = %2038
  %2065 = icmp slt i64 %2060, 0
  %2066 = sub i64 -8, %2013
  %2067 = select i1 %2065, i64 %2066, i64 0
  %2068 = sub nsw i64 %7, %2060
  %2069 = call i64 @llvm.smin.i64(i64 %2068, i64 %1441)
  %2070 = call i64 @llvm.smin.i64(i64 %2069, i64 8)
  %2071 = icmp sgt i64 %2070, %2067
  %2072 = trunc i64 %2067 to i32
  %2073 = select i1 %2071, i32 %2072, i32 0
  %2074 = insertelement <8 x i32> poison, i32 %2073, i64 0
  %2075 = shufflevector <8 x i32> %2074, <8 x i32> poison, <8 x i32> zeroinitializer
  %2076 = icmp slt <8 x i32> %2075, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %2077 = trunc i64 %2070 to i32
  %2078 = select i1 %2071, i32 %2077, i32 0
  %2079 = insertelement <8 x i32> poison, i32 %2078, i64 0
  %2080 = shufflevector <8 x i32> %2079, <8 x i32> poison, <8 x i32> zeroinitializer
  %2081 = icmp sgt <8 x i32> %2080, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2082 = and <8 x i1> %2081, %2076
  %2083 = sext <8 x i1> %2082 to <8 x i32>
  %2084 = bitcast <8 x i32> %2083 to <4 x i64>
  br label %2085

2085:                                             ; preds = %2064, %2061
  %2086 = phi <4 x i64> [ %2063, %2061 ], [ %2084, %2064 ]
  %2087 = getelementptr inbounds float, ptr %1962, i64 %2060
  %2088 = select i1 %1959, <4 x i64> zeroinitializer, <4 x i64> %2086
  %2089 = bitcast <4 x i64> %2088 to <8 x i32>
  %2090 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %2087, <8 x i32> %2089)
  %2091 = call <8 x float> @llvm.fma.v8f32(<8 x float> %2090, <8 x float> %2011, <8 x float> %2000)
  %2092 = getelementptr inbounds float, ptr %1969, i64 %2060
  %2093 = select i1 %1966, <4 x i64> zeroinitializer, <4 x i64> %2086
  %2094 = bitcast <4 x i64> %2093 to <8 x i32>
  %2095 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %2092, <8 x i32> %2094)
  %2096 = call <8 x float> @llvm.fma.v8f32(<8 x float> %2095, <8 x float> %2011, <8 x float> %2002)
  %2097 = getelementptr inbounds float, ptr %1976, i64 %2060
  %2098 = select i1 %1973, <4 x i64> zeroinitializer, <4 x i64> %2086
  %2099 = bitcast <4 x i64> %2098 to <8 x i32>
  %2100 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %2097, <8 x i32> %2099)
  %2101 = call <8 x float> @llvm.fma.v8f32(<8 x float> %2100, <8 x float> %2011, <8 x float> %2004)
  %2102 = getelementptr inbounds float, ptr %1983, i64 %2060
  %2103 = select i1 %1980, <4 x i64> zeroinitializer, <4 x i64> %2086
  %2104 = bitcast <4 x i64> %2103 to <8 x i32>
  %2105 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %2102, <8 x i32> %2104)
  %2106 = call <8 x float> @llvm.fma.v8f32(<8 x float> %2105, <8 x float> %2011, <8 x float> %2006)
  %2107 = add nuw nsw i64 %2007, 1
  %2108 = icmp eq i64 %2107, %11
  br i1 %2108, label %1987, label %1998

2109:                                             ; preds = %1933
  %2110 = load float, ptr %1518, align 1
  %2111 = insertelement <8 x float> poison, float %2110, i64 0
  %2112 = shufflevector <8 x float> %2111, <8 x float> poison, <8 x i32> zeroinitializer
  %2113 = fadd <8 x float> %1934, %2112
  br label %2114

2114:                                             ; preds = %2109, %1933
  %2115 = phi <8 x float> [ %2113, %2109 ], [ %1934, %1933 ]
  switch i64 %1442, label %504 [
    i64 1, label %2116
    i64 2, label %2119
    i64 3, label %2126
    i64 0, label %2171
  ]

2116:                                             ; preds = %2114
  %2117 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1530, <8 x i1> %1108, <8 x float> zeroinitializer)
  %2118 = fadd <8 x float> %2115, %2117
  br label %2133

2119:                                             ; preds = %2114
  %2120 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %2115)
  %2121 = bitcast <8 x float> %2115 to <8 x i32>
  %2122 = or <8 x i32> %2121, %1101
  %2123 = bitcast <8 x i32> %2122 to <8 x float>
  %2124 = fcmp oeq <8 x float> %2115, %50
  %2125 = select <8 x i1> %2124, <8 x float> %2123, <8 x float> %2120
  br label %2133

2126:                                             ; preds = %2114
  %2127 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %2115)
  %2128 = bitcast <8 x float> %2115 to <8 x i32>
  %2129 = and <8 x i32> %2128, %1100
  %2130 = bitcast <8 x i32> %2129 to <8 x float>
  %2131 = fcmp oeq <8 x float> %2115, %47
  %2132 = select <8 x i1> %2131, <8 x float> %2130, <8 x float> %2127
  br label %2133

2133:                                             ; preds = %2126, %2119, %2116
  %2134 = phi <8 x float> [ %2118, %2116 ], [ %2125, %2119 ], [ %2132, %2126 ]
  switch i64 %1444, label %504 [
    i64 1, label %2149
    i64 2, label %2142
    i64 3, label %2135
    i64 0, label %2171
  ]

2135:                                             ; preds = %2133
  %2136 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %2134)
  %2137 = bitcast <8 x float> %2134 to <8 x i32>
  %2138 = and <8 x i32> %2137, %1100
  %2139 = bitcast <8 x i32> %2138 to <8 x float>
  %2140 = fcmp oeq <8 x float> %2134, %47
  %2141 = select <8 x i1> %2140, <8 x float> %2139, <8 x float> %2136
  br label %2152

2142:                                             ; preds = %2133
  %2143 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %2134)
  %2144 = bitcast <8 x float> %2134 to <8 x i32>
  %2145 = or <8 x i32> %2144, %1101
  %2146 = bitcast <8 x i32> %2145 to <8 x float>
  %2147 = fcmp oeq <8 x float> %2134, %50
  %2148 = select <8 x i1> %2147, <8 x float> %2146, <8 x float> %2143
  br label %2152

2149:                                             ; preds = %2133
  %2150 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1530, <8 x i1> %1108, <8 x float> zeroinitializer)
  %2151 = fadd <8 x float> %2134, %2150
  br label %2152

2152:                                             ; preds = %2149, %2142, %2135
  %2153 = phi <8 x float> [ %2151, %2149 ], [ %2148, %2142 ], [ %2141, %2135 ]
  switch i64 %1446, label %504 [
    i64 1, label %2168
    i64 2, label %2161
    i64 3, label %2154
    i64 0, label %2171
  ]

2154:                                             ; preds = %2152
  %2155 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %2153)
  %2156 = bitcast <8 x float> %2153 to <8 x i32>
  %2157 = and <8 x i32> %2156, %1100
  %2158 = bitcast <8 x i32> %2157 to <8 x float>
  %2159 = fcmp oeq <8 x float> %2153, %47
  %2160 = select <8 x i1> %2159, <8 x float> %2158, <8 x float> %2155
  br label %2171

2161:                                             ; preds = %2152
  %2162 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %2153)
  %2163 = bitcast <8 x float> %2153 to <8 x i32>
  %2164 = or <8 x i32> %2163, %1101
  %2165 = bitcast <8 x i32> %2164 to <8 x float>
  %2166 = fcmp oeq <8 x float> %2153, %50
  %2167 = select <8 x i1> %2166, <8 x float> %2165, <8 x float> %2162
  br label %2171

2168:                                             ; preds = %2152
  %2169 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1530, <8 x i1> %1108, <8 x float> zeroinitializer)
  %2170 = fadd <8 x float> %2153, %2169
  br label %2171

2171:                                             ; preds = %2154, %2161, %2168, %2152, %2133, %2114
  %2172 = phi <8 x float> [ %2153, %2152 ], [ %2115, %2114 ], [ %2134, %2133 ], [ %2170, %2168 ], [ %2167, %2161 ], [ %2160, %2154 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %2172, ptr align 1 %1525, <8 x i1> %1108)
  br i1 %1942, label %2178, label %2173

2173:                                             ; preds = %2171
  %2174 = load float, ptr %1518, align 1
  %2175 = insertelement <8 x float> poison, float %2174, i64 0
  %2176 = shufflevector <8 x float> %2175, <8 x float> poison, <8 x i32> zeroinitializer
  %2177 = fadd <8 x float> %1935, %2176
  br label %2178

2178:                                             ; preds = %2173, %2171
  %2179 = phi <8 x float> [ %2177, %2173 ], [ %1935, %2171 ]
  %2180 = getelementptr inbounds nuw i8, ptr %1525, i64 32
  %2181 = getelementptr inbounds nuw i8, ptr %1530, i64 32
  %2182 = select i1 %1943, ptr null, ptr %2181
  switch i64 %1442, label %504 [
    i64 1, label %2197
    i64 2, label %2190
    i64 3, label %2183
    i64 0, label %2238
  ]

2183:                                             ; preds = %2178
  %2184 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %2179)
  %2185 = bitcast <8 x float> %2179 to <8 x i32>
  %2186 = and <8 x i32> %2185, %1100
  %2187 = bitcast <8 x i32> %2186 to <8 x float>
  %2188 = fcmp oeq <8 x float> %2179, %47
  %2189 = select <8 x i1> %2188, <8 x float> %2187, <8 x float> %2184
  br label %2200

2190:                                             ; preds = %2178
  %2191 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %2179)
  %2192 = bitcast <8 x float> %2179 to <8 x i32>
  %2193 = or <8 x i32> %2192, %1101
  %2194 = bitcast <8 x i32> %2193 to <8 x float>
  %2195 = fcmp oeq <8 x float> %2179, %50
  %2196 = select <8 x i1> %2195, <8 x float> %2194, <8 x float> %2191
  br label %2200

2197:                                             ; preds = %2178
  %2198 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2182, <8 x i1> %1453, <8 x float> zeroinitializer)
  %2199 = fadd <8 x float> %2179, %2198
  br label %2200

2200:                                             ; preds = %2197, %2190, %2183
  %2201 = phi <8 x float> [ %2199, %2197 ], [ %2196, %2190 ], [ %2189, %2183 ]
  switch i64 %1455, label %504 [
    i64 1, label %2216
    i64 2, label %2209
    i64 3, label %2202
    i64 0, label %2238
  ]

2202:                                             ; preds = %2200
  %2203 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %2201)
  %2204 = bitcast <8 x float> %2201 to <8 x i32>
  %2205 = and <8 x i32> %2204, %1100
  %2206 = bitcast <8 x i32> %2205 to <8 x float>
  %2207 = fcmp oeq <8 x float> %2201, %47
  %2208 = select <8 x i1> %2207, <8 x float> %2206, <8 x float> %2203
  br label %2219

2209:                                             ; preds = %2200
  %2210 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %2201)
  %2211 = bitcast <8 x float> %2201 to <8 x i32>
  %2212 = or <8 x i32> %2211, %1101
  %2213 = bitcast <8 x i32> %2212 to <8 x float>
  %2214 = fcmp oeq <8 x float> %2201, %50
  %2215 = select <8 x i1> %2214, <8 x float> %2213, <8 x float> %2210
  br label %2219

2216:                                             ; preds = %2200
  %2217 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2182, <8 x i1> %1453, <8 x float> zeroinitializer)
  %2218 = fadd <8 x float> %2201, %2217
  br label %2219

2219:                                             ; preds = %2216, %2209, %2202
  %2220 = phi <8 x float> [ %2218, %2216 ], [ %2215, %2209 ], [ %2208, %2202 ]
  switch i64 %1457, label %504 [
    i64 1, label %2235
    i64 2, label %2228
    i64 3, label %2221
    i64 0, label %2238
  ]

2221:                                             ; preds = %2219
  %2222 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %2220)
  %2223 = bitcast <8 x float> %2220 to <8 x i32>
  %2224 = and <8 x i32> %2223, %1100
  %2225 = bitcast <8 x i32> %2224 to <8 x float>
  %2226 = fcmp oeq <8 x float> %2220, %47
  %2227 = select <8 x i1> %2226, <8 x float> %2225, <8 x float> %2222
  br label %2238

2228:                                             ; preds = %2219
  %2229 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %2220)
  %2230 = bitcast <8 x float> %2220 to <8 x i32>
  %2231 = or <8 x i32> %2230, %1101
  %2232 = bitcast <8 x i32> %2231 to <8 x float>
  %2233 = fcmp oeq <8 x float> %2220, %50
  %2234 = select <8 x i1> %2233, <8 x float> %2232, <8 x float> %2229
  br label %2238

2235:                                             ; preds = %2219
  %2236 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2182, <8 x i1> %1453, <8 x float> zeroinitializer)
  %2237 = fadd <8 x float> %2220, %2236
  br label %2238

2238:                                             ; preds = %2221, %2228, %2235, %2219, %2200, %2178
  %2239 = phi <8 x float> [ %2220, %2219 ], [ %2179, %2178 ], [ %2201, %2200 ], [ %2237, %2235 ], [ %2234, %2228 ], [ %2227, %2221 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %2239, ptr nonnull align 1 %2180, <8 x i1> %1453)
  br i1 %1942, label %2245, label %2240

2240:                                             ; preds = %2238
  %2241 = load float, ptr %1518, align 1
  %2242 = insertelement <8 x float> poison, float %2241, i64 0
  %2243 = shufflevector <8 x float> %2242, <8 x float> poison, <8 x i32> zeroinitializer
  %2244 = fadd <8 x float> %1936, %2243
  br label %2245

2245:                                             ; preds = %2240, %2238
  %2246 = phi <8 x float> [ %2244, %2240 ], [ %1936, %2238 ]
  %2247 = getelementptr inbounds float, ptr %1525, i64 %9
  %2248 = getelementptr inbounds float, ptr %1530, i64 %9
  %2249 = select i1 %1943, ptr null, ptr %2248
  switch i64 %1442, label %504 [
    i64 1, label %2264
    i64 2, label %2257
    i64 3, label %2250
    i64 0, label %2305
  ]

2250:                                             ; preds = %2245
  %2251 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %2246)
  %2252 = bitcast <8 x float> %2246 to <8 x i32>
  %2253 = and <8 x i32> %2252, %1100
  %2254 = bitcast <8 x i32> %2253 to <8 x float>
  %2255 = fcmp oeq <8 x float> %2246, %47
  %2256 = select <8 x i1> %2255, <8 x float> %2254, <8 x float> %2251
  br label %2267

2257:                                             ; preds = %2245
  %2258 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %2246)
  %2259 = bitcast <8 x float> %2246 to <8 x i32>
  %2260 = or <8 x i32> %2259, %1101
  %2261 = bitcast <8 x i32> %2260 to <8 x float>
  %2262 = fcmp oeq <8 x float> %2246, %50
  %2263 = select <8 x i1> %2262, <8 x float> %2261, <8 x float> %2258
  br label %2267

2264:                                             ; preds = %2245
  %2265 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2249, <8 x i1> %1108, <8 x float> zeroinitializer)
  %2266 = fadd <8 x float> %2246, %2265
  br label %2267

2267:                                             ; preds = %2264, %2257, %2250
  %2268 = phi <8 x float> [ %2266, %2264 ], [ %2263, %2257 ], [ %2256, %2250 ]
  switch i64 %1459, label %504 [
    i64 1, label %2283
    i64 2, label %2276
    i64 3, label %2269
    i64 0, label %2305
  ]

2269:                                             ; preds = %2267
  %2270 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %2268)
  %2271 = bitcast <8 x float> %2268 to <8 x i32>
  %2272 = and <8 x i32> %2271, %1100
  %2273 = bitcast <8 x i32> %2272 to <8 x float>
  %2274 = fcmp oeq <8 x float> %2268, %47
  %2275 = select <8 x i1> %2274, <8 x float> %2273, <8 x float> %2270
  br label %2286

2276:                                             ; preds = %2267
  %2277 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %2268)
  %2278 = bitcast <8 x float> %2268 to <8 x i32>
  %2279 = or <8 x i32> %2278, %1101
  %2280 = bitcast <8 x i32> %2279 to <8 x float>
  %2281 = fcmp oeq <8 x float> %2268, %50
  %2282 = select <8 x i1> %2281, <8 x float> %2280, <8 x float> %2277
  br label %2286

2283:                                             ; preds = %2267
  %2284 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2249, <8 x i1> %1108, <8 x float> zeroinitializer)
  %2285 = fadd <8 x float> %2268, %2284
  br label %2286

2286:                                             ; preds = %2283, %2276, %2269
  %2287 = phi <8 x float> [ %2285, %2283 ], [ %2282, %2276 ], [ %2275, %2269 ]
  switch i64 %1461, label %504 [
    i64 1, label %2302
    i64 2, label %2295
    i64 3, label %2288
    i64 0, label %2305
  ]

2288:                                             ; preds = %2286
  %2289 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %2287)
  %2290 = bitcast <8 x float> %2287 to <8 x i32>
  %2291 = and <8 x i32> %2290, %1100
  %2292 = bitcast <8 x i32> %2291 to <8 x float>
  %2293 = fcmp oeq <8 x float> %2287, %47
  %2294 = select <8 x i1> %2293, <8 x float> %2292, <8 x float> %2289
  br label %2305

2295:                                             ; preds = %2286
  %2296 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %2287)
  %2297 = bitcast <8 x float> %2287 to <8 x i32>
  %2298 = or <8 x i32> %2297, %1101
  %2299 = bitcast <8 x i32> %2298 to <8 x float>
  %2300 = fcmp oeq <8 x float> %2287, %50
  %2301 = select <8 x i1> %2300, <8 x float> %2299, <8 x float> %2296
  br label %2305

2302:                                             ; preds = %2286
  %2303 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2249, <8 x i1> %1108, <8 x float> zeroinitializer)
  %2304 = fadd <8 x float> %2287, %2303
  br label %2305

2305:                                             ; preds = %2288, %2295, %2302, %2286, %2267, %2245
  %2306 = phi <8 x float> [ %2287, %2286 ], [ %2246, %2245 ], [ %2268, %2267 ], [ %2304, %2302 ], [ %2301, %2295 ], [ %2294, %2288 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %2306, ptr align 1 %2247, <8 x i1> %1108)
  br i1 %1942, label %2312, label %2307

2307:                                             ; preds = %2305
  %2308 = load float, ptr %1518, align 1
  %2309 = insertelement <8 x float> poison, float %2308, i64 0
  %2310 = shufflevector <8 x float> %2309, <8 x float> poison, <8 x i32> zeroinitializer
  %2311 = fadd <8 x float> %1937, %2310
  br label %2312

2312:                                             ; preds = %2307, %2305
  %2313 = phi <8 x float> [ %2311, %2307 ], [ %1937, %2305 ]
  %2314 = getelementptr inbounds float, ptr %1525, i64 %1462
  %2315 = getelementptr inbounds float, ptr %1530, i64 %1462
  %2316 = select i1 %1943, ptr null, ptr %2315
  switch i64 %1442, label %504 [
    i64 1, label %2331
    i64 2, label %2324
    i64 3, label %2317
    i64 0, label %2372
  ]

2317:                                             ; preds = %2312
  %2318 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %2313)
  %2319 = bitcast <8 x float> %2313 to <8 x i32>
  %2320 = and <8 x i32> %2319, %1100
  %2321 = bitcast <8 x i32> %2320 to <8 x float>
  %2322 = fcmp oeq <8 x float> %2313, %47
  %2323 = select <8 x i1> %2322, <8 x float> %2321, <8 x float> %2318
  br label %2334

2324:                                             ; preds = %2312
  %2325 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %2313)
  %2326 = bitcast <8 x float> %2313 to <8 x i32>
  %2327 = or <8 x i32> %2326, %1101
  %2328 = bitcast <8 x i32> %2327 to <8 x float>
  %2329 = fcmp oeq <8 x float> %2313, %50
  %2330 = select <8 x i1> %2329, <8 x float> %2328, <8 x float> %2325
  br label %2334

2331:                                             ; preds = %2312
  %2332 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2316, <8 x i1> %1453, <8 x float> zeroinitializer)
  %2333 = fadd <8 x float> %2313, %2332
  br label %2334

2334:                                             ; preds = %2331, %2324, %2317
  %2335 = phi <8 x float> [ %2333, %2331 ], [ %2330, %2324 ], [ %2323, %2317 ]
  switch i64 %1464, label %504 [
    i64 1, label %2350
    i64 2, label %2343
    i64 3, label %2336
    i64 0, label %2372
  ]

2336:                                             ; preds = %2334
  %2337 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %2335)
  %2338 = bitcast <8 x float> %2335 to <8 x i32>
  %2339 = and <8 x i32> %2338, %1100
  %2340 = bitcast <8 x i32> %2339 to <8 x float>
  %2341 = fcmp oeq <8 x float> %2335, %47
  %2342 = select <8 x i1> %2341, <8 x float> %2340, <8 x float> %2337
  br label %2353

2343:                                             ; preds = %2334
  %2344 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %2335)
  %2345 = bitcast <8 x float> %2335 to <8 x i32>
  %2346 = or <8 x i32> %2345, %1101
  %2347 = bitcast <8 x i32> %2346 to <8 x float>
  %2348 = fcmp oeq <8 x float> %2335, %50
  %2349 = select <8 x i1> %2348, <8 x float> %2347, <8 x float> %2344
  br label %2353

2350:                                             ; preds = %2334
  %2351 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2316, <8 x i1> %1453, <8 x float> zeroinitializer)
  %2352 = fadd <8 x float> %2335, %2351
  br label %2353

2353:                                             ; preds = %2350, %2343, %2336
  %2354 = phi <8 x float> [ %2352, %2350 ], [ %2349, %2343 ], [ %2342, %2336 ]
  switch i64 %1466, label %504 [
    i64 1, label %2369
    i64 2, label %2362
    i64 3, label %2355
    i64 0, label %2372
  ]

2355:                                             ; preds = %2353
  %2356 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %2354)
  %2357 = bitcast <8 x float> %2354 to <8 x i32>
  %2358 = and <8 x i32> %2357, %1100
  %2359 = bitcast <8 x i32> %2358 to <8 x float>
  %2360 = fcmp oeq <8 x float> %2354, %47
  %2361 = select <8 x i1> %2360, <8 x float> %2359, <8 x float> %2356
  br label %2372

2362:                                             ; preds = %2353
  %2363 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %2354)
  %2364 = bitcast <8 x float> %2354 to <8 x i32>
  %2365 = or <8 x i32> %2364, %1101
  %2366 = bitcast <8 x i32> %2365 to <8 x float>
  %2367 = fcmp oeq <8 x float> %2354, %50
  %2368 = select <8 x i1> %2367, <8 x float> %2366, <8 x float> %2363
  br label %2372

2369:                                             ; preds = %2353
  %2370 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2316, <8 x i1> %1453, <8 x float> zeroinitializer)
  %2371 = fadd <8 x float> %2354, %2370
  br label %2372

2372:                                             ; preds = %2355, %2362, %2369, %2353, %2334, %2312
  %2373 = phi <8 x float> [ %2354, %2353 ], [ %2313, %2312 ], [ %2335, %2334 ], [ %2371, %2369 ], [ %2368, %2362 ], [ %2361, %2355 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %2373, ptr align 1 %2314, <8 x i1> %1453)
  br i1 %1942, label %2379, label %2374

2374:                                             ; preds = %2372
  %2375 = load float, ptr %1518, align 1
  %2376 = insertelement <8 x float> poison, float %2375, i64 0
  %2377 = shufflevector <8 x float> %2376, <8 x float> poison, <8 x i32> zeroinitializer
  %2378 = fadd <8 x float> %1938, %2377
  br label %2379

2379:                                             ; preds = %2374, %2372
  %2380 = phi <8 x float> [ %2378, %2374 ], [ %1938, %2372 ]
  %2381 = getelementptr inbounds float, ptr %1525, i64 %1467
  %2382 = getelementptr inbounds float, ptr %1530, i64 %1467
  %2383 = select i1 %1943, ptr null, ptr %2382
  switch i64 %1442, label %504 [
    i64 1, label %2398
    i64 2, label %2391
    i64 3, label %2384
    i64 0, label %2439
  ]

2384:                                             ; preds = %2379
  %2385 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %2380)
  %2386 = bitcast <8 x float> %2380 to <8 x i32>
  %2387 = and <8 x i32> %2386, %1100
  %2388 = bitcast <8 x i32> %2387 to <8 x float>
  %2389 = fcmp oeq <8 x float> %2380, %47
  %2390 = select <8 x i1> %2389, <8 x float> %2388, <8 x float> %2385
  br label %2401

2391:                                             ; preds = %2379
  %2392 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %2380)
  %2393 = bitcast <8 x float> %2380 to <8 x i32>
  %2394 = or <8 x i32> %2393, %1101
  %2395 = bitcast <8 x i32> %2394 to <8 x float>
  %2396 = fcmp oeq <8 x float> %2380, %50
  %2397 = select <8 x i1> %2396, <8 x float> %2395, <8 x float> %2392
  br label %2401

2398:                                             ; preds = %2379
  %2399 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2383, <8 x i1> %1108, <8 x float> zeroinitializer)
  %2400 = fadd <8 x float> %2380, %2399
  br label %2401

2401:                                             ; preds = %2398, %2391, %2384
  %2402 = phi <8 x float> [ %2400, %2398 ], [ %2397, %2391 ], [ %2390, %2384 ]
  switch i64 %1469, label %504 [
    i64 1, label %2417
    i64 2, label %2410
    i64 3, label %2403
    i64 0, label %2439
  ]

2403:                                             ; preds = %2401
  %2404 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %2402)
  %2405 = bitcast <8 x float> %2402 to <8 x i32>
  %2406 = and <8 x i32> %2405, %1100
  %2407 = bitcast <8 x i32> %2406 to <8 x float>
  %2408 = fcmp oeq <8 x float> %2402, %47
  %2409 = select <8 x i1> %2408, <8 x float> %2407, <8 x float> %2404
  br label %2420

2410:                                             ; preds = %2401
  %2411 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %2402)
  %2412 = bitcast <8 x float> %2402 to <8 x i32>
  %2413 = or <8 x i32> %2412, %1101
  %2414 = bitcast <8 x i32> %2413 to <8 x float>
  %2415 = fcmp oeq <8 x float> %2402, %50
  %2416 = select <8 x i1> %2415, <8 x float> %2414, <8 x float> %2411
  br label %2420

2417:                                             ; preds = %2401
  %2418 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2383, <8 x i1> %1108, <8 x float> zeroinitializer)
  %2419 = fadd <8 x float> %2402, %2418
  br label %2420

2420:                                             ; preds = %2417, %2410, %2403
  %2421 = phi <8 x float> [ %2419, %2417 ], [ %2416, %2410 ], [ %2409, %2403 ]
  switch i64 %1471, label %504 [
    i64 1, label %2436
    i64 2, label %2429
    i64 3, label %2422
    i64 0, label %2439
  ]

2422:                                             ; preds = %2420
  %2423 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %2421)
  %2424 = bitcast <8 x float> %2421 to <8 x i32>
  %2425 = and <8 x i32> %2424, %1100
  %2426 = bitcast <8 x i32> %2425 to <8 x float>
  %2427 = fcmp oeq <8 x float> %2421, %47
  %2428 = select <8 x i1> %2427, <8 x float> %2426, <8 x float> %2423
  br label %2439

2429:                                             ; preds = %2420
  %2430 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %2421)
  %2431 = bitcast <8 x float> %2421 to <8 x i32>
  %2432 = or <8 x i32> %2431, %1101
  %2433 = bitcast <8 x i32> %2432 to <8 x float>
  %2434 = fcmp oeq <8 x float> %2421, %50
  %2435 = select <8 x i1> %2434, <8 x float> %2433, <8 x float> %2430
  br label %2439

2436:                                             ; preds = %2420
  %2437 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2383, <8 x i1> %1108, <8 x float> zeroinitializer)
  %2438 = fadd <8 x float> %2421, %2437
  br label %2439

2439:                                             ; preds = %2422, %2429, %2436, %2420, %2401, %2379
  %2440 = phi <8 x float> [ %2421, %2420 ], [ %2380, %2379 ], [ %2402, %2401 ], [ %2438, %2436 ], [ %2435, %2429 ], [ %2428, %2422 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %2440, ptr align 1 %2381, <8 x i1> %1108)
  br i1 %1942, label %2446, label %2441

2441:                                             ; preds = %2439
  %2442 = load float, ptr %1518, align 1
  %2443 = insertelement <8 x float> poison, float %2442, i64 0
  %2444 = shufflevector <8 x float> %2443, <8 x float> poison, <8 x i32> zeroinitializer
  %2445 = fadd <8 x float> %1939, %2444
  br label %2446

2446:                                             ; preds = %2441, %2439
  %2447 = phi <8 x float> [ %2445, %2441 ], [ %1939, %2439 ]
  %2448 = getelementptr inbounds float, ptr %1525, i64 %1472
  %2449 = getelementptr inbounds float, ptr %1530, i64 %1472
  %2450 = select i1 %1943, ptr null, ptr %2449
  switch i64 %1442, label %504 [
    i64 1, label %2465
    i64 2, label %2458
    i64 3, label %2451
    i64 0, label %2506
  ]

2451:                                             ; preds = %2446
  %2452 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %2447)
  %2453 = bitcast <8 x float> %2447 to <8 x i32>
  %2454 = and <8 x i32> %2453, %1100
  %2455 = bitcast <8 x i32> %2454 to <8 x float>
  %2456 = fcmp oeq <8 x float> %2447, %47
  %2457 = select <8 x i1> %2456, <8 x float> %2455, <8 x float> %2452
  br label %2468

2458:                                             ; preds = %2446
  %2459 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %2447)
  %2460 = bitcast <8 x float> %2447 to <8 x i32>
  %2461 = or <8 x i32> %2460, %1101
  %2462 = bitcast <8 x i32> %2461 to <8 x float>
  %2463 = fcmp oeq <8 x float> %2447, %50
  %2464 = select <8 x i1> %2463, <8 x float> %2462, <8 x float> %2459
  br label %2468

2465:                                             ; preds = %2446
  %2466 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2450, <8 x i1> %1453, <8 x float> zeroinitializer)
  %2467 = fadd <8 x float> %2447, %2466
  br label %2468

2468:                                             ; preds = %2465, %2458, %2451
  %2469 = phi <8 x float> [ %2467, %2465 ], [ %2464, %2458 ], [ %2457, %2451 ]
  switch i64 %1474, label %504 [
    i64 1, label %2484
    i64 2, label %2477
    i64 3, label %2470
    i64 0, label %2506
  ]

2470:                                             ; preds = %2468
  %2471 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %2469)
  %2472 = bitcast <8 x float> %2469 to <8 x i32>
  %2473 = and <8 x i32> %2472, %1100
  %2474 = bitcast <8 x i32> %2473 to <8 x float>
  %2475 = fcmp oeq <8 x float> %2469, %47
  %2476 = select <8 x i1> %2475, <8 x float> %2474, <8 x float> %2471
  br label %2487

2477:                                             ; preds = %2468
  %2478 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %2469)
  %2479 = bitcast <8 x float> %2469 to <8 x i32>
  %2480 = or <8 x i32> %2479, %1101
  %2481 = bitcast <8 x i32> %2480 to <8 x float>
  %2482 = fcmp oeq <8 x float> %2469, %50
  %2483 = select <8 x i1> %2482, <8 x float> %2481, <8 x float> %2478
  br label %2487

2484:                                             ; preds = %2468
  %2485 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2450, <8 x i1> %1453, <8 x float> zeroinitializer)
  %2486 = fadd <8 x float> %2469, %2485
  br label %2487

2487:                                             ; preds = %2484, %2477, %2470
  %2488 = phi <8 x float> [ %2486, %2484 ], [ %2483, %2477 ], [ %2476, %2470 ]
  switch i64 %1476, label %504 [
    i64 1, label %2503
    i64 2, label %2496
    i64 3, label %2489
    i64 0, label %2506
  ]

2489:                                             ; preds = %2487
  %2490 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %2488)
  %2491 = bitcast <8 x float> %2488 to <8 x i32>
  %2492 = and <8 x i32> %2491, %1100
  %2493 = bitcast <8 x i32> %2492 to <8 x float>
  %2494 = fcmp oeq <8 x float> %2488, %47
  %2495 = select <8 x i1> %2494, <8 x float> %2493, <8 x float> %2490
  br label %2506

2496:                                             ; preds = %2487
  %2497 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %2488)
  %2498 = bitcast <8 x float> %2488 to <8 x i32>
  %2499 = or <8 x i32> %2498, %1101
  %2500 = bitcast <8 x i32> %2499 to <8 x float>
  %2501 = fcmp oeq <8 x float> %2488, %50
  %2502 = select <8 x i1> %2501, <8 x float> %2500, <8 x float> %2497
  br label %2506

2503:                                             ; preds = %2487
  %2504 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2450, <8 x i1> %1453, <8 x float> zeroinitializer)
  %2505 = fadd <8 x float> %2488, %2504
  br label %2506

2506:                                             ; preds = %2489, %2496, %2503, %2487, %2468, %2446
  %2507 = phi <8 x float> [ %2488, %2487 ], [ %2447, %2446 ], [ %2469, %2468 ], [ %2505, %2503 ], [ %2502, %2496 ], [ %2495, %2489 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %2507, ptr align 1 %2448, <8 x i1> %1453)
  br i1 %1942, label %2513, label %2508

2508:                                             ; preds = %2506
  %2509 = load float, ptr %1518, align 1
  %2510 = insertelement <8 x float> poison, float %2509, i64 0
  %2511 = shufflevector <8 x float> %2510, <8 x float> poison, <8 x i32> zeroinitializer
  %2512 = fadd <8 x float> %1940, %2511
  br label %2513

2513:                                             ; preds = %2508, %2506
  %2514 = phi <8 x float> [ %2512, %2508 ], [ %1940, %2506 ]
  %2515 = getelementptr inbounds float, ptr %1525, i64 %1477
  %2516 = getelementptr inbounds float, ptr %1530, i64 %1477
  %2517 = select i1 %1943, ptr null, ptr %2516
  switch i64 %1442, label %504 [
    i64 1, label %2532
    i64 2, label %2525
    i64 3, label %2518
    i64 0, label %2573
  ]

2518:                                             ; preds = %2513
  %2519 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %2514)
  %2520 = bitcast <8 x float> %2514 to <8 x i32>
  %2521 = and <8 x i32> %2520, %1100
  %2522 = bitcast <8 x i32> %2521 to <8 x float>
  %2523 = fcmp oeq <8 x float> %2514, %47
  %2524 = select <8 x i1> %2523, <8 x float> %2522, <8 x float> %2519
  br label %2535

2525:                                             ; preds = %2513
  %2526 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %2514)
  %2527 = bitcast <8 x float> %2514 to <8 x i32>
  %2528 = or <8 x i32> %2527, %1101
  %2529 = bitcast <8 x i32> %2528 to <8 x float>
  %2530 = fcmp oeq <8 x float> %2514, %50
  %2531 = select <8 x i1> %2530, <8 x float> %2529, <8 x float> %2526
  br label %2535

2532:                                             ; preds = %2513
  %2533 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2517, <8 x i1> %1108, <8 x float> zeroinitializer)
  %2534 = fadd <8 x float> %2514, %2533
  br label %2535

2535:                                             ; preds = %2532, %2525, %2518
  %2536 = phi <8 x float> [ %2534, %2532 ], [ %2531, %2525 ], [ %2524, %2518 ]
  switch i64 %1479, label %504 [
    i64 1, label %2551
    i64 2, label %2544
    i64 3, label %2537
    i64 0, label %2573
  ]

2537:                                             ; preds = %2535
  %2538 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %2536)
  %2539 = bitcast <8 x float> %2536 to <8 x i32>
  %2540 = and <8 x i32> %2539, %1100
  %2541 = bitcast <8 x i32> %2540 to <8 x float>
  %2542 = fcmp oeq <8 x float> %2536, %47
  %2543 = select <8 x i1> %2542, <8 x float> %2541, <8 x float> %2538
  br label %2554

2544:                                             ; preds = %2535
  %2545 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %2536)
  %2546 = bitcast <8 x float> %2536 to <8 x i32>
  %2547 = or <8 x i32> %2546, %1101
  %2548 = bitcast <8 x i32> %2547 to <8 x float>
  %2549 = fcmp oeq <8 x float> %2536, %50
  %2550 = select <8 x i1> %2549, <8 x float> %2548, <8 x float> %2545
  br label %2554

2551:                                             ; preds = %2535
  %2552 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2517, <8 x i1> %1108, <8 x float> zeroinitializer)
  %2553 = fadd <8 x float> %2536, %2552
  br label %2554

2554:                                             ; preds = %2551, %2544, %2537
  %2555 = phi <8 x float> [ %2553, %2551 ], [ %2550, %2544 ], [ %2543, %2537 ]
  switch i64 %1481, label %504 [
    i64 1, label %2570
    i64 2, label %2563
    i64 3, label %2556
    i64 0, label %2573
  ]

2556:                                             ; preds = %2554
  %2557 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %2555)
  %2558 = bitcast <8 x float> %2555 to <8 x i32>
  %2559 = and <8 x i32> %2558, %1100
  %2560 = bitcast <8 x i32> %2559 to <8 x float>
  %2561 = fcmp oeq <8 x float> %2555, %47
  %2562 = select <8 x i1> %2561, <8 x float> %2560, <8 x float> %2557
  br label %2573

2563:                                             ; preds = %2554
  %2564 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %2555)
  %2565 = bitcast <8 x float> %2555 to <8 x i32>
  %2566 = or <8 x i32> %2565, %1101
  %2567 = bitcast <8 x i32> %2566 to <8 x float>
  %2568 = fcmp oeq <8 x float> %2555, %50
  %2569 = select <8 x i1> %2568, <8 x float> %2567, <8 x float> %2564
  br label %2573

2570:                                             ; preds = %2554
  %2571 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2517, <8 x i1> %1108, <8 x float> zeroinitializer)
  %2572 = fadd <8 x float> %2555, %2571
  br label %2573

2573:                                             ; preds = %2556, %2563, %2570, %2554, %2535, %2513
  %2574 = phi <8 x float> [ %2555, %2554 ], [ %2514, %2513 ], [ %2536, %2535 ], [ %2572, %2570 ], [ %2569, %2563 ], [ %2562, %2556 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %2574, ptr align 1 %2515, <8 x i1> %1108)
  br i1 %1942, label %2580, label %2575

2575:                                             ; preds = %2573
  %2576 = load float, ptr %1518, align 1
  %2577 = insertelement <8 x float> poison, float %2576, i64 0
  %2578 = shufflevector <8 x float> %2577, <8 x float> poison, <8 x i32> zeroinitializer
  %2579 = fadd <8 x float> %1941, %2578
  br label %2580

2580:                                             ; preds = %2575, %2573
  %2581 = phi <8 x float> [ %2579, %2575 ], [ %1941, %2573 ]
  %2582 = getelementptr inbounds float, ptr %1525, i64 %1482
  %2583 = getelementptr inbounds float, ptr %1530, i64 %1482
  %2584 = select i1 %1943, ptr null, ptr %2583
  switch i64 %1442, label %504 [
    i64 1, label %2599
    i64 2, label %2592
    i64 3, label %2585
    i64 0, label %2640
  ]

2585:                                             ; preds = %2580
  %2586 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %2581)
  %2587 = bitcast <8 x float> %2581 to <8 x i32>
  %2588 = and <8 x i32> %2587, %1100
  %2589 = bitcast <8 x i32> %2588 to <8 x float>
  %2590 = fcmp oeq <8 x float> %2581, %47
  %2591 = select <8 x i1> %2590, <8 x float> %2589, <8 x float> %2586
  br label %2602

2592:                                             ; preds = %2580
  %2593 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %2581)
  %2594 = bitcast <8 x float> %2581 to <8 x i32>
  %2595 = or <8 x i32> %2594, %1101
  %2596 = bitcast <8 x i32> %2595 to <8 x float>
  %2597 = fcmp oeq <8 x float> %2581, %50
  %2598 = select <8 x i1> %2597, <8 x float> %2596, <8 x float> %2593
  br label %2602

2599:                                             ; preds = %2580
  %2600 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2584, <8 x i1> %1453, <8 x float> zeroinitializer)
  %2601 = fadd <8 x float> %2581, %2600
  br label %2602

2602:                                             ; preds = %2599, %2592, %2585
  %2603 = phi <8 x float> [ %2601, %2599 ], [ %2598, %2592 ], [ %2591, %2585 ]
  switch i64 %1484, label %504 [
    i64 1, label %2618
    i64 2, label %2611
    i64 3, label %2604
    i64 0, label %2640
  ]

2604:                                             ; preds = %2602
  %2605 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %2603)
  %2606 = bitcast <8 x float> %2603 to <8 x i32>
  %2607 = and <8 x i32> %2606, %1100
  %2608 = bitcast <8 x i32> %2607 to <8 x float>
  %2609 = fcmp oeq <8 x float> %2603, %47
  %2610 = select <8 x i1> %2609, <8 x float> %2608, <8 x float> %2605
  br label %2621

2611:                                             ; preds = %2602
  %2612 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %2603)
  %2613 = bitcast <8 x float> %2603 to <8 x i32>
  %2614 = or <8 x i32> %2613, %1101
  %2615 = bitcast <8 x i32> %2614 to <8 x float>
  %2616 = fcmp oeq <8 x float> %2603, %50
  %2617 = select <8 x i1> %2616, <8 x float> %2615, <8 x float> %2612
  br label %2621

2618:                                             ; preds = %2602
  %2619 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2584, <8 x i1> %1453, <8 x float> zeroinitializer)
  %2620 = fadd <8 x float> %2603, %2619
  br label %2621

2621:                                             ; preds = %2618, %2611, %2604
  %2622 = phi <8 x float> [ %2620, %2618 ], [ %2617, %2611 ], [ %2610, %2604 ]
  switch i64 %1486, label %504 [
    i64 1, label %2637
    i64 2, label %2630
    i64 3, label %2623
    i64 0, label %2640
  ]

2623:                                             ; preds = %2621
  %2624 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %2622)
  %2625 = bitcast <8 x float> %2622 to <8 x i32>
  %2626 = and <8 x i32> %2625, %1100
  %2627 = bitcast <8 x i32> %2626 to <8 x float>
  %2628 = fcmp oeq <8 x float> %2622, %47
  %2629 = select <8 x i1> %2628, <8 x float> %2627, <8 x float> %2624
  br label %2640

2630:                                             ; preds = %2621
  %2631 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %2622)
  %2632 = bitcast <8 x float> %2622 to <8 x i32>
  %2633 = or <8 x i32> %2632, %1101
  %2634 = bitcast <8 x i32> %2633 to <8 x float>
  %2635 = fcmp oeq <8 x float> %2622, %50
  %2636 = select <8 x i1> %2635, <8 x float> %2634, <8 x float> %2631
  br label %2640

2637:                                             ; preds = %2621
  %2638 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2584, <8 x i1> %1453, <8 x float> zeroinitializer)
  %2639 = fadd <8 x float> %2622, %2638
  br label %2640

2640:                                             ; preds = %2623, %2630, %2637, %2621, %2602, %2580
  %2641 = phi <8 x float> [ %2622, %2621 ], [ %2581, %2580 ], [ %2603, %2602 ], [ %2639, %2637 ], [ %2636, %2630 ], [ %2629, %2623 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %2641, ptr align 1 %2582, <8 x i1> %1453)
  br label %8565

2642:                                             ; preds = %1537
  br i1 %1097, label %2643, label %2647

2643:                                             ; preds = %2642
  %2644 = mul nsw i64 %1508, %12
  %2645 = add nsw i64 %1508, 1
  %2646 = mul nsw i64 %2645, %12
  br label %2656

2647:                                             ; preds = %2683, %2642
  %2648 = phi <8 x float> [ zeroinitializer, %2642 ], [ %2684, %2683 ]
  %2649 = phi <8 x float> [ zeroinitializer, %2642 ], [ %2685, %2683 ]
  %2650 = phi <8 x float> [ zeroinitializer, %2642 ], [ %2686, %2683 ]
  %2651 = phi <8 x float> [ zeroinitializer, %2642 ], [ %2687, %2683 ]
  %2652 = phi <8 x float> [ zeroinitializer, %2642 ], [ %2688, %2683 ]
  %2653 = phi <8 x float> [ zeroinitializer, %2642 ], [ %2689, %2683 ]
  %2654 = icmp eq ptr %1519, null
  %2655 = icmp eq ptr %1530, null
  br i1 %2654, label %2823, label %2818

2656:                                             ; preds = %2643, %2683
  %2657 = phi <8 x float> [ zeroinitializer, %2643 ], [ %2684, %2683 ]
  %2658 = phi <8 x float> [ zeroinitializer, %2643 ], [ %2685, %2683 ]
  %2659 = phi <8 x float> [ zeroinitializer, %2643 ], [ %2686, %2683 ]
  %2660 = phi <8 x float> [ zeroinitializer, %2643 ], [ %2687, %2683 ]
  %2661 = phi <8 x float> [ zeroinitializer, %2643 ], [ %2688, %2683 ]
  %2662 = phi <8 x float> [ zeroinitializer, %2643 ], [ %2689, %2683 ]
  %2663 = phi i64 [ 0, %2643 ], [ %2690, %2683 ]
  %2664 = mul nsw i64 %2663, %14
  %2665 = sub i64 %2664, %16
  %2666 = add i64 %2665, %2644
  %2667 = icmp slt i64 %2666, 0
  %2668 = icmp sge i64 %2666, %6
  %2669 = or i1 %2667, %2668
  %2670 = select i1 %2669, i64 0, i64 %2666
  %2671 = mul nsw i64 %2670, %7
  %2672 = getelementptr inbounds float, ptr %1515, i64 %2671
  %2673 = add i64 %2665, %2646
  %2674 = icmp slt i64 %2673, 0
  %2675 = icmp sge i64 %2673, %6
  %2676 = or i1 %2674, %2675
  %2677 = select i1 %2676, i64 0, i64 %2673
  %2678 = mul nsw i64 %2677, %7
  %2679 = getelementptr inbounds float, ptr %1515, i64 %2678
  br i1 %1098, label %2680, label %2683

2680:                                             ; preds = %2656
  %2681 = mul nuw nsw i64 %2663, %11
  %2682 = getelementptr inbounds nuw float, ptr %1517, i64 %2681
  br label %2692

2683:                                             ; preds = %2804, %2656
  %2684 = phi <8 x float> [ %2657, %2656 ], [ %2736, %2804 ]
  %2685 = phi <8 x float> [ %2658, %2656 ], [ %2773, %2804 ]
  %2686 = phi <8 x float> [ %2659, %2656 ], [ %2810, %2804 ]
  %2687 = phi <8 x float> [ %2660, %2656 ], [ %2741, %2804 ]
  %2688 = phi <8 x float> [ %2661, %2656 ], [ %2778, %2804 ]
  %2689 = phi <8 x float> [ %2662, %2656 ], [ %2815, %2804 ]
  %2690 = add nuw nsw i64 %2663, 1
  %2691 = icmp eq i64 %2690, %10
  br i1 %2691, label %2647, label %2656

2692:                                             ; preds = %2680, %2804
  %2693 = phi <8 x float> [ %2657, %2680 ], [ %2736, %2804 ]
  %2694 = phi <8 x float> [ %2658, %2680 ], [ %2773, %2804 ]
  %2695 = phi <8 x float> [ %2659, %2680 ], [ %2810, %2804 ]
  %2696 = phi <8 x float> [ %2660, %2680 ], [ %2741, %2804 ]
  %2697 = phi <8 x float> [ %2661, %2680 ], [ %2778, %2804 ]
  %2698 = phi <8 x float> [ %2662, %2680 ], [ %2815, %2804 ]
  %2699 = phi i64 [ 0, %2680 ], [ %2816, %2804 ]
  %2700 = getelementptr inbounds nuw float, ptr %2682, i64 %2699
  %2701 = load float, ptr %2700, align 1
  %2702 = insertelement <8 x float> poison, float %2701, i64 0
  %2703 = shufflevector <8 x float> %2702, <8 x float> poison, <8 x i32> zeroinitializer
  %2704 = mul nsw i64 %2699, %15
  %2705 = sub i64 %2704, %17
  %2706 = getelementptr <4 x i64>, ptr %1084, i64 %2699
  br i1 %1099, label %2709, label %2707

2707:                                             ; preds = %2692
  %2708 = load <4 x i64>, ptr %2706, align 32
  br label %2730

2709:                                             ; preds = %2692
  %2710 = icmp slt i64 %2705, 0
  %2711 = sub nsw i64 0, %2705
  %2712 = select i1 %2710, i64 %2711, i64 0
  %2713 = sub nsw i64 %7, %2705
  %2714 = call i64 @llvm.smin.i64(i64 %2713, i64 %9)
  %2715 = call i64 @llvm.smin.i64(i64 %2714, i64 8)
  %2716 = icmp sgt i64 %2715, %2712
  %2717 = trunc i64 %2712 to i32
  %2718 = select i1 %2716, i32 %2717, i32 0
  %2719 = insertelement <8 x i32> poison, i32 %2718, i64 0
  %2720 = shufflevector <8 x i32> %2719, <8 x i32> poison, <8 x i32> zeroinitializer
  %2721 = icmp slt <8 x i32> %2720, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %2722 = trunc i64 %2715 to i32
  %2723 = select i1 %2716, i32 %2722, i32 0
  %2724 = insertelement <8 x i32> poison, i32 %2723, i64 0
  %2725 = shufflevector <8 x i32> %2724, <8 x i32> poison, <8 x i32> zeroinitializer
  %2726 = icmp sgt <8 x i32> %2725, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2727 = and <8 x i1> %2726, %2721
  %2728 = sext <8 x i1> %2727 to <8 x i32>
  %2729 = bitcast <8 x i32> %2728 to <4 x i64>
  br label %2730

2730:                                             ; preds = %2709, %2707
  %2731 = phi <4 x i64> [ %2708, %2707 ], [ %2729, %2709 ]
  %2732 = getelementptr inbounds float, ptr %2672, i64 %2705
  %2733 = select i1 %2669, <4 x i64> zeroinitializer, <4 x i64> %2731
  %2734 = bitcast <4 x i64> %2733 to <8 x i32>
  %2735 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %2732, <8 x i32> %2734)
  %2736 = call <8 x float> @llvm.fma.v8f32(<8 x float> %2735, <8 x float> %2703, <8 x float> %2693)
  %2737 = getelementptr inbounds float, ptr %2679, i64 %2705
  %2738 = select i1 %2676, <4 x i64> zeroinitializer, <4 x i64> %2731
  %2739 = bitcast <4 x i64> %2738 to <8 x i32>
  %2740 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %2737, <8 x i32> %2739)
  %2741 = call <8 x float> @llvm.fma.v8f32(<8 x float> %2740, <8 x float> %2703, <8 x float> %2696)
  %2742 = add i64 %2705, 8
  br i1 %1099, label %2746, label %2743

2743:                                             ; preds = %2730
  %2744 = getelementptr <4 x i64>, ptr %2706, i64 %11
  %2745 = load <4 x i64>, ptr %2744, align 32
  br label %2767

2746:                                             ; preds = %2730
  %2747 = icmp slt i64 %2742, 0
  %2748 = sub i64 -8, %2705
  %2749 = select i1 %2747, i64 %2748, i64 0
  %2750 = sub nsw i64 %7, %2742
  %2751 = call i64 @llvm.smin.i64(i64 %2750, i64 %1397)
  %2752 = call i64 @llvm.smin.i64(i64 %2751, i64 8)
  %2753 = icmp sgt i64 %2752, %2749
  %2754 = trunc i64 %2749 to i32
  %2755 = select i1 %2753, i32 %2754, i32 0
  %2756 = insertelement <8 x i32> poison, i32 %2755, i64 0
  %2757 = shufflevector <8 x i32> %2756, <8 x i32> poison, <8 x i32> zeroinitializer
  %2758 = icmp slt <8 x i32> %2757, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %2759 = trunc i64 %2752 to i32
  %2760 = select i1 %2753, i32 %2759, i32 0
  %2761 = insertelement <8 x i32> poison, i32 %2760, i64 0
  %2762 = shufflevector <8 x i32> %2761, <8 x i32> poison, <8 x i32> zeroinitializer
  %2763 = icmp sgt <8 x i32> %2762, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2764 = and <8 x i1> %2763, %2758
  %2765 = sext <8 x i1> %2764 to <8 x i32>
  %2766 = bitcast <8 x i32> %2765 to <4 x i64>
  br label %2767

2767:                                             ; preds = %2746, %2743
  %2768 = phi <4 x i64> [ %2745, %2743 ], [ %2766, %2746 ]
  %2769 = getelementptr inbounds float, ptr %2672, i64 %2742
  %2770 = select i1 %2669, <4 x i64> zeroinitializer, <4 x i64> %2768
  %2771 = bitcast <4 x i64> %2770 to <8 x i32>
  %2772 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %2769, <8 x i32> %2771)
  %2773 = call <8 x float> @llvm.fma.v8f32(<8 x float> %2772, <8 x float> %2703, <8 x float> %2694)
  %2774 = getelementptr inbounds float, ptr %2679, i64 %2742
  %2775 = select i1 %2676, <4 x i64> zeroinitializer, <4 x i64> %2768
  %2776 = bitcast <4 x i64> %2775 to <8 x i32>
  %2777 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %2774, <8 x i32> %2776)
  %2778 = call <8 x float> @llvm.fma.v8f32(<8 x float> %2777, <8 x float> %2703, <8 x float> %2697)
  %2779 = add i64 %2705, 16
  br i1 %1099, label %2783, label %2780

2780:                                             ; preds = %2767
  %2781 = getelementptr i8, ptr %2706, i64 %1398
  %2782 = load <4 x i64>, ptr %2781, align 32
  br label %2804

2783:                                             ; preds = %2767
  %2784 = icmp slt i64 %2779, 0
  %2785 = sub i64 -16, %2705
  %2786 = select i1 %2784, i64 %2785, i64 0
  %2787 = sub nsw i64 %7, %2779
  %2788 = call i64 @llvm.smin.i64(i64 %2787, i64 %1399)
  %2789 = call i64 @llvm.smin.i64(i64 %2788, i64 8)
  %2790 = icmp sgt i64 %2789, %2786
  %2791 = trunc i64 %2786 to i32
  %2792 = select i1 %2790, i32 %2791, i32 0
  %2793 = insertelement <8 x i32> poison, i32 %2792, i64 0
  %2794 = shufflevector <8 x i32> %2793, <8 x i32> poison, <8 x i32> zeroinitializer
  %2795 = icmp slt <8 x i32> %2794, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %2796 = trunc i64 %2789 to i32
  %2797 = select i1 %2790, i32 %2796, i32 0
  %2798 = insertelement <8 x i32> poison, i32 %2797, i64 0
  %2799 = shufflevector <8 x i32> %2798, <8 x i32> poison, <8 x i32> zeroinitializer
  %2800 = icmp sgt <8 x i32> %2799, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2801 = and <8 x i1> %2800, %2795
  %2802 = sext <8 x i1> %2801 to <8 x i32>
  %2803 = bitcast <8 x i32> %2802 to <4 x i64>
  br label %2804

2804:                                             ; preds = %2783, %2780
  %2805 = phi <4 x i64> [ %2782, %2780 ], [ %2803, %2783 ]
  %2806 = getelementptr inbounds float, ptr %2672, i64 %2779
  %2807 = select i1 %2669, <4 x i64> zeroinitializer, <4 x i64> %2805
  %2808 = bitcast <4 x i64> %2807 to <8 x i32>
  %2809 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %2806, <8 x i32> %2808)
  %2810 = call <8 x float> @llvm.fma.v8f32(<8 x float> %2809, <8 x float> %2703, <8 x float> %2695)
  %2811 = getelementptr inbounds float, ptr %2679, i64 %2779
  %2812 = select i1 %2676, <4 x i64> zeroinitializer, <4 x i64> %2805
  %2813 = bitcast <4 x i64> %2812 to <8 x i32>
  %2814 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %2811, <8 x i32> %2813)
  %2815 = call <8 x float> @llvm.fma.v8f32(<8 x float> %2814, <8 x float> %2703, <8 x float> %2698)
  %2816 = add nuw nsw i64 %2699, 1
  %2817 = icmp eq i64 %2816, %11
  br i1 %2817, label %2683, label %2692

2818:                                             ; preds = %2647
  %2819 = load float, ptr %1518, align 1
  %2820 = insertelement <8 x float> poison, float %2819, i64 0
  %2821 = shufflevector <8 x float> %2820, <8 x float> poison, <8 x i32> zeroinitializer
  %2822 = fadd <8 x float> %2648, %2821
  br label %2823

2823:                                             ; preds = %2818, %2647
  %2824 = phi <8 x float> [ %2822, %2818 ], [ %2648, %2647 ]
  switch i64 %1400, label %504 [
    i64 1, label %2825
    i64 2, label %2828
    i64 3, label %2835
    i64 0, label %2880
  ]

2825:                                             ; preds = %2823
  %2826 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1530, <8 x i1> %1108, <8 x float> zeroinitializer)
  %2827 = fadd <8 x float> %2824, %2826
  br label %2842

2828:                                             ; preds = %2823
  %2829 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %2824)
  %2830 = bitcast <8 x float> %2824 to <8 x i32>
  %2831 = or <8 x i32> %2830, %1101
  %2832 = bitcast <8 x i32> %2831 to <8 x float>
  %2833 = fcmp oeq <8 x float> %2824, %50
  %2834 = select <8 x i1> %2833, <8 x float> %2832, <8 x float> %2829
  br label %2842

2835:                                             ; preds = %2823
  %2836 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %2824)
  %2837 = bitcast <8 x float> %2824 to <8 x i32>
  %2838 = and <8 x i32> %2837, %1100
  %2839 = bitcast <8 x i32> %2838 to <8 x float>
  %2840 = fcmp oeq <8 x float> %2824, %47
  %2841 = select <8 x i1> %2840, <8 x float> %2839, <8 x float> %2836
  br label %2842

2842:                                             ; preds = %2835, %2828, %2825
  %2843 = phi <8 x float> [ %2827, %2825 ], [ %2834, %2828 ], [ %2841, %2835 ]
  switch i64 %1402, label %504 [
    i64 1, label %2858
    i64 2, label %2851
    i64 3, label %2844
    i64 0, label %2880
  ]

2844:                                             ; preds = %2842
  %2845 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %2843)
  %2846 = bitcast <8 x float> %2843 to <8 x i32>
  %2847 = and <8 x i32> %2846, %1100
  %2848 = bitcast <8 x i32> %2847 to <8 x float>
  %2849 = fcmp oeq <8 x float> %2843, %47
  %2850 = select <8 x i1> %2849, <8 x float> %2848, <8 x float> %2845
  br label %2861

2851:                                             ; preds = %2842
  %2852 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %2843)
  %2853 = bitcast <8 x float> %2843 to <8 x i32>
  %2854 = or <8 x i32> %2853, %1101
  %2855 = bitcast <8 x i32> %2854 to <8 x float>
  %2856 = fcmp oeq <8 x float> %2843, %50
  %2857 = select <8 x i1> %2856, <8 x float> %2855, <8 x float> %2852
  br label %2861

2858:                                             ; preds = %2842
  %2859 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1530, <8 x i1> %1108, <8 x float> zeroinitializer)
  %2860 = fadd <8 x float> %2843, %2859
  br label %2861

2861:                                             ; preds = %2858, %2851, %2844
  %2862 = phi <8 x float> [ %2860, %2858 ], [ %2857, %2851 ], [ %2850, %2844 ]
  switch i64 %1404, label %504 [
    i64 1, label %2877
    i64 2, label %2870
    i64 3, label %2863
    i64 0, label %2880
  ]

2863:                                             ; preds = %2861
  %2864 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %2862)
  %2865 = bitcast <8 x float> %2862 to <8 x i32>
  %2866 = and <8 x i32> %2865, %1100
  %2867 = bitcast <8 x i32> %2866 to <8 x float>
  %2868 = fcmp oeq <8 x float> %2862, %47
  %2869 = select <8 x i1> %2868, <8 x float> %2867, <8 x float> %2864
  br label %2880

2870:                                             ; preds = %2861
  %2871 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %2862)
  %2872 = bitcast <8 x float> %2862 to <8 x i32>
  %2873 = or <8 x i32> %2872, %1101
  %2874 = bitcast <8 x i32> %2873 to <8 x float>
  %2875 = fcmp oeq <8 x float> %2862, %50
  %2876 = select <8 x i1> %2875, <8 x float> %2874, <8 x float> %2871
  br label %2880

2877:                                             ; preds = %2861
  %2878 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1530, <8 x i1> %1108, <8 x float> zeroinitializer)
  %2879 = fadd <8 x float> %2862, %2878
  br label %2880

2880:                                             ; preds = %2863, %2870, %2877, %2861, %2842, %2823
  %2881 = phi <8 x float> [ %2862, %2861 ], [ %2824, %2823 ], [ %2843, %2842 ], [ %2879, %2877 ], [ %2876, %2870 ], [ %2869, %2863 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %2881, ptr align 1 %1525, <8 x i1> %1108)
  br i1 %2654, label %2887, label %2882

2882:                                             ; preds = %2880
  %2883 = load float, ptr %1518, align 1
  %2884 = insertelement <8 x float> poison, float %2883, i64 0
  %2885 = shufflevector <8 x float> %2884, <8 x float> poison, <8 x i32> zeroinitializer
  %2886 = fadd <8 x float> %2649, %2885
  br label %2887

2887:                                             ; preds = %2882, %2880
  %2888 = phi <8 x float> [ %2886, %2882 ], [ %2649, %2880 ]
  %2889 = getelementptr inbounds nuw i8, ptr %1525, i64 32
  %2890 = getelementptr inbounds nuw i8, ptr %1530, i64 32
  %2891 = select i1 %2655, ptr null, ptr %2890
  switch i64 %1400, label %504 [
    i64 1, label %2906
    i64 2, label %2899
    i64 3, label %2892
    i64 0, label %2947
  ]

2892:                                             ; preds = %2887
  %2893 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %2888)
  %2894 = bitcast <8 x float> %2888 to <8 x i32>
  %2895 = and <8 x i32> %2894, %1100
  %2896 = bitcast <8 x i32> %2895 to <8 x float>
  %2897 = fcmp oeq <8 x float> %2888, %47
  %2898 = select <8 x i1> %2897, <8 x float> %2896, <8 x float> %2893
  br label %2909

2899:                                             ; preds = %2887
  %2900 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %2888)
  %2901 = bitcast <8 x float> %2888 to <8 x i32>
  %2902 = or <8 x i32> %2901, %1101
  %2903 = bitcast <8 x i32> %2902 to <8 x float>
  %2904 = fcmp oeq <8 x float> %2888, %50
  %2905 = select <8 x i1> %2904, <8 x float> %2903, <8 x float> %2900
  br label %2909

2906:                                             ; preds = %2887
  %2907 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2891, <8 x i1> %1411, <8 x float> zeroinitializer)
  %2908 = fadd <8 x float> %2888, %2907
  br label %2909

2909:                                             ; preds = %2906, %2899, %2892
  %2910 = phi <8 x float> [ %2908, %2906 ], [ %2905, %2899 ], [ %2898, %2892 ]
  switch i64 %1413, label %504 [
    i64 1, label %2925
    i64 2, label %2918
    i64 3, label %2911
    i64 0, label %2947
  ]

2911:                                             ; preds = %2909
  %2912 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %2910)
  %2913 = bitcast <8 x float> %2910 to <8 x i32>
  %2914 = and <8 x i32> %2913, %1100
  %2915 = bitcast <8 x i32> %2914 to <8 x float>
  %2916 = fcmp oeq <8 x float> %2910, %47
  %2917 = select <8 x i1> %2916, <8 x float> %2915, <8 x float> %2912
  br label %2928

2918:                                             ; preds = %2909
  %2919 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %2910)
  %2920 = bitcast <8 x float> %2910 to <8 x i32>
  %2921 = or <8 x i32> %2920, %1101
  %2922 = bitcast <8 x i32> %2921 to <8 x float>
  %2923 = fcmp oeq <8 x float> %2910, %50
  %2924 = select <8 x i1> %2923, <8 x float> %2922, <8 x float> %2919
  br label %2928

2925:                                             ; preds = %2909
  %2926 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2891, <8 x i1> %1411, <8 x float> zeroinitializer)
  %2927 = fadd <8 x float> %2910, %2926
  br label %2928

2928:                                             ; preds = %2925, %2918, %2911
  %2929 = phi <8 x float> [ %2927, %2925 ], [ %2924, %2918 ], [ %2917, %2911 ]
  switch i64 %1415, label %504 [
    i64 1, label %2944
    i64 2, label %2937
    i64 3, label %2930
    i64 0, label %2947
  ]

2930:                                             ; preds = %2928
  %2931 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %2929)
  %2932 = bitcast <8 x float> %2929 to <8 x i32>
  %2933 = and <8 x i32> %2932, %1100
  %2934 = bitcast <8 x i32> %2933 to <8 x float>
  %2935 = fcmp oeq <8 x float> %2929, %47
  %2936 = select <8 x i1> %2935, <8 x float> %2934, <8 x float> %2931
  br label %2947

2937:                                             ; preds = %2928
  %2938 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %2929)
  %2939 = bitcast <8 x float> %2929 to <8 x i32>
  %2940 = or <8 x i32> %2939, %1101
  %2941 = bitcast <8 x i32> %2940 to <8 x float>
  %2942 = fcmp oeq <8 x float> %2929, %50
  %2943 = select <8 x i1> %2942, <8 x float> %2941, <8 x float> %2938
  br label %2947

2944:                                             ; preds = %2928
  %2945 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2891, <8 x i1> %1411, <8 x float> zeroinitializer)
  %2946 = fadd <8 x float> %2929, %2945
  br label %2947

2947:                                             ; preds = %2930, %2937, %2944, %2928, %2909, %2887
  %2948 = phi <8 x float> [ %2929, %2928 ], [ %2888, %2887 ], [ %2910, %2909 ], [ %2946, %2944 ], [ %2943, %2937 ], [ %2936, %2930 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %2948, ptr nonnull align 1 %2889, <8 x i1> %1411)
  br i1 %2654, label %2954, label %2949

2949:                                             ; preds = %2947
  %2950 = load float, ptr %1518, align 1
  %2951 = insertelement <8 x float> poison, float %2950, i64 0
  %2952 = shufflevector <8 x float> %2951, <8 x float> poison, <8 x i32> zeroinitializer
  %2953 = fadd <8 x float> %2650, %2952
  br label %2954

2954:                                             ; preds = %2949, %2947
  %2955 = phi <8 x float> [ %2953, %2949 ], [ %2650, %2947 ]
  %2956 = getelementptr inbounds nuw i8, ptr %1525, i64 64
  %2957 = getelementptr inbounds nuw i8, ptr %1530, i64 64
  %2958 = select i1 %2655, ptr null, ptr %2957
  switch i64 %1400, label %504 [
    i64 1, label %2973
    i64 2, label %2966
    i64 3, label %2959
    i64 0, label %3014
  ]

2959:                                             ; preds = %2954
  %2960 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %2955)
  %2961 = bitcast <8 x float> %2955 to <8 x i32>
  %2962 = and <8 x i32> %2961, %1100
  %2963 = bitcast <8 x i32> %2962 to <8 x float>
  %2964 = fcmp oeq <8 x float> %2955, %47
  %2965 = select <8 x i1> %2964, <8 x float> %2963, <8 x float> %2960
  br label %2976

2966:                                             ; preds = %2954
  %2967 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %2955)
  %2968 = bitcast <8 x float> %2955 to <8 x i32>
  %2969 = or <8 x i32> %2968, %1101
  %2970 = bitcast <8 x i32> %2969 to <8 x float>
  %2971 = fcmp oeq <8 x float> %2955, %50
  %2972 = select <8 x i1> %2971, <8 x float> %2970, <8 x float> %2967
  br label %2976

2973:                                             ; preds = %2954
  %2974 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2958, <8 x i1> %1422, <8 x float> zeroinitializer)
  %2975 = fadd <8 x float> %2955, %2974
  br label %2976

2976:                                             ; preds = %2973, %2966, %2959
  %2977 = phi <8 x float> [ %2975, %2973 ], [ %2972, %2966 ], [ %2965, %2959 ]
  switch i64 %1424, label %504 [
    i64 1, label %2992
    i64 2, label %2985
    i64 3, label %2978
    i64 0, label %3014
  ]

2978:                                             ; preds = %2976
  %2979 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %2977)
  %2980 = bitcast <8 x float> %2977 to <8 x i32>
  %2981 = and <8 x i32> %2980, %1100
  %2982 = bitcast <8 x i32> %2981 to <8 x float>
  %2983 = fcmp oeq <8 x float> %2977, %47
  %2984 = select <8 x i1> %2983, <8 x float> %2982, <8 x float> %2979
  br label %2995

2985:                                             ; preds = %2976
  %2986 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %2977)
  %2987 = bitcast <8 x float> %2977 to <8 x i32>
  %2988 = or <8 x i32> %2987, %1101
  %2989 = bitcast <8 x i32> %2988 to <8 x float>
  %2990 = fcmp oeq <8 x float> %2977, %50
  %2991 = select <8 x i1> %2990, <8 x float> %2989, <8 x float> %2986
  br label %2995

2992:                                             ; preds = %2976
  %2993 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2958, <8 x i1> %1422, <8 x float> zeroinitializer)
  %2994 = fadd <8 x float> %2977, %2993
  br label %2995

2995:                                             ; preds = %2992, %2985, %2978
  %2996 = phi <8 x float> [ %2994, %2992 ], [ %2991, %2985 ], [ %2984, %2978 ]
  switch i64 %1426, label %504 [
    i64 1, label %3011
    i64 2, label %3004
    i64 3, label %2997
    i64 0, label %3014
  ]

2997:                                             ; preds = %2995
  %2998 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %2996)
  %2999 = bitcast <8 x float> %2996 to <8 x i32>
  %3000 = and <8 x i32> %2999, %1100
  %3001 = bitcast <8 x i32> %3000 to <8 x float>
  %3002 = fcmp oeq <8 x float> %2996, %47
  %3003 = select <8 x i1> %3002, <8 x float> %3001, <8 x float> %2998
  br label %3014

3004:                                             ; preds = %2995
  %3005 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %2996)
  %3006 = bitcast <8 x float> %2996 to <8 x i32>
  %3007 = or <8 x i32> %3006, %1101
  %3008 = bitcast <8 x i32> %3007 to <8 x float>
  %3009 = fcmp oeq <8 x float> %2996, %50
  %3010 = select <8 x i1> %3009, <8 x float> %3008, <8 x float> %3005
  br label %3014

3011:                                             ; preds = %2995
  %3012 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2958, <8 x i1> %1422, <8 x float> zeroinitializer)
  %3013 = fadd <8 x float> %2996, %3012
  br label %3014

3014:                                             ; preds = %2997, %3004, %3011, %2995, %2976, %2954
  %3015 = phi <8 x float> [ %2996, %2995 ], [ %2955, %2954 ], [ %2977, %2976 ], [ %3013, %3011 ], [ %3010, %3004 ], [ %3003, %2997 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %3015, ptr nonnull align 1 %2956, <8 x i1> %1422)
  br i1 %2654, label %3021, label %3016

3016:                                             ; preds = %3014
  %3017 = load float, ptr %1518, align 1
  %3018 = insertelement <8 x float> poison, float %3017, i64 0
  %3019 = shufflevector <8 x float> %3018, <8 x float> poison, <8 x i32> zeroinitializer
  %3020 = fadd <8 x float> %2651, %3019
  br label %3021

3021:                                             ; preds = %3016, %3014
  %3022 = phi <8 x float> [ %3020, %3016 ], [ %2651, %3014 ]
  %3023 = getelementptr inbounds float, ptr %1525, i64 %9
  %3024 = getelementptr inbounds float, ptr %1530, i64 %9
  %3025 = select i1 %2655, ptr null, ptr %3024
  switch i64 %1400, label %504 [
    i64 1, label %3040
    i64 2, label %3033
    i64 3, label %3026
    i64 0, label %3081
  ]

3026:                                             ; preds = %3021
  %3027 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %3022)
  %3028 = bitcast <8 x float> %3022 to <8 x i32>
  %3029 = and <8 x i32> %3028, %1100
  %3030 = bitcast <8 x i32> %3029 to <8 x float>
  %3031 = fcmp oeq <8 x float> %3022, %47
  %3032 = select <8 x i1> %3031, <8 x float> %3030, <8 x float> %3027
  br label %3043

3033:                                             ; preds = %3021
  %3034 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %3022)
  %3035 = bitcast <8 x float> %3022 to <8 x i32>
  %3036 = or <8 x i32> %3035, %1101
  %3037 = bitcast <8 x i32> %3036 to <8 x float>
  %3038 = fcmp oeq <8 x float> %3022, %50
  %3039 = select <8 x i1> %3038, <8 x float> %3037, <8 x float> %3034
  br label %3043

3040:                                             ; preds = %3021
  %3041 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3025, <8 x i1> %1108, <8 x float> zeroinitializer)
  %3042 = fadd <8 x float> %3022, %3041
  br label %3043

3043:                                             ; preds = %3040, %3033, %3026
  %3044 = phi <8 x float> [ %3042, %3040 ], [ %3039, %3033 ], [ %3032, %3026 ]
  switch i64 %1428, label %504 [
    i64 1, label %3059
    i64 2, label %3052
    i64 3, label %3045
    i64 0, label %3081
  ]

3045:                                             ; preds = %3043
  %3046 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %3044)
  %3047 = bitcast <8 x float> %3044 to <8 x i32>
  %3048 = and <8 x i32> %3047, %1100
  %3049 = bitcast <8 x i32> %3048 to <8 x float>
  %3050 = fcmp oeq <8 x float> %3044, %47
  %3051 = select <8 x i1> %3050, <8 x float> %3049, <8 x float> %3046
  br label %3062

3052:                                             ; preds = %3043
  %3053 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %3044)
  %3054 = bitcast <8 x float> %3044 to <8 x i32>
  %3055 = or <8 x i32> %3054, %1101
  %3056 = bitcast <8 x i32> %3055 to <8 x float>
  %3057 = fcmp oeq <8 x float> %3044, %50
  %3058 = select <8 x i1> %3057, <8 x float> %3056, <8 x float> %3053
  br label %3062

3059:                                             ; preds = %3043
  %3060 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3025, <8 x i1> %1108, <8 x float> zeroinitializer)
  %3061 = fadd <8 x float> %3044, %3060
  br label %3062

3062:                                             ; preds = %3059, %3052, %3045
  %3063 = phi <8 x float> [ %3061, %3059 ], [ %3058, %3052 ], [ %3051, %3045 ]
  switch i64 %1430, label %504 [
    i64 1, label %3078
    i64 2, label %3071
    i64 3, label %3064
    i64 0, label %3081
  ]

3064:                                             ; preds = %3062
  %3065 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %3063)
  %3066 = bitcast <8 x float> %3063 to <8 x i32>
  %3067 = and <8 x i32> %3066, %1100
  %3068 = bitcast <8 x i32> %3067 to <8 x float>
  %3069 = fcmp oeq <8 x float> %3063, %47
  %3070 = select <8 x i1> %3069, <8 x float> %3068, <8 x float> %3065
  br label %3081

3071:                                             ; preds = %3062
  %3072 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %3063)
  %3073 = bitcast <8 x float> %3063 to <8 x i32>
  %3074 = or <8 x i32> %3073, %1101
  %3075 = bitcast <8 x i32> %3074 to <8 x float>
  %3076 = fcmp oeq <8 x float> %3063, %50
  %3077 = select <8 x i1> %3076, <8 x float> %3075, <8 x float> %3072
  br label %3081

3078:                                             ; preds = %3062
  %3079 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3025, <8 x i1> %1108, <8 x float> zeroinitializer)
  %3080 = fadd <8 x float> %3063, %3079
  br label %3081

3081:                                             ; preds = %3064, %3071, %3078, %3062, %3043, %3021
  %3082 = phi <8 x float> [ %3063, %3062 ], [ %3022, %3021 ], [ %3044, %3043 ], [ %3080, %3078 ], [ %3077, %3071 ], [ %3070, %3064 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %3082, ptr align 1 %3023, <8 x i1> %1108)
  br i1 %2654, label %3088, label %3083

3083:                                             ; preds = %3081
  %3084 = load float, ptr %1518, align 1
  %3085 = insertelement <8 x float> poison, float %3084, i64 0
  %3086 = shufflevector <8 x float> %3085, <8 x float> poison, <8 x i32> zeroinitializer
  %3087 = fadd <8 x float> %2652, %3086
  br label %3088

3088:                                             ; preds = %3083, %3081
  %3089 = phi <8 x float> [ %3087, %3083 ], [ %2652, %3081 ]
  %3090 = getelementptr inbounds float, ptr %1525, i64 %1431
  %3091 = getelementptr inbounds float, ptr %1530, i64 %1431
  %3092 = select i1 %2655, ptr null, ptr %3091
  switch i64 %1400, label %504 [
    i64 1, label %3107
    i64 2, label %3100
    i64 3, label %3093
    i64 0, label %3148
  ]

3093:                                             ; preds = %3088
  %3094 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %3089)
  %3095 = bitcast <8 x float> %3089 to <8 x i32>
  %3096 = and <8 x i32> %3095, %1100
  %3097 = bitcast <8 x i32> %3096 to <8 x float>
  %3098 = fcmp oeq <8 x float> %3089, %47
  %3099 = select <8 x i1> %3098, <8 x float> %3097, <8 x float> %3094
  br label %3110

3100:                                             ; preds = %3088
  %3101 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %3089)
  %3102 = bitcast <8 x float> %3089 to <8 x i32>
  %3103 = or <8 x i32> %3102, %1101
  %3104 = bitcast <8 x i32> %3103 to <8 x float>
  %3105 = fcmp oeq <8 x float> %3089, %50
  %3106 = select <8 x i1> %3105, <8 x float> %3104, <8 x float> %3101
  br label %3110

3107:                                             ; preds = %3088
  %3108 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3092, <8 x i1> %1411, <8 x float> zeroinitializer)
  %3109 = fadd <8 x float> %3089, %3108
  br label %3110

3110:                                             ; preds = %3107, %3100, %3093
  %3111 = phi <8 x float> [ %3109, %3107 ], [ %3106, %3100 ], [ %3099, %3093 ]
  switch i64 %1433, label %504 [
    i64 1, label %3126
    i64 2, label %3119
    i64 3, label %3112
    i64 0, label %3148
  ]

3112:                                             ; preds = %3110
  %3113 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %3111)
  %3114 = bitcast <8 x float> %3111 to <8 x i32>
  %3115 = and <8 x i32> %3114, %1100
  %3116 = bitcast <8 x i32> %3115 to <8 x float>
  %3117 = fcmp oeq <8 x float> %3111, %47
  %3118 = select <8 x i1> %3117, <8 x float> %3116, <8 x float> %3113
  br label %3129

3119:                                             ; preds = %3110
  %3120 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %3111)
  %3121 = bitcast <8 x float> %3111 to <8 x i32>
  %3122 = or <8 x i32> %3121, %1101
  %3123 = bitcast <8 x i32> %3122 to <8 x float>
  %3124 = fcmp oeq <8 x float> %3111, %50
  %3125 = select <8 x i1> %3124, <8 x float> %3123, <8 x float> %3120
  br label %3129

3126:                                             ; preds = %3110
  %3127 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3092, <8 x i1> %1411, <8 x float> zeroinitializer)
  %3128 = fadd <8 x float> %3111, %3127
  br label %3129

3129:                                             ; preds = %3126, %3119, %3112
  %3130 = phi <8 x float> [ %3128, %3126 ], [ %3125, %3119 ], [ %3118, %3112 ]
  switch i64 %1435, label %504 [
    i64 1, label %3145
    i64 2, label %3138
    i64 3, label %3131
    i64 0, label %3148
  ]

3131:                                             ; preds = %3129
  %3132 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %3130)
  %3133 = bitcast <8 x float> %3130 to <8 x i32>
  %3134 = and <8 x i32> %3133, %1100
  %3135 = bitcast <8 x i32> %3134 to <8 x float>
  %3136 = fcmp oeq <8 x float> %3130, %47
  %3137 = select <8 x i1> %3136, <8 x float> %3135, <8 x float> %3132
  br label %3148

3138:                                             ; preds = %3129
  %3139 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %3130)
  %3140 = bitcast <8 x float> %3130 to <8 x i32>
  %3141 = or <8 x i32> %3140, %1101
  %3142 = bitcast <8 x i32> %3141 to <8 x float>
  %3143 = fcmp oeq <8 x float> %3130, %50
  %3144 = select <8 x i1> %3143, <8 x float> %3142, <8 x float> %3139
  br label %3148

3145:                                             ; preds = %3129
  %3146 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3092, <8 x i1> %1411, <8 x float> zeroinitializer)
  %3147 = fadd <8 x float> %3130, %3146
  br label %3148

3148:                                             ; preds = %3131, %3138, %3145, %3129, %3110, %3088
  %3149 = phi <8 x float> [ %3130, %3129 ], [ %3089, %3088 ], [ %3111, %3110 ], [ %3147, %3145 ], [ %3144, %3138 ], [ %3137, %3131 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %3149, ptr align 1 %3090, <8 x i1> %1411)
  br i1 %2654, label %3155, label %3150

3150:                                             ; preds = %3148
  %3151 = load float, ptr %1518, align 1
  %3152 = insertelement <8 x float> poison, float %3151, i64 0
  %3153 = shufflevector <8 x float> %3152, <8 x float> poison, <8 x i32> zeroinitializer
  %3154 = fadd <8 x float> %2653, %3153
  br label %3155

3155:                                             ; preds = %3150, %3148
  %3156 = phi <8 x float> [ %3154, %3150 ], [ %2653, %3148 ]
  %3157 = getelementptr inbounds float, ptr %1525, i64 %1436
  %3158 = getelementptr inbounds float, ptr %1530, i64 %1436
  %3159 = select i1 %2655, ptr null, ptr %3158
  switch i64 %1400, label %504 [
    i64 1, label %3174
    i64 2, label %3167
    i64 3, label %3160
    i64 0, label %3215
  ]

3160:                                             ; preds = %3155
  %3161 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %3156)
  %3162 = bitcast <8 x float> %3156 to <8 x i32>
  %3163 = and <8 x i32> %3162, %1100
  %3164 = bitcast <8 x i32> %3163 to <8 x float>
  %3165 = fcmp oeq <8 x float> %3156, %47
  %3166 = select <8 x i1> %3165, <8 x float> %3164, <8 x float> %3161
  br label %3177

3167:                                             ; preds = %3155
  %3168 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %3156)
  %3169 = bitcast <8 x float> %3156 to <8 x i32>
  %3170 = or <8 x i32> %3169, %1101
  %3171 = bitcast <8 x i32> %3170 to <8 x float>
  %3172 = fcmp oeq <8 x float> %3156, %50
  %3173 = select <8 x i1> %3172, <8 x float> %3171, <8 x float> %3168
  br label %3177

3174:                                             ; preds = %3155
  %3175 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3159, <8 x i1> %1422, <8 x float> zeroinitializer)
  %3176 = fadd <8 x float> %3156, %3175
  br label %3177

3177:                                             ; preds = %3174, %3167, %3160
  %3178 = phi <8 x float> [ %3176, %3174 ], [ %3173, %3167 ], [ %3166, %3160 ]
  switch i64 %1438, label %504 [
    i64 1, label %3193
    i64 2, label %3186
    i64 3, label %3179
    i64 0, label %3215
  ]

3179:                                             ; preds = %3177
  %3180 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %3178)
  %3181 = bitcast <8 x float> %3178 to <8 x i32>
  %3182 = and <8 x i32> %3181, %1100
  %3183 = bitcast <8 x i32> %3182 to <8 x float>
  %3184 = fcmp oeq <8 x float> %3178, %47
  %3185 = select <8 x i1> %3184, <8 x float> %3183, <8 x float> %3180
  br label %3196

3186:                                             ; preds = %3177
  %3187 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %3178)
  %3188 = bitcast <8 x float> %3178 to <8 x i32>
  %3189 = or <8 x i32> %3188, %1101
  %3190 = bitcast <8 x i32> %3189 to <8 x float>
  %3191 = fcmp oeq <8 x float> %3178, %50
  %3192 = select <8 x i1> %3191, <8 x float> %3190, <8 x float> %3187
  br label %3196

3193:                                             ; preds = %3177
  %3194 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3159, <8 x i1> %1422, <8 x float> zeroinitializer)
  %3195 = fadd <8 x float> %3178, %3194
  br label %3196

3196:                                             ; preds = %3193, %3186, %3179
  %3197 = phi <8 x float> [ %3195, %3193 ], [ %3192, %3186 ], [ %3185, %3179 ]
  switch i64 %1440, label %504 [
    i64 1, label %3212
    i64 2, label %3205
    i64 3, label %3198
    i64 0, label %3215
  ]

3198:                                             ; preds = %3196
  %3199 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %3197)
  %3200 = bitcast <8 x float> %3197 to <8 x i32>
  %3201 = and <8 x i32> %3200, %1100
  %3202 = bitcast <8 x i32> %3201 to <8 x float>
  %3203 = fcmp oeq <8 x float> %3197, %47
  %3204 = select <8 x i1> %3203, <8 x float> %3202, <8 x float> %3199
  br label %3215

3205:                                             ; preds = %3196
  %3206 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %3197)
  %3207 = bitcast <8 x float> %3197 to <8 x i32>
  %3208 = or <8 x i32> %3207, %1101
  %3209 = bitcast <8 x i32> %3208 to <8 x float>
  %3210 = fcmp oeq <8 x float> %3197, %50
  %3211 = select <8 x i1> %3210, <8 x float> %3209, <8 x float> %3206
  br label %3215

3212:                                             ; preds = %3196
  %3213 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3159, <8 x i1> %1422, <8 x float> zeroinitializer)
  %3214 = fadd <8 x float> %3197, %3213
  br label %3215

3215:                                             ; preds = %3198, %3205, %3212, %3196, %3177, %3155
  %3216 = phi <8 x float> [ %3197, %3196 ], [ %3156, %3155 ], [ %3178, %3177 ], [ %3214, %3212 ], [ %3211, %3205 ], [ %3204, %3198 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %3216, ptr align 1 %3157, <8 x i1> %1422)
  br label %8565

3217:                                             ; preds = %1537
  call void @llvm.lifetime.start.p0(ptr nonnull %28)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(128) %28, i8 0, i64 128, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(128) %1333, i8 0, i64 128, i1 false)
  br i1 %1097, label %3218, label %3224

3218:                                             ; preds = %3217
  %3219 = mul nsw i64 %1508, %12
  %3220 = add nsw i64 %1508, 1
  %3221 = mul nsw i64 %3220, %12
  br label %3228

3222:                                             ; preds = %3249
  %3223 = load <8 x float>, ptr %28, align 32
  br label %3224

3224:                                             ; preds = %3222, %3217
  %3225 = phi <8 x float> [ %3223, %3222 ], [ zeroinitializer, %3217 ]
  %3226 = icmp eq ptr %1519, null
  %3227 = icmp eq ptr %1530, null
  br i1 %3226, label %3317, label %3312

3228:                                             ; preds = %3218, %3249
  %3229 = phi i64 [ %3250, %3249 ], [ 0, %3218 ]
  %3230 = mul nsw i64 %3229, %14
  %3231 = sub i64 %3230, %16
  %3232 = add i64 %3231, %3219
  %3233 = icmp slt i64 %3232, 0
  %3234 = icmp sge i64 %3232, %6
  %3235 = or i1 %3233, %3234
  %3236 = select i1 %3235, i64 0, i64 %3232
  %3237 = mul nsw i64 %3236, %7
  %3238 = getelementptr inbounds float, ptr %1515, i64 %3237
  %3239 = add i64 %3231, %3221
  %3240 = icmp slt i64 %3239, 0
  %3241 = icmp sge i64 %3239, %6
  %3242 = or i1 %3240, %3241
  %3243 = select i1 %3242, i64 0, i64 %3239
  %3244 = mul nsw i64 %3243, %7
  %3245 = getelementptr inbounds float, ptr %1515, i64 %3244
  br i1 %1098, label %3246, label %3249

3246:                                             ; preds = %3228
  %3247 = mul nuw nsw i64 %3229, %11
  %3248 = getelementptr inbounds nuw float, ptr %1517, i64 %3247
  br label %3252

3249:                                             ; preds = %3261, %3228
  %3250 = add nuw nsw i64 %3229, 1
  %3251 = icmp eq i64 %3250, %10
  br i1 %3251, label %3222, label %3228

3252:                                             ; preds = %3246, %3261
  %3253 = phi i64 [ 0, %3246 ], [ %3262, %3261 ]
  %3254 = getelementptr inbounds nuw float, ptr %3248, i64 %3253
  %3255 = load float, ptr %3254, align 1
  %3256 = insertelement <8 x float> poison, float %3255, i64 0
  %3257 = shufflevector <8 x float> %3256, <8 x float> poison, <8 x i32> zeroinitializer
  %3258 = mul nsw i64 %3253, %15
  %3259 = sub i64 %3258, %17
  %3260 = getelementptr <4 x i64>, ptr %1084, i64 %3253
  br label %3264

3261:                                             ; preds = %3294
  %3262 = add nuw nsw i64 %3253, 1
  %3263 = icmp eq i64 %3262, %11
  br i1 %3263, label %3249, label %3252

3264:                                             ; preds = %3252, %3294
  %3265 = phi i64 [ 0, %3252 ], [ %3310, %3294 ]
  %3266 = shl nuw nsw i64 %3265, 3
  %3267 = add i64 %3259, %3266
  br i1 %1099, label %3272, label %3268

3268:                                             ; preds = %3264
  %3269 = mul nuw nsw i64 %11, %3265
  %3270 = getelementptr <4 x i64>, ptr %3260, i64 %3269
  %3271 = load <4 x i64>, ptr %3270, align 32
  br label %3294

3272:                                             ; preds = %3264
  %3273 = sub nsw i64 %9, %3266
  %3274 = icmp slt i64 %3267, 0
  %3275 = sub nsw i64 0, %3267
  %3276 = select i1 %3274, i64 %3275, i64 0
  %3277 = sub nsw i64 %7, %3267
  %3278 = call i64 @llvm.smin.i64(i64 %3277, i64 %3273)
  %3279 = call i64 @llvm.smin.i64(i64 %3278, i64 8)
  %3280 = icmp sgt i64 %3279, %3276
  %3281 = trunc i64 %3276 to i32
  %3282 = select i1 %3280, i32 %3281, i32 0
  %3283 = insertelement <8 x i32> poison, i32 %3282, i64 0
  %3284 = shufflevector <8 x i32> %3283, <8 x i32> poison, <8 x i32> zeroinitializer
  %3285 = icmp slt <8 x i32> %3284, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %3286 = trunc i64 %3279 to i32
  %3287 = select i1 %3280, i32 %3286, i32 0
  %3288 = insertelement <8 x i32> poison, i32 %3287, i64 0
  %3289 = shufflevector <8 x i32> %3288, <8 x i32> poison, <8 x i32> zeroinitializer
  %3290 = icmp sgt <8 x i32> %3289, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %3291 = and <8 x i1> %3290, %3285
  %3292 = sext <8 x i1> %3291 to <8 x i32>
  %3293 = bitcast <8 x i32> %3292 to <4 x i64>
  br label %3294

3294:                                             ; preds = %3272, %3268
  %3295 = phi <4 x i64> [ %3271, %3268 ], [ %3293, %3272 ]
  %3296 = getelementptr inbounds nuw <8 x float>, ptr %28, i64 %3265
  %3297 = getelementptr inbounds float, ptr %3238, i64 %3267
  %3298 = select i1 %3235, <4 x i64> zeroinitializer, <4 x i64> %3295
  %3299 = bitcast <4 x i64> %3298 to <8 x i32>
  %3300 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3297, <8 x i32> %3299)
  %3301 = load <8 x float>, ptr %3296, align 32
  %3302 = call <8 x float> @llvm.fma.v8f32(<8 x float> %3300, <8 x float> %3257, <8 x float> %3301)
  store <8 x float> %3302, ptr %3296, align 32
  %3303 = getelementptr inbounds float, ptr %3245, i64 %3267
  %3304 = select i1 %3242, <4 x i64> zeroinitializer, <4 x i64> %3295
  %3305 = bitcast <4 x i64> %3304 to <8 x i32>
  %3306 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3303, <8 x i32> %3305)
  %3307 = getelementptr inbounds nuw i8, ptr %3296, i64 256
  %3308 = load <8 x float>, ptr %3307, align 32
  %3309 = call <8 x float> @llvm.fma.v8f32(<8 x float> %3306, <8 x float> %3257, <8 x float> %3308)
  store <8 x float> %3309, ptr %3307, align 32
  %3310 = add nuw nsw i64 %3265, 1
  %3311 = icmp eq i64 %3310, 4
  br i1 %3311, label %3261, label %3264

3312:                                             ; preds = %3224
  %3313 = load float, ptr %1518, align 1
  %3314 = insertelement <8 x float> poison, float %3313, i64 0
  %3315 = shufflevector <8 x float> %3314, <8 x float> poison, <8 x i32> zeroinitializer
  %3316 = fadd <8 x float> %3225, %3315
  br label %3317

3317:                                             ; preds = %3312, %3224
  %3318 = phi <8 x float> [ %3316, %3312 ], [ %3225, %3224 ]
  switch i64 %1334, label %504 [
    i64 1, label %3319
    i64 2, label %3322
    i64 3, label %3329
    i64 0, label %3374
  ]

3319:                                             ; preds = %3317
  %3320 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1530, <8 x i1> %1108, <8 x float> zeroinitializer)
  %3321 = fadd <8 x float> %3318, %3320
  br label %3336

3322:                                             ; preds = %3317
  %3323 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %3318)
  %3324 = bitcast <8 x float> %3318 to <8 x i32>
  %3325 = or <8 x i32> %3324, %1101
  %3326 = bitcast <8 x i32> %3325 to <8 x float>
  %3327 = fcmp oeq <8 x float> %3318, %50
  %3328 = select <8 x i1> %3327, <8 x float> %3326, <8 x float> %3323
  br label %3336

3329:                                             ; preds = %3317
  %3330 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %3318)
  %3331 = bitcast <8 x float> %3318 to <8 x i32>
  %3332 = and <8 x i32> %3331, %1100
  %3333 = bitcast <8 x i32> %3332 to <8 x float>
  %3334 = fcmp oeq <8 x float> %3318, %47
  %3335 = select <8 x i1> %3334, <8 x float> %3333, <8 x float> %3330
  br label %3336

3336:                                             ; preds = %3329, %3322, %3319
  %3337 = phi <8 x float> [ %3321, %3319 ], [ %3328, %3322 ], [ %3335, %3329 ]
  switch i64 %1336, label %504 [
    i64 1, label %3352
    i64 2, label %3345
    i64 3, label %3338
    i64 0, label %3374
  ]

3338:                                             ; preds = %3336
  %3339 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %3337)
  %3340 = bitcast <8 x float> %3337 to <8 x i32>
  %3341 = and <8 x i32> %3340, %1100
  %3342 = bitcast <8 x i32> %3341 to <8 x float>
  %3343 = fcmp oeq <8 x float> %3337, %47
  %3344 = select <8 x i1> %3343, <8 x float> %3342, <8 x float> %3339
  br label %3355

3345:                                             ; preds = %3336
  %3346 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %3337)
  %3347 = bitcast <8 x float> %3337 to <8 x i32>
  %3348 = or <8 x i32> %3347, %1101
  %3349 = bitcast <8 x i32> %3348 to <8 x float>
  %3350 = fcmp oeq <8 x float> %3337, %50
  %3351 = select <8 x i1> %3350, <8 x float> %3349, <8 x float> %3346
  br label %3355

3352:                                             ; preds = %3336
  %3353 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1530, <8 x i1> %1108, <8 x float> zeroinitializer)
  %3354 = fadd <8 x float> %3337, %3353
  br label %3355

3355:                                             ; preds = %3352, %3345, %3338
  %3356 = phi <8 x float> [ %3354, %3352 ], [ %3351, %3345 ], [ %3344, %3338 ]
  switch i64 %1338, label %504 [
    i64 1, label %3371
    i64 2, label %3364
    i64 3, label %3357
    i64 0, label %3374
  ]

3357:                                             ; preds = %3355
  %3358 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %3356)
  %3359 = bitcast <8 x float> %3356 to <8 x i32>
  %3360 = and <8 x i32> %3359, %1100
  %3361 = bitcast <8 x i32> %3360 to <8 x float>
  %3362 = fcmp oeq <8 x float> %3356, %47
  %3363 = select <8 x i1> %3362, <8 x float> %3361, <8 x float> %3358
  br label %3374

3364:                                             ; preds = %3355
  %3365 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %3356)
  %3366 = bitcast <8 x float> %3356 to <8 x i32>
  %3367 = or <8 x i32> %3366, %1101
  %3368 = bitcast <8 x i32> %3367 to <8 x float>
  %3369 = fcmp oeq <8 x float> %3356, %50
  %3370 = select <8 x i1> %3369, <8 x float> %3368, <8 x float> %3365
  br label %3374

3371:                                             ; preds = %3355
  %3372 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1530, <8 x i1> %1108, <8 x float> zeroinitializer)
  %3373 = fadd <8 x float> %3356, %3372
  br label %3374

3374:                                             ; preds = %3357, %3364, %3371, %3355, %3336, %3317
  %3375 = phi <8 x float> [ %3356, %3355 ], [ %3318, %3317 ], [ %3337, %3336 ], [ %3373, %3371 ], [ %3370, %3364 ], [ %3363, %3357 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %3375, ptr align 1 %1525, <8 x i1> %1108)
  %3376 = load <8 x float>, ptr %1346, align 32
  br i1 %3226, label %3382, label %3377

3377:                                             ; preds = %3374
  %3378 = load float, ptr %1518, align 1
  %3379 = insertelement <8 x float> poison, float %3378, i64 0
  %3380 = shufflevector <8 x float> %3379, <8 x float> poison, <8 x i32> zeroinitializer
  %3381 = fadd <8 x float> %3376, %3380
  br label %3382

3382:                                             ; preds = %3377, %3374
  %3383 = phi <8 x float> [ %3381, %3377 ], [ %3376, %3374 ]
  %3384 = getelementptr inbounds nuw i8, ptr %1525, i64 32
  %3385 = getelementptr inbounds nuw i8, ptr %1530, i64 32
  %3386 = select i1 %3227, ptr null, ptr %3385
  switch i64 %1334, label %504 [
    i64 1, label %3401
    i64 2, label %3394
    i64 3, label %3387
    i64 0, label %3442
  ]

3387:                                             ; preds = %3382
  %3388 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %3383)
  %3389 = bitcast <8 x float> %3383 to <8 x i32>
  %3390 = and <8 x i32> %3389, %1100
  %3391 = bitcast <8 x i32> %3390 to <8 x float>
  %3392 = fcmp oeq <8 x float> %3383, %47
  %3393 = select <8 x i1> %3392, <8 x float> %3391, <8 x float> %3388
  br label %3404

3394:                                             ; preds = %3382
  %3395 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %3383)
  %3396 = bitcast <8 x float> %3383 to <8 x i32>
  %3397 = or <8 x i32> %3396, %1101
  %3398 = bitcast <8 x i32> %3397 to <8 x float>
  %3399 = fcmp oeq <8 x float> %3383, %50
  %3400 = select <8 x i1> %3399, <8 x float> %3398, <8 x float> %3395
  br label %3404

3401:                                             ; preds = %3382
  %3402 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3386, <8 x i1> %1345, <8 x float> zeroinitializer)
  %3403 = fadd <8 x float> %3383, %3402
  br label %3404

3404:                                             ; preds = %3401, %3394, %3387
  %3405 = phi <8 x float> [ %3403, %3401 ], [ %3400, %3394 ], [ %3393, %3387 ]
  switch i64 %1348, label %504 [
    i64 1, label %3420
    i64 2, label %3413
    i64 3, label %3406
    i64 0, label %3442
  ]

3406:                                             ; preds = %3404
  %3407 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %3405)
  %3408 = bitcast <8 x float> %3405 to <8 x i32>
  %3409 = and <8 x i32> %3408, %1100
  %3410 = bitcast <8 x i32> %3409 to <8 x float>
  %3411 = fcmp oeq <8 x float> %3405, %47
  %3412 = select <8 x i1> %3411, <8 x float> %3410, <8 x float> %3407
  br label %3423

3413:                                             ; preds = %3404
  %3414 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %3405)
  %3415 = bitcast <8 x float> %3405 to <8 x i32>
  %3416 = or <8 x i32> %3415, %1101
  %3417 = bitcast <8 x i32> %3416 to <8 x float>
  %3418 = fcmp oeq <8 x float> %3405, %50
  %3419 = select <8 x i1> %3418, <8 x float> %3417, <8 x float> %3414
  br label %3423

3420:                                             ; preds = %3404
  %3421 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3386, <8 x i1> %1345, <8 x float> zeroinitializer)
  %3422 = fadd <8 x float> %3405, %3421
  br label %3423

3423:                                             ; preds = %3420, %3413, %3406
  %3424 = phi <8 x float> [ %3422, %3420 ], [ %3419, %3413 ], [ %3412, %3406 ]
  switch i64 %1350, label %504 [
    i64 1, label %3439
    i64 2, label %3432
    i64 3, label %3425
    i64 0, label %3442
  ]

3425:                                             ; preds = %3423
  %3426 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %3424)
  %3427 = bitcast <8 x float> %3424 to <8 x i32>
  %3428 = and <8 x i32> %3427, %1100
  %3429 = bitcast <8 x i32> %3428 to <8 x float>
  %3430 = fcmp oeq <8 x float> %3424, %47
  %3431 = select <8 x i1> %3430, <8 x float> %3429, <8 x float> %3426
  br label %3442

3432:                                             ; preds = %3423
  %3433 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %3424)
  %3434 = bitcast <8 x float> %3424 to <8 x i32>
  %3435 = or <8 x i32> %3434, %1101
  %3436 = bitcast <8 x i32> %3435 to <8 x float>
  %3437 = fcmp oeq <8 x float> %3424, %50
  %3438 = select <8 x i1> %3437, <8 x float> %3436, <8 x float> %3433
  br label %3442

3439:                                             ; preds = %3423
  %3440 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3386, <8 x i1> %1345, <8 x float> zeroinitializer)
  %3441 = fadd <8 x float> %3424, %3440
  br label %3442

3442:                                             ; preds = %3425, %3432, %3439, %3423, %3404, %3382
  %3443 = phi <8 x float> [ %3424, %3423 ], [ %3383, %3382 ], [ %3405, %3404 ], [ %3441, %3439 ], [ %3438, %3432 ], [ %3431, %3425 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %3443, ptr nonnull align 1 %3384, <8 x i1> %1345)
  %3444 = load <8 x float>, ptr %1358, align 32
  br i1 %3226, label %3450, label %3445

3445:                                             ; preds = %3442
  %3446 = load float, ptr %1518, align 1
  %3447 = insertelement <8 x float> poison, float %3446, i64 0
  %3448 = shufflevector <8 x float> %3447, <8 x float> poison, <8 x i32> zeroinitializer
  %3449 = fadd <8 x float> %3444, %3448
  br label %3450

3450:                                             ; preds = %3445, %3442
  %3451 = phi <8 x float> [ %3449, %3445 ], [ %3444, %3442 ]
  %3452 = getelementptr inbounds nuw i8, ptr %1525, i64 64
  %3453 = getelementptr inbounds nuw i8, ptr %1530, i64 64
  %3454 = select i1 %3227, ptr null, ptr %3453
  switch i64 %1334, label %504 [
    i64 1, label %3469
    i64 2, label %3462
    i64 3, label %3455
    i64 0, label %3510
  ]

3455:                                             ; preds = %3450
  %3456 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %3451)
  %3457 = bitcast <8 x float> %3451 to <8 x i32>
  %3458 = and <8 x i32> %3457, %1100
  %3459 = bitcast <8 x i32> %3458 to <8 x float>
  %3460 = fcmp oeq <8 x float> %3451, %47
  %3461 = select <8 x i1> %3460, <8 x float> %3459, <8 x float> %3456
  br label %3472

3462:                                             ; preds = %3450
  %3463 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %3451)
  %3464 = bitcast <8 x float> %3451 to <8 x i32>
  %3465 = or <8 x i32> %3464, %1101
  %3466 = bitcast <8 x i32> %3465 to <8 x float>
  %3467 = fcmp oeq <8 x float> %3451, %50
  %3468 = select <8 x i1> %3467, <8 x float> %3466, <8 x float> %3463
  br label %3472

3469:                                             ; preds = %3450
  %3470 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3454, <8 x i1> %1357, <8 x float> zeroinitializer)
  %3471 = fadd <8 x float> %3451, %3470
  br label %3472

3472:                                             ; preds = %3469, %3462, %3455
  %3473 = phi <8 x float> [ %3471, %3469 ], [ %3468, %3462 ], [ %3461, %3455 ]
  switch i64 %1360, label %504 [
    i64 1, label %3488
    i64 2, label %3481
    i64 3, label %3474
    i64 0, label %3510
  ]

3474:                                             ; preds = %3472
  %3475 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %3473)
  %3476 = bitcast <8 x float> %3473 to <8 x i32>
  %3477 = and <8 x i32> %3476, %1100
  %3478 = bitcast <8 x i32> %3477 to <8 x float>
  %3479 = fcmp oeq <8 x float> %3473, %47
  %3480 = select <8 x i1> %3479, <8 x float> %3478, <8 x float> %3475
  br label %3491

3481:                                             ; preds = %3472
  %3482 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %3473)
  %3483 = bitcast <8 x float> %3473 to <8 x i32>
  %3484 = or <8 x i32> %3483, %1101
  %3485 = bitcast <8 x i32> %3484 to <8 x float>
  %3486 = fcmp oeq <8 x float> %3473, %50
  %3487 = select <8 x i1> %3486, <8 x float> %3485, <8 x float> %3482
  br label %3491

3488:                                             ; preds = %3472
  %3489 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3454, <8 x i1> %1357, <8 x float> zeroinitializer)
  %3490 = fadd <8 x float> %3473, %3489
  br label %3491

3491:                                             ; preds = %3488, %3481, %3474
  %3492 = phi <8 x float> [ %3490, %3488 ], [ %3487, %3481 ], [ %3480, %3474 ]
  switch i64 %1362, label %504 [
    i64 1, label %3507
    i64 2, label %3500
    i64 3, label %3493
    i64 0, label %3510
  ]

3493:                                             ; preds = %3491
  %3494 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %3492)
  %3495 = bitcast <8 x float> %3492 to <8 x i32>
  %3496 = and <8 x i32> %3495, %1100
  %3497 = bitcast <8 x i32> %3496 to <8 x float>
  %3498 = fcmp oeq <8 x float> %3492, %47
  %3499 = select <8 x i1> %3498, <8 x float> %3497, <8 x float> %3494
  br label %3510

3500:                                             ; preds = %3491
  %3501 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %3492)
  %3502 = bitcast <8 x float> %3492 to <8 x i32>
  %3503 = or <8 x i32> %3502, %1101
  %3504 = bitcast <8 x i32> %3503 to <8 x float>
  %3505 = fcmp oeq <8 x float> %3492, %50
  %3506 = select <8 x i1> %3505, <8 x float> %3504, <8 x float> %3501
  br label %3510

3507:                                             ; preds = %3491
  %3508 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3454, <8 x i1> %1357, <8 x float> zeroinitializer)
  %3509 = fadd <8 x float> %3492, %3508
  br label %3510

3510:                                             ; preds = %3493, %3500, %3507, %3491, %3472, %3450
  %3511 = phi <8 x float> [ %3492, %3491 ], [ %3451, %3450 ], [ %3473, %3472 ], [ %3509, %3507 ], [ %3506, %3500 ], [ %3499, %3493 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %3511, ptr nonnull align 1 %3452, <8 x i1> %1357)
  %3512 = load <8 x float>, ptr %1370, align 32
  br i1 %3226, label %3518, label %3513

3513:                                             ; preds = %3510
  %3514 = load float, ptr %1518, align 1
  %3515 = insertelement <8 x float> poison, float %3514, i64 0
  %3516 = shufflevector <8 x float> %3515, <8 x float> poison, <8 x i32> zeroinitializer
  %3517 = fadd <8 x float> %3512, %3516
  br label %3518

3518:                                             ; preds = %3513, %3510
  %3519 = phi <8 x float> [ %3517, %3513 ], [ %3512, %3510 ]
  %3520 = getelementptr inbounds nuw i8, ptr %1525, i64 96
  %3521 = getelementptr inbounds nuw i8, ptr %1530, i64 96
  %3522 = select i1 %3227, ptr null, ptr %3521
  switch i64 %1334, label %504 [
    i64 1, label %3537
    i64 2, label %3530
    i64 3, label %3523
    i64 0, label %3578
  ]

3523:                                             ; preds = %3518
  %3524 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %3519)
  %3525 = bitcast <8 x float> %3519 to <8 x i32>
  %3526 = and <8 x i32> %3525, %1100
  %3527 = bitcast <8 x i32> %3526 to <8 x float>
  %3528 = fcmp oeq <8 x float> %3519, %47
  %3529 = select <8 x i1> %3528, <8 x float> %3527, <8 x float> %3524
  br label %3540

3530:                                             ; preds = %3518
  %3531 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %3519)
  %3532 = bitcast <8 x float> %3519 to <8 x i32>
  %3533 = or <8 x i32> %3532, %1101
  %3534 = bitcast <8 x i32> %3533 to <8 x float>
  %3535 = fcmp oeq <8 x float> %3519, %50
  %3536 = select <8 x i1> %3535, <8 x float> %3534, <8 x float> %3531
  br label %3540

3537:                                             ; preds = %3518
  %3538 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3522, <8 x i1> %1369, <8 x float> zeroinitializer)
  %3539 = fadd <8 x float> %3519, %3538
  br label %3540

3540:                                             ; preds = %3537, %3530, %3523
  %3541 = phi <8 x float> [ %3539, %3537 ], [ %3536, %3530 ], [ %3529, %3523 ]
  switch i64 %1372, label %504 [
    i64 1, label %3556
    i64 2, label %3549
    i64 3, label %3542
    i64 0, label %3578
  ]

3542:                                             ; preds = %3540
  %3543 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %3541)
  %3544 = bitcast <8 x float> %3541 to <8 x i32>
  %3545 = and <8 x i32> %3544, %1100
  %3546 = bitcast <8 x i32> %3545 to <8 x float>
  %3547 = fcmp oeq <8 x float> %3541, %47
  %3548 = select <8 x i1> %3547, <8 x float> %3546, <8 x float> %3543
  br label %3559

3549:                                             ; preds = %3540
  %3550 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %3541)
  %3551 = bitcast <8 x float> %3541 to <8 x i32>
  %3552 = or <8 x i32> %3551, %1101
  %3553 = bitcast <8 x i32> %3552 to <8 x float>
  %3554 = fcmp oeq <8 x float> %3541, %50
  %3555 = select <8 x i1> %3554, <8 x float> %3553, <8 x float> %3550
  br label %3559

3556:                                             ; preds = %3540
  %3557 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3522, <8 x i1> %1369, <8 x float> zeroinitializer)
  %3558 = fadd <8 x float> %3541, %3557
  br label %3559

3559:                                             ; preds = %3556, %3549, %3542
  %3560 = phi <8 x float> [ %3558, %3556 ], [ %3555, %3549 ], [ %3548, %3542 ]
  switch i64 %1374, label %504 [
    i64 1, label %3575
    i64 2, label %3568
    i64 3, label %3561
    i64 0, label %3578
  ]

3561:                                             ; preds = %3559
  %3562 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %3560)
  %3563 = bitcast <8 x float> %3560 to <8 x i32>
  %3564 = and <8 x i32> %3563, %1100
  %3565 = bitcast <8 x i32> %3564 to <8 x float>
  %3566 = fcmp oeq <8 x float> %3560, %47
  %3567 = select <8 x i1> %3566, <8 x float> %3565, <8 x float> %3562
  br label %3578

3568:                                             ; preds = %3559
  %3569 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %3560)
  %3570 = bitcast <8 x float> %3560 to <8 x i32>
  %3571 = or <8 x i32> %3570, %1101
  %3572 = bitcast <8 x i32> %3571 to <8 x float>
  %3573 = fcmp oeq <8 x float> %3560, %50
  %3574 = select <8 x i1> %3573, <8 x float> %3572, <8 x float> %3569
  br label %3578

3575:                                             ; preds = %3559
  %3576 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3522, <8 x i1> %1369, <8 x float> zeroinitializer)
  %3577 = fadd <8 x float> %3560, %3576
  br label %3578

3578:                                             ; preds = %3561, %3568, %3575, %3559, %3540, %3518
  %3579 = phi <8 x float> [ %3560, %3559 ], [ %3519, %3518 ], [ %3541, %3540 ], [ %3577, %3575 ], [ %3574, %3568 ], [ %3567, %3561 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %3579, ptr nonnull align 1 %3520, <8 x i1> %1369)
  %3580 = load <8 x float>, ptr %1333, align 32
  br i1 %3226, label %3586, label %3581

3581:                                             ; preds = %3578
  %3582 = load float, ptr %1518, align 1
  %3583 = insertelement <8 x float> poison, float %3582, i64 0
  %3584 = shufflevector <8 x float> %3583, <8 x float> poison, <8 x i32> zeroinitializer
  %3585 = fadd <8 x float> %3580, %3584
  br label %3586

3586:                                             ; preds = %3581, %3578
  %3587 = phi <8 x float> [ %3585, %3581 ], [ %3580, %3578 ]
  %3588 = getelementptr inbounds float, ptr %1525, i64 %9
  %3589 = getelementptr inbounds float, ptr %1530, i64 %9
  %3590 = select i1 %3227, ptr null, ptr %3589
  switch i64 %1334, label %504 [
    i64 1, label %3605
    i64 2, label %3598
    i64 3, label %3591
    i64 0, label %3646
  ]

3591:                                             ; preds = %3586
  %3592 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %3587)
  %3593 = bitcast <8 x float> %3587 to <8 x i32>
  %3594 = and <8 x i32> %3593, %1100
  %3595 = bitcast <8 x i32> %3594 to <8 x float>
  %3596 = fcmp oeq <8 x float> %3587, %47
  %3597 = select <8 x i1> %3596, <8 x float> %3595, <8 x float> %3592
  br label %3608

3598:                                             ; preds = %3586
  %3599 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %3587)
  %3600 = bitcast <8 x float> %3587 to <8 x i32>
  %3601 = or <8 x i32> %3600, %1101
  %3602 = bitcast <8 x i32> %3601 to <8 x float>
  %3603 = fcmp oeq <8 x float> %3587, %50
  %3604 = select <8 x i1> %3603, <8 x float> %3602, <8 x float> %3599
  br label %3608

3605:                                             ; preds = %3586
  %3606 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3590, <8 x i1> %1108, <8 x float> zeroinitializer)
  %3607 = fadd <8 x float> %3587, %3606
  br label %3608

3608:                                             ; preds = %3605, %3598, %3591
  %3609 = phi <8 x float> [ %3607, %3605 ], [ %3604, %3598 ], [ %3597, %3591 ]
  switch i64 %1376, label %504 [
    i64 1, label %3624
    i64 2, label %3617
    i64 3, label %3610
    i64 0, label %3646
  ]

3610:                                             ; preds = %3608
  %3611 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %3609)
  %3612 = bitcast <8 x float> %3609 to <8 x i32>
  %3613 = and <8 x i32> %3612, %1100
  %3614 = bitcast <8 x i32> %3613 to <8 x float>
  %3615 = fcmp oeq <8 x float> %3609, %47
  %3616 = select <8 x i1> %3615, <8 x float> %3614, <8 x float> %3611
  br label %3627

3617:                                             ; preds = %3608
  %3618 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %3609)
  %3619 = bitcast <8 x float> %3609 to <8 x i32>
  %3620 = or <8 x i32> %3619, %1101
  %3621 = bitcast <8 x i32> %3620 to <8 x float>
  %3622 = fcmp oeq <8 x float> %3609, %50
  %3623 = select <8 x i1> %3622, <8 x float> %3621, <8 x float> %3618
  br label %3627

3624:                                             ; preds = %3608
  %3625 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3590, <8 x i1> %1108, <8 x float> zeroinitializer)
  %3626 = fadd <8 x float> %3609, %3625
  br label %3627

3627:                                             ; preds = %3624, %3617, %3610
  %3628 = phi <8 x float> [ %3626, %3624 ], [ %3623, %3617 ], [ %3616, %3610 ]
  switch i64 %1378, label %504 [
    i64 1, label %3643
    i64 2, label %3636
    i64 3, label %3629
    i64 0, label %3646
  ]

3629:                                             ; preds = %3627
  %3630 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %3628)
  %3631 = bitcast <8 x float> %3628 to <8 x i32>
  %3632 = and <8 x i32> %3631, %1100
  %3633 = bitcast <8 x i32> %3632 to <8 x float>
  %3634 = fcmp oeq <8 x float> %3628, %47
  %3635 = select <8 x i1> %3634, <8 x float> %3633, <8 x float> %3630
  br label %3646

3636:                                             ; preds = %3627
  %3637 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %3628)
  %3638 = bitcast <8 x float> %3628 to <8 x i32>
  %3639 = or <8 x i32> %3638, %1101
  %3640 = bitcast <8 x i32> %3639 to <8 x float>
  %3641 = fcmp oeq <8 x float> %3628, %50
  %3642 = select <8 x i1> %3641, <8 x float> %3640, <8 x float> %3637
  br label %3646

3643:                                             ; preds = %3627
  %3644 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3590, <8 x i1> %1108, <8 x float> zeroinitializer)
  %3645 = fadd <8 x float> %3628, %3644
  br label %3646

3646:                                             ; preds = %3629, %3636, %3643, %3627, %3608, %3586
  %3647 = phi <8 x float> [ %3628, %3627 ], [ %3587, %3586 ], [ %3609, %3608 ], [ %3645, %3643 ], [ %3642, %3636 ], [ %3635, %3629 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %3647, ptr align 1 %3588, <8 x i1> %1108)
  %3648 = load <8 x float>, ptr %1380, align 32
  br i1 %3226, label %3654, label %3649

3649:                                             ; preds = %3646
  %3650 = load float, ptr %1518, align 1
  %3651 = insertelement <8 x float> poison, float %3650, i64 0
  %3652 = shufflevector <8 x float> %3651, <8 x float> poison, <8 x i32> zeroinitializer
  %3653 = fadd <8 x float> %3648, %3652
  br label %3654

3654:                                             ; preds = %3649, %3646
  %3655 = phi <8 x float> [ %3653, %3649 ], [ %3648, %3646 ]
  %3656 = getelementptr inbounds float, ptr %1525, i64 %1379
  %3657 = getelementptr inbounds float, ptr %1530, i64 %1379
  %3658 = select i1 %3227, ptr null, ptr %3657
  switch i64 %1334, label %504 [
    i64 1, label %3673
    i64 2, label %3666
    i64 3, label %3659
    i64 0, label %3714
  ]

3659:                                             ; preds = %3654
  %3660 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %3655)
  %3661 = bitcast <8 x float> %3655 to <8 x i32>
  %3662 = and <8 x i32> %3661, %1100
  %3663 = bitcast <8 x i32> %3662 to <8 x float>
  %3664 = fcmp oeq <8 x float> %3655, %47
  %3665 = select <8 x i1> %3664, <8 x float> %3663, <8 x float> %3660
  br label %3676

3666:                                             ; preds = %3654
  %3667 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %3655)
  %3668 = bitcast <8 x float> %3655 to <8 x i32>
  %3669 = or <8 x i32> %3668, %1101
  %3670 = bitcast <8 x i32> %3669 to <8 x float>
  %3671 = fcmp oeq <8 x float> %3655, %50
  %3672 = select <8 x i1> %3671, <8 x float> %3670, <8 x float> %3667
  br label %3676

3673:                                             ; preds = %3654
  %3674 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3658, <8 x i1> %1345, <8 x float> zeroinitializer)
  %3675 = fadd <8 x float> %3655, %3674
  br label %3676

3676:                                             ; preds = %3673, %3666, %3659
  %3677 = phi <8 x float> [ %3675, %3673 ], [ %3672, %3666 ], [ %3665, %3659 ]
  switch i64 %1382, label %504 [
    i64 1, label %3692
    i64 2, label %3685
    i64 3, label %3678
    i64 0, label %3714
  ]

3678:                                             ; preds = %3676
  %3679 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %3677)
  %3680 = bitcast <8 x float> %3677 to <8 x i32>
  %3681 = and <8 x i32> %3680, %1100
  %3682 = bitcast <8 x i32> %3681 to <8 x float>
  %3683 = fcmp oeq <8 x float> %3677, %47
  %3684 = select <8 x i1> %3683, <8 x float> %3682, <8 x float> %3679
  br label %3695

3685:                                             ; preds = %3676
  %3686 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %3677)
  %3687 = bitcast <8 x float> %3677 to <8 x i32>
  %3688 = or <8 x i32> %3687, %1101
  %3689 = bitcast <8 x i32> %3688 to <8 x float>
  %3690 = fcmp oeq <8 x float> %3677, %50
  %3691 = select <8 x i1> %3690, <8 x float> %3689, <8 x float> %3686
  br label %3695

3692:                                             ; preds = %3676
  %3693 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3658, <8 x i1> %1345, <8 x float> zeroinitializer)
  %3694 = fadd <8 x float> %3677, %3693
  br label %3695

3695:                                             ; preds = %3692, %3685, %3678
  %3696 = phi <8 x float> [ %3694, %3692 ], [ %3691, %3685 ], [ %3684, %3678 ]
  switch i64 %1384, label %504 [
    i64 1, label %3711
    i64 2, label %3704
    i64 3, label %3697
    i64 0, label %3714
  ]

3697:                                             ; preds = %3695
  %3698 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %3696)
  %3699 = bitcast <8 x float> %3696 to <8 x i32>
  %3700 = and <8 x i32> %3699, %1100
  %3701 = bitcast <8 x i32> %3700 to <8 x float>
  %3702 = fcmp oeq <8 x float> %3696, %47
  %3703 = select <8 x i1> %3702, <8 x float> %3701, <8 x float> %3698
  br label %3714

3704:                                             ; preds = %3695
  %3705 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %3696)
  %3706 = bitcast <8 x float> %3696 to <8 x i32>
  %3707 = or <8 x i32> %3706, %1101
  %3708 = bitcast <8 x i32> %3707 to <8 x float>
  %3709 = fcmp oeq <8 x float> %3696, %50
  %3710 = select <8 x i1> %3709, <8 x float> %3708, <8 x float> %3705
  br label %3714

3711:                                             ; preds = %3695
  %3712 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3658, <8 x i1> %1345, <8 x float> zeroinitializer)
  %3713 = fadd <8 x float> %3696, %3712
  br label %3714

3714:                                             ; preds = %3697, %3704, %3711, %3695, %3676, %3654
  %3715 = phi <8 x float> [ %3696, %3695 ], [ %3655, %3654 ], [ %3677, %3676 ], [ %3713, %3711 ], [ %3710, %3704 ], [ %3703, %3697 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %3715, ptr align 1 %3656, <8 x i1> %1345)
  %3716 = load <8 x float>, ptr %1386, align 32
  br i1 %3226, label %3722, label %3717

3717:                                             ; preds = %3714
  %3718 = load float, ptr %1518, align 1
  %3719 = insertelement <8 x float> poison, float %3718, i64 0
  %3720 = shufflevector <8 x float> %3719, <8 x float> poison, <8 x i32> zeroinitializer
  %3721 = fadd <8 x float> %3716, %3720
  br label %3722

3722:                                             ; preds = %3717, %3714
  %3723 = phi <8 x float> [ %3721, %3717 ], [ %3716, %3714 ]
  %3724 = getelementptr inbounds float, ptr %1525, i64 %1385
  %3725 = getelementptr inbounds float, ptr %1530, i64 %1385
  %3726 = select i1 %3227, ptr null, ptr %3725
  switch i64 %1334, label %504 [
    i64 1, label %3741
    i64 2, label %3734
    i64 3, label %3727
    i64 0, label %3782
  ]

3727:                                             ; preds = %3722
  %3728 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %3723)
  %3729 = bitcast <8 x float> %3723 to <8 x i32>
  %3730 = and <8 x i32> %3729, %1100
  %3731 = bitcast <8 x i32> %3730 to <8 x float>
  %3732 = fcmp oeq <8 x float> %3723, %47
  %3733 = select <8 x i1> %3732, <8 x float> %3731, <8 x float> %3728
  br label %3744

3734:                                             ; preds = %3722
  %3735 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %3723)
  %3736 = bitcast <8 x float> %3723 to <8 x i32>
  %3737 = or <8 x i32> %3736, %1101
  %3738 = bitcast <8 x i32> %3737 to <8 x float>
  %3739 = fcmp oeq <8 x float> %3723, %50
  %3740 = select <8 x i1> %3739, <8 x float> %3738, <8 x float> %3735
  br label %3744

3741:                                             ; preds = %3722
  %3742 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3726, <8 x i1> %1357, <8 x float> zeroinitializer)
  %3743 = fadd <8 x float> %3723, %3742
  br label %3744

3744:                                             ; preds = %3741, %3734, %3727
  %3745 = phi <8 x float> [ %3743, %3741 ], [ %3740, %3734 ], [ %3733, %3727 ]
  switch i64 %1388, label %504 [
    i64 1, label %3760
    i64 2, label %3753
    i64 3, label %3746
    i64 0, label %3782
  ]

3746:                                             ; preds = %3744
  %3747 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %3745)
  %3748 = bitcast <8 x float> %3745 to <8 x i32>
  %3749 = and <8 x i32> %3748, %1100
  %3750 = bitcast <8 x i32> %3749 to <8 x float>
  %3751 = fcmp oeq <8 x float> %3745, %47
  %3752 = select <8 x i1> %3751, <8 x float> %3750, <8 x float> %3747
  br label %3763

3753:                                             ; preds = %3744
  %3754 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %3745)
  %3755 = bitcast <8 x float> %3745 to <8 x i32>
  %3756 = or <8 x i32> %3755, %1101
  %3757 = bitcast <8 x i32> %3756 to <8 x float>
  %3758 = fcmp oeq <8 x float> %3745, %50
  %3759 = select <8 x i1> %3758, <8 x float> %3757, <8 x float> %3754
  br label %3763

3760:                                             ; preds = %3744
  %3761 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3726, <8 x i1> %1357, <8 x float> zeroinitializer)
  %3762 = fadd <8 x float> %3745, %3761
  br label %3763

3763:                                             ; preds = %3760, %3753, %3746
  %3764 = phi <8 x float> [ %3762, %3760 ], [ %3759, %3753 ], [ %3752, %3746 ]
  switch i64 %1390, label %504 [
    i64 1, label %3779
    i64 2, label %3772
    i64 3, label %3765
    i64 0, label %3782
  ]

3765:                                             ; preds = %3763
  %3766 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %3764)
  %3767 = bitcast <8 x float> %3764 to <8 x i32>
  %3768 = and <8 x i32> %3767, %1100
  %3769 = bitcast <8 x i32> %3768 to <8 x float>
  %3770 = fcmp oeq <8 x float> %3764, %47
  %3771 = select <8 x i1> %3770, <8 x float> %3769, <8 x float> %3766
  br label %3782

3772:                                             ; preds = %3763
  %3773 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %3764)
  %3774 = bitcast <8 x float> %3764 to <8 x i32>
  %3775 = or <8 x i32> %3774, %1101
  %3776 = bitcast <8 x i32> %3775 to <8 x float>
  %3777 = fcmp oeq <8 x float> %3764, %50
  %3778 = select <8 x i1> %3777, <8 x float> %3776, <8 x float> %3773
  br label %3782

3779:                                             ; preds = %3763
  %3780 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3726, <8 x i1> %1357, <8 x float> zeroinitializer)
  %3781 = fadd <8 x float> %3764, %3780
  br label %3782

3782:                                             ; preds = %3765, %3772, %3779, %3763, %3744, %3722
  %3783 = phi <8 x float> [ %3764, %3763 ], [ %3723, %3722 ], [ %3745, %3744 ], [ %3781, %3779 ], [ %3778, %3772 ], [ %3771, %3765 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %3783, ptr align 1 %3724, <8 x i1> %1357)
  %3784 = load <8 x float>, ptr %1392, align 32
  br i1 %3226, label %3790, label %3785

3785:                                             ; preds = %3782
  %3786 = load float, ptr %1518, align 1
  %3787 = insertelement <8 x float> poison, float %3786, i64 0
  %3788 = shufflevector <8 x float> %3787, <8 x float> poison, <8 x i32> zeroinitializer
  %3789 = fadd <8 x float> %3784, %3788
  br label %3790

3790:                                             ; preds = %3785, %3782
  %3791 = phi <8 x float> [ %3789, %3785 ], [ %3784, %3782 ]
  %3792 = getelementptr inbounds float, ptr %1525, i64 %1391
  %3793 = getelementptr inbounds float, ptr %1530, i64 %1391
  %3794 = select i1 %3227, ptr null, ptr %3793
  switch i64 %1334, label %504 [
    i64 1, label %3809
    i64 2, label %3802
    i64 3, label %3795
    i64 0, label %3850
  ]

3795:                                             ; preds = %3790
  %3796 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %3791)
  %3797 = bitcast <8 x float> %3791 to <8 x i32>
  %3798 = and <8 x i32> %3797, %1100
  %3799 = bitcast <8 x i32> %3798 to <8 x float>
  %3800 = fcmp oeq <8 x float> %3791, %47
  %3801 = select <8 x i1> %3800, <8 x float> %3799, <8 x float> %3796
  br label %3812

3802:                                             ; preds = %3790
  %3803 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %3791)
  %3804 = bitcast <8 x float> %3791 to <8 x i32>
  %3805 = or <8 x i32> %3804, %1101
  %3806 = bitcast <8 x i32> %3805 to <8 x float>
  %3807 = fcmp oeq <8 x float> %3791, %50
  %3808 = select <8 x i1> %3807, <8 x float> %3806, <8 x float> %3803
  br label %3812

3809:                                             ; preds = %3790
  %3810 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3794, <8 x i1> %1369, <8 x float> zeroinitializer)
  %3811 = fadd <8 x float> %3791, %3810
  br label %3812

3812:                                             ; preds = %3809, %3802, %3795
  %3813 = phi <8 x float> [ %3811, %3809 ], [ %3808, %3802 ], [ %3801, %3795 ]
  switch i64 %1394, label %504 [
    i64 1, label %3828
    i64 2, label %3821
    i64 3, label %3814
    i64 0, label %3850
  ]

3814:                                             ; preds = %3812
  %3815 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %3813)
  %3816 = bitcast <8 x float> %3813 to <8 x i32>
  %3817 = and <8 x i32> %3816, %1100
  %3818 = bitcast <8 x i32> %3817 to <8 x float>
  %3819 = fcmp oeq <8 x float> %3813, %47
  %3820 = select <8 x i1> %3819, <8 x float> %3818, <8 x float> %3815
  br label %3831

3821:                                             ; preds = %3812
  %3822 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %3813)
  %3823 = bitcast <8 x float> %3813 to <8 x i32>
  %3824 = or <8 x i32> %3823, %1101
  %3825 = bitcast <8 x i32> %3824 to <8 x float>
  %3826 = fcmp oeq <8 x float> %3813, %50
  %3827 = select <8 x i1> %3826, <8 x float> %3825, <8 x float> %3822
  br label %3831

3828:                                             ; preds = %3812
  %3829 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3794, <8 x i1> %1369, <8 x float> zeroinitializer)
  %3830 = fadd <8 x float> %3813, %3829
  br label %3831

3831:                                             ; preds = %3828, %3821, %3814
  %3832 = phi <8 x float> [ %3830, %3828 ], [ %3827, %3821 ], [ %3820, %3814 ]
  switch i64 %1396, label %504 [
    i64 1, label %3847
    i64 2, label %3840
    i64 3, label %3833
    i64 0, label %3850
  ]

3833:                                             ; preds = %3831
  %3834 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %3832)
  %3835 = bitcast <8 x float> %3832 to <8 x i32>
  %3836 = and <8 x i32> %3835, %1100
  %3837 = bitcast <8 x i32> %3836 to <8 x float>
  %3838 = fcmp oeq <8 x float> %3832, %47
  %3839 = select <8 x i1> %3838, <8 x float> %3837, <8 x float> %3834
  br label %3850

3840:                                             ; preds = %3831
  %3841 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %3832)
  %3842 = bitcast <8 x float> %3832 to <8 x i32>
  %3843 = or <8 x i32> %3842, %1101
  %3844 = bitcast <8 x i32> %3843 to <8 x float>
  %3845 = fcmp oeq <8 x float> %3832, %50
  %3846 = select <8 x i1> %3845, <8 x float> %3844, <8 x float> %3841
  br label %3850

3847:                                             ; preds = %3831
  %3848 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3794, <8 x i1> %1369, <8 x float> zeroinitializer)
  %3849 = fadd <8 x float> %3832, %3848
  br label %3850

3850:                                             ; preds = %3833, %3840, %3847, %3831, %3812, %3790
  %3851 = phi <8 x float> [ %3832, %3831 ], [ %3791, %3790 ], [ %3813, %3812 ], [ %3849, %3847 ], [ %3846, %3840 ], [ %3839, %3833 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %3851, ptr align 1 %3792, <8 x i1> %1369)
  call void @llvm.lifetime.end.p0(ptr nonnull %28)
  br label %8565

3852:                                             ; preds = %1507
  br i1 %53, label %3865, label %3853

3853:                                             ; preds = %3852
  br i1 %1096, label %3854, label %8565

3854:                                             ; preds = %3853
  %3855 = icmp eq ptr %1519, null
  %3856 = icmp eq ptr %1530, null
  %3857 = mul nsw i64 %1508, %12
  %3858 = mul nsw i64 %1508, %12
  %3859 = mul nsw i64 %1508, %12
  %3860 = mul nsw i64 %1508, %12
  %3861 = mul nsw i64 %1508, %12
  %3862 = mul nsw i64 %1508, %12
  %3863 = mul nsw i64 %1508, %12
  %3864 = mul nsw i64 %1508, %12
  br label %5085

3865:                                             ; preds = %3852
  br i1 %1096, label %3866, label %8565

3866:                                             ; preds = %3865
  %3867 = icmp eq ptr %1519, null
  %3868 = icmp eq ptr %1530, null
  %3869 = mul nsw i64 %1508, %12
  %3870 = mul nsw i64 %1508, %12
  %3871 = mul nsw i64 %1508, %12
  %3872 = mul nsw i64 %1508, %12
  br label %3873

3873:                                             ; preds = %3866, %5082
  %3874 = phi i64 [ 0, %3866 ], [ %5083, %5082 ]
  %3875 = sub nsw i64 %1035, %3874
  %3876 = icmp sgt i64 %3875, 3
  %3877 = trunc i64 %3875 to i32
  %3878 = select i1 %3876, i32 4, i32 %3877
  switch i32 %3878, label %5082 [
    i32 1, label %3879
    i32 2, label %4029
    i32 3, label %4301
    i32 4, label %4695
  ]

3879:                                             ; preds = %3873
  br i1 %1097, label %3880, label %3885

3880:                                             ; preds = %3879
  %3881 = shl i64 %3874, 4
  %3882 = sub i64 %3881, %17
  %3883 = xor i64 %3881, -1
  %3884 = add i64 %1102, %3883
  br label %3898

3885:                                             ; preds = %3913, %3879
  %3886 = phi <8 x float> [ zeroinitializer, %3879 ], [ %3914, %3913 ]
  %3887 = shl nsw i64 %3874, 3
  %3888 = sub nsw i64 %9, %3887
  %3889 = icmp sgt i64 %3888, 7
  %3890 = trunc i64 %3888 to i32
  %3891 = select i1 %3889, i32 8, i32 %3890
  %3892 = insertelement <8 x i32> poison, i32 %3891, i64 0
  %3893 = shufflevector <8 x i32> %3892, <8 x i32> poison, <8 x i32> zeroinitializer
  %3894 = icmp sgt <8 x i32> %3893, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %3895 = getelementptr inbounds nuw float, ptr %1525, i64 %3887
  %3896 = getelementptr inbounds nuw float, ptr %1530, i64 %3887
  %3897 = select i1 %3868, ptr null, ptr %3896
  br i1 %3867, label %3970, label %3965

3898:                                             ; preds = %3880, %3913
  %3899 = phi <8 x float> [ zeroinitializer, %3880 ], [ %3914, %3913 ]
  %3900 = phi i64 [ 0, %3880 ], [ %3915, %3913 ]
  %3901 = mul nsw i64 %3900, %14
  %3902 = sub i64 %3901, %16
  %3903 = add i64 %3902, %3872
  %3904 = icmp slt i64 %3903, 0
  %3905 = icmp sge i64 %3903, %6
  %3906 = or i1 %3904, %3905
  %3907 = select i1 %3906, i64 0, i64 %3903
  %3908 = mul nsw i64 %3907, %7
  %3909 = getelementptr inbounds float, ptr %1515, i64 %3908
  br i1 %1098, label %3910, label %3913

3910:                                             ; preds = %3898
  %3911 = mul nuw nsw i64 %3900, %11
  %3912 = getelementptr inbounds nuw float, ptr %1517, i64 %3911
  br label %3917

3913:                                             ; preds = %3917, %3898
  %3914 = phi <8 x float> [ %3899, %3898 ], [ %3962, %3917 ]
  %3915 = add nuw nsw i64 %3900, 1
  %3916 = icmp eq i64 %3915, %10
  br i1 %3916, label %3885, label %3898

3917:                                             ; preds = %3910, %3917
  %3918 = phi <8 x float> [ %3899, %3910 ], [ %3962, %3917 ]
  %3919 = phi i64 [ 0, %3910 ], [ %3963, %3917 ]
  %3920 = getelementptr inbounds nuw float, ptr %3912, i64 %3919
  %3921 = load float, ptr %3920, align 1
  %3922 = insertelement <8 x float> poison, float %3921, i64 0
  %3923 = shufflevector <8 x float> %3922, <8 x float> poison, <8 x i32> zeroinitializer
  %3924 = mul nsw i64 %3919, %15
  %3925 = add i64 %3882, %3924
  %3926 = icmp slt i64 %3925, 0
  %3927 = sub nsw i64 0, %3925
  %3928 = select i1 %3926, i64 %3927, i64 0
  %3929 = sub nsw i64 %7, %3925
  %3930 = call i64 @llvm.smin.i64(i64 %3929, i64 %3884)
  %3931 = call i64 @llvm.smin.i64(i64 %3930, i64 16)
  %3932 = icmp sgt i64 %3931, %3928
  %3933 = select i1 %3932, i64 %3928, i64 0
  %3934 = select i1 %3932, i64 %3931, i64 0
  %3935 = trunc i64 %3933 to i32
  %3936 = icmp sgt i64 %3934, %3933
  %3937 = trunc i64 %3934 to i32
  %3938 = select i1 %3936, i32 %3937, i32 0
  %3939 = insertelement <8 x i32> poison, i32 %3935, i64 0
  %3940 = shufflevector <8 x i32> %3939, <8 x i32> poison, <8 x i32> zeroinitializer
  %3941 = icmp slt <8 x i32> %3940, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %3942 = insertelement <8 x i32> poison, i32 %3938, i64 0
  %3943 = shufflevector <8 x i32> %3942, <8 x i32> poison, <8 x i32> zeroinitializer
  %3944 = icmp sgt <8 x i32> %3943, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %3945 = and <8 x i1> %3941, %3944
  %3946 = add nsw i32 %3935, -8
  %3947 = insertelement <8 x i32> poison, i32 %3946, i64 0
  %3948 = shufflevector <8 x i32> %3947, <8 x i32> poison, <8 x i32> zeroinitializer
  %3949 = icmp slt <8 x i32> %3948, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %3950 = add nsw i32 %3938, -8
  %3951 = insertelement <8 x i32> poison, i32 %3950, i64 0
  %3952 = shufflevector <8 x i32> %3951, <8 x i32> poison, <8 x i32> zeroinitializer
  %3953 = icmp sgt <8 x i32> %3952, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %3954 = and <8 x i1> %3949, %3953
  %3955 = getelementptr inbounds float, ptr %3909, i64 %3925
  %3956 = select i1 %3906, <8 x i1> zeroinitializer, <8 x i1> %3945
  %3957 = select i1 %3906, <8 x i1> zeroinitializer, <8 x i1> %3954
  %3958 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3955, <8 x i1> %3956, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %3959 = getelementptr inbounds nuw i8, ptr %3955, i64 32
  %3960 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %3959, <8 x i1> %3957, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %3961 = shufflevector <8 x float> %3958, <8 x float> %3960, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %3962 = call <8 x float> @llvm.fma.v8f32(<8 x float> %3961, <8 x float> %3923, <8 x float> %3918)
  %3963 = add nuw nsw i64 %3919, 1
  %3964 = icmp eq i64 %3963, %11
  br i1 %3964, label %3913, label %3917

3965:                                             ; preds = %3885
  %3966 = load float, ptr %1518, align 1
  %3967 = insertelement <8 x float> poison, float %3966, i64 0
  %3968 = shufflevector <8 x float> %3967, <8 x float> poison, <8 x i32> zeroinitializer
  %3969 = fadd <8 x float> %3886, %3968
  br label %3970

3970:                                             ; preds = %3965, %3885
  %3971 = phi <8 x float> [ %3969, %3965 ], [ %3886, %3885 ]
  switch i64 %1328, label %504 [
    i64 1, label %3972
    i64 2, label %3975
    i64 3, label %3982
    i64 0, label %4027
  ]

3972:                                             ; preds = %3970
  %3973 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3897, <8 x i1> %3894, <8 x float> zeroinitializer)
  %3974 = fadd <8 x float> %3971, %3973
  br label %3989

3975:                                             ; preds = %3970
  %3976 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %3971)
  %3977 = bitcast <8 x float> %3971 to <8 x i32>
  %3978 = or <8 x i32> %3977, %1101
  %3979 = bitcast <8 x i32> %3978 to <8 x float>
  %3980 = fcmp oeq <8 x float> %3971, %50
  %3981 = select <8 x i1> %3980, <8 x float> %3979, <8 x float> %3976
  br label %3989

3982:                                             ; preds = %3970
  %3983 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %3971)
  %3984 = bitcast <8 x float> %3971 to <8 x i32>
  %3985 = and <8 x i32> %3984, %1100
  %3986 = bitcast <8 x i32> %3985 to <8 x float>
  %3987 = fcmp oeq <8 x float> %3971, %47
  %3988 = select <8 x i1> %3987, <8 x float> %3986, <8 x float> %3983
  br label %3989

3989:                                             ; preds = %3982, %3975, %3972
  %3990 = phi <8 x float> [ %3974, %3972 ], [ %3981, %3975 ], [ %3988, %3982 ]
  switch i64 %1330, label %504 [
    i64 1, label %4005
    i64 2, label %3998
    i64 3, label %3991
    i64 0, label %4027
  ]

3991:                                             ; preds = %3989
  %3992 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %3990)
  %3993 = bitcast <8 x float> %3990 to <8 x i32>
  %3994 = and <8 x i32> %3993, %1100
  %3995 = bitcast <8 x i32> %3994 to <8 x float>
  %3996 = fcmp oeq <8 x float> %3990, %47
  %3997 = select <8 x i1> %3996, <8 x float> %3995, <8 x float> %3992
  br label %4008

3998:                                             ; preds = %3989
  %3999 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %3990)
  %4000 = bitcast <8 x float> %3990 to <8 x i32>
  %4001 = or <8 x i32> %4000, %1101
  %4002 = bitcast <8 x i32> %4001 to <8 x float>
  %4003 = fcmp oeq <8 x float> %3990, %50
  %4004 = select <8 x i1> %4003, <8 x float> %4002, <8 x float> %3999
  br label %4008

4005:                                             ; preds = %3989
  %4006 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3897, <8 x i1> %3894, <8 x float> zeroinitializer)
  %4007 = fadd <8 x float> %3990, %4006
  br label %4008

4008:                                             ; preds = %4005, %3998, %3991
  %4009 = phi <8 x float> [ %4007, %4005 ], [ %4004, %3998 ], [ %3997, %3991 ]
  switch i64 %1332, label %504 [
    i64 1, label %4024
    i64 2, label %4017
    i64 3, label %4010
    i64 0, label %4027
  ]

4010:                                             ; preds = %4008
  %4011 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %4009)
  %4012 = bitcast <8 x float> %4009 to <8 x i32>
  %4013 = and <8 x i32> %4012, %1100
  %4014 = bitcast <8 x i32> %4013 to <8 x float>
  %4015 = fcmp oeq <8 x float> %4009, %47
  %4016 = select <8 x i1> %4015, <8 x float> %4014, <8 x float> %4011
  br label %4027

4017:                                             ; preds = %4008
  %4018 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %4009)
  %4019 = bitcast <8 x float> %4009 to <8 x i32>
  %4020 = or <8 x i32> %4019, %1101
  %4021 = bitcast <8 x i32> %4020 to <8 x float>
  %4022 = fcmp oeq <8 x float> %4009, %50
  %4023 = select <8 x i1> %4022, <8 x float> %4021, <8 x float> %4018
  br label %4027

4024:                                             ; preds = %4008
  %4025 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3897, <8 x i1> %3894, <8 x float> zeroinitializer)
  %4026 = fadd <8 x float> %4009, %4025
  br label %4027

4027:                                             ; preds = %4010, %4017, %4024, %4008, %3989, %3970
  %4028 = phi <8 x float> [ %4009, %4008 ], [ %3971, %3970 ], [ %3990, %3989 ], [ %4026, %4024 ], [ %4023, %4017 ], [ %4016, %4010 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %4028, ptr align 1 %3895, <8 x i1> %3894)
  br label %5082

4029:                                             ; preds = %3873
  br i1 %1097, label %4030, label %4147

4030:                                             ; preds = %4029
  %4031 = shl i64 %3874, 4
  %4032 = xor i64 %4031, -1
  %4033 = add i64 %1102, %4032
  %4034 = shl i64 %3874, 4
  %4035 = or disjoint i64 %4034, 16
  %4036 = xor i64 %4034, -17
  %4037 = add i64 %1102, %4036
  br label %4038

4038:                                             ; preds = %4030, %4054
  %4039 = phi <8 x float> [ zeroinitializer, %4030 ], [ %4055, %4054 ]
  %4040 = phi <8 x float> [ zeroinitializer, %4030 ], [ %4056, %4054 ]
  %4041 = phi i64 [ 0, %4030 ], [ %4057, %4054 ]
  %4042 = mul nsw i64 %4041, %14
  %4043 = sub i64 %4042, %16
  %4044 = add i64 %4043, %3871
  %4045 = icmp slt i64 %4044, 0
  %4046 = icmp sge i64 %4044, %6
  %4047 = or i1 %4045, %4046
  %4048 = select i1 %4047, i64 0, i64 %4044
  %4049 = mul nsw i64 %4048, %7
  %4050 = getelementptr inbounds float, ptr %1515, i64 %4049
  br i1 %1098, label %4051, label %4054

4051:                                             ; preds = %4038
  %4052 = mul nuw nsw i64 %4041, %11
  %4053 = getelementptr inbounds nuw float, ptr %1517, i64 %4052
  br label %4059

4054:                                             ; preds = %4059, %4038
  %4055 = phi <8 x float> [ %4039, %4038 ], [ %4106, %4059 ]
  %4056 = phi <8 x float> [ %4040, %4038 ], [ %4144, %4059 ]
  %4057 = add nuw nsw i64 %4041, 1
  %4058 = icmp eq i64 %4057, %10
  br i1 %4058, label %4147, label %4038

4059:                                             ; preds = %4051, %4059
  %4060 = phi <8 x float> [ %4039, %4051 ], [ %4106, %4059 ]
  %4061 = phi <8 x float> [ %4040, %4051 ], [ %4144, %4059 ]
  %4062 = phi i64 [ 0, %4051 ], [ %4145, %4059 ]
  %4063 = getelementptr inbounds nuw float, ptr %4053, i64 %4062
  %4064 = load float, ptr %4063, align 1
  %4065 = insertelement <8 x float> poison, float %4064, i64 0
  %4066 = shufflevector <8 x float> %4065, <8 x float> poison, <8 x i32> zeroinitializer
  %4067 = mul nsw i64 %4062, %15
  %4068 = sub i64 %4067, %17
  %4069 = add i64 %4068, %4031
  %4070 = icmp slt i64 %4069, 0
  %4071 = sub nsw i64 0, %4069
  %4072 = select i1 %4070, i64 %4071, i64 0
  %4073 = sub nsw i64 %7, %4069
  %4074 = call i64 @llvm.smin.i64(i64 %4073, i64 %4033)
  %4075 = call i64 @llvm.smin.i64(i64 %4074, i64 16)
  %4076 = icmp sgt i64 %4075, %4072
  %4077 = select i1 %4076, i64 %4072, i64 0
  %4078 = select i1 %4076, i64 %4075, i64 0
  %4079 = trunc i64 %4077 to i32
  %4080 = icmp sgt i64 %4078, %4077
  %4081 = trunc i64 %4078 to i32
  %4082 = select i1 %4080, i32 %4081, i32 0
  %4083 = insertelement <8 x i32> poison, i32 %4079, i64 0
  %4084 = shufflevector <8 x i32> %4083, <8 x i32> poison, <8 x i32> zeroinitializer
  %4085 = icmp slt <8 x i32> %4084, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %4086 = insertelement <8 x i32> poison, i32 %4082, i64 0
  %4087 = shufflevector <8 x i32> %4086, <8 x i32> poison, <8 x i32> zeroinitializer
  %4088 = icmp sgt <8 x i32> %4087, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4089 = and <8 x i1> %4085, %4088
  %4090 = add nsw i32 %4079, -8
  %4091 = insertelement <8 x i32> poison, i32 %4090, i64 0
  %4092 = shufflevector <8 x i32> %4091, <8 x i32> poison, <8 x i32> zeroinitializer
  %4093 = icmp slt <8 x i32> %4092, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %4094 = add nsw i32 %4082, -8
  %4095 = insertelement <8 x i32> poison, i32 %4094, i64 0
  %4096 = shufflevector <8 x i32> %4095, <8 x i32> poison, <8 x i32> zeroinitializer
  %4097 = icmp sgt <8 x i32> %4096, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4098 = and <8 x i1> %4093, %4097
  %4099 = getelementptr inbounds float, ptr %4050, i64 %4069
  %4100 = select i1 %4047, <8 x i1> zeroinitializer, <8 x i1> %4089
  %4101 = select i1 %4047, <8 x i1> zeroinitializer, <8 x i1> %4098
  %4102 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4099, <8 x i1> %4100, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %4103 = getelementptr inbounds nuw i8, ptr %4099, i64 32
  %4104 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %4103, <8 x i1> %4101, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %4105 = shufflevector <8 x float> %4102, <8 x float> %4104, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %4106 = call <8 x float> @llvm.fma.v8f32(<8 x float> %4105, <8 x float> %4066, <8 x float> %4060)
  %4107 = add i64 %4068, %4035
  %4108 = icmp slt i64 %4107, 0
  %4109 = sub nsw i64 0, %4107
  %4110 = select i1 %4108, i64 %4109, i64 0
  %4111 = sub nsw i64 %7, %4107
  %4112 = call i64 @llvm.smin.i64(i64 %4111, i64 %4037)
  %4113 = call i64 @llvm.smin.i64(i64 %4112, i64 16)
  %4114 = icmp sgt i64 %4113, %4110
  %4115 = select i1 %4114, i64 %4110, i64 0
  %4116 = select i1 %4114, i64 %4113, i64 0
  %4117 = trunc i64 %4115 to i32
  %4118 = icmp sgt i64 %4116, %4115
  %4119 = trunc i64 %4116 to i32
  %4120 = select i1 %4118, i32 %4119, i32 0
  %4121 = insertelement <8 x i32> poison, i32 %4117, i64 0
  %4122 = shufflevector <8 x i32> %4121, <8 x i32> poison, <8 x i32> zeroinitializer
  %4123 = icmp slt <8 x i32> %4122, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %4124 = insertelement <8 x i32> poison, i32 %4120, i64 0
  %4125 = shufflevector <8 x i32> %4124, <8 x i32> poison, <8 x i32> zeroinitializer
  %4126 = icmp sgt <8 x i32> %4125, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4127 = and <8 x i1> %4123, %4126
  %4128 = add nsw i32 %4117, -8
  %4129 = insertelement <8 x i32> poison, i32 %4128, i64 0
  %4130 = shufflevector <8 x i32> %4129, <8 x i32> poison, <8 x i32> zeroinitializer
  %4131 = icmp slt <8 x i32> %4130, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %4132 = add nsw i32 %4120, -8
  %4133 = insertelement <8 x i32> poison, i32 %4132, i64 0
  %4134 = shufflevector <8 x i32> %4133, <8 x i32> poison, <8 x i32> zeroinitializer
  %4135 = icmp sgt <8 x i32> %4134, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4136 = and <8 x i1> %4131, %4135
  %4137 = getelementptr inbounds float, ptr %4050, i64 %4107
  %4138 = select i1 %4047, <8 x i1> zeroinitializer, <8 x i1> %4127
  %4139 = select i1 %4047, <8 x i1> zeroinitializer, <8 x i1> %4136
  %4140 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4137, <8 x i1> %4138, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %4141 = getelementptr inbounds nuw i8, ptr %4137, i64 32
  %4142 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %4141, <8 x i1> %4139, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %4143 = shufflevector <8 x float> %4140, <8 x float> %4142, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %4144 = call <8 x float> @llvm.fma.v8f32(<8 x float> %4143, <8 x float> %4066, <8 x float> %4061)
  %4145 = add nuw nsw i64 %4062, 1
  %4146 = icmp eq i64 %4145, %11
  br i1 %4146, label %4054, label %4059

4147:                                             ; preds = %4054, %4029
  %4148 = phi <8 x float> [ zeroinitializer, %4029 ], [ %4055, %4054 ]
  %4149 = phi <8 x float> [ zeroinitializer, %4029 ], [ %4056, %4054 ]
  %4150 = shl nsw i64 %3874, 3
  %4151 = sub nsw i64 %9, %4150
  %4152 = icmp sgt i64 %4151, 7
  %4153 = trunc i64 %4151 to i32
  %4154 = select i1 %4152, i32 8, i32 %4153
  %4155 = insertelement <8 x i32> poison, i32 %4154, i64 0
  %4156 = shufflevector <8 x i32> %4155, <8 x i32> poison, <8 x i32> zeroinitializer
  %4157 = icmp sgt <8 x i32> %4156, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %3867, label %4163, label %4158

4158:                                             ; preds = %4147
  %4159 = load float, ptr %1518, align 1
  %4160 = insertelement <8 x float> poison, float %4159, i64 0
  %4161 = shufflevector <8 x float> %4160, <8 x float> poison, <8 x i32> zeroinitializer
  %4162 = fadd <8 x float> %4148, %4161
  br label %4163

4163:                                             ; preds = %4158, %4147
  %4164 = phi <8 x float> [ %4162, %4158 ], [ %4148, %4147 ]
  %4165 = getelementptr inbounds nuw float, ptr %1525, i64 %4150
  %4166 = getelementptr inbounds nuw float, ptr %1530, i64 %4150
  %4167 = select i1 %3868, ptr null, ptr %4166
  switch i64 %1319, label %504 [
    i64 1, label %4168
    i64 2, label %4171
    i64 3, label %4178
    i64 0, label %4223
  ]

4168:                                             ; preds = %4163
  %4169 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4167, <8 x i1> %4157, <8 x float> zeroinitializer)
  %4170 = fadd <8 x float> %4164, %4169
  br label %4185

4171:                                             ; preds = %4163
  %4172 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %4164)
  %4173 = bitcast <8 x float> %4164 to <8 x i32>
  %4174 = or <8 x i32> %4173, %1101
  %4175 = bitcast <8 x i32> %4174 to <8 x float>
  %4176 = fcmp oeq <8 x float> %4164, %50
  %4177 = select <8 x i1> %4176, <8 x float> %4175, <8 x float> %4172
  br label %4185

4178:                                             ; preds = %4163
  %4179 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %4164)
  %4180 = bitcast <8 x float> %4164 to <8 x i32>
  %4181 = and <8 x i32> %4180, %1100
  %4182 = bitcast <8 x i32> %4181 to <8 x float>
  %4183 = fcmp oeq <8 x float> %4164, %47
  %4184 = select <8 x i1> %4183, <8 x float> %4182, <8 x float> %4179
  br label %4185

4185:                                             ; preds = %4178, %4171, %4168
  %4186 = phi <8 x float> [ %4170, %4168 ], [ %4177, %4171 ], [ %4184, %4178 ]
  switch i64 %1321, label %504 [
    i64 1, label %4201
    i64 2, label %4194
    i64 3, label %4187
    i64 0, label %4223
  ]

4187:                                             ; preds = %4185
  %4188 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %4186)
  %4189 = bitcast <8 x float> %4186 to <8 x i32>
  %4190 = and <8 x i32> %4189, %1100
  %4191 = bitcast <8 x i32> %4190 to <8 x float>
  %4192 = fcmp oeq <8 x float> %4186, %47
  %4193 = select <8 x i1> %4192, <8 x float> %4191, <8 x float> %4188
  br label %4204

4194:                                             ; preds = %4185
  %4195 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %4186)
  %4196 = bitcast <8 x float> %4186 to <8 x i32>
  %4197 = or <8 x i32> %4196, %1101
  %4198 = bitcast <8 x i32> %4197 to <8 x float>
  %4199 = fcmp oeq <8 x float> %4186, %50
  %4200 = select <8 x i1> %4199, <8 x float> %4198, <8 x float> %4195
  br label %4204

4201:                                             ; preds = %4185
  %4202 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4167, <8 x i1> %4157, <8 x float> zeroinitializer)
  %4203 = fadd <8 x float> %4186, %4202
  br label %4204

4204:                                             ; preds = %4201, %4194, %4187
  %4205 = phi <8 x float> [ %4203, %4201 ], [ %4200, %4194 ], [ %4193, %4187 ]
  switch i64 %1323, label %504 [
    i64 1, label %4220
    i64 2, label %4213
    i64 3, label %4206
    i64 0, label %4223
  ]

4206:                                             ; preds = %4204
  %4207 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %4205)
  %4208 = bitcast <8 x float> %4205 to <8 x i32>
  %4209 = and <8 x i32> %4208, %1100
  %4210 = bitcast <8 x i32> %4209 to <8 x float>
  %4211 = fcmp oeq <8 x float> %4205, %47
  %4212 = select <8 x i1> %4211, <8 x float> %4210, <8 x float> %4207
  br label %4223

4213:                                             ; preds = %4204
  %4214 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %4205)
  %4215 = bitcast <8 x float> %4205 to <8 x i32>
  %4216 = or <8 x i32> %4215, %1101
  %4217 = bitcast <8 x i32> %4216 to <8 x float>
  %4218 = fcmp oeq <8 x float> %4205, %50
  %4219 = select <8 x i1> %4218, <8 x float> %4217, <8 x float> %4214
  br label %4223

4220:                                             ; preds = %4204
  %4221 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4167, <8 x i1> %4157, <8 x float> zeroinitializer)
  %4222 = fadd <8 x float> %4205, %4221
  br label %4223

4223:                                             ; preds = %4206, %4213, %4220, %4204, %4185, %4163
  %4224 = phi <8 x float> [ %4205, %4204 ], [ %4164, %4163 ], [ %4186, %4185 ], [ %4222, %4220 ], [ %4219, %4213 ], [ %4212, %4206 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %4224, ptr align 1 %4165, <8 x i1> %4157)
  %4225 = shl i64 %3874, 3
  %4226 = or disjoint i64 %4225, 8
  %4227 = sub nsw i64 %9, %4226
  %4228 = icmp sgt i64 %4227, 7
  %4229 = trunc i64 %4227 to i32
  %4230 = select i1 %4228, i32 8, i32 %4229
  %4231 = insertelement <8 x i32> poison, i32 %4230, i64 0
  %4232 = shufflevector <8 x i32> %4231, <8 x i32> poison, <8 x i32> zeroinitializer
  %4233 = icmp sgt <8 x i32> %4232, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %3867, label %4239, label %4234

4234:                                             ; preds = %4223
  %4235 = load float, ptr %1518, align 1
  %4236 = insertelement <8 x float> poison, float %4235, i64 0
  %4237 = shufflevector <8 x float> %4236, <8 x float> poison, <8 x i32> zeroinitializer
  %4238 = fadd <8 x float> %4149, %4237
  br label %4239

4239:                                             ; preds = %4234, %4223
  %4240 = phi <8 x float> [ %4238, %4234 ], [ %4149, %4223 ]
  %4241 = getelementptr inbounds nuw float, ptr %1525, i64 %4226
  %4242 = getelementptr inbounds nuw float, ptr %1530, i64 %4226
  %4243 = select i1 %3868, ptr null, ptr %4242
  switch i64 %1319, label %504 [
    i64 1, label %4258
    i64 2, label %4251
    i64 3, label %4244
    i64 0, label %4299
  ]

4244:                                             ; preds = %4239
  %4245 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %4240)
  %4246 = bitcast <8 x float> %4240 to <8 x i32>
  %4247 = and <8 x i32> %4246, %1100
  %4248 = bitcast <8 x i32> %4247 to <8 x float>
  %4249 = fcmp oeq <8 x float> %4240, %47
  %4250 = select <8 x i1> %4249, <8 x float> %4248, <8 x float> %4245
  br label %4261

4251:                                             ; preds = %4239
  %4252 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %4240)
  %4253 = bitcast <8 x float> %4240 to <8 x i32>
  %4254 = or <8 x i32> %4253, %1101
  %4255 = bitcast <8 x i32> %4254 to <8 x float>
  %4256 = fcmp oeq <8 x float> %4240, %50
  %4257 = select <8 x i1> %4256, <8 x float> %4255, <8 x float> %4252
  br label %4261

4258:                                             ; preds = %4239
  %4259 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4243, <8 x i1> %4233, <8 x float> zeroinitializer)
  %4260 = fadd <8 x float> %4240, %4259
  br label %4261

4261:                                             ; preds = %4258, %4251, %4244
  %4262 = phi <8 x float> [ %4260, %4258 ], [ %4257, %4251 ], [ %4250, %4244 ]
  switch i64 %1325, label %504 [
    i64 1, label %4277
    i64 2, label %4270
    i64 3, label %4263
    i64 0, label %4299
  ]

4263:                                             ; preds = %4261
  %4264 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %4262)
  %4265 = bitcast <8 x float> %4262 to <8 x i32>
  %4266 = and <8 x i32> %4265, %1100
  %4267 = bitcast <8 x i32> %4266 to <8 x float>
  %4268 = fcmp oeq <8 x float> %4262, %47
  %4269 = select <8 x i1> %4268, <8 x float> %4267, <8 x float> %4264
  br label %4280

4270:                                             ; preds = %4261
  %4271 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %4262)
  %4272 = bitcast <8 x float> %4262 to <8 x i32>
  %4273 = or <8 x i32> %4272, %1101
  %4274 = bitcast <8 x i32> %4273 to <8 x float>
  %4275 = fcmp oeq <8 x float> %4262, %50
  %4276 = select <8 x i1> %4275, <8 x float> %4274, <8 x float> %4271
  br label %4280

4277:                                             ; preds = %4261
  %4278 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4243, <8 x i1> %4233, <8 x float> zeroinitializer)
  %4279 = fadd <8 x float> %4262, %4278
  br label %4280

4280:                                             ; preds = %4277, %4270, %4263
  %4281 = phi <8 x float> [ %4279, %4277 ], [ %4276, %4270 ], [ %4269, %4263 ]
  switch i64 %1327, label %504 [
    i64 1, label %4296
    i64 2, label %4289
    i64 3, label %4282
    i64 0, label %4299
  ]

4282:                                             ; preds = %4280
  %4283 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %4281)
  %4284 = bitcast <8 x float> %4281 to <8 x i32>
  %4285 = and <8 x i32> %4284, %1100
  %4286 = bitcast <8 x i32> %4285 to <8 x float>
  %4287 = fcmp oeq <8 x float> %4281, %47
  %4288 = select <8 x i1> %4287, <8 x float> %4286, <8 x float> %4283
  br label %4299

4289:                                             ; preds = %4280
  %4290 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %4281)
  %4291 = bitcast <8 x float> %4281 to <8 x i32>
  %4292 = or <8 x i32> %4291, %1101
  %4293 = bitcast <8 x i32> %4292 to <8 x float>
  %4294 = fcmp oeq <8 x float> %4281, %50
  %4295 = select <8 x i1> %4294, <8 x float> %4293, <8 x float> %4290
  br label %4299

4296:                                             ; preds = %4280
  %4297 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4243, <8 x i1> %4233, <8 x float> zeroinitializer)
  %4298 = fadd <8 x float> %4281, %4297
  br label %4299

4299:                                             ; preds = %4282, %4289, %4296, %4280, %4261, %4239
  %4300 = phi <8 x float> [ %4281, %4280 ], [ %4240, %4239 ], [ %4262, %4261 ], [ %4298, %4296 ], [ %4295, %4289 ], [ %4288, %4282 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %4300, ptr nonnull align 1 %4241, <8 x i1> %4233)
  br label %5082

4301:                                             ; preds = %3873
  br i1 %1097, label %4302, label %4464

4302:                                             ; preds = %4301
  %4303 = shl i64 %3874, 4
  %4304 = xor i64 %4303, -1
  %4305 = add i64 %1102, %4304
  %4306 = shl i64 %3874, 4
  %4307 = or disjoint i64 %4306, 16
  %4308 = xor i64 %4306, -17
  %4309 = add i64 %1102, %4308
  %4310 = shl i64 %3874, 4
  %4311 = or disjoint i64 %4310, 32
  %4312 = xor i64 %4310, -33
  %4313 = add i64 %1102, %4312
  br label %4314

4314:                                             ; preds = %4302, %4331
  %4315 = phi <8 x float> [ zeroinitializer, %4302 ], [ %4332, %4331 ]
  %4316 = phi <8 x float> [ zeroinitializer, %4302 ], [ %4333, %4331 ]
  %4317 = phi <8 x float> [ zeroinitializer, %4302 ], [ %4334, %4331 ]
  %4318 = phi i64 [ 0, %4302 ], [ %4335, %4331 ]
  %4319 = mul nsw i64 %4318, %14
  %4320 = sub i64 %4319, %16
  %4321 = add i64 %4320, %3870
  %4322 = icmp slt i64 %4321, 0
  %4323 = icmp sge i64 %4321, %6
  %4324 = or i1 %4322, %4323
  %4325 = select i1 %4324, i64 0, i64 %4321
  %4326 = mul nsw i64 %4325, %7
  %4327 = getelementptr inbounds float, ptr %1515, i64 %4326
  br i1 %1098, label %4328, label %4331

4328:                                             ; preds = %4314
  %4329 = mul nuw nsw i64 %4318, %11
  %4330 = getelementptr inbounds nuw float, ptr %1517, i64 %4329
  br label %4337

4331:                                             ; preds = %4337, %4314
  %4332 = phi <8 x float> [ %4315, %4314 ], [ %4461, %4337 ]
  %4333 = phi <8 x float> [ %4316, %4314 ], [ %4423, %4337 ]
  %4334 = phi <8 x float> [ %4317, %4314 ], [ %4385, %4337 ]
  %4335 = add nuw nsw i64 %4318, 1
  %4336 = icmp eq i64 %4335, %10
  br i1 %4336, label %4464, label %4314

4337:                                             ; preds = %4328, %4337
  %4338 = phi <8 x float> [ %4315, %4328 ], [ %4461, %4337 ]
  %4339 = phi <8 x float> [ %4316, %4328 ], [ %4423, %4337 ]
  %4340 = phi <8 x float> [ %4317, %4328 ], [ %4385, %4337 ]
  %4341 = phi i64 [ 0, %4328 ], [ %4462, %4337 ]
  %4342 = mul nsw i64 %4341, %15
  %4343 = sub i64 %4342, %17
  %4344 = getelementptr inbounds nuw float, ptr %4330, i64 %4341
  %4345 = load float, ptr %4344, align 1
  %4346 = insertelement <8 x float> poison, float %4345, i64 0
  %4347 = shufflevector <8 x float> %4346, <8 x float> poison, <8 x i32> zeroinitializer
  %4348 = add i64 %4343, %4303
  %4349 = icmp slt i64 %4348, 0
  %4350 = sub nsw i64 0, %4348
  %4351 = select i1 %4349, i64 %4350, i64 0
  %4352 = sub nsw i64 %7, %4348
  %4353 = call i64 @llvm.smin.i64(i64 %4352, i64 %4305)
  %4354 = call i64 @llvm.smin.i64(i64 %4353, i64 16)
  %4355 = icmp sgt i64 %4354, %4351
  %4356 = select i1 %4355, i64 %4351, i64 0
  %4357 = select i1 %4355, i64 %4354, i64 0
  %4358 = trunc i64 %4356 to i32
  %4359 = icmp sgt i64 %4357, %4356
  %4360 = trunc i64 %4357 to i32
  %4361 = select i1 %4359, i32 %4360, i32 0
  %4362 = insertelement <8 x i32> poison, i32 %4358, i64 0
  %4363 = shufflevector <8 x i32> %4362, <8 x i32> poison, <8 x i32> zeroinitializer
  %4364 = icmp slt <8 x i32> %4363, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %4365 = insertelement <8 x i32> poison, i32 %4361, i64 0
  %4366 = shufflevector <8 x i32> %4365, <8 x i32> poison, <8 x i32> zeroinitializer
  %4367 = icmp sgt <8 x i32> %4366, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4368 = and <8 x i1> %4364, %4367
  %4369 = add nsw i32 %4358, -8
  %4370 = insertelement <8 x i32> poison, i32 %4369, i64 0
  %4371 = shufflevector <8 x i32> %4370, <8 x i32> poison, <8 x i32> zeroinitializer
  %4372 = icmp slt <8 x i32> %4371, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %4373 = add nsw i32 %4361, -8
  %4374 = insertelement <8 x i32> poison, i32 %4373, i64 0
  %4375 = shufflevector <8 x i32> %4374, <8 x i32> poison, <8 x i32> zeroinitializer
  %4376 = icmp sgt <8 x i32> %4375, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4377 = and <8 x i1> %4372, %4376
  %4378 = getelementptr inbounds float, ptr %4327, i64 %4348
  %4379 = select i1 %4324, <8 x i1> zeroinitializer, <8 x i1> %4368
  %4380 = select i1 %4324, <8 x i1> zeroinitializer, <8 x i1> %4377
  %4381 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4378, <8 x i1> %4379, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %4382 = getelementptr inbounds nuw i8, ptr %4378, i64 32
  %4383 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %4382, <8 x i1> %4380, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %4384 = shufflevector <8 x float> %4381, <8 x float> %4383, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %4385 = call <8 x float> @llvm.fma.v8f32(<8 x float> %4384, <8 x float> %4347, <8 x float> %4340)
  %4386 = add i64 %4343, %4307
  %4387 = icmp slt i64 %4386, 0
  %4388 = sub nsw i64 0, %4386
  %4389 = select i1 %4387, i64 %4388, i64 0
  %4390 = sub nsw i64 %7, %4386
  %4391 = call i64 @llvm.smin.i64(i64 %4390, i64 %4309)
  %4392 = call i64 @llvm.smin.i64(i64 %4391, i64 16)
  %4393 = icmp sgt i64 %4392, %4389
  %4394 = select i1 %4393, i64 %4389, i64 0
  %4395 = select i1 %4393, i64 %4392, i64 0
  %4396 = trunc i64 %4394 to i32
  %4397 = icmp sgt i64 %4395, %4394
  %4398 = trunc i64 %4395 to i32
  %4399 = select i1 %4397, i32 %4398, i32 0
  %4400 = insertelement <8 x i32> poison, i32 %4396, i64 0
  %4401 = shufflevector <8 x i32> %4400, <8 x i32> poison, <8 x i32> zeroinitializer
  %4402 = icmp slt <8 x i32> %4401, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %4403 = insertelement <8 x i32> poison, i32 %4399, i64 0
  %4404 = shufflevector <8 x i32> %4403, <8 x i32> poison, <8 x i32> zeroinitializer
  %4405 = icmp sgt <8 x i32> %4404, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4406 = and <8 x i1> %4402, %4405
  %4407 = add nsw i32 %4396, -8
  %4408 = insertelement <8 x i32> poison, i32 %4407, i64 0
  %4409 = shufflevector <8 x i32> %4408, <8 x i32> poison, <8 x i32> zeroinitializer
  %4410 = icmp slt <8 x i32> %4409, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %4411 = add nsw i32 %4399, -8
  %4412 = insertelement <8 x i32> poison, i32 %4411, i64 0
  %4413 = shufflevector <8 x i32> %4412, <8 x i32> poison, <8 x i32> zeroinitializer
  %4414 = icmp sgt <8 x i32> %4413, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4415 = and <8 x i1> %4410, %4414
  %4416 = getelementptr inbounds float, ptr %4327, i64 %4386
  %4417 = select i1 %4324, <8 x i1> zeroinitializer, <8 x i1> %4406
  %4418 = select i1 %4324, <8 x i1> zeroinitializer, <8 x i1> %4415
  %4419 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4416, <8 x i1> %4417, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %4420 = getelementptr inbounds nuw i8, ptr %4416, i64 32
  %4421 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %4420, <8 x i1> %4418, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %4422 = shufflevector <8 x float> %4419, <8 x float> %4421, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %4423 = call <8 x float> @llvm.fma.v8f32(<8 x float> %4422, <8 x float> %4347, <8 x float> %4339)
  %4424 = add i64 %4343, %4311
  %4425 = icmp slt i64 %4424, 0
  %4426 = sub nsw i64 0, %4424
  %4427 = select i1 %4425, i64 %4426, i64 0
  %4428 = sub nsw i64 %7, %4424
  %4429 = call i64 @llvm.smin.i64(i64 %4428, i64 %4313)
  %4430 = call i64 @llvm.smin.i64(i64 %4429, i64 16)
  %4431 = icmp sgt i64 %4430, %4427
  %4432 = select i1 %4431, i64 %4427, i64 0
  %4433 = select i1 %4431, i64 %4430, i64 0
  %4434 = trunc i64 %4432 to i32
  %4435 = icmp sgt i64 %4433, %4432
  %4436 = trunc i64 %4433 to i32
  %4437 = select i1 %4435, i32 %4436, i32 0
  %4438 = insertelement <8 x i32> poison, i32 %4434, i64 0
  %4439 = shufflevector <8 x i32> %4438, <8 x i32> poison, <8 x i32> zeroinitializer
  %4440 = icmp slt <8 x i32> %4439, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %4441 = insertelement <8 x i32> poison, i32 %4437, i64 0
  %4442 = shufflevector <8 x i32> %4441, <8 x i32> poison, <8 x i32> zeroinitializer
  %4443 = icmp sgt <8 x i32> %4442, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4444 = and <8 x i1> %4440, %4443
  %4445 = add nsw i32 %4434, -8
  %4446 = insertelement <8 x i32> poison, i32 %4445, i64 0
  %4447 = shufflevector <8 x i32> %4446, <8 x i32> poison, <8 x i32> zeroinitializer
  %4448 = icmp slt <8 x i32> %4447, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %4449 = add nsw i32 %4437, -8
  %4450 = insertelement <8 x i32> poison, i32 %4449, i64 0
  %4451 = shufflevector <8 x i32> %4450, <8 x i32> poison, <8 x i32> zeroinitializer
  %4452 = icmp sgt <8 x i32> %4451, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4453 = and <8 x i1> %4448, %4452
  %4454 = getelementptr inbounds float, ptr %4327, i64 %4424
  %4455 = select i1 %4324, <8 x i1> zeroinitializer, <8 x i1> %4444
  %4456 = select i1 %4324, <8 x i1> zeroinitializer, <8 x i1> %4453
  %4457 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4454, <8 x i1> %4455, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %4458 = getelementptr inbounds nuw i8, ptr %4454, i64 32
  %4459 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %4458, <8 x i1> %4456, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %4460 = shufflevector <8 x float> %4457, <8 x float> %4459, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %4461 = call <8 x float> @llvm.fma.v8f32(<8 x float> %4460, <8 x float> %4347, <8 x float> %4338)
  %4462 = add nuw nsw i64 %4341, 1
  %4463 = icmp eq i64 %4462, %11
  br i1 %4463, label %4331, label %4337

4464:                                             ; preds = %4331, %4301
  %4465 = phi <8 x float> [ zeroinitializer, %4301 ], [ %4332, %4331 ]
  %4466 = phi <8 x float> [ zeroinitializer, %4301 ], [ %4333, %4331 ]
  %4467 = phi <8 x float> [ zeroinitializer, %4301 ], [ %4334, %4331 ]
  %4468 = shl nsw i64 %3874, 3
  %4469 = sub nsw i64 %9, %4468
  %4470 = icmp sgt i64 %4469, 7
  %4471 = trunc i64 %4469 to i32
  %4472 = select i1 %4470, i32 8, i32 %4471
  %4473 = insertelement <8 x i32> poison, i32 %4472, i64 0
  %4474 = shufflevector <8 x i32> %4473, <8 x i32> poison, <8 x i32> zeroinitializer
  %4475 = icmp sgt <8 x i32> %4474, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %3867, label %4481, label %4476

4476:                                             ; preds = %4464
  %4477 = load float, ptr %1518, align 1
  %4478 = insertelement <8 x float> poison, float %4477, i64 0
  %4479 = shufflevector <8 x float> %4478, <8 x float> poison, <8 x i32> zeroinitializer
  %4480 = fadd <8 x float> %4467, %4479
  br label %4481

4481:                                             ; preds = %4476, %4464
  %4482 = phi <8 x float> [ %4480, %4476 ], [ %4467, %4464 ]
  %4483 = getelementptr inbounds nuw float, ptr %1525, i64 %4468
  %4484 = getelementptr inbounds nuw float, ptr %1530, i64 %4468
  %4485 = select i1 %3868, ptr null, ptr %4484
  switch i64 %1306, label %504 [
    i64 1, label %4486
    i64 2, label %4489
    i64 3, label %4496
    i64 0, label %4541
  ]

4486:                                             ; preds = %4481
  %4487 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4485, <8 x i1> %4475, <8 x float> zeroinitializer)
  %4488 = fadd <8 x float> %4482, %4487
  br label %4503

4489:                                             ; preds = %4481
  %4490 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %4482)
  %4491 = bitcast <8 x float> %4482 to <8 x i32>
  %4492 = or <8 x i32> %4491, %1101
  %4493 = bitcast <8 x i32> %4492 to <8 x float>
  %4494 = fcmp oeq <8 x float> %4482, %50
  %4495 = select <8 x i1> %4494, <8 x float> %4493, <8 x float> %4490
  br label %4503

4496:                                             ; preds = %4481
  %4497 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %4482)
  %4498 = bitcast <8 x float> %4482 to <8 x i32>
  %4499 = and <8 x i32> %4498, %1100
  %4500 = bitcast <8 x i32> %4499 to <8 x float>
  %4501 = fcmp oeq <8 x float> %4482, %47
  %4502 = select <8 x i1> %4501, <8 x float> %4500, <8 x float> %4497
  br label %4503

4503:                                             ; preds = %4496, %4489, %4486
  %4504 = phi <8 x float> [ %4488, %4486 ], [ %4495, %4489 ], [ %4502, %4496 ]
  switch i64 %1308, label %504 [
    i64 1, label %4519
    i64 2, label %4512
    i64 3, label %4505
    i64 0, label %4541
  ]

4505:                                             ; preds = %4503
  %4506 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %4504)
  %4507 = bitcast <8 x float> %4504 to <8 x i32>
  %4508 = and <8 x i32> %4507, %1100
  %4509 = bitcast <8 x i32> %4508 to <8 x float>
  %4510 = fcmp oeq <8 x float> %4504, %47
  %4511 = select <8 x i1> %4510, <8 x float> %4509, <8 x float> %4506
  br label %4522

4512:                                             ; preds = %4503
  %4513 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %4504)
  %4514 = bitcast <8 x float> %4504 to <8 x i32>
  %4515 = or <8 x i32> %4514, %1101
  %4516 = bitcast <8 x i32> %4515 to <8 x float>
  %4517 = fcmp oeq <8 x float> %4504, %50
  %4518 = select <8 x i1> %4517, <8 x float> %4516, <8 x float> %4513
  br label %4522

4519:                                             ; preds = %4503
  %4520 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4485, <8 x i1> %4475, <8 x float> zeroinitializer)
  %4521 = fadd <8 x float> %4504, %4520
  br label %4522

4522:                                             ; preds = %4519, %4512, %4505
  %4523 = phi <8 x float> [ %4521, %4519 ], [ %4518, %4512 ], [ %4511, %4505 ]
  switch i64 %1310, label %504 [
    i64 1, label %4538
    i64 2, label %4531
    i64 3, label %4524
    i64 0, label %4541
  ]

4524:                                             ; preds = %4522
  %4525 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %4523)
  %4526 = bitcast <8 x float> %4523 to <8 x i32>
  %4527 = and <8 x i32> %4526, %1100
  %4528 = bitcast <8 x i32> %4527 to <8 x float>
  %4529 = fcmp oeq <8 x float> %4523, %47
  %4530 = select <8 x i1> %4529, <8 x float> %4528, <8 x float> %4525
  br label %4541

4531:                                             ; preds = %4522
  %4532 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %4523)
  %4533 = bitcast <8 x float> %4523 to <8 x i32>
  %4534 = or <8 x i32> %4533, %1101
  %4535 = bitcast <8 x i32> %4534 to <8 x float>
  %4536 = fcmp oeq <8 x float> %4523, %50
  %4537 = select <8 x i1> %4536, <8 x float> %4535, <8 x float> %4532
  br label %4541

4538:                                             ; preds = %4522
  %4539 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4485, <8 x i1> %4475, <8 x float> zeroinitializer)
  %4540 = fadd <8 x float> %4523, %4539
  br label %4541

4541:                                             ; preds = %4524, %4531, %4538, %4522, %4503, %4481
  %4542 = phi <8 x float> [ %4523, %4522 ], [ %4482, %4481 ], [ %4504, %4503 ], [ %4540, %4538 ], [ %4537, %4531 ], [ %4530, %4524 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %4542, ptr align 1 %4483, <8 x i1> %4475)
  %4543 = shl i64 %3874, 3
  %4544 = or disjoint i64 %4543, 8
  %4545 = sub nsw i64 %9, %4544
  %4546 = icmp sgt i64 %4545, 7
  %4547 = trunc i64 %4545 to i32
  %4548 = select i1 %4546, i32 8, i32 %4547
  %4549 = insertelement <8 x i32> poison, i32 %4548, i64 0
  %4550 = shufflevector <8 x i32> %4549, <8 x i32> poison, <8 x i32> zeroinitializer
  %4551 = icmp sgt <8 x i32> %4550, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %3867, label %4557, label %4552

4552:                                             ; preds = %4541
  %4553 = load float, ptr %1518, align 1
  %4554 = insertelement <8 x float> poison, float %4553, i64 0
  %4555 = shufflevector <8 x float> %4554, <8 x float> poison, <8 x i32> zeroinitializer
  %4556 = fadd <8 x float> %4466, %4555
  br label %4557

4557:                                             ; preds = %4552, %4541
  %4558 = phi <8 x float> [ %4556, %4552 ], [ %4466, %4541 ]
  %4559 = getelementptr inbounds nuw float, ptr %1525, i64 %4544
  %4560 = getelementptr inbounds nuw float, ptr %1530, i64 %4544
  %4561 = select i1 %3868, ptr null, ptr %4560
  switch i64 %1306, label %504 [
    i64 1, label %4576
    i64 2, label %4569
    i64 3, label %4562
    i64 0, label %4617
  ]

4562:                                             ; preds = %4557
  %4563 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %4558)
  %4564 = bitcast <8 x float> %4558 to <8 x i32>
  %4565 = and <8 x i32> %4564, %1100
  %4566 = bitcast <8 x i32> %4565 to <8 x float>
  %4567 = fcmp oeq <8 x float> %4558, %47
  %4568 = select <8 x i1> %4567, <8 x float> %4566, <8 x float> %4563
  br label %4579

4569:                                             ; preds = %4557
  %4570 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %4558)
  %4571 = bitcast <8 x float> %4558 to <8 x i32>
  %4572 = or <8 x i32> %4571, %1101
  %4573 = bitcast <8 x i32> %4572 to <8 x float>
  %4574 = fcmp oeq <8 x float> %4558, %50
  %4575 = select <8 x i1> %4574, <8 x float> %4573, <8 x float> %4570
  br label %4579

4576:                                             ; preds = %4557
  %4577 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4561, <8 x i1> %4551, <8 x float> zeroinitializer)
  %4578 = fadd <8 x float> %4558, %4577
  br label %4579

4579:                                             ; preds = %4576, %4569, %4562
  %4580 = phi <8 x float> [ %4578, %4576 ], [ %4575, %4569 ], [ %4568, %4562 ]
  switch i64 %1312, label %504 [
    i64 1, label %4595
    i64 2, label %4588
    i64 3, label %4581
    i64 0, label %4617
  ]

4581:                                             ; preds = %4579
  %4582 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %4580)
  %4583 = bitcast <8 x float> %4580 to <8 x i32>
  %4584 = and <8 x i32> %4583, %1100
  %4585 = bitcast <8 x i32> %4584 to <8 x float>
  %4586 = fcmp oeq <8 x float> %4580, %47
  %4587 = select <8 x i1> %4586, <8 x float> %4585, <8 x float> %4582
  br label %4598

4588:                                             ; preds = %4579
  %4589 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %4580)
  %4590 = bitcast <8 x float> %4580 to <8 x i32>
  %4591 = or <8 x i32> %4590, %1101
  %4592 = bitcast <8 x i32> %4591 to <8 x float>
  %4593 = fcmp oeq <8 x float> %4580, %50
  %4594 = select <8 x i1> %4593, <8 x float> %4592, <8 x float> %4589
  br label %4598

4595:                                             ; preds = %4579
  %4596 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4561, <8 x i1> %4551, <8 x float> zeroinitializer)
  %4597 = fadd <8 x float> %4580, %4596
  br label %4598

4598:                                             ; preds = %4595, %4588, %4581
  %4599 = phi <8 x float> [ %4597, %4595 ], [ %4594, %4588 ], [ %4587, %4581 ]
  switch i64 %1314, label %504 [
    i64 1, label %4614
    i64 2, label %4607
    i64 3, label %4600
    i64 0, label %4617
  ]

4600:                                             ; preds = %4598
  %4601 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %4599)
  %4602 = bitcast <8 x float> %4599 to <8 x i32>
  %4603 = and <8 x i32> %4602, %1100
  %4604 = bitcast <8 x i32> %4603 to <8 x float>
  %4605 = fcmp oeq <8 x float> %4599, %47
  %4606 = select <8 x i1> %4605, <8 x float> %4604, <8 x float> %4601
  br label %4617

4607:                                             ; preds = %4598
  %4608 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %4599)
  %4609 = bitcast <8 x float> %4599 to <8 x i32>
  %4610 = or <8 x i32> %4609, %1101
  %4611 = bitcast <8 x i32> %4610 to <8 x float>
  %4612 = fcmp oeq <8 x float> %4599, %50
  %4613 = select <8 x i1> %4612, <8 x float> %4611, <8 x float> %4608
  br label %4617

4614:                                             ; preds = %4598
  %4615 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4561, <8 x i1> %4551, <8 x float> zeroinitializer)
  %4616 = fadd <8 x float> %4599, %4615
  br label %4617

4617:                                             ; preds = %4600, %4607, %4614, %4598, %4579, %4557
  %4618 = phi <8 x float> [ %4599, %4598 ], [ %4558, %4557 ], [ %4580, %4579 ], [ %4616, %4614 ], [ %4613, %4607 ], [ %4606, %4600 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %4618, ptr nonnull align 1 %4559, <8 x i1> %4551)
  %4619 = shl i64 %3874, 3
  %4620 = or disjoint i64 %4619, 16
  %4621 = sub nsw i64 %9, %4620
  %4622 = icmp sgt i64 %4621, 7
  %4623 = trunc i64 %4621 to i32
  %4624 = select i1 %4622, i32 8, i32 %4623
  %4625 = insertelement <8 x i32> poison, i32 %4624, i64 0
  %4626 = shufflevector <8 x i32> %4625, <8 x i32> poison, <8 x i32> zeroinitializer
  %4627 = icmp sgt <8 x i32> %4626, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %3867, label %4633, label %4628

4628:                                             ; preds = %4617
  %4629 = load float, ptr %1518, align 1
  %4630 = insertelement <8 x float> poison, float %4629, i64 0
  %4631 = shufflevector <8 x float> %4630, <8 x float> poison, <8 x i32> zeroinitializer
  %4632 = fadd <8 x float> %4465, %4631
  br label %4633

4633:                                             ; preds = %4628, %4617
  %4634 = phi <8 x float> [ %4632, %4628 ], [ %4465, %4617 ]
  %4635 = getelementptr inbounds nuw float, ptr %1525, i64 %4620
  %4636 = getelementptr inbounds nuw float, ptr %1530, i64 %4620
  %4637 = select i1 %3868, ptr null, ptr %4636
  switch i64 %1306, label %504 [
    i64 1, label %4652
    i64 2, label %4645
    i64 3, label %4638
    i64 0, label %4693
  ]

4638:                                             ; preds = %4633
  %4639 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %4634)
  %4640 = bitcast <8 x float> %4634 to <8 x i32>
  %4641 = and <8 x i32> %4640, %1100
  %4642 = bitcast <8 x i32> %4641 to <8 x float>
  %4643 = fcmp oeq <8 x float> %4634, %47
  %4644 = select <8 x i1> %4643, <8 x float> %4642, <8 x float> %4639
  br label %4655

4645:                                             ; preds = %4633
  %4646 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %4634)
  %4647 = bitcast <8 x float> %4634 to <8 x i32>
  %4648 = or <8 x i32> %4647, %1101
  %4649 = bitcast <8 x i32> %4648 to <8 x float>
  %4650 = fcmp oeq <8 x float> %4634, %50
  %4651 = select <8 x i1> %4650, <8 x float> %4649, <8 x float> %4646
  br label %4655

4652:                                             ; preds = %4633
  %4653 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4637, <8 x i1> %4627, <8 x float> zeroinitializer)
  %4654 = fadd <8 x float> %4634, %4653
  br label %4655

4655:                                             ; preds = %4652, %4645, %4638
  %4656 = phi <8 x float> [ %4654, %4652 ], [ %4651, %4645 ], [ %4644, %4638 ]
  switch i64 %1316, label %504 [
    i64 1, label %4671
    i64 2, label %4664
    i64 3, label %4657
    i64 0, label %4693
  ]

4657:                                             ; preds = %4655
  %4658 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %4656)
  %4659 = bitcast <8 x float> %4656 to <8 x i32>
  %4660 = and <8 x i32> %4659, %1100
  %4661 = bitcast <8 x i32> %4660 to <8 x float>
  %4662 = fcmp oeq <8 x float> %4656, %47
  %4663 = select <8 x i1> %4662, <8 x float> %4661, <8 x float> %4658
  br label %4674

4664:                                             ; preds = %4655
  %4665 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %4656)
  %4666 = bitcast <8 x float> %4656 to <8 x i32>
  %4667 = or <8 x i32> %4666, %1101
  %4668 = bitcast <8 x i32> %4667 to <8 x float>
  %4669 = fcmp oeq <8 x float> %4656, %50
  %4670 = select <8 x i1> %4669, <8 x float> %4668, <8 x float> %4665
  br label %4674

4671:                                             ; preds = %4655
  %4672 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4637, <8 x i1> %4627, <8 x float> zeroinitializer)
  %4673 = fadd <8 x float> %4656, %4672
  br label %4674

4674:                                             ; preds = %4671, %4664, %4657
  %4675 = phi <8 x float> [ %4673, %4671 ], [ %4670, %4664 ], [ %4663, %4657 ]
  switch i64 %1318, label %504 [
    i64 1, label %4690
    i64 2, label %4683
    i64 3, label %4676
    i64 0, label %4693
  ]

4676:                                             ; preds = %4674
  %4677 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %4675)
  %4678 = bitcast <8 x float> %4675 to <8 x i32>
  %4679 = and <8 x i32> %4678, %1100
  %4680 = bitcast <8 x i32> %4679 to <8 x float>
  %4681 = fcmp oeq <8 x float> %4675, %47
  %4682 = select <8 x i1> %4681, <8 x float> %4680, <8 x float> %4677
  br label %4693

4683:                                             ; preds = %4674
  %4684 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %4675)
  %4685 = bitcast <8 x float> %4675 to <8 x i32>
  %4686 = or <8 x i32> %4685, %1101
  %4687 = bitcast <8 x i32> %4686 to <8 x float>
  %4688 = fcmp oeq <8 x float> %4675, %50
  %4689 = select <8 x i1> %4688, <8 x float> %4687, <8 x float> %4684
  br label %4693

4690:                                             ; preds = %4674
  %4691 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4637, <8 x i1> %4627, <8 x float> zeroinitializer)
  %4692 = fadd <8 x float> %4675, %4691
  br label %4693

4693:                                             ; preds = %4676, %4683, %4690, %4674, %4655, %4633
  %4694 = phi <8 x float> [ %4675, %4674 ], [ %4634, %4633 ], [ %4656, %4655 ], [ %4692, %4690 ], [ %4689, %4683 ], [ %4682, %4676 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %4694, ptr nonnull align 1 %4635, <8 x i1> %4627)
  br label %5082

4695:                                             ; preds = %3873
  call void @llvm.lifetime.start.p0(ptr nonnull %29)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(128) %29, i8 0, i64 128, i1 false)
  br i1 %1097, label %4696, label %4774

4696:                                             ; preds = %4695, %4710
  %4697 = phi i64 [ %4711, %4710 ], [ 0, %4695 ]
  %4698 = mul nsw i64 %4697, %14
  %4699 = sub i64 %4698, %16
  %4700 = add i64 %4699, %3869
  %4701 = icmp slt i64 %4700, 0
  %4702 = icmp sge i64 %4700, %6
  %4703 = or i1 %4701, %4702
  %4704 = select i1 %4703, i64 0, i64 %4700
  %4705 = mul nsw i64 %4704, %7
  %4706 = getelementptr inbounds float, ptr %1515, i64 %4705
  br i1 %1098, label %4707, label %4710

4707:                                             ; preds = %4696
  %4708 = mul nuw nsw i64 %4697, %11
  %4709 = getelementptr inbounds nuw float, ptr %1517, i64 %4708
  br label %4713

4710:                                             ; preds = %4721, %4696
  %4711 = add nuw nsw i64 %4697, 1
  %4712 = icmp eq i64 %4711, %10
  br i1 %4712, label %4772, label %4696

4713:                                             ; preds = %4707, %4721
  %4714 = phi i64 [ 0, %4707 ], [ %4722, %4721 ]
  %4715 = getelementptr inbounds nuw float, ptr %4709, i64 %4714
  %4716 = load float, ptr %4715, align 1
  %4717 = insertelement <8 x float> poison, float %4716, i64 0
  %4718 = shufflevector <8 x float> %4717, <8 x float> poison, <8 x i32> zeroinitializer
  %4719 = mul nsw i64 %4714, %15
  %4720 = sub i64 %4719, %17
  br label %4724

4721:                                             ; preds = %4724
  %4722 = add nuw nsw i64 %4714, 1
  %4723 = icmp eq i64 %4722, %11
  br i1 %4723, label %4710, label %4713

4724:                                             ; preds = %4713, %4724
  %4725 = phi i64 [ 0, %4713 ], [ %4770, %4724 ]
  %4726 = or disjoint i64 %3874, %4725
  %4727 = shl i64 %4726, 4
  %4728 = add i64 %4720, %4727
  %4729 = icmp slt i64 %4728, 0
  %4730 = sub nsw i64 0, %4728
  %4731 = select i1 %4729, i64 %4730, i64 0
  %4732 = sub nsw i64 %7, %4728
  %4733 = xor i64 %4727, -1
  %4734 = add i64 %1102, %4733
  %4735 = call i64 @llvm.smin.i64(i64 %4732, i64 %4734)
  %4736 = call i64 @llvm.smin.i64(i64 %4735, i64 16)
  %4737 = icmp sgt i64 %4736, %4731
  %4738 = select i1 %4737, i64 %4731, i64 0
  %4739 = select i1 %4737, i64 %4736, i64 0
  %4740 = trunc i64 %4738 to i32
  %4741 = icmp sgt i64 %4739, %4738
  %4742 = trunc i64 %4739 to i32
  %4743 = select i1 %4741, i32 %4742, i32 0
  %4744 = insertelement <8 x i32> poison, i32 %4740, i64 0
  %4745 = shufflevector <8 x i32> %4744, <8 x i32> poison, <8 x i32> zeroinitializer
  %4746 = icmp slt <8 x i32> %4745, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %4747 = insertelement <8 x i32> poison, i32 %4743, i64 0
  %4748 = shufflevector <8 x i32> %4747, <8 x i32> poison, <8 x i32> zeroinitializer
  %4749 = icmp sgt <8 x i32> %4748, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4750 = and <8 x i1> %4746, %4749
  %4751 = add nsw i32 %4740, -8
  %4752 = insertelement <8 x i32> poison, i32 %4751, i64 0
  %4753 = shufflevector <8 x i32> %4752, <8 x i32> poison, <8 x i32> zeroinitializer
  %4754 = icmp slt <8 x i32> %4753, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %4755 = add nsw i32 %4743, -8
  %4756 = insertelement <8 x i32> poison, i32 %4755, i64 0
  %4757 = shufflevector <8 x i32> %4756, <8 x i32> poison, <8 x i32> zeroinitializer
  %4758 = icmp sgt <8 x i32> %4757, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4759 = and <8 x i1> %4754, %4758
  %4760 = getelementptr inbounds nuw <8 x float>, ptr %29, i64 %4725
  %4761 = getelementptr inbounds float, ptr %4706, i64 %4728
  %4762 = select i1 %4703, <8 x i1> zeroinitializer, <8 x i1> %4750
  %4763 = select i1 %4703, <8 x i1> zeroinitializer, <8 x i1> %4759
  %4764 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4761, <8 x i1> %4762, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %4765 = getelementptr inbounds nuw i8, ptr %4761, i64 32
  %4766 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %4765, <8 x i1> %4763, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %4767 = shufflevector <8 x float> %4764, <8 x float> %4766, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %4768 = load <8 x float>, ptr %4760, align 32
  %4769 = call <8 x float> @llvm.fma.v8f32(<8 x float> %4767, <8 x float> %4718, <8 x float> %4768)
  store <8 x float> %4769, ptr %4760, align 32
  %4770 = add nuw nsw i64 %4725, 1
  %4771 = icmp eq i64 %4770, 4
  br i1 %4771, label %4721, label %4724

4772:                                             ; preds = %4710
  %4773 = load <8 x float>, ptr %29, align 32
  br label %4774

4774:                                             ; preds = %4772, %4695
  %4775 = phi <8 x float> [ %4773, %4772 ], [ zeroinitializer, %4695 ]
  %4776 = shl nsw i64 %3874, 3
  %4777 = sub nsw i64 %9, %4776
  %4778 = icmp sgt i64 %4777, 7
  %4779 = trunc i64 %4777 to i32
  %4780 = select i1 %4778, i32 8, i32 %4779
  %4781 = insertelement <8 x i32> poison, i32 %4780, i64 0
  %4782 = shufflevector <8 x i32> %4781, <8 x i32> poison, <8 x i32> zeroinitializer
  %4783 = icmp sgt <8 x i32> %4782, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %3867, label %4789, label %4784

4784:                                             ; preds = %4774
  %4785 = load float, ptr %1518, align 1
  %4786 = insertelement <8 x float> poison, float %4785, i64 0
  %4787 = shufflevector <8 x float> %4786, <8 x float> poison, <8 x i32> zeroinitializer
  %4788 = fadd <8 x float> %4775, %4787
  br label %4789

4789:                                             ; preds = %4784, %4774
  %4790 = phi <8 x float> [ %4788, %4784 ], [ %4775, %4774 ]
  %4791 = getelementptr inbounds nuw float, ptr %1525, i64 %4776
  %4792 = getelementptr inbounds nuw float, ptr %1530, i64 %4776
  %4793 = select i1 %3868, ptr null, ptr %4792
  switch i64 %1286, label %504 [
    i64 1, label %4794
    i64 2, label %4797
    i64 3, label %4804
    i64 0, label %4849
  ]

4794:                                             ; preds = %4789
  %4795 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4793, <8 x i1> %4783, <8 x float> zeroinitializer)
  %4796 = fadd <8 x float> %4790, %4795
  br label %4811

4797:                                             ; preds = %4789
  %4798 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %4790)
  %4799 = bitcast <8 x float> %4790 to <8 x i32>
  %4800 = or <8 x i32> %4799, %1101
  %4801 = bitcast <8 x i32> %4800 to <8 x float>
  %4802 = fcmp oeq <8 x float> %4790, %50
  %4803 = select <8 x i1> %4802, <8 x float> %4801, <8 x float> %4798
  br label %4811

4804:                                             ; preds = %4789
  %4805 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %4790)
  %4806 = bitcast <8 x float> %4790 to <8 x i32>
  %4807 = and <8 x i32> %4806, %1100
  %4808 = bitcast <8 x i32> %4807 to <8 x float>
  %4809 = fcmp oeq <8 x float> %4790, %47
  %4810 = select <8 x i1> %4809, <8 x float> %4808, <8 x float> %4805
  br label %4811

4811:                                             ; preds = %4804, %4797, %4794
  %4812 = phi <8 x float> [ %4796, %4794 ], [ %4803, %4797 ], [ %4810, %4804 ]
  switch i64 %1288, label %504 [
    i64 1, label %4827
    i64 2, label %4820
    i64 3, label %4813
    i64 0, label %4849
  ]

4813:                                             ; preds = %4811
  %4814 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %4812)
  %4815 = bitcast <8 x float> %4812 to <8 x i32>
  %4816 = and <8 x i32> %4815, %1100
  %4817 = bitcast <8 x i32> %4816 to <8 x float>
  %4818 = fcmp oeq <8 x float> %4812, %47
  %4819 = select <8 x i1> %4818, <8 x float> %4817, <8 x float> %4814
  br label %4830

4820:                                             ; preds = %4811
  %4821 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %4812)
  %4822 = bitcast <8 x float> %4812 to <8 x i32>
  %4823 = or <8 x i32> %4822, %1101
  %4824 = bitcast <8 x i32> %4823 to <8 x float>
  %4825 = fcmp oeq <8 x float> %4812, %50
  %4826 = select <8 x i1> %4825, <8 x float> %4824, <8 x float> %4821
  br label %4830

4827:                                             ; preds = %4811
  %4828 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4793, <8 x i1> %4783, <8 x float> zeroinitializer)
  %4829 = fadd <8 x float> %4812, %4828
  br label %4830

4830:                                             ; preds = %4827, %4820, %4813
  %4831 = phi <8 x float> [ %4829, %4827 ], [ %4826, %4820 ], [ %4819, %4813 ]
  switch i64 %1290, label %504 [
    i64 1, label %4846
    i64 2, label %4839
    i64 3, label %4832
    i64 0, label %4849
  ]

4832:                                             ; preds = %4830
  %4833 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %4831)
  %4834 = bitcast <8 x float> %4831 to <8 x i32>
  %4835 = and <8 x i32> %4834, %1100
  %4836 = bitcast <8 x i32> %4835 to <8 x float>
  %4837 = fcmp oeq <8 x float> %4831, %47
  %4838 = select <8 x i1> %4837, <8 x float> %4836, <8 x float> %4833
  br label %4849

4839:                                             ; preds = %4830
  %4840 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %4831)
  %4841 = bitcast <8 x float> %4831 to <8 x i32>
  %4842 = or <8 x i32> %4841, %1101
  %4843 = bitcast <8 x i32> %4842 to <8 x float>
  %4844 = fcmp oeq <8 x float> %4831, %50
  %4845 = select <8 x i1> %4844, <8 x float> %4843, <8 x float> %4840
  br label %4849

4846:                                             ; preds = %4830
  %4847 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4793, <8 x i1> %4783, <8 x float> zeroinitializer)
  %4848 = fadd <8 x float> %4831, %4847
  br label %4849

4849:                                             ; preds = %4832, %4839, %4846, %4830, %4811, %4789
  %4850 = phi <8 x float> [ %4831, %4830 ], [ %4790, %4789 ], [ %4812, %4811 ], [ %4848, %4846 ], [ %4845, %4839 ], [ %4838, %4832 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %4850, ptr align 1 %4791, <8 x i1> %4783)
  %4851 = shl i64 %3874, 3
  %4852 = or disjoint i64 %4851, 8
  %4853 = sub nsw i64 %9, %4852
  %4854 = icmp sgt i64 %4853, 7
  %4855 = trunc i64 %4853 to i32
  %4856 = select i1 %4854, i32 8, i32 %4855
  %4857 = insertelement <8 x i32> poison, i32 %4856, i64 0
  %4858 = shufflevector <8 x i32> %4857, <8 x i32> poison, <8 x i32> zeroinitializer
  %4859 = icmp sgt <8 x i32> %4858, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4860 = load <8 x float>, ptr %1291, align 32
  br i1 %3867, label %4866, label %4861

4861:                                             ; preds = %4849
  %4862 = load float, ptr %1518, align 1
  %4863 = insertelement <8 x float> poison, float %4862, i64 0
  %4864 = shufflevector <8 x float> %4863, <8 x float> poison, <8 x i32> zeroinitializer
  %4865 = fadd <8 x float> %4860, %4864
  br label %4866

4866:                                             ; preds = %4861, %4849
  %4867 = phi <8 x float> [ %4865, %4861 ], [ %4860, %4849 ]
  %4868 = getelementptr inbounds nuw float, ptr %1525, i64 %4852
  %4869 = getelementptr inbounds nuw float, ptr %1530, i64 %4852
  %4870 = select i1 %3868, ptr null, ptr %4869
  switch i64 %1286, label %504 [
    i64 1, label %4885
    i64 2, label %4878
    i64 3, label %4871
    i64 0, label %4926
  ]

4871:                                             ; preds = %4866
  %4872 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %4867)
  %4873 = bitcast <8 x float> %4867 to <8 x i32>
  %4874 = and <8 x i32> %4873, %1100
  %4875 = bitcast <8 x i32> %4874 to <8 x float>
  %4876 = fcmp oeq <8 x float> %4867, %47
  %4877 = select <8 x i1> %4876, <8 x float> %4875, <8 x float> %4872
  br label %4888

4878:                                             ; preds = %4866
  %4879 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %4867)
  %4880 = bitcast <8 x float> %4867 to <8 x i32>
  %4881 = or <8 x i32> %4880, %1101
  %4882 = bitcast <8 x i32> %4881 to <8 x float>
  %4883 = fcmp oeq <8 x float> %4867, %50
  %4884 = select <8 x i1> %4883, <8 x float> %4882, <8 x float> %4879
  br label %4888

4885:                                             ; preds = %4866
  %4886 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4870, <8 x i1> %4859, <8 x float> zeroinitializer)
  %4887 = fadd <8 x float> %4867, %4886
  br label %4888

4888:                                             ; preds = %4885, %4878, %4871
  %4889 = phi <8 x float> [ %4887, %4885 ], [ %4884, %4878 ], [ %4877, %4871 ]
  switch i64 %1293, label %504 [
    i64 1, label %4904
    i64 2, label %4897
    i64 3, label %4890
    i64 0, label %4926
  ]

4890:                                             ; preds = %4888
  %4891 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %4889)
  %4892 = bitcast <8 x float> %4889 to <8 x i32>
  %4893 = and <8 x i32> %4892, %1100
  %4894 = bitcast <8 x i32> %4893 to <8 x float>
  %4895 = fcmp oeq <8 x float> %4889, %47
  %4896 = select <8 x i1> %4895, <8 x float> %4894, <8 x float> %4891
  br label %4907

4897:                                             ; preds = %4888
  %4898 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %4889)
  %4899 = bitcast <8 x float> %4889 to <8 x i32>
  %4900 = or <8 x i32> %4899, %1101
  %4901 = bitcast <8 x i32> %4900 to <8 x float>
  %4902 = fcmp oeq <8 x float> %4889, %50
  %4903 = select <8 x i1> %4902, <8 x float> %4901, <8 x float> %4898
  br label %4907

4904:                                             ; preds = %4888
  %4905 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4870, <8 x i1> %4859, <8 x float> zeroinitializer)
  %4906 = fadd <8 x float> %4889, %4905
  br label %4907

4907:                                             ; preds = %4904, %4897, %4890
  %4908 = phi <8 x float> [ %4906, %4904 ], [ %4903, %4897 ], [ %4896, %4890 ]
  switch i64 %1295, label %504 [
    i64 1, label %4923
    i64 2, label %4916
    i64 3, label %4909
    i64 0, label %4926
  ]

4909:                                             ; preds = %4907
  %4910 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %4908)
  %4911 = bitcast <8 x float> %4908 to <8 x i32>
  %4912 = and <8 x i32> %4911, %1100
  %4913 = bitcast <8 x i32> %4912 to <8 x float>
  %4914 = fcmp oeq <8 x float> %4908, %47
  %4915 = select <8 x i1> %4914, <8 x float> %4913, <8 x float> %4910
  br label %4926

4916:                                             ; preds = %4907
  %4917 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %4908)
  %4918 = bitcast <8 x float> %4908 to <8 x i32>
  %4919 = or <8 x i32> %4918, %1101
  %4920 = bitcast <8 x i32> %4919 to <8 x float>
  %4921 = fcmp oeq <8 x float> %4908, %50
  %4922 = select <8 x i1> %4921, <8 x float> %4920, <8 x float> %4917
  br label %4926

4923:                                             ; preds = %4907
  %4924 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4870, <8 x i1> %4859, <8 x float> zeroinitializer)
  %4925 = fadd <8 x float> %4908, %4924
  br label %4926

4926:                                             ; preds = %4909, %4916, %4923, %4907, %4888, %4866
  %4927 = phi <8 x float> [ %4908, %4907 ], [ %4867, %4866 ], [ %4889, %4888 ], [ %4925, %4923 ], [ %4922, %4916 ], [ %4915, %4909 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %4927, ptr nonnull align 1 %4868, <8 x i1> %4859)
  %4928 = shl i64 %3874, 3
  %4929 = or disjoint i64 %4928, 16
  %4930 = sub nsw i64 %9, %4929
  %4931 = icmp sgt i64 %4930, 7
  %4932 = trunc i64 %4930 to i32
  %4933 = select i1 %4931, i32 8, i32 %4932
  %4934 = insertelement <8 x i32> poison, i32 %4933, i64 0
  %4935 = shufflevector <8 x i32> %4934, <8 x i32> poison, <8 x i32> zeroinitializer
  %4936 = icmp sgt <8 x i32> %4935, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4937 = load <8 x float>, ptr %1296, align 32
  br i1 %3867, label %4943, label %4938

4938:                                             ; preds = %4926
  %4939 = load float, ptr %1518, align 1
  %4940 = insertelement <8 x float> poison, float %4939, i64 0
  %4941 = shufflevector <8 x float> %4940, <8 x float> poison, <8 x i32> zeroinitializer
  %4942 = fadd <8 x float> %4937, %4941
  br label %4943

4943:                                             ; preds = %4938, %4926
  %4944 = phi <8 x float> [ %4942, %4938 ], [ %4937, %4926 ]
  %4945 = getelementptr inbounds nuw float, ptr %1525, i64 %4929
  %4946 = getelementptr inbounds nuw float, ptr %1530, i64 %4929
  %4947 = select i1 %3868, ptr null, ptr %4946
  switch i64 %1286, label %504 [
    i64 1, label %4962
    i64 2, label %4955
    i64 3, label %4948
    i64 0, label %5003
  ]

4948:                                             ; preds = %4943
  %4949 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %4944)
  %4950 = bitcast <8 x float> %4944 to <8 x i32>
  %4951 = and <8 x i32> %4950, %1100
  %4952 = bitcast <8 x i32> %4951 to <8 x float>
  %4953 = fcmp oeq <8 x float> %4944, %47
  %4954 = select <8 x i1> %4953, <8 x float> %4952, <8 x float> %4949
  br label %4965

4955:                                             ; preds = %4943
  %4956 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %4944)
  %4957 = bitcast <8 x float> %4944 to <8 x i32>
  %4958 = or <8 x i32> %4957, %1101
  %4959 = bitcast <8 x i32> %4958 to <8 x float>
  %4960 = fcmp oeq <8 x float> %4944, %50
  %4961 = select <8 x i1> %4960, <8 x float> %4959, <8 x float> %4956
  br label %4965

4962:                                             ; preds = %4943
  %4963 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4947, <8 x i1> %4936, <8 x float> zeroinitializer)
  %4964 = fadd <8 x float> %4944, %4963
  br label %4965

4965:                                             ; preds = %4962, %4955, %4948
  %4966 = phi <8 x float> [ %4964, %4962 ], [ %4961, %4955 ], [ %4954, %4948 ]
  switch i64 %1298, label %504 [
    i64 1, label %4981
    i64 2, label %4974
    i64 3, label %4967
    i64 0, label %5003
  ]

4967:                                             ; preds = %4965
  %4968 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %4966)
  %4969 = bitcast <8 x float> %4966 to <8 x i32>
  %4970 = and <8 x i32> %4969, %1100
  %4971 = bitcast <8 x i32> %4970 to <8 x float>
  %4972 = fcmp oeq <8 x float> %4966, %47
  %4973 = select <8 x i1> %4972, <8 x float> %4971, <8 x float> %4968
  br label %4984

4974:                                             ; preds = %4965
  %4975 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %4966)
  %4976 = bitcast <8 x float> %4966 to <8 x i32>
  %4977 = or <8 x i32> %4976, %1101
  %4978 = bitcast <8 x i32> %4977 to <8 x float>
  %4979 = fcmp oeq <8 x float> %4966, %50
  %4980 = select <8 x i1> %4979, <8 x float> %4978, <8 x float> %4975
  br label %4984

4981:                                             ; preds = %4965
  %4982 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4947, <8 x i1> %4936, <8 x float> zeroinitializer)
  %4983 = fadd <8 x float> %4966, %4982
  br label %4984

4984:                                             ; preds = %4981, %4974, %4967
  %4985 = phi <8 x float> [ %4983, %4981 ], [ %4980, %4974 ], [ %4973, %4967 ]
  switch i64 %1300, label %504 [
    i64 1, label %5000
    i64 2, label %4993
    i64 3, label %4986
    i64 0, label %5003
  ]

4986:                                             ; preds = %4984
  %4987 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %4985)
  %4988 = bitcast <8 x float> %4985 to <8 x i32>
  %4989 = and <8 x i32> %4988, %1100
  %4990 = bitcast <8 x i32> %4989 to <8 x float>
  %4991 = fcmp oeq <8 x float> %4985, %47
  %4992 = select <8 x i1> %4991, <8 x float> %4990, <8 x float> %4987
  br label %5003

4993:                                             ; preds = %4984
  %4994 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %4985)
  %4995 = bitcast <8 x float> %4985 to <8 x i32>
  %4996 = or <8 x i32> %4995, %1101
  %4997 = bitcast <8 x i32> %4996 to <8 x float>
  %4998 = fcmp oeq <8 x float> %4985, %50
  %4999 = select <8 x i1> %4998, <8 x float> %4997, <8 x float> %4994
  br label %5003

5000:                                             ; preds = %4984
  %5001 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4947, <8 x i1> %4936, <8 x float> zeroinitializer)
  %5002 = fadd <8 x float> %4985, %5001
  br label %5003

5003:                                             ; preds = %4986, %4993, %5000, %4984, %4965, %4943
  %5004 = phi <8 x float> [ %4985, %4984 ], [ %4944, %4943 ], [ %4966, %4965 ], [ %5002, %5000 ], [ %4999, %4993 ], [ %4992, %4986 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %5004, ptr nonnull align 1 %4945, <8 x i1> %4936)
  %5005 = shl i64 %3874, 3
  %5006 = or disjoint i64 %5005, 24
  %5007 = sub nsw i64 %9, %5006
  %5008 = icmp sgt i64 %5007, 7
  %5009 = trunc i64 %5007 to i32
  %5010 = select i1 %5008, i32 8, i32 %5009
  %5011 = insertelement <8 x i32> poison, i32 %5010, i64 0
  %5012 = shufflevector <8 x i32> %5011, <8 x i32> poison, <8 x i32> zeroinitializer
  %5013 = icmp sgt <8 x i32> %5012, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %5014 = load <8 x float>, ptr %1301, align 32
  br i1 %3867, label %5020, label %5015

5015:                                             ; preds = %5003
  %5016 = load float, ptr %1518, align 1
  %5017 = insertelement <8 x float> poison, float %5016, i64 0
  %5018 = shufflevector <8 x float> %5017, <8 x float> poison, <8 x i32> zeroinitializer
  %5019 = fadd <8 x float> %5014, %5018
  br label %5020

5020:                                             ; preds = %5015, %5003
  %5021 = phi <8 x float> [ %5019, %5015 ], [ %5014, %5003 ]
  %5022 = getelementptr inbounds nuw float, ptr %1525, i64 %5006
  %5023 = getelementptr inbounds nuw float, ptr %1530, i64 %5006
  %5024 = select i1 %3868, ptr null, ptr %5023
  switch i64 %1286, label %504 [
    i64 1, label %5039
    i64 2, label %5032
    i64 3, label %5025
    i64 0, label %5080
  ]

5025:                                             ; preds = %5020
  %5026 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %5021)
  %5027 = bitcast <8 x float> %5021 to <8 x i32>
  %5028 = and <8 x i32> %5027, %1100
  %5029 = bitcast <8 x i32> %5028 to <8 x float>
  %5030 = fcmp oeq <8 x float> %5021, %47
  %5031 = select <8 x i1> %5030, <8 x float> %5029, <8 x float> %5026
  br label %5042

5032:                                             ; preds = %5020
  %5033 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %5021)
  %5034 = bitcast <8 x float> %5021 to <8 x i32>
  %5035 = or <8 x i32> %5034, %1101
  %5036 = bitcast <8 x i32> %5035 to <8 x float>
  %5037 = fcmp oeq <8 x float> %5021, %50
  %5038 = select <8 x i1> %5037, <8 x float> %5036, <8 x float> %5033
  br label %5042

5039:                                             ; preds = %5020
  %5040 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5024, <8 x i1> %5013, <8 x float> zeroinitializer)
  %5041 = fadd <8 x float> %5021, %5040
  br label %5042

5042:                                             ; preds = %5039, %5032, %5025
  %5043 = phi <8 x float> [ %5041, %5039 ], [ %5038, %5032 ], [ %5031, %5025 ]
  switch i64 %1303, label %504 [
    i64 1, label %5058
    i64 2, label %5051
    i64 3, label %5044
    i64 0, label %5080
  ]

5044:                                             ; preds = %5042
  %5045 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %5043)
  %5046 = bitcast <8 x float> %5043 to <8 x i32>
  %5047 = and <8 x i32> %5046, %1100
  %5048 = bitcast <8 x i32> %5047 to <8 x float>
  %5049 = fcmp oeq <8 x float> %5043, %47
  %5050 = select <8 x i1> %5049, <8 x float> %5048, <8 x float> %5045
  br label %5061

5051:                                             ; preds = %5042
  %5052 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %5043)
  %5053 = bitcast <8 x float> %5043 to <8 x i32>
  %5054 = or <8 x i32> %5053, %1101
  %5055 = bitcast <8 x i32> %5054 to <8 x float>
  %5056 = fcmp oeq <8 x float> %5043, %50
  %5057 = select <8 x i1> %5056, <8 x float> %5055, <8 x float> %5052
  br label %5061

5058:                                             ; preds = %5042
  %5059 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5024, <8 x i1> %5013, <8 x float> zeroinitializer)
  %5060 = fadd <8 x float> %5043, %5059
  br label %5061

5061:                                             ; preds = %5058, %5051, %5044
  %5062 = phi <8 x float> [ %5060, %5058 ], [ %5057, %5051 ], [ %5050, %5044 ]
  switch i64 %1305, label %504 [
    i64 1, label %5077
    i64 2, label %5070
    i64 3, label %5063
    i64 0, label %5080
  ]

5063:                                             ; preds = %5061
  %5064 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %5062)
  %5065 = bitcast <8 x float> %5062 to <8 x i32>
  %5066 = and <8 x i32> %5065, %1100
  %5067 = bitcast <8 x i32> %5066 to <8 x float>
  %5068 = fcmp oeq <8 x float> %5062, %47
  %5069 = select <8 x i1> %5068, <8 x float> %5067, <8 x float> %5064
  br label %5080

5070:                                             ; preds = %5061
  %5071 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %5062)
  %5072 = bitcast <8 x float> %5062 to <8 x i32>
  %5073 = or <8 x i32> %5072, %1101
  %5074 = bitcast <8 x i32> %5073 to <8 x float>
  %5075 = fcmp oeq <8 x float> %5062, %50
  %5076 = select <8 x i1> %5075, <8 x float> %5074, <8 x float> %5071
  br label %5080

5077:                                             ; preds = %5061
  %5078 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5024, <8 x i1> %5013, <8 x float> zeroinitializer)
  %5079 = fadd <8 x float> %5062, %5078
  br label %5080

5080:                                             ; preds = %5063, %5070, %5077, %5061, %5042, %5020
  %5081 = phi <8 x float> [ %5062, %5061 ], [ %5021, %5020 ], [ %5043, %5042 ], [ %5079, %5077 ], [ %5076, %5070 ], [ %5069, %5063 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %5081, ptr nonnull align 1 %5022, <8 x i1> %5013)
  call void @llvm.lifetime.end.p0(ptr nonnull %29)
  br label %5082

5082:                                             ; preds = %4027, %4299, %4693, %5080, %3873
  %5083 = add nuw nsw i64 %3874, 4
  %5084 = icmp slt i64 %5083, %1035
  br i1 %5084, label %3873, label %8565

5085:                                             ; preds = %3854, %8562
  %5086 = phi i64 [ 0, %3854 ], [ %8563, %8562 ]
  %5087 = sub nsw i64 %1035, %5086
  %5088 = icmp sgt i64 %5087, 7
  %5089 = trunc i64 %5087 to i32
  %5090 = select i1 %5088, i32 8, i32 %5089
  switch i32 %5090, label %8562 [
    i32 1, label %5091
    i32 2, label %5236
    i32 3, label %5500
    i32 4, label %5882
    i32 5, label %6264
    i32 6, label %6723
    i32 7, label %7259
    i32 8, label %7872
  ]

5091:                                             ; preds = %5085
  %5092 = shl nsw i64 %5086, 3
  br i1 %1097, label %5095, label %5093

5093:                                             ; preds = %5091
  %5094 = sub nsw i64 %9, %5092
  br label %5100

5095:                                             ; preds = %5091
  %5096 = sub i64 %5092, %17
  %5097 = mul nsw i64 %5086, %11
  %5098 = getelementptr <4 x i64>, ptr %1084, i64 %5097
  %5099 = sub nsw i64 %9, %5092
  br label %5112

5100:                                             ; preds = %5127, %5093
  %5101 = phi i64 [ %5094, %5093 ], [ %5099, %5127 ]
  %5102 = phi <8 x float> [ zeroinitializer, %5093 ], [ %5128, %5127 ]
  %5103 = icmp sgt i64 %5101, 7
  %5104 = trunc i64 %5101 to i32
  %5105 = select i1 %5103, i32 8, i32 %5104
  %5106 = insertelement <8 x i32> poison, i32 %5105, i64 0
  %5107 = shufflevector <8 x i32> %5106, <8 x i32> poison, <8 x i32> zeroinitializer
  %5108 = icmp sgt <8 x i32> %5107, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %5109 = getelementptr inbounds nuw float, ptr %1525, i64 %5092
  %5110 = getelementptr inbounds nuw float, ptr %1530, i64 %5092
  %5111 = select i1 %3856, ptr null, ptr %5110
  br i1 %3855, label %5177, label %5172

5112:                                             ; preds = %5095, %5127
  %5113 = phi <8 x float> [ zeroinitializer, %5095 ], [ %5128, %5127 ]
  %5114 = phi i64 [ 0, %5095 ], [ %5129, %5127 ]
  %5115 = mul nsw i64 %5114, %14
  %5116 = sub i64 %5115, %16
  %5117 = add i64 %5116, %3864
  %5118 = icmp slt i64 %5117, 0
  %5119 = icmp sge i64 %5117, %6
  %5120 = or i1 %5118, %5119
  %5121 = select i1 %5120, i64 0, i64 %5117
  %5122 = mul nsw i64 %5121, %7
  %5123 = getelementptr inbounds float, ptr %1515, i64 %5122
  br i1 %1098, label %5124, label %5127

5124:                                             ; preds = %5112
  %5125 = mul nuw nsw i64 %5114, %11
  %5126 = getelementptr inbounds nuw float, ptr %1517, i64 %5125
  br label %5131

5127:                                             ; preds = %5163, %5112
  %5128 = phi <8 x float> [ %5113, %5112 ], [ %5169, %5163 ]
  %5129 = add nuw nsw i64 %5114, 1
  %5130 = icmp eq i64 %5129, %10
  br i1 %5130, label %5100, label %5112

5131:                                             ; preds = %5124, %5163
  %5132 = phi <8 x float> [ %5113, %5124 ], [ %5169, %5163 ]
  %5133 = phi i64 [ 0, %5124 ], [ %5170, %5163 ]
  %5134 = getelementptr inbounds nuw float, ptr %5126, i64 %5133
  %5135 = load float, ptr %5134, align 1
  %5136 = insertelement <8 x float> poison, float %5135, i64 0
  %5137 = shufflevector <8 x float> %5136, <8 x float> poison, <8 x i32> zeroinitializer
  %5138 = mul nsw i64 %5133, %15
  %5139 = add i64 %5096, %5138
  %5140 = icmp slt i64 %5139, 0
  %5141 = sub nsw i64 0, %5139
  %5142 = select i1 %5140, i64 %5141, i64 0
  %5143 = sub nsw i64 %7, %5139
  %5144 = call i64 @llvm.smin.i64(i64 %5143, i64 %5099)
  %5145 = call i64 @llvm.smin.i64(i64 %5144, i64 8)
  %5146 = icmp sgt i64 %5145, %5142
  %5147 = trunc i64 %5142 to i32
  %5148 = select i1 %5146, i32 %5147, i32 0
  %5149 = insertelement <8 x i32> poison, i32 %5148, i64 0
  %5150 = shufflevector <8 x i32> %5149, <8 x i32> poison, <8 x i32> zeroinitializer
  %5151 = icmp slt <8 x i32> %5150, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %5152 = trunc i64 %5145 to i32
  %5153 = select i1 %5146, i32 %5152, i32 0
  %5154 = insertelement <8 x i32> poison, i32 %5153, i64 0
  %5155 = shufflevector <8 x i32> %5154, <8 x i32> poison, <8 x i32> zeroinitializer
  %5156 = icmp sgt <8 x i32> %5155, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %5157 = and <8 x i1> %5156, %5151
  %5158 = sext <8 x i1> %5157 to <8 x i32>
  %5159 = bitcast <8 x i32> %5158 to <4 x i64>
  br i1 %1099, label %5163, label %5160

5160:                                             ; preds = %5131
  %5161 = getelementptr <4 x i64>, ptr %5098, i64 %5133
  %5162 = load <4 x i64>, ptr %5161, align 32
  br label %5163

5163:                                             ; preds = %5131, %5160
  %5164 = phi <4 x i64> [ %5162, %5160 ], [ %5159, %5131 ]
  %5165 = getelementptr inbounds float, ptr %5123, i64 %5139
  %5166 = select i1 %5120, <4 x i64> zeroinitializer, <4 x i64> %5164
  %5167 = bitcast <4 x i64> %5166 to <8 x i32>
  %5168 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5165, <8 x i32> %5167)
  %5169 = call <8 x float> @llvm.fma.v8f32(<8 x float> %5168, <8 x float> %5137, <8 x float> %5132)
  %5170 = add nuw nsw i64 %5133, 1
  %5171 = icmp eq i64 %5170, %11
  br i1 %5171, label %5127, label %5131

5172:                                             ; preds = %5100
  %5173 = load float, ptr %1518, align 1
  %5174 = insertelement <8 x float> poison, float %5173, i64 0
  %5175 = shufflevector <8 x float> %5174, <8 x float> poison, <8 x i32> zeroinitializer
  %5176 = fadd <8 x float> %5102, %5175
  br label %5177

5177:                                             ; preds = %5172, %5100
  %5178 = phi <8 x float> [ %5176, %5172 ], [ %5102, %5100 ]
  switch i64 %1281, label %504 [
    i64 1, label %5179
    i64 2, label %5182
    i64 3, label %5189
    i64 0, label %5234
  ]

5179:                                             ; preds = %5177
  %5180 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5111, <8 x i1> %5108, <8 x float> zeroinitializer)
  %5181 = fadd <8 x float> %5178, %5180
  br label %5196

5182:                                             ; preds = %5177
  %5183 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %5178)
  %5184 = bitcast <8 x float> %5178 to <8 x i32>
  %5185 = or <8 x i32> %5184, %1101
  %5186 = bitcast <8 x i32> %5185 to <8 x float>
  %5187 = fcmp oeq <8 x float> %5178, %50
  %5188 = select <8 x i1> %5187, <8 x float> %5186, <8 x float> %5183
  br label %5196

5189:                                             ; preds = %5177
  %5190 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %5178)
  %5191 = bitcast <8 x float> %5178 to <8 x i32>
  %5192 = and <8 x i32> %5191, %1100
  %5193 = bitcast <8 x i32> %5192 to <8 x float>
  %5194 = fcmp oeq <8 x float> %5178, %47
  %5195 = select <8 x i1> %5194, <8 x float> %5193, <8 x float> %5190
  br label %5196

5196:                                             ; preds = %5189, %5182, %5179
  %5197 = phi <8 x float> [ %5181, %5179 ], [ %5188, %5182 ], [ %5195, %5189 ]
  switch i64 %1283, label %504 [
    i64 1, label %5212
    i64 2, label %5205
    i64 3, label %5198
    i64 0, label %5234
  ]

5198:                                             ; preds = %5196
  %5199 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %5197)
  %5200 = bitcast <8 x float> %5197 to <8 x i32>
  %5201 = and <8 x i32> %5200, %1100
  %5202 = bitcast <8 x i32> %5201 to <8 x float>
  %5203 = fcmp oeq <8 x float> %5197, %47
  %5204 = select <8 x i1> %5203, <8 x float> %5202, <8 x float> %5199
  br label %5215

5205:                                             ; preds = %5196
  %5206 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %5197)
  %5207 = bitcast <8 x float> %5197 to <8 x i32>
  %5208 = or <8 x i32> %5207, %1101
  %5209 = bitcast <8 x i32> %5208 to <8 x float>
  %5210 = fcmp oeq <8 x float> %5197, %50
  %5211 = select <8 x i1> %5210, <8 x float> %5209, <8 x float> %5206
  br label %5215

5212:                                             ; preds = %5196
  %5213 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5111, <8 x i1> %5108, <8 x float> zeroinitializer)
  %5214 = fadd <8 x float> %5197, %5213
  br label %5215

5215:                                             ; preds = %5212, %5205, %5198
  %5216 = phi <8 x float> [ %5214, %5212 ], [ %5211, %5205 ], [ %5204, %5198 ]
  switch i64 %1285, label %504 [
    i64 1, label %5231
    i64 2, label %5224
    i64 3, label %5217
    i64 0, label %5234
  ]

5217:                                             ; preds = %5215
  %5218 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %5216)
  %5219 = bitcast <8 x float> %5216 to <8 x i32>
  %5220 = and <8 x i32> %5219, %1100
  %5221 = bitcast <8 x i32> %5220 to <8 x float>
  %5222 = fcmp oeq <8 x float> %5216, %47
  %5223 = select <8 x i1> %5222, <8 x float> %5221, <8 x float> %5218
  br label %5234

5224:                                             ; preds = %5215
  %5225 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %5216)
  %5226 = bitcast <8 x float> %5216 to <8 x i32>
  %5227 = or <8 x i32> %5226, %1101
  %5228 = bitcast <8 x i32> %5227 to <8 x float>
  %5229 = fcmp oeq <8 x float> %5216, %50
  %5230 = select <8 x i1> %5229, <8 x float> %5228, <8 x float> %5225
  br label %5234

5231:                                             ; preds = %5215
  %5232 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5111, <8 x i1> %5108, <8 x float> zeroinitializer)
  %5233 = fadd <8 x float> %5216, %5232
  br label %5234

5234:                                             ; preds = %5217, %5224, %5231, %5215, %5196, %5177
  %5235 = phi <8 x float> [ %5216, %5215 ], [ %5178, %5177 ], [ %5197, %5196 ], [ %5233, %5231 ], [ %5230, %5224 ], [ %5223, %5217 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %5235, ptr align 1 %5109, <8 x i1> %5108)
  br label %8562

5236:                                             ; preds = %5085
  br i1 %1097, label %5237, label %5346

5237:                                             ; preds = %5236
  %5238 = shl nsw i64 %5086, 3
  %5239 = mul nuw nsw i64 %5086, %11
  %5240 = or disjoint i64 %5086, 1
  %5241 = shl nsw i64 %5240, 3
  %5242 = mul nuw nsw i64 %5240, %11
  %5243 = sub nsw i64 %9, %5238
  %5244 = shl i64 %5086, 3
  %5245 = or disjoint i64 %5244, 8
  %5246 = sub nsw i64 %9, %5245
  br label %5247

5247:                                             ; preds = %5237, %5263
  %5248 = phi <8 x float> [ zeroinitializer, %5237 ], [ %5264, %5263 ]
  %5249 = phi <8 x float> [ zeroinitializer, %5237 ], [ %5265, %5263 ]
  %5250 = phi i64 [ 0, %5237 ], [ %5266, %5263 ]
  %5251 = mul nsw i64 %5250, %14
  %5252 = sub i64 %5251, %16
  %5253 = add i64 %5252, %3863
  %5254 = icmp slt i64 %5253, 0
  %5255 = icmp sge i64 %5253, %6
  %5256 = or i1 %5254, %5255
  %5257 = select i1 %5256, i64 0, i64 %5253
  %5258 = mul nsw i64 %5257, %7
  %5259 = getelementptr inbounds float, ptr %1515, i64 %5258
  br i1 %1098, label %5260, label %5263

5260:                                             ; preds = %5247
  %5261 = mul nuw nsw i64 %5250, %11
  %5262 = getelementptr inbounds nuw float, ptr %1517, i64 %5261
  br label %5268

5263:                                             ; preds = %5335, %5247
  %5264 = phi <8 x float> [ %5248, %5247 ], [ %5337, %5335 ]
  %5265 = phi <8 x float> [ %5249, %5247 ], [ %5343, %5335 ]
  %5266 = add nuw nsw i64 %5250, 1
  %5267 = icmp eq i64 %5266, %10
  br i1 %5267, label %5346, label %5247

5268:                                             ; preds = %5260, %5335
  %5269 = phi <8 x float> [ %5248, %5260 ], [ %5337, %5335 ]
  %5270 = phi <8 x float> [ %5249, %5260 ], [ %5343, %5335 ]
  %5271 = phi i64 [ 0, %5260 ], [ %5344, %5335 ]
  %5272 = getelementptr inbounds nuw float, ptr %5262, i64 %5271
  %5273 = load float, ptr %5272, align 1
  %5274 = insertelement <8 x float> poison, float %5273, i64 0
  %5275 = shufflevector <8 x float> %5274, <8 x float> poison, <8 x i32> zeroinitializer
  %5276 = mul nsw i64 %5271, %15
  %5277 = sub i64 %5276, %17
  %5278 = add i64 %5277, %5238
  br i1 %1099, label %5291, label %5279

5279:                                             ; preds = %5268
  %5280 = getelementptr <4 x i64>, ptr %1084, i64 %5271
  %5281 = getelementptr <4 x i64>, ptr %5280, i64 %5239
  %5282 = load <4 x i64>, ptr %5281, align 32
  %5283 = getelementptr inbounds float, ptr %5259, i64 %5278
  %5284 = select i1 %5256, <4 x i64> zeroinitializer, <4 x i64> %5282
  %5285 = bitcast <4 x i64> %5284 to <8 x i32>
  %5286 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5283, <8 x i32> %5285)
  %5287 = call <8 x float> @llvm.fma.v8f32(<8 x float> %5286, <8 x float> %5275, <8 x float> %5269)
  %5288 = add i64 %5277, %5241
  %5289 = getelementptr <4 x i64>, ptr %5280, i64 %5242
  %5290 = load <4 x i64>, ptr %5289, align 32
  br label %5335

5291:                                             ; preds = %5268
  %5292 = icmp slt i64 %5278, 0
  %5293 = sub nsw i64 0, %5278
  %5294 = select i1 %5292, i64 %5293, i64 0
  %5295 = sub nsw i64 %7, %5278
  %5296 = call i64 @llvm.smin.i64(i64 %5295, i64 %5243)
  %5297 = call i64 @llvm.smin.i64(i64 %5296, i64 8)
  %5298 = icmp sgt i64 %5297, %5294
  %5299 = trunc i64 %5294 to i32
  %5300 = select i1 %5298, i32 %5299, i32 0
  %5301 = insertelement <8 x i32> poison, i32 %5300, i64 0
  %5302 = shufflevector <8 x i32> %5301, <8 x i32> poison, <8 x i32> zeroinitializer
  %5303 = icmp slt <8 x i32> %5302, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %5304 = trunc i64 %5297 to i32
  %5305 = select i1 %5298, i32 %5304, i32 0
  %5306 = insertelement <8 x i32> poison, i32 %5305, i64 0
  %5307 = shufflevector <8 x i32> %5306, <8 x i32> poison, <8 x i32> zeroinitializer
  %5308 = icmp sgt <8 x i32> %5307, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %5309 = and <8 x i1> %5308, %5303
  %5310 = getelementptr inbounds float, ptr %5259, i64 %5278
  %5311 = select i1 %5256, <8 x i1> zeroinitializer, <8 x i1> %5309
  %5312 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5310, <8 x i1> %5311, <8 x float> zeroinitializer)
  %5313 = call <8 x float> @llvm.fma.v8f32(<8 x float> %5312, <8 x float> %5275, <8 x float> %5269)
  %5314 = add i64 %5277, %5245
  %5315 = icmp slt i64 %5314, 0
  %5316 = sub nsw i64 0, %5314
  %5317 = select i1 %5315, i64 %5316, i64 0
  %5318 = sub nsw i64 %7, %5314
  %5319 = call i64 @llvm.smin.i64(i64 %5318, i64 %5246)
  %5320 = call i64 @llvm.smin.i64(i64 %5319, i64 8)
  %5321 = icmp sgt i64 %5320, %5317
  %5322 = trunc i64 %5317 to i32
  %5323 = select i1 %5321, i32 %5322, i32 0
  %5324 = insertelement <8 x i32> poison, i32 %5323, i64 0
  %5325 = shufflevector <8 x i32> %5324, <8 x i32> poison, <8 x i32> zeroinitializer
  %5326 = icmp slt <8 x i32> %5325, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %5327 = trunc i64 %5320 to i32
  %5328 = select i1 %5321, i32 %5327, i32 0
  %5329 = insertelement <8 x i32> poison, i32 %5328, i64 0
  %5330 = shufflevector <8 x i32> %5329, <8 x i32> poison, <8 x i32> zeroinitializer
  %5331 = icmp sgt <8 x i32> %5330, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %5332 = and <8 x i1> %5331, %5326
  %5333 = sext <8 x i1> %5332 to <8 x i32>
  %5334 = bitcast <8 x i32> %5333 to <4 x i64>
  br label %5335

5335:                                             ; preds = %5291, %5279
  %5336 = phi i64 [ %5288, %5279 ], [ %5314, %5291 ]
  %5337 = phi <8 x float> [ %5287, %5279 ], [ %5313, %5291 ]
  %5338 = phi <4 x i64> [ %5290, %5279 ], [ %5334, %5291 ]
  %5339 = getelementptr inbounds float, ptr %5259, i64 %5336
  %5340 = select i1 %5256, <4 x i64> zeroinitializer, <4 x i64> %5338
  %5341 = bitcast <4 x i64> %5340 to <8 x i32>
  %5342 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5339, <8 x i32> %5341)
  %5343 = call <8 x float> @llvm.fma.v8f32(<8 x float> %5342, <8 x float> %5275, <8 x float> %5270)
  %5344 = add nuw nsw i64 %5271, 1
  %5345 = icmp eq i64 %5344, %11
  br i1 %5345, label %5263, label %5268

5346:                                             ; preds = %5263, %5236
  %5347 = phi <8 x float> [ zeroinitializer, %5236 ], [ %5264, %5263 ]
  %5348 = phi <8 x float> [ zeroinitializer, %5236 ], [ %5265, %5263 ]
  %5349 = shl nsw i64 %5086, 3
  %5350 = sub nsw i64 %9, %5349
  %5351 = icmp sgt i64 %5350, 7
  %5352 = trunc i64 %5350 to i32
  %5353 = select i1 %5351, i32 8, i32 %5352
  %5354 = insertelement <8 x i32> poison, i32 %5353, i64 0
  %5355 = shufflevector <8 x i32> %5354, <8 x i32> poison, <8 x i32> zeroinitializer
  %5356 = icmp sgt <8 x i32> %5355, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %3855, label %5362, label %5357

5357:                                             ; preds = %5346
  %5358 = load float, ptr %1518, align 1
  %5359 = insertelement <8 x float> poison, float %5358, i64 0
  %5360 = shufflevector <8 x float> %5359, <8 x float> poison, <8 x i32> zeroinitializer
  %5361 = fadd <8 x float> %5347, %5360
  br label %5362

5362:                                             ; preds = %5357, %5346
  %5363 = phi <8 x float> [ %5361, %5357 ], [ %5347, %5346 ]
  %5364 = getelementptr inbounds nuw float, ptr %1525, i64 %5349
  %5365 = getelementptr inbounds nuw float, ptr %1530, i64 %5349
  %5366 = select i1 %3856, ptr null, ptr %5365
  switch i64 %1272, label %504 [
    i64 1, label %5367
    i64 2, label %5370
    i64 3, label %5377
    i64 0, label %5422
  ]

5367:                                             ; preds = %5362
  %5368 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5366, <8 x i1> %5356, <8 x float> zeroinitializer)
  %5369 = fadd <8 x float> %5363, %5368
  br label %5384

5370:                                             ; preds = %5362
  %5371 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %5363)
  %5372 = bitcast <8 x float> %5363 to <8 x i32>
  %5373 = or <8 x i32> %5372, %1101
  %5374 = bitcast <8 x i32> %5373 to <8 x float>
  %5375 = fcmp oeq <8 x float> %5363, %50
  %5376 = select <8 x i1> %5375, <8 x float> %5374, <8 x float> %5371
  br label %5384

5377:                                             ; preds = %5362
  %5378 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %5363)
  %5379 = bitcast <8 x float> %5363 to <8 x i32>
  %5380 = and <8 x i32> %5379, %1100
  %5381 = bitcast <8 x i32> %5380 to <8 x float>
  %5382 = fcmp oeq <8 x float> %5363, %47
  %5383 = select <8 x i1> %5382, <8 x float> %5381, <8 x float> %5378
  br label %5384

5384:                                             ; preds = %5377, %5370, %5367
  %5385 = phi <8 x float> [ %5369, %5367 ], [ %5376, %5370 ], [ %5383, %5377 ]
  switch i64 %1274, label %504 [
    i64 1, label %5400
    i64 2, label %5393
    i64 3, label %5386
    i64 0, label %5422
  ]

5386:                                             ; preds = %5384
  %5387 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %5385)
  %5388 = bitcast <8 x float> %5385 to <8 x i32>
  %5389 = and <8 x i32> %5388, %1100
  %5390 = bitcast <8 x i32> %5389 to <8 x float>
  %5391 = fcmp oeq <8 x float> %5385, %47
  %5392 = select <8 x i1> %5391, <8 x float> %5390, <8 x float> %5387
  br label %5403

5393:                                             ; preds = %5384
  %5394 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %5385)
  %5395 = bitcast <8 x float> %5385 to <8 x i32>
  %5396 = or <8 x i32> %5395, %1101
  %5397 = bitcast <8 x i32> %5396 to <8 x float>
  %5398 = fcmp oeq <8 x float> %5385, %50
  %5399 = select <8 x i1> %5398, <8 x float> %5397, <8 x float> %5394
  br label %5403

5400:                                             ; preds = %5384
  %5401 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5366, <8 x i1> %5356, <8 x float> zeroinitializer)
  %5402 = fadd <8 x float> %5385, %5401
  br label %5403

5403:                                             ; preds = %5400, %5393, %5386
  %5404 = phi <8 x float> [ %5402, %5400 ], [ %5399, %5393 ], [ %5392, %5386 ]
  switch i64 %1276, label %504 [
    i64 1, label %5419
    i64 2, label %5412
    i64 3, label %5405
    i64 0, label %5422
  ]

5405:                                             ; preds = %5403
  %5406 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %5404)
  %5407 = bitcast <8 x float> %5404 to <8 x i32>
  %5408 = and <8 x i32> %5407, %1100
  %5409 = bitcast <8 x i32> %5408 to <8 x float>
  %5410 = fcmp oeq <8 x float> %5404, %47
  %5411 = select <8 x i1> %5410, <8 x float> %5409, <8 x float> %5406
  br label %5422

5412:                                             ; preds = %5403
  %5413 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %5404)
  %5414 = bitcast <8 x float> %5404 to <8 x i32>
  %5415 = or <8 x i32> %5414, %1101
  %5416 = bitcast <8 x i32> %5415 to <8 x float>
  %5417 = fcmp oeq <8 x float> %5404, %50
  %5418 = select <8 x i1> %5417, <8 x float> %5416, <8 x float> %5413
  br label %5422

5419:                                             ; preds = %5403
  %5420 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5366, <8 x i1> %5356, <8 x float> zeroinitializer)
  %5421 = fadd <8 x float> %5404, %5420
  br label %5422

5422:                                             ; preds = %5405, %5412, %5419, %5403, %5384, %5362
  %5423 = phi <8 x float> [ %5404, %5403 ], [ %5363, %5362 ], [ %5385, %5384 ], [ %5421, %5419 ], [ %5418, %5412 ], [ %5411, %5405 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %5423, ptr align 1 %5364, <8 x i1> %5356)
  %5424 = shl i64 %5086, 3
  %5425 = or disjoint i64 %5424, 8
  %5426 = sub nsw i64 %9, %5425
  %5427 = icmp sgt i64 %5426, 7
  %5428 = trunc i64 %5426 to i32
  %5429 = select i1 %5427, i32 8, i32 %5428
  %5430 = insertelement <8 x i32> poison, i32 %5429, i64 0
  %5431 = shufflevector <8 x i32> %5430, <8 x i32> poison, <8 x i32> zeroinitializer
  %5432 = icmp sgt <8 x i32> %5431, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %3855, label %5438, label %5433

5433:                                             ; preds = %5422
  %5434 = load float, ptr %1518, align 1
  %5435 = insertelement <8 x float> poison, float %5434, i64 0
  %5436 = shufflevector <8 x float> %5435, <8 x float> poison, <8 x i32> zeroinitializer
  %5437 = fadd <8 x float> %5348, %5436
  br label %5438

5438:                                             ; preds = %5433, %5422
  %5439 = phi <8 x float> [ %5437, %5433 ], [ %5348, %5422 ]
  %5440 = getelementptr inbounds nuw float, ptr %1525, i64 %5425
  %5441 = getelementptr inbounds nuw float, ptr %1530, i64 %5425
  %5442 = select i1 %3856, ptr null, ptr %5441
  switch i64 %1272, label %504 [
    i64 1, label %5457
    i64 2, label %5450
    i64 3, label %5443
    i64 0, label %5498
  ]

5443:                                             ; preds = %5438
  %5444 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %5439)
  %5445 = bitcast <8 x float> %5439 to <8 x i32>
  %5446 = and <8 x i32> %5445, %1100
  %5447 = bitcast <8 x i32> %5446 to <8 x float>
  %5448 = fcmp oeq <8 x float> %5439, %47
  %5449 = select <8 x i1> %5448, <8 x float> %5447, <8 x float> %5444
  br label %5460

5450:                                             ; preds = %5438
  %5451 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %5439)
  %5452 = bitcast <8 x float> %5439 to <8 x i32>
  %5453 = or <8 x i32> %5452, %1101
  %5454 = bitcast <8 x i32> %5453 to <8 x float>
  %5455 = fcmp oeq <8 x float> %5439, %50
  %5456 = select <8 x i1> %5455, <8 x float> %5454, <8 x float> %5451
  br label %5460

5457:                                             ; preds = %5438
  %5458 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5442, <8 x i1> %5432, <8 x float> zeroinitializer)
  %5459 = fadd <8 x float> %5439, %5458
  br label %5460

5460:                                             ; preds = %5457, %5450, %5443
  %5461 = phi <8 x float> [ %5459, %5457 ], [ %5456, %5450 ], [ %5449, %5443 ]
  switch i64 %1278, label %504 [
    i64 1, label %5476
    i64 2, label %5469
    i64 3, label %5462
    i64 0, label %5498
  ]

5462:                                             ; preds = %5460
  %5463 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %5461)
  %5464 = bitcast <8 x float> %5461 to <8 x i32>
  %5465 = and <8 x i32> %5464, %1100
  %5466 = bitcast <8 x i32> %5465 to <8 x float>
  %5467 = fcmp oeq <8 x float> %5461, %47
  %5468 = select <8 x i1> %5467, <8 x float> %5466, <8 x float> %5463
  br label %5479

5469:                                             ; preds = %5460
  %5470 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %5461)
  %5471 = bitcast <8 x float> %5461 to <8 x i32>
  %5472 = or <8 x i32> %5471, %1101
  %5473 = bitcast <8 x i32> %5472 to <8 x float>
  %5474 = fcmp oeq <8 x float> %5461, %50
  %5475 = select <8 x i1> %5474, <8 x float> %5473, <8 x float> %5470
  br label %5479

5476:                                             ; preds = %5460
  %5477 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5442, <8 x i1> %5432, <8 x float> zeroinitializer)
  %5478 = fadd <8 x float> %5461, %5477
  br label %5479

5479:                                             ; preds = %5476, %5469, %5462
  %5480 = phi <8 x float> [ %5478, %5476 ], [ %5475, %5469 ], [ %5468, %5462 ]
  switch i64 %1280, label %504 [
    i64 1, label %5495
    i64 2, label %5488
    i64 3, label %5481
    i64 0, label %5498
  ]

5481:                                             ; preds = %5479
  %5482 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %5480)
  %5483 = bitcast <8 x float> %5480 to <8 x i32>
  %5484 = and <8 x i32> %5483, %1100
  %5485 = bitcast <8 x i32> %5484 to <8 x float>
  %5486 = fcmp oeq <8 x float> %5480, %47
  %5487 = select <8 x i1> %5486, <8 x float> %5485, <8 x float> %5482
  br label %5498

5488:                                             ; preds = %5479
  %5489 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %5480)
  %5490 = bitcast <8 x float> %5480 to <8 x i32>
  %5491 = or <8 x i32> %5490, %1101
  %5492 = bitcast <8 x i32> %5491 to <8 x float>
  %5493 = fcmp oeq <8 x float> %5480, %50
  %5494 = select <8 x i1> %5493, <8 x float> %5492, <8 x float> %5489
  br label %5498

5495:                                             ; preds = %5479
  %5496 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5442, <8 x i1> %5432, <8 x float> zeroinitializer)
  %5497 = fadd <8 x float> %5480, %5496
  br label %5498

5498:                                             ; preds = %5481, %5488, %5495, %5479, %5460, %5438
  %5499 = phi <8 x float> [ %5480, %5479 ], [ %5439, %5438 ], [ %5461, %5460 ], [ %5497, %5495 ], [ %5494, %5488 ], [ %5487, %5481 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %5499, ptr nonnull align 1 %5440, <8 x i1> %5432)
  br label %8562

5500:                                             ; preds = %5085
  br i1 %1097, label %5501, label %5651

5501:                                             ; preds = %5500
  %5502 = shl nsw i64 %5086, 3
  %5503 = mul nuw nsw i64 %5086, %11
  %5504 = or disjoint i64 %5086, 1
  %5505 = mul nuw nsw i64 %5504, %11
  %5506 = or disjoint i64 %5086, 2
  %5507 = shl nsw i64 %5506, 3
  %5508 = mul nuw nsw i64 %5506, %11
  %5509 = sub nsw i64 %9, %5502
  %5510 = shl i64 %5086, 3
  %5511 = or disjoint i64 %5510, 8
  %5512 = sub nsw i64 %9, %5511
  %5513 = shl i64 %5086, 3
  %5514 = or disjoint i64 %5513, 16
  %5515 = sub nsw i64 %9, %5514
  %5516 = shl i64 %5504, 5
  br label %5517

5517:                                             ; preds = %5501, %5535
  %5518 = phi <8 x float> [ zeroinitializer, %5501 ], [ %5536, %5535 ]
  %5519 = phi <8 x float> [ zeroinitializer, %5501 ], [ %5537, %5535 ]
  %5520 = phi <8 x float> [ zeroinitializer, %5501 ], [ %5538, %5535 ]
  %5521 = phi i64 [ 0, %5501 ], [ %5539, %5535 ]
  %5522 = mul nsw i64 %5521, %14
  %5523 = sub i64 %5522, %16
  %5524 = add i64 %5523, %3862
  %5525 = icmp slt i64 %5524, 0
  %5526 = icmp sge i64 %5524, %6
  %5527 = or i1 %5525, %5526
  %5528 = select i1 %5527, i64 0, i64 %5524
  %5529 = mul nsw i64 %5528, %7
  %5530 = getelementptr inbounds float, ptr %1515, i64 %5529
  br i1 %1098, label %5531, label %5535

5531:                                             ; preds = %5517
  %5532 = mul nuw nsw i64 %5521, %11
  %5533 = getelementptr inbounds nuw float, ptr %1517, i64 %5532
  %5534 = getelementptr i8, ptr %5530, i64 %5516
  br label %5541

5535:                                             ; preds = %5639, %5517
  %5536 = phi <8 x float> [ %5518, %5517 ], [ %5642, %5639 ]
  %5537 = phi <8 x float> [ %5519, %5517 ], [ %5641, %5639 ]
  %5538 = phi <8 x float> [ %5520, %5517 ], [ %5648, %5639 ]
  %5539 = add nuw nsw i64 %5521, 1
  %5540 = icmp eq i64 %5539, %10
  br i1 %5540, label %5651, label %5517

5541:                                             ; preds = %5531, %5639
  %5542 = phi <8 x float> [ %5518, %5531 ], [ %5642, %5639 ]
  %5543 = phi <8 x float> [ %5519, %5531 ], [ %5641, %5639 ]
  %5544 = phi <8 x float> [ %5520, %5531 ], [ %5648, %5639 ]
  %5545 = phi i64 [ 0, %5531 ], [ %5649, %5639 ]
  %5546 = getelementptr inbounds nuw float, ptr %5533, i64 %5545
  %5547 = load float, ptr %5546, align 1
  %5548 = insertelement <8 x float> poison, float %5547, i64 0
  %5549 = shufflevector <8 x float> %5548, <8 x float> poison, <8 x i32> zeroinitializer
  %5550 = mul nsw i64 %5545, %15
  %5551 = sub i64 %5550, %17
  %5552 = add i64 %5551, %5502
  br i1 %1099, label %5572, label %5553

5553:                                             ; preds = %5541
  %5554 = getelementptr <4 x i64>, ptr %1084, i64 %5545
  %5555 = getelementptr <4 x i64>, ptr %5554, i64 %5503
  %5556 = load <4 x i64>, ptr %5555, align 32
  %5557 = getelementptr inbounds float, ptr %5530, i64 %5552
  %5558 = select i1 %5527, <4 x i64> zeroinitializer, <4 x i64> %5556
  %5559 = bitcast <4 x i64> %5558 to <8 x i32>
  %5560 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5557, <8 x i32> %5559)
  %5561 = call <8 x float> @llvm.fma.v8f32(<8 x float> %5560, <8 x float> %5549, <8 x float> %5542)
  %5562 = getelementptr <4 x i64>, ptr %5554, i64 %5505
  %5563 = load <4 x i64>, ptr %5562, align 32
  %5564 = getelementptr float, ptr %5534, i64 %5551
  %5565 = select i1 %5527, <4 x i64> zeroinitializer, <4 x i64> %5563
  %5566 = bitcast <4 x i64> %5565 to <8 x i32>
  %5567 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5564, <8 x i32> %5566)
  %5568 = call <8 x float> @llvm.fma.v8f32(<8 x float> %5567, <8 x float> %5549, <8 x float> %5543)
  %5569 = add i64 %5551, %5507
  %5570 = getelementptr <4 x i64>, ptr %5554, i64 %5508
  %5571 = load <4 x i64>, ptr %5570, align 32
  br label %5639

5572:                                             ; preds = %5541
  %5573 = icmp slt i64 %5552, 0
  %5574 = sub nsw i64 0, %5552
  %5575 = select i1 %5573, i64 %5574, i64 0
  %5576 = sub nsw i64 %7, %5552
  %5577 = call i64 @llvm.smin.i64(i64 %5576, i64 %5509)
  %5578 = call i64 @llvm.smin.i64(i64 %5577, i64 8)
  %5579 = icmp sgt i64 %5578, %5575
  %5580 = trunc i64 %5575 to i32
  %5581 = select i1 %5579, i32 %5580, i32 0
  %5582 = insertelement <8 x i32> poison, i32 %5581, i64 0
  %5583 = shufflevector <8 x i32> %5582, <8 x i32> poison, <8 x i32> zeroinitializer
  %5584 = icmp slt <8 x i32> %5583, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %5585 = trunc i64 %5578 to i32
  %5586 = select i1 %5579, i32 %5585, i32 0
  %5587 = insertelement <8 x i32> poison, i32 %5586, i64 0
  %5588 = shufflevector <8 x i32> %5587, <8 x i32> poison, <8 x i32> zeroinitializer
  %5589 = icmp sgt <8 x i32> %5588, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %5590 = and <8 x i1> %5589, %5584
  %5591 = getelementptr inbounds float, ptr %5530, i64 %5552
  %5592 = select i1 %5527, <8 x i1> zeroinitializer, <8 x i1> %5590
  %5593 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5591, <8 x i1> %5592, <8 x float> zeroinitializer)
  %5594 = call <8 x float> @llvm.fma.v8f32(<8 x float> %5593, <8 x float> %5549, <8 x float> %5542)
  %5595 = add i64 %5551, %5511
  %5596 = icmp slt i64 %5595, 0
  %5597 = sub nsw i64 0, %5595
  %5598 = select i1 %5596, i64 %5597, i64 0
  %5599 = sub nsw i64 %7, %5595
  %5600 = call i64 @llvm.smin.i64(i64 %5599, i64 %5512)
  %5601 = call i64 @llvm.smin.i64(i64 %5600, i64 8)
  %5602 = icmp sgt i64 %5601, %5598
  %5603 = trunc i64 %5598 to i32
  %5604 = select i1 %5602, i32 %5603, i32 0
  %5605 = insertelement <8 x i32> poison, i32 %5604, i64 0
  %5606 = shufflevector <8 x i32> %5605, <8 x i32> poison, <8 x i32> zeroinitializer
  %5607 = icmp slt <8 x i32> %5606, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %5608 = trunc i64 %5601 to i32
  %5609 = select i1 %5602, i32 %5608, i32 0
  %5610 = insertelement <8 x i32> poison, i32 %5609, i64 0
  %5611 = shufflevector <8 x i32> %5610, <8 x i32> poison, <8 x i32> zeroinitializer
  %5612 = icmp sgt <8 x i32> %5611, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %5613 = and <8 x i1> %5612, %5607
  %5614 = getelementptr inbounds float, ptr %5530, i64 %5595
  %5615 = select i1 %5527, <8 x i1> zeroinitializer, <8 x i1> %5613
  %5616 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5614, <8 x i1> %5615, <8 x float> zeroinitializer)
  %5617 = call <8 x float> @llvm.fma.v8f32(<8 x float> %5616, <8 x float> %5549, <8 x float> %5543)
  %5618 = add i64 %5551, %5514
  %5619 = icmp slt i64 %5618, 0
  %5620 = sub nsw i64 0, %5618
  %5621 = select i1 %5619, i64 %5620, i64 0
  %5622 = sub nsw i64 %7, %5618
  %5623 = call i64 @llvm.smin.i64(i64 %5622, i64 %5515)
  %5624 = call i64 @llvm.smin.i64(i64 %5623, i64 8)
  %5625 = icmp sgt i64 %5624, %5621
  %5626 = trunc i64 %5621 to i32
  %5627 = select i1 %5625, i32 %5626, i32 0
  %5628 = insertelement <8 x i32> poison, i32 %5627, i64 0
  %5629 = shufflevector <8 x i32> %5628, <8 x i32> poison, <8 x i32> zeroinitializer
  %5630 = icmp slt <8 x i32> %5629, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %5631 = trunc i64 %5624 to i32
  %5632 = select i1 %5625, i32 %5631, i32 0
  %5633 = insertelement <8 x i32> poison, i32 %5632, i64 0
  %5634 = shufflevector <8 x i32> %5633, <8 x i32> poison, <8 x i32> zeroinitializer
  %5635 = icmp sgt <8 x i32> %5634, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %5636 = and <8 x i1> %5635, %5630
  %5637 = sext <8 x i1> %5636 to <8 x i32>
  %5638 = bitcast <8 x i32> %5637 to <4 x i64>
  br label %5639

5639:                                             ; preds = %5572, %5553
  %5640 = phi i64 [ %5569, %5553 ], [ %5618, %5572 ]
  %5641 = phi <8 x float> [ %5568, %5553 ], [ %5617, %5572 ]
  %5642 = phi <8 x float> [ %5561, %5553 ], [ %5594, %5572 ]
  %5643 = phi <4 x i64> [ %5571, %5553 ], [ %5638, %5572 ]
  %5644 = getelementptr inbounds float, ptr %5530, i64 %5640
  %5645 = select i1 %5527, <4 x i64> zeroinitializer, <4 x i64> %5643
  %5646 = bitcast <4 x i64> %5645 to <8 x i32>
  %5647 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5644, <8 x i32> %5646)
  %5648 = call <8 x float> @llvm.fma.v8f32(<8 x float> %5647, <8 x float> %5549, <8 x float> %5544)
  %5649 = add nuw nsw i64 %5545, 1
  %5650 = icmp eq i64 %5649, %11
  br i1 %5650, label %5535, label %5541

5651:                                             ; preds = %5535, %5500
  %5652 = phi <8 x float> [ zeroinitializer, %5500 ], [ %5536, %5535 ]
  %5653 = phi <8 x float> [ zeroinitializer, %5500 ], [ %5537, %5535 ]
  %5654 = phi <8 x float> [ zeroinitializer, %5500 ], [ %5538, %5535 ]
  %5655 = shl nsw i64 %5086, 3
  %5656 = sub nsw i64 %9, %5655
  %5657 = icmp sgt i64 %5656, 7
  %5658 = trunc i64 %5656 to i32
  %5659 = select i1 %5657, i32 8, i32 %5658
  %5660 = insertelement <8 x i32> poison, i32 %5659, i64 0
  %5661 = shufflevector <8 x i32> %5660, <8 x i32> poison, <8 x i32> zeroinitializer
  %5662 = icmp sgt <8 x i32> %5661, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %3855, label %5668, label %5663

5663:                                             ; preds = %5651
  %5664 = load float, ptr %1518, align 1
  %5665 = insertelement <8 x float> poison, float %5664, i64 0
  %5666 = shufflevector <8 x float> %5665, <8 x float> poison, <8 x i32> zeroinitializer
  %5667 = fadd <8 x float> %5652, %5666
  br label %5668

5668:                                             ; preds = %5663, %5651
  %5669 = phi <8 x float> [ %5667, %5663 ], [ %5652, %5651 ]
  %5670 = getelementptr inbounds nuw float, ptr %1525, i64 %5655
  %5671 = getelementptr inbounds nuw float, ptr %1530, i64 %5655
  %5672 = select i1 %3856, ptr null, ptr %5671
  switch i64 %1259, label %504 [
    i64 1, label %5673
    i64 2, label %5676
    i64 3, label %5683
    i64 0, label %5728
  ]

5673:                                             ; preds = %5668
  %5674 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5672, <8 x i1> %5662, <8 x float> zeroinitializer)
  %5675 = fadd <8 x float> %5669, %5674
  br label %5690

5676:                                             ; preds = %5668
  %5677 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %5669)
  %5678 = bitcast <8 x float> %5669 to <8 x i32>
  %5679 = or <8 x i32> %5678, %1101
  %5680 = bitcast <8 x i32> %5679 to <8 x float>
  %5681 = fcmp oeq <8 x float> %5669, %50
  %5682 = select <8 x i1> %5681, <8 x float> %5680, <8 x float> %5677
  br label %5690

5683:                                             ; preds = %5668
  %5684 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %5669)
  %5685 = bitcast <8 x float> %5669 to <8 x i32>
  %5686 = and <8 x i32> %5685, %1100
  %5687 = bitcast <8 x i32> %5686 to <8 x float>
  %5688 = fcmp oeq <8 x float> %5669, %47
  %5689 = select <8 x i1> %5688, <8 x float> %5687, <8 x float> %5684
  br label %5690

5690:                                             ; preds = %5683, %5676, %5673
  %5691 = phi <8 x float> [ %5675, %5673 ], [ %5682, %5676 ], [ %5689, %5683 ]
  switch i64 %1261, label %504 [
    i64 1, label %5706
    i64 2, label %5699
    i64 3, label %5692
    i64 0, label %5728
  ]

5692:                                             ; preds = %5690
  %5693 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %5691)
  %5694 = bitcast <8 x float> %5691 to <8 x i32>
  %5695 = and <8 x i32> %5694, %1100
  %5696 = bitcast <8 x i32> %5695 to <8 x float>
  %5697 = fcmp oeq <8 x float> %5691, %47
  %5698 = select <8 x i1> %5697, <8 x float> %5696, <8 x float> %5693
  br label %5709

5699:                                             ; preds = %5690
  %5700 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %5691)
  %5701 = bitcast <8 x float> %5691 to <8 x i32>
  %5702 = or <8 x i32> %5701, %1101
  %5703 = bitcast <8 x i32> %5702 to <8 x float>
  %5704 = fcmp oeq <8 x float> %5691, %50
  %5705 = select <8 x i1> %5704, <8 x float> %5703, <8 x float> %5700
  br label %5709

5706:                                             ; preds = %5690
  %5707 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5672, <8 x i1> %5662, <8 x float> zeroinitializer)
  %5708 = fadd <8 x float> %5691, %5707
  br label %5709

5709:                                             ; preds = %5706, %5699, %5692
  %5710 = phi <8 x float> [ %5708, %5706 ], [ %5705, %5699 ], [ %5698, %5692 ]
  switch i64 %1263, label %504 [
    i64 1, label %5725
    i64 2, label %5718
    i64 3, label %5711
    i64 0, label %5728
  ]

5711:                                             ; preds = %5709
  %5712 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %5710)
  %5713 = bitcast <8 x float> %5710 to <8 x i32>
  %5714 = and <8 x i32> %5713, %1100
  %5715 = bitcast <8 x i32> %5714 to <8 x float>
  %5716 = fcmp oeq <8 x float> %5710, %47
  %5717 = select <8 x i1> %5716, <8 x float> %5715, <8 x float> %5712
  br label %5728

5718:                                             ; preds = %5709
  %5719 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %5710)
  %5720 = bitcast <8 x float> %5710 to <8 x i32>
  %5721 = or <8 x i32> %5720, %1101
  %5722 = bitcast <8 x i32> %5721 to <8 x float>
  %5723 = fcmp oeq <8 x float> %5710, %50
  %5724 = select <8 x i1> %5723, <8 x float> %5722, <8 x float> %5719
  br label %5728

5725:                                             ; preds = %5709
  %5726 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5672, <8 x i1> %5662, <8 x float> zeroinitializer)
  %5727 = fadd <8 x float> %5710, %5726
  br label %5728

5728:                                             ; preds = %5711, %5718, %5725, %5709, %5690, %5668
  %5729 = phi <8 x float> [ %5710, %5709 ], [ %5669, %5668 ], [ %5691, %5690 ], [ %5727, %5725 ], [ %5724, %5718 ], [ %5717, %5711 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %5729, ptr align 1 %5670, <8 x i1> %5662)
  %5730 = shl i64 %5086, 3
  %5731 = or disjoint i64 %5730, 8
  %5732 = sub nsw i64 %9, %5731
  %5733 = icmp sgt i64 %5732, 7
  %5734 = trunc i64 %5732 to i32
  %5735 = select i1 %5733, i32 8, i32 %5734
  %5736 = insertelement <8 x i32> poison, i32 %5735, i64 0
  %5737 = shufflevector <8 x i32> %5736, <8 x i32> poison, <8 x i32> zeroinitializer
  %5738 = icmp sgt <8 x i32> %5737, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %3855, label %5744, label %5739

5739:                                             ; preds = %5728
  %5740 = load float, ptr %1518, align 1
  %5741 = insertelement <8 x float> poison, float %5740, i64 0
  %5742 = shufflevector <8 x float> %5741, <8 x float> poison, <8 x i32> zeroinitializer
  %5743 = fadd <8 x float> %5653, %5742
  br label %5744

5744:                                             ; preds = %5739, %5728
  %5745 = phi <8 x float> [ %5743, %5739 ], [ %5653, %5728 ]
  %5746 = getelementptr inbounds nuw float, ptr %1525, i64 %5731
  %5747 = getelementptr inbounds nuw float, ptr %1530, i64 %5731
  %5748 = select i1 %3856, ptr null, ptr %5747
  switch i64 %1259, label %504 [
    i64 1, label %5763
    i64 2, label %5756
    i64 3, label %5749
    i64 0, label %5804
  ]

5749:                                             ; preds = %5744
  %5750 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %5745)
  %5751 = bitcast <8 x float> %5745 to <8 x i32>
  %5752 = and <8 x i32> %5751, %1100
  %5753 = bitcast <8 x i32> %5752 to <8 x float>
  %5754 = fcmp oeq <8 x float> %5745, %47
  %5755 = select <8 x i1> %5754, <8 x float> %5753, <8 x float> %5750
  br label %5766

5756:                                             ; preds = %5744
  %5757 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %5745)
  %5758 = bitcast <8 x float> %5745 to <8 x i32>
  %5759 = or <8 x i32> %5758, %1101
  %5760 = bitcast <8 x i32> %5759 to <8 x float>
  %5761 = fcmp oeq <8 x float> %5745, %50
  %5762 = select <8 x i1> %5761, <8 x float> %5760, <8 x float> %5757
  br label %5766

5763:                                             ; preds = %5744
  %5764 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5748, <8 x i1> %5738, <8 x float> zeroinitializer)
  %5765 = fadd <8 x float> %5745, %5764
  br label %5766

5766:                                             ; preds = %5763, %5756, %5749
  %5767 = phi <8 x float> [ %5765, %5763 ], [ %5762, %5756 ], [ %5755, %5749 ]
  switch i64 %1265, label %504 [
    i64 1, label %5782
    i64 2, label %5775
    i64 3, label %5768
    i64 0, label %5804
  ]

5768:                                             ; preds = %5766
  %5769 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %5767)
  %5770 = bitcast <8 x float> %5767 to <8 x i32>
  %5771 = and <8 x i32> %5770, %1100
  %5772 = bitcast <8 x i32> %5771 to <8 x float>
  %5773 = fcmp oeq <8 x float> %5767, %47
  %5774 = select <8 x i1> %5773, <8 x float> %5772, <8 x float> %5769
  br label %5785

5775:                                             ; preds = %5766
  %5776 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %5767)
  %5777 = bitcast <8 x float> %5767 to <8 x i32>
  %5778 = or <8 x i32> %5777, %1101
  %5779 = bitcast <8 x i32> %5778 to <8 x float>
  %5780 = fcmp oeq <8 x float> %5767, %50
  %5781 = select <8 x i1> %5780, <8 x float> %5779, <8 x float> %5776
  br label %5785

5782:                                             ; preds = %5766
  %5783 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5748, <8 x i1> %5738, <8 x float> zeroinitializer)
  %5784 = fadd <8 x float> %5767, %5783
  br label %5785

5785:                                             ; preds = %5782, %5775, %5768
  %5786 = phi <8 x float> [ %5784, %5782 ], [ %5781, %5775 ], [ %5774, %5768 ]
  switch i64 %1267, label %504 [
    i64 1, label %5801
    i64 2, label %5794
    i64 3, label %5787
    i64 0, label %5804
  ]

5787:                                             ; preds = %5785
  %5788 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %5786)
  %5789 = bitcast <8 x float> %5786 to <8 x i32>
  %5790 = and <8 x i32> %5789, %1100
  %5791 = bitcast <8 x i32> %5790 to <8 x float>
  %5792 = fcmp oeq <8 x float> %5786, %47
  %5793 = select <8 x i1> %5792, <8 x float> %5791, <8 x float> %5788
  br label %5804

5794:                                             ; preds = %5785
  %5795 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %5786)
  %5796 = bitcast <8 x float> %5786 to <8 x i32>
  %5797 = or <8 x i32> %5796, %1101
  %5798 = bitcast <8 x i32> %5797 to <8 x float>
  %5799 = fcmp oeq <8 x float> %5786, %50
  %5800 = select <8 x i1> %5799, <8 x float> %5798, <8 x float> %5795
  br label %5804

5801:                                             ; preds = %5785
  %5802 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5748, <8 x i1> %5738, <8 x float> zeroinitializer)
  %5803 = fadd <8 x float> %5786, %5802
  br label %5804

5804:                                             ; preds = %5787, %5794, %5801, %5785, %5766, %5744
  %5805 = phi <8 x float> [ %5786, %5785 ], [ %5745, %5744 ], [ %5767, %5766 ], [ %5803, %5801 ], [ %5800, %5794 ], [ %5793, %5787 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %5805, ptr nonnull align 1 %5746, <8 x i1> %5738)
  %5806 = shl i64 %5086, 3
  %5807 = or disjoint i64 %5806, 16
  %5808 = sub nsw i64 %9, %5807
  %5809 = icmp sgt i64 %5808, 7
  %5810 = trunc i64 %5808 to i32
  %5811 = select i1 %5809, i32 8, i32 %5810
  %5812 = insertelement <8 x i32> poison, i32 %5811, i64 0
  %5813 = shufflevector <8 x i32> %5812, <8 x i32> poison, <8 x i32> zeroinitializer
  %5814 = icmp sgt <8 x i32> %5813, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %3855, label %5820, label %5815

5815:                                             ; preds = %5804
  %5816 = load float, ptr %1518, align 1
  %5817 = insertelement <8 x float> poison, float %5816, i64 0
  %5818 = shufflevector <8 x float> %5817, <8 x float> poison, <8 x i32> zeroinitializer
  %5819 = fadd <8 x float> %5654, %5818
  br label %5820

5820:                                             ; preds = %5815, %5804
  %5821 = phi <8 x float> [ %5819, %5815 ], [ %5654, %5804 ]
  %5822 = getelementptr inbounds nuw float, ptr %1525, i64 %5807
  %5823 = getelementptr inbounds nuw float, ptr %1530, i64 %5807
  %5824 = select i1 %3856, ptr null, ptr %5823
  switch i64 %1259, label %504 [
    i64 1, label %5839
    i64 2, label %5832
    i64 3, label %5825
    i64 0, label %5880
  ]

5825:                                             ; preds = %5820
  %5826 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %5821)
  %5827 = bitcast <8 x float> %5821 to <8 x i32>
  %5828 = and <8 x i32> %5827, %1100
  %5829 = bitcast <8 x i32> %5828 to <8 x float>
  %5830 = fcmp oeq <8 x float> %5821, %47
  %5831 = select <8 x i1> %5830, <8 x float> %5829, <8 x float> %5826
  br label %5842

5832:                                             ; preds = %5820
  %5833 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %5821)
  %5834 = bitcast <8 x float> %5821 to <8 x i32>
  %5835 = or <8 x i32> %5834, %1101
  %5836 = bitcast <8 x i32> %5835 to <8 x float>
  %5837 = fcmp oeq <8 x float> %5821, %50
  %5838 = select <8 x i1> %5837, <8 x float> %5836, <8 x float> %5833
  br label %5842

5839:                                             ; preds = %5820
  %5840 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5824, <8 x i1> %5814, <8 x float> zeroinitializer)
  %5841 = fadd <8 x float> %5821, %5840
  br label %5842

5842:                                             ; preds = %5839, %5832, %5825
  %5843 = phi <8 x float> [ %5841, %5839 ], [ %5838, %5832 ], [ %5831, %5825 ]
  switch i64 %1269, label %504 [
    i64 1, label %5858
    i64 2, label %5851
    i64 3, label %5844
    i64 0, label %5880
  ]

5844:                                             ; preds = %5842
  %5845 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %5843)
  %5846 = bitcast <8 x float> %5843 to <8 x i32>
  %5847 = and <8 x i32> %5846, %1100
  %5848 = bitcast <8 x i32> %5847 to <8 x float>
  %5849 = fcmp oeq <8 x float> %5843, %47
  %5850 = select <8 x i1> %5849, <8 x float> %5848, <8 x float> %5845
  br label %5861

5851:                                             ; preds = %5842
  %5852 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %5843)
  %5853 = bitcast <8 x float> %5843 to <8 x i32>
  %5854 = or <8 x i32> %5853, %1101
  %5855 = bitcast <8 x i32> %5854 to <8 x float>
  %5856 = fcmp oeq <8 x float> %5843, %50
  %5857 = select <8 x i1> %5856, <8 x float> %5855, <8 x float> %5852
  br label %5861

5858:                                             ; preds = %5842
  %5859 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5824, <8 x i1> %5814, <8 x float> zeroinitializer)
  %5860 = fadd <8 x float> %5843, %5859
  br label %5861

5861:                                             ; preds = %5858, %5851, %5844
  %5862 = phi <8 x float> [ %5860, %5858 ], [ %5857, %5851 ], [ %5850, %5844 ]
  switch i64 %1271, label %504 [
    i64 1, label %5877
    i64 2, label %5870
    i64 3, label %5863
    i64 0, label %5880
  ]

5863:                                             ; preds = %5861
  %5864 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %5862)
  %5865 = bitcast <8 x float> %5862 to <8 x i32>
  %5866 = and <8 x i32> %5865, %1100
  %5867 = bitcast <8 x i32> %5866 to <8 x float>
  %5868 = fcmp oeq <8 x float> %5862, %47
  %5869 = select <8 x i1> %5868, <8 x float> %5867, <8 x float> %5864
  br label %5880

5870:                                             ; preds = %5861
  %5871 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %5862)
  %5872 = bitcast <8 x float> %5862 to <8 x i32>
  %5873 = or <8 x i32> %5872, %1101
  %5874 = bitcast <8 x i32> %5873 to <8 x float>
  %5875 = fcmp oeq <8 x float> %5862, %50
  %5876 = select <8 x i1> %5875, <8 x float> %5874, <8 x float> %5871
  br label %5880

5877:                                             ; preds = %5861
  %5878 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5824, <8 x i1> %5814, <8 x float> zeroinitializer)
  %5879 = fadd <8 x float> %5862, %5878
  br label %5880

5880:                                             ; preds = %5863, %5870, %5877, %5861, %5842, %5820
  %5881 = phi <8 x float> [ %5862, %5861 ], [ %5821, %5820 ], [ %5843, %5842 ], [ %5879, %5877 ], [ %5876, %5870 ], [ %5869, %5863 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %5881, ptr nonnull align 1 %5822, <8 x i1> %5814)
  br label %8562

5882:                                             ; preds = %5085
  call void @llvm.lifetime.start.p0(ptr nonnull %30)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(128) %30, i8 0, i64 128, i1 false)
  br i1 %1097, label %5883, label %5956

5883:                                             ; preds = %5882, %5897
  %5884 = phi i64 [ %5898, %5897 ], [ 0, %5882 ]
  %5885 = mul nsw i64 %5884, %14
  %5886 = sub i64 %5885, %16
  %5887 = add i64 %5886, %3861
  %5888 = icmp slt i64 %5887, 0
  %5889 = icmp sge i64 %5887, %6
  %5890 = or i1 %5888, %5889
  %5891 = select i1 %5890, i64 0, i64 %5887
  %5892 = mul nsw i64 %5891, %7
  %5893 = getelementptr inbounds float, ptr %1515, i64 %5892
  br i1 %1098, label %5894, label %5897

5894:                                             ; preds = %5883
  %5895 = mul nuw nsw i64 %5884, %11
  %5896 = getelementptr inbounds nuw float, ptr %1517, i64 %5895
  br label %5900

5897:                                             ; preds = %5909, %5883
  %5898 = add nuw nsw i64 %5884, 1
  %5899 = icmp eq i64 %5898, %10
  br i1 %5899, label %5954, label %5883

5900:                                             ; preds = %5894, %5909
  %5901 = phi i64 [ 0, %5894 ], [ %5910, %5909 ]
  %5902 = getelementptr inbounds nuw float, ptr %5896, i64 %5901
  %5903 = load float, ptr %5902, align 1
  %5904 = insertelement <8 x float> poison, float %5903, i64 0
  %5905 = shufflevector <8 x float> %5904, <8 x float> poison, <8 x i32> zeroinitializer
  %5906 = mul nsw i64 %5901, %15
  %5907 = sub i64 %5906, %17
  %5908 = getelementptr <4 x i64>, ptr %1084, i64 %5901
  br label %5912

5909:                                             ; preds = %5943
  %5910 = add nuw nsw i64 %5901, 1
  %5911 = icmp eq i64 %5910, %11
  br i1 %5911, label %5897, label %5900

5912:                                             ; preds = %5900, %5943
  %5913 = phi i64 [ 0, %5900 ], [ %5952, %5943 ]
  %5914 = or disjoint i64 %5086, %5913
  %5915 = shl nsw i64 %5914, 3
  %5916 = add i64 %5907, %5915
  br i1 %1099, label %5921, label %5917

5917:                                             ; preds = %5912
  %5918 = mul nuw nsw i64 %5914, %11
  %5919 = getelementptr <4 x i64>, ptr %5908, i64 %5918
  %5920 = load <4 x i64>, ptr %5919, align 32
  br label %5943

5921:                                             ; preds = %5912
  %5922 = sub nsw i64 %9, %5915
  %5923 = icmp slt i64 %5916, 0
  %5924 = sub nsw i64 0, %5916
  %5925 = select i1 %5923, i64 %5924, i64 0
  %5926 = sub nsw i64 %7, %5916
  %5927 = call i64 @llvm.smin.i64(i64 %5926, i64 %5922)
  %5928 = call i64 @llvm.smin.i64(i64 %5927, i64 8)
  %5929 = icmp sgt i64 %5928, %5925
  %5930 = trunc i64 %5925 to i32
  %5931 = select i1 %5929, i32 %5930, i32 0
  %5932 = insertelement <8 x i32> poison, i32 %5931, i64 0
  %5933 = shufflevector <8 x i32> %5932, <8 x i32> poison, <8 x i32> zeroinitializer
  %5934 = icmp slt <8 x i32> %5933, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %5935 = trunc i64 %5928 to i32
  %5936 = select i1 %5929, i32 %5935, i32 0
  %5937 = insertelement <8 x i32> poison, i32 %5936, i64 0
  %5938 = shufflevector <8 x i32> %5937, <8 x i32> poison, <8 x i32> zeroinitializer
  %5939 = icmp sgt <8 x i32> %5938, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %5940 = and <8 x i1> %5939, %5934
  %5941 = sext <8 x i1> %5940 to <8 x i32>
  %5942 = bitcast <8 x i32> %5941 to <4 x i64>
  br label %5943

5943:                                             ; preds = %5921, %5917
  %5944 = phi <4 x i64> [ %5920, %5917 ], [ %5942, %5921 ]
  %5945 = getelementptr inbounds nuw <8 x float>, ptr %30, i64 %5913
  %5946 = getelementptr inbounds float, ptr %5893, i64 %5916
  %5947 = select i1 %5890, <4 x i64> zeroinitializer, <4 x i64> %5944
  %5948 = bitcast <4 x i64> %5947 to <8 x i32>
  %5949 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5946, <8 x i32> %5948)
  %5950 = load <8 x float>, ptr %5945, align 32
  %5951 = call <8 x float> @llvm.fma.v8f32(<8 x float> %5949, <8 x float> %5905, <8 x float> %5950)
  store <8 x float> %5951, ptr %5945, align 32
  %5952 = add nuw nsw i64 %5913, 1
  %5953 = icmp eq i64 %5952, 4
  br i1 %5953, label %5909, label %5912

5954:                                             ; preds = %5897
  %5955 = load <8 x float>, ptr %30, align 32
  br label %5956

5956:                                             ; preds = %5954, %5882
  %5957 = phi <8 x float> [ %5955, %5954 ], [ zeroinitializer, %5882 ]
  %5958 = shl nsw i64 %5086, 3
  %5959 = sub nsw i64 %9, %5958
  %5960 = icmp sgt i64 %5959, 7
  %5961 = trunc i64 %5959 to i32
  %5962 = select i1 %5960, i32 8, i32 %5961
  %5963 = insertelement <8 x i32> poison, i32 %5962, i64 0
  %5964 = shufflevector <8 x i32> %5963, <8 x i32> poison, <8 x i32> zeroinitializer
  %5965 = icmp sgt <8 x i32> %5964, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %3855, label %5971, label %5966

5966:                                             ; preds = %5956
  %5967 = load float, ptr %1518, align 1
  %5968 = insertelement <8 x float> poison, float %5967, i64 0
  %5969 = shufflevector <8 x float> %5968, <8 x float> poison, <8 x i32> zeroinitializer
  %5970 = fadd <8 x float> %5957, %5969
  br label %5971

5971:                                             ; preds = %5966, %5956
  %5972 = phi <8 x float> [ %5970, %5966 ], [ %5957, %5956 ]
  %5973 = getelementptr inbounds nuw float, ptr %1525, i64 %5958
  %5974 = getelementptr inbounds nuw float, ptr %1530, i64 %5958
  %5975 = select i1 %3856, ptr null, ptr %5974
  switch i64 %1239, label %504 [
    i64 1, label %5976
    i64 2, label %5979
    i64 3, label %5986
    i64 0, label %6031
  ]

5976:                                             ; preds = %5971
  %5977 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5975, <8 x i1> %5965, <8 x float> zeroinitializer)
  %5978 = fadd <8 x float> %5972, %5977
  br label %5993

5979:                                             ; preds = %5971
  %5980 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %5972)
  %5981 = bitcast <8 x float> %5972 to <8 x i32>
  %5982 = or <8 x i32> %5981, %1101
  %5983 = bitcast <8 x i32> %5982 to <8 x float>
  %5984 = fcmp oeq <8 x float> %5972, %50
  %5985 = select <8 x i1> %5984, <8 x float> %5983, <8 x float> %5980
  br label %5993

5986:                                             ; preds = %5971
  %5987 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %5972)
  %5988 = bitcast <8 x float> %5972 to <8 x i32>
  %5989 = and <8 x i32> %5988, %1100
  %5990 = bitcast <8 x i32> %5989 to <8 x float>
  %5991 = fcmp oeq <8 x float> %5972, %47
  %5992 = select <8 x i1> %5991, <8 x float> %5990, <8 x float> %5987
  br label %5993

5993:                                             ; preds = %5986, %5979, %5976
  %5994 = phi <8 x float> [ %5978, %5976 ], [ %5985, %5979 ], [ %5992, %5986 ]
  switch i64 %1241, label %504 [
    i64 1, label %6009
    i64 2, label %6002
    i64 3, label %5995
    i64 0, label %6031
  ]

5995:                                             ; preds = %5993
  %5996 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %5994)
  %5997 = bitcast <8 x float> %5994 to <8 x i32>
  %5998 = and <8 x i32> %5997, %1100
  %5999 = bitcast <8 x i32> %5998 to <8 x float>
  %6000 = fcmp oeq <8 x float> %5994, %47
  %6001 = select <8 x i1> %6000, <8 x float> %5999, <8 x float> %5996
  br label %6012

6002:                                             ; preds = %5993
  %6003 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %5994)
  %6004 = bitcast <8 x float> %5994 to <8 x i32>
  %6005 = or <8 x i32> %6004, %1101
  %6006 = bitcast <8 x i32> %6005 to <8 x float>
  %6007 = fcmp oeq <8 x float> %5994, %50
  %6008 = select <8 x i1> %6007, <8 x float> %6006, <8 x float> %6003
  br label %6012

6009:                                             ; preds = %5993
  %6010 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5975, <8 x i1> %5965, <8 x float> zeroinitializer)
  %6011 = fadd <8 x float> %5994, %6010
  br label %6012

6012:                                             ; preds = %6009, %6002, %5995
  %6013 = phi <8 x float> [ %6011, %6009 ], [ %6008, %6002 ], [ %6001, %5995 ]
  switch i64 %1243, label %504 [
    i64 1, label %6028
    i64 2, label %6021
    i64 3, label %6014
    i64 0, label %6031
  ]

6014:                                             ; preds = %6012
  %6015 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %6013)
  %6016 = bitcast <8 x float> %6013 to <8 x i32>
  %6017 = and <8 x i32> %6016, %1100
  %6018 = bitcast <8 x i32> %6017 to <8 x float>
  %6019 = fcmp oeq <8 x float> %6013, %47
  %6020 = select <8 x i1> %6019, <8 x float> %6018, <8 x float> %6015
  br label %6031

6021:                                             ; preds = %6012
  %6022 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %6013)
  %6023 = bitcast <8 x float> %6013 to <8 x i32>
  %6024 = or <8 x i32> %6023, %1101
  %6025 = bitcast <8 x i32> %6024 to <8 x float>
  %6026 = fcmp oeq <8 x float> %6013, %50
  %6027 = select <8 x i1> %6026, <8 x float> %6025, <8 x float> %6022
  br label %6031

6028:                                             ; preds = %6012
  %6029 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5975, <8 x i1> %5965, <8 x float> zeroinitializer)
  %6030 = fadd <8 x float> %6013, %6029
  br label %6031

6031:                                             ; preds = %6014, %6021, %6028, %6012, %5993, %5971
  %6032 = phi <8 x float> [ %6013, %6012 ], [ %5972, %5971 ], [ %5994, %5993 ], [ %6030, %6028 ], [ %6027, %6021 ], [ %6020, %6014 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %6032, ptr align 1 %5973, <8 x i1> %5965)
  %6033 = shl i64 %5086, 3
  %6034 = or disjoint i64 %6033, 8
  %6035 = sub nsw i64 %9, %6034
  %6036 = icmp sgt i64 %6035, 7
  %6037 = trunc i64 %6035 to i32
  %6038 = select i1 %6036, i32 8, i32 %6037
  %6039 = insertelement <8 x i32> poison, i32 %6038, i64 0
  %6040 = shufflevector <8 x i32> %6039, <8 x i32> poison, <8 x i32> zeroinitializer
  %6041 = icmp sgt <8 x i32> %6040, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6042 = load <8 x float>, ptr %1244, align 32
  br i1 %3855, label %6048, label %6043

6043:                                             ; preds = %6031
  %6044 = load float, ptr %1518, align 1
  %6045 = insertelement <8 x float> poison, float %6044, i64 0
  %6046 = shufflevector <8 x float> %6045, <8 x float> poison, <8 x i32> zeroinitializer
  %6047 = fadd <8 x float> %6042, %6046
  br label %6048

6048:                                             ; preds = %6043, %6031
  %6049 = phi <8 x float> [ %6047, %6043 ], [ %6042, %6031 ]
  %6050 = getelementptr inbounds nuw float, ptr %1525, i64 %6034
  %6051 = getelementptr inbounds nuw float, ptr %1530, i64 %6034
  %6052 = select i1 %3856, ptr null, ptr %6051
  switch i64 %1239, label %504 [
    i64 1, label %6067
    i64 2, label %6060
    i64 3, label %6053
    i64 0, label %6108
  ]

6053:                                             ; preds = %6048
  %6054 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %6049)
  %6055 = bitcast <8 x float> %6049 to <8 x i32>
  %6056 = and <8 x i32> %6055, %1100
  %6057 = bitcast <8 x i32> %6056 to <8 x float>
  %6058 = fcmp oeq <8 x float> %6049, %47
  %6059 = select <8 x i1> %6058, <8 x float> %6057, <8 x float> %6054
  br label %6070

6060:                                             ; preds = %6048
  %6061 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %6049)
  %6062 = bitcast <8 x float> %6049 to <8 x i32>
  %6063 = or <8 x i32> %6062, %1101
  %6064 = bitcast <8 x i32> %6063 to <8 x float>
  %6065 = fcmp oeq <8 x float> %6049, %50
  %6066 = select <8 x i1> %6065, <8 x float> %6064, <8 x float> %6061
  br label %6070

6067:                                             ; preds = %6048
  %6068 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6052, <8 x i1> %6041, <8 x float> zeroinitializer)
  %6069 = fadd <8 x float> %6049, %6068
  br label %6070

6070:                                             ; preds = %6067, %6060, %6053
  %6071 = phi <8 x float> [ %6069, %6067 ], [ %6066, %6060 ], [ %6059, %6053 ]
  switch i64 %1246, label %504 [
    i64 1, label %6086
    i64 2, label %6079
    i64 3, label %6072
    i64 0, label %6108
  ]

6072:                                             ; preds = %6070
  %6073 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %6071)
  %6074 = bitcast <8 x float> %6071 to <8 x i32>
  %6075 = and <8 x i32> %6074, %1100
  %6076 = bitcast <8 x i32> %6075 to <8 x float>
  %6077 = fcmp oeq <8 x float> %6071, %47
  %6078 = select <8 x i1> %6077, <8 x float> %6076, <8 x float> %6073
  br label %6089

6079:                                             ; preds = %6070
  %6080 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %6071)
  %6081 = bitcast <8 x float> %6071 to <8 x i32>
  %6082 = or <8 x i32> %6081, %1101
  %6083 = bitcast <8 x i32> %6082 to <8 x float>
  %6084 = fcmp oeq <8 x float> %6071, %50
  %6085 = select <8 x i1> %6084, <8 x float> %6083, <8 x float> %6080
  br label %6089

6086:                                             ; preds = %6070
  %6087 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6052, <8 x i1> %6041, <8 x float> zeroinitializer)
  %6088 = fadd <8 x float> %6071, %6087
  br label %6089

6089:                                             ; preds = %6086, %6079, %6072
  %6090 = phi <8 x float> [ %6088, %6086 ], [ %6085, %6079 ], [ %6078, %6072 ]
  switch i64 %1248, label %504 [
    i64 1, label %6105
    i64 2, label %6098
    i64 3, label %6091
    i64 0, label %6108
  ]

6091:                                             ; preds = %6089
  %6092 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %6090)
  %6093 = bitcast <8 x float> %6090 to <8 x i32>
  %6094 = and <8 x i32> %6093, %1100
  %6095 = bitcast <8 x i32> %6094 to <8 x float>
  %6096 = fcmp oeq <8 x float> %6090, %47
  %6097 = select <8 x i1> %6096, <8 x float> %6095, <8 x float> %6092
  br label %6108

6098:                                             ; preds = %6089
  %6099 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %6090)
  %6100 = bitcast <8 x float> %6090 to <8 x i32>
  %6101 = or <8 x i32> %6100, %1101
  %6102 = bitcast <8 x i32> %6101 to <8 x float>
  %6103 = fcmp oeq <8 x float> %6090, %50
  %6104 = select <8 x i1> %6103, <8 x float> %6102, <8 x float> %6099
  br label %6108

6105:                                             ; preds = %6089
  %6106 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6052, <8 x i1> %6041, <8 x float> zeroinitializer)
  %6107 = fadd <8 x float> %6090, %6106
  br label %6108

6108:                                             ; preds = %6091, %6098, %6105, %6089, %6070, %6048
  %6109 = phi <8 x float> [ %6090, %6089 ], [ %6049, %6048 ], [ %6071, %6070 ], [ %6107, %6105 ], [ %6104, %6098 ], [ %6097, %6091 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %6109, ptr nonnull align 1 %6050, <8 x i1> %6041)
  %6110 = shl i64 %5086, 3
  %6111 = or disjoint i64 %6110, 16
  %6112 = sub nsw i64 %9, %6111
  %6113 = icmp sgt i64 %6112, 7
  %6114 = trunc i64 %6112 to i32
  %6115 = select i1 %6113, i32 8, i32 %6114
  %6116 = insertelement <8 x i32> poison, i32 %6115, i64 0
  %6117 = shufflevector <8 x i32> %6116, <8 x i32> poison, <8 x i32> zeroinitializer
  %6118 = icmp sgt <8 x i32> %6117, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6119 = load <8 x float>, ptr %1249, align 32
  br i1 %3855, label %6125, label %6120

6120:                                             ; preds = %6108
  %6121 = load float, ptr %1518, align 1
  %6122 = insertelement <8 x float> poison, float %6121, i64 0
  %6123 = shufflevector <8 x float> %6122, <8 x float> poison, <8 x i32> zeroinitializer
  %6124 = fadd <8 x float> %6119, %6123
  br label %6125

6125:                                             ; preds = %6120, %6108
  %6126 = phi <8 x float> [ %6124, %6120 ], [ %6119, %6108 ]
  %6127 = getelementptr inbounds nuw float, ptr %1525, i64 %6111
  %6128 = getelementptr inbounds nuw float, ptr %1530, i64 %6111
  %6129 = select i1 %3856, ptr null, ptr %6128
  switch i64 %1239, label %504 [
    i64 1, label %6144
    i64 2, label %6137
    i64 3, label %6130
    i64 0, label %6185
  ]

6130:                                             ; preds = %6125
  %6131 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %6126)
  %6132 = bitcast <8 x float> %6126 to <8 x i32>
  %6133 = and <8 x i32> %6132, %1100
  %6134 = bitcast <8 x i32> %6133 to <8 x float>
  %6135 = fcmp oeq <8 x float> %6126, %47
  %6136 = select <8 x i1> %6135, <8 x float> %6134, <8 x float> %6131
  br label %6147

6137:                                             ; preds = %6125
  %6138 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %6126)
  %6139 = bitcast <8 x float> %6126 to <8 x i32>
  %6140 = or <8 x i32> %6139, %1101
  %6141 = bitcast <8 x i32> %6140 to <8 x float>
  %6142 = fcmp oeq <8 x float> %6126, %50
  %6143 = select <8 x i1> %6142, <8 x float> %6141, <8 x float> %6138
  br label %6147

6144:                                             ; preds = %6125
  %6145 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6129, <8 x i1> %6118, <8 x float> zeroinitializer)
  %6146 = fadd <8 x float> %6126, %6145
  br label %6147

6147:                                             ; preds = %6144, %6137, %6130
  %6148 = phi <8 x float> [ %6146, %6144 ], [ %6143, %6137 ], [ %6136, %6130 ]
  switch i64 %1251, label %504 [
    i64 1, label %6163
    i64 2, label %6156
    i64 3, label %6149
    i64 0, label %6185
  ]

6149:                                             ; preds = %6147
  %6150 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %6148)
  %6151 = bitcast <8 x float> %6148 to <8 x i32>
  %6152 = and <8 x i32> %6151, %1100
  %6153 = bitcast <8 x i32> %6152 to <8 x float>
  %6154 = fcmp oeq <8 x float> %6148, %47
  %6155 = select <8 x i1> %6154, <8 x float> %6153, <8 x float> %6150
  br label %6166

6156:                                             ; preds = %6147
  %6157 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %6148)
  %6158 = bitcast <8 x float> %6148 to <8 x i32>
  %6159 = or <8 x i32> %6158, %1101
  %6160 = bitcast <8 x i32> %6159 to <8 x float>
  %6161 = fcmp oeq <8 x float> %6148, %50
  %6162 = select <8 x i1> %6161, <8 x float> %6160, <8 x float> %6157
  br label %6166

6163:                                             ; preds = %6147
  %6164 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6129, <8 x i1> %6118, <8 x float> zeroinitializer)
  %6165 = fadd <8 x float> %6148, %6164
  br label %6166

6166:                                             ; preds = %6163, %6156, %6149
  %6167 = phi <8 x float> [ %6165, %6163 ], [ %6162, %6156 ], [ %6155, %6149 ]
  switch i64 %1253, label %504 [
    i64 1, label %6182
    i64 2, label %6175
    i64 3, label %6168
    i64 0, label %6185
  ]

6168:                                             ; preds = %6166
  %6169 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %6167)
  %6170 = bitcast <8 x float> %6167 to <8 x i32>
  %6171 = and <8 x i32> %6170, %1100
  %6172 = bitcast <8 x i32> %6171 to <8 x float>
  %6173 = fcmp oeq <8 x float> %6167, %47
  %6174 = select <8 x i1> %6173, <8 x float> %6172, <8 x float> %6169
  br label %6185

6175:                                             ; preds = %6166
  %6176 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %6167)
  %6177 = bitcast <8 x float> %6167 to <8 x i32>
  %6178 = or <8 x i32> %6177, %1101
  %6179 = bitcast <8 x i32> %6178 to <8 x float>
  %6180 = fcmp oeq <8 x float> %6167, %50
  %6181 = select <8 x i1> %6180, <8 x float> %6179, <8 x float> %6176
  br label %6185

6182:                                             ; preds = %6166
  %6183 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6129, <8 x i1> %6118, <8 x float> zeroinitializer)
  %6184 = fadd <8 x float> %6167, %6183
  br label %6185

6185:                                             ; preds = %6168, %6175, %6182, %6166, %6147, %6125
  %6186 = phi <8 x float> [ %6167, %6166 ], [ %6126, %6125 ], [ %6148, %6147 ], [ %6184, %6182 ], [ %6181, %6175 ], [ %6174, %6168 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %6186, ptr nonnull align 1 %6127, <8 x i1> %6118)
  %6187 = shl i64 %5086, 3
  %6188 = or disjoint i64 %6187, 24
  %6189 = sub nsw i64 %9, %6188
  %6190 = icmp sgt i64 %6189, 7
  %6191 = trunc i64 %6189 to i32
  %6192 = select i1 %6190, i32 8, i32 %6191
  %6193 = insertelement <8 x i32> poison, i32 %6192, i64 0
  %6194 = shufflevector <8 x i32> %6193, <8 x i32> poison, <8 x i32> zeroinitializer
  %6195 = icmp sgt <8 x i32> %6194, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6196 = load <8 x float>, ptr %1254, align 32
  br i1 %3855, label %6202, label %6197

6197:                                             ; preds = %6185
  %6198 = load float, ptr %1518, align 1
  %6199 = insertelement <8 x float> poison, float %6198, i64 0
  %6200 = shufflevector <8 x float> %6199, <8 x float> poison, <8 x i32> zeroinitializer
  %6201 = fadd <8 x float> %6196, %6200
  br label %6202

6202:                                             ; preds = %6197, %6185
  %6203 = phi <8 x float> [ %6201, %6197 ], [ %6196, %6185 ]
  %6204 = getelementptr inbounds nuw float, ptr %1525, i64 %6188
  %6205 = getelementptr inbounds nuw float, ptr %1530, i64 %6188
  %6206 = select i1 %3856, ptr null, ptr %6205
  switch i64 %1239, label %504 [
    i64 1, label %6221
    i64 2, label %6214
    i64 3, label %6207
    i64 0, label %6262
  ]

6207:                                             ; preds = %6202
  %6208 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %6203)
  %6209 = bitcast <8 x float> %6203 to <8 x i32>
  %6210 = and <8 x i32> %6209, %1100
  %6211 = bitcast <8 x i32> %6210 to <8 x float>
  %6212 = fcmp oeq <8 x float> %6203, %47
  %6213 = select <8 x i1> %6212, <8 x float> %6211, <8 x float> %6208
  br label %6224

6214:                                             ; preds = %6202
  %6215 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %6203)
  %6216 = bitcast <8 x float> %6203 to <8 x i32>
  %6217 = or <8 x i32> %6216, %1101
  %6218 = bitcast <8 x i32> %6217 to <8 x float>
  %6219 = fcmp oeq <8 x float> %6203, %50
  %6220 = select <8 x i1> %6219, <8 x float> %6218, <8 x float> %6215
  br label %6224

6221:                                             ; preds = %6202
  %6222 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6206, <8 x i1> %6195, <8 x float> zeroinitializer)
  %6223 = fadd <8 x float> %6203, %6222
  br label %6224

6224:                                             ; preds = %6221, %6214, %6207
  %6225 = phi <8 x float> [ %6223, %6221 ], [ %6220, %6214 ], [ %6213, %6207 ]
  switch i64 %1256, label %504 [
    i64 1, label %6240
    i64 2, label %6233
    i64 3, label %6226
    i64 0, label %6262
  ]

6226:                                             ; preds = %6224
  %6227 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %6225)
  %6228 = bitcast <8 x float> %6225 to <8 x i32>
  %6229 = and <8 x i32> %6228, %1100
  %6230 = bitcast <8 x i32> %6229 to <8 x float>
  %6231 = fcmp oeq <8 x float> %6225, %47
  %6232 = select <8 x i1> %6231, <8 x float> %6230, <8 x float> %6227
  br label %6243

6233:                                             ; preds = %6224
  %6234 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %6225)
  %6235 = bitcast <8 x float> %6225 to <8 x i32>
  %6236 = or <8 x i32> %6235, %1101
  %6237 = bitcast <8 x i32> %6236 to <8 x float>
  %6238 = fcmp oeq <8 x float> %6225, %50
  %6239 = select <8 x i1> %6238, <8 x float> %6237, <8 x float> %6234
  br label %6243

6240:                                             ; preds = %6224
  %6241 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6206, <8 x i1> %6195, <8 x float> zeroinitializer)
  %6242 = fadd <8 x float> %6225, %6241
  br label %6243

6243:                                             ; preds = %6240, %6233, %6226
  %6244 = phi <8 x float> [ %6242, %6240 ], [ %6239, %6233 ], [ %6232, %6226 ]
  switch i64 %1258, label %504 [
    i64 1, label %6259
    i64 2, label %6252
    i64 3, label %6245
    i64 0, label %6262
  ]

6245:                                             ; preds = %6243
  %6246 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %6244)
  %6247 = bitcast <8 x float> %6244 to <8 x i32>
  %6248 = and <8 x i32> %6247, %1100
  %6249 = bitcast <8 x i32> %6248 to <8 x float>
  %6250 = fcmp oeq <8 x float> %6244, %47
  %6251 = select <8 x i1> %6250, <8 x float> %6249, <8 x float> %6246
  br label %6262

6252:                                             ; preds = %6243
  %6253 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %6244)
  %6254 = bitcast <8 x float> %6244 to <8 x i32>
  %6255 = or <8 x i32> %6254, %1101
  %6256 = bitcast <8 x i32> %6255 to <8 x float>
  %6257 = fcmp oeq <8 x float> %6244, %50
  %6258 = select <8 x i1> %6257, <8 x float> %6256, <8 x float> %6253
  br label %6262

6259:                                             ; preds = %6243
  %6260 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6206, <8 x i1> %6195, <8 x float> zeroinitializer)
  %6261 = fadd <8 x float> %6244, %6260
  br label %6262

6262:                                             ; preds = %6245, %6252, %6259, %6243, %6224, %6202
  %6263 = phi <8 x float> [ %6244, %6243 ], [ %6203, %6202 ], [ %6225, %6224 ], [ %6261, %6259 ], [ %6258, %6252 ], [ %6251, %6245 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %6263, ptr nonnull align 1 %6204, <8 x i1> %6195)
  call void @llvm.lifetime.end.p0(ptr nonnull %30)
  br label %8562

6264:                                             ; preds = %5085
  call void @llvm.lifetime.start.p0(ptr nonnull %31)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(160) %31, i8 0, i64 160, i1 false)
  br i1 %1097, label %6265, label %6338

6265:                                             ; preds = %6264, %6279
  %6266 = phi i64 [ %6280, %6279 ], [ 0, %6264 ]
  %6267 = mul nsw i64 %6266, %14
  %6268 = sub i64 %6267, %16
  %6269 = add i64 %6268, %3860
  %6270 = icmp slt i64 %6269, 0
  %6271 = icmp sge i64 %6269, %6
  %6272 = or i1 %6270, %6271
  %6273 = select i1 %6272, i64 0, i64 %6269
  %6274 = mul nsw i64 %6273, %7
  %6275 = getelementptr inbounds float, ptr %1515, i64 %6274
  br i1 %1098, label %6276, label %6279

6276:                                             ; preds = %6265
  %6277 = mul nuw nsw i64 %6266, %11
  %6278 = getelementptr inbounds nuw float, ptr %1517, i64 %6277
  br label %6282

6279:                                             ; preds = %6291, %6265
  %6280 = add nuw nsw i64 %6266, 1
  %6281 = icmp eq i64 %6280, %10
  br i1 %6281, label %6336, label %6265

6282:                                             ; preds = %6276, %6291
  %6283 = phi i64 [ 0, %6276 ], [ %6292, %6291 ]
  %6284 = getelementptr inbounds nuw float, ptr %6278, i64 %6283
  %6285 = load float, ptr %6284, align 1
  %6286 = insertelement <8 x float> poison, float %6285, i64 0
  %6287 = shufflevector <8 x float> %6286, <8 x float> poison, <8 x i32> zeroinitializer
  %6288 = mul nsw i64 %6283, %15
  %6289 = sub i64 %6288, %17
  %6290 = getelementptr <4 x i64>, ptr %1084, i64 %6283
  br label %6294

6291:                                             ; preds = %6325
  %6292 = add nuw nsw i64 %6283, 1
  %6293 = icmp eq i64 %6292, %11
  br i1 %6293, label %6279, label %6282

6294:                                             ; preds = %6282, %6325
  %6295 = phi i64 [ 0, %6282 ], [ %6334, %6325 ]
  %6296 = or disjoint i64 %5086, %6295
  %6297 = shl nsw i64 %6296, 3
  %6298 = add i64 %6289, %6297
  br i1 %1099, label %6303, label %6299

6299:                                             ; preds = %6294
  %6300 = mul nuw nsw i64 %6296, %11
  %6301 = getelementptr <4 x i64>, ptr %6290, i64 %6300
  %6302 = load <4 x i64>, ptr %6301, align 32
  br label %6325

6303:                                             ; preds = %6294
  %6304 = sub nsw i64 %9, %6297
  %6305 = icmp slt i64 %6298, 0
  %6306 = sub nsw i64 0, %6298
  %6307 = select i1 %6305, i64 %6306, i64 0
  %6308 = sub nsw i64 %7, %6298
  %6309 = call i64 @llvm.smin.i64(i64 %6308, i64 %6304)
  %6310 = call i64 @llvm.smin.i64(i64 %6309, i64 8)
  %6311 = icmp sgt i64 %6310, %6307
  %6312 = trunc i64 %6307 to i32
  %6313 = select i1 %6311, i32 %6312, i32 0
  %6314 = insertelement <8 x i32> poison, i32 %6313, i64 0
  %6315 = shufflevector <8 x i32> %6314, <8 x i32> poison, <8 x i32> zeroinitializer
  %6316 = icmp slt <8 x i32> %6315, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %6317 = trunc i64 %6310 to i32
  %6318 = select i1 %6311, i32 %6317, i32 0
  %6319 = insertelement <8 x i32> poison, i32 %6318, i64 0
  %6320 = shufflevector <8 x i32> %6319, <8 x i32> poison, <8 x i32> zeroinitializer
  %6321 = icmp sgt <8 x i32> %6320, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6322 = and <8 x i1> %6321, %6316
  %6323 = sext <8 x i1> %6322 to <8 x i32>
  %6324 = bitcast <8 x i32> %6323 to <4 x i64>
  br label %6325

6325:                                             ; preds = %6303, %6299
  %6326 = phi <4 x i64> [ %6302, %6299 ], [ %6324, %6303 ]
  %6327 = getelementptr inbounds nuw <8 x float>, ptr %31, i64 %6295
  %6328 = getelementptr inbounds float, ptr %6275, i64 %6298
  %6329 = select i1 %6272, <4 x i64> zeroinitializer, <4 x i64> %6326
  %6330 = bitcast <4 x i64> %6329 to <8 x i32>
  %6331 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %6328, <8 x i32> %6330)
  %6332 = load <8 x float>, ptr %6327, align 32
  %6333 = call <8 x float> @llvm.fma.v8f32(<8 x float> %6331, <8 x float> %6287, <8 x float> %6332)
  store <8 x float> %6333, ptr %6327, align 32
  %6334 = add nuw nsw i64 %6295, 1
  %6335 = icmp eq i64 %6334, 5
  br i1 %6335, label %6291, label %6294

6336:                                             ; preds = %6279
  %6337 = load <8 x float>, ptr %31, align 32
  br label %6338

6338:                                             ; preds = %6336, %6264
  %6339 = phi <8 x float> [ %6337, %6336 ], [ zeroinitializer, %6264 ]
  %6340 = shl nsw i64 %5086, 3
  %6341 = sub nsw i64 %9, %6340
  %6342 = icmp sgt i64 %6341, 7
  %6343 = trunc i64 %6341 to i32
  %6344 = select i1 %6342, i32 8, i32 %6343
  %6345 = insertelement <8 x i32> poison, i32 %6344, i64 0
  %6346 = shufflevector <8 x i32> %6345, <8 x i32> poison, <8 x i32> zeroinitializer
  %6347 = icmp sgt <8 x i32> %6346, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %3855, label %6353, label %6348

6348:                                             ; preds = %6338
  %6349 = load float, ptr %1518, align 1
  %6350 = insertelement <8 x float> poison, float %6349, i64 0
  %6351 = shufflevector <8 x float> %6350, <8 x float> poison, <8 x i32> zeroinitializer
  %6352 = fadd <8 x float> %6339, %6351
  br label %6353

6353:                                             ; preds = %6348, %6338
  %6354 = phi <8 x float> [ %6352, %6348 ], [ %6339, %6338 ]
  %6355 = getelementptr inbounds nuw float, ptr %1525, i64 %6340
  %6356 = getelementptr inbounds nuw float, ptr %1530, i64 %6340
  %6357 = select i1 %3856, ptr null, ptr %6356
  switch i64 %1214, label %504 [
    i64 1, label %6358
    i64 2, label %6361
    i64 3, label %6368
    i64 0, label %6413
  ]

6358:                                             ; preds = %6353
  %6359 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6357, <8 x i1> %6347, <8 x float> zeroinitializer)
  %6360 = fadd <8 x float> %6354, %6359
  br label %6375

6361:                                             ; preds = %6353
  %6362 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %6354)
  %6363 = bitcast <8 x float> %6354 to <8 x i32>
  %6364 = or <8 x i32> %6363, %1101
  %6365 = bitcast <8 x i32> %6364 to <8 x float>
  %6366 = fcmp oeq <8 x float> %6354, %50
  %6367 = select <8 x i1> %6366, <8 x float> %6365, <8 x float> %6362
  br label %6375

6368:                                             ; preds = %6353
  %6369 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %6354)
  %6370 = bitcast <8 x float> %6354 to <8 x i32>
  %6371 = and <8 x i32> %6370, %1100
  %6372 = bitcast <8 x i32> %6371 to <8 x float>
  %6373 = fcmp oeq <8 x float> %6354, %47
  %6374 = select <8 x i1> %6373, <8 x float> %6372, <8 x float> %6369
  br label %6375

6375:                                             ; preds = %6368, %6361, %6358
  %6376 = phi <8 x float> [ %6360, %6358 ], [ %6367, %6361 ], [ %6374, %6368 ]
  switch i64 %1216, label %504 [
    i64 1, label %6391
    i64 2, label %6384
    i64 3, label %6377
    i64 0, label %6413
  ]

6377:                                             ; preds = %6375
  %6378 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %6376)
  %6379 = bitcast <8 x float> %6376 to <8 x i32>
  %6380 = and <8 x i32> %6379, %1100
  %6381 = bitcast <8 x i32> %6380 to <8 x float>
  %6382 = fcmp oeq <8 x float> %6376, %47
  %6383 = select <8 x i1> %6382, <8 x float> %6381, <8 x float> %6378
  br label %6394

6384:                                             ; preds = %6375
  %6385 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %6376)
  %6386 = bitcast <8 x float> %6376 to <8 x i32>
  %6387 = or <8 x i32> %6386, %1101
  %6388 = bitcast <8 x i32> %6387 to <8 x float>
  %6389 = fcmp oeq <8 x float> %6376, %50
  %6390 = select <8 x i1> %6389, <8 x float> %6388, <8 x float> %6385
  br label %6394

6391:                                             ; preds = %6375
  %6392 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6357, <8 x i1> %6347, <8 x float> zeroinitializer)
  %6393 = fadd <8 x float> %6376, %6392
  br label %6394

6394:                                             ; preds = %6391, %6384, %6377
  %6395 = phi <8 x float> [ %6393, %6391 ], [ %6390, %6384 ], [ %6383, %6377 ]
  switch i64 %1218, label %504 [
    i64 1, label %6410
    i64 2, label %6403
    i64 3, label %6396
    i64 0, label %6413
  ]

6396:                                             ; preds = %6394
  %6397 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %6395)
  %6398 = bitcast <8 x float> %6395 to <8 x i32>
  %6399 = and <8 x i32> %6398, %1100
  %6400 = bitcast <8 x i32> %6399 to <8 x float>
  %6401 = fcmp oeq <8 x float> %6395, %47
  %6402 = select <8 x i1> %6401, <8 x float> %6400, <8 x float> %6397
  br label %6413

6403:                                             ; preds = %6394
  %6404 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %6395)
  %6405 = bitcast <8 x float> %6395 to <8 x i32>
  %6406 = or <8 x i32> %6405, %1101
  %6407 = bitcast <8 x i32> %6406 to <8 x float>
  %6408 = fcmp oeq <8 x float> %6395, %50
  %6409 = select <8 x i1> %6408, <8 x float> %6407, <8 x float> %6404
  br label %6413

6410:                                             ; preds = %6394
  %6411 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6357, <8 x i1> %6347, <8 x float> zeroinitializer)
  %6412 = fadd <8 x float> %6395, %6411
  br label %6413

6413:                                             ; preds = %6396, %6403, %6410, %6394, %6375, %6353
  %6414 = phi <8 x float> [ %6395, %6394 ], [ %6354, %6353 ], [ %6376, %6375 ], [ %6412, %6410 ], [ %6409, %6403 ], [ %6402, %6396 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %6414, ptr align 1 %6355, <8 x i1> %6347)
  %6415 = shl i64 %5086, 3
  %6416 = or disjoint i64 %6415, 8
  %6417 = sub nsw i64 %9, %6416
  %6418 = icmp sgt i64 %6417, 7
  %6419 = trunc i64 %6417 to i32
  %6420 = select i1 %6418, i32 8, i32 %6419
  %6421 = insertelement <8 x i32> poison, i32 %6420, i64 0
  %6422 = shufflevector <8 x i32> %6421, <8 x i32> poison, <8 x i32> zeroinitializer
  %6423 = icmp sgt <8 x i32> %6422, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6424 = load <8 x float>, ptr %1219, align 32
  br i1 %3855, label %6430, label %6425

6425:                                             ; preds = %6413
  %6426 = load float, ptr %1518, align 1
  %6427 = insertelement <8 x float> poison, float %6426, i64 0
  %6428 = shufflevector <8 x float> %6427, <8 x float> poison, <8 x i32> zeroinitializer
  %6429 = fadd <8 x float> %6424, %6428
  br label %6430

6430:                                             ; preds = %6425, %6413
  %6431 = phi <8 x float> [ %6429, %6425 ], [ %6424, %6413 ]
  %6432 = getelementptr inbounds nuw float, ptr %1525, i64 %6416
  %6433 = getelementptr inbounds nuw float, ptr %1530, i64 %6416
  %6434 = select i1 %3856, ptr null, ptr %6433
  switch i64 %1214, label %504 [
    i64 1, label %6449
    i64 2, label %6442
    i64 3, label %6435
    i64 0, label %6490
  ]

6435:                                             ; preds = %6430
  %6436 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %6431)
  %6437 = bitcast <8 x float> %6431 to <8 x i32>
  %6438 = and <8 x i32> %6437, %1100
  %6439 = bitcast <8 x i32> %6438 to <8 x float>
  %6440 = fcmp oeq <8 x float> %6431, %47
  %6441 = select <8 x i1> %6440, <8 x float> %6439, <8 x float> %6436
  br label %6452

6442:                                             ; preds = %6430
  %6443 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %6431)
  %6444 = bitcast <8 x float> %6431 to <8 x i32>
  %6445 = or <8 x i32> %6444, %1101
  %6446 = bitcast <8 x i32> %6445 to <8 x float>
  %6447 = fcmp oeq <8 x float> %6431, %50
  %6448 = select <8 x i1> %6447, <8 x float> %6446, <8 x float> %6443
  br label %6452

6449:                                             ; preds = %6430
  %6450 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6434, <8 x i1> %6423, <8 x float> zeroinitializer)
  %6451 = fadd <8 x float> %6431, %6450
  br label %6452

6452:                                             ; preds = %6449, %6442, %6435
  %6453 = phi <8 x float> [ %6451, %6449 ], [ %6448, %6442 ], [ %6441, %6435 ]
  switch i64 %1221, label %504 [
    i64 1, label %6468
    i64 2, label %6461
    i64 3, label %6454
    i64 0, label %6490
  ]

6454:                                             ; preds = %6452
  %6455 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %6453)
  %6456 = bitcast <8 x float> %6453 to <8 x i32>
  %6457 = and <8 x i32> %6456, %1100
  %6458 = bitcast <8 x i32> %6457 to <8 x float>
  %6459 = fcmp oeq <8 x float> %6453, %47
  %6460 = select <8 x i1> %6459, <8 x float> %6458, <8 x float> %6455
  br label %6471

6461:                                             ; preds = %6452
  %6462 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %6453)
  %6463 = bitcast <8 x float> %6453 to <8 x i32>
  %6464 = or <8 x i32> %6463, %1101
  %6465 = bitcast <8 x i32> %6464 to <8 x float>
  %6466 = fcmp oeq <8 x float> %6453, %50
  %6467 = select <8 x i1> %6466, <8 x float> %6465, <8 x float> %6462
  br label %6471

6468:                                             ; preds = %6452
  %6469 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6434, <8 x i1> %6423, <8 x float> zeroinitializer)
  %6470 = fadd <8 x float> %6453, %6469
  br label %6471

6471:                                             ; preds = %6468, %6461, %6454
  %6472 = phi <8 x float> [ %6470, %6468 ], [ %6467, %6461 ], [ %6460, %6454 ]
  switch i64 %1223, label %504 [
    i64 1, label %6487
    i64 2, label %6480
    i64 3, label %6473
    i64 0, label %6490
  ]

6473:                                             ; preds = %6471
  %6474 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %6472)
  %6475 = bitcast <8 x float> %6472 to <8 x i32>
  %6476 = and <8 x i32> %6475, %1100
  %6477 = bitcast <8 x i32> %6476 to <8 x float>
  %6478 = fcmp oeq <8 x float> %6472, %47
  %6479 = select <8 x i1> %6478, <8 x float> %6477, <8 x float> %6474
  br label %6490

6480:                                             ; preds = %6471
  %6481 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %6472)
  %6482 = bitcast <8 x float> %6472 to <8 x i32>
  %6483 = or <8 x i32> %6482, %1101
  %6484 = bitcast <8 x i32> %6483 to <8 x float>
  %6485 = fcmp oeq <8 x float> %6472, %50
  %6486 = select <8 x i1> %6485, <8 x float> %6484, <8 x float> %6481
  br label %6490

6487:                                             ; preds = %6471
  %6488 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6434, <8 x i1> %6423, <8 x float> zeroinitializer)
  %6489 = fadd <8 x float> %6472, %6488
  br label %6490

6490:                                             ; preds = %6473, %6480, %6487, %6471, %6452, %6430
  %6491 = phi <8 x float> [ %6472, %6471 ], [ %6431, %6430 ], [ %6453, %6452 ], [ %6489, %6487 ], [ %6486, %6480 ], [ %6479, %6473 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %6491, ptr nonnull align 1 %6432, <8 x i1> %6423)
  %6492 = shl i64 %5086, 3
  %6493 = or disjoint i64 %6492, 16
  %6494 = sub nsw i64 %9, %6493
  %6495 = icmp sgt i64 %6494, 7
  %6496 = trunc i64 %6494 to i32
  %6497 = select i1 %6495, i32 8, i32 %6496
  %6498 = insertelement <8 x i32> poison, i32 %6497, i64 0
  %6499 = shufflevector <8 x i32> %6498, <8 x i32> poison, <8 x i32> zeroinitializer
  %6500 = icmp sgt <8 x i32> %6499, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6501 = load <8 x float>, ptr %1224, align 32
  br i1 %3855, label %6507, label %6502

6502:                                             ; preds = %6490
  %6503 = load float, ptr %1518, align 1
  %6504 = insertelement <8 x float> poison, float %6503, i64 0
  %6505 = shufflevector <8 x float> %6504, <8 x float> poison, <8 x i32> zeroinitializer
  %6506 = fadd <8 x float> %6501, %6505
  br label %6507

6507:                                             ; preds = %6502, %6490
  %6508 = phi <8 x float> [ %6506, %6502 ], [ %6501, %6490 ]
  %6509 = getelementptr inbounds nuw float, ptr %1525, i64 %6493
  %6510 = getelementptr inbounds nuw float, ptr %1530, i64 %6493
  %6511 = select i1 %3856, ptr null, ptr %6510
  switch i64 %1214, label %504 [
    i64 1, label %6526
    i64 2, label %6519
    i64 3, label %6512
    i64 0, label %6567
  ]

6512:                                             ; preds = %6507
  %6513 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %6508)
  %6514 = bitcast <8 x float> %6508 to <8 x i32>
  %6515 = and <8 x i32> %6514, %1100
  %6516 = bitcast <8 x i32> %6515 to <8 x float>
  %6517 = fcmp oeq <8 x float> %6508, %47
  %6518 = select <8 x i1> %6517, <8 x float> %6516, <8 x float> %6513
  br label %6529

6519:                                             ; preds = %6507
  %6520 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %6508)
  %6521 = bitcast <8 x float> %6508 to <8 x i32>
  %6522 = or <8 x i32> %6521, %1101
  %6523 = bitcast <8 x i32> %6522 to <8 x float>
  %6524 = fcmp oeq <8 x float> %6508, %50
  %6525 = select <8 x i1> %6524, <8 x float> %6523, <8 x float> %6520
  br label %6529

6526:                                             ; preds = %6507
  %6527 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6511, <8 x i1> %6500, <8 x float> zeroinitializer)
  %6528 = fadd <8 x float> %6508, %6527
  br label %6529

6529:                                             ; preds = %6526, %6519, %6512
  %6530 = phi <8 x float> [ %6528, %6526 ], [ %6525, %6519 ], [ %6518, %6512 ]
  switch i64 %1226, label %504 [
    i64 1, label %6545
    i64 2, label %6538
    i64 3, label %6531
    i64 0, label %6567
  ]

6531:                                             ; preds = %6529
  %6532 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %6530)
  %6533 = bitcast <8 x float> %6530 to <8 x i32>
  %6534 = and <8 x i32> %6533, %1100
  %6535 = bitcast <8 x i32> %6534 to <8 x float>
  %6536 = fcmp oeq <8 x float> %6530, %47
  %6537 = select <8 x i1> %6536, <8 x float> %6535, <8 x float> %6532
  br label %6548

6538:                                             ; preds = %6529
  %6539 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %6530)
  %6540 = bitcast <8 x float> %6530 to <8 x i32>
  %6541 = or <8 x i32> %6540, %1101
  %6542 = bitcast <8 x i32> %6541 to <8 x float>
  %6543 = fcmp oeq <8 x float> %6530, %50
  %6544 = select <8 x i1> %6543, <8 x float> %6542, <8 x float> %6539
  br label %6548

6545:                                             ; preds = %6529
  %6546 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6511, <8 x i1> %6500, <8 x float> zeroinitializer)
  %6547 = fadd <8 x float> %6530, %6546
  br label %6548

6548:                                             ; preds = %6545, %6538, %6531
  %6549 = phi <8 x float> [ %6547, %6545 ], [ %6544, %6538 ], [ %6537, %6531 ]
  switch i64 %1228, label %504 [
    i64 1, label %6564
    i64 2, label %6557
    i64 3, label %6550
    i64 0, label %6567
  ]

6550:                                             ; preds = %6548
  %6551 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %6549)
  %6552 = bitcast <8 x float> %6549 to <8 x i32>
  %6553 = and <8 x i32> %6552, %1100
  %6554 = bitcast <8 x i32> %6553 to <8 x float>
  %6555 = fcmp oeq <8 x float> %6549, %47
  %6556 = select <8 x i1> %6555, <8 x float> %6554, <8 x float> %6551
  br label %6567

6557:                                             ; preds = %6548
  %6558 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %6549)
  %6559 = bitcast <8 x float> %6549 to <8 x i32>
  %6560 = or <8 x i32> %6559, %1101
  %6561 = bitcast <8 x i32> %6560 to <8 x float>
  %6562 = fcmp oeq <8 x float> %6549, %50
  %6563 = select <8 x i1> %6562, <8 x float> %6561, <8 x float> %6558
  br label %6567

6564:                                             ; preds = %6548
  %6565 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6511, <8 x i1> %6500, <8 x float> zeroinitializer)
  %6566 = fadd <8 x float> %6549, %6565
  br label %6567

6567:                                             ; preds = %6550, %6557, %6564, %6548, %6529, %6507
  %6568 = phi <8 x float> [ %6549, %6548 ], [ %6508, %6507 ], [ %6530, %6529 ], [ %6566, %6564 ], [ %6563, %6557 ], [ %6556, %6550 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %6568, ptr nonnull align 1 %6509, <8 x i1> %6500)
  %6569 = shl i64 %5086, 3
  %6570 = or disjoint i64 %6569, 24
  %6571 = sub nsw i64 %9, %6570
  %6572 = icmp sgt i64 %6571, 7
  %6573 = trunc i64 %6571 to i32
  %6574 = select i1 %6572, i32 8, i32 %6573
  %6575 = insertelement <8 x i32> poison, i32 %6574, i64 0
  %6576 = shufflevector <8 x i32> %6575, <8 x i32> poison, <8 x i32> zeroinitializer
  %6577 = icmp sgt <8 x i32> %6576, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6578 = load <8 x float>, ptr %1229, align 32
  br i1 %3855, label %6584, label %6579

6579:                                             ; preds = %6567
  %6580 = load float, ptr %1518, align 1
  %6581 = insertelement <8 x float> poison, float %6580, i64 0
  %6582 = shufflevector <8 x float> %6581, <8 x float> poison, <8 x i32> zeroinitializer
  %6583 = fadd <8 x float> %6578, %6582
  br label %6584

6584:                                             ; preds = %6579, %6567
  %6585 = phi <8 x float> [ %6583, %6579 ], [ %6578, %6567 ]
  %6586 = getelementptr inbounds nuw float, ptr %1525, i64 %6570
  %6587 = getelementptr inbounds nuw float, ptr %1530, i64 %6570
  %6588 = select i1 %3856, ptr null, ptr %6587
  switch i64 %1214, label %504 [
    i64 1, label %6603
    i64 2, label %6596
    i64 3, label %6589
    i64 0, label %6644
  ]

6589:                                             ; preds = %6584
  %6590 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %6585)
  %6591 = bitcast <8 x float> %6585 to <8 x i32>
  %6592 = and <8 x i32> %6591, %1100
  %6593 = bitcast <8 x i32> %6592 to <8 x float>
  %6594 = fcmp oeq <8 x float> %6585, %47
  %6595 = select <8 x i1> %6594, <8 x float> %6593, <8 x float> %6590
  br label %6606

6596:                                             ; preds = %6584
  %6597 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %6585)
  %6598 = bitcast <8 x float> %6585 to <8 x i32>
  %6599 = or <8 x i32> %6598, %1101
  %6600 = bitcast <8 x i32> %6599 to <8 x float>
  %6601 = fcmp oeq <8 x float> %6585, %50
  %6602 = select <8 x i1> %6601, <8 x float> %6600, <8 x float> %6597
  br label %6606

6603:                                             ; preds = %6584
  %6604 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6588, <8 x i1> %6577, <8 x float> zeroinitializer)
  %6605 = fadd <8 x float> %6585, %6604
  br label %6606

6606:                                             ; preds = %6603, %6596, %6589
  %6607 = phi <8 x float> [ %6605, %6603 ], [ %6602, %6596 ], [ %6595, %6589 ]
  switch i64 %1231, label %504 [
    i64 1, label %6622
    i64 2, label %6615
    i64 3, label %6608
    i64 0, label %6644
  ]

6608:                                             ; preds = %6606
  %6609 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %6607)
  %6610 = bitcast <8 x float> %6607 to <8 x i32>
  %6611 = and <8 x i32> %6610, %1100
  %6612 = bitcast <8 x i32> %6611 to <8 x float>
  %6613 = fcmp oeq <8 x float> %6607, %47
  %6614 = select <8 x i1> %6613, <8 x float> %6612, <8 x float> %6609
  br label %6625

6615:                                             ; preds = %6606
  %6616 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %6607)
  %6617 = bitcast <8 x float> %6607 to <8 x i32>
  %6618 = or <8 x i32> %6617, %1101
  %6619 = bitcast <8 x i32> %6618 to <8 x float>
  %6620 = fcmp oeq <8 x float> %6607, %50
  %6621 = select <8 x i1> %6620, <8 x float> %6619, <8 x float> %6616
  br label %6625

6622:                                             ; preds = %6606
  %6623 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6588, <8 x i1> %6577, <8 x float> zeroinitializer)
  %6624 = fadd <8 x float> %6607, %6623
  br label %6625

6625:                                             ; preds = %6622, %6615, %6608
  %6626 = phi <8 x float> [ %6624, %6622 ], [ %6621, %6615 ], [ %6614, %6608 ]
  switch i64 %1233, label %504 [
    i64 1, label %6641
    i64 2, label %6634
    i64 3, label %6627
    i64 0, label %6644
  ]

6627:                                             ; preds = %6625
  %6628 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %6626)
  %6629 = bitcast <8 x float> %6626 to <8 x i32>
  %6630 = and <8 x i32> %6629, %1100
  %6631 = bitcast <8 x i32> %6630 to <8 x float>
  %6632 = fcmp oeq <8 x float> %6626, %47
  %6633 = select <8 x i1> %6632, <8 x float> %6631, <8 x float> %6628
  br label %6644

6634:                                             ; preds = %6625
  %6635 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %6626)
  %6636 = bitcast <8 x float> %6626 to <8 x i32>
  %6637 = or <8 x i32> %6636, %1101
  %6638 = bitcast <8 x i32> %6637 to <8 x float>
  %6639 = fcmp oeq <8 x float> %6626, %50
  %6640 = select <8 x i1> %6639, <8 x float> %6638, <8 x float> %6635
  br label %6644

6641:                                             ; preds = %6625
  %6642 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6588, <8 x i1> %6577, <8 x float> zeroinitializer)
  %6643 = fadd <8 x float> %6626, %6642
  br label %6644

6644:                                             ; preds = %6627, %6634, %6641, %6625, %6606, %6584
  %6645 = phi <8 x float> [ %6626, %6625 ], [ %6585, %6584 ], [ %6607, %6606 ], [ %6643, %6641 ], [ %6640, %6634 ], [ %6633, %6627 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %6645, ptr nonnull align 1 %6586, <8 x i1> %6577)
  %6646 = shl i64 %5086, 3
  %6647 = or disjoint i64 %6646, 32
  %6648 = sub nsw i64 %9, %6647
  %6649 = icmp sgt i64 %6648, 7
  %6650 = trunc i64 %6648 to i32
  %6651 = select i1 %6649, i32 8, i32 %6650
  %6652 = insertelement <8 x i32> poison, i32 %6651, i64 0
  %6653 = shufflevector <8 x i32> %6652, <8 x i32> poison, <8 x i32> zeroinitializer
  %6654 = icmp sgt <8 x i32> %6653, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6655 = load <8 x float>, ptr %1234, align 32
  br i1 %3855, label %6661, label %6656

6656:                                             ; preds = %6644
  %6657 = load float, ptr %1518, align 1
  %6658 = insertelement <8 x float> poison, float %6657, i64 0
  %6659 = shufflevector <8 x float> %6658, <8 x float> poison, <8 x i32> zeroinitializer
  %6660 = fadd <8 x float> %6655, %6659
  br label %6661

6661:                                             ; preds = %6656, %6644
  %6662 = phi <8 x float> [ %6660, %6656 ], [ %6655, %6644 ]
  %6663 = getelementptr inbounds nuw float, ptr %1525, i64 %6647
  %6664 = getelementptr inbounds nuw float, ptr %1530, i64 %6647
  %6665 = select i1 %3856, ptr null, ptr %6664
  switch i64 %1214, label %504 [
    i64 1, label %6680
    i64 2, label %6673
    i64 3, label %6666
    i64 0, label %6721
  ]

6666:                                             ; preds = %6661
  %6667 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %6662)
  %6668 = bitcast <8 x float> %6662 to <8 x i32>
  %6669 = and <8 x i32> %6668, %1100
  %6670 = bitcast <8 x i32> %6669 to <8 x float>
  %6671 = fcmp oeq <8 x float> %6662, %47
  %6672 = select <8 x i1> %6671, <8 x float> %6670, <8 x float> %6667
  br label %6683

6673:                                             ; preds = %6661
  %6674 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %6662)
  %6675 = bitcast <8 x float> %6662 to <8 x i32>
  %6676 = or <8 x i32> %6675, %1101
  %6677 = bitcast <8 x i32> %6676 to <8 x float>
  %6678 = fcmp oeq <8 x float> %6662, %50
  %6679 = select <8 x i1> %6678, <8 x float> %6677, <8 x float> %6674
  br label %6683

6680:                                             ; preds = %6661
  %6681 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6665, <8 x i1> %6654, <8 x float> zeroinitializer)
  %6682 = fadd <8 x float> %6662, %6681
  br label %6683

6683:                                             ; preds = %6680, %6673, %6666
  %6684 = phi <8 x float> [ %6682, %6680 ], [ %6679, %6673 ], [ %6672, %6666 ]
  switch i64 %1236, label %504 [
    i64 1, label %6699
    i64 2, label %6692
    i64 3, label %6685
    i64 0, label %6721
  ]

6685:                                             ; preds = %6683
  %6686 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %6684)
  %6687 = bitcast <8 x float> %6684 to <8 x i32>
  %6688 = and <8 x i32> %6687, %1100
  %6689 = bitcast <8 x i32> %6688 to <8 x float>
  %6690 = fcmp oeq <8 x float> %6684, %47
  %6691 = select <8 x i1> %6690, <8 x float> %6689, <8 x float> %6686
  br label %6702

6692:                                             ; preds = %6683
  %6693 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %6684)
  %6694 = bitcast <8 x float> %6684 to <8 x i32>
  %6695 = or <8 x i32> %6694, %1101
  %6696 = bitcast <8 x i32> %6695 to <8 x float>
  %6697 = fcmp oeq <8 x float> %6684, %50
  %6698 = select <8 x i1> %6697, <8 x float> %6696, <8 x float> %6693
  br label %6702

6699:                                             ; preds = %6683
  %6700 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6665, <8 x i1> %6654, <8 x float> zeroinitializer)
  %6701 = fadd <8 x float> %6684, %6700
  br label %6702

6702:                                             ; preds = %6699, %6692, %6685
  %6703 = phi <8 x float> [ %6701, %6699 ], [ %6698, %6692 ], [ %6691, %6685 ]
  switch i64 %1238, label %504 [
    i64 1, label %6718
    i64 2, label %6711
    i64 3, label %6704
    i64 0, label %6721
  ]

6704:                                             ; preds = %6702
  %6705 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %6703)
  %6706 = bitcast <8 x float> %6703 to <8 x i32>
  %6707 = and <8 x i32> %6706, %1100
  %6708 = bitcast <8 x i32> %6707 to <8 x float>
  %6709 = fcmp oeq <8 x float> %6703, %47
  %6710 = select <8 x i1> %6709, <8 x float> %6708, <8 x float> %6705
  br label %6721

6711:                                             ; preds = %6702
  %6712 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %6703)
  %6713 = bitcast <8 x float> %6703 to <8 x i32>
  %6714 = or <8 x i32> %6713, %1101
  %6715 = bitcast <8 x i32> %6714 to <8 x float>
  %6716 = fcmp oeq <8 x float> %6703, %50
  %6717 = select <8 x i1> %6716, <8 x float> %6715, <8 x float> %6712
  br label %6721

6718:                                             ; preds = %6702
  %6719 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6665, <8 x i1> %6654, <8 x float> zeroinitializer)
  %6720 = fadd <8 x float> %6703, %6719
  br label %6721

6721:                                             ; preds = %6704, %6711, %6718, %6702, %6683, %6661
  %6722 = phi <8 x float> [ %6703, %6702 ], [ %6662, %6661 ], [ %6684, %6683 ], [ %6720, %6718 ], [ %6717, %6711 ], [ %6710, %6704 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %6722, ptr nonnull align 1 %6663, <8 x i1> %6654)
  call void @llvm.lifetime.end.p0(ptr nonnull %31)
  br label %8562

6723:                                             ; preds = %5085
  call void @llvm.lifetime.start.p0(ptr nonnull %32)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(192) %32, i8 0, i64 192, i1 false)
  br i1 %1097, label %6724, label %6797

6724:                                             ; preds = %6723, %6738
  %6725 = phi i64 [ %6739, %6738 ], [ 0, %6723 ]
  %6726 = mul nsw i64 %6725, %14
  %6727 = sub i64 %6726, %16
  %6728 = add i64 %6727, %3859
  %6729 = icmp slt i64 %6728, 0
  %6730 = icmp sge i64 %6728, %6
  %6731 = or i1 %6729, %6730
  %6732 = select i1 %6731, i64 0, i64 %6728
  %6733 = mul nsw i64 %6732, %7
  %6734 = getelementptr inbounds float, ptr %1515, i64 %6733
  br i1 %1098, label %6735, label %6738

6735:                                             ; preds = %6724
  %6736 = mul nuw nsw i64 %6725, %11
  %6737 = getelementptr inbounds nuw float, ptr %1517, i64 %6736
  br label %6741

6738:                                             ; preds = %6750, %6724
  %6739 = add nuw nsw i64 %6725, 1
  %6740 = icmp eq i64 %6739, %10
  br i1 %6740, label %6795, label %6724

6741:                                             ; preds = %6735, %6750
  %6742 = phi i64 [ 0, %6735 ], [ %6751, %6750 ]
  %6743 = getelementptr inbounds nuw float, ptr %6737, i64 %6742
  %6744 = load float, ptr %6743, align 1
  %6745 = insertelement <8 x float> poison, float %6744, i64 0
  %6746 = shufflevector <8 x float> %6745, <8 x float> poison, <8 x i32> zeroinitializer
  %6747 = mul nsw i64 %6742, %15
  %6748 = sub i64 %6747, %17
  %6749 = getelementptr <4 x i64>, ptr %1084, i64 %6742
  br label %6753

6750:                                             ; preds = %6784
  %6751 = add nuw nsw i64 %6742, 1
  %6752 = icmp eq i64 %6751, %11
  br i1 %6752, label %6738, label %6741

6753:                                             ; preds = %6741, %6784
  %6754 = phi i64 [ 0, %6741 ], [ %6793, %6784 ]
  %6755 = or disjoint i64 %5086, %6754
  %6756 = shl nsw i64 %6755, 3
  %6757 = add i64 %6748, %6756
  br i1 %1099, label %6762, label %6758

6758:                                             ; preds = %6753
  %6759 = mul nuw nsw i64 %6755, %11
  %6760 = getelementptr <4 x i64>, ptr %6749, i64 %6759
  %6761 = load <4 x i64>, ptr %6760, align 32
  br label %6784

6762:                                             ; preds = %6753
  %6763 = sub nsw i64 %9, %6756
  %6764 = icmp slt i64 %6757, 0
  %6765 = sub nsw i64 0, %6757
  %6766 = select i1 %6764, i64 %6765, i64 0
  %6767 = sub nsw i64 %7, %6757
  %6768 = call i64 @llvm.smin.i64(i64 %6767, i64 %6763)
  %6769 = call i64 @llvm.smin.i64(i64 %6768, i64 8)
  %6770 = icmp sgt i64 %6769, %6766
  %6771 = trunc i64 %6766 to i32
  %6772 = select i1 %6770, i32 %6771, i32 0
  %6773 = insertelement <8 x i32> poison, i32 %6772, i64 0
  %6774 = shufflevector <8 x i32> %6773, <8 x i32> poison, <8 x i32> zeroinitializer
  %6775 = icmp slt <8 x i32> %6774, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %6776 = trunc i64 %6769 to i32
  %6777 = select i1 %6770, i32 %6776, i32 0
  %6778 = insertelement <8 x i32> poison, i32 %6777, i64 0
  %6779 = shufflevector <8 x i32> %6778, <8 x i32> poison, <8 x i32> zeroinitializer
  %6780 = icmp sgt <8 x i32> %6779, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6781 = and <8 x i1> %6780, %6775
  %6782 = sext <8 x i1> %6781 to <8 x i32>
  %6783 = bitcast <8 x i32> %6782 to <4 x i64>
  br label %6784

6784:                                             ; preds = %6762, %6758
  %6785 = phi <4 x i64> [ %6761, %6758 ], [ %6783, %6762 ]
  %6786 = getelementptr inbounds nuw <8 x float>, ptr %32, i64 %6754
  %6787 = getelementptr inbounds float, ptr %6734, i64 %6757
  %6788 = select i1 %6731, <4 x i64> zeroinitializer, <4 x i64> %6785
  %6789 = bitcast <4 x i64> %6788 to <8 x i32>
  %6790 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %6787, <8 x i32> %6789)
  %6791 = load <8 x float>, ptr %6786, align 32
  %6792 = call <8 x float> @llvm.fma.v8f32(<8 x float> %6790, <8 x float> %6746, <8 x float> %6791)
  store <8 x float> %6792, ptr %6786, align 32
  %6793 = add nuw nsw i64 %6754, 1
  %6794 = icmp eq i64 %6793, 6
  br i1 %6794, label %6750, label %6753

6795:                                             ; preds = %6738
  %6796 = load <8 x float>, ptr %32, align 32
  br label %6797

6797:                                             ; preds = %6795, %6723
  %6798 = phi <8 x float> [ %6796, %6795 ], [ zeroinitializer, %6723 ]
  %6799 = shl nsw i64 %5086, 3
  %6800 = sub nsw i64 %9, %6799
  %6801 = icmp sgt i64 %6800, 7
  %6802 = trunc i64 %6800 to i32
  %6803 = select i1 %6801, i32 8, i32 %6802
  %6804 = insertelement <8 x i32> poison, i32 %6803, i64 0
  %6805 = shufflevector <8 x i32> %6804, <8 x i32> poison, <8 x i32> zeroinitializer
  %6806 = icmp sgt <8 x i32> %6805, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %3855, label %6812, label %6807

6807:                                             ; preds = %6797
  %6808 = load float, ptr %1518, align 1
  %6809 = insertelement <8 x float> poison, float %6808, i64 0
  %6810 = shufflevector <8 x float> %6809, <8 x float> poison, <8 x i32> zeroinitializer
  %6811 = fadd <8 x float> %6798, %6810
  br label %6812

6812:                                             ; preds = %6807, %6797
  %6813 = phi <8 x float> [ %6811, %6807 ], [ %6798, %6797 ]
  %6814 = getelementptr inbounds nuw float, ptr %1525, i64 %6799
  %6815 = getelementptr inbounds nuw float, ptr %1530, i64 %6799
  %6816 = select i1 %3856, ptr null, ptr %6815
  switch i64 %1184, label %504 [
    i64 1, label %6817
    i64 2, label %6820
    i64 3, label %6827
    i64 0, label %6872
  ]

6817:                                             ; preds = %6812
  %6818 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6816, <8 x i1> %6806, <8 x float> zeroinitializer)
  %6819 = fadd <8 x float> %6813, %6818
  br label %6834

6820:                                             ; preds = %6812
  %6821 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %6813)
  %6822 = bitcast <8 x float> %6813 to <8 x i32>
  %6823 = or <8 x i32> %6822, %1101
  %6824 = bitcast <8 x i32> %6823 to <8 x float>
  %6825 = fcmp oeq <8 x float> %6813, %50
  %6826 = select <8 x i1> %6825, <8 x float> %6824, <8 x float> %6821
  br label %6834

6827:                                             ; preds = %6812
  %6828 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %6813)
  %6829 = bitcast <8 x float> %6813 to <8 x i32>
  %6830 = and <8 x i32> %6829, %1100
  %6831 = bitcast <8 x i32> %6830 to <8 x float>
  %6832 = fcmp oeq <8 x float> %6813, %47
  %6833 = select <8 x i1> %6832, <8 x float> %6831, <8 x float> %6828
  br label %6834

6834:                                             ; preds = %6827, %6820, %6817
  %6835 = phi <8 x float> [ %6819, %6817 ], [ %6826, %6820 ], [ %6833, %6827 ]
  switch i64 %1186, label %504 [
    i64 1, label %6850
    i64 2, label %6843
    i64 3, label %6836
    i64 0, label %6872
  ]

6836:                                             ; preds = %6834
  %6837 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %6835)
  %6838 = bitcast <8 x float> %6835 to <8 x i32>
  %6839 = and <8 x i32> %6838, %1100
  %6840 = bitcast <8 x i32> %6839 to <8 x float>
  %6841 = fcmp oeq <8 x float> %6835, %47
  %6842 = select <8 x i1> %6841, <8 x float> %6840, <8 x float> %6837
  br label %6853

6843:                                             ; preds = %6834
  %6844 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %6835)
  %6845 = bitcast <8 x float> %6835 to <8 x i32>
  %6846 = or <8 x i32> %6845, %1101
  %6847 = bitcast <8 x i32> %6846 to <8 x float>
  %6848 = fcmp oeq <8 x float> %6835, %50
  %6849 = select <8 x i1> %6848, <8 x float> %6847, <8 x float> %6844
  br label %6853

6850:                                             ; preds = %6834
  %6851 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6816, <8 x i1> %6806, <8 x float> zeroinitializer)
  %6852 = fadd <8 x float> %6835, %6851
  br label %6853

6853:                                             ; preds = %6850, %6843, %6836
  %6854 = phi <8 x float> [ %6852, %6850 ], [ %6849, %6843 ], [ %6842, %6836 ]
  switch i64 %1188, label %504 [
    i64 1, label %6869
    i64 2, label %6862
    i64 3, label %6855
    i64 0, label %6872
  ]

6855:                                             ; preds = %6853
  %6856 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %6854)
  %6857 = bitcast <8 x float> %6854 to <8 x i32>
  %6858 = and <8 x i32> %6857, %1100
  %6859 = bitcast <8 x i32> %6858 to <8 x float>
  %6860 = fcmp oeq <8 x float> %6854, %47
  %6861 = select <8 x i1> %6860, <8 x float> %6859, <8 x float> %6856
  br label %6872

6862:                                             ; preds = %6853
  %6863 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %6854)
  %6864 = bitcast <8 x float> %6854 to <8 x i32>
  %6865 = or <8 x i32> %6864, %1101
  %6866 = bitcast <8 x i32> %6865 to <8 x float>
  %6867 = fcmp oeq <8 x float> %6854, %50
  %6868 = select <8 x i1> %6867, <8 x float> %6866, <8 x float> %6863
  br label %6872

6869:                                             ; preds = %6853
  %6870 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6816, <8 x i1> %6806, <8 x float> zeroinitializer)
  %6871 = fadd <8 x float> %6854, %6870
  br label %6872

6872:                                             ; preds = %6855, %6862, %6869, %6853, %6834, %6812
  %6873 = phi <8 x float> [ %6854, %6853 ], [ %6813, %6812 ], [ %6835, %6834 ], [ %6871, %6869 ], [ %6868, %6862 ], [ %6861, %6855 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %6873, ptr align 1 %6814, <8 x i1> %6806)
  %6874 = shl i64 %5086, 3
  %6875 = or disjoint i64 %6874, 8
  %6876 = sub nsw i64 %9, %6875
  %6877 = icmp sgt i64 %6876, 7
  %6878 = trunc i64 %6876 to i32
  %6879 = select i1 %6877, i32 8, i32 %6878
  %6880 = insertelement <8 x i32> poison, i32 %6879, i64 0
  %6881 = shufflevector <8 x i32> %6880, <8 x i32> poison, <8 x i32> zeroinitializer
  %6882 = icmp sgt <8 x i32> %6881, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6883 = load <8 x float>, ptr %1189, align 32
  br i1 %3855, label %6889, label %6884

6884:                                             ; preds = %6872
  %6885 = load float, ptr %1518, align 1
  %6886 = insertelement <8 x float> poison, float %6885, i64 0
  %6887 = shufflevector <8 x float> %6886, <8 x float> poison, <8 x i32> zeroinitializer
  %6888 = fadd <8 x float> %6883, %6887
  br label %6889

6889:                                             ; preds = %6884, %6872
  %6890 = phi <8 x float> [ %6888, %6884 ], [ %6883, %6872 ]
  %6891 = getelementptr inbounds nuw float, ptr %1525, i64 %6875
  %6892 = getelementptr inbounds nuw float, ptr %1530, i64 %6875
  %6893 = select i1 %3856, ptr null, ptr %6892
  switch i64 %1184, label %504 [
    i64 1, label %6908
    i64 2, label %6901
    i64 3, label %6894
    i64 0, label %6949
  ]

6894:                                             ; preds = %6889
  %6895 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %6890)
  %6896 = bitcast <8 x float> %6890 to <8 x i32>
  %6897 = and <8 x i32> %6896, %1100
  %6898 = bitcast <8 x i32> %6897 to <8 x float>
  %6899 = fcmp oeq <8 x float> %6890, %47
  %6900 = select <8 x i1> %6899, <8 x float> %6898, <8 x float> %6895
  br label %6911

6901:                                             ; preds = %6889
  %6902 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %6890)
  %6903 = bitcast <8 x float> %6890 to <8 x i32>
  %6904 = or <8 x i32> %6903, %1101
  %6905 = bitcast <8 x i32> %6904 to <8 x float>
  %6906 = fcmp oeq <8 x float> %6890, %50
  %6907 = select <8 x i1> %6906, <8 x float> %6905, <8 x float> %6902
  br label %6911

6908:                                             ; preds = %6889
  %6909 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6893, <8 x i1> %6882, <8 x float> zeroinitializer)
  %6910 = fadd <8 x float> %6890, %6909
  br label %6911

6911:                                             ; preds = %6908, %6901, %6894
  %6912 = phi <8 x float> [ %6910, %6908 ], [ %6907, %6901 ], [ %6900, %6894 ]
  switch i64 %1191, label %504 [
    i64 1, label %6927
    i64 2, label %6920
    i64 3, label %6913
    i64 0, label %6949
  ]

6913:                                             ; preds = %6911
  %6914 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %6912)
  %6915 = bitcast <8 x float> %6912 to <8 x i32>
  %6916 = and <8 x i32> %6915, %1100
  %6917 = bitcast <8 x i32> %6916 to <8 x float>
  %6918 = fcmp oeq <8 x float> %6912, %47
  %6919 = select <8 x i1> %6918, <8 x float> %6917, <8 x float> %6914
  br label %6930

6920:                                             ; preds = %6911
  %6921 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %6912)
  %6922 = bitcast <8 x float> %6912 to <8 x i32>
  %6923 = or <8 x i32> %6922, %1101
  %6924 = bitcast <8 x i32> %6923 to <8 x float>
  %6925 = fcmp oeq <8 x float> %6912, %50
  %6926 = select <8 x i1> %6925, <8 x float> %6924, <8 x float> %6921
  br label %6930

6927:                                             ; preds = %6911
  %6928 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6893, <8 x i1> %6882, <8 x float> zeroinitializer)
  %6929 = fadd <8 x float> %6912, %6928
  br label %6930

6930:                                             ; preds = %6927, %6920, %6913
  %6931 = phi <8 x float> [ %6929, %6927 ], [ %6926, %6920 ], [ %6919, %6913 ]
  switch i64 %1193, label %504 [
    i64 1, label %6946
    i64 2, label %6939
    i64 3, label %6932
    i64 0, label %6949
  ]

6932:                                             ; preds = %6930
  %6933 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %6931)
  %6934 = bitcast <8 x float> %6931 to <8 x i32>
  %6935 = and <8 x i32> %6934, %1100
  %6936 = bitcast <8 x i32> %6935 to <8 x float>
  %6937 = fcmp oeq <8 x float> %6931, %47
  %6938 = select <8 x i1> %6937, <8 x float> %6936, <8 x float> %6933
  br label %6949

6939:                                             ; preds = %6930
  %6940 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %6931)
  %6941 = bitcast <8 x float> %6931 to <8 x i32>
  %6942 = or <8 x i32> %6941, %1101
  %6943 = bitcast <8 x i32> %6942 to <8 x float>
  %6944 = fcmp oeq <8 x float> %6931, %50
  %6945 = select <8 x i1> %6944, <8 x float> %6943, <8 x float> %6940
  br label %6949

6946:                                             ; preds = %6930
  %6947 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6893, <8 x i1> %6882, <8 x float> zeroinitializer)
  %6948 = fadd <8 x float> %6931, %6947
  br label %6949

6949:                                             ; preds = %6932, %6939, %6946, %6930, %6911, %6889
  %6950 = phi <8 x float> [ %6931, %6930 ], [ %6890, %6889 ], [ %6912, %6911 ], [ %6948, %6946 ], [ %6945, %6939 ], [ %6938, %6932 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %6950, ptr nonnull align 1 %6891, <8 x i1> %6882)
  %6951 = shl i64 %5086, 3
  %6952 = or disjoint i64 %6951, 16
  %6953 = sub nsw i64 %9, %6952
  %6954 = icmp sgt i64 %6953, 7
  %6955 = trunc i64 %6953 to i32
  %6956 = select i1 %6954, i32 8, i32 %6955
  %6957 = insertelement <8 x i32> poison, i32 %6956, i64 0
  %6958 = shufflevector <8 x i32> %6957, <8 x i32> poison, <8 x i32> zeroinitializer
  %6959 = icmp sgt <8 x i32> %6958, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6960 = load <8 x float>, ptr %1194, align 32
  br i1 %3855, label %6966, label %6961

6961:                                             ; preds = %6949
  %6962 = load float, ptr %1518, align 1
  %6963 = insertelement <8 x float> poison, float %6962, i64 0
  %6964 = shufflevector <8 x float> %6963, <8 x float> poison, <8 x i32> zeroinitializer
  %6965 = fadd <8 x float> %6960, %6964
  br label %6966

6966:                                             ; preds = %6961, %6949
  %6967 = phi <8 x float> [ %6965, %6961 ], [ %6960, %6949 ]
  %6968 = getelementptr inbounds nuw float, ptr %1525, i64 %6952
  %6969 = getelementptr inbounds nuw float, ptr %1530, i64 %6952
  %6970 = select i1 %3856, ptr null, ptr %6969
  switch i64 %1184, label %504 [
    i64 1, label %6985
    i64 2, label %6978
    i64 3, label %6971
    i64 0, label %7026
  ]

6971:                                             ; preds = %6966
  %6972 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %6967)
  %6973 = bitcast <8 x float> %6967 to <8 x i32>
  %6974 = and <8 x i32> %6973, %1100
  %6975 = bitcast <8 x i32> %6974 to <8 x float>
  %6976 = fcmp oeq <8 x float> %6967, %47
  %6977 = select <8 x i1> %6976, <8 x float> %6975, <8 x float> %6972
  br label %6988

6978:                                             ; preds = %6966
  %6979 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %6967)
  %6980 = bitcast <8 x float> %6967 to <8 x i32>
  %6981 = or <8 x i32> %6980, %1101
  %6982 = bitcast <8 x i32> %6981 to <8 x float>
  %6983 = fcmp oeq <8 x float> %6967, %50
  %6984 = select <8 x i1> %6983, <8 x float> %6982, <8 x float> %6979
  br label %6988

6985:                                             ; preds = %6966
  %6986 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6970, <8 x i1> %6959, <8 x float> zeroinitializer)
  %6987 = fadd <8 x float> %6967, %6986
  br label %6988

6988:                                             ; preds = %6985, %6978, %6971
  %6989 = phi <8 x float> [ %6987, %6985 ], [ %6984, %6978 ], [ %6977, %6971 ]
  switch i64 %1196, label %504 [
    i64 1, label %7004
    i64 2, label %6997
    i64 3, label %6990
    i64 0, label %7026
  ]

6990:                                             ; preds = %6988
  %6991 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %6989)
  %6992 = bitcast <8 x float> %6989 to <8 x i32>
  %6993 = and <8 x i32> %6992, %1100
  %6994 = bitcast <8 x i32> %6993 to <8 x float>
  %6995 = fcmp oeq <8 x float> %6989, %47
  %6996 = select <8 x i1> %6995, <8 x float> %6994, <8 x float> %6991
  br label %7007

6997:                                             ; preds = %6988
  %6998 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %6989)
  %6999 = bitcast <8 x float> %6989 to <8 x i32>
  %7000 = or <8 x i32> %6999, %1101
  %7001 = bitcast <8 x i32> %7000 to <8 x float>
  %7002 = fcmp oeq <8 x float> %6989, %50
  %7003 = select <8 x i1> %7002, <8 x float> %7001, <8 x float> %6998
  br label %7007

7004:                                             ; preds = %6988
  %7005 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6970, <8 x i1> %6959, <8 x float> zeroinitializer)
  %7006 = fadd <8 x float> %6989, %7005
  br label %7007

7007:                                             ; preds = %7004, %6997, %6990
  %7008 = phi <8 x float> [ %7006, %7004 ], [ %7003, %6997 ], [ %6996, %6990 ]
  switch i64 %1198, label %504 [
    i64 1, label %7023
    i64 2, label %7016
    i64 3, label %7009
    i64 0, label %7026
  ]

7009:                                             ; preds = %7007
  %7010 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %7008)
  %7011 = bitcast <8 x float> %7008 to <8 x i32>
  %7012 = and <8 x i32> %7011, %1100
  %7013 = bitcast <8 x i32> %7012 to <8 x float>
  %7014 = fcmp oeq <8 x float> %7008, %47
  %7015 = select <8 x i1> %7014, <8 x float> %7013, <8 x float> %7010
  br label %7026

7016:                                             ; preds = %7007
  %7017 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %7008)
  %7018 = bitcast <8 x float> %7008 to <8 x i32>
  %7019 = or <8 x i32> %7018, %1101
  %7020 = bitcast <8 x i32> %7019 to <8 x float>
  %7021 = fcmp oeq <8 x float> %7008, %50
  %7022 = select <8 x i1> %7021, <8 x float> %7020, <8 x float> %7017
  br label %7026

7023:                                             ; preds = %7007
  %7024 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6970, <8 x i1> %6959, <8 x float> zeroinitializer)
  %7025 = fadd <8 x float> %7008, %7024
  br label %7026

7026:                                             ; preds = %7009, %7016, %7023, %7007, %6988, %6966
  %7027 = phi <8 x float> [ %7008, %7007 ], [ %6967, %6966 ], [ %6989, %6988 ], [ %7025, %7023 ], [ %7022, %7016 ], [ %7015, %7009 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %7027, ptr nonnull align 1 %6968, <8 x i1> %6959)
  %7028 = shl i64 %5086, 3
  %7029 = or disjoint i64 %7028, 24
  %7030 = sub nsw i64 %9, %7029
  %7031 = icmp sgt i64 %7030, 7
  %7032 = trunc i64 %7030 to i32
  %7033 = select i1 %7031, i32 8, i32 %7032
  %7034 = insertelement <8 x i32> poison, i32 %7033, i64 0
  %7035 = shufflevector <8 x i32> %7034, <8 x i32> poison, <8 x i32> zeroinitializer
  %7036 = icmp sgt <8 x i32> %7035, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %7037 = load <8 x float>, ptr %1199, align 32
  br i1 %3855, label %7043, label %7038

7038:                                             ; preds = %7026
  %7039 = load float, ptr %1518, align 1
  %7040 = insertelement <8 x float> poison, float %7039, i64 0
  %7041 = shufflevector <8 x float> %7040, <8 x float> poison, <8 x i32> zeroinitializer
  %7042 = fadd <8 x float> %7037, %7041
  br label %7043

7043:                                             ; preds = %7038, %7026
  %7044 = phi <8 x float> [ %7042, %7038 ], [ %7037, %7026 ]
  %7045 = getelementptr inbounds nuw float, ptr %1525, i64 %7029
  %7046 = getelementptr inbounds nuw float, ptr %1530, i64 %7029
  %7047 = select i1 %3856, ptr null, ptr %7046
  switch i64 %1184, label %504 [
    i64 1, label %7062
    i64 2, label %7055
    i64 3, label %7048
    i64 0, label %7103
  ]

7048:                                             ; preds = %7043
  %7049 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %7044)
  %7050 = bitcast <8 x float> %7044 to <8 x i32>
  %7051 = and <8 x i32> %7050, %1100
  %7052 = bitcast <8 x i32> %7051 to <8 x float>
  %7053 = fcmp oeq <8 x float> %7044, %47
  %7054 = select <8 x i1> %7053, <8 x float> %7052, <8 x float> %7049
  br label %7065

7055:                                             ; preds = %7043
  %7056 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %7044)
  %7057 = bitcast <8 x float> %7044 to <8 x i32>
  %7058 = or <8 x i32> %7057, %1101
  %7059 = bitcast <8 x i32> %7058 to <8 x float>
  %7060 = fcmp oeq <8 x float> %7044, %50
  %7061 = select <8 x i1> %7060, <8 x float> %7059, <8 x float> %7056
  br label %7065

7062:                                             ; preds = %7043
  %7063 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7047, <8 x i1> %7036, <8 x float> zeroinitializer)
  %7064 = fadd <8 x float> %7044, %7063
  br label %7065

7065:                                             ; preds = %7062, %7055, %7048
  %7066 = phi <8 x float> [ %7064, %7062 ], [ %7061, %7055 ], [ %7054, %7048 ]
  switch i64 %1201, label %504 [
    i64 1, label %7081
    i64 2, label %7074
    i64 3, label %7067
    i64 0, label %7103
  ]

7067:                                             ; preds = %7065
  %7068 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %7066)
  %7069 = bitcast <8 x float> %7066 to <8 x i32>
  %7070 = and <8 x i32> %7069, %1100
  %7071 = bitcast <8 x i32> %7070 to <8 x float>
  %7072 = fcmp oeq <8 x float> %7066, %47
  %7073 = select <8 x i1> %7072, <8 x float> %7071, <8 x float> %7068
  br label %7084

7074:                                             ; preds = %7065
  %7075 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %7066)
  %7076 = bitcast <8 x float> %7066 to <8 x i32>
  %7077 = or <8 x i32> %7076, %1101
  %7078 = bitcast <8 x i32> %7077 to <8 x float>
  %7079 = fcmp oeq <8 x float> %7066, %50
  %7080 = select <8 x i1> %7079, <8 x float> %7078, <8 x float> %7075
  br label %7084

7081:                                             ; preds = %7065
  %7082 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7047, <8 x i1> %7036, <8 x float> zeroinitializer)
  %7083 = fadd <8 x float> %7066, %7082
  br label %7084

7084:                                             ; preds = %7081, %7074, %7067
  %7085 = phi <8 x float> [ %7083, %7081 ], [ %7080, %7074 ], [ %7073, %7067 ]
  switch i64 %1203, label %504 [
    i64 1, label %7100
    i64 2, label %7093
    i64 3, label %7086
    i64 0, label %7103
  ]

7086:                                             ; preds = %7084
  %7087 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %7085)
  %7088 = bitcast <8 x float> %7085 to <8 x i32>
  %7089 = and <8 x i32> %7088, %1100
  %7090 = bitcast <8 x i32> %7089 to <8 x float>
  %7091 = fcmp oeq <8 x float> %7085, %47
  %7092 = select <8 x i1> %7091, <8 x float> %7090, <8 x float> %7087
  br label %7103

7093:                                             ; preds = %7084
  %7094 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %7085)
  %7095 = bitcast <8 x float> %7085 to <8 x i32>
  %7096 = or <8 x i32> %7095, %1101
  %7097 = bitcast <8 x i32> %7096 to <8 x float>
  %7098 = fcmp oeq <8 x float> %7085, %50
  %7099 = select <8 x i1> %7098, <8 x float> %7097, <8 x float> %7094
  br label %7103

7100:                                             ; preds = %7084
  %7101 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7047, <8 x i1> %7036, <8 x float> zeroinitializer)
  %7102 = fadd <8 x float> %7085, %7101
  br label %7103

7103:                                             ; preds = %7086, %7093, %7100, %7084, %7065, %7043
  %7104 = phi <8 x float> [ %7085, %7084 ], [ %7044, %7043 ], [ %7066, %7065 ], [ %7102, %7100 ], [ %7099, %7093 ], [ %7092, %7086 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %7104, ptr nonnull align 1 %7045, <8 x i1> %7036)
  %7105 = shl i64 %5086, 3
  %7106 = or disjoint i64 %7105, 32
  %7107 = sub nsw i64 %9, %7106
  %7108 = icmp sgt i64 %7107, 7
  %7109 = trunc i64 %7107 to i32
  %7110 = select i1 %7108, i32 8, i32 %7109
  %7111 = insertelement <8 x i32> poison, i32 %7110, i64 0
  %7112 = shufflevector <8 x i32> %7111, <8 x i32> poison, <8 x i32> zeroinitializer
  %7113 = icmp sgt <8 x i32> %7112, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %7114 = load <8 x float>, ptr %1204, align 32
  br i1 %3855, label %7120, label %7115

7115:                                             ; preds = %7103
  %7116 = load float, ptr %1518, align 1
  %7117 = insertelement <8 x float> poison, float %7116, i64 0
  %7118 = shufflevector <8 x float> %7117, <8 x float> poison, <8 x i32> zeroinitializer
  %7119 = fadd <8 x float> %7114, %7118
  br label %7120

7120:                                             ; preds = %7115, %7103
  %7121 = phi <8 x float> [ %7119, %7115 ], [ %7114, %7103 ]
  %7122 = getelementptr inbounds nuw float, ptr %1525, i64 %7106
  %7123 = getelementptr inbounds nuw float, ptr %1530, i64 %7106
  %7124 = select i1 %3856, ptr null, ptr %7123
  switch i64 %1184, label %504 [
    i64 1, label %7139
    i64 2, label %7132
    i64 3, label %7125
    i64 0, label %7180
  ]

7125:                                             ; preds = %7120
  %7126 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %7121)
  %7127 = bitcast <8 x float> %7121 to <8 x i32>
  %7128 = and <8 x i32> %7127, %1100
  %7129 = bitcast <8 x i32> %7128 to <8 x float>
  %7130 = fcmp oeq <8 x float> %7121, %47
  %7131 = select <8 x i1> %7130, <8 x float> %7129, <8 x float> %7126
  br label %7142

7132:                                             ; preds = %7120
  %7133 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %7121)
  %7134 = bitcast <8 x float> %7121 to <8 x i32>
  %7135 = or <8 x i32> %7134, %1101
  %7136 = bitcast <8 x i32> %7135 to <8 x float>
  %7137 = fcmp oeq <8 x float> %7121, %50
  %7138 = select <8 x i1> %7137, <8 x float> %7136, <8 x float> %7133
  br label %7142

7139:                                             ; preds = %7120
  %7140 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7124, <8 x i1> %7113, <8 x float> zeroinitializer)
  %7141 = fadd <8 x float> %7121, %7140
  br label %7142

7142:                                             ; preds = %7139, %7132, %7125
  %7143 = phi <8 x float> [ %7141, %7139 ], [ %7138, %7132 ], [ %7131, %7125 ]
  switch i64 %1206, label %504 [
    i64 1, label %7158
    i64 2, label %7151
    i64 3, label %7144
    i64 0, label %7180
  ]

7144:                                             ; preds = %7142
  %7145 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %7143)
  %7146 = bitcast <8 x float> %7143 to <8 x i32>
  %7147 = and <8 x i32> %7146, %1100
  %7148 = bitcast <8 x i32> %7147 to <8 x float>
  %7149 = fcmp oeq <8 x float> %7143, %47
  %7150 = select <8 x i1> %7149, <8 x float> %7148, <8 x float> %7145
  br label %7161

7151:                                             ; preds = %7142
  %7152 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %7143)
  %7153 = bitcast <8 x float> %7143 to <8 x i32>
  %7154 = or <8 x i32> %7153, %1101
  %7155 = bitcast <8 x i32> %7154 to <8 x float>
  %7156 = fcmp oeq <8 x float> %7143, %50
  %7157 = select <8 x i1> %7156, <8 x float> %7155, <8 x float> %7152
  br label %7161

7158:                                             ; preds = %7142
  %7159 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7124, <8 x i1> %7113, <8 x float> zeroinitializer)
  %7160 = fadd <8 x float> %7143, %7159
  br label %7161

7161:                                             ; preds = %7158, %7151, %7144
  %7162 = phi <8 x float> [ %7160, %7158 ], [ %7157, %7151 ], [ %7150, %7144 ]
  switch i64 %1208, label %504 [
    i64 1, label %7177
    i64 2, label %7170
    i64 3, label %7163
    i64 0, label %7180
  ]

7163:                                             ; preds = %7161
  %7164 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %7162)
  %7165 = bitcast <8 x float> %7162 to <8 x i32>
  %7166 = and <8 x i32> %7165, %1100
  %7167 = bitcast <8 x i32> %7166 to <8 x float>
  %7168 = fcmp oeq <8 x float> %7162, %47
  %7169 = select <8 x i1> %7168, <8 x float> %7167, <8 x float> %7164
  br label %7180

7170:                                             ; preds = %7161
  %7171 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %7162)
  %7172 = bitcast <8 x float> %7162 to <8 x i32>
  %7173 = or <8 x i32> %7172, %1101
  %7174 = bitcast <8 x i32> %7173 to <8 x float>
  %7175 = fcmp oeq <8 x float> %7162, %50
  %7176 = select <8 x i1> %7175, <8 x float> %7174, <8 x float> %7171
  br label %7180

7177:                                             ; preds = %7161
  %7178 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7124, <8 x i1> %7113, <8 x float> zeroinitializer)
  %7179 = fadd <8 x float> %7162, %7178
  br label %7180

7180:                                             ; preds = %7163, %7170, %7177, %7161, %7142, %7120
  %7181 = phi <8 x float> [ %7162, %7161 ], [ %7121, %7120 ], [ %7143, %7142 ], [ %7179, %7177 ], [ %7176, %7170 ], [ %7169, %7163 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %7181, ptr nonnull align 1 %7122, <8 x i1> %7113)
  %7182 = shl i64 %5086, 3
  %7183 = or disjoint i64 %7182, 40
  %7184 = sub nsw i64 %9, %7183
  %7185 = icmp sgt i64 %7184, 7
  %7186 = trunc i64 %7184 to i32
  %7187 = select i1 %7185, i32 8, i32 %7186
  %7188 = insertelement <8 x i32> poison, i32 %7187, i64 0
  %7189 = shufflevector <8 x i32> %7188, <8 x i32> poison, <8 x i32> zeroinitializer
  %7190 = icmp sgt <8 x i32> %7189, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %7191 = load <8 x float>, ptr %1209, align 32
  br i1 %3855, label %7197, label %7192

7192:                                             ; preds = %7180
  %7193 = load float, ptr %1518, align 1
  %7194 = insertelement <8 x float> poison, float %7193, i64 0
  %7195 = shufflevector <8 x float> %7194, <8 x float> poison, <8 x i32> zeroinitializer
  %7196 = fadd <8 x float> %7191, %7195
  br label %7197

7197:                                             ; preds = %7192, %7180
  %7198 = phi <8 x float> [ %7196, %7192 ], [ %7191, %7180 ]
  %7199 = getelementptr inbounds nuw float, ptr %1525, i64 %7183
  %7200 = getelementptr inbounds nuw float, ptr %1530, i64 %7183
  %7201 = select i1 %3856, ptr null, ptr %7200
  switch i64 %1184, label %504 [
    i64 1, label %7216
    i64 2, label %7209
    i64 3, label %7202
    i64 0, label %7257
  ]

7202:                                             ; preds = %7197
  %7203 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %7198)
  %7204 = bitcast <8 x float> %7198 to <8 x i32>
  %7205 = and <8 x i32> %7204, %1100
  %7206 = bitcast <8 x i32> %7205 to <8 x float>
  %7207 = fcmp oeq <8 x float> %7198, %47
  %7208 = select <8 x i1> %7207, <8 x float> %7206, <8 x float> %7203
  br label %7219

7209:                                             ; preds = %7197
  %7210 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %7198)
  %7211 = bitcast <8 x float> %7198 to <8 x i32>
  %7212 = or <8 x i32> %7211, %1101
  %7213 = bitcast <8 x i32> %7212 to <8 x float>
  %7214 = fcmp oeq <8 x float> %7198, %50
  %7215 = select <8 x i1> %7214, <8 x float> %7213, <8 x float> %7210
  br label %7219

7216:                                             ; preds = %7197
  %7217 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7201, <8 x i1> %7190, <8 x float> zeroinitializer)
  %7218 = fadd <8 x float> %7198, %7217
  br label %7219

7219:                                             ; preds = %7216, %7209, %7202
  %7220 = phi <8 x float> [ %7218, %7216 ], [ %7215, %7209 ], [ %7208, %7202 ]
  switch i64 %1211, label %504 [
    i64 1, label %7235
    i64 2, label %7228
    i64 3, label %7221
    i64 0, label %7257
  ]

7221:                                             ; preds = %7219
  %7222 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %7220)
  %7223 = bitcast <8 x float> %7220 to <8 x i32>
  %7224 = and <8 x i32> %7223, %1100
  %7225 = bitcast <8 x i32> %7224 to <8 x float>
  %7226 = fcmp oeq <8 x float> %7220, %47
  %7227 = select <8 x i1> %7226, <8 x float> %7225, <8 x float> %7222
  br label %7238

7228:                                             ; preds = %7219
  %7229 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %7220)
  %7230 = bitcast <8 x float> %7220 to <8 x i32>
  %7231 = or <8 x i32> %7230, %1101
  %7232 = bitcast <8 x i32> %7231 to <8 x float>
  %7233 = fcmp oeq <8 x float> %7220, %50
  %7234 = select <8 x i1> %7233, <8 x float> %7232, <8 x float> %7229
  br label %7238

7235:                                             ; preds = %7219
  %7236 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7201, <8 x i1> %7190, <8 x float> zeroinitializer)
  %7237 = fadd <8 x float> %7220, %7236
  br label %7238

7238:                                             ; preds = %7235, %7228, %7221
  %7239 = phi <8 x float> [ %7237, %7235 ], [ %7234, %7228 ], [ %7227, %7221 ]
  switch i64 %1213, label %504 [
    i64 1, label %7254
    i64 2, label %7247
    i64 3, label %7240
    i64 0, label %7257
  ]

7240:                                             ; preds = %7238
  %7241 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %7239)
  %7242 = bitcast <8 x float> %7239 to <8 x i32>
  %7243 = and <8 x i32> %7242, %1100
  %7244 = bitcast <8 x i32> %7243 to <8 x float>
  %7245 = fcmp oeq <8 x float> %7239, %47
  %7246 = select <8 x i1> %7245, <8 x float> %7244, <8 x float> %7241
  br label %7257

7247:                                             ; preds = %7238
  %7248 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %7239)
  %7249 = bitcast <8 x float> %7239 to <8 x i32>
  %7250 = or <8 x i32> %7249, %1101
  %7251 = bitcast <8 x i32> %7250 to <8 x float>
  %7252 = fcmp oeq <8 x float> %7239, %50
  %7253 = select <8 x i1> %7252, <8 x float> %7251, <8 x float> %7248
  br label %7257

7254:                                             ; preds = %7238
  %7255 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7201, <8 x i1> %7190, <8 x float> zeroinitializer)
  %7256 = fadd <8 x float> %7239, %7255
  br label %7257

7257:                                             ; preds = %7240, %7247, %7254, %7238, %7219, %7197
  %7258 = phi <8 x float> [ %7239, %7238 ], [ %7198, %7197 ], [ %7220, %7219 ], [ %7256, %7254 ], [ %7253, %7247 ], [ %7246, %7240 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %7258, ptr nonnull align 1 %7199, <8 x i1> %7190)
  call void @llvm.lifetime.end.p0(ptr nonnull %32)
  br label %8562

7259:                                             ; preds = %5085
  call void @llvm.lifetime.start.p0(ptr nonnull %33)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(224) %33, i8 0, i64 224, i1 false)
  br i1 %1097, label %7260, label %7333

7260:                                             ; preds = %7259, %7274
  %7261 = phi i64 [ %7275, %7274 ], [ 0, %7259 ]
  %7262 = mul nsw i64 %7261, %14
  %7263 = sub i64 %7262, %16
  %7264 = add i64 %7263, %3858
  %7265 = icmp slt i64 %7264, 0
  %7266 = icmp sge i64 %7264, %6
  %7267 = or i1 %7265, %7266
  %7268 = select i1 %7267, i64 0, i64 %7264
  %7269 = mul nsw i64 %7268, %7
  %7270 = getelementptr inbounds float, ptr %1515, i64 %7269
  br i1 %1098, label %7271, label %7274

7271:                                             ; preds = %7260
  %7272 = mul nuw nsw i64 %7261, %11
  %7273 = getelementptr inbounds nuw float, ptr %1517, i64 %7272
  br label %7277

7274:                                             ; preds = %7286, %7260
  %7275 = add nuw nsw i64 %7261, 1
  %7276 = icmp eq i64 %7275, %10
  br i1 %7276, label %7331, label %7260

7277:                                             ; preds = %7271, %7286
  %7278 = phi i64 [ 0, %7271 ], [ %7287, %7286 ]
  %7279 = getelementptr inbounds nuw float, ptr %7273, i64 %7278
  %7280 = load float, ptr %7279, align 1
  %7281 = insertelement <8 x float> poison, float %7280, i64 0
  %7282 = shufflevector <8 x float> %7281, <8 x float> poison, <8 x i32> zeroinitializer
  %7283 = mul nsw i64 %7278, %15
  %7284 = sub i64 %7283, %17
  %7285 = getelementptr <4 x i64>, ptr %1084, i64 %7278
  br label %7289

7286:                                             ; preds = %7320
  %7287 = add nuw nsw i64 %7278, 1
  %7288 = icmp eq i64 %7287, %11
  br i1 %7288, label %7274, label %7277

7289:                                             ; preds = %7277, %7320
  %7290 = phi i64 [ 0, %7277 ], [ %7329, %7320 ]
  %7291 = or disjoint i64 %5086, %7290
  %7292 = shl nsw i64 %7291, 3
  %7293 = add i64 %7284, %7292
  br i1 %1099, label %7298, label %7294

7294:                                             ; preds = %7289
  %7295 = mul nuw nsw i64 %7291, %11
  %7296 = getelementptr <4 x i64>, ptr %7285, i64 %7295
  %7297 = load <4 x i64>, ptr %7296, align 32
  br label %7320

7298:                                             ; preds = %7289
  %7299 = sub nsw i64 %9, %7292
  %7300 = icmp slt i64 %7293, 0
  %7301 = sub nsw i64 0, %7293
  %7302 = select i1 %7300, i64 %7301, i64 0
  %7303 = sub nsw i64 %7, %7293
  %7304 = call i64 @llvm.smin.i64(i64 %7303, i64 %7299)
  %7305 = call i64 @llvm.smin.i64(i64 %7304, i64 8)
  %7306 = icmp sgt i64 %7305, %7302
  %7307 = trunc i64 %7302 to i32
  %7308 = select i1 %7306, i32 %7307, i32 0
  %7309 = insertelement <8 x i32> poison, i32 %7308, i64 0
  %7310 = shufflevector <8 x i32> %7309, <8 x i32> poison, <8 x i32> zeroinitializer
  %7311 = icmp slt <8 x i32> %7310, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %7312 = trunc i64 %7305 to i32
  %7313 = select i1 %7306, i32 %7312, i32 0
  %7314 = insertelement <8 x i32> poison, i32 %7313, i64 0
  %7315 = shufflevector <8 x i32> %7314, <8 x i32> poison, <8 x i32> zeroinitializer
  %7316 = icmp sgt <8 x i32> %7315, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %7317 = and <8 x i1> %7316, %7311
  %7318 = sext <8 x i1> %7317 to <8 x i32>
  %7319 = bitcast <8 x i32> %7318 to <4 x i64>
  br label %7320

7320:                                             ; preds = %7298, %7294
  %7321 = phi <4 x i64> [ %7297, %7294 ], [ %7319, %7298 ]
  %7322 = getelementptr inbounds nuw <8 x float>, ptr %33, i64 %7290
  %7323 = getelementptr inbounds float, ptr %7270, i64 %7293
  %7324 = select i1 %7267, <4 x i64> zeroinitializer, <4 x i64> %7321
  %7325 = bitcast <4 x i64> %7324 to <8 x i32>
  %7326 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7323, <8 x i32> %7325)
  %7327 = load <8 x float>, ptr %7322, align 32
  %7328 = call <8 x float> @llvm.fma.v8f32(<8 x float> %7326, <8 x float> %7282, <8 x float> %7327)
  store <8 x float> %7328, ptr %7322, align 32
  %7329 = add nuw nsw i64 %7290, 1
  %7330 = icmp eq i64 %7329, 7
  br i1 %7330, label %7286, label %7289

7331:                                             ; preds = %7274
  %7332 = load <8 x float>, ptr %33, align 32
  br label %7333

7333:                                             ; preds = %7331, %7259
  %7334 = phi <8 x float> [ %7332, %7331 ], [ zeroinitializer, %7259 ]
  %7335 = shl nsw i64 %5086, 3
  %7336 = sub nsw i64 %9, %7335
  %7337 = icmp sgt i64 %7336, 7
  %7338 = trunc i64 %7336 to i32
  %7339 = select i1 %7337, i32 8, i32 %7338
  %7340 = insertelement <8 x i32> poison, i32 %7339, i64 0
  %7341 = shufflevector <8 x i32> %7340, <8 x i32> poison, <8 x i32> zeroinitializer
  %7342 = icmp sgt <8 x i32> %7341, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %3855, label %7348, label %7343

7343:                                             ; preds = %7333
  %7344 = load float, ptr %1518, align 1
  %7345 = insertelement <8 x float> poison, float %7344, i64 0
  %7346 = shufflevector <8 x float> %7345, <8 x float> poison, <8 x i32> zeroinitializer
  %7347 = fadd <8 x float> %7334, %7346
  br label %7348

7348:                                             ; preds = %7343, %7333
  %7349 = phi <8 x float> [ %7347, %7343 ], [ %7334, %7333 ]
  %7350 = getelementptr inbounds nuw float, ptr %1525, i64 %7335
  %7351 = getelementptr inbounds nuw float, ptr %1530, i64 %7335
  %7352 = select i1 %3856, ptr null, ptr %7351
  switch i64 %1149, label %504 [
    i64 1, label %7353
    i64 2, label %7356
    i64 3, label %7363
    i64 0, label %7408
  ]

7353:                                             ; preds = %7348
  %7354 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7352, <8 x i1> %7342, <8 x float> zeroinitializer)
  %7355 = fadd <8 x float> %7349, %7354
  br label %7370

7356:                                             ; preds = %7348
  %7357 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %7349)
  %7358 = bitcast <8 x float> %7349 to <8 x i32>
  %7359 = or <8 x i32> %7358, %1101
  %7360 = bitcast <8 x i32> %7359 to <8 x float>
  %7361 = fcmp oeq <8 x float> %7349, %50
  %7362 = select <8 x i1> %7361, <8 x float> %7360, <8 x float> %7357
  br label %7370

7363:                                             ; preds = %7348
  %7364 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %7349)
  %7365 = bitcast <8 x float> %7349 to <8 x i32>
  %7366 = and <8 x i32> %7365, %1100
  %7367 = bitcast <8 x i32> %7366 to <8 x float>
  %7368 = fcmp oeq <8 x float> %7349, %47
  %7369 = select <8 x i1> %7368, <8 x float> %7367, <8 x float> %7364
  br label %7370

7370:                                             ; preds = %7363, %7356, %7353
  %7371 = phi <8 x float> [ %7355, %7353 ], [ %7362, %7356 ], [ %7369, %7363 ]
  switch i64 %1151, label %504 [
    i64 1, label %7386
    i64 2, label %7379
    i64 3, label %7372
    i64 0, label %7408
  ]

7372:                                             ; preds = %7370
  %7373 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %7371)
  %7374 = bitcast <8 x float> %7371 to <8 x i32>
  %7375 = and <8 x i32> %7374, %1100
  %7376 = bitcast <8 x i32> %7375 to <8 x float>
  %7377 = fcmp oeq <8 x float> %7371, %47
  %7378 = select <8 x i1> %7377, <8 x float> %7376, <8 x float> %7373
  br label %7389

7379:                                             ; preds = %7370
  %7380 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %7371)
  %7381 = bitcast <8 x float> %7371 to <8 x i32>
  %7382 = or <8 x i32> %7381, %1101
  %7383 = bitcast <8 x i32> %7382 to <8 x float>
  %7384 = fcmp oeq <8 x float> %7371, %50
  %7385 = select <8 x i1> %7384, <8 x float> %7383, <8 x float> %7380
  br label %7389

7386:                                             ; preds = %7370
  %7387 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7352, <8 x i1> %7342, <8 x float> zeroinitializer)
  %7388 = fadd <8 x float> %7371, %7387
  br label %7389

7389:                                             ; preds = %7386, %7379, %7372
  %7390 = phi <8 x float> [ %7388, %7386 ], [ %7385, %7379 ], [ %7378, %7372 ]
  switch i64 %1153, label %504 [
    i64 1, label %7405
    i64 2, label %7398
    i64 3, label %7391
    i64 0, label %7408
  ]

7391:                                             ; preds = %7389
  %7392 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %7390)
  %7393 = bitcast <8 x float> %7390 to <8 x i32>
  %7394 = and <8 x i32> %7393, %1100
  %7395 = bitcast <8 x i32> %7394 to <8 x float>
  %7396 = fcmp oeq <8 x float> %7390, %47
  %7397 = select <8 x i1> %7396, <8 x float> %7395, <8 x float> %7392
  br label %7408

7398:                                             ; preds = %7389
  %7399 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %7390)
  %7400 = bitcast <8 x float> %7390 to <8 x i32>
  %7401 = or <8 x i32> %7400, %1101
  %7402 = bitcast <8 x i32> %7401 to <8 x float>
  %7403 = fcmp oeq <8 x float> %7390, %50
  %7404 = select <8 x i1> %7403, <8 x float> %7402, <8 x float> %7399
  br label %7408

7405:                                             ; preds = %7389
  %7406 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7352, <8 x i1> %7342, <8 x float> zeroinitializer)
  %7407 = fadd <8 x float> %7390, %7406
  br label %7408

7408:                                             ; preds = %7391, %7398, %7405, %7389, %7370, %7348
  %7409 = phi <8 x float> [ %7390, %7389 ], [ %7349, %7348 ], [ %7371, %7370 ], [ %7407, %7405 ], [ %7404, %7398 ], [ %7397, %7391 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %7409, ptr align 1 %7350, <8 x i1> %7342)
  %7410 = shl i64 %5086, 3
  %7411 = or disjoint i64 %7410, 8
  %7412 = sub nsw i64 %9, %7411
  %7413 = icmp sgt i64 %7412, 7
  %7414 = trunc i64 %7412 to i32
  %7415 = select i1 %7413, i32 8, i32 %7414
  %7416 = insertelement <8 x i32> poison, i32 %7415, i64 0
  %7417 = shufflevector <8 x i32> %7416, <8 x i32> poison, <8 x i32> zeroinitializer
  %7418 = icmp sgt <8 x i32> %7417, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %7419 = load <8 x float>, ptr %1154, align 32
  br i1 %3855, label %7425, label %7420

7420:                                             ; preds = %7408
  %7421 = load float, ptr %1518, align 1
  %7422 = insertelement <8 x float> poison, float %7421, i64 0
  %7423 = shufflevector <8 x float> %7422, <8 x float> poison, <8 x i32> zeroinitializer
  %7424 = fadd <8 x float> %7419, %7423
  br label %7425

7425:                                             ; preds = %7420, %7408
  %7426 = phi <8 x float> [ %7424, %7420 ], [ %7419, %7408 ]
  %7427 = getelementptr inbounds nuw float, ptr %1525, i64 %7411
  %7428 = getelementptr inbounds nuw float, ptr %1530, i64 %7411
  %7429 = select i1 %3856, ptr null, ptr %7428
  switch i64 %1149, label %504 [
    i64 1, label %7444
    i64 2, label %7437
    i64 3, label %7430
    i64 0, label %7485
  ]

7430:                                             ; preds = %7425
  %7431 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %7426)
  %7432 = bitcast <8 x float> %7426 to <8 x i32>
  %7433 = and <8 x i32> %7432, %1100
  %7434 = bitcast <8 x i32> %7433 to <8 x float>
  %7435 = fcmp oeq <8 x float> %7426, %47
  %7436 = select <8 x i1> %7435, <8 x float> %7434, <8 x float> %7431
  br label %7447

7437:                                             ; preds = %7425
  %7438 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %7426)
  %7439 = bitcast <8 x float> %7426 to <8 x i32>
  %7440 = or <8 x i32> %7439, %1101
  %7441 = bitcast <8 x i32> %7440 to <8 x float>
  %7442 = fcmp oeq <8 x float> %7426, %50
  %7443 = select <8 x i1> %7442, <8 x float> %7441, <8 x float> %7438
  br label %7447

7444:                                             ; preds = %7425
  %7445 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7429, <8 x i1> %7418, <8 x float> zeroinitializer)
  %7446 = fadd <8 x float> %7426, %7445
  br label %7447

7447:                                             ; preds = %7444, %7437, %7430
  %7448 = phi <8 x float> [ %7446, %7444 ], [ %7443, %7437 ], [ %7436, %7430 ]
  switch i64 %1156, label %504 [
    i64 1, label %7463
    i64 2, label %7456
    i64 3, label %7449
    i64 0, label %7485
  ]

7449:                                             ; preds = %7447
  %7450 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %7448)
  %7451 = bitcast <8 x float> %7448 to <8 x i32>
  %7452 = and <8 x i32> %7451, %1100
  %7453 = bitcast <8 x i32> %7452 to <8 x float>
  %7454 = fcmp oeq <8 x float> %7448, %47
  %7455 = select <8 x i1> %7454, <8 x float> %7453, <8 x float> %7450
  br label %7466

7456:                                             ; preds = %7447
  %7457 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %7448)
  %7458 = bitcast <8 x float> %7448 to <8 x i32>
  %7459 = or <8 x i32> %7458, %1101
  %7460 = bitcast <8 x i32> %7459 to <8 x float>
  %7461 = fcmp oeq <8 x float> %7448, %50
  %7462 = select <8 x i1> %7461, <8 x float> %7460, <8 x float> %7457
  br label %7466

7463:                                             ; preds = %7447
  %7464 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7429, <8 x i1> %7418, <8 x float> zeroinitializer)
  %7465 = fadd <8 x float> %7448, %7464
  br label %7466

7466:                                             ; preds = %7463, %7456, %7449
  %7467 = phi <8 x float> [ %7465, %7463 ], [ %7462, %7456 ], [ %7455, %7449 ]
  switch i64 %1158, label %504 [
    i64 1, label %7482
    i64 2, label %7475
    i64 3, label %7468
    i64 0, label %7485
  ]

7468:                                             ; preds = %7466
  %7469 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %7467)
  %7470 = bitcast <8 x float> %7467 to <8 x i32>
  %7471 = and <8 x i32> %7470, %1100
  %7472 = bitcast <8 x i32> %7471 to <8 x float>
  %7473 = fcmp oeq <8 x float> %7467, %47
  %7474 = select <8 x i1> %7473, <8 x float> %7472, <8 x float> %7469
  br label %7485

7475:                                             ; preds = %7466
  %7476 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %7467)
  %7477 = bitcast <8 x float> %7467 to <8 x i32>
  %7478 = or <8 x i32> %7477, %1101
  %7479 = bitcast <8 x i32> %7478 to <8 x float>
  %7480 = fcmp oeq <8 x float> %7467, %50
  %7481 = select <8 x i1> %7480, <8 x float> %7479, <8 x float> %7476
  br label %7485

7482:                                             ; preds = %7466
  %7483 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7429, <8 x i1> %7418, <8 x float> zeroinitializer)
  %7484 = fadd <8 x float> %7467, %7483
  br label %7485

7485:                                             ; preds = %7468, %7475, %7482, %7466, %7447, %7425
  %7486 = phi <8 x float> [ %7467, %7466 ], [ %7426, %7425 ], [ %7448, %7447 ], [ %7484, %7482 ], [ %7481, %7475 ], [ %7474, %7468 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %7486, ptr nonnull align 1 %7427, <8 x i1> %7418)
  %7487 = shl i64 %5086, 3
  %7488 = or disjoint i64 %7487, 16
  %7489 = sub nsw i64 %9, %7488
  %7490 = icmp sgt i64 %7489, 7
  %7491 = trunc i64 %7489 to i32
  %7492 = select i1 %7490, i32 8, i32 %7491
  %7493 = insertelement <8 x i32> poison, i32 %7492, i64 0
  %7494 = shufflevector <8 x i32> %7493, <8 x i32> poison, <8 x i32> zeroinitializer
  %7495 = icmp sgt <8 x i32> %7494, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %7496 = load <8 x float>, ptr %1159, align 32
  br i1 %3855, label %7502, label %7497

7497:                                             ; preds = %7485
  %7498 = load float, ptr %1518, align 1
  %7499 = insertelement <8 x float> poison, float %7498, i64 0
  %7500 = shufflevector <8 x float> %7499, <8 x float> poison, <8 x i32> zeroinitializer
  %7501 = fadd <8 x float> %7496, %7500
  br label %7502

7502:                                             ; preds = %7497, %7485
  %7503 = phi <8 x float> [ %7501, %7497 ], [ %7496, %7485 ]
  %7504 = getelementptr inbounds nuw float, ptr %1525, i64 %7488
  %7505 = getelementptr inbounds nuw float, ptr %1530, i64 %7488
  %7506 = select i1 %3856, ptr null, ptr %7505
  switch i64 %1149, label %504 [
    i64 1, label %7521
    i64 2, label %7514
    i64 3, label %7507
    i64 0, label %7562
  ]

7507:                                             ; preds = %7502
  %7508 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %7503)
  %7509 = bitcast <8 x float> %7503 to <8 x i32>
  %7510 = and <8 x i32> %7509, %1100
  %7511 = bitcast <8 x i32> %7510 to <8 x float>
  %7512 = fcmp oeq <8 x float> %7503, %47
  %7513 = select <8 x i1> %7512, <8 x float> %7511, <8 x float> %7508
  br label %7524

7514:                                             ; preds = %7502
  %7515 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %7503)
  %7516 = bitcast <8 x float> %7503 to <8 x i32>
  %7517 = or <8 x i32> %7516, %1101
  %7518 = bitcast <8 x i32> %7517 to <8 x float>
  %7519 = fcmp oeq <8 x float> %7503, %50
  %7520 = select <8 x i1> %7519, <8 x float> %7518, <8 x float> %7515
  br label %7524

7521:                                             ; preds = %7502
  %7522 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7506, <8 x i1> %7495, <8 x float> zeroinitializer)
  %7523 = fadd <8 x float> %7503, %7522
  br label %7524

7524:                                             ; preds = %7521, %7514, %7507
  %7525 = phi <8 x float> [ %7523, %7521 ], [ %7520, %7514 ], [ %7513, %7507 ]
  switch i64 %1161, label %504 [
    i64 1, label %7540
    i64 2, label %7533
    i64 3, label %7526
    i64 0, label %7562
  ]

7526:                                             ; preds = %7524
  %7527 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %7525)
  %7528 = bitcast <8 x float> %7525 to <8 x i32>
  %7529 = and <8 x i32> %7528, %1100
  %7530 = bitcast <8 x i32> %7529 to <8 x float>
  %7531 = fcmp oeq <8 x float> %7525, %47
  %7532 = select <8 x i1> %7531, <8 x float> %7530, <8 x float> %7527
  br label %7543

7533:                                             ; preds = %7524
  %7534 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %7525)
  %7535 = bitcast <8 x float> %7525 to <8 x i32>
  %7536 = or <8 x i32> %7535, %1101
  %7537 = bitcast <8 x i32> %7536 to <8 x float>
  %7538 = fcmp oeq <8 x float> %7525, %50
  %7539 = select <8 x i1> %7538, <8 x float> %7537, <8 x float> %7534
  br label %7543

7540:                                             ; preds = %7524
  %7541 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7506, <8 x i1> %7495, <8 x float> zeroinitializer)
  %7542 = fadd <8 x float> %7525, %7541
  br label %7543

7543:                                             ; preds = %7540, %7533, %7526
  %7544 = phi <8 x float> [ %7542, %7540 ], [ %7539, %7533 ], [ %7532, %7526 ]
  switch i64 %1163, label %504 [
    i64 1, label %7559
    i64 2, label %7552
    i64 3, label %7545
    i64 0, label %7562
  ]

7545:                                             ; preds = %7543
  %7546 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %7544)
  %7547 = bitcast <8 x float> %7544 to <8 x i32>
  %7548 = and <8 x i32> %7547, %1100
  %7549 = bitcast <8 x i32> %7548 to <8 x float>
  %7550 = fcmp oeq <8 x float> %7544, %47
  %7551 = select <8 x i1> %7550, <8 x float> %7549, <8 x float> %7546
  br label %7562

7552:                                             ; preds = %7543
  %7553 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %7544)
  %7554 = bitcast <8 x float> %7544 to <8 x i32>
  %7555 = or <8 x i32> %7554, %1101
  %7556 = bitcast <8 x i32> %7555 to <8 x float>
  %7557 = fcmp oeq <8 x float> %7544, %50
  %7558 = select <8 x i1> %7557, <8 x float> %7556, <8 x float> %7553
  br label %7562

7559:                                             ; preds = %7543
  %7560 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7506, <8 x i1> %7495, <8 x float> zeroinitializer)
  %7561 = fadd <8 x float> %7544, %7560
  br label %7562

7562:                                             ; preds = %7545, %7552, %7559, %7543, %7524, %7502
  %7563 = phi <8 x float> [ %7544, %7543 ], [ %7503, %7502 ], [ %7525, %7524 ], [ %7561, %7559 ], [ %7558, %7552 ], [ %7551, %7545 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %7563, ptr nonnull align 1 %7504, <8 x i1> %7495)
  %7564 = shl i64 %5086, 3
  %7565 = or disjoint i64 %7564, 24
  %7566 = sub nsw i64 %9, %7565
  %7567 = icmp sgt i64 %7566, 7
  %7568 = trunc i64 %7566 to i32
  %7569 = select i1 %7567, i32 8, i32 %7568
  %7570 = insertelement <8 x i32> poison, i32 %7569, i64 0
  %7571 = shufflevector <8 x i32> %7570, <8 x i32> poison, <8 x i32> zeroinitializer
  %7572 = icmp sgt <8 x i32> %7571, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %7573 = load <8 x float>, ptr %1164, align 32
  br i1 %3855, label %7579, label %7574

7574:                                             ; preds = %7562
  %7575 = load float, ptr %1518, align 1
  %7576 = insertelement <8 x float> poison, float %7575, i64 0
  %7577 = shufflevector <8 x float> %7576, <8 x float> poison, <8 x i32> zeroinitializer
  %7578 = fadd <8 x float> %7573, %7577
  br label %7579

7579:                                             ; preds = %7574, %7562
  %7580 = phi <8 x float> [ %7578, %7574 ], [ %7573, %7562 ]
  %7581 = getelementptr inbounds nuw float, ptr %1525, i64 %7565
  %7582 = getelementptr inbounds nuw float, ptr %1530, i64 %7565
  %7583 = select i1 %3856, ptr null, ptr %7582
  switch i64 %1149, label %504 [
    i64 1, label %7598
    i64 2, label %7591
    i64 3, label %7584
    i64 0, label %7639
  ]

7584:                                             ; preds = %7579
  %7585 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %7580)
  %7586 = bitcast <8 x float> %7580 to <8 x i32>
  %7587 = and <8 x i32> %7586, %1100
  %7588 = bitcast <8 x i32> %7587 to <8 x float>
  %7589 = fcmp oeq <8 x float> %7580, %47
  %7590 = select <8 x i1> %7589, <8 x float> %7588, <8 x float> %7585
  br label %7601

7591:                                             ; preds = %7579
  %7592 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %7580)
  %7593 = bitcast <8 x float> %7580 to <8 x i32>
  %7594 = or <8 x i32> %7593, %1101
  %7595 = bitcast <8 x i32> %7594 to <8 x float>
  %7596 = fcmp oeq <8 x float> %7580, %50
  %7597 = select <8 x i1> %7596, <8 x float> %7595, <8 x float> %7592
  br label %7601

7598:                                             ; preds = %7579
  %7599 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7583, <8 x i1> %7572, <8 x float> zeroinitializer)
  %7600 = fadd <8 x float> %7580, %7599
  br label %7601

7601:                                             ; preds = %7598, %7591, %7584
  %7602 = phi <8 x float> [ %7600, %7598 ], [ %7597, %7591 ], [ %7590, %7584 ]
  switch i64 %1166, label %504 [
    i64 1, label %7617
    i64 2, label %7610
    i64 3, label %7603
    i64 0, label %7639
  ]

7603:                                             ; preds = %7601
  %7604 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %7602)
  %7605 = bitcast <8 x float> %7602 to <8 x i32>
  %7606 = and <8 x i32> %7605, %1100
  %7607 = bitcast <8 x i32> %7606 to <8 x float>
  %7608 = fcmp oeq <8 x float> %7602, %47
  %7609 = select <8 x i1> %7608, <8 x float> %7607, <8 x float> %7604
  br label %7620

7610:                                             ; preds = %7601
  %7611 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %7602)
  %7612 = bitcast <8 x float> %7602 to <8 x i32>
  %7613 = or <8 x i32> %7612, %1101
  %7614 = bitcast <8 x i32> %7613 to <8 x float>
  %7615 = fcmp oeq <8 x float> %7602, %50
  %7616 = select <8 x i1> %7615, <8 x float> %7614, <8 x float> %7611
  br label %7620

7617:                                             ; preds = %7601
  %7618 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7583, <8 x i1> %7572, <8 x float> zeroinitializer)
  %7619 = fadd <8 x float> %7602, %7618
  br label %7620

7620:                                             ; preds = %7617, %7610, %7603
  %7621 = phi <8 x float> [ %7619, %7617 ], [ %7616, %7610 ], [ %7609, %7603 ]
  switch i64 %1168, label %504 [
    i64 1, label %7636
    i64 2, label %7629
    i64 3, label %7622
    i64 0, label %7639
  ]

7622:                                             ; preds = %7620
  %7623 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %7621)
  %7624 = bitcast <8 x float> %7621 to <8 x i32>
  %7625 = and <8 x i32> %7624, %1100
  %7626 = bitcast <8 x i32> %7625 to <8 x float>
  %7627 = fcmp oeq <8 x float> %7621, %47
  %7628 = select <8 x i1> %7627, <8 x float> %7626, <8 x float> %7623
  br label %7639

7629:                                             ; preds = %7620
  %7630 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %7621)
  %7631 = bitcast <8 x float> %7621 to <8 x i32>
  %7632 = or <8 x i32> %7631, %1101
  %7633 = bitcast <8 x i32> %7632 to <8 x float>
  %7634 = fcmp oeq <8 x float> %7621, %50
  %7635 = select <8 x i1> %7634, <8 x float> %7633, <8 x float> %7630
  br label %7639

7636:                                             ; preds = %7620
  %7637 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7583, <8 x i1> %7572, <8 x float> zeroinitializer)
  %7638 = fadd <8 x float> %7621, %7637
  br label %7639

7639:                                             ; preds = %7622, %7629, %7636, %7620, %7601, %7579
  %7640 = phi <8 x float> [ %7621, %7620 ], [ %7580, %7579 ], [ %7602, %7601 ], [ %7638, %7636 ], [ %7635, %7629 ], [ %7628, %7622 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %7640, ptr nonnull align 1 %7581, <8 x i1> %7572)
  %7641 = shl i64 %5086, 3
  %7642 = or disjoint i64 %7641, 32
  %7643 = sub nsw i64 %9, %7642
  %7644 = icmp sgt i64 %7643, 7
  %7645 = trunc i64 %7643 to i32
  %7646 = select i1 %7644, i32 8, i32 %7645
  %7647 = insertelement <8 x i32> poison, i32 %7646, i64 0
  %7648 = shufflevector <8 x i32> %7647, <8 x i32> poison, <8 x i32> zeroinitializer
  %7649 = icmp sgt <8 x i32> %7648, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %7650 = load <8 x float>, ptr %1169, align 32
  br i1 %3855, label %7656, label %7651

7651:                                             ; preds = %7639
  %7652 = load float, ptr %1518, align 1
  %7653 = insertelement <8 x float> poison, float %7652, i64 0
  %7654 = shufflevector <8 x float> %7653, <8 x float> poison, <8 x i32> zeroinitializer
  %7655 = fadd <8 x float> %7650, %7654
  br label %7656

7656:                                             ; preds = %7651, %7639
  %7657 = phi <8 x float> [ %7655, %7651 ], [ %7650, %7639 ]
  %7658 = getelementptr inbounds nuw float, ptr %1525, i64 %7642
  %7659 = getelementptr inbounds nuw float, ptr %1530, i64 %7642
  %7660 = select i1 %3856, ptr null, ptr %7659
  switch i64 %1149, label %504 [
    i64 1, label %7675
    i64 2, label %7668
    i64 3, label %7661
    i64 0, label %7716
  ]

7661:                                             ; preds = %7656
  %7662 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %7657)
  %7663 = bitcast <8 x float> %7657 to <8 x i32>
  %7664 = and <8 x i32> %7663, %1100
  %7665 = bitcast <8 x i32> %7664 to <8 x float>
  %7666 = fcmp oeq <8 x float> %7657, %47
  %7667 = select <8 x i1> %7666, <8 x float> %7665, <8 x float> %7662
  br label %7678

7668:                                             ; preds = %7656
  %7669 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %7657)
  %7670 = bitcast <8 x float> %7657 to <8 x i32>
  %7671 = or <8 x i32> %7670, %1101
  %7672 = bitcast <8 x i32> %7671 to <8 x float>
  %7673 = fcmp oeq <8 x float> %7657, %50
  %7674 = select <8 x i1> %7673, <8 x float> %7672, <8 x float> %7669
  br label %7678

7675:                                             ; preds = %7656
  %7676 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7660, <8 x i1> %7649, <8 x float> zeroinitializer)
  %7677 = fadd <8 x float> %7657, %7676
  br label %7678

7678:                                             ; preds = %7675, %7668, %7661
  %7679 = phi <8 x float> [ %7677, %7675 ], [ %7674, %7668 ], [ %7667, %7661 ]
  switch i64 %1171, label %504 [
    i64 1, label %7694
    i64 2, label %7687
    i64 3, label %7680
    i64 0, label %7716
  ]

7680:                                             ; preds = %7678
  %7681 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %7679)
  %7682 = bitcast <8 x float> %7679 to <8 x i32>
  %7683 = and <8 x i32> %7682, %1100
  %7684 = bitcast <8 x i32> %7683 to <8 x float>
  %7685 = fcmp oeq <8 x float> %7679, %47
  %7686 = select <8 x i1> %7685, <8 x float> %7684, <8 x float> %7681
  br label %7697

7687:                                             ; preds = %7678
  %7688 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %7679)
  %7689 = bitcast <8 x float> %7679 to <8 x i32>
  %7690 = or <8 x i32> %7689, %1101
  %7691 = bitcast <8 x i32> %7690 to <8 x float>
  %7692 = fcmp oeq <8 x float> %7679, %50
  %7693 = select <8 x i1> %7692, <8 x float> %7691, <8 x float> %7688
  br label %7697

7694:                                             ; preds = %7678
  %7695 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7660, <8 x i1> %7649, <8 x float> zeroinitializer)
  %7696 = fadd <8 x float> %7679, %7695
  br label %7697

7697:                                             ; preds = %7694, %7687, %7680
  %7698 = phi <8 x float> [ %7696, %7694 ], [ %7693, %7687 ], [ %7686, %7680 ]
  switch i64 %1173, label %504 [
    i64 1, label %7713
    i64 2, label %7706
    i64 3, label %7699
    i64 0, label %7716
  ]

7699:                                             ; preds = %7697
  %7700 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %7698)
  %7701 = bitcast <8 x float> %7698 to <8 x i32>
  %7702 = and <8 x i32> %7701, %1100
  %7703 = bitcast <8 x i32> %7702 to <8 x float>
  %7704 = fcmp oeq <8 x float> %7698, %47
  %7705 = select <8 x i1> %7704, <8 x float> %7703, <8 x float> %7700
  br label %7716

7706:                                             ; preds = %7697
  %7707 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %7698)
  %7708 = bitcast <8 x float> %7698 to <8 x i32>
  %7709 = or <8 x i32> %7708, %1101
  %7710 = bitcast <8 x i32> %7709 to <8 x float>
  %7711 = fcmp oeq <8 x float> %7698, %50
  %7712 = select <8 x i1> %7711, <8 x float> %7710, <8 x float> %7707
  br label %7716

7713:                                             ; preds = %7697
  %7714 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7660, <8 x i1> %7649, <8 x float> zeroinitializer)
  %7715 = fadd <8 x float> %7698, %7714
  br label %7716

7716:                                             ; preds = %7699, %7706, %7713, %7697, %7678, %7656
  %7717 = phi <8 x float> [ %7698, %7697 ], [ %7657, %7656 ], [ %7679, %7678 ], [ %7715, %7713 ], [ %7712, %7706 ], [ %7705, %7699 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %7717, ptr nonnull align 1 %7658, <8 x i1> %7649)
  %7718 = shl i64 %5086, 3
  %7719 = or disjoint i64 %7718, 40
  %7720 = sub nsw i64 %9, %7719
  %7721 = icmp sgt i64 %7720, 7
  %7722 = trunc i64 %7720 to i32
  %7723 = select i1 %7721, i32 8, i32 %7722
  %7724 = insertelement <8 x i32> poison, i32 %7723, i64 0
  %7725 = shufflevector <8 x i32> %7724, <8 x i32> poison, <8 x i32> zeroinitializer
  %7726 = icmp sgt <8 x i32> %7725, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %7727 = load <8 x float>, ptr %1174, align 32
  br i1 %3855, label %7733, label %7728

7728:                                             ; preds = %7716
  %7729 = load float, ptr %1518, align 1
  %7730 = insertelement <8 x float> poison, float %7729, i64 0
  %7731 = shufflevector <8 x float> %7730, <8 x float> poison, <8 x i32> zeroinitializer
  %7732 = fadd <8 x float> %7727, %7731
  br label %7733

7733:                                             ; preds = %7728, %7716
  %7734 = phi <8 x float> [ %7732, %7728 ], [ %7727, %7716 ]
  %7735 = getelementptr inbounds nuw float, ptr %1525, i64 %7719
  %7736 = getelementptr inbounds nuw float, ptr %1530, i64 %7719
  %7737 = select i1 %3856, ptr null, ptr %7736
  switch i64 %1149, label %504 [
    i64 1, label %7752
    i64 2, label %7745
    i64 3, label %7738
    i64 0, label %7793
  ]

7738:                                             ; preds = %7733
  %7739 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %7734)
  %7740 = bitcast <8 x float> %7734 to <8 x i32>
  %7741 = and <8 x i32> %7740, %1100
  %7742 = bitcast <8 x i32> %7741 to <8 x float>
  %7743 = fcmp oeq <8 x float> %7734, %47
  %7744 = select <8 x i1> %7743, <8 x float> %7742, <8 x float> %7739
  br label %7755

7745:                                             ; preds = %7733
  %7746 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %7734)
  %7747 = bitcast <8 x float> %7734 to <8 x i32>
  %7748 = or <8 x i32> %7747, %1101
  %7749 = bitcast <8 x i32> %7748 to <8 x float>
  %7750 = fcmp oeq <8 x float> %7734, %50
  %7751 = select <8 x i1> %7750, <8 x float> %7749, <8 x float> %7746
  br label %7755

7752:                                             ; preds = %7733
  %7753 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7737, <8 x i1> %7726, <8 x float> zeroinitializer)
  %7754 = fadd <8 x float> %7734, %7753
  br label %7755

7755:                                             ; preds = %7752, %7745, %7738
  %7756 = phi <8 x float> [ %7754, %7752 ], [ %7751, %7745 ], [ %7744, %7738 ]
  switch i64 %1176, label %504 [
    i64 1, label %7771
    i64 2, label %7764
    i64 3, label %7757
    i64 0, label %7793
  ]

7757:                                             ; preds = %7755
  %7758 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %7756)
  %7759 = bitcast <8 x float> %7756 to <8 x i32>
  %7760 = and <8 x i32> %7759, %1100
  %7761 = bitcast <8 x i32> %7760 to <8 x float>
  %7762 = fcmp oeq <8 x float> %7756, %47
  %7763 = select <8 x i1> %7762, <8 x float> %7761, <8 x float> %7758
  br label %7774

7764:                                             ; preds = %7755
  %7765 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %7756)
  %7766 = bitcast <8 x float> %7756 to <8 x i32>
  %7767 = or <8 x i32> %7766, %1101
  %7768 = bitcast <8 x i32> %7767 to <8 x float>
  %7769 = fcmp oeq <8 x float> %7756, %50
  %7770 = select <8 x i1> %7769, <8 x float> %7768, <8 x float> %7765
  br label %7774

7771:                                             ; preds = %7755
  %7772 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7737, <8 x i1> %7726, <8 x float> zeroinitializer)
  %7773 = fadd <8 x float> %7756, %7772
  br label %7774

7774:                                             ; preds = %7771, %7764, %7757
  %7775 = phi <8 x float> [ %7773, %7771 ], [ %7770, %7764 ], [ %7763, %7757 ]
  switch i64 %1178, label %504 [
    i64 1, label %7790
    i64 2, label %7783
    i64 3, label %7776
    i64 0, label %7793
  ]

7776:                                             ; preds = %7774
  %7777 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %7775)
  %7778 = bitcast <8 x float> %7775 to <8 x i32>
  %7779 = and <8 x i32> %7778, %1100
  %7780 = bitcast <8 x i32> %7779 to <8 x float>
  %7781 = fcmp oeq <8 x float> %7775, %47
  %7782 = select <8 x i1> %7781, <8 x float> %7780, <8 x float> %7777
  br label %7793

7783:                                             ; preds = %7774
  %7784 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %7775)
  %7785 = bitcast <8 x float> %7775 to <8 x i32>
  %7786 = or <8 x i32> %7785, %1101
  %7787 = bitcast <8 x i32> %7786 to <8 x float>
  %7788 = fcmp oeq <8 x float> %7775, %50
  %7789 = select <8 x i1> %7788, <8 x float> %7787, <8 x float> %7784
  br label %7793

7790:                                             ; preds = %7774
  %7791 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7737, <8 x i1> %7726, <8 x float> zeroinitializer)
  %7792 = fadd <8 x float> %7775, %7791
  br label %7793

7793:                                             ; preds = %7776, %7783, %7790, %7774, %7755, %7733
  %7794 = phi <8 x float> [ %7775, %7774 ], [ %7734, %7733 ], [ %7756, %7755 ], [ %7792, %7790 ], [ %7789, %7783 ], [ %7782, %7776 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %7794, ptr nonnull align 1 %7735, <8 x i1> %7726)
  %7795 = shl i64 %5086, 3
  %7796 = or disjoint i64 %7795, 48
  %7797 = sub nsw i64 %9, %7796
  %7798 = icmp sgt i64 %7797, 7
  %7799 = trunc i64 %7797 to i32
  %7800 = select i1 %7798, i32 8, i32 %7799
  %7801 = insertelement <8 x i32> poison, i32 %7800, i64 0
  %7802 = shufflevector <8 x i32> %7801, <8 x i32> poison, <8 x i32> zeroinitializer
  %7803 = icmp sgt <8 x i32> %7802, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %7804 = load <8 x float>, ptr %1179, align 32
  br i1 %3855, label %7810, label %7805

7805:                                             ; preds = %7793
  %7806 = load float, ptr %1518, align 1
  %7807 = insertelement <8 x float> poison, float %7806, i64 0
  %7808 = shufflevector <8 x float> %7807, <8 x float> poison, <8 x i32> zeroinitializer
  %7809 = fadd <8 x float> %7804, %7808
  br label %7810

7810:                                             ; preds = %7805, %7793
  %7811 = phi <8 x float> [ %7809, %7805 ], [ %7804, %7793 ]
  %7812 = getelementptr inbounds nuw float, ptr %1525, i64 %7796
  %7813 = getelementptr inbounds nuw float, ptr %1530, i64 %7796
  %7814 = select i1 %3856, ptr null, ptr %7813
  switch i64 %1149, label %504 [
    i64 1, label %7829
    i64 2, label %7822
    i64 3, label %7815
    i64 0, label %7870
  ]

7815:                                             ; preds = %7810
  %7816 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %7811)
  %7817 = bitcast <8 x float> %7811 to <8 x i32>
  %7818 = and <8 x i32> %7817, %1100
  %7819 = bitcast <8 x i32> %7818 to <8 x float>
  %7820 = fcmp oeq <8 x float> %7811, %47
  %7821 = select <8 x i1> %7820, <8 x float> %7819, <8 x float> %7816
  br label %7832

7822:                                             ; preds = %7810
  %7823 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %7811)
  %7824 = bitcast <8 x float> %7811 to <8 x i32>
  %7825 = or <8 x i32> %7824, %1101
  %7826 = bitcast <8 x i32> %7825 to <8 x float>
  %7827 = fcmp oeq <8 x float> %7811, %50
  %7828 = select <8 x i1> %7827, <8 x float> %7826, <8 x float> %7823
  br label %7832

7829:                                             ; preds = %7810
  %7830 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7814, <8 x i1> %7803, <8 x float> zeroinitializer)
  %7831 = fadd <8 x float> %7811, %7830
  br label %7832

7832:                                             ; preds = %7829, %7822, %7815
  %7833 = phi <8 x float> [ %7831, %7829 ], [ %7828, %7822 ], [ %7821, %7815 ]
  switch i64 %1181, label %504 [
    i64 1, label %7848
    i64 2, label %7841
    i64 3, label %7834
    i64 0, label %7870
  ]

7834:                                             ; preds = %7832
  %7835 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %7833)
  %7836 = bitcast <8 x float> %7833 to <8 x i32>
  %7837 = and <8 x i32> %7836, %1100
  %7838 = bitcast <8 x i32> %7837 to <8 x float>
  %7839 = fcmp oeq <8 x float> %7833, %47
  %7840 = select <8 x i1> %7839, <8 x float> %7838, <8 x float> %7835
  br label %7851

7841:                                             ; preds = %7832
  %7842 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %7833)
  %7843 = bitcast <8 x float> %7833 to <8 x i32>
  %7844 = or <8 x i32> %7843, %1101
  %7845 = bitcast <8 x i32> %7844 to <8 x float>
  %7846 = fcmp oeq <8 x float> %7833, %50
  %7847 = select <8 x i1> %7846, <8 x float> %7845, <8 x float> %7842
  br label %7851

7848:                                             ; preds = %7832
  %7849 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7814, <8 x i1> %7803, <8 x float> zeroinitializer)
  %7850 = fadd <8 x float> %7833, %7849
  br label %7851

7851:                                             ; preds = %7848, %7841, %7834
  %7852 = phi <8 x float> [ %7850, %7848 ], [ %7847, %7841 ], [ %7840, %7834 ]
  switch i64 %1183, label %504 [
    i64 1, label %7867
    i64 2, label %7860
    i64 3, label %7853
    i64 0, label %7870
  ]

7853:                                             ; preds = %7851
  %7854 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %7852)
  %7855 = bitcast <8 x float> %7852 to <8 x i32>
  %7856 = and <8 x i32> %7855, %1100
  %7857 = bitcast <8 x i32> %7856 to <8 x float>
  %7858 = fcmp oeq <8 x float> %7852, %47
  %7859 = select <8 x i1> %7858, <8 x float> %7857, <8 x float> %7854
  br label %7870

7860:                                             ; preds = %7851
  %7861 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %7852)
  %7862 = bitcast <8 x float> %7852 to <8 x i32>
  %7863 = or <8 x i32> %7862, %1101
  %7864 = bitcast <8 x i32> %7863 to <8 x float>
  %7865 = fcmp oeq <8 x float> %7852, %50
  %7866 = select <8 x i1> %7865, <8 x float> %7864, <8 x float> %7861
  br label %7870

7867:                                             ; preds = %7851
  %7868 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7814, <8 x i1> %7803, <8 x float> zeroinitializer)
  %7869 = fadd <8 x float> %7852, %7868
  br label %7870

7870:                                             ; preds = %7853, %7860, %7867, %7851, %7832, %7810
  %7871 = phi <8 x float> [ %7852, %7851 ], [ %7811, %7810 ], [ %7833, %7832 ], [ %7869, %7867 ], [ %7866, %7860 ], [ %7859, %7853 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %7871, ptr nonnull align 1 %7812, <8 x i1> %7803)
  call void @llvm.lifetime.end.p0(ptr nonnull %33)
  br label %8562

7872:                                             ; preds = %5085
  call void @llvm.lifetime.start.p0(ptr nonnull %34)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(256) %34, i8 0, i64 256, i1 false)
  br i1 %1097, label %7873, label %7946

7873:                                             ; preds = %7872, %7887
  %7874 = phi i64 [ %7888, %7887 ], [ 0, %7872 ]
  %7875 = mul nsw i64 %7874, %14
  %7876 = sub i64 %7875, %16
  %7877 = add i64 %7876, %3857
  %7878 = icmp slt i64 %7877, 0
  %7879 = icmp sge i64 %7877, %6
  %7880 = or i1 %7878, %7879
  %7881 = select i1 %7880, i64 0, i64 %7877
  %7882 = mul nsw i64 %7881, %7
  %7883 = getelementptr inbounds float, ptr %1515, i64 %7882
  br i1 %1098, label %7884, label %7887

7884:                                             ; preds = %7873
  %7885 = mul nuw nsw i64 %7874, %11
  %7886 = getelementptr inbounds nuw float, ptr %1517, i64 %7885
  br label %7890

7887:                                             ; preds = %7899, %7873
  %7888 = add nuw nsw i64 %7874, 1
  %7889 = icmp eq i64 %7888, %10
  br i1 %7889, label %7944, label %7873

7890:                                             ; preds = %7884, %7899
  %7891 = phi i64 [ 0, %7884 ], [ %7900, %7899 ]
  %7892 = getelementptr inbounds nuw float, ptr %7886, i64 %7891
  %7893 = load float, ptr %7892, align 1
  %7894 = insertelement <8 x float> poison, float %7893, i64 0
  %7895 = shufflevector <8 x float> %7894, <8 x float> poison, <8 x i32> zeroinitializer
  %7896 = mul nsw i64 %7891, %15
  %7897 = sub i64 %7896, %17
  %7898 = getelementptr <4 x i64>, ptr %1084, i64 %7891
  br label %7902

7899:                                             ; preds = %7933
  %7900 = add nuw nsw i64 %7891, 1
  %7901 = icmp eq i64 %7900, %11
  br i1 %7901, label %7887, label %7890

7902:                                             ; preds = %7890, %7933
  %7903 = phi i64 [ 0, %7890 ], [ %7942, %7933 ]
  %7904 = or disjoint i64 %5086, %7903
  %7905 = shl nsw i64 %7904, 3
  %7906 = add i64 %7897, %7905
  br i1 %1099, label %7911, label %7907

7907:                                             ; preds = %7902
  %7908 = mul nuw nsw i64 %7904, %11
  %7909 = getelementptr <4 x i64>, ptr %7898, i64 %7908
  %7910 = load <4 x i64>, ptr %7909, align 32
  br label %7933

7911:                                             ; preds = %7902
  %7912 = sub nsw i64 %9, %7905
  %7913 = icmp slt i64 %7906, 0
  %7914 = sub nsw i64 0, %7906
  %7915 = select i1 %7913, i64 %7914, i64 0
  %7916 = sub nsw i64 %7, %7906
  %7917 = call i64 @llvm.smin.i64(i64 %7916, i64 %7912)
  %7918 = call i64 @llvm.smin.i64(i64 %7917, i64 8)
  %7919 = icmp sgt i64 %7918, %7915
  %7920 = trunc i64 %7915 to i32
  %7921 = select i1 %7919, i32 %7920, i32 0
  %7922 = insertelement <8 x i32> poison, i32 %7921, i64 0
  %7923 = shufflevector <8 x i32> %7922, <8 x i32> poison, <8 x i32> zeroinitializer
  %7924 = icmp slt <8 x i32> %7923, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %7925 = trunc i64 %7918 to i32
  %7926 = select i1 %7919, i32 %7925, i32 0
  %7927 = insertelement <8 x i32> poison, i32 %7926, i64 0
  %7928 = shufflevector <8 x i32> %7927, <8 x i32> poison, <8 x i32> zeroinitializer
  %7929 = icmp sgt <8 x i32> %7928, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %7930 = and <8 x i1> %7929, %7924
  %7931 = sext <8 x i1> %7930 to <8 x i32>
  %7932 = bitcast <8 x i32> %7931 to <4 x i64>
  br label %7933

7933:                                             ; preds = %7911, %7907
  %7934 = phi <4 x i64> [ %7910, %7907 ], [ %7932, %7911 ]
  %7935 = getelementptr inbounds nuw <8 x float>, ptr %34, i64 %7903
  %7936 = getelementptr inbounds float, ptr %7883, i64 %7906
  %7937 = select i1 %7880, <4 x i64> zeroinitializer, <4 x i64> %7934
  %7938 = bitcast <4 x i64> %7937 to <8 x i32>
  %7939 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7936, <8 x i32> %7938)
  %7940 = load <8 x float>, ptr %7935, align 32
  %7941 = call <8 x float> @llvm.fma.v8f32(<8 x float> %7939, <8 x float> %7895, <8 x float> %7940)
  store <8 x float> %7941, ptr %7935, align 32
  %7942 = add nuw nsw i64 %7903, 1
  %7943 = icmp eq i64 %7942, 8
  br i1 %7943, label %7899, label %7902

7944:                                             ; preds = %7887
  %7945 = load <8 x float>, ptr %34, align 32
  br label %7946

7946:                                             ; preds = %7944, %7872
  %7947 = phi <8 x float> [ %7945, %7944 ], [ zeroinitializer, %7872 ]
  %7948 = shl nsw i64 %5086, 3
  %7949 = sub nsw i64 %9, %7948
  %7950 = icmp sgt i64 %7949, 7
  %7951 = trunc i64 %7949 to i32
  %7952 = select i1 %7950, i32 8, i32 %7951
  %7953 = insertelement <8 x i32> poison, i32 %7952, i64 0
  %7954 = shufflevector <8 x i32> %7953, <8 x i32> poison, <8 x i32> zeroinitializer
  %7955 = icmp sgt <8 x i32> %7954, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %3855, label %7961, label %7956

7956:                                             ; preds = %7946
  %7957 = load float, ptr %1518, align 1
  %7958 = insertelement <8 x float> poison, float %7957, i64 0
  %7959 = shufflevector <8 x float> %7958, <8 x float> poison, <8 x i32> zeroinitializer
  %7960 = fadd <8 x float> %7947, %7959
  br label %7961

7961:                                             ; preds = %7956, %7946
  %7962 = phi <8 x float> [ %7960, %7956 ], [ %7947, %7946 ]
  %7963 = getelementptr inbounds nuw float, ptr %1525, i64 %7948
  %7964 = getelementptr inbounds nuw float, ptr %1530, i64 %7948
  %7965 = select i1 %3856, ptr null, ptr %7964
  switch i64 %1109, label %504 [
    i64 1, label %7966
    i64 2, label %7969
    i64 3, label %7976
    i64 0, label %8021
  ]

7966:                                             ; preds = %7961
  %7967 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7965, <8 x i1> %7955, <8 x float> zeroinitializer)
  %7968 = fadd <8 x float> %7962, %7967
  br label %7983

7969:                                             ; preds = %7961
  %7970 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %7962)
  %7971 = bitcast <8 x float> %7962 to <8 x i32>
  %7972 = or <8 x i32> %7971, %1101
  %7973 = bitcast <8 x i32> %7972 to <8 x float>
  %7974 = fcmp oeq <8 x float> %7962, %50
  %7975 = select <8 x i1> %7974, <8 x float> %7973, <8 x float> %7970
  br label %7983

7976:                                             ; preds = %7961
  %7977 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %7962)
  %7978 = bitcast <8 x float> %7962 to <8 x i32>
  %7979 = and <8 x i32> %7978, %1100
  %7980 = bitcast <8 x i32> %7979 to <8 x float>
  %7981 = fcmp oeq <8 x float> %7962, %47
  %7982 = select <8 x i1> %7981, <8 x float> %7980, <8 x float> %7977
  br label %7983

7983:                                             ; preds = %7976, %7969, %7966
  %7984 = phi <8 x float> [ %7968, %7966 ], [ %7975, %7969 ], [ %7982, %7976 ]
  switch i64 %1111, label %504 [
    i64 1, label %7999
    i64 2, label %7992
    i64 3, label %7985
    i64 0, label %8021
  ]

7985:                                             ; preds = %7983
  %7986 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %7984)
  %7987 = bitcast <8 x float> %7984 to <8 x i32>
  %7988 = and <8 x i32> %7987, %1100
  %7989 = bitcast <8 x i32> %7988 to <8 x float>
  %7990 = fcmp oeq <8 x float> %7984, %47
  %7991 = select <8 x i1> %7990, <8 x float> %7989, <8 x float> %7986
  br label %8002

7992:                                             ; preds = %7983
  %7993 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %7984)
  %7994 = bitcast <8 x float> %7984 to <8 x i32>
  %7995 = or <8 x i32> %7994, %1101
  %7996 = bitcast <8 x i32> %7995 to <8 x float>
  %7997 = fcmp oeq <8 x float> %7984, %50
  %7998 = select <8 x i1> %7997, <8 x float> %7996, <8 x float> %7993
  br label %8002

7999:                                             ; preds = %7983
  %8000 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7965, <8 x i1> %7955, <8 x float> zeroinitializer)
  %8001 = fadd <8 x float> %7984, %8000
  br label %8002

8002:                                             ; preds = %7999, %7992, %7985
  %8003 = phi <8 x float> [ %8001, %7999 ], [ %7998, %7992 ], [ %7991, %7985 ]
  switch i64 %1113, label %504 [
    i64 1, label %8018
    i64 2, label %8011
    i64 3, label %8004
    i64 0, label %8021
  ]

8004:                                             ; preds = %8002
  %8005 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %8003)
  %8006 = bitcast <8 x float> %8003 to <8 x i32>
  %8007 = and <8 x i32> %8006, %1100
  %8008 = bitcast <8 x i32> %8007 to <8 x float>
  %8009 = fcmp oeq <8 x float> %8003, %47
  %8010 = select <8 x i1> %8009, <8 x float> %8008, <8 x float> %8005
  br label %8021

8011:                                             ; preds = %8002
  %8012 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %8003)
  %8013 = bitcast <8 x float> %8003 to <8 x i32>
  %8014 = or <8 x i32> %8013, %1101
  %8015 = bitcast <8 x i32> %8014 to <8 x float>
  %8016 = fcmp oeq <8 x float> %8003, %50
  %8017 = select <8 x i1> %8016, <8 x float> %8015, <8 x float> %8012
  br label %8021

8018:                                             ; preds = %8002
  %8019 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7965, <8 x i1> %7955, <8 x float> zeroinitializer)
  %8020 = fadd <8 x float> %8003, %8019
  br label %8021

8021:                                             ; preds = %8004, %8011, %8018, %8002, %7983, %7961
  %8022 = phi <8 x float> [ %8003, %8002 ], [ %7962, %7961 ], [ %7984, %7983 ], [ %8020, %8018 ], [ %8017, %8011 ], [ %8010, %8004 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %8022, ptr align 1 %7963, <8 x i1> %7955)
  %8023 = shl i64 %5086, 3
  %8024 = or disjoint i64 %8023, 8
  %8025 = sub nsw i64 %9, %8024
  %8026 = icmp sgt i64 %8025, 7
  %8027 = trunc i64 %8025 to i32
  %8028 = select i1 %8026, i32 8, i32 %8027
  %8029 = insertelement <8 x i32> poison, i32 %8028, i64 0
  %8030 = shufflevector <8 x i32> %8029, <8 x i32> poison, <8 x i32> zeroinitializer
  %8031 = icmp sgt <8 x i32> %8030, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %8032 = load <8 x float>, ptr %1114, align 32
  br i1 %3855, label %8038, label %8033

8033:                                             ; preds = %8021
  %8034 = load float, ptr %1518, align 1
  %8035 = insertelement <8 x float> poison, float %8034, i64 0
  %8036 = shufflevector <8 x float> %8035, <8 x float> poison, <8 x i32> zeroinitializer
  %8037 = fadd <8 x float> %8032, %8036
  br label %8038

8038:                                             ; preds = %8033, %8021
  %8039 = phi <8 x float> [ %8037, %8033 ], [ %8032, %8021 ]
  %8040 = getelementptr inbounds nuw float, ptr %1525, i64 %8024
  %8041 = getelementptr inbounds nuw float, ptr %1530, i64 %8024
  %8042 = select i1 %3856, ptr null, ptr %8041
  switch i64 %1109, label %504 [
    i64 1, label %8057
    i64 2, label %8050
    i64 3, label %8043
    i64 0, label %8098
  ]

8043:                                             ; preds = %8038
  %8044 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %8039)
  %8045 = bitcast <8 x float> %8039 to <8 x i32>
  %8046 = and <8 x i32> %8045, %1100
  %8047 = bitcast <8 x i32> %8046 to <8 x float>
  %8048 = fcmp oeq <8 x float> %8039, %47
  %8049 = select <8 x i1> %8048, <8 x float> %8047, <8 x float> %8044
  br label %8060

8050:                                             ; preds = %8038
  %8051 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %8039)
  %8052 = bitcast <8 x float> %8039 to <8 x i32>
  %8053 = or <8 x i32> %8052, %1101
  %8054 = bitcast <8 x i32> %8053 to <8 x float>
  %8055 = fcmp oeq <8 x float> %8039, %50
  %8056 = select <8 x i1> %8055, <8 x float> %8054, <8 x float> %8051
  br label %8060

8057:                                             ; preds = %8038
  %8058 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8042, <8 x i1> %8031, <8 x float> zeroinitializer)
  %8059 = fadd <8 x float> %8039, %8058
  br label %8060

8060:                                             ; preds = %8057, %8050, %8043
  %8061 = phi <8 x float> [ %8059, %8057 ], [ %8056, %8050 ], [ %8049, %8043 ]
  switch i64 %1116, label %504 [
    i64 1, label %8076
    i64 2, label %8069
    i64 3, label %8062
    i64 0, label %8098
  ]

8062:                                             ; preds = %8060
  %8063 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %8061)
  %8064 = bitcast <8 x float> %8061 to <8 x i32>
  %8065 = and <8 x i32> %8064, %1100
  %8066 = bitcast <8 x i32> %8065 to <8 x float>
  %8067 = fcmp oeq <8 x float> %8061, %47
  %8068 = select <8 x i1> %8067, <8 x float> %8066, <8 x float> %8063
  br label %8079

8069:                                             ; preds = %8060
  %8070 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %8061)
  %8071 = bitcast <8 x float> %8061 to <8 x i32>
  %8072 = or <8 x i32> %8071, %1101
  %8073 = bitcast <8 x i32> %8072 to <8 x float>
  %8074 = fcmp oeq <8 x float> %8061, %50
  %8075 = select <8 x i1> %8074, <8 x float> %8073, <8 x float> %8070
  br label %8079

8076:                                             ; preds = %8060
  %8077 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8042, <8 x i1> %8031, <8 x float> zeroinitializer)
  %8078 = fadd <8 x float> %8061, %8077
  br label %8079

8079:                                             ; preds = %8076, %8069, %8062
  %8080 = phi <8 x float> [ %8078, %8076 ], [ %8075, %8069 ], [ %8068, %8062 ]
  switch i64 %1118, label %504 [
    i64 1, label %8095
    i64 2, label %8088
    i64 3, label %8081
    i64 0, label %8098
  ]

8081:                                             ; preds = %8079
  %8082 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %8080)
  %8083 = bitcast <8 x float> %8080 to <8 x i32>
  %8084 = and <8 x i32> %8083, %1100
  %8085 = bitcast <8 x i32> %8084 to <8 x float>
  %8086 = fcmp oeq <8 x float> %8080, %47
  %8087 = select <8 x i1> %8086, <8 x float> %8085, <8 x float> %8082
  br label %8098

8088:                                             ; preds = %8079
  %8089 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %8080)
  %8090 = bitcast <8 x float> %8080 to <8 x i32>
  %8091 = or <8 x i32> %8090, %1101
  %8092 = bitcast <8 x i32> %8091 to <8 x float>
  %8093 = fcmp oeq <8 x float> %8080, %50
  %8094 = select <8 x i1> %8093, <8 x float> %8092, <8 x float> %8089
  br label %8098

8095:                                             ; preds = %8079
  %8096 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8042, <8 x i1> %8031, <8 x float> zeroinitializer)
  %8097 = fadd <8 x float> %8080, %8096
  br label %8098

8098:                                             ; preds = %8081, %8088, %8095, %8079, %8060, %8038
  %8099 = phi <8 x float> [ %8080, %8079 ], [ %8039, %8038 ], [ %8061, %8060 ], [ %8097, %8095 ], [ %8094, %8088 ], [ %8087, %8081 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %8099, ptr nonnull align 1 %8040, <8 x i1> %8031)
  %8100 = shl i64 %5086, 3
  %8101 = or disjoint i64 %8100, 16
  %8102 = sub nsw i64 %9, %8101
  %8103 = icmp sgt i64 %8102, 7
  %8104 = trunc i64 %8102 to i32
  %8105 = select i1 %8103, i32 8, i32 %8104
  %8106 = insertelement <8 x i32> poison, i32 %8105, i64 0
  %8107 = shufflevector <8 x i32> %8106, <8 x i32> poison, <8 x i32> zeroinitializer
  %8108 = icmp sgt <8 x i32> %8107, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %8109 = load <8 x float>, ptr %1119, align 32
  br i1 %3855, label %8115, label %8110

8110:                                             ; preds = %8098
  %8111 = load float, ptr %1518, align 1
  %8112 = insertelement <8 x float> poison, float %8111, i64 0
  %8113 = shufflevector <8 x float> %8112, <8 x float> poison, <8 x i32> zeroinitializer
  %8114 = fadd <8 x float> %8109, %8113
  br label %8115

8115:                                             ; preds = %8110, %8098
  %8116 = phi <8 x float> [ %8114, %8110 ], [ %8109, %8098 ]
  %8117 = getelementptr inbounds nuw float, ptr %1525, i64 %8101
  %8118 = getelementptr inbounds nuw float, ptr %1530, i64 %8101
  %8119 = select i1 %3856, ptr null, ptr %8118
  switch i64 %1109, label %504 [
    i64 1, label %8134
    i64 2, label %8127
    i64 3, label %8120
    i64 0, label %8175
  ]

8120:                                             ; preds = %8115
  %8121 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %8116)
  %8122 = bitcast <8 x float> %8116 to <8 x i32>
  %8123 = and <8 x i32> %8122, %1100
  %8124 = bitcast <8 x i32> %8123 to <8 x float>
  %8125 = fcmp oeq <8 x float> %8116, %47
  %8126 = select <8 x i1> %8125, <8 x float> %8124, <8 x float> %8121
  br label %8137

8127:                                             ; preds = %8115
  %8128 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %8116)
  %8129 = bitcast <8 x float> %8116 to <8 x i32>
  %8130 = or <8 x i32> %8129, %1101
  %8131 = bitcast <8 x i32> %8130 to <8 x float>
  %8132 = fcmp oeq <8 x float> %8116, %50
  %8133 = select <8 x i1> %8132, <8 x float> %8131, <8 x float> %8128
  br label %8137

8134:                                             ; preds = %8115
  %8135 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8119, <8 x i1> %8108, <8 x float> zeroinitializer)
  %8136 = fadd <8 x float> %8116, %8135
  br label %8137

8137:                                             ; preds = %8134, %8127, %8120
  %8138 = phi <8 x float> [ %8136, %8134 ], [ %8133, %8127 ], [ %8126, %8120 ]
  switch i64 %1121, label %504 [
    i64 1, label %8153
    i64 2, label %8146
    i64 3, label %8139
    i64 0, label %8175
  ]

8139:                                             ; preds = %8137
  %8140 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %8138)
  %8141 = bitcast <8 x float> %8138 to <8 x i32>
  %8142 = and <8 x i32> %8141, %1100
  %8143 = bitcast <8 x i32> %8142 to <8 x float>
  %8144 = fcmp oeq <8 x float> %8138, %47
  %8145 = select <8 x i1> %8144, <8 x float> %8143, <8 x float> %8140
  br label %8156

8146:                                             ; preds = %8137
  %8147 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %8138)
  %8148 = bitcast <8 x float> %8138 to <8 x i32>
  %8149 = or <8 x i32> %8148, %1101
  %8150 = bitcast <8 x i32> %8149 to <8 x float>
  %8151 = fcmp oeq <8 x float> %8138, %50
  %8152 = select <8 x i1> %8151, <8 x float> %8150, <8 x float> %8147
  br label %8156

8153:                                             ; preds = %8137
  %8154 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8119, <8 x i1> %8108, <8 x float> zeroinitializer)
  %8155 = fadd <8 x float> %8138, %8154
  br label %8156

8156:                                             ; preds = %8153, %8146, %8139
  %8157 = phi <8 x float> [ %8155, %8153 ], [ %8152, %8146 ], [ %8145, %8139 ]
  switch i64 %1123, label %504 [
    i64 1, label %8172
    i64 2, label %8165
    i64 3, label %8158
    i64 0, label %8175
  ]

8158:                                             ; preds = %8156
  %8159 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %8157)
  %8160 = bitcast <8 x float> %8157 to <8 x i32>
  %8161 = and <8 x i32> %8160, %1100
  %8162 = bitcast <8 x i32> %8161 to <8 x float>
  %8163 = fcmp oeq <8 x float> %8157, %47
  %8164 = select <8 x i1> %8163, <8 x float> %8162, <8 x float> %8159
  br label %8175

8165:                                             ; preds = %8156
  %8166 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %8157)
  %8167 = bitcast <8 x float> %8157 to <8 x i32>
  %8168 = or <8 x i32> %8167, %1101
  %8169 = bitcast <8 x i32> %8168 to <8 x float>
  %8170 = fcmp oeq <8 x float> %8157, %50
  %8171 = select <8 x i1> %8170, <8 x float> %8169, <8 x float> %8166
  br label %8175

8172:                                             ; preds = %8156
  %8173 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8119, <8 x i1> %8108, <8 x float> zeroinitializer)
  %8174 = fadd <8 x float> %8157, %8173
  br label %8175

8175:                                             ; preds = %8158, %8165, %8172, %8156, %8137, %8115
  %8176 = phi <8 x float> [ %8157, %8156 ], [ %8116, %8115 ], [ %8138, %8137 ], [ %8174, %8172 ], [ %8171, %8165 ], [ %8164, %8158 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %8176, ptr nonnull align 1 %8117, <8 x i1> %8108)
  %8177 = shl i64 %5086, 3
  %8178 = or disjoint i64 %8177, 24
  %8179 = sub nsw i64 %9, %8178
  %8180 = icmp sgt i64 %8179, 7
  %8181 = trunc i64 %8179 to i32
  %8182 = select i1 %8180, i32 8, i32 %8181
  %8183 = insertelement <8 x i32> poison, i32 %8182, i64 0
  %8184 = shufflevector <8 x i32> %8183, <8 x i32> poison, <8 x i32> zeroinitializer
  %8185 = icmp sgt <8 x i32> %8184, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %8186 = load <8 x float>, ptr %1124, align 32
  br i1 %3855, label %8192, label %8187

8187:                                             ; preds = %8175
  %8188 = load float, ptr %1518, align 1
  %8189 = insertelement <8 x float> poison, float %8188, i64 0
  %8190 = shufflevector <8 x float> %8189, <8 x float> poison, <8 x i32> zeroinitializer
  %8191 = fadd <8 x float> %8186, %8190
  br label %8192

8192:                                             ; preds = %8187, %8175
  %8193 = phi <8 x float> [ %8191, %8187 ], [ %8186, %8175 ]
  %8194 = getelementptr inbounds nuw float, ptr %1525, i64 %8178
  %8195 = getelementptr inbounds nuw float, ptr %1530, i64 %8178
  %8196 = select i1 %3856, ptr null, ptr %8195
  switch i64 %1109, label %504 [
    i64 1, label %8211
    i64 2, label %8204
    i64 3, label %8197
    i64 0, label %8252
  ]

8197:                                             ; preds = %8192
  %8198 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %8193)
  %8199 = bitcast <8 x float> %8193 to <8 x i32>
  %8200 = and <8 x i32> %8199, %1100
  %8201 = bitcast <8 x i32> %8200 to <8 x float>
  %8202 = fcmp oeq <8 x float> %8193, %47
  %8203 = select <8 x i1> %8202, <8 x float> %8201, <8 x float> %8198
  br label %8214

8204:                                             ; preds = %8192
  %8205 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %8193)
  %8206 = bitcast <8 x float> %8193 to <8 x i32>
  %8207 = or <8 x i32> %8206, %1101
  %8208 = bitcast <8 x i32> %8207 to <8 x float>
  %8209 = fcmp oeq <8 x float> %8193, %50
  %8210 = select <8 x i1> %8209, <8 x float> %8208, <8 x float> %8205
  br label %8214

8211:                                             ; preds = %8192
  %8212 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8196, <8 x i1> %8185, <8 x float> zeroinitializer)
  %8213 = fadd <8 x float> %8193, %8212
  br label %8214

8214:                                             ; preds = %8211, %8204, %8197
  %8215 = phi <8 x float> [ %8213, %8211 ], [ %8210, %8204 ], [ %8203, %8197 ]
  switch i64 %1126, label %504 [
    i64 1, label %8230
    i64 2, label %8223
    i64 3, label %8216
    i64 0, label %8252
  ]

8216:                                             ; preds = %8214
  %8217 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %8215)
  %8218 = bitcast <8 x float> %8215 to <8 x i32>
  %8219 = and <8 x i32> %8218, %1100
  %8220 = bitcast <8 x i32> %8219 to <8 x float>
  %8221 = fcmp oeq <8 x float> %8215, %47
  %8222 = select <8 x i1> %8221, <8 x float> %8220, <8 x float> %8217
  br label %8233

8223:                                             ; preds = %8214
  %8224 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %8215)
  %8225 = bitcast <8 x float> %8215 to <8 x i32>
  %8226 = or <8 x i32> %8225, %1101
  %8227 = bitcast <8 x i32> %8226 to <8 x float>
  %8228 = fcmp oeq <8 x float> %8215, %50
  %8229 = select <8 x i1> %8228, <8 x float> %8227, <8 x float> %8224
  br label %8233

8230:                                             ; preds = %8214
  %8231 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8196, <8 x i1> %8185, <8 x float> zeroinitializer)
  %8232 = fadd <8 x float> %8215, %8231
  br label %8233

8233:                                             ; preds = %8230, %8223, %8216
  %8234 = phi <8 x float> [ %8232, %8230 ], [ %8229, %8223 ], [ %8222, %8216 ]
  switch i64 %1128, label %504 [
    i64 1, label %8249
    i64 2, label %8242
    i64 3, label %8235
    i64 0, label %8252
  ]

8235:                                             ; preds = %8233
  %8236 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %8234)
  %8237 = bitcast <8 x float> %8234 to <8 x i32>
  %8238 = and <8 x i32> %8237, %1100
  %8239 = bitcast <8 x i32> %8238 to <8 x float>
  %8240 = fcmp oeq <8 x float> %8234, %47
  %8241 = select <8 x i1> %8240, <8 x float> %8239, <8 x float> %8236
  br label %8252

8242:                                             ; preds = %8233
  %8243 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %8234)
  %8244 = bitcast <8 x float> %8234 to <8 x i32>
  %8245 = or <8 x i32> %8244, %1101
  %8246 = bitcast <8 x i32> %8245 to <8 x float>
  %8247 = fcmp oeq <8 x float> %8234, %50
  %8248 = select <8 x i1> %8247, <8 x float> %8246, <8 x float> %8243
  br label %8252

8249:                                             ; preds = %8233
  %8250 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8196, <8 x i1> %8185, <8 x float> zeroinitializer)
  %8251 = fadd <8 x float> %8234, %8250
  br label %8252

8252:                                             ; preds = %8235, %8242, %8249, %8233, %8214, %8192
  %8253 = phi <8 x float> [ %8234, %8233 ], [ %8193, %8192 ], [ %8215, %8214 ], [ %8251, %8249 ], [ %8248, %8242 ], [ %8241, %8235 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %8253, ptr nonnull align 1 %8194, <8 x i1> %8185)
  %8254 = shl i64 %5086, 3
  %8255 = or disjoint i64 %8254, 32
  %8256 = sub nsw i64 %9, %8255
  %8257 = icmp sgt i64 %8256, 7
  %8258 = trunc i64 %8256 to i32
  %8259 = select i1 %8257, i32 8, i32 %8258
  %8260 = insertelement <8 x i32> poison, i32 %8259, i64 0
  %8261 = shufflevector <8 x i32> %8260, <8 x i32> poison, <8 x i32> zeroinitializer
  %8262 = icmp sgt <8 x i32> %8261, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %8263 = load <8 x float>, ptr %1129, align 32
  br i1 %3855, label %8269, label %8264

8264:                                             ; preds = %8252
  %8265 = load float, ptr %1518, align 1
  %8266 = insertelement <8 x float> poison, float %8265, i64 0
  %8267 = shufflevector <8 x float> %8266, <8 x float> poison, <8 x i32> zeroinitializer
  %8268 = fadd <8 x float> %8263, %8267
  br label %8269

8269:                                             ; preds = %8264, %8252
  %8270 = phi <8 x float> [ %8268, %8264 ], [ %8263, %8252 ]
  %8271 = getelementptr inbounds nuw float, ptr %1525, i64 %8255
  %8272 = getelementptr inbounds nuw float, ptr %1530, i64 %8255
  %8273 = select i1 %3856, ptr null, ptr %8272
  switch i64 %1109, label %504 [
    i64 1, label %8288
    i64 2, label %8281
    i64 3, label %8274
    i64 0, label %8329
  ]

8274:                                             ; preds = %8269
  %8275 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %8270)
  %8276 = bitcast <8 x float> %8270 to <8 x i32>
  %8277 = and <8 x i32> %8276, %1100
  %8278 = bitcast <8 x i32> %8277 to <8 x float>
  %8279 = fcmp oeq <8 x float> %8270, %47
  %8280 = select <8 x i1> %8279, <8 x float> %8278, <8 x float> %8275
  br label %8291

8281:                                             ; preds = %8269
  %8282 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %8270)
  %8283 = bitcast <8 x float> %8270 to <8 x i32>
  %8284 = or <8 x i32> %8283, %1101
  %8285 = bitcast <8 x i32> %8284 to <8 x float>
  %8286 = fcmp oeq <8 x float> %8270, %50
  %8287 = select <8 x i1> %8286, <8 x float> %8285, <8 x float> %8282
  br label %8291

8288:                                             ; preds = %8269
  %8289 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8273, <8 x i1> %8262, <8 x float> zeroinitializer)
  %8290 = fadd <8 x float> %8270, %8289
  br label %8291

8291:                                             ; preds = %8288, %8281, %8274
  %8292 = phi <8 x float> [ %8290, %8288 ], [ %8287, %8281 ], [ %8280, %8274 ]
  switch i64 %1131, label %504 [
    i64 1, label %8307
    i64 2, label %8300
    i64 3, label %8293
    i64 0, label %8329
  ]

8293:                                             ; preds = %8291
  %8294 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %8292)
  %8295 = bitcast <8 x float> %8292 to <8 x i32>
  %8296 = and <8 x i32> %8295, %1100
  %8297 = bitcast <8 x i32> %8296 to <8 x float>
  %8298 = fcmp oeq <8 x float> %8292, %47
  %8299 = select <8 x i1> %8298, <8 x float> %8297, <8 x float> %8294
  br label %8310

8300:                                             ; preds = %8291
  %8301 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %8292)
  %8302 = bitcast <8 x float> %8292 to <8 x i32>
  %8303 = or <8 x i32> %8302, %1101
  %8304 = bitcast <8 x i32> %8303 to <8 x float>
  %8305 = fcmp oeq <8 x float> %8292, %50
  %8306 = select <8 x i1> %8305, <8 x float> %8304, <8 x float> %8301
  br label %8310

8307:                                             ; preds = %8291
  %8308 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8273, <8 x i1> %8262, <8 x float> zeroinitializer)
  %8309 = fadd <8 x float> %8292, %8308
  br label %8310

8310:                                             ; preds = %8307, %8300, %8293
  %8311 = phi <8 x float> [ %8309, %8307 ], [ %8306, %8300 ], [ %8299, %8293 ]
  switch i64 %1133, label %504 [
    i64 1, label %8326
    i64 2, label %8319
    i64 3, label %8312
    i64 0, label %8329
  ]

8312:                                             ; preds = %8310
  %8313 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %8311)
  %8314 = bitcast <8 x float> %8311 to <8 x i32>
  %8315 = and <8 x i32> %8314, %1100
  %8316 = bitcast <8 x i32> %8315 to <8 x float>
  %8317 = fcmp oeq <8 x float> %8311, %47
  %8318 = select <8 x i1> %8317, <8 x float> %8316, <8 x float> %8313
  br label %8329

8319:                                             ; preds = %8310
  %8320 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %8311)
  %8321 = bitcast <8 x float> %8311 to <8 x i32>
  %8322 = or <8 x i32> %8321, %1101
  %8323 = bitcast <8 x i32> %8322 to <8 x float>
  %8324 = fcmp oeq <8 x float> %8311, %50
  %8325 = select <8 x i1> %8324, <8 x float> %8323, <8 x float> %8320
  br label %8329

8326:                                             ; preds = %8310
  %8327 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8273, <8 x i1> %8262, <8 x float> zeroinitializer)
  %8328 = fadd <8 x float> %8311, %8327
  br label %8329

8329:                                             ; preds = %8312, %8319, %8326, %8310, %8291, %8269
  %8330 = phi <8 x float> [ %8311, %8310 ], [ %8270, %8269 ], [ %8292, %8291 ], [ %8328, %8326 ], [ %8325, %8319 ], [ %8318, %8312 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %8330, ptr nonnull align 1 %8271, <8 x i1> %8262)
  %8331 = shl i64 %5086, 3
  %8332 = or disjoint i64 %8331, 40
  %8333 = sub nsw i64 %9, %8332
  %8334 = icmp sgt i64 %8333, 7
  %8335 = trunc i64 %8333 to i32
  %8336 = select i1 %8334, i32 8, i32 %8335
  %8337 = insertelement <8 x i32> poison, i32 %8336, i64 0
  %8338 = shufflevector <8 x i32> %8337, <8 x i32> poison, <8 x i32> zeroinitializer
  %8339 = icmp sgt <8 x i32> %8338, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %8340 = load <8 x float>, ptr %1134, align 32
  br i1 %3855, label %8346, label %8341

8341:                                             ; preds = %8329
  %8342 = load float, ptr %1518, align 1
  %8343 = insertelement <8 x float> poison, float %8342, i64 0
  %8344 = shufflevector <8 x float> %8343, <8 x float> poison, <8 x i32> zeroinitializer
  %8345 = fadd <8 x float> %8340, %8344
  br label %8346

8346:                                             ; preds = %8341, %8329
  %8347 = phi <8 x float> [ %8345, %8341 ], [ %8340, %8329 ]
  %8348 = getelementptr inbounds nuw float, ptr %1525, i64 %8332
  %8349 = getelementptr inbounds nuw float, ptr %1530, i64 %8332
  %8350 = select i1 %3856, ptr null, ptr %8349
  switch i64 %1109, label %504 [
    i64 1, label %8365
    i64 2, label %8358
    i64 3, label %8351
    i64 0, label %8406
  ]

8351:                                             ; preds = %8346
  %8352 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %8347)
  %8353 = bitcast <8 x float> %8347 to <8 x i32>
  %8354 = and <8 x i32> %8353, %1100
  %8355 = bitcast <8 x i32> %8354 to <8 x float>
  %8356 = fcmp oeq <8 x float> %8347, %47
  %8357 = select <8 x i1> %8356, <8 x float> %8355, <8 x float> %8352
  br label %8368

8358:                                             ; preds = %8346
  %8359 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %8347)
  %8360 = bitcast <8 x float> %8347 to <8 x i32>
  %8361 = or <8 x i32> %8360, %1101
  %8362 = bitcast <8 x i32> %8361 to <8 x float>
  %8363 = fcmp oeq <8 x float> %8347, %50
  %8364 = select <8 x i1> %8363, <8 x float> %8362, <8 x float> %8359
  br label %8368

8365:                                             ; preds = %8346
  %8366 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8350, <8 x i1> %8339, <8 x float> zeroinitializer)
  %8367 = fadd <8 x float> %8347, %8366
  br label %8368

8368:                                             ; preds = %8365, %8358, %8351
  %8369 = phi <8 x float> [ %8367, %8365 ], [ %8364, %8358 ], [ %8357, %8351 ]
  switch i64 %1136, label %504 [
    i64 1, label %8384
    i64 2, label %8377
    i64 3, label %8370
    i64 0, label %8406
  ]

8370:                                             ; preds = %8368
  %8371 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %8369)
  %8372 = bitcast <8 x float> %8369 to <8 x i32>
  %8373 = and <8 x i32> %8372, %1100
  %8374 = bitcast <8 x i32> %8373 to <8 x float>
  %8375 = fcmp oeq <8 x float> %8369, %47
  %8376 = select <8 x i1> %8375, <8 x float> %8374, <8 x float> %8371
  br label %8387

8377:                                             ; preds = %8368
  %8378 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %8369)
  %8379 = bitcast <8 x float> %8369 to <8 x i32>
  %8380 = or <8 x i32> %8379, %1101
  %8381 = bitcast <8 x i32> %8380 to <8 x float>
  %8382 = fcmp oeq <8 x float> %8369, %50
  %8383 = select <8 x i1> %8382, <8 x float> %8381, <8 x float> %8378
  br label %8387

8384:                                             ; preds = %8368
  %8385 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8350, <8 x i1> %8339, <8 x float> zeroinitializer)
  %8386 = fadd <8 x float> %8369, %8385
  br label %8387

8387:                                             ; preds = %8384, %8377, %8370
  %8388 = phi <8 x float> [ %8386, %8384 ], [ %8383, %8377 ], [ %8376, %8370 ]
  switch i64 %1138, label %504 [
    i64 1, label %8403
    i64 2, label %8396
    i64 3, label %8389
    i64 0, label %8406
  ]

8389:                                             ; preds = %8387
  %8390 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %8388)
  %8391 = bitcast <8 x float> %8388 to <8 x i32>
  %8392 = and <8 x i32> %8391, %1100
  %8393 = bitcast <8 x i32> %8392 to <8 x float>
  %8394 = fcmp oeq <8 x float> %8388, %47
  %8395 = select <8 x i1> %8394, <8 x float> %8393, <8 x float> %8390
  br label %8406

8396:                                             ; preds = %8387
  %8397 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %8388)
  %8398 = bitcast <8 x float> %8388 to <8 x i32>
  %8399 = or <8 x i32> %8398, %1101
  %8400 = bitcast <8 x i32> %8399 to <8 x float>
  %8401 = fcmp oeq <8 x float> %8388, %50
  %8402 = select <8 x i1> %8401, <8 x float> %8400, <8 x float> %8397
  br label %8406

8403:                                             ; preds = %8387
  %8404 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8350, <8 x i1> %8339, <8 x float> zeroinitializer)
  %8405 = fadd <8 x float> %8388, %8404
  br label %8406

8406:                                             ; preds = %8389, %8396, %8403, %8387, %8368, %8346
  %8407 = phi <8 x float> [ %8388, %8387 ], [ %8347, %8346 ], [ %8369, %8368 ], [ %8405, %8403 ], [ %8402, %8396 ], [ %8395, %8389 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %8407, ptr nonnull align 1 %8348, <8 x i1> %8339)
  %8408 = shl i64 %5086, 3
  %8409 = or disjoint i64 %8408, 48
  %8410 = sub nsw i64 %9, %8409
  %8411 = icmp sgt i64 %8410, 7
  %8412 = trunc i64 %8410 to i32
  %8413 = select i1 %8411, i32 8, i32 %8412
  %8414 = insertelement <8 x i32> poison, i32 %8413, i64 0
  %8415 = shufflevector <8 x i32> %8414, <8 x i32> poison, <8 x i32> zeroinitializer
  %8416 = icmp sgt <8 x i32> %8415, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %8417 = load <8 x float>, ptr %1139, align 32
  br i1 %3855, label %8423, label %8418

8418:                                             ; preds = %8406
  %8419 = load float, ptr %1518, align 1
  %8420 = insertelement <8 x float> poison, float %8419, i64 0
  %8421 = shufflevector <8 x float> %8420, <8 x float> poison, <8 x i32> zeroinitializer
  %8422 = fadd <8 x float> %8417, %8421
  br label %8423

8423:                                             ; preds = %8418, %8406
  %8424 = phi <8 x float> [ %8422, %8418 ], [ %8417, %8406 ]
  %8425 = getelementptr inbounds nuw float, ptr %1525, i64 %8409
  %8426 = getelementptr inbounds nuw float, ptr %1530, i64 %8409
  %8427 = select i1 %3856, ptr null, ptr %8426
  switch i64 %1109, label %504 [
    i64 1, label %8442
    i64 2, label %8435
    i64 3, label %8428
    i64 0, label %8483
  ]

8428:                                             ; preds = %8423
  %8429 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %8424)
  %8430 = bitcast <8 x float> %8424 to <8 x i32>
  %8431 = and <8 x i32> %8430, %1100
  %8432 = bitcast <8 x i32> %8431 to <8 x float>
  %8433 = fcmp oeq <8 x float> %8424, %47
  %8434 = select <8 x i1> %8433, <8 x float> %8432, <8 x float> %8429
  br label %8445

8435:                                             ; preds = %8423
  %8436 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %8424)
  %8437 = bitcast <8 x float> %8424 to <8 x i32>
  %8438 = or <8 x i32> %8437, %1101
  %8439 = bitcast <8 x i32> %8438 to <8 x float>
  %8440 = fcmp oeq <8 x float> %8424, %50
  %8441 = select <8 x i1> %8440, <8 x float> %8439, <8 x float> %8436
  br label %8445

8442:                                             ; preds = %8423
  %8443 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8427, <8 x i1> %8416, <8 x float> zeroinitializer)
  %8444 = fadd <8 x float> %8424, %8443
  br label %8445

8445:                                             ; preds = %8442, %8435, %8428
  %8446 = phi <8 x float> [ %8444, %8442 ], [ %8441, %8435 ], [ %8434, %8428 ]
  switch i64 %1141, label %504 [
    i64 1, label %8461
    i64 2, label %8454
    i64 3, label %8447
    i64 0, label %8483
  ]

8447:                                             ; preds = %8445
  %8448 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %8446)
  %8449 = bitcast <8 x float> %8446 to <8 x i32>
  %8450 = and <8 x i32> %8449, %1100
  %8451 = bitcast <8 x i32> %8450 to <8 x float>
  %8452 = fcmp oeq <8 x float> %8446, %47
  %8453 = select <8 x i1> %8452, <8 x float> %8451, <8 x float> %8448
  br label %8464

8454:                                             ; preds = %8445
  %8455 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %8446)
  %8456 = bitcast <8 x float> %8446 to <8 x i32>
  %8457 = or <8 x i32> %8456, %1101
  %8458 = bitcast <8 x i32> %8457 to <8 x float>
  %8459 = fcmp oeq <8 x float> %8446, %50
  %8460 = select <8 x i1> %8459, <8 x float> %8458, <8 x float> %8455
  br label %8464

8461:                                             ; preds = %8445
  %8462 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8427, <8 x i1> %8416, <8 x float> zeroinitializer)
  %8463 = fadd <8 x float> %8446, %8462
  br label %8464

8464:                                             ; preds = %8461, %8454, %8447
  %8465 = phi <8 x float> [ %8463, %8461 ], [ %8460, %8454 ], [ %8453, %8447 ]
  switch i64 %1143, label %504 [
    i64 1, label %8480
    i64 2, label %8473
    i64 3, label %8466
    i64 0, label %8483
  ]

8466:                                             ; preds = %8464
  %8467 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %8465)
  %8468 = bitcast <8 x float> %8465 to <8 x i32>
  %8469 = and <8 x i32> %8468, %1100
  %8470 = bitcast <8 x i32> %8469 to <8 x float>
  %8471 = fcmp oeq <8 x float> %8465, %47
  %8472 = select <8 x i1> %8471, <8 x float> %8470, <8 x float> %8467
  br label %8483

8473:                                             ; preds = %8464
  %8474 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %8465)
  %8475 = bitcast <8 x float> %8465 to <8 x i32>
  %8476 = or <8 x i32> %8475, %1101
  %8477 = bitcast <8 x i32> %8476 to <8 x float>
  %8478 = fcmp oeq <8 x float> %8465, %50
  %8479 = select <8 x i1> %8478, <8 x float> %8477, <8 x float> %8474
  br label %8483

8480:                                             ; preds = %8464
  %8481 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8427, <8 x i1> %8416, <8 x float> zeroinitializer)
  %8482 = fadd <8 x float> %8465, %8481
  br label %8483

8483:                                             ; preds = %8466, %8473, %8480, %8464, %8445, %8423
  %8484 = phi <8 x float> [ %8465, %8464 ], [ %8424, %8423 ], [ %8446, %8445 ], [ %8482, %8480 ], [ %8479, %8473 ], [ %8472, %8466 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %8484, ptr nonnull align 1 %8425, <8 x i1> %8416)
  %8485 = shl i64 %5086, 3
  %8486 = or disjoint i64 %8485, 56
  %8487 = sub nsw i64 %9, %8486
  %8488 = icmp sgt i64 %8487, 7
  %8489 = trunc i64 %8487 to i32
  %8490 = select i1 %8488, i32 8, i32 %8489
  %8491 = insertelement <8 x i32> poison, i32 %8490, i64 0
  %8492 = shufflevector <8 x i32> %8491, <8 x i32> poison, <8 x i32> zeroinitializer
  %8493 = icmp sgt <8 x i32> %8492, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %8494 = load <8 x float>, ptr %1144, align 32
  br i1 %3855, label %8500, label %8495

8495:                                             ; preds = %8483
  %8496 = load float, ptr %1518, align 1
  %8497 = insertelement <8 x float> poison, float %8496, i64 0
  %8498 = shufflevector <8 x float> %8497, <8 x float> poison, <8 x i32> zeroinitializer
  %8499 = fadd <8 x float> %8494, %8498
  br label %8500

8500:                                             ; preds = %8495, %8483
  %8501 = phi <8 x float> [ %8499, %8495 ], [ %8494, %8483 ]
  %8502 = getelementptr inbounds nuw float, ptr %1525, i64 %8486
  %8503 = getelementptr inbounds nuw float, ptr %1530, i64 %8486
  %8504 = select i1 %3856, ptr null, ptr %8503
  switch i64 %1109, label %504 [
    i64 1, label %8519
    i64 2, label %8512
    i64 3, label %8505
    i64 0, label %8560
  ]

8505:                                             ; preds = %8500
  %8506 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %8501)
  %8507 = bitcast <8 x float> %8501 to <8 x i32>
  %8508 = and <8 x i32> %8507, %1100
  %8509 = bitcast <8 x i32> %8508 to <8 x float>
  %8510 = fcmp oeq <8 x float> %8501, %47
  %8511 = select <8 x i1> %8510, <8 x float> %8509, <8 x float> %8506
  br label %8522

8512:                                             ; preds = %8500
  %8513 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %8501)
  %8514 = bitcast <8 x float> %8501 to <8 x i32>
  %8515 = or <8 x i32> %8514, %1101
  %8516 = bitcast <8 x i32> %8515 to <8 x float>
  %8517 = fcmp oeq <8 x float> %8501, %50
  %8518 = select <8 x i1> %8517, <8 x float> %8516, <8 x float> %8513
  br label %8522

8519:                                             ; preds = %8500
  %8520 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8504, <8 x i1> %8493, <8 x float> zeroinitializer)
  %8521 = fadd <8 x float> %8501, %8520
  br label %8522

8522:                                             ; preds = %8519, %8512, %8505
  %8523 = phi <8 x float> [ %8521, %8519 ], [ %8518, %8512 ], [ %8511, %8505 ]
  switch i64 %1146, label %504 [
    i64 1, label %8538
    i64 2, label %8531
    i64 3, label %8524
    i64 0, label %8560
  ]

8524:                                             ; preds = %8522
  %8525 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %8523)
  %8526 = bitcast <8 x float> %8523 to <8 x i32>
  %8527 = and <8 x i32> %8526, %1100
  %8528 = bitcast <8 x i32> %8527 to <8 x float>
  %8529 = fcmp oeq <8 x float> %8523, %47
  %8530 = select <8 x i1> %8529, <8 x float> %8528, <8 x float> %8525
  br label %8541

8531:                                             ; preds = %8522
  %8532 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %8523)
  %8533 = bitcast <8 x float> %8523 to <8 x i32>
  %8534 = or <8 x i32> %8533, %1101
  %8535 = bitcast <8 x i32> %8534 to <8 x float>
  %8536 = fcmp oeq <8 x float> %8523, %50
  %8537 = select <8 x i1> %8536, <8 x float> %8535, <8 x float> %8532
  br label %8541

8538:                                             ; preds = %8522
  %8539 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8504, <8 x i1> %8493, <8 x float> zeroinitializer)
  %8540 = fadd <8 x float> %8523, %8539
  br label %8541

8541:                                             ; preds = %8538, %8531, %8524
  %8542 = phi <8 x float> [ %8540, %8538 ], [ %8537, %8531 ], [ %8530, %8524 ]
  switch i64 %1148, label %504 [
    i64 1, label %8557
    i64 2, label %8550
    i64 3, label %8543
    i64 0, label %8560
  ]

8543:                                             ; preds = %8541
  %8544 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %47, <8 x float> %8542)
  %8545 = bitcast <8 x float> %8542 to <8 x i32>
  %8546 = and <8 x i32> %8545, %1100
  %8547 = bitcast <8 x i32> %8546 to <8 x float>
  %8548 = fcmp oeq <8 x float> %8542, %47
  %8549 = select <8 x i1> %8548, <8 x float> %8547, <8 x float> %8544
  br label %8560

8550:                                             ; preds = %8541
  %8551 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %50, <8 x float> %8542)
  %8552 = bitcast <8 x float> %8542 to <8 x i32>
  %8553 = or <8 x i32> %8552, %1101
  %8554 = bitcast <8 x i32> %8553 to <8 x float>
  %8555 = fcmp oeq <8 x float> %8542, %50
  %8556 = select <8 x i1> %8555, <8 x float> %8554, <8 x float> %8551
  br label %8560

8557:                                             ; preds = %8541
  %8558 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8504, <8 x i1> %8493, <8 x float> zeroinitializer)
  %8559 = fadd <8 x float> %8542, %8558
  br label %8560

8560:                                             ; preds = %8543, %8550, %8557, %8541, %8522, %8500
  %8561 = phi <8 x float> [ %8542, %8541 ], [ %8501, %8500 ], [ %8523, %8522 ], [ %8559, %8557 ], [ %8556, %8550 ], [ %8549, %8543 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %8561, ptr nonnull align 1 %8502, <8 x i1> %8493)
  call void @llvm.lifetime.end.p0(ptr nonnull %34)
  br label %8562

8562:                                             ; preds = %5234, %5498, %5880, %6262, %6721, %7257, %7870, %8560, %5085
  %8563 = add nuw nsw i64 %5086, 8
  %8564 = icmp slt i64 %8563, %1035
  br i1 %8564, label %5085, label %8565

8565:                                             ; preds = %8562, %5082, %3853, %3865, %1922, %2640, %3215, %3850, %1537
  %8566 = zext nneg i32 %1535 to i64
  %8567 = add nsw i64 %1511, %8566
  %8568 = add nsw i64 %1508, %8566
  %8569 = icmp eq i64 %8568, %8
  br i1 %8569, label %8570, label %8576

8570:                                             ; preds = %8565
  %8571 = add nsw i64 %1509, 1
  %8572 = icmp eq i64 %8571, %5
  %8573 = zext i1 %8572 to i64
  %8574 = add nsw i64 %1510, %8573
  %8575 = select i1 %8572, i64 0, i64 %8571
  br label %8576

8576:                                             ; preds = %8570, %8565
  %8577 = phi i64 [ %1510, %8565 ], [ %8574, %8570 ]
  %8578 = phi i64 [ %1509, %8565 ], [ %8575, %8570 ]
  %8579 = phi i64 [ %8568, %8565 ], [ 0, %8570 ]
  %8580 = icmp slt i64 %8567, %4
  br i1 %8580, label %1507, label %1506

8581:                                             ; preds = %27, %1506
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
