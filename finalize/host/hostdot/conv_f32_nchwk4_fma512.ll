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
  %87 = getelementptr inbounds nuw i8, ptr %31, i64 832
  %88 = getelementptr inbounds nuw i8, ptr %31, i64 896
  %89 = getelementptr inbounds nuw i8, ptr %31, i64 960
  %90 = getelementptr inbounds nuw i8, ptr %31, i64 64
  %91 = getelementptr inbounds nuw i8, ptr %31, i64 128
  %92 = getelementptr inbounds nuw i8, ptr %31, i64 192
  %93 = shl i64 %72, 3
  %94 = mul i64 %72, 12
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

538:                                              ; preds = %1269, %504
  call void @llvm.lifetime.end.p0(ptr nonnull %36)
  %539 = add nsw i64 %211, 4
  %540 = icmp slt i64 %539, %189
  br i1 %540, label %210, label %207

541:                                              ; preds = %505, %1269
  %542 = phi i64 [ %1270, %1269 ], [ %200, %505 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %31)
  %543 = sub nsw i64 %186, %542
  %544 = icmp sgt i64 %543, 5
  %545 = select i1 %544, i64 %542, i64 %68
  %546 = getelementptr inbounds float, ptr %39, i64 %545
  br i1 %71, label %559, label %548

547:                                              ; preds = %723, %715
  br label %1005

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
  br i1 %73, label %750, label %547

723:                                              ; preds = %867, %750
  %724 = phi <16 x float> [ %751, %750 ], [ %868, %867 ]
  %725 = phi <16 x float> [ %752, %750 ], [ %869, %867 ]
  %726 = phi <16 x float> [ %753, %750 ], [ %870, %867 ]
  %727 = phi <16 x float> [ %754, %750 ], [ %871, %867 ]
  %728 = phi <16 x float> [ %755, %750 ], [ %872, %867 ]
  %729 = phi <16 x float> [ %756, %750 ], [ %873, %867 ]
  %730 = phi <16 x float> [ %757, %750 ], [ %874, %867 ]
  %731 = phi <16 x float> [ %758, %750 ], [ %875, %867 ]
  %732 = phi <16 x float> [ %759, %750 ], [ %876, %867 ]
  %733 = phi <16 x float> [ %760, %750 ], [ %877, %867 ]
  %734 = phi <16 x float> [ %761, %750 ], [ %878, %867 ]
  %735 = phi <16 x float> [ %762, %750 ], [ %879, %867 ]
  %736 = phi <16 x float> [ %763, %750 ], [ %880, %867 ]
  %737 = phi <16 x float> [ %764, %750 ], [ %881, %867 ]
  %738 = phi <16 x float> [ %765, %750 ], [ %882, %867 ]
  %739 = phi <16 x float> [ %766, %750 ], [ %883, %867 ]
  %740 = phi <16 x float> [ %767, %750 ], [ %884, %867 ]
  %741 = phi <16 x float> [ %768, %750 ], [ %885, %867 ]
  %742 = phi <16 x float> [ %769, %750 ], [ %886, %867 ]
  %743 = phi <16 x float> [ %770, %750 ], [ %887, %867 ]
  %744 = phi <16 x float> [ %771, %750 ], [ %888, %867 ]
  %745 = phi <16 x float> [ %772, %750 ], [ %889, %867 ]
  %746 = phi <16 x float> [ %773, %750 ], [ %890, %867 ]
  %747 = phi <16 x float> [ %774, %750 ], [ %891, %867 ]
  %748 = icmp slt i64 %779, %5
  %749 = add i64 %775, -16
  br i1 %748, label %750, label %547

750:                                              ; preds = %715, %723
  %751 = phi <16 x float> [ %724, %723 ], [ %719, %715 ]
  %752 = phi <16 x float> [ %725, %723 ], [ %716, %715 ]
  %753 = phi <16 x float> [ %726, %723 ], [ %717, %715 ]
  %754 = phi <16 x float> [ %727, %723 ], [ %718, %715 ]
  %755 = phi <16 x float> [ %728, %723 ], [ %690, %715 ]
  %756 = phi <16 x float> [ %729, %723 ], [ %687, %715 ]
  %757 = phi <16 x float> [ %730, %723 ], [ %688, %715 ]
  %758 = phi <16 x float> [ %731, %723 ], [ %689, %715 ]
  %759 = phi <16 x float> [ %732, %723 ], [ %574, %715 ]
  %760 = phi <16 x float> [ %733, %723 ], [ %571, %715 ]
  %761 = phi <16 x float> [ %734, %723 ], [ %572, %715 ]
  %762 = phi <16 x float> [ %735, %723 ], [ %573, %715 ]
  %763 = phi <16 x float> [ %736, %723 ], [ %602, %715 ]
  %764 = phi <16 x float> [ %737, %723 ], [ %661, %715 ]
  %765 = phi <16 x float> [ %738, %723 ], [ %658, %715 ]
  %766 = phi <16 x float> [ %739, %723 ], [ %659, %715 ]
  %767 = phi <16 x float> [ %740, %723 ], [ %660, %715 ]
  %768 = phi <16 x float> [ %741, %723 ], [ %632, %715 ]
  %769 = phi <16 x float> [ %742, %723 ], [ %629, %715 ]
  %770 = phi <16 x float> [ %743, %723 ], [ %630, %715 ]
  %771 = phi <16 x float> [ %744, %723 ], [ %631, %715 ]
  %772 = phi <16 x float> [ %745, %723 ], [ %603, %715 ]
  %773 = phi <16 x float> [ %746, %723 ], [ %600, %715 ]
  %774 = phi <16 x float> [ %747, %723 ], [ %601, %715 ]
  %775 = phi i64 [ %749, %723 ], [ %5, %715 ]
  %776 = phi i64 [ %779, %723 ], [ 0, %715 ]
  %777 = call i64 @llvm.smin.i64(i64 %775, i64 16)
  %778 = add i64 %777, %776
  %779 = add nuw nsw i64 %776, 16
  br i1 %74, label %780, label %723

