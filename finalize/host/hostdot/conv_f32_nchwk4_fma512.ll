; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define hidden void @mgxport_conv_f32_nchwk4_fma512(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11, i64 noundef %12, i64 noundef %13, i64 noundef %14, i64 noundef %15, i64 noundef %16, i64 noundef %17, i64 noundef %18, i64 noundef %19, i64 noundef %20, i64 noundef %21, i64 noundef %22, i64 noundef %23, i64 noundef %24, i64 noundef %25, i64 noundef %26, i64 noundef %27, i64 noundef %28, i64 noundef %29) local_unnamed_addr {
  %31 = alloca [6 x [4 x <16 x float>]], align 64
  %32 = alloca [7 x i32], align 16
  %33 = alloca [7 x i32], align 16
  %34 = alloca [49 x [4 x i64]], align 16
  %35 = alloca [49 x [4 x i32]], align 16
  %36 = alloca [4 x i64], align 16
  %37 = inttoptr i64 %0 to ptr
  %38 = inttoptr i64 %1 to ptr
  %39 = inttoptr i64 %22 to ptr
  %40 = inttoptr i64 %2 to ptr
  %41 = inttoptr i64 %25 to ptr
  %42 = inttoptr i64 %23 to ptr
  %43 = trunc i64 %27 to i32
  %44 = trunc i64 %28 to i32
  %45 = insertelement <16 x i32> poison, i32 %43, i64 0
  %46 = bitcast <16 x i32> %45 to <16 x float>
  %47 = shufflevector <16 x float> %46, <16 x float> poison, <16 x i32> zeroinitializer
  %48 = insertelement <16 x i32> poison, i32 %44, i64 0
  %49 = bitcast <16 x i32> %48 to <16 x float>
  %50 = shufflevector <16 x float> %49, <16 x float> poison, <16 x i32> zeroinitializer
  %51 = mul nsw i64 %10, %9
  %52 = add nsw i64 %51, 15
  %53 = sdiv i64 %52, 16
  %54 = add nsw i64 %6, 5
  %55 = sdiv i64 %54, 6
  %56 = add nsw i64 %55, -1
  %57 = add i64 %56, %18
  %58 = sdiv i64 %57, %18
  %59 = add nsw i64 %53, -1
  %60 = add i64 %59, %17
  %61 = sdiv i64 %60, %17
  call void @llvm.lifetime.start.p0(ptr nonnull %34)
  call void @llvm.lifetime.start.p0(ptr nonnull %35)
  %62 = mul i64 %18, 6
  %63 = icmp slt i64 %3, %4
  br i1 %63, label %64, label %177

64:                                               ; preds = %30
  %65 = icmp eq i64 %25, 0
  %66 = icmp sgt i64 %11, 0
  %67 = icmp sgt i64 %12, 0
  %68 = add nsw i64 %6, -6
  %69 = mul nsw i64 %8, %7
  %70 = mul i64 %12, %11
  %71 = icmp eq i64 %22, 0
  %72 = mul i64 %70, %5
  %73 = icmp sgt i64 %5, 0
  %74 = icmp sgt i64 %70, 0
  %75 = icmp eq i64 %29, 0
  %76 = bitcast <16 x float> %47 to <8 x i64>
  %77 = bitcast <16 x float> %50 to <8 x i64>
  %78 = getelementptr inbounds nuw i8, ptr %31, i64 256
  %79 = getelementptr inbounds nuw i8, ptr %31, i64 320
  %80 = getelementptr inbounds nuw i8, ptr %31, i64 384
  %81 = getelementptr inbounds nuw i8, ptr %31, i64 448
  %82 = getelementptr inbounds nuw i8, ptr %31, i64 512
  %83 = getelementptr inbounds nuw i8, ptr %31, i64 576
  %84 = getelementptr inbounds nuw i8, ptr %31, i64 640
  %85 = getelementptr inbounds nuw i8, ptr %31, i64 704
  %86 = getelementptr inbounds nuw i8, ptr %31, i64 768
  %87 = getelementptr inbounds nuw i8, ptr %31, i64 64
  %88 = getelementptr inbounds nuw i8, ptr %31, i64 128
  %89 = getelementptr inbounds nuw i8, ptr %31, i64 192
  %90 = shl i64 %72, 3
  %91 = mul i64 %72, 12
  %92 = getelementptr inbounds nuw i8, ptr %31, i64 832
  %93 = getelementptr inbounds nuw i8, ptr %31, i64 896
  %94 = getelementptr inbounds nuw i8, ptr %31, i64 960
  %95 = shl i64 %72, 4
  %96 = getelementptr inbounds nuw i8, ptr %31, i64 1024
  %97 = getelementptr inbounds nuw i8, ptr %31, i64 1088
  %98 = getelementptr inbounds nuw i8, ptr %31, i64 1152
  %99 = getelementptr inbounds nuw i8, ptr %31, i64 1216
  %100 = mul i64 %72, 20
  %101 = getelementptr inbounds nuw i8, ptr %31, i64 1280
  %102 = getelementptr inbounds nuw i8, ptr %31, i64 1344
  %103 = getelementptr inbounds nuw i8, ptr %31, i64 1408
  %104 = getelementptr inbounds nuw i8, ptr %31, i64 1472
  %105 = and i64 %29, 3
  %106 = lshr i64 %29, 2
  %107 = and i64 %106, 3
  %108 = lshr i64 %29, 4
  %109 = and i64 %108, 3
  %110 = and i64 %29, 3
  %111 = lshr i64 %29, 2
  %112 = and i64 %111, 3
  %113 = lshr i64 %29, 4
  %114 = and i64 %113, 3
  %115 = and i64 %29, 3
  %116 = lshr i64 %29, 2
  %117 = and i64 %116, 3
  %118 = lshr i64 %29, 4
  %119 = and i64 %118, 3
  %120 = and i64 %29, 3
  %121 = lshr i64 %29, 2
  %122 = and i64 %121, 3
  %123 = lshr i64 %29, 4
  %124 = and i64 %123, 3
  %125 = icmp ult i64 %11, 8
  %126 = icmp ult i64 %11, 64
  %127 = and i64 %11, 56
  %128 = and i64 %11, 9223372036854775744
  %129 = insertelement <16 x i64> poison, i64 %7, i64 0
  %130 = shufflevector <16 x i64> %129, <16 x i64> poison, <16 x i32> zeroinitializer
  %131 = icmp eq i64 %11, %128
  %132 = icmp eq i64 %127, 0
  %133 = and i64 %11, 9223372036854775800
  %134 = insertelement <8 x i64> poison, i64 %7, i64 0
  %135 = shufflevector <8 x i64> %134, <8 x i64> poison, <8 x i32> zeroinitializer
  %136 = icmp eq i64 %11, %133
  %137 = icmp ult i64 %12, 4
  %138 = icmp ult i64 %12, 16
  %139 = and i64 %12, 12
  %140 = and i64 %12, 9223372036854775792
  %141 = icmp eq i64 %12, %140
  %142 = icmp eq i64 %139, 0
  %143 = and i64 %12, 9223372036854775804
  %144 = icmp eq i64 %12, %143
  %145 = icmp ult i64 %12, 8
  %146 = and i64 %12, 9223372036854775800
  %147 = icmp eq i64 %12, %146
  %148 = getelementptr inbounds nuw i8, ptr %31, i64 128
  %149 = getelementptr inbounds nuw i8, ptr %31, i64 64
  %150 = getelementptr inbounds nuw i8, ptr %31, i64 64
  %151 = getelementptr inbounds nuw i8, ptr %31, i64 192
  %152 = getelementptr inbounds nuw i8, ptr %31, i64 256
  %153 = getelementptr inbounds nuw i8, ptr %31, i64 384
  %154 = getelementptr inbounds nuw i8, ptr %31, i64 320
  %155 = getelementptr inbounds nuw i8, ptr %31, i64 320
  %156 = getelementptr inbounds nuw i8, ptr %31, i64 448
  %157 = getelementptr inbounds nuw i8, ptr %31, i64 512
  %158 = getelementptr inbounds nuw i8, ptr %31, i64 640
  %159 = getelementptr inbounds nuw i8, ptr %31, i64 576
  %160 = getelementptr inbounds nuw i8, ptr %31, i64 576
  %161 = getelementptr inbounds nuw i8, ptr %31, i64 704
  %162 = getelementptr inbounds nuw i8, ptr %31, i64 768
  %163 = getelementptr inbounds nuw i8, ptr %31, i64 896
  %164 = getelementptr inbounds nuw i8, ptr %31, i64 832
  %165 = getelementptr inbounds nuw i8, ptr %31, i64 832
  %166 = getelementptr inbounds nuw i8, ptr %31, i64 960
  %167 = getelementptr inbounds nuw i8, ptr %31, i64 1024
  %168 = getelementptr inbounds nuw i8, ptr %31, i64 1152
  %169 = getelementptr inbounds nuw i8, ptr %31, i64 1088
  %170 = getelementptr inbounds nuw i8, ptr %31, i64 1088
  %171 = getelementptr inbounds nuw i8, ptr %31, i64 1216
  %172 = getelementptr inbounds nuw i8, ptr %31, i64 1280
  %173 = getelementptr inbounds nuw i8, ptr %31, i64 1408
  %174 = getelementptr inbounds nuw i8, ptr %31, i64 1344
  %175 = getelementptr inbounds nuw i8, ptr %31, i64 1344
  %176 = getelementptr inbounds nuw i8, ptr %31, i64 1472
  br label %178

177:                                              ; preds = %207, %30
  call void @llvm.lifetime.end.p0(ptr nonnull %35)
  call void @llvm.lifetime.end.p0(ptr nonnull %34)
  ret void

178:                                              ; preds = %64, %207
  %179 = phi i64 [ %3, %64 ], [ %208, %207 ]
  %180 = srem i64 %179, %58
  %181 = sdiv i64 %179, %58
  %182 = srem i64 %181, %61
  %183 = sdiv i64 %181, %61
  %184 = add nsw i64 %180, 1
  %185 = mul i64 %62, %184
  %186 = tail call i64 @llvm.smin.i64(i64 %185, i64 %6)
  %187 = add nsw i64 %182, 1
  %188 = mul nsw i64 %187, %17
  %189 = tail call i64 @llvm.smin.i64(i64 %188, i64 %53)
  %190 = mul nsw i64 %183, %20
  %191 = getelementptr inbounds float, ptr %37, i64 %190
  %192 = mul nsw i64 %183, %21
  %193 = getelementptr inbounds float, ptr %40, i64 %192
  %194 = mul nsw i64 %183, %26
  %195 = getelementptr inbounds float, ptr %41, i64 %194
  %196 = select i1 %65, ptr null, ptr %195
  %197 = mul nsw i64 %183, %24
  %198 = getelementptr inbounds float, ptr %42, i64 %197
  %199 = mul nsw i64 %182, %17
  %200 = mul i64 %62, %180
  %201 = icmp slt i64 %199, %189
  br i1 %201, label %202, label %207

202:                                              ; preds = %178
  %203 = add nsw i64 %189, -1
  %204 = icmp slt i64 %200, %186
  %205 = insertelement <4 x i64> poison, i64 %203, i64 0
  %206 = shufflevector <4 x i64> %205, <4 x i64> poison, <4 x i32> zeroinitializer
  br label %210

207:                                              ; preds = %538, %178
  %208 = add i64 %179, 1
  %209 = icmp eq i64 %208, %4
  br i1 %209, label %177, label %178

210:                                              ; preds = %202, %538
  %211 = phi i64 [ %199, %202 ], [ %539, %538 ]
  %212 = sub nsw i64 %189, %211
  call void @llvm.lifetime.start.p0(ptr nonnull %36)
  %213 = shl i64 %212, 32
  %214 = ashr exact i64 %213, 32
  %215 = icmp slt i64 %212, 4
  %216 = select i1 %215, i64 %214, i64 4
  %217 = icmp sgt i64 %216, 0
  %218 = icmp sgt i64 %216, 1
  %219 = icmp sgt i64 %216, 2
  %220 = insertelement <4 x i64> poison, i64 %211, i64 0
  %221 = shufflevector <4 x i64> %220, <4 x i64> poison, <4 x i32> zeroinitializer
  %222 = add <4 x i64> %221, <i64 0, i64 1, i64 2, i64 3>
  %223 = call <4 x i64> @llvm.smin.v4i64(<4 x i64> %222, <4 x i64> %206)
  %224 = shl nsw <4 x i64> %223, splat (i64 4)
  %225 = extractelement <4 x i64> %224, i64 0
  %226 = sub nsw i64 %51, %225
  %227 = select i1 %217, i64 %226, i64 0
  %228 = extractelement <4 x i64> %224, i64 1
  %229 = sub nsw i64 %51, %228
  %230 = select i1 %218, i64 %229, i64 0
  %231 = extractelement <4 x i64> %224, i64 2
  %232 = sub nsw i64 %51, %231
  %233 = select i1 %219, i64 %232, i64 0
  store <4 x i64> %224, ptr %36, align 16
  %234 = icmp sgt i64 %216, 3
  %235 = extractelement <4 x i64> %224, i64 3
  %236 = sub nsw i64 %51, %235
  %237 = select i1 %234, i64 %236, i64 0
  br label %238

238:                                              ; preds = %210, %487
  %239 = phi i64 [ 0, %210 ], [ %488, %487 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %32)
  call void @llvm.lifetime.start.p0(ptr nonnull %33)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %33, i8 0, i64 28, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %32, i8 0, i64 28, i1 false)
  %240 = icmp slt i64 %239, %216
  %241 = getelementptr inbounds nuw i64, ptr %36, i64 %239
  %242 = load i64, ptr %241, align 8
  br i1 %240, label %243, label %250

