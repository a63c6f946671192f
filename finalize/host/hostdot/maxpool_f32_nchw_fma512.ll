; Function Attrs: nofree norecurse nosync nounwind
define hidden void @mgxport_maxpool_f32_nchw_fma512(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11, i64 noundef %12, i64 noundef %13, i64 noundef %14, i64 noundef %15, i64 noundef %16, i64 noundef %17, i64 noundef %18) local_unnamed_addr {
  %20 = alloca [16 x float], align 16
  %21 = alloca [2 x <16 x float>], align 64
  %22 = alloca [2 x <16 x float>], align 64
  %23 = alloca [2 x <16 x float>], align 64
  %24 = alloca [2 x <16 x float>], align 64
  %25 = alloca [4096 x float], align 64
  %26 = inttoptr i64 %0 to ptr
  %27 = inttoptr i64 %1 to ptr
  call void @llvm.lifetime.start.p0(ptr nonnull %25)
  %28 = icmp eq i64 %9, 3
  %29 = icmp eq i64 %10, 3
  %30 = and i1 %28, %29
  %31 = icmp eq i64 %12, 2
  %32 = and i1 %30, %31
  %33 = icmp eq i64 %13, 1
  %34 = and i1 %32, %33
  %35 = icmp eq i64 %14, 1
  %36 = and i1 %34, %35
  br i1 %36, label %37, label %284

37:                                               ; preds = %19
  %38 = tail call ptr @llvm.stacksave.p0()
  %39 = add nsw i64 %8, 15
  %40 = sdiv i64 %39, 16
  %41 = shl nsw i64 %40, 4
  %42 = icmp slt i64 %8, 1025
  %43 = icmp slt i64 %2, %3
  %44 = and i1 %43, %42
  br i1 %44, label %45, label %1750

45:                                               ; preds = %37
  %46 = tail call ptr @llvm.stacksave.p0()
  %47 = alloca [4 x i64], align 16
  %48 = alloca [3 x ptr], align 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %47, i8 -1, i64 32, i1 false)
  %49 = sdiv i64 %2, %7
  %50 = sdiv i64 %49, %4
  %51 = srem i64 %49, %4
  %52 = srem i64 %2, %7
  %53 = mul i64 %6, %5
  %54 = icmp slt i64 %8, -30
  %55 = icmp sgt i64 %8, 0
  %56 = sub nsw i64 0, %16
  %57 = icmp sgt i64 %16, 0
  %58 = sub i64 32, %16
  %59 = icmp sgt i64 %58, %6
  %60 = or i1 %57, %59
  %61 = tail call i64 @llvm.smax.i64(i64 %16, i64 0)
  %62 = add nsw i64 %6, %16
  %63 = tail call i64 @llvm.smin.i64(i64 %62, i64 32)
  %64 = icmp sgt i64 %63, %61
  %65 = icmp sgt i64 %62, 31
  %66 = trunc i64 %63 to i32
  %67 = shl nsw i32 -1, %66
  %68 = xor i32 %67, -1
  %69 = select i1 %65, i32 -1, i32 %68
  %70 = trunc i64 %61 to i32
  %71 = shl nsw i32 -1, %70
  %72 = and i32 %69, %71
  %73 = trunc i32 %72 to i16
  %74 = bitcast i16 %73 to <16 x i1>
  %75 = lshr i32 %72, 16
  %76 = trunc nuw i32 %75 to i16
  %77 = bitcast i16 %76 to <16 x i1>
  %78 = icmp slt i64 %8, 1
  br label %79

79:                                               ; preds = %45, %277
  %80 = phi i64 [ %52, %45 ], [ %281, %277 ]
  %81 = phi i64 [ %49, %45 ], [ %280, %277 ]
  %82 = phi i64 [ %51, %45 ], [ %279, %277 ]
  %83 = phi i64 [ %50, %45 ], [ %278, %277 ]
  %84 = phi i64 [ %2, %45 ], [ %282, %277 ]
  %85 = mul nsw i64 %83, %17
  %86 = getelementptr inbounds float, ptr %26, i64 %85
  %87 = mul i64 %53, %82
  %88 = getelementptr inbounds float, ptr %86, i64 %87
  %89 = mul nsw i64 %80, %11
  %90 = sub i64 %89, %15
  %91 = mul nsw i64 %81, %5
  br label %107

92:                                               ; preds = %204
  %93 = mul nsw i64 %83, %18
  %94 = getelementptr inbounds float, ptr %27, i64 %93
  %95 = mul nsw i64 %82, %7
  %96 = add nsw i64 %80, %95
  %97 = mul nsw i64 %96, %8
  %98 = getelementptr inbounds float, ptr %94, i64 %97
  br i1 %55, label %99, label %211

99:                                               ; preds = %92
  %100 = icmp sgt i32 %205, 0
  %101 = zext i32 %205 to i64
  %102 = and i64 %101, 1
  %103 = icmp eq i32 %205, 1
  %104 = and i64 %101, 2147483646
  %105 = icmp eq i64 %102, 0
  %106 = icmp ne i64 %102, 0
  br label %208

107:                                              ; preds = %79, %204
  %108 = phi i64 [ 0, %79 ], [ %206, %204 ]
  %109 = phi i32 [ 0, %79 ], [ %205, %204 ]
  %110 = add i64 %90, %108
  %111 = icmp sgt i64 %110, -1
  %112 = icmp slt i64 %110, %5
  %113 = and i1 %111, %112
  br i1 %113, label %114, label %204

114:                                              ; preds = %107
  %115 = and i64 %110, 3
  %116 = add nsw i64 %110, %91
  %117 = mul nsw i64 %115, %41
  %118 = getelementptr inbounds float, ptr %25, i64 %117
  %119 = getelementptr inbounds nuw i64, ptr %47, i64 %115
  %120 = load i64, ptr %119, align 8
  %121 = icmp eq i64 %120, %116
  br i1 %121, label %200, label %122

122:                                              ; preds = %114
  %123 = mul nsw i64 %110, %6
  %124 = getelementptr inbounds float, ptr %88, i64 %123
  br i1 %54, label %199, label %125

125:                                              ; preds = %122
  br i1 %60, label %131, label %126

126:                                              ; preds = %125
  %127 = getelementptr inbounds nuw float, ptr %124, i64 %56
  %128 = load <16 x float>, ptr %127, align 1
  %129 = getelementptr inbounds nuw i8, ptr %127, i64 64
  %130 = load <16 x float>, ptr %129, align 1
  br label %137

131:                                              ; preds = %125
  br i1 %64, label %132, label %137

132:                                              ; preds = %131
  %133 = getelementptr inbounds float, ptr %124, i64 %56
  %134 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %133, <16 x i1> %74, <16 x float> splat (float 0xFFF0000000000000))
  %135 = getelementptr inbounds nuw i8, ptr %133, i64 64
  %136 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %135, <16 x i1> %77, <16 x float> splat (float 0xFFF0000000000000))
  br label %137

137:                                              ; preds = %132, %131, %126
  %138 = phi <16 x float> [ %134, %132 ], [ %128, %126 ], [ splat (float 0xFFF0000000000000), %131 ]
  %139 = phi <16 x float> [ %136, %132 ], [ %130, %126 ], [ splat (float 0xFFF0000000000000), %131 ]
  %140 = shufflevector <16 x float> %138, <16 x float> %139, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %141 = shufflevector <16 x float> %138, <16 x float> %139, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  br i1 %78, label %199, label %142

142:                                              ; preds = %137, %181
  %143 = phi <16 x float> [ %185, %181 ], [ %141, %137 ]
  %144 = phi <16 x float> [ %184, %181 ], [ %140, %137 ]
  %145 = phi i64 [ %197, %181 ], [ 1, %137 ]
  %146 = shl nsw i64 %145, 5
  %147 = sub nsw i64 %146, %16
  %148 = icmp slt i64 %147, 0
  %149 = add nuw nsw i64 %147, 32
  %150 = icmp sgt i64 %149, %6
  %151 = select i1 %148, i1 true, i1 %150
  br i1 %151, label %157, label %152

152:                                              ; preds = %142
  %153 = getelementptr inbounds nuw float, ptr %124, i64 %147
  %154 = load <16 x float>, ptr %153, align 1
  %155 = getelementptr inbounds nuw i8, ptr %153, i64 64
  %156 = load <16 x float>, ptr %155, align 1
  br label %181

157:                                              ; preds = %142
  %158 = sub nsw i64 0, %147
  %159 = select i1 %148, i64 %158, i64 0
  %160 = sub nsw i64 %6, %147
  %161 = call i64 @llvm.smin.i64(i64 %160, i64 32)
  %162 = icmp sgt i64 %161, %159
  br i1 %162, label %163, label %181

163:                                              ; preds = %157
  %164 = getelementptr inbounds float, ptr %124, i64 %147
  %165 = icmp sgt i64 %160, 31
  %166 = trunc i64 %161 to i32
  %167 = shl nsw i32 -1, %166
  %168 = xor i32 %167, -1
  %169 = select i1 %165, i32 -1, i32 %168
  %170 = trunc i64 %159 to i32
  %171 = shl nsw i32 -1, %170
  %172 = and i32 %169, %171
  %173 = trunc i32 %172 to i16
  %174 = bitcast i16 %173 to <16 x i1>
  %175 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %164, <16 x i1> %174, <16 x float> splat (float 0xFFF0000000000000))
  %176 = lshr i32 %172, 16
  %177 = trunc nuw i32 %176 to i16
  %178 = getelementptr inbounds nuw i8, ptr %164, i64 64
  %179 = bitcast i16 %177 to <16 x i1>
  %180 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %178, <16 x i1> %179, <16 x float> splat (float 0xFFF0000000000000))
  br label %181

181:                                              ; preds = %157, %163, %152
  %182 = phi <16 x float> [ %175, %163 ], [ %154, %152 ], [ splat (float 0xFFF0000000000000), %157 ]
  %183 = phi <16 x float> [ %180, %163 ], [ %156, %152 ], [ splat (float 0xFFF0000000000000), %157 ]
  %184 = shufflevector <16 x float> %182, <16 x float> %183, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %185 = shufflevector <16 x float> %182, <16 x float> %183, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %186 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %144, <16 x float> splat (float 0xFFF0000000000000), i32 4)
  %187 = fcmp uno <16 x float> %144, %143
  %188 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %143, <16 x float> %186, i32 4)
  %189 = shufflevector <16 x float> %144, <16 x float> %182, <16 x i32> <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16>
  %190 = fcmp uno <16 x float> %189, zeroinitializer
  %191 = or <16 x i1> %187, %190
  %192 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %189, <16 x float> %188, i32 4)
  %193 = shl i64 %145, 6
  %194 = getelementptr i8, ptr %118, i64 %193
  %195 = getelementptr i8, ptr %194, i64 -64
  %196 = select <16 x i1> %191, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %192
  store <16 x float> %196, ptr %195, align 64
  %197 = add nuw nsw i64 %145, 1
  %198 = icmp eq i64 %40, %145
  br i1 %198, label %199, label %142

199:                                              ; preds = %137, %181, %122
  store i64 %116, ptr %119, align 8
  br label %200

200:                                              ; preds = %199, %114
  %201 = add nsw i32 %109, 1
  %202 = sext i32 %109 to i64
  %203 = getelementptr inbounds ptr, ptr %48, i64 %202
  store ptr %118, ptr %203, align 8
  br label %204

204:                                              ; preds = %200, %107
  %205 = phi i32 [ %201, %200 ], [ %109, %107 ]
  %206 = add nuw nsw i64 %108, 1
  %207 = icmp eq i64 %206, 3
  br i1 %207, label %92, label %107

208:                                              ; preds = %99, %232
  %209 = phi i64 [ 0, %99 ], [ %243, %232 ]
  br i1 %100, label %210, label %232

210:                                              ; preds = %208
  br i1 %103, label %215, label %245

211:                                              ; preds = %232, %92
  %212 = add nsw i64 %80, 1
  %213 = icmp eq i64 %212, %7
  br i1 %213, label %270, label %277

214:                                              ; preds = %245
  br i1 %105, label %227, label %215

215:                                              ; preds = %214, %210
  %216 = phi i64 [ 0, %210 ], [ %267, %214 ]
  %217 = phi i16 [ 0, %210 ], [ %265, %214 ]
  %218 = phi <16 x float> [ splat (float 0xFFF0000000000000), %210 ], [ %266, %214 ]
  call void @llvm.assume(i1 %106)
  %219 = getelementptr inbounds nuw ptr, ptr %48, i64 %216
  %220 = load ptr, ptr %219, align 8
  %221 = getelementptr inbounds nuw float, ptr %220, i64 %209
  %222 = load <16 x float>, ptr %221, align 1
  %223 = fcmp uno <16 x float> %222, zeroinitializer
  %224 = bitcast <16 x i1> %223 to i16
  %225 = or i16 %217, %224
  %226 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %222, <16 x float> %218, i32 4)
  br label %227

227:                                              ; preds = %214, %215
  %228 = phi i16 [ %265, %214 ], [ %225, %215 ]
  %229 = phi <16 x float> [ %266, %214 ], [ %226, %215 ]
  %230 = bitcast i16 %228 to <16 x i1>
  %231 = select <16 x i1> %230, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %229
  br label %232

232:                                              ; preds = %227, %208
  %233 = phi <16 x float> [ splat (float 0xFFF0000000000000), %208 ], [ %231, %227 ]
  %234 = getelementptr inbounds nuw float, ptr %98, i64 %209
  %235 = sub nsw i64 %8, %209
  %236 = icmp sgt i64 %235, 15
  %237 = trunc i64 %235 to i32
  %238 = shl nsw i32 -1, %237
  %239 = trunc i32 %238 to i16
  %240 = xor i16 %239, -1
  %241 = select i1 %236, i16 -1, i16 %240
  %242 = bitcast i16 %241 to <16 x i1>
  call void @llvm.masked.store.v16f32.p0(<16 x float> %233, ptr align 1 %234, <16 x i1> %242)
  %243 = add nuw nsw i64 %209, 16
  %244 = icmp slt i64 %243, %8
  br i1 %244, label %208, label %211

