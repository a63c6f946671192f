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
  br i1 %63, label %64, label %148

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
  %78 = shl i64 %72, 3
  %79 = mul i64 %72, 12
  %80 = shl i64 %72, 4
  %81 = mul i64 %72, 20
  %82 = and i64 %29, 3
  %83 = lshr i64 %29, 2
  %84 = and i64 %83, 3
  %85 = lshr i64 %29, 4
  %86 = and i64 %85, 3
  %87 = and i64 %29, 3
  %88 = lshr i64 %29, 2
  %89 = and i64 %88, 3
  %90 = lshr i64 %29, 4
  %91 = and i64 %90, 3
  %92 = and i64 %29, 3
  %93 = lshr i64 %29, 2
  %94 = and i64 %93, 3
  %95 = lshr i64 %29, 4
  %96 = and i64 %95, 3
  %97 = and i64 %29, 3
  %98 = lshr i64 %29, 2
  %99 = and i64 %98, 3
  %100 = lshr i64 %29, 4
  %101 = and i64 %100, 3
  %102 = icmp ult i64 %11, 8
  %103 = icmp ult i64 %11, 64
  %104 = and i64 %11, 56
  %105 = and i64 %11, 9223372036854775744
  %106 = insertelement <16 x i64> poison, i64 %7, i64 0
  %107 = shufflevector <16 x i64> %106, <16 x i64> poison, <16 x i32> zeroinitializer
  %108 = icmp eq i64 %11, %105
  %109 = icmp eq i64 %104, 0
  %110 = and i64 %11, 9223372036854775800
  %111 = insertelement <8 x i64> poison, i64 %7, i64 0
  %112 = shufflevector <8 x i64> %111, <8 x i64> poison, <8 x i32> zeroinitializer
  %113 = icmp eq i64 %11, %110
  %114 = icmp ult i64 %12, 4
  %115 = icmp ult i64 %12, 16
  %116 = and i64 %12, 12
  %117 = and i64 %12, 9223372036854775792
  %118 = icmp eq i64 %12, %117
  %119 = icmp eq i64 %116, 0
  %120 = and i64 %12, 9223372036854775804
  %121 = icmp eq i64 %12, %120
  %122 = icmp ult i64 %12, 8
  %123 = and i64 %12, 9223372036854775800
  %124 = icmp eq i64 %12, %123
  %125 = getelementptr inbounds nuw i8, ptr %31, i64 64
  %126 = getelementptr inbounds nuw i8, ptr %31, i64 128
  %127 = getelementptr inbounds nuw i8, ptr %31, i64 192
  %128 = getelementptr inbounds nuw i8, ptr %31, i64 256
  %129 = getelementptr inbounds nuw i8, ptr %31, i64 320
  %130 = getelementptr inbounds nuw i8, ptr %31, i64 384
  %131 = getelementptr inbounds nuw i8, ptr %31, i64 448
  %132 = getelementptr inbounds nuw i8, ptr %31, i64 512
  %133 = getelementptr inbounds nuw i8, ptr %31, i64 576
  %134 = getelementptr inbounds nuw i8, ptr %31, i64 640
  %135 = getelementptr inbounds nuw i8, ptr %31, i64 704
  %136 = getelementptr inbounds nuw i8, ptr %31, i64 768
  %137 = getelementptr inbounds nuw i8, ptr %31, i64 832
  %138 = getelementptr inbounds nuw i8, ptr %31, i64 896
  %139 = getelementptr inbounds nuw i8, ptr %31, i64 960
  %140 = getelementptr inbounds nuw i8, ptr %31, i64 1024
  %141 = getelementptr inbounds nuw i8, ptr %31, i64 1088
  %142 = getelementptr inbounds nuw i8, ptr %31, i64 1152
  %143 = getelementptr inbounds nuw i8, ptr %31, i64 1216
  %144 = getelementptr inbounds nuw i8, ptr %31, i64 1280
  %145 = getelementptr inbounds nuw i8, ptr %31, i64 1344
  %146 = getelementptr inbounds nuw i8, ptr %31, i64 1408
  %147 = getelementptr inbounds nuw i8, ptr %31, i64 1472
  br label %149

148:                                              ; preds = %178, %30
  call void @llvm.lifetime.end.p0(ptr nonnull %35)
  call void @llvm.lifetime.end.p0(ptr nonnull %34)
  ret void

149:                                              ; preds = %64, %178
  %150 = phi i64 [ %3, %64 ], [ %179, %178 ]
  %151 = srem i64 %150, %58
  %152 = sdiv i64 %150, %58
  %153 = srem i64 %152, %61
  %154 = sdiv i64 %152, %61
  %155 = add nsw i64 %151, 1
  %156 = mul i64 %62, %155
  %157 = tail call i64 @llvm.smin.i64(i64 %156, i64 %6)
  %158 = add nsw i64 %153, 1
  %159 = mul nsw i64 %158, %17
  %160 = tail call i64 @llvm.smin.i64(i64 %159, i64 %53)
  %161 = mul nsw i64 %154, %20
  %162 = getelementptr inbounds float, ptr %37, i64 %161
  %163 = mul nsw i64 %154, %21
  %164 = getelementptr inbounds float, ptr %40, i64 %163
  %165 = mul nsw i64 %154, %26
  %166 = getelementptr inbounds float, ptr %41, i64 %165
  %167 = select i1 %65, ptr null, ptr %166
  %168 = mul nsw i64 %154, %24
  %169 = getelementptr inbounds float, ptr %42, i64 %168
  %170 = mul nsw i64 %153, %17
  %171 = mul i64 %62, %151
  %172 = icmp slt i64 %170, %160
  br i1 %172, label %173, label %178

173:                                              ; preds = %149
  %174 = add nsw i64 %160, -1
  %175 = icmp slt i64 %171, %157
  %176 = insertelement <4 x i64> poison, i64 %174, i64 0
  %177 = shufflevector <4 x i64> %176, <4 x i64> poison, <4 x i32> zeroinitializer
  br label %181

178:                                              ; preds = %509, %149
  %179 = add i64 %150, 1
  %180 = icmp eq i64 %179, %4
  br i1 %180, label %148, label %149

181:                                              ; preds = %173, %509
  %182 = phi i64 [ %170, %173 ], [ %510, %509 ]
  %183 = sub nsw i64 %160, %182
  call void @llvm.lifetime.start.p0(ptr nonnull %36)
  %184 = shl i64 %183, 32
  %185 = ashr exact i64 %184, 32
  %186 = icmp slt i64 %183, 4
  %187 = select i1 %186, i64 %185, i64 4
  %188 = icmp sgt i64 %187, 0
  %189 = icmp sgt i64 %187, 1
  %190 = icmp sgt i64 %187, 2
  %191 = insertelement <4 x i64> poison, i64 %182, i64 0
  %192 = shufflevector <4 x i64> %191, <4 x i64> poison, <4 x i32> zeroinitializer
  %193 = add <4 x i64> %192, <i64 0, i64 1, i64 2, i64 3>
  %194 = call <4 x i64> @llvm.smin.v4i64(<4 x i64> %193, <4 x i64> %177)
  %195 = shl nsw <4 x i64> %194, splat (i64 4)
  %196 = extractelement <4 x i64> %195, i64 0
  %197 = sub nsw i64 %51, %196
  %198 = select i1 %188, i64 %197, i64 0
  %199 = extractelement <4 x i64> %195, i64 1
  %200 = sub nsw i64 %51, %199
  %201 = select i1 %189, i64 %200, i64 0
  %202 = extractelement <4 x i64> %195, i64 2
  %203 = sub nsw i64 %51, %202
  %204 = select i1 %190, i64 %203, i64 0
  store <4 x i64> %195, ptr %36, align 16
  %205 = icmp sgt i64 %187, 3
  %206 = extractelement <4 x i64> %195, i64 3
  %207 = sub nsw i64 %51, %206
  %208 = select i1 %205, i64 %207, i64 0
  br label %209

209:                                              ; preds = %181, %458
  %210 = phi i64 [ 0, %181 ], [ %459, %458 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %32)
  call void @llvm.lifetime.start.p0(ptr nonnull %33)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %33, i8 0, i64 28, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %32, i8 0, i64 28, i1 false)
  %211 = icmp slt i64 %210, %187
  %212 = getelementptr inbounds nuw i64, ptr %36, i64 %210
  %213 = load i64, ptr %212, align 8
  br i1 %211, label %214, label %221

214:                                              ; preds = %209
  %215 = sub nsw i64 %51, %213
  %216 = tail call i64 @llvm.smin.i64(i64 %215, i64 16)
  %217 = icmp sgt i64 %215, 0
  br i1 %217, label %218, label %221

218:                                              ; preds = %214
  %219 = srem i64 %213, %8
  %220 = sdiv i64 %213, %8
  br label %226

221:                                              ; preds = %402, %209, %214
  br i1 %66, label %222, label %458

222:                                              ; preds = %221
  %223 = getelementptr i64, ptr %34, i64 %210
  %224 = getelementptr i32, ptr %35, i64 %210
  %225 = sub i64 %213, %16
  br label %426

226:                                              ; preds = %218, %402
  %227 = phi i64 [ %232, %402 ], [ 0, %218 ]
  %228 = phi i64 [ 0, %402 ], [ %219, %218 ]
  %229 = phi i64 [ %403, %402 ], [ %220, %218 ]
  %230 = add nsw i64 %227, %8
  %231 = sub nsw i64 %230, %228
  %232 = tail call i64 @llvm.smin.i64(i64 %231, i64 %216)
  br i1 %66, label %233, label %311

233:                                              ; preds = %226
  %234 = sub i64 %229, %15
  %235 = trunc i64 %232 to i32
  %236 = shl nsw i32 -1, %235
  %237 = xor i32 %236, -1
  %238 = trunc i64 %227 to i32
  %239 = shl nsw i32 -1, %238
  %240 = and i32 %239, %237
  br i1 %102, label %309, label %241

241:                                              ; preds = %233
  br i1 %103, label %286, label %242

242:                                              ; preds = %241
  %243 = insertelement <16 x i64> poison, i64 %234, i64 0
  %244 = shufflevector <16 x i64> %243, <16 x i64> poison, <16 x i32> zeroinitializer
  %245 = insertelement <16 x i32> poison, i32 %240, i64 0
  %246 = shufflevector <16 x i32> %245, <16 x i32> poison, <16 x i32> zeroinitializer
  %247 = add <16 x i64> splat (i64 16), %244
  %248 = add <16 x i64> splat (i64 32), %244
  %249 = add <16 x i64> splat (i64 48), %244
  br label %250

