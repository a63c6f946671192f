%struct.s2taps = type { [7 x i64], [7 x i64], [7 x i64], [7 x i64], [7 x i64], [7 x i64], i64 }

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

45:                                               ; preds = %61, %23
  ret void

46:                                               ; preds = %29, %61
  %47 = phi i64 [ %2, %29 ], [ %62, %61 ]
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
  br i1 %34, label %59, label %61

59:                                               ; preds = %46
  %60 = add nsw i64 %50, %12
  br label %64

61:                                               ; preds = %155, %46
  %62 = add nsw i64 %47, 1
  %63 = icmp eq i64 %62, %3
  br i1 %63, label %45, label %46

64:                                               ; preds = %59, %155
  %65 = phi i64 [ 0, %59 ], [ %156, %155 ]
  %66 = shl nuw nsw i64 %65, 1
  %67 = shl nuw i64 1, %66
  %68 = and i64 %67, %11
  %69 = icmp ne i64 %68, 0
  %70 = shl i64 2, %66
  %71 = and i64 %70, %11
  %72 = icmp ne i64 %71, 0
  %73 = select i1 %69, i1 true, i1 %72
  br i1 %73, label %74, label %155

74:                                               ; preds = %64
  %75 = icmp slt i64 %65, %5
  br i1 %75, label %76, label %80

76:                                               ; preds = %74
  %77 = xor i64 %65, -1
  %78 = add i64 %16, %77
  %79 = sdiv i64 %78, %8
  br label %80

80:                                               ; preds = %74, %76
  %81 = phi i64 [ %79, %76 ], [ 0, %74 ]
  %82 = tail call i64 @llvm.smin.i64(i64 %81, i64 %18)
  %83 = tail call i64 @llvm.smin.i64(i64 %82, i64 %60)
  %84 = mul i64 %41, %66
  %85 = getelementptr inbounds float, ptr %58, i64 %84
  %86 = getelementptr inbounds float, ptr %85, i64 %41
  %87 = icmp slt i64 %50, %83
  br i1 %87, label %88, label %155

88:                                               ; preds = %80, %98
  %89 = phi i64 [ %99, %98 ], [ %50, %80 ]
  %90 = mul nsw i64 %89, %8
  %91 = add nsw i64 %90, %65
  %92 = mul nsw i64 %91, %6
  %93 = getelementptr inbounds float, ptr %56, i64 %92
  br i1 %44, label %94, label %98

94:                                               ; preds = %88
  %95 = mul nsw i64 %89, %24
  %96 = getelementptr inbounds float, ptr %85, i64 %95
  %97 = getelementptr inbounds float, ptr %86, i64 %95
  br label %101

98:                                               ; preds = %152, %88
  %99 = add nsw i64 %89, 1
  %100 = icmp eq i64 %99, %83
  br i1 %100, label %155, label %88

101:                                              ; preds = %94, %152
  %102 = phi i64 [ 0, %94 ], [ %153, %152 ]
  %103 = shl nuw nsw i64 %102, 1
  %104 = sub nsw i64 %6, %103
  %105 = icmp sgt i64 %104, 15
  %106 = trunc i64 %104 to i32
  %107 = shl nsw i32 -1, %106
  %108 = trunc i32 %107 to i16
  %109 = xor i16 %108, -1
  %110 = select i1 %105, i16 -1, i16 %109
  %111 = icmp sgt i64 %104, 31
  br i1 %111, label %120, label %112

112:                                              ; preds = %101
  %113 = tail call i64 @llvm.smax.i64(i64 %104, i64 16)
  %114 = trunc nuw nsw i64 %113 to i32
  %115 = add nsw i32 %114, -16
  %116 = shl nsw i32 -1, %115
  %117 = trunc nsw i32 %116 to i16
  %118 = xor i16 %117, -1
  %119 = bitcast i16 %118 to <16 x i1>
  br label %120

120:                                              ; preds = %101, %112
  %121 = phi <16 x i1> [ %119, %112 ], [ splat (i1 true), %101 ]
  %122 = getelementptr inbounds nuw float, ptr %93, i64 %103
  %123 = bitcast i16 %110 to <16 x i1>
  %124 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %122, <16 x i1> %123, <16 x float> zeroinitializer)
  %125 = getelementptr inbounds nuw i8, ptr %122, i64 64
  %126 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %125, <16 x i1> %121, <16 x float> zeroinitializer)
  %127 = shufflevector <16 x float> %124, <16 x float> %126, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %128 = sub nsw i64 %40, %102
  br i1 %69, label %129, label %140

129:                                              ; preds = %120
  %130 = shufflevector <16 x float> %124, <16 x float> %126, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %131 = sub nsw i64 %43, %102
  %132 = getelementptr inbounds nuw float, ptr %96, i64 %102
  %133 = icmp sgt i64 %131, 15
  %134 = trunc i64 %131 to i32
  %135 = shl nsw i32 -1, %134
  %136 = trunc i32 %135 to i16
  %137 = xor i16 %136, -1
  %138 = select i1 %133, i16 -1, i16 %137
  %139 = bitcast i16 %138 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %130, ptr align 1 %132, <16 x i1> %139)
  br label %140

140:                                              ; preds = %129, %120
  %141 = icmp sgt i64 %128, 0
  %142 = select i1 %72, i1 %141, i1 false
  br i1 %142, label %143, label %152

143:                                              ; preds = %140
  %144 = getelementptr inbounds nuw float, ptr %97, i64 %102
  %145 = icmp samesign ugt i64 %128, 15
  %146 = trunc i64 %128 to i32
  %147 = shl nsw i32 -1, %146
  %148 = trunc i32 %147 to i16
  %149 = xor i16 %148, -1
  %150 = select i1 %145, i16 -1, i16 %149
  %151 = bitcast i16 %150 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %127, ptr align 1 %144, <16 x i1> %151)
  br label %152

152:                                              ; preds = %143, %140
  %153 = add nuw nsw i64 %102, 16
  %154 = icmp slt i64 %153, %43
  br i1 %154, label %101, label %98

155:                                              ; preds = %98, %80, %64
  %156 = add nuw nsw i64 %65, 1
  %157 = icmp eq i64 %156, %8
  br i1 %157, label %61, label %64
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
  %52 = add i64 %13, %7
  %53 = add i64 %52, -1
  %54 = sdiv i64 %53, %13
  %55 = icmp eq i64 %19, 0
  br i1 %55, label %56, label %59

56:                                               ; preds = %30
  %57 = add nsw i64 %8, 1
  %58 = sdiv i64 %57, 2
  br label %59

59:                                               ; preds = %30, %56
  %60 = phi i64 [ %58, %56 ], [ %10, %30 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %34)
  %61 = getelementptr inbounds nuw i8, ptr %34, i64 336
  store i64 %60, ptr %61, align 8
  %62 = icmp sgt i64 %11, 0
  br i1 %62, label %63, label %195

63:                                               ; preds = %59
  %64 = getelementptr inbounds nuw i8, ptr %34, i64 56
  %65 = getelementptr inbounds nuw i8, ptr %34, i64 112
  %66 = shl i64 %54, 1
  %67 = mul i64 %66, %60
  %68 = icmp ult i64 %11, 4
  br i1 %68, label %193, label %69

69:                                               ; preds = %63
  %70 = and i64 %11, 9223372036854775804
  %71 = insertelement <4 x i64> poison, i64 %67, i64 0
  %72 = shufflevector <4 x i64> %71, <4 x i64> poison, <4 x i32> zeroinitializer
  %73 = insertelement <4 x i64> poison, i64 %15, i64 0
  %74 = shufflevector <4 x i64> %73, <4 x i64> poison, <4 x i32> zeroinitializer
  %75 = insertelement <4 x i64> poison, i64 %13, i64 0
  %76 = shufflevector <4 x i64> %75, <4 x i64> poison, <4 x i32> zeroinitializer
  %77 = insertelement <4 x i64> poison, i64 %7, i64 0
  %78 = shufflevector <4 x i64> %77, <4 x i64> poison, <4 x i32> zeroinitializer
  %79 = insertelement <4 x i64> poison, i64 %52, i64 0
  %80 = shufflevector <4 x i64> %79, <4 x i64> poison, <4 x i32> zeroinitializer
  %81 = insertelement <4 x i64> poison, i64 %54, i64 0
  %82 = shufflevector <4 x i64> %81, <4 x i64> poison, <4 x i32> zeroinitializer
  br label %83

83:                                               ; preds = %180, %69
  %84 = phi i64 [ 0, %69 ], [ %188, %180 ]
  %85 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %69 ], [ %189, %180 ]
  %86 = sub nsw <4 x i64> %85, %74
  %87 = icmp sgt <4 x i64> %86, splat (i64 -1)
  %88 = xor <4 x i1> %87, splat (i1 true)
  %89 = xor <4 x i64> %86, splat (i64 -1)
  %90 = add <4 x i64> %76, %89
  %91 = extractelement <4 x i1> %88, i64 0
  br i1 %91, label %92, label %96

92:                                               ; preds = %83
  %93 = extractelement <4 x i64> %90, i64 0
  %94 = sdiv i64 %93, %13
  %95 = insertelement <4 x i64> poison, i64 %94, i64 0
  br label %96

96:                                               ; preds = %92, %83
  %97 = phi <4 x i64> [ poison, %83 ], [ %95, %92 ]
  %98 = extractelement <4 x i1> %88, i64 1
  br i1 %98, label %99, label %103

99:                                               ; preds = %96
  %100 = extractelement <4 x i64> %90, i64 1
  %101 = sdiv i64 %100, %13
  %102 = insertelement <4 x i64> %97, i64 %101, i64 1
  br label %103

103:                                              ; preds = %99, %96
  %104 = phi <4 x i64> [ %97, %96 ], [ %102, %99 ]
  %105 = extractelement <4 x i1> %88, i64 2
  br i1 %105, label %106, label %110

106:                                              ; preds = %103
  %107 = extractelement <4 x i64> %90, i64 2
  %108 = sdiv i64 %107, %13
  %109 = insertelement <4 x i64> %104, i64 %108, i64 2
  br label %110

110:                                              ; preds = %106, %103
  %111 = phi <4 x i64> [ %104, %103 ], [ %109, %106 ]
  %112 = extractelement <4 x i1> %88, i64 3
  br i1 %112, label %113, label %117

113:                                              ; preds = %110
  %114 = extractelement <4 x i64> %90, i64 3
  %115 = sdiv i64 %114, %13
  %116 = insertelement <4 x i64> %111, i64 %115, i64 3
  br label %117

117:                                              ; preds = %113, %110
  %118 = phi <4 x i64> [ %111, %110 ], [ %116, %113 ]
  %119 = sub nsw <4 x i64> zeroinitializer, %118
  %120 = extractelement <4 x i1> %87, i64 0
  br i1 %120, label %121, label %125

121:                                              ; preds = %117
  %122 = extractelement <4 x i64> %86, i64 0
  %123 = sdiv i64 %122, %13
  %124 = insertelement <4 x i64> poison, i64 %123, i64 0
  br label %125

125:                                              ; preds = %121, %117
  %126 = phi <4 x i64> [ poison, %117 ], [ %124, %121 ]
  %127 = extractelement <4 x i1> %87, i64 1
  br i1 %127, label %128, label %132

128:                                              ; preds = %125
  %129 = extractelement <4 x i64> %86, i64 1
  %130 = sdiv i64 %129, %13
  %131 = insertelement <4 x i64> %126, i64 %130, i64 1
  br label %132

132:                                              ; preds = %128, %125
  %133 = phi <4 x i64> [ %126, %125 ], [ %131, %128 ]
  %134 = extractelement <4 x i1> %87, i64 2
  br i1 %134, label %135, label %139

135:                                              ; preds = %132
  %136 = extractelement <4 x i64> %86, i64 2
  %137 = sdiv i64 %136, %13
  %138 = insertelement <4 x i64> %133, i64 %137, i64 2
  br label %139

139:                                              ; preds = %135, %132
  %140 = phi <4 x i64> [ %133, %132 ], [ %138, %135 ]
  %141 = extractelement <4 x i1> %87, i64 3
  br i1 %141, label %142, label %146

142:                                              ; preds = %139
  %143 = extractelement <4 x i64> %86, i64 3
  %144 = sdiv i64 %143, %13
  %145 = insertelement <4 x i64> %140, i64 %144, i64 3
  br label %146

146:                                              ; preds = %142, %139
  %147 = phi <4 x i64> [ %140, %139 ], [ %145, %142 ]
  %148 = select <4 x i1> %87, <4 x i64> %147, <4 x i64> %119
  %149 = mul nsw <4 x i64> %148, %76
  %150 = sub nsw <4 x i64> %86, %149
  %151 = icmp slt <4 x i64> %150, %78
  %152 = xor <4 x i64> %150, splat (i64 -1)
  %153 = add <4 x i64> %80, %152
  %154 = extractelement <4 x i1> %151, i64 0
  br i1 %154, label %155, label %159

155:                                              ; preds = %146
  %156 = extractelement <4 x i64> %153, i64 0
  %157 = sdiv i64 %156, %13
  %158 = insertelement <4 x i64> poison, i64 %157, i64 0
  br label %159

159:                                              ; preds = %155, %146
  %160 = phi <4 x i64> [ poison, %146 ], [ %158, %155 ]
  %161 = extractelement <4 x i1> %151, i64 1
  br i1 %161, label %162, label %166

162:                                              ; preds = %159
  %163 = extractelement <4 x i64> %153, i64 1
  %164 = sdiv i64 %163, %13
  %165 = insertelement <4 x i64> %160, i64 %164, i64 1
  br label %166

166:                                              ; preds = %162, %159
  %167 = phi <4 x i64> [ %160, %159 ], [ %165, %162 ]
  %168 = extractelement <4 x i1> %151, i64 2
  br i1 %168, label %169, label %173

