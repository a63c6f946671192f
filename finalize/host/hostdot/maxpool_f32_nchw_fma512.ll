; Function Attrs: nofree norecurse nosync nounwind
define hidden void @mgxport_maxpool_f32_nchw_fma512(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11, i64 noundef %12, i64 noundef %13, i64 noundef %14, i64 noundef %15, i64 noundef %16, i64 noundef %17, i64 noundef %18, i64 noundef %19) local_unnamed_addr {
  %21 = alloca [16 x float], align 16
  %22 = alloca [2 x <16 x float>], align 64
  %23 = alloca [2 x <16 x float>], align 64
  %24 = alloca [2 x <16 x float>], align 64
  %25 = alloca [2 x <16 x float>], align 64
  %26 = alloca [4096 x float], align 64
  %27 = inttoptr i64 %0 to ptr
  %28 = inttoptr i64 %1 to ptr
  call void @llvm.lifetime.start.p0(ptr nonnull %26)
  %29 = icmp eq i64 %9, 3
  %30 = icmp eq i64 %10, 3
  %31 = and i1 %29, %30
  %32 = icmp eq i64 %12, 2
  %33 = and i1 %31, %32
  %34 = icmp eq i64 %13, 1
  %35 = and i1 %33, %34
  %36 = icmp eq i64 %14, 1
  %37 = and i1 %35, %36
  br i1 %37, label %38, label %298

38:                                               ; preds = %20
  %39 = tail call ptr @llvm.stacksave.p0()
  %40 = add nsw i64 %8, 15
  %41 = sdiv i64 %40, 16
  %42 = shl nsw i64 %41, 4
  %43 = icmp sgt i64 %8, 1024
  br i1 %43, label %1831, label %44

44:                                               ; preds = %38
  %45 = icmp sge i64 %2, %3
  %46 = icmp slt i64 %19, 1
  %47 = or i1 %45, %46
  br i1 %47, label %1831, label %48

48:                                               ; preds = %44
  %49 = tail call ptr @llvm.stacksave.p0()
  %50 = alloca [4 x i64], align 16
  %51 = alloca [3 x ptr], align 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %50, i8 -1, i64 32, i1 false)
  %52 = tail call i64 @llvm.smin.i64(i64 %19, i64 %7)
  %53 = add i64 %7, -1
  %54 = add i64 %53, %52
  %55 = sdiv i64 %54, %52
  %56 = sdiv i64 %2, %4
  %57 = sdiv i64 %56, %55
  %58 = srem i64 %56, %55
  %59 = srem i64 %2, %4
  %60 = mul i64 %6, %5
  %61 = icmp slt i64 %8, -30
  %62 = icmp sgt i64 %8, 0
  %63 = sub nsw i64 0, %16
  %64 = icmp sgt i64 %16, 0
  %65 = sub i64 32, %16
  %66 = icmp sgt i64 %65, %6
  %67 = or i1 %64, %66
  %68 = tail call i64 @llvm.smax.i64(i64 %16, i64 0)
  %69 = add nsw i64 %6, %16
  %70 = tail call i64 @llvm.smin.i64(i64 %69, i64 32)
  %71 = icmp sgt i64 %70, %68
  %72 = icmp sgt i64 %69, 31
  %73 = trunc i64 %70 to i32
  %74 = shl nsw i32 -1, %73
  %75 = xor i32 %74, -1
  %76 = select i1 %72, i32 -1, i32 %75
  %77 = trunc i64 %68 to i32
  %78 = shl nsw i32 -1, %77
  %79 = and i32 %76, %78
  %80 = trunc i32 %79 to i16
  %81 = bitcast i16 %80 to <16 x i1>
  %82 = lshr i32 %79, 16
  %83 = trunc nuw i32 %82 to i16
  %84 = bitcast i16 %83 to <16 x i1>
  %85 = icmp slt i64 %8, 1
  br label %86

86:                                               ; preds = %48, %107
  %87 = phi i64 [ %59, %48 ], [ %116, %107 ]
  %88 = phi i64 [ %58, %48 ], [ %115, %107 ]
  %89 = phi i64 [ %57, %48 ], [ %114, %107 ]
  %90 = phi i64 [ %2, %48 ], [ %117, %107 ]
  %91 = add nsw i64 %88, 1
  %92 = mul nsw i64 %91, %52
  %93 = call i64 @llvm.smin.i64(i64 %92, i64 %7)
  %94 = mul nsw i64 %89, %17
  %95 = getelementptr inbounds float, ptr %27, i64 %94
  %96 = mul i64 %60, %87
  %97 = getelementptr inbounds float, ptr %95, i64 %96
  %98 = mul nsw i64 %88, %52
  %99 = icmp slt i64 %98, %93
  br i1 %99, label %100, label %107

100:                                              ; preds = %86
  %101 = mul nsw i64 %89, %4
  %102 = add nsw i64 %87, %101
  %103 = mul nsw i64 %89, %18
  %104 = getelementptr inbounds float, ptr %28, i64 %103
  %105 = mul nsw i64 %87, %7
  %106 = mul nsw i64 %102, %5
  br label %119

107:                                              ; preds = %239, %86
  %108 = add nsw i64 %87, 1
  %109 = icmp eq i64 %108, %4
  %110 = icmp eq i64 %91, %55
  %111 = select i1 %110, i64 0, i64 %91
  %112 = and i1 %110, %109
  %113 = zext i1 %112 to i64
  %114 = add nsw i64 %89, %113
  %115 = select i1 %109, i64 %111, i64 %88
  %116 = select i1 %109, i64 0, i64 %108
  %117 = add nsw i64 %90, 1
  %118 = icmp eq i64 %117, %3
  br i1 %118, label %1828, label %86

119:                                              ; preds = %100, %239
  %120 = phi i64 [ %98, %100 ], [ %240, %239 ]
  %121 = mul nsw i64 %120, %11
  %122 = sub i64 %121, %15
  br label %135

123:                                              ; preds = %232
  %124 = add nsw i64 %120, %105
  %125 = mul nsw i64 %124, %8
  %126 = getelementptr inbounds float, ptr %104, i64 %125
  br i1 %62, label %127, label %239

127:                                              ; preds = %123
  %128 = icmp sgt i32 %233, 0
  %129 = zext i32 %233 to i64
  %130 = and i64 %129, 1
  %131 = icmp eq i32 %233, 1
  %132 = and i64 %129, 2147483646
  %133 = icmp eq i64 %130, 0
  %134 = icmp ne i64 %130, 0
  br label %236

135:                                              ; preds = %119, %232
  %136 = phi i64 [ 0, %119 ], [ %234, %232 ]
  %137 = phi i32 [ 0, %119 ], [ %233, %232 ]
  %138 = add i64 %122, %136
  %139 = icmp sgt i64 %138, -1
  %140 = icmp slt i64 %138, %5
  %141 = and i1 %139, %140
  br i1 %141, label %142, label %232

142:                                              ; preds = %135
  %143 = and i64 %138, 3
  %144 = add nsw i64 %138, %106
  %145 = mul nsw i64 %143, %42
  %146 = getelementptr inbounds float, ptr %26, i64 %145
  %147 = getelementptr inbounds nuw i64, ptr %50, i64 %143
  %148 = load i64, ptr %147, align 8
  %149 = icmp eq i64 %148, %144
  br i1 %149, label %228, label %150

150:                                              ; preds = %142
  %151 = mul nsw i64 %138, %6
  %152 = getelementptr inbounds float, ptr %97, i64 %151
  br i1 %61, label %227, label %153

153:                                              ; preds = %150
  br i1 %67, label %159, label %154

154:                                              ; preds = %153
  %155 = getelementptr inbounds nuw float, ptr %152, i64 %63
  %156 = load <16 x float>, ptr %155, align 1
  %157 = getelementptr inbounds nuw i8, ptr %155, i64 64
  %158 = load <16 x float>, ptr %157, align 1
  br label %165

159:                                              ; preds = %153
  br i1 %71, label %160, label %165

160:                                              ; preds = %159
  %161 = getelementptr inbounds float, ptr %152, i64 %63
  %162 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %161, <16 x i1> %81, <16 x float> splat (float 0xFFF0000000000000))
  %163 = getelementptr inbounds nuw i8, ptr %161, i64 64
  %164 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %163, <16 x i1> %84, <16 x float> splat (float 0xFFF0000000000000))
  br label %165

165:                                              ; preds = %160, %159, %154
  %166 = phi <16 x float> [ %162, %160 ], [ %156, %154 ], [ splat (float 0xFFF0000000000000), %159 ]
  %167 = phi <16 x float> [ %164, %160 ], [ %158, %154 ], [ splat (float 0xFFF0000000000000), %159 ]
  %168 = shufflevector <16 x float> %166, <16 x float> %167, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %169 = shufflevector <16 x float> %166, <16 x float> %167, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  br i1 %85, label %227, label %170

170:                                              ; preds = %165, %209
  %171 = phi <16 x float> [ %213, %209 ], [ %169, %165 ]
  %172 = phi <16 x float> [ %212, %209 ], [ %168, %165 ]
  %173 = phi i64 [ %225, %209 ], [ 1, %165 ]
  %174 = shl nsw i64 %173, 5
  %175 = sub nsw i64 %174, %16
  %176 = icmp slt i64 %175, 0
  %177 = add nuw nsw i64 %175, 32
  %178 = icmp sgt i64 %177, %6
  %179 = select i1 %176, i1 true, i1 %178
  br i1 %179, label %185, label %180

180:                                              ; preds = %170
  %181 = getelementptr inbounds nuw float, ptr %152, i64 %175
  %182 = load <16 x float>, ptr %181, align 1
  %183 = getelementptr inbounds nuw i8, ptr %181, i64 64
  %184 = load <16 x float>, ptr %183, align 1
  br label %209

185:                                              ; preds = %170
  %186 = sub nsw i64 0, %175
  %187 = select i1 %176, i64 %186, i64 0
  %188 = sub nsw i64 %6, %175
  %189 = call i64 @llvm.smin.i64(i64 %188, i64 32)
  %190 = icmp sgt i64 %189, %187
  br i1 %190, label %191, label %209

191:                                              ; preds = %185
  %192 = getelementptr inbounds float, ptr %152, i64 %175
  %193 = icmp sgt i64 %188, 31
  %194 = trunc i64 %189 to i32
  %195 = shl nsw i32 -1, %194
  %196 = xor i32 %195, -1
  %197 = select i1 %193, i32 -1, i32 %196
  %198 = trunc i64 %187 to i32
  %199 = shl nsw i32 -1, %198
  %200 = and i32 %197, %199
  %201 = trunc i32 %200 to i16
  %202 = bitcast i16 %201 to <16 x i1>
  %203 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %192, <16 x i1> %202, <16 x float> splat (float 0xFFF0000000000000))
  %204 = lshr i32 %200, 16
  %205 = trunc nuw i32 %204 to i16
  %206 = getelementptr inbounds nuw i8, ptr %192, i64 64
  %207 = bitcast i16 %205 to <16 x i1>
  %208 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %206, <16 x i1> %207, <16 x float> splat (float 0xFFF0000000000000))
  br label %209

209:                                              ; preds = %185, %191, %180
  %210 = phi <16 x float> [ %203, %191 ], [ %182, %180 ], [ splat (float 0xFFF0000000000000), %185 ]
  %211 = phi <16 x float> [ %208, %191 ], [ %184, %180 ], [ splat (float 0xFFF0000000000000), %185 ]
  %212 = shufflevector <16 x float> %210, <16 x float> %211, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %213 = shufflevector <16 x float> %210, <16 x float> %211, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %214 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %172, <16 x float> splat (float 0xFFF0000000000000), i32 4)
  %215 = fcmp uno <16 x float> %172, %171
  %216 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %171, <16 x float> %214, i32 4)
  %217 = shufflevector <16 x float> %172, <16 x float> %210, <16 x i32> <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16>
  %218 = fcmp uno <16 x float> %217, zeroinitializer
  %219 = or <16 x i1> %215, %218
  %220 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %217, <16 x float> %216, i32 4)
  %221 = shl i64 %173, 6
  %222 = getelementptr i8, ptr %146, i64 %221
  %223 = getelementptr i8, ptr %222, i64 -64
  %224 = select <16 x i1> %219, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %220
  store <16 x float> %224, ptr %223, align 64
  %225 = add nuw nsw i64 %173, 1
  %226 = icmp eq i64 %41, %173
  br i1 %226, label %227, label %170

227:                                              ; preds = %165, %209, %150
  store i64 %144, ptr %147, align 8
  br label %228

228:                                              ; preds = %227, %142
  %229 = add nsw i32 %137, 1
  %230 = sext i32 %137 to i64
  %231 = getelementptr inbounds ptr, ptr %51, i64 %230
  store ptr %146, ptr %231, align 8
  br label %232

232:                                              ; preds = %228, %135
  %233 = phi i32 [ %229, %228 ], [ %137, %135 ]
  %234 = add nuw nsw i64 %136, 1
  %235 = icmp eq i64 %234, 3
  br i1 %235, label %123, label %135

236:                                              ; preds = %127, %260
  %237 = phi i64 [ 0, %127 ], [ %271, %260 ]
  br i1 %128, label %238, label %260

238:                                              ; preds = %236
  br i1 %131, label %243, label %273

239:                                              ; preds = %260, %123
  %240 = add nsw i64 %120, 1
  %241 = icmp eq i64 %240, %93
  br i1 %241, label %107, label %119

242:                                              ; preds = %273
  br i1 %133, label %255, label %243

243:                                              ; preds = %242, %238
  %244 = phi i64 [ 0, %238 ], [ %295, %242 ]
  %245 = phi i16 [ 0, %238 ], [ %293, %242 ]
  %246 = phi <16 x float> [ splat (float 0xFFF0000000000000), %238 ], [ %294, %242 ]
  call void @llvm.assume(i1 %134)
  %247 = getelementptr inbounds nuw ptr, ptr %51, i64 %244
  %248 = load ptr, ptr %247, align 8
  %249 = getelementptr inbounds nuw float, ptr %248, i64 %237
  %250 = load <16 x float>, ptr %249, align 1
  %251 = fcmp uno <16 x float> %250, zeroinitializer
  %252 = bitcast <16 x i1> %251 to i16
  %253 = or i16 %245, %252
  %254 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %250, <16 x float> %246, i32 4)
  br label %255

255:                                              ; preds = %242, %243
  %256 = phi i16 [ %293, %242 ], [ %253, %243 ]
  %257 = phi <16 x float> [ %294, %242 ], [ %254, %243 ]
  %258 = bitcast i16 %256 to <16 x i1>
  %259 = select <16 x i1> %258, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %257
  br label %260