250:                                              ; preds = %250, %242
  %251 = phi i64 [ 0, %242 ], [ %281, %250 ]
  %252 = phi <16 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %242 ], [ %282, %250 ]
  %253 = add <16 x i64> %244, %252
  %254 = add <16 x i64> %252, %247
  %255 = add <16 x i64> %252, %248
  %256 = add <16 x i64> %252, %249
  %257 = icmp sgt <16 x i64> %253, splat (i64 -1)
  %258 = icmp sgt <16 x i64> %254, splat (i64 -1)
  %259 = icmp sgt <16 x i64> %255, splat (i64 -1)
  %260 = icmp sgt <16 x i64> %256, splat (i64 -1)
  %261 = icmp slt <16 x i64> %253, %107
  %262 = icmp slt <16 x i64> %254, %107
  %263 = icmp slt <16 x i64> %255, %107
  %264 = icmp slt <16 x i64> %256, %107
  %265 = and <16 x i1> %257, %261
  %266 = and <16 x i1> %258, %262
  %267 = and <16 x i1> %259, %263
  %268 = and <16 x i1> %260, %264
  %269 = getelementptr i32, ptr %32, i64 %251
  %270 = getelementptr i8, ptr %269, i64 64
  %271 = getelementptr i8, ptr %269, i64 128
  %272 = getelementptr i8, ptr %269, i64 192
  %273 = call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 16 %269, <16 x i1> %265, <16 x i32> poison)
  %274 = call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 16 %270, <16 x i1> %266, <16 x i32> poison)
  %275 = call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 16 %271, <16 x i1> %267, <16 x i32> poison)
  %276 = call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 16 %272, <16 x i1> %268, <16 x i32> poison)
  %277 = or <16 x i32> %273, %246
  %278 = or <16 x i32> %274, %246
  %279 = or <16 x i32> %275, %246
  %280 = or <16 x i32> %276, %246
  call void @llvm.masked.store.v16i32.p0(<16 x i32> %277, ptr align 16 %269, <16 x i1> %265)
  call void @llvm.masked.store.v16i32.p0(<16 x i32> %278, ptr align 16 %270, <16 x i1> %266)
  call void @llvm.masked.store.v16i32.p0(<16 x i32> %279, ptr align 16 %271, <16 x i1> %267)
  call void @llvm.masked.store.v16i32.p0(<16 x i32> %280, ptr align 16 %272, <16 x i1> %268)
  %281 = add nuw i64 %251, 64
  %282 = add <16 x i64> %252, splat (i64 64)
  %283 = icmp eq i64 %281, %105
  br i1 %283, label %284, label %250

284:                                              ; preds = %250
  br i1 %108, label %311, label %285

285:                                              ; preds = %284
  br i1 %109, label %309, label %286

286:                                              ; preds = %241, %285
  %287 = phi i64 [ %105, %285 ], [ 0, %241 ]
  %288 = insertelement <8 x i64> poison, i64 %234, i64 0
  %289 = shufflevector <8 x i64> %288, <8 x i64> poison, <8 x i32> zeroinitializer
  %290 = insertelement <8 x i32> poison, i32 %240, i64 0
  %291 = shufflevector <8 x i32> %290, <8 x i32> poison, <8 x i32> zeroinitializer
  %292 = insertelement <8 x i64> poison, i64 %287, i64 0
  %293 = shufflevector <8 x i64> %292, <8 x i64> poison, <8 x i32> zeroinitializer
  %294 = or disjoint <8 x i64> %293, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  br label %295

295:                                              ; preds = %295, %286
  %296 = phi i64 [ %287, %286 ], [ %305, %295 ]
  %297 = phi <8 x i64> [ %294, %286 ], [ %306, %295 ]
  %298 = add <8 x i64> %289, %297
  %299 = icmp sgt <8 x i64> %298, splat (i64 -1)
  %300 = icmp slt <8 x i64> %298, %112
  %301 = and <8 x i1> %299, %300
  %302 = getelementptr i32, ptr %32, i64 %296
  %303 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %302, <8 x i1> %301, <8 x i32> poison)
  %304 = or <8 x i32> %303, %291
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %304, ptr align 16 %302, <8 x i1> %301)
  %305 = add nuw i64 %296, 8
  %306 = add nuw nsw <8 x i64> %297, splat (i64 8)
  %307 = icmp eq i64 %305, %110
  br i1 %307, label %308, label %295

308:                                              ; preds = %295
  br i1 %113, label %311, label %309

309:                                              ; preds = %233, %285, %308
  %310 = phi i64 [ 0, %233 ], [ %105, %285 ], [ %110, %308 ]
  br label %389

311:                                              ; preds = %399, %284, %308, %226
  br i1 %67, label %312, label %402

312:                                              ; preds = %311
  %313 = add nsw i64 %227, %16
  %314 = add nsw i64 %230, %16
  br i1 %114, label %387, label %315

315:                                              ; preds = %312
  br i1 %115, label %350, label %316

316:                                              ; preds = %315
  %317 = insertelement <16 x i64> poison, i64 %313, i64 0
  %318 = shufflevector <16 x i64> %317, <16 x i64> poison, <16 x i32> zeroinitializer
  %319 = insertelement <16 x i64> poison, i64 %314, i64 0
  %320 = shufflevector <16 x i64> %319, <16 x i64> poison, <16 x i32> zeroinitializer
  %321 = insertelement <16 x i64> poison, i64 %228, i64 0
  %322 = shufflevector <16 x i64> %321, <16 x i64> poison, <16 x i32> zeroinitializer
  %323 = insertelement <16 x i64> poison, i64 %227, i64 0
  %324 = shufflevector <16 x i64> %323, <16 x i64> poison, <16 x i32> zeroinitializer
  %325 = insertelement <16 x i64> poison, i64 %232, i64 0
  %326 = shufflevector <16 x i64> %325, <16 x i64> poison, <16 x i32> zeroinitializer
  br label %327

327:                                              ; preds = %327, %316
  %328 = phi i64 [ 0, %316 ], [ %345, %327 ]
  %329 = phi <16 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %316 ], [ %346, %327 ]
  %330 = add <16 x i64> %329, %322
  %331 = sub <16 x i64> %318, %330
  %332 = sub <16 x i64> %320, %330
  %333 = call <16 x i64> @llvm.smax.v16i64(<16 x i64> %331, <16 x i64> %324)
  %334 = call <16 x i64> @llvm.smin.v16i64(<16 x i64> %332, <16 x i64> %326)
  %335 = icmp slt <16 x i64> %333, %334
  %336 = trunc <16 x i64> %334 to <16 x i32>
  %337 = shl nsw <16 x i32> splat (i32 -1), %336
  %338 = xor <16 x i32> %337, splat (i32 -1)
  %339 = trunc <16 x i64> %333 to <16 x i32>
  %340 = shl nsw <16 x i32> splat (i32 -1), %339
  %341 = and <16 x i32> %340, %338
  %342 = getelementptr i32, ptr %33, i64 %328
  %343 = call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 16 %342, <16 x i1> %335, <16 x i32> poison)
  %344 = or <16 x i32> %343, %341
  call void @llvm.masked.store.v16i32.p0(<16 x i32> %344, ptr align 16 %342, <16 x i1> %335)
  %345 = add nuw i64 %328, 16
  %346 = add nuw nsw <16 x i64> %329, splat (i64 16)
  %347 = icmp eq i64 %345, %117
  br i1 %347, label %348, label %327

348:                                              ; preds = %327
  br i1 %118, label %402, label %349

349:                                              ; preds = %348
  br i1 %119, label %387, label %350

350:                                              ; preds = %315, %349
  %351 = phi i64 [ %117, %349 ], [ 0, %315 ]
  %352 = insertelement <4 x i64> poison, i64 %313, i64 0
  %353 = shufflevector <4 x i64> %352, <4 x i64> poison, <4 x i32> zeroinitializer
  %354 = insertelement <4 x i64> poison, i64 %314, i64 0
  %355 = shufflevector <4 x i64> %354, <4 x i64> poison, <4 x i32> zeroinitializer
  %356 = insertelement <4 x i64> poison, i64 %228, i64 0
  %357 = shufflevector <4 x i64> %356, <4 x i64> poison, <4 x i32> zeroinitializer
  %358 = insertelement <4 x i64> poison, i64 %227, i64 0
  %359 = shufflevector <4 x i64> %358, <4 x i64> poison, <4 x i32> zeroinitializer
  %360 = insertelement <4 x i64> poison, i64 %232, i64 0
  %361 = shufflevector <4 x i64> %360, <4 x i64> poison, <4 x i32> zeroinitializer
  %362 = insertelement <4 x i64> poison, i64 %351, i64 0
  %363 = shufflevector <4 x i64> %362, <4 x i64> poison, <4 x i32> zeroinitializer
  %364 = or disjoint <4 x i64> %363, <i64 0, i64 1, i64 2, i64 3>
  br label %365

365:                                              ; preds = %365, %350
  %366 = phi i64 [ %351, %350 ], [ %383, %365 ]
  %367 = phi <4 x i64> [ %364, %350 ], [ %384, %365 ]
  %368 = add <4 x i64> %367, %357
  %369 = sub <4 x i64> %353, %368
  %370 = sub <4 x i64> %355, %368
  %371 = call <4 x i64> @llvm.smax.v4i64(<4 x i64> %369, <4 x i64> %359)
  %372 = call <4 x i64> @llvm.smin.v4i64(<4 x i64> %370, <4 x i64> %361)
  %373 = icmp slt <4 x i64> %371, %372
  %374 = trunc <4 x i64> %372 to <4 x i32>
  %375 = shl nsw <4 x i32> splat (i32 -1), %374
  %376 = xor <4 x i32> %375, splat (i32 -1)
  %377 = trunc <4 x i64> %371 to <4 x i32>
  %378 = shl nsw <4 x i32> splat (i32 -1), %377
  %379 = and <4 x i32> %378, %376
  %380 = getelementptr i32, ptr %33, i64 %366
  %381 = call <4 x i32> @llvm.masked.load.v4i32.p0(ptr align 16 %380, <4 x i1> %373, <4 x i32> poison)
  %382 = or <4 x i32> %381, %379
  call void @llvm.masked.store.v4i32.p0(<4 x i32> %382, ptr align 16 %380, <4 x i1> %373)
  %383 = add nuw i64 %366, 4
  %384 = add nuw nsw <4 x i64> %367, splat (i64 4)
  %385 = icmp eq i64 %383, %120
  br i1 %385, label %386, label %365

