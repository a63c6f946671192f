%struct.s2taps = type { [7 x i64], [7 x i64], [7 x i64], [7 x i64], [7 x i64], [7 x i64], i64 }

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define hidden void @mgxport_conv_f32_nchwk4_fma512(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11, i64 noundef %12, i64 noundef %13, i64 noundef %14, i64 noundef %15, i64 noundef %16, i64 noundef %17, i64 noundef %18, i64 noundef %19, i64 noundef %20, i64 noundef %21, i64 noundef %22, i64 noundef %23, i64 noundef %24, i64 noundef %25, i64 noundef %26, i64 noundef %27, i64 noundef %28, i64 noundef %29) local_unnamed_addr {
  %31 = alloca [6 x [4 x <16 x float>]], align 64
  %32 = alloca [7 x i32], align 16
  %33 = alloca [7 x i32], align 16
  %34 = alloca [49 x [4 x i64]], align 16
  %35 = alloca [49 x [4 x i32]], align 16
  %36 = alloca [4 x i64], align 16
  %37 = alloca [4 x i64], align 16
  %38 = inttoptr i64 %0 to ptr
  %39 = inttoptr i64 %1 to ptr
  %40 = inttoptr i64 %22 to ptr
  %41 = inttoptr i64 %2 to ptr
  %42 = inttoptr i64 %25 to ptr
  %43 = inttoptr i64 %23 to ptr
  %44 = trunc i64 %27 to i32
  %45 = trunc i64 %28 to i32
  %46 = insertelement <16 x i32> poison, i32 %44, i64 0
  %47 = bitcast <16 x i32> %46 to <16 x float>
  %48 = shufflevector <16 x float> %47, <16 x float> poison, <16 x i32> zeroinitializer
  %49 = insertelement <16 x i32> poison, i32 %45, i64 0
  %50 = bitcast <16 x i32> %49 to <16 x float>
  %51 = shufflevector <16 x float> %50, <16 x float> poison, <16 x i32> zeroinitializer
  %52 = mul nsw i64 %10, %9
  %53 = add nsw i64 %52, 15
  %54 = sdiv i64 %53, 16
  %55 = add nsw i64 %6, 5
  %56 = sdiv i64 %55, 6
  %57 = add nsw i64 %56, -1
  %58 = add i64 %57, %18
  %59 = sdiv i64 %58, %18
  %60 = add nsw i64 %54, -1
  %61 = add i64 %60, %17
  %62 = sdiv i64 %61, %17
  call void @llvm.lifetime.start.p0(ptr nonnull %34)
  call void @llvm.lifetime.start.p0(ptr nonnull %35)
  %63 = mul i64 %18, 6
  %64 = icmp slt i64 %3, %4
  br i1 %64, label %65, label %185

65:                                               ; preds = %30
  %66 = icmp eq i64 %25, 0
  %67 = icmp sgt i64 %11, 0
  %68 = icmp sgt i64 %12, 0
  %69 = add nsw i64 %6, -6
  %70 = mul nsw i64 %8, %7
  %71 = mul i64 %12, %11
  %72 = icmp eq i64 %22, 0
  %73 = mul i64 %5, %71
  %74 = icmp sgt i64 %5, 0
  %75 = icmp sgt i64 %71, 0
  %76 = icmp eq i64 %29, 0
  %77 = bitcast <16 x float> %48 to <8 x i64>
  %78 = bitcast <16 x float> %51 to <8 x i64>
  %79 = shl i64 %73, 3
  %80 = mul i64 %73, 12
  %81 = shl i64 %73, 4
  %82 = mul i64 %73, 20
  %83 = and i64 %29, 3
  %84 = lshr i64 %29, 2
  %85 = and i64 %84, 3
  %86 = lshr i64 %29, 4
  %87 = and i64 %86, 3
  %88 = and i64 %29, 3
  %89 = lshr i64 %29, 2
  %90 = and i64 %89, 3
  %91 = lshr i64 %29, 4
  %92 = and i64 %91, 3
  %93 = and i64 %29, 3
  %94 = lshr i64 %29, 2
  %95 = and i64 %94, 3
  %96 = lshr i64 %29, 4
  %97 = and i64 %96, 3
  %98 = and i64 %29, 3
  %99 = lshr i64 %29, 2
  %100 = and i64 %99, 3
  %101 = lshr i64 %29, 4
  %102 = and i64 %101, 3
  %103 = and i64 %29, 3
  %104 = lshr i64 %29, 2
  %105 = and i64 %104, 3
  %106 = lshr i64 %29, 4
  %107 = and i64 %106, 3
  %108 = and i64 %29, 3
  %109 = lshr i64 %29, 2
  %110 = and i64 %109, 3
  %111 = lshr i64 %29, 4
  %112 = and i64 %111, 3
  %113 = shl i64 %73, 3
  %114 = mul i64 %73, 12
  %115 = shl i64 %73, 4
  %116 = mul i64 %73, 20
  %117 = and i64 %29, 3
  %118 = lshr i64 %29, 2
  %119 = and i64 %118, 3
  %120 = lshr i64 %29, 4
  %121 = and i64 %120, 3
  %122 = and i64 %29, 3
  %123 = lshr i64 %29, 2
  %124 = and i64 %123, 3
  %125 = lshr i64 %29, 4
  %126 = and i64 %125, 3
  %127 = and i64 %29, 3
  %128 = lshr i64 %29, 2
  %129 = and i64 %128, 3
  %130 = lshr i64 %29, 4
  %131 = and i64 %130, 3
  %132 = and i64 %29, 3
  %133 = lshr i64 %29, 2
  %134 = and i64 %133, 3
  %135 = lshr i64 %29, 4
  %136 = and i64 %135, 3
  %137 = insertelement <4 x i64> poison, i64 %52, i64 0
  %138 = shufflevector <4 x i64> %137, <4 x i64> poison, <4 x i32> zeroinitializer
  %139 = icmp ult i64 %11, 8
  %140 = icmp ult i64 %11, 64
  %141 = and i64 %11, 56
  %142 = and i64 %11, 9223372036854775744
  %143 = insertelement <16 x i64> poison, i64 %7, i64 0
  %144 = shufflevector <16 x i64> %143, <16 x i64> poison, <16 x i32> zeroinitializer
  %145 = icmp eq i64 %11, %142
  %146 = icmp eq i64 %141, 0
  %147 = and i64 %11, 9223372036854775800
  %148 = insertelement <8 x i64> poison, i64 %7, i64 0
  %149 = shufflevector <8 x i64> %148, <8 x i64> poison, <8 x i32> zeroinitializer
  %150 = icmp eq i64 %11, %147
  %151 = icmp ult i64 %12, 4
  %152 = icmp ult i64 %12, 16
  %153 = and i64 %12, 12
  %154 = and i64 %12, 9223372036854775792
  %155 = icmp eq i64 %12, %154
  %156 = icmp eq i64 %153, 0
  %157 = and i64 %12, 9223372036854775804
  %158 = icmp eq i64 %12, %157
  %159 = icmp ult i64 %12, 8
  %160 = and i64 %12, 9223372036854775800
  %161 = icmp eq i64 %12, %160
  %162 = getelementptr inbounds nuw i8, ptr %31, i64 64
  %163 = getelementptr inbounds nuw i8, ptr %31, i64 128
  %164 = getelementptr inbounds nuw i8, ptr %31, i64 192
  %165 = getelementptr inbounds nuw i8, ptr %31, i64 256
  %166 = getelementptr inbounds nuw i8, ptr %31, i64 320
  %167 = getelementptr inbounds nuw i8, ptr %31, i64 384
  %168 = getelementptr inbounds nuw i8, ptr %31, i64 448
  %169 = getelementptr inbounds nuw i8, ptr %31, i64 512
  %170 = getelementptr inbounds nuw i8, ptr %31, i64 576
  %171 = getelementptr inbounds nuw i8, ptr %31, i64 640
  %172 = getelementptr inbounds nuw i8, ptr %31, i64 704
  %173 = getelementptr inbounds nuw i8, ptr %31, i64 768
  %174 = getelementptr inbounds nuw i8, ptr %31, i64 832
  %175 = getelementptr inbounds nuw i8, ptr %31, i64 896
  %176 = getelementptr inbounds nuw i8, ptr %31, i64 960
  %177 = getelementptr inbounds nuw i8, ptr %31, i64 1024
  %178 = getelementptr inbounds nuw i8, ptr %31, i64 1088
  %179 = getelementptr inbounds nuw i8, ptr %31, i64 1152
  %180 = getelementptr inbounds nuw i8, ptr %31, i64 1216
  %181 = getelementptr inbounds nuw i8, ptr %31, i64 1280
  %182 = getelementptr inbounds nuw i8, ptr %31, i64 1344
  %183 = getelementptr inbounds nuw i8, ptr %31, i64 1408
  %184 = getelementptr inbounds nuw i8, ptr %31, i64 1472
  br label %186

185:                                              ; preds = %215, %30
  call void @llvm.lifetime.end.p0(ptr nonnull %35)
  call void @llvm.lifetime.end.p0(ptr nonnull %34)
  ret void

186:                                              ; preds = %65, %215
  %187 = phi i64 [ %3, %65 ], [ %216, %215 ]
  %188 = srem i64 %187, %59
  %189 = sdiv i64 %187, %59
  %190 = srem i64 %189, %62
  %191 = sdiv i64 %189, %62
  %192 = add nsw i64 %188, 1
  %193 = mul i64 %63, %192
  %194 = tail call i64 @llvm.smin.i64(i64 %193, i64 %6)
  %195 = add nsw i64 %190, 1
  %196 = mul nsw i64 %195, %17
  %197 = tail call i64 @llvm.smin.i64(i64 %196, i64 %54)
  %198 = mul nsw i64 %191, %20
  %199 = getelementptr inbounds float, ptr %38, i64 %198
  %200 = mul nsw i64 %191, %21
  %201 = getelementptr inbounds float, ptr %41, i64 %200
  %202 = mul nsw i64 %191, %26
  %203 = getelementptr inbounds float, ptr %42, i64 %202
  %204 = select i1 %66, ptr null, ptr %203
  %205 = mul nsw i64 %191, %24
  %206 = getelementptr inbounds float, ptr %43, i64 %205
  %207 = mul nsw i64 %190, %17
  %208 = mul i64 %63, %188
  %209 = icmp slt i64 %207, %197
  br i1 %209, label %210, label %215

210:                                              ; preds = %186
  %211 = add nsw i64 %197, -1
  %212 = icmp slt i64 %208, %194
  %213 = insertelement <4 x i64> poison, i64 %211, i64 0
  %214 = shufflevector <4 x i64> %213, <4 x i64> poison, <4 x i32> zeroinitializer
  br label %218

215:                                              ; preds = %546, %186
  %216 = add i64 %187, 1
  %217 = icmp eq i64 %216, %4
  br i1 %217, label %185, label %186

218:                                              ; preds = %210, %546
  %219 = phi i64 [ %207, %210 ], [ %547, %546 ]
  %220 = sub nsw i64 %197, %219
  %221 = icmp sgt i64 %220, 3
  %222 = trunc i64 %220 to i32
  %223 = select i1 %221, i32 4, i32 %222
  call void @llvm.lifetime.start.p0(ptr nonnull %36)
  call void @llvm.lifetime.start.p0(ptr nonnull %37)
  %224 = sext i32 %223 to i64
  %225 = insertelement <4 x i64> poison, i64 %219, i64 0
  %226 = shufflevector <4 x i64> %225, <4 x i64> poison, <4 x i32> zeroinitializer
  %227 = add <4 x i64> %226, <i64 0, i64 1, i64 2, i64 3>
  %228 = call <4 x i64> @llvm.smin.v4i64(<4 x i64> %227, <4 x i64> %214)
  %229 = shl nsw <4 x i64> %228, splat (i64 4)
  store <4 x i64> %229, ptr %36, align 16
  %230 = insertelement <4 x i32> poison, i32 %223, i64 0
  %231 = shufflevector <4 x i32> %230, <4 x i32> poison, <4 x i32> zeroinitializer
  %232 = icmp sgt <4 x i32> %231, <i32 0, i32 1, i32 2, i32 3>
  %233 = sub nsw <4 x i64> %138, %229
  %234 = select <4 x i1> %232, <4 x i64> %233, <4 x i64> zeroinitializer
  store <4 x i64> %234, ptr %37, align 16
  br label %235

235:                                              ; preds = %218, %484
  %236 = phi i64 [ 0, %218 ], [ %485, %484 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %32)
  call void @llvm.lifetime.start.p0(ptr nonnull %33)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %33, i8 0, i64 28, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %32, i8 0, i64 28, i1 false)
  %237 = icmp slt i64 %236, %224
  %238 = getelementptr inbounds nuw i64, ptr %36, i64 %236
  %239 = load i64, ptr %238, align 8
  br i1 %237, label %240, label %247

240:                                              ; preds = %235
  %241 = sub nsw i64 %52, %239
  %242 = tail call i64 @llvm.smin.i64(i64 %241, i64 16)
  %243 = icmp sgt i64 %241, 0
  br i1 %243, label %244, label %247

244:                                              ; preds = %240
  %245 = srem i64 %239, %8
  %246 = sdiv i64 %239, %8
  br label %252

247:                                              ; preds = %428, %235, %240
  br i1 %67, label %248, label %484

248:                                              ; preds = %247
  %249 = getelementptr i64, ptr %34, i64 %236
  %250 = getelementptr i32, ptr %35, i64 %236
  %251 = sub i64 %239, %16
  br label %452

252:                                              ; preds = %244, %428
  %253 = phi i64 [ %258, %428 ], [ 0, %244 ]
  %254 = phi i64 [ 0, %428 ], [ %245, %244 ]
  %255 = phi i64 [ %429, %428 ], [ %246, %244 ]
  %256 = add nsw i64 %253, %8
  %257 = sub nsw i64 %256, %254
  %258 = tail call i64 @llvm.smin.i64(i64 %257, i64 %242)
  br i1 %67, label %259, label %337

259:                                              ; preds = %252
  %260 = sub i64 %255, %15
  %261 = trunc i64 %258 to i32
  %262 = shl nsw i32 -1, %261
  %263 = xor i32 %262, -1
  %264 = trunc i64 %253 to i32
  %265 = shl nsw i32 -1, %264
  %266 = and i32 %265, %263
  br i1 %139, label %335, label %267

267:                                              ; preds = %259
  br i1 %140, label %312, label %268

268:                                              ; preds = %267
  %269 = insertelement <16 x i64> poison, i64 %260, i64 0
  %270 = shufflevector <16 x i64> %269, <16 x i64> poison, <16 x i32> zeroinitializer
  %271 = insertelement <16 x i32> poison, i32 %266, i64 0
  %272 = shufflevector <16 x i32> %271, <16 x i32> poison, <16 x i32> zeroinitializer
  %273 = add <16 x i64> splat (i64 16), %270
  %274 = add <16 x i64> splat (i64 32), %270
  %275 = add <16 x i64> splat (i64 48), %270
  br label %276

276:                                              ; preds = %276, %268
  %277 = phi i64 [ 0, %268 ], [ %307, %276 ]
  %278 = phi <16 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %268 ], [ %308, %276 ]
  %279 = add <16 x i64> %270, %278
  %280 = add <16 x i64> %278, %273
  %281 = add <16 x i64> %278, %274
  %282 = add <16 x i64> %278, %275
  %283 = icmp sgt <16 x i64> %279, splat (i64 -1)
  %284 = icmp sgt <16 x i64> %280, splat (i64 -1)
  %285 = icmp sgt <16 x i64> %281, splat (i64 -1)
  %286 = icmp sgt <16 x i64> %282, splat (i64 -1)
  %287 = icmp slt <16 x i64> %279, %144
  %288 = icmp slt <16 x i64> %280, %144
  %289 = icmp slt <16 x i64> %281, %144
  %290 = icmp slt <16 x i64> %282, %144
  %291 = and <16 x i1> %283, %287
  %292 = and <16 x i1> %284, %288
  %293 = and <16 x i1> %285, %289
  %294 = and <16 x i1> %286, %290
  %295 = getelementptr i32, ptr %32, i64 %277
  %296 = getelementptr i8, ptr %295, i64 64
  %297 = getelementptr i8, ptr %295, i64 128
  %298 = getelementptr i8, ptr %295, i64 192
  %299 = call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 16 %295, <16 x i1> %291, <16 x i32> poison)
  %300 = call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 16 %296, <16 x i1> %292, <16 x i32> poison)
  %301 = call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 16 %297, <16 x i1> %293, <16 x i32> poison)
  %302 = call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 16 %298, <16 x i1> %294, <16 x i32> poison)
  %303 = or <16 x i32> %299, %272
  %304 = or <16 x i32> %300, %272
  %305 = or <16 x i32> %301, %272
  %306 = or <16 x i32> %302, %272
  call void @llvm.masked.store.v16i32.p0(<16 x i32> %303, ptr align 16 %295, <16 x i1> %291)
  call void @llvm.masked.store.v16i32.p0(<16 x i32> %304, ptr align 16 %296, <16 x i1> %292)
  call void @llvm.masked.store.v16i32.p0(<16 x i32> %305, ptr align 16 %297, <16 x i1> %293)
  call void @llvm.masked.store.v16i32.p0(<16 x i32> %306, ptr align 16 %298, <16 x i1> %294)
  %307 = add nuw i64 %277, 64
  %308 = add <16 x i64> %278, splat (i64 64)
  %309 = icmp eq i64 %307, %142
  br i1 %309, label %310, label %276

310:                                              ; preds = %276
  br i1 %145, label %337, label %311

311:                                              ; preds = %310
  br i1 %146, label %335, label %312

312:                                              ; preds = %267, %311
  %313 = phi i64 [ %142, %311 ], [ 0, %267 ]
  %314 = insertelement <8 x i64> poison, i64 %260, i64 0
  %315 = shufflevector <8 x i64> %314, <8 x i64> poison, <8 x i32> zeroinitializer
  %316 = insertelement <8 x i32> poison, i32 %266, i64 0
  %317 = shufflevector <8 x i32> %316, <8 x i32> poison, <8 x i32> zeroinitializer
  %318 = insertelement <8 x i64> poison, i64 %313, i64 0
  %319 = shufflevector <8 x i64> %318, <8 x i64> poison, <8 x i32> zeroinitializer
  %320 = or disjoint <8 x i64> %319, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  br label %321

321:                                              ; preds = %321, %312
  %322 = phi i64 [ %313, %312 ], [ %331, %321 ]
  %323 = phi <8 x i64> [ %320, %312 ], [ %332, %321 ]
  %324 = add <8 x i64> %315, %323
  %325 = icmp sgt <8 x i64> %324, splat (i64 -1)
  %326 = icmp slt <8 x i64> %324, %149
  %327 = and <8 x i1> %325, %326
  %328 = getelementptr i32, ptr %32, i64 %322
  %329 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %328, <8 x i1> %327, <8 x i32> poison)
  %330 = or <8 x i32> %329, %317
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %330, ptr align 16 %328, <8 x i1> %327)
  %331 = add nuw i64 %322, 8
  %332 = add nuw nsw <8 x i64> %323, splat (i64 8)
  %333 = icmp eq i64 %331, %147
  br i1 %333, label %334, label %321

334:                                              ; preds = %321
  br i1 %150, label %337, label %335

335:                                              ; preds = %259, %311, %334
  %336 = phi i64 [ 0, %259 ], [ %142, %311 ], [ %147, %334 ]
  br label %415

337:                                              ; preds = %425, %310, %334, %252
  br i1 %68, label %338, label %428

338:                                              ; preds = %337
  %339 = add nsw i64 %253, %16
  %340 = add nsw i64 %256, %16
  br i1 %151, label %413, label %341

341:                                              ; preds = %338
  br i1 %152, label %376, label %342

342:                                              ; preds = %341
  %343 = insertelement <16 x i64> poison, i64 %339, i64 0
  %344 = shufflevector <16 x i64> %343, <16 x i64> poison, <16 x i32> zeroinitializer
  %345 = insertelement <16 x i64> poison, i64 %340, i64 0
  %346 = shufflevector <16 x i64> %345, <16 x i64> poison, <16 x i32> zeroinitializer
  %347 = insertelement <16 x i64> poison, i64 %254, i64 0
  %348 = shufflevector <16 x i64> %347, <16 x i64> poison, <16 x i32> zeroinitializer
  %349 = insertelement <16 x i64> poison, i64 %253, i64 0
  %350 = shufflevector <16 x i64> %349, <16 x i64> poison, <16 x i32> zeroinitializer
  %351 = insertelement <16 x i64> poison, i64 %258, i64 0
  %352 = shufflevector <16 x i64> %351, <16 x i64> poison, <16 x i32> zeroinitializer
  br label %353

353:                                              ; preds = %353, %342
  %354 = phi i64 [ 0, %342 ], [ %371, %353 ]
  %355 = phi <16 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %342 ], [ %372, %353 ]
  %356 = add <16 x i64> %355, %348
  %357 = sub <16 x i64> %344, %356
  %358 = sub <16 x i64> %346, %356
  %359 = call <16 x i64> @llvm.smax.v16i64(<16 x i64> %357, <16 x i64> %350)
  %360 = call <16 x i64> @llvm.smin.v16i64(<16 x i64> %358, <16 x i64> %352)
  %361 = icmp slt <16 x i64> %359, %360
  %362 = trunc <16 x i64> %360 to <16 x i32>
  %363 = shl nsw <16 x i32> splat (i32 -1), %362
  %364 = xor <16 x i32> %363, splat (i32 -1)
  %365 = trunc <16 x i64> %359 to <16 x i32>
  %366 = shl nsw <16 x i32> splat (i32 -1), %365
  %367 = and <16 x i32> %366, %364
  %368 = getelementptr i32, ptr %33, i64 %354
  %369 = call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 16 %368, <16 x i1> %361, <16 x i32> poison)
  %370 = or <16 x i32> %369, %367
  call void @llvm.masked.store.v16i32.p0(<16 x i32> %370, ptr align 16 %368, <16 x i1> %361)
  %371 = add nuw i64 %354, 16
  %372 = add nuw nsw <16 x i64> %355, splat (i64 16)
  %373 = icmp eq i64 %371, %154
  br i1 %373, label %374, label %353

374:                                              ; preds = %353
  br i1 %155, label %428, label %375

375:                                              ; preds = %374
  br i1 %156, label %413, label %376

376:                                              ; preds = %341, %375
  %377 = phi i64 [ %154, %375 ], [ 0, %341 ]
  %378 = insertelement <4 x i64> poison, i64 %339, i64 0
  %379 = shufflevector <4 x i64> %378, <4 x i64> poison, <4 x i32> zeroinitializer
  %380 = insertelement <4 x i64> poison, i64 %340, i64 0
  %381 = shufflevector <4 x i64> %380, <4 x i64> poison, <4 x i32> zeroinitializer
  %382 = insertelement <4 x i64> poison, i64 %254, i64 0
  %383 = shufflevector <4 x i64> %382, <4 x i64> poison, <4 x i32> zeroinitializer
  %384 = insertelement <4 x i64> poison, i64 %253, i64 0
  %385 = shufflevector <4 x i64> %384, <4 x i64> poison, <4 x i32> zeroinitializer
  %386 = insertelement <4 x i64> poison, i64 %258, i64 0
  %387 = shufflevector <4 x i64> %386, <4 x i64> poison, <4 x i32> zeroinitializer
  %388 = insertelement <4 x i64> poison, i64 %377, i64 0
  %389 = shufflevector <4 x i64> %388, <4 x i64> poison, <4 x i32> zeroinitializer
  %390 = or disjoint <4 x i64> %389, <i64 0, i64 1, i64 2, i64 3>
  br label %391

391:                                              ; preds = %391, %376
  %392 = phi i64 [ %377, %376 ], [ %409, %391 ]
  %393 = phi <4 x i64> [ %390, %376 ], [ %410, %391 ]
  %394 = add <4 x i64> %393, %383
  %395 = sub <4 x i64> %379, %394
  %396 = sub <4 x i64> %381, %394
  %397 = call <4 x i64> @llvm.smax.v4i64(<4 x i64> %395, <4 x i64> %385)
  %398 = call <4 x i64> @llvm.smin.v4i64(<4 x i64> %396, <4 x i64> %387)
  %399 = icmp slt <4 x i64> %397, %398
  %400 = trunc <4 x i64> %398 to <4 x i32>
  %401 = shl nsw <4 x i32> splat (i32 -1), %400
  %402 = xor <4 x i32> %401, splat (i32 -1)
  %403 = trunc <4 x i64> %397 to <4 x i32>
  %404 = shl nsw <4 x i32> splat (i32 -1), %403
  %405 = and <4 x i32> %404, %402
  %406 = getelementptr i32, ptr %33, i64 %392
  %407 = call <4 x i32> @llvm.masked.load.v4i32.p0(ptr align 16 %406, <4 x i1> %399, <4 x i32> poison)
  %408 = or <4 x i32> %407, %405
  call void @llvm.masked.store.v4i32.p0(<4 x i32> %408, ptr align 16 %406, <4 x i1> %399)
  %409 = add nuw i64 %392, 4
  %410 = add nuw nsw <4 x i64> %393, splat (i64 4)
  %411 = icmp eq i64 %409, %157
  br i1 %411, label %412, label %391

412:                                              ; preds = %391
  br i1 %158, label %428, label %413

413:                                              ; preds = %338, %375, %412
  %414 = phi i64 [ 0, %338 ], [ %154, %375 ], [ %157, %412 ]
  br label %431

415:                                              ; preds = %335, %425
  %416 = phi i64 [ %426, %425 ], [ %336, %335 ]
  %417 = add i64 %260, %416
  %418 = icmp sgt i64 %417, -1
  %419 = icmp slt i64 %417, %7
  %420 = and i1 %418, %419
  br i1 %420, label %421, label %425

421:                                              ; preds = %415
  %422 = getelementptr inbounds nuw i32, ptr %32, i64 %416
  %423 = load i32, ptr %422, align 4
  %424 = or i32 %423, %266
  store i32 %424, ptr %422, align 4
  br label %425

425:                                              ; preds = %421, %415
  %426 = add nuw nsw i64 %416, 1
  %427 = icmp eq i64 %426, %11
  br i1 %427, label %337, label %415

428:                                              ; preds = %449, %374, %412, %337
  %429 = add nsw i64 %255, 1
  %430 = icmp slt i64 %257, %242
  br i1 %430, label %252, label %247

431:                                              ; preds = %413, %449
  %432 = phi i64 [ %450, %449 ], [ %414, %413 ]
  %433 = add i64 %432, %254
  %434 = sub i64 %339, %433
  %435 = sub i64 %340, %433
  %436 = tail call i64 @llvm.smax.i64(i64 %434, i64 %253)
  %437 = tail call i64 @llvm.smin.i64(i64 %435, i64 %258)
  %438 = icmp slt i64 %436, %437
  br i1 %438, label %439, label %449

439:                                              ; preds = %431
  %440 = trunc i64 %437 to i32
  %441 = shl nsw i32 -1, %440
  %442 = xor i32 %441, -1
  %443 = trunc i64 %436 to i32
  %444 = shl nsw i32 -1, %443
  %445 = and i32 %444, %442
  %446 = getelementptr inbounds nuw i32, ptr %33, i64 %432
  %447 = load i32, ptr %446, align 4
  %448 = or i32 %447, %445
  store i32 %448, ptr %446, align 4
  br label %449

449:                                              ; preds = %439, %431
  %450 = add nuw nsw i64 %432, 1
  %451 = icmp eq i64 %450, %12
  br i1 %451, label %428, label %431

452:                                              ; preds = %248, %487
  %453 = phi i64 [ 0, %248 ], [ %488, %487 ]
  br i1 %68, label %454, label %487

454:                                              ; preds = %452
  %455 = sub nsw i64 %453, %15
  %456 = mul nsw i64 %455, %8
  %457 = add i64 %251, %456
  %458 = mul nuw nsw i64 %453, %12
  %459 = getelementptr inbounds nuw i32, ptr %32, i64 %453
  %460 = load i32, ptr %459, align 4
  br i1 %159, label %482, label %461

461:                                              ; preds = %454
  %462 = insertelement <8 x i64> poison, i64 %457, i64 0
  %463 = shufflevector <8 x i64> %462, <8 x i64> poison, <8 x i32> zeroinitializer
  %464 = insertelement <8 x i64> poison, i64 %458, i64 0
  %465 = shufflevector <8 x i64> %464, <8 x i64> poison, <8 x i32> zeroinitializer
  %466 = insertelement <8 x i32> poison, i32 %460, i64 0
  %467 = shufflevector <8 x i32> %466, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %468

468:                                              ; preds = %468, %461
  %469 = phi i64 [ 0, %461 ], [ %478, %468 ]
  %470 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %461 ], [ %479, %468 ]
  %471 = add <8 x i64> %463, %470
  %472 = add nuw nsw <8 x i64> %470, %465
  %473 = getelementptr [4 x i64], ptr %249, <8 x i64> %472
  call void @llvm.masked.scatter.v8i64.v8p0(<8 x i64> %471, <8 x ptr> align 8 %473, <8 x i1> splat (i1 true))
  %474 = getelementptr inbounds nuw i32, ptr %33, i64 %469
  %475 = load <8 x i32>, ptr %474, align 16
  %476 = and <8 x i32> %475, %467
  %477 = getelementptr [4 x i32], ptr %250, <8 x i64> %472
  call void @llvm.masked.scatter.v8i32.v8p0(<8 x i32> %476, <8 x ptr> align 4 %477, <8 x i1> splat (i1 true))
  %478 = add nuw i64 %469, 8
  %479 = add nuw nsw <8 x i64> %470, splat (i64 8)
  %480 = icmp eq i64 %478, %160
  br i1 %480, label %481, label %468

481:                                              ; preds = %468
  br i1 %161, label %487, label %482

482:                                              ; preds = %454, %481
  %483 = phi i64 [ 0, %454 ], [ %160, %481 ]
  br label %490

484:                                              ; preds = %487, %247
  call void @llvm.lifetime.end.p0(ptr nonnull %33)
  call void @llvm.lifetime.end.p0(ptr nonnull %32)
  %485 = add nuw nsw i64 %236, 1
  %486 = icmp eq i64 %485, 4
  br i1 %486, label %501, label %235

487:                                              ; preds = %490, %481, %452
  %488 = add nuw nsw i64 %453, 1
  %489 = icmp eq i64 %488, %11
  br i1 %489, label %484, label %452

490:                                              ; preds = %482, %490
  %491 = phi i64 [ %499, %490 ], [ %483, %482 ]
  %492 = add i64 %457, %491
  %493 = add nuw nsw i64 %491, %458
  %494 = getelementptr [4 x i64], ptr %249, i64 %493
  store i64 %492, ptr %494, align 8
  %495 = getelementptr inbounds nuw i32, ptr %33, i64 %491
  %496 = load i32, ptr %495, align 4
  %497 = and i32 %496, %460
  %498 = getelementptr [4 x i32], ptr %250, i64 %493
  store i32 %497, ptr %498, align 4
  %499 = add nuw nsw i64 %491, 1
  %500 = icmp eq i64 %499, %12
  br i1 %500, label %487, label %490

501:                                              ; preds = %484
  br i1 %212, label %502, label %546

502:                                              ; preds = %501
  %503 = icmp eq i32 %223, 4
  %504 = icmp sgt i32 %223, 0
  %505 = zext nneg i32 %223 to i64
  %506 = extractelement <4 x i64> %233, i64 0
  %507 = icmp sgt i64 %506, 15
  %508 = trunc i64 %506 to i32
  %509 = shl nsw i32 -1, %508
  %510 = trunc i32 %509 to i16
  %511 = xor i16 %510, -1
  %512 = select i1 %507, i16 -1, i16 %511
  %513 = extractelement <4 x i64> %233, i64 1
  %514 = icmp sgt i64 %513, 15
  %515 = trunc i64 %513 to i32
  %516 = shl nsw i32 -1, %515
  %517 = trunc i32 %516 to i16
  %518 = xor i16 %517, -1
  %519 = select i1 %514, i16 -1, i16 %518
  %520 = extractelement <4 x i64> %233, i64 2
  %521 = icmp sgt i64 %520, 15
  %522 = trunc i64 %520 to i32
  %523 = shl nsw i32 -1, %522
  %524 = trunc i32 %523 to i16
  %525 = xor i16 %524, -1
  %526 = select i1 %521, i16 -1, i16 %525
  %527 = extractelement <4 x i64> %233, i64 3
  %528 = icmp sgt i64 %527, 15
  %529 = trunc i64 %527 to i32
  %530 = shl nsw i32 -1, %529
  %531 = trunc i32 %530 to i16
  %532 = xor i16 %531, -1
  %533 = select i1 %528, i16 -1, i16 %532
  %534 = bitcast i16 %512 to <16 x i1>
  %535 = bitcast i16 %519 to <16 x i1>
  %536 = bitcast i16 %526 to <16 x i1>
  %537 = bitcast i16 %533 to <16 x i1>
  %538 = bitcast i16 %512 to <16 x i1>
  %539 = bitcast i16 %519 to <16 x i1>
  %540 = bitcast i16 %526 to <16 x i1>
  %541 = bitcast i16 %533 to <16 x i1>
  %542 = extractelement <4 x i64> %229, i64 0
  %543 = extractelement <4 x i64> %229, i64 1
  %544 = extractelement <4 x i64> %229, i64 2
  %545 = extractelement <4 x i64> %229, i64 3
  br label %549

546:                                              ; preds = %1844, %501
  call void @llvm.lifetime.end.p0(ptr nonnull %37)
  call void @llvm.lifetime.end.p0(ptr nonnull %36)
  %547 = add nsw i64 %219, 4
  %548 = icmp slt i64 %547, %197
  br i1 %548, label %218, label %215

549:                                              ; preds = %502, %1844
  %550 = phi i64 [ %208, %502 ], [ %1845, %1844 ]
  %551 = sub nsw i64 %194, %550
  %552 = icmp sgt i64 %551, 5
  %553 = select i1 %552, i64 %550, i64 %69
  %554 = sub nsw i64 %550, %553
  br i1 %503, label %599, label %555

555:                                              ; preds = %549
  br i1 %504, label %556, label %1844

556:                                              ; preds = %555
  %557 = mul i64 %73, %553
  %558 = getelementptr inbounds float, ptr %40, i64 %553
  %559 = getelementptr inbounds float, ptr %39, i64 %557
  %560 = getelementptr inbounds nuw i8, ptr %558, i64 4
  %561 = getelementptr inbounds nuw i8, ptr %558, i64 8
  %562 = getelementptr inbounds nuw i8, ptr %558, i64 12
  %563 = getelementptr inbounds nuw i8, ptr %558, i64 16
  %564 = getelementptr inbounds nuw i8, ptr %558, i64 20
  %565 = mul nsw i64 %553, %52
  %566 = getelementptr inbounds float, ptr %201, i64 %565
  %567 = add nsw i64 %553, 1
  %568 = mul nsw i64 %567, %52
  %569 = getelementptr inbounds float, ptr %201, i64 %568
  %570 = add nsw i64 %553, 2
  %571 = mul nsw i64 %570, %52
  %572 = getelementptr inbounds float, ptr %201, i64 %571
  %573 = add nsw i64 %553, 3
  %574 = mul nsw i64 %573, %52
  %575 = getelementptr inbounds float, ptr %201, i64 %574
  %576 = add nsw i64 %553, 4
  %577 = mul nsw i64 %576, %52
  %578 = getelementptr inbounds float, ptr %201, i64 %577
  %579 = add nsw i64 %553, 5
  %580 = mul nsw i64 %579, %52
  %581 = getelementptr inbounds float, ptr %201, i64 %580
  %582 = mul nsw i64 %553, %52
  %583 = icmp sgt i64 %554, 0
  %584 = add nsw i64 %553, 1
  %585 = mul nsw i64 %584, %52
  %586 = icmp sgt i64 %554, 1
  %587 = add nsw i64 %553, 2
  %588 = mul nsw i64 %587, %52
  %589 = icmp sgt i64 %554, 2
  %590 = add nsw i64 %553, 3
  %591 = mul nsw i64 %590, %52
  %592 = icmp sgt i64 %554, 3
  %593 = add nsw i64 %553, 4
  %594 = mul nsw i64 %593, %52
  %595 = icmp sgt i64 %554, 4
  %596 = add nsw i64 %553, 5
  %597 = mul nsw i64 %596, %52
  %598 = icmp sgt i64 %554, 5
  br label %1294

599:                                              ; preds = %549
  %600 = getelementptr inbounds float, ptr %40, i64 %553
  br i1 %72, label %611, label %601