260:                                              ; preds = %255, %236
  %261 = phi <16 x float> [ splat (float 0xFFF0000000000000), %236 ], [ %259, %255 ]
  %262 = getelementptr inbounds nuw float, ptr %126, i64 %237
  %263 = sub nsw i64 %8, %237
  %264 = icmp sgt i64 %263, 15
  %265 = trunc i64 %263 to i32
  %266 = shl nsw i32 -1, %265
  %267 = trunc i32 %266 to i16
  %268 = xor i16 %267, -1
  %269 = select i1 %264, i16 -1, i16 %268
  %270 = bitcast i16 %269 to <16 x i1>
  call void @llvm.masked.store.v16f32.p0(<16 x float> %261, ptr align 1 %262, <16 x i1> %270)
  %271 = add nuw nsw i64 %237, 16
  %272 = icmp slt i64 %271, %8
  br i1 %272, label %236, label %239

273:                                              ; preds = %238, %273
  %274 = phi i64 [ %295, %273 ], [ 0, %238 ]
  %275 = phi i16 [ %293, %273 ], [ 0, %238 ]
  %276 = phi <16 x float> [ %294, %273 ], [ splat (float 0xFFF0000000000000), %238 ]
  %277 = phi i64 [ %296, %273 ], [ 0, %238 ]
  %278 = getelementptr inbounds nuw ptr, ptr %51, i64 %274
  %279 = load ptr, ptr %278, align 16
  %280 = getelementptr inbounds nuw float, ptr %279, i64 %237
  %281 = load <16 x float>, ptr %280, align 1
  %282 = fcmp uno <16 x float> %281, zeroinitializer
  %283 = bitcast <16 x i1> %282 to i16
  %284 = or i16 %275, %283
  %285 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %281, <16 x float> %276, i32 4)
  %286 = getelementptr inbounds nuw ptr, ptr %51, i64 %274
  %287 = getelementptr inbounds nuw i8, ptr %286, i64 8
  %288 = load ptr, ptr %287, align 8
  %289 = getelementptr inbounds nuw float, ptr %288, i64 %237
  %290 = load <16 x float>, ptr %289, align 1
  %291 = fcmp uno <16 x float> %290, zeroinitializer
  %292 = bitcast <16 x i1> %291 to i16
  %293 = or i16 %284, %292
  %294 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %290, <16 x float> %285, i32 4)
  %295 = add nuw nsw i64 %274, 2
  %296 = add i64 %277, 2
  %297 = icmp eq i64 %296, %132
  br i1 %297, label %242, label %273

298:                                              ; preds = %20
  %299 = icmp eq i64 %12, 1
  %300 = and i1 %31, %299
  %301 = and i1 %300, %34
  %302 = and i1 %301, %36
  br i1 %302, label %303, label %539

303:                                              ; preds = %298
  %304 = tail call ptr @llvm.stacksave.p0()
  %305 = add nsw i64 %8, 15
  %306 = sdiv i64 %305, 16
  %307 = shl nsw i64 %306, 4
  %308 = icmp sgt i64 %8, 1024
  br i1 %308, label %1831, label %309

309:                                              ; preds = %303
  %310 = icmp sge i64 %2, %3
  %311 = icmp slt i64 %19, 1
  %312 = or i1 %310, %311
  br i1 %312, label %1831, label %313

313:                                              ; preds = %309
  %314 = tail call ptr @llvm.stacksave.p0()
  %315 = alloca [4 x i64], align 16
  %316 = alloca [3 x ptr], align 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %315, i8 -1, i64 32, i1 false)
  %317 = tail call i64 @llvm.smin.i64(i64 %19, i64 %7)
  %318 = add i64 %7, -1
  %319 = add i64 %318, %317
  %320 = sdiv i64 %319, %317
  %321 = sdiv i64 %2, %4
  %322 = sdiv i64 %321, %320
  %323 = srem i64 %321, %320
  %324 = srem i64 %2, %4
  %325 = mul i64 %6, %5
  %326 = icmp slt i64 %8, -30
  %327 = icmp sgt i64 %8, 0
  %328 = sub nsw i64 0, %16
  %329 = icmp sgt i64 %16, 0
  %330 = sub i64 16, %16
  %331 = icmp sgt i64 %330, %6
  %332 = or i1 %329, %331
  %333 = tail call i64 @llvm.smax.i64(i64 %16, i64 0)
  %334 = add nsw i64 %6, %16
  %335 = tail call i64 @llvm.smin.i64(i64 %334, i64 16)
  %336 = icmp sgt i64 %335, %333
  %337 = trunc nuw nsw i64 %335 to i32
  %338 = shl nsw i32 -1, %337
  %339 = xor i32 %338, -1
  %340 = trunc nuw nsw i64 %333 to i32
  %341 = shl nsw i32 -1, %340
  %342 = and i32 %341, %339
  %343 = trunc nuw i32 %342 to i16
  %344 = bitcast i16 %343 to <16 x i1>
  %345 = icmp slt i64 %8, 1
  br label %346

346:                                              ; preds = %313, %367
  %347 = phi i64 [ %324, %313 ], [ %376, %367 ]
  %348 = phi i64 [ %323, %313 ], [ %375, %367 ]
  %349 = phi i64 [ %322, %313 ], [ %374, %367 ]
  %350 = phi i64 [ %2, %313 ], [ %377, %367 ]
  %351 = add nsw i64 %348, 1
  %352 = mul nsw i64 %351, %317
  %353 = call i64 @llvm.smin.i64(i64 %352, i64 %7)
  %354 = mul nsw i64 %349, %17
  %355 = getelementptr inbounds float, ptr %27, i64 %354
  %356 = mul i64 %325, %347
  %357 = getelementptr inbounds float, ptr %355, i64 %356
  %358 = mul nsw i64 %348, %317
  %359 = icmp slt i64 %358, %353
  br i1 %359, label %360, label %367

360:                                              ; preds = %346
  %361 = mul nsw i64 %349, %4
  %362 = add nsw i64 %347, %361
  %363 = mul nsw i64 %349, %18
  %364 = getelementptr inbounds float, ptr %28, i64 %363
  %365 = mul nsw i64 %347, %7
  %366 = mul nsw i64 %362, %5
  br label %379

367:                                              ; preds = %480, %346
  %368 = add nsw i64 %347, 1
  %369 = icmp eq i64 %368, %4
  %370 = icmp eq i64 %351, %320
  %371 = select i1 %370, i64 0, i64 %351
  %372 = and i1 %370, %369
  %373 = zext i1 %372 to i64
  %374 = add nsw i64 %349, %373
  %375 = select i1 %369, i64 %371, i64 %348
  %376 = select i1 %369, i64 0, i64 %368
  %377 = add nsw i64 %350, 1
  %378 = icmp eq i64 %377, %3
  br i1 %378, label %1828, label %346

379:                                              ; preds = %360, %480
  %380 = phi i64 [ %358, %360 ], [ %481, %480 ]
  %381 = mul nsw i64 %380, %11
  %382 = sub i64 %381, %15
  br label %395

383:                                              ; preds = %473
  %384 = add nsw i64 %380, %365
  %385 = mul nsw i64 %384, %8
  %386 = getelementptr inbounds float, ptr %364, i64 %385
  br i1 %327, label %387, label %480

387:                                              ; preds = %383
  %388 = icmp sgt i32 %474, 0
  %389 = zext i32 %474 to i64
  %390 = and i64 %389, 1
  %391 = icmp eq i32 %474, 1
  %392 = and i64 %389, 2147483646
  %393 = icmp eq i64 %390, 0
  %394 = icmp ne i64 %390, 0
  br label %477

395:                                              ; preds = %379, %473
  %396 = phi i64 [ 0, %379 ], [ %475, %473 ]
  %397 = phi i32 [ 0, %379 ], [ %474, %473 ]
  %398 = add i64 %382, %396
  %399 = icmp sgt i64 %398, -1
  %400 = icmp slt i64 %398, %5
  %401 = and i1 %399, %400
  br i1 %401, label %402, label %473

402:                                              ; preds = %395
  %403 = and i64 %398, 3
  %404 = add nsw i64 %398, %366
  %405 = mul nsw i64 %403, %307
  %406 = getelementptr inbounds float, ptr %26, i64 %405
  %407 = getelementptr inbounds nuw i64, ptr %315, i64 %403
  %408 = load i64, ptr %407, align 8
  %409 = icmp eq i64 %408, %404
  br i1 %409, label %469, label %410

410:                                              ; preds = %402
  %411 = mul nsw i64 %398, %6
  %412 = getelementptr inbounds float, ptr %357, i64 %411
  br i1 %326, label %468, label %413

413:                                              ; preds = %410
  br i1 %332, label %417, label %414

414:                                              ; preds = %413
  %415 = getelementptr inbounds nuw float, ptr %412, i64 %328
  %416 = load <16 x float>, ptr %415, align 1
  br label %421

417:                                              ; preds = %413
  br i1 %336, label %418, label %421

418:                                              ; preds = %417
  %419 = getelementptr inbounds float, ptr %412, i64 %328
  %420 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %419, <16 x i1> %344, <16 x float> splat (float 0xFFF0000000000000))
  br label %421

421:                                              ; preds = %414, %417, %418
  %422 = phi <16 x float> [ %416, %414 ], [ %420, %418 ], [ splat (float 0xFFF0000000000000), %417 ]
  br i1 %345, label %468, label %423

423:                                              ; preds = %421, %452
  %424 = phi i64 [ %466, %452 ], [ 1, %421 ]
  %425 = phi <16 x float> [ %453, %452 ], [ %422, %421 ]
  %426 = shl nsw i64 %424, 4
  %427 = sub nsw i64 %426, %16
  %428 = icmp slt i64 %427, 0
  %429 = add nuw nsw i64 %427, 16
  %430 = icmp sgt i64 %429, %6
  %431 = select i1 %428, i1 true, i1 %430
  br i1 %431, label %435, label %432

432:                                              ; preds = %423
  %433 = getelementptr inbounds nuw float, ptr %412, i64 %427
  %434 = load <16 x float>, ptr %433, align 1
  br label %452

435:                                              ; preds = %423
  %436 = sub nsw i64 0, %427
  %437 = select i1 %428, i64 %436, i64 0
  %438 = sub nsw i64 %6, %427
  %439 = call i64 @llvm.smin.i64(i64 %438, i64 16)
  %440 = icmp sgt i64 %439, %437
  br i1 %440, label %441, label %452

441:                                              ; preds = %435
  %442 = trunc i64 %439 to i32
  %443 = shl nsw i32 -1, %442
  %444 = xor i32 %443, -1
  %445 = trunc i64 %437 to i32
  %446 = shl nsw i32 -1, %445
  %447 = and i32 %446, %444
  %448 = trunc i32 %447 to i16
  %449 = getelementptr inbounds float, ptr %412, i64 %427
  %450 = bitcast i16 %448 to <16 x i1>
  %451 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %449, <16 x i1> %450, <16 x float> splat (float 0xFFF0000000000000))
  br label %452

452:                                              ; preds = %432, %435, %441
  %453 = phi <16 x float> [ %434, %432 ], [ %451, %441 ], [ splat (float 0xFFF0000000000000), %435 ]
  %454 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %425, <16 x float> splat (float 0xFFF0000000000000), i32 4)
  %455 = shufflevector <16 x float> %425, <16 x float> %453, <16 x i32> <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16>
  %456 = fcmp uno <16 x float> %425, %455
  %457 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %455, <16 x float> %454, i32 4)
  %458 = shufflevector <16 x float> %425, <16 x float> %453, <16 x i32> <i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17>
  %459 = fcmp uno <16 x float> %458, zeroinitializer
  %460 = or <16 x i1> %456, %459
  %461 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %458, <16 x float> %457, i32 4)
  %462 = shl i64 %424, 6
  %463 = getelementptr i8, ptr %406, i64 %462
  %464 = getelementptr i8, ptr %463, i64 -64
  %465 = select <16 x i1> %460, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %461
  store <16 x float> %465, ptr %464, align 64
  %466 = add nuw nsw i64 %424, 1
  %467 = icmp eq i64 %306, %424
  br i1 %467, label %468, label %423

468:                                              ; preds = %452, %421, %410
  store i64 %404, ptr %407, align 8
  br label %469

469:                                              ; preds = %468, %402
  %470 = add nsw i32 %397, 1
  %471 = sext i32 %397 to i64
  %472 = getelementptr inbounds ptr, ptr %316, i64 %471
  store ptr %406, ptr %472, align 8
  br label %473

473:                                              ; preds = %469, %395
  %474 = phi i32 [ %470, %469 ], [ %397, %395 ]
  %475 = add nuw nsw i64 %396, 1
  %476 = icmp eq i64 %475, 3
  br i1 %476, label %383, label %395

477:                                              ; preds = %387, %501
  %478 = phi i64 [ 0, %387 ], [ %512, %501 ]
  br i1 %388, label %479, label %501

479:                                              ; preds = %477
  br i1 %391, label %484, label %514

480:                                              ; preds = %501, %383
  %481 = add nsw i64 %380, 1
  %482 = icmp eq i64 %481, %353
  br i1 %482, label %367, label %379

483:                                              ; preds = %514
  br i1 %393, label %496, label %484

484:                                              ; preds = %483, %479
  %485 = phi i64 [ 0, %479 ], [ %536, %483 ]
  %486 = phi i16 [ 0, %479 ], [ %534, %483 ]
  %487 = phi <16 x float> [ splat (float 0xFFF0000000000000), %479 ], [ %535, %483 ]
  call void @llvm.assume(i1 %394)
  %488 = getelementptr inbounds nuw ptr, ptr %316, i64 %485
  %489 = load ptr, ptr %488, align 8
  %490 = getelementptr inbounds nuw float, ptr %489, i64 %478
  %491 = load <16 x float>, ptr %490, align 1
  %492 = fcmp uno <16 x float> %491, zeroinitializer
  %493 = bitcast <16 x i1> %492 to i16
  %494 = or i16 %486, %493
  %495 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %491, <16 x float> %487, i32 4)
  br label %496

496:                                              ; preds = %483, %484
  %497 = phi i16 [ %534, %483 ], [ %494, %484 ]
  %498 = phi <16 x float> [ %535, %483 ], [ %495, %484 ]
  %499 = bitcast i16 %497 to <16 x i1>
  %500 = select <16 x i1> %499, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %498
  br label %501

501:                                              ; preds = %496, %477
  %502 = phi <16 x float> [ splat (float 0xFFF0000000000000), %477 ], [ %500, %496 ]
  %503 = getelementptr inbounds nuw float, ptr %386, i64 %478
  %504 = sub nsw i64 %8, %478
  %505 = icmp sgt i64 %504, 15
  %506 = trunc i64 %504 to i32
  %507 = shl nsw i32 -1, %506
  %508 = trunc i32 %507 to i16
  %509 = xor i16 %508, -1
  %510 = select i1 %505, i16 -1, i16 %509
  %511 = bitcast i16 %510 to <16 x i1>
  call void @llvm.masked.store.v16f32.p0(<16 x float> %502, ptr align 1 %503, <16 x i1> %511)
  %512 = add nuw nsw i64 %478, 16
  %513 = icmp slt i64 %512, %8
  br i1 %513, label %477, label %480

