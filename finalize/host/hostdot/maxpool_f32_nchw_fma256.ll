; Function Attrs: nofree norecurse nosync nounwind
define hidden void @mgxport_maxpool_f32_nchw_fma256(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11, i64 noundef %12, i64 noundef %13, i64 noundef %14, i64 noundef %15, i64 noundef %16, i64 noundef %17, i64 noundef %18) local_unnamed_addr {
  %20 = alloca [4096 x float], align 64
  %21 = alloca [4096 x float], align 64
  %22 = inttoptr i64 %0 to ptr
  %23 = inttoptr i64 %1 to ptr
  call void @llvm.lifetime.start.p0(ptr nonnull %20)
  call void @llvm.lifetime.start.p0(ptr nonnull %21)
  %24 = tail call ptr @llvm.stacksave.p0()
  %25 = add nsw i64 %9, -1
  %26 = mul nsw i64 %13, %25
  switch i64 %12, label %1026 [
    i64 1, label %27
    i64 2, label %524
  ]

27:                                               ; preds = %19, %27
  %28 = phi i64 [ %30, %27 ], [ %12, %19 ]
  %29 = icmp sgt i64 %28, %26
  %30 = shl i64 %28, 1
  br i1 %29, label %31, label %27

31:                                               ; preds = %27
  %32 = add nsw i64 %8, 7
  %33 = sdiv i64 %32, 8
  %34 = shl nsw i64 %33, 3
  %35 = add i64 %10, -1
  %36 = mul nsw i64 %14, %35
  %37 = add nsw i64 %36, %34
  %38 = add nsw i64 %37, 7
  %39 = sdiv i64 %38, 8
  %40 = shl nsw i64 %39, 3
  %41 = add nsw i64 %36, %8
  %42 = mul nsw i64 %28, %34
  %43 = icmp sgt i64 %42, 4096
  br i1 %43, label %1725, label %44

44:                                               ; preds = %31
  %45 = icmp slt i64 %37, 4097
  %46 = icmp slt i64 %9, 4097
  %47 = and i1 %46, %45
  %48 = icmp slt i64 %10, 4097
  %49 = and i1 %48, %47
  %50 = icmp slt i64 %2, %3
  %51 = and i1 %50, %49
  br i1 %51, label %52, label %1725

52:                                               ; preds = %44
  %53 = icmp sgt i64 %37, 0
  br i1 %53, label %63, label %54

54:                                               ; preds = %63, %52
  %55 = tail call ptr @llvm.stacksave.p0()
  %56 = alloca i64, i64 %28, align 16
  %57 = alloca i64, i64 %10, align 16
  %58 = alloca ptr, i64 %9, align 16
  %59 = alloca i32, i64 %28, align 16
  %60 = icmp sgt i64 %28, 0
  br i1 %60, label %61, label %68

61:                                               ; preds = %54
  %62 = shl nuw i64 %28, 3
  call void @llvm.memset.p0.i64(ptr nonnull align 16 %56, i8 -1, i64 %62, i1 false)
  br label %68

63:                                               ; preds = %52, %63
  %64 = phi i64 [ %66, %63 ], [ 0, %52 ]
  %65 = getelementptr inbounds nuw float, ptr %20, i64 %64
  store <8 x float> splat (float 0xFFF0000000000000), ptr %65, align 32
  %66 = add nuw nsw i64 %64, 8
  %67 = icmp slt i64 %66, %40
  br i1 %67, label %63, label %54

68:                                               ; preds = %61, %54
  %69 = icmp sgt i64 %10, 0
  br i1 %69, label %70, label %120

70:                                               ; preds = %68
  %71 = icmp ult i64 %10, 4
  br i1 %71, label %118, label %72

72:                                               ; preds = %70
  %73 = icmp ult i64 %10, 16
  br i1 %73, label %100, label %74

74:                                               ; preds = %72
  %75 = and i64 %10, 12
  %76 = and i64 %10, 9223372036854775792
  %77 = insertelement <4 x i64> poison, i64 %14, i64 0
  %78 = shufflevector <4 x i64> %77, <4 x i64> poison, <4 x i32> zeroinitializer
  br label %79

79:                                               ; preds = %79, %74
  %80 = phi i64 [ 0, %74 ], [ %93, %79 ]
  %81 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %74 ], [ %94, %79 ]
  %82 = add <4 x i64> %81, splat (i64 4)
  %83 = add <4 x i64> %81, splat (i64 8)
  %84 = add <4 x i64> %81, splat (i64 12)
  %85 = mul nsw <4 x i64> %81, %78
  %86 = mul nsw <4 x i64> %82, %78
  %87 = mul nsw <4 x i64> %83, %78
  %88 = mul nsw <4 x i64> %84, %78
  %89 = getelementptr inbounds nuw i64, ptr %57, i64 %80
  %90 = getelementptr inbounds nuw i8, ptr %89, i64 32
  %91 = getelementptr inbounds nuw i8, ptr %89, i64 64
  %92 = getelementptr inbounds nuw i8, ptr %89, i64 96
  store <4 x i64> %85, ptr %89, align 16
  store <4 x i64> %86, ptr %90, align 16
  store <4 x i64> %87, ptr %91, align 16
  store <4 x i64> %88, ptr %92, align 16
  %93 = add nuw i64 %80, 16
  %94 = add <4 x i64> %81, splat (i64 16)
  %95 = icmp eq i64 %93, %76
  br i1 %95, label %96, label %79

96:                                               ; preds = %79
  %97 = icmp eq i64 %10, %76
  br i1 %97, label %120, label %98

98:                                               ; preds = %96
  %99 = icmp eq i64 %75, 0
  br i1 %99, label %118, label %100

100:                                              ; preds = %72, %98
  %101 = phi i64 [ %76, %98 ], [ 0, %72 ]
  %102 = and i64 %10, 9223372036854775804
  %103 = insertelement <4 x i64> poison, i64 %14, i64 0
  %104 = shufflevector <4 x i64> %103, <4 x i64> poison, <4 x i32> zeroinitializer
  %105 = insertelement <4 x i64> poison, i64 %101, i64 0
  %106 = shufflevector <4 x i64> %105, <4 x i64> poison, <4 x i32> zeroinitializer
  %107 = or disjoint <4 x i64> %106, <i64 0, i64 1, i64 2, i64 3>
  br label %108

108:                                              ; preds = %108, %100
  %109 = phi i64 [ %101, %100 ], [ %113, %108 ]
  %110 = phi <4 x i64> [ %107, %100 ], [ %114, %108 ]
  %111 = mul nsw <4 x i64> %110, %104
  %112 = getelementptr inbounds nuw i64, ptr %57, i64 %109
  store <4 x i64> %111, ptr %112, align 16
  %113 = add nuw i64 %109, 4
  %114 = add nuw nsw <4 x i64> %110, splat (i64 4)
  %115 = icmp eq i64 %113, %102
  br i1 %115, label %116, label %108

116:                                              ; preds = %108
  %117 = icmp eq i64 %10, %102
  br i1 %117, label %120, label %118

118:                                              ; preds = %70, %98, %116
  %119 = phi i64 [ 0, %70 ], [ %76, %98 ], [ %102, %116 ]
  br label %142

120:                                              ; preds = %142, %96, %116, %68
  %121 = sdiv i64 %2, %7
  %122 = sdiv i64 %121, %4
  %123 = srem i64 %121, %4
  %124 = srem i64 %2, %7
  %125 = mul i64 %6, %5
  %126 = icmp sgt i64 %9, 0
  %127 = add nsw i64 %28, -1
  %128 = icmp sgt i64 %41, 0
  %129 = icmp sgt i64 %8, 0
  %130 = icmp sgt i64 %10, 1
  %131 = add i64 %10, -2
  %132 = and i64 %35, 3
  %133 = icmp ult i64 %131, 3
  %134 = and i64 %35, -4
  %135 = icmp eq i64 %132, 0
  %136 = icmp ne i64 %132, 0
  %137 = and i64 %35, 1
  %138 = icmp eq i64 %131, 0
  %139 = and i64 %35, -2
  %140 = icmp eq i64 %137, 0
  %141 = icmp ne i64 %137, 0
  br label %148

142:                                              ; preds = %118, %142
  %143 = phi i64 [ %146, %142 ], [ %119, %118 ]
  %144 = mul nsw i64 %143, %14
  %145 = getelementptr inbounds nuw i64, ptr %57, i64 %143
  store i64 %144, ptr %145, align 8
  %146 = add nuw nsw i64 %143, 1
  %147 = icmp eq i64 %146, %10
  br i1 %147, label %120, label %142

148:                                              ; preds = %120, %517
  %149 = phi i64 [ %124, %120 ], [ %521, %517 ]
  %150 = phi i64 [ %2, %120 ], [ %522, %517 ]
  %151 = phi i64 [ %122, %120 ], [ %520, %517 ]
  %152 = phi i64 [ %123, %120 ], [ %519, %517 ]
  %153 = phi i64 [ %121, %120 ], [ %518, %517 ]
  %154 = mul nsw i64 %151, %17
  %155 = getelementptr inbounds float, ptr %22, i64 %154
  %156 = mul i64 %125, %152
  %157 = getelementptr inbounds float, ptr %155, i64 %156
  %158 = mul nsw i64 %151, %18
  %159 = getelementptr inbounds float, ptr %23, i64 %158
  %160 = mul nsw i64 %152, %7
  %161 = add nsw i64 %149, %160
  %162 = mul nsw i64 %161, %8
  %163 = getelementptr inbounds float, ptr %159, i64 %162
  br i1 %126, label %164, label %170

164:                                              ; preds = %148
  %165 = mul nsw i64 %149, %11
  %166 = sub i64 %165, %15
  %167 = mul nsw i64 %153, %5
  br label %186

168:                                              ; preds = %388
  %169 = icmp eq i32 %389, 0
  br label %170

170:                                              ; preds = %168, %148
  %171 = phi i1 [ true, %148 ], [ %169, %168 ]
  %172 = phi i32 [ 0, %148 ], [ %390, %168 ]
  br i1 %129, label %173, label %393

173:                                              ; preds = %170
  %174 = icmp sgt i32 %172, 0
  %175 = zext i32 %172 to i64
  %176 = and i64 %175, 1
  %177 = icmp eq i32 %172, 1
  %178 = and i64 %175, 2147483646
  %179 = icmp eq i64 %176, 0
  %180 = icmp ne i64 %176, 0
  %181 = and i64 %175, 3
  %182 = icmp ult i32 %172, 4
  %183 = and i64 %175, 2147483644
  %184 = icmp eq i64 %181, 0
  %185 = icmp ne i64 %181, 0
  br label %396

186:                                              ; preds = %164, %388
  %187 = phi i64 [ 0, %164 ], [ %391, %388 ]
  %188 = phi i32 [ 0, %164 ], [ %390, %388 ]
  %189 = phi i32 [ 0, %164 ], [ %389, %388 ]
  %190 = mul nsw i64 %187, %13
  %191 = add i64 %166, %190
  %192 = icmp sgt i64 %191, -1
  %193 = icmp slt i64 %191, %5
  %194 = and i1 %192, %193
  br i1 %194, label %195, label %388

195:                                              ; preds = %186
  %196 = and i64 %191, %127
  %197 = add nsw i64 %191, %167
  %198 = mul nsw i64 %196, %34
  %199 = getelementptr inbounds float, ptr %21, i64 %198
  %200 = getelementptr inbounds nuw i64, ptr %56, i64 %196
  %201 = load i64, ptr %200, align 8
  %202 = icmp eq i64 %201, %197
  br i1 %202, label %203, label %206

203:                                              ; preds = %195
  %204 = getelementptr inbounds nuw i32, ptr %59, i64 %196
  %205 = load i32, ptr %204, align 4
  br label %382

206:                                              ; preds = %195
  %207 = mul nsw i64 %191, %6
  %208 = getelementptr inbounds float, ptr %157, i64 %207
  br i1 %128, label %211, label %209

209:                                              ; preds = %206
  %210 = getelementptr inbounds nuw i32, ptr %59, i64 %196
  store i32 0, ptr %210, align 4
  br label %253

211:                                              ; preds = %206, %240
  %212 = phi <8 x i32> [ %243, %240 ], [ zeroinitializer, %206 ]
  %213 = phi i64 [ %245, %240 ], [ 0, %206 ]
  %214 = sub nsw i64 %213, %16
  %215 = icmp slt i64 %214, 0
  %216 = add nuw nsw i64 %214, 8
  %217 = icmp sgt i64 %216, %6
  %218 = select i1 %215, i1 true, i1 %217
  br i1 %218, label %222, label %219

219:                                              ; preds = %211
  %220 = getelementptr inbounds nuw float, ptr %208, i64 %214
  %221 = load <8 x float>, ptr %220, align 1
  br label %240

222:                                              ; preds = %211
  %223 = sub nsw i64 0, %214
  %224 = select i1 %215, i64 %223, i64 0
  %225 = sub nsw i64 %6, %214
  %226 = call i64 @llvm.smin.i64(i64 %225, i64 8)
  %227 = icmp sgt i64 %226, %224
  br i1 %227, label %228, label %240

228:                                              ; preds = %222
  %229 = getelementptr inbounds float, ptr %208, i64 %214
  %230 = trunc i64 %224 to i32
  %231 = insertelement <8 x i32> poison, i32 %230, i64 0
  %232 = shufflevector <8 x i32> %231, <8 x i32> poison, <8 x i32> zeroinitializer
  %233 = icmp slt <8 x i32> %232, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %234 = trunc i64 %226 to i32
  %235 = insertelement <8 x i32> poison, i32 %234, i64 0
  %236 = shufflevector <8 x i32> %235, <8 x i32> poison, <8 x i32> zeroinitializer
  %237 = icmp sgt <8 x i32> %236, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %238 = and <8 x i1> %237, %233
  %239 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %229, <8 x i1> %238, <8 x float> splat (float 0xFFF0000000000000))
  br label %240

240:                                              ; preds = %222, %228, %219
  %241 = phi <8 x float> [ %221, %219 ], [ %239, %228 ], [ splat (float 0xFFF0000000000000), %222 ]
  %242 = fcmp uno <8 x float> %241, zeroinitializer
  %243 = select <8 x i1> %242, <8 x i32> splat (i32 -1), <8 x i32> %212
  %244 = getelementptr inbounds nuw float, ptr %20, i64 %213
  store <8 x float> %241, ptr %244, align 32
  %245 = add nuw nsw i64 %213, 8
  %246 = icmp slt i64 %245, %41
  br i1 %246, label %211, label %247

247:                                              ; preds = %240
  %248 = icmp slt <8 x i32> %243, zeroinitializer
  %249 = bitcast <8 x i1> %248 to i8
  %250 = icmp ne i8 %249, 0
  %251 = zext i1 %250 to i32
  %252 = getelementptr inbounds nuw i32, ptr %59, i64 %196
  store i32 %251, ptr %252, align 4
  br i1 %250, label %257, label %253

