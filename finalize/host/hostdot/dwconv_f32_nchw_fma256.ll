; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
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
  %53 = icmp slt i64 %3, %4
  br i1 %53, label %54, label %7945

54:                                               ; preds = %28
  %55 = icmp eq i64 %13, 2
  %56 = srem i64 %3, %8
  %57 = sdiv i64 %3, %8
  %58 = srem i64 %57, %5
  %59 = sdiv i64 %57, %5
  %60 = mul i64 %11, %10
  %61 = mul nsw i64 %9, %8
  %62 = add nsw i64 %61, 7
  %63 = sdiv i64 %62, 8
  %64 = add nsw i64 %63, 1
  %65 = sdiv i64 %64, 2
  %66 = shl nsw i64 %65, 1
  %67 = icmp eq i64 %12, 1
  %68 = icmp eq i64 %13, 1
  %69 = and i1 %67, %68
  %70 = icmp eq i64 %9, %7
  %71 = and i1 %70, %69
  %72 = icmp slt i64 %7, 5
  %73 = and i1 %72, %71
  %74 = mul nsw i64 %66, %60
  %75 = icmp slt i64 %74, 257
  %76 = select i1 %73, i1 %75, i1 false
  br i1 %76, label %77, label %1032

77:                                               ; preds = %54
  call void @llvm.lifetime.start.p0(ptr nonnull %37)
  call void @llvm.lifetime.start.p0(ptr nonnull %38)
  %78 = trunc i64 %9 to i32
  %79 = insertelement <8 x i32> poison, i32 %78, i64 0
  %80 = shufflevector <8 x i32> %79, <8 x i32> poison, <8 x i32> zeroinitializer
  %81 = add <8 x i32> %80, splat (i32 -1)
  br label %106

82:                                               ; preds = %106
  %83 = sdiv i64 8, %9
  %84 = trunc nsw i64 %83 to i32
  %85 = insertelement <8 x i32> poison, i32 %84, i64 0
  %86 = shufflevector <8 x i32> %85, <8 x i32> poison, <8 x i32> zeroinitializer
  %87 = srem i64 8, %9
  %88 = trunc nuw nsw i64 %87 to i32
  %89 = insertelement <8 x i32> poison, i32 %88, i64 0
  %90 = shufflevector <8 x i32> %89, <8 x i32> poison, <8 x i32> zeroinitializer
  %91 = icmp sgt i64 %10, 0
  br i1 %91, label %92, label %172

92:                                               ; preds = %82
  %93 = icmp sgt i64 %11, 0
  %94 = icmp ult i64 %11, 4
  %95 = icmp ult i64 %11, 16
  %96 = and i64 %11, 12
  %97 = and i64 %11, 9223372036854775792
  %98 = insertelement <4 x i64> poison, i64 %15, i64 0
  %99 = shufflevector <4 x i64> %98, <4 x i64> poison, <4 x i32> zeroinitializer
  %100 = icmp eq i64 %11, %97
  %101 = icmp eq i64 %96, 0
  %102 = and i64 %11, 9223372036854775804
  %103 = insertelement <4 x i64> poison, i64 %15, i64 0
  %104 = shufflevector <4 x i64> %103, <4 x i64> poison, <4 x i32> zeroinitializer
  %105 = icmp eq i64 %11, %102
  br label %117

106:                                              ; preds = %106, %77
  %107 = phi i32 [ 0, %77 ], [ %115, %106 ]
  %108 = phi <8 x i32> [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, %77 ], [ %113, %106 ]
  %109 = phi <8 x i32> [ zeroinitializer, %77 ], [ %114, %106 ]
  %110 = icmp sgt <8 x i32> %108, %81
  %111 = zext <8 x i1> %110 to <8 x i32>
  %112 = select <8 x i1> %110, <8 x i32> %80, <8 x i32> zeroinitializer
  %113 = sub <8 x i32> %108, %112
  %114 = add <8 x i32> %109, %111
  %115 = add nsw i32 %107, %78
  %116 = icmp slt i32 %115, 8
  br i1 %116, label %106, label %82

117:                                              ; preds = %180, %92
  %118 = phi i64 [ 0, %92 ], [ %181, %180 ]
  br i1 %93, label %119, label %180

119:                                              ; preds = %117
  %120 = mul nsw i64 %118, %14
  %121 = sub nsw i64 %120, %16
  %122 = mul nsw i64 %121, %9
  %123 = sub i64 %122, %17
  %124 = mul nuw nsw i64 %118, %11
  %125 = getelementptr i64, ptr %38, i64 %124
  br i1 %94, label %170, label %126

126:                                              ; preds = %119
  br i1 %95, label %153, label %127

127:                                              ; preds = %126
  %128 = insertelement <4 x i64> poison, i64 %123, i64 0
  %129 = shufflevector <4 x i64> %128, <4 x i64> poison, <4 x i32> zeroinitializer
  br label %130

130:                                              ; preds = %130, %127
  %131 = phi i64 [ 0, %127 ], [ %148, %130 ]
  %132 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %127 ], [ %149, %130 ]
  %133 = add <4 x i64> %132, splat (i64 4)
  %134 = add <4 x i64> %132, splat (i64 8)
  %135 = add <4 x i64> %132, splat (i64 12)
  %136 = mul nsw <4 x i64> %132, %99
  %137 = mul nsw <4 x i64> %133, %99
  %138 = mul nsw <4 x i64> %134, %99
  %139 = mul nsw <4 x i64> %135, %99
  %140 = add <4 x i64> %129, %136
  %141 = add <4 x i64> %129, %137
  %142 = add <4 x i64> %129, %138
  %143 = add <4 x i64> %129, %139
  %144 = getelementptr i64, ptr %125, i64 %131
  %145 = getelementptr i8, ptr %144, i64 32
  %146 = getelementptr i8, ptr %144, i64 64
  %147 = getelementptr i8, ptr %144, i64 96
  store <4 x i64> %140, ptr %144, align 8
  store <4 x i64> %141, ptr %145, align 8
  store <4 x i64> %142, ptr %146, align 8
  store <4 x i64> %143, ptr %147, align 8
  %148 = add nuw i64 %131, 16
  %149 = add <4 x i64> %132, splat (i64 16)
  %150 = icmp eq i64 %148, %97
  br i1 %150, label %151, label %130

151:                                              ; preds = %130
  br i1 %100, label %180, label %152

152:                                              ; preds = %151
  br i1 %101, label %170, label %153

153:                                              ; preds = %126, %152
  %154 = phi i64 [ %97, %152 ], [ 0, %126 ]
  %155 = insertelement <4 x i64> poison, i64 %123, i64 0
  %156 = shufflevector <4 x i64> %155, <4 x i64> poison, <4 x i32> zeroinitializer
  %157 = insertelement <4 x i64> poison, i64 %154, i64 0
  %158 = shufflevector <4 x i64> %157, <4 x i64> poison, <4 x i32> zeroinitializer
  %159 = or disjoint <4 x i64> %158, <i64 0, i64 1, i64 2, i64 3>
  br label %160

160:                                              ; preds = %160, %153
  %161 = phi i64 [ %154, %153 ], [ %166, %160 ]
  %162 = phi <4 x i64> [ %159, %153 ], [ %167, %160 ]
  %163 = mul nsw <4 x i64> %162, %104
  %164 = add <4 x i64> %156, %163
  %165 = getelementptr i64, ptr %125, i64 %161
  store <4 x i64> %164, ptr %165, align 8
  %166 = add nuw i64 %161, 4
  %167 = add nuw nsw <4 x i64> %162, splat (i64 4)
  %168 = icmp eq i64 %166, %102
  br i1 %168, label %169, label %160

169:                                              ; preds = %160
  br i1 %105, label %180, label %170

170:                                              ; preds = %119, %152, %169
  %171 = phi i64 [ 0, %119 ], [ %97, %152 ], [ %102, %169 ]
  br label %183

172:                                              ; preds = %180, %82
  %173 = icmp sgt i64 %61, 0
  br i1 %173, label %174, label %249

174:                                              ; preds = %172
  %175 = mul nsw i64 %9, %6
  %176 = trunc i64 %6 to i32
  %177 = insertelement <8 x i32> poison, i32 %176, i64 0
  %178 = shufflevector <8 x i32> %177, <8 x i32> poison, <8 x i32> zeroinitializer
  %179 = icmp sgt i64 %11, 0
  br label %190

180:                                              ; preds = %183, %151, %169, %117
  %181 = add nuw nsw i64 %118, 1
  %182 = icmp eq i64 %181, %10
  br i1 %182, label %172, label %117

183:                                              ; preds = %170, %183
  %184 = phi i64 [ %188, %183 ], [ %171, %170 ]
  %185 = mul nsw i64 %184, %15
  %186 = add i64 %123, %185
  %187 = getelementptr i64, ptr %125, i64 %184
  store i64 %186, ptr %187, align 8
  %188 = add nuw nsw i64 %184, 1
  %189 = icmp eq i64 %188, %11
  br i1 %189, label %180, label %183

190:                                              ; preds = %205, %174
  %191 = phi i64 [ 0, %174 ], [ %213, %205 ]
  %192 = phi <8 x i32> [ %113, %174 ], [ %211, %205 ]
  %193 = phi <8 x i32> [ %114, %174 ], [ %212, %205 ]
  %194 = shl nsw i64 %191, 3
  %195 = sub nsw i64 %175, %194
  %196 = tail call i64 @llvm.smax.i64(i64 %195, i64 0)
  %197 = tail call i64 @llvm.umin.i64(i64 %196, i64 8)
  %198 = trunc nuw nsw i64 %197 to i32
  %199 = insertelement <8 x i32> poison, i32 %198, i64 0
  %200 = shufflevector <8 x i32> %199, <8 x i32> poison, <8 x i32> zeroinitializer
  %201 = icmp samesign ugt <8 x i32> %200, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %91, label %202, label %205

202:                                              ; preds = %190
  %203 = mul nsw i64 %191, %60
  %204 = getelementptr <4 x i64>, ptr %37, i64 %203
  br label %215

205:                                              ; preds = %230, %190
  %206 = add <8 x i32> %193, %86
  %207 = add <8 x i32> %192, %90
  %208 = icmp sgt <8 x i32> %207, %81
  %209 = zext <8 x i1> %208 to <8 x i32>
  %210 = select <8 x i1> %208, <8 x i32> %80, <8 x i32> zeroinitializer
  %211 = sub <8 x i32> %207, %210
  %212 = add <8 x i32> %206, %209
  %213 = add nuw nsw i64 %191, 1
  %214 = icmp eq i64 %213, %66
  br i1 %214, label %249, label %190

215:                                              ; preds = %230, %202
  %216 = phi i64 [ 0, %202 ], [ %231, %230 ]
  br i1 %179, label %217, label %230

217:                                              ; preds = %215
  %218 = mul nsw i64 %216, %14
  %219 = sub nsw i64 %218, %16
  %220 = trunc i64 %219 to i32
  %221 = insertelement <8 x i32> poison, i32 %220, i64 0
  %222 = shufflevector <8 x i32> %221, <8 x i32> poison, <8 x i32> zeroinitializer
  %223 = add <8 x i32> %222, %193
  %224 = icmp sgt <8 x i32> %223, splat (i32 -1)
  %225 = icmp sgt <8 x i32> %178, %223
  %226 = and <8 x i1> %224, %201
  %227 = and <8 x i1> %226, %225
  %228 = mul nuw nsw i64 %216, %11
  %229 = getelementptr <4 x i64>, ptr %204, i64 %228
  br label %233

230:                                              ; preds = %233, %215
  %231 = add nuw nsw i64 %216, 1
  %232 = icmp eq i64 %231, %10
  br i1 %232, label %205, label %215

233:                                              ; preds = %233, %217
  %234 = phi i64 [ 0, %217 ], [ %247, %233 ]
  %235 = mul nsw i64 %234, %15
  %236 = sub nsw i64 %235, %17
  %237 = trunc i64 %236 to i32
  %238 = insertelement <8 x i32> poison, i32 %237, i64 0
  %239 = shufflevector <8 x i32> %238, <8 x i32> poison, <8 x i32> zeroinitializer
  %240 = add <8 x i32> %239, %192
  %241 = icmp sgt <8 x i32> %80, %240
  %242 = icmp sgt <8 x i32> %240, splat (i32 -1)
  %243 = and <8 x i1> %227, %242
  %244 = and <8 x i1> %243, %241
  %245 = sext <8 x i1> %244 to <8 x i32>
  %246 = getelementptr <4 x i64>, ptr %229, i64 %234
  store <8 x i32> %245, ptr %246, align 32
  %247 = add nuw nsw i64 %234, 1
  %248 = icmp eq i64 %247, %11
  br i1 %248, label %230, label %233

249:                                              ; preds = %205, %172
  %250 = icmp eq i64 %56, 0
  br i1 %250, label %251, label %1028

251:                                              ; preds = %249
  %252 = shl nsw i64 %8, 2
  %253 = mul i64 %9, %6
  %254 = icmp eq i64 %22, 0
  %255 = icmp sgt i64 %60, 0
  %256 = bitcast <8 x float> %49 to <8 x i32>
  %257 = bitcast <8 x float> %52 to <8 x i32>
  %258 = icmp eq i64 %21, 0
  %259 = and i64 %26, 3
  %260 = lshr i64 %26, 2
  %261 = and i64 %260, 3
  %262 = lshr i64 %26, 4
  %263 = and i64 %262, 3
  %264 = lshr i64 %26, 2
  %265 = and i64 %264, 3
  %266 = lshr i64 %26, 4
  %267 = and i64 %266, 3
  %268 = icmp eq i64 %21, 0
  %269 = lshr i64 %26, 2
  %270 = and i64 %269, 3
  %271 = lshr i64 %26, 4
  %272 = and i64 %271, 3
  %273 = lshr i64 %26, 2
  %274 = and i64 %273, 3
  %275 = lshr i64 %26, 4
  %276 = and i64 %275, 3
  %277 = icmp eq i64 %21, 0
  %278 = lshr i64 %26, 2
  %279 = and i64 %278, 3
  %280 = lshr i64 %26, 4
  %281 = and i64 %280, 3
  %282 = lshr i64 %26, 2
  %283 = and i64 %282, 3
  %284 = lshr i64 %26, 4
  %285 = and i64 %284, 3
  %286 = icmp eq i64 %21, 0
  %287 = lshr i64 %26, 2
  %288 = and i64 %287, 3
  %289 = lshr i64 %26, 4
  %290 = and i64 %289, 3
  %291 = lshr i64 %26, 2
  %292 = and i64 %291, 3
  %293 = lshr i64 %26, 4
  %294 = and i64 %293, 3
  br label %295

295:                                              ; preds = %251, %387
  %296 = phi i64 [ %3, %251 ], [ %388, %387 ]
  %297 = phi i64 [ %58, %251 ], [ %381, %387 ]
  %298 = phi i64 [ %59, %251 ], [ %380, %387 ]
  %299 = sub nsw i64 %4, %296
  %300 = icmp slt i64 %299, %252
  br i1 %300, label %1028, label %301

301:                                              ; preds = %295
  %302 = mul nsw i64 %298, %19
  %303 = getelementptr inbounds float, ptr %40, i64 %302
  %304 = mul i64 %253, %297
  %305 = getelementptr inbounds float, ptr %303, i64 %304
  %306 = mul nsw i64 %297, %60
  %307 = getelementptr inbounds float, ptr %41, i64 %306
  %308 = getelementptr inbounds float, ptr %42, i64 %297
  %309 = mul nsw i64 %298, %20
  %310 = getelementptr inbounds float, ptr %44, i64 %309
  %311 = mul nsw i64 %297, %61
  %312 = getelementptr inbounds float, ptr %310, i64 %311
  %313 = mul nsw i64 %298, %23
  %314 = getelementptr inbounds float, ptr %43, i64 %313
  %315 = getelementptr inbounds float, ptr %314, i64 %311
  %316 = select i1 %254, ptr null, ptr %315
  %317 = add nsw i64 %297, 1
  %318 = icmp eq i64 %317, %5
  %319 = zext i1 %318 to i64
  %320 = add nsw i64 %298, %319
  %321 = select i1 %318, i64 0, i64 %317
  %322 = mul nsw i64 %320, %19
  %323 = getelementptr inbounds float, ptr %40, i64 %322
  %324 = mul i64 %253, %321
  %325 = getelementptr inbounds float, ptr %323, i64 %324
  %326 = mul nsw i64 %321, %60
  %327 = getelementptr inbounds float, ptr %41, i64 %326
  %328 = getelementptr inbounds float, ptr %42, i64 %321
  %329 = mul nsw i64 %320, %20
  %330 = getelementptr inbounds float, ptr %44, i64 %329
  %331 = mul nsw i64 %321, %61
  %332 = getelementptr inbounds float, ptr %330, i64 %331
  %333 = mul nsw i64 %320, %23
  %334 = getelementptr inbounds float, ptr %43, i64 %333
  %335 = getelementptr inbounds float, ptr %334, i64 %331
  %336 = select i1 %254, ptr null, ptr %335
  %337 = add nsw i64 %321, 1
  %338 = icmp eq i64 %337, %5
  %339 = zext i1 %338 to i64
  %340 = add nsw i64 %320, %339
  %341 = select i1 %338, i64 0, i64 %337
  %342 = mul nsw i64 %340, %19
  %343 = getelementptr inbounds float, ptr %40, i64 %342
  %344 = mul i64 %253, %341
  %345 = getelementptr inbounds float, ptr %343, i64 %344
  %346 = mul nsw i64 %341, %60
  %347 = getelementptr inbounds float, ptr %41, i64 %346
  %348 = getelementptr inbounds float, ptr %42, i64 %341
  %349 = mul nsw i64 %340, %20
  %350 = getelementptr inbounds float, ptr %44, i64 %349
  %351 = mul nsw i64 %341, %61
  %352 = getelementptr inbounds float, ptr %350, i64 %351
  %353 = mul nsw i64 %340, %23
  %354 = getelementptr inbounds float, ptr %43, i64 %353
  %355 = getelementptr inbounds float, ptr %354, i64 %351
  %356 = select i1 %254, ptr null, ptr %355
  %357 = add nsw i64 %341, 1
  %358 = icmp eq i64 %357, %5
  %359 = zext i1 %358 to i64
  %360 = add nsw i64 %340, %359
  %361 = select i1 %358, i64 0, i64 %357
  %362 = mul nsw i64 %360, %19
  %363 = getelementptr inbounds float, ptr %40, i64 %362
  %364 = mul i64 %253, %361
  %365 = getelementptr inbounds float, ptr %363, i64 %364
  %366 = mul nsw i64 %361, %60
  %367 = getelementptr inbounds float, ptr %41, i64 %366
  %368 = getelementptr inbounds float, ptr %42, i64 %361
  %369 = mul nsw i64 %360, %20
  %370 = getelementptr inbounds float, ptr %44, i64 %369
  %371 = mul nsw i64 %361, %61
  %372 = getelementptr inbounds float, ptr %370, i64 %371
  %373 = mul nsw i64 %360, %23
  %374 = getelementptr inbounds float, ptr %43, i64 %373
  %375 = getelementptr inbounds float, ptr %374, i64 %371
  %376 = select i1 %254, ptr null, ptr %375
  %377 = add nsw i64 %361, 1
  %378 = icmp eq i64 %377, %5
  %379 = zext i1 %378 to i64
  %380 = add nsw i64 %360, %379
  %381 = select i1 %378, i64 0, i64 %377
  br i1 %173, label %382, label %387

382:                                              ; preds = %301
  %383 = icmp eq ptr %316, null
  %384 = icmp eq ptr %336, null
  %385 = icmp eq ptr %356, null
  %386 = icmp eq ptr %376, null
  br label %390

387:                                              ; preds = %1024, %301
  %388 = add nsw i64 %296, %252
  %389 = icmp slt i64 %388, %4
  br i1 %389, label %295, label %1028

390:                                              ; preds = %382, %1024
  %391 = phi i64 [ %1026, %1024 ], [ 0, %382 ]
  br i1 %255, label %392, label %401

392:                                              ; preds = %390
  %393 = shl i64 %391, 5
  %394 = mul nuw nsw i64 %391, %60
  %395 = getelementptr i8, ptr %305, i64 %393
  %396 = getelementptr i8, ptr %325, i64 %393
  %397 = getelementptr i8, ptr %345, i64 %393
  %398 = getelementptr i8, ptr %365, i64 %393
  %399 = or disjoint i64 %391, 1
  %400 = mul nuw nsw i64 %399, %60
  br label %410

401:                                              ; preds = %410, %390
  %402 = phi <8 x float> [ zeroinitializer, %390 ], [ %466, %410 ]
  %403 = phi <8 x float> [ zeroinitializer, %390 ], [ %452, %410 ]
  %404 = phi <8 x float> [ zeroinitializer, %390 ], [ %463, %410 ]
  %405 = phi <8 x float> [ zeroinitializer, %390 ], [ %445, %410 ]
  %406 = phi <8 x float> [ zeroinitializer, %390 ], [ %460, %410 ]
  %407 = phi <8 x float> [ zeroinitializer, %390 ], [ %438, %410 ]
  %408 = phi <8 x float> [ zeroinitializer, %390 ], [ %457, %410 ]
  %409 = phi <8 x float> [ zeroinitializer, %390 ], [ %431, %410 ]
  br i1 %258, label %474, label %469

410:                                              ; preds = %392, %410
  %411 = phi <8 x float> [ zeroinitializer, %392 ], [ %466, %410 ]
  %412 = phi <8 x float> [ zeroinitializer, %392 ], [ %452, %410 ]
  %413 = phi <8 x float> [ zeroinitializer, %392 ], [ %463, %410 ]
  %414 = phi <8 x float> [ zeroinitializer, %392 ], [ %445, %410 ]
  %415 = phi <8 x float> [ zeroinitializer, %392 ], [ %460, %410 ]
  %416 = phi <8 x float> [ zeroinitializer, %392 ], [ %438, %410 ]
  %417 = phi <8 x float> [ zeroinitializer, %392 ], [ %457, %410 ]
  %418 = phi <8 x float> [ zeroinitializer, %392 ], [ %431, %410 ]
  %419 = phi i64 [ 0, %392 ], [ %467, %410 ]
  %420 = getelementptr inbounds nuw i64, ptr %38, i64 %419
  %421 = load i64, ptr %420, align 8
  %422 = getelementptr <4 x i64>, ptr %37, i64 %419
  %423 = getelementptr <4 x i64>, ptr %422, i64 %394
  %424 = load <8 x i32>, ptr %423, align 32
  %425 = getelementptr float, ptr %395, i64 %421
  %426 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %425, <8 x i32> %424)
  %427 = getelementptr inbounds nuw float, ptr %307, i64 %419
  %428 = load float, ptr %427, align 1
  %429 = insertelement <8 x float> poison, float %428, i64 0
  %430 = shufflevector <8 x float> %429, <8 x float> poison, <8 x i32> zeroinitializer
  %431 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %426, <8 x float> %430, <8 x float> %418)
  %432 = getelementptr float, ptr %396, i64 %421
  %433 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %432, <8 x i32> %424)
  %434 = getelementptr inbounds nuw float, ptr %327, i64 %419
  %435 = load float, ptr %434, align 1
  %436 = insertelement <8 x float> poison, float %435, i64 0
  %437 = shufflevector <8 x float> %436, <8 x float> poison, <8 x i32> zeroinitializer
  %438 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %433, <8 x float> %437, <8 x float> %416)
  %439 = getelementptr float, ptr %397, i64 %421
  %440 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %439, <8 x i32> %424)
  %441 = getelementptr inbounds nuw float, ptr %347, i64 %419
  %442 = load float, ptr %441, align 1
  %443 = insertelement <8 x float> poison, float %442, i64 0
  %444 = shufflevector <8 x float> %443, <8 x float> poison, <8 x i32> zeroinitializer
  %445 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %440, <8 x float> %444, <8 x float> %414)
  %446 = getelementptr float, ptr %398, i64 %421
  %447 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %446, <8 x i32> %424)
  %448 = getelementptr inbounds nuw float, ptr %367, i64 %419
  %449 = load float, ptr %448, align 1
  %450 = insertelement <8 x float> poison, float %449, i64 0
  %451 = shufflevector <8 x float> %450, <8 x float> poison, <8 x i32> zeroinitializer
  %452 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %447, <8 x float> %451, <8 x float> %412)
  %453 = getelementptr <4 x i64>, ptr %422, i64 %400
  %454 = load <8 x i32>, ptr %453, align 32
  %455 = getelementptr inbounds nuw i8, ptr %425, i64 32
  %456 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr nonnull %455, <8 x i32> %454)
  %457 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %456, <8 x float> %430, <8 x float> %417)
  %458 = getelementptr inbounds nuw i8, ptr %432, i64 32
  %459 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr nonnull %458, <8 x i32> %454)
  %460 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %459, <8 x float> %437, <8 x float> %415)
  %461 = getelementptr inbounds nuw i8, ptr %439, i64 32
  %462 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr nonnull %461, <8 x i32> %454)
  %463 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %462, <8 x float> %444, <8 x float> %413)
  %464 = getelementptr inbounds nuw i8, ptr %446, i64 32
  %465 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr nonnull %464, <8 x i32> %454)
  %466 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %465, <8 x float> %451, <8 x float> %411)
  %467 = add nuw nsw i64 %419, 1
  %468 = icmp eq i64 %467, %60
  br i1 %468, label %401, label %410

469:                                              ; preds = %401
  %470 = load float, ptr %308, align 1
  %471 = insertelement <8 x float> poison, float %470, i64 0
  %472 = shufflevector <8 x float> %471, <8 x float> poison, <8 x i32> zeroinitializer
  %473 = fadd <8 x float> %409, %472
  br label %474

474:                                              ; preds = %469, %401
  %475 = phi <8 x float> [ %473, %469 ], [ %409, %401 ]
  %476 = shl nsw i64 %391, 3
  %477 = icmp slt i64 %476, %61
  %478 = sub nsw i64 %61, %476
  %479 = tail call i64 @llvm.smin.i64(i64 %478, i64 8)
  %480 = trunc nuw i64 %479 to i32
  %481 = select i1 %477, i32 %480, i32 0
  %482 = insertelement <8 x i32> poison, i32 %481, i64 0
  %483 = shufflevector <8 x i32> %482, <8 x i32> poison, <8 x i32> zeroinitializer
  %484 = icmp sgt <8 x i32> %483, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %485 = getelementptr inbounds nuw float, ptr %312, i64 %476
  %486 = getelementptr inbounds nuw float, ptr %316, i64 %476
  %487 = select i1 %383, ptr null, ptr %486
  switch i64 %259, label %505 [
    i64 1, label %488
    i64 2, label %491
    i64 3, label %498
    i64 0, label %545
  ]

488:                                              ; preds = %474
  %489 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %487, <8 x i1> %484, <8 x float> zeroinitializer)
  %490 = fadd <8 x float> %475, %489
  br label %507

491:                                              ; preds = %474
  %492 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %475)
  %493 = bitcast <8 x float> %475 to <8 x i32>
  %494 = or <8 x i32> %493, %257
  %495 = bitcast <8 x i32> %494 to <8 x float>
  %496 = fcmp oeq <8 x float> %475, %52
  %497 = select <8 x i1> %496, <8 x float> %495, <8 x float> %492
  br label %507

498:                                              ; preds = %474
  %499 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %475)
  %500 = bitcast <8 x float> %475 to <8 x i32>
  %501 = and <8 x i32> %500, %256
  %502 = bitcast <8 x i32> %501 to <8 x float>
  %503 = fcmp oeq <8 x float> %475, %49
  %504 = select <8 x i1> %503, <8 x float> %502, <8 x float> %499
  br label %507

505:                                              ; preds = %474
  unreachable

506:                                              ; preds = %1005, %986, %964, %938, %919, %897, %871, %852, %830, %804, %785, %763, %737, %718, %696, %670, %651, %629, %603, %584, %552, %526, %507, %4428, %4409, %4387, %4360, %4341, %4319, %4292, %4273, %4251, %4224, %4205, %4183, %4156, %4137, %4115, %4088, %4069, %4047, %4020, %4001, %3979, %3952, %3933, %3914, %3793, %3774, %3752, %3726, %3707, %3685, %3659, %3640, %3618, %3592, %3573, %3551, %3525, %3506, %3484, %3458, %3439, %3417, %3391, %3372, %3350, %3324, %3305, %3286, %3075, %3056, %3037, %3008, %2989, %2970, %2941, %2922, %2903, %2874, %2855, %2836, %7905, %7886, %7864, %7828, %7809, %7787, %7751, %7732, %7710, %7674, %7655, %7633, %7597, %7578, %7556, %7520, %7501, %7479, %7443, %7424, %7402, %7366, %7347, %7325, %7215, %7196, %7174, %7138, %7119, %7097, %7061, %7042, %7020, %6984, %6965, %6943, %6907, %6888, %6866, %6830, %6811, %6789, %6753, %6734, %6712, %6602, %6583, %6561, %6525, %6506, %6484, %6448, %6429, %6407, %6371, %6352, %6330, %6294, %6275, %6253, %6217, %6198, %6176, %6066, %6047, %6025, %5989, %5970, %5948, %5912, %5893, %5871, %5835, %5816, %5794, %5758, %5739, %5717, %5607, %5588, %5566, %5530, %5511, %5489, %5453, %5434, %5412, %5376, %5357, %5335, %5225, %5206, %5184, %5149, %5130, %5108, %5073, %5054, %5032, %4843, %4824, %4802, %4767, %4748, %4726, %4579, %4560, %4541, %2262, %2243, %2221, %2188, %2169, %2147, %2114, %2095, %2073, %2040, %2021, %2001, %1874, %1855, %1833, %1800, %1781, %1759, %1726, %1707, %1687, %1560, %1541, %1519, %1487, %1468, %1448, %1271, %1252, %1233
  unreachable

507:                                              ; preds = %498, %491, %488
  %508 = phi <8 x float> [ %490, %488 ], [ %497, %491 ], [ %504, %498 ]
  switch i64 %261, label %506 [
    i64 1, label %523
    i64 2, label %516
    i64 3, label %509
    i64 0, label %545
  ]

509:                                              ; preds = %507
  %510 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %508)
  %511 = bitcast <8 x float> %508 to <8 x i32>
  %512 = and <8 x i32> %511, %256
  %513 = bitcast <8 x i32> %512 to <8 x float>
  %514 = fcmp oeq <8 x float> %508, %49
  %515 = select <8 x i1> %514, <8 x float> %513, <8 x float> %510
  br label %526

516:                                              ; preds = %507
  %517 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %508)
  %518 = bitcast <8 x float> %508 to <8 x i32>
  %519 = or <8 x i32> %518, %257
  %520 = bitcast <8 x i32> %519 to <8 x float>
  %521 = fcmp oeq <8 x float> %508, %52
  %522 = select <8 x i1> %521, <8 x float> %520, <8 x float> %517
  br label %526

523:                                              ; preds = %507
  %524 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %487, <8 x i1> %484, <8 x float> zeroinitializer)
  %525 = fadd <8 x float> %508, %524
  br label %526

526:                                              ; preds = %523, %516, %509
  %527 = phi <8 x float> [ %525, %523 ], [ %522, %516 ], [ %515, %509 ]
  switch i64 %263, label %506 [
    i64 1, label %542
    i64 2, label %535
    i64 3, label %528
    i64 0, label %545
  ]

528:                                              ; preds = %526
  %529 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %527)
  %530 = bitcast <8 x float> %527 to <8 x i32>
  %531 = and <8 x i32> %530, %256
  %532 = bitcast <8 x i32> %531 to <8 x float>
  %533 = fcmp oeq <8 x float> %527, %49
  %534 = select <8 x i1> %533, <8 x float> %532, <8 x float> %529
  br label %545

535:                                              ; preds = %526
  %536 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %527)
  %537 = bitcast <8 x float> %527 to <8 x i32>
  %538 = or <8 x i32> %537, %257
  %539 = bitcast <8 x i32> %538 to <8 x float>
  %540 = fcmp oeq <8 x float> %527, %52
  %541 = select <8 x i1> %540, <8 x float> %539, <8 x float> %536
  br label %545

542:                                              ; preds = %526
  %543 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %487, <8 x i1> %484, <8 x float> zeroinitializer)
  %544 = fadd <8 x float> %527, %543
  br label %545

545:                                              ; preds = %528, %535, %542, %526, %507, %474
  %546 = phi <8 x float> [ %527, %526 ], [ %475, %474 ], [ %508, %507 ], [ %544, %542 ], [ %541, %535 ], [ %534, %528 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %546, ptr align 1 %485, <8 x i1> %484)
  br i1 %258, label %552, label %547

547:                                              ; preds = %545
  %548 = load float, ptr %308, align 1
  %549 = insertelement <8 x float> poison, float %548, i64 0
  %550 = shufflevector <8 x float> %549, <8 x float> poison, <8 x i32> zeroinitializer
  %551 = fadd <8 x float> %408, %550
  br label %552

552:                                              ; preds = %547, %545
  %553 = phi <8 x float> [ %551, %547 ], [ %408, %545 ]
  %554 = shl i64 %391, 3
  %555 = or disjoint i64 %554, 8
  %556 = icmp slt i64 %555, %61
  %557 = sub nsw i64 %61, %555
  %558 = tail call i64 @llvm.smin.i64(i64 %557, i64 8)
  %559 = trunc nuw i64 %558 to i32
  %560 = select i1 %556, i32 %559, i32 0
  %561 = insertelement <8 x i32> poison, i32 %560, i64 0
  %562 = shufflevector <8 x i32> %561, <8 x i32> poison, <8 x i32> zeroinitializer
  %563 = icmp sgt <8 x i32> %562, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %564 = getelementptr inbounds nuw float, ptr %312, i64 %555
  %565 = getelementptr inbounds nuw float, ptr %316, i64 %555
  %566 = select i1 %383, ptr null, ptr %565
  switch i64 %259, label %506 [
    i64 1, label %581
    i64 2, label %574
    i64 3, label %567
    i64 0, label %622
  ]

567:                                              ; preds = %552
  %568 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %553)
  %569 = bitcast <8 x float> %553 to <8 x i32>
  %570 = and <8 x i32> %569, %256
  %571 = bitcast <8 x i32> %570 to <8 x float>
  %572 = fcmp oeq <8 x float> %553, %49
  %573 = select <8 x i1> %572, <8 x float> %571, <8 x float> %568
  br label %584

574:                                              ; preds = %552
  %575 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %553)
  %576 = bitcast <8 x float> %553 to <8 x i32>
  %577 = or <8 x i32> %576, %257
  %578 = bitcast <8 x i32> %577 to <8 x float>
  %579 = fcmp oeq <8 x float> %553, %52
  %580 = select <8 x i1> %579, <8 x float> %578, <8 x float> %575
  br label %584

581:                                              ; preds = %552
  %582 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %566, <8 x i1> %563, <8 x float> zeroinitializer)
  %583 = fadd <8 x float> %553, %582
  br label %584

584:                                              ; preds = %581, %574, %567
  %585 = phi <8 x float> [ %583, %581 ], [ %580, %574 ], [ %573, %567 ]
  switch i64 %265, label %506 [
    i64 1, label %600
    i64 2, label %593
    i64 3, label %586
    i64 0, label %622
  ]

586:                                              ; preds = %584
  %587 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %585)
  %588 = bitcast <8 x float> %585 to <8 x i32>
  %589 = and <8 x i32> %588, %256
  %590 = bitcast <8 x i32> %589 to <8 x float>
  %591 = fcmp oeq <8 x float> %585, %49
  %592 = select <8 x i1> %591, <8 x float> %590, <8 x float> %587
  br label %603

593:                                              ; preds = %584
  %594 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %585)
  %595 = bitcast <8 x float> %585 to <8 x i32>
  %596 = or <8 x i32> %595, %257
  %597 = bitcast <8 x i32> %596 to <8 x float>
  %598 = fcmp oeq <8 x float> %585, %52
  %599 = select <8 x i1> %598, <8 x float> %597, <8 x float> %594
  br label %603

600:                                              ; preds = %584
  %601 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %566, <8 x i1> %563, <8 x float> zeroinitializer)
  %602 = fadd <8 x float> %585, %601
  br label %603

603:                                              ; preds = %600, %593, %586
  %604 = phi <8 x float> [ %602, %600 ], [ %599, %593 ], [ %592, %586 ]
  switch i64 %267, label %506 [
    i64 1, label %619
    i64 2, label %612
    i64 3, label %605
    i64 0, label %622
  ]

605:                                              ; preds = %603
  %606 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %604)
  %607 = bitcast <8 x float> %604 to <8 x i32>
  %608 = and <8 x i32> %607, %256
  %609 = bitcast <8 x i32> %608 to <8 x float>
  %610 = fcmp oeq <8 x float> %604, %49
  %611 = select <8 x i1> %610, <8 x float> %609, <8 x float> %606
  br label %622

612:                                              ; preds = %603
  %613 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %604)
  %614 = bitcast <8 x float> %604 to <8 x i32>
  %615 = or <8 x i32> %614, %257
  %616 = bitcast <8 x i32> %615 to <8 x float>
  %617 = fcmp oeq <8 x float> %604, %52
  %618 = select <8 x i1> %617, <8 x float> %616, <8 x float> %613
  br label %622

619:                                              ; preds = %603
  %620 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %566, <8 x i1> %563, <8 x float> zeroinitializer)
  %621 = fadd <8 x float> %604, %620
  br label %622

622:                                              ; preds = %605, %612, %619, %603, %584, %552
  %623 = phi <8 x float> [ %604, %603 ], [ %553, %552 ], [ %585, %584 ], [ %621, %619 ], [ %618, %612 ], [ %611, %605 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %623, ptr nonnull align 1 %564, <8 x i1> %563)
  br i1 %268, label %629, label %624

624:                                              ; preds = %622
  %625 = load float, ptr %328, align 1
  %626 = insertelement <8 x float> poison, float %625, i64 0
  %627 = shufflevector <8 x float> %626, <8 x float> poison, <8 x i32> zeroinitializer
  %628 = fadd <8 x float> %407, %627
  br label %629

629:                                              ; preds = %624, %622
  %630 = phi <8 x float> [ %628, %624 ], [ %407, %622 ]
  %631 = getelementptr inbounds nuw float, ptr %332, i64 %476
  %632 = getelementptr inbounds nuw float, ptr %336, i64 %476
  %633 = select i1 %384, ptr null, ptr %632
  switch i64 %259, label %506 [
    i64 1, label %648
    i64 2, label %641
    i64 3, label %634
    i64 0, label %689
  ]

634:                                              ; preds = %629
  %635 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %630)
  %636 = bitcast <8 x float> %630 to <8 x i32>
  %637 = and <8 x i32> %636, %256
  %638 = bitcast <8 x i32> %637 to <8 x float>
  %639 = fcmp oeq <8 x float> %630, %49
  %640 = select <8 x i1> %639, <8 x float> %638, <8 x float> %635
  br label %651

641:                                              ; preds = %629
  %642 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %630)
  %643 = bitcast <8 x float> %630 to <8 x i32>
  %644 = or <8 x i32> %643, %257
  %645 = bitcast <8 x i32> %644 to <8 x float>
  %646 = fcmp oeq <8 x float> %630, %52
  %647 = select <8 x i1> %646, <8 x float> %645, <8 x float> %642
  br label %651

648:                                              ; preds = %629
  %649 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %633, <8 x i1> %484, <8 x float> zeroinitializer)
  %650 = fadd <8 x float> %630, %649
  br label %651

651:                                              ; preds = %648, %641, %634
  %652 = phi <8 x float> [ %650, %648 ], [ %647, %641 ], [ %640, %634 ]
  switch i64 %270, label %506 [
    i64 1, label %667
    i64 2, label %660
    i64 3, label %653
    i64 0, label %689
  ]

653:                                              ; preds = %651
  %654 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %652)
  %655 = bitcast <8 x float> %652 to <8 x i32>
  %656 = and <8 x i32> %655, %256
  %657 = bitcast <8 x i32> %656 to <8 x float>
  %658 = fcmp oeq <8 x float> %652, %49
  %659 = select <8 x i1> %658, <8 x float> %657, <8 x float> %654
  br label %670

660:                                              ; preds = %651
  %661 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %652)
  %662 = bitcast <8 x float> %652 to <8 x i32>
  %663 = or <8 x i32> %662, %257
  %664 = bitcast <8 x i32> %663 to <8 x float>
  %665 = fcmp oeq <8 x float> %652, %52
  %666 = select <8 x i1> %665, <8 x float> %664, <8 x float> %661
  br label %670

667:                                              ; preds = %651
  %668 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %633, <8 x i1> %484, <8 x float> zeroinitializer)
  %669 = fadd <8 x float> %652, %668
  br label %670

670:                                              ; preds = %667, %660, %653
  %671 = phi <8 x float> [ %669, %667 ], [ %666, %660 ], [ %659, %653 ]
  switch i64 %272, label %506 [
    i64 1, label %686
    i64 2, label %679
    i64 3, label %672
    i64 0, label %689
  ]

672:                                              ; preds = %670
  %673 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %671)
  %674 = bitcast <8 x float> %671 to <8 x i32>
  %675 = and <8 x i32> %674, %256
  %676 = bitcast <8 x i32> %675 to <8 x float>
  %677 = fcmp oeq <8 x float> %671, %49
  %678 = select <8 x i1> %677, <8 x float> %676, <8 x float> %673
  br label %689

679:                                              ; preds = %670
  %680 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %671)
  %681 = bitcast <8 x float> %671 to <8 x i32>
  %682 = or <8 x i32> %681, %257
  %683 = bitcast <8 x i32> %682 to <8 x float>
  %684 = fcmp oeq <8 x float> %671, %52
  %685 = select <8 x i1> %684, <8 x float> %683, <8 x float> %680
  br label %689

686:                                              ; preds = %670
  %687 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %633, <8 x i1> %484, <8 x float> zeroinitializer)
  %688 = fadd <8 x float> %671, %687
  br label %689

689:                                              ; preds = %672, %679, %686, %670, %651, %629
  %690 = phi <8 x float> [ %671, %670 ], [ %630, %629 ], [ %652, %651 ], [ %688, %686 ], [ %685, %679 ], [ %678, %672 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %690, ptr align 1 %631, <8 x i1> %484)
  br i1 %268, label %696, label %691

691:                                              ; preds = %689
  %692 = load float, ptr %328, align 1
  %693 = insertelement <8 x float> poison, float %692, i64 0
  %694 = shufflevector <8 x float> %693, <8 x float> poison, <8 x i32> zeroinitializer
  %695 = fadd <8 x float> %406, %694
  br label %696

696:                                              ; preds = %691, %689
  %697 = phi <8 x float> [ %695, %691 ], [ %406, %689 ]
  %698 = getelementptr inbounds nuw float, ptr %332, i64 %555
  %699 = getelementptr inbounds nuw float, ptr %336, i64 %555
  %700 = select i1 %384, ptr null, ptr %699
  switch i64 %259, label %506 [
    i64 1, label %715
    i64 2, label %708
    i64 3, label %701
    i64 0, label %756
  ]

701:                                              ; preds = %696
  %702 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %697)
  %703 = bitcast <8 x float> %697 to <8 x i32>
  %704 = and <8 x i32> %703, %256
  %705 = bitcast <8 x i32> %704 to <8 x float>
  %706 = fcmp oeq <8 x float> %697, %49
  %707 = select <8 x i1> %706, <8 x float> %705, <8 x float> %702
  br label %718

708:                                              ; preds = %696
  %709 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %697)
  %710 = bitcast <8 x float> %697 to <8 x i32>
  %711 = or <8 x i32> %710, %257
  %712 = bitcast <8 x i32> %711 to <8 x float>
  %713 = fcmp oeq <8 x float> %697, %52
  %714 = select <8 x i1> %713, <8 x float> %712, <8 x float> %709
  br label %718

715:                                              ; preds = %696
  %716 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %700, <8 x i1> %563, <8 x float> zeroinitializer)
  %717 = fadd <8 x float> %697, %716
  br label %718

718:                                              ; preds = %715, %708, %701
  %719 = phi <8 x float> [ %717, %715 ], [ %714, %708 ], [ %707, %701 ]
  switch i64 %274, label %506 [
    i64 1, label %734
    i64 2, label %727
    i64 3, label %720
    i64 0, label %756
  ]

720:                                              ; preds = %718
  %721 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %719)
  %722 = bitcast <8 x float> %719 to <8 x i32>
  %723 = and <8 x i32> %722, %256
  %724 = bitcast <8 x i32> %723 to <8 x float>
  %725 = fcmp oeq <8 x float> %719, %49
  %726 = select <8 x i1> %725, <8 x float> %724, <8 x float> %721
  br label %737

727:                                              ; preds = %718
  %728 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %719)
  %729 = bitcast <8 x float> %719 to <8 x i32>
  %730 = or <8 x i32> %729, %257
  %731 = bitcast <8 x i32> %730 to <8 x float>
  %732 = fcmp oeq <8 x float> %719, %52
  %733 = select <8 x i1> %732, <8 x float> %731, <8 x float> %728
  br label %737

734:                                              ; preds = %718
  %735 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %700, <8 x i1> %563, <8 x float> zeroinitializer)
  %736 = fadd <8 x float> %719, %735
  br label %737

737:                                              ; preds = %734, %727, %720
  %738 = phi <8 x float> [ %736, %734 ], [ %733, %727 ], [ %726, %720 ]
  switch i64 %276, label %506 [
    i64 1, label %753
    i64 2, label %746
    i64 3, label %739
    i64 0, label %756
  ]

739:                                              ; preds = %737
  %740 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %738)
  %741 = bitcast <8 x float> %738 to <8 x i32>
  %742 = and <8 x i32> %741, %256
  %743 = bitcast <8 x i32> %742 to <8 x float>
  %744 = fcmp oeq <8 x float> %738, %49
  %745 = select <8 x i1> %744, <8 x float> %743, <8 x float> %740
  br label %756

746:                                              ; preds = %737
  %747 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %738)
  %748 = bitcast <8 x float> %738 to <8 x i32>
  %749 = or <8 x i32> %748, %257
  %750 = bitcast <8 x i32> %749 to <8 x float>
  %751 = fcmp oeq <8 x float> %738, %52
  %752 = select <8 x i1> %751, <8 x float> %750, <8 x float> %747
  br label %756

753:                                              ; preds = %737
  %754 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %700, <8 x i1> %563, <8 x float> zeroinitializer)
  %755 = fadd <8 x float> %738, %754
  br label %756

756:                                              ; preds = %739, %746, %753, %737, %718, %696
  %757 = phi <8 x float> [ %738, %737 ], [ %697, %696 ], [ %719, %718 ], [ %755, %753 ], [ %752, %746 ], [ %745, %739 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %757, ptr nonnull align 1 %698, <8 x i1> %563)
  br i1 %277, label %763, label %758

758:                                              ; preds = %756
  %759 = load float, ptr %348, align 1
  %760 = insertelement <8 x float> poison, float %759, i64 0
  %761 = shufflevector <8 x float> %760, <8 x float> poison, <8 x i32> zeroinitializer
  %762 = fadd <8 x float> %405, %761
  br label %763

763:                                              ; preds = %758, %756
  %764 = phi <8 x float> [ %762, %758 ], [ %405, %756 ]
  %765 = getelementptr inbounds nuw float, ptr %352, i64 %476
  %766 = getelementptr inbounds nuw float, ptr %356, i64 %476
  %767 = select i1 %385, ptr null, ptr %766
  switch i64 %259, label %506 [
    i64 1, label %782
    i64 2, label %775
    i64 3, label %768
    i64 0, label %823
  ]

768:                                              ; preds = %763
  %769 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %764)
  %770 = bitcast <8 x float> %764 to <8 x i32>
  %771 = and <8 x i32> %770, %256
  %772 = bitcast <8 x i32> %771 to <8 x float>
  %773 = fcmp oeq <8 x float> %764, %49
  %774 = select <8 x i1> %773, <8 x float> %772, <8 x float> %769
  br label %785

775:                                              ; preds = %763
  %776 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %764)
  %777 = bitcast <8 x float> %764 to <8 x i32>
  %778 = or <8 x i32> %777, %257
  %779 = bitcast <8 x i32> %778 to <8 x float>
  %780 = fcmp oeq <8 x float> %764, %52
  %781 = select <8 x i1> %780, <8 x float> %779, <8 x float> %776
  br label %785

782:                                              ; preds = %763
  %783 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %767, <8 x i1> %484, <8 x float> zeroinitializer)
  %784 = fadd <8 x float> %764, %783
  br label %785

785:                                              ; preds = %782, %775, %768
  %786 = phi <8 x float> [ %784, %782 ], [ %781, %775 ], [ %774, %768 ]
  switch i64 %279, label %506 [
    i64 1, label %801
    i64 2, label %794
    i64 3, label %787
    i64 0, label %823
  ]

787:                                              ; preds = %785
  %788 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %786)
  %789 = bitcast <8 x float> %786 to <8 x i32>
  %790 = and <8 x i32> %789, %256
  %791 = bitcast <8 x i32> %790 to <8 x float>
  %792 = fcmp oeq <8 x float> %786, %49
  %793 = select <8 x i1> %792, <8 x float> %791, <8 x float> %788
  br label %804

794:                                              ; preds = %785
  %795 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %786)
  %796 = bitcast <8 x float> %786 to <8 x i32>
  %797 = or <8 x i32> %796, %257
  %798 = bitcast <8 x i32> %797 to <8 x float>
  %799 = fcmp oeq <8 x float> %786, %52
  %800 = select <8 x i1> %799, <8 x float> %798, <8 x float> %795
  br label %804

801:                                              ; preds = %785
  %802 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %767, <8 x i1> %484, <8 x float> zeroinitializer)
  %803 = fadd <8 x float> %786, %802
  br label %804

804:                                              ; preds = %801, %794, %787
  %805 = phi <8 x float> [ %803, %801 ], [ %800, %794 ], [ %793, %787 ]
  switch i64 %281, label %506 [
    i64 1, label %820
    i64 2, label %813
    i64 3, label %806
    i64 0, label %823
  ]

806:                                              ; preds = %804
  %807 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %805)
  %808 = bitcast <8 x float> %805 to <8 x i32>
  %809 = and <8 x i32> %808, %256
  %810 = bitcast <8 x i32> %809 to <8 x float>
  %811 = fcmp oeq <8 x float> %805, %49
  %812 = select <8 x i1> %811, <8 x float> %810, <8 x float> %807
  br label %823

813:                                              ; preds = %804
  %814 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %805)
  %815 = bitcast <8 x float> %805 to <8 x i32>
  %816 = or <8 x i32> %815, %257
  %817 = bitcast <8 x i32> %816 to <8 x float>
  %818 = fcmp oeq <8 x float> %805, %52
  %819 = select <8 x i1> %818, <8 x float> %817, <8 x float> %814
  br label %823

820:                                              ; preds = %804
  %821 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %767, <8 x i1> %484, <8 x float> zeroinitializer)
  %822 = fadd <8 x float> %805, %821
  br label %823

823:                                              ; preds = %806, %813, %820, %804, %785, %763
  %824 = phi <8 x float> [ %805, %804 ], [ %764, %763 ], [ %786, %785 ], [ %822, %820 ], [ %819, %813 ], [ %812, %806 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %824, ptr align 1 %765, <8 x i1> %484)
  br i1 %277, label %830, label %825

825:                                              ; preds = %823
  %826 = load float, ptr %348, align 1
  %827 = insertelement <8 x float> poison, float %826, i64 0
  %828 = shufflevector <8 x float> %827, <8 x float> poison, <8 x i32> zeroinitializer
  %829 = fadd <8 x float> %404, %828
  br label %830

830:                                              ; preds = %825, %823
  %831 = phi <8 x float> [ %829, %825 ], [ %404, %823 ]
  %832 = getelementptr inbounds nuw float, ptr %352, i64 %555
  %833 = getelementptr inbounds nuw float, ptr %356, i64 %555
  %834 = select i1 %385, ptr null, ptr %833
  switch i64 %259, label %506 [
    i64 1, label %849
    i64 2, label %842
    i64 3, label %835
    i64 0, label %890
  ]

835:                                              ; preds = %830
  %836 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %831)
  %837 = bitcast <8 x float> %831 to <8 x i32>
  %838 = and <8 x i32> %837, %256
  %839 = bitcast <8 x i32> %838 to <8 x float>
  %840 = fcmp oeq <8 x float> %831, %49
  %841 = select <8 x i1> %840, <8 x float> %839, <8 x float> %836
  br label %852

842:                                              ; preds = %830
  %843 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %831)
  %844 = bitcast <8 x float> %831 to <8 x i32>
  %845 = or <8 x i32> %844, %257
  %846 = bitcast <8 x i32> %845 to <8 x float>
  %847 = fcmp oeq <8 x float> %831, %52
  %848 = select <8 x i1> %847, <8 x float> %846, <8 x float> %843
  br label %852

849:                                              ; preds = %830
  %850 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %834, <8 x i1> %563, <8 x float> zeroinitializer)
  %851 = fadd <8 x float> %831, %850
  br label %852

852:                                              ; preds = %849, %842, %835
  %853 = phi <8 x float> [ %851, %849 ], [ %848, %842 ], [ %841, %835 ]
  switch i64 %283, label %506 [
    i64 1, label %868
    i64 2, label %861
    i64 3, label %854
    i64 0, label %890
  ]

854:                                              ; preds = %852
  %855 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %853)
  %856 = bitcast <8 x float> %853 to <8 x i32>
  %857 = and <8 x i32> %856, %256
  %858 = bitcast <8 x i32> %857 to <8 x float>
  %859 = fcmp oeq <8 x float> %853, %49
  %860 = select <8 x i1> %859, <8 x float> %858, <8 x float> %855
  br label %871

861:                                              ; preds = %852
  %862 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %853)
  %863 = bitcast <8 x float> %853 to <8 x i32>
  %864 = or <8 x i32> %863, %257
  %865 = bitcast <8 x i32> %864 to <8 x float>
  %866 = fcmp oeq <8 x float> %853, %52
  %867 = select <8 x i1> %866, <8 x float> %865, <8 x float> %862
  br label %871

868:                                              ; preds = %852
  %869 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %834, <8 x i1> %563, <8 x float> zeroinitializer)
  %870 = fadd <8 x float> %853, %869
  br label %871

871:                                              ; preds = %868, %861, %854
  %872 = phi <8 x float> [ %870, %868 ], [ %867, %861 ], [ %860, %854 ]
  switch i64 %285, label %506 [
    i64 1, label %887
    i64 2, label %880
    i64 3, label %873
    i64 0, label %890
  ]

873:                                              ; preds = %871
  %874 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %872)
  %875 = bitcast <8 x float> %872 to <8 x i32>
  %876 = and <8 x i32> %875, %256
  %877 = bitcast <8 x i32> %876 to <8 x float>
  %878 = fcmp oeq <8 x float> %872, %49
  %879 = select <8 x i1> %878, <8 x float> %877, <8 x float> %874
  br label %890

880:                                              ; preds = %871
  %881 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %872)
  %882 = bitcast <8 x float> %872 to <8 x i32>
  %883 = or <8 x i32> %882, %257
  %884 = bitcast <8 x i32> %883 to <8 x float>
  %885 = fcmp oeq <8 x float> %872, %52
  %886 = select <8 x i1> %885, <8 x float> %884, <8 x float> %881
  br label %890

887:                                              ; preds = %871
  %888 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %834, <8 x i1> %563, <8 x float> zeroinitializer)
  %889 = fadd <8 x float> %872, %888
  br label %890

890:                                              ; preds = %873, %880, %887, %871, %852, %830
  %891 = phi <8 x float> [ %872, %871 ], [ %831, %830 ], [ %853, %852 ], [ %889, %887 ], [ %886, %880 ], [ %879, %873 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %891, ptr nonnull align 1 %832, <8 x i1> %563)
  br i1 %286, label %897, label %892

892:                                              ; preds = %890
  %893 = load float, ptr %368, align 1
  %894 = insertelement <8 x float> poison, float %893, i64 0
  %895 = shufflevector <8 x float> %894, <8 x float> poison, <8 x i32> zeroinitializer
  %896 = fadd <8 x float> %403, %895
  br label %897

897:                                              ; preds = %892, %890
  %898 = phi <8 x float> [ %896, %892 ], [ %403, %890 ]
  %899 = getelementptr inbounds nuw float, ptr %372, i64 %476
  %900 = getelementptr inbounds nuw float, ptr %376, i64 %476
  %901 = select i1 %386, ptr null, ptr %900
  switch i64 %259, label %506 [
    i64 1, label %916
    i64 2, label %909
    i64 3, label %902
    i64 0, label %957
  ]

902:                                              ; preds = %897
  %903 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %898)
  %904 = bitcast <8 x float> %898 to <8 x i32>
  %905 = and <8 x i32> %904, %256
  %906 = bitcast <8 x i32> %905 to <8 x float>
  %907 = fcmp oeq <8 x float> %898, %49
  %908 = select <8 x i1> %907, <8 x float> %906, <8 x float> %903
  br label %919

909:                                              ; preds = %897
  %910 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %898)
  %911 = bitcast <8 x float> %898 to <8 x i32>
  %912 = or <8 x i32> %911, %257
  %913 = bitcast <8 x i32> %912 to <8 x float>
  %914 = fcmp oeq <8 x float> %898, %52
  %915 = select <8 x i1> %914, <8 x float> %913, <8 x float> %910
  br label %919

916:                                              ; preds = %897
  %917 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %901, <8 x i1> %484, <8 x float> zeroinitializer)
  %918 = fadd <8 x float> %898, %917
  br label %919

919:                                              ; preds = %916, %909, %902
  %920 = phi <8 x float> [ %918, %916 ], [ %915, %909 ], [ %908, %902 ]
  switch i64 %288, label %506 [
    i64 1, label %935
    i64 2, label %928
    i64 3, label %921
    i64 0, label %957
  ]

921:                                              ; preds = %919
  %922 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %920)
  %923 = bitcast <8 x float> %920 to <8 x i32>
  %924 = and <8 x i32> %923, %256
  %925 = bitcast <8 x i32> %924 to <8 x float>
  %926 = fcmp oeq <8 x float> %920, %49
  %927 = select <8 x i1> %926, <8 x float> %925, <8 x float> %922
  br label %938

928:                                              ; preds = %919
  %929 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %920)
  %930 = bitcast <8 x float> %920 to <8 x i32>
  %931 = or <8 x i32> %930, %257
  %932 = bitcast <8 x i32> %931 to <8 x float>
  %933 = fcmp oeq <8 x float> %920, %52
  %934 = select <8 x i1> %933, <8 x float> %932, <8 x float> %929
  br label %938

935:                                              ; preds = %919
  %936 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %901, <8 x i1> %484, <8 x float> zeroinitializer)
  %937 = fadd <8 x float> %920, %936
  br label %938

938:                                              ; preds = %935, %928, %921
  %939 = phi <8 x float> [ %937, %935 ], [ %934, %928 ], [ %927, %921 ]
  switch i64 %290, label %506 [
    i64 1, label %954
    i64 2, label %947
    i64 3, label %940
    i64 0, label %957
  ]

940:                                              ; preds = %938
  %941 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %939)
  %942 = bitcast <8 x float> %939 to <8 x i32>
  %943 = and <8 x i32> %942, %256
  %944 = bitcast <8 x i32> %943 to <8 x float>
  %945 = fcmp oeq <8 x float> %939, %49
  %946 = select <8 x i1> %945, <8 x float> %944, <8 x float> %941
  br label %957

947:                                              ; preds = %938
  %948 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %939)
  %949 = bitcast <8 x float> %939 to <8 x i32>
  %950 = or <8 x i32> %949, %257
  %951 = bitcast <8 x i32> %950 to <8 x float>
  %952 = fcmp oeq <8 x float> %939, %52
  %953 = select <8 x i1> %952, <8 x float> %951, <8 x float> %948
  br label %957

954:                                              ; preds = %938
  %955 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %901, <8 x i1> %484, <8 x float> zeroinitializer)
  %956 = fadd <8 x float> %939, %955
  br label %957

957:                                              ; preds = %940, %947, %954, %938, %919, %897
  %958 = phi <8 x float> [ %939, %938 ], [ %898, %897 ], [ %920, %919 ], [ %956, %954 ], [ %953, %947 ], [ %946, %940 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %958, ptr align 1 %899, <8 x i1> %484)
  br i1 %286, label %964, label %959

959:                                              ; preds = %957
  %960 = load float, ptr %368, align 1
  %961 = insertelement <8 x float> poison, float %960, i64 0
  %962 = shufflevector <8 x float> %961, <8 x float> poison, <8 x i32> zeroinitializer
  %963 = fadd <8 x float> %402, %962
  br label %964

964:                                              ; preds = %959, %957
  %965 = phi <8 x float> [ %963, %959 ], [ %402, %957 ]
  %966 = getelementptr inbounds nuw float, ptr %372, i64 %555
  %967 = getelementptr inbounds nuw float, ptr %376, i64 %555
  %968 = select i1 %386, ptr null, ptr %967
  switch i64 %259, label %506 [
    i64 1, label %983
    i64 2, label %976
    i64 3, label %969
    i64 0, label %1024
  ]

969:                                              ; preds = %964
  %970 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %965)
  %971 = bitcast <8 x float> %965 to <8 x i32>
  %972 = and <8 x i32> %971, %256
  %973 = bitcast <8 x i32> %972 to <8 x float>
  %974 = fcmp oeq <8 x float> %965, %49
  %975 = select <8 x i1> %974, <8 x float> %973, <8 x float> %970
  br label %986

976:                                              ; preds = %964
  %977 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %965)
  %978 = bitcast <8 x float> %965 to <8 x i32>
  %979 = or <8 x i32> %978, %257
  %980 = bitcast <8 x i32> %979 to <8 x float>
  %981 = fcmp oeq <8 x float> %965, %52
  %982 = select <8 x i1> %981, <8 x float> %980, <8 x float> %977
  br label %986

983:                                              ; preds = %964
  %984 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %968, <8 x i1> %563, <8 x float> zeroinitializer)
  %985 = fadd <8 x float> %965, %984
  br label %986

986:                                              ; preds = %983, %976, %969
  %987 = phi <8 x float> [ %985, %983 ], [ %982, %976 ], [ %975, %969 ]
  switch i64 %292, label %506 [
    i64 1, label %1002
    i64 2, label %995
    i64 3, label %988
    i64 0, label %1024
  ]

988:                                              ; preds = %986
  %989 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %987)
  %990 = bitcast <8 x float> %987 to <8 x i32>
  %991 = and <8 x i32> %990, %256
  %992 = bitcast <8 x i32> %991 to <8 x float>
  %993 = fcmp oeq <8 x float> %987, %49
  %994 = select <8 x i1> %993, <8 x float> %992, <8 x float> %989
  br label %1005

995:                                              ; preds = %986
  %996 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %987)
  %997 = bitcast <8 x float> %987 to <8 x i32>
  %998 = or <8 x i32> %997, %257
  %999 = bitcast <8 x i32> %998 to <8 x float>
  %1000 = fcmp oeq <8 x float> %987, %52
  %1001 = select <8 x i1> %1000, <8 x float> %999, <8 x float> %996
  br label %1005

1002:                                             ; preds = %986
  %1003 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %968, <8 x i1> %563, <8 x float> zeroinitializer)
  %1004 = fadd <8 x float> %987, %1003
  br label %1005

1005:                                             ; preds = %1002, %995, %988
  %1006 = phi <8 x float> [ %1004, %1002 ], [ %1001, %995 ], [ %994, %988 ]
  switch i64 %294, label %506 [
    i64 1, label %1021
    i64 2, label %1014
    i64 3, label %1007
    i64 0, label %1024
  ]

1007:                                             ; preds = %1005
  %1008 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %1006)
  %1009 = bitcast <8 x float> %1006 to <8 x i32>
  %1010 = and <8 x i32> %1009, %256
  %1011 = bitcast <8 x i32> %1010 to <8 x float>
  %1012 = fcmp oeq <8 x float> %1006, %49
  %1013 = select <8 x i1> %1012, <8 x float> %1011, <8 x float> %1008
  br label %1024

1014:                                             ; preds = %1005
  %1015 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %1006)
  %1016 = bitcast <8 x float> %1006 to <8 x i32>
  %1017 = or <8 x i32> %1016, %257
  %1018 = bitcast <8 x i32> %1017 to <8 x float>
  %1019 = fcmp oeq <8 x float> %1006, %52
  %1020 = select <8 x i1> %1019, <8 x float> %1018, <8 x float> %1015
  br label %1024

1021:                                             ; preds = %1005
  %1022 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %968, <8 x i1> %563, <8 x float> zeroinitializer)
  %1023 = fadd <8 x float> %1006, %1022
  br label %1024

1024:                                             ; preds = %1007, %1014, %1021, %1005, %986, %964
  %1025 = phi <8 x float> [ %1006, %1005 ], [ %965, %964 ], [ %987, %986 ], [ %1023, %1021 ], [ %1020, %1014 ], [ %1013, %1007 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1025, ptr nonnull align 1 %966, <8 x i1> %563)
  %1026 = add nuw nsw i64 %391, 2
  %1027 = icmp slt i64 %1026, %63
  br i1 %1027, label %390, label %387

1028:                                             ; preds = %295, %387, %249
  %1029 = phi i64 [ %59, %249 ], [ %380, %387 ], [ %298, %295 ]
  %1030 = phi i64 [ %58, %249 ], [ %381, %387 ], [ %297, %295 ]
  %1031 = phi i64 [ %3, %249 ], [ %388, %387 ], [ %296, %295 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %38)
  call void @llvm.lifetime.end.p0(ptr nonnull %37)
  br label %1032

1032:                                             ; preds = %1028, %54
  %1033 = phi i64 [ %1029, %1028 ], [ %59, %54 ]
  %1034 = phi i64 [ %1030, %1028 ], [ %58, %54 ]
  %1035 = phi i64 [ %1031, %1028 ], [ %3, %54 ]
  br i1 %55, label %1036, label %2287

1036:                                             ; preds = %1032
  %1037 = icmp slt i64 %1035, %4
  br i1 %1037, label %1038, label %7945

1038:                                             ; preds = %1036
  %1039 = mul i64 %7, %6
  %1040 = icmp eq i64 %22, 0
  %1041 = icmp sgt i64 %9, 0
  %1042 = icmp sgt i64 %10, 0
  %1043 = icmp sgt i64 %11, 0
  %1044 = bitcast <8 x float> %49 to <8 x i32>
  %1045 = bitcast <8 x float> %52 to <8 x i32>
  %1046 = icmp eq i64 %21, 0
  %1047 = and i64 %26, 3
  %1048 = lshr i64 %26, 2
  %1049 = and i64 %1048, 3
  %1050 = lshr i64 %26, 4
  %1051 = and i64 %1050, 3
  %1052 = getelementptr inbounds nuw i8, ptr %36, i64 32
  %1053 = lshr i64 %26, 2
  %1054 = and i64 %1053, 3
  %1055 = lshr i64 %26, 4
  %1056 = and i64 %1055, 3
  %1057 = getelementptr inbounds nuw i8, ptr %36, i64 64
  %1058 = lshr i64 %26, 2
  %1059 = and i64 %1058, 3
  %1060 = lshr i64 %26, 4
  %1061 = and i64 %1060, 3
  %1062 = getelementptr inbounds nuw i8, ptr %36, i64 96
  %1063 = lshr i64 %26, 2
  %1064 = and i64 %1063, 3
  %1065 = lshr i64 %26, 4
  %1066 = and i64 %1065, 3
  %1067 = and i64 %26, 3
  %1068 = lshr i64 %26, 2
  %1069 = and i64 %1068, 3
  %1070 = lshr i64 %26, 4
  %1071 = and i64 %1070, 3
  %1072 = getelementptr inbounds nuw i8, ptr %35, i64 32
  %1073 = lshr i64 %26, 2
  %1074 = and i64 %1073, 3
  %1075 = lshr i64 %26, 4
  %1076 = and i64 %1075, 3
  %1077 = getelementptr inbounds nuw i8, ptr %35, i64 64
  %1078 = lshr i64 %26, 2
  %1079 = and i64 %1078, 3
  %1080 = lshr i64 %26, 4
  %1081 = and i64 %1080, 3
  %1082 = and i64 %26, 3
  %1083 = lshr i64 %26, 2
  %1084 = and i64 %1083, 3
  %1085 = lshr i64 %26, 4
  %1086 = and i64 %1085, 3
  %1087 = lshr i64 %26, 2
  %1088 = and i64 %1087, 3
  %1089 = lshr i64 %26, 4
  %1090 = and i64 %1089, 3
  %1091 = and i64 %26, 3
  %1092 = lshr i64 %26, 2
  %1093 = and i64 %1092, 3
  %1094 = lshr i64 %26, 4
  %1095 = and i64 %1094, 3
  br label %1096

1096:                                             ; preds = %1038, %1123
  %1097 = phi i64 [ %1035, %1038 ], [ %1124, %1123 ]
  %1098 = srem i64 %1097, %8
  %1099 = sdiv i64 %1097, %8
  %1100 = srem i64 %1099, %5
  %1101 = sdiv i64 %1099, %5
  %1102 = mul nsw i64 %1101, %19
  %1103 = getelementptr inbounds float, ptr %40, i64 %1102
  %1104 = mul i64 %1039, %1100
  %1105 = getelementptr inbounds float, ptr %1103, i64 %1104
  %1106 = mul i64 %60, %1100
  %1107 = getelementptr inbounds float, ptr %41, i64 %1106
  %1108 = getelementptr inbounds float, ptr %42, i64 %1100
  %1109 = mul nsw i64 %1101, %20
  %1110 = getelementptr inbounds float, ptr %44, i64 %1109
  %1111 = mul nsw i64 %1100, %8
  %1112 = add nsw i64 %1111, %1098
  %1113 = mul nsw i64 %1112, %9
  %1114 = getelementptr inbounds float, ptr %1110, i64 %1113
  %1115 = mul nsw i64 %1101, %23
  %1116 = getelementptr inbounds float, ptr %43, i64 %1115
  %1117 = getelementptr inbounds float, ptr %1116, i64 %1113
  %1118 = select i1 %1040, ptr null, ptr %1117
  br i1 %1041, label %1119, label %1123

1119:                                             ; preds = %1096
  %1120 = mul nsw i64 %1098, %12
  %1121 = sub i64 %1120, %16
  %1122 = icmp eq ptr %1118, null
  br label %1126

1123:                                             ; preds = %2283, %1096
  %1124 = add i64 %1097, 1
  %1125 = icmp eq i64 %1124, %4
  br i1 %1125, label %7945, label %1096

1126:                                             ; preds = %1119, %2283
  %1127 = phi i64 [ 0, %1119 ], [ %2285, %2283 ]
  %1128 = phi i64 [ 0, %1119 ], [ %2284, %2283 ]
  %1129 = sub nsw i64 %9, %1128
  %1130 = add nuw nsw i64 %1129, 7
  %1131 = lshr i64 %1130, 3
  %1132 = icmp ugt i64 %1129, 24
  %1133 = trunc i64 %1131 to i32
  %1134 = select i1 %1132, i32 4, i32 %1133
  switch i32 %1134, label %2283 [
    i32 1, label %1135
    i32 2, label %1292
    i32 3, label %1581
    i32 4, label %1895
  ]

1135:                                             ; preds = %1126
  br i1 %1042, label %1136, label %1140

1136:                                             ; preds = %1135
  %1137 = shl nuw nsw i64 %1128, 1
  %1138 = shl nsw i64 %1129, 1
  %1139 = add nsw i64 %1138, -1
  br label %1150

1140:                                             ; preds = %1164, %1135
  %1141 = phi <8 x float> [ zeroinitializer, %1135 ], [ %1165, %1164 ]
  %1142 = tail call i64 @llvm.smin.i64(i64 %1129, i64 8)
  %1143 = trunc i64 %1142 to i32
  %1144 = insertelement <8 x i32> poison, i32 %1143, i64 0
  %1145 = shufflevector <8 x i32> %1144, <8 x i32> poison, <8 x i32> zeroinitializer
  %1146 = icmp sgt <8 x i32> %1145, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1147 = getelementptr inbounds nuw float, ptr %1114, i64 %1128
  %1148 = getelementptr inbounds nuw float, ptr %1118, i64 %1128
  %1149 = select i1 %1122, ptr null, ptr %1148
  br i1 %1046, label %1233, label %1228

1150:                                             ; preds = %1136, %1164
  %1151 = phi <8 x float> [ zeroinitializer, %1136 ], [ %1165, %1164 ]
  %1152 = phi i64 [ 0, %1136 ], [ %1166, %1164 ]
  %1153 = mul nsw i64 %1152, %14
  %1154 = add i64 %1121, %1153
  %1155 = icmp sgt i64 %1154, -1
  %1156 = icmp slt i64 %1154, %6
  %1157 = and i1 %1155, %1156
  %1158 = select i1 %1157, i64 %1154, i64 0
  %1159 = mul nsw i64 %1158, %7
  %1160 = getelementptr inbounds float, ptr %1105, i64 %1159
  br i1 %1043, label %1161, label %1164

1161:                                             ; preds = %1150
  %1162 = mul nuw nsw i64 %1152, %11
  %1163 = getelementptr inbounds nuw float, ptr %1107, i64 %1162
  br label %1168

1164:                                             ; preds = %1222, %1150
  %1165 = phi <8 x float> [ %1151, %1150 ], [ %1225, %1222 ]
  %1166 = add nuw nsw i64 %1152, 1
  %1167 = icmp eq i64 %1166, %10
  br i1 %1167, label %1140, label %1150

1168:                                             ; preds = %1161, %1222
  %1169 = phi <8 x float> [ %1151, %1161 ], [ %1225, %1222 ]
  %1170 = phi i64 [ 0, %1161 ], [ %1226, %1222 ]
  %1171 = getelementptr inbounds nuw float, ptr %1163, i64 %1170
  %1172 = load float, ptr %1171, align 1
  %1173 = insertelement <8 x float> poison, float %1172, i64 0
  %1174 = shufflevector <8 x float> %1173, <8 x float> poison, <8 x i32> zeroinitializer
  %1175 = mul nsw i64 %1170, %15
  %1176 = sub i64 %1175, %17
  %1177 = add i64 %1176, %1137
  %1178 = icmp slt i64 %1177, 0
  %1179 = sub nsw i64 0, %1177
  %1180 = select i1 %1178, i64 %1179, i64 0
  %1181 = sub nsw i64 %7, %1177
  %1182 = tail call i64 @llvm.smin.i64(i64 %1181, i64 %1139)
  %1183 = tail call i64 @llvm.smin.i64(i64 %1182, i64 16)
  %1184 = icmp sgt i64 %1183, %1180
  %1185 = select i1 %1157, i1 %1184, i1 false
  %1186 = select i1 %1185, i64 %1180, i64 0
  %1187 = select i1 %1185, i64 %1183, i64 0
  %1188 = icmp eq i64 %1186, 0
  %1189 = icmp eq i64 %1187, 16
  %1190 = and i1 %1188, %1189
  %1191 = getelementptr inbounds float, ptr %1160, i64 %1177
  br i1 %1190, label %1192, label %1197

1192:                                             ; preds = %1168
  %1193 = load <8 x float>, ptr %1191, align 1
  %1194 = getelementptr inbounds nuw i8, ptr %1191, i64 32
  %1195 = load <8 x float>, ptr %1194, align 1
  %1196 = shufflevector <8 x float> %1193, <8 x float> %1195, <8 x i32> <i32 0, i32 2, i32 8, i32 10, i32 4, i32 6, i32 12, i32 14>
  br label %1222

1197:                                             ; preds = %1168
  %1198 = trunc i64 %1186 to i32
  %1199 = icmp sgt i64 %1187, %1186
  %1200 = trunc i64 %1187 to i32
  %1201 = select i1 %1199, i32 %1200, i32 0
  %1202 = insertelement <8 x i32> poison, i32 %1198, i64 0
  %1203 = shufflevector <8 x i32> %1202, <8 x i32> poison, <8 x i32> zeroinitializer
  %1204 = icmp slt <8 x i32> %1203, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1205 = insertelement <8 x i32> poison, i32 %1201, i64 0
  %1206 = shufflevector <8 x i32> %1205, <8 x i32> poison, <8 x i32> zeroinitializer
  %1207 = icmp sgt <8 x i32> %1206, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1208 = and <8 x i1> %1204, %1207
  %1209 = add nsw i32 %1198, -8
  %1210 = insertelement <8 x i32> poison, i32 %1209, i64 0
  %1211 = shufflevector <8 x i32> %1210, <8 x i32> poison, <8 x i32> zeroinitializer
  %1212 = icmp slt <8 x i32> %1211, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1213 = add nsw i32 %1201, -8
  %1214 = insertelement <8 x i32> poison, i32 %1213, i64 0
  %1215 = shufflevector <8 x i32> %1214, <8 x i32> poison, <8 x i32> zeroinitializer
  %1216 = icmp sgt <8 x i32> %1215, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1217 = and <8 x i1> %1212, %1216
  %1218 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1191, <8 x i1> %1208, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1219 = getelementptr inbounds nuw i8, ptr %1191, i64 32
  %1220 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %1219, <8 x i1> %1217, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1221 = shufflevector <8 x float> %1218, <8 x float> %1220, <8 x i32> <i32 0, i32 2, i32 8, i32 10, i32 4, i32 6, i32 12, i32 14>
  br label %1222

1222:                                             ; preds = %1197, %1192
  %1223 = phi <8 x float> [ %1221, %1197 ], [ %1196, %1192 ]
  %1224 = shufflevector <8 x float> %1223, <8 x float> poison, <8 x i32> <i32 0, i32 1, i32 4, i32 5, i32 2, i32 3, i32 6, i32 7>
  %1225 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1224, <8 x float> %1174, <8 x float> %1169)
  %1226 = add nuw nsw i64 %1170, 1
  %1227 = icmp eq i64 %1226, %11
  br i1 %1227, label %1164, label %1168

1228:                                             ; preds = %1140
  %1229 = load float, ptr %1108, align 1
  %1230 = insertelement <8 x float> poison, float %1229, i64 0
  %1231 = shufflevector <8 x float> %1230, <8 x float> poison, <8 x i32> zeroinitializer
  %1232 = fadd <8 x float> %1141, %1231
  br label %1233

1233:                                             ; preds = %1228, %1140
  %1234 = phi <8 x float> [ %1232, %1228 ], [ %1141, %1140 ]
  switch i64 %1091, label %506 [
    i64 1, label %1235
    i64 2, label %1238
    i64 3, label %1245
    i64 0, label %1290
  ]

1235:                                             ; preds = %1233
  %1236 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1149, <8 x i1> %1146, <8 x float> zeroinitializer)
  %1237 = fadd <8 x float> %1234, %1236
  br label %1252

1238:                                             ; preds = %1233
  %1239 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %1234)
  %1240 = bitcast <8 x float> %1234 to <8 x i32>
  %1241 = or <8 x i32> %1240, %1045
  %1242 = bitcast <8 x i32> %1241 to <8 x float>
  %1243 = fcmp oeq <8 x float> %1234, %52
  %1244 = select <8 x i1> %1243, <8 x float> %1242, <8 x float> %1239
  br label %1252

1245:                                             ; preds = %1233
  %1246 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %1234)
  %1247 = bitcast <8 x float> %1234 to <8 x i32>
  %1248 = and <8 x i32> %1247, %1044
  %1249 = bitcast <8 x i32> %1248 to <8 x float>
  %1250 = fcmp oeq <8 x float> %1234, %49
  %1251 = select <8 x i1> %1250, <8 x float> %1249, <8 x float> %1246
  br label %1252

1252:                                             ; preds = %1245, %1238, %1235
  %1253 = phi <8 x float> [ %1237, %1235 ], [ %1244, %1238 ], [ %1251, %1245 ]
  switch i64 %1093, label %506 [
    i64 1, label %1268
    i64 2, label %1261
    i64 3, label %1254
    i64 0, label %1290
  ]

1254:                                             ; preds = %1252
  %1255 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %1253)
  %1256 = bitcast <8 x float> %1253 to <8 x i32>
  %1257 = and <8 x i32> %1256, %1044
  %1258 = bitcast <8 x i32> %1257 to <8 x float>
  %1259 = fcmp oeq <8 x float> %1253, %49
  %1260 = select <8 x i1> %1259, <8 x float> %1258, <8 x float> %1255
  br label %1271

1261:                                             ; preds = %1252
  %1262 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %1253)
  %1263 = bitcast <8 x float> %1253 to <8 x i32>
  %1264 = or <8 x i32> %1263, %1045
  %1265 = bitcast <8 x i32> %1264 to <8 x float>
  %1266 = fcmp oeq <8 x float> %1253, %52
  %1267 = select <8 x i1> %1266, <8 x float> %1265, <8 x float> %1262
  br label %1271

1268:                                             ; preds = %1252
  %1269 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1149, <8 x i1> %1146, <8 x float> zeroinitializer)
  %1270 = fadd <8 x float> %1253, %1269
  br label %1271

1271:                                             ; preds = %1268, %1261, %1254
  %1272 = phi <8 x float> [ %1270, %1268 ], [ %1267, %1261 ], [ %1260, %1254 ]
  switch i64 %1095, label %506 [
    i64 1, label %1287
    i64 2, label %1280
    i64 3, label %1273
    i64 0, label %1290
  ]

1273:                                             ; preds = %1271
  %1274 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %1272)
  %1275 = bitcast <8 x float> %1272 to <8 x i32>
  %1276 = and <8 x i32> %1275, %1044
  %1277 = bitcast <8 x i32> %1276 to <8 x float>
  %1278 = fcmp oeq <8 x float> %1272, %49
  %1279 = select <8 x i1> %1278, <8 x float> %1277, <8 x float> %1274
  br label %1290

1280:                                             ; preds = %1271
  %1281 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %1272)
  %1282 = bitcast <8 x float> %1272 to <8 x i32>
  %1283 = or <8 x i32> %1282, %1045
  %1284 = bitcast <8 x i32> %1283 to <8 x float>
  %1285 = fcmp oeq <8 x float> %1272, %52
  %1286 = select <8 x i1> %1285, <8 x float> %1284, <8 x float> %1281
  br label %1290

1287:                                             ; preds = %1271
  %1288 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1149, <8 x i1> %1146, <8 x float> zeroinitializer)
  %1289 = fadd <8 x float> %1272, %1288
  br label %1290

1290:                                             ; preds = %1273, %1280, %1287, %1271, %1252, %1233
  %1291 = phi <8 x float> [ %1272, %1271 ], [ %1234, %1233 ], [ %1253, %1252 ], [ %1289, %1287 ], [ %1286, %1280 ], [ %1279, %1273 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1291, ptr align 1 %1147, <8 x i1> %1146)
  br label %2283

1292:                                             ; preds = %1126
  br i1 %1042, label %1293, label %1302

1293:                                             ; preds = %1292
  %1294 = shl nuw nsw i64 %1128, 1
  %1295 = shl nsw i64 %1129, 1
  %1296 = add nsw i64 %1295, -1
  %1297 = or disjoint i64 %1128, 8
  %1298 = sub nsw i64 %9, %1297
  %1299 = shl nuw nsw i64 %1297, 1
  %1300 = shl nsw i64 %1298, 1
  %1301 = add nsw i64 %1300, -1
  br label %1313

1302:                                             ; preds = %1328, %1292
  %1303 = phi <8 x float> [ zeroinitializer, %1292 ], [ %1329, %1328 ]
  %1304 = phi <8 x float> [ zeroinitializer, %1292 ], [ %1330, %1328 ]
  %1305 = add i64 %1127, %9
  %1306 = getelementptr inbounds nuw float, ptr %1114, i64 %1128
  %1307 = getelementptr inbounds nuw float, ptr %1118, i64 %1128
  %1308 = tail call i64 @llvm.smin.i64(i64 %1305, i64 8)
  %1309 = trunc i64 %1308 to i32
  %1310 = insertelement <8 x i32> poison, i32 %1309, i64 0
  %1311 = shufflevector <8 x i32> %1310, <8 x i32> poison, <8 x i32> zeroinitializer
  %1312 = icmp sgt <8 x i32> %1311, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %1046, label %1448, label %1443

1313:                                             ; preds = %1293, %1328
  %1314 = phi <8 x float> [ zeroinitializer, %1293 ], [ %1329, %1328 ]
  %1315 = phi <8 x float> [ zeroinitializer, %1293 ], [ %1330, %1328 ]
  %1316 = phi i64 [ 0, %1293 ], [ %1331, %1328 ]
  %1317 = mul nsw i64 %1316, %14
  %1318 = add i64 %1121, %1317
  %1319 = icmp sgt i64 %1318, -1
  %1320 = icmp slt i64 %1318, %6
  %1321 = and i1 %1319, %1320
  %1322 = select i1 %1321, i64 %1318, i64 0
  %1323 = mul nsw i64 %1322, %7
  %1324 = getelementptr inbounds float, ptr %1105, i64 %1323
  br i1 %1043, label %1325, label %1328

1325:                                             ; preds = %1313
  %1326 = mul nuw nsw i64 %1316, %11
  %1327 = getelementptr inbounds nuw float, ptr %1107, i64 %1326
  br label %1333

1328:                                             ; preds = %1437, %1313
  %1329 = phi <8 x float> [ %1314, %1313 ], [ %1391, %1437 ]
  %1330 = phi <8 x float> [ %1315, %1313 ], [ %1440, %1437 ]
  %1331 = add nuw nsw i64 %1316, 1
  %1332 = icmp eq i64 %1331, %10
  br i1 %1332, label %1302, label %1313

1333:                                             ; preds = %1325, %1437
  %1334 = phi <8 x float> [ %1314, %1325 ], [ %1391, %1437 ]
  %1335 = phi <8 x float> [ %1315, %1325 ], [ %1440, %1437 ]
  %1336 = phi i64 [ 0, %1325 ], [ %1441, %1437 ]
  %1337 = getelementptr inbounds nuw float, ptr %1327, i64 %1336
  %1338 = load float, ptr %1337, align 1
  %1339 = insertelement <8 x float> poison, float %1338, i64 0
  %1340 = shufflevector <8 x float> %1339, <8 x float> poison, <8 x i32> zeroinitializer
  %1341 = mul nsw i64 %1336, %15
  %1342 = sub i64 %1341, %17
  %1343 = add i64 %1342, %1294
  %1344 = icmp slt i64 %1343, 0
  %1345 = sub nsw i64 0, %1343
  %1346 = select i1 %1344, i64 %1345, i64 0
  %1347 = sub nsw i64 %7, %1343
  %1348 = tail call i64 @llvm.smin.i64(i64 %1347, i64 %1296)
  %1349 = tail call i64 @llvm.smin.i64(i64 %1348, i64 16)
  %1350 = icmp sgt i64 %1349, %1346
  %1351 = select i1 %1321, i1 %1350, i1 false
  %1352 = select i1 %1351, i64 %1346, i64 0
  %1353 = select i1 %1351, i64 %1349, i64 0
  %1354 = icmp eq i64 %1352, 0
  %1355 = icmp eq i64 %1353, 16
  %1356 = and i1 %1354, %1355
  %1357 = getelementptr inbounds float, ptr %1324, i64 %1343
  br i1 %1356, label %1358, label %1363

1358:                                             ; preds = %1333
  %1359 = load <8 x float>, ptr %1357, align 1
  %1360 = getelementptr inbounds nuw i8, ptr %1357, i64 32
  %1361 = load <8 x float>, ptr %1360, align 1
  %1362 = shufflevector <8 x float> %1359, <8 x float> %1361, <8 x i32> <i32 0, i32 2, i32 8, i32 10, i32 4, i32 6, i32 12, i32 14>
  br label %1388

1363:                                             ; preds = %1333
  %1364 = trunc i64 %1352 to i32
  %1365 = icmp sgt i64 %1353, %1352
  %1366 = trunc i64 %1353 to i32
  %1367 = select i1 %1365, i32 %1366, i32 0
  %1368 = insertelement <8 x i32> poison, i32 %1364, i64 0
  %1369 = shufflevector <8 x i32> %1368, <8 x i32> poison, <8 x i32> zeroinitializer
  %1370 = icmp slt <8 x i32> %1369, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1371 = insertelement <8 x i32> poison, i32 %1367, i64 0
  %1372 = shufflevector <8 x i32> %1371, <8 x i32> poison, <8 x i32> zeroinitializer
  %1373 = icmp sgt <8 x i32> %1372, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1374 = and <8 x i1> %1370, %1373
  %1375 = add nsw i32 %1364, -8
  %1376 = insertelement <8 x i32> poison, i32 %1375, i64 0
  %1377 = shufflevector <8 x i32> %1376, <8 x i32> poison, <8 x i32> zeroinitializer
  %1378 = icmp slt <8 x i32> %1377, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1379 = add nsw i32 %1367, -8
  %1380 = insertelement <8 x i32> poison, i32 %1379, i64 0
  %1381 = shufflevector <8 x i32> %1380, <8 x i32> poison, <8 x i32> zeroinitializer
  %1382 = icmp sgt <8 x i32> %1381, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1383 = and <8 x i1> %1378, %1382
  %1384 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1357, <8 x i1> %1374, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1385 = getelementptr inbounds nuw i8, ptr %1357, i64 32
  %1386 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %1385, <8 x i1> %1383, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1387 = shufflevector <8 x float> %1384, <8 x float> %1386, <8 x i32> <i32 0, i32 2, i32 8, i32 10, i32 4, i32 6, i32 12, i32 14>
  br label %1388

1388:                                             ; preds = %1363, %1358
  %1389 = phi <8 x float> [ %1387, %1363 ], [ %1362, %1358 ]
  %1390 = shufflevector <8 x float> %1389, <8 x float> poison, <8 x i32> <i32 0, i32 1, i32 4, i32 5, i32 2, i32 3, i32 6, i32 7>
  %1391 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1390, <8 x float> %1340, <8 x float> %1334)
  %1392 = add i64 %1342, %1299
  %1393 = icmp slt i64 %1392, 0
  %1394 = sub nsw i64 0, %1392
  %1395 = select i1 %1393, i64 %1394, i64 0
  %1396 = sub nsw i64 %7, %1392
  %1397 = tail call i64 @llvm.smin.i64(i64 %1396, i64 %1301)
  %1398 = tail call i64 @llvm.smin.i64(i64 %1397, i64 16)
  %1399 = icmp sgt i64 %1398, %1395
  %1400 = select i1 %1321, i1 %1399, i1 false
  %1401 = select i1 %1400, i64 %1395, i64 0
  %1402 = select i1 %1400, i64 %1398, i64 0
  %1403 = icmp eq i64 %1401, 0
  %1404 = icmp eq i64 %1402, 16
  %1405 = and i1 %1403, %1404
  %1406 = getelementptr inbounds float, ptr %1324, i64 %1392
  br i1 %1405, label %1432, label %1407

1407:                                             ; preds = %1388
  %1408 = trunc i64 %1401 to i32
  %1409 = icmp sgt i64 %1402, %1401
  %1410 = trunc i64 %1402 to i32
  %1411 = select i1 %1409, i32 %1410, i32 0
  %1412 = insertelement <8 x i32> poison, i32 %1408, i64 0
  %1413 = shufflevector <8 x i32> %1412, <8 x i32> poison, <8 x i32> zeroinitializer
  %1414 = icmp slt <8 x i32> %1413, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1415 = insertelement <8 x i32> poison, i32 %1411, i64 0
  %1416 = shufflevector <8 x i32> %1415, <8 x i32> poison, <8 x i32> zeroinitializer
  %1417 = icmp sgt <8 x i32> %1416, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1418 = and <8 x i1> %1414, %1417
  %1419 = add nsw i32 %1408, -8
  %1420 = insertelement <8 x i32> poison, i32 %1419, i64 0
  %1421 = shufflevector <8 x i32> %1420, <8 x i32> poison, <8 x i32> zeroinitializer
  %1422 = icmp slt <8 x i32> %1421, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1423 = add nsw i32 %1411, -8
  %1424 = insertelement <8 x i32> poison, i32 %1423, i64 0
  %1425 = shufflevector <8 x i32> %1424, <8 x i32> poison, <8 x i32> zeroinitializer
  %1426 = icmp sgt <8 x i32> %1425, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1427 = and <8 x i1> %1422, %1426
  %1428 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1406, <8 x i1> %1418, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1429 = getelementptr inbounds nuw i8, ptr %1406, i64 32
  %1430 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %1429, <8 x i1> %1427, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1431 = shufflevector <8 x float> %1428, <8 x float> %1430, <8 x i32> <i32 0, i32 2, i32 8, i32 10, i32 4, i32 6, i32 12, i32 14>
  br label %1437

1432:                                             ; preds = %1388
  %1433 = load <8 x float>, ptr %1406, align 1
  %1434 = getelementptr inbounds nuw i8, ptr %1406, i64 32
  %1435 = load <8 x float>, ptr %1434, align 1
  %1436 = shufflevector <8 x float> %1433, <8 x float> %1435, <8 x i32> <i32 0, i32 2, i32 8, i32 10, i32 4, i32 6, i32 12, i32 14>
  br label %1437

1437:                                             ; preds = %1432, %1407
  %1438 = phi <8 x float> [ %1436, %1432 ], [ %1431, %1407 ]
  %1439 = shufflevector <8 x float> %1438, <8 x float> poison, <8 x i32> <i32 0, i32 1, i32 4, i32 5, i32 2, i32 3, i32 6, i32 7>
  %1440 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1439, <8 x float> %1340, <8 x float> %1335)
  %1441 = add nuw nsw i64 %1336, 1
  %1442 = icmp eq i64 %1441, %11
  br i1 %1442, label %1328, label %1333

1443:                                             ; preds = %1302
  %1444 = load float, ptr %1108, align 1
  %1445 = insertelement <8 x float> poison, float %1444, i64 0
  %1446 = shufflevector <8 x float> %1445, <8 x float> poison, <8 x i32> zeroinitializer
  %1447 = fadd <8 x float> %1303, %1446
  br label %1448

1448:                                             ; preds = %1443, %1302
  %1449 = phi <8 x float> [ %1447, %1443 ], [ %1303, %1302 ]
  %1450 = select i1 %1122, ptr null, ptr %1307
  switch i64 %1082, label %506 [
    i64 1, label %1451
    i64 2, label %1454
    i64 3, label %1461
    i64 0, label %1506
  ]

1451:                                             ; preds = %1448
  %1452 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1450, <8 x i1> %1312, <8 x float> zeroinitializer)
  %1453 = fadd <8 x float> %1449, %1452
  br label %1468

1454:                                             ; preds = %1448
  %1455 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %1449)
  %1456 = bitcast <8 x float> %1449 to <8 x i32>
  %1457 = or <8 x i32> %1456, %1045
  %1458 = bitcast <8 x i32> %1457 to <8 x float>
  %1459 = fcmp oeq <8 x float> %1449, %52
  %1460 = select <8 x i1> %1459, <8 x float> %1458, <8 x float> %1455
  br label %1468

1461:                                             ; preds = %1448
  %1462 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %1449)
  %1463 = bitcast <8 x float> %1449 to <8 x i32>
  %1464 = and <8 x i32> %1463, %1044
  %1465 = bitcast <8 x i32> %1464 to <8 x float>
  %1466 = fcmp oeq <8 x float> %1449, %49
  %1467 = select <8 x i1> %1466, <8 x float> %1465, <8 x float> %1462
  br label %1468

1468:                                             ; preds = %1461, %1454, %1451
  %1469 = phi <8 x float> [ %1453, %1451 ], [ %1460, %1454 ], [ %1467, %1461 ]
  switch i64 %1084, label %506 [
    i64 1, label %1484
    i64 2, label %1477
    i64 3, label %1470
    i64 0, label %1506
  ]

1470:                                             ; preds = %1468
  %1471 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %1469)
  %1472 = bitcast <8 x float> %1469 to <8 x i32>
  %1473 = and <8 x i32> %1472, %1044
  %1474 = bitcast <8 x i32> %1473 to <8 x float>
  %1475 = fcmp oeq <8 x float> %1469, %49
  %1476 = select <8 x i1> %1475, <8 x float> %1474, <8 x float> %1471
  br label %1487

1477:                                             ; preds = %1468
  %1478 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %1469)
  %1479 = bitcast <8 x float> %1469 to <8 x i32>
  %1480 = or <8 x i32> %1479, %1045
  %1481 = bitcast <8 x i32> %1480 to <8 x float>
  %1482 = fcmp oeq <8 x float> %1469, %52
  %1483 = select <8 x i1> %1482, <8 x float> %1481, <8 x float> %1478
  br label %1487

1484:                                             ; preds = %1468
  %1485 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1450, <8 x i1> %1312, <8 x float> zeroinitializer)
  %1486 = fadd <8 x float> %1469, %1485
  br label %1487

1487:                                             ; preds = %1484, %1477, %1470
  %1488 = phi <8 x float> [ %1486, %1484 ], [ %1483, %1477 ], [ %1476, %1470 ]
  switch i64 %1086, label %506 [
    i64 1, label %1503
    i64 2, label %1496
    i64 3, label %1489
    i64 0, label %1506
  ]

1489:                                             ; preds = %1487
  %1490 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %1488)
  %1491 = bitcast <8 x float> %1488 to <8 x i32>
  %1492 = and <8 x i32> %1491, %1044
  %1493 = bitcast <8 x i32> %1492 to <8 x float>
  %1494 = fcmp oeq <8 x float> %1488, %49
  %1495 = select <8 x i1> %1494, <8 x float> %1493, <8 x float> %1490
  br label %1506

1496:                                             ; preds = %1487
  %1497 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %1488)
  %1498 = bitcast <8 x float> %1488 to <8 x i32>
  %1499 = or <8 x i32> %1498, %1045
  %1500 = bitcast <8 x i32> %1499 to <8 x float>
  %1501 = fcmp oeq <8 x float> %1488, %52
  %1502 = select <8 x i1> %1501, <8 x float> %1500, <8 x float> %1497
  br label %1506

1503:                                             ; preds = %1487
  %1504 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1450, <8 x i1> %1312, <8 x float> zeroinitializer)
  %1505 = fadd <8 x float> %1488, %1504
  br label %1506

1506:                                             ; preds = %1489, %1496, %1503, %1487, %1468, %1448
  %1507 = phi <8 x float> [ %1488, %1487 ], [ %1449, %1448 ], [ %1469, %1468 ], [ %1505, %1503 ], [ %1502, %1496 ], [ %1495, %1489 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1507, ptr align 1 %1306, <8 x i1> %1312)
  %1508 = add i64 %1305, -8
  %1509 = tail call i64 @llvm.smin.i64(i64 %1508, i64 8)
  %1510 = trunc i64 %1509 to i32
  %1511 = insertelement <8 x i32> poison, i32 %1510, i64 0
  %1512 = shufflevector <8 x i32> %1511, <8 x i32> poison, <8 x i32> zeroinitializer
  %1513 = icmp sgt <8 x i32> %1512, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %1046, label %1519, label %1514

1514:                                             ; preds = %1506
  %1515 = load float, ptr %1108, align 1
  %1516 = insertelement <8 x float> poison, float %1515, i64 0
  %1517 = shufflevector <8 x float> %1516, <8 x float> poison, <8 x i32> zeroinitializer
  %1518 = fadd <8 x float> %1304, %1517
  br label %1519

1519:                                             ; preds = %1514, %1506
  %1520 = phi <8 x float> [ %1518, %1514 ], [ %1304, %1506 ]
  %1521 = getelementptr inbounds nuw i8, ptr %1306, i64 32
  %1522 = getelementptr inbounds nuw i8, ptr %1307, i64 32
  %1523 = select i1 %1122, ptr null, ptr %1522
  switch i64 %1082, label %506 [
    i64 1, label %1538
    i64 2, label %1531
    i64 3, label %1524
    i64 0, label %1579
  ]

1524:                                             ; preds = %1519
  %1525 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %1520)
  %1526 = bitcast <8 x float> %1520 to <8 x i32>
  %1527 = and <8 x i32> %1526, %1044
  %1528 = bitcast <8 x i32> %1527 to <8 x float>
  %1529 = fcmp oeq <8 x float> %1520, %49
  %1530 = select <8 x i1> %1529, <8 x float> %1528, <8 x float> %1525
  br label %1541

1531:                                             ; preds = %1519
  %1532 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %1520)
  %1533 = bitcast <8 x float> %1520 to <8 x i32>
  %1534 = or <8 x i32> %1533, %1045
  %1535 = bitcast <8 x i32> %1534 to <8 x float>
  %1536 = fcmp oeq <8 x float> %1520, %52
  %1537 = select <8 x i1> %1536, <8 x float> %1535, <8 x float> %1532
  br label %1541

1538:                                             ; preds = %1519
  %1539 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1523, <8 x i1> %1513, <8 x float> zeroinitializer)
  %1540 = fadd <8 x float> %1520, %1539
  br label %1541

1541:                                             ; preds = %1538, %1531, %1524
  %1542 = phi <8 x float> [ %1540, %1538 ], [ %1537, %1531 ], [ %1530, %1524 ]
  switch i64 %1088, label %506 [
    i64 1, label %1557
    i64 2, label %1550
    i64 3, label %1543
    i64 0, label %1579
  ]

1543:                                             ; preds = %1541
  %1544 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %1542)
  %1545 = bitcast <8 x float> %1542 to <8 x i32>
  %1546 = and <8 x i32> %1545, %1044
  %1547 = bitcast <8 x i32> %1546 to <8 x float>
  %1548 = fcmp oeq <8 x float> %1542, %49
  %1549 = select <8 x i1> %1548, <8 x float> %1547, <8 x float> %1544
  br label %1560

1550:                                             ; preds = %1541
  %1551 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %1542)
  %1552 = bitcast <8 x float> %1542 to <8 x i32>
  %1553 = or <8 x i32> %1552, %1045
  %1554 = bitcast <8 x i32> %1553 to <8 x float>
  %1555 = fcmp oeq <8 x float> %1542, %52
  %1556 = select <8 x i1> %1555, <8 x float> %1554, <8 x float> %1551
  br label %1560

1557:                                             ; preds = %1541
  %1558 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1523, <8 x i1> %1513, <8 x float> zeroinitializer)
  %1559 = fadd <8 x float> %1542, %1558
  br label %1560

1560:                                             ; preds = %1557, %1550, %1543
  %1561 = phi <8 x float> [ %1559, %1557 ], [ %1556, %1550 ], [ %1549, %1543 ]
  switch i64 %1090, label %506 [
    i64 1, label %1576
    i64 2, label %1569
    i64 3, label %1562
    i64 0, label %1579
  ]

1562:                                             ; preds = %1560
  %1563 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %1561)
  %1564 = bitcast <8 x float> %1561 to <8 x i32>
  %1565 = and <8 x i32> %1564, %1044
  %1566 = bitcast <8 x i32> %1565 to <8 x float>
  %1567 = fcmp oeq <8 x float> %1561, %49
  %1568 = select <8 x i1> %1567, <8 x float> %1566, <8 x float> %1563
  br label %1579

1569:                                             ; preds = %1560
  %1570 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %1561)
  %1571 = bitcast <8 x float> %1561 to <8 x i32>
  %1572 = or <8 x i32> %1571, %1045
  %1573 = bitcast <8 x i32> %1572 to <8 x float>
  %1574 = fcmp oeq <8 x float> %1561, %52
  %1575 = select <8 x i1> %1574, <8 x float> %1573, <8 x float> %1570
  br label %1579

1576:                                             ; preds = %1560
  %1577 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1523, <8 x i1> %1513, <8 x float> zeroinitializer)
  %1578 = fadd <8 x float> %1561, %1577
  br label %1579

1579:                                             ; preds = %1562, %1569, %1576, %1560, %1541, %1519
  %1580 = phi <8 x float> [ %1561, %1560 ], [ %1520, %1519 ], [ %1542, %1541 ], [ %1578, %1576 ], [ %1575, %1569 ], [ %1568, %1562 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1580, ptr nonnull align 1 %1521, <8 x i1> %1513)
  br label %2283

1581:                                             ; preds = %1126
  call void @llvm.lifetime.start.p0(ptr nonnull %35)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(96) %35, i8 0, i64 96, i1 false)
  br i1 %1042, label %1594, label %1584

1582:                                             ; preds = %1607
  %1583 = load <8 x float>, ptr %35, align 32
  br label %1584

1584:                                             ; preds = %1582, %1581
  %1585 = phi <8 x float> [ %1583, %1582 ], [ zeroinitializer, %1581 ]
  %1586 = add i64 %1127, %9
  %1587 = getelementptr inbounds nuw float, ptr %1114, i64 %1128
  %1588 = getelementptr inbounds nuw float, ptr %1118, i64 %1128
  %1589 = tail call i64 @llvm.smin.i64(i64 %1586, i64 8)
  %1590 = trunc i64 %1589 to i32
  %1591 = insertelement <8 x i32> poison, i32 %1590, i64 0
  %1592 = shufflevector <8 x i32> %1591, <8 x i32> poison, <8 x i32> zeroinitializer
  %1593 = icmp sgt <8 x i32> %1592, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %1046, label %1687, label %1682

1594:                                             ; preds = %1581, %1607
  %1595 = phi i64 [ %1608, %1607 ], [ 0, %1581 ]
  %1596 = mul nsw i64 %1595, %14
  %1597 = add i64 %1121, %1596
  %1598 = icmp sgt i64 %1597, -1
  %1599 = icmp slt i64 %1597, %6
  %1600 = and i1 %1598, %1599
  %1601 = select i1 %1600, i64 %1597, i64 0
  %1602 = mul nsw i64 %1601, %7
  %1603 = getelementptr inbounds float, ptr %1105, i64 %1602
  br i1 %1043, label %1604, label %1607

1604:                                             ; preds = %1594
  %1605 = mul nuw nsw i64 %1595, %11
  %1606 = getelementptr inbounds nuw float, ptr %1107, i64 %1605
  br label %1610

1607:                                             ; preds = %1618, %1594
  %1608 = add nuw nsw i64 %1595, 1
  %1609 = icmp eq i64 %1608, %10
  br i1 %1609, label %1582, label %1594

1610:                                             ; preds = %1604, %1618
  %1611 = phi i64 [ 0, %1604 ], [ %1619, %1618 ]
  %1612 = getelementptr inbounds nuw float, ptr %1606, i64 %1611
  %1613 = load float, ptr %1612, align 1
  %1614 = insertelement <8 x float> poison, float %1613, i64 0
  %1615 = shufflevector <8 x float> %1614, <8 x float> poison, <8 x i32> zeroinitializer
  %1616 = mul nsw i64 %1611, %15
  %1617 = sub i64 %1616, %17
  br label %1621

1618:                                             ; preds = %1674
  %1619 = add nuw nsw i64 %1611, 1
  %1620 = icmp eq i64 %1619, %11
  br i1 %1620, label %1607, label %1610

1621:                                             ; preds = %1610, %1674
  %1622 = phi i64 [ 0, %1610 ], [ %1680, %1674 ]
  %1623 = shl nuw nsw i64 %1622, 3
  %1624 = or disjoint i64 %1128, %1623
  %1625 = sub nsw i64 %9, %1624
  %1626 = shl nuw nsw i64 %1624, 1
  %1627 = add i64 %1617, %1626
  %1628 = icmp slt i64 %1627, 0
  %1629 = sub nsw i64 0, %1627
  %1630 = select i1 %1628, i64 %1629, i64 0
  %1631 = sub nsw i64 %7, %1627
  %1632 = shl nsw i64 %1625, 1
  %1633 = add nsw i64 %1632, -1
  %1634 = tail call i64 @llvm.smin.i64(i64 %1631, i64 %1633)
  %1635 = tail call i64 @llvm.smin.i64(i64 %1634, i64 16)
  %1636 = icmp sgt i64 %1635, %1630
  %1637 = select i1 %1600, i1 %1636, i1 false
  %1638 = select i1 %1637, i64 %1630, i64 0
  %1639 = select i1 %1637, i64 %1635, i64 0
  %1640 = icmp eq i64 %1638, 0
  %1641 = icmp eq i64 %1639, 16
  %1642 = and i1 %1640, %1641
  %1643 = getelementptr inbounds float, ptr %1603, i64 %1627
  br i1 %1642, label %1644, label %1649

1644:                                             ; preds = %1621
  %1645 = load <8 x float>, ptr %1643, align 1
  %1646 = getelementptr inbounds nuw i8, ptr %1643, i64 32
  %1647 = load <8 x float>, ptr %1646, align 1
  %1648 = shufflevector <8 x float> %1645, <8 x float> %1647, <8 x i32> <i32 0, i32 2, i32 8, i32 10, i32 4, i32 6, i32 12, i32 14>
  br label %1674

1649:                                             ; preds = %1621
  %1650 = trunc i64 %1638 to i32
  %1651 = icmp sgt i64 %1639, %1638
  %1652 = trunc i64 %1639 to i32
  %1653 = select i1 %1651, i32 %1652, i32 0
  %1654 = insertelement <8 x i32> poison, i32 %1650, i64 0
  %1655 = shufflevector <8 x i32> %1654, <8 x i32> poison, <8 x i32> zeroinitializer
  %1656 = icmp slt <8 x i32> %1655, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1657 = insertelement <8 x i32> poison, i32 %1653, i64 0
  %1658 = shufflevector <8 x i32> %1657, <8 x i32> poison, <8 x i32> zeroinitializer
  %1659 = icmp sgt <8 x i32> %1658, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1660 = and <8 x i1> %1656, %1659
  %1661 = add nsw i32 %1650, -8
  %1662 = insertelement <8 x i32> poison, i32 %1661, i64 0
  %1663 = shufflevector <8 x i32> %1662, <8 x i32> poison, <8 x i32> zeroinitializer
  %1664 = icmp slt <8 x i32> %1663, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1665 = add nsw i32 %1653, -8
  %1666 = insertelement <8 x i32> poison, i32 %1665, i64 0
  %1667 = shufflevector <8 x i32> %1666, <8 x i32> poison, <8 x i32> zeroinitializer
  %1668 = icmp sgt <8 x i32> %1667, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1669 = and <8 x i1> %1664, %1668
  %1670 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1643, <8 x i1> %1660, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1671 = getelementptr inbounds nuw i8, ptr %1643, i64 32
  %1672 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %1671, <8 x i1> %1669, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1673 = shufflevector <8 x float> %1670, <8 x float> %1672, <8 x i32> <i32 0, i32 2, i32 8, i32 10, i32 4, i32 6, i32 12, i32 14>
  br label %1674

1674:                                             ; preds = %1649, %1644
  %1675 = phi <8 x float> [ %1673, %1649 ], [ %1648, %1644 ]
  %1676 = shufflevector <8 x float> %1675, <8 x float> poison, <8 x i32> <i32 0, i32 1, i32 4, i32 5, i32 2, i32 3, i32 6, i32 7>
  %1677 = getelementptr inbounds nuw <8 x float>, ptr %35, i64 %1622
  %1678 = load <8 x float>, ptr %1677, align 32
  %1679 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1676, <8 x float> %1615, <8 x float> %1678)
  store <8 x float> %1679, ptr %1677, align 32
  %1680 = add nuw nsw i64 %1622, 1
  %1681 = icmp eq i64 %1680, 3
  br i1 %1681, label %1618, label %1621

1682:                                             ; preds = %1584
  %1683 = load float, ptr %1108, align 1
  %1684 = insertelement <8 x float> poison, float %1683, i64 0
  %1685 = shufflevector <8 x float> %1684, <8 x float> poison, <8 x i32> zeroinitializer
  %1686 = fadd <8 x float> %1585, %1685
  br label %1687

1687:                                             ; preds = %1682, %1584
  %1688 = phi <8 x float> [ %1686, %1682 ], [ %1585, %1584 ]
  %1689 = select i1 %1122, ptr null, ptr %1588
  switch i64 %1067, label %506 [
    i64 1, label %1690
    i64 2, label %1693
    i64 3, label %1700
    i64 0, label %1745
  ]

1690:                                             ; preds = %1687
  %1691 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1689, <8 x i1> %1593, <8 x float> zeroinitializer)
  %1692 = fadd <8 x float> %1688, %1691
  br label %1707

1693:                                             ; preds = %1687
  %1694 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %1688)
  %1695 = bitcast <8 x float> %1688 to <8 x i32>
  %1696 = or <8 x i32> %1695, %1045
  %1697 = bitcast <8 x i32> %1696 to <8 x float>
  %1698 = fcmp oeq <8 x float> %1688, %52
  %1699 = select <8 x i1> %1698, <8 x float> %1697, <8 x float> %1694
  br label %1707

1700:                                             ; preds = %1687
  %1701 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %1688)
  %1702 = bitcast <8 x float> %1688 to <8 x i32>
  %1703 = and <8 x i32> %1702, %1044
  %1704 = bitcast <8 x i32> %1703 to <8 x float>
  %1705 = fcmp oeq <8 x float> %1688, %49
  %1706 = select <8 x i1> %1705, <8 x float> %1704, <8 x float> %1701
  br label %1707

1707:                                             ; preds = %1700, %1693, %1690
  %1708 = phi <8 x float> [ %1692, %1690 ], [ %1699, %1693 ], [ %1706, %1700 ]
  switch i64 %1069, label %506 [
    i64 1, label %1723
    i64 2, label %1716
    i64 3, label %1709
    i64 0, label %1745
  ]

1709:                                             ; preds = %1707
  %1710 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %1708)
  %1711 = bitcast <8 x float> %1708 to <8 x i32>
  %1712 = and <8 x i32> %1711, %1044
  %1713 = bitcast <8 x i32> %1712 to <8 x float>
  %1714 = fcmp oeq <8 x float> %1708, %49
  %1715 = select <8 x i1> %1714, <8 x float> %1713, <8 x float> %1710
  br label %1726

1716:                                             ; preds = %1707
  %1717 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %1708)
  %1718 = bitcast <8 x float> %1708 to <8 x i32>
  %1719 = or <8 x i32> %1718, %1045
  %1720 = bitcast <8 x i32> %1719 to <8 x float>
  %1721 = fcmp oeq <8 x float> %1708, %52
  %1722 = select <8 x i1> %1721, <8 x float> %1720, <8 x float> %1717
  br label %1726

1723:                                             ; preds = %1707
  %1724 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1689, <8 x i1> %1593, <8 x float> zeroinitializer)
  %1725 = fadd <8 x float> %1708, %1724
  br label %1726

1726:                                             ; preds = %1723, %1716, %1709
  %1727 = phi <8 x float> [ %1725, %1723 ], [ %1722, %1716 ], [ %1715, %1709 ]
  switch i64 %1071, label %506 [
    i64 1, label %1742
    i64 2, label %1735
    i64 3, label %1728
    i64 0, label %1745
  ]

1728:                                             ; preds = %1726
  %1729 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %1727)
  %1730 = bitcast <8 x float> %1727 to <8 x i32>
  %1731 = and <8 x i32> %1730, %1044
  %1732 = bitcast <8 x i32> %1731 to <8 x float>
  %1733 = fcmp oeq <8 x float> %1727, %49
  %1734 = select <8 x i1> %1733, <8 x float> %1732, <8 x float> %1729
  br label %1745

1735:                                             ; preds = %1726
  %1736 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %1727)
  %1737 = bitcast <8 x float> %1727 to <8 x i32>
  %1738 = or <8 x i32> %1737, %1045
  %1739 = bitcast <8 x i32> %1738 to <8 x float>
  %1740 = fcmp oeq <8 x float> %1727, %52
  %1741 = select <8 x i1> %1740, <8 x float> %1739, <8 x float> %1736
  br label %1745

1742:                                             ; preds = %1726
  %1743 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1689, <8 x i1> %1593, <8 x float> zeroinitializer)
  %1744 = fadd <8 x float> %1727, %1743
  br label %1745

1745:                                             ; preds = %1728, %1735, %1742, %1726, %1707, %1687
  %1746 = phi <8 x float> [ %1727, %1726 ], [ %1688, %1687 ], [ %1708, %1707 ], [ %1744, %1742 ], [ %1741, %1735 ], [ %1734, %1728 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1746, ptr align 1 %1587, <8 x i1> %1593)
  %1747 = add i64 %1586, -8
  %1748 = tail call i64 @llvm.smin.i64(i64 %1747, i64 8)
  %1749 = trunc i64 %1748 to i32
  %1750 = insertelement <8 x i32> poison, i32 %1749, i64 0
  %1751 = shufflevector <8 x i32> %1750, <8 x i32> poison, <8 x i32> zeroinitializer
  %1752 = icmp sgt <8 x i32> %1751, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1753 = load <8 x float>, ptr %1072, align 32
  br i1 %1046, label %1759, label %1754

1754:                                             ; preds = %1745
  %1755 = load float, ptr %1108, align 1
  %1756 = insertelement <8 x float> poison, float %1755, i64 0
  %1757 = shufflevector <8 x float> %1756, <8 x float> poison, <8 x i32> zeroinitializer
  %1758 = fadd <8 x float> %1753, %1757
  br label %1759

1759:                                             ; preds = %1754, %1745
  %1760 = phi <8 x float> [ %1758, %1754 ], [ %1753, %1745 ]
  %1761 = getelementptr inbounds nuw i8, ptr %1587, i64 32
  %1762 = getelementptr inbounds nuw i8, ptr %1588, i64 32
  %1763 = select i1 %1122, ptr null, ptr %1762
  switch i64 %1067, label %506 [
    i64 1, label %1778
    i64 2, label %1771
    i64 3, label %1764
    i64 0, label %1819
  ]

1764:                                             ; preds = %1759
  %1765 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %1760)
  %1766 = bitcast <8 x float> %1760 to <8 x i32>
  %1767 = and <8 x i32> %1766, %1044
  %1768 = bitcast <8 x i32> %1767 to <8 x float>
  %1769 = fcmp oeq <8 x float> %1760, %49
  %1770 = select <8 x i1> %1769, <8 x float> %1768, <8 x float> %1765
  br label %1781

1771:                                             ; preds = %1759
  %1772 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %1760)
  %1773 = bitcast <8 x float> %1760 to <8 x i32>
  %1774 = or <8 x i32> %1773, %1045
  %1775 = bitcast <8 x i32> %1774 to <8 x float>
  %1776 = fcmp oeq <8 x float> %1760, %52
  %1777 = select <8 x i1> %1776, <8 x float> %1775, <8 x float> %1772
  br label %1781

1778:                                             ; preds = %1759
  %1779 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1763, <8 x i1> %1752, <8 x float> zeroinitializer)
  %1780 = fadd <8 x float> %1760, %1779
  br label %1781

1781:                                             ; preds = %1778, %1771, %1764
  %1782 = phi <8 x float> [ %1780, %1778 ], [ %1777, %1771 ], [ %1770, %1764 ]
  switch i64 %1074, label %506 [
    i64 1, label %1797
    i64 2, label %1790
    i64 3, label %1783
    i64 0, label %1819
  ]

1783:                                             ; preds = %1781
  %1784 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %1782)
  %1785 = bitcast <8 x float> %1782 to <8 x i32>
  %1786 = and <8 x i32> %1785, %1044
  %1787 = bitcast <8 x i32> %1786 to <8 x float>
  %1788 = fcmp oeq <8 x float> %1782, %49
  %1789 = select <8 x i1> %1788, <8 x float> %1787, <8 x float> %1784
  br label %1800

1790:                                             ; preds = %1781
  %1791 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %1782)
  %1792 = bitcast <8 x float> %1782 to <8 x i32>
  %1793 = or <8 x i32> %1792, %1045
  %1794 = bitcast <8 x i32> %1793 to <8 x float>
  %1795 = fcmp oeq <8 x float> %1782, %52
  %1796 = select <8 x i1> %1795, <8 x float> %1794, <8 x float> %1791
  br label %1800

1797:                                             ; preds = %1781
  %1798 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1763, <8 x i1> %1752, <8 x float> zeroinitializer)
  %1799 = fadd <8 x float> %1782, %1798
  br label %1800

1800:                                             ; preds = %1797, %1790, %1783
  %1801 = phi <8 x float> [ %1799, %1797 ], [ %1796, %1790 ], [ %1789, %1783 ]
  switch i64 %1076, label %506 [
    i64 1, label %1816
    i64 2, label %1809
    i64 3, label %1802
    i64 0, label %1819
  ]

1802:                                             ; preds = %1800
  %1803 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %1801)
  %1804 = bitcast <8 x float> %1801 to <8 x i32>
  %1805 = and <8 x i32> %1804, %1044
  %1806 = bitcast <8 x i32> %1805 to <8 x float>
  %1807 = fcmp oeq <8 x float> %1801, %49
  %1808 = select <8 x i1> %1807, <8 x float> %1806, <8 x float> %1803
  br label %1819

1809:                                             ; preds = %1800
  %1810 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %1801)
  %1811 = bitcast <8 x float> %1801 to <8 x i32>
  %1812 = or <8 x i32> %1811, %1045
  %1813 = bitcast <8 x i32> %1812 to <8 x float>
  %1814 = fcmp oeq <8 x float> %1801, %52
  %1815 = select <8 x i1> %1814, <8 x float> %1813, <8 x float> %1810
  br label %1819

1816:                                             ; preds = %1800
  %1817 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1763, <8 x i1> %1752, <8 x float> zeroinitializer)
  %1818 = fadd <8 x float> %1801, %1817
  br label %1819

1819:                                             ; preds = %1802, %1809, %1816, %1800, %1781, %1759
  %1820 = phi <8 x float> [ %1801, %1800 ], [ %1760, %1759 ], [ %1782, %1781 ], [ %1818, %1816 ], [ %1815, %1809 ], [ %1808, %1802 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1820, ptr nonnull align 1 %1761, <8 x i1> %1752)
  %1821 = add i64 %1586, -16
  %1822 = tail call i64 @llvm.smin.i64(i64 %1821, i64 8)
  %1823 = trunc i64 %1822 to i32
  %1824 = insertelement <8 x i32> poison, i32 %1823, i64 0
  %1825 = shufflevector <8 x i32> %1824, <8 x i32> poison, <8 x i32> zeroinitializer
  %1826 = icmp sgt <8 x i32> %1825, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1827 = load <8 x float>, ptr %1077, align 32
  br i1 %1046, label %1833, label %1828

1828:                                             ; preds = %1819
  %1829 = load float, ptr %1108, align 1
  %1830 = insertelement <8 x float> poison, float %1829, i64 0
  %1831 = shufflevector <8 x float> %1830, <8 x float> poison, <8 x i32> zeroinitializer
  %1832 = fadd <8 x float> %1827, %1831
  br label %1833

1833:                                             ; preds = %1828, %1819
  %1834 = phi <8 x float> [ %1832, %1828 ], [ %1827, %1819 ]
  %1835 = getelementptr inbounds nuw i8, ptr %1587, i64 64
  %1836 = getelementptr inbounds nuw i8, ptr %1588, i64 64
  %1837 = select i1 %1122, ptr null, ptr %1836
  switch i64 %1067, label %506 [
    i64 1, label %1852
    i64 2, label %1845
    i64 3, label %1838
    i64 0, label %1893
  ]

1838:                                             ; preds = %1833
  %1839 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %1834)
  %1840 = bitcast <8 x float> %1834 to <8 x i32>
  %1841 = and <8 x i32> %1840, %1044
  %1842 = bitcast <8 x i32> %1841 to <8 x float>
  %1843 = fcmp oeq <8 x float> %1834, %49
  %1844 = select <8 x i1> %1843, <8 x float> %1842, <8 x float> %1839
  br label %1855

1845:                                             ; preds = %1833
  %1846 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %1834)
  %1847 = bitcast <8 x float> %1834 to <8 x i32>
  %1848 = or <8 x i32> %1847, %1045
  %1849 = bitcast <8 x i32> %1848 to <8 x float>
  %1850 = fcmp oeq <8 x float> %1834, %52
  %1851 = select <8 x i1> %1850, <8 x float> %1849, <8 x float> %1846
  br label %1855

1852:                                             ; preds = %1833
  %1853 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1837, <8 x i1> %1826, <8 x float> zeroinitializer)
  %1854 = fadd <8 x float> %1834, %1853
  br label %1855

1855:                                             ; preds = %1852, %1845, %1838
  %1856 = phi <8 x float> [ %1854, %1852 ], [ %1851, %1845 ], [ %1844, %1838 ]
  switch i64 %1079, label %506 [
    i64 1, label %1871
    i64 2, label %1864
    i64 3, label %1857
    i64 0, label %1893
  ]

1857:                                             ; preds = %1855
  %1858 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %1856)
  %1859 = bitcast <8 x float> %1856 to <8 x i32>
  %1860 = and <8 x i32> %1859, %1044
  %1861 = bitcast <8 x i32> %1860 to <8 x float>
  %1862 = fcmp oeq <8 x float> %1856, %49
  %1863 = select <8 x i1> %1862, <8 x float> %1861, <8 x float> %1858
  br label %1874

1864:                                             ; preds = %1855
  %1865 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %1856)
  %1866 = bitcast <8 x float> %1856 to <8 x i32>
  %1867 = or <8 x i32> %1866, %1045
  %1868 = bitcast <8 x i32> %1867 to <8 x float>
  %1869 = fcmp oeq <8 x float> %1856, %52
  %1870 = select <8 x i1> %1869, <8 x float> %1868, <8 x float> %1865
  br label %1874

1871:                                             ; preds = %1855
  %1872 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1837, <8 x i1> %1826, <8 x float> zeroinitializer)
  %1873 = fadd <8 x float> %1856, %1872
  br label %1874

1874:                                             ; preds = %1871, %1864, %1857
  %1875 = phi <8 x float> [ %1873, %1871 ], [ %1870, %1864 ], [ %1863, %1857 ]
  switch i64 %1081, label %506 [
    i64 1, label %1890
    i64 2, label %1883
    i64 3, label %1876
    i64 0, label %1893
  ]

1876:                                             ; preds = %1874
  %1877 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %1875)
  %1878 = bitcast <8 x float> %1875 to <8 x i32>
  %1879 = and <8 x i32> %1878, %1044
  %1880 = bitcast <8 x i32> %1879 to <8 x float>
  %1881 = fcmp oeq <8 x float> %1875, %49
  %1882 = select <8 x i1> %1881, <8 x float> %1880, <8 x float> %1877
  br label %1893

1883:                                             ; preds = %1874
  %1884 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %1875)
  %1885 = bitcast <8 x float> %1875 to <8 x i32>
  %1886 = or <8 x i32> %1885, %1045
  %1887 = bitcast <8 x i32> %1886 to <8 x float>
  %1888 = fcmp oeq <8 x float> %1875, %52
  %1889 = select <8 x i1> %1888, <8 x float> %1887, <8 x float> %1884
  br label %1893

1890:                                             ; preds = %1874
  %1891 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1837, <8 x i1> %1826, <8 x float> zeroinitializer)
  %1892 = fadd <8 x float> %1875, %1891
  br label %1893

1893:                                             ; preds = %1876, %1883, %1890, %1874, %1855, %1833
  %1894 = phi <8 x float> [ %1875, %1874 ], [ %1834, %1833 ], [ %1856, %1855 ], [ %1892, %1890 ], [ %1889, %1883 ], [ %1882, %1876 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1894, ptr nonnull align 1 %1835, <8 x i1> %1826)
  call void @llvm.lifetime.end.p0(ptr nonnull %35)
  br label %2283

1895:                                             ; preds = %1126
  call void @llvm.lifetime.start.p0(ptr nonnull %36)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(128) %36, i8 0, i64 128, i1 false)
  br i1 %1042, label %1908, label %1898

1896:                                             ; preds = %1921
  %1897 = load <8 x float>, ptr %36, align 32
  br label %1898

1898:                                             ; preds = %1896, %1895
  %1899 = phi <8 x float> [ %1897, %1896 ], [ zeroinitializer, %1895 ]
  %1900 = add i64 %1127, %9
  %1901 = getelementptr inbounds nuw float, ptr %1114, i64 %1128
  %1902 = getelementptr inbounds nuw float, ptr %1118, i64 %1128
  %1903 = tail call i64 @llvm.smin.i64(i64 %1900, i64 8)
  %1904 = trunc i64 %1903 to i32
  %1905 = insertelement <8 x i32> poison, i32 %1904, i64 0
  %1906 = shufflevector <8 x i32> %1905, <8 x i32> poison, <8 x i32> zeroinitializer
  %1907 = icmp sgt <8 x i32> %1906, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %1046, label %2001, label %1996

1908:                                             ; preds = %1895, %1921
  %1909 = phi i64 [ %1922, %1921 ], [ 0, %1895 ]
  %1910 = mul nsw i64 %1909, %14
  %1911 = add i64 %1121, %1910
  %1912 = icmp sgt i64 %1911, -1
  %1913 = icmp slt i64 %1911, %6
  %1914 = and i1 %1912, %1913
  %1915 = select i1 %1914, i64 %1911, i64 0
  %1916 = mul nsw i64 %1915, %7
  %1917 = getelementptr inbounds float, ptr %1105, i64 %1916
  br i1 %1043, label %1918, label %1921

1918:                                             ; preds = %1908
  %1919 = mul nuw nsw i64 %1909, %11
  %1920 = getelementptr inbounds nuw float, ptr %1107, i64 %1919
  br label %1924

1921:                                             ; preds = %1932, %1908
  %1922 = add nuw nsw i64 %1909, 1
  %1923 = icmp eq i64 %1922, %10
  br i1 %1923, label %1896, label %1908

1924:                                             ; preds = %1918, %1932
  %1925 = phi i64 [ 0, %1918 ], [ %1933, %1932 ]
  %1926 = getelementptr inbounds nuw float, ptr %1920, i64 %1925
  %1927 = load float, ptr %1926, align 1
  %1928 = insertelement <8 x float> poison, float %1927, i64 0
  %1929 = shufflevector <8 x float> %1928, <8 x float> poison, <8 x i32> zeroinitializer
  %1930 = mul nsw i64 %1925, %15
  %1931 = sub i64 %1930, %17
  br label %1935

1932:                                             ; preds = %1988
  %1933 = add nuw nsw i64 %1925, 1
  %1934 = icmp eq i64 %1933, %11
  br i1 %1934, label %1921, label %1924

1935:                                             ; preds = %1924, %1988
  %1936 = phi i64 [ 0, %1924 ], [ %1994, %1988 ]
  %1937 = shl nuw nsw i64 %1936, 3
  %1938 = or disjoint i64 %1128, %1937
  %1939 = sub nsw i64 %9, %1938
  %1940 = shl nuw nsw i64 %1938, 1
  %1941 = add i64 %1931, %1940
  %1942 = icmp slt i64 %1941, 0
  %1943 = sub nsw i64 0, %1941
  %1944 = select i1 %1942, i64 %1943, i64 0
  %1945 = sub nsw i64 %7, %1941
  %1946 = shl nsw i64 %1939, 1
  %1947 = add nsw i64 %1946, -1
  %1948 = tail call i64 @llvm.smin.i64(i64 %1945, i64 %1947)
  %1949 = tail call i64 @llvm.smin.i64(i64 %1948, i64 16)
  %1950 = icmp sgt i64 %1949, %1944
  %1951 = select i1 %1914, i1 %1950, i1 false
  %1952 = select i1 %1951, i64 %1944, i64 0
  %1953 = select i1 %1951, i64 %1949, i64 0
  %1954 = icmp eq i64 %1952, 0
  %1955 = icmp eq i64 %1953, 16
  %1956 = and i1 %1954, %1955
  %1957 = getelementptr inbounds float, ptr %1917, i64 %1941
  br i1 %1956, label %1958, label %1963

1958:                                             ; preds = %1935
  %1959 = load <8 x float>, ptr %1957, align 1
  %1960 = getelementptr inbounds nuw i8, ptr %1957, i64 32
  %1961 = load <8 x float>, ptr %1960, align 1
  %1962 = shufflevector <8 x float> %1959, <8 x float> %1961, <8 x i32> <i32 0, i32 2, i32 8, i32 10, i32 4, i32 6, i32 12, i32 14>
  br label %1988

1963:                                             ; preds = %1935
  %1964 = trunc i64 %1952 to i32
  %1965 = icmp sgt i64 %1953, %1952
  %1966 = trunc i64 %1953 to i32
  %1967 = select i1 %1965, i32 %1966, i32 0
  %1968 = insertelement <8 x i32> poison, i32 %1964, i64 0
  %1969 = shufflevector <8 x i32> %1968, <8 x i32> poison, <8 x i32> zeroinitializer
  %1970 = icmp slt <8 x i32> %1969, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1971 = insertelement <8 x i32> poison, i32 %1967, i64 0
  %1972 = shufflevector <8 x i32> %1971, <8 x i32> poison, <8 x i32> zeroinitializer
  %1973 = icmp sgt <8 x i32> %1972, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1974 = and <8 x i1> %1970, %1973
  %1975 = add nsw i32 %1964, -8
  %1976 = insertelement <8 x i32> poison, i32 %1975, i64 0
  %1977 = shufflevector <8 x i32> %1976, <8 x i32> poison, <8 x i32> zeroinitializer
  %1978 = icmp slt <8 x i32> %1977, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1979 = add nsw i32 %1967, -8
  %1980 = insertelement <8 x i32> poison, i32 %1979, i64 0
  %1981 = shufflevector <8 x i32> %1980, <8 x i32> poison, <8 x i32> zeroinitializer
  %1982 = icmp sgt <8 x i32> %1981, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1983 = and <8 x i1> %1978, %1982
  %1984 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1957, <8 x i1> %1974, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1985 = getelementptr inbounds nuw i8, ptr %1957, i64 32
  %1986 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %1985, <8 x i1> %1983, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1987 = shufflevector <8 x float> %1984, <8 x float> %1986, <8 x i32> <i32 0, i32 2, i32 8, i32 10, i32 4, i32 6, i32 12, i32 14>
  br label %1988

1988:                                             ; preds = %1963, %1958
  %1989 = phi <8 x float> [ %1987, %1963 ], [ %1962, %1958 ]
  %1990 = shufflevector <8 x float> %1989, <8 x float> poison, <8 x i32> <i32 0, i32 1, i32 4, i32 5, i32 2, i32 3, i32 6, i32 7>
  %1991 = getelementptr inbounds nuw <8 x float>, ptr %36, i64 %1936
  %1992 = load <8 x float>, ptr %1991, align 32
  %1993 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1990, <8 x float> %1929, <8 x float> %1992)
  store <8 x float> %1993, ptr %1991, align 32
  %1994 = add nuw nsw i64 %1936, 1
  %1995 = icmp eq i64 %1994, 4
  br i1 %1995, label %1932, label %1935

1996:                                             ; preds = %1898
  %1997 = load float, ptr %1108, align 1
  %1998 = insertelement <8 x float> poison, float %1997, i64 0
  %1999 = shufflevector <8 x float> %1998, <8 x float> poison, <8 x i32> zeroinitializer
  %2000 = fadd <8 x float> %1899, %1999
  br label %2001

2001:                                             ; preds = %1996, %1898
  %2002 = phi <8 x float> [ %2000, %1996 ], [ %1899, %1898 ]
  %2003 = select i1 %1122, ptr null, ptr %1902
  switch i64 %1047, label %506 [
    i64 1, label %2004
    i64 2, label %2007
    i64 3, label %2014
    i64 0, label %2059
  ]

2004:                                             ; preds = %2001
  %2005 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2003, <8 x i1> %1907, <8 x float> zeroinitializer)
  %2006 = fadd <8 x float> %2002, %2005
  br label %2021

2007:                                             ; preds = %2001
  %2008 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2002)
  %2009 = bitcast <8 x float> %2002 to <8 x i32>
  %2010 = or <8 x i32> %2009, %1045
  %2011 = bitcast <8 x i32> %2010 to <8 x float>
  %2012 = fcmp oeq <8 x float> %2002, %52
  %2013 = select <8 x i1> %2012, <8 x float> %2011, <8 x float> %2008
  br label %2021

2014:                                             ; preds = %2001
  %2015 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2002)
  %2016 = bitcast <8 x float> %2002 to <8 x i32>
  %2017 = and <8 x i32> %2016, %1044
  %2018 = bitcast <8 x i32> %2017 to <8 x float>
  %2019 = fcmp oeq <8 x float> %2002, %49
  %2020 = select <8 x i1> %2019, <8 x float> %2018, <8 x float> %2015
  br label %2021

2021:                                             ; preds = %2014, %2007, %2004
  %2022 = phi <8 x float> [ %2006, %2004 ], [ %2013, %2007 ], [ %2020, %2014 ]
  switch i64 %1049, label %506 [
    i64 1, label %2037
    i64 2, label %2030
    i64 3, label %2023
    i64 0, label %2059
  ]

2023:                                             ; preds = %2021
  %2024 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2022)
  %2025 = bitcast <8 x float> %2022 to <8 x i32>
  %2026 = and <8 x i32> %2025, %1044
  %2027 = bitcast <8 x i32> %2026 to <8 x float>
  %2028 = fcmp oeq <8 x float> %2022, %49
  %2029 = select <8 x i1> %2028, <8 x float> %2027, <8 x float> %2024
  br label %2040

2030:                                             ; preds = %2021
  %2031 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2022)
  %2032 = bitcast <8 x float> %2022 to <8 x i32>
  %2033 = or <8 x i32> %2032, %1045
  %2034 = bitcast <8 x i32> %2033 to <8 x float>
  %2035 = fcmp oeq <8 x float> %2022, %52
  %2036 = select <8 x i1> %2035, <8 x float> %2034, <8 x float> %2031
  br label %2040

2037:                                             ; preds = %2021
  %2038 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2003, <8 x i1> %1907, <8 x float> zeroinitializer)
  %2039 = fadd <8 x float> %2022, %2038
  br label %2040

2040:                                             ; preds = %2037, %2030, %2023
  %2041 = phi <8 x float> [ %2039, %2037 ], [ %2036, %2030 ], [ %2029, %2023 ]
  switch i64 %1051, label %506 [
    i64 1, label %2056
    i64 2, label %2049
    i64 3, label %2042
    i64 0, label %2059
  ]

2042:                                             ; preds = %2040
  %2043 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2041)
  %2044 = bitcast <8 x float> %2041 to <8 x i32>
  %2045 = and <8 x i32> %2044, %1044
  %2046 = bitcast <8 x i32> %2045 to <8 x float>
  %2047 = fcmp oeq <8 x float> %2041, %49
  %2048 = select <8 x i1> %2047, <8 x float> %2046, <8 x float> %2043
  br label %2059

2049:                                             ; preds = %2040
  %2050 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2041)
  %2051 = bitcast <8 x float> %2041 to <8 x i32>
  %2052 = or <8 x i32> %2051, %1045
  %2053 = bitcast <8 x i32> %2052 to <8 x float>
  %2054 = fcmp oeq <8 x float> %2041, %52
  %2055 = select <8 x i1> %2054, <8 x float> %2053, <8 x float> %2050
  br label %2059

2056:                                             ; preds = %2040
  %2057 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2003, <8 x i1> %1907, <8 x float> zeroinitializer)
  %2058 = fadd <8 x float> %2041, %2057
  br label %2059

2059:                                             ; preds = %2042, %2049, %2056, %2040, %2021, %2001
  %2060 = phi <8 x float> [ %2041, %2040 ], [ %2002, %2001 ], [ %2022, %2021 ], [ %2058, %2056 ], [ %2055, %2049 ], [ %2048, %2042 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2060, ptr align 1 %1901, <8 x i1> %1907)
  %2061 = add i64 %1900, -8
  %2062 = tail call i64 @llvm.smin.i64(i64 %2061, i64 8)
  %2063 = trunc i64 %2062 to i32
  %2064 = insertelement <8 x i32> poison, i32 %2063, i64 0
  %2065 = shufflevector <8 x i32> %2064, <8 x i32> poison, <8 x i32> zeroinitializer
  %2066 = icmp sgt <8 x i32> %2065, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2067 = load <8 x float>, ptr %1052, align 32
  br i1 %1046, label %2073, label %2068

2068:                                             ; preds = %2059
  %2069 = load float, ptr %1108, align 1
  %2070 = insertelement <8 x float> poison, float %2069, i64 0
  %2071 = shufflevector <8 x float> %2070, <8 x float> poison, <8 x i32> zeroinitializer
  %2072 = fadd <8 x float> %2067, %2071
  br label %2073

2073:                                             ; preds = %2068, %2059
  %2074 = phi <8 x float> [ %2072, %2068 ], [ %2067, %2059 ]
  %2075 = getelementptr inbounds nuw i8, ptr %1901, i64 32
  %2076 = getelementptr inbounds nuw i8, ptr %1902, i64 32
  %2077 = select i1 %1122, ptr null, ptr %2076
  switch i64 %1047, label %506 [
    i64 1, label %2092
    i64 2, label %2085
    i64 3, label %2078
    i64 0, label %2133
  ]

2078:                                             ; preds = %2073
  %2079 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2074)
  %2080 = bitcast <8 x float> %2074 to <8 x i32>
  %2081 = and <8 x i32> %2080, %1044
  %2082 = bitcast <8 x i32> %2081 to <8 x float>
  %2083 = fcmp oeq <8 x float> %2074, %49
  %2084 = select <8 x i1> %2083, <8 x float> %2082, <8 x float> %2079
  br label %2095

2085:                                             ; preds = %2073
  %2086 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2074)
  %2087 = bitcast <8 x float> %2074 to <8 x i32>
  %2088 = or <8 x i32> %2087, %1045
  %2089 = bitcast <8 x i32> %2088 to <8 x float>
  %2090 = fcmp oeq <8 x float> %2074, %52
  %2091 = select <8 x i1> %2090, <8 x float> %2089, <8 x float> %2086
  br label %2095

2092:                                             ; preds = %2073
  %2093 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2077, <8 x i1> %2066, <8 x float> zeroinitializer)
  %2094 = fadd <8 x float> %2074, %2093
  br label %2095

2095:                                             ; preds = %2092, %2085, %2078
  %2096 = phi <8 x float> [ %2094, %2092 ], [ %2091, %2085 ], [ %2084, %2078 ]
  switch i64 %1054, label %506 [
    i64 1, label %2111
    i64 2, label %2104
    i64 3, label %2097
    i64 0, label %2133
  ]

2097:                                             ; preds = %2095
  %2098 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2096)
  %2099 = bitcast <8 x float> %2096 to <8 x i32>
  %2100 = and <8 x i32> %2099, %1044
  %2101 = bitcast <8 x i32> %2100 to <8 x float>
  %2102 = fcmp oeq <8 x float> %2096, %49
  %2103 = select <8 x i1> %2102, <8 x float> %2101, <8 x float> %2098
  br label %2114

2104:                                             ; preds = %2095
  %2105 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2096)
  %2106 = bitcast <8 x float> %2096 to <8 x i32>
  %2107 = or <8 x i32> %2106, %1045
  %2108 = bitcast <8 x i32> %2107 to <8 x float>
  %2109 = fcmp oeq <8 x float> %2096, %52
  %2110 = select <8 x i1> %2109, <8 x float> %2108, <8 x float> %2105
  br label %2114

2111:                                             ; preds = %2095
  %2112 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2077, <8 x i1> %2066, <8 x float> zeroinitializer)
  %2113 = fadd <8 x float> %2096, %2112
  br label %2114

2114:                                             ; preds = %2111, %2104, %2097
  %2115 = phi <8 x float> [ %2113, %2111 ], [ %2110, %2104 ], [ %2103, %2097 ]
  switch i64 %1056, label %506 [
    i64 1, label %2130
    i64 2, label %2123
    i64 3, label %2116
    i64 0, label %2133
  ]

2116:                                             ; preds = %2114
  %2117 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2115)
  %2118 = bitcast <8 x float> %2115 to <8 x i32>
  %2119 = and <8 x i32> %2118, %1044
  %2120 = bitcast <8 x i32> %2119 to <8 x float>
  %2121 = fcmp oeq <8 x float> %2115, %49
  %2122 = select <8 x i1> %2121, <8 x float> %2120, <8 x float> %2117
  br label %2133

2123:                                             ; preds = %2114
  %2124 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2115)
  %2125 = bitcast <8 x float> %2115 to <8 x i32>
  %2126 = or <8 x i32> %2125, %1045
  %2127 = bitcast <8 x i32> %2126 to <8 x float>
  %2128 = fcmp oeq <8 x float> %2115, %52
  %2129 = select <8 x i1> %2128, <8 x float> %2127, <8 x float> %2124
  br label %2133

2130:                                             ; preds = %2114
  %2131 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2077, <8 x i1> %2066, <8 x float> zeroinitializer)
  %2132 = fadd <8 x float> %2115, %2131
  br label %2133

2133:                                             ; preds = %2116, %2123, %2130, %2114, %2095, %2073
  %2134 = phi <8 x float> [ %2115, %2114 ], [ %2074, %2073 ], [ %2096, %2095 ], [ %2132, %2130 ], [ %2129, %2123 ], [ %2122, %2116 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2134, ptr nonnull align 1 %2075, <8 x i1> %2066)
  %2135 = add i64 %1900, -16
  %2136 = tail call i64 @llvm.smin.i64(i64 %2135, i64 8)
  %2137 = trunc i64 %2136 to i32
  %2138 = insertelement <8 x i32> poison, i32 %2137, i64 0
  %2139 = shufflevector <8 x i32> %2138, <8 x i32> poison, <8 x i32> zeroinitializer
  %2140 = icmp sgt <8 x i32> %2139, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2141 = load <8 x float>, ptr %1057, align 32
  br i1 %1046, label %2147, label %2142

2142:                                             ; preds = %2133
  %2143 = load float, ptr %1108, align 1
  %2144 = insertelement <8 x float> poison, float %2143, i64 0
  %2145 = shufflevector <8 x float> %2144, <8 x float> poison, <8 x i32> zeroinitializer
  %2146 = fadd <8 x float> %2141, %2145
  br label %2147

2147:                                             ; preds = %2142, %2133
  %2148 = phi <8 x float> [ %2146, %2142 ], [ %2141, %2133 ]
  %2149 = getelementptr inbounds nuw i8, ptr %1901, i64 64
  %2150 = getelementptr inbounds nuw i8, ptr %1902, i64 64
  %2151 = select i1 %1122, ptr null, ptr %2150
  switch i64 %1047, label %506 [
    i64 1, label %2166
    i64 2, label %2159
    i64 3, label %2152
    i64 0, label %2207
  ]

2152:                                             ; preds = %2147
  %2153 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2148)
  %2154 = bitcast <8 x float> %2148 to <8 x i32>
  %2155 = and <8 x i32> %2154, %1044
  %2156 = bitcast <8 x i32> %2155 to <8 x float>
  %2157 = fcmp oeq <8 x float> %2148, %49
  %2158 = select <8 x i1> %2157, <8 x float> %2156, <8 x float> %2153
  br label %2169

2159:                                             ; preds = %2147
  %2160 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2148)
  %2161 = bitcast <8 x float> %2148 to <8 x i32>
  %2162 = or <8 x i32> %2161, %1045
  %2163 = bitcast <8 x i32> %2162 to <8 x float>
  %2164 = fcmp oeq <8 x float> %2148, %52
  %2165 = select <8 x i1> %2164, <8 x float> %2163, <8 x float> %2160
  br label %2169

2166:                                             ; preds = %2147
  %2167 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2151, <8 x i1> %2140, <8 x float> zeroinitializer)
  %2168 = fadd <8 x float> %2148, %2167
  br label %2169

2169:                                             ; preds = %2166, %2159, %2152
  %2170 = phi <8 x float> [ %2168, %2166 ], [ %2165, %2159 ], [ %2158, %2152 ]
  switch i64 %1059, label %506 [
    i64 1, label %2185
    i64 2, label %2178
    i64 3, label %2171
    i64 0, label %2207
  ]

2171:                                             ; preds = %2169
  %2172 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2170)
  %2173 = bitcast <8 x float> %2170 to <8 x i32>
  %2174 = and <8 x i32> %2173, %1044
  %2175 = bitcast <8 x i32> %2174 to <8 x float>
  %2176 = fcmp oeq <8 x float> %2170, %49
  %2177 = select <8 x i1> %2176, <8 x float> %2175, <8 x float> %2172
  br label %2188

2178:                                             ; preds = %2169
  %2179 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2170)
  %2180 = bitcast <8 x float> %2170 to <8 x i32>
  %2181 = or <8 x i32> %2180, %1045
  %2182 = bitcast <8 x i32> %2181 to <8 x float>
  %2183 = fcmp oeq <8 x float> %2170, %52
  %2184 = select <8 x i1> %2183, <8 x float> %2182, <8 x float> %2179
  br label %2188

2185:                                             ; preds = %2169
  %2186 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2151, <8 x i1> %2140, <8 x float> zeroinitializer)
  %2187 = fadd <8 x float> %2170, %2186
  br label %2188

2188:                                             ; preds = %2185, %2178, %2171
  %2189 = phi <8 x float> [ %2187, %2185 ], [ %2184, %2178 ], [ %2177, %2171 ]
  switch i64 %1061, label %506 [
    i64 1, label %2204
    i64 2, label %2197
    i64 3, label %2190
    i64 0, label %2207
  ]

2190:                                             ; preds = %2188
  %2191 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2189)
  %2192 = bitcast <8 x float> %2189 to <8 x i32>
  %2193 = and <8 x i32> %2192, %1044
  %2194 = bitcast <8 x i32> %2193 to <8 x float>
  %2195 = fcmp oeq <8 x float> %2189, %49
  %2196 = select <8 x i1> %2195, <8 x float> %2194, <8 x float> %2191
  br label %2207

2197:                                             ; preds = %2188
  %2198 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2189)
  %2199 = bitcast <8 x float> %2189 to <8 x i32>
  %2200 = or <8 x i32> %2199, %1045
  %2201 = bitcast <8 x i32> %2200 to <8 x float>
  %2202 = fcmp oeq <8 x float> %2189, %52
  %2203 = select <8 x i1> %2202, <8 x float> %2201, <8 x float> %2198
  br label %2207

2204:                                             ; preds = %2188
  %2205 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2151, <8 x i1> %2140, <8 x float> zeroinitializer)
  %2206 = fadd <8 x float> %2189, %2205
  br label %2207

2207:                                             ; preds = %2190, %2197, %2204, %2188, %2169, %2147
  %2208 = phi <8 x float> [ %2189, %2188 ], [ %2148, %2147 ], [ %2170, %2169 ], [ %2206, %2204 ], [ %2203, %2197 ], [ %2196, %2190 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2208, ptr nonnull align 1 %2149, <8 x i1> %2140)
  %2209 = add i64 %1900, -24
  %2210 = tail call i64 @llvm.smin.i64(i64 %2209, i64 8)
  %2211 = trunc i64 %2210 to i32
  %2212 = insertelement <8 x i32> poison, i32 %2211, i64 0
  %2213 = shufflevector <8 x i32> %2212, <8 x i32> poison, <8 x i32> zeroinitializer
  %2214 = icmp sgt <8 x i32> %2213, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2215 = load <8 x float>, ptr %1062, align 32
  br i1 %1046, label %2221, label %2216

2216:                                             ; preds = %2207
  %2217 = load float, ptr %1108, align 1
  %2218 = insertelement <8 x float> poison, float %2217, i64 0
  %2219 = shufflevector <8 x float> %2218, <8 x float> poison, <8 x i32> zeroinitializer
  %2220 = fadd <8 x float> %2215, %2219
  br label %2221

2221:                                             ; preds = %2216, %2207
  %2222 = phi <8 x float> [ %2220, %2216 ], [ %2215, %2207 ]
  %2223 = getelementptr inbounds nuw i8, ptr %1901, i64 96
  %2224 = getelementptr inbounds nuw i8, ptr %1902, i64 96
  %2225 = select i1 %1122, ptr null, ptr %2224
  switch i64 %1047, label %506 [
    i64 1, label %2240
    i64 2, label %2233
    i64 3, label %2226
    i64 0, label %2281
  ]

2226:                                             ; preds = %2221
  %2227 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2222)
  %2228 = bitcast <8 x float> %2222 to <8 x i32>
  %2229 = and <8 x i32> %2228, %1044
  %2230 = bitcast <8 x i32> %2229 to <8 x float>
  %2231 = fcmp oeq <8 x float> %2222, %49
  %2232 = select <8 x i1> %2231, <8 x float> %2230, <8 x float> %2227
  br label %2243

2233:                                             ; preds = %2221
  %2234 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2222)
  %2235 = bitcast <8 x float> %2222 to <8 x i32>
  %2236 = or <8 x i32> %2235, %1045
  %2237 = bitcast <8 x i32> %2236 to <8 x float>
  %2238 = fcmp oeq <8 x float> %2222, %52
  %2239 = select <8 x i1> %2238, <8 x float> %2237, <8 x float> %2234
  br label %2243

2240:                                             ; preds = %2221
  %2241 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2225, <8 x i1> %2214, <8 x float> zeroinitializer)
  %2242 = fadd <8 x float> %2222, %2241
  br label %2243

2243:                                             ; preds = %2240, %2233, %2226
  %2244 = phi <8 x float> [ %2242, %2240 ], [ %2239, %2233 ], [ %2232, %2226 ]
  switch i64 %1064, label %506 [
    i64 1, label %2259
    i64 2, label %2252
    i64 3, label %2245
    i64 0, label %2281
  ]

2245:                                             ; preds = %2243
  %2246 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2244)
  %2247 = bitcast <8 x float> %2244 to <8 x i32>
  %2248 = and <8 x i32> %2247, %1044
  %2249 = bitcast <8 x i32> %2248 to <8 x float>
  %2250 = fcmp oeq <8 x float> %2244, %49
  %2251 = select <8 x i1> %2250, <8 x float> %2249, <8 x float> %2246
  br label %2262

2252:                                             ; preds = %2243
  %2253 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2244)
  %2254 = bitcast <8 x float> %2244 to <8 x i32>
  %2255 = or <8 x i32> %2254, %1045
  %2256 = bitcast <8 x i32> %2255 to <8 x float>
  %2257 = fcmp oeq <8 x float> %2244, %52
  %2258 = select <8 x i1> %2257, <8 x float> %2256, <8 x float> %2253
  br label %2262

2259:                                             ; preds = %2243
  %2260 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2225, <8 x i1> %2214, <8 x float> zeroinitializer)
  %2261 = fadd <8 x float> %2244, %2260
  br label %2262

2262:                                             ; preds = %2259, %2252, %2245
  %2263 = phi <8 x float> [ %2261, %2259 ], [ %2258, %2252 ], [ %2251, %2245 ]
  switch i64 %1066, label %506 [
    i64 1, label %2278
    i64 2, label %2271
    i64 3, label %2264
    i64 0, label %2281
  ]

2264:                                             ; preds = %2262
  %2265 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2263)
  %2266 = bitcast <8 x float> %2263 to <8 x i32>
  %2267 = and <8 x i32> %2266, %1044
  %2268 = bitcast <8 x i32> %2267 to <8 x float>
  %2269 = fcmp oeq <8 x float> %2263, %49
  %2270 = select <8 x i1> %2269, <8 x float> %2268, <8 x float> %2265
  br label %2281

2271:                                             ; preds = %2262
  %2272 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2263)
  %2273 = bitcast <8 x float> %2263 to <8 x i32>
  %2274 = or <8 x i32> %2273, %1045
  %2275 = bitcast <8 x i32> %2274 to <8 x float>
  %2276 = fcmp oeq <8 x float> %2263, %52
  %2277 = select <8 x i1> %2276, <8 x float> %2275, <8 x float> %2272
  br label %2281

2278:                                             ; preds = %2262
  %2279 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2225, <8 x i1> %2214, <8 x float> zeroinitializer)
  %2280 = fadd <8 x float> %2263, %2279
  br label %2281

2281:                                             ; preds = %2264, %2271, %2278, %2262, %2243, %2221
  %2282 = phi <8 x float> [ %2263, %2262 ], [ %2222, %2221 ], [ %2244, %2243 ], [ %2280, %2278 ], [ %2277, %2271 ], [ %2270, %2264 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2282, ptr nonnull align 1 %2223, <8 x i1> %2214)
  call void @llvm.lifetime.end.p0(ptr nonnull %36)
  br label %2283

2283:                                             ; preds = %1126, %2281, %1893, %1579, %1290
  %2284 = add nuw nsw i64 %1128, 32
  %2285 = sub nuw nsw i64 -32, %1128
  %2286 = icmp slt i64 %2284, %9
  br i1 %2286, label %1126, label %1123

2287:                                             ; preds = %1032
  %2288 = add nsw i64 %9, 7
  %2289 = sdiv i64 %2288, 8
  call void @llvm.lifetime.start.p0(ptr nonnull %39)
  %2290 = icmp slt i64 %9, 129
  %2291 = icmp slt i64 %11, 8
  %2292 = and i1 %2290, %2291
  br i1 %2292, label %2293, label %2335

2293:                                             ; preds = %2287
  %2294 = icmp sgt i64 %9, 0
  br i1 %2294, label %2295, label %2335

2295:                                             ; preds = %2293
  %2296 = icmp sgt i64 %11, 0
  %2297 = tail call i64 @llvm.smax.i64(i64 %2289, i64 1)
  br label %2298

2298:                                             ; preds = %2295, %2306
  %2299 = phi i64 [ 0, %2295 ], [ %2307, %2306 ]
  br i1 %2296, label %2300, label %2306

2300:                                             ; preds = %2298
  %2301 = shl nsw i64 %2299, 3
  %2302 = sub nsw i64 %9, %2301
  %2303 = sub i64 %2301, %17
  %2304 = mul nuw nsw i64 %2299, %11
  %2305 = getelementptr <4 x i64>, ptr %39, i64 %2304
  br label %2309

2306:                                             ; preds = %2309, %2298
  %2307 = add nuw nsw i64 %2299, 1
  %2308 = icmp eq i64 %2307, %2297
  br i1 %2308, label %2335, label %2298

2309:                                             ; preds = %2300, %2309
  %2310 = phi i64 [ 0, %2300 ], [ %2333, %2309 ]
  %2311 = mul nsw i64 %2310, %15
  %2312 = add i64 %2303, %2311
  %2313 = icmp slt i64 %2312, 0
  %2314 = sub nsw i64 0, %2312
  %2315 = select i1 %2313, i64 %2314, i64 0
  %2316 = sub nsw i64 %7, %2312
  %2317 = tail call i64 @llvm.smin.i64(i64 %2316, i64 %2302)
  %2318 = tail call i64 @llvm.smin.i64(i64 %2317, i64 8)
  %2319 = icmp sgt i64 %2318, %2315
  %2320 = trunc i64 %2315 to i32
  %2321 = select i1 %2319, i32 %2320, i32 0
  %2322 = insertelement <8 x i32> poison, i32 %2321, i64 0
  %2323 = shufflevector <8 x i32> %2322, <8 x i32> poison, <8 x i32> zeroinitializer
  %2324 = icmp slt <8 x i32> %2323, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %2325 = trunc i64 %2318 to i32
  %2326 = select i1 %2319, i32 %2325, i32 0
  %2327 = insertelement <8 x i32> poison, i32 %2326, i64 0
  %2328 = shufflevector <8 x i32> %2327, <8 x i32> poison, <8 x i32> zeroinitializer
  %2329 = icmp sgt <8 x i32> %2328, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2330 = and <8 x i1> %2329, %2324
  %2331 = sext <8 x i1> %2330 to <8 x i32>
  %2332 = getelementptr <4 x i64>, ptr %2305, i64 %2310
  store <8 x i32> %2331, ptr %2332, align 32
  %2333 = add nuw nsw i64 %2310, 1
  %2334 = icmp eq i64 %2333, %11
  br i1 %2334, label %2306, label %2309

2335:                                             ; preds = %2306, %2293, %2287
  %2336 = phi ptr [ null, %2287 ], [ %39, %2293 ], [ %39, %2306 ]
  %2337 = icmp slt i64 %1035, %4
  br i1 %2337, label %2338, label %2666

2338:                                             ; preds = %2335
  %2339 = mul i64 %7, %6
  %2340 = icmp eq i64 %21, 0
  %2341 = icmp eq i64 %22, 0
  %2342 = add i64 %9, -25
  %2343 = icmp ult i64 %2342, 8
  %2344 = icmp slt i64 %9, 17
  %2345 = select i1 %2344, i32 4, i32 1
  %2346 = select i1 %2343, i32 2, i32 %2345
  %2347 = zext nneg i32 %2346 to i64
  %2348 = icmp sgt i64 %9, 0
  %2349 = icmp sgt i64 %10, 0
  %2350 = icmp sgt i64 %11, 0
  %2351 = icmp eq ptr %2336, null
  %2352 = bitcast <8 x float> %49 to <8 x i32>
  %2353 = bitcast <8 x float> %52 to <8 x i32>
  %2354 = icmp sgt i64 %9, 7
  %2355 = trunc i64 %9 to i32
  %2356 = select i1 %2354, i32 8, i32 %2355
  %2357 = insertelement <8 x i32> poison, i32 %2356, i64 0
  %2358 = shufflevector <8 x i32> %2357, <8 x i32> poison, <8 x i32> zeroinitializer
  %2359 = icmp sgt <8 x i32> %2358, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2360 = and i64 %26, 3
  %2361 = lshr i64 %26, 2
  %2362 = and i64 %2361, 3
  %2363 = lshr i64 %26, 4
  %2364 = and i64 %2363, 3
  %2365 = getelementptr inbounds nuw i8, ptr %34, i64 32
  %2366 = lshr i64 %26, 2
  %2367 = and i64 %2366, 3
  %2368 = lshr i64 %26, 4
  %2369 = and i64 %2368, 3
  %2370 = getelementptr inbounds nuw i8, ptr %34, i64 64
  %2371 = lshr i64 %26, 2
  %2372 = and i64 %2371, 3
  %2373 = lshr i64 %26, 4
  %2374 = and i64 %2373, 3
  %2375 = getelementptr inbounds nuw i8, ptr %34, i64 96
  %2376 = lshr i64 %26, 2
  %2377 = and i64 %2376, 3
  %2378 = lshr i64 %26, 4
  %2379 = and i64 %2378, 3
  %2380 = getelementptr inbounds nuw i8, ptr %34, i64 128
  %2381 = lshr i64 %26, 2
  %2382 = and i64 %2381, 3
  %2383 = lshr i64 %26, 4
  %2384 = and i64 %2383, 3
  %2385 = getelementptr inbounds nuw i8, ptr %34, i64 160
  %2386 = lshr i64 %26, 2
  %2387 = and i64 %2386, 3
  %2388 = lshr i64 %26, 4
  %2389 = and i64 %2388, 3
  %2390 = getelementptr inbounds nuw i8, ptr %34, i64 192
  %2391 = lshr i64 %26, 2
  %2392 = and i64 %2391, 3
  %2393 = lshr i64 %26, 4
  %2394 = and i64 %2393, 3
  %2395 = getelementptr inbounds nuw i8, ptr %34, i64 224
  %2396 = lshr i64 %26, 2
  %2397 = and i64 %2396, 3
  %2398 = lshr i64 %26, 4
  %2399 = and i64 %2398, 3
  %2400 = and i64 %26, 3
  %2401 = lshr i64 %26, 2
  %2402 = and i64 %2401, 3
  %2403 = lshr i64 %26, 4
  %2404 = and i64 %2403, 3
  %2405 = getelementptr inbounds nuw i8, ptr %33, i64 32
  %2406 = lshr i64 %26, 2
  %2407 = and i64 %2406, 3
  %2408 = lshr i64 %26, 4
  %2409 = and i64 %2408, 3
  %2410 = getelementptr inbounds nuw i8, ptr %33, i64 64
  %2411 = lshr i64 %26, 2
  %2412 = and i64 %2411, 3
  %2413 = lshr i64 %26, 4
  %2414 = and i64 %2413, 3
  %2415 = getelementptr inbounds nuw i8, ptr %33, i64 96
  %2416 = lshr i64 %26, 2
  %2417 = and i64 %2416, 3
  %2418 = lshr i64 %26, 4
  %2419 = and i64 %2418, 3
  %2420 = getelementptr inbounds nuw i8, ptr %33, i64 128
  %2421 = lshr i64 %26, 2
  %2422 = and i64 %2421, 3
  %2423 = lshr i64 %26, 4
  %2424 = and i64 %2423, 3
  %2425 = getelementptr inbounds nuw i8, ptr %33, i64 160
  %2426 = lshr i64 %26, 2
  %2427 = and i64 %2426, 3
  %2428 = lshr i64 %26, 4
  %2429 = and i64 %2428, 3
  %2430 = getelementptr inbounds nuw i8, ptr %33, i64 192
  %2431 = lshr i64 %26, 2
  %2432 = and i64 %2431, 3
  %2433 = lshr i64 %26, 4
  %2434 = and i64 %2433, 3
  %2435 = and i64 %26, 3
  %2436 = lshr i64 %26, 2
  %2437 = and i64 %2436, 3
  %2438 = lshr i64 %26, 4
  %2439 = and i64 %2438, 3
  %2440 = getelementptr inbounds nuw i8, ptr %32, i64 32
  %2441 = lshr i64 %26, 2
  %2442 = and i64 %2441, 3
  %2443 = lshr i64 %26, 4
  %2444 = and i64 %2443, 3
  %2445 = getelementptr inbounds nuw i8, ptr %32, i64 64
  %2446 = lshr i64 %26, 2
  %2447 = and i64 %2446, 3
  %2448 = lshr i64 %26, 4
  %2449 = and i64 %2448, 3
  %2450 = getelementptr inbounds nuw i8, ptr %32, i64 96
  %2451 = lshr i64 %26, 2
  %2452 = and i64 %2451, 3
  %2453 = lshr i64 %26, 4
  %2454 = and i64 %2453, 3
  %2455 = getelementptr inbounds nuw i8, ptr %32, i64 128
  %2456 = lshr i64 %26, 2
  %2457 = and i64 %2456, 3
  %2458 = lshr i64 %26, 4
  %2459 = and i64 %2458, 3
  %2460 = getelementptr inbounds nuw i8, ptr %32, i64 160
  %2461 = lshr i64 %26, 2
  %2462 = and i64 %2461, 3
  %2463 = lshr i64 %26, 4
  %2464 = and i64 %2463, 3
  %2465 = and i64 %26, 3
  %2466 = lshr i64 %26, 2
  %2467 = and i64 %2466, 3
  %2468 = lshr i64 %26, 4
  %2469 = and i64 %2468, 3
  %2470 = getelementptr inbounds nuw i8, ptr %31, i64 32
  %2471 = lshr i64 %26, 2
  %2472 = and i64 %2471, 3
  %2473 = lshr i64 %26, 4
  %2474 = and i64 %2473, 3
  %2475 = getelementptr inbounds nuw i8, ptr %31, i64 64
  %2476 = lshr i64 %26, 2
  %2477 = and i64 %2476, 3
  %2478 = lshr i64 %26, 4
  %2479 = and i64 %2478, 3
  %2480 = getelementptr inbounds nuw i8, ptr %31, i64 96
  %2481 = lshr i64 %26, 2
  %2482 = and i64 %2481, 3
  %2483 = lshr i64 %26, 4
  %2484 = and i64 %2483, 3
  %2485 = getelementptr inbounds nuw i8, ptr %31, i64 128
  %2486 = lshr i64 %26, 2
  %2487 = and i64 %2486, 3
  %2488 = lshr i64 %26, 4
  %2489 = and i64 %2488, 3
  %2490 = and i64 %26, 3
  %2491 = lshr i64 %26, 2
  %2492 = and i64 %2491, 3
  %2493 = lshr i64 %26, 4
  %2494 = and i64 %2493, 3
  %2495 = getelementptr inbounds nuw i8, ptr %30, i64 32
  %2496 = lshr i64 %26, 2
  %2497 = and i64 %2496, 3
  %2498 = lshr i64 %26, 4
  %2499 = and i64 %2498, 3
  %2500 = getelementptr inbounds nuw i8, ptr %30, i64 64
  %2501 = lshr i64 %26, 2
  %2502 = and i64 %2501, 3
  %2503 = lshr i64 %26, 4
  %2504 = and i64 %2503, 3
  %2505 = getelementptr inbounds nuw i8, ptr %30, i64 96
  %2506 = lshr i64 %26, 2
  %2507 = and i64 %2506, 3
  %2508 = lshr i64 %26, 4
  %2509 = and i64 %2508, 3
  %2510 = and i64 %26, 3
  %2511 = lshr i64 %26, 2
  %2512 = and i64 %2511, 3
  %2513 = lshr i64 %26, 4
  %2514 = and i64 %2513, 3
  %2515 = lshr i64 %26, 2
  %2516 = and i64 %2515, 3
  %2517 = lshr i64 %26, 4
  %2518 = and i64 %2517, 3
  %2519 = lshr i64 %26, 2
  %2520 = and i64 %2519, 3
  %2521 = lshr i64 %26, 4
  %2522 = and i64 %2521, 3
  %2523 = and i64 %26, 3
  %2524 = lshr i64 %26, 2
  %2525 = and i64 %2524, 3
  %2526 = lshr i64 %26, 4
  %2527 = and i64 %2526, 3
  %2528 = lshr i64 %26, 2
  %2529 = and i64 %2528, 3
  %2530 = lshr i64 %26, 4
  %2531 = and i64 %2530, 3
  %2532 = and i64 %26, 3
  %2533 = lshr i64 %26, 2
  %2534 = and i64 %2533, 3
  %2535 = lshr i64 %26, 4
  %2536 = and i64 %2535, 3
  %2537 = getelementptr inbounds nuw i8, ptr %29, i64 256
  %2538 = and i64 %26, 3
  %2539 = lshr i64 %26, 2
  %2540 = and i64 %2539, 3
  %2541 = lshr i64 %26, 4
  %2542 = and i64 %2541, 3
  %2543 = icmp sgt i64 %9, 15
  %2544 = trunc i64 %9 to i32
  %2545 = add i32 %2544, -8
  %2546 = select i1 %2543, i32 8, i32 %2545
  %2547 = insertelement <8 x i32> poison, i32 %2546, i64 0
  %2548 = shufflevector <8 x i32> %2547, <8 x i32> poison, <8 x i32> zeroinitializer
  %2549 = icmp sgt <8 x i32> %2548, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2550 = getelementptr inbounds nuw i8, ptr %29, i64 32
  %2551 = lshr i64 %26, 2
  %2552 = and i64 %2551, 3
  %2553 = lshr i64 %26, 4
  %2554 = and i64 %2553, 3
  %2555 = icmp sgt i64 %9, 23
  %2556 = trunc i64 %9 to i32
  %2557 = add i32 %2556, -16
  %2558 = select i1 %2555, i32 8, i32 %2557
  %2559 = insertelement <8 x i32> poison, i32 %2558, i64 0
  %2560 = shufflevector <8 x i32> %2559, <8 x i32> poison, <8 x i32> zeroinitializer
  %2561 = icmp sgt <8 x i32> %2560, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2562 = getelementptr inbounds nuw i8, ptr %29, i64 64
  %2563 = lshr i64 %26, 2
  %2564 = and i64 %2563, 3
  %2565 = lshr i64 %26, 4
  %2566 = and i64 %2565, 3
  %2567 = icmp sgt i64 %9, 31
  %2568 = trunc i64 %9 to i32
  %2569 = add i32 %2568, -24
  %2570 = select i1 %2567, i32 8, i32 %2569
  %2571 = insertelement <8 x i32> poison, i32 %2570, i64 0
  %2572 = shufflevector <8 x i32> %2571, <8 x i32> poison, <8 x i32> zeroinitializer
  %2573 = icmp sgt <8 x i32> %2572, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2574 = getelementptr inbounds nuw i8, ptr %29, i64 96
  %2575 = lshr i64 %26, 2
  %2576 = and i64 %2575, 3
  %2577 = lshr i64 %26, 4
  %2578 = and i64 %2577, 3
  %2579 = lshr i64 %26, 2
  %2580 = and i64 %2579, 3
  %2581 = lshr i64 %26, 4
  %2582 = and i64 %2581, 3
  %2583 = add nsw i64 %9, 8
  %2584 = getelementptr inbounds nuw i8, ptr %29, i64 288
  %2585 = lshr i64 %26, 2
  %2586 = and i64 %2585, 3
  %2587 = lshr i64 %26, 4
  %2588 = and i64 %2587, 3
  %2589 = add nsw i64 %9, 16
  %2590 = getelementptr inbounds nuw i8, ptr %29, i64 320
  %2591 = lshr i64 %26, 2
  %2592 = and i64 %2591, 3
  %2593 = lshr i64 %26, 4
  %2594 = and i64 %2593, 3
  %2595 = add nsw i64 %9, 24
  %2596 = getelementptr inbounds nuw i8, ptr %29, i64 352
  %2597 = lshr i64 %26, 2
  %2598 = and i64 %2597, 3
  %2599 = lshr i64 %26, 4
  %2600 = and i64 %2599, 3
  %2601 = add nsw i64 %9, -8
  %2602 = and i64 %26, 3
  %2603 = lshr i64 %26, 2
  %2604 = and i64 %2603, 3
  %2605 = lshr i64 %26, 4
  %2606 = and i64 %2605, 3
  %2607 = icmp sgt i64 %9, 15
  %2608 = trunc i64 %9 to i32
  %2609 = add i32 %2608, -8
  %2610 = select i1 %2607, i32 8, i32 %2609
  %2611 = insertelement <8 x i32> poison, i32 %2610, i64 0
  %2612 = shufflevector <8 x i32> %2611, <8 x i32> poison, <8 x i32> zeroinitializer
  %2613 = icmp sgt <8 x i32> %2612, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2614 = lshr i64 %26, 2
  %2615 = and i64 %2614, 3
  %2616 = lshr i64 %26, 4
  %2617 = and i64 %2616, 3
  %2618 = lshr i64 %26, 2
  %2619 = and i64 %2618, 3
  %2620 = lshr i64 %26, 4
  %2621 = and i64 %2620, 3
  %2622 = add nsw i64 %9, 8
  %2623 = lshr i64 %26, 2
  %2624 = and i64 %2623, 3
  %2625 = lshr i64 %26, 4
  %2626 = and i64 %2625, 3
  %2627 = shl nsw i64 %9, 1
  %2628 = lshr i64 %26, 2
  %2629 = and i64 %2628, 3
  %2630 = lshr i64 %26, 4
  %2631 = and i64 %2630, 3
  %2632 = add nsw i64 %2627, 8
  %2633 = lshr i64 %26, 2
  %2634 = and i64 %2633, 3
  %2635 = lshr i64 %26, 4
  %2636 = and i64 %2635, 3
  %2637 = mul nsw i64 %9, 3
  %2638 = lshr i64 %26, 2
  %2639 = and i64 %2638, 3
  %2640 = lshr i64 %26, 4
  %2641 = and i64 %2640, 3
  %2642 = add nsw i64 %2637, 8
  %2643 = lshr i64 %26, 2
  %2644 = and i64 %2643, 3
  %2645 = lshr i64 %26, 4
  %2646 = and i64 %2645, 3
  %2647 = and i64 %26, 3
  %2648 = lshr i64 %26, 2
  %2649 = and i64 %2648, 3
  %2650 = lshr i64 %26, 4
  %2651 = and i64 %2650, 3
  %2652 = lshr i64 %26, 2
  %2653 = and i64 %2652, 3
  %2654 = lshr i64 %26, 4
  %2655 = and i64 %2654, 3
  %2656 = shl nsw i64 %9, 1
  %2657 = lshr i64 %26, 2
  %2658 = and i64 %2657, 3
  %2659 = lshr i64 %26, 4
  %2660 = and i64 %2659, 3
  %2661 = mul nsw i64 %9, 3
  %2662 = lshr i64 %26, 2
  %2663 = and i64 %2662, 3
  %2664 = lshr i64 %26, 4
  %2665 = and i64 %2664, 3
  br label %2667

2666:                                             ; preds = %7940, %2335
  call void @llvm.lifetime.end.p0(ptr nonnull %39)
  br label %7945

2667:                                             ; preds = %2338, %7940
  %2668 = phi i64 [ %56, %2338 ], [ %7943, %7940 ]
  %2669 = phi i64 [ %1034, %2338 ], [ %7942, %7940 ]
  %2670 = phi i64 [ %1033, %2338 ], [ %7941, %7940 ]
  %2671 = phi i64 [ %1035, %2338 ], [ %7931, %7940 ]
  %2672 = mul nsw i64 %2670, %19
  %2673 = getelementptr inbounds float, ptr %40, i64 %2672
  %2674 = mul i64 %2339, %2669
  %2675 = getelementptr inbounds float, ptr %2673, i64 %2674
  %2676 = mul nsw i64 %2669, %60
  %2677 = getelementptr inbounds float, ptr %41, i64 %2676
  %2678 = getelementptr inbounds float, ptr %42, i64 %2669
  %2679 = select i1 %2340, ptr null, ptr %2678
  %2680 = mul nsw i64 %2670, %20
  %2681 = getelementptr inbounds float, ptr %44, i64 %2680
  %2682 = mul nsw i64 %2669, %61
  %2683 = getelementptr inbounds float, ptr %2681, i64 %2682
  %2684 = mul nsw i64 %2668, %9
  %2685 = getelementptr inbounds float, ptr %2683, i64 %2684
  %2686 = mul nsw i64 %2670, %23
  %2687 = getelementptr inbounds float, ptr %43, i64 %2686
  %2688 = getelementptr inbounds float, ptr %2687, i64 %2682
  %2689 = getelementptr inbounds float, ptr %2688, i64 %2684
  %2690 = select i1 %2341, ptr null, ptr %2689
  %2691 = sub nsw i64 %8, %2668
  %2692 = sub nsw i64 %4, %2671
  %2693 = call i64 @llvm.smin.i64(i64 %2691, i64 %2692)
  %2694 = icmp slt i64 %2693, %2347
  %2695 = select i1 %2694, i32 1, i32 %2346
  %2696 = icmp samesign ugt i32 %2695, 1
  br i1 %2696, label %2709, label %2697

2697:                                             ; preds = %2667
  br i1 %2348, label %2698, label %7929

2698:                                             ; preds = %2697
  %2699 = icmp eq ptr %2679, null
  %2700 = icmp eq ptr %2690, null
  %2701 = mul nsw i64 %2668, %12
  %2702 = mul nsw i64 %2668, %12
  %2703 = mul nsw i64 %2668, %12
  %2704 = mul nsw i64 %2668, %12
  %2705 = mul nsw i64 %2668, %12
  %2706 = mul nsw i64 %2668, %12
  %2707 = mul nsw i64 %2668, %12
  %2708 = mul nsw i64 %2668, %12
  br label %4449

2709:                                             ; preds = %2667
  switch i64 %2289, label %7929 [
    i64 1, label %2710
    i64 2, label %3096
    i64 4, label %3814
  ]

2710:                                             ; preds = %2709
  br i1 %2349, label %2711, label %2719

2711:                                             ; preds = %2710
  %2712 = mul nsw i64 %2668, %12
  %2713 = add nsw i64 %2668, 1
  %2714 = mul nsw i64 %2713, %12
  %2715 = add nsw i64 %2668, 2
  %2716 = mul nsw i64 %2715, %12
  %2717 = add nsw i64 %2668, 3
  %2718 = mul nsw i64 %2717, %12
  br label %2726

2719:                                             ; preds = %2765, %2710
  %2720 = phi <8 x float> [ zeroinitializer, %2710 ], [ %2766, %2765 ]
  %2721 = phi <8 x float> [ zeroinitializer, %2710 ], [ %2767, %2765 ]
  %2722 = phi <8 x float> [ zeroinitializer, %2710 ], [ %2768, %2765 ]
  %2723 = phi <8 x float> [ zeroinitializer, %2710 ], [ %2769, %2765 ]
  %2724 = icmp eq ptr %2679, null
  %2725 = icmp eq ptr %2690, null
  br i1 %2724, label %2836, label %2831

2726:                                             ; preds = %2711, %2765
  %2727 = phi <8 x float> [ zeroinitializer, %2711 ], [ %2766, %2765 ]
  %2728 = phi <8 x float> [ zeroinitializer, %2711 ], [ %2767, %2765 ]
  %2729 = phi <8 x float> [ zeroinitializer, %2711 ], [ %2768, %2765 ]
  %2730 = phi <8 x float> [ zeroinitializer, %2711 ], [ %2769, %2765 ]
  %2731 = phi i64 [ 0, %2711 ], [ %2770, %2765 ]
  %2732 = mul nsw i64 %2731, %14
  %2733 = sub i64 %2732, %16
  %2734 = add i64 %2733, %2712
  %2735 = icmp slt i64 %2734, 0
  %2736 = icmp sge i64 %2734, %6
  %2737 = or i1 %2735, %2736
  %2738 = select i1 %2737, i64 0, i64 %2734
  %2739 = mul nsw i64 %2738, %7
  %2740 = getelementptr inbounds float, ptr %2675, i64 %2739
  %2741 = add i64 %2733, %2714
  %2742 = icmp slt i64 %2741, 0
  %2743 = icmp sge i64 %2741, %6
  %2744 = or i1 %2742, %2743
  %2745 = select i1 %2744, i64 0, i64 %2741
  %2746 = mul nsw i64 %2745, %7
  %2747 = getelementptr inbounds float, ptr %2675, i64 %2746
  %2748 = add i64 %2733, %2716
  %2749 = icmp slt i64 %2748, 0
  %2750 = icmp sge i64 %2748, %6
  %2751 = or i1 %2749, %2750
  %2752 = select i1 %2751, i64 0, i64 %2748
  %2753 = mul nsw i64 %2752, %7
  %2754 = getelementptr inbounds float, ptr %2675, i64 %2753
  %2755 = add i64 %2733, %2718
  %2756 = icmp slt i64 %2755, 0
  %2757 = icmp sge i64 %2755, %6
  %2758 = or i1 %2756, %2757
  %2759 = select i1 %2758, i64 0, i64 %2755
  %2760 = mul nsw i64 %2759, %7
  %2761 = getelementptr inbounds float, ptr %2675, i64 %2760
  br i1 %2350, label %2762, label %2765

2762:                                             ; preds = %2726
  %2763 = mul nuw nsw i64 %2731, %11
  %2764 = getelementptr inbounds nuw float, ptr %2677, i64 %2763
  br label %2772

2765:                                             ; preds = %2807, %2726
  %2766 = phi <8 x float> [ %2727, %2726 ], [ %2813, %2807 ]
  %2767 = phi <8 x float> [ %2728, %2726 ], [ %2818, %2807 ]
  %2768 = phi <8 x float> [ %2729, %2726 ], [ %2823, %2807 ]
  %2769 = phi <8 x float> [ %2730, %2726 ], [ %2828, %2807 ]
  %2770 = add nuw nsw i64 %2731, 1
  %2771 = icmp eq i64 %2770, %10
  br i1 %2771, label %2719, label %2726

2772:                                             ; preds = %2762, %2807
  %2773 = phi <8 x float> [ %2727, %2762 ], [ %2813, %2807 ]
  %2774 = phi <8 x float> [ %2728, %2762 ], [ %2818, %2807 ]
  %2775 = phi <8 x float> [ %2729, %2762 ], [ %2823, %2807 ]
  %2776 = phi <8 x float> [ %2730, %2762 ], [ %2828, %2807 ]
  %2777 = phi i64 [ 0, %2762 ], [ %2829, %2807 ]
  %2778 = getelementptr inbounds nuw float, ptr %2764, i64 %2777
  %2779 = load float, ptr %2778, align 1
  %2780 = insertelement <8 x float> poison, float %2779, i64 0
  %2781 = shufflevector <8 x float> %2780, <8 x float> poison, <8 x i32> zeroinitializer
  %2782 = mul nsw i64 %2777, %15
  %2783 = sub nsw i64 %2782, %17
  %2784 = icmp slt i64 %2783, 0
  %2785 = sub nsw i64 0, %2783
  %2786 = select i1 %2784, i64 %2785, i64 0
  %2787 = sub nsw i64 %7, %2783
  %2788 = call i64 @llvm.smin.i64(i64 %2787, i64 %9)
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
  br i1 %2351, label %2807, label %2804

2804:                                             ; preds = %2772
  %2805 = getelementptr <4 x i64>, ptr %2336, i64 %2777
  %2806 = load <4 x i64>, ptr %2805, align 32
  br label %2807

2807:                                             ; preds = %2772, %2804
  %2808 = phi <4 x i64> [ %2806, %2804 ], [ %2803, %2772 ]
  %2809 = getelementptr inbounds float, ptr %2740, i64 %2783
  %2810 = select i1 %2737, <4 x i64> zeroinitializer, <4 x i64> %2808
  %2811 = bitcast <4 x i64> %2810 to <8 x i32>
  %2812 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %2809, <8 x i32> %2811)
  %2813 = call <8 x float> @llvm.fma.v8f32(<8 x float> %2812, <8 x float> %2781, <8 x float> %2773)
  %2814 = getelementptr inbounds float, ptr %2747, i64 %2783
  %2815 = select i1 %2744, <4 x i64> zeroinitializer, <4 x i64> %2808
  %2816 = bitcast <4 x i64> %2815 to <8 x i32>
  %2817 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %2814, <8 x i32> %2816)
  %2818 = call <8 x float> @llvm.fma.v8f32(<8 x float> %2817, <8 x float> %2781, <8 x float> %2774)
  %2819 = getelementptr inbounds float, ptr %2754, i64 %2783
  %2820 = select i1 %2751, <4 x i64> zeroinitializer, <4 x i64> %2808
  %2821 = bitcast <4 x i64> %2820 to <8 x i32>
  %2822 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %2819, <8 x i32> %2821)
  %2823 = call <8 x float> @llvm.fma.v8f32(<8 x float> %2822, <8 x float> %2781, <8 x float> %2775)
  %2824 = getelementptr inbounds float, ptr %2761, i64 %2783
  %2825 = select i1 %2758, <4 x i64> zeroinitializer, <4 x i64> %2808
  %2826 = bitcast <4 x i64> %2825 to <8 x i32>
  %2827 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %2824, <8 x i32> %2826)
  %2828 = call <8 x float> @llvm.fma.v8f32(<8 x float> %2827, <8 x float> %2781, <8 x float> %2776)
  %2829 = add nuw nsw i64 %2777, 1
  %2830 = icmp eq i64 %2829, %11
  br i1 %2830, label %2765, label %2772

2831:                                             ; preds = %2719
  %2832 = load float, ptr %2678, align 1
  %2833 = insertelement <8 x float> poison, float %2832, i64 0
  %2834 = shufflevector <8 x float> %2833, <8 x float> poison, <8 x i32> zeroinitializer
  %2835 = fadd <8 x float> %2720, %2834
  br label %2836

2836:                                             ; preds = %2831, %2719
  %2837 = phi <8 x float> [ %2835, %2831 ], [ %2720, %2719 ]
  switch i64 %2647, label %506 [
    i64 1, label %2838
    i64 2, label %2841
    i64 3, label %2848
    i64 0, label %2893
  ]

2838:                                             ; preds = %2836
  %2839 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2690, <8 x i1> %2359, <8 x float> zeroinitializer)
  %2840 = fadd <8 x float> %2837, %2839
  br label %2855

2841:                                             ; preds = %2836
  %2842 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2837)
  %2843 = bitcast <8 x float> %2837 to <8 x i32>
  %2844 = or <8 x i32> %2843, %2353
  %2845 = bitcast <8 x i32> %2844 to <8 x float>
  %2846 = fcmp oeq <8 x float> %2837, %52
  %2847 = select <8 x i1> %2846, <8 x float> %2845, <8 x float> %2842
  br label %2855

2848:                                             ; preds = %2836
  %2849 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2837)
  %2850 = bitcast <8 x float> %2837 to <8 x i32>
  %2851 = and <8 x i32> %2850, %2352
  %2852 = bitcast <8 x i32> %2851 to <8 x float>
  %2853 = fcmp oeq <8 x float> %2837, %49
  %2854 = select <8 x i1> %2853, <8 x float> %2852, <8 x float> %2849
  br label %2855

2855:                                             ; preds = %2848, %2841, %2838
  %2856 = phi <8 x float> [ %2840, %2838 ], [ %2847, %2841 ], [ %2854, %2848 ]
  switch i64 %2649, label %506 [
    i64 1, label %2871
    i64 2, label %2864
    i64 3, label %2857
    i64 0, label %2893
  ]

2857:                                             ; preds = %2855
  %2858 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2856)
  %2859 = bitcast <8 x float> %2856 to <8 x i32>
  %2860 = and <8 x i32> %2859, %2352
  %2861 = bitcast <8 x i32> %2860 to <8 x float>
  %2862 = fcmp oeq <8 x float> %2856, %49
  %2863 = select <8 x i1> %2862, <8 x float> %2861, <8 x float> %2858
  br label %2874

2864:                                             ; preds = %2855
  %2865 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2856)
  %2866 = bitcast <8 x float> %2856 to <8 x i32>
  %2867 = or <8 x i32> %2866, %2353
  %2868 = bitcast <8 x i32> %2867 to <8 x float>
  %2869 = fcmp oeq <8 x float> %2856, %52
  %2870 = select <8 x i1> %2869, <8 x float> %2868, <8 x float> %2865
  br label %2874

2871:                                             ; preds = %2855
  %2872 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2690, <8 x i1> %2359, <8 x float> zeroinitializer)
  %2873 = fadd <8 x float> %2856, %2872
  br label %2874

2874:                                             ; preds = %2871, %2864, %2857
  %2875 = phi <8 x float> [ %2873, %2871 ], [ %2870, %2864 ], [ %2863, %2857 ]
  switch i64 %2651, label %506 [
    i64 1, label %2890
    i64 2, label %2883
    i64 3, label %2876
    i64 0, label %2893
  ]

2876:                                             ; preds = %2874
  %2877 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2875)
  %2878 = bitcast <8 x float> %2875 to <8 x i32>
  %2879 = and <8 x i32> %2878, %2352
  %2880 = bitcast <8 x i32> %2879 to <8 x float>
  %2881 = fcmp oeq <8 x float> %2875, %49
  %2882 = select <8 x i1> %2881, <8 x float> %2880, <8 x float> %2877
  br label %2893

2883:                                             ; preds = %2874
  %2884 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2875)
  %2885 = bitcast <8 x float> %2875 to <8 x i32>
  %2886 = or <8 x i32> %2885, %2353
  %2887 = bitcast <8 x i32> %2886 to <8 x float>
  %2888 = fcmp oeq <8 x float> %2875, %52
  %2889 = select <8 x i1> %2888, <8 x float> %2887, <8 x float> %2884
  br label %2893

2890:                                             ; preds = %2874
  %2891 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2690, <8 x i1> %2359, <8 x float> zeroinitializer)
  %2892 = fadd <8 x float> %2875, %2891
  br label %2893

2893:                                             ; preds = %2876, %2883, %2890, %2874, %2855, %2836
  %2894 = phi <8 x float> [ %2875, %2874 ], [ %2837, %2836 ], [ %2856, %2855 ], [ %2892, %2890 ], [ %2889, %2883 ], [ %2882, %2876 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %2894, ptr align 1 %2685, <8 x i1> %2359)
  %2895 = getelementptr inbounds float, ptr %2685, i64 %9
  %2896 = getelementptr inbounds float, ptr %2690, i64 %9
  %2897 = select i1 %2725, ptr null, ptr %2896
  br i1 %2724, label %2903, label %2898

2898:                                             ; preds = %2893
  %2899 = load float, ptr %2678, align 1
  %2900 = insertelement <8 x float> poison, float %2899, i64 0
  %2901 = shufflevector <8 x float> %2900, <8 x float> poison, <8 x i32> zeroinitializer
  %2902 = fadd <8 x float> %2721, %2901
  br label %2903

2903:                                             ; preds = %2898, %2893
  %2904 = phi <8 x float> [ %2902, %2898 ], [ %2721, %2893 ]
  switch i64 %2647, label %506 [
    i64 1, label %2919
    i64 2, label %2912
    i64 3, label %2905
    i64 0, label %2960
  ]

2905:                                             ; preds = %2903
  %2906 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2904)
  %2907 = bitcast <8 x float> %2904 to <8 x i32>
  %2908 = and <8 x i32> %2907, %2352
  %2909 = bitcast <8 x i32> %2908 to <8 x float>
  %2910 = fcmp oeq <8 x float> %2904, %49
  %2911 = select <8 x i1> %2910, <8 x float> %2909, <8 x float> %2906
  br label %2922

2912:                                             ; preds = %2903
  %2913 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2904)
  %2914 = bitcast <8 x float> %2904 to <8 x i32>
  %2915 = or <8 x i32> %2914, %2353
  %2916 = bitcast <8 x i32> %2915 to <8 x float>
  %2917 = fcmp oeq <8 x float> %2904, %52
  %2918 = select <8 x i1> %2917, <8 x float> %2916, <8 x float> %2913
  br label %2922

2919:                                             ; preds = %2903
  %2920 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2897, <8 x i1> %2359, <8 x float> zeroinitializer)
  %2921 = fadd <8 x float> %2904, %2920
  br label %2922

2922:                                             ; preds = %2919, %2912, %2905
  %2923 = phi <8 x float> [ %2921, %2919 ], [ %2918, %2912 ], [ %2911, %2905 ]
  switch i64 %2653, label %506 [
    i64 1, label %2938
    i64 2, label %2931
    i64 3, label %2924
    i64 0, label %2960
  ]

2924:                                             ; preds = %2922
  %2925 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2923)
  %2926 = bitcast <8 x float> %2923 to <8 x i32>
  %2927 = and <8 x i32> %2926, %2352
  %2928 = bitcast <8 x i32> %2927 to <8 x float>
  %2929 = fcmp oeq <8 x float> %2923, %49
  %2930 = select <8 x i1> %2929, <8 x float> %2928, <8 x float> %2925
  br label %2941

2931:                                             ; preds = %2922
  %2932 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2923)
  %2933 = bitcast <8 x float> %2923 to <8 x i32>
  %2934 = or <8 x i32> %2933, %2353
  %2935 = bitcast <8 x i32> %2934 to <8 x float>
  %2936 = fcmp oeq <8 x float> %2923, %52
  %2937 = select <8 x i1> %2936, <8 x float> %2935, <8 x float> %2932
  br label %2941

2938:                                             ; preds = %2922
  %2939 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2897, <8 x i1> %2359, <8 x float> zeroinitializer)
  %2940 = fadd <8 x float> %2923, %2939
  br label %2941

2941:                                             ; preds = %2938, %2931, %2924
  %2942 = phi <8 x float> [ %2940, %2938 ], [ %2937, %2931 ], [ %2930, %2924 ]
  switch i64 %2655, label %506 [
    i64 1, label %2957
    i64 2, label %2950
    i64 3, label %2943
    i64 0, label %2960
  ]

2943:                                             ; preds = %2941
  %2944 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2942)
  %2945 = bitcast <8 x float> %2942 to <8 x i32>
  %2946 = and <8 x i32> %2945, %2352
  %2947 = bitcast <8 x i32> %2946 to <8 x float>
  %2948 = fcmp oeq <8 x float> %2942, %49
  %2949 = select <8 x i1> %2948, <8 x float> %2947, <8 x float> %2944
  br label %2960

2950:                                             ; preds = %2941
  %2951 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2942)
  %2952 = bitcast <8 x float> %2942 to <8 x i32>
  %2953 = or <8 x i32> %2952, %2353
  %2954 = bitcast <8 x i32> %2953 to <8 x float>
  %2955 = fcmp oeq <8 x float> %2942, %52
  %2956 = select <8 x i1> %2955, <8 x float> %2954, <8 x float> %2951
  br label %2960

2957:                                             ; preds = %2941
  %2958 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2897, <8 x i1> %2359, <8 x float> zeroinitializer)
  %2959 = fadd <8 x float> %2942, %2958
  br label %2960

2960:                                             ; preds = %2943, %2950, %2957, %2941, %2922, %2903
  %2961 = phi <8 x float> [ %2942, %2941 ], [ %2904, %2903 ], [ %2923, %2922 ], [ %2959, %2957 ], [ %2956, %2950 ], [ %2949, %2943 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %2961, ptr align 1 %2895, <8 x i1> %2359)
  %2962 = getelementptr inbounds float, ptr %2685, i64 %2656
  %2963 = getelementptr inbounds float, ptr %2690, i64 %2656
  %2964 = select i1 %2725, ptr null, ptr %2963
  br i1 %2724, label %2970, label %2965

2965:                                             ; preds = %2960
  %2966 = load float, ptr %2678, align 1
  %2967 = insertelement <8 x float> poison, float %2966, i64 0
  %2968 = shufflevector <8 x float> %2967, <8 x float> poison, <8 x i32> zeroinitializer
  %2969 = fadd <8 x float> %2722, %2968
  br label %2970

2970:                                             ; preds = %2965, %2960
  %2971 = phi <8 x float> [ %2969, %2965 ], [ %2722, %2960 ]
  switch i64 %2647, label %506 [
    i64 1, label %2986
    i64 2, label %2979
    i64 3, label %2972
    i64 0, label %3027
  ]

2972:                                             ; preds = %2970
  %2973 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2971)
  %2974 = bitcast <8 x float> %2971 to <8 x i32>
  %2975 = and <8 x i32> %2974, %2352
  %2976 = bitcast <8 x i32> %2975 to <8 x float>
  %2977 = fcmp oeq <8 x float> %2971, %49
  %2978 = select <8 x i1> %2977, <8 x float> %2976, <8 x float> %2973
  br label %2989

2979:                                             ; preds = %2970
  %2980 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2971)
  %2981 = bitcast <8 x float> %2971 to <8 x i32>
  %2982 = or <8 x i32> %2981, %2353
  %2983 = bitcast <8 x i32> %2982 to <8 x float>
  %2984 = fcmp oeq <8 x float> %2971, %52
  %2985 = select <8 x i1> %2984, <8 x float> %2983, <8 x float> %2980
  br label %2989

2986:                                             ; preds = %2970
  %2987 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2964, <8 x i1> %2359, <8 x float> zeroinitializer)
  %2988 = fadd <8 x float> %2971, %2987
  br label %2989

2989:                                             ; preds = %2986, %2979, %2972
  %2990 = phi <8 x float> [ %2988, %2986 ], [ %2985, %2979 ], [ %2978, %2972 ]
  switch i64 %2658, label %506 [
    i64 1, label %3005
    i64 2, label %2998
    i64 3, label %2991
    i64 0, label %3027
  ]

2991:                                             ; preds = %2989
  %2992 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2990)
  %2993 = bitcast <8 x float> %2990 to <8 x i32>
  %2994 = and <8 x i32> %2993, %2352
  %2995 = bitcast <8 x i32> %2994 to <8 x float>
  %2996 = fcmp oeq <8 x float> %2990, %49
  %2997 = select <8 x i1> %2996, <8 x float> %2995, <8 x float> %2992
  br label %3008

2998:                                             ; preds = %2989
  %2999 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2990)
  %3000 = bitcast <8 x float> %2990 to <8 x i32>
  %3001 = or <8 x i32> %3000, %2353
  %3002 = bitcast <8 x i32> %3001 to <8 x float>
  %3003 = fcmp oeq <8 x float> %2990, %52
  %3004 = select <8 x i1> %3003, <8 x float> %3002, <8 x float> %2999
  br label %3008

3005:                                             ; preds = %2989
  %3006 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2964, <8 x i1> %2359, <8 x float> zeroinitializer)
  %3007 = fadd <8 x float> %2990, %3006
  br label %3008

3008:                                             ; preds = %3005, %2998, %2991
  %3009 = phi <8 x float> [ %3007, %3005 ], [ %3004, %2998 ], [ %2997, %2991 ]
  switch i64 %2660, label %506 [
    i64 1, label %3024
    i64 2, label %3017
    i64 3, label %3010
    i64 0, label %3027
  ]

3010:                                             ; preds = %3008
  %3011 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3009)
  %3012 = bitcast <8 x float> %3009 to <8 x i32>
  %3013 = and <8 x i32> %3012, %2352
  %3014 = bitcast <8 x i32> %3013 to <8 x float>
  %3015 = fcmp oeq <8 x float> %3009, %49
  %3016 = select <8 x i1> %3015, <8 x float> %3014, <8 x float> %3011
  br label %3027

3017:                                             ; preds = %3008
  %3018 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3009)
  %3019 = bitcast <8 x float> %3009 to <8 x i32>
  %3020 = or <8 x i32> %3019, %2353
  %3021 = bitcast <8 x i32> %3020 to <8 x float>
  %3022 = fcmp oeq <8 x float> %3009, %52
  %3023 = select <8 x i1> %3022, <8 x float> %3021, <8 x float> %3018
  br label %3027

3024:                                             ; preds = %3008
  %3025 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2964, <8 x i1> %2359, <8 x float> zeroinitializer)
  %3026 = fadd <8 x float> %3009, %3025
  br label %3027

3027:                                             ; preds = %3010, %3017, %3024, %3008, %2989, %2970
  %3028 = phi <8 x float> [ %3009, %3008 ], [ %2971, %2970 ], [ %2990, %2989 ], [ %3026, %3024 ], [ %3023, %3017 ], [ %3016, %3010 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %3028, ptr align 1 %2962, <8 x i1> %2359)
  %3029 = getelementptr inbounds float, ptr %2685, i64 %2661
  %3030 = getelementptr inbounds float, ptr %2690, i64 %2661
  %3031 = select i1 %2725, ptr null, ptr %3030
  br i1 %2724, label %3037, label %3032

3032:                                             ; preds = %3027
  %3033 = load float, ptr %2678, align 1
  %3034 = insertelement <8 x float> poison, float %3033, i64 0
  %3035 = shufflevector <8 x float> %3034, <8 x float> poison, <8 x i32> zeroinitializer
  %3036 = fadd <8 x float> %2723, %3035
  br label %3037

3037:                                             ; preds = %3032, %3027
  %3038 = phi <8 x float> [ %3036, %3032 ], [ %2723, %3027 ]
  switch i64 %2647, label %506 [
    i64 1, label %3053
    i64 2, label %3046
    i64 3, label %3039
    i64 0, label %3094
  ]

3039:                                             ; preds = %3037
  %3040 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3038)
  %3041 = bitcast <8 x float> %3038 to <8 x i32>
  %3042 = and <8 x i32> %3041, %2352
  %3043 = bitcast <8 x i32> %3042 to <8 x float>
  %3044 = fcmp oeq <8 x float> %3038, %49
  %3045 = select <8 x i1> %3044, <8 x float> %3043, <8 x float> %3040
  br label %3056

3046:                                             ; preds = %3037
  %3047 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3038)
  %3048 = bitcast <8 x float> %3038 to <8 x i32>
  %3049 = or <8 x i32> %3048, %2353
  %3050 = bitcast <8 x i32> %3049 to <8 x float>
  %3051 = fcmp oeq <8 x float> %3038, %52
  %3052 = select <8 x i1> %3051, <8 x float> %3050, <8 x float> %3047
  br label %3056

3053:                                             ; preds = %3037
  %3054 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3031, <8 x i1> %2359, <8 x float> zeroinitializer)
  %3055 = fadd <8 x float> %3038, %3054
  br label %3056

3056:                                             ; preds = %3053, %3046, %3039
  %3057 = phi <8 x float> [ %3055, %3053 ], [ %3052, %3046 ], [ %3045, %3039 ]
  switch i64 %2663, label %506 [
    i64 1, label %3072
    i64 2, label %3065
    i64 3, label %3058
    i64 0, label %3094
  ]

3058:                                             ; preds = %3056
  %3059 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3057)
  %3060 = bitcast <8 x float> %3057 to <8 x i32>
  %3061 = and <8 x i32> %3060, %2352
  %3062 = bitcast <8 x i32> %3061 to <8 x float>
  %3063 = fcmp oeq <8 x float> %3057, %49
  %3064 = select <8 x i1> %3063, <8 x float> %3062, <8 x float> %3059
  br label %3075

3065:                                             ; preds = %3056
  %3066 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3057)
  %3067 = bitcast <8 x float> %3057 to <8 x i32>
  %3068 = or <8 x i32> %3067, %2353
  %3069 = bitcast <8 x i32> %3068 to <8 x float>
  %3070 = fcmp oeq <8 x float> %3057, %52
  %3071 = select <8 x i1> %3070, <8 x float> %3069, <8 x float> %3066
  br label %3075

3072:                                             ; preds = %3056
  %3073 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3031, <8 x i1> %2359, <8 x float> zeroinitializer)
  %3074 = fadd <8 x float> %3057, %3073
  br label %3075

3075:                                             ; preds = %3072, %3065, %3058
  %3076 = phi <8 x float> [ %3074, %3072 ], [ %3071, %3065 ], [ %3064, %3058 ]
  switch i64 %2665, label %506 [
    i64 1, label %3091
    i64 2, label %3084
    i64 3, label %3077
    i64 0, label %3094
  ]

3077:                                             ; preds = %3075
  %3078 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3076)
  %3079 = bitcast <8 x float> %3076 to <8 x i32>
  %3080 = and <8 x i32> %3079, %2352
  %3081 = bitcast <8 x i32> %3080 to <8 x float>
  %3082 = fcmp oeq <8 x float> %3076, %49
  %3083 = select <8 x i1> %3082, <8 x float> %3081, <8 x float> %3078
  br label %3094

3084:                                             ; preds = %3075
  %3085 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3076)
  %3086 = bitcast <8 x float> %3076 to <8 x i32>
  %3087 = or <8 x i32> %3086, %2353
  %3088 = bitcast <8 x i32> %3087 to <8 x float>
  %3089 = fcmp oeq <8 x float> %3076, %52
  %3090 = select <8 x i1> %3089, <8 x float> %3088, <8 x float> %3085
  br label %3094

3091:                                             ; preds = %3075
  %3092 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3031, <8 x i1> %2359, <8 x float> zeroinitializer)
  %3093 = fadd <8 x float> %3076, %3092
  br label %3094

3094:                                             ; preds = %3077, %3084, %3091, %3075, %3056, %3037
  %3095 = phi <8 x float> [ %3076, %3075 ], [ %3038, %3037 ], [ %3057, %3056 ], [ %3093, %3091 ], [ %3090, %3084 ], [ %3083, %3077 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %3095, ptr align 1 %3029, <8 x i1> %2359)
  br label %7929

3096:                                             ; preds = %2709
  br i1 %2349, label %3097, label %3105

3097:                                             ; preds = %3096
  %3098 = mul nsw i64 %2668, %12
  %3099 = add nsw i64 %2668, 1
  %3100 = mul nsw i64 %3099, %12
  %3101 = add nsw i64 %2668, 2
  %3102 = mul nsw i64 %3101, %12
  %3103 = add nsw i64 %2668, 3
  %3104 = mul nsw i64 %3103, %12
  br label %3116

3105:                                             ; preds = %3159, %3096
  %3106 = phi <8 x float> [ zeroinitializer, %3096 ], [ %3160, %3159 ]
  %3107 = phi <8 x float> [ zeroinitializer, %3096 ], [ %3161, %3159 ]
  %3108 = phi <8 x float> [ zeroinitializer, %3096 ], [ %3162, %3159 ]
  %3109 = phi <8 x float> [ zeroinitializer, %3096 ], [ %3163, %3159 ]
  %3110 = phi <8 x float> [ zeroinitializer, %3096 ], [ %3164, %3159 ]
  %3111 = phi <8 x float> [ zeroinitializer, %3096 ], [ %3165, %3159 ]
  %3112 = phi <8 x float> [ zeroinitializer, %3096 ], [ %3166, %3159 ]
  %3113 = phi <8 x float> [ zeroinitializer, %3096 ], [ %3167, %3159 ]
  %3114 = icmp eq ptr %2679, null
  %3115 = icmp eq ptr %2690, null
  br i1 %3114, label %3286, label %3281

3116:                                             ; preds = %3097, %3159
  %3117 = phi <8 x float> [ zeroinitializer, %3097 ], [ %3160, %3159 ]
  %3118 = phi <8 x float> [ zeroinitializer, %3097 ], [ %3161, %3159 ]
  %3119 = phi <8 x float> [ zeroinitializer, %3097 ], [ %3162, %3159 ]
  %3120 = phi <8 x float> [ zeroinitializer, %3097 ], [ %3163, %3159 ]
  %3121 = phi <8 x float> [ zeroinitializer, %3097 ], [ %3164, %3159 ]
  %3122 = phi <8 x float> [ zeroinitializer, %3097 ], [ %3165, %3159 ]
  %3123 = phi <8 x float> [ zeroinitializer, %3097 ], [ %3166, %3159 ]
  %3124 = phi <8 x float> [ zeroinitializer, %3097 ], [ %3167, %3159 ]
  %3125 = phi i64 [ 0, %3097 ], [ %3168, %3159 ]
  %3126 = mul nsw i64 %3125, %14
  %3127 = sub i64 %3126, %16
  %3128 = add i64 %3127, %3098
  %3129 = icmp slt i64 %3128, 0
  %3130 = icmp sge i64 %3128, %6
  %3131 = or i1 %3129, %3130
  %3132 = select i1 %3131, i64 0, i64 %3128
  %3133 = mul nsw i64 %3132, %7
  %3134 = getelementptr inbounds float, ptr %2675, i64 %3133
  %3135 = add i64 %3127, %3100
  %3136 = icmp slt i64 %3135, 0
  %3137 = icmp sge i64 %3135, %6
  %3138 = or i1 %3136, %3137
  %3139 = select i1 %3138, i64 0, i64 %3135
  %3140 = mul nsw i64 %3139, %7
  %3141 = getelementptr inbounds float, ptr %2675, i64 %3140
  %3142 = add i64 %3127, %3102
  %3143 = icmp slt i64 %3142, 0
  %3144 = icmp sge i64 %3142, %6
  %3145 = or i1 %3143, %3144
  %3146 = select i1 %3145, i64 0, i64 %3142
  %3147 = mul nsw i64 %3146, %7
  %3148 = getelementptr inbounds float, ptr %2675, i64 %3147
  %3149 = add i64 %3127, %3104
  %3150 = icmp slt i64 %3149, 0
  %3151 = icmp sge i64 %3149, %6
  %3152 = or i1 %3150, %3151
  %3153 = select i1 %3152, i64 0, i64 %3149
  %3154 = mul nsw i64 %3153, %7
  %3155 = getelementptr inbounds float, ptr %2675, i64 %3154
  br i1 %2350, label %3156, label %3159

3156:                                             ; preds = %3116
  %3157 = mul nuw nsw i64 %3125, %11
  %3158 = getelementptr inbounds nuw float, ptr %2677, i64 %3157
  br label %3170

3159:                                             ; preds = %3257, %3116
  %3160 = phi <8 x float> [ %3117, %3116 ], [ %3216, %3257 ]
  %3161 = phi <8 x float> [ %3118, %3116 ], [ %3263, %3257 ]
  %3162 = phi <8 x float> [ %3119, %3116 ], [ %3221, %3257 ]
  %3163 = phi <8 x float> [ %3120, %3116 ], [ %3268, %3257 ]
  %3164 = phi <8 x float> [ %3121, %3116 ], [ %3226, %3257 ]
  %3165 = phi <8 x float> [ %3122, %3116 ], [ %3273, %3257 ]
  %3166 = phi <8 x float> [ %3123, %3116 ], [ %3231, %3257 ]
  %3167 = phi <8 x float> [ %3124, %3116 ], [ %3278, %3257 ]
  %3168 = add nuw nsw i64 %3125, 1
  %3169 = icmp eq i64 %3168, %10
  br i1 %3169, label %3105, label %3116

3170:                                             ; preds = %3156, %3257
  %3171 = phi <8 x float> [ %3117, %3156 ], [ %3216, %3257 ]
  %3172 = phi <8 x float> [ %3118, %3156 ], [ %3263, %3257 ]
  %3173 = phi <8 x float> [ %3119, %3156 ], [ %3221, %3257 ]
  %3174 = phi <8 x float> [ %3120, %3156 ], [ %3268, %3257 ]
  %3175 = phi <8 x float> [ %3121, %3156 ], [ %3226, %3257 ]
  %3176 = phi <8 x float> [ %3122, %3156 ], [ %3273, %3257 ]
  %3177 = phi <8 x float> [ %3123, %3156 ], [ %3231, %3257 ]
  %3178 = phi <8 x float> [ %3124, %3156 ], [ %3278, %3257 ]
  %3179 = phi i64 [ 0, %3156 ], [ %3279, %3257 ]
  %3180 = getelementptr inbounds nuw float, ptr %3158, i64 %3179
  %3181 = load float, ptr %3180, align 1
  %3182 = insertelement <8 x float> poison, float %3181, i64 0
  %3183 = shufflevector <8 x float> %3182, <8 x float> poison, <8 x i32> zeroinitializer
  %3184 = mul nsw i64 %3179, %15
  %3185 = sub i64 %3184, %17
  %3186 = getelementptr <4 x i64>, ptr %2336, i64 %3179
  br i1 %2351, label %3189, label %3187

3187:                                             ; preds = %3170
  %3188 = load <4 x i64>, ptr %3186, align 32
  br label %3210

3189:                                             ; preds = %3170
  %3190 = icmp slt i64 %3185, 0
  %3191 = sub nsw i64 0, %3185
  %3192 = select i1 %3190, i64 %3191, i64 0
  %3193 = sub nsw i64 %7, %3185
  %3194 = call i64 @llvm.smin.i64(i64 %3193, i64 %9)
  %3195 = call i64 @llvm.smin.i64(i64 %3194, i64 8)
  %3196 = icmp sgt i64 %3195, %3192
  %3197 = trunc i64 %3192 to i32
  %3198 = select i1 %3196, i32 %3197, i32 0
  %3199 = insertelement <8 x i32> poison, i32 %3198, i64 0
  %3200 = shufflevector <8 x i32> %3199, <8 x i32> poison, <8 x i32> zeroinitializer
  %3201 = icmp slt <8 x i32> %3200, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %3202 = trunc i64 %3195 to i32
  %3203 = select i1 %3196, i32 %3202, i32 0
  %3204 = insertelement <8 x i32> poison, i32 %3203, i64 0
  %3205 = shufflevector <8 x i32> %3204, <8 x i32> poison, <8 x i32> zeroinitializer
  %3206 = icmp sgt <8 x i32> %3205, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %3207 = and <8 x i1> %3206, %3201
  %3208 = sext <8 x i1> %3207 to <8 x i32>
  %3209 = bitcast <8 x i32> %3208 to <4 x i64>
  br label %3210

3210:                                             ; preds = %3189, %3187
  %3211 = phi <4 x i64> [ %3188, %3187 ], [ %3209, %3189 ]
  %3212 = getelementptr inbounds float, ptr %3134, i64 %3185
  %3213 = select i1 %3131, <4 x i64> zeroinitializer, <4 x i64> %3211
  %3214 = bitcast <4 x i64> %3213 to <8 x i32>
  %3215 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3212, <8 x i32> %3214)
  %3216 = call <8 x float> @llvm.fma.v8f32(<8 x float> %3215, <8 x float> %3183, <8 x float> %3171)
  %3217 = getelementptr inbounds float, ptr %3141, i64 %3185
  %3218 = select i1 %3138, <4 x i64> zeroinitializer, <4 x i64> %3211
  %3219 = bitcast <4 x i64> %3218 to <8 x i32>
  %3220 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3217, <8 x i32> %3219)
  %3221 = call <8 x float> @llvm.fma.v8f32(<8 x float> %3220, <8 x float> %3183, <8 x float> %3173)
  %3222 = getelementptr inbounds float, ptr %3148, i64 %3185
  %3223 = select i1 %3145, <4 x i64> zeroinitializer, <4 x i64> %3211
  %3224 = bitcast <4 x i64> %3223 to <8 x i32>
  %3225 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3222, <8 x i32> %3224)
  %3226 = call <8 x float> @llvm.fma.v8f32(<8 x float> %3225, <8 x float> %3183, <8 x float> %3175)
  %3227 = getelementptr inbounds float, ptr %3155, i64 %3185
  %3228 = select i1 %3152, <4 x i64> zeroinitializer, <4 x i64> %3211
  %3229 = bitcast <4 x i64> %3228 to <8 x i32>
  %3230 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3227, <8 x i32> %3229)
  %3231 = call <8 x float> @llvm.fma.v8f32(<8 x float> %3230, <8 x float> %3183, <8 x float> %3177)
  %3232 = add i64 %3185, 8
  br i1 %2351, label %3236, label %3233

3233:                                             ; preds = %3210
  %3234 = getelementptr <4 x i64>, ptr %3186, i64 %11
  %3235 = load <4 x i64>, ptr %3234, align 32
  br label %3257

3236:                                             ; preds = %3210
  %3237 = icmp slt i64 %3232, 0
  %3238 = sub i64 -8, %3185
  %3239 = select i1 %3237, i64 %3238, i64 0
  %3240 = sub nsw i64 %7, %3232
  %3241 = call i64 @llvm.smin.i64(i64 %3240, i64 %2601)
  %3242 = call i64 @llvm.smin.i64(i64 %3241, i64 8)
  %3243 = icmp sgt i64 %3242, %3239
  %3244 = trunc i64 %3239 to i32
  %3245 = select i1 %3243, i32 %3244, i32 0
  %3246 = insertelement <8 x i32> poison, i32 %3245, i64 0
  %3247 = shufflevector <8 x i32> %3246, <8 x i32> poison, <8 x i32> zeroinitializer
  %3248 = icmp slt <8 x i32> %3247, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %3249 = trunc i64 %3242 to i32
  %3250 = select i1 %3243, i32 %3249, i32 0
  %3251 = insertelement <8 x i32> poison, i32 %3250, i64 0
  %3252 = shufflevector <8 x i32> %3251, <8 x i32> poison, <8 x i32> zeroinitializer
  %3253 = icmp sgt <8 x i32> %3252, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %3254 = and <8 x i1> %3253, %3248
  %3255 = sext <8 x i1> %3254 to <8 x i32>
  %3256 = bitcast <8 x i32> %3255 to <4 x i64>
  br label %3257

3257:                                             ; preds = %3236, %3233
  %3258 = phi <4 x i64> [ %3235, %3233 ], [ %3256, %3236 ]
  %3259 = getelementptr inbounds float, ptr %3134, i64 %3232
  %3260 = select i1 %3131, <4 x i64> zeroinitializer, <4 x i64> %3258
  %3261 = bitcast <4 x i64> %3260 to <8 x i32>
  %3262 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3259, <8 x i32> %3261)
  %3263 = call <8 x float> @llvm.fma.v8f32(<8 x float> %3262, <8 x float> %3183, <8 x float> %3172)
  %3264 = getelementptr inbounds float, ptr %3141, i64 %3232
  %3265 = select i1 %3138, <4 x i64> zeroinitializer, <4 x i64> %3258
  %3266 = bitcast <4 x i64> %3265 to <8 x i32>
  %3267 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3264, <8 x i32> %3266)
  %3268 = call <8 x float> @llvm.fma.v8f32(<8 x float> %3267, <8 x float> %3183, <8 x float> %3174)
  %3269 = getelementptr inbounds float, ptr %3148, i64 %3232
  %3270 = select i1 %3145, <4 x i64> zeroinitializer, <4 x i64> %3258
  %3271 = bitcast <4 x i64> %3270 to <8 x i32>
  %3272 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3269, <8 x i32> %3271)
  %3273 = call <8 x float> @llvm.fma.v8f32(<8 x float> %3272, <8 x float> %3183, <8 x float> %3176)
  %3274 = getelementptr inbounds float, ptr %3155, i64 %3232
  %3275 = select i1 %3152, <4 x i64> zeroinitializer, <4 x i64> %3258
  %3276 = bitcast <4 x i64> %3275 to <8 x i32>
  %3277 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3274, <8 x i32> %3276)
  %3278 = call <8 x float> @llvm.fma.v8f32(<8 x float> %3277, <8 x float> %3183, <8 x float> %3178)
  %3279 = add nuw nsw i64 %3179, 1
  %3280 = icmp eq i64 %3279, %11
  br i1 %3280, label %3159, label %3170

3281:                                             ; preds = %3105
  %3282 = load float, ptr %2678, align 1
  %3283 = insertelement <8 x float> poison, float %3282, i64 0
  %3284 = shufflevector <8 x float> %3283, <8 x float> poison, <8 x i32> zeroinitializer
  %3285 = fadd <8 x float> %3106, %3284
  br label %3286

3286:                                             ; preds = %3281, %3105
  %3287 = phi <8 x float> [ %3285, %3281 ], [ %3106, %3105 ]
  switch i64 %2602, label %506 [
    i64 1, label %3288
    i64 2, label %3291
    i64 3, label %3298
    i64 0, label %3343
  ]

3288:                                             ; preds = %3286
  %3289 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2690, <8 x i1> %2359, <8 x float> zeroinitializer)
  %3290 = fadd <8 x float> %3287, %3289
  br label %3305

3291:                                             ; preds = %3286
  %3292 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3287)
  %3293 = bitcast <8 x float> %3287 to <8 x i32>
  %3294 = or <8 x i32> %3293, %2353
  %3295 = bitcast <8 x i32> %3294 to <8 x float>
  %3296 = fcmp oeq <8 x float> %3287, %52
  %3297 = select <8 x i1> %3296, <8 x float> %3295, <8 x float> %3292
  br label %3305

3298:                                             ; preds = %3286
  %3299 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3287)
  %3300 = bitcast <8 x float> %3287 to <8 x i32>
  %3301 = and <8 x i32> %3300, %2352
  %3302 = bitcast <8 x i32> %3301 to <8 x float>
  %3303 = fcmp oeq <8 x float> %3287, %49
  %3304 = select <8 x i1> %3303, <8 x float> %3302, <8 x float> %3299
  br label %3305

3305:                                             ; preds = %3298, %3291, %3288
  %3306 = phi <8 x float> [ %3290, %3288 ], [ %3297, %3291 ], [ %3304, %3298 ]
  switch i64 %2604, label %506 [
    i64 1, label %3321
    i64 2, label %3314
    i64 3, label %3307
    i64 0, label %3343
  ]

3307:                                             ; preds = %3305
  %3308 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3306)
  %3309 = bitcast <8 x float> %3306 to <8 x i32>
  %3310 = and <8 x i32> %3309, %2352
  %3311 = bitcast <8 x i32> %3310 to <8 x float>
  %3312 = fcmp oeq <8 x float> %3306, %49
  %3313 = select <8 x i1> %3312, <8 x float> %3311, <8 x float> %3308
  br label %3324

3314:                                             ; preds = %3305
  %3315 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3306)
  %3316 = bitcast <8 x float> %3306 to <8 x i32>
  %3317 = or <8 x i32> %3316, %2353
  %3318 = bitcast <8 x i32> %3317 to <8 x float>
  %3319 = fcmp oeq <8 x float> %3306, %52
  %3320 = select <8 x i1> %3319, <8 x float> %3318, <8 x float> %3315
  br label %3324

3321:                                             ; preds = %3305
  %3322 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2690, <8 x i1> %2359, <8 x float> zeroinitializer)
  %3323 = fadd <8 x float> %3306, %3322
  br label %3324

3324:                                             ; preds = %3321, %3314, %3307
  %3325 = phi <8 x float> [ %3323, %3321 ], [ %3320, %3314 ], [ %3313, %3307 ]
  switch i64 %2606, label %506 [
    i64 1, label %3340
    i64 2, label %3333
    i64 3, label %3326
    i64 0, label %3343
  ]

3326:                                             ; preds = %3324
  %3327 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3325)
  %3328 = bitcast <8 x float> %3325 to <8 x i32>
  %3329 = and <8 x i32> %3328, %2352
  %3330 = bitcast <8 x i32> %3329 to <8 x float>
  %3331 = fcmp oeq <8 x float> %3325, %49
  %3332 = select <8 x i1> %3331, <8 x float> %3330, <8 x float> %3327
  br label %3343

3333:                                             ; preds = %3324
  %3334 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3325)
  %3335 = bitcast <8 x float> %3325 to <8 x i32>
  %3336 = or <8 x i32> %3335, %2353
  %3337 = bitcast <8 x i32> %3336 to <8 x float>
  %3338 = fcmp oeq <8 x float> %3325, %52
  %3339 = select <8 x i1> %3338, <8 x float> %3337, <8 x float> %3334
  br label %3343

3340:                                             ; preds = %3324
  %3341 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2690, <8 x i1> %2359, <8 x float> zeroinitializer)
  %3342 = fadd <8 x float> %3325, %3341
  br label %3343

3343:                                             ; preds = %3326, %3333, %3340, %3324, %3305, %3286
  %3344 = phi <8 x float> [ %3325, %3324 ], [ %3287, %3286 ], [ %3306, %3305 ], [ %3342, %3340 ], [ %3339, %3333 ], [ %3332, %3326 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %3344, ptr align 1 %2685, <8 x i1> %2359)
  br i1 %3114, label %3350, label %3345

3345:                                             ; preds = %3343
  %3346 = load float, ptr %2678, align 1
  %3347 = insertelement <8 x float> poison, float %3346, i64 0
  %3348 = shufflevector <8 x float> %3347, <8 x float> poison, <8 x i32> zeroinitializer
  %3349 = fadd <8 x float> %3107, %3348
  br label %3350

3350:                                             ; preds = %3345, %3343
  %3351 = phi <8 x float> [ %3349, %3345 ], [ %3107, %3343 ]
  %3352 = getelementptr inbounds nuw i8, ptr %2685, i64 32
  %3353 = getelementptr inbounds nuw i8, ptr %2690, i64 32
  %3354 = select i1 %3115, ptr null, ptr %3353
  switch i64 %2602, label %506 [
    i64 1, label %3369
    i64 2, label %3362
    i64 3, label %3355
    i64 0, label %3410
  ]

3355:                                             ; preds = %3350
  %3356 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3351)
  %3357 = bitcast <8 x float> %3351 to <8 x i32>
  %3358 = and <8 x i32> %3357, %2352
  %3359 = bitcast <8 x i32> %3358 to <8 x float>
  %3360 = fcmp oeq <8 x float> %3351, %49
  %3361 = select <8 x i1> %3360, <8 x float> %3359, <8 x float> %3356
  br label %3372

3362:                                             ; preds = %3350
  %3363 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3351)
  %3364 = bitcast <8 x float> %3351 to <8 x i32>
  %3365 = or <8 x i32> %3364, %2353
  %3366 = bitcast <8 x i32> %3365 to <8 x float>
  %3367 = fcmp oeq <8 x float> %3351, %52
  %3368 = select <8 x i1> %3367, <8 x float> %3366, <8 x float> %3363
  br label %3372

3369:                                             ; preds = %3350
  %3370 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3354, <8 x i1> %2613, <8 x float> zeroinitializer)
  %3371 = fadd <8 x float> %3351, %3370
  br label %3372

3372:                                             ; preds = %3369, %3362, %3355
  %3373 = phi <8 x float> [ %3371, %3369 ], [ %3368, %3362 ], [ %3361, %3355 ]
  switch i64 %2615, label %506 [
    i64 1, label %3388
    i64 2, label %3381
    i64 3, label %3374
    i64 0, label %3410
  ]

3374:                                             ; preds = %3372
  %3375 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3373)
  %3376 = bitcast <8 x float> %3373 to <8 x i32>
  %3377 = and <8 x i32> %3376, %2352
  %3378 = bitcast <8 x i32> %3377 to <8 x float>
  %3379 = fcmp oeq <8 x float> %3373, %49
  %3380 = select <8 x i1> %3379, <8 x float> %3378, <8 x float> %3375
  br label %3391

3381:                                             ; preds = %3372
  %3382 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3373)
  %3383 = bitcast <8 x float> %3373 to <8 x i32>
  %3384 = or <8 x i32> %3383, %2353
  %3385 = bitcast <8 x i32> %3384 to <8 x float>
  %3386 = fcmp oeq <8 x float> %3373, %52
  %3387 = select <8 x i1> %3386, <8 x float> %3385, <8 x float> %3382
  br label %3391

3388:                                             ; preds = %3372
  %3389 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3354, <8 x i1> %2613, <8 x float> zeroinitializer)
  %3390 = fadd <8 x float> %3373, %3389
  br label %3391

3391:                                             ; preds = %3388, %3381, %3374
  %3392 = phi <8 x float> [ %3390, %3388 ], [ %3387, %3381 ], [ %3380, %3374 ]
  switch i64 %2617, label %506 [
    i64 1, label %3407
    i64 2, label %3400
    i64 3, label %3393
    i64 0, label %3410
  ]

3393:                                             ; preds = %3391
  %3394 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3392)
  %3395 = bitcast <8 x float> %3392 to <8 x i32>
  %3396 = and <8 x i32> %3395, %2352
  %3397 = bitcast <8 x i32> %3396 to <8 x float>
  %3398 = fcmp oeq <8 x float> %3392, %49
  %3399 = select <8 x i1> %3398, <8 x float> %3397, <8 x float> %3394
  br label %3410

3400:                                             ; preds = %3391
  %3401 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3392)
  %3402 = bitcast <8 x float> %3392 to <8 x i32>
  %3403 = or <8 x i32> %3402, %2353
  %3404 = bitcast <8 x i32> %3403 to <8 x float>
  %3405 = fcmp oeq <8 x float> %3392, %52
  %3406 = select <8 x i1> %3405, <8 x float> %3404, <8 x float> %3401
  br label %3410

3407:                                             ; preds = %3391
  %3408 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3354, <8 x i1> %2613, <8 x float> zeroinitializer)
  %3409 = fadd <8 x float> %3392, %3408
  br label %3410

3410:                                             ; preds = %3393, %3400, %3407, %3391, %3372, %3350
  %3411 = phi <8 x float> [ %3392, %3391 ], [ %3351, %3350 ], [ %3373, %3372 ], [ %3409, %3407 ], [ %3406, %3400 ], [ %3399, %3393 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %3411, ptr nonnull align 1 %3352, <8 x i1> %2613)
  br i1 %3114, label %3417, label %3412

3412:                                             ; preds = %3410
  %3413 = load float, ptr %2678, align 1
  %3414 = insertelement <8 x float> poison, float %3413, i64 0
  %3415 = shufflevector <8 x float> %3414, <8 x float> poison, <8 x i32> zeroinitializer
  %3416 = fadd <8 x float> %3108, %3415
  br label %3417

3417:                                             ; preds = %3412, %3410
  %3418 = phi <8 x float> [ %3416, %3412 ], [ %3108, %3410 ]
  %3419 = getelementptr inbounds float, ptr %2685, i64 %9
  %3420 = getelementptr inbounds float, ptr %2690, i64 %9
  %3421 = select i1 %3115, ptr null, ptr %3420
  switch i64 %2602, label %506 [
    i64 1, label %3436
    i64 2, label %3429
    i64 3, label %3422
    i64 0, label %3477
  ]

3422:                                             ; preds = %3417
  %3423 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3418)
  %3424 = bitcast <8 x float> %3418 to <8 x i32>
  %3425 = and <8 x i32> %3424, %2352
  %3426 = bitcast <8 x i32> %3425 to <8 x float>
  %3427 = fcmp oeq <8 x float> %3418, %49
  %3428 = select <8 x i1> %3427, <8 x float> %3426, <8 x float> %3423
  br label %3439

3429:                                             ; preds = %3417
  %3430 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3418)
  %3431 = bitcast <8 x float> %3418 to <8 x i32>
  %3432 = or <8 x i32> %3431, %2353
  %3433 = bitcast <8 x i32> %3432 to <8 x float>
  %3434 = fcmp oeq <8 x float> %3418, %52
  %3435 = select <8 x i1> %3434, <8 x float> %3433, <8 x float> %3430
  br label %3439

3436:                                             ; preds = %3417
  %3437 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3421, <8 x i1> %2359, <8 x float> zeroinitializer)
  %3438 = fadd <8 x float> %3418, %3437
  br label %3439

3439:                                             ; preds = %3436, %3429, %3422
  %3440 = phi <8 x float> [ %3438, %3436 ], [ %3435, %3429 ], [ %3428, %3422 ]
  switch i64 %2619, label %506 [
    i64 1, label %3455
    i64 2, label %3448
    i64 3, label %3441
    i64 0, label %3477
  ]

3441:                                             ; preds = %3439
  %3442 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3440)
  %3443 = bitcast <8 x float> %3440 to <8 x i32>
  %3444 = and <8 x i32> %3443, %2352
  %3445 = bitcast <8 x i32> %3444 to <8 x float>
  %3446 = fcmp oeq <8 x float> %3440, %49
  %3447 = select <8 x i1> %3446, <8 x float> %3445, <8 x float> %3442
  br label %3458

3448:                                             ; preds = %3439
  %3449 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3440)
  %3450 = bitcast <8 x float> %3440 to <8 x i32>
  %3451 = or <8 x i32> %3450, %2353
  %3452 = bitcast <8 x i32> %3451 to <8 x float>
  %3453 = fcmp oeq <8 x float> %3440, %52
  %3454 = select <8 x i1> %3453, <8 x float> %3452, <8 x float> %3449
  br label %3458

3455:                                             ; preds = %3439
  %3456 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3421, <8 x i1> %2359, <8 x float> zeroinitializer)
  %3457 = fadd <8 x float> %3440, %3456
  br label %3458

3458:                                             ; preds = %3455, %3448, %3441
  %3459 = phi <8 x float> [ %3457, %3455 ], [ %3454, %3448 ], [ %3447, %3441 ]
  switch i64 %2621, label %506 [
    i64 1, label %3474
    i64 2, label %3467
    i64 3, label %3460
    i64 0, label %3477
  ]

3460:                                             ; preds = %3458
  %3461 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3459)
  %3462 = bitcast <8 x float> %3459 to <8 x i32>
  %3463 = and <8 x i32> %3462, %2352
  %3464 = bitcast <8 x i32> %3463 to <8 x float>
  %3465 = fcmp oeq <8 x float> %3459, %49
  %3466 = select <8 x i1> %3465, <8 x float> %3464, <8 x float> %3461
  br label %3477

3467:                                             ; preds = %3458
  %3468 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3459)
  %3469 = bitcast <8 x float> %3459 to <8 x i32>
  %3470 = or <8 x i32> %3469, %2353
  %3471 = bitcast <8 x i32> %3470 to <8 x float>
  %3472 = fcmp oeq <8 x float> %3459, %52
  %3473 = select <8 x i1> %3472, <8 x float> %3471, <8 x float> %3468
  br label %3477

3474:                                             ; preds = %3458
  %3475 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3421, <8 x i1> %2359, <8 x float> zeroinitializer)
  %3476 = fadd <8 x float> %3459, %3475
  br label %3477

3477:                                             ; preds = %3460, %3467, %3474, %3458, %3439, %3417
  %3478 = phi <8 x float> [ %3459, %3458 ], [ %3418, %3417 ], [ %3440, %3439 ], [ %3476, %3474 ], [ %3473, %3467 ], [ %3466, %3460 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %3478, ptr align 1 %3419, <8 x i1> %2359)
  br i1 %3114, label %3484, label %3479

3479:                                             ; preds = %3477
  %3480 = load float, ptr %2678, align 1
  %3481 = insertelement <8 x float> poison, float %3480, i64 0
  %3482 = shufflevector <8 x float> %3481, <8 x float> poison, <8 x i32> zeroinitializer
  %3483 = fadd <8 x float> %3109, %3482
  br label %3484

3484:                                             ; preds = %3479, %3477
  %3485 = phi <8 x float> [ %3483, %3479 ], [ %3109, %3477 ]
  %3486 = getelementptr inbounds float, ptr %2685, i64 %2622
  %3487 = getelementptr inbounds float, ptr %2690, i64 %2622
  %3488 = select i1 %3115, ptr null, ptr %3487
  switch i64 %2602, label %506 [
    i64 1, label %3503
    i64 2, label %3496
    i64 3, label %3489
    i64 0, label %3544
  ]

3489:                                             ; preds = %3484
  %3490 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3485)
  %3491 = bitcast <8 x float> %3485 to <8 x i32>
  %3492 = and <8 x i32> %3491, %2352
  %3493 = bitcast <8 x i32> %3492 to <8 x float>
  %3494 = fcmp oeq <8 x float> %3485, %49
  %3495 = select <8 x i1> %3494, <8 x float> %3493, <8 x float> %3490
  br label %3506

3496:                                             ; preds = %3484
  %3497 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3485)
  %3498 = bitcast <8 x float> %3485 to <8 x i32>
  %3499 = or <8 x i32> %3498, %2353
  %3500 = bitcast <8 x i32> %3499 to <8 x float>
  %3501 = fcmp oeq <8 x float> %3485, %52
  %3502 = select <8 x i1> %3501, <8 x float> %3500, <8 x float> %3497
  br label %3506

3503:                                             ; preds = %3484
  %3504 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3488, <8 x i1> %2613, <8 x float> zeroinitializer)
  %3505 = fadd <8 x float> %3485, %3504
  br label %3506

3506:                                             ; preds = %3503, %3496, %3489
  %3507 = phi <8 x float> [ %3505, %3503 ], [ %3502, %3496 ], [ %3495, %3489 ]
  switch i64 %2624, label %506 [
    i64 1, label %3522
    i64 2, label %3515
    i64 3, label %3508
    i64 0, label %3544
  ]

3508:                                             ; preds = %3506
  %3509 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3507)
  %3510 = bitcast <8 x float> %3507 to <8 x i32>
  %3511 = and <8 x i32> %3510, %2352
  %3512 = bitcast <8 x i32> %3511 to <8 x float>
  %3513 = fcmp oeq <8 x float> %3507, %49
  %3514 = select <8 x i1> %3513, <8 x float> %3512, <8 x float> %3509
  br label %3525

3515:                                             ; preds = %3506
  %3516 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3507)
  %3517 = bitcast <8 x float> %3507 to <8 x i32>
  %3518 = or <8 x i32> %3517, %2353
  %3519 = bitcast <8 x i32> %3518 to <8 x float>
  %3520 = fcmp oeq <8 x float> %3507, %52
  %3521 = select <8 x i1> %3520, <8 x float> %3519, <8 x float> %3516
  br label %3525

3522:                                             ; preds = %3506
  %3523 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3488, <8 x i1> %2613, <8 x float> zeroinitializer)
  %3524 = fadd <8 x float> %3507, %3523
  br label %3525

3525:                                             ; preds = %3522, %3515, %3508
  %3526 = phi <8 x float> [ %3524, %3522 ], [ %3521, %3515 ], [ %3514, %3508 ]
  switch i64 %2626, label %506 [
    i64 1, label %3541
    i64 2, label %3534
    i64 3, label %3527
    i64 0, label %3544
  ]

3527:                                             ; preds = %3525
  %3528 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3526)
  %3529 = bitcast <8 x float> %3526 to <8 x i32>
  %3530 = and <8 x i32> %3529, %2352
  %3531 = bitcast <8 x i32> %3530 to <8 x float>
  %3532 = fcmp oeq <8 x float> %3526, %49
  %3533 = select <8 x i1> %3532, <8 x float> %3531, <8 x float> %3528
  br label %3544

3534:                                             ; preds = %3525
  %3535 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3526)
  %3536 = bitcast <8 x float> %3526 to <8 x i32>
  %3537 = or <8 x i32> %3536, %2353
  %3538 = bitcast <8 x i32> %3537 to <8 x float>
  %3539 = fcmp oeq <8 x float> %3526, %52
  %3540 = select <8 x i1> %3539, <8 x float> %3538, <8 x float> %3535
  br label %3544

3541:                                             ; preds = %3525
  %3542 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3488, <8 x i1> %2613, <8 x float> zeroinitializer)
  %3543 = fadd <8 x float> %3526, %3542
  br label %3544

3544:                                             ; preds = %3527, %3534, %3541, %3525, %3506, %3484
  %3545 = phi <8 x float> [ %3526, %3525 ], [ %3485, %3484 ], [ %3507, %3506 ], [ %3543, %3541 ], [ %3540, %3534 ], [ %3533, %3527 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %3545, ptr align 1 %3486, <8 x i1> %2613)
  br i1 %3114, label %3551, label %3546

3546:                                             ; preds = %3544
  %3547 = load float, ptr %2678, align 1
  %3548 = insertelement <8 x float> poison, float %3547, i64 0
  %3549 = shufflevector <8 x float> %3548, <8 x float> poison, <8 x i32> zeroinitializer
  %3550 = fadd <8 x float> %3110, %3549
  br label %3551

3551:                                             ; preds = %3546, %3544
  %3552 = phi <8 x float> [ %3550, %3546 ], [ %3110, %3544 ]
  %3553 = getelementptr inbounds float, ptr %2685, i64 %2627
  %3554 = getelementptr inbounds float, ptr %2690, i64 %2627
  %3555 = select i1 %3115, ptr null, ptr %3554
  switch i64 %2602, label %506 [
    i64 1, label %3570
    i64 2, label %3563
    i64 3, label %3556
    i64 0, label %3611
  ]

3556:                                             ; preds = %3551
  %3557 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3552)
  %3558 = bitcast <8 x float> %3552 to <8 x i32>
  %3559 = and <8 x i32> %3558, %2352
  %3560 = bitcast <8 x i32> %3559 to <8 x float>
  %3561 = fcmp oeq <8 x float> %3552, %49
  %3562 = select <8 x i1> %3561, <8 x float> %3560, <8 x float> %3557
  br label %3573

3563:                                             ; preds = %3551
  %3564 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3552)
  %3565 = bitcast <8 x float> %3552 to <8 x i32>
  %3566 = or <8 x i32> %3565, %2353
  %3567 = bitcast <8 x i32> %3566 to <8 x float>
  %3568 = fcmp oeq <8 x float> %3552, %52
  %3569 = select <8 x i1> %3568, <8 x float> %3567, <8 x float> %3564
  br label %3573

3570:                                             ; preds = %3551
  %3571 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3555, <8 x i1> %2359, <8 x float> zeroinitializer)
  %3572 = fadd <8 x float> %3552, %3571
  br label %3573

3573:                                             ; preds = %3570, %3563, %3556
  %3574 = phi <8 x float> [ %3572, %3570 ], [ %3569, %3563 ], [ %3562, %3556 ]
  switch i64 %2629, label %506 [
    i64 1, label %3589
    i64 2, label %3582
    i64 3, label %3575
    i64 0, label %3611
  ]

3575:                                             ; preds = %3573
  %3576 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3574)
  %3577 = bitcast <8 x float> %3574 to <8 x i32>
  %3578 = and <8 x i32> %3577, %2352
  %3579 = bitcast <8 x i32> %3578 to <8 x float>
  %3580 = fcmp oeq <8 x float> %3574, %49
  %3581 = select <8 x i1> %3580, <8 x float> %3579, <8 x float> %3576
  br label %3592

3582:                                             ; preds = %3573
  %3583 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3574)
  %3584 = bitcast <8 x float> %3574 to <8 x i32>
  %3585 = or <8 x i32> %3584, %2353
  %3586 = bitcast <8 x i32> %3585 to <8 x float>
  %3587 = fcmp oeq <8 x float> %3574, %52
  %3588 = select <8 x i1> %3587, <8 x float> %3586, <8 x float> %3583
  br label %3592

3589:                                             ; preds = %3573
  %3590 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3555, <8 x i1> %2359, <8 x float> zeroinitializer)
  %3591 = fadd <8 x float> %3574, %3590
  br label %3592

3592:                                             ; preds = %3589, %3582, %3575
  %3593 = phi <8 x float> [ %3591, %3589 ], [ %3588, %3582 ], [ %3581, %3575 ]
  switch i64 %2631, label %506 [
    i64 1, label %3608
    i64 2, label %3601
    i64 3, label %3594
    i64 0, label %3611
  ]

3594:                                             ; preds = %3592
  %3595 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3593)
  %3596 = bitcast <8 x float> %3593 to <8 x i32>
  %3597 = and <8 x i32> %3596, %2352
  %3598 = bitcast <8 x i32> %3597 to <8 x float>
  %3599 = fcmp oeq <8 x float> %3593, %49
  %3600 = select <8 x i1> %3599, <8 x float> %3598, <8 x float> %3595
  br label %3611

3601:                                             ; preds = %3592
  %3602 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3593)
  %3603 = bitcast <8 x float> %3593 to <8 x i32>
  %3604 = or <8 x i32> %3603, %2353
  %3605 = bitcast <8 x i32> %3604 to <8 x float>
  %3606 = fcmp oeq <8 x float> %3593, %52
  %3607 = select <8 x i1> %3606, <8 x float> %3605, <8 x float> %3602
  br label %3611

3608:                                             ; preds = %3592
  %3609 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3555, <8 x i1> %2359, <8 x float> zeroinitializer)
  %3610 = fadd <8 x float> %3593, %3609
  br label %3611

3611:                                             ; preds = %3594, %3601, %3608, %3592, %3573, %3551
  %3612 = phi <8 x float> [ %3593, %3592 ], [ %3552, %3551 ], [ %3574, %3573 ], [ %3610, %3608 ], [ %3607, %3601 ], [ %3600, %3594 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %3612, ptr align 1 %3553, <8 x i1> %2359)
  br i1 %3114, label %3618, label %3613

3613:                                             ; preds = %3611
  %3614 = load float, ptr %2678, align 1
  %3615 = insertelement <8 x float> poison, float %3614, i64 0
  %3616 = shufflevector <8 x float> %3615, <8 x float> poison, <8 x i32> zeroinitializer
  %3617 = fadd <8 x float> %3111, %3616
  br label %3618

3618:                                             ; preds = %3613, %3611
  %3619 = phi <8 x float> [ %3617, %3613 ], [ %3111, %3611 ]
  %3620 = getelementptr inbounds float, ptr %2685, i64 %2632
  %3621 = getelementptr inbounds float, ptr %2690, i64 %2632
  %3622 = select i1 %3115, ptr null, ptr %3621
  switch i64 %2602, label %506 [
    i64 1, label %3637
    i64 2, label %3630
    i64 3, label %3623
    i64 0, label %3678
  ]

3623:                                             ; preds = %3618
  %3624 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3619)
  %3625 = bitcast <8 x float> %3619 to <8 x i32>
  %3626 = and <8 x i32> %3625, %2352
  %3627 = bitcast <8 x i32> %3626 to <8 x float>
  %3628 = fcmp oeq <8 x float> %3619, %49
  %3629 = select <8 x i1> %3628, <8 x float> %3627, <8 x float> %3624
  br label %3640

3630:                                             ; preds = %3618
  %3631 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3619)
  %3632 = bitcast <8 x float> %3619 to <8 x i32>
  %3633 = or <8 x i32> %3632, %2353
  %3634 = bitcast <8 x i32> %3633 to <8 x float>
  %3635 = fcmp oeq <8 x float> %3619, %52
  %3636 = select <8 x i1> %3635, <8 x float> %3634, <8 x float> %3631
  br label %3640

3637:                                             ; preds = %3618
  %3638 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3622, <8 x i1> %2613, <8 x float> zeroinitializer)
  %3639 = fadd <8 x float> %3619, %3638
  br label %3640

3640:                                             ; preds = %3637, %3630, %3623
  %3641 = phi <8 x float> [ %3639, %3637 ], [ %3636, %3630 ], [ %3629, %3623 ]
  switch i64 %2634, label %506 [
    i64 1, label %3656
    i64 2, label %3649
    i64 3, label %3642
    i64 0, label %3678
  ]

3642:                                             ; preds = %3640
  %3643 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3641)
  %3644 = bitcast <8 x float> %3641 to <8 x i32>
  %3645 = and <8 x i32> %3644, %2352
  %3646 = bitcast <8 x i32> %3645 to <8 x float>
  %3647 = fcmp oeq <8 x float> %3641, %49
  %3648 = select <8 x i1> %3647, <8 x float> %3646, <8 x float> %3643
  br label %3659

3649:                                             ; preds = %3640
  %3650 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3641)
  %3651 = bitcast <8 x float> %3641 to <8 x i32>
  %3652 = or <8 x i32> %3651, %2353
  %3653 = bitcast <8 x i32> %3652 to <8 x float>
  %3654 = fcmp oeq <8 x float> %3641, %52
  %3655 = select <8 x i1> %3654, <8 x float> %3653, <8 x float> %3650
  br label %3659

3656:                                             ; preds = %3640
  %3657 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3622, <8 x i1> %2613, <8 x float> zeroinitializer)
  %3658 = fadd <8 x float> %3641, %3657
  br label %3659

3659:                                             ; preds = %3656, %3649, %3642
  %3660 = phi <8 x float> [ %3658, %3656 ], [ %3655, %3649 ], [ %3648, %3642 ]
  switch i64 %2636, label %506 [
    i64 1, label %3675
    i64 2, label %3668
    i64 3, label %3661
    i64 0, label %3678
  ]

3661:                                             ; preds = %3659
  %3662 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3660)
  %3663 = bitcast <8 x float> %3660 to <8 x i32>
  %3664 = and <8 x i32> %3663, %2352
  %3665 = bitcast <8 x i32> %3664 to <8 x float>
  %3666 = fcmp oeq <8 x float> %3660, %49
  %3667 = select <8 x i1> %3666, <8 x float> %3665, <8 x float> %3662
  br label %3678

3668:                                             ; preds = %3659
  %3669 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3660)
  %3670 = bitcast <8 x float> %3660 to <8 x i32>
  %3671 = or <8 x i32> %3670, %2353
  %3672 = bitcast <8 x i32> %3671 to <8 x float>
  %3673 = fcmp oeq <8 x float> %3660, %52
  %3674 = select <8 x i1> %3673, <8 x float> %3672, <8 x float> %3669
  br label %3678

3675:                                             ; preds = %3659
  %3676 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3622, <8 x i1> %2613, <8 x float> zeroinitializer)
  %3677 = fadd <8 x float> %3660, %3676
  br label %3678

3678:                                             ; preds = %3661, %3668, %3675, %3659, %3640, %3618
  %3679 = phi <8 x float> [ %3660, %3659 ], [ %3619, %3618 ], [ %3641, %3640 ], [ %3677, %3675 ], [ %3674, %3668 ], [ %3667, %3661 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %3679, ptr align 1 %3620, <8 x i1> %2613)
  br i1 %3114, label %3685, label %3680

3680:                                             ; preds = %3678
  %3681 = load float, ptr %2678, align 1
  %3682 = insertelement <8 x float> poison, float %3681, i64 0
  %3683 = shufflevector <8 x float> %3682, <8 x float> poison, <8 x i32> zeroinitializer
  %3684 = fadd <8 x float> %3112, %3683
  br label %3685

3685:                                             ; preds = %3680, %3678
  %3686 = phi <8 x float> [ %3684, %3680 ], [ %3112, %3678 ]
  %3687 = getelementptr inbounds float, ptr %2685, i64 %2637
  %3688 = getelementptr inbounds float, ptr %2690, i64 %2637
  %3689 = select i1 %3115, ptr null, ptr %3688
  switch i64 %2602, label %506 [
    i64 1, label %3704
    i64 2, label %3697
    i64 3, label %3690
    i64 0, label %3745
  ]

3690:                                             ; preds = %3685
  %3691 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3686)
  %3692 = bitcast <8 x float> %3686 to <8 x i32>
  %3693 = and <8 x i32> %3692, %2352
  %3694 = bitcast <8 x i32> %3693 to <8 x float>
  %3695 = fcmp oeq <8 x float> %3686, %49
  %3696 = select <8 x i1> %3695, <8 x float> %3694, <8 x float> %3691
  br label %3707

3697:                                             ; preds = %3685
  %3698 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3686)
  %3699 = bitcast <8 x float> %3686 to <8 x i32>
  %3700 = or <8 x i32> %3699, %2353
  %3701 = bitcast <8 x i32> %3700 to <8 x float>
  %3702 = fcmp oeq <8 x float> %3686, %52
  %3703 = select <8 x i1> %3702, <8 x float> %3701, <8 x float> %3698
  br label %3707

3704:                                             ; preds = %3685
  %3705 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3689, <8 x i1> %2359, <8 x float> zeroinitializer)
  %3706 = fadd <8 x float> %3686, %3705
  br label %3707

3707:                                             ; preds = %3704, %3697, %3690
  %3708 = phi <8 x float> [ %3706, %3704 ], [ %3703, %3697 ], [ %3696, %3690 ]
  switch i64 %2639, label %506 [
    i64 1, label %3723
    i64 2, label %3716
    i64 3, label %3709
    i64 0, label %3745
  ]

3709:                                             ; preds = %3707
  %3710 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3708)
  %3711 = bitcast <8 x float> %3708 to <8 x i32>
  %3712 = and <8 x i32> %3711, %2352
  %3713 = bitcast <8 x i32> %3712 to <8 x float>
  %3714 = fcmp oeq <8 x float> %3708, %49
  %3715 = select <8 x i1> %3714, <8 x float> %3713, <8 x float> %3710
  br label %3726

3716:                                             ; preds = %3707
  %3717 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3708)
  %3718 = bitcast <8 x float> %3708 to <8 x i32>
  %3719 = or <8 x i32> %3718, %2353
  %3720 = bitcast <8 x i32> %3719 to <8 x float>
  %3721 = fcmp oeq <8 x float> %3708, %52
  %3722 = select <8 x i1> %3721, <8 x float> %3720, <8 x float> %3717
  br label %3726

3723:                                             ; preds = %3707
  %3724 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3689, <8 x i1> %2359, <8 x float> zeroinitializer)
  %3725 = fadd <8 x float> %3708, %3724
  br label %3726

3726:                                             ; preds = %3723, %3716, %3709
  %3727 = phi <8 x float> [ %3725, %3723 ], [ %3722, %3716 ], [ %3715, %3709 ]
  switch i64 %2641, label %506 [
    i64 1, label %3742
    i64 2, label %3735
    i64 3, label %3728
    i64 0, label %3745
  ]

3728:                                             ; preds = %3726
  %3729 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3727)
  %3730 = bitcast <8 x float> %3727 to <8 x i32>
  %3731 = and <8 x i32> %3730, %2352
  %3732 = bitcast <8 x i32> %3731 to <8 x float>
  %3733 = fcmp oeq <8 x float> %3727, %49
  %3734 = select <8 x i1> %3733, <8 x float> %3732, <8 x float> %3729
  br label %3745

3735:                                             ; preds = %3726
  %3736 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3727)
  %3737 = bitcast <8 x float> %3727 to <8 x i32>
  %3738 = or <8 x i32> %3737, %2353
  %3739 = bitcast <8 x i32> %3738 to <8 x float>
  %3740 = fcmp oeq <8 x float> %3727, %52
  %3741 = select <8 x i1> %3740, <8 x float> %3739, <8 x float> %3736
  br label %3745

3742:                                             ; preds = %3726
  %3743 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3689, <8 x i1> %2359, <8 x float> zeroinitializer)
  %3744 = fadd <8 x float> %3727, %3743
  br label %3745

3745:                                             ; preds = %3728, %3735, %3742, %3726, %3707, %3685
  %3746 = phi <8 x float> [ %3727, %3726 ], [ %3686, %3685 ], [ %3708, %3707 ], [ %3744, %3742 ], [ %3741, %3735 ], [ %3734, %3728 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %3746, ptr align 1 %3687, <8 x i1> %2359)
  br i1 %3114, label %3752, label %3747

3747:                                             ; preds = %3745
  %3748 = load float, ptr %2678, align 1
  %3749 = insertelement <8 x float> poison, float %3748, i64 0
  %3750 = shufflevector <8 x float> %3749, <8 x float> poison, <8 x i32> zeroinitializer
  %3751 = fadd <8 x float> %3113, %3750
  br label %3752

3752:                                             ; preds = %3747, %3745
  %3753 = phi <8 x float> [ %3751, %3747 ], [ %3113, %3745 ]
  %3754 = getelementptr inbounds float, ptr %2685, i64 %2642
  %3755 = getelementptr inbounds float, ptr %2690, i64 %2642
  %3756 = select i1 %3115, ptr null, ptr %3755
  switch i64 %2602, label %506 [
    i64 1, label %3771
    i64 2, label %3764
    i64 3, label %3757
    i64 0, label %3812
  ]

3757:                                             ; preds = %3752
  %3758 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3753)
  %3759 = bitcast <8 x float> %3753 to <8 x i32>
  %3760 = and <8 x i32> %3759, %2352
  %3761 = bitcast <8 x i32> %3760 to <8 x float>
  %3762 = fcmp oeq <8 x float> %3753, %49
  %3763 = select <8 x i1> %3762, <8 x float> %3761, <8 x float> %3758
  br label %3774

3764:                                             ; preds = %3752
  %3765 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3753)
  %3766 = bitcast <8 x float> %3753 to <8 x i32>
  %3767 = or <8 x i32> %3766, %2353
  %3768 = bitcast <8 x i32> %3767 to <8 x float>
  %3769 = fcmp oeq <8 x float> %3753, %52
  %3770 = select <8 x i1> %3769, <8 x float> %3768, <8 x float> %3765
  br label %3774

3771:                                             ; preds = %3752
  %3772 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3756, <8 x i1> %2613, <8 x float> zeroinitializer)
  %3773 = fadd <8 x float> %3753, %3772
  br label %3774

3774:                                             ; preds = %3771, %3764, %3757
  %3775 = phi <8 x float> [ %3773, %3771 ], [ %3770, %3764 ], [ %3763, %3757 ]
  switch i64 %2644, label %506 [
    i64 1, label %3790
    i64 2, label %3783
    i64 3, label %3776
    i64 0, label %3812
  ]

3776:                                             ; preds = %3774
  %3777 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3775)
  %3778 = bitcast <8 x float> %3775 to <8 x i32>
  %3779 = and <8 x i32> %3778, %2352
  %3780 = bitcast <8 x i32> %3779 to <8 x float>
  %3781 = fcmp oeq <8 x float> %3775, %49
  %3782 = select <8 x i1> %3781, <8 x float> %3780, <8 x float> %3777
  br label %3793

3783:                                             ; preds = %3774
  %3784 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3775)
  %3785 = bitcast <8 x float> %3775 to <8 x i32>
  %3786 = or <8 x i32> %3785, %2353
  %3787 = bitcast <8 x i32> %3786 to <8 x float>
  %3788 = fcmp oeq <8 x float> %3775, %52
  %3789 = select <8 x i1> %3788, <8 x float> %3787, <8 x float> %3784
  br label %3793

3790:                                             ; preds = %3774
  %3791 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3756, <8 x i1> %2613, <8 x float> zeroinitializer)
  %3792 = fadd <8 x float> %3775, %3791
  br label %3793

3793:                                             ; preds = %3790, %3783, %3776
  %3794 = phi <8 x float> [ %3792, %3790 ], [ %3789, %3783 ], [ %3782, %3776 ]
  switch i64 %2646, label %506 [
    i64 1, label %3809
    i64 2, label %3802
    i64 3, label %3795
    i64 0, label %3812
  ]

3795:                                             ; preds = %3793
  %3796 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3794)
  %3797 = bitcast <8 x float> %3794 to <8 x i32>
  %3798 = and <8 x i32> %3797, %2352
  %3799 = bitcast <8 x i32> %3798 to <8 x float>
  %3800 = fcmp oeq <8 x float> %3794, %49
  %3801 = select <8 x i1> %3800, <8 x float> %3799, <8 x float> %3796
  br label %3812

3802:                                             ; preds = %3793
  %3803 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3794)
  %3804 = bitcast <8 x float> %3794 to <8 x i32>
  %3805 = or <8 x i32> %3804, %2353
  %3806 = bitcast <8 x i32> %3805 to <8 x float>
  %3807 = fcmp oeq <8 x float> %3794, %52
  %3808 = select <8 x i1> %3807, <8 x float> %3806, <8 x float> %3803
  br label %3812

3809:                                             ; preds = %3793
  %3810 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3756, <8 x i1> %2613, <8 x float> zeroinitializer)
  %3811 = fadd <8 x float> %3794, %3810
  br label %3812

3812:                                             ; preds = %3795, %3802, %3809, %3793, %3774, %3752
  %3813 = phi <8 x float> [ %3794, %3793 ], [ %3753, %3752 ], [ %3775, %3774 ], [ %3811, %3809 ], [ %3808, %3802 ], [ %3801, %3795 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %3813, ptr align 1 %3754, <8 x i1> %2613)
  br label %7929

3814:                                             ; preds = %2709
  call void @llvm.lifetime.start.p0(ptr nonnull %29)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(128) %29, i8 0, i64 128, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(128) %2537, i8 0, i64 128, i1 false)
  br i1 %2349, label %3815, label %3821

3815:                                             ; preds = %3814
  %3816 = mul nsw i64 %2668, %12
  %3817 = add nsw i64 %2668, 1
  %3818 = mul nsw i64 %3817, %12
  br label %3825

3819:                                             ; preds = %3846
  %3820 = load <8 x float>, ptr %29, align 32
  br label %3821

3821:                                             ; preds = %3819, %3814
  %3822 = phi <8 x float> [ %3820, %3819 ], [ zeroinitializer, %3814 ]
  %3823 = icmp eq ptr %2679, null
  %3824 = icmp eq ptr %2690, null
  br i1 %3823, label %3914, label %3909

3825:                                             ; preds = %3815, %3846
  %3826 = phi i64 [ %3847, %3846 ], [ 0, %3815 ]
  %3827 = mul nsw i64 %3826, %14
  %3828 = sub i64 %3827, %16
  %3829 = add i64 %3828, %3816
  %3830 = icmp slt i64 %3829, 0
  %3831 = icmp sge i64 %3829, %6
  %3832 = or i1 %3830, %3831
  %3833 = select i1 %3832, i64 0, i64 %3829
  %3834 = mul nsw i64 %3833, %7
  %3835 = getelementptr inbounds float, ptr %2675, i64 %3834
  %3836 = add i64 %3828, %3818
  %3837 = icmp slt i64 %3836, 0
  %3838 = icmp sge i64 %3836, %6
  %3839 = or i1 %3837, %3838
  %3840 = select i1 %3839, i64 0, i64 %3836
  %3841 = mul nsw i64 %3840, %7
  %3842 = getelementptr inbounds float, ptr %2675, i64 %3841
  br i1 %2350, label %3843, label %3846

3843:                                             ; preds = %3825
  %3844 = mul nuw nsw i64 %3826, %11
  %3845 = getelementptr inbounds nuw float, ptr %2677, i64 %3844
  br label %3849

3846:                                             ; preds = %3858, %3825
  %3847 = add nuw nsw i64 %3826, 1
  %3848 = icmp eq i64 %3847, %10
  br i1 %3848, label %3819, label %3825

3849:                                             ; preds = %3843, %3858
  %3850 = phi i64 [ 0, %3843 ], [ %3859, %3858 ]
  %3851 = getelementptr inbounds nuw float, ptr %3845, i64 %3850
  %3852 = load float, ptr %3851, align 1
  %3853 = insertelement <8 x float> poison, float %3852, i64 0
  %3854 = shufflevector <8 x float> %3853, <8 x float> poison, <8 x i32> zeroinitializer
  %3855 = mul nsw i64 %3850, %15
  %3856 = sub i64 %3855, %17
  %3857 = getelementptr <4 x i64>, ptr %2336, i64 %3850
  br label %3861

3858:                                             ; preds = %3891
  %3859 = add nuw nsw i64 %3850, 1
  %3860 = icmp eq i64 %3859, %11
  br i1 %3860, label %3846, label %3849

3861:                                             ; preds = %3849, %3891
  %3862 = phi i64 [ 0, %3849 ], [ %3907, %3891 ]
  %3863 = shl nuw nsw i64 %3862, 3
  %3864 = add i64 %3856, %3863
  br i1 %2351, label %3869, label %3865

3865:                                             ; preds = %3861
  %3866 = mul nuw nsw i64 %11, %3862
  %3867 = getelementptr <4 x i64>, ptr %3857, i64 %3866
  %3868 = load <4 x i64>, ptr %3867, align 32
  br label %3891

3869:                                             ; preds = %3861
  %3870 = sub nsw i64 %9, %3863
  %3871 = icmp slt i64 %3864, 0
  %3872 = sub nsw i64 0, %3864
  %3873 = select i1 %3871, i64 %3872, i64 0
  %3874 = sub nsw i64 %7, %3864
  %3875 = call i64 @llvm.smin.i64(i64 %3874, i64 %3870)
  %3876 = call i64 @llvm.smin.i64(i64 %3875, i64 8)
  %3877 = icmp sgt i64 %3876, %3873
  %3878 = trunc i64 %3873 to i32
  %3879 = select i1 %3877, i32 %3878, i32 0
  %3880 = insertelement <8 x i32> poison, i32 %3879, i64 0
  %3881 = shufflevector <8 x i32> %3880, <8 x i32> poison, <8 x i32> zeroinitializer
  %3882 = icmp slt <8 x i32> %3881, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %3883 = trunc i64 %3876 to i32
  %3884 = select i1 %3877, i32 %3883, i32 0
  %3885 = insertelement <8 x i32> poison, i32 %3884, i64 0
  %3886 = shufflevector <8 x i32> %3885, <8 x i32> poison, <8 x i32> zeroinitializer
  %3887 = icmp sgt <8 x i32> %3886, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %3888 = and <8 x i1> %3887, %3882
  %3889 = sext <8 x i1> %3888 to <8 x i32>
  %3890 = bitcast <8 x i32> %3889 to <4 x i64>
  br label %3891

3891:                                             ; preds = %3869, %3865
  %3892 = phi <4 x i64> [ %3868, %3865 ], [ %3890, %3869 ]
  %3893 = getelementptr inbounds nuw <8 x float>, ptr %29, i64 %3862
  %3894 = getelementptr inbounds float, ptr %3835, i64 %3864
  %3895 = select i1 %3832, <4 x i64> zeroinitializer, <4 x i64> %3892
  %3896 = bitcast <4 x i64> %3895 to <8 x i32>
  %3897 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3894, <8 x i32> %3896)
  %3898 = load <8 x float>, ptr %3893, align 32
  %3899 = call <8 x float> @llvm.fma.v8f32(<8 x float> %3897, <8 x float> %3854, <8 x float> %3898)
  store <8 x float> %3899, ptr %3893, align 32
  %3900 = getelementptr inbounds float, ptr %3842, i64 %3864
  %3901 = select i1 %3839, <4 x i64> zeroinitializer, <4 x i64> %3892
  %3902 = bitcast <4 x i64> %3901 to <8 x i32>
  %3903 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3900, <8 x i32> %3902)
  %3904 = getelementptr inbounds nuw i8, ptr %3893, i64 256
  %3905 = load <8 x float>, ptr %3904, align 32
  %3906 = call <8 x float> @llvm.fma.v8f32(<8 x float> %3903, <8 x float> %3854, <8 x float> %3905)
  store <8 x float> %3906, ptr %3904, align 32
  %3907 = add nuw nsw i64 %3862, 1
  %3908 = icmp eq i64 %3907, 4
  br i1 %3908, label %3858, label %3861

3909:                                             ; preds = %3821
  %3910 = load float, ptr %2678, align 1
  %3911 = insertelement <8 x float> poison, float %3910, i64 0
  %3912 = shufflevector <8 x float> %3911, <8 x float> poison, <8 x i32> zeroinitializer
  %3913 = fadd <8 x float> %3822, %3912
  br label %3914

3914:                                             ; preds = %3909, %3821
  %3915 = phi <8 x float> [ %3913, %3909 ], [ %3822, %3821 ]
  switch i64 %2538, label %506 [
    i64 1, label %3916
    i64 2, label %3919
    i64 3, label %3926
    i64 0, label %3971
  ]

3916:                                             ; preds = %3914
  %3917 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2690, <8 x i1> %2359, <8 x float> zeroinitializer)
  %3918 = fadd <8 x float> %3915, %3917
  br label %3933

3919:                                             ; preds = %3914
  %3920 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3915)
  %3921 = bitcast <8 x float> %3915 to <8 x i32>
  %3922 = or <8 x i32> %3921, %2353
  %3923 = bitcast <8 x i32> %3922 to <8 x float>
  %3924 = fcmp oeq <8 x float> %3915, %52
  %3925 = select <8 x i1> %3924, <8 x float> %3923, <8 x float> %3920
  br label %3933

3926:                                             ; preds = %3914
  %3927 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3915)
  %3928 = bitcast <8 x float> %3915 to <8 x i32>
  %3929 = and <8 x i32> %3928, %2352
  %3930 = bitcast <8 x i32> %3929 to <8 x float>
  %3931 = fcmp oeq <8 x float> %3915, %49
  %3932 = select <8 x i1> %3931, <8 x float> %3930, <8 x float> %3927
  br label %3933

3933:                                             ; preds = %3926, %3919, %3916
  %3934 = phi <8 x float> [ %3918, %3916 ], [ %3925, %3919 ], [ %3932, %3926 ]
  switch i64 %2540, label %506 [
    i64 1, label %3949
    i64 2, label %3942
    i64 3, label %3935
    i64 0, label %3971
  ]

3935:                                             ; preds = %3933
  %3936 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3934)
  %3937 = bitcast <8 x float> %3934 to <8 x i32>
  %3938 = and <8 x i32> %3937, %2352
  %3939 = bitcast <8 x i32> %3938 to <8 x float>
  %3940 = fcmp oeq <8 x float> %3934, %49
  %3941 = select <8 x i1> %3940, <8 x float> %3939, <8 x float> %3936
  br label %3952

3942:                                             ; preds = %3933
  %3943 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3934)
  %3944 = bitcast <8 x float> %3934 to <8 x i32>
  %3945 = or <8 x i32> %3944, %2353
  %3946 = bitcast <8 x i32> %3945 to <8 x float>
  %3947 = fcmp oeq <8 x float> %3934, %52
  %3948 = select <8 x i1> %3947, <8 x float> %3946, <8 x float> %3943
  br label %3952

3949:                                             ; preds = %3933
  %3950 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2690, <8 x i1> %2359, <8 x float> zeroinitializer)
  %3951 = fadd <8 x float> %3934, %3950
  br label %3952

3952:                                             ; preds = %3949, %3942, %3935
  %3953 = phi <8 x float> [ %3951, %3949 ], [ %3948, %3942 ], [ %3941, %3935 ]
  switch i64 %2542, label %506 [
    i64 1, label %3968
    i64 2, label %3961
    i64 3, label %3954
    i64 0, label %3971
  ]

3954:                                             ; preds = %3952
  %3955 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3953)
  %3956 = bitcast <8 x float> %3953 to <8 x i32>
  %3957 = and <8 x i32> %3956, %2352
  %3958 = bitcast <8 x i32> %3957 to <8 x float>
  %3959 = fcmp oeq <8 x float> %3953, %49
  %3960 = select <8 x i1> %3959, <8 x float> %3958, <8 x float> %3955
  br label %3971

3961:                                             ; preds = %3952
  %3962 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3953)
  %3963 = bitcast <8 x float> %3953 to <8 x i32>
  %3964 = or <8 x i32> %3963, %2353
  %3965 = bitcast <8 x i32> %3964 to <8 x float>
  %3966 = fcmp oeq <8 x float> %3953, %52
  %3967 = select <8 x i1> %3966, <8 x float> %3965, <8 x float> %3962
  br label %3971

3968:                                             ; preds = %3952
  %3969 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2690, <8 x i1> %2359, <8 x float> zeroinitializer)
  %3970 = fadd <8 x float> %3953, %3969
  br label %3971

3971:                                             ; preds = %3954, %3961, %3968, %3952, %3933, %3914
  %3972 = phi <8 x float> [ %3953, %3952 ], [ %3915, %3914 ], [ %3934, %3933 ], [ %3970, %3968 ], [ %3967, %3961 ], [ %3960, %3954 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %3972, ptr align 1 %2685, <8 x i1> %2359)
  %3973 = load <8 x float>, ptr %2550, align 32
  br i1 %3823, label %3979, label %3974

3974:                                             ; preds = %3971
  %3975 = load float, ptr %2678, align 1
  %3976 = insertelement <8 x float> poison, float %3975, i64 0
  %3977 = shufflevector <8 x float> %3976, <8 x float> poison, <8 x i32> zeroinitializer
  %3978 = fadd <8 x float> %3973, %3977
  br label %3979

3979:                                             ; preds = %3974, %3971
  %3980 = phi <8 x float> [ %3978, %3974 ], [ %3973, %3971 ]
  %3981 = getelementptr inbounds nuw i8, ptr %2685, i64 32
  %3982 = getelementptr inbounds nuw i8, ptr %2690, i64 32
  %3983 = select i1 %3824, ptr null, ptr %3982
  switch i64 %2538, label %506 [
    i64 1, label %3998
    i64 2, label %3991
    i64 3, label %3984
    i64 0, label %4039
  ]

3984:                                             ; preds = %3979
  %3985 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3980)
  %3986 = bitcast <8 x float> %3980 to <8 x i32>
  %3987 = and <8 x i32> %3986, %2352
  %3988 = bitcast <8 x i32> %3987 to <8 x float>
  %3989 = fcmp oeq <8 x float> %3980, %49
  %3990 = select <8 x i1> %3989, <8 x float> %3988, <8 x float> %3985
  br label %4001

3991:                                             ; preds = %3979
  %3992 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3980)
  %3993 = bitcast <8 x float> %3980 to <8 x i32>
  %3994 = or <8 x i32> %3993, %2353
  %3995 = bitcast <8 x i32> %3994 to <8 x float>
  %3996 = fcmp oeq <8 x float> %3980, %52
  %3997 = select <8 x i1> %3996, <8 x float> %3995, <8 x float> %3992
  br label %4001

3998:                                             ; preds = %3979
  %3999 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3983, <8 x i1> %2549, <8 x float> zeroinitializer)
  %4000 = fadd <8 x float> %3980, %3999
  br label %4001

4001:                                             ; preds = %3998, %3991, %3984
  %4002 = phi <8 x float> [ %4000, %3998 ], [ %3997, %3991 ], [ %3990, %3984 ]
  switch i64 %2552, label %506 [
    i64 1, label %4017
    i64 2, label %4010
    i64 3, label %4003
    i64 0, label %4039
  ]

4003:                                             ; preds = %4001
  %4004 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4002)
  %4005 = bitcast <8 x float> %4002 to <8 x i32>
  %4006 = and <8 x i32> %4005, %2352
  %4007 = bitcast <8 x i32> %4006 to <8 x float>
  %4008 = fcmp oeq <8 x float> %4002, %49
  %4009 = select <8 x i1> %4008, <8 x float> %4007, <8 x float> %4004
  br label %4020

4010:                                             ; preds = %4001
  %4011 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4002)
  %4012 = bitcast <8 x float> %4002 to <8 x i32>
  %4013 = or <8 x i32> %4012, %2353
  %4014 = bitcast <8 x i32> %4013 to <8 x float>
  %4015 = fcmp oeq <8 x float> %4002, %52
  %4016 = select <8 x i1> %4015, <8 x float> %4014, <8 x float> %4011
  br label %4020

4017:                                             ; preds = %4001
  %4018 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3983, <8 x i1> %2549, <8 x float> zeroinitializer)
  %4019 = fadd <8 x float> %4002, %4018
  br label %4020

4020:                                             ; preds = %4017, %4010, %4003
  %4021 = phi <8 x float> [ %4019, %4017 ], [ %4016, %4010 ], [ %4009, %4003 ]
  switch i64 %2554, label %506 [
    i64 1, label %4036
    i64 2, label %4029
    i64 3, label %4022
    i64 0, label %4039
  ]

4022:                                             ; preds = %4020
  %4023 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4021)
  %4024 = bitcast <8 x float> %4021 to <8 x i32>
  %4025 = and <8 x i32> %4024, %2352
  %4026 = bitcast <8 x i32> %4025 to <8 x float>
  %4027 = fcmp oeq <8 x float> %4021, %49
  %4028 = select <8 x i1> %4027, <8 x float> %4026, <8 x float> %4023
  br label %4039

4029:                                             ; preds = %4020
  %4030 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4021)
  %4031 = bitcast <8 x float> %4021 to <8 x i32>
  %4032 = or <8 x i32> %4031, %2353
  %4033 = bitcast <8 x i32> %4032 to <8 x float>
  %4034 = fcmp oeq <8 x float> %4021, %52
  %4035 = select <8 x i1> %4034, <8 x float> %4033, <8 x float> %4030
  br label %4039

4036:                                             ; preds = %4020
  %4037 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3983, <8 x i1> %2549, <8 x float> zeroinitializer)
  %4038 = fadd <8 x float> %4021, %4037
  br label %4039

4039:                                             ; preds = %4022, %4029, %4036, %4020, %4001, %3979
  %4040 = phi <8 x float> [ %4021, %4020 ], [ %3980, %3979 ], [ %4002, %4001 ], [ %4038, %4036 ], [ %4035, %4029 ], [ %4028, %4022 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %4040, ptr nonnull align 1 %3981, <8 x i1> %2549)
  %4041 = load <8 x float>, ptr %2562, align 32
  br i1 %3823, label %4047, label %4042

4042:                                             ; preds = %4039
  %4043 = load float, ptr %2678, align 1
  %4044 = insertelement <8 x float> poison, float %4043, i64 0
  %4045 = shufflevector <8 x float> %4044, <8 x float> poison, <8 x i32> zeroinitializer
  %4046 = fadd <8 x float> %4041, %4045
  br label %4047

4047:                                             ; preds = %4042, %4039
  %4048 = phi <8 x float> [ %4046, %4042 ], [ %4041, %4039 ]
  %4049 = getelementptr inbounds nuw i8, ptr %2685, i64 64
  %4050 = getelementptr inbounds nuw i8, ptr %2690, i64 64
  %4051 = select i1 %3824, ptr null, ptr %4050
  switch i64 %2538, label %506 [
    i64 1, label %4066
    i64 2, label %4059
    i64 3, label %4052
    i64 0, label %4107
  ]

4052:                                             ; preds = %4047
  %4053 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4048)
  %4054 = bitcast <8 x float> %4048 to <8 x i32>
  %4055 = and <8 x i32> %4054, %2352
  %4056 = bitcast <8 x i32> %4055 to <8 x float>
  %4057 = fcmp oeq <8 x float> %4048, %49
  %4058 = select <8 x i1> %4057, <8 x float> %4056, <8 x float> %4053
  br label %4069

4059:                                             ; preds = %4047
  %4060 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4048)
  %4061 = bitcast <8 x float> %4048 to <8 x i32>
  %4062 = or <8 x i32> %4061, %2353
  %4063 = bitcast <8 x i32> %4062 to <8 x float>
  %4064 = fcmp oeq <8 x float> %4048, %52
  %4065 = select <8 x i1> %4064, <8 x float> %4063, <8 x float> %4060
  br label %4069

4066:                                             ; preds = %4047
  %4067 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4051, <8 x i1> %2561, <8 x float> zeroinitializer)
  %4068 = fadd <8 x float> %4048, %4067
  br label %4069

4069:                                             ; preds = %4066, %4059, %4052
  %4070 = phi <8 x float> [ %4068, %4066 ], [ %4065, %4059 ], [ %4058, %4052 ]
  switch i64 %2564, label %506 [
    i64 1, label %4085
    i64 2, label %4078
    i64 3, label %4071
    i64 0, label %4107
  ]

4071:                                             ; preds = %4069
  %4072 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4070)
  %4073 = bitcast <8 x float> %4070 to <8 x i32>
  %4074 = and <8 x i32> %4073, %2352
  %4075 = bitcast <8 x i32> %4074 to <8 x float>
  %4076 = fcmp oeq <8 x float> %4070, %49
  %4077 = select <8 x i1> %4076, <8 x float> %4075, <8 x float> %4072
  br label %4088

4078:                                             ; preds = %4069
  %4079 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4070)
  %4080 = bitcast <8 x float> %4070 to <8 x i32>
  %4081 = or <8 x i32> %4080, %2353
  %4082 = bitcast <8 x i32> %4081 to <8 x float>
  %4083 = fcmp oeq <8 x float> %4070, %52
  %4084 = select <8 x i1> %4083, <8 x float> %4082, <8 x float> %4079
  br label %4088

4085:                                             ; preds = %4069
  %4086 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4051, <8 x i1> %2561, <8 x float> zeroinitializer)
  %4087 = fadd <8 x float> %4070, %4086
  br label %4088

4088:                                             ; preds = %4085, %4078, %4071
  %4089 = phi <8 x float> [ %4087, %4085 ], [ %4084, %4078 ], [ %4077, %4071 ]
  switch i64 %2566, label %506 [
    i64 1, label %4104
    i64 2, label %4097
    i64 3, label %4090
    i64 0, label %4107
  ]

4090:                                             ; preds = %4088
  %4091 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4089)
  %4092 = bitcast <8 x float> %4089 to <8 x i32>
  %4093 = and <8 x i32> %4092, %2352
  %4094 = bitcast <8 x i32> %4093 to <8 x float>
  %4095 = fcmp oeq <8 x float> %4089, %49
  %4096 = select <8 x i1> %4095, <8 x float> %4094, <8 x float> %4091
  br label %4107

4097:                                             ; preds = %4088
  %4098 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4089)
  %4099 = bitcast <8 x float> %4089 to <8 x i32>
  %4100 = or <8 x i32> %4099, %2353
  %4101 = bitcast <8 x i32> %4100 to <8 x float>
  %4102 = fcmp oeq <8 x float> %4089, %52
  %4103 = select <8 x i1> %4102, <8 x float> %4101, <8 x float> %4098
  br label %4107

4104:                                             ; preds = %4088
  %4105 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4051, <8 x i1> %2561, <8 x float> zeroinitializer)
  %4106 = fadd <8 x float> %4089, %4105
  br label %4107

4107:                                             ; preds = %4090, %4097, %4104, %4088, %4069, %4047
  %4108 = phi <8 x float> [ %4089, %4088 ], [ %4048, %4047 ], [ %4070, %4069 ], [ %4106, %4104 ], [ %4103, %4097 ], [ %4096, %4090 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %4108, ptr nonnull align 1 %4049, <8 x i1> %2561)
  %4109 = load <8 x float>, ptr %2574, align 32
  br i1 %3823, label %4115, label %4110

4110:                                             ; preds = %4107
  %4111 = load float, ptr %2678, align 1
  %4112 = insertelement <8 x float> poison, float %4111, i64 0
  %4113 = shufflevector <8 x float> %4112, <8 x float> poison, <8 x i32> zeroinitializer
  %4114 = fadd <8 x float> %4109, %4113
  br label %4115

4115:                                             ; preds = %4110, %4107
  %4116 = phi <8 x float> [ %4114, %4110 ], [ %4109, %4107 ]
  %4117 = getelementptr inbounds nuw i8, ptr %2685, i64 96
  %4118 = getelementptr inbounds nuw i8, ptr %2690, i64 96
  %4119 = select i1 %3824, ptr null, ptr %4118
  switch i64 %2538, label %506 [
    i64 1, label %4134
    i64 2, label %4127
    i64 3, label %4120
    i64 0, label %4175
  ]

4120:                                             ; preds = %4115
  %4121 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4116)
  %4122 = bitcast <8 x float> %4116 to <8 x i32>
  %4123 = and <8 x i32> %4122, %2352
  %4124 = bitcast <8 x i32> %4123 to <8 x float>
  %4125 = fcmp oeq <8 x float> %4116, %49
  %4126 = select <8 x i1> %4125, <8 x float> %4124, <8 x float> %4121
  br label %4137

4127:                                             ; preds = %4115
  %4128 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4116)
  %4129 = bitcast <8 x float> %4116 to <8 x i32>
  %4130 = or <8 x i32> %4129, %2353
  %4131 = bitcast <8 x i32> %4130 to <8 x float>
  %4132 = fcmp oeq <8 x float> %4116, %52
  %4133 = select <8 x i1> %4132, <8 x float> %4131, <8 x float> %4128
  br label %4137

4134:                                             ; preds = %4115
  %4135 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4119, <8 x i1> %2573, <8 x float> zeroinitializer)
  %4136 = fadd <8 x float> %4116, %4135
  br label %4137

4137:                                             ; preds = %4134, %4127, %4120
  %4138 = phi <8 x float> [ %4136, %4134 ], [ %4133, %4127 ], [ %4126, %4120 ]
  switch i64 %2576, label %506 [
    i64 1, label %4153
    i64 2, label %4146
    i64 3, label %4139
    i64 0, label %4175
  ]

4139:                                             ; preds = %4137
  %4140 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4138)
  %4141 = bitcast <8 x float> %4138 to <8 x i32>
  %4142 = and <8 x i32> %4141, %2352
  %4143 = bitcast <8 x i32> %4142 to <8 x float>
  %4144 = fcmp oeq <8 x float> %4138, %49
  %4145 = select <8 x i1> %4144, <8 x float> %4143, <8 x float> %4140
  br label %4156

4146:                                             ; preds = %4137
  %4147 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4138)
  %4148 = bitcast <8 x float> %4138 to <8 x i32>
  %4149 = or <8 x i32> %4148, %2353
  %4150 = bitcast <8 x i32> %4149 to <8 x float>
  %4151 = fcmp oeq <8 x float> %4138, %52
  %4152 = select <8 x i1> %4151, <8 x float> %4150, <8 x float> %4147
  br label %4156

4153:                                             ; preds = %4137
  %4154 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4119, <8 x i1> %2573, <8 x float> zeroinitializer)
  %4155 = fadd <8 x float> %4138, %4154
  br label %4156

4156:                                             ; preds = %4153, %4146, %4139
  %4157 = phi <8 x float> [ %4155, %4153 ], [ %4152, %4146 ], [ %4145, %4139 ]
  switch i64 %2578, label %506 [
    i64 1, label %4172
    i64 2, label %4165
    i64 3, label %4158
    i64 0, label %4175
  ]

4158:                                             ; preds = %4156
  %4159 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4157)
  %4160 = bitcast <8 x float> %4157 to <8 x i32>
  %4161 = and <8 x i32> %4160, %2352
  %4162 = bitcast <8 x i32> %4161 to <8 x float>
  %4163 = fcmp oeq <8 x float> %4157, %49
  %4164 = select <8 x i1> %4163, <8 x float> %4162, <8 x float> %4159
  br label %4175

4165:                                             ; preds = %4156
  %4166 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4157)
  %4167 = bitcast <8 x float> %4157 to <8 x i32>
  %4168 = or <8 x i32> %4167, %2353
  %4169 = bitcast <8 x i32> %4168 to <8 x float>
  %4170 = fcmp oeq <8 x float> %4157, %52
  %4171 = select <8 x i1> %4170, <8 x float> %4169, <8 x float> %4166
  br label %4175

4172:                                             ; preds = %4156
  %4173 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4119, <8 x i1> %2573, <8 x float> zeroinitializer)
  %4174 = fadd <8 x float> %4157, %4173
  br label %4175

4175:                                             ; preds = %4158, %4165, %4172, %4156, %4137, %4115
  %4176 = phi <8 x float> [ %4157, %4156 ], [ %4116, %4115 ], [ %4138, %4137 ], [ %4174, %4172 ], [ %4171, %4165 ], [ %4164, %4158 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %4176, ptr nonnull align 1 %4117, <8 x i1> %2573)
  %4177 = load <8 x float>, ptr %2537, align 32
  br i1 %3823, label %4183, label %4178

4178:                                             ; preds = %4175
  %4179 = load float, ptr %2678, align 1
  %4180 = insertelement <8 x float> poison, float %4179, i64 0
  %4181 = shufflevector <8 x float> %4180, <8 x float> poison, <8 x i32> zeroinitializer
  %4182 = fadd <8 x float> %4177, %4181
  br label %4183

4183:                                             ; preds = %4178, %4175
  %4184 = phi <8 x float> [ %4182, %4178 ], [ %4177, %4175 ]
  %4185 = getelementptr inbounds float, ptr %2685, i64 %9
  %4186 = getelementptr inbounds float, ptr %2690, i64 %9
  %4187 = select i1 %3824, ptr null, ptr %4186
  switch i64 %2538, label %506 [
    i64 1, label %4202
    i64 2, label %4195
    i64 3, label %4188
    i64 0, label %4243
  ]

4188:                                             ; preds = %4183
  %4189 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4184)
  %4190 = bitcast <8 x float> %4184 to <8 x i32>
  %4191 = and <8 x i32> %4190, %2352
  %4192 = bitcast <8 x i32> %4191 to <8 x float>
  %4193 = fcmp oeq <8 x float> %4184, %49
  %4194 = select <8 x i1> %4193, <8 x float> %4192, <8 x float> %4189
  br label %4205

4195:                                             ; preds = %4183
  %4196 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4184)
  %4197 = bitcast <8 x float> %4184 to <8 x i32>
  %4198 = or <8 x i32> %4197, %2353
  %4199 = bitcast <8 x i32> %4198 to <8 x float>
  %4200 = fcmp oeq <8 x float> %4184, %52
  %4201 = select <8 x i1> %4200, <8 x float> %4199, <8 x float> %4196
  br label %4205

4202:                                             ; preds = %4183
  %4203 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4187, <8 x i1> %2359, <8 x float> zeroinitializer)
  %4204 = fadd <8 x float> %4184, %4203
  br label %4205

4205:                                             ; preds = %4202, %4195, %4188
  %4206 = phi <8 x float> [ %4204, %4202 ], [ %4201, %4195 ], [ %4194, %4188 ]
  switch i64 %2580, label %506 [
    i64 1, label %4221
    i64 2, label %4214
    i64 3, label %4207
    i64 0, label %4243
  ]

4207:                                             ; preds = %4205
  %4208 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4206)
  %4209 = bitcast <8 x float> %4206 to <8 x i32>
  %4210 = and <8 x i32> %4209, %2352
  %4211 = bitcast <8 x i32> %4210 to <8 x float>
  %4212 = fcmp oeq <8 x float> %4206, %49
  %4213 = select <8 x i1> %4212, <8 x float> %4211, <8 x float> %4208
  br label %4224

4214:                                             ; preds = %4205
  %4215 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4206)
  %4216 = bitcast <8 x float> %4206 to <8 x i32>
  %4217 = or <8 x i32> %4216, %2353
  %4218 = bitcast <8 x i32> %4217 to <8 x float>
  %4219 = fcmp oeq <8 x float> %4206, %52
  %4220 = select <8 x i1> %4219, <8 x float> %4218, <8 x float> %4215
  br label %4224

4221:                                             ; preds = %4205
  %4222 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4187, <8 x i1> %2359, <8 x float> zeroinitializer)
  %4223 = fadd <8 x float> %4206, %4222
  br label %4224

4224:                                             ; preds = %4221, %4214, %4207
  %4225 = phi <8 x float> [ %4223, %4221 ], [ %4220, %4214 ], [ %4213, %4207 ]
  switch i64 %2582, label %506 [
    i64 1, label %4240
    i64 2, label %4233
    i64 3, label %4226
    i64 0, label %4243
  ]

4226:                                             ; preds = %4224
  %4227 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4225)
  %4228 = bitcast <8 x float> %4225 to <8 x i32>
  %4229 = and <8 x i32> %4228, %2352
  %4230 = bitcast <8 x i32> %4229 to <8 x float>
  %4231 = fcmp oeq <8 x float> %4225, %49
  %4232 = select <8 x i1> %4231, <8 x float> %4230, <8 x float> %4227
  br label %4243

4233:                                             ; preds = %4224
  %4234 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4225)
  %4235 = bitcast <8 x float> %4225 to <8 x i32>
  %4236 = or <8 x i32> %4235, %2353
  %4237 = bitcast <8 x i32> %4236 to <8 x float>
  %4238 = fcmp oeq <8 x float> %4225, %52
  %4239 = select <8 x i1> %4238, <8 x float> %4237, <8 x float> %4234
  br label %4243

4240:                                             ; preds = %4224
  %4241 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4187, <8 x i1> %2359, <8 x float> zeroinitializer)
  %4242 = fadd <8 x float> %4225, %4241
  br label %4243

4243:                                             ; preds = %4226, %4233, %4240, %4224, %4205, %4183
  %4244 = phi <8 x float> [ %4225, %4224 ], [ %4184, %4183 ], [ %4206, %4205 ], [ %4242, %4240 ], [ %4239, %4233 ], [ %4232, %4226 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %4244, ptr align 1 %4185, <8 x i1> %2359)
  %4245 = load <8 x float>, ptr %2584, align 32
  br i1 %3823, label %4251, label %4246

4246:                                             ; preds = %4243
  %4247 = load float, ptr %2678, align 1
  %4248 = insertelement <8 x float> poison, float %4247, i64 0
  %4249 = shufflevector <8 x float> %4248, <8 x float> poison, <8 x i32> zeroinitializer
  %4250 = fadd <8 x float> %4245, %4249
  br label %4251

4251:                                             ; preds = %4246, %4243
  %4252 = phi <8 x float> [ %4250, %4246 ], [ %4245, %4243 ]
  %4253 = getelementptr inbounds float, ptr %2685, i64 %2583
  %4254 = getelementptr inbounds float, ptr %2690, i64 %2583
  %4255 = select i1 %3824, ptr null, ptr %4254
  switch i64 %2538, label %506 [
    i64 1, label %4270
    i64 2, label %4263
    i64 3, label %4256
    i64 0, label %4311
  ]

4256:                                             ; preds = %4251
  %4257 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4252)
  %4258 = bitcast <8 x float> %4252 to <8 x i32>
  %4259 = and <8 x i32> %4258, %2352
  %4260 = bitcast <8 x i32> %4259 to <8 x float>
  %4261 = fcmp oeq <8 x float> %4252, %49
  %4262 = select <8 x i1> %4261, <8 x float> %4260, <8 x float> %4257
  br label %4273

4263:                                             ; preds = %4251
  %4264 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4252)
  %4265 = bitcast <8 x float> %4252 to <8 x i32>
  %4266 = or <8 x i32> %4265, %2353
  %4267 = bitcast <8 x i32> %4266 to <8 x float>
  %4268 = fcmp oeq <8 x float> %4252, %52
  %4269 = select <8 x i1> %4268, <8 x float> %4267, <8 x float> %4264
  br label %4273

4270:                                             ; preds = %4251
  %4271 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4255, <8 x i1> %2549, <8 x float> zeroinitializer)
  %4272 = fadd <8 x float> %4252, %4271
  br label %4273

4273:                                             ; preds = %4270, %4263, %4256
  %4274 = phi <8 x float> [ %4272, %4270 ], [ %4269, %4263 ], [ %4262, %4256 ]
  switch i64 %2586, label %506 [
    i64 1, label %4289
    i64 2, label %4282
    i64 3, label %4275
    i64 0, label %4311
  ]

4275:                                             ; preds = %4273
  %4276 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4274)
  %4277 = bitcast <8 x float> %4274 to <8 x i32>
  %4278 = and <8 x i32> %4277, %2352
  %4279 = bitcast <8 x i32> %4278 to <8 x float>
  %4280 = fcmp oeq <8 x float> %4274, %49
  %4281 = select <8 x i1> %4280, <8 x float> %4279, <8 x float> %4276
  br label %4292

4282:                                             ; preds = %4273
  %4283 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4274)
  %4284 = bitcast <8 x float> %4274 to <8 x i32>
  %4285 = or <8 x i32> %4284, %2353
  %4286 = bitcast <8 x i32> %4285 to <8 x float>
  %4287 = fcmp oeq <8 x float> %4274, %52
  %4288 = select <8 x i1> %4287, <8 x float> %4286, <8 x float> %4283
  br label %4292

4289:                                             ; preds = %4273
  %4290 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4255, <8 x i1> %2549, <8 x float> zeroinitializer)
  %4291 = fadd <8 x float> %4274, %4290
  br label %4292

4292:                                             ; preds = %4289, %4282, %4275
  %4293 = phi <8 x float> [ %4291, %4289 ], [ %4288, %4282 ], [ %4281, %4275 ]
  switch i64 %2588, label %506 [
    i64 1, label %4308
    i64 2, label %4301
    i64 3, label %4294
    i64 0, label %4311
  ]

4294:                                             ; preds = %4292
  %4295 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4293)
  %4296 = bitcast <8 x float> %4293 to <8 x i32>
  %4297 = and <8 x i32> %4296, %2352
  %4298 = bitcast <8 x i32> %4297 to <8 x float>
  %4299 = fcmp oeq <8 x float> %4293, %49
  %4300 = select <8 x i1> %4299, <8 x float> %4298, <8 x float> %4295
  br label %4311

4301:                                             ; preds = %4292
  %4302 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4293)
  %4303 = bitcast <8 x float> %4293 to <8 x i32>
  %4304 = or <8 x i32> %4303, %2353
  %4305 = bitcast <8 x i32> %4304 to <8 x float>
  %4306 = fcmp oeq <8 x float> %4293, %52
  %4307 = select <8 x i1> %4306, <8 x float> %4305, <8 x float> %4302
  br label %4311

4308:                                             ; preds = %4292
  %4309 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4255, <8 x i1> %2549, <8 x float> zeroinitializer)
  %4310 = fadd <8 x float> %4293, %4309
  br label %4311

4311:                                             ; preds = %4294, %4301, %4308, %4292, %4273, %4251
  %4312 = phi <8 x float> [ %4293, %4292 ], [ %4252, %4251 ], [ %4274, %4273 ], [ %4310, %4308 ], [ %4307, %4301 ], [ %4300, %4294 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %4312, ptr align 1 %4253, <8 x i1> %2549)
  %4313 = load <8 x float>, ptr %2590, align 32
  br i1 %3823, label %4319, label %4314

4314:                                             ; preds = %4311
  %4315 = load float, ptr %2678, align 1
  %4316 = insertelement <8 x float> poison, float %4315, i64 0
  %4317 = shufflevector <8 x float> %4316, <8 x float> poison, <8 x i32> zeroinitializer
  %4318 = fadd <8 x float> %4313, %4317
  br label %4319

4319:                                             ; preds = %4314, %4311
  %4320 = phi <8 x float> [ %4318, %4314 ], [ %4313, %4311 ]
  %4321 = getelementptr inbounds float, ptr %2685, i64 %2589
  %4322 = getelementptr inbounds float, ptr %2690, i64 %2589
  %4323 = select i1 %3824, ptr null, ptr %4322
  switch i64 %2538, label %506 [
    i64 1, label %4338
    i64 2, label %4331
    i64 3, label %4324
    i64 0, label %4379
  ]

4324:                                             ; preds = %4319
  %4325 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4320)
  %4326 = bitcast <8 x float> %4320 to <8 x i32>
  %4327 = and <8 x i32> %4326, %2352
  %4328 = bitcast <8 x i32> %4327 to <8 x float>
  %4329 = fcmp oeq <8 x float> %4320, %49
  %4330 = select <8 x i1> %4329, <8 x float> %4328, <8 x float> %4325
  br label %4341

4331:                                             ; preds = %4319
  %4332 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4320)
  %4333 = bitcast <8 x float> %4320 to <8 x i32>
  %4334 = or <8 x i32> %4333, %2353
  %4335 = bitcast <8 x i32> %4334 to <8 x float>
  %4336 = fcmp oeq <8 x float> %4320, %52
  %4337 = select <8 x i1> %4336, <8 x float> %4335, <8 x float> %4332
  br label %4341

4338:                                             ; preds = %4319
  %4339 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4323, <8 x i1> %2561, <8 x float> zeroinitializer)
  %4340 = fadd <8 x float> %4320, %4339
  br label %4341

4341:                                             ; preds = %4338, %4331, %4324
  %4342 = phi <8 x float> [ %4340, %4338 ], [ %4337, %4331 ], [ %4330, %4324 ]
  switch i64 %2592, label %506 [
    i64 1, label %4357
    i64 2, label %4350
    i64 3, label %4343
    i64 0, label %4379
  ]

4343:                                             ; preds = %4341
  %4344 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4342)
  %4345 = bitcast <8 x float> %4342 to <8 x i32>
  %4346 = and <8 x i32> %4345, %2352
  %4347 = bitcast <8 x i32> %4346 to <8 x float>
  %4348 = fcmp oeq <8 x float> %4342, %49
  %4349 = select <8 x i1> %4348, <8 x float> %4347, <8 x float> %4344
  br label %4360

4350:                                             ; preds = %4341
  %4351 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4342)
  %4352 = bitcast <8 x float> %4342 to <8 x i32>
  %4353 = or <8 x i32> %4352, %2353
  %4354 = bitcast <8 x i32> %4353 to <8 x float>
  %4355 = fcmp oeq <8 x float> %4342, %52
  %4356 = select <8 x i1> %4355, <8 x float> %4354, <8 x float> %4351
  br label %4360

4357:                                             ; preds = %4341
  %4358 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4323, <8 x i1> %2561, <8 x float> zeroinitializer)
  %4359 = fadd <8 x float> %4342, %4358
  br label %4360

4360:                                             ; preds = %4357, %4350, %4343
  %4361 = phi <8 x float> [ %4359, %4357 ], [ %4356, %4350 ], [ %4349, %4343 ]
  switch i64 %2594, label %506 [
    i64 1, label %4376
    i64 2, label %4369
    i64 3, label %4362
    i64 0, label %4379
  ]

4362:                                             ; preds = %4360
  %4363 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4361)
  %4364 = bitcast <8 x float> %4361 to <8 x i32>
  %4365 = and <8 x i32> %4364, %2352
  %4366 = bitcast <8 x i32> %4365 to <8 x float>
  %4367 = fcmp oeq <8 x float> %4361, %49
  %4368 = select <8 x i1> %4367, <8 x float> %4366, <8 x float> %4363
  br label %4379

4369:                                             ; preds = %4360
  %4370 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4361)
  %4371 = bitcast <8 x float> %4361 to <8 x i32>
  %4372 = or <8 x i32> %4371, %2353
  %4373 = bitcast <8 x i32> %4372 to <8 x float>
  %4374 = fcmp oeq <8 x float> %4361, %52
  %4375 = select <8 x i1> %4374, <8 x float> %4373, <8 x float> %4370
  br label %4379

4376:                                             ; preds = %4360
  %4377 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4323, <8 x i1> %2561, <8 x float> zeroinitializer)
  %4378 = fadd <8 x float> %4361, %4377
  br label %4379

4379:                                             ; preds = %4362, %4369, %4376, %4360, %4341, %4319
  %4380 = phi <8 x float> [ %4361, %4360 ], [ %4320, %4319 ], [ %4342, %4341 ], [ %4378, %4376 ], [ %4375, %4369 ], [ %4368, %4362 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %4380, ptr align 1 %4321, <8 x i1> %2561)
  %4381 = load <8 x float>, ptr %2596, align 32
  br i1 %3823, label %4387, label %4382

4382:                                             ; preds = %4379
  %4383 = load float, ptr %2678, align 1
  %4384 = insertelement <8 x float> poison, float %4383, i64 0
  %4385 = shufflevector <8 x float> %4384, <8 x float> poison, <8 x i32> zeroinitializer
  %4386 = fadd <8 x float> %4381, %4385
  br label %4387

4387:                                             ; preds = %4382, %4379
  %4388 = phi <8 x float> [ %4386, %4382 ], [ %4381, %4379 ]
  %4389 = getelementptr inbounds float, ptr %2685, i64 %2595
  %4390 = getelementptr inbounds float, ptr %2690, i64 %2595
  %4391 = select i1 %3824, ptr null, ptr %4390
  switch i64 %2538, label %506 [
    i64 1, label %4406
    i64 2, label %4399
    i64 3, label %4392
    i64 0, label %4447
  ]

4392:                                             ; preds = %4387
  %4393 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4388)
  %4394 = bitcast <8 x float> %4388 to <8 x i32>
  %4395 = and <8 x i32> %4394, %2352
  %4396 = bitcast <8 x i32> %4395 to <8 x float>
  %4397 = fcmp oeq <8 x float> %4388, %49
  %4398 = select <8 x i1> %4397, <8 x float> %4396, <8 x float> %4393
  br label %4409

4399:                                             ; preds = %4387
  %4400 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4388)
  %4401 = bitcast <8 x float> %4388 to <8 x i32>
  %4402 = or <8 x i32> %4401, %2353
  %4403 = bitcast <8 x i32> %4402 to <8 x float>
  %4404 = fcmp oeq <8 x float> %4388, %52
  %4405 = select <8 x i1> %4404, <8 x float> %4403, <8 x float> %4400
  br label %4409

4406:                                             ; preds = %4387
  %4407 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4391, <8 x i1> %2573, <8 x float> zeroinitializer)
  %4408 = fadd <8 x float> %4388, %4407
  br label %4409

4409:                                             ; preds = %4406, %4399, %4392
  %4410 = phi <8 x float> [ %4408, %4406 ], [ %4405, %4399 ], [ %4398, %4392 ]
  switch i64 %2598, label %506 [
    i64 1, label %4425
    i64 2, label %4418
    i64 3, label %4411
    i64 0, label %4447
  ]

4411:                                             ; preds = %4409
  %4412 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4410)
  %4413 = bitcast <8 x float> %4410 to <8 x i32>
  %4414 = and <8 x i32> %4413, %2352
  %4415 = bitcast <8 x i32> %4414 to <8 x float>
  %4416 = fcmp oeq <8 x float> %4410, %49
  %4417 = select <8 x i1> %4416, <8 x float> %4415, <8 x float> %4412
  br label %4428

4418:                                             ; preds = %4409
  %4419 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4410)
  %4420 = bitcast <8 x float> %4410 to <8 x i32>
  %4421 = or <8 x i32> %4420, %2353
  %4422 = bitcast <8 x i32> %4421 to <8 x float>
  %4423 = fcmp oeq <8 x float> %4410, %52
  %4424 = select <8 x i1> %4423, <8 x float> %4422, <8 x float> %4419
  br label %4428

4425:                                             ; preds = %4409
  %4426 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4391, <8 x i1> %2573, <8 x float> zeroinitializer)
  %4427 = fadd <8 x float> %4410, %4426
  br label %4428

4428:                                             ; preds = %4425, %4418, %4411
  %4429 = phi <8 x float> [ %4427, %4425 ], [ %4424, %4418 ], [ %4417, %4411 ]
  switch i64 %2600, label %506 [
    i64 1, label %4444
    i64 2, label %4437
    i64 3, label %4430
    i64 0, label %4447
  ]

4430:                                             ; preds = %4428
  %4431 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4429)
  %4432 = bitcast <8 x float> %4429 to <8 x i32>
  %4433 = and <8 x i32> %4432, %2352
  %4434 = bitcast <8 x i32> %4433 to <8 x float>
  %4435 = fcmp oeq <8 x float> %4429, %49
  %4436 = select <8 x i1> %4435, <8 x float> %4434, <8 x float> %4431
  br label %4447

4437:                                             ; preds = %4428
  %4438 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4429)
  %4439 = bitcast <8 x float> %4429 to <8 x i32>
  %4440 = or <8 x i32> %4439, %2353
  %4441 = bitcast <8 x i32> %4440 to <8 x float>
  %4442 = fcmp oeq <8 x float> %4429, %52
  %4443 = select <8 x i1> %4442, <8 x float> %4441, <8 x float> %4438
  br label %4447

4444:                                             ; preds = %4428
  %4445 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4391, <8 x i1> %2573, <8 x float> zeroinitializer)
  %4446 = fadd <8 x float> %4429, %4445
  br label %4447

4447:                                             ; preds = %4430, %4437, %4444, %4428, %4409, %4387
  %4448 = phi <8 x float> [ %4429, %4428 ], [ %4388, %4387 ], [ %4410, %4409 ], [ %4446, %4444 ], [ %4443, %4437 ], [ %4436, %4430 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %4448, ptr align 1 %4389, <8 x i1> %2573)
  call void @llvm.lifetime.end.p0(ptr nonnull %29)
  br label %7929

4449:                                             ; preds = %2698, %7926
  %4450 = phi i64 [ 0, %2698 ], [ %7927, %7926 ]
  %4451 = sub nsw i64 %2289, %4450
  %4452 = icmp sgt i64 %4451, 7
  %4453 = trunc i64 %4451 to i32
  %4454 = select i1 %4452, i32 8, i32 %4453
  switch i32 %4454, label %7926 [
    i32 1, label %4455
    i32 2, label %4600
    i32 3, label %4864
    i32 4, label %5246
    i32 5, label %5628
    i32 6, label %6087
    i32 7, label %6623
    i32 8, label %7236
  ]

4455:                                             ; preds = %4449
  %4456 = shl nsw i64 %4450, 3
  br i1 %2349, label %4459, label %4457

4457:                                             ; preds = %4455
  %4458 = sub nsw i64 %9, %4456
  br label %4464

4459:                                             ; preds = %4455
  %4460 = sub i64 %4456, %17
  %4461 = mul nsw i64 %4450, %11
  %4462 = getelementptr <4 x i64>, ptr %2336, i64 %4461
  %4463 = sub nsw i64 %9, %4456
  br label %4476

4464:                                             ; preds = %4491, %4457
  %4465 = phi i64 [ %4458, %4457 ], [ %4463, %4491 ]
  %4466 = phi <8 x float> [ zeroinitializer, %4457 ], [ %4492, %4491 ]
  %4467 = icmp sgt i64 %4465, 7
  %4468 = trunc i64 %4465 to i32
  %4469 = select i1 %4467, i32 8, i32 %4468
  %4470 = insertelement <8 x i32> poison, i32 %4469, i64 0
  %4471 = shufflevector <8 x i32> %4470, <8 x i32> poison, <8 x i32> zeroinitializer
  %4472 = icmp sgt <8 x i32> %4471, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4473 = getelementptr inbounds nuw float, ptr %2685, i64 %4456
  %4474 = getelementptr inbounds nuw float, ptr %2690, i64 %4456
  %4475 = select i1 %2700, ptr null, ptr %4474
  br i1 %2699, label %4541, label %4536

4476:                                             ; preds = %4459, %4491
  %4477 = phi <8 x float> [ zeroinitializer, %4459 ], [ %4492, %4491 ]
  %4478 = phi i64 [ 0, %4459 ], [ %4493, %4491 ]
  %4479 = mul nsw i64 %4478, %14
  %4480 = sub i64 %4479, %16
  %4481 = add i64 %4480, %2708
  %4482 = icmp slt i64 %4481, 0
  %4483 = icmp sge i64 %4481, %6
  %4484 = or i1 %4482, %4483
  %4485 = select i1 %4484, i64 0, i64 %4481
  %4486 = mul nsw i64 %4485, %7
  %4487 = getelementptr inbounds float, ptr %2675, i64 %4486
  br i1 %2350, label %4488, label %4491

4488:                                             ; preds = %4476
  %4489 = mul nuw nsw i64 %4478, %11
  %4490 = getelementptr inbounds nuw float, ptr %2677, i64 %4489
  br label %4495

4491:                                             ; preds = %4527, %4476
  %4492 = phi <8 x float> [ %4477, %4476 ], [ %4533, %4527 ]
  %4493 = add nuw nsw i64 %4478, 1
  %4494 = icmp eq i64 %4493, %10
  br i1 %4494, label %4464, label %4476

4495:                                             ; preds = %4488, %4527
  %4496 = phi <8 x float> [ %4477, %4488 ], [ %4533, %4527 ]
  %4497 = phi i64 [ 0, %4488 ], [ %4534, %4527 ]
  %4498 = getelementptr inbounds nuw float, ptr %4490, i64 %4497
  %4499 = load float, ptr %4498, align 1
  %4500 = insertelement <8 x float> poison, float %4499, i64 0
  %4501 = shufflevector <8 x float> %4500, <8 x float> poison, <8 x i32> zeroinitializer
  %4502 = mul nsw i64 %4497, %15
  %4503 = add i64 %4460, %4502
  %4504 = icmp slt i64 %4503, 0
  %4505 = sub nsw i64 0, %4503
  %4506 = select i1 %4504, i64 %4505, i64 0
  %4507 = sub nsw i64 %7, %4503
  %4508 = call i64 @llvm.smin.i64(i64 %4507, i64 %4463)
  %4509 = call i64 @llvm.smin.i64(i64 %4508, i64 8)
  %4510 = icmp sgt i64 %4509, %4506
  %4511 = trunc i64 %4506 to i32
  %4512 = select i1 %4510, i32 %4511, i32 0
  %4513 = insertelement <8 x i32> poison, i32 %4512, i64 0
  %4514 = shufflevector <8 x i32> %4513, <8 x i32> poison, <8 x i32> zeroinitializer
  %4515 = icmp slt <8 x i32> %4514, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %4516 = trunc i64 %4509 to i32
  %4517 = select i1 %4510, i32 %4516, i32 0
  %4518 = insertelement <8 x i32> poison, i32 %4517, i64 0
  %4519 = shufflevector <8 x i32> %4518, <8 x i32> poison, <8 x i32> zeroinitializer
  %4520 = icmp sgt <8 x i32> %4519, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4521 = and <8 x i1> %4520, %4515
  %4522 = sext <8 x i1> %4521 to <8 x i32>
  %4523 = bitcast <8 x i32> %4522 to <4 x i64>
  br i1 %2351, label %4527, label %4524

4524:                                             ; preds = %4495
  %4525 = getelementptr <4 x i64>, ptr %4462, i64 %4497
  %4526 = load <4 x i64>, ptr %4525, align 32
  br label %4527

4527:                                             ; preds = %4495, %4524
  %4528 = phi <4 x i64> [ %4526, %4524 ], [ %4523, %4495 ]
  %4529 = getelementptr inbounds float, ptr %4487, i64 %4503
  %4530 = select i1 %4484, <4 x i64> zeroinitializer, <4 x i64> %4528
  %4531 = bitcast <4 x i64> %4530 to <8 x i32>
  %4532 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %4529, <8 x i32> %4531)
  %4533 = call <8 x float> @llvm.fma.v8f32(<8 x float> %4532, <8 x float> %4501, <8 x float> %4496)
  %4534 = add nuw nsw i64 %4497, 1
  %4535 = icmp eq i64 %4534, %11
  br i1 %4535, label %4491, label %4495

4536:                                             ; preds = %4464
  %4537 = load float, ptr %2678, align 1
  %4538 = insertelement <8 x float> poison, float %4537, i64 0
  %4539 = shufflevector <8 x float> %4538, <8 x float> poison, <8 x i32> zeroinitializer
  %4540 = fadd <8 x float> %4466, %4539
  br label %4541

4541:                                             ; preds = %4536, %4464
  %4542 = phi <8 x float> [ %4540, %4536 ], [ %4466, %4464 ]
  switch i64 %2532, label %506 [
    i64 1, label %4543
    i64 2, label %4546
    i64 3, label %4553
    i64 0, label %4598
  ]

4543:                                             ; preds = %4541
  %4544 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4475, <8 x i1> %4472, <8 x float> zeroinitializer)
  %4545 = fadd <8 x float> %4542, %4544
  br label %4560

4546:                                             ; preds = %4541
  %4547 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4542)
  %4548 = bitcast <8 x float> %4542 to <8 x i32>
  %4549 = or <8 x i32> %4548, %2353
  %4550 = bitcast <8 x i32> %4549 to <8 x float>
  %4551 = fcmp oeq <8 x float> %4542, %52
  %4552 = select <8 x i1> %4551, <8 x float> %4550, <8 x float> %4547
  br label %4560

4553:                                             ; preds = %4541
  %4554 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4542)
  %4555 = bitcast <8 x float> %4542 to <8 x i32>
  %4556 = and <8 x i32> %4555, %2352
  %4557 = bitcast <8 x i32> %4556 to <8 x float>
  %4558 = fcmp oeq <8 x float> %4542, %49
  %4559 = select <8 x i1> %4558, <8 x float> %4557, <8 x float> %4554
  br label %4560

4560:                                             ; preds = %4553, %4546, %4543
  %4561 = phi <8 x float> [ %4545, %4543 ], [ %4552, %4546 ], [ %4559, %4553 ]
  switch i64 %2534, label %506 [
    i64 1, label %4576
    i64 2, label %4569
    i64 3, label %4562
    i64 0, label %4598
  ]

4562:                                             ; preds = %4560
  %4563 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4561)
  %4564 = bitcast <8 x float> %4561 to <8 x i32>
  %4565 = and <8 x i32> %4564, %2352
  %4566 = bitcast <8 x i32> %4565 to <8 x float>
  %4567 = fcmp oeq <8 x float> %4561, %49
  %4568 = select <8 x i1> %4567, <8 x float> %4566, <8 x float> %4563
  br label %4579

4569:                                             ; preds = %4560
  %4570 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4561)
  %4571 = bitcast <8 x float> %4561 to <8 x i32>
  %4572 = or <8 x i32> %4571, %2353
  %4573 = bitcast <8 x i32> %4572 to <8 x float>
  %4574 = fcmp oeq <8 x float> %4561, %52
  %4575 = select <8 x i1> %4574, <8 x float> %4573, <8 x float> %4570
  br label %4579

4576:                                             ; preds = %4560
  %4577 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4475, <8 x i1> %4472, <8 x float> zeroinitializer)
  %4578 = fadd <8 x float> %4561, %4577
  br label %4579

4579:                                             ; preds = %4576, %4569, %4562
  %4580 = phi <8 x float> [ %4578, %4576 ], [ %4575, %4569 ], [ %4568, %4562 ]
  switch i64 %2536, label %506 [
    i64 1, label %4595
    i64 2, label %4588
    i64 3, label %4581
    i64 0, label %4598
  ]

4581:                                             ; preds = %4579
  %4582 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4580)
  %4583 = bitcast <8 x float> %4580 to <8 x i32>
  %4584 = and <8 x i32> %4583, %2352
  %4585 = bitcast <8 x i32> %4584 to <8 x float>
  %4586 = fcmp oeq <8 x float> %4580, %49
  %4587 = select <8 x i1> %4586, <8 x float> %4585, <8 x float> %4582
  br label %4598

4588:                                             ; preds = %4579
  %4589 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4580)
  %4590 = bitcast <8 x float> %4580 to <8 x i32>
  %4591 = or <8 x i32> %4590, %2353
  %4592 = bitcast <8 x i32> %4591 to <8 x float>
  %4593 = fcmp oeq <8 x float> %4580, %52
  %4594 = select <8 x i1> %4593, <8 x float> %4592, <8 x float> %4589
  br label %4598

4595:                                             ; preds = %4579
  %4596 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4475, <8 x i1> %4472, <8 x float> zeroinitializer)
  %4597 = fadd <8 x float> %4580, %4596
  br label %4598

4598:                                             ; preds = %4581, %4588, %4595, %4579, %4560, %4541
  %4599 = phi <8 x float> [ %4580, %4579 ], [ %4542, %4541 ], [ %4561, %4560 ], [ %4597, %4595 ], [ %4594, %4588 ], [ %4587, %4581 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %4599, ptr align 1 %4473, <8 x i1> %4472)
  br label %7926

4600:                                             ; preds = %4449
  br i1 %2349, label %4601, label %4710

4601:                                             ; preds = %4600
  %4602 = shl nsw i64 %4450, 3
  %4603 = mul nuw nsw i64 %4450, %11
  %4604 = or disjoint i64 %4450, 1
  %4605 = shl nsw i64 %4604, 3
  %4606 = mul nuw nsw i64 %4604, %11
  %4607 = sub nsw i64 %9, %4602
  %4608 = shl i64 %4450, 3
  %4609 = or disjoint i64 %4608, 8
  %4610 = sub nsw i64 %9, %4609
  br label %4611

4611:                                             ; preds = %4601, %4627
  %4612 = phi <8 x float> [ zeroinitializer, %4601 ], [ %4628, %4627 ]
  %4613 = phi <8 x float> [ zeroinitializer, %4601 ], [ %4629, %4627 ]
  %4614 = phi i64 [ 0, %4601 ], [ %4630, %4627 ]
  %4615 = mul nsw i64 %4614, %14
  %4616 = sub i64 %4615, %16
  %4617 = add i64 %4616, %2707
  %4618 = icmp slt i64 %4617, 0
  %4619 = icmp sge i64 %4617, %6
  %4620 = or i1 %4618, %4619
  %4621 = select i1 %4620, i64 0, i64 %4617
  %4622 = mul nsw i64 %4621, %7
  %4623 = getelementptr inbounds float, ptr %2675, i64 %4622
  br i1 %2350, label %4624, label %4627

4624:                                             ; preds = %4611
  %4625 = mul nuw nsw i64 %4614, %11
  %4626 = getelementptr inbounds nuw float, ptr %2677, i64 %4625
  br label %4632

4627:                                             ; preds = %4699, %4611
  %4628 = phi <8 x float> [ %4612, %4611 ], [ %4701, %4699 ]
  %4629 = phi <8 x float> [ %4613, %4611 ], [ %4707, %4699 ]
  %4630 = add nuw nsw i64 %4614, 1
  %4631 = icmp eq i64 %4630, %10
  br i1 %4631, label %4710, label %4611

4632:                                             ; preds = %4624, %4699
  %4633 = phi <8 x float> [ %4612, %4624 ], [ %4701, %4699 ]
  %4634 = phi <8 x float> [ %4613, %4624 ], [ %4707, %4699 ]
  %4635 = phi i64 [ 0, %4624 ], [ %4708, %4699 ]
  %4636 = getelementptr inbounds nuw float, ptr %4626, i64 %4635
  %4637 = load float, ptr %4636, align 1
  %4638 = insertelement <8 x float> poison, float %4637, i64 0
  %4639 = shufflevector <8 x float> %4638, <8 x float> poison, <8 x i32> zeroinitializer
  %4640 = mul nsw i64 %4635, %15
  %4641 = sub i64 %4640, %17
  %4642 = add i64 %4641, %4602
  br i1 %2351, label %4655, label %4643

4643:                                             ; preds = %4632
  %4644 = getelementptr <4 x i64>, ptr %2336, i64 %4635
  %4645 = getelementptr <4 x i64>, ptr %4644, i64 %4603
  %4646 = load <4 x i64>, ptr %4645, align 32
  %4647 = getelementptr inbounds float, ptr %4623, i64 %4642
  %4648 = select i1 %4620, <4 x i64> zeroinitializer, <4 x i64> %4646
  %4649 = bitcast <4 x i64> %4648 to <8 x i32>
  %4650 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %4647, <8 x i32> %4649)
  %4651 = call <8 x float> @llvm.fma.v8f32(<8 x float> %4650, <8 x float> %4639, <8 x float> %4633)
  %4652 = add i64 %4641, %4605
  %4653 = getelementptr <4 x i64>, ptr %4644, i64 %4606
  %4654 = load <4 x i64>, ptr %4653, align 32
  br label %4699

4655:                                             ; preds = %4632
  %4656 = icmp slt i64 %4642, 0
  %4657 = sub nsw i64 0, %4642
  %4658 = select i1 %4656, i64 %4657, i64 0
  %4659 = sub nsw i64 %7, %4642
  %4660 = call i64 @llvm.smin.i64(i64 %4659, i64 %4607)
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
  %4674 = getelementptr inbounds float, ptr %4623, i64 %4642
  %4675 = select i1 %4620, <8 x i1> zeroinitializer, <8 x i1> %4673
  %4676 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4674, <8 x i1> %4675, <8 x float> zeroinitializer)
  %4677 = call <8 x float> @llvm.fma.v8f32(<8 x float> %4676, <8 x float> %4639, <8 x float> %4633)
  %4678 = add i64 %4641, %4609
  %4679 = icmp slt i64 %4678, 0
  %4680 = sub nsw i64 0, %4678
  %4681 = select i1 %4679, i64 %4680, i64 0
  %4682 = sub nsw i64 %7, %4678
  %4683 = call i64 @llvm.smin.i64(i64 %4682, i64 %4610)
  %4684 = call i64 @llvm.smin.i64(i64 %4683, i64 8)
  %4685 = icmp sgt i64 %4684, %4681
  %4686 = trunc i64 %4681 to i32
  %4687 = select i1 %4685, i32 %4686, i32 0
  %4688 = insertelement <8 x i32> poison, i32 %4687, i64 0
  %4689 = shufflevector <8 x i32> %4688, <8 x i32> poison, <8 x i32> zeroinitializer
  %4690 = icmp slt <8 x i32> %4689, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %4691 = trunc i64 %4684 to i32
  %4692 = select i1 %4685, i32 %4691, i32 0
  %4693 = insertelement <8 x i32> poison, i32 %4692, i64 0
  %4694 = shufflevector <8 x i32> %4693, <8 x i32> poison, <8 x i32> zeroinitializer
  %4695 = icmp sgt <8 x i32> %4694, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4696 = and <8 x i1> %4695, %4690
  %4697 = sext <8 x i1> %4696 to <8 x i32>
  %4698 = bitcast <8 x i32> %4697 to <4 x i64>
  br label %4699

4699:                                             ; preds = %4655, %4643
  %4700 = phi i64 [ %4652, %4643 ], [ %4678, %4655 ]
  %4701 = phi <8 x float> [ %4651, %4643 ], [ %4677, %4655 ]
  %4702 = phi <4 x i64> [ %4654, %4643 ], [ %4698, %4655 ]
  %4703 = getelementptr inbounds float, ptr %4623, i64 %4700
  %4704 = select i1 %4620, <4 x i64> zeroinitializer, <4 x i64> %4702
  %4705 = bitcast <4 x i64> %4704 to <8 x i32>
  %4706 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %4703, <8 x i32> %4705)
  %4707 = call <8 x float> @llvm.fma.v8f32(<8 x float> %4706, <8 x float> %4639, <8 x float> %4634)
  %4708 = add nuw nsw i64 %4635, 1
  %4709 = icmp eq i64 %4708, %11
  br i1 %4709, label %4627, label %4632

4710:                                             ; preds = %4627, %4600
  %4711 = phi <8 x float> [ zeroinitializer, %4600 ], [ %4628, %4627 ]
  %4712 = phi <8 x float> [ zeroinitializer, %4600 ], [ %4629, %4627 ]
  %4713 = shl nsw i64 %4450, 3
  %4714 = sub nsw i64 %9, %4713
  %4715 = icmp sgt i64 %4714, 7
  %4716 = trunc i64 %4714 to i32
  %4717 = select i1 %4715, i32 8, i32 %4716
  %4718 = insertelement <8 x i32> poison, i32 %4717, i64 0
  %4719 = shufflevector <8 x i32> %4718, <8 x i32> poison, <8 x i32> zeroinitializer
  %4720 = icmp sgt <8 x i32> %4719, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %2699, label %4726, label %4721

4721:                                             ; preds = %4710
  %4722 = load float, ptr %2678, align 1
  %4723 = insertelement <8 x float> poison, float %4722, i64 0
  %4724 = shufflevector <8 x float> %4723, <8 x float> poison, <8 x i32> zeroinitializer
  %4725 = fadd <8 x float> %4711, %4724
  br label %4726

4726:                                             ; preds = %4721, %4710
  %4727 = phi <8 x float> [ %4725, %4721 ], [ %4711, %4710 ]
  %4728 = getelementptr inbounds nuw float, ptr %2685, i64 %4713
  %4729 = getelementptr inbounds nuw float, ptr %2690, i64 %4713
  %4730 = select i1 %2700, ptr null, ptr %4729
  switch i64 %2523, label %506 [
    i64 1, label %4731
    i64 2, label %4734
    i64 3, label %4741
    i64 0, label %4786
  ]

4731:                                             ; preds = %4726
  %4732 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4730, <8 x i1> %4720, <8 x float> zeroinitializer)
  %4733 = fadd <8 x float> %4727, %4732
  br label %4748

4734:                                             ; preds = %4726
  %4735 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4727)
  %4736 = bitcast <8 x float> %4727 to <8 x i32>
  %4737 = or <8 x i32> %4736, %2353
  %4738 = bitcast <8 x i32> %4737 to <8 x float>
  %4739 = fcmp oeq <8 x float> %4727, %52
  %4740 = select <8 x i1> %4739, <8 x float> %4738, <8 x float> %4735
  br label %4748

4741:                                             ; preds = %4726
  %4742 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4727)
  %4743 = bitcast <8 x float> %4727 to <8 x i32>
  %4744 = and <8 x i32> %4743, %2352
  %4745 = bitcast <8 x i32> %4744 to <8 x float>
  %4746 = fcmp oeq <8 x float> %4727, %49
  %4747 = select <8 x i1> %4746, <8 x float> %4745, <8 x float> %4742
  br label %4748

4748:                                             ; preds = %4741, %4734, %4731
  %4749 = phi <8 x float> [ %4733, %4731 ], [ %4740, %4734 ], [ %4747, %4741 ]
  switch i64 %2525, label %506 [
    i64 1, label %4764
    i64 2, label %4757
    i64 3, label %4750
    i64 0, label %4786
  ]

4750:                                             ; preds = %4748
  %4751 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4749)
  %4752 = bitcast <8 x float> %4749 to <8 x i32>
  %4753 = and <8 x i32> %4752, %2352
  %4754 = bitcast <8 x i32> %4753 to <8 x float>
  %4755 = fcmp oeq <8 x float> %4749, %49
  %4756 = select <8 x i1> %4755, <8 x float> %4754, <8 x float> %4751
  br label %4767

4757:                                             ; preds = %4748
  %4758 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4749)
  %4759 = bitcast <8 x float> %4749 to <8 x i32>
  %4760 = or <8 x i32> %4759, %2353
  %4761 = bitcast <8 x i32> %4760 to <8 x float>
  %4762 = fcmp oeq <8 x float> %4749, %52
  %4763 = select <8 x i1> %4762, <8 x float> %4761, <8 x float> %4758
  br label %4767

4764:                                             ; preds = %4748
  %4765 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4730, <8 x i1> %4720, <8 x float> zeroinitializer)
  %4766 = fadd <8 x float> %4749, %4765
  br label %4767

4767:                                             ; preds = %4764, %4757, %4750
  %4768 = phi <8 x float> [ %4766, %4764 ], [ %4763, %4757 ], [ %4756, %4750 ]
  switch i64 %2527, label %506 [
    i64 1, label %4783
    i64 2, label %4776
    i64 3, label %4769
    i64 0, label %4786
  ]

4769:                                             ; preds = %4767
  %4770 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4768)
  %4771 = bitcast <8 x float> %4768 to <8 x i32>
  %4772 = and <8 x i32> %4771, %2352
  %4773 = bitcast <8 x i32> %4772 to <8 x float>
  %4774 = fcmp oeq <8 x float> %4768, %49
  %4775 = select <8 x i1> %4774, <8 x float> %4773, <8 x float> %4770
  br label %4786

4776:                                             ; preds = %4767
  %4777 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4768)
  %4778 = bitcast <8 x float> %4768 to <8 x i32>
  %4779 = or <8 x i32> %4778, %2353
  %4780 = bitcast <8 x i32> %4779 to <8 x float>
  %4781 = fcmp oeq <8 x float> %4768, %52
  %4782 = select <8 x i1> %4781, <8 x float> %4780, <8 x float> %4777
  br label %4786

4783:                                             ; preds = %4767
  %4784 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4730, <8 x i1> %4720, <8 x float> zeroinitializer)
  %4785 = fadd <8 x float> %4768, %4784
  br label %4786

4786:                                             ; preds = %4769, %4776, %4783, %4767, %4748, %4726
  %4787 = phi <8 x float> [ %4768, %4767 ], [ %4727, %4726 ], [ %4749, %4748 ], [ %4785, %4783 ], [ %4782, %4776 ], [ %4775, %4769 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %4787, ptr align 1 %4728, <8 x i1> %4720)
  %4788 = shl i64 %4450, 3
  %4789 = or disjoint i64 %4788, 8
  %4790 = sub nsw i64 %9, %4789
  %4791 = icmp sgt i64 %4790, 7
  %4792 = trunc i64 %4790 to i32
  %4793 = select i1 %4791, i32 8, i32 %4792
  %4794 = insertelement <8 x i32> poison, i32 %4793, i64 0
  %4795 = shufflevector <8 x i32> %4794, <8 x i32> poison, <8 x i32> zeroinitializer
  %4796 = icmp sgt <8 x i32> %4795, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %2699, label %4802, label %4797

4797:                                             ; preds = %4786
  %4798 = load float, ptr %2678, align 1
  %4799 = insertelement <8 x float> poison, float %4798, i64 0
  %4800 = shufflevector <8 x float> %4799, <8 x float> poison, <8 x i32> zeroinitializer
  %4801 = fadd <8 x float> %4712, %4800
  br label %4802

4802:                                             ; preds = %4797, %4786
  %4803 = phi <8 x float> [ %4801, %4797 ], [ %4712, %4786 ]
  %4804 = getelementptr inbounds nuw float, ptr %2685, i64 %4789
  %4805 = getelementptr inbounds nuw float, ptr %2690, i64 %4789
  %4806 = select i1 %2700, ptr null, ptr %4805
  switch i64 %2523, label %506 [
    i64 1, label %4821
    i64 2, label %4814
    i64 3, label %4807
    i64 0, label %4862
  ]

4807:                                             ; preds = %4802
  %4808 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4803)
  %4809 = bitcast <8 x float> %4803 to <8 x i32>
  %4810 = and <8 x i32> %4809, %2352
  %4811 = bitcast <8 x i32> %4810 to <8 x float>
  %4812 = fcmp oeq <8 x float> %4803, %49
  %4813 = select <8 x i1> %4812, <8 x float> %4811, <8 x float> %4808
  br label %4824

4814:                                             ; preds = %4802
  %4815 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4803)
  %4816 = bitcast <8 x float> %4803 to <8 x i32>
  %4817 = or <8 x i32> %4816, %2353
  %4818 = bitcast <8 x i32> %4817 to <8 x float>
  %4819 = fcmp oeq <8 x float> %4803, %52
  %4820 = select <8 x i1> %4819, <8 x float> %4818, <8 x float> %4815
  br label %4824

4821:                                             ; preds = %4802
  %4822 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4806, <8 x i1> %4796, <8 x float> zeroinitializer)
  %4823 = fadd <8 x float> %4803, %4822
  br label %4824

4824:                                             ; preds = %4821, %4814, %4807
  %4825 = phi <8 x float> [ %4823, %4821 ], [ %4820, %4814 ], [ %4813, %4807 ]
  switch i64 %2529, label %506 [
    i64 1, label %4840
    i64 2, label %4833
    i64 3, label %4826
    i64 0, label %4862
  ]

4826:                                             ; preds = %4824
  %4827 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4825)
  %4828 = bitcast <8 x float> %4825 to <8 x i32>
  %4829 = and <8 x i32> %4828, %2352
  %4830 = bitcast <8 x i32> %4829 to <8 x float>
  %4831 = fcmp oeq <8 x float> %4825, %49
  %4832 = select <8 x i1> %4831, <8 x float> %4830, <8 x float> %4827
  br label %4843

4833:                                             ; preds = %4824
  %4834 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4825)
  %4835 = bitcast <8 x float> %4825 to <8 x i32>
  %4836 = or <8 x i32> %4835, %2353
  %4837 = bitcast <8 x i32> %4836 to <8 x float>
  %4838 = fcmp oeq <8 x float> %4825, %52
  %4839 = select <8 x i1> %4838, <8 x float> %4837, <8 x float> %4834
  br label %4843

4840:                                             ; preds = %4824
  %4841 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4806, <8 x i1> %4796, <8 x float> zeroinitializer)
  %4842 = fadd <8 x float> %4825, %4841
  br label %4843

4843:                                             ; preds = %4840, %4833, %4826
  %4844 = phi <8 x float> [ %4842, %4840 ], [ %4839, %4833 ], [ %4832, %4826 ]
  switch i64 %2531, label %506 [
    i64 1, label %4859
    i64 2, label %4852
    i64 3, label %4845
    i64 0, label %4862
  ]

4845:                                             ; preds = %4843
  %4846 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4844)
  %4847 = bitcast <8 x float> %4844 to <8 x i32>
  %4848 = and <8 x i32> %4847, %2352
  %4849 = bitcast <8 x i32> %4848 to <8 x float>
  %4850 = fcmp oeq <8 x float> %4844, %49
  %4851 = select <8 x i1> %4850, <8 x float> %4849, <8 x float> %4846
  br label %4862

4852:                                             ; preds = %4843
  %4853 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4844)
  %4854 = bitcast <8 x float> %4844 to <8 x i32>
  %4855 = or <8 x i32> %4854, %2353
  %4856 = bitcast <8 x i32> %4855 to <8 x float>
  %4857 = fcmp oeq <8 x float> %4844, %52
  %4858 = select <8 x i1> %4857, <8 x float> %4856, <8 x float> %4853
  br label %4862

4859:                                             ; preds = %4843
  %4860 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4806, <8 x i1> %4796, <8 x float> zeroinitializer)
  %4861 = fadd <8 x float> %4844, %4860
  br label %4862

4862:                                             ; preds = %4845, %4852, %4859, %4843, %4824, %4802
  %4863 = phi <8 x float> [ %4844, %4843 ], [ %4803, %4802 ], [ %4825, %4824 ], [ %4861, %4859 ], [ %4858, %4852 ], [ %4851, %4845 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %4863, ptr nonnull align 1 %4804, <8 x i1> %4796)
  br label %7926

4864:                                             ; preds = %4449
  br i1 %2349, label %4865, label %5015

4865:                                             ; preds = %4864
  %4866 = shl nsw i64 %4450, 3
  %4867 = mul nuw nsw i64 %4450, %11
  %4868 = or disjoint i64 %4450, 1
  %4869 = mul nuw nsw i64 %4868, %11
  %4870 = or disjoint i64 %4450, 2
  %4871 = shl nsw i64 %4870, 3
  %4872 = mul nuw nsw i64 %4870, %11
  %4873 = sub nsw i64 %9, %4866
  %4874 = shl i64 %4450, 3
  %4875 = or disjoint i64 %4874, 8
  %4876 = sub nsw i64 %9, %4875
  %4877 = shl i64 %4450, 3
  %4878 = or disjoint i64 %4877, 16
  %4879 = sub nsw i64 %9, %4878
  %4880 = shl i64 %4868, 5
  br label %4881

4881:                                             ; preds = %4865, %4899
  %4882 = phi <8 x float> [ zeroinitializer, %4865 ], [ %4900, %4899 ]
  %4883 = phi <8 x float> [ zeroinitializer, %4865 ], [ %4901, %4899 ]
  %4884 = phi <8 x float> [ zeroinitializer, %4865 ], [ %4902, %4899 ]
  %4885 = phi i64 [ 0, %4865 ], [ %4903, %4899 ]
  %4886 = mul nsw i64 %4885, %14
  %4887 = sub i64 %4886, %16
  %4888 = add i64 %4887, %2706
  %4889 = icmp slt i64 %4888, 0
  %4890 = icmp sge i64 %4888, %6
  %4891 = or i1 %4889, %4890
  %4892 = select i1 %4891, i64 0, i64 %4888
  %4893 = mul nsw i64 %4892, %7
  %4894 = getelementptr inbounds float, ptr %2675, i64 %4893
  br i1 %2350, label %4895, label %4899

4895:                                             ; preds = %4881
  %4896 = mul nuw nsw i64 %4885, %11
  %4897 = getelementptr inbounds nuw float, ptr %2677, i64 %4896
  %4898 = getelementptr i8, ptr %4894, i64 %4880
  br label %4905

4899:                                             ; preds = %5003, %4881
  %4900 = phi <8 x float> [ %4882, %4881 ], [ %5006, %5003 ]
  %4901 = phi <8 x float> [ %4883, %4881 ], [ %5005, %5003 ]
  %4902 = phi <8 x float> [ %4884, %4881 ], [ %5012, %5003 ]
  %4903 = add nuw nsw i64 %4885, 1
  %4904 = icmp eq i64 %4903, %10
  br i1 %4904, label %5015, label %4881

4905:                                             ; preds = %4895, %5003
  %4906 = phi <8 x float> [ %4882, %4895 ], [ %5006, %5003 ]
  %4907 = phi <8 x float> [ %4883, %4895 ], [ %5005, %5003 ]
  %4908 = phi <8 x float> [ %4884, %4895 ], [ %5012, %5003 ]
  %4909 = phi i64 [ 0, %4895 ], [ %5013, %5003 ]
  %4910 = getelementptr inbounds nuw float, ptr %4897, i64 %4909
  %4911 = load float, ptr %4910, align 1
  %4912 = insertelement <8 x float> poison, float %4911, i64 0
  %4913 = shufflevector <8 x float> %4912, <8 x float> poison, <8 x i32> zeroinitializer
  %4914 = mul nsw i64 %4909, %15
  %4915 = sub i64 %4914, %17
  %4916 = add i64 %4915, %4866
  br i1 %2351, label %4936, label %4917

4917:                                             ; preds = %4905
  %4918 = getelementptr <4 x i64>, ptr %2336, i64 %4909
  %4919 = getelementptr <4 x i64>, ptr %4918, i64 %4867
  %4920 = load <4 x i64>, ptr %4919, align 32
  %4921 = getelementptr inbounds float, ptr %4894, i64 %4916
  %4922 = select i1 %4891, <4 x i64> zeroinitializer, <4 x i64> %4920
  %4923 = bitcast <4 x i64> %4922 to <8 x i32>
  %4924 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %4921, <8 x i32> %4923)
  %4925 = call <8 x float> @llvm.fma.v8f32(<8 x float> %4924, <8 x float> %4913, <8 x float> %4906)
  %4926 = getelementptr <4 x i64>, ptr %4918, i64 %4869
  %4927 = load <4 x i64>, ptr %4926, align 32
  %4928 = getelementptr float, ptr %4898, i64 %4915
  %4929 = select i1 %4891, <4 x i64> zeroinitializer, <4 x i64> %4927
  %4930 = bitcast <4 x i64> %4929 to <8 x i32>
  %4931 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %4928, <8 x i32> %4930)
  %4932 = call <8 x float> @llvm.fma.v8f32(<8 x float> %4931, <8 x float> %4913, <8 x float> %4907)
  %4933 = add i64 %4915, %4871
  %4934 = getelementptr <4 x i64>, ptr %4918, i64 %4872
  %4935 = load <4 x i64>, ptr %4934, align 32
  br label %5003

4936:                                             ; preds = %4905
  %4937 = icmp slt i64 %4916, 0
  %4938 = sub nsw i64 0, %4916
  %4939 = select i1 %4937, i64 %4938, i64 0
  %4940 = sub nsw i64 %7, %4916
  %4941 = call i64 @llvm.smin.i64(i64 %4940, i64 %4873)
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
  %4955 = getelementptr inbounds float, ptr %4894, i64 %4916
  %4956 = select i1 %4891, <8 x i1> zeroinitializer, <8 x i1> %4954
  %4957 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4955, <8 x i1> %4956, <8 x float> zeroinitializer)
  %4958 = call <8 x float> @llvm.fma.v8f32(<8 x float> %4957, <8 x float> %4913, <8 x float> %4906)
  %4959 = add i64 %4915, %4875
  %4960 = icmp slt i64 %4959, 0
  %4961 = sub nsw i64 0, %4959
  %4962 = select i1 %4960, i64 %4961, i64 0
  %4963 = sub nsw i64 %7, %4959
  %4964 = call i64 @llvm.smin.i64(i64 %4963, i64 %4876)
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
  %4978 = getelementptr inbounds float, ptr %4894, i64 %4959
  %4979 = select i1 %4891, <8 x i1> zeroinitializer, <8 x i1> %4977
  %4980 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4978, <8 x i1> %4979, <8 x float> zeroinitializer)
  %4981 = call <8 x float> @llvm.fma.v8f32(<8 x float> %4980, <8 x float> %4913, <8 x float> %4907)
  %4982 = add i64 %4915, %4878
  %4983 = icmp slt i64 %4982, 0
  %4984 = sub nsw i64 0, %4982
  %4985 = select i1 %4983, i64 %4984, i64 0
  %4986 = sub nsw i64 %7, %4982
  %4987 = call i64 @llvm.smin.i64(i64 %4986, i64 %4879)
  %4988 = call i64 @llvm.smin.i64(i64 %4987, i64 8)
  %4989 = icmp sgt i64 %4988, %4985
  %4990 = trunc i64 %4985 to i32
  %4991 = select i1 %4989, i32 %4990, i32 0
  %4992 = insertelement <8 x i32> poison, i32 %4991, i64 0
  %4993 = shufflevector <8 x i32> %4992, <8 x i32> poison, <8 x i32> zeroinitializer
  %4994 = icmp slt <8 x i32> %4993, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %4995 = trunc i64 %4988 to i32
  %4996 = select i1 %4989, i32 %4995, i32 0
  %4997 = insertelement <8 x i32> poison, i32 %4996, i64 0
  %4998 = shufflevector <8 x i32> %4997, <8 x i32> poison, <8 x i32> zeroinitializer
  %4999 = icmp sgt <8 x i32> %4998, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %5000 = and <8 x i1> %4999, %4994
  %5001 = sext <8 x i1> %5000 to <8 x i32>
  %5002 = bitcast <8 x i32> %5001 to <4 x i64>
  br label %5003

5003:                                             ; preds = %4936, %4917
  %5004 = phi i64 [ %4933, %4917 ], [ %4982, %4936 ]
  %5005 = phi <8 x float> [ %4932, %4917 ], [ %4981, %4936 ]
  %5006 = phi <8 x float> [ %4925, %4917 ], [ %4958, %4936 ]
  %5007 = phi <4 x i64> [ %4935, %4917 ], [ %5002, %4936 ]
  %5008 = getelementptr inbounds float, ptr %4894, i64 %5004
  %5009 = select i1 %4891, <4 x i64> zeroinitializer, <4 x i64> %5007
  %5010 = bitcast <4 x i64> %5009 to <8 x i32>
  %5011 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5008, <8 x i32> %5010)
  %5012 = call <8 x float> @llvm.fma.v8f32(<8 x float> %5011, <8 x float> %4913, <8 x float> %4908)
  %5013 = add nuw nsw i64 %4909, 1
  %5014 = icmp eq i64 %5013, %11
  br i1 %5014, label %4899, label %4905

5015:                                             ; preds = %4899, %4864
  %5016 = phi <8 x float> [ zeroinitializer, %4864 ], [ %4900, %4899 ]
  %5017 = phi <8 x float> [ zeroinitializer, %4864 ], [ %4901, %4899 ]
  %5018 = phi <8 x float> [ zeroinitializer, %4864 ], [ %4902, %4899 ]
  %5019 = shl nsw i64 %4450, 3
  %5020 = sub nsw i64 %9, %5019
  %5021 = icmp sgt i64 %5020, 7
  %5022 = trunc i64 %5020 to i32
  %5023 = select i1 %5021, i32 8, i32 %5022
  %5024 = insertelement <8 x i32> poison, i32 %5023, i64 0
  %5025 = shufflevector <8 x i32> %5024, <8 x i32> poison, <8 x i32> zeroinitializer
  %5026 = icmp sgt <8 x i32> %5025, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %2699, label %5032, label %5027

5027:                                             ; preds = %5015
  %5028 = load float, ptr %2678, align 1
  %5029 = insertelement <8 x float> poison, float %5028, i64 0
  %5030 = shufflevector <8 x float> %5029, <8 x float> poison, <8 x i32> zeroinitializer
  %5031 = fadd <8 x float> %5016, %5030
  br label %5032

5032:                                             ; preds = %5027, %5015
  %5033 = phi <8 x float> [ %5031, %5027 ], [ %5016, %5015 ]
  %5034 = getelementptr inbounds nuw float, ptr %2685, i64 %5019
  %5035 = getelementptr inbounds nuw float, ptr %2690, i64 %5019
  %5036 = select i1 %2700, ptr null, ptr %5035
  switch i64 %2510, label %506 [
    i64 1, label %5037
    i64 2, label %5040
    i64 3, label %5047
    i64 0, label %5092
  ]

5037:                                             ; preds = %5032
  %5038 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5036, <8 x i1> %5026, <8 x float> zeroinitializer)
  %5039 = fadd <8 x float> %5033, %5038
  br label %5054

5040:                                             ; preds = %5032
  %5041 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5033)
  %5042 = bitcast <8 x float> %5033 to <8 x i32>
  %5043 = or <8 x i32> %5042, %2353
  %5044 = bitcast <8 x i32> %5043 to <8 x float>
  %5045 = fcmp oeq <8 x float> %5033, %52
  %5046 = select <8 x i1> %5045, <8 x float> %5044, <8 x float> %5041
  br label %5054

5047:                                             ; preds = %5032
  %5048 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5033)
  %5049 = bitcast <8 x float> %5033 to <8 x i32>
  %5050 = and <8 x i32> %5049, %2352
  %5051 = bitcast <8 x i32> %5050 to <8 x float>
  %5052 = fcmp oeq <8 x float> %5033, %49
  %5053 = select <8 x i1> %5052, <8 x float> %5051, <8 x float> %5048
  br label %5054

5054:                                             ; preds = %5047, %5040, %5037
  %5055 = phi <8 x float> [ %5039, %5037 ], [ %5046, %5040 ], [ %5053, %5047 ]
  switch i64 %2512, label %506 [
    i64 1, label %5070
    i64 2, label %5063
    i64 3, label %5056
    i64 0, label %5092
  ]

5056:                                             ; preds = %5054
  %5057 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5055)
  %5058 = bitcast <8 x float> %5055 to <8 x i32>
  %5059 = and <8 x i32> %5058, %2352
  %5060 = bitcast <8 x i32> %5059 to <8 x float>
  %5061 = fcmp oeq <8 x float> %5055, %49
  %5062 = select <8 x i1> %5061, <8 x float> %5060, <8 x float> %5057
  br label %5073

5063:                                             ; preds = %5054
  %5064 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5055)
  %5065 = bitcast <8 x float> %5055 to <8 x i32>
  %5066 = or <8 x i32> %5065, %2353
  %5067 = bitcast <8 x i32> %5066 to <8 x float>
  %5068 = fcmp oeq <8 x float> %5055, %52
  %5069 = select <8 x i1> %5068, <8 x float> %5067, <8 x float> %5064
  br label %5073

5070:                                             ; preds = %5054
  %5071 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5036, <8 x i1> %5026, <8 x float> zeroinitializer)
  %5072 = fadd <8 x float> %5055, %5071
  br label %5073

5073:                                             ; preds = %5070, %5063, %5056
  %5074 = phi <8 x float> [ %5072, %5070 ], [ %5069, %5063 ], [ %5062, %5056 ]
  switch i64 %2514, label %506 [
    i64 1, label %5089
    i64 2, label %5082
    i64 3, label %5075
    i64 0, label %5092
  ]

5075:                                             ; preds = %5073
  %5076 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5074)
  %5077 = bitcast <8 x float> %5074 to <8 x i32>
  %5078 = and <8 x i32> %5077, %2352
  %5079 = bitcast <8 x i32> %5078 to <8 x float>
  %5080 = fcmp oeq <8 x float> %5074, %49
  %5081 = select <8 x i1> %5080, <8 x float> %5079, <8 x float> %5076
  br label %5092

5082:                                             ; preds = %5073
  %5083 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5074)
  %5084 = bitcast <8 x float> %5074 to <8 x i32>
  %5085 = or <8 x i32> %5084, %2353
  %5086 = bitcast <8 x i32> %5085 to <8 x float>
  %5087 = fcmp oeq <8 x float> %5074, %52
  %5088 = select <8 x i1> %5087, <8 x float> %5086, <8 x float> %5083
  br label %5092

5089:                                             ; preds = %5073
  %5090 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5036, <8 x i1> %5026, <8 x float> zeroinitializer)
  %5091 = fadd <8 x float> %5074, %5090
  br label %5092

5092:                                             ; preds = %5075, %5082, %5089, %5073, %5054, %5032
  %5093 = phi <8 x float> [ %5074, %5073 ], [ %5033, %5032 ], [ %5055, %5054 ], [ %5091, %5089 ], [ %5088, %5082 ], [ %5081, %5075 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %5093, ptr align 1 %5034, <8 x i1> %5026)
  %5094 = shl i64 %4450, 3
  %5095 = or disjoint i64 %5094, 8
  %5096 = sub nsw i64 %9, %5095
  %5097 = icmp sgt i64 %5096, 7
  %5098 = trunc i64 %5096 to i32
  %5099 = select i1 %5097, i32 8, i32 %5098
  %5100 = insertelement <8 x i32> poison, i32 %5099, i64 0
  %5101 = shufflevector <8 x i32> %5100, <8 x i32> poison, <8 x i32> zeroinitializer
  %5102 = icmp sgt <8 x i32> %5101, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %2699, label %5108, label %5103

5103:                                             ; preds = %5092
  %5104 = load float, ptr %2678, align 1
  %5105 = insertelement <8 x float> poison, float %5104, i64 0
  %5106 = shufflevector <8 x float> %5105, <8 x float> poison, <8 x i32> zeroinitializer
  %5107 = fadd <8 x float> %5017, %5106
  br label %5108

5108:                                             ; preds = %5103, %5092
  %5109 = phi <8 x float> [ %5107, %5103 ], [ %5017, %5092 ]
  %5110 = getelementptr inbounds nuw float, ptr %2685, i64 %5095
  %5111 = getelementptr inbounds nuw float, ptr %2690, i64 %5095
  %5112 = select i1 %2700, ptr null, ptr %5111
  switch i64 %2510, label %506 [
    i64 1, label %5127
    i64 2, label %5120
    i64 3, label %5113
    i64 0, label %5168
  ]

5113:                                             ; preds = %5108
  %5114 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5109)
  %5115 = bitcast <8 x float> %5109 to <8 x i32>
  %5116 = and <8 x i32> %5115, %2352
  %5117 = bitcast <8 x i32> %5116 to <8 x float>
  %5118 = fcmp oeq <8 x float> %5109, %49
  %5119 = select <8 x i1> %5118, <8 x float> %5117, <8 x float> %5114
  br label %5130

5120:                                             ; preds = %5108
  %5121 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5109)
  %5122 = bitcast <8 x float> %5109 to <8 x i32>
  %5123 = or <8 x i32> %5122, %2353
  %5124 = bitcast <8 x i32> %5123 to <8 x float>
  %5125 = fcmp oeq <8 x float> %5109, %52
  %5126 = select <8 x i1> %5125, <8 x float> %5124, <8 x float> %5121
  br label %5130

5127:                                             ; preds = %5108
  %5128 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5112, <8 x i1> %5102, <8 x float> zeroinitializer)
  %5129 = fadd <8 x float> %5109, %5128
  br label %5130

5130:                                             ; preds = %5127, %5120, %5113
  %5131 = phi <8 x float> [ %5129, %5127 ], [ %5126, %5120 ], [ %5119, %5113 ]
  switch i64 %2516, label %506 [
    i64 1, label %5146
    i64 2, label %5139
    i64 3, label %5132
    i64 0, label %5168
  ]

5132:                                             ; preds = %5130
  %5133 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5131)
  %5134 = bitcast <8 x float> %5131 to <8 x i32>
  %5135 = and <8 x i32> %5134, %2352
  %5136 = bitcast <8 x i32> %5135 to <8 x float>
  %5137 = fcmp oeq <8 x float> %5131, %49
  %5138 = select <8 x i1> %5137, <8 x float> %5136, <8 x float> %5133
  br label %5149

5139:                                             ; preds = %5130
  %5140 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5131)
  %5141 = bitcast <8 x float> %5131 to <8 x i32>
  %5142 = or <8 x i32> %5141, %2353
  %5143 = bitcast <8 x i32> %5142 to <8 x float>
  %5144 = fcmp oeq <8 x float> %5131, %52
  %5145 = select <8 x i1> %5144, <8 x float> %5143, <8 x float> %5140
  br label %5149

5146:                                             ; preds = %5130
  %5147 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5112, <8 x i1> %5102, <8 x float> zeroinitializer)
  %5148 = fadd <8 x float> %5131, %5147
  br label %5149

5149:                                             ; preds = %5146, %5139, %5132
  %5150 = phi <8 x float> [ %5148, %5146 ], [ %5145, %5139 ], [ %5138, %5132 ]
  switch i64 %2518, label %506 [
    i64 1, label %5165
    i64 2, label %5158
    i64 3, label %5151
    i64 0, label %5168
  ]

5151:                                             ; preds = %5149
  %5152 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5150)
  %5153 = bitcast <8 x float> %5150 to <8 x i32>
  %5154 = and <8 x i32> %5153, %2352
  %5155 = bitcast <8 x i32> %5154 to <8 x float>
  %5156 = fcmp oeq <8 x float> %5150, %49
  %5157 = select <8 x i1> %5156, <8 x float> %5155, <8 x float> %5152
  br label %5168

5158:                                             ; preds = %5149
  %5159 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5150)
  %5160 = bitcast <8 x float> %5150 to <8 x i32>
  %5161 = or <8 x i32> %5160, %2353
  %5162 = bitcast <8 x i32> %5161 to <8 x float>
  %5163 = fcmp oeq <8 x float> %5150, %52
  %5164 = select <8 x i1> %5163, <8 x float> %5162, <8 x float> %5159
  br label %5168

5165:                                             ; preds = %5149
  %5166 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5112, <8 x i1> %5102, <8 x float> zeroinitializer)
  %5167 = fadd <8 x float> %5150, %5166
  br label %5168

5168:                                             ; preds = %5151, %5158, %5165, %5149, %5130, %5108
  %5169 = phi <8 x float> [ %5150, %5149 ], [ %5109, %5108 ], [ %5131, %5130 ], [ %5167, %5165 ], [ %5164, %5158 ], [ %5157, %5151 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %5169, ptr nonnull align 1 %5110, <8 x i1> %5102)
  %5170 = shl i64 %4450, 3
  %5171 = or disjoint i64 %5170, 16
  %5172 = sub nsw i64 %9, %5171
  %5173 = icmp sgt i64 %5172, 7
  %5174 = trunc i64 %5172 to i32
  %5175 = select i1 %5173, i32 8, i32 %5174
  %5176 = insertelement <8 x i32> poison, i32 %5175, i64 0
  %5177 = shufflevector <8 x i32> %5176, <8 x i32> poison, <8 x i32> zeroinitializer
  %5178 = icmp sgt <8 x i32> %5177, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %2699, label %5184, label %5179

5179:                                             ; preds = %5168
  %5180 = load float, ptr %2678, align 1
  %5181 = insertelement <8 x float> poison, float %5180, i64 0
  %5182 = shufflevector <8 x float> %5181, <8 x float> poison, <8 x i32> zeroinitializer
  %5183 = fadd <8 x float> %5018, %5182
  br label %5184

5184:                                             ; preds = %5179, %5168
  %5185 = phi <8 x float> [ %5183, %5179 ], [ %5018, %5168 ]
  %5186 = getelementptr inbounds nuw float, ptr %2685, i64 %5171
  %5187 = getelementptr inbounds nuw float, ptr %2690, i64 %5171
  %5188 = select i1 %2700, ptr null, ptr %5187
  switch i64 %2510, label %506 [
    i64 1, label %5203
    i64 2, label %5196
    i64 3, label %5189
    i64 0, label %5244
  ]

5189:                                             ; preds = %5184
  %5190 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5185)
  %5191 = bitcast <8 x float> %5185 to <8 x i32>
  %5192 = and <8 x i32> %5191, %2352
  %5193 = bitcast <8 x i32> %5192 to <8 x float>
  %5194 = fcmp oeq <8 x float> %5185, %49
  %5195 = select <8 x i1> %5194, <8 x float> %5193, <8 x float> %5190
  br label %5206

5196:                                             ; preds = %5184
  %5197 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5185)
  %5198 = bitcast <8 x float> %5185 to <8 x i32>
  %5199 = or <8 x i32> %5198, %2353
  %5200 = bitcast <8 x i32> %5199 to <8 x float>
  %5201 = fcmp oeq <8 x float> %5185, %52
  %5202 = select <8 x i1> %5201, <8 x float> %5200, <8 x float> %5197
  br label %5206

5203:                                             ; preds = %5184
  %5204 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5188, <8 x i1> %5178, <8 x float> zeroinitializer)
  %5205 = fadd <8 x float> %5185, %5204
  br label %5206

5206:                                             ; preds = %5203, %5196, %5189
  %5207 = phi <8 x float> [ %5205, %5203 ], [ %5202, %5196 ], [ %5195, %5189 ]
  switch i64 %2520, label %506 [
    i64 1, label %5222
    i64 2, label %5215
    i64 3, label %5208
    i64 0, label %5244
  ]

5208:                                             ; preds = %5206
  %5209 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5207)
  %5210 = bitcast <8 x float> %5207 to <8 x i32>
  %5211 = and <8 x i32> %5210, %2352
  %5212 = bitcast <8 x i32> %5211 to <8 x float>
  %5213 = fcmp oeq <8 x float> %5207, %49
  %5214 = select <8 x i1> %5213, <8 x float> %5212, <8 x float> %5209
  br label %5225

5215:                                             ; preds = %5206
  %5216 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5207)
  %5217 = bitcast <8 x float> %5207 to <8 x i32>
  %5218 = or <8 x i32> %5217, %2353
  %5219 = bitcast <8 x i32> %5218 to <8 x float>
  %5220 = fcmp oeq <8 x float> %5207, %52
  %5221 = select <8 x i1> %5220, <8 x float> %5219, <8 x float> %5216
  br label %5225

5222:                                             ; preds = %5206
  %5223 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5188, <8 x i1> %5178, <8 x float> zeroinitializer)
  %5224 = fadd <8 x float> %5207, %5223
  br label %5225

5225:                                             ; preds = %5222, %5215, %5208
  %5226 = phi <8 x float> [ %5224, %5222 ], [ %5221, %5215 ], [ %5214, %5208 ]
  switch i64 %2522, label %506 [
    i64 1, label %5241
    i64 2, label %5234
    i64 3, label %5227
    i64 0, label %5244
  ]

5227:                                             ; preds = %5225
  %5228 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5226)
  %5229 = bitcast <8 x float> %5226 to <8 x i32>
  %5230 = and <8 x i32> %5229, %2352
  %5231 = bitcast <8 x i32> %5230 to <8 x float>
  %5232 = fcmp oeq <8 x float> %5226, %49
  %5233 = select <8 x i1> %5232, <8 x float> %5231, <8 x float> %5228
  br label %5244

5234:                                             ; preds = %5225
  %5235 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5226)
  %5236 = bitcast <8 x float> %5226 to <8 x i32>
  %5237 = or <8 x i32> %5236, %2353
  %5238 = bitcast <8 x i32> %5237 to <8 x float>
  %5239 = fcmp oeq <8 x float> %5226, %52
  %5240 = select <8 x i1> %5239, <8 x float> %5238, <8 x float> %5235
  br label %5244

5241:                                             ; preds = %5225
  %5242 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5188, <8 x i1> %5178, <8 x float> zeroinitializer)
  %5243 = fadd <8 x float> %5226, %5242
  br label %5244

5244:                                             ; preds = %5227, %5234, %5241, %5225, %5206, %5184
  %5245 = phi <8 x float> [ %5226, %5225 ], [ %5185, %5184 ], [ %5207, %5206 ], [ %5243, %5241 ], [ %5240, %5234 ], [ %5233, %5227 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %5245, ptr nonnull align 1 %5186, <8 x i1> %5178)
  br label %7926

5246:                                             ; preds = %4449
  call void @llvm.lifetime.start.p0(ptr nonnull %30)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(128) %30, i8 0, i64 128, i1 false)
  br i1 %2349, label %5247, label %5320

5247:                                             ; preds = %5246, %5261
  %5248 = phi i64 [ %5262, %5261 ], [ 0, %5246 ]
  %5249 = mul nsw i64 %5248, %14
  %5250 = sub i64 %5249, %16
  %5251 = add i64 %5250, %2705
  %5252 = icmp slt i64 %5251, 0
  %5253 = icmp sge i64 %5251, %6
  %5254 = or i1 %5252, %5253
  %5255 = select i1 %5254, i64 0, i64 %5251
  %5256 = mul nsw i64 %5255, %7
  %5257 = getelementptr inbounds float, ptr %2675, i64 %5256
  br i1 %2350, label %5258, label %5261

5258:                                             ; preds = %5247
  %5259 = mul nuw nsw i64 %5248, %11
  %5260 = getelementptr inbounds nuw float, ptr %2677, i64 %5259
  br label %5264

5261:                                             ; preds = %5273, %5247
  %5262 = add nuw nsw i64 %5248, 1
  %5263 = icmp eq i64 %5262, %10
  br i1 %5263, label %5318, label %5247

5264:                                             ; preds = %5258, %5273
  %5265 = phi i64 [ 0, %5258 ], [ %5274, %5273 ]
  %5266 = getelementptr inbounds nuw float, ptr %5260, i64 %5265
  %5267 = load float, ptr %5266, align 1
  %5268 = insertelement <8 x float> poison, float %5267, i64 0
  %5269 = shufflevector <8 x float> %5268, <8 x float> poison, <8 x i32> zeroinitializer
  %5270 = mul nsw i64 %5265, %15
  %5271 = sub i64 %5270, %17
  %5272 = getelementptr <4 x i64>, ptr %2336, i64 %5265
  br label %5276

5273:                                             ; preds = %5307
  %5274 = add nuw nsw i64 %5265, 1
  %5275 = icmp eq i64 %5274, %11
  br i1 %5275, label %5261, label %5264

5276:                                             ; preds = %5264, %5307
  %5277 = phi i64 [ 0, %5264 ], [ %5316, %5307 ]
  %5278 = or disjoint i64 %4450, %5277
  %5279 = shl nsw i64 %5278, 3
  %5280 = add i64 %5271, %5279
  br i1 %2351, label %5285, label %5281

5281:                                             ; preds = %5276
  %5282 = mul nuw nsw i64 %5278, %11
  %5283 = getelementptr <4 x i64>, ptr %5272, i64 %5282
  %5284 = load <4 x i64>, ptr %5283, align 32
  br label %5307

5285:                                             ; preds = %5276
  %5286 = sub nsw i64 %9, %5279
  %5287 = icmp slt i64 %5280, 0
  %5288 = sub nsw i64 0, %5280
  %5289 = select i1 %5287, i64 %5288, i64 0
  %5290 = sub nsw i64 %7, %5280
  %5291 = call i64 @llvm.smin.i64(i64 %5290, i64 %5286)
  %5292 = call i64 @llvm.smin.i64(i64 %5291, i64 8)
  %5293 = icmp sgt i64 %5292, %5289
  %5294 = trunc i64 %5289 to i32
  %5295 = select i1 %5293, i32 %5294, i32 0
  %5296 = insertelement <8 x i32> poison, i32 %5295, i64 0
  %5297 = shufflevector <8 x i32> %5296, <8 x i32> poison, <8 x i32> zeroinitializer
  %5298 = icmp slt <8 x i32> %5297, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %5299 = trunc i64 %5292 to i32
  %5300 = select i1 %5293, i32 %5299, i32 0
  %5301 = insertelement <8 x i32> poison, i32 %5300, i64 0
  %5302 = shufflevector <8 x i32> %5301, <8 x i32> poison, <8 x i32> zeroinitializer
  %5303 = icmp sgt <8 x i32> %5302, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %5304 = and <8 x i1> %5303, %5298
  %5305 = sext <8 x i1> %5304 to <8 x i32>
  %5306 = bitcast <8 x i32> %5305 to <4 x i64>
  br label %5307

5307:                                             ; preds = %5285, %5281
  %5308 = phi <4 x i64> [ %5284, %5281 ], [ %5306, %5285 ]
  %5309 = getelementptr inbounds nuw <8 x float>, ptr %30, i64 %5277
  %5310 = getelementptr inbounds float, ptr %5257, i64 %5280
  %5311 = select i1 %5254, <4 x i64> zeroinitializer, <4 x i64> %5308
  %5312 = bitcast <4 x i64> %5311 to <8 x i32>
  %5313 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5310, <8 x i32> %5312)
  %5314 = load <8 x float>, ptr %5309, align 32
  %5315 = call <8 x float> @llvm.fma.v8f32(<8 x float> %5313, <8 x float> %5269, <8 x float> %5314)
  store <8 x float> %5315, ptr %5309, align 32
  %5316 = add nuw nsw i64 %5277, 1
  %5317 = icmp eq i64 %5316, 4
  br i1 %5317, label %5273, label %5276

5318:                                             ; preds = %5261
  %5319 = load <8 x float>, ptr %30, align 32
  br label %5320

5320:                                             ; preds = %5318, %5246
  %5321 = phi <8 x float> [ %5319, %5318 ], [ zeroinitializer, %5246 ]
  %5322 = shl nsw i64 %4450, 3
  %5323 = sub nsw i64 %9, %5322
  %5324 = icmp sgt i64 %5323, 7
  %5325 = trunc i64 %5323 to i32
  %5326 = select i1 %5324, i32 8, i32 %5325
  %5327 = insertelement <8 x i32> poison, i32 %5326, i64 0
  %5328 = shufflevector <8 x i32> %5327, <8 x i32> poison, <8 x i32> zeroinitializer
  %5329 = icmp sgt <8 x i32> %5328, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %2699, label %5335, label %5330

5330:                                             ; preds = %5320
  %5331 = load float, ptr %2678, align 1
  %5332 = insertelement <8 x float> poison, float %5331, i64 0
  %5333 = shufflevector <8 x float> %5332, <8 x float> poison, <8 x i32> zeroinitializer
  %5334 = fadd <8 x float> %5321, %5333
  br label %5335

5335:                                             ; preds = %5330, %5320
  %5336 = phi <8 x float> [ %5334, %5330 ], [ %5321, %5320 ]
  %5337 = getelementptr inbounds nuw float, ptr %2685, i64 %5322
  %5338 = getelementptr inbounds nuw float, ptr %2690, i64 %5322
  %5339 = select i1 %2700, ptr null, ptr %5338
  switch i64 %2490, label %506 [
    i64 1, label %5340
    i64 2, label %5343
    i64 3, label %5350
    i64 0, label %5395
  ]

5340:                                             ; preds = %5335
  %5341 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5339, <8 x i1> %5329, <8 x float> zeroinitializer)
  %5342 = fadd <8 x float> %5336, %5341
  br label %5357

5343:                                             ; preds = %5335
  %5344 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5336)
  %5345 = bitcast <8 x float> %5336 to <8 x i32>
  %5346 = or <8 x i32> %5345, %2353
  %5347 = bitcast <8 x i32> %5346 to <8 x float>
  %5348 = fcmp oeq <8 x float> %5336, %52
  %5349 = select <8 x i1> %5348, <8 x float> %5347, <8 x float> %5344
  br label %5357

5350:                                             ; preds = %5335
  %5351 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5336)
  %5352 = bitcast <8 x float> %5336 to <8 x i32>
  %5353 = and <8 x i32> %5352, %2352
  %5354 = bitcast <8 x i32> %5353 to <8 x float>
  %5355 = fcmp oeq <8 x float> %5336, %49
  %5356 = select <8 x i1> %5355, <8 x float> %5354, <8 x float> %5351
  br label %5357

5357:                                             ; preds = %5350, %5343, %5340
  %5358 = phi <8 x float> [ %5342, %5340 ], [ %5349, %5343 ], [ %5356, %5350 ]
  switch i64 %2492, label %506 [
    i64 1, label %5373
    i64 2, label %5366
    i64 3, label %5359
    i64 0, label %5395
  ]

5359:                                             ; preds = %5357
  %5360 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5358)
  %5361 = bitcast <8 x float> %5358 to <8 x i32>
  %5362 = and <8 x i32> %5361, %2352
  %5363 = bitcast <8 x i32> %5362 to <8 x float>
  %5364 = fcmp oeq <8 x float> %5358, %49
  %5365 = select <8 x i1> %5364, <8 x float> %5363, <8 x float> %5360
  br label %5376

5366:                                             ; preds = %5357
  %5367 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5358)
  %5368 = bitcast <8 x float> %5358 to <8 x i32>
  %5369 = or <8 x i32> %5368, %2353
  %5370 = bitcast <8 x i32> %5369 to <8 x float>
  %5371 = fcmp oeq <8 x float> %5358, %52
  %5372 = select <8 x i1> %5371, <8 x float> %5370, <8 x float> %5367
  br label %5376

5373:                                             ; preds = %5357
  %5374 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5339, <8 x i1> %5329, <8 x float> zeroinitializer)
  %5375 = fadd <8 x float> %5358, %5374
  br label %5376

5376:                                             ; preds = %5373, %5366, %5359
  %5377 = phi <8 x float> [ %5375, %5373 ], [ %5372, %5366 ], [ %5365, %5359 ]
  switch i64 %2494, label %506 [
    i64 1, label %5392
    i64 2, label %5385
    i64 3, label %5378
    i64 0, label %5395
  ]

5378:                                             ; preds = %5376
  %5379 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5377)
  %5380 = bitcast <8 x float> %5377 to <8 x i32>
  %5381 = and <8 x i32> %5380, %2352
  %5382 = bitcast <8 x i32> %5381 to <8 x float>
  %5383 = fcmp oeq <8 x float> %5377, %49
  %5384 = select <8 x i1> %5383, <8 x float> %5382, <8 x float> %5379
  br label %5395

5385:                                             ; preds = %5376
  %5386 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5377)
  %5387 = bitcast <8 x float> %5377 to <8 x i32>
  %5388 = or <8 x i32> %5387, %2353
  %5389 = bitcast <8 x i32> %5388 to <8 x float>
  %5390 = fcmp oeq <8 x float> %5377, %52
  %5391 = select <8 x i1> %5390, <8 x float> %5389, <8 x float> %5386
  br label %5395

5392:                                             ; preds = %5376
  %5393 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5339, <8 x i1> %5329, <8 x float> zeroinitializer)
  %5394 = fadd <8 x float> %5377, %5393
  br label %5395

5395:                                             ; preds = %5378, %5385, %5392, %5376, %5357, %5335
  %5396 = phi <8 x float> [ %5377, %5376 ], [ %5336, %5335 ], [ %5358, %5357 ], [ %5394, %5392 ], [ %5391, %5385 ], [ %5384, %5378 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %5396, ptr align 1 %5337, <8 x i1> %5329)
  %5397 = shl i64 %4450, 3
  %5398 = or disjoint i64 %5397, 8
  %5399 = sub nsw i64 %9, %5398
  %5400 = icmp sgt i64 %5399, 7
  %5401 = trunc i64 %5399 to i32
  %5402 = select i1 %5400, i32 8, i32 %5401
  %5403 = insertelement <8 x i32> poison, i32 %5402, i64 0
  %5404 = shufflevector <8 x i32> %5403, <8 x i32> poison, <8 x i32> zeroinitializer
  %5405 = icmp sgt <8 x i32> %5404, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %5406 = load <8 x float>, ptr %2495, align 32
  br i1 %2699, label %5412, label %5407

5407:                                             ; preds = %5395
  %5408 = load float, ptr %2678, align 1
  %5409 = insertelement <8 x float> poison, float %5408, i64 0
  %5410 = shufflevector <8 x float> %5409, <8 x float> poison, <8 x i32> zeroinitializer
  %5411 = fadd <8 x float> %5406, %5410
  br label %5412

5412:                                             ; preds = %5407, %5395
  %5413 = phi <8 x float> [ %5411, %5407 ], [ %5406, %5395 ]
  %5414 = getelementptr inbounds nuw float, ptr %2685, i64 %5398
  %5415 = getelementptr inbounds nuw float, ptr %2690, i64 %5398
  %5416 = select i1 %2700, ptr null, ptr %5415
  switch i64 %2490, label %506 [
    i64 1, label %5431
    i64 2, label %5424
    i64 3, label %5417
    i64 0, label %5472
  ]

5417:                                             ; preds = %5412
  %5418 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5413)
  %5419 = bitcast <8 x float> %5413 to <8 x i32>
  %5420 = and <8 x i32> %5419, %2352
  %5421 = bitcast <8 x i32> %5420 to <8 x float>
  %5422 = fcmp oeq <8 x float> %5413, %49
  %5423 = select <8 x i1> %5422, <8 x float> %5421, <8 x float> %5418
  br label %5434

5424:                                             ; preds = %5412
  %5425 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5413)
  %5426 = bitcast <8 x float> %5413 to <8 x i32>
  %5427 = or <8 x i32> %5426, %2353
  %5428 = bitcast <8 x i32> %5427 to <8 x float>
  %5429 = fcmp oeq <8 x float> %5413, %52
  %5430 = select <8 x i1> %5429, <8 x float> %5428, <8 x float> %5425
  br label %5434

5431:                                             ; preds = %5412
  %5432 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5416, <8 x i1> %5405, <8 x float> zeroinitializer)
  %5433 = fadd <8 x float> %5413, %5432
  br label %5434

5434:                                             ; preds = %5431, %5424, %5417
  %5435 = phi <8 x float> [ %5433, %5431 ], [ %5430, %5424 ], [ %5423, %5417 ]
  switch i64 %2497, label %506 [
    i64 1, label %5450
    i64 2, label %5443
    i64 3, label %5436
    i64 0, label %5472
  ]

5436:                                             ; preds = %5434
  %5437 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5435)
  %5438 = bitcast <8 x float> %5435 to <8 x i32>
  %5439 = and <8 x i32> %5438, %2352
  %5440 = bitcast <8 x i32> %5439 to <8 x float>
  %5441 = fcmp oeq <8 x float> %5435, %49
  %5442 = select <8 x i1> %5441, <8 x float> %5440, <8 x float> %5437
  br label %5453

5443:                                             ; preds = %5434
  %5444 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5435)
  %5445 = bitcast <8 x float> %5435 to <8 x i32>
  %5446 = or <8 x i32> %5445, %2353
  %5447 = bitcast <8 x i32> %5446 to <8 x float>
  %5448 = fcmp oeq <8 x float> %5435, %52
  %5449 = select <8 x i1> %5448, <8 x float> %5447, <8 x float> %5444
  br label %5453

5450:                                             ; preds = %5434
  %5451 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5416, <8 x i1> %5405, <8 x float> zeroinitializer)
  %5452 = fadd <8 x float> %5435, %5451
  br label %5453

5453:                                             ; preds = %5450, %5443, %5436
  %5454 = phi <8 x float> [ %5452, %5450 ], [ %5449, %5443 ], [ %5442, %5436 ]
  switch i64 %2499, label %506 [
    i64 1, label %5469
    i64 2, label %5462
    i64 3, label %5455
    i64 0, label %5472
  ]

5455:                                             ; preds = %5453
  %5456 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5454)
  %5457 = bitcast <8 x float> %5454 to <8 x i32>
  %5458 = and <8 x i32> %5457, %2352
  %5459 = bitcast <8 x i32> %5458 to <8 x float>
  %5460 = fcmp oeq <8 x float> %5454, %49
  %5461 = select <8 x i1> %5460, <8 x float> %5459, <8 x float> %5456
  br label %5472

5462:                                             ; preds = %5453
  %5463 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5454)
  %5464 = bitcast <8 x float> %5454 to <8 x i32>
  %5465 = or <8 x i32> %5464, %2353
  %5466 = bitcast <8 x i32> %5465 to <8 x float>
  %5467 = fcmp oeq <8 x float> %5454, %52
  %5468 = select <8 x i1> %5467, <8 x float> %5466, <8 x float> %5463
  br label %5472

5469:                                             ; preds = %5453
  %5470 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5416, <8 x i1> %5405, <8 x float> zeroinitializer)
  %5471 = fadd <8 x float> %5454, %5470
  br label %5472

5472:                                             ; preds = %5455, %5462, %5469, %5453, %5434, %5412
  %5473 = phi <8 x float> [ %5454, %5453 ], [ %5413, %5412 ], [ %5435, %5434 ], [ %5471, %5469 ], [ %5468, %5462 ], [ %5461, %5455 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %5473, ptr nonnull align 1 %5414, <8 x i1> %5405)
  %5474 = shl i64 %4450, 3
  %5475 = or disjoint i64 %5474, 16
  %5476 = sub nsw i64 %9, %5475
  %5477 = icmp sgt i64 %5476, 7
  %5478 = trunc i64 %5476 to i32
  %5479 = select i1 %5477, i32 8, i32 %5478
  %5480 = insertelement <8 x i32> poison, i32 %5479, i64 0
  %5481 = shufflevector <8 x i32> %5480, <8 x i32> poison, <8 x i32> zeroinitializer
  %5482 = icmp sgt <8 x i32> %5481, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %5483 = load <8 x float>, ptr %2500, align 32
  br i1 %2699, label %5489, label %5484

5484:                                             ; preds = %5472
  %5485 = load float, ptr %2678, align 1
  %5486 = insertelement <8 x float> poison, float %5485, i64 0
  %5487 = shufflevector <8 x float> %5486, <8 x float> poison, <8 x i32> zeroinitializer
  %5488 = fadd <8 x float> %5483, %5487
  br label %5489

5489:                                             ; preds = %5484, %5472
  %5490 = phi <8 x float> [ %5488, %5484 ], [ %5483, %5472 ]
  %5491 = getelementptr inbounds nuw float, ptr %2685, i64 %5475
  %5492 = getelementptr inbounds nuw float, ptr %2690, i64 %5475
  %5493 = select i1 %2700, ptr null, ptr %5492
  switch i64 %2490, label %506 [
    i64 1, label %5508
    i64 2, label %5501
    i64 3, label %5494
    i64 0, label %5549
  ]

5494:                                             ; preds = %5489
  %5495 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5490)
  %5496 = bitcast <8 x float> %5490 to <8 x i32>
  %5497 = and <8 x i32> %5496, %2352
  %5498 = bitcast <8 x i32> %5497 to <8 x float>
  %5499 = fcmp oeq <8 x float> %5490, %49
  %5500 = select <8 x i1> %5499, <8 x float> %5498, <8 x float> %5495
  br label %5511

5501:                                             ; preds = %5489
  %5502 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5490)
  %5503 = bitcast <8 x float> %5490 to <8 x i32>
  %5504 = or <8 x i32> %5503, %2353
  %5505 = bitcast <8 x i32> %5504 to <8 x float>
  %5506 = fcmp oeq <8 x float> %5490, %52
  %5507 = select <8 x i1> %5506, <8 x float> %5505, <8 x float> %5502
  br label %5511

5508:                                             ; preds = %5489
  %5509 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5493, <8 x i1> %5482, <8 x float> zeroinitializer)
  %5510 = fadd <8 x float> %5490, %5509
  br label %5511

5511:                                             ; preds = %5508, %5501, %5494
  %5512 = phi <8 x float> [ %5510, %5508 ], [ %5507, %5501 ], [ %5500, %5494 ]
  switch i64 %2502, label %506 [
    i64 1, label %5527
    i64 2, label %5520
    i64 3, label %5513
    i64 0, label %5549
  ]

5513:                                             ; preds = %5511
  %5514 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5512)
  %5515 = bitcast <8 x float> %5512 to <8 x i32>
  %5516 = and <8 x i32> %5515, %2352
  %5517 = bitcast <8 x i32> %5516 to <8 x float>
  %5518 = fcmp oeq <8 x float> %5512, %49
  %5519 = select <8 x i1> %5518, <8 x float> %5517, <8 x float> %5514
  br label %5530

5520:                                             ; preds = %5511
  %5521 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5512)
  %5522 = bitcast <8 x float> %5512 to <8 x i32>
  %5523 = or <8 x i32> %5522, %2353
  %5524 = bitcast <8 x i32> %5523 to <8 x float>
  %5525 = fcmp oeq <8 x float> %5512, %52
  %5526 = select <8 x i1> %5525, <8 x float> %5524, <8 x float> %5521
  br label %5530

5527:                                             ; preds = %5511
  %5528 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5493, <8 x i1> %5482, <8 x float> zeroinitializer)
  %5529 = fadd <8 x float> %5512, %5528
  br label %5530

5530:                                             ; preds = %5527, %5520, %5513
  %5531 = phi <8 x float> [ %5529, %5527 ], [ %5526, %5520 ], [ %5519, %5513 ]
  switch i64 %2504, label %506 [
    i64 1, label %5546
    i64 2, label %5539
    i64 3, label %5532
    i64 0, label %5549
  ]

5532:                                             ; preds = %5530
  %5533 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5531)
  %5534 = bitcast <8 x float> %5531 to <8 x i32>
  %5535 = and <8 x i32> %5534, %2352
  %5536 = bitcast <8 x i32> %5535 to <8 x float>
  %5537 = fcmp oeq <8 x float> %5531, %49
  %5538 = select <8 x i1> %5537, <8 x float> %5536, <8 x float> %5533
  br label %5549

5539:                                             ; preds = %5530
  %5540 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5531)
  %5541 = bitcast <8 x float> %5531 to <8 x i32>
  %5542 = or <8 x i32> %5541, %2353
  %5543 = bitcast <8 x i32> %5542 to <8 x float>
  %5544 = fcmp oeq <8 x float> %5531, %52
  %5545 = select <8 x i1> %5544, <8 x float> %5543, <8 x float> %5540
  br label %5549

5546:                                             ; preds = %5530
  %5547 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5493, <8 x i1> %5482, <8 x float> zeroinitializer)
  %5548 = fadd <8 x float> %5531, %5547
  br label %5549

5549:                                             ; preds = %5532, %5539, %5546, %5530, %5511, %5489
  %5550 = phi <8 x float> [ %5531, %5530 ], [ %5490, %5489 ], [ %5512, %5511 ], [ %5548, %5546 ], [ %5545, %5539 ], [ %5538, %5532 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %5550, ptr nonnull align 1 %5491, <8 x i1> %5482)
  %5551 = shl i64 %4450, 3
  %5552 = or disjoint i64 %5551, 24
  %5553 = sub nsw i64 %9, %5552
  %5554 = icmp sgt i64 %5553, 7
  %5555 = trunc i64 %5553 to i32
  %5556 = select i1 %5554, i32 8, i32 %5555
  %5557 = insertelement <8 x i32> poison, i32 %5556, i64 0
  %5558 = shufflevector <8 x i32> %5557, <8 x i32> poison, <8 x i32> zeroinitializer
  %5559 = icmp sgt <8 x i32> %5558, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %5560 = load <8 x float>, ptr %2505, align 32
  br i1 %2699, label %5566, label %5561

5561:                                             ; preds = %5549
  %5562 = load float, ptr %2678, align 1
  %5563 = insertelement <8 x float> poison, float %5562, i64 0
  %5564 = shufflevector <8 x float> %5563, <8 x float> poison, <8 x i32> zeroinitializer
  %5565 = fadd <8 x float> %5560, %5564
  br label %5566

5566:                                             ; preds = %5561, %5549
  %5567 = phi <8 x float> [ %5565, %5561 ], [ %5560, %5549 ]
  %5568 = getelementptr inbounds nuw float, ptr %2685, i64 %5552
  %5569 = getelementptr inbounds nuw float, ptr %2690, i64 %5552
  %5570 = select i1 %2700, ptr null, ptr %5569
  switch i64 %2490, label %506 [
    i64 1, label %5585
    i64 2, label %5578
    i64 3, label %5571
    i64 0, label %5626
  ]

5571:                                             ; preds = %5566
  %5572 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5567)
  %5573 = bitcast <8 x float> %5567 to <8 x i32>
  %5574 = and <8 x i32> %5573, %2352
  %5575 = bitcast <8 x i32> %5574 to <8 x float>
  %5576 = fcmp oeq <8 x float> %5567, %49
  %5577 = select <8 x i1> %5576, <8 x float> %5575, <8 x float> %5572
  br label %5588

5578:                                             ; preds = %5566
  %5579 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5567)
  %5580 = bitcast <8 x float> %5567 to <8 x i32>
  %5581 = or <8 x i32> %5580, %2353
  %5582 = bitcast <8 x i32> %5581 to <8 x float>
  %5583 = fcmp oeq <8 x float> %5567, %52
  %5584 = select <8 x i1> %5583, <8 x float> %5582, <8 x float> %5579
  br label %5588

5585:                                             ; preds = %5566
  %5586 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5570, <8 x i1> %5559, <8 x float> zeroinitializer)
  %5587 = fadd <8 x float> %5567, %5586
  br label %5588

5588:                                             ; preds = %5585, %5578, %5571
  %5589 = phi <8 x float> [ %5587, %5585 ], [ %5584, %5578 ], [ %5577, %5571 ]
  switch i64 %2507, label %506 [
    i64 1, label %5604
    i64 2, label %5597
    i64 3, label %5590
    i64 0, label %5626
  ]

5590:                                             ; preds = %5588
  %5591 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5589)
  %5592 = bitcast <8 x float> %5589 to <8 x i32>
  %5593 = and <8 x i32> %5592, %2352
  %5594 = bitcast <8 x i32> %5593 to <8 x float>
  %5595 = fcmp oeq <8 x float> %5589, %49
  %5596 = select <8 x i1> %5595, <8 x float> %5594, <8 x float> %5591
  br label %5607

5597:                                             ; preds = %5588
  %5598 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5589)
  %5599 = bitcast <8 x float> %5589 to <8 x i32>
  %5600 = or <8 x i32> %5599, %2353
  %5601 = bitcast <8 x i32> %5600 to <8 x float>
  %5602 = fcmp oeq <8 x float> %5589, %52
  %5603 = select <8 x i1> %5602, <8 x float> %5601, <8 x float> %5598
  br label %5607

5604:                                             ; preds = %5588
  %5605 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5570, <8 x i1> %5559, <8 x float> zeroinitializer)
  %5606 = fadd <8 x float> %5589, %5605
  br label %5607

5607:                                             ; preds = %5604, %5597, %5590
  %5608 = phi <8 x float> [ %5606, %5604 ], [ %5603, %5597 ], [ %5596, %5590 ]
  switch i64 %2509, label %506 [
    i64 1, label %5623
    i64 2, label %5616
    i64 3, label %5609
    i64 0, label %5626
  ]

5609:                                             ; preds = %5607
  %5610 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5608)
  %5611 = bitcast <8 x float> %5608 to <8 x i32>
  %5612 = and <8 x i32> %5611, %2352
  %5613 = bitcast <8 x i32> %5612 to <8 x float>
  %5614 = fcmp oeq <8 x float> %5608, %49
  %5615 = select <8 x i1> %5614, <8 x float> %5613, <8 x float> %5610
  br label %5626

5616:                                             ; preds = %5607
  %5617 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5608)
  %5618 = bitcast <8 x float> %5608 to <8 x i32>
  %5619 = or <8 x i32> %5618, %2353
  %5620 = bitcast <8 x i32> %5619 to <8 x float>
  %5621 = fcmp oeq <8 x float> %5608, %52
  %5622 = select <8 x i1> %5621, <8 x float> %5620, <8 x float> %5617
  br label %5626

5623:                                             ; preds = %5607
  %5624 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5570, <8 x i1> %5559, <8 x float> zeroinitializer)
  %5625 = fadd <8 x float> %5608, %5624
  br label %5626

5626:                                             ; preds = %5609, %5616, %5623, %5607, %5588, %5566
  %5627 = phi <8 x float> [ %5608, %5607 ], [ %5567, %5566 ], [ %5589, %5588 ], [ %5625, %5623 ], [ %5622, %5616 ], [ %5615, %5609 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %5627, ptr nonnull align 1 %5568, <8 x i1> %5559)
  call void @llvm.lifetime.end.p0(ptr nonnull %30)
  br label %7926

5628:                                             ; preds = %4449
  call void @llvm.lifetime.start.p0(ptr nonnull %31)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(160) %31, i8 0, i64 160, i1 false)
  br i1 %2349, label %5629, label %5702

5629:                                             ; preds = %5628, %5643
  %5630 = phi i64 [ %5644, %5643 ], [ 0, %5628 ]
  %5631 = mul nsw i64 %5630, %14
  %5632 = sub i64 %5631, %16
  %5633 = add i64 %5632, %2704
  %5634 = icmp slt i64 %5633, 0
  %5635 = icmp sge i64 %5633, %6
  %5636 = or i1 %5634, %5635
  %5637 = select i1 %5636, i64 0, i64 %5633
  %5638 = mul nsw i64 %5637, %7
  %5639 = getelementptr inbounds float, ptr %2675, i64 %5638
  br i1 %2350, label %5640, label %5643

5640:                                             ; preds = %5629
  %5641 = mul nuw nsw i64 %5630, %11
  %5642 = getelementptr inbounds nuw float, ptr %2677, i64 %5641
  br label %5646

5643:                                             ; preds = %5655, %5629
  %5644 = add nuw nsw i64 %5630, 1
  %5645 = icmp eq i64 %5644, %10
  br i1 %5645, label %5700, label %5629

5646:                                             ; preds = %5640, %5655
  %5647 = phi i64 [ 0, %5640 ], [ %5656, %5655 ]
  %5648 = getelementptr inbounds nuw float, ptr %5642, i64 %5647
  %5649 = load float, ptr %5648, align 1
  %5650 = insertelement <8 x float> poison, float %5649, i64 0
  %5651 = shufflevector <8 x float> %5650, <8 x float> poison, <8 x i32> zeroinitializer
  %5652 = mul nsw i64 %5647, %15
  %5653 = sub i64 %5652, %17
  %5654 = getelementptr <4 x i64>, ptr %2336, i64 %5647
  br label %5658

5655:                                             ; preds = %5689
  %5656 = add nuw nsw i64 %5647, 1
  %5657 = icmp eq i64 %5656, %11
  br i1 %5657, label %5643, label %5646

5658:                                             ; preds = %5646, %5689
  %5659 = phi i64 [ 0, %5646 ], [ %5698, %5689 ]
  %5660 = or disjoint i64 %4450, %5659
  %5661 = shl nsw i64 %5660, 3
  %5662 = add i64 %5653, %5661
  br i1 %2351, label %5667, label %5663

5663:                                             ; preds = %5658
  %5664 = mul nuw nsw i64 %5660, %11
  %5665 = getelementptr <4 x i64>, ptr %5654, i64 %5664
  %5666 = load <4 x i64>, ptr %5665, align 32
  br label %5689

5667:                                             ; preds = %5658
  %5668 = sub nsw i64 %9, %5661
  %5669 = icmp slt i64 %5662, 0
  %5670 = sub nsw i64 0, %5662
  %5671 = select i1 %5669, i64 %5670, i64 0
  %5672 = sub nsw i64 %7, %5662
  %5673 = call i64 @llvm.smin.i64(i64 %5672, i64 %5668)
  %5674 = call i64 @llvm.smin.i64(i64 %5673, i64 8)
  %5675 = icmp sgt i64 %5674, %5671
  %5676 = trunc i64 %5671 to i32
  %5677 = select i1 %5675, i32 %5676, i32 0
  %5678 = insertelement <8 x i32> poison, i32 %5677, i64 0
  %5679 = shufflevector <8 x i32> %5678, <8 x i32> poison, <8 x i32> zeroinitializer
  %5680 = icmp slt <8 x i32> %5679, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %5681 = trunc i64 %5674 to i32
  %5682 = select i1 %5675, i32 %5681, i32 0
  %5683 = insertelement <8 x i32> poison, i32 %5682, i64 0
  %5684 = shufflevector <8 x i32> %5683, <8 x i32> poison, <8 x i32> zeroinitializer
  %5685 = icmp sgt <8 x i32> %5684, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %5686 = and <8 x i1> %5685, %5680
  %5687 = sext <8 x i1> %5686 to <8 x i32>
  %5688 = bitcast <8 x i32> %5687 to <4 x i64>
  br label %5689

5689:                                             ; preds = %5667, %5663
  %5690 = phi <4 x i64> [ %5666, %5663 ], [ %5688, %5667 ]
  %5691 = getelementptr inbounds nuw <8 x float>, ptr %31, i64 %5659
  %5692 = getelementptr inbounds float, ptr %5639, i64 %5662
  %5693 = select i1 %5636, <4 x i64> zeroinitializer, <4 x i64> %5690
  %5694 = bitcast <4 x i64> %5693 to <8 x i32>
  %5695 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5692, <8 x i32> %5694)
  %5696 = load <8 x float>, ptr %5691, align 32
  %5697 = call <8 x float> @llvm.fma.v8f32(<8 x float> %5695, <8 x float> %5651, <8 x float> %5696)
  store <8 x float> %5697, ptr %5691, align 32
  %5698 = add nuw nsw i64 %5659, 1
  %5699 = icmp eq i64 %5698, 5
  br i1 %5699, label %5655, label %5658

5700:                                             ; preds = %5643
  %5701 = load <8 x float>, ptr %31, align 32
  br label %5702

5702:                                             ; preds = %5700, %5628
  %5703 = phi <8 x float> [ %5701, %5700 ], [ zeroinitializer, %5628 ]
  %5704 = shl nsw i64 %4450, 3
  %5705 = sub nsw i64 %9, %5704
  %5706 = icmp sgt i64 %5705, 7
  %5707 = trunc i64 %5705 to i32
  %5708 = select i1 %5706, i32 8, i32 %5707
  %5709 = insertelement <8 x i32> poison, i32 %5708, i64 0
  %5710 = shufflevector <8 x i32> %5709, <8 x i32> poison, <8 x i32> zeroinitializer
  %5711 = icmp sgt <8 x i32> %5710, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %2699, label %5717, label %5712

5712:                                             ; preds = %5702
  %5713 = load float, ptr %2678, align 1
  %5714 = insertelement <8 x float> poison, float %5713, i64 0
  %5715 = shufflevector <8 x float> %5714, <8 x float> poison, <8 x i32> zeroinitializer
  %5716 = fadd <8 x float> %5703, %5715
  br label %5717

5717:                                             ; preds = %5712, %5702
  %5718 = phi <8 x float> [ %5716, %5712 ], [ %5703, %5702 ]
  %5719 = getelementptr inbounds nuw float, ptr %2685, i64 %5704
  %5720 = getelementptr inbounds nuw float, ptr %2690, i64 %5704
  %5721 = select i1 %2700, ptr null, ptr %5720
  switch i64 %2465, label %506 [
    i64 1, label %5722
    i64 2, label %5725
    i64 3, label %5732
    i64 0, label %5777
  ]

5722:                                             ; preds = %5717
  %5723 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5721, <8 x i1> %5711, <8 x float> zeroinitializer)
  %5724 = fadd <8 x float> %5718, %5723
  br label %5739

5725:                                             ; preds = %5717
  %5726 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5718)
  %5727 = bitcast <8 x float> %5718 to <8 x i32>
  %5728 = or <8 x i32> %5727, %2353
  %5729 = bitcast <8 x i32> %5728 to <8 x float>
  %5730 = fcmp oeq <8 x float> %5718, %52
  %5731 = select <8 x i1> %5730, <8 x float> %5729, <8 x float> %5726
  br label %5739

5732:                                             ; preds = %5717
  %5733 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5718)
  %5734 = bitcast <8 x float> %5718 to <8 x i32>
  %5735 = and <8 x i32> %5734, %2352
  %5736 = bitcast <8 x i32> %5735 to <8 x float>
  %5737 = fcmp oeq <8 x float> %5718, %49
  %5738 = select <8 x i1> %5737, <8 x float> %5736, <8 x float> %5733
  br label %5739

5739:                                             ; preds = %5732, %5725, %5722
  %5740 = phi <8 x float> [ %5724, %5722 ], [ %5731, %5725 ], [ %5738, %5732 ]
  switch i64 %2467, label %506 [
    i64 1, label %5755
    i64 2, label %5748
    i64 3, label %5741
    i64 0, label %5777
  ]

5741:                                             ; preds = %5739
  %5742 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5740)
  %5743 = bitcast <8 x float> %5740 to <8 x i32>
  %5744 = and <8 x i32> %5743, %2352
  %5745 = bitcast <8 x i32> %5744 to <8 x float>
  %5746 = fcmp oeq <8 x float> %5740, %49
  %5747 = select <8 x i1> %5746, <8 x float> %5745, <8 x float> %5742
  br label %5758

5748:                                             ; preds = %5739
  %5749 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5740)
  %5750 = bitcast <8 x float> %5740 to <8 x i32>
  %5751 = or <8 x i32> %5750, %2353
  %5752 = bitcast <8 x i32> %5751 to <8 x float>
  %5753 = fcmp oeq <8 x float> %5740, %52
  %5754 = select <8 x i1> %5753, <8 x float> %5752, <8 x float> %5749
  br label %5758

5755:                                             ; preds = %5739
  %5756 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5721, <8 x i1> %5711, <8 x float> zeroinitializer)
  %5757 = fadd <8 x float> %5740, %5756
  br label %5758

5758:                                             ; preds = %5755, %5748, %5741
  %5759 = phi <8 x float> [ %5757, %5755 ], [ %5754, %5748 ], [ %5747, %5741 ]
  switch i64 %2469, label %506 [
    i64 1, label %5774
    i64 2, label %5767
    i64 3, label %5760
    i64 0, label %5777
  ]

5760:                                             ; preds = %5758
  %5761 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5759)
  %5762 = bitcast <8 x float> %5759 to <8 x i32>
  %5763 = and <8 x i32> %5762, %2352
  %5764 = bitcast <8 x i32> %5763 to <8 x float>
  %5765 = fcmp oeq <8 x float> %5759, %49
  %5766 = select <8 x i1> %5765, <8 x float> %5764, <8 x float> %5761
  br label %5777

5767:                                             ; preds = %5758
  %5768 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5759)
  %5769 = bitcast <8 x float> %5759 to <8 x i32>
  %5770 = or <8 x i32> %5769, %2353
  %5771 = bitcast <8 x i32> %5770 to <8 x float>
  %5772 = fcmp oeq <8 x float> %5759, %52
  %5773 = select <8 x i1> %5772, <8 x float> %5771, <8 x float> %5768
  br label %5777

5774:                                             ; preds = %5758
  %5775 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5721, <8 x i1> %5711, <8 x float> zeroinitializer)
  %5776 = fadd <8 x float> %5759, %5775
  br label %5777

5777:                                             ; preds = %5760, %5767, %5774, %5758, %5739, %5717
  %5778 = phi <8 x float> [ %5759, %5758 ], [ %5718, %5717 ], [ %5740, %5739 ], [ %5776, %5774 ], [ %5773, %5767 ], [ %5766, %5760 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %5778, ptr align 1 %5719, <8 x i1> %5711)
  %5779 = shl i64 %4450, 3
  %5780 = or disjoint i64 %5779, 8
  %5781 = sub nsw i64 %9, %5780
  %5782 = icmp sgt i64 %5781, 7
  %5783 = trunc i64 %5781 to i32
  %5784 = select i1 %5782, i32 8, i32 %5783
  %5785 = insertelement <8 x i32> poison, i32 %5784, i64 0
  %5786 = shufflevector <8 x i32> %5785, <8 x i32> poison, <8 x i32> zeroinitializer
  %5787 = icmp sgt <8 x i32> %5786, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %5788 = load <8 x float>, ptr %2470, align 32
  br i1 %2699, label %5794, label %5789

5789:                                             ; preds = %5777
  %5790 = load float, ptr %2678, align 1
  %5791 = insertelement <8 x float> poison, float %5790, i64 0
  %5792 = shufflevector <8 x float> %5791, <8 x float> poison, <8 x i32> zeroinitializer
  %5793 = fadd <8 x float> %5788, %5792
  br label %5794

5794:                                             ; preds = %5789, %5777
  %5795 = phi <8 x float> [ %5793, %5789 ], [ %5788, %5777 ]
  %5796 = getelementptr inbounds nuw float, ptr %2685, i64 %5780
  %5797 = getelementptr inbounds nuw float, ptr %2690, i64 %5780
  %5798 = select i1 %2700, ptr null, ptr %5797
  switch i64 %2465, label %506 [
    i64 1, label %5813
    i64 2, label %5806
    i64 3, label %5799
    i64 0, label %5854
  ]

5799:                                             ; preds = %5794
  %5800 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5795)
  %5801 = bitcast <8 x float> %5795 to <8 x i32>
  %5802 = and <8 x i32> %5801, %2352
  %5803 = bitcast <8 x i32> %5802 to <8 x float>
  %5804 = fcmp oeq <8 x float> %5795, %49
  %5805 = select <8 x i1> %5804, <8 x float> %5803, <8 x float> %5800
  br label %5816

5806:                                             ; preds = %5794
  %5807 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5795)
  %5808 = bitcast <8 x float> %5795 to <8 x i32>
  %5809 = or <8 x i32> %5808, %2353
  %5810 = bitcast <8 x i32> %5809 to <8 x float>
  %5811 = fcmp oeq <8 x float> %5795, %52
  %5812 = select <8 x i1> %5811, <8 x float> %5810, <8 x float> %5807
  br label %5816

5813:                                             ; preds = %5794
  %5814 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5798, <8 x i1> %5787, <8 x float> zeroinitializer)
  %5815 = fadd <8 x float> %5795, %5814
  br label %5816

5816:                                             ; preds = %5813, %5806, %5799
  %5817 = phi <8 x float> [ %5815, %5813 ], [ %5812, %5806 ], [ %5805, %5799 ]
  switch i64 %2472, label %506 [
    i64 1, label %5832
    i64 2, label %5825
    i64 3, label %5818
    i64 0, label %5854
  ]

5818:                                             ; preds = %5816
  %5819 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5817)
  %5820 = bitcast <8 x float> %5817 to <8 x i32>
  %5821 = and <8 x i32> %5820, %2352
  %5822 = bitcast <8 x i32> %5821 to <8 x float>
  %5823 = fcmp oeq <8 x float> %5817, %49
  %5824 = select <8 x i1> %5823, <8 x float> %5822, <8 x float> %5819
  br label %5835

5825:                                             ; preds = %5816
  %5826 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5817)
  %5827 = bitcast <8 x float> %5817 to <8 x i32>
  %5828 = or <8 x i32> %5827, %2353
  %5829 = bitcast <8 x i32> %5828 to <8 x float>
  %5830 = fcmp oeq <8 x float> %5817, %52
  %5831 = select <8 x i1> %5830, <8 x float> %5829, <8 x float> %5826
  br label %5835

5832:                                             ; preds = %5816
  %5833 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5798, <8 x i1> %5787, <8 x float> zeroinitializer)
  %5834 = fadd <8 x float> %5817, %5833
  br label %5835

5835:                                             ; preds = %5832, %5825, %5818
  %5836 = phi <8 x float> [ %5834, %5832 ], [ %5831, %5825 ], [ %5824, %5818 ]
  switch i64 %2474, label %506 [
    i64 1, label %5851
    i64 2, label %5844
    i64 3, label %5837
    i64 0, label %5854
  ]

5837:                                             ; preds = %5835
  %5838 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5836)
  %5839 = bitcast <8 x float> %5836 to <8 x i32>
  %5840 = and <8 x i32> %5839, %2352
  %5841 = bitcast <8 x i32> %5840 to <8 x float>
  %5842 = fcmp oeq <8 x float> %5836, %49
  %5843 = select <8 x i1> %5842, <8 x float> %5841, <8 x float> %5838
  br label %5854

5844:                                             ; preds = %5835
  %5845 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5836)
  %5846 = bitcast <8 x float> %5836 to <8 x i32>
  %5847 = or <8 x i32> %5846, %2353
  %5848 = bitcast <8 x i32> %5847 to <8 x float>
  %5849 = fcmp oeq <8 x float> %5836, %52
  %5850 = select <8 x i1> %5849, <8 x float> %5848, <8 x float> %5845
  br label %5854

5851:                                             ; preds = %5835
  %5852 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5798, <8 x i1> %5787, <8 x float> zeroinitializer)
  %5853 = fadd <8 x float> %5836, %5852
  br label %5854

5854:                                             ; preds = %5837, %5844, %5851, %5835, %5816, %5794
  %5855 = phi <8 x float> [ %5836, %5835 ], [ %5795, %5794 ], [ %5817, %5816 ], [ %5853, %5851 ], [ %5850, %5844 ], [ %5843, %5837 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %5855, ptr nonnull align 1 %5796, <8 x i1> %5787)
  %5856 = shl i64 %4450, 3
  %5857 = or disjoint i64 %5856, 16
  %5858 = sub nsw i64 %9, %5857
  %5859 = icmp sgt i64 %5858, 7
  %5860 = trunc i64 %5858 to i32
  %5861 = select i1 %5859, i32 8, i32 %5860
  %5862 = insertelement <8 x i32> poison, i32 %5861, i64 0
  %5863 = shufflevector <8 x i32> %5862, <8 x i32> poison, <8 x i32> zeroinitializer
  %5864 = icmp sgt <8 x i32> %5863, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %5865 = load <8 x float>, ptr %2475, align 32
  br i1 %2699, label %5871, label %5866

5866:                                             ; preds = %5854
  %5867 = load float, ptr %2678, align 1
  %5868 = insertelement <8 x float> poison, float %5867, i64 0
  %5869 = shufflevector <8 x float> %5868, <8 x float> poison, <8 x i32> zeroinitializer
  %5870 = fadd <8 x float> %5865, %5869
  br label %5871

5871:                                             ; preds = %5866, %5854
  %5872 = phi <8 x float> [ %5870, %5866 ], [ %5865, %5854 ]
  %5873 = getelementptr inbounds nuw float, ptr %2685, i64 %5857
  %5874 = getelementptr inbounds nuw float, ptr %2690, i64 %5857
  %5875 = select i1 %2700, ptr null, ptr %5874
  switch i64 %2465, label %506 [
    i64 1, label %5890
    i64 2, label %5883
    i64 3, label %5876
    i64 0, label %5931
  ]

5876:                                             ; preds = %5871
  %5877 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5872)
  %5878 = bitcast <8 x float> %5872 to <8 x i32>
  %5879 = and <8 x i32> %5878, %2352
  %5880 = bitcast <8 x i32> %5879 to <8 x float>
  %5881 = fcmp oeq <8 x float> %5872, %49
  %5882 = select <8 x i1> %5881, <8 x float> %5880, <8 x float> %5877
  br label %5893

5883:                                             ; preds = %5871
  %5884 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5872)
  %5885 = bitcast <8 x float> %5872 to <8 x i32>
  %5886 = or <8 x i32> %5885, %2353
  %5887 = bitcast <8 x i32> %5886 to <8 x float>
  %5888 = fcmp oeq <8 x float> %5872, %52
  %5889 = select <8 x i1> %5888, <8 x float> %5887, <8 x float> %5884
  br label %5893

5890:                                             ; preds = %5871
  %5891 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5875, <8 x i1> %5864, <8 x float> zeroinitializer)
  %5892 = fadd <8 x float> %5872, %5891
  br label %5893

5893:                                             ; preds = %5890, %5883, %5876
  %5894 = phi <8 x float> [ %5892, %5890 ], [ %5889, %5883 ], [ %5882, %5876 ]
  switch i64 %2477, label %506 [
    i64 1, label %5909
    i64 2, label %5902
    i64 3, label %5895
    i64 0, label %5931
  ]

5895:                                             ; preds = %5893
  %5896 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5894)
  %5897 = bitcast <8 x float> %5894 to <8 x i32>
  %5898 = and <8 x i32> %5897, %2352
  %5899 = bitcast <8 x i32> %5898 to <8 x float>
  %5900 = fcmp oeq <8 x float> %5894, %49
  %5901 = select <8 x i1> %5900, <8 x float> %5899, <8 x float> %5896
  br label %5912

5902:                                             ; preds = %5893
  %5903 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5894)
  %5904 = bitcast <8 x float> %5894 to <8 x i32>
  %5905 = or <8 x i32> %5904, %2353
  %5906 = bitcast <8 x i32> %5905 to <8 x float>
  %5907 = fcmp oeq <8 x float> %5894, %52
  %5908 = select <8 x i1> %5907, <8 x float> %5906, <8 x float> %5903
  br label %5912

5909:                                             ; preds = %5893
  %5910 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5875, <8 x i1> %5864, <8 x float> zeroinitializer)
  %5911 = fadd <8 x float> %5894, %5910
  br label %5912

5912:                                             ; preds = %5909, %5902, %5895
  %5913 = phi <8 x float> [ %5911, %5909 ], [ %5908, %5902 ], [ %5901, %5895 ]
  switch i64 %2479, label %506 [
    i64 1, label %5928
    i64 2, label %5921
    i64 3, label %5914
    i64 0, label %5931
  ]

5914:                                             ; preds = %5912
  %5915 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5913)
  %5916 = bitcast <8 x float> %5913 to <8 x i32>
  %5917 = and <8 x i32> %5916, %2352
  %5918 = bitcast <8 x i32> %5917 to <8 x float>
  %5919 = fcmp oeq <8 x float> %5913, %49
  %5920 = select <8 x i1> %5919, <8 x float> %5918, <8 x float> %5915
  br label %5931

5921:                                             ; preds = %5912
  %5922 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5913)
  %5923 = bitcast <8 x float> %5913 to <8 x i32>
  %5924 = or <8 x i32> %5923, %2353
  %5925 = bitcast <8 x i32> %5924 to <8 x float>
  %5926 = fcmp oeq <8 x float> %5913, %52
  %5927 = select <8 x i1> %5926, <8 x float> %5925, <8 x float> %5922
  br label %5931

5928:                                             ; preds = %5912
  %5929 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5875, <8 x i1> %5864, <8 x float> zeroinitializer)
  %5930 = fadd <8 x float> %5913, %5929
  br label %5931

5931:                                             ; preds = %5914, %5921, %5928, %5912, %5893, %5871
  %5932 = phi <8 x float> [ %5913, %5912 ], [ %5872, %5871 ], [ %5894, %5893 ], [ %5930, %5928 ], [ %5927, %5921 ], [ %5920, %5914 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %5932, ptr nonnull align 1 %5873, <8 x i1> %5864)
  %5933 = shl i64 %4450, 3
  %5934 = or disjoint i64 %5933, 24
  %5935 = sub nsw i64 %9, %5934
  %5936 = icmp sgt i64 %5935, 7
  %5937 = trunc i64 %5935 to i32
  %5938 = select i1 %5936, i32 8, i32 %5937
  %5939 = insertelement <8 x i32> poison, i32 %5938, i64 0
  %5940 = shufflevector <8 x i32> %5939, <8 x i32> poison, <8 x i32> zeroinitializer
  %5941 = icmp sgt <8 x i32> %5940, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %5942 = load <8 x float>, ptr %2480, align 32
  br i1 %2699, label %5948, label %5943

5943:                                             ; preds = %5931
  %5944 = load float, ptr %2678, align 1
  %5945 = insertelement <8 x float> poison, float %5944, i64 0
  %5946 = shufflevector <8 x float> %5945, <8 x float> poison, <8 x i32> zeroinitializer
  %5947 = fadd <8 x float> %5942, %5946
  br label %5948

5948:                                             ; preds = %5943, %5931
  %5949 = phi <8 x float> [ %5947, %5943 ], [ %5942, %5931 ]
  %5950 = getelementptr inbounds nuw float, ptr %2685, i64 %5934
  %5951 = getelementptr inbounds nuw float, ptr %2690, i64 %5934
  %5952 = select i1 %2700, ptr null, ptr %5951
  switch i64 %2465, label %506 [
    i64 1, label %5967
    i64 2, label %5960
    i64 3, label %5953
    i64 0, label %6008
  ]

5953:                                             ; preds = %5948
  %5954 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5949)
  %5955 = bitcast <8 x float> %5949 to <8 x i32>
  %5956 = and <8 x i32> %5955, %2352
  %5957 = bitcast <8 x i32> %5956 to <8 x float>
  %5958 = fcmp oeq <8 x float> %5949, %49
  %5959 = select <8 x i1> %5958, <8 x float> %5957, <8 x float> %5954
  br label %5970

5960:                                             ; preds = %5948
  %5961 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5949)
  %5962 = bitcast <8 x float> %5949 to <8 x i32>
  %5963 = or <8 x i32> %5962, %2353
  %5964 = bitcast <8 x i32> %5963 to <8 x float>
  %5965 = fcmp oeq <8 x float> %5949, %52
  %5966 = select <8 x i1> %5965, <8 x float> %5964, <8 x float> %5961
  br label %5970

5967:                                             ; preds = %5948
  %5968 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5952, <8 x i1> %5941, <8 x float> zeroinitializer)
  %5969 = fadd <8 x float> %5949, %5968
  br label %5970

5970:                                             ; preds = %5967, %5960, %5953
  %5971 = phi <8 x float> [ %5969, %5967 ], [ %5966, %5960 ], [ %5959, %5953 ]
  switch i64 %2482, label %506 [
    i64 1, label %5986
    i64 2, label %5979
    i64 3, label %5972
    i64 0, label %6008
  ]

5972:                                             ; preds = %5970
  %5973 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5971)
  %5974 = bitcast <8 x float> %5971 to <8 x i32>
  %5975 = and <8 x i32> %5974, %2352
  %5976 = bitcast <8 x i32> %5975 to <8 x float>
  %5977 = fcmp oeq <8 x float> %5971, %49
  %5978 = select <8 x i1> %5977, <8 x float> %5976, <8 x float> %5973
  br label %5989

5979:                                             ; preds = %5970
  %5980 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5971)
  %5981 = bitcast <8 x float> %5971 to <8 x i32>
  %5982 = or <8 x i32> %5981, %2353
  %5983 = bitcast <8 x i32> %5982 to <8 x float>
  %5984 = fcmp oeq <8 x float> %5971, %52
  %5985 = select <8 x i1> %5984, <8 x float> %5983, <8 x float> %5980
  br label %5989

5986:                                             ; preds = %5970
  %5987 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5952, <8 x i1> %5941, <8 x float> zeroinitializer)
  %5988 = fadd <8 x float> %5971, %5987
  br label %5989

5989:                                             ; preds = %5986, %5979, %5972
  %5990 = phi <8 x float> [ %5988, %5986 ], [ %5985, %5979 ], [ %5978, %5972 ]
  switch i64 %2484, label %506 [
    i64 1, label %6005
    i64 2, label %5998
    i64 3, label %5991
    i64 0, label %6008
  ]

5991:                                             ; preds = %5989
  %5992 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5990)
  %5993 = bitcast <8 x float> %5990 to <8 x i32>
  %5994 = and <8 x i32> %5993, %2352
  %5995 = bitcast <8 x i32> %5994 to <8 x float>
  %5996 = fcmp oeq <8 x float> %5990, %49
  %5997 = select <8 x i1> %5996, <8 x float> %5995, <8 x float> %5992
  br label %6008

5998:                                             ; preds = %5989
  %5999 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5990)
  %6000 = bitcast <8 x float> %5990 to <8 x i32>
  %6001 = or <8 x i32> %6000, %2353
  %6002 = bitcast <8 x i32> %6001 to <8 x float>
  %6003 = fcmp oeq <8 x float> %5990, %52
  %6004 = select <8 x i1> %6003, <8 x float> %6002, <8 x float> %5999
  br label %6008

6005:                                             ; preds = %5989
  %6006 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5952, <8 x i1> %5941, <8 x float> zeroinitializer)
  %6007 = fadd <8 x float> %5990, %6006
  br label %6008

6008:                                             ; preds = %5991, %5998, %6005, %5989, %5970, %5948
  %6009 = phi <8 x float> [ %5990, %5989 ], [ %5949, %5948 ], [ %5971, %5970 ], [ %6007, %6005 ], [ %6004, %5998 ], [ %5997, %5991 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %6009, ptr nonnull align 1 %5950, <8 x i1> %5941)
  %6010 = shl i64 %4450, 3
  %6011 = or disjoint i64 %6010, 32
  %6012 = sub nsw i64 %9, %6011
  %6013 = icmp sgt i64 %6012, 7
  %6014 = trunc i64 %6012 to i32
  %6015 = select i1 %6013, i32 8, i32 %6014
  %6016 = insertelement <8 x i32> poison, i32 %6015, i64 0
  %6017 = shufflevector <8 x i32> %6016, <8 x i32> poison, <8 x i32> zeroinitializer
  %6018 = icmp sgt <8 x i32> %6017, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6019 = load <8 x float>, ptr %2485, align 32
  br i1 %2699, label %6025, label %6020

6020:                                             ; preds = %6008
  %6021 = load float, ptr %2678, align 1
  %6022 = insertelement <8 x float> poison, float %6021, i64 0
  %6023 = shufflevector <8 x float> %6022, <8 x float> poison, <8 x i32> zeroinitializer
  %6024 = fadd <8 x float> %6019, %6023
  br label %6025

6025:                                             ; preds = %6020, %6008
  %6026 = phi <8 x float> [ %6024, %6020 ], [ %6019, %6008 ]
  %6027 = getelementptr inbounds nuw float, ptr %2685, i64 %6011
  %6028 = getelementptr inbounds nuw float, ptr %2690, i64 %6011
  %6029 = select i1 %2700, ptr null, ptr %6028
  switch i64 %2465, label %506 [
    i64 1, label %6044
    i64 2, label %6037
    i64 3, label %6030
    i64 0, label %6085
  ]

6030:                                             ; preds = %6025
  %6031 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6026)
  %6032 = bitcast <8 x float> %6026 to <8 x i32>
  %6033 = and <8 x i32> %6032, %2352
  %6034 = bitcast <8 x i32> %6033 to <8 x float>
  %6035 = fcmp oeq <8 x float> %6026, %49
  %6036 = select <8 x i1> %6035, <8 x float> %6034, <8 x float> %6031
  br label %6047

6037:                                             ; preds = %6025
  %6038 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6026)
  %6039 = bitcast <8 x float> %6026 to <8 x i32>
  %6040 = or <8 x i32> %6039, %2353
  %6041 = bitcast <8 x i32> %6040 to <8 x float>
  %6042 = fcmp oeq <8 x float> %6026, %52
  %6043 = select <8 x i1> %6042, <8 x float> %6041, <8 x float> %6038
  br label %6047

6044:                                             ; preds = %6025
  %6045 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6029, <8 x i1> %6018, <8 x float> zeroinitializer)
  %6046 = fadd <8 x float> %6026, %6045
  br label %6047

6047:                                             ; preds = %6044, %6037, %6030
  %6048 = phi <8 x float> [ %6046, %6044 ], [ %6043, %6037 ], [ %6036, %6030 ]
  switch i64 %2487, label %506 [
    i64 1, label %6063
    i64 2, label %6056
    i64 3, label %6049
    i64 0, label %6085
  ]

6049:                                             ; preds = %6047
  %6050 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6048)
  %6051 = bitcast <8 x float> %6048 to <8 x i32>
  %6052 = and <8 x i32> %6051, %2352
  %6053 = bitcast <8 x i32> %6052 to <8 x float>
  %6054 = fcmp oeq <8 x float> %6048, %49
  %6055 = select <8 x i1> %6054, <8 x float> %6053, <8 x float> %6050
  br label %6066

6056:                                             ; preds = %6047
  %6057 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6048)
  %6058 = bitcast <8 x float> %6048 to <8 x i32>
  %6059 = or <8 x i32> %6058, %2353
  %6060 = bitcast <8 x i32> %6059 to <8 x float>
  %6061 = fcmp oeq <8 x float> %6048, %52
  %6062 = select <8 x i1> %6061, <8 x float> %6060, <8 x float> %6057
  br label %6066

6063:                                             ; preds = %6047
  %6064 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6029, <8 x i1> %6018, <8 x float> zeroinitializer)
  %6065 = fadd <8 x float> %6048, %6064
  br label %6066

6066:                                             ; preds = %6063, %6056, %6049
  %6067 = phi <8 x float> [ %6065, %6063 ], [ %6062, %6056 ], [ %6055, %6049 ]
  switch i64 %2489, label %506 [
    i64 1, label %6082
    i64 2, label %6075
    i64 3, label %6068
    i64 0, label %6085
  ]

6068:                                             ; preds = %6066
  %6069 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6067)
  %6070 = bitcast <8 x float> %6067 to <8 x i32>
  %6071 = and <8 x i32> %6070, %2352
  %6072 = bitcast <8 x i32> %6071 to <8 x float>
  %6073 = fcmp oeq <8 x float> %6067, %49
  %6074 = select <8 x i1> %6073, <8 x float> %6072, <8 x float> %6069
  br label %6085

6075:                                             ; preds = %6066
  %6076 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6067)
  %6077 = bitcast <8 x float> %6067 to <8 x i32>
  %6078 = or <8 x i32> %6077, %2353
  %6079 = bitcast <8 x i32> %6078 to <8 x float>
  %6080 = fcmp oeq <8 x float> %6067, %52
  %6081 = select <8 x i1> %6080, <8 x float> %6079, <8 x float> %6076
  br label %6085

6082:                                             ; preds = %6066
  %6083 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6029, <8 x i1> %6018, <8 x float> zeroinitializer)
  %6084 = fadd <8 x float> %6067, %6083
  br label %6085

6085:                                             ; preds = %6068, %6075, %6082, %6066, %6047, %6025
  %6086 = phi <8 x float> [ %6067, %6066 ], [ %6026, %6025 ], [ %6048, %6047 ], [ %6084, %6082 ], [ %6081, %6075 ], [ %6074, %6068 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %6086, ptr nonnull align 1 %6027, <8 x i1> %6018)
  call void @llvm.lifetime.end.p0(ptr nonnull %31)
  br label %7926

6087:                                             ; preds = %4449
  call void @llvm.lifetime.start.p0(ptr nonnull %32)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(192) %32, i8 0, i64 192, i1 false)
  br i1 %2349, label %6088, label %6161

6088:                                             ; preds = %6087, %6102
  %6089 = phi i64 [ %6103, %6102 ], [ 0, %6087 ]
  %6090 = mul nsw i64 %6089, %14
  %6091 = sub i64 %6090, %16
  %6092 = add i64 %6091, %2703
  %6093 = icmp slt i64 %6092, 0
  %6094 = icmp sge i64 %6092, %6
  %6095 = or i1 %6093, %6094
  %6096 = select i1 %6095, i64 0, i64 %6092
  %6097 = mul nsw i64 %6096, %7
  %6098 = getelementptr inbounds float, ptr %2675, i64 %6097
  br i1 %2350, label %6099, label %6102

6099:                                             ; preds = %6088
  %6100 = mul nuw nsw i64 %6089, %11
  %6101 = getelementptr inbounds nuw float, ptr %2677, i64 %6100
  br label %6105

6102:                                             ; preds = %6114, %6088
  %6103 = add nuw nsw i64 %6089, 1
  %6104 = icmp eq i64 %6103, %10
  br i1 %6104, label %6159, label %6088

6105:                                             ; preds = %6099, %6114
  %6106 = phi i64 [ 0, %6099 ], [ %6115, %6114 ]
  %6107 = getelementptr inbounds nuw float, ptr %6101, i64 %6106
  %6108 = load float, ptr %6107, align 1
  %6109 = insertelement <8 x float> poison, float %6108, i64 0
  %6110 = shufflevector <8 x float> %6109, <8 x float> poison, <8 x i32> zeroinitializer
  %6111 = mul nsw i64 %6106, %15
  %6112 = sub i64 %6111, %17
  %6113 = getelementptr <4 x i64>, ptr %2336, i64 %6106
  br label %6117

6114:                                             ; preds = %6148
  %6115 = add nuw nsw i64 %6106, 1
  %6116 = icmp eq i64 %6115, %11
  br i1 %6116, label %6102, label %6105

6117:                                             ; preds = %6105, %6148
  %6118 = phi i64 [ 0, %6105 ], [ %6157, %6148 ]
  %6119 = or disjoint i64 %4450, %6118
  %6120 = shl nsw i64 %6119, 3
  %6121 = add i64 %6112, %6120
  br i1 %2351, label %6126, label %6122

6122:                                             ; preds = %6117
  %6123 = mul nuw nsw i64 %6119, %11
  %6124 = getelementptr <4 x i64>, ptr %6113, i64 %6123
  %6125 = load <4 x i64>, ptr %6124, align 32
  br label %6148

6126:                                             ; preds = %6117
  %6127 = sub nsw i64 %9, %6120
  %6128 = icmp slt i64 %6121, 0
  %6129 = sub nsw i64 0, %6121
  %6130 = select i1 %6128, i64 %6129, i64 0
  %6131 = sub nsw i64 %7, %6121
  %6132 = call i64 @llvm.smin.i64(i64 %6131, i64 %6127)
  %6133 = call i64 @llvm.smin.i64(i64 %6132, i64 8)
  %6134 = icmp sgt i64 %6133, %6130
  %6135 = trunc i64 %6130 to i32
  %6136 = select i1 %6134, i32 %6135, i32 0
  %6137 = insertelement <8 x i32> poison, i32 %6136, i64 0
  %6138 = shufflevector <8 x i32> %6137, <8 x i32> poison, <8 x i32> zeroinitializer
  %6139 = icmp slt <8 x i32> %6138, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %6140 = trunc i64 %6133 to i32
  %6141 = select i1 %6134, i32 %6140, i32 0
  %6142 = insertelement <8 x i32> poison, i32 %6141, i64 0
  %6143 = shufflevector <8 x i32> %6142, <8 x i32> poison, <8 x i32> zeroinitializer
  %6144 = icmp sgt <8 x i32> %6143, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6145 = and <8 x i1> %6144, %6139
  %6146 = sext <8 x i1> %6145 to <8 x i32>
  %6147 = bitcast <8 x i32> %6146 to <4 x i64>
  br label %6148

6148:                                             ; preds = %6126, %6122
  %6149 = phi <4 x i64> [ %6125, %6122 ], [ %6147, %6126 ]
  %6150 = getelementptr inbounds nuw <8 x float>, ptr %32, i64 %6118
  %6151 = getelementptr inbounds float, ptr %6098, i64 %6121
  %6152 = select i1 %6095, <4 x i64> zeroinitializer, <4 x i64> %6149
  %6153 = bitcast <4 x i64> %6152 to <8 x i32>
  %6154 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %6151, <8 x i32> %6153)
  %6155 = load <8 x float>, ptr %6150, align 32
  %6156 = call <8 x float> @llvm.fma.v8f32(<8 x float> %6154, <8 x float> %6110, <8 x float> %6155)
  store <8 x float> %6156, ptr %6150, align 32
  %6157 = add nuw nsw i64 %6118, 1
  %6158 = icmp eq i64 %6157, 6
  br i1 %6158, label %6114, label %6117

6159:                                             ; preds = %6102
  %6160 = load <8 x float>, ptr %32, align 32
  br label %6161

6161:                                             ; preds = %6159, %6087
  %6162 = phi <8 x float> [ %6160, %6159 ], [ zeroinitializer, %6087 ]
  %6163 = shl nsw i64 %4450, 3
  %6164 = sub nsw i64 %9, %6163
  %6165 = icmp sgt i64 %6164, 7
  %6166 = trunc i64 %6164 to i32
  %6167 = select i1 %6165, i32 8, i32 %6166
  %6168 = insertelement <8 x i32> poison, i32 %6167, i64 0
  %6169 = shufflevector <8 x i32> %6168, <8 x i32> poison, <8 x i32> zeroinitializer
  %6170 = icmp sgt <8 x i32> %6169, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %2699, label %6176, label %6171

6171:                                             ; preds = %6161
  %6172 = load float, ptr %2678, align 1
  %6173 = insertelement <8 x float> poison, float %6172, i64 0
  %6174 = shufflevector <8 x float> %6173, <8 x float> poison, <8 x i32> zeroinitializer
  %6175 = fadd <8 x float> %6162, %6174
  br label %6176

6176:                                             ; preds = %6171, %6161
  %6177 = phi <8 x float> [ %6175, %6171 ], [ %6162, %6161 ]
  %6178 = getelementptr inbounds nuw float, ptr %2685, i64 %6163
  %6179 = getelementptr inbounds nuw float, ptr %2690, i64 %6163
  %6180 = select i1 %2700, ptr null, ptr %6179
  switch i64 %2435, label %506 [
    i64 1, label %6181
    i64 2, label %6184
    i64 3, label %6191
    i64 0, label %6236
  ]

6181:                                             ; preds = %6176
  %6182 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6180, <8 x i1> %6170, <8 x float> zeroinitializer)
  %6183 = fadd <8 x float> %6177, %6182
  br label %6198

6184:                                             ; preds = %6176
  %6185 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6177)
  %6186 = bitcast <8 x float> %6177 to <8 x i32>
  %6187 = or <8 x i32> %6186, %2353
  %6188 = bitcast <8 x i32> %6187 to <8 x float>
  %6189 = fcmp oeq <8 x float> %6177, %52
  %6190 = select <8 x i1> %6189, <8 x float> %6188, <8 x float> %6185
  br label %6198

6191:                                             ; preds = %6176
  %6192 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6177)
  %6193 = bitcast <8 x float> %6177 to <8 x i32>
  %6194 = and <8 x i32> %6193, %2352
  %6195 = bitcast <8 x i32> %6194 to <8 x float>
  %6196 = fcmp oeq <8 x float> %6177, %49
  %6197 = select <8 x i1> %6196, <8 x float> %6195, <8 x float> %6192
  br label %6198

6198:                                             ; preds = %6191, %6184, %6181
  %6199 = phi <8 x float> [ %6183, %6181 ], [ %6190, %6184 ], [ %6197, %6191 ]
  switch i64 %2437, label %506 [
    i64 1, label %6214
    i64 2, label %6207
    i64 3, label %6200
    i64 0, label %6236
  ]

6200:                                             ; preds = %6198
  %6201 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6199)
  %6202 = bitcast <8 x float> %6199 to <8 x i32>
  %6203 = and <8 x i32> %6202, %2352
  %6204 = bitcast <8 x i32> %6203 to <8 x float>
  %6205 = fcmp oeq <8 x float> %6199, %49
  %6206 = select <8 x i1> %6205, <8 x float> %6204, <8 x float> %6201
  br label %6217

6207:                                             ; preds = %6198
  %6208 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6199)
  %6209 = bitcast <8 x float> %6199 to <8 x i32>
  %6210 = or <8 x i32> %6209, %2353
  %6211 = bitcast <8 x i32> %6210 to <8 x float>
  %6212 = fcmp oeq <8 x float> %6199, %52
  %6213 = select <8 x i1> %6212, <8 x float> %6211, <8 x float> %6208
  br label %6217

6214:                                             ; preds = %6198
  %6215 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6180, <8 x i1> %6170, <8 x float> zeroinitializer)
  %6216 = fadd <8 x float> %6199, %6215
  br label %6217

6217:                                             ; preds = %6214, %6207, %6200
  %6218 = phi <8 x float> [ %6216, %6214 ], [ %6213, %6207 ], [ %6206, %6200 ]
  switch i64 %2439, label %506 [
    i64 1, label %6233
    i64 2, label %6226
    i64 3, label %6219
    i64 0, label %6236
  ]

6219:                                             ; preds = %6217
  %6220 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6218)
  %6221 = bitcast <8 x float> %6218 to <8 x i32>
  %6222 = and <8 x i32> %6221, %2352
  %6223 = bitcast <8 x i32> %6222 to <8 x float>
  %6224 = fcmp oeq <8 x float> %6218, %49
  %6225 = select <8 x i1> %6224, <8 x float> %6223, <8 x float> %6220
  br label %6236

6226:                                             ; preds = %6217
  %6227 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6218)
  %6228 = bitcast <8 x float> %6218 to <8 x i32>
  %6229 = or <8 x i32> %6228, %2353
  %6230 = bitcast <8 x i32> %6229 to <8 x float>
  %6231 = fcmp oeq <8 x float> %6218, %52
  %6232 = select <8 x i1> %6231, <8 x float> %6230, <8 x float> %6227
  br label %6236

6233:                                             ; preds = %6217
  %6234 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6180, <8 x i1> %6170, <8 x float> zeroinitializer)
  %6235 = fadd <8 x float> %6218, %6234
  br label %6236

6236:                                             ; preds = %6219, %6226, %6233, %6217, %6198, %6176
  %6237 = phi <8 x float> [ %6218, %6217 ], [ %6177, %6176 ], [ %6199, %6198 ], [ %6235, %6233 ], [ %6232, %6226 ], [ %6225, %6219 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %6237, ptr align 1 %6178, <8 x i1> %6170)
  %6238 = shl i64 %4450, 3
  %6239 = or disjoint i64 %6238, 8
  %6240 = sub nsw i64 %9, %6239
  %6241 = icmp sgt i64 %6240, 7
  %6242 = trunc i64 %6240 to i32
  %6243 = select i1 %6241, i32 8, i32 %6242
  %6244 = insertelement <8 x i32> poison, i32 %6243, i64 0
  %6245 = shufflevector <8 x i32> %6244, <8 x i32> poison, <8 x i32> zeroinitializer
  %6246 = icmp sgt <8 x i32> %6245, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6247 = load <8 x float>, ptr %2440, align 32
  br i1 %2699, label %6253, label %6248

6248:                                             ; preds = %6236
  %6249 = load float, ptr %2678, align 1
  %6250 = insertelement <8 x float> poison, float %6249, i64 0
  %6251 = shufflevector <8 x float> %6250, <8 x float> poison, <8 x i32> zeroinitializer
  %6252 = fadd <8 x float> %6247, %6251
  br label %6253

6253:                                             ; preds = %6248, %6236
  %6254 = phi <8 x float> [ %6252, %6248 ], [ %6247, %6236 ]
  %6255 = getelementptr inbounds nuw float, ptr %2685, i64 %6239
  %6256 = getelementptr inbounds nuw float, ptr %2690, i64 %6239
  %6257 = select i1 %2700, ptr null, ptr %6256
  switch i64 %2435, label %506 [
    i64 1, label %6272
    i64 2, label %6265
    i64 3, label %6258
    i64 0, label %6313
  ]

6258:                                             ; preds = %6253
  %6259 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6254)
  %6260 = bitcast <8 x float> %6254 to <8 x i32>
  %6261 = and <8 x i32> %6260, %2352
  %6262 = bitcast <8 x i32> %6261 to <8 x float>
  %6263 = fcmp oeq <8 x float> %6254, %49
  %6264 = select <8 x i1> %6263, <8 x float> %6262, <8 x float> %6259
  br label %6275

6265:                                             ; preds = %6253
  %6266 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6254)
  %6267 = bitcast <8 x float> %6254 to <8 x i32>
  %6268 = or <8 x i32> %6267, %2353
  %6269 = bitcast <8 x i32> %6268 to <8 x float>
  %6270 = fcmp oeq <8 x float> %6254, %52
  %6271 = select <8 x i1> %6270, <8 x float> %6269, <8 x float> %6266
  br label %6275

6272:                                             ; preds = %6253
  %6273 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6257, <8 x i1> %6246, <8 x float> zeroinitializer)
  %6274 = fadd <8 x float> %6254, %6273
  br label %6275

6275:                                             ; preds = %6272, %6265, %6258
  %6276 = phi <8 x float> [ %6274, %6272 ], [ %6271, %6265 ], [ %6264, %6258 ]
  switch i64 %2442, label %506 [
    i64 1, label %6291
    i64 2, label %6284
    i64 3, label %6277
    i64 0, label %6313
  ]

6277:                                             ; preds = %6275
  %6278 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6276)
  %6279 = bitcast <8 x float> %6276 to <8 x i32>
  %6280 = and <8 x i32> %6279, %2352
  %6281 = bitcast <8 x i32> %6280 to <8 x float>
  %6282 = fcmp oeq <8 x float> %6276, %49
  %6283 = select <8 x i1> %6282, <8 x float> %6281, <8 x float> %6278
  br label %6294

6284:                                             ; preds = %6275
  %6285 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6276)
  %6286 = bitcast <8 x float> %6276 to <8 x i32>
  %6287 = or <8 x i32> %6286, %2353
  %6288 = bitcast <8 x i32> %6287 to <8 x float>
  %6289 = fcmp oeq <8 x float> %6276, %52
  %6290 = select <8 x i1> %6289, <8 x float> %6288, <8 x float> %6285
  br label %6294

6291:                                             ; preds = %6275
  %6292 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6257, <8 x i1> %6246, <8 x float> zeroinitializer)
  %6293 = fadd <8 x float> %6276, %6292
  br label %6294

6294:                                             ; preds = %6291, %6284, %6277
  %6295 = phi <8 x float> [ %6293, %6291 ], [ %6290, %6284 ], [ %6283, %6277 ]
  switch i64 %2444, label %506 [
    i64 1, label %6310
    i64 2, label %6303
    i64 3, label %6296
    i64 0, label %6313
  ]

6296:                                             ; preds = %6294
  %6297 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6295)
  %6298 = bitcast <8 x float> %6295 to <8 x i32>
  %6299 = and <8 x i32> %6298, %2352
  %6300 = bitcast <8 x i32> %6299 to <8 x float>
  %6301 = fcmp oeq <8 x float> %6295, %49
  %6302 = select <8 x i1> %6301, <8 x float> %6300, <8 x float> %6297
  br label %6313

6303:                                             ; preds = %6294
  %6304 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6295)
  %6305 = bitcast <8 x float> %6295 to <8 x i32>
  %6306 = or <8 x i32> %6305, %2353
  %6307 = bitcast <8 x i32> %6306 to <8 x float>
  %6308 = fcmp oeq <8 x float> %6295, %52
  %6309 = select <8 x i1> %6308, <8 x float> %6307, <8 x float> %6304
  br label %6313

6310:                                             ; preds = %6294
  %6311 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6257, <8 x i1> %6246, <8 x float> zeroinitializer)
  %6312 = fadd <8 x float> %6295, %6311
  br label %6313

6313:                                             ; preds = %6296, %6303, %6310, %6294, %6275, %6253
  %6314 = phi <8 x float> [ %6295, %6294 ], [ %6254, %6253 ], [ %6276, %6275 ], [ %6312, %6310 ], [ %6309, %6303 ], [ %6302, %6296 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %6314, ptr nonnull align 1 %6255, <8 x i1> %6246)
  %6315 = shl i64 %4450, 3
  %6316 = or disjoint i64 %6315, 16
  %6317 = sub nsw i64 %9, %6316
  %6318 = icmp sgt i64 %6317, 7
  %6319 = trunc i64 %6317 to i32
  %6320 = select i1 %6318, i32 8, i32 %6319
  %6321 = insertelement <8 x i32> poison, i32 %6320, i64 0
  %6322 = shufflevector <8 x i32> %6321, <8 x i32> poison, <8 x i32> zeroinitializer
  %6323 = icmp sgt <8 x i32> %6322, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6324 = load <8 x float>, ptr %2445, align 32
  br i1 %2699, label %6330, label %6325

6325:                                             ; preds = %6313
  %6326 = load float, ptr %2678, align 1
  %6327 = insertelement <8 x float> poison, float %6326, i64 0
  %6328 = shufflevector <8 x float> %6327, <8 x float> poison, <8 x i32> zeroinitializer
  %6329 = fadd <8 x float> %6324, %6328
  br label %6330

6330:                                             ; preds = %6325, %6313
  %6331 = phi <8 x float> [ %6329, %6325 ], [ %6324, %6313 ]
  %6332 = getelementptr inbounds nuw float, ptr %2685, i64 %6316
  %6333 = getelementptr inbounds nuw float, ptr %2690, i64 %6316
  %6334 = select i1 %2700, ptr null, ptr %6333
  switch i64 %2435, label %506 [
    i64 1, label %6349
    i64 2, label %6342
    i64 3, label %6335
    i64 0, label %6390
  ]

6335:                                             ; preds = %6330
  %6336 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6331)
  %6337 = bitcast <8 x float> %6331 to <8 x i32>
  %6338 = and <8 x i32> %6337, %2352
  %6339 = bitcast <8 x i32> %6338 to <8 x float>
  %6340 = fcmp oeq <8 x float> %6331, %49
  %6341 = select <8 x i1> %6340, <8 x float> %6339, <8 x float> %6336
  br label %6352

6342:                                             ; preds = %6330
  %6343 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6331)
  %6344 = bitcast <8 x float> %6331 to <8 x i32>
  %6345 = or <8 x i32> %6344, %2353
  %6346 = bitcast <8 x i32> %6345 to <8 x float>
  %6347 = fcmp oeq <8 x float> %6331, %52
  %6348 = select <8 x i1> %6347, <8 x float> %6346, <8 x float> %6343
  br label %6352

6349:                                             ; preds = %6330
  %6350 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6334, <8 x i1> %6323, <8 x float> zeroinitializer)
  %6351 = fadd <8 x float> %6331, %6350
  br label %6352

6352:                                             ; preds = %6349, %6342, %6335
  %6353 = phi <8 x float> [ %6351, %6349 ], [ %6348, %6342 ], [ %6341, %6335 ]
  switch i64 %2447, label %506 [
    i64 1, label %6368
    i64 2, label %6361
    i64 3, label %6354
    i64 0, label %6390
  ]

6354:                                             ; preds = %6352
  %6355 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6353)
  %6356 = bitcast <8 x float> %6353 to <8 x i32>
  %6357 = and <8 x i32> %6356, %2352
  %6358 = bitcast <8 x i32> %6357 to <8 x float>
  %6359 = fcmp oeq <8 x float> %6353, %49
  %6360 = select <8 x i1> %6359, <8 x float> %6358, <8 x float> %6355
  br label %6371

6361:                                             ; preds = %6352
  %6362 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6353)
  %6363 = bitcast <8 x float> %6353 to <8 x i32>
  %6364 = or <8 x i32> %6363, %2353
  %6365 = bitcast <8 x i32> %6364 to <8 x float>
  %6366 = fcmp oeq <8 x float> %6353, %52
  %6367 = select <8 x i1> %6366, <8 x float> %6365, <8 x float> %6362
  br label %6371

6368:                                             ; preds = %6352
  %6369 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6334, <8 x i1> %6323, <8 x float> zeroinitializer)
  %6370 = fadd <8 x float> %6353, %6369
  br label %6371

6371:                                             ; preds = %6368, %6361, %6354
  %6372 = phi <8 x float> [ %6370, %6368 ], [ %6367, %6361 ], [ %6360, %6354 ]
  switch i64 %2449, label %506 [
    i64 1, label %6387
    i64 2, label %6380
    i64 3, label %6373
    i64 0, label %6390
  ]

6373:                                             ; preds = %6371
  %6374 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6372)
  %6375 = bitcast <8 x float> %6372 to <8 x i32>
  %6376 = and <8 x i32> %6375, %2352
  %6377 = bitcast <8 x i32> %6376 to <8 x float>
  %6378 = fcmp oeq <8 x float> %6372, %49
  %6379 = select <8 x i1> %6378, <8 x float> %6377, <8 x float> %6374
  br label %6390

6380:                                             ; preds = %6371
  %6381 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6372)
  %6382 = bitcast <8 x float> %6372 to <8 x i32>
  %6383 = or <8 x i32> %6382, %2353
  %6384 = bitcast <8 x i32> %6383 to <8 x float>
  %6385 = fcmp oeq <8 x float> %6372, %52
  %6386 = select <8 x i1> %6385, <8 x float> %6384, <8 x float> %6381
  br label %6390

6387:                                             ; preds = %6371
  %6388 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6334, <8 x i1> %6323, <8 x float> zeroinitializer)
  %6389 = fadd <8 x float> %6372, %6388
  br label %6390

6390:                                             ; preds = %6373, %6380, %6387, %6371, %6352, %6330
  %6391 = phi <8 x float> [ %6372, %6371 ], [ %6331, %6330 ], [ %6353, %6352 ], [ %6389, %6387 ], [ %6386, %6380 ], [ %6379, %6373 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %6391, ptr nonnull align 1 %6332, <8 x i1> %6323)
  %6392 = shl i64 %4450, 3
  %6393 = or disjoint i64 %6392, 24
  %6394 = sub nsw i64 %9, %6393
  %6395 = icmp sgt i64 %6394, 7
  %6396 = trunc i64 %6394 to i32
  %6397 = select i1 %6395, i32 8, i32 %6396
  %6398 = insertelement <8 x i32> poison, i32 %6397, i64 0
  %6399 = shufflevector <8 x i32> %6398, <8 x i32> poison, <8 x i32> zeroinitializer
  %6400 = icmp sgt <8 x i32> %6399, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6401 = load <8 x float>, ptr %2450, align 32
  br i1 %2699, label %6407, label %6402

6402:                                             ; preds = %6390
  %6403 = load float, ptr %2678, align 1
  %6404 = insertelement <8 x float> poison, float %6403, i64 0
  %6405 = shufflevector <8 x float> %6404, <8 x float> poison, <8 x i32> zeroinitializer
  %6406 = fadd <8 x float> %6401, %6405
  br label %6407

6407:                                             ; preds = %6402, %6390
  %6408 = phi <8 x float> [ %6406, %6402 ], [ %6401, %6390 ]
  %6409 = getelementptr inbounds nuw float, ptr %2685, i64 %6393
  %6410 = getelementptr inbounds nuw float, ptr %2690, i64 %6393
  %6411 = select i1 %2700, ptr null, ptr %6410
  switch i64 %2435, label %506 [
    i64 1, label %6426
    i64 2, label %6419
    i64 3, label %6412
    i64 0, label %6467
  ]

6412:                                             ; preds = %6407
  %6413 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6408)
  %6414 = bitcast <8 x float> %6408 to <8 x i32>
  %6415 = and <8 x i32> %6414, %2352
  %6416 = bitcast <8 x i32> %6415 to <8 x float>
  %6417 = fcmp oeq <8 x float> %6408, %49
  %6418 = select <8 x i1> %6417, <8 x float> %6416, <8 x float> %6413
  br label %6429

6419:                                             ; preds = %6407
  %6420 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6408)
  %6421 = bitcast <8 x float> %6408 to <8 x i32>
  %6422 = or <8 x i32> %6421, %2353
  %6423 = bitcast <8 x i32> %6422 to <8 x float>
  %6424 = fcmp oeq <8 x float> %6408, %52
  %6425 = select <8 x i1> %6424, <8 x float> %6423, <8 x float> %6420
  br label %6429

6426:                                             ; preds = %6407
  %6427 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6411, <8 x i1> %6400, <8 x float> zeroinitializer)
  %6428 = fadd <8 x float> %6408, %6427
  br label %6429

6429:                                             ; preds = %6426, %6419, %6412
  %6430 = phi <8 x float> [ %6428, %6426 ], [ %6425, %6419 ], [ %6418, %6412 ]
  switch i64 %2452, label %506 [
    i64 1, label %6445
    i64 2, label %6438
    i64 3, label %6431
    i64 0, label %6467
  ]

6431:                                             ; preds = %6429
  %6432 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6430)
  %6433 = bitcast <8 x float> %6430 to <8 x i32>
  %6434 = and <8 x i32> %6433, %2352
  %6435 = bitcast <8 x i32> %6434 to <8 x float>
  %6436 = fcmp oeq <8 x float> %6430, %49
  %6437 = select <8 x i1> %6436, <8 x float> %6435, <8 x float> %6432
  br label %6448

6438:                                             ; preds = %6429
  %6439 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6430)
  %6440 = bitcast <8 x float> %6430 to <8 x i32>
  %6441 = or <8 x i32> %6440, %2353
  %6442 = bitcast <8 x i32> %6441 to <8 x float>
  %6443 = fcmp oeq <8 x float> %6430, %52
  %6444 = select <8 x i1> %6443, <8 x float> %6442, <8 x float> %6439
  br label %6448

6445:                                             ; preds = %6429
  %6446 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6411, <8 x i1> %6400, <8 x float> zeroinitializer)
  %6447 = fadd <8 x float> %6430, %6446
  br label %6448

6448:                                             ; preds = %6445, %6438, %6431
  %6449 = phi <8 x float> [ %6447, %6445 ], [ %6444, %6438 ], [ %6437, %6431 ]
  switch i64 %2454, label %506 [
    i64 1, label %6464
    i64 2, label %6457
    i64 3, label %6450
    i64 0, label %6467
  ]

6450:                                             ; preds = %6448
  %6451 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6449)
  %6452 = bitcast <8 x float> %6449 to <8 x i32>
  %6453 = and <8 x i32> %6452, %2352
  %6454 = bitcast <8 x i32> %6453 to <8 x float>
  %6455 = fcmp oeq <8 x float> %6449, %49
  %6456 = select <8 x i1> %6455, <8 x float> %6454, <8 x float> %6451
  br label %6467

6457:                                             ; preds = %6448
  %6458 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6449)
  %6459 = bitcast <8 x float> %6449 to <8 x i32>
  %6460 = or <8 x i32> %6459, %2353
  %6461 = bitcast <8 x i32> %6460 to <8 x float>
  %6462 = fcmp oeq <8 x float> %6449, %52
  %6463 = select <8 x i1> %6462, <8 x float> %6461, <8 x float> %6458
  br label %6467

6464:                                             ; preds = %6448
  %6465 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6411, <8 x i1> %6400, <8 x float> zeroinitializer)
  %6466 = fadd <8 x float> %6449, %6465
  br label %6467

6467:                                             ; preds = %6450, %6457, %6464, %6448, %6429, %6407
  %6468 = phi <8 x float> [ %6449, %6448 ], [ %6408, %6407 ], [ %6430, %6429 ], [ %6466, %6464 ], [ %6463, %6457 ], [ %6456, %6450 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %6468, ptr nonnull align 1 %6409, <8 x i1> %6400)
  %6469 = shl i64 %4450, 3
  %6470 = or disjoint i64 %6469, 32
  %6471 = sub nsw i64 %9, %6470
  %6472 = icmp sgt i64 %6471, 7
  %6473 = trunc i64 %6471 to i32
  %6474 = select i1 %6472, i32 8, i32 %6473
  %6475 = insertelement <8 x i32> poison, i32 %6474, i64 0
  %6476 = shufflevector <8 x i32> %6475, <8 x i32> poison, <8 x i32> zeroinitializer
  %6477 = icmp sgt <8 x i32> %6476, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6478 = load <8 x float>, ptr %2455, align 32
  br i1 %2699, label %6484, label %6479

6479:                                             ; preds = %6467
  %6480 = load float, ptr %2678, align 1
  %6481 = insertelement <8 x float> poison, float %6480, i64 0
  %6482 = shufflevector <8 x float> %6481, <8 x float> poison, <8 x i32> zeroinitializer
  %6483 = fadd <8 x float> %6478, %6482
  br label %6484

6484:                                             ; preds = %6479, %6467
  %6485 = phi <8 x float> [ %6483, %6479 ], [ %6478, %6467 ]
  %6486 = getelementptr inbounds nuw float, ptr %2685, i64 %6470
  %6487 = getelementptr inbounds nuw float, ptr %2690, i64 %6470
  %6488 = select i1 %2700, ptr null, ptr %6487
  switch i64 %2435, label %506 [
    i64 1, label %6503
    i64 2, label %6496
    i64 3, label %6489
    i64 0, label %6544
  ]

6489:                                             ; preds = %6484
  %6490 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6485)
  %6491 = bitcast <8 x float> %6485 to <8 x i32>
  %6492 = and <8 x i32> %6491, %2352
  %6493 = bitcast <8 x i32> %6492 to <8 x float>
  %6494 = fcmp oeq <8 x float> %6485, %49
  %6495 = select <8 x i1> %6494, <8 x float> %6493, <8 x float> %6490
  br label %6506

6496:                                             ; preds = %6484
  %6497 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6485)
  %6498 = bitcast <8 x float> %6485 to <8 x i32>
  %6499 = or <8 x i32> %6498, %2353
  %6500 = bitcast <8 x i32> %6499 to <8 x float>
  %6501 = fcmp oeq <8 x float> %6485, %52
  %6502 = select <8 x i1> %6501, <8 x float> %6500, <8 x float> %6497
  br label %6506

6503:                                             ; preds = %6484
  %6504 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6488, <8 x i1> %6477, <8 x float> zeroinitializer)
  %6505 = fadd <8 x float> %6485, %6504
  br label %6506

6506:                                             ; preds = %6503, %6496, %6489
  %6507 = phi <8 x float> [ %6505, %6503 ], [ %6502, %6496 ], [ %6495, %6489 ]
  switch i64 %2457, label %506 [
    i64 1, label %6522
    i64 2, label %6515
    i64 3, label %6508
    i64 0, label %6544
  ]

6508:                                             ; preds = %6506
  %6509 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6507)
  %6510 = bitcast <8 x float> %6507 to <8 x i32>
  %6511 = and <8 x i32> %6510, %2352
  %6512 = bitcast <8 x i32> %6511 to <8 x float>
  %6513 = fcmp oeq <8 x float> %6507, %49
  %6514 = select <8 x i1> %6513, <8 x float> %6512, <8 x float> %6509
  br label %6525

6515:                                             ; preds = %6506
  %6516 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6507)
  %6517 = bitcast <8 x float> %6507 to <8 x i32>
  %6518 = or <8 x i32> %6517, %2353
  %6519 = bitcast <8 x i32> %6518 to <8 x float>
  %6520 = fcmp oeq <8 x float> %6507, %52
  %6521 = select <8 x i1> %6520, <8 x float> %6519, <8 x float> %6516
  br label %6525

6522:                                             ; preds = %6506
  %6523 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6488, <8 x i1> %6477, <8 x float> zeroinitializer)
  %6524 = fadd <8 x float> %6507, %6523
  br label %6525

6525:                                             ; preds = %6522, %6515, %6508
  %6526 = phi <8 x float> [ %6524, %6522 ], [ %6521, %6515 ], [ %6514, %6508 ]
  switch i64 %2459, label %506 [
    i64 1, label %6541
    i64 2, label %6534
    i64 3, label %6527
    i64 0, label %6544
  ]

6527:                                             ; preds = %6525
  %6528 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6526)
  %6529 = bitcast <8 x float> %6526 to <8 x i32>
  %6530 = and <8 x i32> %6529, %2352
  %6531 = bitcast <8 x i32> %6530 to <8 x float>
  %6532 = fcmp oeq <8 x float> %6526, %49
  %6533 = select <8 x i1> %6532, <8 x float> %6531, <8 x float> %6528
  br label %6544

6534:                                             ; preds = %6525
  %6535 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6526)
  %6536 = bitcast <8 x float> %6526 to <8 x i32>
  %6537 = or <8 x i32> %6536, %2353
  %6538 = bitcast <8 x i32> %6537 to <8 x float>
  %6539 = fcmp oeq <8 x float> %6526, %52
  %6540 = select <8 x i1> %6539, <8 x float> %6538, <8 x float> %6535
  br label %6544

6541:                                             ; preds = %6525
  %6542 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6488, <8 x i1> %6477, <8 x float> zeroinitializer)
  %6543 = fadd <8 x float> %6526, %6542
  br label %6544

6544:                                             ; preds = %6527, %6534, %6541, %6525, %6506, %6484
  %6545 = phi <8 x float> [ %6526, %6525 ], [ %6485, %6484 ], [ %6507, %6506 ], [ %6543, %6541 ], [ %6540, %6534 ], [ %6533, %6527 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %6545, ptr nonnull align 1 %6486, <8 x i1> %6477)
  %6546 = shl i64 %4450, 3
  %6547 = or disjoint i64 %6546, 40
  %6548 = sub nsw i64 %9, %6547
  %6549 = icmp sgt i64 %6548, 7
  %6550 = trunc i64 %6548 to i32
  %6551 = select i1 %6549, i32 8, i32 %6550
  %6552 = insertelement <8 x i32> poison, i32 %6551, i64 0
  %6553 = shufflevector <8 x i32> %6552, <8 x i32> poison, <8 x i32> zeroinitializer
  %6554 = icmp sgt <8 x i32> %6553, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6555 = load <8 x float>, ptr %2460, align 32
  br i1 %2699, label %6561, label %6556

6556:                                             ; preds = %6544
  %6557 = load float, ptr %2678, align 1
  %6558 = insertelement <8 x float> poison, float %6557, i64 0
  %6559 = shufflevector <8 x float> %6558, <8 x float> poison, <8 x i32> zeroinitializer
  %6560 = fadd <8 x float> %6555, %6559
  br label %6561

6561:                                             ; preds = %6556, %6544
  %6562 = phi <8 x float> [ %6560, %6556 ], [ %6555, %6544 ]
  %6563 = getelementptr inbounds nuw float, ptr %2685, i64 %6547
  %6564 = getelementptr inbounds nuw float, ptr %2690, i64 %6547
  %6565 = select i1 %2700, ptr null, ptr %6564
  switch i64 %2435, label %506 [
    i64 1, label %6580
    i64 2, label %6573
    i64 3, label %6566
    i64 0, label %6621
  ]

6566:                                             ; preds = %6561
  %6567 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6562)
  %6568 = bitcast <8 x float> %6562 to <8 x i32>
  %6569 = and <8 x i32> %6568, %2352
  %6570 = bitcast <8 x i32> %6569 to <8 x float>
  %6571 = fcmp oeq <8 x float> %6562, %49
  %6572 = select <8 x i1> %6571, <8 x float> %6570, <8 x float> %6567
  br label %6583

6573:                                             ; preds = %6561
  %6574 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6562)
  %6575 = bitcast <8 x float> %6562 to <8 x i32>
  %6576 = or <8 x i32> %6575, %2353
  %6577 = bitcast <8 x i32> %6576 to <8 x float>
  %6578 = fcmp oeq <8 x float> %6562, %52
  %6579 = select <8 x i1> %6578, <8 x float> %6577, <8 x float> %6574
  br label %6583

6580:                                             ; preds = %6561
  %6581 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6565, <8 x i1> %6554, <8 x float> zeroinitializer)
  %6582 = fadd <8 x float> %6562, %6581
  br label %6583

6583:                                             ; preds = %6580, %6573, %6566
  %6584 = phi <8 x float> [ %6582, %6580 ], [ %6579, %6573 ], [ %6572, %6566 ]
  switch i64 %2462, label %506 [
    i64 1, label %6599
    i64 2, label %6592
    i64 3, label %6585
    i64 0, label %6621
  ]

6585:                                             ; preds = %6583
  %6586 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6584)
  %6587 = bitcast <8 x float> %6584 to <8 x i32>
  %6588 = and <8 x i32> %6587, %2352
  %6589 = bitcast <8 x i32> %6588 to <8 x float>
  %6590 = fcmp oeq <8 x float> %6584, %49
  %6591 = select <8 x i1> %6590, <8 x float> %6589, <8 x float> %6586
  br label %6602

6592:                                             ; preds = %6583
  %6593 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6584)
  %6594 = bitcast <8 x float> %6584 to <8 x i32>
  %6595 = or <8 x i32> %6594, %2353
  %6596 = bitcast <8 x i32> %6595 to <8 x float>
  %6597 = fcmp oeq <8 x float> %6584, %52
  %6598 = select <8 x i1> %6597, <8 x float> %6596, <8 x float> %6593
  br label %6602

6599:                                             ; preds = %6583
  %6600 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6565, <8 x i1> %6554, <8 x float> zeroinitializer)
  %6601 = fadd <8 x float> %6584, %6600
  br label %6602

6602:                                             ; preds = %6599, %6592, %6585
  %6603 = phi <8 x float> [ %6601, %6599 ], [ %6598, %6592 ], [ %6591, %6585 ]
  switch i64 %2464, label %506 [
    i64 1, label %6618
    i64 2, label %6611
    i64 3, label %6604
    i64 0, label %6621
  ]

6604:                                             ; preds = %6602
  %6605 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6603)
  %6606 = bitcast <8 x float> %6603 to <8 x i32>
  %6607 = and <8 x i32> %6606, %2352
  %6608 = bitcast <8 x i32> %6607 to <8 x float>
  %6609 = fcmp oeq <8 x float> %6603, %49
  %6610 = select <8 x i1> %6609, <8 x float> %6608, <8 x float> %6605
  br label %6621

6611:                                             ; preds = %6602
  %6612 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6603)
  %6613 = bitcast <8 x float> %6603 to <8 x i32>
  %6614 = or <8 x i32> %6613, %2353
  %6615 = bitcast <8 x i32> %6614 to <8 x float>
  %6616 = fcmp oeq <8 x float> %6603, %52
  %6617 = select <8 x i1> %6616, <8 x float> %6615, <8 x float> %6612
  br label %6621

6618:                                             ; preds = %6602
  %6619 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6565, <8 x i1> %6554, <8 x float> zeroinitializer)
  %6620 = fadd <8 x float> %6603, %6619
  br label %6621

6621:                                             ; preds = %6604, %6611, %6618, %6602, %6583, %6561
  %6622 = phi <8 x float> [ %6603, %6602 ], [ %6562, %6561 ], [ %6584, %6583 ], [ %6620, %6618 ], [ %6617, %6611 ], [ %6610, %6604 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %6622, ptr nonnull align 1 %6563, <8 x i1> %6554)
  call void @llvm.lifetime.end.p0(ptr nonnull %32)
  br label %7926

6623:                                             ; preds = %4449
  call void @llvm.lifetime.start.p0(ptr nonnull %33)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(224) %33, i8 0, i64 224, i1 false)
  br i1 %2349, label %6624, label %6697

6624:                                             ; preds = %6623, %6638
  %6625 = phi i64 [ %6639, %6638 ], [ 0, %6623 ]
  %6626 = mul nsw i64 %6625, %14
  %6627 = sub i64 %6626, %16
  %6628 = add i64 %6627, %2702
  %6629 = icmp slt i64 %6628, 0
  %6630 = icmp sge i64 %6628, %6
  %6631 = or i1 %6629, %6630
  %6632 = select i1 %6631, i64 0, i64 %6628
  %6633 = mul nsw i64 %6632, %7
  %6634 = getelementptr inbounds float, ptr %2675, i64 %6633
  br i1 %2350, label %6635, label %6638

6635:                                             ; preds = %6624
  %6636 = mul nuw nsw i64 %6625, %11
  %6637 = getelementptr inbounds nuw float, ptr %2677, i64 %6636
  br label %6641

6638:                                             ; preds = %6650, %6624
  %6639 = add nuw nsw i64 %6625, 1
  %6640 = icmp eq i64 %6639, %10
  br i1 %6640, label %6695, label %6624

6641:                                             ; preds = %6635, %6650
  %6642 = phi i64 [ 0, %6635 ], [ %6651, %6650 ]
  %6643 = getelementptr inbounds nuw float, ptr %6637, i64 %6642
  %6644 = load float, ptr %6643, align 1
  %6645 = insertelement <8 x float> poison, float %6644, i64 0
  %6646 = shufflevector <8 x float> %6645, <8 x float> poison, <8 x i32> zeroinitializer
  %6647 = mul nsw i64 %6642, %15
  %6648 = sub i64 %6647, %17
  %6649 = getelementptr <4 x i64>, ptr %2336, i64 %6642
  br label %6653

6650:                                             ; preds = %6684
  %6651 = add nuw nsw i64 %6642, 1
  %6652 = icmp eq i64 %6651, %11
  br i1 %6652, label %6638, label %6641

6653:                                             ; preds = %6641, %6684
  %6654 = phi i64 [ 0, %6641 ], [ %6693, %6684 ]
  %6655 = or disjoint i64 %4450, %6654
  %6656 = shl nsw i64 %6655, 3
  %6657 = add i64 %6648, %6656
  br i1 %2351, label %6662, label %6658

6658:                                             ; preds = %6653
  %6659 = mul nuw nsw i64 %6655, %11
  %6660 = getelementptr <4 x i64>, ptr %6649, i64 %6659
  %6661 = load <4 x i64>, ptr %6660, align 32
  br label %6684

6662:                                             ; preds = %6653
  %6663 = sub nsw i64 %9, %6656
  %6664 = icmp slt i64 %6657, 0
  %6665 = sub nsw i64 0, %6657
  %6666 = select i1 %6664, i64 %6665, i64 0
  %6667 = sub nsw i64 %7, %6657
  %6668 = call i64 @llvm.smin.i64(i64 %6667, i64 %6663)
  %6669 = call i64 @llvm.smin.i64(i64 %6668, i64 8)
  %6670 = icmp sgt i64 %6669, %6666
  %6671 = trunc i64 %6666 to i32
  %6672 = select i1 %6670, i32 %6671, i32 0
  %6673 = insertelement <8 x i32> poison, i32 %6672, i64 0
  %6674 = shufflevector <8 x i32> %6673, <8 x i32> poison, <8 x i32> zeroinitializer
  %6675 = icmp slt <8 x i32> %6674, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %6676 = trunc i64 %6669 to i32
  %6677 = select i1 %6670, i32 %6676, i32 0
  %6678 = insertelement <8 x i32> poison, i32 %6677, i64 0
  %6679 = shufflevector <8 x i32> %6678, <8 x i32> poison, <8 x i32> zeroinitializer
  %6680 = icmp sgt <8 x i32> %6679, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6681 = and <8 x i1> %6680, %6675
  %6682 = sext <8 x i1> %6681 to <8 x i32>
  %6683 = bitcast <8 x i32> %6682 to <4 x i64>
  br label %6684

6684:                                             ; preds = %6662, %6658
  %6685 = phi <4 x i64> [ %6661, %6658 ], [ %6683, %6662 ]
  %6686 = getelementptr inbounds nuw <8 x float>, ptr %33, i64 %6654
  %6687 = getelementptr inbounds float, ptr %6634, i64 %6657
  %6688 = select i1 %6631, <4 x i64> zeroinitializer, <4 x i64> %6685
  %6689 = bitcast <4 x i64> %6688 to <8 x i32>
  %6690 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %6687, <8 x i32> %6689)
  %6691 = load <8 x float>, ptr %6686, align 32
  %6692 = call <8 x float> @llvm.fma.v8f32(<8 x float> %6690, <8 x float> %6646, <8 x float> %6691)
  store <8 x float> %6692, ptr %6686, align 32
  %6693 = add nuw nsw i64 %6654, 1
  %6694 = icmp eq i64 %6693, 7
  br i1 %6694, label %6650, label %6653

6695:                                             ; preds = %6638
  %6696 = load <8 x float>, ptr %33, align 32
  br label %6697

6697:                                             ; preds = %6695, %6623
  %6698 = phi <8 x float> [ %6696, %6695 ], [ zeroinitializer, %6623 ]
  %6699 = shl nsw i64 %4450, 3
  %6700 = sub nsw i64 %9, %6699
  %6701 = icmp sgt i64 %6700, 7
  %6702 = trunc i64 %6700 to i32
  %6703 = select i1 %6701, i32 8, i32 %6702
  %6704 = insertelement <8 x i32> poison, i32 %6703, i64 0
  %6705 = shufflevector <8 x i32> %6704, <8 x i32> poison, <8 x i32> zeroinitializer
  %6706 = icmp sgt <8 x i32> %6705, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %2699, label %6712, label %6707

6707:                                             ; preds = %6697
  %6708 = load float, ptr %2678, align 1
  %6709 = insertelement <8 x float> poison, float %6708, i64 0
  %6710 = shufflevector <8 x float> %6709, <8 x float> poison, <8 x i32> zeroinitializer
  %6711 = fadd <8 x float> %6698, %6710
  br label %6712

6712:                                             ; preds = %6707, %6697
  %6713 = phi <8 x float> [ %6711, %6707 ], [ %6698, %6697 ]
  %6714 = getelementptr inbounds nuw float, ptr %2685, i64 %6699
  %6715 = getelementptr inbounds nuw float, ptr %2690, i64 %6699
  %6716 = select i1 %2700, ptr null, ptr %6715
  switch i64 %2400, label %506 [
    i64 1, label %6717
    i64 2, label %6720
    i64 3, label %6727
    i64 0, label %6772
  ]

6717:                                             ; preds = %6712
  %6718 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6716, <8 x i1> %6706, <8 x float> zeroinitializer)
  %6719 = fadd <8 x float> %6713, %6718
  br label %6734

6720:                                             ; preds = %6712
  %6721 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6713)
  %6722 = bitcast <8 x float> %6713 to <8 x i32>
  %6723 = or <8 x i32> %6722, %2353
  %6724 = bitcast <8 x i32> %6723 to <8 x float>
  %6725 = fcmp oeq <8 x float> %6713, %52
  %6726 = select <8 x i1> %6725, <8 x float> %6724, <8 x float> %6721
  br label %6734

6727:                                             ; preds = %6712
  %6728 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6713)
  %6729 = bitcast <8 x float> %6713 to <8 x i32>
  %6730 = and <8 x i32> %6729, %2352
  %6731 = bitcast <8 x i32> %6730 to <8 x float>
  %6732 = fcmp oeq <8 x float> %6713, %49
  %6733 = select <8 x i1> %6732, <8 x float> %6731, <8 x float> %6728
  br label %6734

6734:                                             ; preds = %6727, %6720, %6717
  %6735 = phi <8 x float> [ %6719, %6717 ], [ %6726, %6720 ], [ %6733, %6727 ]
  switch i64 %2402, label %506 [
    i64 1, label %6750
    i64 2, label %6743
    i64 3, label %6736
    i64 0, label %6772
  ]

6736:                                             ; preds = %6734
  %6737 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6735)
  %6738 = bitcast <8 x float> %6735 to <8 x i32>
  %6739 = and <8 x i32> %6738, %2352
  %6740 = bitcast <8 x i32> %6739 to <8 x float>
  %6741 = fcmp oeq <8 x float> %6735, %49
  %6742 = select <8 x i1> %6741, <8 x float> %6740, <8 x float> %6737
  br label %6753

6743:                                             ; preds = %6734
  %6744 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6735)
  %6745 = bitcast <8 x float> %6735 to <8 x i32>
  %6746 = or <8 x i32> %6745, %2353
  %6747 = bitcast <8 x i32> %6746 to <8 x float>
  %6748 = fcmp oeq <8 x float> %6735, %52
  %6749 = select <8 x i1> %6748, <8 x float> %6747, <8 x float> %6744
  br label %6753

6750:                                             ; preds = %6734
  %6751 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6716, <8 x i1> %6706, <8 x float> zeroinitializer)
  %6752 = fadd <8 x float> %6735, %6751
  br label %6753

6753:                                             ; preds = %6750, %6743, %6736
  %6754 = phi <8 x float> [ %6752, %6750 ], [ %6749, %6743 ], [ %6742, %6736 ]
  switch i64 %2404, label %506 [
    i64 1, label %6769
    i64 2, label %6762
    i64 3, label %6755
    i64 0, label %6772
  ]

6755:                                             ; preds = %6753
  %6756 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6754)
  %6757 = bitcast <8 x float> %6754 to <8 x i32>
  %6758 = and <8 x i32> %6757, %2352
  %6759 = bitcast <8 x i32> %6758 to <8 x float>
  %6760 = fcmp oeq <8 x float> %6754, %49
  %6761 = select <8 x i1> %6760, <8 x float> %6759, <8 x float> %6756
  br label %6772

6762:                                             ; preds = %6753
  %6763 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6754)
  %6764 = bitcast <8 x float> %6754 to <8 x i32>
  %6765 = or <8 x i32> %6764, %2353
  %6766 = bitcast <8 x i32> %6765 to <8 x float>
  %6767 = fcmp oeq <8 x float> %6754, %52
  %6768 = select <8 x i1> %6767, <8 x float> %6766, <8 x float> %6763
  br label %6772

6769:                                             ; preds = %6753
  %6770 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6716, <8 x i1> %6706, <8 x float> zeroinitializer)
  %6771 = fadd <8 x float> %6754, %6770
  br label %6772

6772:                                             ; preds = %6755, %6762, %6769, %6753, %6734, %6712
  %6773 = phi <8 x float> [ %6754, %6753 ], [ %6713, %6712 ], [ %6735, %6734 ], [ %6771, %6769 ], [ %6768, %6762 ], [ %6761, %6755 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %6773, ptr align 1 %6714, <8 x i1> %6706)
  %6774 = shl i64 %4450, 3
  %6775 = or disjoint i64 %6774, 8
  %6776 = sub nsw i64 %9, %6775
  %6777 = icmp sgt i64 %6776, 7
  %6778 = trunc i64 %6776 to i32
  %6779 = select i1 %6777, i32 8, i32 %6778
  %6780 = insertelement <8 x i32> poison, i32 %6779, i64 0
  %6781 = shufflevector <8 x i32> %6780, <8 x i32> poison, <8 x i32> zeroinitializer
  %6782 = icmp sgt <8 x i32> %6781, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6783 = load <8 x float>, ptr %2405, align 32
  br i1 %2699, label %6789, label %6784

6784:                                             ; preds = %6772
  %6785 = load float, ptr %2678, align 1
  %6786 = insertelement <8 x float> poison, float %6785, i64 0
  %6787 = shufflevector <8 x float> %6786, <8 x float> poison, <8 x i32> zeroinitializer
  %6788 = fadd <8 x float> %6783, %6787
  br label %6789

6789:                                             ; preds = %6784, %6772
  %6790 = phi <8 x float> [ %6788, %6784 ], [ %6783, %6772 ]
  %6791 = getelementptr inbounds nuw float, ptr %2685, i64 %6775
  %6792 = getelementptr inbounds nuw float, ptr %2690, i64 %6775
  %6793 = select i1 %2700, ptr null, ptr %6792
  switch i64 %2400, label %506 [
    i64 1, label %6808
    i64 2, label %6801
    i64 3, label %6794
    i64 0, label %6849
  ]

6794:                                             ; preds = %6789
  %6795 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6790)
  %6796 = bitcast <8 x float> %6790 to <8 x i32>
  %6797 = and <8 x i32> %6796, %2352
  %6798 = bitcast <8 x i32> %6797 to <8 x float>
  %6799 = fcmp oeq <8 x float> %6790, %49
  %6800 = select <8 x i1> %6799, <8 x float> %6798, <8 x float> %6795
  br label %6811

6801:                                             ; preds = %6789
  %6802 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6790)
  %6803 = bitcast <8 x float> %6790 to <8 x i32>
  %6804 = or <8 x i32> %6803, %2353
  %6805 = bitcast <8 x i32> %6804 to <8 x float>
  %6806 = fcmp oeq <8 x float> %6790, %52
  %6807 = select <8 x i1> %6806, <8 x float> %6805, <8 x float> %6802
  br label %6811

6808:                                             ; preds = %6789
  %6809 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6793, <8 x i1> %6782, <8 x float> zeroinitializer)
  %6810 = fadd <8 x float> %6790, %6809
  br label %6811

6811:                                             ; preds = %6808, %6801, %6794
  %6812 = phi <8 x float> [ %6810, %6808 ], [ %6807, %6801 ], [ %6800, %6794 ]
  switch i64 %2407, label %506 [
    i64 1, label %6827
    i64 2, label %6820
    i64 3, label %6813
    i64 0, label %6849
  ]

6813:                                             ; preds = %6811
  %6814 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6812)
  %6815 = bitcast <8 x float> %6812 to <8 x i32>
  %6816 = and <8 x i32> %6815, %2352
  %6817 = bitcast <8 x i32> %6816 to <8 x float>
  %6818 = fcmp oeq <8 x float> %6812, %49
  %6819 = select <8 x i1> %6818, <8 x float> %6817, <8 x float> %6814
  br label %6830

6820:                                             ; preds = %6811
  %6821 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6812)
  %6822 = bitcast <8 x float> %6812 to <8 x i32>
  %6823 = or <8 x i32> %6822, %2353
  %6824 = bitcast <8 x i32> %6823 to <8 x float>
  %6825 = fcmp oeq <8 x float> %6812, %52
  %6826 = select <8 x i1> %6825, <8 x float> %6824, <8 x float> %6821
  br label %6830

6827:                                             ; preds = %6811
  %6828 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6793, <8 x i1> %6782, <8 x float> zeroinitializer)
  %6829 = fadd <8 x float> %6812, %6828
  br label %6830

6830:                                             ; preds = %6827, %6820, %6813
  %6831 = phi <8 x float> [ %6829, %6827 ], [ %6826, %6820 ], [ %6819, %6813 ]
  switch i64 %2409, label %506 [
    i64 1, label %6846
    i64 2, label %6839
    i64 3, label %6832
    i64 0, label %6849
  ]

6832:                                             ; preds = %6830
  %6833 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6831)
  %6834 = bitcast <8 x float> %6831 to <8 x i32>
  %6835 = and <8 x i32> %6834, %2352
  %6836 = bitcast <8 x i32> %6835 to <8 x float>
  %6837 = fcmp oeq <8 x float> %6831, %49
  %6838 = select <8 x i1> %6837, <8 x float> %6836, <8 x float> %6833
  br label %6849

6839:                                             ; preds = %6830
  %6840 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6831)
  %6841 = bitcast <8 x float> %6831 to <8 x i32>
  %6842 = or <8 x i32> %6841, %2353
  %6843 = bitcast <8 x i32> %6842 to <8 x float>
  %6844 = fcmp oeq <8 x float> %6831, %52
  %6845 = select <8 x i1> %6844, <8 x float> %6843, <8 x float> %6840
  br label %6849

6846:                                             ; preds = %6830
  %6847 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6793, <8 x i1> %6782, <8 x float> zeroinitializer)
  %6848 = fadd <8 x float> %6831, %6847
  br label %6849

6849:                                             ; preds = %6832, %6839, %6846, %6830, %6811, %6789
  %6850 = phi <8 x float> [ %6831, %6830 ], [ %6790, %6789 ], [ %6812, %6811 ], [ %6848, %6846 ], [ %6845, %6839 ], [ %6838, %6832 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %6850, ptr nonnull align 1 %6791, <8 x i1> %6782)
  %6851 = shl i64 %4450, 3
  %6852 = or disjoint i64 %6851, 16
  %6853 = sub nsw i64 %9, %6852
  %6854 = icmp sgt i64 %6853, 7
  %6855 = trunc i64 %6853 to i32
  %6856 = select i1 %6854, i32 8, i32 %6855
  %6857 = insertelement <8 x i32> poison, i32 %6856, i64 0
  %6858 = shufflevector <8 x i32> %6857, <8 x i32> poison, <8 x i32> zeroinitializer
  %6859 = icmp sgt <8 x i32> %6858, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6860 = load <8 x float>, ptr %2410, align 32
  br i1 %2699, label %6866, label %6861

6861:                                             ; preds = %6849
  %6862 = load float, ptr %2678, align 1
  %6863 = insertelement <8 x float> poison, float %6862, i64 0
  %6864 = shufflevector <8 x float> %6863, <8 x float> poison, <8 x i32> zeroinitializer
  %6865 = fadd <8 x float> %6860, %6864
  br label %6866

6866:                                             ; preds = %6861, %6849
  %6867 = phi <8 x float> [ %6865, %6861 ], [ %6860, %6849 ]
  %6868 = getelementptr inbounds nuw float, ptr %2685, i64 %6852
  %6869 = getelementptr inbounds nuw float, ptr %2690, i64 %6852
  %6870 = select i1 %2700, ptr null, ptr %6869
  switch i64 %2400, label %506 [
    i64 1, label %6885
    i64 2, label %6878
    i64 3, label %6871
    i64 0, label %6926
  ]

6871:                                             ; preds = %6866
  %6872 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6867)
  %6873 = bitcast <8 x float> %6867 to <8 x i32>
  %6874 = and <8 x i32> %6873, %2352
  %6875 = bitcast <8 x i32> %6874 to <8 x float>
  %6876 = fcmp oeq <8 x float> %6867, %49
  %6877 = select <8 x i1> %6876, <8 x float> %6875, <8 x float> %6872
  br label %6888

6878:                                             ; preds = %6866
  %6879 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6867)
  %6880 = bitcast <8 x float> %6867 to <8 x i32>
  %6881 = or <8 x i32> %6880, %2353
  %6882 = bitcast <8 x i32> %6881 to <8 x float>
  %6883 = fcmp oeq <8 x float> %6867, %52
  %6884 = select <8 x i1> %6883, <8 x float> %6882, <8 x float> %6879
  br label %6888

6885:                                             ; preds = %6866
  %6886 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6870, <8 x i1> %6859, <8 x float> zeroinitializer)
  %6887 = fadd <8 x float> %6867, %6886
  br label %6888

6888:                                             ; preds = %6885, %6878, %6871
  %6889 = phi <8 x float> [ %6887, %6885 ], [ %6884, %6878 ], [ %6877, %6871 ]
  switch i64 %2412, label %506 [
    i64 1, label %6904
    i64 2, label %6897
    i64 3, label %6890
    i64 0, label %6926
  ]

6890:                                             ; preds = %6888
  %6891 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6889)
  %6892 = bitcast <8 x float> %6889 to <8 x i32>
  %6893 = and <8 x i32> %6892, %2352
  %6894 = bitcast <8 x i32> %6893 to <8 x float>
  %6895 = fcmp oeq <8 x float> %6889, %49
  %6896 = select <8 x i1> %6895, <8 x float> %6894, <8 x float> %6891
  br label %6907

6897:                                             ; preds = %6888
  %6898 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6889)
  %6899 = bitcast <8 x float> %6889 to <8 x i32>
  %6900 = or <8 x i32> %6899, %2353
  %6901 = bitcast <8 x i32> %6900 to <8 x float>
  %6902 = fcmp oeq <8 x float> %6889, %52
  %6903 = select <8 x i1> %6902, <8 x float> %6901, <8 x float> %6898
  br label %6907

6904:                                             ; preds = %6888
  %6905 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6870, <8 x i1> %6859, <8 x float> zeroinitializer)
  %6906 = fadd <8 x float> %6889, %6905
  br label %6907

6907:                                             ; preds = %6904, %6897, %6890
  %6908 = phi <8 x float> [ %6906, %6904 ], [ %6903, %6897 ], [ %6896, %6890 ]
  switch i64 %2414, label %506 [
    i64 1, label %6923
    i64 2, label %6916
    i64 3, label %6909
    i64 0, label %6926
  ]

6909:                                             ; preds = %6907
  %6910 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6908)
  %6911 = bitcast <8 x float> %6908 to <8 x i32>
  %6912 = and <8 x i32> %6911, %2352
  %6913 = bitcast <8 x i32> %6912 to <8 x float>
  %6914 = fcmp oeq <8 x float> %6908, %49
  %6915 = select <8 x i1> %6914, <8 x float> %6913, <8 x float> %6910
  br label %6926

6916:                                             ; preds = %6907
  %6917 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6908)
  %6918 = bitcast <8 x float> %6908 to <8 x i32>
  %6919 = or <8 x i32> %6918, %2353
  %6920 = bitcast <8 x i32> %6919 to <8 x float>
  %6921 = fcmp oeq <8 x float> %6908, %52
  %6922 = select <8 x i1> %6921, <8 x float> %6920, <8 x float> %6917
  br label %6926

6923:                                             ; preds = %6907
  %6924 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6870, <8 x i1> %6859, <8 x float> zeroinitializer)
  %6925 = fadd <8 x float> %6908, %6924
  br label %6926

6926:                                             ; preds = %6909, %6916, %6923, %6907, %6888, %6866
  %6927 = phi <8 x float> [ %6908, %6907 ], [ %6867, %6866 ], [ %6889, %6888 ], [ %6925, %6923 ], [ %6922, %6916 ], [ %6915, %6909 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %6927, ptr nonnull align 1 %6868, <8 x i1> %6859)
  %6928 = shl i64 %4450, 3
  %6929 = or disjoint i64 %6928, 24
  %6930 = sub nsw i64 %9, %6929
  %6931 = icmp sgt i64 %6930, 7
  %6932 = trunc i64 %6930 to i32
  %6933 = select i1 %6931, i32 8, i32 %6932
  %6934 = insertelement <8 x i32> poison, i32 %6933, i64 0
  %6935 = shufflevector <8 x i32> %6934, <8 x i32> poison, <8 x i32> zeroinitializer
  %6936 = icmp sgt <8 x i32> %6935, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6937 = load <8 x float>, ptr %2415, align 32
  br i1 %2699, label %6943, label %6938

6938:                                             ; preds = %6926
  %6939 = load float, ptr %2678, align 1
  %6940 = insertelement <8 x float> poison, float %6939, i64 0
  %6941 = shufflevector <8 x float> %6940, <8 x float> poison, <8 x i32> zeroinitializer
  %6942 = fadd <8 x float> %6937, %6941
  br label %6943

6943:                                             ; preds = %6938, %6926
  %6944 = phi <8 x float> [ %6942, %6938 ], [ %6937, %6926 ]
  %6945 = getelementptr inbounds nuw float, ptr %2685, i64 %6929
  %6946 = getelementptr inbounds nuw float, ptr %2690, i64 %6929
  %6947 = select i1 %2700, ptr null, ptr %6946
  switch i64 %2400, label %506 [
    i64 1, label %6962
    i64 2, label %6955
    i64 3, label %6948
    i64 0, label %7003
  ]

6948:                                             ; preds = %6943
  %6949 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6944)
  %6950 = bitcast <8 x float> %6944 to <8 x i32>
  %6951 = and <8 x i32> %6950, %2352
  %6952 = bitcast <8 x i32> %6951 to <8 x float>
  %6953 = fcmp oeq <8 x float> %6944, %49
  %6954 = select <8 x i1> %6953, <8 x float> %6952, <8 x float> %6949
  br label %6965

6955:                                             ; preds = %6943
  %6956 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6944)
  %6957 = bitcast <8 x float> %6944 to <8 x i32>
  %6958 = or <8 x i32> %6957, %2353
  %6959 = bitcast <8 x i32> %6958 to <8 x float>
  %6960 = fcmp oeq <8 x float> %6944, %52
  %6961 = select <8 x i1> %6960, <8 x float> %6959, <8 x float> %6956
  br label %6965

6962:                                             ; preds = %6943
  %6963 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6947, <8 x i1> %6936, <8 x float> zeroinitializer)
  %6964 = fadd <8 x float> %6944, %6963
  br label %6965

6965:                                             ; preds = %6962, %6955, %6948
  %6966 = phi <8 x float> [ %6964, %6962 ], [ %6961, %6955 ], [ %6954, %6948 ]
  switch i64 %2417, label %506 [
    i64 1, label %6981
    i64 2, label %6974
    i64 3, label %6967
    i64 0, label %7003
  ]

6967:                                             ; preds = %6965
  %6968 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6966)
  %6969 = bitcast <8 x float> %6966 to <8 x i32>
  %6970 = and <8 x i32> %6969, %2352
  %6971 = bitcast <8 x i32> %6970 to <8 x float>
  %6972 = fcmp oeq <8 x float> %6966, %49
  %6973 = select <8 x i1> %6972, <8 x float> %6971, <8 x float> %6968
  br label %6984

6974:                                             ; preds = %6965
  %6975 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6966)
  %6976 = bitcast <8 x float> %6966 to <8 x i32>
  %6977 = or <8 x i32> %6976, %2353
  %6978 = bitcast <8 x i32> %6977 to <8 x float>
  %6979 = fcmp oeq <8 x float> %6966, %52
  %6980 = select <8 x i1> %6979, <8 x float> %6978, <8 x float> %6975
  br label %6984

6981:                                             ; preds = %6965
  %6982 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6947, <8 x i1> %6936, <8 x float> zeroinitializer)
  %6983 = fadd <8 x float> %6966, %6982
  br label %6984

6984:                                             ; preds = %6981, %6974, %6967
  %6985 = phi <8 x float> [ %6983, %6981 ], [ %6980, %6974 ], [ %6973, %6967 ]
  switch i64 %2419, label %506 [
    i64 1, label %7000
    i64 2, label %6993
    i64 3, label %6986
    i64 0, label %7003
  ]

6986:                                             ; preds = %6984
  %6987 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6985)
  %6988 = bitcast <8 x float> %6985 to <8 x i32>
  %6989 = and <8 x i32> %6988, %2352
  %6990 = bitcast <8 x i32> %6989 to <8 x float>
  %6991 = fcmp oeq <8 x float> %6985, %49
  %6992 = select <8 x i1> %6991, <8 x float> %6990, <8 x float> %6987
  br label %7003

6993:                                             ; preds = %6984
  %6994 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6985)
  %6995 = bitcast <8 x float> %6985 to <8 x i32>
  %6996 = or <8 x i32> %6995, %2353
  %6997 = bitcast <8 x i32> %6996 to <8 x float>
  %6998 = fcmp oeq <8 x float> %6985, %52
  %6999 = select <8 x i1> %6998, <8 x float> %6997, <8 x float> %6994
  br label %7003

7000:                                             ; preds = %6984
  %7001 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6947, <8 x i1> %6936, <8 x float> zeroinitializer)
  %7002 = fadd <8 x float> %6985, %7001
  br label %7003

7003:                                             ; preds = %6986, %6993, %7000, %6984, %6965, %6943
  %7004 = phi <8 x float> [ %6985, %6984 ], [ %6944, %6943 ], [ %6966, %6965 ], [ %7002, %7000 ], [ %6999, %6993 ], [ %6992, %6986 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %7004, ptr nonnull align 1 %6945, <8 x i1> %6936)
  %7005 = shl i64 %4450, 3
  %7006 = or disjoint i64 %7005, 32
  %7007 = sub nsw i64 %9, %7006
  %7008 = icmp sgt i64 %7007, 7
  %7009 = trunc i64 %7007 to i32
  %7010 = select i1 %7008, i32 8, i32 %7009
  %7011 = insertelement <8 x i32> poison, i32 %7010, i64 0
  %7012 = shufflevector <8 x i32> %7011, <8 x i32> poison, <8 x i32> zeroinitializer
  %7013 = icmp sgt <8 x i32> %7012, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %7014 = load <8 x float>, ptr %2420, align 32
  br i1 %2699, label %7020, label %7015

7015:                                             ; preds = %7003
  %7016 = load float, ptr %2678, align 1
  %7017 = insertelement <8 x float> poison, float %7016, i64 0
  %7018 = shufflevector <8 x float> %7017, <8 x float> poison, <8 x i32> zeroinitializer
  %7019 = fadd <8 x float> %7014, %7018
  br label %7020

7020:                                             ; preds = %7015, %7003
  %7021 = phi <8 x float> [ %7019, %7015 ], [ %7014, %7003 ]
  %7022 = getelementptr inbounds nuw float, ptr %2685, i64 %7006
  %7023 = getelementptr inbounds nuw float, ptr %2690, i64 %7006
  %7024 = select i1 %2700, ptr null, ptr %7023
  switch i64 %2400, label %506 [
    i64 1, label %7039
    i64 2, label %7032
    i64 3, label %7025
    i64 0, label %7080
  ]

7025:                                             ; preds = %7020
  %7026 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7021)
  %7027 = bitcast <8 x float> %7021 to <8 x i32>
  %7028 = and <8 x i32> %7027, %2352
  %7029 = bitcast <8 x i32> %7028 to <8 x float>
  %7030 = fcmp oeq <8 x float> %7021, %49
  %7031 = select <8 x i1> %7030, <8 x float> %7029, <8 x float> %7026
  br label %7042

7032:                                             ; preds = %7020
  %7033 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7021)
  %7034 = bitcast <8 x float> %7021 to <8 x i32>
  %7035 = or <8 x i32> %7034, %2353
  %7036 = bitcast <8 x i32> %7035 to <8 x float>
  %7037 = fcmp oeq <8 x float> %7021, %52
  %7038 = select <8 x i1> %7037, <8 x float> %7036, <8 x float> %7033
  br label %7042

7039:                                             ; preds = %7020
  %7040 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7024, <8 x i1> %7013, <8 x float> zeroinitializer)
  %7041 = fadd <8 x float> %7021, %7040
  br label %7042

7042:                                             ; preds = %7039, %7032, %7025
  %7043 = phi <8 x float> [ %7041, %7039 ], [ %7038, %7032 ], [ %7031, %7025 ]
  switch i64 %2422, label %506 [
    i64 1, label %7058
    i64 2, label %7051
    i64 3, label %7044
    i64 0, label %7080
  ]

7044:                                             ; preds = %7042
  %7045 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7043)
  %7046 = bitcast <8 x float> %7043 to <8 x i32>
  %7047 = and <8 x i32> %7046, %2352
  %7048 = bitcast <8 x i32> %7047 to <8 x float>
  %7049 = fcmp oeq <8 x float> %7043, %49
  %7050 = select <8 x i1> %7049, <8 x float> %7048, <8 x float> %7045
  br label %7061

7051:                                             ; preds = %7042
  %7052 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7043)
  %7053 = bitcast <8 x float> %7043 to <8 x i32>
  %7054 = or <8 x i32> %7053, %2353
  %7055 = bitcast <8 x i32> %7054 to <8 x float>
  %7056 = fcmp oeq <8 x float> %7043, %52
  %7057 = select <8 x i1> %7056, <8 x float> %7055, <8 x float> %7052
  br label %7061

7058:                                             ; preds = %7042
  %7059 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7024, <8 x i1> %7013, <8 x float> zeroinitializer)
  %7060 = fadd <8 x float> %7043, %7059
  br label %7061

7061:                                             ; preds = %7058, %7051, %7044
  %7062 = phi <8 x float> [ %7060, %7058 ], [ %7057, %7051 ], [ %7050, %7044 ]
  switch i64 %2424, label %506 [
    i64 1, label %7077
    i64 2, label %7070
    i64 3, label %7063
    i64 0, label %7080
  ]

7063:                                             ; preds = %7061
  %7064 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7062)
  %7065 = bitcast <8 x float> %7062 to <8 x i32>
  %7066 = and <8 x i32> %7065, %2352
  %7067 = bitcast <8 x i32> %7066 to <8 x float>
  %7068 = fcmp oeq <8 x float> %7062, %49
  %7069 = select <8 x i1> %7068, <8 x float> %7067, <8 x float> %7064
  br label %7080

7070:                                             ; preds = %7061
  %7071 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7062)
  %7072 = bitcast <8 x float> %7062 to <8 x i32>
  %7073 = or <8 x i32> %7072, %2353
  %7074 = bitcast <8 x i32> %7073 to <8 x float>
  %7075 = fcmp oeq <8 x float> %7062, %52
  %7076 = select <8 x i1> %7075, <8 x float> %7074, <8 x float> %7071
  br label %7080

7077:                                             ; preds = %7061
  %7078 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7024, <8 x i1> %7013, <8 x float> zeroinitializer)
  %7079 = fadd <8 x float> %7062, %7078
  br label %7080

7080:                                             ; preds = %7063, %7070, %7077, %7061, %7042, %7020
  %7081 = phi <8 x float> [ %7062, %7061 ], [ %7021, %7020 ], [ %7043, %7042 ], [ %7079, %7077 ], [ %7076, %7070 ], [ %7069, %7063 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %7081, ptr nonnull align 1 %7022, <8 x i1> %7013)
  %7082 = shl i64 %4450, 3
  %7083 = or disjoint i64 %7082, 40
  %7084 = sub nsw i64 %9, %7083
  %7085 = icmp sgt i64 %7084, 7
  %7086 = trunc i64 %7084 to i32
  %7087 = select i1 %7085, i32 8, i32 %7086
  %7088 = insertelement <8 x i32> poison, i32 %7087, i64 0
  %7089 = shufflevector <8 x i32> %7088, <8 x i32> poison, <8 x i32> zeroinitializer
  %7090 = icmp sgt <8 x i32> %7089, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %7091 = load <8 x float>, ptr %2425, align 32
  br i1 %2699, label %7097, label %7092

7092:                                             ; preds = %7080
  %7093 = load float, ptr %2678, align 1
  %7094 = insertelement <8 x float> poison, float %7093, i64 0
  %7095 = shufflevector <8 x float> %7094, <8 x float> poison, <8 x i32> zeroinitializer
  %7096 = fadd <8 x float> %7091, %7095
  br label %7097

7097:                                             ; preds = %7092, %7080
  %7098 = phi <8 x float> [ %7096, %7092 ], [ %7091, %7080 ]
  %7099 = getelementptr inbounds nuw float, ptr %2685, i64 %7083
  %7100 = getelementptr inbounds nuw float, ptr %2690, i64 %7083
  %7101 = select i1 %2700, ptr null, ptr %7100
  switch i64 %2400, label %506 [
    i64 1, label %7116
    i64 2, label %7109
    i64 3, label %7102
    i64 0, label %7157
  ]

7102:                                             ; preds = %7097
  %7103 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7098)
  %7104 = bitcast <8 x float> %7098 to <8 x i32>
  %7105 = and <8 x i32> %7104, %2352
  %7106 = bitcast <8 x i32> %7105 to <8 x float>
  %7107 = fcmp oeq <8 x float> %7098, %49
  %7108 = select <8 x i1> %7107, <8 x float> %7106, <8 x float> %7103
  br label %7119

7109:                                             ; preds = %7097
  %7110 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7098)
  %7111 = bitcast <8 x float> %7098 to <8 x i32>
  %7112 = or <8 x i32> %7111, %2353
  %7113 = bitcast <8 x i32> %7112 to <8 x float>
  %7114 = fcmp oeq <8 x float> %7098, %52
  %7115 = select <8 x i1> %7114, <8 x float> %7113, <8 x float> %7110
  br label %7119

7116:                                             ; preds = %7097
  %7117 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7101, <8 x i1> %7090, <8 x float> zeroinitializer)
  %7118 = fadd <8 x float> %7098, %7117
  br label %7119

7119:                                             ; preds = %7116, %7109, %7102
  %7120 = phi <8 x float> [ %7118, %7116 ], [ %7115, %7109 ], [ %7108, %7102 ]
  switch i64 %2427, label %506 [
    i64 1, label %7135
    i64 2, label %7128
    i64 3, label %7121
    i64 0, label %7157
  ]

7121:                                             ; preds = %7119
  %7122 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7120)
  %7123 = bitcast <8 x float> %7120 to <8 x i32>
  %7124 = and <8 x i32> %7123, %2352
  %7125 = bitcast <8 x i32> %7124 to <8 x float>
  %7126 = fcmp oeq <8 x float> %7120, %49
  %7127 = select <8 x i1> %7126, <8 x float> %7125, <8 x float> %7122
  br label %7138

7128:                                             ; preds = %7119
  %7129 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7120)
  %7130 = bitcast <8 x float> %7120 to <8 x i32>
  %7131 = or <8 x i32> %7130, %2353
  %7132 = bitcast <8 x i32> %7131 to <8 x float>
  %7133 = fcmp oeq <8 x float> %7120, %52
  %7134 = select <8 x i1> %7133, <8 x float> %7132, <8 x float> %7129
  br label %7138

7135:                                             ; preds = %7119
  %7136 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7101, <8 x i1> %7090, <8 x float> zeroinitializer)
  %7137 = fadd <8 x float> %7120, %7136
  br label %7138

7138:                                             ; preds = %7135, %7128, %7121
  %7139 = phi <8 x float> [ %7137, %7135 ], [ %7134, %7128 ], [ %7127, %7121 ]
  switch i64 %2429, label %506 [
    i64 1, label %7154
    i64 2, label %7147
    i64 3, label %7140
    i64 0, label %7157
  ]

7140:                                             ; preds = %7138
  %7141 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7139)
  %7142 = bitcast <8 x float> %7139 to <8 x i32>
  %7143 = and <8 x i32> %7142, %2352
  %7144 = bitcast <8 x i32> %7143 to <8 x float>
  %7145 = fcmp oeq <8 x float> %7139, %49
  %7146 = select <8 x i1> %7145, <8 x float> %7144, <8 x float> %7141
  br label %7157

7147:                                             ; preds = %7138
  %7148 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7139)
  %7149 = bitcast <8 x float> %7139 to <8 x i32>
  %7150 = or <8 x i32> %7149, %2353
  %7151 = bitcast <8 x i32> %7150 to <8 x float>
  %7152 = fcmp oeq <8 x float> %7139, %52
  %7153 = select <8 x i1> %7152, <8 x float> %7151, <8 x float> %7148
  br label %7157

7154:                                             ; preds = %7138
  %7155 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7101, <8 x i1> %7090, <8 x float> zeroinitializer)
  %7156 = fadd <8 x float> %7139, %7155
  br label %7157

7157:                                             ; preds = %7140, %7147, %7154, %7138, %7119, %7097
  %7158 = phi <8 x float> [ %7139, %7138 ], [ %7098, %7097 ], [ %7120, %7119 ], [ %7156, %7154 ], [ %7153, %7147 ], [ %7146, %7140 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %7158, ptr nonnull align 1 %7099, <8 x i1> %7090)
  %7159 = shl i64 %4450, 3
  %7160 = or disjoint i64 %7159, 48
  %7161 = sub nsw i64 %9, %7160
  %7162 = icmp sgt i64 %7161, 7
  %7163 = trunc i64 %7161 to i32
  %7164 = select i1 %7162, i32 8, i32 %7163
  %7165 = insertelement <8 x i32> poison, i32 %7164, i64 0
  %7166 = shufflevector <8 x i32> %7165, <8 x i32> poison, <8 x i32> zeroinitializer
  %7167 = icmp sgt <8 x i32> %7166, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %7168 = load <8 x float>, ptr %2430, align 32
  br i1 %2699, label %7174, label %7169

7169:                                             ; preds = %7157
  %7170 = load float, ptr %2678, align 1
  %7171 = insertelement <8 x float> poison, float %7170, i64 0
  %7172 = shufflevector <8 x float> %7171, <8 x float> poison, <8 x i32> zeroinitializer
  %7173 = fadd <8 x float> %7168, %7172
  br label %7174

7174:                                             ; preds = %7169, %7157
  %7175 = phi <8 x float> [ %7173, %7169 ], [ %7168, %7157 ]
  %7176 = getelementptr inbounds nuw float, ptr %2685, i64 %7160
  %7177 = getelementptr inbounds nuw float, ptr %2690, i64 %7160
  %7178 = select i1 %2700, ptr null, ptr %7177
  switch i64 %2400, label %506 [
    i64 1, label %7193
    i64 2, label %7186
    i64 3, label %7179
    i64 0, label %7234
  ]

7179:                                             ; preds = %7174
  %7180 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7175)
  %7181 = bitcast <8 x float> %7175 to <8 x i32>
  %7182 = and <8 x i32> %7181, %2352
  %7183 = bitcast <8 x i32> %7182 to <8 x float>
  %7184 = fcmp oeq <8 x float> %7175, %49
  %7185 = select <8 x i1> %7184, <8 x float> %7183, <8 x float> %7180
  br label %7196

7186:                                             ; preds = %7174
  %7187 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7175)
  %7188 = bitcast <8 x float> %7175 to <8 x i32>
  %7189 = or <8 x i32> %7188, %2353
  %7190 = bitcast <8 x i32> %7189 to <8 x float>
  %7191 = fcmp oeq <8 x float> %7175, %52
  %7192 = select <8 x i1> %7191, <8 x float> %7190, <8 x float> %7187
  br label %7196

7193:                                             ; preds = %7174
  %7194 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7178, <8 x i1> %7167, <8 x float> zeroinitializer)
  %7195 = fadd <8 x float> %7175, %7194
  br label %7196

7196:                                             ; preds = %7193, %7186, %7179
  %7197 = phi <8 x float> [ %7195, %7193 ], [ %7192, %7186 ], [ %7185, %7179 ]
  switch i64 %2432, label %506 [
    i64 1, label %7212
    i64 2, label %7205
    i64 3, label %7198
    i64 0, label %7234
  ]

7198:                                             ; preds = %7196
  %7199 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7197)
  %7200 = bitcast <8 x float> %7197 to <8 x i32>
  %7201 = and <8 x i32> %7200, %2352
  %7202 = bitcast <8 x i32> %7201 to <8 x float>
  %7203 = fcmp oeq <8 x float> %7197, %49
  %7204 = select <8 x i1> %7203, <8 x float> %7202, <8 x float> %7199
  br label %7215

7205:                                             ; preds = %7196
  %7206 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7197)
  %7207 = bitcast <8 x float> %7197 to <8 x i32>
  %7208 = or <8 x i32> %7207, %2353
  %7209 = bitcast <8 x i32> %7208 to <8 x float>
  %7210 = fcmp oeq <8 x float> %7197, %52
  %7211 = select <8 x i1> %7210, <8 x float> %7209, <8 x float> %7206
  br label %7215

7212:                                             ; preds = %7196
  %7213 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7178, <8 x i1> %7167, <8 x float> zeroinitializer)
  %7214 = fadd <8 x float> %7197, %7213
  br label %7215

7215:                                             ; preds = %7212, %7205, %7198
  %7216 = phi <8 x float> [ %7214, %7212 ], [ %7211, %7205 ], [ %7204, %7198 ]
  switch i64 %2434, label %506 [
    i64 1, label %7231
    i64 2, label %7224
    i64 3, label %7217
    i64 0, label %7234
  ]

7217:                                             ; preds = %7215
  %7218 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7216)
  %7219 = bitcast <8 x float> %7216 to <8 x i32>
  %7220 = and <8 x i32> %7219, %2352
  %7221 = bitcast <8 x i32> %7220 to <8 x float>
  %7222 = fcmp oeq <8 x float> %7216, %49
  %7223 = select <8 x i1> %7222, <8 x float> %7221, <8 x float> %7218
  br label %7234

7224:                                             ; preds = %7215
  %7225 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7216)
  %7226 = bitcast <8 x float> %7216 to <8 x i32>
  %7227 = or <8 x i32> %7226, %2353
  %7228 = bitcast <8 x i32> %7227 to <8 x float>
  %7229 = fcmp oeq <8 x float> %7216, %52
  %7230 = select <8 x i1> %7229, <8 x float> %7228, <8 x float> %7225
  br label %7234

7231:                                             ; preds = %7215
  %7232 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7178, <8 x i1> %7167, <8 x float> zeroinitializer)
  %7233 = fadd <8 x float> %7216, %7232
  br label %7234

7234:                                             ; preds = %7217, %7224, %7231, %7215, %7196, %7174
  %7235 = phi <8 x float> [ %7216, %7215 ], [ %7175, %7174 ], [ %7197, %7196 ], [ %7233, %7231 ], [ %7230, %7224 ], [ %7223, %7217 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %7235, ptr nonnull align 1 %7176, <8 x i1> %7167)
  call void @llvm.lifetime.end.p0(ptr nonnull %33)
  br label %7926

7236:                                             ; preds = %4449
  call void @llvm.lifetime.start.p0(ptr nonnull %34)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(256) %34, i8 0, i64 256, i1 false)
  br i1 %2349, label %7237, label %7310

7237:                                             ; preds = %7236, %7251
  %7238 = phi i64 [ %7252, %7251 ], [ 0, %7236 ]
  %7239 = mul nsw i64 %7238, %14
  %7240 = sub i64 %7239, %16
  %7241 = add i64 %7240, %2701
  %7242 = icmp slt i64 %7241, 0
  %7243 = icmp sge i64 %7241, %6
  %7244 = or i1 %7242, %7243
  %7245 = select i1 %7244, i64 0, i64 %7241
  %7246 = mul nsw i64 %7245, %7
  %7247 = getelementptr inbounds float, ptr %2675, i64 %7246
  br i1 %2350, label %7248, label %7251

7248:                                             ; preds = %7237
  %7249 = mul nuw nsw i64 %7238, %11
  %7250 = getelementptr inbounds nuw float, ptr %2677, i64 %7249
  br label %7254

7251:                                             ; preds = %7263, %7237
  %7252 = add nuw nsw i64 %7238, 1
  %7253 = icmp eq i64 %7252, %10
  br i1 %7253, label %7308, label %7237

7254:                                             ; preds = %7248, %7263
  %7255 = phi i64 [ 0, %7248 ], [ %7264, %7263 ]
  %7256 = getelementptr inbounds nuw float, ptr %7250, i64 %7255
  %7257 = load float, ptr %7256, align 1
  %7258 = insertelement <8 x float> poison, float %7257, i64 0
  %7259 = shufflevector <8 x float> %7258, <8 x float> poison, <8 x i32> zeroinitializer
  %7260 = mul nsw i64 %7255, %15
  %7261 = sub i64 %7260, %17
  %7262 = getelementptr <4 x i64>, ptr %2336, i64 %7255
  br label %7266

7263:                                             ; preds = %7297
  %7264 = add nuw nsw i64 %7255, 1
  %7265 = icmp eq i64 %7264, %11
  br i1 %7265, label %7251, label %7254

7266:                                             ; preds = %7254, %7297
  %7267 = phi i64 [ 0, %7254 ], [ %7306, %7297 ]
  %7268 = or disjoint i64 %4450, %7267
  %7269 = shl nsw i64 %7268, 3
  %7270 = add i64 %7261, %7269
  br i1 %2351, label %7275, label %7271

7271:                                             ; preds = %7266
  %7272 = mul nuw nsw i64 %7268, %11
  %7273 = getelementptr <4 x i64>, ptr %7262, i64 %7272
  %7274 = load <4 x i64>, ptr %7273, align 32
  br label %7297

7275:                                             ; preds = %7266
  %7276 = sub nsw i64 %9, %7269
  %7277 = icmp slt i64 %7270, 0
  %7278 = sub nsw i64 0, %7270
  %7279 = select i1 %7277, i64 %7278, i64 0
  %7280 = sub nsw i64 %7, %7270
  %7281 = call i64 @llvm.smin.i64(i64 %7280, i64 %7276)
  %7282 = call i64 @llvm.smin.i64(i64 %7281, i64 8)
  %7283 = icmp sgt i64 %7282, %7279
  %7284 = trunc i64 %7279 to i32
  %7285 = select i1 %7283, i32 %7284, i32 0
  %7286 = insertelement <8 x i32> poison, i32 %7285, i64 0
  %7287 = shufflevector <8 x i32> %7286, <8 x i32> poison, <8 x i32> zeroinitializer
  %7288 = icmp slt <8 x i32> %7287, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %7289 = trunc i64 %7282 to i32
  %7290 = select i1 %7283, i32 %7289, i32 0
  %7291 = insertelement <8 x i32> poison, i32 %7290, i64 0
  %7292 = shufflevector <8 x i32> %7291, <8 x i32> poison, <8 x i32> zeroinitializer
  %7293 = icmp sgt <8 x i32> %7292, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %7294 = and <8 x i1> %7293, %7288
  %7295 = sext <8 x i1> %7294 to <8 x i32>
  %7296 = bitcast <8 x i32> %7295 to <4 x i64>
  br label %7297

7297:                                             ; preds = %7275, %7271
  %7298 = phi <4 x i64> [ %7274, %7271 ], [ %7296, %7275 ]
  %7299 = getelementptr inbounds nuw <8 x float>, ptr %34, i64 %7267
  %7300 = getelementptr inbounds float, ptr %7247, i64 %7270
  %7301 = select i1 %7244, <4 x i64> zeroinitializer, <4 x i64> %7298
  %7302 = bitcast <4 x i64> %7301 to <8 x i32>
  %7303 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7300, <8 x i32> %7302)
  %7304 = load <8 x float>, ptr %7299, align 32
  %7305 = call <8 x float> @llvm.fma.v8f32(<8 x float> %7303, <8 x float> %7259, <8 x float> %7304)
  store <8 x float> %7305, ptr %7299, align 32
  %7306 = add nuw nsw i64 %7267, 1
  %7307 = icmp eq i64 %7306, 8
  br i1 %7307, label %7263, label %7266

7308:                                             ; preds = %7251
  %7309 = load <8 x float>, ptr %34, align 32
  br label %7310

7310:                                             ; preds = %7308, %7236
  %7311 = phi <8 x float> [ %7309, %7308 ], [ zeroinitializer, %7236 ]
  %7312 = shl nsw i64 %4450, 3
  %7313 = sub nsw i64 %9, %7312
  %7314 = icmp sgt i64 %7313, 7
  %7315 = trunc i64 %7313 to i32
  %7316 = select i1 %7314, i32 8, i32 %7315
  %7317 = insertelement <8 x i32> poison, i32 %7316, i64 0
  %7318 = shufflevector <8 x i32> %7317, <8 x i32> poison, <8 x i32> zeroinitializer
  %7319 = icmp sgt <8 x i32> %7318, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %2699, label %7325, label %7320

7320:                                             ; preds = %7310
  %7321 = load float, ptr %2678, align 1
  %7322 = insertelement <8 x float> poison, float %7321, i64 0
  %7323 = shufflevector <8 x float> %7322, <8 x float> poison, <8 x i32> zeroinitializer
  %7324 = fadd <8 x float> %7311, %7323
  br label %7325

7325:                                             ; preds = %7320, %7310
  %7326 = phi <8 x float> [ %7324, %7320 ], [ %7311, %7310 ]
  %7327 = getelementptr inbounds nuw float, ptr %2685, i64 %7312
  %7328 = getelementptr inbounds nuw float, ptr %2690, i64 %7312
  %7329 = select i1 %2700, ptr null, ptr %7328
  switch i64 %2360, label %506 [
    i64 1, label %7330
    i64 2, label %7333
    i64 3, label %7340
    i64 0, label %7385
  ]

7330:                                             ; preds = %7325
  %7331 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7329, <8 x i1> %7319, <8 x float> zeroinitializer)
  %7332 = fadd <8 x float> %7326, %7331
  br label %7347

7333:                                             ; preds = %7325
  %7334 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7326)
  %7335 = bitcast <8 x float> %7326 to <8 x i32>
  %7336 = or <8 x i32> %7335, %2353
  %7337 = bitcast <8 x i32> %7336 to <8 x float>
  %7338 = fcmp oeq <8 x float> %7326, %52
  %7339 = select <8 x i1> %7338, <8 x float> %7337, <8 x float> %7334
  br label %7347

7340:                                             ; preds = %7325
  %7341 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7326)
  %7342 = bitcast <8 x float> %7326 to <8 x i32>
  %7343 = and <8 x i32> %7342, %2352
  %7344 = bitcast <8 x i32> %7343 to <8 x float>
  %7345 = fcmp oeq <8 x float> %7326, %49
  %7346 = select <8 x i1> %7345, <8 x float> %7344, <8 x float> %7341
  br label %7347

7347:                                             ; preds = %7340, %7333, %7330
  %7348 = phi <8 x float> [ %7332, %7330 ], [ %7339, %7333 ], [ %7346, %7340 ]
  switch i64 %2362, label %506 [
    i64 1, label %7363
    i64 2, label %7356
    i64 3, label %7349
    i64 0, label %7385
  ]

7349:                                             ; preds = %7347
  %7350 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7348)
  %7351 = bitcast <8 x float> %7348 to <8 x i32>
  %7352 = and <8 x i32> %7351, %2352
  %7353 = bitcast <8 x i32> %7352 to <8 x float>
  %7354 = fcmp oeq <8 x float> %7348, %49
  %7355 = select <8 x i1> %7354, <8 x float> %7353, <8 x float> %7350
  br label %7366

7356:                                             ; preds = %7347
  %7357 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7348)
  %7358 = bitcast <8 x float> %7348 to <8 x i32>
  %7359 = or <8 x i32> %7358, %2353
  %7360 = bitcast <8 x i32> %7359 to <8 x float>
  %7361 = fcmp oeq <8 x float> %7348, %52
  %7362 = select <8 x i1> %7361, <8 x float> %7360, <8 x float> %7357
  br label %7366

7363:                                             ; preds = %7347
  %7364 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7329, <8 x i1> %7319, <8 x float> zeroinitializer)
  %7365 = fadd <8 x float> %7348, %7364
  br label %7366

7366:                                             ; preds = %7363, %7356, %7349
  %7367 = phi <8 x float> [ %7365, %7363 ], [ %7362, %7356 ], [ %7355, %7349 ]
  switch i64 %2364, label %506 [
    i64 1, label %7382
    i64 2, label %7375
    i64 3, label %7368
    i64 0, label %7385
  ]

7368:                                             ; preds = %7366
  %7369 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7367)
  %7370 = bitcast <8 x float> %7367 to <8 x i32>
  %7371 = and <8 x i32> %7370, %2352
  %7372 = bitcast <8 x i32> %7371 to <8 x float>
  %7373 = fcmp oeq <8 x float> %7367, %49
  %7374 = select <8 x i1> %7373, <8 x float> %7372, <8 x float> %7369
  br label %7385

7375:                                             ; preds = %7366
  %7376 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7367)
  %7377 = bitcast <8 x float> %7367 to <8 x i32>
  %7378 = or <8 x i32> %7377, %2353
  %7379 = bitcast <8 x i32> %7378 to <8 x float>
  %7380 = fcmp oeq <8 x float> %7367, %52
  %7381 = select <8 x i1> %7380, <8 x float> %7379, <8 x float> %7376
  br label %7385

7382:                                             ; preds = %7366
  %7383 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7329, <8 x i1> %7319, <8 x float> zeroinitializer)
  %7384 = fadd <8 x float> %7367, %7383
  br label %7385

7385:                                             ; preds = %7368, %7375, %7382, %7366, %7347, %7325
  %7386 = phi <8 x float> [ %7367, %7366 ], [ %7326, %7325 ], [ %7348, %7347 ], [ %7384, %7382 ], [ %7381, %7375 ], [ %7374, %7368 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %7386, ptr align 1 %7327, <8 x i1> %7319)
  %7387 = shl i64 %4450, 3
  %7388 = or disjoint i64 %7387, 8
  %7389 = sub nsw i64 %9, %7388
  %7390 = icmp sgt i64 %7389, 7
  %7391 = trunc i64 %7389 to i32
  %7392 = select i1 %7390, i32 8, i32 %7391
  %7393 = insertelement <8 x i32> poison, i32 %7392, i64 0
  %7394 = shufflevector <8 x i32> %7393, <8 x i32> poison, <8 x i32> zeroinitializer
  %7395 = icmp sgt <8 x i32> %7394, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %7396 = load <8 x float>, ptr %2365, align 32
  br i1 %2699, label %7402, label %7397

7397:                                             ; preds = %7385
  %7398 = load float, ptr %2678, align 1
  %7399 = insertelement <8 x float> poison, float %7398, i64 0
  %7400 = shufflevector <8 x float> %7399, <8 x float> poison, <8 x i32> zeroinitializer
  %7401 = fadd <8 x float> %7396, %7400
  br label %7402

7402:                                             ; preds = %7397, %7385
  %7403 = phi <8 x float> [ %7401, %7397 ], [ %7396, %7385 ]
  %7404 = getelementptr inbounds nuw float, ptr %2685, i64 %7388
  %7405 = getelementptr inbounds nuw float, ptr %2690, i64 %7388
  %7406 = select i1 %2700, ptr null, ptr %7405
  switch i64 %2360, label %506 [
    i64 1, label %7421
    i64 2, label %7414
    i64 3, label %7407
    i64 0, label %7462
  ]

7407:                                             ; preds = %7402
  %7408 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7403)
  %7409 = bitcast <8 x float> %7403 to <8 x i32>
  %7410 = and <8 x i32> %7409, %2352
  %7411 = bitcast <8 x i32> %7410 to <8 x float>
  %7412 = fcmp oeq <8 x float> %7403, %49
  %7413 = select <8 x i1> %7412, <8 x float> %7411, <8 x float> %7408
  br label %7424

7414:                                             ; preds = %7402
  %7415 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7403)
  %7416 = bitcast <8 x float> %7403 to <8 x i32>
  %7417 = or <8 x i32> %7416, %2353
  %7418 = bitcast <8 x i32> %7417 to <8 x float>
  %7419 = fcmp oeq <8 x float> %7403, %52
  %7420 = select <8 x i1> %7419, <8 x float> %7418, <8 x float> %7415
  br label %7424

7421:                                             ; preds = %7402
  %7422 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7406, <8 x i1> %7395, <8 x float> zeroinitializer)
  %7423 = fadd <8 x float> %7403, %7422
  br label %7424

7424:                                             ; preds = %7421, %7414, %7407
  %7425 = phi <8 x float> [ %7423, %7421 ], [ %7420, %7414 ], [ %7413, %7407 ]
  switch i64 %2367, label %506 [
    i64 1, label %7440
    i64 2, label %7433
    i64 3, label %7426
    i64 0, label %7462
  ]

7426:                                             ; preds = %7424
  %7427 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7425)
  %7428 = bitcast <8 x float> %7425 to <8 x i32>
  %7429 = and <8 x i32> %7428, %2352
  %7430 = bitcast <8 x i32> %7429 to <8 x float>
  %7431 = fcmp oeq <8 x float> %7425, %49
  %7432 = select <8 x i1> %7431, <8 x float> %7430, <8 x float> %7427
  br label %7443

7433:                                             ; preds = %7424
  %7434 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7425)
  %7435 = bitcast <8 x float> %7425 to <8 x i32>
  %7436 = or <8 x i32> %7435, %2353
  %7437 = bitcast <8 x i32> %7436 to <8 x float>
  %7438 = fcmp oeq <8 x float> %7425, %52
  %7439 = select <8 x i1> %7438, <8 x float> %7437, <8 x float> %7434
  br label %7443

7440:                                             ; preds = %7424
  %7441 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7406, <8 x i1> %7395, <8 x float> zeroinitializer)
  %7442 = fadd <8 x float> %7425, %7441
  br label %7443

7443:                                             ; preds = %7440, %7433, %7426
  %7444 = phi <8 x float> [ %7442, %7440 ], [ %7439, %7433 ], [ %7432, %7426 ]
  switch i64 %2369, label %506 [
    i64 1, label %7459
    i64 2, label %7452
    i64 3, label %7445
    i64 0, label %7462
  ]

7445:                                             ; preds = %7443
  %7446 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7444)
  %7447 = bitcast <8 x float> %7444 to <8 x i32>
  %7448 = and <8 x i32> %7447, %2352
  %7449 = bitcast <8 x i32> %7448 to <8 x float>
  %7450 = fcmp oeq <8 x float> %7444, %49
  %7451 = select <8 x i1> %7450, <8 x float> %7449, <8 x float> %7446
  br label %7462

7452:                                             ; preds = %7443
  %7453 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7444)
  %7454 = bitcast <8 x float> %7444 to <8 x i32>
  %7455 = or <8 x i32> %7454, %2353
  %7456 = bitcast <8 x i32> %7455 to <8 x float>
  %7457 = fcmp oeq <8 x float> %7444, %52
  %7458 = select <8 x i1> %7457, <8 x float> %7456, <8 x float> %7453
  br label %7462

7459:                                             ; preds = %7443
  %7460 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7406, <8 x i1> %7395, <8 x float> zeroinitializer)
  %7461 = fadd <8 x float> %7444, %7460
  br label %7462

7462:                                             ; preds = %7445, %7452, %7459, %7443, %7424, %7402
  %7463 = phi <8 x float> [ %7444, %7443 ], [ %7403, %7402 ], [ %7425, %7424 ], [ %7461, %7459 ], [ %7458, %7452 ], [ %7451, %7445 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %7463, ptr nonnull align 1 %7404, <8 x i1> %7395)
  %7464 = shl i64 %4450, 3
  %7465 = or disjoint i64 %7464, 16
  %7466 = sub nsw i64 %9, %7465
  %7467 = icmp sgt i64 %7466, 7
  %7468 = trunc i64 %7466 to i32
  %7469 = select i1 %7467, i32 8, i32 %7468
  %7470 = insertelement <8 x i32> poison, i32 %7469, i64 0
  %7471 = shufflevector <8 x i32> %7470, <8 x i32> poison, <8 x i32> zeroinitializer
  %7472 = icmp sgt <8 x i32> %7471, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %7473 = load <8 x float>, ptr %2370, align 32
  br i1 %2699, label %7479, label %7474

7474:                                             ; preds = %7462
  %7475 = load float, ptr %2678, align 1
  %7476 = insertelement <8 x float> poison, float %7475, i64 0
  %7477 = shufflevector <8 x float> %7476, <8 x float> poison, <8 x i32> zeroinitializer
  %7478 = fadd <8 x float> %7473, %7477
  br label %7479

7479:                                             ; preds = %7474, %7462
  %7480 = phi <8 x float> [ %7478, %7474 ], [ %7473, %7462 ]
  %7481 = getelementptr inbounds nuw float, ptr %2685, i64 %7465
  %7482 = getelementptr inbounds nuw float, ptr %2690, i64 %7465
  %7483 = select i1 %2700, ptr null, ptr %7482
  switch i64 %2360, label %506 [
    i64 1, label %7498
    i64 2, label %7491
    i64 3, label %7484
    i64 0, label %7539
  ]

7484:                                             ; preds = %7479
  %7485 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7480)
  %7486 = bitcast <8 x float> %7480 to <8 x i32>
  %7487 = and <8 x i32> %7486, %2352
  %7488 = bitcast <8 x i32> %7487 to <8 x float>
  %7489 = fcmp oeq <8 x float> %7480, %49
  %7490 = select <8 x i1> %7489, <8 x float> %7488, <8 x float> %7485
  br label %7501

7491:                                             ; preds = %7479
  %7492 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7480)
  %7493 = bitcast <8 x float> %7480 to <8 x i32>
  %7494 = or <8 x i32> %7493, %2353
  %7495 = bitcast <8 x i32> %7494 to <8 x float>
  %7496 = fcmp oeq <8 x float> %7480, %52
  %7497 = select <8 x i1> %7496, <8 x float> %7495, <8 x float> %7492
  br label %7501

7498:                                             ; preds = %7479
  %7499 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7483, <8 x i1> %7472, <8 x float> zeroinitializer)
  %7500 = fadd <8 x float> %7480, %7499
  br label %7501

7501:                                             ; preds = %7498, %7491, %7484
  %7502 = phi <8 x float> [ %7500, %7498 ], [ %7497, %7491 ], [ %7490, %7484 ]
  switch i64 %2372, label %506 [
    i64 1, label %7517
    i64 2, label %7510
    i64 3, label %7503
    i64 0, label %7539
  ]

7503:                                             ; preds = %7501
  %7504 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7502)
  %7505 = bitcast <8 x float> %7502 to <8 x i32>
  %7506 = and <8 x i32> %7505, %2352
  %7507 = bitcast <8 x i32> %7506 to <8 x float>
  %7508 = fcmp oeq <8 x float> %7502, %49
  %7509 = select <8 x i1> %7508, <8 x float> %7507, <8 x float> %7504
  br label %7520

7510:                                             ; preds = %7501
  %7511 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7502)
  %7512 = bitcast <8 x float> %7502 to <8 x i32>
  %7513 = or <8 x i32> %7512, %2353
  %7514 = bitcast <8 x i32> %7513 to <8 x float>
  %7515 = fcmp oeq <8 x float> %7502, %52
  %7516 = select <8 x i1> %7515, <8 x float> %7514, <8 x float> %7511
  br label %7520

7517:                                             ; preds = %7501
  %7518 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7483, <8 x i1> %7472, <8 x float> zeroinitializer)
  %7519 = fadd <8 x float> %7502, %7518
  br label %7520

7520:                                             ; preds = %7517, %7510, %7503
  %7521 = phi <8 x float> [ %7519, %7517 ], [ %7516, %7510 ], [ %7509, %7503 ]
  switch i64 %2374, label %506 [
    i64 1, label %7536
    i64 2, label %7529
    i64 3, label %7522
    i64 0, label %7539
  ]

7522:                                             ; preds = %7520
  %7523 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7521)
  %7524 = bitcast <8 x float> %7521 to <8 x i32>
  %7525 = and <8 x i32> %7524, %2352
  %7526 = bitcast <8 x i32> %7525 to <8 x float>
  %7527 = fcmp oeq <8 x float> %7521, %49
  %7528 = select <8 x i1> %7527, <8 x float> %7526, <8 x float> %7523
  br label %7539

7529:                                             ; preds = %7520
  %7530 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7521)
  %7531 = bitcast <8 x float> %7521 to <8 x i32>
  %7532 = or <8 x i32> %7531, %2353
  %7533 = bitcast <8 x i32> %7532 to <8 x float>
  %7534 = fcmp oeq <8 x float> %7521, %52
  %7535 = select <8 x i1> %7534, <8 x float> %7533, <8 x float> %7530
  br label %7539

7536:                                             ; preds = %7520
  %7537 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7483, <8 x i1> %7472, <8 x float> zeroinitializer)
  %7538 = fadd <8 x float> %7521, %7537
  br label %7539

7539:                                             ; preds = %7522, %7529, %7536, %7520, %7501, %7479
  %7540 = phi <8 x float> [ %7521, %7520 ], [ %7480, %7479 ], [ %7502, %7501 ], [ %7538, %7536 ], [ %7535, %7529 ], [ %7528, %7522 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %7540, ptr nonnull align 1 %7481, <8 x i1> %7472)
  %7541 = shl i64 %4450, 3
  %7542 = or disjoint i64 %7541, 24
  %7543 = sub nsw i64 %9, %7542
  %7544 = icmp sgt i64 %7543, 7
  %7545 = trunc i64 %7543 to i32
  %7546 = select i1 %7544, i32 8, i32 %7545
  %7547 = insertelement <8 x i32> poison, i32 %7546, i64 0
  %7548 = shufflevector <8 x i32> %7547, <8 x i32> poison, <8 x i32> zeroinitializer
  %7549 = icmp sgt <8 x i32> %7548, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %7550 = load <8 x float>, ptr %2375, align 32
  br i1 %2699, label %7556, label %7551

7551:                                             ; preds = %7539
  %7552 = load float, ptr %2678, align 1
  %7553 = insertelement <8 x float> poison, float %7552, i64 0
  %7554 = shufflevector <8 x float> %7553, <8 x float> poison, <8 x i32> zeroinitializer
  %7555 = fadd <8 x float> %7550, %7554
  br label %7556

7556:                                             ; preds = %7551, %7539
  %7557 = phi <8 x float> [ %7555, %7551 ], [ %7550, %7539 ]
  %7558 = getelementptr inbounds nuw float, ptr %2685, i64 %7542
  %7559 = getelementptr inbounds nuw float, ptr %2690, i64 %7542
  %7560 = select i1 %2700, ptr null, ptr %7559
  switch i64 %2360, label %506 [
    i64 1, label %7575
    i64 2, label %7568
    i64 3, label %7561
    i64 0, label %7616
  ]

7561:                                             ; preds = %7556
  %7562 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7557)
  %7563 = bitcast <8 x float> %7557 to <8 x i32>
  %7564 = and <8 x i32> %7563, %2352
  %7565 = bitcast <8 x i32> %7564 to <8 x float>
  %7566 = fcmp oeq <8 x float> %7557, %49
  %7567 = select <8 x i1> %7566, <8 x float> %7565, <8 x float> %7562
  br label %7578

7568:                                             ; preds = %7556
  %7569 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7557)
  %7570 = bitcast <8 x float> %7557 to <8 x i32>
  %7571 = or <8 x i32> %7570, %2353
  %7572 = bitcast <8 x i32> %7571 to <8 x float>
  %7573 = fcmp oeq <8 x float> %7557, %52
  %7574 = select <8 x i1> %7573, <8 x float> %7572, <8 x float> %7569
  br label %7578

7575:                                             ; preds = %7556
  %7576 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7560, <8 x i1> %7549, <8 x float> zeroinitializer)
  %7577 = fadd <8 x float> %7557, %7576
  br label %7578

7578:                                             ; preds = %7575, %7568, %7561
  %7579 = phi <8 x float> [ %7577, %7575 ], [ %7574, %7568 ], [ %7567, %7561 ]
  switch i64 %2377, label %506 [
    i64 1, label %7594
    i64 2, label %7587
    i64 3, label %7580
    i64 0, label %7616
  ]

7580:                                             ; preds = %7578
  %7581 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7579)
  %7582 = bitcast <8 x float> %7579 to <8 x i32>
  %7583 = and <8 x i32> %7582, %2352
  %7584 = bitcast <8 x i32> %7583 to <8 x float>
  %7585 = fcmp oeq <8 x float> %7579, %49
  %7586 = select <8 x i1> %7585, <8 x float> %7584, <8 x float> %7581
  br label %7597

7587:                                             ; preds = %7578
  %7588 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7579)
  %7589 = bitcast <8 x float> %7579 to <8 x i32>
  %7590 = or <8 x i32> %7589, %2353
  %7591 = bitcast <8 x i32> %7590 to <8 x float>
  %7592 = fcmp oeq <8 x float> %7579, %52
  %7593 = select <8 x i1> %7592, <8 x float> %7591, <8 x float> %7588
  br label %7597

7594:                                             ; preds = %7578
  %7595 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7560, <8 x i1> %7549, <8 x float> zeroinitializer)
  %7596 = fadd <8 x float> %7579, %7595
  br label %7597

7597:                                             ; preds = %7594, %7587, %7580
  %7598 = phi <8 x float> [ %7596, %7594 ], [ %7593, %7587 ], [ %7586, %7580 ]
  switch i64 %2379, label %506 [
    i64 1, label %7613
    i64 2, label %7606
    i64 3, label %7599
    i64 0, label %7616
  ]

7599:                                             ; preds = %7597
  %7600 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7598)
  %7601 = bitcast <8 x float> %7598 to <8 x i32>
  %7602 = and <8 x i32> %7601, %2352
  %7603 = bitcast <8 x i32> %7602 to <8 x float>
  %7604 = fcmp oeq <8 x float> %7598, %49
  %7605 = select <8 x i1> %7604, <8 x float> %7603, <8 x float> %7600
  br label %7616

7606:                                             ; preds = %7597
  %7607 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7598)
  %7608 = bitcast <8 x float> %7598 to <8 x i32>
  %7609 = or <8 x i32> %7608, %2353
  %7610 = bitcast <8 x i32> %7609 to <8 x float>
  %7611 = fcmp oeq <8 x float> %7598, %52
  %7612 = select <8 x i1> %7611, <8 x float> %7610, <8 x float> %7607
  br label %7616

7613:                                             ; preds = %7597
  %7614 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7560, <8 x i1> %7549, <8 x float> zeroinitializer)
  %7615 = fadd <8 x float> %7598, %7614
  br label %7616

7616:                                             ; preds = %7599, %7606, %7613, %7597, %7578, %7556
  %7617 = phi <8 x float> [ %7598, %7597 ], [ %7557, %7556 ], [ %7579, %7578 ], [ %7615, %7613 ], [ %7612, %7606 ], [ %7605, %7599 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %7617, ptr nonnull align 1 %7558, <8 x i1> %7549)
  %7618 = shl i64 %4450, 3
  %7619 = or disjoint i64 %7618, 32
  %7620 = sub nsw i64 %9, %7619
  %7621 = icmp sgt i64 %7620, 7
  %7622 = trunc i64 %7620 to i32
  %7623 = select i1 %7621, i32 8, i32 %7622
  %7624 = insertelement <8 x i32> poison, i32 %7623, i64 0
  %7625 = shufflevector <8 x i32> %7624, <8 x i32> poison, <8 x i32> zeroinitializer
  %7626 = icmp sgt <8 x i32> %7625, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %7627 = load <8 x float>, ptr %2380, align 32
  br i1 %2699, label %7633, label %7628

7628:                                             ; preds = %7616
  %7629 = load float, ptr %2678, align 1
  %7630 = insertelement <8 x float> poison, float %7629, i64 0
  %7631 = shufflevector <8 x float> %7630, <8 x float> poison, <8 x i32> zeroinitializer
  %7632 = fadd <8 x float> %7627, %7631
  br label %7633

7633:                                             ; preds = %7628, %7616
  %7634 = phi <8 x float> [ %7632, %7628 ], [ %7627, %7616 ]
  %7635 = getelementptr inbounds nuw float, ptr %2685, i64 %7619
  %7636 = getelementptr inbounds nuw float, ptr %2690, i64 %7619
  %7637 = select i1 %2700, ptr null, ptr %7636
  switch i64 %2360, label %506 [
    i64 1, label %7652
    i64 2, label %7645
    i64 3, label %7638
    i64 0, label %7693
  ]

7638:                                             ; preds = %7633
  %7639 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7634)
  %7640 = bitcast <8 x float> %7634 to <8 x i32>
  %7641 = and <8 x i32> %7640, %2352
  %7642 = bitcast <8 x i32> %7641 to <8 x float>
  %7643 = fcmp oeq <8 x float> %7634, %49
  %7644 = select <8 x i1> %7643, <8 x float> %7642, <8 x float> %7639
  br label %7655

7645:                                             ; preds = %7633
  %7646 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7634)
  %7647 = bitcast <8 x float> %7634 to <8 x i32>
  %7648 = or <8 x i32> %7647, %2353
  %7649 = bitcast <8 x i32> %7648 to <8 x float>
  %7650 = fcmp oeq <8 x float> %7634, %52
  %7651 = select <8 x i1> %7650, <8 x float> %7649, <8 x float> %7646
  br label %7655

7652:                                             ; preds = %7633
  %7653 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7637, <8 x i1> %7626, <8 x float> zeroinitializer)
  %7654 = fadd <8 x float> %7634, %7653
  br label %7655

7655:                                             ; preds = %7652, %7645, %7638
  %7656 = phi <8 x float> [ %7654, %7652 ], [ %7651, %7645 ], [ %7644, %7638 ]
  switch i64 %2382, label %506 [
    i64 1, label %7671
    i64 2, label %7664
    i64 3, label %7657
    i64 0, label %7693
  ]

7657:                                             ; preds = %7655
  %7658 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7656)
  %7659 = bitcast <8 x float> %7656 to <8 x i32>
  %7660 = and <8 x i32> %7659, %2352
  %7661 = bitcast <8 x i32> %7660 to <8 x float>
  %7662 = fcmp oeq <8 x float> %7656, %49
  %7663 = select <8 x i1> %7662, <8 x float> %7661, <8 x float> %7658
  br label %7674

7664:                                             ; preds = %7655
  %7665 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7656)
  %7666 = bitcast <8 x float> %7656 to <8 x i32>
  %7667 = or <8 x i32> %7666, %2353
  %7668 = bitcast <8 x i32> %7667 to <8 x float>
  %7669 = fcmp oeq <8 x float> %7656, %52
  %7670 = select <8 x i1> %7669, <8 x float> %7668, <8 x float> %7665
  br label %7674

7671:                                             ; preds = %7655
  %7672 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7637, <8 x i1> %7626, <8 x float> zeroinitializer)
  %7673 = fadd <8 x float> %7656, %7672
  br label %7674

7674:                                             ; preds = %7671, %7664, %7657
  %7675 = phi <8 x float> [ %7673, %7671 ], [ %7670, %7664 ], [ %7663, %7657 ]
  switch i64 %2384, label %506 [
    i64 1, label %7690
    i64 2, label %7683
    i64 3, label %7676
    i64 0, label %7693
  ]

7676:                                             ; preds = %7674
  %7677 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7675)
  %7678 = bitcast <8 x float> %7675 to <8 x i32>
  %7679 = and <8 x i32> %7678, %2352
  %7680 = bitcast <8 x i32> %7679 to <8 x float>
  %7681 = fcmp oeq <8 x float> %7675, %49
  %7682 = select <8 x i1> %7681, <8 x float> %7680, <8 x float> %7677
  br label %7693

7683:                                             ; preds = %7674
  %7684 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7675)
  %7685 = bitcast <8 x float> %7675 to <8 x i32>
  %7686 = or <8 x i32> %7685, %2353
  %7687 = bitcast <8 x i32> %7686 to <8 x float>
  %7688 = fcmp oeq <8 x float> %7675, %52
  %7689 = select <8 x i1> %7688, <8 x float> %7687, <8 x float> %7684
  br label %7693

7690:                                             ; preds = %7674
  %7691 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7637, <8 x i1> %7626, <8 x float> zeroinitializer)
  %7692 = fadd <8 x float> %7675, %7691
  br label %7693

7693:                                             ; preds = %7676, %7683, %7690, %7674, %7655, %7633
  %7694 = phi <8 x float> [ %7675, %7674 ], [ %7634, %7633 ], [ %7656, %7655 ], [ %7692, %7690 ], [ %7689, %7683 ], [ %7682, %7676 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %7694, ptr nonnull align 1 %7635, <8 x i1> %7626)
  %7695 = shl i64 %4450, 3
  %7696 = or disjoint i64 %7695, 40
  %7697 = sub nsw i64 %9, %7696
  %7698 = icmp sgt i64 %7697, 7
  %7699 = trunc i64 %7697 to i32
  %7700 = select i1 %7698, i32 8, i32 %7699
  %7701 = insertelement <8 x i32> poison, i32 %7700, i64 0
  %7702 = shufflevector <8 x i32> %7701, <8 x i32> poison, <8 x i32> zeroinitializer
  %7703 = icmp sgt <8 x i32> %7702, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %7704 = load <8 x float>, ptr %2385, align 32
  br i1 %2699, label %7710, label %7705

7705:                                             ; preds = %7693
  %7706 = load float, ptr %2678, align 1
  %7707 = insertelement <8 x float> poison, float %7706, i64 0
  %7708 = shufflevector <8 x float> %7707, <8 x float> poison, <8 x i32> zeroinitializer
  %7709 = fadd <8 x float> %7704, %7708
  br label %7710

7710:                                             ; preds = %7705, %7693
  %7711 = phi <8 x float> [ %7709, %7705 ], [ %7704, %7693 ]
  %7712 = getelementptr inbounds nuw float, ptr %2685, i64 %7696
  %7713 = getelementptr inbounds nuw float, ptr %2690, i64 %7696
  %7714 = select i1 %2700, ptr null, ptr %7713
  switch i64 %2360, label %506 [
    i64 1, label %7729
    i64 2, label %7722
    i64 3, label %7715
    i64 0, label %7770
  ]

7715:                                             ; preds = %7710
  %7716 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7711)
  %7717 = bitcast <8 x float> %7711 to <8 x i32>
  %7718 = and <8 x i32> %7717, %2352
  %7719 = bitcast <8 x i32> %7718 to <8 x float>
  %7720 = fcmp oeq <8 x float> %7711, %49
  %7721 = select <8 x i1> %7720, <8 x float> %7719, <8 x float> %7716
  br label %7732

7722:                                             ; preds = %7710
  %7723 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7711)
  %7724 = bitcast <8 x float> %7711 to <8 x i32>
  %7725 = or <8 x i32> %7724, %2353
  %7726 = bitcast <8 x i32> %7725 to <8 x float>
  %7727 = fcmp oeq <8 x float> %7711, %52
  %7728 = select <8 x i1> %7727, <8 x float> %7726, <8 x float> %7723
  br label %7732

7729:                                             ; preds = %7710
  %7730 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7714, <8 x i1> %7703, <8 x float> zeroinitializer)
  %7731 = fadd <8 x float> %7711, %7730
  br label %7732

7732:                                             ; preds = %7729, %7722, %7715
  %7733 = phi <8 x float> [ %7731, %7729 ], [ %7728, %7722 ], [ %7721, %7715 ]
  switch i64 %2387, label %506 [
    i64 1, label %7748
    i64 2, label %7741
    i64 3, label %7734
    i64 0, label %7770
  ]

7734:                                             ; preds = %7732
  %7735 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7733)
  %7736 = bitcast <8 x float> %7733 to <8 x i32>
  %7737 = and <8 x i32> %7736, %2352
  %7738 = bitcast <8 x i32> %7737 to <8 x float>
  %7739 = fcmp oeq <8 x float> %7733, %49
  %7740 = select <8 x i1> %7739, <8 x float> %7738, <8 x float> %7735
  br label %7751

7741:                                             ; preds = %7732
  %7742 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7733)
  %7743 = bitcast <8 x float> %7733 to <8 x i32>
  %7744 = or <8 x i32> %7743, %2353
  %7745 = bitcast <8 x i32> %7744 to <8 x float>
  %7746 = fcmp oeq <8 x float> %7733, %52
  %7747 = select <8 x i1> %7746, <8 x float> %7745, <8 x float> %7742
  br label %7751

7748:                                             ; preds = %7732
  %7749 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7714, <8 x i1> %7703, <8 x float> zeroinitializer)
  %7750 = fadd <8 x float> %7733, %7749
  br label %7751

7751:                                             ; preds = %7748, %7741, %7734
  %7752 = phi <8 x float> [ %7750, %7748 ], [ %7747, %7741 ], [ %7740, %7734 ]
  switch i64 %2389, label %506 [
    i64 1, label %7767
    i64 2, label %7760
    i64 3, label %7753
    i64 0, label %7770
  ]

7753:                                             ; preds = %7751
  %7754 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7752)
  %7755 = bitcast <8 x float> %7752 to <8 x i32>
  %7756 = and <8 x i32> %7755, %2352
  %7757 = bitcast <8 x i32> %7756 to <8 x float>
  %7758 = fcmp oeq <8 x float> %7752, %49
  %7759 = select <8 x i1> %7758, <8 x float> %7757, <8 x float> %7754
  br label %7770

7760:                                             ; preds = %7751
  %7761 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7752)
  %7762 = bitcast <8 x float> %7752 to <8 x i32>
  %7763 = or <8 x i32> %7762, %2353
  %7764 = bitcast <8 x i32> %7763 to <8 x float>
  %7765 = fcmp oeq <8 x float> %7752, %52
  %7766 = select <8 x i1> %7765, <8 x float> %7764, <8 x float> %7761
  br label %7770

7767:                                             ; preds = %7751
  %7768 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7714, <8 x i1> %7703, <8 x float> zeroinitializer)
  %7769 = fadd <8 x float> %7752, %7768
  br label %7770

7770:                                             ; preds = %7753, %7760, %7767, %7751, %7732, %7710
  %7771 = phi <8 x float> [ %7752, %7751 ], [ %7711, %7710 ], [ %7733, %7732 ], [ %7769, %7767 ], [ %7766, %7760 ], [ %7759, %7753 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %7771, ptr nonnull align 1 %7712, <8 x i1> %7703)
  %7772 = shl i64 %4450, 3
  %7773 = or disjoint i64 %7772, 48
  %7774 = sub nsw i64 %9, %7773
  %7775 = icmp sgt i64 %7774, 7
  %7776 = trunc i64 %7774 to i32
  %7777 = select i1 %7775, i32 8, i32 %7776
  %7778 = insertelement <8 x i32> poison, i32 %7777, i64 0
  %7779 = shufflevector <8 x i32> %7778, <8 x i32> poison, <8 x i32> zeroinitializer
  %7780 = icmp sgt <8 x i32> %7779, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %7781 = load <8 x float>, ptr %2390, align 32
  br i1 %2699, label %7787, label %7782

7782:                                             ; preds = %7770
  %7783 = load float, ptr %2678, align 1
  %7784 = insertelement <8 x float> poison, float %7783, i64 0
  %7785 = shufflevector <8 x float> %7784, <8 x float> poison, <8 x i32> zeroinitializer
  %7786 = fadd <8 x float> %7781, %7785
  br label %7787

7787:                                             ; preds = %7782, %7770
  %7788 = phi <8 x float> [ %7786, %7782 ], [ %7781, %7770 ]
  %7789 = getelementptr inbounds nuw float, ptr %2685, i64 %7773
  %7790 = getelementptr inbounds nuw float, ptr %2690, i64 %7773
  %7791 = select i1 %2700, ptr null, ptr %7790
  switch i64 %2360, label %506 [
    i64 1, label %7806
    i64 2, label %7799
    i64 3, label %7792
    i64 0, label %7847
  ]

7792:                                             ; preds = %7787
  %7793 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7788)
  %7794 = bitcast <8 x float> %7788 to <8 x i32>
  %7795 = and <8 x i32> %7794, %2352
  %7796 = bitcast <8 x i32> %7795 to <8 x float>
  %7797 = fcmp oeq <8 x float> %7788, %49
  %7798 = select <8 x i1> %7797, <8 x float> %7796, <8 x float> %7793
  br label %7809

7799:                                             ; preds = %7787
  %7800 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7788)
  %7801 = bitcast <8 x float> %7788 to <8 x i32>
  %7802 = or <8 x i32> %7801, %2353
  %7803 = bitcast <8 x i32> %7802 to <8 x float>
  %7804 = fcmp oeq <8 x float> %7788, %52
  %7805 = select <8 x i1> %7804, <8 x float> %7803, <8 x float> %7800
  br label %7809

7806:                                             ; preds = %7787
  %7807 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7791, <8 x i1> %7780, <8 x float> zeroinitializer)
  %7808 = fadd <8 x float> %7788, %7807
  br label %7809

7809:                                             ; preds = %7806, %7799, %7792
  %7810 = phi <8 x float> [ %7808, %7806 ], [ %7805, %7799 ], [ %7798, %7792 ]
  switch i64 %2392, label %506 [
    i64 1, label %7825
    i64 2, label %7818
    i64 3, label %7811
    i64 0, label %7847
  ]

7811:                                             ; preds = %7809
  %7812 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7810)
  %7813 = bitcast <8 x float> %7810 to <8 x i32>
  %7814 = and <8 x i32> %7813, %2352
  %7815 = bitcast <8 x i32> %7814 to <8 x float>
  %7816 = fcmp oeq <8 x float> %7810, %49
  %7817 = select <8 x i1> %7816, <8 x float> %7815, <8 x float> %7812
  br label %7828

7818:                                             ; preds = %7809
  %7819 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7810)
  %7820 = bitcast <8 x float> %7810 to <8 x i32>
  %7821 = or <8 x i32> %7820, %2353
  %7822 = bitcast <8 x i32> %7821 to <8 x float>
  %7823 = fcmp oeq <8 x float> %7810, %52
  %7824 = select <8 x i1> %7823, <8 x float> %7822, <8 x float> %7819
  br label %7828

7825:                                             ; preds = %7809
  %7826 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7791, <8 x i1> %7780, <8 x float> zeroinitializer)
  %7827 = fadd <8 x float> %7810, %7826
  br label %7828

7828:                                             ; preds = %7825, %7818, %7811
  %7829 = phi <8 x float> [ %7827, %7825 ], [ %7824, %7818 ], [ %7817, %7811 ]
  switch i64 %2394, label %506 [
    i64 1, label %7844
    i64 2, label %7837
    i64 3, label %7830
    i64 0, label %7847
  ]

7830:                                             ; preds = %7828
  %7831 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7829)
  %7832 = bitcast <8 x float> %7829 to <8 x i32>
  %7833 = and <8 x i32> %7832, %2352
  %7834 = bitcast <8 x i32> %7833 to <8 x float>
  %7835 = fcmp oeq <8 x float> %7829, %49
  %7836 = select <8 x i1> %7835, <8 x float> %7834, <8 x float> %7831
  br label %7847

7837:                                             ; preds = %7828
  %7838 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7829)
  %7839 = bitcast <8 x float> %7829 to <8 x i32>
  %7840 = or <8 x i32> %7839, %2353
  %7841 = bitcast <8 x i32> %7840 to <8 x float>
  %7842 = fcmp oeq <8 x float> %7829, %52
  %7843 = select <8 x i1> %7842, <8 x float> %7841, <8 x float> %7838
  br label %7847

7844:                                             ; preds = %7828
  %7845 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7791, <8 x i1> %7780, <8 x float> zeroinitializer)
  %7846 = fadd <8 x float> %7829, %7845
  br label %7847

7847:                                             ; preds = %7830, %7837, %7844, %7828, %7809, %7787
  %7848 = phi <8 x float> [ %7829, %7828 ], [ %7788, %7787 ], [ %7810, %7809 ], [ %7846, %7844 ], [ %7843, %7837 ], [ %7836, %7830 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %7848, ptr nonnull align 1 %7789, <8 x i1> %7780)
  %7849 = shl i64 %4450, 3
  %7850 = or disjoint i64 %7849, 56
  %7851 = sub nsw i64 %9, %7850
  %7852 = icmp sgt i64 %7851, 7
  %7853 = trunc i64 %7851 to i32
  %7854 = select i1 %7852, i32 8, i32 %7853
  %7855 = insertelement <8 x i32> poison, i32 %7854, i64 0
  %7856 = shufflevector <8 x i32> %7855, <8 x i32> poison, <8 x i32> zeroinitializer
  %7857 = icmp sgt <8 x i32> %7856, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %7858 = load <8 x float>, ptr %2395, align 32
  br i1 %2699, label %7864, label %7859

7859:                                             ; preds = %7847
  %7860 = load float, ptr %2678, align 1
  %7861 = insertelement <8 x float> poison, float %7860, i64 0
  %7862 = shufflevector <8 x float> %7861, <8 x float> poison, <8 x i32> zeroinitializer
  %7863 = fadd <8 x float> %7858, %7862
  br label %7864

7864:                                             ; preds = %7859, %7847
  %7865 = phi <8 x float> [ %7863, %7859 ], [ %7858, %7847 ]
  %7866 = getelementptr inbounds nuw float, ptr %2685, i64 %7850
  %7867 = getelementptr inbounds nuw float, ptr %2690, i64 %7850
  %7868 = select i1 %2700, ptr null, ptr %7867
  switch i64 %2360, label %506 [
    i64 1, label %7883
    i64 2, label %7876
    i64 3, label %7869
    i64 0, label %7924
  ]

7869:                                             ; preds = %7864
  %7870 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7865)
  %7871 = bitcast <8 x float> %7865 to <8 x i32>
  %7872 = and <8 x i32> %7871, %2352
  %7873 = bitcast <8 x i32> %7872 to <8 x float>
  %7874 = fcmp oeq <8 x float> %7865, %49
  %7875 = select <8 x i1> %7874, <8 x float> %7873, <8 x float> %7870
  br label %7886

7876:                                             ; preds = %7864
  %7877 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7865)
  %7878 = bitcast <8 x float> %7865 to <8 x i32>
  %7879 = or <8 x i32> %7878, %2353
  %7880 = bitcast <8 x i32> %7879 to <8 x float>
  %7881 = fcmp oeq <8 x float> %7865, %52
  %7882 = select <8 x i1> %7881, <8 x float> %7880, <8 x float> %7877
  br label %7886

7883:                                             ; preds = %7864
  %7884 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7868, <8 x i1> %7857, <8 x float> zeroinitializer)
  %7885 = fadd <8 x float> %7865, %7884
  br label %7886

7886:                                             ; preds = %7883, %7876, %7869
  %7887 = phi <8 x float> [ %7885, %7883 ], [ %7882, %7876 ], [ %7875, %7869 ]
  switch i64 %2397, label %506 [
    i64 1, label %7902
    i64 2, label %7895
    i64 3, label %7888
    i64 0, label %7924
  ]

7888:                                             ; preds = %7886
  %7889 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7887)
  %7890 = bitcast <8 x float> %7887 to <8 x i32>
  %7891 = and <8 x i32> %7890, %2352
  %7892 = bitcast <8 x i32> %7891 to <8 x float>
  %7893 = fcmp oeq <8 x float> %7887, %49
  %7894 = select <8 x i1> %7893, <8 x float> %7892, <8 x float> %7889
  br label %7905

7895:                                             ; preds = %7886
  %7896 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7887)
  %7897 = bitcast <8 x float> %7887 to <8 x i32>
  %7898 = or <8 x i32> %7897, %2353
  %7899 = bitcast <8 x i32> %7898 to <8 x float>
  %7900 = fcmp oeq <8 x float> %7887, %52
  %7901 = select <8 x i1> %7900, <8 x float> %7899, <8 x float> %7896
  br label %7905

7902:                                             ; preds = %7886
  %7903 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7868, <8 x i1> %7857, <8 x float> zeroinitializer)
  %7904 = fadd <8 x float> %7887, %7903
  br label %7905

7905:                                             ; preds = %7902, %7895, %7888
  %7906 = phi <8 x float> [ %7904, %7902 ], [ %7901, %7895 ], [ %7894, %7888 ]
  switch i64 %2399, label %506 [
    i64 1, label %7921
    i64 2, label %7914
    i64 3, label %7907
    i64 0, label %7924
  ]

7907:                                             ; preds = %7905
  %7908 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7906)
  %7909 = bitcast <8 x float> %7906 to <8 x i32>
  %7910 = and <8 x i32> %7909, %2352
  %7911 = bitcast <8 x i32> %7910 to <8 x float>
  %7912 = fcmp oeq <8 x float> %7906, %49
  %7913 = select <8 x i1> %7912, <8 x float> %7911, <8 x float> %7908
  br label %7924

7914:                                             ; preds = %7905
  %7915 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7906)
  %7916 = bitcast <8 x float> %7906 to <8 x i32>
  %7917 = or <8 x i32> %7916, %2353
  %7918 = bitcast <8 x i32> %7917 to <8 x float>
  %7919 = fcmp oeq <8 x float> %7906, %52
  %7920 = select <8 x i1> %7919, <8 x float> %7918, <8 x float> %7915
  br label %7924

7921:                                             ; preds = %7905
  %7922 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7868, <8 x i1> %7857, <8 x float> zeroinitializer)
  %7923 = fadd <8 x float> %7906, %7922
  br label %7924

7924:                                             ; preds = %7907, %7914, %7921, %7905, %7886, %7864
  %7925 = phi <8 x float> [ %7906, %7905 ], [ %7865, %7864 ], [ %7887, %7886 ], [ %7923, %7921 ], [ %7920, %7914 ], [ %7913, %7907 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %7925, ptr nonnull align 1 %7866, <8 x i1> %7857)
  call void @llvm.lifetime.end.p0(ptr nonnull %34)
  br label %7926

7926:                                             ; preds = %4598, %4862, %5244, %5626, %6085, %6621, %7234, %7924, %4449
  %7927 = add nuw nsw i64 %4450, 8
  %7928 = icmp slt i64 %7927, %2289
  br i1 %7928, label %4449, label %7929

7929:                                             ; preds = %7926, %2697, %3094, %3812, %4447, %2709
  %7930 = zext nneg i32 %2695 to i64
  %7931 = add nsw i64 %2671, %7930
  %7932 = add nsw i64 %2668, %7930
  %7933 = icmp eq i64 %7932, %8
  br i1 %7933, label %7934, label %7940

7934:                                             ; preds = %7929
  %7935 = add nsw i64 %2669, 1
  %7936 = icmp eq i64 %7935, %5
  %7937 = zext i1 %7936 to i64
  %7938 = add nsw i64 %2670, %7937
  %7939 = select i1 %7936, i64 0, i64 %7935
  br label %7940

7940:                                             ; preds = %7934, %7929
  %7941 = phi i64 [ %2670, %7929 ], [ %7938, %7934 ]
  %7942 = phi i64 [ %2669, %7929 ], [ %7939, %7934 ]
  %7943 = phi i64 [ %7932, %7929 ], [ 0, %7934 ]
  %7944 = icmp slt i64 %7931, %4
  br i1 %7944, label %2667, label %2666

7945:                                             ; preds = %1123, %1036, %2666, %28
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