780:                                              ; preds = %750
  %781 = sub nsw i64 %5, %776
  %782 = icmp sgt i64 %781, 15
  %783 = mul nsw i64 %776, %69
  %784 = getelementptr inbounds float, ptr %191, i64 %783
  %785 = mul nuw nsw i64 %776, %70
  %786 = getelementptr inbounds nuw float, ptr %722, i64 %785
  %787 = icmp sgt i64 %5, %776
  %788 = or i1 %782, %787
  br label %789

789:                                              ; preds = %780, %867
  %790 = phi <16 x float> [ %751, %780 ], [ %868, %867 ]
  %791 = phi <16 x float> [ %752, %780 ], [ %869, %867 ]
  %792 = phi <16 x float> [ %753, %780 ], [ %870, %867 ]
  %793 = phi <16 x float> [ %754, %780 ], [ %871, %867 ]
  %794 = phi <16 x float> [ %755, %780 ], [ %872, %867 ]
  %795 = phi <16 x float> [ %756, %780 ], [ %873, %867 ]
  %796 = phi <16 x float> [ %757, %780 ], [ %874, %867 ]
  %797 = phi <16 x float> [ %758, %780 ], [ %875, %867 ]
  %798 = phi <16 x float> [ %759, %780 ], [ %876, %867 ]
  %799 = phi <16 x float> [ %760, %780 ], [ %877, %867 ]
  %800 = phi <16 x float> [ %761, %780 ], [ %878, %867 ]
  %801 = phi <16 x float> [ %762, %780 ], [ %879, %867 ]
  %802 = phi <16 x float> [ %763, %780 ], [ %880, %867 ]
  %803 = phi <16 x float> [ %764, %780 ], [ %881, %867 ]
  %804 = phi <16 x float> [ %765, %780 ], [ %882, %867 ]
  %805 = phi <16 x float> [ %766, %780 ], [ %883, %867 ]
  %806 = phi <16 x float> [ %767, %780 ], [ %884, %867 ]
  %807 = phi <16 x float> [ %768, %780 ], [ %885, %867 ]
  %808 = phi <16 x float> [ %769, %780 ], [ %886, %867 ]
  %809 = phi <16 x float> [ %770, %780 ], [ %887, %867 ]
  %810 = phi <16 x float> [ %771, %780 ], [ %888, %867 ]
  %811 = phi <16 x float> [ %772, %780 ], [ %889, %867 ]
  %812 = phi <16 x float> [ %773, %780 ], [ %890, %867 ]
  %813 = phi <16 x float> [ %774, %780 ], [ %891, %867 ]
  %814 = phi <16 x float> [ %751, %780 ], [ %892, %867 ]
  %815 = phi <16 x float> [ %752, %780 ], [ %893, %867 ]
  %816 = phi <16 x float> [ %753, %780 ], [ %894, %867 ]
  %817 = phi <16 x float> [ %754, %780 ], [ %895, %867 ]
  %818 = phi <16 x float> [ %755, %780 ], [ %896, %867 ]
  %819 = phi <16 x float> [ %756, %780 ], [ %897, %867 ]
  %820 = phi <16 x float> [ %757, %780 ], [ %898, %867 ]
  %821 = phi <16 x float> [ %758, %780 ], [ %899, %867 ]
  %822 = phi <16 x float> [ %759, %780 ], [ %900, %867 ]
  %823 = phi <16 x float> [ %760, %780 ], [ %901, %867 ]
  %824 = phi <16 x float> [ %761, %780 ], [ %902, %867 ]
  %825 = phi <16 x float> [ %762, %780 ], [ %903, %867 ]
  %826 = phi <16 x float> [ %763, %780 ], [ %904, %867 ]
  %827 = phi <16 x float> [ %764, %780 ], [ %905, %867 ]
  %828 = phi <16 x float> [ %765, %780 ], [ %906, %867 ]
  %829 = phi <16 x float> [ %766, %780 ], [ %907, %867 ]
  %830 = phi <16 x float> [ %767, %780 ], [ %908, %867 ]
  %831 = phi <16 x float> [ %768, %780 ], [ %909, %867 ]
  %832 = phi <16 x float> [ %769, %780 ], [ %910, %867 ]
  %833 = phi <16 x float> [ %770, %780 ], [ %911, %867 ]
  %834 = phi <16 x float> [ %771, %780 ], [ %912, %867 ]
  %835 = phi <16 x float> [ %772, %780 ], [ %913, %867 ]
  %836 = phi <16 x float> [ %773, %780 ], [ %914, %867 ]
  %837 = phi <16 x float> [ %774, %780 ], [ %915, %867 ]
  %838 = phi i64 [ 0, %780 ], [ %916, %867 ]
  %839 = shl i64 %838, 5
  %840 = getelementptr nuw i8, ptr %34, i64 %839
  %841 = load i64, ptr %840, align 16
  %842 = getelementptr inbounds nuw i8, ptr %840, i64 8
  %843 = load i64, ptr %842, align 8
  %844 = getelementptr inbounds nuw i8, ptr %840, i64 16
  %845 = load i64, ptr %844, align 16
  %846 = getelementptr inbounds nuw i8, ptr %840, i64 24
  %847 = load i64, ptr %846, align 8
  br i1 %788, label %848, label %867