253:                                              ; preds = %209, %247
  br i1 %129, label %254, label %380

254:                                              ; preds = %253
  %255 = load i64, ptr %57, align 16
  %256 = getelementptr inbounds float, ptr %20, i64 %255
  br label %323

257:                                              ; preds = %247
  br i1 %129, label %258, label %380

258:                                              ; preds = %257
  %259 = load i64, ptr %57, align 16
  %260 = getelementptr inbounds float, ptr %20, i64 %259
  br label %261

261:                                              ; preds = %258, %284
  %262 = phi i64 [ 0, %258 ], [ %287, %284 ]
  %263 = getelementptr inbounds nuw float, ptr %260, i64 %262
  %264 = load <8 x float>, ptr %263, align 4
  %265 = getelementptr float, ptr %20, i64 %262
  br i1 %130, label %266, label %284

266:                                              ; preds = %261
  br i1 %138, label %268, label %289

267:                                              ; preds = %289
  br i1 %140, label %284, label %268

268:                                              ; preds = %267, %266
  %269 = phi i64 [ 1, %266 ], [ %320, %267 ]
  %270 = phi <8 x float> [ %264, %266 ], [ %319, %267 ]
  call void @llvm.assume(i1 %141)
  %271 = getelementptr inbounds nuw i64, ptr %57, i64 %269
  %272 = load i64, ptr %271, align 8
  %273 = getelementptr float, ptr %265, i64 %272
  %274 = load <8 x float>, ptr %273, align 4
  %275 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %274, <8 x float> %270)
  %276 = bitcast <8 x float> %270 to <8 x i32>
  %277 = bitcast <8 x float> %274 to <8 x i32>
  %278 = and <8 x i32> %277, %276
  %279 = bitcast <8 x i32> %278 to <8 x float>
  %280 = fcmp oeq <8 x float> %270, %274
  %281 = select <8 x i1> %280, <8 x float> %279, <8 x float> %275
  %282 = fcmp uno <8 x float> %274, zeroinitializer
  %283 = select <8 x i1> %282, <8 x float> %274, <8 x float> %281
  br label %284

284:                                              ; preds = %268, %267, %261
  %285 = phi <8 x float> [ %264, %261 ], [ %319, %267 ], [ %283, %268 ]
  %286 = getelementptr inbounds nuw float, ptr %199, i64 %262
  store <8 x float> %285, ptr %286, align 32
  %287 = add nuw nsw i64 %262, 8
  %288 = icmp slt i64 %287, %34
  br i1 %288, label %261, label %380

289:                                              ; preds = %266, %289
  %290 = phi i64 [ %320, %289 ], [ 1, %266 ]
  %291 = phi <8 x float> [ %319, %289 ], [ %264, %266 ]
  %292 = phi i64 [ %321, %289 ], [ 0, %266 ]
  %293 = getelementptr inbounds nuw i64, ptr %57, i64 %290
  %294 = load i64, ptr %293, align 8
  %295 = getelementptr float, ptr %265, i64 %294
  %296 = load <8 x float>, ptr %295, align 4
  %297 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %296, <8 x float> %291)
  %298 = bitcast <8 x float> %291 to <8 x i32>
  %299 = bitcast <8 x float> %296 to <8 x i32>
  %300 = and <8 x i32> %299, %298
  %301 = bitcast <8 x i32> %300 to <8 x float>
  %302 = fcmp oeq <8 x float> %291, %296
  %303 = select <8 x i1> %302, <8 x float> %301, <8 x float> %297
  %304 = fcmp uno <8 x float> %296, zeroinitializer
  %305 = select <8 x i1> %304, <8 x float> %296, <8 x float> %303
  %306 = getelementptr inbounds nuw i64, ptr %57, i64 %290
  %307 = getelementptr inbounds nuw i8, ptr %306, i64 8
  %308 = load i64, ptr %307, align 8
  %309 = getelementptr float, ptr %265, i64 %308
  %310 = load <8 x float>, ptr %309, align 4
  %311 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %310, <8 x float> %305)
  %312 = bitcast <8 x float> %305 to <8 x i32>
  %313 = bitcast <8 x float> %310 to <8 x i32>
  %314 = and <8 x i32> %313, %312
  %315 = bitcast <8 x i32> %314 to <8 x float>
  %316 = fcmp oeq <8 x float> %305, %310
  %317 = select <8 x i1> %316, <8 x float> %315, <8 x float> %311
  %318 = fcmp uno <8 x float> %310, zeroinitializer
  %319 = select <8 x i1> %318, <8 x float> %310, <8 x float> %317
  %320 = add nuw nsw i64 %290, 2
  %321 = add i64 %292, 2
  %322 = icmp eq i64 %321, %139
  br i1 %322, label %267, label %289

323:                                              ; preds = %254, %345
  %324 = phi i64 [ 0, %254 ], [ %348, %345 ]
  %325 = getelementptr inbounds nuw float, ptr %256, i64 %324
  %326 = load <8 x float>, ptr %325, align 4
  %327 = getelementptr float, ptr %20, i64 %324
  br i1 %130, label %328, label %345

328:                                              ; preds = %323
  br i1 %133, label %330, label %350

329:                                              ; preds = %350
  br i1 %135, label %345, label %330

330:                                              ; preds = %329, %328
  %331 = phi i64 [ 1, %328 ], [ %377, %329 ]
  %332 = phi <8 x float> [ %326, %328 ], [ %376, %329 ]
  call void @llvm.assume(i1 %136)
  br label %333

333:                                              ; preds = %333, %330
  %334 = phi i64 [ %342, %333 ], [ %331, %330 ]
  %335 = phi <8 x float> [ %341, %333 ], [ %332, %330 ]
  %336 = phi i64 [ %343, %333 ], [ 0, %330 ]
  %337 = getelementptr inbounds nuw i64, ptr %57, i64 %334
  %338 = load i64, ptr %337, align 8
  %339 = getelementptr float, ptr %327, i64 %338
  %340 = load <8 x float>, ptr %339, align 4
  %341 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %340, <8 x float> %335)
  %342 = add nuw nsw i64 %334, 1
  %343 = add i64 %336, 1
  %344 = icmp eq i64 %343, %132
  br i1 %344, label %345, label %333

345:                                              ; preds = %329, %333, %323
  %346 = phi <8 x float> [ %326, %323 ], [ %376, %329 ], [ %341, %333 ]
  %347 = getelementptr inbounds nuw float, ptr %199, i64 %324
  store <8 x float> %346, ptr %347, align 32
  %348 = add nuw nsw i64 %324, 8
  %349 = icmp slt i64 %348, %34
  br i1 %349, label %323, label %380

350:                                              ; preds = %328, %350
  %351 = phi i64 [ %377, %350 ], [ 1, %328 ]
  %352 = phi <8 x float> [ %376, %350 ], [ %326, %328 ]
  %353 = phi i64 [ %378, %350 ], [ 0, %328 ]
  %354 = getelementptr inbounds nuw i64, ptr %57, i64 %351
  %355 = load i64, ptr %354, align 8
  %356 = getelementptr float, ptr %327, i64 %355
  %357 = load <8 x float>, ptr %356, align 4
  %358 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %357, <8 x float> %352)
  %359 = getelementptr inbounds nuw i64, ptr %57, i64 %351
  %360 = getelementptr inbounds nuw i8, ptr %359, i64 8
  %361 = load i64, ptr %360, align 8
  %362 = getelementptr float, ptr %327, i64 %361
  %363 = load <8 x float>, ptr %362, align 4
  %364 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %363, <8 x float> %358)
  %365 = getelementptr inbounds nuw i64, ptr %57, i64 %351
  %366 = getelementptr inbounds nuw i8, ptr %365, i64 16
  %367 = load i64, ptr %366, align 8
  %368 = getelementptr float, ptr %327, i64 %367
  %369 = load <8 x float>, ptr %368, align 4
  %370 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %369, <8 x float> %364)
  %371 = getelementptr inbounds nuw i64, ptr %57, i64 %351
  %372 = getelementptr inbounds nuw i8, ptr %371, i64 24
  %373 = load i64, ptr %372, align 8
  %374 = getelementptr float, ptr %327, i64 %373
  %375 = load <8 x float>, ptr %374, align 4
  %376 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %375, <8 x float> %370)
  %377 = add nuw nsw i64 %351, 4
  %378 = add i64 %353, 4
  %379 = icmp eq i64 %378, %134
  br i1 %379, label %329, label %350

380:                                              ; preds = %345, %284, %253, %257
  %381 = phi i32 [ %251, %284 ], [ 1, %257 ], [ 0, %253 ], [ 0, %345 ]
  store i64 %197, ptr %200, align 8
  br label %382

382:                                              ; preds = %203, %380
  %383 = phi i32 [ %205, %203 ], [ %381, %380 ]
  %384 = or i32 %383, %189
  %385 = add nsw i32 %188, 1
  %386 = sext i32 %188 to i64
  %387 = getelementptr inbounds ptr, ptr %58, i64 %386
  store ptr %199, ptr %387, align 8
  br label %388

388:                                              ; preds = %382, %186
  %389 = phi i32 [ %384, %382 ], [ %189, %186 ]
  %390 = phi i32 [ %385, %382 ], [ %188, %186 ]
  %391 = add nuw nsw i64 %187, 1
  %392 = icmp eq i64 %391, %9
  br i1 %392, label %168, label %186

393:                                              ; preds = %499, %170
  %394 = add nsw i64 %149, 1
  %395 = icmp eq i64 %394, %7
  br i1 %395, label %510, label %517

396:                                              ; preds = %173, %499
  %397 = phi i64 [ 0, %173 ], [ %508, %499 ]
  br i1 %171, label %400, label %398

398:                                              ; preds = %396
  br i1 %174, label %399, label %499

399:                                              ; preds = %398
  br i1 %177, label %483, label %402

400:                                              ; preds = %396
  br i1 %174, label %401, label %499

401:                                              ; preds = %400
  br i1 %182, label %467, label %436

402:                                              ; preds = %399, %402
  %403 = phi i64 [ %433, %402 ], [ 0, %399 ]
  %404 = phi <8 x float> [ %432, %402 ], [ splat (float 0xFFF0000000000000), %399 ]
  %405 = phi i64 [ %434, %402 ], [ 0, %399 ]
  %406 = getelementptr inbounds nuw ptr, ptr %58, i64 %403
  %407 = load ptr, ptr %406, align 16
  %408 = getelementptr inbounds nuw float, ptr %407, i64 %397
  %409 = load <8 x float>, ptr %408, align 1
  %410 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %409, <8 x float> %404)
  %411 = bitcast <8 x float> %404 to <8 x i32>
  %412 = bitcast <8 x float> %409 to <8 x i32>
  %413 = and <8 x i32> %412, %411
  %414 = bitcast <8 x i32> %413 to <8 x float>
  %415 = fcmp oeq <8 x float> %404, %409
  %416 = select <8 x i1> %415, <8 x float> %414, <8 x float> %410
  %417 = fcmp uno <8 x float> %409, zeroinitializer
  %418 = select <8 x i1> %417, <8 x float> %409, <8 x float> %416
  %419 = getelementptr inbounds nuw ptr, ptr %58, i64 %403
  %420 = getelementptr inbounds nuw i8, ptr %419, i64 8
  %421 = load ptr, ptr %420, align 8
  %422 = getelementptr inbounds nuw float, ptr %421, i64 %397
  %423 = load <8 x float>, ptr %422, align 1
  %424 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %423, <8 x float> %418)
  %425 = bitcast <8 x float> %418 to <8 x i32>
  %426 = bitcast <8 x float> %423 to <8 x i32>
  %427 = and <8 x i32> %426, %425
  %428 = bitcast <8 x i32> %427 to <8 x float>
  %429 = fcmp oeq <8 x float> %418, %423
  %430 = select <8 x i1> %429, <8 x float> %428, <8 x float> %424
  %431 = fcmp uno <8 x float> %423, zeroinitializer
  %432 = select <8 x i1> %431, <8 x float> %423, <8 x float> %430
  %433 = add nuw nsw i64 %403, 2
  %434 = add i64 %405, 2
  %435 = icmp eq i64 %434, %178
  br i1 %435, label %482, label %402

436:                                              ; preds = %401, %436
  %437 = phi i64 [ %463, %436 ], [ 0, %401 ]
  %438 = phi <8 x float> [ %462, %436 ], [ splat (float 0xFFF0000000000000), %401 ]
  %439 = phi i64 [ %464, %436 ], [ 0, %401 ]
  %440 = getelementptr inbounds nuw ptr, ptr %58, i64 %437
  %441 = load ptr, ptr %440, align 16
  %442 = getelementptr inbounds nuw float, ptr %441, i64 %397
  %443 = load <8 x float>, ptr %442, align 1
  %444 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %443, <8 x float> %438)
  %445 = getelementptr inbounds nuw ptr, ptr %58, i64 %437
  %446 = getelementptr inbounds nuw i8, ptr %445, i64 8
  %447 = load ptr, ptr %446, align 8
  %448 = getelementptr inbounds nuw float, ptr %447, i64 %397
  %449 = load <8 x float>, ptr %448, align 1
  %450 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %449, <8 x float> %444)
  %451 = getelementptr inbounds nuw ptr, ptr %58, i64 %437
  %452 = getelementptr inbounds nuw i8, ptr %451, i64 16
  %453 = load ptr, ptr %452, align 16
  %454 = getelementptr inbounds nuw float, ptr %453, i64 %397
  %455 = load <8 x float>, ptr %454, align 1
  %456 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %455, <8 x float> %450)
  %457 = getelementptr inbounds nuw ptr, ptr %58, i64 %437
  %458 = getelementptr inbounds nuw i8, ptr %457, i64 24
  %459 = load ptr, ptr %458, align 8
  %460 = getelementptr inbounds nuw float, ptr %459, i64 %397
  %461 = load <8 x float>, ptr %460, align 1
  %462 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %461, <8 x float> %456)
  %463 = add nuw nsw i64 %437, 4
  %464 = add i64 %439, 4
  %465 = icmp eq i64 %464, %183
  br i1 %465, label %466, label %436

466:                                              ; preds = %436
  br i1 %184, label %499, label %467

467:                                              ; preds = %466, %401
  %468 = phi i64 [ 0, %401 ], [ %463, %466 ]
  %469 = phi <8 x float> [ splat (float 0xFFF0000000000000), %401 ], [ %462, %466 ]
  call void @llvm.assume(i1 %185)
  br label %470

