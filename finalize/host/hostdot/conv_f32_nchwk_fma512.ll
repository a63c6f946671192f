%struct.s2taps = type { [7 x i64], [7 x i64], [7 x i64], [7 x i64], [7 x i64], [7 x i64], i64 }

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define hidden void @mgxport_conv_f32_nchwk_fma512(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11, i64 noundef %12, i64 noundef %13, i64 noundef %14, i64 noundef %15, i64 noundef %16, i64 noundef %17, i64 noundef %18, i64 noundef %19, i64 noundef %20, i64 noundef %21, i64 noundef %22, i64 noundef %23, i64 noundef %24, i64 noundef %25, i64 noundef %26, i64 noundef %27, i64 noundef %28, i64 noundef %29) local_unnamed_addr {
  %31 = alloca [8 x [3 x <16 x float>]], align 64
  %32 = alloca [7 x i32], align 16
  %33 = alloca [7 x i32], align 16
  %34 = alloca [49 x [3 x i64]], align 16
  %35 = alloca [49 x [3 x i32]], align 16
  %36 = alloca [3 x i64], align 16
  %37 = alloca [3 x i64], align 16
  %38 = alloca [3 x i64], align 16
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
  %53 = mul nsw i64 %10, %9
  %54 = add nsw i64 %10, 15
  %55 = sdiv i64 %54, 16
  %56 = icmp eq i64 %19, 0
  br i1 %56, label %60, label %57

57:                                               ; preds = %30
  %58 = add nsw i64 %53, 15
  %59 = sdiv i64 %58, 16
  br label %62

60:                                               ; preds = %30
  %61 = mul nsw i64 %55, %9
  br label %62

62:                                               ; preds = %60, %57
  %63 = phi i64 [ %59, %57 ], [ %61, %60 ]
  %64 = add nsw i64 %6, 7
  %65 = sdiv i64 %64, 8
  %66 = add nsw i64 %65, -1
  %67 = add i64 %66, %18
  %68 = sdiv i64 %67, %18
  %69 = add i64 %17, -1
  %70 = add i64 %69, %63
  %71 = sdiv i64 %70, %17
  call void @llvm.lifetime.start.p0(ptr nonnull %34)
  call void @llvm.lifetime.start.p0(ptr nonnull %35)
  %72 = shl i64 %18, 3
  %73 = icmp slt i64 %3, %4
  br i1 %73, label %74, label %172

74:                                               ; preds = %62
  %75 = icmp eq i64 %25, 0
  %76 = icmp sgt i64 %11, 0
  %77 = icmp sgt i64 %12, 0
  %78 = add nsw i64 %6, -8
  %79 = mul nsw i64 %8, %7
  %80 = mul i64 %12, %11
  %81 = icmp eq i64 %22, 0
  %82 = mul i64 %80, %5
  %83 = icmp sgt i64 %5, 0
  %84 = icmp sgt i64 %80, 0
  %85 = icmp eq i64 %29, 0
  %86 = bitcast <16 x float> %49 to <8 x i64>
  %87 = bitcast <16 x float> %52 to <8 x i64>
  %88 = mul i64 %12, 24
  %89 = mul i64 %12, 12
  %90 = getelementptr inbounds nuw i8, ptr %36, i64 8
  %91 = getelementptr inbounds nuw i8, ptr %36, i64 16
  %92 = getelementptr inbounds nuw i8, ptr %37, i64 8
  %93 = getelementptr inbounds nuw i8, ptr %38, i64 8
  %94 = getelementptr inbounds nuw i8, ptr %36, i64 8
  %95 = getelementptr inbounds nuw i8, ptr %37, i64 16
  %96 = getelementptr inbounds nuw i8, ptr %38, i64 16
  %97 = shl i64 %82, 3
  %98 = mul i64 %82, 12
  %99 = shl i64 %82, 4
  %100 = mul i64 %82, 20
  %101 = mul i64 %82, 24
  %102 = mul i64 %82, 28
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
  %113 = and i64 %29, 3
  %114 = lshr i64 %29, 2
  %115 = and i64 %114, 3
  %116 = lshr i64 %29, 4
  %117 = and i64 %116, 3
  %118 = icmp ult i64 %11, 8
  %119 = icmp ult i64 %11, 64
  %120 = and i64 %11, 56
  %121 = and i64 %11, 9223372036854775744
  %122 = insertelement <16 x i64> poison, i64 %7, i64 0
  %123 = shufflevector <16 x i64> %122, <16 x i64> poison, <16 x i32> zeroinitializer
  %124 = icmp eq i64 %11, %121
  %125 = icmp eq i64 %120, 0
  %126 = and i64 %11, 9223372036854775800
  %127 = insertelement <8 x i64> poison, i64 %7, i64 0
  %128 = shufflevector <8 x i64> %127, <8 x i64> poison, <8 x i32> zeroinitializer
  %129 = icmp eq i64 %11, %126
  %130 = icmp ult i64 %12, 4
  %131 = icmp ult i64 %12, 16
  %132 = and i64 %12, 12
  %133 = and i64 %12, 9223372036854775792
  %134 = icmp eq i64 %12, %133
  %135 = icmp eq i64 %132, 0
  %136 = and i64 %12, 9223372036854775804
  %137 = icmp eq i64 %12, %136
  %138 = icmp ult i64 %12, 8
  %139 = and i64 %12, 9223372036854775800
  %140 = icmp eq i64 %12, %139
  %141 = insertelement <8 x i64> poison, i64 %13, i64 0
  %142 = shufflevector <8 x i64> %141, <8 x i64> poison, <8 x i32> zeroinitializer
  %143 = insertelement <8 x i64> poison, i64 %10, i64 0
  %144 = shufflevector <8 x i64> %143, <8 x i64> poison, <8 x i32> zeroinitializer
  %145 = insertelement <8 x i64> poison, i64 %7, i64 0
  %146 = shufflevector <8 x i64> %145, <8 x i64> poison, <8 x i32> zeroinitializer
  %147 = insertelement <8 x i64> poison, i64 %8, i64 0
  %148 = shufflevector <8 x i64> %147, <8 x i64> poison, <8 x i32> zeroinitializer
  %149 = getelementptr inbounds nuw i8, ptr %31, i64 64
  %150 = getelementptr inbounds nuw i8, ptr %31, i64 128
  %151 = getelementptr inbounds nuw i8, ptr %31, i64 192
  %152 = getelementptr inbounds nuw i8, ptr %31, i64 256
  %153 = getelementptr inbounds nuw i8, ptr %31, i64 320
  %154 = getelementptr inbounds nuw i8, ptr %31, i64 384
  %155 = getelementptr inbounds nuw i8, ptr %31, i64 448
  %156 = getelementptr inbounds nuw i8, ptr %31, i64 512
  %157 = getelementptr inbounds nuw i8, ptr %31, i64 576
  %158 = getelementptr inbounds nuw i8, ptr %31, i64 640
  %159 = getelementptr inbounds nuw i8, ptr %31, i64 704
  %160 = getelementptr inbounds nuw i8, ptr %31, i64 768
  %161 = getelementptr inbounds nuw i8, ptr %31, i64 832
  %162 = getelementptr inbounds nuw i8, ptr %31, i64 896
  %163 = getelementptr inbounds nuw i8, ptr %31, i64 960
  %164 = getelementptr inbounds nuw i8, ptr %31, i64 1024
  %165 = getelementptr inbounds nuw i8, ptr %31, i64 1088
  %166 = getelementptr inbounds nuw i8, ptr %31, i64 1152
  %167 = getelementptr inbounds nuw i8, ptr %31, i64 1216
  %168 = getelementptr inbounds nuw i8, ptr %31, i64 1280
  %169 = getelementptr inbounds nuw i8, ptr %31, i64 1344
  %170 = getelementptr inbounds nuw i8, ptr %31, i64 1408
  %171 = getelementptr inbounds nuw i8, ptr %31, i64 1472
  br label %173

172:                                              ; preds = %200, %62
  call void @llvm.lifetime.end.p0(ptr nonnull %35)
  call void @llvm.lifetime.end.p0(ptr nonnull %34)
  ret void

173:                                              ; preds = %74, %200
  %174 = phi i64 [ %3, %74 ], [ %201, %200 ]
  %175 = srem i64 %174, %68
  %176 = sdiv i64 %174, %68
  %177 = srem i64 %176, %71
  %178 = sdiv i64 %176, %71
  %179 = add nsw i64 %175, 1
  %180 = mul i64 %72, %179
  %181 = tail call i64 @llvm.smin.i64(i64 %180, i64 %6)
  %182 = add nsw i64 %177, 1
  %183 = mul nsw i64 %182, %17
  %184 = tail call i64 @llvm.smin.i64(i64 %183, i64 %63)
  %185 = mul nsw i64 %178, %20
  %186 = getelementptr inbounds float, ptr %39, i64 %185
  %187 = mul nsw i64 %178, %21
  %188 = getelementptr inbounds float, ptr %42, i64 %187
  %189 = mul nsw i64 %178, %26
  %190 = getelementptr inbounds float, ptr %43, i64 %189
  %191 = select i1 %75, ptr null, ptr %190
  %192 = mul nsw i64 %178, %24
  %193 = getelementptr inbounds float, ptr %44, i64 %192
  %194 = mul nsw i64 %177, %17
  %195 = mul i64 %72, %175
  %196 = icmp slt i64 %194, %184
  br i1 %196, label %197, label %200

197:                                              ; preds = %173
  %198 = add nsw i64 %184, -1
  %199 = icmp slt i64 %195, %181
  br label %203

200:                                              ; preds = %680, %173
  %201 = add i64 %174, 1
  %202 = icmp eq i64 %201, %4
  br i1 %202, label %172, label %173

203:                                              ; preds = %197, %680
  %204 = phi i64 [ %194, %197 ], [ %681, %680 ]
  %205 = sub nsw i64 %184, %204
  %206 = icmp sgt i64 %205, 2
  %207 = trunc i64 %205 to i32
  %208 = select i1 %206, i32 3, i32 %207
  call void @llvm.lifetime.start.p0(ptr nonnull %36)
  br i1 %56, label %494, label %209

209:                                              ; preds = %203
  %210 = sext i32 %208 to i64
  %211 = tail call i64 @llvm.smin.i64(i64 %204, i64 %198)
  %212 = shl nsw i64 %211, 4
  store i64 %212, ptr %36, align 16
  %213 = icmp sgt i32 %208, 0
  %214 = sub nsw i64 %53, %212
  %215 = select i1 %213, i64 %214, i64 0
  %216 = add nsw i64 %204, 1
  %217 = tail call i64 @llvm.smin.i64(i64 %216, i64 %198)
  %218 = shl nsw i64 %217, 4
  store i64 %218, ptr %90, align 8
  %219 = icmp sgt i32 %208, 1
  %220 = sub nsw i64 %53, %218
  %221 = select i1 %219, i64 %220, i64 0
  %222 = add nsw i64 %204, 2
  %223 = tail call i64 @llvm.smin.i64(i64 %222, i64 %198)
  %224 = shl nsw i64 %223, 4
  store i64 %224, ptr %91, align 16
  %225 = icmp sgt i32 %208, 2
  %226 = sub nsw i64 %53, %224
  %227 = select i1 %225, i64 %226, i64 0
  br label %228

228:                                              ; preds = %209, %477
  %229 = phi i64 [ 0, %209 ], [ %478, %477 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %32)
  call void @llvm.lifetime.start.p0(ptr nonnull %33)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %33, i8 0, i64 28, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %32, i8 0, i64 28, i1 false)
  %230 = icmp slt i64 %229, %210
  %231 = getelementptr inbounds nuw i64, ptr %36, i64 %229
  %232 = load i64, ptr %231, align 8
  br i1 %230, label %233, label %240

233:                                              ; preds = %228
  %234 = sub nsw i64 %53, %232
  %235 = tail call i64 @llvm.smin.i64(i64 %234, i64 16)
  %236 = icmp sgt i64 %234, 0
  br i1 %236, label %237, label %240

237:                                              ; preds = %233
  %238 = srem i64 %232, %8
  %239 = sdiv i64 %232, %8
  br label %245

240:                                              ; preds = %421, %228, %233
  br i1 %76, label %241, label %477

241:                                              ; preds = %240
  %242 = getelementptr i64, ptr %34, i64 %229
  %243 = getelementptr i32, ptr %35, i64 %229
  %244 = sub i64 %232, %16
  br label %445

245:                                              ; preds = %237, %421
  %246 = phi i64 [ %251, %421 ], [ 0, %237 ]
  %247 = phi i64 [ 0, %421 ], [ %238, %237 ]
  %248 = phi i64 [ %422, %421 ], [ %239, %237 ]
  %249 = add nsw i64 %246, %8
  %250 = sub nsw i64 %249, %247
  %251 = tail call i64 @llvm.smin.i64(i64 %250, i64 %235)
  br i1 %76, label %252, label %330

252:                                              ; preds = %245
  %253 = sub i64 %248, %15
  %254 = trunc i64 %251 to i32
  %255 = shl nsw i32 -1, %254
  %256 = xor i32 %255, -1
  %257 = trunc i64 %246 to i32
  %258 = shl nsw i32 -1, %257
  %259 = and i32 %258, %256
  br i1 %118, label %328, label %260

260:                                              ; preds = %252
  br i1 %119, label %305, label %261

261:                                              ; preds = %260
  %262 = insertelement <16 x i64> poison, i64 %253, i64 0
  %263 = shufflevector <16 x i64> %262, <16 x i64> poison, <16 x i32> zeroinitializer
  %264 = insertelement <16 x i32> poison, i32 %259, i64 0
  %265 = shufflevector <16 x i32> %264, <16 x i32> poison, <16 x i32> zeroinitializer
  %266 = add <16 x i64> splat (i64 16), %263
  %267 = add <16 x i64> splat (i64 32), %263
  %268 = add <16 x i64> splat (i64 48), %263
  br label %269

269:                                              ; preds = %269, %261
  %270 = phi i64 [ 0, %261 ], [ %300, %269 ]
  %271 = phi <16 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %261 ], [ %301, %269 ]
  %272 = add <16 x i64> %263, %271
  %273 = add <16 x i64> %271, %266
  %274 = add <16 x i64> %271, %267
  %275 = add <16 x i64> %271, %268
  %276 = icmp sgt <16 x i64> %272, splat (i64 -1)
  %277 = icmp sgt <16 x i64> %273, splat (i64 -1)
  %278 = icmp sgt <16 x i64> %274, splat (i64 -1)
  %279 = icmp sgt <16 x i64> %275, splat (i64 -1)
  %280 = icmp slt <16 x i64> %272, %123
  %281 = icmp slt <16 x i64> %273, %123
  %282 = icmp slt <16 x i64> %274, %123
  %283 = icmp slt <16 x i64> %275, %123
  %284 = and <16 x i1> %276, %280
  %285 = and <16 x i1> %277, %281
  %286 = and <16 x i1> %278, %282
  %287 = and <16 x i1> %279, %283
  %288 = getelementptr i32, ptr %32, i64 %270
  %289 = getelementptr i8, ptr %288, i64 64
  %290 = getelementptr i8, ptr %288, i64 128
  %291 = getelementptr i8, ptr %288, i64 192
  %292 = call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 16 %288, <16 x i1> %284, <16 x i32> poison)
  %293 = call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 16 %289, <16 x i1> %285, <16 x i32> poison)
  %294 = call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 16 %290, <16 x i1> %286, <16 x i32> poison)
  %295 = call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 16 %291, <16 x i1> %287, <16 x i32> poison)
  %296 = or <16 x i32> %292, %265
  %297 = or <16 x i32> %293, %265
  %298 = or <16 x i32> %294, %265
  %299 = or <16 x i32> %295, %265
  call void @llvm.masked.store.v16i32.p0(<16 x i32> %296, ptr align 16 %288, <16 x i1> %284)
  call void @llvm.masked.store.v16i32.p0(<16 x i32> %297, ptr align 16 %289, <16 x i1> %285)
  call void @llvm.masked.store.v16i32.p0(<16 x i32> %298, ptr align 16 %290, <16 x i1> %286)
  call void @llvm.masked.store.v16i32.p0(<16 x i32> %299, ptr align 16 %291, <16 x i1> %287)
  %300 = add nuw i64 %270, 64
  %301 = add <16 x i64> %271, splat (i64 64)
  %302 = icmp eq i64 %300, %121
  br i1 %302, label %303, label %269

303:                                              ; preds = %269
  br i1 %124, label %330, label %304

304:                                              ; preds = %303
  br i1 %125, label %328, label %305

305:                                              ; preds = %260, %304
  %306 = phi i64 [ %121, %304 ], [ 0, %260 ]
  %307 = insertelement <8 x i64> poison, i64 %253, i64 0
  %308 = shufflevector <8 x i64> %307, <8 x i64> poison, <8 x i32> zeroinitializer
  %309 = insertelement <8 x i32> poison, i32 %259, i64 0
  %310 = shufflevector <8 x i32> %309, <8 x i32> poison, <8 x i32> zeroinitializer
  %311 = insertelement <8 x i64> poison, i64 %306, i64 0
  %312 = shufflevector <8 x i64> %311, <8 x i64> poison, <8 x i32> zeroinitializer
  %313 = or disjoint <8 x i64> %312, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  br label %314

314:                                              ; preds = %314, %305
  %315 = phi i64 [ %306, %305 ], [ %324, %314 ]
  %316 = phi <8 x i64> [ %313, %305 ], [ %325, %314 ]
  %317 = add <8 x i64> %308, %316
  %318 = icmp sgt <8 x i64> %317, splat (i64 -1)
  %319 = icmp slt <8 x i64> %317, %128
  %320 = and <8 x i1> %318, %319
  %321 = getelementptr i32, ptr %32, i64 %315
  %322 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %321, <8 x i1> %320, <8 x i32> poison)
  %323 = or <8 x i32> %322, %310
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %323, ptr align 16 %321, <8 x i1> %320)
  %324 = add nuw i64 %315, 8
  %325 = add nuw nsw <8 x i64> %316, splat (i64 8)
  %326 = icmp eq i64 %324, %126
  br i1 %326, label %327, label %314

327:                                              ; preds = %314
  br i1 %129, label %330, label %328

328:                                              ; preds = %252, %304, %327
  %329 = phi i64 [ 0, %252 ], [ %121, %304 ], [ %126, %327 ]
  br label %408

330:                                              ; preds = %418, %303, %327, %245
  br i1 %77, label %331, label %421

331:                                              ; preds = %330
  %332 = add nsw i64 %246, %16
  %333 = add nsw i64 %249, %16
  br i1 %130, label %406, label %334

334:                                              ; preds = %331
  br i1 %131, label %369, label %335

335:                                              ; preds = %334
  %336 = insertelement <16 x i64> poison, i64 %332, i64 0
  %337 = shufflevector <16 x i64> %336, <16 x i64> poison, <16 x i32> zeroinitializer
  %338 = insertelement <16 x i64> poison, i64 %333, i64 0
  %339 = shufflevector <16 x i64> %338, <16 x i64> poison, <16 x i32> zeroinitializer
  %340 = insertelement <16 x i64> poison, i64 %247, i64 0
  %341 = shufflevector <16 x i64> %340, <16 x i64> poison, <16 x i32> zeroinitializer
  %342 = insertelement <16 x i64> poison, i64 %246, i64 0
  %343 = shufflevector <16 x i64> %342, <16 x i64> poison, <16 x i32> zeroinitializer
  %344 = insertelement <16 x i64> poison, i64 %251, i64 0
  %345 = shufflevector <16 x i64> %344, <16 x i64> poison, <16 x i32> zeroinitializer
  br label %346

346:                                              ; preds = %346, %335
  %347 = phi i64 [ 0, %335 ], [ %364, %346 ]
  %348 = phi <16 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %335 ], [ %365, %346 ]
  %349 = add <16 x i64> %348, %341
  %350 = sub <16 x i64> %337, %349
  %351 = sub <16 x i64> %339, %349
  %352 = call <16 x i64> @llvm.smax.v16i64(<16 x i64> %350, <16 x i64> %343)
  %353 = call <16 x i64> @llvm.smin.v16i64(<16 x i64> %351, <16 x i64> %345)
  %354 = icmp slt <16 x i64> %352, %353
  %355 = trunc <16 x i64> %353 to <16 x i32>
  %356 = shl nsw <16 x i32> splat (i32 -1), %355
  %357 = xor <16 x i32> %356, splat (i32 -1)
  %358 = trunc <16 x i64> %352 to <16 x i32>
  %359 = shl nsw <16 x i32> splat (i32 -1), %358
  %360 = and <16 x i32> %359, %357
  %361 = getelementptr i32, ptr %33, i64 %347
  %362 = call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 16 %361, <16 x i1> %354, <16 x i32> poison)
  %363 = or <16 x i32> %362, %360
  call void @llvm.masked.store.v16i32.p0(<16 x i32> %363, ptr align 16 %361, <16 x i1> %354)
  %364 = add nuw i64 %347, 16
  %365 = add nuw nsw <16 x i64> %348, splat (i64 16)
  %366 = icmp eq i64 %364, %133
  br i1 %366, label %367, label %346

367:                                              ; preds = %346
  br i1 %134, label %421, label %368

368:                                              ; preds = %367
  br i1 %135, label %406, label %369

369:                                              ; preds = %334, %368
  %370 = phi i64 [ %133, %368 ], [ 0, %334 ]
  %371 = insertelement <4 x i64> poison, i64 %332, i64 0
  %372 = shufflevector <4 x i64> %371, <4 x i64> poison, <4 x i32> zeroinitializer
  %373 = insertelement <4 x i64> poison, i64 %333, i64 0
  %374 = shufflevector <4 x i64> %373, <4 x i64> poison, <4 x i32> zeroinitializer
  %375 = insertelement <4 x i64> poison, i64 %247, i64 0
  %376 = shufflevector <4 x i64> %375, <4 x i64> poison, <4 x i32> zeroinitializer
  %377 = insertelement <4 x i64> poison, i64 %246, i64 0
  %378 = shufflevector <4 x i64> %377, <4 x i64> poison, <4 x i32> zeroinitializer
  %379 = insertelement <4 x i64> poison, i64 %251, i64 0
  %380 = shufflevector <4 x i64> %379, <4 x i64> poison, <4 x i32> zeroinitializer
  %381 = insertelement <4 x i64> poison, i64 %370, i64 0
  %382 = shufflevector <4 x i64> %381, <4 x i64> poison, <4 x i32> zeroinitializer
  %383 = or disjoint <4 x i64> %382, <i64 0, i64 1, i64 2, i64 3>
  br label %384

384:                                              ; preds = %384, %369
  %385 = phi i64 [ %370, %369 ], [ %402, %384 ]
  %386 = phi <4 x i64> [ %383, %369 ], [ %403, %384 ]
  %387 = add <4 x i64> %386, %376
  %388 = sub <4 x i64> %372, %387
  %389 = sub <4 x i64> %374, %387
  %390 = call <4 x i64> @llvm.smax.v4i64(<4 x i64> %388, <4 x i64> %378)
  %391 = call <4 x i64> @llvm.smin.v4i64(<4 x i64> %389, <4 x i64> %380)
  %392 = icmp slt <4 x i64> %390, %391
  %393 = trunc <4 x i64> %391 to <4 x i32>
  %394 = shl nsw <4 x i32> splat (i32 -1), %393
  %395 = xor <4 x i32> %394, splat (i32 -1)
  %396 = trunc <4 x i64> %390 to <4 x i32>
  %397 = shl nsw <4 x i32> splat (i32 -1), %396
  %398 = and <4 x i32> %397, %395
  %399 = getelementptr i32, ptr %33, i64 %385
  %400 = call <4 x i32> @llvm.masked.load.v4i32.p0(ptr align 16 %399, <4 x i1> %392, <4 x i32> poison)
  %401 = or <4 x i32> %400, %398
  call void @llvm.masked.store.v4i32.p0(<4 x i32> %401, ptr align 16 %399, <4 x i1> %392)
  %402 = add nuw i64 %385, 4
  %403 = add nuw nsw <4 x i64> %386, splat (i64 4)
  %404 = icmp eq i64 %402, %136
  br i1 %404, label %405, label %384

405:                                              ; preds = %384
  br i1 %137, label %421, label %406

406:                                              ; preds = %331, %368, %405
  %407 = phi i64 [ 0, %331 ], [ %133, %368 ], [ %136, %405 ]
  br label %424

408:                                              ; preds = %328, %418
  %409 = phi i64 [ %419, %418 ], [ %329, %328 ]
  %410 = add i64 %253, %409
  %411 = icmp sgt i64 %410, -1
  %412 = icmp slt i64 %410, %7
  %413 = and i1 %411, %412
  br i1 %413, label %414, label %418

414:                                              ; preds = %408
  %415 = getelementptr inbounds nuw i32, ptr %32, i64 %409
  %416 = load i32, ptr %415, align 4
  %417 = or i32 %416, %259
  store i32 %417, ptr %415, align 4
  br label %418

418:                                              ; preds = %414, %408
  %419 = add nuw nsw i64 %409, 1
  %420 = icmp eq i64 %419, %11
  br i1 %420, label %330, label %408

421:                                              ; preds = %442, %367, %405, %330
  %422 = add nsw i64 %248, 1
  %423 = icmp slt i64 %250, %235
  br i1 %423, label %245, label %240

424:                                              ; preds = %406, %442
  %425 = phi i64 [ %443, %442 ], [ %407, %406 ]
  %426 = add i64 %425, %247
  %427 = sub i64 %332, %426
  %428 = sub i64 %333, %426
  %429 = tail call i64 @llvm.smax.i64(i64 %427, i64 %246)
  %430 = tail call i64 @llvm.smin.i64(i64 %428, i64 %251)
  %431 = icmp slt i64 %429, %430
  br i1 %431, label %432, label %442