243:                                              ; preds = %238
  %244 = sub nsw i64 %51, %242
  %245 = tail call i64 @llvm.smin.i64(i64 %244, i64 16)
  %246 = icmp sgt i64 %244, 0
  br i1 %246, label %247, label %250

247:                                              ; preds = %243
  %248 = srem i64 %242, %8
  %249 = sdiv i64 %242, %8
  br label %255

250:                                              ; preds = %431, %238, %243
  br i1 %66, label %251, label %487

251:                                              ; preds = %250
  %252 = getelementptr i64, ptr %34, i64 %239
  %253 = getelementptr i32, ptr %35, i64 %239
  %254 = sub i64 %242, %16
  br label %455

255:                                              ; preds = %247, %431
  %256 = phi i64 [ %261, %431 ], [ 0, %247 ]
  %257 = phi i64 [ 0, %431 ], [ %248, %247 ]
  %258 = phi i64 [ %432, %431 ], [ %249, %247 ]
  %259 = add nsw i64 %256, %8
  %260 = sub nsw i64 %259, %257
  %261 = tail call i64 @llvm.smin.i64(i64 %260, i64 %245)
  br i1 %66, label %262, label %340

262:                                              ; preds = %255
  %263 = sub i64 %258, %15
  %264 = trunc i64 %261 to i32
  %265 = shl nsw i32 -1, %264
  %266 = xor i32 %265, -1
  %267 = trunc i64 %256 to i32
  %268 = shl nsw i32 -1, %267
  %269 = and i32 %268, %266
  br i1 %125, label %338, label %270

270:                                              ; preds = %262
  br i1 %126, label %315, label %271

271:                                              ; preds = %270
  %272 = insertelement <16 x i64> poison, i64 %263, i64 0
  %273 = shufflevector <16 x i64> %272, <16 x i64> poison, <16 x i32> zeroinitializer
  %274 = insertelement <16 x i32> poison, i32 %269, i64 0
  %275 = shufflevector <16 x i32> %274, <16 x i32> poison, <16 x i32> zeroinitializer
  %276 = add <16 x i64> splat (i64 16), %273
  %277 = add <16 x i64> splat (i64 32), %273
  %278 = add <16 x i64> splat (i64 48), %273
  br label %279

279:                                              ; preds = %279, %271
  %280 = phi i64 [ 0, %271 ], [ %310, %279 ]
  %281 = phi <16 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %271 ], [ %311, %279 ]
  %282 = add <16 x i64> %273, %281
  %283 = add <16 x i64> %281, %276
  %284 = add <16 x i64> %281, %277
  %285 = add <16 x i64> %281, %278
  %286 = icmp sgt <16 x i64> %282, splat (i64 -1)
  %287 = icmp sgt <16 x i64> %283, splat (i64 -1)
  %288 = icmp sgt <16 x i64> %284, splat (i64 -1)
  %289 = icmp sgt <16 x i64> %285, splat (i64 -1)
  %290 = icmp slt <16 x i64> %282, %130
  %291 = icmp slt <16 x i64> %283, %130
  %292 = icmp slt <16 x i64> %284, %130
  %293 = icmp slt <16 x i64> %285, %130
  %294 = and <16 x i1> %286, %290
  %295 = and <16 x i1> %287, %291
  %296 = and <16 x i1> %288, %292
  %297 = and <16 x i1> %289, %293
  %298 = getelementptr i32, ptr %32, i64 %280
  %299 = getelementptr i8, ptr %298, i64 64
  %300 = getelementptr i8, ptr %298, i64 128
  %301 = getelementptr i8, ptr %298, i64 192
  %302 = call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 16 %298, <16 x i1> %294, <16 x i32> poison)
  %303 = call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 16 %299, <16 x i1> %295, <16 x i32> poison)
  %304 = call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 16 %300, <16 x i1> %296, <16 x i32> poison)
  %305 = call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 16 %301, <16 x i1> %297, <16 x i32> poison)
  %306 = or <16 x i32> %302, %275
  %307 = or <16 x i32> %303, %275
  %308 = or <16 x i32> %304, %275
  %309 = or <16 x i32> %305, %275
  call void @llvm.masked.store.v16i32.p0(<16 x i32> %306, ptr align 16 %298, <16 x i1> %294)
  call void @llvm.masked.store.v16i32.p0(<16 x i32> %307, ptr align 16 %299, <16 x i1> %295)
  call void @llvm.masked.store.v16i32.p0(<16 x i32> %308, ptr align 16 %300, <16 x i1> %296)
  call void @llvm.masked.store.v16i32.p0(<16 x i32> %309, ptr align 16 %301, <16 x i1> %297)
  %310 = add nuw i64 %280, 64
  %311 = add <16 x i64> %281, splat (i64 64)
  %312 = icmp eq i64 %310, %128
  br i1 %312, label %313, label %279

313:                                              ; preds = %279
  br i1 %131, label %340, label %314

314:                                              ; preds = %313
  br i1 %132, label %338, label %315

315:                                              ; preds = %270, %314
  %316 = phi i64 [ %128, %314 ], [ 0, %270 ]
  %317 = insertelement <8 x i64> poison, i64 %263, i64 0
  %318 = shufflevector <8 x i64> %317, <8 x i64> poison, <8 x i32> zeroinitializer
  %319 = insertelement <8 x i32> poison, i32 %269, i64 0
  %320 = shufflevector <8 x i32> %319, <8 x i32> poison, <8 x i32> zeroinitializer
  %321 = insertelement <8 x i64> poison, i64 %316, i64 0
  %322 = shufflevector <8 x i64> %321, <8 x i64> poison, <8 x i32> zeroinitializer
  %323 = or disjoint <8 x i64> %322, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  br label %324

324:                                              ; preds = %324, %315
  %325 = phi i64 [ %316, %315 ], [ %334, %324 ]
  %326 = phi <8 x i64> [ %323, %315 ], [ %335, %324 ]
  %327 = add <8 x i64> %318, %326
  %328 = icmp sgt <8 x i64> %327, splat (i64 -1)
  %329 = icmp slt <8 x i64> %327, %135
  %330 = and <8 x i1> %328, %329
  %331 = getelementptr i32, ptr %32, i64 %325
  %332 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %331, <8 x i1> %330, <8 x i32> poison)
  %333 = or <8 x i32> %332, %320
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %333, ptr align 16 %331, <8 x i1> %330)
  %334 = add nuw i64 %325, 8
  %335 = add nuw nsw <8 x i64> %326, splat (i64 8)
  %336 = icmp eq i64 %334, %133
  br i1 %336, label %337, label %324

337:                                              ; preds = %324
  br i1 %136, label %340, label %338

338:                                              ; preds = %262, %314, %337
  %339 = phi i64 [ 0, %262 ], [ %128, %314 ], [ %133, %337 ]
  br label %418

