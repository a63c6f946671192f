; Function Attrs: nofree norecurse nosync nounwind
define hidden void @mgxport_maxpool_f32_nchw_fma512(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11, i64 noundef %12, i64 noundef %13, i64 noundef %14, i64 noundef %15, i64 noundef %16, i64 noundef %17, i64 noundef %18) local_unnamed_addr {
  %20 = alloca [4096 x float], align 64
  %21 = alloca [4096 x float], align 64
  %22 = inttoptr i64 %0 to ptr
  %23 = inttoptr i64 %1 to ptr
  call void @llvm.lifetime.start.p0(ptr nonnull %20)
  call void @llvm.lifetime.start.p0(ptr nonnull %21)
  %24 = tail call ptr @llvm.stacksave.p0()
  %25 = add nsw i64 %9, -1
  %26 = mul nsw i64 %13, %25
  switch i64 %12, label %1018 [
    i64 1, label %27
    i64 2, label %524
  ]

27:                                               ; preds = %19, %27
  %28 = phi i64 [ %30, %27 ], [ %12, %19 ]
  %29 = icmp sgt i64 %28, %26
  %30 = shl i64 %28, 1
  br i1 %29, label %31, label %27

31:                                               ; preds = %27
  %32 = add nsw i64 %8, 15
  %33 = sdiv i64 %32, 16
  %34 = shl nsw i64 %33, 4
  %35 = add i64 %10, -1
  %36 = mul nsw i64 %14, %35
  %37 = add nsw i64 %36, %34
  %38 = add nsw i64 %37, 15
  %39 = sdiv i64 %38, 16
  %40 = shl nsw i64 %39, 4
  %41 = add nsw i64 %36, %8
  %42 = mul nsw i64 %28, %34
  %43 = icmp sgt i64 %42, 4096
  br i1 %43, label %1709, label %44

44:                                               ; preds = %31
  %45 = icmp slt i64 %37, 4097
  %46 = icmp slt i64 %9, 4097
  %47 = and i1 %46, %45
  %48 = icmp slt i64 %10, 4097
  %49 = and i1 %48, %47
  %50 = icmp slt i64 %2, %3
  %51 = and i1 %50, %49
  br i1 %51, label %52, label %1709

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
  store <16 x float> splat (float 0xFFF0000000000000), ptr %65, align 64
  %66 = add nuw nsw i64 %64, 16
  %67 = icmp slt i64 %66, %40
  br i1 %67, label %63, label %54

68:                                               ; preds = %61, %54
  %69 = icmp sgt i64 %10, 0
  br i1 %69, label %70, label %120

70:                                               ; preds = %68
  %71 = icmp ult i64 %10, 8
  br i1 %71, label %118, label %72

72:                                               ; preds = %70
  %73 = icmp ult i64 %10, 32
  br i1 %73, label %100, label %74

74:                                               ; preds = %72
  %75 = and i64 %10, 24
  %76 = and i64 %10, 9223372036854775776
  %77 = insertelement <8 x i64> poison, i64 %14, i64 0
  %78 = shufflevector <8 x i64> %77, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %79

79:                                               ; preds = %79, %74
  %80 = phi i64 [ 0, %74 ], [ %93, %79 ]
  %81 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %74 ], [ %94, %79 ]
  %82 = add <8 x i64> %81, splat (i64 8)
  %83 = add <8 x i64> %81, splat (i64 16)
  %84 = add <8 x i64> %81, splat (i64 24)
  %85 = mul nsw <8 x i64> %81, %78
  %86 = mul nsw <8 x i64> %82, %78
  %87 = mul nsw <8 x i64> %83, %78
  %88 = mul nsw <8 x i64> %84, %78
  %89 = getelementptr inbounds nuw i64, ptr %57, i64 %80
  %90 = getelementptr inbounds nuw i8, ptr %89, i64 64
  %91 = getelementptr inbounds nuw i8, ptr %89, i64 128
  %92 = getelementptr inbounds nuw i8, ptr %89, i64 192
  store <8 x i64> %85, ptr %89, align 16
  store <8 x i64> %86, ptr %90, align 16
  store <8 x i64> %87, ptr %91, align 16
  store <8 x i64> %88, ptr %92, align 16
  %93 = add nuw i64 %80, 32
  %94 = add <8 x i64> %81, splat (i64 32)
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
  %102 = and i64 %10, 9223372036854775800
  %103 = insertelement <8 x i64> poison, i64 %14, i64 0
  %104 = shufflevector <8 x i64> %103, <8 x i64> poison, <8 x i32> zeroinitializer
  %105 = insertelement <8 x i64> poison, i64 %101, i64 0
  %106 = shufflevector <8 x i64> %105, <8 x i64> poison, <8 x i32> zeroinitializer
  %107 = or disjoint <8 x i64> %106, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  br label %108

108:                                              ; preds = %108, %100
  %109 = phi i64 [ %101, %100 ], [ %113, %108 ]
  %110 = phi <8 x i64> [ %107, %100 ], [ %114, %108 ]
  %111 = mul nsw <8 x i64> %110, %104
  %112 = getelementptr inbounds nuw i64, ptr %57, i64 %109
  store <8 x i64> %111, ptr %112, align 16
  %113 = add nuw i64 %109, 8
  %114 = add nuw nsw <8 x i64> %110, splat (i64 8)
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

168:                                              ; preds = %386
  %169 = icmp eq i32 %387, 0
  br label %170

170:                                              ; preds = %168, %148
  %171 = phi i1 [ true, %148 ], [ %169, %168 ]
  %172 = phi i32 [ 0, %148 ], [ %388, %168 ]
  br i1 %129, label %173, label %391

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
  br label %394

186:                                              ; preds = %164, %386
  %187 = phi i64 [ 0, %164 ], [ %389, %386 ]
  %188 = phi i32 [ 0, %164 ], [ %388, %386 ]
  %189 = phi i32 [ 0, %164 ], [ %387, %386 ]
  %190 = mul nsw i64 %187, %13
  %191 = add i64 %166, %190
  %192 = icmp sgt i64 %191, -1
  %193 = icmp slt i64 %191, %5
  %194 = and i1 %192, %193
  br i1 %194, label %195, label %386

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
  br label %380

206:                                              ; preds = %195
  %207 = mul nsw i64 %191, %6
  %208 = getelementptr inbounds float, ptr %157, i64 %207
  br i1 %128, label %211, label %209

209:                                              ; preds = %206
  %210 = getelementptr inbounds nuw i32, ptr %59, i64 %196
  store i32 0, ptr %210, align 4
  br label %251

211:                                              ; preds = %206, %239
  %212 = phi i16 [ %243, %239 ], [ 0, %206 ]
  %213 = phi i64 [ %245, %239 ], [ 0, %206 ]
  %214 = sub nsw i64 %213, %16
  %215 = icmp slt i64 %214, 0
  %216 = add nuw nsw i64 %214, 16
  %217 = icmp sgt i64 %216, %6
  %218 = select i1 %215, i1 true, i1 %217
  br i1 %218, label %222, label %219

219:                                              ; preds = %211
  %220 = getelementptr inbounds nuw float, ptr %208, i64 %214
  %221 = load <16 x float>, ptr %220, align 1
  br label %239

222:                                              ; preds = %211
  %223 = sub nsw i64 0, %214
  %224 = select i1 %215, i64 %223, i64 0
  %225 = sub nsw i64 %6, %214
  %226 = call i64 @llvm.smin.i64(i64 %225, i64 16)
  %227 = icmp sgt i64 %226, %224
  br i1 %227, label %228, label %239

228:                                              ; preds = %222
  %229 = trunc i64 %226 to i32
  %230 = shl nsw i32 -1, %229
  %231 = xor i32 %230, -1
  %232 = trunc i64 %224 to i32
  %233 = shl nsw i32 -1, %232
  %234 = and i32 %233, %231
  %235 = trunc i32 %234 to i16
  %236 = getelementptr inbounds float, ptr %208, i64 %214
  %237 = bitcast i16 %235 to <16 x i1>
  %238 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %236, <16 x i1> %237, <16 x float> splat (float 0xFFF0000000000000))
  br label %239

239:                                              ; preds = %222, %228, %219
  %240 = phi <16 x float> [ %221, %219 ], [ %238, %228 ], [ splat (float 0xFFF0000000000000), %222 ]
  %241 = fcmp uno <16 x float> %240, zeroinitializer
  %242 = bitcast <16 x i1> %241 to i16
  %243 = or i16 %212, %242
  %244 = getelementptr inbounds nuw float, ptr %20, i64 %213
  store <16 x float> %240, ptr %244, align 64
  %245 = add nuw nsw i64 %213, 16
  %246 = icmp slt i64 %245, %41
  br i1 %246, label %211, label %247

247:                                              ; preds = %239
  %248 = icmp ne i16 %243, 0
  %249 = zext i1 %248 to i32
  %250 = getelementptr inbounds nuw i32, ptr %59, i64 %196
  store i32 %249, ptr %250, align 4
  br i1 %248, label %255, label %251

251:                                              ; preds = %209, %247
  br i1 %129, label %252, label %378

252:                                              ; preds = %251
  %253 = load i64, ptr %57, align 16
  %254 = getelementptr inbounds float, ptr %20, i64 %253
  br label %321

255:                                              ; preds = %247
  br i1 %129, label %256, label %378

256:                                              ; preds = %255
  %257 = load i64, ptr %57, align 16
  %258 = getelementptr inbounds float, ptr %20, i64 %257
  br label %259

259:                                              ; preds = %256, %282
  %260 = phi i64 [ 0, %256 ], [ %285, %282 ]
  %261 = getelementptr inbounds nuw float, ptr %258, i64 %260
  %262 = load <16 x float>, ptr %261, align 4
  %263 = getelementptr float, ptr %20, i64 %260
  br i1 %130, label %264, label %282

264:                                              ; preds = %259
  br i1 %138, label %266, label %287

265:                                              ; preds = %287
  br i1 %140, label %282, label %266

266:                                              ; preds = %265, %264
  %267 = phi i64 [ 1, %264 ], [ %318, %265 ]
  %268 = phi <16 x float> [ %262, %264 ], [ %317, %265 ]
  call void @llvm.assume(i1 %141)
  %269 = getelementptr inbounds nuw i64, ptr %57, i64 %267
  %270 = load i64, ptr %269, align 8
  %271 = getelementptr float, ptr %263, i64 %270
  %272 = load <16 x float>, ptr %271, align 4
  %273 = bitcast <16 x float> %268 to <8 x i64>
  %274 = bitcast <16 x float> %272 to <8 x i64>
  %275 = and <8 x i64> %274, %273
  %276 = fcmp oeq <16 x float> %268, %272
  %277 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %272, <16 x float> %268, i32 4)
  %278 = bitcast <8 x i64> %275 to <16 x float>
  %279 = select <16 x i1> %276, <16 x float> %278, <16 x float> %277
  %280 = fcmp uno <16 x float> %272, zeroinitializer
  %281 = select <16 x i1> %280, <16 x float> %272, <16 x float> %279
  br label %282

282:                                              ; preds = %266, %265, %259
  %283 = phi <16 x float> [ %262, %259 ], [ %317, %265 ], [ %281, %266 ]
  %284 = getelementptr inbounds nuw float, ptr %199, i64 %260
  store <16 x float> %283, ptr %284, align 64
  %285 = add nuw nsw i64 %260, 16
  %286 = icmp slt i64 %285, %34
  br i1 %286, label %259, label %378

287:                                              ; preds = %264, %287
  %288 = phi i64 [ %318, %287 ], [ 1, %264 ]
  %289 = phi <16 x float> [ %317, %287 ], [ %262, %264 ]
  %290 = phi i64 [ %319, %287 ], [ 0, %264 ]
  %291 = getelementptr inbounds nuw i64, ptr %57, i64 %288
  %292 = load i64, ptr %291, align 8
  %293 = getelementptr float, ptr %263, i64 %292
  %294 = load <16 x float>, ptr %293, align 4
  %295 = bitcast <16 x float> %289 to <8 x i64>
  %296 = bitcast <16 x float> %294 to <8 x i64>
  %297 = and <8 x i64> %296, %295
  %298 = fcmp oeq <16 x float> %289, %294
  %299 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %294, <16 x float> %289, i32 4)
  %300 = bitcast <8 x i64> %297 to <16 x float>
  %301 = select <16 x i1> %298, <16 x float> %300, <16 x float> %299
  %302 = fcmp uno <16 x float> %294, zeroinitializer
  %303 = select <16 x i1> %302, <16 x float> %294, <16 x float> %301
  %304 = getelementptr inbounds nuw i64, ptr %57, i64 %288
  %305 = getelementptr inbounds nuw i8, ptr %304, i64 8
  %306 = load i64, ptr %305, align 8
  %307 = getelementptr float, ptr %263, i64 %306
  %308 = load <16 x float>, ptr %307, align 4
  %309 = bitcast <16 x float> %303 to <8 x i64>
  %310 = bitcast <16 x float> %308 to <8 x i64>
  %311 = and <8 x i64> %310, %309
  %312 = fcmp oeq <16 x float> %303, %308
  %313 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %308, <16 x float> %303, i32 4)
  %314 = bitcast <8 x i64> %311 to <16 x float>
  %315 = select <16 x i1> %312, <16 x float> %314, <16 x float> %313
  %316 = fcmp uno <16 x float> %308, zeroinitializer
  %317 = select <16 x i1> %316, <16 x float> %308, <16 x float> %315
  %318 = add nuw nsw i64 %288, 2
  %319 = add i64 %290, 2
  %320 = icmp eq i64 %319, %139
  br i1 %320, label %265, label %287