601:                                              ; preds = %599
  %602 = load float, ptr %600, align 4
  %603 = insertelement <16 x float> poison, float %602, i64 0
  %604 = shufflevector <16 x float> %603, <16 x float> poison, <16 x i32> zeroinitializer
  %605 = insertelement <16 x float> poison, float %602, i64 0
  %606 = shufflevector <16 x float> %605, <16 x float> poison, <16 x i32> zeroinitializer
  %607 = insertelement <16 x float> poison, float %602, i64 0
  %608 = shufflevector <16 x float> %607, <16 x float> poison, <16 x i32> zeroinitializer
  %609 = insertelement <16 x float> poison, float %602, i64 0
  %610 = shufflevector <16 x float> %609, <16 x float> poison, <16 x i32> zeroinitializer
  br label %622

611:                                              ; preds = %599
  %612 = mul nsw i64 %553, %52
  %613 = getelementptr inbounds float, ptr %201, i64 %612
  %614 = getelementptr inbounds float, ptr %613, i64 %542
  %615 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %614, <16 x i1> %534, <16 x float> zeroinitializer)
  %616 = getelementptr inbounds float, ptr %613, i64 %543
  %617 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %616, <16 x i1> %535, <16 x float> zeroinitializer)
  %618 = getelementptr inbounds float, ptr %613, i64 %544
  %619 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %618, <16 x i1> %536, <16 x float> zeroinitializer)
  %620 = getelementptr inbounds float, ptr %613, i64 %545
  %621 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %620, <16 x i1> %537, <16 x float> zeroinitializer)
  br label %622

622:                                              ; preds = %611, %601
  %623 = phi <16 x float> [ %619, %611 ], [ %608, %601 ]
  %624 = phi <16 x float> [ %617, %611 ], [ %606, %601 ]
  %625 = phi <16 x float> [ %615, %611 ], [ %604, %601 ]
  %626 = phi <16 x float> [ %621, %611 ], [ %610, %601 ]
  br i1 %72, label %638, label %627

627:                                              ; preds = %622
  %628 = getelementptr inbounds nuw i8, ptr %600, i64 4
  %629 = load float, ptr %628, align 4
  %630 = insertelement <16 x float> poison, float %629, i64 0
  %631 = shufflevector <16 x float> %630, <16 x float> poison, <16 x i32> zeroinitializer
  %632 = insertelement <16 x float> poison, float %629, i64 0
  %633 = shufflevector <16 x float> %632, <16 x float> poison, <16 x i32> zeroinitializer
  %634 = insertelement <16 x float> poison, float %629, i64 0
  %635 = shufflevector <16 x float> %634, <16 x float> poison, <16 x i32> zeroinitializer
  %636 = insertelement <16 x float> poison, float %629, i64 0
  %637 = shufflevector <16 x float> %636, <16 x float> poison, <16 x i32> zeroinitializer
  br label %650

638:                                              ; preds = %622
  %639 = add nsw i64 %553, 1
  %640 = mul nsw i64 %639, %52
  %641 = getelementptr inbounds float, ptr %201, i64 %640
  %642 = getelementptr inbounds float, ptr %641, i64 %542
  %643 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %642, <16 x i1> %534, <16 x float> zeroinitializer)
  %644 = getelementptr inbounds float, ptr %641, i64 %543
  %645 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %644, <16 x i1> %535, <16 x float> zeroinitializer)
  %646 = getelementptr inbounds float, ptr %641, i64 %544
  %647 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %646, <16 x i1> %536, <16 x float> zeroinitializer)
  %648 = getelementptr inbounds float, ptr %641, i64 %545
  %649 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %648, <16 x i1> %537, <16 x float> zeroinitializer)
  br label %650

650:                                              ; preds = %638, %627
  %651 = phi <16 x float> [ %647, %638 ], [ %635, %627 ]
  %652 = phi <16 x float> [ %645, %638 ], [ %633, %627 ]
  %653 = phi <16 x float> [ %643, %638 ], [ %631, %627 ]
  %654 = phi <16 x float> [ %649, %638 ], [ %637, %627 ]
  br i1 %72, label %666, label %655

655:                                              ; preds = %650
  %656 = getelementptr inbounds nuw i8, ptr %600, i64 8
  %657 = load float, ptr %656, align 4
  %658 = insertelement <16 x float> poison, float %657, i64 0
  %659 = shufflevector <16 x float> %658, <16 x float> poison, <16 x i32> zeroinitializer
  %660 = insertelement <16 x float> poison, float %657, i64 0
  %661 = shufflevector <16 x float> %660, <16 x float> poison, <16 x i32> zeroinitializer
  %662 = insertelement <16 x float> poison, float %657, i64 0
  %663 = shufflevector <16 x float> %662, <16 x float> poison, <16 x i32> zeroinitializer
  %664 = insertelement <16 x float> poison, float %657, i64 0
  %665 = shufflevector <16 x float> %664, <16 x float> poison, <16 x i32> zeroinitializer
  br label %678

666:                                              ; preds = %650
  %667 = add nsw i64 %553, 2
  %668 = mul nsw i64 %667, %52
  %669 = getelementptr inbounds float, ptr %201, i64 %668
  %670 = getelementptr inbounds float, ptr %669, i64 %542
  %671 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %670, <16 x i1> %534, <16 x float> zeroinitializer)
  %672 = getelementptr inbounds float, ptr %669, i64 %543
  %673 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %672, <16 x i1> %535, <16 x float> zeroinitializer)
  %674 = getelementptr inbounds float, ptr %669, i64 %544
  %675 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %674, <16 x i1> %536, <16 x float> zeroinitializer)
  %676 = getelementptr inbounds float, ptr %669, i64 %545
  %677 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %676, <16 x i1> %537, <16 x float> zeroinitializer)
  br label %678

678:                                              ; preds = %666, %655
  %679 = phi <16 x float> [ %675, %666 ], [ %663, %655 ]
  %680 = phi <16 x float> [ %673, %666 ], [ %661, %655 ]
  %681 = phi <16 x float> [ %671, %666 ], [ %659, %655 ]
  %682 = phi <16 x float> [ %677, %666 ], [ %665, %655 ]
  br i1 %72, label %694, label %683

683:                                              ; preds = %678
  %684 = getelementptr inbounds nuw i8, ptr %600, i64 12
  %685 = load float, ptr %684, align 4
  %686 = insertelement <16 x float> poison, float %685, i64 0
  %687 = shufflevector <16 x float> %686, <16 x float> poison, <16 x i32> zeroinitializer
  %688 = insertelement <16 x float> poison, float %685, i64 0
  %689 = shufflevector <16 x float> %688, <16 x float> poison, <16 x i32> zeroinitializer
  %690 = insertelement <16 x float> poison, float %685, i64 0
  %691 = shufflevector <16 x float> %690, <16 x float> poison, <16 x i32> zeroinitializer
  %692 = insertelement <16 x float> poison, float %685, i64 0
  %693 = shufflevector <16 x float> %692, <16 x float> poison, <16 x i32> zeroinitializer
  br label %706

694:                                              ; preds = %678
  %695 = add nsw i64 %553, 3
  %696 = mul nsw i64 %695, %52
  %697 = getelementptr inbounds float, ptr %201, i64 %696
  %698 = getelementptr inbounds float, ptr %697, i64 %542
  %699 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %698, <16 x i1> %534, <16 x float> zeroinitializer)
  %700 = getelementptr inbounds float, ptr %697, i64 %543
  %701 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %700, <16 x i1> %535, <16 x float> zeroinitializer)
  %702 = getelementptr inbounds float, ptr %697, i64 %544
  %703 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %702, <16 x i1> %536, <16 x float> zeroinitializer)
  %704 = getelementptr inbounds float, ptr %697, i64 %545
  %705 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %704, <16 x i1> %537, <16 x float> zeroinitializer)
  br label %706

706:                                              ; preds = %694, %683
  %707 = phi <16 x float> [ %703, %694 ], [ %691, %683 ]
  %708 = phi <16 x float> [ %701, %694 ], [ %689, %683 ]
  %709 = phi <16 x float> [ %699, %694 ], [ %687, %683 ]
  %710 = phi <16 x float> [ %705, %694 ], [ %693, %683 ]
  br i1 %72, label %722, label %711

711:                                              ; preds = %706
  %712 = getelementptr inbounds nuw i8, ptr %600, i64 16
  %713 = load float, ptr %712, align 4
  %714 = insertelement <16 x float> poison, float %713, i64 0
  %715 = shufflevector <16 x float> %714, <16 x float> poison, <16 x i32> zeroinitializer
  %716 = insertelement <16 x float> poison, float %713, i64 0
  %717 = shufflevector <16 x float> %716, <16 x float> poison, <16 x i32> zeroinitializer
  %718 = insertelement <16 x float> poison, float %713, i64 0
  %719 = shufflevector <16 x float> %718, <16 x float> poison, <16 x i32> zeroinitializer
  %720 = insertelement <16 x float> poison, float %713, i64 0
  %721 = shufflevector <16 x float> %720, <16 x float> poison, <16 x i32> zeroinitializer
  br label %734

722:                                              ; preds = %706
  %723 = add nsw i64 %553, 4
  %724 = mul nsw i64 %723, %52
  %725 = getelementptr inbounds float, ptr %201, i64 %724
  %726 = getelementptr inbounds float, ptr %725, i64 %542
  %727 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %726, <16 x i1> %534, <16 x float> zeroinitializer)
  %728 = getelementptr inbounds float, ptr %725, i64 %543
  %729 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %728, <16 x i1> %535, <16 x float> zeroinitializer)
  %730 = getelementptr inbounds float, ptr %725, i64 %544
  %731 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %730, <16 x i1> %536, <16 x float> zeroinitializer)
  %732 = getelementptr inbounds float, ptr %725, i64 %545
  %733 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %732, <16 x i1> %537, <16 x float> zeroinitializer)
  br label %734

734:                                              ; preds = %722, %711
  %735 = phi <16 x float> [ %731, %722 ], [ %719, %711 ]
  %736 = phi <16 x float> [ %729, %722 ], [ %717, %711 ]
  %737 = phi <16 x float> [ %727, %722 ], [ %715, %711 ]
  %738 = phi <16 x float> [ %733, %722 ], [ %721, %711 ]
  br i1 %72, label %750, label %739

739:                                              ; preds = %734
  %740 = getelementptr inbounds nuw i8, ptr %600, i64 20
  %741 = load float, ptr %740, align 4
  %742 = insertelement <16 x float> poison, float %741, i64 0
  %743 = shufflevector <16 x float> %742, <16 x float> poison, <16 x i32> zeroinitializer
  %744 = insertelement <16 x float> poison, float %741, i64 0
  %745 = shufflevector <16 x float> %744, <16 x float> poison, <16 x i32> zeroinitializer
  %746 = insertelement <16 x float> poison, float %741, i64 0
  %747 = shufflevector <16 x float> %746, <16 x float> poison, <16 x i32> zeroinitializer
  %748 = insertelement <16 x float> poison, float %741, i64 0
  %749 = shufflevector <16 x float> %748, <16 x float> poison, <16 x i32> zeroinitializer
  br label %762

750:                                              ; preds = %734
  %751 = add nsw i64 %553, 5
  %752 = mul nsw i64 %751, %52
  %753 = getelementptr inbounds float, ptr %201, i64 %752
  %754 = getelementptr inbounds float, ptr %753, i64 %542
  %755 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %754, <16 x i1> %534, <16 x float> zeroinitializer)
  %756 = getelementptr inbounds float, ptr %753, i64 %543
  %757 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %756, <16 x i1> %535, <16 x float> zeroinitializer)
  %758 = getelementptr inbounds float, ptr %753, i64 %544
  %759 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %758, <16 x i1> %536, <16 x float> zeroinitializer)
  %760 = getelementptr inbounds float, ptr %753, i64 %545
  %761 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %760, <16 x i1> %537, <16 x float> zeroinitializer)
  br label %762

762:                                              ; preds = %750, %739
  %763 = phi <16 x float> [ %759, %750 ], [ %747, %739 ]
  %764 = phi <16 x float> [ %757, %750 ], [ %745, %739 ]
  %765 = phi <16 x float> [ %755, %750 ], [ %743, %739 ]
  %766 = phi <16 x float> [ %761, %750 ], [ %749, %739 ]
  %767 = mul i64 %73, %553
  %768 = getelementptr inbounds float, ptr %39, i64 %767
  br i1 %74, label %821, label %796

769:                                              ; preds = %914, %821
  %770 = phi <16 x float> [ %822, %821 ], [ %915, %914 ]
  %771 = phi <16 x float> [ %823, %821 ], [ %916, %914 ]
  %772 = phi <16 x float> [ %824, %821 ], [ %917, %914 ]
  %773 = phi <16 x float> [ %825, %821 ], [ %918, %914 ]
  %774 = phi <16 x float> [ %826, %821 ], [ %919, %914 ]
  %775 = phi <16 x float> [ %827, %821 ], [ %920, %914 ]
  %776 = phi <16 x float> [ %828, %821 ], [ %921, %914 ]
  %777 = phi <16 x float> [ %829, %821 ], [ %922, %914 ]
  %778 = phi <16 x float> [ %830, %821 ], [ %923, %914 ]
  %779 = phi <16 x float> [ %831, %821 ], [ %924, %914 ]
  %780 = phi <16 x float> [ %832, %821 ], [ %925, %914 ]
  %781 = phi <16 x float> [ %833, %821 ], [ %926, %914 ]
  %782 = phi <16 x float> [ %834, %821 ], [ %927, %914 ]
  %783 = phi <16 x float> [ %835, %821 ], [ %928, %914 ]
  %784 = phi <16 x float> [ %836, %821 ], [ %929, %914 ]
  %785 = phi <16 x float> [ %837, %821 ], [ %930, %914 ]
  %786 = phi <16 x float> [ %838, %821 ], [ %931, %914 ]
  %787 = phi <16 x float> [ %839, %821 ], [ %932, %914 ]
  %788 = phi <16 x float> [ %840, %821 ], [ %933, %914 ]
  %789 = phi <16 x float> [ %841, %821 ], [ %934, %914 ]
  %790 = phi <16 x float> [ %842, %821 ], [ %935, %914 ]
  %791 = phi <16 x float> [ %843, %821 ], [ %936, %914 ]
  %792 = phi <16 x float> [ %844, %821 ], [ %937, %914 ]
  %793 = phi <16 x float> [ %845, %821 ], [ %938, %914 ]
  %794 = icmp slt i64 %850, %5
  %795 = add i64 %846, -16
  br i1 %794, label %821, label %796

796:                                              ; preds = %769, %762
  %797 = phi <16 x float> [ %766, %762 ], [ %770, %769 ]
  %798 = phi <16 x float> [ %763, %762 ], [ %771, %769 ]
  %799 = phi <16 x float> [ %764, %762 ], [ %772, %769 ]
  %800 = phi <16 x float> [ %765, %762 ], [ %773, %769 ]
  %801 = phi <16 x float> [ %738, %762 ], [ %774, %769 ]
  %802 = phi <16 x float> [ %735, %762 ], [ %775, %769 ]
  %803 = phi <16 x float> [ %736, %762 ], [ %776, %769 ]
  %804 = phi <16 x float> [ %737, %762 ], [ %777, %769 ]
  %805 = phi <16 x float> [ %710, %762 ], [ %783, %769 ]
  %806 = phi <16 x float> [ %707, %762 ], [ %784, %769 ]
  %807 = phi <16 x float> [ %708, %762 ], [ %785, %769 ]
  %808 = phi <16 x float> [ %709, %762 ], [ %786, %769 ]
  %809 = phi <16 x float> [ %682, %762 ], [ %787, %769 ]
  %810 = phi <16 x float> [ %679, %762 ], [ %788, %769 ]
  %811 = phi <16 x float> [ %680, %762 ], [ %789, %769 ]
  %812 = phi <16 x float> [ %681, %762 ], [ %790, %769 ]
  %813 = phi <16 x float> [ %654, %762 ], [ %791, %769 ]
  %814 = phi <16 x float> [ %651, %762 ], [ %792, %769 ]
  %815 = phi <16 x float> [ %652, %762 ], [ %793, %769 ]
  %816 = phi <16 x float> [ %653, %762 ], [ %782, %769 ]
  %817 = phi <16 x float> [ %626, %762 ], [ %778, %769 ]
  %818 = phi <16 x float> [ %623, %762 ], [ %779, %769 ]
  %819 = phi <16 x float> [ %624, %762 ], [ %780, %769 ]
  %820 = phi <16 x float> [ %625, %762 ], [ %781, %769 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %31)
  store <16 x float> %820, ptr %31, align 64
  store <16 x float> %819, ptr %162, align 64
  store <16 x float> %818, ptr %163, align 64
  store <16 x float> %817, ptr %164, align 64
  store <16 x float> %816, ptr %165, align 64
  store <16 x float> %815, ptr %166, align 64
  store <16 x float> %814, ptr %167, align 64
  store <16 x float> %813, ptr %168, align 64
  store <16 x float> %812, ptr %169, align 64
  store <16 x float> %811, ptr %170, align 64
  store <16 x float> %810, ptr %171, align 64
  store <16 x float> %809, ptr %172, align 64
  store <16 x float> %808, ptr %173, align 64
  store <16 x float> %807, ptr %174, align 64
  store <16 x float> %806, ptr %175, align 64
  store <16 x float> %805, ptr %176, align 64
  store <16 x float> %804, ptr %177, align 64
  store <16 x float> %803, ptr %178, align 64
  store <16 x float> %802, ptr %179, align 64
  store <16 x float> %801, ptr %180, align 64
  store <16 x float> %800, ptr %181, align 64
  store <16 x float> %799, ptr %182, align 64
  store <16 x float> %798, ptr %183, align 64
  store <16 x float> %797, ptr %184, align 64
  br label %1028

821:                                              ; preds = %762, %769
  %822 = phi <16 x float> [ %770, %769 ], [ %766, %762 ]
  %823 = phi <16 x float> [ %771, %769 ], [ %763, %762 ]
  %824 = phi <16 x float> [ %772, %769 ], [ %764, %762 ]
  %825 = phi <16 x float> [ %773, %769 ], [ %765, %762 ]
  %826 = phi <16 x float> [ %774, %769 ], [ %738, %762 ]
  %827 = phi <16 x float> [ %775, %769 ], [ %735, %762 ]
  %828 = phi <16 x float> [ %776, %769 ], [ %736, %762 ]
  %829 = phi <16 x float> [ %777, %769 ], [ %737, %762 ]
  %830 = phi <16 x float> [ %778, %769 ], [ %626, %762 ]
  %831 = phi <16 x float> [ %779, %769 ], [ %623, %762 ]
  %832 = phi <16 x float> [ %780, %769 ], [ %624, %762 ]
  %833 = phi <16 x float> [ %781, %769 ], [ %625, %762 ]
  %834 = phi <16 x float> [ %782, %769 ], [ %653, %762 ]
  %835 = phi <16 x float> [ %783, %769 ], [ %710, %762 ]
  %836 = phi <16 x float> [ %784, %769 ], [ %707, %762 ]
  %837 = phi <16 x float> [ %785, %769 ], [ %708, %762 ]
  %838 = phi <16 x float> [ %786, %769 ], [ %709, %762 ]
  %839 = phi <16 x float> [ %787, %769 ], [ %682, %762 ]
  %840 = phi <16 x float> [ %788, %769 ], [ %679, %762 ]
  %841 = phi <16 x float> [ %789, %769 ], [ %680, %762 ]
  %842 = phi <16 x float> [ %790, %769 ], [ %681, %762 ]
  %843 = phi <16 x float> [ %791, %769 ], [ %654, %762 ]
  %844 = phi <16 x float> [ %792, %769 ], [ %651, %762 ]
  %845 = phi <16 x float> [ %793, %769 ], [ %652, %762 ]
  %846 = phi i64 [ %795, %769 ], [ %5, %762 ]
  %847 = phi i64 [ %850, %769 ], [ 0, %762 ]
  %848 = call i64 @llvm.smin.i64(i64 %846, i64 16)
  %849 = add i64 %848, %847
  %850 = add nuw nsw i64 %847, 16
  br i1 %75, label %851, label %769

851:                                              ; preds = %821
  %852 = sub nsw i64 %5, %847
  %853 = icmp sgt i64 %852, 15
  %854 = mul nsw i64 %847, %70
  %855 = getelementptr inbounds float, ptr %199, i64 %854
  %856 = mul nuw nsw i64 %847, %71
  %857 = getelementptr inbounds nuw float, ptr %768, i64 %856
  %858 = icmp sgt i64 %5, %847
  %859 = or i1 %853, %858
  br label %860

860:                                              ; preds = %851, %914
  %861 = phi <16 x float> [ %822, %851 ], [ %915, %914 ]
  %862 = phi <16 x float> [ %823, %851 ], [ %916, %914 ]
  %863 = phi <16 x float> [ %824, %851 ], [ %917, %914 ]
  %864 = phi <16 x float> [ %825, %851 ], [ %918, %914 ]
  %865 = phi <16 x float> [ %826, %851 ], [ %919, %914 ]
  %866 = phi <16 x float> [ %827, %851 ], [ %920, %914 ]
  %867 = phi <16 x float> [ %828, %851 ], [ %921, %914 ]
  %868 = phi <16 x float> [ %829, %851 ], [ %922, %914 ]
  %869 = phi <16 x float> [ %830, %851 ], [ %923, %914 ]
  %870 = phi <16 x float> [ %831, %851 ], [ %924, %914 ]
  %871 = phi <16 x float> [ %832, %851 ], [ %925, %914 ]
  %872 = phi <16 x float> [ %833, %851 ], [ %926, %914 ]
  %873 = phi <16 x float> [ %834, %851 ], [ %927, %914 ]
  %874 = phi <16 x float> [ %835, %851 ], [ %928, %914 ]
  %875 = phi <16 x float> [ %836, %851 ], [ %929, %914 ]
  %876 = phi <16 x float> [ %837, %851 ], [ %930, %914 ]
  %877 = phi <16 x float> [ %838, %851 ], [ %931, %914 ]
  %878 = phi <16 x float> [ %839, %851 ], [ %932, %914 ]
  %879 = phi <16 x float> [ %840, %851 ], [ %933, %914 ]
  %880 = phi <16 x float> [ %841, %851 ], [ %934, %914 ]
  %881 = phi <16 x float> [ %842, %851 ], [ %935, %914 ]
  %882 = phi <16 x float> [ %843, %851 ], [ %936, %914 ]
  %883 = phi <16 x float> [ %844, %851 ], [ %937, %914 ]
  %884 = phi <16 x float> [ %845, %851 ], [ %938, %914 ]
  %885 = phi i64 [ 0, %851 ], [ %939, %914 ]
  %886 = shl i64 %885, 5
  %887 = getelementptr nuw i8, ptr %34, i64 %886
  %888 = load i64, ptr %887, align 16
  %889 = getelementptr inbounds nuw i8, ptr %887, i64 8
  %890 = load i64, ptr %889, align 8
  %891 = getelementptr inbounds nuw i8, ptr %887, i64 16
  %892 = load i64, ptr %891, align 16
  %893 = getelementptr inbounds nuw i8, ptr %887, i64 24
  %894 = load i64, ptr %893, align 8
  br i1 %859, label %895, label %914

895:                                              ; preds = %860
  %896 = shl i64 %885, 4
  %897 = getelementptr nuw i8, ptr %35, i64 %896
  %898 = getelementptr inbounds nuw i8, ptr %897, i64 12
  %899 = load i32, ptr %898, align 4
  %900 = getelementptr inbounds nuw i8, ptr %897, i64 8
  %901 = load i32, ptr %900, align 8
  %902 = getelementptr inbounds nuw i8, ptr %897, i64 4
  %903 = load i32, ptr %902, align 4
  %904 = load i32, ptr %897, align 16
  %905 = getelementptr inbounds nuw float, ptr %857, i64 %885
  %906 = trunc i32 %904 to i16
  %907 = bitcast i16 %906 to <16 x i1>
  %908 = trunc i32 %903 to i16
  %909 = bitcast i16 %908 to <16 x i1>
  %910 = trunc i32 %901 to i16
  %911 = bitcast i16 %910 to <16 x i1>
  %912 = trunc i32 %899 to i16
  %913 = bitcast i16 %912 to <16 x i1>
  br label %941

914:                                              ; preds = %941, %860
  %915 = phi <16 x float> [ %861, %860 ], [ %1023, %941 ]
  %916 = phi <16 x float> [ %862, %860 ], [ %1022, %941 ]
  %917 = phi <16 x float> [ %863, %860 ], [ %1021, %941 ]
  %918 = phi <16 x float> [ %864, %860 ], [ %1020, %941 ]
  %919 = phi <16 x float> [ %865, %860 ], [ %1015, %941 ]
  %920 = phi <16 x float> [ %866, %860 ], [ %1014, %941 ]
  %921 = phi <16 x float> [ %867, %860 ], [ %1013, %941 ]
  %922 = phi <16 x float> [ %868, %860 ], [ %1012, %941 ]
  %923 = phi <16 x float> [ %869, %860 ], [ %983, %941 ]
  %924 = phi <16 x float> [ %870, %860 ], [ %982, %941 ]
  %925 = phi <16 x float> [ %871, %860 ], [ %981, %941 ]
  %926 = phi <16 x float> [ %872, %860 ], [ %980, %941 ]
  %927 = phi <16 x float> [ %873, %860 ], [ %988, %941 ]
  %928 = phi <16 x float> [ %874, %860 ], [ %1007, %941 ]
  %929 = phi <16 x float> [ %875, %860 ], [ %1006, %941 ]
  %930 = phi <16 x float> [ %876, %860 ], [ %1005, %941 ]
  %931 = phi <16 x float> [ %877, %860 ], [ %1004, %941 ]
  %932 = phi <16 x float> [ %878, %860 ], [ %999, %941 ]
  %933 = phi <16 x float> [ %879, %860 ], [ %998, %941 ]
  %934 = phi <16 x float> [ %880, %860 ], [ %997, %941 ]
  %935 = phi <16 x float> [ %881, %860 ], [ %996, %941 ]
  %936 = phi <16 x float> [ %882, %860 ], [ %991, %941 ]
  %937 = phi <16 x float> [ %883, %860 ], [ %990, %941 ]
  %938 = phi <16 x float> [ %884, %860 ], [ %989, %941 ]
  %939 = add nuw nsw i64 %885, 1
  %940 = icmp eq i64 %939, %71
  br i1 %940, label %769, label %860

941:                                              ; preds = %895, %941
  %942 = phi <16 x float> [ %1023, %941 ], [ %861, %895 ]
  %943 = phi <16 x float> [ %1022, %941 ], [ %862, %895 ]
  %944 = phi <16 x float> [ %1021, %941 ], [ %863, %895 ]
  %945 = phi <16 x float> [ %1020, %941 ], [ %864, %895 ]
  %946 = phi <16 x float> [ %1015, %941 ], [ %865, %895 ]
  %947 = phi <16 x float> [ %1014, %941 ], [ %866, %895 ]
  %948 = phi <16 x float> [ %1013, %941 ], [ %867, %895 ]
  %949 = phi <16 x float> [ %1012, %941 ], [ %868, %895 ]
  %950 = phi <16 x float> [ %983, %941 ], [ %869, %895 ]
  %951 = phi <16 x float> [ %982, %941 ], [ %870, %895 ]
  %952 = phi <16 x float> [ %981, %941 ], [ %871, %895 ]
  %953 = phi <16 x float> [ %980, %941 ], [ %872, %895 ]
  %954 = phi <16 x float> [ %988, %941 ], [ %873, %895 ]
  %955 = phi <16 x float> [ %1007, %941 ], [ %874, %895 ]
  %956 = phi <16 x float> [ %1006, %941 ], [ %875, %895 ]
  %957 = phi <16 x float> [ %1005, %941 ], [ %876, %895 ]
  %958 = phi <16 x float> [ %1004, %941 ], [ %877, %895 ]
  %959 = phi <16 x float> [ %999, %941 ], [ %878, %895 ]
  %960 = phi <16 x float> [ %998, %941 ], [ %879, %895 ]
  %961 = phi <16 x float> [ %997, %941 ], [ %880, %895 ]
  %962 = phi <16 x float> [ %996, %941 ], [ %881, %895 ]
  %963 = phi <16 x float> [ %991, %941 ], [ %882, %895 ]
  %964 = phi <16 x float> [ %990, %941 ], [ %883, %895 ]
  %965 = phi <16 x float> [ %989, %941 ], [ %884, %895 ]
  %966 = phi i64 [ %1024, %941 ], [ %847, %895 ]
  %967 = phi ptr [ %1026, %941 ], [ %905, %895 ]
  %968 = phi ptr [ %1025, %941 ], [ %855, %895 ]
  %969 = getelementptr inbounds float, ptr %968, i64 %888
  %970 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %969, <16 x i1> %907, <16 x float> zeroinitializer)
  %971 = getelementptr inbounds float, ptr %968, i64 %890
  %972 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %971, <16 x i1> %909, <16 x float> zeroinitializer)
  %973 = getelementptr inbounds float, ptr %968, i64 %892
  %974 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %973, <16 x i1> %911, <16 x float> zeroinitializer)
  %975 = getelementptr inbounds float, ptr %968, i64 %894
  %976 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %975, <16 x i1> %913, <16 x float> zeroinitializer)
  %977 = load float, ptr %967, align 4
  %978 = insertelement <16 x float> poison, float %977, i64 0
  %979 = shufflevector <16 x float> %978, <16 x float> poison, <16 x i32> zeroinitializer
  %980 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %970, <16 x float> %979, <16 x float> %953)
  %981 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %972, <16 x float> %979, <16 x float> %952)
  %982 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %974, <16 x float> %979, <16 x float> %951)
  %983 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %976, <16 x float> %979, <16 x float> %950)
  %984 = getelementptr inbounds float, ptr %967, i64 %73
  %985 = load float, ptr %984, align 4
  %986 = insertelement <16 x float> poison, float %985, i64 0
  %987 = shufflevector <16 x float> %986, <16 x float> poison, <16 x i32> zeroinitializer
  %988 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %970, <16 x float> %987, <16 x float> %954)
  %989 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %972, <16 x float> %987, <16 x float> %965)
  %990 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %974, <16 x float> %987, <16 x float> %964)
  %991 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %976, <16 x float> %987, <16 x float> %963)
  %992 = getelementptr inbounds i8, ptr %967, i64 %113
  %993 = load float, ptr %992, align 4
  %994 = insertelement <16 x float> poison, float %993, i64 0
  %995 = shufflevector <16 x float> %994, <16 x float> poison, <16 x i32> zeroinitializer
  %996 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %970, <16 x float> %995, <16 x float> %962)
  %997 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %972, <16 x float> %995, <16 x float> %961)
  %998 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %974, <16 x float> %995, <16 x float> %960)
  %999 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %976, <16 x float> %995, <16 x float> %959)
  %1000 = getelementptr inbounds i8, ptr %967, i64 %114
  %1001 = load float, ptr %1000, align 4
  %1002 = insertelement <16 x float> poison, float %1001, i64 0
  %1003 = shufflevector <16 x float> %1002, <16 x float> poison, <16 x i32> zeroinitializer
  %1004 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %970, <16 x float> %1003, <16 x float> %958)
  %1005 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %972, <16 x float> %1003, <16 x float> %957)
  %1006 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %974, <16 x float> %1003, <16 x float> %956)
  %1007 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %976, <16 x float> %1003, <16 x float> %955)
  %1008 = getelementptr inbounds i8, ptr %967, i64 %115
  %1009 = load float, ptr %1008, align 4
  %1010 = insertelement <16 x float> poison, float %1009, i64 0
  %1011 = shufflevector <16 x float> %1010, <16 x float> poison, <16 x i32> zeroinitializer
  %1012 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %970, <16 x float> %1011, <16 x float> %949)
  %1013 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %972, <16 x float> %1011, <16 x float> %948)
  %1014 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %974, <16 x float> %1011, <16 x float> %947)
  %1015 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %976, <16 x float> %1011, <16 x float> %946)
  %1016 = getelementptr inbounds i8, ptr %967, i64 %116
  %1017 = load float, ptr %1016, align 4
  %1018 = insertelement <16 x float> poison, float %1017, i64 0
  %1019 = shufflevector <16 x float> %1018, <16 x float> poison, <16 x i32> zeroinitializer
  %1020 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %970, <16 x float> %1019, <16 x float> %945)
  %1021 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %972, <16 x float> %1019, <16 x float> %944)
  %1022 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %974, <16 x float> %1019, <16 x float> %943)
  %1023 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %976, <16 x float> %1019, <16 x float> %942)
  %1024 = add nuw nsw i64 %966, 1
  %1025 = getelementptr inbounds float, ptr %968, i64 %70
  %1026 = getelementptr inbounds nuw float, ptr %967, i64 %71
  %1027 = icmp eq i64 %1024, %849
  br i1 %1027, label %914, label %941

1028:                                             ; preds = %796, %1289
  %1029 = phi i64 [ 0, %796 ], [ %1291, %1289 ]
  %1030 = add nsw i64 %553, %1029
  %1031 = mul nsw i64 %1030, %52
  %1032 = icmp sgt i64 %554, %1029
  %1033 = getelementptr inbounds nuw [4 x <16 x float>], ptr %31, i64 %1029
  %1034 = add nsw i64 %542, %1031
  %1035 = select i1 %1032, <16 x i1> zeroinitializer, <16 x i1> %538
  %1036 = getelementptr inbounds float, ptr %206, i64 %1034
  %1037 = load <16 x float>, ptr %1033, align 64
  br i1 %76, label %1097, label %1038

1038:                                             ; preds = %1028
  %1039 = getelementptr inbounds float, ptr %204, i64 %1034
  switch i64 %117, label %1057 [
    i64 1, label %1040
    i64 2, label %1043
    i64 3, label %1050
    i64 0, label %1097
  ]

1040:                                             ; preds = %1038
  %1041 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1039, <16 x i1> %1035, <16 x float> zeroinitializer)
  %1042 = fadd <16 x float> %1037, %1041
  br label %1059

1043:                                             ; preds = %1038
  %1044 = bitcast <16 x float> %1037 to <8 x i64>
  %1045 = or <8 x i64> %1044, %78
  %1046 = fcmp oeq <16 x float> %1037, %51
  %1047 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1037, i32 4)
  %1048 = bitcast <8 x i64> %1045 to <16 x float>
  %1049 = select <16 x i1> %1046, <16 x float> %1048, <16 x float> %1047
  br label %1059

1050:                                             ; preds = %1038
  %1051 = bitcast <16 x float> %1037 to <8 x i64>
  %1052 = and <8 x i64> %1051, %77
  %1053 = fcmp oeq <16 x float> %1037, %48
  %1054 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1037, i32 4)
  %1055 = bitcast <8 x i64> %1052 to <16 x float>
  %1056 = select <16 x i1> %1053, <16 x float> %1055, <16 x float> %1054
  br label %1059

1057:                                             ; preds = %1038
  unreachable

1058:                                             ; preds = %1821, %1802, %1783, %1758, %1739, %1720, %1695, %1676, %1657, %1632, %1613, %1594, %1569, %1550, %1531, %1506, %1487, %1468, %1270, %1251, %1232, %1206, %1187, %1168, %1142, %1123, %1104, %1078, %1059
  unreachable

1059:                                             ; preds = %1050, %1043, %1040
  %1060 = phi <16 x float> [ %1042, %1040 ], [ %1049, %1043 ], [ %1056, %1050 ]
  switch i64 %119, label %1058 [
    i64 1, label %1075
    i64 2, label %1068
    i64 3, label %1061
    i64 0, label %1097
  ]

1061:                                             ; preds = %1059
  %1062 = bitcast <16 x float> %1060 to <8 x i64>
  %1063 = and <8 x i64> %1062, %77
  %1064 = fcmp oeq <16 x float> %1060, %48
  %1065 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1060, i32 4)
  %1066 = bitcast <8 x i64> %1063 to <16 x float>
  %1067 = select <16 x i1> %1064, <16 x float> %1066, <16 x float> %1065
  br label %1078

1068:                                             ; preds = %1059
  %1069 = bitcast <16 x float> %1060 to <8 x i64>
  %1070 = or <8 x i64> %1069, %78
  %1071 = fcmp oeq <16 x float> %1060, %51
  %1072 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1060, i32 4)
  %1073 = bitcast <8 x i64> %1070 to <16 x float>
  %1074 = select <16 x i1> %1071, <16 x float> %1073, <16 x float> %1072
  br label %1078

1075:                                             ; preds = %1059
  %1076 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1039, <16 x i1> %1035, <16 x float> zeroinitializer)
  %1077 = fadd <16 x float> %1060, %1076
  br label %1078

1078:                                             ; preds = %1075, %1068, %1061
  %1079 = phi <16 x float> [ %1077, %1075 ], [ %1074, %1068 ], [ %1067, %1061 ]
  switch i64 %121, label %1058 [
    i64 1, label %1094
    i64 2, label %1087
    i64 3, label %1080
    i64 0, label %1097
  ]