386:                                              ; preds = %365
  br i1 %121, label %402, label %387

387:                                              ; preds = %312, %349, %386
  %388 = phi i64 [ 0, %312 ], [ %117, %349 ], [ %120, %386 ]
  br label %405

389:                                              ; preds = %309, %399
  %390 = phi i64 [ %400, %399 ], [ %310, %309 ]
  %391 = add i64 %234, %390
  %392 = icmp sgt i64 %391, -1
  %393 = icmp slt i64 %391, %7
  %394 = and i1 %392, %393
  br i1 %394, label %395, label %399

395:                                              ; preds = %389
  %396 = getelementptr inbounds nuw i32, ptr %32, i64 %390
  %397 = load i32, ptr %396, align 4
  %398 = or i32 %397, %240
  store i32 %398, ptr %396, align 4
  br label %399

399:                                              ; preds = %395, %389
  %400 = add nuw nsw i64 %390, 1
  %401 = icmp eq i64 %400, %11
  br i1 %401, label %311, label %389

402:                                              ; preds = %423, %348, %386, %311
  %403 = add nsw i64 %229, 1
  %404 = icmp slt i64 %231, %216
  br i1 %404, label %226, label %221

405:                                              ; preds = %387, %423
  %406 = phi i64 [ %424, %423 ], [ %388, %387 ]
  %407 = add i64 %406, %228
  %408 = sub i64 %313, %407
  %409 = sub i64 %314, %407
  %410 = tail call i64 @llvm.smax.i64(i64 %408, i64 %227)
  %411 = tail call i64 @llvm.smin.i64(i64 %409, i64 %232)
  %412 = icmp slt i64 %410, %411
  br i1 %412, label %413, label %423

413:                                              ; preds = %405
  %414 = trunc i64 %411 to i32
  %415 = shl nsw i32 -1, %414
  %416 = xor i32 %415, -1
  %417 = trunc i64 %410 to i32
  %418 = shl nsw i32 -1, %417
  %419 = and i32 %418, %416
  %420 = getelementptr inbounds nuw i32, ptr %33, i64 %406
  %421 = load i32, ptr %420, align 4
  %422 = or i32 %421, %419
  store i32 %422, ptr %420, align 4
  br label %423

423:                                              ; preds = %413, %405
  %424 = add nuw nsw i64 %406, 1
  %425 = icmp eq i64 %424, %12
  br i1 %425, label %402, label %405

426:                                              ; preds = %222, %461
  %427 = phi i64 [ 0, %222 ], [ %462, %461 ]
  br i1 %67, label %428, label %461

428:                                              ; preds = %426
  %429 = sub nsw i64 %427, %15
  %430 = mul nsw i64 %429, %8
  %431 = add i64 %225, %430
  %432 = mul nuw nsw i64 %427, %12
  %433 = getelementptr inbounds nuw i32, ptr %32, i64 %427
  %434 = load i32, ptr %433, align 4
  br i1 %122, label %456, label %435

435:                                              ; preds = %428
  %436 = insertelement <8 x i64> poison, i64 %431, i64 0
  %437 = shufflevector <8 x i64> %436, <8 x i64> poison, <8 x i32> zeroinitializer
  %438 = insertelement <8 x i64> poison, i64 %432, i64 0
  %439 = shufflevector <8 x i64> %438, <8 x i64> poison, <8 x i32> zeroinitializer
  %440 = insertelement <8 x i32> poison, i32 %434, i64 0
  %441 = shufflevector <8 x i32> %440, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %442

442:                                              ; preds = %442, %435
  %443 = phi i64 [ 0, %435 ], [ %452, %442 ]
  %444 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %435 ], [ %453, %442 ]
  %445 = add <8 x i64> %437, %444
  %446 = add nuw nsw <8 x i64> %444, %439
  %447 = getelementptr [4 x i64], ptr %223, <8 x i64> %446
  call void @llvm.masked.scatter.v8i64.v8p0(<8 x i64> %445, <8 x ptr> align 8 %447, <8 x i1> splat (i1 true))
  %448 = getelementptr inbounds nuw i32, ptr %33, i64 %443
  %449 = load <8 x i32>, ptr %448, align 16
  %450 = and <8 x i32> %449, %441
  %451 = getelementptr [4 x i32], ptr %224, <8 x i64> %446
  call void @llvm.masked.scatter.v8i32.v8p0(<8 x i32> %450, <8 x ptr> align 4 %451, <8 x i1> splat (i1 true))
  %452 = add nuw i64 %443, 8
  %453 = add nuw nsw <8 x i64> %444, splat (i64 8)
  %454 = icmp eq i64 %452, %123
  br i1 %454, label %455, label %442

455:                                              ; preds = %442
  br i1 %124, label %461, label %456

456:                                              ; preds = %428, %455
  %457 = phi i64 [ 0, %428 ], [ %123, %455 ]
  br label %464

458:                                              ; preds = %461, %221
  call void @llvm.lifetime.end.p0(ptr nonnull %33)
  call void @llvm.lifetime.end.p0(ptr nonnull %32)
  %459 = add nuw nsw i64 %210, 1
  %460 = icmp eq i64 %459, 4
  br i1 %460, label %475, label %209

461:                                              ; preds = %464, %455, %426
  %462 = add nuw nsw i64 %427, 1
  %463 = icmp eq i64 %462, %11
  br i1 %463, label %458, label %426

464:                                              ; preds = %456, %464
  %465 = phi i64 [ %473, %464 ], [ %457, %456 ]
  %466 = add i64 %431, %465
  %467 = add nuw nsw i64 %465, %432
  %468 = getelementptr [4 x i64], ptr %223, i64 %467
  store i64 %466, ptr %468, align 8
  %469 = getelementptr inbounds nuw i32, ptr %33, i64 %465
  %470 = load i32, ptr %469, align 4
  %471 = and i32 %470, %434
  %472 = getelementptr [4 x i32], ptr %224, i64 %467
  store i32 %471, ptr %472, align 4
  %473 = add nuw nsw i64 %465, 1
  %474 = icmp eq i64 %473, %12
  br i1 %474, label %461, label %464

475:                                              ; preds = %458
  br i1 %175, label %476, label %509

476:                                              ; preds = %475
  %477 = icmp sgt i64 %198, 15
  %478 = trunc i64 %198 to i32
  %479 = shl nsw i32 -1, %478
  %480 = trunc i32 %479 to i16
  %481 = xor i16 %480, -1
  %482 = select i1 %477, i16 -1, i16 %481
  %483 = icmp sgt i64 %201, 15
  %484 = trunc i64 %201 to i32
  %485 = shl nsw i32 -1, %484
  %486 = trunc i32 %485 to i16
  %487 = xor i16 %486, -1
  %488 = select i1 %483, i16 -1, i16 %487
  %489 = icmp sgt i64 %204, 15
  %490 = trunc i64 %204 to i32
  %491 = shl nsw i32 -1, %490
  %492 = trunc i32 %491 to i16
  %493 = xor i16 %492, -1
  %494 = select i1 %489, i16 -1, i16 %493
  %495 = icmp sgt i64 %208, 15
  %496 = trunc i64 %208 to i32
  %497 = shl nsw i32 -1, %496
  %498 = trunc i32 %497 to i16
  %499 = xor i16 %498, -1
  %500 = select i1 %495, i16 -1, i16 %499
  %501 = bitcast i16 %482 to <16 x i1>
  %502 = bitcast i16 %488 to <16 x i1>
  %503 = bitcast i16 %494 to <16 x i1>
  %504 = bitcast i16 %500 to <16 x i1>
  %505 = bitcast i16 %482 to <16 x i1>
  %506 = bitcast i16 %488 to <16 x i1>
  %507 = bitcast i16 %494 to <16 x i1>
  %508 = bitcast i16 %500 to <16 x i1>
  br label %512

509:                                              ; preds = %1210, %475
  call void @llvm.lifetime.end.p0(ptr nonnull %36)
  %510 = add nsw i64 %182, 4
  %511 = icmp slt i64 %510, %160
  br i1 %511, label %181, label %178

512:                                              ; preds = %476, %1210
  %513 = phi i64 [ %1211, %1210 ], [ %171, %476 ]
  %514 = sub nsw i64 %157, %513
  %515 = icmp sgt i64 %514, 5
  %516 = select i1 %515, i64 %513, i64 %68
  %517 = getelementptr inbounds float, ptr %39, i64 %516
  br i1 %71, label %528, label %518

518:                                              ; preds = %512
  %519 = load float, ptr %517, align 4
  %520 = insertelement <16 x float> poison, float %519, i64 0
  %521 = shufflevector <16 x float> %520, <16 x float> poison, <16 x i32> zeroinitializer
  %522 = insertelement <16 x float> poison, float %519, i64 0
  %523 = shufflevector <16 x float> %522, <16 x float> poison, <16 x i32> zeroinitializer
  %524 = insertelement <16 x float> poison, float %519, i64 0
  %525 = shufflevector <16 x float> %524, <16 x float> poison, <16 x i32> zeroinitializer
  %526 = insertelement <16 x float> poison, float %519, i64 0
  %527 = shufflevector <16 x float> %526, <16 x float> poison, <16 x i32> zeroinitializer
  br label %539

528:                                              ; preds = %512
  %529 = mul nsw i64 %516, %51
  %530 = getelementptr inbounds float, ptr %164, i64 %529
  %531 = getelementptr inbounds float, ptr %530, i64 %196
  %532 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %531, <16 x i1> %501, <16 x float> zeroinitializer)
  %533 = getelementptr inbounds float, ptr %530, i64 %199
  %534 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %533, <16 x i1> %502, <16 x float> zeroinitializer)
  %535 = getelementptr inbounds float, ptr %530, i64 %202
  %536 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %535, <16 x i1> %503, <16 x float> zeroinitializer)
  %537 = getelementptr inbounds float, ptr %530, i64 %206
  %538 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %537, <16 x i1> %504, <16 x float> zeroinitializer)
  br label %539