848:                                              ; preds = %789
  %849 = shl i64 %838, 4
  %850 = getelementptr nuw i8, ptr %35, i64 %849
  %851 = getelementptr inbounds nuw i8, ptr %850, i64 12
  %852 = load i32, ptr %851, align 4
  %853 = getelementptr inbounds nuw i8, ptr %850, i64 8
  %854 = load i32, ptr %853, align 8
  %855 = getelementptr inbounds nuw i8, ptr %850, i64 4
  %856 = load i32, ptr %855, align 4
  %857 = load i32, ptr %850, align 16
  %858 = getelementptr inbounds nuw float, ptr %786, i64 %838
  %859 = trunc i32 %857 to i16
  %860 = bitcast i16 %859 to <16 x i1>
  %861 = trunc i32 %856 to i16
  %862 = bitcast i16 %861 to <16 x i1>
  %863 = trunc i32 %854 to i16
  %864 = bitcast i16 %863 to <16 x i1>
  %865 = trunc i32 %852 to i16
  %866 = bitcast i16 %865 to <16 x i1>
  br label %918

867:                                              ; preds = %918, %789
  %868 = phi <16 x float> [ %790, %789 ], [ %1000, %918 ]
  %869 = phi <16 x float> [ %791, %789 ], [ %999, %918 ]
  %870 = phi <16 x float> [ %792, %789 ], [ %998, %918 ]
  %871 = phi <16 x float> [ %793, %789 ], [ %997, %918 ]
  %872 = phi <16 x float> [ %794, %789 ], [ %992, %918 ]
  %873 = phi <16 x float> [ %795, %789 ], [ %991, %918 ]
  %874 = phi <16 x float> [ %796, %789 ], [ %990, %918 ]
  %875 = phi <16 x float> [ %797, %789 ], [ %989, %918 ]
  %876 = phi <16 x float> [ %798, %789 ], [ %960, %918 ]
  %877 = phi <16 x float> [ %799, %789 ], [ %959, %918 ]
  %878 = phi <16 x float> [ %800, %789 ], [ %958, %918 ]
  %879 = phi <16 x float> [ %801, %789 ], [ %957, %918 ]
  %880 = phi <16 x float> [ %802, %789 ], [ %965, %918 ]
  %881 = phi <16 x float> [ %803, %789 ], [ %984, %918 ]
  %882 = phi <16 x float> [ %804, %789 ], [ %983, %918 ]
  %883 = phi <16 x float> [ %805, %789 ], [ %982, %918 ]
  %884 = phi <16 x float> [ %806, %789 ], [ %981, %918 ]
  %885 = phi <16 x float> [ %807, %789 ], [ %976, %918 ]
  %886 = phi <16 x float> [ %808, %789 ], [ %975, %918 ]
  %887 = phi <16 x float> [ %809, %789 ], [ %974, %918 ]
  %888 = phi <16 x float> [ %810, %789 ], [ %973, %918 ]
  %889 = phi <16 x float> [ %811, %789 ], [ %968, %918 ]
  %890 = phi <16 x float> [ %812, %789 ], [ %967, %918 ]
  %891 = phi <16 x float> [ %813, %789 ], [ %966, %918 ]
  %892 = phi <16 x float> [ %814, %789 ], [ %1000, %918 ]
  %893 = phi <16 x float> [ %815, %789 ], [ %999, %918 ]
  %894 = phi <16 x float> [ %816, %789 ], [ %998, %918 ]
  %895 = phi <16 x float> [ %817, %789 ], [ %997, %918 ]
  %896 = phi <16 x float> [ %818, %789 ], [ %992, %918 ]
  %897 = phi <16 x float> [ %819, %789 ], [ %991, %918 ]
  %898 = phi <16 x float> [ %820, %789 ], [ %990, %918 ]
  %899 = phi <16 x float> [ %821, %789 ], [ %989, %918 ]
  %900 = phi <16 x float> [ %822, %789 ], [ %960, %918 ]
  %901 = phi <16 x float> [ %823, %789 ], [ %959, %918 ]
  %902 = phi <16 x float> [ %824, %789 ], [ %958, %918 ]
  %903 = phi <16 x float> [ %825, %789 ], [ %957, %918 ]
  %904 = phi <16 x float> [ %826, %789 ], [ %965, %918 ]
  %905 = phi <16 x float> [ %827, %789 ], [ %984, %918 ]
  %906 = phi <16 x float> [ %828, %789 ], [ %983, %918 ]
  %907 = phi <16 x float> [ %829, %789 ], [ %982, %918 ]
  %908 = phi <16 x float> [ %830, %789 ], [ %981, %918 ]
  %909 = phi <16 x float> [ %831, %789 ], [ %976, %918 ]
  %910 = phi <16 x float> [ %832, %789 ], [ %975, %918 ]
  %911 = phi <16 x float> [ %833, %789 ], [ %974, %918 ]
  %912 = phi <16 x float> [ %834, %789 ], [ %973, %918 ]
  %913 = phi <16 x float> [ %835, %789 ], [ %968, %918 ]
  %914 = phi <16 x float> [ %836, %789 ], [ %967, %918 ]
  %915 = phi <16 x float> [ %837, %789 ], [ %966, %918 ]
  %916 = add nuw nsw i64 %838, 1
  %917 = icmp eq i64 %916, %70
  br i1 %917, label %723, label %789