1080:                                             ; preds = %1078
  %1081 = bitcast <16 x float> %1079 to <8 x i64>
  %1082 = and <8 x i64> %1081, %77
  %1083 = fcmp oeq <16 x float> %1079, %48
  %1084 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1079, i32 4)
  %1085 = bitcast <8 x i64> %1082 to <16 x float>
  %1086 = select <16 x i1> %1083, <16 x float> %1085, <16 x float> %1084
  br label %1097

1087:                                             ; preds = %1078
  %1088 = bitcast <16 x float> %1079 to <8 x i64>
  %1089 = or <8 x i64> %1088, %78
  %1090 = fcmp oeq <16 x float> %1079, %51
  %1091 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1079, i32 4)
  %1092 = bitcast <8 x i64> %1089 to <16 x float>
  %1093 = select <16 x i1> %1090, <16 x float> %1092, <16 x float> %1091
  br label %1097

1094:                                             ; preds = %1078
  %1095 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1039, <16 x i1> %1035, <16 x float> zeroinitializer)
  %1096 = fadd <16 x float> %1079, %1095
  br label %1097

1097:                                             ; preds = %1028, %1038, %1059, %1078, %1094, %1087, %1080
  %1098 = phi <16 x float> [ %1086, %1080 ], [ %1037, %1038 ], [ %1079, %1078 ], [ %1060, %1059 ], [ %1096, %1094 ], [ %1093, %1087 ], [ %1037, %1028 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1098, ptr align 1 %1036, <16 x i1> %1035)
  %1099 = add nsw i64 %543, %1031
  %1100 = select i1 %1032, <16 x i1> zeroinitializer, <16 x i1> %539
  %1101 = getelementptr inbounds float, ptr %206, i64 %1099
  %1102 = getelementptr inbounds nuw i8, ptr %1033, i64 64
  %1103 = load <16 x float>, ptr %1102, align 64
  br i1 %76, label %1161, label %1104

1104:                                             ; preds = %1097
  %1105 = getelementptr inbounds float, ptr %204, i64 %1099
  switch i64 %122, label %1058 [
    i64 1, label %1120
    i64 2, label %1113
    i64 3, label %1106
    i64 0, label %1161
  ]

1106:                                             ; preds = %1104
  %1107 = bitcast <16 x float> %1103 to <8 x i64>
  %1108 = and <8 x i64> %1107, %77
  %1109 = fcmp oeq <16 x float> %1103, %48
  %1110 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1103, i32 4)
  %1111 = bitcast <8 x i64> %1108 to <16 x float>
  %1112 = select <16 x i1> %1109, <16 x float> %1111, <16 x float> %1110
  br label %1123

1113:                                             ; preds = %1104
  %1114 = bitcast <16 x float> %1103 to <8 x i64>
  %1115 = or <8 x i64> %1114, %78
  %1116 = fcmp oeq <16 x float> %1103, %51
  %1117 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1103, i32 4)
  %1118 = bitcast <8 x i64> %1115 to <16 x float>
  %1119 = select <16 x i1> %1116, <16 x float> %1118, <16 x float> %1117
  br label %1123

1120:                                             ; preds = %1104
  %1121 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1105, <16 x i1> %1100, <16 x float> zeroinitializer)
  %1122 = fadd <16 x float> %1103, %1121
  br label %1123

1123:                                             ; preds = %1120, %1113, %1106
  %1124 = phi <16 x float> [ %1122, %1120 ], [ %1119, %1113 ], [ %1112, %1106 ]
  switch i64 %124, label %1058 [
    i64 1, label %1139
    i64 2, label %1132
    i64 3, label %1125
    i64 0, label %1161
  ]

1125:                                             ; preds = %1123
  %1126 = bitcast <16 x float> %1124 to <8 x i64>
  %1127 = and <8 x i64> %1126, %77
  %1128 = fcmp oeq <16 x float> %1124, %48
  %1129 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1124, i32 4)
  %1130 = bitcast <8 x i64> %1127 to <16 x float>
  %1131 = select <16 x i1> %1128, <16 x float> %1130, <16 x float> %1129
  br label %1142

1132:                                             ; preds = %1123
  %1133 = bitcast <16 x float> %1124 to <8 x i64>
  %1134 = or <8 x i64> %1133, %78
  %1135 = fcmp oeq <16 x float> %1124, %51
  %1136 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1124, i32 4)
  %1137 = bitcast <8 x i64> %1134 to <16 x float>
  %1138 = select <16 x i1> %1135, <16 x float> %1137, <16 x float> %1136
  br label %1142

1139:                                             ; preds = %1123
  %1140 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1105, <16 x i1> %1100, <16 x float> zeroinitializer)
  %1141 = fadd <16 x float> %1124, %1140
  br label %1142

1142:                                             ; preds = %1139, %1132, %1125
  %1143 = phi <16 x float> [ %1141, %1139 ], [ %1138, %1132 ], [ %1131, %1125 ]
  switch i64 %126, label %1058 [
    i64 1, label %1158
    i64 2, label %1151
    i64 3, label %1144
    i64 0, label %1161
  ]

1144:                                             ; preds = %1142
  %1145 = bitcast <16 x float> %1143 to <8 x i64>
  %1146 = and <8 x i64> %1145, %77
  %1147 = fcmp oeq <16 x float> %1143, %48
  %1148 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1143, i32 4)
  %1149 = bitcast <8 x i64> %1146 to <16 x float>
  %1150 = select <16 x i1> %1147, <16 x float> %1149, <16 x float> %1148
  br label %1161

1151:                                             ; preds = %1142
  %1152 = bitcast <16 x float> %1143 to <8 x i64>
  %1153 = or <8 x i64> %1152, %78
  %1154 = fcmp oeq <16 x float> %1143, %51
  %1155 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1143, i32 4)
  %1156 = bitcast <8 x i64> %1153 to <16 x float>
  %1157 = select <16 x i1> %1154, <16 x float> %1156, <16 x float> %1155
  br label %1161

1158:                                             ; preds = %1142
  %1159 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1105, <16 x i1> %1100, <16 x float> zeroinitializer)
  %1160 = fadd <16 x float> %1143, %1159
  br label %1161

1161:                                             ; preds = %1097, %1104, %1123, %1142, %1158, %1151, %1144
  %1162 = phi <16 x float> [ %1150, %1144 ], [ %1103, %1104 ], [ %1143, %1142 ], [ %1124, %1123 ], [ %1160, %1158 ], [ %1157, %1151 ], [ %1103, %1097 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1162, ptr align 1 %1101, <16 x i1> %1100)
  %1163 = add nsw i64 %544, %1031
  %1164 = select i1 %1032, <16 x i1> zeroinitializer, <16 x i1> %540
  %1165 = getelementptr inbounds float, ptr %206, i64 %1163
  %1166 = getelementptr inbounds nuw i8, ptr %1033, i64 128
  %1167 = load <16 x float>, ptr %1166, align 64
  br i1 %76, label %1225, label %1168

1168:                                             ; preds = %1161
  %1169 = getelementptr inbounds float, ptr %204, i64 %1163
  switch i64 %127, label %1058 [
    i64 1, label %1184
    i64 2, label %1177
    i64 3, label %1170
    i64 0, label %1225
  ]

1170:                                             ; preds = %1168
  %1171 = bitcast <16 x float> %1167 to <8 x i64>
  %1172 = and <8 x i64> %1171, %77
  %1173 = fcmp oeq <16 x float> %1167, %48
  %1174 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1167, i32 4)
  %1175 = bitcast <8 x i64> %1172 to <16 x float>
  %1176 = select <16 x i1> %1173, <16 x float> %1175, <16 x float> %1174
  br label %1187

1177:                                             ; preds = %1168
  %1178 = bitcast <16 x float> %1167 to <8 x i64>
  %1179 = or <8 x i64> %1178, %78
  %1180 = fcmp oeq <16 x float> %1167, %51
  %1181 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1167, i32 4)
  %1182 = bitcast <8 x i64> %1179 to <16 x float>
  %1183 = select <16 x i1> %1180, <16 x float> %1182, <16 x float> %1181
  br label %1187

1184:                                             ; preds = %1168
  %1185 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1169, <16 x i1> %1164, <16 x float> zeroinitializer)
  %1186 = fadd <16 x float> %1167, %1185
  br label %1187

1187:                                             ; preds = %1184, %1177, %1170
  %1188 = phi <16 x float> [ %1186, %1184 ], [ %1183, %1177 ], [ %1176, %1170 ]
  switch i64 %129, label %1058 [
    i64 1, label %1203
    i64 2, label %1196
    i64 3, label %1189
    i64 0, label %1225
  ]

1189:                                             ; preds = %1187
  %1190 = bitcast <16 x float> %1188 to <8 x i64>
  %1191 = and <8 x i64> %1190, %77
  %1192 = fcmp oeq <16 x float> %1188, %48
  %1193 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1188, i32 4)
  %1194 = bitcast <8 x i64> %1191 to <16 x float>
  %1195 = select <16 x i1> %1192, <16 x float> %1194, <16 x float> %1193
  br label %1206

1196:                                             ; preds = %1187
  %1197 = bitcast <16 x float> %1188 to <8 x i64>
  %1198 = or <8 x i64> %1197, %78
  %1199 = fcmp oeq <16 x float> %1188, %51
  %1200 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1188, i32 4)
  %1201 = bitcast <8 x i64> %1198 to <16 x float>
  %1202 = select <16 x i1> %1199, <16 x float> %1201, <16 x float> %1200
  br label %1206

1203:                                             ; preds = %1187
  %1204 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1169, <16 x i1> %1164, <16 x float> zeroinitializer)
  %1205 = fadd <16 x float> %1188, %1204
  br label %1206

1206:                                             ; preds = %1203, %1196, %1189
  %1207 = phi <16 x float> [ %1205, %1203 ], [ %1202, %1196 ], [ %1195, %1189 ]
  switch i64 %131, label %1058 [
    i64 1, label %1222
    i64 2, label %1215
    i64 3, label %1208
    i64 0, label %1225
  ]

1208:                                             ; preds = %1206
  %1209 = bitcast <16 x float> %1207 to <8 x i64>
  %1210 = and <8 x i64> %1209, %77
  %1211 = fcmp oeq <16 x float> %1207, %48
  %1212 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1207, i32 4)
  %1213 = bitcast <8 x i64> %1210 to <16 x float>
  %1214 = select <16 x i1> %1211, <16 x float> %1213, <16 x float> %1212
  br label %1225

1215:                                             ; preds = %1206
  %1216 = bitcast <16 x float> %1207 to <8 x i64>
  %1217 = or <8 x i64> %1216, %78
  %1218 = fcmp oeq <16 x float> %1207, %51
  %1219 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1207, i32 4)
  %1220 = bitcast <8 x i64> %1217 to <16 x float>
  %1221 = select <16 x i1> %1218, <16 x float> %1220, <16 x float> %1219
  br label %1225

1222:                                             ; preds = %1206
  %1223 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1169, <16 x i1> %1164, <16 x float> zeroinitializer)
  %1224 = fadd <16 x float> %1207, %1223
  br label %1225

1225:                                             ; preds = %1161, %1168, %1187, %1206, %1222, %1215, %1208
  %1226 = phi <16 x float> [ %1214, %1208 ], [ %1167, %1168 ], [ %1207, %1206 ], [ %1188, %1187 ], [ %1224, %1222 ], [ %1221, %1215 ], [ %1167, %1161 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1226, ptr align 1 %1165, <16 x i1> %1164)
  %1227 = add nsw i64 %545, %1031
  %1228 = select i1 %1032, <16 x i1> zeroinitializer, <16 x i1> %541
  %1229 = getelementptr inbounds float, ptr %206, i64 %1227
  %1230 = getelementptr inbounds nuw i8, ptr %1033, i64 192
  %1231 = load <16 x float>, ptr %1230, align 64
  br i1 %76, label %1289, label %1232

1232:                                             ; preds = %1225
  %1233 = getelementptr inbounds float, ptr %204, i64 %1227
  switch i64 %132, label %1058 [
    i64 1, label %1248
    i64 2, label %1241
    i64 3, label %1234
    i64 0, label %1289
  ]

1234:                                             ; preds = %1232
  %1235 = bitcast <16 x float> %1231 to <8 x i64>
  %1236 = and <8 x i64> %1235, %77
  %1237 = fcmp oeq <16 x float> %1231, %48
  %1238 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1231, i32 4)
  %1239 = bitcast <8 x i64> %1236 to <16 x float>
  %1240 = select <16 x i1> %1237, <16 x float> %1239, <16 x float> %1238
  br label %1251

1241:                                             ; preds = %1232
  %1242 = bitcast <16 x float> %1231 to <8 x i64>
  %1243 = or <8 x i64> %1242, %78
  %1244 = fcmp oeq <16 x float> %1231, %51
  %1245 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1231, i32 4)
  %1246 = bitcast <8 x i64> %1243 to <16 x float>
  %1247 = select <16 x i1> %1244, <16 x float> %1246, <16 x float> %1245
  br label %1251

1248:                                             ; preds = %1232
  %1249 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1233, <16 x i1> %1228, <16 x float> zeroinitializer)
  %1250 = fadd <16 x float> %1231, %1249
  br label %1251

1251:                                             ; preds = %1248, %1241, %1234
  %1252 = phi <16 x float> [ %1250, %1248 ], [ %1247, %1241 ], [ %1240, %1234 ]
  switch i64 %134, label %1058 [
    i64 1, label %1267
    i64 2, label %1260
    i64 3, label %1253
    i64 0, label %1289
  ]

1253:                                             ; preds = %1251
  %1254 = bitcast <16 x float> %1252 to <8 x i64>
  %1255 = and <8 x i64> %1254, %77
  %1256 = fcmp oeq <16 x float> %1252, %48
  %1257 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1252, i32 4)
  %1258 = bitcast <8 x i64> %1255 to <16 x float>
  %1259 = select <16 x i1> %1256, <16 x float> %1258, <16 x float> %1257
  br label %1270

1260:                                             ; preds = %1251
  %1261 = bitcast <16 x float> %1252 to <8 x i64>
  %1262 = or <8 x i64> %1261, %78
  %1263 = fcmp oeq <16 x float> %1252, %51
  %1264 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1252, i32 4)
  %1265 = bitcast <8 x i64> %1262 to <16 x float>
  %1266 = select <16 x i1> %1263, <16 x float> %1265, <16 x float> %1264
  br label %1270

1267:                                             ; preds = %1251
  %1268 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1233, <16 x i1> %1228, <16 x float> zeroinitializer)
  %1269 = fadd <16 x float> %1252, %1268
  br label %1270

1270:                                             ; preds = %1267, %1260, %1253
  %1271 = phi <16 x float> [ %1269, %1267 ], [ %1266, %1260 ], [ %1259, %1253 ]
  switch i64 %136, label %1058 [
    i64 1, label %1286
    i64 2, label %1279
    i64 3, label %1272
    i64 0, label %1289
  ]

1272:                                             ; preds = %1270
  %1273 = bitcast <16 x float> %1271 to <8 x i64>
  %1274 = and <8 x i64> %1273, %77
  %1275 = fcmp oeq <16 x float> %1271, %48
  %1276 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1271, i32 4)
  %1277 = bitcast <8 x i64> %1274 to <16 x float>
  %1278 = select <16 x i1> %1275, <16 x float> %1277, <16 x float> %1276
  br label %1289

1279:                                             ; preds = %1270
  %1280 = bitcast <16 x float> %1271 to <8 x i64>
  %1281 = or <8 x i64> %1280, %78
  %1282 = fcmp oeq <16 x float> %1271, %51
  %1283 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1271, i32 4)
  %1284 = bitcast <8 x i64> %1281 to <16 x float>
  %1285 = select <16 x i1> %1282, <16 x float> %1284, <16 x float> %1283
  br label %1289

1286:                                             ; preds = %1270
  %1287 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1233, <16 x i1> %1228, <16 x float> zeroinitializer)
  %1288 = fadd <16 x float> %1271, %1287
  br label %1289

1289:                                             ; preds = %1225, %1232, %1251, %1270, %1286, %1279, %1272
  %1290 = phi <16 x float> [ %1278, %1272 ], [ %1231, %1232 ], [ %1271, %1270 ], [ %1252, %1251 ], [ %1288, %1286 ], [ %1285, %1279 ], [ %1231, %1225 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1290, ptr align 1 %1229, <16 x i1> %1228)
  %1291 = add nuw nsw i64 %1029, 1
  %1292 = icmp eq i64 %1291, 6
  br i1 %1292, label %1293, label %1028

1293:                                             ; preds = %1289
  call void @llvm.lifetime.end.p0(ptr nonnull %31)
  br label %1844

1294:                                             ; preds = %556, %1840
  %1295 = phi i64 [ 0, %556 ], [ %1842, %1840 ]
  %1296 = getelementptr inbounds nuw i64, ptr %36, i64 %1295
  %1297 = getelementptr inbounds nuw i64, ptr %37, i64 %1295
  %1298 = load i64, ptr %1297, align 8
  %1299 = icmp sgt i64 %1298, 15
  %1300 = trunc i64 %1298 to i32
  %1301 = shl nsw i32 -1, %1300
  %1302 = trunc i32 %1301 to i16
  %1303 = xor i16 %1302, -1
  %1304 = select i1 %1299, i16 -1, i16 %1303
  br i1 %72, label %1327, label %1308

1305:                                             ; preds = %1349
  %1306 = getelementptr inbounds nuw i64, ptr %34, i64 %1295
  %1307 = getelementptr inbounds nuw i32, ptr %35, i64 %1295
  br label %1377

1308:                                             ; preds = %1294
  %1309 = load float, ptr %558, align 4
  %1310 = insertelement <16 x float> poison, float %1309, i64 0
  %1311 = shufflevector <16 x float> %1310, <16 x float> poison, <16 x i32> zeroinitializer
  %1312 = load float, ptr %560, align 4
  %1313 = insertelement <16 x float> poison, float %1312, i64 0
  %1314 = shufflevector <16 x float> %1313, <16 x float> poison, <16 x i32> zeroinitializer
  %1315 = load float, ptr %561, align 4
  %1316 = insertelement <16 x float> poison, float %1315, i64 0
  %1317 = shufflevector <16 x float> %1316, <16 x float> poison, <16 x i32> zeroinitializer
  %1318 = load float, ptr %562, align 4
  %1319 = insertelement <16 x float> poison, float %1318, i64 0
  %1320 = shufflevector <16 x float> %1319, <16 x float> poison, <16 x i32> zeroinitializer
  %1321 = load float, ptr %563, align 4
  %1322 = insertelement <16 x float> poison, float %1321, i64 0
  %1323 = shufflevector <16 x float> %1322, <16 x float> poison, <16 x i32> zeroinitializer
  %1324 = load float, ptr %564, align 4
  %1325 = insertelement <16 x float> poison, float %1324, i64 0
  %1326 = shufflevector <16 x float> %1325, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1349

1327:                                             ; preds = %1294
  %1328 = bitcast i16 %1304 to <16 x i1>
  %1329 = load i64, ptr %1296, align 8
  %1330 = getelementptr inbounds float, ptr %566, i64 %1329
  %1331 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1330, <16 x i1> %1328, <16 x float> zeroinitializer)
  %1332 = bitcast i16 %1304 to <16 x i1>
  %1333 = getelementptr inbounds float, ptr %569, i64 %1329
  %1334 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1333, <16 x i1> %1332, <16 x float> zeroinitializer)
  %1335 = bitcast i16 %1304 to <16 x i1>
  %1336 = load i64, ptr %1296, align 8
  %1337 = getelementptr inbounds float, ptr %572, i64 %1336
  %1338 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1337, <16 x i1> %1335, <16 x float> zeroinitializer)
  %1339 = bitcast i16 %1304 to <16 x i1>
  %1340 = getelementptr inbounds float, ptr %575, i64 %1336
  %1341 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1340, <16 x i1> %1339, <16 x float> zeroinitializer)
  %1342 = bitcast i16 %1304 to <16 x i1>
  %1343 = load i64, ptr %1296, align 8
  %1344 = getelementptr inbounds float, ptr %578, i64 %1343
  %1345 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1344, <16 x i1> %1342, <16 x float> zeroinitializer)
  %1346 = bitcast i16 %1304 to <16 x i1>
  %1347 = getelementptr inbounds float, ptr %581, i64 %1343
  %1348 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1347, <16 x i1> %1346, <16 x float> zeroinitializer)
  br label %1349

1349:                                             ; preds = %1327, %1308
  %1350 = phi <16 x float> [ %1345, %1327 ], [ %1323, %1308 ]
  %1351 = phi <16 x float> [ %1338, %1327 ], [ %1317, %1308 ]
  %1352 = phi <16 x float> [ %1331, %1327 ], [ %1311, %1308 ]
  %1353 = phi <16 x float> [ %1334, %1327 ], [ %1314, %1308 ]
  %1354 = phi <16 x float> [ %1341, %1327 ], [ %1320, %1308 ]
  %1355 = phi <16 x float> [ %1348, %1327 ], [ %1326, %1308 ]
  br i1 %74, label %1305, label %1365

1356:                                             ; preds = %1414, %1377
  %1357 = phi <16 x float> [ %1378, %1377 ], [ %1415, %1414 ]
  %1358 = phi <16 x float> [ %1379, %1377 ], [ %1416, %1414 ]
  %1359 = phi <16 x float> [ %1380, %1377 ], [ %1417, %1414 ]
  %1360 = phi <16 x float> [ %1381, %1377 ], [ %1418, %1414 ]
  %1361 = phi <16 x float> [ %1382, %1377 ], [ %1419, %1414 ]
  %1362 = phi <16 x float> [ %1383, %1377 ], [ %1420, %1414 ]
  %1363 = icmp slt i64 %1388, %5
  %1364 = add i64 %1384, -16
  br i1 %1363, label %1377, label %1365

1365:                                             ; preds = %1356, %1349
  %1366 = phi <16 x float> [ %1352, %1349 ], [ %1357, %1356 ]
  %1367 = phi <16 x float> [ %1353, %1349 ], [ %1358, %1356 ]
  %1368 = phi <16 x float> [ %1351, %1349 ], [ %1359, %1356 ]
  %1369 = phi <16 x float> [ %1354, %1349 ], [ %1360, %1356 ]
  %1370 = phi <16 x float> [ %1350, %1349 ], [ %1361, %1356 ]
  %1371 = phi <16 x float> [ %1355, %1349 ], [ %1362, %1356 ]
  %1372 = load i64, ptr %1296, align 8
  %1373 = add nsw i64 %1372, %582
  %1374 = bitcast i16 %1304 to <16 x i1>
  %1375 = select i1 %583, <16 x i1> zeroinitializer, <16 x i1> %1374
  %1376 = getelementptr inbounds float, ptr %206, i64 %1373
  br i1 %76, label %1525, label %1468

1377:                                             ; preds = %1305, %1356
  %1378 = phi <16 x float> [ %1352, %1305 ], [ %1357, %1356 ]
  %1379 = phi <16 x float> [ %1353, %1305 ], [ %1358, %1356 ]
  %1380 = phi <16 x float> [ %1351, %1305 ], [ %1359, %1356 ]
  %1381 = phi <16 x float> [ %1354, %1305 ], [ %1360, %1356 ]
  %1382 = phi <16 x float> [ %1350, %1305 ], [ %1361, %1356 ]
  %1383 = phi <16 x float> [ %1355, %1305 ], [ %1362, %1356 ]
  %1384 = phi i64 [ %5, %1305 ], [ %1364, %1356 ]
  %1385 = phi i64 [ 0, %1305 ], [ %1388, %1356 ]
  %1386 = call i64 @llvm.smin.i64(i64 %1384, i64 16)
  %1387 = add i64 %1386, %1385
  %1388 = add nuw nsw i64 %1385, 16
  br i1 %75, label %1389, label %1356

1389:                                             ; preds = %1377
  %1390 = sub nsw i64 %5, %1385
  %1391 = icmp sgt i64 %1390, 15
  %1392 = mul nsw i64 %1385, %70
  %1393 = getelementptr inbounds float, ptr %199, i64 %1392
  %1394 = mul nuw nsw i64 %1385, %71
  %1395 = getelementptr inbounds nuw float, ptr %559, i64 %1394
  %1396 = icmp sgt i64 %5, %1385
  %1397 = or i1 %1391, %1396
  br label %1398

1398:                                             ; preds = %1389, %1414
  %1399 = phi <16 x float> [ %1378, %1389 ], [ %1415, %1414 ]
  %1400 = phi <16 x float> [ %1379, %1389 ], [ %1416, %1414 ]
  %1401 = phi <16 x float> [ %1380, %1389 ], [ %1417, %1414 ]
  %1402 = phi <16 x float> [ %1381, %1389 ], [ %1418, %1414 ]
  %1403 = phi <16 x float> [ %1382, %1389 ], [ %1419, %1414 ]
  %1404 = phi <16 x float> [ %1383, %1389 ], [ %1420, %1414 ]
  %1405 = phi i64 [ 0, %1389 ], [ %1421, %1414 ]
  %1406 = getelementptr inbounds nuw [4 x i64], ptr %1306, i64 %1405
  %1407 = load i64, ptr %1406, align 8
  br i1 %1397, label %1408, label %1414

1408:                                             ; preds = %1398
  %1409 = getelementptr inbounds nuw [4 x i32], ptr %1307, i64 %1405
  %1410 = load i32, ptr %1409, align 4
  %1411 = getelementptr inbounds nuw float, ptr %1395, i64 %1405
  %1412 = trunc i32 %1410 to i16
  %1413 = bitcast i16 %1412 to <16 x i1>
  br label %1423

1414:                                             ; preds = %1423, %1398
  %1415 = phi <16 x float> [ %1399, %1398 ], [ %1438, %1423 ]
  %1416 = phi <16 x float> [ %1400, %1398 ], [ %1443, %1423 ]
  %1417 = phi <16 x float> [ %1401, %1398 ], [ %1448, %1423 ]
  %1418 = phi <16 x float> [ %1402, %1398 ], [ %1453, %1423 ]
  %1419 = phi <16 x float> [ %1403, %1398 ], [ %1458, %1423 ]
  %1420 = phi <16 x float> [ %1404, %1398 ], [ %1463, %1423 ]
  %1421 = add nuw nsw i64 %1405, 1
  %1422 = icmp eq i64 %1421, %71
  br i1 %1422, label %1356, label %1398

1423:                                             ; preds = %1408, %1423
  %1424 = phi <16 x float> [ %1399, %1408 ], [ %1438, %1423 ]
  %1425 = phi <16 x float> [ %1400, %1408 ], [ %1443, %1423 ]
  %1426 = phi <16 x float> [ %1401, %1408 ], [ %1448, %1423 ]
  %1427 = phi <16 x float> [ %1402, %1408 ], [ %1453, %1423 ]
  %1428 = phi <16 x float> [ %1403, %1408 ], [ %1458, %1423 ]
  %1429 = phi <16 x float> [ %1404, %1408 ], [ %1463, %1423 ]
  %1430 = phi i64 [ %1385, %1408 ], [ %1464, %1423 ]
  %1431 = phi ptr [ %1411, %1408 ], [ %1466, %1423 ]
  %1432 = phi ptr [ %1393, %1408 ], [ %1465, %1423 ]
  %1433 = getelementptr inbounds float, ptr %1432, i64 %1407
  %1434 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1433, <16 x i1> %1413, <16 x float> zeroinitializer)
  %1435 = load float, ptr %1431, align 4
  %1436 = insertelement <16 x float> poison, float %1435, i64 0
  %1437 = shufflevector <16 x float> %1436, <16 x float> poison, <16 x i32> zeroinitializer
  %1438 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1434, <16 x float> %1437, <16 x float> %1424)
  %1439 = getelementptr inbounds float, ptr %1431, i64 %73
  %1440 = load float, ptr %1439, align 4
  %1441 = insertelement <16 x float> poison, float %1440, i64 0
  %1442 = shufflevector <16 x float> %1441, <16 x float> poison, <16 x i32> zeroinitializer
  %1443 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1434, <16 x float> %1442, <16 x float> %1425)
  %1444 = getelementptr inbounds i8, ptr %1431, i64 %79
  %1445 = load float, ptr %1444, align 4
  %1446 = insertelement <16 x float> poison, float %1445, i64 0
  %1447 = shufflevector <16 x float> %1446, <16 x float> poison, <16 x i32> zeroinitializer
  %1448 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1434, <16 x float> %1447, <16 x float> %1426)
  %1449 = getelementptr inbounds i8, ptr %1431, i64 %80
  %1450 = load float, ptr %1449, align 4
  %1451 = insertelement <16 x float> poison, float %1450, i64 0
  %1452 = shufflevector <16 x float> %1451, <16 x float> poison, <16 x i32> zeroinitializer
  %1453 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1434, <16 x float> %1452, <16 x float> %1427)
  %1454 = getelementptr inbounds i8, ptr %1431, i64 %81
  %1455 = load float, ptr %1454, align 4
  %1456 = insertelement <16 x float> poison, float %1455, i64 0
  %1457 = shufflevector <16 x float> %1456, <16 x float> poison, <16 x i32> zeroinitializer
  %1458 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1434, <16 x float> %1457, <16 x float> %1428)
  %1459 = getelementptr inbounds i8, ptr %1431, i64 %82
  %1460 = load float, ptr %1459, align 4
  %1461 = insertelement <16 x float> poison, float %1460, i64 0
  %1462 = shufflevector <16 x float> %1461, <16 x float> poison, <16 x i32> zeroinitializer
  %1463 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1434, <16 x float> %1462, <16 x float> %1429)
  %1464 = add nuw nsw i64 %1430, 1
  %1465 = getelementptr inbounds float, ptr %1432, i64 %70
  %1466 = getelementptr inbounds nuw float, ptr %1431, i64 %71
  %1467 = icmp eq i64 %1464, %1387
  br i1 %1467, label %1414, label %1423

1468:                                             ; preds = %1365
  %1469 = getelementptr inbounds float, ptr %204, i64 %1373
  switch i64 %83, label %1058 [
    i64 1, label %1470
    i64 2, label %1473
    i64 3, label %1480
    i64 0, label %1525
  ]

1470:                                             ; preds = %1468
  %1471 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1469, <16 x i1> %1375, <16 x float> zeroinitializer)
  %1472 = fadd <16 x float> %1366, %1471
  br label %1487

1473:                                             ; preds = %1468
  %1474 = bitcast <16 x float> %1366 to <8 x i64>
  %1475 = or <8 x i64> %1474, %78
  %1476 = fcmp oeq <16 x float> %1366, %51
  %1477 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1366, i32 4)
  %1478 = bitcast <8 x i64> %1475 to <16 x float>
  %1479 = select <16 x i1> %1476, <16 x float> %1478, <16 x float> %1477
  br label %1487

1480:                                             ; preds = %1468
  %1481 = bitcast <16 x float> %1366 to <8 x i64>
  %1482 = and <8 x i64> %1481, %77
  %1483 = fcmp oeq <16 x float> %1366, %48
  %1484 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1366, i32 4)
  %1485 = bitcast <8 x i64> %1482 to <16 x float>
  %1486 = select <16 x i1> %1483, <16 x float> %1485, <16 x float> %1484
  br label %1487

1487:                                             ; preds = %1480, %1473, %1470
  %1488 = phi <16 x float> [ %1472, %1470 ], [ %1479, %1473 ], [ %1486, %1480 ]
  switch i64 %85, label %1058 [
    i64 1, label %1503
    i64 2, label %1496
    i64 3, label %1489
    i64 0, label %1525
  ]

1489:                                             ; preds = %1487
  %1490 = bitcast <16 x float> %1488 to <8 x i64>
  %1491 = and <8 x i64> %1490, %77
  %1492 = fcmp oeq <16 x float> %1488, %48
  %1493 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1488, i32 4)
  %1494 = bitcast <8 x i64> %1491 to <16 x float>
  %1495 = select <16 x i1> %1492, <16 x float> %1494, <16 x float> %1493
  br label %1506

1496:                                             ; preds = %1487
  %1497 = bitcast <16 x float> %1488 to <8 x i64>
  %1498 = or <8 x i64> %1497, %78
  %1499 = fcmp oeq <16 x float> %1488, %51
  %1500 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1488, i32 4)
  %1501 = bitcast <8 x i64> %1498 to <16 x float>
  %1502 = select <16 x i1> %1499, <16 x float> %1501, <16 x float> %1500
  br label %1506

1503:                                             ; preds = %1487
  %1504 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1469, <16 x i1> %1375, <16 x float> zeroinitializer)
  %1505 = fadd <16 x float> %1488, %1504
  br label %1506

1506:                                             ; preds = %1503, %1496, %1489
  %1507 = phi <16 x float> [ %1505, %1503 ], [ %1502, %1496 ], [ %1495, %1489 ]
  switch i64 %87, label %1058 [
    i64 1, label %1522
    i64 2, label %1515
    i64 3, label %1508
    i64 0, label %1525
  ]

1508:                                             ; preds = %1506
  %1509 = bitcast <16 x float> %1507 to <8 x i64>
  %1510 = and <8 x i64> %1509, %77
  %1511 = fcmp oeq <16 x float> %1507, %48
  %1512 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1507, i32 4)
  %1513 = bitcast <8 x i64> %1510 to <16 x float>
  %1514 = select <16 x i1> %1511, <16 x float> %1513, <16 x float> %1512
  br label %1525

1515:                                             ; preds = %1506
  %1516 = bitcast <16 x float> %1507 to <8 x i64>
  %1517 = or <8 x i64> %1516, %78
  %1518 = fcmp oeq <16 x float> %1507, %51
  %1519 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1507, i32 4)
  %1520 = bitcast <8 x i64> %1517 to <16 x float>
  %1521 = select <16 x i1> %1518, <16 x float> %1520, <16 x float> %1519
  br label %1525

1522:                                             ; preds = %1506
  %1523 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1469, <16 x i1> %1375, <16 x float> zeroinitializer)
  %1524 = fadd <16 x float> %1507, %1523
  br label %1525

1525:                                             ; preds = %1468, %1487, %1506, %1522, %1515, %1508, %1365
  %1526 = phi <16 x float> [ %1366, %1365 ], [ %1366, %1468 ], [ %1507, %1506 ], [ %1488, %1487 ], [ %1524, %1522 ], [ %1521, %1515 ], [ %1514, %1508 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1526, ptr align 1 %1376, <16 x i1> %1375)
  %1527 = add nsw i64 %1372, %585
  %1528 = bitcast i16 %1304 to <16 x i1>
  %1529 = select i1 %586, <16 x i1> zeroinitializer, <16 x i1> %1528
  %1530 = getelementptr inbounds float, ptr %206, i64 %1527
  br i1 %76, label %1588, label %1531

1531:                                             ; preds = %1525
  %1532 = getelementptr inbounds float, ptr %204, i64 %1527
  switch i64 %88, label %1058 [
    i64 1, label %1547
    i64 2, label %1540
    i64 3, label %1533
    i64 0, label %1588
  ]

1533:                                             ; preds = %1531
  %1534 = bitcast <16 x float> %1367 to <8 x i64>
  %1535 = and <8 x i64> %1534, %77
  %1536 = fcmp oeq <16 x float> %1367, %48
  %1537 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1367, i32 4)
  %1538 = bitcast <8 x i64> %1535 to <16 x float>
  %1539 = select <16 x i1> %1536, <16 x float> %1538, <16 x float> %1537
  br label %1550

1540:                                             ; preds = %1531
  %1541 = bitcast <16 x float> %1367 to <8 x i64>
  %1542 = or <8 x i64> %1541, %78
  %1543 = fcmp oeq <16 x float> %1367, %51
  %1544 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1367, i32 4)
  %1545 = bitcast <8 x i64> %1542 to <16 x float>
  %1546 = select <16 x i1> %1543, <16 x float> %1545, <16 x float> %1544
  br label %1550

1547:                                             ; preds = %1531
  %1548 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1532, <16 x i1> %1529, <16 x float> zeroinitializer)
  %1549 = fadd <16 x float> %1367, %1548
  br label %1550

1550:                                             ; preds = %1547, %1540, %1533
  %1551 = phi <16 x float> [ %1549, %1547 ], [ %1546, %1540 ], [ %1539, %1533 ]
  switch i64 %90, label %1058 [
    i64 1, label %1566
    i64 2, label %1559
    i64 3, label %1552
    i64 0, label %1588
  ]

1552:                                             ; preds = %1550
  %1553 = bitcast <16 x float> %1551 to <8 x i64>
  %1554 = and <8 x i64> %1553, %77
  %1555 = fcmp oeq <16 x float> %1551, %48
  %1556 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1551, i32 4)
  %1557 = bitcast <8 x i64> %1554 to <16 x float>
  %1558 = select <16 x i1> %1555, <16 x float> %1557, <16 x float> %1556
  br label %1569

1559:                                             ; preds = %1550
  %1560 = bitcast <16 x float> %1551 to <8 x i64>
  %1561 = or <8 x i64> %1560, %78
  %1562 = fcmp oeq <16 x float> %1551, %51
  %1563 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1551, i32 4)
  %1564 = bitcast <8 x i64> %1561 to <16 x float>
  %1565 = select <16 x i1> %1562, <16 x float> %1564, <16 x float> %1563
  br label %1569