169:                                              ; preds = %166
  %170 = extractelement <4 x i64> %153, i64 2
  %171 = sdiv i64 %170, %13
  %172 = insertelement <4 x i64> %167, i64 %171, i64 2
  br label %173

173:                                              ; preds = %169, %166
  %174 = phi <4 x i64> [ %167, %166 ], [ %172, %169 ]
  %175 = extractelement <4 x i1> %151, i64 3
  br i1 %175, label %176, label %180

176:                                              ; preds = %173
  %177 = extractelement <4 x i64> %153, i64 3
  %178 = sdiv i64 %177, %13
  %179 = insertelement <4 x i64> %174, i64 %178, i64 3
  br label %180

180:                                              ; preds = %176, %173
  %181 = phi <4 x i64> [ %174, %173 ], [ %179, %176 ]
  %182 = select <4 x i1> %151, <4 x i64> %181, <4 x i64> zeroinitializer
  %183 = mul <4 x i64> %72, %150
  %184 = getelementptr inbounds nuw i64, ptr %34, i64 %84
  store <4 x i64> %183, ptr %184, align 8
  %185 = getelementptr inbounds nuw i64, ptr %64, i64 %84
  store <4 x i64> %148, ptr %185, align 8
  %186 = tail call <4 x i64> @llvm.smin.v4i64(<4 x i64> %182, <4 x i64> %82)
  %187 = getelementptr inbounds nuw i64, ptr %65, i64 %84
  store <4 x i64> %186, ptr %187, align 8
  %188 = add nuw i64 %84, 4
  %189 = add nuw nsw <4 x i64> %85, splat (i64 4)
  %190 = icmp eq i64 %188, %70
  br i1 %190, label %191, label %83

191:                                              ; preds = %180
  %192 = icmp eq i64 %11, %70
  br i1 %192, label %195, label %193

193:                                              ; preds = %63, %191
  %194 = phi i64 [ 0, %63 ], [ %70, %191 ]
  br label %203

195:                                              ; preds = %223, %191, %59
  %196 = icmp sgt i64 %12, 0
  br i1 %196, label %197, label %259

197:                                              ; preds = %195
  %198 = add i64 %8, 2
  %199 = mul i64 %60, %54
  %200 = getelementptr inbounds nuw i8, ptr %34, i64 168
  %201 = getelementptr inbounds nuw i8, ptr %34, i64 224
  %202 = getelementptr inbounds nuw i8, ptr %34, i64 280
  br label %232

203:                                              ; preds = %193, %223
  %204 = phi i64 [ %230, %223 ], [ %194, %193 ]
  %205 = sub nsw i64 %204, %15
  %206 = icmp sgt i64 %205, -1
  br i1 %206, label %207, label %209

207:                                              ; preds = %203
  %208 = sdiv i64 %205, %13
  br label %214

209:                                              ; preds = %203
  %210 = xor i64 %205, -1
  %211 = add i64 %13, %210
  %212 = sdiv i64 %211, %13
  %213 = sub nsw i64 0, %212
  br label %214

214:                                              ; preds = %209, %207
  %215 = phi i64 [ %208, %207 ], [ %213, %209 ]
  %216 = mul nsw i64 %215, %13
  %217 = sub nsw i64 %205, %216
  %218 = icmp slt i64 %217, %7
  br i1 %218, label %219, label %223

219:                                              ; preds = %214
  %220 = xor i64 %217, -1
  %221 = add i64 %52, %220
  %222 = sdiv i64 %221, %13
  br label %223

223:                                              ; preds = %219, %214
  %224 = phi i64 [ %222, %219 ], [ 0, %214 ]
  %225 = mul i64 %67, %217
  %226 = getelementptr inbounds nuw i64, ptr %34, i64 %204
  store i64 %225, ptr %226, align 8
  %227 = getelementptr inbounds nuw i64, ptr %64, i64 %204
  store i64 %215, ptr %227, align 8
  %228 = tail call i64 @llvm.smin.i64(i64 %224, i64 %54)
  %229 = getelementptr inbounds nuw i64, ptr %65, i64 %204
  store i64 %228, ptr %229, align 8
  %230 = add nuw nsw i64 %204, 1
  %231 = icmp eq i64 %230, %11
  br i1 %231, label %195, label %203

232:                                              ; preds = %250, %197
  %233 = phi i64 [ 0, %197 ], [ %257, %250 ]
  %234 = sub nsw i64 %233, %16
  %235 = icmp sgt i64 %234, -1
  br i1 %235, label %236, label %238

236:                                              ; preds = %232
  %237 = lshr i64 %234, 1
  br label %241

238:                                              ; preds = %232
  %239 = sub i64 1, %234
  %240 = sdiv i64 %239, -2
  br label %241

241:                                              ; preds = %238, %236
  %242 = phi i64 [ %237, %236 ], [ %240, %238 ]
  %243 = shl nsw i64 %242, 1
  %244 = sub nsw i64 %234, %243
  %245 = icmp slt i64 %244, %8
  br i1 %245, label %246, label %250

246:                                              ; preds = %241
  %247 = xor i64 %244, -1
  %248 = add i64 %198, %247
  %249 = sdiv i64 %248, 2
  br label %250

250:                                              ; preds = %246, %241
  %251 = phi i64 [ %249, %246 ], [ 0, %241 ]
  %252 = mul i64 %199, %244
  %253 = getelementptr inbounds nuw i64, ptr %200, i64 %233
  store i64 %252, ptr %253, align 8
  %254 = getelementptr inbounds nuw i64, ptr %201, i64 %233
  store i64 %242, ptr %254, align 8
  %255 = tail call i64 @llvm.smin.i64(i64 %251, i64 %60)
  %256 = getelementptr inbounds nuw i64, ptr %202, i64 %233
  store i64 %255, ptr %256, align 8
  %257 = add nuw nsw i64 %233, 1
  %258 = icmp eq i64 %257, %12
  br i1 %258, label %259, label %232

259:                                              ; preds = %250, %195
  %260 = mul nsw i64 %10, %9
  %261 = add nsw i64 %260, 15
  %262 = sdiv i64 %261, 16
  %263 = add nsw i64 %6, 5
  %264 = sdiv i64 %263, 6
  %265 = add nsw i64 %264, -1
  %266 = add i64 %265, %18
  %267 = sdiv i64 %266, %18
  %268 = add nsw i64 %262, -1
  %269 = add i64 %268, %17
  %270 = sdiv i64 %269, %17
  call void @llvm.lifetime.start.p0(ptr nonnull %35)
  call void @llvm.lifetime.start.p0(ptr nonnull %36)
  %271 = mul i64 %18, 6
  %272 = icmp slt i64 %3, %4
  br i1 %272, label %273, label %358

273:                                              ; preds = %259
  %274 = shl nsw i64 %13, 1
  %275 = mul nsw i64 %274, %54
  %276 = icmp eq i64 %25, 0
  %277 = getelementptr inbounds nuw i8, ptr %34, i64 56
  %278 = getelementptr inbounds nuw i8, ptr %34, i64 112
  %279 = getelementptr inbounds nuw i8, ptr %34, i64 224
  %280 = getelementptr inbounds nuw i8, ptr %34, i64 280
  %281 = getelementptr inbounds nuw i8, ptr %34, i64 168
  %282 = add nsw i64 %6, -6
  %283 = mul nsw i64 %275, %60
  %284 = mul i64 %12, %11
  %285 = icmp eq i64 %22, 0
  %286 = mul i64 %284, %5
  %287 = icmp sgt i64 %5, 0
  %288 = icmp sgt i64 %284, 0
  %289 = icmp eq i64 %29, 0
  %290 = bitcast <16 x float> %48 to <8 x i64>
  %291 = bitcast <16 x float> %51 to <8 x i64>
  %292 = shl i64 %286, 3
  %293 = mul i64 %286, 12
  %294 = shl i64 %286, 4
  %295 = mul i64 %286, 20
  %296 = and i64 %29, 3
  %297 = lshr i64 %29, 2
  %298 = and i64 %297, 3
  %299 = lshr i64 %29, 4
  %300 = and i64 %299, 3
  %301 = and i64 %29, 3
  %302 = lshr i64 %29, 2
  %303 = and i64 %302, 3
  %304 = lshr i64 %29, 4
  %305 = and i64 %304, 3
  %306 = and i64 %29, 3
  %307 = lshr i64 %29, 2
  %308 = and i64 %307, 3
  %309 = lshr i64 %29, 4
  %310 = and i64 %309, 3
  %311 = and i64 %29, 3
  %312 = lshr i64 %29, 2
  %313 = and i64 %312, 3
  %314 = lshr i64 %29, 4
  %315 = and i64 %314, 3
  %316 = icmp ult i64 %11, 8
  %317 = icmp ult i64 %11, 32
  %318 = and i64 %11, 24
  %319 = and i64 %11, 9223372036854775776
  %320 = icmp eq i64 %11, %319
  %321 = icmp eq i64 %318, 0
  %322 = and i64 %11, 9223372036854775800
  %323 = icmp eq i64 %11, %322
  %324 = icmp ult i64 %12, 8
  %325 = icmp ult i64 %12, 32
  %326 = and i64 %12, 24
  %327 = and i64 %12, 9223372036854775776
  %328 = icmp eq i64 %12, %327
  %329 = icmp eq i64 %326, 0
  %330 = and i64 %12, 9223372036854775800
  %331 = icmp eq i64 %12, %330
  %332 = icmp ult i64 %12, 8
  %333 = and i64 %12, 9223372036854775800
  %334 = icmp eq i64 %12, %333
  %335 = getelementptr inbounds nuw i8, ptr %33, i64 64
  %336 = getelementptr inbounds nuw i8, ptr %33, i64 128
  %337 = getelementptr inbounds nuw i8, ptr %33, i64 192
  %338 = getelementptr inbounds nuw i8, ptr %33, i64 256
  %339 = getelementptr inbounds nuw i8, ptr %33, i64 320
  %340 = getelementptr inbounds nuw i8, ptr %33, i64 384
  %341 = getelementptr inbounds nuw i8, ptr %33, i64 448
  %342 = getelementptr inbounds nuw i8, ptr %33, i64 512
  %343 = getelementptr inbounds nuw i8, ptr %33, i64 576
  %344 = getelementptr inbounds nuw i8, ptr %33, i64 640
  %345 = getelementptr inbounds nuw i8, ptr %33, i64 704
  %346 = getelementptr inbounds nuw i8, ptr %33, i64 768
  %347 = getelementptr inbounds nuw i8, ptr %33, i64 832
  %348 = getelementptr inbounds nuw i8, ptr %33, i64 896
  %349 = getelementptr inbounds nuw i8, ptr %33, i64 960
  %350 = getelementptr inbounds nuw i8, ptr %33, i64 1024
  %351 = getelementptr inbounds nuw i8, ptr %33, i64 1088
  %352 = getelementptr inbounds nuw i8, ptr %33, i64 1152
  %353 = getelementptr inbounds nuw i8, ptr %33, i64 1216
  %354 = getelementptr inbounds nuw i8, ptr %33, i64 1280
  %355 = getelementptr inbounds nuw i8, ptr %33, i64 1344
  %356 = getelementptr inbounds nuw i8, ptr %33, i64 1408
  %357 = getelementptr inbounds nuw i8, ptr %33, i64 1472
  br label %359

358:                                              ; preds = %388, %259
  call void @llvm.lifetime.end.p0(ptr nonnull %36)
  call void @llvm.lifetime.end.p0(ptr nonnull %35)
  call void @llvm.lifetime.end.p0(ptr nonnull %34)
  ret void

359:                                              ; preds = %273, %388
  %360 = phi i64 [ %3, %273 ], [ %389, %388 ]
  %361 = srem i64 %360, %267
  %362 = sdiv i64 %360, %267
  %363 = srem i64 %362, %270
  %364 = sdiv i64 %362, %270
  %365 = add nsw i64 %361, 1
  %366 = mul i64 %271, %365
  %367 = tail call i64 @llvm.smin.i64(i64 %366, i64 %6)
  %368 = add nsw i64 %363, 1
  %369 = mul nsw i64 %368, %17
  %370 = tail call i64 @llvm.smin.i64(i64 %369, i64 %262)
  %371 = mul nsw i64 %364, %20
  %372 = getelementptr inbounds float, ptr %38, i64 %371
  %373 = mul nsw i64 %364, %21
  %374 = getelementptr inbounds float, ptr %41, i64 %373
  %375 = mul nsw i64 %364, %26
  %376 = getelementptr inbounds float, ptr %42, i64 %375
  %377 = select i1 %276, ptr null, ptr %376
  %378 = mul nsw i64 %364, %24
  %379 = getelementptr inbounds float, ptr %43, i64 %378
  %380 = mul nsw i64 %363, %17
  %381 = mul i64 %271, %361
  %382 = icmp slt i64 %380, %370
  br i1 %382, label %383, label %388

383:                                              ; preds = %359
  %384 = add nsw i64 %370, -1
  %385 = icmp slt i64 %381, %367
  %386 = insertelement <4 x i64> poison, i64 %384, i64 0
  %387 = shufflevector <4 x i64> %386, <4 x i64> poison, <4 x i32> zeroinitializer
  br label %391

388:                                              ; preds = %793, %359
  %389 = add i64 %360, 1
  %390 = icmp eq i64 %389, %4
  br i1 %390, label %358, label %359