321:                                              ; preds = %252, %343
  %322 = phi i64 [ 0, %252 ], [ %346, %343 ]
  %323 = getelementptr inbounds nuw float, ptr %254, i64 %322
  %324 = load <16 x float>, ptr %323, align 4
  %325 = getelementptr float, ptr %20, i64 %322
  br i1 %130, label %326, label %343

326:                                              ; preds = %321
  br i1 %133, label %328, label %348

327:                                              ; preds = %348
  br i1 %135, label %343, label %328

328:                                              ; preds = %327, %326
  %329 = phi i64 [ 1, %326 ], [ %375, %327 ]
  %330 = phi <16 x float> [ %324, %326 ], [ %374, %327 ]
  call void @llvm.assume(i1 %136)
  br label %331

331:                                              ; preds = %331, %328
  %332 = phi i64 [ %340, %331 ], [ %329, %328 ]
  %333 = phi <16 x float> [ %339, %331 ], [ %330, %328 ]
  %334 = phi i64 [ %341, %331 ], [ 0, %328 ]
  %335 = getelementptr inbounds nuw i64, ptr %57, i64 %332
  %336 = load i64, ptr %335, align 8
  %337 = getelementptr float, ptr %325, i64 %336
  %338 = load <16 x float>, ptr %337, align 4
  %339 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %338, <16 x float> %333, i32 4)
  %340 = add nuw nsw i64 %332, 1
  %341 = add i64 %334, 1
  %342 = icmp eq i64 %341, %132
  br i1 %342, label %343, label %331

343:                                              ; preds = %327, %331, %321
  %344 = phi <16 x float> [ %324, %321 ], [ %374, %327 ], [ %339, %331 ]
  %345 = getelementptr inbounds nuw float, ptr %199, i64 %322
  store <16 x float> %344, ptr %345, align 64
  %346 = add nuw nsw i64 %322, 16
  %347 = icmp slt i64 %346, %34
  br i1 %347, label %321, label %378

348:                                              ; preds = %326, %348
  %349 = phi i64 [ %375, %348 ], [ 1, %326 ]
  %350 = phi <16 x float> [ %374, %348 ], [ %324, %326 ]
  %351 = phi i64 [ %376, %348 ], [ 0, %326 ]
  %352 = getelementptr inbounds nuw i64, ptr %57, i64 %349
  %353 = load i64, ptr %352, align 8
  %354 = getelementptr float, ptr %325, i64 %353
  %355 = load <16 x float>, ptr %354, align 4
  %356 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %355, <16 x float> %350, i32 4)
  %357 = getelementptr inbounds nuw i64, ptr %57, i64 %349
  %358 = getelementptr inbounds nuw i8, ptr %357, i64 8
  %359 = load i64, ptr %358, align 8
  %360 = getelementptr float, ptr %325, i64 %359
  %361 = load <16 x float>, ptr %360, align 4
  %362 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %361, <16 x float> %356, i32 4)
  %363 = getelementptr inbounds nuw i64, ptr %57, i64 %349
  %364 = getelementptr inbounds nuw i8, ptr %363, i64 16
  %365 = load i64, ptr %364, align 8
  %366 = getelementptr float, ptr %325, i64 %365
  %367 = load <16 x float>, ptr %366, align 4
  %368 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %367, <16 x float> %362, i32 4)
  %369 = getelementptr inbounds nuw i64, ptr %57, i64 %349
  %370 = getelementptr inbounds nuw i8, ptr %369, i64 24
  %371 = load i64, ptr %370, align 8
  %372 = getelementptr float, ptr %325, i64 %371
  %373 = load <16 x float>, ptr %372, align 4
  %374 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %373, <16 x float> %368, i32 4)
  %375 = add nuw nsw i64 %349, 4
  %376 = add i64 %351, 4
  %377 = icmp eq i64 %376, %134
  br i1 %377, label %327, label %348

378:                                              ; preds = %343, %282, %251, %255
  %379 = phi i32 [ %249, %282 ], [ 1, %255 ], [ 0, %251 ], [ 0, %343 ]
  store i64 %197, ptr %200, align 8
  br label %380

380:                                              ; preds = %203, %378
  %381 = phi i32 [ %205, %203 ], [ %379, %378 ]
  %382 = or i32 %381, %189
  %383 = add nsw i32 %188, 1
  %384 = sext i32 %188 to i64
  %385 = getelementptr inbounds ptr, ptr %58, i64 %384
  store ptr %199, ptr %385, align 8
  br label %386

386:                                              ; preds = %380, %186
  %387 = phi i32 [ %382, %380 ], [ %189, %186 ]
  %388 = phi i32 [ %383, %380 ], [ %188, %186 ]
  %389 = add nuw nsw i64 %187, 1
  %390 = icmp eq i64 %389, %9
  br i1 %390, label %168, label %186

391:                                              ; preds = %497, %170
  %392 = add nsw i64 %149, 1
  %393 = icmp eq i64 %392, %7
  br i1 %393, label %510, label %517

394:                                              ; preds = %173, %497
  %395 = phi i64 [ 0, %173 ], [ %508, %497 ]
  br i1 %171, label %398, label %396

396:                                              ; preds = %394
  br i1 %174, label %397, label %497

397:                                              ; preds = %396
  br i1 %177, label %481, label %400

398:                                              ; preds = %394
  br i1 %174, label %399, label %497

399:                                              ; preds = %398
  br i1 %182, label %465, label %434

400:                                              ; preds = %397, %400
  %401 = phi i64 [ %431, %400 ], [ 0, %397 ]
  %402 = phi <16 x float> [ %430, %400 ], [ splat (float 0xFFF0000000000000), %397 ]
  %403 = phi i64 [ %432, %400 ], [ 0, %397 ]
  %404 = getelementptr inbounds nuw ptr, ptr %58, i64 %401
  %405 = load ptr, ptr %404, align 16
  %406 = getelementptr inbounds nuw float, ptr %405, i64 %395
  %407 = load <16 x float>, ptr %406, align 1
  %408 = bitcast <16 x float> %402 to <8 x i64>
  %409 = bitcast <16 x float> %407 to <8 x i64>
  %410 = and <8 x i64> %409, %408
  %411 = fcmp oeq <16 x float> %402, %407
  %412 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %407, <16 x float> %402, i32 4)
  %413 = bitcast <8 x i64> %410 to <16 x float>
  %414 = select <16 x i1> %411, <16 x float> %413, <16 x float> %412
  %415 = fcmp uno <16 x float> %407, zeroinitializer
  %416 = select <16 x i1> %415, <16 x float> %407, <16 x float> %414
  %417 = getelementptr inbounds nuw ptr, ptr %58, i64 %401
  %418 = getelementptr inbounds nuw i8, ptr %417, i64 8
  %419 = load ptr, ptr %418, align 8
  %420 = getelementptr inbounds nuw float, ptr %419, i64 %395
  %421 = load <16 x float>, ptr %420, align 1
  %422 = bitcast <16 x float> %416 to <8 x i64>
  %423 = bitcast <16 x float> %421 to <8 x i64>
  %424 = and <8 x i64> %423, %422
  %425 = fcmp oeq <16 x float> %416, %421
  %426 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %421, <16 x float> %416, i32 4)
  %427 = bitcast <8 x i64> %424 to <16 x float>
  %428 = select <16 x i1> %425, <16 x float> %427, <16 x float> %426
  %429 = fcmp uno <16 x float> %421, zeroinitializer
  %430 = select <16 x i1> %429, <16 x float> %421, <16 x float> %428
  %431 = add nuw nsw i64 %401, 2
  %432 = add i64 %403, 2
  %433 = icmp eq i64 %432, %178
  br i1 %433, label %480, label %400

434:                                              ; preds = %399, %434
  %435 = phi i64 [ %461, %434 ], [ 0, %399 ]
  %436 = phi <16 x float> [ %460, %434 ], [ splat (float 0xFFF0000000000000), %399 ]
  %437 = phi i64 [ %462, %434 ], [ 0, %399 ]
  %438 = getelementptr inbounds nuw ptr, ptr %58, i64 %435
  %439 = load ptr, ptr %438, align 16
  %440 = getelementptr inbounds nuw float, ptr %439, i64 %395
  %441 = load <16 x float>, ptr %440, align 1
  %442 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %441, <16 x float> %436, i32 4)
  %443 = getelementptr inbounds nuw ptr, ptr %58, i64 %435
  %444 = getelementptr inbounds nuw i8, ptr %443, i64 8
  %445 = load ptr, ptr %444, align 8
  %446 = getelementptr inbounds nuw float, ptr %445, i64 %395
  %447 = load <16 x float>, ptr %446, align 1
  %448 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %447, <16 x float> %442, i32 4)
  %449 = getelementptr inbounds nuw ptr, ptr %58, i64 %435
  %450 = getelementptr inbounds nuw i8, ptr %449, i64 16
  %451 = load ptr, ptr %450, align 16
  %452 = getelementptr inbounds nuw float, ptr %451, i64 %395
  %453 = load <16 x float>, ptr %452, align 1
  %454 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %453, <16 x float> %448, i32 4)
  %455 = getelementptr inbounds nuw ptr, ptr %58, i64 %435
  %456 = getelementptr inbounds nuw i8, ptr %455, i64 24
  %457 = load ptr, ptr %456, align 8
  %458 = getelementptr inbounds nuw float, ptr %457, i64 %395
  %459 = load <16 x float>, ptr %458, align 1
  %460 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %459, <16 x float> %454, i32 4)
  %461 = add nuw nsw i64 %435, 4
  %462 = add i64 %437, 4
  %463 = icmp eq i64 %462, %183
  br i1 %463, label %464, label %434

464:                                              ; preds = %434
  br i1 %184, label %497, label %465

465:                                              ; preds = %464, %399
  %466 = phi i64 [ 0, %399 ], [ %461, %464 ]
  %467 = phi <16 x float> [ splat (float 0xFFF0000000000000), %399 ], [ %460, %464 ]
  call void @llvm.assume(i1 %185)
  br label %468

468:                                              ; preds = %468, %465
  %469 = phi i64 [ %477, %468 ], [ %466, %465 ]
  %470 = phi <16 x float> [ %476, %468 ], [ %467, %465 ]
  %471 = phi i64 [ %478, %468 ], [ 0, %465 ]
  %472 = getelementptr inbounds nuw ptr, ptr %58, i64 %469
  %473 = load ptr, ptr %472, align 8
  %474 = getelementptr inbounds nuw float, ptr %473, i64 %395
  %475 = load <16 x float>, ptr %474, align 1
  %476 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %475, <16 x float> %470, i32 4)
  %477 = add nuw nsw i64 %469, 1
  %478 = add i64 %471, 1
  %479 = icmp eq i64 %478, %181
  br i1 %479, label %497, label %468

480:                                              ; preds = %400
  br i1 %179, label %497, label %481

481:                                              ; preds = %480, %397
  %482 = phi i64 [ 0, %397 ], [ %431, %480 ]
  %483 = phi <16 x float> [ splat (float 0xFFF0000000000000), %397 ], [ %430, %480 ]
  call void @llvm.assume(i1 %180)
  %484 = getelementptr inbounds nuw ptr, ptr %58, i64 %482
  %485 = load ptr, ptr %484, align 8
  %486 = getelementptr inbounds nuw float, ptr %485, i64 %395
  %487 = load <16 x float>, ptr %486, align 1
  %488 = bitcast <16 x float> %483 to <8 x i64>
  %489 = bitcast <16 x float> %487 to <8 x i64>
  %490 = and <8 x i64> %489, %488
  %491 = fcmp oeq <16 x float> %483, %487
  %492 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %487, <16 x float> %483, i32 4)
  %493 = bitcast <8 x i64> %490 to <16 x float>
  %494 = select <16 x i1> %491, <16 x float> %493, <16 x float> %492
  %495 = fcmp uno <16 x float> %487, zeroinitializer
  %496 = select <16 x i1> %495, <16 x float> %487, <16 x float> %494
  br label %497

497:                                              ; preds = %481, %480, %464, %468, %396, %398
  %498 = phi <16 x float> [ %476, %468 ], [ splat (float 0xFFF0000000000000), %398 ], [ splat (float 0xFFF0000000000000), %396 ], [ %460, %464 ], [ %430, %480 ], [ %496, %481 ]
  %499 = getelementptr inbounds nuw float, ptr %163, i64 %395
  %500 = sub nsw i64 %8, %395
  %501 = icmp sgt i64 %500, 15
  %502 = trunc i64 %500 to i32
  %503 = shl nsw i32 -1, %502
  %504 = trunc i32 %503 to i16
  %505 = xor i16 %504, -1
  %506 = select i1 %501, i16 -1, i16 %505
  %507 = bitcast i16 %506 to <16 x i1>
  call void @llvm.masked.store.v16f32.p0(<16 x float> %498, ptr align 1 %499, <16 x i1> %507)
  %508 = add nuw nsw i64 %395, 16
  %509 = icmp slt i64 %508, %8
  br i1 %509, label %394, label %391