432:                                              ; preds = %424
  %433 = trunc i64 %430 to i32
  %434 = shl nsw i32 -1, %433
  %435 = xor i32 %434, -1
  %436 = trunc i64 %429 to i32
  %437 = shl nsw i32 -1, %436
  %438 = and i32 %437, %435
  %439 = getelementptr inbounds nuw i32, ptr %33, i64 %425
  %440 = load i32, ptr %439, align 4
  %441 = or i32 %440, %438
  store i32 %441, ptr %439, align 4
  br label %442

442:                                              ; preds = %432, %424
  %443 = add nuw nsw i64 %425, 1
  %444 = icmp eq i64 %443, %12
  br i1 %444, label %421, label %424

445:                                              ; preds = %241, %480
  %446 = phi i64 [ 0, %241 ], [ %481, %480 ]
  br i1 %77, label %447, label %480

447:                                              ; preds = %445
  %448 = sub nsw i64 %446, %15
  %449 = mul nsw i64 %448, %8
  %450 = add i64 %244, %449
  %451 = mul nuw nsw i64 %446, %12
  %452 = getelementptr inbounds nuw i32, ptr %32, i64 %446
  %453 = load i32, ptr %452, align 4
  br i1 %138, label %475, label %454

454:                                              ; preds = %447
  %455 = insertelement <8 x i64> poison, i64 %450, i64 0
  %456 = shufflevector <8 x i64> %455, <8 x i64> poison, <8 x i32> zeroinitializer
  %457 = insertelement <8 x i64> poison, i64 %451, i64 0
  %458 = shufflevector <8 x i64> %457, <8 x i64> poison, <8 x i32> zeroinitializer
  %459 = insertelement <8 x i32> poison, i32 %453, i64 0
  %460 = shufflevector <8 x i32> %459, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %461

461:                                              ; preds = %461, %454
  %462 = phi i64 [ 0, %454 ], [ %471, %461 ]
  %463 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %454 ], [ %472, %461 ]
  %464 = add <8 x i64> %456, %463
  %465 = add nuw nsw <8 x i64> %463, %458
  %466 = getelementptr [3 x i64], ptr %242, <8 x i64> %465
  call void @llvm.masked.scatter.v8i64.v8p0(<8 x i64> %464, <8 x ptr> align 8 %466, <8 x i1> splat (i1 true))
  %467 = getelementptr inbounds nuw i32, ptr %33, i64 %462
  %468 = load <8 x i32>, ptr %467, align 16
  %469 = and <8 x i32> %468, %460
  %470 = getelementptr [3 x i32], ptr %243, <8 x i64> %465
  call void @llvm.masked.scatter.v8i32.v8p0(<8 x i32> %469, <8 x ptr> align 4 %470, <8 x i1> splat (i1 true))
  %471 = add nuw i64 %462, 8
  %472 = add nuw nsw <8 x i64> %463, splat (i64 8)
  %473 = icmp eq i64 %471, %139
  br i1 %473, label %474, label %461

474:                                              ; preds = %461
  br i1 %140, label %480, label %475

475:                                              ; preds = %447, %474
  %476 = phi i64 [ 0, %447 ], [ %139, %474 ]
  br label %483

477:                                              ; preds = %480, %240
  call void @llvm.lifetime.end.p0(ptr nonnull %33)
  call void @llvm.lifetime.end.p0(ptr nonnull %32)
  %478 = add nuw nsw i64 %229, 1
  %479 = icmp eq i64 %478, 3
  br i1 %479, label %648, label %228

480:                                              ; preds = %483, %474, %445
  %481 = add nuw nsw i64 %446, 1
  %482 = icmp eq i64 %481, %11
  br i1 %482, label %477, label %445

483:                                              ; preds = %475, %483
  %484 = phi i64 [ %492, %483 ], [ %476, %475 ]
  %485 = add i64 %450, %484
  %486 = add nuw nsw i64 %484, %451
  %487 = getelementptr [3 x i64], ptr %242, i64 %486
  store i64 %485, ptr %487, align 8
  %488 = getelementptr inbounds nuw i32, ptr %33, i64 %484
  %489 = load i32, ptr %488, align 4
  %490 = and i32 %489, %453
  %491 = getelementptr [3 x i32], ptr %243, i64 %486
  store i32 %490, ptr %491, align 4
  %492 = add nuw nsw i64 %484, 1
  %493 = icmp eq i64 %492, %12
  br i1 %493, label %480, label %483

494:                                              ; preds = %203
  call void @llvm.lifetime.start.p0(ptr nonnull %37)
  call void @llvm.lifetime.start.p0(ptr nonnull %38)
  %495 = tail call i64 @llvm.smin.i64(i64 %204, i64 %198)
  %496 = sdiv i64 %495, %55
  store i64 %496, ptr %37, align 16
  %497 = srem i64 %495, %55
  %498 = shl nsw i64 %497, 4
  store i64 %498, ptr %38, align 16
  %499 = mul nsw i64 %496, %10
  %500 = add nsw i64 %498, %499
  store i64 %500, ptr %36, align 16
  %501 = icmp sgt i32 %208, 0
  %502 = sub nsw i64 %10, %498
  %503 = select i1 %501, i64 %502, i64 0
  %504 = add nsw i64 %204, 1
  %505 = tail call i64 @llvm.smin.i64(i64 %504, i64 %198)
  %506 = sdiv i64 %505, %55
  store i64 %506, ptr %92, align 8
  %507 = srem i64 %505, %55
  %508 = shl nsw i64 %507, 4
  store i64 %508, ptr %93, align 8
  %509 = mul nsw i64 %506, %10
  %510 = add nsw i64 %508, %509
  store i64 %510, ptr %94, align 8
  %511 = icmp sgt i32 %208, 1
  %512 = sub nsw i64 %10, %508
  %513 = select i1 %511, i64 %512, i64 0
  %514 = add nsw i64 %204, 2
  %515 = tail call i64 @llvm.smin.i64(i64 %514, i64 %198)
  %516 = sdiv i64 %515, %55
  store i64 %516, ptr %95, align 16
  %517 = srem i64 %515, %55
  %518 = shl nsw i64 %517, 4
  store i64 %518, ptr %96, align 16
  %519 = mul nsw i64 %516, %10
  %520 = add nsw i64 %518, %519
  %521 = icmp sgt i32 %208, 2
  %522 = sub nsw i64 %10, %518
  %523 = select i1 %521, i64 %522, i64 0
  br i1 %76, label %524, label %647

524:                                              ; preds = %494
  %525 = sext i32 %208 to i64
  %526 = icmp slt i32 %208, 3
  %527 = icmp sgt i32 %208, 0
  %528 = shl nsw i64 %525, 3
  %529 = sub i32 2, %208
  %530 = zext i32 %529 to i64
  %531 = shl nuw nsw i64 %530, 3
  %532 = add nuw nsw i64 %531, 8
  %533 = shl nsw i64 %525, 2
  %534 = shl nuw nsw i64 %530, 2
  %535 = add nuw nsw i64 %534, 4
  %536 = getelementptr i8, ptr %34, i64 %528
  %537 = getelementptr i8, ptr %35, i64 %533
  %538 = zext i32 %208 to i64
  %539 = icmp ult i32 %208, 8
  %540 = and i64 %538, 4294967288
  %541 = icmp eq i64 %540, %538
  br label %542

542:                                              ; preds = %524, %553
  %543 = phi i64 [ 0, %524 ], [ %554, %553 ]
  br i1 %77, label %544, label %553

544:                                              ; preds = %542
  %545 = mul i64 %88, %543
  %546 = mul i64 %89, %543
  %547 = mul nuw nsw i64 %543, %12
  %548 = sub i64 %543, %15
  %549 = getelementptr i8, ptr %536, i64 %545
  %550 = getelementptr i8, ptr %537, i64 %546
  %551 = insertelement <8 x i64> poison, i64 %548, i64 0
  %552 = shufflevector <8 x i64> %551, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %556

553:                                              ; preds = %609, %542
  %554 = add nuw nsw i64 %543, 1
  %555 = icmp eq i64 %554, %11
  br i1 %555, label %647, label %542

556:                                              ; preds = %544, %609
  %557 = phi i64 [ 0, %544 ], [ %610, %609 ]
  %558 = add nuw nsw i64 %557, %547
  br i1 %526, label %559, label %564

559:                                              ; preds = %556
  %560 = mul i64 %557, 24
  %561 = getelementptr i8, ptr %549, i64 %560
  %562 = mul i64 %557, 12
  %563 = getelementptr i8, ptr %550, i64 %562
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1) %561, i8 0, i64 %532, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %563, i8 0, i64 %535, i1 false)
  br i1 %527, label %564, label %609

564:                                              ; preds = %556, %559
  %565 = sub i64 %557, %16
  %566 = getelementptr inbounds nuw [3 x i64], ptr %34, i64 %558
  %567 = getelementptr inbounds nuw [3 x i32], ptr %35, i64 %558
  br i1 %539, label %607, label %568

568:                                              ; preds = %564
  %569 = insertelement <8 x i64> poison, i64 %565, i64 0
  %570 = shufflevector <8 x i64> %569, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %571

571:                                              ; preds = %571, %568
  %572 = phi i64 [ 0, %568 ], [ %604, %571 ]
  %573 = getelementptr inbounds nuw i64, ptr %37, i64 %572
  %574 = load <8 x i64>, ptr %573, align 16
  %575 = mul nsw <8 x i64> %574, %142
  %576 = add <8 x i64> %552, %575
  %577 = getelementptr inbounds nuw i64, ptr %38, i64 %572
  %578 = load <8 x i64>, ptr %577, align 16
  %579 = sub nsw <8 x i64> %144, %578
  %580 = icmp sgt <8 x i64> %576, splat (i64 -1)
  %581 = icmp slt <8 x i64> %576, %146
  %582 = and <8 x i1> %580, %581
  %583 = add <8 x i64> %570, %578
  %584 = icmp slt <8 x i64> %583, zeroinitializer
  %585 = sub nsw <8 x i64> zeroinitializer, %583
  %586 = select <8 x i1> %584, <8 x i64> %585, <8 x i64> zeroinitializer
  %587 = sub nsw <8 x i64> %148, %583
  %588 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %587, <8 x i64> %579)
  %589 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %588, <8 x i64> splat (i64 16))
  %590 = icmp sgt <8 x i64> %589, %586
  %591 = select <8 x i1> %582, <8 x i1> %590, <8 x i1> zeroinitializer
  %592 = select <8 x i1> %582, <8 x i64> %576, <8 x i64> zeroinitializer
  %593 = mul nsw <8 x i64> %592, %148
  %594 = add nsw <8 x i64> %593, %583
  %595 = getelementptr inbounds nuw i64, ptr %566, i64 %572
  store <8 x i64> %594, ptr %595, align 8
  %596 = trunc <8 x i64> %589 to <8 x i32>
  %597 = shl nsw <8 x i32> splat (i32 -1), %596
  %598 = xor <8 x i32> %597, splat (i32 -1)
  %599 = trunc <8 x i64> %586 to <8 x i32>
  %600 = shl nsw <8 x i32> splat (i32 -1), %599
  %601 = and <8 x i32> %600, %598
  %602 = select <8 x i1> %591, <8 x i32> %601, <8 x i32> zeroinitializer
  %603 = getelementptr inbounds nuw i32, ptr %567, i64 %572
  store <8 x i32> %602, ptr %603, align 4
  %604 = add nuw i64 %572, 8
  %605 = icmp eq i64 %604, %540
  br i1 %605, label %606, label %571

606:                                              ; preds = %571
  br i1 %541, label %609, label %607

607:                                              ; preds = %564, %606
  %608 = phi i64 [ 0, %564 ], [ %540, %606 ]
  br label %612

609:                                              ; preds = %612, %606, %559
  %610 = add nuw nsw i64 %557, 1
  %611 = icmp eq i64 %610, %12
  br i1 %611, label %553, label %556

612:                                              ; preds = %607, %612
  %613 = phi i64 [ %645, %612 ], [ %608, %607 ]
  %614 = getelementptr inbounds nuw i64, ptr %37, i64 %613
  %615 = load i64, ptr %614, align 8
  %616 = mul nsw i64 %615, %13
  %617 = add i64 %548, %616
  %618 = getelementptr inbounds nuw i64, ptr %38, i64 %613
  %619 = load i64, ptr %618, align 8
  %620 = sub nsw i64 %10, %619
  %621 = icmp sgt i64 %617, -1
  %622 = icmp slt i64 %617, %7
  %623 = and i1 %621, %622
  %624 = add i64 %565, %619
  %625 = icmp slt i64 %624, 0
  %626 = sub nsw i64 0, %624
  %627 = select i1 %625, i64 %626, i64 0
  %628 = sub nsw i64 %8, %624
  %629 = tail call i64 @llvm.smin.i64(i64 %628, i64 %620)
  %630 = tail call i64 @llvm.smin.i64(i64 %629, i64 16)
  %631 = icmp sgt i64 %630, %627
  %632 = select i1 %623, i1 %631, i1 false
  %633 = select i1 %623, i64 %617, i64 0
  %634 = mul nsw i64 %633, %8
  %635 = add nsw i64 %634, %624
  %636 = getelementptr inbounds nuw i64, ptr %566, i64 %613
  store i64 %635, ptr %636, align 8
  %637 = trunc i64 %630 to i32
  %638 = shl nsw i32 -1, %637
  %639 = xor i32 %638, -1
  %640 = trunc i64 %627 to i32
  %641 = shl nsw i32 -1, %640
  %642 = and i32 %641, %639
  %643 = select i1 %632, i32 %642, i32 0
  %644 = getelementptr inbounds nuw i32, ptr %567, i64 %613
  store i32 %643, ptr %644, align 4
  %645 = add nuw nsw i64 %613, 1
  %646 = icmp eq i64 %645, %538
  br i1 %646, label %609, label %612

647:                                              ; preds = %553, %494
  call void @llvm.lifetime.end.p0(ptr nonnull %38)
  call void @llvm.lifetime.end.p0(ptr nonnull %37)
  br label %648

648:                                              ; preds = %477, %647
  %649 = phi i64 [ %523, %647 ], [ %227, %477 ]
  %650 = phi i64 [ %513, %647 ], [ %221, %477 ]
  %651 = phi i64 [ %503, %647 ], [ %215, %477 ]
  %652 = phi i64 [ %520, %647 ], [ %224, %477 ]
  %653 = phi i64 [ %510, %647 ], [ %218, %477 ]
  %654 = phi i64 [ %500, %647 ], [ %212, %477 ]
  br i1 %199, label %655, label %680

655:                                              ; preds = %648
  %656 = icmp sgt i64 %651, 15
  %657 = trunc i64 %651 to i32
  %658 = shl nsw i32 -1, %657
  %659 = trunc i32 %658 to i16
  %660 = xor i16 %659, -1
  %661 = select i1 %656, i16 -1, i16 %660
  %662 = icmp sgt i64 %650, 15
  %663 = trunc i64 %650 to i32
  %664 = shl nsw i32 -1, %663
  %665 = trunc i32 %664 to i16
  %666 = xor i16 %665, -1
  %667 = select i1 %662, i16 -1, i16 %666
  %668 = icmp sgt i64 %649, 15
  %669 = trunc i64 %649 to i32
  %670 = shl nsw i32 -1, %669
  %671 = trunc i32 %670 to i16
  %672 = xor i16 %671, -1
  %673 = select i1 %668, i16 -1, i16 %672
  %674 = bitcast i16 %661 to <16 x i1>
  %675 = bitcast i16 %667 to <16 x i1>
  %676 = bitcast i16 %673 to <16 x i1>
  %677 = bitcast i16 %661 to <16 x i1>
  %678 = bitcast i16 %667 to <16 x i1>
  %679 = bitcast i16 %673 to <16 x i1>
  br label %683

680:                                              ; preds = %1333, %648
  call void @llvm.lifetime.end.p0(ptr nonnull %36)
  %681 = add nsw i64 %204, 3
  %682 = icmp slt i64 %681, %184
  br i1 %682, label %203, label %200

683:                                              ; preds = %655, %1333
  %684 = phi i64 [ %1334, %1333 ], [ %195, %655 ]
  %685 = sub nsw i64 %181, %684
  %686 = icmp sgt i64 %685, 7
  %687 = select i1 %686, i64 %684, i64 %78
  %688 = getelementptr inbounds float, ptr %41, i64 %687
  br i1 %81, label %697, label %689

689:                                              ; preds = %683
  %690 = load float, ptr %688, align 4
  %691 = insertelement <16 x float> poison, float %690, i64 0
  %692 = shufflevector <16 x float> %691, <16 x float> poison, <16 x i32> zeroinitializer
  %693 = insertelement <16 x float> poison, float %690, i64 0
  %694 = shufflevector <16 x float> %693, <16 x float> poison, <16 x i32> zeroinitializer
  %695 = insertelement <16 x float> poison, float %690, i64 0
  %696 = shufflevector <16 x float> %695, <16 x float> poison, <16 x i32> zeroinitializer
  br label %706

697:                                              ; preds = %683
  %698 = mul nsw i64 %687, %53
  %699 = getelementptr inbounds float, ptr %188, i64 %698
  %700 = getelementptr inbounds float, ptr %699, i64 %654
  %701 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %700, <16 x i1> %674, <16 x float> zeroinitializer)
  %702 = getelementptr inbounds float, ptr %699, i64 %653
  %703 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %702, <16 x i1> %675, <16 x float> zeroinitializer)
  %704 = getelementptr inbounds float, ptr %699, i64 %652
  %705 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %704, <16 x i1> %676, <16 x float> zeroinitializer)
  br label %706

706:                                              ; preds = %697, %689
  %707 = phi <16 x float> [ %703, %697 ], [ %694, %689 ]
  %708 = phi <16 x float> [ %701, %697 ], [ %692, %689 ]
  %709 = phi <16 x float> [ %705, %697 ], [ %696, %689 ]
  br i1 %81, label %719, label %710

710:                                              ; preds = %706
  %711 = getelementptr inbounds nuw i8, ptr %688, i64 4
  %712 = load float, ptr %711, align 4
  %713 = insertelement <16 x float> poison, float %712, i64 0
  %714 = shufflevector <16 x float> %713, <16 x float> poison, <16 x i32> zeroinitializer
  %715 = insertelement <16 x float> poison, float %712, i64 0
  %716 = shufflevector <16 x float> %715, <16 x float> poison, <16 x i32> zeroinitializer
  %717 = insertelement <16 x float> poison, float %712, i64 0
  %718 = shufflevector <16 x float> %717, <16 x float> poison, <16 x i32> zeroinitializer
  br label %729

719:                                              ; preds = %706
  %720 = add nsw i64 %687, 1
  %721 = mul nsw i64 %720, %53
  %722 = getelementptr inbounds float, ptr %188, i64 %721
  %723 = getelementptr inbounds float, ptr %722, i64 %654
  %724 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %723, <16 x i1> %674, <16 x float> zeroinitializer)
  %725 = getelementptr inbounds float, ptr %722, i64 %653
  %726 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %725, <16 x i1> %675, <16 x float> zeroinitializer)
  %727 = getelementptr inbounds float, ptr %722, i64 %652
  %728 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %727, <16 x i1> %676, <16 x float> zeroinitializer)
  br label %729

729:                                              ; preds = %719, %710
  %730 = phi <16 x float> [ %726, %719 ], [ %716, %710 ]
  %731 = phi <16 x float> [ %724, %719 ], [ %714, %710 ]
  %732 = phi <16 x float> [ %728, %719 ], [ %718, %710 ]
  br i1 %81, label %742, label %733

733:                                              ; preds = %729
  %734 = getelementptr inbounds nuw i8, ptr %688, i64 8
  %735 = load float, ptr %734, align 4
  %736 = insertelement <16 x float> poison, float %735, i64 0
  %737 = shufflevector <16 x float> %736, <16 x float> poison, <16 x i32> zeroinitializer
  %738 = insertelement <16 x float> poison, float %735, i64 0
  %739 = shufflevector <16 x float> %738, <16 x float> poison, <16 x i32> zeroinitializer
  %740 = insertelement <16 x float> poison, float %735, i64 0
  %741 = shufflevector <16 x float> %740, <16 x float> poison, <16 x i32> zeroinitializer
  br label %752

742:                                              ; preds = %729
  %743 = add nsw i64 %687, 2
  %744 = mul nsw i64 %743, %53
  %745 = getelementptr inbounds float, ptr %188, i64 %744
  %746 = getelementptr inbounds float, ptr %745, i64 %654
  %747 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %746, <16 x i1> %674, <16 x float> zeroinitializer)
  %748 = getelementptr inbounds float, ptr %745, i64 %653
  %749 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %748, <16 x i1> %675, <16 x float> zeroinitializer)
  %750 = getelementptr inbounds float, ptr %745, i64 %652
  %751 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %750, <16 x i1> %676, <16 x float> zeroinitializer)
  br label %752

752:                                              ; preds = %742, %733
  %753 = phi <16 x float> [ %749, %742 ], [ %739, %733 ]
  %754 = phi <16 x float> [ %747, %742 ], [ %737, %733 ]
  %755 = phi <16 x float> [ %751, %742 ], [ %741, %733 ]
  br i1 %81, label %765, label %756

756:                                              ; preds = %752
  %757 = getelementptr inbounds nuw i8, ptr %688, i64 12
  %758 = load float, ptr %757, align 4
  %759 = insertelement <16 x float> poison, float %758, i64 0
  %760 = shufflevector <16 x float> %759, <16 x float> poison, <16 x i32> zeroinitializer
  %761 = insertelement <16 x float> poison, float %758, i64 0
  %762 = shufflevector <16 x float> %761, <16 x float> poison, <16 x i32> zeroinitializer
  %763 = insertelement <16 x float> poison, float %758, i64 0
  %764 = shufflevector <16 x float> %763, <16 x float> poison, <16 x i32> zeroinitializer
  br label %775

765:                                              ; preds = %752
  %766 = add nsw i64 %687, 3
  %767 = mul nsw i64 %766, %53
  %768 = getelementptr inbounds float, ptr %188, i64 %767
  %769 = getelementptr inbounds float, ptr %768, i64 %654
  %770 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %769, <16 x i1> %674, <16 x float> zeroinitializer)
  %771 = getelementptr inbounds float, ptr %768, i64 %653
  %772 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %771, <16 x i1> %675, <16 x float> zeroinitializer)
  %773 = getelementptr inbounds float, ptr %768, i64 %652
  %774 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %773, <16 x i1> %676, <16 x float> zeroinitializer)
  br label %775

775:                                              ; preds = %765, %756
  %776 = phi <16 x float> [ %772, %765 ], [ %762, %756 ]
  %777 = phi <16 x float> [ %770, %765 ], [ %760, %756 ]
  %778 = phi <16 x float> [ %774, %765 ], [ %764, %756 ]
  br i1 %81, label %788, label %779

779:                                              ; preds = %775
  %780 = getelementptr inbounds nuw i8, ptr %688, i64 16
  %781 = load float, ptr %780, align 4
  %782 = insertelement <16 x float> poison, float %781, i64 0
  %783 = shufflevector <16 x float> %782, <16 x float> poison, <16 x i32> zeroinitializer
  %784 = insertelement <16 x float> poison, float %781, i64 0
  %785 = shufflevector <16 x float> %784, <16 x float> poison, <16 x i32> zeroinitializer
  %786 = insertelement <16 x float> poison, float %781, i64 0
  %787 = shufflevector <16 x float> %786, <16 x float> poison, <16 x i32> zeroinitializer
  br label %798

788:                                              ; preds = %775
  %789 = add nsw i64 %687, 4
  %790 = mul nsw i64 %789, %53
  %791 = getelementptr inbounds float, ptr %188, i64 %790
  %792 = getelementptr inbounds float, ptr %791, i64 %654
  %793 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %792, <16 x i1> %674, <16 x float> zeroinitializer)
  %794 = getelementptr inbounds float, ptr %791, i64 %653
  %795 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %794, <16 x i1> %675, <16 x float> zeroinitializer)
  %796 = getelementptr inbounds float, ptr %791, i64 %652
  %797 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %796, <16 x i1> %676, <16 x float> zeroinitializer)
  br label %798

798:                                              ; preds = %788, %779
  %799 = phi <16 x float> [ %795, %788 ], [ %785, %779 ]
  %800 = phi <16 x float> [ %793, %788 ], [ %783, %779 ]
  %801 = phi <16 x float> [ %797, %788 ], [ %787, %779 ]
  br i1 %81, label %811, label %802

802:                                              ; preds = %798
  %803 = getelementptr inbounds nuw i8, ptr %688, i64 20
  %804 = load float, ptr %803, align 4
  %805 = insertelement <16 x float> poison, float %804, i64 0
  %806 = shufflevector <16 x float> %805, <16 x float> poison, <16 x i32> zeroinitializer
  %807 = insertelement <16 x float> poison, float %804, i64 0
  %808 = shufflevector <16 x float> %807, <16 x float> poison, <16 x i32> zeroinitializer
  %809 = insertelement <16 x float> poison, float %804, i64 0
  %810 = shufflevector <16 x float> %809, <16 x float> poison, <16 x i32> zeroinitializer
  br label %821

811:                                              ; preds = %798
  %812 = add nsw i64 %687, 5
  %813 = mul nsw i64 %812, %53
  %814 = getelementptr inbounds float, ptr %188, i64 %813
  %815 = getelementptr inbounds float, ptr %814, i64 %654
  %816 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %815, <16 x i1> %674, <16 x float> zeroinitializer)
  %817 = getelementptr inbounds float, ptr %814, i64 %653
  %818 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %817, <16 x i1> %675, <16 x float> zeroinitializer)
  %819 = getelementptr inbounds float, ptr %814, i64 %652
  %820 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %819, <16 x i1> %676, <16 x float> zeroinitializer)
  br label %821

821:                                              ; preds = %811, %802
  %822 = phi <16 x float> [ %818, %811 ], [ %808, %802 ]
  %823 = phi <16 x float> [ %816, %811 ], [ %806, %802 ]
  %824 = phi <16 x float> [ %820, %811 ], [ %810, %802 ]
  br i1 %81, label %834, label %825