470:                                              ; preds = %470, %467
  %471 = phi i64 [ %479, %470 ], [ %468, %467 ]
  %472 = phi <8 x float> [ %478, %470 ], [ %469, %467 ]
  %473 = phi i64 [ %480, %470 ], [ 0, %467 ]
  %474 = getelementptr inbounds nuw ptr, ptr %58, i64 %471
  %475 = load ptr, ptr %474, align 8
  %476 = getelementptr inbounds nuw float, ptr %475, i64 %397
  %477 = load <8 x float>, ptr %476, align 1
  %478 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %477, <8 x float> %472)
  %479 = add nuw nsw i64 %471, 1
  %480 = add i64 %473, 1
  %481 = icmp eq i64 %480, %181
  br i1 %481, label %499, label %470

482:                                              ; preds = %402
  br i1 %179, label %499, label %483

483:                                              ; preds = %482, %399
  %484 = phi i64 [ 0, %399 ], [ %433, %482 ]
  %485 = phi <8 x float> [ splat (float 0xFFF0000000000000), %399 ], [ %432, %482 ]
  call void @llvm.assume(i1 %180)
  %486 = getelementptr inbounds nuw ptr, ptr %58, i64 %484
  %487 = load ptr, ptr %486, align 8
  %488 = getelementptr inbounds nuw float, ptr %487, i64 %397
  %489 = load <8 x float>, ptr %488, align 1
  %490 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %489, <8 x float> %485)
  %491 = bitcast <8 x float> %485 to <8 x i32>
  %492 = bitcast <8 x float> %489 to <8 x i32>
  %493 = and <8 x i32> %492, %491
  %494 = bitcast <8 x i32> %493 to <8 x float>
  %495 = fcmp oeq <8 x float> %485, %489
  %496 = select <8 x i1> %495, <8 x float> %494, <8 x float> %490
  %497 = fcmp uno <8 x float> %489, zeroinitializer
  %498 = select <8 x i1> %497, <8 x float> %489, <8 x float> %496
  br label %499

499:                                              ; preds = %483, %482, %466, %470, %398, %400
  %500 = phi <8 x float> [ %478, %470 ], [ splat (float 0xFFF0000000000000), %400 ], [ splat (float 0xFFF0000000000000), %398 ], [ %462, %466 ], [ %432, %482 ], [ %498, %483 ]
  %501 = getelementptr inbounds nuw float, ptr %163, i64 %397
  %502 = sub nsw i64 %8, %397
  %503 = call i64 @llvm.smin.i64(i64 %502, i64 8)
  %504 = trunc i64 %503 to i32
  %505 = insertelement <8 x i32> poison, i32 %504, i64 0
  %506 = shufflevector <8 x i32> %505, <8 x i32> poison, <8 x i32> zeroinitializer
  %507 = icmp sgt <8 x i32> %506, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  call void @llvm.masked.store.v8f32.p0(<8 x float> %500, ptr align 1 %501, <8 x i1> %507)
  %508 = add nuw nsw i64 %397, 8
  %509 = icmp slt i64 %508, %8
  br i1 %509, label %396, label %393

510:                                              ; preds = %393
  %511 = add nsw i64 %153, 1
  %512 = add nsw i64 %152, 1
  %513 = icmp eq i64 %512, %4
  %514 = select i1 %513, i64 0, i64 %512
  %515 = zext i1 %513 to i64
  %516 = add nsw i64 %151, %515
  br label %517

517:                                              ; preds = %510, %393
  %518 = phi i64 [ %153, %393 ], [ %511, %510 ]
  %519 = phi i64 [ %152, %393 ], [ %514, %510 ]
  %520 = phi i64 [ %151, %393 ], [ %516, %510 ]
  %521 = phi i64 [ %394, %393 ], [ 0, %510 ]
  %522 = add nsw i64 %150, 1
  %523 = icmp eq i64 %522, %3
  br i1 %523, label %1723, label %148

524:                                              ; preds = %19, %524
  %525 = phi i64 [ %527, %524 ], [ 1, %19 ]
  %526 = icmp sgt i64 %525, %26
  %527 = shl i64 %525, 1
  br i1 %526, label %528, label %524

528:                                              ; preds = %524
  %529 = add nsw i64 %8, 7
  %530 = sdiv i64 %529, 8
  %531 = shl nsw i64 %530, 3
  %532 = add i64 %10, -1
  %533 = mul nsw i64 %14, %532
  %534 = sdiv i64 %533, 2
  %535 = add nsw i64 %534, %531
  %536 = add nsw i64 %535, 7
  %537 = sdiv i64 %536, 8
  %538 = shl nsw i64 %537, 3
  %539 = add nsw i64 %534, %8
  %540 = mul nsw i64 %525, %531
  %541 = icmp sgt i64 %540, 4096
  br i1 %541, label %1725, label %542

542:                                              ; preds = %528
  %543 = shl nsw i64 %537, 4
  %544 = icmp slt i64 %535, 2049
  %545 = icmp slt i64 %9, 4097
  %546 = and i1 %545, %544
  %547 = icmp slt i64 %10, 4097
  %548 = and i1 %547, %546
  %549 = icmp slt i64 %2, %3
  %550 = and i1 %549, %548
  br i1 %550, label %551, label %1725

551:                                              ; preds = %542
  %552 = icmp sgt i64 %535, 0
  br i1 %552, label %562, label %553

553:                                              ; preds = %562, %551
  %554 = tail call ptr @llvm.stacksave.p0()
  %555 = alloca i64, i64 %525, align 16
  %556 = alloca i64, i64 %10, align 16
  %557 = alloca ptr, i64 %9, align 16
  %558 = alloca i32, i64 %525, align 16
  %559 = icmp sgt i64 %525, 0
  br i1 %559, label %560, label %567

560:                                              ; preds = %553
  %561 = shl nuw i64 %525, 3
  call void @llvm.memset.p0.i64(ptr nonnull align 16 %555, i8 -1, i64 %561, i1 false)
  br label %567

562:                                              ; preds = %551, %562
  %563 = phi i64 [ %565, %562 ], [ 0, %551 ]
  %564 = getelementptr inbounds nuw float, ptr %20, i64 %563
  store <8 x float> splat (float 0xFFF0000000000000), ptr %564, align 32
  %565 = add nuw nsw i64 %563, 8
  %566 = icmp slt i64 %565, %543
  br i1 %566, label %562, label %553

567:                                              ; preds = %560, %553
  %568 = icmp sgt i64 %10, 0
  br i1 %568, label %569, label %595

569:                                              ; preds = %567
  %570 = icmp ult i64 %10, 4
  br i1 %570, label %593, label %571

571:                                              ; preds = %569
  %572 = and i64 %10, 9223372036854775804
  %573 = insertelement <4 x i64> poison, i64 %14, i64 0
  %574 = shufflevector <4 x i64> %573, <4 x i64> poison, <4 x i32> zeroinitializer
  %575 = insertelement <4 x i64> poison, i64 %538, i64 0
  %576 = shufflevector <4 x i64> %575, <4 x i64> poison, <4 x i32> zeroinitializer
  br label %577

577:                                              ; preds = %577, %571
  %578 = phi i64 [ 0, %571 ], [ %588, %577 ]
  %579 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %571 ], [ %589, %577 ]
  %580 = mul nsw <4 x i64> %579, %574
  %581 = freeze <4 x i64> %580
  %582 = sdiv <4 x i64> %581, splat (i64 2)
  %583 = mul <4 x i64> %582, splat (i64 2)
  %584 = sub <4 x i64> %581, %583
  %585 = mul nsw <4 x i64> %584, %576
  %586 = add nsw <4 x i64> %585, %582
  %587 = getelementptr inbounds nuw i64, ptr %556, i64 %578
  store <4 x i64> %586, ptr %587, align 16
  %588 = add nuw i64 %578, 4
  %589 = add nuw nsw <4 x i64> %579, splat (i64 4)
  %590 = icmp eq i64 %588, %572
  br i1 %590, label %591, label %577

591:                                              ; preds = %577
  %592 = icmp eq i64 %10, %572
  br i1 %592, label %595, label %593

593:                                              ; preds = %569, %591
  %594 = phi i64 [ 0, %569 ], [ %572, %591 ]
  br label %618

595:                                              ; preds = %618, %591, %567
  %596 = sdiv i64 %2, %7
  %597 = sdiv i64 %596, %4
  %598 = srem i64 %596, %4
  %599 = srem i64 %2, %7
  %600 = mul i64 %6, %5
  %601 = icmp sgt i64 %9, 0
  %602 = add nsw i64 %525, -1
  %603 = icmp sgt i64 %539, 0
  %604 = getelementptr inbounds float, ptr %20, i64 %538
  %605 = icmp sgt i64 %8, 0
  %606 = icmp sgt i64 %10, 1
  %607 = add i64 %10, -2
  %608 = and i64 %532, 3
  %609 = icmp ult i64 %607, 3
  %610 = and i64 %532, -4
  %611 = icmp eq i64 %608, 0
  %612 = icmp ne i64 %608, 0
  %613 = and i64 %532, 1
  %614 = icmp eq i64 %607, 0
  %615 = and i64 %532, -2
  %616 = icmp eq i64 %613, 0
  %617 = icmp ne i64 %613, 0
  br label %628

618:                                              ; preds = %593, %618
  %619 = phi i64 [ %626, %618 ], [ %594, %593 ]
  %620 = mul nsw i64 %619, %14
  %621 = srem i64 %620, 2
  %622 = mul nsw i64 %621, %538
  %623 = sdiv i64 %620, 2
  %624 = add nsw i64 %622, %623
  %625 = getelementptr inbounds nuw i64, ptr %556, i64 %619
  store i64 %624, ptr %625, align 8
  %626 = add nuw nsw i64 %619, 1
  %627 = icmp eq i64 %626, %10
  br i1 %627, label %595, label %618

628:                                              ; preds = %595, %1019
  %629 = phi i64 [ %599, %595 ], [ %1023, %1019 ]
  %630 = phi i64 [ %2, %595 ], [ %1024, %1019 ]
  %631 = phi i64 [ %597, %595 ], [ %1022, %1019 ]
  %632 = phi i64 [ %598, %595 ], [ %1021, %1019 ]
  %633 = phi i64 [ %596, %595 ], [ %1020, %1019 ]
  %634 = mul nsw i64 %631, %17
  %635 = getelementptr inbounds float, ptr %22, i64 %634
  %636 = mul i64 %600, %632
  %637 = getelementptr inbounds float, ptr %635, i64 %636
  %638 = mul nsw i64 %631, %18
  %639 = getelementptr inbounds float, ptr %23, i64 %638
  %640 = mul nsw i64 %632, %7
  %641 = add nsw i64 %629, %640
  %642 = mul nsw i64 %641, %8
  %643 = getelementptr inbounds float, ptr %639, i64 %642
  br i1 %601, label %644, label %650

644:                                              ; preds = %628
  %645 = mul nsw i64 %629, %11
  %646 = sub i64 %645, %15
  %647 = mul nsw i64 %633, %5
  br label %666

648:                                              ; preds = %890
  %649 = icmp eq i32 %891, 0
  br label %650

650:                                              ; preds = %648, %628
  %651 = phi i1 [ true, %628 ], [ %649, %648 ]
  %652 = phi i32 [ 0, %628 ], [ %892, %648 ]
  br i1 %605, label %653, label %895

653:                                              ; preds = %650
  %654 = icmp sgt i32 %652, 0
  %655 = zext i32 %652 to i64
  %656 = and i64 %655, 1
  %657 = icmp eq i32 %652, 1
  %658 = and i64 %655, 2147483646
  %659 = icmp eq i64 %656, 0
  %660 = icmp ne i64 %656, 0
  %661 = and i64 %655, 3
  %662 = icmp ult i32 %652, 4
  %663 = and i64 %655, 2147483644
  %664 = icmp eq i64 %661, 0
  %665 = icmp ne i64 %661, 0
  br label %898

666:                                              ; preds = %644, %890
  %667 = phi i64 [ 0, %644 ], [ %893, %890 ]
  %668 = phi i32 [ 0, %644 ], [ %892, %890 ]
  %669 = phi i32 [ 0, %644 ], [ %891, %890 ]
  %670 = mul nsw i64 %667, %13
  %671 = add i64 %646, %670
  %672 = icmp sgt i64 %671, -1
  %673 = icmp slt i64 %671, %5
  %674 = and i1 %672, %673
  br i1 %674, label %675, label %890

675:                                              ; preds = %666
  %676 = and i64 %671, %602
  %677 = add nsw i64 %671, %647
  %678 = mul nsw i64 %676, %531
  %679 = getelementptr inbounds float, ptr %21, i64 %678
  %680 = getelementptr inbounds nuw i64, ptr %555, i64 %676
  %681 = load i64, ptr %680, align 8
  %682 = icmp eq i64 %681, %677
  br i1 %682, label %683, label %686

683:                                              ; preds = %675
  %684 = getelementptr inbounds nuw i32, ptr %558, i64 %676
  %685 = load i32, ptr %684, align 4
  br label %884

686:                                              ; preds = %675
  %687 = mul nsw i64 %671, %6
  %688 = getelementptr inbounds float, ptr %637, i64 %687
  br i1 %603, label %691, label %689

689:                                              ; preds = %686
  %690 = getelementptr inbounds nuw i32, ptr %558, i64 %676
  store i32 0, ptr %690, align 4
  br label %755

691:                                              ; preds = %686, %734
  %692 = phi <8 x i32> [ %738, %734 ], [ zeroinitializer, %686 ]
  %693 = phi i64 [ %747, %734 ], [ 0, %686 ]
  %694 = shl nuw nsw i64 %693, 1
  %695 = sub nsw i64 %694, %16
  %696 = icmp slt i64 %695, 0
  %697 = add nuw nsw i64 %695, 16
  %698 = icmp sgt i64 %697, %6
  %699 = select i1 %696, i1 true, i1 %698
  br i1 %699, label %705, label %700

700:                                              ; preds = %691
  %701 = getelementptr inbounds nuw float, ptr %688, i64 %695
  %702 = load <8 x float>, ptr %701, align 1
  %703 = getelementptr inbounds nuw i8, ptr %701, i64 32
  %704 = load <8 x float>, ptr %703, align 1
  br label %734

705:                                              ; preds = %691
  %706 = sub nsw i64 0, %695
  %707 = select i1 %696, i64 %706, i64 0
  %708 = sub nsw i64 %6, %695
  %709 = call i64 @llvm.smin.i64(i64 %708, i64 16)
  %710 = icmp sgt i64 %709, %707
  br i1 %710, label %711, label %734