539:                                              ; preds = %528, %518
  %540 = phi <16 x float> [ %536, %528 ], [ %525, %518 ]
  %541 = phi <16 x float> [ %534, %528 ], [ %523, %518 ]
  %542 = phi <16 x float> [ %532, %528 ], [ %521, %518 ]
  %543 = phi <16 x float> [ %538, %528 ], [ %527, %518 ]
  br i1 %71, label %555, label %544

544:                                              ; preds = %539
  %545 = getelementptr inbounds nuw i8, ptr %517, i64 4
  %546 = load float, ptr %545, align 4
  %547 = insertelement <16 x float> poison, float %546, i64 0
  %548 = shufflevector <16 x float> %547, <16 x float> poison, <16 x i32> zeroinitializer
  %549 = insertelement <16 x float> poison, float %546, i64 0
  %550 = shufflevector <16 x float> %549, <16 x float> poison, <16 x i32> zeroinitializer
  %551 = insertelement <16 x float> poison, float %546, i64 0
  %552 = shufflevector <16 x float> %551, <16 x float> poison, <16 x i32> zeroinitializer
  %553 = insertelement <16 x float> poison, float %546, i64 0
  %554 = shufflevector <16 x float> %553, <16 x float> poison, <16 x i32> zeroinitializer
  br label %567

555:                                              ; preds = %539
  %556 = add nsw i64 %516, 1
  %557 = mul nsw i64 %556, %51
  %558 = getelementptr inbounds float, ptr %164, i64 %557
  %559 = getelementptr inbounds float, ptr %558, i64 %196
  %560 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %559, <16 x i1> %501, <16 x float> zeroinitializer)
  %561 = getelementptr inbounds float, ptr %558, i64 %199
  %562 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %561, <16 x i1> %502, <16 x float> zeroinitializer)
  %563 = getelementptr inbounds float, ptr %558, i64 %202
  %564 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %563, <16 x i1> %503, <16 x float> zeroinitializer)
  %565 = getelementptr inbounds float, ptr %558, i64 %206
  %566 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %565, <16 x i1> %504, <16 x float> zeroinitializer)
  br label %567

567:                                              ; preds = %555, %544
  %568 = phi <16 x float> [ %564, %555 ], [ %552, %544 ]
  %569 = phi <16 x float> [ %562, %555 ], [ %550, %544 ]
  %570 = phi <16 x float> [ %560, %555 ], [ %548, %544 ]
  %571 = phi <16 x float> [ %566, %555 ], [ %554, %544 ]
  br i1 %71, label %583, label %572

572:                                              ; preds = %567
  %573 = getelementptr inbounds nuw i8, ptr %517, i64 8
  %574 = load float, ptr %573, align 4
  %575 = insertelement <16 x float> poison, float %574, i64 0
  %576 = shufflevector <16 x float> %575, <16 x float> poison, <16 x i32> zeroinitializer
  %577 = insertelement <16 x float> poison, float %574, i64 0
  %578 = shufflevector <16 x float> %577, <16 x float> poison, <16 x i32> zeroinitializer
  %579 = insertelement <16 x float> poison, float %574, i64 0
  %580 = shufflevector <16 x float> %579, <16 x float> poison, <16 x i32> zeroinitializer
  %581 = insertelement <16 x float> poison, float %574, i64 0
  %582 = shufflevector <16 x float> %581, <16 x float> poison, <16 x i32> zeroinitializer
  br label %595

583:                                              ; preds = %567
  %584 = add nsw i64 %516, 2
  %585 = mul nsw i64 %584, %51
  %586 = getelementptr inbounds float, ptr %164, i64 %585
  %587 = getelementptr inbounds float, ptr %586, i64 %196
  %588 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %587, <16 x i1> %501, <16 x float> zeroinitializer)
  %589 = getelementptr inbounds float, ptr %586, i64 %199
  %590 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %589, <16 x i1> %502, <16 x float> zeroinitializer)
  %591 = getelementptr inbounds float, ptr %586, i64 %202
  %592 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %591, <16 x i1> %503, <16 x float> zeroinitializer)
  %593 = getelementptr inbounds float, ptr %586, i64 %206
  %594 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %593, <16 x i1> %504, <16 x float> zeroinitializer)
  br label %595

595:                                              ; preds = %583, %572
  %596 = phi <16 x float> [ %592, %583 ], [ %580, %572 ]
  %597 = phi <16 x float> [ %590, %583 ], [ %578, %572 ]
  %598 = phi <16 x float> [ %588, %583 ], [ %576, %572 ]
  %599 = phi <16 x float> [ %594, %583 ], [ %582, %572 ]
  br i1 %71, label %611, label %600

600:                                              ; preds = %595
  %601 = getelementptr inbounds nuw i8, ptr %517, i64 12
  %602 = load float, ptr %601, align 4
  %603 = insertelement <16 x float> poison, float %602, i64 0
  %604 = shufflevector <16 x float> %603, <16 x float> poison, <16 x i32> zeroinitializer
  %605 = insertelement <16 x float> poison, float %602, i64 0
  %606 = shufflevector <16 x float> %605, <16 x float> poison, <16 x i32> zeroinitializer
  %607 = insertelement <16 x float> poison, float %602, i64 0
  %608 = shufflevector <16 x float> %607, <16 x float> poison, <16 x i32> zeroinitializer
  %609 = insertelement <16 x float> poison, float %602, i64 0
  %610 = shufflevector <16 x float> %609, <16 x float> poison, <16 x i32> zeroinitializer
  br label %623

611:                                              ; preds = %595
  %612 = add nsw i64 %516, 3
  %613 = mul nsw i64 %612, %51
  %614 = getelementptr inbounds float, ptr %164, i64 %613
  %615 = getelementptr inbounds float, ptr %614, i64 %196
  %616 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %615, <16 x i1> %501, <16 x float> zeroinitializer)
  %617 = getelementptr inbounds float, ptr %614, i64 %199
  %618 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %617, <16 x i1> %502, <16 x float> zeroinitializer)
  %619 = getelementptr inbounds float, ptr %614, i64 %202
  %620 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %619, <16 x i1> %503, <16 x float> zeroinitializer)
  %621 = getelementptr inbounds float, ptr %614, i64 %206
  %622 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %621, <16 x i1> %504, <16 x float> zeroinitializer)
  br label %623

623:                                              ; preds = %611, %600
  %624 = phi <16 x float> [ %620, %611 ], [ %608, %600 ]
  %625 = phi <16 x float> [ %618, %611 ], [ %606, %600 ]
  %626 = phi <16 x float> [ %616, %611 ], [ %604, %600 ]
  %627 = phi <16 x float> [ %622, %611 ], [ %610, %600 ]
  br i1 %71, label %639, label %628

628:                                              ; preds = %623
  %629 = getelementptr inbounds nuw i8, ptr %517, i64 16
  %630 = load float, ptr %629, align 4
  %631 = insertelement <16 x float> poison, float %630, i64 0
  %632 = shufflevector <16 x float> %631, <16 x float> poison, <16 x i32> zeroinitializer
  %633 = insertelement <16 x float> poison, float %630, i64 0
  %634 = shufflevector <16 x float> %633, <16 x float> poison, <16 x i32> zeroinitializer
  %635 = insertelement <16 x float> poison, float %630, i64 0
  %636 = shufflevector <16 x float> %635, <16 x float> poison, <16 x i32> zeroinitializer
  %637 = insertelement <16 x float> poison, float %630, i64 0
  %638 = shufflevector <16 x float> %637, <16 x float> poison, <16 x i32> zeroinitializer
  br label %651

639:                                              ; preds = %623
  %640 = add nsw i64 %516, 4
  %641 = mul nsw i64 %640, %51
  %642 = getelementptr inbounds float, ptr %164, i64 %641
  %643 = getelementptr inbounds float, ptr %642, i64 %196
  %644 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %643, <16 x i1> %501, <16 x float> zeroinitializer)
  %645 = getelementptr inbounds float, ptr %642, i64 %199
  %646 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %645, <16 x i1> %502, <16 x float> zeroinitializer)
  %647 = getelementptr inbounds float, ptr %642, i64 %202
  %648 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %647, <16 x i1> %503, <16 x float> zeroinitializer)
  %649 = getelementptr inbounds float, ptr %642, i64 %206
  %650 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %649, <16 x i1> %504, <16 x float> zeroinitializer)
  br label %651

651:                                              ; preds = %639, %628
  %652 = phi <16 x float> [ %648, %639 ], [ %636, %628 ]
  %653 = phi <16 x float> [ %646, %639 ], [ %634, %628 ]
  %654 = phi <16 x float> [ %644, %639 ], [ %632, %628 ]
  %655 = phi <16 x float> [ %650, %639 ], [ %638, %628 ]
  br i1 %71, label %667, label %656

656:                                              ; preds = %651
  %657 = getelementptr inbounds nuw i8, ptr %517, i64 20
  %658 = load float, ptr %657, align 4
  %659 = insertelement <16 x float> poison, float %658, i64 0
  %660 = shufflevector <16 x float> %659, <16 x float> poison, <16 x i32> zeroinitializer
  %661 = insertelement <16 x float> poison, float %658, i64 0
  %662 = shufflevector <16 x float> %661, <16 x float> poison, <16 x i32> zeroinitializer
  %663 = insertelement <16 x float> poison, float %658, i64 0
  %664 = shufflevector <16 x float> %663, <16 x float> poison, <16 x i32> zeroinitializer
  %665 = insertelement <16 x float> poison, float %658, i64 0
  %666 = shufflevector <16 x float> %665, <16 x float> poison, <16 x i32> zeroinitializer
  br label %679

667:                                              ; preds = %651
  %668 = add nsw i64 %516, 5
  %669 = mul nsw i64 %668, %51
  %670 = getelementptr inbounds float, ptr %164, i64 %669
  %671 = getelementptr inbounds float, ptr %670, i64 %196
  %672 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %671, <16 x i1> %501, <16 x float> zeroinitializer)
  %673 = getelementptr inbounds float, ptr %670, i64 %199
  %674 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %673, <16 x i1> %502, <16 x float> zeroinitializer)
  %675 = getelementptr inbounds float, ptr %670, i64 %202
  %676 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %675, <16 x i1> %503, <16 x float> zeroinitializer)
  %677 = getelementptr inbounds float, ptr %670, i64 %206
  %678 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %677, <16 x i1> %504, <16 x float> zeroinitializer)
  br label %679