918:                                              ; preds = %848, %918
  %919 = phi <16 x float> [ %1000, %918 ], [ %814, %848 ]
  %920 = phi <16 x float> [ %999, %918 ], [ %815, %848 ]
  %921 = phi <16 x float> [ %998, %918 ], [ %816, %848 ]
  %922 = phi <16 x float> [ %997, %918 ], [ %817, %848 ]
  %923 = phi <16 x float> [ %992, %918 ], [ %818, %848 ]
  %924 = phi <16 x float> [ %991, %918 ], [ %819, %848 ]
  %925 = phi <16 x float> [ %990, %918 ], [ %820, %848 ]
  %926 = phi <16 x float> [ %989, %918 ], [ %821, %848 ]
  %927 = phi <16 x float> [ %960, %918 ], [ %822, %848 ]
  %928 = phi <16 x float> [ %959, %918 ], [ %823, %848 ]
  %929 = phi <16 x float> [ %958, %918 ], [ %824, %848 ]
  %930 = phi <16 x float> [ %957, %918 ], [ %825, %848 ]
  %931 = phi <16 x float> [ %965, %918 ], [ %826, %848 ]
  %932 = phi <16 x float> [ %984, %918 ], [ %827, %848 ]
  %933 = phi <16 x float> [ %983, %918 ], [ %828, %848 ]
  %934 = phi <16 x float> [ %982, %918 ], [ %829, %848 ]
  %935 = phi <16 x float> [ %981, %918 ], [ %830, %848 ]
  %936 = phi <16 x float> [ %976, %918 ], [ %831, %848 ]
  %937 = phi <16 x float> [ %975, %918 ], [ %832, %848 ]
  %938 = phi <16 x float> [ %974, %918 ], [ %833, %848 ]
  %939 = phi <16 x float> [ %973, %918 ], [ %834, %848 ]
  %940 = phi <16 x float> [ %968, %918 ], [ %835, %848 ]
  %941 = phi <16 x float> [ %967, %918 ], [ %836, %848 ]
  %942 = phi <16 x float> [ %966, %918 ], [ %837, %848 ]
  %943 = phi i64 [ %1001, %918 ], [ %776, %848 ]
  %944 = phi ptr [ %1003, %918 ], [ %858, %848 ]
  %945 = phi ptr [ %1002, %918 ], [ %784, %848 ]
  %946 = getelementptr inbounds float, ptr %945, i64 %841
  %947 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %946, <16 x i1> %860, <16 x float> zeroinitializer)
  %948 = getelementptr inbounds float, ptr %945, i64 %843
  %949 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %948, <16 x i1> %862, <16 x float> zeroinitializer)
  %950 = getelementptr inbounds float, ptr %945, i64 %845
  %951 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %950, <16 x i1> %864, <16 x float> zeroinitializer)
  %952 = getelementptr inbounds float, ptr %945, i64 %847
  %953 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %952, <16 x i1> %866, <16 x float> zeroinitializer)
  %954 = load float, ptr %944, align 4
  %955 = insertelement <16 x float> poison, float %954, i64 0
  %956 = shufflevector <16 x float> %955, <16 x float> poison, <16 x i32> zeroinitializer
  %957 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %947, <16 x float> %956, <16 x float> %930)
  store <16 x float> %957, ptr %31, align 64
  %958 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %949, <16 x float> %956, <16 x float> %929)
  store <16 x float> %958, ptr %90, align 64
  %959 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %951, <16 x float> %956, <16 x float> %928)
  store <16 x float> %959, ptr %91, align 64
  %960 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %953, <16 x float> %956, <16 x float> %927)
  store <16 x float> %960, ptr %92, align 64
  %961 = getelementptr inbounds float, ptr %944, i64 %72
  %962 = load float, ptr %961, align 4
  %963 = insertelement <16 x float> poison, float %962, i64 0
  %964 = shufflevector <16 x float> %963, <16 x float> poison, <16 x i32> zeroinitializer
  %965 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %947, <16 x float> %964, <16 x float> %931)
  store <16 x float> %965, ptr %78, align 64
  %966 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %949, <16 x float> %964, <16 x float> %942)
  store <16 x float> %966, ptr %79, align 64
  %967 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %951, <16 x float> %964, <16 x float> %941)
  store <16 x float> %967, ptr %80, align 64
  %968 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %953, <16 x float> %964, <16 x float> %940)
  store <16 x float> %968, ptr %81, align 64
  %969 = getelementptr inbounds i8, ptr %944, i64 %93
  %970 = load float, ptr %969, align 4
  %971 = insertelement <16 x float> poison, float %970, i64 0
  %972 = shufflevector <16 x float> %971, <16 x float> poison, <16 x i32> zeroinitializer
  %973 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %947, <16 x float> %972, <16 x float> %939)
  store <16 x float> %973, ptr %82, align 64
  %974 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %949, <16 x float> %972, <16 x float> %938)
  store <16 x float> %974, ptr %83, align 64
  %975 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %951, <16 x float> %972, <16 x float> %937)
  store <16 x float> %975, ptr %84, align 64
  %976 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %953, <16 x float> %972, <16 x float> %936)
  store <16 x float> %976, ptr %85, align 64
  %977 = getelementptr inbounds i8, ptr %944, i64 %94
  %978 = load float, ptr %977, align 4
  %979 = insertelement <16 x float> poison, float %978, i64 0
  %980 = shufflevector <16 x float> %979, <16 x float> poison, <16 x i32> zeroinitializer
  %981 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %947, <16 x float> %980, <16 x float> %935)
  store <16 x float> %981, ptr %86, align 64
  %982 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %949, <16 x float> %980, <16 x float> %934)
  store <16 x float> %982, ptr %87, align 64
  %983 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %951, <16 x float> %980, <16 x float> %933)
  store <16 x float> %983, ptr %88, align 64
  %984 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %953, <16 x float> %980, <16 x float> %932)
  store <16 x float> %984, ptr %89, align 64
  %985 = getelementptr inbounds i8, ptr %944, i64 %95
  %986 = load float, ptr %985, align 4
  %987 = insertelement <16 x float> poison, float %986, i64 0
  %988 = shufflevector <16 x float> %987, <16 x float> poison, <16 x i32> zeroinitializer
  %989 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %947, <16 x float> %988, <16 x float> %926)
  store <16 x float> %989, ptr %96, align 64
  %990 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %949, <16 x float> %988, <16 x float> %925)
  store <16 x float> %990, ptr %97, align 64
  %991 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %951, <16 x float> %988, <16 x float> %924)
  store <16 x float> %991, ptr %98, align 64
  %992 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %953, <16 x float> %988, <16 x float> %923)
  store <16 x float> %992, ptr %99, align 64
  %993 = getelementptr inbounds i8, ptr %944, i64 %100
  %994 = load float, ptr %993, align 4
  %995 = insertelement <16 x float> poison, float %994, i64 0
  %996 = shufflevector <16 x float> %995, <16 x float> poison, <16 x i32> zeroinitializer
  %997 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %947, <16 x float> %996, <16 x float> %922)
  store <16 x float> %997, ptr %101, align 64
  %998 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %949, <16 x float> %996, <16 x float> %921)
  store <16 x float> %998, ptr %102, align 64
  %999 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %951, <16 x float> %996, <16 x float> %920)
  store <16 x float> %999, ptr %103, align 64
  %1000 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %953, <16 x float> %996, <16 x float> %919)
  store <16 x float> %1000, ptr %104, align 64
  %1001 = add nuw nsw i64 %943, 1
  %1002 = getelementptr inbounds float, ptr %945, i64 %69
  %1003 = getelementptr inbounds nuw float, ptr %944, i64 %70
  %1004 = icmp eq i64 %1001, %778
  br i1 %1004, label %867, label %918

