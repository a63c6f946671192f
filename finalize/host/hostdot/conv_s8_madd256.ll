; Function Attrs: nounwind memory(readwrite, target_mem0: none, target_mem1: none)
define hidden void @mgxport_conv_s8_madd256(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11, i64 noundef %12, i64 noundef %13, i64 noundef %14, i64 noundef %15, i64 noundef %16, i64 noundef %17, i64 noundef %18, i64 noundef %19) local_unnamed_addr {
  %21 = alloca [6 x [2 x <4 x i64>]], align 32
  %22 = alloca [6 x [2 x <4 x i64>]], align 32
  %23 = inttoptr i64 %0 to ptr
  %24 = inttoptr i64 %1 to ptr
  %25 = inttoptr i64 %2 to ptr
  %26 = add nsw i64 %4, 1
  %27 = sdiv i64 %26, 2
  %28 = add nsw i64 %5, 7
  %29 = sdiv i64 %28, 8
  %30 = shl i64 %6, 4
  %31 = mul i64 %30, %27
  %32 = mul i64 %31, %7
  %33 = add nsw i64 %8, -1
  %34 = mul nsw i64 %10, %33
  %35 = add nsw i64 %6, -1
  %36 = mul nsw i64 %12, %35
  %37 = add nsw i64 %36, %34
  %38 = add nsw i64 %37, 1
  %39 = add nsw i64 %9, -1
  %40 = mul nsw i64 %11, %39
  %41 = add nsw i64 %7, -1
  %42 = mul nsw i64 %13, %41
  %43 = add nsw i64 %42, %40
  %44 = add nsw i64 %43, 1
  %45 = shl nsw i64 %27, 1
  %46 = mul i64 %45, %44
  %47 = mul nsw i64 %46, %38
  %48 = shl nsw i64 %29, 1
  %49 = mul i64 %48, %32
  %50 = tail call noalias align 32 ptr @aligned_alloc(i64 noundef 32, i64 noundef %49)
  %51 = shl i64 %3, 1
  %52 = mul i64 %51, %47
  %53 = add nsw i64 %52, 31
  %54 = sdiv i64 %53, 32
  %55 = shl nsw i64 %54, 5
  %56 = tail call noalias align 32 ptr @aligned_alloc(i64 noundef 32, i64 noundef %55)
  %57 = icmp ne ptr %50, null
  %58 = icmp ne ptr %56, null
  %59 = and i1 %57, %58
  %60 = getelementptr inbounds nuw i8, ptr %21, i64 32
  br i1 %59, label %62, label %61

61:                                               ; preds = %20
  tail call void @free(ptr noundef %50)
  tail call void @free(ptr noundef %56)
  tail call void @llvm.trap()
  unreachable

62:                                               ; preds = %20
  tail call void @llvm.memset.p0.i64(ptr nonnull align 32 %50, i8 0, i64 %49, i1 false)
  %63 = icmp sgt i64 %5, 0
  br i1 %63, label %64, label %86

64:                                               ; preds = %62
  %65 = icmp sgt i64 %6, 0
  %66 = icmp sgt i64 %7, 0
  %67 = icmp sgt i64 %4, 0
  %68 = icmp ult i64 %4, 8
  %69 = icmp ult i64 %4, 16
  %70 = and i64 %4, 8
  %71 = and i64 %4, 9223372036854775792
  %72 = icmp eq i64 %4, %71
  %73 = icmp eq i64 %70, 0
  %74 = and i64 %4, 9223372036854775800
  %75 = icmp eq i64 %4, %74
  br label %76

76:                                               ; preds = %64, %109
  %77 = phi i64 [ 0, %64 ], [ %110, %109 ]
  br i1 %65, label %78, label %109

78:                                               ; preds = %76
  %79 = mul nuw nsw i64 %77, %6
  %80 = lshr i64 %77, 3
  %81 = mul nsw i64 %80, %32
  %82 = shl nuw i64 %77, 1
  %83 = and i64 %82, 14
  %84 = getelementptr i16, ptr %50, i64 %81
  %85 = getelementptr i16, ptr %84, i64 %83
  br label %103

86:                                               ; preds = %109, %62
  %87 = icmp sgt i64 %3, 0
  br i1 %87, label %88, label %353

88:                                               ; preds = %86
  %89 = icmp slt i64 %37, 0
  %90 = icmp slt i64 %43, 0
  %91 = shl i64 %27, 2
  %92 = icmp sgt i64 %4, 0
  %93 = and i64 %4, 1
  %94 = icmp eq i64 %93, 0
  %95 = icmp ult i64 %4, 8
  %96 = icmp ult i64 %4, 64
  %97 = and i64 %4, 56
  %98 = and i64 %4, 9223372036854775744
  %99 = icmp eq i64 %4, %98
  %100 = icmp eq i64 %97, 0
  %101 = and i64 %4, 9223372036854775800
  %102 = icmp eq i64 %4, %101
  br label %234

103:                                              ; preds = %78, %215
  %104 = phi i64 [ 0, %78 ], [ %216, %215 ]
  br i1 %66, label %105, label %215

105:                                              ; preds = %103
  %106 = add nuw nsw i64 %104, %79
  %107 = mul nuw nsw i64 %106, %7
  %108 = mul nuw nsw i64 %104, %7
  br label %112

109:                                              ; preds = %215, %76
  %110 = add nuw nsw i64 %77, 1
  %111 = icmp eq i64 %110, %5
  br i1 %111, label %86, label %76

112:                                              ; preds = %105, %218
  %113 = phi i64 [ 0, %105 ], [ %219, %218 ]
  br i1 %67, label %114, label %218

114:                                              ; preds = %112
  %115 = add nuw nsw i64 %113, %107
  %116 = mul nuw nsw i64 %115, %4
  %117 = getelementptr i8, ptr %24, i64 %116
  %118 = add nuw nsw i64 %113, %108
  %119 = mul nuw nsw i64 %118, %27
  br i1 %68, label %213, label %120

120:                                              ; preds = %114
  br i1 %69, label %180, label %121

121:                                              ; preds = %120, %121
  %122 = phi i64 [ %176, %121 ], [ 0, %120 ]
  %123 = getelementptr i8, ptr %117, i64 %122
  %124 = load <16 x i8>, ptr %123, align 1
  %125 = sext <16 x i8> %124 to <16 x i16>
  %126 = lshr exact i64 %122, 1
  %127 = lshr exact i64 %122, 1
  %128 = or disjoint i64 %127, 1
  %129 = lshr exact i64 %122, 1
  %130 = or disjoint i64 %129, 2
  %131 = lshr exact i64 %122, 1
  %132 = or disjoint i64 %131, 3
  %133 = lshr exact i64 %122, 1
  %134 = or disjoint i64 %133, 4
  %135 = lshr exact i64 %122, 1
  %136 = or disjoint i64 %135, 5
  %137 = lshr exact i64 %122, 1
  %138 = or disjoint i64 %137, 6
  %139 = lshr exact i64 %122, 1
  %140 = or disjoint i64 %139, 7
  %141 = add nuw nsw i64 %126, %119
  %142 = add nuw nsw i64 %128, %119
  %143 = add nuw nsw i64 %130, %119
  %144 = add nuw nsw i64 %132, %119
  %145 = add nuw nsw i64 %134, %119
  %146 = add nuw nsw i64 %136, %119
  %147 = add nuw nsw i64 %138, %119
  %148 = add nuw nsw i64 %140, %119
  %149 = shl i64 %141, 5
  %150 = shl i64 %142, 5
  %151 = shl i64 %143, 5
  %152 = shl i64 %144, 5
  %153 = shl i64 %145, 5
  %154 = shl i64 %146, 5
  %155 = shl i64 %147, 5
  %156 = shl i64 %148, 5
  %157 = getelementptr i8, ptr %85, i64 %149
  %158 = getelementptr i8, ptr %85, i64 %150
  %159 = getelementptr i8, ptr %85, i64 %151
  %160 = getelementptr i8, ptr %85, i64 %152
  %161 = getelementptr i8, ptr %85, i64 %153
  %162 = getelementptr i8, ptr %85, i64 %154
  %163 = getelementptr i8, ptr %85, i64 %155
  %164 = getelementptr i8, ptr %85, i64 %156
  %165 = shufflevector <16 x i16> %125, <16 x i16> poison, <2 x i32> <i32 0, i32 1>
  store <2 x i16> %165, ptr %157, align 2
  %166 = shufflevector <16 x i16> %125, <16 x i16> poison, <2 x i32> <i32 2, i32 3>
  store <2 x i16> %166, ptr %158, align 2
  %167 = shufflevector <16 x i16> %125, <16 x i16> poison, <2 x i32> <i32 4, i32 5>
  store <2 x i16> %167, ptr %159, align 2
  %168 = shufflevector <16 x i16> %125, <16 x i16> poison, <2 x i32> <i32 6, i32 7>
  store <2 x i16> %168, ptr %160, align 2
  %169 = shufflevector <16 x i16> %125, <16 x i16> poison, <2 x i32> <i32 8, i32 9>
  store <2 x i16> %169, ptr %161, align 2
  %170 = shufflevector <16 x i8> %124, <16 x i8> poison, <2 x i32> <i32 10, i32 11>
  %171 = sext <2 x i8> %170 to <2 x i16>
  store <2 x i16> %171, ptr %162, align 2
  %172 = shufflevector <16 x i8> %124, <16 x i8> poison, <2 x i32> <i32 12, i32 13>
  %173 = sext <2 x i8> %172 to <2 x i16>
  store <2 x i16> %173, ptr %163, align 2
  %174 = shufflevector <16 x i8> %124, <16 x i8> poison, <2 x i32> <i32 14, i32 15>
  %175 = sext <2 x i8> %174 to <2 x i16>
  store <2 x i16> %175, ptr %164, align 2
  %176 = add nuw i64 %122, 16
  %177 = icmp eq i64 %176, %71
  br i1 %177, label %178, label %121

178:                                              ; preds = %121
  br i1 %72, label %218, label %179

179:                                              ; preds = %178
  br i1 %73, label %213, label %180

180:                                              ; preds = %120, %179
  %181 = phi i64 [ %71, %179 ], [ 0, %120 ]
  br label %182

182:                                              ; preds = %182, %180
  %183 = phi i64 [ %181, %180 ], [ %210, %182 ]
  %184 = getelementptr i8, ptr %117, i64 %183
  %185 = load <8 x i8>, ptr %184, align 1
  %186 = sext <8 x i8> %185 to <8 x i16>
  %187 = lshr exact i64 %183, 1
  %188 = lshr exact i64 %183, 1
  %189 = or disjoint i64 %188, 1
  %190 = lshr exact i64 %183, 1
  %191 = or disjoint i64 %190, 2
  %192 = lshr exact i64 %183, 1
  %193 = or disjoint i64 %192, 3
  %194 = add nuw nsw i64 %187, %119
  %195 = add nuw nsw i64 %189, %119
  %196 = add nuw nsw i64 %191, %119
  %197 = add nuw nsw i64 %193, %119
  %198 = shl i64 %194, 5
  %199 = shl i64 %195, 5
  %200 = shl i64 %196, 5
  %201 = shl i64 %197, 5
  %202 = getelementptr i8, ptr %85, i64 %198
  %203 = getelementptr i8, ptr %85, i64 %199
  %204 = getelementptr i8, ptr %85, i64 %200
  %205 = getelementptr i8, ptr %85, i64 %201
  %206 = shufflevector <8 x i16> %186, <8 x i16> poison, <2 x i32> <i32 0, i32 1>
  store <2 x i16> %206, ptr %202, align 2
  %207 = shufflevector <8 x i16> %186, <8 x i16> poison, <2 x i32> <i32 2, i32 3>
  store <2 x i16> %207, ptr %203, align 2
  %208 = shufflevector <8 x i16> %186, <8 x i16> poison, <2 x i32> <i32 4, i32 5>
  store <2 x i16> %208, ptr %204, align 2
  %209 = shufflevector <8 x i16> %186, <8 x i16> poison, <2 x i32> <i32 6, i32 7>
  store <2 x i16> %209, ptr %205, align 2
  %210 = add nuw i64 %183, 8
  %211 = icmp eq i64 %210, %74
  br i1 %211, label %212, label %182

212:                                              ; preds = %182
  br i1 %75, label %218, label %213

213:                                              ; preds = %114, %179, %212
  %214 = phi i64 [ 0, %114 ], [ %71, %179 ], [ %74, %212 ]
  br label %221

215:                                              ; preds = %218, %103
  %216 = add nuw nsw i64 %104, 1
  %217 = icmp eq i64 %216, %6
  br i1 %217, label %109, label %103

218:                                              ; preds = %221, %178, %212, %112
  %219 = add nuw nsw i64 %113, 1
  %220 = icmp eq i64 %219, %7
  br i1 %220, label %215, label %112

221:                                              ; preds = %213, %221
  %222 = phi i64 [ %232, %221 ], [ %214, %213 ]
  %223 = getelementptr i8, ptr %117, i64 %222
  %224 = load i8, ptr %223, align 1
  %225 = sext i8 %224 to i16
  %226 = lshr i64 %222, 1
  %227 = add nuw nsw i64 %226, %119
  %228 = and i64 %222, 1
  %229 = shl i64 %227, 5
  %230 = getelementptr i8, ptr %85, i64 %229
  %231 = getelementptr i16, ptr %230, i64 %228
  store i16 %225, ptr %231, align 2
  %232 = add nuw nsw i64 %222, 1
  %233 = icmp eq i64 %232, %4
  br i1 %233, label %218, label %221

234:                                              ; preds = %88, %283
  %235 = phi i64 [ 0, %88 ], [ %284, %283 ]
  br i1 %89, label %283, label %236

236:                                              ; preds = %234
  %237 = mul nsw i64 %235, %14
  %238 = getelementptr inbounds i8, ptr %23, i64 %237
  %239 = mul nsw i64 %235, %47
  %240 = getelementptr inbounds i16, ptr %56, i64 %239
  br label %276

241:                                              ; preds = %283
  %242 = mul i64 %27, %11
  %243 = mul i64 %46, %10
  %244 = shl i64 %242, 2
  %245 = icmp sgt i64 %8, 0
  %246 = icmp sgt i64 %9, 0
  %247 = add nsw i64 %29, -1
  %248 = mul i64 %46, %12
  %249 = icmp sgt i64 %6, 0
  %250 = icmp sgt i64 %7, 0
  %251 = mul i64 %13, %45
  %252 = shl i64 %27, 5
  %253 = icmp sgt i64 %4, 0
  %254 = mul i64 %11, %45
  %255 = tail call i64 @llvm.smax.i64(i64 %27, i64 1)
  %256 = getelementptr inbounds nuw i8, ptr %21, i64 32
  %257 = getelementptr inbounds nuw i8, ptr %21, i64 64
  %258 = getelementptr inbounds nuw i8, ptr %21, i64 96
  %259 = shl i64 %254, 2
  %260 = getelementptr inbounds nuw i8, ptr %21, i64 128
  %261 = getelementptr inbounds nuw i8, ptr %21, i64 160
  %262 = mul i64 %254, 6
  %263 = getelementptr inbounds nuw i8, ptr %21, i64 192
  %264 = getelementptr inbounds nuw i8, ptr %21, i64 224
  %265 = shl i64 %254, 3
  %266 = getelementptr inbounds nuw i8, ptr %21, i64 256
  %267 = getelementptr inbounds nuw i8, ptr %21, i64 288
  %268 = mul i64 %254, 10
  %269 = getelementptr inbounds nuw i8, ptr %21, i64 320
  %270 = getelementptr inbounds nuw i8, ptr %21, i64 352
  %271 = shl i64 %19, 3
  %272 = mul i64 %19, 12
  %273 = shl i64 %19, 4
  %274 = mul i64 %19, 20
  %275 = getelementptr inbounds nuw i8, ptr %22, i64 32
  br label %346

276:                                              ; preds = %236, %286
  %277 = phi i64 [ 0, %236 ], [ %287, %286 ]
  br i1 %90, label %286, label %278

278:                                              ; preds = %276
  %279 = mul nsw i64 %277, %15
  %280 = getelementptr inbounds i8, ptr %238, i64 %279
  %281 = mul nsw i64 %277, %46
  %282 = getelementptr inbounds i16, ptr %240, i64 %281
  br label %289

283:                                              ; preds = %286, %234
  %284 = add nuw nsw i64 %235, 1
  %285 = icmp eq i64 %284, %3
  br i1 %285, label %241, label %234

286:                                              ; preds = %343, %276
  %287 = add nuw i64 %277, 1
  %288 = icmp eq i64 %277, %37
  br i1 %288, label %283, label %276

289:                                              ; preds = %278, %343
  %290 = phi i64 [ 0, %278 ], [ %344, %343 ]
  %291 = mul nsw i64 %290, %16
  %292 = getelementptr inbounds i8, ptr %280, i64 %291
  %293 = mul i64 %91, %290
  %294 = getelementptr inbounds i8, ptr %282, i64 %293
  br i1 %92, label %295, label %332

295:                                              ; preds = %289
  br i1 %95, label %330, label %296

296:                                              ; preds = %295
  br i1 %96, label %319, label %297

297:                                              ; preds = %296, %297
  %298 = phi i64 [ %315, %297 ], [ 0, %296 ]
  %299 = getelementptr inbounds nuw i8, ptr %292, i64 %298
  %300 = getelementptr inbounds nuw i8, ptr %299, i64 16
  %301 = getelementptr inbounds nuw i8, ptr %299, i64 32
  %302 = getelementptr inbounds nuw i8, ptr %299, i64 48
  %303 = load <16 x i8>, ptr %299, align 1
  %304 = load <16 x i8>, ptr %300, align 1
  %305 = load <16 x i8>, ptr %301, align 1
  %306 = load <16 x i8>, ptr %302, align 1
  %307 = sext <16 x i8> %303 to <16 x i16>
  %308 = sext <16 x i8> %304 to <16 x i16>
  %309 = sext <16 x i8> %305 to <16 x i16>
  %310 = sext <16 x i8> %306 to <16 x i16>
  %311 = getelementptr inbounds nuw i16, ptr %294, i64 %298
  %312 = getelementptr inbounds nuw i8, ptr %311, i64 32
  %313 = getelementptr inbounds nuw i8, ptr %311, i64 64
  %314 = getelementptr inbounds nuw i8, ptr %311, i64 96
  store <16 x i16> %307, ptr %311, align 2
  store <16 x i16> %308, ptr %312, align 2
  store <16 x i16> %309, ptr %313, align 2
  store <16 x i16> %310, ptr %314, align 2
  %315 = add nuw i64 %298, 64
  %316 = icmp eq i64 %315, %98
  br i1 %316, label %317, label %297

317:                                              ; preds = %297
  br i1 %99, label %332, label %318

318:                                              ; preds = %317
  br i1 %100, label %330, label %319

319:                                              ; preds = %296, %318
  %320 = phi i64 [ %98, %318 ], [ 0, %296 ]
  br label %321

321:                                              ; preds = %321, %319
  %322 = phi i64 [ %320, %319 ], [ %327, %321 ]
  %323 = getelementptr inbounds nuw i8, ptr %292, i64 %322
  %324 = load <8 x i8>, ptr %323, align 1
  %325 = sext <8 x i8> %324 to <8 x i16>
  %326 = getelementptr inbounds nuw i16, ptr %294, i64 %322
  store <8 x i16> %325, ptr %326, align 2
  %327 = add nuw i64 %322, 8
  %328 = icmp eq i64 %327, %101
  br i1 %328, label %329, label %321

329:                                              ; preds = %321
  br i1 %102, label %332, label %330

330:                                              ; preds = %295, %318, %329
  %331 = phi i64 [ 0, %295 ], [ %98, %318 ], [ %101, %329 ]
  br label %333

332:                                              ; preds = %333, %317, %329, %289
  br i1 %94, label %343, label %341

333:                                              ; preds = %330, %333
  %334 = phi i64 [ %339, %333 ], [ %331, %330 ]
  %335 = getelementptr inbounds nuw i8, ptr %292, i64 %334
  %336 = load i8, ptr %335, align 1
  %337 = sext i8 %336 to i16
  %338 = getelementptr inbounds nuw i16, ptr %294, i64 %334
  store i16 %337, ptr %338, align 2
  %339 = add nuw nsw i64 %334, 1
  %340 = icmp eq i64 %339, %4
  br i1 %340, label %332, label %333

341:                                              ; preds = %332
  %342 = getelementptr inbounds i16, ptr %294, i64 %4
  store i16 0, ptr %342, align 2
  br label %343

343:                                              ; preds = %341, %332
  %344 = add nuw i64 %290, 1
  %345 = icmp eq i64 %290, %43
  br i1 %345, label %286, label %289

346:                                              ; preds = %241, %361
  %347 = phi i64 [ 0, %241 ], [ %362, %361 ]
  br i1 %245, label %348, label %361

348:                                              ; preds = %346
  %349 = mul nsw i64 %347, %47
  %350 = getelementptr inbounds i16, ptr %56, i64 %349
  %351 = mul nsw i64 %347, %17
  %352 = getelementptr inbounds i32, ptr %25, i64 %351
  br label %354

353:                                              ; preds = %361, %86
  tail call void @free(ptr noundef %50)
  tail call void @free(ptr noundef %56)
  ret void

354:                                              ; preds = %348, %364
  %355 = phi i64 [ 0, %348 ], [ %365, %364 ]
  br i1 %246, label %356, label %364

356:                                              ; preds = %354
  %357 = mul i64 %243, %355
  %358 = getelementptr inbounds i16, ptr %350, i64 %357
  %359 = mul nsw i64 %355, %18
  %360 = getelementptr inbounds i32, ptr %352, i64 %359
  br label %367

361:                                              ; preds = %364, %346
  %362 = add nuw nsw i64 %347, 1
  %363 = icmp eq i64 %362, %3
  br i1 %363, label %353, label %346

364:                                              ; preds = %382, %354
  %365 = add nuw nsw i64 %355, 1
  %366 = icmp eq i64 %365, %8
  br i1 %366, label %361, label %354

367:                                              ; preds = %356, %382
  %368 = phi i64 [ 0, %356 ], [ %383, %382 ]
  %369 = mul i64 %244, %368
  %370 = getelementptr inbounds i8, ptr %358, i64 %369
  %371 = mul nsw i64 %368, %19
  %372 = getelementptr inbounds i32, ptr %360, i64 %371
  br i1 %63, label %373, label %382

373:                                              ; preds = %367
  %374 = sub nsw i64 %9, %368
  %375 = icmp sgt i64 %374, 5
  %376 = trunc i64 %374 to i32
  %377 = select i1 %375, i32 6, i32 %376
  %378 = icmp eq i32 %377, 6
  %379 = icmp sgt i32 %377, 0
  %380 = zext nneg i32 %377 to i64
  %381 = zext nneg i32 %377 to i64
  br label %385

382:                                              ; preds = %743, %367
  %383 = add nuw nsw i64 %368, 6
  %384 = icmp slt i64 %383, %9
  br i1 %384, label %367, label %364

385:                                              ; preds = %373, %743
  %386 = phi i64 [ 0, %373 ], [ %744, %743 ]
  %387 = mul nsw i64 %386, %32
  %388 = getelementptr inbounds i16, ptr %50, i64 %387
  %389 = icmp slt i64 %386, %247
  %390 = select i1 %378, i1 %389, i1 false
  br i1 %390, label %391, label %642

391:                                              ; preds = %385
  call void @llvm.lifetime.start.p0(ptr nonnull %21)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(384) %21, i8 0, i64 384, i1 false)
  br i1 %249, label %393, label %392