679:                                              ; preds = %667, %656
  %680 = phi <16 x float> [ %676, %667 ], [ %664, %656 ]
  %681 = phi <16 x float> [ %674, %667 ], [ %662, %656 ]
  %682 = phi <16 x float> [ %672, %667 ], [ %660, %656 ]
  %683 = phi <16 x float> [ %678, %667 ], [ %666, %656 ]
  %684 = sub nsw i64 %513, %516
  %685 = mul i64 %72, %516
  %686 = getelementptr inbounds float, ptr %38, i64 %685
  br i1 %73, label %739, label %714

687:                                              ; preds = %832, %739
  %688 = phi <16 x float> [ %740, %739 ], [ %833, %832 ]
  %689 = phi <16 x float> [ %741, %739 ], [ %834, %832 ]
  %690 = phi <16 x float> [ %742, %739 ], [ %835, %832 ]
  %691 = phi <16 x float> [ %743, %739 ], [ %836, %832 ]
  %692 = phi <16 x float> [ %744, %739 ], [ %837, %832 ]
  %693 = phi <16 x float> [ %745, %739 ], [ %838, %832 ]
  %694 = phi <16 x float> [ %746, %739 ], [ %839, %832 ]
  %695 = phi <16 x float> [ %747, %739 ], [ %840, %832 ]
  %696 = phi <16 x float> [ %748, %739 ], [ %841, %832 ]
  %697 = phi <16 x float> [ %749, %739 ], [ %842, %832 ]
  %698 = phi <16 x float> [ %750, %739 ], [ %843, %832 ]
  %699 = phi <16 x float> [ %751, %739 ], [ %844, %832 ]
  %700 = phi <16 x float> [ %752, %739 ], [ %845, %832 ]
  %701 = phi <16 x float> [ %753, %739 ], [ %846, %832 ]
  %702 = phi <16 x float> [ %754, %739 ], [ %847, %832 ]
  %703 = phi <16 x float> [ %755, %739 ], [ %848, %832 ]
  %704 = phi <16 x float> [ %756, %739 ], [ %849, %832 ]
  %705 = phi <16 x float> [ %757, %739 ], [ %850, %832 ]
  %706 = phi <16 x float> [ %758, %739 ], [ %851, %832 ]
  %707 = phi <16 x float> [ %759, %739 ], [ %852, %832 ]
  %708 = phi <16 x float> [ %760, %739 ], [ %853, %832 ]
  %709 = phi <16 x float> [ %761, %739 ], [ %854, %832 ]
  %710 = phi <16 x float> [ %762, %739 ], [ %855, %832 ]
  %711 = phi <16 x float> [ %763, %739 ], [ %856, %832 ]
  %712 = icmp slt i64 %768, %5
  %713 = add i64 %764, -16
  br i1 %712, label %739, label %714

714:                                              ; preds = %687, %679
  %715 = phi <16 x float> [ %683, %679 ], [ %688, %687 ]
  %716 = phi <16 x float> [ %680, %679 ], [ %689, %687 ]
  %717 = phi <16 x float> [ %681, %679 ], [ %690, %687 ]
  %718 = phi <16 x float> [ %682, %679 ], [ %691, %687 ]
  %719 = phi <16 x float> [ %655, %679 ], [ %692, %687 ]
  %720 = phi <16 x float> [ %652, %679 ], [ %693, %687 ]
  %721 = phi <16 x float> [ %653, %679 ], [ %694, %687 ]
  %722 = phi <16 x float> [ %654, %679 ], [ %695, %687 ]
  %723 = phi <16 x float> [ %627, %679 ], [ %701, %687 ]
  %724 = phi <16 x float> [ %624, %679 ], [ %702, %687 ]
  %725 = phi <16 x float> [ %625, %679 ], [ %703, %687 ]
  %726 = phi <16 x float> [ %626, %679 ], [ %704, %687 ]
  %727 = phi <16 x float> [ %599, %679 ], [ %705, %687 ]
  %728 = phi <16 x float> [ %596, %679 ], [ %706, %687 ]
  %729 = phi <16 x float> [ %597, %679 ], [ %707, %687 ]
  %730 = phi <16 x float> [ %598, %679 ], [ %708, %687 ]
  %731 = phi <16 x float> [ %571, %679 ], [ %709, %687 ]
  %732 = phi <16 x float> [ %568, %679 ], [ %710, %687 ]
  %733 = phi <16 x float> [ %569, %679 ], [ %711, %687 ]
  %734 = phi <16 x float> [ %570, %679 ], [ %700, %687 ]
  %735 = phi <16 x float> [ %543, %679 ], [ %696, %687 ]
  %736 = phi <16 x float> [ %540, %679 ], [ %697, %687 ]
  %737 = phi <16 x float> [ %541, %679 ], [ %698, %687 ]
  %738 = phi <16 x float> [ %542, %679 ], [ %699, %687 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %31)
  store <16 x float> %738, ptr %31, align 64
  store <16 x float> %737, ptr %125, align 64
  store <16 x float> %736, ptr %126, align 64
  store <16 x float> %735, ptr %127, align 64
  store <16 x float> %734, ptr %128, align 64
  store <16 x float> %733, ptr %129, align 64
  store <16 x float> %732, ptr %130, align 64
  store <16 x float> %731, ptr %131, align 64
  store <16 x float> %730, ptr %132, align 64
  store <16 x float> %729, ptr %133, align 64
  store <16 x float> %728, ptr %134, align 64
  store <16 x float> %727, ptr %135, align 64
  store <16 x float> %726, ptr %136, align 64
  store <16 x float> %725, ptr %137, align 64
  store <16 x float> %724, ptr %138, align 64
  store <16 x float> %723, ptr %139, align 64
  store <16 x float> %722, ptr %140, align 64
  store <16 x float> %721, ptr %141, align 64
  store <16 x float> %720, ptr %142, align 64
  store <16 x float> %719, ptr %143, align 64
  store <16 x float> %718, ptr %144, align 64
  store <16 x float> %717, ptr %145, align 64
  store <16 x float> %716, ptr %146, align 64
  store <16 x float> %715, ptr %147, align 64
  br label %946

739:                                              ; preds = %679, %687
  %740 = phi <16 x float> [ %688, %687 ], [ %683, %679 ]
  %741 = phi <16 x float> [ %689, %687 ], [ %680, %679 ]
  %742 = phi <16 x float> [ %690, %687 ], [ %681, %679 ]
  %743 = phi <16 x float> [ %691, %687 ], [ %682, %679 ]
  %744 = phi <16 x float> [ %692, %687 ], [ %655, %679 ]
  %745 = phi <16 x float> [ %693, %687 ], [ %652, %679 ]
  %746 = phi <16 x float> [ %694, %687 ], [ %653, %679 ]
  %747 = phi <16 x float> [ %695, %687 ], [ %654, %679 ]
  %748 = phi <16 x float> [ %696, %687 ], [ %543, %679 ]
  %749 = phi <16 x float> [ %697, %687 ], [ %540, %679 ]
  %750 = phi <16 x float> [ %698, %687 ], [ %541, %679 ]
  %751 = phi <16 x float> [ %699, %687 ], [ %542, %679 ]
  %752 = phi <16 x float> [ %700, %687 ], [ %570, %679 ]
  %753 = phi <16 x float> [ %701, %687 ], [ %627, %679 ]
  %754 = phi <16 x float> [ %702, %687 ], [ %624, %679 ]
  %755 = phi <16 x float> [ %703, %687 ], [ %625, %679 ]
  %756 = phi <16 x float> [ %704, %687 ], [ %626, %679 ]
  %757 = phi <16 x float> [ %705, %687 ], [ %599, %679 ]
  %758 = phi <16 x float> [ %706, %687 ], [ %596, %679 ]
  %759 = phi <16 x float> [ %707, %687 ], [ %597, %679 ]
  %760 = phi <16 x float> [ %708, %687 ], [ %598, %679 ]
  %761 = phi <16 x float> [ %709, %687 ], [ %571, %679 ]
  %762 = phi <16 x float> [ %710, %687 ], [ %568, %679 ]
  %763 = phi <16 x float> [ %711, %687 ], [ %569, %679 ]
  %764 = phi i64 [ %713, %687 ], [ %5, %679 ]
  %765 = phi i64 [ %768, %687 ], [ 0, %679 ]
  %766 = call i64 @llvm.smin.i64(i64 %764, i64 16)
  %767 = add i64 %766, %765
  %768 = add nuw nsw i64 %765, 16
  br i1 %74, label %769, label %687

769:                                              ; preds = %739
  %770 = sub nsw i64 %5, %765
  %771 = icmp sgt i64 %770, 15
  %772 = mul nsw i64 %765, %69
  %773 = getelementptr inbounds float, ptr %162, i64 %772
  %774 = mul nuw nsw i64 %765, %70
  %775 = getelementptr inbounds nuw float, ptr %686, i64 %774
  %776 = icmp sgt i64 %5, %765
  %777 = or i1 %771, %776
  br label %778

778:                                              ; preds = %769, %832
  %779 = phi <16 x float> [ %740, %769 ], [ %833, %832 ]
  %780 = phi <16 x float> [ %741, %769 ], [ %834, %832 ]
  %781 = phi <16 x float> [ %742, %769 ], [ %835, %832 ]
  %782 = phi <16 x float> [ %743, %769 ], [ %836, %832 ]
  %783 = phi <16 x float> [ %744, %769 ], [ %837, %832 ]
  %784 = phi <16 x float> [ %745, %769 ], [ %838, %832 ]
  %785 = phi <16 x float> [ %746, %769 ], [ %839, %832 ]
  %786 = phi <16 x float> [ %747, %769 ], [ %840, %832 ]
  %787 = phi <16 x float> [ %748, %769 ], [ %841, %832 ]
  %788 = phi <16 x float> [ %749, %769 ], [ %842, %832 ]
  %789 = phi <16 x float> [ %750, %769 ], [ %843, %832 ]
  %790 = phi <16 x float> [ %751, %769 ], [ %844, %832 ]
  %791 = phi <16 x float> [ %752, %769 ], [ %845, %832 ]
  %792 = phi <16 x float> [ %753, %769 ], [ %846, %832 ]
  %793 = phi <16 x float> [ %754, %769 ], [ %847, %832 ]
  %794 = phi <16 x float> [ %755, %769 ], [ %848, %832 ]
  %795 = phi <16 x float> [ %756, %769 ], [ %849, %832 ]
  %796 = phi <16 x float> [ %757, %769 ], [ %850, %832 ]
  %797 = phi <16 x float> [ %758, %769 ], [ %851, %832 ]
  %798 = phi <16 x float> [ %759, %769 ], [ %852, %832 ]
  %799 = phi <16 x float> [ %760, %769 ], [ %853, %832 ]
  %800 = phi <16 x float> [ %761, %769 ], [ %854, %832 ]
  %801 = phi <16 x float> [ %762, %769 ], [ %855, %832 ]
  %802 = phi <16 x float> [ %763, %769 ], [ %856, %832 ]
  %803 = phi i64 [ 0, %769 ], [ %857, %832 ]
  %804 = shl i64 %803, 5
  %805 = getelementptr nuw i8, ptr %34, i64 %804
  %806 = load i64, ptr %805, align 16
  %807 = getelementptr inbounds nuw i8, ptr %805, i64 8
  %808 = load i64, ptr %807, align 8
  %809 = getelementptr inbounds nuw i8, ptr %805, i64 16
  %810 = load i64, ptr %809, align 16
  %811 = getelementptr inbounds nuw i8, ptr %805, i64 24
  %812 = load i64, ptr %811, align 8
  br i1 %777, label %813, label %832