1005:                                             ; preds = %547, %1265
  %1006 = phi i64 [ %1267, %1265 ], [ 0, %547 ]
  %1007 = add nsw i64 %545, %1006
  %1008 = mul nsw i64 %1007, %51
  %1009 = icmp sgt i64 %720, %1006
  %1010 = getelementptr inbounds nuw [4 x <16 x float>], ptr %31, i64 %1006
  %1011 = add nsw i64 %225, %1008
  %1012 = select i1 %1009, <16 x i1> zeroinitializer, <16 x i1> %534
  %1013 = getelementptr inbounds float, ptr %198, i64 %1011
  %1014 = load <16 x float>, ptr %1010, align 64
  br i1 %75, label %1073, label %1015

1015:                                             ; preds = %1005
  %1016 = getelementptr inbounds float, ptr %196, i64 %1011
  switch i64 %105, label %1034 [
    i64 1, label %1017
    i64 2, label %1020
    i64 3, label %1027
    i64 0, label %1073
  ]

1017:                                             ; preds = %1015
  %1018 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1016, <16 x i1> %1012, <16 x float> zeroinitializer)
  %1019 = fadd <16 x float> %1014, %1018
  br label %1035

1020:                                             ; preds = %1015
  %1021 = bitcast <16 x float> %1014 to <8 x i64>
  %1022 = or <8 x i64> %1021, %77
  %1023 = fcmp oeq <16 x float> %1014, %50
  %1024 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %1014, i32 4)
  %1025 = bitcast <8 x i64> %1022 to <16 x float>
  %1026 = select <16 x i1> %1023, <16 x float> %1025, <16 x float> %1024
  br label %1035

1027:                                             ; preds = %1015
  %1028 = bitcast <16 x float> %1014 to <8 x i64>
  %1029 = and <8 x i64> %1028, %76
  %1030 = fcmp oeq <16 x float> %1014, %47
  %1031 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %1014, i32 4)
  %1032 = bitcast <8 x i64> %1029 to <16 x float>
  %1033 = select <16 x i1> %1030, <16 x float> %1032, <16 x float> %1031
  br label %1035

1034:                                             ; preds = %1246, %1227, %1208, %1182, %1163, %1144, %1118, %1099, %1080, %1054, %1035, %1015
  unreachable

1035:                                             ; preds = %1027, %1020, %1017
  %1036 = phi <16 x float> [ %1019, %1017 ], [ %1026, %1020 ], [ %1033, %1027 ]
  switch i64 %107, label %1034 [
    i64 1, label %1051
    i64 2, label %1044
    i64 3, label %1037
    i64 0, label %1073
  ]

1037:                                             ; preds = %1035
  %1038 = bitcast <16 x float> %1036 to <8 x i64>
  %1039 = and <8 x i64> %1038, %76
  %1040 = fcmp oeq <16 x float> %1036, %47
  %1041 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %1036, i32 4)
  %1042 = bitcast <8 x i64> %1039 to <16 x float>
  %1043 = select <16 x i1> %1040, <16 x float> %1042, <16 x float> %1041
  br label %1054

1044:                                             ; preds = %1035
  %1045 = bitcast <16 x float> %1036 to <8 x i64>
  %1046 = or <8 x i64> %1045, %77
  %1047 = fcmp oeq <16 x float> %1036, %50
  %1048 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %1036, i32 4)
  %1049 = bitcast <8 x i64> %1046 to <16 x float>
  %1050 = select <16 x i1> %1047, <16 x float> %1049, <16 x float> %1048
  br label %1054

1051:                                             ; preds = %1035
  %1052 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1016, <16 x i1> %1012, <16 x float> zeroinitializer)
  %1053 = fadd <16 x float> %1036, %1052
  br label %1054

1054:                                             ; preds = %1051, %1044, %1037
  %1055 = phi <16 x float> [ %1053, %1051 ], [ %1050, %1044 ], [ %1043, %1037 ]
  switch i64 %109, label %1034 [
    i64 1, label %1070
    i64 2, label %1063
    i64 3, label %1056
    i64 0, label %1073
  ]