391:                                              ; preds = %383, %793
  %392 = phi i64 [ %380, %383 ], [ %794, %793 ]
  %393 = sub nsw i64 %370, %392
  call void @llvm.lifetime.start.p0(ptr nonnull %37)
  %394 = shl i64 %393, 32
  %395 = ashr exact i64 %394, 32
  %396 = icmp slt i64 %393, 4
  %397 = select i1 %396, i64 %395, i64 4
  %398 = icmp sgt i64 %397, 0
  %399 = icmp sgt i64 %397, 1
  %400 = icmp sgt i64 %397, 2
  %401 = insertelement <4 x i64> poison, i64 %392, i64 0
  %402 = shufflevector <4 x i64> %401, <4 x i64> poison, <4 x i32> zeroinitializer
  %403 = add <4 x i64> %402, <i64 0, i64 1, i64 2, i64 3>
  %404 = call <4 x i64> @llvm.smin.v4i64(<4 x i64> %403, <4 x i64> %387)
  %405 = shl nsw <4 x i64> %404, splat (i64 4)
  %406 = extractelement <4 x i64> %405, i64 0
  %407 = sub nsw i64 %260, %406
  %408 = select i1 %398, i64 %407, i64 0
  %409 = extractelement <4 x i64> %405, i64 1
  %410 = sub nsw i64 %260, %409
  %411 = select i1 %399, i64 %410, i64 0
  %412 = extractelement <4 x i64> %405, i64 2
  %413 = sub nsw i64 %260, %412
  %414 = select i1 %400, i64 %413, i64 0
  store <4 x i64> %405, ptr %37, align 16
  %415 = icmp sgt i64 %397, 3
  %416 = extractelement <4 x i64> %405, i64 3
  %417 = sub nsw i64 %260, %416
  %418 = select i1 %415, i64 %417, i64 0
  br label %419

419:                                              ; preds = %391, %737
  %420 = phi i64 [ 0, %391 ], [ %738, %737 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %31)
  call void @llvm.lifetime.start.p0(ptr nonnull %32)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %32, i8 0, i64 28, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %31, i8 0, i64 28, i1 false)
  %421 = icmp slt i64 %420, %397
  %422 = getelementptr inbounds nuw i64, ptr %37, i64 %420
  %423 = load i64, ptr %422, align 8
  br i1 %421, label %424, label %432

424:                                              ; preds = %419
  %425 = sub nsw i64 %260, %423
  %426 = tail call i64 @llvm.smin.i64(i64 %425, i64 16)
  %427 = icmp sgt i64 %425, 0
  br i1 %427, label %428, label %432

428:                                              ; preds = %424
  %429 = srem i64 %423, %10
  %430 = sub nsw i64 0, %429
  %431 = sdiv i64 %423, %10
  br label %436

432:                                              ; preds = %669, %419, %424
  br i1 %62, label %433, label %737

433:                                              ; preds = %432
  %434 = getelementptr i64, ptr %35, i64 %420
  %435 = getelementptr i32, ptr %36, i64 %420
  br label %696

436:                                              ; preds = %428, %669
  %437 = phi i64 [ 0, %669 ], [ %430, %428 ]
  %438 = phi i64 [ %442, %669 ], [ 0, %428 ]
  %439 = phi i64 [ %670, %669 ], [ %431, %428 ]
  %440 = add i64 %437, %10
  %441 = add i64 %440, %438
  %442 = tail call i64 @llvm.smin.i64(i64 %441, i64 %426)
  br i1 %62, label %443, label %530

443:                                              ; preds = %436
  %444 = trunc i64 %442 to i32
  %445 = shl nsw i32 -1, %444
  %446 = xor i32 %445, -1
  %447 = trunc i64 %438 to i32
  %448 = shl nsw i32 -1, %447
  %449 = and i32 %448, %446
  br i1 %316, label %528, label %450

450:                                              ; preds = %443
  br i1 %317, label %506, label %451

451:                                              ; preds = %450
  %452 = insertelement <8 x i32> poison, i32 %449, i64 0
  %453 = shufflevector <8 x i32> %452, <8 x i32> poison, <8 x i32> zeroinitializer
  %454 = insertelement <8 x i64> poison, i64 %439, i64 0
  %455 = shufflevector <8 x i64> %454, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %456

456:                                              ; preds = %456, %451
  %457 = phi i64 [ 0, %451 ], [ %502, %456 ]
  %458 = getelementptr inbounds nuw i64, ptr %277, i64 %457
  %459 = getelementptr inbounds nuw i8, ptr %458, i64 64
  %460 = getelementptr inbounds nuw i8, ptr %458, i64 128
  %461 = getelementptr inbounds nuw i8, ptr %458, i64 192
  %462 = load <8 x i64>, ptr %458, align 8
  %463 = load <8 x i64>, ptr %459, align 8
  %464 = load <8 x i64>, ptr %460, align 8
  %465 = load <8 x i64>, ptr %461, align 8
  %466 = add nsw <8 x i64> %462, %455
  %467 = add nsw <8 x i64> %463, %455
  %468 = add nsw <8 x i64> %464, %455
  %469 = add nsw <8 x i64> %465, %455
  %470 = icmp sgt <8 x i64> %466, splat (i64 -1)
  %471 = icmp sgt <8 x i64> %467, splat (i64 -1)
  %472 = icmp sgt <8 x i64> %468, splat (i64 -1)
  %473 = icmp sgt <8 x i64> %469, splat (i64 -1)
  %474 = getelementptr i64, ptr %278, i64 %457
  %475 = getelementptr i8, ptr %474, i64 64
  %476 = getelementptr i8, ptr %474, i64 128
  %477 = getelementptr i8, ptr %474, i64 192
  %478 = call <8 x i64> @llvm.masked.load.v8i64.p0(ptr align 8 %474, <8 x i1> %470, <8 x i64> poison)
  %479 = call <8 x i64> @llvm.masked.load.v8i64.p0(ptr align 8 %475, <8 x i1> %471, <8 x i64> poison)
  %480 = call <8 x i64> @llvm.masked.load.v8i64.p0(ptr align 8 %476, <8 x i1> %472, <8 x i64> poison)
  %481 = call <8 x i64> @llvm.masked.load.v8i64.p0(ptr align 8 %477, <8 x i1> %473, <8 x i64> poison)
  %482 = icmp slt <8 x i64> %466, %478
  %483 = icmp slt <8 x i64> %467, %479
  %484 = icmp slt <8 x i64> %468, %480
  %485 = icmp slt <8 x i64> %469, %481
  %486 = select <8 x i1> %470, <8 x i1> %482, <8 x i1> zeroinitializer
  %487 = select <8 x i1> %471, <8 x i1> %483, <8 x i1> zeroinitializer
  %488 = select <8 x i1> %472, <8 x i1> %484, <8 x i1> zeroinitializer
  %489 = select <8 x i1> %473, <8 x i1> %485, <8 x i1> zeroinitializer
  %490 = getelementptr i32, ptr %31, i64 %457
  %491 = getelementptr i8, ptr %490, i64 32
  %492 = getelementptr i8, ptr %490, i64 64
  %493 = getelementptr i8, ptr %490, i64 96
  %494 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %490, <8 x i1> %486, <8 x i32> poison)
  %495 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %491, <8 x i1> %487, <8 x i32> poison)
  %496 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %492, <8 x i1> %488, <8 x i32> poison)
  %497 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %493, <8 x i1> %489, <8 x i32> poison)
  %498 = or <8 x i32> %494, %453
  %499 = or <8 x i32> %495, %453
  %500 = or <8 x i32> %496, %453
  %501 = or <8 x i32> %497, %453
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %498, ptr align 16 %490, <8 x i1> %486)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %499, ptr align 16 %491, <8 x i1> %487)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %500, ptr align 16 %492, <8 x i1> %488)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %501, ptr align 16 %493, <8 x i1> %489)
  %502 = add nuw i64 %457, 32
  %503 = icmp eq i64 %502, %319
  br i1 %503, label %504, label %456

504:                                              ; preds = %456
  br i1 %320, label %530, label %505

505:                                              ; preds = %504
  br i1 %321, label %528, label %506

506:                                              ; preds = %450, %505
  %507 = phi i64 [ %319, %505 ], [ 0, %450 ]
  %508 = insertelement <8 x i32> poison, i32 %449, i64 0
  %509 = shufflevector <8 x i32> %508, <8 x i32> poison, <8 x i32> zeroinitializer
  %510 = insertelement <8 x i64> poison, i64 %439, i64 0
  %511 = shufflevector <8 x i64> %510, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %512

512:                                              ; preds = %512, %506
  %513 = phi i64 [ %507, %506 ], [ %525, %512 ]
  %514 = getelementptr inbounds nuw i64, ptr %277, i64 %513
  %515 = load <8 x i64>, ptr %514, align 8
  %516 = add nsw <8 x i64> %515, %511
  %517 = icmp sgt <8 x i64> %516, splat (i64 -1)
  %518 = getelementptr i64, ptr %278, i64 %513
  %519 = call <8 x i64> @llvm.masked.load.v8i64.p0(ptr align 8 %518, <8 x i1> %517, <8 x i64> poison)
  %520 = icmp slt <8 x i64> %516, %519
  %521 = select <8 x i1> %517, <8 x i1> %520, <8 x i1> zeroinitializer
  %522 = getelementptr i32, ptr %31, i64 %513
  %523 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %522, <8 x i1> %521, <8 x i32> poison)
  %524 = or <8 x i32> %523, %509
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %524, ptr align 16 %522, <8 x i1> %521)
  %525 = add nuw i64 %513, 8
  %526 = icmp eq i64 %525, %322
  br i1 %526, label %527, label %512

527:                                              ; preds = %512
  br i1 %323, label %530, label %528

528:                                              ; preds = %443, %505, %527
  %529 = phi i64 [ 0, %443 ], [ %319, %505 ], [ %322, %527 ]
  br label %652

530:                                              ; preds = %666, %504, %527, %436
  br i1 %196, label %531, label %669

531:                                              ; preds = %530
  %532 = add i64 %438, %437
  br i1 %324, label %650, label %533

533:                                              ; preds = %531
  br i1 %325, label %619, label %534

534:                                              ; preds = %533
  %535 = insertelement <8 x i64> poison, i64 %532, i64 0
  %536 = shufflevector <8 x i64> %535, <8 x i64> poison, <8 x i32> zeroinitializer
  %537 = insertelement <8 x i64> poison, i64 %438, i64 0
  %538 = shufflevector <8 x i64> %537, <8 x i64> poison, <8 x i32> zeroinitializer
  %539 = insertelement <8 x i64> poison, i64 %442, i64 0
  %540 = shufflevector <8 x i64> %539, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %541

541:                                              ; preds = %541, %534
  %542 = phi i64 [ 0, %534 ], [ %615, %541 ]
  %543 = getelementptr inbounds nuw i64, ptr %279, i64 %542
  %544 = getelementptr inbounds nuw i8, ptr %543, i64 64
  %545 = getelementptr inbounds nuw i8, ptr %543, i64 128
  %546 = getelementptr inbounds nuw i8, ptr %543, i64 192
  %547 = load <8 x i64>, ptr %543, align 8
  %548 = load <8 x i64>, ptr %544, align 8
  %549 = load <8 x i64>, ptr %545, align 8
  %550 = load <8 x i64>, ptr %546, align 8
  %551 = sub <8 x i64> %536, %547
  %552 = sub <8 x i64> %536, %548
  %553 = sub <8 x i64> %536, %549
  %554 = sub <8 x i64> %536, %550
  %555 = getelementptr inbounds nuw i64, ptr %280, i64 %542
  %556 = getelementptr inbounds nuw i8, ptr %555, i64 64
  %557 = getelementptr inbounds nuw i8, ptr %555, i64 128
  %558 = getelementptr inbounds nuw i8, ptr %555, i64 192
  %559 = load <8 x i64>, ptr %555, align 8
  %560 = load <8 x i64>, ptr %556, align 8
  %561 = load <8 x i64>, ptr %557, align 8
  %562 = load <8 x i64>, ptr %558, align 8
  %563 = add nsw <8 x i64> %551, %559
  %564 = add nsw <8 x i64> %552, %560
  %565 = add nsw <8 x i64> %553, %561
  %566 = add nsw <8 x i64> %554, %562
  %567 = call <8 x i64> @llvm.smax.v8i64(<8 x i64> %551, <8 x i64> %538)
  %568 = call <8 x i64> @llvm.smax.v8i64(<8 x i64> %552, <8 x i64> %538)
  %569 = call <8 x i64> @llvm.smax.v8i64(<8 x i64> %553, <8 x i64> %538)
  %570 = call <8 x i64> @llvm.smax.v8i64(<8 x i64> %554, <8 x i64> %538)
  %571 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %563, <8 x i64> %540)
  %572 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %564, <8 x i64> %540)
  %573 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %565, <8 x i64> %540)
  %574 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %566, <8 x i64> %540)
  %575 = icmp slt <8 x i64> %567, %571
  %576 = icmp slt <8 x i64> %568, %572
  %577 = icmp slt <8 x i64> %569, %573
  %578 = icmp slt <8 x i64> %570, %574
  %579 = trunc <8 x i64> %571 to <8 x i32>
  %580 = trunc <8 x i64> %572 to <8 x i32>
  %581 = trunc <8 x i64> %573 to <8 x i32>
  %582 = trunc <8 x i64> %574 to <8 x i32>
  %583 = shl nsw <8 x i32> splat (i32 -1), %579
  %584 = shl nsw <8 x i32> splat (i32 -1), %580
  %585 = shl nsw <8 x i32> splat (i32 -1), %581
  %586 = shl nsw <8 x i32> splat (i32 -1), %582
  %587 = xor <8 x i32> %583, splat (i32 -1)
  %588 = xor <8 x i32> %584, splat (i32 -1)
  %589 = xor <8 x i32> %585, splat (i32 -1)
  %590 = xor <8 x i32> %586, splat (i32 -1)
  %591 = trunc <8 x i64> %567 to <8 x i32>
  %592 = trunc <8 x i64> %568 to <8 x i32>
  %593 = trunc <8 x i64> %569 to <8 x i32>
  %594 = trunc <8 x i64> %570 to <8 x i32>
  %595 = shl nsw <8 x i32> splat (i32 -1), %591
  %596 = shl nsw <8 x i32> splat (i32 -1), %592
  %597 = shl nsw <8 x i32> splat (i32 -1), %593
  %598 = shl nsw <8 x i32> splat (i32 -1), %594
  %599 = and <8 x i32> %595, %587
  %600 = and <8 x i32> %596, %588
  %601 = and <8 x i32> %597, %589
  %602 = and <8 x i32> %598, %590
  %603 = getelementptr i32, ptr %32, i64 %542
  %604 = getelementptr i8, ptr %603, i64 32
  %605 = getelementptr i8, ptr %603, i64 64
  %606 = getelementptr i8, ptr %603, i64 96
  %607 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %603, <8 x i1> %575, <8 x i32> poison)
  %608 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %604, <8 x i1> %576, <8 x i32> poison)
  %609 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %605, <8 x i1> %577, <8 x i32> poison)
  %610 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %606, <8 x i1> %578, <8 x i32> poison)
  %611 = or <8 x i32> %607, %599
  %612 = or <8 x i32> %608, %600
  %613 = or <8 x i32> %609, %601
  %614 = or <8 x i32> %610, %602
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %611, ptr align 16 %603, <8 x i1> %575)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %612, ptr align 16 %604, <8 x i1> %576)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %613, ptr align 16 %605, <8 x i1> %577)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %614, ptr align 16 %606, <8 x i1> %578)
  %615 = add nuw i64 %542, 32
  %616 = icmp eq i64 %615, %327
  br i1 %616, label %617, label %541