1566:                                             ; preds = %1550
  %1567 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1532, <16 x i1> %1529, <16 x float> zeroinitializer)
  %1568 = fadd <16 x float> %1551, %1567
  br label %1569

1569:                                             ; preds = %1566, %1559, %1552
  %1570 = phi <16 x float> [ %1568, %1566 ], [ %1565, %1559 ], [ %1558, %1552 ]
  switch i64 %92, label %1058 [
    i64 1, label %1585
    i64 2, label %1578
    i64 3, label %1571
    i64 0, label %1588
  ]

1571:                                             ; preds = %1569
  %1572 = bitcast <16 x float> %1570 to <8 x i64>
  %1573 = and <8 x i64> %1572, %77
  %1574 = fcmp oeq <16 x float> %1570, %48
  %1575 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1570, i32 4)
  %1576 = bitcast <8 x i64> %1573 to <16 x float>
  %1577 = select <16 x i1> %1574, <16 x float> %1576, <16 x float> %1575
  br label %1588

1578:                                             ; preds = %1569
  %1579 = bitcast <16 x float> %1570 to <8 x i64>
  %1580 = or <8 x i64> %1579, %78
  %1581 = fcmp oeq <16 x float> %1570, %51
  %1582 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1570, i32 4)
  %1583 = bitcast <8 x i64> %1580 to <16 x float>
  %1584 = select <16 x i1> %1581, <16 x float> %1583, <16 x float> %1582
  br label %1588

1585:                                             ; preds = %1569
  %1586 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1532, <16 x i1> %1529, <16 x float> zeroinitializer)
  %1587 = fadd <16 x float> %1570, %1586
  br label %1588

1588:                                             ; preds = %1525, %1531, %1550, %1569, %1585, %1578, %1571
  %1589 = phi <16 x float> [ %1577, %1571 ], [ %1367, %1531 ], [ %1570, %1569 ], [ %1551, %1550 ], [ %1587, %1585 ], [ %1584, %1578 ], [ %1367, %1525 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1589, ptr align 1 %1530, <16 x i1> %1529)
  %1590 = add nsw i64 %1372, %588
  %1591 = bitcast i16 %1304 to <16 x i1>
  %1592 = select i1 %589, <16 x i1> zeroinitializer, <16 x i1> %1591
  %1593 = getelementptr inbounds float, ptr %206, i64 %1590
  br i1 %76, label %1651, label %1594

1594:                                             ; preds = %1588
  %1595 = getelementptr inbounds float, ptr %204, i64 %1590
  switch i64 %93, label %1058 [
    i64 1, label %1610
    i64 2, label %1603
    i64 3, label %1596
    i64 0, label %1651
  ]

1596:                                             ; preds = %1594
  %1597 = bitcast <16 x float> %1368 to <8 x i64>
  %1598 = and <8 x i64> %1597, %77
  %1599 = fcmp oeq <16 x float> %1368, %48
  %1600 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1368, i32 4)
  %1601 = bitcast <8 x i64> %1598 to <16 x float>
  %1602 = select <16 x i1> %1599, <16 x float> %1601, <16 x float> %1600
  br label %1613

1603:                                             ; preds = %1594
  %1604 = bitcast <16 x float> %1368 to <8 x i64>
  %1605 = or <8 x i64> %1604, %78
  %1606 = fcmp oeq <16 x float> %1368, %51
  %1607 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1368, i32 4)
  %1608 = bitcast <8 x i64> %1605 to <16 x float>
  %1609 = select <16 x i1> %1606, <16 x float> %1608, <16 x float> %1607
  br label %1613

1610:                                             ; preds = %1594
  %1611 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1595, <16 x i1> %1592, <16 x float> zeroinitializer)
  %1612 = fadd <16 x float> %1368, %1611
  br label %1613

1613:                                             ; preds = %1610, %1603, %1596
  %1614 = phi <16 x float> [ %1612, %1610 ], [ %1609, %1603 ], [ %1602, %1596 ]
  switch i64 %95, label %1058 [
    i64 1, label %1629
    i64 2, label %1622
    i64 3, label %1615
    i64 0, label %1651
  ]

1615:                                             ; preds = %1613
  %1616 = bitcast <16 x float> %1614 to <8 x i64>
  %1617 = and <8 x i64> %1616, %77
  %1618 = fcmp oeq <16 x float> %1614, %48
  %1619 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1614, i32 4)
  %1620 = bitcast <8 x i64> %1617 to <16 x float>
  %1621 = select <16 x i1> %1618, <16 x float> %1620, <16 x float> %1619
  br label %1632

1622:                                             ; preds = %1613
  %1623 = bitcast <16 x float> %1614 to <8 x i64>
  %1624 = or <8 x i64> %1623, %78
  %1625 = fcmp oeq <16 x float> %1614, %51
  %1626 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1614, i32 4)
  %1627 = bitcast <8 x i64> %1624 to <16 x float>
  %1628 = select <16 x i1> %1625, <16 x float> %1627, <16 x float> %1626
  br label %1632

1629:                                             ; preds = %1613
  %1630 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1595, <16 x i1> %1592, <16 x float> zeroinitializer)
  %1631 = fadd <16 x float> %1614, %1630
  br label %1632

1632:                                             ; preds = %1629, %1622, %1615
  %1633 = phi <16 x float> [ %1631, %1629 ], [ %1628, %1622 ], [ %1621, %1615 ]
  switch i64 %97, label %1058 [
    i64 1, label %1648
    i64 2, label %1641
    i64 3, label %1634
    i64 0, label %1651
  ]

1634:                                             ; preds = %1632
  %1635 = bitcast <16 x float> %1633 to <8 x i64>
  %1636 = and <8 x i64> %1635, %77
  %1637 = fcmp oeq <16 x float> %1633, %48
  %1638 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1633, i32 4)
  %1639 = bitcast <8 x i64> %1636 to <16 x float>
  %1640 = select <16 x i1> %1637, <16 x float> %1639, <16 x float> %1638
  br label %1651

1641:                                             ; preds = %1632
  %1642 = bitcast <16 x float> %1633 to <8 x i64>
  %1643 = or <8 x i64> %1642, %78
  %1644 = fcmp oeq <16 x float> %1633, %51
  %1645 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1633, i32 4)
  %1646 = bitcast <8 x i64> %1643 to <16 x float>
  %1647 = select <16 x i1> %1644, <16 x float> %1646, <16 x float> %1645
  br label %1651

1648:                                             ; preds = %1632
  %1649 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1595, <16 x i1> %1592, <16 x float> zeroinitializer)
  %1650 = fadd <16 x float> %1633, %1649
  br label %1651

1651:                                             ; preds = %1588, %1594, %1613, %1632, %1648, %1641, %1634
  %1652 = phi <16 x float> [ %1640, %1634 ], [ %1368, %1594 ], [ %1633, %1632 ], [ %1614, %1613 ], [ %1650, %1648 ], [ %1647, %1641 ], [ %1368, %1588 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1652, ptr align 1 %1593, <16 x i1> %1592)
  %1653 = add nsw i64 %1372, %591
  %1654 = bitcast i16 %1304 to <16 x i1>
  %1655 = select i1 %592, <16 x i1> zeroinitializer, <16 x i1> %1654
  %1656 = getelementptr inbounds float, ptr %206, i64 %1653
  br i1 %76, label %1714, label %1657

1657:                                             ; preds = %1651
  %1658 = getelementptr inbounds float, ptr %204, i64 %1653
  switch i64 %98, label %1058 [
    i64 1, label %1673
    i64 2, label %1666
    i64 3, label %1659
    i64 0, label %1714
  ]

1659:                                             ; preds = %1657
  %1660 = bitcast <16 x float> %1369 to <8 x i64>
  %1661 = and <8 x i64> %1660, %77
  %1662 = fcmp oeq <16 x float> %1369, %48
  %1663 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1369, i32 4)
  %1664 = bitcast <8 x i64> %1661 to <16 x float>
  %1665 = select <16 x i1> %1662, <16 x float> %1664, <16 x float> %1663
  br label %1676

1666:                                             ; preds = %1657
  %1667 = bitcast <16 x float> %1369 to <8 x i64>
  %1668 = or <8 x i64> %1667, %78
  %1669 = fcmp oeq <16 x float> %1369, %51
  %1670 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1369, i32 4)
  %1671 = bitcast <8 x i64> %1668 to <16 x float>
  %1672 = select <16 x i1> %1669, <16 x float> %1671, <16 x float> %1670
  br label %1676

1673:                                             ; preds = %1657
  %1674 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1658, <16 x i1> %1655, <16 x float> zeroinitializer)
  %1675 = fadd <16 x float> %1369, %1674
  br label %1676

1676:                                             ; preds = %1673, %1666, %1659
  %1677 = phi <16 x float> [ %1675, %1673 ], [ %1672, %1666 ], [ %1665, %1659 ]
  switch i64 %100, label %1058 [
    i64 1, label %1692
    i64 2, label %1685
    i64 3, label %1678
    i64 0, label %1714
  ]

1678:                                             ; preds = %1676
  %1679 = bitcast <16 x float> %1677 to <8 x i64>
  %1680 = and <8 x i64> %1679, %77
  %1681 = fcmp oeq <16 x float> %1677, %48
  %1682 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1677, i32 4)
  %1683 = bitcast <8 x i64> %1680 to <16 x float>
  %1684 = select <16 x i1> %1681, <16 x float> %1683, <16 x float> %1682
  br label %1695

1685:                                             ; preds = %1676
  %1686 = bitcast <16 x float> %1677 to <8 x i64>
  %1687 = or <8 x i64> %1686, %78
  %1688 = fcmp oeq <16 x float> %1677, %51
  %1689 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1677, i32 4)
  %1690 = bitcast <8 x i64> %1687 to <16 x float>
  %1691 = select <16 x i1> %1688, <16 x float> %1690, <16 x float> %1689
  br label %1695

1692:                                             ; preds = %1676
  %1693 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1658, <16 x i1> %1655, <16 x float> zeroinitializer)
  %1694 = fadd <16 x float> %1677, %1693
  br label %1695

1695:                                             ; preds = %1692, %1685, %1678
  %1696 = phi <16 x float> [ %1694, %1692 ], [ %1691, %1685 ], [ %1684, %1678 ]
  switch i64 %102, label %1058 [
    i64 1, label %1711
    i64 2, label %1704
    i64 3, label %1697
    i64 0, label %1714
  ]

1697:                                             ; preds = %1695
  %1698 = bitcast <16 x float> %1696 to <8 x i64>
  %1699 = and <8 x i64> %1698, %77
  %1700 = fcmp oeq <16 x float> %1696, %48
  %1701 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1696, i32 4)
  %1702 = bitcast <8 x i64> %1699 to <16 x float>
  %1703 = select <16 x i1> %1700, <16 x float> %1702, <16 x float> %1701
  br label %1714

1704:                                             ; preds = %1695
  %1705 = bitcast <16 x float> %1696 to <8 x i64>
  %1706 = or <8 x i64> %1705, %78
  %1707 = fcmp oeq <16 x float> %1696, %51
  %1708 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1696, i32 4)
  %1709 = bitcast <8 x i64> %1706 to <16 x float>
  %1710 = select <16 x i1> %1707, <16 x float> %1709, <16 x float> %1708
  br label %1714

1711:                                             ; preds = %1695
  %1712 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1658, <16 x i1> %1655, <16 x float> zeroinitializer)
  %1713 = fadd <16 x float> %1696, %1712
  br label %1714

1714:                                             ; preds = %1651, %1657, %1676, %1695, %1711, %1704, %1697
  %1715 = phi <16 x float> [ %1703, %1697 ], [ %1369, %1657 ], [ %1696, %1695 ], [ %1677, %1676 ], [ %1713, %1711 ], [ %1710, %1704 ], [ %1369, %1651 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1715, ptr align 1 %1656, <16 x i1> %1655)
  %1716 = add nsw i64 %1372, %594
  %1717 = bitcast i16 %1304 to <16 x i1>
  %1718 = select i1 %595, <16 x i1> zeroinitializer, <16 x i1> %1717
  %1719 = getelementptr inbounds float, ptr %206, i64 %1716
  br i1 %76, label %1777, label %1720

1720:                                             ; preds = %1714
  %1721 = getelementptr inbounds float, ptr %204, i64 %1716
  switch i64 %103, label %1058 [
    i64 1, label %1736
    i64 2, label %1729
    i64 3, label %1722
    i64 0, label %1777
  ]

1722:                                             ; preds = %1720
  %1723 = bitcast <16 x float> %1370 to <8 x i64>
  %1724 = and <8 x i64> %1723, %77
  %1725 = fcmp oeq <16 x float> %1370, %48
  %1726 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1370, i32 4)
  %1727 = bitcast <8 x i64> %1724 to <16 x float>
  %1728 = select <16 x i1> %1725, <16 x float> %1727, <16 x float> %1726
  br label %1739

1729:                                             ; preds = %1720
  %1730 = bitcast <16 x float> %1370 to <8 x i64>
  %1731 = or <8 x i64> %1730, %78
  %1732 = fcmp oeq <16 x float> %1370, %51
  %1733 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1370, i32 4)
  %1734 = bitcast <8 x i64> %1731 to <16 x float>
  %1735 = select <16 x i1> %1732, <16 x float> %1734, <16 x float> %1733
  br label %1739

1736:                                             ; preds = %1720
  %1737 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1721, <16 x i1> %1718, <16 x float> zeroinitializer)
  %1738 = fadd <16 x float> %1370, %1737
  br label %1739

1739:                                             ; preds = %1736, %1729, %1722
  %1740 = phi <16 x float> [ %1738, %1736 ], [ %1735, %1729 ], [ %1728, %1722 ]
  switch i64 %105, label %1058 [
    i64 1, label %1755
    i64 2, label %1748
    i64 3, label %1741
    i64 0, label %1777
  ]

1741:                                             ; preds = %1739
  %1742 = bitcast <16 x float> %1740 to <8 x i64>
  %1743 = and <8 x i64> %1742, %77
  %1744 = fcmp oeq <16 x float> %1740, %48
  %1745 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1740, i32 4)
  %1746 = bitcast <8 x i64> %1743 to <16 x float>
  %1747 = select <16 x i1> %1744, <16 x float> %1746, <16 x float> %1745
  br label %1758

1748:                                             ; preds = %1739
  %1749 = bitcast <16 x float> %1740 to <8 x i64>
  %1750 = or <8 x i64> %1749, %78
  %1751 = fcmp oeq <16 x float> %1740, %51
  %1752 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1740, i32 4)
  %1753 = bitcast <8 x i64> %1750 to <16 x float>
  %1754 = select <16 x i1> %1751, <16 x float> %1753, <16 x float> %1752
  br label %1758

1755:                                             ; preds = %1739
  %1756 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1721, <16 x i1> %1718, <16 x float> zeroinitializer)
  %1757 = fadd <16 x float> %1740, %1756
  br label %1758

1758:                                             ; preds = %1755, %1748, %1741
  %1759 = phi <16 x float> [ %1757, %1755 ], [ %1754, %1748 ], [ %1747, %1741 ]
  switch i64 %107, label %1058 [
    i64 1, label %1774
    i64 2, label %1767
    i64 3, label %1760
    i64 0, label %1777
  ]

1760:                                             ; preds = %1758
  %1761 = bitcast <16 x float> %1759 to <8 x i64>
  %1762 = and <8 x i64> %1761, %77
  %1763 = fcmp oeq <16 x float> %1759, %48
  %1764 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1759, i32 4)
  %1765 = bitcast <8 x i64> %1762 to <16 x float>
  %1766 = select <16 x i1> %1763, <16 x float> %1765, <16 x float> %1764
  br label %1777

1767:                                             ; preds = %1758
  %1768 = bitcast <16 x float> %1759 to <8 x i64>
  %1769 = or <8 x i64> %1768, %78
  %1770 = fcmp oeq <16 x float> %1759, %51
  %1771 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1759, i32 4)
  %1772 = bitcast <8 x i64> %1769 to <16 x float>
  %1773 = select <16 x i1> %1770, <16 x float> %1772, <16 x float> %1771
  br label %1777

1774:                                             ; preds = %1758
  %1775 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1721, <16 x i1> %1718, <16 x float> zeroinitializer)
  %1776 = fadd <16 x float> %1759, %1775
  br label %1777

1777:                                             ; preds = %1714, %1720, %1739, %1758, %1774, %1767, %1760
  %1778 = phi <16 x float> [ %1766, %1760 ], [ %1370, %1720 ], [ %1759, %1758 ], [ %1740, %1739 ], [ %1776, %1774 ], [ %1773, %1767 ], [ %1370, %1714 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1778, ptr align 1 %1719, <16 x i1> %1718)
  %1779 = add nsw i64 %1372, %597
  %1780 = bitcast i16 %1304 to <16 x i1>
  %1781 = select i1 %598, <16 x i1> zeroinitializer, <16 x i1> %1780
  %1782 = getelementptr inbounds float, ptr %206, i64 %1779
  br i1 %76, label %1840, label %1783

1783:                                             ; preds = %1777
  %1784 = getelementptr inbounds float, ptr %204, i64 %1779
  switch i64 %108, label %1058 [
    i64 1, label %1799
    i64 2, label %1792
    i64 3, label %1785
    i64 0, label %1840
  ]

1785:                                             ; preds = %1783
  %1786 = bitcast <16 x float> %1371 to <8 x i64>
  %1787 = and <8 x i64> %1786, %77
  %1788 = fcmp oeq <16 x float> %1371, %48
  %1789 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1371, i32 4)
  %1790 = bitcast <8 x i64> %1787 to <16 x float>
  %1791 = select <16 x i1> %1788, <16 x float> %1790, <16 x float> %1789
  br label %1802

1792:                                             ; preds = %1783
  %1793 = bitcast <16 x float> %1371 to <8 x i64>
  %1794 = or <8 x i64> %1793, %78
  %1795 = fcmp oeq <16 x float> %1371, %51
  %1796 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1371, i32 4)
  %1797 = bitcast <8 x i64> %1794 to <16 x float>
  %1798 = select <16 x i1> %1795, <16 x float> %1797, <16 x float> %1796
  br label %1802

1799:                                             ; preds = %1783
  %1800 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1784, <16 x i1> %1781, <16 x float> zeroinitializer)
  %1801 = fadd <16 x float> %1371, %1800
  br label %1802

1802:                                             ; preds = %1799, %1792, %1785
  %1803 = phi <16 x float> [ %1801, %1799 ], [ %1798, %1792 ], [ %1791, %1785 ]
  switch i64 %110, label %1058 [
    i64 1, label %1818
    i64 2, label %1811
    i64 3, label %1804
    i64 0, label %1840
  ]

1804:                                             ; preds = %1802
  %1805 = bitcast <16 x float> %1803 to <8 x i64>
  %1806 = and <8 x i64> %1805, %77
  %1807 = fcmp oeq <16 x float> %1803, %48
  %1808 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1803, i32 4)
  %1809 = bitcast <8 x i64> %1806 to <16 x float>
  %1810 = select <16 x i1> %1807, <16 x float> %1809, <16 x float> %1808
  br label %1821

1811:                                             ; preds = %1802
  %1812 = bitcast <16 x float> %1803 to <8 x i64>
  %1813 = or <8 x i64> %1812, %78
  %1814 = fcmp oeq <16 x float> %1803, %51
  %1815 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1803, i32 4)
  %1816 = bitcast <8 x i64> %1813 to <16 x float>
  %1817 = select <16 x i1> %1814, <16 x float> %1816, <16 x float> %1815
  br label %1821

1818:                                             ; preds = %1802
  %1819 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1784, <16 x i1> %1781, <16 x float> zeroinitializer)
  %1820 = fadd <16 x float> %1803, %1819
  br label %1821

1821:                                             ; preds = %1818, %1811, %1804
  %1822 = phi <16 x float> [ %1820, %1818 ], [ %1817, %1811 ], [ %1810, %1804 ]
  switch i64 %112, label %1058 [
    i64 1, label %1837
    i64 2, label %1830
    i64 3, label %1823
    i64 0, label %1840
  ]

1823:                                             ; preds = %1821
  %1824 = bitcast <16 x float> %1822 to <8 x i64>
  %1825 = and <8 x i64> %1824, %77
  %1826 = fcmp oeq <16 x float> %1822, %48
  %1827 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1822, i32 4)
  %1828 = bitcast <8 x i64> %1825 to <16 x float>
  %1829 = select <16 x i1> %1826, <16 x float> %1828, <16 x float> %1827
  br label %1840

1830:                                             ; preds = %1821
  %1831 = bitcast <16 x float> %1822 to <8 x i64>
  %1832 = or <8 x i64> %1831, %78
  %1833 = fcmp oeq <16 x float> %1822, %51
  %1834 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1822, i32 4)
  %1835 = bitcast <8 x i64> %1832 to <16 x float>
  %1836 = select <16 x i1> %1833, <16 x float> %1835, <16 x float> %1834
  br label %1840

1837:                                             ; preds = %1821
  %1838 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1784, <16 x i1> %1781, <16 x float> zeroinitializer)
  %1839 = fadd <16 x float> %1822, %1838
  br label %1840

1840:                                             ; preds = %1777, %1783, %1802, %1821, %1837, %1830, %1823
  %1841 = phi <16 x float> [ %1829, %1823 ], [ %1371, %1783 ], [ %1822, %1821 ], [ %1803, %1802 ], [ %1839, %1837 ], [ %1836, %1830 ], [ %1371, %1777 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1841, ptr align 1 %1782, <16 x i1> %1781)
  %1842 = add nuw nsw i64 %1295, 1
  %1843 = icmp eq i64 %1842, %505
  br i1 %1843, label %1844, label %1294

1844:                                             ; preds = %1840, %555, %1293
  %1845 = add nsw i64 %550, 6
  %1846 = icmp slt i64 %1845, %194
  br i1 %1846, label %549, label %546
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none))

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none))

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define hidden void @mgxport_conv_f32_nchwk4_fma512_s2prep(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11, i64 noundef %12) local_unnamed_addr {
  %14 = inttoptr i64 %0 to ptr
  %15 = inttoptr i64 %1 to ptr
  %16 = add i64 %8, %5
  %17 = add i64 %16, -1
  %18 = sdiv i64 %17, %8
  %19 = icmp eq i64 %9, 0
  br i1 %19, label %20, label %23

20:                                               ; preds = %13
  %21 = add nsw i64 %6, 1
  %22 = sdiv i64 %21, 2
  br label %23

23:                                               ; preds = %13, %20
  %24 = phi i64 [ %22, %20 ], [ %7, %13 ]
  %25 = add i64 %12, -1
  %26 = add i64 %25, %18
  %27 = sdiv i64 %26, %12
  %28 = icmp slt i64 %2, %3
  br i1 %28, label %29, label %45

29:                                               ; preds = %23
  %30 = shl nsw i64 %8, 1
  %31 = mul i64 %30, %24
  %32 = mul i64 %6, %5
  %33 = mul i64 %31, %18
  %34 = icmp sgt i64 %8, 0
  %35 = icmp sgt i64 %6, 0
  %36 = add nuw i64 %6, 1
  %37 = sdiv i64 %36, 2
  %38 = tail call i64 @llvm.smax.i64(i64 %6, i64 1)
  %39 = lshr i64 %38, 1
  %40 = tail call i64 @llvm.smin.i64(i64 %39, i64 %24)
  %41 = mul i64 %24, %18
  %42 = select i1 %35, i64 %37, i64 0
  %43 = tail call i64 @llvm.smin.i64(i64 %42, i64 %24)
  %44 = icmp sgt i64 %43, 0
  br label %46

45:                                               ; preds = %154, %23
  ret void

46:                                               ; preds = %29, %154
  %47 = phi i64 [ %2, %29 ], [ %155, %154 ]
  %48 = sdiv i64 %47, %27
  %49 = srem i64 %47, %27
  %50 = mul nsw i64 %49, %12
  %51 = sdiv i64 %48, %4
  %52 = mul nsw i64 %51, %10
  %53 = getelementptr inbounds float, ptr %14, i64 %52
  %54 = srem i64 %48, %4
  %55 = mul i64 %32, %54
  %56 = getelementptr inbounds float, ptr %53, i64 %55
  %57 = mul i64 %33, %48
  %58 = getelementptr inbounds float, ptr %15, i64 %57
  %59 = add nsw i64 %50, %12
  br i1 %34, label %60, label %154

60:                                               ; preds = %46, %151
  %61 = phi i64 [ %152, %151 ], [ 0, %46 ]
  %62 = shl nuw nsw i64 %61, 1
  %63 = shl nuw i64 1, %62
  %64 = and i64 %63, %11
  %65 = icmp ne i64 %64, 0
  %66 = shl i64 2, %62
  %67 = and i64 %66, %11
  %68 = icmp ne i64 %67, 0
  %69 = select i1 %65, i1 true, i1 %68
  br i1 %69, label %70, label %151

70:                                               ; preds = %60
  %71 = icmp slt i64 %61, %5
  br i1 %71, label %72, label %76

72:                                               ; preds = %70
  %73 = xor i64 %61, -1
  %74 = add i64 %16, %73
  %75 = sdiv i64 %74, %8
  br label %76

76:                                               ; preds = %70, %72
  %77 = phi i64 [ %75, %72 ], [ 0, %70 ]
  %78 = tail call i64 @llvm.smin.i64(i64 %77, i64 %18)
  %79 = tail call i64 @llvm.smin.i64(i64 %78, i64 %59)
  %80 = mul i64 %41, %62
  %81 = getelementptr inbounds float, ptr %58, i64 %80
  %82 = getelementptr inbounds float, ptr %81, i64 %41
  %83 = icmp slt i64 %50, %79
  br i1 %83, label %84, label %151

84:                                               ; preds = %76, %94
  %85 = phi i64 [ %95, %94 ], [ %50, %76 ]
  %86 = mul nsw i64 %85, %8
  %87 = add nsw i64 %86, %61
  %88 = mul nsw i64 %87, %6
  %89 = getelementptr inbounds float, ptr %56, i64 %88
  br i1 %44, label %90, label %94

90:                                               ; preds = %84
  %91 = mul nsw i64 %85, %24
  %92 = getelementptr inbounds float, ptr %81, i64 %91
  %93 = getelementptr inbounds float, ptr %82, i64 %91
  br label %97

94:                                               ; preds = %148, %84
  %95 = add nsw i64 %85, 1
  %96 = icmp eq i64 %95, %79
  br i1 %96, label %151, label %84

97:                                               ; preds = %90, %148
  %98 = phi i64 [ 0, %90 ], [ %149, %148 ]
  %99 = shl nuw nsw i64 %98, 1
  %100 = sub nsw i64 %6, %99
  %101 = icmp sgt i64 %100, 15
  %102 = trunc i64 %100 to i32
  %103 = shl nsw i32 -1, %102
  %104 = trunc i32 %103 to i16
  %105 = xor i16 %104, -1
  %106 = select i1 %101, i16 -1, i16 %105
  %107 = icmp sgt i64 %100, 31
  br i1 %107, label %116, label %108

108:                                              ; preds = %97
  %109 = tail call i64 @llvm.smax.i64(i64 %100, i64 16)
  %110 = trunc nuw nsw i64 %109 to i32
  %111 = add nsw i32 %110, -16
  %112 = shl nsw i32 -1, %111
  %113 = trunc nsw i32 %112 to i16
  %114 = xor i16 %113, -1
  %115 = bitcast i16 %114 to <16 x i1>
  br label %116

116:                                              ; preds = %108, %97
  %117 = phi <16 x i1> [ %115, %108 ], [ splat (i1 true), %97 ]
  %118 = getelementptr inbounds nuw float, ptr %89, i64 %99
  %119 = bitcast i16 %106 to <16 x i1>
  %120 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %118, <16 x i1> %119, <16 x float> zeroinitializer)
  %121 = getelementptr inbounds nuw i8, ptr %118, i64 64
  %122 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %121, <16 x i1> %117, <16 x float> zeroinitializer)
  %123 = shufflevector <16 x float> %120, <16 x float> %122, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %124 = sub nsw i64 %40, %98
  br i1 %65, label %125, label %136

125:                                              ; preds = %116
  %126 = shufflevector <16 x float> %120, <16 x float> %122, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %127 = sub nsw i64 %43, %98
  %128 = getelementptr inbounds nuw float, ptr %92, i64 %98
  %129 = icmp sgt i64 %127, 15
  %130 = trunc i64 %127 to i32
  %131 = shl nsw i32 -1, %130
  %132 = trunc i32 %131 to i16
  %133 = xor i16 %132, -1
  %134 = select i1 %129, i16 -1, i16 %133
  %135 = bitcast i16 %134 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %126, ptr align 1 %128, <16 x i1> %135)
  br label %136

136:                                              ; preds = %125, %116
  %137 = icmp sgt i64 %124, 0
  %138 = select i1 %68, i1 %137, i1 false
  br i1 %138, label %139, label %148

139:                                              ; preds = %136
  %140 = getelementptr inbounds nuw float, ptr %93, i64 %98
  %141 = icmp samesign ugt i64 %124, 15
  %142 = trunc i64 %124 to i32
  %143 = shl nsw i32 -1, %142
  %144 = trunc i32 %143 to i16
  %145 = xor i16 %144, -1
  %146 = select i1 %141, i16 -1, i16 %145
  %147 = bitcast i16 %146 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %123, ptr align 1 %140, <16 x i1> %147)
  br label %148

148:                                              ; preds = %139, %136
  %149 = add nuw nsw i64 %98, 16
  %150 = icmp slt i64 %149, %43
  br i1 %150, label %97, label %94

151:                                              ; preds = %94, %76, %60
  %152 = add nuw nsw i64 %61, 1
  %153 = icmp eq i64 %152, %8
  br i1 %153, label %154, label %60

154:                                              ; preds = %151, %46
  %155 = add nsw i64 %47, 1
  %156 = icmp eq i64 %155, %3
  br i1 %156, label %45, label %46
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define hidden void @mgxport_conv_f32_nchwk4_fma512_s2(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11, i64 noundef %12, i64 noundef %13, i64 noundef %14, i64 noundef %15, i64 noundef %16, i64 noundef %17, i64 noundef %18, i64 noundef %19, i64 noundef %20, i64 noundef %21, i64 noundef %22, i64 noundef %23, i64 noundef %24, i64 noundef %25, i64 noundef %26, i64 noundef %27, i64 noundef %28, i64 noundef %29) local_unnamed_addr {
  %31 = alloca [7 x i32], align 16
  %32 = alloca [7 x i32], align 16
  %33 = alloca [6 x [4 x <16 x float>]], align 64
  %34 = alloca %struct.s2taps, align 8
  %35 = alloca [49 x [4 x i64]], align 16
  %36 = alloca [49 x [4 x i32]], align 16
  %37 = alloca [4 x i64], align 16
  %38 = alloca [4 x i64], align 16
  %39 = inttoptr i64 %0 to ptr
  %40 = inttoptr i64 %1 to ptr
  %41 = inttoptr i64 %22 to ptr
  %42 = inttoptr i64 %2 to ptr
  %43 = inttoptr i64 %25 to ptr
  %44 = inttoptr i64 %23 to ptr
  %45 = trunc i64 %27 to i32
  %46 = trunc i64 %28 to i32
  %47 = insertelement <16 x i32> poison, i32 %45, i64 0
  %48 = bitcast <16 x i32> %47 to <16 x float>
  %49 = shufflevector <16 x float> %48, <16 x float> poison, <16 x i32> zeroinitializer
  %50 = insertelement <16 x i32> poison, i32 %46, i64 0
  %51 = bitcast <16 x i32> %50 to <16 x float>
  %52 = shufflevector <16 x float> %51, <16 x float> poison, <16 x i32> zeroinitializer
  %53 = add i64 %13, %7
  %54 = add i64 %53, -1
  %55 = sdiv i64 %54, %13
  %56 = icmp eq i64 %19, 0
  br i1 %56, label %57, label %60

57:                                               ; preds = %30
  %58 = add nsw i64 %8, 1
  %59 = sdiv i64 %58, 2
  br label %60

60:                                               ; preds = %30, %57
  %61 = phi i64 [ %59, %57 ], [ %10, %30 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %34)
  %62 = getelementptr inbounds nuw i8, ptr %34, i64 336
  store i64 %61, ptr %62, align 8
  %63 = icmp sgt i64 %11, 0
  br i1 %63, label %64, label %196

64:                                               ; preds = %60
  %65 = getelementptr inbounds nuw i8, ptr %34, i64 56
  %66 = getelementptr inbounds nuw i8, ptr %34, i64 112
  %67 = shl i64 %55, 1
  %68 = mul i64 %67, %61
  %69 = icmp ult i64 %11, 4
  br i1 %69, label %194, label %70

70:                                               ; preds = %64
  %71 = and i64 %11, 9223372036854775804
  %72 = insertelement <4 x i64> poison, i64 %68, i64 0
  %73 = shufflevector <4 x i64> %72, <4 x i64> poison, <4 x i32> zeroinitializer
  %74 = insertelement <4 x i64> poison, i64 %15, i64 0
  %75 = shufflevector <4 x i64> %74, <4 x i64> poison, <4 x i32> zeroinitializer
  %76 = insertelement <4 x i64> poison, i64 %13, i64 0
  %77 = shufflevector <4 x i64> %76, <4 x i64> poison, <4 x i32> zeroinitializer
  %78 = insertelement <4 x i64> poison, i64 %7, i64 0
  %79 = shufflevector <4 x i64> %78, <4 x i64> poison, <4 x i32> zeroinitializer
  %80 = insertelement <4 x i64> poison, i64 %53, i64 0
  %81 = shufflevector <4 x i64> %80, <4 x i64> poison, <4 x i32> zeroinitializer
  %82 = insertelement <4 x i64> poison, i64 %55, i64 0
  %83 = shufflevector <4 x i64> %82, <4 x i64> poison, <4 x i32> zeroinitializer
  br label %84

84:                                               ; preds = %181, %70
  %85 = phi i64 [ 0, %70 ], [ %189, %181 ]
  %86 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %70 ], [ %190, %181 ]
  %87 = sub nsw <4 x i64> %86, %75
  %88 = icmp sgt <4 x i64> %87, splat (i64 -1)
  %89 = xor <4 x i1> %88, splat (i1 true)
  %90 = xor <4 x i64> %87, splat (i64 -1)
  %91 = add <4 x i64> %77, %90
  %92 = extractelement <4 x i1> %89, i64 0
  br i1 %92, label %93, label %97

93:                                               ; preds = %84
  %94 = extractelement <4 x i64> %91, i64 0
  %95 = sdiv i64 %94, %13
  %96 = insertelement <4 x i64> poison, i64 %95, i64 0
  br label %97

97:                                               ; preds = %93, %84
  %98 = phi <4 x i64> [ poison, %84 ], [ %96, %93 ]
  %99 = extractelement <4 x i1> %89, i64 1
  br i1 %99, label %100, label %104

100:                                              ; preds = %97
  %101 = extractelement <4 x i64> %91, i64 1
  %102 = sdiv i64 %101, %13
  %103 = insertelement <4 x i64> %98, i64 %102, i64 1
  br label %104

104:                                              ; preds = %100, %97
  %105 = phi <4 x i64> [ %98, %97 ], [ %103, %100 ]
  %106 = extractelement <4 x i1> %89, i64 2
  br i1 %106, label %107, label %111

107:                                              ; preds = %104
  %108 = extractelement <4 x i64> %91, i64 2
  %109 = sdiv i64 %108, %13
  %110 = insertelement <4 x i64> %105, i64 %109, i64 2
  br label %111

111:                                              ; preds = %107, %104
  %112 = phi <4 x i64> [ %105, %104 ], [ %110, %107 ]
  %113 = extractelement <4 x i1> %89, i64 3
  br i1 %113, label %114, label %118

114:                                              ; preds = %111
  %115 = extractelement <4 x i64> %91, i64 3
  %116 = sdiv i64 %115, %13
  %117 = insertelement <4 x i64> %112, i64 %116, i64 3
  br label %118

118:                                              ; preds = %114, %111
  %119 = phi <4 x i64> [ %112, %111 ], [ %117, %114 ]
  %120 = sub nsw <4 x i64> zeroinitializer, %119
  %121 = extractelement <4 x i1> %88, i64 0
  br i1 %121, label %122, label %126

122:                                              ; preds = %118
  %123 = extractelement <4 x i64> %87, i64 0
  %124 = sdiv i64 %123, %13
  %125 = insertelement <4 x i64> poison, i64 %124, i64 0
  br label %126

126:                                              ; preds = %122, %118
  %127 = phi <4 x i64> [ poison, %118 ], [ %125, %122 ]
  %128 = extractelement <4 x i1> %88, i64 1
  br i1 %128, label %129, label %133

