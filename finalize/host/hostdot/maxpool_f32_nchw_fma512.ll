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
  br i1 %37, label %38, label %333

38:                                               ; preds = %20
  %39 = tail call ptr @llvm.stacksave.p0()
  %40 = add nsw i64 %8, 15
  %41 = sdiv i64 %40, 16
  %42 = shl nsw i64 %41, 4
  %43 = icmp sgt i64 %8, 1024
  br i1 %43, label %2043, label %44

44:                                               ; preds = %38
  %45 = icmp sge i64 %2, %3
  %46 = icmp slt i64 %19, 1
  %47 = or i1 %45, %46
  br i1 %47, label %2043, label %48

48:                                               ; preds = %44
  %49 = tail call ptr @llvm.stacksave.p0()
  %50 = alloca [4 x i64], align 16
  %51 = alloca [3 x ptr], align 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %50, i8 -1, i64 32, i1 false)
  %52 = tail call i64 @llvm.smin.i64(i64 %19, i64 %7)
  %53 = add i64 %7, -1
  %54 = add i64 %53, %52
  %55 = sdiv i64 %54, %52
  %56 = mul nsw i64 %55, %4
  %57 = sdiv i64 %2, %56
  %58 = mul nsw i64 %57, %56
  %59 = icmp slt i64 %58, %3
  br i1 %59, label %60, label %2040

60:                                               ; preds = %48
  %61 = add i64 %4, -1
  %62 = mul i64 %6, %5
  %63 = icmp slt i64 %8, -30
  %64 = icmp sgt i64 %8, 0
  %65 = sub i64 %3, %58
  %66 = sub nsw i64 0, %16
  %67 = icmp sgt i64 %16, 0
  %68 = sub i64 32, %16
  %69 = icmp sgt i64 %68, %6
  %70 = or i1 %67, %69
  %71 = tail call i64 @llvm.smax.i64(i64 %16, i64 0)
  %72 = add nsw i64 %6, %16
  %73 = tail call i64 @llvm.smin.i64(i64 %72, i64 32)
  %74 = icmp sgt i64 %73, %71
  %75 = icmp sgt i64 %72, 31
  %76 = trunc i64 %73 to i32
  %77 = shl nsw i32 -1, %76
  %78 = xor i32 %77, -1
  %79 = select i1 %75, i32 -1, i32 %78
  %80 = trunc i64 %71 to i32
  %81 = shl nsw i32 -1, %80
  %82 = and i32 %79, %81
  %83 = trunc i32 %82 to i16
  %84 = bitcast i16 %83 to <16 x i1>
  %85 = lshr i32 %82, 16
  %86 = trunc nuw i32 %85 to i16
  %87 = bitcast i16 %86 to <16 x i1>
  %88 = icmp slt i64 %8, 1
  br label %89

89:                                               ; preds = %60, %118
  %90 = phi i64 [ %58, %60 ], [ %120, %118 ]
  %91 = phi i64 [ %65, %60 ], [ %122, %118 ]
  %92 = phi i64 [ %57, %60 ], [ %119, %118 ]
  %93 = call i64 @llvm.smin.i64(i64 %91, i64 %56)
  %94 = add i64 %93, %90
  %95 = call i64 @llvm.smax.i64(i64 %2, i64 %90)
  %96 = sub i64 %94, %95
  %97 = call i64 @llvm.smin.i64(i64 %4, i64 %96)
  %98 = icmp sgt i64 %2, %90
  %99 = sub nsw i64 %2, %90
  %100 = select i1 %98, i64 %99, i64 0
  %101 = sub nsw i64 %3, %90
  %102 = call i64 @llvm.smin.i64(i64 %101, i64 %56)
  %103 = sub nsw i64 %102, %100
  %104 = icmp slt i64 %103, %4
  br i1 %104, label %105, label %107

105:                                              ; preds = %89
  %106 = srem i64 %100, %4
  br label %107

107:                                              ; preds = %105, %89
  %108 = phi i64 [ %106, %105 ], [ 0, %89 ]
  %109 = call i64 @llvm.smin.i64(i64 %103, i64 %4)
  %110 = icmp sgt i64 %109, 0
  br i1 %110, label %111, label %118

111:                                              ; preds = %107
  %112 = add i64 %61, %100
  %113 = mul nsw i64 %92, %4
  %114 = mul nsw i64 %92, %17
  %115 = getelementptr inbounds float, ptr %27, i64 %114
  %116 = mul nsw i64 %92, %18
  %117 = getelementptr inbounds float, ptr %28, i64 %116
  br label %123

118:                                              ; preds = %330, %107
  %119 = add nsw i64 %92, 1
  %120 = add i64 %90, %56
  %121 = icmp slt i64 %120, %3
  %122 = sub i64 %91, %56
  br i1 %121, label %89, label %2040

123:                                              ; preds = %111, %330
  %124 = phi i64 [ 0, %111 ], [ %331, %330 ]
  %125 = add nsw i64 %124, %108
  %126 = icmp slt i64 %125, %4
  %127 = select i1 %126, i64 0, i64 %4
  %128 = sub nsw i64 %125, %127
  %129 = icmp sgt i64 %100, %128
  br i1 %129, label %130, label %133

130:                                              ; preds = %123
  %131 = sub i64 %112, %128
  %132 = sdiv i64 %131, %4
  br label %133

133:                                              ; preds = %130, %123
  %134 = phi i64 [ %132, %130 ], [ 0, %123 ]
  %135 = xor i64 %128, -1
  %136 = add i64 %102, %135
  %137 = sdiv i64 %136, %4
  %138 = icmp sgt i64 %134, %137
  br i1 %138, label %330, label %139

139:                                              ; preds = %133
  %140 = add nsw i64 %137, 1
  %141 = mul nsw i64 %140, %52
  %142 = call i64 @llvm.smin.i64(i64 %141, i64 %7)
  %143 = mul i64 %62, %128
  %144 = getelementptr inbounds float, ptr %115, i64 %143
  %145 = mul nsw i64 %134, %52
  %146 = icmp slt i64 %145, %142
  br i1 %146, label %147, label %330

147:                                              ; preds = %139
  %148 = add nsw i64 %128, %113
  %149 = mul nsw i64 %128, %7
  %150 = mul nsw i64 %148, %5
  br label %151

151:                                              ; preds = %147, %271
  %152 = phi i64 [ %145, %147 ], [ %272, %271 ]
  %153 = mul nsw i64 %152, %11
  %154 = sub i64 %153, %15
  br label %167

155:                                              ; preds = %264
  %156 = add nsw i64 %152, %149
  %157 = mul nsw i64 %156, %8
  %158 = getelementptr inbounds float, ptr %117, i64 %157
  br i1 %64, label %159, label %271

159:                                              ; preds = %155
  %160 = icmp sgt i32 %265, 0
  %161 = zext i32 %265 to i64
  %162 = and i64 %161, 1
  %163 = icmp eq i32 %265, 1
  %164 = and i64 %161, 2147483646
  %165 = icmp eq i64 %162, 0
  %166 = icmp ne i64 %162, 0
  br label %268

167:                                              ; preds = %151, %264
  %168 = phi i64 [ 0, %151 ], [ %266, %264 ]
  %169 = phi i32 [ 0, %151 ], [ %265, %264 ]
  %170 = add i64 %154, %168
  %171 = icmp sgt i64 %170, -1
  %172 = icmp slt i64 %170, %5
  %173 = and i1 %171, %172
  br i1 %173, label %174, label %264

174:                                              ; preds = %167
  %175 = and i64 %170, 3
  %176 = add nsw i64 %170, %150
  %177 = mul nsw i64 %175, %42
  %178 = getelementptr inbounds float, ptr %26, i64 %177
  %179 = getelementptr inbounds nuw i64, ptr %50, i64 %175
  %180 = load i64, ptr %179, align 8
  %181 = icmp eq i64 %180, %176
  br i1 %181, label %260, label %182

182:                                              ; preds = %174
  %183 = mul nsw i64 %170, %6
  %184 = getelementptr inbounds float, ptr %144, i64 %183
  br i1 %63, label %259, label %185

185:                                              ; preds = %182
  br i1 %70, label %191, label %186

186:                                              ; preds = %185
  %187 = getelementptr inbounds nuw float, ptr %184, i64 %66
  %188 = load <16 x float>, ptr %187, align 1
  %189 = getelementptr inbounds nuw i8, ptr %187, i64 64
  %190 = load <16 x float>, ptr %189, align 1
  br label %197

191:                                              ; preds = %185
  br i1 %74, label %192, label %197

192:                                              ; preds = %191
  %193 = getelementptr inbounds float, ptr %184, i64 %66
  %194 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %193, <16 x i1> %84, <16 x float> splat (float 0xFFF0000000000000))
  %195 = getelementptr inbounds nuw i8, ptr %193, i64 64
  %196 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %195, <16 x i1> %87, <16 x float> splat (float 0xFFF0000000000000))
  br label %197

197:                                              ; preds = %192, %191, %186
  %198 = phi <16 x float> [ %194, %192 ], [ %188, %186 ], [ splat (float 0xFFF0000000000000), %191 ]
  %199 = phi <16 x float> [ %196, %192 ], [ %190, %186 ], [ splat (float 0xFFF0000000000000), %191 ]
  %200 = shufflevector <16 x float> %198, <16 x float> %199, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %201 = shufflevector <16 x float> %198, <16 x float> %199, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  br i1 %88, label %259, label %202

202:                                              ; preds = %197, %241
  %203 = phi <16 x float> [ %245, %241 ], [ %201, %197 ]
  %204 = phi <16 x float> [ %244, %241 ], [ %200, %197 ]
  %205 = phi i64 [ %257, %241 ], [ 1, %197 ]
  %206 = shl nsw i64 %205, 5
  %207 = sub nsw i64 %206, %16
  %208 = icmp slt i64 %207, 0
  %209 = add nuw nsw i64 %207, 32
  %210 = icmp sgt i64 %209, %6
  %211 = select i1 %208, i1 true, i1 %210
  br i1 %211, label %217, label %212

212:                                              ; preds = %202
  %213 = getelementptr inbounds nuw float, ptr %184, i64 %207
  %214 = load <16 x float>, ptr %213, align 1
  %215 = getelementptr inbounds nuw i8, ptr %213, i64 64
  %216 = load <16 x float>, ptr %215, align 1
  br label %241

217:                                              ; preds = %202
  %218 = sub nsw i64 0, %207
  %219 = select i1 %208, i64 %218, i64 0
  %220 = sub nsw i64 %6, %207
  %221 = call i64 @llvm.smin.i64(i64 %220, i64 32)
  %222 = icmp sgt i64 %221, %219
  br i1 %222, label %223, label %241

223:                                              ; preds = %217
  %224 = getelementptr inbounds float, ptr %184, i64 %207
  %225 = icmp sgt i64 %220, 31
  %226 = trunc i64 %221 to i32
  %227 = shl nsw i32 -1, %226
  %228 = xor i32 %227, -1
  %229 = select i1 %225, i32 -1, i32 %228
  %230 = trunc i64 %219 to i32
  %231 = shl nsw i32 -1, %230
  %232 = and i32 %229, %231
  %233 = trunc i32 %232 to i16
  %234 = bitcast i16 %233 to <16 x i1>
  %235 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %224, <16 x i1> %234, <16 x float> splat (float 0xFFF0000000000000))
  %236 = lshr i32 %232, 16
  %237 = trunc nuw i32 %236 to i16
  %238 = getelementptr inbounds nuw i8, ptr %224, i64 64
  %239 = bitcast i16 %237 to <16 x i1>
  %240 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %238, <16 x i1> %239, <16 x float> splat (float 0xFFF0000000000000))
  br label %241

241:                                              ; preds = %217, %223, %212
  %242 = phi <16 x float> [ %235, %223 ], [ %214, %212 ], [ splat (float 0xFFF0000000000000), %217 ]
  %243 = phi <16 x float> [ %240, %223 ], [ %216, %212 ], [ splat (float 0xFFF0000000000000), %217 ]
  %244 = shufflevector <16 x float> %242, <16 x float> %243, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %245 = shufflevector <16 x float> %242, <16 x float> %243, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %246 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %204, <16 x float> splat (float 0xFFF0000000000000), i32 4)
  %247 = fcmp uno <16 x float> %204, %203
  %248 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %203, <16 x float> %246, i32 4)
  %249 = shufflevector <16 x float> %204, <16 x float> %242, <16 x i32> <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16>
  %250 = fcmp uno <16 x float> %249, zeroinitializer
  %251 = or <16 x i1> %247, %250
  %252 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %249, <16 x float> %248, i32 4)
  %253 = shl i64 %205, 6
  %254 = getelementptr i8, ptr %178, i64 %253
  %255 = getelementptr i8, ptr %254, i64 -64
  %256 = select <16 x i1> %251, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %252
  store <16 x float> %256, ptr %255, align 64
  %257 = add nuw nsw i64 %205, 1
  %258 = icmp eq i64 %41, %205
  br i1 %258, label %259, label %202

259:                                              ; preds = %197, %241, %182
  store i64 %176, ptr %179, align 8
  br label %260

260:                                              ; preds = %259, %174
  %261 = add nsw i32 %169, 1
  %262 = sext i32 %169 to i64
  %263 = getelementptr inbounds ptr, ptr %51, i64 %262
  store ptr %178, ptr %263, align 8
  br label %264

264:                                              ; preds = %260, %167
  %265 = phi i32 [ %261, %260 ], [ %169, %167 ]
  %266 = add nuw nsw i64 %168, 1
  %267 = icmp eq i64 %266, 3
  br i1 %267, label %155, label %167

268:                                              ; preds = %159, %292
  %269 = phi i64 [ 0, %159 ], [ %303, %292 ]
  br i1 %160, label %270, label %292

270:                                              ; preds = %268
  br i1 %163, label %275, label %305

271:                                              ; preds = %292, %155
  %272 = add nsw i64 %152, 1
  %273 = icmp eq i64 %272, %142
  br i1 %273, label %330, label %151

274:                                              ; preds = %305
  br i1 %165, label %287, label %275

275:                                              ; preds = %274, %270
  %276 = phi i64 [ 0, %270 ], [ %327, %274 ]
  %277 = phi i16 [ 0, %270 ], [ %325, %274 ]
  %278 = phi <16 x float> [ splat (float 0xFFF0000000000000), %270 ], [ %326, %274 ]
  call void @llvm.assume(i1 %166)
  %279 = getelementptr inbounds nuw ptr, ptr %51, i64 %276
  %280 = load ptr, ptr %279, align 8
  %281 = getelementptr inbounds nuw float, ptr %280, i64 %269
  %282 = load <16 x float>, ptr %281, align 1
  %283 = fcmp uno <16 x float> %282, zeroinitializer
  %284 = bitcast <16 x i1> %283 to i16
  %285 = or i16 %277, %284
  %286 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %282, <16 x float> %278, i32 4)
  br label %287

287:                                              ; preds = %274, %275
  %288 = phi i16 [ %325, %274 ], [ %285, %275 ]
  %289 = phi <16 x float> [ %326, %274 ], [ %286, %275 ]
  %290 = bitcast i16 %288 to <16 x i1>
  %291 = select <16 x i1> %290, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %289
  br label %292

292:                                              ; preds = %287, %268
  %293 = phi <16 x float> [ splat (float 0xFFF0000000000000), %268 ], [ %291, %287 ]
  %294 = getelementptr inbounds nuw float, ptr %158, i64 %269
  %295 = sub nsw i64 %8, %269
  %296 = icmp sgt i64 %295, 15
  %297 = trunc i64 %295 to i32
  %298 = shl nsw i32 -1, %297
  %299 = trunc i32 %298 to i16
  %300 = xor i16 %299, -1
  %301 = select i1 %296, i16 -1, i16 %300
  %302 = bitcast i16 %301 to <16 x i1>
  call void @llvm.masked.store.v16f32.p0(<16 x float> %293, ptr align 1 %294, <16 x i1> %302)
  %303 = add nuw nsw i64 %269, 16
  %304 = icmp slt i64 %303, %8
  br i1 %304, label %268, label %271