514:                                              ; preds = %479, %514
  %515 = phi i64 [ %536, %514 ], [ 0, %479 ]
  %516 = phi i16 [ %534, %514 ], [ 0, %479 ]
  %517 = phi <16 x float> [ %535, %514 ], [ splat (float 0xFFF0000000000000), %479 ]
  %518 = phi i64 [ %537, %514 ], [ 0, %479 ]
  %519 = getelementptr inbounds nuw ptr, ptr %316, i64 %515
  %520 = load ptr, ptr %519, align 16
  %521 = getelementptr inbounds nuw float, ptr %520, i64 %478
  %522 = load <16 x float>, ptr %521, align 1
  %523 = fcmp uno <16 x float> %522, zeroinitializer
  %524 = bitcast <16 x i1> %523 to i16
  %525 = or i16 %516, %524
  %526 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %522, <16 x float> %517, i32 4)
  %527 = getelementptr inbounds nuw ptr, ptr %316, i64 %515
  %528 = getelementptr inbounds nuw i8, ptr %527, i64 8
  %529 = load ptr, ptr %528, align 8
  %530 = getelementptr inbounds nuw float, ptr %529, i64 %478
  %531 = load <16 x float>, ptr %530, align 1
  %532 = fcmp uno <16 x float> %531, zeroinitializer
  %533 = bitcast <16 x i1> %532 to i16
  %534 = or i16 %525, %533
  %535 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %531, <16 x float> %526, i32 4)
  %536 = add nuw nsw i64 %515, 2
  %537 = add i64 %518, 2
  %538 = icmp eq i64 %537, %392
  br i1 %538, label %483, label %514

539:                                              ; preds = %298
  %540 = icmp eq i64 %9, 2
  %541 = icmp eq i64 %10, 2
  %542 = and i1 %540, %541
  %543 = and i1 %542, %32
  %544 = and i1 %543, %34
  %545 = and i1 %544, %36
  %546 = tail call ptr @llvm.stacksave.p0()
  br i1 %545, label %547, label %854

547:                                              ; preds = %539
  %548 = add nsw i64 %8, 15
  %549 = sdiv i64 %548, 16
  %550 = shl nsw i64 %549, 4
  %551 = icmp sgt i64 %8, 2048
  br i1 %551, label %1831, label %552

552:                                              ; preds = %547
  %553 = icmp sge i64 %2, %3
  %554 = icmp slt i64 %19, 1
  %555 = or i1 %553, %554
  br i1 %555, label %1831, label %556

556:                                              ; preds = %552
  %557 = tail call ptr @llvm.stacksave.p0()
  %558 = alloca [2 x i64], align 16
  %559 = alloca [2 x ptr], align 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %558, i8 -1, i64 16, i1 false)
  %560 = tail call i64 @llvm.smin.i64(i64 %19, i64 %7)
  %561 = add i64 %7, -1
  %562 = add i64 %561, %560
  %563 = sdiv i64 %562, %560
  %564 = sdiv i64 %2, %4
  %565 = sdiv i64 %564, %563
  %566 = srem i64 %564, %563
  %567 = srem i64 %2, %4
  %568 = mul i64 %6, %5
  %569 = icmp slt i64 %8, -30
  %570 = icmp sgt i64 %8, 0
  %571 = sub nsw i64 0, %16
  %572 = icmp sgt i64 %16, 0
  %573 = sub i64 32, %16
  %574 = icmp sgt i64 %573, %6
  %575 = or i1 %572, %574
  %576 = tail call i64 @llvm.smax.i64(i64 %16, i64 0)
  %577 = add nsw i64 %6, %16
  %578 = tail call i64 @llvm.smin.i64(i64 %577, i64 32)
  %579 = icmp sgt i64 %578, %576
  %580 = icmp sgt i64 %577, 31
  %581 = trunc nuw nsw i64 %578 to i32
  %582 = shl nsw i32 -1, %581
  %583 = xor i32 %582, -1
  %584 = select i1 %580, i32 -1, i32 %583
  %585 = trunc nuw nsw i64 %576 to i32
  %586 = shl nsw i32 -1, %585
  %587 = and i32 %584, %586
  %588 = trunc i32 %587 to i16
  %589 = bitcast i16 %588 to <16 x i1>
  %590 = lshr i32 %587, 16
  %591 = trunc nuw i32 %590 to i16
  %592 = bitcast i16 %591 to <16 x i1>
  %593 = icmp slt i64 %8, 1
  %594 = getelementptr inbounds nuw i8, ptr %559, i64 8
  br label %595

595:                                              ; preds = %556, %616
  %596 = phi i64 [ %567, %556 ], [ %625, %616 ]
  %597 = phi i64 [ %566, %556 ], [ %624, %616 ]
  %598 = phi i64 [ %565, %556 ], [ %623, %616 ]
  %599 = phi i64 [ %2, %556 ], [ %626, %616 ]
  %600 = add nsw i64 %597, 1
  %601 = mul nsw i64 %600, %560
  %602 = call i64 @llvm.smin.i64(i64 %601, i64 %7)
  %603 = mul nsw i64 %598, %17
  %604 = getelementptr inbounds float, ptr %27, i64 %603
  %605 = mul i64 %568, %596
  %606 = getelementptr inbounds float, ptr %604, i64 %605
  %607 = mul nsw i64 %597, %560
  %608 = icmp slt i64 %607, %602
  br i1 %608, label %609, label %616

609:                                              ; preds = %595
  %610 = mul nsw i64 %598, %4
  %611 = add nsw i64 %596, %610
  %612 = mul nsw i64 %598, %18
  %613 = getelementptr inbounds float, ptr %28, i64 %612
  %614 = mul nsw i64 %596, %7
  %615 = mul nsw i64 %611, %5
  br label %628

616:                                              ; preds = %824, %595
  %617 = add nsw i64 %596, 1
  %618 = icmp eq i64 %617, %4
  %619 = icmp eq i64 %600, %563
  %620 = select i1 %619, i64 0, i64 %600
  %621 = and i1 %619, %618
  %622 = zext i1 %621 to i64
  %623 = add nsw i64 %598, %622
  %624 = select i1 %618, i64 %620, i64 %597
  %625 = select i1 %618, i64 0, i64 %617
  %626 = add nsw i64 %599, 1
  %627 = icmp eq i64 %626, %3
  br i1 %627, label %1828, label %595

628:                                              ; preds = %609, %824
  %629 = phi i64 [ %607, %609 ], [ %825, %824 ]
  %630 = mul nsw i64 %629, %11
  %631 = sub i64 %630, %15
  %632 = icmp sgt i64 %631, -1
  %633 = icmp slt i64 %631, %5
  %634 = and i1 %632, %633
  br i1 %634, label %640, label %724

635:                                              ; preds = %817
  %636 = icmp sgt i32 %818, 0
  %637 = load ptr, ptr %559, align 16
  %638 = icmp eq i32 %818, 1
  %639 = load ptr, ptr %594, align 8
  br label %822

640:                                              ; preds = %628
  %641 = and i64 %631, 1
  %642 = add nsw i64 %631, %615
  %643 = mul nuw nsw i64 %641, %550
  %644 = getelementptr inbounds float, ptr %26, i64 %643
  %645 = getelementptr inbounds nuw i64, ptr %558, i64 %641
  %646 = load i64, ptr %645, align 8
  %647 = icmp eq i64 %646, %642
  br i1 %647, label %723, label %648

648:                                              ; preds = %640
  %649 = mul nsw i64 %631, %6
  %650 = getelementptr inbounds float, ptr %606, i64 %649
  br i1 %569, label %722, label %651

651:                                              ; preds = %648
  br i1 %575, label %657, label %652

652:                                              ; preds = %651
  %653 = getelementptr inbounds nuw float, ptr %650, i64 %571
  %654 = load <16 x float>, ptr %653, align 1
  %655 = getelementptr inbounds nuw i8, ptr %653, i64 64
  %656 = load <16 x float>, ptr %655, align 1
  br label %663

657:                                              ; preds = %651
  br i1 %579, label %658, label %663

658:                                              ; preds = %657
  %659 = getelementptr inbounds float, ptr %650, i64 %571
  %660 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %659, <16 x i1> %589, <16 x float> splat (float 0xFFF0000000000000))
  %661 = getelementptr inbounds nuw i8, ptr %659, i64 64
  %662 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %661, <16 x i1> %592, <16 x float> splat (float 0xFFF0000000000000))
  br label %663

663:                                              ; preds = %652, %657, %658
  %664 = phi <16 x float> [ %660, %658 ], [ %654, %652 ], [ splat (float 0xFFF0000000000000), %657 ]
  %665 = phi <16 x float> [ %662, %658 ], [ %656, %652 ], [ splat (float 0xFFF0000000000000), %657 ]
  br i1 %593, label %722, label %666

666:                                              ; preds = %663
  %667 = shufflevector <16 x float> %664, <16 x float> %665, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %668 = shufflevector <16 x float> %664, <16 x float> %665, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  br label %669

669:                                              ; preds = %666, %708
  %670 = phi <16 x float> [ %711, %708 ], [ %668, %666 ]
  %671 = phi <16 x float> [ %712, %708 ], [ %667, %666 ]
  %672 = phi i64 [ %720, %708 ], [ 1, %666 ]
  %673 = shl nsw i64 %672, 5
  %674 = sub nsw i64 %673, %16
  %675 = icmp slt i64 %674, 0
  %676 = add nuw nsw i64 %674, 32
  %677 = icmp sgt i64 %676, %6
  %678 = select i1 %675, i1 true, i1 %677
  br i1 %678, label %684, label %679

679:                                              ; preds = %669
  %680 = getelementptr inbounds nuw float, ptr %650, i64 %674
  %681 = load <16 x float>, ptr %680, align 1
  %682 = getelementptr inbounds nuw i8, ptr %680, i64 64
  %683 = load <16 x float>, ptr %682, align 1
  br label %708

684:                                              ; preds = %669
  %685 = sub nsw i64 0, %674
  %686 = select i1 %675, i64 %685, i64 0
  %687 = sub nsw i64 %6, %674
  %688 = call i64 @llvm.smin.i64(i64 %687, i64 32)
  %689 = icmp sgt i64 %688, %686
  br i1 %689, label %690, label %708

690:                                              ; preds = %684
  %691 = getelementptr inbounds float, ptr %650, i64 %674
  %692 = icmp sgt i64 %687, 31
  %693 = trunc i64 %688 to i32
  %694 = shl nsw i32 -1, %693
  %695 = xor i32 %694, -1
  %696 = select i1 %692, i32 -1, i32 %695
  %697 = trunc i64 %686 to i32
  %698 = shl nsw i32 -1, %697
  %699 = and i32 %696, %698
  %700 = trunc i32 %699 to i16
  %701 = bitcast i16 %700 to <16 x i1>
  %702 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %691, <16 x i1> %701, <16 x float> splat (float 0xFFF0000000000000))
  %703 = lshr i32 %699, 16
  %704 = trunc nuw i32 %703 to i16
  %705 = getelementptr inbounds nuw i8, ptr %691, i64 64
  %706 = bitcast i16 %704 to <16 x i1>
  %707 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %705, <16 x i1> %706, <16 x float> splat (float 0xFFF0000000000000))
  br label %708

708:                                              ; preds = %684, %690, %679
  %709 = phi <16 x float> [ %702, %690 ], [ %681, %679 ], [ splat (float 0xFFF0000000000000), %684 ]
  %710 = phi <16 x float> [ %707, %690 ], [ %683, %679 ], [ splat (float 0xFFF0000000000000), %684 ]
  %711 = shufflevector <16 x float> %709, <16 x float> %710, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %712 = shufflevector <16 x float> %709, <16 x float> %710, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %713 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %670, <16 x float> splat (float 0xFFF0000000000000), i32 4)
  %714 = fcmp uno <16 x float> %670, %671
  %715 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %671, <16 x float> %713, i32 4)
  %716 = shl i64 %672, 6
  %717 = getelementptr i8, ptr %644, i64 %716
  %718 = getelementptr i8, ptr %717, i64 -64
  %719 = select <16 x i1> %714, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %715
  store <16 x float> %719, ptr %718, align 64
  %720 = add nuw nsw i64 %672, 1
  %721 = icmp eq i64 %549, %672
  br i1 %721, label %722, label %669

722:                                              ; preds = %708, %663, %648
  store i64 %642, ptr %645, align 8
  br label %723

723:                                              ; preds = %722, %640
  store ptr %644, ptr %559, align 16
  br label %724

724:                                              ; preds = %723, %628
  %725 = phi i32 [ 1, %723 ], [ 0, %628 ]
  %726 = add i64 %631, 1
  %727 = icmp sgt i64 %726, -1
  %728 = icmp slt i64 %726, %5
  %729 = and i1 %727, %728
  br i1 %729, label %730, label %817

730:                                              ; preds = %724
  %731 = and i64 %726, 1
  %732 = add nsw i64 %726, %615
  %733 = mul nuw nsw i64 %731, %550
  %734 = getelementptr inbounds float, ptr %26, i64 %733
  %735 = getelementptr inbounds nuw i64, ptr %558, i64 %731
  %736 = load i64, ptr %735, align 8
  %737 = icmp eq i64 %736, %732
  br i1 %737, label %813, label %738

738:                                              ; preds = %730
  %739 = mul nsw i64 %726, %6
  %740 = getelementptr inbounds float, ptr %606, i64 %739
  br i1 %569, label %812, label %741

741:                                              ; preds = %738
  br i1 %575, label %747, label %742

742:                                              ; preds = %741
  %743 = getelementptr inbounds nuw float, ptr %740, i64 %571
  %744 = load <16 x float>, ptr %743, align 1
  %745 = getelementptr inbounds nuw i8, ptr %743, i64 64
  %746 = load <16 x float>, ptr %745, align 1
  br label %753

747:                                              ; preds = %741
  br i1 %579, label %748, label %753

748:                                              ; preds = %747
  %749 = getelementptr inbounds float, ptr %740, i64 %571
  %750 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %749, <16 x i1> %589, <16 x float> splat (float 0xFFF0000000000000))
  %751 = getelementptr inbounds nuw i8, ptr %749, i64 64
  %752 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %751, <16 x i1> %592, <16 x float> splat (float 0xFFF0000000000000))
  br label %753

753:                                              ; preds = %748, %747, %742
  %754 = phi <16 x float> [ %750, %748 ], [ %744, %742 ], [ splat (float 0xFFF0000000000000), %747 ]
  %755 = phi <16 x float> [ %752, %748 ], [ %746, %742 ], [ splat (float 0xFFF0000000000000), %747 ]
  br i1 %593, label %812, label %756

756:                                              ; preds = %753
  %757 = shufflevector <16 x float> %754, <16 x float> %755, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %758 = shufflevector <16 x float> %754, <16 x float> %755, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  br label %759