129:                                              ; preds = %126
  %130 = extractelement <4 x i64> %87, i64 1
  %131 = sdiv i64 %130, %13
  %132 = insertelement <4 x i64> %127, i64 %131, i64 1
  br label %133

133:                                              ; preds = %129, %126
  %134 = phi <4 x i64> [ %127, %126 ], [ %132, %129 ]
  %135 = extractelement <4 x i1> %88, i64 2
  br i1 %135, label %136, label %140

136:                                              ; preds = %133
  %137 = extractelement <4 x i64> %87, i64 2
  %138 = sdiv i64 %137, %13
  %139 = insertelement <4 x i64> %134, i64 %138, i64 2
  br label %140

140:                                              ; preds = %136, %133
  %141 = phi <4 x i64> [ %134, %133 ], [ %139, %136 ]
  %142 = extractelement <4 x i1> %88, i64 3
  br i1 %142, label %143, label %147

143:                                              ; preds = %140
  %144 = extractelement <4 x i64> %87, i64 3
  %145 = sdiv i64 %144, %13
  %146 = insertelement <4 x i64> %141, i64 %145, i64 3
  br label %147

147:                                              ; preds = %143, %140
  %148 = phi <4 x i64> [ %141, %140 ], [ %146, %143 ]
  %149 = select <4 x i1> %88, <4 x i64> %148, <4 x i64> %120
  %150 = mul nsw <4 x i64> %149, %77
  %151 = sub nsw <4 x i64> %87, %150
  %152 = icmp slt <4 x i64> %151, %79
  %153 = xor <4 x i64> %151, splat (i64 -1)
  %154 = add <4 x i64> %81, %153
  %155 = extractelement <4 x i1> %152, i64 0
  br i1 %155, label %156, label %160

156:                                              ; preds = %147
  %157 = extractelement <4 x i64> %154, i64 0
  %158 = sdiv i64 %157, %13
  %159 = insertelement <4 x i64> poison, i64 %158, i64 0
  br label %160

160:                                              ; preds = %156, %147
  %161 = phi <4 x i64> [ poison, %147 ], [ %159, %156 ]
  %162 = extractelement <4 x i1> %152, i64 1
  br i1 %162, label %163, label %167

163:                                              ; preds = %160
  %164 = extractelement <4 x i64> %154, i64 1
  %165 = sdiv i64 %164, %13
  %166 = insertelement <4 x i64> %161, i64 %165, i64 1
  br label %167

167:                                              ; preds = %163, %160
  %168 = phi <4 x i64> [ %161, %160 ], [ %166, %163 ]
  %169 = extractelement <4 x i1> %152, i64 2
  br i1 %169, label %170, label %174

170:                                              ; preds = %167
  %171 = extractelement <4 x i64> %154, i64 2
  %172 = sdiv i64 %171, %13
  %173 = insertelement <4 x i64> %168, i64 %172, i64 2
  br label %174

174:                                              ; preds = %170, %167
  %175 = phi <4 x i64> [ %168, %167 ], [ %173, %170 ]
  %176 = extractelement <4 x i1> %152, i64 3
  br i1 %176, label %177, label %181

177:                                              ; preds = %174
  %178 = extractelement <4 x i64> %154, i64 3
  %179 = sdiv i64 %178, %13
  %180 = insertelement <4 x i64> %175, i64 %179, i64 3
  br label %181

181:                                              ; preds = %177, %174
  %182 = phi <4 x i64> [ %175, %174 ], [ %180, %177 ]
  %183 = select <4 x i1> %152, <4 x i64> %182, <4 x i64> zeroinitializer
  %184 = mul <4 x i64> %73, %151
  %185 = getelementptr inbounds nuw i64, ptr %34, i64 %85
  store <4 x i64> %184, ptr %185, align 8
  %186 = getelementptr inbounds nuw i64, ptr %65, i64 %85
  store <4 x i64> %149, ptr %186, align 8
  %187 = tail call <4 x i64> @llvm.smin.v4i64(<4 x i64> %183, <4 x i64> %83)
  %188 = getelementptr inbounds nuw i64, ptr %66, i64 %85
  store <4 x i64> %187, ptr %188, align 8
  %189 = add nuw i64 %85, 4
  %190 = add nuw nsw <4 x i64> %86, splat (i64 4)
  %191 = icmp eq i64 %189, %71
  br i1 %191, label %192, label %84

192:                                              ; preds = %181
  %193 = icmp eq i64 %11, %71
  br i1 %193, label %196, label %194

194:                                              ; preds = %64, %192
  %195 = phi i64 [ 0, %64 ], [ %71, %192 ]
  br label %204

196:                                              ; preds = %224, %192, %60
  %197 = icmp sgt i64 %12, 0
  br i1 %197, label %198, label %260

198:                                              ; preds = %196
  %199 = add i64 %8, 2
  %200 = mul i64 %61, %55
  %201 = getelementptr inbounds nuw i8, ptr %34, i64 168
  %202 = getelementptr inbounds nuw i8, ptr %34, i64 224
  %203 = getelementptr inbounds nuw i8, ptr %34, i64 280
  br label %233

204:                                              ; preds = %194, %224
  %205 = phi i64 [ %231, %224 ], [ %195, %194 ]
  %206 = sub nsw i64 %205, %15
  %207 = icmp sgt i64 %206, -1
  br i1 %207, label %208, label %210

208:                                              ; preds = %204
  %209 = sdiv i64 %206, %13
  br label %215

210:                                              ; preds = %204
  %211 = xor i64 %206, -1
  %212 = add i64 %13, %211
  %213 = sdiv i64 %212, %13
  %214 = sub nsw i64 0, %213
  br label %215

215:                                              ; preds = %210, %208
  %216 = phi i64 [ %209, %208 ], [ %214, %210 ]
  %217 = mul nsw i64 %216, %13
  %218 = sub nsw i64 %206, %217
  %219 = icmp slt i64 %218, %7
  br i1 %219, label %220, label %224

220:                                              ; preds = %215
  %221 = xor i64 %218, -1
  %222 = add i64 %53, %221
  %223 = sdiv i64 %222, %13
  br label %224

224:                                              ; preds = %220, %215
  %225 = phi i64 [ %223, %220 ], [ 0, %215 ]
  %226 = mul i64 %68, %218
  %227 = getelementptr inbounds nuw i64, ptr %34, i64 %205
  store i64 %226, ptr %227, align 8
  %228 = getelementptr inbounds nuw i64, ptr %65, i64 %205
  store i64 %216, ptr %228, align 8
  %229 = tail call i64 @llvm.smin.i64(i64 %225, i64 %55)
  %230 = getelementptr inbounds nuw i64, ptr %66, i64 %205
  store i64 %229, ptr %230, align 8
  %231 = add nuw nsw i64 %205, 1
  %232 = icmp eq i64 %231, %11
  br i1 %232, label %196, label %204

233:                                              ; preds = %251, %198
  %234 = phi i64 [ 0, %198 ], [ %258, %251 ]
  %235 = sub nsw i64 %234, %16
  %236 = icmp sgt i64 %235, -1
  br i1 %236, label %237, label %239

237:                                              ; preds = %233
  %238 = lshr i64 %235, 1
  br label %242

239:                                              ; preds = %233
  %240 = sub i64 1, %235
  %241 = sdiv i64 %240, -2
  br label %242

242:                                              ; preds = %239, %237
  %243 = phi i64 [ %238, %237 ], [ %241, %239 ]
  %244 = shl nsw i64 %243, 1
  %245 = sub nsw i64 %235, %244
  %246 = icmp slt i64 %245, %8
  br i1 %246, label %247, label %251

247:                                              ; preds = %242
  %248 = xor i64 %245, -1
  %249 = add i64 %199, %248
  %250 = sdiv i64 %249, 2
  br label %251

251:                                              ; preds = %247, %242
  %252 = phi i64 [ %250, %247 ], [ 0, %242 ]
  %253 = mul i64 %200, %245
  %254 = getelementptr inbounds nuw i64, ptr %201, i64 %234
  store i64 %253, ptr %254, align 8
  %255 = getelementptr inbounds nuw i64, ptr %202, i64 %234
  store i64 %243, ptr %255, align 8
  %256 = tail call i64 @llvm.smin.i64(i64 %252, i64 %61)
  %257 = getelementptr inbounds nuw i64, ptr %203, i64 %234
  store i64 %256, ptr %257, align 8
  %258 = add nuw nsw i64 %234, 1
  %259 = icmp eq i64 %258, %12
  br i1 %259, label %260, label %233

260:                                              ; preds = %251, %196
  %261 = mul nsw i64 %10, %9
  %262 = add nsw i64 %261, 15
  %263 = sdiv i64 %262, 16
  %264 = add nsw i64 %6, 5
  %265 = sdiv i64 %264, 6
  %266 = add nsw i64 %265, -1
  %267 = add i64 %266, %18
  %268 = sdiv i64 %267, %18
  %269 = add nsw i64 %263, -1
  %270 = add i64 %269, %17
  %271 = sdiv i64 %270, %17
  call void @llvm.lifetime.start.p0(ptr nonnull %35)
  call void @llvm.lifetime.start.p0(ptr nonnull %36)
  %272 = mul i64 %18, 6
  %273 = icmp slt i64 %3, %4
  br i1 %273, label %274, label %395

274:                                              ; preds = %260
  %275 = shl nsw i64 %13, 1
  %276 = mul nsw i64 %55, %275
  %277 = icmp eq i64 %25, 0
  %278 = getelementptr inbounds nuw i8, ptr %34, i64 56
  %279 = getelementptr inbounds nuw i8, ptr %34, i64 112
  %280 = getelementptr inbounds nuw i8, ptr %34, i64 224
  %281 = getelementptr inbounds nuw i8, ptr %34, i64 280
  %282 = getelementptr inbounds nuw i8, ptr %34, i64 168
  %283 = add nsw i64 %6, -6
  %284 = mul nsw i64 %61, %276
  %285 = mul i64 %12, %11
  %286 = icmp eq i64 %22, 0
  %287 = mul i64 %5, %285
  %288 = icmp sgt i64 %5, 0
  %289 = icmp sgt i64 %285, 0
  %290 = icmp eq i64 %29, 0
  %291 = bitcast <16 x float> %49 to <8 x i64>
  %292 = bitcast <16 x float> %52 to <8 x i64>
  %293 = shl i64 %287, 3
  %294 = mul i64 %287, 12
  %295 = shl i64 %287, 4
  %296 = mul i64 %287, 20
  %297 = and i64 %29, 3
  %298 = lshr i64 %29, 2
  %299 = and i64 %298, 3
  %300 = lshr i64 %29, 4
  %301 = and i64 %300, 3
  %302 = and i64 %29, 3
  %303 = lshr i64 %29, 2
  %304 = and i64 %303, 3
  %305 = lshr i64 %29, 4
  %306 = and i64 %305, 3
  %307 = and i64 %29, 3
  %308 = lshr i64 %29, 2
  %309 = and i64 %308, 3
  %310 = lshr i64 %29, 4
  %311 = and i64 %310, 3
  %312 = and i64 %29, 3
  %313 = lshr i64 %29, 2
  %314 = and i64 %313, 3
  %315 = lshr i64 %29, 4
  %316 = and i64 %315, 3
  %317 = and i64 %29, 3
  %318 = lshr i64 %29, 2
  %319 = and i64 %318, 3
  %320 = lshr i64 %29, 4
  %321 = and i64 %320, 3
  %322 = and i64 %29, 3
  %323 = lshr i64 %29, 2
  %324 = and i64 %323, 3
  %325 = lshr i64 %29, 4
  %326 = and i64 %325, 3
  %327 = shl i64 %287, 3
  %328 = mul i64 %287, 12
  %329 = shl i64 %287, 4
  %330 = mul i64 %287, 20
  %331 = and i64 %29, 3
  %332 = lshr i64 %29, 2
  %333 = and i64 %332, 3
  %334 = lshr i64 %29, 4
  %335 = and i64 %334, 3
  %336 = and i64 %29, 3
  %337 = lshr i64 %29, 2
  %338 = and i64 %337, 3
  %339 = lshr i64 %29, 4
  %340 = and i64 %339, 3
  %341 = and i64 %29, 3
  %342 = lshr i64 %29, 2
  %343 = and i64 %342, 3
  %344 = lshr i64 %29, 4
  %345 = and i64 %344, 3
  %346 = and i64 %29, 3
  %347 = lshr i64 %29, 2
  %348 = and i64 %347, 3
  %349 = lshr i64 %29, 4
  %350 = and i64 %349, 3
  %351 = insertelement <4 x i64> poison, i64 %261, i64 0
  %352 = shufflevector <4 x i64> %351, <4 x i64> poison, <4 x i32> zeroinitializer
  %353 = icmp ult i64 %11, 8
  %354 = icmp ult i64 %11, 32
  %355 = and i64 %11, 24
  %356 = and i64 %11, 9223372036854775776
  %357 = icmp eq i64 %11, %356
  %358 = icmp eq i64 %355, 0
  %359 = and i64 %11, 9223372036854775800
  %360 = icmp eq i64 %11, %359
  %361 = icmp ult i64 %12, 8
  %362 = icmp ult i64 %12, 32
  %363 = and i64 %12, 24
  %364 = and i64 %12, 9223372036854775776
  %365 = icmp eq i64 %12, %364
  %366 = icmp eq i64 %363, 0
  %367 = and i64 %12, 9223372036854775800
  %368 = icmp eq i64 %12, %367
  %369 = icmp ult i64 %12, 8
  %370 = and i64 %12, 9223372036854775800
  %371 = icmp eq i64 %12, %370
  %372 = getelementptr inbounds nuw i8, ptr %33, i64 64
  %373 = getelementptr inbounds nuw i8, ptr %33, i64 128
  %374 = getelementptr inbounds nuw i8, ptr %33, i64 192
  %375 = getelementptr inbounds nuw i8, ptr %33, i64 256
  %376 = getelementptr inbounds nuw i8, ptr %33, i64 320
  %377 = getelementptr inbounds nuw i8, ptr %33, i64 384
  %378 = getelementptr inbounds nuw i8, ptr %33, i64 448
  %379 = getelementptr inbounds nuw i8, ptr %33, i64 512
  %380 = getelementptr inbounds nuw i8, ptr %33, i64 576
  %381 = getelementptr inbounds nuw i8, ptr %33, i64 640
  %382 = getelementptr inbounds nuw i8, ptr %33, i64 704
  %383 = getelementptr inbounds nuw i8, ptr %33, i64 768
  %384 = getelementptr inbounds nuw i8, ptr %33, i64 832
  %385 = getelementptr inbounds nuw i8, ptr %33, i64 896
  %386 = getelementptr inbounds nuw i8, ptr %33, i64 960
  %387 = getelementptr inbounds nuw i8, ptr %33, i64 1024
  %388 = getelementptr inbounds nuw i8, ptr %33, i64 1088
  %389 = getelementptr inbounds nuw i8, ptr %33, i64 1152
  %390 = getelementptr inbounds nuw i8, ptr %33, i64 1216
  %391 = getelementptr inbounds nuw i8, ptr %33, i64 1280
  %392 = getelementptr inbounds nuw i8, ptr %33, i64 1344
  %393 = getelementptr inbounds nuw i8, ptr %33, i64 1408
  %394 = getelementptr inbounds nuw i8, ptr %33, i64 1472
  br label %396

395:                                              ; preds = %425, %260
  call void @llvm.lifetime.end.p0(ptr nonnull %36)
  call void @llvm.lifetime.end.p0(ptr nonnull %35)
  call void @llvm.lifetime.end.p0(ptr nonnull %34)
  ret void

396:                                              ; preds = %274, %425
  %397 = phi i64 [ %3, %274 ], [ %426, %425 ]
  %398 = srem i64 %397, %268
  %399 = sdiv i64 %397, %268
  %400 = srem i64 %399, %271
  %401 = sdiv i64 %399, %271
  %402 = add nsw i64 %398, 1
  %403 = mul i64 %272, %402
  %404 = tail call i64 @llvm.smin.i64(i64 %403, i64 %6)
  %405 = add nsw i64 %400, 1
  %406 = mul nsw i64 %405, %17
  %407 = tail call i64 @llvm.smin.i64(i64 %406, i64 %263)
  %408 = mul nsw i64 %401, %20
  %409 = getelementptr inbounds float, ptr %39, i64 %408
  %410 = mul nsw i64 %401, %21
  %411 = getelementptr inbounds float, ptr %42, i64 %410
  %412 = mul nsw i64 %401, %26
  %413 = getelementptr inbounds float, ptr %43, i64 %412
  %414 = select i1 %277, ptr null, ptr %413
  %415 = mul nsw i64 %401, %24
  %416 = getelementptr inbounds float, ptr %44, i64 %415
  %417 = mul nsw i64 %400, %17
  %418 = mul i64 %272, %398
  %419 = icmp slt i64 %417, %407
  br i1 %419, label %420, label %425

420:                                              ; preds = %396
  %421 = add nsw i64 %407, -1
  %422 = icmp slt i64 %418, %404
  %423 = insertelement <4 x i64> poison, i64 %421, i64 0
  %424 = shufflevector <4 x i64> %423, <4 x i64> poison, <4 x i32> zeroinitializer
  br label %428

425:                                              ; preds = %830, %396
  %426 = add i64 %397, 1
  %427 = icmp eq i64 %426, %4
  br i1 %427, label %395, label %396

428:                                              ; preds = %420, %830
  %429 = phi i64 [ %417, %420 ], [ %831, %830 ]
  %430 = sub nsw i64 %407, %429
  %431 = icmp sgt i64 %430, 3
  %432 = trunc i64 %430 to i32
  %433 = select i1 %431, i32 4, i32 %432
  call void @llvm.lifetime.start.p0(ptr nonnull %37)
  call void @llvm.lifetime.start.p0(ptr nonnull %38)
  %434 = sext i32 %433 to i64
  %435 = insertelement <4 x i64> poison, i64 %429, i64 0
  %436 = shufflevector <4 x i64> %435, <4 x i64> poison, <4 x i32> zeroinitializer
  %437 = add <4 x i64> %436, <i64 0, i64 1, i64 2, i64 3>
  %438 = call <4 x i64> @llvm.smin.v4i64(<4 x i64> %437, <4 x i64> %424)
  %439 = shl nsw <4 x i64> %438, splat (i64 4)
  store <4 x i64> %439, ptr %37, align 16
  %440 = insertelement <4 x i32> poison, i32 %433, i64 0
  %441 = shufflevector <4 x i32> %440, <4 x i32> poison, <4 x i32> zeroinitializer
  %442 = icmp sgt <4 x i32> %441, <i32 0, i32 1, i32 2, i32 3>
  %443 = sub nsw <4 x i64> %352, %439
  %444 = select <4 x i1> %442, <4 x i64> %443, <4 x i64> zeroinitializer
  store <4 x i64> %444, ptr %38, align 16
  br label %445

445:                                              ; preds = %428, %763
  %446 = phi i64 [ 0, %428 ], [ %764, %763 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %31)
  call void @llvm.lifetime.start.p0(ptr nonnull %32)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %32, i8 0, i64 28, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %31, i8 0, i64 28, i1 false)
  %447 = icmp slt i64 %446, %434
  %448 = getelementptr inbounds nuw i64, ptr %37, i64 %446
  %449 = load i64, ptr %448, align 8
  br i1 %447, label %450, label %458

450:                                              ; preds = %445
  %451 = sub nsw i64 %261, %449
  %452 = tail call i64 @llvm.smin.i64(i64 %451, i64 16)
  %453 = icmp sgt i64 %451, 0
  br i1 %453, label %454, label %458

454:                                              ; preds = %450
  %455 = srem i64 %449, %10
  %456 = sub nsw i64 0, %455
  %457 = sdiv i64 %449, %10
  br label %462

458:                                              ; preds = %695, %445, %450
  br i1 %63, label %459, label %763

459:                                              ; preds = %458
  %460 = getelementptr i64, ptr %35, i64 %446
  %461 = getelementptr i32, ptr %36, i64 %446
  br label %722

462:                                              ; preds = %454, %695
  %463 = phi i64 [ 0, %695 ], [ %456, %454 ]
  %464 = phi i64 [ %468, %695 ], [ 0, %454 ]
  %465 = phi i64 [ %696, %695 ], [ %457, %454 ]
  %466 = add i64 %463, %10
  %467 = add i64 %466, %464
  %468 = tail call i64 @llvm.smin.i64(i64 %467, i64 %452)
  br i1 %63, label %469, label %556

469:                                              ; preds = %462
  %470 = trunc i64 %468 to i32
  %471 = shl nsw i32 -1, %470
  %472 = xor i32 %471, -1
  %473 = trunc i64 %464 to i32
  %474 = shl nsw i32 -1, %473
  %475 = and i32 %474, %472
  br i1 %353, label %554, label %476

476:                                              ; preds = %469
  br i1 %354, label %532, label %477

477:                                              ; preds = %476
  %478 = insertelement <8 x i32> poison, i32 %475, i64 0
  %479 = shufflevector <8 x i32> %478, <8 x i32> poison, <8 x i32> zeroinitializer
  %480 = insertelement <8 x i64> poison, i64 %465, i64 0
  %481 = shufflevector <8 x i64> %480, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %482

482:                                              ; preds = %482, %477
  %483 = phi i64 [ 0, %477 ], [ %528, %482 ]
  %484 = getelementptr inbounds nuw i64, ptr %278, i64 %483
  %485 = getelementptr inbounds nuw i8, ptr %484, i64 64
  %486 = getelementptr inbounds nuw i8, ptr %484, i64 128
  %487 = getelementptr inbounds nuw i8, ptr %484, i64 192
  %488 = load <8 x i64>, ptr %484, align 8
  %489 = load <8 x i64>, ptr %485, align 8
  %490 = load <8 x i64>, ptr %486, align 8
  %491 = load <8 x i64>, ptr %487, align 8
  %492 = add nsw <8 x i64> %488, %481
  %493 = add nsw <8 x i64> %489, %481
  %494 = add nsw <8 x i64> %490, %481
  %495 = add nsw <8 x i64> %491, %481
  %496 = icmp sgt <8 x i64> %492, splat (i64 -1)
  %497 = icmp sgt <8 x i64> %493, splat (i64 -1)
  %498 = icmp sgt <8 x i64> %494, splat (i64 -1)
  %499 = icmp sgt <8 x i64> %495, splat (i64 -1)
  %500 = getelementptr i64, ptr %279, i64 %483
  %501 = getelementptr i8, ptr %500, i64 64
  %502 = getelementptr i8, ptr %500, i64 128
  %503 = getelementptr i8, ptr %500, i64 192
  %504 = call <8 x i64> @llvm.masked.load.v8i64.p0(ptr align 8 %500, <8 x i1> %496, <8 x i64> poison)
  %505 = call <8 x i64> @llvm.masked.load.v8i64.p0(ptr align 8 %501, <8 x i1> %497, <8 x i64> poison)
  %506 = call <8 x i64> @llvm.masked.load.v8i64.p0(ptr align 8 %502, <8 x i1> %498, <8 x i64> poison)
  %507 = call <8 x i64> @llvm.masked.load.v8i64.p0(ptr align 8 %503, <8 x i1> %499, <8 x i64> poison)
  %508 = icmp slt <8 x i64> %492, %504
  %509 = icmp slt <8 x i64> %493, %505
  %510 = icmp slt <8 x i64> %494, %506
  %511 = icmp slt <8 x i64> %495, %507
  %512 = select <8 x i1> %496, <8 x i1> %508, <8 x i1> zeroinitializer
  %513 = select <8 x i1> %497, <8 x i1> %509, <8 x i1> zeroinitializer
  %514 = select <8 x i1> %498, <8 x i1> %510, <8 x i1> zeroinitializer
  %515 = select <8 x i1> %499, <8 x i1> %511, <8 x i1> zeroinitializer
  %516 = getelementptr i32, ptr %31, i64 %483
  %517 = getelementptr i8, ptr %516, i64 32
  %518 = getelementptr i8, ptr %516, i64 64
  %519 = getelementptr i8, ptr %516, i64 96
  %520 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %516, <8 x i1> %512, <8 x i32> poison)
  %521 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %517, <8 x i1> %513, <8 x i32> poison)
  %522 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %518, <8 x i1> %514, <8 x i32> poison)
  %523 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %519, <8 x i1> %515, <8 x i32> poison)
  %524 = or <8 x i32> %520, %479
  %525 = or <8 x i32> %521, %479
  %526 = or <8 x i32> %522, %479
  %527 = or <8 x i32> %523, %479
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %524, ptr align 16 %516, <8 x i1> %512)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %525, ptr align 16 %517, <8 x i1> %513)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %526, ptr align 16 %518, <8 x i1> %514)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %527, ptr align 16 %519, <8 x i1> %515)
  %528 = add nuw i64 %483, 32
  %529 = icmp eq i64 %528, %356
  br i1 %529, label %530, label %482

530:                                              ; preds = %482
  br i1 %357, label %556, label %531

531:                                              ; preds = %530
  br i1 %358, label %554, label %532

532:                                              ; preds = %476, %531
  %533 = phi i64 [ %356, %531 ], [ 0, %476 ]
  %534 = insertelement <8 x i32> poison, i32 %475, i64 0
  %535 = shufflevector <8 x i32> %534, <8 x i32> poison, <8 x i32> zeroinitializer
  %536 = insertelement <8 x i64> poison, i64 %465, i64 0
  %537 = shufflevector <8 x i64> %536, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %538

538:                                              ; preds = %538, %532
  %539 = phi i64 [ %533, %532 ], [ %551, %538 ]
  %540 = getelementptr inbounds nuw i64, ptr %278, i64 %539
  %541 = load <8 x i64>, ptr %540, align 8
  %542 = add nsw <8 x i64> %541, %537
  %543 = icmp sgt <8 x i64> %542, splat (i64 -1)
  %544 = getelementptr i64, ptr %279, i64 %539
  %545 = call <8 x i64> @llvm.masked.load.v8i64.p0(ptr align 8 %544, <8 x i1> %543, <8 x i64> poison)
  %546 = icmp slt <8 x i64> %542, %545
  %547 = select <8 x i1> %543, <8 x i1> %546, <8 x i1> zeroinitializer
  %548 = getelementptr i32, ptr %31, i64 %539
  %549 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %548, <8 x i1> %547, <8 x i32> poison)
  %550 = or <8 x i32> %549, %535
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %550, ptr align 16 %548, <8 x i1> %547)
  %551 = add nuw i64 %539, 8
  %552 = icmp eq i64 %551, %359
  br i1 %552, label %553, label %538

553:                                              ; preds = %538
  br i1 %360, label %556, label %554

554:                                              ; preds = %469, %531, %553
  %555 = phi i64 [ 0, %469 ], [ %356, %531 ], [ %359, %553 ]
  br label %678

556:                                              ; preds = %692, %530, %553, %462
  br i1 %197, label %557, label %695

557:                                              ; preds = %556
  %558 = add i64 %464, %463
  br i1 %361, label %676, label %559

559:                                              ; preds = %557
  br i1 %362, label %645, label %560

560:                                              ; preds = %559
  %561 = insertelement <8 x i64> poison, i64 %558, i64 0
  %562 = shufflevector <8 x i64> %561, <8 x i64> poison, <8 x i32> zeroinitializer
  %563 = insertelement <8 x i64> poison, i64 %464, i64 0
  %564 = shufflevector <8 x i64> %563, <8 x i64> poison, <8 x i32> zeroinitializer
  %565 = insertelement <8 x i64> poison, i64 %468, i64 0
  %566 = shufflevector <8 x i64> %565, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %567

567:                                              ; preds = %567, %560
  %568 = phi i64 [ 0, %560 ], [ %641, %567 ]
  %569 = getelementptr inbounds nuw i64, ptr %280, i64 %568
  %570 = getelementptr inbounds nuw i8, ptr %569, i64 64
  %571 = getelementptr inbounds nuw i8, ptr %569, i64 128
  %572 = getelementptr inbounds nuw i8, ptr %569, i64 192
  %573 = load <8 x i64>, ptr %569, align 8
  %574 = load <8 x i64>, ptr %570, align 8
  %575 = load <8 x i64>, ptr %571, align 8
  %576 = load <8 x i64>, ptr %572, align 8
  %577 = sub <8 x i64> %562, %573
  %578 = sub <8 x i64> %562, %574
  %579 = sub <8 x i64> %562, %575
  %580 = sub <8 x i64> %562, %576
  %581 = getelementptr inbounds nuw i64, ptr %281, i64 %568
  %582 = getelementptr inbounds nuw i8, ptr %581, i64 64
  %583 = getelementptr inbounds nuw i8, ptr %581, i64 128
  %584 = getelementptr inbounds nuw i8, ptr %581, i64 192
  %585 = load <8 x i64>, ptr %581, align 8
  %586 = load <8 x i64>, ptr %582, align 8
  %587 = load <8 x i64>, ptr %583, align 8
  %588 = load <8 x i64>, ptr %584, align 8
  %589 = add nsw <8 x i64> %577, %585
  %590 = add nsw <8 x i64> %578, %586
  %591 = add nsw <8 x i64> %579, %587
  %592 = add nsw <8 x i64> %580, %588
  %593 = call <8 x i64> @llvm.smax.v8i64(<8 x i64> %577, <8 x i64> %564)
  %594 = call <8 x i64> @llvm.smax.v8i64(<8 x i64> %578, <8 x i64> %564)
  %595 = call <8 x i64> @llvm.smax.v8i64(<8 x i64> %579, <8 x i64> %564)
  %596 = call <8 x i64> @llvm.smax.v8i64(<8 x i64> %580, <8 x i64> %564)
  %597 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %589, <8 x i64> %566)
  %598 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %590, <8 x i64> %566)
  %599 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %591, <8 x i64> %566)
  %600 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %592, <8 x i64> %566)
  %601 = icmp slt <8 x i64> %593, %597
  %602 = icmp slt <8 x i64> %594, %598
  %603 = icmp slt <8 x i64> %595, %599
  %604 = icmp slt <8 x i64> %596, %600
  %605 = trunc <8 x i64> %597 to <8 x i32>
  %606 = trunc <8 x i64> %598 to <8 x i32>
  %607 = trunc <8 x i64> %599 to <8 x i32>
  %608 = trunc <8 x i64> %600 to <8 x i32>
  %609 = shl nsw <8 x i32> splat (i32 -1), %605
  %610 = shl nsw <8 x i32> splat (i32 -1), %606
  %611 = shl nsw <8 x i32> splat (i32 -1), %607
  %612 = shl nsw <8 x i32> splat (i32 -1), %608
  %613 = xor <8 x i32> %609, splat (i32 -1)
  %614 = xor <8 x i32> %610, splat (i32 -1)
  %615 = xor <8 x i32> %611, splat (i32 -1)
  %616 = xor <8 x i32> %612, splat (i32 -1)
  %617 = trunc <8 x i64> %593 to <8 x i32>
  %618 = trunc <8 x i64> %594 to <8 x i32>
  %619 = trunc <8 x i64> %595 to <8 x i32>
  %620 = trunc <8 x i64> %596 to <8 x i32>
  %621 = shl nsw <8 x i32> splat (i32 -1), %617
  %622 = shl nsw <8 x i32> splat (i32 -1), %618
  %623 = shl nsw <8 x i32> splat (i32 -1), %619
  %624 = shl nsw <8 x i32> splat (i32 -1), %620
  %625 = and <8 x i32> %621, %613
  %626 = and <8 x i32> %622, %614
  %627 = and <8 x i32> %623, %615
  %628 = and <8 x i32> %624, %616
  %629 = getelementptr i32, ptr %32, i64 %568
  %630 = getelementptr i8, ptr %629, i64 32
  %631 = getelementptr i8, ptr %629, i64 64
  %632 = getelementptr i8, ptr %629, i64 96
  %633 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %629, <8 x i1> %601, <8 x i32> poison)
  %634 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %630, <8 x i1> %602, <8 x i32> poison)
  %635 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %631, <8 x i1> %603, <8 x i32> poison)
  %636 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %632, <8 x i1> %604, <8 x i32> poison)
  %637 = or <8 x i32> %633, %625
  %638 = or <8 x i32> %634, %626
  %639 = or <8 x i32> %635, %627
  %640 = or <8 x i32> %636, %628
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %637, ptr align 16 %629, <8 x i1> %601)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %638, ptr align 16 %630, <8 x i1> %602)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %639, ptr align 16 %631, <8 x i1> %603)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %640, ptr align 16 %632, <8 x i1> %604)
  %641 = add nuw i64 %568, 32
  %642 = icmp eq i64 %641, %364
  br i1 %642, label %643, label %567

643:                                              ; preds = %567
  br i1 %365, label %695, label %644

644:                                              ; preds = %643
  br i1 %366, label %676, label %645

645:                                              ; preds = %559, %644
  %646 = phi i64 [ %364, %644 ], [ 0, %559 ]
  %647 = insertelement <8 x i64> poison, i64 %558, i64 0
  %648 = shufflevector <8 x i64> %647, <8 x i64> poison, <8 x i32> zeroinitializer
  %649 = insertelement <8 x i64> poison, i64 %464, i64 0
  %650 = shufflevector <8 x i64> %649, <8 x i64> poison, <8 x i32> zeroinitializer
  %651 = insertelement <8 x i64> poison, i64 %468, i64 0
  %652 = shufflevector <8 x i64> %651, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %653

653:                                              ; preds = %653, %645
  %654 = phi i64 [ %646, %645 ], [ %673, %653 ]
  %655 = getelementptr inbounds nuw i64, ptr %280, i64 %654
  %656 = load <8 x i64>, ptr %655, align 8
  %657 = sub <8 x i64> %648, %656
  %658 = getelementptr inbounds nuw i64, ptr %281, i64 %654
  %659 = load <8 x i64>, ptr %658, align 8
  %660 = add nsw <8 x i64> %657, %659
  %661 = call <8 x i64> @llvm.smax.v8i64(<8 x i64> %657, <8 x i64> %650)
  %662 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %660, <8 x i64> %652)
  %663 = icmp slt <8 x i64> %661, %662
  %664 = trunc <8 x i64> %662 to <8 x i32>
  %665 = shl nsw <8 x i32> splat (i32 -1), %664
  %666 = xor <8 x i32> %665, splat (i32 -1)
  %667 = trunc <8 x i64> %661 to <8 x i32>
  %668 = shl nsw <8 x i32> splat (i32 -1), %667
  %669 = and <8 x i32> %668, %666
  %670 = getelementptr i32, ptr %32, i64 %654
  %671 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %670, <8 x i1> %663, <8 x i32> poison)
  %672 = or <8 x i32> %671, %669
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %672, ptr align 16 %670, <8 x i1> %663)
  %673 = add nuw i64 %654, 8
  %674 = icmp eq i64 %673, %367
  br i1 %674, label %675, label %653

675:                                              ; preds = %653
  br i1 %368, label %695, label %676

676:                                              ; preds = %557, %644, %675
  %677 = phi i64 [ 0, %557 ], [ %364, %644 ], [ %367, %675 ]
  br label %698

678:                                              ; preds = %554, %692
  %679 = phi i64 [ %693, %692 ], [ %555, %554 ]
  %680 = getelementptr inbounds nuw i64, ptr %278, i64 %679
  %681 = load i64, ptr %680, align 8
  %682 = add nsw i64 %681, %465
  %683 = icmp sgt i64 %682, -1
  br i1 %683, label %684, label %692

684:                                              ; preds = %678
  %685 = getelementptr inbounds nuw i64, ptr %279, i64 %679
  %686 = load i64, ptr %685, align 8
  %687 = icmp slt i64 %682, %686
  br i1 %687, label %688, label %692

688:                                              ; preds = %684
  %689 = getelementptr inbounds nuw i32, ptr %31, i64 %679
  %690 = load i32, ptr %689, align 4
  %691 = or i32 %690, %475
  store i32 %691, ptr %689, align 4
  br label %692

692:                                              ; preds = %688, %684, %678
  %693 = add nuw nsw i64 %679, 1
  %694 = icmp eq i64 %693, %11
  br i1 %694, label %556, label %678

695:                                              ; preds = %719, %643, %675, %556
  %696 = add nsw i64 %465, 1
  %697 = icmp slt i64 %467, %452
  br i1 %697, label %462, label %458

698:                                              ; preds = %676, %719
  %699 = phi i64 [ %720, %719 ], [ %677, %676 ]
  %700 = getelementptr inbounds nuw i64, ptr %280, i64 %699
  %701 = load i64, ptr %700, align 8
  %702 = sub i64 %558, %701
  %703 = getelementptr inbounds nuw i64, ptr %281, i64 %699
  %704 = load i64, ptr %703, align 8
  %705 = add nsw i64 %702, %704
  %706 = tail call i64 @llvm.smax.i64(i64 %702, i64 %464)
  %707 = tail call i64 @llvm.smin.i64(i64 %705, i64 %468)
  %708 = icmp slt i64 %706, %707
  br i1 %708, label %709, label %719