305:                                              ; preds = %270, %305
  %306 = phi i64 [ %327, %305 ], [ 0, %270 ]
  %307 = phi i16 [ %325, %305 ], [ 0, %270 ]
  %308 = phi <16 x float> [ %326, %305 ], [ splat (float 0xFFF0000000000000), %270 ]
  %309 = phi i64 [ %328, %305 ], [ 0, %270 ]
  %310 = getelementptr inbounds nuw ptr, ptr %51, i64 %306
  %311 = load ptr, ptr %310, align 16
  %312 = getelementptr inbounds nuw float, ptr %311, i64 %269
  %313 = load <16 x float>, ptr %312, align 1
  %314 = fcmp uno <16 x float> %313, zeroinitializer
  %315 = bitcast <16 x i1> %314 to i16
  %316 = or i16 %307, %315
  %317 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %313, <16 x float> %308, i32 4)
  %318 = getelementptr inbounds nuw ptr, ptr %51, i64 %306
  %319 = getelementptr inbounds nuw i8, ptr %318, i64 8
  %320 = load ptr, ptr %319, align 8
  %321 = getelementptr inbounds nuw float, ptr %320, i64 %269
  %322 = load <16 x float>, ptr %321, align 1
  %323 = fcmp uno <16 x float> %322, zeroinitializer
  %324 = bitcast <16 x i1> %323 to i16
  %325 = or i16 %316, %324
  %326 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %322, <16 x float> %317, i32 4)
  %327 = add nuw nsw i64 %306, 2
  %328 = add i64 %309, 2
  %329 = icmp eq i64 %328, %164
  br i1 %329, label %274, label %305

330:                                              ; preds = %271, %139, %133
  %331 = add nuw nsw i64 %124, 1
  %332 = icmp eq i64 %331, %97
  br i1 %332, label %118, label %123

333:                                              ; preds = %20
  %334 = icmp eq i64 %12, 1
  %335 = and i1 %31, %334
  %336 = and i1 %335, %34
  %337 = and i1 %336, %36
  br i1 %337, label %338, label %609

338:                                              ; preds = %333
  %339 = tail call ptr @llvm.stacksave.p0()
  %340 = add nsw i64 %8, 15
  %341 = sdiv i64 %340, 16
  %342 = shl nsw i64 %341, 4
  %343 = icmp sgt i64 %8, 1024
  br i1 %343, label %2043, label %344

344:                                              ; preds = %338
  %345 = icmp sge i64 %2, %3
  %346 = icmp slt i64 %19, 1
  %347 = or i1 %345, %346
  br i1 %347, label %2043, label %348

348:                                              ; preds = %344
  %349 = tail call ptr @llvm.stacksave.p0()
  %350 = alloca [4 x i64], align 16
  %351 = alloca [3 x ptr], align 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %350, i8 -1, i64 32, i1 false)
  %352 = tail call i64 @llvm.smin.i64(i64 %19, i64 %7)
  %353 = add i64 %7, -1
  %354 = add i64 %353, %352
  %355 = sdiv i64 %354, %352
  %356 = mul nsw i64 %355, %4
  %357 = sdiv i64 %2, %356
  %358 = mul nsw i64 %357, %356
  %359 = icmp slt i64 %358, %3
  br i1 %359, label %360, label %2040

360:                                              ; preds = %348
  %361 = add i64 %4, -1
  %362 = mul i64 %6, %5
  %363 = icmp slt i64 %8, -30
  %364 = icmp sgt i64 %8, 0
  %365 = sub i64 %3, %358
  %366 = sub nsw i64 0, %16
  %367 = icmp sgt i64 %16, 0
  %368 = sub i64 16, %16
  %369 = icmp sgt i64 %368, %6
  %370 = or i1 %367, %369
  %371 = tail call i64 @llvm.smax.i64(i64 %16, i64 0)
  %372 = add nsw i64 %6, %16
  %373 = tail call i64 @llvm.smin.i64(i64 %372, i64 16)
  %374 = icmp sgt i64 %373, %371
  %375 = trunc nuw nsw i64 %373 to i32
  %376 = shl nsw i32 -1, %375
  %377 = xor i32 %376, -1
  %378 = trunc nuw nsw i64 %371 to i32
  %379 = shl nsw i32 -1, %378
  %380 = and i32 %379, %377
  %381 = trunc nuw i32 %380 to i16
  %382 = bitcast i16 %381 to <16 x i1>
  %383 = icmp slt i64 %8, 1
  br label %384

384:                                              ; preds = %360, %413
  %385 = phi i64 [ %358, %360 ], [ %415, %413 ]
  %386 = phi i64 [ %365, %360 ], [ %417, %413 ]
  %387 = phi i64 [ %357, %360 ], [ %414, %413 ]
  %388 = call i64 @llvm.smin.i64(i64 %386, i64 %356)
  %389 = add i64 %388, %385
  %390 = call i64 @llvm.smax.i64(i64 %2, i64 %385)
  %391 = sub i64 %389, %390
  %392 = call i64 @llvm.smin.i64(i64 %4, i64 %391)
  %393 = icmp sgt i64 %2, %385
  %394 = sub nsw i64 %2, %385
  %395 = select i1 %393, i64 %394, i64 0
  %396 = sub nsw i64 %3, %385
  %397 = call i64 @llvm.smin.i64(i64 %396, i64 %356)
  %398 = sub nsw i64 %397, %395
  %399 = icmp slt i64 %398, %4
  br i1 %399, label %400, label %402

400:                                              ; preds = %384
  %401 = srem i64 %395, %4
  br label %402

402:                                              ; preds = %400, %384
  %403 = phi i64 [ %401, %400 ], [ 0, %384 ]
  %404 = call i64 @llvm.smin.i64(i64 %398, i64 %4)
  %405 = icmp sgt i64 %404, 0
  br i1 %405, label %406, label %413

406:                                              ; preds = %402
  %407 = add i64 %361, %395
  %408 = mul nsw i64 %387, %4
  %409 = mul nsw i64 %387, %17
  %410 = getelementptr inbounds float, ptr %27, i64 %409
  %411 = mul nsw i64 %387, %18
  %412 = getelementptr inbounds float, ptr %28, i64 %411
  br label %418

413:                                              ; preds = %606, %402
  %414 = add nsw i64 %387, 1
  %415 = add i64 %385, %356
  %416 = icmp slt i64 %415, %3
  %417 = sub i64 %386, %356
  br i1 %416, label %384, label %2040

418:                                              ; preds = %406, %606
  %419 = phi i64 [ 0, %406 ], [ %607, %606 ]
  %420 = add nsw i64 %419, %403
  %421 = icmp slt i64 %420, %4
  %422 = select i1 %421, i64 0, i64 %4
  %423 = sub nsw i64 %420, %422
  %424 = icmp sgt i64 %395, %423
  br i1 %424, label %425, label %428

425:                                              ; preds = %418
  %426 = sub i64 %407, %423
  %427 = sdiv i64 %426, %4
  br label %428

428:                                              ; preds = %425, %418
  %429 = phi i64 [ %427, %425 ], [ 0, %418 ]
  %430 = xor i64 %423, -1
  %431 = add i64 %397, %430
  %432 = sdiv i64 %431, %4
  %433 = icmp sgt i64 %429, %432
  br i1 %433, label %606, label %434

434:                                              ; preds = %428
  %435 = add nsw i64 %432, 1
  %436 = mul nsw i64 %435, %352
  %437 = call i64 @llvm.smin.i64(i64 %436, i64 %7)
  %438 = mul i64 %362, %423
  %439 = getelementptr inbounds float, ptr %410, i64 %438
  %440 = mul nsw i64 %429, %352
  %441 = icmp slt i64 %440, %437
  br i1 %441, label %442, label %606

442:                                              ; preds = %434
  %443 = add nsw i64 %423, %408
  %444 = mul nsw i64 %423, %7
  %445 = mul nsw i64 %443, %5
  br label %446

446:                                              ; preds = %442, %547
  %447 = phi i64 [ %440, %442 ], [ %548, %547 ]
  %448 = mul nsw i64 %447, %11
  %449 = sub i64 %448, %15
  br label %462

450:                                              ; preds = %540
  %451 = add nsw i64 %447, %444
  %452 = mul nsw i64 %451, %8
  %453 = getelementptr inbounds float, ptr %412, i64 %452
  br i1 %364, label %454, label %547

454:                                              ; preds = %450
  %455 = icmp sgt i32 %541, 0
  %456 = zext i32 %541 to i64
  %457 = and i64 %456, 1
  %458 = icmp eq i32 %541, 1
  %459 = and i64 %456, 2147483646
  %460 = icmp eq i64 %457, 0
  %461 = icmp ne i64 %457, 0
  br label %544

462:                                              ; preds = %446, %540
  %463 = phi i64 [ 0, %446 ], [ %542, %540 ]
  %464 = phi i32 [ 0, %446 ], [ %541, %540 ]
  %465 = add i64 %449, %463
  %466 = icmp sgt i64 %465, -1
  %467 = icmp slt i64 %465, %5
  %468 = and i1 %466, %467
  br i1 %468, label %469, label %540

469:                                              ; preds = %462
  %470 = and i64 %465, 3
  %471 = add nsw i64 %465, %445
  %472 = mul nsw i64 %470, %342
  %473 = getelementptr inbounds float, ptr %26, i64 %472
  %474 = getelementptr inbounds nuw i64, ptr %350, i64 %470
  %475 = load i64, ptr %474, align 8
  %476 = icmp eq i64 %475, %471
  br i1 %476, label %536, label %477

477:                                              ; preds = %469
  %478 = mul nsw i64 %465, %6
  %479 = getelementptr inbounds float, ptr %439, i64 %478
  br i1 %363, label %535, label %480

480:                                              ; preds = %477
  br i1 %370, label %484, label %481

481:                                              ; preds = %480
  %482 = getelementptr inbounds nuw float, ptr %479, i64 %366
  %483 = load <16 x float>, ptr %482, align 1
  br label %488

484:                                              ; preds = %480
  br i1 %374, label %485, label %488

485:                                              ; preds = %484
  %486 = getelementptr inbounds float, ptr %479, i64 %366
  %487 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %486, <16 x i1> %382, <16 x float> splat (float 0xFFF0000000000000))
  br label %488

488:                                              ; preds = %481, %484, %485
  %489 = phi <16 x float> [ %483, %481 ], [ %487, %485 ], [ splat (float 0xFFF0000000000000), %484 ]
  br i1 %383, label %535, label %490

490:                                              ; preds = %488, %519
  %491 = phi i64 [ %533, %519 ], [ 1, %488 ]
  %492 = phi <16 x float> [ %520, %519 ], [ %489, %488 ]
  %493 = shl nsw i64 %491, 4
  %494 = sub nsw i64 %493, %16
  %495 = icmp slt i64 %494, 0
  %496 = add nuw nsw i64 %494, 16
  %497 = icmp sgt i64 %496, %6
  %498 = select i1 %495, i1 true, i1 %497
  br i1 %498, label %502, label %499

499:                                              ; preds = %490
  %500 = getelementptr inbounds nuw float, ptr %479, i64 %494
  %501 = load <16 x float>, ptr %500, align 1
  br label %519

502:                                              ; preds = %490
  %503 = sub nsw i64 0, %494
  %504 = select i1 %495, i64 %503, i64 0
  %505 = sub nsw i64 %6, %494
  %506 = call i64 @llvm.smin.i64(i64 %505, i64 16)
  %507 = icmp sgt i64 %506, %504
  br i1 %507, label %508, label %519

508:                                              ; preds = %502
  %509 = trunc i64 %506 to i32
  %510 = shl nsw i32 -1, %509
  %511 = xor i32 %510, -1
  %512 = trunc i64 %504 to i32
  %513 = shl nsw i32 -1, %512
  %514 = and i32 %513, %511
  %515 = trunc i32 %514 to i16
  %516 = getelementptr inbounds float, ptr %479, i64 %494
  %517 = bitcast i16 %515 to <16 x i1>
  %518 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %516, <16 x i1> %517, <16 x float> splat (float 0xFFF0000000000000))
  br label %519

519:                                              ; preds = %499, %502, %508
  %520 = phi <16 x float> [ %501, %499 ], [ %518, %508 ], [ splat (float 0xFFF0000000000000), %502 ]
  %521 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %492, <16 x float> splat (float 0xFFF0000000000000), i32 4)
  %522 = shufflevector <16 x float> %492, <16 x float> %520, <16 x i32> <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16>
  %523 = fcmp uno <16 x float> %492, %522
  %524 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %522, <16 x float> %521, i32 4)
  %525 = shufflevector <16 x float> %492, <16 x float> %520, <16 x i32> <i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17>
  %526 = fcmp uno <16 x float> %525, zeroinitializer
  %527 = or <16 x i1> %523, %526
  %528 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %525, <16 x float> %524, i32 4)
  %529 = shl i64 %491, 6
  %530 = getelementptr i8, ptr %473, i64 %529
  %531 = getelementptr i8, ptr %530, i64 -64
  %532 = select <16 x i1> %527, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %528
  store <16 x float> %532, ptr %531, align 64
  %533 = add nuw nsw i64 %491, 1
  %534 = icmp eq i64 %341, %491
  br i1 %534, label %535, label %490

535:                                              ; preds = %519, %488, %477
  store i64 %471, ptr %474, align 8
  br label %536

536:                                              ; preds = %535, %469
  %537 = add nsw i32 %464, 1
  %538 = sext i32 %464 to i64
  %539 = getelementptr inbounds ptr, ptr %351, i64 %538
  store ptr %473, ptr %539, align 8
  br label %540

540:                                              ; preds = %536, %462
  %541 = phi i32 [ %537, %536 ], [ %464, %462 ]
  %542 = add nuw nsw i64 %463, 1
  %543 = icmp eq i64 %542, 3
  br i1 %543, label %450, label %462

544:                                              ; preds = %454, %568
  %545 = phi i64 [ 0, %454 ], [ %579, %568 ]
  br i1 %455, label %546, label %568

546:                                              ; preds = %544
  br i1 %458, label %551, label %581

547:                                              ; preds = %568, %450
  %548 = add nsw i64 %447, 1
  %549 = icmp eq i64 %548, %437
  br i1 %549, label %606, label %446

550:                                              ; preds = %581
  br i1 %460, label %563, label %551

551:                                              ; preds = %550, %546
  %552 = phi i64 [ 0, %546 ], [ %603, %550 ]
  %553 = phi i16 [ 0, %546 ], [ %601, %550 ]
  %554 = phi <16 x float> [ splat (float 0xFFF0000000000000), %546 ], [ %602, %550 ]
  call void @llvm.assume(i1 %461)
  %555 = getelementptr inbounds nuw ptr, ptr %351, i64 %552
  %556 = load ptr, ptr %555, align 8
  %557 = getelementptr inbounds nuw float, ptr %556, i64 %545
  %558 = load <16 x float>, ptr %557, align 1
  %559 = fcmp uno <16 x float> %558, zeroinitializer
  %560 = bitcast <16 x i1> %559 to i16
  %561 = or i16 %553, %560
  %562 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %558, <16 x float> %554, i32 4)
  br label %563

563:                                              ; preds = %550, %551
  %564 = phi i16 [ %601, %550 ], [ %561, %551 ]
  %565 = phi <16 x float> [ %602, %550 ], [ %562, %551 ]
  %566 = bitcast i16 %564 to <16 x i1>
  %567 = select <16 x i1> %566, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %565
  br label %568

568:                                              ; preds = %563, %544
  %569 = phi <16 x float> [ splat (float 0xFFF0000000000000), %544 ], [ %567, %563 ]
  %570 = getelementptr inbounds nuw float, ptr %453, i64 %545
  %571 = sub nsw i64 %8, %545
  %572 = icmp sgt i64 %571, 15
  %573 = trunc i64 %571 to i32
  %574 = shl nsw i32 -1, %573
  %575 = trunc i32 %574 to i16
  %576 = xor i16 %575, -1
  %577 = select i1 %572, i16 -1, i16 %576
  %578 = bitcast i16 %577 to <16 x i1>
  call void @llvm.masked.store.v16f32.p0(<16 x float> %569, ptr align 1 %570, <16 x i1> %578)
  %579 = add nuw nsw i64 %545, 16
  %580 = icmp slt i64 %579, %8
  br i1 %580, label %544, label %547