759:                                              ; preds = %798, %756
  %760 = phi <16 x float> [ %801, %798 ], [ %758, %756 ]
  %761 = phi <16 x float> [ %802, %798 ], [ %757, %756 ]
  %762 = phi i64 [ %810, %798 ], [ 1, %756 ]
  %763 = shl nsw i64 %762, 5
  %764 = sub nsw i64 %763, %16
  %765 = icmp slt i64 %764, 0
  %766 = add nuw nsw i64 %764, 32
  %767 = icmp sgt i64 %766, %6
  %768 = select i1 %765, i1 true, i1 %767
  br i1 %768, label %774, label %769

769:                                              ; preds = %759
  %770 = getelementptr inbounds nuw float, ptr %740, i64 %764
  %771 = load <16 x float>, ptr %770, align 1
  %772 = getelementptr inbounds nuw i8, ptr %770, i64 64
  %773 = load <16 x float>, ptr %772, align 1
  br label %798

774:                                              ; preds = %759
  %775 = sub nsw i64 0, %764
  %776 = select i1 %765, i64 %775, i64 0
  %777 = sub nsw i64 %6, %764
  %778 = call i64 @llvm.smin.i64(i64 %777, i64 32)
  %779 = icmp sgt i64 %778, %776
  br i1 %779, label %780, label %798

780:                                              ; preds = %774
  %781 = getelementptr inbounds float, ptr %740, i64 %764
  %782 = icmp sgt i64 %777, 31
  %783 = trunc i64 %778 to i32
  %784 = shl nsw i32 -1, %783
  %785 = xor i32 %784, -1
  %786 = select i1 %782, i32 -1, i32 %785
  %787 = trunc i64 %776 to i32
  %788 = shl nsw i32 -1, %787
  %789 = and i32 %786, %788
  %790 = trunc i32 %789 to i16
  %791 = bitcast i16 %790 to <16 x i1>
  %792 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %781, <16 x i1> %791, <16 x float> splat (float 0xFFF0000000000000))
  %793 = lshr i32 %789, 16
  %794 = trunc nuw i32 %793 to i16
  %795 = getelementptr inbounds nuw i8, ptr %781, i64 64
  %796 = bitcast i16 %794 to <16 x i1>
  %797 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %795, <16 x i1> %796, <16 x float> splat (float 0xFFF0000000000000))
  br label %798

798:                                              ; preds = %780, %774, %769
  %799 = phi <16 x float> [ %792, %780 ], [ %771, %769 ], [ splat (float 0xFFF0000000000000), %774 ]
  %800 = phi <16 x float> [ %797, %780 ], [ %773, %769 ], [ splat (float 0xFFF0000000000000), %774 ]
  %801 = shufflevector <16 x float> %799, <16 x float> %800, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %802 = shufflevector <16 x float> %799, <16 x float> %800, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %803 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %760, <16 x float> splat (float 0xFFF0000000000000), i32 4)
  %804 = fcmp uno <16 x float> %760, %761
  %805 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %761, <16 x float> %803, i32 4)
  %806 = shl i64 %762, 6
  %807 = getelementptr i8, ptr %734, i64 %806
  %808 = getelementptr i8, ptr %807, i64 -64
  %809 = select <16 x i1> %804, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %805
  store <16 x float> %809, ptr %808, align 64
  %810 = add nuw nsw i64 %762, 1
  %811 = icmp eq i64 %549, %762
  br i1 %811, label %812, label %759

812:                                              ; preds = %798, %753, %738
  store i64 %732, ptr %735, align 8
  br label %813

813:                                              ; preds = %812, %730
  %814 = add nuw nsw i32 %725, 1
  %815 = zext nneg i32 %725 to i64
  %816 = getelementptr inbounds nuw ptr, ptr %559, i64 %815
  store ptr %734, ptr %816, align 8
  br label %817

817:                                              ; preds = %813, %724
  %818 = phi i32 [ %814, %813 ], [ %725, %724 ]
  %819 = add nsw i64 %629, %614
  %820 = mul nsw i64 %819, %8
  %821 = getelementptr inbounds float, ptr %613, i64 %820
  br i1 %570, label %635, label %824

822:                                              ; preds = %635, %831
  %823 = phi i64 [ 0, %635 ], [ %842, %831 ]
  br i1 %636, label %844, label %831

824:                                              ; preds = %831, %817
  %825 = add nsw i64 %629, 1
  %826 = icmp eq i64 %825, %602
  br i1 %826, label %616, label %628

827:                                              ; preds = %849, %844
  %828 = phi <16 x i1> [ %847, %844 ], [ %852, %849 ]
  %829 = phi <16 x float> [ %848, %844 ], [ %853, %849 ]
  %830 = select <16 x i1> %828, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %829
  br label %831

831:                                              ; preds = %827, %822
  %832 = phi <16 x float> [ splat (float 0xFFF0000000000000), %822 ], [ %830, %827 ]
  %833 = getelementptr inbounds nuw float, ptr %821, i64 %823
  %834 = sub nsw i64 %8, %823
  %835 = icmp sgt i64 %834, 15
  %836 = trunc i64 %834 to i32
  %837 = shl nsw i32 -1, %836
  %838 = trunc i32 %837 to i16
  %839 = xor i16 %838, -1
  %840 = select i1 %835, i16 -1, i16 %839
  %841 = bitcast i16 %840 to <16 x i1>
  call void @llvm.masked.store.v16f32.p0(<16 x float> %832, ptr align 1 %833, <16 x i1> %841)
  %842 = add nuw nsw i64 %823, 16
  %843 = icmp slt i64 %842, %8
  br i1 %843, label %822, label %824

844:                                              ; preds = %822
  %845 = getelementptr inbounds nuw float, ptr %637, i64 %823
  %846 = load <16 x float>, ptr %845, align 1
  %847 = fcmp uno <16 x float> %846, zeroinitializer
  %848 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %846, <16 x float> splat (float 0xFFF0000000000000), i32 4)
  br i1 %638, label %827, label %849

849:                                              ; preds = %844
  %850 = getelementptr inbounds nuw float, ptr %639, i64 %823
  %851 = load <16 x float>, ptr %850, align 1
  %852 = fcmp uno <16 x float> %846, %851
  %853 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %851, <16 x float> %848, i32 4)
  br label %827

854:                                              ; preds = %539
  %855 = add nsw i64 %9, -1
  %856 = mul nsw i64 %13, %855
  br i1 %299, label %857, label %1192

857:                                              ; preds = %854, %857
  %858 = phi i64 [ %860, %857 ], [ 1, %854 ]
  %859 = icmp sgt i64 %858, %856
  %860 = shl i64 %858, 1
  br i1 %859, label %861, label %857

861:                                              ; preds = %857
  %862 = add nsw i64 %8, 15
  %863 = sdiv i64 %862, 16
  %864 = shl nsw i64 %863, 4
  %865 = mul nsw i64 %858, %864
  %866 = icmp sgt i64 %865, 4096
  %867 = icmp sgt i64 %9, 4096
  %868 = or i1 %867, %866
  br i1 %868, label %1831, label %869

869:                                              ; preds = %861
  %870 = icmp sge i64 %2, %3
  %871 = icmp slt i64 %19, 1
  %872 = or i1 %870, %871
  br i1 %872, label %1831, label %873

873:                                              ; preds = %869
  %874 = tail call i64 @llvm.smin.i64(i64 %19, i64 %7)
  %875 = tail call ptr @llvm.stacksave.p0()
  %876 = alloca i64, i64 %858, align 16
  %877 = alloca ptr, i64 %9, align 16
  %878 = add i64 %10, -1
  %879 = mul nsw i64 %14, %878
  %880 = icmp slt i64 %879, 16
  %881 = icmp sgt i64 %858, 0
  br i1 %881, label %882, label %884

882:                                              ; preds = %873
  %883 = shl nuw i64 %858, 3
  call void @llvm.memset.p0.i64(ptr nonnull align 16 %876, i8 -1, i64 %883, i1 false)
  br label %884

884:                                              ; preds = %873, %882
  %885 = add i64 %7, -1
  %886 = add i64 %885, %874
  %887 = sdiv i64 %886, %874
  %888 = sdiv i64 %2, %4
  %889 = sdiv i64 %888, %887
  %890 = srem i64 %888, %887
  %891 = srem i64 %2, %4
  %892 = mul i64 %6, %5
  %893 = icmp sgt i64 %9, 0
  %894 = add nsw i64 %858, -1
  %895 = icmp sgt i64 %8, 0
  %896 = icmp sgt i64 %10, 0
  %897 = icmp slt i64 %8, -30
  %898 = tail call i64 @llvm.smax.i64(i64 %863, i64 0)
  %899 = insertelement <16 x i64> poison, i64 %6, i64 0
  %900 = shufflevector <16 x i64> %899, <16 x i64> poison, <16 x i32> zeroinitializer
  %901 = and i64 %10, 1
  %902 = icmp eq i64 %878, 0
  %903 = and i64 %10, 9223372036854775806
  %904 = icmp eq i64 %14, 0
  %905 = icmp eq i64 %901, 0
  %906 = icmp ne i64 %901, 0
  br label %907

907:                                              ; preds = %884, %929
  %908 = phi i64 [ %891, %884 ], [ %939, %929 ]
  %909 = phi i64 [ %890, %884 ], [ %938, %929 ]
  %910 = phi i64 [ %889, %884 ], [ %937, %929 ]
  %911 = phi i64 [ %2, %884 ], [ %940, %929 ]
  %912 = phi <16 x float> [ undef, %884 ], [ %930, %929 ]
  %913 = add nsw i64 %909, 1
  %914 = mul nsw i64 %913, %874
  %915 = call i64 @llvm.smin.i64(i64 %914, i64 %7)
  %916 = mul nsw i64 %910, %17
  %917 = getelementptr inbounds float, ptr %27, i64 %916
  %918 = mul i64 %892, %908
  %919 = getelementptr inbounds float, ptr %917, i64 %918
  %920 = mul nsw i64 %909, %874
  %921 = icmp slt i64 %920, %915
  br i1 %921, label %922, label %929

922:                                              ; preds = %907
  %923 = mul nsw i64 %910, %4
  %924 = add nsw i64 %908, %923
  %925 = mul nsw i64 %910, %18
  %926 = getelementptr inbounds float, ptr %28, i64 %925
  %927 = mul nsw i64 %908, %7
  %928 = mul nsw i64 %924, %5
  br label %942

929:                                              ; preds = %1133, %907
  %930 = phi <16 x float> [ %912, %907 ], [ %952, %1133 ]
  %931 = add nsw i64 %908, 1
  %932 = icmp eq i64 %931, %4
  %933 = icmp eq i64 %913, %887
  %934 = select i1 %933, i64 0, i64 %913
  %935 = and i1 %933, %932
  %936 = zext i1 %935 to i64
  %937 = add nsw i64 %910, %936
  %938 = select i1 %932, i64 %934, i64 %909
  %939 = select i1 %932, i64 0, i64 %931
  %940 = add nsw i64 %911, 1
  %941 = icmp eq i64 %940, %3
  br i1 %941, label %1828, label %907

942:                                              ; preds = %922, %1133
  %943 = phi i64 [ %920, %922 ], [ %1134, %1133 ]
  %944 = phi <16 x float> [ %912, %922 ], [ %952, %1133 ]
  %945 = add nsw i64 %943, %927
  %946 = mul nsw i64 %945, %8
  %947 = getelementptr inbounds float, ptr %926, i64 %946
  br i1 %893, label %948, label %951

948:                                              ; preds = %942
  %949 = mul nsw i64 %943, %11
  %950 = sub i64 %949, %15
  br label %962

951:                                              ; preds = %1125, %942
  %952 = phi <16 x float> [ %944, %942 ], [ %1126, %1125 ]
  %953 = phi i32 [ 0, %942 ], [ %1127, %1125 ]
  br i1 %895, label %954, label %1133

954:                                              ; preds = %951
  %955 = icmp sgt i32 %953, 0
  %956 = zext i32 %953 to i64
  %957 = and i64 %956, 1
  %958 = icmp eq i32 %953, 1
  %959 = and i64 %956, 2147483646
  %960 = icmp eq i64 %957, 0
  %961 = icmp ne i64 %957, 0
  br label %1130

962:                                              ; preds = %948, %1125
  %963 = phi i64 [ 0, %948 ], [ %1128, %1125 ]
  %964 = phi i32 [ 0, %948 ], [ %1127, %1125 ]
  %965 = phi <16 x float> [ %944, %948 ], [ %1126, %1125 ]
  %966 = mul nsw i64 %963, %13
  %967 = add i64 %950, %966
  %968 = icmp sgt i64 %967, -1
  %969 = icmp slt i64 %967, %5
  %970 = and i1 %968, %969
  br i1 %970, label %971, label %1125

971:                                              ; preds = %962
  %972 = and i64 %967, %894
  %973 = add nsw i64 %967, %928
  %974 = mul nsw i64 %972, %864
  %975 = getelementptr inbounds float, ptr %26, i64 %974
  %976 = getelementptr inbounds nuw i64, ptr %876, i64 %972
  %977 = load i64, ptr %976, align 8
  %978 = icmp eq i64 %977, %973
  br i1 %978, label %1120, label %979

979:                                              ; preds = %971
  %980 = mul nsw i64 %967, %6
  %981 = getelementptr inbounds float, ptr %919, i64 %980
  br i1 %880, label %982, label %1085

982:                                              ; preds = %979
  br i1 %897, label %1118, label %983

983:                                              ; preds = %982, %1082
  %984 = phi i64 [ %1083, %1082 ], [ 0, %982 ]
  %985 = phi <16 x float> [ %1013, %1082 ], [ %965, %982 ]
  %986 = shl nsw i64 %984, 4
  %987 = sub nsw i64 %986, %16
  %988 = icmp slt i64 %987, 0
  %989 = add nuw nsw i64 %987, 16
  %990 = icmp sgt i64 %989, %6
  %991 = select i1 %988, i1 true, i1 %990
  br i1 %991, label %995, label %992

992:                                              ; preds = %983
  %993 = getelementptr inbounds nuw float, ptr %981, i64 %987
  %994 = load <16 x float>, ptr %993, align 1
  br label %1012

995:                                              ; preds = %983
  %996 = sub nsw i64 0, %987
  %997 = select i1 %988, i64 %996, i64 0
  %998 = sub nsw i64 %6, %987
  %999 = call i64 @llvm.smin.i64(i64 %998, i64 16)
  %1000 = icmp sgt i64 %999, %997
  br i1 %1000, label %1001, label %1012

1001:                                             ; preds = %995
  %1002 = trunc i64 %999 to i32
  %1003 = shl nsw i32 -1, %1002
  %1004 = xor i32 %1003, -1
  %1005 = trunc i64 %997 to i32
  %1006 = shl nsw i32 -1, %1005
  %1007 = and i32 %1006, %1004
  %1008 = trunc i32 %1007 to i16
  %1009 = getelementptr inbounds float, ptr %981, i64 %987
  %1010 = bitcast i16 %1008 to <16 x i1>
  %1011 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1009, <16 x i1> %1010, <16 x float> splat (float 0xFFF0000000000000))
  br label %1012