825:                                              ; preds = %821
  %826 = getelementptr inbounds nuw i8, ptr %688, i64 24
  %827 = load float, ptr %826, align 4
  %828 = insertelement <16 x float> poison, float %827, i64 0
  %829 = shufflevector <16 x float> %828, <16 x float> poison, <16 x i32> zeroinitializer
  %830 = insertelement <16 x float> poison, float %827, i64 0
  %831 = shufflevector <16 x float> %830, <16 x float> poison, <16 x i32> zeroinitializer
  %832 = insertelement <16 x float> poison, float %827, i64 0
  %833 = shufflevector <16 x float> %832, <16 x float> poison, <16 x i32> zeroinitializer
  br label %844

834:                                              ; preds = %821
  %835 = add nsw i64 %687, 6
  %836 = mul nsw i64 %835, %53
  %837 = getelementptr inbounds float, ptr %188, i64 %836
  %838 = getelementptr inbounds float, ptr %837, i64 %654
  %839 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %838, <16 x i1> %674, <16 x float> zeroinitializer)
  %840 = getelementptr inbounds float, ptr %837, i64 %653
  %841 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %840, <16 x i1> %675, <16 x float> zeroinitializer)
  %842 = getelementptr inbounds float, ptr %837, i64 %652
  %843 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %842, <16 x i1> %676, <16 x float> zeroinitializer)
  br label %844

844:                                              ; preds = %834, %825
  %845 = phi <16 x float> [ %841, %834 ], [ %831, %825 ]
  %846 = phi <16 x float> [ %839, %834 ], [ %829, %825 ]
  %847 = phi <16 x float> [ %843, %834 ], [ %833, %825 ]
  br i1 %81, label %857, label %848

848:                                              ; preds = %844
  %849 = getelementptr inbounds nuw i8, ptr %688, i64 28
  %850 = load float, ptr %849, align 4
  %851 = insertelement <16 x float> poison, float %850, i64 0
  %852 = shufflevector <16 x float> %851, <16 x float> poison, <16 x i32> zeroinitializer
  %853 = insertelement <16 x float> poison, float %850, i64 0
  %854 = shufflevector <16 x float> %853, <16 x float> poison, <16 x i32> zeroinitializer
  %855 = insertelement <16 x float> poison, float %850, i64 0
  %856 = shufflevector <16 x float> %855, <16 x float> poison, <16 x i32> zeroinitializer
  br label %867

857:                                              ; preds = %844
  %858 = add nsw i64 %687, 7
  %859 = mul nsw i64 %858, %53
  %860 = getelementptr inbounds float, ptr %188, i64 %859
  %861 = getelementptr inbounds float, ptr %860, i64 %654
  %862 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %861, <16 x i1> %674, <16 x float> zeroinitializer)
  %863 = getelementptr inbounds float, ptr %860, i64 %653
  %864 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %863, <16 x i1> %675, <16 x float> zeroinitializer)
  %865 = getelementptr inbounds float, ptr %860, i64 %652
  %866 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %865, <16 x i1> %676, <16 x float> zeroinitializer)
  br label %867

867:                                              ; preds = %857, %848
  %868 = phi <16 x float> [ %864, %857 ], [ %854, %848 ]
  %869 = phi <16 x float> [ %862, %857 ], [ %852, %848 ]
  %870 = phi <16 x float> [ %866, %857 ], [ %856, %848 ]
  %871 = sub nsw i64 %684, %687
  %872 = mul i64 %82, %687
  %873 = getelementptr inbounds float, ptr %40, i64 %872
  br i1 %83, label %926, label %901

874:                                              ; preds = %1013, %926
  %875 = phi <16 x float> [ %927, %926 ], [ %1014, %1013 ]
  %876 = phi <16 x float> [ %928, %926 ], [ %1015, %1013 ]
  %877 = phi <16 x float> [ %929, %926 ], [ %1016, %1013 ]
  %878 = phi <16 x float> [ %930, %926 ], [ %1017, %1013 ]
  %879 = phi <16 x float> [ %931, %926 ], [ %1018, %1013 ]
  %880 = phi <16 x float> [ %932, %926 ], [ %1019, %1013 ]
  %881 = phi <16 x float> [ %933, %926 ], [ %1020, %1013 ]
  %882 = phi <16 x float> [ %934, %926 ], [ %1021, %1013 ]
  %883 = phi <16 x float> [ %935, %926 ], [ %1022, %1013 ]
  %884 = phi <16 x float> [ %936, %926 ], [ %1023, %1013 ]
  %885 = phi <16 x float> [ %937, %926 ], [ %1024, %1013 ]
  %886 = phi <16 x float> [ %938, %926 ], [ %1025, %1013 ]
  %887 = phi <16 x float> [ %939, %926 ], [ %1026, %1013 ]
  %888 = phi <16 x float> [ %940, %926 ], [ %1027, %1013 ]
  %889 = phi <16 x float> [ %941, %926 ], [ %1028, %1013 ]
  %890 = phi <16 x float> [ %942, %926 ], [ %1029, %1013 ]
  %891 = phi <16 x float> [ %943, %926 ], [ %1030, %1013 ]
  %892 = phi <16 x float> [ %944, %926 ], [ %1031, %1013 ]
  %893 = phi <16 x float> [ %945, %926 ], [ %1032, %1013 ]
  %894 = phi <16 x float> [ %946, %926 ], [ %1033, %1013 ]
  %895 = phi <16 x float> [ %947, %926 ], [ %1034, %1013 ]
  %896 = phi <16 x float> [ %948, %926 ], [ %1035, %1013 ]
  %897 = phi <16 x float> [ %949, %926 ], [ %1036, %1013 ]
  %898 = phi <16 x float> [ %950, %926 ], [ %1037, %1013 ]
  %899 = icmp slt i64 %955, %5
  %900 = add i64 %951, -16
  br i1 %899, label %926, label %901

901:                                              ; preds = %874, %867
  %902 = phi <16 x float> [ %870, %867 ], [ %875, %874 ]
  %903 = phi <16 x float> [ %868, %867 ], [ %876, %874 ]
  %904 = phi <16 x float> [ %869, %867 ], [ %877, %874 ]
  %905 = phi <16 x float> [ %847, %867 ], [ %878, %874 ]
  %906 = phi <16 x float> [ %845, %867 ], [ %879, %874 ]
  %907 = phi <16 x float> [ %846, %867 ], [ %880, %874 ]
  %908 = phi <16 x float> [ %824, %867 ], [ %881, %874 ]
  %909 = phi <16 x float> [ %822, %867 ], [ %882, %874 ]
  %910 = phi <16 x float> [ %823, %867 ], [ %883, %874 ]
  %911 = phi <16 x float> [ %801, %867 ], [ %890, %874 ]
  %912 = phi <16 x float> [ %799, %867 ], [ %891, %874 ]
  %913 = phi <16 x float> [ %800, %867 ], [ %892, %874 ]
  %914 = phi <16 x float> [ %778, %867 ], [ %893, %874 ]
  %915 = phi <16 x float> [ %776, %867 ], [ %894, %874 ]
  %916 = phi <16 x float> [ %777, %867 ], [ %895, %874 ]
  %917 = phi <16 x float> [ %755, %867 ], [ %896, %874 ]
  %918 = phi <16 x float> [ %753, %867 ], [ %897, %874 ]
  %919 = phi <16 x float> [ %754, %867 ], [ %898, %874 ]
  %920 = phi <16 x float> [ %732, %867 ], [ %884, %874 ]
  %921 = phi <16 x float> [ %730, %867 ], [ %885, %874 ]
  %922 = phi <16 x float> [ %731, %867 ], [ %886, %874 ]
  %923 = phi <16 x float> [ %709, %867 ], [ %887, %874 ]
  %924 = phi <16 x float> [ %707, %867 ], [ %888, %874 ]
  %925 = phi <16 x float> [ %708, %867 ], [ %889, %874 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %31)
  store <16 x float> %925, ptr %31, align 64
  store <16 x float> %924, ptr %149, align 64
  store <16 x float> %923, ptr %150, align 64
  store <16 x float> %922, ptr %151, align 64
  store <16 x float> %921, ptr %152, align 64
  store <16 x float> %920, ptr %153, align 64
  store <16 x float> %919, ptr %154, align 64
  store <16 x float> %918, ptr %155, align 64
  store <16 x float> %917, ptr %156, align 64
  store <16 x float> %916, ptr %157, align 64
  store <16 x float> %915, ptr %158, align 64
  store <16 x float> %914, ptr %159, align 64
  store <16 x float> %913, ptr %160, align 64
  store <16 x float> %912, ptr %161, align 64
  store <16 x float> %911, ptr %162, align 64
  store <16 x float> %910, ptr %163, align 64
  store <16 x float> %909, ptr %164, align 64
  store <16 x float> %908, ptr %165, align 64
  store <16 x float> %907, ptr %166, align 64
  store <16 x float> %906, ptr %167, align 64
  store <16 x float> %905, ptr %168, align 64
  store <16 x float> %904, ptr %169, align 64
  store <16 x float> %903, ptr %170, align 64
  store <16 x float> %902, ptr %171, align 64
  br label %1133

926:                                              ; preds = %867, %874
  %927 = phi <16 x float> [ %875, %874 ], [ %870, %867 ]
  %928 = phi <16 x float> [ %876, %874 ], [ %868, %867 ]
  %929 = phi <16 x float> [ %877, %874 ], [ %869, %867 ]
  %930 = phi <16 x float> [ %878, %874 ], [ %847, %867 ]
  %931 = phi <16 x float> [ %879, %874 ], [ %845, %867 ]
  %932 = phi <16 x float> [ %880, %874 ], [ %846, %867 ]
  %933 = phi <16 x float> [ %881, %874 ], [ %824, %867 ]
  %934 = phi <16 x float> [ %882, %874 ], [ %822, %867 ]
  %935 = phi <16 x float> [ %883, %874 ], [ %823, %867 ]
  %936 = phi <16 x float> [ %884, %874 ], [ %732, %867 ]
  %937 = phi <16 x float> [ %885, %874 ], [ %730, %867 ]
  %938 = phi <16 x float> [ %886, %874 ], [ %731, %867 ]
  %939 = phi <16 x float> [ %887, %874 ], [ %709, %867 ]
  %940 = phi <16 x float> [ %888, %874 ], [ %707, %867 ]
  %941 = phi <16 x float> [ %889, %874 ], [ %708, %867 ]
  %942 = phi <16 x float> [ %890, %874 ], [ %801, %867 ]
  %943 = phi <16 x float> [ %891, %874 ], [ %799, %867 ]
  %944 = phi <16 x float> [ %892, %874 ], [ %800, %867 ]
  %945 = phi <16 x float> [ %893, %874 ], [ %778, %867 ]
  %946 = phi <16 x float> [ %894, %874 ], [ %776, %867 ]
  %947 = phi <16 x float> [ %895, %874 ], [ %777, %867 ]
  %948 = phi <16 x float> [ %896, %874 ], [ %755, %867 ]
  %949 = phi <16 x float> [ %897, %874 ], [ %753, %867 ]
  %950 = phi <16 x float> [ %898, %874 ], [ %754, %867 ]
  %951 = phi i64 [ %900, %874 ], [ %5, %867 ]
  %952 = phi i64 [ %955, %874 ], [ 0, %867 ]
  %953 = call i64 @llvm.smin.i64(i64 %951, i64 16)
  %954 = add i64 %953, %952
  %955 = add nuw nsw i64 %952, 16
  br i1 %84, label %956, label %874

956:                                              ; preds = %926
  %957 = sub nsw i64 %5, %952
  %958 = icmp sgt i64 %957, 15
  %959 = mul nsw i64 %952, %79
  %960 = getelementptr inbounds float, ptr %186, i64 %959
  %961 = mul nuw nsw i64 %952, %80
  %962 = getelementptr inbounds nuw float, ptr %873, i64 %961
  %963 = icmp sgt i64 %5, %952
  %964 = or i1 %958, %963
  br label %965

965:                                              ; preds = %956, %1013
  %966 = phi <16 x float> [ %927, %956 ], [ %1014, %1013 ]
  %967 = phi <16 x float> [ %928, %956 ], [ %1015, %1013 ]
  %968 = phi <16 x float> [ %929, %956 ], [ %1016, %1013 ]
  %969 = phi <16 x float> [ %930, %956 ], [ %1017, %1013 ]
  %970 = phi <16 x float> [ %931, %956 ], [ %1018, %1013 ]
  %971 = phi <16 x float> [ %932, %956 ], [ %1019, %1013 ]
  %972 = phi <16 x float> [ %933, %956 ], [ %1020, %1013 ]
  %973 = phi <16 x float> [ %934, %956 ], [ %1021, %1013 ]
  %974 = phi <16 x float> [ %935, %956 ], [ %1022, %1013 ]
  %975 = phi <16 x float> [ %936, %956 ], [ %1023, %1013 ]
  %976 = phi <16 x float> [ %937, %956 ], [ %1024, %1013 ]
  %977 = phi <16 x float> [ %938, %956 ], [ %1025, %1013 ]
  %978 = phi <16 x float> [ %939, %956 ], [ %1026, %1013 ]
  %979 = phi <16 x float> [ %940, %956 ], [ %1027, %1013 ]
  %980 = phi <16 x float> [ %941, %956 ], [ %1028, %1013 ]
  %981 = phi <16 x float> [ %942, %956 ], [ %1029, %1013 ]
  %982 = phi <16 x float> [ %943, %956 ], [ %1030, %1013 ]
  %983 = phi <16 x float> [ %944, %956 ], [ %1031, %1013 ]
  %984 = phi <16 x float> [ %945, %956 ], [ %1032, %1013 ]
  %985 = phi <16 x float> [ %946, %956 ], [ %1033, %1013 ]
  %986 = phi <16 x float> [ %947, %956 ], [ %1034, %1013 ]
  %987 = phi <16 x float> [ %948, %956 ], [ %1035, %1013 ]
  %988 = phi <16 x float> [ %949, %956 ], [ %1036, %1013 ]
  %989 = phi <16 x float> [ %950, %956 ], [ %1037, %1013 ]
  %990 = phi i64 [ 0, %956 ], [ %1038, %1013 ]
  %991 = mul nuw nsw i64 %990, 24
  %992 = getelementptr nuw i8, ptr %34, i64 %991
  %993 = load i64, ptr %992, align 8
  %994 = getelementptr inbounds nuw i8, ptr %992, i64 8
  %995 = load i64, ptr %994, align 8
  %996 = getelementptr inbounds nuw i8, ptr %992, i64 16
  %997 = load i64, ptr %996, align 8
  br i1 %964, label %998, label %1013

998:                                              ; preds = %965
  %999 = mul nuw nsw i64 %990, 12
  %1000 = getelementptr nuw i8, ptr %35, i64 %999
  %1001 = getelementptr inbounds nuw i8, ptr %1000, i64 8
  %1002 = load i32, ptr %1001, align 4
  %1003 = getelementptr inbounds nuw i8, ptr %1000, i64 4
  %1004 = load i32, ptr %1003, align 4
  %1005 = load i32, ptr %1000, align 4
  %1006 = getelementptr inbounds nuw float, ptr %962, i64 %990
  %1007 = trunc i32 %1005 to i16
  %1008 = bitcast i16 %1007 to <16 x i1>
  %1009 = trunc i32 %1004 to i16
  %1010 = bitcast i16 %1009 to <16 x i1>
  %1011 = trunc i32 %1002 to i16
  %1012 = bitcast i16 %1011 to <16 x i1>
  br label %1040

1013:                                             ; preds = %1040, %965
  %1014 = phi <16 x float> [ %966, %965 ], [ %1128, %1040 ]
  %1015 = phi <16 x float> [ %967, %965 ], [ %1127, %1040 ]
  %1016 = phi <16 x float> [ %968, %965 ], [ %1126, %1040 ]
  %1017 = phi <16 x float> [ %969, %965 ], [ %1121, %1040 ]
  %1018 = phi <16 x float> [ %970, %965 ], [ %1120, %1040 ]
  %1019 = phi <16 x float> [ %971, %965 ], [ %1119, %1040 ]
  %1020 = phi <16 x float> [ %972, %965 ], [ %1114, %1040 ]
  %1021 = phi <16 x float> [ %973, %965 ], [ %1113, %1040 ]
  %1022 = phi <16 x float> [ %974, %965 ], [ %1112, %1040 ]
  %1023 = phi <16 x float> [ %975, %965 ], [ %1086, %1040 ]
  %1024 = phi <16 x float> [ %976, %965 ], [ %1085, %1040 ]
  %1025 = phi <16 x float> [ %977, %965 ], [ %1084, %1040 ]
  %1026 = phi <16 x float> [ %978, %965 ], [ %1079, %1040 ]
  %1027 = phi <16 x float> [ %979, %965 ], [ %1078, %1040 ]
  %1028 = phi <16 x float> [ %980, %965 ], [ %1077, %1040 ]
  %1029 = phi <16 x float> [ %981, %965 ], [ %1107, %1040 ]
  %1030 = phi <16 x float> [ %982, %965 ], [ %1106, %1040 ]
  %1031 = phi <16 x float> [ %983, %965 ], [ %1105, %1040 ]
  %1032 = phi <16 x float> [ %984, %965 ], [ %1100, %1040 ]
  %1033 = phi <16 x float> [ %985, %965 ], [ %1099, %1040 ]
  %1034 = phi <16 x float> [ %986, %965 ], [ %1098, %1040 ]
  %1035 = phi <16 x float> [ %987, %965 ], [ %1093, %1040 ]
  %1036 = phi <16 x float> [ %988, %965 ], [ %1092, %1040 ]
  %1037 = phi <16 x float> [ %989, %965 ], [ %1091, %1040 ]
  %1038 = add nuw nsw i64 %990, 1
  %1039 = icmp eq i64 %1038, %80
  br i1 %1039, label %874, label %965

1040:                                             ; preds = %998, %1040
  %1041 = phi <16 x float> [ %1128, %1040 ], [ %966, %998 ]
  %1042 = phi <16 x float> [ %1127, %1040 ], [ %967, %998 ]
  %1043 = phi <16 x float> [ %1126, %1040 ], [ %968, %998 ]
  %1044 = phi <16 x float> [ %1121, %1040 ], [ %969, %998 ]
  %1045 = phi <16 x float> [ %1120, %1040 ], [ %970, %998 ]
  %1046 = phi <16 x float> [ %1119, %1040 ], [ %971, %998 ]
  %1047 = phi <16 x float> [ %1114, %1040 ], [ %972, %998 ]
  %1048 = phi <16 x float> [ %1113, %1040 ], [ %973, %998 ]
  %1049 = phi <16 x float> [ %1112, %1040 ], [ %974, %998 ]
  %1050 = phi <16 x float> [ %1086, %1040 ], [ %975, %998 ]
  %1051 = phi <16 x float> [ %1085, %1040 ], [ %976, %998 ]
  %1052 = phi <16 x float> [ %1084, %1040 ], [ %977, %998 ]
  %1053 = phi <16 x float> [ %1079, %1040 ], [ %978, %998 ]
  %1054 = phi <16 x float> [ %1078, %1040 ], [ %979, %998 ]
  %1055 = phi <16 x float> [ %1077, %1040 ], [ %980, %998 ]
  %1056 = phi <16 x float> [ %1107, %1040 ], [ %981, %998 ]
  %1057 = phi <16 x float> [ %1106, %1040 ], [ %982, %998 ]
  %1058 = phi <16 x float> [ %1105, %1040 ], [ %983, %998 ]
  %1059 = phi <16 x float> [ %1100, %1040 ], [ %984, %998 ]
  %1060 = phi <16 x float> [ %1099, %1040 ], [ %985, %998 ]
  %1061 = phi <16 x float> [ %1098, %1040 ], [ %986, %998 ]
  %1062 = phi <16 x float> [ %1093, %1040 ], [ %987, %998 ]
  %1063 = phi <16 x float> [ %1092, %1040 ], [ %988, %998 ]
  %1064 = phi <16 x float> [ %1091, %1040 ], [ %989, %998 ]
  %1065 = phi i64 [ %1129, %1040 ], [ %952, %998 ]
  %1066 = phi ptr [ %1131, %1040 ], [ %1006, %998 ]
  %1067 = phi ptr [ %1130, %1040 ], [ %960, %998 ]
  %1068 = getelementptr inbounds float, ptr %1067, i64 %993
  %1069 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1068, <16 x i1> %1008, <16 x float> zeroinitializer)
  %1070 = getelementptr inbounds float, ptr %1067, i64 %995
  %1071 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1070, <16 x i1> %1010, <16 x float> zeroinitializer)
  %1072 = getelementptr inbounds float, ptr %1067, i64 %997
  %1073 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1072, <16 x i1> %1012, <16 x float> zeroinitializer)
  %1074 = load float, ptr %1066, align 4
  %1075 = insertelement <16 x float> poison, float %1074, i64 0
  %1076 = shufflevector <16 x float> %1075, <16 x float> poison, <16 x i32> zeroinitializer
  %1077 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1069, <16 x float> %1076, <16 x float> %1055)
  %1078 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1071, <16 x float> %1076, <16 x float> %1054)
  %1079 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1073, <16 x float> %1076, <16 x float> %1053)
  %1080 = getelementptr inbounds float, ptr %1066, i64 %82
  %1081 = load float, ptr %1080, align 4
  %1082 = insertelement <16 x float> poison, float %1081, i64 0
  %1083 = shufflevector <16 x float> %1082, <16 x float> poison, <16 x i32> zeroinitializer
  %1084 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1069, <16 x float> %1083, <16 x float> %1052)
  %1085 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1071, <16 x float> %1083, <16 x float> %1051)
  %1086 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1073, <16 x float> %1083, <16 x float> %1050)
  %1087 = getelementptr inbounds i8, ptr %1066, i64 %97
  %1088 = load float, ptr %1087, align 4
  %1089 = insertelement <16 x float> poison, float %1088, i64 0
  %1090 = shufflevector <16 x float> %1089, <16 x float> poison, <16 x i32> zeroinitializer
  %1091 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1069, <16 x float> %1090, <16 x float> %1064)
  %1092 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1071, <16 x float> %1090, <16 x float> %1063)
  %1093 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1073, <16 x float> %1090, <16 x float> %1062)
  %1094 = getelementptr inbounds i8, ptr %1066, i64 %98
  %1095 = load float, ptr %1094, align 4
  %1096 = insertelement <16 x float> poison, float %1095, i64 0
  %1097 = shufflevector <16 x float> %1096, <16 x float> poison, <16 x i32> zeroinitializer
  %1098 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1069, <16 x float> %1097, <16 x float> %1061)
  %1099 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1071, <16 x float> %1097, <16 x float> %1060)
  %1100 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1073, <16 x float> %1097, <16 x float> %1059)
  %1101 = getelementptr inbounds i8, ptr %1066, i64 %99
  %1102 = load float, ptr %1101, align 4
  %1103 = insertelement <16 x float> poison, float %1102, i64 0
  %1104 = shufflevector <16 x float> %1103, <16 x float> poison, <16 x i32> zeroinitializer
  %1105 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1069, <16 x float> %1104, <16 x float> %1058)
  %1106 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1071, <16 x float> %1104, <16 x float> %1057)
  %1107 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1073, <16 x float> %1104, <16 x float> %1056)
  %1108 = getelementptr inbounds i8, ptr %1066, i64 %100
  %1109 = load float, ptr %1108, align 4
  %1110 = insertelement <16 x float> poison, float %1109, i64 0
  %1111 = shufflevector <16 x float> %1110, <16 x float> poison, <16 x i32> zeroinitializer
  %1112 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1069, <16 x float> %1111, <16 x float> %1049)
  %1113 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1071, <16 x float> %1111, <16 x float> %1048)
  %1114 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1073, <16 x float> %1111, <16 x float> %1047)
  %1115 = getelementptr inbounds i8, ptr %1066, i64 %101
  %1116 = load float, ptr %1115, align 4
  %1117 = insertelement <16 x float> poison, float %1116, i64 0
  %1118 = shufflevector <16 x float> %1117, <16 x float> poison, <16 x i32> zeroinitializer
  %1119 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1069, <16 x float> %1118, <16 x float> %1046)
  %1120 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1071, <16 x float> %1118, <16 x float> %1045)
  %1121 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1073, <16 x float> %1118, <16 x float> %1044)
  %1122 = getelementptr inbounds i8, ptr %1066, i64 %102
  %1123 = load float, ptr %1122, align 4
  %1124 = insertelement <16 x float> poison, float %1123, i64 0
  %1125 = shufflevector <16 x float> %1124, <16 x float> poison, <16 x i32> zeroinitializer
  %1126 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1069, <16 x float> %1125, <16 x float> %1043)
  %1127 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1071, <16 x float> %1125, <16 x float> %1042)
  %1128 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1073, <16 x float> %1125, <16 x float> %1041)
  %1129 = add nuw nsw i64 %1065, 1
  %1130 = getelementptr inbounds float, ptr %1067, i64 %79
  %1131 = getelementptr inbounds nuw float, ptr %1066, i64 %80
  %1132 = icmp eq i64 %1129, %954
  br i1 %1132, label %1013, label %1040

1133:                                             ; preds = %901, %1329
  %1134 = phi i64 [ 0, %901 ], [ %1331, %1329 ]
  %1135 = add nsw i64 %687, %1134
  %1136 = mul nsw i64 %1135, %53
  %1137 = icmp sgt i64 %871, %1134
  %1138 = getelementptr inbounds nuw [3 x <16 x float>], ptr %31, i64 %1134
  %1139 = add nsw i64 %654, %1136
  %1140 = select i1 %1137, <16 x i1> zeroinitializer, <16 x i1> %677
  %1141 = getelementptr inbounds float, ptr %193, i64 %1139
  %1142 = load <16 x float>, ptr %1138, align 64
  br i1 %85, label %1201, label %1143