510:                                              ; preds = %391
  %511 = add nsw i64 %153, 1
  %512 = add nsw i64 %152, 1
  %513 = icmp eq i64 %512, %4
  %514 = select i1 %513, i64 0, i64 %512
  %515 = zext i1 %513 to i64
  %516 = add nsw i64 %151, %515
  br label %517

517:                                              ; preds = %510, %391
  %518 = phi i64 [ %153, %391 ], [ %511, %510 ]
  %519 = phi i64 [ %152, %391 ], [ %514, %510 ]
  %520 = phi i64 [ %151, %391 ], [ %516, %510 ]
  %521 = phi i64 [ %392, %391 ], [ 0, %510 ]
  %522 = add nsw i64 %150, 1
  %523 = icmp eq i64 %522, %3
  br i1 %523, label %1707, label %148

524:                                              ; preds = %19, %524
  %525 = phi i64 [ %527, %524 ], [ 1, %19 ]
  %526 = icmp sgt i64 %525, %26
  %527 = shl i64 %525, 1
  br i1 %526, label %528, label %524

528:                                              ; preds = %524
  %529 = add nsw i64 %8, 15
  %530 = sdiv i64 %529, 16
  %531 = shl nsw i64 %530, 4
  %532 = add i64 %10, -1
  %533 = mul nsw i64 %14, %532
  %534 = sdiv i64 %533, 2
  %535 = add nsw i64 %534, %531
  %536 = add nsw i64 %535, 15
  %537 = sdiv i64 %536, 16
  %538 = shl nsw i64 %537, 4
  %539 = add nsw i64 %534, %8
  %540 = mul nsw i64 %525, %531
  %541 = icmp sgt i64 %540, 4096
  br i1 %541, label %1709, label %542

542:                                              ; preds = %528
  %543 = shl nsw i64 %537, 5
  %544 = icmp slt i64 %535, 2049
  %545 = icmp slt i64 %9, 4097
  %546 = and i1 %545, %544
  %547 = icmp slt i64 %10, 4097
  %548 = and i1 %547, %546
  %549 = icmp slt i64 %2, %3
  %550 = and i1 %549, %548
  br i1 %550, label %551, label %1709

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
  store <16 x float> splat (float 0xFFF0000000000000), ptr %564, align 64
  %565 = add nuw nsw i64 %563, 16
  %566 = icmp slt i64 %565, %543
  br i1 %566, label %562, label %553

567:                                              ; preds = %560, %553
  %568 = icmp sgt i64 %10, 0
  br i1 %568, label %569, label %595

569:                                              ; preds = %567
  %570 = icmp ult i64 %10, 8
  br i1 %570, label %593, label %571

571:                                              ; preds = %569
  %572 = and i64 %10, 9223372036854775800
  %573 = insertelement <8 x i64> poison, i64 %14, i64 0
  %574 = shufflevector <8 x i64> %573, <8 x i64> poison, <8 x i32> zeroinitializer
  %575 = insertelement <8 x i64> poison, i64 %538, i64 0
  %576 = shufflevector <8 x i64> %575, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %577

577:                                              ; preds = %577, %571
  %578 = phi i64 [ 0, %571 ], [ %588, %577 ]
  %579 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %571 ], [ %589, %577 ]
  %580 = mul nsw <8 x i64> %579, %574
  %581 = freeze <8 x i64> %580
  %582 = sdiv <8 x i64> %581, splat (i64 2)
  %583 = mul <8 x i64> %582, splat (i64 2)
  %584 = sub <8 x i64> %581, %583
  %585 = mul nsw <8 x i64> %584, %576
  %586 = add nsw <8 x i64> %585, %582
  %587 = getelementptr inbounds nuw i64, ptr %556, i64 %578
  store <8 x i64> %586, ptr %587, align 16
  %588 = add nuw i64 %578, 8
  %589 = add nuw nsw <8 x i64> %579, splat (i64 8)
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

628:                                              ; preds = %595, %1011
  %629 = phi i64 [ %599, %595 ], [ %1015, %1011 ]
  %630 = phi i64 [ %2, %595 ], [ %1016, %1011 ]
  %631 = phi i64 [ %597, %595 ], [ %1014, %1011 ]
  %632 = phi i64 [ %598, %595 ], [ %1013, %1011 ]
  %633 = phi i64 [ %596, %595 ], [ %1012, %1011 ]
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

648:                                              ; preds = %880
  %649 = icmp eq i32 %881, 0
  br label %650

650:                                              ; preds = %648, %628
  %651 = phi i1 [ true, %628 ], [ %649, %648 ]
  %652 = phi i32 [ 0, %628 ], [ %882, %648 ]
  br i1 %605, label %653, label %885

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
  br label %888

666:                                              ; preds = %644, %880
  %667 = phi i64 [ 0, %644 ], [ %883, %880 ]
  %668 = phi i32 [ 0, %644 ], [ %882, %880 ]
  %669 = phi i32 [ 0, %644 ], [ %881, %880 ]
  %670 = mul nsw i64 %667, %13
  %671 = add i64 %646, %670
  %672 = icmp sgt i64 %671, -1
  %673 = icmp slt i64 %671, %5
  %674 = and i1 %672, %673
  br i1 %674, label %675, label %880

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
  br label %874

686:                                              ; preds = %675
  %687 = mul nsw i64 %671, %6
  %688 = getelementptr inbounds float, ptr %637, i64 %687
  br i1 %603, label %691, label %689

689:                                              ; preds = %686
  %690 = getelementptr inbounds nuw i32, ptr %558, i64 %676
  store i32 0, ptr %690, align 4
  br label %745

691:                                              ; preds = %686, %729
  %692 = phi i16 [ %734, %729 ], [ 0, %686 ]
  %693 = phi i64 [ %739, %729 ], [ 0, %686 ]
  %694 = shl nuw nsw i64 %693, 1
  %695 = sub nsw i64 %694, %16
  %696 = icmp slt i64 %695, 0
  %697 = add nuw nsw i64 %695, 32
  %698 = icmp sgt i64 %697, %6
  %699 = select i1 %696, i1 true, i1 %698
  br i1 %699, label %705, label %700

700:                                              ; preds = %691
  %701 = getelementptr inbounds nuw float, ptr %688, i64 %695
  %702 = load <16 x float>, ptr %701, align 1
  %703 = getelementptr inbounds nuw i8, ptr %701, i64 64
  %704 = load <16 x float>, ptr %703, align 1
  br label %729

705:                                              ; preds = %691
  %706 = sub nsw i64 0, %695
  %707 = select i1 %696, i64 %706, i64 0
  %708 = sub nsw i64 %6, %695
  %709 = call i64 @llvm.smin.i64(i64 %708, i64 32)
  %710 = icmp sgt i64 %709, %707
  br i1 %710, label %711, label %729

711:                                              ; preds = %705
  %712 = getelementptr inbounds float, ptr %688, i64 %695
  %713 = icmp sgt i64 %708, 31
  %714 = trunc i64 %709 to i32
  %715 = shl nsw i32 -1, %714
  %716 = xor i32 %715, -1
  %717 = select i1 %713, i32 -1, i32 %716
  %718 = trunc i64 %707 to i32
  %719 = shl nsw i32 -1, %718
  %720 = and i32 %717, %719
  %721 = trunc i32 %720 to i16
  %722 = bitcast i16 %721 to <16 x i1>
  %723 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %712, <16 x i1> %722, <16 x float> splat (float 0xFFF0000000000000))
  %724 = lshr i32 %720, 16
  %725 = trunc nuw i32 %724 to i16
  %726 = getelementptr inbounds nuw i8, ptr %712, i64 64
  %727 = bitcast i16 %725 to <16 x i1>
  %728 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %726, <16 x i1> %727, <16 x float> splat (float 0xFFF0000000000000))
  br label %729

729:                                              ; preds = %705, %711, %700
  %730 = phi <16 x float> [ %723, %711 ], [ %702, %700 ], [ splat (float 0xFFF0000000000000), %705 ]
  %731 = phi <16 x float> [ %728, %711 ], [ %704, %700 ], [ splat (float 0xFFF0000000000000), %705 ]
  %732 = fcmp uno <16 x float> %730, %731
  %733 = bitcast <16 x i1> %732 to i16
  %734 = or i16 %692, %733
  %735 = getelementptr inbounds nuw float, ptr %20, i64 %693
  %736 = shufflevector <16 x float> %730, <16 x float> %731, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  store <16 x float> %736, ptr %735, align 64
  %737 = getelementptr inbounds nuw float, ptr %604, i64 %693
  %738 = shufflevector <16 x float> %730, <16 x float> %731, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  store <16 x float> %738, ptr %737, align 64
  %739 = add nuw nsw i64 %693, 16
  %740 = icmp slt i64 %739, %539
  br i1 %740, label %691, label %741

741:                                              ; preds = %729
  %742 = icmp ne i16 %734, 0
  %743 = zext i1 %742 to i32
  %744 = getelementptr inbounds nuw i32, ptr %558, i64 %676
  store i32 %743, ptr %744, align 4
  br i1 %742, label %749, label %745

745:                                              ; preds = %689, %741
  br i1 %605, label %746, label %872

746:                                              ; preds = %745
  %747 = load i64, ptr %556, align 16
  %748 = getelementptr inbounds float, ptr %20, i64 %747
  br label %815

749:                                              ; preds = %741
  br i1 %605, label %750, label %872

750:                                              ; preds = %749
  %751 = load i64, ptr %556, align 16
  %752 = getelementptr inbounds float, ptr %20, i64 %751
  br label %753

753:                                              ; preds = %750, %776
  %754 = phi i64 [ 0, %750 ], [ %779, %776 ]
  %755 = getelementptr inbounds nuw float, ptr %752, i64 %754
  %756 = load <16 x float>, ptr %755, align 4
  %757 = getelementptr float, ptr %20, i64 %754
  br i1 %606, label %758, label %776

758:                                              ; preds = %753
  br i1 %614, label %760, label %781

759:                                              ; preds = %781
  br i1 %616, label %776, label %760

760:                                              ; preds = %759, %758
  %761 = phi i64 [ 1, %758 ], [ %812, %759 ]
  %762 = phi <16 x float> [ %756, %758 ], [ %811, %759 ]
  call void @llvm.assume(i1 %617)
  %763 = getelementptr inbounds nuw i64, ptr %556, i64 %761
  %764 = load i64, ptr %763, align 8
  %765 = getelementptr float, ptr %757, i64 %764
  %766 = load <16 x float>, ptr %765, align 4
  %767 = bitcast <16 x float> %762 to <8 x i64>
  %768 = bitcast <16 x float> %766 to <8 x i64>
  %769 = and <8 x i64> %768, %767
  %770 = fcmp oeq <16 x float> %762, %766
  %771 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %766, <16 x float> %762, i32 4)
  %772 = bitcast <8 x i64> %769 to <16 x float>
  %773 = select <16 x i1> %770, <16 x float> %772, <16 x float> %771
  %774 = fcmp uno <16 x float> %766, zeroinitializer
  %775 = select <16 x i1> %774, <16 x float> %766, <16 x float> %773
  br label %776

776:                                              ; preds = %760, %759, %753
  %777 = phi <16 x float> [ %756, %753 ], [ %811, %759 ], [ %775, %760 ]
  %778 = getelementptr inbounds nuw float, ptr %679, i64 %754
  store <16 x float> %777, ptr %778, align 64
  %779 = add nuw nsw i64 %754, 16
  %780 = icmp slt i64 %779, %531
  br i1 %780, label %753, label %872

781:                                              ; preds = %758, %781
  %782 = phi i64 [ %812, %781 ], [ 1, %758 ]
  %783 = phi <16 x float> [ %811, %781 ], [ %756, %758 ]
  %784 = phi i64 [ %813, %781 ], [ 0, %758 ]
  %785 = getelementptr inbounds nuw i64, ptr %556, i64 %782
  %786 = load i64, ptr %785, align 8
  %787 = getelementptr float, ptr %757, i64 %786
  %788 = load <16 x float>, ptr %787, align 4
  %789 = bitcast <16 x float> %783 to <8 x i64>
  %790 = bitcast <16 x float> %788 to <8 x i64>
  %791 = and <8 x i64> %790, %789
  %792 = fcmp oeq <16 x float> %783, %788
  %793 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %788, <16 x float> %783, i32 4)
  %794 = bitcast <8 x i64> %791 to <16 x float>
  %795 = select <16 x i1> %792, <16 x float> %794, <16 x float> %793
  %796 = fcmp uno <16 x float> %788, zeroinitializer
  %797 = select <16 x i1> %796, <16 x float> %788, <16 x float> %795
  %798 = getelementptr inbounds nuw i64, ptr %556, i64 %782
  %799 = getelementptr inbounds nuw i8, ptr %798, i64 8
  %800 = load i64, ptr %799, align 8
  %801 = getelementptr float, ptr %757, i64 %800
  %802 = load <16 x float>, ptr %801, align 4
  %803 = bitcast <16 x float> %797 to <8 x i64>
  %804 = bitcast <16 x float> %802 to <8 x i64>
  %805 = and <8 x i64> %804, %803
  %806 = fcmp oeq <16 x float> %797, %802
  %807 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %802, <16 x float> %797, i32 4)
  %808 = bitcast <8 x i64> %805 to <16 x float>
  %809 = select <16 x i1> %806, <16 x float> %808, <16 x float> %807
  %810 = fcmp uno <16 x float> %802, zeroinitializer
  %811 = select <16 x i1> %810, <16 x float> %802, <16 x float> %809
  %812 = add nuw nsw i64 %782, 2
  %813 = add i64 %784, 2
  %814 = icmp eq i64 %813, %615
  br i1 %814, label %759, label %781