1056:                                             ; preds = %1054
  %1057 = bitcast <16 x float> %1055 to <8 x i64>
  %1058 = and <8 x i64> %1057, %76
  %1059 = fcmp oeq <16 x float> %1055, %47
  %1060 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %1055, i32 4)
  %1061 = bitcast <8 x i64> %1058 to <16 x float>
  %1062 = select <16 x i1> %1059, <16 x float> %1061, <16 x float> %1060
  br label %1073

1063:                                             ; preds = %1054
  %1064 = bitcast <16 x float> %1055 to <8 x i64>
  %1065 = or <8 x i64> %1064, %77
  %1066 = fcmp oeq <16 x float> %1055, %50
  %1067 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %1055, i32 4)
  %1068 = bitcast <8 x i64> %1065 to <16 x float>
  %1069 = select <16 x i1> %1066, <16 x float> %1068, <16 x float> %1067
  br label %1073

1070:                                             ; preds = %1054
  %1071 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1016, <16 x i1> %1012, <16 x float> zeroinitializer)
  %1072 = fadd <16 x float> %1055, %1071
  br label %1073

1073:                                             ; preds = %1005, %1015, %1035, %1054, %1070, %1063, %1056
  %1074 = phi <16 x float> [ %1062, %1056 ], [ %1014, %1015 ], [ %1055, %1054 ], [ %1036, %1035 ], [ %1072, %1070 ], [ %1069, %1063 ], [ %1014, %1005 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1074, ptr align 1 %1013, <16 x i1> %1012)
  %1075 = add nsw i64 %228, %1008
  %1076 = select i1 %1009, <16 x i1> zeroinitializer, <16 x i1> %535
  %1077 = getelementptr inbounds float, ptr %198, i64 %1075
  %1078 = getelementptr inbounds nuw i8, ptr %1010, i64 64
  %1079 = load <16 x float>, ptr %1078, align 64
  br i1 %75, label %1137, label %1080

1080:                                             ; preds = %1073
  %1081 = getelementptr inbounds float, ptr %196, i64 %1075
  switch i64 %110, label %1034 [
    i64 1, label %1096
    i64 2, label %1089
    i64 3, label %1082
    i64 0, label %1137
  ]

1082:                                             ; preds = %1080
  %1083 = bitcast <16 x float> %1079 to <8 x i64>
  %1084 = and <8 x i64> %1083, %76
  %1085 = fcmp oeq <16 x float> %1079, %47
  %1086 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %1079, i32 4)
  %1087 = bitcast <8 x i64> %1084 to <16 x float>
  %1088 = select <16 x i1> %1085, <16 x float> %1087, <16 x float> %1086
  br label %1099

1089:                                             ; preds = %1080
  %1090 = bitcast <16 x float> %1079 to <8 x i64>
  %1091 = or <8 x i64> %1090, %77
  %1092 = fcmp oeq <16 x float> %1079, %50
  %1093 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %1079, i32 4)
  %1094 = bitcast <8 x i64> %1091 to <16 x float>
  %1095 = select <16 x i1> %1092, <16 x float> %1094, <16 x float> %1093
  br label %1099

1096:                                             ; preds = %1080
  %1097 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1081, <16 x i1> %1076, <16 x float> zeroinitializer)
  %1098 = fadd <16 x float> %1079, %1097
  br label %1099

1099:                                             ; preds = %1096, %1089, %1082
  %1100 = phi <16 x float> [ %1098, %1096 ], [ %1095, %1089 ], [ %1088, %1082 ]
  switch i64 %112, label %1034 [
    i64 1, label %1115
    i64 2, label %1108
    i64 3, label %1101
    i64 0, label %1137
  ]

1101:                                             ; preds = %1099
  %1102 = bitcast <16 x float> %1100 to <8 x i64>
  %1103 = and <8 x i64> %1102, %76
  %1104 = fcmp oeq <16 x float> %1100, %47
  %1105 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %1100, i32 4)
  %1106 = bitcast <8 x i64> %1103 to <16 x float>
  %1107 = select <16 x i1> %1104, <16 x float> %1106, <16 x float> %1105
  br label %1118

1108:                                             ; preds = %1099
  %1109 = bitcast <16 x float> %1100 to <8 x i64>
  %1110 = or <8 x i64> %1109, %77
  %1111 = fcmp oeq <16 x float> %1100, %50
  %1112 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %1100, i32 4)
  %1113 = bitcast <8 x i64> %1110 to <16 x float>
  %1114 = select <16 x i1> %1111, <16 x float> %1113, <16 x float> %1112
  br label %1118

1115:                                             ; preds = %1099
  %1116 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1081, <16 x i1> %1076, <16 x float> zeroinitializer)
  %1117 = fadd <16 x float> %1100, %1116
  br label %1118

1118:                                             ; preds = %1115, %1108, %1101
  %1119 = phi <16 x float> [ %1117, %1115 ], [ %1114, %1108 ], [ %1107, %1101 ]
  switch i64 %114, label %1034 [
    i64 1, label %1134
    i64 2, label %1127
    i64 3, label %1120
    i64 0, label %1137
  ]

1120:                                             ; preds = %1118
  %1121 = bitcast <16 x float> %1119 to <8 x i64>
  %1122 = and <8 x i64> %1121, %76
  %1123 = fcmp oeq <16 x float> %1119, %47
  %1124 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %1119, i32 4)
  %1125 = bitcast <8 x i64> %1122 to <16 x float>
  %1126 = select <16 x i1> %1123, <16 x float> %1125, <16 x float> %1124
  br label %1137

1127:                                             ; preds = %1118
  %1128 = bitcast <16 x float> %1119 to <8 x i64>
  %1129 = or <8 x i64> %1128, %77
  %1130 = fcmp oeq <16 x float> %1119, %50
  %1131 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %1119, i32 4)
  %1132 = bitcast <8 x i64> %1129 to <16 x float>
  %1133 = select <16 x i1> %1130, <16 x float> %1132, <16 x float> %1131
  br label %1137