1143:                                             ; preds = %1133
  %1144 = getelementptr inbounds float, ptr %191, i64 %1139
  switch i64 %103, label %1162 [
    i64 1, label %1145
    i64 2, label %1148
    i64 3, label %1155
    i64 0, label %1201
  ]

1145:                                             ; preds = %1143
  %1146 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1144, <16 x i1> %1140, <16 x float> zeroinitializer)
  %1147 = fadd <16 x float> %1142, %1146
  br label %1163

1148:                                             ; preds = %1143
  %1149 = bitcast <16 x float> %1142 to <8 x i64>
  %1150 = or <8 x i64> %1149, %87
  %1151 = fcmp oeq <16 x float> %1142, %52
  %1152 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1142, i32 4)
  %1153 = bitcast <8 x i64> %1150 to <16 x float>
  %1154 = select <16 x i1> %1151, <16 x float> %1153, <16 x float> %1152
  br label %1163

1155:                                             ; preds = %1143
  %1156 = bitcast <16 x float> %1142 to <8 x i64>
  %1157 = and <8 x i64> %1156, %86
  %1158 = fcmp oeq <16 x float> %1142, %49
  %1159 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1142, i32 4)
  %1160 = bitcast <8 x i64> %1157 to <16 x float>
  %1161 = select <16 x i1> %1158, <16 x float> %1160, <16 x float> %1159
  br label %1163

1162:                                             ; preds = %1310, %1291, %1272, %1246, %1227, %1208, %1182, %1163, %1143
  unreachable

1163:                                             ; preds = %1155, %1148, %1145
  %1164 = phi <16 x float> [ %1147, %1145 ], [ %1154, %1148 ], [ %1161, %1155 ]
  switch i64 %105, label %1162 [
    i64 1, label %1179
    i64 2, label %1172
    i64 3, label %1165
    i64 0, label %1201
  ]

1165:                                             ; preds = %1163
  %1166 = bitcast <16 x float> %1164 to <8 x i64>
  %1167 = and <8 x i64> %1166, %86
  %1168 = fcmp oeq <16 x float> %1164, %49
  %1169 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1164, i32 4)
  %1170 = bitcast <8 x i64> %1167 to <16 x float>
  %1171 = select <16 x i1> %1168, <16 x float> %1170, <16 x float> %1169
  br label %1182

1172:                                             ; preds = %1163
  %1173 = bitcast <16 x float> %1164 to <8 x i64>
  %1174 = or <8 x i64> %1173, %87
  %1175 = fcmp oeq <16 x float> %1164, %52
  %1176 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1164, i32 4)
  %1177 = bitcast <8 x i64> %1174 to <16 x float>
  %1178 = select <16 x i1> %1175, <16 x float> %1177, <16 x float> %1176
  br label %1182

1179:                                             ; preds = %1163
  %1180 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1144, <16 x i1> %1140, <16 x float> zeroinitializer)
  %1181 = fadd <16 x float> %1164, %1180
  br label %1182

1182:                                             ; preds = %1179, %1172, %1165
  %1183 = phi <16 x float> [ %1181, %1179 ], [ %1178, %1172 ], [ %1171, %1165 ]
  switch i64 %107, label %1162 [
    i64 1, label %1198
    i64 2, label %1191
    i64 3, label %1184
    i64 0, label %1201
  ]

1184:                                             ; preds = %1182
  %1185 = bitcast <16 x float> %1183 to <8 x i64>
  %1186 = and <8 x i64> %1185, %86
  %1187 = fcmp oeq <16 x float> %1183, %49
  %1188 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1183, i32 4)
  %1189 = bitcast <8 x i64> %1186 to <16 x float>
  %1190 = select <16 x i1> %1187, <16 x float> %1189, <16 x float> %1188
  br label %1201

1191:                                             ; preds = %1182
  %1192 = bitcast <16 x float> %1183 to <8 x i64>
  %1193 = or <8 x i64> %1192, %87
  %1194 = fcmp oeq <16 x float> %1183, %52
  %1195 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1183, i32 4)
  %1196 = bitcast <8 x i64> %1193 to <16 x float>
  %1197 = select <16 x i1> %1194, <16 x float> %1196, <16 x float> %1195
  br label %1201

1198:                                             ; preds = %1182
  %1199 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1144, <16 x i1> %1140, <16 x float> zeroinitializer)
  %1200 = fadd <16 x float> %1183, %1199
  br label %1201

1201:                                             ; preds = %1133, %1143, %1163, %1182, %1198, %1191, %1184
  %1202 = phi <16 x float> [ %1190, %1184 ], [ %1142, %1143 ], [ %1183, %1182 ], [ %1164, %1163 ], [ %1200, %1198 ], [ %1197, %1191 ], [ %1142, %1133 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1202, ptr align 1 %1141, <16 x i1> %1140)
  %1203 = add nsw i64 %653, %1136
  %1204 = select i1 %1137, <16 x i1> zeroinitializer, <16 x i1> %678
  %1205 = getelementptr inbounds float, ptr %193, i64 %1203
  %1206 = getelementptr inbounds nuw i8, ptr %1138, i64 64
  %1207 = load <16 x float>, ptr %1206, align 64
  br i1 %85, label %1265, label %1208

1208:                                             ; preds = %1201
  %1209 = getelementptr inbounds float, ptr %191, i64 %1203
  switch i64 %108, label %1162 [
    i64 1, label %1224
    i64 2, label %1217
    i64 3, label %1210
    i64 0, label %1265
  ]

1210:                                             ; preds = %1208
  %1211 = bitcast <16 x float> %1207 to <8 x i64>
  %1212 = and <8 x i64> %1211, %86
  %1213 = fcmp oeq <16 x float> %1207, %49
  %1214 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1207, i32 4)
  %1215 = bitcast <8 x i64> %1212 to <16 x float>
  %1216 = select <16 x i1> %1213, <16 x float> %1215, <16 x float> %1214
  br label %1227

1217:                                             ; preds = %1208
  %1218 = bitcast <16 x float> %1207 to <8 x i64>
  %1219 = or <8 x i64> %1218, %87
  %1220 = fcmp oeq <16 x float> %1207, %52
  %1221 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1207, i32 4)
  %1222 = bitcast <8 x i64> %1219 to <16 x float>
  %1223 = select <16 x i1> %1220, <16 x float> %1222, <16 x float> %1221
  br label %1227

1224:                                             ; preds = %1208
  %1225 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1209, <16 x i1> %1204, <16 x float> zeroinitializer)
  %1226 = fadd <16 x float> %1207, %1225
  br label %1227

1227:                                             ; preds = %1224, %1217, %1210
  %1228 = phi <16 x float> [ %1226, %1224 ], [ %1223, %1217 ], [ %1216, %1210 ]
  switch i64 %110, label %1162 [
    i64 1, label %1243
    i64 2, label %1236
    i64 3, label %1229
    i64 0, label %1265
  ]

1229:                                             ; preds = %1227
  %1230 = bitcast <16 x float> %1228 to <8 x i64>
  %1231 = and <8 x i64> %1230, %86
  %1232 = fcmp oeq <16 x float> %1228, %49
  %1233 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1228, i32 4)
  %1234 = bitcast <8 x i64> %1231 to <16 x float>
  %1235 = select <16 x i1> %1232, <16 x float> %1234, <16 x float> %1233
  br label %1246

1236:                                             ; preds = %1227
  %1237 = bitcast <16 x float> %1228 to <8 x i64>
  %1238 = or <8 x i64> %1237, %87
  %1239 = fcmp oeq <16 x float> %1228, %52
  %1240 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1228, i32 4)
  %1241 = bitcast <8 x i64> %1238 to <16 x float>
  %1242 = select <16 x i1> %1239, <16 x float> %1241, <16 x float> %1240
  br label %1246

1243:                                             ; preds = %1227
  %1244 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1209, <16 x i1> %1204, <16 x float> zeroinitializer)
  %1245 = fadd <16 x float> %1228, %1244
  br label %1246

1246:                                             ; preds = %1243, %1236, %1229
  %1247 = phi <16 x float> [ %1245, %1243 ], [ %1242, %1236 ], [ %1235, %1229 ]
  switch i64 %112, label %1162 [
    i64 1, label %1262
    i64 2, label %1255
    i64 3, label %1248
    i64 0, label %1265
  ]

1248:                                             ; preds = %1246
  %1249 = bitcast <16 x float> %1247 to <8 x i64>
  %1250 = and <8 x i64> %1249, %86
  %1251 = fcmp oeq <16 x float> %1247, %49
  %1252 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1247, i32 4)
  %1253 = bitcast <8 x i64> %1250 to <16 x float>
  %1254 = select <16 x i1> %1251, <16 x float> %1253, <16 x float> %1252
  br label %1265

1255:                                             ; preds = %1246
  %1256 = bitcast <16 x float> %1247 to <8 x i64>
  %1257 = or <8 x i64> %1256, %87
  %1258 = fcmp oeq <16 x float> %1247, %52
  %1259 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1247, i32 4)
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
  %1267 = add nsw i64 %652, %1136
  %1268 = select i1 %1137, <16 x i1> zeroinitializer, <16 x i1> %679
  %1269 = getelementptr inbounds float, ptr %193, i64 %1267
  %1270 = getelementptr inbounds nuw i8, ptr %1138, i64 128
  %1271 = load <16 x float>, ptr %1270, align 64
  br i1 %85, label %1329, label %1272

1272:                                             ; preds = %1265
  %1273 = getelementptr inbounds float, ptr %191, i64 %1267
  switch i64 %113, label %1162 [
    i64 1, label %1288
    i64 2, label %1281
    i64 3, label %1274
    i64 0, label %1329
  ]

1274:                                             ; preds = %1272
  %1275 = bitcast <16 x float> %1271 to <8 x i64>
  %1276 = and <8 x i64> %1275, %86
  %1277 = fcmp oeq <16 x float> %1271, %49
  %1278 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1271, i32 4)
  %1279 = bitcast <8 x i64> %1276 to <16 x float>
  %1280 = select <16 x i1> %1277, <16 x float> %1279, <16 x float> %1278
  br label %1291

1281:                                             ; preds = %1272
  %1282 = bitcast <16 x float> %1271 to <8 x i64>
  %1283 = or <8 x i64> %1282, %87
  %1284 = fcmp oeq <16 x float> %1271, %52
  %1285 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1271, i32 4)
  %1286 = bitcast <8 x i64> %1283 to <16 x float>
  %1287 = select <16 x i1> %1284, <16 x float> %1286, <16 x float> %1285
  br label %1291

1288:                                             ; preds = %1272
  %1289 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1273, <16 x i1> %1268, <16 x float> zeroinitializer)
  %1290 = fadd <16 x float> %1271, %1289
  br label %1291

1291:                                             ; preds = %1288, %1281, %1274
  %1292 = phi <16 x float> [ %1290, %1288 ], [ %1287, %1281 ], [ %1280, %1274 ]
  switch i64 %115, label %1162 [
    i64 1, label %1307
    i64 2, label %1300
    i64 3, label %1293
    i64 0, label %1329
  ]

1293:                                             ; preds = %1291
  %1294 = bitcast <16 x float> %1292 to <8 x i64>
  %1295 = and <8 x i64> %1294, %86
  %1296 = fcmp oeq <16 x float> %1292, %49
  %1297 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1292, i32 4)
  %1298 = bitcast <8 x i64> %1295 to <16 x float>
  %1299 = select <16 x i1> %1296, <16 x float> %1298, <16 x float> %1297
  br label %1310

1300:                                             ; preds = %1291
  %1301 = bitcast <16 x float> %1292 to <8 x i64>
  %1302 = or <8 x i64> %1301, %87
  %1303 = fcmp oeq <16 x float> %1292, %52
  %1304 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1292, i32 4)
  %1305 = bitcast <8 x i64> %1302 to <16 x float>
  %1306 = select <16 x i1> %1303, <16 x float> %1305, <16 x float> %1304
  br label %1310

1307:                                             ; preds = %1291
  %1308 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1273, <16 x i1> %1268, <16 x float> zeroinitializer)
  %1309 = fadd <16 x float> %1292, %1308
  br label %1310

1310:                                             ; preds = %1307, %1300, %1293
  %1311 = phi <16 x float> [ %1309, %1307 ], [ %1306, %1300 ], [ %1299, %1293 ]
  switch i64 %117, label %1162 [
    i64 1, label %1326
    i64 2, label %1319
    i64 3, label %1312
    i64 0, label %1329
  ]

1312:                                             ; preds = %1310
  %1313 = bitcast <16 x float> %1311 to <8 x i64>
  %1314 = and <8 x i64> %1313, %86
  %1315 = fcmp oeq <16 x float> %1311, %49
  %1316 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %49, <16 x float> %1311, i32 4)
  %1317 = bitcast <8 x i64> %1314 to <16 x float>
  %1318 = select <16 x i1> %1315, <16 x float> %1317, <16 x float> %1316
  br label %1329

1319:                                             ; preds = %1310
  %1320 = bitcast <16 x float> %1311 to <8 x i64>
  %1321 = or <8 x i64> %1320, %87
  %1322 = fcmp oeq <16 x float> %1311, %52
  %1323 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %52, <16 x float> %1311, i32 4)
  %1324 = bitcast <8 x i64> %1321 to <16 x float>
  %1325 = select <16 x i1> %1322, <16 x float> %1324, <16 x float> %1323
  br label %1329

1326:                                             ; preds = %1310
  %1327 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1273, <16 x i1> %1268, <16 x float> zeroinitializer)
  %1328 = fadd <16 x float> %1311, %1327
  br label %1329

1329:                                             ; preds = %1265, %1272, %1291, %1310, %1326, %1319, %1312
  %1330 = phi <16 x float> [ %1318, %1312 ], [ %1271, %1272 ], [ %1311, %1310 ], [ %1292, %1291 ], [ %1328, %1326 ], [ %1325, %1319 ], [ %1271, %1265 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1330, ptr align 1 %1269, <16 x i1> %1268)
  %1331 = add nuw nsw i64 %1134, 1
  %1332 = icmp eq i64 %1331, 8
  br i1 %1332, label %1333, label %1133