709:                                              ; preds = %698
  %710 = trunc i64 %707 to i32
  %711 = shl nsw i32 -1, %710
  %712 = xor i32 %711, -1
  %713 = trunc i64 %706 to i32
  %714 = shl nsw i32 -1, %713
  %715 = and i32 %714, %712
  %716 = getelementptr inbounds nuw i32, ptr %32, i64 %699
  %717 = load i32, ptr %716, align 4
  %718 = or i32 %717, %715
  store i32 %718, ptr %716, align 4
  br label %719

719:                                              ; preds = %709, %698
  %720 = add nuw nsw i64 %699, 1
  %721 = icmp eq i64 %720, %12
  br i1 %721, label %695, label %698

722:                                              ; preds = %459, %766
  %723 = phi i64 [ 0, %459 ], [ %767, %766 ]
  br i1 %197, label %724, label %766

724:                                              ; preds = %722
  %725 = getelementptr inbounds nuw i64, ptr %34, i64 %723
  %726 = load i64, ptr %725, align 8
  %727 = getelementptr inbounds nuw i64, ptr %278, i64 %723
  %728 = load i64, ptr %727, align 8
  %729 = mul nsw i64 %728, %10
  %730 = add i64 %726, %449
  %731 = add i64 %730, %729
  %732 = mul nuw nsw i64 %723, %12
  %733 = getelementptr inbounds nuw i32, ptr %31, i64 %723
  %734 = load i32, ptr %733, align 4
  br i1 %369, label %761, label %735

735:                                              ; preds = %724
  %736 = insertelement <8 x i64> poison, i64 %731, i64 0
  %737 = shufflevector <8 x i64> %736, <8 x i64> poison, <8 x i32> zeroinitializer
  %738 = insertelement <8 x i64> poison, i64 %732, i64 0
  %739 = shufflevector <8 x i64> %738, <8 x i64> poison, <8 x i32> zeroinitializer
  %740 = insertelement <8 x i32> poison, i32 %734, i64 0
  %741 = shufflevector <8 x i32> %740, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %742

742:                                              ; preds = %742, %735
  %743 = phi i64 [ 0, %735 ], [ %757, %742 ]
  %744 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %735 ], [ %758, %742 ]
  %745 = getelementptr inbounds nuw i64, ptr %282, i64 %743
  %746 = load <8 x i64>, ptr %745, align 8
  %747 = getelementptr inbounds nuw i64, ptr %280, i64 %743
  %748 = load <8 x i64>, ptr %747, align 8
  %749 = add <8 x i64> %746, %737
  %750 = add nsw <8 x i64> %749, %748
  %751 = add nuw nsw <8 x i64> %744, %739
  %752 = getelementptr [4 x i64], ptr %460, <8 x i64> %751
  call void @llvm.masked.scatter.v8i64.v8p0(<8 x i64> %750, <8 x ptr> align 8 %752, <8 x i1> splat (i1 true))
  %753 = getelementptr inbounds nuw i32, ptr %32, i64 %743
  %754 = load <8 x i32>, ptr %753, align 16
  %755 = and <8 x i32> %754, %741
  %756 = getelementptr [4 x i32], ptr %461, <8 x i64> %751
  call void @llvm.masked.scatter.v8i32.v8p0(<8 x i32> %755, <8 x ptr> align 4 %756, <8 x i1> splat (i1 true))
  %757 = add nuw i64 %743, 8
  %758 = add nuw nsw <8 x i64> %744, splat (i64 8)
  %759 = icmp eq i64 %757, %370
  br i1 %759, label %760, label %742

760:                                              ; preds = %742
  br i1 %371, label %766, label %761

761:                                              ; preds = %724, %760
  %762 = phi i64 [ 0, %724 ], [ %370, %760 ]
  br label %769

763:                                              ; preds = %766, %458
  call void @llvm.lifetime.end.p0(ptr nonnull %32)
  call void @llvm.lifetime.end.p0(ptr nonnull %31)
  %764 = add nuw nsw i64 %446, 1
  %765 = icmp eq i64 %764, 4
  br i1 %765, label %785, label %445

766:                                              ; preds = %769, %760, %722
  %767 = add nuw nsw i64 %723, 1
  %768 = icmp eq i64 %767, %11
  br i1 %768, label %763, label %722

769:                                              ; preds = %761, %769
  %770 = phi i64 [ %783, %769 ], [ %762, %761 ]
  %771 = getelementptr inbounds nuw i64, ptr %282, i64 %770
  %772 = load i64, ptr %771, align 8
  %773 = getelementptr inbounds nuw i64, ptr %280, i64 %770
  %774 = load i64, ptr %773, align 8
  %775 = add i64 %772, %731
  %776 = add nsw i64 %775, %774
  %777 = add nuw nsw i64 %770, %732
  %778 = getelementptr [4 x i64], ptr %460, i64 %777
  store i64 %776, ptr %778, align 8
  %779 = getelementptr inbounds nuw i32, ptr %32, i64 %770
  %780 = load i32, ptr %779, align 4
  %781 = and i32 %780, %734
  %782 = getelementptr [4 x i32], ptr %461, i64 %777
  store i32 %781, ptr %782, align 4
  %783 = add nuw nsw i64 %770, 1
  %784 = icmp eq i64 %783, %12
  br i1 %784, label %766, label %769

785:                                              ; preds = %763
  br i1 %422, label %786, label %830

786:                                              ; preds = %785
  %787 = icmp eq i32 %433, 4
  %788 = icmp sgt i32 %433, 0
  %789 = zext nneg i32 %433 to i64
  %790 = extractelement <4 x i64> %443, i64 0
  %791 = icmp sgt i64 %790, 15
  %792 = trunc i64 %790 to i32
  %793 = shl nsw i32 -1, %792
  %794 = trunc i32 %793 to i16
  %795 = xor i16 %794, -1
  %796 = select i1 %791, i16 -1, i16 %795
  %797 = extractelement <4 x i64> %443, i64 1
  %798 = icmp sgt i64 %797, 15
  %799 = trunc i64 %797 to i32
  %800 = shl nsw i32 -1, %799
  %801 = trunc i32 %800 to i16
  %802 = xor i16 %801, -1
  %803 = select i1 %798, i16 -1, i16 %802
  %804 = extractelement <4 x i64> %443, i64 2
  %805 = icmp sgt i64 %804, 15
  %806 = trunc i64 %804 to i32
  %807 = shl nsw i32 -1, %806
  %808 = trunc i32 %807 to i16
  %809 = xor i16 %808, -1
  %810 = select i1 %805, i16 -1, i16 %809
  %811 = extractelement <4 x i64> %443, i64 3
  %812 = icmp sgt i64 %811, 15
  %813 = trunc i64 %811 to i32
  %814 = shl nsw i32 -1, %813
  %815 = trunc i32 %814 to i16
  %816 = xor i16 %815, -1
  %817 = select i1 %812, i16 -1, i16 %816
  %818 = bitcast i16 %796 to <16 x i1>
  %819 = bitcast i16 %803 to <16 x i1>
  %820 = bitcast i16 %810 to <16 x i1>
  %821 = bitcast i16 %817 to <16 x i1>
  %822 = bitcast i16 %796 to <16 x i1>
  %823 = bitcast i16 %803 to <16 x i1>
  %824 = bitcast i16 %810 to <16 x i1>
  %825 = bitcast i16 %817 to <16 x i1>
  %826 = extractelement <4 x i64> %439, i64 0
  %827 = extractelement <4 x i64> %439, i64 1
  %828 = extractelement <4 x i64> %439, i64 2
  %829 = extractelement <4 x i64> %439, i64 3
  br label %833

830:                                              ; preds = %2128, %785
  call void @llvm.lifetime.end.p0(ptr nonnull %38)
  call void @llvm.lifetime.end.p0(ptr nonnull %37)
  %831 = add nsw i64 %429, 4
  %832 = icmp slt i64 %831, %407
  br i1 %832, label %428, label %425

833:                                              ; preds = %786, %2128
  %834 = phi i64 [ %418, %786 ], [ %2129, %2128 ]
  %835 = sub nsw i64 %404, %834
  %836 = icmp sgt i64 %835, 5
  %837 = select i1 %836, i64 %834, i64 %283
  %838 = sub nsw i64 %834, %837
  br i1 %787, label %883, label %839

839:                                              ; preds = %833
  br i1 %788, label %840, label %2128

840:                                              ; preds = %839
  %841 = mul i64 %287, %837
  %842 = getelementptr inbounds float, ptr %41, i64 %837
  %843 = getelementptr inbounds float, ptr %40, i64 %841
  %844 = getelementptr inbounds nuw i8, ptr %842, i64 4
  %845 = getelementptr inbounds nuw i8, ptr %842, i64 8
  %846 = getelementptr inbounds nuw i8, ptr %842, i64 12
  %847 = getelementptr inbounds nuw i8, ptr %842, i64 16
  %848 = getelementptr inbounds nuw i8, ptr %842, i64 20
  %849 = mul nsw i64 %837, %261
  %850 = getelementptr inbounds float, ptr %411, i64 %849
  %851 = add nsw i64 %837, 1
  %852 = mul nsw i64 %851, %261
  %853 = getelementptr inbounds float, ptr %411, i64 %852
  %854 = add nsw i64 %837, 2
  %855 = mul nsw i64 %854, %261
  %856 = getelementptr inbounds float, ptr %411, i64 %855
  %857 = add nsw i64 %837, 3
  %858 = mul nsw i64 %857, %261
  %859 = getelementptr inbounds float, ptr %411, i64 %858
  %860 = add nsw i64 %837, 4
  %861 = mul nsw i64 %860, %261
  %862 = getelementptr inbounds float, ptr %411, i64 %861
  %863 = add nsw i64 %837, 5
  %864 = mul nsw i64 %863, %261
  %865 = getelementptr inbounds float, ptr %411, i64 %864
  %866 = mul nsw i64 %837, %261
  %867 = icmp sgt i64 %838, 0
  %868 = add nsw i64 %837, 1
  %869 = mul nsw i64 %868, %261
  %870 = icmp sgt i64 %838, 1
  %871 = add nsw i64 %837, 2
  %872 = mul nsw i64 %871, %261
  %873 = icmp sgt i64 %838, 2
  %874 = add nsw i64 %837, 3
  %875 = mul nsw i64 %874, %261
  %876 = icmp sgt i64 %838, 3
  %877 = add nsw i64 %837, 4
  %878 = mul nsw i64 %877, %261
  %879 = icmp sgt i64 %838, 4
  %880 = add nsw i64 %837, 5
  %881 = mul nsw i64 %880, %261
  %882 = icmp sgt i64 %838, 5
  br label %1578

883:                                              ; preds = %833
  %884 = getelementptr inbounds float, ptr %41, i64 %837
  br i1 %286, label %895, label %885

885:                                              ; preds = %883
  %886 = load float, ptr %884, align 4
  %887 = insertelement <16 x float> poison, float %886, i64 0
  %888 = shufflevector <16 x float> %887, <16 x float> poison, <16 x i32> zeroinitializer
  %889 = insertelement <16 x float> poison, float %886, i64 0
  %890 = shufflevector <16 x float> %889, <16 x float> poison, <16 x i32> zeroinitializer
  %891 = insertelement <16 x float> poison, float %886, i64 0
  %892 = shufflevector <16 x float> %891, <16 x float> poison, <16 x i32> zeroinitializer
  %893 = insertelement <16 x float> poison, float %886, i64 0
  %894 = shufflevector <16 x float> %893, <16 x float> poison, <16 x i32> zeroinitializer
  br label %906

895:                                              ; preds = %883
  %896 = mul nsw i64 %837, %261
  %897 = getelementptr inbounds float, ptr %411, i64 %896
  %898 = getelementptr inbounds float, ptr %897, i64 %826
  %899 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %898, <16 x i1> %818, <16 x float> zeroinitializer)
  %900 = getelementptr inbounds float, ptr %897, i64 %827
  %901 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %900, <16 x i1> %819, <16 x float> zeroinitializer)
  %902 = getelementptr inbounds float, ptr %897, i64 %828
  %903 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %902, <16 x i1> %820, <16 x float> zeroinitializer)
  %904 = getelementptr inbounds float, ptr %897, i64 %829
  %905 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %904, <16 x i1> %821, <16 x float> zeroinitializer)
  br label %906

906:                                              ; preds = %895, %885
  %907 = phi <16 x float> [ %903, %895 ], [ %892, %885 ]
  %908 = phi <16 x float> [ %901, %895 ], [ %890, %885 ]
  %909 = phi <16 x float> [ %899, %895 ], [ %888, %885 ]
  %910 = phi <16 x float> [ %905, %895 ], [ %894, %885 ]
  br i1 %286, label %922, label %911

911:                                              ; preds = %906
  %912 = getelementptr inbounds nuw i8, ptr %884, i64 4
  %913 = load float, ptr %912, align 4
  %914 = insertelement <16 x float> poison, float %913, i64 0
  %915 = shufflevector <16 x float> %914, <16 x float> poison, <16 x i32> zeroinitializer
  %916 = insertelement <16 x float> poison, float %913, i64 0
  %917 = shufflevector <16 x float> %916, <16 x float> poison, <16 x i32> zeroinitializer
  %918 = insertelement <16 x float> poison, float %913, i64 0
  %919 = shufflevector <16 x float> %918, <16 x float> poison, <16 x i32> zeroinitializer
  %920 = insertelement <16 x float> poison, float %913, i64 0
  %921 = shufflevector <16 x float> %920, <16 x float> poison, <16 x i32> zeroinitializer
  br label %934

922:                                              ; preds = %906
  %923 = add nsw i64 %837, 1
  %924 = mul nsw i64 %923, %261
  %925 = getelementptr inbounds float, ptr %411, i64 %924
  %926 = getelementptr inbounds float, ptr %925, i64 %826
  %927 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %926, <16 x i1> %818, <16 x float> zeroinitializer)
  %928 = getelementptr inbounds float, ptr %925, i64 %827
  %929 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %928, <16 x i1> %819, <16 x float> zeroinitializer)
  %930 = getelementptr inbounds float, ptr %925, i64 %828
  %931 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %930, <16 x i1> %820, <16 x float> zeroinitializer)
  %932 = getelementptr inbounds float, ptr %925, i64 %829
  %933 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %932, <16 x i1> %821, <16 x float> zeroinitializer)
  br label %934

934:                                              ; preds = %922, %911
  %935 = phi <16 x float> [ %931, %922 ], [ %919, %911 ]
  %936 = phi <16 x float> [ %929, %922 ], [ %917, %911 ]
  %937 = phi <16 x float> [ %927, %922 ], [ %915, %911 ]
  %938 = phi <16 x float> [ %933, %922 ], [ %921, %911 ]
  br i1 %286, label %950, label %939

939:                                              ; preds = %934
  %940 = getelementptr inbounds nuw i8, ptr %884, i64 8
  %941 = load float, ptr %940, align 4
  %942 = insertelement <16 x float> poison, float %941, i64 0
  %943 = shufflevector <16 x float> %942, <16 x float> poison, <16 x i32> zeroinitializer
  %944 = insertelement <16 x float> poison, float %941, i64 0
  %945 = shufflevector <16 x float> %944, <16 x float> poison, <16 x i32> zeroinitializer
  %946 = insertelement <16 x float> poison, float %941, i64 0
  %947 = shufflevector <16 x float> %946, <16 x float> poison, <16 x i32> zeroinitializer
  %948 = insertelement <16 x float> poison, float %941, i64 0
  %949 = shufflevector <16 x float> %948, <16 x float> poison, <16 x i32> zeroinitializer
  br label %962

950:                                              ; preds = %934
  %951 = add nsw i64 %837, 2
  %952 = mul nsw i64 %951, %261
  %953 = getelementptr inbounds float, ptr %411, i64 %952
  %954 = getelementptr inbounds float, ptr %953, i64 %826
  %955 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %954, <16 x i1> %818, <16 x float> zeroinitializer)
  %956 = getelementptr inbounds float, ptr %953, i64 %827
  %957 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %956, <16 x i1> %819, <16 x float> zeroinitializer)
  %958 = getelementptr inbounds float, ptr %953, i64 %828
  %959 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %958, <16 x i1> %820, <16 x float> zeroinitializer)
  %960 = getelementptr inbounds float, ptr %953, i64 %829
  %961 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %960, <16 x i1> %821, <16 x float> zeroinitializer)
  br label %962

962:                                              ; preds = %950, %939
  %963 = phi <16 x float> [ %959, %950 ], [ %947, %939 ]
  %964 = phi <16 x float> [ %957, %950 ], [ %945, %939 ]
  %965 = phi <16 x float> [ %955, %950 ], [ %943, %939 ]
  %966 = phi <16 x float> [ %961, %950 ], [ %949, %939 ]
  br i1 %286, label %978, label %967

967:                                              ; preds = %962
  %968 = getelementptr inbounds nuw i8, ptr %884, i64 12
  %969 = load float, ptr %968, align 4
  %970 = insertelement <16 x float> poison, float %969, i64 0
  %971 = shufflevector <16 x float> %970, <16 x float> poison, <16 x i32> zeroinitializer
  %972 = insertelement <16 x float> poison, float %969, i64 0
  %973 = shufflevector <16 x float> %972, <16 x float> poison, <16 x i32> zeroinitializer
  %974 = insertelement <16 x float> poison, float %969, i64 0
  %975 = shufflevector <16 x float> %974, <16 x float> poison, <16 x i32> zeroinitializer
  %976 = insertelement <16 x float> poison, float %969, i64 0
  %977 = shufflevector <16 x float> %976, <16 x float> poison, <16 x i32> zeroinitializer
  br label %990

978:                                              ; preds = %962
  %979 = add nsw i64 %837, 3
  %980 = mul nsw i64 %979, %261
  %981 = getelementptr inbounds float, ptr %411, i64 %980
  %982 = getelementptr inbounds float, ptr %981, i64 %826
  %983 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %982, <16 x i1> %818, <16 x float> zeroinitializer)
  %984 = getelementptr inbounds float, ptr %981, i64 %827
  %985 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %984, <16 x i1> %819, <16 x float> zeroinitializer)
  %986 = getelementptr inbounds float, ptr %981, i64 %828
  %987 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %986, <16 x i1> %820, <16 x float> zeroinitializer)
  %988 = getelementptr inbounds float, ptr %981, i64 %829
  %989 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %988, <16 x i1> %821, <16 x float> zeroinitializer)
  br label %990

990:                                              ; preds = %978, %967
  %991 = phi <16 x float> [ %987, %978 ], [ %975, %967 ]
  %992 = phi <16 x float> [ %985, %978 ], [ %973, %967 ]
  %993 = phi <16 x float> [ %983, %978 ], [ %971, %967 ]
  %994 = phi <16 x float> [ %989, %978 ], [ %977, %967 ]
  br i1 %286, label %1006, label %995

995:                                              ; preds = %990
  %996 = getelementptr inbounds nuw i8, ptr %884, i64 16
  %997 = load float, ptr %996, align 4
  %998 = insertelement <16 x float> poison, float %997, i64 0
  %999 = shufflevector <16 x float> %998, <16 x float> poison, <16 x i32> zeroinitializer
  %1000 = insertelement <16 x float> poison, float %997, i64 0
  %1001 = shufflevector <16 x float> %1000, <16 x float> poison, <16 x i32> zeroinitializer
  %1002 = insertelement <16 x float> poison, float %997, i64 0
  %1003 = shufflevector <16 x float> %1002, <16 x float> poison, <16 x i32> zeroinitializer
  %1004 = insertelement <16 x float> poison, float %997, i64 0
  %1005 = shufflevector <16 x float> %1004, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1018

1006:                                             ; preds = %990
  %1007 = add nsw i64 %837, 4
  %1008 = mul nsw i64 %1007, %261
  %1009 = getelementptr inbounds float, ptr %411, i64 %1008
  %1010 = getelementptr inbounds float, ptr %1009, i64 %826
  %1011 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1010, <16 x i1> %818, <16 x float> zeroinitializer)
  %1012 = getelementptr inbounds float, ptr %1009, i64 %827
  %1013 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1012, <16 x i1> %819, <16 x float> zeroinitializer)
  %1014 = getelementptr inbounds float, ptr %1009, i64 %828
  %1015 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1014, <16 x i1> %820, <16 x float> zeroinitializer)
  %1016 = getelementptr inbounds float, ptr %1009, i64 %829
  %1017 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1016, <16 x i1> %821, <16 x float> zeroinitializer)
  br label %1018

1018:                                             ; preds = %1006, %995
  %1019 = phi <16 x float> [ %1015, %1006 ], [ %1003, %995 ]
  %1020 = phi <16 x float> [ %1013, %1006 ], [ %1001, %995 ]
  %1021 = phi <16 x float> [ %1011, %1006 ], [ %999, %995 ]
  %1022 = phi <16 x float> [ %1017, %1006 ], [ %1005, %995 ]
  br i1 %286, label %1034, label %1023

1023:                                             ; preds = %1018
  %1024 = getelementptr inbounds nuw i8, ptr %884, i64 20
  %1025 = load float, ptr %1024, align 4
  %1026 = insertelement <16 x float> poison, float %1025, i64 0
  %1027 = shufflevector <16 x float> %1026, <16 x float> poison, <16 x i32> zeroinitializer
  %1028 = insertelement <16 x float> poison, float %1025, i64 0
  %1029 = shufflevector <16 x float> %1028, <16 x float> poison, <16 x i32> zeroinitializer
  %1030 = insertelement <16 x float> poison, float %1025, i64 0
  %1031 = shufflevector <16 x float> %1030, <16 x float> poison, <16 x i32> zeroinitializer
  %1032 = insertelement <16 x float> poison, float %1025, i64 0
  %1033 = shufflevector <16 x float> %1032, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1046

1034:                                             ; preds = %1018
  %1035 = add nsw i64 %837, 5
  %1036 = mul nsw i64 %1035, %261
  %1037 = getelementptr inbounds float, ptr %411, i64 %1036
  %1038 = getelementptr inbounds float, ptr %1037, i64 %826
  %1039 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1038, <16 x i1> %818, <16 x float> zeroinitializer)
  %1040 = getelementptr inbounds float, ptr %1037, i64 %827
  %1041 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1040, <16 x i1> %819, <16 x float> zeroinitializer)
  %1042 = getelementptr inbounds float, ptr %1037, i64 %828
  %1043 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1042, <16 x i1> %820, <16 x float> zeroinitializer)
  %1044 = getelementptr inbounds float, ptr %1037, i64 %829
  %1045 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1044, <16 x i1> %821, <16 x float> zeroinitializer)
  br label %1046

1046:                                             ; preds = %1034, %1023
  %1047 = phi <16 x float> [ %1043, %1034 ], [ %1031, %1023 ]
  %1048 = phi <16 x float> [ %1041, %1034 ], [ %1029, %1023 ]
  %1049 = phi <16 x float> [ %1039, %1034 ], [ %1027, %1023 ]
  %1050 = phi <16 x float> [ %1045, %1034 ], [ %1033, %1023 ]
  %1051 = mul i64 %287, %837
  %1052 = getelementptr inbounds float, ptr %40, i64 %1051
  br i1 %288, label %1105, label %1080

1053:                                             ; preds = %1198, %1105
  %1054 = phi <16 x float> [ %1106, %1105 ], [ %1199, %1198 ]
  %1055 = phi <16 x float> [ %1107, %1105 ], [ %1200, %1198 ]
  %1056 = phi <16 x float> [ %1108, %1105 ], [ %1201, %1198 ]
  %1057 = phi <16 x float> [ %1109, %1105 ], [ %1202, %1198 ]
  %1058 = phi <16 x float> [ %1110, %1105 ], [ %1203, %1198 ]
  %1059 = phi <16 x float> [ %1111, %1105 ], [ %1204, %1198 ]
  %1060 = phi <16 x float> [ %1112, %1105 ], [ %1205, %1198 ]
  %1061 = phi <16 x float> [ %1113, %1105 ], [ %1206, %1198 ]
  %1062 = phi <16 x float> [ %1114, %1105 ], [ %1207, %1198 ]
  %1063 = phi <16 x float> [ %1115, %1105 ], [ %1208, %1198 ]
  %1064 = phi <16 x float> [ %1116, %1105 ], [ %1209, %1198 ]
  %1065 = phi <16 x float> [ %1117, %1105 ], [ %1210, %1198 ]
  %1066 = phi <16 x float> [ %1118, %1105 ], [ %1211, %1198 ]
  %1067 = phi <16 x float> [ %1119, %1105 ], [ %1212, %1198 ]
  %1068 = phi <16 x float> [ %1120, %1105 ], [ %1213, %1198 ]
  %1069 = phi <16 x float> [ %1121, %1105 ], [ %1214, %1198 ]
  %1070 = phi <16 x float> [ %1122, %1105 ], [ %1215, %1198 ]
  %1071 = phi <16 x float> [ %1123, %1105 ], [ %1216, %1198 ]
  %1072 = phi <16 x float> [ %1124, %1105 ], [ %1217, %1198 ]
  %1073 = phi <16 x float> [ %1125, %1105 ], [ %1218, %1198 ]
  %1074 = phi <16 x float> [ %1126, %1105 ], [ %1219, %1198 ]
  %1075 = phi <16 x float> [ %1127, %1105 ], [ %1220, %1198 ]
  %1076 = phi <16 x float> [ %1128, %1105 ], [ %1221, %1198 ]
  %1077 = phi <16 x float> [ %1129, %1105 ], [ %1222, %1198 ]
  %1078 = icmp slt i64 %1134, %5
  %1079 = add i64 %1130, -16
  br i1 %1078, label %1105, label %1080

1080:                                             ; preds = %1053, %1046
  %1081 = phi <16 x float> [ %1050, %1046 ], [ %1054, %1053 ]
  %1082 = phi <16 x float> [ %1047, %1046 ], [ %1055, %1053 ]
  %1083 = phi <16 x float> [ %1048, %1046 ], [ %1056, %1053 ]
  %1084 = phi <16 x float> [ %1049, %1046 ], [ %1057, %1053 ]
  %1085 = phi <16 x float> [ %1022, %1046 ], [ %1058, %1053 ]
  %1086 = phi <16 x float> [ %1019, %1046 ], [ %1059, %1053 ]
  %1087 = phi <16 x float> [ %1020, %1046 ], [ %1060, %1053 ]
  %1088 = phi <16 x float> [ %1021, %1046 ], [ %1061, %1053 ]
  %1089 = phi <16 x float> [ %994, %1046 ], [ %1067, %1053 ]
  %1090 = phi <16 x float> [ %991, %1046 ], [ %1068, %1053 ]
  %1091 = phi <16 x float> [ %992, %1046 ], [ %1069, %1053 ]
  %1092 = phi <16 x float> [ %993, %1046 ], [ %1070, %1053 ]
  %1093 = phi <16 x float> [ %966, %1046 ], [ %1071, %1053 ]
  %1094 = phi <16 x float> [ %963, %1046 ], [ %1072, %1053 ]
  %1095 = phi <16 x float> [ %964, %1046 ], [ %1073, %1053 ]
  %1096 = phi <16 x float> [ %965, %1046 ], [ %1074, %1053 ]
  %1097 = phi <16 x float> [ %938, %1046 ], [ %1075, %1053 ]
  %1098 = phi <16 x float> [ %935, %1046 ], [ %1076, %1053 ]
  %1099 = phi <16 x float> [ %936, %1046 ], [ %1077, %1053 ]
  %1100 = phi <16 x float> [ %937, %1046 ], [ %1066, %1053 ]
  %1101 = phi <16 x float> [ %910, %1046 ], [ %1062, %1053 ]
  %1102 = phi <16 x float> [ %907, %1046 ], [ %1063, %1053 ]
  %1103 = phi <16 x float> [ %908, %1046 ], [ %1064, %1053 ]
  %1104 = phi <16 x float> [ %909, %1046 ], [ %1065, %1053 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %33)
  store <16 x float> %1104, ptr %33, align 64
  store <16 x float> %1103, ptr %372, align 64
  store <16 x float> %1102, ptr %373, align 64
  store <16 x float> %1101, ptr %374, align 64
  store <16 x float> %1100, ptr %375, align 64
  store <16 x float> %1099, ptr %376, align 64
  store <16 x float> %1098, ptr %377, align 64
  store <16 x float> %1097, ptr %378, align 64
  store <16 x float> %1096, ptr %379, align 64
  store <16 x float> %1095, ptr %380, align 64
  store <16 x float> %1094, ptr %381, align 64
  store <16 x float> %1093, ptr %382, align 64
  store <16 x float> %1092, ptr %383, align 64
  store <16 x float> %1091, ptr %384, align 64
  store <16 x float> %1090, ptr %385, align 64
  store <16 x float> %1089, ptr %386, align 64
  store <16 x float> %1088, ptr %387, align 64
  store <16 x float> %1087, ptr %388, align 64
  store <16 x float> %1086, ptr %389, align 64
  store <16 x float> %1085, ptr %390, align 64
  store <16 x float> %1084, ptr %391, align 64
  store <16 x float> %1083, ptr %392, align 64
  store <16 x float> %1082, ptr %393, align 64
  store <16 x float> %1081, ptr %394, align 64
  br label %1312

1105:                                             ; preds = %1046, %1053
  %1106 = phi <16 x float> [ %1054, %1053 ], [ %1050, %1046 ]
  %1107 = phi <16 x float> [ %1055, %1053 ], [ %1047, %1046 ]
  %1108 = phi <16 x float> [ %1056, %1053 ], [ %1048, %1046 ]
  %1109 = phi <16 x float> [ %1057, %1053 ], [ %1049, %1046 ]
  %1110 = phi <16 x float> [ %1058, %1053 ], [ %1022, %1046 ]
  %1111 = phi <16 x float> [ %1059, %1053 ], [ %1019, %1046 ]
  %1112 = phi <16 x float> [ %1060, %1053 ], [ %1020, %1046 ]
  %1113 = phi <16 x float> [ %1061, %1053 ], [ %1021, %1046 ]
  %1114 = phi <16 x float> [ %1062, %1053 ], [ %910, %1046 ]
  %1115 = phi <16 x float> [ %1063, %1053 ], [ %907, %1046 ]
  %1116 = phi <16 x float> [ %1064, %1053 ], [ %908, %1046 ]
  %1117 = phi <16 x float> [ %1065, %1053 ], [ %909, %1046 ]
  %1118 = phi <16 x float> [ %1066, %1053 ], [ %937, %1046 ]
  %1119 = phi <16 x float> [ %1067, %1053 ], [ %994, %1046 ]
  %1120 = phi <16 x float> [ %1068, %1053 ], [ %991, %1046 ]
  %1121 = phi <16 x float> [ %1069, %1053 ], [ %992, %1046 ]
  %1122 = phi <16 x float> [ %1070, %1053 ], [ %993, %1046 ]
  %1123 = phi <16 x float> [ %1071, %1053 ], [ %966, %1046 ]
  %1124 = phi <16 x float> [ %1072, %1053 ], [ %963, %1046 ]
  %1125 = phi <16 x float> [ %1073, %1053 ], [ %964, %1046 ]
  %1126 = phi <16 x float> [ %1074, %1053 ], [ %965, %1046 ]
  %1127 = phi <16 x float> [ %1075, %1053 ], [ %938, %1046 ]
  %1128 = phi <16 x float> [ %1076, %1053 ], [ %935, %1046 ]
  %1129 = phi <16 x float> [ %1077, %1053 ], [ %936, %1046 ]
  %1130 = phi i64 [ %1079, %1053 ], [ %5, %1046 ]
  %1131 = phi i64 [ %1134, %1053 ], [ 0, %1046 ]
  %1132 = call i64 @llvm.smin.i64(i64 %1130, i64 16)
  %1133 = add i64 %1132, %1131
  %1134 = add nuw nsw i64 %1131, 16
  br i1 %289, label %1135, label %1053

1135:                                             ; preds = %1105
  %1136 = sub nsw i64 %5, %1131
  %1137 = icmp sgt i64 %1136, 15
  %1138 = mul nsw i64 %1131, %284
  %1139 = getelementptr inbounds float, ptr %409, i64 %1138
  %1140 = mul nuw nsw i64 %1131, %285
  %1141 = getelementptr inbounds nuw float, ptr %1052, i64 %1140
  %1142 = icmp sgt i64 %5, %1131
  %1143 = or i1 %1137, %1142
  br label %1144

1144:                                             ; preds = %1135, %1198
  %1145 = phi <16 x float> [ %1106, %1135 ], [ %1199, %1198 ]
  %1146 = phi <16 x float> [ %1107, %1135 ], [ %1200, %1198 ]
  %1147 = phi <16 x float> [ %1108, %1135 ], [ %1201, %1198 ]
  %1148 = phi <16 x float> [ %1109, %1135 ], [ %1202, %1198 ]
  %1149 = phi <16 x float> [ %1110, %1135 ], [ %1203, %1198 ]
  %1150 = phi <16 x float> [ %1111, %1135 ], [ %1204, %1198 ]
  %1151 = phi <16 x float> [ %1112, %1135 ], [ %1205, %1198 ]
  %1152 = phi <16 x float> [ %1113, %1135 ], [ %1206, %1198 ]
  %1153 = phi <16 x float> [ %1114, %1135 ], [ %1207, %1198 ]
  %1154 = phi <16 x float> [ %1115, %1135 ], [ %1208, %1198 ]
  %1155 = phi <16 x float> [ %1116, %1135 ], [ %1209, %1198 ]
  %1156 = phi <16 x float> [ %1117, %1135 ], [ %1210, %1198 ]
  %1157 = phi <16 x float> [ %1118, %1135 ], [ %1211, %1198 ]
  %1158 = phi <16 x float> [ %1119, %1135 ], [ %1212, %1198 ]
  %1159 = phi <16 x float> [ %1120, %1135 ], [ %1213, %1198 ]
  %1160 = phi <16 x float> [ %1121, %1135 ], [ %1214, %1198 ]
  %1161 = phi <16 x float> [ %1122, %1135 ], [ %1215, %1198 ]
  %1162 = phi <16 x float> [ %1123, %1135 ], [ %1216, %1198 ]
  %1163 = phi <16 x float> [ %1124, %1135 ], [ %1217, %1198 ]
  %1164 = phi <16 x float> [ %1125, %1135 ], [ %1218, %1198 ]
  %1165 = phi <16 x float> [ %1126, %1135 ], [ %1219, %1198 ]
  %1166 = phi <16 x float> [ %1127, %1135 ], [ %1220, %1198 ]
  %1167 = phi <16 x float> [ %1128, %1135 ], [ %1221, %1198 ]
  %1168 = phi <16 x float> [ %1129, %1135 ], [ %1222, %1198 ]
  %1169 = phi i64 [ 0, %1135 ], [ %1223, %1198 ]
  %1170 = shl i64 %1169, 5
  %1171 = getelementptr nuw i8, ptr %35, i64 %1170
  %1172 = load i64, ptr %1171, align 16
  %1173 = getelementptr inbounds nuw i8, ptr %1171, i64 8
  %1174 = load i64, ptr %1173, align 8
  %1175 = getelementptr inbounds nuw i8, ptr %1171, i64 16
  %1176 = load i64, ptr %1175, align 16
  %1177 = getelementptr inbounds nuw i8, ptr %1171, i64 24
  %1178 = load i64, ptr %1177, align 8
  br i1 %1143, label %1179, label %1198

1179:                                             ; preds = %1144
  %1180 = shl i64 %1169, 4
  %1181 = getelementptr nuw i8, ptr %36, i64 %1180
  %1182 = getelementptr inbounds nuw i8, ptr %1181, i64 12
  %1183 = load i32, ptr %1182, align 4
  %1184 = getelementptr inbounds nuw i8, ptr %1181, i64 8
  %1185 = load i32, ptr %1184, align 8
  %1186 = getelementptr inbounds nuw i8, ptr %1181, i64 4
  %1187 = load i32, ptr %1186, align 4
  %1188 = load i32, ptr %1181, align 16
  %1189 = getelementptr inbounds nuw float, ptr %1141, i64 %1169
  %1190 = trunc i32 %1188 to i16
  %1191 = bitcast i16 %1190 to <16 x i1>
  %1192 = trunc i32 %1187 to i16
  %1193 = bitcast i16 %1192 to <16 x i1>
  %1194 = trunc i32 %1185 to i16
  %1195 = bitcast i16 %1194 to <16 x i1>
  %1196 = trunc i32 %1183 to i16
  %1197 = bitcast i16 %1196 to <16 x i1>
  br label %1225