617:                                              ; preds = %541
  br i1 %328, label %669, label %618

618:                                              ; preds = %617
  br i1 %329, label %650, label %619

619:                                              ; preds = %533, %618
  %620 = phi i64 [ %327, %618 ], [ 0, %533 ]
  %621 = insertelement <8 x i64> poison, i64 %532, i64 0
  %622 = shufflevector <8 x i64> %621, <8 x i64> poison, <8 x i32> zeroinitializer
  %623 = insertelement <8 x i64> poison, i64 %438, i64 0
  %624 = shufflevector <8 x i64> %623, <8 x i64> poison, <8 x i32> zeroinitializer
  %625 = insertelement <8 x i64> poison, i64 %442, i64 0
  %626 = shufflevector <8 x i64> %625, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %627

627:                                              ; preds = %627, %619
  %628 = phi i64 [ %620, %619 ], [ %647, %627 ]
  %629 = getelementptr inbounds nuw i64, ptr %279, i64 %628
  %630 = load <8 x i64>, ptr %629, align 8
  %631 = sub <8 x i64> %622, %630
  %632 = getelementptr inbounds nuw i64, ptr %280, i64 %628
  %633 = load <8 x i64>, ptr %632, align 8
  %634 = add nsw <8 x i64> %631, %633
  %635 = call <8 x i64> @llvm.smax.v8i64(<8 x i64> %631, <8 x i64> %624)
  %636 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %634, <8 x i64> %626)
  %637 = icmp slt <8 x i64> %635, %636
  %638 = trunc <8 x i64> %636 to <8 x i32>
  %639 = shl nsw <8 x i32> splat (i32 -1), %638
  %640 = xor <8 x i32> %639, splat (i32 -1)
  %641 = trunc <8 x i64> %635 to <8 x i32>
  %642 = shl nsw <8 x i32> splat (i32 -1), %641
  %643 = and <8 x i32> %642, %640
  %644 = getelementptr i32, ptr %32, i64 %628
  %645 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %644, <8 x i1> %637, <8 x i32> poison)
  %646 = or <8 x i32> %645, %643
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %646, ptr align 16 %644, <8 x i1> %637)
  %647 = add nuw i64 %628, 8
  %648 = icmp eq i64 %647, %330
  br i1 %648, label %649, label %627

649:                                              ; preds = %627
  br i1 %331, label %669, label %650

650:                                              ; preds = %531, %618, %649
  %651 = phi i64 [ 0, %531 ], [ %327, %618 ], [ %330, %649 ]
  br label %672

652:                                              ; preds = %528, %666
  %653 = phi i64 [ %667, %666 ], [ %529, %528 ]
  %654 = getelementptr inbounds nuw i64, ptr %277, i64 %653
  %655 = load i64, ptr %654, align 8
  %656 = add nsw i64 %655, %439
  %657 = icmp sgt i64 %656, -1
  br i1 %657, label %658, label %666

658:                                              ; preds = %652
  %659 = getelementptr inbounds nuw i64, ptr %278, i64 %653
  %660 = load i64, ptr %659, align 8
  %661 = icmp slt i64 %656, %660
  br i1 %661, label %662, label %666

662:                                              ; preds = %658
  %663 = getelementptr inbounds nuw i32, ptr %31, i64 %653
  %664 = load i32, ptr %663, align 4
  %665 = or i32 %664, %449
  store i32 %665, ptr %663, align 4
  br label %666

666:                                              ; preds = %662, %658, %652
  %667 = add nuw nsw i64 %653, 1
  %668 = icmp eq i64 %667, %11
  br i1 %668, label %530, label %652

669:                                              ; preds = %693, %617, %649, %530
  %670 = add nsw i64 %439, 1
  %671 = icmp slt i64 %441, %426
  br i1 %671, label %436, label %432

672:                                              ; preds = %650, %693
  %673 = phi i64 [ %694, %693 ], [ %651, %650 ]
  %674 = getelementptr inbounds nuw i64, ptr %279, i64 %673
  %675 = load i64, ptr %674, align 8
  %676 = sub i64 %532, %675
  %677 = getelementptr inbounds nuw i64, ptr %280, i64 %673
  %678 = load i64, ptr %677, align 8
  %679 = add nsw i64 %676, %678
  %680 = tail call i64 @llvm.smax.i64(i64 %676, i64 %438)
  %681 = tail call i64 @llvm.smin.i64(i64 %679, i64 %442)
  %682 = icmp slt i64 %680, %681
  br i1 %682, label %683, label %693

683:                                              ; preds = %672
  %684 = trunc i64 %681 to i32
  %685 = shl nsw i32 -1, %684
  %686 = xor i32 %685, -1
  %687 = trunc i64 %680 to i32
  %688 = shl nsw i32 -1, %687
  %689 = and i32 %688, %686
  %690 = getelementptr inbounds nuw i32, ptr %32, i64 %673
  %691 = load i32, ptr %690, align 4
  %692 = or i32 %691, %689
  store i32 %692, ptr %690, align 4
  br label %693

693:                                              ; preds = %683, %672
  %694 = add nuw nsw i64 %673, 1
  %695 = icmp eq i64 %694, %12
  br i1 %695, label %669, label %672

696:                                              ; preds = %433, %740
  %697 = phi i64 [ 0, %433 ], [ %741, %740 ]
  br i1 %196, label %698, label %740

698:                                              ; preds = %696
  %699 = getelementptr inbounds nuw i64, ptr %34, i64 %697
  %700 = load i64, ptr %699, align 8
  %701 = getelementptr inbounds nuw i64, ptr %277, i64 %697
  %702 = load i64, ptr %701, align 8
  %703 = mul nsw i64 %702, %10
  %704 = add i64 %700, %423
  %705 = add i64 %704, %703
  %706 = mul nuw nsw i64 %697, %12
  %707 = getelementptr inbounds nuw i32, ptr %31, i64 %697
  %708 = load i32, ptr %707, align 4
  br i1 %332, label %735, label %709

709:                                              ; preds = %698
  %710 = insertelement <8 x i64> poison, i64 %705, i64 0
  %711 = shufflevector <8 x i64> %710, <8 x i64> poison, <8 x i32> zeroinitializer
  %712 = insertelement <8 x i64> poison, i64 %706, i64 0
  %713 = shufflevector <8 x i64> %712, <8 x i64> poison, <8 x i32> zeroinitializer
  %714 = insertelement <8 x i32> poison, i32 %708, i64 0
  %715 = shufflevector <8 x i32> %714, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %716

716:                                              ; preds = %716, %709
  %717 = phi i64 [ 0, %709 ], [ %731, %716 ]
  %718 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %709 ], [ %732, %716 ]
  %719 = getelementptr inbounds nuw i64, ptr %281, i64 %717
  %720 = load <8 x i64>, ptr %719, align 8
  %721 = getelementptr inbounds nuw i64, ptr %279, i64 %717
  %722 = load <8 x i64>, ptr %721, align 8
  %723 = add <8 x i64> %720, %711
  %724 = add nsw <8 x i64> %723, %722
  %725 = add nuw nsw <8 x i64> %718, %713
  %726 = getelementptr [4 x i64], ptr %434, <8 x i64> %725
  call void @llvm.masked.scatter.v8i64.v8p0(<8 x i64> %724, <8 x ptr> align 8 %726, <8 x i1> splat (i1 true))
  %727 = getelementptr inbounds nuw i32, ptr %32, i64 %717
  %728 = load <8 x i32>, ptr %727, align 16
  %729 = and <8 x i32> %728, %715
  %730 = getelementptr [4 x i32], ptr %435, <8 x i64> %725
  call void @llvm.masked.scatter.v8i32.v8p0(<8 x i32> %729, <8 x ptr> align 4 %730, <8 x i1> splat (i1 true))
  %731 = add nuw i64 %717, 8
  %732 = add nuw nsw <8 x i64> %718, splat (i64 8)
  %733 = icmp eq i64 %731, %333
  br i1 %733, label %734, label %716

734:                                              ; preds = %716
  br i1 %334, label %740, label %735

735:                                              ; preds = %698, %734
  %736 = phi i64 [ 0, %698 ], [ %333, %734 ]
  br label %743

737:                                              ; preds = %740, %432
  call void @llvm.lifetime.end.p0(ptr nonnull %32)
  call void @llvm.lifetime.end.p0(ptr nonnull %31)
  %738 = add nuw nsw i64 %420, 1
  %739 = icmp eq i64 %738, 4
  br i1 %739, label %759, label %419

740:                                              ; preds = %743, %734, %696
  %741 = add nuw nsw i64 %697, 1
  %742 = icmp eq i64 %741, %11
  br i1 %742, label %737, label %696

743:                                              ; preds = %735, %743
  %744 = phi i64 [ %757, %743 ], [ %736, %735 ]
  %745 = getelementptr inbounds nuw i64, ptr %281, i64 %744
  %746 = load i64, ptr %745, align 8
  %747 = getelementptr inbounds nuw i64, ptr %279, i64 %744
  %748 = load i64, ptr %747, align 8
  %749 = add i64 %746, %705
  %750 = add nsw i64 %749, %748
  %751 = add nuw nsw i64 %744, %706
  %752 = getelementptr [4 x i64], ptr %434, i64 %751
  store i64 %750, ptr %752, align 8
  %753 = getelementptr inbounds nuw i32, ptr %32, i64 %744
  %754 = load i32, ptr %753, align 4
  %755 = and i32 %754, %708
  %756 = getelementptr [4 x i32], ptr %435, i64 %751
  store i32 %755, ptr %756, align 4
  %757 = add nuw nsw i64 %744, 1
  %758 = icmp eq i64 %757, %12
  br i1 %758, label %740, label %743

759:                                              ; preds = %737
  br i1 %385, label %760, label %793

760:                                              ; preds = %759
  %761 = icmp sgt i64 %408, 15
  %762 = trunc i64 %408 to i32
  %763 = shl nsw i32 -1, %762
  %764 = trunc i32 %763 to i16
  %765 = xor i16 %764, -1
  %766 = select i1 %761, i16 -1, i16 %765
  %767 = icmp sgt i64 %411, 15
  %768 = trunc i64 %411 to i32
  %769 = shl nsw i32 -1, %768
  %770 = trunc i32 %769 to i16
  %771 = xor i16 %770, -1
  %772 = select i1 %767, i16 -1, i16 %771
  %773 = icmp sgt i64 %414, 15
  %774 = trunc i64 %414 to i32
  %775 = shl nsw i32 -1, %774
  %776 = trunc i32 %775 to i16
  %777 = xor i16 %776, -1
  %778 = select i1 %773, i16 -1, i16 %777
  %779 = icmp sgt i64 %418, 15
  %780 = trunc i64 %418 to i32
  %781 = shl nsw i32 -1, %780
  %782 = trunc i32 %781 to i16
  %783 = xor i16 %782, -1
  %784 = select i1 %779, i16 -1, i16 %783
  %785 = bitcast i16 %766 to <16 x i1>
  %786 = bitcast i16 %772 to <16 x i1>
  %787 = bitcast i16 %778 to <16 x i1>
  %788 = bitcast i16 %784 to <16 x i1>
  %789 = bitcast i16 %766 to <16 x i1>
  %790 = bitcast i16 %772 to <16 x i1>
  %791 = bitcast i16 %778 to <16 x i1>
  %792 = bitcast i16 %784 to <16 x i1>
  br label %796

793:                                              ; preds = %1494, %759
  call void @llvm.lifetime.end.p0(ptr nonnull %37)
  %794 = add nsw i64 %392, 4
  %795 = icmp slt i64 %794, %370
  br i1 %795, label %391, label %388

796:                                              ; preds = %760, %1494
  %797 = phi i64 [ %1495, %1494 ], [ %381, %760 ]
  %798 = sub nsw i64 %367, %797
  %799 = icmp sgt i64 %798, 5
  %800 = select i1 %799, i64 %797, i64 %282
  %801 = getelementptr inbounds float, ptr %40, i64 %800
  br i1 %285, label %812, label %802

802:                                              ; preds = %796
  %803 = load float, ptr %801, align 4
  %804 = insertelement <16 x float> poison, float %803, i64 0
  %805 = shufflevector <16 x float> %804, <16 x float> poison, <16 x i32> zeroinitializer
  %806 = insertelement <16 x float> poison, float %803, i64 0
  %807 = shufflevector <16 x float> %806, <16 x float> poison, <16 x i32> zeroinitializer
  %808 = insertelement <16 x float> poison, float %803, i64 0
  %809 = shufflevector <16 x float> %808, <16 x float> poison, <16 x i32> zeroinitializer
  %810 = insertelement <16 x float> poison, float %803, i64 0
  %811 = shufflevector <16 x float> %810, <16 x float> poison, <16 x i32> zeroinitializer
  br label %823