1134:                                             ; preds = %1118
  %1135 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1081, <16 x i1> %1076, <16 x float> zeroinitializer)
  %1136 = fadd <16 x float> %1119, %1135
  br label %1137

1137:                                             ; preds = %1073, %1080, %1099, %1118, %1134, %1127, %1120
  %1138 = phi <16 x float> [ %1126, %1120 ], [ %1079, %1080 ], [ %1119, %1118 ], [ %1100, %1099 ], [ %1136, %1134 ], [ %1133, %1127 ], [ %1079, %1073 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1138, ptr align 1 %1077, <16 x i1> %1076)
  %1139 = add nsw i64 %231, %1008
  %1140 = select i1 %1009, <16 x i1> zeroinitializer, <16 x i1> %536
  %1141 = getelementptr inbounds float, ptr %198, i64 %1139
  %1142 = getelementptr inbounds nuw i8, ptr %1010, i64 128
  %1143 = load <16 x float>, ptr %1142, align 64
  br i1 %75, label %1201, label %1144

1144:                                             ; preds = %1137
  %1145 = getelementptr inbounds float, ptr %196, i64 %1139
  switch i64 %115, label %1034 [
    i64 1, label %1160
    i64 2, label %1153
    i64 3, label %1146
    i64 0, label %1201
  ]

1146:                                             ; preds = %1144
  %1147 = bitcast <16 x float> %1143 to <8 x i64>
  %1148 = and <8 x i64> %1147, %76
  %1149 = fcmp oeq <16 x float> %1143, %47
  %1150 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %1143, i32 4)
  %1151 = bitcast <8 x i64> %1148 to <16 x float>
  %1152 = select <16 x i1> %1149, <16 x float> %1151, <16 x float> %1150
  br label %1163

1153:                                             ; preds = %1144
  %1154 = bitcast <16 x float> %1143 to <8 x i64>
  %1155 = or <8 x i64> %1154, %77
  %1156 = fcmp oeq <16 x float> %1143, %50
  %1157 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %1143, i32 4)
  %1158 = bitcast <8 x i64> %1155 to <16 x float>
  %1159 = select <16 x i1> %1156, <16 x float> %1158, <16 x float> %1157
  br label %1163

1160:                                             ; preds = %1144
  %1161 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1145, <16 x i1> %1140, <16 x float> zeroinitializer)
  %1162 = fadd <16 x float> %1143, %1161
  br label %1163

1163:                                             ; preds = %1160, %1153, %1146
  %1164 = phi <16 x float> [ %1162, %1160 ], [ %1159, %1153 ], [ %1152, %1146 ]
  switch i64 %117, label %1034 [
    i64 1, label %1179
    i64 2, label %1172
    i64 3, label %1165
    i64 0, label %1201
  ]

1165:                                             ; preds = %1163
  %1166 = bitcast <16 x float> %1164 to <8 x i64>
  %1167 = and <8 x i64> %1166, %76
  %1168 = fcmp oeq <16 x float> %1164, %47
  %1169 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %1164, i32 4)
  %1170 = bitcast <8 x i64> %1167 to <16 x float>
  %1171 = select <16 x i1> %1168, <16 x float> %1170, <16 x float> %1169
  br label %1182

1172:                                             ; preds = %1163
  %1173 = bitcast <16 x float> %1164 to <8 x i64>
  %1174 = or <8 x i64> %1173, %77
  %1175 = fcmp oeq <16 x float> %1164, %50
  %1176 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %1164, i32 4)
  %1177 = bitcast <8 x i64> %1174 to <16 x float>
  %1178 = select <16 x i1> %1175, <16 x float> %1177, <16 x float> %1176
  br label %1182

1179:                                             ; preds = %1163
  %1180 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1145, <16 x i1> %1140, <16 x float> zeroinitializer)
  %1181 = fadd <16 x float> %1164, %1180
  br label %1182

1182:                                             ; preds = %1179, %1172, %1165
  %1183 = phi <16 x float> [ %1181, %1179 ], [ %1178, %1172 ], [ %1171, %1165 ]
  switch i64 %119, label %1034 [
    i64 1, label %1198
    i64 2, label %1191
    i64 3, label %1184
    i64 0, label %1201
  ]

1184:                                             ; preds = %1182
  %1185 = bitcast <16 x float> %1183 to <8 x i64>
  %1186 = and <8 x i64> %1185, %76
  %1187 = fcmp oeq <16 x float> %1183, %47
  %1188 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %1183, i32 4)
  %1189 = bitcast <8 x i64> %1186 to <16 x float>
  %1190 = select <16 x i1> %1187, <16 x float> %1189, <16 x float> %1188
  br label %1201

1191:                                             ; preds = %1182
  %1192 = bitcast <16 x float> %1183 to <8 x i64>
  %1193 = or <8 x i64> %1192, %77
  %1194 = fcmp oeq <16 x float> %1183, %50
  %1195 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %1183, i32 4)
  %1196 = bitcast <8 x i64> %1193 to <16 x float>
  %1197 = select <16 x i1> %1194, <16 x float> %1196, <16 x float> %1195
  br label %1201

1198:                                             ; preds = %1182
  %1199 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1145, <16 x i1> %1140, <16 x float> zeroinitializer)
  %1200 = fadd <16 x float> %1183, %1199
  br label %1201