813:                                              ; preds = %778
  %814 = shl i64 %803, 4
  %815 = getelementptr nuw i8, ptr %35, i64 %814
  %816 = getelementptr inbounds nuw i8, ptr %815, i64 12
  %817 = load i32, ptr %816, align 4
  %818 = getelementptr inbounds nuw i8, ptr %815, i64 8
  %819 = load i32, ptr %818, align 8
  %820 = getelementptr inbounds nuw i8, ptr %815, i64 4
  %821 = load i32, ptr %820, align 4
  %822 = load i32, ptr %815, align 16
  %823 = getelementptr inbounds nuw float, ptr %775, i64 %803
  %824 = trunc i32 %822 to i16
  %825 = bitcast i16 %824 to <16 x i1>
  %826 = trunc i32 %821 to i16
  %827 = bitcast i16 %826 to <16 x i1>
  %828 = trunc i32 %819 to i16
  %829 = bitcast i16 %828 to <16 x i1>
  %830 = trunc i32 %817 to i16
  %831 = bitcast i16 %830 to <16 x i1>
  br label %859

832:                                              ; preds = %859, %778
  %833 = phi <16 x float> [ %779, %778 ], [ %941, %859 ]
  %834 = phi <16 x float> [ %780, %778 ], [ %940, %859 ]
  %835 = phi <16 x float> [ %781, %778 ], [ %939, %859 ]
  %836 = phi <16 x float> [ %782, %778 ], [ %938, %859 ]
  %837 = phi <16 x float> [ %783, %778 ], [ %933, %859 ]
  %838 = phi <16 x float> [ %784, %778 ], [ %932, %859 ]
  %839 = phi <16 x float> [ %785, %778 ], [ %931, %859 ]
  %840 = phi <16 x float> [ %786, %778 ], [ %930, %859 ]
  %841 = phi <16 x float> [ %787, %778 ], [ %901, %859 ]
  %842 = phi <16 x float> [ %788, %778 ], [ %900, %859 ]
  %843 = phi <16 x float> [ %789, %778 ], [ %899, %859 ]
  %844 = phi <16 x float> [ %790, %778 ], [ %898, %859 ]
  %845 = phi <16 x float> [ %791, %778 ], [ %906, %859 ]
  %846 = phi <16 x float> [ %792, %778 ], [ %925, %859 ]
  %847 = phi <16 x float> [ %793, %778 ], [ %924, %859 ]
  %848 = phi <16 x float> [ %794, %778 ], [ %923, %859 ]
  %849 = phi <16 x float> [ %795, %778 ], [ %922, %859 ]
  %850 = phi <16 x float> [ %796, %778 ], [ %917, %859 ]
  %851 = phi <16 x float> [ %797, %778 ], [ %916, %859 ]
  %852 = phi <16 x float> [ %798, %778 ], [ %915, %859 ]
  %853 = phi <16 x float> [ %799, %778 ], [ %914, %859 ]
  %854 = phi <16 x float> [ %800, %778 ], [ %909, %859 ]
  %855 = phi <16 x float> [ %801, %778 ], [ %908, %859 ]
  %856 = phi <16 x float> [ %802, %778 ], [ %907, %859 ]
  %857 = add nuw nsw i64 %803, 1
  %858 = icmp eq i64 %857, %70
  br i1 %858, label %687, label %778

859:                                              ; preds = %813, %859
  %860 = phi <16 x float> [ %941, %859 ], [ %779, %813 ]
  %861 = phi <16 x float> [ %940, %859 ], [ %780, %813 ]
  %862 = phi <16 x float> [ %939, %859 ], [ %781, %813 ]
  %863 = phi <16 x float> [ %938, %859 ], [ %782, %813 ]
  %864 = phi <16 x float> [ %933, %859 ], [ %783, %813 ]
  %865 = phi <16 x float> [ %932, %859 ], [ %784, %813 ]
  %866 = phi <16 x float> [ %931, %859 ], [ %785, %813 ]
  %867 = phi <16 x float> [ %930, %859 ], [ %786, %813 ]
  %868 = phi <16 x float> [ %901, %859 ], [ %787, %813 ]
  %869 = phi <16 x float> [ %900, %859 ], [ %788, %813 ]
  %870 = phi <16 x float> [ %899, %859 ], [ %789, %813 ]
  %871 = phi <16 x float> [ %898, %859 ], [ %790, %813 ]
  %872 = phi <16 x float> [ %906, %859 ], [ %791, %813 ]
  %873 = phi <16 x float> [ %925, %859 ], [ %792, %813 ]
  %874 = phi <16 x float> [ %924, %859 ], [ %793, %813 ]
  %875 = phi <16 x float> [ %923, %859 ], [ %794, %813 ]
  %876 = phi <16 x float> [ %922, %859 ], [ %795, %813 ]
  %877 = phi <16 x float> [ %917, %859 ], [ %796, %813 ]
  %878 = phi <16 x float> [ %916, %859 ], [ %797, %813 ]
  %879 = phi <16 x float> [ %915, %859 ], [ %798, %813 ]
  %880 = phi <16 x float> [ %914, %859 ], [ %799, %813 ]
  %881 = phi <16 x float> [ %909, %859 ], [ %800, %813 ]
  %882 = phi <16 x float> [ %908, %859 ], [ %801, %813 ]
  %883 = phi <16 x float> [ %907, %859 ], [ %802, %813 ]
  %884 = phi i64 [ %942, %859 ], [ %765, %813 ]
  %885 = phi ptr [ %944, %859 ], [ %823, %813 ]
  %886 = phi ptr [ %943, %859 ], [ %773, %813 ]
  %887 = getelementptr inbounds float, ptr %886, i64 %806
  %888 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %887, <16 x i1> %825, <16 x float> zeroinitializer)
  %889 = getelementptr inbounds float, ptr %886, i64 %808
  %890 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %889, <16 x i1> %827, <16 x float> zeroinitializer)
  %891 = getelementptr inbounds float, ptr %886, i64 %810
  %892 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %891, <16 x i1> %829, <16 x float> zeroinitializer)
  %893 = getelementptr inbounds float, ptr %886, i64 %812
  %894 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %893, <16 x i1> %831, <16 x float> zeroinitializer)
  %895 = load float, ptr %885, align 4
  %896 = insertelement <16 x float> poison, float %895, i64 0
  %897 = shufflevector <16 x float> %896, <16 x float> poison, <16 x i32> zeroinitializer
  %898 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %888, <16 x float> %897, <16 x float> %871)
  %899 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %890, <16 x float> %897, <16 x float> %870)
  %900 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %892, <16 x float> %897, <16 x float> %869)
  %901 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %894, <16 x float> %897, <16 x float> %868)
  %902 = getelementptr inbounds float, ptr %885, i64 %72
  %903 = load float, ptr %902, align 4
  %904 = insertelement <16 x float> poison, float %903, i64 0
  %905 = shufflevector <16 x float> %904, <16 x float> poison, <16 x i32> zeroinitializer
  %906 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %888, <16 x float> %905, <16 x float> %872)
  %907 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %890, <16 x float> %905, <16 x float> %883)
  %908 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %892, <16 x float> %905, <16 x float> %882)
  %909 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %894, <16 x float> %905, <16 x float> %881)
  %910 = getelementptr inbounds i8, ptr %885, i64 %78
  %911 = load float, ptr %910, align 4
  %912 = insertelement <16 x float> poison, float %911, i64 0
  %913 = shufflevector <16 x float> %912, <16 x float> poison, <16 x i32> zeroinitializer
  %914 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %888, <16 x float> %913, <16 x float> %880)
  %915 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %890, <16 x float> %913, <16 x float> %879)
  %916 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %892, <16 x float> %913, <16 x float> %878)
  %917 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %894, <16 x float> %913, <16 x float> %877)
  %918 = getelementptr inbounds i8, ptr %885, i64 %79
  %919 = load float, ptr %918, align 4
  %920 = insertelement <16 x float> poison, float %919, i64 0
  %921 = shufflevector <16 x float> %920, <16 x float> poison, <16 x i32> zeroinitializer
  %922 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %888, <16 x float> %921, <16 x float> %876)
  %923 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %890, <16 x float> %921, <16 x float> %875)
  %924 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %892, <16 x float> %921, <16 x float> %874)
  %925 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %894, <16 x float> %921, <16 x float> %873)
  %926 = getelementptr inbounds i8, ptr %885, i64 %80
  %927 = load float, ptr %926, align 4
  %928 = insertelement <16 x float> poison, float %927, i64 0
  %929 = shufflevector <16 x float> %928, <16 x float> poison, <16 x i32> zeroinitializer
  %930 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %888, <16 x float> %929, <16 x float> %867)
  %931 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %890, <16 x float> %929, <16 x float> %866)
  %932 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %892, <16 x float> %929, <16 x float> %865)
  %933 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %894, <16 x float> %929, <16 x float> %864)
  %934 = getelementptr inbounds i8, ptr %885, i64 %81
  %935 = load float, ptr %934, align 4
  %936 = insertelement <16 x float> poison, float %935, i64 0
  %937 = shufflevector <16 x float> %936, <16 x float> poison, <16 x i32> zeroinitializer
  %938 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %888, <16 x float> %937, <16 x float> %863)
  %939 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %890, <16 x float> %937, <16 x float> %862)
  %940 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %892, <16 x float> %937, <16 x float> %861)
  %941 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %894, <16 x float> %937, <16 x float> %860)
  %942 = add nuw nsw i64 %884, 1
  %943 = getelementptr inbounds float, ptr %886, i64 %69
  %944 = getelementptr inbounds nuw float, ptr %885, i64 %70
  %945 = icmp eq i64 %942, %767
  br i1 %945, label %832, label %859