392:                                              ; preds = %406, %391
  br label %600

393:                                              ; preds = %391
  %394 = load <8 x i32>, ptr %21, align 32
  %395 = load <8 x i32>, ptr %256, align 32
  %396 = load <8 x i32>, ptr %257, align 32
  %397 = load <8 x i32>, ptr %258, align 32
  %398 = load <8 x i32>, ptr %260, align 32
  %399 = load <8 x i32>, ptr %261, align 32
  %400 = load <8 x i32>, ptr %263, align 32
  %401 = load <8 x i32>, ptr %264, align 32
  %402 = load <8 x i32>, ptr %266, align 32
  %403 = load <8 x i32>, ptr %267, align 32
  %404 = load <8 x i32>, ptr %269, align 32
  %405 = load <8 x i32>, ptr %270, align 32
  br label %407

406:                                              ; preds = %437
  store <8 x i32> %449, ptr %21, align 32
  store <8 x i32> %448, ptr %256, align 32
  store <8 x i32> %447, ptr %257, align 32
  store <8 x i32> %446, ptr %258, align 32
  store <8 x i32> %445, ptr %260, align 32
  store <8 x i32> %444, ptr %261, align 32
  store <8 x i32> %443, ptr %263, align 32
  store <8 x i32> %442, ptr %264, align 32
  store <8 x i32> %441, ptr %266, align 32
  store <8 x i32> %440, ptr %267, align 32
  store <8 x i32> %439, ptr %269, align 32
  store <8 x i32> %438, ptr %270, align 32
  br label %392