1198:                                             ; preds = %1225, %1144
  %1199 = phi <16 x float> [ %1145, %1144 ], [ %1307, %1225 ]
  %1200 = phi <16 x float> [ %1146, %1144 ], [ %1306, %1225 ]
  %1201 = phi <16 x float> [ %1147, %1144 ], [ %1305, %1225 ]
  %1202 = phi <16 x float> [ %1148, %1144 ], [ %1304, %1225 ]
  %1203 = phi <16 x float> [ %1149, %1144 ], [ %1299, %1225 ]
  %1204 = phi <16 x float> [ %1150, %1144 ], [ %1298, %1225 ]
  %1205 = phi <16 x float> [ %1151, %1144 ], [ %1297, %1225 ]
  %1206 = phi <16 x float> [ %1152, %1144 ], [ %1296, %1225 ]
  %1207 = phi <16 x float> [ %1153, %1144 ], [ %1267, %1225 ]
  %1208 = phi <16 x float> [ %1154, %1144 ], [ %1266, %1225 ]
  %1209 = phi <16 x float> [ %1155, %1144 ], [ %1265, %1225 ]
  %1210 = phi <16 x float> [ %1156, %1144 ], [ %1264, %1225 ]
  %1211 = phi <16 x float> [ %1157, %1144 ], [ %1272, %1225 ]
  %1212 = phi <16 x float> [ %1158, %1144 ], [ %1291, %1225 ]
  %1213 = phi <16 x float> [ %1159, %1144 ], [ %1290, %1225 ]
  %1214 = phi <16 x float> [ %1160, %1144 ], [ %1289, %1225 ]
  %1215 = phi <16 x float> [ %1161, %1144 ], [ %1288, %1225 ]
  %1216 = phi <16 x float> [ %1162, %1144 ], [ %1283, %1225 ]
  %1217 = phi <16 x float> [ %1163, %1144 ], [ %1282, %1225 ]
  %1218 = phi <16 x float> [ %1164, %1144 ], [ %1281, %1225 ]
  %1219 = phi <16 x float> [ %1165, %1144 ], [ %1280, %1225 ]
  %1220 = phi <16 x float> [ %1166, %1144 ], [ %1275, %1225 ]
  %1221 = phi <16 x float> [ %1167, %1144 ], [ %1274, %1225 ]
  %1222 = phi <16 x float> [ %1168, %1144 ], [ %1273, %1225 ]
  %1223 = add nuw nsw i64 %1169, 1
  %1224 = icmp eq i64 %1223, %285
  br i1 %1224, label %1053, label %1144

1225:                                             ; preds = %1179, %1225
  %1226 = phi <16 x float> [ %1307, %1225 ], [ %1145, %1179 ]
  %1227 = phi <16 x float> [ %1306, %1225 ], [ %1146, %1179 ]
  %1228 = phi <16 x float> [ %1305, %1225 ], [ %1147, %1179 ]
  %1229 = phi <16 x float> [ %1304, %1225 ], [ %1148, %1179 ]
  %1230 = phi <16 x float> [ %1299, %1225 ], [ %1149, %1179 ]
  %1231 = phi <16 x float> [ %1298, %1225 ], [ %1150, %1179 ]
  %1232 = phi <16 x float> [ %1297, %1225 ], [ %1151, %1179 ]
  %1233 = phi <16 x float> [ %1296, %1225 ], [ %1152, %1179 ]
  %1234 = phi <16 x float> [ %1267, %1225 ], [ %1153, %1179 ]
  %1235 = phi <16 x float> [ %1266, %1225 ], [ %1154, %1179 ]
  %1236 = phi <16 x float> [ %1265, %1225 ], [ %1155, %1179 ]
  %1237 = phi <16 x float> [ %1264, %1225 ], [ %1156, %1179 ]
  %1238 = phi <16 x float> [ %1272, %1225 ], [ %1157, %1179 ]
  %1239 = phi <16 x float> [ %1291, %1225 ], [ %1158, %1179 ]
  %1240 = phi <16 x float> [ %1290, %1225 ], [ %1159, %1179 ]
  %1241 = phi <16 x float> [ %1289, %1225 ], [ %1160, %1179 ]
  %1242 = phi <16 x float> [ %1288, %1225 ], [ %1161, %1179 ]
  %1243 = phi <16 x float> [ %1283, %1225 ], [ %1162, %1179 ]
  %1244 = phi <16 x float> [ %1282, %1225 ], [ %1163, %1179 ]
  %1245 = phi <16 x float> [ %1281, %1225 ], [ %1164, %1179 ]
  %1246 = phi <16 x float> [ %1280, %1225 ], [ %1165, %1179 ]
  %1247 = phi <16 x float> [ %1275, %1225 ], [ %1166, %1179 ]
  %1248 = phi <16 x float> [ %1274, %1225 ], [ %1167, %1179 ]
  %1249 = phi <16 x float> [ %1273, %1225 ], [ %1168, %1179 ]
  %1250 = phi i64 [ %1308, %1225 ], [ %1131, %1179 ]
  %1251 = phi ptr [ %1310, %1225 ], [ %1189, %1179 ]
  %1252 = phi ptr [ %1309, %1225 ], [ %1139, %1179 ]
  %1253 = getelementptr inbounds float, ptr %1252, i64 %1172
  %1254 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1253, <16 x i1> %1191, <16 x float> zeroinitializer)
  %1255 = getelementptr inbounds float, ptr %1252, i64 %1174
  %1256 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1255, <16 x i1> %1193, <16 x float> zeroinitializer)
  %1257 = getelementptr inbounds float, ptr %1252, i64 %1176
  %1258 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1257, <16 x i1> %1195, <16 x float> zeroinitializer)
  %1259 = getelementptr inbounds float, ptr %1252, i64 %1178
  %1260 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1259, <16 x i1> %1197, <16 x float> zeroinitializer)
  %1261 = load float, ptr %1251, align 4
  %1262 = insertelement <16 x float> poison, float %1261, i64 0
  %1263 = shufflevector <16 x float> %1262, <16 x float> poison, <16 x i32> zeroinitializer
  %1264 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1254, <16 x float> %1263, <16 x float> %1237)
  %1265 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1256, <16 x float> %1263, <16 x float> %1236)
  %1266 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1258, <16 x float> %1263, <16 x float> %1235)
  %1267 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1260, <16 x float> %1263, <16 x float> %1234)
  %1268 = getelementptr inbounds float, ptr %1251, i64 %287
  %1269 = load float, ptr %1268, align 4
  %1270 = insertelement <16 x float> poison, float %1269, i64 0
  %1271 = shufflevector <16 x float> %1270, <16 x float> poison, <16 x i32> zeroinitializer
  %1272 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1254, <16 x float> %1271, <16 x float> %1238)
  %1273 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1256, <16 x float> %1271, <16 x float> %1249)
  %1274 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1258, <16 x float> %1271, <16 x float> %1248)
  %1275 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1260, <16 x float> %1271, <16 x float> %1247)
  %1276 = getelementptr inbounds i8, ptr %1251, i64 %327
  %1277 = load float, ptr %1276, align 4
  %1278 = insertelement <16 x float> poison, float %1277, i64 0
  %1279 = shufflevector <16 x float> %1278, <16 x float> poison, <16 x i32> zeroinitializer
  %1280 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1254, <16 x float> %1279, <16 x float> %1246)
  %1281 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1256, <16 x float> %1279, <16 x float> %1245)
  %1282 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1258, <16 x float> %1279, <16 x float> %1244)
  %1283 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1260, <16 x float> %1279, <16 x float> %1243)
  %1284 = getelementptr inbounds i8, ptr %1251, i64 %328
  %1285 = load float, ptr %1284, align 4
  %1286 = insertelement <16 x float> poison, float %1285, i64 0
  %1287 = shufflevector <16 x float> %1286, <16 x float> poison, <16 x i32> zeroinitializer
  %1288 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1254, <16 x float> %1287, <16 x float> %1242)
  %1289 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1256, <16 x float> %1287, <16 x float> %1241)
  %1290 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1258, <16 x float> %1287, <16 x float> %1240)
  %1291 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1260, <16 x float> %1287, <16 x float> %1239)
  %1292 = getelementptr inbounds i8, ptr %1251, i64 %329
  %1293 = load float, ptr %1292, align 4
  %1294 = insertelement <16 x float> poison, float %1293, i64 0
  %1295 = shufflevector <16 x float> %1294, <16 x float> poison, <16 x i32> zeroinitializer
  %1296 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1254, <16 x float> %1295, <16 x float> %1233)
  %1297 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1256, <16 x float> %1295, <16 x float> %1232)
  %1298 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1258, <16 x float> %1295, <16 x float> %1231)
  %1299 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1260, <16 x float> %1295, <16 x float> %1230)
  %1300 = getelementptr inbounds i8, ptr %1251, i64 %330
  %1301 = load float, ptr %1300, align 4
  %1302 = insertelement <16 x float> poison, float %1301, i64 0
  %1303 = shufflevector <16 x float> %1302, <16 x float> poison, <16 x i32> zeroinitializer
  %1304 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1254, <16 x float> %1303, <16 x float> %1229)
  %1305 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1256, <16 x float> %1303, <16 x float> %1228)
  %1306 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1258, <16 x float> %1303, <16 x float> %1227)
  %1307 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1260, <16 x float> %1303, <16 x float> %1226)
  %1308 = add nuw nsw i64 %1250, 1
  %1309 = getelementptr inbounds float, ptr %1252, i64 %284
  %1310 = getelementptr inbounds nuw float, ptr %1251, i64 %285
  %1311 = icmp eq i64 %1308, %1133
  br i1 %1311, label %1198, label %1225

1312:                                             ; preds = %1080, %1573
  %1313 = phi i64 [ 0, %1080 ], [ %1575, %1573 ]
  %1314 = add nsw i64 %837, %1313
  %1315 = mul nsw i64 %1314, %261
  %1316 = icmp sgt i64 %838, %1313
  %1317 = getelementptr inbounds nuw [4 x <16 x float>], ptr %33, i64 %1313
  %1318 = add nsw i64 %826, %1315
  %1319 = select i1 %1316, <16 x i1> zeroinitializer, <16 x i1> %822
  %1320 = getelementptr inbounds float, ptr %416, i64 %1318
  %1321 = load <16 x float>, ptr %1317, align 64
  br i1 %290, label %1381, label %1322

1322:                                             ; preds = %1312
  %1323 = getelementptr inbounds float, ptr %414, i64 %1318
  switch i64 %331, label %1341 [
    i64 1, label %1324
    i64 2, label %1327
    i64 3, label %1334
    i64 0, label %1381
  ]

1324:                                             ; preds = %1322
  %1325 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1323, <16 x i1> %1319, <16 x float> zeroinitializer)
  %1326 = fadd <16 x float> %1321, %1325
  br label %1343

1327:                                             ; preds = %1322
  %1328 = bitcast <16 x float> %1321 to <8 x i64>
  %1329 = or <8 x i64> %1328, %292
  %1330 = fcmp oeq <16 x float> %1321, %52
  %1331 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1321, i32 4)
  %1332 = bitcast <8 x i64> %1329 to <16 x float>
  %1333 = select <16 x i1> %1330, <16 x float> %1332, <16 x float> %1331
  br label %1343

1334:                                             ; preds = %1322
  %1335 = bitcast <16 x float> %1321 to <8 x i64>
  %1336 = and <8 x i64> %1335, %291
  %1337 = fcmp oeq <16 x float> %1321, %49
  %1338 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1321, i32 4)
  %1339 = bitcast <8 x i64> %1336 to <16 x float>
  %1340 = select <16 x i1> %1337, <16 x float> %1339, <16 x float> %1338
  br label %1343

1341:                                             ; preds = %1322
  unreachable

1342:                                             ; preds = %2105, %2086, %2067, %2042, %2023, %2004, %1979, %1960, %1941, %1916, %1897, %1878, %1853, %1834, %1815, %1790, %1771, %1752, %1554, %1535, %1516, %1490, %1471, %1452, %1426, %1407, %1388, %1362, %1343
  unreachable

1343:                                             ; preds = %1334, %1327, %1324
  %1344 = phi <16 x float> [ %1326, %1324 ], [ %1333, %1327 ], [ %1340, %1334 ]
  switch i64 %333, label %1342 [
    i64 1, label %1359
    i64 2, label %1352
    i64 3, label %1345
    i64 0, label %1381
  ]

1345:                                             ; preds = %1343
  %1346 = bitcast <16 x float> %1344 to <8 x i64>
  %1347 = and <8 x i64> %1346, %291
  %1348 = fcmp oeq <16 x float> %1344, %49
  %1349 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1344, i32 4)
  %1350 = bitcast <8 x i64> %1347 to <16 x float>
  %1351 = select <16 x i1> %1348, <16 x float> %1350, <16 x float> %1349
  br label %1362

1352:                                             ; preds = %1343
  %1353 = bitcast <16 x float> %1344 to <8 x i64>
  %1354 = or <8 x i64> %1353, %292
  %1355 = fcmp oeq <16 x float> %1344, %52
  %1356 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1344, i32 4)
  %1357 = bitcast <8 x i64> %1354 to <16 x float>
  %1358 = select <16 x i1> %1355, <16 x float> %1357, <16 x float> %1356
  br label %1362

1359:                                             ; preds = %1343
  %1360 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1323, <16 x i1> %1319, <16 x float> zeroinitializer)
  %1361 = fadd <16 x float> %1344, %1360
  br label %1362

1362:                                             ; preds = %1359, %1352, %1345
  %1363 = phi <16 x float> [ %1361, %1359 ], [ %1358, %1352 ], [ %1351, %1345 ]
  switch i64 %335, label %1342 [
    i64 1, label %1378
    i64 2, label %1371
    i64 3, label %1364
    i64 0, label %1381
  ]

1364:                                             ; preds = %1362
  %1365 = bitcast <16 x float> %1363 to <8 x i64>
  %1366 = and <8 x i64> %1365, %291
  %1367 = fcmp oeq <16 x float> %1363, %49
  %1368 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1363, i32 4)
  %1369 = bitcast <8 x i64> %1366 to <16 x float>
  %1370 = select <16 x i1> %1367, <16 x float> %1369, <16 x float> %1368
  br label %1381

1371:                                             ; preds = %1362
  %1372 = bitcast <16 x float> %1363 to <8 x i64>
  %1373 = or <8 x i64> %1372, %292
  %1374 = fcmp oeq <16 x float> %1363, %52
  %1375 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1363, i32 4)
  %1376 = bitcast <8 x i64> %1373 to <16 x float>
  %1377 = select <16 x i1> %1374, <16 x float> %1376, <16 x float> %1375
  br label %1381

1378:                                             ; preds = %1362
  %1379 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1323, <16 x i1> %1319, <16 x float> zeroinitializer)
  %1380 = fadd <16 x float> %1363, %1379
  br label %1381

1381:                                             ; preds = %1312, %1322, %1343, %1362, %1378, %1371, %1364
  %1382 = phi <16 x float> [ %1370, %1364 ], [ %1321, %1322 ], [ %1363, %1362 ], [ %1344, %1343 ], [ %1380, %1378 ], [ %1377, %1371 ], [ %1321, %1312 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1382, ptr align 1 %1320, <16 x i1> %1319)
  %1383 = add nsw i64 %827, %1315
  %1384 = select i1 %1316, <16 x i1> zeroinitializer, <16 x i1> %823
  %1385 = getelementptr inbounds float, ptr %416, i64 %1383
  %1386 = getelementptr inbounds nuw i8, ptr %1317, i64 64
  %1387 = load <16 x float>, ptr %1386, align 64
  br i1 %290, label %1445, label %1388

1388:                                             ; preds = %1381
  %1389 = getelementptr inbounds float, ptr %414, i64 %1383
  switch i64 %336, label %1342 [
    i64 1, label %1404
    i64 2, label %1397
    i64 3, label %1390
    i64 0, label %1445
  ]

1390:                                             ; preds = %1388
  %1391 = bitcast <16 x float> %1387 to <8 x i64>
  %1392 = and <8 x i64> %1391, %291
  %1393 = fcmp oeq <16 x float> %1387, %49
  %1394 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1387, i32 4)
  %1395 = bitcast <8 x i64> %1392 to <16 x float>
  %1396 = select <16 x i1> %1393, <16 x float> %1395, <16 x float> %1394
  br label %1407

1397:                                             ; preds = %1388
  %1398 = bitcast <16 x float> %1387 to <8 x i64>
  %1399 = or <8 x i64> %1398, %292
  %1400 = fcmp oeq <16 x float> %1387, %52
  %1401 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1387, i32 4)
  %1402 = bitcast <8 x i64> %1399 to <16 x float>
  %1403 = select <16 x i1> %1400, <16 x float> %1402, <16 x float> %1401
  br label %1407

1404:                                             ; preds = %1388
  %1405 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1389, <16 x i1> %1384, <16 x float> zeroinitializer)
  %1406 = fadd <16 x float> %1387, %1405
  br label %1407

1407:                                             ; preds = %1404, %1397, %1390
  %1408 = phi <16 x float> [ %1406, %1404 ], [ %1403, %1397 ], [ %1396, %1390 ]
  switch i64 %338, label %1342 [
    i64 1, label %1423
    i64 2, label %1416
    i64 3, label %1409
    i64 0, label %1445
  ]

1409:                                             ; preds = %1407
  %1410 = bitcast <16 x float> %1408 to <8 x i64>
  %1411 = and <8 x i64> %1410, %291
  %1412 = fcmp oeq <16 x float> %1408, %49
  %1413 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1408, i32 4)
  %1414 = bitcast <8 x i64> %1411 to <16 x float>
  %1415 = select <16 x i1> %1412, <16 x float> %1414, <16 x float> %1413
  br label %1426

1416:                                             ; preds = %1407
  %1417 = bitcast <16 x float> %1408 to <8 x i64>
  %1418 = or <8 x i64> %1417, %292
  %1419 = fcmp oeq <16 x float> %1408, %52
  %1420 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1408, i32 4)
  %1421 = bitcast <8 x i64> %1418 to <16 x float>
  %1422 = select <16 x i1> %1419, <16 x float> %1421, <16 x float> %1420
  br label %1426

1423:                                             ; preds = %1407
  %1424 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1389, <16 x i1> %1384, <16 x float> zeroinitializer)
  %1425 = fadd <16 x float> %1408, %1424
  br label %1426

1426:                                             ; preds = %1423, %1416, %1409
  %1427 = phi <16 x float> [ %1425, %1423 ], [ %1422, %1416 ], [ %1415, %1409 ]
  switch i64 %340, label %1342 [
    i64 1, label %1442
    i64 2, label %1435
    i64 3, label %1428
    i64 0, label %1445
  ]

1428:                                             ; preds = %1426
  %1429 = bitcast <16 x float> %1427 to <8 x i64>
  %1430 = and <8 x i64> %1429, %291
  %1431 = fcmp oeq <16 x float> %1427, %49
  %1432 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1427, i32 4)
  %1433 = bitcast <8 x i64> %1430 to <16 x float>
  %1434 = select <16 x i1> %1431, <16 x float> %1433, <16 x float> %1432
  br label %1445

1435:                                             ; preds = %1426
  %1436 = bitcast <16 x float> %1427 to <8 x i64>
  %1437 = or <8 x i64> %1436, %292
  %1438 = fcmp oeq <16 x float> %1427, %52
  %1439 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1427, i32 4)
  %1440 = bitcast <8 x i64> %1437 to <16 x float>
  %1441 = select <16 x i1> %1438, <16 x float> %1440, <16 x float> %1439
  br label %1445

1442:                                             ; preds = %1426
  %1443 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1389, <16 x i1> %1384, <16 x float> zeroinitializer)
  %1444 = fadd <16 x float> %1427, %1443
  br label %1445

1445:                                             ; preds = %1381, %1388, %1407, %1426, %1442, %1435, %1428
  %1446 = phi <16 x float> [ %1434, %1428 ], [ %1387, %1388 ], [ %1427, %1426 ], [ %1408, %1407 ], [ %1444, %1442 ], [ %1441, %1435 ], [ %1387, %1381 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1446, ptr align 1 %1385, <16 x i1> %1384)
  %1447 = add nsw i64 %828, %1315
  %1448 = select i1 %1316, <16 x i1> zeroinitializer, <16 x i1> %824
  %1449 = getelementptr inbounds float, ptr %416, i64 %1447
  %1450 = getelementptr inbounds nuw i8, ptr %1317, i64 128
  %1451 = load <16 x float>, ptr %1450, align 64
  br i1 %290, label %1509, label %1452

1452:                                             ; preds = %1445
  %1453 = getelementptr inbounds float, ptr %414, i64 %1447
  switch i64 %341, label %1342 [
    i64 1, label %1468
    i64 2, label %1461
    i64 3, label %1454
    i64 0, label %1509
  ]

1454:                                             ; preds = %1452
  %1455 = bitcast <16 x float> %1451 to <8 x i64>
  %1456 = and <8 x i64> %1455, %291
  %1457 = fcmp oeq <16 x float> %1451, %49
  %1458 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1451, i32 4)
  %1459 = bitcast <8 x i64> %1456 to <16 x float>
  %1460 = select <16 x i1> %1457, <16 x float> %1459, <16 x float> %1458
  br label %1471

1461:                                             ; preds = %1452
  %1462 = bitcast <16 x float> %1451 to <8 x i64>
  %1463 = or <8 x i64> %1462, %292
  %1464 = fcmp oeq <16 x float> %1451, %52
  %1465 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1451, i32 4)
  %1466 = bitcast <8 x i64> %1463 to <16 x float>
  %1467 = select <16 x i1> %1464, <16 x float> %1466, <16 x float> %1465
  br label %1471

1468:                                             ; preds = %1452
  %1469 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1453, <16 x i1> %1448, <16 x float> zeroinitializer)
  %1470 = fadd <16 x float> %1451, %1469
  br label %1471

1471:                                             ; preds = %1468, %1461, %1454
  %1472 = phi <16 x float> [ %1470, %1468 ], [ %1467, %1461 ], [ %1460, %1454 ]
  switch i64 %343, label %1342 [
    i64 1, label %1487
    i64 2, label %1480
    i64 3, label %1473
    i64 0, label %1509
  ]

1473:                                             ; preds = %1471
  %1474 = bitcast <16 x float> %1472 to <8 x i64>
  %1475 = and <8 x i64> %1474, %291
  %1476 = fcmp oeq <16 x float> %1472, %49
  %1477 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1472, i32 4)
  %1478 = bitcast <8 x i64> %1475 to <16 x float>
  %1479 = select <16 x i1> %1476, <16 x float> %1478, <16 x float> %1477
  br label %1490

1480:                                             ; preds = %1471
  %1481 = bitcast <16 x float> %1472 to <8 x i64>
  %1482 = or <8 x i64> %1481, %292
  %1483 = fcmp oeq <16 x float> %1472, %52
  %1484 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1472, i32 4)
  %1485 = bitcast <8 x i64> %1482 to <16 x float>
  %1486 = select <16 x i1> %1483, <16 x float> %1485, <16 x float> %1484
  br label %1490

1487:                                             ; preds = %1471
  %1488 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1453, <16 x i1> %1448, <16 x float> zeroinitializer)
  %1489 = fadd <16 x float> %1472, %1488
  br label %1490

1490:                                             ; preds = %1487, %1480, %1473
  %1491 = phi <16 x float> [ %1489, %1487 ], [ %1486, %1480 ], [ %1479, %1473 ]
  switch i64 %345, label %1342 [
    i64 1, label %1506
    i64 2, label %1499
    i64 3, label %1492
    i64 0, label %1509
  ]

1492:                                             ; preds = %1490
  %1493 = bitcast <16 x float> %1491 to <8 x i64>
  %1494 = and <8 x i64> %1493, %291
  %1495 = fcmp oeq <16 x float> %1491, %49
  %1496 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1491, i32 4)
  %1497 = bitcast <8 x i64> %1494 to <16 x float>
  %1498 = select <16 x i1> %1495, <16 x float> %1497, <16 x float> %1496
  br label %1509

1499:                                             ; preds = %1490
  %1500 = bitcast <16 x float> %1491 to <8 x i64>
  %1501 = or <8 x i64> %1500, %292
  %1502 = fcmp oeq <16 x float> %1491, %52
  %1503 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1491, i32 4)
  %1504 = bitcast <8 x i64> %1501 to <16 x float>
  %1505 = select <16 x i1> %1502, <16 x float> %1504, <16 x float> %1503
  br label %1509

1506:                                             ; preds = %1490
  %1507 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1453, <16 x i1> %1448, <16 x float> zeroinitializer)
  %1508 = fadd <16 x float> %1491, %1507
  br label %1509

1509:                                             ; preds = %1445, %1452, %1471, %1490, %1506, %1499, %1492
  %1510 = phi <16 x float> [ %1498, %1492 ], [ %1451, %1452 ], [ %1491, %1490 ], [ %1472, %1471 ], [ %1508, %1506 ], [ %1505, %1499 ], [ %1451, %1445 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1510, ptr align 1 %1449, <16 x i1> %1448)
  %1511 = add nsw i64 %829, %1315
  %1512 = select i1 %1316, <16 x i1> zeroinitializer, <16 x i1> %825
  %1513 = getelementptr inbounds float, ptr %416, i64 %1511
  %1514 = getelementptr inbounds nuw i8, ptr %1317, i64 192
  %1515 = load <16 x float>, ptr %1514, align 64
  br i1 %290, label %1573, label %1516

1516:                                             ; preds = %1509
  %1517 = getelementptr inbounds float, ptr %414, i64 %1511
  switch i64 %346, label %1342 [
    i64 1, label %1532
    i64 2, label %1525
    i64 3, label %1518
    i64 0, label %1573
  ]

1518:                                             ; preds = %1516
  %1519 = bitcast <16 x float> %1515 to <8 x i64>
  %1520 = and <8 x i64> %1519, %291
  %1521 = fcmp oeq <16 x float> %1515, %49
  %1522 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1515, i32 4)
  %1523 = bitcast <8 x i64> %1520 to <16 x float>
  %1524 = select <16 x i1> %1521, <16 x float> %1523, <16 x float> %1522
  br label %1535

1525:                                             ; preds = %1516
  %1526 = bitcast <16 x float> %1515 to <8 x i64>
  %1527 = or <8 x i64> %1526, %292
  %1528 = fcmp oeq <16 x float> %1515, %52
  %1529 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1515, i32 4)
  %1530 = bitcast <8 x i64> %1527 to <16 x float>
  %1531 = select <16 x i1> %1528, <16 x float> %1530, <16 x float> %1529
  br label %1535

1532:                                             ; preds = %1516
  %1533 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1517, <16 x i1> %1512, <16 x float> zeroinitializer)
  %1534 = fadd <16 x float> %1515, %1533
  br label %1535

1535:                                             ; preds = %1532, %1525, %1518
  %1536 = phi <16 x float> [ %1534, %1532 ], [ %1531, %1525 ], [ %1524, %1518 ]
  switch i64 %348, label %1342 [
    i64 1, label %1551
    i64 2, label %1544
    i64 3, label %1537
    i64 0, label %1573
  ]

1537:                                             ; preds = %1535
  %1538 = bitcast <16 x float> %1536 to <8 x i64>
  %1539 = and <8 x i64> %1538, %291
  %1540 = fcmp oeq <16 x float> %1536, %49
  %1541 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1536, i32 4)
  %1542 = bitcast <8 x i64> %1539 to <16 x float>
  %1543 = select <16 x i1> %1540, <16 x float> %1542, <16 x float> %1541
  br label %1554

1544:                                             ; preds = %1535
  %1545 = bitcast <16 x float> %1536 to <8 x i64>
  %1546 = or <8 x i64> %1545, %292
  %1547 = fcmp oeq <16 x float> %1536, %52
  %1548 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1536, i32 4)
  %1549 = bitcast <8 x i64> %1546 to <16 x float>
  %1550 = select <16 x i1> %1547, <16 x float> %1549, <16 x float> %1548
  br label %1554

1551:                                             ; preds = %1535
  %1552 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1517, <16 x i1> %1512, <16 x float> zeroinitializer)
  %1553 = fadd <16 x float> %1536, %1552
  br label %1554

1554:                                             ; preds = %1551, %1544, %1537
  %1555 = phi <16 x float> [ %1553, %1551 ], [ %1550, %1544 ], [ %1543, %1537 ]
  switch i64 %350, label %1342 [
    i64 1, label %1570
    i64 2, label %1563
    i64 3, label %1556
    i64 0, label %1573
  ]

1556:                                             ; preds = %1554
  %1557 = bitcast <16 x float> %1555 to <8 x i64>
  %1558 = and <8 x i64> %1557, %291
  %1559 = fcmp oeq <16 x float> %1555, %49
  %1560 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1555, i32 4)
  %1561 = bitcast <8 x i64> %1558 to <16 x float>
  %1562 = select <16 x i1> %1559, <16 x float> %1561, <16 x float> %1560
  br label %1573

1563:                                             ; preds = %1554
  %1564 = bitcast <16 x float> %1555 to <8 x i64>
  %1565 = or <8 x i64> %1564, %292
  %1566 = fcmp oeq <16 x float> %1555, %52
  %1567 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1555, i32 4)
  %1568 = bitcast <8 x i64> %1565 to <16 x float>
  %1569 = select <16 x i1> %1566, <16 x float> %1568, <16 x float> %1567
  br label %1573

1570:                                             ; preds = %1554
  %1571 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1517, <16 x i1> %1512, <16 x float> zeroinitializer)
  %1572 = fadd <16 x float> %1555, %1571
  br label %1573

1573:                                             ; preds = %1509, %1516, %1535, %1554, %1570, %1563, %1556
  %1574 = phi <16 x float> [ %1562, %1556 ], [ %1515, %1516 ], [ %1555, %1554 ], [ %1536, %1535 ], [ %1572, %1570 ], [ %1569, %1563 ], [ %1515, %1509 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1574, ptr align 1 %1513, <16 x i1> %1512)
  %1575 = add nuw nsw i64 %1313, 1
  %1576 = icmp eq i64 %1575, 6
  br i1 %1576, label %1577, label %1312

1577:                                             ; preds = %1573
  call void @llvm.lifetime.end.p0(ptr nonnull %33)
  br label %2128

1578:                                             ; preds = %840, %2124
  %1579 = phi i64 [ 0, %840 ], [ %2126, %2124 ]
  %1580 = getelementptr inbounds nuw i64, ptr %37, i64 %1579
  %1581 = getelementptr inbounds nuw i64, ptr %38, i64 %1579
  %1582 = load i64, ptr %1581, align 8
  %1583 = icmp sgt i64 %1582, 15
  %1584 = trunc i64 %1582 to i32
  %1585 = shl nsw i32 -1, %1584
  %1586 = trunc i32 %1585 to i16
  %1587 = xor i16 %1586, -1
  %1588 = select i1 %1583, i16 -1, i16 %1587
  br i1 %286, label %1611, label %1592

1589:                                             ; preds = %1633
  %1590 = getelementptr inbounds nuw i64, ptr %35, i64 %1579
  %1591 = getelementptr inbounds nuw i32, ptr %36, i64 %1579
  br label %1661

1592:                                             ; preds = %1578
  %1593 = load float, ptr %842, align 4
  %1594 = insertelement <16 x float> poison, float %1593, i64 0
  %1595 = shufflevector <16 x float> %1594, <16 x float> poison, <16 x i32> zeroinitializer
  %1596 = load float, ptr %844, align 4
  %1597 = insertelement <16 x float> poison, float %1596, i64 0
  %1598 = shufflevector <16 x float> %1597, <16 x float> poison, <16 x i32> zeroinitializer
  %1599 = load float, ptr %845, align 4
  %1600 = insertelement <16 x float> poison, float %1599, i64 0
  %1601 = shufflevector <16 x float> %1600, <16 x float> poison, <16 x i32> zeroinitializer
  %1602 = load float, ptr %846, align 4
  %1603 = insertelement <16 x float> poison, float %1602, i64 0
  %1604 = shufflevector <16 x float> %1603, <16 x float> poison, <16 x i32> zeroinitializer
  %1605 = load float, ptr %847, align 4
  %1606 = insertelement <16 x float> poison, float %1605, i64 0
  %1607 = shufflevector <16 x float> %1606, <16 x float> poison, <16 x i32> zeroinitializer
  %1608 = load float, ptr %848, align 4
  %1609 = insertelement <16 x float> poison, float %1608, i64 0
  %1610 = shufflevector <16 x float> %1609, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1633

1611:                                             ; preds = %1578
  %1612 = bitcast i16 %1588 to <16 x i1>
  %1613 = load i64, ptr %1580, align 8
  %1614 = getelementptr inbounds float, ptr %850, i64 %1613
  %1615 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1614, <16 x i1> %1612, <16 x float> zeroinitializer)
  %1616 = bitcast i16 %1588 to <16 x i1>
  %1617 = getelementptr inbounds float, ptr %853, i64 %1613
  %1618 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1617, <16 x i1> %1616, <16 x float> zeroinitializer)
  %1619 = bitcast i16 %1588 to <16 x i1>
  %1620 = load i64, ptr %1580, align 8
  %1621 = getelementptr inbounds float, ptr %856, i64 %1620
  %1622 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1621, <16 x i1> %1619, <16 x float> zeroinitializer)
  %1623 = bitcast i16 %1588 to <16 x i1>
  %1624 = getelementptr inbounds float, ptr %859, i64 %1620
  %1625 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1624, <16 x i1> %1623, <16 x float> zeroinitializer)
  %1626 = bitcast i16 %1588 to <16 x i1>
  %1627 = load i64, ptr %1580, align 8
  %1628 = getelementptr inbounds float, ptr %862, i64 %1627
  %1629 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1628, <16 x i1> %1626, <16 x float> zeroinitializer)
  %1630 = bitcast i16 %1588 to <16 x i1>
  %1631 = getelementptr inbounds float, ptr %865, i64 %1627
  %1632 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1631, <16 x i1> %1630, <16 x float> zeroinitializer)
  br label %1633

1633:                                             ; preds = %1611, %1592
  %1634 = phi <16 x float> [ %1629, %1611 ], [ %1607, %1592 ]
  %1635 = phi <16 x float> [ %1622, %1611 ], [ %1601, %1592 ]
  %1636 = phi <16 x float> [ %1615, %1611 ], [ %1595, %1592 ]
  %1637 = phi <16 x float> [ %1618, %1611 ], [ %1598, %1592 ]
  %1638 = phi <16 x float> [ %1625, %1611 ], [ %1604, %1592 ]
  %1639 = phi <16 x float> [ %1632, %1611 ], [ %1610, %1592 ]
  br i1 %288, label %1589, label %1649

1640:                                             ; preds = %1698, %1661
  %1641 = phi <16 x float> [ %1662, %1661 ], [ %1699, %1698 ]
  %1642 = phi <16 x float> [ %1663, %1661 ], [ %1700, %1698 ]
  %1643 = phi <16 x float> [ %1664, %1661 ], [ %1701, %1698 ]
  %1644 = phi <16 x float> [ %1665, %1661 ], [ %1702, %1698 ]
  %1645 = phi <16 x float> [ %1666, %1661 ], [ %1703, %1698 ]
  %1646 = phi <16 x float> [ %1667, %1661 ], [ %1704, %1698 ]
  %1647 = icmp slt i64 %1672, %5
  %1648 = add i64 %1668, -16
  br i1 %1647, label %1661, label %1649

1649:                                             ; preds = %1640, %1633
  %1650 = phi <16 x float> [ %1636, %1633 ], [ %1641, %1640 ]
  %1651 = phi <16 x float> [ %1637, %1633 ], [ %1642, %1640 ]
  %1652 = phi <16 x float> [ %1635, %1633 ], [ %1643, %1640 ]
  %1653 = phi <16 x float> [ %1638, %1633 ], [ %1644, %1640 ]
  %1654 = phi <16 x float> [ %1634, %1633 ], [ %1645, %1640 ]
  %1655 = phi <16 x float> [ %1639, %1633 ], [ %1646, %1640 ]
  %1656 = load i64, ptr %1580, align 8
  %1657 = add nsw i64 %1656, %866
  %1658 = bitcast i16 %1588 to <16 x i1>
  %1659 = select i1 %867, <16 x i1> zeroinitializer, <16 x i1> %1658
  %1660 = getelementptr inbounds float, ptr %416, i64 %1657
  br i1 %290, label %1809, label %1752

1661:                                             ; preds = %1589, %1640
  %1662 = phi <16 x float> [ %1636, %1589 ], [ %1641, %1640 ]
  %1663 = phi <16 x float> [ %1637, %1589 ], [ %1642, %1640 ]
  %1664 = phi <16 x float> [ %1635, %1589 ], [ %1643, %1640 ]
  %1665 = phi <16 x float> [ %1638, %1589 ], [ %1644, %1640 ]
  %1666 = phi <16 x float> [ %1634, %1589 ], [ %1645, %1640 ]
  %1667 = phi <16 x float> [ %1639, %1589 ], [ %1646, %1640 ]
  %1668 = phi i64 [ %5, %1589 ], [ %1648, %1640 ]
  %1669 = phi i64 [ 0, %1589 ], [ %1672, %1640 ]
  %1670 = call i64 @llvm.smin.i64(i64 %1668, i64 16)
  %1671 = add i64 %1670, %1669
  %1672 = add nuw nsw i64 %1669, 16
  br i1 %289, label %1673, label %1640