711:                                              ; preds = %705
  %712 = getelementptr inbounds float, ptr %688, i64 %695
  %713 = trunc i64 %707 to i32
  %714 = trunc i64 %709 to i32
  %715 = insertelement <8 x i32> poison, i32 %713, i64 0
  %716 = shufflevector <8 x i32> %715, <8 x i32> poison, <8 x i32> zeroinitializer
  %717 = icmp slt <8 x i32> %716, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %718 = insertelement <8 x i32> poison, i32 %714, i64 0
  %719 = shufflevector <8 x i32> %718, <8 x i32> poison, <8 x i32> zeroinitializer
  %720 = icmp sgt <8 x i32> %719, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %721 = and <8 x i1> %717, %720
  %722 = add nsw i32 %713, -8
  %723 = insertelement <8 x i32> poison, i32 %722, i64 0
  %724 = shufflevector <8 x i32> %723, <8 x i32> poison, <8 x i32> zeroinitializer
  %725 = icmp slt <8 x i32> %724, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %726 = add nsw i32 %714, -8
  %727 = insertelement <8 x i32> poison, i32 %726, i64 0
  %728 = shufflevector <8 x i32> %727, <8 x i32> poison, <8 x i32> zeroinitializer
  %729 = icmp sgt <8 x i32> %728, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %730 = and <8 x i1> %725, %729
  %731 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr readonly align 1 %712, <8 x i1> %721, <8 x float> splat (float 0xFFF0000000000000))
  %732 = getelementptr inbounds nuw i8, ptr %712, i64 32
  %733 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull readonly align 1 %732, <8 x i1> %730, <8 x float> splat (float 0xFFF0000000000000))
  br label %734

734:                                              ; preds = %705, %711, %700
  %735 = phi <8 x float> [ %731, %711 ], [ %702, %700 ], [ splat (float 0xFFF0000000000000), %705 ]
  %736 = phi <8 x float> [ %733, %711 ], [ %704, %700 ], [ splat (float 0xFFF0000000000000), %705 ]
  %737 = fcmp uno <8 x float> %735, %736
  %738 = select <8 x i1> %737, <8 x i32> splat (i32 -1), <8 x i32> %692
  %739 = getelementptr inbounds nuw float, ptr %20, i64 %693
  %740 = shufflevector <8 x float> %735, <8 x float> %736, <8 x i32> <i32 0, i32 2, i32 8, i32 10, i32 4, i32 6, i32 12, i32 14>
  %741 = bitcast <8 x float> %740 to <4 x double>
  %742 = shufflevector <4 x double> %741, <4 x double> poison, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  store <4 x double> %742, ptr %739, align 32
  %743 = getelementptr inbounds nuw float, ptr %604, i64 %693
  %744 = shufflevector <8 x float> %735, <8 x float> %736, <8 x i32> <i32 1, i32 3, i32 9, i32 11, i32 5, i32 7, i32 13, i32 15>
  %745 = bitcast <8 x float> %744 to <4 x double>
  %746 = shufflevector <4 x double> %745, <4 x double> poison, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  store <4 x double> %746, ptr %743, align 32
  %747 = add nuw nsw i64 %693, 8
  %748 = icmp slt i64 %747, %539
  br i1 %748, label %691, label %749

749:                                              ; preds = %734
  %750 = icmp slt <8 x i32> %738, zeroinitializer
  %751 = bitcast <8 x i1> %750 to i8
  %752 = icmp ne i8 %751, 0
  %753 = zext i1 %752 to i32
  %754 = getelementptr inbounds nuw i32, ptr %558, i64 %676
  store i32 %753, ptr %754, align 4
  br i1 %752, label %759, label %755

755:                                              ; preds = %689, %749
  br i1 %605, label %756, label %882

756:                                              ; preds = %755
  %757 = load i64, ptr %556, align 16
  %758 = getelementptr inbounds float, ptr %20, i64 %757
  br label %825

759:                                              ; preds = %749
  br i1 %605, label %760, label %882

760:                                              ; preds = %759
  %761 = load i64, ptr %556, align 16
  %762 = getelementptr inbounds float, ptr %20, i64 %761
  br label %763

763:                                              ; preds = %760, %786
  %764 = phi i64 [ 0, %760 ], [ %789, %786 ]
  %765 = getelementptr inbounds nuw float, ptr %762, i64 %764
  %766 = load <8 x float>, ptr %765, align 4
  %767 = getelementptr float, ptr %20, i64 %764
  br i1 %606, label %768, label %786

768:                                              ; preds = %763
  br i1 %614, label %770, label %791

769:                                              ; preds = %791
  br i1 %616, label %786, label %770

770:                                              ; preds = %769, %768
  %771 = phi i64 [ 1, %768 ], [ %822, %769 ]
  %772 = phi <8 x float> [ %766, %768 ], [ %821, %769 ]
  call void @llvm.assume(i1 %617)
  %773 = getelementptr inbounds nuw i64, ptr %556, i64 %771
  %774 = load i64, ptr %773, align 8
  %775 = getelementptr float, ptr %767, i64 %774
  %776 = load <8 x float>, ptr %775, align 4
  %777 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %776, <8 x float> %772)
  %778 = bitcast <8 x float> %772 to <8 x i32>
  %779 = bitcast <8 x float> %776 to <8 x i32>
  %780 = and <8 x i32> %779, %778
  %781 = bitcast <8 x i32> %780 to <8 x float>
  %782 = fcmp oeq <8 x float> %772, %776
  %783 = select <8 x i1> %782, <8 x float> %781, <8 x float> %777
  %784 = fcmp uno <8 x float> %776, zeroinitializer
  %785 = select <8 x i1> %784, <8 x float> %776, <8 x float> %783
  br label %786

786:                                              ; preds = %770, %769, %763
  %787 = phi <8 x float> [ %766, %763 ], [ %821, %769 ], [ %785, %770 ]
  %788 = getelementptr inbounds nuw float, ptr %679, i64 %764
  store <8 x float> %787, ptr %788, align 32
  %789 = add nuw nsw i64 %764, 8
  %790 = icmp slt i64 %789, %531
  br i1 %790, label %763, label %882

791:                                              ; preds = %768, %791
  %792 = phi i64 [ %822, %791 ], [ 1, %768 ]
  %793 = phi <8 x float> [ %821, %791 ], [ %766, %768 ]
  %794 = phi i64 [ %823, %791 ], [ 0, %768 ]
  %795 = getelementptr inbounds nuw i64, ptr %556, i64 %792
  %796 = load i64, ptr %795, align 8
  %797 = getelementptr float, ptr %767, i64 %796
  %798 = load <8 x float>, ptr %797, align 4
  %799 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %798, <8 x float> %793)
  %800 = bitcast <8 x float> %793 to <8 x i32>
  %801 = bitcast <8 x float> %798 to <8 x i32>
  %802 = and <8 x i32> %801, %800
  %803 = bitcast <8 x i32> %802 to <8 x float>
  %804 = fcmp oeq <8 x float> %793, %798
  %805 = select <8 x i1> %804, <8 x float> %803, <8 x float> %799
  %806 = fcmp uno <8 x float> %798, zeroinitializer
  %807 = select <8 x i1> %806, <8 x float> %798, <8 x float> %805
  %808 = getelementptr inbounds nuw i64, ptr %556, i64 %792
  %809 = getelementptr inbounds nuw i8, ptr %808, i64 8
  %810 = load i64, ptr %809, align 8
  %811 = getelementptr float, ptr %767, i64 %810
  %812 = load <8 x float>, ptr %811, align 4
  %813 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %812, <8 x float> %807)
  %814 = bitcast <8 x float> %807 to <8 x i32>
  %815 = bitcast <8 x float> %812 to <8 x i32>
  %816 = and <8 x i32> %815, %814
  %817 = bitcast <8 x i32> %816 to <8 x float>
  %818 = fcmp oeq <8 x float> %807, %812
  %819 = select <8 x i1> %818, <8 x float> %817, <8 x float> %813
  %820 = fcmp uno <8 x float> %812, zeroinitializer
  %821 = select <8 x i1> %820, <8 x float> %812, <8 x float> %819
  %822 = add nuw nsw i64 %792, 2
  %823 = add i64 %794, 2
  %824 = icmp eq i64 %823, %615
  br i1 %824, label %769, label %791

825:                                              ; preds = %756, %847
  %826 = phi i64 [ 0, %756 ], [ %850, %847 ]
  %827 = getelementptr inbounds nuw float, ptr %758, i64 %826
  %828 = load <8 x float>, ptr %827, align 4
  %829 = getelementptr float, ptr %20, i64 %826
  br i1 %606, label %830, label %847

830:                                              ; preds = %825
  br i1 %609, label %832, label %852

831:                                              ; preds = %852
  br i1 %611, label %847, label %832

832:                                              ; preds = %831, %830
  %833 = phi i64 [ 1, %830 ], [ %879, %831 ]
  %834 = phi <8 x float> [ %828, %830 ], [ %878, %831 ]
  call void @llvm.assume(i1 %612)
  br label %835

835:                                              ; preds = %835, %832
  %836 = phi i64 [ %844, %835 ], [ %833, %832 ]
  %837 = phi <8 x float> [ %843, %835 ], [ %834, %832 ]
  %838 = phi i64 [ %845, %835 ], [ 0, %832 ]
  %839 = getelementptr inbounds nuw i64, ptr %556, i64 %836
  %840 = load i64, ptr %839, align 8
  %841 = getelementptr float, ptr %829, i64 %840
  %842 = load <8 x float>, ptr %841, align 4
  %843 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %842, <8 x float> %837)
  %844 = add nuw nsw i64 %836, 1
  %845 = add i64 %838, 1
  %846 = icmp eq i64 %845, %608
  br i1 %846, label %847, label %835

847:                                              ; preds = %831, %835, %825
  %848 = phi <8 x float> [ %828, %825 ], [ %878, %831 ], [ %843, %835 ]
  %849 = getelementptr inbounds nuw float, ptr %679, i64 %826
  store <8 x float> %848, ptr %849, align 32
  %850 = add nuw nsw i64 %826, 8
  %851 = icmp slt i64 %850, %531
  br i1 %851, label %825, label %882

852:                                              ; preds = %830, %852
  %853 = phi i64 [ %879, %852 ], [ 1, %830 ]
  %854 = phi <8 x float> [ %878, %852 ], [ %828, %830 ]
  %855 = phi i64 [ %880, %852 ], [ 0, %830 ]
  %856 = getelementptr inbounds nuw i64, ptr %556, i64 %853
  %857 = load i64, ptr %856, align 8
  %858 = getelementptr float, ptr %829, i64 %857
  %859 = load <8 x float>, ptr %858, align 4
  %860 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %859, <8 x float> %854)
  %861 = getelementptr inbounds nuw i64, ptr %556, i64 %853
  %862 = getelementptr inbounds nuw i8, ptr %861, i64 8
  %863 = load i64, ptr %862, align 8
  %864 = getelementptr float, ptr %829, i64 %863
  %865 = load <8 x float>, ptr %864, align 4
  %866 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %865, <8 x float> %860)
  %867 = getelementptr inbounds nuw i64, ptr %556, i64 %853
  %868 = getelementptr inbounds nuw i8, ptr %867, i64 16
  %869 = load i64, ptr %868, align 8
  %870 = getelementptr float, ptr %829, i64 %869
  %871 = load <8 x float>, ptr %870, align 4
  %872 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %871, <8 x float> %866)
  %873 = getelementptr inbounds nuw i64, ptr %556, i64 %853
  %874 = getelementptr inbounds nuw i8, ptr %873, i64 24
  %875 = load i64, ptr %874, align 8
  %876 = getelementptr float, ptr %829, i64 %875
  %877 = load <8 x float>, ptr %876, align 4
  %878 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %877, <8 x float> %872)
  %879 = add nuw nsw i64 %853, 4
  %880 = add i64 %855, 4
  %881 = icmp eq i64 %880, %610
  br i1 %881, label %831, label %852

882:                                              ; preds = %847, %786, %755, %759
  %883 = phi i32 [ %753, %786 ], [ 1, %759 ], [ 0, %755 ], [ 0, %847 ]
  store i64 %677, ptr %680, align 8
  br label %884

884:                                              ; preds = %683, %882
  %885 = phi i32 [ %685, %683 ], [ %883, %882 ]
  %886 = or i32 %885, %669
  %887 = add nsw i32 %668, 1
  %888 = sext i32 %668 to i64
  %889 = getelementptr inbounds ptr, ptr %557, i64 %888
  store ptr %679, ptr %889, align 8
  br label %890

890:                                              ; preds = %884, %666
  %891 = phi i32 [ %886, %884 ], [ %669, %666 ]
  %892 = phi i32 [ %887, %884 ], [ %668, %666 ]
  %893 = add nuw nsw i64 %667, 1
  %894 = icmp eq i64 %893, %9
  br i1 %894, label %648, label %666

895:                                              ; preds = %1001, %650
  %896 = add nsw i64 %629, 1
  %897 = icmp eq i64 %896, %7
  br i1 %897, label %1012, label %1019

898:                                              ; preds = %653, %1001
  %899 = phi i64 [ 0, %653 ], [ %1010, %1001 ]
  br i1 %651, label %902, label %900

900:                                              ; preds = %898
  br i1 %654, label %901, label %1001

901:                                              ; preds = %900
  br i1 %657, label %985, label %904

902:                                              ; preds = %898
  br i1 %654, label %903, label %1001

903:                                              ; preds = %902
  br i1 %662, label %969, label %938

904:                                              ; preds = %901, %904
  %905 = phi i64 [ %935, %904 ], [ 0, %901 ]
  %906 = phi <8 x float> [ %934, %904 ], [ splat (float 0xFFF0000000000000), %901 ]
  %907 = phi i64 [ %936, %904 ], [ 0, %901 ]
  %908 = getelementptr inbounds nuw ptr, ptr %557, i64 %905
  %909 = load ptr, ptr %908, align 16
  %910 = getelementptr inbounds nuw float, ptr %909, i64 %899
  %911 = load <8 x float>, ptr %910, align 1
  %912 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %911, <8 x float> %906)
  %913 = bitcast <8 x float> %906 to <8 x i32>
  %914 = bitcast <8 x float> %911 to <8 x i32>
  %915 = and <8 x i32> %914, %913
  %916 = bitcast <8 x i32> %915 to <8 x float>
  %917 = fcmp oeq <8 x float> %906, %911
  %918 = select <8 x i1> %917, <8 x float> %916, <8 x float> %912
  %919 = fcmp uno <8 x float> %911, zeroinitializer
  %920 = select <8 x i1> %919, <8 x float> %911, <8 x float> %918
  %921 = getelementptr inbounds nuw ptr, ptr %557, i64 %905
  %922 = getelementptr inbounds nuw i8, ptr %921, i64 8
  %923 = load ptr, ptr %922, align 8
  %924 = getelementptr inbounds nuw float, ptr %923, i64 %899
  %925 = load <8 x float>, ptr %924, align 1
  %926 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %925, <8 x float> %920)
  %927 = bitcast <8 x float> %920 to <8 x i32>
  %928 = bitcast <8 x float> %925 to <8 x i32>
  %929 = and <8 x i32> %928, %927
  %930 = bitcast <8 x i32> %929 to <8 x float>
  %931 = fcmp oeq <8 x float> %920, %925
  %932 = select <8 x i1> %931, <8 x float> %930, <8 x float> %926
  %933 = fcmp uno <8 x float> %925, zeroinitializer
  %934 = select <8 x i1> %933, <8 x float> %925, <8 x float> %932
  %935 = add nuw nsw i64 %905, 2
  %936 = add i64 %907, 2
  %937 = icmp eq i64 %936, %658
  br i1 %937, label %984, label %904