946:                                              ; preds = %714, %1206
  %947 = phi i64 [ 0, %714 ], [ %1208, %1206 ]
  %948 = add nsw i64 %516, %947
  %949 = mul nsw i64 %948, %51
  %950 = icmp sgt i64 %684, %947
  %951 = getelementptr inbounds nuw [4 x <16 x float>], ptr %31, i64 %947
  %952 = add nsw i64 %196, %949
  %953 = select i1 %950, <16 x i1> zeroinitializer, <16 x i1> %505
  %954 = getelementptr inbounds float, ptr %169, i64 %952
  %955 = load <16 x float>, ptr %951, align 64
  br i1 %75, label %1014, label %956

956:                                              ; preds = %946
  %957 = getelementptr inbounds float, ptr %167, i64 %952
  switch i64 %82, label %975 [
    i64 1, label %958
    i64 2, label %961
    i64 3, label %968
    i64 0, label %1014
  ]

958:                                              ; preds = %956
  %959 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %957, <16 x i1> %953, <16 x float> zeroinitializer)
  %960 = fadd <16 x float> %955, %959
  br label %976

961:                                              ; preds = %956
  %962 = bitcast <16 x float> %955 to <8 x i64>
  %963 = or <8 x i64> %962, %77
  %964 = fcmp oeq <16 x float> %955, %50
  %965 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %955, i32 4)
  %966 = bitcast <8 x i64> %963 to <16 x float>
  %967 = select <16 x i1> %964, <16 x float> %966, <16 x float> %965
  br label %976

968:                                              ; preds = %956
  %969 = bitcast <16 x float> %955 to <8 x i64>
  %970 = and <8 x i64> %969, %76
  %971 = fcmp oeq <16 x float> %955, %47
  %972 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %955, i32 4)
  %973 = bitcast <8 x i64> %970 to <16 x float>
  %974 = select <16 x i1> %971, <16 x float> %973, <16 x float> %972
  br label %976

975:                                              ; preds = %1187, %1168, %1149, %1123, %1104, %1085, %1059, %1040, %1021, %995, %976, %956
  unreachable

976:                                              ; preds = %968, %961, %958
  %977 = phi <16 x float> [ %960, %958 ], [ %967, %961 ], [ %974, %968 ]
  switch i64 %84, label %975 [
    i64 1, label %992
    i64 2, label %985
    i64 3, label %978
    i64 0, label %1014
  ]

978:                                              ; preds = %976
  %979 = bitcast <16 x float> %977 to <8 x i64>
  %980 = and <8 x i64> %979, %76
  %981 = fcmp oeq <16 x float> %977, %47
  %982 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %977, i32 4)
  %983 = bitcast <8 x i64> %980 to <16 x float>
  %984 = select <16 x i1> %981, <16 x float> %983, <16 x float> %982
  br label %995

985:                                              ; preds = %976
  %986 = bitcast <16 x float> %977 to <8 x i64>
  %987 = or <8 x i64> %986, %77
  %988 = fcmp oeq <16 x float> %977, %50
  %989 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %977, i32 4)
  %990 = bitcast <8 x i64> %987 to <16 x float>
  %991 = select <16 x i1> %988, <16 x float> %990, <16 x float> %989
  br label %995

992:                                              ; preds = %976
  %993 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %957, <16 x i1> %953, <16 x float> zeroinitializer)
  %994 = fadd <16 x float> %977, %993
  br label %995

995:                                              ; preds = %992, %985, %978
  %996 = phi <16 x float> [ %994, %992 ], [ %991, %985 ], [ %984, %978 ]
  switch i64 %86, label %975 [
    i64 1, label %1011
    i64 2, label %1004
    i64 3, label %997
    i64 0, label %1014
  ]

997:                                              ; preds = %995
  %998 = bitcast <16 x float> %996 to <8 x i64>
  %999 = and <8 x i64> %998, %76
  %1000 = fcmp oeq <16 x float> %996, %47
  %1001 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %996, i32 4)
  %1002 = bitcast <8 x i64> %999 to <16 x float>
  %1003 = select <16 x i1> %1000, <16 x float> %1002, <16 x float> %1001
  br label %1014

1004:                                             ; preds = %995
  %1005 = bitcast <16 x float> %996 to <8 x i64>
  %1006 = or <8 x i64> %1005, %77
  %1007 = fcmp oeq <16 x float> %996, %50
  %1008 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %996, i32 4)
  %1009 = bitcast <8 x i64> %1006 to <16 x float>
  %1010 = select <16 x i1> %1007, <16 x float> %1009, <16 x float> %1008
  br label %1014

1011:                                             ; preds = %995
  %1012 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %957, <16 x i1> %953, <16 x float> zeroinitializer)
  %1013 = fadd <16 x float> %996, %1012
  br label %1014

1014:                                             ; preds = %946, %956, %976, %995, %1011, %1004, %997
  %1015 = phi <16 x float> [ %1003, %997 ], [ %955, %956 ], [ %996, %995 ], [ %977, %976 ], [ %1013, %1011 ], [ %1010, %1004 ], [ %955, %946 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1015, ptr align 1 %954, <16 x i1> %953)
  %1016 = add nsw i64 %199, %949
  %1017 = select i1 %950, <16 x i1> zeroinitializer, <16 x i1> %506
  %1018 = getelementptr inbounds float, ptr %169, i64 %1016
  %1019 = getelementptr inbounds nuw i8, ptr %951, i64 64
  %1020 = load <16 x float>, ptr %1019, align 64
  br i1 %75, label %1078, label %1021

1021:                                             ; preds = %1014
  %1022 = getelementptr inbounds float, ptr %167, i64 %1016
  switch i64 %87, label %975 [
    i64 1, label %1037
    i64 2, label %1030
    i64 3, label %1023
    i64 0, label %1078
  ]

1023:                                             ; preds = %1021
  %1024 = bitcast <16 x float> %1020 to <8 x i64>
  %1025 = and <8 x i64> %1024, %76
  %1026 = fcmp oeq <16 x float> %1020, %47
  %1027 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %1020, i32 4)
  %1028 = bitcast <8 x i64> %1025 to <16 x float>
  %1029 = select <16 x i1> %1026, <16 x float> %1028, <16 x float> %1027
  br label %1040

1030:                                             ; preds = %1021
  %1031 = bitcast <16 x float> %1020 to <8 x i64>
  %1032 = or <8 x i64> %1031, %77
  %1033 = fcmp oeq <16 x float> %1020, %50
  %1034 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %1020, i32 4)
  %1035 = bitcast <8 x i64> %1032 to <16 x float>
  %1036 = select <16 x i1> %1033, <16 x float> %1035, <16 x float> %1034
  br label %1040

1037:                                             ; preds = %1021
  %1038 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1022, <16 x i1> %1017, <16 x float> zeroinitializer)
  %1039 = fadd <16 x float> %1020, %1038
  br label %1040

1040:                                             ; preds = %1037, %1030, %1023
  %1041 = phi <16 x float> [ %1039, %1037 ], [ %1036, %1030 ], [ %1029, %1023 ]
  switch i64 %89, label %975 [
    i64 1, label %1056
    i64 2, label %1049
    i64 3, label %1042
    i64 0, label %1078
  ]

1042:                                             ; preds = %1040
  %1043 = bitcast <16 x float> %1041 to <8 x i64>
  %1044 = and <8 x i64> %1043, %76
  %1045 = fcmp oeq <16 x float> %1041, %47
  %1046 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %1041, i32 4)
  %1047 = bitcast <8 x i64> %1044 to <16 x float>
  %1048 = select <16 x i1> %1045, <16 x float> %1047, <16 x float> %1046
  br label %1059

1049:                                             ; preds = %1040
  %1050 = bitcast <16 x float> %1041 to <8 x i64>
  %1051 = or <8 x i64> %1050, %77
  %1052 = fcmp oeq <16 x float> %1041, %50
  %1053 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %1041, i32 4)
  %1054 = bitcast <8 x i64> %1051 to <16 x float>
  %1055 = select <16 x i1> %1052, <16 x float> %1054, <16 x float> %1053
  br label %1059

1056:                                             ; preds = %1040
  %1057 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1022, <16 x i1> %1017, <16 x float> zeroinitializer)
  %1058 = fadd <16 x float> %1041, %1057
  br label %1059

1059:                                             ; preds = %1056, %1049, %1042
  %1060 = phi <16 x float> [ %1058, %1056 ], [ %1055, %1049 ], [ %1048, %1042 ]
  switch i64 %91, label %975 [
    i64 1, label %1075
    i64 2, label %1068
    i64 3, label %1061
    i64 0, label %1078
  ]

1061:                                             ; preds = %1059
  %1062 = bitcast <16 x float> %1060 to <8 x i64>
  %1063 = and <8 x i64> %1062, %76
  %1064 = fcmp oeq <16 x float> %1060, %47
  %1065 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %1060, i32 4)
  %1066 = bitcast <8 x i64> %1063 to <16 x float>
  %1067 = select <16 x i1> %1064, <16 x float> %1066, <16 x float> %1065
  br label %1078

1068:                                             ; preds = %1059
  %1069 = bitcast <16 x float> %1060 to <8 x i64>
  %1070 = or <8 x i64> %1069, %77
  %1071 = fcmp oeq <16 x float> %1060, %50
  %1072 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %1060, i32 4)
  %1073 = bitcast <8 x i64> %1070 to <16 x float>
  %1074 = select <16 x i1> %1071, <16 x float> %1073, <16 x float> %1072
  br label %1078

1075:                                             ; preds = %1059
  %1076 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1022, <16 x i1> %1017, <16 x float> zeroinitializer)
  %1077 = fadd <16 x float> %1060, %1076
  br label %1078

1078:                                             ; preds = %1014, %1021, %1040, %1059, %1075, %1068, %1061
  %1079 = phi <16 x float> [ %1067, %1061 ], [ %1020, %1021 ], [ %1060, %1059 ], [ %1041, %1040 ], [ %1077, %1075 ], [ %1074, %1068 ], [ %1020, %1014 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1079, ptr align 1 %1018, <16 x i1> %1017)
  %1080 = add nsw i64 %202, %949
  %1081 = select i1 %950, <16 x i1> zeroinitializer, <16 x i1> %507
  %1082 = getelementptr inbounds float, ptr %169, i64 %1080
  %1083 = getelementptr inbounds nuw i8, ptr %951, i64 128
  %1084 = load <16 x float>, ptr %1083, align 64
  br i1 %75, label %1142, label %1085