245:                                              ; preds = %210, %245
  %246 = phi i64 [ %267, %245 ], [ 0, %210 ]
  %247 = phi i16 [ %265, %245 ], [ 0, %210 ]
  %248 = phi <16 x float> [ %266, %245 ], [ splat (float 0xFFF0000000000000), %210 ]
  %249 = phi i64 [ %268, %245 ], [ 0, %210 ]
  %250 = getelementptr inbounds nuw ptr, ptr %48, i64 %246
  %251 = load ptr, ptr %250, align 16
  %252 = getelementptr inbounds nuw float, ptr %251, i64 %209
  %253 = load <16 x float>, ptr %252, align 1
  %254 = fcmp uno <16 x float> %253, zeroinitializer
  %255 = bitcast <16 x i1> %254 to i16
  %256 = or i16 %247, %255
  %257 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %253, <16 x float> %248, i32 4)
  %258 = getelementptr inbounds nuw ptr, ptr %48, i64 %246
  %259 = getelementptr inbounds nuw i8, ptr %258, i64 8
  %260 = load ptr, ptr %259, align 8
  %261 = getelementptr inbounds nuw float, ptr %260, i64 %209
  %262 = load <16 x float>, ptr %261, align 1
  %263 = fcmp uno <16 x float> %262, zeroinitializer
  %264 = bitcast <16 x i1> %263 to i16
  %265 = or i16 %256, %264
  %266 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %262, <16 x float> %257, i32 4)
  %267 = add nuw nsw i64 %246, 2
  %268 = add i64 %249, 2
  %269 = icmp eq i64 %268, %104
  br i1 %269, label %214, label %245

270:                                              ; preds = %211
  %271 = add nsw i64 %81, 1
  %272 = add nsw i64 %82, 1
  %273 = icmp eq i64 %272, %4
  %274 = zext i1 %273 to i64
  %275 = add nsw i64 %83, %274
  %276 = select i1 %273, i64 0, i64 %272
  br label %277

277:                                              ; preds = %270, %211
  %278 = phi i64 [ %83, %211 ], [ %275, %270 ]
  %279 = phi i64 [ %82, %211 ], [ %276, %270 ]
  %280 = phi i64 [ %81, %211 ], [ %271, %270 ]
  %281 = phi i64 [ %212, %211 ], [ 0, %270 ]
  %282 = add nsw i64 %84, 1
  %283 = icmp eq i64 %282, %3
  br i1 %283, label %1747, label %79

284:                                              ; preds = %19
  %285 = icmp eq i64 %12, 1
  %286 = and i1 %30, %285
  %287 = and i1 %286, %33
  %288 = and i1 %287, %35
  br i1 %288, label %289, label %512

289:                                              ; preds = %284
  %290 = tail call ptr @llvm.stacksave.p0()
  %291 = add nsw i64 %8, 15
  %292 = sdiv i64 %291, 16
  %293 = shl nsw i64 %292, 4
  %294 = icmp slt i64 %8, 1025
  %295 = icmp slt i64 %2, %3
  %296 = and i1 %295, %294
  br i1 %296, label %297, label %1750

297:                                              ; preds = %289
  %298 = tail call ptr @llvm.stacksave.p0()
  %299 = alloca [4 x i64], align 16
  %300 = alloca [3 x ptr], align 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %299, i8 -1, i64 32, i1 false)
  %301 = sdiv i64 %2, %7
  %302 = sdiv i64 %301, %4
  %303 = srem i64 %301, %4
  %304 = srem i64 %2, %7
  %305 = mul i64 %6, %5
  %306 = icmp slt i64 %8, -30
  %307 = icmp sgt i64 %8, 0
  %308 = sub nsw i64 0, %16
  %309 = icmp sgt i64 %16, 0
  %310 = sub i64 16, %16
  %311 = icmp sgt i64 %310, %6
  %312 = or i1 %309, %311
  %313 = tail call i64 @llvm.smax.i64(i64 %16, i64 0)
  %314 = add nsw i64 %6, %16
  %315 = tail call i64 @llvm.smin.i64(i64 %314, i64 16)
  %316 = icmp sgt i64 %315, %313
  %317 = trunc nuw nsw i64 %315 to i32
  %318 = shl nsw i32 -1, %317
  %319 = xor i32 %318, -1
  %320 = trunc nuw nsw i64 %313 to i32
  %321 = shl nsw i32 -1, %320
  %322 = and i32 %321, %319
  %323 = trunc nuw i32 %322 to i16
  %324 = bitcast i16 %323 to <16 x i1>
  %325 = icmp slt i64 %8, 1
  br label %326

326:                                              ; preds = %297, %505
  %327 = phi i64 [ %304, %297 ], [ %509, %505 ]
  %328 = phi i64 [ %301, %297 ], [ %508, %505 ]
  %329 = phi i64 [ %303, %297 ], [ %507, %505 ]
  %330 = phi i64 [ %302, %297 ], [ %506, %505 ]
  %331 = phi i64 [ %2, %297 ], [ %510, %505 ]
  %332 = mul nsw i64 %330, %17
  %333 = getelementptr inbounds float, ptr %26, i64 %332
  %334 = mul i64 %305, %329
  %335 = getelementptr inbounds float, ptr %333, i64 %334
  %336 = mul nsw i64 %327, %11
  %337 = sub i64 %336, %15
  %338 = mul nsw i64 %328, %5
  br label %354

339:                                              ; preds = %432
  %340 = mul nsw i64 %330, %18
  %341 = getelementptr inbounds float, ptr %27, i64 %340
  %342 = mul nsw i64 %329, %7
  %343 = add nsw i64 %327, %342
  %344 = mul nsw i64 %343, %8
  %345 = getelementptr inbounds float, ptr %341, i64 %344
  br i1 %307, label %346, label %439

346:                                              ; preds = %339
  %347 = icmp sgt i32 %433, 0
  %348 = zext i32 %433 to i64
  %349 = and i64 %348, 1
  %350 = icmp eq i32 %433, 1
  %351 = and i64 %348, 2147483646
  %352 = icmp eq i64 %349, 0
  %353 = icmp ne i64 %349, 0
  br label %436

354:                                              ; preds = %326, %432
  %355 = phi i64 [ 0, %326 ], [ %434, %432 ]
  %356 = phi i32 [ 0, %326 ], [ %433, %432 ]
  %357 = add i64 %337, %355
  %358 = icmp sgt i64 %357, -1
  %359 = icmp slt i64 %357, %5
  %360 = and i1 %358, %359
  br i1 %360, label %361, label %432

361:                                              ; preds = %354
  %362 = and i64 %357, 3
  %363 = add nsw i64 %357, %338
  %364 = mul nsw i64 %362, %293
  %365 = getelementptr inbounds float, ptr %25, i64 %364
  %366 = getelementptr inbounds nuw i64, ptr %299, i64 %362
  %367 = load i64, ptr %366, align 8
  %368 = icmp eq i64 %367, %363
  br i1 %368, label %428, label %369

369:                                              ; preds = %361
  %370 = mul nsw i64 %357, %6
  %371 = getelementptr inbounds float, ptr %335, i64 %370
  br i1 %306, label %427, label %372

372:                                              ; preds = %369
  br i1 %312, label %376, label %373

373:                                              ; preds = %372
  %374 = getelementptr inbounds nuw float, ptr %371, i64 %308
  %375 = load <16 x float>, ptr %374, align 1
  br label %380

376:                                              ; preds = %372
  br i1 %316, label %377, label %380

377:                                              ; preds = %376
  %378 = getelementptr inbounds float, ptr %371, i64 %308
  %379 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %378, <16 x i1> %324, <16 x float> splat (float 0xFFF0000000000000))
  br label %380

380:                                              ; preds = %373, %376, %377
  %381 = phi <16 x float> [ %375, %373 ], [ %379, %377 ], [ splat (float 0xFFF0000000000000), %376 ]
  br i1 %325, label %427, label %382

382:                                              ; preds = %380, %411
  %383 = phi i64 [ %425, %411 ], [ 1, %380 ]
  %384 = phi <16 x float> [ %412, %411 ], [ %381, %380 ]
  %385 = shl nsw i64 %383, 4
  %386 = sub nsw i64 %385, %16
  %387 = icmp slt i64 %386, 0
  %388 = add nuw nsw i64 %386, 16
  %389 = icmp sgt i64 %388, %6
  %390 = select i1 %387, i1 true, i1 %389
  br i1 %390, label %394, label %391

391:                                              ; preds = %382
  %392 = getelementptr inbounds nuw float, ptr %371, i64 %386
  %393 = load <16 x float>, ptr %392, align 1
  br label %411

394:                                              ; preds = %382
  %395 = sub nsw i64 0, %386
  %396 = select i1 %387, i64 %395, i64 0
  %397 = sub nsw i64 %6, %386
  %398 = call i64 @llvm.smin.i64(i64 %397, i64 16)
  %399 = icmp sgt i64 %398, %396
  br i1 %399, label %400, label %411

400:                                              ; preds = %394
  %401 = trunc i64 %398 to i32
  %402 = shl nsw i32 -1, %401
  %403 = xor i32 %402, -1
  %404 = trunc i64 %396 to i32
  %405 = shl nsw i32 -1, %404
  %406 = and i32 %405, %403
  %407 = trunc i32 %406 to i16
  %408 = getelementptr inbounds float, ptr %371, i64 %386
  %409 = bitcast i16 %407 to <16 x i1>
  %410 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %408, <16 x i1> %409, <16 x float> splat (float 0xFFF0000000000000))
  br label %411

411:                                              ; preds = %391, %394, %400
  %412 = phi <16 x float> [ %393, %391 ], [ %410, %400 ], [ splat (float 0xFFF0000000000000), %394 ]
  %413 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %384, <16 x float> splat (float 0xFFF0000000000000), i32 4)
  %414 = shufflevector <16 x float> %384, <16 x float> %412, <16 x i32> <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16>
  %415 = fcmp uno <16 x float> %384, %414
  %416 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %414, <16 x float> %413, i32 4)
  %417 = shufflevector <16 x float> %384, <16 x float> %412, <16 x i32> <i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17>
  %418 = fcmp uno <16 x float> %417, zeroinitializer
  %419 = or <16 x i1> %415, %418
  %420 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %417, <16 x float> %416, i32 4)
  %421 = shl i64 %383, 6
  %422 = getelementptr i8, ptr %365, i64 %421
  %423 = getelementptr i8, ptr %422, i64 -64
  %424 = select <16 x i1> %419, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %420
  store <16 x float> %424, ptr %423, align 64
  %425 = add nuw nsw i64 %383, 1
  %426 = icmp eq i64 %292, %383
  br i1 %426, label %427, label %382

427:                                              ; preds = %411, %380, %369
  store i64 %363, ptr %366, align 8
  br label %428

428:                                              ; preds = %427, %361
  %429 = add nsw i32 %356, 1
  %430 = sext i32 %356 to i64
  %431 = getelementptr inbounds ptr, ptr %300, i64 %430
  store ptr %365, ptr %431, align 8
  br label %432

432:                                              ; preds = %428, %354
  %433 = phi i32 [ %429, %428 ], [ %356, %354 ]
  %434 = add nuw nsw i64 %355, 1
  %435 = icmp eq i64 %434, 3
  br i1 %435, label %339, label %354

436:                                              ; preds = %346, %460
  %437 = phi i64 [ 0, %346 ], [ %471, %460 ]
  br i1 %347, label %438, label %460

438:                                              ; preds = %436
  br i1 %350, label %443, label %473

439:                                              ; preds = %460, %339
  %440 = add nsw i64 %327, 1
  %441 = icmp eq i64 %440, %7
  br i1 %441, label %498, label %505

442:                                              ; preds = %473
  br i1 %352, label %455, label %443

443:                                              ; preds = %442, %438
  %444 = phi i64 [ 0, %438 ], [ %495, %442 ]
  %445 = phi i16 [ 0, %438 ], [ %493, %442 ]
  %446 = phi <16 x float> [ splat (float 0xFFF0000000000000), %438 ], [ %494, %442 ]
  call void @llvm.assume(i1 %353)
  %447 = getelementptr inbounds nuw ptr, ptr %300, i64 %444
  %448 = load ptr, ptr %447, align 8
  %449 = getelementptr inbounds nuw float, ptr %448, i64 %437
  %450 = load <16 x float>, ptr %449, align 1
  %451 = fcmp uno <16 x float> %450, zeroinitializer
  %452 = bitcast <16 x i1> %451 to i16
  %453 = or i16 %445, %452
  %454 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %450, <16 x float> %446, i32 4)
  br label %455

455:                                              ; preds = %442, %443
  %456 = phi i16 [ %493, %442 ], [ %453, %443 ]
  %457 = phi <16 x float> [ %494, %442 ], [ %454, %443 ]
  %458 = bitcast i16 %456 to <16 x i1>
  %459 = select <16 x i1> %458, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %457
  br label %460

460:                                              ; preds = %455, %436
  %461 = phi <16 x float> [ splat (float 0xFFF0000000000000), %436 ], [ %459, %455 ]
  %462 = getelementptr inbounds nuw float, ptr %345, i64 %437
  %463 = sub nsw i64 %8, %437
  %464 = icmp sgt i64 %463, 15
  %465 = trunc i64 %463 to i32
  %466 = shl nsw i32 -1, %465
  %467 = trunc i32 %466 to i16
  %468 = xor i16 %467, -1
  %469 = select i1 %464, i16 -1, i16 %468
  %470 = bitcast i16 %469 to <16 x i1>
  call void @llvm.masked.store.v16f32.p0(<16 x float> %461, ptr align 1 %462, <16 x i1> %470)
  %471 = add nuw nsw i64 %437, 16
  %472 = icmp slt i64 %471, %8
  br i1 %472, label %436, label %439

473:                                              ; preds = %438, %473
  %474 = phi i64 [ %495, %473 ], [ 0, %438 ]
  %475 = phi i16 [ %493, %473 ], [ 0, %438 ]
  %476 = phi <16 x float> [ %494, %473 ], [ splat (float 0xFFF0000000000000), %438 ]
  %477 = phi i64 [ %496, %473 ], [ 0, %438 ]
  %478 = getelementptr inbounds nuw ptr, ptr %300, i64 %474
  %479 = load ptr, ptr %478, align 16
  %480 = getelementptr inbounds nuw float, ptr %479, i64 %437
  %481 = load <16 x float>, ptr %480, align 1
  %482 = fcmp uno <16 x float> %481, zeroinitializer
  %483 = bitcast <16 x i1> %482 to i16
  %484 = or i16 %475, %483
  %485 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %481, <16 x float> %476, i32 4)
  %486 = getelementptr inbounds nuw ptr, ptr %300, i64 %474
  %487 = getelementptr inbounds nuw i8, ptr %486, i64 8
  %488 = load ptr, ptr %487, align 8
  %489 = getelementptr inbounds nuw float, ptr %488, i64 %437
  %490 = load <16 x float>, ptr %489, align 1
  %491 = fcmp uno <16 x float> %490, zeroinitializer
  %492 = bitcast <16 x i1> %491 to i16
  %493 = or i16 %484, %492
  %494 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %490, <16 x float> %485, i32 4)
  %495 = add nuw nsw i64 %474, 2
  %496 = add i64 %477, 2
  %497 = icmp eq i64 %496, %351
  br i1 %497, label %442, label %473