1333:                                             ; preds = %1329
  call void @llvm.lifetime.end.p0(ptr nonnull %31)
  %1334 = add nsw i64 %684, 8
  %1335 = icmp slt i64 %1334, %181
  br i1 %1335, label %683, label %680
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none))

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none))

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define hidden void @mgxport_conv_f32_nchwk_fma512_s2prep(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11, i64 noundef %12) local_unnamed_addr {
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
define hidden void @mgxport_conv_f32_nchwk_fma512_s2(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11, i64 noundef %12, i64 noundef %13, i64 noundef %14, i64 noundef %15, i64 noundef %16, i64 noundef %17, i64 noundef %18, i64 noundef %19, i64 noundef %20, i64 noundef %21, i64 noundef %22, i64 noundef %23, i64 noundef %24, i64 noundef %25, i64 noundef %26, i64 noundef %27, i64 noundef %28, i64 noundef %29) local_unnamed_addr {
  %31 = alloca [7 x i32], align 16
  %32 = alloca [7 x i32], align 16
  %33 = alloca [8 x [3 x <16 x float>]], align 64
  %34 = alloca %struct.s2taps, align 8
  %35 = alloca [49 x [3 x i64]], align 16
  %36 = alloca [49 x [3 x i32]], align 16
  %37 = alloca [3 x i64], align 16
  %38 = alloca [3 x i64], align 16
  %39 = alloca [3 x i64], align 16
  %40 = inttoptr i64 %0 to ptr
  %41 = inttoptr i64 %1 to ptr
  %42 = inttoptr i64 %22 to ptr
  %43 = inttoptr i64 %2 to ptr
  %44 = inttoptr i64 %25 to ptr
  %45 = inttoptr i64 %23 to ptr
  %46 = trunc i64 %27 to i32
  %47 = trunc i64 %28 to i32
  %48 = insertelement <16 x i32> poison, i32 %46, i64 0
  %49 = bitcast <16 x i32> %48 to <16 x float>
  %50 = shufflevector <16 x float> %49, <16 x float> poison, <16 x i32> zeroinitializer
  %51 = insertelement <16 x i32> poison, i32 %47, i64 0
  %52 = bitcast <16 x i32> %51 to <16 x float>
  %53 = shufflevector <16 x float> %52, <16 x float> poison, <16 x i32> zeroinitializer
  %54 = add i64 %13, %7
  %55 = add i64 %54, -1
  %56 = sdiv i64 %55, %13
  %57 = icmp eq i64 %19, 0
  br i1 %57, label %58, label %61

58:                                               ; preds = %30
  %59 = add nsw i64 %8, 1
  %60 = sdiv i64 %59, 2
  br label %61

61:                                               ; preds = %30, %58
  %62 = phi i64 [ %60, %58 ], [ %10, %30 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %34)
  %63 = getelementptr inbounds nuw i8, ptr %34, i64 336
  store i64 %62, ptr %63, align 8
  %64 = icmp sgt i64 %11, 0
  br i1 %64, label %65, label %197

65:                                               ; preds = %61
  %66 = getelementptr inbounds nuw i8, ptr %34, i64 56
  %67 = getelementptr inbounds nuw i8, ptr %34, i64 112
  %68 = shl i64 %56, 1
  %69 = mul i64 %68, %62
  %70 = icmp ult i64 %11, 4
  br i1 %70, label %195, label %71

71:                                               ; preds = %65
  %72 = and i64 %11, 9223372036854775804
  %73 = insertelement <4 x i64> poison, i64 %69, i64 0
  %74 = shufflevector <4 x i64> %73, <4 x i64> poison, <4 x i32> zeroinitializer
  %75 = insertelement <4 x i64> poison, i64 %15, i64 0
  %76 = shufflevector <4 x i64> %75, <4 x i64> poison, <4 x i32> zeroinitializer
  %77 = insertelement <4 x i64> poison, i64 %13, i64 0
  %78 = shufflevector <4 x i64> %77, <4 x i64> poison, <4 x i32> zeroinitializer
  %79 = insertelement <4 x i64> poison, i64 %7, i64 0
  %80 = shufflevector <4 x i64> %79, <4 x i64> poison, <4 x i32> zeroinitializer
  %81 = insertelement <4 x i64> poison, i64 %54, i64 0
  %82 = shufflevector <4 x i64> %81, <4 x i64> poison, <4 x i32> zeroinitializer
  %83 = insertelement <4 x i64> poison, i64 %56, i64 0
  %84 = shufflevector <4 x i64> %83, <4 x i64> poison, <4 x i32> zeroinitializer
  br label %85

85:                                               ; preds = %182, %71
  %86 = phi i64 [ 0, %71 ], [ %190, %182 ]
  %87 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %71 ], [ %191, %182 ]
  %88 = sub nsw <4 x i64> %87, %76
  %89 = icmp sgt <4 x i64> %88, splat (i64 -1)
  %90 = xor <4 x i1> %89, splat (i1 true)
  %91 = xor <4 x i64> %88, splat (i64 -1)
  %92 = add <4 x i64> %78, %91
  %93 = extractelement <4 x i1> %90, i64 0
  br i1 %93, label %94, label %98

94:                                               ; preds = %85
  %95 = extractelement <4 x i64> %92, i64 0
  %96 = sdiv i64 %95, %13
  %97 = insertelement <4 x i64> poison, i64 %96, i64 0
  br label %98

98:                                               ; preds = %94, %85
  %99 = phi <4 x i64> [ poison, %85 ], [ %97, %94 ]
  %100 = extractelement <4 x i1> %90, i64 1
  br i1 %100, label %101, label %105

101:                                              ; preds = %98
  %102 = extractelement <4 x i64> %92, i64 1
  %103 = sdiv i64 %102, %13
  %104 = insertelement <4 x i64> %99, i64 %103, i64 1
  br label %105

105:                                              ; preds = %101, %98
  %106 = phi <4 x i64> [ %99, %98 ], [ %104, %101 ]
  %107 = extractelement <4 x i1> %90, i64 2
  br i1 %107, label %108, label %112

108:                                              ; preds = %105
  %109 = extractelement <4 x i64> %92, i64 2
  %110 = sdiv i64 %109, %13
  %111 = insertelement <4 x i64> %106, i64 %110, i64 2
  br label %112

112:                                              ; preds = %108, %105
  %113 = phi <4 x i64> [ %106, %105 ], [ %111, %108 ]
  %114 = extractelement <4 x i1> %90, i64 3
  br i1 %114, label %115, label %119

115:                                              ; preds = %112
  %116 = extractelement <4 x i64> %92, i64 3
  %117 = sdiv i64 %116, %13
  %118 = insertelement <4 x i64> %113, i64 %117, i64 3
  br label %119

119:                                              ; preds = %115, %112
  %120 = phi <4 x i64> [ %113, %112 ], [ %118, %115 ]
  %121 = sub nsw <4 x i64> zeroinitializer, %120
  %122 = extractelement <4 x i1> %89, i64 0
  br i1 %122, label %123, label %127

123:                                              ; preds = %119
  %124 = extractelement <4 x i64> %88, i64 0
  %125 = sdiv i64 %124, %13
  %126 = insertelement <4 x i64> poison, i64 %125, i64 0
  br label %127

127:                                              ; preds = %123, %119
  %128 = phi <4 x i64> [ poison, %119 ], [ %126, %123 ]
  %129 = extractelement <4 x i1> %89, i64 1
  br i1 %129, label %130, label %134

130:                                              ; preds = %127
  %131 = extractelement <4 x i64> %88, i64 1
  %132 = sdiv i64 %131, %13
  %133 = insertelement <4 x i64> %128, i64 %132, i64 1
  br label %134

134:                                              ; preds = %130, %127
  %135 = phi <4 x i64> [ %128, %127 ], [ %133, %130 ]
  %136 = extractelement <4 x i1> %89, i64 2
  br i1 %136, label %137, label %141

137:                                              ; preds = %134
  %138 = extractelement <4 x i64> %88, i64 2
  %139 = sdiv i64 %138, %13
  %140 = insertelement <4 x i64> %135, i64 %139, i64 2
  br label %141

141:                                              ; preds = %137, %134
  %142 = phi <4 x i64> [ %135, %134 ], [ %140, %137 ]
  %143 = extractelement <4 x i1> %89, i64 3
  br i1 %143, label %144, label %148

144:                                              ; preds = %141
  %145 = extractelement <4 x i64> %88, i64 3
  %146 = sdiv i64 %145, %13
  %147 = insertelement <4 x i64> %142, i64 %146, i64 3
  br label %148

148:                                              ; preds = %144, %141
  %149 = phi <4 x i64> [ %142, %141 ], [ %147, %144 ]
  %150 = select <4 x i1> %89, <4 x i64> %149, <4 x i64> %121
  %151 = mul nsw <4 x i64> %150, %78
  %152 = sub nsw <4 x i64> %88, %151
  %153 = icmp slt <4 x i64> %152, %80
  %154 = xor <4 x i64> %152, splat (i64 -1)
  %155 = add <4 x i64> %82, %154
  %156 = extractelement <4 x i1> %153, i64 0
  br i1 %156, label %157, label %161

157:                                              ; preds = %148
  %158 = extractelement <4 x i64> %155, i64 0
  %159 = sdiv i64 %158, %13
  %160 = insertelement <4 x i64> poison, i64 %159, i64 0
  br label %161

161:                                              ; preds = %157, %148
  %162 = phi <4 x i64> [ poison, %148 ], [ %160, %157 ]
  %163 = extractelement <4 x i1> %153, i64 1
  br i1 %163, label %164, label %168

164:                                              ; preds = %161
  %165 = extractelement <4 x i64> %155, i64 1
  %166 = sdiv i64 %165, %13
  %167 = insertelement <4 x i64> %162, i64 %166, i64 1
  br label %168

168:                                              ; preds = %164, %161
  %169 = phi <4 x i64> [ %162, %161 ], [ %167, %164 ]
  %170 = extractelement <4 x i1> %153, i64 2
  br i1 %170, label %171, label %175

171:                                              ; preds = %168
  %172 = extractelement <4 x i64> %155, i64 2
  %173 = sdiv i64 %172, %13
  %174 = insertelement <4 x i64> %169, i64 %173, i64 2
  br label %175

175:                                              ; preds = %171, %168
  %176 = phi <4 x i64> [ %169, %168 ], [ %174, %171 ]
  %177 = extractelement <4 x i1> %153, i64 3
  br i1 %177, label %178, label %182

178:                                              ; preds = %175
  %179 = extractelement <4 x i64> %155, i64 3
  %180 = sdiv i64 %179, %13
  %181 = insertelement <4 x i64> %176, i64 %180, i64 3
  br label %182

182:                                              ; preds = %178, %175
  %183 = phi <4 x i64> [ %176, %175 ], [ %181, %178 ]
  %184 = select <4 x i1> %153, <4 x i64> %183, <4 x i64> zeroinitializer
  %185 = mul <4 x i64> %74, %152
  %186 = getelementptr inbounds nuw i64, ptr %34, i64 %86
  store <4 x i64> %185, ptr %186, align 8
  %187 = getelementptr inbounds nuw i64, ptr %66, i64 %86
  store <4 x i64> %150, ptr %187, align 8
  %188 = tail call <4 x i64> @llvm.smin.v4i64(<4 x i64> %184, <4 x i64> %84)
  %189 = getelementptr inbounds nuw i64, ptr %67, i64 %86
  store <4 x i64> %188, ptr %189, align 8
  %190 = add nuw i64 %86, 4
  %191 = add nuw nsw <4 x i64> %87, splat (i64 4)
  %192 = icmp eq i64 %190, %72
  br i1 %192, label %193, label %85

193:                                              ; preds = %182
  %194 = icmp eq i64 %11, %72
  br i1 %194, label %197, label %195

195:                                              ; preds = %65, %193
  %196 = phi i64 [ 0, %65 ], [ %72, %193 ]
  br label %205

197:                                              ; preds = %225, %193, %61
  %198 = icmp sgt i64 %12, 0
  br i1 %198, label %199, label %261

199:                                              ; preds = %197
  %200 = add i64 %8, 2
  %201 = mul i64 %62, %56
  %202 = getelementptr inbounds nuw i8, ptr %34, i64 168
  %203 = getelementptr inbounds nuw i8, ptr %34, i64 224
  %204 = getelementptr inbounds nuw i8, ptr %34, i64 280
  br label %234

205:                                              ; preds = %195, %225
  %206 = phi i64 [ %232, %225 ], [ %196, %195 ]
  %207 = sub nsw i64 %206, %15
  %208 = icmp sgt i64 %207, -1
  br i1 %208, label %209, label %211

209:                                              ; preds = %205
  %210 = sdiv i64 %207, %13
  br label %216

211:                                              ; preds = %205
  %212 = xor i64 %207, -1
  %213 = add i64 %13, %212
  %214 = sdiv i64 %213, %13
  %215 = sub nsw i64 0, %214
  br label %216

216:                                              ; preds = %211, %209
  %217 = phi i64 [ %210, %209 ], [ %215, %211 ]
  %218 = mul nsw i64 %217, %13
  %219 = sub nsw i64 %207, %218
  %220 = icmp slt i64 %219, %7
  br i1 %220, label %221, label %225

221:                                              ; preds = %216
  %222 = xor i64 %219, -1
  %223 = add i64 %54, %222
  %224 = sdiv i64 %223, %13
  br label %225

225:                                              ; preds = %221, %216
  %226 = phi i64 [ %224, %221 ], [ 0, %216 ]
  %227 = mul i64 %69, %219
  %228 = getelementptr inbounds nuw i64, ptr %34, i64 %206
  store i64 %227, ptr %228, align 8
  %229 = getelementptr inbounds nuw i64, ptr %66, i64 %206
  store i64 %217, ptr %229, align 8
  %230 = tail call i64 @llvm.smin.i64(i64 %226, i64 %56)
  %231 = getelementptr inbounds nuw i64, ptr %67, i64 %206
  store i64 %230, ptr %231, align 8
  %232 = add nuw nsw i64 %206, 1
  %233 = icmp eq i64 %232, %11
  br i1 %233, label %197, label %205

234:                                              ; preds = %252, %199
  %235 = phi i64 [ 0, %199 ], [ %259, %252 ]
  %236 = sub nsw i64 %235, %16
  %237 = icmp sgt i64 %236, -1
  br i1 %237, label %238, label %240

238:                                              ; preds = %234
  %239 = lshr i64 %236, 1
  br label %243

240:                                              ; preds = %234
  %241 = sub i64 1, %236
  %242 = sdiv i64 %241, -2
  br label %243

243:                                              ; preds = %240, %238
  %244 = phi i64 [ %239, %238 ], [ %242, %240 ]
  %245 = shl nsw i64 %244, 1
  %246 = sub nsw i64 %236, %245
  %247 = icmp slt i64 %246, %8
  br i1 %247, label %248, label %252

248:                                              ; preds = %243
  %249 = xor i64 %246, -1
  %250 = add i64 %200, %249
  %251 = sdiv i64 %250, 2
  br label %252

252:                                              ; preds = %248, %243
  %253 = phi i64 [ %251, %248 ], [ 0, %243 ]
  %254 = mul i64 %201, %246
  %255 = getelementptr inbounds nuw i64, ptr %202, i64 %235
  store i64 %254, ptr %255, align 8
  %256 = getelementptr inbounds nuw i64, ptr %203, i64 %235
  store i64 %244, ptr %256, align 8
  %257 = tail call i64 @llvm.smin.i64(i64 %253, i64 %62)
  %258 = getelementptr inbounds nuw i64, ptr %204, i64 %235
  store i64 %257, ptr %258, align 8
  %259 = add nuw nsw i64 %235, 1
  %260 = icmp eq i64 %259, %12
  br i1 %260, label %261, label %234

261:                                              ; preds = %252, %197
  %262 = shl nsw i64 %13, 1
  %263 = mul nsw i64 %262, %56
  %264 = mul nsw i64 %10, %9
  %265 = add nsw i64 %10, 15
  %266 = sdiv i64 %265, 16
  br i1 %57, label %270, label %267

267:                                              ; preds = %261
  %268 = add nsw i64 %264, 15
  %269 = sdiv i64 %268, 16
  br label %272

270:                                              ; preds = %261
  %271 = mul nsw i64 %266, %9
  br label %272

272:                                              ; preds = %270, %267
  %273 = phi i64 [ %269, %267 ], [ %271, %270 ]
  %274 = add nsw i64 %6, 7
  %275 = sdiv i64 %274, 8
  %276 = add nsw i64 %275, -1
  %277 = add i64 %276, %18
  %278 = sdiv i64 %277, %18
  %279 = add i64 %17, -1
  %280 = add i64 %279, %273
  %281 = sdiv i64 %280, %17
  call void @llvm.lifetime.start.p0(ptr nonnull %35)
  call void @llvm.lifetime.start.p0(ptr nonnull %36)
  %282 = shl i64 %18, 3
  %283 = icmp slt i64 %3, %4
  br i1 %283, label %284, label %378

284:                                              ; preds = %272
  %285 = icmp eq i64 %25, 0
  %286 = getelementptr inbounds nuw i8, ptr %34, i64 56
  %287 = getelementptr inbounds nuw i8, ptr %34, i64 112
  %288 = getelementptr inbounds nuw i8, ptr %34, i64 224
  %289 = getelementptr inbounds nuw i8, ptr %34, i64 280
  %290 = getelementptr inbounds nuw i8, ptr %34, i64 168
  %291 = load i64, ptr %63, align 8
  %292 = add nsw i64 %6, -8
  %293 = mul nsw i64 %263, %62
  %294 = mul i64 %12, %11
  %295 = icmp eq i64 %22, 0
  %296 = mul i64 %294, %5
  %297 = icmp sgt i64 %5, 0
  %298 = icmp sgt i64 %294, 0
  %299 = icmp eq i64 %29, 0
  %300 = bitcast <16 x float> %50 to <8 x i64>
  %301 = bitcast <16 x float> %53 to <8 x i64>
  %302 = mul i64 %12, 24
  %303 = mul i64 %12, 12
  %304 = getelementptr inbounds nuw i8, ptr %37, i64 8
  %305 = getelementptr inbounds nuw i8, ptr %37, i64 16
  %306 = getelementptr inbounds nuw i8, ptr %38, i64 8
  %307 = getelementptr inbounds nuw i8, ptr %39, i64 8
  %308 = getelementptr inbounds nuw i8, ptr %37, i64 8
  %309 = getelementptr inbounds nuw i8, ptr %38, i64 16
  %310 = getelementptr inbounds nuw i8, ptr %39, i64 16
  %311 = shl i64 %296, 3
  %312 = mul i64 %296, 12
  %313 = shl i64 %296, 4
  %314 = mul i64 %296, 20
  %315 = mul i64 %296, 24
  %316 = mul i64 %296, 28
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
  %327 = and i64 %29, 3
  %328 = lshr i64 %29, 2
  %329 = and i64 %328, 3
  %330 = lshr i64 %29, 4
  %331 = and i64 %330, 3
  %332 = icmp ult i64 %11, 8
  %333 = icmp ult i64 %11, 32
  %334 = and i64 %11, 24
  %335 = and i64 %11, 9223372036854775776
  %336 = icmp eq i64 %11, %335
  %337 = icmp eq i64 %334, 0
  %338 = and i64 %11, 9223372036854775800
  %339 = icmp eq i64 %11, %338
  %340 = icmp ult i64 %12, 8
  %341 = icmp ult i64 %12, 32
  %342 = and i64 %12, 24
  %343 = and i64 %12, 9223372036854775776
  %344 = icmp eq i64 %12, %343
  %345 = icmp eq i64 %342, 0
  %346 = and i64 %12, 9223372036854775800
  %347 = icmp eq i64 %12, %346
  %348 = icmp ult i64 %12, 8
  %349 = and i64 %12, 9223372036854775800
  %350 = icmp eq i64 %12, %349
  %351 = insertelement <8 x i64> poison, i64 %10, i64 0
  %352 = shufflevector <8 x i64> %351, <8 x i64> poison, <8 x i32> zeroinitializer
  %353 = insertelement <8 x i64> poison, i64 %291, i64 0
  %354 = shufflevector <8 x i64> %353, <8 x i64> poison, <8 x i32> zeroinitializer
  %355 = getelementptr inbounds nuw i8, ptr %33, i64 64
  %356 = getelementptr inbounds nuw i8, ptr %33, i64 128
  %357 = getelementptr inbounds nuw i8, ptr %33, i64 192
  %358 = getelementptr inbounds nuw i8, ptr %33, i64 256
  %359 = getelementptr inbounds nuw i8, ptr %33, i64 320
  %360 = getelementptr inbounds nuw i8, ptr %33, i64 384
  %361 = getelementptr inbounds nuw i8, ptr %33, i64 448
  %362 = getelementptr inbounds nuw i8, ptr %33, i64 512
  %363 = getelementptr inbounds nuw i8, ptr %33, i64 576
  %364 = getelementptr inbounds nuw i8, ptr %33, i64 640
  %365 = getelementptr inbounds nuw i8, ptr %33, i64 704
  %366 = getelementptr inbounds nuw i8, ptr %33, i64 768
  %367 = getelementptr inbounds nuw i8, ptr %33, i64 832
  %368 = getelementptr inbounds nuw i8, ptr %33, i64 896
  %369 = getelementptr inbounds nuw i8, ptr %33, i64 960
  %370 = getelementptr inbounds nuw i8, ptr %33, i64 1024
  %371 = getelementptr inbounds nuw i8, ptr %33, i64 1088
  %372 = getelementptr inbounds nuw i8, ptr %33, i64 1152
  %373 = getelementptr inbounds nuw i8, ptr %33, i64 1216
  %374 = getelementptr inbounds nuw i8, ptr %33, i64 1280
  %375 = getelementptr inbounds nuw i8, ptr %33, i64 1344
  %376 = getelementptr inbounds nuw i8, ptr %33, i64 1408
  %377 = getelementptr inbounds nuw i8, ptr %33, i64 1472
  br label %379

378:                                              ; preds = %406, %272
  call void @llvm.lifetime.end.p0(ptr nonnull %36)
  call void @llvm.lifetime.end.p0(ptr nonnull %35)
  call void @llvm.lifetime.end.p0(ptr nonnull %34)
  ret void

379:                                              ; preds = %284, %406
  %380 = phi i64 [ %3, %284 ], [ %407, %406 ]
  %381 = srem i64 %380, %278
  %382 = sdiv i64 %380, %278
  %383 = srem i64 %382, %281
  %384 = sdiv i64 %382, %281
  %385 = add nsw i64 %381, 1
  %386 = mul i64 %282, %385
  %387 = tail call i64 @llvm.smin.i64(i64 %386, i64 %6)
  %388 = add nsw i64 %383, 1
  %389 = mul nsw i64 %388, %17
  %390 = tail call i64 @llvm.smin.i64(i64 %389, i64 %273)
  %391 = mul nsw i64 %384, %20
  %392 = getelementptr inbounds float, ptr %40, i64 %391
  %393 = mul nsw i64 %384, %21
  %394 = getelementptr inbounds float, ptr %43, i64 %393
  %395 = mul nsw i64 %384, %26
  %396 = getelementptr inbounds float, ptr %44, i64 %395
  %397 = select i1 %285, ptr null, ptr %396
  %398 = mul nsw i64 %384, %24
  %399 = getelementptr inbounds float, ptr %45, i64 %398
  %400 = mul nsw i64 %383, %17
  %401 = mul i64 %282, %381
  %402 = icmp slt i64 %400, %390
  br i1 %402, label %403, label %406

403:                                              ; preds = %379
  %404 = add nsw i64 %390, -1
  %405 = icmp slt i64 %401, %387
  br label %409

406:                                              ; preds = %983, %379
  %407 = add i64 %380, 1
  %408 = icmp eq i64 %407, %4
  br i1 %408, label %378, label %379

409:                                              ; preds = %403, %983
  %410 = phi i64 [ %400, %403 ], [ %984, %983 ]
  %411 = sub nsw i64 %390, %410
  %412 = icmp sgt i64 %411, 2
  %413 = trunc i64 %411 to i32
  %414 = select i1 %412, i32 3, i32 %413
  call void @llvm.lifetime.start.p0(ptr nonnull %37)
  br i1 %57, label %774, label %415

415:                                              ; preds = %409
  %416 = sext i32 %414 to i64
  %417 = tail call i64 @llvm.smin.i64(i64 %410, i64 %404)
  %418 = shl nsw i64 %417, 4
  store i64 %418, ptr %37, align 16
  %419 = icmp sgt i32 %414, 0
  %420 = sub nsw i64 %264, %418
  %421 = select i1 %419, i64 %420, i64 0
  %422 = add nsw i64 %410, 1
  %423 = tail call i64 @llvm.smin.i64(i64 %422, i64 %404)
  %424 = shl nsw i64 %423, 4
  store i64 %424, ptr %304, align 8
  %425 = icmp sgt i32 %414, 1
  %426 = sub nsw i64 %264, %424
  %427 = select i1 %425, i64 %426, i64 0
  %428 = add nsw i64 %410, 2
  %429 = tail call i64 @llvm.smin.i64(i64 %428, i64 %404)
  %430 = shl nsw i64 %429, 4
  store i64 %430, ptr %305, align 16
  %431 = icmp sgt i32 %414, 2
  %432 = sub nsw i64 %264, %430
  %433 = select i1 %431, i64 %432, i64 0
  br label %434

434:                                              ; preds = %415, %752
  %435 = phi i64 [ 0, %415 ], [ %753, %752 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %31)
  call void @llvm.lifetime.start.p0(ptr nonnull %32)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %32, i8 0, i64 28, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %31, i8 0, i64 28, i1 false)
  %436 = icmp slt i64 %435, %416
  %437 = getelementptr inbounds nuw i64, ptr %37, i64 %435
  %438 = load i64, ptr %437, align 8
  br i1 %436, label %439, label %447

439:                                              ; preds = %434
  %440 = sub nsw i64 %264, %438
  %441 = tail call i64 @llvm.smin.i64(i64 %440, i64 16)
  %442 = icmp sgt i64 %440, 0
  br i1 %442, label %443, label %447

443:                                              ; preds = %439
  %444 = srem i64 %438, %10
  %445 = sub nsw i64 0, %444
  %446 = sdiv i64 %438, %10
  br label %451

447:                                              ; preds = %684, %434, %439
  br i1 %64, label %448, label %752

448:                                              ; preds = %447
  %449 = getelementptr i64, ptr %35, i64 %435
  %450 = getelementptr i32, ptr %36, i64 %435
  br label %711

451:                                              ; preds = %443, %684
  %452 = phi i64 [ 0, %684 ], [ %445, %443 ]
  %453 = phi i64 [ %457, %684 ], [ 0, %443 ]
  %454 = phi i64 [ %685, %684 ], [ %446, %443 ]
  %455 = add i64 %452, %10
  %456 = add i64 %455, %453
  %457 = tail call i64 @llvm.smin.i64(i64 %456, i64 %441)
  br i1 %64, label %458, label %545

458:                                              ; preds = %451
  %459 = trunc i64 %457 to i32
  %460 = shl nsw i32 -1, %459
  %461 = xor i32 %460, -1
  %462 = trunc i64 %453 to i32
  %463 = shl nsw i32 -1, %462
  %464 = and i32 %463, %461
  br i1 %332, label %543, label %465

465:                                              ; preds = %458
  br i1 %333, label %521, label %466

466:                                              ; preds = %465
  %467 = insertelement <8 x i32> poison, i32 %464, i64 0
  %468 = shufflevector <8 x i32> %467, <8 x i32> poison, <8 x i32> zeroinitializer
  %469 = insertelement <8 x i64> poison, i64 %454, i64 0
  %470 = shufflevector <8 x i64> %469, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %471

471:                                              ; preds = %471, %466
  %472 = phi i64 [ 0, %466 ], [ %517, %471 ]
  %473 = getelementptr inbounds nuw i64, ptr %286, i64 %472
  %474 = getelementptr inbounds nuw i8, ptr %473, i64 64
  %475 = getelementptr inbounds nuw i8, ptr %473, i64 128
  %476 = getelementptr inbounds nuw i8, ptr %473, i64 192
  %477 = load <8 x i64>, ptr %473, align 8
  %478 = load <8 x i64>, ptr %474, align 8
  %479 = load <8 x i64>, ptr %475, align 8
  %480 = load <8 x i64>, ptr %476, align 8
  %481 = add nsw <8 x i64> %477, %470
  %482 = add nsw <8 x i64> %478, %470
  %483 = add nsw <8 x i64> %479, %470
  %484 = add nsw <8 x i64> %480, %470
  %485 = icmp sgt <8 x i64> %481, splat (i64 -1)
  %486 = icmp sgt <8 x i64> %482, splat (i64 -1)
  %487 = icmp sgt <8 x i64> %483, splat (i64 -1)
  %488 = icmp sgt <8 x i64> %484, splat (i64 -1)
  %489 = getelementptr i64, ptr %287, i64 %472
  %490 = getelementptr i8, ptr %489, i64 64
  %491 = getelementptr i8, ptr %489, i64 128
  %492 = getelementptr i8, ptr %489, i64 192
  %493 = call <8 x i64> @llvm.masked.load.v8i64.p0(ptr align 8 %489, <8 x i1> %485, <8 x i64> poison)
  %494 = call <8 x i64> @llvm.masked.load.v8i64.p0(ptr align 8 %490, <8 x i1> %486, <8 x i64> poison)
  %495 = call <8 x i64> @llvm.masked.load.v8i64.p0(ptr align 8 %491, <8 x i1> %487, <8 x i64> poison)
  %496 = call <8 x i64> @llvm.masked.load.v8i64.p0(ptr align 8 %492, <8 x i1> %488, <8 x i64> poison)
  %497 = icmp slt <8 x i64> %481, %493
  %498 = icmp slt <8 x i64> %482, %494
  %499 = icmp slt <8 x i64> %483, %495
  %500 = icmp slt <8 x i64> %484, %496
  %501 = select <8 x i1> %485, <8 x i1> %497, <8 x i1> zeroinitializer
  %502 = select <8 x i1> %486, <8 x i1> %498, <8 x i1> zeroinitializer
  %503 = select <8 x i1> %487, <8 x i1> %499, <8 x i1> zeroinitializer
  %504 = select <8 x i1> %488, <8 x i1> %500, <8 x i1> zeroinitializer
  %505 = getelementptr i32, ptr %31, i64 %472
  %506 = getelementptr i8, ptr %505, i64 32
  %507 = getelementptr i8, ptr %505, i64 64
  %508 = getelementptr i8, ptr %505, i64 96
  %509 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %505, <8 x i1> %501, <8 x i32> poison)
  %510 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %506, <8 x i1> %502, <8 x i32> poison)
  %511 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %507, <8 x i1> %503, <8 x i32> poison)
  %512 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %508, <8 x i1> %504, <8 x i32> poison)
  %513 = or <8 x i32> %509, %468
  %514 = or <8 x i32> %510, %468
  %515 = or <8 x i32> %511, %468
  %516 = or <8 x i32> %512, %468
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %513, ptr align 16 %505, <8 x i1> %501)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %514, ptr align 16 %506, <8 x i1> %502)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %515, ptr align 16 %507, <8 x i1> %503)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %516, ptr align 16 %508, <8 x i1> %504)
  %517 = add nuw i64 %472, 32
  %518 = icmp eq i64 %517, %335
  br i1 %518, label %519, label %471

519:                                              ; preds = %471
  br i1 %336, label %545, label %520

520:                                              ; preds = %519
  br i1 %337, label %543, label %521

521:                                              ; preds = %465, %520
  %522 = phi i64 [ %335, %520 ], [ 0, %465 ]
  %523 = insertelement <8 x i32> poison, i32 %464, i64 0
  %524 = shufflevector <8 x i32> %523, <8 x i32> poison, <8 x i32> zeroinitializer
  %525 = insertelement <8 x i64> poison, i64 %454, i64 0
  %526 = shufflevector <8 x i64> %525, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %527

527:                                              ; preds = %527, %521
  %528 = phi i64 [ %522, %521 ], [ %540, %527 ]
  %529 = getelementptr inbounds nuw i64, ptr %286, i64 %528
  %530 = load <8 x i64>, ptr %529, align 8
  %531 = add nsw <8 x i64> %530, %526
  %532 = icmp sgt <8 x i64> %531, splat (i64 -1)
  %533 = getelementptr i64, ptr %287, i64 %528
  %534 = call <8 x i64> @llvm.masked.load.v8i64.p0(ptr align 8 %533, <8 x i1> %532, <8 x i64> poison)
  %535 = icmp slt <8 x i64> %531, %534
  %536 = select <8 x i1> %532, <8 x i1> %535, <8 x i1> zeroinitializer
  %537 = getelementptr i32, ptr %31, i64 %528
  %538 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %537, <8 x i1> %536, <8 x i32> poison)
  %539 = or <8 x i32> %538, %524
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %539, ptr align 16 %537, <8 x i1> %536)
  %540 = add nuw i64 %528, 8
  %541 = icmp eq i64 %540, %338
  br i1 %541, label %542, label %527

542:                                              ; preds = %527
  br i1 %339, label %545, label %543

543:                                              ; preds = %458, %520, %542
  %544 = phi i64 [ 0, %458 ], [ %335, %520 ], [ %338, %542 ]
  br label %667

545:                                              ; preds = %681, %519, %542, %451
  br i1 %198, label %546, label %684

546:                                              ; preds = %545
  %547 = add i64 %453, %452
  br i1 %340, label %665, label %548

548:                                              ; preds = %546
  br i1 %341, label %634, label %549

549:                                              ; preds = %548
  %550 = insertelement <8 x i64> poison, i64 %547, i64 0
  %551 = shufflevector <8 x i64> %550, <8 x i64> poison, <8 x i32> zeroinitializer
  %552 = insertelement <8 x i64> poison, i64 %453, i64 0
  %553 = shufflevector <8 x i64> %552, <8 x i64> poison, <8 x i32> zeroinitializer
  %554 = insertelement <8 x i64> poison, i64 %457, i64 0
  %555 = shufflevector <8 x i64> %554, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %556

556:                                              ; preds = %556, %549
  %557 = phi i64 [ 0, %549 ], [ %630, %556 ]
  %558 = getelementptr inbounds nuw i64, ptr %288, i64 %557
  %559 = getelementptr inbounds nuw i8, ptr %558, i64 64
  %560 = getelementptr inbounds nuw i8, ptr %558, i64 128
  %561 = getelementptr inbounds nuw i8, ptr %558, i64 192
  %562 = load <8 x i64>, ptr %558, align 8
  %563 = load <8 x i64>, ptr %559, align 8
  %564 = load <8 x i64>, ptr %560, align 8
  %565 = load <8 x i64>, ptr %561, align 8
  %566 = sub <8 x i64> %551, %562
  %567 = sub <8 x i64> %551, %563
  %568 = sub <8 x i64> %551, %564
  %569 = sub <8 x i64> %551, %565
  %570 = getelementptr inbounds nuw i64, ptr %289, i64 %557
  %571 = getelementptr inbounds nuw i8, ptr %570, i64 64
  %572 = getelementptr inbounds nuw i8, ptr %570, i64 128
  %573 = getelementptr inbounds nuw i8, ptr %570, i64 192
  %574 = load <8 x i64>, ptr %570, align 8
  %575 = load <8 x i64>, ptr %571, align 8
  %576 = load <8 x i64>, ptr %572, align 8
  %577 = load <8 x i64>, ptr %573, align 8
  %578 = add nsw <8 x i64> %566, %574
  %579 = add nsw <8 x i64> %567, %575
  %580 = add nsw <8 x i64> %568, %576
  %581 = add nsw <8 x i64> %569, %577
  %582 = call <8 x i64> @llvm.smax.v8i64(<8 x i64> %566, <8 x i64> %553)
  %583 = call <8 x i64> @llvm.smax.v8i64(<8 x i64> %567, <8 x i64> %553)
  %584 = call <8 x i64> @llvm.smax.v8i64(<8 x i64> %568, <8 x i64> %553)
  %585 = call <8 x i64> @llvm.smax.v8i64(<8 x i64> %569, <8 x i64> %553)
  %586 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %578, <8 x i64> %555)
  %587 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %579, <8 x i64> %555)
  %588 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %580, <8 x i64> %555)
  %589 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %581, <8 x i64> %555)
  %590 = icmp slt <8 x i64> %582, %586
  %591 = icmp slt <8 x i64> %583, %587
  %592 = icmp slt <8 x i64> %584, %588
  %593 = icmp slt <8 x i64> %585, %589
  %594 = trunc <8 x i64> %586 to <8 x i32>
  %595 = trunc <8 x i64> %587 to <8 x i32>
  %596 = trunc <8 x i64> %588 to <8 x i32>
  %597 = trunc <8 x i64> %589 to <8 x i32>
  %598 = shl nsw <8 x i32> splat (i32 -1), %594
  %599 = shl nsw <8 x i32> splat (i32 -1), %595
  %600 = shl nsw <8 x i32> splat (i32 -1), %596
  %601 = shl nsw <8 x i32> splat (i32 -1), %597
  %602 = xor <8 x i32> %598, splat (i32 -1)
  %603 = xor <8 x i32> %599, splat (i32 -1)
  %604 = xor <8 x i32> %600, splat (i32 -1)
  %605 = xor <8 x i32> %601, splat (i32 -1)
  %606 = trunc <8 x i64> %582 to <8 x i32>
  %607 = trunc <8 x i64> %583 to <8 x i32>
  %608 = trunc <8 x i64> %584 to <8 x i32>
  %609 = trunc <8 x i64> %585 to <8 x i32>
  %610 = shl nsw <8 x i32> splat (i32 -1), %606
  %611 = shl nsw <8 x i32> splat (i32 -1), %607
  %612 = shl nsw <8 x i32> splat (i32 -1), %608
  %613 = shl nsw <8 x i32> splat (i32 -1), %609
  %614 = and <8 x i32> %610, %602
  %615 = and <8 x i32> %611, %603
  %616 = and <8 x i32> %612, %604
  %617 = and <8 x i32> %613, %605
  %618 = getelementptr i32, ptr %32, i64 %557
  %619 = getelementptr i8, ptr %618, i64 32
  %620 = getelementptr i8, ptr %618, i64 64
  %621 = getelementptr i8, ptr %618, i64 96
  %622 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %618, <8 x i1> %590, <8 x i32> poison)
  %623 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %619, <8 x i1> %591, <8 x i32> poison)
  %624 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %620, <8 x i1> %592, <8 x i32> poison)
  %625 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %621, <8 x i1> %593, <8 x i32> poison)
  %626 = or <8 x i32> %622, %614
  %627 = or <8 x i32> %623, %615
  %628 = or <8 x i32> %624, %616
  %629 = or <8 x i32> %625, %617
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %626, ptr align 16 %618, <8 x i1> %590)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %627, ptr align 16 %619, <8 x i1> %591)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %628, ptr align 16 %620, <8 x i1> %592)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %629, ptr align 16 %621, <8 x i1> %593)
  %630 = add nuw i64 %557, 32
  %631 = icmp eq i64 %630, %343
  br i1 %631, label %632, label %556