581:                                              ; preds = %546, %581
  %582 = phi i64 [ %603, %581 ], [ 0, %546 ]
  %583 = phi i16 [ %601, %581 ], [ 0, %546 ]
  %584 = phi <16 x float> [ %602, %581 ], [ splat (float 0xFFF0000000000000), %546 ]
  %585 = phi i64 [ %604, %581 ], [ 0, %546 ]
  %586 = getelementptr inbounds nuw ptr, ptr %351, i64 %582
  %587 = load ptr, ptr %586, align 16
  %588 = getelementptr inbounds nuw float, ptr %587, i64 %545
  %589 = load <16 x float>, ptr %588, align 1
  %590 = fcmp uno <16 x float> %589, zeroinitializer
  %591 = bitcast <16 x i1> %590 to i16
  %592 = or i16 %583, %591
  %593 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %589, <16 x float> %584, i32 4)
  %594 = getelementptr inbounds nuw ptr, ptr %351, i64 %582
  %595 = getelementptr inbounds nuw i8, ptr %594, i64 8
  %596 = load ptr, ptr %595, align 8
  %597 = getelementptr inbounds nuw float, ptr %596, i64 %545
  %598 = load <16 x float>, ptr %597, align 1
  %599 = fcmp uno <16 x float> %598, zeroinitializer
  %600 = bitcast <16 x i1> %599 to i16
  %601 = or i16 %592, %600
  %602 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %598, <16 x float> %593, i32 4)
  %603 = add nuw nsw i64 %582, 2
  %604 = add i64 %585, 2
  %605 = icmp eq i64 %604, %459
  br i1 %605, label %550, label %581

606:                                              ; preds = %547, %434, %428
  %607 = add nuw nsw i64 %419, 1
  %608 = icmp eq i64 %607, %392
  br i1 %608, label %413, label %418

609:                                              ; preds = %333
  %610 = icmp eq i64 %9, 2
  %611 = icmp eq i64 %10, 2
  %612 = and i1 %610, %611
  %613 = and i1 %612, %32
  %614 = and i1 %613, %34
  %615 = and i1 %614, %36
  %616 = tail call ptr @llvm.stacksave.p0()
  br i1 %615, label %617, label %959

617:                                              ; preds = %609
  %618 = add nsw i64 %8, 15
  %619 = sdiv i64 %618, 16
  %620 = shl nsw i64 %619, 4
  %621 = icmp sgt i64 %8, 2048
  br i1 %621, label %2043, label %622

622:                                              ; preds = %617
  %623 = icmp sge i64 %2, %3
  %624 = icmp slt i64 %19, 1
  %625 = or i1 %623, %624
  br i1 %625, label %2043, label %626

626:                                              ; preds = %622
  %627 = tail call ptr @llvm.stacksave.p0()
  %628 = alloca [2 x i64], align 16
  %629 = alloca [2 x ptr], align 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %628, i8 -1, i64 16, i1 false)
  %630 = tail call i64 @llvm.smin.i64(i64 %19, i64 %7)
  %631 = add i64 %7, -1
  %632 = add i64 %631, %630
  %633 = sdiv i64 %632, %630
  %634 = mul nsw i64 %633, %4
  %635 = sdiv i64 %2, %634
  %636 = mul nsw i64 %635, %634
  %637 = icmp slt i64 %636, %3
  br i1 %637, label %638, label %2040

638:                                              ; preds = %626
  %639 = add i64 %4, -1
  %640 = mul i64 %6, %5
  %641 = icmp slt i64 %8, -30
  %642 = icmp sgt i64 %8, 0
  %643 = sub i64 %3, %636
  %644 = sub nsw i64 0, %16
  %645 = icmp sgt i64 %16, 0
  %646 = sub i64 32, %16
  %647 = icmp sgt i64 %646, %6
  %648 = or i1 %645, %647
  %649 = tail call i64 @llvm.smax.i64(i64 %16, i64 0)
  %650 = add nsw i64 %6, %16
  %651 = tail call i64 @llvm.smin.i64(i64 %650, i64 32)
  %652 = icmp sgt i64 %651, %649
  %653 = icmp sgt i64 %650, 31
  %654 = trunc nuw nsw i64 %651 to i32
  %655 = shl nsw i32 -1, %654
  %656 = xor i32 %655, -1
  %657 = select i1 %653, i32 -1, i32 %656
  %658 = trunc nuw nsw i64 %649 to i32
  %659 = shl nsw i32 -1, %658
  %660 = and i32 %657, %659
  %661 = trunc i32 %660 to i16
  %662 = bitcast i16 %661 to <16 x i1>
  %663 = lshr i32 %660, 16
  %664 = trunc nuw i32 %663 to i16
  %665 = bitcast i16 %664 to <16 x i1>
  %666 = icmp slt i64 %8, 1
  %667 = getelementptr inbounds nuw i8, ptr %629, i64 8
  br label %668

668:                                              ; preds = %638, %697
  %669 = phi i64 [ %636, %638 ], [ %699, %697 ]
  %670 = phi i64 [ %643, %638 ], [ %701, %697 ]
  %671 = phi i64 [ %635, %638 ], [ %698, %697 ]
  %672 = call i64 @llvm.smin.i64(i64 %670, i64 %634)
  %673 = add i64 %672, %669
  %674 = call i64 @llvm.smax.i64(i64 %2, i64 %669)
  %675 = sub i64 %673, %674
  %676 = call i64 @llvm.smin.i64(i64 %4, i64 %675)
  %677 = icmp sgt i64 %2, %669
  %678 = sub nsw i64 %2, %669
  %679 = select i1 %677, i64 %678, i64 0
  %680 = sub nsw i64 %3, %669
  %681 = call i64 @llvm.smin.i64(i64 %680, i64 %634)
  %682 = sub nsw i64 %681, %679
  %683 = icmp slt i64 %682, %4
  br i1 %683, label %684, label %686

684:                                              ; preds = %668
  %685 = srem i64 %679, %4
  br label %686

686:                                              ; preds = %684, %668
  %687 = phi i64 [ %685, %684 ], [ 0, %668 ]
  %688 = call i64 @llvm.smin.i64(i64 %682, i64 %4)
  %689 = icmp sgt i64 %688, 0
  br i1 %689, label %690, label %697

690:                                              ; preds = %686
  %691 = add i64 %639, %679
  %692 = mul nsw i64 %671, %4
  %693 = mul nsw i64 %671, %17
  %694 = getelementptr inbounds float, ptr %27, i64 %693
  %695 = mul nsw i64 %671, %18
  %696 = getelementptr inbounds float, ptr %28, i64 %695
  br label %702

697:                                              ; preds = %956, %686
  %698 = add nsw i64 %671, 1
  %699 = add i64 %669, %634
  %700 = icmp slt i64 %699, %3
  %701 = sub i64 %670, %634
  br i1 %700, label %668, label %2040

702:                                              ; preds = %690, %956
  %703 = phi i64 [ 0, %690 ], [ %957, %956 ]
  %704 = add nsw i64 %703, %687
  %705 = icmp slt i64 %704, %4
  %706 = select i1 %705, i64 0, i64 %4
  %707 = sub nsw i64 %704, %706
  %708 = icmp sgt i64 %679, %707
  br i1 %708, label %709, label %712

709:                                              ; preds = %702
  %710 = sub i64 %691, %707
  %711 = sdiv i64 %710, %4
  br label %712

712:                                              ; preds = %709, %702
  %713 = phi i64 [ %711, %709 ], [ 0, %702 ]
  %714 = xor i64 %707, -1
  %715 = add i64 %681, %714
  %716 = sdiv i64 %715, %4
  %717 = icmp sgt i64 %713, %716
  br i1 %717, label %956, label %718

718:                                              ; preds = %712
  %719 = add nsw i64 %716, 1
  %720 = mul nsw i64 %719, %630
  %721 = call i64 @llvm.smin.i64(i64 %720, i64 %7)
  %722 = mul i64 %640, %707
  %723 = getelementptr inbounds float, ptr %694, i64 %722
  %724 = mul nsw i64 %713, %630
  %725 = icmp slt i64 %724, %721
  br i1 %725, label %726, label %956

726:                                              ; preds = %718
  %727 = add nsw i64 %707, %692
  %728 = mul nsw i64 %707, %7
  %729 = mul nsw i64 %727, %5
  br label %730

730:                                              ; preds = %726, %926
  %731 = phi i64 [ %724, %726 ], [ %927, %926 ]
  %732 = mul nsw i64 %731, %11
  %733 = sub i64 %732, %15
  %734 = icmp sgt i64 %733, -1
  %735 = icmp slt i64 %733, %5
  %736 = and i1 %734, %735
  br i1 %736, label %742, label %826

737:                                              ; preds = %919
  %738 = icmp sgt i32 %920, 0
  %739 = load ptr, ptr %629, align 16
  %740 = icmp eq i32 %920, 1
  %741 = load ptr, ptr %667, align 8
  br label %924

742:                                              ; preds = %730
  %743 = and i64 %733, 1
  %744 = add nsw i64 %733, %729
  %745 = mul nuw nsw i64 %743, %620
  %746 = getelementptr inbounds float, ptr %26, i64 %745
  %747 = getelementptr inbounds nuw i64, ptr %628, i64 %743
  %748 = load i64, ptr %747, align 8
  %749 = icmp eq i64 %748, %744
  br i1 %749, label %825, label %750

750:                                              ; preds = %742
  %751 = mul nsw i64 %733, %6
  %752 = getelementptr inbounds float, ptr %723, i64 %751
  br i1 %641, label %824, label %753

753:                                              ; preds = %750
  br i1 %648, label %759, label %754

754:                                              ; preds = %753
  %755 = getelementptr inbounds nuw float, ptr %752, i64 %644
  %756 = load <16 x float>, ptr %755, align 1
  %757 = getelementptr inbounds nuw i8, ptr %755, i64 64
  %758 = load <16 x float>, ptr %757, align 1
  br label %765

759:                                              ; preds = %753
  br i1 %652, label %760, label %765

760:                                              ; preds = %759
  %761 = getelementptr inbounds float, ptr %752, i64 %644
  %762 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %761, <16 x i1> %662, <16 x float> splat (float 0xFFF0000000000000))
  %763 = getelementptr inbounds nuw i8, ptr %761, i64 64
  %764 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %763, <16 x i1> %665, <16 x float> splat (float 0xFFF0000000000000))
  br label %765

765:                                              ; preds = %754, %759, %760
  %766 = phi <16 x float> [ %762, %760 ], [ %756, %754 ], [ splat (float 0xFFF0000000000000), %759 ]
  %767 = phi <16 x float> [ %764, %760 ], [ %758, %754 ], [ splat (float 0xFFF0000000000000), %759 ]
  br i1 %666, label %824, label %768

768:                                              ; preds = %765
  %769 = shufflevector <16 x float> %766, <16 x float> %767, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %770 = shufflevector <16 x float> %766, <16 x float> %767, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  br label %771

771:                                              ; preds = %768, %810
  %772 = phi <16 x float> [ %813, %810 ], [ %770, %768 ]
  %773 = phi <16 x float> [ %814, %810 ], [ %769, %768 ]
  %774 = phi i64 [ %822, %810 ], [ 1, %768 ]
  %775 = shl nsw i64 %774, 5
  %776 = sub nsw i64 %775, %16
  %777 = icmp slt i64 %776, 0
  %778 = add nuw nsw i64 %776, 32
  %779 = icmp sgt i64 %778, %6
  %780 = select i1 %777, i1 true, i1 %779
  br i1 %780, label %786, label %781

781:                                              ; preds = %771
  %782 = getelementptr inbounds nuw float, ptr %752, i64 %776
  %783 = load <16 x float>, ptr %782, align 1
  %784 = getelementptr inbounds nuw i8, ptr %782, i64 64
  %785 = load <16 x float>, ptr %784, align 1
  br label %810

786:                                              ; preds = %771
  %787 = sub nsw i64 0, %776
  %788 = select i1 %777, i64 %787, i64 0
  %789 = sub nsw i64 %6, %776
  %790 = call i64 @llvm.smin.i64(i64 %789, i64 32)
  %791 = icmp sgt i64 %790, %788
  br i1 %791, label %792, label %810

792:                                              ; preds = %786
  %793 = getelementptr inbounds float, ptr %752, i64 %776
  %794 = icmp sgt i64 %789, 31
  %795 = trunc i64 %790 to i32
  %796 = shl nsw i32 -1, %795
  %797 = xor i32 %796, -1
  %798 = select i1 %794, i32 -1, i32 %797
  %799 = trunc i64 %788 to i32
  %800 = shl nsw i32 -1, %799
  %801 = and i32 %798, %800
  %802 = trunc i32 %801 to i16
  %803 = bitcast i16 %802 to <16 x i1>
  %804 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %793, <16 x i1> %803, <16 x float> splat (float 0xFFF0000000000000))
  %805 = lshr i32 %801, 16
  %806 = trunc nuw i32 %805 to i16
  %807 = getelementptr inbounds nuw i8, ptr %793, i64 64
  %808 = bitcast i16 %806 to <16 x i1>
  %809 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %807, <16 x i1> %808, <16 x float> splat (float 0xFFF0000000000000))
  br label %810

810:                                              ; preds = %786, %792, %781
  %811 = phi <16 x float> [ %804, %792 ], [ %783, %781 ], [ splat (float 0xFFF0000000000000), %786 ]
  %812 = phi <16 x float> [ %809, %792 ], [ %785, %781 ], [ splat (float 0xFFF0000000000000), %786 ]
  %813 = shufflevector <16 x float> %811, <16 x float> %812, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %814 = shufflevector <16 x float> %811, <16 x float> %812, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %815 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %772, <16 x float> splat (float 0xFFF0000000000000), i32 4)
  %816 = fcmp uno <16 x float> %772, %773
  %817 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %773, <16 x float> %815, i32 4)
  %818 = shl i64 %774, 6
  %819 = getelementptr i8, ptr %746, i64 %818
  %820 = getelementptr i8, ptr %819, i64 -64
  %821 = select <16 x i1> %816, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %817
  store <16 x float> %821, ptr %820, align 64
  %822 = add nuw nsw i64 %774, 1
  %823 = icmp eq i64 %619, %774
  br i1 %823, label %824, label %771

824:                                              ; preds = %810, %765, %750
  store i64 %744, ptr %747, align 8
  br label %825

825:                                              ; preds = %824, %742
  store ptr %746, ptr %629, align 16
  br label %826

826:                                              ; preds = %825, %730
  %827 = phi i32 [ 1, %825 ], [ 0, %730 ]
  %828 = add i64 %733, 1
  %829 = icmp sgt i64 %828, -1
  %830 = icmp slt i64 %828, %5
  %831 = and i1 %829, %830
  br i1 %831, label %832, label %919

832:                                              ; preds = %826
  %833 = and i64 %828, 1
  %834 = add nsw i64 %828, %729
  %835 = mul nuw nsw i64 %833, %620
  %836 = getelementptr inbounds float, ptr %26, i64 %835
  %837 = getelementptr inbounds nuw i64, ptr %628, i64 %833
  %838 = load i64, ptr %837, align 8
  %839 = icmp eq i64 %838, %834
  br i1 %839, label %915, label %840

840:                                              ; preds = %832
  %841 = mul nsw i64 %828, %6
  %842 = getelementptr inbounds float, ptr %723, i64 %841
  br i1 %641, label %914, label %843

843:                                              ; preds = %840
  br i1 %648, label %849, label %844

844:                                              ; preds = %843
  %845 = getelementptr inbounds nuw float, ptr %842, i64 %644
  %846 = load <16 x float>, ptr %845, align 1
  %847 = getelementptr inbounds nuw i8, ptr %845, i64 64
  %848 = load <16 x float>, ptr %847, align 1
  br label %855

849:                                              ; preds = %843
  br i1 %652, label %850, label %855

850:                                              ; preds = %849
  %851 = getelementptr inbounds float, ptr %842, i64 %644
  %852 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %851, <16 x i1> %662, <16 x float> splat (float 0xFFF0000000000000))
  %853 = getelementptr inbounds nuw i8, ptr %851, i64 64
  %854 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %853, <16 x i1> %665, <16 x float> splat (float 0xFFF0000000000000))
  br label %855

855:                                              ; preds = %850, %849, %844
  %856 = phi <16 x float> [ %852, %850 ], [ %846, %844 ], [ splat (float 0xFFF0000000000000), %849 ]
  %857 = phi <16 x float> [ %854, %850 ], [ %848, %844 ], [ splat (float 0xFFF0000000000000), %849 ]
  br i1 %666, label %914, label %858

858:                                              ; preds = %855
  %859 = shufflevector <16 x float> %856, <16 x float> %857, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %860 = shufflevector <16 x float> %856, <16 x float> %857, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  br label %861

861:                                              ; preds = %900, %858
  %862 = phi <16 x float> [ %903, %900 ], [ %860, %858 ]
  %863 = phi <16 x float> [ %904, %900 ], [ %859, %858 ]
  %864 = phi i64 [ %912, %900 ], [ 1, %858 ]
  %865 = shl nsw i64 %864, 5
  %866 = sub nsw i64 %865, %16
  %867 = icmp slt i64 %866, 0
  %868 = add nuw nsw i64 %866, 32
  %869 = icmp sgt i64 %868, %6
  %870 = select i1 %867, i1 true, i1 %869
  br i1 %870, label %876, label %871