340:                                              ; preds = %428, %313, %337, %255
  br i1 %67, label %341, label %431

341:                                              ; preds = %340
  %342 = add nsw i64 %256, %16
  %343 = add nsw i64 %259, %16
  br i1 %137, label %416, label %344

344:                                              ; preds = %341
  br i1 %138, label %379, label %345

345:                                              ; preds = %344
  %346 = insertelement <16 x i64> poison, i64 %342, i64 0
  %347 = shufflevector <16 x i64> %346, <16 x i64> poison, <16 x i32> zeroinitializer
  %348 = insertelement <16 x i64> poison, i64 %343, i64 0
  %349 = shufflevector <16 x i64> %348, <16 x i64> poison, <16 x i32> zeroinitializer
  %350 = insertelement <16 x i64> poison, i64 %257, i64 0
  %351 = shufflevector <16 x i64> %350, <16 x i64> poison, <16 x i32> zeroinitializer
  %352 = insertelement <16 x i64> poison, i64 %256, i64 0
  %353 = shufflevector <16 x i64> %352, <16 x i64> poison, <16 x i32> zeroinitializer
  %354 = insertelement <16 x i64> poison, i64 %261, i64 0
  %355 = shufflevector <16 x i64> %354, <16 x i64> poison, <16 x i32> zeroinitializer
  br label %356

356:                                              ; preds = %356, %345
  %357 = phi i64 [ 0, %345 ], [ %374, %356 ]
  %358 = phi <16 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %345 ], [ %375, %356 ]
  %359 = add <16 x i64> %358, %351
  %360 = sub <16 x i64> %347, %359
  %361 = sub <16 x i64> %349, %359
  %362 = call <16 x i64> @llvm.smax.v16i64(<16 x i64> %360, <16 x i64> %353)
  %363 = call <16 x i64> @llvm.smin.v16i64(<16 x i64> %361, <16 x i64> %355)
  %364 = icmp slt <16 x i64> %362, %363
  %365 = trunc <16 x i64> %363 to <16 x i32>
  %366 = shl nsw <16 x i32> splat (i32 -1), %365
  %367 = xor <16 x i32> %366, splat (i32 -1)
  %368 = trunc <16 x i64> %362 to <16 x i32>
  %369 = shl nsw <16 x i32> splat (i32 -1), %368
  %370 = and <16 x i32> %369, %367
  %371 = getelementptr i32, ptr %33, i64 %357
  %372 = call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 16 %371, <16 x i1> %364, <16 x i32> poison)
  %373 = or <16 x i32> %372, %370
  call void @llvm.masked.store.v16i32.p0(<16 x i32> %373, ptr align 16 %371, <16 x i1> %364)
  %374 = add nuw i64 %357, 16
  %375 = add nuw nsw <16 x i64> %358, splat (i64 16)
  %376 = icmp eq i64 %374, %140
  br i1 %376, label %377, label %356

377:                                              ; preds = %356
  br i1 %141, label %431, label %378

378:                                              ; preds = %377
  br i1 %142, label %416, label %379

379:                                              ; preds = %344, %378
  %380 = phi i64 [ %140, %378 ], [ 0, %344 ]
  %381 = insertelement <4 x i64> poison, i64 %342, i64 0
  %382 = shufflevector <4 x i64> %381, <4 x i64> poison, <4 x i32> zeroinitializer
  %383 = insertelement <4 x i64> poison, i64 %343, i64 0
  %384 = shufflevector <4 x i64> %383, <4 x i64> poison, <4 x i32> zeroinitializer
  %385 = insertelement <4 x i64> poison, i64 %257, i64 0
  %386 = shufflevector <4 x i64> %385, <4 x i64> poison, <4 x i32> zeroinitializer
  %387 = insertelement <4 x i64> poison, i64 %256, i64 0
  %388 = shufflevector <4 x i64> %387, <4 x i64> poison, <4 x i32> zeroinitializer
  %389 = insertelement <4 x i64> poison, i64 %261, i64 0
  %390 = shufflevector <4 x i64> %389, <4 x i64> poison, <4 x i32> zeroinitializer
  %391 = insertelement <4 x i64> poison, i64 %380, i64 0
  %392 = shufflevector <4 x i64> %391, <4 x i64> poison, <4 x i32> zeroinitializer
  %393 = or disjoint <4 x i64> %392, <i64 0, i64 1, i64 2, i64 3>
  br label %394

394:                                              ; preds = %394, %379
  %395 = phi i64 [ %380, %379 ], [ %412, %394 ]
  %396 = phi <4 x i64> [ %393, %379 ], [ %413, %394 ]
  %397 = add <4 x i64> %396, %386
  %398 = sub <4 x i64> %382, %397
  %399 = sub <4 x i64> %384, %397
  %400 = call <4 x i64> @llvm.smax.v4i64(<4 x i64> %398, <4 x i64> %388)
  %401 = call <4 x i64> @llvm.smin.v4i64(<4 x i64> %399, <4 x i64> %390)
  %402 = icmp slt <4 x i64> %400, %401
  %403 = trunc <4 x i64> %401 to <4 x i32>
  %404 = shl nsw <4 x i32> splat (i32 -1), %403
  %405 = xor <4 x i32> %404, splat (i32 -1)
  %406 = trunc <4 x i64> %400 to <4 x i32>
  %407 = shl nsw <4 x i32> splat (i32 -1), %406
  %408 = and <4 x i32> %407, %405
  %409 = getelementptr i32, ptr %33, i64 %395
  %410 = call <4 x i32> @llvm.masked.load.v4i32.p0(ptr align 16 %409, <4 x i1> %402, <4 x i32> poison)
  %411 = or <4 x i32> %410, %408
  call void @llvm.masked.store.v4i32.p0(<4 x i32> %411, ptr align 16 %409, <4 x i1> %402)
  %412 = add nuw i64 %395, 4
  %413 = add nuw nsw <4 x i64> %396, splat (i64 4)
  %414 = icmp eq i64 %412, %143
  br i1 %414, label %415, label %394

415:                                              ; preds = %394
  br i1 %144, label %431, label %416

416:                                              ; preds = %341, %378, %415
  %417 = phi i64 [ 0, %341 ], [ %140, %378 ], [ %143, %415 ]
  br label %434

418:                                              ; preds = %338, %428
  %419 = phi i64 [ %429, %428 ], [ %339, %338 ]
  %420 = add i64 %263, %419
  %421 = icmp sgt i64 %420, -1
  %422 = icmp slt i64 %420, %7
  %423 = and i1 %421, %422
  br i1 %423, label %424, label %428

424:                                              ; preds = %418
  %425 = getelementptr inbounds nuw i32, ptr %32, i64 %419
  %426 = load i32, ptr %425, align 4
  %427 = or i32 %426, %269
  store i32 %427, ptr %425, align 4
  br label %428

428:                                              ; preds = %424, %418
  %429 = add nuw nsw i64 %419, 1
  %430 = icmp eq i64 %429, %11
  br i1 %430, label %340, label %418

431:                                              ; preds = %452, %377, %415, %340
  %432 = add nsw i64 %258, 1
  %433 = icmp slt i64 %260, %245
  br i1 %433, label %255, label %250

434:                                              ; preds = %416, %452
  %435 = phi i64 [ %453, %452 ], [ %417, %416 ]
  %436 = add i64 %435, %257
  %437 = sub i64 %342, %436
  %438 = sub i64 %343, %436
  %439 = tail call i64 @llvm.smax.i64(i64 %437, i64 %256)
  %440 = tail call i64 @llvm.smin.i64(i64 %438, i64 %261)
  %441 = icmp slt i64 %439, %440
  br i1 %441, label %442, label %452

442:                                              ; preds = %434
  %443 = trunc i64 %440 to i32
  %444 = shl nsw i32 -1, %443
  %445 = xor i32 %444, -1
  %446 = trunc i64 %439 to i32
  %447 = shl nsw i32 -1, %446
  %448 = and i32 %447, %445
  %449 = getelementptr inbounds nuw i32, ptr %33, i64 %435
  %450 = load i32, ptr %449, align 4
  %451 = or i32 %450, %448
  store i32 %451, ptr %449, align 4
  br label %452

452:                                              ; preds = %442, %434
  %453 = add nuw nsw i64 %435, 1
  %454 = icmp eq i64 %453, %12
  br i1 %454, label %431, label %434

455:                                              ; preds = %251, %490
  %456 = phi i64 [ 0, %251 ], [ %491, %490 ]
  br i1 %67, label %457, label %490

457:                                              ; preds = %455
  %458 = sub nsw i64 %456, %15
  %459 = mul nsw i64 %458, %8
  %460 = add i64 %254, %459
  %461 = mul nuw nsw i64 %456, %12
  %462 = getelementptr inbounds nuw i32, ptr %32, i64 %456
  %463 = load i32, ptr %462, align 4
  br i1 %145, label %485, label %464

464:                                              ; preds = %457
  %465 = insertelement <8 x i64> poison, i64 %460, i64 0
  %466 = shufflevector <8 x i64> %465, <8 x i64> poison, <8 x i32> zeroinitializer
  %467 = insertelement <8 x i64> poison, i64 %461, i64 0
  %468 = shufflevector <8 x i64> %467, <8 x i64> poison, <8 x i32> zeroinitializer
  %469 = insertelement <8 x i32> poison, i32 %463, i64 0
  %470 = shufflevector <8 x i32> %469, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %471

471:                                              ; preds = %471, %464
  %472 = phi i64 [ 0, %464 ], [ %481, %471 ]
  %473 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %464 ], [ %482, %471 ]
  %474 = add <8 x i64> %466, %473
  %475 = add nuw nsw <8 x i64> %473, %468
  %476 = getelementptr [4 x i64], ptr %252, <8 x i64> %475
  call void @llvm.masked.scatter.v8i64.v8p0(<8 x i64> %474, <8 x ptr> align 8 %476, <8 x i1> splat (i1 true))
  %477 = getelementptr inbounds nuw i32, ptr %33, i64 %472
  %478 = load <8 x i32>, ptr %477, align 16
  %479 = and <8 x i32> %478, %470
  %480 = getelementptr [4 x i32], ptr %253, <8 x i64> %475
  call void @llvm.masked.scatter.v8i32.v8p0(<8 x i32> %479, <8 x ptr> align 4 %480, <8 x i1> splat (i1 true))
  %481 = add nuw i64 %472, 8
  %482 = add nuw nsw <8 x i64> %473, splat (i64 8)
  %483 = icmp eq i64 %481, %146
  br i1 %483, label %484, label %471