1012:                                             ; preds = %1001, %995, %992
  %1013 = phi <16 x float> [ %994, %992 ], [ %1011, %1001 ], [ splat (float 0xFFF0000000000000), %995 ]
  %1014 = icmp eq i64 %984, 0
  br i1 %1014, label %1082, label %1015

1015:                                             ; preds = %1012
  br i1 %896, label %1016, label %1041

1016:                                             ; preds = %1015
  br i1 %902, label %1018, label %1046

1017:                                             ; preds = %1073
  br i1 %905, label %1036, label %1018

1018:                                             ; preds = %1017, %1016
  %1019 = phi <16 x float> [ splat (float 0xFFF0000000000000), %1016 ], [ %1078, %1017 ]
  %1020 = phi i16 [ 0, %1016 ], [ %1077, %1017 ]
  %1021 = phi i64 [ 0, %1016 ], [ %1079, %1017 ]
  call void @llvm.assume(i1 %906)
  %1022 = mul nsw i64 %1021, %14
  %1023 = icmp eq i64 %1022, 0
  br i1 %1023, label %1030, label %1024

1024:                                             ; preds = %1018
  %1025 = trunc i64 %1022 to i32
  %1026 = insertelement <16 x i32> poison, i32 %1025, i64 0
  %1027 = shufflevector <16 x i32> %1026, <16 x i32> poison, <16 x i32> zeroinitializer
  %1028 = add <16 x i32> %1027, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %1029 = call <16 x float> @llvm.x86.avx512.vpermi2var.ps.512(<16 x float> %985, <16 x i32> %1028, <16 x float> %1013)
  br label %1030

1030:                                             ; preds = %1024, %1018
  %1031 = phi <16 x float> [ %1029, %1024 ], [ %985, %1018 ]
  %1032 = fcmp uno <16 x float> %1031, zeroinitializer
  %1033 = bitcast <16 x i1> %1032 to i16
  %1034 = or i16 %1020, %1033
  %1035 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1031, <16 x float> %1019, i32 4)
  br label %1036

1036:                                             ; preds = %1017, %1030
  %1037 = phi i16 [ %1077, %1017 ], [ %1034, %1030 ]
  %1038 = phi <16 x float> [ %1078, %1017 ], [ %1035, %1030 ]
  %1039 = bitcast i16 %1037 to <16 x i1>
  %1040 = select <16 x i1> %1039, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %1038
  br label %1041

1041:                                             ; preds = %1036, %1015
  %1042 = phi <16 x float> [ splat (float 0xFFF0000000000000), %1015 ], [ %1040, %1036 ]
  %1043 = shl i64 %984, 6
  %1044 = getelementptr i8, ptr %975, i64 %1043
  %1045 = getelementptr i8, ptr %1044, i64 -64
  store <16 x float> %1042, ptr %1045, align 64
  br label %1082

1046:                                             ; preds = %1016, %1073
  %1047 = phi <16 x float> [ %1078, %1073 ], [ splat (float 0xFFF0000000000000), %1016 ]
  %1048 = phi i16 [ %1077, %1073 ], [ 0, %1016 ]
  %1049 = phi i64 [ %1079, %1073 ], [ 0, %1016 ]
  %1050 = phi i64 [ %1080, %1073 ], [ 0, %1016 ]
  %1051 = mul nsw i64 %1049, %14
  %1052 = icmp eq i64 %1051, 0
  br i1 %1052, label %1059, label %1053

1053:                                             ; preds = %1046
  %1054 = trunc i64 %1051 to i32
  %1055 = insertelement <16 x i32> poison, i32 %1054, i64 0
  %1056 = shufflevector <16 x i32> %1055, <16 x i32> poison, <16 x i32> zeroinitializer
  %1057 = add <16 x i32> %1056, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %1058 = call <16 x float> @llvm.x86.avx512.vpermi2var.ps.512(<16 x float> %985, <16 x i32> %1057, <16 x float> %1013)
  br label %1059

1059:                                             ; preds = %1046, %1053
  %1060 = phi <16 x float> [ %1058, %1053 ], [ %985, %1046 ]
  %1061 = fcmp uno <16 x float> %1060, zeroinitializer
  %1062 = bitcast <16 x i1> %1061 to i16
  %1063 = or i16 %1048, %1062
  %1064 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1060, <16 x float> %1047, i32 4)
  br i1 %904, label %1073, label %1065

1065:                                             ; preds = %1059
  %1066 = or disjoint i64 %1049, 1
  %1067 = mul nsw i64 %1066, %14
  %1068 = trunc i64 %1067 to i32
  %1069 = insertelement <16 x i32> poison, i32 %1068, i64 0
  %1070 = shufflevector <16 x i32> %1069, <16 x i32> poison, <16 x i32> zeroinitializer
  %1071 = add <16 x i32> %1070, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %1072 = call <16 x float> @llvm.x86.avx512.vpermi2var.ps.512(<16 x float> %985, <16 x i32> %1071, <16 x float> %1013)
  br label %1073

1073:                                             ; preds = %1065, %1059
  %1074 = phi <16 x float> [ %1072, %1065 ], [ %985, %1059 ]
  %1075 = fcmp uno <16 x float> %1074, zeroinitializer
  %1076 = bitcast <16 x i1> %1075 to i16
  %1077 = or i16 %1063, %1076
  %1078 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1074, <16 x float> %1064, i32 4)
  %1079 = add nuw nsw i64 %1049, 2
  %1080 = add i64 %1050, 2
  %1081 = icmp eq i64 %1080, %903
  br i1 %1081, label %1017, label %1046

1082:                                             ; preds = %1041, %1012
  %1083 = add nuw nsw i64 %984, 1
  %1084 = icmp eq i64 %984, %898
  br i1 %1084, label %1118, label %983

1085:                                             ; preds = %979
  br i1 %895, label %1086, label %1118

1086:                                             ; preds = %1085, %1093
  %1087 = phi i64 [ %1096, %1093 ], [ 0, %1085 ]
  br i1 %896, label %1088, label %1093

1088:                                             ; preds = %1086
  %1089 = sub i64 %1087, %16
  br label %1098

1090:                                             ; preds = %1098
  %1091 = bitcast i16 %1114 to <16 x i1>
  %1092 = select <16 x i1> %1091, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %1115
  br label %1093

1093:                                             ; preds = %1090, %1086
  %1094 = phi <16 x float> [ splat (float 0xFFF0000000000000), %1086 ], [ %1092, %1090 ]
  %1095 = getelementptr inbounds nuw float, ptr %975, i64 %1087
  store <16 x float> %1094, ptr %1095, align 64
  %1096 = add nuw nsw i64 %1087, 16
  %1097 = icmp slt i64 %1096, %864
  br i1 %1097, label %1086, label %1118

1098:                                             ; preds = %1088, %1098
  %1099 = phi i64 [ 0, %1088 ], [ %1116, %1098 ]
  %1100 = phi i16 [ 0, %1088 ], [ %1114, %1098 ]
  %1101 = phi <16 x float> [ splat (float 0xFFF0000000000000), %1088 ], [ %1115, %1098 ]
  %1102 = mul nsw i64 %1099, %14
  %1103 = add i64 %1089, %1102
  %1104 = insertelement <16 x i64> poison, i64 %1103, i64 0
  %1105 = shufflevector <16 x i64> %1104, <16 x i64> poison, <16 x i32> zeroinitializer
  %1106 = add <16 x i64> %1105, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %1107 = icmp sgt <16 x i64> %1106, splat (i64 -1)
  %1108 = icmp slt <16 x i64> %1106, %900
  %1109 = and <16 x i1> %1107, %1108
  %1110 = getelementptr float, ptr %981, i64 %1103
  %1111 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %1110, <16 x i1> %1109, <16 x float> splat (float 0xFFF0000000000000))
  %1112 = fcmp uno <16 x float> %1111, zeroinitializer
  %1113 = bitcast <16 x i1> %1112 to i16
  %1114 = or i16 %1100, %1113
  %1115 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1111, <16 x float> %1101, i32 4)
  %1116 = add nuw nsw i64 %1099, 1
  %1117 = icmp eq i64 %1116, %10
  br i1 %1117, label %1090, label %1098

1118:                                             ; preds = %1093, %1082, %1085, %982
  %1119 = phi <16 x float> [ %965, %1085 ], [ %965, %982 ], [ %1013, %1082 ], [ %965, %1093 ]
  store i64 %973, ptr %976, align 8
  br label %1120

1120:                                             ; preds = %1118, %971
  %1121 = phi <16 x float> [ %965, %971 ], [ %1119, %1118 ]
  %1122 = add nsw i32 %964, 1
  %1123 = sext i32 %964 to i64
  %1124 = getelementptr inbounds ptr, ptr %877, i64 %1123
  store ptr %975, ptr %1124, align 8
  br label %1125

1125:                                             ; preds = %1120, %962
  %1126 = phi <16 x float> [ %1121, %1120 ], [ %965, %962 ]
  %1127 = phi i32 [ %1122, %1120 ], [ %964, %962 ]
  %1128 = add nuw nsw i64 %963, 1
  %1129 = icmp eq i64 %1128, %9
  br i1 %1129, label %951, label %962

1130:                                             ; preds = %954, %1154
  %1131 = phi i64 [ 0, %954 ], [ %1165, %1154 ]
  br i1 %955, label %1132, label %1154

1132:                                             ; preds = %1130
  br i1 %958, label %1137, label %1167

1133:                                             ; preds = %1154, %951
  %1134 = add nsw i64 %943, 1
  %1135 = icmp eq i64 %1134, %915
  br i1 %1135, label %929, label %942

1136:                                             ; preds = %1167
  br i1 %960, label %1149, label %1137

1137:                                             ; preds = %1136, %1132
  %1138 = phi i64 [ 0, %1132 ], [ %1189, %1136 ]
  %1139 = phi i16 [ 0, %1132 ], [ %1187, %1136 ]
  %1140 = phi <16 x float> [ splat (float 0xFFF0000000000000), %1132 ], [ %1188, %1136 ]
  call void @llvm.assume(i1 %961)
  %1141 = getelementptr inbounds nuw ptr, ptr %877, i64 %1138
  %1142 = load ptr, ptr %1141, align 8
  %1143 = getelementptr inbounds nuw float, ptr %1142, i64 %1131
  %1144 = load <16 x float>, ptr %1143, align 1
  %1145 = fcmp uno <16 x float> %1144, zeroinitializer
  %1146 = bitcast <16 x i1> %1145 to i16
  %1147 = or i16 %1139, %1146
  %1148 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1144, <16 x float> %1140, i32 4)
  br label %1149

1149:                                             ; preds = %1136, %1137
  %1150 = phi i16 [ %1187, %1136 ], [ %1147, %1137 ]
  %1151 = phi <16 x float> [ %1188, %1136 ], [ %1148, %1137 ]
  %1152 = bitcast i16 %1150 to <16 x i1>
  %1153 = select <16 x i1> %1152, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %1151
  br label %1154

1154:                                             ; preds = %1149, %1130
  %1155 = phi <16 x float> [ splat (float 0xFFF0000000000000), %1130 ], [ %1153, %1149 ]
  %1156 = getelementptr inbounds nuw float, ptr %947, i64 %1131
  %1157 = sub nsw i64 %8, %1131
  %1158 = icmp sgt i64 %1157, 15
  %1159 = trunc i64 %1157 to i32
  %1160 = shl nsw i32 -1, %1159
  %1161 = trunc i32 %1160 to i16
  %1162 = xor i16 %1161, -1
  %1163 = select i1 %1158, i16 -1, i16 %1162
  %1164 = bitcast i16 %1163 to <16 x i1>
  call void @llvm.masked.store.v16f32.p0(<16 x float> %1155, ptr align 1 %1156, <16 x i1> %1164)
  %1165 = add nuw nsw i64 %1131, 16
  %1166 = icmp slt i64 %1165, %8
  br i1 %1166, label %1130, label %1133

1167:                                             ; preds = %1132, %1167
  %1168 = phi i64 [ %1189, %1167 ], [ 0, %1132 ]
  %1169 = phi i16 [ %1187, %1167 ], [ 0, %1132 ]
  %1170 = phi <16 x float> [ %1188, %1167 ], [ splat (float 0xFFF0000000000000), %1132 ]
  %1171 = phi i64 [ %1190, %1167 ], [ 0, %1132 ]
  %1172 = getelementptr inbounds nuw ptr, ptr %877, i64 %1168
  %1173 = load ptr, ptr %1172, align 16
  %1174 = getelementptr inbounds nuw float, ptr %1173, i64 %1131
  %1175 = load <16 x float>, ptr %1174, align 1
  %1176 = fcmp uno <16 x float> %1175, zeroinitializer
  %1177 = bitcast <16 x i1> %1176 to i16
  %1178 = or i16 %1169, %1177
  %1179 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1175, <16 x float> %1170, i32 4)
  %1180 = getelementptr inbounds nuw ptr, ptr %877, i64 %1168
  %1181 = getelementptr inbounds nuw i8, ptr %1180, i64 8
  %1182 = load ptr, ptr %1181, align 8
  %1183 = getelementptr inbounds nuw float, ptr %1182, i64 %1131
  %1184 = load <16 x float>, ptr %1183, align 1
  %1185 = fcmp uno <16 x float> %1184, zeroinitializer
  %1186 = bitcast <16 x i1> %1185 to i16
  %1187 = or i16 %1178, %1186
  %1188 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1184, <16 x float> %1179, i32 4)
  %1189 = add nuw nsw i64 %1168, 2
  %1190 = add i64 %1171, 2
  %1191 = icmp eq i64 %1190, %959
  br i1 %1191, label %1136, label %1167

1192:                                             ; preds = %854
  br i1 %32, label %1193, label %1500

1193:                                             ; preds = %1192, %1193
  %1194 = phi i64 [ %1196, %1193 ], [ 1, %1192 ]
  %1195 = icmp sgt i64 %1194, %856
  %1196 = shl i64 %1194, 1
  br i1 %1195, label %1197, label %1193

1197:                                             ; preds = %1193
  %1198 = add nsw i64 %8, 15
  %1199 = sdiv i64 %1198, 16
  %1200 = shl nsw i64 %1199, 4
  %1201 = mul nsw i64 %1194, %1200
  %1202 = icmp sgt i64 %1201, 4096
  %1203 = icmp sgt i64 %9, 4096
  %1204 = or i1 %1203, %1202
  br i1 %1204, label %1831, label %1205

1205:                                             ; preds = %1197
  %1206 = icmp sge i64 %2, %3
  %1207 = icmp slt i64 %19, 1
  %1208 = or i1 %1206, %1207
  br i1 %1208, label %1831, label %1209