498:                                              ; preds = %439
  %499 = add nsw i64 %328, 1
  %500 = add nsw i64 %329, 1
  %501 = icmp eq i64 %500, %4
  %502 = zext i1 %501 to i64
  %503 = add nsw i64 %330, %502
  %504 = select i1 %501, i64 0, i64 %500
  br label %505

505:                                              ; preds = %498, %439
  %506 = phi i64 [ %330, %439 ], [ %503, %498 ]
  %507 = phi i64 [ %329, %439 ], [ %504, %498 ]
  %508 = phi i64 [ %328, %439 ], [ %499, %498 ]
  %509 = phi i64 [ %440, %439 ], [ 0, %498 ]
  %510 = add nsw i64 %331, 1
  %511 = icmp eq i64 %510, %3
  br i1 %511, label %1747, label %326

512:                                              ; preds = %284
  %513 = icmp eq i64 %9, 2
  %514 = icmp eq i64 %10, 2
  %515 = and i1 %513, %514
  %516 = and i1 %515, %31
  %517 = and i1 %516, %33
  %518 = and i1 %517, %35
  %519 = tail call ptr @llvm.stacksave.p0()
  br i1 %518, label %520, label %814

520:                                              ; preds = %512
  %521 = add nsw i64 %8, 15
  %522 = sdiv i64 %521, 16
  %523 = shl nsw i64 %522, 4
  %524 = icmp slt i64 %8, 2049
  %525 = icmp slt i64 %2, %3
  %526 = and i1 %525, %524
  br i1 %526, label %527, label %1750

527:                                              ; preds = %520
  %528 = tail call ptr @llvm.stacksave.p0()
  %529 = alloca [2 x i64], align 16
  %530 = alloca [2 x ptr], align 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %529, i8 -1, i64 16, i1 false)
  %531 = sdiv i64 %2, %7
  %532 = sdiv i64 %531, %4
  %533 = srem i64 %531, %4
  %534 = srem i64 %2, %7
  %535 = mul i64 %6, %5
  %536 = icmp slt i64 %8, -30
  %537 = icmp sgt i64 %8, 0
  %538 = sub nsw i64 0, %16
  %539 = icmp sgt i64 %16, 0
  %540 = sub i64 32, %16
  %541 = icmp sgt i64 %540, %6
  %542 = or i1 %539, %541
  %543 = tail call i64 @llvm.smax.i64(i64 %16, i64 0)
  %544 = add nsw i64 %6, %16
  %545 = tail call i64 @llvm.smin.i64(i64 %544, i64 32)
  %546 = icmp sgt i64 %545, %543
  %547 = icmp sgt i64 %544, 31
  %548 = trunc nuw nsw i64 %545 to i32
  %549 = shl nsw i32 -1, %548
  %550 = xor i32 %549, -1
  %551 = select i1 %547, i32 -1, i32 %550
  %552 = trunc nuw nsw i64 %543 to i32
  %553 = shl nsw i32 -1, %552
  %554 = and i32 %551, %553
  %555 = trunc i32 %554 to i16
  %556 = bitcast i16 %555 to <16 x i1>
  %557 = lshr i32 %554, 16
  %558 = trunc nuw i32 %557 to i16
  %559 = bitcast i16 %558 to <16 x i1>
  %560 = icmp slt i64 %8, 1
  %561 = getelementptr inbounds nuw i8, ptr %530, i64 8
  br label %562

562:                                              ; preds = %527, %807
  %563 = phi i64 [ %534, %527 ], [ %811, %807 ]
  %564 = phi i64 [ %531, %527 ], [ %810, %807 ]
  %565 = phi i64 [ %533, %527 ], [ %809, %807 ]
  %566 = phi i64 [ %532, %527 ], [ %808, %807 ]
  %567 = phi i64 [ %2, %527 ], [ %812, %807 ]
  %568 = mul nsw i64 %566, %17
  %569 = getelementptr inbounds float, ptr %26, i64 %568
  %570 = mul i64 %535, %565
  %571 = getelementptr inbounds float, ptr %569, i64 %570
  %572 = mul nsw i64 %563, %11
  %573 = sub i64 %572, %15
  %574 = mul nsw i64 %564, %5
  %575 = icmp sgt i64 %573, -1
  %576 = icmp slt i64 %573, %5
  %577 = and i1 %575, %576
  br i1 %577, label %583, label %667

578:                                              ; preds = %760
  %579 = icmp sgt i32 %761, 0
  %580 = load ptr, ptr %530, align 16
  %581 = icmp eq i32 %761, 1
  %582 = load ptr, ptr %561, align 8
  br label %768

583:                                              ; preds = %562
  %584 = and i64 %573, 1
  %585 = add nsw i64 %573, %574
  %586 = mul nuw nsw i64 %584, %523
  %587 = getelementptr inbounds float, ptr %25, i64 %586
  %588 = getelementptr inbounds nuw i64, ptr %529, i64 %584
  %589 = load i64, ptr %588, align 8
  %590 = icmp eq i64 %589, %585
  br i1 %590, label %666, label %591

591:                                              ; preds = %583
  %592 = mul nsw i64 %573, %6
  %593 = getelementptr inbounds float, ptr %571, i64 %592
  br i1 %536, label %665, label %594

594:                                              ; preds = %591
  br i1 %542, label %600, label %595

595:                                              ; preds = %594
  %596 = getelementptr inbounds nuw float, ptr %593, i64 %538
  %597 = load <16 x float>, ptr %596, align 1
  %598 = getelementptr inbounds nuw i8, ptr %596, i64 64
  %599 = load <16 x float>, ptr %598, align 1
  br label %606

600:                                              ; preds = %594
  br i1 %546, label %601, label %606

601:                                              ; preds = %600
  %602 = getelementptr inbounds float, ptr %593, i64 %538
  %603 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %602, <16 x i1> %556, <16 x float> splat (float 0xFFF0000000000000))
  %604 = getelementptr inbounds nuw i8, ptr %602, i64 64
  %605 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %604, <16 x i1> %559, <16 x float> splat (float 0xFFF0000000000000))
  br label %606

606:                                              ; preds = %595, %600, %601
  %607 = phi <16 x float> [ %603, %601 ], [ %597, %595 ], [ splat (float 0xFFF0000000000000), %600 ]
  %608 = phi <16 x float> [ %605, %601 ], [ %599, %595 ], [ splat (float 0xFFF0000000000000), %600 ]
  br i1 %560, label %665, label %609

609:                                              ; preds = %606
  %610 = shufflevector <16 x float> %607, <16 x float> %608, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %611 = shufflevector <16 x float> %607, <16 x float> %608, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  br label %612

612:                                              ; preds = %609, %651
  %613 = phi <16 x float> [ %654, %651 ], [ %611, %609 ]
  %614 = phi <16 x float> [ %655, %651 ], [ %610, %609 ]
  %615 = phi i64 [ %663, %651 ], [ 1, %609 ]
  %616 = shl nsw i64 %615, 5
  %617 = sub nsw i64 %616, %16
  %618 = icmp slt i64 %617, 0
  %619 = add nuw nsw i64 %617, 32
  %620 = icmp sgt i64 %619, %6
  %621 = select i1 %618, i1 true, i1 %620
  br i1 %621, label %627, label %622

622:                                              ; preds = %612
  %623 = getelementptr inbounds nuw float, ptr %593, i64 %617
  %624 = load <16 x float>, ptr %623, align 1
  %625 = getelementptr inbounds nuw i8, ptr %623, i64 64
  %626 = load <16 x float>, ptr %625, align 1
  br label %651

627:                                              ; preds = %612
  %628 = sub nsw i64 0, %617
  %629 = select i1 %618, i64 %628, i64 0
  %630 = sub nsw i64 %6, %617
  %631 = call i64 @llvm.smin.i64(i64 %630, i64 32)
  %632 = icmp sgt i64 %631, %629
  br i1 %632, label %633, label %651

633:                                              ; preds = %627
  %634 = getelementptr inbounds float, ptr %593, i64 %617
  %635 = icmp sgt i64 %630, 31
  %636 = trunc i64 %631 to i32
  %637 = shl nsw i32 -1, %636
  %638 = xor i32 %637, -1
  %639 = select i1 %635, i32 -1, i32 %638
  %640 = trunc i64 %629 to i32
  %641 = shl nsw i32 -1, %640
  %642 = and i32 %639, %641
  %643 = trunc i32 %642 to i16
  %644 = bitcast i16 %643 to <16 x i1>
  %645 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %634, <16 x i1> %644, <16 x float> splat (float 0xFFF0000000000000))
  %646 = lshr i32 %642, 16
  %647 = trunc nuw i32 %646 to i16
  %648 = getelementptr inbounds nuw i8, ptr %634, i64 64
  %649 = bitcast i16 %647 to <16 x i1>
  %650 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %648, <16 x i1> %649, <16 x float> splat (float 0xFFF0000000000000))
  br label %651

651:                                              ; preds = %627, %633, %622
  %652 = phi <16 x float> [ %645, %633 ], [ %624, %622 ], [ splat (float 0xFFF0000000000000), %627 ]
  %653 = phi <16 x float> [ %650, %633 ], [ %626, %622 ], [ splat (float 0xFFF0000000000000), %627 ]
  %654 = shufflevector <16 x float> %652, <16 x float> %653, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %655 = shufflevector <16 x float> %652, <16 x float> %653, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %656 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %613, <16 x float> splat (float 0xFFF0000000000000), i32 4)
  %657 = fcmp uno <16 x float> %613, %614
  %658 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %614, <16 x float> %656, i32 4)
  %659 = shl i64 %615, 6
  %660 = getelementptr i8, ptr %587, i64 %659
  %661 = getelementptr i8, ptr %660, i64 -64
  %662 = select <16 x i1> %657, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %658
  store <16 x float> %662, ptr %661, align 64
  %663 = add nuw nsw i64 %615, 1
  %664 = icmp eq i64 %522, %615
  br i1 %664, label %665, label %612

665:                                              ; preds = %651, %606, %591
  store i64 %585, ptr %588, align 8
  br label %666

666:                                              ; preds = %665, %583
  store ptr %587, ptr %530, align 16
  br label %667

667:                                              ; preds = %666, %562
  %668 = phi i32 [ 1, %666 ], [ 0, %562 ]
  %669 = add i64 %573, 1
  %670 = icmp sgt i64 %669, -1
  %671 = icmp slt i64 %669, %5
  %672 = and i1 %670, %671
  br i1 %672, label %673, label %760

673:                                              ; preds = %667
  %674 = and i64 %669, 1
  %675 = add nsw i64 %669, %574
  %676 = mul nuw nsw i64 %674, %523
  %677 = getelementptr inbounds float, ptr %25, i64 %676
  %678 = getelementptr inbounds nuw i64, ptr %529, i64 %674
  %679 = load i64, ptr %678, align 8
  %680 = icmp eq i64 %679, %675
  br i1 %680, label %756, label %681

681:                                              ; preds = %673
  %682 = mul nsw i64 %669, %6
  %683 = getelementptr inbounds float, ptr %571, i64 %682
  br i1 %536, label %755, label %684

684:                                              ; preds = %681
  br i1 %542, label %690, label %685

685:                                              ; preds = %684
  %686 = getelementptr inbounds nuw float, ptr %683, i64 %538
  %687 = load <16 x float>, ptr %686, align 1
  %688 = getelementptr inbounds nuw i8, ptr %686, i64 64
  %689 = load <16 x float>, ptr %688, align 1
  br label %696

690:                                              ; preds = %684
  br i1 %546, label %691, label %696

691:                                              ; preds = %690
  %692 = getelementptr inbounds float, ptr %683, i64 %538
  %693 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %692, <16 x i1> %556, <16 x float> splat (float 0xFFF0000000000000))
  %694 = getelementptr inbounds nuw i8, ptr %692, i64 64
  %695 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %694, <16 x i1> %559, <16 x float> splat (float 0xFFF0000000000000))
  br label %696

696:                                              ; preds = %691, %690, %685
  %697 = phi <16 x float> [ %693, %691 ], [ %687, %685 ], [ splat (float 0xFFF0000000000000), %690 ]
  %698 = phi <16 x float> [ %695, %691 ], [ %689, %685 ], [ splat (float 0xFFF0000000000000), %690 ]
  br i1 %560, label %755, label %699

699:                                              ; preds = %696
  %700 = shufflevector <16 x float> %697, <16 x float> %698, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %701 = shufflevector <16 x float> %697, <16 x float> %698, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  br label %702

702:                                              ; preds = %741, %699
  %703 = phi <16 x float> [ %744, %741 ], [ %701, %699 ]
  %704 = phi <16 x float> [ %745, %741 ], [ %700, %699 ]
  %705 = phi i64 [ %753, %741 ], [ 1, %699 ]
  %706 = shl nsw i64 %705, 5
  %707 = sub nsw i64 %706, %16
  %708 = icmp slt i64 %707, 0
  %709 = add nuw nsw i64 %707, 32
  %710 = icmp sgt i64 %709, %6
  %711 = select i1 %708, i1 true, i1 %710
  br i1 %711, label %717, label %712

712:                                              ; preds = %702
  %713 = getelementptr inbounds nuw float, ptr %683, i64 %707
  %714 = load <16 x float>, ptr %713, align 1
  %715 = getelementptr inbounds nuw i8, ptr %713, i64 64
  %716 = load <16 x float>, ptr %715, align 1
  br label %741

717:                                              ; preds = %702
  %718 = sub nsw i64 0, %707
  %719 = select i1 %708, i64 %718, i64 0
  %720 = sub nsw i64 %6, %707
  %721 = call i64 @llvm.smin.i64(i64 %720, i64 32)
  %722 = icmp sgt i64 %721, %719
  br i1 %722, label %723, label %741