484:                                              ; preds = %471
  br i1 %147, label %490, label %485

485:                                              ; preds = %457, %484
  %486 = phi i64 [ 0, %457 ], [ %146, %484 ]
  br label %493

487:                                              ; preds = %490, %250
  call void @llvm.lifetime.end.p0(ptr nonnull %33)
  call void @llvm.lifetime.end.p0(ptr nonnull %32)
  %488 = add nuw nsw i64 %239, 1
  %489 = icmp eq i64 %488, 4
  br i1 %489, label %504, label %238

490:                                              ; preds = %493, %484, %455
  %491 = add nuw nsw i64 %456, 1
  %492 = icmp eq i64 %491, %11
  br i1 %492, label %487, label %455

493:                                              ; preds = %485, %493
  %494 = phi i64 [ %502, %493 ], [ %486, %485 ]
  %495 = add i64 %460, %494
  %496 = add nuw nsw i64 %494, %461
  %497 = getelementptr [4 x i64], ptr %252, i64 %496
  store i64 %495, ptr %497, align 8
  %498 = getelementptr inbounds nuw i32, ptr %33, i64 %494
  %499 = load i32, ptr %498, align 4
  %500 = and i32 %499, %463
  %501 = getelementptr [4 x i32], ptr %253, i64 %496
  store i32 %500, ptr %501, align 4
  %502 = add nuw nsw i64 %494, 1
  %503 = icmp eq i64 %502, %12
  br i1 %503, label %490, label %493

504:                                              ; preds = %487
  br i1 %204, label %505, label %538

505:                                              ; preds = %504
  %506 = icmp sgt i64 %227, 15
  %507 = trunc i64 %227 to i32
  %508 = shl nsw i32 -1, %507
  %509 = trunc i32 %508 to i16
  %510 = xor i16 %509, -1
  %511 = select i1 %506, i16 -1, i16 %510
  %512 = icmp sgt i64 %230, 15
  %513 = trunc i64 %230 to i32
  %514 = shl nsw i32 -1, %513
  %515 = trunc i32 %514 to i16
  %516 = xor i16 %515, -1
  %517 = select i1 %512, i16 -1, i16 %516
  %518 = icmp sgt i64 %233, 15
  %519 = trunc i64 %233 to i32
  %520 = shl nsw i32 -1, %519
  %521 = trunc i32 %520 to i16
  %522 = xor i16 %521, -1
  %523 = select i1 %518, i16 -1, i16 %522
  %524 = icmp sgt i64 %237, 15
  %525 = trunc i64 %237 to i32
  %526 = shl nsw i32 -1, %525
  %527 = trunc i32 %526 to i16
  %528 = xor i16 %527, -1
  %529 = select i1 %524, i16 -1, i16 %528
  %530 = bitcast i16 %511 to <16 x i1>
  %531 = bitcast i16 %517 to <16 x i1>
  %532 = bitcast i16 %523 to <16 x i1>
  %533 = bitcast i16 %529 to <16 x i1>
  %534 = bitcast i16 %511 to <16 x i1>
  %535 = bitcast i16 %517 to <16 x i1>
  %536 = bitcast i16 %523 to <16 x i1>
  %537 = bitcast i16 %529 to <16 x i1>
  br label %541

538:                                              ; preds = %1152, %504
  call void @llvm.lifetime.end.p0(ptr nonnull %36)
  %539 = add nsw i64 %211, 4
  %540 = icmp slt i64 %539, %189
  br i1 %540, label %210, label %207

541:                                              ; preds = %505, %1152
  %542 = phi i64 [ %1153, %1152 ], [ %200, %505 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %31)
  %543 = sub nsw i64 %186, %542
  %544 = icmp sgt i64 %543, 5
  %545 = select i1 %544, i64 %542, i64 %68
  %546 = getelementptr inbounds float, ptr %39, i64 %545
  br i1 %71, label %559, label %548

547:                                              ; preds = %753, %715
  br label %888

548:                                              ; preds = %541
  %549 = load float, ptr %546, align 4
  %550 = insertelement <16 x float> poison, float %549, i64 0
  %551 = shufflevector <16 x float> %550, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %551, ptr %31, align 64
  %552 = insertelement <16 x float> poison, float %549, i64 0
  %553 = shufflevector <16 x float> %552, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %553, ptr %149, align 64
  %554 = load float, ptr %546, align 4
  %555 = insertelement <16 x float> poison, float %554, i64 0
  %556 = shufflevector <16 x float> %555, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %556, ptr %148, align 64
  %557 = insertelement <16 x float> poison, float %554, i64 0
  %558 = shufflevector <16 x float> %557, <16 x float> poison, <16 x i32> zeroinitializer
  br label %570

559:                                              ; preds = %541
  %560 = mul nsw i64 %545, %51
  %561 = getelementptr inbounds float, ptr %193, i64 %560
  %562 = getelementptr inbounds float, ptr %561, i64 %225
  %563 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %562, <16 x i1> %530, <16 x float> zeroinitializer)
  store <16 x float> %563, ptr %31, align 64
  %564 = getelementptr inbounds float, ptr %561, i64 %228
  %565 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %564, <16 x i1> %531, <16 x float> zeroinitializer)
  store <16 x float> %565, ptr %150, align 64
  %566 = getelementptr inbounds float, ptr %561, i64 %231
  %567 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %566, <16 x i1> %532, <16 x float> zeroinitializer)
  store <16 x float> %567, ptr %148, align 64
  %568 = getelementptr inbounds float, ptr %561, i64 %235
  %569 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %568, <16 x i1> %533, <16 x float> zeroinitializer)
  br label %570

570:                                              ; preds = %559, %548
  %571 = phi <16 x float> [ %567, %559 ], [ %556, %548 ]
  %572 = phi <16 x float> [ %565, %559 ], [ %553, %548 ]
  %573 = phi <16 x float> [ %563, %559 ], [ %551, %548 ]
  %574 = phi <16 x float> [ %569, %559 ], [ %558, %548 ]
  store <16 x float> %574, ptr %151, align 64
  br i1 %71, label %587, label %575

575:                                              ; preds = %570
  %576 = getelementptr inbounds nuw i8, ptr %546, i64 4
  %577 = load float, ptr %576, align 4
  %578 = insertelement <16 x float> poison, float %577, i64 0
  %579 = shufflevector <16 x float> %578, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %579, ptr %152, align 64
  %580 = insertelement <16 x float> poison, float %577, i64 0
  %581 = shufflevector <16 x float> %580, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %581, ptr %154, align 64
  %582 = load float, ptr %576, align 4
  %583 = insertelement <16 x float> poison, float %582, i64 0
  %584 = shufflevector <16 x float> %583, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %584, ptr %153, align 64
  %585 = insertelement <16 x float> poison, float %582, i64 0
  %586 = shufflevector <16 x float> %585, <16 x float> poison, <16 x i32> zeroinitializer
  br label %599

587:                                              ; preds = %570
  %588 = add nsw i64 %545, 1
  %589 = mul nsw i64 %588, %51
  %590 = getelementptr inbounds float, ptr %193, i64 %589
  %591 = getelementptr inbounds float, ptr %590, i64 %225
  %592 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %591, <16 x i1> %530, <16 x float> zeroinitializer)
  store <16 x float> %592, ptr %152, align 64
  %593 = getelementptr inbounds float, ptr %590, i64 %228
  %594 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %593, <16 x i1> %531, <16 x float> zeroinitializer)
  store <16 x float> %594, ptr %155, align 64
  %595 = getelementptr inbounds float, ptr %590, i64 %231
  %596 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %595, <16 x i1> %532, <16 x float> zeroinitializer)
  store <16 x float> %596, ptr %153, align 64
  %597 = getelementptr inbounds float, ptr %590, i64 %235
  %598 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %597, <16 x i1> %533, <16 x float> zeroinitializer)
  br label %599

599:                                              ; preds = %587, %575
  %600 = phi <16 x float> [ %596, %587 ], [ %584, %575 ]
  %601 = phi <16 x float> [ %594, %587 ], [ %581, %575 ]
  %602 = phi <16 x float> [ %592, %587 ], [ %579, %575 ]
  %603 = phi <16 x float> [ %598, %587 ], [ %586, %575 ]
  store <16 x float> %603, ptr %156, align 64
  br i1 %71, label %616, label %604

604:                                              ; preds = %599
  %605 = getelementptr inbounds nuw i8, ptr %546, i64 8
  %606 = load float, ptr %605, align 4
  %607 = insertelement <16 x float> poison, float %606, i64 0
  %608 = shufflevector <16 x float> %607, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %608, ptr %157, align 64
  %609 = insertelement <16 x float> poison, float %606, i64 0
  %610 = shufflevector <16 x float> %609, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %610, ptr %159, align 64
  %611 = load float, ptr %605, align 4
  %612 = insertelement <16 x float> poison, float %611, i64 0
  %613 = shufflevector <16 x float> %612, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %613, ptr %158, align 64
  %614 = insertelement <16 x float> poison, float %611, i64 0
  %615 = shufflevector <16 x float> %614, <16 x float> poison, <16 x i32> zeroinitializer
  br label %628

616:                                              ; preds = %599
  %617 = add nsw i64 %545, 2
  %618 = mul nsw i64 %617, %51
  %619 = getelementptr inbounds float, ptr %193, i64 %618
  %620 = getelementptr inbounds float, ptr %619, i64 %225
  %621 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %620, <16 x i1> %530, <16 x float> zeroinitializer)
  store <16 x float> %621, ptr %157, align 64
  %622 = getelementptr inbounds float, ptr %619, i64 %228
  %623 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %622, <16 x i1> %531, <16 x float> zeroinitializer)
  store <16 x float> %623, ptr %160, align 64
  %624 = getelementptr inbounds float, ptr %619, i64 %231
  %625 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %624, <16 x i1> %532, <16 x float> zeroinitializer)
  store <16 x float> %625, ptr %158, align 64
  %626 = getelementptr inbounds float, ptr %619, i64 %235
  %627 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %626, <16 x i1> %533, <16 x float> zeroinitializer)
  br label %628