1209:                                             ; preds = %1205
  %1210 = tail call i64 @llvm.smin.i64(i64 %19, i64 %7)
  %1211 = tail call ptr @llvm.stacksave.p0()
  %1212 = alloca i64, i64 %1194, align 16
  %1213 = alloca ptr, i64 %9, align 16
  %1214 = add nsw i64 %10, -1
  %1215 = mul nsw i64 %14, %1214
  %1216 = icmp slt i64 %1215, 32
  %1217 = icmp sgt i64 %1194, 0
  br i1 %1217, label %1218, label %1220

1218:                                             ; preds = %1209
  %1219 = shl nuw i64 %1194, 3
  call void @llvm.memset.p0.i64(ptr nonnull align 16 %1212, i8 -1, i64 %1219, i1 false)
  br label %1220

1220:                                             ; preds = %1209, %1218
  %1221 = add i64 %7, -1
  %1222 = add i64 %1221, %1210
  %1223 = sdiv i64 %1222, %1210
  %1224 = sdiv i64 %2, %4
  %1225 = sdiv i64 %1224, %1223
  %1226 = srem i64 %1224, %1223
  %1227 = srem i64 %2, %4
  %1228 = mul i64 %6, %5
  %1229 = icmp sgt i64 %9, 0
  %1230 = add nsw i64 %1194, -1
  %1231 = icmp sgt i64 %8, 0
  %1232 = icmp sgt i64 %10, 0
  %1233 = icmp slt i64 %8, -30
  %1234 = getelementptr inbounds nuw i8, ptr %25, i64 64
  %1235 = getelementptr inbounds nuw i8, ptr %24, i64 64
  %1236 = tail call i64 @llvm.smax.i64(i64 %1199, i64 0)
  %1237 = insertelement <16 x i64> poison, i64 %6, i64 0
  %1238 = shufflevector <16 x i64> %1237, <16 x i64> poison, <16 x i32> zeroinitializer
  br label %1239

1239:                                             ; preds = %1220, %1260
  %1240 = phi i64 [ %1227, %1220 ], [ %1269, %1260 ]
  %1241 = phi i64 [ %1226, %1220 ], [ %1268, %1260 ]
  %1242 = phi i64 [ %1225, %1220 ], [ %1267, %1260 ]
  %1243 = phi i64 [ %2, %1220 ], [ %1270, %1260 ]
  %1244 = add nsw i64 %1241, 1
  %1245 = mul nsw i64 %1244, %1210
  %1246 = call i64 @llvm.smin.i64(i64 %1245, i64 %7)
  %1247 = mul nsw i64 %1242, %17
  %1248 = getelementptr inbounds float, ptr %27, i64 %1247
  %1249 = mul i64 %1228, %1240
  %1250 = getelementptr inbounds float, ptr %1248, i64 %1249
  %1251 = mul nsw i64 %1241, %1210
  %1252 = icmp slt i64 %1251, %1246
  br i1 %1252, label %1253, label %1260

1253:                                             ; preds = %1239
  %1254 = mul nsw i64 %1242, %4
  %1255 = add nsw i64 %1240, %1254
  %1256 = mul nsw i64 %1242, %18
  %1257 = getelementptr inbounds float, ptr %28, i64 %1256
  %1258 = mul nsw i64 %1240, %7
  %1259 = mul nsw i64 %1255, %5
  br label %1272

1260:                                             ; preds = %1441, %1239
  %1261 = add nsw i64 %1240, 1
  %1262 = icmp eq i64 %1261, %4
  %1263 = icmp eq i64 %1244, %1223
  %1264 = select i1 %1263, i64 0, i64 %1244
  %1265 = and i1 %1263, %1262
  %1266 = zext i1 %1265 to i64
  %1267 = add nsw i64 %1242, %1266
  %1268 = select i1 %1262, i64 %1264, i64 %1241
  %1269 = select i1 %1262, i64 0, i64 %1261
  %1270 = add nsw i64 %1243, 1
  %1271 = icmp eq i64 %1270, %3
  br i1 %1271, label %1828, label %1239

1272:                                             ; preds = %1253, %1441
  %1273 = phi i64 [ %1251, %1253 ], [ %1442, %1441 ]
  %1274 = add nsw i64 %1273, %1258
  %1275 = mul nsw i64 %1274, %8
  %1276 = getelementptr inbounds float, ptr %1257, i64 %1275
  br i1 %1229, label %1277, label %1280

1277:                                             ; preds = %1272
  %1278 = mul nsw i64 %1273, %11
  %1279 = sub i64 %1278, %15
  br label %1290

1280:                                             ; preds = %1434, %1272
  %1281 = phi i32 [ 0, %1272 ], [ %1435, %1434 ]
  br i1 %1231, label %1282, label %1441

1282:                                             ; preds = %1280
  %1283 = icmp sgt i32 %1281, 0
  %1284 = zext i32 %1281 to i64
  %1285 = and i64 %1284, 1
  %1286 = icmp eq i32 %1281, 1
  %1287 = and i64 %1284, 2147483646
  %1288 = icmp eq i64 %1285, 0
  %1289 = icmp ne i64 %1285, 0
  br label %1438

1290:                                             ; preds = %1277, %1434
  %1291 = phi i64 [ 0, %1277 ], [ %1436, %1434 ]
  %1292 = phi i32 [ 0, %1277 ], [ %1435, %1434 ]
  %1293 = mul nsw i64 %1291, %13
  %1294 = add i64 %1279, %1293
  %1295 = icmp sgt i64 %1294, -1
  %1296 = icmp slt i64 %1294, %5
  %1297 = and i1 %1295, %1296
  br i1 %1297, label %1298, label %1434

1298:                                             ; preds = %1290
  %1299 = and i64 %1294, %1230
  %1300 = add nsw i64 %1294, %1259
  %1301 = mul nsw i64 %1299, %1200
  %1302 = getelementptr inbounds float, ptr %26, i64 %1301
  %1303 = getelementptr inbounds nuw i64, ptr %1212, i64 %1299
  %1304 = load i64, ptr %1303, align 8
  %1305 = icmp eq i64 %1304, %1300
  br i1 %1305, label %1430, label %1306

1306:                                             ; preds = %1298
  %1307 = mul nsw i64 %1294, %6
  %1308 = getelementptr inbounds float, ptr %1250, i64 %1307
  br i1 %1216, label %1309, label %1392

1309:                                             ; preds = %1306
  call void @llvm.lifetime.start.p0(ptr nonnull %24)
  call void @llvm.lifetime.start.p0(ptr nonnull %25)
  br i1 %1233, label %1391, label %1310

1310:                                             ; preds = %1309, %1388
  %1311 = phi i64 [ %1389, %1388 ], [ 0, %1309 ]
  %1312 = shl nsw i64 %1311, 5
  %1313 = sub nsw i64 %1312, %16
  %1314 = icmp slt i64 %1313, 0
  %1315 = add nuw nsw i64 %1313, 32
  %1316 = icmp sgt i64 %1315, %6
  %1317 = select i1 %1314, i1 true, i1 %1316
  br i1 %1317, label %1323, label %1318

1318:                                             ; preds = %1310
  %1319 = getelementptr inbounds nuw float, ptr %1308, i64 %1313
  %1320 = load <16 x float>, ptr %1319, align 1
  %1321 = getelementptr inbounds nuw i8, ptr %1319, i64 64
  %1322 = load <16 x float>, ptr %1321, align 1
  br label %1347

1323:                                             ; preds = %1310
  %1324 = sub nsw i64 0, %1313
  %1325 = select i1 %1314, i64 %1324, i64 0
  %1326 = sub nsw i64 %6, %1313
  %1327 = call i64 @llvm.smin.i64(i64 %1326, i64 32)
  %1328 = icmp sgt i64 %1327, %1325
  br i1 %1328, label %1329, label %1347

1329:                                             ; preds = %1323
  %1330 = getelementptr inbounds float, ptr %1308, i64 %1313
  %1331 = icmp sgt i64 %1326, 31
  %1332 = trunc i64 %1327 to i32
  %1333 = shl nsw i32 -1, %1332
  %1334 = xor i32 %1333, -1
  %1335 = select i1 %1331, i32 -1, i32 %1334
  %1336 = trunc i64 %1325 to i32
  %1337 = shl nsw i32 -1, %1336
  %1338 = and i32 %1335, %1337
  %1339 = trunc i32 %1338 to i16
  %1340 = bitcast i16 %1339 to <16 x i1>
  %1341 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %1330, <16 x i1> %1340, <16 x float> splat (float 0xFFF0000000000000))
  %1342 = lshr i32 %1338, 16
  %1343 = trunc nuw i32 %1342 to i16
  %1344 = getelementptr inbounds nuw i8, ptr %1330, i64 64
  %1345 = bitcast i16 %1343 to <16 x i1>
  %1346 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %1344, <16 x i1> %1345, <16 x float> splat (float 0xFFF0000000000000))
  br label %1347

1347:                                             ; preds = %1323, %1329, %1318
  %1348 = phi <16 x float> [ %1346, %1329 ], [ %1322, %1318 ], [ splat (float 0xFFF0000000000000), %1323 ]
  %1349 = phi <16 x float> [ %1341, %1329 ], [ %1320, %1318 ], [ splat (float 0xFFF0000000000000), %1323 ]
  %1350 = shufflevector <16 x float> %1349, <16 x float> %1348, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  store <16 x float> %1350, ptr %25, align 64
  %1351 = shufflevector <16 x float> %1349, <16 x float> %1348, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  store <16 x float> %1351, ptr %1234, align 64
  %1352 = icmp eq i64 %1311, 0
  br i1 %1352, label %1388, label %1353

1353:                                             ; preds = %1347
  br i1 %1232, label %1362, label %1357

1354:                                             ; preds = %1380
  %1355 = bitcast i16 %1384 to <16 x i1>
  %1356 = select <16 x i1> %1355, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %1385
  br label %1357

1357:                                             ; preds = %1354, %1353
  %1358 = phi <16 x float> [ splat (float 0xFFF0000000000000), %1353 ], [ %1356, %1354 ]
  %1359 = shl i64 %1311, 6
  %1360 = getelementptr i8, ptr %1302, i64 %1359
  %1361 = getelementptr i8, ptr %1360, i64 -64
  store <16 x float> %1358, ptr %1361, align 64
  br label %1388

1362:                                             ; preds = %1353, %1380
  %1363 = phi <16 x float> [ %1385, %1380 ], [ splat (float 0xFFF0000000000000), %1353 ]
  %1364 = phi i16 [ %1384, %1380 ], [ 0, %1353 ]
  %1365 = phi i64 [ %1386, %1380 ], [ 0, %1353 ]
  %1366 = mul nsw i64 %1365, %14
  %1367 = and i64 %1366, 1
  %1368 = ashr i64 %1366, 1
  %1369 = icmp eq i64 %1368, 0
  %1370 = getelementptr inbounds nuw <16 x float>, ptr %24, i64 %1367
  %1371 = load <16 x float>, ptr %1370, align 64
  br i1 %1369, label %1380, label %1372

1372:                                             ; preds = %1362
  %1373 = trunc i64 %1368 to i32
  %1374 = insertelement <16 x i32> poison, i32 %1373, i64 0
  %1375 = shufflevector <16 x i32> %1374, <16 x i32> poison, <16 x i32> zeroinitializer
  %1376 = add <16 x i32> %1375, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %1377 = getelementptr inbounds nuw <16 x float>, ptr %25, i64 %1367
  %1378 = load <16 x float>, ptr %1377, align 64
  %1379 = call <16 x float> @llvm.x86.avx512.vpermi2var.ps.512(<16 x float> %1371, <16 x i32> %1376, <16 x float> %1378)
  br label %1380

1380:                                             ; preds = %1362, %1372
  %1381 = phi <16 x float> [ %1379, %1372 ], [ %1371, %1362 ]
  %1382 = fcmp uno <16 x float> %1381, zeroinitializer
  %1383 = bitcast <16 x i1> %1382 to i16
  %1384 = or i16 %1364, %1383
  %1385 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1381, <16 x float> %1363, i32 4)
  %1386 = add nuw nsw i64 %1365, 1
  %1387 = icmp eq i64 %1386, %10
  br i1 %1387, label %1354, label %1362

1388:                                             ; preds = %1357, %1347
  store <16 x float> %1350, ptr %24, align 64
  store <16 x float> %1351, ptr %1235, align 64
  %1389 = add nuw nsw i64 %1311, 1
  %1390 = icmp eq i64 %1311, %1236
  br i1 %1390, label %1391, label %1310

1391:                                             ; preds = %1388, %1309
  call void @llvm.lifetime.end.p0(ptr nonnull %25)
  call void @llvm.lifetime.end.p0(ptr nonnull %24)
  br label %1429

1392:                                             ; preds = %1306
  br i1 %1231, label %1393, label %1429

1393:                                             ; preds = %1392, %1403
  %1394 = phi i64 [ %1406, %1403 ], [ 0, %1392 ]
  br i1 %1232, label %1395, label %1403

1395:                                             ; preds = %1393
  %1396 = insertelement <16 x i64> poison, i64 %1394, i64 0
  %1397 = shufflevector <16 x i64> %1396, <16 x i64> poison, <16 x i32> zeroinitializer
  %1398 = or disjoint <16 x i64> %1397, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %1399 = shl nuw nsw <16 x i64> %1398, splat (i64 1)
  br label %1408

1400:                                             ; preds = %1408
  %1401 = bitcast i16 %1425 to <16 x i1>
  %1402 = select <16 x i1> %1401, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %1426
  br label %1403

1403:                                             ; preds = %1400, %1393
  %1404 = phi <16 x float> [ splat (float 0xFFF0000000000000), %1393 ], [ %1402, %1400 ]
  %1405 = getelementptr inbounds nuw float, ptr %1302, i64 %1394
  store <16 x float> %1404, ptr %1405, align 64
  %1406 = add nuw nsw i64 %1394, 16
  %1407 = icmp slt i64 %1406, %1200
  br i1 %1407, label %1393, label %1429

1408:                                             ; preds = %1395, %1408
  %1409 = phi i64 [ %1427, %1408 ], [ 0, %1395 ]
  %1410 = phi i16 [ %1425, %1408 ], [ 0, %1395 ]
  %1411 = phi <16 x float> [ %1426, %1408 ], [ splat (float 0xFFF0000000000000), %1395 ]
  %1412 = mul nsw i64 %1409, %14
  %1413 = sub i64 %1412, %16
  %1414 = insertelement <16 x i64> poison, i64 %1413, i64 0
  %1415 = shufflevector <16 x i64> %1414, <16 x i64> poison, <16 x i32> zeroinitializer
  %1416 = add <16 x i64> %1415, %1399
  %1417 = icmp sgt <16 x i64> %1416, splat (i64 -1)
  %1418 = icmp slt <16 x i64> %1416, %1238
  %1419 = and <16 x i1> %1417, %1418
  %1420 = getelementptr inbounds nuw float, ptr %1308, <16 x i64> %1416
  %1421 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %1420, <16 x i1> %1419, <16 x float> poison)
  %1422 = select <16 x i1> %1419, <16 x float> %1421, <16 x float> splat (float 0xFFF0000000000000)
  %1423 = fcmp uno <16 x float> %1422, zeroinitializer
  %1424 = bitcast <16 x i1> %1423 to i16
  %1425 = or i16 %1410, %1424
  %1426 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1422, <16 x float> %1411, i32 4)
  %1427 = add nuw nsw i64 %1409, 1
  %1428 = icmp eq i64 %1427, %10
  br i1 %1428, label %1400, label %1408