815:                                              ; preds = %746, %837
  %816 = phi i64 [ 0, %746 ], [ %840, %837 ]
  %817 = getelementptr inbounds nuw float, ptr %748, i64 %816
  %818 = load <16 x float>, ptr %817, align 4
  %819 = getelementptr float, ptr %20, i64 %816
  br i1 %606, label %820, label %837

820:                                              ; preds = %815
  br i1 %609, label %822, label %842

821:                                              ; preds = %842
  br i1 %611, label %837, label %822

822:                                              ; preds = %821, %820
  %823 = phi i64 [ 1, %820 ], [ %869, %821 ]
  %824 = phi <16 x float> [ %818, %820 ], [ %868, %821 ]
  call void @llvm.assume(i1 %612)
  br label %825

825:                                              ; preds = %825, %822
  %826 = phi i64 [ %834, %825 ], [ %823, %822 ]
  %827 = phi <16 x float> [ %833, %825 ], [ %824, %822 ]
  %828 = phi i64 [ %835, %825 ], [ 0, %822 ]
  %829 = getelementptr inbounds nuw i64, ptr %556, i64 %826
  %830 = load i64, ptr %829, align 8
  %831 = getelementptr float, ptr %819, i64 %830
  %832 = load <16 x float>, ptr %831, align 4
  %833 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %832, <16 x float> %827, i32 4)
  %834 = add nuw nsw i64 %826, 1
  %835 = add i64 %828, 1
  %836 = icmp eq i64 %835, %608
  br i1 %836, label %837, label %825

837:                                              ; preds = %821, %825, %815
  %838 = phi <16 x float> [ %818, %815 ], [ %868, %821 ], [ %833, %825 ]
  %839 = getelementptr inbounds nuw float, ptr %679, i64 %816
  store <16 x float> %838, ptr %839, align 64
  %840 = add nuw nsw i64 %816, 16
  %841 = icmp slt i64 %840, %531
  br i1 %841, label %815, label %872

842:                                              ; preds = %820, %842
  %843 = phi i64 [ %869, %842 ], [ 1, %820 ]
  %844 = phi <16 x float> [ %868, %842 ], [ %818, %820 ]
  %845 = phi i64 [ %870, %842 ], [ 0, %820 ]
  %846 = getelementptr inbounds nuw i64, ptr %556, i64 %843
  %847 = load i64, ptr %846, align 8
  %848 = getelementptr float, ptr %819, i64 %847
  %849 = load <16 x float>, ptr %848, align 4
  %850 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %849, <16 x float> %844, i32 4)
  %851 = getelementptr inbounds nuw i64, ptr %556, i64 %843
  %852 = getelementptr inbounds nuw i8, ptr %851, i64 8
  %853 = load i64, ptr %852, align 8
  %854 = getelementptr float, ptr %819, i64 %853
  %855 = load <16 x float>, ptr %854, align 4
  %856 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %855, <16 x float> %850, i32 4)
  %857 = getelementptr inbounds nuw i64, ptr %556, i64 %843
  %858 = getelementptr inbounds nuw i8, ptr %857, i64 16
  %859 = load i64, ptr %858, align 8
  %860 = getelementptr float, ptr %819, i64 %859
  %861 = load <16 x float>, ptr %860, align 4
  %862 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %861, <16 x float> %856, i32 4)
  %863 = getelementptr inbounds nuw i64, ptr %556, i64 %843
  %864 = getelementptr inbounds nuw i8, ptr %863, i64 24
  %865 = load i64, ptr %864, align 8
  %866 = getelementptr float, ptr %819, i64 %865
  %867 = load <16 x float>, ptr %866, align 4
  %868 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %867, <16 x float> %862, i32 4)
  %869 = add nuw nsw i64 %843, 4
  %870 = add i64 %845, 4
  %871 = icmp eq i64 %870, %610
  br i1 %871, label %821, label %842

872:                                              ; preds = %837, %776, %745, %749
  %873 = phi i32 [ %743, %776 ], [ 1, %749 ], [ 0, %745 ], [ 0, %837 ]
  store i64 %677, ptr %680, align 8
  br label %874

874:                                              ; preds = %683, %872
  %875 = phi i32 [ %685, %683 ], [ %873, %872 ]
  %876 = or i32 %875, %669
  %877 = add nsw i32 %668, 1
  %878 = sext i32 %668 to i64
  %879 = getelementptr inbounds ptr, ptr %557, i64 %878
  store ptr %679, ptr %879, align 8
  br label %880

880:                                              ; preds = %874, %666
  %881 = phi i32 [ %876, %874 ], [ %669, %666 ]
  %882 = phi i32 [ %877, %874 ], [ %668, %666 ]
  %883 = add nuw nsw i64 %667, 1
  %884 = icmp eq i64 %883, %9
  br i1 %884, label %648, label %666

885:                                              ; preds = %991, %650
  %886 = add nsw i64 %629, 1
  %887 = icmp eq i64 %886, %7
  br i1 %887, label %1004, label %1011

888:                                              ; preds = %653, %991
  %889 = phi i64 [ 0, %653 ], [ %1002, %991 ]
  br i1 %651, label %892, label %890

890:                                              ; preds = %888
  br i1 %654, label %891, label %991

891:                                              ; preds = %890
  br i1 %657, label %975, label %894

892:                                              ; preds = %888
  br i1 %654, label %893, label %991

893:                                              ; preds = %892
  br i1 %662, label %959, label %928

894:                                              ; preds = %891, %894
  %895 = phi i64 [ %925, %894 ], [ 0, %891 ]
  %896 = phi <16 x float> [ %924, %894 ], [ splat (float 0xFFF0000000000000), %891 ]
  %897 = phi i64 [ %926, %894 ], [ 0, %891 ]
  %898 = getelementptr inbounds nuw ptr, ptr %557, i64 %895
  %899 = load ptr, ptr %898, align 16
  %900 = getelementptr inbounds nuw float, ptr %899, i64 %889
  %901 = load <16 x float>, ptr %900, align 1
  %902 = bitcast <16 x float> %896 to <8 x i64>
  %903 = bitcast <16 x float> %901 to <8 x i64>
  %904 = and <8 x i64> %903, %902
  %905 = fcmp oeq <16 x float> %896, %901
  %906 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %901, <16 x float> %896, i32 4)
  %907 = bitcast <8 x i64> %904 to <16 x float>
  %908 = select <16 x i1> %905, <16 x float> %907, <16 x float> %906
  %909 = fcmp uno <16 x float> %901, zeroinitializer
  %910 = select <16 x i1> %909, <16 x float> %901, <16 x float> %908
  %911 = getelementptr inbounds nuw ptr, ptr %557, i64 %895
  %912 = getelementptr inbounds nuw i8, ptr %911, i64 8
  %913 = load ptr, ptr %912, align 8
  %914 = getelementptr inbounds nuw float, ptr %913, i64 %889
  %915 = load <16 x float>, ptr %914, align 1
  %916 = bitcast <16 x float> %910 to <8 x i64>
  %917 = bitcast <16 x float> %915 to <8 x i64>
  %918 = and <8 x i64> %917, %916
  %919 = fcmp oeq <16 x float> %910, %915
  %920 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %915, <16 x float> %910, i32 4)
  %921 = bitcast <8 x i64> %918 to <16 x float>
  %922 = select <16 x i1> %919, <16 x float> %921, <16 x float> %920
  %923 = fcmp uno <16 x float> %915, zeroinitializer
  %924 = select <16 x i1> %923, <16 x float> %915, <16 x float> %922
  %925 = add nuw nsw i64 %895, 2
  %926 = add i64 %897, 2
  %927 = icmp eq i64 %926, %658
  br i1 %927, label %974, label %894

928:                                              ; preds = %893, %928
  %929 = phi i64 [ %955, %928 ], [ 0, %893 ]
  %930 = phi <16 x float> [ %954, %928 ], [ splat (float 0xFFF0000000000000), %893 ]
  %931 = phi i64 [ %956, %928 ], [ 0, %893 ]
  %932 = getelementptr inbounds nuw ptr, ptr %557, i64 %929
  %933 = load ptr, ptr %932, align 16
  %934 = getelementptr inbounds nuw float, ptr %933, i64 %889
  %935 = load <16 x float>, ptr %934, align 1
  %936 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %935, <16 x float> %930, i32 4)
  %937 = getelementptr inbounds nuw ptr, ptr %557, i64 %929
  %938 = getelementptr inbounds nuw i8, ptr %937, i64 8
  %939 = load ptr, ptr %938, align 8
  %940 = getelementptr inbounds nuw float, ptr %939, i64 %889
  %941 = load <16 x float>, ptr %940, align 1
  %942 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %941, <16 x float> %936, i32 4)
  %943 = getelementptr inbounds nuw ptr, ptr %557, i64 %929
  %944 = getelementptr inbounds nuw i8, ptr %943, i64 16
  %945 = load ptr, ptr %944, align 16
  %946 = getelementptr inbounds nuw float, ptr %945, i64 %889
  %947 = load <16 x float>, ptr %946, align 1
  %948 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %947, <16 x float> %942, i32 4)
  %949 = getelementptr inbounds nuw ptr, ptr %557, i64 %929
  %950 = getelementptr inbounds nuw i8, ptr %949, i64 24
  %951 = load ptr, ptr %950, align 8
  %952 = getelementptr inbounds nuw float, ptr %951, i64 %889
  %953 = load <16 x float>, ptr %952, align 1
  %954 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %953, <16 x float> %948, i32 4)
  %955 = add nuw nsw i64 %929, 4
  %956 = add i64 %931, 4
  %957 = icmp eq i64 %956, %663
  br i1 %957, label %958, label %928

958:                                              ; preds = %928
  br i1 %664, label %991, label %959

959:                                              ; preds = %958, %893
  %960 = phi i64 [ 0, %893 ], [ %955, %958 ]
  %961 = phi <16 x float> [ splat (float 0xFFF0000000000000), %893 ], [ %954, %958 ]
  call void @llvm.assume(i1 %665)
  br label %962

962:                                              ; preds = %962, %959
  %963 = phi i64 [ %971, %962 ], [ %960, %959 ]
  %964 = phi <16 x float> [ %970, %962 ], [ %961, %959 ]
  %965 = phi i64 [ %972, %962 ], [ 0, %959 ]
  %966 = getelementptr inbounds nuw ptr, ptr %557, i64 %963
  %967 = load ptr, ptr %966, align 8
  %968 = getelementptr inbounds nuw float, ptr %967, i64 %889
  %969 = load <16 x float>, ptr %968, align 1
  %970 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %969, <16 x float> %964, i32 4)
  %971 = add nuw nsw i64 %963, 1
  %972 = add i64 %965, 1
  %973 = icmp eq i64 %972, %661
  br i1 %973, label %991, label %962

974:                                              ; preds = %894
  br i1 %659, label %991, label %975

975:                                              ; preds = %974, %891
  %976 = phi i64 [ 0, %891 ], [ %925, %974 ]
  %977 = phi <16 x float> [ splat (float 0xFFF0000000000000), %891 ], [ %924, %974 ]
  call void @llvm.assume(i1 %660)
  %978 = getelementptr inbounds nuw ptr, ptr %557, i64 %976
  %979 = load ptr, ptr %978, align 8
  %980 = getelementptr inbounds nuw float, ptr %979, i64 %889
  %981 = load <16 x float>, ptr %980, align 1
  %982 = bitcast <16 x float> %977 to <8 x i64>
  %983 = bitcast <16 x float> %981 to <8 x i64>
  %984 = and <8 x i64> %983, %982
  %985 = fcmp oeq <16 x float> %977, %981
  %986 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %981, <16 x float> %977, i32 4)
  %987 = bitcast <8 x i64> %984 to <16 x float>
  %988 = select <16 x i1> %985, <16 x float> %987, <16 x float> %986
  %989 = fcmp uno <16 x float> %981, zeroinitializer
  %990 = select <16 x i1> %989, <16 x float> %981, <16 x float> %988
  br label %991