1085:                                             ; preds = %1078
  %1086 = getelementptr inbounds float, ptr %167, i64 %1080
  switch i64 %92, label %975 [
    i64 1, label %1101
    i64 2, label %1094
    i64 3, label %1087
    i64 0, label %1142
  ]

1087:                                             ; preds = %1085
  %1088 = bitcast <16 x float> %1084 to <8 x i64>
  %1089 = and <8 x i64> %1088, %76
  %1090 = fcmp oeq <16 x float> %1084, %47
  %1091 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %1084, i32 4)
  %1092 = bitcast <8 x i64> %1089 to <16 x float>
  %1093 = select <16 x i1> %1090, <16 x float> %1092, <16 x float> %1091
  br label %1104

1094:                                             ; preds = %1085
  %1095 = bitcast <16 x float> %1084 to <8 x i64>
  %1096 = or <8 x i64> %1095, %77
  %1097 = fcmp oeq <16 x float> %1084, %50
  %1098 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %1084, i32 4)
  %1099 = bitcast <8 x i64> %1096 to <16 x float>
  %1100 = select <16 x i1> %1097, <16 x float> %1099, <16 x float> %1098
  br label %1104

1101:                                             ; preds = %1085
  %1102 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1086, <16 x i1> %1081, <16 x float> zeroinitializer)
  %1103 = fadd <16 x float> %1084, %1102
  br label %1104

1104:                                             ; preds = %1101, %1094, %1087
  %1105 = phi <16 x float> [ %1103, %1101 ], [ %1100, %1094 ], [ %1093, %1087 ]
  switch i64 %94, label %975 [
    i64 1, label %1120
    i64 2, label %1113
    i64 3, label %1106
    i64 0, label %1142
  ]

1106:                                             ; preds = %1104
  %1107 = bitcast <16 x float> %1105 to <8 x i64>
  %1108 = and <8 x i64> %1107, %76
  %1109 = fcmp oeq <16 x float> %1105, %47
  %1110 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %1105, i32 4)
  %1111 = bitcast <8 x i64> %1108 to <16 x float>
  %1112 = select <16 x i1> %1109, <16 x float> %1111, <16 x float> %1110
  br label %1123

1113:                                             ; preds = %1104
  %1114 = bitcast <16 x float> %1105 to <8 x i64>
  %1115 = or <8 x i64> %1114, %77
  %1116 = fcmp oeq <16 x float> %1105, %50
  %1117 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %1105, i32 4)
  %1118 = bitcast <8 x i64> %1115 to <16 x float>
  %1119 = select <16 x i1> %1116, <16 x float> %1118, <16 x float> %1117
  br label %1123

1120:                                             ; preds = %1104
  %1121 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1086, <16 x i1> %1081, <16 x float> zeroinitializer)
  %1122 = fadd <16 x float> %1105, %1121
  br label %1123

1123:                                             ; preds = %1120, %1113, %1106
  %1124 = phi <16 x float> [ %1122, %1120 ], [ %1119, %1113 ], [ %1112, %1106 ]
  switch i64 %96, label %975 [
    i64 1, label %1139
    i64 2, label %1132
    i64 3, label %1125
    i64 0, label %1142
  ]

1125:                                             ; preds = %1123
  %1126 = bitcast <16 x float> %1124 to <8 x i64>
  %1127 = and <8 x i64> %1126, %76
  %1128 = fcmp oeq <16 x float> %1124, %47
  %1129 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %1124, i32 4)
  %1130 = bitcast <8 x i64> %1127 to <16 x float>
  %1131 = select <16 x i1> %1128, <16 x float> %1130, <16 x float> %1129
  br label %1142

1132:                                             ; preds = %1123
  %1133 = bitcast <16 x float> %1124 to <8 x i64>
  %1134 = or <8 x i64> %1133, %77
  %1135 = fcmp oeq <16 x float> %1124, %50
  %1136 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %1124, i32 4)
  %1137 = bitcast <8 x i64> %1134 to <16 x float>
  %1138 = select <16 x i1> %1135, <16 x float> %1137, <16 x float> %1136
  br label %1142

1139:                                             ; preds = %1123
  %1140 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1086, <16 x i1> %1081, <16 x float> zeroinitializer)
  %1141 = fadd <16 x float> %1124, %1140
  br label %1142

1142:                                             ; preds = %1078, %1085, %1104, %1123, %1139, %1132, %1125
  %1143 = phi <16 x float> [ %1131, %1125 ], [ %1084, %1085 ], [ %1124, %1123 ], [ %1105, %1104 ], [ %1141, %1139 ], [ %1138, %1132 ], [ %1084, %1078 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1143, ptr align 1 %1082, <16 x i1> %1081)
  %1144 = add nsw i64 %206, %949
  %1145 = select i1 %950, <16 x i1> zeroinitializer, <16 x i1> %508
  %1146 = getelementptr inbounds float, ptr %169, i64 %1144
  %1147 = getelementptr inbounds nuw i8, ptr %951, i64 192
  %1148 = load <16 x float>, ptr %1147, align 64
  br i1 %75, label %1206, label %1149

1149:                                             ; preds = %1142
  %1150 = getelementptr inbounds float, ptr %167, i64 %1144
  switch i64 %97, label %975 [
    i64 1, label %1165
    i64 2, label %1158
    i64 3, label %1151
    i64 0, label %1206
  ]

1151:                                             ; preds = %1149
  %1152 = bitcast <16 x float> %1148 to <8 x i64>
  %1153 = and <8 x i64> %1152, %76
  %1154 = fcmp oeq <16 x float> %1148, %47
  %1155 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %1148, i32 4)
  %1156 = bitcast <8 x i64> %1153 to <16 x float>
  %1157 = select <16 x i1> %1154, <16 x float> %1156, <16 x float> %1155
  br label %1168

1158:                                             ; preds = %1149
  %1159 = bitcast <16 x float> %1148 to <8 x i64>
  %1160 = or <8 x i64> %1159, %77
  %1161 = fcmp oeq <16 x float> %1148, %50
  %1162 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %1148, i32 4)
  %1163 = bitcast <8 x i64> %1160 to <16 x float>
  %1164 = select <16 x i1> %1161, <16 x float> %1163, <16 x float> %1162
  br label %1168

1165:                                             ; preds = %1149
  %1166 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1150, <16 x i1> %1145, <16 x float> zeroinitializer)
  %1167 = fadd <16 x float> %1148, %1166
  br label %1168

1168:                                             ; preds = %1165, %1158, %1151
  %1169 = phi <16 x float> [ %1167, %1165 ], [ %1164, %1158 ], [ %1157, %1151 ]
  switch i64 %99, label %975 [
    i64 1, label %1184
    i64 2, label %1177
    i64 3, label %1170
    i64 0, label %1206
  ]

1170:                                             ; preds = %1168
  %1171 = bitcast <16 x float> %1169 to <8 x i64>
  %1172 = and <8 x i64> %1171, %76
  %1173 = fcmp oeq <16 x float> %1169, %47
  %1174 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %1169, i32 4)
  %1175 = bitcast <8 x i64> %1172 to <16 x float>
  %1176 = select <16 x i1> %1173, <16 x float> %1175, <16 x float> %1174
  br label %1187

1177:                                             ; preds = %1168
  %1178 = bitcast <16 x float> %1169 to <8 x i64>
  %1179 = or <8 x i64> %1178, %77
  %1180 = fcmp oeq <16 x float> %1169, %50
  %1181 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %1169, i32 4)
  %1182 = bitcast <8 x i64> %1179 to <16 x float>
  %1183 = select <16 x i1> %1180, <16 x float> %1182, <16 x float> %1181
  br label %1187

1184:                                             ; preds = %1168
  %1185 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1150, <16 x i1> %1145, <16 x float> zeroinitializer)
  %1186 = fadd <16 x float> %1169, %1185
  br label %1187

1187:                                             ; preds = %1184, %1177, %1170
  %1188 = phi <16 x float> [ %1186, %1184 ], [ %1183, %1177 ], [ %1176, %1170 ]
  switch i64 %101, label %975 [
    i64 1, label %1203
    i64 2, label %1196
    i64 3, label %1189
    i64 0, label %1206
  ]

1189:                                             ; preds = %1187
  %1190 = bitcast <16 x float> %1188 to <8 x i64>
  %1191 = and <8 x i64> %1190, %76
  %1192 = fcmp oeq <16 x float> %1188, %47
  %1193 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %1188, i32 4)
  %1194 = bitcast <8 x i64> %1191 to <16 x float>
  %1195 = select <16 x i1> %1192, <16 x float> %1194, <16 x float> %1193
  br label %1206

1196:                                             ; preds = %1187
  %1197 = bitcast <16 x float> %1188 to <8 x i64>
  %1198 = or <8 x i64> %1197, %77
  %1199 = fcmp oeq <16 x float> %1188, %50
  %1200 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %1188, i32 4)
  %1201 = bitcast <8 x i64> %1198 to <16 x float>
  %1202 = select <16 x i1> %1199, <16 x float> %1201, <16 x float> %1200
  br label %1206

1203:                                             ; preds = %1187
  %1204 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1150, <16 x i1> %1145, <16 x float> zeroinitializer)
  %1205 = fadd <16 x float> %1188, %1204
  br label %1206

1206:                                             ; preds = %1142, %1149, %1168, %1187, %1203, %1196, %1189
  %1207 = phi <16 x float> [ %1195, %1189 ], [ %1148, %1149 ], [ %1188, %1187 ], [ %1169, %1168 ], [ %1205, %1203 ], [ %1202, %1196 ], [ %1148, %1142 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1207, ptr align 1 %1146, <16 x i1> %1145)
  %1208 = add nuw nsw i64 %947, 1
  %1209 = icmp eq i64 %1208, 6
  br i1 %1209, label %1210, label %946

1210:                                             ; preds = %1206
  call void @llvm.lifetime.end.p0(ptr nonnull %31)
  %1211 = add nsw i64 %513, 6
  %1212 = icmp slt i64 %1211, %157
  br i1 %1212, label %512, label %509
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