723:                                              ; preds = %717
  %724 = getelementptr inbounds float, ptr %683, i64 %707
  %725 = icmp sgt i64 %720, 31
  %726 = trunc i64 %721 to i32
  %727 = shl nsw i32 -1, %726
  %728 = xor i32 %727, -1
  %729 = select i1 %725, i32 -1, i32 %728
  %730 = trunc i64 %719 to i32
  %731 = shl nsw i32 -1, %730
  %732 = and i32 %729, %731
  %733 = trunc i32 %732 to i16
  %734 = bitcast i16 %733 to <16 x i1>
  %735 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %724, <16 x i1> %734, <16 x float> splat (float 0xFFF0000000000000))
  %736 = lshr i32 %732, 16
  %737 = trunc nuw i32 %736 to i16
  %738 = getelementptr inbounds nuw i8, ptr %724, i64 64
  %739 = bitcast i16 %737 to <16 x i1>
  %740 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %738, <16 x i1> %739, <16 x float> splat (float 0xFFF0000000000000))
  br label %741

741:                                              ; preds = %723, %717, %712
  %742 = phi <16 x float> [ %735, %723 ], [ %714, %712 ], [ splat (float 0xFFF0000000000000), %717 ]
  %743 = phi <16 x float> [ %740, %723 ], [ %716, %712 ], [ splat (float 0xFFF0000000000000), %717 ]
  %744 = shufflevector <16 x float> %742, <16 x float> %743, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %745 = shufflevector <16 x float> %742, <16 x float> %743, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %746 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %703, <16 x float> splat (float 0xFFF0000000000000), i32 4)
  %747 = fcmp uno <16 x float> %703, %704
  %748 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %704, <16 x float> %746, i32 4)
  %749 = shl i64 %705, 6
  %750 = getelementptr i8, ptr %677, i64 %749
  %751 = getelementptr i8, ptr %750, i64 -64
  %752 = select <16 x i1> %747, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %748
  store <16 x float> %752, ptr %751, align 64
  %753 = add nuw nsw i64 %705, 1
  %754 = icmp eq i64 %522, %705
  br i1 %754, label %755, label %702

755:                                              ; preds = %741, %696, %681
  store i64 %675, ptr %678, align 8
  br label %756

756:                                              ; preds = %755, %673
  %757 = add nuw nsw i32 %668, 1
  %758 = zext nneg i32 %668 to i64
  %759 = getelementptr inbounds nuw ptr, ptr %530, i64 %758
  store ptr %677, ptr %759, align 8
  br label %760

760:                                              ; preds = %756, %667
  %761 = phi i32 [ %757, %756 ], [ %668, %667 ]
  %762 = mul nsw i64 %566, %18
  %763 = getelementptr inbounds float, ptr %27, i64 %762
  %764 = mul nsw i64 %565, %7
  %765 = add nsw i64 %563, %764
  %766 = mul nsw i64 %765, %8
  %767 = getelementptr inbounds float, ptr %763, i64 %766
  br i1 %537, label %578, label %770

768:                                              ; preds = %578, %777
  %769 = phi i64 [ 0, %578 ], [ %788, %777 ]
  br i1 %579, label %790, label %777

770:                                              ; preds = %777, %760
  %771 = add nsw i64 %563, 1
  %772 = icmp eq i64 %771, %7
  br i1 %772, label %800, label %807

773:                                              ; preds = %795, %790
  %774 = phi <16 x i1> [ %793, %790 ], [ %798, %795 ]
  %775 = phi <16 x float> [ %794, %790 ], [ %799, %795 ]
  %776 = select <16 x i1> %774, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %775
  br label %777

777:                                              ; preds = %773, %768
  %778 = phi <16 x float> [ splat (float 0xFFF0000000000000), %768 ], [ %776, %773 ]
  %779 = getelementptr inbounds nuw float, ptr %767, i64 %769
  %780 = sub nsw i64 %8, %769
  %781 = icmp sgt i64 %780, 15
  %782 = trunc i64 %780 to i32
  %783 = shl nsw i32 -1, %782
  %784 = trunc i32 %783 to i16
  %785 = xor i16 %784, -1
  %786 = select i1 %781, i16 -1, i16 %785
  %787 = bitcast i16 %786 to <16 x i1>
  call void @llvm.masked.store.v16f32.p0(<16 x float> %778, ptr align 1 %779, <16 x i1> %787)
  %788 = add nuw nsw i64 %769, 16
  %789 = icmp slt i64 %788, %8
  br i1 %789, label %768, label %770

790:                                              ; preds = %768
  %791 = getelementptr inbounds nuw float, ptr %580, i64 %769
  %792 = load <16 x float>, ptr %791, align 1
  %793 = fcmp uno <16 x float> %792, zeroinitializer
  %794 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %792, <16 x float> splat (float 0xFFF0000000000000), i32 4)
  br i1 %581, label %773, label %795

795:                                              ; preds = %790
  %796 = getelementptr inbounds nuw float, ptr %582, i64 %769
  %797 = load <16 x float>, ptr %796, align 1
  %798 = fcmp uno <16 x float> %792, %797
  %799 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %797, <16 x float> %794, i32 4)
  br label %773

800:                                              ; preds = %770
  %801 = add nsw i64 %564, 1
  %802 = add nsw i64 %565, 1
  %803 = icmp eq i64 %802, %4
  %804 = zext i1 %803 to i64
  %805 = add nsw i64 %566, %804
  %806 = select i1 %803, i64 0, i64 %802
  br label %807

807:                                              ; preds = %800, %770
  %808 = phi i64 [ %566, %770 ], [ %805, %800 ]
  %809 = phi i64 [ %565, %770 ], [ %806, %800 ]
  %810 = phi i64 [ %564, %770 ], [ %801, %800 ]
  %811 = phi i64 [ %771, %770 ], [ 0, %800 ]
  %812 = add nsw i64 %567, 1
  %813 = icmp eq i64 %812, %3
  br i1 %813, label %1747, label %562

814:                                              ; preds = %512
  %815 = add nsw i64 %9, -1
  %816 = mul nsw i64 %13, %815
  br i1 %285, label %817, label %1137

817:                                              ; preds = %814, %817
  %818 = phi i64 [ %820, %817 ], [ 1, %814 ]
  %819 = icmp sgt i64 %818, %816
  %820 = shl i64 %818, 1
  br i1 %819, label %821, label %817

821:                                              ; preds = %817
  %822 = add nsw i64 %8, 15
  %823 = sdiv i64 %822, 16
  %824 = shl nsw i64 %823, 4
  %825 = mul nsw i64 %818, %824
  %826 = icmp slt i64 %825, 4097
  %827 = icmp slt i64 %9, 4097
  %828 = and i1 %827, %826
  %829 = icmp slt i64 %2, %3
  %830 = and i1 %829, %828
  br i1 %830, label %831, label %1750

831:                                              ; preds = %821
  %832 = tail call ptr @llvm.stacksave.p0()
  %833 = alloca i64, i64 %818, align 16
  %834 = alloca ptr, i64 %9, align 16
  %835 = add i64 %10, -1
  %836 = mul nsw i64 %14, %835
  %837 = icmp slt i64 %836, 16
  %838 = icmp sgt i64 %818, 0
  br i1 %838, label %839, label %841

839:                                              ; preds = %831
  %840 = shl nuw i64 %818, 3
  call void @llvm.memset.p0.i64(ptr nonnull align 16 %833, i8 -1, i64 %840, i1 false)
  br label %841

841:                                              ; preds = %831, %839
  %842 = sdiv i64 %2, %7
  %843 = sdiv i64 %842, %4
  %844 = srem i64 %842, %4
  %845 = srem i64 %2, %7
  %846 = mul i64 %6, %5
  %847 = icmp sgt i64 %9, 0
  %848 = add nsw i64 %818, -1
  %849 = icmp sgt i64 %8, 0
  %850 = icmp sgt i64 %10, 0
  %851 = icmp slt i64 %8, -30
  %852 = tail call i64 @llvm.smax.i64(i64 %823, i64 0)
  %853 = insertelement <16 x i64> poison, i64 %6, i64 0
  %854 = shufflevector <16 x i64> %853, <16 x i64> poison, <16 x i32> zeroinitializer
  %855 = and i64 %10, 1
  %856 = icmp eq i64 %835, 0
  %857 = and i64 %10, 9223372036854775806
  %858 = icmp eq i64 %14, 0
  %859 = icmp eq i64 %855, 0
  %860 = icmp ne i64 %855, 0
  br label %861

861:                                              ; preds = %841, %1130
  %862 = phi i64 [ %845, %841 ], [ %1134, %1130 ]
  %863 = phi i64 [ %842, %841 ], [ %1133, %1130 ]
  %864 = phi i64 [ %844, %841 ], [ %1132, %1130 ]
  %865 = phi i64 [ %843, %841 ], [ %1131, %1130 ]
  %866 = phi i64 [ %2, %841 ], [ %1135, %1130 ]
  %867 = phi <16 x float> [ undef, %841 ], [ %883, %1130 ]
  %868 = mul nsw i64 %865, %17
  %869 = getelementptr inbounds float, ptr %26, i64 %868
  %870 = mul i64 %846, %864
  %871 = getelementptr inbounds float, ptr %869, i64 %870
  %872 = mul nsw i64 %865, %18
  %873 = getelementptr inbounds float, ptr %27, i64 %872
  %874 = mul nsw i64 %864, %7
  %875 = add nsw i64 %862, %874
  %876 = mul nsw i64 %875, %8
  %877 = getelementptr inbounds float, ptr %873, i64 %876
  br i1 %847, label %878, label %882

878:                                              ; preds = %861
  %879 = mul nsw i64 %862, %11
  %880 = sub i64 %879, %15
  %881 = mul nsw i64 %863, %5
  br label %893

882:                                              ; preds = %1056, %861
  %883 = phi <16 x float> [ %867, %861 ], [ %1057, %1056 ]
  %884 = phi i32 [ 0, %861 ], [ %1058, %1056 ]
  br i1 %849, label %885, label %1064

885:                                              ; preds = %882
  %886 = icmp sgt i32 %884, 0
  %887 = zext i32 %884 to i64
  %888 = and i64 %887, 1
  %889 = icmp eq i32 %884, 1
  %890 = and i64 %887, 2147483646
  %891 = icmp eq i64 %888, 0
  %892 = icmp ne i64 %888, 0
  br label %1061

893:                                              ; preds = %878, %1056
  %894 = phi i64 [ 0, %878 ], [ %1059, %1056 ]
  %895 = phi i32 [ 0, %878 ], [ %1058, %1056 ]
  %896 = phi <16 x float> [ %867, %878 ], [ %1057, %1056 ]
  %897 = mul nsw i64 %894, %13
  %898 = add i64 %880, %897
  %899 = icmp sgt i64 %898, -1
  %900 = icmp slt i64 %898, %5
  %901 = and i1 %899, %900
  br i1 %901, label %902, label %1056

902:                                              ; preds = %893
  %903 = and i64 %898, %848
  %904 = add nsw i64 %898, %881
  %905 = mul nsw i64 %903, %824
  %906 = getelementptr inbounds float, ptr %25, i64 %905
  %907 = getelementptr inbounds nuw i64, ptr %833, i64 %903
  %908 = load i64, ptr %907, align 8
  %909 = icmp eq i64 %908, %904
  br i1 %909, label %1051, label %910

910:                                              ; preds = %902
  %911 = mul nsw i64 %898, %6
  %912 = getelementptr inbounds float, ptr %871, i64 %911
  br i1 %837, label %913, label %1016

913:                                              ; preds = %910
  br i1 %851, label %1049, label %914

914:                                              ; preds = %913, %1013
  %915 = phi i64 [ %1014, %1013 ], [ 0, %913 ]
  %916 = phi <16 x float> [ %944, %1013 ], [ %896, %913 ]
  %917 = shl nsw i64 %915, 4
  %918 = sub nsw i64 %917, %16
  %919 = icmp slt i64 %918, 0
  %920 = add nuw nsw i64 %918, 16
  %921 = icmp sgt i64 %920, %6
  %922 = select i1 %919, i1 true, i1 %921
  br i1 %922, label %926, label %923

923:                                              ; preds = %914
  %924 = getelementptr inbounds nuw float, ptr %912, i64 %918
  %925 = load <16 x float>, ptr %924, align 1
  br label %943

926:                                              ; preds = %914
  %927 = sub nsw i64 0, %918
  %928 = select i1 %919, i64 %927, i64 0
  %929 = sub nsw i64 %6, %918
  %930 = call i64 @llvm.smin.i64(i64 %929, i64 16)
  %931 = icmp sgt i64 %930, %928
  br i1 %931, label %932, label %943

932:                                              ; preds = %926
  %933 = trunc i64 %930 to i32
  %934 = shl nsw i32 -1, %933
  %935 = xor i32 %934, -1
  %936 = trunc i64 %928 to i32
  %937 = shl nsw i32 -1, %936
  %938 = and i32 %937, %935
  %939 = trunc i32 %938 to i16
  %940 = getelementptr inbounds float, ptr %912, i64 %918
  %941 = bitcast i16 %939 to <16 x i1>
  %942 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %940, <16 x i1> %941, <16 x float> splat (float 0xFFF0000000000000))
  br label %943

943:                                              ; preds = %932, %926, %923
  %944 = phi <16 x float> [ %925, %923 ], [ %942, %932 ], [ splat (float 0xFFF0000000000000), %926 ]
  %945 = icmp eq i64 %915, 0
  br i1 %945, label %1013, label %946

946:                                              ; preds = %943
  br i1 %850, label %947, label %972

947:                                              ; preds = %946
  br i1 %856, label %949, label %977

948:                                              ; preds = %1004
  br i1 %859, label %967, label %949

949:                                              ; preds = %948, %947
  %950 = phi <16 x float> [ splat (float 0xFFF0000000000000), %947 ], [ %1009, %948 ]
  %951 = phi i16 [ 0, %947 ], [ %1008, %948 ]
  %952 = phi i64 [ 0, %947 ], [ %1010, %948 ]
  call void @llvm.assume(i1 %860)
  %953 = mul nsw i64 %952, %14
  %954 = icmp eq i64 %953, 0
  br i1 %954, label %961, label %955

955:                                              ; preds = %949
  %956 = trunc i64 %953 to i32
  %957 = insertelement <16 x i32> poison, i32 %956, i64 0
  %958 = shufflevector <16 x i32> %957, <16 x i32> poison, <16 x i32> zeroinitializer
  %959 = add <16 x i32> %958, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %960 = call <16 x float> @llvm.x86.avx512.vpermi2var.ps.512(<16 x float> %916, <16 x i32> %959, <16 x float> %944)
  br label %961