628:                                              ; preds = %616, %604
  %629 = phi <16 x float> [ %625, %616 ], [ %613, %604 ]
  %630 = phi <16 x float> [ %623, %616 ], [ %610, %604 ]
  %631 = phi <16 x float> [ %621, %616 ], [ %608, %604 ]
  %632 = phi <16 x float> [ %627, %616 ], [ %615, %604 ]
  store <16 x float> %632, ptr %161, align 64
  br i1 %71, label %645, label %633

633:                                              ; preds = %628
  %634 = getelementptr inbounds nuw i8, ptr %546, i64 12
  %635 = load float, ptr %634, align 4
  %636 = insertelement <16 x float> poison, float %635, i64 0
  %637 = shufflevector <16 x float> %636, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %637, ptr %162, align 64
  %638 = insertelement <16 x float> poison, float %635, i64 0
  %639 = shufflevector <16 x float> %638, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %639, ptr %164, align 64
  %640 = load float, ptr %634, align 4
  %641 = insertelement <16 x float> poison, float %640, i64 0
  %642 = shufflevector <16 x float> %641, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %642, ptr %163, align 64
  %643 = insertelement <16 x float> poison, float %640, i64 0
  %644 = shufflevector <16 x float> %643, <16 x float> poison, <16 x i32> zeroinitializer
  br label %657

645:                                              ; preds = %628
  %646 = add nsw i64 %545, 3
  %647 = mul nsw i64 %646, %51
  %648 = getelementptr inbounds float, ptr %193, i64 %647
  %649 = getelementptr inbounds float, ptr %648, i64 %225
  %650 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %649, <16 x i1> %530, <16 x float> zeroinitializer)
  store <16 x float> %650, ptr %162, align 64
  %651 = getelementptr inbounds float, ptr %648, i64 %228
  %652 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %651, <16 x i1> %531, <16 x float> zeroinitializer)
  store <16 x float> %652, ptr %165, align 64
  %653 = getelementptr inbounds float, ptr %648, i64 %231
  %654 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %653, <16 x i1> %532, <16 x float> zeroinitializer)
  store <16 x float> %654, ptr %163, align 64
  %655 = getelementptr inbounds float, ptr %648, i64 %235
  %656 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %655, <16 x i1> %533, <16 x float> zeroinitializer)
  br label %657

657:                                              ; preds = %645, %633
  %658 = phi <16 x float> [ %654, %645 ], [ %642, %633 ]
  %659 = phi <16 x float> [ %652, %645 ], [ %639, %633 ]
  %660 = phi <16 x float> [ %650, %645 ], [ %637, %633 ]
  %661 = phi <16 x float> [ %656, %645 ], [ %644, %633 ]
  store <16 x float> %661, ptr %166, align 64
  br i1 %71, label %674, label %662

662:                                              ; preds = %657
  %663 = getelementptr inbounds nuw i8, ptr %546, i64 16
  %664 = load float, ptr %663, align 4
  %665 = insertelement <16 x float> poison, float %664, i64 0
  %666 = shufflevector <16 x float> %665, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %666, ptr %167, align 64
  %667 = insertelement <16 x float> poison, float %664, i64 0
  %668 = shufflevector <16 x float> %667, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %668, ptr %169, align 64
  %669 = load float, ptr %663, align 4
  %670 = insertelement <16 x float> poison, float %669, i64 0
  %671 = shufflevector <16 x float> %670, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %671, ptr %168, align 64
  %672 = insertelement <16 x float> poison, float %669, i64 0
  %673 = shufflevector <16 x float> %672, <16 x float> poison, <16 x i32> zeroinitializer
  br label %686

674:                                              ; preds = %657
  %675 = add nsw i64 %545, 4
  %676 = mul nsw i64 %675, %51
  %677 = getelementptr inbounds float, ptr %193, i64 %676
  %678 = getelementptr inbounds float, ptr %677, i64 %225
  %679 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %678, <16 x i1> %530, <16 x float> zeroinitializer)
  store <16 x float> %679, ptr %167, align 64
  %680 = getelementptr inbounds float, ptr %677, i64 %228
  %681 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %680, <16 x i1> %531, <16 x float> zeroinitializer)
  store <16 x float> %681, ptr %170, align 64
  %682 = getelementptr inbounds float, ptr %677, i64 %231
  %683 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %682, <16 x i1> %532, <16 x float> zeroinitializer)
  store <16 x float> %683, ptr %168, align 64
  %684 = getelementptr inbounds float, ptr %677, i64 %235
  %685 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %684, <16 x i1> %533, <16 x float> zeroinitializer)
  br label %686

686:                                              ; preds = %674, %662
  %687 = phi <16 x float> [ %683, %674 ], [ %671, %662 ]
  %688 = phi <16 x float> [ %681, %674 ], [ %668, %662 ]
  %689 = phi <16 x float> [ %679, %674 ], [ %666, %662 ]
  %690 = phi <16 x float> [ %685, %674 ], [ %673, %662 ]
  store <16 x float> %690, ptr %171, align 64
  br i1 %71, label %703, label %691

691:                                              ; preds = %686
  %692 = getelementptr inbounds nuw i8, ptr %546, i64 20
  %693 = load float, ptr %692, align 4
  %694 = insertelement <16 x float> poison, float %693, i64 0
  %695 = shufflevector <16 x float> %694, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %695, ptr %172, align 64
  %696 = insertelement <16 x float> poison, float %693, i64 0
  %697 = shufflevector <16 x float> %696, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %697, ptr %174, align 64
  %698 = load float, ptr %692, align 4
  %699 = insertelement <16 x float> poison, float %698, i64 0
  %700 = shufflevector <16 x float> %699, <16 x float> poison, <16 x i32> zeroinitializer
  store <16 x float> %700, ptr %173, align 64
  %701 = insertelement <16 x float> poison, float %698, i64 0
  %702 = shufflevector <16 x float> %701, <16 x float> poison, <16 x i32> zeroinitializer
  br label %715

703:                                              ; preds = %686
  %704 = add nsw i64 %545, 5
  %705 = mul nsw i64 %704, %51
  %706 = getelementptr inbounds float, ptr %193, i64 %705
  %707 = getelementptr inbounds float, ptr %706, i64 %225
  %708 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %707, <16 x i1> %530, <16 x float> zeroinitializer)
  store <16 x float> %708, ptr %172, align 64
  %709 = getelementptr inbounds float, ptr %706, i64 %228
  %710 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %709, <16 x i1> %531, <16 x float> zeroinitializer)
  store <16 x float> %710, ptr %175, align 64
  %711 = getelementptr inbounds float, ptr %706, i64 %231
  %712 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %711, <16 x i1> %532, <16 x float> zeroinitializer)
  store <16 x float> %712, ptr %173, align 64
  %713 = getelementptr inbounds float, ptr %706, i64 %235
  %714 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %713, <16 x i1> %533, <16 x float> zeroinitializer)
  br label %715

715:                                              ; preds = %703, %691
  %716 = phi <16 x float> [ %712, %703 ], [ %700, %691 ]
  %717 = phi <16 x float> [ %710, %703 ], [ %697, %691 ]
  %718 = phi <16 x float> [ %708, %703 ], [ %695, %691 ]
  %719 = phi <16 x float> [ %714, %703 ], [ %702, %691 ]
  store <16 x float> %719, ptr %176, align 64
  %720 = sub nsw i64 %542, %545
  %721 = mul i64 %72, %545
  %722 = getelementptr inbounds float, ptr %38, i64 %721
  br i1 %73, label %723, label %547

723:                                              ; preds = %715, %753
  %724 = phi <16 x float> [ %754, %753 ], [ %719, %715 ]
  %725 = phi <16 x float> [ %755, %753 ], [ %716, %715 ]
  %726 = phi <16 x float> [ %756, %753 ], [ %717, %715 ]
  %727 = phi <16 x float> [ %757, %753 ], [ %718, %715 ]
  %728 = phi <16 x float> [ %758, %753 ], [ %690, %715 ]
  %729 = phi <16 x float> [ %759, %753 ], [ %687, %715 ]
  %730 = phi <16 x float> [ %760, %753 ], [ %688, %715 ]
  %731 = phi <16 x float> [ %761, %753 ], [ %689, %715 ]
  %732 = phi <16 x float> [ %762, %753 ], [ %661, %715 ]
  %733 = phi <16 x float> [ %763, %753 ], [ %658, %715 ]
  %734 = phi <16 x float> [ %764, %753 ], [ %659, %715 ]
  %735 = phi <16 x float> [ %765, %753 ], [ %574, %715 ]
  %736 = phi <16 x float> [ %766, %753 ], [ %571, %715 ]
  %737 = phi <16 x float> [ %767, %753 ], [ %572, %715 ]
  %738 = phi <16 x float> [ %768, %753 ], [ %573, %715 ]
  %739 = phi <16 x float> [ %769, %753 ], [ %602, %715 ]
  %740 = phi <16 x float> [ %770, %753 ], [ %660, %715 ]
  %741 = phi <16 x float> [ %771, %753 ], [ %632, %715 ]
  %742 = phi <16 x float> [ %772, %753 ], [ %629, %715 ]
  %743 = phi <16 x float> [ %773, %753 ], [ %630, %715 ]
  %744 = phi <16 x float> [ %774, %753 ], [ %631, %715 ]
  %745 = phi <16 x float> [ %775, %753 ], [ %603, %715 ]
  %746 = phi <16 x float> [ %776, %753 ], [ %600, %715 ]
  %747 = phi <16 x float> [ %777, %753 ], [ %601, %715 ]
  %748 = phi i64 [ %778, %753 ], [ 0, %715 ]
  %749 = mul nsw i64 %69, %748
  %750 = getelementptr inbounds float, ptr %191, i64 %749
  %751 = mul nsw i64 %748, %70
  %752 = getelementptr inbounds float, ptr %722, i64 %751
  br i1 %74, label %780, label %753