871:                                              ; preds = %861
  %872 = getelementptr inbounds nuw float, ptr %842, i64 %866
  %873 = load <16 x float>, ptr %872, align 1
  %874 = getelementptr inbounds nuw i8, ptr %872, i64 64
  %875 = load <16 x float>, ptr %874, align 1
  br label %900

876:                                              ; preds = %861
  %877 = sub nsw i64 0, %866
  %878 = select i1 %867, i64 %877, i64 0
  %879 = sub nsw i64 %6, %866
  %880 = call i64 @llvm.smin.i64(i64 %879, i64 32)
  %881 = icmp sgt i64 %880, %878
  br i1 %881, label %882, label %900

882:                                              ; preds = %876
  %883 = getelementptr inbounds float, ptr %842, i64 %866
  %884 = icmp sgt i64 %879, 31
  %885 = trunc i64 %880 to i32
  %886 = shl nsw i32 -1, %885
  %887 = xor i32 %886, -1
  %888 = select i1 %884, i32 -1, i32 %887
  %889 = trunc i64 %878 to i32
  %890 = shl nsw i32 -1, %889
  %891 = and i32 %888, %890
  %892 = trunc i32 %891 to i16
  %893 = bitcast i16 %892 to <16 x i1>
  %894 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %883, <16 x i1> %893, <16 x float> splat (float 0xFFF0000000000000))
  %895 = lshr i32 %891, 16
  %896 = trunc nuw i32 %895 to i16
  %897 = getelementptr inbounds nuw i8, ptr %883, i64 64
  %898 = bitcast i16 %896 to <16 x i1>
  %899 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %897, <16 x i1> %898, <16 x float> splat (float 0xFFF0000000000000))
  br label %900

900:                                              ; preds = %882, %876, %871
  %901 = phi <16 x float> [ %894, %882 ], [ %873, %871 ], [ splat (float 0xFFF0000000000000), %876 ]
  %902 = phi <16 x float> [ %899, %882 ], [ %875, %871 ], [ splat (float 0xFFF0000000000000), %876 ]
  %903 = shufflevector <16 x float> %901, <16 x float> %902, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %904 = shufflevector <16 x float> %901, <16 x float> %902, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %905 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %862, <16 x float> splat (float 0xFFF0000000000000), i32 4)
  %906 = fcmp uno <16 x float> %862, %863
  %907 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %863, <16 x float> %905, i32 4)
  %908 = shl i64 %864, 6
  %909 = getelementptr i8, ptr %836, i64 %908
  %910 = getelementptr i8, ptr %909, i64 -64
  %911 = select <16 x i1> %906, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %907
  store <16 x float> %911, ptr %910, align 64
  %912 = add nuw nsw i64 %864, 1
  %913 = icmp eq i64 %619, %864
  br i1 %913, label %914, label %861

914:                                              ; preds = %900, %855, %840
  store i64 %834, ptr %837, align 8
  br label %915

915:                                              ; preds = %914, %832
  %916 = add nuw nsw i32 %827, 1
  %917 = zext nneg i32 %827 to i64
  %918 = getelementptr inbounds nuw ptr, ptr %629, i64 %917
  store ptr %836, ptr %918, align 8
  br label %919

919:                                              ; preds = %915, %826
  %920 = phi i32 [ %916, %915 ], [ %827, %826 ]
  %921 = add nsw i64 %731, %728
  %922 = mul nsw i64 %921, %8
  %923 = getelementptr inbounds float, ptr %696, i64 %922
  br i1 %642, label %737, label %926

924:                                              ; preds = %737, %933
  %925 = phi i64 [ 0, %737 ], [ %944, %933 ]
  br i1 %738, label %946, label %933

926:                                              ; preds = %933, %919
  %927 = add nsw i64 %731, 1
  %928 = icmp eq i64 %927, %721
  br i1 %928, label %956, label %730

929:                                              ; preds = %951, %946
  %930 = phi <16 x i1> [ %949, %946 ], [ %954, %951 ]
  %931 = phi <16 x float> [ %950, %946 ], [ %955, %951 ]
  %932 = select <16 x i1> %930, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %931
  br label %933

933:                                              ; preds = %929, %924
  %934 = phi <16 x float> [ splat (float 0xFFF0000000000000), %924 ], [ %932, %929 ]
  %935 = getelementptr inbounds nuw float, ptr %923, i64 %925
  %936 = sub nsw i64 %8, %925
  %937 = icmp sgt i64 %936, 15
  %938 = trunc i64 %936 to i32
  %939 = shl nsw i32 -1, %938
  %940 = trunc i32 %939 to i16
  %941 = xor i16 %940, -1
  %942 = select i1 %937, i16 -1, i16 %941
  %943 = bitcast i16 %942 to <16 x i1>
  call void @llvm.masked.store.v16f32.p0(<16 x float> %934, ptr align 1 %935, <16 x i1> %943)
  %944 = add nuw nsw i64 %925, 16
  %945 = icmp slt i64 %944, %8
  br i1 %945, label %924, label %926

946:                                              ; preds = %924
  %947 = getelementptr inbounds nuw float, ptr %739, i64 %925
  %948 = load <16 x float>, ptr %947, align 1
  %949 = fcmp uno <16 x float> %948, zeroinitializer
  %950 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %948, <16 x float> splat (float 0xFFF0000000000000), i32 4)
  br i1 %740, label %929, label %951

951:                                              ; preds = %946
  %952 = getelementptr inbounds nuw float, ptr %741, i64 %925
  %953 = load <16 x float>, ptr %952, align 1
  %954 = fcmp uno <16 x float> %948, %953
  %955 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %953, <16 x float> %950, i32 4)
  br label %929

956:                                              ; preds = %926, %718, %712
  %957 = add nuw nsw i64 %703, 1
  %958 = icmp eq i64 %957, %676
  br i1 %958, label %697, label %702

959:                                              ; preds = %609
  %960 = add nsw i64 %9, -1
  %961 = mul nsw i64 %13, %960
  br i1 %334, label %962, label %1334

962:                                              ; preds = %959, %962
  %963 = phi i64 [ %965, %962 ], [ 1, %959 ]
  %964 = icmp sgt i64 %963, %961
  %965 = shl i64 %963, 1
  br i1 %964, label %966, label %962

966:                                              ; preds = %962
  %967 = add nsw i64 %8, 15
  %968 = sdiv i64 %967, 16
  %969 = shl nsw i64 %968, 4
  %970 = mul nsw i64 %963, %969
  %971 = icmp sgt i64 %970, 4096
  %972 = icmp sgt i64 %9, 4096
  %973 = or i1 %972, %971
  br i1 %973, label %2043, label %974

974:                                              ; preds = %966
  %975 = icmp sge i64 %2, %3
  %976 = icmp slt i64 %19, 1
  %977 = or i1 %975, %976
  br i1 %977, label %2043, label %978

978:                                              ; preds = %974
  %979 = tail call i64 @llvm.smin.i64(i64 %19, i64 %7)
  %980 = tail call ptr @llvm.stacksave.p0()
  %981 = alloca i64, i64 %963, align 16
  %982 = alloca ptr, i64 %9, align 16
  %983 = add i64 %10, -1
  %984 = mul nsw i64 %14, %983
  %985 = icmp slt i64 %984, 16
  %986 = icmp sgt i64 %963, 0
  br i1 %986, label %987, label %989

987:                                              ; preds = %978
  %988 = shl nuw i64 %963, 3
  call void @llvm.memset.p0.i64(ptr nonnull align 16 %981, i8 -1, i64 %988, i1 false)
  br label %989

989:                                              ; preds = %987, %978
  %990 = add i64 %7, -1
  %991 = add i64 %990, %979
  %992 = sdiv i64 %991, %979
  %993 = mul nsw i64 %992, %4
  %994 = sdiv i64 %2, %993
  %995 = mul nsw i64 %994, %993
  %996 = icmp slt i64 %995, %3
  br i1 %996, label %997, label %2040

997:                                              ; preds = %989
  %998 = add i64 %4, -1
  %999 = mul i64 %6, %5
  %1000 = icmp sgt i64 %9, 0
  %1001 = add nsw i64 %963, -1
  %1002 = icmp sgt i64 %8, 0
  %1003 = icmp sgt i64 %10, 0
  %1004 = icmp slt i64 %8, -30
  %1005 = tail call i64 @llvm.smax.i64(i64 %968, i64 0)
  %1006 = sub i64 %3, %995
  %1007 = insertelement <16 x i64> poison, i64 %6, i64 0
  %1008 = shufflevector <16 x i64> %1007, <16 x i64> poison, <16 x i32> zeroinitializer
  %1009 = and i64 %10, 1
  %1010 = icmp eq i64 %983, 0
  %1011 = and i64 %10, 9223372036854775806
  %1012 = icmp eq i64 %14, 0
  %1013 = icmp eq i64 %1009, 0
  %1014 = icmp ne i64 %1009, 0
  br label %1015

1015:                                             ; preds = %997, %1045
  %1016 = phi i64 [ %995, %997 ], [ %1048, %1045 ]
  %1017 = phi i64 [ %1006, %997 ], [ %1050, %1045 ]
  %1018 = phi i64 [ %994, %997 ], [ %1047, %1045 ]
  %1019 = phi <16 x float> [ undef, %997 ], [ %1046, %1045 ]
  %1020 = call i64 @llvm.smin.i64(i64 %1017, i64 %993)
  %1021 = add i64 %1020, %1016
  %1022 = call i64 @llvm.smax.i64(i64 %2, i64 %1016)
  %1023 = sub i64 %1021, %1022
  %1024 = call i64 @llvm.smin.i64(i64 %4, i64 %1023)
  %1025 = icmp sgt i64 %2, %1016
  %1026 = sub nsw i64 %2, %1016
  %1027 = select i1 %1025, i64 %1026, i64 0
  %1028 = sub nsw i64 %3, %1016
  %1029 = call i64 @llvm.smin.i64(i64 %1028, i64 %993)
  %1030 = sub nsw i64 %1029, %1027
  %1031 = icmp slt i64 %1030, %4
  br i1 %1031, label %1032, label %1034

1032:                                             ; preds = %1015
  %1033 = srem i64 %1027, %4
  br label %1034

1034:                                             ; preds = %1032, %1015
  %1035 = phi i64 [ %1033, %1032 ], [ 0, %1015 ]
  %1036 = call i64 @llvm.smin.i64(i64 %1030, i64 %4)
  %1037 = icmp sgt i64 %1036, 0
  br i1 %1037, label %1038, label %1045

1038:                                             ; preds = %1034
  %1039 = add i64 %998, %1027
  %1040 = mul nsw i64 %1018, %4
  %1041 = mul nsw i64 %1018, %17
  %1042 = getelementptr inbounds float, ptr %27, i64 %1041
  %1043 = mul nsw i64 %1018, %18
  %1044 = getelementptr inbounds float, ptr %28, i64 %1043
  br label %1051

1045:                                             ; preds = %1330, %1034
  %1046 = phi <16 x float> [ %1019, %1034 ], [ %1331, %1330 ]
  %1047 = add nsw i64 %1018, 1
  %1048 = add i64 %1016, %993
  %1049 = icmp slt i64 %1048, %3
  %1050 = sub i64 %1017, %993
  br i1 %1049, label %1015, label %2040

1051:                                             ; preds = %1038, %1330
  %1052 = phi i64 [ 0, %1038 ], [ %1332, %1330 ]
  %1053 = phi <16 x float> [ %1019, %1038 ], [ %1331, %1330 ]
  %1054 = add nsw i64 %1052, %1035
  %1055 = icmp slt i64 %1054, %4
  %1056 = select i1 %1055, i64 0, i64 %4
  %1057 = sub nsw i64 %1054, %1056
  %1058 = icmp sgt i64 %1027, %1057
  br i1 %1058, label %1059, label %1062

1059:                                             ; preds = %1051
  %1060 = sub i64 %1039, %1057
  %1061 = sdiv i64 %1060, %4
  br label %1062

1062:                                             ; preds = %1059, %1051
  %1063 = phi i64 [ %1061, %1059 ], [ 0, %1051 ]
  %1064 = xor i64 %1057, -1
  %1065 = add i64 %1029, %1064
  %1066 = sdiv i64 %1065, %4
  %1067 = icmp sgt i64 %1063, %1066
  br i1 %1067, label %1330, label %1068

1068:                                             ; preds = %1062
  %1069 = add nsw i64 %1066, 1
  %1070 = mul nsw i64 %1069, %979
  %1071 = call i64 @llvm.smin.i64(i64 %1070, i64 %7)
  %1072 = mul i64 %999, %1057
  %1073 = getelementptr inbounds float, ptr %1042, i64 %1072
  %1074 = mul nsw i64 %1063, %979
  %1075 = icmp slt i64 %1074, %1071
  br i1 %1075, label %1076, label %1330

1076:                                             ; preds = %1068
  %1077 = add nsw i64 %1057, %1040
  %1078 = mul nsw i64 %1057, %7
  %1079 = mul nsw i64 %1077, %5
  br label %1080

1080:                                             ; preds = %1076, %1271
  %1081 = phi i64 [ %1074, %1076 ], [ %1272, %1271 ]
  %1082 = phi <16 x float> [ %1053, %1076 ], [ %1090, %1271 ]
  %1083 = add nsw i64 %1081, %1078
  %1084 = mul nsw i64 %1083, %8
  %1085 = getelementptr inbounds float, ptr %1044, i64 %1084
  br i1 %1000, label %1086, label %1089

1086:                                             ; preds = %1080
  %1087 = mul nsw i64 %1081, %11
  %1088 = sub i64 %1087, %15
  br label %1100

1089:                                             ; preds = %1263, %1080
  %1090 = phi <16 x float> [ %1082, %1080 ], [ %1264, %1263 ]
  %1091 = phi i32 [ 0, %1080 ], [ %1265, %1263 ]
  br i1 %1002, label %1092, label %1271

1092:                                             ; preds = %1089
  %1093 = icmp sgt i32 %1091, 0
  %1094 = zext i32 %1091 to i64
  %1095 = and i64 %1094, 1
  %1096 = icmp eq i32 %1091, 1
  %1097 = and i64 %1094, 2147483646
  %1098 = icmp eq i64 %1095, 0
  %1099 = icmp ne i64 %1095, 0
  br label %1268

1100:                                             ; preds = %1086, %1263
  %1101 = phi i64 [ 0, %1086 ], [ %1266, %1263 ]
  %1102 = phi i32 [ 0, %1086 ], [ %1265, %1263 ]
  %1103 = phi <16 x float> [ %1082, %1086 ], [ %1264, %1263 ]
  %1104 = mul nsw i64 %1101, %13
  %1105 = add i64 %1088, %1104
  %1106 = icmp sgt i64 %1105, -1
  %1107 = icmp slt i64 %1105, %5
  %1108 = and i1 %1106, %1107
  br i1 %1108, label %1109, label %1263

1109:                                             ; preds = %1100
  %1110 = and i64 %1105, %1001
  %1111 = add nsw i64 %1105, %1079
  %1112 = mul nsw i64 %1110, %969
  %1113 = getelementptr inbounds float, ptr %26, i64 %1112
  %1114 = getelementptr inbounds nuw i64, ptr %981, i64 %1110
  %1115 = load i64, ptr %1114, align 8
  %1116 = icmp eq i64 %1115, %1111
  br i1 %1116, label %1258, label %1117

1117:                                             ; preds = %1109
  %1118 = mul nsw i64 %1105, %6
  %1119 = getelementptr inbounds float, ptr %1073, i64 %1118
  br i1 %985, label %1120, label %1223

1120:                                             ; preds = %1117
  br i1 %1004, label %1256, label %1121

1121:                                             ; preds = %1120, %1220
  %1122 = phi i64 [ %1221, %1220 ], [ 0, %1120 ]
  %1123 = phi <16 x float> [ %1151, %1220 ], [ %1103, %1120 ]
  %1124 = shl nsw i64 %1122, 4
  %1125 = sub nsw i64 %1124, %16
  %1126 = icmp slt i64 %1125, 0
  %1127 = add nuw nsw i64 %1125, 16
  %1128 = icmp sgt i64 %1127, %6
  %1129 = select i1 %1126, i1 true, i1 %1128
  br i1 %1129, label %1133, label %1130