991:                                              ; preds = %975, %974, %958, %962, %890, %892
  %992 = phi <16 x float> [ %970, %962 ], [ splat (float 0xFFF0000000000000), %892 ], [ splat (float 0xFFF0000000000000), %890 ], [ %954, %958 ], [ %924, %974 ], [ %990, %975 ]
  %993 = getelementptr inbounds nuw float, ptr %643, i64 %889
  %994 = sub nsw i64 %8, %889
  %995 = icmp sgt i64 %994, 15
  %996 = trunc i64 %994 to i32
  %997 = shl nsw i32 -1, %996
  %998 = trunc i32 %997 to i16
  %999 = xor i16 %998, -1
  %1000 = select i1 %995, i16 -1, i16 %999
  %1001 = bitcast i16 %1000 to <16 x i1>
  call void @llvm.masked.store.v16f32.p0(<16 x float> %992, ptr align 1 %993, <16 x i1> %1001)
  %1002 = add nuw nsw i64 %889, 16
  %1003 = icmp slt i64 %1002, %8
  br i1 %1003, label %888, label %885

1004:                                             ; preds = %885
  %1005 = add nsw i64 %633, 1
  %1006 = add nsw i64 %632, 1
  %1007 = icmp eq i64 %1006, %4
  %1008 = select i1 %1007, i64 0, i64 %1006
  %1009 = zext i1 %1007 to i64
  %1010 = add nsw i64 %631, %1009
  br label %1011

1011:                                             ; preds = %1004, %885
  %1012 = phi i64 [ %633, %885 ], [ %1005, %1004 ]
  %1013 = phi i64 [ %632, %885 ], [ %1008, %1004 ]
  %1014 = phi i64 [ %631, %885 ], [ %1010, %1004 ]
  %1015 = phi i64 [ %886, %885 ], [ 0, %1004 ]
  %1016 = add nsw i64 %630, 1
  %1017 = icmp eq i64 %1016, %3
  br i1 %1017, label %1707, label %628

1018:                                             ; preds = %19, %1018
  %1019 = phi i64 [ %1021, %1018 ], [ 1, %19 ]
  %1020 = icmp sgt i64 %1019, %26
  %1021 = shl i64 %1019, 1
  br i1 %1020, label %1022, label %1018

1022:                                             ; preds = %1018
  %1023 = add nsw i64 %8, 15
  %1024 = sdiv i64 %1023, 16
  %1025 = shl nsw i64 %1024, 4
  %1026 = add i64 %10, -1
  %1027 = mul nsw i64 %14, %1026
  %1028 = sdiv i64 %1027, %12
  %1029 = or disjoint i64 %1025, 15
  %1030 = add i64 %1029, %1028
  %1031 = sdiv i64 %1030, 16
  %1032 = shl nsw i64 %1031, 4
  %1033 = add i64 %1028, %8
  %1034 = mul nsw i64 %1019, %1025
  %1035 = icmp sgt i64 %1034, 4096
  br i1 %1035, label %1709, label %1036

1036:                                             ; preds = %1022
  %1037 = mul nsw i64 %1032, %12
  %1038 = icmp slt i64 %1037, 4097
  %1039 = icmp slt i64 %9, 4097
  %1040 = and i1 %1039, %1038
  %1041 = icmp slt i64 %10, 4097
  %1042 = and i1 %1041, %1040
  %1043 = icmp slt i64 %2, %3
  %1044 = and i1 %1043, %1042
  br i1 %1044, label %1045, label %1709

1045:                                             ; preds = %1036
  %1046 = icmp sgt i64 %1037, 0
  br i1 %1046, label %1047, label %1067

1047:                                             ; preds = %1045
  %1048 = add nsw i64 %1037, -1
  %1049 = lshr i64 %1048, 4
  %1050 = add nuw nsw i64 %1049, 1
  %1051 = and i64 %1050, 7
  %1052 = icmp ult i64 %1037, 113
  br i1 %1052, label %1057, label %1053

1053:                                             ; preds = %1047
  %1054 = and i64 %1050, 2305843009213693944
  br label %1076

1055:                                             ; preds = %1076
  %1056 = icmp eq i64 %1051, 0
  br i1 %1056, label %1067, label %1057

1057:                                             ; preds = %1055, %1047
  %1058 = phi i64 [ 0, %1047 ], [ %1094, %1055 ]
  %1059 = icmp ne i64 %1051, 0
  tail call void @llvm.assume(i1 %1059)
  br label %1060

1060:                                             ; preds = %1060, %1057
  %1061 = phi i64 [ %1064, %1060 ], [ %1058, %1057 ]
  %1062 = phi i64 [ %1065, %1060 ], [ 0, %1057 ]
  %1063 = getelementptr inbounds nuw float, ptr %20, i64 %1061
  store <16 x float> splat (float 0xFFF0000000000000), ptr %1063, align 64
  %1064 = add nuw nsw i64 %1061, 16
  %1065 = add i64 %1062, 1
  %1066 = icmp eq i64 %1065, %1051
  br i1 %1066, label %1067, label %1060

1067:                                             ; preds = %1055, %1060, %1045
  %1068 = tail call ptr @llvm.stacksave.p0()
  %1069 = alloca i64, i64 %1019, align 16
  %1070 = alloca i64, i64 %10, align 16
  %1071 = alloca ptr, i64 %9, align 16
  %1072 = alloca i32, i64 %1019, align 16
  %1073 = icmp sgt i64 %1019, 0
  br i1 %1073, label %1074, label %1097

1074:                                             ; preds = %1067
  %1075 = shl nuw i64 %1019, 3
  call void @llvm.memset.p0.i64(ptr nonnull align 16 %1069, i8 -1, i64 %1075, i1 false)
  br label %1097

1076:                                             ; preds = %1076, %1053
  %1077 = phi i64 [ 0, %1053 ], [ %1094, %1076 ]
  %1078 = phi i64 [ 0, %1053 ], [ %1095, %1076 ]
  %1079 = getelementptr inbounds nuw float, ptr %20, i64 %1077
  store <16 x float> splat (float 0xFFF0000000000000), ptr %1079, align 64
  %1080 = getelementptr inbounds nuw float, ptr %20, i64 %1077
  %1081 = getelementptr inbounds nuw i8, ptr %1080, i64 64
  store <16 x float> splat (float 0xFFF0000000000000), ptr %1081, align 64
  %1082 = getelementptr inbounds nuw float, ptr %20, i64 %1077
  %1083 = getelementptr inbounds nuw i8, ptr %1082, i64 128
  store <16 x float> splat (float 0xFFF0000000000000), ptr %1083, align 64
  %1084 = getelementptr inbounds nuw float, ptr %20, i64 %1077
  %1085 = getelementptr inbounds nuw i8, ptr %1084, i64 192
  store <16 x float> splat (float 0xFFF0000000000000), ptr %1085, align 64
  %1086 = getelementptr inbounds nuw float, ptr %20, i64 %1077
  %1087 = getelementptr inbounds nuw i8, ptr %1086, i64 256
  store <16 x float> splat (float 0xFFF0000000000000), ptr %1087, align 64
  %1088 = getelementptr inbounds nuw float, ptr %20, i64 %1077
  %1089 = getelementptr inbounds nuw i8, ptr %1088, i64 320
  store <16 x float> splat (float 0xFFF0000000000000), ptr %1089, align 64
  %1090 = getelementptr inbounds nuw float, ptr %20, i64 %1077
  %1091 = getelementptr inbounds nuw i8, ptr %1090, i64 384
  store <16 x float> splat (float 0xFFF0000000000000), ptr %1091, align 64
  %1092 = getelementptr inbounds nuw float, ptr %20, i64 %1077
  %1093 = getelementptr inbounds nuw i8, ptr %1092, i64 448
  store <16 x float> splat (float 0xFFF0000000000000), ptr %1093, align 64
  %1094 = add nuw nsw i64 %1077, 128
  %1095 = add i64 %1078, 8
  %1096 = icmp eq i64 %1095, %1054
  br i1 %1096, label %1055, label %1076

1097:                                             ; preds = %1074, %1067
  %1098 = icmp sgt i64 %10, 0
  br i1 %1098, label %1137, label %1099

1099:                                             ; preds = %1137, %1097
  %1100 = sdiv i64 %2, %7
  %1101 = sdiv i64 %1100, %4
  %1102 = srem i64 %1100, %4
  %1103 = srem i64 %2, %7
  %1104 = mul i64 %6, %5
  %1105 = icmp sgt i64 %9, 0
  %1106 = add nsw i64 %1019, -1
  %1107 = icmp sgt i64 %1033, 0
  %1108 = getelementptr inbounds float, ptr %20, i64 %1032
  %1109 = icmp sgt i64 %12, 0
  %1110 = icmp sgt i64 %8, 0
  %1111 = icmp sgt i64 %10, 1
  %1112 = add i64 %10, -2
  %1113 = icmp ugt i64 %1033, 7
  %1114 = icmp eq i64 %12, 1
  %1115 = and i1 %1113, %1114
  %1116 = icmp ult i64 %1033, 64
  %1117 = and i64 %1033, 56
  %1118 = and i64 %1033, 9223372036854775744
  %1119 = insertelement <16 x i64> poison, i64 %6, i64 0
  %1120 = shufflevector <16 x i64> %1119, <16 x i64> poison, <16 x i32> zeroinitializer
  %1121 = icmp eq i64 %1033, %1118
  %1122 = icmp eq i64 %1117, 0
  %1123 = and i64 %1033, 9223372036854775800
  %1124 = insertelement <8 x i64> poison, i64 %6, i64 0
  %1125 = shufflevector <8 x i64> %1124, <8 x i64> poison, <8 x i32> zeroinitializer
  %1126 = icmp eq i64 %1033, %1123
  %1127 = and i64 %1026, 1
  %1128 = icmp eq i64 %1112, 0
  %1129 = and i64 %1026, -2
  %1130 = icmp eq i64 %1127, 0
  %1131 = icmp ne i64 %1127, 0
  %1132 = and i64 %1026, 3
  %1133 = icmp ult i64 %1112, 3
  %1134 = and i64 %1026, -4
  %1135 = icmp eq i64 %1132, 0
  %1136 = icmp ne i64 %1132, 0
  br label %1147

1137:                                             ; preds = %1097, %1137
  %1138 = phi i64 [ %1145, %1137 ], [ 0, %1097 ]
  %1139 = mul nsw i64 %1138, %14
  %1140 = srem i64 %1139, %12
  %1141 = mul nsw i64 %1140, %1032
  %1142 = sdiv i64 %1139, %12
  %1143 = add nsw i64 %1141, %1142
  %1144 = getelementptr inbounds nuw i64, ptr %1070, i64 %1138
  store i64 %1143, ptr %1144, align 8
  %1145 = add nuw nsw i64 %1138, 1
  %1146 = icmp eq i64 %1145, %10
  br i1 %1146, label %1099, label %1137

1147:                                             ; preds = %1099, %1700
  %1148 = phi i64 [ %1103, %1099 ], [ %1704, %1700 ]
  %1149 = phi i64 [ %2, %1099 ], [ %1705, %1700 ]
  %1150 = phi i64 [ %1101, %1099 ], [ %1703, %1700 ]
  %1151 = phi i64 [ %1102, %1099 ], [ %1702, %1700 ]
  %1152 = phi i64 [ %1100, %1099 ], [ %1701, %1700 ]
  %1153 = mul nsw i64 %1150, %17
  %1154 = getelementptr inbounds float, ptr %22, i64 %1153
  %1155 = mul i64 %1104, %1151
  %1156 = getelementptr inbounds float, ptr %1154, i64 %1155
  %1157 = mul nsw i64 %1150, %18
  %1158 = getelementptr inbounds float, ptr %23, i64 %1157
  %1159 = mul nsw i64 %1151, %7
  %1160 = add nsw i64 %1148, %1159
  %1161 = mul nsw i64 %1160, %8
  %1162 = getelementptr inbounds float, ptr %1158, i64 %1161
  br i1 %1105, label %1163, label %1169

1163:                                             ; preds = %1147
  %1164 = mul nsw i64 %1148, %11
  %1165 = sub i64 %1164, %15
  %1166 = mul nsw i64 %1152, %5
  br label %1185

1167:                                             ; preds = %1569
  %1168 = icmp eq i32 %1570, 0
  br label %1169

1169:                                             ; preds = %1167, %1147
  %1170 = phi i1 [ true, %1147 ], [ %1168, %1167 ]
  %1171 = phi i32 [ 0, %1147 ], [ %1571, %1167 ]
  br i1 %1110, label %1172, label %1574

1172:                                             ; preds = %1169
  %1173 = icmp sgt i32 %1171, 0
  %1174 = zext i32 %1171 to i64
  %1175 = and i64 %1174, 1
  %1176 = icmp eq i32 %1171, 1
  %1177 = and i64 %1174, 2147483646
  %1178 = icmp eq i64 %1175, 0
  %1179 = icmp ne i64 %1175, 0
  %1180 = and i64 %1174, 3
  %1181 = icmp ult i32 %1171, 4
  %1182 = and i64 %1174, 2147483644
  %1183 = icmp eq i64 %1180, 0
  %1184 = icmp ne i64 %1180, 0
  br label %1577