632:                                              ; preds = %556
  br i1 %344, label %684, label %633

633:                                              ; preds = %632
  br i1 %345, label %665, label %634

634:                                              ; preds = %548, %633
  %635 = phi i64 [ %343, %633 ], [ 0, %548 ]
  %636 = insertelement <8 x i64> poison, i64 %547, i64 0
  %637 = shufflevector <8 x i64> %636, <8 x i64> poison, <8 x i32> zeroinitializer
  %638 = insertelement <8 x i64> poison, i64 %453, i64 0
  %639 = shufflevector <8 x i64> %638, <8 x i64> poison, <8 x i32> zeroinitializer
  %640 = insertelement <8 x i64> poison, i64 %457, i64 0
  %641 = shufflevector <8 x i64> %640, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %642

642:                                              ; preds = %642, %634
  %643 = phi i64 [ %635, %634 ], [ %662, %642 ]
  %644 = getelementptr inbounds nuw i64, ptr %288, i64 %643
  %645 = load <8 x i64>, ptr %644, align 8
  %646 = sub <8 x i64> %637, %645
  %647 = getelementptr inbounds nuw i64, ptr %289, i64 %643
  %648 = load <8 x i64>, ptr %647, align 8
  %649 = add nsw <8 x i64> %646, %648
  %650 = call <8 x i64> @llvm.smax.v8i64(<8 x i64> %646, <8 x i64> %639)
  %651 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %649, <8 x i64> %641)
  %652 = icmp slt <8 x i64> %650, %651
  %653 = trunc <8 x i64> %651 to <8 x i32>
  %654 = shl nsw <8 x i32> splat (i32 -1), %653
  %655 = xor <8 x i32> %654, splat (i32 -1)
  %656 = trunc <8 x i64> %650 to <8 x i32>
  %657 = shl nsw <8 x i32> splat (i32 -1), %656
  %658 = and <8 x i32> %657, %655
  %659 = getelementptr i32, ptr %32, i64 %643
  %660 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %659, <8 x i1> %652, <8 x i32> poison)
  %661 = or <8 x i32> %660, %658
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %661, ptr align 16 %659, <8 x i1> %652)
  %662 = add nuw i64 %643, 8
  %663 = icmp eq i64 %662, %346
  br i1 %663, label %664, label %642

664:                                              ; preds = %642
  br i1 %347, label %684, label %665

665:                                              ; preds = %546, %633, %664
  %666 = phi i64 [ 0, %546 ], [ %343, %633 ], [ %346, %664 ]
  br label %687

667:                                              ; preds = %543, %681
  %668 = phi i64 [ %682, %681 ], [ %544, %543 ]
  %669 = getelementptr inbounds nuw i64, ptr %286, i64 %668
  %670 = load i64, ptr %669, align 8
  %671 = add nsw i64 %670, %454
  %672 = icmp sgt i64 %671, -1
  br i1 %672, label %673, label %681

673:                                              ; preds = %667
  %674 = getelementptr inbounds nuw i64, ptr %287, i64 %668
  %675 = load i64, ptr %674, align 8
  %676 = icmp slt i64 %671, %675
  br i1 %676, label %677, label %681

677:                                              ; preds = %673
  %678 = getelementptr inbounds nuw i32, ptr %31, i64 %668
  %679 = load i32, ptr %678, align 4
  %680 = or i32 %679, %464
  store i32 %680, ptr %678, align 4
  br label %681

681:                                              ; preds = %677, %673, %667
  %682 = add nuw nsw i64 %668, 1
  %683 = icmp eq i64 %682, %11
  br i1 %683, label %545, label %667

684:                                              ; preds = %708, %632, %664, %545
  %685 = add nsw i64 %454, 1
  %686 = icmp slt i64 %456, %441
  br i1 %686, label %451, label %447

687:                                              ; preds = %665, %708
  %688 = phi i64 [ %709, %708 ], [ %666, %665 ]
  %689 = getelementptr inbounds nuw i64, ptr %288, i64 %688
  %690 = load i64, ptr %689, align 8
  %691 = sub i64 %547, %690
  %692 = getelementptr inbounds nuw i64, ptr %289, i64 %688
  %693 = load i64, ptr %692, align 8
  %694 = add nsw i64 %691, %693
  %695 = tail call i64 @llvm.smax.i64(i64 %691, i64 %453)
  %696 = tail call i64 @llvm.smin.i64(i64 %694, i64 %457)
  %697 = icmp slt i64 %695, %696
  br i1 %697, label %698, label %708

698:                                              ; preds = %687
  %699 = trunc i64 %696 to i32
  %700 = shl nsw i32 -1, %699
  %701 = xor i32 %700, -1
  %702 = trunc i64 %695 to i32
  %703 = shl nsw i32 -1, %702
  %704 = and i32 %703, %701
  %705 = getelementptr inbounds nuw i32, ptr %32, i64 %688
  %706 = load i32, ptr %705, align 4
  %707 = or i32 %706, %704
  store i32 %707, ptr %705, align 4
  br label %708

708:                                              ; preds = %698, %687
  %709 = add nuw nsw i64 %688, 1
  %710 = icmp eq i64 %709, %12
  br i1 %710, label %684, label %687

711:                                              ; preds = %448, %755
  %712 = phi i64 [ 0, %448 ], [ %756, %755 ]
  br i1 %198, label %713, label %755

713:                                              ; preds = %711
  %714 = getelementptr inbounds nuw i64, ptr %34, i64 %712
  %715 = load i64, ptr %714, align 8
  %716 = getelementptr inbounds nuw i64, ptr %286, i64 %712
  %717 = load i64, ptr %716, align 8
  %718 = mul nsw i64 %717, %10
  %719 = add i64 %715, %438
  %720 = add i64 %719, %718
  %721 = mul nuw nsw i64 %712, %12
  %722 = getelementptr inbounds nuw i32, ptr %31, i64 %712
  %723 = load i32, ptr %722, align 4
  br i1 %348, label %750, label %724

724:                                              ; preds = %713
  %725 = insertelement <8 x i64> poison, i64 %720, i64 0
  %726 = shufflevector <8 x i64> %725, <8 x i64> poison, <8 x i32> zeroinitializer
  %727 = insertelement <8 x i64> poison, i64 %721, i64 0
  %728 = shufflevector <8 x i64> %727, <8 x i64> poison, <8 x i32> zeroinitializer
  %729 = insertelement <8 x i32> poison, i32 %723, i64 0
  %730 = shufflevector <8 x i32> %729, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %731

731:                                              ; preds = %731, %724
  %732 = phi i64 [ 0, %724 ], [ %746, %731 ]
  %733 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %724 ], [ %747, %731 ]
  %734 = getelementptr inbounds nuw i64, ptr %290, i64 %732
  %735 = load <8 x i64>, ptr %734, align 8
  %736 = getelementptr inbounds nuw i64, ptr %288, i64 %732
  %737 = load <8 x i64>, ptr %736, align 8
  %738 = add <8 x i64> %735, %726
  %739 = add nsw <8 x i64> %738, %737
  %740 = add nuw nsw <8 x i64> %733, %728
  %741 = getelementptr [3 x i64], ptr %449, <8 x i64> %740
  call void @llvm.masked.scatter.v8i64.v8p0(<8 x i64> %739, <8 x ptr> align 8 %741, <8 x i1> splat (i1 true))
  %742 = getelementptr inbounds nuw i32, ptr %32, i64 %732
  %743 = load <8 x i32>, ptr %742, align 16
  %744 = and <8 x i32> %743, %730
  %745 = getelementptr [3 x i32], ptr %450, <8 x i64> %740
  call void @llvm.masked.scatter.v8i32.v8p0(<8 x i32> %744, <8 x ptr> align 4 %745, <8 x i1> splat (i1 true))
  %746 = add nuw i64 %732, 8
  %747 = add nuw nsw <8 x i64> %733, splat (i64 8)
  %748 = icmp eq i64 %746, %349
  br i1 %748, label %749, label %731

749:                                              ; preds = %731
  br i1 %350, label %755, label %750

750:                                              ; preds = %713, %749
  %751 = phi i64 [ 0, %713 ], [ %349, %749 ]
  br label %758

752:                                              ; preds = %755, %447
  call void @llvm.lifetime.end.p0(ptr nonnull %32)
  call void @llvm.lifetime.end.p0(ptr nonnull %31)
  %753 = add nuw nsw i64 %435, 1
  %754 = icmp eq i64 %753, 3
  br i1 %754, label %951, label %434

755:                                              ; preds = %758, %749, %711
  %756 = add nuw nsw i64 %712, 1
  %757 = icmp eq i64 %756, %11
  br i1 %757, label %752, label %711

758:                                              ; preds = %750, %758
  %759 = phi i64 [ %772, %758 ], [ %751, %750 ]
  %760 = getelementptr inbounds nuw i64, ptr %290, i64 %759
  %761 = load i64, ptr %760, align 8
  %762 = getelementptr inbounds nuw i64, ptr %288, i64 %759
  %763 = load i64, ptr %762, align 8
  %764 = add i64 %761, %720
  %765 = add nsw i64 %764, %763
  %766 = add nuw nsw i64 %759, %721
  %767 = getelementptr [3 x i64], ptr %449, i64 %766
  store i64 %765, ptr %767, align 8
  %768 = getelementptr inbounds nuw i32, ptr %32, i64 %759
  %769 = load i32, ptr %768, align 4
  %770 = and i32 %769, %723
  %771 = getelementptr [3 x i32], ptr %450, i64 %766
  store i32 %770, ptr %771, align 4
  %772 = add nuw nsw i64 %759, 1
  %773 = icmp eq i64 %772, %12
  br i1 %773, label %755, label %758

774:                                              ; preds = %409
  call void @llvm.lifetime.start.p0(ptr nonnull %38)
  call void @llvm.lifetime.start.p0(ptr nonnull %39)
  %775 = tail call i64 @llvm.smin.i64(i64 %410, i64 %404)
  %776 = sdiv i64 %775, %266
  store i64 %776, ptr %38, align 16
  %777 = srem i64 %775, %266
  %778 = shl nsw i64 %777, 4
  store i64 %778, ptr %39, align 16
  %779 = mul nsw i64 %776, %10
  %780 = add nsw i64 %778, %779
  store i64 %780, ptr %37, align 16
  %781 = icmp sgt i32 %414, 0
  %782 = sub nsw i64 %10, %778
  %783 = select i1 %781, i64 %782, i64 0
  %784 = add nsw i64 %410, 1
  %785 = tail call i64 @llvm.smin.i64(i64 %784, i64 %404)
  %786 = sdiv i64 %785, %266
  store i64 %786, ptr %306, align 8
  %787 = srem i64 %785, %266
  %788 = shl nsw i64 %787, 4
  store i64 %788, ptr %307, align 8
  %789 = mul nsw i64 %786, %10
  %790 = add nsw i64 %788, %789
  store i64 %790, ptr %308, align 8
  %791 = icmp sgt i32 %414, 1
  %792 = sub nsw i64 %10, %788
  %793 = select i1 %791, i64 %792, i64 0
  %794 = add nsw i64 %410, 2
  %795 = tail call i64 @llvm.smin.i64(i64 %794, i64 %404)
  %796 = sdiv i64 %795, %266
  store i64 %796, ptr %309, align 16
  %797 = srem i64 %795, %266
  %798 = shl nsw i64 %797, 4
  store i64 %798, ptr %310, align 16
  %799 = mul nsw i64 %796, %10
  %800 = add nsw i64 %798, %799
  %801 = icmp sgt i32 %414, 2
  %802 = sub nsw i64 %10, %798
  %803 = select i1 %801, i64 %802, i64 0
  br i1 %64, label %804, label %950

804:                                              ; preds = %774
  %805 = sext i32 %414 to i64
  %806 = icmp slt i32 %414, 3
  %807 = icmp sgt i32 %414, 0
  %808 = shl nsw i64 %805, 3
  %809 = sub i32 2, %414
  %810 = zext i32 %809 to i64
  %811 = shl nuw nsw i64 %810, 3
  %812 = add nuw nsw i64 %811, 8
  %813 = shl nsw i64 %805, 2
  %814 = shl nuw nsw i64 %810, 2
  %815 = add nuw nsw i64 %814, 4
  %816 = getelementptr i8, ptr %35, i64 %808
  %817 = getelementptr i8, ptr %36, i64 %813
  %818 = zext i32 %414 to i64
  %819 = icmp ult i32 %414, 8
  %820 = and i64 %818, 4294967288
  %821 = icmp eq i64 %820, %818
  br label %822

822:                                              ; preds = %804, %835
  %823 = phi i64 [ 0, %804 ], [ %836, %835 ]
  br i1 %198, label %824, label %835

824:                                              ; preds = %822
  %825 = mul i64 %302, %823
  %826 = mul i64 %303, %823
  %827 = mul nuw nsw i64 %823, %12
  %828 = getelementptr inbounds nuw i64, ptr %286, i64 %823
  %829 = getelementptr inbounds nuw i64, ptr %287, i64 %823
  %830 = getelementptr inbounds nuw i64, ptr %34, i64 %823
  %831 = getelementptr i8, ptr %816, i64 %825
  %832 = getelementptr i8, ptr %817, i64 %826
  %833 = insertelement <8 x ptr> poison, ptr %829, i64 0
  %834 = shufflevector <8 x ptr> %833, <8 x ptr> poison, <8 x i32> zeroinitializer
  br label %838

835:                                              ; preds = %908, %822
  %836 = add nuw nsw i64 %823, 1
  %837 = icmp eq i64 %836, %11
  br i1 %837, label %950, label %822

838:                                              ; preds = %824, %908
  %839 = phi i64 [ 0, %824 ], [ %909, %908 ]
  %840 = add nuw nsw i64 %839, %827
  br i1 %806, label %841, label %846

841:                                              ; preds = %838
  %842 = mul i64 %839, 24
  %843 = getelementptr i8, ptr %831, i64 %842
  %844 = mul i64 %839, 12
  %845 = getelementptr i8, ptr %832, i64 %844
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1) %843, i8 0, i64 %812, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %845, i8 0, i64 %815, i1 false)
  br i1 %807, label %846, label %908

846:                                              ; preds = %838, %841
  %847 = load i64, ptr %828, align 8
  %848 = getelementptr inbounds nuw i64, ptr %288, i64 %839
  %849 = load i64, ptr %848, align 8
  %850 = getelementptr inbounds nuw i64, ptr %289, i64 %839
  %851 = load i64, ptr %850, align 8
  %852 = load i64, ptr %830, align 8
  %853 = getelementptr inbounds nuw i64, ptr %290, i64 %839
  %854 = load i64, ptr %853, align 8
  %855 = add i64 %852, %854
  %856 = getelementptr inbounds nuw [3 x i64], ptr %35, i64 %840
  %857 = getelementptr inbounds nuw [3 x i32], ptr %36, i64 %840
  br i1 %819, label %906, label %858

858:                                              ; preds = %846
  %859 = insertelement <8 x i64> poison, i64 %847, i64 0
  %860 = shufflevector <8 x i64> %859, <8 x i64> poison, <8 x i32> zeroinitializer
  %861 = insertelement <8 x i64> poison, i64 %849, i64 0
  %862 = shufflevector <8 x i64> %861, <8 x i64> poison, <8 x i32> zeroinitializer
  %863 = insertelement <8 x i64> poison, i64 %851, i64 0
  %864 = shufflevector <8 x i64> %863, <8 x i64> poison, <8 x i32> zeroinitializer
  %865 = insertelement <8 x i64> poison, i64 %855, i64 0
  %866 = shufflevector <8 x i64> %865, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %867

867:                                              ; preds = %867, %858
  %868 = phi i64 [ 0, %858 ], [ %903, %867 ]
  %869 = getelementptr inbounds nuw i64, ptr %38, i64 %868
  %870 = load <8 x i64>, ptr %869, align 16
  %871 = add nsw <8 x i64> %860, %870
  %872 = getelementptr inbounds nuw i64, ptr %39, i64 %868
  %873 = load <8 x i64>, ptr %872, align 16
  %874 = add nsw <8 x i64> %862, %873
  %875 = icmp sgt <8 x i64> %871, splat (i64 -1)
  %876 = call <8 x i64> @llvm.masked.gather.v8i64.v8p0(<8 x ptr> align 8 %834, <8 x i1> %875, <8 x i64> poison)
  %877 = icmp slt <8 x i64> %871, %876
  %878 = freeze <8 x i1> %877
  %879 = and <8 x i1> %875, %878
  %880 = icmp slt <8 x i64> %874, zeroinitializer
  %881 = sub nsw <8 x i64> zeroinitializer, %874
  %882 = select <8 x i1> %880, <8 x i64> %881, <8 x i64> zeroinitializer
  %883 = sub nsw <8 x i64> %864, %874
  %884 = sub nsw <8 x i64> %352, %873
  %885 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %883, <8 x i64> %884)
  %886 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %885, <8 x i64> splat (i64 16))
  %887 = icmp sgt <8 x i64> %886, %882
  %888 = and <8 x i1> %875, %878
  %889 = select <8 x i1> %888, <8 x i1> %887, <8 x i1> zeroinitializer
  %890 = select <8 x i1> %879, <8 x i64> %871, <8 x i64> zeroinitializer
  %891 = mul nsw <8 x i64> %354, %890
  %892 = add <8 x i64> %874, %866
  %893 = add <8 x i64> %892, %891
  %894 = getelementptr inbounds nuw i64, ptr %856, i64 %868
  store <8 x i64> %893, ptr %894, align 8
  %895 = trunc <8 x i64> %886 to <8 x i32>
  %896 = shl nsw <8 x i32> splat (i32 -1), %895
  %897 = xor <8 x i32> %896, splat (i32 -1)
  %898 = trunc <8 x i64> %882 to <8 x i32>
  %899 = shl nsw <8 x i32> splat (i32 -1), %898
  %900 = and <8 x i32> %899, %897
  %901 = select <8 x i1> %889, <8 x i32> %900, <8 x i32> zeroinitializer
  %902 = getelementptr inbounds nuw i32, ptr %857, i64 %868
  store <8 x i32> %901, ptr %902, align 4
  %903 = add nuw i64 %868, 8
  %904 = icmp eq i64 %903, %820
  br i1 %904, label %905, label %867

905:                                              ; preds = %867
  br i1 %821, label %908, label %906

906:                                              ; preds = %846, %905
  %907 = phi i64 [ 0, %846 ], [ %820, %905 ]
  br label %911

908:                                              ; preds = %924, %905, %841
  %909 = add nuw nsw i64 %839, 1
  %910 = icmp eq i64 %909, %12
  br i1 %910, label %835, label %838

911:                                              ; preds = %906, %924
  %912 = phi i64 [ %948, %924 ], [ %907, %906 ]
  %913 = getelementptr inbounds nuw i64, ptr %38, i64 %912
  %914 = load i64, ptr %913, align 8
  %915 = add nsw i64 %847, %914
  %916 = getelementptr inbounds nuw i64, ptr %39, i64 %912
  %917 = load i64, ptr %916, align 8
  %918 = add nsw i64 %849, %917
  %919 = icmp sgt i64 %915, -1
  br i1 %919, label %920, label %924

920:                                              ; preds = %911
  %921 = load i64, ptr %829, align 8
  %922 = icmp slt i64 %915, %921
  %923 = freeze i1 %922
  br label %924

924:                                              ; preds = %920, %911
  %925 = phi i1 [ false, %911 ], [ %923, %920 ]
  %926 = icmp slt i64 %918, 0
  %927 = sub nsw i64 0, %918
  %928 = select i1 %926, i64 %927, i64 0
  %929 = sub nsw i64 %851, %918
  %930 = sub nsw i64 %10, %917
  %931 = tail call i64 @llvm.smin.i64(i64 %929, i64 %930)
  %932 = tail call i64 @llvm.smin.i64(i64 %931, i64 16)
  %933 = icmp sgt i64 %932, %928
  %934 = select i1 %925, i1 %933, i1 false
  %935 = select i1 %925, i64 %915, i64 0
  %936 = mul nsw i64 %291, %935
  %937 = add i64 %918, %855
  %938 = add i64 %937, %936
  %939 = getelementptr inbounds nuw i64, ptr %856, i64 %912
  store i64 %938, ptr %939, align 8
  %940 = trunc i64 %932 to i32
  %941 = shl nsw i32 -1, %940
  %942 = xor i32 %941, -1
  %943 = trunc i64 %928 to i32
  %944 = shl nsw i32 -1, %943
  %945 = and i32 %944, %942
  %946 = select i1 %934, i32 %945, i32 0
  %947 = getelementptr inbounds nuw i32, ptr %857, i64 %912
  store i32 %946, ptr %947, align 4
  %948 = add nuw nsw i64 %912, 1
  %949 = icmp eq i64 %948, %818
  br i1 %949, label %908, label %911

950:                                              ; preds = %835, %774
  call void @llvm.lifetime.end.p0(ptr nonnull %39)
  call void @llvm.lifetime.end.p0(ptr nonnull %38)
  br label %951

951:                                              ; preds = %752, %950
  %952 = phi i64 [ %803, %950 ], [ %433, %752 ]
  %953 = phi i64 [ %793, %950 ], [ %427, %752 ]
  %954 = phi i64 [ %783, %950 ], [ %421, %752 ]
  %955 = phi i64 [ %800, %950 ], [ %430, %752 ]
  %956 = phi i64 [ %790, %950 ], [ %424, %752 ]
  %957 = phi i64 [ %780, %950 ], [ %418, %752 ]
  br i1 %405, label %958, label %983

958:                                              ; preds = %951
  %959 = icmp sgt i64 %954, 15
  %960 = trunc i64 %954 to i32
  %961 = shl nsw i32 -1, %960
  %962 = trunc i32 %961 to i16
  %963 = xor i16 %962, -1
  %964 = select i1 %959, i16 -1, i16 %963
  %965 = icmp sgt i64 %953, 15
  %966 = trunc i64 %953 to i32
  %967 = shl nsw i32 -1, %966
  %968 = trunc i32 %967 to i16
  %969 = xor i16 %968, -1
  %970 = select i1 %965, i16 -1, i16 %969
  %971 = icmp sgt i64 %952, 15
  %972 = trunc i64 %952 to i32
  %973 = shl nsw i32 -1, %972
  %974 = trunc i32 %973 to i16
  %975 = xor i16 %974, -1
  %976 = select i1 %971, i16 -1, i16 %975
  %977 = bitcast i16 %964 to <16 x i1>
  %978 = bitcast i16 %970 to <16 x i1>
  %979 = bitcast i16 %976 to <16 x i1>
  %980 = bitcast i16 %964 to <16 x i1>
  %981 = bitcast i16 %970 to <16 x i1>
  %982 = bitcast i16 %976 to <16 x i1>
  br label %986

983:                                              ; preds = %1636, %951
  call void @llvm.lifetime.end.p0(ptr nonnull %37)
  %984 = add nsw i64 %410, 3
  %985 = icmp slt i64 %984, %390
  br i1 %985, label %409, label %406

986:                                              ; preds = %958, %1636
  %987 = phi i64 [ %1637, %1636 ], [ %401, %958 ]
  %988 = sub nsw i64 %387, %987
  %989 = icmp sgt i64 %988, 7
  %990 = select i1 %989, i64 %987, i64 %292
  %991 = getelementptr inbounds float, ptr %42, i64 %990
  br i1 %295, label %1000, label %992

992:                                              ; preds = %986
  %993 = load float, ptr %991, align 4
  %994 = insertelement <16 x float> poison, float %993, i64 0
  %995 = shufflevector <16 x float> %994, <16 x float> poison, <16 x i32> zeroinitializer
  %996 = insertelement <16 x float> poison, float %993, i64 0
  %997 = shufflevector <16 x float> %996, <16 x float> poison, <16 x i32> zeroinitializer
  %998 = insertelement <16 x float> poison, float %993, i64 0
  %999 = shufflevector <16 x float> %998, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1009

1000:                                             ; preds = %986
  %1001 = mul nsw i64 %990, %264
  %1002 = getelementptr inbounds float, ptr %394, i64 %1001
  %1003 = getelementptr inbounds float, ptr %1002, i64 %957
  %1004 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1003, <16 x i1> %977, <16 x float> zeroinitializer)
  %1005 = getelementptr inbounds float, ptr %1002, i64 %956
  %1006 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1005, <16 x i1> %978, <16 x float> zeroinitializer)
  %1007 = getelementptr inbounds float, ptr %1002, i64 %955
  %1008 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1007, <16 x i1> %979, <16 x float> zeroinitializer)
  br label %1009