1130:                                             ; preds = %1121
  %1131 = getelementptr inbounds nuw float, ptr %1119, i64 %1125
  %1132 = load <16 x float>, ptr %1131, align 1
  br label %1150

1133:                                             ; preds = %1121
  %1134 = sub nsw i64 0, %1125
  %1135 = select i1 %1126, i64 %1134, i64 0
  %1136 = sub nsw i64 %6, %1125
  %1137 = call i64 @llvm.smin.i64(i64 %1136, i64 16)
  %1138 = icmp sgt i64 %1137, %1135
  br i1 %1138, label %1139, label %1150

1139:                                             ; preds = %1133
  %1140 = trunc i64 %1137 to i32
  %1141 = shl nsw i32 -1, %1140
  %1142 = xor i32 %1141, -1
  %1143 = trunc i64 %1135 to i32
  %1144 = shl nsw i32 -1, %1143
  %1145 = and i32 %1144, %1142
  %1146 = trunc i32 %1145 to i16
  %1147 = getelementptr inbounds float, ptr %1119, i64 %1125
  %1148 = bitcast i16 %1146 to <16 x i1>
  %1149 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1147, <16 x i1> %1148, <16 x float> splat (float 0xFFF0000000000000))
  br label %1150

1150:                                             ; preds = %1139, %1133, %1130
  %1151 = phi <16 x float> [ %1132, %1130 ], [ %1149, %1139 ], [ splat (float 0xFFF0000000000000), %1133 ]
  %1152 = icmp eq i64 %1122, 0
  br i1 %1152, label %1220, label %1153

1153:                                             ; preds = %1150
  br i1 %1003, label %1154, label %1179

1154:                                             ; preds = %1153
  br i1 %1010, label %1156, label %1184

1155:                                             ; preds = %1211
  br i1 %1013, label %1174, label %1156

1156:                                             ; preds = %1155, %1154
  %1157 = phi <16 x float> [ splat (float 0xFFF0000000000000), %1154 ], [ %1216, %1155 ]
  %1158 = phi i16 [ 0, %1154 ], [ %1215, %1155 ]
  %1159 = phi i64 [ 0, %1154 ], [ %1217, %1155 ]
  call void @llvm.assume(i1 %1014)
  %1160 = mul nsw i64 %1159, %14
  %1161 = icmp eq i64 %1160, 0
  br i1 %1161, label %1168, label %1162

1162:                                             ; preds = %1156
  %1163 = trunc i64 %1160 to i32
  %1164 = insertelement <16 x i32> poison, i32 %1163, i64 0
  %1165 = shufflevector <16 x i32> %1164, <16 x i32> poison, <16 x i32> zeroinitializer
  %1166 = add <16 x i32> %1165, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %1167 = call <16 x float> @llvm.x86.avx512.vpermi2var.ps.512(<16 x float> %1123, <16 x i32> %1166, <16 x float> %1151)
  br label %1168

1168:                                             ; preds = %1162, %1156
  %1169 = phi <16 x float> [ %1167, %1162 ], [ %1123, %1156 ]
  %1170 = fcmp uno <16 x float> %1169, zeroinitializer
  %1171 = bitcast <16 x i1> %1170 to i16
  %1172 = or i16 %1158, %1171
  %1173 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1169, <16 x float> %1157, i32 4)
  br label %1174

1174:                                             ; preds = %1155, %1168
  %1175 = phi i16 [ %1215, %1155 ], [ %1172, %1168 ]
  %1176 = phi <16 x float> [ %1216, %1155 ], [ %1173, %1168 ]
  %1177 = bitcast i16 %1175 to <16 x i1>
  %1178 = select <16 x i1> %1177, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %1176
  br label %1179

1179:                                             ; preds = %1174, %1153
  %1180 = phi <16 x float> [ splat (float 0xFFF0000000000000), %1153 ], [ %1178, %1174 ]
  %1181 = shl i64 %1122, 6
  %1182 = getelementptr i8, ptr %1113, i64 %1181
  %1183 = getelementptr i8, ptr %1182, i64 -64
  store <16 x float> %1180, ptr %1183, align 64
  br label %1220

1184:                                             ; preds = %1154, %1211
  %1185 = phi <16 x float> [ %1216, %1211 ], [ splat (float 0xFFF0000000000000), %1154 ]
  %1186 = phi i16 [ %1215, %1211 ], [ 0, %1154 ]
  %1187 = phi i64 [ %1217, %1211 ], [ 0, %1154 ]
  %1188 = phi i64 [ %1218, %1211 ], [ 0, %1154 ]
  %1189 = mul nsw i64 %1187, %14
  %1190 = icmp eq i64 %1189, 0
  br i1 %1190, label %1197, label %1191

1191:                                             ; preds = %1184
  %1192 = trunc i64 %1189 to i32
  %1193 = insertelement <16 x i32> poison, i32 %1192, i64 0
  %1194 = shufflevector <16 x i32> %1193, <16 x i32> poison, <16 x i32> zeroinitializer
  %1195 = add <16 x i32> %1194, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %1196 = call <16 x float> @llvm.x86.avx512.vpermi2var.ps.512(<16 x float> %1123, <16 x i32> %1195, <16 x float> %1151)
  br label %1197

1197:                                             ; preds = %1184, %1191
  %1198 = phi <16 x float> [ %1196, %1191 ], [ %1123, %1184 ]
  %1199 = fcmp uno <16 x float> %1198, zeroinitializer
  %1200 = bitcast <16 x i1> %1199 to i16
  %1201 = or i16 %1186, %1200
  %1202 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1198, <16 x float> %1185, i32 4)
  br i1 %1012, label %1211, label %1203

1203:                                             ; preds = %1197
  %1204 = or disjoint i64 %1187, 1
  %1205 = mul nsw i64 %1204, %14
  %1206 = trunc i64 %1205 to i32
  %1207 = insertelement <16 x i32> poison, i32 %1206, i64 0
  %1208 = shufflevector <16 x i32> %1207, <16 x i32> poison, <16 x i32> zeroinitializer
  %1209 = add <16 x i32> %1208, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %1210 = call <16 x float> @llvm.x86.avx512.vpermi2var.ps.512(<16 x float> %1123, <16 x i32> %1209, <16 x float> %1151)
  br label %1211

1211:                                             ; preds = %1203, %1197
  %1212 = phi <16 x float> [ %1210, %1203 ], [ %1123, %1197 ]
  %1213 = fcmp uno <16 x float> %1212, zeroinitializer
  %1214 = bitcast <16 x i1> %1213 to i16
  %1215 = or i16 %1201, %1214
  %1216 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1212, <16 x float> %1202, i32 4)
  %1217 = add nuw nsw i64 %1187, 2
  %1218 = add i64 %1188, 2
  %1219 = icmp eq i64 %1218, %1011
  br i1 %1219, label %1155, label %1184

1220:                                             ; preds = %1179, %1150
  %1221 = add nuw nsw i64 %1122, 1
  %1222 = icmp eq i64 %1122, %1005
  br i1 %1222, label %1256, label %1121

1223:                                             ; preds = %1117
  br i1 %1002, label %1224, label %1256

1224:                                             ; preds = %1223, %1231
  %1225 = phi i64 [ %1234, %1231 ], [ 0, %1223 ]
  br i1 %1003, label %1226, label %1231

1226:                                             ; preds = %1224
  %1227 = sub i64 %1225, %16
  br label %1236

1228:                                             ; preds = %1236
  %1229 = bitcast i16 %1252 to <16 x i1>
  %1230 = select <16 x i1> %1229, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %1253
  br label %1231

1231:                                             ; preds = %1228, %1224
  %1232 = phi <16 x float> [ splat (float 0xFFF0000000000000), %1224 ], [ %1230, %1228 ]
  %1233 = getelementptr inbounds nuw float, ptr %1113, i64 %1225
  store <16 x float> %1232, ptr %1233, align 64
  %1234 = add nuw nsw i64 %1225, 16
  %1235 = icmp slt i64 %1234, %969
  br i1 %1235, label %1224, label %1256

1236:                                             ; preds = %1226, %1236
  %1237 = phi i64 [ 0, %1226 ], [ %1254, %1236 ]
  %1238 = phi i16 [ 0, %1226 ], [ %1252, %1236 ]
  %1239 = phi <16 x float> [ splat (float 0xFFF0000000000000), %1226 ], [ %1253, %1236 ]
  %1240 = mul nsw i64 %1237, %14
  %1241 = add i64 %1227, %1240
  %1242 = insertelement <16 x i64> poison, i64 %1241, i64 0
  %1243 = shufflevector <16 x i64> %1242, <16 x i64> poison, <16 x i32> zeroinitializer
  %1244 = add <16 x i64> %1243, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %1245 = icmp sgt <16 x i64> %1244, splat (i64 -1)
  %1246 = icmp slt <16 x i64> %1244, %1008
  %1247 = and <16 x i1> %1245, %1246
  %1248 = getelementptr float, ptr %1119, i64 %1241
  %1249 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %1248, <16 x i1> %1247, <16 x float> splat (float 0xFFF0000000000000))
  %1250 = fcmp uno <16 x float> %1249, zeroinitializer
  %1251 = bitcast <16 x i1> %1250 to i16
  %1252 = or i16 %1238, %1251
  %1253 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1249, <16 x float> %1239, i32 4)
  %1254 = add nuw nsw i64 %1237, 1
  %1255 = icmp eq i64 %1254, %10
  br i1 %1255, label %1228, label %1236

1256:                                             ; preds = %1231, %1220, %1223, %1120
  %1257 = phi <16 x float> [ %1103, %1223 ], [ %1103, %1120 ], [ %1151, %1220 ], [ %1103, %1231 ]
  store i64 %1111, ptr %1114, align 8
  br label %1258

1258:                                             ; preds = %1256, %1109
  %1259 = phi <16 x float> [ %1103, %1109 ], [ %1257, %1256 ]
  %1260 = add nsw i32 %1102, 1
  %1261 = sext i32 %1102 to i64
  %1262 = getelementptr inbounds ptr, ptr %982, i64 %1261
  store ptr %1113, ptr %1262, align 8
  br label %1263

1263:                                             ; preds = %1258, %1100
  %1264 = phi <16 x float> [ %1259, %1258 ], [ %1103, %1100 ]
  %1265 = phi i32 [ %1260, %1258 ], [ %1102, %1100 ]
  %1266 = add nuw nsw i64 %1101, 1
  %1267 = icmp eq i64 %1266, %9
  br i1 %1267, label %1089, label %1100

1268:                                             ; preds = %1092, %1292
  %1269 = phi i64 [ 0, %1092 ], [ %1303, %1292 ]
  br i1 %1093, label %1270, label %1292

1270:                                             ; preds = %1268
  br i1 %1096, label %1275, label %1305

1271:                                             ; preds = %1292, %1089
  %1272 = add nsw i64 %1081, 1
  %1273 = icmp eq i64 %1272, %1071
  br i1 %1273, label %1330, label %1080

1274:                                             ; preds = %1305
  br i1 %1098, label %1287, label %1275

1275:                                             ; preds = %1274, %1270
  %1276 = phi i64 [ 0, %1270 ], [ %1327, %1274 ]
  %1277 = phi i16 [ 0, %1270 ], [ %1325, %1274 ]
  %1278 = phi <16 x float> [ splat (float 0xFFF0000000000000), %1270 ], [ %1326, %1274 ]
  call void @llvm.assume(i1 %1099)
  %1279 = getelementptr inbounds nuw ptr, ptr %982, i64 %1276
  %1280 = load ptr, ptr %1279, align 8
  %1281 = getelementptr inbounds nuw float, ptr %1280, i64 %1269
  %1282 = load <16 x float>, ptr %1281, align 1
  %1283 = fcmp uno <16 x float> %1282, zeroinitializer
  %1284 = bitcast <16 x i1> %1283 to i16
  %1285 = or i16 %1277, %1284
  %1286 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1282, <16 x float> %1278, i32 4)
  br label %1287

1287:                                             ; preds = %1274, %1275
  %1288 = phi i16 [ %1325, %1274 ], [ %1285, %1275 ]
  %1289 = phi <16 x float> [ %1326, %1274 ], [ %1286, %1275 ]
  %1290 = bitcast i16 %1288 to <16 x i1>
  %1291 = select <16 x i1> %1290, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %1289
  br label %1292

1292:                                             ; preds = %1287, %1268
  %1293 = phi <16 x float> [ splat (float 0xFFF0000000000000), %1268 ], [ %1291, %1287 ]
  %1294 = getelementptr inbounds nuw float, ptr %1085, i64 %1269
  %1295 = sub nsw i64 %8, %1269
  %1296 = icmp sgt i64 %1295, 15
  %1297 = trunc i64 %1295 to i32
  %1298 = shl nsw i32 -1, %1297
  %1299 = trunc i32 %1298 to i16
  %1300 = xor i16 %1299, -1
  %1301 = select i1 %1296, i16 -1, i16 %1300
  %1302 = bitcast i16 %1301 to <16 x i1>
  call void @llvm.masked.store.v16f32.p0(<16 x float> %1293, ptr align 1 %1294, <16 x i1> %1302)
  %1303 = add nuw nsw i64 %1269, 16
  %1304 = icmp slt i64 %1303, %8
  br i1 %1304, label %1268, label %1271

1305:                                             ; preds = %1270, %1305
  %1306 = phi i64 [ %1327, %1305 ], [ 0, %1270 ]
  %1307 = phi i16 [ %1325, %1305 ], [ 0, %1270 ]
  %1308 = phi <16 x float> [ %1326, %1305 ], [ splat (float 0xFFF0000000000000), %1270 ]
  %1309 = phi i64 [ %1328, %1305 ], [ 0, %1270 ]
  %1310 = getelementptr inbounds nuw ptr, ptr %982, i64 %1306
  %1311 = load ptr, ptr %1310, align 16
  %1312 = getelementptr inbounds nuw float, ptr %1311, i64 %1269
  %1313 = load <16 x float>, ptr %1312, align 1
  %1314 = fcmp uno <16 x float> %1313, zeroinitializer
  %1315 = bitcast <16 x i1> %1314 to i16
  %1316 = or i16 %1307, %1315
  %1317 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1313, <16 x float> %1308, i32 4)
  %1318 = getelementptr inbounds nuw ptr, ptr %982, i64 %1306
  %1319 = getelementptr inbounds nuw i8, ptr %1318, i64 8
  %1320 = load ptr, ptr %1319, align 8
  %1321 = getelementptr inbounds nuw float, ptr %1320, i64 %1269
  %1322 = load <16 x float>, ptr %1321, align 1
  %1323 = fcmp uno <16 x float> %1322, zeroinitializer
  %1324 = bitcast <16 x i1> %1323 to i16
  %1325 = or i16 %1316, %1324
  %1326 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1322, <16 x float> %1317, i32 4)
  %1327 = add nuw nsw i64 %1306, 2
  %1328 = add i64 %1309, 2
  %1329 = icmp eq i64 %1328, %1097
  br i1 %1329, label %1274, label %1305

1330:                                             ; preds = %1271, %1068, %1062
  %1331 = phi <16 x float> [ %1053, %1062 ], [ %1053, %1068 ], [ %1090, %1271 ]
  %1332 = add nuw nsw i64 %1052, 1
  %1333 = icmp eq i64 %1332, %1024
  br i1 %1333, label %1045, label %1051

1334:                                             ; preds = %959
  br i1 %32, label %1335, label %1677

1335:                                             ; preds = %1334, %1335
  %1336 = phi i64 [ %1338, %1335 ], [ 1, %1334 ]
  %1337 = icmp sgt i64 %1336, %961
  %1338 = shl i64 %1336, 1
  br i1 %1337, label %1339, label %1335

1339:                                             ; preds = %1335
  %1340 = add nsw i64 %8, 15
  %1341 = sdiv i64 %1340, 16
  %1342 = shl nsw i64 %1341, 4
  %1343 = mul nsw i64 %1336, %1342
  %1344 = icmp sgt i64 %1343, 4096
  %1345 = icmp sgt i64 %9, 4096
  %1346 = or i1 %1345, %1344
  br i1 %1346, label %2043, label %1347

1347:                                             ; preds = %1339
  %1348 = icmp sge i64 %2, %3
  %1349 = icmp slt i64 %19, 1
  %1350 = or i1 %1348, %1349
  br i1 %1350, label %2043, label %1351