1185:                                             ; preds = %1163, %1569
  %1186 = phi i64 [ 0, %1163 ], [ %1572, %1569 ]
  %1187 = phi i32 [ 0, %1163 ], [ %1571, %1569 ]
  %1188 = phi i32 [ 0, %1163 ], [ %1570, %1569 ]
  %1189 = mul nsw i64 %1186, %13
  %1190 = add i64 %1165, %1189
  %1191 = icmp sgt i64 %1190, -1
  %1192 = icmp slt i64 %1190, %5
  %1193 = and i1 %1191, %1192
  br i1 %1193, label %1194, label %1569

1194:                                             ; preds = %1185
  %1195 = and i64 %1190, %1106
  %1196 = add nsw i64 %1190, %1166
  %1197 = mul nsw i64 %1195, %1025
  %1198 = getelementptr inbounds float, ptr %21, i64 %1197
  %1199 = getelementptr inbounds nuw i64, ptr %1069, i64 %1195
  %1200 = load i64, ptr %1199, align 8
  %1201 = icmp eq i64 %1200, %1196
  br i1 %1201, label %1202, label %1205

1202:                                             ; preds = %1194
  %1203 = getelementptr inbounds nuw i32, ptr %1072, i64 %1195
  %1204 = load i32, ptr %1203, align 4
  br label %1563

1205:                                             ; preds = %1194
  %1206 = mul nsw i64 %1190, %6
  %1207 = getelementptr inbounds float, ptr %1156, i64 %1206
  switch i64 %12, label %1210 [
    i64 1, label %1209
    i64 2, label %1208
  ]

1208:                                             ; preds = %1205
  br i1 %1107, label %1249, label %1426

1209:                                             ; preds = %1205
  br i1 %1107, label %1213, label %1426

1210:                                             ; preds = %1205
  br i1 %1109, label %1299, label %1211

1211:                                             ; preds = %1210
  %1212 = getelementptr inbounds nuw i32, ptr %1072, i64 %1195
  store i32 0, ptr %1212, align 4
  br label %1438

1213:                                             ; preds = %1209, %1241
  %1214 = phi i16 [ %1245, %1241 ], [ 0, %1209 ]
  %1215 = phi i64 [ %1247, %1241 ], [ 0, %1209 ]
  %1216 = sub nsw i64 %1215, %16
  %1217 = icmp slt i64 %1216, 0
  %1218 = add nuw nsw i64 %1216, 16
  %1219 = icmp sgt i64 %1218, %6
  %1220 = select i1 %1217, i1 true, i1 %1219
  br i1 %1220, label %1224, label %1221

1221:                                             ; preds = %1213
  %1222 = getelementptr inbounds nuw float, ptr %1207, i64 %1216
  %1223 = load <16 x float>, ptr %1222, align 1
  br label %1241

1224:                                             ; preds = %1213
  %1225 = sub nsw i64 0, %1216
  %1226 = select i1 %1217, i64 %1225, i64 0
  %1227 = sub nsw i64 %6, %1216
  %1228 = call i64 @llvm.smin.i64(i64 %1227, i64 16)
  %1229 = icmp sgt i64 %1228, %1226
  br i1 %1229, label %1230, label %1241

1230:                                             ; preds = %1224
  %1231 = trunc i64 %1228 to i32
  %1232 = shl nsw i32 -1, %1231
  %1233 = xor i32 %1232, -1
  %1234 = trunc i64 %1226 to i32
  %1235 = shl nsw i32 -1, %1234
  %1236 = and i32 %1235, %1233
  %1237 = trunc i32 %1236 to i16
  %1238 = getelementptr inbounds float, ptr %1207, i64 %1216
  %1239 = bitcast i16 %1237 to <16 x i1>
  %1240 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1238, <16 x i1> %1239, <16 x float> splat (float 0xFFF0000000000000))
  br label %1241

1241:                                             ; preds = %1224, %1230, %1221
  %1242 = phi <16 x float> [ %1223, %1221 ], [ %1240, %1230 ], [ splat (float 0xFFF0000000000000), %1224 ]
  %1243 = fcmp uno <16 x float> %1242, zeroinitializer
  %1244 = bitcast <16 x i1> %1243 to i16
  %1245 = or i16 %1214, %1244
  %1246 = getelementptr inbounds nuw float, ptr %20, i64 %1215
  store <16 x float> %1242, ptr %1246, align 64
  %1247 = add nuw nsw i64 %1215, 16
  %1248 = icmp slt i64 %1247, %1033
  br i1 %1248, label %1213, label %1426

1249:                                             ; preds = %1208, %1287
  %1250 = phi i16 [ %1292, %1287 ], [ 0, %1208 ]
  %1251 = phi i64 [ %1297, %1287 ], [ 0, %1208 ]
  %1252 = shl nuw nsw i64 %1251, 1
  %1253 = sub nsw i64 %1252, %16
  %1254 = icmp slt i64 %1253, 0
  %1255 = add nuw nsw i64 %1253, 32
  %1256 = icmp sgt i64 %1255, %6
  %1257 = select i1 %1254, i1 true, i1 %1256
  br i1 %1257, label %1263, label %1258

1258:                                             ; preds = %1249
  %1259 = getelementptr inbounds nuw float, ptr %1207, i64 %1253
  %1260 = load <16 x float>, ptr %1259, align 1
  %1261 = getelementptr inbounds nuw i8, ptr %1259, i64 64
  %1262 = load <16 x float>, ptr %1261, align 1
  br label %1287

1263:                                             ; preds = %1249
  %1264 = sub nsw i64 0, %1253
  %1265 = select i1 %1254, i64 %1264, i64 0
  %1266 = sub nsw i64 %6, %1253
  %1267 = call i64 @llvm.smin.i64(i64 %1266, i64 32)
  %1268 = icmp sgt i64 %1267, %1265
  br i1 %1268, label %1269, label %1287

1269:                                             ; preds = %1263
  %1270 = getelementptr inbounds float, ptr %1207, i64 %1253
  %1271 = icmp sgt i64 %1266, 31
  %1272 = trunc i64 %1267 to i32
  %1273 = shl nsw i32 -1, %1272
  %1274 = xor i32 %1273, -1
  %1275 = select i1 %1271, i32 -1, i32 %1274
  %1276 = trunc i64 %1265 to i32
  %1277 = shl nsw i32 -1, %1276
  %1278 = and i32 %1275, %1277
  %1279 = trunc i32 %1278 to i16
  %1280 = bitcast i16 %1279 to <16 x i1>
  %1281 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %1270, <16 x i1> %1280, <16 x float> splat (float 0xFFF0000000000000))
  %1282 = lshr i32 %1278, 16
  %1283 = trunc nuw i32 %1282 to i16
  %1284 = getelementptr inbounds nuw i8, ptr %1270, i64 64
  %1285 = bitcast i16 %1283 to <16 x i1>
  %1286 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %1284, <16 x i1> %1285, <16 x float> splat (float 0xFFF0000000000000))
  br label %1287

1287:                                             ; preds = %1263, %1269, %1258
  %1288 = phi <16 x float> [ %1281, %1269 ], [ %1260, %1258 ], [ splat (float 0xFFF0000000000000), %1263 ]
  %1289 = phi <16 x float> [ %1286, %1269 ], [ %1262, %1258 ], [ splat (float 0xFFF0000000000000), %1263 ]
  %1290 = fcmp uno <16 x float> %1288, %1289
  %1291 = bitcast <16 x i1> %1290 to i16
  %1292 = or i16 %1250, %1291
  %1293 = getelementptr inbounds nuw float, ptr %20, i64 %1251
  %1294 = shufflevector <16 x float> %1288, <16 x float> %1289, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  store <16 x float> %1294, ptr %1293, align 64
  %1295 = getelementptr inbounds nuw float, ptr %1108, i64 %1251
  %1296 = shufflevector <16 x float> %1288, <16 x float> %1289, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  store <16 x float> %1296, ptr %1295, align 64
  %1297 = add nuw nsw i64 %1251, 16
  %1298 = icmp slt i64 %1297, %1033
  br i1 %1298, label %1249, label %1426

1299:                                             ; preds = %1210, %1403
  %1300 = phi i64 [ %1405, %1403 ], [ 0, %1210 ]
  %1301 = phi i32 [ %1404, %1403 ], [ 0, %1210 ]
  br i1 %1107, label %1302, label %1403

1302:                                             ; preds = %1299
  %1303 = sub i64 %1300, %16
  %1304 = mul nsw i64 %1300, %1032
  %1305 = getelementptr float, ptr %20, i64 %1304
  br i1 %1115, label %1306, label %1400

1306:                                             ; preds = %1302
  br i1 %1116, label %1371, label %1307

1307:                                             ; preds = %1306
  %1308 = insertelement <16 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %1301, i64 0
  %1309 = insertelement <16 x i64> poison, i64 %1303, i64 0
  %1310 = shufflevector <16 x i64> %1309, <16 x i64> poison, <16 x i32> zeroinitializer
  %1311 = add <16 x i64> splat (i64 16), %1310
  %1312 = add <16 x i64> splat (i64 32), %1310
  %1313 = add <16 x i64> splat (i64 48), %1310
  br label %1314

1314:                                             ; preds = %1314, %1307
  %1315 = phi i64 [ 0, %1307 ], [ %1362, %1314 ]
  %1316 = phi <16 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %1307 ], [ %1363, %1314 ]
  %1317 = phi <16 x i32> [ %1308, %1307 ], [ %1354, %1314 ]
  %1318 = phi <16 x i32> [ zeroinitializer, %1307 ], [ %1355, %1314 ]
  %1319 = phi <16 x i32> [ zeroinitializer, %1307 ], [ %1356, %1314 ]
  %1320 = phi <16 x i32> [ zeroinitializer, %1307 ], [ %1357, %1314 ]
  %1321 = add <16 x i64> %1310, %1316
  %1322 = extractelement <16 x i64> %1321, i64 0
  %1323 = add <16 x i64> %1316, %1311
  %1324 = add <16 x i64> %1316, %1312
  %1325 = add <16 x i64> %1316, %1313
  %1326 = icmp sgt <16 x i64> %1321, splat (i64 -1)
  %1327 = icmp sgt <16 x i64> %1323, splat (i64 -1)
  %1328 = icmp sgt <16 x i64> %1324, splat (i64 -1)
  %1329 = icmp sgt <16 x i64> %1325, splat (i64 -1)
  %1330 = icmp slt <16 x i64> %1321, %1120
  %1331 = icmp slt <16 x i64> %1323, %1120
  %1332 = icmp slt <16 x i64> %1324, %1120
  %1333 = icmp slt <16 x i64> %1325, %1120
  %1334 = and <16 x i1> %1326, %1330
  %1335 = and <16 x i1> %1327, %1331
  %1336 = and <16 x i1> %1328, %1332
  %1337 = and <16 x i1> %1329, %1333
  %1338 = getelementptr float, ptr %1207, i64 %1322
  %1339 = getelementptr i8, ptr %1338, i64 64
  %1340 = getelementptr i8, ptr %1338, i64 128
  %1341 = getelementptr i8, ptr %1338, i64 192
  %1342 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %1338, <16 x i1> %1334, <16 x float> splat (float 0xFFF0000000000000))
  %1343 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %1339, <16 x i1> %1335, <16 x float> splat (float 0xFFF0000000000000))
  %1344 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %1340, <16 x i1> %1336, <16 x float> splat (float 0xFFF0000000000000))
  %1345 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %1341, <16 x i1> %1337, <16 x float> splat (float 0xFFF0000000000000))
  %1346 = fcmp uno <16 x float> %1342, zeroinitializer
  %1347 = fcmp uno <16 x float> %1343, zeroinitializer
  %1348 = fcmp uno <16 x float> %1344, zeroinitializer
  %1349 = fcmp uno <16 x float> %1345, zeroinitializer
  %1350 = zext <16 x i1> %1346 to <16 x i32>
  %1351 = zext <16 x i1> %1347 to <16 x i32>
  %1352 = zext <16 x i1> %1348 to <16 x i32>
  %1353 = zext <16 x i1> %1349 to <16 x i32>
  %1354 = or <16 x i32> %1317, %1350
  %1355 = or <16 x i32> %1318, %1351
  %1356 = or <16 x i32> %1319, %1352
  %1357 = or <16 x i32> %1320, %1353
  %1358 = getelementptr float, ptr %1305, i64 %1315
  %1359 = getelementptr i8, ptr %1358, i64 64
  %1360 = getelementptr i8, ptr %1358, i64 128
  %1361 = getelementptr i8, ptr %1358, i64 192
  store <16 x float> %1342, ptr %1358, align 64
  store <16 x float> %1343, ptr %1359, align 64
  store <16 x float> %1344, ptr %1360, align 64
  store <16 x float> %1345, ptr %1361, align 64
  %1362 = add nuw i64 %1315, 64
  %1363 = add <16 x i64> %1316, splat (i64 64)
  %1364 = icmp eq i64 %1362, %1118
  br i1 %1364, label %1365, label %1314

1365:                                             ; preds = %1314
  %1366 = or <16 x i32> %1355, %1354
  %1367 = or <16 x i32> %1356, %1366
  %1368 = or <16 x i32> %1357, %1367
  %1369 = call i32 @llvm.vector.reduce.or.v16i32(<16 x i32> %1368)
  br i1 %1121, label %1403, label %1370

1370:                                             ; preds = %1365
  br i1 %1122, label %1400, label %1371