961:                                              ; preds = %955, %949
  %962 = phi <16 x float> [ %960, %955 ], [ %916, %949 ]
  %963 = fcmp uno <16 x float> %962, zeroinitializer
  %964 = bitcast <16 x i1> %963 to i16
  %965 = or i16 %951, %964
  %966 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %962, <16 x float> %950, i32 4)
  br label %967

967:                                              ; preds = %948, %961
  %968 = phi i16 [ %1008, %948 ], [ %965, %961 ]
  %969 = phi <16 x float> [ %1009, %948 ], [ %966, %961 ]
  %970 = bitcast i16 %968 to <16 x i1>
  %971 = select <16 x i1> %970, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %969
  br label %972

972:                                              ; preds = %967, %946
  %973 = phi <16 x float> [ splat (float 0xFFF0000000000000), %946 ], [ %971, %967 ]
  %974 = shl i64 %915, 6
  %975 = getelementptr i8, ptr %906, i64 %974
  %976 = getelementptr i8, ptr %975, i64 -64
  store <16 x float> %973, ptr %976, align 64
  br label %1013

977:                                              ; preds = %947, %1004
  %978 = phi <16 x float> [ %1009, %1004 ], [ splat (float 0xFFF0000000000000), %947 ]
  %979 = phi i16 [ %1008, %1004 ], [ 0, %947 ]
  %980 = phi i64 [ %1010, %1004 ], [ 0, %947 ]
  %981 = phi i64 [ %1011, %1004 ], [ 0, %947 ]
  %982 = mul nsw i64 %980, %14
  %983 = icmp eq i64 %982, 0
  br i1 %983, label %990, label %984

984:                                              ; preds = %977
  %985 = trunc i64 %982 to i32
  %986 = insertelement <16 x i32> poison, i32 %985, i64 0
  %987 = shufflevector <16 x i32> %986, <16 x i32> poison, <16 x i32> zeroinitializer
  %988 = add <16 x i32> %987, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %989 = call <16 x float> @llvm.x86.avx512.vpermi2var.ps.512(<16 x float> %916, <16 x i32> %988, <16 x float> %944)
  br label %990

990:                                              ; preds = %977, %984
  %991 = phi <16 x float> [ %989, %984 ], [ %916, %977 ]
  %992 = fcmp uno <16 x float> %991, zeroinitializer
  %993 = bitcast <16 x i1> %992 to i16
  %994 = or i16 %979, %993
  %995 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %991, <16 x float> %978, i32 4)
  br i1 %858, label %1004, label %996

996:                                              ; preds = %990
  %997 = or disjoint i64 %980, 1
  %998 = mul nsw i64 %997, %14
  %999 = trunc i64 %998 to i32
  %1000 = insertelement <16 x i32> poison, i32 %999, i64 0
  %1001 = shufflevector <16 x i32> %1000, <16 x i32> poison, <16 x i32> zeroinitializer
  %1002 = add <16 x i32> %1001, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %1003 = call <16 x float> @llvm.x86.avx512.vpermi2var.ps.512(<16 x float> %916, <16 x i32> %1002, <16 x float> %944)
  br label %1004

1004:                                             ; preds = %996, %990
  %1005 = phi <16 x float> [ %1003, %996 ], [ %916, %990 ]
  %1006 = fcmp uno <16 x float> %1005, zeroinitializer
  %1007 = bitcast <16 x i1> %1006 to i16
  %1008 = or i16 %994, %1007
  %1009 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1005, <16 x float> %995, i32 4)
  %1010 = add nuw nsw i64 %980, 2
  %1011 = add i64 %981, 2
  %1012 = icmp eq i64 %1011, %857
  br i1 %1012, label %948, label %977

1013:                                             ; preds = %972, %943
  %1014 = add nuw nsw i64 %915, 1
  %1015 = icmp eq i64 %915, %852
  br i1 %1015, label %1049, label %914

1016:                                             ; preds = %910
  br i1 %849, label %1017, label %1049

1017:                                             ; preds = %1016, %1024
  %1018 = phi i64 [ %1027, %1024 ], [ 0, %1016 ]
  br i1 %850, label %1019, label %1024

1019:                                             ; preds = %1017
  %1020 = sub i64 %1018, %16
  br label %1029

1021:                                             ; preds = %1029
  %1022 = bitcast i16 %1045 to <16 x i1>
  %1023 = select <16 x i1> %1022, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %1046
  br label %1024

1024:                                             ; preds = %1021, %1017
  %1025 = phi <16 x float> [ splat (float 0xFFF0000000000000), %1017 ], [ %1023, %1021 ]
  %1026 = getelementptr inbounds nuw float, ptr %906, i64 %1018
  store <16 x float> %1025, ptr %1026, align 64
  %1027 = add nuw nsw i64 %1018, 16
  %1028 = icmp slt i64 %1027, %824
  br i1 %1028, label %1017, label %1049

1029:                                             ; preds = %1019, %1029
  %1030 = phi i64 [ 0, %1019 ], [ %1047, %1029 ]
  %1031 = phi i16 [ 0, %1019 ], [ %1045, %1029 ]
  %1032 = phi <16 x float> [ splat (float 0xFFF0000000000000), %1019 ], [ %1046, %1029 ]
  %1033 = mul nsw i64 %1030, %14
  %1034 = add i64 %1020, %1033
  %1035 = insertelement <16 x i64> poison, i64 %1034, i64 0
  %1036 = shufflevector <16 x i64> %1035, <16 x i64> poison, <16 x i32> zeroinitializer
  %1037 = add <16 x i64> %1036, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %1038 = icmp sgt <16 x i64> %1037, splat (i64 -1)
  %1039 = icmp slt <16 x i64> %1037, %854
  %1040 = and <16 x i1> %1038, %1039
  %1041 = getelementptr float, ptr %912, i64 %1034
  %1042 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %1041, <16 x i1> %1040, <16 x float> splat (float 0xFFF0000000000000))
  %1043 = fcmp uno <16 x float> %1042, zeroinitializer
  %1044 = bitcast <16 x i1> %1043 to i16
  %1045 = or i16 %1031, %1044
  %1046 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1042, <16 x float> %1032, i32 4)
  %1047 = add nuw nsw i64 %1030, 1
  %1048 = icmp eq i64 %1047, %10
  br i1 %1048, label %1021, label %1029

1049:                                             ; preds = %1024, %1013, %1016, %913
  %1050 = phi <16 x float> [ %896, %1016 ], [ %896, %913 ], [ %944, %1013 ], [ %896, %1024 ]
  store i64 %904, ptr %907, align 8
  br label %1051

1051:                                             ; preds = %1049, %902
  %1052 = phi <16 x float> [ %896, %902 ], [ %1050, %1049 ]
  %1053 = add nsw i32 %895, 1
  %1054 = sext i32 %895 to i64
  %1055 = getelementptr inbounds ptr, ptr %834, i64 %1054
  store ptr %906, ptr %1055, align 8
  br label %1056

1056:                                             ; preds = %1051, %893
  %1057 = phi <16 x float> [ %1052, %1051 ], [ %896, %893 ]
  %1058 = phi i32 [ %1053, %1051 ], [ %895, %893 ]
  %1059 = add nuw nsw i64 %894, 1
  %1060 = icmp eq i64 %1059, %9
  br i1 %1060, label %882, label %893

1061:                                             ; preds = %885, %1085
  %1062 = phi i64 [ 0, %885 ], [ %1096, %1085 ]
  br i1 %886, label %1063, label %1085

1063:                                             ; preds = %1061
  br i1 %889, label %1068, label %1098

1064:                                             ; preds = %1085, %882
  %1065 = add nsw i64 %862, 1
  %1066 = icmp eq i64 %1065, %7
  br i1 %1066, label %1123, label %1130

1067:                                             ; preds = %1098
  br i1 %891, label %1080, label %1068

1068:                                             ; preds = %1067, %1063
  %1069 = phi i64 [ 0, %1063 ], [ %1120, %1067 ]
  %1070 = phi i16 [ 0, %1063 ], [ %1118, %1067 ]
  %1071 = phi <16 x float> [ splat (float 0xFFF0000000000000), %1063 ], [ %1119, %1067 ]
  call void @llvm.assume(i1 %892)
  %1072 = getelementptr inbounds nuw ptr, ptr %834, i64 %1069
  %1073 = load ptr, ptr %1072, align 8
  %1074 = getelementptr inbounds nuw float, ptr %1073, i64 %1062
  %1075 = load <16 x float>, ptr %1074, align 1
  %1076 = fcmp uno <16 x float> %1075, zeroinitializer
  %1077 = bitcast <16 x i1> %1076 to i16
  %1078 = or i16 %1070, %1077
  %1079 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1075, <16 x float> %1071, i32 4)
  br label %1080

1080:                                             ; preds = %1067, %1068
  %1081 = phi i16 [ %1118, %1067 ], [ %1078, %1068 ]
  %1082 = phi <16 x float> [ %1119, %1067 ], [ %1079, %1068 ]
  %1083 = bitcast i16 %1081 to <16 x i1>
  %1084 = select <16 x i1> %1083, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %1082
  br label %1085

1085:                                             ; preds = %1080, %1061
  %1086 = phi <16 x float> [ splat (float 0xFFF0000000000000), %1061 ], [ %1084, %1080 ]
  %1087 = getelementptr inbounds nuw float, ptr %877, i64 %1062
  %1088 = sub nsw i64 %8, %1062
  %1089 = icmp sgt i64 %1088, 15
  %1090 = trunc i64 %1088 to i32
  %1091 = shl nsw i32 -1, %1090
  %1092 = trunc i32 %1091 to i16
  %1093 = xor i16 %1092, -1
  %1094 = select i1 %1089, i16 -1, i16 %1093
  %1095 = bitcast i16 %1094 to <16 x i1>
  call void @llvm.masked.store.v16f32.p0(<16 x float> %1086, ptr align 1 %1087, <16 x i1> %1095)
  %1096 = add nuw nsw i64 %1062, 16
  %1097 = icmp slt i64 %1096, %8
  br i1 %1097, label %1061, label %1064

1098:                                             ; preds = %1063, %1098
  %1099 = phi i64 [ %1120, %1098 ], [ 0, %1063 ]
  %1100 = phi i16 [ %1118, %1098 ], [ 0, %1063 ]
  %1101 = phi <16 x float> [ %1119, %1098 ], [ splat (float 0xFFF0000000000000), %1063 ]
  %1102 = phi i64 [ %1121, %1098 ], [ 0, %1063 ]
  %1103 = getelementptr inbounds nuw ptr, ptr %834, i64 %1099
  %1104 = load ptr, ptr %1103, align 16
  %1105 = getelementptr inbounds nuw float, ptr %1104, i64 %1062
  %1106 = load <16 x float>, ptr %1105, align 1
  %1107 = fcmp uno <16 x float> %1106, zeroinitializer
  %1108 = bitcast <16 x i1> %1107 to i16
  %1109 = or i16 %1100, %1108
  %1110 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1106, <16 x float> %1101, i32 4)
  %1111 = getelementptr inbounds nuw ptr, ptr %834, i64 %1099
  %1112 = getelementptr inbounds nuw i8, ptr %1111, i64 8
  %1113 = load ptr, ptr %1112, align 8
  %1114 = getelementptr inbounds nuw float, ptr %1113, i64 %1062
  %1115 = load <16 x float>, ptr %1114, align 1
  %1116 = fcmp uno <16 x float> %1115, zeroinitializer
  %1117 = bitcast <16 x i1> %1116 to i16
  %1118 = or i16 %1109, %1117
  %1119 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1115, <16 x float> %1110, i32 4)
  %1120 = add nuw nsw i64 %1099, 2
  %1121 = add i64 %1102, 2
  %1122 = icmp eq i64 %1121, %890
  br i1 %1122, label %1067, label %1098

1123:                                             ; preds = %1064
  %1124 = add nsw i64 %863, 1
  %1125 = add nsw i64 %864, 1
  %1126 = icmp eq i64 %1125, %4
  %1127 = zext i1 %1126 to i64
  %1128 = add nsw i64 %865, %1127
  %1129 = select i1 %1126, i64 0, i64 %1125
  br label %1130

1130:                                             ; preds = %1123, %1064
  %1131 = phi i64 [ %865, %1064 ], [ %1128, %1123 ]
  %1132 = phi i64 [ %864, %1064 ], [ %1129, %1123 ]
  %1133 = phi i64 [ %863, %1064 ], [ %1124, %1123 ]
  %1134 = phi i64 [ %1065, %1064 ], [ 0, %1123 ]
  %1135 = add nsw i64 %866, 1
  %1136 = icmp eq i64 %1135, %3
  br i1 %1136, label %1747, label %861

1137:                                             ; preds = %814
  br i1 %31, label %1138, label %1432

1138:                                             ; preds = %1137, %1138
  %1139 = phi i64 [ %1141, %1138 ], [ 1, %1137 ]
  %1140 = icmp sgt i64 %1139, %816
  %1141 = shl i64 %1139, 1
  br i1 %1140, label %1142, label %1138

1142:                                             ; preds = %1138
  %1143 = add nsw i64 %8, 15
  %1144 = sdiv i64 %1143, 16
  %1145 = shl nsw i64 %1144, 4
  %1146 = mul nsw i64 %1139, %1145
  %1147 = icmp slt i64 %1146, 4097
  %1148 = icmp slt i64 %9, 4097
  %1149 = and i1 %1148, %1147
  %1150 = icmp slt i64 %2, %3
  %1151 = and i1 %1150, %1149
  br i1 %1151, label %1152, label %1750

1152:                                             ; preds = %1142
  %1153 = tail call ptr @llvm.stacksave.p0()
  %1154 = alloca i64, i64 %1139, align 16
  %1155 = alloca ptr, i64 %9, align 16
  %1156 = add nsw i64 %10, -1
  %1157 = mul nsw i64 %14, %1156
  %1158 = icmp slt i64 %1157, 32
  %1159 = icmp sgt i64 %1139, 0
  br i1 %1159, label %1160, label %1162

1160:                                             ; preds = %1152
  %1161 = shl nuw i64 %1139, 3
  call void @llvm.memset.p0.i64(ptr nonnull align 16 %1154, i8 -1, i64 %1161, i1 false)
  br label %1162