1429:                                             ; preds = %1403, %1392, %1391
  store i64 %1300, ptr %1303, align 8
  br label %1430

1430:                                             ; preds = %1429, %1298
  %1431 = add nsw i32 %1292, 1
  %1432 = sext i32 %1292 to i64
  %1433 = getelementptr inbounds ptr, ptr %1213, i64 %1432
  store ptr %1302, ptr %1433, align 8
  br label %1434

1434:                                             ; preds = %1430, %1290
  %1435 = phi i32 [ %1431, %1430 ], [ %1292, %1290 ]
  %1436 = add nuw nsw i64 %1291, 1
  %1437 = icmp eq i64 %1436, %9
  br i1 %1437, label %1280, label %1290

1438:                                             ; preds = %1282, %1462
  %1439 = phi i64 [ 0, %1282 ], [ %1473, %1462 ]
  br i1 %1283, label %1440, label %1462

1440:                                             ; preds = %1438
  br i1 %1286, label %1445, label %1475

1441:                                             ; preds = %1462, %1280
  %1442 = add nsw i64 %1273, 1
  %1443 = icmp eq i64 %1442, %1246
  br i1 %1443, label %1260, label %1272

1444:                                             ; preds = %1475
  br i1 %1288, label %1457, label %1445

1445:                                             ; preds = %1444, %1440
  %1446 = phi i64 [ 0, %1440 ], [ %1497, %1444 ]
  %1447 = phi i16 [ 0, %1440 ], [ %1495, %1444 ]
  %1448 = phi <16 x float> [ splat (float 0xFFF0000000000000), %1440 ], [ %1496, %1444 ]
  call void @llvm.assume(i1 %1289)
  %1449 = getelementptr inbounds nuw ptr, ptr %1213, i64 %1446
  %1450 = load ptr, ptr %1449, align 8
  %1451 = getelementptr inbounds nuw float, ptr %1450, i64 %1439
  %1452 = load <16 x float>, ptr %1451, align 1
  %1453 = fcmp uno <16 x float> %1452, zeroinitializer
  %1454 = bitcast <16 x i1> %1453 to i16
  %1455 = or i16 %1447, %1454
  %1456 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1452, <16 x float> %1448, i32 4)
  br label %1457

1457:                                             ; preds = %1444, %1445
  %1458 = phi i16 [ %1495, %1444 ], [ %1455, %1445 ]
  %1459 = phi <16 x float> [ %1496, %1444 ], [ %1456, %1445 ]
  %1460 = bitcast i16 %1458 to <16 x i1>
  %1461 = select <16 x i1> %1460, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %1459
  br label %1462

1462:                                             ; preds = %1457, %1438
  %1463 = phi <16 x float> [ splat (float 0xFFF0000000000000), %1438 ], [ %1461, %1457 ]
  %1464 = getelementptr inbounds nuw float, ptr %1276, i64 %1439
  %1465 = sub nsw i64 %8, %1439
  %1466 = icmp sgt i64 %1465, 15
  %1467 = trunc i64 %1465 to i32
  %1468 = shl nsw i32 -1, %1467
  %1469 = trunc i32 %1468 to i16
  %1470 = xor i16 %1469, -1
  %1471 = select i1 %1466, i16 -1, i16 %1470
  %1472 = bitcast i16 %1471 to <16 x i1>
  call void @llvm.masked.store.v16f32.p0(<16 x float> %1463, ptr align 1 %1464, <16 x i1> %1472)
  %1473 = add nuw nsw i64 %1439, 16
  %1474 = icmp slt i64 %1473, %8
  br i1 %1474, label %1438, label %1441

1475:                                             ; preds = %1440, %1475
  %1476 = phi i64 [ %1497, %1475 ], [ 0, %1440 ]
  %1477 = phi i16 [ %1495, %1475 ], [ 0, %1440 ]
  %1478 = phi <16 x float> [ %1496, %1475 ], [ splat (float 0xFFF0000000000000), %1440 ]
  %1479 = phi i64 [ %1498, %1475 ], [ 0, %1440 ]
  %1480 = getelementptr inbounds nuw ptr, ptr %1213, i64 %1476
  %1481 = load ptr, ptr %1480, align 16
  %1482 = getelementptr inbounds nuw float, ptr %1481, i64 %1439
  %1483 = load <16 x float>, ptr %1482, align 1
  %1484 = fcmp uno <16 x float> %1483, zeroinitializer
  %1485 = bitcast <16 x i1> %1484 to i16
  %1486 = or i16 %1477, %1485
  %1487 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1483, <16 x float> %1478, i32 4)
  %1488 = getelementptr inbounds nuw ptr, ptr %1213, i64 %1476
  %1489 = getelementptr inbounds nuw i8, ptr %1488, i64 8
  %1490 = load ptr, ptr %1489, align 8
  %1491 = getelementptr inbounds nuw float, ptr %1490, i64 %1439
  %1492 = load <16 x float>, ptr %1491, align 1
  %1493 = fcmp uno <16 x float> %1492, zeroinitializer
  %1494 = bitcast <16 x i1> %1493 to i16
  %1495 = or i16 %1486, %1494
  %1496 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1492, <16 x float> %1487, i32 4)
  %1497 = add nuw nsw i64 %1476, 2
  %1498 = add i64 %1479, 2
  %1499 = icmp eq i64 %1498, %1287
  br i1 %1499, label %1444, label %1475

1500:                                             ; preds = %1192, %1500
  %1501 = phi i64 [ %1503, %1500 ], [ 1, %1192 ]
  %1502 = icmp sgt i64 %1501, %856
  %1503 = shl i64 %1501, 1
  br i1 %1502, label %1504, label %1500

1504:                                             ; preds = %1500
  %1505 = add nsw i64 %8, 15
  %1506 = sdiv i64 %1505, 16
  %1507 = shl nsw i64 %1506, 4
  %1508 = mul nsw i64 %1501, %1507
  %1509 = icmp sgt i64 %1508, 4096
  %1510 = icmp sgt i64 %9, 4096
  %1511 = or i1 %1510, %1509
  br i1 %1511, label %1831, label %1512

1512:                                             ; preds = %1504
  %1513 = icmp sge i64 %2, %3
  %1514 = icmp slt i64 %19, 1
  %1515 = or i1 %1513, %1514
  br i1 %1515, label %1831, label %1516

1516:                                             ; preds = %1512
  %1517 = tail call i64 @llvm.smin.i64(i64 %19, i64 %7)
  %1518 = tail call ptr @llvm.stacksave.p0()
  %1519 = alloca i64, i64 %1501, align 16
  %1520 = alloca ptr, i64 %9, align 16
  %1521 = icmp slt i64 %12, 3
  br i1 %1521, label %1522, label %1527

1522:                                             ; preds = %1516
  %1523 = add nsw i64 %10, -1
  %1524 = mul nsw i64 %14, %1523
  %1525 = sdiv i64 %1524, %12
  %1526 = icmp slt i64 %1525, 16
  br label %1527

1527:                                             ; preds = %1522, %1516
  %1528 = phi i1 [ false, %1516 ], [ %1526, %1522 ]
  %1529 = icmp sgt i64 %1501, 0
  br i1 %1529, label %1530, label %1532

1530:                                             ; preds = %1527
  %1531 = shl nuw i64 %1501, 3
  call void @llvm.memset.p0.i64(ptr nonnull align 16 %1519, i8 -1, i64 %1531, i1 false)
  br label %1532

1532:                                             ; preds = %1527, %1530
  %1533 = add i64 %7, -1
  %1534 = add i64 %1533, %1517
  %1535 = sdiv i64 %1534, %1517
  %1536 = sdiv i64 %2, %4
  %1537 = sdiv i64 %1536, %1535
  %1538 = srem i64 %1536, %1535
  %1539 = srem i64 %2, %4
  %1540 = mul i64 %6, %5
  %1541 = icmp sgt i64 %9, 0
  %1542 = add nsw i64 %1501, -1
  %1543 = icmp sgt i64 %8, 0
  %1544 = icmp sgt i64 %10, 0
  %1545 = icmp slt i64 %8, -30
  %1546 = shl i64 %12, 4
  %1547 = getelementptr inbounds nuw i8, ptr %23, i64 64
  %1548 = getelementptr inbounds nuw i8, ptr %22, i64 64
  %1549 = tail call i64 @llvm.smax.i64(i64 %1506, i64 0)
  br label %1550

1550:                                             ; preds = %1532, %1571
  %1551 = phi i64 [ %1539, %1532 ], [ %1580, %1571 ]
  %1552 = phi i64 [ %1538, %1532 ], [ %1579, %1571 ]
  %1553 = phi i64 [ %1537, %1532 ], [ %1578, %1571 ]
  %1554 = phi i64 [ %2, %1532 ], [ %1581, %1571 ]
  %1555 = add nsw i64 %1552, 1
  %1556 = mul nsw i64 %1555, %1517
  %1557 = call i64 @llvm.smin.i64(i64 %1556, i64 %7)
  %1558 = mul nsw i64 %1553, %17
  %1559 = getelementptr inbounds float, ptr %27, i64 %1558
  %1560 = mul i64 %1540, %1551
  %1561 = getelementptr inbounds float, ptr %1559, i64 %1560
  %1562 = mul nsw i64 %1552, %1517
  %1563 = icmp slt i64 %1562, %1557
  br i1 %1563, label %1564, label %1571

1564:                                             ; preds = %1550
  %1565 = mul nsw i64 %1553, %4
  %1566 = add nsw i64 %1551, %1565
  %1567 = mul nsw i64 %1553, %18
  %1568 = getelementptr inbounds float, ptr %28, i64 %1567
  %1569 = mul nsw i64 %1551, %7
  %1570 = mul nsw i64 %1566, %5
  br label %1583

1571:                                             ; preds = %1769, %1550
  %1572 = add nsw i64 %1551, 1
  %1573 = icmp eq i64 %1572, %4
  %1574 = icmp eq i64 %1555, %1535
  %1575 = select i1 %1574, i64 0, i64 %1555
  %1576 = and i1 %1574, %1573
  %1577 = zext i1 %1576 to i64
  %1578 = add nsw i64 %1553, %1577
  %1579 = select i1 %1573, i64 %1575, i64 %1552
  %1580 = select i1 %1573, i64 0, i64 %1572
  %1581 = add nsw i64 %1554, 1
  %1582 = icmp eq i64 %1581, %3
  br i1 %1582, label %1828, label %1550

1583:                                             ; preds = %1564, %1769
  %1584 = phi i64 [ %1562, %1564 ], [ %1770, %1769 ]
  %1585 = add nsw i64 %1584, %1569
  %1586 = mul nsw i64 %1585, %8
  %1587 = getelementptr inbounds float, ptr %1568, i64 %1586
  br i1 %1541, label %1588, label %1591

1588:                                             ; preds = %1583
  %1589 = mul nsw i64 %1584, %11
  %1590 = sub i64 %1589, %15
  br label %1601

1591:                                             ; preds = %1762, %1583
  %1592 = phi i32 [ 0, %1583 ], [ %1763, %1762 ]
  br i1 %1543, label %1593, label %1769

1593:                                             ; preds = %1591
  %1594 = icmp sgt i32 %1592, 0
  %1595 = zext i32 %1592 to i64
  %1596 = and i64 %1595, 1
  %1597 = icmp eq i32 %1592, 1
  %1598 = and i64 %1595, 2147483646
  %1599 = icmp eq i64 %1596, 0
  %1600 = icmp ne i64 %1596, 0
  br label %1766

1601:                                             ; preds = %1588, %1762
  %1602 = phi i64 [ 0, %1588 ], [ %1764, %1762 ]
  %1603 = phi i32 [ 0, %1588 ], [ %1763, %1762 ]
  %1604 = mul nsw i64 %1602, %13
  %1605 = add i64 %1590, %1604
  %1606 = icmp sgt i64 %1605, -1
  %1607 = icmp slt i64 %1605, %5
  %1608 = and i1 %1606, %1607
  br i1 %1608, label %1609, label %1762

1609:                                             ; preds = %1601
  %1610 = and i64 %1605, %1542
  %1611 = add nsw i64 %1605, %1570
  %1612 = mul nsw i64 %1610, %1507
  %1613 = getelementptr inbounds float, ptr %26, i64 %1612
  %1614 = getelementptr inbounds nuw i64, ptr %1519, i64 %1610
  %1615 = load i64, ptr %1614, align 8
  %1616 = icmp eq i64 %1615, %1611
  br i1 %1616, label %1758, label %1617

1617:                                             ; preds = %1609
  %1618 = mul nsw i64 %1605, %6
  %1619 = getelementptr inbounds float, ptr %1561, i64 %1618
  br i1 %1528, label %1620, label %1703

1620:                                             ; preds = %1617
  call void @llvm.lifetime.start.p0(ptr nonnull %22)
  call void @llvm.lifetime.start.p0(ptr nonnull %23)
  br i1 %1545, label %1702, label %1621

1621:                                             ; preds = %1620, %1699
  %1622 = phi i64 [ %1700, %1699 ], [ 0, %1620 ]
  %1623 = mul i64 %1546, %1622
  %1624 = sub nsw i64 %1623, %16
  %1625 = icmp slt i64 %1624, 0
  %1626 = add nuw nsw i64 %1624, 32
  %1627 = icmp sgt i64 %1626, %6
  %1628 = select i1 %1625, i1 true, i1 %1627
  br i1 %1628, label %1634, label %1629

1629:                                             ; preds = %1621
  %1630 = getelementptr inbounds nuw float, ptr %1619, i64 %1624
  %1631 = load <16 x float>, ptr %1630, align 1
  %1632 = getelementptr inbounds nuw i8, ptr %1630, i64 64
  %1633 = load <16 x float>, ptr %1632, align 1
  br label %1658

1634:                                             ; preds = %1621
  %1635 = sub nsw i64 0, %1624
  %1636 = select i1 %1625, i64 %1635, i64 0
  %1637 = sub nsw i64 %6, %1624
  %1638 = call i64 @llvm.smin.i64(i64 %1637, i64 32)
  %1639 = icmp sgt i64 %1638, %1636
  br i1 %1639, label %1640, label %1658