938:                                              ; preds = %903, %938
  %939 = phi i64 [ %965, %938 ], [ 0, %903 ]
  %940 = phi <8 x float> [ %964, %938 ], [ splat (float 0xFFF0000000000000), %903 ]
  %941 = phi i64 [ %966, %938 ], [ 0, %903 ]
  %942 = getelementptr inbounds nuw ptr, ptr %557, i64 %939
  %943 = load ptr, ptr %942, align 16
  %944 = getelementptr inbounds nuw float, ptr %943, i64 %899
  %945 = load <8 x float>, ptr %944, align 1
  %946 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %945, <8 x float> %940)
  %947 = getelementptr inbounds nuw ptr, ptr %557, i64 %939
  %948 = getelementptr inbounds nuw i8, ptr %947, i64 8
  %949 = load ptr, ptr %948, align 8
  %950 = getelementptr inbounds nuw float, ptr %949, i64 %899
  %951 = load <8 x float>, ptr %950, align 1
  %952 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %951, <8 x float> %946)
  %953 = getelementptr inbounds nuw ptr, ptr %557, i64 %939
  %954 = getelementptr inbounds nuw i8, ptr %953, i64 16
  %955 = load ptr, ptr %954, align 16
  %956 = getelementptr inbounds nuw float, ptr %955, i64 %899
  %957 = load <8 x float>, ptr %956, align 1
  %958 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %957, <8 x float> %952)
  %959 = getelementptr inbounds nuw ptr, ptr %557, i64 %939
  %960 = getelementptr inbounds nuw i8, ptr %959, i64 24
  %961 = load ptr, ptr %960, align 8
  %962 = getelementptr inbounds nuw float, ptr %961, i64 %899
  %963 = load <8 x float>, ptr %962, align 1
  %964 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %963, <8 x float> %958)
  %965 = add nuw nsw i64 %939, 4
  %966 = add i64 %941, 4
  %967 = icmp eq i64 %966, %663
  br i1 %967, label %968, label %938

968:                                              ; preds = %938
  br i1 %664, label %1001, label %969

969:                                              ; preds = %968, %903
  %970 = phi i64 [ 0, %903 ], [ %965, %968 ]
  %971 = phi <8 x float> [ splat (float 0xFFF0000000000000), %903 ], [ %964, %968 ]
  call void @llvm.assume(i1 %665)
  br label %972

972:                                              ; preds = %972, %969
  %973 = phi i64 [ %981, %972 ], [ %970, %969 ]
  %974 = phi <8 x float> [ %980, %972 ], [ %971, %969 ]
  %975 = phi i64 [ %982, %972 ], [ 0, %969 ]
  %976 = getelementptr inbounds nuw ptr, ptr %557, i64 %973
  %977 = load ptr, ptr %976, align 8
  %978 = getelementptr inbounds nuw float, ptr %977, i64 %899
  %979 = load <8 x float>, ptr %978, align 1
  %980 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %979, <8 x float> %974)
  %981 = add nuw nsw i64 %973, 1
  %982 = add i64 %975, 1
  %983 = icmp eq i64 %982, %661
  br i1 %983, label %1001, label %972

984:                                              ; preds = %904
  br i1 %659, label %1001, label %985

985:                                              ; preds = %984, %901
  %986 = phi i64 [ 0, %901 ], [ %935, %984 ]
  %987 = phi <8 x float> [ splat (float 0xFFF0000000000000), %901 ], [ %934, %984 ]
  call void @llvm.assume(i1 %660)
  %988 = getelementptr inbounds nuw ptr, ptr %557, i64 %986
  %989 = load ptr, ptr %988, align 8
  %990 = getelementptr inbounds nuw float, ptr %989, i64 %899
  %991 = load <8 x float>, ptr %990, align 1
  %992 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %991, <8 x float> %987)
  %993 = bitcast <8 x float> %987 to <8 x i32>
  %994 = bitcast <8 x float> %991 to <8 x i32>
  %995 = and <8 x i32> %994, %993
  %996 = bitcast <8 x i32> %995 to <8 x float>
  %997 = fcmp oeq <8 x float> %987, %991
  %998 = select <8 x i1> %997, <8 x float> %996, <8 x float> %992
  %999 = fcmp uno <8 x float> %991, zeroinitializer
  %1000 = select <8 x i1> %999, <8 x float> %991, <8 x float> %998
  br label %1001

1001:                                             ; preds = %985, %984, %968, %972, %900, %902
  %1002 = phi <8 x float> [ %980, %972 ], [ splat (float 0xFFF0000000000000), %902 ], [ splat (float 0xFFF0000000000000), %900 ], [ %964, %968 ], [ %934, %984 ], [ %1000, %985 ]
  %1003 = getelementptr inbounds nuw float, ptr %643, i64 %899
  %1004 = sub nsw i64 %8, %899
  %1005 = call i64 @llvm.smin.i64(i64 %1004, i64 8)
  %1006 = trunc i64 %1005 to i32
  %1007 = insertelement <8 x i32> poison, i32 %1006, i64 0
  %1008 = shufflevector <8 x i32> %1007, <8 x i32> poison, <8 x i32> zeroinitializer
  %1009 = icmp sgt <8 x i32> %1008, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  call void @llvm.masked.store.v8f32.p0(<8 x float> %1002, ptr align 1 %1003, <8 x i1> %1009)
  %1010 = add nuw nsw i64 %899, 8
  %1011 = icmp slt i64 %1010, %8
  br i1 %1011, label %898, label %895

1012:                                             ; preds = %895
  %1013 = add nsw i64 %633, 1
  %1014 = add nsw i64 %632, 1
  %1015 = icmp eq i64 %1014, %4
  %1016 = select i1 %1015, i64 0, i64 %1014
  %1017 = zext i1 %1015 to i64
  %1018 = add nsw i64 %631, %1017
  br label %1019

1019:                                             ; preds = %1012, %895
  %1020 = phi i64 [ %633, %895 ], [ %1013, %1012 ]
  %1021 = phi i64 [ %632, %895 ], [ %1016, %1012 ]
  %1022 = phi i64 [ %631, %895 ], [ %1018, %1012 ]
  %1023 = phi i64 [ %896, %895 ], [ 0, %1012 ]
  %1024 = add nsw i64 %630, 1
  %1025 = icmp eq i64 %1024, %3
  br i1 %1025, label %1723, label %628

1026:                                             ; preds = %19, %1026
  %1027 = phi i64 [ %1029, %1026 ], [ 1, %19 ]
  %1028 = icmp sgt i64 %1027, %26
  %1029 = shl i64 %1027, 1
  br i1 %1028, label %1030, label %1026

1030:                                             ; preds = %1026
  %1031 = add nsw i64 %8, 7
  %1032 = sdiv i64 %1031, 8
  %1033 = shl nsw i64 %1032, 3
  %1034 = add i64 %10, -1
  %1035 = mul nsw i64 %14, %1034
  %1036 = sdiv i64 %1035, %12
  %1037 = or disjoint i64 %1033, 7
  %1038 = add i64 %1037, %1036
  %1039 = sdiv i64 %1038, 8
  %1040 = shl nsw i64 %1039, 3
  %1041 = add i64 %1036, %8
  %1042 = mul nsw i64 %1027, %1033
  %1043 = icmp sgt i64 %1042, 4096
  br i1 %1043, label %1725, label %1044

1044:                                             ; preds = %1030
  %1045 = mul nsw i64 %1040, %12
  %1046 = icmp slt i64 %1045, 4097
  %1047 = icmp slt i64 %9, 4097
  %1048 = and i1 %1047, %1046
  %1049 = icmp slt i64 %10, 4097
  %1050 = and i1 %1049, %1048
  %1051 = icmp slt i64 %2, %3
  %1052 = and i1 %1051, %1050
  br i1 %1052, label %1053, label %1725

1053:                                             ; preds = %1044
  %1054 = icmp sgt i64 %1045, 0
  br i1 %1054, label %1055, label %1075

1055:                                             ; preds = %1053
  %1056 = add nsw i64 %1045, -1
  %1057 = lshr i64 %1056, 3
  %1058 = add nuw nsw i64 %1057, 1
  %1059 = and i64 %1058, 7
  %1060 = icmp ult i64 %1045, 57
  br i1 %1060, label %1065, label %1061

1061:                                             ; preds = %1055
  %1062 = and i64 %1058, 4611686018427387896
  br label %1084

1063:                                             ; preds = %1084
  %1064 = icmp eq i64 %1059, 0
  br i1 %1064, label %1075, label %1065

1065:                                             ; preds = %1063, %1055
  %1066 = phi i64 [ 0, %1055 ], [ %1102, %1063 ]
  %1067 = icmp ne i64 %1059, 0
  tail call void @llvm.assume(i1 %1067)
  br label %1068

1068:                                             ; preds = %1068, %1065
  %1069 = phi i64 [ %1072, %1068 ], [ %1066, %1065 ]
  %1070 = phi i64 [ %1073, %1068 ], [ 0, %1065 ]
  %1071 = getelementptr inbounds nuw float, ptr %20, i64 %1069
  store <8 x float> splat (float 0xFFF0000000000000), ptr %1071, align 32
  %1072 = add nuw nsw i64 %1069, 8
  %1073 = add i64 %1070, 1
  %1074 = icmp eq i64 %1073, %1059
  br i1 %1074, label %1075, label %1068

1075:                                             ; preds = %1063, %1068, %1053
  %1076 = tail call ptr @llvm.stacksave.p0()
  %1077 = alloca i64, i64 %1027, align 16
  %1078 = alloca i64, i64 %10, align 16
  %1079 = alloca ptr, i64 %9, align 16
  %1080 = alloca i32, i64 %1027, align 16
  %1081 = icmp sgt i64 %1027, 0
  br i1 %1081, label %1082, label %1105

1082:                                             ; preds = %1075
  %1083 = shl nuw i64 %1027, 3
  call void @llvm.memset.p0.i64(ptr nonnull align 16 %1077, i8 -1, i64 %1083, i1 false)
  br label %1105

1084:                                             ; preds = %1084, %1061
  %1085 = phi i64 [ 0, %1061 ], [ %1102, %1084 ]
  %1086 = phi i64 [ 0, %1061 ], [ %1103, %1084 ]
  %1087 = getelementptr inbounds nuw float, ptr %20, i64 %1085
  store <8 x float> splat (float 0xFFF0000000000000), ptr %1087, align 64
  %1088 = getelementptr inbounds nuw float, ptr %20, i64 %1085
  %1089 = getelementptr inbounds nuw i8, ptr %1088, i64 32
  store <8 x float> splat (float 0xFFF0000000000000), ptr %1089, align 32
  %1090 = getelementptr inbounds nuw float, ptr %20, i64 %1085
  %1091 = getelementptr inbounds nuw i8, ptr %1090, i64 64
  store <8 x float> splat (float 0xFFF0000000000000), ptr %1091, align 64
  %1092 = getelementptr inbounds nuw float, ptr %20, i64 %1085
  %1093 = getelementptr inbounds nuw i8, ptr %1092, i64 96
  store <8 x float> splat (float 0xFFF0000000000000), ptr %1093, align 32
  %1094 = getelementptr inbounds nuw float, ptr %20, i64 %1085
  %1095 = getelementptr inbounds nuw i8, ptr %1094, i64 128
  store <8 x float> splat (float 0xFFF0000000000000), ptr %1095, align 64
  %1096 = getelementptr inbounds nuw float, ptr %20, i64 %1085
  %1097 = getelementptr inbounds nuw i8, ptr %1096, i64 160
  store <8 x float> splat (float 0xFFF0000000000000), ptr %1097, align 32
  %1098 = getelementptr inbounds nuw float, ptr %20, i64 %1085
  %1099 = getelementptr inbounds nuw i8, ptr %1098, i64 192
  store <8 x float> splat (float 0xFFF0000000000000), ptr %1099, align 64
  %1100 = getelementptr inbounds nuw float, ptr %20, i64 %1085
  %1101 = getelementptr inbounds nuw i8, ptr %1100, i64 224
  store <8 x float> splat (float 0xFFF0000000000000), ptr %1101, align 32
  %1102 = add nuw nsw i64 %1085, 64
  %1103 = add nuw nsw i64 %1086, 8
  %1104 = icmp eq i64 %1103, %1062
  br i1 %1104, label %1063, label %1084

1105:                                             ; preds = %1082, %1075
  %1106 = icmp sgt i64 %10, 0
  br i1 %1106, label %1145, label %1107

1107:                                             ; preds = %1145, %1105
  %1108 = sdiv i64 %2, %7
  %1109 = sdiv i64 %1108, %4
  %1110 = srem i64 %1108, %4
  %1111 = srem i64 %2, %7
  %1112 = mul i64 %6, %5
  %1113 = icmp sgt i64 %9, 0
  %1114 = add nsw i64 %1027, -1
  %1115 = icmp sgt i64 %1041, 0
  %1116 = getelementptr inbounds float, ptr %20, i64 %1040
  %1117 = icmp sgt i64 %12, 0
  %1118 = icmp sgt i64 %8, 0
  %1119 = icmp sgt i64 %10, 1
  %1120 = add i64 %10, -2
  %1121 = icmp ugt i64 %1041, 7
  %1122 = icmp eq i64 %12, 1
  %1123 = and i1 %1121, %1122
  %1124 = icmp ult i64 %1041, 32
  %1125 = and i64 %1041, 24
  %1126 = and i64 %1041, 9223372036854775776
  %1127 = insertelement <8 x i64> poison, i64 %6, i64 0
  %1128 = shufflevector <8 x i64> %1127, <8 x i64> poison, <8 x i32> zeroinitializer
  %1129 = icmp eq i64 %1041, %1126
  %1130 = icmp eq i64 %1125, 0
  %1131 = and i64 %1041, 9223372036854775800
  %1132 = insertelement <8 x i64> poison, i64 %6, i64 0
  %1133 = shufflevector <8 x i64> %1132, <8 x i64> poison, <8 x i32> zeroinitializer
  %1134 = icmp eq i64 %1041, %1131
  %1135 = and i64 %1034, 1
  %1136 = icmp eq i64 %1120, 0
  %1137 = and i64 %1034, -2
  %1138 = icmp eq i64 %1135, 0
  %1139 = icmp ne i64 %1135, 0
  %1140 = and i64 %1034, 3
  %1141 = icmp ult i64 %1120, 3
  %1142 = and i64 %1034, -4
  %1143 = icmp eq i64 %1140, 0
  %1144 = icmp ne i64 %1140, 0
  br label %1155