1162:                                             ; preds = %1152, %1160
  %1163 = sdiv i64 %2, %7
  %1164 = sdiv i64 %1163, %4
  %1165 = srem i64 %1163, %4
  %1166 = srem i64 %2, %7
  %1167 = mul i64 %6, %5
  %1168 = icmp sgt i64 %9, 0
  %1169 = add nsw i64 %1139, -1
  %1170 = icmp sgt i64 %8, 0
  %1171 = icmp sgt i64 %10, 0
  %1172 = icmp slt i64 %8, -30
  %1173 = getelementptr inbounds nuw i8, ptr %24, i64 64
  %1174 = getelementptr inbounds nuw i8, ptr %23, i64 64
  %1175 = tail call i64 @llvm.smax.i64(i64 %1144, i64 0)
  %1176 = insertelement <16 x i64> poison, i64 %6, i64 0
  %1177 = shufflevector <16 x i64> %1176, <16 x i64> poison, <16 x i32> zeroinitializer
  br label %1178

1178:                                             ; preds = %1162, %1425
  %1179 = phi i64 [ %1166, %1162 ], [ %1429, %1425 ]
  %1180 = phi i64 [ %1163, %1162 ], [ %1428, %1425 ]
  %1181 = phi i64 [ %1165, %1162 ], [ %1427, %1425 ]
  %1182 = phi i64 [ %1164, %1162 ], [ %1426, %1425 ]
  %1183 = phi i64 [ %2, %1162 ], [ %1430, %1425 ]
  %1184 = mul nsw i64 %1182, %17
  %1185 = getelementptr inbounds float, ptr %26, i64 %1184
  %1186 = mul i64 %1167, %1181
  %1187 = getelementptr inbounds float, ptr %1185, i64 %1186
  %1188 = mul nsw i64 %1182, %18
  %1189 = getelementptr inbounds float, ptr %27, i64 %1188
  %1190 = mul nsw i64 %1181, %7
  %1191 = add nsw i64 %1179, %1190
  %1192 = mul nsw i64 %1191, %8
  %1193 = getelementptr inbounds float, ptr %1189, i64 %1192
  br i1 %1168, label %1194, label %1198

1194:                                             ; preds = %1178
  %1195 = mul nsw i64 %1179, %11
  %1196 = sub i64 %1195, %15
  %1197 = mul nsw i64 %1180, %5
  br label %1208

1198:                                             ; preds = %1352, %1178
  %1199 = phi i32 [ 0, %1178 ], [ %1353, %1352 ]
  br i1 %1170, label %1200, label %1359

1200:                                             ; preds = %1198
  %1201 = icmp sgt i32 %1199, 0
  %1202 = zext i32 %1199 to i64
  %1203 = and i64 %1202, 1
  %1204 = icmp eq i32 %1199, 1
  %1205 = and i64 %1202, 2147483646
  %1206 = icmp eq i64 %1203, 0
  %1207 = icmp ne i64 %1203, 0
  br label %1356

1208:                                             ; preds = %1194, %1352
  %1209 = phi i64 [ 0, %1194 ], [ %1354, %1352 ]
  %1210 = phi i32 [ 0, %1194 ], [ %1353, %1352 ]
  %1211 = mul nsw i64 %1209, %13
  %1212 = add i64 %1196, %1211
  %1213 = icmp sgt i64 %1212, -1
  %1214 = icmp slt i64 %1212, %5
  %1215 = and i1 %1213, %1214
  br i1 %1215, label %1216, label %1352

1216:                                             ; preds = %1208
  %1217 = and i64 %1212, %1169
  %1218 = add nsw i64 %1212, %1197
  %1219 = mul nsw i64 %1217, %1145
  %1220 = getelementptr inbounds float, ptr %25, i64 %1219
  %1221 = getelementptr inbounds nuw i64, ptr %1154, i64 %1217
  %1222 = load i64, ptr %1221, align 8
  %1223 = icmp eq i64 %1222, %1218
  br i1 %1223, label %1348, label %1224

1224:                                             ; preds = %1216
  %1225 = mul nsw i64 %1212, %6
  %1226 = getelementptr inbounds float, ptr %1187, i64 %1225
  br i1 %1158, label %1227, label %1310

1227:                                             ; preds = %1224
  call void @llvm.lifetime.start.p0(ptr nonnull %23)
  call void @llvm.lifetime.start.p0(ptr nonnull %24)
  br i1 %1172, label %1309, label %1228

1228:                                             ; preds = %1227, %1306
  %1229 = phi i64 [ %1307, %1306 ], [ 0, %1227 ]
  %1230 = shl nsw i64 %1229, 5
  %1231 = sub nsw i64 %1230, %16
  %1232 = icmp slt i64 %1231, 0
  %1233 = add nuw nsw i64 %1231, 32
  %1234 = icmp sgt i64 %1233, %6
  %1235 = select i1 %1232, i1 true, i1 %1234
  br i1 %1235, label %1241, label %1236

1236:                                             ; preds = %1228
  %1237 = getelementptr inbounds nuw float, ptr %1226, i64 %1231
  %1238 = load <16 x float>, ptr %1237, align 1
  %1239 = getelementptr inbounds nuw i8, ptr %1237, i64 64
  %1240 = load <16 x float>, ptr %1239, align 1
  br label %1265

1241:                                             ; preds = %1228
  %1242 = sub nsw i64 0, %1231
  %1243 = select i1 %1232, i64 %1242, i64 0
  %1244 = sub nsw i64 %6, %1231
  %1245 = call i64 @llvm.smin.i64(i64 %1244, i64 32)
  %1246 = icmp sgt i64 %1245, %1243
  br i1 %1246, label %1247, label %1265

1247:                                             ; preds = %1241
  %1248 = getelementptr inbounds float, ptr %1226, i64 %1231
  %1249 = icmp sgt i64 %1244, 31
  %1250 = trunc i64 %1245 to i32
  %1251 = shl nsw i32 -1, %1250
  %1252 = xor i32 %1251, -1
  %1253 = select i1 %1249, i32 -1, i32 %1252
  %1254 = trunc i64 %1243 to i32
  %1255 = shl nsw i32 -1, %1254
  %1256 = and i32 %1253, %1255
  %1257 = trunc i32 %1256 to i16
  %1258 = bitcast i16 %1257 to <16 x i1>
  %1259 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %1248, <16 x i1> %1258, <16 x float> splat (float 0xFFF0000000000000))
  %1260 = lshr i32 %1256, 16
  %1261 = trunc nuw i32 %1260 to i16
  %1262 = getelementptr inbounds nuw i8, ptr %1248, i64 64
  %1263 = bitcast i16 %1261 to <16 x i1>
  %1264 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %1262, <16 x i1> %1263, <16 x float> splat (float 0xFFF0000000000000))
  br label %1265

1265:                                             ; preds = %1241, %1247, %1236
  %1266 = phi <16 x float> [ %1264, %1247 ], [ %1240, %1236 ], [ splat (float 0xFFF0000000000000), %1241 ]
  %1267 = phi <16 x float> [ %1259, %1247 ], [ %1238, %1236 ], [ splat (float 0xFFF0000000000000), %1241 ]
  %1268 = shufflevector <16 x float> %1267, <16 x float> %1266, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  store <16 x float> %1268, ptr %24, align 64
  %1269 = shufflevector <16 x float> %1267, <16 x float> %1266, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  store <16 x float> %1269, ptr %1173, align 64
  %1270 = icmp eq i64 %1229, 0
  br i1 %1270, label %1306, label %1271

1271:                                             ; preds = %1265
  br i1 %1171, label %1280, label %1275

1272:                                             ; preds = %1298
  %1273 = bitcast i16 %1302 to <16 x i1>
  %1274 = select <16 x i1> %1273, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %1303
  br label %1275

1275:                                             ; preds = %1272, %1271
  %1276 = phi <16 x float> [ splat (float 0xFFF0000000000000), %1271 ], [ %1274, %1272 ]
  %1277 = shl i64 %1229, 6
  %1278 = getelementptr i8, ptr %1220, i64 %1277
  %1279 = getelementptr i8, ptr %1278, i64 -64
  store <16 x float> %1276, ptr %1279, align 64
  br label %1306

1280:                                             ; preds = %1271, %1298
  %1281 = phi <16 x float> [ %1303, %1298 ], [ splat (float 0xFFF0000000000000), %1271 ]
  %1282 = phi i16 [ %1302, %1298 ], [ 0, %1271 ]
  %1283 = phi i64 [ %1304, %1298 ], [ 0, %1271 ]
  %1284 = mul nsw i64 %1283, %14
  %1285 = and i64 %1284, 1
  %1286 = ashr i64 %1284, 1
  %1287 = icmp eq i64 %1286, 0
  %1288 = getelementptr inbounds nuw <16 x float>, ptr %23, i64 %1285
  %1289 = load <16 x float>, ptr %1288, align 64
  br i1 %1287, label %1298, label %1290

1290:                                             ; preds = %1280
  %1291 = trunc i64 %1286 to i32
  %1292 = insertelement <16 x i32> poison, i32 %1291, i64 0
  %1293 = shufflevector <16 x i32> %1292, <16 x i32> poison, <16 x i32> zeroinitializer
  %1294 = add <16 x i32> %1293, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %1295 = getelementptr inbounds nuw <16 x float>, ptr %24, i64 %1285
  %1296 = load <16 x float>, ptr %1295, align 64
  %1297 = call <16 x float> @llvm.x86.avx512.vpermi2var.ps.512(<16 x float> %1289, <16 x i32> %1294, <16 x float> %1296)
  br label %1298

1298:                                             ; preds = %1280, %1290
  %1299 = phi <16 x float> [ %1297, %1290 ], [ %1289, %1280 ]
  %1300 = fcmp uno <16 x float> %1299, zeroinitializer
  %1301 = bitcast <16 x i1> %1300 to i16
  %1302 = or i16 %1282, %1301
  %1303 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1299, <16 x float> %1281, i32 4)
  %1304 = add nuw nsw i64 %1283, 1
  %1305 = icmp eq i64 %1304, %10
  br i1 %1305, label %1272, label %1280

1306:                                             ; preds = %1275, %1265
  store <16 x float> %1268, ptr %23, align 64
  store <16 x float> %1269, ptr %1174, align 64
  %1307 = add nuw nsw i64 %1229, 1
  %1308 = icmp eq i64 %1229, %1175
  br i1 %1308, label %1309, label %1228

1309:                                             ; preds = %1306, %1227
  call void @llvm.lifetime.end.p0(ptr nonnull %24)
  call void @llvm.lifetime.end.p0(ptr nonnull %23)
  br label %1347

1310:                                             ; preds = %1224
  br i1 %1170, label %1311, label %1347

1311:                                             ; preds = %1310, %1321
  %1312 = phi i64 [ %1324, %1321 ], [ 0, %1310 ]
  br i1 %1171, label %1313, label %1321

1313:                                             ; preds = %1311
  %1314 = insertelement <16 x i64> poison, i64 %1312, i64 0
  %1315 = shufflevector <16 x i64> %1314, <16 x i64> poison, <16 x i32> zeroinitializer
  %1316 = or disjoint <16 x i64> %1315, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %1317 = shl nuw nsw <16 x i64> %1316, splat (i64 1)
  br label %1326

1318:                                             ; preds = %1326
  %1319 = bitcast i16 %1343 to <16 x i1>
  %1320 = select <16 x i1> %1319, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %1344
  br label %1321

1321:                                             ; preds = %1318, %1311
  %1322 = phi <16 x float> [ splat (float 0xFFF0000000000000), %1311 ], [ %1320, %1318 ]
  %1323 = getelementptr inbounds nuw float, ptr %1220, i64 %1312
  store <16 x float> %1322, ptr %1323, align 64
  %1324 = add nuw nsw i64 %1312, 16
  %1325 = icmp slt i64 %1324, %1145
  br i1 %1325, label %1311, label %1347

1326:                                             ; preds = %1313, %1326
  %1327 = phi i64 [ %1345, %1326 ], [ 0, %1313 ]
  %1328 = phi i16 [ %1343, %1326 ], [ 0, %1313 ]
  %1329 = phi <16 x float> [ %1344, %1326 ], [ splat (float 0xFFF0000000000000), %1313 ]
  %1330 = mul nsw i64 %1327, %14
  %1331 = sub i64 %1330, %16
  %1332 = insertelement <16 x i64> poison, i64 %1331, i64 0
  %1333 = shufflevector <16 x i64> %1332, <16 x i64> poison, <16 x i32> zeroinitializer
  %1334 = add <16 x i64> %1333, %1317
  %1335 = icmp sgt <16 x i64> %1334, splat (i64 -1)
  %1336 = icmp slt <16 x i64> %1334, %1177
  %1337 = and <16 x i1> %1335, %1336
  %1338 = getelementptr inbounds nuw float, ptr %1226, <16 x i64> %1334
  %1339 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %1338, <16 x i1> %1337, <16 x float> poison)
  %1340 = select <16 x i1> %1337, <16 x float> %1339, <16 x float> splat (float 0xFFF0000000000000)
  %1341 = fcmp uno <16 x float> %1340, zeroinitializer
  %1342 = bitcast <16 x i1> %1341 to i16
  %1343 = or i16 %1328, %1342
  %1344 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1340, <16 x float> %1329, i32 4)
  %1345 = add nuw nsw i64 %1327, 1
  %1346 = icmp eq i64 %1345, %10
  br i1 %1346, label %1318, label %1326

1347:                                             ; preds = %1321, %1310, %1309
  store i64 %1218, ptr %1221, align 8
  br label %1348

1348:                                             ; preds = %1347, %1216
  %1349 = add nsw i32 %1210, 1
  %1350 = sext i32 %1210 to i64
  %1351 = getelementptr inbounds ptr, ptr %1155, i64 %1350
  store ptr %1220, ptr %1351, align 8
  br label %1352

1352:                                             ; preds = %1348, %1208
  %1353 = phi i32 [ %1349, %1348 ], [ %1210, %1208 ]
  %1354 = add nuw nsw i64 %1209, 1
  %1355 = icmp eq i64 %1354, %9
  br i1 %1355, label %1198, label %1208

1356:                                             ; preds = %1200, %1380
  %1357 = phi i64 [ 0, %1200 ], [ %1391, %1380 ]
  br i1 %1201, label %1358, label %1380

1358:                                             ; preds = %1356
  br i1 %1204, label %1363, label %1393