753:                                              ; preds = %780, %723
  %754 = phi <16 x float> [ %724, %723 ], [ %885, %780 ]
  %755 = phi <16 x float> [ %725, %723 ], [ %884, %780 ]
  %756 = phi <16 x float> [ %726, %723 ], [ %883, %780 ]
  %757 = phi <16 x float> [ %727, %723 ], [ %882, %780 ]
  %758 = phi <16 x float> [ %728, %723 ], [ %877, %780 ]
  %759 = phi <16 x float> [ %729, %723 ], [ %876, %780 ]
  %760 = phi <16 x float> [ %730, %723 ], [ %875, %780 ]
  %761 = phi <16 x float> [ %731, %723 ], [ %874, %780 ]
  %762 = phi <16 x float> [ %732, %723 ], [ %869, %780 ]
  %763 = phi <16 x float> [ %733, %723 ], [ %868, %780 ]
  %764 = phi <16 x float> [ %734, %723 ], [ %867, %780 ]
  %765 = phi <16 x float> [ %735, %723 ], [ %845, %780 ]
  %766 = phi <16 x float> [ %736, %723 ], [ %844, %780 ]
  %767 = phi <16 x float> [ %737, %723 ], [ %843, %780 ]
  %768 = phi <16 x float> [ %738, %723 ], [ %842, %780 ]
  %769 = phi <16 x float> [ %739, %723 ], [ %850, %780 ]
  %770 = phi <16 x float> [ %740, %723 ], [ %866, %780 ]
  %771 = phi <16 x float> [ %741, %723 ], [ %861, %780 ]
  %772 = phi <16 x float> [ %742, %723 ], [ %860, %780 ]
  %773 = phi <16 x float> [ %743, %723 ], [ %859, %780 ]
  %774 = phi <16 x float> [ %744, %723 ], [ %858, %780 ]
  %775 = phi <16 x float> [ %745, %723 ], [ %853, %780 ]
  %776 = phi <16 x float> [ %746, %723 ], [ %852, %780 ]
  %777 = phi <16 x float> [ %747, %723 ], [ %851, %780 ]
  %778 = add nuw nsw i64 %748, 1
  %779 = icmp eq i64 %778, %5
  br i1 %779, label %547, label %723

780:                                              ; preds = %723, %780
  %781 = phi <16 x float> [ %885, %780 ], [ %724, %723 ]
  %782 = phi <16 x float> [ %884, %780 ], [ %725, %723 ]
  %783 = phi <16 x float> [ %883, %780 ], [ %726, %723 ]
  %784 = phi <16 x float> [ %882, %780 ], [ %727, %723 ]
  %785 = phi <16 x float> [ %877, %780 ], [ %728, %723 ]
  %786 = phi <16 x float> [ %876, %780 ], [ %729, %723 ]
  %787 = phi <16 x float> [ %875, %780 ], [ %730, %723 ]
  %788 = phi <16 x float> [ %874, %780 ], [ %731, %723 ]
  %789 = phi <16 x float> [ %869, %780 ], [ %732, %723 ]
  %790 = phi <16 x float> [ %868, %780 ], [ %733, %723 ]
  %791 = phi <16 x float> [ %867, %780 ], [ %734, %723 ]
  %792 = phi <16 x float> [ %845, %780 ], [ %735, %723 ]
  %793 = phi <16 x float> [ %844, %780 ], [ %736, %723 ]
  %794 = phi <16 x float> [ %843, %780 ], [ %737, %723 ]
  %795 = phi <16 x float> [ %842, %780 ], [ %738, %723 ]
  %796 = phi <16 x float> [ %850, %780 ], [ %739, %723 ]
  %797 = phi <16 x float> [ %866, %780 ], [ %740, %723 ]
  %798 = phi <16 x float> [ %861, %780 ], [ %741, %723 ]
  %799 = phi <16 x float> [ %860, %780 ], [ %742, %723 ]
  %800 = phi <16 x float> [ %859, %780 ], [ %743, %723 ]
  %801 = phi <16 x float> [ %858, %780 ], [ %744, %723 ]
  %802 = phi <16 x float> [ %853, %780 ], [ %745, %723 ]
  %803 = phi <16 x float> [ %852, %780 ], [ %746, %723 ]
  %804 = phi <16 x float> [ %851, %780 ], [ %747, %723 ]
  %805 = phi i64 [ %886, %780 ], [ 0, %723 ]
  %806 = getelementptr inbounds nuw [4 x i32], ptr %35, i64 %805
  %807 = getelementptr inbounds nuw [4 x i64], ptr %34, i64 %805
  %808 = load i32, ptr %806, align 16
  %809 = trunc i32 %808 to i16
  %810 = load i64, ptr %807, align 16
  %811 = getelementptr inbounds float, ptr %750, i64 %810
  %812 = bitcast i16 %809 to <16 x i1>
  %813 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %811, <16 x i1> %812, <16 x float> zeroinitializer)
  %814 = getelementptr inbounds nuw i8, ptr %806, i64 4
  %815 = load i32, ptr %814, align 4
  %816 = trunc i32 %815 to i16
  %817 = getelementptr inbounds nuw i8, ptr %807, i64 8
  %818 = load i64, ptr %817, align 8
  %819 = getelementptr inbounds float, ptr %750, i64 %818
  %820 = bitcast i16 %816 to <16 x i1>
  %821 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %819, <16 x i1> %820, <16 x float> zeroinitializer)
  %822 = getelementptr inbounds nuw i8, ptr %806, i64 8
  %823 = load i32, ptr %822, align 8
  %824 = trunc i32 %823 to i16
  %825 = getelementptr inbounds nuw i8, ptr %807, i64 16
  %826 = load i64, ptr %825, align 16
  %827 = getelementptr inbounds float, ptr %750, i64 %826
  %828 = bitcast i16 %824 to <16 x i1>
  %829 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %827, <16 x i1> %828, <16 x float> zeroinitializer)
  %830 = getelementptr inbounds nuw i8, ptr %806, i64 12
  %831 = load i32, ptr %830, align 4
  %832 = trunc i32 %831 to i16
  %833 = getelementptr inbounds nuw i8, ptr %807, i64 24
  %834 = load i64, ptr %833, align 8
  %835 = getelementptr inbounds float, ptr %750, i64 %834
  %836 = bitcast i16 %832 to <16 x i1>
  %837 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %835, <16 x i1> %836, <16 x float> zeroinitializer)
  %838 = getelementptr float, ptr %752, i64 %805
  %839 = load float, ptr %838, align 4
  %840 = insertelement <16 x float> poison, float %839, i64 0
  %841 = shufflevector <16 x float> %840, <16 x float> poison, <16 x i32> zeroinitializer
  %842 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %813, <16 x float> %841, <16 x float> %795)
  store <16 x float> %842, ptr %31, align 64
  %843 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %821, <16 x float> %841, <16 x float> %794)
  store <16 x float> %843, ptr %87, align 64
  %844 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %829, <16 x float> %841, <16 x float> %793)
  store <16 x float> %844, ptr %88, align 64
  %845 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %837, <16 x float> %841, <16 x float> %792)
  store <16 x float> %845, ptr %89, align 64
  %846 = getelementptr float, ptr %838, i64 %72
  %847 = load float, ptr %846, align 4
  %848 = insertelement <16 x float> poison, float %847, i64 0
  %849 = shufflevector <16 x float> %848, <16 x float> poison, <16 x i32> zeroinitializer
  %850 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %813, <16 x float> %849, <16 x float> %796)
  store <16 x float> %850, ptr %78, align 64
  %851 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %821, <16 x float> %849, <16 x float> %804)
  store <16 x float> %851, ptr %79, align 64
  %852 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %829, <16 x float> %849, <16 x float> %803)
  store <16 x float> %852, ptr %80, align 64
  %853 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %837, <16 x float> %849, <16 x float> %802)
  store <16 x float> %853, ptr %81, align 64
  %854 = getelementptr i8, ptr %838, i64 %90
  %855 = load float, ptr %854, align 4
  %856 = insertelement <16 x float> poison, float %855, i64 0
  %857 = shufflevector <16 x float> %856, <16 x float> poison, <16 x i32> zeroinitializer
  %858 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %813, <16 x float> %857, <16 x float> %801)
  store <16 x float> %858, ptr %82, align 64
  %859 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %821, <16 x float> %857, <16 x float> %800)
  store <16 x float> %859, ptr %83, align 64
  %860 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %829, <16 x float> %857, <16 x float> %799)
  store <16 x float> %860, ptr %84, align 64
  %861 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %837, <16 x float> %857, <16 x float> %798)
  store <16 x float> %861, ptr %85, align 64
  %862 = getelementptr i8, ptr %838, i64 %91
  %863 = load float, ptr %862, align 4
  %864 = insertelement <16 x float> poison, float %863, i64 0
  %865 = shufflevector <16 x float> %864, <16 x float> poison, <16 x i32> zeroinitializer
  %866 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %813, <16 x float> %865, <16 x float> %797)
  store <16 x float> %866, ptr %86, align 64
  %867 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %821, <16 x float> %865, <16 x float> %791)
  store <16 x float> %867, ptr %92, align 64
  %868 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %829, <16 x float> %865, <16 x float> %790)
  store <16 x float> %868, ptr %93, align 64
  %869 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %837, <16 x float> %865, <16 x float> %789)
  store <16 x float> %869, ptr %94, align 64
  %870 = getelementptr i8, ptr %838, i64 %95
  %871 = load float, ptr %870, align 4
  %872 = insertelement <16 x float> poison, float %871, i64 0
  %873 = shufflevector <16 x float> %872, <16 x float> poison, <16 x i32> zeroinitializer
  %874 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %813, <16 x float> %873, <16 x float> %788)
  store <16 x float> %874, ptr %96, align 64
  %875 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %821, <16 x float> %873, <16 x float> %787)
  store <16 x float> %875, ptr %97, align 64
  %876 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %829, <16 x float> %873, <16 x float> %786)
  store <16 x float> %876, ptr %98, align 64
  %877 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %837, <16 x float> %873, <16 x float> %785)
  store <16 x float> %877, ptr %99, align 64
  %878 = getelementptr i8, ptr %838, i64 %100
  %879 = load float, ptr %878, align 4
  %880 = insertelement <16 x float> poison, float %879, i64 0
  %881 = shufflevector <16 x float> %880, <16 x float> poison, <16 x i32> zeroinitializer
  %882 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %813, <16 x float> %881, <16 x float> %784)
  store <16 x float> %882, ptr %101, align 64
  %883 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %821, <16 x float> %881, <16 x float> %783)
  store <16 x float> %883, ptr %102, align 64
  %884 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %829, <16 x float> %881, <16 x float> %782)
  store <16 x float> %884, ptr %103, align 64
  %885 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %837, <16 x float> %881, <16 x float> %781)
  store <16 x float> %885, ptr %104, align 64
  %886 = add nuw nsw i64 %805, 1
  %887 = icmp eq i64 %886, %70
  br i1 %887, label %753, label %780