407:                                              ; preds = %393, %437
  %408 = phi <8 x i32> [ %438, %437 ], [ %405, %393 ]
  %409 = phi <8 x i32> [ %439, %437 ], [ %404, %393 ]
  %410 = phi <8 x i32> [ %440, %437 ], [ %403, %393 ]
  %411 = phi <8 x i32> [ %441, %437 ], [ %402, %393 ]
  %412 = phi <8 x i32> [ %442, %437 ], [ %401, %393 ]
  %413 = phi <8 x i32> [ %443, %437 ], [ %400, %393 ]
  %414 = phi <8 x i32> [ %444, %437 ], [ %399, %393 ]
  %415 = phi <8 x i32> [ %445, %437 ], [ %398, %393 ]
  %416 = phi <8 x i32> [ %446, %437 ], [ %397, %393 ]
  %417 = phi <8 x i32> [ %447, %437 ], [ %396, %393 ]
  %418 = phi <8 x i32> [ %448, %437 ], [ %395, %393 ]
  %419 = phi <8 x i32> [ %449, %437 ], [ %394, %393 ]
  %420 = phi <8 x i32> [ %450, %437 ], [ zeroinitializer, %393 ]
  %421 = phi <8 x i32> [ %451, %437 ], [ zeroinitializer, %393 ]
  %422 = phi <8 x i32> [ %452, %437 ], [ zeroinitializer, %393 ]
  %423 = phi <8 x i32> [ %453, %437 ], [ zeroinitializer, %393 ]
  %424 = phi <8 x i32> [ %454, %437 ], [ zeroinitializer, %393 ]
  %425 = phi <8 x i32> [ %455, %437 ], [ zeroinitializer, %393 ]
  %426 = phi <8 x i32> [ %456, %437 ], [ zeroinitializer, %393 ]
  %427 = phi <8 x i32> [ %457, %437 ], [ zeroinitializer, %393 ]
  %428 = phi <8 x i32> [ %458, %437 ], [ zeroinitializer, %393 ]
  %429 = phi <8 x i32> [ %459, %437 ], [ zeroinitializer, %393 ]
  %430 = phi <8 x i32> [ %460, %437 ], [ zeroinitializer, %393 ]
  %431 = phi <8 x i32> [ %461, %437 ], [ zeroinitializer, %393 ]
  %432 = phi i64 [ %462, %437 ], [ 0, %393 ]
  br i1 %250, label %433, label %437