1359:                                             ; preds = %1380, %1198
  %1360 = add nsw i64 %1179, 1
  %1361 = icmp eq i64 %1360, %7
  br i1 %1361, label %1418, label %1425

1362:                                             ; preds = %1393
  br i1 %1206, label %1375, label %1363

1363:                                             ; preds = %1362, %1358
  %1364 = phi i64 [ 0, %1358 ], [ %1415, %1362 ]
  %1365 = phi i16 [ 0, %1358 ], [ %1413, %1362 ]
  %1366 = phi <16 x float> [ splat (float 0xFFF0000000000000), %1358 ], [ %1414, %1362 ]
  call void @llvm.assume(i1 %1207)
  %1367 = getelementptr inbounds nuw ptr, ptr %1155, i64 %1364
  %1368 = load ptr, ptr %1367, align 8
  %1369 = getelementptr inbounds nuw float, ptr %1368, i64 %1357
  %1370 = load <16 x float>, ptr %1369, align 1
  %1371 = fcmp uno <16 x float> %1370, zeroinitializer
  %1372 = bitcast <16 x i1> %1371 to i16
  %1373 = or i16 %1365, %1372
  %1374 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1370, <16 x float> %1366, i32 4)
  br label %1375

1375:                                             ; preds = %1362, %1363
  %1376 = phi i16 [ %1413, %1362 ], [ %1373, %1363 ]
  %1377 = phi <16 x float> [ %1414, %1362 ], [ %1374, %1363 ]
  %1378 = bitcast i16 %1376 to <16 x i1>
  %1379 = select <16 x i1> %1378, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %1377
  br label %1380

1380:                                             ; preds = %1375, %1356
  %1381 = phi <16 x float> [ splat (float 0xFFF0000000000000), %1356 ], [ %1379, %1375 ]
  %1382 = getelementptr inbounds nuw float, ptr %1193, i64 %1357
  %1383 = sub nsw i64 %8, %1357
  %1384 = icmp sgt i64 %1383, 15
  %1385 = trunc i64 %1383 to i32
  %1386 = shl nsw i32 -1, %1385
  %1387 = trunc i32 %1386 to i16
  %1388 = xor i16 %1387, -1
  %1389 = select i1 %1384, i16 -1, i16 %1388
  %1390 = bitcast i16 %1389 to <16 x i1>
  call void @llvm.masked.store.v16f32.p0(<16 x float> %1381, ptr align 1 %1382, <16 x i1> %1390)
  %1391 = add nuw nsw i64 %1357, 16
  %1392 = icmp slt i64 %1391, %8
  br i1 %1392, label %1356, label %1359

1393:                                             ; preds = %1358, %1393
  %1394 = phi i64 [ %1415, %1393 ], [ 0, %1358 ]
  %1395 = phi i16 [ %1413, %1393 ], [ 0, %1358 ]
  %1396 = phi <16 x float> [ %1414, %1393 ], [ splat (float 0xFFF0000000000000), %1358 ]
  %1397 = phi i64 [ %1416, %1393 ], [ 0, %1358 ]
  %1398 = getelementptr inbounds nuw ptr, ptr %1155, i64 %1394
  %1399 = load ptr, ptr %1398, align 16
  %1400 = getelementptr inbounds nuw float, ptr %1399, i64 %1357
  %1401 = load <16 x float>, ptr %1400, align 1
  %1402 = fcmp uno <16 x float> %1401, zeroinitializer
  %1403 = bitcast <16 x i1> %1402 to i16
  %1404 = or i16 %1395, %1403
  %1405 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1401, <16 x float> %1396, i32 4)
  %1406 = getelementptr inbounds nuw ptr, ptr %1155, i64 %1394
  %1407 = getelementptr inbounds nuw i8, ptr %1406, i64 8
  %1408 = load ptr, ptr %1407, align 8
  %1409 = getelementptr inbounds nuw float, ptr %1408, i64 %1357
  %1410 = load <16 x float>, ptr %1409, align 1
  %1411 = fcmp uno <16 x float> %1410, zeroinitializer
  %1412 = bitcast <16 x i1> %1411 to i16
  %1413 = or i16 %1404, %1412
  %1414 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1410, <16 x float> %1405, i32 4)
  %1415 = add nuw nsw i64 %1394, 2
  %1416 = add i64 %1397, 2
  %1417 = icmp eq i64 %1416, %1205
  br i1 %1417, label %1362, label %1393

1418:                                             ; preds = %1359
  %1419 = add nsw i64 %1180, 1
  %1420 = add nsw i64 %1181, 1
  %1421 = icmp eq i64 %1420, %4
  %1422 = zext i1 %1421 to i64
  %1423 = add nsw i64 %1182, %1422
  %1424 = select i1 %1421, i64 0, i64 %1420
  br label %1425

1425:                                             ; preds = %1418, %1359
  %1426 = phi i64 [ %1182, %1359 ], [ %1423, %1418 ]
  %1427 = phi i64 [ %1181, %1359 ], [ %1424, %1418 ]
  %1428 = phi i64 [ %1180, %1359 ], [ %1419, %1418 ]
  %1429 = phi i64 [ %1360, %1359 ], [ 0, %1418 ]
  %1430 = add nsw i64 %1183, 1
  %1431 = icmp eq i64 %1430, %3
  br i1 %1431, label %1747, label %1178

1432:                                             ; preds = %1137, %1432
  %1433 = phi i64 [ %1435, %1432 ], [ 1, %1137 ]
  %1434 = icmp sgt i64 %1433, %816
  %1435 = shl i64 %1433, 1
  br i1 %1434, label %1436, label %1432

1436:                                             ; preds = %1432
  %1437 = add nsw i64 %8, 15
  %1438 = sdiv i64 %1437, 16
  %1439 = shl nsw i64 %1438, 4
  %1440 = mul nsw i64 %1433, %1439
  %1441 = icmp slt i64 %1440, 4097
  %1442 = icmp slt i64 %9, 4097
  %1443 = and i1 %1442, %1441
  %1444 = icmp slt i64 %2, %3
  %1445 = and i1 %1444, %1443
  br i1 %1445, label %1446, label %1750

1446:                                             ; preds = %1436
  %1447 = tail call ptr @llvm.stacksave.p0()
  %1448 = alloca i64, i64 %1433, align 16
  %1449 = alloca ptr, i64 %9, align 16
  %1450 = icmp slt i64 %12, 3
  br i1 %1450, label %1451, label %1456

1451:                                             ; preds = %1446
  %1452 = add nsw i64 %10, -1
  %1453 = mul nsw i64 %14, %1452
  %1454 = sdiv i64 %1453, %12
  %1455 = icmp slt i64 %1454, 16
  br label %1456

1456:                                             ; preds = %1451, %1446
  %1457 = phi i1 [ false, %1446 ], [ %1455, %1451 ]
  %1458 = icmp sgt i64 %1433, 0
  br i1 %1458, label %1459, label %1461

1459:                                             ; preds = %1456
  %1460 = shl nuw i64 %1433, 3
  call void @llvm.memset.p0.i64(ptr nonnull align 16 %1448, i8 -1, i64 %1460, i1 false)
  br label %1461

1461:                                             ; preds = %1456, %1459
  %1462 = sdiv i64 %2, %7
  %1463 = sdiv i64 %1462, %4
  %1464 = srem i64 %1462, %4
  %1465 = srem i64 %2, %7
  %1466 = mul i64 %6, %5
  %1467 = icmp sgt i64 %9, 0
  %1468 = add nsw i64 %1433, -1
  %1469 = icmp sgt i64 %8, 0
  %1470 = icmp sgt i64 %10, 0
  %1471 = icmp slt i64 %8, -30
  %1472 = shl i64 %12, 4
  %1473 = getelementptr inbounds nuw i8, ptr %22, i64 64
  %1474 = getelementptr inbounds nuw i8, ptr %21, i64 64
  %1475 = tail call i64 @llvm.smax.i64(i64 %1438, i64 0)
  br label %1476

1476:                                             ; preds = %1461, %1740
  %1477 = phi i64 [ %1465, %1461 ], [ %1744, %1740 ]
  %1478 = phi i64 [ %1462, %1461 ], [ %1743, %1740 ]
  %1479 = phi i64 [ %1464, %1461 ], [ %1742, %1740 ]
  %1480 = phi i64 [ %1463, %1461 ], [ %1741, %1740 ]
  %1481 = phi i64 [ %2, %1461 ], [ %1745, %1740 ]
  %1482 = mul nsw i64 %1480, %17
  %1483 = getelementptr inbounds float, ptr %26, i64 %1482
  %1484 = mul i64 %1466, %1479
  %1485 = getelementptr inbounds float, ptr %1483, i64 %1484
  %1486 = mul nsw i64 %1480, %18
  %1487 = getelementptr inbounds float, ptr %27, i64 %1486
  %1488 = mul nsw i64 %1479, %7
  %1489 = add nsw i64 %1477, %1488
  %1490 = mul nsw i64 %1489, %8
  %1491 = getelementptr inbounds float, ptr %1487, i64 %1490
  br i1 %1467, label %1492, label %1496

1492:                                             ; preds = %1476
  %1493 = mul nsw i64 %1477, %11
  %1494 = sub i64 %1493, %15
  %1495 = mul nsw i64 %1478, %5
  br label %1506

1496:                                             ; preds = %1667, %1476
  %1497 = phi i32 [ 0, %1476 ], [ %1668, %1667 ]
  br i1 %1469, label %1498, label %1674

1498:                                             ; preds = %1496
  %1499 = icmp sgt i32 %1497, 0
  %1500 = zext i32 %1497 to i64
  %1501 = and i64 %1500, 1
  %1502 = icmp eq i32 %1497, 1
  %1503 = and i64 %1500, 2147483646
  %1504 = icmp eq i64 %1501, 0
  %1505 = icmp ne i64 %1501, 0
  br label %1671

1506:                                             ; preds = %1492, %1667
  %1507 = phi i64 [ 0, %1492 ], [ %1669, %1667 ]
  %1508 = phi i32 [ 0, %1492 ], [ %1668, %1667 ]
  %1509 = mul nsw i64 %1507, %13
  %1510 = add i64 %1494, %1509
  %1511 = icmp sgt i64 %1510, -1
  %1512 = icmp slt i64 %1510, %5
  %1513 = and i1 %1511, %1512
  br i1 %1513, label %1514, label %1667

1514:                                             ; preds = %1506
  %1515 = and i64 %1510, %1468
  %1516 = add nsw i64 %1510, %1495
  %1517 = mul nsw i64 %1515, %1439
  %1518 = getelementptr inbounds float, ptr %25, i64 %1517
  %1519 = getelementptr inbounds nuw i64, ptr %1448, i64 %1515
  %1520 = load i64, ptr %1519, align 8
  %1521 = icmp eq i64 %1520, %1516
  br i1 %1521, label %1663, label %1522

1522:                                             ; preds = %1514
  %1523 = mul nsw i64 %1510, %6
  %1524 = getelementptr inbounds float, ptr %1485, i64 %1523
  br i1 %1457, label %1525, label %1608

1525:                                             ; preds = %1522
  call void @llvm.lifetime.start.p0(ptr nonnull %21)
  call void @llvm.lifetime.start.p0(ptr nonnull %22)
  br i1 %1471, label %1607, label %1526

1526:                                             ; preds = %1525, %1604
  %1527 = phi i64 [ %1605, %1604 ], [ 0, %1525 ]
  %1528 = mul i64 %1472, %1527
  %1529 = sub nsw i64 %1528, %16
  %1530 = icmp slt i64 %1529, 0
  %1531 = add nuw nsw i64 %1529, 32
  %1532 = icmp sgt i64 %1531, %6
  %1533 = select i1 %1530, i1 true, i1 %1532
  br i1 %1533, label %1539, label %1534

1534:                                             ; preds = %1526
  %1535 = getelementptr inbounds nuw float, ptr %1524, i64 %1529
  %1536 = load <16 x float>, ptr %1535, align 1
  %1537 = getelementptr inbounds nuw i8, ptr %1535, i64 64
  %1538 = load <16 x float>, ptr %1537, align 1
  br label %1563

1539:                                             ; preds = %1526
  %1540 = sub nsw i64 0, %1529
  %1541 = select i1 %1530, i64 %1540, i64 0
  %1542 = sub nsw i64 %6, %1529
  %1543 = call i64 @llvm.smin.i64(i64 %1542, i64 32)
  %1544 = icmp sgt i64 %1543, %1541
  br i1 %1544, label %1545, label %1563

1545:                                             ; preds = %1539
  %1546 = getelementptr inbounds float, ptr %1524, i64 %1529
  %1547 = icmp sgt i64 %1542, 31
  %1548 = trunc i64 %1543 to i32
  %1549 = shl nsw i32 -1, %1548
  %1550 = xor i32 %1549, -1
  %1551 = select i1 %1547, i32 -1, i32 %1550
  %1552 = trunc i64 %1541 to i32
  %1553 = shl nsw i32 -1, %1552
  %1554 = and i32 %1551, %1553
  %1555 = trunc i32 %1554 to i16
  %1556 = bitcast i16 %1555 to <16 x i1>
  %1557 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %1546, <16 x i1> %1556, <16 x float> splat (float 0xFFF0000000000000))
  %1558 = lshr i32 %1554, 16
  %1559 = trunc nuw i32 %1558 to i16
  %1560 = getelementptr inbounds nuw i8, ptr %1546, i64 64
  %1561 = bitcast i16 %1559 to <16 x i1>
  %1562 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %1560, <16 x i1> %1561, <16 x float> splat (float 0xFFF0000000000000))
  br label %1563

1563:                                             ; preds = %1539, %1545, %1534
  %1564 = phi <16 x float> [ %1562, %1545 ], [ %1538, %1534 ], [ splat (float 0xFFF0000000000000), %1539 ]
  %1565 = phi <16 x float> [ %1557, %1545 ], [ %1536, %1534 ], [ splat (float 0xFFF0000000000000), %1539 ]
  %1566 = shufflevector <16 x float> %1565, <16 x float> %1564, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  store <16 x float> %1566, ptr %22, align 64
  %1567 = shufflevector <16 x float> %1565, <16 x float> %1564, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  store <16 x float> %1567, ptr %1473, align 64
  %1568 = icmp eq i64 %1527, 0
  br i1 %1568, label %1604, label %1569

1569:                                             ; preds = %1563
  br i1 %1470, label %1578, label %1573