1351:                                             ; preds = %1347
  %1352 = tail call i64 @llvm.smin.i64(i64 %19, i64 %7)
  %1353 = tail call ptr @llvm.stacksave.p0()
  %1354 = alloca i64, i64 %1336, align 16
  %1355 = alloca ptr, i64 %9, align 16
  %1356 = add nsw i64 %10, -1
  %1357 = mul nsw i64 %14, %1356
  %1358 = icmp slt i64 %1357, 32
  %1359 = icmp sgt i64 %1336, 0
  br i1 %1359, label %1360, label %1362

1360:                                             ; preds = %1351
  %1361 = shl nuw i64 %1336, 3
  call void @llvm.memset.p0.i64(ptr nonnull align 16 %1354, i8 -1, i64 %1361, i1 false)
  br label %1362

1362:                                             ; preds = %1360, %1351
  %1363 = add i64 %7, -1
  %1364 = add i64 %1363, %1352
  %1365 = sdiv i64 %1364, %1352
  %1366 = mul nsw i64 %1365, %4
  %1367 = sdiv i64 %2, %1366
  %1368 = mul nsw i64 %1367, %1366
  %1369 = icmp slt i64 %1368, %3
  br i1 %1369, label %1370, label %2040

1370:                                             ; preds = %1362
  %1371 = add i64 %4, -1
  %1372 = mul i64 %6, %5
  %1373 = icmp sgt i64 %9, 0
  %1374 = add nsw i64 %1336, -1
  %1375 = icmp sgt i64 %8, 0
  %1376 = icmp sgt i64 %10, 0
  %1377 = icmp slt i64 %8, -30
  %1378 = getelementptr inbounds nuw i8, ptr %25, i64 64
  %1379 = getelementptr inbounds nuw i8, ptr %24, i64 64
  %1380 = tail call i64 @llvm.smax.i64(i64 %1341, i64 0)
  %1381 = sub i64 %3, %1368
  %1382 = insertelement <16 x i64> poison, i64 %6, i64 0
  %1383 = shufflevector <16 x i64> %1382, <16 x i64> poison, <16 x i32> zeroinitializer
  br label %1384

1384:                                             ; preds = %1370, %1413
  %1385 = phi i64 [ %1368, %1370 ], [ %1415, %1413 ]
  %1386 = phi i64 [ %1381, %1370 ], [ %1417, %1413 ]
  %1387 = phi i64 [ %1367, %1370 ], [ %1414, %1413 ]
  %1388 = call i64 @llvm.smin.i64(i64 %1386, i64 %1366)
  %1389 = add i64 %1388, %1385
  %1390 = call i64 @llvm.smax.i64(i64 %2, i64 %1385)
  %1391 = sub i64 %1389, %1390
  %1392 = call i64 @llvm.smin.i64(i64 %4, i64 %1391)
  %1393 = icmp sgt i64 %2, %1385
  %1394 = sub nsw i64 %2, %1385
  %1395 = select i1 %1393, i64 %1394, i64 0
  %1396 = sub nsw i64 %3, %1385
  %1397 = call i64 @llvm.smin.i64(i64 %1396, i64 %1366)
  %1398 = sub nsw i64 %1397, %1395
  %1399 = icmp slt i64 %1398, %4
  br i1 %1399, label %1400, label %1402

1400:                                             ; preds = %1384
  %1401 = srem i64 %1395, %4
  br label %1402

1402:                                             ; preds = %1400, %1384
  %1403 = phi i64 [ %1401, %1400 ], [ 0, %1384 ]
  %1404 = call i64 @llvm.smin.i64(i64 %1398, i64 %4)
  %1405 = icmp sgt i64 %1404, 0
  br i1 %1405, label %1406, label %1413

1406:                                             ; preds = %1402
  %1407 = add i64 %1371, %1395
  %1408 = mul nsw i64 %1387, %4
  %1409 = mul nsw i64 %1387, %17
  %1410 = getelementptr inbounds float, ptr %27, i64 %1409
  %1411 = mul nsw i64 %1387, %18
  %1412 = getelementptr inbounds float, ptr %28, i64 %1411
  br label %1418

1413:                                             ; preds = %1674, %1402
  %1414 = add nsw i64 %1387, 1
  %1415 = add i64 %1385, %1366
  %1416 = icmp slt i64 %1415, %3
  %1417 = sub i64 %1386, %1366
  br i1 %1416, label %1384, label %2040

1418:                                             ; preds = %1406, %1674
  %1419 = phi i64 [ 0, %1406 ], [ %1675, %1674 ]
  %1420 = add nsw i64 %1419, %1403
  %1421 = icmp slt i64 %1420, %4
  %1422 = select i1 %1421, i64 0, i64 %4
  %1423 = sub nsw i64 %1420, %1422
  %1424 = icmp sgt i64 %1395, %1423
  br i1 %1424, label %1425, label %1428

1425:                                             ; preds = %1418
  %1426 = sub i64 %1407, %1423
  %1427 = sdiv i64 %1426, %4
  br label %1428

1428:                                             ; preds = %1425, %1418
  %1429 = phi i64 [ %1427, %1425 ], [ 0, %1418 ]
  %1430 = xor i64 %1423, -1
  %1431 = add i64 %1397, %1430
  %1432 = sdiv i64 %1431, %4
  %1433 = icmp sgt i64 %1429, %1432
  br i1 %1433, label %1674, label %1434

1434:                                             ; preds = %1428
  %1435 = add nsw i64 %1432, 1
  %1436 = mul nsw i64 %1435, %1352
  %1437 = call i64 @llvm.smin.i64(i64 %1436, i64 %7)
  %1438 = mul i64 %1372, %1423
  %1439 = getelementptr inbounds float, ptr %1410, i64 %1438
  %1440 = mul nsw i64 %1429, %1352
  %1441 = icmp slt i64 %1440, %1437
  br i1 %1441, label %1442, label %1674

1442:                                             ; preds = %1434
  %1443 = add nsw i64 %1423, %1408
  %1444 = mul nsw i64 %1423, %7
  %1445 = mul nsw i64 %1443, %5
  br label %1446

1446:                                             ; preds = %1442, %1615
  %1447 = phi i64 [ %1440, %1442 ], [ %1616, %1615 ]
  %1448 = add nsw i64 %1447, %1444
  %1449 = mul nsw i64 %1448, %8
  %1450 = getelementptr inbounds float, ptr %1412, i64 %1449
  br i1 %1373, label %1451, label %1454

1451:                                             ; preds = %1446
  %1452 = mul nsw i64 %1447, %11
  %1453 = sub i64 %1452, %15
  br label %1464

1454:                                             ; preds = %1608, %1446
  %1455 = phi i32 [ 0, %1446 ], [ %1609, %1608 ]
  br i1 %1375, label %1456, label %1615

1456:                                             ; preds = %1454
  %1457 = icmp sgt i32 %1455, 0
  %1458 = zext i32 %1455 to i64
  %1459 = and i64 %1458, 1
  %1460 = icmp eq i32 %1455, 1
  %1461 = and i64 %1458, 2147483646
  %1462 = icmp eq i64 %1459, 0
  %1463 = icmp ne i64 %1459, 0
  br label %1612

1464:                                             ; preds = %1451, %1608
  %1465 = phi i64 [ 0, %1451 ], [ %1610, %1608 ]
  %1466 = phi i32 [ 0, %1451 ], [ %1609, %1608 ]
  %1467 = mul nsw i64 %1465, %13
  %1468 = add i64 %1453, %1467
  %1469 = icmp sgt i64 %1468, -1
  %1470 = icmp slt i64 %1468, %5
  %1471 = and i1 %1469, %1470
  br i1 %1471, label %1472, label %1608

1472:                                             ; preds = %1464
  %1473 = and i64 %1468, %1374
  %1474 = add nsw i64 %1468, %1445
  %1475 = mul nsw i64 %1473, %1342
  %1476 = getelementptr inbounds float, ptr %26, i64 %1475
  %1477 = getelementptr inbounds nuw i64, ptr %1354, i64 %1473
  %1478 = load i64, ptr %1477, align 8
  %1479 = icmp eq i64 %1478, %1474
  br i1 %1479, label %1604, label %1480

1480:                                             ; preds = %1472
  %1481 = mul nsw i64 %1468, %6
  %1482 = getelementptr inbounds float, ptr %1439, i64 %1481
  br i1 %1358, label %1483, label %1566

1483:                                             ; preds = %1480
  call void @llvm.lifetime.start.p0(ptr nonnull %24)
  call void @llvm.lifetime.start.p0(ptr nonnull %25)
  br i1 %1377, label %1565, label %1484

1484:                                             ; preds = %1483, %1562
  %1485 = phi i64 [ %1563, %1562 ], [ 0, %1483 ]
  %1486 = shl nsw i64 %1485, 5
  %1487 = sub nsw i64 %1486, %16
  %1488 = icmp slt i64 %1487, 0
  %1489 = add nuw nsw i64 %1487, 32
  %1490 = icmp sgt i64 %1489, %6
  %1491 = select i1 %1488, i1 true, i1 %1490
  br i1 %1491, label %1497, label %1492

1492:                                             ; preds = %1484
  %1493 = getelementptr inbounds nuw float, ptr %1482, i64 %1487
  %1494 = load <16 x float>, ptr %1493, align 1
  %1495 = getelementptr inbounds nuw i8, ptr %1493, i64 64
  %1496 = load <16 x float>, ptr %1495, align 1
  br label %1521

1497:                                             ; preds = %1484
  %1498 = sub nsw i64 0, %1487
  %1499 = select i1 %1488, i64 %1498, i64 0
  %1500 = sub nsw i64 %6, %1487
  %1501 = call i64 @llvm.smin.i64(i64 %1500, i64 32)
  %1502 = icmp sgt i64 %1501, %1499
  br i1 %1502, label %1503, label %1521

1503:                                             ; preds = %1497
  %1504 = getelementptr inbounds float, ptr %1482, i64 %1487
  %1505 = icmp sgt i64 %1500, 31
  %1506 = trunc i64 %1501 to i32
  %1507 = shl nsw i32 -1, %1506
  %1508 = xor i32 %1507, -1
  %1509 = select i1 %1505, i32 -1, i32 %1508
  %1510 = trunc i64 %1499 to i32
  %1511 = shl nsw i32 -1, %1510
  %1512 = and i32 %1509, %1511
  %1513 = trunc i32 %1512 to i16
  %1514 = bitcast i16 %1513 to <16 x i1>
  %1515 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %1504, <16 x i1> %1514, <16 x float> splat (float 0xFFF0000000000000))
  %1516 = lshr i32 %1512, 16
  %1517 = trunc nuw i32 %1516 to i16
  %1518 = getelementptr inbounds nuw i8, ptr %1504, i64 64
  %1519 = bitcast i16 %1517 to <16 x i1>
  %1520 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %1518, <16 x i1> %1519, <16 x float> splat (float 0xFFF0000000000000))
  br label %1521

1521:                                             ; preds = %1497, %1503, %1492
  %1522 = phi <16 x float> [ %1520, %1503 ], [ %1496, %1492 ], [ splat (float 0xFFF0000000000000), %1497 ]
  %1523 = phi <16 x float> [ %1515, %1503 ], [ %1494, %1492 ], [ splat (float 0xFFF0000000000000), %1497 ]
  %1524 = shufflevector <16 x float> %1523, <16 x float> %1522, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  store <16 x float> %1524, ptr %25, align 64
  %1525 = shufflevector <16 x float> %1523, <16 x float> %1522, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  store <16 x float> %1525, ptr %1378, align 64
  %1526 = icmp eq i64 %1485, 0
  br i1 %1526, label %1562, label %1527

1527:                                             ; preds = %1521
  br i1 %1376, label %1536, label %1531

1528:                                             ; preds = %1554
  %1529 = bitcast i16 %1558 to <16 x i1>
  %1530 = select <16 x i1> %1529, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %1559
  br label %1531

1531:                                             ; preds = %1528, %1527
  %1532 = phi <16 x float> [ splat (float 0xFFF0000000000000), %1527 ], [ %1530, %1528 ]
  %1533 = shl i64 %1485, 6
  %1534 = getelementptr i8, ptr %1476, i64 %1533
  %1535 = getelementptr i8, ptr %1534, i64 -64
  store <16 x float> %1532, ptr %1535, align 64
  br label %1562

1536:                                             ; preds = %1527, %1554
  %1537 = phi <16 x float> [ %1559, %1554 ], [ splat (float 0xFFF0000000000000), %1527 ]
  %1538 = phi i16 [ %1558, %1554 ], [ 0, %1527 ]
  %1539 = phi i64 [ %1560, %1554 ], [ 0, %1527 ]
  %1540 = mul nsw i64 %1539, %14
  %1541 = and i64 %1540, 1
  %1542 = ashr i64 %1540, 1
  %1543 = icmp eq i64 %1542, 0
  %1544 = getelementptr inbounds nuw <16 x float>, ptr %24, i64 %1541
  %1545 = load <16 x float>, ptr %1544, align 64
  br i1 %1543, label %1554, label %1546

1546:                                             ; preds = %1536
  %1547 = trunc i64 %1542 to i32
  %1548 = insertelement <16 x i32> poison, i32 %1547, i64 0
  %1549 = shufflevector <16 x i32> %1548, <16 x i32> poison, <16 x i32> zeroinitializer
  %1550 = add <16 x i32> %1549, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %1551 = getelementptr inbounds nuw <16 x float>, ptr %25, i64 %1541
  %1552 = load <16 x float>, ptr %1551, align 64
  %1553 = call <16 x float> @llvm.x86.avx512.vpermi2var.ps.512(<16 x float> %1545, <16 x i32> %1550, <16 x float> %1552)
  br label %1554

1554:                                             ; preds = %1536, %1546
  %1555 = phi <16 x float> [ %1553, %1546 ], [ %1545, %1536 ]
  %1556 = fcmp uno <16 x float> %1555, zeroinitializer
  %1557 = bitcast <16 x i1> %1556 to i16
  %1558 = or i16 %1538, %1557
  %1559 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1555, <16 x float> %1537, i32 4)
  %1560 = add nuw nsw i64 %1539, 1
  %1561 = icmp eq i64 %1560, %10
  br i1 %1561, label %1528, label %1536

1562:                                             ; preds = %1531, %1521
  store <16 x float> %1524, ptr %24, align 64
  store <16 x float> %1525, ptr %1379, align 64
  %1563 = add nuw nsw i64 %1485, 1
  %1564 = icmp eq i64 %1485, %1380
  br i1 %1564, label %1565, label %1484

1565:                                             ; preds = %1562, %1483
  call void @llvm.lifetime.end.p0(ptr nonnull %25)
  call void @llvm.lifetime.end.p0(ptr nonnull %24)
  br label %1603

1566:                                             ; preds = %1480
  br i1 %1375, label %1567, label %1603

1567:                                             ; preds = %1566, %1577
  %1568 = phi i64 [ %1580, %1577 ], [ 0, %1566 ]
  br i1 %1376, label %1569, label %1577

1569:                                             ; preds = %1567
  %1570 = insertelement <16 x i64> poison, i64 %1568, i64 0
  %1571 = shufflevector <16 x i64> %1570, <16 x i64> poison, <16 x i32> zeroinitializer
  %1572 = or disjoint <16 x i64> %1571, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %1573 = shl nuw nsw <16 x i64> %1572, splat (i64 1)
  br label %1582

1574:                                             ; preds = %1582
  %1575 = bitcast i16 %1599 to <16 x i1>
  %1576 = select <16 x i1> %1575, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %1600
  br label %1577

1577:                                             ; preds = %1574, %1567
  %1578 = phi <16 x float> [ splat (float 0xFFF0000000000000), %1567 ], [ %1576, %1574 ]
  %1579 = getelementptr inbounds nuw float, ptr %1476, i64 %1568
  store <16 x float> %1578, ptr %1579, align 64
  %1580 = add nuw nsw i64 %1568, 16
  %1581 = icmp slt i64 %1580, %1342
  br i1 %1581, label %1567, label %1603