888:                                              ; preds = %547, %1148
  %889 = phi i64 [ %1150, %1148 ], [ 0, %547 ]
  %890 = add nsw i64 %545, %889
  %891 = mul nsw i64 %890, %51
  %892 = icmp sgt i64 %720, %889
  %893 = getelementptr inbounds nuw [4 x <16 x float>], ptr %31, i64 %889
  %894 = add nsw i64 %225, %891
  %895 = select i1 %892, <16 x i1> zeroinitializer, <16 x i1> %534
  %896 = getelementptr inbounds float, ptr %198, i64 %894
  %897 = load <16 x float>, ptr %893, align 64
  br i1 %75, label %956, label %898

898:                                              ; preds = %888
  %899 = getelementptr inbounds float, ptr %196, i64 %894
  switch i64 %105, label %917 [
    i64 1, label %900
    i64 2, label %903
    i64 3, label %910
    i64 0, label %956
  ]

900:                                              ; preds = %898
  %901 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %899, <16 x i1> %895, <16 x float> zeroinitializer)
  %902 = fadd <16 x float> %897, %901
  br label %918

903:                                              ; preds = %898
  %904 = bitcast <16 x float> %897 to <8 x i64>
  %905 = or <8 x i64> %904, %77
  %906 = fcmp oeq <16 x float> %897, %50
  %907 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %897, i32 4)
  %908 = bitcast <8 x i64> %905 to <16 x float>
  %909 = select <16 x i1> %906, <16 x float> %908, <16 x float> %907
  br label %918

910:                                              ; preds = %898
  %911 = bitcast <16 x float> %897 to <8 x i64>
  %912 = and <8 x i64> %911, %76
  %913 = fcmp oeq <16 x float> %897, %47
  %914 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %897, i32 4)
  %915 = bitcast <8 x i64> %912 to <16 x float>
  %916 = select <16 x i1> %913, <16 x float> %915, <16 x float> %914
  br label %918

917:                                              ; preds = %1129, %1110, %1091, %1065, %1046, %1027, %1001, %982, %963, %937, %918, %898
  unreachable

918:                                              ; preds = %910, %903, %900
  %919 = phi <16 x float> [ %902, %900 ], [ %909, %903 ], [ %916, %910 ]
  switch i64 %107, label %917 [
    i64 1, label %934
    i64 2, label %927
    i64 3, label %920
    i64 0, label %956
  ]

920:                                              ; preds = %918
  %921 = bitcast <16 x float> %919 to <8 x i64>
  %922 = and <8 x i64> %921, %76
  %923 = fcmp oeq <16 x float> %919, %47
  %924 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %919, i32 4)
  %925 = bitcast <8 x i64> %922 to <16 x float>
  %926 = select <16 x i1> %923, <16 x float> %925, <16 x float> %924
  br label %937

927:                                              ; preds = %918
  %928 = bitcast <16 x float> %919 to <8 x i64>
  %929 = or <8 x i64> %928, %77
  %930 = fcmp oeq <16 x float> %919, %50
  %931 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %919, i32 4)
  %932 = bitcast <8 x i64> %929 to <16 x float>
  %933 = select <16 x i1> %930, <16 x float> %932, <16 x float> %931
  br label %937

934:                                              ; preds = %918
  %935 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %899, <16 x i1> %895, <16 x float> zeroinitializer)
  %936 = fadd <16 x float> %919, %935
  br label %937

937:                                              ; preds = %934, %927, %920
  %938 = phi <16 x float> [ %936, %934 ], [ %933, %927 ], [ %926, %920 ]
  switch i64 %109, label %917 [
    i64 1, label %953
    i64 2, label %946
    i64 3, label %939
    i64 0, label %956
  ]

939:                                              ; preds = %937
  %940 = bitcast <16 x float> %938 to <8 x i64>
  %941 = and <8 x i64> %940, %76
  %942 = fcmp oeq <16 x float> %938, %47
  %943 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %938, i32 4)
  %944 = bitcast <8 x i64> %941 to <16 x float>
  %945 = select <16 x i1> %942, <16 x float> %944, <16 x float> %943
  br label %956

946:                                              ; preds = %937
  %947 = bitcast <16 x float> %938 to <8 x i64>
  %948 = or <8 x i64> %947, %77
  %949 = fcmp oeq <16 x float> %938, %50
  %950 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %938, i32 4)
  %951 = bitcast <8 x i64> %948 to <16 x float>
  %952 = select <16 x i1> %949, <16 x float> %951, <16 x float> %950
  br label %956

953:                                              ; preds = %937
  %954 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %899, <16 x i1> %895, <16 x float> zeroinitializer)
  %955 = fadd <16 x float> %938, %954
  br label %956

956:                                              ; preds = %888, %898, %918, %937, %953, %946, %939
  %957 = phi <16 x float> [ %945, %939 ], [ %897, %898 ], [ %938, %937 ], [ %919, %918 ], [ %955, %953 ], [ %952, %946 ], [ %897, %888 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %957, ptr align 1 %896, <16 x i1> %895)
  %958 = add nsw i64 %228, %891
  %959 = select i1 %892, <16 x i1> zeroinitializer, <16 x i1> %535
  %960 = getelementptr inbounds float, ptr %198, i64 %958
  %961 = getelementptr inbounds nuw i8, ptr %893, i64 64
  %962 = load <16 x float>, ptr %961, align 64
  br i1 %75, label %1020, label %963

963:                                              ; preds = %956
  %964 = getelementptr inbounds float, ptr %196, i64 %958
  switch i64 %110, label %917 [
    i64 1, label %979
    i64 2, label %972
    i64 3, label %965
    i64 0, label %1020
  ]

965:                                              ; preds = %963
  %966 = bitcast <16 x float> %962 to <8 x i64>
  %967 = and <8 x i64> %966, %76
  %968 = fcmp oeq <16 x float> %962, %47
  %969 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %962, i32 4)
  %970 = bitcast <8 x i64> %967 to <16 x float>
  %971 = select <16 x i1> %968, <16 x float> %970, <16 x float> %969
  br label %982

972:                                              ; preds = %963
  %973 = bitcast <16 x float> %962 to <8 x i64>
  %974 = or <8 x i64> %973, %77
  %975 = fcmp oeq <16 x float> %962, %50
  %976 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %962, i32 4)
  %977 = bitcast <8 x i64> %974 to <16 x float>
  %978 = select <16 x i1> %975, <16 x float> %977, <16 x float> %976
  br label %982

979:                                              ; preds = %963
  %980 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %964, <16 x i1> %959, <16 x float> zeroinitializer)
  %981 = fadd <16 x float> %962, %980
  br label %982

982:                                              ; preds = %979, %972, %965
  %983 = phi <16 x float> [ %981, %979 ], [ %978, %972 ], [ %971, %965 ]
  switch i64 %112, label %917 [
    i64 1, label %998
    i64 2, label %991
    i64 3, label %984
    i64 0, label %1020
  ]

984:                                              ; preds = %982
  %985 = bitcast <16 x float> %983 to <8 x i64>
  %986 = and <8 x i64> %985, %76
  %987 = fcmp oeq <16 x float> %983, %47
  %988 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %983, i32 4)
  %989 = bitcast <8 x i64> %986 to <16 x float>
  %990 = select <16 x i1> %987, <16 x float> %989, <16 x float> %988
  br label %1001

991:                                              ; preds = %982
  %992 = bitcast <16 x float> %983 to <8 x i64>
  %993 = or <8 x i64> %992, %77
  %994 = fcmp oeq <16 x float> %983, %50
  %995 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %983, i32 4)
  %996 = bitcast <8 x i64> %993 to <16 x float>
  %997 = select <16 x i1> %994, <16 x float> %996, <16 x float> %995
  br label %1001

998:                                              ; preds = %982
  %999 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %964, <16 x i1> %959, <16 x float> zeroinitializer)
  %1000 = fadd <16 x float> %983, %999
  br label %1001

1001:                                             ; preds = %998, %991, %984
  %1002 = phi <16 x float> [ %1000, %998 ], [ %997, %991 ], [ %990, %984 ]
  switch i64 %114, label %917 [
    i64 1, label %1017
    i64 2, label %1010
    i64 3, label %1003
    i64 0, label %1020
  ]

1003:                                             ; preds = %1001
  %1004 = bitcast <16 x float> %1002 to <8 x i64>
  %1005 = and <8 x i64> %1004, %76
  %1006 = fcmp oeq <16 x float> %1002, %47
  %1007 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %1002, i32 4)
  %1008 = bitcast <8 x i64> %1005 to <16 x float>
  %1009 = select <16 x i1> %1006, <16 x float> %1008, <16 x float> %1007
  br label %1020

1010:                                             ; preds = %1001
  %1011 = bitcast <16 x float> %1002 to <8 x i64>
  %1012 = or <8 x i64> %1011, %77
  %1013 = fcmp oeq <16 x float> %1002, %50
  %1014 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %1002, i32 4)
  %1015 = bitcast <8 x i64> %1012 to <16 x float>
  %1016 = select <16 x i1> %1013, <16 x float> %1015, <16 x float> %1014
  br label %1020

1017:                                             ; preds = %1001
  %1018 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %964, <16 x i1> %959, <16 x float> zeroinitializer)
  %1019 = fadd <16 x float> %1002, %1018
  br label %1020

1020:                                             ; preds = %956, %963, %982, %1001, %1017, %1010, %1003
  %1021 = phi <16 x float> [ %1009, %1003 ], [ %962, %963 ], [ %1002, %1001 ], [ %983, %982 ], [ %1019, %1017 ], [ %1016, %1010 ], [ %962, %956 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1021, ptr align 1 %960, <16 x i1> %959)
  %1022 = add nsw i64 %231, %891
  %1023 = select i1 %892, <16 x i1> zeroinitializer, <16 x i1> %536
  %1024 = getelementptr inbounds float, ptr %198, i64 %1022
  %1025 = getelementptr inbounds nuw i8, ptr %893, i64 128
  %1026 = load <16 x float>, ptr %1025, align 64
  br i1 %75, label %1084, label %1027