1570:                                             ; preds = %1596
  %1571 = bitcast i16 %1600 to <16 x i1>
  %1572 = select <16 x i1> %1571, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %1601
  br label %1573

1573:                                             ; preds = %1570, %1569
  %1574 = phi <16 x float> [ splat (float 0xFFF0000000000000), %1569 ], [ %1572, %1570 ]
  %1575 = shl i64 %1527, 6
  %1576 = getelementptr i8, ptr %1518, i64 %1575
  %1577 = getelementptr i8, ptr %1576, i64 -64
  store <16 x float> %1574, ptr %1577, align 64
  br label %1604

1578:                                             ; preds = %1569, %1596
  %1579 = phi <16 x float> [ %1601, %1596 ], [ splat (float 0xFFF0000000000000), %1569 ]
  %1580 = phi i16 [ %1600, %1596 ], [ 0, %1569 ]
  %1581 = phi i64 [ %1602, %1596 ], [ 0, %1569 ]
  %1582 = mul nsw i64 %1581, %14
  %1583 = and i64 %1582, 1
  %1584 = ashr i64 %1582, 1
  %1585 = icmp eq i64 %1584, 0
  %1586 = getelementptr inbounds nuw <16 x float>, ptr %21, i64 %1583
  %1587 = load <16 x float>, ptr %1586, align 64
  br i1 %1585, label %1596, label %1588

1588:                                             ; preds = %1578
  %1589 = trunc i64 %1584 to i32
  %1590 = insertelement <16 x i32> poison, i32 %1589, i64 0
  %1591 = shufflevector <16 x i32> %1590, <16 x i32> poison, <16 x i32> zeroinitializer
  %1592 = add <16 x i32> %1591, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %1593 = getelementptr inbounds nuw <16 x float>, ptr %22, i64 %1583
  %1594 = load <16 x float>, ptr %1593, align 64
  %1595 = call <16 x float> @llvm.x86.avx512.vpermi2var.ps.512(<16 x float> %1587, <16 x i32> %1592, <16 x float> %1594)
  br label %1596

1596:                                             ; preds = %1578, %1588
  %1597 = phi <16 x float> [ %1595, %1588 ], [ %1587, %1578 ]
  %1598 = fcmp uno <16 x float> %1597, zeroinitializer
  %1599 = bitcast <16 x i1> %1598 to i16
  %1600 = or i16 %1580, %1599
  %1601 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1597, <16 x float> %1579, i32 4)
  %1602 = add nuw nsw i64 %1581, 1
  %1603 = icmp eq i64 %1602, %10
  br i1 %1603, label %1570, label %1578

1604:                                             ; preds = %1573, %1563
  store <16 x float> %1566, ptr %21, align 64
  store <16 x float> %1567, ptr %1474, align 64
  %1605 = add nuw nsw i64 %1527, 1
  %1606 = icmp eq i64 %1527, %1475
  br i1 %1606, label %1607, label %1526

1607:                                             ; preds = %1604, %1525
  call void @llvm.lifetime.end.p0(ptr nonnull %22)
  call void @llvm.lifetime.end.p0(ptr nonnull %21)
  br label %1662

1608:                                             ; preds = %1522
  br i1 %1469, label %1609, label %1662

1609:                                             ; preds = %1608, %1614
  %1610 = phi i64 [ %1617, %1614 ], [ 0, %1608 ]
  br i1 %1470, label %1619, label %1614

1611:                                             ; preds = %1625
  %1612 = bitcast i16 %1629 to <16 x i1>
  %1613 = select <16 x i1> %1612, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %1630
  br label %1614

1614:                                             ; preds = %1611, %1609
  %1615 = phi <16 x float> [ splat (float 0xFFF0000000000000), %1609 ], [ %1613, %1611 ]
  %1616 = getelementptr inbounds nuw float, ptr %1518, i64 %1610
  store <16 x float> %1615, ptr %1616, align 64
  %1617 = add nuw nsw i64 %1610, 16
  %1618 = icmp slt i64 %1617, %1439
  br i1 %1618, label %1609, label %1662

1619:                                             ; preds = %1609, %1625
  %1620 = phi i64 [ %1631, %1625 ], [ 0, %1609 ]
  %1621 = phi i16 [ %1629, %1625 ], [ 0, %1609 ]
  %1622 = phi <16 x float> [ %1630, %1625 ], [ splat (float 0xFFF0000000000000), %1609 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %20)
  %1623 = mul nsw i64 %1620, %14
  %1624 = sub i64 %1623, %16
  br label %1633

1625:                                             ; preds = %1657
  %1626 = load <16 x float>, ptr %20, align 16
  %1627 = fcmp uno <16 x float> %1626, zeroinitializer
  %1628 = bitcast <16 x i1> %1627 to i16
  %1629 = or i16 %1621, %1628
  %1630 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1626, <16 x float> %1622, i32 4)
  call void @llvm.lifetime.end.p0(ptr nonnull %20)
  %1631 = add nuw nsw i64 %1620, 1
  %1632 = icmp eq i64 %1631, %10
  br i1 %1632, label %1611, label %1619

1633:                                             ; preds = %1657, %1619
  %1634 = phi i64 [ 0, %1619 ], [ %1660, %1657 ]
  %1635 = add nuw nsw i64 %1610, %1634
  %1636 = mul nsw i64 %1635, %12
  %1637 = add i64 %1624, %1636
  %1638 = icmp sgt i64 %1637, -1
  %1639 = icmp slt i64 %1637, %6
  %1640 = and i1 %1638, %1639
  br i1 %1640, label %1641, label %1644

1641:                                             ; preds = %1633
  %1642 = getelementptr inbounds nuw float, ptr %1524, i64 %1637
  %1643 = load float, ptr %1642, align 4
  br label %1644

1644:                                             ; preds = %1641, %1633
  %1645 = phi float [ %1643, %1641 ], [ 0xFFF0000000000000, %1633 ]
  %1646 = getelementptr inbounds nuw float, ptr %20, i64 %1634
  store float %1645, ptr %1646, align 8
  %1647 = or disjoint i64 %1634, 1
  %1648 = add nuw nsw i64 %1610, %1647
  %1649 = mul nsw i64 %1648, %12
  %1650 = add i64 %1624, %1649
  %1651 = icmp sgt i64 %1650, -1
  %1652 = icmp slt i64 %1650, %6
  %1653 = and i1 %1651, %1652
  br i1 %1653, label %1654, label %1657

1654:                                             ; preds = %1644
  %1655 = getelementptr inbounds nuw float, ptr %1524, i64 %1650
  %1656 = load float, ptr %1655, align 4
  br label %1657

1657:                                             ; preds = %1654, %1644
  %1658 = phi float [ %1656, %1654 ], [ 0xFFF0000000000000, %1644 ]
  %1659 = getelementptr inbounds nuw float, ptr %20, i64 %1647
  store float %1658, ptr %1659, align 4
  %1660 = add nuw nsw i64 %1634, 2
  %1661 = icmp eq i64 %1660, 16
  br i1 %1661, label %1625, label %1633

1662:                                             ; preds = %1614, %1608, %1607
  store i64 %1516, ptr %1519, align 8
  br label %1663

1663:                                             ; preds = %1662, %1514
  %1664 = add nsw i32 %1508, 1
  %1665 = sext i32 %1508 to i64
  %1666 = getelementptr inbounds ptr, ptr %1449, i64 %1665
  store ptr %1518, ptr %1666, align 8
  br label %1667

1667:                                             ; preds = %1663, %1506
  %1668 = phi i32 [ %1664, %1663 ], [ %1508, %1506 ]
  %1669 = add nuw nsw i64 %1507, 1
  %1670 = icmp eq i64 %1669, %9
  br i1 %1670, label %1496, label %1506

1671:                                             ; preds = %1498, %1695
  %1672 = phi i64 [ 0, %1498 ], [ %1706, %1695 ]
  br i1 %1499, label %1673, label %1695

1673:                                             ; preds = %1671
  br i1 %1502, label %1678, label %1708

1674:                                             ; preds = %1695, %1496
  %1675 = add nsw i64 %1477, 1
  %1676 = icmp eq i64 %1675, %7
  br i1 %1676, label %1733, label %1740

1677:                                             ; preds = %1708
  br i1 %1504, label %1690, label %1678

1678:                                             ; preds = %1677, %1673
  %1679 = phi i64 [ 0, %1673 ], [ %1730, %1677 ]
  %1680 = phi i16 [ 0, %1673 ], [ %1728, %1677 ]
  %1681 = phi <16 x float> [ splat (float 0xFFF0000000000000), %1673 ], [ %1729, %1677 ]
  call void @llvm.assume(i1 %1505)
  %1682 = getelementptr inbounds nuw ptr, ptr %1449, i64 %1679
  %1683 = load ptr, ptr %1682, align 8
  %1684 = getelementptr inbounds nuw float, ptr %1683, i64 %1672
  %1685 = load <16 x float>, ptr %1684, align 1
  %1686 = fcmp uno <16 x float> %1685, zeroinitializer
  %1687 = bitcast <16 x i1> %1686 to i16
  %1688 = or i16 %1680, %1687
  %1689 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1685, <16 x float> %1681, i32 4)
  br label %1690

1690:                                             ; preds = %1677, %1678
  %1691 = phi i16 [ %1728, %1677 ], [ %1688, %1678 ]
  %1692 = phi <16 x float> [ %1729, %1677 ], [ %1689, %1678 ]
  %1693 = bitcast i16 %1691 to <16 x i1>
  %1694 = select <16 x i1> %1693, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %1692
  br label %1695

1695:                                             ; preds = %1690, %1671
  %1696 = phi <16 x float> [ splat (float 0xFFF0000000000000), %1671 ], [ %1694, %1690 ]
  %1697 = getelementptr inbounds nuw float, ptr %1491, i64 %1672
  %1698 = sub nsw i64 %8, %1672
  %1699 = icmp sgt i64 %1698, 15
  %1700 = trunc i64 %1698 to i32
  %1701 = shl nsw i32 -1, %1700
  %1702 = trunc i32 %1701 to i16
  %1703 = xor i16 %1702, -1
  %1704 = select i1 %1699, i16 -1, i16 %1703
  %1705 = bitcast i16 %1704 to <16 x i1>
  call void @llvm.masked.store.v16f32.p0(<16 x float> %1696, ptr align 1 %1697, <16 x i1> %1705)
  %1706 = add nuw nsw i64 %1672, 16
  %1707 = icmp slt i64 %1706, %8
  br i1 %1707, label %1671, label %1674

1708:                                             ; preds = %1673, %1708
  %1709 = phi i64 [ %1730, %1708 ], [ 0, %1673 ]
  %1710 = phi i16 [ %1728, %1708 ], [ 0, %1673 ]
  %1711 = phi <16 x float> [ %1729, %1708 ], [ splat (float 0xFFF0000000000000), %1673 ]
  %1712 = phi i64 [ %1731, %1708 ], [ 0, %1673 ]
  %1713 = getelementptr inbounds nuw ptr, ptr %1449, i64 %1709
  %1714 = load ptr, ptr %1713, align 16
  %1715 = getelementptr inbounds nuw float, ptr %1714, i64 %1672
  %1716 = load <16 x float>, ptr %1715, align 1
  %1717 = fcmp uno <16 x float> %1716, zeroinitializer
  %1718 = bitcast <16 x i1> %1717 to i16
  %1719 = or i16 %1710, %1718
  %1720 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1716, <16 x float> %1711, i32 4)
  %1721 = getelementptr inbounds nuw ptr, ptr %1449, i64 %1709
  %1722 = getelementptr inbounds nuw i8, ptr %1721, i64 8
  %1723 = load ptr, ptr %1722, align 8
  %1724 = getelementptr inbounds nuw float, ptr %1723, i64 %1672
  %1725 = load <16 x float>, ptr %1724, align 1
  %1726 = fcmp uno <16 x float> %1725, zeroinitializer
  %1727 = bitcast <16 x i1> %1726 to i16
  %1728 = or i16 %1719, %1727
  %1729 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1725, <16 x float> %1720, i32 4)
  %1730 = add nuw nsw i64 %1709, 2
  %1731 = add i64 %1712, 2
  %1732 = icmp eq i64 %1731, %1503
  br i1 %1732, label %1677, label %1708

1733:                                             ; preds = %1674
  %1734 = add nsw i64 %1478, 1
  %1735 = add nsw i64 %1479, 1
  %1736 = icmp eq i64 %1735, %4
  %1737 = zext i1 %1736 to i64
  %1738 = add nsw i64 %1480, %1737
  %1739 = select i1 %1736, i64 0, i64 %1735
  br label %1740

1740:                                             ; preds = %1733, %1674
  %1741 = phi i64 [ %1480, %1674 ], [ %1738, %1733 ]
  %1742 = phi i64 [ %1479, %1674 ], [ %1739, %1733 ]
  %1743 = phi i64 [ %1478, %1674 ], [ %1734, %1733 ]
  %1744 = phi i64 [ %1675, %1674 ], [ 0, %1733 ]
  %1745 = add nsw i64 %1481, 1
  %1746 = icmp eq i64 %1745, %3
  br i1 %1746, label %1747, label %1476

1747:                                             ; preds = %1740, %1425, %1130, %807, %505, %277
  %1748 = phi ptr [ %46, %277 ], [ %1153, %1425 ], [ %832, %1130 ], [ %528, %807 ], [ %298, %505 ], [ %1447, %1740 ]
  %1749 = phi ptr [ %38, %277 ], [ %519, %1425 ], [ %519, %1130 ], [ %519, %807 ], [ %290, %505 ], [ %519, %1740 ]
  call void @llvm.stackrestore.p0(ptr %1748)
  br label %1750

1750:                                             ; preds = %1747, %1436, %1142, %821, %520, %289, %37
  %1751 = phi ptr [ %290, %289 ], [ %519, %520 ], [ %519, %821 ], [ %519, %1142 ], [ %519, %1436 ], [ %38, %37 ], [ %1749, %1747 ]
  call void @llvm.stackrestore.p0(ptr %1751)
  call void @llvm.lifetime.end.p0(ptr nonnull %25)
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
declare <16 x float> @llvm.x86.avx512.vpermi2var.ps.512(<16 x float>, <16 x i32>, <16 x float>)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float>, <16 x float>, i32 immarg)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr captures(none), <16 x i1>)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64)

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(read)
declare <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr>, <16 x i1>, <16 x float>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef)