1371:                                             ; preds = %1306, %1370
  %1372 = phi i64 [ %1118, %1370 ], [ 0, %1306 ]
  %1373 = phi i32 [ %1369, %1370 ], [ %1301, %1306 ]
  %1374 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %1373, i64 0
  %1375 = insertelement <8 x i64> poison, i64 %1303, i64 0
  %1376 = shufflevector <8 x i64> %1375, <8 x i64> poison, <8 x i32> zeroinitializer
  %1377 = insertelement <8 x i64> poison, i64 %1372, i64 0
  %1378 = shufflevector <8 x i64> %1377, <8 x i64> poison, <8 x i32> zeroinitializer
  %1379 = or disjoint <8 x i64> %1378, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  br label %1380

1380:                                             ; preds = %1380, %1371
  %1381 = phi i64 [ %1372, %1371 ], [ %1395, %1380 ]
  %1382 = phi <8 x i64> [ %1379, %1371 ], [ %1396, %1380 ]
  %1383 = phi <8 x i32> [ %1374, %1371 ], [ %1393, %1380 ]
  %1384 = add <8 x i64> %1376, %1382
  %1385 = extractelement <8 x i64> %1384, i64 0
  %1386 = icmp sgt <8 x i64> %1384, splat (i64 -1)
  %1387 = icmp slt <8 x i64> %1384, %1125
  %1388 = and <8 x i1> %1386, %1387
  %1389 = getelementptr float, ptr %1207, i64 %1385
  %1390 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %1389, <8 x i1> %1388, <8 x float> splat (float 0xFFF0000000000000))
  %1391 = fcmp uno <8 x float> %1390, zeroinitializer
  %1392 = zext <8 x i1> %1391 to <8 x i32>
  %1393 = or <8 x i32> %1383, %1392
  %1394 = getelementptr float, ptr %1305, i64 %1381
  store <8 x float> %1390, ptr %1394, align 32
  %1395 = add nuw i64 %1381, 8
  %1396 = add nuw nsw <8 x i64> %1382, splat (i64 8)
  %1397 = icmp eq i64 %1395, %1123
  br i1 %1397, label %1398, label %1380

1398:                                             ; preds = %1380
  %1399 = call i32 @llvm.vector.reduce.or.v8i32(<8 x i32> %1393)
  br i1 %1126, label %1403, label %1400

1400:                                             ; preds = %1302, %1370, %1398
  %1401 = phi i64 [ 0, %1302 ], [ %1118, %1370 ], [ %1123, %1398 ]
  %1402 = phi i32 [ %1301, %1302 ], [ %1369, %1370 ], [ %1399, %1398 ]
  br label %1407

1403:                                             ; preds = %1418, %1365, %1398, %1299
  %1404 = phi i32 [ %1301, %1299 ], [ %1399, %1398 ], [ %1369, %1365 ], [ %1422, %1418 ]
  %1405 = add nuw nsw i64 %1300, 1
  %1406 = icmp eq i64 %1405, %12
  br i1 %1406, label %1430, label %1299

1407:                                             ; preds = %1400, %1418
  %1408 = phi i64 [ %1424, %1418 ], [ %1401, %1400 ]
  %1409 = phi i32 [ %1422, %1418 ], [ %1402, %1400 ]
  %1410 = mul nuw nsw i64 %1408, %12
  %1411 = add i64 %1303, %1410
  %1412 = icmp sgt i64 %1411, -1
  %1413 = icmp slt i64 %1411, %6
  %1414 = and i1 %1412, %1413
  br i1 %1414, label %1415, label %1418

1415:                                             ; preds = %1407
  %1416 = getelementptr inbounds nuw float, ptr %1207, i64 %1411
  %1417 = load float, ptr %1416, align 4
  br label %1418

1418:                                             ; preds = %1415, %1407
  %1419 = phi float [ %1417, %1415 ], [ 0xFFF0000000000000, %1407 ]
  %1420 = fcmp uno float %1419, 0.000000e+00
  %1421 = zext i1 %1420 to i32
  %1422 = or i32 %1409, %1421
  %1423 = getelementptr float, ptr %1305, i64 %1408
  store float %1419, ptr %1423, align 4
  %1424 = add nuw nsw i64 %1408, 1
  %1425 = icmp eq i64 %1424, %1033
  br i1 %1425, label %1403, label %1407

1426:                                             ; preds = %1287, %1241, %1208, %1209
  %1427 = phi i16 [ %1245, %1241 ], [ 0, %1209 ], [ 0, %1208 ], [ %1292, %1287 ]
  %1428 = icmp ne i16 %1427, 0
  %1429 = zext i1 %1428 to i32
  br label %1430

1430:                                             ; preds = %1403, %1426
  %1431 = phi i32 [ %1429, %1426 ], [ %1404, %1403 ]
  %1432 = getelementptr inbounds nuw i32, ptr %1072, i64 %1195
  store i32 %1431, ptr %1432, align 4
  %1433 = icmp eq i32 %1431, 0
  br i1 %1433, label %1438, label %1434

1434:                                             ; preds = %1430
  br i1 %1110, label %1435, label %1561

1435:                                             ; preds = %1434
  %1436 = load i64, ptr %1070, align 16
  %1437 = getelementptr inbounds float, ptr %20, i64 %1436
  br label %1442

1438:                                             ; preds = %1211, %1430
  br i1 %1110, label %1439, label %1561

1439:                                             ; preds = %1438
  %1440 = load i64, ptr %1070, align 16
  %1441 = getelementptr inbounds float, ptr %20, i64 %1440
  br label %1504

1442:                                             ; preds = %1435, %1465
  %1443 = phi i64 [ 0, %1435 ], [ %1468, %1465 ]
  %1444 = getelementptr inbounds nuw float, ptr %1437, i64 %1443
  %1445 = load <16 x float>, ptr %1444, align 4
  %1446 = getelementptr float, ptr %20, i64 %1443
  br i1 %1111, label %1447, label %1465

1447:                                             ; preds = %1442
  br i1 %1128, label %1449, label %1470

1448:                                             ; preds = %1470
  br i1 %1130, label %1465, label %1449

1449:                                             ; preds = %1448, %1447
  %1450 = phi i64 [ 1, %1447 ], [ %1501, %1448 ]
  %1451 = phi <16 x float> [ %1445, %1447 ], [ %1500, %1448 ]
  call void @llvm.assume(i1 %1131)
  %1452 = getelementptr inbounds nuw i64, ptr %1070, i64 %1450
  %1453 = load i64, ptr %1452, align 8
  %1454 = getelementptr float, ptr %1446, i64 %1453
  %1455 = load <16 x float>, ptr %1454, align 4
  %1456 = bitcast <16 x float> %1451 to <8 x i64>
  %1457 = bitcast <16 x float> %1455 to <8 x i64>
  %1458 = and <8 x i64> %1457, %1456
  %1459 = fcmp oeq <16 x float> %1451, %1455
  %1460 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1455, <16 x float> %1451, i32 4)
  %1461 = bitcast <8 x i64> %1458 to <16 x float>
  %1462 = select <16 x i1> %1459, <16 x float> %1461, <16 x float> %1460
  %1463 = fcmp uno <16 x float> %1455, zeroinitializer
  %1464 = select <16 x i1> %1463, <16 x float> %1455, <16 x float> %1462
  br label %1465

1465:                                             ; preds = %1449, %1448, %1442
  %1466 = phi <16 x float> [ %1445, %1442 ], [ %1500, %1448 ], [ %1464, %1449 ]
  %1467 = getelementptr inbounds nuw float, ptr %1198, i64 %1443
  store <16 x float> %1466, ptr %1467, align 64
  %1468 = add nuw nsw i64 %1443, 16
  %1469 = icmp slt i64 %1468, %1025
  br i1 %1469, label %1442, label %1561

1470:                                             ; preds = %1447, %1470
  %1471 = phi i64 [ %1501, %1470 ], [ 1, %1447 ]
  %1472 = phi <16 x float> [ %1500, %1470 ], [ %1445, %1447 ]
  %1473 = phi i64 [ %1502, %1470 ], [ 0, %1447 ]
  %1474 = getelementptr inbounds nuw i64, ptr %1070, i64 %1471
  %1475 = load i64, ptr %1474, align 8
  %1476 = getelementptr float, ptr %1446, i64 %1475
  %1477 = load <16 x float>, ptr %1476, align 4
  %1478 = bitcast <16 x float> %1472 to <8 x i64>
  %1479 = bitcast <16 x float> %1477 to <8 x i64>
  %1480 = and <8 x i64> %1479, %1478
  %1481 = fcmp oeq <16 x float> %1472, %1477
  %1482 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1477, <16 x float> %1472, i32 4)
  %1483 = bitcast <8 x i64> %1480 to <16 x float>
  %1484 = select <16 x i1> %1481, <16 x float> %1483, <16 x float> %1482
  %1485 = fcmp uno <16 x float> %1477, zeroinitializer
  %1486 = select <16 x i1> %1485, <16 x float> %1477, <16 x float> %1484
  %1487 = getelementptr inbounds nuw i64, ptr %1070, i64 %1471
  %1488 = getelementptr inbounds nuw i8, ptr %1487, i64 8
  %1489 = load i64, ptr %1488, align 8
  %1490 = getelementptr float, ptr %1446, i64 %1489
  %1491 = load <16 x float>, ptr %1490, align 4
  %1492 = bitcast <16 x float> %1486 to <8 x i64>
  %1493 = bitcast <16 x float> %1491 to <8 x i64>
  %1494 = and <8 x i64> %1493, %1492
  %1495 = fcmp oeq <16 x float> %1486, %1491
  %1496 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1491, <16 x float> %1486, i32 4)
  %1497 = bitcast <8 x i64> %1494 to <16 x float>
  %1498 = select <16 x i1> %1495, <16 x float> %1497, <16 x float> %1496
  %1499 = fcmp uno <16 x float> %1491, zeroinitializer
  %1500 = select <16 x i1> %1499, <16 x float> %1491, <16 x float> %1498
  %1501 = add nuw nsw i64 %1471, 2
  %1502 = add i64 %1473, 2
  %1503 = icmp eq i64 %1502, %1129
  br i1 %1503, label %1448, label %1470

1504:                                             ; preds = %1439, %1526
  %1505 = phi i64 [ 0, %1439 ], [ %1529, %1526 ]
  %1506 = getelementptr inbounds nuw float, ptr %1441, i64 %1505
  %1507 = load <16 x float>, ptr %1506, align 4
  %1508 = getelementptr float, ptr %20, i64 %1505
  br i1 %1111, label %1509, label %1526

1509:                                             ; preds = %1504
  br i1 %1133, label %1511, label %1531

1510:                                             ; preds = %1531
  br i1 %1135, label %1526, label %1511

1511:                                             ; preds = %1510, %1509
  %1512 = phi i64 [ 1, %1509 ], [ %1558, %1510 ]
  %1513 = phi <16 x float> [ %1507, %1509 ], [ %1557, %1510 ]
  call void @llvm.assume(i1 %1136)
  br label %1514

1514:                                             ; preds = %1514, %1511
  %1515 = phi i64 [ %1523, %1514 ], [ %1512, %1511 ]
  %1516 = phi <16 x float> [ %1522, %1514 ], [ %1513, %1511 ]
  %1517 = phi i64 [ %1524, %1514 ], [ 0, %1511 ]
  %1518 = getelementptr inbounds nuw i64, ptr %1070, i64 %1515
  %1519 = load i64, ptr %1518, align 8
  %1520 = getelementptr float, ptr %1508, i64 %1519
  %1521 = load <16 x float>, ptr %1520, align 4
  %1522 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1521, <16 x float> %1516, i32 4)
  %1523 = add nuw nsw i64 %1515, 1
  %1524 = add i64 %1517, 1
  %1525 = icmp eq i64 %1524, %1132
  br i1 %1525, label %1526, label %1514

1526:                                             ; preds = %1510, %1514, %1504
  %1527 = phi <16 x float> [ %1507, %1504 ], [ %1557, %1510 ], [ %1522, %1514 ]
  %1528 = getelementptr inbounds nuw float, ptr %1198, i64 %1505
  store <16 x float> %1527, ptr %1528, align 64
  %1529 = add nuw nsw i64 %1505, 16
  %1530 = icmp slt i64 %1529, %1025
  br i1 %1530, label %1504, label %1561