1009:                                             ; preds = %1000, %992
  %1010 = phi <16 x float> [ %1006, %1000 ], [ %997, %992 ]
  %1011 = phi <16 x float> [ %1004, %1000 ], [ %995, %992 ]
  %1012 = phi <16 x float> [ %1008, %1000 ], [ %999, %992 ]
  br i1 %295, label %1022, label %1013

1013:                                             ; preds = %1009
  %1014 = getelementptr inbounds nuw i8, ptr %991, i64 4
  %1015 = load float, ptr %1014, align 4
  %1016 = insertelement <16 x float> poison, float %1015, i64 0
  %1017 = shufflevector <16 x float> %1016, <16 x float> poison, <16 x i32> zeroinitializer
  %1018 = insertelement <16 x float> poison, float %1015, i64 0
  %1019 = shufflevector <16 x float> %1018, <16 x float> poison, <16 x i32> zeroinitializer
  %1020 = insertelement <16 x float> poison, float %1015, i64 0
  %1021 = shufflevector <16 x float> %1020, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1032

1022:                                             ; preds = %1009
  %1023 = add nsw i64 %990, 1
  %1024 = mul nsw i64 %1023, %264
  %1025 = getelementptr inbounds float, ptr %394, i64 %1024
  %1026 = getelementptr inbounds float, ptr %1025, i64 %957
  %1027 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1026, <16 x i1> %977, <16 x float> zeroinitializer)
  %1028 = getelementptr inbounds float, ptr %1025, i64 %956
  %1029 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1028, <16 x i1> %978, <16 x float> zeroinitializer)
  %1030 = getelementptr inbounds float, ptr %1025, i64 %955
  %1031 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1030, <16 x i1> %979, <16 x float> zeroinitializer)
  br label %1032

1032:                                             ; preds = %1022, %1013
  %1033 = phi <16 x float> [ %1029, %1022 ], [ %1019, %1013 ]
  %1034 = phi <16 x float> [ %1027, %1022 ], [ %1017, %1013 ]
  %1035 = phi <16 x float> [ %1031, %1022 ], [ %1021, %1013 ]
  br i1 %295, label %1045, label %1036

1036:                                             ; preds = %1032
  %1037 = getelementptr inbounds nuw i8, ptr %991, i64 8
  %1038 = load float, ptr %1037, align 4
  %1039 = insertelement <16 x float> poison, float %1038, i64 0
  %1040 = shufflevector <16 x float> %1039, <16 x float> poison, <16 x i32> zeroinitializer
  %1041 = insertelement <16 x float> poison, float %1038, i64 0
  %1042 = shufflevector <16 x float> %1041, <16 x float> poison, <16 x i32> zeroinitializer
  %1043 = insertelement <16 x float> poison, float %1038, i64 0
  %1044 = shufflevector <16 x float> %1043, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1055

1045:                                             ; preds = %1032
  %1046 = add nsw i64 %990, 2
  %1047 = mul nsw i64 %1046, %264
  %1048 = getelementptr inbounds float, ptr %394, i64 %1047
  %1049 = getelementptr inbounds float, ptr %1048, i64 %957
  %1050 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1049, <16 x i1> %977, <16 x float> zeroinitializer)
  %1051 = getelementptr inbounds float, ptr %1048, i64 %956
  %1052 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1051, <16 x i1> %978, <16 x float> zeroinitializer)
  %1053 = getelementptr inbounds float, ptr %1048, i64 %955
  %1054 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1053, <16 x i1> %979, <16 x float> zeroinitializer)
  br label %1055

1055:                                             ; preds = %1045, %1036
  %1056 = phi <16 x float> [ %1052, %1045 ], [ %1042, %1036 ]
  %1057 = phi <16 x float> [ %1050, %1045 ], [ %1040, %1036 ]
  %1058 = phi <16 x float> [ %1054, %1045 ], [ %1044, %1036 ]
  br i1 %295, label %1068, label %1059

1059:                                             ; preds = %1055
  %1060 = getelementptr inbounds nuw i8, ptr %991, i64 12
  %1061 = load float, ptr %1060, align 4
  %1062 = insertelement <16 x float> poison, float %1061, i64 0
  %1063 = shufflevector <16 x float> %1062, <16 x float> poison, <16 x i32> zeroinitializer
  %1064 = insertelement <16 x float> poison, float %1061, i64 0
  %1065 = shufflevector <16 x float> %1064, <16 x float> poison, <16 x i32> zeroinitializer
  %1066 = insertelement <16 x float> poison, float %1061, i64 0
  %1067 = shufflevector <16 x float> %1066, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1078

1068:                                             ; preds = %1055
  %1069 = add nsw i64 %990, 3
  %1070 = mul nsw i64 %1069, %264
  %1071 = getelementptr inbounds float, ptr %394, i64 %1070
  %1072 = getelementptr inbounds float, ptr %1071, i64 %957
  %1073 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1072, <16 x i1> %977, <16 x float> zeroinitializer)
  %1074 = getelementptr inbounds float, ptr %1071, i64 %956
  %1075 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1074, <16 x i1> %978, <16 x float> zeroinitializer)
  %1076 = getelementptr inbounds float, ptr %1071, i64 %955
  %1077 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1076, <16 x i1> %979, <16 x float> zeroinitializer)
  br label %1078

1078:                                             ; preds = %1068, %1059
  %1079 = phi <16 x float> [ %1075, %1068 ], [ %1065, %1059 ]
  %1080 = phi <16 x float> [ %1073, %1068 ], [ %1063, %1059 ]
  %1081 = phi <16 x float> [ %1077, %1068 ], [ %1067, %1059 ]
  br i1 %295, label %1091, label %1082

1082:                                             ; preds = %1078
  %1083 = getelementptr inbounds nuw i8, ptr %991, i64 16
  %1084 = load float, ptr %1083, align 4
  %1085 = insertelement <16 x float> poison, float %1084, i64 0
  %1086 = shufflevector <16 x float> %1085, <16 x float> poison, <16 x i32> zeroinitializer
  %1087 = insertelement <16 x float> poison, float %1084, i64 0
  %1088 = shufflevector <16 x float> %1087, <16 x float> poison, <16 x i32> zeroinitializer
  %1089 = insertelement <16 x float> poison, float %1084, i64 0
  %1090 = shufflevector <16 x float> %1089, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1101

1091:                                             ; preds = %1078
  %1092 = add nsw i64 %990, 4
  %1093 = mul nsw i64 %1092, %264
  %1094 = getelementptr inbounds float, ptr %394, i64 %1093
  %1095 = getelementptr inbounds float, ptr %1094, i64 %957
  %1096 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1095, <16 x i1> %977, <16 x float> zeroinitializer)
  %1097 = getelementptr inbounds float, ptr %1094, i64 %956
  %1098 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1097, <16 x i1> %978, <16 x float> zeroinitializer)
  %1099 = getelementptr inbounds float, ptr %1094, i64 %955
  %1100 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1099, <16 x i1> %979, <16 x float> zeroinitializer)
  br label %1101

1101:                                             ; preds = %1091, %1082
  %1102 = phi <16 x float> [ %1098, %1091 ], [ %1088, %1082 ]
  %1103 = phi <16 x float> [ %1096, %1091 ], [ %1086, %1082 ]
  %1104 = phi <16 x float> [ %1100, %1091 ], [ %1090, %1082 ]
  br i1 %295, label %1114, label %1105

1105:                                             ; preds = %1101
  %1106 = getelementptr inbounds nuw i8, ptr %991, i64 20
  %1107 = load float, ptr %1106, align 4
  %1108 = insertelement <16 x float> poison, float %1107, i64 0
  %1109 = shufflevector <16 x float> %1108, <16 x float> poison, <16 x i32> zeroinitializer
  %1110 = insertelement <16 x float> poison, float %1107, i64 0
  %1111 = shufflevector <16 x float> %1110, <16 x float> poison, <16 x i32> zeroinitializer
  %1112 = insertelement <16 x float> poison, float %1107, i64 0
  %1113 = shufflevector <16 x float> %1112, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1124

1114:                                             ; preds = %1101
  %1115 = add nsw i64 %990, 5
  %1116 = mul nsw i64 %1115, %264
  %1117 = getelementptr inbounds float, ptr %394, i64 %1116
  %1118 = getelementptr inbounds float, ptr %1117, i64 %957
  %1119 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1118, <16 x i1> %977, <16 x float> zeroinitializer)
  %1120 = getelementptr inbounds float, ptr %1117, i64 %956
  %1121 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1120, <16 x i1> %978, <16 x float> zeroinitializer)
  %1122 = getelementptr inbounds float, ptr %1117, i64 %955
  %1123 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1122, <16 x i1> %979, <16 x float> zeroinitializer)
  br label %1124

1124:                                             ; preds = %1114, %1105
  %1125 = phi <16 x float> [ %1121, %1114 ], [ %1111, %1105 ]
  %1126 = phi <16 x float> [ %1119, %1114 ], [ %1109, %1105 ]
  %1127 = phi <16 x float> [ %1123, %1114 ], [ %1113, %1105 ]
  br i1 %295, label %1137, label %1128

1128:                                             ; preds = %1124
  %1129 = getelementptr inbounds nuw i8, ptr %991, i64 24
  %1130 = load float, ptr %1129, align 4
  %1131 = insertelement <16 x float> poison, float %1130, i64 0
  %1132 = shufflevector <16 x float> %1131, <16 x float> poison, <16 x i32> zeroinitializer
  %1133 = insertelement <16 x float> poison, float %1130, i64 0
  %1134 = shufflevector <16 x float> %1133, <16 x float> poison, <16 x i32> zeroinitializer
  %1135 = insertelement <16 x float> poison, float %1130, i64 0
  %1136 = shufflevector <16 x float> %1135, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1147

1137:                                             ; preds = %1124
  %1138 = add nsw i64 %990, 6
  %1139 = mul nsw i64 %1138, %264
  %1140 = getelementptr inbounds float, ptr %394, i64 %1139
  %1141 = getelementptr inbounds float, ptr %1140, i64 %957
  %1142 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1141, <16 x i1> %977, <16 x float> zeroinitializer)
  %1143 = getelementptr inbounds float, ptr %1140, i64 %956
  %1144 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1143, <16 x i1> %978, <16 x float> zeroinitializer)
  %1145 = getelementptr inbounds float, ptr %1140, i64 %955
  %1146 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1145, <16 x i1> %979, <16 x float> zeroinitializer)
  br label %1147

1147:                                             ; preds = %1137, %1128
  %1148 = phi <16 x float> [ %1144, %1137 ], [ %1134, %1128 ]
  %1149 = phi <16 x float> [ %1142, %1137 ], [ %1132, %1128 ]
  %1150 = phi <16 x float> [ %1146, %1137 ], [ %1136, %1128 ]
  br i1 %295, label %1160, label %1151

1151:                                             ; preds = %1147
  %1152 = getelementptr inbounds nuw i8, ptr %991, i64 28
  %1153 = load float, ptr %1152, align 4
  %1154 = insertelement <16 x float> poison, float %1153, i64 0
  %1155 = shufflevector <16 x float> %1154, <16 x float> poison, <16 x i32> zeroinitializer
  %1156 = insertelement <16 x float> poison, float %1153, i64 0
  %1157 = shufflevector <16 x float> %1156, <16 x float> poison, <16 x i32> zeroinitializer
  %1158 = insertelement <16 x float> poison, float %1153, i64 0
  %1159 = shufflevector <16 x float> %1158, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1170

1160:                                             ; preds = %1147
  %1161 = add nsw i64 %990, 7
  %1162 = mul nsw i64 %1161, %264
  %1163 = getelementptr inbounds float, ptr %394, i64 %1162
  %1164 = getelementptr inbounds float, ptr %1163, i64 %957
  %1165 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1164, <16 x i1> %977, <16 x float> zeroinitializer)
  %1166 = getelementptr inbounds float, ptr %1163, i64 %956
  %1167 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1166, <16 x i1> %978, <16 x float> zeroinitializer)
  %1168 = getelementptr inbounds float, ptr %1163, i64 %955
  %1169 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1168, <16 x i1> %979, <16 x float> zeroinitializer)
  br label %1170

1170:                                             ; preds = %1160, %1151
  %1171 = phi <16 x float> [ %1167, %1160 ], [ %1157, %1151 ]
  %1172 = phi <16 x float> [ %1165, %1160 ], [ %1155, %1151 ]
  %1173 = phi <16 x float> [ %1169, %1160 ], [ %1159, %1151 ]
  %1174 = sub nsw i64 %987, %990
  %1175 = mul i64 %296, %990
  %1176 = getelementptr inbounds float, ptr %41, i64 %1175
  br i1 %297, label %1229, label %1204

1177:                                             ; preds = %1316, %1229
  %1178 = phi <16 x float> [ %1230, %1229 ], [ %1317, %1316 ]
  %1179 = phi <16 x float> [ %1231, %1229 ], [ %1318, %1316 ]
  %1180 = phi <16 x float> [ %1232, %1229 ], [ %1319, %1316 ]
  %1181 = phi <16 x float> [ %1233, %1229 ], [ %1320, %1316 ]
  %1182 = phi <16 x float> [ %1234, %1229 ], [ %1321, %1316 ]
  %1183 = phi <16 x float> [ %1235, %1229 ], [ %1322, %1316 ]
  %1184 = phi <16 x float> [ %1236, %1229 ], [ %1323, %1316 ]
  %1185 = phi <16 x float> [ %1237, %1229 ], [ %1324, %1316 ]
  %1186 = phi <16 x float> [ %1238, %1229 ], [ %1325, %1316 ]
  %1187 = phi <16 x float> [ %1239, %1229 ], [ %1326, %1316 ]
  %1188 = phi <16 x float> [ %1240, %1229 ], [ %1327, %1316 ]
  %1189 = phi <16 x float> [ %1241, %1229 ], [ %1328, %1316 ]
  %1190 = phi <16 x float> [ %1242, %1229 ], [ %1329, %1316 ]
  %1191 = phi <16 x float> [ %1243, %1229 ], [ %1330, %1316 ]
  %1192 = phi <16 x float> [ %1244, %1229 ], [ %1331, %1316 ]
  %1193 = phi <16 x float> [ %1245, %1229 ], [ %1332, %1316 ]
  %1194 = phi <16 x float> [ %1246, %1229 ], [ %1333, %1316 ]
  %1195 = phi <16 x float> [ %1247, %1229 ], [ %1334, %1316 ]
  %1196 = phi <16 x float> [ %1248, %1229 ], [ %1335, %1316 ]
  %1197 = phi <16 x float> [ %1249, %1229 ], [ %1336, %1316 ]
  %1198 = phi <16 x float> [ %1250, %1229 ], [ %1337, %1316 ]
  %1199 = phi <16 x float> [ %1251, %1229 ], [ %1338, %1316 ]
  %1200 = phi <16 x float> [ %1252, %1229 ], [ %1339, %1316 ]
  %1201 = phi <16 x float> [ %1253, %1229 ], [ %1340, %1316 ]
  %1202 = icmp slt i64 %1258, %5
  %1203 = add i64 %1254, -16
  br i1 %1202, label %1229, label %1204

1204:                                             ; preds = %1177, %1170
  %1205 = phi <16 x float> [ %1173, %1170 ], [ %1178, %1177 ]
  %1206 = phi <16 x float> [ %1171, %1170 ], [ %1179, %1177 ]
  %1207 = phi <16 x float> [ %1172, %1170 ], [ %1180, %1177 ]
  %1208 = phi <16 x float> [ %1150, %1170 ], [ %1181, %1177 ]
  %1209 = phi <16 x float> [ %1148, %1170 ], [ %1182, %1177 ]
  %1210 = phi <16 x float> [ %1149, %1170 ], [ %1183, %1177 ]
  %1211 = phi <16 x float> [ %1127, %1170 ], [ %1184, %1177 ]
  %1212 = phi <16 x float> [ %1125, %1170 ], [ %1185, %1177 ]
  %1213 = phi <16 x float> [ %1126, %1170 ], [ %1186, %1177 ]
  %1214 = phi <16 x float> [ %1104, %1170 ], [ %1193, %1177 ]
  %1215 = phi <16 x float> [ %1102, %1170 ], [ %1194, %1177 ]
  %1216 = phi <16 x float> [ %1103, %1170 ], [ %1195, %1177 ]
  %1217 = phi <16 x float> [ %1081, %1170 ], [ %1196, %1177 ]
  %1218 = phi <16 x float> [ %1079, %1170 ], [ %1197, %1177 ]
  %1219 = phi <16 x float> [ %1080, %1170 ], [ %1198, %1177 ]
  %1220 = phi <16 x float> [ %1058, %1170 ], [ %1199, %1177 ]
  %1221 = phi <16 x float> [ %1056, %1170 ], [ %1200, %1177 ]
  %1222 = phi <16 x float> [ %1057, %1170 ], [ %1201, %1177 ]
  %1223 = phi <16 x float> [ %1035, %1170 ], [ %1187, %1177 ]
  %1224 = phi <16 x float> [ %1033, %1170 ], [ %1188, %1177 ]
  %1225 = phi <16 x float> [ %1034, %1170 ], [ %1189, %1177 ]
  %1226 = phi <16 x float> [ %1012, %1170 ], [ %1190, %1177 ]
  %1227 = phi <16 x float> [ %1010, %1170 ], [ %1191, %1177 ]
  %1228 = phi <16 x float> [ %1011, %1170 ], [ %1192, %1177 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %33)
  store <16 x float> %1228, ptr %33, align 64
  store <16 x float> %1227, ptr %355, align 64
  store <16 x float> %1226, ptr %356, align 64
  store <16 x float> %1225, ptr %357, align 64
  store <16 x float> %1224, ptr %358, align 64
  store <16 x float> %1223, ptr %359, align 64
  store <16 x float> %1222, ptr %360, align 64
  store <16 x float> %1221, ptr %361, align 64
  store <16 x float> %1220, ptr %362, align 64
  store <16 x float> %1219, ptr %363, align 64
  store <16 x float> %1218, ptr %364, align 64
  store <16 x float> %1217, ptr %365, align 64
  store <16 x float> %1216, ptr %366, align 64
  store <16 x float> %1215, ptr %367, align 64
  store <16 x float> %1214, ptr %368, align 64
  store <16 x float> %1213, ptr %369, align 64
  store <16 x float> %1212, ptr %370, align 64
  store <16 x float> %1211, ptr %371, align 64
  store <16 x float> %1210, ptr %372, align 64
  store <16 x float> %1209, ptr %373, align 64
  store <16 x float> %1208, ptr %374, align 64
  store <16 x float> %1207, ptr %375, align 64
  store <16 x float> %1206, ptr %376, align 64
  store <16 x float> %1205, ptr %377, align 64
  br label %1436

1229:                                             ; preds = %1170, %1177
  %1230 = phi <16 x float> [ %1178, %1177 ], [ %1173, %1170 ]
  %1231 = phi <16 x float> [ %1179, %1177 ], [ %1171, %1170 ]
  %1232 = phi <16 x float> [ %1180, %1177 ], [ %1172, %1170 ]
  %1233 = phi <16 x float> [ %1181, %1177 ], [ %1150, %1170 ]
  %1234 = phi <16 x float> [ %1182, %1177 ], [ %1148, %1170 ]
  %1235 = phi <16 x float> [ %1183, %1177 ], [ %1149, %1170 ]
  %1236 = phi <16 x float> [ %1184, %1177 ], [ %1127, %1170 ]
  %1237 = phi <16 x float> [ %1185, %1177 ], [ %1125, %1170 ]
  %1238 = phi <16 x float> [ %1186, %1177 ], [ %1126, %1170 ]
  %1239 = phi <16 x float> [ %1187, %1177 ], [ %1035, %1170 ]
  %1240 = phi <16 x float> [ %1188, %1177 ], [ %1033, %1170 ]
  %1241 = phi <16 x float> [ %1189, %1177 ], [ %1034, %1170 ]
  %1242 = phi <16 x float> [ %1190, %1177 ], [ %1012, %1170 ]
  %1243 = phi <16 x float> [ %1191, %1177 ], [ %1010, %1170 ]
  %1244 = phi <16 x float> [ %1192, %1177 ], [ %1011, %1170 ]
  %1245 = phi <16 x float> [ %1193, %1177 ], [ %1104, %1170 ]
  %1246 = phi <16 x float> [ %1194, %1177 ], [ %1102, %1170 ]
  %1247 = phi <16 x float> [ %1195, %1177 ], [ %1103, %1170 ]
  %1248 = phi <16 x float> [ %1196, %1177 ], [ %1081, %1170 ]
  %1249 = phi <16 x float> [ %1197, %1177 ], [ %1079, %1170 ]
  %1250 = phi <16 x float> [ %1198, %1177 ], [ %1080, %1170 ]
  %1251 = phi <16 x float> [ %1199, %1177 ], [ %1058, %1170 ]
  %1252 = phi <16 x float> [ %1200, %1177 ], [ %1056, %1170 ]
  %1253 = phi <16 x float> [ %1201, %1177 ], [ %1057, %1170 ]
  %1254 = phi i64 [ %1203, %1177 ], [ %5, %1170 ]
  %1255 = phi i64 [ %1258, %1177 ], [ 0, %1170 ]
  %1256 = call i64 @llvm.smin.i64(i64 %1254, i64 16)
  %1257 = add i64 %1256, %1255
  %1258 = add nuw nsw i64 %1255, 16
  br i1 %298, label %1259, label %1177

1259:                                             ; preds = %1229
  %1260 = sub nsw i64 %5, %1255
  %1261 = icmp sgt i64 %1260, 15
  %1262 = mul nsw i64 %1255, %293
  %1263 = getelementptr inbounds float, ptr %392, i64 %1262
  %1264 = mul nuw nsw i64 %1255, %294
  %1265 = getelementptr inbounds nuw float, ptr %1176, i64 %1264
  %1266 = icmp sgt i64 %5, %1255
  %1267 = or i1 %1261, %1266
  br label %1268

1268:                                             ; preds = %1259, %1316
  %1269 = phi <16 x float> [ %1230, %1259 ], [ %1317, %1316 ]
  %1270 = phi <16 x float> [ %1231, %1259 ], [ %1318, %1316 ]
  %1271 = phi <16 x float> [ %1232, %1259 ], [ %1319, %1316 ]
  %1272 = phi <16 x float> [ %1233, %1259 ], [ %1320, %1316 ]
  %1273 = phi <16 x float> [ %1234, %1259 ], [ %1321, %1316 ]
  %1274 = phi <16 x float> [ %1235, %1259 ], [ %1322, %1316 ]
  %1275 = phi <16 x float> [ %1236, %1259 ], [ %1323, %1316 ]
  %1276 = phi <16 x float> [ %1237, %1259 ], [ %1324, %1316 ]
  %1277 = phi <16 x float> [ %1238, %1259 ], [ %1325, %1316 ]
  %1278 = phi <16 x float> [ %1239, %1259 ], [ %1326, %1316 ]
  %1279 = phi <16 x float> [ %1240, %1259 ], [ %1327, %1316 ]
  %1280 = phi <16 x float> [ %1241, %1259 ], [ %1328, %1316 ]
  %1281 = phi <16 x float> [ %1242, %1259 ], [ %1329, %1316 ]
  %1282 = phi <16 x float> [ %1243, %1259 ], [ %1330, %1316 ]
  %1283 = phi <16 x float> [ %1244, %1259 ], [ %1331, %1316 ]
  %1284 = phi <16 x float> [ %1245, %1259 ], [ %1332, %1316 ]
  %1285 = phi <16 x float> [ %1246, %1259 ], [ %1333, %1316 ]
  %1286 = phi <16 x float> [ %1247, %1259 ], [ %1334, %1316 ]
  %1287 = phi <16 x float> [ %1248, %1259 ], [ %1335, %1316 ]
  %1288 = phi <16 x float> [ %1249, %1259 ], [ %1336, %1316 ]
  %1289 = phi <16 x float> [ %1250, %1259 ], [ %1337, %1316 ]
  %1290 = phi <16 x float> [ %1251, %1259 ], [ %1338, %1316 ]
  %1291 = phi <16 x float> [ %1252, %1259 ], [ %1339, %1316 ]
  %1292 = phi <16 x float> [ %1253, %1259 ], [ %1340, %1316 ]
  %1293 = phi i64 [ 0, %1259 ], [ %1341, %1316 ]
  %1294 = mul nuw nsw i64 %1293, 24
  %1295 = getelementptr nuw i8, ptr %35, i64 %1294
  %1296 = load i64, ptr %1295, align 8
  %1297 = getelementptr inbounds nuw i8, ptr %1295, i64 8
  %1298 = load i64, ptr %1297, align 8
  %1299 = getelementptr inbounds nuw i8, ptr %1295, i64 16
  %1300 = load i64, ptr %1299, align 8
  br i1 %1267, label %1301, label %1316

1301:                                             ; preds = %1268
  %1302 = mul nuw nsw i64 %1293, 12
  %1303 = getelementptr nuw i8, ptr %36, i64 %1302
  %1304 = getelementptr inbounds nuw i8, ptr %1303, i64 8
  %1305 = load i32, ptr %1304, align 4
  %1306 = getelementptr inbounds nuw i8, ptr %1303, i64 4
  %1307 = load i32, ptr %1306, align 4
  %1308 = load i32, ptr %1303, align 4
  %1309 = getelementptr inbounds nuw float, ptr %1265, i64 %1293
  %1310 = trunc i32 %1308 to i16
  %1311 = bitcast i16 %1310 to <16 x i1>
  %1312 = trunc i32 %1307 to i16
  %1313 = bitcast i16 %1312 to <16 x i1>
  %1314 = trunc i32 %1305 to i16
  %1315 = bitcast i16 %1314 to <16 x i1>
  br label %1343