812:                                              ; preds = %796
  %813 = mul nsw i64 %800, %260
  %814 = getelementptr inbounds float, ptr %374, i64 %813
  %815 = getelementptr inbounds float, ptr %814, i64 %406
  %816 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %815, <16 x i1> %785, <16 x float> zeroinitializer)
  %817 = getelementptr inbounds float, ptr %814, i64 %409
  %818 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %817, <16 x i1> %786, <16 x float> zeroinitializer)
  %819 = getelementptr inbounds float, ptr %814, i64 %412
  %820 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %819, <16 x i1> %787, <16 x float> zeroinitializer)
  %821 = getelementptr inbounds float, ptr %814, i64 %416
  %822 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %821, <16 x i1> %788, <16 x float> zeroinitializer)
  br label %823

823:                                              ; preds = %812, %802
  %824 = phi <16 x float> [ %820, %812 ], [ %809, %802 ]
  %825 = phi <16 x float> [ %818, %812 ], [ %807, %802 ]
  %826 = phi <16 x float> [ %816, %812 ], [ %805, %802 ]
  %827 = phi <16 x float> [ %822, %812 ], [ %811, %802 ]
  br i1 %285, label %839, label %828

828:                                              ; preds = %823
  %829 = getelementptr inbounds nuw i8, ptr %801, i64 4
  %830 = load float, ptr %829, align 4
  %831 = insertelement <16 x float> poison, float %830, i64 0
  %832 = shufflevector <16 x float> %831, <16 x float> poison, <16 x i32> zeroinitializer
  %833 = insertelement <16 x float> poison, float %830, i64 0
  %834 = shufflevector <16 x float> %833, <16 x float> poison, <16 x i32> zeroinitializer
  %835 = insertelement <16 x float> poison, float %830, i64 0
  %836 = shufflevector <16 x float> %835, <16 x float> poison, <16 x i32> zeroinitializer
  %837 = insertelement <16 x float> poison, float %830, i64 0
  %838 = shufflevector <16 x float> %837, <16 x float> poison, <16 x i32> zeroinitializer
  br label %851

839:                                              ; preds = %823
  %840 = add nsw i64 %800, 1
  %841 = mul nsw i64 %840, %260
  %842 = getelementptr inbounds float, ptr %374, i64 %841
  %843 = getelementptr inbounds float, ptr %842, i64 %406
  %844 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %843, <16 x i1> %785, <16 x float> zeroinitializer)
  %845 = getelementptr inbounds float, ptr %842, i64 %409
  %846 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %845, <16 x i1> %786, <16 x float> zeroinitializer)
  %847 = getelementptr inbounds float, ptr %842, i64 %412
  %848 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %847, <16 x i1> %787, <16 x float> zeroinitializer)
  %849 = getelementptr inbounds float, ptr %842, i64 %416
  %850 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %849, <16 x i1> %788, <16 x float> zeroinitializer)
  br label %851

851:                                              ; preds = %839, %828
  %852 = phi <16 x float> [ %848, %839 ], [ %836, %828 ]
  %853 = phi <16 x float> [ %846, %839 ], [ %834, %828 ]
  %854 = phi <16 x float> [ %844, %839 ], [ %832, %828 ]
  %855 = phi <16 x float> [ %850, %839 ], [ %838, %828 ]
  br i1 %285, label %867, label %856

856:                                              ; preds = %851
  %857 = getelementptr inbounds nuw i8, ptr %801, i64 8
  %858 = load float, ptr %857, align 4
  %859 = insertelement <16 x float> poison, float %858, i64 0
  %860 = shufflevector <16 x float> %859, <16 x float> poison, <16 x i32> zeroinitializer
  %861 = insertelement <16 x float> poison, float %858, i64 0
  %862 = shufflevector <16 x float> %861, <16 x float> poison, <16 x i32> zeroinitializer
  %863 = insertelement <16 x float> poison, float %858, i64 0
  %864 = shufflevector <16 x float> %863, <16 x float> poison, <16 x i32> zeroinitializer
  %865 = insertelement <16 x float> poison, float %858, i64 0
  %866 = shufflevector <16 x float> %865, <16 x float> poison, <16 x i32> zeroinitializer
  br label %879

867:                                              ; preds = %851
  %868 = add nsw i64 %800, 2
  %869 = mul nsw i64 %868, %260
  %870 = getelementptr inbounds float, ptr %374, i64 %869
  %871 = getelementptr inbounds float, ptr %870, i64 %406
  %872 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %871, <16 x i1> %785, <16 x float> zeroinitializer)
  %873 = getelementptr inbounds float, ptr %870, i64 %409
  %874 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %873, <16 x i1> %786, <16 x float> zeroinitializer)
  %875 = getelementptr inbounds float, ptr %870, i64 %412
  %876 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %875, <16 x i1> %787, <16 x float> zeroinitializer)
  %877 = getelementptr inbounds float, ptr %870, i64 %416
  %878 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %877, <16 x i1> %788, <16 x float> zeroinitializer)
  br label %879

879:                                              ; preds = %867, %856
  %880 = phi <16 x float> [ %876, %867 ], [ %864, %856 ]
  %881 = phi <16 x float> [ %874, %867 ], [ %862, %856 ]
  %882 = phi <16 x float> [ %872, %867 ], [ %860, %856 ]
  %883 = phi <16 x float> [ %878, %867 ], [ %866, %856 ]
  br i1 %285, label %895, label %884

884:                                              ; preds = %879
  %885 = getelementptr inbounds nuw i8, ptr %801, i64 12
  %886 = load float, ptr %885, align 4
  %887 = insertelement <16 x float> poison, float %886, i64 0
  %888 = shufflevector <16 x float> %887, <16 x float> poison, <16 x i32> zeroinitializer
  %889 = insertelement <16 x float> poison, float %886, i64 0
  %890 = shufflevector <16 x float> %889, <16 x float> poison, <16 x i32> zeroinitializer
  %891 = insertelement <16 x float> poison, float %886, i64 0
  %892 = shufflevector <16 x float> %891, <16 x float> poison, <16 x i32> zeroinitializer
  %893 = insertelement <16 x float> poison, float %886, i64 0
  %894 = shufflevector <16 x float> %893, <16 x float> poison, <16 x i32> zeroinitializer
  br label %907

895:                                              ; preds = %879
  %896 = add nsw i64 %800, 3
  %897 = mul nsw i64 %896, %260
  %898 = getelementptr inbounds float, ptr %374, i64 %897
  %899 = getelementptr inbounds float, ptr %898, i64 %406
  %900 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %899, <16 x i1> %785, <16 x float> zeroinitializer)
  %901 = getelementptr inbounds float, ptr %898, i64 %409
  %902 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %901, <16 x i1> %786, <16 x float> zeroinitializer)
  %903 = getelementptr inbounds float, ptr %898, i64 %412
  %904 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %903, <16 x i1> %787, <16 x float> zeroinitializer)
  %905 = getelementptr inbounds float, ptr %898, i64 %416
  %906 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %905, <16 x i1> %788, <16 x float> zeroinitializer)
  br label %907

907:                                              ; preds = %895, %884
  %908 = phi <16 x float> [ %904, %895 ], [ %892, %884 ]
  %909 = phi <16 x float> [ %902, %895 ], [ %890, %884 ]
  %910 = phi <16 x float> [ %900, %895 ], [ %888, %884 ]
  %911 = phi <16 x float> [ %906, %895 ], [ %894, %884 ]
  br i1 %285, label %923, label %912

912:                                              ; preds = %907
  %913 = getelementptr inbounds nuw i8, ptr %801, i64 16
  %914 = load float, ptr %913, align 4
  %915 = insertelement <16 x float> poison, float %914, i64 0
  %916 = shufflevector <16 x float> %915, <16 x float> poison, <16 x i32> zeroinitializer
  %917 = insertelement <16 x float> poison, float %914, i64 0
  %918 = shufflevector <16 x float> %917, <16 x float> poison, <16 x i32> zeroinitializer
  %919 = insertelement <16 x float> poison, float %914, i64 0
  %920 = shufflevector <16 x float> %919, <16 x float> poison, <16 x i32> zeroinitializer
  %921 = insertelement <16 x float> poison, float %914, i64 0
  %922 = shufflevector <16 x float> %921, <16 x float> poison, <16 x i32> zeroinitializer
  br label %935

923:                                              ; preds = %907
  %924 = add nsw i64 %800, 4
  %925 = mul nsw i64 %924, %260
  %926 = getelementptr inbounds float, ptr %374, i64 %925
  %927 = getelementptr inbounds float, ptr %926, i64 %406
  %928 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %927, <16 x i1> %785, <16 x float> zeroinitializer)
  %929 = getelementptr inbounds float, ptr %926, i64 %409
  %930 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %929, <16 x i1> %786, <16 x float> zeroinitializer)
  %931 = getelementptr inbounds float, ptr %926, i64 %412
  %932 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %931, <16 x i1> %787, <16 x float> zeroinitializer)
  %933 = getelementptr inbounds float, ptr %926, i64 %416
  %934 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %933, <16 x i1> %788, <16 x float> zeroinitializer)
  br label %935

935:                                              ; preds = %923, %912
  %936 = phi <16 x float> [ %932, %923 ], [ %920, %912 ]
  %937 = phi <16 x float> [ %930, %923 ], [ %918, %912 ]
  %938 = phi <16 x float> [ %928, %923 ], [ %916, %912 ]
  %939 = phi <16 x float> [ %934, %923 ], [ %922, %912 ]
  br i1 %285, label %951, label %940

940:                                              ; preds = %935
  %941 = getelementptr inbounds nuw i8, ptr %801, i64 20
  %942 = load float, ptr %941, align 4
  %943 = insertelement <16 x float> poison, float %942, i64 0
  %944 = shufflevector <16 x float> %943, <16 x float> poison, <16 x i32> zeroinitializer
  %945 = insertelement <16 x float> poison, float %942, i64 0
  %946 = shufflevector <16 x float> %945, <16 x float> poison, <16 x i32> zeroinitializer
  %947 = insertelement <16 x float> poison, float %942, i64 0
  %948 = shufflevector <16 x float> %947, <16 x float> poison, <16 x i32> zeroinitializer
  %949 = insertelement <16 x float> poison, float %942, i64 0
  %950 = shufflevector <16 x float> %949, <16 x float> poison, <16 x i32> zeroinitializer
  br label %963

951:                                              ; preds = %935
  %952 = add nsw i64 %800, 5
  %953 = mul nsw i64 %952, %260
  %954 = getelementptr inbounds float, ptr %374, i64 %953
  %955 = getelementptr inbounds float, ptr %954, i64 %406
  %956 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %955, <16 x i1> %785, <16 x float> zeroinitializer)
  %957 = getelementptr inbounds float, ptr %954, i64 %409
  %958 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %957, <16 x i1> %786, <16 x float> zeroinitializer)
  %959 = getelementptr inbounds float, ptr %954, i64 %412
  %960 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %959, <16 x i1> %787, <16 x float> zeroinitializer)
  %961 = getelementptr inbounds float, ptr %954, i64 %416
  %962 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %961, <16 x i1> %788, <16 x float> zeroinitializer)
  br label %963

963:                                              ; preds = %951, %940
  %964 = phi <16 x float> [ %960, %951 ], [ %948, %940 ]
  %965 = phi <16 x float> [ %958, %951 ], [ %946, %940 ]
  %966 = phi <16 x float> [ %956, %951 ], [ %944, %940 ]
  %967 = phi <16 x float> [ %962, %951 ], [ %950, %940 ]
  %968 = sub nsw i64 %797, %800
  %969 = mul i64 %286, %800
  %970 = getelementptr inbounds float, ptr %39, i64 %969
  br i1 %287, label %1023, label %998

971:                                              ; preds = %1116, %1023
  %972 = phi <16 x float> [ %1024, %1023 ], [ %1117, %1116 ]
  %973 = phi <16 x float> [ %1025, %1023 ], [ %1118, %1116 ]
  %974 = phi <16 x float> [ %1026, %1023 ], [ %1119, %1116 ]
  %975 = phi <16 x float> [ %1027, %1023 ], [ %1120, %1116 ]
  %976 = phi <16 x float> [ %1028, %1023 ], [ %1121, %1116 ]
  %977 = phi <16 x float> [ %1029, %1023 ], [ %1122, %1116 ]
  %978 = phi <16 x float> [ %1030, %1023 ], [ %1123, %1116 ]
  %979 = phi <16 x float> [ %1031, %1023 ], [ %1124, %1116 ]
  %980 = phi <16 x float> [ %1032, %1023 ], [ %1125, %1116 ]
  %981 = phi <16 x float> [ %1033, %1023 ], [ %1126, %1116 ]
  %982 = phi <16 x float> [ %1034, %1023 ], [ %1127, %1116 ]
  %983 = phi <16 x float> [ %1035, %1023 ], [ %1128, %1116 ]
  %984 = phi <16 x float> [ %1036, %1023 ], [ %1129, %1116 ]
  %985 = phi <16 x float> [ %1037, %1023 ], [ %1130, %1116 ]
  %986 = phi <16 x float> [ %1038, %1023 ], [ %1131, %1116 ]
  %987 = phi <16 x float> [ %1039, %1023 ], [ %1132, %1116 ]
  %988 = phi <16 x float> [ %1040, %1023 ], [ %1133, %1116 ]
  %989 = phi <16 x float> [ %1041, %1023 ], [ %1134, %1116 ]
  %990 = phi <16 x float> [ %1042, %1023 ], [ %1135, %1116 ]
  %991 = phi <16 x float> [ %1043, %1023 ], [ %1136, %1116 ]
  %992 = phi <16 x float> [ %1044, %1023 ], [ %1137, %1116 ]
  %993 = phi <16 x float> [ %1045, %1023 ], [ %1138, %1116 ]
  %994 = phi <16 x float> [ %1046, %1023 ], [ %1139, %1116 ]
  %995 = phi <16 x float> [ %1047, %1023 ], [ %1140, %1116 ]
  %996 = icmp slt i64 %1052, %5
  %997 = add i64 %1048, -16
  br i1 %996, label %1023, label %998