1582:                                             ; preds = %1569, %1582
  %1583 = phi i64 [ %1601, %1582 ], [ 0, %1569 ]
  %1584 = phi i16 [ %1599, %1582 ], [ 0, %1569 ]
  %1585 = phi <16 x float> [ %1600, %1582 ], [ splat (float 0xFFF0000000000000), %1569 ]
  %1586 = mul nsw i64 %1583, %14
  %1587 = sub i64 %1586, %16
  %1588 = insertelement <16 x i64> poison, i64 %1587, i64 0
  %1589 = shufflevector <16 x i64> %1588, <16 x i64> poison, <16 x i32> zeroinitializer
  %1590 = add <16 x i64> %1589, %1573
  %1591 = icmp sgt <16 x i64> %1590, splat (i64 -1)
  %1592 = icmp slt <16 x i64> %1590, %1383
  %1593 = and <16 x i1> %1591, %1592
  %1594 = getelementptr inbounds nuw float, ptr %1482, <16 x i64> %1590
  %1595 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %1594, <16 x i1> %1593, <16 x float> poison)
  %1596 = select <16 x i1> %1593, <16 x float> %1595, <16 x float> splat (float 0xFFF0000000000000)
  %1597 = fcmp uno <16 x float> %1596, zeroinitializer
  %1598 = bitcast <16 x i1> %1597 to i16
  %1599 = or i16 %1584, %1598
  %1600 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1596, <16 x float> %1585, i32 4)
  %1601 = add nuw nsw i64 %1583, 1
  %1602 = icmp eq i64 %1601, %10
  br i1 %1602, label %1574, label %1582

1603:                                             ; preds = %1577, %1566, %1565
  store i64 %1474, ptr %1477, align 8
  br label %1604

1604:                                             ; preds = %1603, %1472
  %1605 = add nsw i32 %1466, 1
  %1606 = sext i32 %1466 to i64
  %1607 = getelementptr inbounds ptr, ptr %1355, i64 %1606
  store ptr %1476, ptr %1607, align 8
  br label %1608

1608:                                             ; preds = %1604, %1464
  %1609 = phi i32 [ %1605, %1604 ], [ %1466, %1464 ]
  %1610 = add nuw nsw i64 %1465, 1
  %1611 = icmp eq i64 %1610, %9
  br i1 %1611, label %1454, label %1464

1612:                                             ; preds = %1456, %1636
  %1613 = phi i64 [ 0, %1456 ], [ %1647, %1636 ]
  br i1 %1457, label %1614, label %1636

1614:                                             ; preds = %1612
  br i1 %1460, label %1619, label %1649

1615:                                             ; preds = %1636, %1454
  %1616 = add nsw i64 %1447, 1
  %1617 = icmp eq i64 %1616, %1437
  br i1 %1617, label %1674, label %1446

1618:                                             ; preds = %1649
  br i1 %1462, label %1631, label %1619

1619:                                             ; preds = %1618, %1614
  %1620 = phi i64 [ 0, %1614 ], [ %1671, %1618 ]
  %1621 = phi i16 [ 0, %1614 ], [ %1669, %1618 ]
  %1622 = phi <16 x float> [ splat (float 0xFFF0000000000000), %1614 ], [ %1670, %1618 ]
  call void @llvm.assume(i1 %1463)
  %1623 = getelementptr inbounds nuw ptr, ptr %1355, i64 %1620
  %1624 = load ptr, ptr %1623, align 8
  %1625 = getelementptr inbounds nuw float, ptr %1624, i64 %1613
  %1626 = load <16 x float>, ptr %1625, align 1
  %1627 = fcmp uno <16 x float> %1626, zeroinitializer
  %1628 = bitcast <16 x i1> %1627 to i16
  %1629 = or i16 %1621, %1628
  %1630 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1626, <16 x float> %1622, i32 4)
  br label %1631

1631:                                             ; preds = %1618, %1619
  %1632 = phi i16 [ %1669, %1618 ], [ %1629, %1619 ]
  %1633 = phi <16 x float> [ %1670, %1618 ], [ %1630, %1619 ]
  %1634 = bitcast i16 %1632 to <16 x i1>
  %1635 = select <16 x i1> %1634, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %1633
  br label %1636

1636:                                             ; preds = %1631, %1612
  %1637 = phi <16 x float> [ splat (float 0xFFF0000000000000), %1612 ], [ %1635, %1631 ]
  %1638 = getelementptr inbounds nuw float, ptr %1450, i64 %1613
  %1639 = sub nsw i64 %8, %1613
  %1640 = icmp sgt i64 %1639, 15
  %1641 = trunc i64 %1639 to i32
  %1642 = shl nsw i32 -1, %1641
  %1643 = trunc i32 %1642 to i16
  %1644 = xor i16 %1643, -1
  %1645 = select i1 %1640, i16 -1, i16 %1644
  %1646 = bitcast i16 %1645 to <16 x i1>
  call void @llvm.masked.store.v16f32.p0(<16 x float> %1637, ptr align 1 %1638, <16 x i1> %1646)
  %1647 = add nuw nsw i64 %1613, 16
  %1648 = icmp slt i64 %1647, %8
  br i1 %1648, label %1612, label %1615

1649:                                             ; preds = %1614, %1649
  %1650 = phi i64 [ %1671, %1649 ], [ 0, %1614 ]
  %1651 = phi i16 [ %1669, %1649 ], [ 0, %1614 ]
  %1652 = phi <16 x float> [ %1670, %1649 ], [ splat (float 0xFFF0000000000000), %1614 ]
  %1653 = phi i64 [ %1672, %1649 ], [ 0, %1614 ]
  %1654 = getelementptr inbounds nuw ptr, ptr %1355, i64 %1650
  %1655 = load ptr, ptr %1654, align 16
  %1656 = getelementptr inbounds nuw float, ptr %1655, i64 %1613
  %1657 = load <16 x float>, ptr %1656, align 1
  %1658 = fcmp uno <16 x float> %1657, zeroinitializer
  %1659 = bitcast <16 x i1> %1658 to i16
  %1660 = or i16 %1651, %1659
  %1661 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1657, <16 x float> %1652, i32 4)
  %1662 = getelementptr inbounds nuw ptr, ptr %1355, i64 %1650
  %1663 = getelementptr inbounds nuw i8, ptr %1662, i64 8
  %1664 = load ptr, ptr %1663, align 8
  %1665 = getelementptr inbounds nuw float, ptr %1664, i64 %1613
  %1666 = load <16 x float>, ptr %1665, align 1
  %1667 = fcmp uno <16 x float> %1666, zeroinitializer
  %1668 = bitcast <16 x i1> %1667 to i16
  %1669 = or i16 %1660, %1668
  %1670 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1666, <16 x float> %1661, i32 4)
  %1671 = add nuw nsw i64 %1650, 2
  %1672 = add i64 %1653, 2
  %1673 = icmp eq i64 %1672, %1461
  br i1 %1673, label %1618, label %1649

1674:                                             ; preds = %1615, %1434, %1428
  %1675 = add nuw nsw i64 %1419, 1
  %1676 = icmp eq i64 %1675, %1392
  br i1 %1676, label %1413, label %1418

1677:                                             ; preds = %1334, %1677
  %1678 = phi i64 [ %1680, %1677 ], [ 1, %1334 ]
  %1679 = icmp sgt i64 %1678, %961
  %1680 = shl i64 %1678, 1
  br i1 %1679, label %1681, label %1677

1681:                                             ; preds = %1677
  %1682 = add nsw i64 %8, 15
  %1683 = sdiv i64 %1682, 16
  %1684 = shl nsw i64 %1683, 4
  %1685 = mul nsw i64 %1678, %1684
  %1686 = icmp sgt i64 %1685, 4096
  %1687 = icmp sgt i64 %9, 4096
  %1688 = or i1 %1687, %1686
  br i1 %1688, label %2043, label %1689

1689:                                             ; preds = %1681
  %1690 = icmp sge i64 %2, %3
  %1691 = icmp slt i64 %19, 1
  %1692 = or i1 %1690, %1691
  br i1 %1692, label %2043, label %1693

1693:                                             ; preds = %1689
  %1694 = tail call i64 @llvm.smin.i64(i64 %19, i64 %7)
  %1695 = tail call ptr @llvm.stacksave.p0()
  %1696 = alloca i64, i64 %1678, align 16
  %1697 = alloca ptr, i64 %9, align 16
  %1698 = icmp slt i64 %12, 3
  br i1 %1698, label %1699, label %1704

1699:                                             ; preds = %1693
  %1700 = add nsw i64 %10, -1
  %1701 = mul nsw i64 %14, %1700
  %1702 = sdiv i64 %1701, %12
  %1703 = icmp slt i64 %1702, 16
  br label %1704

1704:                                             ; preds = %1699, %1693
  %1705 = phi i1 [ false, %1693 ], [ %1703, %1699 ]
  %1706 = icmp sgt i64 %1678, 0
  br i1 %1706, label %1707, label %1709

1707:                                             ; preds = %1704
  %1708 = shl nuw i64 %1678, 3
  call void @llvm.memset.p0.i64(ptr nonnull align 16 %1696, i8 -1, i64 %1708, i1 false)
  br label %1709

1709:                                             ; preds = %1707, %1704
  %1710 = add i64 %7, -1
  %1711 = add i64 %1710, %1694
  %1712 = sdiv i64 %1711, %1694
  %1713 = mul nsw i64 %1712, %4
  %1714 = sdiv i64 %2, %1713
  %1715 = mul nsw i64 %1714, %1713
  %1716 = icmp slt i64 %1715, %3
  br i1 %1716, label %1717, label %2040

1717:                                             ; preds = %1709
  %1718 = add i64 %4, -1
  %1719 = mul i64 %6, %5
  %1720 = icmp sgt i64 %9, 0
  %1721 = add nsw i64 %1678, -1
  %1722 = icmp sgt i64 %8, 0
  %1723 = icmp sgt i64 %10, 0
  %1724 = icmp slt i64 %8, -30
  %1725 = shl i64 %12, 4
  %1726 = getelementptr inbounds nuw i8, ptr %23, i64 64
  %1727 = getelementptr inbounds nuw i8, ptr %22, i64 64
  %1728 = tail call i64 @llvm.smax.i64(i64 %1683, i64 0)
  %1729 = sub i64 %3, %1715
  br label %1730

1730:                                             ; preds = %1717, %1759
  %1731 = phi i64 [ %1715, %1717 ], [ %1761, %1759 ]
  %1732 = phi i64 [ %1729, %1717 ], [ %1763, %1759 ]
  %1733 = phi i64 [ %1714, %1717 ], [ %1760, %1759 ]
  %1734 = call i64 @llvm.smin.i64(i64 %1732, i64 %1713)
  %1735 = add i64 %1734, %1731
  %1736 = call i64 @llvm.smax.i64(i64 %2, i64 %1731)
  %1737 = sub i64 %1735, %1736
  %1738 = call i64 @llvm.smin.i64(i64 %4, i64 %1737)
  %1739 = icmp sgt i64 %2, %1731
  %1740 = sub nsw i64 %2, %1731
  %1741 = select i1 %1739, i64 %1740, i64 0
  %1742 = sub nsw i64 %3, %1731
  %1743 = call i64 @llvm.smin.i64(i64 %1742, i64 %1713)
  %1744 = sub nsw i64 %1743, %1741
  %1745 = icmp slt i64 %1744, %4
  br i1 %1745, label %1746, label %1748

1746:                                             ; preds = %1730
  %1747 = srem i64 %1741, %4
  br label %1748

1748:                                             ; preds = %1746, %1730
  %1749 = phi i64 [ %1747, %1746 ], [ 0, %1730 ]
  %1750 = call i64 @llvm.smin.i64(i64 %1744, i64 %4)
  %1751 = icmp sgt i64 %1750, 0
  br i1 %1751, label %1752, label %1759

1752:                                             ; preds = %1748
  %1753 = add i64 %1718, %1741
  %1754 = mul nsw i64 %1733, %4
  %1755 = mul nsw i64 %1733, %17
  %1756 = getelementptr inbounds float, ptr %27, i64 %1755
  %1757 = mul nsw i64 %1733, %18
  %1758 = getelementptr inbounds float, ptr %28, i64 %1757
  br label %1764

1759:                                             ; preds = %2037, %1748
  %1760 = add nsw i64 %1733, 1
  %1761 = add i64 %1731, %1713
  %1762 = icmp slt i64 %1761, %3
  %1763 = sub i64 %1732, %1713
  br i1 %1762, label %1730, label %2040

1764:                                             ; preds = %1752, %2037
  %1765 = phi i64 [ 0, %1752 ], [ %2038, %2037 ]
  %1766 = add nsw i64 %1765, %1749
  %1767 = icmp slt i64 %1766, %4
  %1768 = select i1 %1767, i64 0, i64 %4
  %1769 = sub nsw i64 %1766, %1768
  %1770 = icmp sgt i64 %1741, %1769
  br i1 %1770, label %1771, label %1774

1771:                                             ; preds = %1764
  %1772 = sub i64 %1753, %1769
  %1773 = sdiv i64 %1772, %4
  br label %1774

1774:                                             ; preds = %1771, %1764
  %1775 = phi i64 [ %1773, %1771 ], [ 0, %1764 ]
  %1776 = xor i64 %1769, -1
  %1777 = add i64 %1743, %1776
  %1778 = sdiv i64 %1777, %4
  %1779 = icmp sgt i64 %1775, %1778
  br i1 %1779, label %2037, label %1780

1780:                                             ; preds = %1774
  %1781 = add nsw i64 %1778, 1
  %1782 = mul nsw i64 %1781, %1694
  %1783 = call i64 @llvm.smin.i64(i64 %1782, i64 %7)
  %1784 = mul i64 %1719, %1769
  %1785 = getelementptr inbounds float, ptr %1756, i64 %1784
  %1786 = mul nsw i64 %1775, %1694
  %1787 = icmp slt i64 %1786, %1783
  br i1 %1787, label %1788, label %2037

1788:                                             ; preds = %1780
  %1789 = add nsw i64 %1769, %1754
  %1790 = mul nsw i64 %1769, %7
  %1791 = mul nsw i64 %1789, %5
  br label %1792

1792:                                             ; preds = %1788, %1978
  %1793 = phi i64 [ %1786, %1788 ], [ %1979, %1978 ]
  %1794 = add nsw i64 %1793, %1790
  %1795 = mul nsw i64 %1794, %8
  %1796 = getelementptr inbounds float, ptr %1758, i64 %1795
  br i1 %1720, label %1797, label %1800

1797:                                             ; preds = %1792
  %1798 = mul nsw i64 %1793, %11
  %1799 = sub i64 %1798, %15
  br label %1810

1800:                                             ; preds = %1971, %1792
  %1801 = phi i32 [ 0, %1792 ], [ %1972, %1971 ]
  br i1 %1722, label %1802, label %1978

1802:                                             ; preds = %1800
  %1803 = icmp sgt i32 %1801, 0
  %1804 = zext i32 %1801 to i64
  %1805 = and i64 %1804, 1
  %1806 = icmp eq i32 %1801, 1
  %1807 = and i64 %1804, 2147483646
  %1808 = icmp eq i64 %1805, 0
  %1809 = icmp ne i64 %1805, 0
  br label %1975

1810:                                             ; preds = %1797, %1971
  %1811 = phi i64 [ 0, %1797 ], [ %1973, %1971 ]
  %1812 = phi i32 [ 0, %1797 ], [ %1972, %1971 ]
  %1813 = mul nsw i64 %1811, %13
  %1814 = add i64 %1799, %1813
  %1815 = icmp sgt i64 %1814, -1
  %1816 = icmp slt i64 %1814, %5
  %1817 = and i1 %1815, %1816
  br i1 %1817, label %1818, label %1971

1818:                                             ; preds = %1810
  %1819 = and i64 %1814, %1721
  %1820 = add nsw i64 %1814, %1791
  %1821 = mul nsw i64 %1819, %1684
  %1822 = getelementptr inbounds float, ptr %26, i64 %1821
  %1823 = getelementptr inbounds nuw i64, ptr %1696, i64 %1819
  %1824 = load i64, ptr %1823, align 8
  %1825 = icmp eq i64 %1824, %1820
  br i1 %1825, label %1967, label %1826

1826:                                             ; preds = %1818
  %1827 = mul nsw i64 %1814, %6
  %1828 = getelementptr inbounds float, ptr %1785, i64 %1827
  br i1 %1705, label %1829, label %1912

1829:                                             ; preds = %1826
  call void @llvm.lifetime.start.p0(ptr nonnull %22)
  call void @llvm.lifetime.start.p0(ptr nonnull %23)
  br i1 %1724, label %1911, label %1830

1830:                                             ; preds = %1829, %1908
  %1831 = phi i64 [ %1909, %1908 ], [ 0, %1829 ]
  %1832 = mul i64 %1725, %1831
  %1833 = sub nsw i64 %1832, %16
  %1834 = icmp slt i64 %1833, 0
  %1835 = add nuw nsw i64 %1833, 32
  %1836 = icmp sgt i64 %1835, %6
  %1837 = select i1 %1834, i1 true, i1 %1836
  br i1 %1837, label %1843, label %1838