433:                                              ; preds = %407
  %434 = mul i64 %248, %432
  %435 = getelementptr inbounds i16, ptr %370, i64 %434
  %436 = mul nuw nsw i64 %432, %7
  br label %464

437:                                              ; preds = %497, %407
  %438 = phi <8 x i32> [ %408, %407 ], [ %498, %497 ]
  %439 = phi <8 x i32> [ %409, %407 ], [ %499, %497 ]
  %440 = phi <8 x i32> [ %410, %407 ], [ %500, %497 ]
  %441 = phi <8 x i32> [ %411, %407 ], [ %501, %497 ]
  %442 = phi <8 x i32> [ %412, %407 ], [ %502, %497 ]
  %443 = phi <8 x i32> [ %413, %407 ], [ %503, %497 ]
  %444 = phi <8 x i32> [ %414, %407 ], [ %504, %497 ]
  %445 = phi <8 x i32> [ %415, %407 ], [ %505, %497 ]
  %446 = phi <8 x i32> [ %416, %407 ], [ %506, %497 ]
  %447 = phi <8 x i32> [ %417, %407 ], [ %507, %497 ]
  %448 = phi <8 x i32> [ %418, %407 ], [ %508, %497 ]
  %449 = phi <8 x i32> [ %419, %407 ], [ %509, %497 ]
  %450 = phi <8 x i32> [ %420, %407 ], [ %510, %497 ]
  %451 = phi <8 x i32> [ %421, %407 ], [ %511, %497 ]
  %452 = phi <8 x i32> [ %422, %407 ], [ %512, %497 ]
  %453 = phi <8 x i32> [ %423, %407 ], [ %513, %497 ]
  %454 = phi <8 x i32> [ %424, %407 ], [ %514, %497 ]
  %455 = phi <8 x i32> [ %425, %407 ], [ %515, %497 ]
  %456 = phi <8 x i32> [ %426, %407 ], [ %516, %497 ]
  %457 = phi <8 x i32> [ %427, %407 ], [ %517, %497 ]
  %458 = phi <8 x i32> [ %428, %407 ], [ %518, %497 ]
  %459 = phi <8 x i32> [ %429, %407 ], [ %519, %497 ]
  %460 = phi <8 x i32> [ %430, %407 ], [ %520, %497 ]
  %461 = phi <8 x i32> [ %431, %407 ], [ %521, %497 ]
  %462 = add nuw nsw i64 %432, 1
  %463 = icmp eq i64 %462, %6
  br i1 %463, label %406, label %407