998:                                              ; preds = %971, %963
  %999 = phi <16 x float> [ %967, %963 ], [ %972, %971 ]
  %1000 = phi <16 x float> [ %964, %963 ], [ %973, %971 ]
  %1001 = phi <16 x float> [ %965, %963 ], [ %974, %971 ]
  %1002 = phi <16 x float> [ %966, %963 ], [ %975, %971 ]
  %1003 = phi <16 x float> [ %939, %963 ], [ %976, %971 ]
  %1004 = phi <16 x float> [ %936, %963 ], [ %977, %971 ]
  %1005 = phi <16 x float> [ %937, %963 ], [ %978, %971 ]
  %1006 = phi <16 x float> [ %938, %963 ], [ %979, %971 ]
  %1007 = phi <16 x float> [ %911, %963 ], [ %985, %971 ]
  %1008 = phi <16 x float> [ %908, %963 ], [ %986, %971 ]
  %1009 = phi <16 x float> [ %909, %963 ], [ %987, %971 ]
  %1010 = phi <16 x float> [ %910, %963 ], [ %988, %971 ]
  %1011 = phi <16 x float> [ %883, %963 ], [ %989, %971 ]
  %1012 = phi <16 x float> [ %880, %963 ], [ %990, %971 ]
  %1013 = phi <16 x float> [ %881, %963 ], [ %991, %971 ]
  %1014 = phi <16 x float> [ %882, %963 ], [ %992, %971 ]
  %1015 = phi <16 x float> [ %855, %963 ], [ %993, %971 ]
  %1016 = phi <16 x float> [ %852, %963 ], [ %994, %971 ]
  %1017 = phi <16 x float> [ %853, %963 ], [ %995, %971 ]
  %1018 = phi <16 x float> [ %854, %963 ], [ %984, %971 ]
  %1019 = phi <16 x float> [ %827, %963 ], [ %980, %971 ]
  %1020 = phi <16 x float> [ %824, %963 ], [ %981, %971 ]
  %1021 = phi <16 x float> [ %825, %963 ], [ %982, %971 ]
  %1022 = phi <16 x float> [ %826, %963 ], [ %983, %971 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %33)
  store <16 x float> %1022, ptr %33, align 64
  store <16 x float> %1021, ptr %335, align 64
  store <16 x float> %1020, ptr %336, align 64
  store <16 x float> %1019, ptr %337, align 64
  store <16 x float> %1018, ptr %338, align 64
  store <16 x float> %1017, ptr %339, align 64
  store <16 x float> %1016, ptr %340, align 64
  store <16 x float> %1015, ptr %341, align 64
  store <16 x float> %1014, ptr %342, align 64
  store <16 x float> %1013, ptr %343, align 64
  store <16 x float> %1012, ptr %344, align 64
  store <16 x float> %1011, ptr %345, align 64
  store <16 x float> %1010, ptr %346, align 64
  store <16 x float> %1009, ptr %347, align 64
  store <16 x float> %1008, ptr %348, align 64
  store <16 x float> %1007, ptr %349, align 64
  store <16 x float> %1006, ptr %350, align 64
  store <16 x float> %1005, ptr %351, align 64
  store <16 x float> %1004, ptr %352, align 64
  store <16 x float> %1003, ptr %353, align 64
  store <16 x float> %1002, ptr %354, align 64
  store <16 x float> %1001, ptr %355, align 64
  store <16 x float> %1000, ptr %356, align 64
  store <16 x float> %999, ptr %357, align 64
  br label %1230

1023:                                             ; preds = %963, %971
  %1024 = phi <16 x float> [ %972, %971 ], [ %967, %963 ]
  %1025 = phi <16 x float> [ %973, %971 ], [ %964, %963 ]
  %1026 = phi <16 x float> [ %974, %971 ], [ %965, %963 ]
  %1027 = phi <16 x float> [ %975, %971 ], [ %966, %963 ]
  %1028 = phi <16 x float> [ %976, %971 ], [ %939, %963 ]
  %1029 = phi <16 x float> [ %977, %971 ], [ %936, %963 ]
  %1030 = phi <16 x float> [ %978, %971 ], [ %937, %963 ]
  %1031 = phi <16 x float> [ %979, %971 ], [ %938, %963 ]
  %1032 = phi <16 x float> [ %980, %971 ], [ %827, %963 ]
  %1033 = phi <16 x float> [ %981, %971 ], [ %824, %963 ]
  %1034 = phi <16 x float> [ %982, %971 ], [ %825, %963 ]
  %1035 = phi <16 x float> [ %983, %971 ], [ %826, %963 ]
  %1036 = phi <16 x float> [ %984, %971 ], [ %854, %963 ]
  %1037 = phi <16 x float> [ %985, %971 ], [ %911, %963 ]
  %1038 = phi <16 x float> [ %986, %971 ], [ %908, %963 ]
  %1039 = phi <16 x float> [ %987, %971 ], [ %909, %963 ]
  %1040 = phi <16 x float> [ %988, %971 ], [ %910, %963 ]
  %1041 = phi <16 x float> [ %989, %971 ], [ %883, %963 ]
  %1042 = phi <16 x float> [ %990, %971 ], [ %880, %963 ]
  %1043 = phi <16 x float> [ %991, %971 ], [ %881, %963 ]
  %1044 = phi <16 x float> [ %992, %971 ], [ %882, %963 ]
  %1045 = phi <16 x float> [ %993, %971 ], [ %855, %963 ]
  %1046 = phi <16 x float> [ %994, %971 ], [ %852, %963 ]
  %1047 = phi <16 x float> [ %995, %971 ], [ %853, %963 ]
  %1048 = phi i64 [ %997, %971 ], [ %5, %963 ]
  %1049 = phi i64 [ %1052, %971 ], [ 0, %963 ]
  %1050 = call i64 @llvm.smin.i64(i64 %1048, i64 16)
  %1051 = add i64 %1050, %1049
  %1052 = add nuw nsw i64 %1049, 16
  br i1 %288, label %1053, label %971

1053:                                             ; preds = %1023
  %1054 = sub nsw i64 %5, %1049
  %1055 = icmp sgt i64 %1054, 15
  %1056 = mul nsw i64 %1049, %283
  %1057 = getelementptr inbounds float, ptr %372, i64 %1056
  %1058 = mul nuw nsw i64 %1049, %284
  %1059 = getelementptr inbounds nuw float, ptr %970, i64 %1058
  %1060 = icmp sgt i64 %5, %1049
  %1061 = or i1 %1055, %1060
  br label %1062

1062:                                             ; preds = %1053, %1116
  %1063 = phi <16 x float> [ %1024, %1053 ], [ %1117, %1116 ]
  %1064 = phi <16 x float> [ %1025, %1053 ], [ %1118, %1116 ]
  %1065 = phi <16 x float> [ %1026, %1053 ], [ %1119, %1116 ]
  %1066 = phi <16 x float> [ %1027, %1053 ], [ %1120, %1116 ]
  %1067 = phi <16 x float> [ %1028, %1053 ], [ %1121, %1116 ]
  %1068 = phi <16 x float> [ %1029, %1053 ], [ %1122, %1116 ]
  %1069 = phi <16 x float> [ %1030, %1053 ], [ %1123, %1116 ]
  %1070 = phi <16 x float> [ %1031, %1053 ], [ %1124, %1116 ]
  %1071 = phi <16 x float> [ %1032, %1053 ], [ %1125, %1116 ]
  %1072 = phi <16 x float> [ %1033, %1053 ], [ %1126, %1116 ]
  %1073 = phi <16 x float> [ %1034, %1053 ], [ %1127, %1116 ]
  %1074 = phi <16 x float> [ %1035, %1053 ], [ %1128, %1116 ]
  %1075 = phi <16 x float> [ %1036, %1053 ], [ %1129, %1116 ]
  %1076 = phi <16 x float> [ %1037, %1053 ], [ %1130, %1116 ]
  %1077 = phi <16 x float> [ %1038, %1053 ], [ %1131, %1116 ]
  %1078 = phi <16 x float> [ %1039, %1053 ], [ %1132, %1116 ]
  %1079 = phi <16 x float> [ %1040, %1053 ], [ %1133, %1116 ]
  %1080 = phi <16 x float> [ %1041, %1053 ], [ %1134, %1116 ]
  %1081 = phi <16 x float> [ %1042, %1053 ], [ %1135, %1116 ]
  %1082 = phi <16 x float> [ %1043, %1053 ], [ %1136, %1116 ]
  %1083 = phi <16 x float> [ %1044, %1053 ], [ %1137, %1116 ]
  %1084 = phi <16 x float> [ %1045, %1053 ], [ %1138, %1116 ]
  %1085 = phi <16 x float> [ %1046, %1053 ], [ %1139, %1116 ]
  %1086 = phi <16 x float> [ %1047, %1053 ], [ %1140, %1116 ]
  %1087 = phi i64 [ 0, %1053 ], [ %1141, %1116 ]
  %1088 = shl i64 %1087, 5
  %1089 = getelementptr nuw i8, ptr %35, i64 %1088
  %1090 = load i64, ptr %1089, align 16
  %1091 = getelementptr inbounds nuw i8, ptr %1089, i64 8
  %1092 = load i64, ptr %1091, align 8
  %1093 = getelementptr inbounds nuw i8, ptr %1089, i64 16
  %1094 = load i64, ptr %1093, align 16
  %1095 = getelementptr inbounds nuw i8, ptr %1089, i64 24
  %1096 = load i64, ptr %1095, align 8
  br i1 %1061, label %1097, label %1116

1097:                                             ; preds = %1062
  %1098 = shl i64 %1087, 4
  %1099 = getelementptr nuw i8, ptr %36, i64 %1098
  %1100 = getelementptr inbounds nuw i8, ptr %1099, i64 12
  %1101 = load i32, ptr %1100, align 4
  %1102 = getelementptr inbounds nuw i8, ptr %1099, i64 8
  %1103 = load i32, ptr %1102, align 8
  %1104 = getelementptr inbounds nuw i8, ptr %1099, i64 4
  %1105 = load i32, ptr %1104, align 4
  %1106 = load i32, ptr %1099, align 16
  %1107 = getelementptr inbounds nuw float, ptr %1059, i64 %1087
  %1108 = trunc i32 %1106 to i16
  %1109 = bitcast i16 %1108 to <16 x i1>
  %1110 = trunc i32 %1105 to i16
  %1111 = bitcast i16 %1110 to <16 x i1>
  %1112 = trunc i32 %1103 to i16
  %1113 = bitcast i16 %1112 to <16 x i1>
  %1114 = trunc i32 %1101 to i16
  %1115 = bitcast i16 %1114 to <16 x i1>
  br label %1143

1116:                                             ; preds = %1143, %1062
  %1117 = phi <16 x float> [ %1063, %1062 ], [ %1225, %1143 ]
  %1118 = phi <16 x float> [ %1064, %1062 ], [ %1224, %1143 ]
  %1119 = phi <16 x float> [ %1065, %1062 ], [ %1223, %1143 ]
  %1120 = phi <16 x float> [ %1066, %1062 ], [ %1222, %1143 ]
  %1121 = phi <16 x float> [ %1067, %1062 ], [ %1217, %1143 ]
  %1122 = phi <16 x float> [ %1068, %1062 ], [ %1216, %1143 ]
  %1123 = phi <16 x float> [ %1069, %1062 ], [ %1215, %1143 ]
  %1124 = phi <16 x float> [ %1070, %1062 ], [ %1214, %1143 ]
  %1125 = phi <16 x float> [ %1071, %1062 ], [ %1185, %1143 ]
  %1126 = phi <16 x float> [ %1072, %1062 ], [ %1184, %1143 ]
  %1127 = phi <16 x float> [ %1073, %1062 ], [ %1183, %1143 ]
  %1128 = phi <16 x float> [ %1074, %1062 ], [ %1182, %1143 ]
  %1129 = phi <16 x float> [ %1075, %1062 ], [ %1190, %1143 ]
  %1130 = phi <16 x float> [ %1076, %1062 ], [ %1209, %1143 ]
  %1131 = phi <16 x float> [ %1077, %1062 ], [ %1208, %1143 ]
  %1132 = phi <16 x float> [ %1078, %1062 ], [ %1207, %1143 ]
  %1133 = phi <16 x float> [ %1079, %1062 ], [ %1206, %1143 ]
  %1134 = phi <16 x float> [ %1080, %1062 ], [ %1201, %1143 ]
  %1135 = phi <16 x float> [ %1081, %1062 ], [ %1200, %1143 ]
  %1136 = phi <16 x float> [ %1082, %1062 ], [ %1199, %1143 ]
  %1137 = phi <16 x float> [ %1083, %1062 ], [ %1198, %1143 ]
  %1138 = phi <16 x float> [ %1084, %1062 ], [ %1193, %1143 ]
  %1139 = phi <16 x float> [ %1085, %1062 ], [ %1192, %1143 ]
  %1140 = phi <16 x float> [ %1086, %1062 ], [ %1191, %1143 ]
  %1141 = add nuw nsw i64 %1087, 1
  %1142 = icmp eq i64 %1141, %284
  br i1 %1142, label %971, label %1062