1673:                                             ; preds = %1661
  %1674 = sub nsw i64 %5, %1669
  %1675 = icmp sgt i64 %1674, 15
  %1676 = mul nsw i64 %1669, %284
  %1677 = getelementptr inbounds float, ptr %409, i64 %1676
  %1678 = mul nuw nsw i64 %1669, %285
  %1679 = getelementptr inbounds nuw float, ptr %843, i64 %1678
  %1680 = icmp sgt i64 %5, %1669
  %1681 = or i1 %1675, %1680
  br label %1682

1682:                                             ; preds = %1673, %1698
  %1683 = phi <16 x float> [ %1662, %1673 ], [ %1699, %1698 ]
  %1684 = phi <16 x float> [ %1663, %1673 ], [ %1700, %1698 ]
  %1685 = phi <16 x float> [ %1664, %1673 ], [ %1701, %1698 ]
  %1686 = phi <16 x float> [ %1665, %1673 ], [ %1702, %1698 ]
  %1687 = phi <16 x float> [ %1666, %1673 ], [ %1703, %1698 ]
  %1688 = phi <16 x float> [ %1667, %1673 ], [ %1704, %1698 ]
  %1689 = phi i64 [ 0, %1673 ], [ %1705, %1698 ]
  %1690 = getelementptr inbounds nuw [4 x i64], ptr %1590, i64 %1689
  %1691 = load i64, ptr %1690, align 8
  br i1 %1681, label %1692, label %1698

1692:                                             ; preds = %1682
  %1693 = getelementptr inbounds nuw [4 x i32], ptr %1591, i64 %1689
  %1694 = load i32, ptr %1693, align 4
  %1695 = getelementptr inbounds nuw float, ptr %1679, i64 %1689
  %1696 = trunc i32 %1694 to i16
  %1697 = bitcast i16 %1696 to <16 x i1>
  br label %1707

1698:                                             ; preds = %1707, %1682
  %1699 = phi <16 x float> [ %1683, %1682 ], [ %1722, %1707 ]
  %1700 = phi <16 x float> [ %1684, %1682 ], [ %1727, %1707 ]
  %1701 = phi <16 x float> [ %1685, %1682 ], [ %1732, %1707 ]
  %1702 = phi <16 x float> [ %1686, %1682 ], [ %1737, %1707 ]
  %1703 = phi <16 x float> [ %1687, %1682 ], [ %1742, %1707 ]
  %1704 = phi <16 x float> [ %1688, %1682 ], [ %1747, %1707 ]
  %1705 = add nuw nsw i64 %1689, 1
  %1706 = icmp eq i64 %1705, %285
  br i1 %1706, label %1640, label %1682

1707:                                             ; preds = %1692, %1707
  %1708 = phi <16 x float> [ %1683, %1692 ], [ %1722, %1707 ]
  %1709 = phi <16 x float> [ %1684, %1692 ], [ %1727, %1707 ]
  %1710 = phi <16 x float> [ %1685, %1692 ], [ %1732, %1707 ]
  %1711 = phi <16 x float> [ %1686, %1692 ], [ %1737, %1707 ]
  %1712 = phi <16 x float> [ %1687, %1692 ], [ %1742, %1707 ]
  %1713 = phi <16 x float> [ %1688, %1692 ], [ %1747, %1707 ]
  %1714 = phi i64 [ %1669, %1692 ], [ %1748, %1707 ]
  %1715 = phi ptr [ %1695, %1692 ], [ %1750, %1707 ]
  %1716 = phi ptr [ %1677, %1692 ], [ %1749, %1707 ]
  %1717 = getelementptr inbounds float, ptr %1716, i64 %1691
  %1718 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1717, <16 x i1> %1697, <16 x float> zeroinitializer)
  %1719 = load float, ptr %1715, align 4
  %1720 = insertelement <16 x float> poison, float %1719, i64 0
  %1721 = shufflevector <16 x float> %1720, <16 x float> poison, <16 x i32> zeroinitializer
  %1722 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1718, <16 x float> %1721, <16 x float> %1708)
  %1723 = getelementptr inbounds float, ptr %1715, i64 %287
  %1724 = load float, ptr %1723, align 4
  %1725 = insertelement <16 x float> poison, float %1724, i64 0
  %1726 = shufflevector <16 x float> %1725, <16 x float> poison, <16 x i32> zeroinitializer
  %1727 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1718, <16 x float> %1726, <16 x float> %1709)
  %1728 = getelementptr inbounds i8, ptr %1715, i64 %293
  %1729 = load float, ptr %1728, align 4
  %1730 = insertelement <16 x float> poison, float %1729, i64 0
  %1731 = shufflevector <16 x float> %1730, <16 x float> poison, <16 x i32> zeroinitializer
  %1732 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1718, <16 x float> %1731, <16 x float> %1710)
  %1733 = getelementptr inbounds i8, ptr %1715, i64 %294
  %1734 = load float, ptr %1733, align 4
  %1735 = insertelement <16 x float> poison, float %1734, i64 0
  %1736 = shufflevector <16 x float> %1735, <16 x float> poison, <16 x i32> zeroinitializer
  %1737 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1718, <16 x float> %1736, <16 x float> %1711)
  %1738 = getelementptr inbounds i8, ptr %1715, i64 %295
  %1739 = load float, ptr %1738, align 4
  %1740 = insertelement <16 x float> poison, float %1739, i64 0
  %1741 = shufflevector <16 x float> %1740, <16 x float> poison, <16 x i32> zeroinitializer
  %1742 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1718, <16 x float> %1741, <16 x float> %1712)
  %1743 = getelementptr inbounds i8, ptr %1715, i64 %296
  %1744 = load float, ptr %1743, align 4
  %1745 = insertelement <16 x float> poison, float %1744, i64 0
  %1746 = shufflevector <16 x float> %1745, <16 x float> poison, <16 x i32> zeroinitializer
  %1747 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1718, <16 x float> %1746, <16 x float> %1713)
  %1748 = add nuw nsw i64 %1714, 1
  %1749 = getelementptr inbounds float, ptr %1716, i64 %284
  %1750 = getelementptr inbounds nuw float, ptr %1715, i64 %285
  %1751 = icmp eq i64 %1748, %1671
  br i1 %1751, label %1698, label %1707

1752:                                             ; preds = %1649
  %1753 = getelementptr inbounds float, ptr %414, i64 %1657
  switch i64 %297, label %1342 [
    i64 1, label %1754
    i64 2, label %1757
    i64 3, label %1764
    i64 0, label %1809
  ]

1754:                                             ; preds = %1752
  %1755 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1753, <16 x i1> %1659, <16 x float> zeroinitializer)
  %1756 = fadd <16 x float> %1650, %1755
  br label %1771

1757:                                             ; preds = %1752
  %1758 = bitcast <16 x float> %1650 to <8 x i64>
  %1759 = or <8 x i64> %1758, %292
  %1760 = fcmp oeq <16 x float> %1650, %52
  %1761 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1650, i32 4)
  %1762 = bitcast <8 x i64> %1759 to <16 x float>
  %1763 = select <16 x i1> %1760, <16 x float> %1762, <16 x float> %1761
  br label %1771

1764:                                             ; preds = %1752
  %1765 = bitcast <16 x float> %1650 to <8 x i64>
  %1766 = and <8 x i64> %1765, %291
  %1767 = fcmp oeq <16 x float> %1650, %49
  %1768 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1650, i32 4)
  %1769 = bitcast <8 x i64> %1766 to <16 x float>
  %1770 = select <16 x i1> %1767, <16 x float> %1769, <16 x float> %1768
  br label %1771

1771:                                             ; preds = %1764, %1757, %1754
  %1772 = phi <16 x float> [ %1756, %1754 ], [ %1763, %1757 ], [ %1770, %1764 ]
  switch i64 %299, label %1342 [
    i64 1, label %1787
    i64 2, label %1780
    i64 3, label %1773
    i64 0, label %1809
  ]

1773:                                             ; preds = %1771
  %1774 = bitcast <16 x float> %1772 to <8 x i64>
  %1775 = and <8 x i64> %1774, %291
  %1776 = fcmp oeq <16 x float> %1772, %49
  %1777 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1772, i32 4)
  %1778 = bitcast <8 x i64> %1775 to <16 x float>
  %1779 = select <16 x i1> %1776, <16 x float> %1778, <16 x float> %1777
  br label %1790

1780:                                             ; preds = %1771
  %1781 = bitcast <16 x float> %1772 to <8 x i64>
  %1782 = or <8 x i64> %1781, %292
  %1783 = fcmp oeq <16 x float> %1772, %52
  %1784 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1772, i32 4)
  %1785 = bitcast <8 x i64> %1782 to <16 x float>
  %1786 = select <16 x i1> %1783, <16 x float> %1785, <16 x float> %1784
  br label %1790

1787:                                             ; preds = %1771
  %1788 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1753, <16 x i1> %1659, <16 x float> zeroinitializer)
  %1789 = fadd <16 x float> %1772, %1788
  br label %1790

1790:                                             ; preds = %1787, %1780, %1773
  %1791 = phi <16 x float> [ %1789, %1787 ], [ %1786, %1780 ], [ %1779, %1773 ]
  switch i64 %301, label %1342 [
    i64 1, label %1806
    i64 2, label %1799
    i64 3, label %1792
    i64 0, label %1809
  ]

1792:                                             ; preds = %1790
  %1793 = bitcast <16 x float> %1791 to <8 x i64>
  %1794 = and <8 x i64> %1793, %291
  %1795 = fcmp oeq <16 x float> %1791, %49
  %1796 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1791, i32 4)
  %1797 = bitcast <8 x i64> %1794 to <16 x float>
  %1798 = select <16 x i1> %1795, <16 x float> %1797, <16 x float> %1796
  br label %1809

1799:                                             ; preds = %1790
  %1800 = bitcast <16 x float> %1791 to <8 x i64>
  %1801 = or <8 x i64> %1800, %292
  %1802 = fcmp oeq <16 x float> %1791, %52
  %1803 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1791, i32 4)
  %1804 = bitcast <8 x i64> %1801 to <16 x float>
  %1805 = select <16 x i1> %1802, <16 x float> %1804, <16 x float> %1803
  br label %1809

1806:                                             ; preds = %1790
  %1807 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1753, <16 x i1> %1659, <16 x float> zeroinitializer)
  %1808 = fadd <16 x float> %1791, %1807
  br label %1809

1809:                                             ; preds = %1752, %1771, %1790, %1806, %1799, %1792, %1649
  %1810 = phi <16 x float> [ %1650, %1649 ], [ %1650, %1752 ], [ %1791, %1790 ], [ %1772, %1771 ], [ %1808, %1806 ], [ %1805, %1799 ], [ %1798, %1792 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1810, ptr align 1 %1660, <16 x i1> %1659)
  %1811 = add nsw i64 %1656, %869
  %1812 = bitcast i16 %1588 to <16 x i1>
  %1813 = select i1 %870, <16 x i1> zeroinitializer, <16 x i1> %1812
  %1814 = getelementptr inbounds float, ptr %416, i64 %1811
  br i1 %290, label %1872, label %1815

1815:                                             ; preds = %1809
  %1816 = getelementptr inbounds float, ptr %414, i64 %1811
  switch i64 %302, label %1342 [
    i64 1, label %1831
    i64 2, label %1824
    i64 3, label %1817
    i64 0, label %1872
  ]

1817:                                             ; preds = %1815
  %1818 = bitcast <16 x float> %1651 to <8 x i64>
  %1819 = and <8 x i64> %1818, %291
  %1820 = fcmp oeq <16 x float> %1651, %49
  %1821 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1651, i32 4)
  %1822 = bitcast <8 x i64> %1819 to <16 x float>
  %1823 = select <16 x i1> %1820, <16 x float> %1822, <16 x float> %1821
  br label %1834

1824:                                             ; preds = %1815
  %1825 = bitcast <16 x float> %1651 to <8 x i64>
  %1826 = or <8 x i64> %1825, %292
  %1827 = fcmp oeq <16 x float> %1651, %52
  %1828 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1651, i32 4)
  %1829 = bitcast <8 x i64> %1826 to <16 x float>
  %1830 = select <16 x i1> %1827, <16 x float> %1829, <16 x float> %1828
  br label %1834

1831:                                             ; preds = %1815
  %1832 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1816, <16 x i1> %1813, <16 x float> zeroinitializer)
  %1833 = fadd <16 x float> %1651, %1832
  br label %1834

1834:                                             ; preds = %1831, %1824, %1817
  %1835 = phi <16 x float> [ %1833, %1831 ], [ %1830, %1824 ], [ %1823, %1817 ]
  switch i64 %304, label %1342 [
    i64 1, label %1850
    i64 2, label %1843
    i64 3, label %1836
    i64 0, label %1872
  ]

1836:                                             ; preds = %1834
  %1837 = bitcast <16 x float> %1835 to <8 x i64>
  %1838 = and <8 x i64> %1837, %291
  %1839 = fcmp oeq <16 x float> %1835, %49
  %1840 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1835, i32 4)
  %1841 = bitcast <8 x i64> %1838 to <16 x float>
  %1842 = select <16 x i1> %1839, <16 x float> %1841, <16 x float> %1840
  br label %1853

1843:                                             ; preds = %1834
  %1844 = bitcast <16 x float> %1835 to <8 x i64>
  %1845 = or <8 x i64> %1844, %292
  %1846 = fcmp oeq <16 x float> %1835, %52
  %1847 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1835, i32 4)
  %1848 = bitcast <8 x i64> %1845 to <16 x float>
  %1849 = select <16 x i1> %1846, <16 x float> %1848, <16 x float> %1847
  br label %1853

1850:                                             ; preds = %1834
  %1851 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1816, <16 x i1> %1813, <16 x float> zeroinitializer)
  %1852 = fadd <16 x float> %1835, %1851
  br label %1853

1853:                                             ; preds = %1850, %1843, %1836
  %1854 = phi <16 x float> [ %1852, %1850 ], [ %1849, %1843 ], [ %1842, %1836 ]
  switch i64 %306, label %1342 [
    i64 1, label %1869
    i64 2, label %1862
    i64 3, label %1855
    i64 0, label %1872
  ]

1855:                                             ; preds = %1853
  %1856 = bitcast <16 x float> %1854 to <8 x i64>
  %1857 = and <8 x i64> %1856, %291
  %1858 = fcmp oeq <16 x float> %1854, %49
  %1859 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1854, i32 4)
  %1860 = bitcast <8 x i64> %1857 to <16 x float>
  %1861 = select <16 x i1> %1858, <16 x float> %1860, <16 x float> %1859
  br label %1872

1862:                                             ; preds = %1853
  %1863 = bitcast <16 x float> %1854 to <8 x i64>
  %1864 = or <8 x i64> %1863, %292
  %1865 = fcmp oeq <16 x float> %1854, %52
  %1866 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1854, i32 4)
  %1867 = bitcast <8 x i64> %1864 to <16 x float>
  %1868 = select <16 x i1> %1865, <16 x float> %1867, <16 x float> %1866
  br label %1872

1869:                                             ; preds = %1853
  %1870 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1816, <16 x i1> %1813, <16 x float> zeroinitializer)
  %1871 = fadd <16 x float> %1854, %1870
  br label %1872

1872:                                             ; preds = %1809, %1815, %1834, %1853, %1869, %1862, %1855
  %1873 = phi <16 x float> [ %1861, %1855 ], [ %1651, %1815 ], [ %1854, %1853 ], [ %1835, %1834 ], [ %1871, %1869 ], [ %1868, %1862 ], [ %1651, %1809 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1873, ptr align 1 %1814, <16 x i1> %1813)
  %1874 = add nsw i64 %1656, %872
  %1875 = bitcast i16 %1588 to <16 x i1>
  %1876 = select i1 %873, <16 x i1> zeroinitializer, <16 x i1> %1875
  %1877 = getelementptr inbounds float, ptr %416, i64 %1874
  br i1 %290, label %1935, label %1878

1878:                                             ; preds = %1872
  %1879 = getelementptr inbounds float, ptr %414, i64 %1874
  switch i64 %307, label %1342 [
    i64 1, label %1894
    i64 2, label %1887
    i64 3, label %1880
    i64 0, label %1935
  ]

1880:                                             ; preds = %1878
  %1881 = bitcast <16 x float> %1652 to <8 x i64>
  %1882 = and <8 x i64> %1881, %291
  %1883 = fcmp oeq <16 x float> %1652, %49
  %1884 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1652, i32 4)
  %1885 = bitcast <8 x i64> %1882 to <16 x float>
  %1886 = select <16 x i1> %1883, <16 x float> %1885, <16 x float> %1884
  br label %1897

1887:                                             ; preds = %1878
  %1888 = bitcast <16 x float> %1652 to <8 x i64>
  %1889 = or <8 x i64> %1888, %292
  %1890 = fcmp oeq <16 x float> %1652, %52
  %1891 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1652, i32 4)
  %1892 = bitcast <8 x i64> %1889 to <16 x float>
  %1893 = select <16 x i1> %1890, <16 x float> %1892, <16 x float> %1891
  br label %1897

1894:                                             ; preds = %1878
  %1895 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1879, <16 x i1> %1876, <16 x float> zeroinitializer)
  %1896 = fadd <16 x float> %1652, %1895
  br label %1897

1897:                                             ; preds = %1894, %1887, %1880
  %1898 = phi <16 x float> [ %1896, %1894 ], [ %1893, %1887 ], [ %1886, %1880 ]
  switch i64 %309, label %1342 [
    i64 1, label %1913
    i64 2, label %1906
    i64 3, label %1899
    i64 0, label %1935
  ]

1899:                                             ; preds = %1897
  %1900 = bitcast <16 x float> %1898 to <8 x i64>
  %1901 = and <8 x i64> %1900, %291
  %1902 = fcmp oeq <16 x float> %1898, %49
  %1903 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1898, i32 4)
  %1904 = bitcast <8 x i64> %1901 to <16 x float>
  %1905 = select <16 x i1> %1902, <16 x float> %1904, <16 x float> %1903
  br label %1916

1906:                                             ; preds = %1897
  %1907 = bitcast <16 x float> %1898 to <8 x i64>
  %1908 = or <8 x i64> %1907, %292
  %1909 = fcmp oeq <16 x float> %1898, %52
  %1910 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1898, i32 4)
  %1911 = bitcast <8 x i64> %1908 to <16 x float>
  %1912 = select <16 x i1> %1909, <16 x float> %1911, <16 x float> %1910
  br label %1916

1913:                                             ; preds = %1897
  %1914 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1879, <16 x i1> %1876, <16 x float> zeroinitializer)
  %1915 = fadd <16 x float> %1898, %1914
  br label %1916

1916:                                             ; preds = %1913, %1906, %1899
  %1917 = phi <16 x float> [ %1915, %1913 ], [ %1912, %1906 ], [ %1905, %1899 ]
  switch i64 %311, label %1342 [
    i64 1, label %1932
    i64 2, label %1925
    i64 3, label %1918
    i64 0, label %1935
  ]

1918:                                             ; preds = %1916
  %1919 = bitcast <16 x float> %1917 to <8 x i64>
  %1920 = and <8 x i64> %1919, %291
  %1921 = fcmp oeq <16 x float> %1917, %49
  %1922 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1917, i32 4)
  %1923 = bitcast <8 x i64> %1920 to <16 x float>
  %1924 = select <16 x i1> %1921, <16 x float> %1923, <16 x float> %1922
  br label %1935

1925:                                             ; preds = %1916
  %1926 = bitcast <16 x float> %1917 to <8 x i64>
  %1927 = or <8 x i64> %1926, %292
  %1928 = fcmp oeq <16 x float> %1917, %52
  %1929 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1917, i32 4)
  %1930 = bitcast <8 x i64> %1927 to <16 x float>
  %1931 = select <16 x i1> %1928, <16 x float> %1930, <16 x float> %1929
  br label %1935

1932:                                             ; preds = %1916
  %1933 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1879, <16 x i1> %1876, <16 x float> zeroinitializer)
  %1934 = fadd <16 x float> %1917, %1933
  br label %1935

1935:                                             ; preds = %1872, %1878, %1897, %1916, %1932, %1925, %1918
  %1936 = phi <16 x float> [ %1924, %1918 ], [ %1652, %1878 ], [ %1917, %1916 ], [ %1898, %1897 ], [ %1934, %1932 ], [ %1931, %1925 ], [ %1652, %1872 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1936, ptr align 1 %1877, <16 x i1> %1876)
  %1937 = add nsw i64 %1656, %875
  %1938 = bitcast i16 %1588 to <16 x i1>
  %1939 = select i1 %876, <16 x i1> zeroinitializer, <16 x i1> %1938
  %1940 = getelementptr inbounds float, ptr %416, i64 %1937
  br i1 %290, label %1998, label %1941

1941:                                             ; preds = %1935
  %1942 = getelementptr inbounds float, ptr %414, i64 %1937
  switch i64 %312, label %1342 [
    i64 1, label %1957
    i64 2, label %1950
    i64 3, label %1943
    i64 0, label %1998
  ]

1943:                                             ; preds = %1941
  %1944 = bitcast <16 x float> %1653 to <8 x i64>
  %1945 = and <8 x i64> %1944, %291
  %1946 = fcmp oeq <16 x float> %1653, %49
  %1947 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1653, i32 4)
  %1948 = bitcast <8 x i64> %1945 to <16 x float>
  %1949 = select <16 x i1> %1946, <16 x float> %1948, <16 x float> %1947
  br label %1960

1950:                                             ; preds = %1941
  %1951 = bitcast <16 x float> %1653 to <8 x i64>
  %1952 = or <8 x i64> %1951, %292
  %1953 = fcmp oeq <16 x float> %1653, %52
  %1954 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1653, i32 4)
  %1955 = bitcast <8 x i64> %1952 to <16 x float>
  %1956 = select <16 x i1> %1953, <16 x float> %1955, <16 x float> %1954
  br label %1960

1957:                                             ; preds = %1941
  %1958 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1942, <16 x i1> %1939, <16 x float> zeroinitializer)
  %1959 = fadd <16 x float> %1653, %1958
  br label %1960

1960:                                             ; preds = %1957, %1950, %1943
  %1961 = phi <16 x float> [ %1959, %1957 ], [ %1956, %1950 ], [ %1949, %1943 ]
  switch i64 %314, label %1342 [
    i64 1, label %1976
    i64 2, label %1969
    i64 3, label %1962
    i64 0, label %1998
  ]

1962:                                             ; preds = %1960
  %1963 = bitcast <16 x float> %1961 to <8 x i64>
  %1964 = and <8 x i64> %1963, %291
  %1965 = fcmp oeq <16 x float> %1961, %49
  %1966 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1961, i32 4)
  %1967 = bitcast <8 x i64> %1964 to <16 x float>
  %1968 = select <16 x i1> %1965, <16 x float> %1967, <16 x float> %1966
  br label %1979

1969:                                             ; preds = %1960
  %1970 = bitcast <16 x float> %1961 to <8 x i64>
  %1971 = or <8 x i64> %1970, %292
  %1972 = fcmp oeq <16 x float> %1961, %52
  %1973 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1961, i32 4)
  %1974 = bitcast <8 x i64> %1971 to <16 x float>
  %1975 = select <16 x i1> %1972, <16 x float> %1974, <16 x float> %1973
  br label %1979

1976:                                             ; preds = %1960
  %1977 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1942, <16 x i1> %1939, <16 x float> zeroinitializer)
  %1978 = fadd <16 x float> %1961, %1977
  br label %1979

1979:                                             ; preds = %1976, %1969, %1962
  %1980 = phi <16 x float> [ %1978, %1976 ], [ %1975, %1969 ], [ %1968, %1962 ]
  switch i64 %316, label %1342 [
    i64 1, label %1995
    i64 2, label %1988
    i64 3, label %1981
    i64 0, label %1998
  ]

1981:                                             ; preds = %1979
  %1982 = bitcast <16 x float> %1980 to <8 x i64>
  %1983 = and <8 x i64> %1982, %291
  %1984 = fcmp oeq <16 x float> %1980, %49
  %1985 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1980, i32 4)
  %1986 = bitcast <8 x i64> %1983 to <16 x float>
  %1987 = select <16 x i1> %1984, <16 x float> %1986, <16 x float> %1985
  br label %1998

1988:                                             ; preds = %1979
  %1989 = bitcast <16 x float> %1980 to <8 x i64>
  %1990 = or <8 x i64> %1989, %292
  %1991 = fcmp oeq <16 x float> %1980, %52
  %1992 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1980, i32 4)
  %1993 = bitcast <8 x i64> %1990 to <16 x float>
  %1994 = select <16 x i1> %1991, <16 x float> %1993, <16 x float> %1992
  br label %1998

1995:                                             ; preds = %1979
  %1996 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1942, <16 x i1> %1939, <16 x float> zeroinitializer)
  %1997 = fadd <16 x float> %1980, %1996
  br label %1998

1998:                                             ; preds = %1935, %1941, %1960, %1979, %1995, %1988, %1981
  %1999 = phi <16 x float> [ %1987, %1981 ], [ %1653, %1941 ], [ %1980, %1979 ], [ %1961, %1960 ], [ %1997, %1995 ], [ %1994, %1988 ], [ %1653, %1935 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1999, ptr align 1 %1940, <16 x i1> %1939)
  %2000 = add nsw i64 %1656, %878
  %2001 = bitcast i16 %1588 to <16 x i1>
  %2002 = select i1 %879, <16 x i1> zeroinitializer, <16 x i1> %2001
  %2003 = getelementptr inbounds float, ptr %416, i64 %2000
  br i1 %290, label %2061, label %2004

2004:                                             ; preds = %1998
  %2005 = getelementptr inbounds float, ptr %414, i64 %2000
  switch i64 %317, label %1342 [
    i64 1, label %2020
    i64 2, label %2013
    i64 3, label %2006
    i64 0, label %2061
  ]

2006:                                             ; preds = %2004
  %2007 = bitcast <16 x float> %1654 to <8 x i64>
  %2008 = and <8 x i64> %2007, %291
  %2009 = fcmp oeq <16 x float> %1654, %49
  %2010 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1654, i32 4)
  %2011 = bitcast <8 x i64> %2008 to <16 x float>
  %2012 = select <16 x i1> %2009, <16 x float> %2011, <16 x float> %2010
  br label %2023

2013:                                             ; preds = %2004
  %2014 = bitcast <16 x float> %1654 to <8 x i64>
  %2015 = or <8 x i64> %2014, %292
  %2016 = fcmp oeq <16 x float> %1654, %52
  %2017 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1654, i32 4)
  %2018 = bitcast <8 x i64> %2015 to <16 x float>
  %2019 = select <16 x i1> %2016, <16 x float> %2018, <16 x float> %2017
  br label %2023

2020:                                             ; preds = %2004
  %2021 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2005, <16 x i1> %2002, <16 x float> zeroinitializer)
  %2022 = fadd <16 x float> %1654, %2021
  br label %2023

2023:                                             ; preds = %2020, %2013, %2006
  %2024 = phi <16 x float> [ %2022, %2020 ], [ %2019, %2013 ], [ %2012, %2006 ]
  switch i64 %319, label %1342 [
    i64 1, label %2039
    i64 2, label %2032
    i64 3, label %2025
    i64 0, label %2061
  ]

2025:                                             ; preds = %2023
  %2026 = bitcast <16 x float> %2024 to <8 x i64>
  %2027 = and <8 x i64> %2026, %291
  %2028 = fcmp oeq <16 x float> %2024, %49
  %2029 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %2024, i32 4)
  %2030 = bitcast <8 x i64> %2027 to <16 x float>
  %2031 = select <16 x i1> %2028, <16 x float> %2030, <16 x float> %2029
  br label %2042

2032:                                             ; preds = %2023
  %2033 = bitcast <16 x float> %2024 to <8 x i64>
  %2034 = or <8 x i64> %2033, %292
  %2035 = fcmp oeq <16 x float> %2024, %52
  %2036 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %2024, i32 4)
  %2037 = bitcast <8 x i64> %2034 to <16 x float>
  %2038 = select <16 x i1> %2035, <16 x float> %2037, <16 x float> %2036
  br label %2042

2039:                                             ; preds = %2023
  %2040 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2005, <16 x i1> %2002, <16 x float> zeroinitializer)
  %2041 = fadd <16 x float> %2024, %2040
  br label %2042

2042:                                             ; preds = %2039, %2032, %2025
  %2043 = phi <16 x float> [ %2041, %2039 ], [ %2038, %2032 ], [ %2031, %2025 ]
  switch i64 %321, label %1342 [
    i64 1, label %2058
    i64 2, label %2051
    i64 3, label %2044
    i64 0, label %2061
  ]

2044:                                             ; preds = %2042
  %2045 = bitcast <16 x float> %2043 to <8 x i64>
  %2046 = and <8 x i64> %2045, %291
  %2047 = fcmp oeq <16 x float> %2043, %49
  %2048 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %2043, i32 4)
  %2049 = bitcast <8 x i64> %2046 to <16 x float>
  %2050 = select <16 x i1> %2047, <16 x float> %2049, <16 x float> %2048
  br label %2061

2051:                                             ; preds = %2042
  %2052 = bitcast <16 x float> %2043 to <8 x i64>
  %2053 = or <8 x i64> %2052, %292
  %2054 = fcmp oeq <16 x float> %2043, %52
  %2055 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %2043, i32 4)
  %2056 = bitcast <8 x i64> %2053 to <16 x float>
  %2057 = select <16 x i1> %2054, <16 x float> %2056, <16 x float> %2055
  br label %2061

2058:                                             ; preds = %2042
  %2059 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2005, <16 x i1> %2002, <16 x float> zeroinitializer)
  %2060 = fadd <16 x float> %2043, %2059
  br label %2061

2061:                                             ; preds = %1998, %2004, %2023, %2042, %2058, %2051, %2044
  %2062 = phi <16 x float> [ %2050, %2044 ], [ %1654, %2004 ], [ %2043, %2042 ], [ %2024, %2023 ], [ %2060, %2058 ], [ %2057, %2051 ], [ %1654, %1998 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2062, ptr align 1 %2003, <16 x i1> %2002)
  %2063 = add nsw i64 %1656, %881
  %2064 = bitcast i16 %1588 to <16 x i1>
  %2065 = select i1 %882, <16 x i1> zeroinitializer, <16 x i1> %2064
  %2066 = getelementptr inbounds float, ptr %416, i64 %2063
  br i1 %290, label %2124, label %2067

2067:                                             ; preds = %2061
  %2068 = getelementptr inbounds float, ptr %414, i64 %2063
  switch i64 %322, label %1342 [
    i64 1, label %2083
    i64 2, label %2076
    i64 3, label %2069
    i64 0, label %2124
  ]

2069:                                             ; preds = %2067
  %2070 = bitcast <16 x float> %1655 to <8 x i64>
  %2071 = and <8 x i64> %2070, %291
  %2072 = fcmp oeq <16 x float> %1655, %49
  %2073 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1655, i32 4)
  %2074 = bitcast <8 x i64> %2071 to <16 x float>
  %2075 = select <16 x i1> %2072, <16 x float> %2074, <16 x float> %2073
  br label %2086

2076:                                             ; preds = %2067
  %2077 = bitcast <16 x float> %1655 to <8 x i64>
  %2078 = or <8 x i64> %2077, %292
  %2079 = fcmp oeq <16 x float> %1655, %52
  %2080 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1655, i32 4)
  %2081 = bitcast <8 x i64> %2078 to <16 x float>
  %2082 = select <16 x i1> %2079, <16 x float> %2081, <16 x float> %2080
  br label %2086

2083:                                             ; preds = %2067
  %2084 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2068, <16 x i1> %2065, <16 x float> zeroinitializer)
  %2085 = fadd <16 x float> %1655, %2084
  br label %2086

2086:                                             ; preds = %2083, %2076, %2069
  %2087 = phi <16 x float> [ %2085, %2083 ], [ %2082, %2076 ], [ %2075, %2069 ]
  switch i64 %324, label %1342 [
    i64 1, label %2102
    i64 2, label %2095
    i64 3, label %2088
    i64 0, label %2124
  ]

2088:                                             ; preds = %2086
  %2089 = bitcast <16 x float> %2087 to <8 x i64>
  %2090 = and <8 x i64> %2089, %291
  %2091 = fcmp oeq <16 x float> %2087, %49
  %2092 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %2087, i32 4)
  %2093 = bitcast <8 x i64> %2090 to <16 x float>
  %2094 = select <16 x i1> %2091, <16 x float> %2093, <16 x float> %2092
  br label %2105

2095:                                             ; preds = %2086
  %2096 = bitcast <16 x float> %2087 to <8 x i64>
  %2097 = or <8 x i64> %2096, %292
  %2098 = fcmp oeq <16 x float> %2087, %52
  %2099 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %2087, i32 4)
  %2100 = bitcast <8 x i64> %2097 to <16 x float>
  %2101 = select <16 x i1> %2098, <16 x float> %2100, <16 x float> %2099
  br label %2105

2102:                                             ; preds = %2086
  %2103 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2068, <16 x i1> %2065, <16 x float> zeroinitializer)
  %2104 = fadd <16 x float> %2087, %2103
  br label %2105

2105:                                             ; preds = %2102, %2095, %2088
  %2106 = phi <16 x float> [ %2104, %2102 ], [ %2101, %2095 ], [ %2094, %2088 ]
  switch i64 %326, label %1342 [
    i64 1, label %2121
    i64 2, label %2114
    i64 3, label %2107
    i64 0, label %2124
  ]

2107:                                             ; preds = %2105
  %2108 = bitcast <16 x float> %2106 to <8 x i64>
  %2109 = and <8 x i64> %2108, %291
  %2110 = fcmp oeq <16 x float> %2106, %49
  %2111 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %2106, i32 4)
  %2112 = bitcast <8 x i64> %2109 to <16 x float>
  %2113 = select <16 x i1> %2110, <16 x float> %2112, <16 x float> %2111
  br label %2124

2114:                                             ; preds = %2105
  %2115 = bitcast <16 x float> %2106 to <8 x i64>
  %2116 = or <8 x i64> %2115, %292
  %2117 = fcmp oeq <16 x float> %2106, %52
  %2118 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %2106, i32 4)
  %2119 = bitcast <8 x i64> %2116 to <16 x float>
  %2120 = select <16 x i1> %2117, <16 x float> %2119, <16 x float> %2118
  br label %2124

2121:                                             ; preds = %2105
  %2122 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2068, <16 x i1> %2065, <16 x float> zeroinitializer)
  %2123 = fadd <16 x float> %2106, %2122
  br label %2124

2124:                                             ; preds = %2061, %2067, %2086, %2105, %2121, %2114, %2107
  %2125 = phi <16 x float> [ %2113, %2107 ], [ %1655, %2067 ], [ %2106, %2105 ], [ %2087, %2086 ], [ %2123, %2121 ], [ %2120, %2114 ], [ %1655, %2061 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2125, ptr align 1 %2066, <16 x i1> %2065)
  %2126 = add nuw nsw i64 %1579, 1
  %2127 = icmp eq i64 %2126, %789
  br i1 %2127, label %2128, label %1578

2128:                                             ; preds = %2124, %839, %1577
  %2129 = add nsw i64 %834, 6
  %2130 = icmp slt i64 %2129, %404
  br i1 %2130, label %833, label %830
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr captures(none), <16 x i1>, <16 x float>)

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x float> @llvm.fma.v16f32(<16 x float>, <16 x float>, <16 x float>)

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

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(write)
declare void @llvm.masked.scatter.v8i64.v8p0(<8 x i64>, <8 x ptr>, <8 x i1>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(write)
declare void @llvm.masked.scatter.v8i32.v8p0(<8 x i32>, <8 x ptr>, <8 x i1>)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i64> @llvm.smax.v16i64(<16 x i64>, <16 x i64>)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i64> @llvm.smin.v16i64(<16 x i64>, <16 x i64>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <16 x i32> @llvm.masked.load.v16i32.p0(ptr captures(none), <16 x i1>, <16 x i32>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v16i32.p0(<16 x i32>, ptr captures(none), <16 x i1>)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i64> @llvm.smax.v4i64(<4 x i64>, <4 x i64>)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i64> @llvm.smin.v4i64(<4 x i64>, <4 x i64>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <4 x i32> @llvm.masked.load.v4i32.p0(ptr captures(none), <4 x i1>, <4 x i32>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v4i32.p0(<4 x i32>, ptr captures(none), <4 x i1>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <8 x i32> @llvm.masked.load.v8i32.p0(ptr captures(none), <8 x i1>, <8 x i32>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v8i32.p0(<8 x i32>, ptr captures(none), <8 x i1>)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i64> @llvm.smax.v8i64(<8 x i64>, <8 x i64>)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i64> @llvm.smin.v8i64(<8 x i64>, <8 x i64>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <8 x i64> @llvm.masked.load.v8i64.p0(ptr captures(none), <8 x i1>, <8 x i64>)