1531:                                             ; preds = %1509, %1531
  %1532 = phi i64 [ %1558, %1531 ], [ 1, %1509 ]
  %1533 = phi <16 x float> [ %1557, %1531 ], [ %1507, %1509 ]
  %1534 = phi i64 [ %1559, %1531 ], [ 0, %1509 ]
  %1535 = getelementptr inbounds nuw i64, ptr %1070, i64 %1532
  %1536 = load i64, ptr %1535, align 8
  %1537 = getelementptr float, ptr %1508, i64 %1536
  %1538 = load <16 x float>, ptr %1537, align 4
  %1539 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1538, <16 x float> %1533, i32 4)
  %1540 = getelementptr inbounds nuw i64, ptr %1070, i64 %1532
  %1541 = getelementptr inbounds nuw i8, ptr %1540, i64 8
  %1542 = load i64, ptr %1541, align 8
  %1543 = getelementptr float, ptr %1508, i64 %1542
  %1544 = load <16 x float>, ptr %1543, align 4
  %1545 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1544, <16 x float> %1539, i32 4)
  %1546 = getelementptr inbounds nuw i64, ptr %1070, i64 %1532
  %1547 = getelementptr inbounds nuw i8, ptr %1546, i64 16
  %1548 = load i64, ptr %1547, align 8
  %1549 = getelementptr float, ptr %1508, i64 %1548
  %1550 = load <16 x float>, ptr %1549, align 4
  %1551 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1550, <16 x float> %1545, i32 4)
  %1552 = getelementptr inbounds nuw i64, ptr %1070, i64 %1532
  %1553 = getelementptr inbounds nuw i8, ptr %1552, i64 24
  %1554 = load i64, ptr %1553, align 8
  %1555 = getelementptr float, ptr %1508, i64 %1554
  %1556 = load <16 x float>, ptr %1555, align 4
  %1557 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1556, <16 x float> %1551, i32 4)
  %1558 = add nuw nsw i64 %1532, 4
  %1559 = add i64 %1534, 4
  %1560 = icmp eq i64 %1559, %1134
  br i1 %1560, label %1510, label %1531

1561:                                             ; preds = %1465, %1526, %1434, %1438
  %1562 = phi i32 [ 0, %1526 ], [ 0, %1438 ], [ %1431, %1434 ], [ %1431, %1465 ]
  store i64 %1196, ptr %1199, align 8
  br label %1563

1563:                                             ; preds = %1202, %1561
  %1564 = phi i32 [ %1204, %1202 ], [ %1562, %1561 ]
  %1565 = or i32 %1564, %1188
  %1566 = add nsw i32 %1187, 1
  %1567 = sext i32 %1187 to i64
  %1568 = getelementptr inbounds ptr, ptr %1071, i64 %1567
  store ptr %1198, ptr %1568, align 8
  br label %1569

1569:                                             ; preds = %1563, %1185
  %1570 = phi i32 [ %1565, %1563 ], [ %1188, %1185 ]
  %1571 = phi i32 [ %1566, %1563 ], [ %1187, %1185 ]
  %1572 = add nuw nsw i64 %1186, 1
  %1573 = icmp eq i64 %1572, %9
  br i1 %1573, label %1167, label %1185

1574:                                             ; preds = %1680, %1169
  %1575 = add nsw i64 %1148, 1
  %1576 = icmp eq i64 %1575, %7
  br i1 %1576, label %1693, label %1700

1577:                                             ; preds = %1172, %1680
  %1578 = phi i64 [ 0, %1172 ], [ %1691, %1680 ]
  br i1 %1170, label %1581, label %1579

1579:                                             ; preds = %1577
  br i1 %1173, label %1580, label %1680

1580:                                             ; preds = %1579
  br i1 %1176, label %1664, label %1583

1581:                                             ; preds = %1577
  br i1 %1173, label %1582, label %1680

1582:                                             ; preds = %1581
  br i1 %1181, label %1648, label %1617

1583:                                             ; preds = %1580, %1583
  %1584 = phi i64 [ %1614, %1583 ], [ 0, %1580 ]
  %1585 = phi <16 x float> [ %1613, %1583 ], [ splat (float 0xFFF0000000000000), %1580 ]
  %1586 = phi i64 [ %1615, %1583 ], [ 0, %1580 ]
  %1587 = getelementptr inbounds nuw ptr, ptr %1071, i64 %1584
  %1588 = load ptr, ptr %1587, align 16
  %1589 = getelementptr inbounds nuw float, ptr %1588, i64 %1578
  %1590 = load <16 x float>, ptr %1589, align 1
  %1591 = bitcast <16 x float> %1585 to <8 x i64>
  %1592 = bitcast <16 x float> %1590 to <8 x i64>
  %1593 = and <8 x i64> %1592, %1591
  %1594 = fcmp oeq <16 x float> %1585, %1590
  %1595 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1590, <16 x float> %1585, i32 4)
  %1596 = bitcast <8 x i64> %1593 to <16 x float>
  %1597 = select <16 x i1> %1594, <16 x float> %1596, <16 x float> %1595
  %1598 = fcmp uno <16 x float> %1590, zeroinitializer
  %1599 = select <16 x i1> %1598, <16 x float> %1590, <16 x float> %1597
  %1600 = getelementptr inbounds nuw ptr, ptr %1071, i64 %1584
  %1601 = getelementptr inbounds nuw i8, ptr %1600, i64 8
  %1602 = load ptr, ptr %1601, align 8
  %1603 = getelementptr inbounds nuw float, ptr %1602, i64 %1578
  %1604 = load <16 x float>, ptr %1603, align 1
  %1605 = bitcast <16 x float> %1599 to <8 x i64>
  %1606 = bitcast <16 x float> %1604 to <8 x i64>
  %1607 = and <8 x i64> %1606, %1605
  %1608 = fcmp oeq <16 x float> %1599, %1604
  %1609 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1604, <16 x float> %1599, i32 4)
  %1610 = bitcast <8 x i64> %1607 to <16 x float>
  %1611 = select <16 x i1> %1608, <16 x float> %1610, <16 x float> %1609
  %1612 = fcmp uno <16 x float> %1604, zeroinitializer
  %1613 = select <16 x i1> %1612, <16 x float> %1604, <16 x float> %1611
  %1614 = add nuw nsw i64 %1584, 2
  %1615 = add i64 %1586, 2
  %1616 = icmp eq i64 %1615, %1177
  br i1 %1616, label %1663, label %1583

1617:                                             ; preds = %1582, %1617
  %1618 = phi i64 [ %1644, %1617 ], [ 0, %1582 ]
  %1619 = phi <16 x float> [ %1643, %1617 ], [ splat (float 0xFFF0000000000000), %1582 ]
  %1620 = phi i64 [ %1645, %1617 ], [ 0, %1582 ]
  %1621 = getelementptr inbounds nuw ptr, ptr %1071, i64 %1618
  %1622 = load ptr, ptr %1621, align 16
  %1623 = getelementptr inbounds nuw float, ptr %1622, i64 %1578
  %1624 = load <16 x float>, ptr %1623, align 1
  %1625 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1624, <16 x float> %1619, i32 4)
  %1626 = getelementptr inbounds nuw ptr, ptr %1071, i64 %1618
  %1627 = getelementptr inbounds nuw i8, ptr %1626, i64 8
  %1628 = load ptr, ptr %1627, align 8
  %1629 = getelementptr inbounds nuw float, ptr %1628, i64 %1578
  %1630 = load <16 x float>, ptr %1629, align 1
  %1631 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1630, <16 x float> %1625, i32 4)
  %1632 = getelementptr inbounds nuw ptr, ptr %1071, i64 %1618
  %1633 = getelementptr inbounds nuw i8, ptr %1632, i64 16
  %1634 = load ptr, ptr %1633, align 16
  %1635 = getelementptr inbounds nuw float, ptr %1634, i64 %1578
  %1636 = load <16 x float>, ptr %1635, align 1
  %1637 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1636, <16 x float> %1631, i32 4)
  %1638 = getelementptr inbounds nuw ptr, ptr %1071, i64 %1618
  %1639 = getelementptr inbounds nuw i8, ptr %1638, i64 24
  %1640 = load ptr, ptr %1639, align 8
  %1641 = getelementptr inbounds nuw float, ptr %1640, i64 %1578
  %1642 = load <16 x float>, ptr %1641, align 1
  %1643 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1642, <16 x float> %1637, i32 4)
  %1644 = add nuw nsw i64 %1618, 4
  %1645 = add i64 %1620, 4
  %1646 = icmp eq i64 %1645, %1182
  br i1 %1646, label %1647, label %1617

1647:                                             ; preds = %1617
  br i1 %1183, label %1680, label %1648

1648:                                             ; preds = %1647, %1582
  %1649 = phi i64 [ 0, %1582 ], [ %1644, %1647 ]
  %1650 = phi <16 x float> [ splat (float 0xFFF0000000000000), %1582 ], [ %1643, %1647 ]
  call void @llvm.assume(i1 %1184)
  br label %1651

1651:                                             ; preds = %1651, %1648
  %1652 = phi i64 [ %1660, %1651 ], [ %1649, %1648 ]
  %1653 = phi <16 x float> [ %1659, %1651 ], [ %1650, %1648 ]
  %1654 = phi i64 [ %1661, %1651 ], [ 0, %1648 ]
  %1655 = getelementptr inbounds nuw ptr, ptr %1071, i64 %1652
  %1656 = load ptr, ptr %1655, align 8
  %1657 = getelementptr inbounds nuw float, ptr %1656, i64 %1578
  %1658 = load <16 x float>, ptr %1657, align 1
  %1659 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1658, <16 x float> %1653, i32 4)
  %1660 = add nuw nsw i64 %1652, 1
  %1661 = add i64 %1654, 1
  %1662 = icmp eq i64 %1661, %1180
  br i1 %1662, label %1680, label %1651

1663:                                             ; preds = %1583
  br i1 %1178, label %1680, label %1664

1664:                                             ; preds = %1663, %1580
  %1665 = phi i64 [ 0, %1580 ], [ %1614, %1663 ]
  %1666 = phi <16 x float> [ splat (float 0xFFF0000000000000), %1580 ], [ %1613, %1663 ]
  call void @llvm.assume(i1 %1179)
  %1667 = getelementptr inbounds nuw ptr, ptr %1071, i64 %1665
  %1668 = load ptr, ptr %1667, align 8
  %1669 = getelementptr inbounds nuw float, ptr %1668, i64 %1578
  %1670 = load <16 x float>, ptr %1669, align 1
  %1671 = bitcast <16 x float> %1666 to <8 x i64>
  %1672 = bitcast <16 x float> %1670 to <8 x i64>
  %1673 = and <8 x i64> %1672, %1671
  %1674 = fcmp oeq <16 x float> %1666, %1670
  %1675 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1670, <16 x float> %1666, i32 4)
  %1676 = bitcast <8 x i64> %1673 to <16 x float>
  %1677 = select <16 x i1> %1674, <16 x float> %1676, <16 x float> %1675
  %1678 = fcmp uno <16 x float> %1670, zeroinitializer
  %1679 = select <16 x i1> %1678, <16 x float> %1670, <16 x float> %1677
  br label %1680

1680:                                             ; preds = %1664, %1663, %1647, %1651, %1579, %1581
  %1681 = phi <16 x float> [ %1659, %1651 ], [ splat (float 0xFFF0000000000000), %1581 ], [ splat (float 0xFFF0000000000000), %1579 ], [ %1643, %1647 ], [ %1613, %1663 ], [ %1679, %1664 ]
  %1682 = getelementptr inbounds nuw float, ptr %1162, i64 %1578
  %1683 = sub nsw i64 %8, %1578
  %1684 = icmp sgt i64 %1683, 15
  %1685 = trunc i64 %1683 to i32
  %1686 = shl nsw i32 -1, %1685
  %1687 = trunc i32 %1686 to i16
  %1688 = xor i16 %1687, -1
  %1689 = select i1 %1684, i16 -1, i16 %1688
  %1690 = bitcast i16 %1689 to <16 x i1>
  call void @llvm.masked.store.v16f32.p0(<16 x float> %1681, ptr align 1 %1682, <16 x i1> %1690)
  %1691 = add nuw nsw i64 %1578, 16
  %1692 = icmp slt i64 %1691, %8
  br i1 %1692, label %1577, label %1574

1693:                                             ; preds = %1574
  %1694 = add nsw i64 %1152, 1
  %1695 = add nsw i64 %1151, 1
  %1696 = icmp eq i64 %1695, %4
  %1697 = select i1 %1696, i64 0, i64 %1695
  %1698 = zext i1 %1696 to i64
  %1699 = add nsw i64 %1150, %1698
  br label %1700

1700:                                             ; preds = %1693, %1574
  %1701 = phi i64 [ %1152, %1574 ], [ %1694, %1693 ]
  %1702 = phi i64 [ %1151, %1574 ], [ %1697, %1693 ]
  %1703 = phi i64 [ %1150, %1574 ], [ %1699, %1693 ]
  %1704 = phi i64 [ %1575, %1574 ], [ 0, %1693 ]
  %1705 = add nsw i64 %1149, 1
  %1706 = icmp eq i64 %1705, %3
  br i1 %1706, label %1707, label %1147

1707:                                             ; preds = %1011, %517, %1700
  %1708 = phi ptr [ %1068, %1700 ], [ %55, %517 ], [ %554, %1011 ]
  call void @llvm.stackrestore.p0(ptr %1708)
  br label %1709

1709:                                             ; preds = %1707, %1036, %1022, %542, %528, %44, %31
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

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr captures(none), <16 x i1>, <16 x float>)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float>, <16 x float>, i32 immarg)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr captures(none), <16 x i1>)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64)

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg)

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.or.v16i32(<16 x i32>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <8 x float> @llvm.masked.load.v8f32.p0(ptr captures(none), <8 x i1>, <8 x float>)

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.or.v8i32(<8 x i32>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef)