1145:                                             ; preds = %1105, %1145
  %1146 = phi i64 [ %1153, %1145 ], [ 0, %1105 ]
  %1147 = mul nsw i64 %1146, %14
  %1148 = srem i64 %1147, %12
  %1149 = mul nsw i64 %1148, %1040
  %1150 = sdiv i64 %1147, %12
  %1151 = add nsw i64 %1149, %1150
  %1152 = getelementptr inbounds nuw i64, ptr %1078, i64 %1146
  store i64 %1151, ptr %1152, align 8
  %1153 = add nuw nsw i64 %1146, 1
  %1154 = icmp eq i64 %1153, %10
  br i1 %1154, label %1107, label %1145

1155:                                             ; preds = %1107, %1716
  %1156 = phi i64 [ %1111, %1107 ], [ %1720, %1716 ]
  %1157 = phi i64 [ %2, %1107 ], [ %1721, %1716 ]
  %1158 = phi i64 [ %1109, %1107 ], [ %1719, %1716 ]
  %1159 = phi i64 [ %1110, %1107 ], [ %1718, %1716 ]
  %1160 = phi i64 [ %1108, %1107 ], [ %1717, %1716 ]
  %1161 = mul nsw i64 %1158, %17
  %1162 = getelementptr inbounds float, ptr %22, i64 %1161
  %1163 = mul i64 %1112, %1159
  %1164 = getelementptr inbounds float, ptr %1162, i64 %1163
  %1165 = mul nsw i64 %1158, %18
  %1166 = getelementptr inbounds float, ptr %23, i64 %1165
  %1167 = mul nsw i64 %1159, %7
  %1168 = add nsw i64 %1156, %1167
  %1169 = mul nsw i64 %1168, %8
  %1170 = getelementptr inbounds float, ptr %1166, i64 %1169
  br i1 %1113, label %1171, label %1177

1171:                                             ; preds = %1155
  %1172 = mul nsw i64 %1156, %11
  %1173 = sub i64 %1172, %15
  %1174 = mul nsw i64 %1160, %5
  br label %1193

1175:                                             ; preds = %1587
  %1176 = icmp eq i32 %1588, 0
  br label %1177

1177:                                             ; preds = %1175, %1155
  %1178 = phi i1 [ true, %1155 ], [ %1176, %1175 ]
  %1179 = phi i32 [ 0, %1155 ], [ %1589, %1175 ]
  br i1 %1118, label %1180, label %1592

1180:                                             ; preds = %1177
  %1181 = icmp sgt i32 %1179, 0
  %1182 = zext i32 %1179 to i64
  %1183 = and i64 %1182, 1
  %1184 = icmp eq i32 %1179, 1
  %1185 = and i64 %1182, 2147483646
  %1186 = icmp eq i64 %1183, 0
  %1187 = icmp ne i64 %1183, 0
  %1188 = and i64 %1182, 3
  %1189 = icmp ult i32 %1179, 4
  %1190 = and i64 %1182, 2147483644
  %1191 = icmp eq i64 %1188, 0
  %1192 = icmp ne i64 %1188, 0
  br label %1595

1193:                                             ; preds = %1171, %1587
  %1194 = phi i64 [ 0, %1171 ], [ %1590, %1587 ]
  %1195 = phi i32 [ 0, %1171 ], [ %1589, %1587 ]
  %1196 = phi i32 [ 0, %1171 ], [ %1588, %1587 ]
  %1197 = mul nsw i64 %1194, %13
  %1198 = add i64 %1173, %1197
  %1199 = icmp sgt i64 %1198, -1
  %1200 = icmp slt i64 %1198, %5
  %1201 = and i1 %1199, %1200
  br i1 %1201, label %1202, label %1587

1202:                                             ; preds = %1193
  %1203 = and i64 %1198, %1114
  %1204 = add nsw i64 %1198, %1174
  %1205 = mul nsw i64 %1203, %1033
  %1206 = getelementptr inbounds float, ptr %21, i64 %1205
  %1207 = getelementptr inbounds nuw i64, ptr %1077, i64 %1203
  %1208 = load i64, ptr %1207, align 8
  %1209 = icmp eq i64 %1208, %1204
  br i1 %1209, label %1210, label %1213

1210:                                             ; preds = %1202
  %1211 = getelementptr inbounds nuw i32, ptr %1080, i64 %1203
  %1212 = load i32, ptr %1211, align 4
  br label %1581

1213:                                             ; preds = %1202
  %1214 = mul nsw i64 %1198, %6
  %1215 = getelementptr inbounds float, ptr %1164, i64 %1214
  switch i64 %12, label %1218 [
    i64 1, label %1217
    i64 2, label %1216
  ]

1216:                                             ; preds = %1213
  br i1 %1115, label %1257, label %1441

1217:                                             ; preds = %1213
  br i1 %1115, label %1221, label %1441

1218:                                             ; preds = %1213
  br i1 %1117, label %1315, label %1219

1219:                                             ; preds = %1218
  %1220 = getelementptr inbounds nuw i32, ptr %1080, i64 %1203
  store i32 0, ptr %1220, align 4
  br label %1456

1221:                                             ; preds = %1217, %1250
  %1222 = phi <8 x float> [ %1253, %1250 ], [ zeroinitializer, %1217 ]
  %1223 = phi i64 [ %1255, %1250 ], [ 0, %1217 ]
  %1224 = sub nsw i64 %1223, %16
  %1225 = icmp slt i64 %1224, 0
  %1226 = add nuw nsw i64 %1224, 8
  %1227 = icmp sgt i64 %1226, %6
  %1228 = select i1 %1225, i1 true, i1 %1227
  br i1 %1228, label %1232, label %1229

1229:                                             ; preds = %1221
  %1230 = getelementptr inbounds nuw float, ptr %1215, i64 %1224
  %1231 = load <8 x float>, ptr %1230, align 1
  br label %1250

1232:                                             ; preds = %1221
  %1233 = sub nsw i64 0, %1224
  %1234 = select i1 %1225, i64 %1233, i64 0
  %1235 = sub nsw i64 %6, %1224
  %1236 = call i64 @llvm.smin.i64(i64 %1235, i64 8)
  %1237 = icmp sgt i64 %1236, %1234
  br i1 %1237, label %1238, label %1250

1238:                                             ; preds = %1232
  %1239 = getelementptr inbounds float, ptr %1215, i64 %1224
  %1240 = trunc i64 %1234 to i32
  %1241 = insertelement <8 x i32> poison, i32 %1240, i64 0
  %1242 = shufflevector <8 x i32> %1241, <8 x i32> poison, <8 x i32> zeroinitializer
  %1243 = icmp slt <8 x i32> %1242, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1244 = trunc i64 %1236 to i32
  %1245 = insertelement <8 x i32> poison, i32 %1244, i64 0
  %1246 = shufflevector <8 x i32> %1245, <8 x i32> poison, <8 x i32> zeroinitializer
  %1247 = icmp sgt <8 x i32> %1246, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1248 = and <8 x i1> %1247, %1243
  %1249 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1239, <8 x i1> %1248, <8 x float> splat (float 0xFFF0000000000000))
  br label %1250

1250:                                             ; preds = %1232, %1238, %1229
  %1251 = phi <8 x float> [ %1231, %1229 ], [ %1249, %1238 ], [ splat (float 0xFFF0000000000000), %1232 ]
  %1252 = fcmp uno <8 x float> %1251, zeroinitializer
  %1253 = select <8 x i1> %1252, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> %1222
  %1254 = getelementptr inbounds nuw float, ptr %20, i64 %1223
  store <8 x float> %1251, ptr %1254, align 32
  %1255 = add nuw nsw i64 %1223, 8
  %1256 = icmp slt i64 %1255, %1041
  br i1 %1256, label %1221, label %1441

1257:                                             ; preds = %1216, %1300
  %1258 = phi <8 x float> [ %1304, %1300 ], [ zeroinitializer, %1216 ]
  %1259 = phi i64 [ %1313, %1300 ], [ 0, %1216 ]
  %1260 = shl nuw nsw i64 %1259, 1
  %1261 = sub nsw i64 %1260, %16
  %1262 = icmp slt i64 %1261, 0
  %1263 = add nuw nsw i64 %1261, 16
  %1264 = icmp sgt i64 %1263, %6
  %1265 = select i1 %1262, i1 true, i1 %1264
  br i1 %1265, label %1271, label %1266

1266:                                             ; preds = %1257
  %1267 = getelementptr inbounds nuw float, ptr %1215, i64 %1261
  %1268 = load <8 x float>, ptr %1267, align 1
  %1269 = getelementptr inbounds nuw i8, ptr %1267, i64 32
  %1270 = load <8 x float>, ptr %1269, align 1
  br label %1300

1271:                                             ; preds = %1257
  %1272 = sub nsw i64 0, %1261
  %1273 = select i1 %1262, i64 %1272, i64 0
  %1274 = sub nsw i64 %6, %1261
  %1275 = call i64 @llvm.smin.i64(i64 %1274, i64 16)
  %1276 = icmp sgt i64 %1275, %1273
  br i1 %1276, label %1277, label %1300

1277:                                             ; preds = %1271
  %1278 = getelementptr inbounds float, ptr %1215, i64 %1261
  %1279 = trunc i64 %1273 to i32
  %1280 = trunc i64 %1275 to i32
  %1281 = insertelement <8 x i32> poison, i32 %1279, i64 0
  %1282 = shufflevector <8 x i32> %1281, <8 x i32> poison, <8 x i32> zeroinitializer
  %1283 = icmp slt <8 x i32> %1282, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1284 = insertelement <8 x i32> poison, i32 %1280, i64 0
  %1285 = shufflevector <8 x i32> %1284, <8 x i32> poison, <8 x i32> zeroinitializer
  %1286 = icmp sgt <8 x i32> %1285, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1287 = and <8 x i1> %1283, %1286
  %1288 = add nsw i32 %1279, -8
  %1289 = insertelement <8 x i32> poison, i32 %1288, i64 0
  %1290 = shufflevector <8 x i32> %1289, <8 x i32> poison, <8 x i32> zeroinitializer
  %1291 = icmp slt <8 x i32> %1290, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1292 = add nsw i32 %1280, -8
  %1293 = insertelement <8 x i32> poison, i32 %1292, i64 0
  %1294 = shufflevector <8 x i32> %1293, <8 x i32> poison, <8 x i32> zeroinitializer
  %1295 = icmp sgt <8 x i32> %1294, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1296 = and <8 x i1> %1291, %1295
  %1297 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr readonly align 1 %1278, <8 x i1> %1287, <8 x float> splat (float 0xFFF0000000000000))
  %1298 = getelementptr inbounds nuw i8, ptr %1278, i64 32
  %1299 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull readonly align 1 %1298, <8 x i1> %1296, <8 x float> splat (float 0xFFF0000000000000))
  br label %1300

1300:                                             ; preds = %1271, %1277, %1266
  %1301 = phi <8 x float> [ %1297, %1277 ], [ %1268, %1266 ], [ splat (float 0xFFF0000000000000), %1271 ]
  %1302 = phi <8 x float> [ %1299, %1277 ], [ %1270, %1266 ], [ splat (float 0xFFF0000000000000), %1271 ]
  %1303 = fcmp uno <8 x float> %1301, %1302
  %1304 = select <8 x i1> %1303, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> %1258
  %1305 = getelementptr inbounds nuw float, ptr %20, i64 %1259
  %1306 = shufflevector <8 x float> %1301, <8 x float> %1302, <8 x i32> <i32 0, i32 2, i32 8, i32 10, i32 4, i32 6, i32 12, i32 14>
  %1307 = bitcast <8 x float> %1306 to <4 x double>
  %1308 = shufflevector <4 x double> %1307, <4 x double> poison, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  store <4 x double> %1308, ptr %1305, align 32
  %1309 = getelementptr inbounds nuw float, ptr %1116, i64 %1259
  %1310 = shufflevector <8 x float> %1301, <8 x float> %1302, <8 x i32> <i32 1, i32 3, i32 9, i32 11, i32 5, i32 7, i32 13, i32 15>
  %1311 = bitcast <8 x float> %1310 to <4 x double>
  %1312 = shufflevector <4 x double> %1311, <4 x double> poison, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  store <4 x double> %1312, ptr %1309, align 32
  %1313 = add nuw nsw i64 %1259, 8
  %1314 = icmp slt i64 %1313, %1041
  br i1 %1314, label %1257, label %1441

1315:                                             ; preds = %1218, %1418
  %1316 = phi i64 [ %1420, %1418 ], [ 0, %1218 ]
  %1317 = phi i32 [ %1419, %1418 ], [ 0, %1218 ]
  br i1 %1115, label %1318, label %1418

1318:                                             ; preds = %1315
  %1319 = sub i64 %1316, %16
  %1320 = mul nsw i64 %1316, %1040
  %1321 = getelementptr float, ptr %20, i64 %1320
  br i1 %1123, label %1322, label %1415

1322:                                             ; preds = %1318
  br i1 %1124, label %1388, label %1323

1323:                                             ; preds = %1322
  %1324 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %1317, i64 0
  %1325 = insertelement <8 x i64> poison, i64 %1319, i64 0
  %1326 = shufflevector <8 x i64> %1325, <8 x i64> poison, <8 x i32> zeroinitializer
  %1327 = getelementptr float, ptr %1215, i64 %1319
  br label %1328