464:                                              ; preds = %433, %497
  %465 = phi <8 x i32> [ %408, %433 ], [ %498, %497 ]
  %466 = phi <8 x i32> [ %409, %433 ], [ %499, %497 ]
  %467 = phi <8 x i32> [ %410, %433 ], [ %500, %497 ]
  %468 = phi <8 x i32> [ %411, %433 ], [ %501, %497 ]
  %469 = phi <8 x i32> [ %412, %433 ], [ %502, %497 ]
  %470 = phi <8 x i32> [ %413, %433 ], [ %503, %497 ]
  %471 = phi <8 x i32> [ %414, %433 ], [ %504, %497 ]
  %472 = phi <8 x i32> [ %415, %433 ], [ %505, %497 ]
  %473 = phi <8 x i32> [ %416, %433 ], [ %506, %497 ]
  %474 = phi <8 x i32> [ %417, %433 ], [ %507, %497 ]
  %475 = phi <8 x i32> [ %418, %433 ], [ %508, %497 ]
  %476 = phi <8 x i32> [ %419, %433 ], [ %509, %497 ]
  %477 = phi <8 x i32> [ %420, %433 ], [ %510, %497 ]
  %478 = phi <8 x i32> [ %421, %433 ], [ %511, %497 ]
  %479 = phi <8 x i32> [ %422, %433 ], [ %512, %497 ]
  %480 = phi <8 x i32> [ %423, %433 ], [ %513, %497 ]
  %481 = phi <8 x i32> [ %424, %433 ], [ %514, %497 ]
  %482 = phi <8 x i32> [ %425, %433 ], [ %515, %497 ]
  %483 = phi <8 x i32> [ %426, %433 ], [ %516, %497 ]
  %484 = phi <8 x i32> [ %427, %433 ], [ %517, %497 ]
  %485 = phi <8 x i32> [ %428, %433 ], [ %518, %497 ]
  %486 = phi <8 x i32> [ %429, %433 ], [ %519, %497 ]
  %487 = phi <8 x i32> [ %430, %433 ], [ %520, %497 ]
  %488 = phi <8 x i32> [ %431, %433 ], [ %521, %497 ]
  %489 = phi i64 [ 0, %433 ], [ %522, %497 ]
  %490 = mul i64 %251, %489
  %491 = getelementptr inbounds i16, ptr %435, i64 %490
  %492 = add nuw nsw i64 %489, %436
  %493 = mul i64 %252, %492
  %494 = getelementptr inbounds i8, ptr %388, i64 %493
  br i1 %253, label %495, label %497

495:                                              ; preds = %464
  %496 = getelementptr inbounds i16, ptr %494, i64 %32
  br label %524