1640:                                             ; preds = %1634
  %1641 = getelementptr inbounds float, ptr %1619, i64 %1624
  %1642 = icmp sgt i64 %1637, 31
  %1643 = trunc i64 %1638 to i32
  %1644 = shl nsw i32 -1, %1643
  %1645 = xor i32 %1644, -1
  %1646 = select i1 %1642, i32 -1, i32 %1645
  %1647 = trunc i64 %1636 to i32
  %1648 = shl nsw i32 -1, %1647
  %1649 = and i32 %1646, %1648
  %1650 = trunc i32 %1649 to i16
  %1651 = bitcast i16 %1650 to <16 x i1>
  %1652 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %1641, <16 x i1> %1651, <16 x float> splat (float 0xFFF0000000000000))
  %1653 = lshr i32 %1649, 16
  %1654 = trunc nuw i32 %1653 to i16
  %1655 = getelementptr inbounds nuw i8, ptr %1641, i64 64
  %1656 = bitcast i16 %1654 to <16 x i1>
  %1657 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %1655, <16 x i1> %1656, <16 x float> splat (float 0xFFF0000000000000))
  br label %1658

1658:                                             ; preds = %1634, %1640, %1629
  %1659 = phi <16 x float> [ %1657, %1640 ], [ %1633, %1629 ], [ splat (float 0xFFF0000000000000), %1634 ]
  %1660 = phi <16 x float> [ %1652, %1640 ], [ %1631, %1629 ], [ splat (float 0xFFF0000000000000), %1634 ]
  %1661 = shufflevector <16 x float> %1660, <16 x float> %1659, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  store <16 x float> %1661, ptr %23, align 64
  %1662 = shufflevector <16 x float> %1660, <16 x float> %1659, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  store <16 x float> %1662, ptr %1547, align 64
  %1663 = icmp eq i64 %1622, 0
  br i1 %1663, label %1699, label %1664

1664:                                             ; preds = %1658
  br i1 %1544, label %1673, label %1668

1665:                                             ; preds = %1691
  %1666 = bitcast i16 %1695 to <16 x i1>
  %1667 = select <16 x i1> %1666, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %1696
  br label %1668

1668:                                             ; preds = %1665, %1664
  %1669 = phi <16 x float> [ splat (float 0xFFF0000000000000), %1664 ], [ %1667, %1665 ]
  %1670 = shl i64 %1622, 6
  %1671 = getelementptr i8, ptr %1613, i64 %1670
  %1672 = getelementptr i8, ptr %1671, i64 -64
  store <16 x float> %1669, ptr %1672, align 64
  br label %1699

1673:                                             ; preds = %1664, %1691
  %1674 = phi <16 x float> [ %1696, %1691 ], [ splat (float 0xFFF0000000000000), %1664 ]
  %1675 = phi i16 [ %1695, %1691 ], [ 0, %1664 ]
  %1676 = phi i64 [ %1697, %1691 ], [ 0, %1664 ]
  %1677 = mul nsw i64 %1676, %14
  %1678 = and i64 %1677, 1
  %1679 = ashr i64 %1677, 1
  %1680 = icmp eq i64 %1679, 0
  %1681 = getelementptr inbounds nuw <16 x float>, ptr %22, i64 %1678
  %1682 = load <16 x float>, ptr %1681, align 64
  br i1 %1680, label %1691, label %1683

1683:                                             ; preds = %1673
  %1684 = trunc i64 %1679 to i32
  %1685 = insertelement <16 x i32> poison, i32 %1684, i64 0
  %1686 = shufflevector <16 x i32> %1685, <16 x i32> poison, <16 x i32> zeroinitializer
  %1687 = add <16 x i32> %1686, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %1688 = getelementptr inbounds nuw <16 x float>, ptr %23, i64 %1678
  %1689 = load <16 x float>, ptr %1688, align 64
  %1690 = call <16 x float> @llvm.x86.avx512.vpermi2var.ps.512(<16 x float> %1682, <16 x i32> %1687, <16 x float> %1689)
  br label %1691

1691:                                             ; preds = %1673, %1683
  %1692 = phi <16 x float> [ %1690, %1683 ], [ %1682, %1673 ]
  %1693 = fcmp uno <16 x float> %1692, zeroinitializer
  %1694 = bitcast <16 x i1> %1693 to i16
  %1695 = or i16 %1675, %1694
  %1696 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1692, <16 x float> %1674, i32 4)
  %1697 = add nuw nsw i64 %1676, 1
  %1698 = icmp eq i64 %1697, %10
  br i1 %1698, label %1665, label %1673

1699:                                             ; preds = %1668, %1658
  store <16 x float> %1661, ptr %22, align 64
  store <16 x float> %1662, ptr %1548, align 64
  %1700 = add nuw nsw i64 %1622, 1
  %1701 = icmp eq i64 %1622, %1549
  br i1 %1701, label %1702, label %1621

1702:                                             ; preds = %1699, %1620
  call void @llvm.lifetime.end.p0(ptr nonnull %23)
  call void @llvm.lifetime.end.p0(ptr nonnull %22)
  br label %1757

1703:                                             ; preds = %1617
  br i1 %1543, label %1704, label %1757

1704:                                             ; preds = %1703, %1709
  %1705 = phi i64 [ %1712, %1709 ], [ 0, %1703 ]
  br i1 %1544, label %1714, label %1709

1706:                                             ; preds = %1720
  %1707 = bitcast i16 %1724 to <16 x i1>
  %1708 = select <16 x i1> %1707, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %1725
  br label %1709

1709:                                             ; preds = %1706, %1704
  %1710 = phi <16 x float> [ splat (float 0xFFF0000000000000), %1704 ], [ %1708, %1706 ]
  %1711 = getelementptr inbounds nuw float, ptr %1613, i64 %1705
  store <16 x float> %1710, ptr %1711, align 64
  %1712 = add nuw nsw i64 %1705, 16
  %1713 = icmp slt i64 %1712, %1507
  br i1 %1713, label %1704, label %1757

1714:                                             ; preds = %1704, %1720
  %1715 = phi i64 [ %1726, %1720 ], [ 0, %1704 ]
  %1716 = phi i16 [ %1724, %1720 ], [ 0, %1704 ]
  %1717 = phi <16 x float> [ %1725, %1720 ], [ splat (float 0xFFF0000000000000), %1704 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %21)
  %1718 = mul nsw i64 %1715, %14
  %1719 = sub i64 %1718, %16
  br label %1728

1720:                                             ; preds = %1752
  %1721 = load <16 x float>, ptr %21, align 16
  %1722 = fcmp uno <16 x float> %1721, zeroinitializer
  %1723 = bitcast <16 x i1> %1722 to i16
  %1724 = or i16 %1716, %1723
  %1725 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1721, <16 x float> %1717, i32 4)
  call void @llvm.lifetime.end.p0(ptr nonnull %21)
  %1726 = add nuw nsw i64 %1715, 1
  %1727 = icmp eq i64 %1726, %10
  br i1 %1727, label %1706, label %1714

1728:                                             ; preds = %1752, %1714
  %1729 = phi i64 [ 0, %1714 ], [ %1755, %1752 ]
  %1730 = add nuw nsw i64 %1705, %1729
  %1731 = mul nsw i64 %1730, %12
  %1732 = add i64 %1719, %1731
  %1733 = icmp sgt i64 %1732, -1
  %1734 = icmp slt i64 %1732, %6
  %1735 = and i1 %1733, %1734
  br i1 %1735, label %1736, label %1739

1736:                                             ; preds = %1728
  %1737 = getelementptr inbounds nuw float, ptr %1619, i64 %1732
  %1738 = load float, ptr %1737, align 4
  br label %1739

1739:                                             ; preds = %1736, %1728
  %1740 = phi float [ %1738, %1736 ], [ 0xFFF0000000000000, %1728 ]
  %1741 = getelementptr inbounds nuw float, ptr %21, i64 %1729
  store float %1740, ptr %1741, align 8
  %1742 = or disjoint i64 %1729, 1
  %1743 = add nuw nsw i64 %1705, %1742
  %1744 = mul nsw i64 %1743, %12
  %1745 = add i64 %1719, %1744
  %1746 = icmp sgt i64 %1745, -1
  %1747 = icmp slt i64 %1745, %6
  %1748 = and i1 %1746, %1747
  br i1 %1748, label %1749, label %1752

1749:                                             ; preds = %1739
  %1750 = getelementptr inbounds nuw float, ptr %1619, i64 %1745
  %1751 = load float, ptr %1750, align 4
  br label %1752

1752:                                             ; preds = %1749, %1739
  %1753 = phi float [ %1751, %1749 ], [ 0xFFF0000000000000, %1739 ]
  %1754 = getelementptr inbounds nuw float, ptr %21, i64 %1742
  store float %1753, ptr %1754, align 4
  %1755 = add nuw nsw i64 %1729, 2
  %1756 = icmp eq i64 %1755, 16
  br i1 %1756, label %1720, label %1728

1757:                                             ; preds = %1709, %1703, %1702
  store i64 %1611, ptr %1614, align 8
  br label %1758

1758:                                             ; preds = %1757, %1609
  %1759 = add nsw i32 %1603, 1
  %1760 = sext i32 %1603 to i64
  %1761 = getelementptr inbounds ptr, ptr %1520, i64 %1760
  store ptr %1613, ptr %1761, align 8
  br label %1762

1762:                                             ; preds = %1758, %1601
  %1763 = phi i32 [ %1759, %1758 ], [ %1603, %1601 ]
  %1764 = add nuw nsw i64 %1602, 1
  %1765 = icmp eq i64 %1764, %9
  br i1 %1765, label %1591, label %1601

1766:                                             ; preds = %1593, %1790
  %1767 = phi i64 [ 0, %1593 ], [ %1801, %1790 ]
  br i1 %1594, label %1768, label %1790

1768:                                             ; preds = %1766
  br i1 %1597, label %1773, label %1803

1769:                                             ; preds = %1790, %1591
  %1770 = add nsw i64 %1584, 1
  %1771 = icmp eq i64 %1770, %1557
  br i1 %1771, label %1571, label %1583

1772:                                             ; preds = %1803
  br i1 %1599, label %1785, label %1773

1773:                                             ; preds = %1772, %1768
  %1774 = phi i64 [ 0, %1768 ], [ %1825, %1772 ]
  %1775 = phi i16 [ 0, %1768 ], [ %1823, %1772 ]
  %1776 = phi <16 x float> [ splat (float 0xFFF0000000000000), %1768 ], [ %1824, %1772 ]
  call void @llvm.assume(i1 %1600)
  %1777 = getelementptr inbounds nuw ptr, ptr %1520, i64 %1774
  %1778 = load ptr, ptr %1777, align 8
  %1779 = getelementptr inbounds nuw float, ptr %1778, i64 %1767
  %1780 = load <16 x float>, ptr %1779, align 1
  %1781 = fcmp uno <16 x float> %1780, zeroinitializer
  %1782 = bitcast <16 x i1> %1781 to i16
  %1783 = or i16 %1775, %1782
  %1784 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1780, <16 x float> %1776, i32 4)
  br label %1785

1785:                                             ; preds = %1772, %1773
  %1786 = phi i16 [ %1823, %1772 ], [ %1783, %1773 ]
  %1787 = phi <16 x float> [ %1824, %1772 ], [ %1784, %1773 ]
  %1788 = bitcast i16 %1786 to <16 x i1>
  %1789 = select <16 x i1> %1788, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %1787
  br label %1790

1790:                                             ; preds = %1785, %1766
  %1791 = phi <16 x float> [ splat (float 0xFFF0000000000000), %1766 ], [ %1789, %1785 ]
  %1792 = getelementptr inbounds nuw float, ptr %1587, i64 %1767
  %1793 = sub nsw i64 %8, %1767
  %1794 = icmp sgt i64 %1793, 15
  %1795 = trunc i64 %1793 to i32
  %1796 = shl nsw i32 -1, %1795
  %1797 = trunc i32 %1796 to i16
  %1798 = xor i16 %1797, -1
  %1799 = select i1 %1794, i16 -1, i16 %1798
  %1800 = bitcast i16 %1799 to <16 x i1>
  call void @llvm.masked.store.v16f32.p0(<16 x float> %1791, ptr align 1 %1792, <16 x i1> %1800)
  %1801 = add nuw nsw i64 %1767, 16
  %1802 = icmp slt i64 %1801, %8
  br i1 %1802, label %1766, label %1769

1803:                                             ; preds = %1768, %1803
  %1804 = phi i64 [ %1825, %1803 ], [ 0, %1768 ]
  %1805 = phi i16 [ %1823, %1803 ], [ 0, %1768 ]
  %1806 = phi <16 x float> [ %1824, %1803 ], [ splat (float 0xFFF0000000000000), %1768 ]
  %1807 = phi i64 [ %1826, %1803 ], [ 0, %1768 ]
  %1808 = getelementptr inbounds nuw ptr, ptr %1520, i64 %1804
  %1809 = load ptr, ptr %1808, align 16
  %1810 = getelementptr inbounds nuw float, ptr %1809, i64 %1767
  %1811 = load <16 x float>, ptr %1810, align 1
  %1812 = fcmp uno <16 x float> %1811, zeroinitializer
  %1813 = bitcast <16 x i1> %1812 to i16
  %1814 = or i16 %1805, %1813
  %1815 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1811, <16 x float> %1806, i32 4)
  %1816 = getelementptr inbounds nuw ptr, ptr %1520, i64 %1804
  %1817 = getelementptr inbounds nuw i8, ptr %1816, i64 8
  %1818 = load ptr, ptr %1817, align 8
  %1819 = getelementptr inbounds nuw float, ptr %1818, i64 %1767
  %1820 = load <16 x float>, ptr %1819, align 1
  %1821 = fcmp uno <16 x float> %1820, zeroinitializer
  %1822 = bitcast <16 x i1> %1821 to i16
  %1823 = or i16 %1814, %1822
  %1824 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1820, <16 x float> %1815, i32 4)
  %1825 = add nuw nsw i64 %1804, 2
  %1826 = add i64 %1807, 2
  %1827 = icmp eq i64 %1826, %1598
  br i1 %1827, label %1772, label %1803

1828:                                             ; preds = %1571, %1260, %929, %616, %367, %107
  %1829 = phi ptr [ %49, %107 ], [ %1211, %1260 ], [ %875, %929 ], [ %557, %616 ], [ %314, %367 ], [ %1518, %1571 ]
  %1830 = phi ptr [ %39, %107 ], [ %546, %1260 ], [ %546, %929 ], [ %546, %616 ], [ %304, %367 ], [ %546, %1571 ]
  call void @llvm.stackrestore.p0(ptr %1829)
  br label %1831

1831:                                             ; preds = %1828, %1512, %1504, %1205, %1197, %869, %861, %552, %547, %309, %303, %44, %38
  %1832 = phi ptr [ %546, %869 ], [ %546, %1197 ], [ %546, %1205 ], [ %546, %1504 ], [ %546, %1512 ], [ %39, %38 ], [ %39, %44 ], [ %304, %303 ], [ %304, %309 ], [ %546, %547 ], [ %546, %552 ], [ %546, %861 ], [ %1830, %1828 ]
  call void @llvm.stackrestore.p0(ptr %1832)
  call void @llvm.lifetime.end.p0(ptr nonnull %26)
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