1328:                                             ; preds = %1328, %1323
  %1329 = phi i64 [ 0, %1323 ], [ %1380, %1328 ]
  %1330 = phi <8 x i32> [ %1324, %1323 ], [ %1372, %1328 ]
  %1331 = phi <8 x i32> [ zeroinitializer, %1323 ], [ %1373, %1328 ]
  %1332 = phi <8 x i32> [ zeroinitializer, %1323 ], [ %1374, %1328 ]
  %1333 = phi <8 x i32> [ zeroinitializer, %1323 ], [ %1375, %1328 ]
  %1334 = insertelement <8 x i64> poison, i64 %1329, i64 0
  %1335 = shufflevector <8 x i64> %1334, <8 x i64> poison, <8 x i32> zeroinitializer
  %1336 = or disjoint <8 x i64> %1335, <i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %1337 = or disjoint <8 x i64> %1335, <i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23>
  %1338 = or disjoint <8 x i64> %1335, <i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %1339 = or disjoint <8 x i64> %1335, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %1340 = add <8 x i64> %1326, %1339
  %1341 = add <8 x i64> %1326, %1336
  %1342 = add <8 x i64> %1326, %1337
  %1343 = add <8 x i64> %1326, %1338
  %1344 = icmp sgt <8 x i64> %1340, splat (i64 -1)
  %1345 = icmp sgt <8 x i64> %1341, splat (i64 -1)
  %1346 = icmp sgt <8 x i64> %1342, splat (i64 -1)
  %1347 = icmp sgt <8 x i64> %1343, splat (i64 -1)
  %1348 = icmp slt <8 x i64> %1340, %1128
  %1349 = icmp slt <8 x i64> %1341, %1128
  %1350 = icmp slt <8 x i64> %1342, %1128
  %1351 = icmp slt <8 x i64> %1343, %1128
  %1352 = and <8 x i1> %1344, %1348
  %1353 = and <8 x i1> %1345, %1349
  %1354 = and <8 x i1> %1346, %1350
  %1355 = and <8 x i1> %1347, %1351
  %1356 = getelementptr float, ptr %1327, i64 %1329
  %1357 = getelementptr i8, ptr %1356, i64 32
  %1358 = getelementptr i8, ptr %1356, i64 64
  %1359 = getelementptr i8, ptr %1356, i64 96
  %1360 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %1356, <8 x i1> %1352, <8 x float> splat (float 0xFFF0000000000000))
  %1361 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %1357, <8 x i1> %1353, <8 x float> splat (float 0xFFF0000000000000))
  %1362 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %1358, <8 x i1> %1354, <8 x float> splat (float 0xFFF0000000000000))
  %1363 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %1359, <8 x i1> %1355, <8 x float> splat (float 0xFFF0000000000000))
  %1364 = fcmp uno <8 x float> %1360, zeroinitializer
  %1365 = fcmp uno <8 x float> %1361, zeroinitializer
  %1366 = fcmp uno <8 x float> %1362, zeroinitializer
  %1367 = fcmp uno <8 x float> %1363, zeroinitializer
  %1368 = zext <8 x i1> %1364 to <8 x i32>
  %1369 = zext <8 x i1> %1365 to <8 x i32>
  %1370 = zext <8 x i1> %1366 to <8 x i32>
  %1371 = zext <8 x i1> %1367 to <8 x i32>
  %1372 = or <8 x i32> %1330, %1368
  %1373 = or <8 x i32> %1331, %1369
  %1374 = or <8 x i32> %1332, %1370
  %1375 = or <8 x i32> %1333, %1371
  %1376 = getelementptr float, ptr %1321, i64 %1329
  %1377 = getelementptr i8, ptr %1376, i64 32
  %1378 = getelementptr i8, ptr %1376, i64 64
  %1379 = getelementptr i8, ptr %1376, i64 96
  store <8 x float> %1360, ptr %1376, align 32
  store <8 x float> %1361, ptr %1377, align 32
  store <8 x float> %1362, ptr %1378, align 32
  store <8 x float> %1363, ptr %1379, align 32
  %1380 = add nuw i64 %1329, 32
  %1381 = icmp eq i64 %1380, %1126
  br i1 %1381, label %1382, label %1328

1382:                                             ; preds = %1328
  %1383 = or <8 x i32> %1373, %1372
  %1384 = or <8 x i32> %1374, %1383
  %1385 = or <8 x i32> %1375, %1384
  %1386 = call i32 @llvm.vector.reduce.or.v8i32(<8 x i32> %1385)
  br i1 %1129, label %1418, label %1387

1387:                                             ; preds = %1382
  br i1 %1130, label %1415, label %1388

1388:                                             ; preds = %1322, %1387
  %1389 = phi i64 [ %1126, %1387 ], [ 0, %1322 ]
  %1390 = phi i32 [ %1386, %1387 ], [ %1317, %1322 ]
  %1391 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %1390, i64 0
  %1392 = insertelement <8 x i64> poison, i64 %1319, i64 0
  %1393 = shufflevector <8 x i64> %1392, <8 x i64> poison, <8 x i32> zeroinitializer
  %1394 = getelementptr float, ptr %1215, i64 %1319
  br label %1395

1395:                                             ; preds = %1395, %1388
  %1396 = phi i64 [ %1389, %1388 ], [ %1411, %1395 ]
  %1397 = phi <8 x i32> [ %1391, %1388 ], [ %1409, %1395 ]
  %1398 = insertelement <8 x i64> poison, i64 %1396, i64 0
  %1399 = shufflevector <8 x i64> %1398, <8 x i64> poison, <8 x i32> zeroinitializer
  %1400 = or disjoint <8 x i64> %1399, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %1401 = add <8 x i64> %1393, %1400
  %1402 = icmp sgt <8 x i64> %1401, splat (i64 -1)
  %1403 = icmp slt <8 x i64> %1401, %1133
  %1404 = and <8 x i1> %1402, %1403
  %1405 = getelementptr float, ptr %1394, i64 %1396
  %1406 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %1405, <8 x i1> %1404, <8 x float> splat (float 0xFFF0000000000000))
  %1407 = fcmp uno <8 x float> %1406, zeroinitializer
  %1408 = zext <8 x i1> %1407 to <8 x i32>
  %1409 = or <8 x i32> %1397, %1408
  %1410 = getelementptr float, ptr %1321, i64 %1396
  store <8 x float> %1406, ptr %1410, align 32
  %1411 = add nuw i64 %1396, 8
  %1412 = icmp eq i64 %1411, %1131
  br i1 %1412, label %1413, label %1395

1413:                                             ; preds = %1395
  %1414 = call i32 @llvm.vector.reduce.or.v8i32(<8 x i32> %1409)
  br i1 %1134, label %1418, label %1415

1415:                                             ; preds = %1318, %1387, %1413
  %1416 = phi i64 [ 0, %1318 ], [ %1126, %1387 ], [ %1131, %1413 ]
  %1417 = phi i32 [ %1317, %1318 ], [ %1386, %1387 ], [ %1414, %1413 ]
  br label %1422

1418:                                             ; preds = %1433, %1382, %1413, %1315
  %1419 = phi i32 [ %1317, %1315 ], [ %1414, %1413 ], [ %1386, %1382 ], [ %1437, %1433 ]
  %1420 = add nuw nsw i64 %1316, 1
  %1421 = icmp eq i64 %1420, %12
  br i1 %1421, label %1448, label %1315

1422:                                             ; preds = %1415, %1433
  %1423 = phi i64 [ %1439, %1433 ], [ %1416, %1415 ]
  %1424 = phi i32 [ %1437, %1433 ], [ %1417, %1415 ]
  %1425 = mul nuw nsw i64 %1423, %12
  %1426 = add i64 %1319, %1425
  %1427 = icmp sgt i64 %1426, -1
  %1428 = icmp slt i64 %1426, %6
  %1429 = and i1 %1427, %1428
  br i1 %1429, label %1430, label %1433

1430:                                             ; preds = %1422
  %1431 = getelementptr inbounds nuw float, ptr %1215, i64 %1426
  %1432 = load float, ptr %1431, align 4
  br label %1433

1433:                                             ; preds = %1430, %1422
  %1434 = phi float [ %1432, %1430 ], [ 0xFFF0000000000000, %1422 ]
  %1435 = fcmp uno float %1434, 0.000000e+00
  %1436 = zext i1 %1435 to i32
  %1437 = or i32 %1424, %1436
  %1438 = getelementptr float, ptr %1321, i64 %1423
  store float %1434, ptr %1438, align 4
  %1439 = add nuw nsw i64 %1423, 1
  %1440 = icmp eq i64 %1439, %1041
  br i1 %1440, label %1418, label %1422

1441:                                             ; preds = %1300, %1250, %1216, %1217
  %1442 = phi <8 x float> [ %1253, %1250 ], [ zeroinitializer, %1217 ], [ zeroinitializer, %1216 ], [ %1304, %1300 ]
  %1443 = bitcast <8 x float> %1442 to <8 x i32>
  %1444 = icmp slt <8 x i32> %1443, zeroinitializer
  %1445 = bitcast <8 x i1> %1444 to i8
  %1446 = icmp ne i8 %1445, 0
  %1447 = zext i1 %1446 to i32
  br label %1448

1448:                                             ; preds = %1418, %1441
  %1449 = phi i32 [ %1447, %1441 ], [ %1419, %1418 ]
  %1450 = getelementptr inbounds nuw i32, ptr %1080, i64 %1203
  store i32 %1449, ptr %1450, align 4
  %1451 = icmp eq i32 %1449, 0
  br i1 %1451, label %1456, label %1452

1452:                                             ; preds = %1448
  br i1 %1118, label %1453, label %1579

1453:                                             ; preds = %1452
  %1454 = load i64, ptr %1078, align 16
  %1455 = getelementptr inbounds float, ptr %20, i64 %1454
  br label %1460

1456:                                             ; preds = %1219, %1448
  br i1 %1118, label %1457, label %1579

1457:                                             ; preds = %1456
  %1458 = load i64, ptr %1078, align 16
  %1459 = getelementptr inbounds float, ptr %20, i64 %1458
  br label %1522

1460:                                             ; preds = %1453, %1483
  %1461 = phi i64 [ 0, %1453 ], [ %1486, %1483 ]
  %1462 = getelementptr inbounds nuw float, ptr %1455, i64 %1461
  %1463 = load <8 x float>, ptr %1462, align 4
  %1464 = getelementptr float, ptr %20, i64 %1461
  br i1 %1119, label %1465, label %1483

1465:                                             ; preds = %1460
  br i1 %1136, label %1467, label %1488

1466:                                             ; preds = %1488
  br i1 %1138, label %1483, label %1467

1467:                                             ; preds = %1466, %1465
  %1468 = phi i64 [ 1, %1465 ], [ %1519, %1466 ]
  %1469 = phi <8 x float> [ %1463, %1465 ], [ %1518, %1466 ]
  call void @llvm.assume(i1 %1139)
  %1470 = getelementptr inbounds nuw i64, ptr %1078, i64 %1468
  %1471 = load i64, ptr %1470, align 8
  %1472 = getelementptr float, ptr %1464, i64 %1471
  %1473 = load <8 x float>, ptr %1472, align 4
  %1474 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1473, <8 x float> %1469)
  %1475 = bitcast <8 x float> %1469 to <8 x i32>
  %1476 = bitcast <8 x float> %1473 to <8 x i32>
  %1477 = and <8 x i32> %1476, %1475
  %1478 = bitcast <8 x i32> %1477 to <8 x float>
  %1479 = fcmp oeq <8 x float> %1469, %1473
  %1480 = select <8 x i1> %1479, <8 x float> %1478, <8 x float> %1474
  %1481 = fcmp uno <8 x float> %1473, zeroinitializer
  %1482 = select <8 x i1> %1481, <8 x float> %1473, <8 x float> %1480
  br label %1483

1483:                                             ; preds = %1467, %1466, %1460
  %1484 = phi <8 x float> [ %1463, %1460 ], [ %1518, %1466 ], [ %1482, %1467 ]
  %1485 = getelementptr inbounds nuw float, ptr %1206, i64 %1461
  store <8 x float> %1484, ptr %1485, align 32
  %1486 = add nuw nsw i64 %1461, 8
  %1487 = icmp slt i64 %1486, %1033
  br i1 %1487, label %1460, label %1579

1488:                                             ; preds = %1465, %1488
  %1489 = phi i64 [ %1519, %1488 ], [ 1, %1465 ]
  %1490 = phi <8 x float> [ %1518, %1488 ], [ %1463, %1465 ]
  %1491 = phi i64 [ %1520, %1488 ], [ 0, %1465 ]
  %1492 = getelementptr inbounds nuw i64, ptr %1078, i64 %1489
  %1493 = load i64, ptr %1492, align 8
  %1494 = getelementptr float, ptr %1464, i64 %1493
  %1495 = load <8 x float>, ptr %1494, align 4
  %1496 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1495, <8 x float> %1490)
  %1497 = bitcast <8 x float> %1490 to <8 x i32>
  %1498 = bitcast <8 x float> %1495 to <8 x i32>
  %1499 = and <8 x i32> %1498, %1497
  %1500 = bitcast <8 x i32> %1499 to <8 x float>
  %1501 = fcmp oeq <8 x float> %1490, %1495
  %1502 = select <8 x i1> %1501, <8 x float> %1500, <8 x float> %1496
  %1503 = fcmp uno <8 x float> %1495, zeroinitializer
  %1504 = select <8 x i1> %1503, <8 x float> %1495, <8 x float> %1502
  %1505 = getelementptr inbounds nuw i64, ptr %1078, i64 %1489
  %1506 = getelementptr inbounds nuw i8, ptr %1505, i64 8
  %1507 = load i64, ptr %1506, align 8
  %1508 = getelementptr float, ptr %1464, i64 %1507
  %1509 = load <8 x float>, ptr %1508, align 4
  %1510 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1509, <8 x float> %1504)
  %1511 = bitcast <8 x float> %1504 to <8 x i32>
  %1512 = bitcast <8 x float> %1509 to <8 x i32>
  %1513 = and <8 x i32> %1512, %1511
  %1514 = bitcast <8 x i32> %1513 to <8 x float>
  %1515 = fcmp oeq <8 x float> %1504, %1509
  %1516 = select <8 x i1> %1515, <8 x float> %1514, <8 x float> %1510
  %1517 = fcmp uno <8 x float> %1509, zeroinitializer
  %1518 = select <8 x i1> %1517, <8 x float> %1509, <8 x float> %1516
  %1519 = add nuw nsw i64 %1489, 2
  %1520 = add i64 %1491, 2
  %1521 = icmp eq i64 %1520, %1137
  br i1 %1521, label %1466, label %1488

1522:                                             ; preds = %1457, %1544
  %1523 = phi i64 [ 0, %1457 ], [ %1547, %1544 ]
  %1524 = getelementptr inbounds nuw float, ptr %1459, i64 %1523
  %1525 = load <8 x float>, ptr %1524, align 4
  %1526 = getelementptr float, ptr %20, i64 %1523
  br i1 %1119, label %1527, label %1544

1527:                                             ; preds = %1522
  br i1 %1141, label %1529, label %1549

1528:                                             ; preds = %1549
  br i1 %1143, label %1544, label %1529

1529:                                             ; preds = %1528, %1527
  %1530 = phi i64 [ 1, %1527 ], [ %1576, %1528 ]
  %1531 = phi <8 x float> [ %1525, %1527 ], [ %1575, %1528 ]
  call void @llvm.assume(i1 %1144)
  br label %1532

1532:                                             ; preds = %1532, %1529
  %1533 = phi i64 [ %1541, %1532 ], [ %1530, %1529 ]
  %1534 = phi <8 x float> [ %1540, %1532 ], [ %1531, %1529 ]
  %1535 = phi i64 [ %1542, %1532 ], [ 0, %1529 ]
  %1536 = getelementptr inbounds nuw i64, ptr %1078, i64 %1533
  %1537 = load i64, ptr %1536, align 8
  %1538 = getelementptr float, ptr %1526, i64 %1537
  %1539 = load <8 x float>, ptr %1538, align 4
  %1540 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1539, <8 x float> %1534)
  %1541 = add nuw nsw i64 %1533, 1
  %1542 = add i64 %1535, 1
  %1543 = icmp eq i64 %1542, %1140
  br i1 %1543, label %1544, label %1532