1838:                                             ; preds = %1830
  %1839 = getelementptr inbounds nuw float, ptr %1828, i64 %1833
  %1840 = load <16 x float>, ptr %1839, align 1
  %1841 = getelementptr inbounds nuw i8, ptr %1839, i64 64
  %1842 = load <16 x float>, ptr %1841, align 1
  br label %1867

1843:                                             ; preds = %1830
  %1844 = sub nsw i64 0, %1833
  %1845 = select i1 %1834, i64 %1844, i64 0
  %1846 = sub nsw i64 %6, %1833
  %1847 = call i64 @llvm.smin.i64(i64 %1846, i64 32)
  %1848 = icmp sgt i64 %1847, %1845
  br i1 %1848, label %1849, label %1867

1849:                                             ; preds = %1843
  %1850 = getelementptr inbounds float, ptr %1828, i64 %1833
  %1851 = icmp sgt i64 %1846, 31
  %1852 = trunc i64 %1847 to i32
  %1853 = shl nsw i32 -1, %1852
  %1854 = xor i32 %1853, -1
  %1855 = select i1 %1851, i32 -1, i32 %1854
  %1856 = trunc i64 %1845 to i32
  %1857 = shl nsw i32 -1, %1856
  %1858 = and i32 %1855, %1857
  %1859 = trunc i32 %1858 to i16
  %1860 = bitcast i16 %1859 to <16 x i1>
  %1861 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %1850, <16 x i1> %1860, <16 x float> splat (float 0xFFF0000000000000))
  %1862 = lshr i32 %1858, 16
  %1863 = trunc nuw i32 %1862 to i16
  %1864 = getelementptr inbounds nuw i8, ptr %1850, i64 64
  %1865 = bitcast i16 %1863 to <16 x i1>
  %1866 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %1864, <16 x i1> %1865, <16 x float> splat (float 0xFFF0000000000000))
  br label %1867

1867:                                             ; preds = %1843, %1849, %1838
  %1868 = phi <16 x float> [ %1866, %1849 ], [ %1842, %1838 ], [ splat (float 0xFFF0000000000000), %1843 ]
  %1869 = phi <16 x float> [ %1861, %1849 ], [ %1840, %1838 ], [ splat (float 0xFFF0000000000000), %1843 ]
  %1870 = shufflevector <16 x float> %1869, <16 x float> %1868, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  store <16 x float> %1870, ptr %23, align 64
  %1871 = shufflevector <16 x float> %1869, <16 x float> %1868, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  store <16 x float> %1871, ptr %1726, align 64
  %1872 = icmp eq i64 %1831, 0
  br i1 %1872, label %1908, label %1873

1873:                                             ; preds = %1867
  br i1 %1723, label %1882, label %1877

1874:                                             ; preds = %1900
  %1875 = bitcast i16 %1904 to <16 x i1>
  %1876 = select <16 x i1> %1875, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %1905
  br label %1877

1877:                                             ; preds = %1874, %1873
  %1878 = phi <16 x float> [ splat (float 0xFFF0000000000000), %1873 ], [ %1876, %1874 ]
  %1879 = shl i64 %1831, 6
  %1880 = getelementptr i8, ptr %1822, i64 %1879
  %1881 = getelementptr i8, ptr %1880, i64 -64
  store <16 x float> %1878, ptr %1881, align 64
  br label %1908

1882:                                             ; preds = %1873, %1900
  %1883 = phi <16 x float> [ %1905, %1900 ], [ splat (float 0xFFF0000000000000), %1873 ]
  %1884 = phi i16 [ %1904, %1900 ], [ 0, %1873 ]
  %1885 = phi i64 [ %1906, %1900 ], [ 0, %1873 ]
  %1886 = mul nsw i64 %1885, %14
  %1887 = and i64 %1886, 1
  %1888 = ashr i64 %1886, 1
  %1889 = icmp eq i64 %1888, 0
  %1890 = getelementptr inbounds nuw <16 x float>, ptr %22, i64 %1887
  %1891 = load <16 x float>, ptr %1890, align 64
  br i1 %1889, label %1900, label %1892

1892:                                             ; preds = %1882
  %1893 = trunc i64 %1888 to i32
  %1894 = insertelement <16 x i32> poison, i32 %1893, i64 0
  %1895 = shufflevector <16 x i32> %1894, <16 x i32> poison, <16 x i32> zeroinitializer
  %1896 = add <16 x i32> %1895, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %1897 = getelementptr inbounds nuw <16 x float>, ptr %23, i64 %1887
  %1898 = load <16 x float>, ptr %1897, align 64
  %1899 = call <16 x float> @llvm.x86.avx512.vpermi2var.ps.512(<16 x float> %1891, <16 x i32> %1896, <16 x float> %1898)
  br label %1900

1900:                                             ; preds = %1882, %1892
  %1901 = phi <16 x float> [ %1899, %1892 ], [ %1891, %1882 ]
  %1902 = fcmp uno <16 x float> %1901, zeroinitializer
  %1903 = bitcast <16 x i1> %1902 to i16
  %1904 = or i16 %1884, %1903
  %1905 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1901, <16 x float> %1883, i32 4)
  %1906 = add nuw nsw i64 %1885, 1
  %1907 = icmp eq i64 %1906, %10
  br i1 %1907, label %1874, label %1882

1908:                                             ; preds = %1877, %1867
  store <16 x float> %1870, ptr %22, align 64
  store <16 x float> %1871, ptr %1727, align 64
  %1909 = add nuw nsw i64 %1831, 1
  %1910 = icmp eq i64 %1831, %1728
  br i1 %1910, label %1911, label %1830

1911:                                             ; preds = %1908, %1829
  call void @llvm.lifetime.end.p0(ptr nonnull %23)
  call void @llvm.lifetime.end.p0(ptr nonnull %22)
  br label %1966

1912:                                             ; preds = %1826
  br i1 %1722, label %1913, label %1966

1913:                                             ; preds = %1912, %1918
  %1914 = phi i64 [ %1921, %1918 ], [ 0, %1912 ]
  br i1 %1723, label %1923, label %1918

1915:                                             ; preds = %1929
  %1916 = bitcast i16 %1933 to <16 x i1>
  %1917 = select <16 x i1> %1916, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %1934
  br label %1918

1918:                                             ; preds = %1915, %1913
  %1919 = phi <16 x float> [ splat (float 0xFFF0000000000000), %1913 ], [ %1917, %1915 ]
  %1920 = getelementptr inbounds nuw float, ptr %1822, i64 %1914
  store <16 x float> %1919, ptr %1920, align 64
  %1921 = add nuw nsw i64 %1914, 16
  %1922 = icmp slt i64 %1921, %1684
  br i1 %1922, label %1913, label %1966

1923:                                             ; preds = %1913, %1929
  %1924 = phi i64 [ %1935, %1929 ], [ 0, %1913 ]
  %1925 = phi i16 [ %1933, %1929 ], [ 0, %1913 ]
  %1926 = phi <16 x float> [ %1934, %1929 ], [ splat (float 0xFFF0000000000000), %1913 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %21)
  %1927 = mul nsw i64 %1924, %14
  %1928 = sub i64 %1927, %16
  br label %1937

1929:                                             ; preds = %1961
  %1930 = load <16 x float>, ptr %21, align 16
  %1931 = fcmp uno <16 x float> %1930, zeroinitializer
  %1932 = bitcast <16 x i1> %1931 to i16
  %1933 = or i16 %1925, %1932
  %1934 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1930, <16 x float> %1926, i32 4)
  call void @llvm.lifetime.end.p0(ptr nonnull %21)
  %1935 = add nuw nsw i64 %1924, 1
  %1936 = icmp eq i64 %1935, %10
  br i1 %1936, label %1915, label %1923

1937:                                             ; preds = %1961, %1923
  %1938 = phi i64 [ 0, %1923 ], [ %1964, %1961 ]
  %1939 = add nuw nsw i64 %1914, %1938
  %1940 = mul nsw i64 %1939, %12
  %1941 = add i64 %1928, %1940
  %1942 = icmp sgt i64 %1941, -1
  %1943 = icmp slt i64 %1941, %6
  %1944 = and i1 %1942, %1943
  br i1 %1944, label %1945, label %1948

1945:                                             ; preds = %1937
  %1946 = getelementptr inbounds nuw float, ptr %1828, i64 %1941
  %1947 = load float, ptr %1946, align 4
  br label %1948

1948:                                             ; preds = %1945, %1937
  %1949 = phi float [ %1947, %1945 ], [ 0xFFF0000000000000, %1937 ]
  %1950 = getelementptr inbounds nuw float, ptr %21, i64 %1938
  store float %1949, ptr %1950, align 8
  %1951 = or disjoint i64 %1938, 1
  %1952 = add nuw nsw i64 %1914, %1951
  %1953 = mul nsw i64 %1952, %12
  %1954 = add i64 %1928, %1953
  %1955 = icmp sgt i64 %1954, -1
  %1956 = icmp slt i64 %1954, %6
  %1957 = and i1 %1955, %1956
  br i1 %1957, label %1958, label %1961

1958:                                             ; preds = %1948
  %1959 = getelementptr inbounds nuw float, ptr %1828, i64 %1954
  %1960 = load float, ptr %1959, align 4
  br label %1961

1961:                                             ; preds = %1958, %1948
  %1962 = phi float [ %1960, %1958 ], [ 0xFFF0000000000000, %1948 ]
  %1963 = getelementptr inbounds nuw float, ptr %21, i64 %1951
  store float %1962, ptr %1963, align 4
  %1964 = add nuw nsw i64 %1938, 2
  %1965 = icmp eq i64 %1964, 16
  br i1 %1965, label %1929, label %1937

1966:                                             ; preds = %1918, %1912, %1911
  store i64 %1820, ptr %1823, align 8
  br label %1967

1967:                                             ; preds = %1966, %1818
  %1968 = add nsw i32 %1812, 1
  %1969 = sext i32 %1812 to i64
  %1970 = getelementptr inbounds ptr, ptr %1697, i64 %1969
  store ptr %1822, ptr %1970, align 8
  br label %1971

1971:                                             ; preds = %1967, %1810
  %1972 = phi i32 [ %1968, %1967 ], [ %1812, %1810 ]
  %1973 = add nuw nsw i64 %1811, 1
  %1974 = icmp eq i64 %1973, %9
  br i1 %1974, label %1800, label %1810

1975:                                             ; preds = %1802, %1999
  %1976 = phi i64 [ 0, %1802 ], [ %2010, %1999 ]
  br i1 %1803, label %1977, label %1999

1977:                                             ; preds = %1975
  br i1 %1806, label %1982, label %2012

1978:                                             ; preds = %1999, %1800
  %1979 = add nsw i64 %1793, 1
  %1980 = icmp eq i64 %1979, %1783
  br i1 %1980, label %2037, label %1792

1981:                                             ; preds = %2012
  br i1 %1808, label %1994, label %1982

1982:                                             ; preds = %1981, %1977
  %1983 = phi i64 [ 0, %1977 ], [ %2034, %1981 ]
  %1984 = phi i16 [ 0, %1977 ], [ %2032, %1981 ]
  %1985 = phi <16 x float> [ splat (float 0xFFF0000000000000), %1977 ], [ %2033, %1981 ]
  call void @llvm.assume(i1 %1809)
  %1986 = getelementptr inbounds nuw ptr, ptr %1697, i64 %1983
  %1987 = load ptr, ptr %1986, align 8
  %1988 = getelementptr inbounds nuw float, ptr %1987, i64 %1976
  %1989 = load <16 x float>, ptr %1988, align 1
  %1990 = fcmp uno <16 x float> %1989, zeroinitializer
  %1991 = bitcast <16 x i1> %1990 to i16
  %1992 = or i16 %1984, %1991
  %1993 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1989, <16 x float> %1985, i32 4)
  br label %1994

1994:                                             ; preds = %1981, %1982
  %1995 = phi i16 [ %2032, %1981 ], [ %1992, %1982 ]
  %1996 = phi <16 x float> [ %2033, %1981 ], [ %1993, %1982 ]
  %1997 = bitcast i16 %1995 to <16 x i1>
  %1998 = select <16 x i1> %1997, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %1996
  br label %1999

1999:                                             ; preds = %1994, %1975
  %2000 = phi <16 x float> [ splat (float 0xFFF0000000000000), %1975 ], [ %1998, %1994 ]
  %2001 = getelementptr inbounds nuw float, ptr %1796, i64 %1976
  %2002 = sub nsw i64 %8, %1976
  %2003 = icmp sgt i64 %2002, 15
  %2004 = trunc i64 %2002 to i32
  %2005 = shl nsw i32 -1, %2004
  %2006 = trunc i32 %2005 to i16
  %2007 = xor i16 %2006, -1
  %2008 = select i1 %2003, i16 -1, i16 %2007
  %2009 = bitcast i16 %2008 to <16 x i1>
  call void @llvm.masked.store.v16f32.p0(<16 x float> %2000, ptr align 1 %2001, <16 x i1> %2009)
  %2010 = add nuw nsw i64 %1976, 16
  %2011 = icmp slt i64 %2010, %8
  br i1 %2011, label %1975, label %1978

2012:                                             ; preds = %1977, %2012
  %2013 = phi i64 [ %2034, %2012 ], [ 0, %1977 ]
  %2014 = phi i16 [ %2032, %2012 ], [ 0, %1977 ]
  %2015 = phi <16 x float> [ %2033, %2012 ], [ splat (float 0xFFF0000000000000), %1977 ]
  %2016 = phi i64 [ %2035, %2012 ], [ 0, %1977 ]
  %2017 = getelementptr inbounds nuw ptr, ptr %1697, i64 %2013
  %2018 = load ptr, ptr %2017, align 16
  %2019 = getelementptr inbounds nuw float, ptr %2018, i64 %1976
  %2020 = load <16 x float>, ptr %2019, align 1
  %2021 = fcmp uno <16 x float> %2020, zeroinitializer
  %2022 = bitcast <16 x i1> %2021 to i16
  %2023 = or i16 %2014, %2022
  %2024 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %2020, <16 x float> %2015, i32 4)
  %2025 = getelementptr inbounds nuw ptr, ptr %1697, i64 %2013
  %2026 = getelementptr inbounds nuw i8, ptr %2025, i64 8
  %2027 = load ptr, ptr %2026, align 8
  %2028 = getelementptr inbounds nuw float, ptr %2027, i64 %1976
  %2029 = load <16 x float>, ptr %2028, align 1
  %2030 = fcmp uno <16 x float> %2029, zeroinitializer
  %2031 = bitcast <16 x i1> %2030 to i16
  %2032 = or i16 %2023, %2031
  %2033 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %2029, <16 x float> %2024, i32 4)
  %2034 = add nuw nsw i64 %2013, 2
  %2035 = add i64 %2016, 2
  %2036 = icmp eq i64 %2035, %1807
  br i1 %2036, label %1981, label %2012

2037:                                             ; preds = %1978, %1780, %1774
  %2038 = add nuw nsw i64 %1765, 1
  %2039 = icmp eq i64 %2038, %1738
  br i1 %2039, label %1759, label %1764

2040:                                             ; preds = %1759, %1413, %1045, %697, %413, %118, %1709, %1362, %989, %626, %348, %48
  %2041 = phi ptr [ %1353, %1362 ], [ %980, %989 ], [ %627, %626 ], [ %349, %348 ], [ %49, %48 ], [ %1695, %1709 ], [ %627, %697 ], [ %980, %1045 ], [ %1353, %1413 ], [ %49, %118 ], [ %349, %413 ], [ %1695, %1759 ]
  %2042 = phi ptr [ %616, %1362 ], [ %616, %989 ], [ %616, %626 ], [ %339, %348 ], [ %39, %48 ], [ %616, %1709 ], [ %616, %697 ], [ %616, %1045 ], [ %616, %1413 ], [ %39, %118 ], [ %339, %413 ], [ %616, %1759 ]
  call void @llvm.stackrestore.p0(ptr %2041)
  br label %2043

2043:                                             ; preds = %2040, %1689, %1681, %1347, %1339, %974, %966, %622, %617, %344, %338, %44, %38
  %2044 = phi ptr [ %616, %974 ], [ %616, %1339 ], [ %616, %1347 ], [ %616, %1681 ], [ %616, %1689 ], [ %39, %38 ], [ %39, %44 ], [ %339, %338 ], [ %339, %344 ], [ %616, %617 ], [ %616, %622 ], [ %616, %966 ], [ %2042, %2040 ]
  call void @llvm.stackrestore.p0(ptr %2044)
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