1201:                                             ; preds = %1137, %1144, %1163, %1182, %1198, %1191, %1184
  %1202 = phi <16 x float> [ %1190, %1184 ], [ %1143, %1144 ], [ %1183, %1182 ], [ %1164, %1163 ], [ %1200, %1198 ], [ %1197, %1191 ], [ %1143, %1137 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1202, ptr align 1 %1141, <16 x i1> %1140)
  %1203 = add nsw i64 %235, %1008
  %1204 = select i1 %1009, <16 x i1> zeroinitializer, <16 x i1> %537
  %1205 = getelementptr inbounds float, ptr %198, i64 %1203
  %1206 = getelementptr inbounds nuw i8, ptr %1010, i64 192
  %1207 = load <16 x float>, ptr %1206, align 64
  br i1 %75, label %1265, label %1208

1208:                                             ; preds = %1201
  %1209 = getelementptr inbounds float, ptr %196, i64 %1203
  switch i64 %120, label %1034 [
    i64 1, label %1224
    i64 2, label %1217
    i64 3, label %1210
    i64 0, label %1265
  ]

1210:                                             ; preds = %1208
  %1211 = bitcast <16 x float> %1207 to <8 x i64>
  %1212 = and <8 x i64> %1211, %76
  %1213 = fcmp oeq <16 x float> %1207, %47
  %1214 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %1207, i32 4)
  %1215 = bitcast <8 x i64> %1212 to <16 x float>
  %1216 = select <16 x i1> %1213, <16 x float> %1215, <16 x float> %1214
  br label %1227

1217:                                             ; preds = %1208
  %1218 = bitcast <16 x float> %1207 to <8 x i64>
  %1219 = or <8 x i64> %1218, %77
  %1220 = fcmp oeq <16 x float> %1207, %50
  %1221 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %1207, i32 4)
  %1222 = bitcast <8 x i64> %1219 to <16 x float>
  %1223 = select <16 x i1> %1220, <16 x float> %1222, <16 x float> %1221
  br label %1227

1224:                                             ; preds = %1208
  %1225 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1209, <16 x i1> %1204, <16 x float> zeroinitializer)
  %1226 = fadd <16 x float> %1207, %1225
  br label %1227

1227:                                             ; preds = %1224, %1217, %1210
  %1228 = phi <16 x float> [ %1226, %1224 ], [ %1223, %1217 ], [ %1216, %1210 ]
  switch i64 %122, label %1034 [
    i64 1, label %1243
    i64 2, label %1236
    i64 3, label %1229
    i64 0, label %1265
  ]

1229:                                             ; preds = %1227
  %1230 = bitcast <16 x float> %1228 to <8 x i64>
  %1231 = and <8 x i64> %1230, %76
  %1232 = fcmp oeq <16 x float> %1228, %47
  %1233 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %1228, i32 4)
  %1234 = bitcast <8 x i64> %1231 to <16 x float>
  %1235 = select <16 x i1> %1232, <16 x float> %1234, <16 x float> %1233
  br label %1246

1236:                                             ; preds = %1227
  %1237 = bitcast <16 x float> %1228 to <8 x i64>
  %1238 = or <8 x i64> %1237, %77
  %1239 = fcmp oeq <16 x float> %1228, %50
  %1240 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %1228, i32 4)
  %1241 = bitcast <8 x i64> %1238 to <16 x float>
  %1242 = select <16 x i1> %1239, <16 x float> %1241, <16 x float> %1240
  br label %1246

1243:                                             ; preds = %1227
  %1244 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1209, <16 x i1> %1204, <16 x float> zeroinitializer)
  %1245 = fadd <16 x float> %1228, %1244
  br label %1246

1246:                                             ; preds = %1243, %1236, %1229
  %1247 = phi <16 x float> [ %1245, %1243 ], [ %1242, %1236 ], [ %1235, %1229 ]
  switch i64 %124, label %1034 [
    i64 1, label %1262
    i64 2, label %1255
    i64 3, label %1248
    i64 0, label %1265
  ]

1248:                                             ; preds = %1246
  %1249 = bitcast <16 x float> %1247 to <8 x i64>
  %1250 = and <8 x i64> %1249, %76
  %1251 = fcmp oeq <16 x float> %1247, %47
  %1252 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %1247, i32 4)
  %1253 = bitcast <8 x i64> %1250 to <16 x float>
  %1254 = select <16 x i1> %1251, <16 x float> %1253, <16 x float> %1252
  br label %1265

1255:                                             ; preds = %1246
  %1256 = bitcast <16 x float> %1247 to <8 x i64>
  %1257 = or <8 x i64> %1256, %77
  %1258 = fcmp oeq <16 x float> %1247, %50
  %1259 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %1247, i32 4)
  %1260 = bitcast <8 x i64> %1257 to <16 x float>
  %1261 = select <16 x i1> %1258, <16 x float> %1260, <16 x float> %1259
  br label %1265

1262:                                             ; preds = %1246
  %1263 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1209, <16 x i1> %1204, <16 x float> zeroinitializer)
  %1264 = fadd <16 x float> %1247, %1263
  br label %1265

1265:                                             ; preds = %1201, %1208, %1227, %1246, %1262, %1255, %1248
  %1266 = phi <16 x float> [ %1254, %1248 ], [ %1207, %1208 ], [ %1247, %1246 ], [ %1228, %1227 ], [ %1264, %1262 ], [ %1261, %1255 ], [ %1207, %1201 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1266, ptr align 1 %1205, <16 x i1> %1204)
  %1267 = add nuw nsw i64 %1006, 1
  %1268 = icmp eq i64 %1267, 6
  br i1 %1268, label %1269, label %1005

1269:                                             ; preds = %1265
  call void @llvm.lifetime.end.p0(ptr nonnull %31)
  %1270 = add nsw i64 %542, 6
  %1271 = icmp slt i64 %1270, %186
  br i1 %1271, label %541, label %538
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