1316:                                             ; preds = %1343, %1268
  %1317 = phi <16 x float> [ %1269, %1268 ], [ %1431, %1343 ]
  %1318 = phi <16 x float> [ %1270, %1268 ], [ %1430, %1343 ]
  %1319 = phi <16 x float> [ %1271, %1268 ], [ %1429, %1343 ]
  %1320 = phi <16 x float> [ %1272, %1268 ], [ %1424, %1343 ]
  %1321 = phi <16 x float> [ %1273, %1268 ], [ %1423, %1343 ]
  %1322 = phi <16 x float> [ %1274, %1268 ], [ %1422, %1343 ]
  %1323 = phi <16 x float> [ %1275, %1268 ], [ %1417, %1343 ]
  %1324 = phi <16 x float> [ %1276, %1268 ], [ %1416, %1343 ]
  %1325 = phi <16 x float> [ %1277, %1268 ], [ %1415, %1343 ]
  %1326 = phi <16 x float> [ %1278, %1268 ], [ %1389, %1343 ]
  %1327 = phi <16 x float> [ %1279, %1268 ], [ %1388, %1343 ]
  %1328 = phi <16 x float> [ %1280, %1268 ], [ %1387, %1343 ]
  %1329 = phi <16 x float> [ %1281, %1268 ], [ %1382, %1343 ]
  %1330 = phi <16 x float> [ %1282, %1268 ], [ %1381, %1343 ]
  %1331 = phi <16 x float> [ %1283, %1268 ], [ %1380, %1343 ]
  %1332 = phi <16 x float> [ %1284, %1268 ], [ %1410, %1343 ]
  %1333 = phi <16 x float> [ %1285, %1268 ], [ %1409, %1343 ]
  %1334 = phi <16 x float> [ %1286, %1268 ], [ %1408, %1343 ]
  %1335 = phi <16 x float> [ %1287, %1268 ], [ %1403, %1343 ]
  %1336 = phi <16 x float> [ %1288, %1268 ], [ %1402, %1343 ]
  %1337 = phi <16 x float> [ %1289, %1268 ], [ %1401, %1343 ]
  %1338 = phi <16 x float> [ %1290, %1268 ], [ %1396, %1343 ]
  %1339 = phi <16 x float> [ %1291, %1268 ], [ %1395, %1343 ]
  %1340 = phi <16 x float> [ %1292, %1268 ], [ %1394, %1343 ]
  %1341 = add nuw nsw i64 %1293, 1
  %1342 = icmp eq i64 %1341, %294
  br i1 %1342, label %1177, label %1268

1343:                                             ; preds = %1301, %1343
  %1344 = phi <16 x float> [ %1431, %1343 ], [ %1269, %1301 ]
  %1345 = phi <16 x float> [ %1430, %1343 ], [ %1270, %1301 ]
  %1346 = phi <16 x float> [ %1429, %1343 ], [ %1271, %1301 ]
  %1347 = phi <16 x float> [ %1424, %1343 ], [ %1272, %1301 ]
  %1348 = phi <16 x float> [ %1423, %1343 ], [ %1273, %1301 ]
  %1349 = phi <16 x float> [ %1422, %1343 ], [ %1274, %1301 ]
  %1350 = phi <16 x float> [ %1417, %1343 ], [ %1275, %1301 ]
  %1351 = phi <16 x float> [ %1416, %1343 ], [ %1276, %1301 ]
  %1352 = phi <16 x float> [ %1415, %1343 ], [ %1277, %1301 ]
  %1353 = phi <16 x float> [ %1389, %1343 ], [ %1278, %1301 ]
  %1354 = phi <16 x float> [ %1388, %1343 ], [ %1279, %1301 ]
  %1355 = phi <16 x float> [ %1387, %1343 ], [ %1280, %1301 ]
  %1356 = phi <16 x float> [ %1382, %1343 ], [ %1281, %1301 ]
  %1357 = phi <16 x float> [ %1381, %1343 ], [ %1282, %1301 ]
  %1358 = phi <16 x float> [ %1380, %1343 ], [ %1283, %1301 ]
  %1359 = phi <16 x float> [ %1410, %1343 ], [ %1284, %1301 ]
  %1360 = phi <16 x float> [ %1409, %1343 ], [ %1285, %1301 ]
  %1361 = phi <16 x float> [ %1408, %1343 ], [ %1286, %1301 ]
  %1362 = phi <16 x float> [ %1403, %1343 ], [ %1287, %1301 ]
  %1363 = phi <16 x float> [ %1402, %1343 ], [ %1288, %1301 ]
  %1364 = phi <16 x float> [ %1401, %1343 ], [ %1289, %1301 ]
  %1365 = phi <16 x float> [ %1396, %1343 ], [ %1290, %1301 ]
  %1366 = phi <16 x float> [ %1395, %1343 ], [ %1291, %1301 ]
  %1367 = phi <16 x float> [ %1394, %1343 ], [ %1292, %1301 ]
  %1368 = phi i64 [ %1432, %1343 ], [ %1255, %1301 ]
  %1369 = phi ptr [ %1434, %1343 ], [ %1309, %1301 ]
  %1370 = phi ptr [ %1433, %1343 ], [ %1263, %1301 ]
  %1371 = getelementptr inbounds float, ptr %1370, i64 %1296
  %1372 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1371, <16 x i1> %1311, <16 x float> zeroinitializer)
  %1373 = getelementptr inbounds float, ptr %1370, i64 %1298
  %1374 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1373, <16 x i1> %1313, <16 x float> zeroinitializer)
  %1375 = getelementptr inbounds float, ptr %1370, i64 %1300
  %1376 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1375, <16 x i1> %1315, <16 x float> zeroinitializer)
  %1377 = load float, ptr %1369, align 4
  %1378 = insertelement <16 x float> poison, float %1377, i64 0
  %1379 = shufflevector <16 x float> %1378, <16 x float> poison, <16 x i32> zeroinitializer
  %1380 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1372, <16 x float> %1379, <16 x float> %1358)
  %1381 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1374, <16 x float> %1379, <16 x float> %1357)
  %1382 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1376, <16 x float> %1379, <16 x float> %1356)
  %1383 = getelementptr inbounds float, ptr %1369, i64 %296
  %1384 = load float, ptr %1383, align 4
  %1385 = insertelement <16 x float> poison, float %1384, i64 0
  %1386 = shufflevector <16 x float> %1385, <16 x float> poison, <16 x i32> zeroinitializer
  %1387 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1372, <16 x float> %1386, <16 x float> %1355)
  %1388 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1374, <16 x float> %1386, <16 x float> %1354)
  %1389 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1376, <16 x float> %1386, <16 x float> %1353)
  %1390 = getelementptr inbounds i8, ptr %1369, i64 %311
  %1391 = load float, ptr %1390, align 4
  %1392 = insertelement <16 x float> poison, float %1391, i64 0
  %1393 = shufflevector <16 x float> %1392, <16 x float> poison, <16 x i32> zeroinitializer
  %1394 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1372, <16 x float> %1393, <16 x float> %1367)
  %1395 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1374, <16 x float> %1393, <16 x float> %1366)
  %1396 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1376, <16 x float> %1393, <16 x float> %1365)
  %1397 = getelementptr inbounds i8, ptr %1369, i64 %312
  %1398 = load float, ptr %1397, align 4
  %1399 = insertelement <16 x float> poison, float %1398, i64 0
  %1400 = shufflevector <16 x float> %1399, <16 x float> poison, <16 x i32> zeroinitializer
  %1401 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1372, <16 x float> %1400, <16 x float> %1364)
  %1402 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1374, <16 x float> %1400, <16 x float> %1363)
  %1403 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1376, <16 x float> %1400, <16 x float> %1362)
  %1404 = getelementptr inbounds i8, ptr %1369, i64 %313
  %1405 = load float, ptr %1404, align 4
  %1406 = insertelement <16 x float> poison, float %1405, i64 0
  %1407 = shufflevector <16 x float> %1406, <16 x float> poison, <16 x i32> zeroinitializer
  %1408 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1372, <16 x float> %1407, <16 x float> %1361)
  %1409 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1374, <16 x float> %1407, <16 x float> %1360)
  %1410 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1376, <16 x float> %1407, <16 x float> %1359)
  %1411 = getelementptr inbounds i8, ptr %1369, i64 %314
  %1412 = load float, ptr %1411, align 4
  %1413 = insertelement <16 x float> poison, float %1412, i64 0
  %1414 = shufflevector <16 x float> %1413, <16 x float> poison, <16 x i32> zeroinitializer
  %1415 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1372, <16 x float> %1414, <16 x float> %1352)
  %1416 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1374, <16 x float> %1414, <16 x float> %1351)
  %1417 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1376, <16 x float> %1414, <16 x float> %1350)
  %1418 = getelementptr inbounds i8, ptr %1369, i64 %315
  %1419 = load float, ptr %1418, align 4
  %1420 = insertelement <16 x float> poison, float %1419, i64 0
  %1421 = shufflevector <16 x float> %1420, <16 x float> poison, <16 x i32> zeroinitializer
  %1422 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1372, <16 x float> %1421, <16 x float> %1349)
  %1423 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1374, <16 x float> %1421, <16 x float> %1348)
  %1424 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1376, <16 x float> %1421, <16 x float> %1347)
  %1425 = getelementptr inbounds i8, ptr %1369, i64 %316
  %1426 = load float, ptr %1425, align 4
  %1427 = insertelement <16 x float> poison, float %1426, i64 0
  %1428 = shufflevector <16 x float> %1427, <16 x float> poison, <16 x i32> zeroinitializer
  %1429 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1372, <16 x float> %1428, <16 x float> %1346)
  %1430 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1374, <16 x float> %1428, <16 x float> %1345)
  %1431 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1376, <16 x float> %1428, <16 x float> %1344)
  %1432 = add nuw nsw i64 %1368, 1
  %1433 = getelementptr inbounds float, ptr %1370, i64 %293
  %1434 = getelementptr inbounds nuw float, ptr %1369, i64 %294
  %1435 = icmp eq i64 %1432, %1257
  br i1 %1435, label %1316, label %1343

1436:                                             ; preds = %1204, %1632
  %1437 = phi i64 [ 0, %1204 ], [ %1634, %1632 ]
  %1438 = add nsw i64 %990, %1437
  %1439 = mul nsw i64 %1438, %264
  %1440 = icmp sgt i64 %1174, %1437
  %1441 = getelementptr inbounds nuw [3 x <16 x float>], ptr %33, i64 %1437
  %1442 = add nsw i64 %957, %1439
  %1443 = select i1 %1440, <16 x i1> zeroinitializer, <16 x i1> %980
  %1444 = getelementptr inbounds float, ptr %399, i64 %1442
  %1445 = load <16 x float>, ptr %1441, align 64
  br i1 %299, label %1504, label %1446

1446:                                             ; preds = %1436
  %1447 = getelementptr inbounds float, ptr %397, i64 %1442
  switch i64 %317, label %1465 [
    i64 1, label %1448
    i64 2, label %1451
    i64 3, label %1458
    i64 0, label %1504
  ]

1448:                                             ; preds = %1446
  %1449 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1447, <16 x i1> %1443, <16 x float> zeroinitializer)
  %1450 = fadd <16 x float> %1445, %1449
  br label %1466

1451:                                             ; preds = %1446
  %1452 = bitcast <16 x float> %1445 to <8 x i64>
  %1453 = or <8 x i64> %1452, %301
  %1454 = fcmp oeq <16 x float> %1445, %53
  %1455 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1445, i32 4)
  %1456 = bitcast <8 x i64> %1453 to <16 x float>
  %1457 = select <16 x i1> %1454, <16 x float> %1456, <16 x float> %1455
  br label %1466

1458:                                             ; preds = %1446
  %1459 = bitcast <16 x float> %1445 to <8 x i64>
  %1460 = and <8 x i64> %1459, %300
  %1461 = fcmp oeq <16 x float> %1445, %50
  %1462 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1445, i32 4)
  %1463 = bitcast <8 x i64> %1460 to <16 x float>
  %1464 = select <16 x i1> %1461, <16 x float> %1463, <16 x float> %1462
  br label %1466

1465:                                             ; preds = %1613, %1594, %1575, %1549, %1530, %1511, %1485, %1466, %1446
  unreachable

1466:                                             ; preds = %1458, %1451, %1448
  %1467 = phi <16 x float> [ %1450, %1448 ], [ %1457, %1451 ], [ %1464, %1458 ]
  switch i64 %319, label %1465 [
    i64 1, label %1482
    i64 2, label %1475
    i64 3, label %1468
    i64 0, label %1504
  ]

1468:                                             ; preds = %1466
  %1469 = bitcast <16 x float> %1467 to <8 x i64>
  %1470 = and <8 x i64> %1469, %300
  %1471 = fcmp oeq <16 x float> %1467, %50
  %1472 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1467, i32 4)
  %1473 = bitcast <8 x i64> %1470 to <16 x float>
  %1474 = select <16 x i1> %1471, <16 x float> %1473, <16 x float> %1472
  br label %1485

1475:                                             ; preds = %1466
  %1476 = bitcast <16 x float> %1467 to <8 x i64>
  %1477 = or <8 x i64> %1476, %301
  %1478 = fcmp oeq <16 x float> %1467, %53
  %1479 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1467, i32 4)
  %1480 = bitcast <8 x i64> %1477 to <16 x float>
  %1481 = select <16 x i1> %1478, <16 x float> %1480, <16 x float> %1479
  br label %1485

1482:                                             ; preds = %1466
  %1483 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1447, <16 x i1> %1443, <16 x float> zeroinitializer)
  %1484 = fadd <16 x float> %1467, %1483
  br label %1485

1485:                                             ; preds = %1482, %1475, %1468
  %1486 = phi <16 x float> [ %1484, %1482 ], [ %1481, %1475 ], [ %1474, %1468 ]
  switch i64 %321, label %1465 [
    i64 1, label %1501
    i64 2, label %1494
    i64 3, label %1487
    i64 0, label %1504
  ]

1487:                                             ; preds = %1485
  %1488 = bitcast <16 x float> %1486 to <8 x i64>
  %1489 = and <8 x i64> %1488, %300
  %1490 = fcmp oeq <16 x float> %1486, %50
  %1491 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1486, i32 4)
  %1492 = bitcast <8 x i64> %1489 to <16 x float>
  %1493 = select <16 x i1> %1490, <16 x float> %1492, <16 x float> %1491
  br label %1504

1494:                                             ; preds = %1485
  %1495 = bitcast <16 x float> %1486 to <8 x i64>
  %1496 = or <8 x i64> %1495, %301
  %1497 = fcmp oeq <16 x float> %1486, %53
  %1498 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1486, i32 4)
  %1499 = bitcast <8 x i64> %1496 to <16 x float>
  %1500 = select <16 x i1> %1497, <16 x float> %1499, <16 x float> %1498
  br label %1504

1501:                                             ; preds = %1485
  %1502 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1447, <16 x i1> %1443, <16 x float> zeroinitializer)
  %1503 = fadd <16 x float> %1486, %1502
  br label %1504

1504:                                             ; preds = %1436, %1446, %1466, %1485, %1501, %1494, %1487
  %1505 = phi <16 x float> [ %1493, %1487 ], [ %1445, %1446 ], [ %1486, %1485 ], [ %1467, %1466 ], [ %1503, %1501 ], [ %1500, %1494 ], [ %1445, %1436 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1505, ptr align 1 %1444, <16 x i1> %1443)
  %1506 = add nsw i64 %956, %1439
  %1507 = select i1 %1440, <16 x i1> zeroinitializer, <16 x i1> %981
  %1508 = getelementptr inbounds float, ptr %399, i64 %1506
  %1509 = getelementptr inbounds nuw i8, ptr %1441, i64 64
  %1510 = load <16 x float>, ptr %1509, align 64
  br i1 %299, label %1568, label %1511

1511:                                             ; preds = %1504
  %1512 = getelementptr inbounds float, ptr %397, i64 %1506
  switch i64 %322, label %1465 [
    i64 1, label %1527
    i64 2, label %1520
    i64 3, label %1513
    i64 0, label %1568
  ]

1513:                                             ; preds = %1511
  %1514 = bitcast <16 x float> %1510 to <8 x i64>
  %1515 = and <8 x i64> %1514, %300
  %1516 = fcmp oeq <16 x float> %1510, %50
  %1517 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1510, i32 4)
  %1518 = bitcast <8 x i64> %1515 to <16 x float>
  %1519 = select <16 x i1> %1516, <16 x float> %1518, <16 x float> %1517
  br label %1530

1520:                                             ; preds = %1511
  %1521 = bitcast <16 x float> %1510 to <8 x i64>
  %1522 = or <8 x i64> %1521, %301
  %1523 = fcmp oeq <16 x float> %1510, %53
  %1524 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1510, i32 4)
  %1525 = bitcast <8 x i64> %1522 to <16 x float>
  %1526 = select <16 x i1> %1523, <16 x float> %1525, <16 x float> %1524
  br label %1530

1527:                                             ; preds = %1511
  %1528 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1512, <16 x i1> %1507, <16 x float> zeroinitializer)
  %1529 = fadd <16 x float> %1510, %1528
  br label %1530

1530:                                             ; preds = %1527, %1520, %1513
  %1531 = phi <16 x float> [ %1529, %1527 ], [ %1526, %1520 ], [ %1519, %1513 ]
  switch i64 %324, label %1465 [
    i64 1, label %1546
    i64 2, label %1539
    i64 3, label %1532
    i64 0, label %1568
  ]

1532:                                             ; preds = %1530
  %1533 = bitcast <16 x float> %1531 to <8 x i64>
  %1534 = and <8 x i64> %1533, %300
  %1535 = fcmp oeq <16 x float> %1531, %50
  %1536 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1531, i32 4)
  %1537 = bitcast <8 x i64> %1534 to <16 x float>
  %1538 = select <16 x i1> %1535, <16 x float> %1537, <16 x float> %1536
  br label %1549

1539:                                             ; preds = %1530
  %1540 = bitcast <16 x float> %1531 to <8 x i64>
  %1541 = or <8 x i64> %1540, %301
  %1542 = fcmp oeq <16 x float> %1531, %53
  %1543 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1531, i32 4)
  %1544 = bitcast <8 x i64> %1541 to <16 x float>
  %1545 = select <16 x i1> %1542, <16 x float> %1544, <16 x float> %1543
  br label %1549

1546:                                             ; preds = %1530
  %1547 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1512, <16 x i1> %1507, <16 x float> zeroinitializer)
  %1548 = fadd <16 x float> %1531, %1547
  br label %1549

1549:                                             ; preds = %1546, %1539, %1532
  %1550 = phi <16 x float> [ %1548, %1546 ], [ %1545, %1539 ], [ %1538, %1532 ]
  switch i64 %326, label %1465 [
    i64 1, label %1565
    i64 2, label %1558
    i64 3, label %1551
    i64 0, label %1568
  ]

1551:                                             ; preds = %1549
  %1552 = bitcast <16 x float> %1550 to <8 x i64>
  %1553 = and <8 x i64> %1552, %300
  %1554 = fcmp oeq <16 x float> %1550, %50
  %1555 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1550, i32 4)
  %1556 = bitcast <8 x i64> %1553 to <16 x float>
  %1557 = select <16 x i1> %1554, <16 x float> %1556, <16 x float> %1555
  br label %1568

1558:                                             ; preds = %1549
  %1559 = bitcast <16 x float> %1550 to <8 x i64>
  %1560 = or <8 x i64> %1559, %301
  %1561 = fcmp oeq <16 x float> %1550, %53
  %1562 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1550, i32 4)
  %1563 = bitcast <8 x i64> %1560 to <16 x float>
  %1564 = select <16 x i1> %1561, <16 x float> %1563, <16 x float> %1562
  br label %1568

1565:                                             ; preds = %1549
  %1566 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1512, <16 x i1> %1507, <16 x float> zeroinitializer)
  %1567 = fadd <16 x float> %1550, %1566
  br label %1568

1568:                                             ; preds = %1504, %1511, %1530, %1549, %1565, %1558, %1551
  %1569 = phi <16 x float> [ %1557, %1551 ], [ %1510, %1511 ], [ %1550, %1549 ], [ %1531, %1530 ], [ %1567, %1565 ], [ %1564, %1558 ], [ %1510, %1504 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1569, ptr align 1 %1508, <16 x i1> %1507)
  %1570 = add nsw i64 %955, %1439
  %1571 = select i1 %1440, <16 x i1> zeroinitializer, <16 x i1> %982
  %1572 = getelementptr inbounds float, ptr %399, i64 %1570
  %1573 = getelementptr inbounds nuw i8, ptr %1441, i64 128
  %1574 = load <16 x float>, ptr %1573, align 64
  br i1 %299, label %1632, label %1575

1575:                                             ; preds = %1568
  %1576 = getelementptr inbounds float, ptr %397, i64 %1570
  switch i64 %327, label %1465 [
    i64 1, label %1591
    i64 2, label %1584
    i64 3, label %1577
    i64 0, label %1632
  ]

1577:                                             ; preds = %1575
  %1578 = bitcast <16 x float> %1574 to <8 x i64>
  %1579 = and <8 x i64> %1578, %300
  %1580 = fcmp oeq <16 x float> %1574, %50
  %1581 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1574, i32 4)
  %1582 = bitcast <8 x i64> %1579 to <16 x float>
  %1583 = select <16 x i1> %1580, <16 x float> %1582, <16 x float> %1581
  br label %1594

1584:                                             ; preds = %1575
  %1585 = bitcast <16 x float> %1574 to <8 x i64>
  %1586 = or <8 x i64> %1585, %301
  %1587 = fcmp oeq <16 x float> %1574, %53
  %1588 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1574, i32 4)
  %1589 = bitcast <8 x i64> %1586 to <16 x float>
  %1590 = select <16 x i1> %1587, <16 x float> %1589, <16 x float> %1588
  br label %1594

1591:                                             ; preds = %1575
  %1592 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1576, <16 x i1> %1571, <16 x float> zeroinitializer)
  %1593 = fadd <16 x float> %1574, %1592
  br label %1594

1594:                                             ; preds = %1591, %1584, %1577
  %1595 = phi <16 x float> [ %1593, %1591 ], [ %1590, %1584 ], [ %1583, %1577 ]
  switch i64 %329, label %1465 [
    i64 1, label %1610
    i64 2, label %1603
    i64 3, label %1596
    i64 0, label %1632
  ]

1596:                                             ; preds = %1594
  %1597 = bitcast <16 x float> %1595 to <8 x i64>
  %1598 = and <8 x i64> %1597, %300
  %1599 = fcmp oeq <16 x float> %1595, %50
  %1600 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1595, i32 4)
  %1601 = bitcast <8 x i64> %1598 to <16 x float>
  %1602 = select <16 x i1> %1599, <16 x float> %1601, <16 x float> %1600
  br label %1613

1603:                                             ; preds = %1594
  %1604 = bitcast <16 x float> %1595 to <8 x i64>
  %1605 = or <8 x i64> %1604, %301
  %1606 = fcmp oeq <16 x float> %1595, %53
  %1607 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1595, i32 4)
  %1608 = bitcast <8 x i64> %1605 to <16 x float>
  %1609 = select <16 x i1> %1606, <16 x float> %1608, <16 x float> %1607
  br label %1613

1610:                                             ; preds = %1594
  %1611 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1576, <16 x i1> %1571, <16 x float> zeroinitializer)
  %1612 = fadd <16 x float> %1595, %1611
  br label %1613

1613:                                             ; preds = %1610, %1603, %1596
  %1614 = phi <16 x float> [ %1612, %1610 ], [ %1609, %1603 ], [ %1602, %1596 ]
  switch i64 %331, label %1465 [
    i64 1, label %1629
    i64 2, label %1622
    i64 3, label %1615
    i64 0, label %1632
  ]

1615:                                             ; preds = %1613
  %1616 = bitcast <16 x float> %1614 to <8 x i64>
  %1617 = and <8 x i64> %1616, %300
  %1618 = fcmp oeq <16 x float> %1614, %50
  %1619 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %50, <16 x float> %1614, i32 4)
  %1620 = bitcast <8 x i64> %1617 to <16 x float>
  %1621 = select <16 x i1> %1618, <16 x float> %1620, <16 x float> %1619
  br label %1632

1622:                                             ; preds = %1613
  %1623 = bitcast <16 x float> %1614 to <8 x i64>
  %1624 = or <8 x i64> %1623, %301
  %1625 = fcmp oeq <16 x float> %1614, %53
  %1626 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %53, <16 x float> %1614, i32 4)
  %1627 = bitcast <8 x i64> %1624 to <16 x float>
  %1628 = select <16 x i1> %1625, <16 x float> %1627, <16 x float> %1626
  br label %1632

1629:                                             ; preds = %1613
  %1630 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1576, <16 x i1> %1571, <16 x float> zeroinitializer)
  %1631 = fadd <16 x float> %1614, %1630
  br label %1632

1632:                                             ; preds = %1568, %1575, %1594, %1613, %1629, %1622, %1615
  %1633 = phi <16 x float> [ %1621, %1615 ], [ %1574, %1575 ], [ %1614, %1613 ], [ %1595, %1594 ], [ %1631, %1629 ], [ %1628, %1622 ], [ %1574, %1568 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1633, ptr align 1 %1572, <16 x i1> %1571)
  %1634 = add nuw nsw i64 %1437, 1
  %1635 = icmp eq i64 %1634, 8
  br i1 %1635, label %1636, label %1436

1636:                                             ; preds = %1632
  call void @llvm.lifetime.end.p0(ptr nonnull %33)
  %1637 = add nsw i64 %987, 8
  %1638 = icmp slt i64 %1637, %387
  br i1 %1638, label %986, label %983
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
declare i64 @llvm.smin.i64(i64, i64)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64)

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i64> @llvm.smin.v8i64(<8 x i64>, <8 x i64>)

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

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(read)
declare <8 x i64> @llvm.masked.gather.v8i64.v8p0(<8 x ptr>, <8 x i1>, <8 x i64>)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i64> @llvm.smax.v8i64(<8 x i64>, <8 x i64>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <8 x i64> @llvm.masked.load.v8i64.p0(ptr captures(none), <8 x i1>, <8 x i64>)