1143:                                             ; preds = %1097, %1143
  %1144 = phi <16 x float> [ %1225, %1143 ], [ %1063, %1097 ]
  %1145 = phi <16 x float> [ %1224, %1143 ], [ %1064, %1097 ]
  %1146 = phi <16 x float> [ %1223, %1143 ], [ %1065, %1097 ]
  %1147 = phi <16 x float> [ %1222, %1143 ], [ %1066, %1097 ]
  %1148 = phi <16 x float> [ %1217, %1143 ], [ %1067, %1097 ]
  %1149 = phi <16 x float> [ %1216, %1143 ], [ %1068, %1097 ]
  %1150 = phi <16 x float> [ %1215, %1143 ], [ %1069, %1097 ]
  %1151 = phi <16 x float> [ %1214, %1143 ], [ %1070, %1097 ]
  %1152 = phi <16 x float> [ %1185, %1143 ], [ %1071, %1097 ]
  %1153 = phi <16 x float> [ %1184, %1143 ], [ %1072, %1097 ]
  %1154 = phi <16 x float> [ %1183, %1143 ], [ %1073, %1097 ]
  %1155 = phi <16 x float> [ %1182, %1143 ], [ %1074, %1097 ]
  %1156 = phi <16 x float> [ %1190, %1143 ], [ %1075, %1097 ]
  %1157 = phi <16 x float> [ %1209, %1143 ], [ %1076, %1097 ]
  %1158 = phi <16 x float> [ %1208, %1143 ], [ %1077, %1097 ]
  %1159 = phi <16 x float> [ %1207, %1143 ], [ %1078, %1097 ]
  %1160 = phi <16 x float> [ %1206, %1143 ], [ %1079, %1097 ]
  %1161 = phi <16 x float> [ %1201, %1143 ], [ %1080, %1097 ]
  %1162 = phi <16 x float> [ %1200, %1143 ], [ %1081, %1097 ]
  %1163 = phi <16 x float> [ %1199, %1143 ], [ %1082, %1097 ]
  %1164 = phi <16 x float> [ %1198, %1143 ], [ %1083, %1097 ]
  %1165 = phi <16 x float> [ %1193, %1143 ], [ %1084, %1097 ]
  %1166 = phi <16 x float> [ %1192, %1143 ], [ %1085, %1097 ]
  %1167 = phi <16 x float> [ %1191, %1143 ], [ %1086, %1097 ]
  %1168 = phi i64 [ %1226, %1143 ], [ %1049, %1097 ]
  %1169 = phi ptr [ %1228, %1143 ], [ %1107, %1097 ]
  %1170 = phi ptr [ %1227, %1143 ], [ %1057, %1097 ]
  %1171 = getelementptr inbounds float, ptr %1170, i64 %1090
  %1172 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1171, <16 x i1> %1109, <16 x float> zeroinitializer)
  %1173 = getelementptr inbounds float, ptr %1170, i64 %1092
  %1174 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1173, <16 x i1> %1111, <16 x float> zeroinitializer)
  %1175 = getelementptr inbounds float, ptr %1170, i64 %1094
  %1176 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1175, <16 x i1> %1113, <16 x float> zeroinitializer)
  %1177 = getelementptr inbounds float, ptr %1170, i64 %1096
  %1178 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1177, <16 x i1> %1115, <16 x float> zeroinitializer)
  %1179 = load float, ptr %1169, align 4
  %1180 = insertelement <16 x float> poison, float %1179, i64 0
  %1181 = shufflevector <16 x float> %1180, <16 x float> poison, <16 x i32> zeroinitializer
  %1182 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1172, <16 x float> %1181, <16 x float> %1155)
  %1183 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1174, <16 x float> %1181, <16 x float> %1154)
  %1184 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1176, <16 x float> %1181, <16 x float> %1153)
  %1185 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1178, <16 x float> %1181, <16 x float> %1152)
  %1186 = getelementptr inbounds float, ptr %1169, i64 %286
  %1187 = load float, ptr %1186, align 4
  %1188 = insertelement <16 x float> poison, float %1187, i64 0
  %1189 = shufflevector <16 x float> %1188, <16 x float> poison, <16 x i32> zeroinitializer
  %1190 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1172, <16 x float> %1189, <16 x float> %1156)
  %1191 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1174, <16 x float> %1189, <16 x float> %1167)
  %1192 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1176, <16 x float> %1189, <16 x float> %1166)
  %1193 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1178, <16 x float> %1189, <16 x float> %1165)
  %1194 = getelementptr inbounds i8, ptr %1169, i64 %292
  %1195 = load float, ptr %1194, align 4
  %1196 = insertelement <16 x float> poison, float %1195, i64 0
  %1197 = shufflevector <16 x float> %1196, <16 x float> poison, <16 x i32> zeroinitializer
  %1198 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1172, <16 x float> %1197, <16 x float> %1164)
  %1199 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1174, <16 x float> %1197, <16 x float> %1163)
  %1200 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1176, <16 x float> %1197, <16 x float> %1162)
  %1201 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1178, <16 x float> %1197, <16 x float> %1161)
  %1202 = getelementptr inbounds i8, ptr %1169, i64 %293
  %1203 = load float, ptr %1202, align 4
  %1204 = insertelement <16 x float> poison, float %1203, i64 0
  %1205 = shufflevector <16 x float> %1204, <16 x float> poison, <16 x i32> zeroinitializer
  %1206 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1172, <16 x float> %1205, <16 x float> %1160)
  %1207 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1174, <16 x float> %1205, <16 x float> %1159)
  %1208 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1176, <16 x float> %1205, <16 x float> %1158)
  %1209 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1178, <16 x float> %1205, <16 x float> %1157)
  %1210 = getelementptr inbounds i8, ptr %1169, i64 %294
  %1211 = load float, ptr %1210, align 4
  %1212 = insertelement <16 x float> poison, float %1211, i64 0
  %1213 = shufflevector <16 x float> %1212, <16 x float> poison, <16 x i32> zeroinitializer
  %1214 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1172, <16 x float> %1213, <16 x float> %1151)
  %1215 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1174, <16 x float> %1213, <16 x float> %1150)
  %1216 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1176, <16 x float> %1213, <16 x float> %1149)
  %1217 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1178, <16 x float> %1213, <16 x float> %1148)
  %1218 = getelementptr inbounds i8, ptr %1169, i64 %295
  %1219 = load float, ptr %1218, align 4
  %1220 = insertelement <16 x float> poison, float %1219, i64 0
  %1221 = shufflevector <16 x float> %1220, <16 x float> poison, <16 x i32> zeroinitializer
  %1222 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1172, <16 x float> %1221, <16 x float> %1147)
  %1223 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1174, <16 x float> %1221, <16 x float> %1146)
  %1224 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1176, <16 x float> %1221, <16 x float> %1145)
  %1225 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1178, <16 x float> %1221, <16 x float> %1144)
  %1226 = add nuw nsw i64 %1168, 1
  %1227 = getelementptr inbounds float, ptr %1170, i64 %283
  %1228 = getelementptr inbounds nuw float, ptr %1169, i64 %284
  %1229 = icmp eq i64 %1226, %1051
  br i1 %1229, label %1116, label %1143

1230:                                             ; preds = %998, %1490
  %1231 = phi i64 [ 0, %998 ], [ %1492, %1490 ]
  %1232 = add nsw i64 %800, %1231
  %1233 = mul nsw i64 %1232, %260
  %1234 = icmp sgt i64 %968, %1231
  %1235 = getelementptr inbounds nuw [4 x <16 x float>], ptr %33, i64 %1231
  %1236 = add nsw i64 %406, %1233
  %1237 = select i1 %1234, <16 x i1> zeroinitializer, <16 x i1> %789
  %1238 = getelementptr inbounds float, ptr %379, i64 %1236
  %1239 = load <16 x float>, ptr %1235, align 64
  br i1 %289, label %1298, label %1240

1240:                                             ; preds = %1230
  %1241 = getelementptr inbounds float, ptr %377, i64 %1236
  switch i64 %296, label %1259 [
    i64 1, label %1242
    i64 2, label %1245
    i64 3, label %1252
    i64 0, label %1298
  ]

1242:                                             ; preds = %1240
  %1243 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1241, <16 x i1> %1237, <16 x float> zeroinitializer)
  %1244 = fadd <16 x float> %1239, %1243
  br label %1260

1245:                                             ; preds = %1240
  %1246 = bitcast <16 x float> %1239 to <8 x i64>
  %1247 = or <8 x i64> %1246, %291
  %1248 = fcmp oeq <16 x float> %1239, %51
  %1249 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1239, i32 4)
  %1250 = bitcast <8 x i64> %1247 to <16 x float>
  %1251 = select <16 x i1> %1248, <16 x float> %1250, <16 x float> %1249
  br label %1260

1252:                                             ; preds = %1240
  %1253 = bitcast <16 x float> %1239 to <8 x i64>
  %1254 = and <8 x i64> %1253, %290
  %1255 = fcmp oeq <16 x float> %1239, %48
  %1256 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1239, i32 4)
  %1257 = bitcast <8 x i64> %1254 to <16 x float>
  %1258 = select <16 x i1> %1255, <16 x float> %1257, <16 x float> %1256
  br label %1260

1259:                                             ; preds = %1471, %1452, %1433, %1407, %1388, %1369, %1343, %1324, %1305, %1279, %1260, %1240
  unreachable

1260:                                             ; preds = %1252, %1245, %1242
  %1261 = phi <16 x float> [ %1244, %1242 ], [ %1251, %1245 ], [ %1258, %1252 ]
  switch i64 %298, label %1259 [
    i64 1, label %1276
    i64 2, label %1269
    i64 3, label %1262
    i64 0, label %1298
  ]

1262:                                             ; preds = %1260
  %1263 = bitcast <16 x float> %1261 to <8 x i64>
  %1264 = and <8 x i64> %1263, %290
  %1265 = fcmp oeq <16 x float> %1261, %48
  %1266 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1261, i32 4)
  %1267 = bitcast <8 x i64> %1264 to <16 x float>
  %1268 = select <16 x i1> %1265, <16 x float> %1267, <16 x float> %1266
  br label %1279

1269:                                             ; preds = %1260
  %1270 = bitcast <16 x float> %1261 to <8 x i64>
  %1271 = or <8 x i64> %1270, %291
  %1272 = fcmp oeq <16 x float> %1261, %51
  %1273 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1261, i32 4)
  %1274 = bitcast <8 x i64> %1271 to <16 x float>
  %1275 = select <16 x i1> %1272, <16 x float> %1274, <16 x float> %1273
  br label %1279

1276:                                             ; preds = %1260
  %1277 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1241, <16 x i1> %1237, <16 x float> zeroinitializer)
  %1278 = fadd <16 x float> %1261, %1277
  br label %1279

1279:                                             ; preds = %1276, %1269, %1262
  %1280 = phi <16 x float> [ %1278, %1276 ], [ %1275, %1269 ], [ %1268, %1262 ]
  switch i64 %300, label %1259 [
    i64 1, label %1295
    i64 2, label %1288
    i64 3, label %1281
    i64 0, label %1298
  ]

1281:                                             ; preds = %1279
  %1282 = bitcast <16 x float> %1280 to <8 x i64>
  %1283 = and <8 x i64> %1282, %290
  %1284 = fcmp oeq <16 x float> %1280, %48
  %1285 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1280, i32 4)
  %1286 = bitcast <8 x i64> %1283 to <16 x float>
  %1287 = select <16 x i1> %1284, <16 x float> %1286, <16 x float> %1285
  br label %1298

1288:                                             ; preds = %1279
  %1289 = bitcast <16 x float> %1280 to <8 x i64>
  %1290 = or <8 x i64> %1289, %291
  %1291 = fcmp oeq <16 x float> %1280, %51
  %1292 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1280, i32 4)
  %1293 = bitcast <8 x i64> %1290 to <16 x float>
  %1294 = select <16 x i1> %1291, <16 x float> %1293, <16 x float> %1292
  br label %1298

1295:                                             ; preds = %1279
  %1296 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1241, <16 x i1> %1237, <16 x float> zeroinitializer)
  %1297 = fadd <16 x float> %1280, %1296
  br label %1298

1298:                                             ; preds = %1230, %1240, %1260, %1279, %1295, %1288, %1281
  %1299 = phi <16 x float> [ %1287, %1281 ], [ %1239, %1240 ], [ %1280, %1279 ], [ %1261, %1260 ], [ %1297, %1295 ], [ %1294, %1288 ], [ %1239, %1230 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1299, ptr align 1 %1238, <16 x i1> %1237)
  %1300 = add nsw i64 %409, %1233
  %1301 = select i1 %1234, <16 x i1> zeroinitializer, <16 x i1> %790
  %1302 = getelementptr inbounds float, ptr %379, i64 %1300
  %1303 = getelementptr inbounds nuw i8, ptr %1235, i64 64
  %1304 = load <16 x float>, ptr %1303, align 64
  br i1 %289, label %1362, label %1305

1305:                                             ; preds = %1298
  %1306 = getelementptr inbounds float, ptr %377, i64 %1300
  switch i64 %301, label %1259 [
    i64 1, label %1321
    i64 2, label %1314
    i64 3, label %1307
    i64 0, label %1362
  ]

1307:                                             ; preds = %1305
  %1308 = bitcast <16 x float> %1304 to <8 x i64>
  %1309 = and <8 x i64> %1308, %290
  %1310 = fcmp oeq <16 x float> %1304, %48
  %1311 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1304, i32 4)
  %1312 = bitcast <8 x i64> %1309 to <16 x float>
  %1313 = select <16 x i1> %1310, <16 x float> %1312, <16 x float> %1311
  br label %1324

1314:                                             ; preds = %1305
  %1315 = bitcast <16 x float> %1304 to <8 x i64>
  %1316 = or <8 x i64> %1315, %291
  %1317 = fcmp oeq <16 x float> %1304, %51
  %1318 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1304, i32 4)
  %1319 = bitcast <8 x i64> %1316 to <16 x float>
  %1320 = select <16 x i1> %1317, <16 x float> %1319, <16 x float> %1318
  br label %1324

1321:                                             ; preds = %1305
  %1322 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1306, <16 x i1> %1301, <16 x float> zeroinitializer)
  %1323 = fadd <16 x float> %1304, %1322
  br label %1324