1544:                                             ; preds = %1528, %1532, %1522
  %1545 = phi <8 x float> [ %1525, %1522 ], [ %1575, %1528 ], [ %1540, %1532 ]
  %1546 = getelementptr inbounds nuw float, ptr %1206, i64 %1523
  store <8 x float> %1545, ptr %1546, align 32
  %1547 = add nuw nsw i64 %1523, 8
  %1548 = icmp slt i64 %1547, %1033
  br i1 %1548, label %1522, label %1579

1549:                                             ; preds = %1527, %1549
  %1550 = phi i64 [ %1576, %1549 ], [ 1, %1527 ]
  %1551 = phi <8 x float> [ %1575, %1549 ], [ %1525, %1527 ]
  %1552 = phi i64 [ %1577, %1549 ], [ 0, %1527 ]
  %1553 = getelementptr inbounds nuw i64, ptr %1078, i64 %1550
  %1554 = load i64, ptr %1553, align 8
  %1555 = getelementptr float, ptr %1526, i64 %1554
  %1556 = load <8 x float>, ptr %1555, align 4
  %1557 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1556, <8 x float> %1551)
  %1558 = getelementptr inbounds nuw i64, ptr %1078, i64 %1550
  %1559 = getelementptr inbounds nuw i8, ptr %1558, i64 8
  %1560 = load i64, ptr %1559, align 8
  %1561 = getelementptr float, ptr %1526, i64 %1560
  %1562 = load <8 x float>, ptr %1561, align 4
  %1563 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1562, <8 x float> %1557)
  %1564 = getelementptr inbounds nuw i64, ptr %1078, i64 %1550
  %1565 = getelementptr inbounds nuw i8, ptr %1564, i64 16
  %1566 = load i64, ptr %1565, align 8
  %1567 = getelementptr float, ptr %1526, i64 %1566
  %1568 = load <8 x float>, ptr %1567, align 4
  %1569 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1568, <8 x float> %1563)
  %1570 = getelementptr inbounds nuw i64, ptr %1078, i64 %1550
  %1571 = getelementptr inbounds nuw i8, ptr %1570, i64 24
  %1572 = load i64, ptr %1571, align 8
  %1573 = getelementptr float, ptr %1526, i64 %1572
  %1574 = load <8 x float>, ptr %1573, align 4
  %1575 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1574, <8 x float> %1569)
  %1576 = add nuw nsw i64 %1550, 4
  %1577 = add i64 %1552, 4
  %1578 = icmp eq i64 %1577, %1142
  br i1 %1578, label %1528, label %1549

1579:                                             ; preds = %1483, %1544, %1452, %1456
  %1580 = phi i32 [ 0, %1544 ], [ 0, %1456 ], [ %1449, %1452 ], [ %1449, %1483 ]
  store i64 %1204, ptr %1207, align 8
  br label %1581

1581:                                             ; preds = %1210, %1579
  %1582 = phi i32 [ %1212, %1210 ], [ %1580, %1579 ]
  %1583 = or i32 %1582, %1196
  %1584 = add nsw i32 %1195, 1
  %1585 = sext i32 %1195 to i64
  %1586 = getelementptr inbounds ptr, ptr %1079, i64 %1585
  store ptr %1206, ptr %1586, align 8
  br label %1587

1587:                                             ; preds = %1581, %1193
  %1588 = phi i32 [ %1583, %1581 ], [ %1196, %1193 ]
  %1589 = phi i32 [ %1584, %1581 ], [ %1195, %1193 ]
  %1590 = add nuw nsw i64 %1194, 1
  %1591 = icmp eq i64 %1590, %9
  br i1 %1591, label %1175, label %1193

1592:                                             ; preds = %1698, %1177
  %1593 = add nsw i64 %1156, 1
  %1594 = icmp eq i64 %1593, %7
  br i1 %1594, label %1709, label %1716

1595:                                             ; preds = %1180, %1698
  %1596 = phi i64 [ 0, %1180 ], [ %1707, %1698 ]
  br i1 %1178, label %1599, label %1597

1597:                                             ; preds = %1595
  br i1 %1181, label %1598, label %1698

1598:                                             ; preds = %1597
  br i1 %1184, label %1682, label %1601

1599:                                             ; preds = %1595
  br i1 %1181, label %1600, label %1698

1600:                                             ; preds = %1599
  br i1 %1189, label %1666, label %1635

1601:                                             ; preds = %1598, %1601
  %1602 = phi i64 [ %1632, %1601 ], [ 0, %1598 ]
  %1603 = phi <8 x float> [ %1631, %1601 ], [ splat (float 0xFFF0000000000000), %1598 ]
  %1604 = phi i64 [ %1633, %1601 ], [ 0, %1598 ]
  %1605 = getelementptr inbounds nuw ptr, ptr %1079, i64 %1602
  %1606 = load ptr, ptr %1605, align 16
  %1607 = getelementptr inbounds nuw float, ptr %1606, i64 %1596
  %1608 = load <8 x float>, ptr %1607, align 1
  %1609 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1608, <8 x float> %1603)
  %1610 = bitcast <8 x float> %1603 to <8 x i32>
  %1611 = bitcast <8 x float> %1608 to <8 x i32>
  %1612 = and <8 x i32> %1611, %1610
  %1613 = bitcast <8 x i32> %1612 to <8 x float>
  %1614 = fcmp oeq <8 x float> %1603, %1608
  %1615 = select <8 x i1> %1614, <8 x float> %1613, <8 x float> %1609
  %1616 = fcmp uno <8 x float> %1608, zeroinitializer
  %1617 = select <8 x i1> %1616, <8 x float> %1608, <8 x float> %1615
  %1618 = getelementptr inbounds nuw ptr, ptr %1079, i64 %1602
  %1619 = getelementptr inbounds nuw i8, ptr %1618, i64 8
  %1620 = load ptr, ptr %1619, align 8
  %1621 = getelementptr inbounds nuw float, ptr %1620, i64 %1596
  %1622 = load <8 x float>, ptr %1621, align 1
  %1623 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1622, <8 x float> %1617)
  %1624 = bitcast <8 x float> %1617 to <8 x i32>
  %1625 = bitcast <8 x float> %1622 to <8 x i32>
  %1626 = and <8 x i32> %1625, %1624
  %1627 = bitcast <8 x i32> %1626 to <8 x float>
  %1628 = fcmp oeq <8 x float> %1617, %1622
  %1629 = select <8 x i1> %1628, <8 x float> %1627, <8 x float> %1623
  %1630 = fcmp uno <8 x float> %1622, zeroinitializer
  %1631 = select <8 x i1> %1630, <8 x float> %1622, <8 x float> %1629
  %1632 = add nuw nsw i64 %1602, 2
  %1633 = add i64 %1604, 2
  %1634 = icmp eq i64 %1633, %1185
  br i1 %1634, label %1681, label %1601

1635:                                             ; preds = %1600, %1635
  %1636 = phi i64 [ %1662, %1635 ], [ 0, %1600 ]
  %1637 = phi <8 x float> [ %1661, %1635 ], [ splat (float 0xFFF0000000000000), %1600 ]
  %1638 = phi i64 [ %1663, %1635 ], [ 0, %1600 ]
  %1639 = getelementptr inbounds nuw ptr, ptr %1079, i64 %1636
  %1640 = load ptr, ptr %1639, align 16
  %1641 = getelementptr inbounds nuw float, ptr %1640, i64 %1596
  %1642 = load <8 x float>, ptr %1641, align 1
  %1643 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1642, <8 x float> %1637)
  %1644 = getelementptr inbounds nuw ptr, ptr %1079, i64 %1636
  %1645 = getelementptr inbounds nuw i8, ptr %1644, i64 8
  %1646 = load ptr, ptr %1645, align 8
  %1647 = getelementptr inbounds nuw float, ptr %1646, i64 %1596
  %1648 = load <8 x float>, ptr %1647, align 1
  %1649 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1648, <8 x float> %1643)
  %1650 = getelementptr inbounds nuw ptr, ptr %1079, i64 %1636
  %1651 = getelementptr inbounds nuw i8, ptr %1650, i64 16
  %1652 = load ptr, ptr %1651, align 16
  %1653 = getelementptr inbounds nuw float, ptr %1652, i64 %1596
  %1654 = load <8 x float>, ptr %1653, align 1
  %1655 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1654, <8 x float> %1649)
  %1656 = getelementptr inbounds nuw ptr, ptr %1079, i64 %1636
  %1657 = getelementptr inbounds nuw i8, ptr %1656, i64 24
  %1658 = load ptr, ptr %1657, align 8
  %1659 = getelementptr inbounds nuw float, ptr %1658, i64 %1596
  %1660 = load <8 x float>, ptr %1659, align 1
  %1661 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1660, <8 x float> %1655)
  %1662 = add nuw nsw i64 %1636, 4
  %1663 = add i64 %1638, 4
  %1664 = icmp eq i64 %1663, %1190
  br i1 %1664, label %1665, label %1635

1665:                                             ; preds = %1635
  br i1 %1191, label %1698, label %1666

1666:                                             ; preds = %1665, %1600
  %1667 = phi i64 [ 0, %1600 ], [ %1662, %1665 ]
  %1668 = phi <8 x float> [ splat (float 0xFFF0000000000000), %1600 ], [ %1661, %1665 ]
  call void @llvm.assume(i1 %1192)
  br label %1669

1669:                                             ; preds = %1669, %1666
  %1670 = phi i64 [ %1678, %1669 ], [ %1667, %1666 ]
  %1671 = phi <8 x float> [ %1677, %1669 ], [ %1668, %1666 ]
  %1672 = phi i64 [ %1679, %1669 ], [ 0, %1666 ]
  %1673 = getelementptr inbounds nuw ptr, ptr %1079, i64 %1670
  %1674 = load ptr, ptr %1673, align 8
  %1675 = getelementptr inbounds nuw float, ptr %1674, i64 %1596
  %1676 = load <8 x float>, ptr %1675, align 1
  %1677 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1676, <8 x float> %1671)
  %1678 = add nuw nsw i64 %1670, 1
  %1679 = add i64 %1672, 1
  %1680 = icmp eq i64 %1679, %1188
  br i1 %1680, label %1698, label %1669

1681:                                             ; preds = %1601
  br i1 %1186, label %1698, label %1682

1682:                                             ; preds = %1681, %1598
  %1683 = phi i64 [ 0, %1598 ], [ %1632, %1681 ]
  %1684 = phi <8 x float> [ splat (float 0xFFF0000000000000), %1598 ], [ %1631, %1681 ]
  call void @llvm.assume(i1 %1187)
  %1685 = getelementptr inbounds nuw ptr, ptr %1079, i64 %1683
  %1686 = load ptr, ptr %1685, align 8
  %1687 = getelementptr inbounds nuw float, ptr %1686, i64 %1596
  %1688 = load <8 x float>, ptr %1687, align 1
  %1689 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1688, <8 x float> %1684)
  %1690 = bitcast <8 x float> %1684 to <8 x i32>
  %1691 = bitcast <8 x float> %1688 to <8 x i32>
  %1692 = and <8 x i32> %1691, %1690
  %1693 = bitcast <8 x i32> %1692 to <8 x float>
  %1694 = fcmp oeq <8 x float> %1684, %1688
  %1695 = select <8 x i1> %1694, <8 x float> %1693, <8 x float> %1689
  %1696 = fcmp uno <8 x float> %1688, zeroinitializer
  %1697 = select <8 x i1> %1696, <8 x float> %1688, <8 x float> %1695
  br label %1698

1698:                                             ; preds = %1682, %1681, %1665, %1669, %1597, %1599
  %1699 = phi <8 x float> [ %1677, %1669 ], [ splat (float 0xFFF0000000000000), %1599 ], [ splat (float 0xFFF0000000000000), %1597 ], [ %1661, %1665 ], [ %1631, %1681 ], [ %1697, %1682 ]
  %1700 = getelementptr inbounds nuw float, ptr %1170, i64 %1596
  %1701 = sub nsw i64 %8, %1596
  %1702 = call i64 @llvm.smin.i64(i64 %1701, i64 8)
  %1703 = trunc i64 %1702 to i32
  %1704 = insertelement <8 x i32> poison, i32 %1703, i64 0
  %1705 = shufflevector <8 x i32> %1704, <8 x i32> poison, <8 x i32> zeroinitializer
  %1706 = icmp sgt <8 x i32> %1705, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  call void @llvm.masked.store.v8f32.p0(<8 x float> %1699, ptr align 1 %1700, <8 x i1> %1706)
  %1707 = add nuw nsw i64 %1596, 8
  %1708 = icmp slt i64 %1707, %8
  br i1 %1708, label %1595, label %1592

1709:                                             ; preds = %1592
  %1710 = add nsw i64 %1160, 1
  %1711 = add nsw i64 %1159, 1
  %1712 = icmp eq i64 %1711, %4
  %1713 = select i1 %1712, i64 0, i64 %1711
  %1714 = zext i1 %1712 to i64
  %1715 = add nsw i64 %1158, %1714
  br label %1716

1716:                                             ; preds = %1709, %1592
  %1717 = phi i64 [ %1160, %1592 ], [ %1710, %1709 ]
  %1718 = phi i64 [ %1159, %1592 ], [ %1713, %1709 ]
  %1719 = phi i64 [ %1158, %1592 ], [ %1715, %1709 ]
  %1720 = phi i64 [ %1593, %1592 ], [ 0, %1709 ]
  %1721 = add nsw i64 %1157, 1
  %1722 = icmp eq i64 %1721, %3
  br i1 %1722, label %1723, label %1155

1723:                                             ; preds = %1019, %517, %1716
  %1724 = phi ptr [ %1076, %1716 ], [ %55, %517 ], [ %554, %1019 ]
  call void @llvm.stackrestore.p0(ptr %1724)
  br label %1725

1725:                                             ; preds = %1723, %1044, %1030, %542, %528, %44, %31
  call void @llvm.stackrestore.p0(ptr %24)
  call void @llvm.lifetime.end.p0(ptr nonnull %21)
  call void @llvm.lifetime.end.p0(ptr nonnull %20)
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none))

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none))

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0()

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x float> @llvm.x86.avx.max.ps.256(<8 x float>, <8 x float>)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <8 x float> @llvm.masked.load.v8f32.p0(ptr captures(none), <8 x i1>, <8 x float>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v8f32.p0(<8 x float>, ptr captures(none), <8 x i1>)

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg)

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.or.v8i32(<8 x i32>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef)