497:                                              ; preds = %524, %464
  %498 = phi <8 x i32> [ %465, %464 ], [ %597, %524 ]
  %499 = phi <8 x i32> [ %466, %464 ], [ %595, %524 ]
  %500 = phi <8 x i32> [ %467, %464 ], [ %588, %524 ]
  %501 = phi <8 x i32> [ %468, %464 ], [ %586, %524 ]
  %502 = phi <8 x i32> [ %469, %464 ], [ %579, %524 ]
  %503 = phi <8 x i32> [ %470, %464 ], [ %577, %524 ]
  %504 = phi <8 x i32> [ %471, %464 ], [ %570, %524 ]
  %505 = phi <8 x i32> [ %472, %464 ], [ %568, %524 ]
  %506 = phi <8 x i32> [ %473, %464 ], [ %561, %524 ]
  %507 = phi <8 x i32> [ %474, %464 ], [ %559, %524 ]
  %508 = phi <8 x i32> [ %475, %464 ], [ %552, %524 ]
  %509 = phi <8 x i32> [ %476, %464 ], [ %550, %524 ]
  %510 = phi <8 x i32> [ %477, %464 ], [ %597, %524 ]
  %511 = phi <8 x i32> [ %478, %464 ], [ %595, %524 ]
  %512 = phi <8 x i32> [ %479, %464 ], [ %588, %524 ]
  %513 = phi <8 x i32> [ %480, %464 ], [ %586, %524 ]
  %514 = phi <8 x i32> [ %481, %464 ], [ %579, %524 ]
  %515 = phi <8 x i32> [ %482, %464 ], [ %577, %524 ]
  %516 = phi <8 x i32> [ %483, %464 ], [ %570, %524 ]
  %517 = phi <8 x i32> [ %484, %464 ], [ %568, %524 ]
  %518 = phi <8 x i32> [ %485, %464 ], [ %561, %524 ]
  %519 = phi <8 x i32> [ %486, %464 ], [ %559, %524 ]
  %520 = phi <8 x i32> [ %487, %464 ], [ %552, %524 ]
  %521 = phi <8 x i32> [ %488, %464 ], [ %550, %524 ]
  %522 = add nuw nsw i64 %489, 1
  %523 = icmp eq i64 %522, %7
  br i1 %523, label %437, label %464

524:                                              ; preds = %495, %524
  %525 = phi <8 x i32> [ %477, %495 ], [ %597, %524 ]
  %526 = phi <8 x i32> [ %478, %495 ], [ %595, %524 ]
  %527 = phi <8 x i32> [ %479, %495 ], [ %588, %524 ]
  %528 = phi <8 x i32> [ %480, %495 ], [ %586, %524 ]
  %529 = phi <8 x i32> [ %481, %495 ], [ %579, %524 ]
  %530 = phi <8 x i32> [ %482, %495 ], [ %577, %524 ]
  %531 = phi <8 x i32> [ %483, %495 ], [ %570, %524 ]
  %532 = phi <8 x i32> [ %484, %495 ], [ %568, %524 ]
  %533 = phi <8 x i32> [ %485, %495 ], [ %561, %524 ]
  %534 = phi <8 x i32> [ %486, %495 ], [ %559, %524 ]
  %535 = phi <8 x i32> [ %487, %495 ], [ %552, %524 ]
  %536 = phi <8 x i32> [ %488, %495 ], [ %550, %524 ]
  %537 = phi i64 [ 0, %495 ], [ %598, %524 ]
  %538 = shl nsw i64 %537, 4
  %539 = getelementptr inbounds nuw i16, ptr %494, i64 %538
  %540 = load <16 x i16>, ptr %539, align 32
  %541 = getelementptr inbounds nuw i16, ptr %496, i64 %538
  %542 = load <16 x i16>, ptr %541, align 32
  %543 = shl nsw i64 %537, 2
  %544 = getelementptr i8, ptr %491, i64 %543
  %545 = load i32, ptr %544, align 2
  %546 = insertelement <8 x i32> poison, i32 %545, i64 0
  %547 = shufflevector <8 x i32> %546, <8 x i32> poison, <8 x i32> zeroinitializer
  %548 = bitcast <8 x i32> %547 to <16 x i16>
  %549 = tail call <8 x i32> @llvm.x86.avx2.pmadd.wd(<16 x i16> %548, <16 x i16> %540)
  %550 = add <8 x i32> %549, %536
  %551 = tail call <8 x i32> @llvm.x86.avx2.pmadd.wd(<16 x i16> %548, <16 x i16> %542)
  %552 = add <8 x i32> %551, %535
  %553 = getelementptr i16, ptr %544, i64 %254
  %554 = load i32, ptr %553, align 2
  %555 = insertelement <8 x i32> poison, i32 %554, i64 0
  %556 = shufflevector <8 x i32> %555, <8 x i32> poison, <8 x i32> zeroinitializer
  %557 = bitcast <8 x i32> %556 to <16 x i16>
  %558 = tail call <8 x i32> @llvm.x86.avx2.pmadd.wd(<16 x i16> %557, <16 x i16> %540)
  %559 = add <8 x i32> %558, %534
  %560 = tail call <8 x i32> @llvm.x86.avx2.pmadd.wd(<16 x i16> %557, <16 x i16> %542)
  %561 = add <8 x i32> %560, %533
  %562 = getelementptr i8, ptr %544, i64 %259
  %563 = load i32, ptr %562, align 2
  %564 = insertelement <8 x i32> poison, i32 %563, i64 0
  %565 = shufflevector <8 x i32> %564, <8 x i32> poison, <8 x i32> zeroinitializer
  %566 = bitcast <8 x i32> %565 to <16 x i16>
  %567 = tail call <8 x i32> @llvm.x86.avx2.pmadd.wd(<16 x i16> %566, <16 x i16> %540)
  %568 = add <8 x i32> %567, %532
  %569 = tail call <8 x i32> @llvm.x86.avx2.pmadd.wd(<16 x i16> %566, <16 x i16> %542)
  %570 = add <8 x i32> %569, %531
  %571 = getelementptr i8, ptr %544, i64 %262
  %572 = load i32, ptr %571, align 2
  %573 = insertelement <8 x i32> poison, i32 %572, i64 0
  %574 = shufflevector <8 x i32> %573, <8 x i32> poison, <8 x i32> zeroinitializer
  %575 = bitcast <8 x i32> %574 to <16 x i16>
  %576 = tail call <8 x i32> @llvm.x86.avx2.pmadd.wd(<16 x i16> %575, <16 x i16> %540)
  %577 = add <8 x i32> %576, %530
  %578 = tail call <8 x i32> @llvm.x86.avx2.pmadd.wd(<16 x i16> %575, <16 x i16> %542)
  %579 = add <8 x i32> %578, %529
  %580 = getelementptr i8, ptr %544, i64 %265
  %581 = load i32, ptr %580, align 2
  %582 = insertelement <8 x i32> poison, i32 %581, i64 0
  %583 = shufflevector <8 x i32> %582, <8 x i32> poison, <8 x i32> zeroinitializer
  %584 = bitcast <8 x i32> %583 to <16 x i16>
  %585 = tail call <8 x i32> @llvm.x86.avx2.pmadd.wd(<16 x i16> %584, <16 x i16> %540)
  %586 = add <8 x i32> %585, %528
  %587 = tail call <8 x i32> @llvm.x86.avx2.pmadd.wd(<16 x i16> %584, <16 x i16> %542)
  %588 = add <8 x i32> %587, %527
  %589 = getelementptr i8, ptr %544, i64 %268
  %590 = load i32, ptr %589, align 2
  %591 = insertelement <8 x i32> poison, i32 %590, i64 0
  %592 = shufflevector <8 x i32> %591, <8 x i32> poison, <8 x i32> zeroinitializer
  %593 = bitcast <8 x i32> %592 to <16 x i16>
  %594 = tail call <8 x i32> @llvm.x86.avx2.pmadd.wd(<16 x i16> %593, <16 x i16> %540)
  %595 = add <8 x i32> %594, %526
  %596 = tail call <8 x i32> @llvm.x86.avx2.pmadd.wd(<16 x i16> %593, <16 x i16> %542)
  %597 = add <8 x i32> %596, %525
  %598 = add nuw nsw i64 %537, 1
  %599 = icmp eq i64 %598, %255
  br i1 %599, label %497, label %524