1324:                                             ; preds = %1321, %1314, %1307
  %1325 = phi <16 x float> [ %1323, %1321 ], [ %1320, %1314 ], [ %1313, %1307 ]
  switch i64 %303, label %1259 [
    i64 1, label %1340
    i64 2, label %1333
    i64 3, label %1326
    i64 0, label %1362
  ]

1326:                                             ; preds = %1324
  %1327 = bitcast <16 x float> %1325 to <8 x i64>
  %1328 = and <8 x i64> %1327, %290
  %1329 = fcmp oeq <16 x float> %1325, %48
  %1330 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1325, i32 4)
  %1331 = bitcast <8 x i64> %1328 to <16 x float>
  %1332 = select <16 x i1> %1329, <16 x float> %1331, <16 x float> %1330
  br label %1343

1333:                                             ; preds = %1324
  %1334 = bitcast <16 x float> %1325 to <8 x i64>
  %1335 = or <8 x i64> %1334, %291
  %1336 = fcmp oeq <16 x float> %1325, %51
  %1337 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1325, i32 4)
  %1338 = bitcast <8 x i64> %1335 to <16 x float>
  %1339 = select <16 x i1> %1336, <16 x float> %1338, <16 x float> %1337
  br label %1343

1340:                                             ; preds = %1324
  %1341 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1306, <16 x i1> %1301, <16 x float> zeroinitializer)
  %1342 = fadd <16 x float> %1325, %1341
  br label %1343

1343:                                             ; preds = %1340, %1333, %1326
  %1344 = phi <16 x float> [ %1342, %1340 ], [ %1339, %1333 ], [ %1332, %1326 ]
  switch i64 %305, label %1259 [
    i64 1, label %1359
    i64 2, label %1352
    i64 3, label %1345
    i64 0, label %1362
  ]

1345:                                             ; preds = %1343
  %1346 = bitcast <16 x float> %1344 to <8 x i64>
  %1347 = and <8 x i64> %1346, %290
  %1348 = fcmp oeq <16 x float> %1344, %48
  %1349 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1344, i32 4)
  %1350 = bitcast <8 x i64> %1347 to <16 x float>
  %1351 = select <16 x i1> %1348, <16 x float> %1350, <16 x float> %1349
  br label %1362

1352:                                             ; preds = %1343
  %1353 = bitcast <16 x float> %1344 to <8 x i64>
  %1354 = or <8 x i64> %1353, %291
  %1355 = fcmp oeq <16 x float> %1344, %51
  %1356 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1344, i32 4)
  %1357 = bitcast <8 x i64> %1354 to <16 x float>
  %1358 = select <16 x i1> %1355, <16 x float> %1357, <16 x float> %1356
  br label %1362

1359:                                             ; preds = %1343
  %1360 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1306, <16 x i1> %1301, <16 x float> zeroinitializer)
  %1361 = fadd <16 x float> %1344, %1360
  br label %1362

1362:                                             ; preds = %1298, %1305, %1324, %1343, %1359, %1352, %1345
  %1363 = phi <16 x float> [ %1351, %1345 ], [ %1304, %1305 ], [ %1344, %1343 ], [ %1325, %1324 ], [ %1361, %1359 ], [ %1358, %1352 ], [ %1304, %1298 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1363, ptr align 1 %1302, <16 x i1> %1301)
  %1364 = add nsw i64 %412, %1233
  %1365 = select i1 %1234, <16 x i1> zeroinitializer, <16 x i1> %791
  %1366 = getelementptr inbounds float, ptr %379, i64 %1364
  %1367 = getelementptr inbounds nuw i8, ptr %1235, i64 128
  %1368 = load <16 x float>, ptr %1367, align 64
  br i1 %289, label %1426, label %1369

1369:                                             ; preds = %1362
  %1370 = getelementptr inbounds float, ptr %377, i64 %1364
  switch i64 %306, label %1259 [
    i64 1, label %1385
    i64 2, label %1378
    i64 3, label %1371
    i64 0, label %1426
  ]

1371:                                             ; preds = %1369
  %1372 = bitcast <16 x float> %1368 to <8 x i64>
  %1373 = and <8 x i64> %1372, %290
  %1374 = fcmp oeq <16 x float> %1368, %48
  %1375 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1368, i32 4)
  %1376 = bitcast <8 x i64> %1373 to <16 x float>
  %1377 = select <16 x i1> %1374, <16 x float> %1376, <16 x float> %1375
  br label %1388

1378:                                             ; preds = %1369
  %1379 = bitcast <16 x float> %1368 to <8 x i64>
  %1380 = or <8 x i64> %1379, %291
  %1381 = fcmp oeq <16 x float> %1368, %51
  %1382 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1368, i32 4)
  %1383 = bitcast <8 x i64> %1380 to <16 x float>
  %1384 = select <16 x i1> %1381, <16 x float> %1383, <16 x float> %1382
  br label %1388

1385:                                             ; preds = %1369
  %1386 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1370, <16 x i1> %1365, <16 x float> zeroinitializer)
  %1387 = fadd <16 x float> %1368, %1386
  br label %1388

1388:                                             ; preds = %1385, %1378, %1371
  %1389 = phi <16 x float> [ %1387, %1385 ], [ %1384, %1378 ], [ %1377, %1371 ]
  switch i64 %308, label %1259 [
    i64 1, label %1404
    i64 2, label %1397
    i64 3, label %1390
    i64 0, label %1426
  ]

1390:                                             ; preds = %1388
  %1391 = bitcast <16 x float> %1389 to <8 x i64>
  %1392 = and <8 x i64> %1391, %290
  %1393 = fcmp oeq <16 x float> %1389, %48
  %1394 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1389, i32 4)
  %1395 = bitcast <8 x i64> %1392 to <16 x float>
  %1396 = select <16 x i1> %1393, <16 x float> %1395, <16 x float> %1394
  br label %1407

1397:                                             ; preds = %1388
  %1398 = bitcast <16 x float> %1389 to <8 x i64>
  %1399 = or <8 x i64> %1398, %291
  %1400 = fcmp oeq <16 x float> %1389, %51
  %1401 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1389, i32 4)
  %1402 = bitcast <8 x i64> %1399 to <16 x float>
  %1403 = select <16 x i1> %1400, <16 x float> %1402, <16 x float> %1401
  br label %1407

1404:                                             ; preds = %1388
  %1405 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1370, <16 x i1> %1365, <16 x float> zeroinitializer)
  %1406 = fadd <16 x float> %1389, %1405
  br label %1407

1407:                                             ; preds = %1404, %1397, %1390
  %1408 = phi <16 x float> [ %1406, %1404 ], [ %1403, %1397 ], [ %1396, %1390 ]
  switch i64 %310, label %1259 [
    i64 1, label %1423
    i64 2, label %1416
    i64 3, label %1409
    i64 0, label %1426
  ]

1409:                                             ; preds = %1407
  %1410 = bitcast <16 x float> %1408 to <8 x i64>
  %1411 = and <8 x i64> %1410, %290
  %1412 = fcmp oeq <16 x float> %1408, %48
  %1413 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1408, i32 4)
  %1414 = bitcast <8 x i64> %1411 to <16 x float>
  %1415 = select <16 x i1> %1412, <16 x float> %1414, <16 x float> %1413
  br label %1426

1416:                                             ; preds = %1407
  %1417 = bitcast <16 x float> %1408 to <8 x i64>
  %1418 = or <8 x i64> %1417, %291
  %1419 = fcmp oeq <16 x float> %1408, %51
  %1420 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1408, i32 4)
  %1421 = bitcast <8 x i64> %1418 to <16 x float>
  %1422 = select <16 x i1> %1419, <16 x float> %1421, <16 x float> %1420
  br label %1426

1423:                                             ; preds = %1407
  %1424 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1370, <16 x i1> %1365, <16 x float> zeroinitializer)
  %1425 = fadd <16 x float> %1408, %1424
  br label %1426

1426:                                             ; preds = %1362, %1369, %1388, %1407, %1423, %1416, %1409
  %1427 = phi <16 x float> [ %1415, %1409 ], [ %1368, %1369 ], [ %1408, %1407 ], [ %1389, %1388 ], [ %1425, %1423 ], [ %1422, %1416 ], [ %1368, %1362 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1427, ptr align 1 %1366, <16 x i1> %1365)
  %1428 = add nsw i64 %416, %1233
  %1429 = select i1 %1234, <16 x i1> zeroinitializer, <16 x i1> %792
  %1430 = getelementptr inbounds float, ptr %379, i64 %1428
  %1431 = getelementptr inbounds nuw i8, ptr %1235, i64 192
  %1432 = load <16 x float>, ptr %1431, align 64
  br i1 %289, label %1490, label %1433

1433:                                             ; preds = %1426
  %1434 = getelementptr inbounds float, ptr %377, i64 %1428
  switch i64 %311, label %1259 [
    i64 1, label %1449
    i64 2, label %1442
    i64 3, label %1435
    i64 0, label %1490
  ]

1435:                                             ; preds = %1433
  %1436 = bitcast <16 x float> %1432 to <8 x i64>
  %1437 = and <8 x i64> %1436, %290
  %1438 = fcmp oeq <16 x float> %1432, %48
  %1439 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1432, i32 4)
  %1440 = bitcast <8 x i64> %1437 to <16 x float>
  %1441 = select <16 x i1> %1438, <16 x float> %1440, <16 x float> %1439
  br label %1452

1442:                                             ; preds = %1433
  %1443 = bitcast <16 x float> %1432 to <8 x i64>
  %1444 = or <8 x i64> %1443, %291
  %1445 = fcmp oeq <16 x float> %1432, %51
  %1446 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1432, i32 4)
  %1447 = bitcast <8 x i64> %1444 to <16 x float>
  %1448 = select <16 x i1> %1445, <16 x float> %1447, <16 x float> %1446
  br label %1452

1449:                                             ; preds = %1433
  %1450 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1434, <16 x i1> %1429, <16 x float> zeroinitializer)
  %1451 = fadd <16 x float> %1432, %1450
  br label %1452

1452:                                             ; preds = %1449, %1442, %1435
  %1453 = phi <16 x float> [ %1451, %1449 ], [ %1448, %1442 ], [ %1441, %1435 ]
  switch i64 %313, label %1259 [
    i64 1, label %1468
    i64 2, label %1461
    i64 3, label %1454
    i64 0, label %1490
  ]

1454:                                             ; preds = %1452
  %1455 = bitcast <16 x float> %1453 to <8 x i64>
  %1456 = and <8 x i64> %1455, %290
  %1457 = fcmp oeq <16 x float> %1453, %48
  %1458 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1453, i32 4)
  %1459 = bitcast <8 x i64> %1456 to <16 x float>
  %1460 = select <16 x i1> %1457, <16 x float> %1459, <16 x float> %1458
  br label %1471

1461:                                             ; preds = %1452
  %1462 = bitcast <16 x float> %1453 to <8 x i64>
  %1463 = or <8 x i64> %1462, %291
  %1464 = fcmp oeq <16 x float> %1453, %51
  %1465 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1453, i32 4)
  %1466 = bitcast <8 x i64> %1463 to <16 x float>
  %1467 = select <16 x i1> %1464, <16 x float> %1466, <16 x float> %1465
  br label %1471

1468:                                             ; preds = %1452
  %1469 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1434, <16 x i1> %1429, <16 x float> zeroinitializer)
  %1470 = fadd <16 x float> %1453, %1469
  br label %1471

1471:                                             ; preds = %1468, %1461, %1454
  %1472 = phi <16 x float> [ %1470, %1468 ], [ %1467, %1461 ], [ %1460, %1454 ]
  switch i64 %315, label %1259 [
    i64 1, label %1487
    i64 2, label %1480
    i64 3, label %1473
    i64 0, label %1490
  ]

1473:                                             ; preds = %1471
  %1474 = bitcast <16 x float> %1472 to <8 x i64>
  %1475 = and <8 x i64> %1474, %290
  %1476 = fcmp oeq <16 x float> %1472, %48
  %1477 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %48, <16 x float> %1472, i32 4)
  %1478 = bitcast <8 x i64> %1475 to <16 x float>
  %1479 = select <16 x i1> %1476, <16 x float> %1478, <16 x float> %1477
  br label %1490

1480:                                             ; preds = %1471
  %1481 = bitcast <16 x float> %1472 to <8 x i64>
  %1482 = or <8 x i64> %1481, %291
  %1483 = fcmp oeq <16 x float> %1472, %51
  %1484 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %51, <16 x float> %1472, i32 4)
  %1485 = bitcast <8 x i64> %1482 to <16 x float>
  %1486 = select <16 x i1> %1483, <16 x float> %1485, <16 x float> %1484
  br label %1490

1487:                                             ; preds = %1471
  %1488 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1434, <16 x i1> %1429, <16 x float> zeroinitializer)
  %1489 = fadd <16 x float> %1472, %1488
  br label %1490

1490:                                             ; preds = %1426, %1433, %1452, %1471, %1487, %1480, %1473
  %1491 = phi <16 x float> [ %1479, %1473 ], [ %1432, %1433 ], [ %1472, %1471 ], [ %1453, %1452 ], [ %1489, %1487 ], [ %1486, %1480 ], [ %1432, %1426 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1491, ptr align 1 %1430, <16 x i1> %1429)
  %1492 = add nuw nsw i64 %1231, 1
  %1493 = icmp eq i64 %1492, 6
  br i1 %1493, label %1494, label %1230

1494:                                             ; preds = %1490
  call void @llvm.lifetime.end.p0(ptr nonnull %33)
  %1495 = add nsw i64 %797, 6
  %1496 = icmp slt i64 %1495, %367
  br i1 %1496, label %796, label %793
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x float> @llvm.fma.v16f32(<16 x float>, <16 x float>, <16 x float>)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float>, <16 x float>, i32 immarg)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float>, <16 x float>, i32 immarg)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr captures(none), <16 x i1>, <16 x float>)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr captures(none), <16 x i1>)

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
