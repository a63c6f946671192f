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
  br i1 %53, label %54, label %7885

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

506:                                              ; preds = %1005, %986, %964, %938, %919, %897, %871, %852, %830, %804, %785, %763, %737, %718, %696, %670, %651, %629, %603, %584, %552, %526, %507, %4368, %4349, %4327, %4300, %4281, %4259, %4232, %4213, %4191, %4164, %4145, %4123, %4096, %4077, %4055, %4028, %4009, %3987, %3960, %3941, %3919, %3892, %3873, %3854, %3733, %3714, %3692, %3666, %3647, %3625, %3599, %3580, %3558, %3532, %3513, %3491, %3465, %3446, %3424, %3398, %3379, %3357, %3331, %3312, %3290, %3264, %3245, %3226, %3015, %2996, %2977, %2948, %2929, %2910, %2881, %2862, %2843, %2814, %2795, %2776, %7845, %7826, %7804, %7768, %7749, %7727, %7691, %7672, %7650, %7614, %7595, %7573, %7537, %7518, %7496, %7460, %7441, %7419, %7383, %7364, %7342, %7306, %7287, %7265, %7155, %7136, %7114, %7078, %7059, %7037, %7001, %6982, %6960, %6924, %6905, %6883, %6847, %6828, %6806, %6770, %6751, %6729, %6693, %6674, %6652, %6542, %6523, %6501, %6465, %6446, %6424, %6388, %6369, %6347, %6311, %6292, %6270, %6234, %6215, %6193, %6157, %6138, %6116, %6006, %5987, %5965, %5929, %5910, %5888, %5852, %5833, %5811, %5775, %5756, %5734, %5698, %5679, %5657, %5547, %5528, %5506, %5470, %5451, %5429, %5393, %5374, %5352, %5316, %5297, %5275, %5165, %5146, %5124, %5089, %5070, %5048, %5013, %4994, %4972, %4783, %4764, %4742, %4707, %4688, %4666, %4519, %4500, %4481, %2202, %2183, %2161, %2128, %2109, %2087, %2054, %2035, %2013, %1980, %1961, %1941, %1826, %1807, %1785, %1752, %1733, %1711, %1678, %1659, %1639, %1524, %1505, %1483, %1451, %1432, %1412, %1259, %1240, %1221
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
  br i1 %55, label %1036, label %2227

1036:                                             ; preds = %1032
  %1037 = icmp slt i64 %1035, %4
  br i1 %1037, label %1038, label %7885

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

1123:                                             ; preds = %2223, %1096
  %1124 = add i64 %1097, 1
  %1125 = icmp eq i64 %1124, %4
  br i1 %1125, label %7885, label %1096

1126:                                             ; preds = %1119, %2223
  %1127 = phi i64 [ 0, %1119 ], [ %2225, %2223 ]
  %1128 = phi i64 [ 0, %1119 ], [ %2224, %2223 ]
  %1129 = sub nsw i64 %9, %1128
  %1130 = add nuw nsw i64 %1129, 7
  %1131 = lshr i64 %1130, 3
  %1132 = icmp ugt i64 %1129, 24
  %1133 = trunc i64 %1131 to i32
  %1134 = select i1 %1132, i32 4, i32 %1133
  switch i32 %1134, label %2223 [
    i32 1, label %1135
    i32 2, label %1280
    i32 3, label %1545
    i32 4, label %1847
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
  br i1 %1046, label %1221, label %1216

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

1164:                                             ; preds = %1168, %1150
  %1165 = phi <8 x float> [ %1151, %1150 ], [ %1213, %1168 ]
  %1166 = add nuw nsw i64 %1152, 1
  %1167 = icmp eq i64 %1166, %10
  br i1 %1167, label %1140, label %1150

1168:                                             ; preds = %1161, %1168
  %1169 = phi <8 x float> [ %1151, %1161 ], [ %1213, %1168 ]
  %1170 = phi i64 [ 0, %1161 ], [ %1214, %1168 ]
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
  %1188 = getelementptr inbounds float, ptr %1160, i64 %1177
  %1189 = trunc i64 %1186 to i32
  %1190 = icmp sgt i64 %1187, %1186
  %1191 = trunc i64 %1187 to i32
  %1192 = select i1 %1190, i32 %1191, i32 0
  %1193 = insertelement <8 x i32> poison, i32 %1189, i64 0
  %1194 = shufflevector <8 x i32> %1193, <8 x i32> poison, <8 x i32> zeroinitializer
  %1195 = icmp slt <8 x i32> %1194, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1196 = insertelement <8 x i32> poison, i32 %1192, i64 0
  %1197 = shufflevector <8 x i32> %1196, <8 x i32> poison, <8 x i32> zeroinitializer
  %1198 = icmp sgt <8 x i32> %1197, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1199 = and <8 x i1> %1195, %1198
  %1200 = add nsw i32 %1189, -8
  %1201 = insertelement <8 x i32> poison, i32 %1200, i64 0
  %1202 = shufflevector <8 x i32> %1201, <8 x i32> poison, <8 x i32> zeroinitializer
  %1203 = icmp slt <8 x i32> %1202, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1204 = add nsw i32 %1192, -8
  %1205 = insertelement <8 x i32> poison, i32 %1204, i64 0
  %1206 = shufflevector <8 x i32> %1205, <8 x i32> poison, <8 x i32> zeroinitializer
  %1207 = icmp sgt <8 x i32> %1206, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1208 = and <8 x i1> %1203, %1207
  %1209 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1188, <8 x i1> %1199, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1210 = getelementptr inbounds nuw i8, ptr %1188, i64 32
  %1211 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %1210, <8 x i1> %1208, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1212 = shufflevector <8 x float> %1209, <8 x float> %1211, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %1213 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1212, <8 x float> %1174, <8 x float> %1169)
  %1214 = add nuw nsw i64 %1170, 1
  %1215 = icmp eq i64 %1214, %11
  br i1 %1215, label %1164, label %1168

1216:                                             ; preds = %1140
  %1217 = load float, ptr %1108, align 1
  %1218 = insertelement <8 x float> poison, float %1217, i64 0
  %1219 = shufflevector <8 x float> %1218, <8 x float> poison, <8 x i32> zeroinitializer
  %1220 = fadd <8 x float> %1141, %1219
  br label %1221

1221:                                             ; preds = %1216, %1140
  %1222 = phi <8 x float> [ %1220, %1216 ], [ %1141, %1140 ]
  switch i64 %1091, label %506 [
    i64 1, label %1223
    i64 2, label %1226
    i64 3, label %1233
    i64 0, label %1278
  ]

1223:                                             ; preds = %1221
  %1224 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1149, <8 x i1> %1146, <8 x float> zeroinitializer)
  %1225 = fadd <8 x float> %1222, %1224
  br label %1240

1226:                                             ; preds = %1221
  %1227 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %1222)
  %1228 = bitcast <8 x float> %1222 to <8 x i32>
  %1229 = or <8 x i32> %1228, %1045
  %1230 = bitcast <8 x i32> %1229 to <8 x float>
  %1231 = fcmp oeq <8 x float> %1222, %52
  %1232 = select <8 x i1> %1231, <8 x float> %1230, <8 x float> %1227
  br label %1240

1233:                                             ; preds = %1221
  %1234 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %1222)
  %1235 = bitcast <8 x float> %1222 to <8 x i32>
  %1236 = and <8 x i32> %1235, %1044
  %1237 = bitcast <8 x i32> %1236 to <8 x float>
  %1238 = fcmp oeq <8 x float> %1222, %49
  %1239 = select <8 x i1> %1238, <8 x float> %1237, <8 x float> %1234
  br label %1240

1240:                                             ; preds = %1233, %1226, %1223
  %1241 = phi <8 x float> [ %1225, %1223 ], [ %1232, %1226 ], [ %1239, %1233 ]
  switch i64 %1093, label %506 [
    i64 1, label %1256
    i64 2, label %1249
    i64 3, label %1242
    i64 0, label %1278
  ]

1242:                                             ; preds = %1240
  %1243 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %1241)
  %1244 = bitcast <8 x float> %1241 to <8 x i32>
  %1245 = and <8 x i32> %1244, %1044
  %1246 = bitcast <8 x i32> %1245 to <8 x float>
  %1247 = fcmp oeq <8 x float> %1241, %49
  %1248 = select <8 x i1> %1247, <8 x float> %1246, <8 x float> %1243
  br label %1259

1249:                                             ; preds = %1240
  %1250 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %1241)
  %1251 = bitcast <8 x float> %1241 to <8 x i32>
  %1252 = or <8 x i32> %1251, %1045
  %1253 = bitcast <8 x i32> %1252 to <8 x float>
  %1254 = fcmp oeq <8 x float> %1241, %52
  %1255 = select <8 x i1> %1254, <8 x float> %1253, <8 x float> %1250
  br label %1259

1256:                                             ; preds = %1240
  %1257 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1149, <8 x i1> %1146, <8 x float> zeroinitializer)
  %1258 = fadd <8 x float> %1241, %1257
  br label %1259

1259:                                             ; preds = %1256, %1249, %1242
  %1260 = phi <8 x float> [ %1258, %1256 ], [ %1255, %1249 ], [ %1248, %1242 ]
  switch i64 %1095, label %506 [
    i64 1, label %1275
    i64 2, label %1268
    i64 3, label %1261
    i64 0, label %1278
  ]

1261:                                             ; preds = %1259
  %1262 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %1260)
  %1263 = bitcast <8 x float> %1260 to <8 x i32>
  %1264 = and <8 x i32> %1263, %1044
  %1265 = bitcast <8 x i32> %1264 to <8 x float>
  %1266 = fcmp oeq <8 x float> %1260, %49
  %1267 = select <8 x i1> %1266, <8 x float> %1265, <8 x float> %1262
  br label %1278

1268:                                             ; preds = %1259
  %1269 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %1260)
  %1270 = bitcast <8 x float> %1260 to <8 x i32>
  %1271 = or <8 x i32> %1270, %1045
  %1272 = bitcast <8 x i32> %1271 to <8 x float>
  %1273 = fcmp oeq <8 x float> %1260, %52
  %1274 = select <8 x i1> %1273, <8 x float> %1272, <8 x float> %1269
  br label %1278

1275:                                             ; preds = %1259
  %1276 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1149, <8 x i1> %1146, <8 x float> zeroinitializer)
  %1277 = fadd <8 x float> %1260, %1276
  br label %1278

1278:                                             ; preds = %1261, %1268, %1275, %1259, %1240, %1221
  %1279 = phi <8 x float> [ %1260, %1259 ], [ %1222, %1221 ], [ %1241, %1240 ], [ %1277, %1275 ], [ %1274, %1268 ], [ %1267, %1261 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1279, ptr align 1 %1147, <8 x i1> %1146)
  br label %2223

1280:                                             ; preds = %1126
  br i1 %1042, label %1281, label %1290

1281:                                             ; preds = %1280
  %1282 = shl nuw nsw i64 %1128, 1
  %1283 = shl nsw i64 %1129, 1
  %1284 = add nsw i64 %1283, -1
  %1285 = or disjoint i64 %1128, 8
  %1286 = sub nsw i64 %9, %1285
  %1287 = shl nuw nsw i64 %1285, 1
  %1288 = shl nsw i64 %1286, 1
  %1289 = add nsw i64 %1288, -1
  br label %1301

1290:                                             ; preds = %1316, %1280
  %1291 = phi <8 x float> [ zeroinitializer, %1280 ], [ %1317, %1316 ]
  %1292 = phi <8 x float> [ zeroinitializer, %1280 ], [ %1318, %1316 ]
  %1293 = add i64 %1127, %9
  %1294 = getelementptr inbounds nuw float, ptr %1114, i64 %1128
  %1295 = getelementptr inbounds nuw float, ptr %1118, i64 %1128
  %1296 = tail call i64 @llvm.smin.i64(i64 %1293, i64 8)
  %1297 = trunc i64 %1296 to i32
  %1298 = insertelement <8 x i32> poison, i32 %1297, i64 0
  %1299 = shufflevector <8 x i32> %1298, <8 x i32> poison, <8 x i32> zeroinitializer
  %1300 = icmp sgt <8 x i32> %1299, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %1046, label %1412, label %1407

1301:                                             ; preds = %1281, %1316
  %1302 = phi <8 x float> [ zeroinitializer, %1281 ], [ %1317, %1316 ]
  %1303 = phi <8 x float> [ zeroinitializer, %1281 ], [ %1318, %1316 ]
  %1304 = phi i64 [ 0, %1281 ], [ %1319, %1316 ]
  %1305 = mul nsw i64 %1304, %14
  %1306 = add i64 %1121, %1305
  %1307 = icmp sgt i64 %1306, -1
  %1308 = icmp slt i64 %1306, %6
  %1309 = and i1 %1307, %1308
  %1310 = select i1 %1309, i64 %1306, i64 0
  %1311 = mul nsw i64 %1310, %7
  %1312 = getelementptr inbounds float, ptr %1105, i64 %1311
  br i1 %1043, label %1313, label %1316

1313:                                             ; preds = %1301
  %1314 = mul nuw nsw i64 %1304, %11
  %1315 = getelementptr inbounds nuw float, ptr %1107, i64 %1314
  br label %1321

1316:                                             ; preds = %1321, %1301
  %1317 = phi <8 x float> [ %1302, %1301 ], [ %1367, %1321 ]
  %1318 = phi <8 x float> [ %1303, %1301 ], [ %1404, %1321 ]
  %1319 = add nuw nsw i64 %1304, 1
  %1320 = icmp eq i64 %1319, %10
  br i1 %1320, label %1290, label %1301

1321:                                             ; preds = %1313, %1321
  %1322 = phi <8 x float> [ %1302, %1313 ], [ %1367, %1321 ]
  %1323 = phi <8 x float> [ %1303, %1313 ], [ %1404, %1321 ]
  %1324 = phi i64 [ 0, %1313 ], [ %1405, %1321 ]
  %1325 = getelementptr inbounds nuw float, ptr %1315, i64 %1324
  %1326 = load float, ptr %1325, align 1
  %1327 = insertelement <8 x float> poison, float %1326, i64 0
  %1328 = shufflevector <8 x float> %1327, <8 x float> poison, <8 x i32> zeroinitializer
  %1329 = mul nsw i64 %1324, %15
  %1330 = sub i64 %1329, %17
  %1331 = add i64 %1330, %1282
  %1332 = icmp slt i64 %1331, 0
  %1333 = sub nsw i64 0, %1331
  %1334 = select i1 %1332, i64 %1333, i64 0
  %1335 = sub nsw i64 %7, %1331
  %1336 = tail call i64 @llvm.smin.i64(i64 %1335, i64 %1284)
  %1337 = tail call i64 @llvm.smin.i64(i64 %1336, i64 16)
  %1338 = icmp sgt i64 %1337, %1334
  %1339 = select i1 %1309, i1 %1338, i1 false
  %1340 = select i1 %1339, i64 %1334, i64 0
  %1341 = select i1 %1339, i64 %1337, i64 0
  %1342 = getelementptr inbounds float, ptr %1312, i64 %1331
  %1343 = trunc i64 %1340 to i32
  %1344 = icmp sgt i64 %1341, %1340
  %1345 = trunc i64 %1341 to i32
  %1346 = select i1 %1344, i32 %1345, i32 0
  %1347 = insertelement <8 x i32> poison, i32 %1343, i64 0
  %1348 = shufflevector <8 x i32> %1347, <8 x i32> poison, <8 x i32> zeroinitializer
  %1349 = icmp slt <8 x i32> %1348, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1350 = insertelement <8 x i32> poison, i32 %1346, i64 0
  %1351 = shufflevector <8 x i32> %1350, <8 x i32> poison, <8 x i32> zeroinitializer
  %1352 = icmp sgt <8 x i32> %1351, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1353 = and <8 x i1> %1349, %1352
  %1354 = add nsw i32 %1343, -8
  %1355 = insertelement <8 x i32> poison, i32 %1354, i64 0
  %1356 = shufflevector <8 x i32> %1355, <8 x i32> poison, <8 x i32> zeroinitializer
  %1357 = icmp slt <8 x i32> %1356, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1358 = add nsw i32 %1346, -8
  %1359 = insertelement <8 x i32> poison, i32 %1358, i64 0
  %1360 = shufflevector <8 x i32> %1359, <8 x i32> poison, <8 x i32> zeroinitializer
  %1361 = icmp sgt <8 x i32> %1360, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1362 = and <8 x i1> %1357, %1361
  %1363 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1342, <8 x i1> %1353, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1364 = getelementptr inbounds nuw i8, ptr %1342, i64 32
  %1365 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %1364, <8 x i1> %1362, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1366 = shufflevector <8 x float> %1363, <8 x float> %1365, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %1367 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1366, <8 x float> %1328, <8 x float> %1322)
  %1368 = add i64 %1330, %1287
  %1369 = icmp slt i64 %1368, 0
  %1370 = sub nsw i64 0, %1368
  %1371 = select i1 %1369, i64 %1370, i64 0
  %1372 = sub nsw i64 %7, %1368
  %1373 = tail call i64 @llvm.smin.i64(i64 %1372, i64 %1289)
  %1374 = tail call i64 @llvm.smin.i64(i64 %1373, i64 16)
  %1375 = icmp sgt i64 %1374, %1371
  %1376 = select i1 %1309, i1 %1375, i1 false
  %1377 = select i1 %1376, i64 %1371, i64 0
  %1378 = select i1 %1376, i64 %1374, i64 0
  %1379 = getelementptr inbounds float, ptr %1312, i64 %1368
  %1380 = trunc i64 %1377 to i32
  %1381 = icmp sgt i64 %1378, %1377
  %1382 = trunc i64 %1378 to i32
  %1383 = select i1 %1381, i32 %1382, i32 0
  %1384 = insertelement <8 x i32> poison, i32 %1380, i64 0
  %1385 = shufflevector <8 x i32> %1384, <8 x i32> poison, <8 x i32> zeroinitializer
  %1386 = icmp slt <8 x i32> %1385, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1387 = insertelement <8 x i32> poison, i32 %1383, i64 0
  %1388 = shufflevector <8 x i32> %1387, <8 x i32> poison, <8 x i32> zeroinitializer
  %1389 = icmp sgt <8 x i32> %1388, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1390 = and <8 x i1> %1386, %1389
  %1391 = add nsw i32 %1380, -8
  %1392 = insertelement <8 x i32> poison, i32 %1391, i64 0
  %1393 = shufflevector <8 x i32> %1392, <8 x i32> poison, <8 x i32> zeroinitializer
  %1394 = icmp slt <8 x i32> %1393, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1395 = add nsw i32 %1383, -8
  %1396 = insertelement <8 x i32> poison, i32 %1395, i64 0
  %1397 = shufflevector <8 x i32> %1396, <8 x i32> poison, <8 x i32> zeroinitializer
  %1398 = icmp sgt <8 x i32> %1397, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1399 = and <8 x i1> %1394, %1398
  %1400 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1379, <8 x i1> %1390, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1401 = getelementptr inbounds nuw i8, ptr %1379, i64 32
  %1402 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %1401, <8 x i1> %1399, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1403 = shufflevector <8 x float> %1400, <8 x float> %1402, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %1404 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1403, <8 x float> %1328, <8 x float> %1323)
  %1405 = add nuw nsw i64 %1324, 1
  %1406 = icmp eq i64 %1405, %11
  br i1 %1406, label %1316, label %1321

1407:                                             ; preds = %1290
  %1408 = load float, ptr %1108, align 1
  %1409 = insertelement <8 x float> poison, float %1408, i64 0
  %1410 = shufflevector <8 x float> %1409, <8 x float> poison, <8 x i32> zeroinitializer
  %1411 = fadd <8 x float> %1291, %1410
  br label %1412

1412:                                             ; preds = %1407, %1290
  %1413 = phi <8 x float> [ %1411, %1407 ], [ %1291, %1290 ]
  %1414 = select i1 %1122, ptr null, ptr %1295
  switch i64 %1082, label %506 [
    i64 1, label %1415
    i64 2, label %1418
    i64 3, label %1425
    i64 0, label %1470
  ]

1415:                                             ; preds = %1412
  %1416 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1414, <8 x i1> %1300, <8 x float> zeroinitializer)
  %1417 = fadd <8 x float> %1413, %1416
  br label %1432

1418:                                             ; preds = %1412
  %1419 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %1413)
  %1420 = bitcast <8 x float> %1413 to <8 x i32>
  %1421 = or <8 x i32> %1420, %1045
  %1422 = bitcast <8 x i32> %1421 to <8 x float>
  %1423 = fcmp oeq <8 x float> %1413, %52
  %1424 = select <8 x i1> %1423, <8 x float> %1422, <8 x float> %1419
  br label %1432

1425:                                             ; preds = %1412
  %1426 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %1413)
  %1427 = bitcast <8 x float> %1413 to <8 x i32>
  %1428 = and <8 x i32> %1427, %1044
  %1429 = bitcast <8 x i32> %1428 to <8 x float>
  %1430 = fcmp oeq <8 x float> %1413, %49
  %1431 = select <8 x i1> %1430, <8 x float> %1429, <8 x float> %1426
  br label %1432

1432:                                             ; preds = %1425, %1418, %1415
  %1433 = phi <8 x float> [ %1417, %1415 ], [ %1424, %1418 ], [ %1431, %1425 ]
  switch i64 %1084, label %506 [
    i64 1, label %1448
    i64 2, label %1441
    i64 3, label %1434
    i64 0, label %1470
  ]

1434:                                             ; preds = %1432
  %1435 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %1433)
  %1436 = bitcast <8 x float> %1433 to <8 x i32>
  %1437 = and <8 x i32> %1436, %1044
  %1438 = bitcast <8 x i32> %1437 to <8 x float>
  %1439 = fcmp oeq <8 x float> %1433, %49
  %1440 = select <8 x i1> %1439, <8 x float> %1438, <8 x float> %1435
  br label %1451

1441:                                             ; preds = %1432
  %1442 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %1433)
  %1443 = bitcast <8 x float> %1433 to <8 x i32>
  %1444 = or <8 x i32> %1443, %1045
  %1445 = bitcast <8 x i32> %1444 to <8 x float>
  %1446 = fcmp oeq <8 x float> %1433, %52
  %1447 = select <8 x i1> %1446, <8 x float> %1445, <8 x float> %1442
  br label %1451

1448:                                             ; preds = %1432
  %1449 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1414, <8 x i1> %1300, <8 x float> zeroinitializer)
  %1450 = fadd <8 x float> %1433, %1449
  br label %1451

1451:                                             ; preds = %1448, %1441, %1434
  %1452 = phi <8 x float> [ %1450, %1448 ], [ %1447, %1441 ], [ %1440, %1434 ]
  switch i64 %1086, label %506 [
    i64 1, label %1467
    i64 2, label %1460
    i64 3, label %1453
    i64 0, label %1470
  ]

1453:                                             ; preds = %1451
  %1454 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %1452)
  %1455 = bitcast <8 x float> %1452 to <8 x i32>
  %1456 = and <8 x i32> %1455, %1044
  %1457 = bitcast <8 x i32> %1456 to <8 x float>
  %1458 = fcmp oeq <8 x float> %1452, %49
  %1459 = select <8 x i1> %1458, <8 x float> %1457, <8 x float> %1454
  br label %1470

1460:                                             ; preds = %1451
  %1461 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %1452)
  %1462 = bitcast <8 x float> %1452 to <8 x i32>
  %1463 = or <8 x i32> %1462, %1045
  %1464 = bitcast <8 x i32> %1463 to <8 x float>
  %1465 = fcmp oeq <8 x float> %1452, %52
  %1466 = select <8 x i1> %1465, <8 x float> %1464, <8 x float> %1461
  br label %1470

1467:                                             ; preds = %1451
  %1468 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1414, <8 x i1> %1300, <8 x float> zeroinitializer)
  %1469 = fadd <8 x float> %1452, %1468
  br label %1470

1470:                                             ; preds = %1453, %1460, %1467, %1451, %1432, %1412
  %1471 = phi <8 x float> [ %1452, %1451 ], [ %1413, %1412 ], [ %1433, %1432 ], [ %1469, %1467 ], [ %1466, %1460 ], [ %1459, %1453 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1471, ptr align 1 %1294, <8 x i1> %1300)
  %1472 = add i64 %1293, -8
  %1473 = tail call i64 @llvm.smin.i64(i64 %1472, i64 8)
  %1474 = trunc i64 %1473 to i32
  %1475 = insertelement <8 x i32> poison, i32 %1474, i64 0
  %1476 = shufflevector <8 x i32> %1475, <8 x i32> poison, <8 x i32> zeroinitializer
  %1477 = icmp sgt <8 x i32> %1476, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %1046, label %1483, label %1478

1478:                                             ; preds = %1470
  %1479 = load float, ptr %1108, align 1
  %1480 = insertelement <8 x float> poison, float %1479, i64 0
  %1481 = shufflevector <8 x float> %1480, <8 x float> poison, <8 x i32> zeroinitializer
  %1482 = fadd <8 x float> %1292, %1481
  br label %1483

1483:                                             ; preds = %1478, %1470
  %1484 = phi <8 x float> [ %1482, %1478 ], [ %1292, %1470 ]
  %1485 = getelementptr inbounds nuw i8, ptr %1294, i64 32
  %1486 = getelementptr inbounds nuw i8, ptr %1295, i64 32
  %1487 = select i1 %1122, ptr null, ptr %1486
  switch i64 %1082, label %506 [
    i64 1, label %1502
    i64 2, label %1495
    i64 3, label %1488
    i64 0, label %1543
  ]

1488:                                             ; preds = %1483
  %1489 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %1484)
  %1490 = bitcast <8 x float> %1484 to <8 x i32>
  %1491 = and <8 x i32> %1490, %1044
  %1492 = bitcast <8 x i32> %1491 to <8 x float>
  %1493 = fcmp oeq <8 x float> %1484, %49
  %1494 = select <8 x i1> %1493, <8 x float> %1492, <8 x float> %1489
  br label %1505

1495:                                             ; preds = %1483
  %1496 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %1484)
  %1497 = bitcast <8 x float> %1484 to <8 x i32>
  %1498 = or <8 x i32> %1497, %1045
  %1499 = bitcast <8 x i32> %1498 to <8 x float>
  %1500 = fcmp oeq <8 x float> %1484, %52
  %1501 = select <8 x i1> %1500, <8 x float> %1499, <8 x float> %1496
  br label %1505

1502:                                             ; preds = %1483
  %1503 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1487, <8 x i1> %1477, <8 x float> zeroinitializer)
  %1504 = fadd <8 x float> %1484, %1503
  br label %1505

1505:                                             ; preds = %1502, %1495, %1488
  %1506 = phi <8 x float> [ %1504, %1502 ], [ %1501, %1495 ], [ %1494, %1488 ]
  switch i64 %1088, label %506 [
    i64 1, label %1521
    i64 2, label %1514
    i64 3, label %1507
    i64 0, label %1543
  ]

1507:                                             ; preds = %1505
  %1508 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %1506)
  %1509 = bitcast <8 x float> %1506 to <8 x i32>
  %1510 = and <8 x i32> %1509, %1044
  %1511 = bitcast <8 x i32> %1510 to <8 x float>
  %1512 = fcmp oeq <8 x float> %1506, %49
  %1513 = select <8 x i1> %1512, <8 x float> %1511, <8 x float> %1508
  br label %1524

1514:                                             ; preds = %1505
  %1515 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %1506)
  %1516 = bitcast <8 x float> %1506 to <8 x i32>
  %1517 = or <8 x i32> %1516, %1045
  %1518 = bitcast <8 x i32> %1517 to <8 x float>
  %1519 = fcmp oeq <8 x float> %1506, %52
  %1520 = select <8 x i1> %1519, <8 x float> %1518, <8 x float> %1515
  br label %1524

1521:                                             ; preds = %1505
  %1522 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1487, <8 x i1> %1477, <8 x float> zeroinitializer)
  %1523 = fadd <8 x float> %1506, %1522
  br label %1524

1524:                                             ; preds = %1521, %1514, %1507
  %1525 = phi <8 x float> [ %1523, %1521 ], [ %1520, %1514 ], [ %1513, %1507 ]
  switch i64 %1090, label %506 [
    i64 1, label %1540
    i64 2, label %1533
    i64 3, label %1526
    i64 0, label %1543
  ]

1526:                                             ; preds = %1524
  %1527 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %1525)
  %1528 = bitcast <8 x float> %1525 to <8 x i32>
  %1529 = and <8 x i32> %1528, %1044
  %1530 = bitcast <8 x i32> %1529 to <8 x float>
  %1531 = fcmp oeq <8 x float> %1525, %49
  %1532 = select <8 x i1> %1531, <8 x float> %1530, <8 x float> %1527
  br label %1543

1533:                                             ; preds = %1524
  %1534 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %1525)
  %1535 = bitcast <8 x float> %1525 to <8 x i32>
  %1536 = or <8 x i32> %1535, %1045
  %1537 = bitcast <8 x i32> %1536 to <8 x float>
  %1538 = fcmp oeq <8 x float> %1525, %52
  %1539 = select <8 x i1> %1538, <8 x float> %1537, <8 x float> %1534
  br label %1543

1540:                                             ; preds = %1524
  %1541 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1487, <8 x i1> %1477, <8 x float> zeroinitializer)
  %1542 = fadd <8 x float> %1525, %1541
  br label %1543

1543:                                             ; preds = %1526, %1533, %1540, %1524, %1505, %1483
  %1544 = phi <8 x float> [ %1525, %1524 ], [ %1484, %1483 ], [ %1506, %1505 ], [ %1542, %1540 ], [ %1539, %1533 ], [ %1532, %1526 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1544, ptr nonnull align 1 %1485, <8 x i1> %1477)
  br label %2223

1545:                                             ; preds = %1126
  call void @llvm.lifetime.start.p0(ptr nonnull %35)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(96) %35, i8 0, i64 96, i1 false)
  br i1 %1042, label %1558, label %1548

1546:                                             ; preds = %1571
  %1547 = load <8 x float>, ptr %35, align 32
  br label %1548

1548:                                             ; preds = %1546, %1545
  %1549 = phi <8 x float> [ %1547, %1546 ], [ zeroinitializer, %1545 ]
  %1550 = add i64 %1127, %9
  %1551 = getelementptr inbounds nuw float, ptr %1114, i64 %1128
  %1552 = getelementptr inbounds nuw float, ptr %1118, i64 %1128
  %1553 = tail call i64 @llvm.smin.i64(i64 %1550, i64 8)
  %1554 = trunc i64 %1553 to i32
  %1555 = insertelement <8 x i32> poison, i32 %1554, i64 0
  %1556 = shufflevector <8 x i32> %1555, <8 x i32> poison, <8 x i32> zeroinitializer
  %1557 = icmp sgt <8 x i32> %1556, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %1046, label %1639, label %1634

1558:                                             ; preds = %1545, %1571
  %1559 = phi i64 [ %1572, %1571 ], [ 0, %1545 ]
  %1560 = mul nsw i64 %1559, %14
  %1561 = add i64 %1121, %1560
  %1562 = icmp sgt i64 %1561, -1
  %1563 = icmp slt i64 %1561, %6
  %1564 = and i1 %1562, %1563
  %1565 = select i1 %1564, i64 %1561, i64 0
  %1566 = mul nsw i64 %1565, %7
  %1567 = getelementptr inbounds float, ptr %1105, i64 %1566
  br i1 %1043, label %1568, label %1571

1568:                                             ; preds = %1558
  %1569 = mul nuw nsw i64 %1559, %11
  %1570 = getelementptr inbounds nuw float, ptr %1107, i64 %1569
  br label %1574

1571:                                             ; preds = %1582, %1558
  %1572 = add nuw nsw i64 %1559, 1
  %1573 = icmp eq i64 %1572, %10
  br i1 %1573, label %1546, label %1558

1574:                                             ; preds = %1568, %1582
  %1575 = phi i64 [ 0, %1568 ], [ %1583, %1582 ]
  %1576 = getelementptr inbounds nuw float, ptr %1570, i64 %1575
  %1577 = load float, ptr %1576, align 1
  %1578 = insertelement <8 x float> poison, float %1577, i64 0
  %1579 = shufflevector <8 x float> %1578, <8 x float> poison, <8 x i32> zeroinitializer
  %1580 = mul nsw i64 %1575, %15
  %1581 = sub i64 %1580, %17
  br label %1585

1582:                                             ; preds = %1585
  %1583 = add nuw nsw i64 %1575, 1
  %1584 = icmp eq i64 %1583, %11
  br i1 %1584, label %1571, label %1574

1585:                                             ; preds = %1574, %1585
  %1586 = phi i64 [ 0, %1574 ], [ %1632, %1585 ]
  %1587 = shl nuw nsw i64 %1586, 3
  %1588 = or disjoint i64 %1128, %1587
  %1589 = sub nsw i64 %9, %1588
  %1590 = shl nuw nsw i64 %1588, 1
  %1591 = add i64 %1581, %1590
  %1592 = icmp slt i64 %1591, 0
  %1593 = sub nsw i64 0, %1591
  %1594 = select i1 %1592, i64 %1593, i64 0
  %1595 = sub nsw i64 %7, %1591
  %1596 = shl nsw i64 %1589, 1
  %1597 = add nsw i64 %1596, -1
  %1598 = tail call i64 @llvm.smin.i64(i64 %1595, i64 %1597)
  %1599 = tail call i64 @llvm.smin.i64(i64 %1598, i64 16)
  %1600 = icmp sgt i64 %1599, %1594
  %1601 = select i1 %1564, i1 %1600, i1 false
  %1602 = select i1 %1601, i64 %1594, i64 0
  %1603 = select i1 %1601, i64 %1599, i64 0
  %1604 = getelementptr inbounds float, ptr %1567, i64 %1591
  %1605 = trunc i64 %1602 to i32
  %1606 = icmp sgt i64 %1603, %1602
  %1607 = trunc i64 %1603 to i32
  %1608 = select i1 %1606, i32 %1607, i32 0
  %1609 = insertelement <8 x i32> poison, i32 %1605, i64 0
  %1610 = shufflevector <8 x i32> %1609, <8 x i32> poison, <8 x i32> zeroinitializer
  %1611 = icmp slt <8 x i32> %1610, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1612 = insertelement <8 x i32> poison, i32 %1608, i64 0
  %1613 = shufflevector <8 x i32> %1612, <8 x i32> poison, <8 x i32> zeroinitializer
  %1614 = icmp sgt <8 x i32> %1613, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1615 = and <8 x i1> %1611, %1614
  %1616 = add nsw i32 %1605, -8
  %1617 = insertelement <8 x i32> poison, i32 %1616, i64 0
  %1618 = shufflevector <8 x i32> %1617, <8 x i32> poison, <8 x i32> zeroinitializer
  %1619 = icmp slt <8 x i32> %1618, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1620 = add nsw i32 %1608, -8
  %1621 = insertelement <8 x i32> poison, i32 %1620, i64 0
  %1622 = shufflevector <8 x i32> %1621, <8 x i32> poison, <8 x i32> zeroinitializer
  %1623 = icmp sgt <8 x i32> %1622, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1624 = and <8 x i1> %1619, %1623
  %1625 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1604, <8 x i1> %1615, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1626 = getelementptr inbounds nuw i8, ptr %1604, i64 32
  %1627 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %1626, <8 x i1> %1624, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1628 = shufflevector <8 x float> %1625, <8 x float> %1627, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %1629 = getelementptr inbounds nuw <8 x float>, ptr %35, i64 %1586
  %1630 = load <8 x float>, ptr %1629, align 32
  %1631 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1628, <8 x float> %1579, <8 x float> %1630)
  store <8 x float> %1631, ptr %1629, align 32
  %1632 = add nuw nsw i64 %1586, 1
  %1633 = icmp eq i64 %1632, 3
  br i1 %1633, label %1582, label %1585

1634:                                             ; preds = %1548
  %1635 = load float, ptr %1108, align 1
  %1636 = insertelement <8 x float> poison, float %1635, i64 0
  %1637 = shufflevector <8 x float> %1636, <8 x float> poison, <8 x i32> zeroinitializer
  %1638 = fadd <8 x float> %1549, %1637
  br label %1639

1639:                                             ; preds = %1634, %1548
  %1640 = phi <8 x float> [ %1638, %1634 ], [ %1549, %1548 ]
  %1641 = select i1 %1122, ptr null, ptr %1552
  switch i64 %1067, label %506 [
    i64 1, label %1642
    i64 2, label %1645
    i64 3, label %1652
    i64 0, label %1697
  ]

1642:                                             ; preds = %1639
  %1643 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1641, <8 x i1> %1557, <8 x float> zeroinitializer)
  %1644 = fadd <8 x float> %1640, %1643
  br label %1659

1645:                                             ; preds = %1639
  %1646 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %1640)
  %1647 = bitcast <8 x float> %1640 to <8 x i32>
  %1648 = or <8 x i32> %1647, %1045
  %1649 = bitcast <8 x i32> %1648 to <8 x float>
  %1650 = fcmp oeq <8 x float> %1640, %52
  %1651 = select <8 x i1> %1650, <8 x float> %1649, <8 x float> %1646
  br label %1659

1652:                                             ; preds = %1639
  %1653 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %1640)
  %1654 = bitcast <8 x float> %1640 to <8 x i32>
  %1655 = and <8 x i32> %1654, %1044
  %1656 = bitcast <8 x i32> %1655 to <8 x float>
  %1657 = fcmp oeq <8 x float> %1640, %49
  %1658 = select <8 x i1> %1657, <8 x float> %1656, <8 x float> %1653
  br label %1659

1659:                                             ; preds = %1652, %1645, %1642
  %1660 = phi <8 x float> [ %1644, %1642 ], [ %1651, %1645 ], [ %1658, %1652 ]
  switch i64 %1069, label %506 [
    i64 1, label %1675
    i64 2, label %1668
    i64 3, label %1661
    i64 0, label %1697
  ]

1661:                                             ; preds = %1659
  %1662 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %1660)
  %1663 = bitcast <8 x float> %1660 to <8 x i32>
  %1664 = and <8 x i32> %1663, %1044
  %1665 = bitcast <8 x i32> %1664 to <8 x float>
  %1666 = fcmp oeq <8 x float> %1660, %49
  %1667 = select <8 x i1> %1666, <8 x float> %1665, <8 x float> %1662
  br label %1678

1668:                                             ; preds = %1659
  %1669 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %1660)
  %1670 = bitcast <8 x float> %1660 to <8 x i32>
  %1671 = or <8 x i32> %1670, %1045
  %1672 = bitcast <8 x i32> %1671 to <8 x float>
  %1673 = fcmp oeq <8 x float> %1660, %52
  %1674 = select <8 x i1> %1673, <8 x float> %1672, <8 x float> %1669
  br label %1678

1675:                                             ; preds = %1659
  %1676 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1641, <8 x i1> %1557, <8 x float> zeroinitializer)
  %1677 = fadd <8 x float> %1660, %1676
  br label %1678

1678:                                             ; preds = %1675, %1668, %1661
  %1679 = phi <8 x float> [ %1677, %1675 ], [ %1674, %1668 ], [ %1667, %1661 ]
  switch i64 %1071, label %506 [
    i64 1, label %1694
    i64 2, label %1687
    i64 3, label %1680
    i64 0, label %1697
  ]

1680:                                             ; preds = %1678
  %1681 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %1679)
  %1682 = bitcast <8 x float> %1679 to <8 x i32>
  %1683 = and <8 x i32> %1682, %1044
  %1684 = bitcast <8 x i32> %1683 to <8 x float>
  %1685 = fcmp oeq <8 x float> %1679, %49
  %1686 = select <8 x i1> %1685, <8 x float> %1684, <8 x float> %1681
  br label %1697

1687:                                             ; preds = %1678
  %1688 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %1679)
  %1689 = bitcast <8 x float> %1679 to <8 x i32>
  %1690 = or <8 x i32> %1689, %1045
  %1691 = bitcast <8 x i32> %1690 to <8 x float>
  %1692 = fcmp oeq <8 x float> %1679, %52
  %1693 = select <8 x i1> %1692, <8 x float> %1691, <8 x float> %1688
  br label %1697

1694:                                             ; preds = %1678
  %1695 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1641, <8 x i1> %1557, <8 x float> zeroinitializer)
  %1696 = fadd <8 x float> %1679, %1695
  br label %1697

1697:                                             ; preds = %1680, %1687, %1694, %1678, %1659, %1639
  %1698 = phi <8 x float> [ %1679, %1678 ], [ %1640, %1639 ], [ %1660, %1659 ], [ %1696, %1694 ], [ %1693, %1687 ], [ %1686, %1680 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1698, ptr align 1 %1551, <8 x i1> %1557)
  %1699 = add i64 %1550, -8
  %1700 = tail call i64 @llvm.smin.i64(i64 %1699, i64 8)
  %1701 = trunc i64 %1700 to i32
  %1702 = insertelement <8 x i32> poison, i32 %1701, i64 0
  %1703 = shufflevector <8 x i32> %1702, <8 x i32> poison, <8 x i32> zeroinitializer
  %1704 = icmp sgt <8 x i32> %1703, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1705 = load <8 x float>, ptr %1072, align 32
  br i1 %1046, label %1711, label %1706

1706:                                             ; preds = %1697
  %1707 = load float, ptr %1108, align 1
  %1708 = insertelement <8 x float> poison, float %1707, i64 0
  %1709 = shufflevector <8 x float> %1708, <8 x float> poison, <8 x i32> zeroinitializer
  %1710 = fadd <8 x float> %1705, %1709
  br label %1711

1711:                                             ; preds = %1706, %1697
  %1712 = phi <8 x float> [ %1710, %1706 ], [ %1705, %1697 ]
  %1713 = getelementptr inbounds nuw i8, ptr %1551, i64 32
  %1714 = getelementptr inbounds nuw i8, ptr %1552, i64 32
  %1715 = select i1 %1122, ptr null, ptr %1714
  switch i64 %1067, label %506 [
    i64 1, label %1730
    i64 2, label %1723
    i64 3, label %1716
    i64 0, label %1771
  ]

1716:                                             ; preds = %1711
  %1717 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %1712)
  %1718 = bitcast <8 x float> %1712 to <8 x i32>
  %1719 = and <8 x i32> %1718, %1044
  %1720 = bitcast <8 x i32> %1719 to <8 x float>
  %1721 = fcmp oeq <8 x float> %1712, %49
  %1722 = select <8 x i1> %1721, <8 x float> %1720, <8 x float> %1717
  br label %1733

1723:                                             ; preds = %1711
  %1724 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %1712)
  %1725 = bitcast <8 x float> %1712 to <8 x i32>
  %1726 = or <8 x i32> %1725, %1045
  %1727 = bitcast <8 x i32> %1726 to <8 x float>
  %1728 = fcmp oeq <8 x float> %1712, %52
  %1729 = select <8 x i1> %1728, <8 x float> %1727, <8 x float> %1724
  br label %1733

1730:                                             ; preds = %1711
  %1731 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1715, <8 x i1> %1704, <8 x float> zeroinitializer)
  %1732 = fadd <8 x float> %1712, %1731
  br label %1733

1733:                                             ; preds = %1730, %1723, %1716
  %1734 = phi <8 x float> [ %1732, %1730 ], [ %1729, %1723 ], [ %1722, %1716 ]
  switch i64 %1074, label %506 [
    i64 1, label %1749
    i64 2, label %1742
    i64 3, label %1735
    i64 0, label %1771
  ]

1735:                                             ; preds = %1733
  %1736 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %1734)
  %1737 = bitcast <8 x float> %1734 to <8 x i32>
  %1738 = and <8 x i32> %1737, %1044
  %1739 = bitcast <8 x i32> %1738 to <8 x float>
  %1740 = fcmp oeq <8 x float> %1734, %49
  %1741 = select <8 x i1> %1740, <8 x float> %1739, <8 x float> %1736
  br label %1752

1742:                                             ; preds = %1733
  %1743 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %1734)
  %1744 = bitcast <8 x float> %1734 to <8 x i32>
  %1745 = or <8 x i32> %1744, %1045
  %1746 = bitcast <8 x i32> %1745 to <8 x float>
  %1747 = fcmp oeq <8 x float> %1734, %52
  %1748 = select <8 x i1> %1747, <8 x float> %1746, <8 x float> %1743
  br label %1752

1749:                                             ; preds = %1733
  %1750 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1715, <8 x i1> %1704, <8 x float> zeroinitializer)
  %1751 = fadd <8 x float> %1734, %1750
  br label %1752

1752:                                             ; preds = %1749, %1742, %1735
  %1753 = phi <8 x float> [ %1751, %1749 ], [ %1748, %1742 ], [ %1741, %1735 ]
  switch i64 %1076, label %506 [
    i64 1, label %1768
    i64 2, label %1761
    i64 3, label %1754
    i64 0, label %1771
  ]

1754:                                             ; preds = %1752
  %1755 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %1753)
  %1756 = bitcast <8 x float> %1753 to <8 x i32>
  %1757 = and <8 x i32> %1756, %1044
  %1758 = bitcast <8 x i32> %1757 to <8 x float>
  %1759 = fcmp oeq <8 x float> %1753, %49
  %1760 = select <8 x i1> %1759, <8 x float> %1758, <8 x float> %1755
  br label %1771

1761:                                             ; preds = %1752
  %1762 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %1753)
  %1763 = bitcast <8 x float> %1753 to <8 x i32>
  %1764 = or <8 x i32> %1763, %1045
  %1765 = bitcast <8 x i32> %1764 to <8 x float>
  %1766 = fcmp oeq <8 x float> %1753, %52
  %1767 = select <8 x i1> %1766, <8 x float> %1765, <8 x float> %1762
  br label %1771

1768:                                             ; preds = %1752
  %1769 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1715, <8 x i1> %1704, <8 x float> zeroinitializer)
  %1770 = fadd <8 x float> %1753, %1769
  br label %1771

1771:                                             ; preds = %1754, %1761, %1768, %1752, %1733, %1711
  %1772 = phi <8 x float> [ %1753, %1752 ], [ %1712, %1711 ], [ %1734, %1733 ], [ %1770, %1768 ], [ %1767, %1761 ], [ %1760, %1754 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1772, ptr nonnull align 1 %1713, <8 x i1> %1704)
  %1773 = add i64 %1550, -16
  %1774 = tail call i64 @llvm.smin.i64(i64 %1773, i64 8)
  %1775 = trunc i64 %1774 to i32
  %1776 = insertelement <8 x i32> poison, i32 %1775, i64 0
  %1777 = shufflevector <8 x i32> %1776, <8 x i32> poison, <8 x i32> zeroinitializer
  %1778 = icmp sgt <8 x i32> %1777, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1779 = load <8 x float>, ptr %1077, align 32
  br i1 %1046, label %1785, label %1780

1780:                                             ; preds = %1771
  %1781 = load float, ptr %1108, align 1
  %1782 = insertelement <8 x float> poison, float %1781, i64 0
  %1783 = shufflevector <8 x float> %1782, <8 x float> poison, <8 x i32> zeroinitializer
  %1784 = fadd <8 x float> %1779, %1783
  br label %1785

1785:                                             ; preds = %1780, %1771
  %1786 = phi <8 x float> [ %1784, %1780 ], [ %1779, %1771 ]
  %1787 = getelementptr inbounds nuw i8, ptr %1551, i64 64
  %1788 = getelementptr inbounds nuw i8, ptr %1552, i64 64
  %1789 = select i1 %1122, ptr null, ptr %1788
  switch i64 %1067, label %506 [
    i64 1, label %1804
    i64 2, label %1797
    i64 3, label %1790
    i64 0, label %1845
  ]

1790:                                             ; preds = %1785
  %1791 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %1786)
  %1792 = bitcast <8 x float> %1786 to <8 x i32>
  %1793 = and <8 x i32> %1792, %1044
  %1794 = bitcast <8 x i32> %1793 to <8 x float>
  %1795 = fcmp oeq <8 x float> %1786, %49
  %1796 = select <8 x i1> %1795, <8 x float> %1794, <8 x float> %1791
  br label %1807

1797:                                             ; preds = %1785
  %1798 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %1786)
  %1799 = bitcast <8 x float> %1786 to <8 x i32>
  %1800 = or <8 x i32> %1799, %1045
  %1801 = bitcast <8 x i32> %1800 to <8 x float>
  %1802 = fcmp oeq <8 x float> %1786, %52
  %1803 = select <8 x i1> %1802, <8 x float> %1801, <8 x float> %1798
  br label %1807

1804:                                             ; preds = %1785
  %1805 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1789, <8 x i1> %1778, <8 x float> zeroinitializer)
  %1806 = fadd <8 x float> %1786, %1805
  br label %1807

1807:                                             ; preds = %1804, %1797, %1790
  %1808 = phi <8 x float> [ %1806, %1804 ], [ %1803, %1797 ], [ %1796, %1790 ]
  switch i64 %1079, label %506 [
    i64 1, label %1823
    i64 2, label %1816
    i64 3, label %1809
    i64 0, label %1845
  ]

1809:                                             ; preds = %1807
  %1810 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %1808)
  %1811 = bitcast <8 x float> %1808 to <8 x i32>
  %1812 = and <8 x i32> %1811, %1044
  %1813 = bitcast <8 x i32> %1812 to <8 x float>
  %1814 = fcmp oeq <8 x float> %1808, %49
  %1815 = select <8 x i1> %1814, <8 x float> %1813, <8 x float> %1810
  br label %1826

1816:                                             ; preds = %1807
  %1817 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %1808)
  %1818 = bitcast <8 x float> %1808 to <8 x i32>
  %1819 = or <8 x i32> %1818, %1045
  %1820 = bitcast <8 x i32> %1819 to <8 x float>
  %1821 = fcmp oeq <8 x float> %1808, %52
  %1822 = select <8 x i1> %1821, <8 x float> %1820, <8 x float> %1817
  br label %1826

1823:                                             ; preds = %1807
  %1824 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1789, <8 x i1> %1778, <8 x float> zeroinitializer)
  %1825 = fadd <8 x float> %1808, %1824
  br label %1826

1826:                                             ; preds = %1823, %1816, %1809
  %1827 = phi <8 x float> [ %1825, %1823 ], [ %1822, %1816 ], [ %1815, %1809 ]
  switch i64 %1081, label %506 [
    i64 1, label %1842
    i64 2, label %1835
    i64 3, label %1828
    i64 0, label %1845
  ]

1828:                                             ; preds = %1826
  %1829 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %1827)
  %1830 = bitcast <8 x float> %1827 to <8 x i32>
  %1831 = and <8 x i32> %1830, %1044
  %1832 = bitcast <8 x i32> %1831 to <8 x float>
  %1833 = fcmp oeq <8 x float> %1827, %49
  %1834 = select <8 x i1> %1833, <8 x float> %1832, <8 x float> %1829
  br label %1845

1835:                                             ; preds = %1826
  %1836 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %1827)
  %1837 = bitcast <8 x float> %1827 to <8 x i32>
  %1838 = or <8 x i32> %1837, %1045
  %1839 = bitcast <8 x i32> %1838 to <8 x float>
  %1840 = fcmp oeq <8 x float> %1827, %52
  %1841 = select <8 x i1> %1840, <8 x float> %1839, <8 x float> %1836
  br label %1845

1842:                                             ; preds = %1826
  %1843 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1789, <8 x i1> %1778, <8 x float> zeroinitializer)
  %1844 = fadd <8 x float> %1827, %1843
  br label %1845

1845:                                             ; preds = %1828, %1835, %1842, %1826, %1807, %1785
  %1846 = phi <8 x float> [ %1827, %1826 ], [ %1786, %1785 ], [ %1808, %1807 ], [ %1844, %1842 ], [ %1841, %1835 ], [ %1834, %1828 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1846, ptr nonnull align 1 %1787, <8 x i1> %1778)
  call void @llvm.lifetime.end.p0(ptr nonnull %35)
  br label %2223

1847:                                             ; preds = %1126
  call void @llvm.lifetime.start.p0(ptr nonnull %36)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(128) %36, i8 0, i64 128, i1 false)
  br i1 %1042, label %1860, label %1850

1848:                                             ; preds = %1873
  %1849 = load <8 x float>, ptr %36, align 32
  br label %1850

1850:                                             ; preds = %1848, %1847
  %1851 = phi <8 x float> [ %1849, %1848 ], [ zeroinitializer, %1847 ]
  %1852 = add i64 %1127, %9
  %1853 = getelementptr inbounds nuw float, ptr %1114, i64 %1128
  %1854 = getelementptr inbounds nuw float, ptr %1118, i64 %1128
  %1855 = tail call i64 @llvm.smin.i64(i64 %1852, i64 8)
  %1856 = trunc i64 %1855 to i32
  %1857 = insertelement <8 x i32> poison, i32 %1856, i64 0
  %1858 = shufflevector <8 x i32> %1857, <8 x i32> poison, <8 x i32> zeroinitializer
  %1859 = icmp sgt <8 x i32> %1858, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %1046, label %1941, label %1936

1860:                                             ; preds = %1847, %1873
  %1861 = phi i64 [ %1874, %1873 ], [ 0, %1847 ]
  %1862 = mul nsw i64 %1861, %14
  %1863 = add i64 %1121, %1862
  %1864 = icmp sgt i64 %1863, -1
  %1865 = icmp slt i64 %1863, %6
  %1866 = and i1 %1864, %1865
  %1867 = select i1 %1866, i64 %1863, i64 0
  %1868 = mul nsw i64 %1867, %7
  %1869 = getelementptr inbounds float, ptr %1105, i64 %1868
  br i1 %1043, label %1870, label %1873

1870:                                             ; preds = %1860
  %1871 = mul nuw nsw i64 %1861, %11
  %1872 = getelementptr inbounds nuw float, ptr %1107, i64 %1871
  br label %1876

1873:                                             ; preds = %1884, %1860
  %1874 = add nuw nsw i64 %1861, 1
  %1875 = icmp eq i64 %1874, %10
  br i1 %1875, label %1848, label %1860

1876:                                             ; preds = %1870, %1884
  %1877 = phi i64 [ 0, %1870 ], [ %1885, %1884 ]
  %1878 = getelementptr inbounds nuw float, ptr %1872, i64 %1877
  %1879 = load float, ptr %1878, align 1
  %1880 = insertelement <8 x float> poison, float %1879, i64 0
  %1881 = shufflevector <8 x float> %1880, <8 x float> poison, <8 x i32> zeroinitializer
  %1882 = mul nsw i64 %1877, %15
  %1883 = sub i64 %1882, %17
  br label %1887

1884:                                             ; preds = %1887
  %1885 = add nuw nsw i64 %1877, 1
  %1886 = icmp eq i64 %1885, %11
  br i1 %1886, label %1873, label %1876

1887:                                             ; preds = %1876, %1887
  %1888 = phi i64 [ 0, %1876 ], [ %1934, %1887 ]
  %1889 = shl nuw nsw i64 %1888, 3
  %1890 = or disjoint i64 %1128, %1889
  %1891 = sub nsw i64 %9, %1890
  %1892 = shl nuw nsw i64 %1890, 1
  %1893 = add i64 %1883, %1892
  %1894 = icmp slt i64 %1893, 0
  %1895 = sub nsw i64 0, %1893
  %1896 = select i1 %1894, i64 %1895, i64 0
  %1897 = sub nsw i64 %7, %1893
  %1898 = shl nsw i64 %1891, 1
  %1899 = add nsw i64 %1898, -1
  %1900 = tail call i64 @llvm.smin.i64(i64 %1897, i64 %1899)
  %1901 = tail call i64 @llvm.smin.i64(i64 %1900, i64 16)
  %1902 = icmp sgt i64 %1901, %1896
  %1903 = select i1 %1866, i1 %1902, i1 false
  %1904 = select i1 %1903, i64 %1896, i64 0
  %1905 = select i1 %1903, i64 %1901, i64 0
  %1906 = getelementptr inbounds float, ptr %1869, i64 %1893
  %1907 = trunc i64 %1904 to i32
  %1908 = icmp sgt i64 %1905, %1904
  %1909 = trunc i64 %1905 to i32
  %1910 = select i1 %1908, i32 %1909, i32 0
  %1911 = insertelement <8 x i32> poison, i32 %1907, i64 0
  %1912 = shufflevector <8 x i32> %1911, <8 x i32> poison, <8 x i32> zeroinitializer
  %1913 = icmp slt <8 x i32> %1912, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1914 = insertelement <8 x i32> poison, i32 %1910, i64 0
  %1915 = shufflevector <8 x i32> %1914, <8 x i32> poison, <8 x i32> zeroinitializer
  %1916 = icmp sgt <8 x i32> %1915, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1917 = and <8 x i1> %1913, %1916
  %1918 = add nsw i32 %1907, -8
  %1919 = insertelement <8 x i32> poison, i32 %1918, i64 0
  %1920 = shufflevector <8 x i32> %1919, <8 x i32> poison, <8 x i32> zeroinitializer
  %1921 = icmp slt <8 x i32> %1920, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1922 = add nsw i32 %1910, -8
  %1923 = insertelement <8 x i32> poison, i32 %1922, i64 0
  %1924 = shufflevector <8 x i32> %1923, <8 x i32> poison, <8 x i32> zeroinitializer
  %1925 = icmp sgt <8 x i32> %1924, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1926 = and <8 x i1> %1921, %1925
  %1927 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1906, <8 x i1> %1917, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1928 = getelementptr inbounds nuw i8, ptr %1906, i64 32
  %1929 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %1928, <8 x i1> %1926, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1930 = shufflevector <8 x float> %1927, <8 x float> %1929, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %1931 = getelementptr inbounds nuw <8 x float>, ptr %36, i64 %1888
  %1932 = load <8 x float>, ptr %1931, align 32
  %1933 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1930, <8 x float> %1881, <8 x float> %1932)
  store <8 x float> %1933, ptr %1931, align 32
  %1934 = add nuw nsw i64 %1888, 1
  %1935 = icmp eq i64 %1934, 4
  br i1 %1935, label %1884, label %1887

1936:                                             ; preds = %1850
  %1937 = load float, ptr %1108, align 1
  %1938 = insertelement <8 x float> poison, float %1937, i64 0
  %1939 = shufflevector <8 x float> %1938, <8 x float> poison, <8 x i32> zeroinitializer
  %1940 = fadd <8 x float> %1851, %1939
  br label %1941

1941:                                             ; preds = %1936, %1850
  %1942 = phi <8 x float> [ %1940, %1936 ], [ %1851, %1850 ]
  %1943 = select i1 %1122, ptr null, ptr %1854
  switch i64 %1047, label %506 [
    i64 1, label %1944
    i64 2, label %1947
    i64 3, label %1954
    i64 0, label %1999
  ]

1944:                                             ; preds = %1941
  %1945 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1943, <8 x i1> %1859, <8 x float> zeroinitializer)
  %1946 = fadd <8 x float> %1942, %1945
  br label %1961

1947:                                             ; preds = %1941
  %1948 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %1942)
  %1949 = bitcast <8 x float> %1942 to <8 x i32>
  %1950 = or <8 x i32> %1949, %1045
  %1951 = bitcast <8 x i32> %1950 to <8 x float>
  %1952 = fcmp oeq <8 x float> %1942, %52
  %1953 = select <8 x i1> %1952, <8 x float> %1951, <8 x float> %1948
  br label %1961

1954:                                             ; preds = %1941
  %1955 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %1942)
  %1956 = bitcast <8 x float> %1942 to <8 x i32>
  %1957 = and <8 x i32> %1956, %1044
  %1958 = bitcast <8 x i32> %1957 to <8 x float>
  %1959 = fcmp oeq <8 x float> %1942, %49
  %1960 = select <8 x i1> %1959, <8 x float> %1958, <8 x float> %1955
  br label %1961

1961:                                             ; preds = %1954, %1947, %1944
  %1962 = phi <8 x float> [ %1946, %1944 ], [ %1953, %1947 ], [ %1960, %1954 ]
  switch i64 %1049, label %506 [
    i64 1, label %1977
    i64 2, label %1970
    i64 3, label %1963
    i64 0, label %1999
  ]

1963:                                             ; preds = %1961
  %1964 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %1962)
  %1965 = bitcast <8 x float> %1962 to <8 x i32>
  %1966 = and <8 x i32> %1965, %1044
  %1967 = bitcast <8 x i32> %1966 to <8 x float>
  %1968 = fcmp oeq <8 x float> %1962, %49
  %1969 = select <8 x i1> %1968, <8 x float> %1967, <8 x float> %1964
  br label %1980

1970:                                             ; preds = %1961
  %1971 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %1962)
  %1972 = bitcast <8 x float> %1962 to <8 x i32>
  %1973 = or <8 x i32> %1972, %1045
  %1974 = bitcast <8 x i32> %1973 to <8 x float>
  %1975 = fcmp oeq <8 x float> %1962, %52
  %1976 = select <8 x i1> %1975, <8 x float> %1974, <8 x float> %1971
  br label %1980

1977:                                             ; preds = %1961
  %1978 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1943, <8 x i1> %1859, <8 x float> zeroinitializer)
  %1979 = fadd <8 x float> %1962, %1978
  br label %1980

1980:                                             ; preds = %1977, %1970, %1963
  %1981 = phi <8 x float> [ %1979, %1977 ], [ %1976, %1970 ], [ %1969, %1963 ]
  switch i64 %1051, label %506 [
    i64 1, label %1996
    i64 2, label %1989
    i64 3, label %1982
    i64 0, label %1999
  ]

1982:                                             ; preds = %1980
  %1983 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %1981)
  %1984 = bitcast <8 x float> %1981 to <8 x i32>
  %1985 = and <8 x i32> %1984, %1044
  %1986 = bitcast <8 x i32> %1985 to <8 x float>
  %1987 = fcmp oeq <8 x float> %1981, %49
  %1988 = select <8 x i1> %1987, <8 x float> %1986, <8 x float> %1983
  br label %1999

1989:                                             ; preds = %1980
  %1990 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %1981)
  %1991 = bitcast <8 x float> %1981 to <8 x i32>
  %1992 = or <8 x i32> %1991, %1045
  %1993 = bitcast <8 x i32> %1992 to <8 x float>
  %1994 = fcmp oeq <8 x float> %1981, %52
  %1995 = select <8 x i1> %1994, <8 x float> %1993, <8 x float> %1990
  br label %1999

1996:                                             ; preds = %1980
  %1997 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1943, <8 x i1> %1859, <8 x float> zeroinitializer)
  %1998 = fadd <8 x float> %1981, %1997
  br label %1999

1999:                                             ; preds = %1982, %1989, %1996, %1980, %1961, %1941
  %2000 = phi <8 x float> [ %1981, %1980 ], [ %1942, %1941 ], [ %1962, %1961 ], [ %1998, %1996 ], [ %1995, %1989 ], [ %1988, %1982 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2000, ptr align 1 %1853, <8 x i1> %1859)
  %2001 = add i64 %1852, -8
  %2002 = tail call i64 @llvm.smin.i64(i64 %2001, i64 8)
  %2003 = trunc i64 %2002 to i32
  %2004 = insertelement <8 x i32> poison, i32 %2003, i64 0
  %2005 = shufflevector <8 x i32> %2004, <8 x i32> poison, <8 x i32> zeroinitializer
  %2006 = icmp sgt <8 x i32> %2005, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2007 = load <8 x float>, ptr %1052, align 32
  br i1 %1046, label %2013, label %2008

2008:                                             ; preds = %1999
  %2009 = load float, ptr %1108, align 1
  %2010 = insertelement <8 x float> poison, float %2009, i64 0
  %2011 = shufflevector <8 x float> %2010, <8 x float> poison, <8 x i32> zeroinitializer
  %2012 = fadd <8 x float> %2007, %2011
  br label %2013

2013:                                             ; preds = %2008, %1999
  %2014 = phi <8 x float> [ %2012, %2008 ], [ %2007, %1999 ]
  %2015 = getelementptr inbounds nuw i8, ptr %1853, i64 32
  %2016 = getelementptr inbounds nuw i8, ptr %1854, i64 32
  %2017 = select i1 %1122, ptr null, ptr %2016
  switch i64 %1047, label %506 [
    i64 1, label %2032
    i64 2, label %2025
    i64 3, label %2018
    i64 0, label %2073
  ]

2018:                                             ; preds = %2013
  %2019 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2014)
  %2020 = bitcast <8 x float> %2014 to <8 x i32>
  %2021 = and <8 x i32> %2020, %1044
  %2022 = bitcast <8 x i32> %2021 to <8 x float>
  %2023 = fcmp oeq <8 x float> %2014, %49
  %2024 = select <8 x i1> %2023, <8 x float> %2022, <8 x float> %2019
  br label %2035

2025:                                             ; preds = %2013
  %2026 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2014)
  %2027 = bitcast <8 x float> %2014 to <8 x i32>
  %2028 = or <8 x i32> %2027, %1045
  %2029 = bitcast <8 x i32> %2028 to <8 x float>
  %2030 = fcmp oeq <8 x float> %2014, %52
  %2031 = select <8 x i1> %2030, <8 x float> %2029, <8 x float> %2026
  br label %2035

2032:                                             ; preds = %2013
  %2033 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2017, <8 x i1> %2006, <8 x float> zeroinitializer)
  %2034 = fadd <8 x float> %2014, %2033
  br label %2035

2035:                                             ; preds = %2032, %2025, %2018
  %2036 = phi <8 x float> [ %2034, %2032 ], [ %2031, %2025 ], [ %2024, %2018 ]
  switch i64 %1054, label %506 [
    i64 1, label %2051
    i64 2, label %2044
    i64 3, label %2037
    i64 0, label %2073
  ]

2037:                                             ; preds = %2035
  %2038 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2036)
  %2039 = bitcast <8 x float> %2036 to <8 x i32>
  %2040 = and <8 x i32> %2039, %1044
  %2041 = bitcast <8 x i32> %2040 to <8 x float>
  %2042 = fcmp oeq <8 x float> %2036, %49
  %2043 = select <8 x i1> %2042, <8 x float> %2041, <8 x float> %2038
  br label %2054

2044:                                             ; preds = %2035
  %2045 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2036)
  %2046 = bitcast <8 x float> %2036 to <8 x i32>
  %2047 = or <8 x i32> %2046, %1045
  %2048 = bitcast <8 x i32> %2047 to <8 x float>
  %2049 = fcmp oeq <8 x float> %2036, %52
  %2050 = select <8 x i1> %2049, <8 x float> %2048, <8 x float> %2045
  br label %2054

2051:                                             ; preds = %2035
  %2052 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2017, <8 x i1> %2006, <8 x float> zeroinitializer)
  %2053 = fadd <8 x float> %2036, %2052
  br label %2054

2054:                                             ; preds = %2051, %2044, %2037
  %2055 = phi <8 x float> [ %2053, %2051 ], [ %2050, %2044 ], [ %2043, %2037 ]
  switch i64 %1056, label %506 [
    i64 1, label %2070
    i64 2, label %2063
    i64 3, label %2056
    i64 0, label %2073
  ]

2056:                                             ; preds = %2054
  %2057 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2055)
  %2058 = bitcast <8 x float> %2055 to <8 x i32>
  %2059 = and <8 x i32> %2058, %1044
  %2060 = bitcast <8 x i32> %2059 to <8 x float>
  %2061 = fcmp oeq <8 x float> %2055, %49
  %2062 = select <8 x i1> %2061, <8 x float> %2060, <8 x float> %2057
  br label %2073

2063:                                             ; preds = %2054
  %2064 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2055)
  %2065 = bitcast <8 x float> %2055 to <8 x i32>
  %2066 = or <8 x i32> %2065, %1045
  %2067 = bitcast <8 x i32> %2066 to <8 x float>
  %2068 = fcmp oeq <8 x float> %2055, %52
  %2069 = select <8 x i1> %2068, <8 x float> %2067, <8 x float> %2064
  br label %2073

2070:                                             ; preds = %2054
  %2071 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2017, <8 x i1> %2006, <8 x float> zeroinitializer)
  %2072 = fadd <8 x float> %2055, %2071
  br label %2073

2073:                                             ; preds = %2056, %2063, %2070, %2054, %2035, %2013
  %2074 = phi <8 x float> [ %2055, %2054 ], [ %2014, %2013 ], [ %2036, %2035 ], [ %2072, %2070 ], [ %2069, %2063 ], [ %2062, %2056 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2074, ptr nonnull align 1 %2015, <8 x i1> %2006)
  %2075 = add i64 %1852, -16
  %2076 = tail call i64 @llvm.smin.i64(i64 %2075, i64 8)
  %2077 = trunc i64 %2076 to i32
  %2078 = insertelement <8 x i32> poison, i32 %2077, i64 0
  %2079 = shufflevector <8 x i32> %2078, <8 x i32> poison, <8 x i32> zeroinitializer
  %2080 = icmp sgt <8 x i32> %2079, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2081 = load <8 x float>, ptr %1057, align 32
  br i1 %1046, label %2087, label %2082

2082:                                             ; preds = %2073
  %2083 = load float, ptr %1108, align 1
  %2084 = insertelement <8 x float> poison, float %2083, i64 0
  %2085 = shufflevector <8 x float> %2084, <8 x float> poison, <8 x i32> zeroinitializer
  %2086 = fadd <8 x float> %2081, %2085
  br label %2087

2087:                                             ; preds = %2082, %2073
  %2088 = phi <8 x float> [ %2086, %2082 ], [ %2081, %2073 ]
  %2089 = getelementptr inbounds nuw i8, ptr %1853, i64 64
  %2090 = getelementptr inbounds nuw i8, ptr %1854, i64 64
  %2091 = select i1 %1122, ptr null, ptr %2090
  switch i64 %1047, label %506 [
    i64 1, label %2106
    i64 2, label %2099
    i64 3, label %2092
    i64 0, label %2147
  ]

2092:                                             ; preds = %2087
  %2093 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2088)
  %2094 = bitcast <8 x float> %2088 to <8 x i32>
  %2095 = and <8 x i32> %2094, %1044
  %2096 = bitcast <8 x i32> %2095 to <8 x float>
  %2097 = fcmp oeq <8 x float> %2088, %49
  %2098 = select <8 x i1> %2097, <8 x float> %2096, <8 x float> %2093
  br label %2109

2099:                                             ; preds = %2087
  %2100 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2088)
  %2101 = bitcast <8 x float> %2088 to <8 x i32>
  %2102 = or <8 x i32> %2101, %1045
  %2103 = bitcast <8 x i32> %2102 to <8 x float>
  %2104 = fcmp oeq <8 x float> %2088, %52
  %2105 = select <8 x i1> %2104, <8 x float> %2103, <8 x float> %2100
  br label %2109

2106:                                             ; preds = %2087
  %2107 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2091, <8 x i1> %2080, <8 x float> zeroinitializer)
  %2108 = fadd <8 x float> %2088, %2107
  br label %2109

2109:                                             ; preds = %2106, %2099, %2092
  %2110 = phi <8 x float> [ %2108, %2106 ], [ %2105, %2099 ], [ %2098, %2092 ]
  switch i64 %1059, label %506 [
    i64 1, label %2125
    i64 2, label %2118
    i64 3, label %2111
    i64 0, label %2147
  ]

2111:                                             ; preds = %2109
  %2112 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2110)
  %2113 = bitcast <8 x float> %2110 to <8 x i32>
  %2114 = and <8 x i32> %2113, %1044
  %2115 = bitcast <8 x i32> %2114 to <8 x float>
  %2116 = fcmp oeq <8 x float> %2110, %49
  %2117 = select <8 x i1> %2116, <8 x float> %2115, <8 x float> %2112
  br label %2128

2118:                                             ; preds = %2109
  %2119 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2110)
  %2120 = bitcast <8 x float> %2110 to <8 x i32>
  %2121 = or <8 x i32> %2120, %1045
  %2122 = bitcast <8 x i32> %2121 to <8 x float>
  %2123 = fcmp oeq <8 x float> %2110, %52
  %2124 = select <8 x i1> %2123, <8 x float> %2122, <8 x float> %2119
  br label %2128

2125:                                             ; preds = %2109
  %2126 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2091, <8 x i1> %2080, <8 x float> zeroinitializer)
  %2127 = fadd <8 x float> %2110, %2126
  br label %2128

2128:                                             ; preds = %2125, %2118, %2111
  %2129 = phi <8 x float> [ %2127, %2125 ], [ %2124, %2118 ], [ %2117, %2111 ]
  switch i64 %1061, label %506 [
    i64 1, label %2144
    i64 2, label %2137
    i64 3, label %2130
    i64 0, label %2147
  ]

2130:                                             ; preds = %2128
  %2131 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2129)
  %2132 = bitcast <8 x float> %2129 to <8 x i32>
  %2133 = and <8 x i32> %2132, %1044
  %2134 = bitcast <8 x i32> %2133 to <8 x float>
  %2135 = fcmp oeq <8 x float> %2129, %49
  %2136 = select <8 x i1> %2135, <8 x float> %2134, <8 x float> %2131
  br label %2147

2137:                                             ; preds = %2128
  %2138 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2129)
  %2139 = bitcast <8 x float> %2129 to <8 x i32>
  %2140 = or <8 x i32> %2139, %1045
  %2141 = bitcast <8 x i32> %2140 to <8 x float>
  %2142 = fcmp oeq <8 x float> %2129, %52
  %2143 = select <8 x i1> %2142, <8 x float> %2141, <8 x float> %2138
  br label %2147

2144:                                             ; preds = %2128
  %2145 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2091, <8 x i1> %2080, <8 x float> zeroinitializer)
  %2146 = fadd <8 x float> %2129, %2145
  br label %2147

2147:                                             ; preds = %2130, %2137, %2144, %2128, %2109, %2087
  %2148 = phi <8 x float> [ %2129, %2128 ], [ %2088, %2087 ], [ %2110, %2109 ], [ %2146, %2144 ], [ %2143, %2137 ], [ %2136, %2130 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2148, ptr nonnull align 1 %2089, <8 x i1> %2080)
  %2149 = add i64 %1852, -24
  %2150 = tail call i64 @llvm.smin.i64(i64 %2149, i64 8)
  %2151 = trunc i64 %2150 to i32
  %2152 = insertelement <8 x i32> poison, i32 %2151, i64 0
  %2153 = shufflevector <8 x i32> %2152, <8 x i32> poison, <8 x i32> zeroinitializer
  %2154 = icmp sgt <8 x i32> %2153, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2155 = load <8 x float>, ptr %1062, align 32
  br i1 %1046, label %2161, label %2156

2156:                                             ; preds = %2147
  %2157 = load float, ptr %1108, align 1
  %2158 = insertelement <8 x float> poison, float %2157, i64 0
  %2159 = shufflevector <8 x float> %2158, <8 x float> poison, <8 x i32> zeroinitializer
  %2160 = fadd <8 x float> %2155, %2159
  br label %2161

2161:                                             ; preds = %2156, %2147
  %2162 = phi <8 x float> [ %2160, %2156 ], [ %2155, %2147 ]
  %2163 = getelementptr inbounds nuw i8, ptr %1853, i64 96
  %2164 = getelementptr inbounds nuw i8, ptr %1854, i64 96
  %2165 = select i1 %1122, ptr null, ptr %2164
  switch i64 %1047, label %506 [
    i64 1, label %2180
    i64 2, label %2173
    i64 3, label %2166
    i64 0, label %2221
  ]

2166:                                             ; preds = %2161
  %2167 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2162)
  %2168 = bitcast <8 x float> %2162 to <8 x i32>
  %2169 = and <8 x i32> %2168, %1044
  %2170 = bitcast <8 x i32> %2169 to <8 x float>
  %2171 = fcmp oeq <8 x float> %2162, %49
  %2172 = select <8 x i1> %2171, <8 x float> %2170, <8 x float> %2167
  br label %2183

2173:                                             ; preds = %2161
  %2174 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2162)
  %2175 = bitcast <8 x float> %2162 to <8 x i32>
  %2176 = or <8 x i32> %2175, %1045
  %2177 = bitcast <8 x i32> %2176 to <8 x float>
  %2178 = fcmp oeq <8 x float> %2162, %52
  %2179 = select <8 x i1> %2178, <8 x float> %2177, <8 x float> %2174
  br label %2183

2180:                                             ; preds = %2161
  %2181 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2165, <8 x i1> %2154, <8 x float> zeroinitializer)
  %2182 = fadd <8 x float> %2162, %2181
  br label %2183

2183:                                             ; preds = %2180, %2173, %2166
  %2184 = phi <8 x float> [ %2182, %2180 ], [ %2179, %2173 ], [ %2172, %2166 ]
  switch i64 %1064, label %506 [
    i64 1, label %2199
    i64 2, label %2192
    i64 3, label %2185
    i64 0, label %2221
  ]

2185:                                             ; preds = %2183
  %2186 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2184)
  %2187 = bitcast <8 x float> %2184 to <8 x i32>
  %2188 = and <8 x i32> %2187, %1044
  %2189 = bitcast <8 x i32> %2188 to <8 x float>
  %2190 = fcmp oeq <8 x float> %2184, %49
  %2191 = select <8 x i1> %2190, <8 x float> %2189, <8 x float> %2186
  br label %2202

2192:                                             ; preds = %2183
  %2193 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2184)
  %2194 = bitcast <8 x float> %2184 to <8 x i32>
  %2195 = or <8 x i32> %2194, %1045
  %2196 = bitcast <8 x i32> %2195 to <8 x float>
  %2197 = fcmp oeq <8 x float> %2184, %52
  %2198 = select <8 x i1> %2197, <8 x float> %2196, <8 x float> %2193
  br label %2202

2199:                                             ; preds = %2183
  %2200 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2165, <8 x i1> %2154, <8 x float> zeroinitializer)
  %2201 = fadd <8 x float> %2184, %2200
  br label %2202

2202:                                             ; preds = %2199, %2192, %2185
  %2203 = phi <8 x float> [ %2201, %2199 ], [ %2198, %2192 ], [ %2191, %2185 ]
  switch i64 %1066, label %506 [
    i64 1, label %2218
    i64 2, label %2211
    i64 3, label %2204
    i64 0, label %2221
  ]

2204:                                             ; preds = %2202
  %2205 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2203)
  %2206 = bitcast <8 x float> %2203 to <8 x i32>
  %2207 = and <8 x i32> %2206, %1044
  %2208 = bitcast <8 x i32> %2207 to <8 x float>
  %2209 = fcmp oeq <8 x float> %2203, %49
  %2210 = select <8 x i1> %2209, <8 x float> %2208, <8 x float> %2205
  br label %2221

2211:                                             ; preds = %2202
  %2212 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2203)
  %2213 = bitcast <8 x float> %2203 to <8 x i32>
  %2214 = or <8 x i32> %2213, %1045
  %2215 = bitcast <8 x i32> %2214 to <8 x float>
  %2216 = fcmp oeq <8 x float> %2203, %52
  %2217 = select <8 x i1> %2216, <8 x float> %2215, <8 x float> %2212
  br label %2221

2218:                                             ; preds = %2202
  %2219 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2165, <8 x i1> %2154, <8 x float> zeroinitializer)
  %2220 = fadd <8 x float> %2203, %2219
  br label %2221

2221:                                             ; preds = %2204, %2211, %2218, %2202, %2183, %2161
  %2222 = phi <8 x float> [ %2203, %2202 ], [ %2162, %2161 ], [ %2184, %2183 ], [ %2220, %2218 ], [ %2217, %2211 ], [ %2210, %2204 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2222, ptr nonnull align 1 %2163, <8 x i1> %2154)
  call void @llvm.lifetime.end.p0(ptr nonnull %36)
  br label %2223

2223:                                             ; preds = %1126, %2221, %1845, %1543, %1278
  %2224 = add nuw nsw i64 %1128, 32
  %2225 = sub nuw nsw i64 -32, %1128
  %2226 = icmp slt i64 %2224, %9
  br i1 %2226, label %1126, label %1123

2227:                                             ; preds = %1032
  %2228 = add nsw i64 %9, 7
  %2229 = sdiv i64 %2228, 8
  call void @llvm.lifetime.start.p0(ptr nonnull %39)
  %2230 = icmp slt i64 %9, 129
  %2231 = icmp slt i64 %11, 8
  %2232 = and i1 %2230, %2231
  br i1 %2232, label %2233, label %2275

2233:                                             ; preds = %2227
  %2234 = icmp sgt i64 %9, 0
  br i1 %2234, label %2235, label %2275

2235:                                             ; preds = %2233
  %2236 = icmp sgt i64 %11, 0
  %2237 = tail call i64 @llvm.smax.i64(i64 %2229, i64 1)
  br label %2238

2238:                                             ; preds = %2235, %2246
  %2239 = phi i64 [ 0, %2235 ], [ %2247, %2246 ]
  br i1 %2236, label %2240, label %2246

2240:                                             ; preds = %2238
  %2241 = shl nsw i64 %2239, 3
  %2242 = sub nsw i64 %9, %2241
  %2243 = sub i64 %2241, %17
  %2244 = mul nuw nsw i64 %2239, %11
  %2245 = getelementptr <4 x i64>, ptr %39, i64 %2244
  br label %2249

2246:                                             ; preds = %2249, %2238
  %2247 = add nuw nsw i64 %2239, 1
  %2248 = icmp eq i64 %2247, %2237
  br i1 %2248, label %2275, label %2238

2249:                                             ; preds = %2240, %2249
  %2250 = phi i64 [ 0, %2240 ], [ %2273, %2249 ]
  %2251 = mul nsw i64 %2250, %15
  %2252 = add i64 %2243, %2251
  %2253 = icmp slt i64 %2252, 0
  %2254 = sub nsw i64 0, %2252
  %2255 = select i1 %2253, i64 %2254, i64 0
  %2256 = sub nsw i64 %7, %2252
  %2257 = tail call i64 @llvm.smin.i64(i64 %2256, i64 %2242)
  %2258 = tail call i64 @llvm.smin.i64(i64 %2257, i64 8)
  %2259 = icmp sgt i64 %2258, %2255
  %2260 = trunc i64 %2255 to i32
  %2261 = select i1 %2259, i32 %2260, i32 0
  %2262 = insertelement <8 x i32> poison, i32 %2261, i64 0
  %2263 = shufflevector <8 x i32> %2262, <8 x i32> poison, <8 x i32> zeroinitializer
  %2264 = icmp slt <8 x i32> %2263, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %2265 = trunc i64 %2258 to i32
  %2266 = select i1 %2259, i32 %2265, i32 0
  %2267 = insertelement <8 x i32> poison, i32 %2266, i64 0
  %2268 = shufflevector <8 x i32> %2267, <8 x i32> poison, <8 x i32> zeroinitializer
  %2269 = icmp sgt <8 x i32> %2268, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2270 = and <8 x i1> %2269, %2264
  %2271 = sext <8 x i1> %2270 to <8 x i32>
  %2272 = getelementptr <4 x i64>, ptr %2245, i64 %2250
  store <8 x i32> %2271, ptr %2272, align 32
  %2273 = add nuw nsw i64 %2250, 1
  %2274 = icmp eq i64 %2273, %11
  br i1 %2274, label %2246, label %2249

2275:                                             ; preds = %2246, %2233, %2227
  %2276 = phi ptr [ null, %2227 ], [ %39, %2233 ], [ %39, %2246 ]
  %2277 = icmp slt i64 %1035, %4
  br i1 %2277, label %2278, label %2606

2278:                                             ; preds = %2275
  %2279 = mul i64 %7, %6
  %2280 = icmp eq i64 %21, 0
  %2281 = icmp eq i64 %22, 0
  %2282 = add i64 %9, -25
  %2283 = icmp ult i64 %2282, 8
  %2284 = icmp slt i64 %9, 17
  %2285 = select i1 %2284, i32 4, i32 1
  %2286 = select i1 %2283, i32 2, i32 %2285
  %2287 = zext nneg i32 %2286 to i64
  %2288 = icmp sgt i64 %9, 0
  %2289 = icmp sgt i64 %10, 0
  %2290 = icmp sgt i64 %11, 0
  %2291 = icmp eq ptr %2276, null
  %2292 = bitcast <8 x float> %49 to <8 x i32>
  %2293 = bitcast <8 x float> %52 to <8 x i32>
  %2294 = icmp sgt i64 %9, 7
  %2295 = trunc i64 %9 to i32
  %2296 = select i1 %2294, i32 8, i32 %2295
  %2297 = insertelement <8 x i32> poison, i32 %2296, i64 0
  %2298 = shufflevector <8 x i32> %2297, <8 x i32> poison, <8 x i32> zeroinitializer
  %2299 = icmp sgt <8 x i32> %2298, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2300 = and i64 %26, 3
  %2301 = lshr i64 %26, 2
  %2302 = and i64 %2301, 3
  %2303 = lshr i64 %26, 4
  %2304 = and i64 %2303, 3
  %2305 = getelementptr inbounds nuw i8, ptr %34, i64 32
  %2306 = lshr i64 %26, 2
  %2307 = and i64 %2306, 3
  %2308 = lshr i64 %26, 4
  %2309 = and i64 %2308, 3
  %2310 = getelementptr inbounds nuw i8, ptr %34, i64 64
  %2311 = lshr i64 %26, 2
  %2312 = and i64 %2311, 3
  %2313 = lshr i64 %26, 4
  %2314 = and i64 %2313, 3
  %2315 = getelementptr inbounds nuw i8, ptr %34, i64 96
  %2316 = lshr i64 %26, 2
  %2317 = and i64 %2316, 3
  %2318 = lshr i64 %26, 4
  %2319 = and i64 %2318, 3
  %2320 = getelementptr inbounds nuw i8, ptr %34, i64 128
  %2321 = lshr i64 %26, 2
  %2322 = and i64 %2321, 3
  %2323 = lshr i64 %26, 4
  %2324 = and i64 %2323, 3
  %2325 = getelementptr inbounds nuw i8, ptr %34, i64 160
  %2326 = lshr i64 %26, 2
  %2327 = and i64 %2326, 3
  %2328 = lshr i64 %26, 4
  %2329 = and i64 %2328, 3
  %2330 = getelementptr inbounds nuw i8, ptr %34, i64 192
  %2331 = lshr i64 %26, 2
  %2332 = and i64 %2331, 3
  %2333 = lshr i64 %26, 4
  %2334 = and i64 %2333, 3
  %2335 = getelementptr inbounds nuw i8, ptr %34, i64 224
  %2336 = lshr i64 %26, 2
  %2337 = and i64 %2336, 3
  %2338 = lshr i64 %26, 4
  %2339 = and i64 %2338, 3
  %2340 = and i64 %26, 3
  %2341 = lshr i64 %26, 2
  %2342 = and i64 %2341, 3
  %2343 = lshr i64 %26, 4
  %2344 = and i64 %2343, 3
  %2345 = getelementptr inbounds nuw i8, ptr %33, i64 32
  %2346 = lshr i64 %26, 2
  %2347 = and i64 %2346, 3
  %2348 = lshr i64 %26, 4
  %2349 = and i64 %2348, 3
  %2350 = getelementptr inbounds nuw i8, ptr %33, i64 64
  %2351 = lshr i64 %26, 2
  %2352 = and i64 %2351, 3
  %2353 = lshr i64 %26, 4
  %2354 = and i64 %2353, 3
  %2355 = getelementptr inbounds nuw i8, ptr %33, i64 96
  %2356 = lshr i64 %26, 2
  %2357 = and i64 %2356, 3
  %2358 = lshr i64 %26, 4
  %2359 = and i64 %2358, 3
  %2360 = getelementptr inbounds nuw i8, ptr %33, i64 128
  %2361 = lshr i64 %26, 2
  %2362 = and i64 %2361, 3
  %2363 = lshr i64 %26, 4
  %2364 = and i64 %2363, 3
  %2365 = getelementptr inbounds nuw i8, ptr %33, i64 160
  %2366 = lshr i64 %26, 2
  %2367 = and i64 %2366, 3
  %2368 = lshr i64 %26, 4
  %2369 = and i64 %2368, 3
  %2370 = getelementptr inbounds nuw i8, ptr %33, i64 192
  %2371 = lshr i64 %26, 2
  %2372 = and i64 %2371, 3
  %2373 = lshr i64 %26, 4
  %2374 = and i64 %2373, 3
  %2375 = and i64 %26, 3
  %2376 = lshr i64 %26, 2
  %2377 = and i64 %2376, 3
  %2378 = lshr i64 %26, 4
  %2379 = and i64 %2378, 3
  %2380 = getelementptr inbounds nuw i8, ptr %32, i64 32
  %2381 = lshr i64 %26, 2
  %2382 = and i64 %2381, 3
  %2383 = lshr i64 %26, 4
  %2384 = and i64 %2383, 3
  %2385 = getelementptr inbounds nuw i8, ptr %32, i64 64
  %2386 = lshr i64 %26, 2
  %2387 = and i64 %2386, 3
  %2388 = lshr i64 %26, 4
  %2389 = and i64 %2388, 3
  %2390 = getelementptr inbounds nuw i8, ptr %32, i64 96
  %2391 = lshr i64 %26, 2
  %2392 = and i64 %2391, 3
  %2393 = lshr i64 %26, 4
  %2394 = and i64 %2393, 3
  %2395 = getelementptr inbounds nuw i8, ptr %32, i64 128
  %2396 = lshr i64 %26, 2
  %2397 = and i64 %2396, 3
  %2398 = lshr i64 %26, 4
  %2399 = and i64 %2398, 3
  %2400 = getelementptr inbounds nuw i8, ptr %32, i64 160
  %2401 = lshr i64 %26, 2
  %2402 = and i64 %2401, 3
  %2403 = lshr i64 %26, 4
  %2404 = and i64 %2403, 3
  %2405 = and i64 %26, 3
  %2406 = lshr i64 %26, 2
  %2407 = and i64 %2406, 3
  %2408 = lshr i64 %26, 4
  %2409 = and i64 %2408, 3
  %2410 = getelementptr inbounds nuw i8, ptr %31, i64 32
  %2411 = lshr i64 %26, 2
  %2412 = and i64 %2411, 3
  %2413 = lshr i64 %26, 4
  %2414 = and i64 %2413, 3
  %2415 = getelementptr inbounds nuw i8, ptr %31, i64 64
  %2416 = lshr i64 %26, 2
  %2417 = and i64 %2416, 3
  %2418 = lshr i64 %26, 4
  %2419 = and i64 %2418, 3
  %2420 = getelementptr inbounds nuw i8, ptr %31, i64 96
  %2421 = lshr i64 %26, 2
  %2422 = and i64 %2421, 3
  %2423 = lshr i64 %26, 4
  %2424 = and i64 %2423, 3
  %2425 = getelementptr inbounds nuw i8, ptr %31, i64 128
  %2426 = lshr i64 %26, 2
  %2427 = and i64 %2426, 3
  %2428 = lshr i64 %26, 4
  %2429 = and i64 %2428, 3
  %2430 = and i64 %26, 3
  %2431 = lshr i64 %26, 2
  %2432 = and i64 %2431, 3
  %2433 = lshr i64 %26, 4
  %2434 = and i64 %2433, 3
  %2435 = getelementptr inbounds nuw i8, ptr %30, i64 32
  %2436 = lshr i64 %26, 2
  %2437 = and i64 %2436, 3
  %2438 = lshr i64 %26, 4
  %2439 = and i64 %2438, 3
  %2440 = getelementptr inbounds nuw i8, ptr %30, i64 64
  %2441 = lshr i64 %26, 2
  %2442 = and i64 %2441, 3
  %2443 = lshr i64 %26, 4
  %2444 = and i64 %2443, 3
  %2445 = getelementptr inbounds nuw i8, ptr %30, i64 96
  %2446 = lshr i64 %26, 2
  %2447 = and i64 %2446, 3
  %2448 = lshr i64 %26, 4
  %2449 = and i64 %2448, 3
  %2450 = and i64 %26, 3
  %2451 = lshr i64 %26, 2
  %2452 = and i64 %2451, 3
  %2453 = lshr i64 %26, 4
  %2454 = and i64 %2453, 3
  %2455 = lshr i64 %26, 2
  %2456 = and i64 %2455, 3
  %2457 = lshr i64 %26, 4
  %2458 = and i64 %2457, 3
  %2459 = lshr i64 %26, 2
  %2460 = and i64 %2459, 3
  %2461 = lshr i64 %26, 4
  %2462 = and i64 %2461, 3
  %2463 = and i64 %26, 3
  %2464 = lshr i64 %26, 2
  %2465 = and i64 %2464, 3
  %2466 = lshr i64 %26, 4
  %2467 = and i64 %2466, 3
  %2468 = lshr i64 %26, 2
  %2469 = and i64 %2468, 3
  %2470 = lshr i64 %26, 4
  %2471 = and i64 %2470, 3
  %2472 = and i64 %26, 3
  %2473 = lshr i64 %26, 2
  %2474 = and i64 %2473, 3
  %2475 = lshr i64 %26, 4
  %2476 = and i64 %2475, 3
  %2477 = getelementptr inbounds nuw i8, ptr %29, i64 256
  %2478 = and i64 %26, 3
  %2479 = lshr i64 %26, 2
  %2480 = and i64 %2479, 3
  %2481 = lshr i64 %26, 4
  %2482 = and i64 %2481, 3
  %2483 = icmp sgt i64 %9, 15
  %2484 = trunc i64 %9 to i32
  %2485 = add i32 %2484, -8
  %2486 = select i1 %2483, i32 8, i32 %2485
  %2487 = insertelement <8 x i32> poison, i32 %2486, i64 0
  %2488 = shufflevector <8 x i32> %2487, <8 x i32> poison, <8 x i32> zeroinitializer
  %2489 = icmp sgt <8 x i32> %2488, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2490 = getelementptr inbounds nuw i8, ptr %29, i64 32
  %2491 = lshr i64 %26, 2
  %2492 = and i64 %2491, 3
  %2493 = lshr i64 %26, 4
  %2494 = and i64 %2493, 3
  %2495 = icmp sgt i64 %9, 23
  %2496 = trunc i64 %9 to i32
  %2497 = add i32 %2496, -16
  %2498 = select i1 %2495, i32 8, i32 %2497
  %2499 = insertelement <8 x i32> poison, i32 %2498, i64 0
  %2500 = shufflevector <8 x i32> %2499, <8 x i32> poison, <8 x i32> zeroinitializer
  %2501 = icmp sgt <8 x i32> %2500, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2502 = getelementptr inbounds nuw i8, ptr %29, i64 64
  %2503 = lshr i64 %26, 2
  %2504 = and i64 %2503, 3
  %2505 = lshr i64 %26, 4
  %2506 = and i64 %2505, 3
  %2507 = icmp sgt i64 %9, 31
  %2508 = trunc i64 %9 to i32
  %2509 = add i32 %2508, -24
  %2510 = select i1 %2507, i32 8, i32 %2509
  %2511 = insertelement <8 x i32> poison, i32 %2510, i64 0
  %2512 = shufflevector <8 x i32> %2511, <8 x i32> poison, <8 x i32> zeroinitializer
  %2513 = icmp sgt <8 x i32> %2512, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2514 = getelementptr inbounds nuw i8, ptr %29, i64 96
  %2515 = lshr i64 %26, 2
  %2516 = and i64 %2515, 3
  %2517 = lshr i64 %26, 4
  %2518 = and i64 %2517, 3
  %2519 = lshr i64 %26, 2
  %2520 = and i64 %2519, 3
  %2521 = lshr i64 %26, 4
  %2522 = and i64 %2521, 3
  %2523 = add nsw i64 %9, 8
  %2524 = getelementptr inbounds nuw i8, ptr %29, i64 288
  %2525 = lshr i64 %26, 2
  %2526 = and i64 %2525, 3
  %2527 = lshr i64 %26, 4
  %2528 = and i64 %2527, 3
  %2529 = add nsw i64 %9, 16
  %2530 = getelementptr inbounds nuw i8, ptr %29, i64 320
  %2531 = lshr i64 %26, 2
  %2532 = and i64 %2531, 3
  %2533 = lshr i64 %26, 4
  %2534 = and i64 %2533, 3
  %2535 = add nsw i64 %9, 24
  %2536 = getelementptr inbounds nuw i8, ptr %29, i64 352
  %2537 = lshr i64 %26, 2
  %2538 = and i64 %2537, 3
  %2539 = lshr i64 %26, 4
  %2540 = and i64 %2539, 3
  %2541 = add nsw i64 %9, -8
  %2542 = and i64 %26, 3
  %2543 = lshr i64 %26, 2
  %2544 = and i64 %2543, 3
  %2545 = lshr i64 %26, 4
  %2546 = and i64 %2545, 3
  %2547 = icmp sgt i64 %9, 15
  %2548 = trunc i64 %9 to i32
  %2549 = add i32 %2548, -8
  %2550 = select i1 %2547, i32 8, i32 %2549
  %2551 = insertelement <8 x i32> poison, i32 %2550, i64 0
  %2552 = shufflevector <8 x i32> %2551, <8 x i32> poison, <8 x i32> zeroinitializer
  %2553 = icmp sgt <8 x i32> %2552, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2554 = lshr i64 %26, 2
  %2555 = and i64 %2554, 3
  %2556 = lshr i64 %26, 4
  %2557 = and i64 %2556, 3
  %2558 = lshr i64 %26, 2
  %2559 = and i64 %2558, 3
  %2560 = lshr i64 %26, 4
  %2561 = and i64 %2560, 3
  %2562 = add nsw i64 %9, 8
  %2563 = lshr i64 %26, 2
  %2564 = and i64 %2563, 3
  %2565 = lshr i64 %26, 4
  %2566 = and i64 %2565, 3
  %2567 = shl nsw i64 %9, 1
  %2568 = lshr i64 %26, 2
  %2569 = and i64 %2568, 3
  %2570 = lshr i64 %26, 4
  %2571 = and i64 %2570, 3
  %2572 = add nsw i64 %2567, 8
  %2573 = lshr i64 %26, 2
  %2574 = and i64 %2573, 3
  %2575 = lshr i64 %26, 4
  %2576 = and i64 %2575, 3
  %2577 = mul nsw i64 %9, 3
  %2578 = lshr i64 %26, 2
  %2579 = and i64 %2578, 3
  %2580 = lshr i64 %26, 4
  %2581 = and i64 %2580, 3
  %2582 = add nsw i64 %2577, 8
  %2583 = lshr i64 %26, 2
  %2584 = and i64 %2583, 3
  %2585 = lshr i64 %26, 4
  %2586 = and i64 %2585, 3
  %2587 = and i64 %26, 3
  %2588 = lshr i64 %26, 2
  %2589 = and i64 %2588, 3
  %2590 = lshr i64 %26, 4
  %2591 = and i64 %2590, 3
  %2592 = lshr i64 %26, 2
  %2593 = and i64 %2592, 3
  %2594 = lshr i64 %26, 4
  %2595 = and i64 %2594, 3
  %2596 = shl nsw i64 %9, 1
  %2597 = lshr i64 %26, 2
  %2598 = and i64 %2597, 3
  %2599 = lshr i64 %26, 4
  %2600 = and i64 %2599, 3
  %2601 = mul nsw i64 %9, 3
  %2602 = lshr i64 %26, 2
  %2603 = and i64 %2602, 3
  %2604 = lshr i64 %26, 4
  %2605 = and i64 %2604, 3
  br label %2607

2606:                                             ; preds = %7880, %2275
  call void @llvm.lifetime.end.p0(ptr nonnull %39)
  br label %7885

2607:                                             ; preds = %2278, %7880
  %2608 = phi i64 [ %56, %2278 ], [ %7883, %7880 ]
  %2609 = phi i64 [ %1034, %2278 ], [ %7882, %7880 ]
  %2610 = phi i64 [ %1033, %2278 ], [ %7881, %7880 ]
  %2611 = phi i64 [ %1035, %2278 ], [ %7871, %7880 ]
  %2612 = mul nsw i64 %2610, %19
  %2613 = getelementptr inbounds float, ptr %40, i64 %2612
  %2614 = mul i64 %2279, %2609
  %2615 = getelementptr inbounds float, ptr %2613, i64 %2614
  %2616 = mul nsw i64 %2609, %60
  %2617 = getelementptr inbounds float, ptr %41, i64 %2616
  %2618 = getelementptr inbounds float, ptr %42, i64 %2609
  %2619 = select i1 %2280, ptr null, ptr %2618
  %2620 = mul nsw i64 %2610, %20
  %2621 = getelementptr inbounds float, ptr %44, i64 %2620
  %2622 = mul nsw i64 %2609, %61
  %2623 = getelementptr inbounds float, ptr %2621, i64 %2622
  %2624 = mul nsw i64 %2608, %9
  %2625 = getelementptr inbounds float, ptr %2623, i64 %2624
  %2626 = mul nsw i64 %2610, %23
  %2627 = getelementptr inbounds float, ptr %43, i64 %2626
  %2628 = getelementptr inbounds float, ptr %2627, i64 %2622
  %2629 = getelementptr inbounds float, ptr %2628, i64 %2624
  %2630 = select i1 %2281, ptr null, ptr %2629
  %2631 = sub nsw i64 %8, %2608
  %2632 = sub nsw i64 %4, %2611
  %2633 = call i64 @llvm.smin.i64(i64 %2631, i64 %2632)
  %2634 = icmp slt i64 %2633, %2287
  %2635 = select i1 %2634, i32 1, i32 %2286
  %2636 = icmp samesign ugt i32 %2635, 1
  br i1 %2636, label %2649, label %2637

2637:                                             ; preds = %2607
  br i1 %2288, label %2638, label %7869

2638:                                             ; preds = %2637
  %2639 = icmp eq ptr %2619, null
  %2640 = icmp eq ptr %2630, null
  %2641 = mul nsw i64 %2608, %12
  %2642 = mul nsw i64 %2608, %12
  %2643 = mul nsw i64 %2608, %12
  %2644 = mul nsw i64 %2608, %12
  %2645 = mul nsw i64 %2608, %12
  %2646 = mul nsw i64 %2608, %12
  %2647 = mul nsw i64 %2608, %12
  %2648 = mul nsw i64 %2608, %12
  br label %4389

2649:                                             ; preds = %2607
  switch i64 %2229, label %7869 [
    i64 1, label %2650
    i64 2, label %3036
    i64 4, label %3754
  ]

2650:                                             ; preds = %2649
  br i1 %2289, label %2651, label %2659

2651:                                             ; preds = %2650
  %2652 = mul nsw i64 %2608, %12
  %2653 = add nsw i64 %2608, 1
  %2654 = mul nsw i64 %2653, %12
  %2655 = add nsw i64 %2608, 2
  %2656 = mul nsw i64 %2655, %12
  %2657 = add nsw i64 %2608, 3
  %2658 = mul nsw i64 %2657, %12
  br label %2666

2659:                                             ; preds = %2705, %2650
  %2660 = phi <8 x float> [ zeroinitializer, %2650 ], [ %2706, %2705 ]
  %2661 = phi <8 x float> [ zeroinitializer, %2650 ], [ %2707, %2705 ]
  %2662 = phi <8 x float> [ zeroinitializer, %2650 ], [ %2708, %2705 ]
  %2663 = phi <8 x float> [ zeroinitializer, %2650 ], [ %2709, %2705 ]
  %2664 = icmp eq ptr %2619, null
  %2665 = icmp eq ptr %2630, null
  br i1 %2664, label %2776, label %2771

2666:                                             ; preds = %2651, %2705
  %2667 = phi <8 x float> [ zeroinitializer, %2651 ], [ %2706, %2705 ]
  %2668 = phi <8 x float> [ zeroinitializer, %2651 ], [ %2707, %2705 ]
  %2669 = phi <8 x float> [ zeroinitializer, %2651 ], [ %2708, %2705 ]
  %2670 = phi <8 x float> [ zeroinitializer, %2651 ], [ %2709, %2705 ]
  %2671 = phi i64 [ 0, %2651 ], [ %2710, %2705 ]
  %2672 = mul nsw i64 %2671, %14
  %2673 = sub i64 %2672, %16
  %2674 = add i64 %2673, %2652
  %2675 = icmp slt i64 %2674, 0
  %2676 = icmp sge i64 %2674, %6
  %2677 = or i1 %2675, %2676
  %2678 = select i1 %2677, i64 0, i64 %2674
  %2679 = mul nsw i64 %2678, %7
  %2680 = getelementptr inbounds float, ptr %2615, i64 %2679
  %2681 = add i64 %2673, %2654
  %2682 = icmp slt i64 %2681, 0
  %2683 = icmp sge i64 %2681, %6
  %2684 = or i1 %2682, %2683
  %2685 = select i1 %2684, i64 0, i64 %2681
  %2686 = mul nsw i64 %2685, %7
  %2687 = getelementptr inbounds float, ptr %2615, i64 %2686
  %2688 = add i64 %2673, %2656
  %2689 = icmp slt i64 %2688, 0
  %2690 = icmp sge i64 %2688, %6
  %2691 = or i1 %2689, %2690
  %2692 = select i1 %2691, i64 0, i64 %2688
  %2693 = mul nsw i64 %2692, %7
  %2694 = getelementptr inbounds float, ptr %2615, i64 %2693
  %2695 = add i64 %2673, %2658
  %2696 = icmp slt i64 %2695, 0
  %2697 = icmp sge i64 %2695, %6
  %2698 = or i1 %2696, %2697
  %2699 = select i1 %2698, i64 0, i64 %2695
  %2700 = mul nsw i64 %2699, %7
  %2701 = getelementptr inbounds float, ptr %2615, i64 %2700
  br i1 %2290, label %2702, label %2705

2702:                                             ; preds = %2666
  %2703 = mul nuw nsw i64 %2671, %11
  %2704 = getelementptr inbounds nuw float, ptr %2617, i64 %2703
  br label %2712

2705:                                             ; preds = %2747, %2666
  %2706 = phi <8 x float> [ %2667, %2666 ], [ %2753, %2747 ]
  %2707 = phi <8 x float> [ %2668, %2666 ], [ %2758, %2747 ]
  %2708 = phi <8 x float> [ %2669, %2666 ], [ %2763, %2747 ]
  %2709 = phi <8 x float> [ %2670, %2666 ], [ %2768, %2747 ]
  %2710 = add nuw nsw i64 %2671, 1
  %2711 = icmp eq i64 %2710, %10
  br i1 %2711, label %2659, label %2666

2712:                                             ; preds = %2702, %2747
  %2713 = phi <8 x float> [ %2667, %2702 ], [ %2753, %2747 ]
  %2714 = phi <8 x float> [ %2668, %2702 ], [ %2758, %2747 ]
  %2715 = phi <8 x float> [ %2669, %2702 ], [ %2763, %2747 ]
  %2716 = phi <8 x float> [ %2670, %2702 ], [ %2768, %2747 ]
  %2717 = phi i64 [ 0, %2702 ], [ %2769, %2747 ]
  %2718 = getelementptr inbounds nuw float, ptr %2704, i64 %2717
  %2719 = load float, ptr %2718, align 1
  %2720 = insertelement <8 x float> poison, float %2719, i64 0
  %2721 = shufflevector <8 x float> %2720, <8 x float> poison, <8 x i32> zeroinitializer
  %2722 = mul nsw i64 %2717, %15
  %2723 = sub nsw i64 %2722, %17
  %2724 = icmp slt i64 %2723, 0
  %2725 = sub nsw i64 0, %2723
  %2726 = select i1 %2724, i64 %2725, i64 0
  %2727 = sub nsw i64 %7, %2723
  %2728 = call i64 @llvm.smin.i64(i64 %2727, i64 %9)
  %2729 = call i64 @llvm.smin.i64(i64 %2728, i64 8)
  %2730 = icmp sgt i64 %2729, %2726
  %2731 = trunc i64 %2726 to i32
  %2732 = select i1 %2730, i32 %2731, i32 0
  %2733 = insertelement <8 x i32> poison, i32 %2732, i64 0
  %2734 = shufflevector <8 x i32> %2733, <8 x i32> poison, <8 x i32> zeroinitializer
  %2735 = icmp slt <8 x i32> %2734, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %2736 = trunc i64 %2729 to i32
  %2737 = select i1 %2730, i32 %2736, i32 0
  %2738 = insertelement <8 x i32> poison, i32 %2737, i64 0
  %2739 = shufflevector <8 x i32> %2738, <8 x i32> poison, <8 x i32> zeroinitializer
  %2740 = icmp sgt <8 x i32> %2739, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2741 = and <8 x i1> %2740, %2735
  %2742 = sext <8 x i1> %2741 to <8 x i32>
  %2743 = bitcast <8 x i32> %2742 to <4 x i64>
  br i1 %2291, label %2747, label %2744

2744:                                             ; preds = %2712
  %2745 = getelementptr <4 x i64>, ptr %2276, i64 %2717
  %2746 = load <4 x i64>, ptr %2745, align 32
  br label %2747

2747:                                             ; preds = %2712, %2744
  %2748 = phi <4 x i64> [ %2746, %2744 ], [ %2743, %2712 ]
  %2749 = getelementptr inbounds float, ptr %2680, i64 %2723
  %2750 = select i1 %2677, <4 x i64> zeroinitializer, <4 x i64> %2748
  %2751 = bitcast <4 x i64> %2750 to <8 x i32>
  %2752 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %2749, <8 x i32> %2751)
  %2753 = call <8 x float> @llvm.fma.v8f32(<8 x float> %2752, <8 x float> %2721, <8 x float> %2713)
  %2754 = getelementptr inbounds float, ptr %2687, i64 %2723
  %2755 = select i1 %2684, <4 x i64> zeroinitializer, <4 x i64> %2748
  %2756 = bitcast <4 x i64> %2755 to <8 x i32>
  %2757 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %2754, <8 x i32> %2756)
  %2758 = call <8 x float> @llvm.fma.v8f32(<8 x float> %2757, <8 x float> %2721, <8 x float> %2714)
  %2759 = getelementptr inbounds float, ptr %2694, i64 %2723
  %2760 = select i1 %2691, <4 x i64> zeroinitializer, <4 x i64> %2748
  %2761 = bitcast <4 x i64> %2760 to <8 x i32>
  %2762 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %2759, <8 x i32> %2761)
  %2763 = call <8 x float> @llvm.fma.v8f32(<8 x float> %2762, <8 x float> %2721, <8 x float> %2715)
  %2764 = getelementptr inbounds float, ptr %2701, i64 %2723
  %2765 = select i1 %2698, <4 x i64> zeroinitializer, <4 x i64> %2748
  %2766 = bitcast <4 x i64> %2765 to <8 x i32>
  %2767 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %2764, <8 x i32> %2766)
  %2768 = call <8 x float> @llvm.fma.v8f32(<8 x float> %2767, <8 x float> %2721, <8 x float> %2716)
  %2769 = add nuw nsw i64 %2717, 1
  %2770 = icmp eq i64 %2769, %11
  br i1 %2770, label %2705, label %2712

2771:                                             ; preds = %2659
  %2772 = load float, ptr %2618, align 1
  %2773 = insertelement <8 x float> poison, float %2772, i64 0
  %2774 = shufflevector <8 x float> %2773, <8 x float> poison, <8 x i32> zeroinitializer
  %2775 = fadd <8 x float> %2660, %2774
  br label %2776

2776:                                             ; preds = %2771, %2659
  %2777 = phi <8 x float> [ %2775, %2771 ], [ %2660, %2659 ]
  switch i64 %2587, label %506 [
    i64 1, label %2778
    i64 2, label %2781
    i64 3, label %2788
    i64 0, label %2833
  ]

2778:                                             ; preds = %2776
  %2779 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2630, <8 x i1> %2299, <8 x float> zeroinitializer)
  %2780 = fadd <8 x float> %2777, %2779
  br label %2795

2781:                                             ; preds = %2776
  %2782 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2777)
  %2783 = bitcast <8 x float> %2777 to <8 x i32>
  %2784 = or <8 x i32> %2783, %2293
  %2785 = bitcast <8 x i32> %2784 to <8 x float>
  %2786 = fcmp oeq <8 x float> %2777, %52
  %2787 = select <8 x i1> %2786, <8 x float> %2785, <8 x float> %2782
  br label %2795

2788:                                             ; preds = %2776
  %2789 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2777)
  %2790 = bitcast <8 x float> %2777 to <8 x i32>
  %2791 = and <8 x i32> %2790, %2292
  %2792 = bitcast <8 x i32> %2791 to <8 x float>
  %2793 = fcmp oeq <8 x float> %2777, %49
  %2794 = select <8 x i1> %2793, <8 x float> %2792, <8 x float> %2789
  br label %2795

2795:                                             ; preds = %2788, %2781, %2778
  %2796 = phi <8 x float> [ %2780, %2778 ], [ %2787, %2781 ], [ %2794, %2788 ]
  switch i64 %2589, label %506 [
    i64 1, label %2811
    i64 2, label %2804
    i64 3, label %2797
    i64 0, label %2833
  ]

2797:                                             ; preds = %2795
  %2798 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2796)
  %2799 = bitcast <8 x float> %2796 to <8 x i32>
  %2800 = and <8 x i32> %2799, %2292
  %2801 = bitcast <8 x i32> %2800 to <8 x float>
  %2802 = fcmp oeq <8 x float> %2796, %49
  %2803 = select <8 x i1> %2802, <8 x float> %2801, <8 x float> %2798
  br label %2814

2804:                                             ; preds = %2795
  %2805 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2796)
  %2806 = bitcast <8 x float> %2796 to <8 x i32>
  %2807 = or <8 x i32> %2806, %2293
  %2808 = bitcast <8 x i32> %2807 to <8 x float>
  %2809 = fcmp oeq <8 x float> %2796, %52
  %2810 = select <8 x i1> %2809, <8 x float> %2808, <8 x float> %2805
  br label %2814

2811:                                             ; preds = %2795
  %2812 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2630, <8 x i1> %2299, <8 x float> zeroinitializer)
  %2813 = fadd <8 x float> %2796, %2812
  br label %2814

2814:                                             ; preds = %2811, %2804, %2797
  %2815 = phi <8 x float> [ %2813, %2811 ], [ %2810, %2804 ], [ %2803, %2797 ]
  switch i64 %2591, label %506 [
    i64 1, label %2830
    i64 2, label %2823
    i64 3, label %2816
    i64 0, label %2833
  ]

2816:                                             ; preds = %2814
  %2817 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2815)
  %2818 = bitcast <8 x float> %2815 to <8 x i32>
  %2819 = and <8 x i32> %2818, %2292
  %2820 = bitcast <8 x i32> %2819 to <8 x float>
  %2821 = fcmp oeq <8 x float> %2815, %49
  %2822 = select <8 x i1> %2821, <8 x float> %2820, <8 x float> %2817
  br label %2833

2823:                                             ; preds = %2814
  %2824 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2815)
  %2825 = bitcast <8 x float> %2815 to <8 x i32>
  %2826 = or <8 x i32> %2825, %2293
  %2827 = bitcast <8 x i32> %2826 to <8 x float>
  %2828 = fcmp oeq <8 x float> %2815, %52
  %2829 = select <8 x i1> %2828, <8 x float> %2827, <8 x float> %2824
  br label %2833

2830:                                             ; preds = %2814
  %2831 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2630, <8 x i1> %2299, <8 x float> zeroinitializer)
  %2832 = fadd <8 x float> %2815, %2831
  br label %2833

2833:                                             ; preds = %2816, %2823, %2830, %2814, %2795, %2776
  %2834 = phi <8 x float> [ %2815, %2814 ], [ %2777, %2776 ], [ %2796, %2795 ], [ %2832, %2830 ], [ %2829, %2823 ], [ %2822, %2816 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %2834, ptr align 1 %2625, <8 x i1> %2299)
  %2835 = getelementptr inbounds float, ptr %2625, i64 %9
  %2836 = getelementptr inbounds float, ptr %2630, i64 %9
  %2837 = select i1 %2665, ptr null, ptr %2836
  br i1 %2664, label %2843, label %2838

2838:                                             ; preds = %2833
  %2839 = load float, ptr %2618, align 1
  %2840 = insertelement <8 x float> poison, float %2839, i64 0
  %2841 = shufflevector <8 x float> %2840, <8 x float> poison, <8 x i32> zeroinitializer
  %2842 = fadd <8 x float> %2661, %2841
  br label %2843

2843:                                             ; preds = %2838, %2833
  %2844 = phi <8 x float> [ %2842, %2838 ], [ %2661, %2833 ]
  switch i64 %2587, label %506 [
    i64 1, label %2859
    i64 2, label %2852
    i64 3, label %2845
    i64 0, label %2900
  ]

2845:                                             ; preds = %2843
  %2846 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2844)
  %2847 = bitcast <8 x float> %2844 to <8 x i32>
  %2848 = and <8 x i32> %2847, %2292
  %2849 = bitcast <8 x i32> %2848 to <8 x float>
  %2850 = fcmp oeq <8 x float> %2844, %49
  %2851 = select <8 x i1> %2850, <8 x float> %2849, <8 x float> %2846
  br label %2862

2852:                                             ; preds = %2843
  %2853 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2844)
  %2854 = bitcast <8 x float> %2844 to <8 x i32>
  %2855 = or <8 x i32> %2854, %2293
  %2856 = bitcast <8 x i32> %2855 to <8 x float>
  %2857 = fcmp oeq <8 x float> %2844, %52
  %2858 = select <8 x i1> %2857, <8 x float> %2856, <8 x float> %2853
  br label %2862

2859:                                             ; preds = %2843
  %2860 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2837, <8 x i1> %2299, <8 x float> zeroinitializer)
  %2861 = fadd <8 x float> %2844, %2860
  br label %2862

2862:                                             ; preds = %2859, %2852, %2845
  %2863 = phi <8 x float> [ %2861, %2859 ], [ %2858, %2852 ], [ %2851, %2845 ]
  switch i64 %2593, label %506 [
    i64 1, label %2878
    i64 2, label %2871
    i64 3, label %2864
    i64 0, label %2900
  ]

2864:                                             ; preds = %2862
  %2865 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2863)
  %2866 = bitcast <8 x float> %2863 to <8 x i32>
  %2867 = and <8 x i32> %2866, %2292
  %2868 = bitcast <8 x i32> %2867 to <8 x float>
  %2869 = fcmp oeq <8 x float> %2863, %49
  %2870 = select <8 x i1> %2869, <8 x float> %2868, <8 x float> %2865
  br label %2881

2871:                                             ; preds = %2862
  %2872 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2863)
  %2873 = bitcast <8 x float> %2863 to <8 x i32>
  %2874 = or <8 x i32> %2873, %2293
  %2875 = bitcast <8 x i32> %2874 to <8 x float>
  %2876 = fcmp oeq <8 x float> %2863, %52
  %2877 = select <8 x i1> %2876, <8 x float> %2875, <8 x float> %2872
  br label %2881

2878:                                             ; preds = %2862
  %2879 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2837, <8 x i1> %2299, <8 x float> zeroinitializer)
  %2880 = fadd <8 x float> %2863, %2879
  br label %2881

2881:                                             ; preds = %2878, %2871, %2864
  %2882 = phi <8 x float> [ %2880, %2878 ], [ %2877, %2871 ], [ %2870, %2864 ]
  switch i64 %2595, label %506 [
    i64 1, label %2897
    i64 2, label %2890
    i64 3, label %2883
    i64 0, label %2900
  ]

2883:                                             ; preds = %2881
  %2884 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2882)
  %2885 = bitcast <8 x float> %2882 to <8 x i32>
  %2886 = and <8 x i32> %2885, %2292
  %2887 = bitcast <8 x i32> %2886 to <8 x float>
  %2888 = fcmp oeq <8 x float> %2882, %49
  %2889 = select <8 x i1> %2888, <8 x float> %2887, <8 x float> %2884
  br label %2900

2890:                                             ; preds = %2881
  %2891 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2882)
  %2892 = bitcast <8 x float> %2882 to <8 x i32>
  %2893 = or <8 x i32> %2892, %2293
  %2894 = bitcast <8 x i32> %2893 to <8 x float>
  %2895 = fcmp oeq <8 x float> %2882, %52
  %2896 = select <8 x i1> %2895, <8 x float> %2894, <8 x float> %2891
  br label %2900

2897:                                             ; preds = %2881
  %2898 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2837, <8 x i1> %2299, <8 x float> zeroinitializer)
  %2899 = fadd <8 x float> %2882, %2898
  br label %2900

2900:                                             ; preds = %2883, %2890, %2897, %2881, %2862, %2843
  %2901 = phi <8 x float> [ %2882, %2881 ], [ %2844, %2843 ], [ %2863, %2862 ], [ %2899, %2897 ], [ %2896, %2890 ], [ %2889, %2883 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %2901, ptr align 1 %2835, <8 x i1> %2299)
  %2902 = getelementptr inbounds float, ptr %2625, i64 %2596
  %2903 = getelementptr inbounds float, ptr %2630, i64 %2596
  %2904 = select i1 %2665, ptr null, ptr %2903
  br i1 %2664, label %2910, label %2905

2905:                                             ; preds = %2900
  %2906 = load float, ptr %2618, align 1
  %2907 = insertelement <8 x float> poison, float %2906, i64 0
  %2908 = shufflevector <8 x float> %2907, <8 x float> poison, <8 x i32> zeroinitializer
  %2909 = fadd <8 x float> %2662, %2908
  br label %2910

2910:                                             ; preds = %2905, %2900
  %2911 = phi <8 x float> [ %2909, %2905 ], [ %2662, %2900 ]
  switch i64 %2587, label %506 [
    i64 1, label %2926
    i64 2, label %2919
    i64 3, label %2912
    i64 0, label %2967
  ]

2912:                                             ; preds = %2910
  %2913 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2911)
  %2914 = bitcast <8 x float> %2911 to <8 x i32>
  %2915 = and <8 x i32> %2914, %2292
  %2916 = bitcast <8 x i32> %2915 to <8 x float>
  %2917 = fcmp oeq <8 x float> %2911, %49
  %2918 = select <8 x i1> %2917, <8 x float> %2916, <8 x float> %2913
  br label %2929

2919:                                             ; preds = %2910
  %2920 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2911)
  %2921 = bitcast <8 x float> %2911 to <8 x i32>
  %2922 = or <8 x i32> %2921, %2293
  %2923 = bitcast <8 x i32> %2922 to <8 x float>
  %2924 = fcmp oeq <8 x float> %2911, %52
  %2925 = select <8 x i1> %2924, <8 x float> %2923, <8 x float> %2920
  br label %2929

2926:                                             ; preds = %2910
  %2927 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2904, <8 x i1> %2299, <8 x float> zeroinitializer)
  %2928 = fadd <8 x float> %2911, %2927
  br label %2929

2929:                                             ; preds = %2926, %2919, %2912
  %2930 = phi <8 x float> [ %2928, %2926 ], [ %2925, %2919 ], [ %2918, %2912 ]
  switch i64 %2598, label %506 [
    i64 1, label %2945
    i64 2, label %2938
    i64 3, label %2931
    i64 0, label %2967
  ]

2931:                                             ; preds = %2929
  %2932 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2930)
  %2933 = bitcast <8 x float> %2930 to <8 x i32>
  %2934 = and <8 x i32> %2933, %2292
  %2935 = bitcast <8 x i32> %2934 to <8 x float>
  %2936 = fcmp oeq <8 x float> %2930, %49
  %2937 = select <8 x i1> %2936, <8 x float> %2935, <8 x float> %2932
  br label %2948

2938:                                             ; preds = %2929
  %2939 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2930)
  %2940 = bitcast <8 x float> %2930 to <8 x i32>
  %2941 = or <8 x i32> %2940, %2293
  %2942 = bitcast <8 x i32> %2941 to <8 x float>
  %2943 = fcmp oeq <8 x float> %2930, %52
  %2944 = select <8 x i1> %2943, <8 x float> %2942, <8 x float> %2939
  br label %2948

2945:                                             ; preds = %2929
  %2946 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2904, <8 x i1> %2299, <8 x float> zeroinitializer)
  %2947 = fadd <8 x float> %2930, %2946
  br label %2948

2948:                                             ; preds = %2945, %2938, %2931
  %2949 = phi <8 x float> [ %2947, %2945 ], [ %2944, %2938 ], [ %2937, %2931 ]
  switch i64 %2600, label %506 [
    i64 1, label %2964
    i64 2, label %2957
    i64 3, label %2950
    i64 0, label %2967
  ]

2950:                                             ; preds = %2948
  %2951 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2949)
  %2952 = bitcast <8 x float> %2949 to <8 x i32>
  %2953 = and <8 x i32> %2952, %2292
  %2954 = bitcast <8 x i32> %2953 to <8 x float>
  %2955 = fcmp oeq <8 x float> %2949, %49
  %2956 = select <8 x i1> %2955, <8 x float> %2954, <8 x float> %2951
  br label %2967

2957:                                             ; preds = %2948
  %2958 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2949)
  %2959 = bitcast <8 x float> %2949 to <8 x i32>
  %2960 = or <8 x i32> %2959, %2293
  %2961 = bitcast <8 x i32> %2960 to <8 x float>
  %2962 = fcmp oeq <8 x float> %2949, %52
  %2963 = select <8 x i1> %2962, <8 x float> %2961, <8 x float> %2958
  br label %2967

2964:                                             ; preds = %2948
  %2965 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2904, <8 x i1> %2299, <8 x float> zeroinitializer)
  %2966 = fadd <8 x float> %2949, %2965
  br label %2967

2967:                                             ; preds = %2950, %2957, %2964, %2948, %2929, %2910
  %2968 = phi <8 x float> [ %2949, %2948 ], [ %2911, %2910 ], [ %2930, %2929 ], [ %2966, %2964 ], [ %2963, %2957 ], [ %2956, %2950 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %2968, ptr align 1 %2902, <8 x i1> %2299)
  %2969 = getelementptr inbounds float, ptr %2625, i64 %2601
  %2970 = getelementptr inbounds float, ptr %2630, i64 %2601
  %2971 = select i1 %2665, ptr null, ptr %2970
  br i1 %2664, label %2977, label %2972

2972:                                             ; preds = %2967
  %2973 = load float, ptr %2618, align 1
  %2974 = insertelement <8 x float> poison, float %2973, i64 0
  %2975 = shufflevector <8 x float> %2974, <8 x float> poison, <8 x i32> zeroinitializer
  %2976 = fadd <8 x float> %2663, %2975
  br label %2977

2977:                                             ; preds = %2972, %2967
  %2978 = phi <8 x float> [ %2976, %2972 ], [ %2663, %2967 ]
  switch i64 %2587, label %506 [
    i64 1, label %2993
    i64 2, label %2986
    i64 3, label %2979
    i64 0, label %3034
  ]

2979:                                             ; preds = %2977
  %2980 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2978)
  %2981 = bitcast <8 x float> %2978 to <8 x i32>
  %2982 = and <8 x i32> %2981, %2292
  %2983 = bitcast <8 x i32> %2982 to <8 x float>
  %2984 = fcmp oeq <8 x float> %2978, %49
  %2985 = select <8 x i1> %2984, <8 x float> %2983, <8 x float> %2980
  br label %2996

2986:                                             ; preds = %2977
  %2987 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2978)
  %2988 = bitcast <8 x float> %2978 to <8 x i32>
  %2989 = or <8 x i32> %2988, %2293
  %2990 = bitcast <8 x i32> %2989 to <8 x float>
  %2991 = fcmp oeq <8 x float> %2978, %52
  %2992 = select <8 x i1> %2991, <8 x float> %2990, <8 x float> %2987
  br label %2996

2993:                                             ; preds = %2977
  %2994 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2971, <8 x i1> %2299, <8 x float> zeroinitializer)
  %2995 = fadd <8 x float> %2978, %2994
  br label %2996

2996:                                             ; preds = %2993, %2986, %2979
  %2997 = phi <8 x float> [ %2995, %2993 ], [ %2992, %2986 ], [ %2985, %2979 ]
  switch i64 %2603, label %506 [
    i64 1, label %3012
    i64 2, label %3005
    i64 3, label %2998
    i64 0, label %3034
  ]

2998:                                             ; preds = %2996
  %2999 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2997)
  %3000 = bitcast <8 x float> %2997 to <8 x i32>
  %3001 = and <8 x i32> %3000, %2292
  %3002 = bitcast <8 x i32> %3001 to <8 x float>
  %3003 = fcmp oeq <8 x float> %2997, %49
  %3004 = select <8 x i1> %3003, <8 x float> %3002, <8 x float> %2999
  br label %3015

3005:                                             ; preds = %2996
  %3006 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2997)
  %3007 = bitcast <8 x float> %2997 to <8 x i32>
  %3008 = or <8 x i32> %3007, %2293
  %3009 = bitcast <8 x i32> %3008 to <8 x float>
  %3010 = fcmp oeq <8 x float> %2997, %52
  %3011 = select <8 x i1> %3010, <8 x float> %3009, <8 x float> %3006
  br label %3015

3012:                                             ; preds = %2996
  %3013 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2971, <8 x i1> %2299, <8 x float> zeroinitializer)
  %3014 = fadd <8 x float> %2997, %3013
  br label %3015

3015:                                             ; preds = %3012, %3005, %2998
  %3016 = phi <8 x float> [ %3014, %3012 ], [ %3011, %3005 ], [ %3004, %2998 ]
  switch i64 %2605, label %506 [
    i64 1, label %3031
    i64 2, label %3024
    i64 3, label %3017
    i64 0, label %3034
  ]

3017:                                             ; preds = %3015
  %3018 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3016)
  %3019 = bitcast <8 x float> %3016 to <8 x i32>
  %3020 = and <8 x i32> %3019, %2292
  %3021 = bitcast <8 x i32> %3020 to <8 x float>
  %3022 = fcmp oeq <8 x float> %3016, %49
  %3023 = select <8 x i1> %3022, <8 x float> %3021, <8 x float> %3018
  br label %3034

3024:                                             ; preds = %3015
  %3025 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3016)
  %3026 = bitcast <8 x float> %3016 to <8 x i32>
  %3027 = or <8 x i32> %3026, %2293
  %3028 = bitcast <8 x i32> %3027 to <8 x float>
  %3029 = fcmp oeq <8 x float> %3016, %52
  %3030 = select <8 x i1> %3029, <8 x float> %3028, <8 x float> %3025
  br label %3034

3031:                                             ; preds = %3015
  %3032 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2971, <8 x i1> %2299, <8 x float> zeroinitializer)
  %3033 = fadd <8 x float> %3016, %3032
  br label %3034

3034:                                             ; preds = %3017, %3024, %3031, %3015, %2996, %2977
  %3035 = phi <8 x float> [ %3016, %3015 ], [ %2978, %2977 ], [ %2997, %2996 ], [ %3033, %3031 ], [ %3030, %3024 ], [ %3023, %3017 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %3035, ptr align 1 %2969, <8 x i1> %2299)
  br label %7869

3036:                                             ; preds = %2649
  br i1 %2289, label %3037, label %3045

3037:                                             ; preds = %3036
  %3038 = mul nsw i64 %2608, %12
  %3039 = add nsw i64 %2608, 1
  %3040 = mul nsw i64 %3039, %12
  %3041 = add nsw i64 %2608, 2
  %3042 = mul nsw i64 %3041, %12
  %3043 = add nsw i64 %2608, 3
  %3044 = mul nsw i64 %3043, %12
  br label %3056

3045:                                             ; preds = %3099, %3036
  %3046 = phi <8 x float> [ zeroinitializer, %3036 ], [ %3100, %3099 ]
  %3047 = phi <8 x float> [ zeroinitializer, %3036 ], [ %3101, %3099 ]
  %3048 = phi <8 x float> [ zeroinitializer, %3036 ], [ %3102, %3099 ]
  %3049 = phi <8 x float> [ zeroinitializer, %3036 ], [ %3103, %3099 ]
  %3050 = phi <8 x float> [ zeroinitializer, %3036 ], [ %3104, %3099 ]
  %3051 = phi <8 x float> [ zeroinitializer, %3036 ], [ %3105, %3099 ]
  %3052 = phi <8 x float> [ zeroinitializer, %3036 ], [ %3106, %3099 ]
  %3053 = phi <8 x float> [ zeroinitializer, %3036 ], [ %3107, %3099 ]
  %3054 = icmp eq ptr %2619, null
  %3055 = icmp eq ptr %2630, null
  br i1 %3054, label %3226, label %3221

3056:                                             ; preds = %3037, %3099
  %3057 = phi <8 x float> [ zeroinitializer, %3037 ], [ %3100, %3099 ]
  %3058 = phi <8 x float> [ zeroinitializer, %3037 ], [ %3101, %3099 ]
  %3059 = phi <8 x float> [ zeroinitializer, %3037 ], [ %3102, %3099 ]
  %3060 = phi <8 x float> [ zeroinitializer, %3037 ], [ %3103, %3099 ]
  %3061 = phi <8 x float> [ zeroinitializer, %3037 ], [ %3104, %3099 ]
  %3062 = phi <8 x float> [ zeroinitializer, %3037 ], [ %3105, %3099 ]
  %3063 = phi <8 x float> [ zeroinitializer, %3037 ], [ %3106, %3099 ]
  %3064 = phi <8 x float> [ zeroinitializer, %3037 ], [ %3107, %3099 ]
  %3065 = phi i64 [ 0, %3037 ], [ %3108, %3099 ]
  %3066 = mul nsw i64 %3065, %14
  %3067 = sub i64 %3066, %16
  %3068 = add i64 %3067, %3038
  %3069 = icmp slt i64 %3068, 0
  %3070 = icmp sge i64 %3068, %6
  %3071 = or i1 %3069, %3070
  %3072 = select i1 %3071, i64 0, i64 %3068
  %3073 = mul nsw i64 %3072, %7
  %3074 = getelementptr inbounds float, ptr %2615, i64 %3073
  %3075 = add i64 %3067, %3040
  %3076 = icmp slt i64 %3075, 0
  %3077 = icmp sge i64 %3075, %6
  %3078 = or i1 %3076, %3077
  %3079 = select i1 %3078, i64 0, i64 %3075
  %3080 = mul nsw i64 %3079, %7
  %3081 = getelementptr inbounds float, ptr %2615, i64 %3080
  %3082 = add i64 %3067, %3042
  %3083 = icmp slt i64 %3082, 0
  %3084 = icmp sge i64 %3082, %6
  %3085 = or i1 %3083, %3084
  %3086 = select i1 %3085, i64 0, i64 %3082
  %3087 = mul nsw i64 %3086, %7
  %3088 = getelementptr inbounds float, ptr %2615, i64 %3087
  %3089 = add i64 %3067, %3044
  %3090 = icmp slt i64 %3089, 0
  %3091 = icmp sge i64 %3089, %6
  %3092 = or i1 %3090, %3091
  %3093 = select i1 %3092, i64 0, i64 %3089
  %3094 = mul nsw i64 %3093, %7
  %3095 = getelementptr inbounds float, ptr %2615, i64 %3094
  br i1 %2290, label %3096, label %3099

3096:                                             ; preds = %3056
  %3097 = mul nuw nsw i64 %3065, %11
  %3098 = getelementptr inbounds nuw float, ptr %2617, i64 %3097
  br label %3110

3099:                                             ; preds = %3197, %3056
  %3100 = phi <8 x float> [ %3057, %3056 ], [ %3156, %3197 ]
  %3101 = phi <8 x float> [ %3058, %3056 ], [ %3203, %3197 ]
  %3102 = phi <8 x float> [ %3059, %3056 ], [ %3161, %3197 ]
  %3103 = phi <8 x float> [ %3060, %3056 ], [ %3208, %3197 ]
  %3104 = phi <8 x float> [ %3061, %3056 ], [ %3166, %3197 ]
  %3105 = phi <8 x float> [ %3062, %3056 ], [ %3213, %3197 ]
  %3106 = phi <8 x float> [ %3063, %3056 ], [ %3171, %3197 ]
  %3107 = phi <8 x float> [ %3064, %3056 ], [ %3218, %3197 ]
  %3108 = add nuw nsw i64 %3065, 1
  %3109 = icmp eq i64 %3108, %10
  br i1 %3109, label %3045, label %3056

3110:                                             ; preds = %3096, %3197
  %3111 = phi <8 x float> [ %3057, %3096 ], [ %3156, %3197 ]
  %3112 = phi <8 x float> [ %3058, %3096 ], [ %3203, %3197 ]
  %3113 = phi <8 x float> [ %3059, %3096 ], [ %3161, %3197 ]
  %3114 = phi <8 x float> [ %3060, %3096 ], [ %3208, %3197 ]
  %3115 = phi <8 x float> [ %3061, %3096 ], [ %3166, %3197 ]
  %3116 = phi <8 x float> [ %3062, %3096 ], [ %3213, %3197 ]
  %3117 = phi <8 x float> [ %3063, %3096 ], [ %3171, %3197 ]
  %3118 = phi <8 x float> [ %3064, %3096 ], [ %3218, %3197 ]
  %3119 = phi i64 [ 0, %3096 ], [ %3219, %3197 ]
  %3120 = getelementptr inbounds nuw float, ptr %3098, i64 %3119
  %3121 = load float, ptr %3120, align 1
  %3122 = insertelement <8 x float> poison, float %3121, i64 0
  %3123 = shufflevector <8 x float> %3122, <8 x float> poison, <8 x i32> zeroinitializer
  %3124 = mul nsw i64 %3119, %15
  %3125 = sub i64 %3124, %17
  %3126 = getelementptr <4 x i64>, ptr %2276, i64 %3119
  br i1 %2291, label %3129, label %3127

3127:                                             ; preds = %3110
  %3128 = load <4 x i64>, ptr %3126, align 32
  br label %3150

3129:                                             ; preds = %3110
  %3130 = icmp slt i64 %3125, 0
  %3131 = sub nsw i64 0, %3125
  %3132 = select i1 %3130, i64 %3131, i64 0
  %3133 = sub nsw i64 %7, %3125
  %3134 = call i64 @llvm.smin.i64(i64 %3133, i64 %9)
  %3135 = call i64 @llvm.smin.i64(i64 %3134, i64 8)
  %3136 = icmp sgt i64 %3135, %3132
  %3137 = trunc i64 %3132 to i32
  %3138 = select i1 %3136, i32 %3137, i32 0
  %3139 = insertelement <8 x i32> poison, i32 %3138, i64 0
  %3140 = shufflevector <8 x i32> %3139, <8 x i32> poison, <8 x i32> zeroinitializer
  %3141 = icmp slt <8 x i32> %3140, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %3142 = trunc i64 %3135 to i32
  %3143 = select i1 %3136, i32 %3142, i32 0
  %3144 = insertelement <8 x i32> poison, i32 %3143, i64 0
  %3145 = shufflevector <8 x i32> %3144, <8 x i32> poison, <8 x i32> zeroinitializer
  %3146 = icmp sgt <8 x i32> %3145, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %3147 = and <8 x i1> %3146, %3141
  %3148 = sext <8 x i1> %3147 to <8 x i32>
  %3149 = bitcast <8 x i32> %3148 to <4 x i64>
  br label %3150

3150:                                             ; preds = %3129, %3127
  %3151 = phi <4 x i64> [ %3128, %3127 ], [ %3149, %3129 ]
  %3152 = getelementptr inbounds float, ptr %3074, i64 %3125
  %3153 = select i1 %3071, <4 x i64> zeroinitializer, <4 x i64> %3151
  %3154 = bitcast <4 x i64> %3153 to <8 x i32>
  %3155 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3152, <8 x i32> %3154)
  %3156 = call <8 x float> @llvm.fma.v8f32(<8 x float> %3155, <8 x float> %3123, <8 x float> %3111)
  %3157 = getelementptr inbounds float, ptr %3081, i64 %3125
  %3158 = select i1 %3078, <4 x i64> zeroinitializer, <4 x i64> %3151
  %3159 = bitcast <4 x i64> %3158 to <8 x i32>
  %3160 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3157, <8 x i32> %3159)
  %3161 = call <8 x float> @llvm.fma.v8f32(<8 x float> %3160, <8 x float> %3123, <8 x float> %3113)
  %3162 = getelementptr inbounds float, ptr %3088, i64 %3125
  %3163 = select i1 %3085, <4 x i64> zeroinitializer, <4 x i64> %3151
  %3164 = bitcast <4 x i64> %3163 to <8 x i32>
  %3165 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3162, <8 x i32> %3164)
  %3166 = call <8 x float> @llvm.fma.v8f32(<8 x float> %3165, <8 x float> %3123, <8 x float> %3115)
  %3167 = getelementptr inbounds float, ptr %3095, i64 %3125
  %3168 = select i1 %3092, <4 x i64> zeroinitializer, <4 x i64> %3151
  %3169 = bitcast <4 x i64> %3168 to <8 x i32>
  %3170 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3167, <8 x i32> %3169)
  %3171 = call <8 x float> @llvm.fma.v8f32(<8 x float> %3170, <8 x float> %3123, <8 x float> %3117)
  %3172 = add i64 %3125, 8
  br i1 %2291, label %3176, label %3173

3173:                                             ; preds = %3150
  %3174 = getelementptr <4 x i64>, ptr %3126, i64 %11
  %3175 = load <4 x i64>, ptr %3174, align 32
  br label %3197

3176:                                             ; preds = %3150
  %3177 = icmp slt i64 %3172, 0
  %3178 = sub i64 -8, %3125
  %3179 = select i1 %3177, i64 %3178, i64 0
  %3180 = sub nsw i64 %7, %3172
  %3181 = call i64 @llvm.smin.i64(i64 %3180, i64 %2541)
  %3182 = call i64 @llvm.smin.i64(i64 %3181, i64 8)
  %3183 = icmp sgt i64 %3182, %3179
  %3184 = trunc i64 %3179 to i32
  %3185 = select i1 %3183, i32 %3184, i32 0
  %3186 = insertelement <8 x i32> poison, i32 %3185, i64 0
  %3187 = shufflevector <8 x i32> %3186, <8 x i32> poison, <8 x i32> zeroinitializer
  %3188 = icmp slt <8 x i32> %3187, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %3189 = trunc i64 %3182 to i32
  %3190 = select i1 %3183, i32 %3189, i32 0
  %3191 = insertelement <8 x i32> poison, i32 %3190, i64 0
  %3192 = shufflevector <8 x i32> %3191, <8 x i32> poison, <8 x i32> zeroinitializer
  %3193 = icmp sgt <8 x i32> %3192, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %3194 = and <8 x i1> %3193, %3188
  %3195 = sext <8 x i1> %3194 to <8 x i32>
  %3196 = bitcast <8 x i32> %3195 to <4 x i64>
  br label %3197

3197:                                             ; preds = %3176, %3173
  %3198 = phi <4 x i64> [ %3175, %3173 ], [ %3196, %3176 ]
  %3199 = getelementptr inbounds float, ptr %3074, i64 %3172
  %3200 = select i1 %3071, <4 x i64> zeroinitializer, <4 x i64> %3198
  %3201 = bitcast <4 x i64> %3200 to <8 x i32>
  %3202 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3199, <8 x i32> %3201)
  %3203 = call <8 x float> @llvm.fma.v8f32(<8 x float> %3202, <8 x float> %3123, <8 x float> %3112)
  %3204 = getelementptr inbounds float, ptr %3081, i64 %3172
  %3205 = select i1 %3078, <4 x i64> zeroinitializer, <4 x i64> %3198
  %3206 = bitcast <4 x i64> %3205 to <8 x i32>
  %3207 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3204, <8 x i32> %3206)
  %3208 = call <8 x float> @llvm.fma.v8f32(<8 x float> %3207, <8 x float> %3123, <8 x float> %3114)
  %3209 = getelementptr inbounds float, ptr %3088, i64 %3172
  %3210 = select i1 %3085, <4 x i64> zeroinitializer, <4 x i64> %3198
  %3211 = bitcast <4 x i64> %3210 to <8 x i32>
  %3212 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3209, <8 x i32> %3211)
  %3213 = call <8 x float> @llvm.fma.v8f32(<8 x float> %3212, <8 x float> %3123, <8 x float> %3116)
  %3214 = getelementptr inbounds float, ptr %3095, i64 %3172
  %3215 = select i1 %3092, <4 x i64> zeroinitializer, <4 x i64> %3198
  %3216 = bitcast <4 x i64> %3215 to <8 x i32>
  %3217 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3214, <8 x i32> %3216)
  %3218 = call <8 x float> @llvm.fma.v8f32(<8 x float> %3217, <8 x float> %3123, <8 x float> %3118)
  %3219 = add nuw nsw i64 %3119, 1
  %3220 = icmp eq i64 %3219, %11
  br i1 %3220, label %3099, label %3110

3221:                                             ; preds = %3045
  %3222 = load float, ptr %2618, align 1
  %3223 = insertelement <8 x float> poison, float %3222, i64 0
  %3224 = shufflevector <8 x float> %3223, <8 x float> poison, <8 x i32> zeroinitializer
  %3225 = fadd <8 x float> %3046, %3224
  br label %3226

3226:                                             ; preds = %3221, %3045
  %3227 = phi <8 x float> [ %3225, %3221 ], [ %3046, %3045 ]
  switch i64 %2542, label %506 [
    i64 1, label %3228
    i64 2, label %3231
    i64 3, label %3238
    i64 0, label %3283
  ]

3228:                                             ; preds = %3226
  %3229 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2630, <8 x i1> %2299, <8 x float> zeroinitializer)
  %3230 = fadd <8 x float> %3227, %3229
  br label %3245

3231:                                             ; preds = %3226
  %3232 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3227)
  %3233 = bitcast <8 x float> %3227 to <8 x i32>
  %3234 = or <8 x i32> %3233, %2293
  %3235 = bitcast <8 x i32> %3234 to <8 x float>
  %3236 = fcmp oeq <8 x float> %3227, %52
  %3237 = select <8 x i1> %3236, <8 x float> %3235, <8 x float> %3232
  br label %3245

3238:                                             ; preds = %3226
  %3239 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3227)
  %3240 = bitcast <8 x float> %3227 to <8 x i32>
  %3241 = and <8 x i32> %3240, %2292
  %3242 = bitcast <8 x i32> %3241 to <8 x float>
  %3243 = fcmp oeq <8 x float> %3227, %49
  %3244 = select <8 x i1> %3243, <8 x float> %3242, <8 x float> %3239
  br label %3245

3245:                                             ; preds = %3238, %3231, %3228
  %3246 = phi <8 x float> [ %3230, %3228 ], [ %3237, %3231 ], [ %3244, %3238 ]
  switch i64 %2544, label %506 [
    i64 1, label %3261
    i64 2, label %3254
    i64 3, label %3247
    i64 0, label %3283
  ]

3247:                                             ; preds = %3245
  %3248 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3246)
  %3249 = bitcast <8 x float> %3246 to <8 x i32>
  %3250 = and <8 x i32> %3249, %2292
  %3251 = bitcast <8 x i32> %3250 to <8 x float>
  %3252 = fcmp oeq <8 x float> %3246, %49
  %3253 = select <8 x i1> %3252, <8 x float> %3251, <8 x float> %3248
  br label %3264

3254:                                             ; preds = %3245
  %3255 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3246)
  %3256 = bitcast <8 x float> %3246 to <8 x i32>
  %3257 = or <8 x i32> %3256, %2293
  %3258 = bitcast <8 x i32> %3257 to <8 x float>
  %3259 = fcmp oeq <8 x float> %3246, %52
  %3260 = select <8 x i1> %3259, <8 x float> %3258, <8 x float> %3255
  br label %3264

3261:                                             ; preds = %3245
  %3262 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2630, <8 x i1> %2299, <8 x float> zeroinitializer)
  %3263 = fadd <8 x float> %3246, %3262
  br label %3264

3264:                                             ; preds = %3261, %3254, %3247
  %3265 = phi <8 x float> [ %3263, %3261 ], [ %3260, %3254 ], [ %3253, %3247 ]
  switch i64 %2546, label %506 [
    i64 1, label %3280
    i64 2, label %3273
    i64 3, label %3266
    i64 0, label %3283
  ]

3266:                                             ; preds = %3264
  %3267 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3265)
  %3268 = bitcast <8 x float> %3265 to <8 x i32>
  %3269 = and <8 x i32> %3268, %2292
  %3270 = bitcast <8 x i32> %3269 to <8 x float>
  %3271 = fcmp oeq <8 x float> %3265, %49
  %3272 = select <8 x i1> %3271, <8 x float> %3270, <8 x float> %3267
  br label %3283

3273:                                             ; preds = %3264
  %3274 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3265)
  %3275 = bitcast <8 x float> %3265 to <8 x i32>
  %3276 = or <8 x i32> %3275, %2293
  %3277 = bitcast <8 x i32> %3276 to <8 x float>
  %3278 = fcmp oeq <8 x float> %3265, %52
  %3279 = select <8 x i1> %3278, <8 x float> %3277, <8 x float> %3274
  br label %3283

3280:                                             ; preds = %3264
  %3281 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2630, <8 x i1> %2299, <8 x float> zeroinitializer)
  %3282 = fadd <8 x float> %3265, %3281
  br label %3283

3283:                                             ; preds = %3266, %3273, %3280, %3264, %3245, %3226
  %3284 = phi <8 x float> [ %3265, %3264 ], [ %3227, %3226 ], [ %3246, %3245 ], [ %3282, %3280 ], [ %3279, %3273 ], [ %3272, %3266 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %3284, ptr align 1 %2625, <8 x i1> %2299)
  br i1 %3054, label %3290, label %3285

3285:                                             ; preds = %3283
  %3286 = load float, ptr %2618, align 1
  %3287 = insertelement <8 x float> poison, float %3286, i64 0
  %3288 = shufflevector <8 x float> %3287, <8 x float> poison, <8 x i32> zeroinitializer
  %3289 = fadd <8 x float> %3047, %3288
  br label %3290

3290:                                             ; preds = %3285, %3283
  %3291 = phi <8 x float> [ %3289, %3285 ], [ %3047, %3283 ]
  %3292 = getelementptr inbounds nuw i8, ptr %2625, i64 32
  %3293 = getelementptr inbounds nuw i8, ptr %2630, i64 32
  %3294 = select i1 %3055, ptr null, ptr %3293
  switch i64 %2542, label %506 [
    i64 1, label %3309
    i64 2, label %3302
    i64 3, label %3295
    i64 0, label %3350
  ]

3295:                                             ; preds = %3290
  %3296 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3291)
  %3297 = bitcast <8 x float> %3291 to <8 x i32>
  %3298 = and <8 x i32> %3297, %2292
  %3299 = bitcast <8 x i32> %3298 to <8 x float>
  %3300 = fcmp oeq <8 x float> %3291, %49
  %3301 = select <8 x i1> %3300, <8 x float> %3299, <8 x float> %3296
  br label %3312

3302:                                             ; preds = %3290
  %3303 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3291)
  %3304 = bitcast <8 x float> %3291 to <8 x i32>
  %3305 = or <8 x i32> %3304, %2293
  %3306 = bitcast <8 x i32> %3305 to <8 x float>
  %3307 = fcmp oeq <8 x float> %3291, %52
  %3308 = select <8 x i1> %3307, <8 x float> %3306, <8 x float> %3303
  br label %3312

3309:                                             ; preds = %3290
  %3310 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3294, <8 x i1> %2553, <8 x float> zeroinitializer)
  %3311 = fadd <8 x float> %3291, %3310
  br label %3312

3312:                                             ; preds = %3309, %3302, %3295
  %3313 = phi <8 x float> [ %3311, %3309 ], [ %3308, %3302 ], [ %3301, %3295 ]
  switch i64 %2555, label %506 [
    i64 1, label %3328
    i64 2, label %3321
    i64 3, label %3314
    i64 0, label %3350
  ]

3314:                                             ; preds = %3312
  %3315 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3313)
  %3316 = bitcast <8 x float> %3313 to <8 x i32>
  %3317 = and <8 x i32> %3316, %2292
  %3318 = bitcast <8 x i32> %3317 to <8 x float>
  %3319 = fcmp oeq <8 x float> %3313, %49
  %3320 = select <8 x i1> %3319, <8 x float> %3318, <8 x float> %3315
  br label %3331

3321:                                             ; preds = %3312
  %3322 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3313)
  %3323 = bitcast <8 x float> %3313 to <8 x i32>
  %3324 = or <8 x i32> %3323, %2293
  %3325 = bitcast <8 x i32> %3324 to <8 x float>
  %3326 = fcmp oeq <8 x float> %3313, %52
  %3327 = select <8 x i1> %3326, <8 x float> %3325, <8 x float> %3322
  br label %3331

3328:                                             ; preds = %3312
  %3329 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3294, <8 x i1> %2553, <8 x float> zeroinitializer)
  %3330 = fadd <8 x float> %3313, %3329
  br label %3331

3331:                                             ; preds = %3328, %3321, %3314
  %3332 = phi <8 x float> [ %3330, %3328 ], [ %3327, %3321 ], [ %3320, %3314 ]
  switch i64 %2557, label %506 [
    i64 1, label %3347
    i64 2, label %3340
    i64 3, label %3333
    i64 0, label %3350
  ]

3333:                                             ; preds = %3331
  %3334 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3332)
  %3335 = bitcast <8 x float> %3332 to <8 x i32>
  %3336 = and <8 x i32> %3335, %2292
  %3337 = bitcast <8 x i32> %3336 to <8 x float>
  %3338 = fcmp oeq <8 x float> %3332, %49
  %3339 = select <8 x i1> %3338, <8 x float> %3337, <8 x float> %3334
  br label %3350

3340:                                             ; preds = %3331
  %3341 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3332)
  %3342 = bitcast <8 x float> %3332 to <8 x i32>
  %3343 = or <8 x i32> %3342, %2293
  %3344 = bitcast <8 x i32> %3343 to <8 x float>
  %3345 = fcmp oeq <8 x float> %3332, %52
  %3346 = select <8 x i1> %3345, <8 x float> %3344, <8 x float> %3341
  br label %3350

3347:                                             ; preds = %3331
  %3348 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3294, <8 x i1> %2553, <8 x float> zeroinitializer)
  %3349 = fadd <8 x float> %3332, %3348
  br label %3350

3350:                                             ; preds = %3333, %3340, %3347, %3331, %3312, %3290
  %3351 = phi <8 x float> [ %3332, %3331 ], [ %3291, %3290 ], [ %3313, %3312 ], [ %3349, %3347 ], [ %3346, %3340 ], [ %3339, %3333 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %3351, ptr nonnull align 1 %3292, <8 x i1> %2553)
  br i1 %3054, label %3357, label %3352

3352:                                             ; preds = %3350
  %3353 = load float, ptr %2618, align 1
  %3354 = insertelement <8 x float> poison, float %3353, i64 0
  %3355 = shufflevector <8 x float> %3354, <8 x float> poison, <8 x i32> zeroinitializer
  %3356 = fadd <8 x float> %3048, %3355
  br label %3357

3357:                                             ; preds = %3352, %3350
  %3358 = phi <8 x float> [ %3356, %3352 ], [ %3048, %3350 ]
  %3359 = getelementptr inbounds float, ptr %2625, i64 %9
  %3360 = getelementptr inbounds float, ptr %2630, i64 %9
  %3361 = select i1 %3055, ptr null, ptr %3360
  switch i64 %2542, label %506 [
    i64 1, label %3376
    i64 2, label %3369
    i64 3, label %3362
    i64 0, label %3417
  ]

3362:                                             ; preds = %3357
  %3363 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3358)
  %3364 = bitcast <8 x float> %3358 to <8 x i32>
  %3365 = and <8 x i32> %3364, %2292
  %3366 = bitcast <8 x i32> %3365 to <8 x float>
  %3367 = fcmp oeq <8 x float> %3358, %49
  %3368 = select <8 x i1> %3367, <8 x float> %3366, <8 x float> %3363
  br label %3379

3369:                                             ; preds = %3357
  %3370 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3358)
  %3371 = bitcast <8 x float> %3358 to <8 x i32>
  %3372 = or <8 x i32> %3371, %2293
  %3373 = bitcast <8 x i32> %3372 to <8 x float>
  %3374 = fcmp oeq <8 x float> %3358, %52
  %3375 = select <8 x i1> %3374, <8 x float> %3373, <8 x float> %3370
  br label %3379

3376:                                             ; preds = %3357
  %3377 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3361, <8 x i1> %2299, <8 x float> zeroinitializer)
  %3378 = fadd <8 x float> %3358, %3377
  br label %3379

3379:                                             ; preds = %3376, %3369, %3362
  %3380 = phi <8 x float> [ %3378, %3376 ], [ %3375, %3369 ], [ %3368, %3362 ]
  switch i64 %2559, label %506 [
    i64 1, label %3395
    i64 2, label %3388
    i64 3, label %3381
    i64 0, label %3417
  ]

3381:                                             ; preds = %3379
  %3382 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3380)
  %3383 = bitcast <8 x float> %3380 to <8 x i32>
  %3384 = and <8 x i32> %3383, %2292
  %3385 = bitcast <8 x i32> %3384 to <8 x float>
  %3386 = fcmp oeq <8 x float> %3380, %49
  %3387 = select <8 x i1> %3386, <8 x float> %3385, <8 x float> %3382
  br label %3398

3388:                                             ; preds = %3379
  %3389 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3380)
  %3390 = bitcast <8 x float> %3380 to <8 x i32>
  %3391 = or <8 x i32> %3390, %2293
  %3392 = bitcast <8 x i32> %3391 to <8 x float>
  %3393 = fcmp oeq <8 x float> %3380, %52
  %3394 = select <8 x i1> %3393, <8 x float> %3392, <8 x float> %3389
  br label %3398

3395:                                             ; preds = %3379
  %3396 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3361, <8 x i1> %2299, <8 x float> zeroinitializer)
  %3397 = fadd <8 x float> %3380, %3396
  br label %3398

3398:                                             ; preds = %3395, %3388, %3381
  %3399 = phi <8 x float> [ %3397, %3395 ], [ %3394, %3388 ], [ %3387, %3381 ]
  switch i64 %2561, label %506 [
    i64 1, label %3414
    i64 2, label %3407
    i64 3, label %3400
    i64 0, label %3417
  ]

3400:                                             ; preds = %3398
  %3401 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3399)
  %3402 = bitcast <8 x float> %3399 to <8 x i32>
  %3403 = and <8 x i32> %3402, %2292
  %3404 = bitcast <8 x i32> %3403 to <8 x float>
  %3405 = fcmp oeq <8 x float> %3399, %49
  %3406 = select <8 x i1> %3405, <8 x float> %3404, <8 x float> %3401
  br label %3417

3407:                                             ; preds = %3398
  %3408 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3399)
  %3409 = bitcast <8 x float> %3399 to <8 x i32>
  %3410 = or <8 x i32> %3409, %2293
  %3411 = bitcast <8 x i32> %3410 to <8 x float>
  %3412 = fcmp oeq <8 x float> %3399, %52
  %3413 = select <8 x i1> %3412, <8 x float> %3411, <8 x float> %3408
  br label %3417

3414:                                             ; preds = %3398
  %3415 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3361, <8 x i1> %2299, <8 x float> zeroinitializer)
  %3416 = fadd <8 x float> %3399, %3415
  br label %3417

3417:                                             ; preds = %3400, %3407, %3414, %3398, %3379, %3357
  %3418 = phi <8 x float> [ %3399, %3398 ], [ %3358, %3357 ], [ %3380, %3379 ], [ %3416, %3414 ], [ %3413, %3407 ], [ %3406, %3400 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %3418, ptr align 1 %3359, <8 x i1> %2299)
  br i1 %3054, label %3424, label %3419

3419:                                             ; preds = %3417
  %3420 = load float, ptr %2618, align 1
  %3421 = insertelement <8 x float> poison, float %3420, i64 0
  %3422 = shufflevector <8 x float> %3421, <8 x float> poison, <8 x i32> zeroinitializer
  %3423 = fadd <8 x float> %3049, %3422
  br label %3424

3424:                                             ; preds = %3419, %3417
  %3425 = phi <8 x float> [ %3423, %3419 ], [ %3049, %3417 ]
  %3426 = getelementptr inbounds float, ptr %2625, i64 %2562
  %3427 = getelementptr inbounds float, ptr %2630, i64 %2562
  %3428 = select i1 %3055, ptr null, ptr %3427
  switch i64 %2542, label %506 [
    i64 1, label %3443
    i64 2, label %3436
    i64 3, label %3429
    i64 0, label %3484
  ]

3429:                                             ; preds = %3424
  %3430 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3425)
  %3431 = bitcast <8 x float> %3425 to <8 x i32>
  %3432 = and <8 x i32> %3431, %2292
  %3433 = bitcast <8 x i32> %3432 to <8 x float>
  %3434 = fcmp oeq <8 x float> %3425, %49
  %3435 = select <8 x i1> %3434, <8 x float> %3433, <8 x float> %3430
  br label %3446

3436:                                             ; preds = %3424
  %3437 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3425)
  %3438 = bitcast <8 x float> %3425 to <8 x i32>
  %3439 = or <8 x i32> %3438, %2293
  %3440 = bitcast <8 x i32> %3439 to <8 x float>
  %3441 = fcmp oeq <8 x float> %3425, %52
  %3442 = select <8 x i1> %3441, <8 x float> %3440, <8 x float> %3437
  br label %3446

3443:                                             ; preds = %3424
  %3444 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3428, <8 x i1> %2553, <8 x float> zeroinitializer)
  %3445 = fadd <8 x float> %3425, %3444
  br label %3446

3446:                                             ; preds = %3443, %3436, %3429
  %3447 = phi <8 x float> [ %3445, %3443 ], [ %3442, %3436 ], [ %3435, %3429 ]
  switch i64 %2564, label %506 [
    i64 1, label %3462
    i64 2, label %3455
    i64 3, label %3448
    i64 0, label %3484
  ]

3448:                                             ; preds = %3446
  %3449 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3447)
  %3450 = bitcast <8 x float> %3447 to <8 x i32>
  %3451 = and <8 x i32> %3450, %2292
  %3452 = bitcast <8 x i32> %3451 to <8 x float>
  %3453 = fcmp oeq <8 x float> %3447, %49
  %3454 = select <8 x i1> %3453, <8 x float> %3452, <8 x float> %3449
  br label %3465

3455:                                             ; preds = %3446
  %3456 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3447)
  %3457 = bitcast <8 x float> %3447 to <8 x i32>
  %3458 = or <8 x i32> %3457, %2293
  %3459 = bitcast <8 x i32> %3458 to <8 x float>
  %3460 = fcmp oeq <8 x float> %3447, %52
  %3461 = select <8 x i1> %3460, <8 x float> %3459, <8 x float> %3456
  br label %3465

3462:                                             ; preds = %3446
  %3463 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3428, <8 x i1> %2553, <8 x float> zeroinitializer)
  %3464 = fadd <8 x float> %3447, %3463
  br label %3465

3465:                                             ; preds = %3462, %3455, %3448
  %3466 = phi <8 x float> [ %3464, %3462 ], [ %3461, %3455 ], [ %3454, %3448 ]
  switch i64 %2566, label %506 [
    i64 1, label %3481
    i64 2, label %3474
    i64 3, label %3467
    i64 0, label %3484
  ]

3467:                                             ; preds = %3465
  %3468 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3466)
  %3469 = bitcast <8 x float> %3466 to <8 x i32>
  %3470 = and <8 x i32> %3469, %2292
  %3471 = bitcast <8 x i32> %3470 to <8 x float>
  %3472 = fcmp oeq <8 x float> %3466, %49
  %3473 = select <8 x i1> %3472, <8 x float> %3471, <8 x float> %3468
  br label %3484

3474:                                             ; preds = %3465
  %3475 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3466)
  %3476 = bitcast <8 x float> %3466 to <8 x i32>
  %3477 = or <8 x i32> %3476, %2293
  %3478 = bitcast <8 x i32> %3477 to <8 x float>
  %3479 = fcmp oeq <8 x float> %3466, %52
  %3480 = select <8 x i1> %3479, <8 x float> %3478, <8 x float> %3475
  br label %3484

3481:                                             ; preds = %3465
  %3482 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3428, <8 x i1> %2553, <8 x float> zeroinitializer)
  %3483 = fadd <8 x float> %3466, %3482
  br label %3484

3484:                                             ; preds = %3467, %3474, %3481, %3465, %3446, %3424
  %3485 = phi <8 x float> [ %3466, %3465 ], [ %3425, %3424 ], [ %3447, %3446 ], [ %3483, %3481 ], [ %3480, %3474 ], [ %3473, %3467 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %3485, ptr align 1 %3426, <8 x i1> %2553)
  br i1 %3054, label %3491, label %3486

3486:                                             ; preds = %3484
  %3487 = load float, ptr %2618, align 1
  %3488 = insertelement <8 x float> poison, float %3487, i64 0
  %3489 = shufflevector <8 x float> %3488, <8 x float> poison, <8 x i32> zeroinitializer
  %3490 = fadd <8 x float> %3050, %3489
  br label %3491

3491:                                             ; preds = %3486, %3484
  %3492 = phi <8 x float> [ %3490, %3486 ], [ %3050, %3484 ]
  %3493 = getelementptr inbounds float, ptr %2625, i64 %2567
  %3494 = getelementptr inbounds float, ptr %2630, i64 %2567
  %3495 = select i1 %3055, ptr null, ptr %3494
  switch i64 %2542, label %506 [
    i64 1, label %3510
    i64 2, label %3503
    i64 3, label %3496
    i64 0, label %3551
  ]

3496:                                             ; preds = %3491
  %3497 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3492)
  %3498 = bitcast <8 x float> %3492 to <8 x i32>
  %3499 = and <8 x i32> %3498, %2292
  %3500 = bitcast <8 x i32> %3499 to <8 x float>
  %3501 = fcmp oeq <8 x float> %3492, %49
  %3502 = select <8 x i1> %3501, <8 x float> %3500, <8 x float> %3497
  br label %3513

3503:                                             ; preds = %3491
  %3504 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3492)
  %3505 = bitcast <8 x float> %3492 to <8 x i32>
  %3506 = or <8 x i32> %3505, %2293
  %3507 = bitcast <8 x i32> %3506 to <8 x float>
  %3508 = fcmp oeq <8 x float> %3492, %52
  %3509 = select <8 x i1> %3508, <8 x float> %3507, <8 x float> %3504
  br label %3513

3510:                                             ; preds = %3491
  %3511 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3495, <8 x i1> %2299, <8 x float> zeroinitializer)
  %3512 = fadd <8 x float> %3492, %3511
  br label %3513

3513:                                             ; preds = %3510, %3503, %3496
  %3514 = phi <8 x float> [ %3512, %3510 ], [ %3509, %3503 ], [ %3502, %3496 ]
  switch i64 %2569, label %506 [
    i64 1, label %3529
    i64 2, label %3522
    i64 3, label %3515
    i64 0, label %3551
  ]

3515:                                             ; preds = %3513
  %3516 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3514)
  %3517 = bitcast <8 x float> %3514 to <8 x i32>
  %3518 = and <8 x i32> %3517, %2292
  %3519 = bitcast <8 x i32> %3518 to <8 x float>
  %3520 = fcmp oeq <8 x float> %3514, %49
  %3521 = select <8 x i1> %3520, <8 x float> %3519, <8 x float> %3516
  br label %3532

3522:                                             ; preds = %3513
  %3523 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3514)
  %3524 = bitcast <8 x float> %3514 to <8 x i32>
  %3525 = or <8 x i32> %3524, %2293
  %3526 = bitcast <8 x i32> %3525 to <8 x float>
  %3527 = fcmp oeq <8 x float> %3514, %52
  %3528 = select <8 x i1> %3527, <8 x float> %3526, <8 x float> %3523
  br label %3532

3529:                                             ; preds = %3513
  %3530 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3495, <8 x i1> %2299, <8 x float> zeroinitializer)
  %3531 = fadd <8 x float> %3514, %3530
  br label %3532

3532:                                             ; preds = %3529, %3522, %3515
  %3533 = phi <8 x float> [ %3531, %3529 ], [ %3528, %3522 ], [ %3521, %3515 ]
  switch i64 %2571, label %506 [
    i64 1, label %3548
    i64 2, label %3541
    i64 3, label %3534
    i64 0, label %3551
  ]

3534:                                             ; preds = %3532
  %3535 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3533)
  %3536 = bitcast <8 x float> %3533 to <8 x i32>
  %3537 = and <8 x i32> %3536, %2292
  %3538 = bitcast <8 x i32> %3537 to <8 x float>
  %3539 = fcmp oeq <8 x float> %3533, %49
  %3540 = select <8 x i1> %3539, <8 x float> %3538, <8 x float> %3535
  br label %3551

3541:                                             ; preds = %3532
  %3542 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3533)
  %3543 = bitcast <8 x float> %3533 to <8 x i32>
  %3544 = or <8 x i32> %3543, %2293
  %3545 = bitcast <8 x i32> %3544 to <8 x float>
  %3546 = fcmp oeq <8 x float> %3533, %52
  %3547 = select <8 x i1> %3546, <8 x float> %3545, <8 x float> %3542
  br label %3551

3548:                                             ; preds = %3532
  %3549 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3495, <8 x i1> %2299, <8 x float> zeroinitializer)
  %3550 = fadd <8 x float> %3533, %3549
  br label %3551

3551:                                             ; preds = %3534, %3541, %3548, %3532, %3513, %3491
  %3552 = phi <8 x float> [ %3533, %3532 ], [ %3492, %3491 ], [ %3514, %3513 ], [ %3550, %3548 ], [ %3547, %3541 ], [ %3540, %3534 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %3552, ptr align 1 %3493, <8 x i1> %2299)
  br i1 %3054, label %3558, label %3553

3553:                                             ; preds = %3551
  %3554 = load float, ptr %2618, align 1
  %3555 = insertelement <8 x float> poison, float %3554, i64 0
  %3556 = shufflevector <8 x float> %3555, <8 x float> poison, <8 x i32> zeroinitializer
  %3557 = fadd <8 x float> %3051, %3556
  br label %3558

3558:                                             ; preds = %3553, %3551
  %3559 = phi <8 x float> [ %3557, %3553 ], [ %3051, %3551 ]
  %3560 = getelementptr inbounds float, ptr %2625, i64 %2572
  %3561 = getelementptr inbounds float, ptr %2630, i64 %2572
  %3562 = select i1 %3055, ptr null, ptr %3561
  switch i64 %2542, label %506 [
    i64 1, label %3577
    i64 2, label %3570
    i64 3, label %3563
    i64 0, label %3618
  ]

3563:                                             ; preds = %3558
  %3564 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3559)
  %3565 = bitcast <8 x float> %3559 to <8 x i32>
  %3566 = and <8 x i32> %3565, %2292
  %3567 = bitcast <8 x i32> %3566 to <8 x float>
  %3568 = fcmp oeq <8 x float> %3559, %49
  %3569 = select <8 x i1> %3568, <8 x float> %3567, <8 x float> %3564
  br label %3580

3570:                                             ; preds = %3558
  %3571 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3559)
  %3572 = bitcast <8 x float> %3559 to <8 x i32>
  %3573 = or <8 x i32> %3572, %2293
  %3574 = bitcast <8 x i32> %3573 to <8 x float>
  %3575 = fcmp oeq <8 x float> %3559, %52
  %3576 = select <8 x i1> %3575, <8 x float> %3574, <8 x float> %3571
  br label %3580

3577:                                             ; preds = %3558
  %3578 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3562, <8 x i1> %2553, <8 x float> zeroinitializer)
  %3579 = fadd <8 x float> %3559, %3578
  br label %3580

3580:                                             ; preds = %3577, %3570, %3563
  %3581 = phi <8 x float> [ %3579, %3577 ], [ %3576, %3570 ], [ %3569, %3563 ]
  switch i64 %2574, label %506 [
    i64 1, label %3596
    i64 2, label %3589
    i64 3, label %3582
    i64 0, label %3618
  ]

3582:                                             ; preds = %3580
  %3583 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3581)
  %3584 = bitcast <8 x float> %3581 to <8 x i32>
  %3585 = and <8 x i32> %3584, %2292
  %3586 = bitcast <8 x i32> %3585 to <8 x float>
  %3587 = fcmp oeq <8 x float> %3581, %49
  %3588 = select <8 x i1> %3587, <8 x float> %3586, <8 x float> %3583
  br label %3599

3589:                                             ; preds = %3580
  %3590 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3581)
  %3591 = bitcast <8 x float> %3581 to <8 x i32>
  %3592 = or <8 x i32> %3591, %2293
  %3593 = bitcast <8 x i32> %3592 to <8 x float>
  %3594 = fcmp oeq <8 x float> %3581, %52
  %3595 = select <8 x i1> %3594, <8 x float> %3593, <8 x float> %3590
  br label %3599

3596:                                             ; preds = %3580
  %3597 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3562, <8 x i1> %2553, <8 x float> zeroinitializer)
  %3598 = fadd <8 x float> %3581, %3597
  br label %3599

3599:                                             ; preds = %3596, %3589, %3582
  %3600 = phi <8 x float> [ %3598, %3596 ], [ %3595, %3589 ], [ %3588, %3582 ]
  switch i64 %2576, label %506 [
    i64 1, label %3615
    i64 2, label %3608
    i64 3, label %3601
    i64 0, label %3618
  ]

3601:                                             ; preds = %3599
  %3602 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3600)
  %3603 = bitcast <8 x float> %3600 to <8 x i32>
  %3604 = and <8 x i32> %3603, %2292
  %3605 = bitcast <8 x i32> %3604 to <8 x float>
  %3606 = fcmp oeq <8 x float> %3600, %49
  %3607 = select <8 x i1> %3606, <8 x float> %3605, <8 x float> %3602
  br label %3618

3608:                                             ; preds = %3599
  %3609 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3600)
  %3610 = bitcast <8 x float> %3600 to <8 x i32>
  %3611 = or <8 x i32> %3610, %2293
  %3612 = bitcast <8 x i32> %3611 to <8 x float>
  %3613 = fcmp oeq <8 x float> %3600, %52
  %3614 = select <8 x i1> %3613, <8 x float> %3612, <8 x float> %3609
  br label %3618

3615:                                             ; preds = %3599
  %3616 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3562, <8 x i1> %2553, <8 x float> zeroinitializer)
  %3617 = fadd <8 x float> %3600, %3616
  br label %3618

3618:                                             ; preds = %3601, %3608, %3615, %3599, %3580, %3558
  %3619 = phi <8 x float> [ %3600, %3599 ], [ %3559, %3558 ], [ %3581, %3580 ], [ %3617, %3615 ], [ %3614, %3608 ], [ %3607, %3601 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %3619, ptr align 1 %3560, <8 x i1> %2553)
  br i1 %3054, label %3625, label %3620

3620:                                             ; preds = %3618
  %3621 = load float, ptr %2618, align 1
  %3622 = insertelement <8 x float> poison, float %3621, i64 0
  %3623 = shufflevector <8 x float> %3622, <8 x float> poison, <8 x i32> zeroinitializer
  %3624 = fadd <8 x float> %3052, %3623
  br label %3625

3625:                                             ; preds = %3620, %3618
  %3626 = phi <8 x float> [ %3624, %3620 ], [ %3052, %3618 ]
  %3627 = getelementptr inbounds float, ptr %2625, i64 %2577
  %3628 = getelementptr inbounds float, ptr %2630, i64 %2577
  %3629 = select i1 %3055, ptr null, ptr %3628
  switch i64 %2542, label %506 [
    i64 1, label %3644
    i64 2, label %3637
    i64 3, label %3630
    i64 0, label %3685
  ]

3630:                                             ; preds = %3625
  %3631 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3626)
  %3632 = bitcast <8 x float> %3626 to <8 x i32>
  %3633 = and <8 x i32> %3632, %2292
  %3634 = bitcast <8 x i32> %3633 to <8 x float>
  %3635 = fcmp oeq <8 x float> %3626, %49
  %3636 = select <8 x i1> %3635, <8 x float> %3634, <8 x float> %3631
  br label %3647

3637:                                             ; preds = %3625
  %3638 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3626)
  %3639 = bitcast <8 x float> %3626 to <8 x i32>
  %3640 = or <8 x i32> %3639, %2293
  %3641 = bitcast <8 x i32> %3640 to <8 x float>
  %3642 = fcmp oeq <8 x float> %3626, %52
  %3643 = select <8 x i1> %3642, <8 x float> %3641, <8 x float> %3638
  br label %3647

3644:                                             ; preds = %3625
  %3645 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3629, <8 x i1> %2299, <8 x float> zeroinitializer)
  %3646 = fadd <8 x float> %3626, %3645
  br label %3647

3647:                                             ; preds = %3644, %3637, %3630
  %3648 = phi <8 x float> [ %3646, %3644 ], [ %3643, %3637 ], [ %3636, %3630 ]
  switch i64 %2579, label %506 [
    i64 1, label %3663
    i64 2, label %3656
    i64 3, label %3649
    i64 0, label %3685
  ]

3649:                                             ; preds = %3647
  %3650 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3648)
  %3651 = bitcast <8 x float> %3648 to <8 x i32>
  %3652 = and <8 x i32> %3651, %2292
  %3653 = bitcast <8 x i32> %3652 to <8 x float>
  %3654 = fcmp oeq <8 x float> %3648, %49
  %3655 = select <8 x i1> %3654, <8 x float> %3653, <8 x float> %3650
  br label %3666

3656:                                             ; preds = %3647
  %3657 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3648)
  %3658 = bitcast <8 x float> %3648 to <8 x i32>
  %3659 = or <8 x i32> %3658, %2293
  %3660 = bitcast <8 x i32> %3659 to <8 x float>
  %3661 = fcmp oeq <8 x float> %3648, %52
  %3662 = select <8 x i1> %3661, <8 x float> %3660, <8 x float> %3657
  br label %3666

3663:                                             ; preds = %3647
  %3664 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3629, <8 x i1> %2299, <8 x float> zeroinitializer)
  %3665 = fadd <8 x float> %3648, %3664
  br label %3666

3666:                                             ; preds = %3663, %3656, %3649
  %3667 = phi <8 x float> [ %3665, %3663 ], [ %3662, %3656 ], [ %3655, %3649 ]
  switch i64 %2581, label %506 [
    i64 1, label %3682
    i64 2, label %3675
    i64 3, label %3668
    i64 0, label %3685
  ]

3668:                                             ; preds = %3666
  %3669 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3667)
  %3670 = bitcast <8 x float> %3667 to <8 x i32>
  %3671 = and <8 x i32> %3670, %2292
  %3672 = bitcast <8 x i32> %3671 to <8 x float>
  %3673 = fcmp oeq <8 x float> %3667, %49
  %3674 = select <8 x i1> %3673, <8 x float> %3672, <8 x float> %3669
  br label %3685

3675:                                             ; preds = %3666
  %3676 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3667)
  %3677 = bitcast <8 x float> %3667 to <8 x i32>
  %3678 = or <8 x i32> %3677, %2293
  %3679 = bitcast <8 x i32> %3678 to <8 x float>
  %3680 = fcmp oeq <8 x float> %3667, %52
  %3681 = select <8 x i1> %3680, <8 x float> %3679, <8 x float> %3676
  br label %3685

3682:                                             ; preds = %3666
  %3683 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3629, <8 x i1> %2299, <8 x float> zeroinitializer)
  %3684 = fadd <8 x float> %3667, %3683
  br label %3685

3685:                                             ; preds = %3668, %3675, %3682, %3666, %3647, %3625
  %3686 = phi <8 x float> [ %3667, %3666 ], [ %3626, %3625 ], [ %3648, %3647 ], [ %3684, %3682 ], [ %3681, %3675 ], [ %3674, %3668 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %3686, ptr align 1 %3627, <8 x i1> %2299)
  br i1 %3054, label %3692, label %3687

3687:                                             ; preds = %3685
  %3688 = load float, ptr %2618, align 1
  %3689 = insertelement <8 x float> poison, float %3688, i64 0
  %3690 = shufflevector <8 x float> %3689, <8 x float> poison, <8 x i32> zeroinitializer
  %3691 = fadd <8 x float> %3053, %3690
  br label %3692

3692:                                             ; preds = %3687, %3685
  %3693 = phi <8 x float> [ %3691, %3687 ], [ %3053, %3685 ]
  %3694 = getelementptr inbounds float, ptr %2625, i64 %2582
  %3695 = getelementptr inbounds float, ptr %2630, i64 %2582
  %3696 = select i1 %3055, ptr null, ptr %3695
  switch i64 %2542, label %506 [
    i64 1, label %3711
    i64 2, label %3704
    i64 3, label %3697
    i64 0, label %3752
  ]

3697:                                             ; preds = %3692
  %3698 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3693)
  %3699 = bitcast <8 x float> %3693 to <8 x i32>
  %3700 = and <8 x i32> %3699, %2292
  %3701 = bitcast <8 x i32> %3700 to <8 x float>
  %3702 = fcmp oeq <8 x float> %3693, %49
  %3703 = select <8 x i1> %3702, <8 x float> %3701, <8 x float> %3698
  br label %3714

3704:                                             ; preds = %3692
  %3705 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3693)
  %3706 = bitcast <8 x float> %3693 to <8 x i32>
  %3707 = or <8 x i32> %3706, %2293
  %3708 = bitcast <8 x i32> %3707 to <8 x float>
  %3709 = fcmp oeq <8 x float> %3693, %52
  %3710 = select <8 x i1> %3709, <8 x float> %3708, <8 x float> %3705
  br label %3714

3711:                                             ; preds = %3692
  %3712 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3696, <8 x i1> %2553, <8 x float> zeroinitializer)
  %3713 = fadd <8 x float> %3693, %3712
  br label %3714

3714:                                             ; preds = %3711, %3704, %3697
  %3715 = phi <8 x float> [ %3713, %3711 ], [ %3710, %3704 ], [ %3703, %3697 ]
  switch i64 %2584, label %506 [
    i64 1, label %3730
    i64 2, label %3723
    i64 3, label %3716
    i64 0, label %3752
  ]

3716:                                             ; preds = %3714
  %3717 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3715)
  %3718 = bitcast <8 x float> %3715 to <8 x i32>
  %3719 = and <8 x i32> %3718, %2292
  %3720 = bitcast <8 x i32> %3719 to <8 x float>
  %3721 = fcmp oeq <8 x float> %3715, %49
  %3722 = select <8 x i1> %3721, <8 x float> %3720, <8 x float> %3717
  br label %3733

3723:                                             ; preds = %3714
  %3724 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3715)
  %3725 = bitcast <8 x float> %3715 to <8 x i32>
  %3726 = or <8 x i32> %3725, %2293
  %3727 = bitcast <8 x i32> %3726 to <8 x float>
  %3728 = fcmp oeq <8 x float> %3715, %52
  %3729 = select <8 x i1> %3728, <8 x float> %3727, <8 x float> %3724
  br label %3733

3730:                                             ; preds = %3714
  %3731 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3696, <8 x i1> %2553, <8 x float> zeroinitializer)
  %3732 = fadd <8 x float> %3715, %3731
  br label %3733

3733:                                             ; preds = %3730, %3723, %3716
  %3734 = phi <8 x float> [ %3732, %3730 ], [ %3729, %3723 ], [ %3722, %3716 ]
  switch i64 %2586, label %506 [
    i64 1, label %3749
    i64 2, label %3742
    i64 3, label %3735
    i64 0, label %3752
  ]

3735:                                             ; preds = %3733
  %3736 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3734)
  %3737 = bitcast <8 x float> %3734 to <8 x i32>
  %3738 = and <8 x i32> %3737, %2292
  %3739 = bitcast <8 x i32> %3738 to <8 x float>
  %3740 = fcmp oeq <8 x float> %3734, %49
  %3741 = select <8 x i1> %3740, <8 x float> %3739, <8 x float> %3736
  br label %3752

3742:                                             ; preds = %3733
  %3743 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3734)
  %3744 = bitcast <8 x float> %3734 to <8 x i32>
  %3745 = or <8 x i32> %3744, %2293
  %3746 = bitcast <8 x i32> %3745 to <8 x float>
  %3747 = fcmp oeq <8 x float> %3734, %52
  %3748 = select <8 x i1> %3747, <8 x float> %3746, <8 x float> %3743
  br label %3752

3749:                                             ; preds = %3733
  %3750 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3696, <8 x i1> %2553, <8 x float> zeroinitializer)
  %3751 = fadd <8 x float> %3734, %3750
  br label %3752

3752:                                             ; preds = %3735, %3742, %3749, %3733, %3714, %3692
  %3753 = phi <8 x float> [ %3734, %3733 ], [ %3693, %3692 ], [ %3715, %3714 ], [ %3751, %3749 ], [ %3748, %3742 ], [ %3741, %3735 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %3753, ptr align 1 %3694, <8 x i1> %2553)
  br label %7869

3754:                                             ; preds = %2649
  call void @llvm.lifetime.start.p0(ptr nonnull %29)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(128) %29, i8 0, i64 128, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(128) %2477, i8 0, i64 128, i1 false)
  br i1 %2289, label %3755, label %3761

3755:                                             ; preds = %3754
  %3756 = mul nsw i64 %2608, %12
  %3757 = add nsw i64 %2608, 1
  %3758 = mul nsw i64 %3757, %12
  br label %3765

3759:                                             ; preds = %3786
  %3760 = load <8 x float>, ptr %29, align 32
  br label %3761

3761:                                             ; preds = %3759, %3754
  %3762 = phi <8 x float> [ %3760, %3759 ], [ zeroinitializer, %3754 ]
  %3763 = icmp eq ptr %2619, null
  %3764 = icmp eq ptr %2630, null
  br i1 %3763, label %3854, label %3849

3765:                                             ; preds = %3755, %3786
  %3766 = phi i64 [ %3787, %3786 ], [ 0, %3755 ]
  %3767 = mul nsw i64 %3766, %14
  %3768 = sub i64 %3767, %16
  %3769 = add i64 %3768, %3756
  %3770 = icmp slt i64 %3769, 0
  %3771 = icmp sge i64 %3769, %6
  %3772 = or i1 %3770, %3771
  %3773 = select i1 %3772, i64 0, i64 %3769
  %3774 = mul nsw i64 %3773, %7
  %3775 = getelementptr inbounds float, ptr %2615, i64 %3774
  %3776 = add i64 %3768, %3758
  %3777 = icmp slt i64 %3776, 0
  %3778 = icmp sge i64 %3776, %6
  %3779 = or i1 %3777, %3778
  %3780 = select i1 %3779, i64 0, i64 %3776
  %3781 = mul nsw i64 %3780, %7
  %3782 = getelementptr inbounds float, ptr %2615, i64 %3781
  br i1 %2290, label %3783, label %3786

3783:                                             ; preds = %3765
  %3784 = mul nuw nsw i64 %3766, %11
  %3785 = getelementptr inbounds nuw float, ptr %2617, i64 %3784
  br label %3789

3786:                                             ; preds = %3798, %3765
  %3787 = add nuw nsw i64 %3766, 1
  %3788 = icmp eq i64 %3787, %10
  br i1 %3788, label %3759, label %3765

3789:                                             ; preds = %3783, %3798
  %3790 = phi i64 [ 0, %3783 ], [ %3799, %3798 ]
  %3791 = getelementptr inbounds nuw float, ptr %3785, i64 %3790
  %3792 = load float, ptr %3791, align 1
  %3793 = insertelement <8 x float> poison, float %3792, i64 0
  %3794 = shufflevector <8 x float> %3793, <8 x float> poison, <8 x i32> zeroinitializer
  %3795 = mul nsw i64 %3790, %15
  %3796 = sub i64 %3795, %17
  %3797 = getelementptr <4 x i64>, ptr %2276, i64 %3790
  br label %3801

3798:                                             ; preds = %3831
  %3799 = add nuw nsw i64 %3790, 1
  %3800 = icmp eq i64 %3799, %11
  br i1 %3800, label %3786, label %3789

3801:                                             ; preds = %3789, %3831
  %3802 = phi i64 [ 0, %3789 ], [ %3847, %3831 ]
  %3803 = shl nuw nsw i64 %3802, 3
  %3804 = add i64 %3796, %3803
  br i1 %2291, label %3809, label %3805

3805:                                             ; preds = %3801
  %3806 = mul nuw nsw i64 %11, %3802
  %3807 = getelementptr <4 x i64>, ptr %3797, i64 %3806
  %3808 = load <4 x i64>, ptr %3807, align 32
  br label %3831

3809:                                             ; preds = %3801
  %3810 = sub nsw i64 %9, %3803
  %3811 = icmp slt i64 %3804, 0
  %3812 = sub nsw i64 0, %3804
  %3813 = select i1 %3811, i64 %3812, i64 0
  %3814 = sub nsw i64 %7, %3804
  %3815 = call i64 @llvm.smin.i64(i64 %3814, i64 %3810)
  %3816 = call i64 @llvm.smin.i64(i64 %3815, i64 8)
  %3817 = icmp sgt i64 %3816, %3813
  %3818 = trunc i64 %3813 to i32
  %3819 = select i1 %3817, i32 %3818, i32 0
  %3820 = insertelement <8 x i32> poison, i32 %3819, i64 0
  %3821 = shufflevector <8 x i32> %3820, <8 x i32> poison, <8 x i32> zeroinitializer
  %3822 = icmp slt <8 x i32> %3821, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %3823 = trunc i64 %3816 to i32
  %3824 = select i1 %3817, i32 %3823, i32 0
  %3825 = insertelement <8 x i32> poison, i32 %3824, i64 0
  %3826 = shufflevector <8 x i32> %3825, <8 x i32> poison, <8 x i32> zeroinitializer
  %3827 = icmp sgt <8 x i32> %3826, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %3828 = and <8 x i1> %3827, %3822
  %3829 = sext <8 x i1> %3828 to <8 x i32>
  %3830 = bitcast <8 x i32> %3829 to <4 x i64>
  br label %3831

3831:                                             ; preds = %3809, %3805
  %3832 = phi <4 x i64> [ %3808, %3805 ], [ %3830, %3809 ]
  %3833 = getelementptr inbounds nuw <8 x float>, ptr %29, i64 %3802
  %3834 = getelementptr inbounds float, ptr %3775, i64 %3804
  %3835 = select i1 %3772, <4 x i64> zeroinitializer, <4 x i64> %3832
  %3836 = bitcast <4 x i64> %3835 to <8 x i32>
  %3837 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3834, <8 x i32> %3836)
  %3838 = load <8 x float>, ptr %3833, align 32
  %3839 = call <8 x float> @llvm.fma.v8f32(<8 x float> %3837, <8 x float> %3794, <8 x float> %3838)
  store <8 x float> %3839, ptr %3833, align 32
  %3840 = getelementptr inbounds float, ptr %3782, i64 %3804
  %3841 = select i1 %3779, <4 x i64> zeroinitializer, <4 x i64> %3832
  %3842 = bitcast <4 x i64> %3841 to <8 x i32>
  %3843 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3840, <8 x i32> %3842)
  %3844 = getelementptr inbounds nuw i8, ptr %3833, i64 256
  %3845 = load <8 x float>, ptr %3844, align 32
  %3846 = call <8 x float> @llvm.fma.v8f32(<8 x float> %3843, <8 x float> %3794, <8 x float> %3845)
  store <8 x float> %3846, ptr %3844, align 32
  %3847 = add nuw nsw i64 %3802, 1
  %3848 = icmp eq i64 %3847, 4
  br i1 %3848, label %3798, label %3801

3849:                                             ; preds = %3761
  %3850 = load float, ptr %2618, align 1
  %3851 = insertelement <8 x float> poison, float %3850, i64 0
  %3852 = shufflevector <8 x float> %3851, <8 x float> poison, <8 x i32> zeroinitializer
  %3853 = fadd <8 x float> %3762, %3852
  br label %3854

3854:                                             ; preds = %3849, %3761
  %3855 = phi <8 x float> [ %3853, %3849 ], [ %3762, %3761 ]
  switch i64 %2478, label %506 [
    i64 1, label %3856
    i64 2, label %3859
    i64 3, label %3866
    i64 0, label %3911
  ]

3856:                                             ; preds = %3854
  %3857 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2630, <8 x i1> %2299, <8 x float> zeroinitializer)
  %3858 = fadd <8 x float> %3855, %3857
  br label %3873

3859:                                             ; preds = %3854
  %3860 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3855)
  %3861 = bitcast <8 x float> %3855 to <8 x i32>
  %3862 = or <8 x i32> %3861, %2293
  %3863 = bitcast <8 x i32> %3862 to <8 x float>
  %3864 = fcmp oeq <8 x float> %3855, %52
  %3865 = select <8 x i1> %3864, <8 x float> %3863, <8 x float> %3860
  br label %3873

3866:                                             ; preds = %3854
  %3867 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3855)
  %3868 = bitcast <8 x float> %3855 to <8 x i32>
  %3869 = and <8 x i32> %3868, %2292
  %3870 = bitcast <8 x i32> %3869 to <8 x float>
  %3871 = fcmp oeq <8 x float> %3855, %49
  %3872 = select <8 x i1> %3871, <8 x float> %3870, <8 x float> %3867
  br label %3873

3873:                                             ; preds = %3866, %3859, %3856
  %3874 = phi <8 x float> [ %3858, %3856 ], [ %3865, %3859 ], [ %3872, %3866 ]
  switch i64 %2480, label %506 [
    i64 1, label %3889
    i64 2, label %3882
    i64 3, label %3875
    i64 0, label %3911
  ]

3875:                                             ; preds = %3873
  %3876 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3874)
  %3877 = bitcast <8 x float> %3874 to <8 x i32>
  %3878 = and <8 x i32> %3877, %2292
  %3879 = bitcast <8 x i32> %3878 to <8 x float>
  %3880 = fcmp oeq <8 x float> %3874, %49
  %3881 = select <8 x i1> %3880, <8 x float> %3879, <8 x float> %3876
  br label %3892

3882:                                             ; preds = %3873
  %3883 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3874)
  %3884 = bitcast <8 x float> %3874 to <8 x i32>
  %3885 = or <8 x i32> %3884, %2293
  %3886 = bitcast <8 x i32> %3885 to <8 x float>
  %3887 = fcmp oeq <8 x float> %3874, %52
  %3888 = select <8 x i1> %3887, <8 x float> %3886, <8 x float> %3883
  br label %3892

3889:                                             ; preds = %3873
  %3890 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2630, <8 x i1> %2299, <8 x float> zeroinitializer)
  %3891 = fadd <8 x float> %3874, %3890
  br label %3892

3892:                                             ; preds = %3889, %3882, %3875
  %3893 = phi <8 x float> [ %3891, %3889 ], [ %3888, %3882 ], [ %3881, %3875 ]
  switch i64 %2482, label %506 [
    i64 1, label %3908
    i64 2, label %3901
    i64 3, label %3894
    i64 0, label %3911
  ]

3894:                                             ; preds = %3892
  %3895 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3893)
  %3896 = bitcast <8 x float> %3893 to <8 x i32>
  %3897 = and <8 x i32> %3896, %2292
  %3898 = bitcast <8 x i32> %3897 to <8 x float>
  %3899 = fcmp oeq <8 x float> %3893, %49
  %3900 = select <8 x i1> %3899, <8 x float> %3898, <8 x float> %3895
  br label %3911

3901:                                             ; preds = %3892
  %3902 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3893)
  %3903 = bitcast <8 x float> %3893 to <8 x i32>
  %3904 = or <8 x i32> %3903, %2293
  %3905 = bitcast <8 x i32> %3904 to <8 x float>
  %3906 = fcmp oeq <8 x float> %3893, %52
  %3907 = select <8 x i1> %3906, <8 x float> %3905, <8 x float> %3902
  br label %3911

3908:                                             ; preds = %3892
  %3909 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2630, <8 x i1> %2299, <8 x float> zeroinitializer)
  %3910 = fadd <8 x float> %3893, %3909
  br label %3911

3911:                                             ; preds = %3894, %3901, %3908, %3892, %3873, %3854
  %3912 = phi <8 x float> [ %3893, %3892 ], [ %3855, %3854 ], [ %3874, %3873 ], [ %3910, %3908 ], [ %3907, %3901 ], [ %3900, %3894 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %3912, ptr align 1 %2625, <8 x i1> %2299)
  %3913 = load <8 x float>, ptr %2490, align 32
  br i1 %3763, label %3919, label %3914

3914:                                             ; preds = %3911
  %3915 = load float, ptr %2618, align 1
  %3916 = insertelement <8 x float> poison, float %3915, i64 0
  %3917 = shufflevector <8 x float> %3916, <8 x float> poison, <8 x i32> zeroinitializer
  %3918 = fadd <8 x float> %3913, %3917
  br label %3919

3919:                                             ; preds = %3914, %3911
  %3920 = phi <8 x float> [ %3918, %3914 ], [ %3913, %3911 ]
  %3921 = getelementptr inbounds nuw i8, ptr %2625, i64 32
  %3922 = getelementptr inbounds nuw i8, ptr %2630, i64 32
  %3923 = select i1 %3764, ptr null, ptr %3922
  switch i64 %2478, label %506 [
    i64 1, label %3938
    i64 2, label %3931
    i64 3, label %3924
    i64 0, label %3979
  ]

3924:                                             ; preds = %3919
  %3925 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3920)
  %3926 = bitcast <8 x float> %3920 to <8 x i32>
  %3927 = and <8 x i32> %3926, %2292
  %3928 = bitcast <8 x i32> %3927 to <8 x float>
  %3929 = fcmp oeq <8 x float> %3920, %49
  %3930 = select <8 x i1> %3929, <8 x float> %3928, <8 x float> %3925
  br label %3941

3931:                                             ; preds = %3919
  %3932 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3920)
  %3933 = bitcast <8 x float> %3920 to <8 x i32>
  %3934 = or <8 x i32> %3933, %2293
  %3935 = bitcast <8 x i32> %3934 to <8 x float>
  %3936 = fcmp oeq <8 x float> %3920, %52
  %3937 = select <8 x i1> %3936, <8 x float> %3935, <8 x float> %3932
  br label %3941

3938:                                             ; preds = %3919
  %3939 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3923, <8 x i1> %2489, <8 x float> zeroinitializer)
  %3940 = fadd <8 x float> %3920, %3939
  br label %3941

3941:                                             ; preds = %3938, %3931, %3924
  %3942 = phi <8 x float> [ %3940, %3938 ], [ %3937, %3931 ], [ %3930, %3924 ]
  switch i64 %2492, label %506 [
    i64 1, label %3957
    i64 2, label %3950
    i64 3, label %3943
    i64 0, label %3979
  ]

3943:                                             ; preds = %3941
  %3944 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3942)
  %3945 = bitcast <8 x float> %3942 to <8 x i32>
  %3946 = and <8 x i32> %3945, %2292
  %3947 = bitcast <8 x i32> %3946 to <8 x float>
  %3948 = fcmp oeq <8 x float> %3942, %49
  %3949 = select <8 x i1> %3948, <8 x float> %3947, <8 x float> %3944
  br label %3960

3950:                                             ; preds = %3941
  %3951 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3942)
  %3952 = bitcast <8 x float> %3942 to <8 x i32>
  %3953 = or <8 x i32> %3952, %2293
  %3954 = bitcast <8 x i32> %3953 to <8 x float>
  %3955 = fcmp oeq <8 x float> %3942, %52
  %3956 = select <8 x i1> %3955, <8 x float> %3954, <8 x float> %3951
  br label %3960

3957:                                             ; preds = %3941
  %3958 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3923, <8 x i1> %2489, <8 x float> zeroinitializer)
  %3959 = fadd <8 x float> %3942, %3958
  br label %3960

3960:                                             ; preds = %3957, %3950, %3943
  %3961 = phi <8 x float> [ %3959, %3957 ], [ %3956, %3950 ], [ %3949, %3943 ]
  switch i64 %2494, label %506 [
    i64 1, label %3976
    i64 2, label %3969
    i64 3, label %3962
    i64 0, label %3979
  ]

3962:                                             ; preds = %3960
  %3963 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3961)
  %3964 = bitcast <8 x float> %3961 to <8 x i32>
  %3965 = and <8 x i32> %3964, %2292
  %3966 = bitcast <8 x i32> %3965 to <8 x float>
  %3967 = fcmp oeq <8 x float> %3961, %49
  %3968 = select <8 x i1> %3967, <8 x float> %3966, <8 x float> %3963
  br label %3979

3969:                                             ; preds = %3960
  %3970 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3961)
  %3971 = bitcast <8 x float> %3961 to <8 x i32>
  %3972 = or <8 x i32> %3971, %2293
  %3973 = bitcast <8 x i32> %3972 to <8 x float>
  %3974 = fcmp oeq <8 x float> %3961, %52
  %3975 = select <8 x i1> %3974, <8 x float> %3973, <8 x float> %3970
  br label %3979

3976:                                             ; preds = %3960
  %3977 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3923, <8 x i1> %2489, <8 x float> zeroinitializer)
  %3978 = fadd <8 x float> %3961, %3977
  br label %3979

3979:                                             ; preds = %3962, %3969, %3976, %3960, %3941, %3919
  %3980 = phi <8 x float> [ %3961, %3960 ], [ %3920, %3919 ], [ %3942, %3941 ], [ %3978, %3976 ], [ %3975, %3969 ], [ %3968, %3962 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %3980, ptr nonnull align 1 %3921, <8 x i1> %2489)
  %3981 = load <8 x float>, ptr %2502, align 32
  br i1 %3763, label %3987, label %3982

3982:                                             ; preds = %3979
  %3983 = load float, ptr %2618, align 1
  %3984 = insertelement <8 x float> poison, float %3983, i64 0
  %3985 = shufflevector <8 x float> %3984, <8 x float> poison, <8 x i32> zeroinitializer
  %3986 = fadd <8 x float> %3981, %3985
  br label %3987

3987:                                             ; preds = %3982, %3979
  %3988 = phi <8 x float> [ %3986, %3982 ], [ %3981, %3979 ]
  %3989 = getelementptr inbounds nuw i8, ptr %2625, i64 64
  %3990 = getelementptr inbounds nuw i8, ptr %2630, i64 64
  %3991 = select i1 %3764, ptr null, ptr %3990
  switch i64 %2478, label %506 [
    i64 1, label %4006
    i64 2, label %3999
    i64 3, label %3992
    i64 0, label %4047
  ]

3992:                                             ; preds = %3987
  %3993 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3988)
  %3994 = bitcast <8 x float> %3988 to <8 x i32>
  %3995 = and <8 x i32> %3994, %2292
  %3996 = bitcast <8 x i32> %3995 to <8 x float>
  %3997 = fcmp oeq <8 x float> %3988, %49
  %3998 = select <8 x i1> %3997, <8 x float> %3996, <8 x float> %3993
  br label %4009

3999:                                             ; preds = %3987
  %4000 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3988)
  %4001 = bitcast <8 x float> %3988 to <8 x i32>
  %4002 = or <8 x i32> %4001, %2293
  %4003 = bitcast <8 x i32> %4002 to <8 x float>
  %4004 = fcmp oeq <8 x float> %3988, %52
  %4005 = select <8 x i1> %4004, <8 x float> %4003, <8 x float> %4000
  br label %4009

4006:                                             ; preds = %3987
  %4007 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3991, <8 x i1> %2501, <8 x float> zeroinitializer)
  %4008 = fadd <8 x float> %3988, %4007
  br label %4009

4009:                                             ; preds = %4006, %3999, %3992
  %4010 = phi <8 x float> [ %4008, %4006 ], [ %4005, %3999 ], [ %3998, %3992 ]
  switch i64 %2504, label %506 [
    i64 1, label %4025
    i64 2, label %4018
    i64 3, label %4011
    i64 0, label %4047
  ]

4011:                                             ; preds = %4009
  %4012 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4010)
  %4013 = bitcast <8 x float> %4010 to <8 x i32>
  %4014 = and <8 x i32> %4013, %2292
  %4015 = bitcast <8 x i32> %4014 to <8 x float>
  %4016 = fcmp oeq <8 x float> %4010, %49
  %4017 = select <8 x i1> %4016, <8 x float> %4015, <8 x float> %4012
  br label %4028

4018:                                             ; preds = %4009
  %4019 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4010)
  %4020 = bitcast <8 x float> %4010 to <8 x i32>
  %4021 = or <8 x i32> %4020, %2293
  %4022 = bitcast <8 x i32> %4021 to <8 x float>
  %4023 = fcmp oeq <8 x float> %4010, %52
  %4024 = select <8 x i1> %4023, <8 x float> %4022, <8 x float> %4019
  br label %4028

4025:                                             ; preds = %4009
  %4026 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3991, <8 x i1> %2501, <8 x float> zeroinitializer)
  %4027 = fadd <8 x float> %4010, %4026
  br label %4028

4028:                                             ; preds = %4025, %4018, %4011
  %4029 = phi <8 x float> [ %4027, %4025 ], [ %4024, %4018 ], [ %4017, %4011 ]
  switch i64 %2506, label %506 [
    i64 1, label %4044
    i64 2, label %4037
    i64 3, label %4030
    i64 0, label %4047
  ]

4030:                                             ; preds = %4028
  %4031 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4029)
  %4032 = bitcast <8 x float> %4029 to <8 x i32>
  %4033 = and <8 x i32> %4032, %2292
  %4034 = bitcast <8 x i32> %4033 to <8 x float>
  %4035 = fcmp oeq <8 x float> %4029, %49
  %4036 = select <8 x i1> %4035, <8 x float> %4034, <8 x float> %4031
  br label %4047

4037:                                             ; preds = %4028
  %4038 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4029)
  %4039 = bitcast <8 x float> %4029 to <8 x i32>
  %4040 = or <8 x i32> %4039, %2293
  %4041 = bitcast <8 x i32> %4040 to <8 x float>
  %4042 = fcmp oeq <8 x float> %4029, %52
  %4043 = select <8 x i1> %4042, <8 x float> %4041, <8 x float> %4038
  br label %4047

4044:                                             ; preds = %4028
  %4045 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3991, <8 x i1> %2501, <8 x float> zeroinitializer)
  %4046 = fadd <8 x float> %4029, %4045
  br label %4047

4047:                                             ; preds = %4030, %4037, %4044, %4028, %4009, %3987
  %4048 = phi <8 x float> [ %4029, %4028 ], [ %3988, %3987 ], [ %4010, %4009 ], [ %4046, %4044 ], [ %4043, %4037 ], [ %4036, %4030 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %4048, ptr nonnull align 1 %3989, <8 x i1> %2501)
  %4049 = load <8 x float>, ptr %2514, align 32
  br i1 %3763, label %4055, label %4050

4050:                                             ; preds = %4047
  %4051 = load float, ptr %2618, align 1
  %4052 = insertelement <8 x float> poison, float %4051, i64 0
  %4053 = shufflevector <8 x float> %4052, <8 x float> poison, <8 x i32> zeroinitializer
  %4054 = fadd <8 x float> %4049, %4053
  br label %4055

4055:                                             ; preds = %4050, %4047
  %4056 = phi <8 x float> [ %4054, %4050 ], [ %4049, %4047 ]
  %4057 = getelementptr inbounds nuw i8, ptr %2625, i64 96
  %4058 = getelementptr inbounds nuw i8, ptr %2630, i64 96
  %4059 = select i1 %3764, ptr null, ptr %4058
  switch i64 %2478, label %506 [
    i64 1, label %4074
    i64 2, label %4067
    i64 3, label %4060
    i64 0, label %4115
  ]

4060:                                             ; preds = %4055
  %4061 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4056)
  %4062 = bitcast <8 x float> %4056 to <8 x i32>
  %4063 = and <8 x i32> %4062, %2292
  %4064 = bitcast <8 x i32> %4063 to <8 x float>
  %4065 = fcmp oeq <8 x float> %4056, %49
  %4066 = select <8 x i1> %4065, <8 x float> %4064, <8 x float> %4061
  br label %4077

4067:                                             ; preds = %4055
  %4068 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4056)
  %4069 = bitcast <8 x float> %4056 to <8 x i32>
  %4070 = or <8 x i32> %4069, %2293
  %4071 = bitcast <8 x i32> %4070 to <8 x float>
  %4072 = fcmp oeq <8 x float> %4056, %52
  %4073 = select <8 x i1> %4072, <8 x float> %4071, <8 x float> %4068
  br label %4077

4074:                                             ; preds = %4055
  %4075 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4059, <8 x i1> %2513, <8 x float> zeroinitializer)
  %4076 = fadd <8 x float> %4056, %4075
  br label %4077

4077:                                             ; preds = %4074, %4067, %4060
  %4078 = phi <8 x float> [ %4076, %4074 ], [ %4073, %4067 ], [ %4066, %4060 ]
  switch i64 %2516, label %506 [
    i64 1, label %4093
    i64 2, label %4086
    i64 3, label %4079
    i64 0, label %4115
  ]

4079:                                             ; preds = %4077
  %4080 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4078)
  %4081 = bitcast <8 x float> %4078 to <8 x i32>
  %4082 = and <8 x i32> %4081, %2292
  %4083 = bitcast <8 x i32> %4082 to <8 x float>
  %4084 = fcmp oeq <8 x float> %4078, %49
  %4085 = select <8 x i1> %4084, <8 x float> %4083, <8 x float> %4080
  br label %4096

4086:                                             ; preds = %4077
  %4087 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4078)
  %4088 = bitcast <8 x float> %4078 to <8 x i32>
  %4089 = or <8 x i32> %4088, %2293
  %4090 = bitcast <8 x i32> %4089 to <8 x float>
  %4091 = fcmp oeq <8 x float> %4078, %52
  %4092 = select <8 x i1> %4091, <8 x float> %4090, <8 x float> %4087
  br label %4096

4093:                                             ; preds = %4077
  %4094 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4059, <8 x i1> %2513, <8 x float> zeroinitializer)
  %4095 = fadd <8 x float> %4078, %4094
  br label %4096

4096:                                             ; preds = %4093, %4086, %4079
  %4097 = phi <8 x float> [ %4095, %4093 ], [ %4092, %4086 ], [ %4085, %4079 ]
  switch i64 %2518, label %506 [
    i64 1, label %4112
    i64 2, label %4105
    i64 3, label %4098
    i64 0, label %4115
  ]

4098:                                             ; preds = %4096
  %4099 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4097)
  %4100 = bitcast <8 x float> %4097 to <8 x i32>
  %4101 = and <8 x i32> %4100, %2292
  %4102 = bitcast <8 x i32> %4101 to <8 x float>
  %4103 = fcmp oeq <8 x float> %4097, %49
  %4104 = select <8 x i1> %4103, <8 x float> %4102, <8 x float> %4099
  br label %4115

4105:                                             ; preds = %4096
  %4106 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4097)
  %4107 = bitcast <8 x float> %4097 to <8 x i32>
  %4108 = or <8 x i32> %4107, %2293
  %4109 = bitcast <8 x i32> %4108 to <8 x float>
  %4110 = fcmp oeq <8 x float> %4097, %52
  %4111 = select <8 x i1> %4110, <8 x float> %4109, <8 x float> %4106
  br label %4115

4112:                                             ; preds = %4096
  %4113 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4059, <8 x i1> %2513, <8 x float> zeroinitializer)
  %4114 = fadd <8 x float> %4097, %4113
  br label %4115

4115:                                             ; preds = %4098, %4105, %4112, %4096, %4077, %4055
  %4116 = phi <8 x float> [ %4097, %4096 ], [ %4056, %4055 ], [ %4078, %4077 ], [ %4114, %4112 ], [ %4111, %4105 ], [ %4104, %4098 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %4116, ptr nonnull align 1 %4057, <8 x i1> %2513)
  %4117 = load <8 x float>, ptr %2477, align 32
  br i1 %3763, label %4123, label %4118

4118:                                             ; preds = %4115
  %4119 = load float, ptr %2618, align 1
  %4120 = insertelement <8 x float> poison, float %4119, i64 0
  %4121 = shufflevector <8 x float> %4120, <8 x float> poison, <8 x i32> zeroinitializer
  %4122 = fadd <8 x float> %4117, %4121
  br label %4123

4123:                                             ; preds = %4118, %4115
  %4124 = phi <8 x float> [ %4122, %4118 ], [ %4117, %4115 ]
  %4125 = getelementptr inbounds float, ptr %2625, i64 %9
  %4126 = getelementptr inbounds float, ptr %2630, i64 %9
  %4127 = select i1 %3764, ptr null, ptr %4126
  switch i64 %2478, label %506 [
    i64 1, label %4142
    i64 2, label %4135
    i64 3, label %4128
    i64 0, label %4183
  ]

4128:                                             ; preds = %4123
  %4129 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4124)
  %4130 = bitcast <8 x float> %4124 to <8 x i32>
  %4131 = and <8 x i32> %4130, %2292
  %4132 = bitcast <8 x i32> %4131 to <8 x float>
  %4133 = fcmp oeq <8 x float> %4124, %49
  %4134 = select <8 x i1> %4133, <8 x float> %4132, <8 x float> %4129
  br label %4145

4135:                                             ; preds = %4123
  %4136 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4124)
  %4137 = bitcast <8 x float> %4124 to <8 x i32>
  %4138 = or <8 x i32> %4137, %2293
  %4139 = bitcast <8 x i32> %4138 to <8 x float>
  %4140 = fcmp oeq <8 x float> %4124, %52
  %4141 = select <8 x i1> %4140, <8 x float> %4139, <8 x float> %4136
  br label %4145

4142:                                             ; preds = %4123
  %4143 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4127, <8 x i1> %2299, <8 x float> zeroinitializer)
  %4144 = fadd <8 x float> %4124, %4143
  br label %4145

4145:                                             ; preds = %4142, %4135, %4128
  %4146 = phi <8 x float> [ %4144, %4142 ], [ %4141, %4135 ], [ %4134, %4128 ]
  switch i64 %2520, label %506 [
    i64 1, label %4161
    i64 2, label %4154
    i64 3, label %4147
    i64 0, label %4183
  ]

4147:                                             ; preds = %4145
  %4148 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4146)
  %4149 = bitcast <8 x float> %4146 to <8 x i32>
  %4150 = and <8 x i32> %4149, %2292
  %4151 = bitcast <8 x i32> %4150 to <8 x float>
  %4152 = fcmp oeq <8 x float> %4146, %49
  %4153 = select <8 x i1> %4152, <8 x float> %4151, <8 x float> %4148
  br label %4164

4154:                                             ; preds = %4145
  %4155 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4146)
  %4156 = bitcast <8 x float> %4146 to <8 x i32>
  %4157 = or <8 x i32> %4156, %2293
  %4158 = bitcast <8 x i32> %4157 to <8 x float>
  %4159 = fcmp oeq <8 x float> %4146, %52
  %4160 = select <8 x i1> %4159, <8 x float> %4158, <8 x float> %4155
  br label %4164

4161:                                             ; preds = %4145
  %4162 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4127, <8 x i1> %2299, <8 x float> zeroinitializer)
  %4163 = fadd <8 x float> %4146, %4162
  br label %4164

4164:                                             ; preds = %4161, %4154, %4147
  %4165 = phi <8 x float> [ %4163, %4161 ], [ %4160, %4154 ], [ %4153, %4147 ]
  switch i64 %2522, label %506 [
    i64 1, label %4180
    i64 2, label %4173
    i64 3, label %4166
    i64 0, label %4183
  ]

4166:                                             ; preds = %4164
  %4167 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4165)
  %4168 = bitcast <8 x float> %4165 to <8 x i32>
  %4169 = and <8 x i32> %4168, %2292
  %4170 = bitcast <8 x i32> %4169 to <8 x float>
  %4171 = fcmp oeq <8 x float> %4165, %49
  %4172 = select <8 x i1> %4171, <8 x float> %4170, <8 x float> %4167
  br label %4183

4173:                                             ; preds = %4164
  %4174 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4165)
  %4175 = bitcast <8 x float> %4165 to <8 x i32>
  %4176 = or <8 x i32> %4175, %2293
  %4177 = bitcast <8 x i32> %4176 to <8 x float>
  %4178 = fcmp oeq <8 x float> %4165, %52
  %4179 = select <8 x i1> %4178, <8 x float> %4177, <8 x float> %4174
  br label %4183

4180:                                             ; preds = %4164
  %4181 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4127, <8 x i1> %2299, <8 x float> zeroinitializer)
  %4182 = fadd <8 x float> %4165, %4181
  br label %4183

4183:                                             ; preds = %4166, %4173, %4180, %4164, %4145, %4123
  %4184 = phi <8 x float> [ %4165, %4164 ], [ %4124, %4123 ], [ %4146, %4145 ], [ %4182, %4180 ], [ %4179, %4173 ], [ %4172, %4166 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %4184, ptr align 1 %4125, <8 x i1> %2299)
  %4185 = load <8 x float>, ptr %2524, align 32
  br i1 %3763, label %4191, label %4186

4186:                                             ; preds = %4183
  %4187 = load float, ptr %2618, align 1
  %4188 = insertelement <8 x float> poison, float %4187, i64 0
  %4189 = shufflevector <8 x float> %4188, <8 x float> poison, <8 x i32> zeroinitializer
  %4190 = fadd <8 x float> %4185, %4189
  br label %4191

4191:                                             ; preds = %4186, %4183
  %4192 = phi <8 x float> [ %4190, %4186 ], [ %4185, %4183 ]
  %4193 = getelementptr inbounds float, ptr %2625, i64 %2523
  %4194 = getelementptr inbounds float, ptr %2630, i64 %2523
  %4195 = select i1 %3764, ptr null, ptr %4194
  switch i64 %2478, label %506 [
    i64 1, label %4210
    i64 2, label %4203
    i64 3, label %4196
    i64 0, label %4251
  ]

4196:                                             ; preds = %4191
  %4197 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4192)
  %4198 = bitcast <8 x float> %4192 to <8 x i32>
  %4199 = and <8 x i32> %4198, %2292
  %4200 = bitcast <8 x i32> %4199 to <8 x float>
  %4201 = fcmp oeq <8 x float> %4192, %49
  %4202 = select <8 x i1> %4201, <8 x float> %4200, <8 x float> %4197
  br label %4213

4203:                                             ; preds = %4191
  %4204 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4192)
  %4205 = bitcast <8 x float> %4192 to <8 x i32>
  %4206 = or <8 x i32> %4205, %2293
  %4207 = bitcast <8 x i32> %4206 to <8 x float>
  %4208 = fcmp oeq <8 x float> %4192, %52
  %4209 = select <8 x i1> %4208, <8 x float> %4207, <8 x float> %4204
  br label %4213

4210:                                             ; preds = %4191
  %4211 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4195, <8 x i1> %2489, <8 x float> zeroinitializer)
  %4212 = fadd <8 x float> %4192, %4211
  br label %4213

4213:                                             ; preds = %4210, %4203, %4196
  %4214 = phi <8 x float> [ %4212, %4210 ], [ %4209, %4203 ], [ %4202, %4196 ]
  switch i64 %2526, label %506 [
    i64 1, label %4229
    i64 2, label %4222
    i64 3, label %4215
    i64 0, label %4251
  ]

4215:                                             ; preds = %4213
  %4216 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4214)
  %4217 = bitcast <8 x float> %4214 to <8 x i32>
  %4218 = and <8 x i32> %4217, %2292
  %4219 = bitcast <8 x i32> %4218 to <8 x float>
  %4220 = fcmp oeq <8 x float> %4214, %49
  %4221 = select <8 x i1> %4220, <8 x float> %4219, <8 x float> %4216
  br label %4232

4222:                                             ; preds = %4213
  %4223 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4214)
  %4224 = bitcast <8 x float> %4214 to <8 x i32>
  %4225 = or <8 x i32> %4224, %2293
  %4226 = bitcast <8 x i32> %4225 to <8 x float>
  %4227 = fcmp oeq <8 x float> %4214, %52
  %4228 = select <8 x i1> %4227, <8 x float> %4226, <8 x float> %4223
  br label %4232

4229:                                             ; preds = %4213
  %4230 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4195, <8 x i1> %2489, <8 x float> zeroinitializer)
  %4231 = fadd <8 x float> %4214, %4230
  br label %4232

4232:                                             ; preds = %4229, %4222, %4215
  %4233 = phi <8 x float> [ %4231, %4229 ], [ %4228, %4222 ], [ %4221, %4215 ]
  switch i64 %2528, label %506 [
    i64 1, label %4248
    i64 2, label %4241
    i64 3, label %4234
    i64 0, label %4251
  ]

4234:                                             ; preds = %4232
  %4235 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4233)
  %4236 = bitcast <8 x float> %4233 to <8 x i32>
  %4237 = and <8 x i32> %4236, %2292
  %4238 = bitcast <8 x i32> %4237 to <8 x float>
  %4239 = fcmp oeq <8 x float> %4233, %49
  %4240 = select <8 x i1> %4239, <8 x float> %4238, <8 x float> %4235
  br label %4251

4241:                                             ; preds = %4232
  %4242 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4233)
  %4243 = bitcast <8 x float> %4233 to <8 x i32>
  %4244 = or <8 x i32> %4243, %2293
  %4245 = bitcast <8 x i32> %4244 to <8 x float>
  %4246 = fcmp oeq <8 x float> %4233, %52
  %4247 = select <8 x i1> %4246, <8 x float> %4245, <8 x float> %4242
  br label %4251

4248:                                             ; preds = %4232
  %4249 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4195, <8 x i1> %2489, <8 x float> zeroinitializer)
  %4250 = fadd <8 x float> %4233, %4249
  br label %4251

4251:                                             ; preds = %4234, %4241, %4248, %4232, %4213, %4191
  %4252 = phi <8 x float> [ %4233, %4232 ], [ %4192, %4191 ], [ %4214, %4213 ], [ %4250, %4248 ], [ %4247, %4241 ], [ %4240, %4234 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %4252, ptr align 1 %4193, <8 x i1> %2489)
  %4253 = load <8 x float>, ptr %2530, align 32
  br i1 %3763, label %4259, label %4254

4254:                                             ; preds = %4251
  %4255 = load float, ptr %2618, align 1
  %4256 = insertelement <8 x float> poison, float %4255, i64 0
  %4257 = shufflevector <8 x float> %4256, <8 x float> poison, <8 x i32> zeroinitializer
  %4258 = fadd <8 x float> %4253, %4257
  br label %4259

4259:                                             ; preds = %4254, %4251
  %4260 = phi <8 x float> [ %4258, %4254 ], [ %4253, %4251 ]
  %4261 = getelementptr inbounds float, ptr %2625, i64 %2529
  %4262 = getelementptr inbounds float, ptr %2630, i64 %2529
  %4263 = select i1 %3764, ptr null, ptr %4262
  switch i64 %2478, label %506 [
    i64 1, label %4278
    i64 2, label %4271
    i64 3, label %4264
    i64 0, label %4319
  ]

4264:                                             ; preds = %4259
  %4265 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4260)
  %4266 = bitcast <8 x float> %4260 to <8 x i32>
  %4267 = and <8 x i32> %4266, %2292
  %4268 = bitcast <8 x i32> %4267 to <8 x float>
  %4269 = fcmp oeq <8 x float> %4260, %49
  %4270 = select <8 x i1> %4269, <8 x float> %4268, <8 x float> %4265
  br label %4281

4271:                                             ; preds = %4259
  %4272 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4260)
  %4273 = bitcast <8 x float> %4260 to <8 x i32>
  %4274 = or <8 x i32> %4273, %2293
  %4275 = bitcast <8 x i32> %4274 to <8 x float>
  %4276 = fcmp oeq <8 x float> %4260, %52
  %4277 = select <8 x i1> %4276, <8 x float> %4275, <8 x float> %4272
  br label %4281

4278:                                             ; preds = %4259
  %4279 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4263, <8 x i1> %2501, <8 x float> zeroinitializer)
  %4280 = fadd <8 x float> %4260, %4279
  br label %4281

4281:                                             ; preds = %4278, %4271, %4264
  %4282 = phi <8 x float> [ %4280, %4278 ], [ %4277, %4271 ], [ %4270, %4264 ]
  switch i64 %2532, label %506 [
    i64 1, label %4297
    i64 2, label %4290
    i64 3, label %4283
    i64 0, label %4319
  ]

4283:                                             ; preds = %4281
  %4284 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4282)
  %4285 = bitcast <8 x float> %4282 to <8 x i32>
  %4286 = and <8 x i32> %4285, %2292
  %4287 = bitcast <8 x i32> %4286 to <8 x float>
  %4288 = fcmp oeq <8 x float> %4282, %49
  %4289 = select <8 x i1> %4288, <8 x float> %4287, <8 x float> %4284
  br label %4300

4290:                                             ; preds = %4281
  %4291 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4282)
  %4292 = bitcast <8 x float> %4282 to <8 x i32>
  %4293 = or <8 x i32> %4292, %2293
  %4294 = bitcast <8 x i32> %4293 to <8 x float>
  %4295 = fcmp oeq <8 x float> %4282, %52
  %4296 = select <8 x i1> %4295, <8 x float> %4294, <8 x float> %4291
  br label %4300

4297:                                             ; preds = %4281
  %4298 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4263, <8 x i1> %2501, <8 x float> zeroinitializer)
  %4299 = fadd <8 x float> %4282, %4298
  br label %4300

4300:                                             ; preds = %4297, %4290, %4283
  %4301 = phi <8 x float> [ %4299, %4297 ], [ %4296, %4290 ], [ %4289, %4283 ]
  switch i64 %2534, label %506 [
    i64 1, label %4316
    i64 2, label %4309
    i64 3, label %4302
    i64 0, label %4319
  ]

4302:                                             ; preds = %4300
  %4303 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4301)
  %4304 = bitcast <8 x float> %4301 to <8 x i32>
  %4305 = and <8 x i32> %4304, %2292
  %4306 = bitcast <8 x i32> %4305 to <8 x float>
  %4307 = fcmp oeq <8 x float> %4301, %49
  %4308 = select <8 x i1> %4307, <8 x float> %4306, <8 x float> %4303
  br label %4319

4309:                                             ; preds = %4300
  %4310 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4301)
  %4311 = bitcast <8 x float> %4301 to <8 x i32>
  %4312 = or <8 x i32> %4311, %2293
  %4313 = bitcast <8 x i32> %4312 to <8 x float>
  %4314 = fcmp oeq <8 x float> %4301, %52
  %4315 = select <8 x i1> %4314, <8 x float> %4313, <8 x float> %4310
  br label %4319

4316:                                             ; preds = %4300
  %4317 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4263, <8 x i1> %2501, <8 x float> zeroinitializer)
  %4318 = fadd <8 x float> %4301, %4317
  br label %4319

4319:                                             ; preds = %4302, %4309, %4316, %4300, %4281, %4259
  %4320 = phi <8 x float> [ %4301, %4300 ], [ %4260, %4259 ], [ %4282, %4281 ], [ %4318, %4316 ], [ %4315, %4309 ], [ %4308, %4302 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %4320, ptr align 1 %4261, <8 x i1> %2501)
  %4321 = load <8 x float>, ptr %2536, align 32
  br i1 %3763, label %4327, label %4322

4322:                                             ; preds = %4319
  %4323 = load float, ptr %2618, align 1
  %4324 = insertelement <8 x float> poison, float %4323, i64 0
  %4325 = shufflevector <8 x float> %4324, <8 x float> poison, <8 x i32> zeroinitializer
  %4326 = fadd <8 x float> %4321, %4325
  br label %4327

4327:                                             ; preds = %4322, %4319
  %4328 = phi <8 x float> [ %4326, %4322 ], [ %4321, %4319 ]
  %4329 = getelementptr inbounds float, ptr %2625, i64 %2535
  %4330 = getelementptr inbounds float, ptr %2630, i64 %2535
  %4331 = select i1 %3764, ptr null, ptr %4330
  switch i64 %2478, label %506 [
    i64 1, label %4346
    i64 2, label %4339
    i64 3, label %4332
    i64 0, label %4387
  ]

4332:                                             ; preds = %4327
  %4333 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4328)
  %4334 = bitcast <8 x float> %4328 to <8 x i32>
  %4335 = and <8 x i32> %4334, %2292
  %4336 = bitcast <8 x i32> %4335 to <8 x float>
  %4337 = fcmp oeq <8 x float> %4328, %49
  %4338 = select <8 x i1> %4337, <8 x float> %4336, <8 x float> %4333
  br label %4349

4339:                                             ; preds = %4327
  %4340 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4328)
  %4341 = bitcast <8 x float> %4328 to <8 x i32>
  %4342 = or <8 x i32> %4341, %2293
  %4343 = bitcast <8 x i32> %4342 to <8 x float>
  %4344 = fcmp oeq <8 x float> %4328, %52
  %4345 = select <8 x i1> %4344, <8 x float> %4343, <8 x float> %4340
  br label %4349

4346:                                             ; preds = %4327
  %4347 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4331, <8 x i1> %2513, <8 x float> zeroinitializer)
  %4348 = fadd <8 x float> %4328, %4347
  br label %4349

4349:                                             ; preds = %4346, %4339, %4332
  %4350 = phi <8 x float> [ %4348, %4346 ], [ %4345, %4339 ], [ %4338, %4332 ]
  switch i64 %2538, label %506 [
    i64 1, label %4365
    i64 2, label %4358
    i64 3, label %4351
    i64 0, label %4387
  ]

4351:                                             ; preds = %4349
  %4352 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4350)
  %4353 = bitcast <8 x float> %4350 to <8 x i32>
  %4354 = and <8 x i32> %4353, %2292
  %4355 = bitcast <8 x i32> %4354 to <8 x float>
  %4356 = fcmp oeq <8 x float> %4350, %49
  %4357 = select <8 x i1> %4356, <8 x float> %4355, <8 x float> %4352
  br label %4368

4358:                                             ; preds = %4349
  %4359 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4350)
  %4360 = bitcast <8 x float> %4350 to <8 x i32>
  %4361 = or <8 x i32> %4360, %2293
  %4362 = bitcast <8 x i32> %4361 to <8 x float>
  %4363 = fcmp oeq <8 x float> %4350, %52
  %4364 = select <8 x i1> %4363, <8 x float> %4362, <8 x float> %4359
  br label %4368

4365:                                             ; preds = %4349
  %4366 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4331, <8 x i1> %2513, <8 x float> zeroinitializer)
  %4367 = fadd <8 x float> %4350, %4366
  br label %4368

4368:                                             ; preds = %4365, %4358, %4351
  %4369 = phi <8 x float> [ %4367, %4365 ], [ %4364, %4358 ], [ %4357, %4351 ]
  switch i64 %2540, label %506 [
    i64 1, label %4384
    i64 2, label %4377
    i64 3, label %4370
    i64 0, label %4387
  ]

4370:                                             ; preds = %4368
  %4371 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4369)
  %4372 = bitcast <8 x float> %4369 to <8 x i32>
  %4373 = and <8 x i32> %4372, %2292
  %4374 = bitcast <8 x i32> %4373 to <8 x float>
  %4375 = fcmp oeq <8 x float> %4369, %49
  %4376 = select <8 x i1> %4375, <8 x float> %4374, <8 x float> %4371
  br label %4387

4377:                                             ; preds = %4368
  %4378 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4369)
  %4379 = bitcast <8 x float> %4369 to <8 x i32>
  %4380 = or <8 x i32> %4379, %2293
  %4381 = bitcast <8 x i32> %4380 to <8 x float>
  %4382 = fcmp oeq <8 x float> %4369, %52
  %4383 = select <8 x i1> %4382, <8 x float> %4381, <8 x float> %4378
  br label %4387

4384:                                             ; preds = %4368
  %4385 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4331, <8 x i1> %2513, <8 x float> zeroinitializer)
  %4386 = fadd <8 x float> %4369, %4385
  br label %4387

4387:                                             ; preds = %4370, %4377, %4384, %4368, %4349, %4327
  %4388 = phi <8 x float> [ %4369, %4368 ], [ %4328, %4327 ], [ %4350, %4349 ], [ %4386, %4384 ], [ %4383, %4377 ], [ %4376, %4370 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %4388, ptr align 1 %4329, <8 x i1> %2513)
  call void @llvm.lifetime.end.p0(ptr nonnull %29)
  br label %7869

4389:                                             ; preds = %2638, %7866
  %4390 = phi i64 [ 0, %2638 ], [ %7867, %7866 ]
  %4391 = sub nsw i64 %2229, %4390
  %4392 = icmp sgt i64 %4391, 7
  %4393 = trunc i64 %4391 to i32
  %4394 = select i1 %4392, i32 8, i32 %4393
  switch i32 %4394, label %7866 [
    i32 1, label %4395
    i32 2, label %4540
    i32 3, label %4804
    i32 4, label %5186
    i32 5, label %5568
    i32 6, label %6027
    i32 7, label %6563
    i32 8, label %7176
  ]

4395:                                             ; preds = %4389
  %4396 = shl nsw i64 %4390, 3
  br i1 %2289, label %4399, label %4397

4397:                                             ; preds = %4395
  %4398 = sub nsw i64 %9, %4396
  br label %4404

4399:                                             ; preds = %4395
  %4400 = sub i64 %4396, %17
  %4401 = mul nsw i64 %4390, %11
  %4402 = getelementptr <4 x i64>, ptr %2276, i64 %4401
  %4403 = sub nsw i64 %9, %4396
  br label %4416

4404:                                             ; preds = %4431, %4397
  %4405 = phi i64 [ %4398, %4397 ], [ %4403, %4431 ]
  %4406 = phi <8 x float> [ zeroinitializer, %4397 ], [ %4432, %4431 ]
  %4407 = icmp sgt i64 %4405, 7
  %4408 = trunc i64 %4405 to i32
  %4409 = select i1 %4407, i32 8, i32 %4408
  %4410 = insertelement <8 x i32> poison, i32 %4409, i64 0
  %4411 = shufflevector <8 x i32> %4410, <8 x i32> poison, <8 x i32> zeroinitializer
  %4412 = icmp sgt <8 x i32> %4411, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4413 = getelementptr inbounds nuw float, ptr %2625, i64 %4396
  %4414 = getelementptr inbounds nuw float, ptr %2630, i64 %4396
  %4415 = select i1 %2640, ptr null, ptr %4414
  br i1 %2639, label %4481, label %4476

4416:                                             ; preds = %4399, %4431
  %4417 = phi <8 x float> [ zeroinitializer, %4399 ], [ %4432, %4431 ]
  %4418 = phi i64 [ 0, %4399 ], [ %4433, %4431 ]
  %4419 = mul nsw i64 %4418, %14
  %4420 = sub i64 %4419, %16
  %4421 = add i64 %4420, %2648
  %4422 = icmp slt i64 %4421, 0
  %4423 = icmp sge i64 %4421, %6
  %4424 = or i1 %4422, %4423
  %4425 = select i1 %4424, i64 0, i64 %4421
  %4426 = mul nsw i64 %4425, %7
  %4427 = getelementptr inbounds float, ptr %2615, i64 %4426
  br i1 %2290, label %4428, label %4431

4428:                                             ; preds = %4416
  %4429 = mul nuw nsw i64 %4418, %11
  %4430 = getelementptr inbounds nuw float, ptr %2617, i64 %4429
  br label %4435

4431:                                             ; preds = %4467, %4416
  %4432 = phi <8 x float> [ %4417, %4416 ], [ %4473, %4467 ]
  %4433 = add nuw nsw i64 %4418, 1
  %4434 = icmp eq i64 %4433, %10
  br i1 %4434, label %4404, label %4416

4435:                                             ; preds = %4428, %4467
  %4436 = phi <8 x float> [ %4417, %4428 ], [ %4473, %4467 ]
  %4437 = phi i64 [ 0, %4428 ], [ %4474, %4467 ]
  %4438 = getelementptr inbounds nuw float, ptr %4430, i64 %4437
  %4439 = load float, ptr %4438, align 1
  %4440 = insertelement <8 x float> poison, float %4439, i64 0
  %4441 = shufflevector <8 x float> %4440, <8 x float> poison, <8 x i32> zeroinitializer
  %4442 = mul nsw i64 %4437, %15
  %4443 = add i64 %4400, %4442
  %4444 = icmp slt i64 %4443, 0
  %4445 = sub nsw i64 0, %4443
  %4446 = select i1 %4444, i64 %4445, i64 0
  %4447 = sub nsw i64 %7, %4443
  %4448 = call i64 @llvm.smin.i64(i64 %4447, i64 %4403)
  %4449 = call i64 @llvm.smin.i64(i64 %4448, i64 8)
  %4450 = icmp sgt i64 %4449, %4446
  %4451 = trunc i64 %4446 to i32
  %4452 = select i1 %4450, i32 %4451, i32 0
  %4453 = insertelement <8 x i32> poison, i32 %4452, i64 0
  %4454 = shufflevector <8 x i32> %4453, <8 x i32> poison, <8 x i32> zeroinitializer
  %4455 = icmp slt <8 x i32> %4454, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %4456 = trunc i64 %4449 to i32
  %4457 = select i1 %4450, i32 %4456, i32 0
  %4458 = insertelement <8 x i32> poison, i32 %4457, i64 0
  %4459 = shufflevector <8 x i32> %4458, <8 x i32> poison, <8 x i32> zeroinitializer
  %4460 = icmp sgt <8 x i32> %4459, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4461 = and <8 x i1> %4460, %4455
  %4462 = sext <8 x i1> %4461 to <8 x i32>
  %4463 = bitcast <8 x i32> %4462 to <4 x i64>
  br i1 %2291, label %4467, label %4464

4464:                                             ; preds = %4435
  %4465 = getelementptr <4 x i64>, ptr %4402, i64 %4437
  %4466 = load <4 x i64>, ptr %4465, align 32
  br label %4467

4467:                                             ; preds = %4435, %4464
  %4468 = phi <4 x i64> [ %4466, %4464 ], [ %4463, %4435 ]
  %4469 = getelementptr inbounds float, ptr %4427, i64 %4443
  %4470 = select i1 %4424, <4 x i64> zeroinitializer, <4 x i64> %4468
  %4471 = bitcast <4 x i64> %4470 to <8 x i32>
  %4472 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %4469, <8 x i32> %4471)
  %4473 = call <8 x float> @llvm.fma.v8f32(<8 x float> %4472, <8 x float> %4441, <8 x float> %4436)
  %4474 = add nuw nsw i64 %4437, 1
  %4475 = icmp eq i64 %4474, %11
  br i1 %4475, label %4431, label %4435

4476:                                             ; preds = %4404
  %4477 = load float, ptr %2618, align 1
  %4478 = insertelement <8 x float> poison, float %4477, i64 0
  %4479 = shufflevector <8 x float> %4478, <8 x float> poison, <8 x i32> zeroinitializer
  %4480 = fadd <8 x float> %4406, %4479
  br label %4481

4481:                                             ; preds = %4476, %4404
  %4482 = phi <8 x float> [ %4480, %4476 ], [ %4406, %4404 ]
  switch i64 %2472, label %506 [
    i64 1, label %4483
    i64 2, label %4486
    i64 3, label %4493
    i64 0, label %4538
  ]

4483:                                             ; preds = %4481
  %4484 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4415, <8 x i1> %4412, <8 x float> zeroinitializer)
  %4485 = fadd <8 x float> %4482, %4484
  br label %4500

4486:                                             ; preds = %4481
  %4487 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4482)
  %4488 = bitcast <8 x float> %4482 to <8 x i32>
  %4489 = or <8 x i32> %4488, %2293
  %4490 = bitcast <8 x i32> %4489 to <8 x float>
  %4491 = fcmp oeq <8 x float> %4482, %52
  %4492 = select <8 x i1> %4491, <8 x float> %4490, <8 x float> %4487
  br label %4500

4493:                                             ; preds = %4481
  %4494 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4482)
  %4495 = bitcast <8 x float> %4482 to <8 x i32>
  %4496 = and <8 x i32> %4495, %2292
  %4497 = bitcast <8 x i32> %4496 to <8 x float>
  %4498 = fcmp oeq <8 x float> %4482, %49
  %4499 = select <8 x i1> %4498, <8 x float> %4497, <8 x float> %4494
  br label %4500

4500:                                             ; preds = %4493, %4486, %4483
  %4501 = phi <8 x float> [ %4485, %4483 ], [ %4492, %4486 ], [ %4499, %4493 ]
  switch i64 %2474, label %506 [
    i64 1, label %4516
    i64 2, label %4509
    i64 3, label %4502
    i64 0, label %4538
  ]

4502:                                             ; preds = %4500
  %4503 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4501)
  %4504 = bitcast <8 x float> %4501 to <8 x i32>
  %4505 = and <8 x i32> %4504, %2292
  %4506 = bitcast <8 x i32> %4505 to <8 x float>
  %4507 = fcmp oeq <8 x float> %4501, %49
  %4508 = select <8 x i1> %4507, <8 x float> %4506, <8 x float> %4503
  br label %4519

4509:                                             ; preds = %4500
  %4510 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4501)
  %4511 = bitcast <8 x float> %4501 to <8 x i32>
  %4512 = or <8 x i32> %4511, %2293
  %4513 = bitcast <8 x i32> %4512 to <8 x float>
  %4514 = fcmp oeq <8 x float> %4501, %52
  %4515 = select <8 x i1> %4514, <8 x float> %4513, <8 x float> %4510
  br label %4519

4516:                                             ; preds = %4500
  %4517 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4415, <8 x i1> %4412, <8 x float> zeroinitializer)
  %4518 = fadd <8 x float> %4501, %4517
  br label %4519

4519:                                             ; preds = %4516, %4509, %4502
  %4520 = phi <8 x float> [ %4518, %4516 ], [ %4515, %4509 ], [ %4508, %4502 ]
  switch i64 %2476, label %506 [
    i64 1, label %4535
    i64 2, label %4528
    i64 3, label %4521
    i64 0, label %4538
  ]

4521:                                             ; preds = %4519
  %4522 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4520)
  %4523 = bitcast <8 x float> %4520 to <8 x i32>
  %4524 = and <8 x i32> %4523, %2292
  %4525 = bitcast <8 x i32> %4524 to <8 x float>
  %4526 = fcmp oeq <8 x float> %4520, %49
  %4527 = select <8 x i1> %4526, <8 x float> %4525, <8 x float> %4522
  br label %4538

4528:                                             ; preds = %4519
  %4529 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4520)
  %4530 = bitcast <8 x float> %4520 to <8 x i32>
  %4531 = or <8 x i32> %4530, %2293
  %4532 = bitcast <8 x i32> %4531 to <8 x float>
  %4533 = fcmp oeq <8 x float> %4520, %52
  %4534 = select <8 x i1> %4533, <8 x float> %4532, <8 x float> %4529
  br label %4538

4535:                                             ; preds = %4519
  %4536 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4415, <8 x i1> %4412, <8 x float> zeroinitializer)
  %4537 = fadd <8 x float> %4520, %4536
  br label %4538

4538:                                             ; preds = %4521, %4528, %4535, %4519, %4500, %4481
  %4539 = phi <8 x float> [ %4520, %4519 ], [ %4482, %4481 ], [ %4501, %4500 ], [ %4537, %4535 ], [ %4534, %4528 ], [ %4527, %4521 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %4539, ptr align 1 %4413, <8 x i1> %4412)
  br label %7866

4540:                                             ; preds = %4389
  br i1 %2289, label %4541, label %4650

4541:                                             ; preds = %4540
  %4542 = shl nsw i64 %4390, 3
  %4543 = mul nuw nsw i64 %4390, %11
  %4544 = or disjoint i64 %4390, 1
  %4545 = shl nsw i64 %4544, 3
  %4546 = mul nuw nsw i64 %4544, %11
  %4547 = sub nsw i64 %9, %4542
  %4548 = shl i64 %4390, 3
  %4549 = or disjoint i64 %4548, 8
  %4550 = sub nsw i64 %9, %4549
  br label %4551

4551:                                             ; preds = %4541, %4567
  %4552 = phi <8 x float> [ zeroinitializer, %4541 ], [ %4568, %4567 ]
  %4553 = phi <8 x float> [ zeroinitializer, %4541 ], [ %4569, %4567 ]
  %4554 = phi i64 [ 0, %4541 ], [ %4570, %4567 ]
  %4555 = mul nsw i64 %4554, %14
  %4556 = sub i64 %4555, %16
  %4557 = add i64 %4556, %2647
  %4558 = icmp slt i64 %4557, 0
  %4559 = icmp sge i64 %4557, %6
  %4560 = or i1 %4558, %4559
  %4561 = select i1 %4560, i64 0, i64 %4557
  %4562 = mul nsw i64 %4561, %7
  %4563 = getelementptr inbounds float, ptr %2615, i64 %4562
  br i1 %2290, label %4564, label %4567

4564:                                             ; preds = %4551
  %4565 = mul nuw nsw i64 %4554, %11
  %4566 = getelementptr inbounds nuw float, ptr %2617, i64 %4565
  br label %4572

4567:                                             ; preds = %4639, %4551
  %4568 = phi <8 x float> [ %4552, %4551 ], [ %4641, %4639 ]
  %4569 = phi <8 x float> [ %4553, %4551 ], [ %4647, %4639 ]
  %4570 = add nuw nsw i64 %4554, 1
  %4571 = icmp eq i64 %4570, %10
  br i1 %4571, label %4650, label %4551

4572:                                             ; preds = %4564, %4639
  %4573 = phi <8 x float> [ %4552, %4564 ], [ %4641, %4639 ]
  %4574 = phi <8 x float> [ %4553, %4564 ], [ %4647, %4639 ]
  %4575 = phi i64 [ 0, %4564 ], [ %4648, %4639 ]
  %4576 = getelementptr inbounds nuw float, ptr %4566, i64 %4575
  %4577 = load float, ptr %4576, align 1
  %4578 = insertelement <8 x float> poison, float %4577, i64 0
  %4579 = shufflevector <8 x float> %4578, <8 x float> poison, <8 x i32> zeroinitializer
  %4580 = mul nsw i64 %4575, %15
  %4581 = sub i64 %4580, %17
  %4582 = add i64 %4581, %4542
  br i1 %2291, label %4595, label %4583

4583:                                             ; preds = %4572
  %4584 = getelementptr <4 x i64>, ptr %2276, i64 %4575
  %4585 = getelementptr <4 x i64>, ptr %4584, i64 %4543
  %4586 = load <4 x i64>, ptr %4585, align 32
  %4587 = getelementptr inbounds float, ptr %4563, i64 %4582
  %4588 = select i1 %4560, <4 x i64> zeroinitializer, <4 x i64> %4586
  %4589 = bitcast <4 x i64> %4588 to <8 x i32>
  %4590 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %4587, <8 x i32> %4589)
  %4591 = call <8 x float> @llvm.fma.v8f32(<8 x float> %4590, <8 x float> %4579, <8 x float> %4573)
  %4592 = add i64 %4581, %4545
  %4593 = getelementptr <4 x i64>, ptr %4584, i64 %4546
  %4594 = load <4 x i64>, ptr %4593, align 32
  br label %4639

4595:                                             ; preds = %4572
  %4596 = icmp slt i64 %4582, 0
  %4597 = sub nsw i64 0, %4582
  %4598 = select i1 %4596, i64 %4597, i64 0
  %4599 = sub nsw i64 %7, %4582
  %4600 = call i64 @llvm.smin.i64(i64 %4599, i64 %4547)
  %4601 = call i64 @llvm.smin.i64(i64 %4600, i64 8)
  %4602 = icmp sgt i64 %4601, %4598
  %4603 = trunc i64 %4598 to i32
  %4604 = select i1 %4602, i32 %4603, i32 0
  %4605 = insertelement <8 x i32> poison, i32 %4604, i64 0
  %4606 = shufflevector <8 x i32> %4605, <8 x i32> poison, <8 x i32> zeroinitializer
  %4607 = icmp slt <8 x i32> %4606, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %4608 = trunc i64 %4601 to i32
  %4609 = select i1 %4602, i32 %4608, i32 0
  %4610 = insertelement <8 x i32> poison, i32 %4609, i64 0
  %4611 = shufflevector <8 x i32> %4610, <8 x i32> poison, <8 x i32> zeroinitializer
  %4612 = icmp sgt <8 x i32> %4611, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4613 = and <8 x i1> %4612, %4607
  %4614 = getelementptr inbounds float, ptr %4563, i64 %4582
  %4615 = select i1 %4560, <8 x i1> zeroinitializer, <8 x i1> %4613
  %4616 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4614, <8 x i1> %4615, <8 x float> zeroinitializer)
  %4617 = call <8 x float> @llvm.fma.v8f32(<8 x float> %4616, <8 x float> %4579, <8 x float> %4573)
  %4618 = add i64 %4581, %4549
  %4619 = icmp slt i64 %4618, 0
  %4620 = sub nsw i64 0, %4618
  %4621 = select i1 %4619, i64 %4620, i64 0
  %4622 = sub nsw i64 %7, %4618
  %4623 = call i64 @llvm.smin.i64(i64 %4622, i64 %4550)
  %4624 = call i64 @llvm.smin.i64(i64 %4623, i64 8)
  %4625 = icmp sgt i64 %4624, %4621
  %4626 = trunc i64 %4621 to i32
  %4627 = select i1 %4625, i32 %4626, i32 0
  %4628 = insertelement <8 x i32> poison, i32 %4627, i64 0
  %4629 = shufflevector <8 x i32> %4628, <8 x i32> poison, <8 x i32> zeroinitializer
  %4630 = icmp slt <8 x i32> %4629, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %4631 = trunc i64 %4624 to i32
  %4632 = select i1 %4625, i32 %4631, i32 0
  %4633 = insertelement <8 x i32> poison, i32 %4632, i64 0
  %4634 = shufflevector <8 x i32> %4633, <8 x i32> poison, <8 x i32> zeroinitializer
  %4635 = icmp sgt <8 x i32> %4634, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4636 = and <8 x i1> %4635, %4630
  %4637 = sext <8 x i1> %4636 to <8 x i32>
  %4638 = bitcast <8 x i32> %4637 to <4 x i64>
  br label %4639

4639:                                             ; preds = %4595, %4583
  %4640 = phi i64 [ %4592, %4583 ], [ %4618, %4595 ]
  %4641 = phi <8 x float> [ %4591, %4583 ], [ %4617, %4595 ]
  %4642 = phi <4 x i64> [ %4594, %4583 ], [ %4638, %4595 ]
  %4643 = getelementptr inbounds float, ptr %4563, i64 %4640
  %4644 = select i1 %4560, <4 x i64> zeroinitializer, <4 x i64> %4642
  %4645 = bitcast <4 x i64> %4644 to <8 x i32>
  %4646 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %4643, <8 x i32> %4645)
  %4647 = call <8 x float> @llvm.fma.v8f32(<8 x float> %4646, <8 x float> %4579, <8 x float> %4574)
  %4648 = add nuw nsw i64 %4575, 1
  %4649 = icmp eq i64 %4648, %11
  br i1 %4649, label %4567, label %4572

4650:                                             ; preds = %4567, %4540
  %4651 = phi <8 x float> [ zeroinitializer, %4540 ], [ %4568, %4567 ]
  %4652 = phi <8 x float> [ zeroinitializer, %4540 ], [ %4569, %4567 ]
  %4653 = shl nsw i64 %4390, 3
  %4654 = sub nsw i64 %9, %4653
  %4655 = icmp sgt i64 %4654, 7
  %4656 = trunc i64 %4654 to i32
  %4657 = select i1 %4655, i32 8, i32 %4656
  %4658 = insertelement <8 x i32> poison, i32 %4657, i64 0
  %4659 = shufflevector <8 x i32> %4658, <8 x i32> poison, <8 x i32> zeroinitializer
  %4660 = icmp sgt <8 x i32> %4659, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %2639, label %4666, label %4661

4661:                                             ; preds = %4650
  %4662 = load float, ptr %2618, align 1
  %4663 = insertelement <8 x float> poison, float %4662, i64 0
  %4664 = shufflevector <8 x float> %4663, <8 x float> poison, <8 x i32> zeroinitializer
  %4665 = fadd <8 x float> %4651, %4664
  br label %4666

4666:                                             ; preds = %4661, %4650
  %4667 = phi <8 x float> [ %4665, %4661 ], [ %4651, %4650 ]
  %4668 = getelementptr inbounds nuw float, ptr %2625, i64 %4653
  %4669 = getelementptr inbounds nuw float, ptr %2630, i64 %4653
  %4670 = select i1 %2640, ptr null, ptr %4669
  switch i64 %2463, label %506 [
    i64 1, label %4671
    i64 2, label %4674
    i64 3, label %4681
    i64 0, label %4726
  ]

4671:                                             ; preds = %4666
  %4672 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4670, <8 x i1> %4660, <8 x float> zeroinitializer)
  %4673 = fadd <8 x float> %4667, %4672
  br label %4688

4674:                                             ; preds = %4666
  %4675 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4667)
  %4676 = bitcast <8 x float> %4667 to <8 x i32>
  %4677 = or <8 x i32> %4676, %2293
  %4678 = bitcast <8 x i32> %4677 to <8 x float>
  %4679 = fcmp oeq <8 x float> %4667, %52
  %4680 = select <8 x i1> %4679, <8 x float> %4678, <8 x float> %4675
  br label %4688

4681:                                             ; preds = %4666
  %4682 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4667)
  %4683 = bitcast <8 x float> %4667 to <8 x i32>
  %4684 = and <8 x i32> %4683, %2292
  %4685 = bitcast <8 x i32> %4684 to <8 x float>
  %4686 = fcmp oeq <8 x float> %4667, %49
  %4687 = select <8 x i1> %4686, <8 x float> %4685, <8 x float> %4682
  br label %4688

4688:                                             ; preds = %4681, %4674, %4671
  %4689 = phi <8 x float> [ %4673, %4671 ], [ %4680, %4674 ], [ %4687, %4681 ]
  switch i64 %2465, label %506 [
    i64 1, label %4704
    i64 2, label %4697
    i64 3, label %4690
    i64 0, label %4726
  ]

4690:                                             ; preds = %4688
  %4691 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4689)
  %4692 = bitcast <8 x float> %4689 to <8 x i32>
  %4693 = and <8 x i32> %4692, %2292
  %4694 = bitcast <8 x i32> %4693 to <8 x float>
  %4695 = fcmp oeq <8 x float> %4689, %49
  %4696 = select <8 x i1> %4695, <8 x float> %4694, <8 x float> %4691
  br label %4707

4697:                                             ; preds = %4688
  %4698 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4689)
  %4699 = bitcast <8 x float> %4689 to <8 x i32>
  %4700 = or <8 x i32> %4699, %2293
  %4701 = bitcast <8 x i32> %4700 to <8 x float>
  %4702 = fcmp oeq <8 x float> %4689, %52
  %4703 = select <8 x i1> %4702, <8 x float> %4701, <8 x float> %4698
  br label %4707

4704:                                             ; preds = %4688
  %4705 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4670, <8 x i1> %4660, <8 x float> zeroinitializer)
  %4706 = fadd <8 x float> %4689, %4705
  br label %4707

4707:                                             ; preds = %4704, %4697, %4690
  %4708 = phi <8 x float> [ %4706, %4704 ], [ %4703, %4697 ], [ %4696, %4690 ]
  switch i64 %2467, label %506 [
    i64 1, label %4723
    i64 2, label %4716
    i64 3, label %4709
    i64 0, label %4726
  ]

4709:                                             ; preds = %4707
  %4710 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4708)
  %4711 = bitcast <8 x float> %4708 to <8 x i32>
  %4712 = and <8 x i32> %4711, %2292
  %4713 = bitcast <8 x i32> %4712 to <8 x float>
  %4714 = fcmp oeq <8 x float> %4708, %49
  %4715 = select <8 x i1> %4714, <8 x float> %4713, <8 x float> %4710
  br label %4726

4716:                                             ; preds = %4707
  %4717 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4708)
  %4718 = bitcast <8 x float> %4708 to <8 x i32>
  %4719 = or <8 x i32> %4718, %2293
  %4720 = bitcast <8 x i32> %4719 to <8 x float>
  %4721 = fcmp oeq <8 x float> %4708, %52
  %4722 = select <8 x i1> %4721, <8 x float> %4720, <8 x float> %4717
  br label %4726

4723:                                             ; preds = %4707
  %4724 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4670, <8 x i1> %4660, <8 x float> zeroinitializer)
  %4725 = fadd <8 x float> %4708, %4724
  br label %4726

4726:                                             ; preds = %4709, %4716, %4723, %4707, %4688, %4666
  %4727 = phi <8 x float> [ %4708, %4707 ], [ %4667, %4666 ], [ %4689, %4688 ], [ %4725, %4723 ], [ %4722, %4716 ], [ %4715, %4709 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %4727, ptr align 1 %4668, <8 x i1> %4660)
  %4728 = shl i64 %4390, 3
  %4729 = or disjoint i64 %4728, 8
  %4730 = sub nsw i64 %9, %4729
  %4731 = icmp sgt i64 %4730, 7
  %4732 = trunc i64 %4730 to i32
  %4733 = select i1 %4731, i32 8, i32 %4732
  %4734 = insertelement <8 x i32> poison, i32 %4733, i64 0
  %4735 = shufflevector <8 x i32> %4734, <8 x i32> poison, <8 x i32> zeroinitializer
  %4736 = icmp sgt <8 x i32> %4735, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %2639, label %4742, label %4737

4737:                                             ; preds = %4726
  %4738 = load float, ptr %2618, align 1
  %4739 = insertelement <8 x float> poison, float %4738, i64 0
  %4740 = shufflevector <8 x float> %4739, <8 x float> poison, <8 x i32> zeroinitializer
  %4741 = fadd <8 x float> %4652, %4740
  br label %4742

4742:                                             ; preds = %4737, %4726
  %4743 = phi <8 x float> [ %4741, %4737 ], [ %4652, %4726 ]
  %4744 = getelementptr inbounds nuw float, ptr %2625, i64 %4729
  %4745 = getelementptr inbounds nuw float, ptr %2630, i64 %4729
  %4746 = select i1 %2640, ptr null, ptr %4745
  switch i64 %2463, label %506 [
    i64 1, label %4761
    i64 2, label %4754
    i64 3, label %4747
    i64 0, label %4802
  ]

4747:                                             ; preds = %4742
  %4748 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4743)
  %4749 = bitcast <8 x float> %4743 to <8 x i32>
  %4750 = and <8 x i32> %4749, %2292
  %4751 = bitcast <8 x i32> %4750 to <8 x float>
  %4752 = fcmp oeq <8 x float> %4743, %49
  %4753 = select <8 x i1> %4752, <8 x float> %4751, <8 x float> %4748
  br label %4764

4754:                                             ; preds = %4742
  %4755 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4743)
  %4756 = bitcast <8 x float> %4743 to <8 x i32>
  %4757 = or <8 x i32> %4756, %2293
  %4758 = bitcast <8 x i32> %4757 to <8 x float>
  %4759 = fcmp oeq <8 x float> %4743, %52
  %4760 = select <8 x i1> %4759, <8 x float> %4758, <8 x float> %4755
  br label %4764

4761:                                             ; preds = %4742
  %4762 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4746, <8 x i1> %4736, <8 x float> zeroinitializer)
  %4763 = fadd <8 x float> %4743, %4762
  br label %4764

4764:                                             ; preds = %4761, %4754, %4747
  %4765 = phi <8 x float> [ %4763, %4761 ], [ %4760, %4754 ], [ %4753, %4747 ]
  switch i64 %2469, label %506 [
    i64 1, label %4780
    i64 2, label %4773
    i64 3, label %4766
    i64 0, label %4802
  ]

4766:                                             ; preds = %4764
  %4767 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4765)
  %4768 = bitcast <8 x float> %4765 to <8 x i32>
  %4769 = and <8 x i32> %4768, %2292
  %4770 = bitcast <8 x i32> %4769 to <8 x float>
  %4771 = fcmp oeq <8 x float> %4765, %49
  %4772 = select <8 x i1> %4771, <8 x float> %4770, <8 x float> %4767
  br label %4783

4773:                                             ; preds = %4764
  %4774 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4765)
  %4775 = bitcast <8 x float> %4765 to <8 x i32>
  %4776 = or <8 x i32> %4775, %2293
  %4777 = bitcast <8 x i32> %4776 to <8 x float>
  %4778 = fcmp oeq <8 x float> %4765, %52
  %4779 = select <8 x i1> %4778, <8 x float> %4777, <8 x float> %4774
  br label %4783

4780:                                             ; preds = %4764
  %4781 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4746, <8 x i1> %4736, <8 x float> zeroinitializer)
  %4782 = fadd <8 x float> %4765, %4781
  br label %4783

4783:                                             ; preds = %4780, %4773, %4766
  %4784 = phi <8 x float> [ %4782, %4780 ], [ %4779, %4773 ], [ %4772, %4766 ]
  switch i64 %2471, label %506 [
    i64 1, label %4799
    i64 2, label %4792
    i64 3, label %4785
    i64 0, label %4802
  ]

4785:                                             ; preds = %4783
  %4786 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4784)
  %4787 = bitcast <8 x float> %4784 to <8 x i32>
  %4788 = and <8 x i32> %4787, %2292
  %4789 = bitcast <8 x i32> %4788 to <8 x float>
  %4790 = fcmp oeq <8 x float> %4784, %49
  %4791 = select <8 x i1> %4790, <8 x float> %4789, <8 x float> %4786
  br label %4802

4792:                                             ; preds = %4783
  %4793 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4784)
  %4794 = bitcast <8 x float> %4784 to <8 x i32>
  %4795 = or <8 x i32> %4794, %2293
  %4796 = bitcast <8 x i32> %4795 to <8 x float>
  %4797 = fcmp oeq <8 x float> %4784, %52
  %4798 = select <8 x i1> %4797, <8 x float> %4796, <8 x float> %4793
  br label %4802

4799:                                             ; preds = %4783
  %4800 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4746, <8 x i1> %4736, <8 x float> zeroinitializer)
  %4801 = fadd <8 x float> %4784, %4800
  br label %4802

4802:                                             ; preds = %4785, %4792, %4799, %4783, %4764, %4742
  %4803 = phi <8 x float> [ %4784, %4783 ], [ %4743, %4742 ], [ %4765, %4764 ], [ %4801, %4799 ], [ %4798, %4792 ], [ %4791, %4785 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %4803, ptr nonnull align 1 %4744, <8 x i1> %4736)
  br label %7866

4804:                                             ; preds = %4389
  br i1 %2289, label %4805, label %4955

4805:                                             ; preds = %4804
  %4806 = shl nsw i64 %4390, 3
  %4807 = mul nuw nsw i64 %4390, %11
  %4808 = or disjoint i64 %4390, 1
  %4809 = mul nuw nsw i64 %4808, %11
  %4810 = or disjoint i64 %4390, 2
  %4811 = shl nsw i64 %4810, 3
  %4812 = mul nuw nsw i64 %4810, %11
  %4813 = sub nsw i64 %9, %4806
  %4814 = shl i64 %4390, 3
  %4815 = or disjoint i64 %4814, 8
  %4816 = sub nsw i64 %9, %4815
  %4817 = shl i64 %4390, 3
  %4818 = or disjoint i64 %4817, 16
  %4819 = sub nsw i64 %9, %4818
  %4820 = shl i64 %4808, 5
  br label %4821

4821:                                             ; preds = %4805, %4839
  %4822 = phi <8 x float> [ zeroinitializer, %4805 ], [ %4840, %4839 ]
  %4823 = phi <8 x float> [ zeroinitializer, %4805 ], [ %4841, %4839 ]
  %4824 = phi <8 x float> [ zeroinitializer, %4805 ], [ %4842, %4839 ]
  %4825 = phi i64 [ 0, %4805 ], [ %4843, %4839 ]
  %4826 = mul nsw i64 %4825, %14
  %4827 = sub i64 %4826, %16
  %4828 = add i64 %4827, %2646
  %4829 = icmp slt i64 %4828, 0
  %4830 = icmp sge i64 %4828, %6
  %4831 = or i1 %4829, %4830
  %4832 = select i1 %4831, i64 0, i64 %4828
  %4833 = mul nsw i64 %4832, %7
  %4834 = getelementptr inbounds float, ptr %2615, i64 %4833
  br i1 %2290, label %4835, label %4839

4835:                                             ; preds = %4821
  %4836 = mul nuw nsw i64 %4825, %11
  %4837 = getelementptr inbounds nuw float, ptr %2617, i64 %4836
  %4838 = getelementptr i8, ptr %4834, i64 %4820
  br label %4845

4839:                                             ; preds = %4943, %4821
  %4840 = phi <8 x float> [ %4822, %4821 ], [ %4946, %4943 ]
  %4841 = phi <8 x float> [ %4823, %4821 ], [ %4945, %4943 ]
  %4842 = phi <8 x float> [ %4824, %4821 ], [ %4952, %4943 ]
  %4843 = add nuw nsw i64 %4825, 1
  %4844 = icmp eq i64 %4843, %10
  br i1 %4844, label %4955, label %4821

4845:                                             ; preds = %4835, %4943
  %4846 = phi <8 x float> [ %4822, %4835 ], [ %4946, %4943 ]
  %4847 = phi <8 x float> [ %4823, %4835 ], [ %4945, %4943 ]
  %4848 = phi <8 x float> [ %4824, %4835 ], [ %4952, %4943 ]
  %4849 = phi i64 [ 0, %4835 ], [ %4953, %4943 ]
  %4850 = getelementptr inbounds nuw float, ptr %4837, i64 %4849
  %4851 = load float, ptr %4850, align 1
  %4852 = insertelement <8 x float> poison, float %4851, i64 0
  %4853 = shufflevector <8 x float> %4852, <8 x float> poison, <8 x i32> zeroinitializer
  %4854 = mul nsw i64 %4849, %15
  %4855 = sub i64 %4854, %17
  %4856 = add i64 %4855, %4806
  br i1 %2291, label %4876, label %4857

4857:                                             ; preds = %4845
  %4858 = getelementptr <4 x i64>, ptr %2276, i64 %4849
  %4859 = getelementptr <4 x i64>, ptr %4858, i64 %4807
  %4860 = load <4 x i64>, ptr %4859, align 32
  %4861 = getelementptr inbounds float, ptr %4834, i64 %4856
  %4862 = select i1 %4831, <4 x i64> zeroinitializer, <4 x i64> %4860
  %4863 = bitcast <4 x i64> %4862 to <8 x i32>
  %4864 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %4861, <8 x i32> %4863)
  %4865 = call <8 x float> @llvm.fma.v8f32(<8 x float> %4864, <8 x float> %4853, <8 x float> %4846)
  %4866 = getelementptr <4 x i64>, ptr %4858, i64 %4809
  %4867 = load <4 x i64>, ptr %4866, align 32
  %4868 = getelementptr float, ptr %4838, i64 %4855
  %4869 = select i1 %4831, <4 x i64> zeroinitializer, <4 x i64> %4867
  %4870 = bitcast <4 x i64> %4869 to <8 x i32>
  %4871 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %4868, <8 x i32> %4870)
  %4872 = call <8 x float> @llvm.fma.v8f32(<8 x float> %4871, <8 x float> %4853, <8 x float> %4847)
  %4873 = add i64 %4855, %4811
  %4874 = getelementptr <4 x i64>, ptr %4858, i64 %4812
  %4875 = load <4 x i64>, ptr %4874, align 32
  br label %4943

4876:                                             ; preds = %4845
  %4877 = icmp slt i64 %4856, 0
  %4878 = sub nsw i64 0, %4856
  %4879 = select i1 %4877, i64 %4878, i64 0
  %4880 = sub nsw i64 %7, %4856
  %4881 = call i64 @llvm.smin.i64(i64 %4880, i64 %4813)
  %4882 = call i64 @llvm.smin.i64(i64 %4881, i64 8)
  %4883 = icmp sgt i64 %4882, %4879
  %4884 = trunc i64 %4879 to i32
  %4885 = select i1 %4883, i32 %4884, i32 0
  %4886 = insertelement <8 x i32> poison, i32 %4885, i64 0
  %4887 = shufflevector <8 x i32> %4886, <8 x i32> poison, <8 x i32> zeroinitializer
  %4888 = icmp slt <8 x i32> %4887, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %4889 = trunc i64 %4882 to i32
  %4890 = select i1 %4883, i32 %4889, i32 0
  %4891 = insertelement <8 x i32> poison, i32 %4890, i64 0
  %4892 = shufflevector <8 x i32> %4891, <8 x i32> poison, <8 x i32> zeroinitializer
  %4893 = icmp sgt <8 x i32> %4892, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4894 = and <8 x i1> %4893, %4888
  %4895 = getelementptr inbounds float, ptr %4834, i64 %4856
  %4896 = select i1 %4831, <8 x i1> zeroinitializer, <8 x i1> %4894
  %4897 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4895, <8 x i1> %4896, <8 x float> zeroinitializer)
  %4898 = call <8 x float> @llvm.fma.v8f32(<8 x float> %4897, <8 x float> %4853, <8 x float> %4846)
  %4899 = add i64 %4855, %4815
  %4900 = icmp slt i64 %4899, 0
  %4901 = sub nsw i64 0, %4899
  %4902 = select i1 %4900, i64 %4901, i64 0
  %4903 = sub nsw i64 %7, %4899
  %4904 = call i64 @llvm.smin.i64(i64 %4903, i64 %4816)
  %4905 = call i64 @llvm.smin.i64(i64 %4904, i64 8)
  %4906 = icmp sgt i64 %4905, %4902
  %4907 = trunc i64 %4902 to i32
  %4908 = select i1 %4906, i32 %4907, i32 0
  %4909 = insertelement <8 x i32> poison, i32 %4908, i64 0
  %4910 = shufflevector <8 x i32> %4909, <8 x i32> poison, <8 x i32> zeroinitializer
  %4911 = icmp slt <8 x i32> %4910, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %4912 = trunc i64 %4905 to i32
  %4913 = select i1 %4906, i32 %4912, i32 0
  %4914 = insertelement <8 x i32> poison, i32 %4913, i64 0
  %4915 = shufflevector <8 x i32> %4914, <8 x i32> poison, <8 x i32> zeroinitializer
  %4916 = icmp sgt <8 x i32> %4915, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4917 = and <8 x i1> %4916, %4911
  %4918 = getelementptr inbounds float, ptr %4834, i64 %4899
  %4919 = select i1 %4831, <8 x i1> zeroinitializer, <8 x i1> %4917
  %4920 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4918, <8 x i1> %4919, <8 x float> zeroinitializer)
  %4921 = call <8 x float> @llvm.fma.v8f32(<8 x float> %4920, <8 x float> %4853, <8 x float> %4847)
  %4922 = add i64 %4855, %4818
  %4923 = icmp slt i64 %4922, 0
  %4924 = sub nsw i64 0, %4922
  %4925 = select i1 %4923, i64 %4924, i64 0
  %4926 = sub nsw i64 %7, %4922
  %4927 = call i64 @llvm.smin.i64(i64 %4926, i64 %4819)
  %4928 = call i64 @llvm.smin.i64(i64 %4927, i64 8)
  %4929 = icmp sgt i64 %4928, %4925
  %4930 = trunc i64 %4925 to i32
  %4931 = select i1 %4929, i32 %4930, i32 0
  %4932 = insertelement <8 x i32> poison, i32 %4931, i64 0
  %4933 = shufflevector <8 x i32> %4932, <8 x i32> poison, <8 x i32> zeroinitializer
  %4934 = icmp slt <8 x i32> %4933, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %4935 = trunc i64 %4928 to i32
  %4936 = select i1 %4929, i32 %4935, i32 0
  %4937 = insertelement <8 x i32> poison, i32 %4936, i64 0
  %4938 = shufflevector <8 x i32> %4937, <8 x i32> poison, <8 x i32> zeroinitializer
  %4939 = icmp sgt <8 x i32> %4938, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4940 = and <8 x i1> %4939, %4934
  %4941 = sext <8 x i1> %4940 to <8 x i32>
  %4942 = bitcast <8 x i32> %4941 to <4 x i64>
  br label %4943

4943:                                             ; preds = %4876, %4857
  %4944 = phi i64 [ %4873, %4857 ], [ %4922, %4876 ]
  %4945 = phi <8 x float> [ %4872, %4857 ], [ %4921, %4876 ]
  %4946 = phi <8 x float> [ %4865, %4857 ], [ %4898, %4876 ]
  %4947 = phi <4 x i64> [ %4875, %4857 ], [ %4942, %4876 ]
  %4948 = getelementptr inbounds float, ptr %4834, i64 %4944
  %4949 = select i1 %4831, <4 x i64> zeroinitializer, <4 x i64> %4947
  %4950 = bitcast <4 x i64> %4949 to <8 x i32>
  %4951 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %4948, <8 x i32> %4950)
  %4952 = call <8 x float> @llvm.fma.v8f32(<8 x float> %4951, <8 x float> %4853, <8 x float> %4848)
  %4953 = add nuw nsw i64 %4849, 1
  %4954 = icmp eq i64 %4953, %11
  br i1 %4954, label %4839, label %4845

4955:                                             ; preds = %4839, %4804
  %4956 = phi <8 x float> [ zeroinitializer, %4804 ], [ %4840, %4839 ]
  %4957 = phi <8 x float> [ zeroinitializer, %4804 ], [ %4841, %4839 ]
  %4958 = phi <8 x float> [ zeroinitializer, %4804 ], [ %4842, %4839 ]
  %4959 = shl nsw i64 %4390, 3
  %4960 = sub nsw i64 %9, %4959
  %4961 = icmp sgt i64 %4960, 7
  %4962 = trunc i64 %4960 to i32
  %4963 = select i1 %4961, i32 8, i32 %4962
  %4964 = insertelement <8 x i32> poison, i32 %4963, i64 0
  %4965 = shufflevector <8 x i32> %4964, <8 x i32> poison, <8 x i32> zeroinitializer
  %4966 = icmp sgt <8 x i32> %4965, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %2639, label %4972, label %4967

4967:                                             ; preds = %4955
  %4968 = load float, ptr %2618, align 1
  %4969 = insertelement <8 x float> poison, float %4968, i64 0
  %4970 = shufflevector <8 x float> %4969, <8 x float> poison, <8 x i32> zeroinitializer
  %4971 = fadd <8 x float> %4956, %4970
  br label %4972

4972:                                             ; preds = %4967, %4955
  %4973 = phi <8 x float> [ %4971, %4967 ], [ %4956, %4955 ]
  %4974 = getelementptr inbounds nuw float, ptr %2625, i64 %4959
  %4975 = getelementptr inbounds nuw float, ptr %2630, i64 %4959
  %4976 = select i1 %2640, ptr null, ptr %4975
  switch i64 %2450, label %506 [
    i64 1, label %4977
    i64 2, label %4980
    i64 3, label %4987
    i64 0, label %5032
  ]

4977:                                             ; preds = %4972
  %4978 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4976, <8 x i1> %4966, <8 x float> zeroinitializer)
  %4979 = fadd <8 x float> %4973, %4978
  br label %4994

4980:                                             ; preds = %4972
  %4981 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4973)
  %4982 = bitcast <8 x float> %4973 to <8 x i32>
  %4983 = or <8 x i32> %4982, %2293
  %4984 = bitcast <8 x i32> %4983 to <8 x float>
  %4985 = fcmp oeq <8 x float> %4973, %52
  %4986 = select <8 x i1> %4985, <8 x float> %4984, <8 x float> %4981
  br label %4994

4987:                                             ; preds = %4972
  %4988 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4973)
  %4989 = bitcast <8 x float> %4973 to <8 x i32>
  %4990 = and <8 x i32> %4989, %2292
  %4991 = bitcast <8 x i32> %4990 to <8 x float>
  %4992 = fcmp oeq <8 x float> %4973, %49
  %4993 = select <8 x i1> %4992, <8 x float> %4991, <8 x float> %4988
  br label %4994

4994:                                             ; preds = %4987, %4980, %4977
  %4995 = phi <8 x float> [ %4979, %4977 ], [ %4986, %4980 ], [ %4993, %4987 ]
  switch i64 %2452, label %506 [
    i64 1, label %5010
    i64 2, label %5003
    i64 3, label %4996
    i64 0, label %5032
  ]

4996:                                             ; preds = %4994
  %4997 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4995)
  %4998 = bitcast <8 x float> %4995 to <8 x i32>
  %4999 = and <8 x i32> %4998, %2292
  %5000 = bitcast <8 x i32> %4999 to <8 x float>
  %5001 = fcmp oeq <8 x float> %4995, %49
  %5002 = select <8 x i1> %5001, <8 x float> %5000, <8 x float> %4997
  br label %5013

5003:                                             ; preds = %4994
  %5004 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4995)
  %5005 = bitcast <8 x float> %4995 to <8 x i32>
  %5006 = or <8 x i32> %5005, %2293
  %5007 = bitcast <8 x i32> %5006 to <8 x float>
  %5008 = fcmp oeq <8 x float> %4995, %52
  %5009 = select <8 x i1> %5008, <8 x float> %5007, <8 x float> %5004
  br label %5013

5010:                                             ; preds = %4994
  %5011 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4976, <8 x i1> %4966, <8 x float> zeroinitializer)
  %5012 = fadd <8 x float> %4995, %5011
  br label %5013

5013:                                             ; preds = %5010, %5003, %4996
  %5014 = phi <8 x float> [ %5012, %5010 ], [ %5009, %5003 ], [ %5002, %4996 ]
  switch i64 %2454, label %506 [
    i64 1, label %5029
    i64 2, label %5022
    i64 3, label %5015
    i64 0, label %5032
  ]

5015:                                             ; preds = %5013
  %5016 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5014)
  %5017 = bitcast <8 x float> %5014 to <8 x i32>
  %5018 = and <8 x i32> %5017, %2292
  %5019 = bitcast <8 x i32> %5018 to <8 x float>
  %5020 = fcmp oeq <8 x float> %5014, %49
  %5021 = select <8 x i1> %5020, <8 x float> %5019, <8 x float> %5016
  br label %5032

5022:                                             ; preds = %5013
  %5023 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5014)
  %5024 = bitcast <8 x float> %5014 to <8 x i32>
  %5025 = or <8 x i32> %5024, %2293
  %5026 = bitcast <8 x i32> %5025 to <8 x float>
  %5027 = fcmp oeq <8 x float> %5014, %52
  %5028 = select <8 x i1> %5027, <8 x float> %5026, <8 x float> %5023
  br label %5032

5029:                                             ; preds = %5013
  %5030 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4976, <8 x i1> %4966, <8 x float> zeroinitializer)
  %5031 = fadd <8 x float> %5014, %5030
  br label %5032

5032:                                             ; preds = %5015, %5022, %5029, %5013, %4994, %4972
  %5033 = phi <8 x float> [ %5014, %5013 ], [ %4973, %4972 ], [ %4995, %4994 ], [ %5031, %5029 ], [ %5028, %5022 ], [ %5021, %5015 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %5033, ptr align 1 %4974, <8 x i1> %4966)
  %5034 = shl i64 %4390, 3
  %5035 = or disjoint i64 %5034, 8
  %5036 = sub nsw i64 %9, %5035
  %5037 = icmp sgt i64 %5036, 7
  %5038 = trunc i64 %5036 to i32
  %5039 = select i1 %5037, i32 8, i32 %5038
  %5040 = insertelement <8 x i32> poison, i32 %5039, i64 0
  %5041 = shufflevector <8 x i32> %5040, <8 x i32> poison, <8 x i32> zeroinitializer
  %5042 = icmp sgt <8 x i32> %5041, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %2639, label %5048, label %5043

5043:                                             ; preds = %5032
  %5044 = load float, ptr %2618, align 1
  %5045 = insertelement <8 x float> poison, float %5044, i64 0
  %5046 = shufflevector <8 x float> %5045, <8 x float> poison, <8 x i32> zeroinitializer
  %5047 = fadd <8 x float> %4957, %5046
  br label %5048

5048:                                             ; preds = %5043, %5032
  %5049 = phi <8 x float> [ %5047, %5043 ], [ %4957, %5032 ]
  %5050 = getelementptr inbounds nuw float, ptr %2625, i64 %5035
  %5051 = getelementptr inbounds nuw float, ptr %2630, i64 %5035
  %5052 = select i1 %2640, ptr null, ptr %5051
  switch i64 %2450, label %506 [
    i64 1, label %5067
    i64 2, label %5060
    i64 3, label %5053
    i64 0, label %5108
  ]

5053:                                             ; preds = %5048
  %5054 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5049)
  %5055 = bitcast <8 x float> %5049 to <8 x i32>
  %5056 = and <8 x i32> %5055, %2292
  %5057 = bitcast <8 x i32> %5056 to <8 x float>
  %5058 = fcmp oeq <8 x float> %5049, %49
  %5059 = select <8 x i1> %5058, <8 x float> %5057, <8 x float> %5054
  br label %5070

5060:                                             ; preds = %5048
  %5061 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5049)
  %5062 = bitcast <8 x float> %5049 to <8 x i32>
  %5063 = or <8 x i32> %5062, %2293
  %5064 = bitcast <8 x i32> %5063 to <8 x float>
  %5065 = fcmp oeq <8 x float> %5049, %52
  %5066 = select <8 x i1> %5065, <8 x float> %5064, <8 x float> %5061
  br label %5070

5067:                                             ; preds = %5048
  %5068 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5052, <8 x i1> %5042, <8 x float> zeroinitializer)
  %5069 = fadd <8 x float> %5049, %5068
  br label %5070

5070:                                             ; preds = %5067, %5060, %5053
  %5071 = phi <8 x float> [ %5069, %5067 ], [ %5066, %5060 ], [ %5059, %5053 ]
  switch i64 %2456, label %506 [
    i64 1, label %5086
    i64 2, label %5079
    i64 3, label %5072
    i64 0, label %5108
  ]

5072:                                             ; preds = %5070
  %5073 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5071)
  %5074 = bitcast <8 x float> %5071 to <8 x i32>
  %5075 = and <8 x i32> %5074, %2292
  %5076 = bitcast <8 x i32> %5075 to <8 x float>
  %5077 = fcmp oeq <8 x float> %5071, %49
  %5078 = select <8 x i1> %5077, <8 x float> %5076, <8 x float> %5073
  br label %5089

5079:                                             ; preds = %5070
  %5080 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5071)
  %5081 = bitcast <8 x float> %5071 to <8 x i32>
  %5082 = or <8 x i32> %5081, %2293
  %5083 = bitcast <8 x i32> %5082 to <8 x float>
  %5084 = fcmp oeq <8 x float> %5071, %52
  %5085 = select <8 x i1> %5084, <8 x float> %5083, <8 x float> %5080
  br label %5089

5086:                                             ; preds = %5070
  %5087 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5052, <8 x i1> %5042, <8 x float> zeroinitializer)
  %5088 = fadd <8 x float> %5071, %5087
  br label %5089

5089:                                             ; preds = %5086, %5079, %5072
  %5090 = phi <8 x float> [ %5088, %5086 ], [ %5085, %5079 ], [ %5078, %5072 ]
  switch i64 %2458, label %506 [
    i64 1, label %5105
    i64 2, label %5098
    i64 3, label %5091
    i64 0, label %5108
  ]

5091:                                             ; preds = %5089
  %5092 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5090)
  %5093 = bitcast <8 x float> %5090 to <8 x i32>
  %5094 = and <8 x i32> %5093, %2292
  %5095 = bitcast <8 x i32> %5094 to <8 x float>
  %5096 = fcmp oeq <8 x float> %5090, %49
  %5097 = select <8 x i1> %5096, <8 x float> %5095, <8 x float> %5092
  br label %5108

5098:                                             ; preds = %5089
  %5099 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5090)
  %5100 = bitcast <8 x float> %5090 to <8 x i32>
  %5101 = or <8 x i32> %5100, %2293
  %5102 = bitcast <8 x i32> %5101 to <8 x float>
  %5103 = fcmp oeq <8 x float> %5090, %52
  %5104 = select <8 x i1> %5103, <8 x float> %5102, <8 x float> %5099
  br label %5108

5105:                                             ; preds = %5089
  %5106 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5052, <8 x i1> %5042, <8 x float> zeroinitializer)
  %5107 = fadd <8 x float> %5090, %5106
  br label %5108

5108:                                             ; preds = %5091, %5098, %5105, %5089, %5070, %5048
  %5109 = phi <8 x float> [ %5090, %5089 ], [ %5049, %5048 ], [ %5071, %5070 ], [ %5107, %5105 ], [ %5104, %5098 ], [ %5097, %5091 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %5109, ptr nonnull align 1 %5050, <8 x i1> %5042)
  %5110 = shl i64 %4390, 3
  %5111 = or disjoint i64 %5110, 16
  %5112 = sub nsw i64 %9, %5111
  %5113 = icmp sgt i64 %5112, 7
  %5114 = trunc i64 %5112 to i32
  %5115 = select i1 %5113, i32 8, i32 %5114
  %5116 = insertelement <8 x i32> poison, i32 %5115, i64 0
  %5117 = shufflevector <8 x i32> %5116, <8 x i32> poison, <8 x i32> zeroinitializer
  %5118 = icmp sgt <8 x i32> %5117, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %2639, label %5124, label %5119

5119:                                             ; preds = %5108
  %5120 = load float, ptr %2618, align 1
  %5121 = insertelement <8 x float> poison, float %5120, i64 0
  %5122 = shufflevector <8 x float> %5121, <8 x float> poison, <8 x i32> zeroinitializer
  %5123 = fadd <8 x float> %4958, %5122
  br label %5124

5124:                                             ; preds = %5119, %5108
  %5125 = phi <8 x float> [ %5123, %5119 ], [ %4958, %5108 ]
  %5126 = getelementptr inbounds nuw float, ptr %2625, i64 %5111
  %5127 = getelementptr inbounds nuw float, ptr %2630, i64 %5111
  %5128 = select i1 %2640, ptr null, ptr %5127
  switch i64 %2450, label %506 [
    i64 1, label %5143
    i64 2, label %5136
    i64 3, label %5129
    i64 0, label %5184
  ]

5129:                                             ; preds = %5124
  %5130 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5125)
  %5131 = bitcast <8 x float> %5125 to <8 x i32>
  %5132 = and <8 x i32> %5131, %2292
  %5133 = bitcast <8 x i32> %5132 to <8 x float>
  %5134 = fcmp oeq <8 x float> %5125, %49
  %5135 = select <8 x i1> %5134, <8 x float> %5133, <8 x float> %5130
  br label %5146

5136:                                             ; preds = %5124
  %5137 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5125)
  %5138 = bitcast <8 x float> %5125 to <8 x i32>
  %5139 = or <8 x i32> %5138, %2293
  %5140 = bitcast <8 x i32> %5139 to <8 x float>
  %5141 = fcmp oeq <8 x float> %5125, %52
  %5142 = select <8 x i1> %5141, <8 x float> %5140, <8 x float> %5137
  br label %5146

5143:                                             ; preds = %5124
  %5144 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5128, <8 x i1> %5118, <8 x float> zeroinitializer)
  %5145 = fadd <8 x float> %5125, %5144
  br label %5146

5146:                                             ; preds = %5143, %5136, %5129
  %5147 = phi <8 x float> [ %5145, %5143 ], [ %5142, %5136 ], [ %5135, %5129 ]
  switch i64 %2460, label %506 [
    i64 1, label %5162
    i64 2, label %5155
    i64 3, label %5148
    i64 0, label %5184
  ]

5148:                                             ; preds = %5146
  %5149 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5147)
  %5150 = bitcast <8 x float> %5147 to <8 x i32>
  %5151 = and <8 x i32> %5150, %2292
  %5152 = bitcast <8 x i32> %5151 to <8 x float>
  %5153 = fcmp oeq <8 x float> %5147, %49
  %5154 = select <8 x i1> %5153, <8 x float> %5152, <8 x float> %5149
  br label %5165

5155:                                             ; preds = %5146
  %5156 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5147)
  %5157 = bitcast <8 x float> %5147 to <8 x i32>
  %5158 = or <8 x i32> %5157, %2293
  %5159 = bitcast <8 x i32> %5158 to <8 x float>
  %5160 = fcmp oeq <8 x float> %5147, %52
  %5161 = select <8 x i1> %5160, <8 x float> %5159, <8 x float> %5156
  br label %5165

5162:                                             ; preds = %5146
  %5163 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5128, <8 x i1> %5118, <8 x float> zeroinitializer)
  %5164 = fadd <8 x float> %5147, %5163
  br label %5165

5165:                                             ; preds = %5162, %5155, %5148
  %5166 = phi <8 x float> [ %5164, %5162 ], [ %5161, %5155 ], [ %5154, %5148 ]
  switch i64 %2462, label %506 [
    i64 1, label %5181
    i64 2, label %5174
    i64 3, label %5167
    i64 0, label %5184
  ]

5167:                                             ; preds = %5165
  %5168 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5166)
  %5169 = bitcast <8 x float> %5166 to <8 x i32>
  %5170 = and <8 x i32> %5169, %2292
  %5171 = bitcast <8 x i32> %5170 to <8 x float>
  %5172 = fcmp oeq <8 x float> %5166, %49
  %5173 = select <8 x i1> %5172, <8 x float> %5171, <8 x float> %5168
  br label %5184

5174:                                             ; preds = %5165
  %5175 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5166)
  %5176 = bitcast <8 x float> %5166 to <8 x i32>
  %5177 = or <8 x i32> %5176, %2293
  %5178 = bitcast <8 x i32> %5177 to <8 x float>
  %5179 = fcmp oeq <8 x float> %5166, %52
  %5180 = select <8 x i1> %5179, <8 x float> %5178, <8 x float> %5175
  br label %5184

5181:                                             ; preds = %5165
  %5182 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5128, <8 x i1> %5118, <8 x float> zeroinitializer)
  %5183 = fadd <8 x float> %5166, %5182
  br label %5184

5184:                                             ; preds = %5167, %5174, %5181, %5165, %5146, %5124
  %5185 = phi <8 x float> [ %5166, %5165 ], [ %5125, %5124 ], [ %5147, %5146 ], [ %5183, %5181 ], [ %5180, %5174 ], [ %5173, %5167 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %5185, ptr nonnull align 1 %5126, <8 x i1> %5118)
  br label %7866

5186:                                             ; preds = %4389
  call void @llvm.lifetime.start.p0(ptr nonnull %30)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(128) %30, i8 0, i64 128, i1 false)
  br i1 %2289, label %5187, label %5260

5187:                                             ; preds = %5186, %5201
  %5188 = phi i64 [ %5202, %5201 ], [ 0, %5186 ]
  %5189 = mul nsw i64 %5188, %14
  %5190 = sub i64 %5189, %16
  %5191 = add i64 %5190, %2645
  %5192 = icmp slt i64 %5191, 0
  %5193 = icmp sge i64 %5191, %6
  %5194 = or i1 %5192, %5193
  %5195 = select i1 %5194, i64 0, i64 %5191
  %5196 = mul nsw i64 %5195, %7
  %5197 = getelementptr inbounds float, ptr %2615, i64 %5196
  br i1 %2290, label %5198, label %5201

5198:                                             ; preds = %5187
  %5199 = mul nuw nsw i64 %5188, %11
  %5200 = getelementptr inbounds nuw float, ptr %2617, i64 %5199
  br label %5204

5201:                                             ; preds = %5213, %5187
  %5202 = add nuw nsw i64 %5188, 1
  %5203 = icmp eq i64 %5202, %10
  br i1 %5203, label %5258, label %5187

5204:                                             ; preds = %5198, %5213
  %5205 = phi i64 [ 0, %5198 ], [ %5214, %5213 ]
  %5206 = getelementptr inbounds nuw float, ptr %5200, i64 %5205
  %5207 = load float, ptr %5206, align 1
  %5208 = insertelement <8 x float> poison, float %5207, i64 0
  %5209 = shufflevector <8 x float> %5208, <8 x float> poison, <8 x i32> zeroinitializer
  %5210 = mul nsw i64 %5205, %15
  %5211 = sub i64 %5210, %17
  %5212 = getelementptr <4 x i64>, ptr %2276, i64 %5205
  br label %5216

5213:                                             ; preds = %5247
  %5214 = add nuw nsw i64 %5205, 1
  %5215 = icmp eq i64 %5214, %11
  br i1 %5215, label %5201, label %5204

5216:                                             ; preds = %5204, %5247
  %5217 = phi i64 [ 0, %5204 ], [ %5256, %5247 ]
  %5218 = or disjoint i64 %4390, %5217
  %5219 = shl nsw i64 %5218, 3
  %5220 = add i64 %5211, %5219
  br i1 %2291, label %5225, label %5221

5221:                                             ; preds = %5216
  %5222 = mul nuw nsw i64 %5218, %11
  %5223 = getelementptr <4 x i64>, ptr %5212, i64 %5222
  %5224 = load <4 x i64>, ptr %5223, align 32
  br label %5247

5225:                                             ; preds = %5216
  %5226 = sub nsw i64 %9, %5219
  %5227 = icmp slt i64 %5220, 0
  %5228 = sub nsw i64 0, %5220
  %5229 = select i1 %5227, i64 %5228, i64 0
  %5230 = sub nsw i64 %7, %5220
  %5231 = call i64 @llvm.smin.i64(i64 %5230, i64 %5226)
  %5232 = call i64 @llvm.smin.i64(i64 %5231, i64 8)
  %5233 = icmp sgt i64 %5232, %5229
  %5234 = trunc i64 %5229 to i32
  %5235 = select i1 %5233, i32 %5234, i32 0
  %5236 = insertelement <8 x i32> poison, i32 %5235, i64 0
  %5237 = shufflevector <8 x i32> %5236, <8 x i32> poison, <8 x i32> zeroinitializer
  %5238 = icmp slt <8 x i32> %5237, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %5239 = trunc i64 %5232 to i32
  %5240 = select i1 %5233, i32 %5239, i32 0
  %5241 = insertelement <8 x i32> poison, i32 %5240, i64 0
  %5242 = shufflevector <8 x i32> %5241, <8 x i32> poison, <8 x i32> zeroinitializer
  %5243 = icmp sgt <8 x i32> %5242, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %5244 = and <8 x i1> %5243, %5238
  %5245 = sext <8 x i1> %5244 to <8 x i32>
  %5246 = bitcast <8 x i32> %5245 to <4 x i64>
  br label %5247

5247:                                             ; preds = %5225, %5221
  %5248 = phi <4 x i64> [ %5224, %5221 ], [ %5246, %5225 ]
  %5249 = getelementptr inbounds nuw <8 x float>, ptr %30, i64 %5217
  %5250 = getelementptr inbounds float, ptr %5197, i64 %5220
  %5251 = select i1 %5194, <4 x i64> zeroinitializer, <4 x i64> %5248
  %5252 = bitcast <4 x i64> %5251 to <8 x i32>
  %5253 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5250, <8 x i32> %5252)
  %5254 = load <8 x float>, ptr %5249, align 32
  %5255 = call <8 x float> @llvm.fma.v8f32(<8 x float> %5253, <8 x float> %5209, <8 x float> %5254)
  store <8 x float> %5255, ptr %5249, align 32
  %5256 = add nuw nsw i64 %5217, 1
  %5257 = icmp eq i64 %5256, 4
  br i1 %5257, label %5213, label %5216

5258:                                             ; preds = %5201
  %5259 = load <8 x float>, ptr %30, align 32
  br label %5260

5260:                                             ; preds = %5258, %5186
  %5261 = phi <8 x float> [ %5259, %5258 ], [ zeroinitializer, %5186 ]
  %5262 = shl nsw i64 %4390, 3
  %5263 = sub nsw i64 %9, %5262
  %5264 = icmp sgt i64 %5263, 7
  %5265 = trunc i64 %5263 to i32
  %5266 = select i1 %5264, i32 8, i32 %5265
  %5267 = insertelement <8 x i32> poison, i32 %5266, i64 0
  %5268 = shufflevector <8 x i32> %5267, <8 x i32> poison, <8 x i32> zeroinitializer
  %5269 = icmp sgt <8 x i32> %5268, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %2639, label %5275, label %5270

5270:                                             ; preds = %5260
  %5271 = load float, ptr %2618, align 1
  %5272 = insertelement <8 x float> poison, float %5271, i64 0
  %5273 = shufflevector <8 x float> %5272, <8 x float> poison, <8 x i32> zeroinitializer
  %5274 = fadd <8 x float> %5261, %5273
  br label %5275

5275:                                             ; preds = %5270, %5260
  %5276 = phi <8 x float> [ %5274, %5270 ], [ %5261, %5260 ]
  %5277 = getelementptr inbounds nuw float, ptr %2625, i64 %5262
  %5278 = getelementptr inbounds nuw float, ptr %2630, i64 %5262
  %5279 = select i1 %2640, ptr null, ptr %5278
  switch i64 %2430, label %506 [
    i64 1, label %5280
    i64 2, label %5283
    i64 3, label %5290
    i64 0, label %5335
  ]

5280:                                             ; preds = %5275
  %5281 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5279, <8 x i1> %5269, <8 x float> zeroinitializer)
  %5282 = fadd <8 x float> %5276, %5281
  br label %5297

5283:                                             ; preds = %5275
  %5284 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5276)
  %5285 = bitcast <8 x float> %5276 to <8 x i32>
  %5286 = or <8 x i32> %5285, %2293
  %5287 = bitcast <8 x i32> %5286 to <8 x float>
  %5288 = fcmp oeq <8 x float> %5276, %52
  %5289 = select <8 x i1> %5288, <8 x float> %5287, <8 x float> %5284
  br label %5297

5290:                                             ; preds = %5275
  %5291 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5276)
  %5292 = bitcast <8 x float> %5276 to <8 x i32>
  %5293 = and <8 x i32> %5292, %2292
  %5294 = bitcast <8 x i32> %5293 to <8 x float>
  %5295 = fcmp oeq <8 x float> %5276, %49
  %5296 = select <8 x i1> %5295, <8 x float> %5294, <8 x float> %5291
  br label %5297

5297:                                             ; preds = %5290, %5283, %5280
  %5298 = phi <8 x float> [ %5282, %5280 ], [ %5289, %5283 ], [ %5296, %5290 ]
  switch i64 %2432, label %506 [
    i64 1, label %5313
    i64 2, label %5306
    i64 3, label %5299
    i64 0, label %5335
  ]

5299:                                             ; preds = %5297
  %5300 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5298)
  %5301 = bitcast <8 x float> %5298 to <8 x i32>
  %5302 = and <8 x i32> %5301, %2292
  %5303 = bitcast <8 x i32> %5302 to <8 x float>
  %5304 = fcmp oeq <8 x float> %5298, %49
  %5305 = select <8 x i1> %5304, <8 x float> %5303, <8 x float> %5300
  br label %5316

5306:                                             ; preds = %5297
  %5307 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5298)
  %5308 = bitcast <8 x float> %5298 to <8 x i32>
  %5309 = or <8 x i32> %5308, %2293
  %5310 = bitcast <8 x i32> %5309 to <8 x float>
  %5311 = fcmp oeq <8 x float> %5298, %52
  %5312 = select <8 x i1> %5311, <8 x float> %5310, <8 x float> %5307
  br label %5316

5313:                                             ; preds = %5297
  %5314 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5279, <8 x i1> %5269, <8 x float> zeroinitializer)
  %5315 = fadd <8 x float> %5298, %5314
  br label %5316

5316:                                             ; preds = %5313, %5306, %5299
  %5317 = phi <8 x float> [ %5315, %5313 ], [ %5312, %5306 ], [ %5305, %5299 ]
  switch i64 %2434, label %506 [
    i64 1, label %5332
    i64 2, label %5325
    i64 3, label %5318
    i64 0, label %5335
  ]

5318:                                             ; preds = %5316
  %5319 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5317)
  %5320 = bitcast <8 x float> %5317 to <8 x i32>
  %5321 = and <8 x i32> %5320, %2292
  %5322 = bitcast <8 x i32> %5321 to <8 x float>
  %5323 = fcmp oeq <8 x float> %5317, %49
  %5324 = select <8 x i1> %5323, <8 x float> %5322, <8 x float> %5319
  br label %5335

5325:                                             ; preds = %5316
  %5326 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5317)
  %5327 = bitcast <8 x float> %5317 to <8 x i32>
  %5328 = or <8 x i32> %5327, %2293
  %5329 = bitcast <8 x i32> %5328 to <8 x float>
  %5330 = fcmp oeq <8 x float> %5317, %52
  %5331 = select <8 x i1> %5330, <8 x float> %5329, <8 x float> %5326
  br label %5335

5332:                                             ; preds = %5316
  %5333 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5279, <8 x i1> %5269, <8 x float> zeroinitializer)
  %5334 = fadd <8 x float> %5317, %5333
  br label %5335

5335:                                             ; preds = %5318, %5325, %5332, %5316, %5297, %5275
  %5336 = phi <8 x float> [ %5317, %5316 ], [ %5276, %5275 ], [ %5298, %5297 ], [ %5334, %5332 ], [ %5331, %5325 ], [ %5324, %5318 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %5336, ptr align 1 %5277, <8 x i1> %5269)
  %5337 = shl i64 %4390, 3
  %5338 = or disjoint i64 %5337, 8
  %5339 = sub nsw i64 %9, %5338
  %5340 = icmp sgt i64 %5339, 7
  %5341 = trunc i64 %5339 to i32
  %5342 = select i1 %5340, i32 8, i32 %5341
  %5343 = insertelement <8 x i32> poison, i32 %5342, i64 0
  %5344 = shufflevector <8 x i32> %5343, <8 x i32> poison, <8 x i32> zeroinitializer
  %5345 = icmp sgt <8 x i32> %5344, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %5346 = load <8 x float>, ptr %2435, align 32
  br i1 %2639, label %5352, label %5347

5347:                                             ; preds = %5335
  %5348 = load float, ptr %2618, align 1
  %5349 = insertelement <8 x float> poison, float %5348, i64 0
  %5350 = shufflevector <8 x float> %5349, <8 x float> poison, <8 x i32> zeroinitializer
  %5351 = fadd <8 x float> %5346, %5350
  br label %5352

5352:                                             ; preds = %5347, %5335
  %5353 = phi <8 x float> [ %5351, %5347 ], [ %5346, %5335 ]
  %5354 = getelementptr inbounds nuw float, ptr %2625, i64 %5338
  %5355 = getelementptr inbounds nuw float, ptr %2630, i64 %5338
  %5356 = select i1 %2640, ptr null, ptr %5355
  switch i64 %2430, label %506 [
    i64 1, label %5371
    i64 2, label %5364
    i64 3, label %5357
    i64 0, label %5412
  ]

5357:                                             ; preds = %5352
  %5358 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5353)
  %5359 = bitcast <8 x float> %5353 to <8 x i32>
  %5360 = and <8 x i32> %5359, %2292
  %5361 = bitcast <8 x i32> %5360 to <8 x float>
  %5362 = fcmp oeq <8 x float> %5353, %49
  %5363 = select <8 x i1> %5362, <8 x float> %5361, <8 x float> %5358
  br label %5374

5364:                                             ; preds = %5352
  %5365 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5353)
  %5366 = bitcast <8 x float> %5353 to <8 x i32>
  %5367 = or <8 x i32> %5366, %2293
  %5368 = bitcast <8 x i32> %5367 to <8 x float>
  %5369 = fcmp oeq <8 x float> %5353, %52
  %5370 = select <8 x i1> %5369, <8 x float> %5368, <8 x float> %5365
  br label %5374

5371:                                             ; preds = %5352
  %5372 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5356, <8 x i1> %5345, <8 x float> zeroinitializer)
  %5373 = fadd <8 x float> %5353, %5372
  br label %5374

5374:                                             ; preds = %5371, %5364, %5357
  %5375 = phi <8 x float> [ %5373, %5371 ], [ %5370, %5364 ], [ %5363, %5357 ]
  switch i64 %2437, label %506 [
    i64 1, label %5390
    i64 2, label %5383
    i64 3, label %5376
    i64 0, label %5412
  ]

5376:                                             ; preds = %5374
  %5377 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5375)
  %5378 = bitcast <8 x float> %5375 to <8 x i32>
  %5379 = and <8 x i32> %5378, %2292
  %5380 = bitcast <8 x i32> %5379 to <8 x float>
  %5381 = fcmp oeq <8 x float> %5375, %49
  %5382 = select <8 x i1> %5381, <8 x float> %5380, <8 x float> %5377
  br label %5393

5383:                                             ; preds = %5374
  %5384 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5375)
  %5385 = bitcast <8 x float> %5375 to <8 x i32>
  %5386 = or <8 x i32> %5385, %2293
  %5387 = bitcast <8 x i32> %5386 to <8 x float>
  %5388 = fcmp oeq <8 x float> %5375, %52
  %5389 = select <8 x i1> %5388, <8 x float> %5387, <8 x float> %5384
  br label %5393

5390:                                             ; preds = %5374
  %5391 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5356, <8 x i1> %5345, <8 x float> zeroinitializer)
  %5392 = fadd <8 x float> %5375, %5391
  br label %5393

5393:                                             ; preds = %5390, %5383, %5376
  %5394 = phi <8 x float> [ %5392, %5390 ], [ %5389, %5383 ], [ %5382, %5376 ]
  switch i64 %2439, label %506 [
    i64 1, label %5409
    i64 2, label %5402
    i64 3, label %5395
    i64 0, label %5412
  ]

5395:                                             ; preds = %5393
  %5396 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5394)
  %5397 = bitcast <8 x float> %5394 to <8 x i32>
  %5398 = and <8 x i32> %5397, %2292
  %5399 = bitcast <8 x i32> %5398 to <8 x float>
  %5400 = fcmp oeq <8 x float> %5394, %49
  %5401 = select <8 x i1> %5400, <8 x float> %5399, <8 x float> %5396
  br label %5412

5402:                                             ; preds = %5393
  %5403 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5394)
  %5404 = bitcast <8 x float> %5394 to <8 x i32>
  %5405 = or <8 x i32> %5404, %2293
  %5406 = bitcast <8 x i32> %5405 to <8 x float>
  %5407 = fcmp oeq <8 x float> %5394, %52
  %5408 = select <8 x i1> %5407, <8 x float> %5406, <8 x float> %5403
  br label %5412

5409:                                             ; preds = %5393
  %5410 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5356, <8 x i1> %5345, <8 x float> zeroinitializer)
  %5411 = fadd <8 x float> %5394, %5410
  br label %5412

5412:                                             ; preds = %5395, %5402, %5409, %5393, %5374, %5352
  %5413 = phi <8 x float> [ %5394, %5393 ], [ %5353, %5352 ], [ %5375, %5374 ], [ %5411, %5409 ], [ %5408, %5402 ], [ %5401, %5395 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %5413, ptr nonnull align 1 %5354, <8 x i1> %5345)
  %5414 = shl i64 %4390, 3
  %5415 = or disjoint i64 %5414, 16
  %5416 = sub nsw i64 %9, %5415
  %5417 = icmp sgt i64 %5416, 7
  %5418 = trunc i64 %5416 to i32
  %5419 = select i1 %5417, i32 8, i32 %5418
  %5420 = insertelement <8 x i32> poison, i32 %5419, i64 0
  %5421 = shufflevector <8 x i32> %5420, <8 x i32> poison, <8 x i32> zeroinitializer
  %5422 = icmp sgt <8 x i32> %5421, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %5423 = load <8 x float>, ptr %2440, align 32
  br i1 %2639, label %5429, label %5424

5424:                                             ; preds = %5412
  %5425 = load float, ptr %2618, align 1
  %5426 = insertelement <8 x float> poison, float %5425, i64 0
  %5427 = shufflevector <8 x float> %5426, <8 x float> poison, <8 x i32> zeroinitializer
  %5428 = fadd <8 x float> %5423, %5427
  br label %5429

5429:                                             ; preds = %5424, %5412
  %5430 = phi <8 x float> [ %5428, %5424 ], [ %5423, %5412 ]
  %5431 = getelementptr inbounds nuw float, ptr %2625, i64 %5415
  %5432 = getelementptr inbounds nuw float, ptr %2630, i64 %5415
  %5433 = select i1 %2640, ptr null, ptr %5432
  switch i64 %2430, label %506 [
    i64 1, label %5448
    i64 2, label %5441
    i64 3, label %5434
    i64 0, label %5489
  ]

5434:                                             ; preds = %5429
  %5435 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5430)
  %5436 = bitcast <8 x float> %5430 to <8 x i32>
  %5437 = and <8 x i32> %5436, %2292
  %5438 = bitcast <8 x i32> %5437 to <8 x float>
  %5439 = fcmp oeq <8 x float> %5430, %49
  %5440 = select <8 x i1> %5439, <8 x float> %5438, <8 x float> %5435
  br label %5451

5441:                                             ; preds = %5429
  %5442 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5430)
  %5443 = bitcast <8 x float> %5430 to <8 x i32>
  %5444 = or <8 x i32> %5443, %2293
  %5445 = bitcast <8 x i32> %5444 to <8 x float>
  %5446 = fcmp oeq <8 x float> %5430, %52
  %5447 = select <8 x i1> %5446, <8 x float> %5445, <8 x float> %5442
  br label %5451

5448:                                             ; preds = %5429
  %5449 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5433, <8 x i1> %5422, <8 x float> zeroinitializer)
  %5450 = fadd <8 x float> %5430, %5449
  br label %5451

5451:                                             ; preds = %5448, %5441, %5434
  %5452 = phi <8 x float> [ %5450, %5448 ], [ %5447, %5441 ], [ %5440, %5434 ]
  switch i64 %2442, label %506 [
    i64 1, label %5467
    i64 2, label %5460
    i64 3, label %5453
    i64 0, label %5489
  ]

5453:                                             ; preds = %5451
  %5454 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5452)
  %5455 = bitcast <8 x float> %5452 to <8 x i32>
  %5456 = and <8 x i32> %5455, %2292
  %5457 = bitcast <8 x i32> %5456 to <8 x float>
  %5458 = fcmp oeq <8 x float> %5452, %49
  %5459 = select <8 x i1> %5458, <8 x float> %5457, <8 x float> %5454
  br label %5470

5460:                                             ; preds = %5451
  %5461 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5452)
  %5462 = bitcast <8 x float> %5452 to <8 x i32>
  %5463 = or <8 x i32> %5462, %2293
  %5464 = bitcast <8 x i32> %5463 to <8 x float>
  %5465 = fcmp oeq <8 x float> %5452, %52
  %5466 = select <8 x i1> %5465, <8 x float> %5464, <8 x float> %5461
  br label %5470

5467:                                             ; preds = %5451
  %5468 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5433, <8 x i1> %5422, <8 x float> zeroinitializer)
  %5469 = fadd <8 x float> %5452, %5468
  br label %5470

5470:                                             ; preds = %5467, %5460, %5453
  %5471 = phi <8 x float> [ %5469, %5467 ], [ %5466, %5460 ], [ %5459, %5453 ]
  switch i64 %2444, label %506 [
    i64 1, label %5486
    i64 2, label %5479
    i64 3, label %5472
    i64 0, label %5489
  ]

5472:                                             ; preds = %5470
  %5473 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5471)
  %5474 = bitcast <8 x float> %5471 to <8 x i32>
  %5475 = and <8 x i32> %5474, %2292
  %5476 = bitcast <8 x i32> %5475 to <8 x float>
  %5477 = fcmp oeq <8 x float> %5471, %49
  %5478 = select <8 x i1> %5477, <8 x float> %5476, <8 x float> %5473
  br label %5489

5479:                                             ; preds = %5470
  %5480 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5471)
  %5481 = bitcast <8 x float> %5471 to <8 x i32>
  %5482 = or <8 x i32> %5481, %2293
  %5483 = bitcast <8 x i32> %5482 to <8 x float>
  %5484 = fcmp oeq <8 x float> %5471, %52
  %5485 = select <8 x i1> %5484, <8 x float> %5483, <8 x float> %5480
  br label %5489

5486:                                             ; preds = %5470
  %5487 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5433, <8 x i1> %5422, <8 x float> zeroinitializer)
  %5488 = fadd <8 x float> %5471, %5487
  br label %5489

5489:                                             ; preds = %5472, %5479, %5486, %5470, %5451, %5429
  %5490 = phi <8 x float> [ %5471, %5470 ], [ %5430, %5429 ], [ %5452, %5451 ], [ %5488, %5486 ], [ %5485, %5479 ], [ %5478, %5472 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %5490, ptr nonnull align 1 %5431, <8 x i1> %5422)
  %5491 = shl i64 %4390, 3
  %5492 = or disjoint i64 %5491, 24
  %5493 = sub nsw i64 %9, %5492
  %5494 = icmp sgt i64 %5493, 7
  %5495 = trunc i64 %5493 to i32
  %5496 = select i1 %5494, i32 8, i32 %5495
  %5497 = insertelement <8 x i32> poison, i32 %5496, i64 0
  %5498 = shufflevector <8 x i32> %5497, <8 x i32> poison, <8 x i32> zeroinitializer
  %5499 = icmp sgt <8 x i32> %5498, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %5500 = load <8 x float>, ptr %2445, align 32
  br i1 %2639, label %5506, label %5501

5501:                                             ; preds = %5489
  %5502 = load float, ptr %2618, align 1
  %5503 = insertelement <8 x float> poison, float %5502, i64 0
  %5504 = shufflevector <8 x float> %5503, <8 x float> poison, <8 x i32> zeroinitializer
  %5505 = fadd <8 x float> %5500, %5504
  br label %5506

5506:                                             ; preds = %5501, %5489
  %5507 = phi <8 x float> [ %5505, %5501 ], [ %5500, %5489 ]
  %5508 = getelementptr inbounds nuw float, ptr %2625, i64 %5492
  %5509 = getelementptr inbounds nuw float, ptr %2630, i64 %5492
  %5510 = select i1 %2640, ptr null, ptr %5509
  switch i64 %2430, label %506 [
    i64 1, label %5525
    i64 2, label %5518
    i64 3, label %5511
    i64 0, label %5566
  ]

5511:                                             ; preds = %5506
  %5512 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5507)
  %5513 = bitcast <8 x float> %5507 to <8 x i32>
  %5514 = and <8 x i32> %5513, %2292
  %5515 = bitcast <8 x i32> %5514 to <8 x float>
  %5516 = fcmp oeq <8 x float> %5507, %49
  %5517 = select <8 x i1> %5516, <8 x float> %5515, <8 x float> %5512
  br label %5528

5518:                                             ; preds = %5506
  %5519 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5507)
  %5520 = bitcast <8 x float> %5507 to <8 x i32>
  %5521 = or <8 x i32> %5520, %2293
  %5522 = bitcast <8 x i32> %5521 to <8 x float>
  %5523 = fcmp oeq <8 x float> %5507, %52
  %5524 = select <8 x i1> %5523, <8 x float> %5522, <8 x float> %5519
  br label %5528

5525:                                             ; preds = %5506
  %5526 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5510, <8 x i1> %5499, <8 x float> zeroinitializer)
  %5527 = fadd <8 x float> %5507, %5526
  br label %5528

5528:                                             ; preds = %5525, %5518, %5511
  %5529 = phi <8 x float> [ %5527, %5525 ], [ %5524, %5518 ], [ %5517, %5511 ]
  switch i64 %2447, label %506 [
    i64 1, label %5544
    i64 2, label %5537
    i64 3, label %5530
    i64 0, label %5566
  ]

5530:                                             ; preds = %5528
  %5531 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5529)
  %5532 = bitcast <8 x float> %5529 to <8 x i32>
  %5533 = and <8 x i32> %5532, %2292
  %5534 = bitcast <8 x i32> %5533 to <8 x float>
  %5535 = fcmp oeq <8 x float> %5529, %49
  %5536 = select <8 x i1> %5535, <8 x float> %5534, <8 x float> %5531
  br label %5547

5537:                                             ; preds = %5528
  %5538 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5529)
  %5539 = bitcast <8 x float> %5529 to <8 x i32>
  %5540 = or <8 x i32> %5539, %2293
  %5541 = bitcast <8 x i32> %5540 to <8 x float>
  %5542 = fcmp oeq <8 x float> %5529, %52
  %5543 = select <8 x i1> %5542, <8 x float> %5541, <8 x float> %5538
  br label %5547

5544:                                             ; preds = %5528
  %5545 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5510, <8 x i1> %5499, <8 x float> zeroinitializer)
  %5546 = fadd <8 x float> %5529, %5545
  br label %5547

5547:                                             ; preds = %5544, %5537, %5530
  %5548 = phi <8 x float> [ %5546, %5544 ], [ %5543, %5537 ], [ %5536, %5530 ]
  switch i64 %2449, label %506 [
    i64 1, label %5563
    i64 2, label %5556
    i64 3, label %5549
    i64 0, label %5566
  ]

5549:                                             ; preds = %5547
  %5550 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5548)
  %5551 = bitcast <8 x float> %5548 to <8 x i32>
  %5552 = and <8 x i32> %5551, %2292
  %5553 = bitcast <8 x i32> %5552 to <8 x float>
  %5554 = fcmp oeq <8 x float> %5548, %49
  %5555 = select <8 x i1> %5554, <8 x float> %5553, <8 x float> %5550
  br label %5566

5556:                                             ; preds = %5547
  %5557 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5548)
  %5558 = bitcast <8 x float> %5548 to <8 x i32>
  %5559 = or <8 x i32> %5558, %2293
  %5560 = bitcast <8 x i32> %5559 to <8 x float>
  %5561 = fcmp oeq <8 x float> %5548, %52
  %5562 = select <8 x i1> %5561, <8 x float> %5560, <8 x float> %5557
  br label %5566

5563:                                             ; preds = %5547
  %5564 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5510, <8 x i1> %5499, <8 x float> zeroinitializer)
  %5565 = fadd <8 x float> %5548, %5564
  br label %5566

5566:                                             ; preds = %5549, %5556, %5563, %5547, %5528, %5506
  %5567 = phi <8 x float> [ %5548, %5547 ], [ %5507, %5506 ], [ %5529, %5528 ], [ %5565, %5563 ], [ %5562, %5556 ], [ %5555, %5549 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %5567, ptr nonnull align 1 %5508, <8 x i1> %5499)
  call void @llvm.lifetime.end.p0(ptr nonnull %30)
  br label %7866

5568:                                             ; preds = %4389
  call void @llvm.lifetime.start.p0(ptr nonnull %31)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(160) %31, i8 0, i64 160, i1 false)
  br i1 %2289, label %5569, label %5642

5569:                                             ; preds = %5568, %5583
  %5570 = phi i64 [ %5584, %5583 ], [ 0, %5568 ]
  %5571 = mul nsw i64 %5570, %14
  %5572 = sub i64 %5571, %16
  %5573 = add i64 %5572, %2644
  %5574 = icmp slt i64 %5573, 0
  %5575 = icmp sge i64 %5573, %6
  %5576 = or i1 %5574, %5575
  %5577 = select i1 %5576, i64 0, i64 %5573
  %5578 = mul nsw i64 %5577, %7
  %5579 = getelementptr inbounds float, ptr %2615, i64 %5578
  br i1 %2290, label %5580, label %5583

5580:                                             ; preds = %5569
  %5581 = mul nuw nsw i64 %5570, %11
  %5582 = getelementptr inbounds nuw float, ptr %2617, i64 %5581
  br label %5586

5583:                                             ; preds = %5595, %5569
  %5584 = add nuw nsw i64 %5570, 1
  %5585 = icmp eq i64 %5584, %10
  br i1 %5585, label %5640, label %5569

5586:                                             ; preds = %5580, %5595
  %5587 = phi i64 [ 0, %5580 ], [ %5596, %5595 ]
  %5588 = getelementptr inbounds nuw float, ptr %5582, i64 %5587
  %5589 = load float, ptr %5588, align 1
  %5590 = insertelement <8 x float> poison, float %5589, i64 0
  %5591 = shufflevector <8 x float> %5590, <8 x float> poison, <8 x i32> zeroinitializer
  %5592 = mul nsw i64 %5587, %15
  %5593 = sub i64 %5592, %17
  %5594 = getelementptr <4 x i64>, ptr %2276, i64 %5587
  br label %5598

5595:                                             ; preds = %5629
  %5596 = add nuw nsw i64 %5587, 1
  %5597 = icmp eq i64 %5596, %11
  br i1 %5597, label %5583, label %5586

5598:                                             ; preds = %5586, %5629
  %5599 = phi i64 [ 0, %5586 ], [ %5638, %5629 ]
  %5600 = or disjoint i64 %4390, %5599
  %5601 = shl nsw i64 %5600, 3
  %5602 = add i64 %5593, %5601
  br i1 %2291, label %5607, label %5603

5603:                                             ; preds = %5598
  %5604 = mul nuw nsw i64 %5600, %11
  %5605 = getelementptr <4 x i64>, ptr %5594, i64 %5604
  %5606 = load <4 x i64>, ptr %5605, align 32
  br label %5629

5607:                                             ; preds = %5598
  %5608 = sub nsw i64 %9, %5601
  %5609 = icmp slt i64 %5602, 0
  %5610 = sub nsw i64 0, %5602
  %5611 = select i1 %5609, i64 %5610, i64 0
  %5612 = sub nsw i64 %7, %5602
  %5613 = call i64 @llvm.smin.i64(i64 %5612, i64 %5608)
  %5614 = call i64 @llvm.smin.i64(i64 %5613, i64 8)
  %5615 = icmp sgt i64 %5614, %5611
  %5616 = trunc i64 %5611 to i32
  %5617 = select i1 %5615, i32 %5616, i32 0
  %5618 = insertelement <8 x i32> poison, i32 %5617, i64 0
  %5619 = shufflevector <8 x i32> %5618, <8 x i32> poison, <8 x i32> zeroinitializer
  %5620 = icmp slt <8 x i32> %5619, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %5621 = trunc i64 %5614 to i32
  %5622 = select i1 %5615, i32 %5621, i32 0
  %5623 = insertelement <8 x i32> poison, i32 %5622, i64 0
  %5624 = shufflevector <8 x i32> %5623, <8 x i32> poison, <8 x i32> zeroinitializer
  %5625 = icmp sgt <8 x i32> %5624, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %5626 = and <8 x i1> %5625, %5620
  %5627 = sext <8 x i1> %5626 to <8 x i32>
  %5628 = bitcast <8 x i32> %5627 to <4 x i64>
  br label %5629

5629:                                             ; preds = %5607, %5603
  %5630 = phi <4 x i64> [ %5606, %5603 ], [ %5628, %5607 ]
  %5631 = getelementptr inbounds nuw <8 x float>, ptr %31, i64 %5599
  %5632 = getelementptr inbounds float, ptr %5579, i64 %5602
  %5633 = select i1 %5576, <4 x i64> zeroinitializer, <4 x i64> %5630
  %5634 = bitcast <4 x i64> %5633 to <8 x i32>
  %5635 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5632, <8 x i32> %5634)
  %5636 = load <8 x float>, ptr %5631, align 32
  %5637 = call <8 x float> @llvm.fma.v8f32(<8 x float> %5635, <8 x float> %5591, <8 x float> %5636)
  store <8 x float> %5637, ptr %5631, align 32
  %5638 = add nuw nsw i64 %5599, 1
  %5639 = icmp eq i64 %5638, 5
  br i1 %5639, label %5595, label %5598

5640:                                             ; preds = %5583
  %5641 = load <8 x float>, ptr %31, align 32
  br label %5642

5642:                                             ; preds = %5640, %5568
  %5643 = phi <8 x float> [ %5641, %5640 ], [ zeroinitializer, %5568 ]
  %5644 = shl nsw i64 %4390, 3
  %5645 = sub nsw i64 %9, %5644
  %5646 = icmp sgt i64 %5645, 7
  %5647 = trunc i64 %5645 to i32
  %5648 = select i1 %5646, i32 8, i32 %5647
  %5649 = insertelement <8 x i32> poison, i32 %5648, i64 0
  %5650 = shufflevector <8 x i32> %5649, <8 x i32> poison, <8 x i32> zeroinitializer
  %5651 = icmp sgt <8 x i32> %5650, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %2639, label %5657, label %5652

5652:                                             ; preds = %5642
  %5653 = load float, ptr %2618, align 1
  %5654 = insertelement <8 x float> poison, float %5653, i64 0
  %5655 = shufflevector <8 x float> %5654, <8 x float> poison, <8 x i32> zeroinitializer
  %5656 = fadd <8 x float> %5643, %5655
  br label %5657

5657:                                             ; preds = %5652, %5642
  %5658 = phi <8 x float> [ %5656, %5652 ], [ %5643, %5642 ]
  %5659 = getelementptr inbounds nuw float, ptr %2625, i64 %5644
  %5660 = getelementptr inbounds nuw float, ptr %2630, i64 %5644
  %5661 = select i1 %2640, ptr null, ptr %5660
  switch i64 %2405, label %506 [
    i64 1, label %5662
    i64 2, label %5665
    i64 3, label %5672
    i64 0, label %5717
  ]

5662:                                             ; preds = %5657
  %5663 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5661, <8 x i1> %5651, <8 x float> zeroinitializer)
  %5664 = fadd <8 x float> %5658, %5663
  br label %5679

5665:                                             ; preds = %5657
  %5666 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5658)
  %5667 = bitcast <8 x float> %5658 to <8 x i32>
  %5668 = or <8 x i32> %5667, %2293
  %5669 = bitcast <8 x i32> %5668 to <8 x float>
  %5670 = fcmp oeq <8 x float> %5658, %52
  %5671 = select <8 x i1> %5670, <8 x float> %5669, <8 x float> %5666
  br label %5679

5672:                                             ; preds = %5657
  %5673 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5658)
  %5674 = bitcast <8 x float> %5658 to <8 x i32>
  %5675 = and <8 x i32> %5674, %2292
  %5676 = bitcast <8 x i32> %5675 to <8 x float>
  %5677 = fcmp oeq <8 x float> %5658, %49
  %5678 = select <8 x i1> %5677, <8 x float> %5676, <8 x float> %5673
  br label %5679

5679:                                             ; preds = %5672, %5665, %5662
  %5680 = phi <8 x float> [ %5664, %5662 ], [ %5671, %5665 ], [ %5678, %5672 ]
  switch i64 %2407, label %506 [
    i64 1, label %5695
    i64 2, label %5688
    i64 3, label %5681
    i64 0, label %5717
  ]

5681:                                             ; preds = %5679
  %5682 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5680)
  %5683 = bitcast <8 x float> %5680 to <8 x i32>
  %5684 = and <8 x i32> %5683, %2292
  %5685 = bitcast <8 x i32> %5684 to <8 x float>
  %5686 = fcmp oeq <8 x float> %5680, %49
  %5687 = select <8 x i1> %5686, <8 x float> %5685, <8 x float> %5682
  br label %5698

5688:                                             ; preds = %5679
  %5689 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5680)
  %5690 = bitcast <8 x float> %5680 to <8 x i32>
  %5691 = or <8 x i32> %5690, %2293
  %5692 = bitcast <8 x i32> %5691 to <8 x float>
  %5693 = fcmp oeq <8 x float> %5680, %52
  %5694 = select <8 x i1> %5693, <8 x float> %5692, <8 x float> %5689
  br label %5698

5695:                                             ; preds = %5679
  %5696 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5661, <8 x i1> %5651, <8 x float> zeroinitializer)
  %5697 = fadd <8 x float> %5680, %5696
  br label %5698

5698:                                             ; preds = %5695, %5688, %5681
  %5699 = phi <8 x float> [ %5697, %5695 ], [ %5694, %5688 ], [ %5687, %5681 ]
  switch i64 %2409, label %506 [
    i64 1, label %5714
    i64 2, label %5707
    i64 3, label %5700
    i64 0, label %5717
  ]

5700:                                             ; preds = %5698
  %5701 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5699)
  %5702 = bitcast <8 x float> %5699 to <8 x i32>
  %5703 = and <8 x i32> %5702, %2292
  %5704 = bitcast <8 x i32> %5703 to <8 x float>
  %5705 = fcmp oeq <8 x float> %5699, %49
  %5706 = select <8 x i1> %5705, <8 x float> %5704, <8 x float> %5701
  br label %5717

5707:                                             ; preds = %5698
  %5708 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5699)
  %5709 = bitcast <8 x float> %5699 to <8 x i32>
  %5710 = or <8 x i32> %5709, %2293
  %5711 = bitcast <8 x i32> %5710 to <8 x float>
  %5712 = fcmp oeq <8 x float> %5699, %52
  %5713 = select <8 x i1> %5712, <8 x float> %5711, <8 x float> %5708
  br label %5717

5714:                                             ; preds = %5698
  %5715 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5661, <8 x i1> %5651, <8 x float> zeroinitializer)
  %5716 = fadd <8 x float> %5699, %5715
  br label %5717

5717:                                             ; preds = %5700, %5707, %5714, %5698, %5679, %5657
  %5718 = phi <8 x float> [ %5699, %5698 ], [ %5658, %5657 ], [ %5680, %5679 ], [ %5716, %5714 ], [ %5713, %5707 ], [ %5706, %5700 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %5718, ptr align 1 %5659, <8 x i1> %5651)
  %5719 = shl i64 %4390, 3
  %5720 = or disjoint i64 %5719, 8
  %5721 = sub nsw i64 %9, %5720
  %5722 = icmp sgt i64 %5721, 7
  %5723 = trunc i64 %5721 to i32
  %5724 = select i1 %5722, i32 8, i32 %5723
  %5725 = insertelement <8 x i32> poison, i32 %5724, i64 0
  %5726 = shufflevector <8 x i32> %5725, <8 x i32> poison, <8 x i32> zeroinitializer
  %5727 = icmp sgt <8 x i32> %5726, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %5728 = load <8 x float>, ptr %2410, align 32
  br i1 %2639, label %5734, label %5729

5729:                                             ; preds = %5717
  %5730 = load float, ptr %2618, align 1
  %5731 = insertelement <8 x float> poison, float %5730, i64 0
  %5732 = shufflevector <8 x float> %5731, <8 x float> poison, <8 x i32> zeroinitializer
  %5733 = fadd <8 x float> %5728, %5732
  br label %5734

5734:                                             ; preds = %5729, %5717
  %5735 = phi <8 x float> [ %5733, %5729 ], [ %5728, %5717 ]
  %5736 = getelementptr inbounds nuw float, ptr %2625, i64 %5720
  %5737 = getelementptr inbounds nuw float, ptr %2630, i64 %5720
  %5738 = select i1 %2640, ptr null, ptr %5737
  switch i64 %2405, label %506 [
    i64 1, label %5753
    i64 2, label %5746
    i64 3, label %5739
    i64 0, label %5794
  ]

5739:                                             ; preds = %5734
  %5740 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5735)
  %5741 = bitcast <8 x float> %5735 to <8 x i32>
  %5742 = and <8 x i32> %5741, %2292
  %5743 = bitcast <8 x i32> %5742 to <8 x float>
  %5744 = fcmp oeq <8 x float> %5735, %49
  %5745 = select <8 x i1> %5744, <8 x float> %5743, <8 x float> %5740
  br label %5756

5746:                                             ; preds = %5734
  %5747 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5735)
  %5748 = bitcast <8 x float> %5735 to <8 x i32>
  %5749 = or <8 x i32> %5748, %2293
  %5750 = bitcast <8 x i32> %5749 to <8 x float>
  %5751 = fcmp oeq <8 x float> %5735, %52
  %5752 = select <8 x i1> %5751, <8 x float> %5750, <8 x float> %5747
  br label %5756

5753:                                             ; preds = %5734
  %5754 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5738, <8 x i1> %5727, <8 x float> zeroinitializer)
  %5755 = fadd <8 x float> %5735, %5754
  br label %5756

5756:                                             ; preds = %5753, %5746, %5739
  %5757 = phi <8 x float> [ %5755, %5753 ], [ %5752, %5746 ], [ %5745, %5739 ]
  switch i64 %2412, label %506 [
    i64 1, label %5772
    i64 2, label %5765
    i64 3, label %5758
    i64 0, label %5794
  ]

5758:                                             ; preds = %5756
  %5759 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5757)
  %5760 = bitcast <8 x float> %5757 to <8 x i32>
  %5761 = and <8 x i32> %5760, %2292
  %5762 = bitcast <8 x i32> %5761 to <8 x float>
  %5763 = fcmp oeq <8 x float> %5757, %49
  %5764 = select <8 x i1> %5763, <8 x float> %5762, <8 x float> %5759
  br label %5775

5765:                                             ; preds = %5756
  %5766 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5757)
  %5767 = bitcast <8 x float> %5757 to <8 x i32>
  %5768 = or <8 x i32> %5767, %2293
  %5769 = bitcast <8 x i32> %5768 to <8 x float>
  %5770 = fcmp oeq <8 x float> %5757, %52
  %5771 = select <8 x i1> %5770, <8 x float> %5769, <8 x float> %5766
  br label %5775

5772:                                             ; preds = %5756
  %5773 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5738, <8 x i1> %5727, <8 x float> zeroinitializer)
  %5774 = fadd <8 x float> %5757, %5773
  br label %5775

5775:                                             ; preds = %5772, %5765, %5758
  %5776 = phi <8 x float> [ %5774, %5772 ], [ %5771, %5765 ], [ %5764, %5758 ]
  switch i64 %2414, label %506 [
    i64 1, label %5791
    i64 2, label %5784
    i64 3, label %5777
    i64 0, label %5794
  ]

5777:                                             ; preds = %5775
  %5778 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5776)
  %5779 = bitcast <8 x float> %5776 to <8 x i32>
  %5780 = and <8 x i32> %5779, %2292
  %5781 = bitcast <8 x i32> %5780 to <8 x float>
  %5782 = fcmp oeq <8 x float> %5776, %49
  %5783 = select <8 x i1> %5782, <8 x float> %5781, <8 x float> %5778
  br label %5794

5784:                                             ; preds = %5775
  %5785 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5776)
  %5786 = bitcast <8 x float> %5776 to <8 x i32>
  %5787 = or <8 x i32> %5786, %2293
  %5788 = bitcast <8 x i32> %5787 to <8 x float>
  %5789 = fcmp oeq <8 x float> %5776, %52
  %5790 = select <8 x i1> %5789, <8 x float> %5788, <8 x float> %5785
  br label %5794

5791:                                             ; preds = %5775
  %5792 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5738, <8 x i1> %5727, <8 x float> zeroinitializer)
  %5793 = fadd <8 x float> %5776, %5792
  br label %5794

5794:                                             ; preds = %5777, %5784, %5791, %5775, %5756, %5734
  %5795 = phi <8 x float> [ %5776, %5775 ], [ %5735, %5734 ], [ %5757, %5756 ], [ %5793, %5791 ], [ %5790, %5784 ], [ %5783, %5777 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %5795, ptr nonnull align 1 %5736, <8 x i1> %5727)
  %5796 = shl i64 %4390, 3
  %5797 = or disjoint i64 %5796, 16
  %5798 = sub nsw i64 %9, %5797
  %5799 = icmp sgt i64 %5798, 7
  %5800 = trunc i64 %5798 to i32
  %5801 = select i1 %5799, i32 8, i32 %5800
  %5802 = insertelement <8 x i32> poison, i32 %5801, i64 0
  %5803 = shufflevector <8 x i32> %5802, <8 x i32> poison, <8 x i32> zeroinitializer
  %5804 = icmp sgt <8 x i32> %5803, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %5805 = load <8 x float>, ptr %2415, align 32
  br i1 %2639, label %5811, label %5806

5806:                                             ; preds = %5794
  %5807 = load float, ptr %2618, align 1
  %5808 = insertelement <8 x float> poison, float %5807, i64 0
  %5809 = shufflevector <8 x float> %5808, <8 x float> poison, <8 x i32> zeroinitializer
  %5810 = fadd <8 x float> %5805, %5809
  br label %5811

5811:                                             ; preds = %5806, %5794
  %5812 = phi <8 x float> [ %5810, %5806 ], [ %5805, %5794 ]
  %5813 = getelementptr inbounds nuw float, ptr %2625, i64 %5797
  %5814 = getelementptr inbounds nuw float, ptr %2630, i64 %5797
  %5815 = select i1 %2640, ptr null, ptr %5814
  switch i64 %2405, label %506 [
    i64 1, label %5830
    i64 2, label %5823
    i64 3, label %5816
    i64 0, label %5871
  ]

5816:                                             ; preds = %5811
  %5817 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5812)
  %5818 = bitcast <8 x float> %5812 to <8 x i32>
  %5819 = and <8 x i32> %5818, %2292
  %5820 = bitcast <8 x i32> %5819 to <8 x float>
  %5821 = fcmp oeq <8 x float> %5812, %49
  %5822 = select <8 x i1> %5821, <8 x float> %5820, <8 x float> %5817
  br label %5833

5823:                                             ; preds = %5811
  %5824 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5812)
  %5825 = bitcast <8 x float> %5812 to <8 x i32>
  %5826 = or <8 x i32> %5825, %2293
  %5827 = bitcast <8 x i32> %5826 to <8 x float>
  %5828 = fcmp oeq <8 x float> %5812, %52
  %5829 = select <8 x i1> %5828, <8 x float> %5827, <8 x float> %5824
  br label %5833

5830:                                             ; preds = %5811
  %5831 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5815, <8 x i1> %5804, <8 x float> zeroinitializer)
  %5832 = fadd <8 x float> %5812, %5831
  br label %5833

5833:                                             ; preds = %5830, %5823, %5816
  %5834 = phi <8 x float> [ %5832, %5830 ], [ %5829, %5823 ], [ %5822, %5816 ]
  switch i64 %2417, label %506 [
    i64 1, label %5849
    i64 2, label %5842
    i64 3, label %5835
    i64 0, label %5871
  ]

5835:                                             ; preds = %5833
  %5836 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5834)
  %5837 = bitcast <8 x float> %5834 to <8 x i32>
  %5838 = and <8 x i32> %5837, %2292
  %5839 = bitcast <8 x i32> %5838 to <8 x float>
  %5840 = fcmp oeq <8 x float> %5834, %49
  %5841 = select <8 x i1> %5840, <8 x float> %5839, <8 x float> %5836
  br label %5852

5842:                                             ; preds = %5833
  %5843 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5834)
  %5844 = bitcast <8 x float> %5834 to <8 x i32>
  %5845 = or <8 x i32> %5844, %2293
  %5846 = bitcast <8 x i32> %5845 to <8 x float>
  %5847 = fcmp oeq <8 x float> %5834, %52
  %5848 = select <8 x i1> %5847, <8 x float> %5846, <8 x float> %5843
  br label %5852

5849:                                             ; preds = %5833
  %5850 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5815, <8 x i1> %5804, <8 x float> zeroinitializer)
  %5851 = fadd <8 x float> %5834, %5850
  br label %5852

5852:                                             ; preds = %5849, %5842, %5835
  %5853 = phi <8 x float> [ %5851, %5849 ], [ %5848, %5842 ], [ %5841, %5835 ]
  switch i64 %2419, label %506 [
    i64 1, label %5868
    i64 2, label %5861
    i64 3, label %5854
    i64 0, label %5871
  ]

5854:                                             ; preds = %5852
  %5855 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5853)
  %5856 = bitcast <8 x float> %5853 to <8 x i32>
  %5857 = and <8 x i32> %5856, %2292
  %5858 = bitcast <8 x i32> %5857 to <8 x float>
  %5859 = fcmp oeq <8 x float> %5853, %49
  %5860 = select <8 x i1> %5859, <8 x float> %5858, <8 x float> %5855
  br label %5871

5861:                                             ; preds = %5852
  %5862 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5853)
  %5863 = bitcast <8 x float> %5853 to <8 x i32>
  %5864 = or <8 x i32> %5863, %2293
  %5865 = bitcast <8 x i32> %5864 to <8 x float>
  %5866 = fcmp oeq <8 x float> %5853, %52
  %5867 = select <8 x i1> %5866, <8 x float> %5865, <8 x float> %5862
  br label %5871

5868:                                             ; preds = %5852
  %5869 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5815, <8 x i1> %5804, <8 x float> zeroinitializer)
  %5870 = fadd <8 x float> %5853, %5869
  br label %5871

5871:                                             ; preds = %5854, %5861, %5868, %5852, %5833, %5811
  %5872 = phi <8 x float> [ %5853, %5852 ], [ %5812, %5811 ], [ %5834, %5833 ], [ %5870, %5868 ], [ %5867, %5861 ], [ %5860, %5854 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %5872, ptr nonnull align 1 %5813, <8 x i1> %5804)
  %5873 = shl i64 %4390, 3
  %5874 = or disjoint i64 %5873, 24
  %5875 = sub nsw i64 %9, %5874
  %5876 = icmp sgt i64 %5875, 7
  %5877 = trunc i64 %5875 to i32
  %5878 = select i1 %5876, i32 8, i32 %5877
  %5879 = insertelement <8 x i32> poison, i32 %5878, i64 0
  %5880 = shufflevector <8 x i32> %5879, <8 x i32> poison, <8 x i32> zeroinitializer
  %5881 = icmp sgt <8 x i32> %5880, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %5882 = load <8 x float>, ptr %2420, align 32
  br i1 %2639, label %5888, label %5883

5883:                                             ; preds = %5871
  %5884 = load float, ptr %2618, align 1
  %5885 = insertelement <8 x float> poison, float %5884, i64 0
  %5886 = shufflevector <8 x float> %5885, <8 x float> poison, <8 x i32> zeroinitializer
  %5887 = fadd <8 x float> %5882, %5886
  br label %5888

5888:                                             ; preds = %5883, %5871
  %5889 = phi <8 x float> [ %5887, %5883 ], [ %5882, %5871 ]
  %5890 = getelementptr inbounds nuw float, ptr %2625, i64 %5874
  %5891 = getelementptr inbounds nuw float, ptr %2630, i64 %5874
  %5892 = select i1 %2640, ptr null, ptr %5891
  switch i64 %2405, label %506 [
    i64 1, label %5907
    i64 2, label %5900
    i64 3, label %5893
    i64 0, label %5948
  ]

5893:                                             ; preds = %5888
  %5894 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5889)
  %5895 = bitcast <8 x float> %5889 to <8 x i32>
  %5896 = and <8 x i32> %5895, %2292
  %5897 = bitcast <8 x i32> %5896 to <8 x float>
  %5898 = fcmp oeq <8 x float> %5889, %49
  %5899 = select <8 x i1> %5898, <8 x float> %5897, <8 x float> %5894
  br label %5910

5900:                                             ; preds = %5888
  %5901 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5889)
  %5902 = bitcast <8 x float> %5889 to <8 x i32>
  %5903 = or <8 x i32> %5902, %2293
  %5904 = bitcast <8 x i32> %5903 to <8 x float>
  %5905 = fcmp oeq <8 x float> %5889, %52
  %5906 = select <8 x i1> %5905, <8 x float> %5904, <8 x float> %5901
  br label %5910

5907:                                             ; preds = %5888
  %5908 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5892, <8 x i1> %5881, <8 x float> zeroinitializer)
  %5909 = fadd <8 x float> %5889, %5908
  br label %5910

5910:                                             ; preds = %5907, %5900, %5893
  %5911 = phi <8 x float> [ %5909, %5907 ], [ %5906, %5900 ], [ %5899, %5893 ]
  switch i64 %2422, label %506 [
    i64 1, label %5926
    i64 2, label %5919
    i64 3, label %5912
    i64 0, label %5948
  ]

5912:                                             ; preds = %5910
  %5913 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5911)
  %5914 = bitcast <8 x float> %5911 to <8 x i32>
  %5915 = and <8 x i32> %5914, %2292
  %5916 = bitcast <8 x i32> %5915 to <8 x float>
  %5917 = fcmp oeq <8 x float> %5911, %49
  %5918 = select <8 x i1> %5917, <8 x float> %5916, <8 x float> %5913
  br label %5929

5919:                                             ; preds = %5910
  %5920 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5911)
  %5921 = bitcast <8 x float> %5911 to <8 x i32>
  %5922 = or <8 x i32> %5921, %2293
  %5923 = bitcast <8 x i32> %5922 to <8 x float>
  %5924 = fcmp oeq <8 x float> %5911, %52
  %5925 = select <8 x i1> %5924, <8 x float> %5923, <8 x float> %5920
  br label %5929

5926:                                             ; preds = %5910
  %5927 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5892, <8 x i1> %5881, <8 x float> zeroinitializer)
  %5928 = fadd <8 x float> %5911, %5927
  br label %5929

5929:                                             ; preds = %5926, %5919, %5912
  %5930 = phi <8 x float> [ %5928, %5926 ], [ %5925, %5919 ], [ %5918, %5912 ]
  switch i64 %2424, label %506 [
    i64 1, label %5945
    i64 2, label %5938
    i64 3, label %5931
    i64 0, label %5948
  ]

5931:                                             ; preds = %5929
  %5932 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5930)
  %5933 = bitcast <8 x float> %5930 to <8 x i32>
  %5934 = and <8 x i32> %5933, %2292
  %5935 = bitcast <8 x i32> %5934 to <8 x float>
  %5936 = fcmp oeq <8 x float> %5930, %49
  %5937 = select <8 x i1> %5936, <8 x float> %5935, <8 x float> %5932
  br label %5948

5938:                                             ; preds = %5929
  %5939 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5930)
  %5940 = bitcast <8 x float> %5930 to <8 x i32>
  %5941 = or <8 x i32> %5940, %2293
  %5942 = bitcast <8 x i32> %5941 to <8 x float>
  %5943 = fcmp oeq <8 x float> %5930, %52
  %5944 = select <8 x i1> %5943, <8 x float> %5942, <8 x float> %5939
  br label %5948

5945:                                             ; preds = %5929
  %5946 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5892, <8 x i1> %5881, <8 x float> zeroinitializer)
  %5947 = fadd <8 x float> %5930, %5946
  br label %5948

5948:                                             ; preds = %5931, %5938, %5945, %5929, %5910, %5888
  %5949 = phi <8 x float> [ %5930, %5929 ], [ %5889, %5888 ], [ %5911, %5910 ], [ %5947, %5945 ], [ %5944, %5938 ], [ %5937, %5931 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %5949, ptr nonnull align 1 %5890, <8 x i1> %5881)
  %5950 = shl i64 %4390, 3
  %5951 = or disjoint i64 %5950, 32
  %5952 = sub nsw i64 %9, %5951
  %5953 = icmp sgt i64 %5952, 7
  %5954 = trunc i64 %5952 to i32
  %5955 = select i1 %5953, i32 8, i32 %5954
  %5956 = insertelement <8 x i32> poison, i32 %5955, i64 0
  %5957 = shufflevector <8 x i32> %5956, <8 x i32> poison, <8 x i32> zeroinitializer
  %5958 = icmp sgt <8 x i32> %5957, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %5959 = load <8 x float>, ptr %2425, align 32
  br i1 %2639, label %5965, label %5960

5960:                                             ; preds = %5948
  %5961 = load float, ptr %2618, align 1
  %5962 = insertelement <8 x float> poison, float %5961, i64 0
  %5963 = shufflevector <8 x float> %5962, <8 x float> poison, <8 x i32> zeroinitializer
  %5964 = fadd <8 x float> %5959, %5963
  br label %5965

5965:                                             ; preds = %5960, %5948
  %5966 = phi <8 x float> [ %5964, %5960 ], [ %5959, %5948 ]
  %5967 = getelementptr inbounds nuw float, ptr %2625, i64 %5951
  %5968 = getelementptr inbounds nuw float, ptr %2630, i64 %5951
  %5969 = select i1 %2640, ptr null, ptr %5968
  switch i64 %2405, label %506 [
    i64 1, label %5984
    i64 2, label %5977
    i64 3, label %5970
    i64 0, label %6025
  ]

5970:                                             ; preds = %5965
  %5971 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5966)
  %5972 = bitcast <8 x float> %5966 to <8 x i32>
  %5973 = and <8 x i32> %5972, %2292
  %5974 = bitcast <8 x i32> %5973 to <8 x float>
  %5975 = fcmp oeq <8 x float> %5966, %49
  %5976 = select <8 x i1> %5975, <8 x float> %5974, <8 x float> %5971
  br label %5987

5977:                                             ; preds = %5965
  %5978 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5966)
  %5979 = bitcast <8 x float> %5966 to <8 x i32>
  %5980 = or <8 x i32> %5979, %2293
  %5981 = bitcast <8 x i32> %5980 to <8 x float>
  %5982 = fcmp oeq <8 x float> %5966, %52
  %5983 = select <8 x i1> %5982, <8 x float> %5981, <8 x float> %5978
  br label %5987

5984:                                             ; preds = %5965
  %5985 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5969, <8 x i1> %5958, <8 x float> zeroinitializer)
  %5986 = fadd <8 x float> %5966, %5985
  br label %5987

5987:                                             ; preds = %5984, %5977, %5970
  %5988 = phi <8 x float> [ %5986, %5984 ], [ %5983, %5977 ], [ %5976, %5970 ]
  switch i64 %2427, label %506 [
    i64 1, label %6003
    i64 2, label %5996
    i64 3, label %5989
    i64 0, label %6025
  ]

5989:                                             ; preds = %5987
  %5990 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5988)
  %5991 = bitcast <8 x float> %5988 to <8 x i32>
  %5992 = and <8 x i32> %5991, %2292
  %5993 = bitcast <8 x i32> %5992 to <8 x float>
  %5994 = fcmp oeq <8 x float> %5988, %49
  %5995 = select <8 x i1> %5994, <8 x float> %5993, <8 x float> %5990
  br label %6006

5996:                                             ; preds = %5987
  %5997 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5988)
  %5998 = bitcast <8 x float> %5988 to <8 x i32>
  %5999 = or <8 x i32> %5998, %2293
  %6000 = bitcast <8 x i32> %5999 to <8 x float>
  %6001 = fcmp oeq <8 x float> %5988, %52
  %6002 = select <8 x i1> %6001, <8 x float> %6000, <8 x float> %5997
  br label %6006

6003:                                             ; preds = %5987
  %6004 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5969, <8 x i1> %5958, <8 x float> zeroinitializer)
  %6005 = fadd <8 x float> %5988, %6004
  br label %6006

6006:                                             ; preds = %6003, %5996, %5989
  %6007 = phi <8 x float> [ %6005, %6003 ], [ %6002, %5996 ], [ %5995, %5989 ]
  switch i64 %2429, label %506 [
    i64 1, label %6022
    i64 2, label %6015
    i64 3, label %6008
    i64 0, label %6025
  ]

6008:                                             ; preds = %6006
  %6009 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6007)
  %6010 = bitcast <8 x float> %6007 to <8 x i32>
  %6011 = and <8 x i32> %6010, %2292
  %6012 = bitcast <8 x i32> %6011 to <8 x float>
  %6013 = fcmp oeq <8 x float> %6007, %49
  %6014 = select <8 x i1> %6013, <8 x float> %6012, <8 x float> %6009
  br label %6025

6015:                                             ; preds = %6006
  %6016 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6007)
  %6017 = bitcast <8 x float> %6007 to <8 x i32>
  %6018 = or <8 x i32> %6017, %2293
  %6019 = bitcast <8 x i32> %6018 to <8 x float>
  %6020 = fcmp oeq <8 x float> %6007, %52
  %6021 = select <8 x i1> %6020, <8 x float> %6019, <8 x float> %6016
  br label %6025

6022:                                             ; preds = %6006
  %6023 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5969, <8 x i1> %5958, <8 x float> zeroinitializer)
  %6024 = fadd <8 x float> %6007, %6023
  br label %6025

6025:                                             ; preds = %6008, %6015, %6022, %6006, %5987, %5965
  %6026 = phi <8 x float> [ %6007, %6006 ], [ %5966, %5965 ], [ %5988, %5987 ], [ %6024, %6022 ], [ %6021, %6015 ], [ %6014, %6008 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %6026, ptr nonnull align 1 %5967, <8 x i1> %5958)
  call void @llvm.lifetime.end.p0(ptr nonnull %31)
  br label %7866

6027:                                             ; preds = %4389
  call void @llvm.lifetime.start.p0(ptr nonnull %32)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(192) %32, i8 0, i64 192, i1 false)
  br i1 %2289, label %6028, label %6101

6028:                                             ; preds = %6027, %6042
  %6029 = phi i64 [ %6043, %6042 ], [ 0, %6027 ]
  %6030 = mul nsw i64 %6029, %14
  %6031 = sub i64 %6030, %16
  %6032 = add i64 %6031, %2643
  %6033 = icmp slt i64 %6032, 0
  %6034 = icmp sge i64 %6032, %6
  %6035 = or i1 %6033, %6034
  %6036 = select i1 %6035, i64 0, i64 %6032
  %6037 = mul nsw i64 %6036, %7
  %6038 = getelementptr inbounds float, ptr %2615, i64 %6037
  br i1 %2290, label %6039, label %6042

6039:                                             ; preds = %6028
  %6040 = mul nuw nsw i64 %6029, %11
  %6041 = getelementptr inbounds nuw float, ptr %2617, i64 %6040
  br label %6045

6042:                                             ; preds = %6054, %6028
  %6043 = add nuw nsw i64 %6029, 1
  %6044 = icmp eq i64 %6043, %10
  br i1 %6044, label %6099, label %6028

6045:                                             ; preds = %6039, %6054
  %6046 = phi i64 [ 0, %6039 ], [ %6055, %6054 ]
  %6047 = getelementptr inbounds nuw float, ptr %6041, i64 %6046
  %6048 = load float, ptr %6047, align 1
  %6049 = insertelement <8 x float> poison, float %6048, i64 0
  %6050 = shufflevector <8 x float> %6049, <8 x float> poison, <8 x i32> zeroinitializer
  %6051 = mul nsw i64 %6046, %15
  %6052 = sub i64 %6051, %17
  %6053 = getelementptr <4 x i64>, ptr %2276, i64 %6046
  br label %6057

6054:                                             ; preds = %6088
  %6055 = add nuw nsw i64 %6046, 1
  %6056 = icmp eq i64 %6055, %11
  br i1 %6056, label %6042, label %6045

6057:                                             ; preds = %6045, %6088
  %6058 = phi i64 [ 0, %6045 ], [ %6097, %6088 ]
  %6059 = or disjoint i64 %4390, %6058
  %6060 = shl nsw i64 %6059, 3
  %6061 = add i64 %6052, %6060
  br i1 %2291, label %6066, label %6062

6062:                                             ; preds = %6057
  %6063 = mul nuw nsw i64 %6059, %11
  %6064 = getelementptr <4 x i64>, ptr %6053, i64 %6063
  %6065 = load <4 x i64>, ptr %6064, align 32
  br label %6088

6066:                                             ; preds = %6057
  %6067 = sub nsw i64 %9, %6060
  %6068 = icmp slt i64 %6061, 0
  %6069 = sub nsw i64 0, %6061
  %6070 = select i1 %6068, i64 %6069, i64 0
  %6071 = sub nsw i64 %7, %6061
  %6072 = call i64 @llvm.smin.i64(i64 %6071, i64 %6067)
  %6073 = call i64 @llvm.smin.i64(i64 %6072, i64 8)
  %6074 = icmp sgt i64 %6073, %6070
  %6075 = trunc i64 %6070 to i32
  %6076 = select i1 %6074, i32 %6075, i32 0
  %6077 = insertelement <8 x i32> poison, i32 %6076, i64 0
  %6078 = shufflevector <8 x i32> %6077, <8 x i32> poison, <8 x i32> zeroinitializer
  %6079 = icmp slt <8 x i32> %6078, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %6080 = trunc i64 %6073 to i32
  %6081 = select i1 %6074, i32 %6080, i32 0
  %6082 = insertelement <8 x i32> poison, i32 %6081, i64 0
  %6083 = shufflevector <8 x i32> %6082, <8 x i32> poison, <8 x i32> zeroinitializer
  %6084 = icmp sgt <8 x i32> %6083, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6085 = and <8 x i1> %6084, %6079
  %6086 = sext <8 x i1> %6085 to <8 x i32>
  %6087 = bitcast <8 x i32> %6086 to <4 x i64>
  br label %6088

6088:                                             ; preds = %6066, %6062
  %6089 = phi <4 x i64> [ %6065, %6062 ], [ %6087, %6066 ]
  %6090 = getelementptr inbounds nuw <8 x float>, ptr %32, i64 %6058
  %6091 = getelementptr inbounds float, ptr %6038, i64 %6061
  %6092 = select i1 %6035, <4 x i64> zeroinitializer, <4 x i64> %6089
  %6093 = bitcast <4 x i64> %6092 to <8 x i32>
  %6094 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %6091, <8 x i32> %6093)
  %6095 = load <8 x float>, ptr %6090, align 32
  %6096 = call <8 x float> @llvm.fma.v8f32(<8 x float> %6094, <8 x float> %6050, <8 x float> %6095)
  store <8 x float> %6096, ptr %6090, align 32
  %6097 = add nuw nsw i64 %6058, 1
  %6098 = icmp eq i64 %6097, 6
  br i1 %6098, label %6054, label %6057

6099:                                             ; preds = %6042
  %6100 = load <8 x float>, ptr %32, align 32
  br label %6101

6101:                                             ; preds = %6099, %6027
  %6102 = phi <8 x float> [ %6100, %6099 ], [ zeroinitializer, %6027 ]
  %6103 = shl nsw i64 %4390, 3
  %6104 = sub nsw i64 %9, %6103
  %6105 = icmp sgt i64 %6104, 7
  %6106 = trunc i64 %6104 to i32
  %6107 = select i1 %6105, i32 8, i32 %6106
  %6108 = insertelement <8 x i32> poison, i32 %6107, i64 0
  %6109 = shufflevector <8 x i32> %6108, <8 x i32> poison, <8 x i32> zeroinitializer
  %6110 = icmp sgt <8 x i32> %6109, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %2639, label %6116, label %6111

6111:                                             ; preds = %6101
  %6112 = load float, ptr %2618, align 1
  %6113 = insertelement <8 x float> poison, float %6112, i64 0
  %6114 = shufflevector <8 x float> %6113, <8 x float> poison, <8 x i32> zeroinitializer
  %6115 = fadd <8 x float> %6102, %6114
  br label %6116

6116:                                             ; preds = %6111, %6101
  %6117 = phi <8 x float> [ %6115, %6111 ], [ %6102, %6101 ]
  %6118 = getelementptr inbounds nuw float, ptr %2625, i64 %6103
  %6119 = getelementptr inbounds nuw float, ptr %2630, i64 %6103
  %6120 = select i1 %2640, ptr null, ptr %6119
  switch i64 %2375, label %506 [
    i64 1, label %6121
    i64 2, label %6124
    i64 3, label %6131
    i64 0, label %6176
  ]

6121:                                             ; preds = %6116
  %6122 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6120, <8 x i1> %6110, <8 x float> zeroinitializer)
  %6123 = fadd <8 x float> %6117, %6122
  br label %6138

6124:                                             ; preds = %6116
  %6125 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6117)
  %6126 = bitcast <8 x float> %6117 to <8 x i32>
  %6127 = or <8 x i32> %6126, %2293
  %6128 = bitcast <8 x i32> %6127 to <8 x float>
  %6129 = fcmp oeq <8 x float> %6117, %52
  %6130 = select <8 x i1> %6129, <8 x float> %6128, <8 x float> %6125
  br label %6138

6131:                                             ; preds = %6116
  %6132 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6117)
  %6133 = bitcast <8 x float> %6117 to <8 x i32>
  %6134 = and <8 x i32> %6133, %2292
  %6135 = bitcast <8 x i32> %6134 to <8 x float>
  %6136 = fcmp oeq <8 x float> %6117, %49
  %6137 = select <8 x i1> %6136, <8 x float> %6135, <8 x float> %6132
  br label %6138

6138:                                             ; preds = %6131, %6124, %6121
  %6139 = phi <8 x float> [ %6123, %6121 ], [ %6130, %6124 ], [ %6137, %6131 ]
  switch i64 %2377, label %506 [
    i64 1, label %6154
    i64 2, label %6147
    i64 3, label %6140
    i64 0, label %6176
  ]

6140:                                             ; preds = %6138
  %6141 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6139)
  %6142 = bitcast <8 x float> %6139 to <8 x i32>
  %6143 = and <8 x i32> %6142, %2292
  %6144 = bitcast <8 x i32> %6143 to <8 x float>
  %6145 = fcmp oeq <8 x float> %6139, %49
  %6146 = select <8 x i1> %6145, <8 x float> %6144, <8 x float> %6141
  br label %6157

6147:                                             ; preds = %6138
  %6148 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6139)
  %6149 = bitcast <8 x float> %6139 to <8 x i32>
  %6150 = or <8 x i32> %6149, %2293
  %6151 = bitcast <8 x i32> %6150 to <8 x float>
  %6152 = fcmp oeq <8 x float> %6139, %52
  %6153 = select <8 x i1> %6152, <8 x float> %6151, <8 x float> %6148
  br label %6157

6154:                                             ; preds = %6138
  %6155 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6120, <8 x i1> %6110, <8 x float> zeroinitializer)
  %6156 = fadd <8 x float> %6139, %6155
  br label %6157

6157:                                             ; preds = %6154, %6147, %6140
  %6158 = phi <8 x float> [ %6156, %6154 ], [ %6153, %6147 ], [ %6146, %6140 ]
  switch i64 %2379, label %506 [
    i64 1, label %6173
    i64 2, label %6166
    i64 3, label %6159
    i64 0, label %6176
  ]

6159:                                             ; preds = %6157
  %6160 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6158)
  %6161 = bitcast <8 x float> %6158 to <8 x i32>
  %6162 = and <8 x i32> %6161, %2292
  %6163 = bitcast <8 x i32> %6162 to <8 x float>
  %6164 = fcmp oeq <8 x float> %6158, %49
  %6165 = select <8 x i1> %6164, <8 x float> %6163, <8 x float> %6160
  br label %6176

6166:                                             ; preds = %6157
  %6167 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6158)
  %6168 = bitcast <8 x float> %6158 to <8 x i32>
  %6169 = or <8 x i32> %6168, %2293
  %6170 = bitcast <8 x i32> %6169 to <8 x float>
  %6171 = fcmp oeq <8 x float> %6158, %52
  %6172 = select <8 x i1> %6171, <8 x float> %6170, <8 x float> %6167
  br label %6176

6173:                                             ; preds = %6157
  %6174 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6120, <8 x i1> %6110, <8 x float> zeroinitializer)
  %6175 = fadd <8 x float> %6158, %6174
  br label %6176

6176:                                             ; preds = %6159, %6166, %6173, %6157, %6138, %6116
  %6177 = phi <8 x float> [ %6158, %6157 ], [ %6117, %6116 ], [ %6139, %6138 ], [ %6175, %6173 ], [ %6172, %6166 ], [ %6165, %6159 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %6177, ptr align 1 %6118, <8 x i1> %6110)
  %6178 = shl i64 %4390, 3
  %6179 = or disjoint i64 %6178, 8
  %6180 = sub nsw i64 %9, %6179
  %6181 = icmp sgt i64 %6180, 7
  %6182 = trunc i64 %6180 to i32
  %6183 = select i1 %6181, i32 8, i32 %6182
  %6184 = insertelement <8 x i32> poison, i32 %6183, i64 0
  %6185 = shufflevector <8 x i32> %6184, <8 x i32> poison, <8 x i32> zeroinitializer
  %6186 = icmp sgt <8 x i32> %6185, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6187 = load <8 x float>, ptr %2380, align 32
  br i1 %2639, label %6193, label %6188

6188:                                             ; preds = %6176
  %6189 = load float, ptr %2618, align 1
  %6190 = insertelement <8 x float> poison, float %6189, i64 0
  %6191 = shufflevector <8 x float> %6190, <8 x float> poison, <8 x i32> zeroinitializer
  %6192 = fadd <8 x float> %6187, %6191
  br label %6193

6193:                                             ; preds = %6188, %6176
  %6194 = phi <8 x float> [ %6192, %6188 ], [ %6187, %6176 ]
  %6195 = getelementptr inbounds nuw float, ptr %2625, i64 %6179
  %6196 = getelementptr inbounds nuw float, ptr %2630, i64 %6179
  %6197 = select i1 %2640, ptr null, ptr %6196
  switch i64 %2375, label %506 [
    i64 1, label %6212
    i64 2, label %6205
    i64 3, label %6198
    i64 0, label %6253
  ]

6198:                                             ; preds = %6193
  %6199 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6194)
  %6200 = bitcast <8 x float> %6194 to <8 x i32>
  %6201 = and <8 x i32> %6200, %2292
  %6202 = bitcast <8 x i32> %6201 to <8 x float>
  %6203 = fcmp oeq <8 x float> %6194, %49
  %6204 = select <8 x i1> %6203, <8 x float> %6202, <8 x float> %6199
  br label %6215

6205:                                             ; preds = %6193
  %6206 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6194)
  %6207 = bitcast <8 x float> %6194 to <8 x i32>
  %6208 = or <8 x i32> %6207, %2293
  %6209 = bitcast <8 x i32> %6208 to <8 x float>
  %6210 = fcmp oeq <8 x float> %6194, %52
  %6211 = select <8 x i1> %6210, <8 x float> %6209, <8 x float> %6206
  br label %6215

6212:                                             ; preds = %6193
  %6213 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6197, <8 x i1> %6186, <8 x float> zeroinitializer)
  %6214 = fadd <8 x float> %6194, %6213
  br label %6215

6215:                                             ; preds = %6212, %6205, %6198
  %6216 = phi <8 x float> [ %6214, %6212 ], [ %6211, %6205 ], [ %6204, %6198 ]
  switch i64 %2382, label %506 [
    i64 1, label %6231
    i64 2, label %6224
    i64 3, label %6217
    i64 0, label %6253
  ]

6217:                                             ; preds = %6215
  %6218 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6216)
  %6219 = bitcast <8 x float> %6216 to <8 x i32>
  %6220 = and <8 x i32> %6219, %2292
  %6221 = bitcast <8 x i32> %6220 to <8 x float>
  %6222 = fcmp oeq <8 x float> %6216, %49
  %6223 = select <8 x i1> %6222, <8 x float> %6221, <8 x float> %6218
  br label %6234

6224:                                             ; preds = %6215
  %6225 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6216)
  %6226 = bitcast <8 x float> %6216 to <8 x i32>
  %6227 = or <8 x i32> %6226, %2293
  %6228 = bitcast <8 x i32> %6227 to <8 x float>
  %6229 = fcmp oeq <8 x float> %6216, %52
  %6230 = select <8 x i1> %6229, <8 x float> %6228, <8 x float> %6225
  br label %6234

6231:                                             ; preds = %6215
  %6232 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6197, <8 x i1> %6186, <8 x float> zeroinitializer)
  %6233 = fadd <8 x float> %6216, %6232
  br label %6234

6234:                                             ; preds = %6231, %6224, %6217
  %6235 = phi <8 x float> [ %6233, %6231 ], [ %6230, %6224 ], [ %6223, %6217 ]
  switch i64 %2384, label %506 [
    i64 1, label %6250
    i64 2, label %6243
    i64 3, label %6236
    i64 0, label %6253
  ]

6236:                                             ; preds = %6234
  %6237 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6235)
  %6238 = bitcast <8 x float> %6235 to <8 x i32>
  %6239 = and <8 x i32> %6238, %2292
  %6240 = bitcast <8 x i32> %6239 to <8 x float>
  %6241 = fcmp oeq <8 x float> %6235, %49
  %6242 = select <8 x i1> %6241, <8 x float> %6240, <8 x float> %6237
  br label %6253

6243:                                             ; preds = %6234
  %6244 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6235)
  %6245 = bitcast <8 x float> %6235 to <8 x i32>
  %6246 = or <8 x i32> %6245, %2293
  %6247 = bitcast <8 x i32> %6246 to <8 x float>
  %6248 = fcmp oeq <8 x float> %6235, %52
  %6249 = select <8 x i1> %6248, <8 x float> %6247, <8 x float> %6244
  br label %6253

6250:                                             ; preds = %6234
  %6251 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6197, <8 x i1> %6186, <8 x float> zeroinitializer)
  %6252 = fadd <8 x float> %6235, %6251
  br label %6253

6253:                                             ; preds = %6236, %6243, %6250, %6234, %6215, %6193
  %6254 = phi <8 x float> [ %6235, %6234 ], [ %6194, %6193 ], [ %6216, %6215 ], [ %6252, %6250 ], [ %6249, %6243 ], [ %6242, %6236 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %6254, ptr nonnull align 1 %6195, <8 x i1> %6186)
  %6255 = shl i64 %4390, 3
  %6256 = or disjoint i64 %6255, 16
  %6257 = sub nsw i64 %9, %6256
  %6258 = icmp sgt i64 %6257, 7
  %6259 = trunc i64 %6257 to i32
  %6260 = select i1 %6258, i32 8, i32 %6259
  %6261 = insertelement <8 x i32> poison, i32 %6260, i64 0
  %6262 = shufflevector <8 x i32> %6261, <8 x i32> poison, <8 x i32> zeroinitializer
  %6263 = icmp sgt <8 x i32> %6262, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6264 = load <8 x float>, ptr %2385, align 32
  br i1 %2639, label %6270, label %6265

6265:                                             ; preds = %6253
  %6266 = load float, ptr %2618, align 1
  %6267 = insertelement <8 x float> poison, float %6266, i64 0
  %6268 = shufflevector <8 x float> %6267, <8 x float> poison, <8 x i32> zeroinitializer
  %6269 = fadd <8 x float> %6264, %6268
  br label %6270

6270:                                             ; preds = %6265, %6253
  %6271 = phi <8 x float> [ %6269, %6265 ], [ %6264, %6253 ]
  %6272 = getelementptr inbounds nuw float, ptr %2625, i64 %6256
  %6273 = getelementptr inbounds nuw float, ptr %2630, i64 %6256
  %6274 = select i1 %2640, ptr null, ptr %6273
  switch i64 %2375, label %506 [
    i64 1, label %6289
    i64 2, label %6282
    i64 3, label %6275
    i64 0, label %6330
  ]

6275:                                             ; preds = %6270
  %6276 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6271)
  %6277 = bitcast <8 x float> %6271 to <8 x i32>
  %6278 = and <8 x i32> %6277, %2292
  %6279 = bitcast <8 x i32> %6278 to <8 x float>
  %6280 = fcmp oeq <8 x float> %6271, %49
  %6281 = select <8 x i1> %6280, <8 x float> %6279, <8 x float> %6276
  br label %6292

6282:                                             ; preds = %6270
  %6283 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6271)
  %6284 = bitcast <8 x float> %6271 to <8 x i32>
  %6285 = or <8 x i32> %6284, %2293
  %6286 = bitcast <8 x i32> %6285 to <8 x float>
  %6287 = fcmp oeq <8 x float> %6271, %52
  %6288 = select <8 x i1> %6287, <8 x float> %6286, <8 x float> %6283
  br label %6292

6289:                                             ; preds = %6270
  %6290 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6274, <8 x i1> %6263, <8 x float> zeroinitializer)
  %6291 = fadd <8 x float> %6271, %6290
  br label %6292

6292:                                             ; preds = %6289, %6282, %6275
  %6293 = phi <8 x float> [ %6291, %6289 ], [ %6288, %6282 ], [ %6281, %6275 ]
  switch i64 %2387, label %506 [
    i64 1, label %6308
    i64 2, label %6301
    i64 3, label %6294
    i64 0, label %6330
  ]

6294:                                             ; preds = %6292
  %6295 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6293)
  %6296 = bitcast <8 x float> %6293 to <8 x i32>
  %6297 = and <8 x i32> %6296, %2292
  %6298 = bitcast <8 x i32> %6297 to <8 x float>
  %6299 = fcmp oeq <8 x float> %6293, %49
  %6300 = select <8 x i1> %6299, <8 x float> %6298, <8 x float> %6295
  br label %6311

6301:                                             ; preds = %6292
  %6302 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6293)
  %6303 = bitcast <8 x float> %6293 to <8 x i32>
  %6304 = or <8 x i32> %6303, %2293
  %6305 = bitcast <8 x i32> %6304 to <8 x float>
  %6306 = fcmp oeq <8 x float> %6293, %52
  %6307 = select <8 x i1> %6306, <8 x float> %6305, <8 x float> %6302
  br label %6311

6308:                                             ; preds = %6292
  %6309 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6274, <8 x i1> %6263, <8 x float> zeroinitializer)
  %6310 = fadd <8 x float> %6293, %6309
  br label %6311

6311:                                             ; preds = %6308, %6301, %6294
  %6312 = phi <8 x float> [ %6310, %6308 ], [ %6307, %6301 ], [ %6300, %6294 ]
  switch i64 %2389, label %506 [
    i64 1, label %6327
    i64 2, label %6320
    i64 3, label %6313
    i64 0, label %6330
  ]

6313:                                             ; preds = %6311
  %6314 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6312)
  %6315 = bitcast <8 x float> %6312 to <8 x i32>
  %6316 = and <8 x i32> %6315, %2292
  %6317 = bitcast <8 x i32> %6316 to <8 x float>
  %6318 = fcmp oeq <8 x float> %6312, %49
  %6319 = select <8 x i1> %6318, <8 x float> %6317, <8 x float> %6314
  br label %6330

6320:                                             ; preds = %6311
  %6321 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6312)
  %6322 = bitcast <8 x float> %6312 to <8 x i32>
  %6323 = or <8 x i32> %6322, %2293
  %6324 = bitcast <8 x i32> %6323 to <8 x float>
  %6325 = fcmp oeq <8 x float> %6312, %52
  %6326 = select <8 x i1> %6325, <8 x float> %6324, <8 x float> %6321
  br label %6330

6327:                                             ; preds = %6311
  %6328 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6274, <8 x i1> %6263, <8 x float> zeroinitializer)
  %6329 = fadd <8 x float> %6312, %6328
  br label %6330

6330:                                             ; preds = %6313, %6320, %6327, %6311, %6292, %6270
  %6331 = phi <8 x float> [ %6312, %6311 ], [ %6271, %6270 ], [ %6293, %6292 ], [ %6329, %6327 ], [ %6326, %6320 ], [ %6319, %6313 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %6331, ptr nonnull align 1 %6272, <8 x i1> %6263)
  %6332 = shl i64 %4390, 3
  %6333 = or disjoint i64 %6332, 24
  %6334 = sub nsw i64 %9, %6333
  %6335 = icmp sgt i64 %6334, 7
  %6336 = trunc i64 %6334 to i32
  %6337 = select i1 %6335, i32 8, i32 %6336
  %6338 = insertelement <8 x i32> poison, i32 %6337, i64 0
  %6339 = shufflevector <8 x i32> %6338, <8 x i32> poison, <8 x i32> zeroinitializer
  %6340 = icmp sgt <8 x i32> %6339, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6341 = load <8 x float>, ptr %2390, align 32
  br i1 %2639, label %6347, label %6342

6342:                                             ; preds = %6330
  %6343 = load float, ptr %2618, align 1
  %6344 = insertelement <8 x float> poison, float %6343, i64 0
  %6345 = shufflevector <8 x float> %6344, <8 x float> poison, <8 x i32> zeroinitializer
  %6346 = fadd <8 x float> %6341, %6345
  br label %6347

6347:                                             ; preds = %6342, %6330
  %6348 = phi <8 x float> [ %6346, %6342 ], [ %6341, %6330 ]
  %6349 = getelementptr inbounds nuw float, ptr %2625, i64 %6333
  %6350 = getelementptr inbounds nuw float, ptr %2630, i64 %6333
  %6351 = select i1 %2640, ptr null, ptr %6350
  switch i64 %2375, label %506 [
    i64 1, label %6366
    i64 2, label %6359
    i64 3, label %6352
    i64 0, label %6407
  ]

6352:                                             ; preds = %6347
  %6353 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6348)
  %6354 = bitcast <8 x float> %6348 to <8 x i32>
  %6355 = and <8 x i32> %6354, %2292
  %6356 = bitcast <8 x i32> %6355 to <8 x float>
  %6357 = fcmp oeq <8 x float> %6348, %49
  %6358 = select <8 x i1> %6357, <8 x float> %6356, <8 x float> %6353
  br label %6369

6359:                                             ; preds = %6347
  %6360 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6348)
  %6361 = bitcast <8 x float> %6348 to <8 x i32>
  %6362 = or <8 x i32> %6361, %2293
  %6363 = bitcast <8 x i32> %6362 to <8 x float>
  %6364 = fcmp oeq <8 x float> %6348, %52
  %6365 = select <8 x i1> %6364, <8 x float> %6363, <8 x float> %6360
  br label %6369

6366:                                             ; preds = %6347
  %6367 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6351, <8 x i1> %6340, <8 x float> zeroinitializer)
  %6368 = fadd <8 x float> %6348, %6367
  br label %6369

6369:                                             ; preds = %6366, %6359, %6352
  %6370 = phi <8 x float> [ %6368, %6366 ], [ %6365, %6359 ], [ %6358, %6352 ]
  switch i64 %2392, label %506 [
    i64 1, label %6385
    i64 2, label %6378
    i64 3, label %6371
    i64 0, label %6407
  ]

6371:                                             ; preds = %6369
  %6372 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6370)
  %6373 = bitcast <8 x float> %6370 to <8 x i32>
  %6374 = and <8 x i32> %6373, %2292
  %6375 = bitcast <8 x i32> %6374 to <8 x float>
  %6376 = fcmp oeq <8 x float> %6370, %49
  %6377 = select <8 x i1> %6376, <8 x float> %6375, <8 x float> %6372
  br label %6388

6378:                                             ; preds = %6369
  %6379 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6370)
  %6380 = bitcast <8 x float> %6370 to <8 x i32>
  %6381 = or <8 x i32> %6380, %2293
  %6382 = bitcast <8 x i32> %6381 to <8 x float>
  %6383 = fcmp oeq <8 x float> %6370, %52
  %6384 = select <8 x i1> %6383, <8 x float> %6382, <8 x float> %6379
  br label %6388

6385:                                             ; preds = %6369
  %6386 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6351, <8 x i1> %6340, <8 x float> zeroinitializer)
  %6387 = fadd <8 x float> %6370, %6386
  br label %6388

6388:                                             ; preds = %6385, %6378, %6371
  %6389 = phi <8 x float> [ %6387, %6385 ], [ %6384, %6378 ], [ %6377, %6371 ]
  switch i64 %2394, label %506 [
    i64 1, label %6404
    i64 2, label %6397
    i64 3, label %6390
    i64 0, label %6407
  ]

6390:                                             ; preds = %6388
  %6391 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6389)
  %6392 = bitcast <8 x float> %6389 to <8 x i32>
  %6393 = and <8 x i32> %6392, %2292
  %6394 = bitcast <8 x i32> %6393 to <8 x float>
  %6395 = fcmp oeq <8 x float> %6389, %49
  %6396 = select <8 x i1> %6395, <8 x float> %6394, <8 x float> %6391
  br label %6407

6397:                                             ; preds = %6388
  %6398 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6389)
  %6399 = bitcast <8 x float> %6389 to <8 x i32>
  %6400 = or <8 x i32> %6399, %2293
  %6401 = bitcast <8 x i32> %6400 to <8 x float>
  %6402 = fcmp oeq <8 x float> %6389, %52
  %6403 = select <8 x i1> %6402, <8 x float> %6401, <8 x float> %6398
  br label %6407

6404:                                             ; preds = %6388
  %6405 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6351, <8 x i1> %6340, <8 x float> zeroinitializer)
  %6406 = fadd <8 x float> %6389, %6405
  br label %6407

6407:                                             ; preds = %6390, %6397, %6404, %6388, %6369, %6347
  %6408 = phi <8 x float> [ %6389, %6388 ], [ %6348, %6347 ], [ %6370, %6369 ], [ %6406, %6404 ], [ %6403, %6397 ], [ %6396, %6390 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %6408, ptr nonnull align 1 %6349, <8 x i1> %6340)
  %6409 = shl i64 %4390, 3
  %6410 = or disjoint i64 %6409, 32
  %6411 = sub nsw i64 %9, %6410
  %6412 = icmp sgt i64 %6411, 7
  %6413 = trunc i64 %6411 to i32
  %6414 = select i1 %6412, i32 8, i32 %6413
  %6415 = insertelement <8 x i32> poison, i32 %6414, i64 0
  %6416 = shufflevector <8 x i32> %6415, <8 x i32> poison, <8 x i32> zeroinitializer
  %6417 = icmp sgt <8 x i32> %6416, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6418 = load <8 x float>, ptr %2395, align 32
  br i1 %2639, label %6424, label %6419

6419:                                             ; preds = %6407
  %6420 = load float, ptr %2618, align 1
  %6421 = insertelement <8 x float> poison, float %6420, i64 0
  %6422 = shufflevector <8 x float> %6421, <8 x float> poison, <8 x i32> zeroinitializer
  %6423 = fadd <8 x float> %6418, %6422
  br label %6424

6424:                                             ; preds = %6419, %6407
  %6425 = phi <8 x float> [ %6423, %6419 ], [ %6418, %6407 ]
  %6426 = getelementptr inbounds nuw float, ptr %2625, i64 %6410
  %6427 = getelementptr inbounds nuw float, ptr %2630, i64 %6410
  %6428 = select i1 %2640, ptr null, ptr %6427
  switch i64 %2375, label %506 [
    i64 1, label %6443
    i64 2, label %6436
    i64 3, label %6429
    i64 0, label %6484
  ]

6429:                                             ; preds = %6424
  %6430 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6425)
  %6431 = bitcast <8 x float> %6425 to <8 x i32>
  %6432 = and <8 x i32> %6431, %2292
  %6433 = bitcast <8 x i32> %6432 to <8 x float>
  %6434 = fcmp oeq <8 x float> %6425, %49
  %6435 = select <8 x i1> %6434, <8 x float> %6433, <8 x float> %6430
  br label %6446

6436:                                             ; preds = %6424
  %6437 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6425)
  %6438 = bitcast <8 x float> %6425 to <8 x i32>
  %6439 = or <8 x i32> %6438, %2293
  %6440 = bitcast <8 x i32> %6439 to <8 x float>
  %6441 = fcmp oeq <8 x float> %6425, %52
  %6442 = select <8 x i1> %6441, <8 x float> %6440, <8 x float> %6437
  br label %6446

6443:                                             ; preds = %6424
  %6444 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6428, <8 x i1> %6417, <8 x float> zeroinitializer)
  %6445 = fadd <8 x float> %6425, %6444
  br label %6446

6446:                                             ; preds = %6443, %6436, %6429
  %6447 = phi <8 x float> [ %6445, %6443 ], [ %6442, %6436 ], [ %6435, %6429 ]
  switch i64 %2397, label %506 [
    i64 1, label %6462
    i64 2, label %6455
    i64 3, label %6448
    i64 0, label %6484
  ]

6448:                                             ; preds = %6446
  %6449 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6447)
  %6450 = bitcast <8 x float> %6447 to <8 x i32>
  %6451 = and <8 x i32> %6450, %2292
  %6452 = bitcast <8 x i32> %6451 to <8 x float>
  %6453 = fcmp oeq <8 x float> %6447, %49
  %6454 = select <8 x i1> %6453, <8 x float> %6452, <8 x float> %6449
  br label %6465

6455:                                             ; preds = %6446
  %6456 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6447)
  %6457 = bitcast <8 x float> %6447 to <8 x i32>
  %6458 = or <8 x i32> %6457, %2293
  %6459 = bitcast <8 x i32> %6458 to <8 x float>
  %6460 = fcmp oeq <8 x float> %6447, %52
  %6461 = select <8 x i1> %6460, <8 x float> %6459, <8 x float> %6456
  br label %6465

6462:                                             ; preds = %6446
  %6463 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6428, <8 x i1> %6417, <8 x float> zeroinitializer)
  %6464 = fadd <8 x float> %6447, %6463
  br label %6465

6465:                                             ; preds = %6462, %6455, %6448
  %6466 = phi <8 x float> [ %6464, %6462 ], [ %6461, %6455 ], [ %6454, %6448 ]
  switch i64 %2399, label %506 [
    i64 1, label %6481
    i64 2, label %6474
    i64 3, label %6467
    i64 0, label %6484
  ]

6467:                                             ; preds = %6465
  %6468 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6466)
  %6469 = bitcast <8 x float> %6466 to <8 x i32>
  %6470 = and <8 x i32> %6469, %2292
  %6471 = bitcast <8 x i32> %6470 to <8 x float>
  %6472 = fcmp oeq <8 x float> %6466, %49
  %6473 = select <8 x i1> %6472, <8 x float> %6471, <8 x float> %6468
  br label %6484

6474:                                             ; preds = %6465
  %6475 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6466)
  %6476 = bitcast <8 x float> %6466 to <8 x i32>
  %6477 = or <8 x i32> %6476, %2293
  %6478 = bitcast <8 x i32> %6477 to <8 x float>
  %6479 = fcmp oeq <8 x float> %6466, %52
  %6480 = select <8 x i1> %6479, <8 x float> %6478, <8 x float> %6475
  br label %6484

6481:                                             ; preds = %6465
  %6482 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6428, <8 x i1> %6417, <8 x float> zeroinitializer)
  %6483 = fadd <8 x float> %6466, %6482
  br label %6484

6484:                                             ; preds = %6467, %6474, %6481, %6465, %6446, %6424
  %6485 = phi <8 x float> [ %6466, %6465 ], [ %6425, %6424 ], [ %6447, %6446 ], [ %6483, %6481 ], [ %6480, %6474 ], [ %6473, %6467 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %6485, ptr nonnull align 1 %6426, <8 x i1> %6417)
  %6486 = shl i64 %4390, 3
  %6487 = or disjoint i64 %6486, 40
  %6488 = sub nsw i64 %9, %6487
  %6489 = icmp sgt i64 %6488, 7
  %6490 = trunc i64 %6488 to i32
  %6491 = select i1 %6489, i32 8, i32 %6490
  %6492 = insertelement <8 x i32> poison, i32 %6491, i64 0
  %6493 = shufflevector <8 x i32> %6492, <8 x i32> poison, <8 x i32> zeroinitializer
  %6494 = icmp sgt <8 x i32> %6493, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6495 = load <8 x float>, ptr %2400, align 32
  br i1 %2639, label %6501, label %6496

6496:                                             ; preds = %6484
  %6497 = load float, ptr %2618, align 1
  %6498 = insertelement <8 x float> poison, float %6497, i64 0
  %6499 = shufflevector <8 x float> %6498, <8 x float> poison, <8 x i32> zeroinitializer
  %6500 = fadd <8 x float> %6495, %6499
  br label %6501

6501:                                             ; preds = %6496, %6484
  %6502 = phi <8 x float> [ %6500, %6496 ], [ %6495, %6484 ]
  %6503 = getelementptr inbounds nuw float, ptr %2625, i64 %6487
  %6504 = getelementptr inbounds nuw float, ptr %2630, i64 %6487
  %6505 = select i1 %2640, ptr null, ptr %6504
  switch i64 %2375, label %506 [
    i64 1, label %6520
    i64 2, label %6513
    i64 3, label %6506
    i64 0, label %6561
  ]

6506:                                             ; preds = %6501
  %6507 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6502)
  %6508 = bitcast <8 x float> %6502 to <8 x i32>
  %6509 = and <8 x i32> %6508, %2292
  %6510 = bitcast <8 x i32> %6509 to <8 x float>
  %6511 = fcmp oeq <8 x float> %6502, %49
  %6512 = select <8 x i1> %6511, <8 x float> %6510, <8 x float> %6507
  br label %6523

6513:                                             ; preds = %6501
  %6514 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6502)
  %6515 = bitcast <8 x float> %6502 to <8 x i32>
  %6516 = or <8 x i32> %6515, %2293
  %6517 = bitcast <8 x i32> %6516 to <8 x float>
  %6518 = fcmp oeq <8 x float> %6502, %52
  %6519 = select <8 x i1> %6518, <8 x float> %6517, <8 x float> %6514
  br label %6523

6520:                                             ; preds = %6501
  %6521 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6505, <8 x i1> %6494, <8 x float> zeroinitializer)
  %6522 = fadd <8 x float> %6502, %6521
  br label %6523

6523:                                             ; preds = %6520, %6513, %6506
  %6524 = phi <8 x float> [ %6522, %6520 ], [ %6519, %6513 ], [ %6512, %6506 ]
  switch i64 %2402, label %506 [
    i64 1, label %6539
    i64 2, label %6532
    i64 3, label %6525
    i64 0, label %6561
  ]

6525:                                             ; preds = %6523
  %6526 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6524)
  %6527 = bitcast <8 x float> %6524 to <8 x i32>
  %6528 = and <8 x i32> %6527, %2292
  %6529 = bitcast <8 x i32> %6528 to <8 x float>
  %6530 = fcmp oeq <8 x float> %6524, %49
  %6531 = select <8 x i1> %6530, <8 x float> %6529, <8 x float> %6526
  br label %6542

6532:                                             ; preds = %6523
  %6533 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6524)
  %6534 = bitcast <8 x float> %6524 to <8 x i32>
  %6535 = or <8 x i32> %6534, %2293
  %6536 = bitcast <8 x i32> %6535 to <8 x float>
  %6537 = fcmp oeq <8 x float> %6524, %52
  %6538 = select <8 x i1> %6537, <8 x float> %6536, <8 x float> %6533
  br label %6542

6539:                                             ; preds = %6523
  %6540 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6505, <8 x i1> %6494, <8 x float> zeroinitializer)
  %6541 = fadd <8 x float> %6524, %6540
  br label %6542

6542:                                             ; preds = %6539, %6532, %6525
  %6543 = phi <8 x float> [ %6541, %6539 ], [ %6538, %6532 ], [ %6531, %6525 ]
  switch i64 %2404, label %506 [
    i64 1, label %6558
    i64 2, label %6551
    i64 3, label %6544
    i64 0, label %6561
  ]

6544:                                             ; preds = %6542
  %6545 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6543)
  %6546 = bitcast <8 x float> %6543 to <8 x i32>
  %6547 = and <8 x i32> %6546, %2292
  %6548 = bitcast <8 x i32> %6547 to <8 x float>
  %6549 = fcmp oeq <8 x float> %6543, %49
  %6550 = select <8 x i1> %6549, <8 x float> %6548, <8 x float> %6545
  br label %6561

6551:                                             ; preds = %6542
  %6552 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6543)
  %6553 = bitcast <8 x float> %6543 to <8 x i32>
  %6554 = or <8 x i32> %6553, %2293
  %6555 = bitcast <8 x i32> %6554 to <8 x float>
  %6556 = fcmp oeq <8 x float> %6543, %52
  %6557 = select <8 x i1> %6556, <8 x float> %6555, <8 x float> %6552
  br label %6561

6558:                                             ; preds = %6542
  %6559 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6505, <8 x i1> %6494, <8 x float> zeroinitializer)
  %6560 = fadd <8 x float> %6543, %6559
  br label %6561

6561:                                             ; preds = %6544, %6551, %6558, %6542, %6523, %6501
  %6562 = phi <8 x float> [ %6543, %6542 ], [ %6502, %6501 ], [ %6524, %6523 ], [ %6560, %6558 ], [ %6557, %6551 ], [ %6550, %6544 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %6562, ptr nonnull align 1 %6503, <8 x i1> %6494)
  call void @llvm.lifetime.end.p0(ptr nonnull %32)
  br label %7866

6563:                                             ; preds = %4389
  call void @llvm.lifetime.start.p0(ptr nonnull %33)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(224) %33, i8 0, i64 224, i1 false)
  br i1 %2289, label %6564, label %6637

6564:                                             ; preds = %6563, %6578
  %6565 = phi i64 [ %6579, %6578 ], [ 0, %6563 ]
  %6566 = mul nsw i64 %6565, %14
  %6567 = sub i64 %6566, %16
  %6568 = add i64 %6567, %2642
  %6569 = icmp slt i64 %6568, 0
  %6570 = icmp sge i64 %6568, %6
  %6571 = or i1 %6569, %6570
  %6572 = select i1 %6571, i64 0, i64 %6568
  %6573 = mul nsw i64 %6572, %7
  %6574 = getelementptr inbounds float, ptr %2615, i64 %6573
  br i1 %2290, label %6575, label %6578

6575:                                             ; preds = %6564
  %6576 = mul nuw nsw i64 %6565, %11
  %6577 = getelementptr inbounds nuw float, ptr %2617, i64 %6576
  br label %6581

6578:                                             ; preds = %6590, %6564
  %6579 = add nuw nsw i64 %6565, 1
  %6580 = icmp eq i64 %6579, %10
  br i1 %6580, label %6635, label %6564

6581:                                             ; preds = %6575, %6590
  %6582 = phi i64 [ 0, %6575 ], [ %6591, %6590 ]
  %6583 = getelementptr inbounds nuw float, ptr %6577, i64 %6582
  %6584 = load float, ptr %6583, align 1
  %6585 = insertelement <8 x float> poison, float %6584, i64 0
  %6586 = shufflevector <8 x float> %6585, <8 x float> poison, <8 x i32> zeroinitializer
  %6587 = mul nsw i64 %6582, %15
  %6588 = sub i64 %6587, %17
  %6589 = getelementptr <4 x i64>, ptr %2276, i64 %6582
  br label %6593

6590:                                             ; preds = %6624
  %6591 = add nuw nsw i64 %6582, 1
  %6592 = icmp eq i64 %6591, %11
  br i1 %6592, label %6578, label %6581

6593:                                             ; preds = %6581, %6624
  %6594 = phi i64 [ 0, %6581 ], [ %6633, %6624 ]
  %6595 = or disjoint i64 %4390, %6594
  %6596 = shl nsw i64 %6595, 3
  %6597 = add i64 %6588, %6596
  br i1 %2291, label %6602, label %6598

6598:                                             ; preds = %6593
  %6599 = mul nuw nsw i64 %6595, %11
  %6600 = getelementptr <4 x i64>, ptr %6589, i64 %6599
  %6601 = load <4 x i64>, ptr %6600, align 32
  br label %6624

6602:                                             ; preds = %6593
  %6603 = sub nsw i64 %9, %6596
  %6604 = icmp slt i64 %6597, 0
  %6605 = sub nsw i64 0, %6597
  %6606 = select i1 %6604, i64 %6605, i64 0
  %6607 = sub nsw i64 %7, %6597
  %6608 = call i64 @llvm.smin.i64(i64 %6607, i64 %6603)
  %6609 = call i64 @llvm.smin.i64(i64 %6608, i64 8)
  %6610 = icmp sgt i64 %6609, %6606
  %6611 = trunc i64 %6606 to i32
  %6612 = select i1 %6610, i32 %6611, i32 0
  %6613 = insertelement <8 x i32> poison, i32 %6612, i64 0
  %6614 = shufflevector <8 x i32> %6613, <8 x i32> poison, <8 x i32> zeroinitializer
  %6615 = icmp slt <8 x i32> %6614, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %6616 = trunc i64 %6609 to i32
  %6617 = select i1 %6610, i32 %6616, i32 0
  %6618 = insertelement <8 x i32> poison, i32 %6617, i64 0
  %6619 = shufflevector <8 x i32> %6618, <8 x i32> poison, <8 x i32> zeroinitializer
  %6620 = icmp sgt <8 x i32> %6619, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6621 = and <8 x i1> %6620, %6615
  %6622 = sext <8 x i1> %6621 to <8 x i32>
  %6623 = bitcast <8 x i32> %6622 to <4 x i64>
  br label %6624

6624:                                             ; preds = %6602, %6598
  %6625 = phi <4 x i64> [ %6601, %6598 ], [ %6623, %6602 ]
  %6626 = getelementptr inbounds nuw <8 x float>, ptr %33, i64 %6594
  %6627 = getelementptr inbounds float, ptr %6574, i64 %6597
  %6628 = select i1 %6571, <4 x i64> zeroinitializer, <4 x i64> %6625
  %6629 = bitcast <4 x i64> %6628 to <8 x i32>
  %6630 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %6627, <8 x i32> %6629)
  %6631 = load <8 x float>, ptr %6626, align 32
  %6632 = call <8 x float> @llvm.fma.v8f32(<8 x float> %6630, <8 x float> %6586, <8 x float> %6631)
  store <8 x float> %6632, ptr %6626, align 32
  %6633 = add nuw nsw i64 %6594, 1
  %6634 = icmp eq i64 %6633, 7
  br i1 %6634, label %6590, label %6593

6635:                                             ; preds = %6578
  %6636 = load <8 x float>, ptr %33, align 32
  br label %6637

6637:                                             ; preds = %6635, %6563
  %6638 = phi <8 x float> [ %6636, %6635 ], [ zeroinitializer, %6563 ]
  %6639 = shl nsw i64 %4390, 3
  %6640 = sub nsw i64 %9, %6639
  %6641 = icmp sgt i64 %6640, 7
  %6642 = trunc i64 %6640 to i32
  %6643 = select i1 %6641, i32 8, i32 %6642
  %6644 = insertelement <8 x i32> poison, i32 %6643, i64 0
  %6645 = shufflevector <8 x i32> %6644, <8 x i32> poison, <8 x i32> zeroinitializer
  %6646 = icmp sgt <8 x i32> %6645, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %2639, label %6652, label %6647

6647:                                             ; preds = %6637
  %6648 = load float, ptr %2618, align 1
  %6649 = insertelement <8 x float> poison, float %6648, i64 0
  %6650 = shufflevector <8 x float> %6649, <8 x float> poison, <8 x i32> zeroinitializer
  %6651 = fadd <8 x float> %6638, %6650
  br label %6652

6652:                                             ; preds = %6647, %6637
  %6653 = phi <8 x float> [ %6651, %6647 ], [ %6638, %6637 ]
  %6654 = getelementptr inbounds nuw float, ptr %2625, i64 %6639
  %6655 = getelementptr inbounds nuw float, ptr %2630, i64 %6639
  %6656 = select i1 %2640, ptr null, ptr %6655
  switch i64 %2340, label %506 [
    i64 1, label %6657
    i64 2, label %6660
    i64 3, label %6667
    i64 0, label %6712
  ]

6657:                                             ; preds = %6652
  %6658 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6656, <8 x i1> %6646, <8 x float> zeroinitializer)
  %6659 = fadd <8 x float> %6653, %6658
  br label %6674

6660:                                             ; preds = %6652
  %6661 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6653)
  %6662 = bitcast <8 x float> %6653 to <8 x i32>
  %6663 = or <8 x i32> %6662, %2293
  %6664 = bitcast <8 x i32> %6663 to <8 x float>
  %6665 = fcmp oeq <8 x float> %6653, %52
  %6666 = select <8 x i1> %6665, <8 x float> %6664, <8 x float> %6661
  br label %6674

6667:                                             ; preds = %6652
  %6668 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6653)
  %6669 = bitcast <8 x float> %6653 to <8 x i32>
  %6670 = and <8 x i32> %6669, %2292
  %6671 = bitcast <8 x i32> %6670 to <8 x float>
  %6672 = fcmp oeq <8 x float> %6653, %49
  %6673 = select <8 x i1> %6672, <8 x float> %6671, <8 x float> %6668
  br label %6674

6674:                                             ; preds = %6667, %6660, %6657
  %6675 = phi <8 x float> [ %6659, %6657 ], [ %6666, %6660 ], [ %6673, %6667 ]
  switch i64 %2342, label %506 [
    i64 1, label %6690
    i64 2, label %6683
    i64 3, label %6676
    i64 0, label %6712
  ]

6676:                                             ; preds = %6674
  %6677 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6675)
  %6678 = bitcast <8 x float> %6675 to <8 x i32>
  %6679 = and <8 x i32> %6678, %2292
  %6680 = bitcast <8 x i32> %6679 to <8 x float>
  %6681 = fcmp oeq <8 x float> %6675, %49
  %6682 = select <8 x i1> %6681, <8 x float> %6680, <8 x float> %6677
  br label %6693

6683:                                             ; preds = %6674
  %6684 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6675)
  %6685 = bitcast <8 x float> %6675 to <8 x i32>
  %6686 = or <8 x i32> %6685, %2293
  %6687 = bitcast <8 x i32> %6686 to <8 x float>
  %6688 = fcmp oeq <8 x float> %6675, %52
  %6689 = select <8 x i1> %6688, <8 x float> %6687, <8 x float> %6684
  br label %6693

6690:                                             ; preds = %6674
  %6691 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6656, <8 x i1> %6646, <8 x float> zeroinitializer)
  %6692 = fadd <8 x float> %6675, %6691
  br label %6693

6693:                                             ; preds = %6690, %6683, %6676
  %6694 = phi <8 x float> [ %6692, %6690 ], [ %6689, %6683 ], [ %6682, %6676 ]
  switch i64 %2344, label %506 [
    i64 1, label %6709
    i64 2, label %6702
    i64 3, label %6695
    i64 0, label %6712
  ]

6695:                                             ; preds = %6693
  %6696 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6694)
  %6697 = bitcast <8 x float> %6694 to <8 x i32>
  %6698 = and <8 x i32> %6697, %2292
  %6699 = bitcast <8 x i32> %6698 to <8 x float>
  %6700 = fcmp oeq <8 x float> %6694, %49
  %6701 = select <8 x i1> %6700, <8 x float> %6699, <8 x float> %6696
  br label %6712

6702:                                             ; preds = %6693
  %6703 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6694)
  %6704 = bitcast <8 x float> %6694 to <8 x i32>
  %6705 = or <8 x i32> %6704, %2293
  %6706 = bitcast <8 x i32> %6705 to <8 x float>
  %6707 = fcmp oeq <8 x float> %6694, %52
  %6708 = select <8 x i1> %6707, <8 x float> %6706, <8 x float> %6703
  br label %6712

6709:                                             ; preds = %6693
  %6710 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6656, <8 x i1> %6646, <8 x float> zeroinitializer)
  %6711 = fadd <8 x float> %6694, %6710
  br label %6712

6712:                                             ; preds = %6695, %6702, %6709, %6693, %6674, %6652
  %6713 = phi <8 x float> [ %6694, %6693 ], [ %6653, %6652 ], [ %6675, %6674 ], [ %6711, %6709 ], [ %6708, %6702 ], [ %6701, %6695 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %6713, ptr align 1 %6654, <8 x i1> %6646)
  %6714 = shl i64 %4390, 3
  %6715 = or disjoint i64 %6714, 8
  %6716 = sub nsw i64 %9, %6715
  %6717 = icmp sgt i64 %6716, 7
  %6718 = trunc i64 %6716 to i32
  %6719 = select i1 %6717, i32 8, i32 %6718
  %6720 = insertelement <8 x i32> poison, i32 %6719, i64 0
  %6721 = shufflevector <8 x i32> %6720, <8 x i32> poison, <8 x i32> zeroinitializer
  %6722 = icmp sgt <8 x i32> %6721, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6723 = load <8 x float>, ptr %2345, align 32
  br i1 %2639, label %6729, label %6724

6724:                                             ; preds = %6712
  %6725 = load float, ptr %2618, align 1
  %6726 = insertelement <8 x float> poison, float %6725, i64 0
  %6727 = shufflevector <8 x float> %6726, <8 x float> poison, <8 x i32> zeroinitializer
  %6728 = fadd <8 x float> %6723, %6727
  br label %6729

6729:                                             ; preds = %6724, %6712
  %6730 = phi <8 x float> [ %6728, %6724 ], [ %6723, %6712 ]
  %6731 = getelementptr inbounds nuw float, ptr %2625, i64 %6715
  %6732 = getelementptr inbounds nuw float, ptr %2630, i64 %6715
  %6733 = select i1 %2640, ptr null, ptr %6732
  switch i64 %2340, label %506 [
    i64 1, label %6748
    i64 2, label %6741
    i64 3, label %6734
    i64 0, label %6789
  ]

6734:                                             ; preds = %6729
  %6735 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6730)
  %6736 = bitcast <8 x float> %6730 to <8 x i32>
  %6737 = and <8 x i32> %6736, %2292
  %6738 = bitcast <8 x i32> %6737 to <8 x float>
  %6739 = fcmp oeq <8 x float> %6730, %49
  %6740 = select <8 x i1> %6739, <8 x float> %6738, <8 x float> %6735
  br label %6751

6741:                                             ; preds = %6729
  %6742 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6730)
  %6743 = bitcast <8 x float> %6730 to <8 x i32>
  %6744 = or <8 x i32> %6743, %2293
  %6745 = bitcast <8 x i32> %6744 to <8 x float>
  %6746 = fcmp oeq <8 x float> %6730, %52
  %6747 = select <8 x i1> %6746, <8 x float> %6745, <8 x float> %6742
  br label %6751

6748:                                             ; preds = %6729
  %6749 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6733, <8 x i1> %6722, <8 x float> zeroinitializer)
  %6750 = fadd <8 x float> %6730, %6749
  br label %6751

6751:                                             ; preds = %6748, %6741, %6734
  %6752 = phi <8 x float> [ %6750, %6748 ], [ %6747, %6741 ], [ %6740, %6734 ]
  switch i64 %2347, label %506 [
    i64 1, label %6767
    i64 2, label %6760
    i64 3, label %6753
    i64 0, label %6789
  ]

6753:                                             ; preds = %6751
  %6754 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6752)
  %6755 = bitcast <8 x float> %6752 to <8 x i32>
  %6756 = and <8 x i32> %6755, %2292
  %6757 = bitcast <8 x i32> %6756 to <8 x float>
  %6758 = fcmp oeq <8 x float> %6752, %49
  %6759 = select <8 x i1> %6758, <8 x float> %6757, <8 x float> %6754
  br label %6770

6760:                                             ; preds = %6751
  %6761 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6752)
  %6762 = bitcast <8 x float> %6752 to <8 x i32>
  %6763 = or <8 x i32> %6762, %2293
  %6764 = bitcast <8 x i32> %6763 to <8 x float>
  %6765 = fcmp oeq <8 x float> %6752, %52
  %6766 = select <8 x i1> %6765, <8 x float> %6764, <8 x float> %6761
  br label %6770

6767:                                             ; preds = %6751
  %6768 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6733, <8 x i1> %6722, <8 x float> zeroinitializer)
  %6769 = fadd <8 x float> %6752, %6768
  br label %6770

6770:                                             ; preds = %6767, %6760, %6753
  %6771 = phi <8 x float> [ %6769, %6767 ], [ %6766, %6760 ], [ %6759, %6753 ]
  switch i64 %2349, label %506 [
    i64 1, label %6786
    i64 2, label %6779
    i64 3, label %6772
    i64 0, label %6789
  ]

6772:                                             ; preds = %6770
  %6773 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6771)
  %6774 = bitcast <8 x float> %6771 to <8 x i32>
  %6775 = and <8 x i32> %6774, %2292
  %6776 = bitcast <8 x i32> %6775 to <8 x float>
  %6777 = fcmp oeq <8 x float> %6771, %49
  %6778 = select <8 x i1> %6777, <8 x float> %6776, <8 x float> %6773
  br label %6789

6779:                                             ; preds = %6770
  %6780 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6771)
  %6781 = bitcast <8 x float> %6771 to <8 x i32>
  %6782 = or <8 x i32> %6781, %2293
  %6783 = bitcast <8 x i32> %6782 to <8 x float>
  %6784 = fcmp oeq <8 x float> %6771, %52
  %6785 = select <8 x i1> %6784, <8 x float> %6783, <8 x float> %6780
  br label %6789

6786:                                             ; preds = %6770
  %6787 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6733, <8 x i1> %6722, <8 x float> zeroinitializer)
  %6788 = fadd <8 x float> %6771, %6787
  br label %6789

6789:                                             ; preds = %6772, %6779, %6786, %6770, %6751, %6729
  %6790 = phi <8 x float> [ %6771, %6770 ], [ %6730, %6729 ], [ %6752, %6751 ], [ %6788, %6786 ], [ %6785, %6779 ], [ %6778, %6772 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %6790, ptr nonnull align 1 %6731, <8 x i1> %6722)
  %6791 = shl i64 %4390, 3
  %6792 = or disjoint i64 %6791, 16
  %6793 = sub nsw i64 %9, %6792
  %6794 = icmp sgt i64 %6793, 7
  %6795 = trunc i64 %6793 to i32
  %6796 = select i1 %6794, i32 8, i32 %6795
  %6797 = insertelement <8 x i32> poison, i32 %6796, i64 0
  %6798 = shufflevector <8 x i32> %6797, <8 x i32> poison, <8 x i32> zeroinitializer
  %6799 = icmp sgt <8 x i32> %6798, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6800 = load <8 x float>, ptr %2350, align 32
  br i1 %2639, label %6806, label %6801

6801:                                             ; preds = %6789
  %6802 = load float, ptr %2618, align 1
  %6803 = insertelement <8 x float> poison, float %6802, i64 0
  %6804 = shufflevector <8 x float> %6803, <8 x float> poison, <8 x i32> zeroinitializer
  %6805 = fadd <8 x float> %6800, %6804
  br label %6806

6806:                                             ; preds = %6801, %6789
  %6807 = phi <8 x float> [ %6805, %6801 ], [ %6800, %6789 ]
  %6808 = getelementptr inbounds nuw float, ptr %2625, i64 %6792
  %6809 = getelementptr inbounds nuw float, ptr %2630, i64 %6792
  %6810 = select i1 %2640, ptr null, ptr %6809
  switch i64 %2340, label %506 [
    i64 1, label %6825
    i64 2, label %6818
    i64 3, label %6811
    i64 0, label %6866
  ]

6811:                                             ; preds = %6806
  %6812 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6807)
  %6813 = bitcast <8 x float> %6807 to <8 x i32>
  %6814 = and <8 x i32> %6813, %2292
  %6815 = bitcast <8 x i32> %6814 to <8 x float>
  %6816 = fcmp oeq <8 x float> %6807, %49
  %6817 = select <8 x i1> %6816, <8 x float> %6815, <8 x float> %6812
  br label %6828

6818:                                             ; preds = %6806
  %6819 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6807)
  %6820 = bitcast <8 x float> %6807 to <8 x i32>
  %6821 = or <8 x i32> %6820, %2293
  %6822 = bitcast <8 x i32> %6821 to <8 x float>
  %6823 = fcmp oeq <8 x float> %6807, %52
  %6824 = select <8 x i1> %6823, <8 x float> %6822, <8 x float> %6819
  br label %6828

6825:                                             ; preds = %6806
  %6826 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6810, <8 x i1> %6799, <8 x float> zeroinitializer)
  %6827 = fadd <8 x float> %6807, %6826
  br label %6828

6828:                                             ; preds = %6825, %6818, %6811
  %6829 = phi <8 x float> [ %6827, %6825 ], [ %6824, %6818 ], [ %6817, %6811 ]
  switch i64 %2352, label %506 [
    i64 1, label %6844
    i64 2, label %6837
    i64 3, label %6830
    i64 0, label %6866
  ]

6830:                                             ; preds = %6828
  %6831 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6829)
  %6832 = bitcast <8 x float> %6829 to <8 x i32>
  %6833 = and <8 x i32> %6832, %2292
  %6834 = bitcast <8 x i32> %6833 to <8 x float>
  %6835 = fcmp oeq <8 x float> %6829, %49
  %6836 = select <8 x i1> %6835, <8 x float> %6834, <8 x float> %6831
  br label %6847

6837:                                             ; preds = %6828
  %6838 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6829)
  %6839 = bitcast <8 x float> %6829 to <8 x i32>
  %6840 = or <8 x i32> %6839, %2293
  %6841 = bitcast <8 x i32> %6840 to <8 x float>
  %6842 = fcmp oeq <8 x float> %6829, %52
  %6843 = select <8 x i1> %6842, <8 x float> %6841, <8 x float> %6838
  br label %6847

6844:                                             ; preds = %6828
  %6845 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6810, <8 x i1> %6799, <8 x float> zeroinitializer)
  %6846 = fadd <8 x float> %6829, %6845
  br label %6847

6847:                                             ; preds = %6844, %6837, %6830
  %6848 = phi <8 x float> [ %6846, %6844 ], [ %6843, %6837 ], [ %6836, %6830 ]
  switch i64 %2354, label %506 [
    i64 1, label %6863
    i64 2, label %6856
    i64 3, label %6849
    i64 0, label %6866
  ]

6849:                                             ; preds = %6847
  %6850 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6848)
  %6851 = bitcast <8 x float> %6848 to <8 x i32>
  %6852 = and <8 x i32> %6851, %2292
  %6853 = bitcast <8 x i32> %6852 to <8 x float>
  %6854 = fcmp oeq <8 x float> %6848, %49
  %6855 = select <8 x i1> %6854, <8 x float> %6853, <8 x float> %6850
  br label %6866

6856:                                             ; preds = %6847
  %6857 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6848)
  %6858 = bitcast <8 x float> %6848 to <8 x i32>
  %6859 = or <8 x i32> %6858, %2293
  %6860 = bitcast <8 x i32> %6859 to <8 x float>
  %6861 = fcmp oeq <8 x float> %6848, %52
  %6862 = select <8 x i1> %6861, <8 x float> %6860, <8 x float> %6857
  br label %6866

6863:                                             ; preds = %6847
  %6864 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6810, <8 x i1> %6799, <8 x float> zeroinitializer)
  %6865 = fadd <8 x float> %6848, %6864
  br label %6866

6866:                                             ; preds = %6849, %6856, %6863, %6847, %6828, %6806
  %6867 = phi <8 x float> [ %6848, %6847 ], [ %6807, %6806 ], [ %6829, %6828 ], [ %6865, %6863 ], [ %6862, %6856 ], [ %6855, %6849 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %6867, ptr nonnull align 1 %6808, <8 x i1> %6799)
  %6868 = shl i64 %4390, 3
  %6869 = or disjoint i64 %6868, 24
  %6870 = sub nsw i64 %9, %6869
  %6871 = icmp sgt i64 %6870, 7
  %6872 = trunc i64 %6870 to i32
  %6873 = select i1 %6871, i32 8, i32 %6872
  %6874 = insertelement <8 x i32> poison, i32 %6873, i64 0
  %6875 = shufflevector <8 x i32> %6874, <8 x i32> poison, <8 x i32> zeroinitializer
  %6876 = icmp sgt <8 x i32> %6875, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6877 = load <8 x float>, ptr %2355, align 32
  br i1 %2639, label %6883, label %6878

6878:                                             ; preds = %6866
  %6879 = load float, ptr %2618, align 1
  %6880 = insertelement <8 x float> poison, float %6879, i64 0
  %6881 = shufflevector <8 x float> %6880, <8 x float> poison, <8 x i32> zeroinitializer
  %6882 = fadd <8 x float> %6877, %6881
  br label %6883

6883:                                             ; preds = %6878, %6866
  %6884 = phi <8 x float> [ %6882, %6878 ], [ %6877, %6866 ]
  %6885 = getelementptr inbounds nuw float, ptr %2625, i64 %6869
  %6886 = getelementptr inbounds nuw float, ptr %2630, i64 %6869
  %6887 = select i1 %2640, ptr null, ptr %6886
  switch i64 %2340, label %506 [
    i64 1, label %6902
    i64 2, label %6895
    i64 3, label %6888
    i64 0, label %6943
  ]

6888:                                             ; preds = %6883
  %6889 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6884)
  %6890 = bitcast <8 x float> %6884 to <8 x i32>
  %6891 = and <8 x i32> %6890, %2292
  %6892 = bitcast <8 x i32> %6891 to <8 x float>
  %6893 = fcmp oeq <8 x float> %6884, %49
  %6894 = select <8 x i1> %6893, <8 x float> %6892, <8 x float> %6889
  br label %6905

6895:                                             ; preds = %6883
  %6896 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6884)
  %6897 = bitcast <8 x float> %6884 to <8 x i32>
  %6898 = or <8 x i32> %6897, %2293
  %6899 = bitcast <8 x i32> %6898 to <8 x float>
  %6900 = fcmp oeq <8 x float> %6884, %52
  %6901 = select <8 x i1> %6900, <8 x float> %6899, <8 x float> %6896
  br label %6905

6902:                                             ; preds = %6883
  %6903 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6887, <8 x i1> %6876, <8 x float> zeroinitializer)
  %6904 = fadd <8 x float> %6884, %6903
  br label %6905

6905:                                             ; preds = %6902, %6895, %6888
  %6906 = phi <8 x float> [ %6904, %6902 ], [ %6901, %6895 ], [ %6894, %6888 ]
  switch i64 %2357, label %506 [
    i64 1, label %6921
    i64 2, label %6914
    i64 3, label %6907
    i64 0, label %6943
  ]

6907:                                             ; preds = %6905
  %6908 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6906)
  %6909 = bitcast <8 x float> %6906 to <8 x i32>
  %6910 = and <8 x i32> %6909, %2292
  %6911 = bitcast <8 x i32> %6910 to <8 x float>
  %6912 = fcmp oeq <8 x float> %6906, %49
  %6913 = select <8 x i1> %6912, <8 x float> %6911, <8 x float> %6908
  br label %6924

6914:                                             ; preds = %6905
  %6915 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6906)
  %6916 = bitcast <8 x float> %6906 to <8 x i32>
  %6917 = or <8 x i32> %6916, %2293
  %6918 = bitcast <8 x i32> %6917 to <8 x float>
  %6919 = fcmp oeq <8 x float> %6906, %52
  %6920 = select <8 x i1> %6919, <8 x float> %6918, <8 x float> %6915
  br label %6924

6921:                                             ; preds = %6905
  %6922 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6887, <8 x i1> %6876, <8 x float> zeroinitializer)
  %6923 = fadd <8 x float> %6906, %6922
  br label %6924

6924:                                             ; preds = %6921, %6914, %6907
  %6925 = phi <8 x float> [ %6923, %6921 ], [ %6920, %6914 ], [ %6913, %6907 ]
  switch i64 %2359, label %506 [
    i64 1, label %6940
    i64 2, label %6933
    i64 3, label %6926
    i64 0, label %6943
  ]

6926:                                             ; preds = %6924
  %6927 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6925)
  %6928 = bitcast <8 x float> %6925 to <8 x i32>
  %6929 = and <8 x i32> %6928, %2292
  %6930 = bitcast <8 x i32> %6929 to <8 x float>
  %6931 = fcmp oeq <8 x float> %6925, %49
  %6932 = select <8 x i1> %6931, <8 x float> %6930, <8 x float> %6927
  br label %6943

6933:                                             ; preds = %6924
  %6934 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6925)
  %6935 = bitcast <8 x float> %6925 to <8 x i32>
  %6936 = or <8 x i32> %6935, %2293
  %6937 = bitcast <8 x i32> %6936 to <8 x float>
  %6938 = fcmp oeq <8 x float> %6925, %52
  %6939 = select <8 x i1> %6938, <8 x float> %6937, <8 x float> %6934
  br label %6943

6940:                                             ; preds = %6924
  %6941 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6887, <8 x i1> %6876, <8 x float> zeroinitializer)
  %6942 = fadd <8 x float> %6925, %6941
  br label %6943

6943:                                             ; preds = %6926, %6933, %6940, %6924, %6905, %6883
  %6944 = phi <8 x float> [ %6925, %6924 ], [ %6884, %6883 ], [ %6906, %6905 ], [ %6942, %6940 ], [ %6939, %6933 ], [ %6932, %6926 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %6944, ptr nonnull align 1 %6885, <8 x i1> %6876)
  %6945 = shl i64 %4390, 3
  %6946 = or disjoint i64 %6945, 32
  %6947 = sub nsw i64 %9, %6946
  %6948 = icmp sgt i64 %6947, 7
  %6949 = trunc i64 %6947 to i32
  %6950 = select i1 %6948, i32 8, i32 %6949
  %6951 = insertelement <8 x i32> poison, i32 %6950, i64 0
  %6952 = shufflevector <8 x i32> %6951, <8 x i32> poison, <8 x i32> zeroinitializer
  %6953 = icmp sgt <8 x i32> %6952, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6954 = load <8 x float>, ptr %2360, align 32
  br i1 %2639, label %6960, label %6955

6955:                                             ; preds = %6943
  %6956 = load float, ptr %2618, align 1
  %6957 = insertelement <8 x float> poison, float %6956, i64 0
  %6958 = shufflevector <8 x float> %6957, <8 x float> poison, <8 x i32> zeroinitializer
  %6959 = fadd <8 x float> %6954, %6958
  br label %6960

6960:                                             ; preds = %6955, %6943
  %6961 = phi <8 x float> [ %6959, %6955 ], [ %6954, %6943 ]
  %6962 = getelementptr inbounds nuw float, ptr %2625, i64 %6946
  %6963 = getelementptr inbounds nuw float, ptr %2630, i64 %6946
  %6964 = select i1 %2640, ptr null, ptr %6963
  switch i64 %2340, label %506 [
    i64 1, label %6979
    i64 2, label %6972
    i64 3, label %6965
    i64 0, label %7020
  ]

6965:                                             ; preds = %6960
  %6966 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6961)
  %6967 = bitcast <8 x float> %6961 to <8 x i32>
  %6968 = and <8 x i32> %6967, %2292
  %6969 = bitcast <8 x i32> %6968 to <8 x float>
  %6970 = fcmp oeq <8 x float> %6961, %49
  %6971 = select <8 x i1> %6970, <8 x float> %6969, <8 x float> %6966
  br label %6982

6972:                                             ; preds = %6960
  %6973 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6961)
  %6974 = bitcast <8 x float> %6961 to <8 x i32>
  %6975 = or <8 x i32> %6974, %2293
  %6976 = bitcast <8 x i32> %6975 to <8 x float>
  %6977 = fcmp oeq <8 x float> %6961, %52
  %6978 = select <8 x i1> %6977, <8 x float> %6976, <8 x float> %6973
  br label %6982

6979:                                             ; preds = %6960
  %6980 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6964, <8 x i1> %6953, <8 x float> zeroinitializer)
  %6981 = fadd <8 x float> %6961, %6980
  br label %6982

6982:                                             ; preds = %6979, %6972, %6965
  %6983 = phi <8 x float> [ %6981, %6979 ], [ %6978, %6972 ], [ %6971, %6965 ]
  switch i64 %2362, label %506 [
    i64 1, label %6998
    i64 2, label %6991
    i64 3, label %6984
    i64 0, label %7020
  ]

6984:                                             ; preds = %6982
  %6985 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6983)
  %6986 = bitcast <8 x float> %6983 to <8 x i32>
  %6987 = and <8 x i32> %6986, %2292
  %6988 = bitcast <8 x i32> %6987 to <8 x float>
  %6989 = fcmp oeq <8 x float> %6983, %49
  %6990 = select <8 x i1> %6989, <8 x float> %6988, <8 x float> %6985
  br label %7001

6991:                                             ; preds = %6982
  %6992 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6983)
  %6993 = bitcast <8 x float> %6983 to <8 x i32>
  %6994 = or <8 x i32> %6993, %2293
  %6995 = bitcast <8 x i32> %6994 to <8 x float>
  %6996 = fcmp oeq <8 x float> %6983, %52
  %6997 = select <8 x i1> %6996, <8 x float> %6995, <8 x float> %6992
  br label %7001

6998:                                             ; preds = %6982
  %6999 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6964, <8 x i1> %6953, <8 x float> zeroinitializer)
  %7000 = fadd <8 x float> %6983, %6999
  br label %7001

7001:                                             ; preds = %6998, %6991, %6984
  %7002 = phi <8 x float> [ %7000, %6998 ], [ %6997, %6991 ], [ %6990, %6984 ]
  switch i64 %2364, label %506 [
    i64 1, label %7017
    i64 2, label %7010
    i64 3, label %7003
    i64 0, label %7020
  ]

7003:                                             ; preds = %7001
  %7004 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7002)
  %7005 = bitcast <8 x float> %7002 to <8 x i32>
  %7006 = and <8 x i32> %7005, %2292
  %7007 = bitcast <8 x i32> %7006 to <8 x float>
  %7008 = fcmp oeq <8 x float> %7002, %49
  %7009 = select <8 x i1> %7008, <8 x float> %7007, <8 x float> %7004
  br label %7020

7010:                                             ; preds = %7001
  %7011 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7002)
  %7012 = bitcast <8 x float> %7002 to <8 x i32>
  %7013 = or <8 x i32> %7012, %2293
  %7014 = bitcast <8 x i32> %7013 to <8 x float>
  %7015 = fcmp oeq <8 x float> %7002, %52
  %7016 = select <8 x i1> %7015, <8 x float> %7014, <8 x float> %7011
  br label %7020

7017:                                             ; preds = %7001
  %7018 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6964, <8 x i1> %6953, <8 x float> zeroinitializer)
  %7019 = fadd <8 x float> %7002, %7018
  br label %7020

7020:                                             ; preds = %7003, %7010, %7017, %7001, %6982, %6960
  %7021 = phi <8 x float> [ %7002, %7001 ], [ %6961, %6960 ], [ %6983, %6982 ], [ %7019, %7017 ], [ %7016, %7010 ], [ %7009, %7003 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %7021, ptr nonnull align 1 %6962, <8 x i1> %6953)
  %7022 = shl i64 %4390, 3
  %7023 = or disjoint i64 %7022, 40
  %7024 = sub nsw i64 %9, %7023
  %7025 = icmp sgt i64 %7024, 7
  %7026 = trunc i64 %7024 to i32
  %7027 = select i1 %7025, i32 8, i32 %7026
  %7028 = insertelement <8 x i32> poison, i32 %7027, i64 0
  %7029 = shufflevector <8 x i32> %7028, <8 x i32> poison, <8 x i32> zeroinitializer
  %7030 = icmp sgt <8 x i32> %7029, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %7031 = load <8 x float>, ptr %2365, align 32
  br i1 %2639, label %7037, label %7032

7032:                                             ; preds = %7020
  %7033 = load float, ptr %2618, align 1
  %7034 = insertelement <8 x float> poison, float %7033, i64 0
  %7035 = shufflevector <8 x float> %7034, <8 x float> poison, <8 x i32> zeroinitializer
  %7036 = fadd <8 x float> %7031, %7035
  br label %7037

7037:                                             ; preds = %7032, %7020
  %7038 = phi <8 x float> [ %7036, %7032 ], [ %7031, %7020 ]
  %7039 = getelementptr inbounds nuw float, ptr %2625, i64 %7023
  %7040 = getelementptr inbounds nuw float, ptr %2630, i64 %7023
  %7041 = select i1 %2640, ptr null, ptr %7040
  switch i64 %2340, label %506 [
    i64 1, label %7056
    i64 2, label %7049
    i64 3, label %7042
    i64 0, label %7097
  ]

7042:                                             ; preds = %7037
  %7043 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7038)
  %7044 = bitcast <8 x float> %7038 to <8 x i32>
  %7045 = and <8 x i32> %7044, %2292
  %7046 = bitcast <8 x i32> %7045 to <8 x float>
  %7047 = fcmp oeq <8 x float> %7038, %49
  %7048 = select <8 x i1> %7047, <8 x float> %7046, <8 x float> %7043
  br label %7059

7049:                                             ; preds = %7037
  %7050 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7038)
  %7051 = bitcast <8 x float> %7038 to <8 x i32>
  %7052 = or <8 x i32> %7051, %2293
  %7053 = bitcast <8 x i32> %7052 to <8 x float>
  %7054 = fcmp oeq <8 x float> %7038, %52
  %7055 = select <8 x i1> %7054, <8 x float> %7053, <8 x float> %7050
  br label %7059

7056:                                             ; preds = %7037
  %7057 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7041, <8 x i1> %7030, <8 x float> zeroinitializer)
  %7058 = fadd <8 x float> %7038, %7057
  br label %7059

7059:                                             ; preds = %7056, %7049, %7042
  %7060 = phi <8 x float> [ %7058, %7056 ], [ %7055, %7049 ], [ %7048, %7042 ]
  switch i64 %2367, label %506 [
    i64 1, label %7075
    i64 2, label %7068
    i64 3, label %7061
    i64 0, label %7097
  ]

7061:                                             ; preds = %7059
  %7062 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7060)
  %7063 = bitcast <8 x float> %7060 to <8 x i32>
  %7064 = and <8 x i32> %7063, %2292
  %7065 = bitcast <8 x i32> %7064 to <8 x float>
  %7066 = fcmp oeq <8 x float> %7060, %49
  %7067 = select <8 x i1> %7066, <8 x float> %7065, <8 x float> %7062
  br label %7078

7068:                                             ; preds = %7059
  %7069 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7060)
  %7070 = bitcast <8 x float> %7060 to <8 x i32>
  %7071 = or <8 x i32> %7070, %2293
  %7072 = bitcast <8 x i32> %7071 to <8 x float>
  %7073 = fcmp oeq <8 x float> %7060, %52
  %7074 = select <8 x i1> %7073, <8 x float> %7072, <8 x float> %7069
  br label %7078

7075:                                             ; preds = %7059
  %7076 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7041, <8 x i1> %7030, <8 x float> zeroinitializer)
  %7077 = fadd <8 x float> %7060, %7076
  br label %7078

7078:                                             ; preds = %7075, %7068, %7061
  %7079 = phi <8 x float> [ %7077, %7075 ], [ %7074, %7068 ], [ %7067, %7061 ]
  switch i64 %2369, label %506 [
    i64 1, label %7094
    i64 2, label %7087
    i64 3, label %7080
    i64 0, label %7097
  ]

7080:                                             ; preds = %7078
  %7081 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7079)
  %7082 = bitcast <8 x float> %7079 to <8 x i32>
  %7083 = and <8 x i32> %7082, %2292
  %7084 = bitcast <8 x i32> %7083 to <8 x float>
  %7085 = fcmp oeq <8 x float> %7079, %49
  %7086 = select <8 x i1> %7085, <8 x float> %7084, <8 x float> %7081
  br label %7097

7087:                                             ; preds = %7078
  %7088 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7079)
  %7089 = bitcast <8 x float> %7079 to <8 x i32>
  %7090 = or <8 x i32> %7089, %2293
  %7091 = bitcast <8 x i32> %7090 to <8 x float>
  %7092 = fcmp oeq <8 x float> %7079, %52
  %7093 = select <8 x i1> %7092, <8 x float> %7091, <8 x float> %7088
  br label %7097

7094:                                             ; preds = %7078
  %7095 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7041, <8 x i1> %7030, <8 x float> zeroinitializer)
  %7096 = fadd <8 x float> %7079, %7095
  br label %7097

7097:                                             ; preds = %7080, %7087, %7094, %7078, %7059, %7037
  %7098 = phi <8 x float> [ %7079, %7078 ], [ %7038, %7037 ], [ %7060, %7059 ], [ %7096, %7094 ], [ %7093, %7087 ], [ %7086, %7080 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %7098, ptr nonnull align 1 %7039, <8 x i1> %7030)
  %7099 = shl i64 %4390, 3
  %7100 = or disjoint i64 %7099, 48
  %7101 = sub nsw i64 %9, %7100
  %7102 = icmp sgt i64 %7101, 7
  %7103 = trunc i64 %7101 to i32
  %7104 = select i1 %7102, i32 8, i32 %7103
  %7105 = insertelement <8 x i32> poison, i32 %7104, i64 0
  %7106 = shufflevector <8 x i32> %7105, <8 x i32> poison, <8 x i32> zeroinitializer
  %7107 = icmp sgt <8 x i32> %7106, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %7108 = load <8 x float>, ptr %2370, align 32
  br i1 %2639, label %7114, label %7109

7109:                                             ; preds = %7097
  %7110 = load float, ptr %2618, align 1
  %7111 = insertelement <8 x float> poison, float %7110, i64 0
  %7112 = shufflevector <8 x float> %7111, <8 x float> poison, <8 x i32> zeroinitializer
  %7113 = fadd <8 x float> %7108, %7112
  br label %7114

7114:                                             ; preds = %7109, %7097
  %7115 = phi <8 x float> [ %7113, %7109 ], [ %7108, %7097 ]
  %7116 = getelementptr inbounds nuw float, ptr %2625, i64 %7100
  %7117 = getelementptr inbounds nuw float, ptr %2630, i64 %7100
  %7118 = select i1 %2640, ptr null, ptr %7117
  switch i64 %2340, label %506 [
    i64 1, label %7133
    i64 2, label %7126
    i64 3, label %7119
    i64 0, label %7174
  ]

7119:                                             ; preds = %7114
  %7120 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7115)
  %7121 = bitcast <8 x float> %7115 to <8 x i32>
  %7122 = and <8 x i32> %7121, %2292
  %7123 = bitcast <8 x i32> %7122 to <8 x float>
  %7124 = fcmp oeq <8 x float> %7115, %49
  %7125 = select <8 x i1> %7124, <8 x float> %7123, <8 x float> %7120
  br label %7136

7126:                                             ; preds = %7114
  %7127 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7115)
  %7128 = bitcast <8 x float> %7115 to <8 x i32>
  %7129 = or <8 x i32> %7128, %2293
  %7130 = bitcast <8 x i32> %7129 to <8 x float>
  %7131 = fcmp oeq <8 x float> %7115, %52
  %7132 = select <8 x i1> %7131, <8 x float> %7130, <8 x float> %7127
  br label %7136

7133:                                             ; preds = %7114
  %7134 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7118, <8 x i1> %7107, <8 x float> zeroinitializer)
  %7135 = fadd <8 x float> %7115, %7134
  br label %7136

7136:                                             ; preds = %7133, %7126, %7119
  %7137 = phi <8 x float> [ %7135, %7133 ], [ %7132, %7126 ], [ %7125, %7119 ]
  switch i64 %2372, label %506 [
    i64 1, label %7152
    i64 2, label %7145
    i64 3, label %7138
    i64 0, label %7174
  ]

7138:                                             ; preds = %7136
  %7139 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7137)
  %7140 = bitcast <8 x float> %7137 to <8 x i32>
  %7141 = and <8 x i32> %7140, %2292
  %7142 = bitcast <8 x i32> %7141 to <8 x float>
  %7143 = fcmp oeq <8 x float> %7137, %49
  %7144 = select <8 x i1> %7143, <8 x float> %7142, <8 x float> %7139
  br label %7155

7145:                                             ; preds = %7136
  %7146 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7137)
  %7147 = bitcast <8 x float> %7137 to <8 x i32>
  %7148 = or <8 x i32> %7147, %2293
  %7149 = bitcast <8 x i32> %7148 to <8 x float>
  %7150 = fcmp oeq <8 x float> %7137, %52
  %7151 = select <8 x i1> %7150, <8 x float> %7149, <8 x float> %7146
  br label %7155

7152:                                             ; preds = %7136
  %7153 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7118, <8 x i1> %7107, <8 x float> zeroinitializer)
  %7154 = fadd <8 x float> %7137, %7153
  br label %7155

7155:                                             ; preds = %7152, %7145, %7138
  %7156 = phi <8 x float> [ %7154, %7152 ], [ %7151, %7145 ], [ %7144, %7138 ]
  switch i64 %2374, label %506 [
    i64 1, label %7171
    i64 2, label %7164
    i64 3, label %7157
    i64 0, label %7174
  ]

7157:                                             ; preds = %7155
  %7158 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7156)
  %7159 = bitcast <8 x float> %7156 to <8 x i32>
  %7160 = and <8 x i32> %7159, %2292
  %7161 = bitcast <8 x i32> %7160 to <8 x float>
  %7162 = fcmp oeq <8 x float> %7156, %49
  %7163 = select <8 x i1> %7162, <8 x float> %7161, <8 x float> %7158
  br label %7174

7164:                                             ; preds = %7155
  %7165 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7156)
  %7166 = bitcast <8 x float> %7156 to <8 x i32>
  %7167 = or <8 x i32> %7166, %2293
  %7168 = bitcast <8 x i32> %7167 to <8 x float>
  %7169 = fcmp oeq <8 x float> %7156, %52
  %7170 = select <8 x i1> %7169, <8 x float> %7168, <8 x float> %7165
  br label %7174

7171:                                             ; preds = %7155
  %7172 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7118, <8 x i1> %7107, <8 x float> zeroinitializer)
  %7173 = fadd <8 x float> %7156, %7172
  br label %7174

7174:                                             ; preds = %7157, %7164, %7171, %7155, %7136, %7114
  %7175 = phi <8 x float> [ %7156, %7155 ], [ %7115, %7114 ], [ %7137, %7136 ], [ %7173, %7171 ], [ %7170, %7164 ], [ %7163, %7157 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %7175, ptr nonnull align 1 %7116, <8 x i1> %7107)
  call void @llvm.lifetime.end.p0(ptr nonnull %33)
  br label %7866

7176:                                             ; preds = %4389
  call void @llvm.lifetime.start.p0(ptr nonnull %34)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(256) %34, i8 0, i64 256, i1 false)
  br i1 %2289, label %7177, label %7250

7177:                                             ; preds = %7176, %7191
  %7178 = phi i64 [ %7192, %7191 ], [ 0, %7176 ]
  %7179 = mul nsw i64 %7178, %14
  %7180 = sub i64 %7179, %16
  %7181 = add i64 %7180, %2641
  %7182 = icmp slt i64 %7181, 0
  %7183 = icmp sge i64 %7181, %6
  %7184 = or i1 %7182, %7183
  %7185 = select i1 %7184, i64 0, i64 %7181
  %7186 = mul nsw i64 %7185, %7
  %7187 = getelementptr inbounds float, ptr %2615, i64 %7186
  br i1 %2290, label %7188, label %7191

7188:                                             ; preds = %7177
  %7189 = mul nuw nsw i64 %7178, %11
  %7190 = getelementptr inbounds nuw float, ptr %2617, i64 %7189
  br label %7194

7191:                                             ; preds = %7203, %7177
  %7192 = add nuw nsw i64 %7178, 1
  %7193 = icmp eq i64 %7192, %10
  br i1 %7193, label %7248, label %7177

7194:                                             ; preds = %7188, %7203
  %7195 = phi i64 [ 0, %7188 ], [ %7204, %7203 ]
  %7196 = getelementptr inbounds nuw float, ptr %7190, i64 %7195
  %7197 = load float, ptr %7196, align 1
  %7198 = insertelement <8 x float> poison, float %7197, i64 0
  %7199 = shufflevector <8 x float> %7198, <8 x float> poison, <8 x i32> zeroinitializer
  %7200 = mul nsw i64 %7195, %15
  %7201 = sub i64 %7200, %17
  %7202 = getelementptr <4 x i64>, ptr %2276, i64 %7195
  br label %7206

7203:                                             ; preds = %7237
  %7204 = add nuw nsw i64 %7195, 1
  %7205 = icmp eq i64 %7204, %11
  br i1 %7205, label %7191, label %7194

7206:                                             ; preds = %7194, %7237
  %7207 = phi i64 [ 0, %7194 ], [ %7246, %7237 ]
  %7208 = or disjoint i64 %4390, %7207
  %7209 = shl nsw i64 %7208, 3
  %7210 = add i64 %7201, %7209
  br i1 %2291, label %7215, label %7211

7211:                                             ; preds = %7206
  %7212 = mul nuw nsw i64 %7208, %11
  %7213 = getelementptr <4 x i64>, ptr %7202, i64 %7212
  %7214 = load <4 x i64>, ptr %7213, align 32
  br label %7237

7215:                                             ; preds = %7206
  %7216 = sub nsw i64 %9, %7209
  %7217 = icmp slt i64 %7210, 0
  %7218 = sub nsw i64 0, %7210
  %7219 = select i1 %7217, i64 %7218, i64 0
  %7220 = sub nsw i64 %7, %7210
  %7221 = call i64 @llvm.smin.i64(i64 %7220, i64 %7216)
  %7222 = call i64 @llvm.smin.i64(i64 %7221, i64 8)
  %7223 = icmp sgt i64 %7222, %7219
  %7224 = trunc i64 %7219 to i32
  %7225 = select i1 %7223, i32 %7224, i32 0
  %7226 = insertelement <8 x i32> poison, i32 %7225, i64 0
  %7227 = shufflevector <8 x i32> %7226, <8 x i32> poison, <8 x i32> zeroinitializer
  %7228 = icmp slt <8 x i32> %7227, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %7229 = trunc i64 %7222 to i32
  %7230 = select i1 %7223, i32 %7229, i32 0
  %7231 = insertelement <8 x i32> poison, i32 %7230, i64 0
  %7232 = shufflevector <8 x i32> %7231, <8 x i32> poison, <8 x i32> zeroinitializer
  %7233 = icmp sgt <8 x i32> %7232, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %7234 = and <8 x i1> %7233, %7228
  %7235 = sext <8 x i1> %7234 to <8 x i32>
  %7236 = bitcast <8 x i32> %7235 to <4 x i64>
  br label %7237

7237:                                             ; preds = %7215, %7211
  %7238 = phi <4 x i64> [ %7214, %7211 ], [ %7236, %7215 ]
  %7239 = getelementptr inbounds nuw <8 x float>, ptr %34, i64 %7207
  %7240 = getelementptr inbounds float, ptr %7187, i64 %7210
  %7241 = select i1 %7184, <4 x i64> zeroinitializer, <4 x i64> %7238
  %7242 = bitcast <4 x i64> %7241 to <8 x i32>
  %7243 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7240, <8 x i32> %7242)
  %7244 = load <8 x float>, ptr %7239, align 32
  %7245 = call <8 x float> @llvm.fma.v8f32(<8 x float> %7243, <8 x float> %7199, <8 x float> %7244)
  store <8 x float> %7245, ptr %7239, align 32
  %7246 = add nuw nsw i64 %7207, 1
  %7247 = icmp eq i64 %7246, 8
  br i1 %7247, label %7203, label %7206

7248:                                             ; preds = %7191
  %7249 = load <8 x float>, ptr %34, align 32
  br label %7250

7250:                                             ; preds = %7248, %7176
  %7251 = phi <8 x float> [ %7249, %7248 ], [ zeroinitializer, %7176 ]
  %7252 = shl nsw i64 %4390, 3
  %7253 = sub nsw i64 %9, %7252
  %7254 = icmp sgt i64 %7253, 7
  %7255 = trunc i64 %7253 to i32
  %7256 = select i1 %7254, i32 8, i32 %7255
  %7257 = insertelement <8 x i32> poison, i32 %7256, i64 0
  %7258 = shufflevector <8 x i32> %7257, <8 x i32> poison, <8 x i32> zeroinitializer
  %7259 = icmp sgt <8 x i32> %7258, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %2639, label %7265, label %7260

7260:                                             ; preds = %7250
  %7261 = load float, ptr %2618, align 1
  %7262 = insertelement <8 x float> poison, float %7261, i64 0
  %7263 = shufflevector <8 x float> %7262, <8 x float> poison, <8 x i32> zeroinitializer
  %7264 = fadd <8 x float> %7251, %7263
  br label %7265

7265:                                             ; preds = %7260, %7250
  %7266 = phi <8 x float> [ %7264, %7260 ], [ %7251, %7250 ]
  %7267 = getelementptr inbounds nuw float, ptr %2625, i64 %7252
  %7268 = getelementptr inbounds nuw float, ptr %2630, i64 %7252
  %7269 = select i1 %2640, ptr null, ptr %7268
  switch i64 %2300, label %506 [
    i64 1, label %7270
    i64 2, label %7273
    i64 3, label %7280
    i64 0, label %7325
  ]

7270:                                             ; preds = %7265
  %7271 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7269, <8 x i1> %7259, <8 x float> zeroinitializer)
  %7272 = fadd <8 x float> %7266, %7271
  br label %7287

7273:                                             ; preds = %7265
  %7274 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7266)
  %7275 = bitcast <8 x float> %7266 to <8 x i32>
  %7276 = or <8 x i32> %7275, %2293
  %7277 = bitcast <8 x i32> %7276 to <8 x float>
  %7278 = fcmp oeq <8 x float> %7266, %52
  %7279 = select <8 x i1> %7278, <8 x float> %7277, <8 x float> %7274
  br label %7287

7280:                                             ; preds = %7265
  %7281 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7266)
  %7282 = bitcast <8 x float> %7266 to <8 x i32>
  %7283 = and <8 x i32> %7282, %2292
  %7284 = bitcast <8 x i32> %7283 to <8 x float>
  %7285 = fcmp oeq <8 x float> %7266, %49
  %7286 = select <8 x i1> %7285, <8 x float> %7284, <8 x float> %7281
  br label %7287

7287:                                             ; preds = %7280, %7273, %7270
  %7288 = phi <8 x float> [ %7272, %7270 ], [ %7279, %7273 ], [ %7286, %7280 ]
  switch i64 %2302, label %506 [
    i64 1, label %7303
    i64 2, label %7296
    i64 3, label %7289
    i64 0, label %7325
  ]

7289:                                             ; preds = %7287
  %7290 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7288)
  %7291 = bitcast <8 x float> %7288 to <8 x i32>
  %7292 = and <8 x i32> %7291, %2292
  %7293 = bitcast <8 x i32> %7292 to <8 x float>
  %7294 = fcmp oeq <8 x float> %7288, %49
  %7295 = select <8 x i1> %7294, <8 x float> %7293, <8 x float> %7290
  br label %7306

7296:                                             ; preds = %7287
  %7297 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7288)
  %7298 = bitcast <8 x float> %7288 to <8 x i32>
  %7299 = or <8 x i32> %7298, %2293
  %7300 = bitcast <8 x i32> %7299 to <8 x float>
  %7301 = fcmp oeq <8 x float> %7288, %52
  %7302 = select <8 x i1> %7301, <8 x float> %7300, <8 x float> %7297
  br label %7306

7303:                                             ; preds = %7287
  %7304 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7269, <8 x i1> %7259, <8 x float> zeroinitializer)
  %7305 = fadd <8 x float> %7288, %7304
  br label %7306

7306:                                             ; preds = %7303, %7296, %7289
  %7307 = phi <8 x float> [ %7305, %7303 ], [ %7302, %7296 ], [ %7295, %7289 ]
  switch i64 %2304, label %506 [
    i64 1, label %7322
    i64 2, label %7315
    i64 3, label %7308
    i64 0, label %7325
  ]

7308:                                             ; preds = %7306
  %7309 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7307)
  %7310 = bitcast <8 x float> %7307 to <8 x i32>
  %7311 = and <8 x i32> %7310, %2292
  %7312 = bitcast <8 x i32> %7311 to <8 x float>
  %7313 = fcmp oeq <8 x float> %7307, %49
  %7314 = select <8 x i1> %7313, <8 x float> %7312, <8 x float> %7309
  br label %7325

7315:                                             ; preds = %7306
  %7316 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7307)
  %7317 = bitcast <8 x float> %7307 to <8 x i32>
  %7318 = or <8 x i32> %7317, %2293
  %7319 = bitcast <8 x i32> %7318 to <8 x float>
  %7320 = fcmp oeq <8 x float> %7307, %52
  %7321 = select <8 x i1> %7320, <8 x float> %7319, <8 x float> %7316
  br label %7325

7322:                                             ; preds = %7306
  %7323 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7269, <8 x i1> %7259, <8 x float> zeroinitializer)
  %7324 = fadd <8 x float> %7307, %7323
  br label %7325

7325:                                             ; preds = %7308, %7315, %7322, %7306, %7287, %7265
  %7326 = phi <8 x float> [ %7307, %7306 ], [ %7266, %7265 ], [ %7288, %7287 ], [ %7324, %7322 ], [ %7321, %7315 ], [ %7314, %7308 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %7326, ptr align 1 %7267, <8 x i1> %7259)
  %7327 = shl i64 %4390, 3
  %7328 = or disjoint i64 %7327, 8
  %7329 = sub nsw i64 %9, %7328
  %7330 = icmp sgt i64 %7329, 7
  %7331 = trunc i64 %7329 to i32
  %7332 = select i1 %7330, i32 8, i32 %7331
  %7333 = insertelement <8 x i32> poison, i32 %7332, i64 0
  %7334 = shufflevector <8 x i32> %7333, <8 x i32> poison, <8 x i32> zeroinitializer
  %7335 = icmp sgt <8 x i32> %7334, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %7336 = load <8 x float>, ptr %2305, align 32
  br i1 %2639, label %7342, label %7337

7337:                                             ; preds = %7325
  %7338 = load float, ptr %2618, align 1
  %7339 = insertelement <8 x float> poison, float %7338, i64 0
  %7340 = shufflevector <8 x float> %7339, <8 x float> poison, <8 x i32> zeroinitializer
  %7341 = fadd <8 x float> %7336, %7340
  br label %7342

7342:                                             ; preds = %7337, %7325
  %7343 = phi <8 x float> [ %7341, %7337 ], [ %7336, %7325 ]
  %7344 = getelementptr inbounds nuw float, ptr %2625, i64 %7328
  %7345 = getelementptr inbounds nuw float, ptr %2630, i64 %7328
  %7346 = select i1 %2640, ptr null, ptr %7345
  switch i64 %2300, label %506 [
    i64 1, label %7361
    i64 2, label %7354
    i64 3, label %7347
    i64 0, label %7402
  ]

7347:                                             ; preds = %7342
  %7348 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7343)
  %7349 = bitcast <8 x float> %7343 to <8 x i32>
  %7350 = and <8 x i32> %7349, %2292
  %7351 = bitcast <8 x i32> %7350 to <8 x float>
  %7352 = fcmp oeq <8 x float> %7343, %49
  %7353 = select <8 x i1> %7352, <8 x float> %7351, <8 x float> %7348
  br label %7364

7354:                                             ; preds = %7342
  %7355 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7343)
  %7356 = bitcast <8 x float> %7343 to <8 x i32>
  %7357 = or <8 x i32> %7356, %2293
  %7358 = bitcast <8 x i32> %7357 to <8 x float>
  %7359 = fcmp oeq <8 x float> %7343, %52
  %7360 = select <8 x i1> %7359, <8 x float> %7358, <8 x float> %7355
  br label %7364

7361:                                             ; preds = %7342
  %7362 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7346, <8 x i1> %7335, <8 x float> zeroinitializer)
  %7363 = fadd <8 x float> %7343, %7362
  br label %7364

7364:                                             ; preds = %7361, %7354, %7347
  %7365 = phi <8 x float> [ %7363, %7361 ], [ %7360, %7354 ], [ %7353, %7347 ]
  switch i64 %2307, label %506 [
    i64 1, label %7380
    i64 2, label %7373
    i64 3, label %7366
    i64 0, label %7402
  ]

7366:                                             ; preds = %7364
  %7367 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7365)
  %7368 = bitcast <8 x float> %7365 to <8 x i32>
  %7369 = and <8 x i32> %7368, %2292
  %7370 = bitcast <8 x i32> %7369 to <8 x float>
  %7371 = fcmp oeq <8 x float> %7365, %49
  %7372 = select <8 x i1> %7371, <8 x float> %7370, <8 x float> %7367
  br label %7383

7373:                                             ; preds = %7364
  %7374 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7365)
  %7375 = bitcast <8 x float> %7365 to <8 x i32>
  %7376 = or <8 x i32> %7375, %2293
  %7377 = bitcast <8 x i32> %7376 to <8 x float>
  %7378 = fcmp oeq <8 x float> %7365, %52
  %7379 = select <8 x i1> %7378, <8 x float> %7377, <8 x float> %7374
  br label %7383

7380:                                             ; preds = %7364
  %7381 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7346, <8 x i1> %7335, <8 x float> zeroinitializer)
  %7382 = fadd <8 x float> %7365, %7381
  br label %7383

7383:                                             ; preds = %7380, %7373, %7366
  %7384 = phi <8 x float> [ %7382, %7380 ], [ %7379, %7373 ], [ %7372, %7366 ]
  switch i64 %2309, label %506 [
    i64 1, label %7399
    i64 2, label %7392
    i64 3, label %7385
    i64 0, label %7402
  ]

7385:                                             ; preds = %7383
  %7386 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7384)
  %7387 = bitcast <8 x float> %7384 to <8 x i32>
  %7388 = and <8 x i32> %7387, %2292
  %7389 = bitcast <8 x i32> %7388 to <8 x float>
  %7390 = fcmp oeq <8 x float> %7384, %49
  %7391 = select <8 x i1> %7390, <8 x float> %7389, <8 x float> %7386
  br label %7402

7392:                                             ; preds = %7383
  %7393 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7384)
  %7394 = bitcast <8 x float> %7384 to <8 x i32>
  %7395 = or <8 x i32> %7394, %2293
  %7396 = bitcast <8 x i32> %7395 to <8 x float>
  %7397 = fcmp oeq <8 x float> %7384, %52
  %7398 = select <8 x i1> %7397, <8 x float> %7396, <8 x float> %7393
  br label %7402

7399:                                             ; preds = %7383
  %7400 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7346, <8 x i1> %7335, <8 x float> zeroinitializer)
  %7401 = fadd <8 x float> %7384, %7400
  br label %7402

7402:                                             ; preds = %7385, %7392, %7399, %7383, %7364, %7342
  %7403 = phi <8 x float> [ %7384, %7383 ], [ %7343, %7342 ], [ %7365, %7364 ], [ %7401, %7399 ], [ %7398, %7392 ], [ %7391, %7385 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %7403, ptr nonnull align 1 %7344, <8 x i1> %7335)
  %7404 = shl i64 %4390, 3
  %7405 = or disjoint i64 %7404, 16
  %7406 = sub nsw i64 %9, %7405
  %7407 = icmp sgt i64 %7406, 7
  %7408 = trunc i64 %7406 to i32
  %7409 = select i1 %7407, i32 8, i32 %7408
  %7410 = insertelement <8 x i32> poison, i32 %7409, i64 0
  %7411 = shufflevector <8 x i32> %7410, <8 x i32> poison, <8 x i32> zeroinitializer
  %7412 = icmp sgt <8 x i32> %7411, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %7413 = load <8 x float>, ptr %2310, align 32
  br i1 %2639, label %7419, label %7414

7414:                                             ; preds = %7402
  %7415 = load float, ptr %2618, align 1
  %7416 = insertelement <8 x float> poison, float %7415, i64 0
  %7417 = shufflevector <8 x float> %7416, <8 x float> poison, <8 x i32> zeroinitializer
  %7418 = fadd <8 x float> %7413, %7417
  br label %7419

7419:                                             ; preds = %7414, %7402
  %7420 = phi <8 x float> [ %7418, %7414 ], [ %7413, %7402 ]
  %7421 = getelementptr inbounds nuw float, ptr %2625, i64 %7405
  %7422 = getelementptr inbounds nuw float, ptr %2630, i64 %7405
  %7423 = select i1 %2640, ptr null, ptr %7422
  switch i64 %2300, label %506 [
    i64 1, label %7438
    i64 2, label %7431
    i64 3, label %7424
    i64 0, label %7479
  ]

7424:                                             ; preds = %7419
  %7425 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7420)
  %7426 = bitcast <8 x float> %7420 to <8 x i32>
  %7427 = and <8 x i32> %7426, %2292
  %7428 = bitcast <8 x i32> %7427 to <8 x float>
  %7429 = fcmp oeq <8 x float> %7420, %49
  %7430 = select <8 x i1> %7429, <8 x float> %7428, <8 x float> %7425
  br label %7441

7431:                                             ; preds = %7419
  %7432 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7420)
  %7433 = bitcast <8 x float> %7420 to <8 x i32>
  %7434 = or <8 x i32> %7433, %2293
  %7435 = bitcast <8 x i32> %7434 to <8 x float>
  %7436 = fcmp oeq <8 x float> %7420, %52
  %7437 = select <8 x i1> %7436, <8 x float> %7435, <8 x float> %7432
  br label %7441

7438:                                             ; preds = %7419
  %7439 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7423, <8 x i1> %7412, <8 x float> zeroinitializer)
  %7440 = fadd <8 x float> %7420, %7439
  br label %7441

7441:                                             ; preds = %7438, %7431, %7424
  %7442 = phi <8 x float> [ %7440, %7438 ], [ %7437, %7431 ], [ %7430, %7424 ]
  switch i64 %2312, label %506 [
    i64 1, label %7457
    i64 2, label %7450
    i64 3, label %7443
    i64 0, label %7479
  ]

7443:                                             ; preds = %7441
  %7444 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7442)
  %7445 = bitcast <8 x float> %7442 to <8 x i32>
  %7446 = and <8 x i32> %7445, %2292
  %7447 = bitcast <8 x i32> %7446 to <8 x float>
  %7448 = fcmp oeq <8 x float> %7442, %49
  %7449 = select <8 x i1> %7448, <8 x float> %7447, <8 x float> %7444
  br label %7460

7450:                                             ; preds = %7441
  %7451 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7442)
  %7452 = bitcast <8 x float> %7442 to <8 x i32>
  %7453 = or <8 x i32> %7452, %2293
  %7454 = bitcast <8 x i32> %7453 to <8 x float>
  %7455 = fcmp oeq <8 x float> %7442, %52
  %7456 = select <8 x i1> %7455, <8 x float> %7454, <8 x float> %7451
  br label %7460

7457:                                             ; preds = %7441
  %7458 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7423, <8 x i1> %7412, <8 x float> zeroinitializer)
  %7459 = fadd <8 x float> %7442, %7458
  br label %7460

7460:                                             ; preds = %7457, %7450, %7443
  %7461 = phi <8 x float> [ %7459, %7457 ], [ %7456, %7450 ], [ %7449, %7443 ]
  switch i64 %2314, label %506 [
    i64 1, label %7476
    i64 2, label %7469
    i64 3, label %7462
    i64 0, label %7479
  ]

7462:                                             ; preds = %7460
  %7463 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7461)
  %7464 = bitcast <8 x float> %7461 to <8 x i32>
  %7465 = and <8 x i32> %7464, %2292
  %7466 = bitcast <8 x i32> %7465 to <8 x float>
  %7467 = fcmp oeq <8 x float> %7461, %49
  %7468 = select <8 x i1> %7467, <8 x float> %7466, <8 x float> %7463
  br label %7479

7469:                                             ; preds = %7460
  %7470 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7461)
  %7471 = bitcast <8 x float> %7461 to <8 x i32>
  %7472 = or <8 x i32> %7471, %2293
  %7473 = bitcast <8 x i32> %7472 to <8 x float>
  %7474 = fcmp oeq <8 x float> %7461, %52
  %7475 = select <8 x i1> %7474, <8 x float> %7473, <8 x float> %7470
  br label %7479

7476:                                             ; preds = %7460
  %7477 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7423, <8 x i1> %7412, <8 x float> zeroinitializer)
  %7478 = fadd <8 x float> %7461, %7477
  br label %7479

7479:                                             ; preds = %7462, %7469, %7476, %7460, %7441, %7419
  %7480 = phi <8 x float> [ %7461, %7460 ], [ %7420, %7419 ], [ %7442, %7441 ], [ %7478, %7476 ], [ %7475, %7469 ], [ %7468, %7462 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %7480, ptr nonnull align 1 %7421, <8 x i1> %7412)
  %7481 = shl i64 %4390, 3
  %7482 = or disjoint i64 %7481, 24
  %7483 = sub nsw i64 %9, %7482
  %7484 = icmp sgt i64 %7483, 7
  %7485 = trunc i64 %7483 to i32
  %7486 = select i1 %7484, i32 8, i32 %7485
  %7487 = insertelement <8 x i32> poison, i32 %7486, i64 0
  %7488 = shufflevector <8 x i32> %7487, <8 x i32> poison, <8 x i32> zeroinitializer
  %7489 = icmp sgt <8 x i32> %7488, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %7490 = load <8 x float>, ptr %2315, align 32
  br i1 %2639, label %7496, label %7491

7491:                                             ; preds = %7479
  %7492 = load float, ptr %2618, align 1
  %7493 = insertelement <8 x float> poison, float %7492, i64 0
  %7494 = shufflevector <8 x float> %7493, <8 x float> poison, <8 x i32> zeroinitializer
  %7495 = fadd <8 x float> %7490, %7494
  br label %7496

7496:                                             ; preds = %7491, %7479
  %7497 = phi <8 x float> [ %7495, %7491 ], [ %7490, %7479 ]
  %7498 = getelementptr inbounds nuw float, ptr %2625, i64 %7482
  %7499 = getelementptr inbounds nuw float, ptr %2630, i64 %7482
  %7500 = select i1 %2640, ptr null, ptr %7499
  switch i64 %2300, label %506 [
    i64 1, label %7515
    i64 2, label %7508
    i64 3, label %7501
    i64 0, label %7556
  ]

7501:                                             ; preds = %7496
  %7502 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7497)
  %7503 = bitcast <8 x float> %7497 to <8 x i32>
  %7504 = and <8 x i32> %7503, %2292
  %7505 = bitcast <8 x i32> %7504 to <8 x float>
  %7506 = fcmp oeq <8 x float> %7497, %49
  %7507 = select <8 x i1> %7506, <8 x float> %7505, <8 x float> %7502
  br label %7518

7508:                                             ; preds = %7496
  %7509 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7497)
  %7510 = bitcast <8 x float> %7497 to <8 x i32>
  %7511 = or <8 x i32> %7510, %2293
  %7512 = bitcast <8 x i32> %7511 to <8 x float>
  %7513 = fcmp oeq <8 x float> %7497, %52
  %7514 = select <8 x i1> %7513, <8 x float> %7512, <8 x float> %7509
  br label %7518

7515:                                             ; preds = %7496
  %7516 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7500, <8 x i1> %7489, <8 x float> zeroinitializer)
  %7517 = fadd <8 x float> %7497, %7516
  br label %7518

7518:                                             ; preds = %7515, %7508, %7501
  %7519 = phi <8 x float> [ %7517, %7515 ], [ %7514, %7508 ], [ %7507, %7501 ]
  switch i64 %2317, label %506 [
    i64 1, label %7534
    i64 2, label %7527
    i64 3, label %7520
    i64 0, label %7556
  ]

7520:                                             ; preds = %7518
  %7521 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7519)
  %7522 = bitcast <8 x float> %7519 to <8 x i32>
  %7523 = and <8 x i32> %7522, %2292
  %7524 = bitcast <8 x i32> %7523 to <8 x float>
  %7525 = fcmp oeq <8 x float> %7519, %49
  %7526 = select <8 x i1> %7525, <8 x float> %7524, <8 x float> %7521
  br label %7537

7527:                                             ; preds = %7518
  %7528 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7519)
  %7529 = bitcast <8 x float> %7519 to <8 x i32>
  %7530 = or <8 x i32> %7529, %2293
  %7531 = bitcast <8 x i32> %7530 to <8 x float>
  %7532 = fcmp oeq <8 x float> %7519, %52
  %7533 = select <8 x i1> %7532, <8 x float> %7531, <8 x float> %7528
  br label %7537

7534:                                             ; preds = %7518
  %7535 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7500, <8 x i1> %7489, <8 x float> zeroinitializer)
  %7536 = fadd <8 x float> %7519, %7535
  br label %7537

7537:                                             ; preds = %7534, %7527, %7520
  %7538 = phi <8 x float> [ %7536, %7534 ], [ %7533, %7527 ], [ %7526, %7520 ]
  switch i64 %2319, label %506 [
    i64 1, label %7553
    i64 2, label %7546
    i64 3, label %7539
    i64 0, label %7556
  ]

7539:                                             ; preds = %7537
  %7540 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7538)
  %7541 = bitcast <8 x float> %7538 to <8 x i32>
  %7542 = and <8 x i32> %7541, %2292
  %7543 = bitcast <8 x i32> %7542 to <8 x float>
  %7544 = fcmp oeq <8 x float> %7538, %49
  %7545 = select <8 x i1> %7544, <8 x float> %7543, <8 x float> %7540
  br label %7556

7546:                                             ; preds = %7537
  %7547 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7538)
  %7548 = bitcast <8 x float> %7538 to <8 x i32>
  %7549 = or <8 x i32> %7548, %2293
  %7550 = bitcast <8 x i32> %7549 to <8 x float>
  %7551 = fcmp oeq <8 x float> %7538, %52
  %7552 = select <8 x i1> %7551, <8 x float> %7550, <8 x float> %7547
  br label %7556

7553:                                             ; preds = %7537
  %7554 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7500, <8 x i1> %7489, <8 x float> zeroinitializer)
  %7555 = fadd <8 x float> %7538, %7554
  br label %7556

7556:                                             ; preds = %7539, %7546, %7553, %7537, %7518, %7496
  %7557 = phi <8 x float> [ %7538, %7537 ], [ %7497, %7496 ], [ %7519, %7518 ], [ %7555, %7553 ], [ %7552, %7546 ], [ %7545, %7539 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %7557, ptr nonnull align 1 %7498, <8 x i1> %7489)
  %7558 = shl i64 %4390, 3
  %7559 = or disjoint i64 %7558, 32
  %7560 = sub nsw i64 %9, %7559
  %7561 = icmp sgt i64 %7560, 7
  %7562 = trunc i64 %7560 to i32
  %7563 = select i1 %7561, i32 8, i32 %7562
  %7564 = insertelement <8 x i32> poison, i32 %7563, i64 0
  %7565 = shufflevector <8 x i32> %7564, <8 x i32> poison, <8 x i32> zeroinitializer
  %7566 = icmp sgt <8 x i32> %7565, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %7567 = load <8 x float>, ptr %2320, align 32
  br i1 %2639, label %7573, label %7568

7568:                                             ; preds = %7556
  %7569 = load float, ptr %2618, align 1
  %7570 = insertelement <8 x float> poison, float %7569, i64 0
  %7571 = shufflevector <8 x float> %7570, <8 x float> poison, <8 x i32> zeroinitializer
  %7572 = fadd <8 x float> %7567, %7571
  br label %7573

7573:                                             ; preds = %7568, %7556
  %7574 = phi <8 x float> [ %7572, %7568 ], [ %7567, %7556 ]
  %7575 = getelementptr inbounds nuw float, ptr %2625, i64 %7559
  %7576 = getelementptr inbounds nuw float, ptr %2630, i64 %7559
  %7577 = select i1 %2640, ptr null, ptr %7576
  switch i64 %2300, label %506 [
    i64 1, label %7592
    i64 2, label %7585
    i64 3, label %7578
    i64 0, label %7633
  ]

7578:                                             ; preds = %7573
  %7579 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7574)
  %7580 = bitcast <8 x float> %7574 to <8 x i32>
  %7581 = and <8 x i32> %7580, %2292
  %7582 = bitcast <8 x i32> %7581 to <8 x float>
  %7583 = fcmp oeq <8 x float> %7574, %49
  %7584 = select <8 x i1> %7583, <8 x float> %7582, <8 x float> %7579
  br label %7595

7585:                                             ; preds = %7573
  %7586 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7574)
  %7587 = bitcast <8 x float> %7574 to <8 x i32>
  %7588 = or <8 x i32> %7587, %2293
  %7589 = bitcast <8 x i32> %7588 to <8 x float>
  %7590 = fcmp oeq <8 x float> %7574, %52
  %7591 = select <8 x i1> %7590, <8 x float> %7589, <8 x float> %7586
  br label %7595

7592:                                             ; preds = %7573
  %7593 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7577, <8 x i1> %7566, <8 x float> zeroinitializer)
  %7594 = fadd <8 x float> %7574, %7593
  br label %7595

7595:                                             ; preds = %7592, %7585, %7578
  %7596 = phi <8 x float> [ %7594, %7592 ], [ %7591, %7585 ], [ %7584, %7578 ]
  switch i64 %2322, label %506 [
    i64 1, label %7611
    i64 2, label %7604
    i64 3, label %7597
    i64 0, label %7633
  ]

7597:                                             ; preds = %7595
  %7598 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7596)
  %7599 = bitcast <8 x float> %7596 to <8 x i32>
  %7600 = and <8 x i32> %7599, %2292
  %7601 = bitcast <8 x i32> %7600 to <8 x float>
  %7602 = fcmp oeq <8 x float> %7596, %49
  %7603 = select <8 x i1> %7602, <8 x float> %7601, <8 x float> %7598
  br label %7614

7604:                                             ; preds = %7595
  %7605 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7596)
  %7606 = bitcast <8 x float> %7596 to <8 x i32>
  %7607 = or <8 x i32> %7606, %2293
  %7608 = bitcast <8 x i32> %7607 to <8 x float>
  %7609 = fcmp oeq <8 x float> %7596, %52
  %7610 = select <8 x i1> %7609, <8 x float> %7608, <8 x float> %7605
  br label %7614

7611:                                             ; preds = %7595
  %7612 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7577, <8 x i1> %7566, <8 x float> zeroinitializer)
  %7613 = fadd <8 x float> %7596, %7612
  br label %7614

7614:                                             ; preds = %7611, %7604, %7597
  %7615 = phi <8 x float> [ %7613, %7611 ], [ %7610, %7604 ], [ %7603, %7597 ]
  switch i64 %2324, label %506 [
    i64 1, label %7630
    i64 2, label %7623
    i64 3, label %7616
    i64 0, label %7633
  ]

7616:                                             ; preds = %7614
  %7617 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7615)
  %7618 = bitcast <8 x float> %7615 to <8 x i32>
  %7619 = and <8 x i32> %7618, %2292
  %7620 = bitcast <8 x i32> %7619 to <8 x float>
  %7621 = fcmp oeq <8 x float> %7615, %49
  %7622 = select <8 x i1> %7621, <8 x float> %7620, <8 x float> %7617
  br label %7633

7623:                                             ; preds = %7614
  %7624 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7615)
  %7625 = bitcast <8 x float> %7615 to <8 x i32>
  %7626 = or <8 x i32> %7625, %2293
  %7627 = bitcast <8 x i32> %7626 to <8 x float>
  %7628 = fcmp oeq <8 x float> %7615, %52
  %7629 = select <8 x i1> %7628, <8 x float> %7627, <8 x float> %7624
  br label %7633

7630:                                             ; preds = %7614
  %7631 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7577, <8 x i1> %7566, <8 x float> zeroinitializer)
  %7632 = fadd <8 x float> %7615, %7631
  br label %7633

7633:                                             ; preds = %7616, %7623, %7630, %7614, %7595, %7573
  %7634 = phi <8 x float> [ %7615, %7614 ], [ %7574, %7573 ], [ %7596, %7595 ], [ %7632, %7630 ], [ %7629, %7623 ], [ %7622, %7616 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %7634, ptr nonnull align 1 %7575, <8 x i1> %7566)
  %7635 = shl i64 %4390, 3
  %7636 = or disjoint i64 %7635, 40
  %7637 = sub nsw i64 %9, %7636
  %7638 = icmp sgt i64 %7637, 7
  %7639 = trunc i64 %7637 to i32
  %7640 = select i1 %7638, i32 8, i32 %7639
  %7641 = insertelement <8 x i32> poison, i32 %7640, i64 0
  %7642 = shufflevector <8 x i32> %7641, <8 x i32> poison, <8 x i32> zeroinitializer
  %7643 = icmp sgt <8 x i32> %7642, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %7644 = load <8 x float>, ptr %2325, align 32
  br i1 %2639, label %7650, label %7645

7645:                                             ; preds = %7633
  %7646 = load float, ptr %2618, align 1
  %7647 = insertelement <8 x float> poison, float %7646, i64 0
  %7648 = shufflevector <8 x float> %7647, <8 x float> poison, <8 x i32> zeroinitializer
  %7649 = fadd <8 x float> %7644, %7648
  br label %7650

7650:                                             ; preds = %7645, %7633
  %7651 = phi <8 x float> [ %7649, %7645 ], [ %7644, %7633 ]
  %7652 = getelementptr inbounds nuw float, ptr %2625, i64 %7636
  %7653 = getelementptr inbounds nuw float, ptr %2630, i64 %7636
  %7654 = select i1 %2640, ptr null, ptr %7653
  switch i64 %2300, label %506 [
    i64 1, label %7669
    i64 2, label %7662
    i64 3, label %7655
    i64 0, label %7710
  ]

7655:                                             ; preds = %7650
  %7656 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7651)
  %7657 = bitcast <8 x float> %7651 to <8 x i32>
  %7658 = and <8 x i32> %7657, %2292
  %7659 = bitcast <8 x i32> %7658 to <8 x float>
  %7660 = fcmp oeq <8 x float> %7651, %49
  %7661 = select <8 x i1> %7660, <8 x float> %7659, <8 x float> %7656
  br label %7672

7662:                                             ; preds = %7650
  %7663 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7651)
  %7664 = bitcast <8 x float> %7651 to <8 x i32>
  %7665 = or <8 x i32> %7664, %2293
  %7666 = bitcast <8 x i32> %7665 to <8 x float>
  %7667 = fcmp oeq <8 x float> %7651, %52
  %7668 = select <8 x i1> %7667, <8 x float> %7666, <8 x float> %7663
  br label %7672

7669:                                             ; preds = %7650
  %7670 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7654, <8 x i1> %7643, <8 x float> zeroinitializer)
  %7671 = fadd <8 x float> %7651, %7670
  br label %7672

7672:                                             ; preds = %7669, %7662, %7655
  %7673 = phi <8 x float> [ %7671, %7669 ], [ %7668, %7662 ], [ %7661, %7655 ]
  switch i64 %2327, label %506 [
    i64 1, label %7688
    i64 2, label %7681
    i64 3, label %7674
    i64 0, label %7710
  ]

7674:                                             ; preds = %7672
  %7675 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7673)
  %7676 = bitcast <8 x float> %7673 to <8 x i32>
  %7677 = and <8 x i32> %7676, %2292
  %7678 = bitcast <8 x i32> %7677 to <8 x float>
  %7679 = fcmp oeq <8 x float> %7673, %49
  %7680 = select <8 x i1> %7679, <8 x float> %7678, <8 x float> %7675
  br label %7691

7681:                                             ; preds = %7672
  %7682 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7673)
  %7683 = bitcast <8 x float> %7673 to <8 x i32>
  %7684 = or <8 x i32> %7683, %2293
  %7685 = bitcast <8 x i32> %7684 to <8 x float>
  %7686 = fcmp oeq <8 x float> %7673, %52
  %7687 = select <8 x i1> %7686, <8 x float> %7685, <8 x float> %7682
  br label %7691

7688:                                             ; preds = %7672
  %7689 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7654, <8 x i1> %7643, <8 x float> zeroinitializer)
  %7690 = fadd <8 x float> %7673, %7689
  br label %7691

7691:                                             ; preds = %7688, %7681, %7674
  %7692 = phi <8 x float> [ %7690, %7688 ], [ %7687, %7681 ], [ %7680, %7674 ]
  switch i64 %2329, label %506 [
    i64 1, label %7707
    i64 2, label %7700
    i64 3, label %7693
    i64 0, label %7710
  ]

7693:                                             ; preds = %7691
  %7694 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7692)
  %7695 = bitcast <8 x float> %7692 to <8 x i32>
  %7696 = and <8 x i32> %7695, %2292
  %7697 = bitcast <8 x i32> %7696 to <8 x float>
  %7698 = fcmp oeq <8 x float> %7692, %49
  %7699 = select <8 x i1> %7698, <8 x float> %7697, <8 x float> %7694
  br label %7710

7700:                                             ; preds = %7691
  %7701 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7692)
  %7702 = bitcast <8 x float> %7692 to <8 x i32>
  %7703 = or <8 x i32> %7702, %2293
  %7704 = bitcast <8 x i32> %7703 to <8 x float>
  %7705 = fcmp oeq <8 x float> %7692, %52
  %7706 = select <8 x i1> %7705, <8 x float> %7704, <8 x float> %7701
  br label %7710

7707:                                             ; preds = %7691
  %7708 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7654, <8 x i1> %7643, <8 x float> zeroinitializer)
  %7709 = fadd <8 x float> %7692, %7708
  br label %7710

7710:                                             ; preds = %7693, %7700, %7707, %7691, %7672, %7650
  %7711 = phi <8 x float> [ %7692, %7691 ], [ %7651, %7650 ], [ %7673, %7672 ], [ %7709, %7707 ], [ %7706, %7700 ], [ %7699, %7693 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %7711, ptr nonnull align 1 %7652, <8 x i1> %7643)
  %7712 = shl i64 %4390, 3
  %7713 = or disjoint i64 %7712, 48
  %7714 = sub nsw i64 %9, %7713
  %7715 = icmp sgt i64 %7714, 7
  %7716 = trunc i64 %7714 to i32
  %7717 = select i1 %7715, i32 8, i32 %7716
  %7718 = insertelement <8 x i32> poison, i32 %7717, i64 0
  %7719 = shufflevector <8 x i32> %7718, <8 x i32> poison, <8 x i32> zeroinitializer
  %7720 = icmp sgt <8 x i32> %7719, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %7721 = load <8 x float>, ptr %2330, align 32
  br i1 %2639, label %7727, label %7722

7722:                                             ; preds = %7710
  %7723 = load float, ptr %2618, align 1
  %7724 = insertelement <8 x float> poison, float %7723, i64 0
  %7725 = shufflevector <8 x float> %7724, <8 x float> poison, <8 x i32> zeroinitializer
  %7726 = fadd <8 x float> %7721, %7725
  br label %7727

7727:                                             ; preds = %7722, %7710
  %7728 = phi <8 x float> [ %7726, %7722 ], [ %7721, %7710 ]
  %7729 = getelementptr inbounds nuw float, ptr %2625, i64 %7713
  %7730 = getelementptr inbounds nuw float, ptr %2630, i64 %7713
  %7731 = select i1 %2640, ptr null, ptr %7730
  switch i64 %2300, label %506 [
    i64 1, label %7746
    i64 2, label %7739
    i64 3, label %7732
    i64 0, label %7787
  ]

7732:                                             ; preds = %7727
  %7733 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7728)
  %7734 = bitcast <8 x float> %7728 to <8 x i32>
  %7735 = and <8 x i32> %7734, %2292
  %7736 = bitcast <8 x i32> %7735 to <8 x float>
  %7737 = fcmp oeq <8 x float> %7728, %49
  %7738 = select <8 x i1> %7737, <8 x float> %7736, <8 x float> %7733
  br label %7749

7739:                                             ; preds = %7727
  %7740 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7728)
  %7741 = bitcast <8 x float> %7728 to <8 x i32>
  %7742 = or <8 x i32> %7741, %2293
  %7743 = bitcast <8 x i32> %7742 to <8 x float>
  %7744 = fcmp oeq <8 x float> %7728, %52
  %7745 = select <8 x i1> %7744, <8 x float> %7743, <8 x float> %7740
  br label %7749

7746:                                             ; preds = %7727
  %7747 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7731, <8 x i1> %7720, <8 x float> zeroinitializer)
  %7748 = fadd <8 x float> %7728, %7747
  br label %7749

7749:                                             ; preds = %7746, %7739, %7732
  %7750 = phi <8 x float> [ %7748, %7746 ], [ %7745, %7739 ], [ %7738, %7732 ]
  switch i64 %2332, label %506 [
    i64 1, label %7765
    i64 2, label %7758
    i64 3, label %7751
    i64 0, label %7787
  ]

7751:                                             ; preds = %7749
  %7752 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7750)
  %7753 = bitcast <8 x float> %7750 to <8 x i32>
  %7754 = and <8 x i32> %7753, %2292
  %7755 = bitcast <8 x i32> %7754 to <8 x float>
  %7756 = fcmp oeq <8 x float> %7750, %49
  %7757 = select <8 x i1> %7756, <8 x float> %7755, <8 x float> %7752
  br label %7768

7758:                                             ; preds = %7749
  %7759 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7750)
  %7760 = bitcast <8 x float> %7750 to <8 x i32>
  %7761 = or <8 x i32> %7760, %2293
  %7762 = bitcast <8 x i32> %7761 to <8 x float>
  %7763 = fcmp oeq <8 x float> %7750, %52
  %7764 = select <8 x i1> %7763, <8 x float> %7762, <8 x float> %7759
  br label %7768

7765:                                             ; preds = %7749
  %7766 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7731, <8 x i1> %7720, <8 x float> zeroinitializer)
  %7767 = fadd <8 x float> %7750, %7766
  br label %7768

7768:                                             ; preds = %7765, %7758, %7751
  %7769 = phi <8 x float> [ %7767, %7765 ], [ %7764, %7758 ], [ %7757, %7751 ]
  switch i64 %2334, label %506 [
    i64 1, label %7784
    i64 2, label %7777
    i64 3, label %7770
    i64 0, label %7787
  ]

7770:                                             ; preds = %7768
  %7771 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7769)
  %7772 = bitcast <8 x float> %7769 to <8 x i32>
  %7773 = and <8 x i32> %7772, %2292
  %7774 = bitcast <8 x i32> %7773 to <8 x float>
  %7775 = fcmp oeq <8 x float> %7769, %49
  %7776 = select <8 x i1> %7775, <8 x float> %7774, <8 x float> %7771
  br label %7787

7777:                                             ; preds = %7768
  %7778 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7769)
  %7779 = bitcast <8 x float> %7769 to <8 x i32>
  %7780 = or <8 x i32> %7779, %2293
  %7781 = bitcast <8 x i32> %7780 to <8 x float>
  %7782 = fcmp oeq <8 x float> %7769, %52
  %7783 = select <8 x i1> %7782, <8 x float> %7781, <8 x float> %7778
  br label %7787

7784:                                             ; preds = %7768
  %7785 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7731, <8 x i1> %7720, <8 x float> zeroinitializer)
  %7786 = fadd <8 x float> %7769, %7785
  br label %7787

7787:                                             ; preds = %7770, %7777, %7784, %7768, %7749, %7727
  %7788 = phi <8 x float> [ %7769, %7768 ], [ %7728, %7727 ], [ %7750, %7749 ], [ %7786, %7784 ], [ %7783, %7777 ], [ %7776, %7770 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %7788, ptr nonnull align 1 %7729, <8 x i1> %7720)
  %7789 = shl i64 %4390, 3
  %7790 = or disjoint i64 %7789, 56
  %7791 = sub nsw i64 %9, %7790
  %7792 = icmp sgt i64 %7791, 7
  %7793 = trunc i64 %7791 to i32
  %7794 = select i1 %7792, i32 8, i32 %7793
  %7795 = insertelement <8 x i32> poison, i32 %7794, i64 0
  %7796 = shufflevector <8 x i32> %7795, <8 x i32> poison, <8 x i32> zeroinitializer
  %7797 = icmp sgt <8 x i32> %7796, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %7798 = load <8 x float>, ptr %2335, align 32
  br i1 %2639, label %7804, label %7799

7799:                                             ; preds = %7787
  %7800 = load float, ptr %2618, align 1
  %7801 = insertelement <8 x float> poison, float %7800, i64 0
  %7802 = shufflevector <8 x float> %7801, <8 x float> poison, <8 x i32> zeroinitializer
  %7803 = fadd <8 x float> %7798, %7802
  br label %7804

7804:                                             ; preds = %7799, %7787
  %7805 = phi <8 x float> [ %7803, %7799 ], [ %7798, %7787 ]
  %7806 = getelementptr inbounds nuw float, ptr %2625, i64 %7790
  %7807 = getelementptr inbounds nuw float, ptr %2630, i64 %7790
  %7808 = select i1 %2640, ptr null, ptr %7807
  switch i64 %2300, label %506 [
    i64 1, label %7823
    i64 2, label %7816
    i64 3, label %7809
    i64 0, label %7864
  ]

7809:                                             ; preds = %7804
  %7810 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7805)
  %7811 = bitcast <8 x float> %7805 to <8 x i32>
  %7812 = and <8 x i32> %7811, %2292
  %7813 = bitcast <8 x i32> %7812 to <8 x float>
  %7814 = fcmp oeq <8 x float> %7805, %49
  %7815 = select <8 x i1> %7814, <8 x float> %7813, <8 x float> %7810
  br label %7826

7816:                                             ; preds = %7804
  %7817 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7805)
  %7818 = bitcast <8 x float> %7805 to <8 x i32>
  %7819 = or <8 x i32> %7818, %2293
  %7820 = bitcast <8 x i32> %7819 to <8 x float>
  %7821 = fcmp oeq <8 x float> %7805, %52
  %7822 = select <8 x i1> %7821, <8 x float> %7820, <8 x float> %7817
  br label %7826

7823:                                             ; preds = %7804
  %7824 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7808, <8 x i1> %7797, <8 x float> zeroinitializer)
  %7825 = fadd <8 x float> %7805, %7824
  br label %7826

7826:                                             ; preds = %7823, %7816, %7809
  %7827 = phi <8 x float> [ %7825, %7823 ], [ %7822, %7816 ], [ %7815, %7809 ]
  switch i64 %2337, label %506 [
    i64 1, label %7842
    i64 2, label %7835
    i64 3, label %7828
    i64 0, label %7864
  ]

7828:                                             ; preds = %7826
  %7829 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7827)
  %7830 = bitcast <8 x float> %7827 to <8 x i32>
  %7831 = and <8 x i32> %7830, %2292
  %7832 = bitcast <8 x i32> %7831 to <8 x float>
  %7833 = fcmp oeq <8 x float> %7827, %49
  %7834 = select <8 x i1> %7833, <8 x float> %7832, <8 x float> %7829
  br label %7845

7835:                                             ; preds = %7826
  %7836 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7827)
  %7837 = bitcast <8 x float> %7827 to <8 x i32>
  %7838 = or <8 x i32> %7837, %2293
  %7839 = bitcast <8 x i32> %7838 to <8 x float>
  %7840 = fcmp oeq <8 x float> %7827, %52
  %7841 = select <8 x i1> %7840, <8 x float> %7839, <8 x float> %7836
  br label %7845

7842:                                             ; preds = %7826
  %7843 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7808, <8 x i1> %7797, <8 x float> zeroinitializer)
  %7844 = fadd <8 x float> %7827, %7843
  br label %7845

7845:                                             ; preds = %7842, %7835, %7828
  %7846 = phi <8 x float> [ %7844, %7842 ], [ %7841, %7835 ], [ %7834, %7828 ]
  switch i64 %2339, label %506 [
    i64 1, label %7861
    i64 2, label %7854
    i64 3, label %7847
    i64 0, label %7864
  ]

7847:                                             ; preds = %7845
  %7848 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7846)
  %7849 = bitcast <8 x float> %7846 to <8 x i32>
  %7850 = and <8 x i32> %7849, %2292
  %7851 = bitcast <8 x i32> %7850 to <8 x float>
  %7852 = fcmp oeq <8 x float> %7846, %49
  %7853 = select <8 x i1> %7852, <8 x float> %7851, <8 x float> %7848
  br label %7864

7854:                                             ; preds = %7845
  %7855 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7846)
  %7856 = bitcast <8 x float> %7846 to <8 x i32>
  %7857 = or <8 x i32> %7856, %2293
  %7858 = bitcast <8 x i32> %7857 to <8 x float>
  %7859 = fcmp oeq <8 x float> %7846, %52
  %7860 = select <8 x i1> %7859, <8 x float> %7858, <8 x float> %7855
  br label %7864

7861:                                             ; preds = %7845
  %7862 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7808, <8 x i1> %7797, <8 x float> zeroinitializer)
  %7863 = fadd <8 x float> %7846, %7862
  br label %7864

7864:                                             ; preds = %7847, %7854, %7861, %7845, %7826, %7804
  %7865 = phi <8 x float> [ %7846, %7845 ], [ %7805, %7804 ], [ %7827, %7826 ], [ %7863, %7861 ], [ %7860, %7854 ], [ %7853, %7847 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %7865, ptr nonnull align 1 %7806, <8 x i1> %7797)
  call void @llvm.lifetime.end.p0(ptr nonnull %34)
  br label %7866

7866:                                             ; preds = %4538, %4802, %5184, %5566, %6025, %6561, %7174, %7864, %4389
  %7867 = add nuw nsw i64 %4390, 8
  %7868 = icmp slt i64 %7867, %2229
  br i1 %7868, label %4389, label %7869

7869:                                             ; preds = %7866, %2637, %3034, %3752, %4387, %2649
  %7870 = zext nneg i32 %2635 to i64
  %7871 = add nsw i64 %2611, %7870
  %7872 = add nsw i64 %2608, %7870
  %7873 = icmp eq i64 %7872, %8
  br i1 %7873, label %7874, label %7880

7874:                                             ; preds = %7869
  %7875 = add nsw i64 %2609, 1
  %7876 = icmp eq i64 %7875, %5
  %7877 = zext i1 %7876 to i64
  %7878 = add nsw i64 %2610, %7877
  %7879 = select i1 %7876, i64 0, i64 %7875
  br label %7880

7880:                                             ; preds = %7874, %7869
  %7881 = phi i64 [ %2610, %7869 ], [ %7878, %7874 ]
  %7882 = phi i64 [ %2609, %7869 ], [ %7879, %7874 ]
  %7883 = phi i64 [ %7872, %7869 ], [ 0, %7874 ]
  %7884 = icmp slt i64 %7871, %4
  br i1 %7884, label %2607, label %2606

7885:                                             ; preds = %1123, %1036, %2606, %28
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