1027:                                             ; preds = %1020
  %1028 = getelementptr inbounds float, ptr %196, i64 %1022
  switch i64 %115, label %917 [
    i64 1, label %1043
    i64 2, label %1036
    i64 3, label %1029
    i64 0, label %1084
  ]

1029:                                             ; preds = %1027
  %1030 = bitcast <16 x float> %1026 to <8 x i64>
  %1031 = and <8 x i64> %1030, %76
  %1032 = fcmp oeq <16 x float> %1026, %47
  %1033 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %1026, i32 4)
  %1034 = bitcast <8 x i64> %1031 to <16 x float>
  %1035 = select <16 x i1> %1032, <16 x float> %1034, <16 x float> %1033
  br label %1046

1036:                                             ; preds = %1027
  %1037 = bitcast <16 x float> %1026 to <8 x i64>
  %1038 = or <8 x i64> %1037, %77
  %1039 = fcmp oeq <16 x float> %1026, %50
  %1040 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %1026, i32 4)
  %1041 = bitcast <8 x i64> %1038 to <16 x float>
  %1042 = select <16 x i1> %1039, <16 x float> %1041, <16 x float> %1040
  br label %1046

1043:                                             ; preds = %1027
  %1044 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1028, <16 x i1> %1023, <16 x float> zeroinitializer)
  %1045 = fadd <16 x float> %1026, %1044
  br label %1046

1046:                                             ; preds = %1043, %1036, %1029
  %1047 = phi <16 x float> [ %1045, %1043 ], [ %1042, %1036 ], [ %1035, %1029 ]
  switch i64 %117, label %917 [
    i64 1, label %1062
    i64 2, label %1055
    i64 3, label %1048
    i64 0, label %1084
  ]

1048:                                             ; preds = %1046
  %1049 = bitcast <16 x float> %1047 to <8 x i64>
  %1050 = and <8 x i64> %1049, %76
  %1051 = fcmp oeq <16 x float> %1047, %47
  %1052 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %1047, i32 4)
  %1053 = bitcast <8 x i64> %1050 to <16 x float>
  %1054 = select <16 x i1> %1051, <16 x float> %1053, <16 x float> %1052
  br label %1065

1055:                                             ; preds = %1046
  %1056 = bitcast <16 x float> %1047 to <8 x i64>
  %1057 = or <8 x i64> %1056, %77
  %1058 = fcmp oeq <16 x float> %1047, %50
  %1059 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %1047, i32 4)
  %1060 = bitcast <8 x i64> %1057 to <16 x float>
  %1061 = select <16 x i1> %1058, <16 x float> %1060, <16 x float> %1059
  br label %1065

1062:                                             ; preds = %1046
  %1063 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1028, <16 x i1> %1023, <16 x float> zeroinitializer)
  %1064 = fadd <16 x float> %1047, %1063
  br label %1065

1065:                                             ; preds = %1062, %1055, %1048
  %1066 = phi <16 x float> [ %1064, %1062 ], [ %1061, %1055 ], [ %1054, %1048 ]
  switch i64 %119, label %917 [
    i64 1, label %1081
    i64 2, label %1074
    i64 3, label %1067
    i64 0, label %1084
  ]

1067:                                             ; preds = %1065
  %1068 = bitcast <16 x float> %1066 to <8 x i64>
  %1069 = and <8 x i64> %1068, %76
  %1070 = fcmp oeq <16 x float> %1066, %47
  %1071 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %1066, i32 4)
  %1072 = bitcast <8 x i64> %1069 to <16 x float>
  %1073 = select <16 x i1> %1070, <16 x float> %1072, <16 x float> %1071
  br label %1084

1074:                                             ; preds = %1065
  %1075 = bitcast <16 x float> %1066 to <8 x i64>
  %1076 = or <8 x i64> %1075, %77
  %1077 = fcmp oeq <16 x float> %1066, %50
  %1078 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %1066, i32 4)
  %1079 = bitcast <8 x i64> %1076 to <16 x float>
  %1080 = select <16 x i1> %1077, <16 x float> %1079, <16 x float> %1078
  br label %1084

1081:                                             ; preds = %1065
  %1082 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1028, <16 x i1> %1023, <16 x float> zeroinitializer)
  %1083 = fadd <16 x float> %1066, %1082
  br label %1084

1084:                                             ; preds = %1020, %1027, %1046, %1065, %1081, %1074, %1067
  %1085 = phi <16 x float> [ %1073, %1067 ], [ %1026, %1027 ], [ %1066, %1065 ], [ %1047, %1046 ], [ %1083, %1081 ], [ %1080, %1074 ], [ %1026, %1020 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1085, ptr align 1 %1024, <16 x i1> %1023)
  %1086 = add nsw i64 %235, %891
  %1087 = select i1 %892, <16 x i1> zeroinitializer, <16 x i1> %537
  %1088 = getelementptr inbounds float, ptr %198, i64 %1086
  %1089 = getelementptr inbounds nuw i8, ptr %893, i64 192
  %1090 = load <16 x float>, ptr %1089, align 64
  br i1 %75, label %1148, label %1091

1091:                                             ; preds = %1084
  %1092 = getelementptr inbounds float, ptr %196, i64 %1086
  switch i64 %120, label %917 [
    i64 1, label %1107
    i64 2, label %1100
    i64 3, label %1093
    i64 0, label %1148
  ]

1093:                                             ; preds = %1091
  %1094 = bitcast <16 x float> %1090 to <8 x i64>
  %1095 = and <8 x i64> %1094, %76
  %1096 = fcmp oeq <16 x float> %1090, %47
  %1097 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %1090, i32 4)
  %1098 = bitcast <8 x i64> %1095 to <16 x float>
  %1099 = select <16 x i1> %1096, <16 x float> %1098, <16 x float> %1097
  br label %1110

1100:                                             ; preds = %1091
  %1101 = bitcast <16 x float> %1090 to <8 x i64>
  %1102 = or <8 x i64> %1101, %77
  %1103 = fcmp oeq <16 x float> %1090, %50
  %1104 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %1090, i32 4)
  %1105 = bitcast <8 x i64> %1102 to <16 x float>
  %1106 = select <16 x i1> %1103, <16 x float> %1105, <16 x float> %1104
  br label %1110

1107:                                             ; preds = %1091
  %1108 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1092, <16 x i1> %1087, <16 x float> zeroinitializer)
  %1109 = fadd <16 x float> %1090, %1108
  br label %1110

1110:                                             ; preds = %1107, %1100, %1093
  %1111 = phi <16 x float> [ %1109, %1107 ], [ %1106, %1100 ], [ %1099, %1093 ]
  switch i64 %122, label %917 [
    i64 1, label %1126
    i64 2, label %1119
    i64 3, label %1112
    i64 0, label %1148
  ]

1112:                                             ; preds = %1110
  %1113 = bitcast <16 x float> %1111 to <8 x i64>
  %1114 = and <8 x i64> %1113, %76
  %1115 = fcmp oeq <16 x float> %1111, %47
  %1116 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %1111, i32 4)
  %1117 = bitcast <8 x i64> %1114 to <16 x float>
  %1118 = select <16 x i1> %1115, <16 x float> %1117, <16 x float> %1116
  br label %1129

1119:                                             ; preds = %1110
  %1120 = bitcast <16 x float> %1111 to <8 x i64>
  %1121 = or <8 x i64> %1120, %77
  %1122 = fcmp oeq <16 x float> %1111, %50
  %1123 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %1111, i32 4)
  %1124 = bitcast <8 x i64> %1121 to <16 x float>
  %1125 = select <16 x i1> %1122, <16 x float> %1124, <16 x float> %1123
  br label %1129

1126:                                             ; preds = %1110
  %1127 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1092, <16 x i1> %1087, <16 x float> zeroinitializer)
  %1128 = fadd <16 x float> %1111, %1127
  br label %1129

1129:                                             ; preds = %1126, %1119, %1112
  %1130 = phi <16 x float> [ %1128, %1126 ], [ %1125, %1119 ], [ %1118, %1112 ]
  switch i64 %124, label %917 [
    i64 1, label %1145
    i64 2, label %1138
    i64 3, label %1131
    i64 0, label %1148
  ]

1131:                                             ; preds = %1129
  %1132 = bitcast <16 x float> %1130 to <8 x i64>
  %1133 = and <8 x i64> %1132, %76
  %1134 = fcmp oeq <16 x float> %1130, %47
  %1135 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %1130, i32 4)
  %1136 = bitcast <8 x i64> %1133 to <16 x float>
  %1137 = select <16 x i1> %1134, <16 x float> %1136, <16 x float> %1135
  br label %1148

1138:                                             ; preds = %1129
  %1139 = bitcast <16 x float> %1130 to <8 x i64>
  %1140 = or <8 x i64> %1139, %77
  %1141 = fcmp oeq <16 x float> %1130, %50
  %1142 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %1130, i32 4)
  %1143 = bitcast <8 x i64> %1140 to <16 x float>
  %1144 = select <16 x i1> %1141, <16 x float> %1143, <16 x float> %1142
  br label %1148

1145:                                             ; preds = %1129
  %1146 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1092, <16 x i1> %1087, <16 x float> zeroinitializer)
  %1147 = fadd <16 x float> %1130, %1146
  br label %1148

1148:                                             ; preds = %1084, %1091, %1110, %1129, %1145, %1138, %1131
  %1149 = phi <16 x float> [ %1137, %1131 ], [ %1090, %1091 ], [ %1130, %1129 ], [ %1111, %1110 ], [ %1147, %1145 ], [ %1144, %1138 ], [ %1090, %1084 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1149, ptr align 1 %1088, <16 x i1> %1087)
  %1150 = add nuw nsw i64 %889, 1
  %1151 = icmp eq i64 %1150, 6
  br i1 %1151, label %1152, label %888

1152:                                             ; preds = %1148
  call void @llvm.lifetime.end.p0(ptr nonnull %31)
  %1153 = add nsw i64 %542, 6
  %1154 = icmp slt i64 %1153, %186
  br i1 %1154, label %541, label %538
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none))

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none))

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
declare i64 @llvm.smin.i64(i64, i64)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64)

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