600:                                              ; preds = %392, %600
  %601 = phi i1 [ false, %600 ], [ true, %392 ]
  %602 = phi ptr [ %60, %600 ], [ %21, %392 ]
  %603 = phi i64 [ 1, %600 ], [ 0, %392 ]
  %604 = or disjoint i64 %386, %603
  %605 = shl i64 %604, 3
  %606 = sub nsw i64 %5, %605
  %607 = tail call i64 @llvm.smin.i64(i64 %606, i64 8)
  %608 = trunc i64 %607 to i32
  %609 = insertelement <8 x i32> poison, i32 %608, i64 0
  %610 = shufflevector <8 x i32> %609, <8 x i32> poison, <8 x i32> zeroinitializer
  %611 = icmp sgt <8 x i32> %610, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %612 = getelementptr i32, ptr %372, i64 %605
  %613 = tail call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 1 %612, <8 x i1> %611, <8 x i32> zeroinitializer)
  %614 = load <8 x i32>, ptr %602, align 32
  %615 = add <8 x i32> %614, %613
  tail call void @llvm.masked.store.v8i32.p0(<8 x i32> %615, ptr align 1 %612, <8 x i1> %611)
  %616 = getelementptr i32, ptr %612, i64 %19
  %617 = tail call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 1 %616, <8 x i1> %611, <8 x i32> zeroinitializer)
  %618 = getelementptr inbounds nuw i8, ptr %602, i64 64
  %619 = load <8 x i32>, ptr %618, align 32
  %620 = add <8 x i32> %619, %617
  tail call void @llvm.masked.store.v8i32.p0(<8 x i32> %620, ptr align 1 %616, <8 x i1> %611)
  %621 = getelementptr i8, ptr %612, i64 %271
  %622 = tail call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 1 %621, <8 x i1> %611, <8 x i32> zeroinitializer)
  %623 = getelementptr inbounds nuw i8, ptr %602, i64 128
  %624 = load <8 x i32>, ptr %623, align 32
  %625 = add <8 x i32> %624, %622
  tail call void @llvm.masked.store.v8i32.p0(<8 x i32> %625, ptr align 1 %621, <8 x i1> %611)
  %626 = getelementptr i8, ptr %612, i64 %272
  %627 = tail call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 1 %626, <8 x i1> %611, <8 x i32> zeroinitializer)
  %628 = getelementptr inbounds nuw i8, ptr %602, i64 192
  %629 = load <8 x i32>, ptr %628, align 32
  %630 = add <8 x i32> %629, %627
  tail call void @llvm.masked.store.v8i32.p0(<8 x i32> %630, ptr align 1 %626, <8 x i1> %611)
  %631 = getelementptr i8, ptr %612, i64 %273
  %632 = tail call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 1 %631, <8 x i1> %611, <8 x i32> zeroinitializer)
  %633 = getelementptr inbounds nuw i8, ptr %602, i64 256
  %634 = load <8 x i32>, ptr %633, align 32
  %635 = add <8 x i32> %634, %632
  tail call void @llvm.masked.store.v8i32.p0(<8 x i32> %635, ptr align 1 %631, <8 x i1> %611)
  %636 = getelementptr i8, ptr %612, i64 %274
  %637 = tail call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 1 %636, <8 x i1> %611, <8 x i32> zeroinitializer)
  %638 = getelementptr inbounds nuw i8, ptr %602, i64 320
  %639 = load <8 x i32>, ptr %638, align 32
  %640 = add <8 x i32> %639, %637
  tail call void @llvm.masked.store.v8i32.p0(<8 x i32> %640, ptr align 1 %636, <8 x i1> %611)
  br i1 %601, label %600, label %641

641:                                              ; preds = %600
  call void @llvm.lifetime.end.p0(ptr nonnull %21)
  br label %743

642:                                              ; preds = %385
  call void @llvm.lifetime.start.p0(ptr nonnull %22)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(384) %22, i8 0, i64 384, i1 false)
  br i1 %249, label %643, label %702

643:                                              ; preds = %642, %649
  %644 = phi i64 [ %650, %649 ], [ 0, %642 ]
  br i1 %250, label %645, label %649

645:                                              ; preds = %643
  %646 = mul i64 %248, %644
  %647 = getelementptr inbounds i16, ptr %370, i64 %646
  %648 = mul nuw nsw i64 %644, %7
  br label %652

649:                                              ; preds = %661, %643
  %650 = add nuw nsw i64 %644, 1
  %651 = icmp eq i64 %650, %6
  br i1 %651, label %702, label %643

652:                                              ; preds = %645, %661
  %653 = phi i64 [ 0, %645 ], [ %662, %661 ]
  %654 = mul i64 %251, %653
  %655 = getelementptr inbounds i16, ptr %647, i64 %654
  %656 = add nuw nsw i64 %653, %648
  %657 = mul i64 %252, %656
  %658 = getelementptr inbounds i8, ptr %388, i64 %657
  br i1 %253, label %659, label %661

659:                                              ; preds = %652
  %660 = getelementptr inbounds i16, ptr %658, i64 %32
  br label %664

661:                                              ; preds = %679, %652
  %662 = add nuw nsw i64 %653, 1
  %663 = icmp eq i64 %662, %7
  br i1 %663, label %649, label %652

664:                                              ; preds = %659, %679
  %665 = phi i64 [ 0, %659 ], [ %680, %679 ]
  %666 = shl nsw i64 %665, 4
  %667 = getelementptr inbounds nuw i16, ptr %658, i64 %666
  %668 = load <4 x i64>, ptr %667, align 32
  br i1 %389, label %669, label %672

669:                                              ; preds = %664
  %670 = getelementptr inbounds nuw i16, ptr %660, i64 %666
  %671 = load <4 x i64>, ptr %670, align 32
  br label %672

672:                                              ; preds = %669, %664
  %673 = phi <4 x i64> [ %671, %669 ], [ %668, %664 ]
  br i1 %379, label %674, label %679

674:                                              ; preds = %672
  %675 = shl nsw i64 %665, 2
  %676 = getelementptr i8, ptr %655, i64 %675
  %677 = bitcast <4 x i64> %668 to <16 x i16>
  %678 = bitcast <4 x i64> %673 to <16 x i16>
  br label %682

679:                                              ; preds = %699, %672
  %680 = add nuw nsw i64 %665, 1
  %681 = icmp eq i64 %680, %255
  br i1 %681, label %661, label %664

682:                                              ; preds = %674, %699
  %683 = phi i64 [ 0, %674 ], [ %700, %699 ]
  %684 = mul i64 %254, %683
  %685 = getelementptr i16, ptr %676, i64 %684
  %686 = load i32, ptr %685, align 2
  %687 = insertelement <8 x i32> poison, i32 %686, i64 0
  %688 = shufflevector <8 x i32> %687, <8 x i32> poison, <8 x i32> zeroinitializer
  %689 = getelementptr inbounds nuw [2 x <4 x i64>], ptr %22, i64 %683
  %690 = load <8 x i32>, ptr %689, align 32
  %691 = bitcast <8 x i32> %688 to <16 x i16>
  %692 = tail call <8 x i32> @llvm.x86.avx2.pmadd.wd(<16 x i16> %691, <16 x i16> %677)
  %693 = add <8 x i32> %692, %690
  store <8 x i32> %693, ptr %689, align 32
  br i1 %389, label %694, label %699

694:                                              ; preds = %682
  %695 = getelementptr inbounds nuw i8, ptr %689, i64 32
  %696 = load <8 x i32>, ptr %695, align 32
  %697 = tail call <8 x i32> @llvm.x86.avx2.pmadd.wd(<16 x i16> %691, <16 x i16> %678)
  %698 = add <8 x i32> %697, %696
  store <8 x i32> %698, ptr %695, align 32
  br label %699

699:                                              ; preds = %694, %682
  %700 = add nuw nsw i64 %683, 1
  %701 = icmp eq i64 %700, %380
  br i1 %701, label %679, label %682

702:                                              ; preds = %642, %649
  %703 = shl i64 %386, 3
  %704 = sub nsw i64 %5, %703
  %705 = tail call i64 @llvm.smin.i64(i64 %704, i64 8)
  %706 = trunc i64 %705 to i32
  %707 = insertelement <8 x i32> poison, i32 %706, i64 0
  %708 = shufflevector <8 x i32> %707, <8 x i32> poison, <8 x i32> zeroinitializer
  %709 = icmp sgt <8 x i32> %708, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %710 = getelementptr i32, ptr %372, i64 %703
  br i1 %379, label %732, label %711

711:                                              ; preds = %732, %702
  br i1 %389, label %712, label %742

712:                                              ; preds = %711
  %713 = shl i64 %386, 3
  %714 = or disjoint i64 %713, 8
  %715 = sub nsw i64 %5, %714
  %716 = tail call i64 @llvm.smin.i64(i64 %715, i64 8)
  %717 = trunc i64 %716 to i32
  %718 = insertelement <8 x i32> poison, i32 %717, i64 0
  %719 = shufflevector <8 x i32> %718, <8 x i32> poison, <8 x i32> zeroinitializer
  %720 = icmp sgt <8 x i32> %719, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %721 = getelementptr i32, ptr %372, i64 %714
  br i1 %379, label %722, label %742

722:                                              ; preds = %712, %722
  %723 = phi i64 [ %730, %722 ], [ 0, %712 ]
  %724 = mul nsw i64 %19, %723
  %725 = getelementptr i32, ptr %721, i64 %724
  %726 = tail call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 1 %725, <8 x i1> %720, <8 x i32> zeroinitializer)
  %727 = getelementptr inbounds nuw [2 x <4 x i64>], ptr %275, i64 %723
  %728 = load <8 x i32>, ptr %727, align 32
  %729 = add <8 x i32> %728, %726
  tail call void @llvm.masked.store.v8i32.p0(<8 x i32> %729, ptr align 1 %725, <8 x i1> %720)
  %730 = add nuw nsw i64 %723, 1
  %731 = icmp eq i64 %730, %381
  br i1 %731, label %742, label %722

732:                                              ; preds = %702, %732
  %733 = phi i64 [ %740, %732 ], [ 0, %702 ]
  %734 = mul nsw i64 %19, %733
  %735 = getelementptr i32, ptr %710, i64 %734
  %736 = tail call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 1 %735, <8 x i1> %709, <8 x i32> zeroinitializer)
  %737 = getelementptr inbounds nuw [2 x <4 x i64>], ptr %22, i64 %733
  %738 = load <8 x i32>, ptr %737, align 32
  %739 = add <8 x i32> %738, %736
  tail call void @llvm.masked.store.v8i32.p0(<8 x i32> %739, ptr align 1 %735, <8 x i1> %709)
  %740 = add nuw nsw i64 %733, 1
  %741 = icmp eq i64 %740, %381
  br i1 %741, label %711, label %732

742:                                              ; preds = %712, %722, %711
  call void @llvm.lifetime.end.p0(ptr nonnull %22)
  br label %743

743:                                              ; preds = %742, %641
  %744 = add nuw nsw i64 %386, 2
  %745 = icmp slt i64 %744, %29
  br i1 %745, label %385, label %382
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none))

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized,aligned") allocsize(1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @aligned_alloc(i64 allocalign noundef, i64 noundef) local_unnamed_addr

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr noundef captures(none)) local_unnamed_addr

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap()

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none))

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i32> @llvm.x86.avx2.pmadd.wd(<16 x i16>, <16 x i16>)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <8 x i32> @llvm.masked.load.v8i32.p0(ptr captures(none), <8 x i1>, <8 x i32>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v8i32.p0(<8 x i32>, ptr captures(none), <8 x i1>)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64)
