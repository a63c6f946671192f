; Function Attrs: nofree norecurse nosync nounwind
define hidden void @mgxport_maxpool_f32_nchw_fma256(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11, i64 noundef %12, i64 noundef %13, i64 noundef %14, i64 noundef %15, i64 noundef %16, i64 noundef %17, i64 noundef %18, i64 noundef %19) local_unnamed_addr {
  %21 = alloca [2 x <8 x float>], align 32
  %22 = alloca [2 x <8 x float>], align 32
  %23 = alloca [2 x <8 x float>], align 32
  %24 = alloca [2 x <8 x float>], align 32
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
  br i1 %36, label %37, label %373

37:                                               ; preds = %20
  %38 = tail call ptr @llvm.stacksave.p0()
  %39 = add nsw i64 %8, 7
  %40 = sdiv i64 %39, 8
  %41 = shl nsw i64 %40, 3
  %42 = icmp sgt i64 %8, 1024
  br i1 %42, label %2325, label %43

43:                                               ; preds = %37
  %44 = icmp sge i64 %2, %3
  %45 = icmp slt i64 %19, 1
  %46 = or i1 %44, %45
  br i1 %46, label %2325, label %47

47:                                               ; preds = %43
  %48 = tail call ptr @llvm.stacksave.p0()
  %49 = alloca [4 x i64], align 16
  %50 = alloca [3 x ptr], align 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %49, i8 -1, i64 32, i1 false)
  %51 = tail call i64 @llvm.smin.i64(i64 %19, i64 %7)
  %52 = add i64 %7, -1
  %53 = add i64 %52, %51
  %54 = sdiv i64 %53, %51
  %55 = mul nsw i64 %54, %4
  %56 = sdiv i64 %2, %55
  %57 = mul nsw i64 %56, %55
  %58 = icmp slt i64 %57, %3
  br i1 %58, label %59, label %2322

59:                                               ; preds = %47
  %60 = add i64 %4, -1
  %61 = mul i64 %6, %5
  %62 = icmp slt i64 %8, -14
  %63 = icmp sgt i64 %8, 0
  %64 = sub i64 %3, %57
  %65 = sub nsw i64 0, %16
  %66 = icmp sgt i64 %16, 0
  %67 = sub i64 16, %16
  %68 = icmp sgt i64 %67, %6
  %69 = or i1 %66, %68
  %70 = tail call i64 @llvm.smax.i64(i64 %16, i64 0)
  %71 = add nsw i64 %6, %16
  %72 = tail call i64 @llvm.smin.i64(i64 %71, i64 16)
  %73 = icmp sgt i64 %72, %70
  %74 = trunc i64 %70 to i32
  %75 = trunc i64 %72 to i32
  %76 = insertelement <8 x i32> poison, i32 %74, i64 0
  %77 = shufflevector <8 x i32> %76, <8 x i32> poison, <8 x i32> zeroinitializer
  %78 = icmp slt <8 x i32> %77, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %79 = insertelement <8 x i32> poison, i32 %75, i64 0
  %80 = shufflevector <8 x i32> %79, <8 x i32> poison, <8 x i32> zeroinitializer
  %81 = icmp sgt <8 x i32> %80, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %82 = and <8 x i1> %78, %81
  %83 = add nsw i32 %74, -8
  %84 = insertelement <8 x i32> poison, i32 %83, i64 0
  %85 = shufflevector <8 x i32> %84, <8 x i32> poison, <8 x i32> zeroinitializer
  %86 = icmp slt <8 x i32> %85, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %87 = add nsw i32 %75, -8
  %88 = insertelement <8 x i32> poison, i32 %87, i64 0
  %89 = shufflevector <8 x i32> %88, <8 x i32> poison, <8 x i32> zeroinitializer
  %90 = icmp sgt <8 x i32> %89, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %91 = and <8 x i1> %86, %90
  %92 = icmp slt i64 %8, 1
  br label %93

93:                                               ; preds = %59, %122
  %94 = phi i64 [ %57, %59 ], [ %124, %122 ]
  %95 = phi i64 [ %64, %59 ], [ %126, %122 ]
  %96 = phi i64 [ %56, %59 ], [ %123, %122 ]
  %97 = call i64 @llvm.smin.i64(i64 %95, i64 %55)
  %98 = add i64 %97, %94
  %99 = call i64 @llvm.smax.i64(i64 %2, i64 %94)
  %100 = sub i64 %98, %99
  %101 = call i64 @llvm.smin.i64(i64 %4, i64 %100)
  %102 = icmp sgt i64 %2, %94
  %103 = sub nsw i64 %2, %94
  %104 = select i1 %102, i64 %103, i64 0
  %105 = sub nsw i64 %3, %94
  %106 = call i64 @llvm.smin.i64(i64 %105, i64 %55)
  %107 = sub nsw i64 %106, %104
  %108 = icmp slt i64 %107, %4
  br i1 %108, label %109, label %111

109:                                              ; preds = %93
  %110 = srem i64 %104, %4
  br label %111

111:                                              ; preds = %109, %93
  %112 = phi i64 [ %110, %109 ], [ 0, %93 ]
  %113 = call i64 @llvm.smin.i64(i64 %107, i64 %4)
  %114 = icmp sgt i64 %113, 0
  br i1 %114, label %115, label %122

115:                                              ; preds = %111
  %116 = add i64 %60, %104
  %117 = mul nsw i64 %96, %4
  %118 = mul nsw i64 %96, %17
  %119 = getelementptr inbounds float, ptr %26, i64 %118
  %120 = mul nsw i64 %96, %18
  %121 = getelementptr inbounds float, ptr %27, i64 %120
  br label %127

122:                                              ; preds = %370, %111
  %123 = add nsw i64 %96, 1
  %124 = add i64 %94, %55
  %125 = icmp slt i64 %124, %3
  %126 = sub i64 %95, %55
  br i1 %125, label %93, label %2322

127:                                              ; preds = %115, %370
  %128 = phi i64 [ 0, %115 ], [ %371, %370 ]
  %129 = add nsw i64 %128, %112
  %130 = icmp slt i64 %129, %4
  %131 = select i1 %130, i64 0, i64 %4
  %132 = sub nsw i64 %129, %131
  %133 = icmp sgt i64 %104, %132
  br i1 %133, label %134, label %137

134:                                              ; preds = %127
  %135 = sub i64 %116, %132
  %136 = sdiv i64 %135, %4
  br label %137

137:                                              ; preds = %134, %127
  %138 = phi i64 [ %136, %134 ], [ 0, %127 ]
  %139 = xor i64 %132, -1
  %140 = add i64 %106, %139
  %141 = sdiv i64 %140, %4
  %142 = icmp sgt i64 %138, %141
  br i1 %142, label %370, label %143

143:                                              ; preds = %137
  %144 = add nsw i64 %141, 1
  %145 = mul nsw i64 %144, %51
  %146 = call i64 @llvm.smin.i64(i64 %145, i64 %7)
  %147 = mul i64 %61, %132
  %148 = getelementptr inbounds float, ptr %119, i64 %147
  %149 = mul nsw i64 %138, %51
  %150 = icmp slt i64 %149, %146
  br i1 %150, label %151, label %370

151:                                              ; preds = %143
  %152 = add nsw i64 %132, %117
  %153 = mul nsw i64 %132, %7
  %154 = mul nsw i64 %152, %5
  br label %155

155:                                              ; preds = %151, %295
  %156 = phi i64 [ %149, %151 ], [ %296, %295 ]
  %157 = mul nsw i64 %156, %11
  %158 = sub i64 %157, %15
  br label %171

159:                                              ; preds = %288
  %160 = add nsw i64 %156, %153
  %161 = mul nsw i64 %160, %8
  %162 = getelementptr inbounds float, ptr %121, i64 %161
  br i1 %63, label %163, label %295

163:                                              ; preds = %159
  %164 = icmp sgt i32 %289, 0
  %165 = zext i32 %289 to i64
  %166 = and i64 %165, 3
  %167 = icmp ult i32 %289, 4
  %168 = and i64 %165, 2147483644
  %169 = icmp eq i64 %166, 0
  %170 = icmp ne i64 %166, 0
  br label %292

171:                                              ; preds = %155, %288
  %172 = phi i64 [ 0, %155 ], [ %290, %288 ]
  %173 = phi i32 [ 0, %155 ], [ %289, %288 ]
  %174 = add i64 %158, %172
  %175 = icmp sgt i64 %174, -1
  %176 = icmp slt i64 %174, %5
  %177 = and i1 %175, %176
  br i1 %177, label %178, label %288

178:                                              ; preds = %171
  %179 = and i64 %174, 3
  %180 = add nsw i64 %174, %154
  %181 = mul nsw i64 %179, %41
  %182 = getelementptr inbounds float, ptr %25, i64 %181
  %183 = getelementptr inbounds nuw i64, ptr %49, i64 %179
  %184 = load i64, ptr %183, align 8
  %185 = icmp eq i64 %184, %180
  br i1 %185, label %284, label %186

186:                                              ; preds = %178
  %187 = mul nsw i64 %174, %6
  %188 = getelementptr inbounds float, ptr %148, i64 %187
  br i1 %62, label %283, label %189

189:                                              ; preds = %186
  br i1 %69, label %195, label %190

190:                                              ; preds = %189
  %191 = getelementptr inbounds nuw float, ptr %188, i64 %65
  %192 = load <8 x float>, ptr %191, align 1
  %193 = getelementptr inbounds nuw i8, ptr %191, i64 32
  %194 = load <8 x float>, ptr %193, align 1
  br label %201

195:                                              ; preds = %189
  br i1 %73, label %196, label %201

196:                                              ; preds = %195
  %197 = getelementptr inbounds float, ptr %188, i64 %65
  %198 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr readonly align 1 %197, <8 x i1> %82, <8 x float> splat (float 0xFFF0000000000000))
  %199 = getelementptr inbounds nuw i8, ptr %197, i64 32
  %200 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull readonly align 1 %199, <8 x i1> %91, <8 x float> splat (float 0xFFF0000000000000))
  br label %201

201:                                              ; preds = %196, %195, %190
  %202 = phi <8 x float> [ %198, %196 ], [ %192, %190 ], [ splat (float 0xFFF0000000000000), %195 ]
  %203 = phi <8 x float> [ %200, %196 ], [ %194, %190 ], [ splat (float 0xFFF0000000000000), %195 ]
  %204 = shufflevector <8 x float> %202, <8 x float> %203, <8 x i32> <i32 0, i32 2, i32 8, i32 10, i32 4, i32 6, i32 12, i32 14>
  %205 = bitcast <8 x float> %204 to <4 x i64>
  %206 = shufflevector <4 x i64> %205, <4 x i64> poison, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  %207 = shufflevector <8 x float> %202, <8 x float> %203, <8 x i32> <i32 1, i32 3, i32 9, i32 11, i32 5, i32 7, i32 13, i32 15>
  %208 = bitcast <8 x float> %207 to <4 x i64>
  %209 = shufflevector <4 x i64> %208, <4 x i64> poison, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  br i1 %92, label %283, label %210

210:                                              ; preds = %201, %254
  %211 = phi <4 x i64> [ %280, %254 ], [ %209, %201 ]
  %212 = phi <4 x i64> [ %259, %254 ], [ %206, %201 ]
  %213 = phi i64 [ %281, %254 ], [ 1, %201 ]
  %214 = shl nsw i64 %213, 4
  %215 = sub nsw i64 %214, %16
  %216 = icmp slt i64 %215, 0
  %217 = add nuw nsw i64 %215, 16
  %218 = icmp sgt i64 %217, %6
  %219 = select i1 %216, i1 true, i1 %218
  br i1 %219, label %225, label %220

220:                                              ; preds = %210
  %221 = getelementptr inbounds nuw float, ptr %188, i64 %215
  %222 = load <8 x float>, ptr %221, align 1
  %223 = getelementptr inbounds nuw i8, ptr %221, i64 32
  %224 = load <8 x float>, ptr %223, align 1
  br label %254

225:                                              ; preds = %210
  %226 = sub nsw i64 0, %215
  %227 = select i1 %216, i64 %226, i64 0
  %228 = sub nsw i64 %6, %215
  %229 = call i64 @llvm.smin.i64(i64 %228, i64 16)
  %230 = icmp sgt i64 %229, %227
  br i1 %230, label %231, label %254

231:                                              ; preds = %225
  %232 = getelementptr inbounds float, ptr %188, i64 %215
  %233 = trunc i64 %227 to i32
  %234 = trunc i64 %229 to i32
  %235 = insertelement <8 x i32> poison, i32 %233, i64 0
  %236 = shufflevector <8 x i32> %235, <8 x i32> poison, <8 x i32> zeroinitializer
  %237 = icmp slt <8 x i32> %236, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %238 = insertelement <8 x i32> poison, i32 %234, i64 0
  %239 = shufflevector <8 x i32> %238, <8 x i32> poison, <8 x i32> zeroinitializer
  %240 = icmp sgt <8 x i32> %239, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %241 = and <8 x i1> %237, %240
  %242 = add nsw i32 %233, -8
  %243 = insertelement <8 x i32> poison, i32 %242, i64 0
  %244 = shufflevector <8 x i32> %243, <8 x i32> poison, <8 x i32> zeroinitializer
  %245 = icmp slt <8 x i32> %244, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %246 = add nsw i32 %234, -8
  %247 = insertelement <8 x i32> poison, i32 %246, i64 0
  %248 = shufflevector <8 x i32> %247, <8 x i32> poison, <8 x i32> zeroinitializer
  %249 = icmp sgt <8 x i32> %248, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %250 = and <8 x i1> %245, %249
  %251 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr readonly align 1 %232, <8 x i1> %241, <8 x float> splat (float 0xFFF0000000000000))
  %252 = getelementptr inbounds nuw i8, ptr %232, i64 32
  %253 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull readonly align 1 %252, <8 x i1> %250, <8 x float> splat (float 0xFFF0000000000000))
  br label %254

254:                                              ; preds = %225, %231, %220
  %255 = phi <8 x float> [ %251, %231 ], [ %222, %220 ], [ splat (float 0xFFF0000000000000), %225 ]
  %256 = phi <8 x float> [ %253, %231 ], [ %224, %220 ], [ splat (float 0xFFF0000000000000), %225 ]
  %257 = shufflevector <8 x float> %255, <8 x float> %256, <8 x i32> <i32 0, i32 2, i32 8, i32 10, i32 4, i32 6, i32 12, i32 14>
  %258 = bitcast <8 x float> %257 to <4 x i64>
  %259 = shufflevector <4 x i64> %258, <4 x i64> poison, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  %260 = shufflevector <8 x float> %255, <8 x float> %256, <8 x i32> <i32 1, i32 3, i32 9, i32 11, i32 5, i32 7, i32 13, i32 15>
  %261 = bitcast <4 x i64> %212 to <8 x float>
  %262 = fcmp uno <8 x float> %261, zeroinitializer
  %263 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %261, <8 x float> splat (float 0xFFF0000000000000))
  %264 = bitcast <4 x i64> %211 to <8 x float>
  %265 = fcmp uno <8 x float> %264, zeroinitializer
  %266 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %264, <8 x float> %263)
  %267 = bitcast <4 x i64> %259 to <8 x float>
  %268 = bitcast <4 x i64> %212 to <8 x float>
  %269 = shufflevector <8 x float> %268, <8 x float> %267, <8 x i32> <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %270 = fcmp uno <8 x float> %269, zeroinitializer
  %271 = select <8 x i1> %270, <8 x i1> splat (i1 true), <8 x i1> %265
  %272 = select <8 x i1> %271, <8 x i1> splat (i1 true), <8 x i1> %262
  %273 = select <8 x i1> %272, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> zeroinitializer
  %274 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %269, <8 x float> %266)
  %275 = shl i64 %213, 5
  %276 = getelementptr i8, ptr %182, i64 %275
  %277 = getelementptr i8, ptr %276, i64 -32
  %278 = call <8 x float> @llvm.x86.avx.blendv.ps.256(<8 x float> %274, <8 x float> splat (float 0x7FF8000000000000), <8 x float> %273)
  store <8 x float> %278, ptr %277, align 32
  %279 = bitcast <8 x float> %260 to <4 x i64>
  %280 = shufflevector <4 x i64> %279, <4 x i64> poison, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  %281 = add nuw nsw i64 %213, 1
  %282 = icmp eq i64 %40, %213
  br i1 %282, label %283, label %210

283:                                              ; preds = %201, %254, %186
  store i64 %180, ptr %183, align 8
  br label %284

284:                                              ; preds = %283, %178
  %285 = add nsw i32 %173, 1
  %286 = sext i32 %173 to i64
  %287 = getelementptr inbounds ptr, ptr %50, i64 %286
  store ptr %182, ptr %287, align 8
  br label %288

288:                                              ; preds = %284, %171
  %289 = phi i32 [ %285, %284 ], [ %173, %171 ]
  %290 = add nuw nsw i64 %172, 1
  %291 = icmp eq i64 %290, 3
  br i1 %291, label %159, label %171

292:                                              ; preds = %163, %318
  %293 = phi i64 [ 0, %163 ], [ %329, %318 ]
  br i1 %164, label %294, label %318

294:                                              ; preds = %292
  br i1 %167, label %299, label %331

295:                                              ; preds = %318, %159
  %296 = add nsw i64 %156, 1
  %297 = icmp slt i64 %296, %146
  br i1 %297, label %155, label %370

298:                                              ; preds = %331
  br i1 %169, label %318, label %299

299:                                              ; preds = %298, %294
  %300 = phi i64 [ 0, %294 ], [ %367, %298 ]
  %301 = phi <8 x float> [ zeroinitializer, %294 ], [ %365, %298 ]
  %302 = phi <8 x float> [ splat (float 0xFFF0000000000000), %294 ], [ %366, %298 ]
  call void @llvm.assume(i1 %170)
  br label %303

303:                                              ; preds = %303, %299
  %304 = phi i64 [ %315, %303 ], [ %300, %299 ]
  %305 = phi <8 x float> [ %313, %303 ], [ %301, %299 ]
  %306 = phi <8 x float> [ %314, %303 ], [ %302, %299 ]
  %307 = phi i64 [ %316, %303 ], [ 0, %299 ]
  %308 = getelementptr inbounds nuw ptr, ptr %50, i64 %304
  %309 = load ptr, ptr %308, align 8
  %310 = getelementptr inbounds nuw float, ptr %309, i64 %293
  %311 = load <8 x float>, ptr %310, align 1
  %312 = fcmp uno <8 x float> %311, zeroinitializer
  %313 = select <8 x i1> %312, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> %305
  %314 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %311, <8 x float> %306)
  %315 = add nuw nsw i64 %304, 1
  %316 = add i64 %307, 1
  %317 = icmp eq i64 %316, %166
  br i1 %317, label %318, label %303

318:                                              ; preds = %298, %303, %292
  %319 = phi <8 x float> [ splat (float 0xFFF0000000000000), %292 ], [ %366, %298 ], [ %314, %303 ]
  %320 = phi <8 x float> [ zeroinitializer, %292 ], [ %365, %298 ], [ %313, %303 ]
  %321 = getelementptr inbounds nuw float, ptr %162, i64 %293
  %322 = sub nsw i64 %8, %293
  %323 = call i64 @llvm.smin.i64(i64 %322, i64 8)
  %324 = trunc i64 %323 to i32
  %325 = insertelement <8 x i32> poison, i32 %324, i64 0
  %326 = shufflevector <8 x i32> %325, <8 x i32> poison, <8 x i32> zeroinitializer
  %327 = icmp sgt <8 x i32> %326, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %328 = call <8 x float> @llvm.x86.avx.blendv.ps.256(<8 x float> %319, <8 x float> splat (float 0x7FF8000000000000), <8 x float> %320)
  call void @llvm.masked.store.v8f32.p0(<8 x float> %328, ptr align 1 %321, <8 x i1> %327)
  %329 = add nuw nsw i64 %293, 8
  %330 = icmp slt i64 %329, %8
  br i1 %330, label %292, label %295

331:                                              ; preds = %294, %331
  %332 = phi i64 [ %367, %331 ], [ 0, %294 ]
  %333 = phi <8 x float> [ %365, %331 ], [ zeroinitializer, %294 ]
  %334 = phi <8 x float> [ %366, %331 ], [ splat (float 0xFFF0000000000000), %294 ]
  %335 = phi i64 [ %368, %331 ], [ 0, %294 ]
  %336 = getelementptr inbounds nuw ptr, ptr %50, i64 %332
  %337 = load ptr, ptr %336, align 16
  %338 = getelementptr inbounds nuw float, ptr %337, i64 %293
  %339 = load <8 x float>, ptr %338, align 1
  %340 = fcmp uno <8 x float> %339, zeroinitializer
  %341 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %339, <8 x float> %334)
  %342 = getelementptr inbounds nuw ptr, ptr %50, i64 %332
  %343 = getelementptr inbounds nuw i8, ptr %342, i64 8
  %344 = load ptr, ptr %343, align 8
  %345 = getelementptr inbounds nuw float, ptr %344, i64 %293
  %346 = load <8 x float>, ptr %345, align 1
  %347 = fcmp uno <8 x float> %346, zeroinitializer
  %348 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %346, <8 x float> %341)
  %349 = getelementptr inbounds nuw ptr, ptr %50, i64 %332
  %350 = getelementptr inbounds nuw i8, ptr %349, i64 16
  %351 = load ptr, ptr %350, align 16
  %352 = getelementptr inbounds nuw float, ptr %351, i64 %293
  %353 = load <8 x float>, ptr %352, align 1
  %354 = fcmp uno <8 x float> %353, zeroinitializer
  %355 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %353, <8 x float> %348)
  %356 = getelementptr inbounds nuw ptr, ptr %50, i64 %332
  %357 = getelementptr inbounds nuw i8, ptr %356, i64 24
  %358 = load ptr, ptr %357, align 8
  %359 = getelementptr inbounds nuw float, ptr %358, i64 %293
  %360 = load <8 x float>, ptr %359, align 1
  %361 = fcmp uno <8 x float> %360, zeroinitializer
  %362 = select <8 x i1> %361, <8 x i1> splat (i1 true), <8 x i1> %354
  %363 = select <8 x i1> %362, <8 x i1> splat (i1 true), <8 x i1> %347
  %364 = select <8 x i1> %363, <8 x i1> splat (i1 true), <8 x i1> %340
  %365 = select <8 x i1> %364, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> %333
  %366 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %360, <8 x float> %355)
  %367 = add nuw nsw i64 %332, 4
  %368 = add i64 %335, 4
  %369 = icmp eq i64 %368, %168
  br i1 %369, label %298, label %331

370:                                              ; preds = %295, %143, %137
  %371 = add nuw nsw i64 %128, 1
  %372 = icmp eq i64 %371, %101
  br i1 %372, label %122, label %127

373:                                              ; preds = %20
  %374 = icmp eq i64 %12, 1
  %375 = and i1 %30, %374
  %376 = and i1 %375, %33
  %377 = and i1 %376, %35
  br i1 %377, label %378, label %670

378:                                              ; preds = %373
  %379 = tail call ptr @llvm.stacksave.p0()
  %380 = add nsw i64 %8, 7
  %381 = sdiv i64 %380, 8
  %382 = shl nsw i64 %381, 3
  %383 = icmp sgt i64 %8, 1024
  br i1 %383, label %2325, label %384

384:                                              ; preds = %378
  %385 = icmp sge i64 %2, %3
  %386 = icmp slt i64 %19, 1
  %387 = or i1 %385, %386
  br i1 %387, label %2325, label %388

388:                                              ; preds = %384
  %389 = tail call ptr @llvm.stacksave.p0()
  %390 = alloca [4 x i64], align 16
  %391 = alloca [3 x ptr], align 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %390, i8 -1, i64 32, i1 false)
  %392 = tail call i64 @llvm.smin.i64(i64 %19, i64 %7)
  %393 = add i64 %7, -1
  %394 = add i64 %393, %392
  %395 = sdiv i64 %394, %392
  %396 = mul nsw i64 %395, %4
  %397 = sdiv i64 %2, %396
  %398 = mul nsw i64 %397, %396
  %399 = icmp slt i64 %398, %3
  br i1 %399, label %400, label %2322

400:                                              ; preds = %388
  %401 = add i64 %4, -1
  %402 = mul i64 %6, %5
  %403 = icmp slt i64 %8, -14
  %404 = icmp sgt i64 %8, 0
  %405 = sub i64 %3, %398
  %406 = sub nsw i64 0, %16
  %407 = icmp sgt i64 %16, 0
  %408 = sub i64 8, %16
  %409 = icmp sgt i64 %408, %6
  %410 = or i1 %407, %409
  %411 = tail call i64 @llvm.smax.i64(i64 %16, i64 0)
  %412 = add nsw i64 %6, %16
  %413 = tail call i64 @llvm.smin.i64(i64 %412, i64 8)
  %414 = icmp sgt i64 %413, %411
  %415 = trunc nuw nsw i64 %411 to i32
  %416 = insertelement <8 x i32> poison, i32 %415, i64 0
  %417 = shufflevector <8 x i32> %416, <8 x i32> poison, <8 x i32> zeroinitializer
  %418 = icmp slt <8 x i32> %417, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %419 = trunc nuw nsw i64 %413 to i32
  %420 = insertelement <8 x i32> poison, i32 %419, i64 0
  %421 = shufflevector <8 x i32> %420, <8 x i32> poison, <8 x i32> zeroinitializer
  %422 = icmp sgt <8 x i32> %421, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %423 = and <8 x i1> %422, %418
  %424 = icmp slt i64 %8, 1
  br label %425

425:                                              ; preds = %400, %454
  %426 = phi i64 [ %398, %400 ], [ %456, %454 ]
  %427 = phi i64 [ %405, %400 ], [ %458, %454 ]
  %428 = phi i64 [ %397, %400 ], [ %455, %454 ]
  %429 = call i64 @llvm.smin.i64(i64 %427, i64 %396)
  %430 = add i64 %429, %426
  %431 = call i64 @llvm.smax.i64(i64 %2, i64 %426)
  %432 = sub i64 %430, %431
  %433 = call i64 @llvm.smin.i64(i64 %4, i64 %432)
  %434 = icmp sgt i64 %2, %426
  %435 = sub nsw i64 %2, %426
  %436 = select i1 %434, i64 %435, i64 0
  %437 = sub nsw i64 %3, %426
  %438 = call i64 @llvm.smin.i64(i64 %437, i64 %396)
  %439 = sub nsw i64 %438, %436
  %440 = icmp slt i64 %439, %4
  br i1 %440, label %441, label %443

441:                                              ; preds = %425
  %442 = srem i64 %436, %4
  br label %443

443:                                              ; preds = %441, %425
  %444 = phi i64 [ %442, %441 ], [ 0, %425 ]
  %445 = call i64 @llvm.smin.i64(i64 %439, i64 %4)
  %446 = icmp sgt i64 %445, 0
  br i1 %446, label %447, label %454

447:                                              ; preds = %443
  %448 = add i64 %401, %436
  %449 = mul nsw i64 %428, %4
  %450 = mul nsw i64 %428, %17
  %451 = getelementptr inbounds float, ptr %26, i64 %450
  %452 = mul nsw i64 %428, %18
  %453 = getelementptr inbounds float, ptr %27, i64 %452
  br label %459

454:                                              ; preds = %667, %443
  %455 = add nsw i64 %428, 1
  %456 = add i64 %426, %396
  %457 = icmp slt i64 %456, %3
  %458 = sub i64 %427, %396
  br i1 %457, label %425, label %2322

459:                                              ; preds = %447, %667
  %460 = phi i64 [ 0, %447 ], [ %668, %667 ]
  %461 = add nsw i64 %460, %444
  %462 = icmp slt i64 %461, %4
  %463 = select i1 %462, i64 0, i64 %4
  %464 = sub nsw i64 %461, %463
  %465 = icmp sgt i64 %436, %464
  br i1 %465, label %466, label %469

466:                                              ; preds = %459
  %467 = sub i64 %448, %464
  %468 = sdiv i64 %467, %4
  br label %469

469:                                              ; preds = %466, %459
  %470 = phi i64 [ %468, %466 ], [ 0, %459 ]
  %471 = xor i64 %464, -1
  %472 = add i64 %438, %471
  %473 = sdiv i64 %472, %4
  %474 = icmp sgt i64 %470, %473
  br i1 %474, label %667, label %475

475:                                              ; preds = %469
  %476 = add nsw i64 %473, 1
  %477 = mul nsw i64 %476, %392
  %478 = call i64 @llvm.smin.i64(i64 %477, i64 %7)
  %479 = mul i64 %402, %464
  %480 = getelementptr inbounds float, ptr %451, i64 %479
  %481 = mul nsw i64 %470, %392
  %482 = icmp slt i64 %481, %478
  br i1 %482, label %483, label %667

483:                                              ; preds = %475
  %484 = add nsw i64 %464, %449
  %485 = mul nsw i64 %464, %7
  %486 = mul nsw i64 %484, %5
  br label %487

487:                                              ; preds = %483, %592
  %488 = phi i64 [ %481, %483 ], [ %593, %592 ]
  %489 = mul nsw i64 %488, %11
  %490 = sub i64 %489, %15
  br label %503

491:                                              ; preds = %585
  %492 = add nsw i64 %488, %485
  %493 = mul nsw i64 %492, %8
  %494 = getelementptr inbounds float, ptr %453, i64 %493
  br i1 %404, label %495, label %592

495:                                              ; preds = %491
  %496 = icmp sgt i32 %586, 0
  %497 = zext i32 %586 to i64
  %498 = and i64 %497, 3
  %499 = icmp ult i32 %586, 4
  %500 = and i64 %497, 2147483644
  %501 = icmp eq i64 %498, 0
  %502 = icmp ne i64 %498, 0
  br label %589

503:                                              ; preds = %487, %585
  %504 = phi i64 [ 0, %487 ], [ %587, %585 ]
  %505 = phi i32 [ 0, %487 ], [ %586, %585 ]
  %506 = add i64 %490, %504
  %507 = icmp sgt i64 %506, -1
  %508 = icmp slt i64 %506, %5
  %509 = and i1 %507, %508
  br i1 %509, label %510, label %585

510:                                              ; preds = %503
  %511 = and i64 %506, 3
  %512 = add nsw i64 %506, %486
  %513 = mul nsw i64 %511, %382
  %514 = getelementptr inbounds float, ptr %25, i64 %513
  %515 = getelementptr inbounds nuw i64, ptr %390, i64 %511
  %516 = load i64, ptr %515, align 8
  %517 = icmp eq i64 %516, %512
  br i1 %517, label %581, label %518

518:                                              ; preds = %510
  %519 = mul nsw i64 %506, %6
  %520 = getelementptr inbounds float, ptr %480, i64 %519
  br i1 %403, label %580, label %521

521:                                              ; preds = %518
  br i1 %410, label %525, label %522

522:                                              ; preds = %521
  %523 = getelementptr inbounds nuw float, ptr %520, i64 %406
  %524 = load <8 x float>, ptr %523, align 1
  br label %529

525:                                              ; preds = %521
  br i1 %414, label %526, label %529

526:                                              ; preds = %525
  %527 = getelementptr inbounds float, ptr %520, i64 %406
  %528 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %527, <8 x i1> %423, <8 x float> splat (float 0xFFF0000000000000))
  br label %529

529:                                              ; preds = %522, %525, %526
  %530 = phi <8 x float> [ %524, %522 ], [ %528, %526 ], [ splat (float 0xFFF0000000000000), %525 ]
  br i1 %424, label %580, label %531

531:                                              ; preds = %529, %561
  %532 = phi i64 [ %578, %561 ], [ 1, %529 ]
  %533 = phi <8 x float> [ %562, %561 ], [ %530, %529 ]
  %534 = shl nsw i64 %532, 3
  %535 = sub nsw i64 %534, %16
  %536 = icmp slt i64 %535, 0
  %537 = add nuw nsw i64 %535, 8
  %538 = icmp sgt i64 %537, %6
  %539 = select i1 %536, i1 true, i1 %538
  br i1 %539, label %543, label %540

540:                                              ; preds = %531
  %541 = getelementptr inbounds nuw float, ptr %520, i64 %535
  %542 = load <8 x float>, ptr %541, align 1
  br label %561

543:                                              ; preds = %531
  %544 = sub nsw i64 0, %535
  %545 = select i1 %536, i64 %544, i64 0
  %546 = sub nsw i64 %6, %535
  %547 = call i64 @llvm.smin.i64(i64 %546, i64 8)
  %548 = icmp sgt i64 %547, %545
  br i1 %548, label %549, label %561

549:                                              ; preds = %543
  %550 = getelementptr inbounds float, ptr %520, i64 %535
  %551 = trunc i64 %545 to i32
  %552 = insertelement <8 x i32> poison, i32 %551, i64 0
  %553 = shufflevector <8 x i32> %552, <8 x i32> poison, <8 x i32> zeroinitializer
  %554 = icmp slt <8 x i32> %553, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %555 = trunc i64 %547 to i32
  %556 = insertelement <8 x i32> poison, i32 %555, i64 0
  %557 = shufflevector <8 x i32> %556, <8 x i32> poison, <8 x i32> zeroinitializer
  %558 = icmp sgt <8 x i32> %557, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %559 = and <8 x i1> %558, %554
  %560 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %550, <8 x i1> %559, <8 x float> splat (float 0xFFF0000000000000))
  br label %561

561:                                              ; preds = %540, %543, %549
  %562 = phi <8 x float> [ %542, %540 ], [ %560, %549 ], [ splat (float 0xFFF0000000000000), %543 ]
  %563 = fcmp uno <8 x float> %533, zeroinitializer
  %564 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %533, <8 x float> splat (float 0xFFF0000000000000))
  %565 = shufflevector <8 x float> %533, <8 x float> %562, <8 x i32> <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %566 = fcmp uno <8 x float> %565, zeroinitializer
  %567 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %565, <8 x float> %564)
  %568 = shufflevector <8 x float> %533, <8 x float> %562, <8 x i32> <i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9>
  %569 = fcmp uno <8 x float> %568, zeroinitializer
  %570 = select <8 x i1> %569, <8 x i1> splat (i1 true), <8 x i1> %566
  %571 = select <8 x i1> %570, <8 x i1> splat (i1 true), <8 x i1> %563
  %572 = select <8 x i1> %571, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> zeroinitializer
  %573 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %568, <8 x float> %567)
  %574 = shl i64 %532, 5
  %575 = getelementptr i8, ptr %514, i64 %574
  %576 = getelementptr i8, ptr %575, i64 -32
  %577 = call <8 x float> @llvm.x86.avx.blendv.ps.256(<8 x float> %573, <8 x float> splat (float 0x7FF8000000000000), <8 x float> %572)
  store <8 x float> %577, ptr %576, align 32
  %578 = add nuw nsw i64 %532, 1
  %579 = icmp eq i64 %381, %532
  br i1 %579, label %580, label %531

580:                                              ; preds = %561, %529, %518
  store i64 %512, ptr %515, align 8
  br label %581

581:                                              ; preds = %580, %510
  %582 = add nsw i32 %505, 1
  %583 = sext i32 %505 to i64
  %584 = getelementptr inbounds ptr, ptr %391, i64 %583
  store ptr %514, ptr %584, align 8
  br label %585

585:                                              ; preds = %581, %503
  %586 = phi i32 [ %582, %581 ], [ %505, %503 ]
  %587 = add nuw nsw i64 %504, 1
  %588 = icmp eq i64 %587, 3
  br i1 %588, label %491, label %503

589:                                              ; preds = %495, %615
  %590 = phi i64 [ 0, %495 ], [ %626, %615 ]
  br i1 %496, label %591, label %615

591:                                              ; preds = %589
  br i1 %499, label %596, label %628

592:                                              ; preds = %615, %491
  %593 = add nsw i64 %488, 1
  %594 = icmp slt i64 %593, %478
  br i1 %594, label %487, label %667

595:                                              ; preds = %628
  br i1 %501, label %615, label %596

596:                                              ; preds = %595, %591
  %597 = phi i64 [ 0, %591 ], [ %664, %595 ]
  %598 = phi <8 x float> [ zeroinitializer, %591 ], [ %662, %595 ]
  %599 = phi <8 x float> [ splat (float 0xFFF0000000000000), %591 ], [ %663, %595 ]
  call void @llvm.assume(i1 %502)
  br label %600

600:                                              ; preds = %600, %596
  %601 = phi i64 [ %612, %600 ], [ %597, %596 ]
  %602 = phi <8 x float> [ %610, %600 ], [ %598, %596 ]
  %603 = phi <8 x float> [ %611, %600 ], [ %599, %596 ]
  %604 = phi i64 [ %613, %600 ], [ 0, %596 ]
  %605 = getelementptr inbounds nuw ptr, ptr %391, i64 %601
  %606 = load ptr, ptr %605, align 8
  %607 = getelementptr inbounds nuw float, ptr %606, i64 %590
  %608 = load <8 x float>, ptr %607, align 1
  %609 = fcmp uno <8 x float> %608, zeroinitializer
  %610 = select <8 x i1> %609, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> %602
  %611 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %608, <8 x float> %603)
  %612 = add nuw nsw i64 %601, 1
  %613 = add i64 %604, 1
  %614 = icmp eq i64 %613, %498
  br i1 %614, label %615, label %600

615:                                              ; preds = %595, %600, %589
  %616 = phi <8 x float> [ splat (float 0xFFF0000000000000), %589 ], [ %663, %595 ], [ %611, %600 ]
  %617 = phi <8 x float> [ zeroinitializer, %589 ], [ %662, %595 ], [ %610, %600 ]
  %618 = getelementptr inbounds nuw float, ptr %494, i64 %590
  %619 = sub nsw i64 %8, %590
  %620 = call i64 @llvm.smin.i64(i64 %619, i64 8)
  %621 = trunc i64 %620 to i32
  %622 = insertelement <8 x i32> poison, i32 %621, i64 0
  %623 = shufflevector <8 x i32> %622, <8 x i32> poison, <8 x i32> zeroinitializer
  %624 = icmp sgt <8 x i32> %623, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %625 = call <8 x float> @llvm.x86.avx.blendv.ps.256(<8 x float> %616, <8 x float> splat (float 0x7FF8000000000000), <8 x float> %617)
  call void @llvm.masked.store.v8f32.p0(<8 x float> %625, ptr align 1 %618, <8 x i1> %624)
  %626 = add nuw nsw i64 %590, 8
  %627 = icmp slt i64 %626, %8
  br i1 %627, label %589, label %592

628:                                              ; preds = %591, %628
  %629 = phi i64 [ %664, %628 ], [ 0, %591 ]
  %630 = phi <8 x float> [ %662, %628 ], [ zeroinitializer, %591 ]
  %631 = phi <8 x float> [ %663, %628 ], [ splat (float 0xFFF0000000000000), %591 ]
  %632 = phi i64 [ %665, %628 ], [ 0, %591 ]
  %633 = getelementptr inbounds nuw ptr, ptr %391, i64 %629
  %634 = load ptr, ptr %633, align 16
  %635 = getelementptr inbounds nuw float, ptr %634, i64 %590
  %636 = load <8 x float>, ptr %635, align 1
  %637 = fcmp uno <8 x float> %636, zeroinitializer
  %638 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %636, <8 x float> %631)
  %639 = getelementptr inbounds nuw ptr, ptr %391, i64 %629
  %640 = getelementptr inbounds nuw i8, ptr %639, i64 8
  %641 = load ptr, ptr %640, align 8
  %642 = getelementptr inbounds nuw float, ptr %641, i64 %590
  %643 = load <8 x float>, ptr %642, align 1
  %644 = fcmp uno <8 x float> %643, zeroinitializer
  %645 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %643, <8 x float> %638)
  %646 = getelementptr inbounds nuw ptr, ptr %391, i64 %629
  %647 = getelementptr inbounds nuw i8, ptr %646, i64 16
  %648 = load ptr, ptr %647, align 16
  %649 = getelementptr inbounds nuw float, ptr %648, i64 %590
  %650 = load <8 x float>, ptr %649, align 1
  %651 = fcmp uno <8 x float> %650, zeroinitializer
  %652 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %650, <8 x float> %645)
  %653 = getelementptr inbounds nuw ptr, ptr %391, i64 %629
  %654 = getelementptr inbounds nuw i8, ptr %653, i64 24
  %655 = load ptr, ptr %654, align 8
  %656 = getelementptr inbounds nuw float, ptr %655, i64 %590
  %657 = load <8 x float>, ptr %656, align 1
  %658 = fcmp uno <8 x float> %657, zeroinitializer
  %659 = select <8 x i1> %658, <8 x i1> splat (i1 true), <8 x i1> %651
  %660 = select <8 x i1> %659, <8 x i1> splat (i1 true), <8 x i1> %644
  %661 = select <8 x i1> %660, <8 x i1> splat (i1 true), <8 x i1> %637
  %662 = select <8 x i1> %661, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> %630
  %663 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %657, <8 x float> %652)
  %664 = add nuw nsw i64 %629, 4
  %665 = add i64 %632, 4
  %666 = icmp eq i64 %665, %500
  br i1 %666, label %595, label %628

667:                                              ; preds = %592, %475, %469
  %668 = add nuw nsw i64 %460, 1
  %669 = icmp eq i64 %668, %433
  br i1 %669, label %454, label %459

670:                                              ; preds = %373
  %671 = icmp eq i64 %9, 2
  %672 = icmp eq i64 %10, 2
  %673 = and i1 %671, %672
  %674 = and i1 %673, %31
  %675 = and i1 %674, %33
  %676 = and i1 %675, %35
  %677 = tail call ptr @llvm.stacksave.p0()
  br i1 %676, label %678, label %1007

678:                                              ; preds = %670
  %679 = add nsw i64 %8, 7
  %680 = sdiv i64 %679, 8
  %681 = shl nsw i64 %680, 3
  %682 = icmp sgt i64 %8, 2048
  br i1 %682, label %2325, label %683

683:                                              ; preds = %678
  %684 = icmp sge i64 %2, %3
  %685 = icmp slt i64 %19, 1
  %686 = or i1 %684, %685
  br i1 %686, label %2325, label %687

687:                                              ; preds = %683
  %688 = tail call ptr @llvm.stacksave.p0()
  %689 = alloca [2 x i64], align 16
  %690 = alloca [2 x ptr], align 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %689, i8 -1, i64 16, i1 false)
  %691 = tail call i64 @llvm.smin.i64(i64 %19, i64 %7)
  %692 = add i64 %7, -1
  %693 = add i64 %692, %691
  %694 = sdiv i64 %693, %691
  %695 = mul nsw i64 %694, %4
  %696 = sdiv i64 %2, %695
  %697 = mul nsw i64 %696, %695
  %698 = icmp slt i64 %697, %3
  br i1 %698, label %699, label %2322

699:                                              ; preds = %687
  %700 = add i64 %4, -1
  %701 = mul i64 %6, %5
  %702 = icmp slt i64 %8, -14
  %703 = icmp sgt i64 %8, 0
  %704 = sub i64 %3, %697
  %705 = sub nsw i64 0, %16
  %706 = icmp sgt i64 %16, 0
  %707 = sub i64 16, %16
  %708 = icmp sgt i64 %707, %6
  %709 = or i1 %706, %708
  %710 = tail call i64 @llvm.smax.i64(i64 %16, i64 0)
  %711 = add nsw i64 %6, %16
  %712 = tail call i64 @llvm.smin.i64(i64 %711, i64 16)
  %713 = icmp sgt i64 %712, %710
  %714 = trunc nuw nsw i64 %710 to i32
  %715 = trunc nuw nsw i64 %712 to i32
  %716 = insertelement <8 x i32> poison, i32 %714, i64 0
  %717 = shufflevector <8 x i32> %716, <8 x i32> poison, <8 x i32> zeroinitializer
  %718 = icmp slt <8 x i32> %717, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %719 = insertelement <8 x i32> poison, i32 %715, i64 0
  %720 = shufflevector <8 x i32> %719, <8 x i32> poison, <8 x i32> zeroinitializer
  %721 = icmp sgt <8 x i32> %720, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %722 = and <8 x i1> %718, %721
  %723 = add nsw i32 %714, -8
  %724 = insertelement <8 x i32> poison, i32 %723, i64 0
  %725 = shufflevector <8 x i32> %724, <8 x i32> poison, <8 x i32> zeroinitializer
  %726 = icmp slt <8 x i32> %725, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %727 = add nsw i32 %715, -8
  %728 = insertelement <8 x i32> poison, i32 %727, i64 0
  %729 = shufflevector <8 x i32> %728, <8 x i32> poison, <8 x i32> zeroinitializer
  %730 = icmp sgt <8 x i32> %729, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %731 = and <8 x i1> %726, %730
  %732 = icmp slt i64 %8, 1
  br label %733

733:                                              ; preds = %699, %762
  %734 = phi i64 [ %697, %699 ], [ %764, %762 ]
  %735 = phi i64 [ %704, %699 ], [ %766, %762 ]
  %736 = phi i64 [ %696, %699 ], [ %763, %762 ]
  %737 = call i64 @llvm.smin.i64(i64 %735, i64 %695)
  %738 = add i64 %737, %734
  %739 = call i64 @llvm.smax.i64(i64 %2, i64 %734)
  %740 = sub i64 %738, %739
  %741 = call i64 @llvm.smin.i64(i64 %4, i64 %740)
  %742 = icmp sgt i64 %2, %734
  %743 = sub nsw i64 %2, %734
  %744 = select i1 %742, i64 %743, i64 0
  %745 = sub nsw i64 %3, %734
  %746 = call i64 @llvm.smin.i64(i64 %745, i64 %695)
  %747 = sub nsw i64 %746, %744
  %748 = icmp slt i64 %747, %4
  br i1 %748, label %749, label %751

749:                                              ; preds = %733
  %750 = srem i64 %744, %4
  br label %751

751:                                              ; preds = %749, %733
  %752 = phi i64 [ %750, %749 ], [ 0, %733 ]
  %753 = call i64 @llvm.smin.i64(i64 %747, i64 %4)
  %754 = icmp sgt i64 %753, 0
  br i1 %754, label %755, label %762

755:                                              ; preds = %751
  %756 = add i64 %700, %744
  %757 = mul nsw i64 %736, %4
  %758 = mul nsw i64 %736, %17
  %759 = getelementptr inbounds float, ptr %26, i64 %758
  %760 = mul nsw i64 %736, %18
  %761 = getelementptr inbounds float, ptr %27, i64 %760
  br label %767

762:                                              ; preds = %1004, %751
  %763 = add nsw i64 %736, 1
  %764 = add i64 %734, %695
  %765 = icmp slt i64 %764, %3
  %766 = sub i64 %735, %695
  br i1 %765, label %733, label %2322

767:                                              ; preds = %755, %1004
  %768 = phi i64 [ 0, %755 ], [ %1005, %1004 ]
  %769 = add nsw i64 %768, %752
  %770 = icmp slt i64 %769, %4
  %771 = select i1 %770, i64 0, i64 %4
  %772 = sub nsw i64 %769, %771
  %773 = icmp sgt i64 %744, %772
  br i1 %773, label %774, label %777

774:                                              ; preds = %767
  %775 = sub i64 %756, %772
  %776 = sdiv i64 %775, %4
  br label %777

777:                                              ; preds = %774, %767
  %778 = phi i64 [ %776, %774 ], [ 0, %767 ]
  %779 = xor i64 %772, -1
  %780 = add i64 %746, %779
  %781 = sdiv i64 %780, %4
  %782 = icmp sgt i64 %778, %781
  br i1 %782, label %1004, label %783

783:                                              ; preds = %777
  %784 = add nsw i64 %781, 1
  %785 = mul nsw i64 %784, %691
  %786 = call i64 @llvm.smin.i64(i64 %785, i64 %7)
  %787 = mul i64 %701, %772
  %788 = getelementptr inbounds float, ptr %759, i64 %787
  %789 = mul nsw i64 %778, %691
  %790 = icmp slt i64 %789, %786
  br i1 %790, label %791, label %1004

791:                                              ; preds = %783
  %792 = add nsw i64 %772, %757
  %793 = mul nsw i64 %772, %7
  %794 = mul nsw i64 %792, %5
  br label %795

795:                                              ; preds = %791, %929
  %796 = phi i64 [ %789, %791 ], [ %930, %929 ]
  %797 = mul nsw i64 %796, %11
  %798 = sub i64 %797, %15
  br label %811

799:                                              ; preds = %924
  %800 = add nsw i64 %796, %793
  %801 = mul nsw i64 %800, %8
  %802 = getelementptr inbounds float, ptr %761, i64 %801
  br i1 %703, label %803, label %929

803:                                              ; preds = %799
  %804 = icmp sgt i32 %925, 0
  %805 = zext i32 %925 to i64
  %806 = and i64 %805, 3
  %807 = icmp ult i32 %925, 4
  %808 = and i64 %805, 2147483644
  %809 = icmp eq i64 %806, 0
  %810 = icmp ne i64 %806, 0
  br label %926

811:                                              ; preds = %795, %924
  %812 = phi i1 [ true, %795 ], [ false, %924 ]
  %813 = phi i64 [ 0, %795 ], [ 1, %924 ]
  %814 = phi i32 [ 0, %795 ], [ %925, %924 ]
  %815 = add i64 %798, %813
  %816 = icmp sgt i64 %815, -1
  %817 = icmp slt i64 %815, %5
  %818 = and i1 %816, %817
  br i1 %818, label %819, label %924

819:                                              ; preds = %811
  %820 = and i64 %815, 1
  %821 = add nsw i64 %815, %794
  %822 = mul nuw nsw i64 %820, %681
  %823 = getelementptr inbounds float, ptr %25, i64 %822
  %824 = getelementptr inbounds nuw i64, ptr %689, i64 %820
  %825 = load i64, ptr %824, align 8
  %826 = icmp eq i64 %825, %821
  br i1 %826, label %920, label %827

827:                                              ; preds = %819
  %828 = mul nsw i64 %815, %6
  %829 = getelementptr inbounds float, ptr %788, i64 %828
  br i1 %702, label %919, label %830

830:                                              ; preds = %827
  br i1 %709, label %836, label %831

831:                                              ; preds = %830
  %832 = getelementptr inbounds nuw float, ptr %829, i64 %705
  %833 = load <8 x float>, ptr %832, align 1
  %834 = getelementptr inbounds nuw i8, ptr %832, i64 32
  %835 = load <8 x float>, ptr %834, align 1
  br label %842

836:                                              ; preds = %830
  br i1 %713, label %837, label %842

837:                                              ; preds = %836
  %838 = getelementptr inbounds float, ptr %829, i64 %705
  %839 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr readonly align 1 %838, <8 x i1> %722, <8 x float> splat (float 0xFFF0000000000000))
  %840 = getelementptr inbounds nuw i8, ptr %838, i64 32
  %841 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull readonly align 1 %840, <8 x i1> %731, <8 x float> splat (float 0xFFF0000000000000))
  br label %842

842:                                              ; preds = %831, %836, %837
  %843 = phi <8 x float> [ %839, %837 ], [ %833, %831 ], [ splat (float 0xFFF0000000000000), %836 ]
  %844 = phi <8 x float> [ %841, %837 ], [ %835, %831 ], [ splat (float 0xFFF0000000000000), %836 ]
  br i1 %732, label %919, label %845

845:                                              ; preds = %842
  %846 = shufflevector <8 x float> %843, <8 x float> %844, <8 x i32> <i32 1, i32 3, i32 9, i32 11, i32 5, i32 7, i32 13, i32 15>
  %847 = bitcast <8 x float> %846 to <4 x i64>
  %848 = shufflevector <4 x i64> %847, <4 x i64> poison, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  %849 = shufflevector <8 x float> %843, <8 x float> %844, <8 x i32> <i32 0, i32 2, i32 8, i32 10, i32 4, i32 6, i32 12, i32 14>
  %850 = bitcast <8 x float> %849 to <4 x i64>
  %851 = shufflevector <4 x i64> %850, <4 x i64> poison, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  br label %852

852:                                              ; preds = %845, %896
  %853 = phi <4 x i64> [ %848, %845 ], [ %916, %896 ]
  %854 = phi <4 x i64> [ %851, %845 ], [ %914, %896 ]
  %855 = phi i64 [ 1, %845 ], [ %917, %896 ]
  %856 = shl nsw i64 %855, 4
  %857 = sub nsw i64 %856, %16
  %858 = icmp slt i64 %857, 0
  %859 = add nuw nsw i64 %857, 16
  %860 = icmp sgt i64 %859, %6
  %861 = select i1 %858, i1 true, i1 %860
  br i1 %861, label %867, label %862

862:                                              ; preds = %852
  %863 = getelementptr inbounds nuw float, ptr %829, i64 %857
  %864 = load <8 x float>, ptr %863, align 1
  %865 = getelementptr inbounds nuw i8, ptr %863, i64 32
  %866 = load <8 x float>, ptr %865, align 1
  br label %896

867:                                              ; preds = %852
  %868 = sub nsw i64 0, %857
  %869 = select i1 %858, i64 %868, i64 0
  %870 = sub nsw i64 %6, %857
  %871 = call i64 @llvm.smin.i64(i64 %870, i64 16)
  %872 = icmp sgt i64 %871, %869
  br i1 %872, label %873, label %896

873:                                              ; preds = %867
  %874 = getelementptr inbounds float, ptr %829, i64 %857
  %875 = trunc i64 %869 to i32
  %876 = trunc i64 %871 to i32
  %877 = insertelement <8 x i32> poison, i32 %875, i64 0
  %878 = shufflevector <8 x i32> %877, <8 x i32> poison, <8 x i32> zeroinitializer
  %879 = icmp slt <8 x i32> %878, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %880 = insertelement <8 x i32> poison, i32 %876, i64 0
  %881 = shufflevector <8 x i32> %880, <8 x i32> poison, <8 x i32> zeroinitializer
  %882 = icmp sgt <8 x i32> %881, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %883 = and <8 x i1> %879, %882
  %884 = add nsw i32 %875, -8
  %885 = insertelement <8 x i32> poison, i32 %884, i64 0
  %886 = shufflevector <8 x i32> %885, <8 x i32> poison, <8 x i32> zeroinitializer
  %887 = icmp slt <8 x i32> %886, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %888 = add nsw i32 %876, -8
  %889 = insertelement <8 x i32> poison, i32 %888, i64 0
  %890 = shufflevector <8 x i32> %889, <8 x i32> poison, <8 x i32> zeroinitializer
  %891 = icmp sgt <8 x i32> %890, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %892 = and <8 x i1> %887, %891
  %893 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr readonly align 1 %874, <8 x i1> %883, <8 x float> splat (float 0xFFF0000000000000))
  %894 = getelementptr inbounds nuw i8, ptr %874, i64 32
  %895 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull readonly align 1 %894, <8 x i1> %892, <8 x float> splat (float 0xFFF0000000000000))
  br label %896

896:                                              ; preds = %867, %873, %862
  %897 = phi <8 x float> [ %893, %873 ], [ %864, %862 ], [ splat (float 0xFFF0000000000000), %867 ]
  %898 = phi <8 x float> [ %895, %873 ], [ %866, %862 ], [ splat (float 0xFFF0000000000000), %867 ]
  %899 = shufflevector <8 x float> %897, <8 x float> %898, <8 x i32> <i32 0, i32 2, i32 8, i32 10, i32 4, i32 6, i32 12, i32 14>
  %900 = shufflevector <8 x float> %897, <8 x float> %898, <8 x i32> <i32 1, i32 3, i32 9, i32 11, i32 5, i32 7, i32 13, i32 15>
  %901 = bitcast <4 x i64> %854 to <8 x float>
  %902 = fcmp uno <8 x float> %901, zeroinitializer
  %903 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %901, <8 x float> splat (float 0xFFF0000000000000))
  %904 = bitcast <4 x i64> %853 to <8 x float>
  %905 = fcmp uno <8 x float> %904, zeroinitializer
  %906 = select <8 x i1> %905, <8 x i1> splat (i1 true), <8 x i1> %902
  %907 = select <8 x i1> %906, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> zeroinitializer
  %908 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %904, <8 x float> %903)
  %909 = shl i64 %855, 5
  %910 = getelementptr i8, ptr %823, i64 %909
  %911 = getelementptr i8, ptr %910, i64 -32
  %912 = call <8 x float> @llvm.x86.avx.blendv.ps.256(<8 x float> %908, <8 x float> splat (float 0x7FF8000000000000), <8 x float> %907)
  store <8 x float> %912, ptr %911, align 32
  %913 = bitcast <8 x float> %899 to <4 x i64>
  %914 = shufflevector <4 x i64> %913, <4 x i64> poison, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  %915 = bitcast <8 x float> %900 to <4 x i64>
  %916 = shufflevector <4 x i64> %915, <4 x i64> poison, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  %917 = add nuw nsw i64 %855, 1
  %918 = icmp eq i64 %680, %855
  br i1 %918, label %919, label %852

919:                                              ; preds = %896, %842, %827
  store i64 %821, ptr %824, align 8
  br label %920

920:                                              ; preds = %919, %819
  %921 = add nsw i32 %814, 1
  %922 = sext i32 %814 to i64
  %923 = getelementptr inbounds ptr, ptr %690, i64 %922
  store ptr %823, ptr %923, align 8
  br label %924

924:                                              ; preds = %920, %811
  %925 = phi i32 [ %921, %920 ], [ %814, %811 ]
  br i1 %812, label %811, label %799

926:                                              ; preds = %803, %952
  %927 = phi i64 [ 0, %803 ], [ %963, %952 ]
  br i1 %804, label %928, label %952

928:                                              ; preds = %926
  br i1 %807, label %933, label %965

929:                                              ; preds = %952, %799
  %930 = add nsw i64 %796, 1
  %931 = icmp slt i64 %930, %786
  br i1 %931, label %795, label %1004

932:                                              ; preds = %965
  br i1 %809, label %952, label %933

933:                                              ; preds = %932, %928
  %934 = phi i64 [ 0, %928 ], [ %1001, %932 ]
  %935 = phi <8 x float> [ zeroinitializer, %928 ], [ %999, %932 ]
  %936 = phi <8 x float> [ splat (float 0xFFF0000000000000), %928 ], [ %1000, %932 ]
  call void @llvm.assume(i1 %810)
  br label %937

937:                                              ; preds = %937, %933
  %938 = phi i64 [ %949, %937 ], [ %934, %933 ]
  %939 = phi <8 x float> [ %947, %937 ], [ %935, %933 ]
  %940 = phi <8 x float> [ %948, %937 ], [ %936, %933 ]
  %941 = phi i64 [ %950, %937 ], [ 0, %933 ]
  %942 = getelementptr inbounds nuw ptr, ptr %690, i64 %938
  %943 = load ptr, ptr %942, align 8
  %944 = getelementptr inbounds nuw float, ptr %943, i64 %927
  %945 = load <8 x float>, ptr %944, align 1
  %946 = fcmp uno <8 x float> %945, zeroinitializer
  %947 = select <8 x i1> %946, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> %939
  %948 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %945, <8 x float> %940)
  %949 = add nuw nsw i64 %938, 1
  %950 = add i64 %941, 1
  %951 = icmp eq i64 %950, %806
  br i1 %951, label %952, label %937

952:                                              ; preds = %932, %937, %926
  %953 = phi <8 x float> [ splat (float 0xFFF0000000000000), %926 ], [ %1000, %932 ], [ %948, %937 ]
  %954 = phi <8 x float> [ zeroinitializer, %926 ], [ %999, %932 ], [ %947, %937 ]
  %955 = getelementptr inbounds nuw float, ptr %802, i64 %927
  %956 = sub nsw i64 %8, %927
  %957 = call i64 @llvm.smin.i64(i64 %956, i64 8)
  %958 = trunc i64 %957 to i32
  %959 = insertelement <8 x i32> poison, i32 %958, i64 0
  %960 = shufflevector <8 x i32> %959, <8 x i32> poison, <8 x i32> zeroinitializer
  %961 = icmp sgt <8 x i32> %960, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %962 = call <8 x float> @llvm.x86.avx.blendv.ps.256(<8 x float> %953, <8 x float> splat (float 0x7FF8000000000000), <8 x float> %954)
  call void @llvm.masked.store.v8f32.p0(<8 x float> %962, ptr align 1 %955, <8 x i1> %961)
  %963 = add nuw nsw i64 %927, 8
  %964 = icmp slt i64 %963, %8
  br i1 %964, label %926, label %929

965:                                              ; preds = %928, %965
  %966 = phi i64 [ %1001, %965 ], [ 0, %928 ]
  %967 = phi <8 x float> [ %999, %965 ], [ zeroinitializer, %928 ]
  %968 = phi <8 x float> [ %1000, %965 ], [ splat (float 0xFFF0000000000000), %928 ]
  %969 = phi i64 [ %1002, %965 ], [ 0, %928 ]
  %970 = getelementptr inbounds nuw ptr, ptr %690, i64 %966
  %971 = load ptr, ptr %970, align 16
  %972 = getelementptr inbounds nuw float, ptr %971, i64 %927
  %973 = load <8 x float>, ptr %972, align 1
  %974 = fcmp uno <8 x float> %973, zeroinitializer
  %975 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %973, <8 x float> %968)
  %976 = getelementptr inbounds nuw ptr, ptr %690, i64 %966
  %977 = getelementptr inbounds nuw i8, ptr %976, i64 8
  %978 = load ptr, ptr %977, align 8
  %979 = getelementptr inbounds nuw float, ptr %978, i64 %927
  %980 = load <8 x float>, ptr %979, align 1
  %981 = fcmp uno <8 x float> %980, zeroinitializer
  %982 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %980, <8 x float> %975)
  %983 = getelementptr inbounds nuw ptr, ptr %690, i64 %966
  %984 = getelementptr inbounds nuw i8, ptr %983, i64 16
  %985 = load ptr, ptr %984, align 16
  %986 = getelementptr inbounds nuw float, ptr %985, i64 %927
  %987 = load <8 x float>, ptr %986, align 1
  %988 = fcmp uno <8 x float> %987, zeroinitializer
  %989 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %987, <8 x float> %982)
  %990 = getelementptr inbounds nuw ptr, ptr %690, i64 %966
  %991 = getelementptr inbounds nuw i8, ptr %990, i64 24
  %992 = load ptr, ptr %991, align 8
  %993 = getelementptr inbounds nuw float, ptr %992, i64 %927
  %994 = load <8 x float>, ptr %993, align 1
  %995 = fcmp uno <8 x float> %994, zeroinitializer
  %996 = select <8 x i1> %995, <8 x i1> splat (i1 true), <8 x i1> %988
  %997 = select <8 x i1> %996, <8 x i1> splat (i1 true), <8 x i1> %981
  %998 = select <8 x i1> %997, <8 x i1> splat (i1 true), <8 x i1> %974
  %999 = select <8 x i1> %998, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> %967
  %1000 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %994, <8 x float> %989)
  %1001 = add nuw nsw i64 %966, 4
  %1002 = add i64 %969, 4
  %1003 = icmp eq i64 %1002, %808
  br i1 %1003, label %932, label %965

1004:                                             ; preds = %929, %783, %777
  %1005 = add nuw nsw i64 %768, 1
  %1006 = icmp eq i64 %1005, %741
  br i1 %1006, label %762, label %767

1007:                                             ; preds = %670
  %1008 = add nsw i64 %9, -1
  %1009 = mul nsw i64 %13, %1008
  br i1 %374, label %1010, label %1423

1010:                                             ; preds = %1007, %1010
  %1011 = phi i64 [ %1013, %1010 ], [ 1, %1007 ]
  %1012 = icmp sgt i64 %1011, %1009
  %1013 = shl i64 %1011, 1
  br i1 %1012, label %1014, label %1010

1014:                                             ; preds = %1010
  %1015 = add nsw i64 %8, 7
  %1016 = sdiv i64 %1015, 8
  %1017 = shl nsw i64 %1016, 3
  %1018 = mul nsw i64 %1011, %1017
  %1019 = icmp sgt i64 %1018, 4096
  %1020 = icmp sgt i64 %9, 4096
  %1021 = or i1 %1020, %1019
  br i1 %1021, label %2325, label %1022

1022:                                             ; preds = %1014
  %1023 = icmp sge i64 %2, %3
  %1024 = icmp slt i64 %19, 1
  %1025 = or i1 %1023, %1024
  br i1 %1025, label %2325, label %1026

1026:                                             ; preds = %1022
  %1027 = tail call i64 @llvm.smin.i64(i64 %19, i64 %7)
  %1028 = tail call ptr @llvm.stacksave.p0()
  %1029 = alloca i64, i64 %1011, align 16
  %1030 = alloca ptr, i64 %9, align 16
  %1031 = add nsw i64 %10, -1
  %1032 = mul nsw i64 %14, %1031
  %1033 = icmp slt i64 %1032, 8
  %1034 = icmp sgt i64 %1011, 0
  br i1 %1034, label %1035, label %1037

1035:                                             ; preds = %1026
  %1036 = shl nuw i64 %1011, 3
  call void @llvm.memset.p0.i64(ptr nonnull align 16 %1029, i8 -1, i64 %1036, i1 false)
  br label %1037

1037:                                             ; preds = %1035, %1026
  %1038 = add i64 %7, -1
  %1039 = add i64 %1038, %1027
  %1040 = sdiv i64 %1039, %1027
  %1041 = mul nsw i64 %1040, %4
  %1042 = sdiv i64 %2, %1041
  %1043 = mul nsw i64 %1042, %1041
  %1044 = icmp slt i64 %1043, %3
  br i1 %1044, label %1045, label %2322

1045:                                             ; preds = %1037
  %1046 = add i64 %4, -1
  %1047 = mul i64 %6, %5
  %1048 = icmp sgt i64 %9, 0
  %1049 = add nsw i64 %1011, -1
  %1050 = icmp sgt i64 %8, 0
  %1051 = icmp sgt i64 %10, 0
  %1052 = icmp slt i64 %8, -14
  %1053 = tail call i64 @llvm.smax.i64(i64 %1016, i64 0)
  %1054 = sub i64 %3, %1043
  br label %1055

1055:                                             ; preds = %1045, %1085
  %1056 = phi i64 [ %1043, %1045 ], [ %1088, %1085 ]
  %1057 = phi i64 [ %1054, %1045 ], [ %1090, %1085 ]
  %1058 = phi i64 [ %1042, %1045 ], [ %1087, %1085 ]
  %1059 = phi <8 x float> [ undef, %1045 ], [ %1086, %1085 ]
  %1060 = call i64 @llvm.smin.i64(i64 %1057, i64 %1041)
  %1061 = add i64 %1060, %1056
  %1062 = call i64 @llvm.smax.i64(i64 %2, i64 %1056)
  %1063 = sub i64 %1061, %1062
  %1064 = call i64 @llvm.smin.i64(i64 %4, i64 %1063)
  %1065 = icmp sgt i64 %2, %1056
  %1066 = sub nsw i64 %2, %1056
  %1067 = select i1 %1065, i64 %1066, i64 0
  %1068 = sub nsw i64 %3, %1056
  %1069 = call i64 @llvm.smin.i64(i64 %1068, i64 %1041)
  %1070 = sub nsw i64 %1069, %1067
  %1071 = icmp slt i64 %1070, %4
  br i1 %1071, label %1072, label %1074

1072:                                             ; preds = %1055
  %1073 = srem i64 %1067, %4
  br label %1074

1074:                                             ; preds = %1072, %1055
  %1075 = phi i64 [ %1073, %1072 ], [ 0, %1055 ]
  %1076 = call i64 @llvm.smin.i64(i64 %1070, i64 %4)
  %1077 = icmp sgt i64 %1076, 0
  br i1 %1077, label %1078, label %1085

1078:                                             ; preds = %1074
  %1079 = add i64 %1046, %1067
  %1080 = mul nsw i64 %1058, %4
  %1081 = mul nsw i64 %1058, %17
  %1082 = getelementptr inbounds float, ptr %26, i64 %1081
  %1083 = mul nsw i64 %1058, %18
  %1084 = getelementptr inbounds float, ptr %27, i64 %1083
  br label %1091

1085:                                             ; preds = %1419, %1074
  %1086 = phi <8 x float> [ %1059, %1074 ], [ %1420, %1419 ]
  %1087 = add nsw i64 %1058, 1
  %1088 = add i64 %1056, %1041
  %1089 = icmp slt i64 %1088, %3
  %1090 = sub i64 %1057, %1041
  br i1 %1089, label %1055, label %2322

1091:                                             ; preds = %1078, %1419
  %1092 = phi i64 [ 0, %1078 ], [ %1421, %1419 ]
  %1093 = phi <8 x float> [ %1059, %1078 ], [ %1420, %1419 ]
  %1094 = add nsw i64 %1092, %1075
  %1095 = icmp slt i64 %1094, %4
  %1096 = select i1 %1095, i64 0, i64 %4
  %1097 = sub nsw i64 %1094, %1096
  %1098 = icmp sgt i64 %1067, %1097
  br i1 %1098, label %1099, label %1102

1099:                                             ; preds = %1091
  %1100 = sub i64 %1079, %1097
  %1101 = sdiv i64 %1100, %4
  br label %1102

1102:                                             ; preds = %1099, %1091
  %1103 = phi i64 [ %1101, %1099 ], [ 0, %1091 ]
  %1104 = xor i64 %1097, -1
  %1105 = add i64 %1069, %1104
  %1106 = sdiv i64 %1105, %4
  %1107 = icmp sgt i64 %1103, %1106
  br i1 %1107, label %1419, label %1108

1108:                                             ; preds = %1102
  %1109 = add nsw i64 %1106, 1
  %1110 = mul nsw i64 %1109, %1027
  %1111 = call i64 @llvm.smin.i64(i64 %1110, i64 %7)
  %1112 = mul i64 %1047, %1097
  %1113 = getelementptr inbounds float, ptr %1082, i64 %1112
  %1114 = mul nsw i64 %1103, %1027
  %1115 = icmp slt i64 %1114, %1111
  br i1 %1115, label %1116, label %1419

1116:                                             ; preds = %1108
  %1117 = add nsw i64 %1097, %1080
  %1118 = mul nsw i64 %1097, %7
  %1119 = mul nsw i64 %1117, %5
  br label %1120

1120:                                             ; preds = %1116, %1344
  %1121 = phi i64 [ %1114, %1116 ], [ %1345, %1344 ]
  %1122 = phi <8 x float> [ %1093, %1116 ], [ %1130, %1344 ]
  %1123 = add nsw i64 %1121, %1118
  %1124 = mul nsw i64 %1123, %8
  %1125 = getelementptr inbounds float, ptr %1084, i64 %1124
  br i1 %1048, label %1126, label %1129

1126:                                             ; preds = %1120
  %1127 = mul nsw i64 %1121, %11
  %1128 = sub i64 %1127, %15
  br label %1140

1129:                                             ; preds = %1336, %1120
  %1130 = phi <8 x float> [ %1122, %1120 ], [ %1337, %1336 ]
  %1131 = phi i32 [ 0, %1120 ], [ %1338, %1336 ]
  br i1 %1050, label %1132, label %1344

1132:                                             ; preds = %1129
  %1133 = icmp sgt i32 %1131, 0
  %1134 = zext i32 %1131 to i64
  %1135 = and i64 %1134, 3
  %1136 = icmp ult i32 %1131, 4
  %1137 = and i64 %1134, 2147483644
  %1138 = icmp eq i64 %1135, 0
  %1139 = icmp ne i64 %1135, 0
  br label %1341

1140:                                             ; preds = %1126, %1336
  %1141 = phi i64 [ 0, %1126 ], [ %1339, %1336 ]
  %1142 = phi i32 [ 0, %1126 ], [ %1338, %1336 ]
  %1143 = phi <8 x float> [ %1122, %1126 ], [ %1337, %1336 ]
  %1144 = mul nsw i64 %1141, %13
  %1145 = add i64 %1128, %1144
  %1146 = icmp sgt i64 %1145, -1
  %1147 = icmp slt i64 %1145, %5
  %1148 = and i1 %1146, %1147
  br i1 %1148, label %1149, label %1336

1149:                                             ; preds = %1140
  %1150 = and i64 %1145, %1049
  %1151 = add nsw i64 %1145, %1119
  %1152 = mul nsw i64 %1150, %1017
  %1153 = getelementptr inbounds float, ptr %25, i64 %1152
  %1154 = getelementptr inbounds nuw i64, ptr %1029, i64 %1150
  %1155 = load i64, ptr %1154, align 8
  %1156 = icmp eq i64 %1155, %1151
  br i1 %1156, label %1331, label %1157

1157:                                             ; preds = %1149
  %1158 = mul nsw i64 %1145, %6
  %1159 = getelementptr inbounds float, ptr %1113, i64 %1158
  br i1 %1033, label %1160, label %1227

1160:                                             ; preds = %1157
  br i1 %1052, label %1329, label %1161

1161:                                             ; preds = %1160, %1224
  %1162 = phi i64 [ %1225, %1224 ], [ 0, %1160 ]
  %1163 = phi <8 x float> [ %1192, %1224 ], [ %1143, %1160 ]
  %1164 = shl nsw i64 %1162, 3
  %1165 = sub nsw i64 %1164, %16
  %1166 = icmp slt i64 %1165, 0
  %1167 = add nuw nsw i64 %1165, 8
  %1168 = icmp sgt i64 %1167, %6
  %1169 = select i1 %1166, i1 true, i1 %1168
  br i1 %1169, label %1173, label %1170

1170:                                             ; preds = %1161
  %1171 = getelementptr inbounds nuw float, ptr %1159, i64 %1165
  %1172 = load <8 x float>, ptr %1171, align 1
  br label %1191

1173:                                             ; preds = %1161
  %1174 = sub nsw i64 0, %1165
  %1175 = select i1 %1166, i64 %1174, i64 0
  %1176 = sub nsw i64 %6, %1165
  %1177 = call i64 @llvm.smin.i64(i64 %1176, i64 8)
  %1178 = icmp sgt i64 %1177, %1175
  br i1 %1178, label %1179, label %1191

1179:                                             ; preds = %1173
  %1180 = getelementptr inbounds float, ptr %1159, i64 %1165
  %1181 = trunc i64 %1175 to i32
  %1182 = insertelement <8 x i32> poison, i32 %1181, i64 0
  %1183 = shufflevector <8 x i32> %1182, <8 x i32> poison, <8 x i32> zeroinitializer
  %1184 = icmp slt <8 x i32> %1183, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1185 = trunc i64 %1177 to i32
  %1186 = insertelement <8 x i32> poison, i32 %1185, i64 0
  %1187 = shufflevector <8 x i32> %1186, <8 x i32> poison, <8 x i32> zeroinitializer
  %1188 = icmp sgt <8 x i32> %1187, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1189 = and <8 x i1> %1188, %1184
  %1190 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1180, <8 x i1> %1189, <8 x float> splat (float 0xFFF0000000000000))
  br label %1191

1191:                                             ; preds = %1179, %1173, %1170
  %1192 = phi <8 x float> [ %1172, %1170 ], [ %1190, %1179 ], [ splat (float 0xFFF0000000000000), %1173 ]
  %1193 = icmp eq i64 %1162, 0
  br i1 %1193, label %1224, label %1194

1194:                                             ; preds = %1191
  br i1 %1051, label %1202, label %1195

1195:                                             ; preds = %1217, %1194
  %1196 = phi <8 x float> [ zeroinitializer, %1194 ], [ %1220, %1217 ]
  %1197 = phi <8 x float> [ splat (float 0xFFF0000000000000), %1194 ], [ %1221, %1217 ]
  %1198 = shl i64 %1162, 5
  %1199 = getelementptr i8, ptr %1153, i64 %1198
  %1200 = getelementptr i8, ptr %1199, i64 -32
  %1201 = call <8 x float> @llvm.x86.avx.blendv.ps.256(<8 x float> %1197, <8 x float> splat (float 0x7FF8000000000000), <8 x float> %1196)
  store <8 x float> %1201, ptr %1200, align 32
  br label %1224

1202:                                             ; preds = %1194, %1217
  %1203 = phi <8 x float> [ %1221, %1217 ], [ splat (float 0xFFF0000000000000), %1194 ]
  %1204 = phi <8 x float> [ %1220, %1217 ], [ zeroinitializer, %1194 ]
  %1205 = phi i64 [ %1222, %1217 ], [ 0, %1194 ]
  %1206 = mul nsw i64 %1205, %14
  %1207 = icmp eq i64 %1206, 0
  br i1 %1207, label %1217, label %1208

1208:                                             ; preds = %1202
  %1209 = trunc i64 %1206 to i32
  %1210 = insertelement <8 x i32> poison, i32 %1209, i64 0
  %1211 = shufflevector <8 x i32> %1210, <8 x i32> poison, <8 x i32> zeroinitializer
  %1212 = add <8 x i32> %1211, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1213 = call <8 x float> @llvm.x86.avx2.permps(<8 x float> %1163, <8 x i32> %1212)
  %1214 = call <8 x float> @llvm.x86.avx2.permps(<8 x float> %1192, <8 x i32> %1212)
  %1215 = icmp sgt <8 x i32> %1212, splat (i32 7)
  %1216 = select <8 x i1> %1215, <8 x float> %1214, <8 x float> %1213
  br label %1217

1217:                                             ; preds = %1202, %1208
  %1218 = phi <8 x float> [ %1216, %1208 ], [ %1163, %1202 ]
  %1219 = fcmp uno <8 x float> %1218, zeroinitializer
  %1220 = select <8 x i1> %1219, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> %1204
  %1221 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1218, <8 x float> %1203)
  %1222 = add nuw nsw i64 %1205, 1
  %1223 = icmp eq i64 %1222, %10
  br i1 %1223, label %1195, label %1202

1224:                                             ; preds = %1195, %1191
  %1225 = add nuw nsw i64 %1162, 1
  %1226 = icmp eq i64 %1162, %1053
  br i1 %1226, label %1329, label %1161

1227:                                             ; preds = %1157
  br i1 %1050, label %1228, label %1329

1228:                                             ; preds = %1227, %1232
  %1229 = phi i64 [ %1237, %1232 ], [ 0, %1227 ]
  br i1 %1051, label %1230, label %1232

1230:                                             ; preds = %1228
  %1231 = sub i64 %1229, %16
  br label %1239

1232:                                             ; preds = %1321, %1228
  %1233 = phi <8 x float> [ splat (float 0xFFF0000000000000), %1228 ], [ %1326, %1321 ]
  %1234 = phi <8 x float> [ zeroinitializer, %1228 ], [ %1325, %1321 ]
  %1235 = getelementptr inbounds nuw float, ptr %1153, i64 %1229
  %1236 = call <8 x float> @llvm.x86.avx.blendv.ps.256(<8 x float> %1233, <8 x float> splat (float 0x7FF8000000000000), <8 x float> %1234)
  store <8 x float> %1236, ptr %1235, align 32
  %1237 = add nuw nsw i64 %1229, 8
  %1238 = icmp slt i64 %1237, %1017
  br i1 %1238, label %1228, label %1329

1239:                                             ; preds = %1230, %1321
  %1240 = phi i64 [ 0, %1230 ], [ %1327, %1321 ]
  %1241 = phi <8 x float> [ zeroinitializer, %1230 ], [ %1325, %1321 ]
  %1242 = phi <8 x float> [ splat (float 0xFFF0000000000000), %1230 ], [ %1326, %1321 ]
  %1243 = mul nsw i64 %1240, %14
  %1244 = add i64 %1231, %1243
  %1245 = icmp sgt i64 %1244, -1
  %1246 = icmp slt i64 %1244, %6
  %1247 = and i1 %1245, %1246
  br i1 %1247, label %1248, label %1251

1248:                                             ; preds = %1239
  %1249 = getelementptr inbounds nuw float, ptr %1159, i64 %1244
  %1250 = load float, ptr %1249, align 4
  br label %1251

1251:                                             ; preds = %1248, %1239
  %1252 = phi float [ %1250, %1248 ], [ 0xFFF0000000000000, %1239 ]
  %1253 = insertelement <8 x float> poison, float %1252, i64 0
  %1254 = add i64 %1244, 1
  %1255 = icmp sgt i64 %1254, -1
  %1256 = icmp slt i64 %1254, %6
  %1257 = and i1 %1255, %1256
  br i1 %1257, label %1258, label %1261

1258:                                             ; preds = %1251
  %1259 = getelementptr inbounds nuw float, ptr %1159, i64 %1254
  %1260 = load float, ptr %1259, align 4
  br label %1261

1261:                                             ; preds = %1258, %1251
  %1262 = phi float [ %1260, %1258 ], [ 0xFFF0000000000000, %1251 ]
  %1263 = insertelement <8 x float> %1253, float %1262, i64 1
  %1264 = add i64 %1244, 2
  %1265 = icmp sgt i64 %1264, -1
  %1266 = icmp slt i64 %1264, %6
  %1267 = and i1 %1265, %1266
  br i1 %1267, label %1268, label %1271

1268:                                             ; preds = %1261
  %1269 = getelementptr inbounds nuw float, ptr %1159, i64 %1264
  %1270 = load float, ptr %1269, align 4
  br label %1271

1271:                                             ; preds = %1268, %1261
  %1272 = phi float [ %1270, %1268 ], [ 0xFFF0000000000000, %1261 ]
  %1273 = insertelement <8 x float> %1263, float %1272, i64 2
  %1274 = add i64 %1244, 3
  %1275 = icmp sgt i64 %1274, -1
  %1276 = icmp slt i64 %1274, %6
  %1277 = and i1 %1275, %1276
  br i1 %1277, label %1278, label %1281

1278:                                             ; preds = %1271
  %1279 = getelementptr inbounds nuw float, ptr %1159, i64 %1274
  %1280 = load float, ptr %1279, align 4
  br label %1281

1281:                                             ; preds = %1278, %1271
  %1282 = phi float [ %1280, %1278 ], [ 0xFFF0000000000000, %1271 ]
  %1283 = insertelement <8 x float> %1273, float %1282, i64 3
  %1284 = add i64 %1244, 4
  %1285 = icmp sgt i64 %1284, -1
  %1286 = icmp slt i64 %1284, %6
  %1287 = and i1 %1285, %1286
  br i1 %1287, label %1288, label %1291

1288:                                             ; preds = %1281
  %1289 = getelementptr inbounds nuw float, ptr %1159, i64 %1284
  %1290 = load float, ptr %1289, align 4
  br label %1291

1291:                                             ; preds = %1288, %1281
  %1292 = phi float [ %1290, %1288 ], [ 0xFFF0000000000000, %1281 ]
  %1293 = insertelement <8 x float> %1283, float %1292, i64 4
  %1294 = add i64 %1244, 5
  %1295 = icmp sgt i64 %1294, -1
  %1296 = icmp slt i64 %1294, %6
  %1297 = and i1 %1295, %1296
  br i1 %1297, label %1298, label %1301

1298:                                             ; preds = %1291
  %1299 = getelementptr inbounds nuw float, ptr %1159, i64 %1294
  %1300 = load float, ptr %1299, align 4
  br label %1301

1301:                                             ; preds = %1298, %1291
  %1302 = phi float [ %1300, %1298 ], [ 0xFFF0000000000000, %1291 ]
  %1303 = insertelement <8 x float> %1293, float %1302, i64 5
  %1304 = add i64 %1244, 6
  %1305 = icmp sgt i64 %1304, -1
  %1306 = icmp slt i64 %1304, %6
  %1307 = and i1 %1305, %1306
  br i1 %1307, label %1308, label %1311

1308:                                             ; preds = %1301
  %1309 = getelementptr inbounds nuw float, ptr %1159, i64 %1304
  %1310 = load float, ptr %1309, align 4
  br label %1311

1311:                                             ; preds = %1308, %1301
  %1312 = phi float [ %1310, %1308 ], [ 0xFFF0000000000000, %1301 ]
  %1313 = insertelement <8 x float> %1303, float %1312, i64 6
  %1314 = add i64 %1244, 7
  %1315 = icmp sgt i64 %1314, -1
  %1316 = icmp slt i64 %1314, %6
  %1317 = and i1 %1315, %1316
  br i1 %1317, label %1318, label %1321

1318:                                             ; preds = %1311
  %1319 = getelementptr inbounds nuw float, ptr %1159, i64 %1314
  %1320 = load float, ptr %1319, align 4
  br label %1321

1321:                                             ; preds = %1318, %1311
  %1322 = phi float [ %1320, %1318 ], [ 0xFFF0000000000000, %1311 ]
  %1323 = insertelement <8 x float> %1313, float %1322, i64 7
  %1324 = fcmp uno <8 x float> %1323, zeroinitializer
  %1325 = select <8 x i1> %1324, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> %1241
  %1326 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1323, <8 x float> %1242)
  %1327 = add nuw nsw i64 %1240, 1
  %1328 = icmp eq i64 %1327, %10
  br i1 %1328, label %1232, label %1239

1329:                                             ; preds = %1232, %1224, %1227, %1160
  %1330 = phi <8 x float> [ %1143, %1227 ], [ %1143, %1160 ], [ %1192, %1224 ], [ %1143, %1232 ]
  store i64 %1151, ptr %1154, align 8
  br label %1331

1331:                                             ; preds = %1329, %1149
  %1332 = phi <8 x float> [ %1143, %1149 ], [ %1330, %1329 ]
  %1333 = add nsw i32 %1142, 1
  %1334 = sext i32 %1142 to i64
  %1335 = getelementptr inbounds ptr, ptr %1030, i64 %1334
  store ptr %1153, ptr %1335, align 8
  br label %1336

1336:                                             ; preds = %1331, %1140
  %1337 = phi <8 x float> [ %1332, %1331 ], [ %1143, %1140 ]
  %1338 = phi i32 [ %1333, %1331 ], [ %1142, %1140 ]
  %1339 = add nuw nsw i64 %1141, 1
  %1340 = icmp eq i64 %1339, %9
  br i1 %1340, label %1129, label %1140

1341:                                             ; preds = %1132, %1367
  %1342 = phi i64 [ 0, %1132 ], [ %1378, %1367 ]
  br i1 %1133, label %1343, label %1367

1343:                                             ; preds = %1341
  br i1 %1136, label %1348, label %1380

1344:                                             ; preds = %1367, %1129
  %1345 = add nsw i64 %1121, 1
  %1346 = icmp slt i64 %1345, %1111
  br i1 %1346, label %1120, label %1419

1347:                                             ; preds = %1380
  br i1 %1138, label %1367, label %1348

1348:                                             ; preds = %1347, %1343
  %1349 = phi i64 [ 0, %1343 ], [ %1416, %1347 ]
  %1350 = phi <8 x float> [ zeroinitializer, %1343 ], [ %1414, %1347 ]
  %1351 = phi <8 x float> [ splat (float 0xFFF0000000000000), %1343 ], [ %1415, %1347 ]
  call void @llvm.assume(i1 %1139)
  br label %1352

1352:                                             ; preds = %1352, %1348
  %1353 = phi i64 [ %1364, %1352 ], [ %1349, %1348 ]
  %1354 = phi <8 x float> [ %1362, %1352 ], [ %1350, %1348 ]
  %1355 = phi <8 x float> [ %1363, %1352 ], [ %1351, %1348 ]
  %1356 = phi i64 [ %1365, %1352 ], [ 0, %1348 ]
  %1357 = getelementptr inbounds nuw ptr, ptr %1030, i64 %1353
  %1358 = load ptr, ptr %1357, align 8
  %1359 = getelementptr inbounds nuw float, ptr %1358, i64 %1342
  %1360 = load <8 x float>, ptr %1359, align 1
  %1361 = fcmp uno <8 x float> %1360, zeroinitializer
  %1362 = select <8 x i1> %1361, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> %1354
  %1363 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1360, <8 x float> %1355)
  %1364 = add nuw nsw i64 %1353, 1
  %1365 = add i64 %1356, 1
  %1366 = icmp eq i64 %1365, %1135
  br i1 %1366, label %1367, label %1352

1367:                                             ; preds = %1347, %1352, %1341
  %1368 = phi <8 x float> [ splat (float 0xFFF0000000000000), %1341 ], [ %1415, %1347 ], [ %1363, %1352 ]
  %1369 = phi <8 x float> [ zeroinitializer, %1341 ], [ %1414, %1347 ], [ %1362, %1352 ]
  %1370 = getelementptr inbounds nuw float, ptr %1125, i64 %1342
  %1371 = sub nsw i64 %8, %1342
  %1372 = call i64 @llvm.smin.i64(i64 %1371, i64 8)
  %1373 = trunc i64 %1372 to i32
  %1374 = insertelement <8 x i32> poison, i32 %1373, i64 0
  %1375 = shufflevector <8 x i32> %1374, <8 x i32> poison, <8 x i32> zeroinitializer
  %1376 = icmp sgt <8 x i32> %1375, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1377 = call <8 x float> @llvm.x86.avx.blendv.ps.256(<8 x float> %1368, <8 x float> splat (float 0x7FF8000000000000), <8 x float> %1369)
  call void @llvm.masked.store.v8f32.p0(<8 x float> %1377, ptr align 1 %1370, <8 x i1> %1376)
  %1378 = add nuw nsw i64 %1342, 8
  %1379 = icmp slt i64 %1378, %8
  br i1 %1379, label %1341, label %1344

1380:                                             ; preds = %1343, %1380
  %1381 = phi i64 [ %1416, %1380 ], [ 0, %1343 ]
  %1382 = phi <8 x float> [ %1414, %1380 ], [ zeroinitializer, %1343 ]
  %1383 = phi <8 x float> [ %1415, %1380 ], [ splat (float 0xFFF0000000000000), %1343 ]
  %1384 = phi i64 [ %1417, %1380 ], [ 0, %1343 ]
  %1385 = getelementptr inbounds nuw ptr, ptr %1030, i64 %1381
  %1386 = load ptr, ptr %1385, align 16
  %1387 = getelementptr inbounds nuw float, ptr %1386, i64 %1342
  %1388 = load <8 x float>, ptr %1387, align 1
  %1389 = fcmp uno <8 x float> %1388, zeroinitializer
  %1390 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1388, <8 x float> %1383)
  %1391 = getelementptr inbounds nuw ptr, ptr %1030, i64 %1381
  %1392 = getelementptr inbounds nuw i8, ptr %1391, i64 8
  %1393 = load ptr, ptr %1392, align 8
  %1394 = getelementptr inbounds nuw float, ptr %1393, i64 %1342
  %1395 = load <8 x float>, ptr %1394, align 1
  %1396 = fcmp uno <8 x float> %1395, zeroinitializer
  %1397 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1395, <8 x float> %1390)
  %1398 = getelementptr inbounds nuw ptr, ptr %1030, i64 %1381
  %1399 = getelementptr inbounds nuw i8, ptr %1398, i64 16
  %1400 = load ptr, ptr %1399, align 16
  %1401 = getelementptr inbounds nuw float, ptr %1400, i64 %1342
  %1402 = load <8 x float>, ptr %1401, align 1
  %1403 = fcmp uno <8 x float> %1402, zeroinitializer
  %1404 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1402, <8 x float> %1397)
  %1405 = getelementptr inbounds nuw ptr, ptr %1030, i64 %1381
  %1406 = getelementptr inbounds nuw i8, ptr %1405, i64 24
  %1407 = load ptr, ptr %1406, align 8
  %1408 = getelementptr inbounds nuw float, ptr %1407, i64 %1342
  %1409 = load <8 x float>, ptr %1408, align 1
  %1410 = fcmp uno <8 x float> %1409, zeroinitializer
  %1411 = select <8 x i1> %1410, <8 x i1> splat (i1 true), <8 x i1> %1403
  %1412 = select <8 x i1> %1411, <8 x i1> splat (i1 true), <8 x i1> %1396
  %1413 = select <8 x i1> %1412, <8 x i1> splat (i1 true), <8 x i1> %1389
  %1414 = select <8 x i1> %1413, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> %1382
  %1415 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1409, <8 x float> %1404)
  %1416 = add nuw nsw i64 %1381, 4
  %1417 = add i64 %1384, 4
  %1418 = icmp eq i64 %1417, %1137
  br i1 %1418, label %1347, label %1380

1419:                                             ; preds = %1344, %1108, %1102
  %1420 = phi <8 x float> [ %1093, %1102 ], [ %1093, %1108 ], [ %1130, %1344 ]
  %1421 = add nuw nsw i64 %1092, 1
  %1422 = icmp eq i64 %1421, %1064
  br i1 %1422, label %1085, label %1091

1423:                                             ; preds = %1007
  br i1 %31, label %1424, label %1870

1424:                                             ; preds = %1423, %1424
  %1425 = phi i64 [ %1427, %1424 ], [ 1, %1423 ]
  %1426 = icmp sgt i64 %1425, %1009
  %1427 = shl i64 %1425, 1
  br i1 %1426, label %1428, label %1424

1428:                                             ; preds = %1424
  %1429 = add nsw i64 %8, 7
  %1430 = sdiv i64 %1429, 8
  %1431 = shl nsw i64 %1430, 3
  %1432 = mul nsw i64 %1425, %1431
  %1433 = icmp sgt i64 %1432, 4096
  %1434 = icmp sgt i64 %9, 4096
  %1435 = or i1 %1434, %1433
  br i1 %1435, label %2325, label %1436

1436:                                             ; preds = %1428
  %1437 = icmp sge i64 %2, %3
  %1438 = icmp slt i64 %19, 1
  %1439 = or i1 %1437, %1438
  br i1 %1439, label %2325, label %1440

1440:                                             ; preds = %1436
  %1441 = tail call i64 @llvm.smin.i64(i64 %19, i64 %7)
  %1442 = tail call ptr @llvm.stacksave.p0()
  %1443 = alloca i64, i64 %1425, align 16
  %1444 = alloca ptr, i64 %9, align 16
  %1445 = add nsw i64 %10, -1
  %1446 = mul nsw i64 %14, %1445
  %1447 = icmp slt i64 %1446, 16
  %1448 = icmp sgt i64 %1425, 0
  br i1 %1448, label %1449, label %1451

1449:                                             ; preds = %1440
  %1450 = shl nuw i64 %1425, 3
  call void @llvm.memset.p0.i64(ptr nonnull align 16 %1443, i8 -1, i64 %1450, i1 false)
  br label %1451

1451:                                             ; preds = %1449, %1440
  %1452 = add i64 %7, -1
  %1453 = add i64 %1452, %1441
  %1454 = sdiv i64 %1453, %1441
  %1455 = mul nsw i64 %1454, %4
  %1456 = sdiv i64 %2, %1455
  %1457 = mul nsw i64 %1456, %1455
  %1458 = icmp slt i64 %1457, %3
  br i1 %1458, label %1459, label %2322

1459:                                             ; preds = %1451
  %1460 = add i64 %4, -1
  %1461 = mul i64 %6, %5
  %1462 = icmp sgt i64 %9, 0
  %1463 = add nsw i64 %1425, -1
  %1464 = icmp sgt i64 %8, 0
  %1465 = icmp sgt i64 %10, 0
  %1466 = icmp slt i64 %8, -14
  %1467 = getelementptr inbounds nuw i8, ptr %24, i64 32
  %1468 = getelementptr inbounds nuw i8, ptr %23, i64 32
  %1469 = tail call i64 @llvm.smax.i64(i64 %1430, i64 0)
  %1470 = sub i64 %3, %1457
  br label %1471

1471:                                             ; preds = %1459, %1500
  %1472 = phi i64 [ %1457, %1459 ], [ %1502, %1500 ]
  %1473 = phi i64 [ %1470, %1459 ], [ %1504, %1500 ]
  %1474 = phi i64 [ %1456, %1459 ], [ %1501, %1500 ]
  %1475 = call i64 @llvm.smin.i64(i64 %1473, i64 %1455)
  %1476 = add i64 %1475, %1472
  %1477 = call i64 @llvm.smax.i64(i64 %2, i64 %1472)
  %1478 = sub i64 %1476, %1477
  %1479 = call i64 @llvm.smin.i64(i64 %4, i64 %1478)
  %1480 = icmp sgt i64 %2, %1472
  %1481 = sub nsw i64 %2, %1472
  %1482 = select i1 %1480, i64 %1481, i64 0
  %1483 = sub nsw i64 %3, %1472
  %1484 = call i64 @llvm.smin.i64(i64 %1483, i64 %1455)
  %1485 = sub nsw i64 %1484, %1482
  %1486 = icmp slt i64 %1485, %4
  br i1 %1486, label %1487, label %1489

1487:                                             ; preds = %1471
  %1488 = srem i64 %1482, %4
  br label %1489

1489:                                             ; preds = %1487, %1471
  %1490 = phi i64 [ %1488, %1487 ], [ 0, %1471 ]
  %1491 = call i64 @llvm.smin.i64(i64 %1485, i64 %4)
  %1492 = icmp sgt i64 %1491, 0
  br i1 %1492, label %1493, label %1500

1493:                                             ; preds = %1489
  %1494 = add i64 %1460, %1482
  %1495 = mul nsw i64 %1474, %4
  %1496 = mul nsw i64 %1474, %17
  %1497 = getelementptr inbounds float, ptr %26, i64 %1496
  %1498 = mul nsw i64 %1474, %18
  %1499 = getelementptr inbounds float, ptr %27, i64 %1498
  br label %1505

1500:                                             ; preds = %1867, %1489
  %1501 = add nsw i64 %1474, 1
  %1502 = add i64 %1472, %1455
  %1503 = icmp slt i64 %1502, %3
  %1504 = sub i64 %1473, %1455
  br i1 %1503, label %1471, label %2322

1505:                                             ; preds = %1493, %1867
  %1506 = phi i64 [ 0, %1493 ], [ %1868, %1867 ]
  %1507 = add nsw i64 %1506, %1490
  %1508 = icmp slt i64 %1507, %4
  %1509 = select i1 %1508, i64 0, i64 %4
  %1510 = sub nsw i64 %1507, %1509
  %1511 = icmp sgt i64 %1482, %1510
  br i1 %1511, label %1512, label %1515

1512:                                             ; preds = %1505
  %1513 = sub i64 %1494, %1510
  %1514 = sdiv i64 %1513, %4
  br label %1515

1515:                                             ; preds = %1512, %1505
  %1516 = phi i64 [ %1514, %1512 ], [ 0, %1505 ]
  %1517 = xor i64 %1510, -1
  %1518 = add i64 %1484, %1517
  %1519 = sdiv i64 %1518, %4
  %1520 = icmp sgt i64 %1516, %1519
  br i1 %1520, label %1867, label %1521

1521:                                             ; preds = %1515
  %1522 = add nsw i64 %1519, 1
  %1523 = mul nsw i64 %1522, %1441
  %1524 = call i64 @llvm.smin.i64(i64 %1523, i64 %7)
  %1525 = mul i64 %1461, %1510
  %1526 = getelementptr inbounds float, ptr %1497, i64 %1525
  %1527 = mul nsw i64 %1516, %1441
  %1528 = icmp slt i64 %1527, %1524
  br i1 %1528, label %1529, label %1867

1529:                                             ; preds = %1521
  %1530 = add nsw i64 %1510, %1495
  %1531 = mul nsw i64 %1510, %7
  %1532 = mul nsw i64 %1530, %5
  br label %1533

1533:                                             ; preds = %1529, %1792
  %1534 = phi i64 [ %1527, %1529 ], [ %1793, %1792 ]
  %1535 = add nsw i64 %1534, %1531
  %1536 = mul nsw i64 %1535, %8
  %1537 = getelementptr inbounds float, ptr %1499, i64 %1536
  br i1 %1462, label %1538, label %1541

1538:                                             ; preds = %1533
  %1539 = mul nsw i64 %1534, %11
  %1540 = sub i64 %1539, %15
  br label %1551

1541:                                             ; preds = %1785, %1533
  %1542 = phi i32 [ 0, %1533 ], [ %1786, %1785 ]
  br i1 %1464, label %1543, label %1792

1543:                                             ; preds = %1541
  %1544 = icmp sgt i32 %1542, 0
  %1545 = zext i32 %1542 to i64
  %1546 = and i64 %1545, 3
  %1547 = icmp ult i32 %1542, 4
  %1548 = and i64 %1545, 2147483644
  %1549 = icmp eq i64 %1546, 0
  %1550 = icmp ne i64 %1546, 0
  br label %1789

1551:                                             ; preds = %1538, %1785
  %1552 = phi i64 [ 0, %1538 ], [ %1787, %1785 ]
  %1553 = phi i32 [ 0, %1538 ], [ %1786, %1785 ]
  %1554 = mul nsw i64 %1552, %13
  %1555 = add i64 %1540, %1554
  %1556 = icmp sgt i64 %1555, -1
  %1557 = icmp slt i64 %1555, %5
  %1558 = and i1 %1556, %1557
  br i1 %1558, label %1559, label %1785

1559:                                             ; preds = %1551
  %1560 = and i64 %1555, %1463
  %1561 = add nsw i64 %1555, %1532
  %1562 = mul nsw i64 %1560, %1431
  %1563 = getelementptr inbounds float, ptr %25, i64 %1562
  %1564 = getelementptr inbounds nuw i64, ptr %1443, i64 %1560
  %1565 = load i64, ptr %1564, align 8
  %1566 = icmp eq i64 %1565, %1561
  br i1 %1566, label %1781, label %1567

1567:                                             ; preds = %1559
  %1568 = mul nsw i64 %1555, %6
  %1569 = getelementptr inbounds float, ptr %1526, i64 %1568
  br i1 %1447, label %1570, label %1663

1570:                                             ; preds = %1567
  call void @llvm.lifetime.start.p0(ptr nonnull %23)
  call void @llvm.lifetime.start.p0(ptr nonnull %24)
  br i1 %1466, label %1662, label %1571

1571:                                             ; preds = %1570, %1659
  %1572 = phi i64 [ %1660, %1659 ], [ 0, %1570 ]
  %1573 = shl nsw i64 %1572, 4
  %1574 = sub nsw i64 %1573, %16
  %1575 = icmp slt i64 %1574, 0
  %1576 = add nuw nsw i64 %1574, 16
  %1577 = icmp sgt i64 %1576, %6
  %1578 = select i1 %1575, i1 true, i1 %1577
  br i1 %1578, label %1584, label %1579

1579:                                             ; preds = %1571
  %1580 = getelementptr inbounds nuw float, ptr %1569, i64 %1574
  %1581 = load <8 x float>, ptr %1580, align 1
  %1582 = getelementptr inbounds nuw i8, ptr %1580, i64 32
  %1583 = load <8 x float>, ptr %1582, align 1
  br label %1613

1584:                                             ; preds = %1571
  %1585 = sub nsw i64 0, %1574
  %1586 = select i1 %1575, i64 %1585, i64 0
  %1587 = sub nsw i64 %6, %1574
  %1588 = call i64 @llvm.smin.i64(i64 %1587, i64 16)
  %1589 = icmp sgt i64 %1588, %1586
  br i1 %1589, label %1590, label %1613

1590:                                             ; preds = %1584
  %1591 = getelementptr inbounds float, ptr %1569, i64 %1574
  %1592 = trunc i64 %1586 to i32
  %1593 = trunc i64 %1588 to i32
  %1594 = insertelement <8 x i32> poison, i32 %1592, i64 0
  %1595 = shufflevector <8 x i32> %1594, <8 x i32> poison, <8 x i32> zeroinitializer
  %1596 = icmp slt <8 x i32> %1595, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1597 = insertelement <8 x i32> poison, i32 %1593, i64 0
  %1598 = shufflevector <8 x i32> %1597, <8 x i32> poison, <8 x i32> zeroinitializer
  %1599 = icmp sgt <8 x i32> %1598, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1600 = and <8 x i1> %1596, %1599
  %1601 = add nsw i32 %1592, -8
  %1602 = insertelement <8 x i32> poison, i32 %1601, i64 0
  %1603 = shufflevector <8 x i32> %1602, <8 x i32> poison, <8 x i32> zeroinitializer
  %1604 = icmp slt <8 x i32> %1603, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1605 = add nsw i32 %1593, -8
  %1606 = insertelement <8 x i32> poison, i32 %1605, i64 0
  %1607 = shufflevector <8 x i32> %1606, <8 x i32> poison, <8 x i32> zeroinitializer
  %1608 = icmp sgt <8 x i32> %1607, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1609 = and <8 x i1> %1604, %1608
  %1610 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr readonly align 1 %1591, <8 x i1> %1600, <8 x float> splat (float 0xFFF0000000000000))
  %1611 = getelementptr inbounds nuw i8, ptr %1591, i64 32
  %1612 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull readonly align 1 %1611, <8 x i1> %1609, <8 x float> splat (float 0xFFF0000000000000))
  br label %1613

1613:                                             ; preds = %1584, %1590, %1579
  %1614 = phi <8 x float> [ %1612, %1590 ], [ %1583, %1579 ], [ splat (float 0xFFF0000000000000), %1584 ]
  %1615 = phi <8 x float> [ %1610, %1590 ], [ %1581, %1579 ], [ splat (float 0xFFF0000000000000), %1584 ]
  %1616 = shufflevector <8 x float> %1615, <8 x float> %1614, <8 x i32> <i32 0, i32 2, i32 8, i32 10, i32 4, i32 6, i32 12, i32 14>
  %1617 = bitcast <8 x float> %1616 to <4 x double>
  %1618 = shufflevector <4 x double> %1617, <4 x double> poison, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  store <4 x double> %1618, ptr %24, align 32
  %1619 = shufflevector <8 x float> %1615, <8 x float> %1614, <8 x i32> <i32 1, i32 3, i32 9, i32 11, i32 5, i32 7, i32 13, i32 15>
  %1620 = bitcast <8 x float> %1619 to <4 x double>
  %1621 = shufflevector <4 x double> %1620, <4 x double> poison, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  store <4 x double> %1621, ptr %1467, align 32
  %1622 = icmp eq i64 %1572, 0
  br i1 %1622, label %1659, label %1623

1623:                                             ; preds = %1613
  br i1 %1465, label %1631, label %1624

1624:                                             ; preds = %1652, %1623
  %1625 = phi <8 x float> [ zeroinitializer, %1623 ], [ %1655, %1652 ]
  %1626 = phi <8 x float> [ splat (float 0xFFF0000000000000), %1623 ], [ %1656, %1652 ]
  %1627 = shl i64 %1572, 5
  %1628 = getelementptr i8, ptr %1563, i64 %1627
  %1629 = getelementptr i8, ptr %1628, i64 -32
  %1630 = call <8 x float> @llvm.x86.avx.blendv.ps.256(<8 x float> %1626, <8 x float> splat (float 0x7FF8000000000000), <8 x float> %1625)
  store <8 x float> %1630, ptr %1629, align 32
  br label %1659

1631:                                             ; preds = %1623, %1652
  %1632 = phi <8 x float> [ %1656, %1652 ], [ splat (float 0xFFF0000000000000), %1623 ]
  %1633 = phi <8 x float> [ %1655, %1652 ], [ zeroinitializer, %1623 ]
  %1634 = phi i64 [ %1657, %1652 ], [ 0, %1623 ]
  %1635 = mul nsw i64 %1634, %14
  %1636 = and i64 %1635, 1
  %1637 = ashr i64 %1635, 1
  %1638 = icmp eq i64 %1637, 0
  %1639 = getelementptr inbounds nuw <8 x float>, ptr %23, i64 %1636
  %1640 = load <8 x float>, ptr %1639, align 32
  br i1 %1638, label %1652, label %1641

1641:                                             ; preds = %1631
  %1642 = trunc i64 %1637 to i32
  %1643 = insertelement <8 x i32> poison, i32 %1642, i64 0
  %1644 = shufflevector <8 x i32> %1643, <8 x i32> poison, <8 x i32> zeroinitializer
  %1645 = add <8 x i32> %1644, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1646 = call <8 x float> @llvm.x86.avx2.permps(<8 x float> %1640, <8 x i32> %1645)
  %1647 = getelementptr inbounds nuw <8 x float>, ptr %24, i64 %1636
  %1648 = load <8 x float>, ptr %1647, align 32
  %1649 = call <8 x float> @llvm.x86.avx2.permps(<8 x float> %1648, <8 x i32> %1645)
  %1650 = icmp sgt <8 x i32> %1645, splat (i32 7)
  %1651 = select <8 x i1> %1650, <8 x float> %1649, <8 x float> %1646
  br label %1652

1652:                                             ; preds = %1631, %1641
  %1653 = phi <8 x float> [ %1651, %1641 ], [ %1640, %1631 ]
  %1654 = fcmp uno <8 x float> %1653, zeroinitializer
  %1655 = select <8 x i1> %1654, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> %1633
  %1656 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1653, <8 x float> %1632)
  %1657 = add nuw nsw i64 %1634, 1
  %1658 = icmp eq i64 %1657, %10
  br i1 %1658, label %1624, label %1631

1659:                                             ; preds = %1624, %1613
  store <4 x double> %1618, ptr %23, align 32
  store <4 x double> %1621, ptr %1468, align 32
  %1660 = add nuw nsw i64 %1572, 1
  %1661 = icmp eq i64 %1572, %1469
  br i1 %1661, label %1662, label %1571

1662:                                             ; preds = %1659, %1570
  call void @llvm.lifetime.end.p0(ptr nonnull %24)
  call void @llvm.lifetime.end.p0(ptr nonnull %23)
  br label %1780

1663:                                             ; preds = %1567
  br i1 %1464, label %1664, label %1780

1664:                                             ; preds = %1663, %1682
  %1665 = phi i64 [ %1687, %1682 ], [ 0, %1663 ]
  br i1 %1465, label %1666, label %1682

1666:                                             ; preds = %1664
  %1667 = shl nuw nsw i64 %1665, 1
  %1668 = shl nuw i64 %1665, 1
  %1669 = or disjoint i64 %1668, 2
  %1670 = shl nuw i64 %1665, 1
  %1671 = or disjoint i64 %1670, 4
  %1672 = shl nuw i64 %1665, 1
  %1673 = or disjoint i64 %1672, 6
  %1674 = shl nuw i64 %1665, 1
  %1675 = or disjoint i64 %1674, 8
  %1676 = shl nuw i64 %1665, 1
  %1677 = or disjoint i64 %1676, 10
  %1678 = shl nuw i64 %1665, 1
  %1679 = or disjoint i64 %1678, 12
  %1680 = shl nuw i64 %1665, 1
  %1681 = or disjoint i64 %1680, 14
  br label %1689

1682:                                             ; preds = %1772, %1664
  %1683 = phi <8 x float> [ splat (float 0xFFF0000000000000), %1664 ], [ %1777, %1772 ]
  %1684 = phi <8 x float> [ zeroinitializer, %1664 ], [ %1776, %1772 ]
  %1685 = getelementptr inbounds nuw float, ptr %1563, i64 %1665
  %1686 = call <8 x float> @llvm.x86.avx.blendv.ps.256(<8 x float> %1683, <8 x float> splat (float 0x7FF8000000000000), <8 x float> %1684)
  store <8 x float> %1686, ptr %1685, align 32
  %1687 = add nuw nsw i64 %1665, 8
  %1688 = icmp slt i64 %1687, %1431
  br i1 %1688, label %1664, label %1780

1689:                                             ; preds = %1666, %1772
  %1690 = phi i64 [ 0, %1666 ], [ %1778, %1772 ]
  %1691 = phi <8 x float> [ zeroinitializer, %1666 ], [ %1776, %1772 ]
  %1692 = phi <8 x float> [ splat (float 0xFFF0000000000000), %1666 ], [ %1777, %1772 ]
  %1693 = mul nsw i64 %1690, %14
  %1694 = sub i64 %1693, %16
  %1695 = add i64 %1694, %1667
  %1696 = icmp sgt i64 %1695, -1
  %1697 = icmp slt i64 %1695, %6
  %1698 = and i1 %1696, %1697
  br i1 %1698, label %1699, label %1702

1699:                                             ; preds = %1689
  %1700 = getelementptr inbounds nuw float, ptr %1569, i64 %1695
  %1701 = load float, ptr %1700, align 4
  br label %1702

1702:                                             ; preds = %1699, %1689
  %1703 = phi float [ %1701, %1699 ], [ 0xFFF0000000000000, %1689 ]
  %1704 = insertelement <8 x float> poison, float %1703, i64 0
  %1705 = add i64 %1694, %1669
  %1706 = icmp sgt i64 %1705, -1
  %1707 = icmp slt i64 %1705, %6
  %1708 = and i1 %1706, %1707
  br i1 %1708, label %1709, label %1712

1709:                                             ; preds = %1702
  %1710 = getelementptr inbounds nuw float, ptr %1569, i64 %1705
  %1711 = load float, ptr %1710, align 4
  br label %1712

1712:                                             ; preds = %1709, %1702
  %1713 = phi float [ %1711, %1709 ], [ 0xFFF0000000000000, %1702 ]
  %1714 = insertelement <8 x float> %1704, float %1713, i64 1
  %1715 = add i64 %1694, %1671
  %1716 = icmp sgt i64 %1715, -1
  %1717 = icmp slt i64 %1715, %6
  %1718 = and i1 %1716, %1717
  br i1 %1718, label %1719, label %1722

1719:                                             ; preds = %1712
  %1720 = getelementptr inbounds nuw float, ptr %1569, i64 %1715
  %1721 = load float, ptr %1720, align 4
  br label %1722

1722:                                             ; preds = %1719, %1712
  %1723 = phi float [ %1721, %1719 ], [ 0xFFF0000000000000, %1712 ]
  %1724 = insertelement <8 x float> %1714, float %1723, i64 2
  %1725 = add i64 %1694, %1673
  %1726 = icmp sgt i64 %1725, -1
  %1727 = icmp slt i64 %1725, %6
  %1728 = and i1 %1726, %1727
  br i1 %1728, label %1729, label %1732

1729:                                             ; preds = %1722
  %1730 = getelementptr inbounds nuw float, ptr %1569, i64 %1725
  %1731 = load float, ptr %1730, align 4
  br label %1732

1732:                                             ; preds = %1729, %1722
  %1733 = phi float [ %1731, %1729 ], [ 0xFFF0000000000000, %1722 ]
  %1734 = insertelement <8 x float> %1724, float %1733, i64 3
  %1735 = add i64 %1694, %1675
  %1736 = icmp sgt i64 %1735, -1
  %1737 = icmp slt i64 %1735, %6
  %1738 = and i1 %1736, %1737
  br i1 %1738, label %1739, label %1742

1739:                                             ; preds = %1732
  %1740 = getelementptr inbounds nuw float, ptr %1569, i64 %1735
  %1741 = load float, ptr %1740, align 4
  br label %1742

1742:                                             ; preds = %1739, %1732
  %1743 = phi float [ %1741, %1739 ], [ 0xFFF0000000000000, %1732 ]
  %1744 = insertelement <8 x float> %1734, float %1743, i64 4
  %1745 = add i64 %1694, %1677
  %1746 = icmp sgt i64 %1745, -1
  %1747 = icmp slt i64 %1745, %6
  %1748 = and i1 %1746, %1747
  br i1 %1748, label %1749, label %1752

1749:                                             ; preds = %1742
  %1750 = getelementptr inbounds nuw float, ptr %1569, i64 %1745
  %1751 = load float, ptr %1750, align 4
  br label %1752

1752:                                             ; preds = %1749, %1742
  %1753 = phi float [ %1751, %1749 ], [ 0xFFF0000000000000, %1742 ]
  %1754 = insertelement <8 x float> %1744, float %1753, i64 5
  %1755 = add i64 %1694, %1679
  %1756 = icmp sgt i64 %1755, -1
  %1757 = icmp slt i64 %1755, %6
  %1758 = and i1 %1756, %1757
  br i1 %1758, label %1759, label %1762

1759:                                             ; preds = %1752
  %1760 = getelementptr inbounds nuw float, ptr %1569, i64 %1755
  %1761 = load float, ptr %1760, align 4
  br label %1762

1762:                                             ; preds = %1759, %1752
  %1763 = phi float [ %1761, %1759 ], [ 0xFFF0000000000000, %1752 ]
  %1764 = insertelement <8 x float> %1754, float %1763, i64 6
  %1765 = add i64 %1694, %1681
  %1766 = icmp sgt i64 %1765, -1
  %1767 = icmp slt i64 %1765, %6
  %1768 = and i1 %1766, %1767
  br i1 %1768, label %1769, label %1772

1769:                                             ; preds = %1762
  %1770 = getelementptr inbounds nuw float, ptr %1569, i64 %1765
  %1771 = load float, ptr %1770, align 4
  br label %1772

1772:                                             ; preds = %1769, %1762
  %1773 = phi float [ %1771, %1769 ], [ 0xFFF0000000000000, %1762 ]
  %1774 = insertelement <8 x float> %1764, float %1773, i64 7
  %1775 = fcmp uno <8 x float> %1774, zeroinitializer
  %1776 = select <8 x i1> %1775, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> %1691
  %1777 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1774, <8 x float> %1692)
  %1778 = add nuw nsw i64 %1690, 1
  %1779 = icmp eq i64 %1778, %10
  br i1 %1779, label %1682, label %1689

1780:                                             ; preds = %1682, %1663, %1662
  store i64 %1561, ptr %1564, align 8
  br label %1781

1781:                                             ; preds = %1780, %1559
  %1782 = add nsw i32 %1553, 1
  %1783 = sext i32 %1553 to i64
  %1784 = getelementptr inbounds ptr, ptr %1444, i64 %1783
  store ptr %1563, ptr %1784, align 8
  br label %1785

1785:                                             ; preds = %1781, %1551
  %1786 = phi i32 [ %1782, %1781 ], [ %1553, %1551 ]
  %1787 = add nuw nsw i64 %1552, 1
  %1788 = icmp eq i64 %1787, %9
  br i1 %1788, label %1541, label %1551

1789:                                             ; preds = %1543, %1815
  %1790 = phi i64 [ 0, %1543 ], [ %1826, %1815 ]
  br i1 %1544, label %1791, label %1815

1791:                                             ; preds = %1789
  br i1 %1547, label %1796, label %1828

1792:                                             ; preds = %1815, %1541
  %1793 = add nsw i64 %1534, 1
  %1794 = icmp slt i64 %1793, %1524
  br i1 %1794, label %1533, label %1867

1795:                                             ; preds = %1828
  br i1 %1549, label %1815, label %1796

1796:                                             ; preds = %1795, %1791
  %1797 = phi i64 [ 0, %1791 ], [ %1864, %1795 ]
  %1798 = phi <8 x float> [ zeroinitializer, %1791 ], [ %1862, %1795 ]
  %1799 = phi <8 x float> [ splat (float 0xFFF0000000000000), %1791 ], [ %1863, %1795 ]
  call void @llvm.assume(i1 %1550)
  br label %1800

1800:                                             ; preds = %1800, %1796
  %1801 = phi i64 [ %1812, %1800 ], [ %1797, %1796 ]
  %1802 = phi <8 x float> [ %1810, %1800 ], [ %1798, %1796 ]
  %1803 = phi <8 x float> [ %1811, %1800 ], [ %1799, %1796 ]
  %1804 = phi i64 [ %1813, %1800 ], [ 0, %1796 ]
  %1805 = getelementptr inbounds nuw ptr, ptr %1444, i64 %1801
  %1806 = load ptr, ptr %1805, align 8
  %1807 = getelementptr inbounds nuw float, ptr %1806, i64 %1790
  %1808 = load <8 x float>, ptr %1807, align 1
  %1809 = fcmp uno <8 x float> %1808, zeroinitializer
  %1810 = select <8 x i1> %1809, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> %1802
  %1811 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1808, <8 x float> %1803)
  %1812 = add nuw nsw i64 %1801, 1
  %1813 = add i64 %1804, 1
  %1814 = icmp eq i64 %1813, %1546
  br i1 %1814, label %1815, label %1800

1815:                                             ; preds = %1795, %1800, %1789
  %1816 = phi <8 x float> [ splat (float 0xFFF0000000000000), %1789 ], [ %1863, %1795 ], [ %1811, %1800 ]
  %1817 = phi <8 x float> [ zeroinitializer, %1789 ], [ %1862, %1795 ], [ %1810, %1800 ]
  %1818 = getelementptr inbounds nuw float, ptr %1537, i64 %1790
  %1819 = sub nsw i64 %8, %1790
  %1820 = call i64 @llvm.smin.i64(i64 %1819, i64 8)
  %1821 = trunc i64 %1820 to i32
  %1822 = insertelement <8 x i32> poison, i32 %1821, i64 0
  %1823 = shufflevector <8 x i32> %1822, <8 x i32> poison, <8 x i32> zeroinitializer
  %1824 = icmp sgt <8 x i32> %1823, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1825 = call <8 x float> @llvm.x86.avx.blendv.ps.256(<8 x float> %1816, <8 x float> splat (float 0x7FF8000000000000), <8 x float> %1817)
  call void @llvm.masked.store.v8f32.p0(<8 x float> %1825, ptr align 1 %1818, <8 x i1> %1824)
  %1826 = add nuw nsw i64 %1790, 8
  %1827 = icmp slt i64 %1826, %8
  br i1 %1827, label %1789, label %1792

1828:                                             ; preds = %1791, %1828
  %1829 = phi i64 [ %1864, %1828 ], [ 0, %1791 ]
  %1830 = phi <8 x float> [ %1862, %1828 ], [ zeroinitializer, %1791 ]
  %1831 = phi <8 x float> [ %1863, %1828 ], [ splat (float 0xFFF0000000000000), %1791 ]
  %1832 = phi i64 [ %1865, %1828 ], [ 0, %1791 ]
  %1833 = getelementptr inbounds nuw ptr, ptr %1444, i64 %1829
  %1834 = load ptr, ptr %1833, align 16
  %1835 = getelementptr inbounds nuw float, ptr %1834, i64 %1790
  %1836 = load <8 x float>, ptr %1835, align 1
  %1837 = fcmp uno <8 x float> %1836, zeroinitializer
  %1838 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1836, <8 x float> %1831)
  %1839 = getelementptr inbounds nuw ptr, ptr %1444, i64 %1829
  %1840 = getelementptr inbounds nuw i8, ptr %1839, i64 8
  %1841 = load ptr, ptr %1840, align 8
  %1842 = getelementptr inbounds nuw float, ptr %1841, i64 %1790
  %1843 = load <8 x float>, ptr %1842, align 1
  %1844 = fcmp uno <8 x float> %1843, zeroinitializer
  %1845 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1843, <8 x float> %1838)
  %1846 = getelementptr inbounds nuw ptr, ptr %1444, i64 %1829
  %1847 = getelementptr inbounds nuw i8, ptr %1846, i64 16
  %1848 = load ptr, ptr %1847, align 16
  %1849 = getelementptr inbounds nuw float, ptr %1848, i64 %1790
  %1850 = load <8 x float>, ptr %1849, align 1
  %1851 = fcmp uno <8 x float> %1850, zeroinitializer
  %1852 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1850, <8 x float> %1845)
  %1853 = getelementptr inbounds nuw ptr, ptr %1444, i64 %1829
  %1854 = getelementptr inbounds nuw i8, ptr %1853, i64 24
  %1855 = load ptr, ptr %1854, align 8
  %1856 = getelementptr inbounds nuw float, ptr %1855, i64 %1790
  %1857 = load <8 x float>, ptr %1856, align 1
  %1858 = fcmp uno <8 x float> %1857, zeroinitializer
  %1859 = select <8 x i1> %1858, <8 x i1> splat (i1 true), <8 x i1> %1851
  %1860 = select <8 x i1> %1859, <8 x i1> splat (i1 true), <8 x i1> %1844
  %1861 = select <8 x i1> %1860, <8 x i1> splat (i1 true), <8 x i1> %1837
  %1862 = select <8 x i1> %1861, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> %1830
  %1863 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1857, <8 x float> %1852)
  %1864 = add nuw nsw i64 %1829, 4
  %1865 = add i64 %1832, 4
  %1866 = icmp eq i64 %1865, %1548
  br i1 %1866, label %1795, label %1828

1867:                                             ; preds = %1792, %1521, %1515
  %1868 = add nuw nsw i64 %1506, 1
  %1869 = icmp eq i64 %1868, %1479
  br i1 %1869, label %1500, label %1505

1870:                                             ; preds = %1423, %1870
  %1871 = phi i64 [ %1873, %1870 ], [ 1, %1423 ]
  %1872 = icmp sgt i64 %1871, %1009
  %1873 = shl i64 %1871, 1
  br i1 %1872, label %1874, label %1870

1874:                                             ; preds = %1870
  %1875 = add nsw i64 %8, 7
  %1876 = sdiv i64 %1875, 8
  %1877 = shl nsw i64 %1876, 3
  %1878 = mul nsw i64 %1871, %1877
  %1879 = icmp sgt i64 %1878, 4096
  %1880 = icmp sgt i64 %9, 4096
  %1881 = or i1 %1880, %1879
  br i1 %1881, label %2325, label %1882

1882:                                             ; preds = %1874
  %1883 = icmp sge i64 %2, %3
  %1884 = icmp slt i64 %19, 1
  %1885 = or i1 %1883, %1884
  br i1 %1885, label %2325, label %1886

1886:                                             ; preds = %1882
  %1887 = tail call i64 @llvm.smin.i64(i64 %19, i64 %7)
  %1888 = tail call ptr @llvm.stacksave.p0()
  %1889 = alloca i64, i64 %1871, align 16
  %1890 = alloca ptr, i64 %9, align 16
  %1891 = icmp slt i64 %12, 3
  br i1 %1891, label %1892, label %1897

1892:                                             ; preds = %1886
  %1893 = add nsw i64 %10, -1
  %1894 = mul nsw i64 %14, %1893
  %1895 = sdiv i64 %1894, %12
  %1896 = icmp slt i64 %1895, 8
  br label %1897

1897:                                             ; preds = %1892, %1886
  %1898 = phi i1 [ false, %1886 ], [ %1896, %1892 ]
  %1899 = icmp sgt i64 %1871, 0
  br i1 %1899, label %1900, label %1902

1900:                                             ; preds = %1897
  %1901 = shl nuw i64 %1871, 3
  call void @llvm.memset.p0.i64(ptr nonnull align 16 %1889, i8 -1, i64 %1901, i1 false)
  br label %1902

1902:                                             ; preds = %1900, %1897
  %1903 = add i64 %7, -1
  %1904 = add i64 %1903, %1887
  %1905 = sdiv i64 %1904, %1887
  %1906 = mul nsw i64 %1905, %4
  %1907 = sdiv i64 %2, %1906
  %1908 = mul nsw i64 %1907, %1906
  %1909 = icmp slt i64 %1908, %3
  br i1 %1909, label %1910, label %2322

1910:                                             ; preds = %1902
  %1911 = add i64 %4, -1
  %1912 = mul i64 %6, %5
  %1913 = icmp sgt i64 %9, 0
  %1914 = add nsw i64 %1871, -1
  %1915 = icmp sgt i64 %8, 0
  %1916 = icmp sgt i64 %10, 0
  %1917 = icmp slt i64 %8, -14
  %1918 = shl i64 %12, 3
  %1919 = getelementptr inbounds nuw i8, ptr %22, i64 32
  %1920 = getelementptr inbounds nuw i8, ptr %21, i64 32
  %1921 = tail call i64 @llvm.smax.i64(i64 %1876, i64 0)
  %1922 = sub i64 %3, %1908
  br label %1923

1923:                                             ; preds = %1910, %1952
  %1924 = phi i64 [ %1908, %1910 ], [ %1954, %1952 ]
  %1925 = phi i64 [ %1922, %1910 ], [ %1956, %1952 ]
  %1926 = phi i64 [ %1907, %1910 ], [ %1953, %1952 ]
  %1927 = call i64 @llvm.smin.i64(i64 %1925, i64 %1906)
  %1928 = add i64 %1927, %1924
  %1929 = call i64 @llvm.smax.i64(i64 %2, i64 %1924)
  %1930 = sub i64 %1928, %1929
  %1931 = call i64 @llvm.smin.i64(i64 %4, i64 %1930)
  %1932 = icmp sgt i64 %2, %1924
  %1933 = sub nsw i64 %2, %1924
  %1934 = select i1 %1932, i64 %1933, i64 0
  %1935 = sub nsw i64 %3, %1924
  %1936 = call i64 @llvm.smin.i64(i64 %1935, i64 %1906)
  %1937 = sub nsw i64 %1936, %1934
  %1938 = icmp slt i64 %1937, %4
  br i1 %1938, label %1939, label %1941

1939:                                             ; preds = %1923
  %1940 = srem i64 %1934, %4
  br label %1941

1941:                                             ; preds = %1939, %1923
  %1942 = phi i64 [ %1940, %1939 ], [ 0, %1923 ]
  %1943 = call i64 @llvm.smin.i64(i64 %1937, i64 %4)
  %1944 = icmp sgt i64 %1943, 0
  br i1 %1944, label %1945, label %1952

1945:                                             ; preds = %1941
  %1946 = add i64 %1911, %1934
  %1947 = mul nsw i64 %1926, %4
  %1948 = mul nsw i64 %1926, %17
  %1949 = getelementptr inbounds float, ptr %26, i64 %1948
  %1950 = mul nsw i64 %1926, %18
  %1951 = getelementptr inbounds float, ptr %27, i64 %1950
  br label %1957

1952:                                             ; preds = %2319, %1941
  %1953 = add nsw i64 %1926, 1
  %1954 = add i64 %1924, %1906
  %1955 = icmp slt i64 %1954, %3
  %1956 = sub i64 %1925, %1906
  br i1 %1955, label %1923, label %2322

1957:                                             ; preds = %1945, %2319
  %1958 = phi i64 [ 0, %1945 ], [ %2320, %2319 ]
  %1959 = add nsw i64 %1958, %1942
  %1960 = icmp slt i64 %1959, %4
  %1961 = select i1 %1960, i64 0, i64 %4
  %1962 = sub nsw i64 %1959, %1961
  %1963 = icmp sgt i64 %1934, %1962
  br i1 %1963, label %1964, label %1967

1964:                                             ; preds = %1957
  %1965 = sub i64 %1946, %1962
  %1966 = sdiv i64 %1965, %4
  br label %1967

1967:                                             ; preds = %1964, %1957
  %1968 = phi i64 [ %1966, %1964 ], [ 0, %1957 ]
  %1969 = xor i64 %1962, -1
  %1970 = add i64 %1936, %1969
  %1971 = sdiv i64 %1970, %4
  %1972 = icmp sgt i64 %1968, %1971
  br i1 %1972, label %2319, label %1973

1973:                                             ; preds = %1967
  %1974 = add nsw i64 %1971, 1
  %1975 = mul nsw i64 %1974, %1887
  %1976 = call i64 @llvm.smin.i64(i64 %1975, i64 %7)
  %1977 = mul i64 %1912, %1962
  %1978 = getelementptr inbounds float, ptr %1949, i64 %1977
  %1979 = mul nsw i64 %1968, %1887
  %1980 = icmp slt i64 %1979, %1976
  br i1 %1980, label %1981, label %2319

1981:                                             ; preds = %1973
  %1982 = add nsw i64 %1962, %1947
  %1983 = mul nsw i64 %1962, %7
  %1984 = mul nsw i64 %1982, %5
  br label %1985

1985:                                             ; preds = %1981, %2244
  %1986 = phi i64 [ %1979, %1981 ], [ %2245, %2244 ]
  %1987 = add nsw i64 %1986, %1983
  %1988 = mul nsw i64 %1987, %8
  %1989 = getelementptr inbounds float, ptr %1951, i64 %1988
  br i1 %1913, label %1990, label %1993

1990:                                             ; preds = %1985
  %1991 = mul nsw i64 %1986, %11
  %1992 = sub i64 %1991, %15
  br label %2003

1993:                                             ; preds = %2237, %1985
  %1994 = phi i32 [ 0, %1985 ], [ %2238, %2237 ]
  br i1 %1915, label %1995, label %2244

1995:                                             ; preds = %1993
  %1996 = icmp sgt i32 %1994, 0
  %1997 = zext i32 %1994 to i64
  %1998 = and i64 %1997, 3
  %1999 = icmp ult i32 %1994, 4
  %2000 = and i64 %1997, 2147483644
  %2001 = icmp eq i64 %1998, 0
  %2002 = icmp ne i64 %1998, 0
  br label %2241

2003:                                             ; preds = %1990, %2237
  %2004 = phi i64 [ 0, %1990 ], [ %2239, %2237 ]
  %2005 = phi i32 [ 0, %1990 ], [ %2238, %2237 ]
  %2006 = mul nsw i64 %2004, %13
  %2007 = add i64 %1992, %2006
  %2008 = icmp sgt i64 %2007, -1
  %2009 = icmp slt i64 %2007, %5
  %2010 = and i1 %2008, %2009
  br i1 %2010, label %2011, label %2237

2011:                                             ; preds = %2003
  %2012 = and i64 %2007, %1914
  %2013 = add nsw i64 %2007, %1984
  %2014 = mul nsw i64 %2012, %1877
  %2015 = getelementptr inbounds float, ptr %25, i64 %2014
  %2016 = getelementptr inbounds nuw i64, ptr %1889, i64 %2012
  %2017 = load i64, ptr %2016, align 8
  %2018 = icmp eq i64 %2017, %2013
  br i1 %2018, label %2233, label %2019

2019:                                             ; preds = %2011
  %2020 = mul nsw i64 %2007, %6
  %2021 = getelementptr inbounds float, ptr %1978, i64 %2020
  br i1 %1898, label %2022, label %2115

2022:                                             ; preds = %2019
  call void @llvm.lifetime.start.p0(ptr nonnull %21)
  call void @llvm.lifetime.start.p0(ptr nonnull %22)
  br i1 %1917, label %2114, label %2023

2023:                                             ; preds = %2022, %2111
  %2024 = phi i64 [ %2112, %2111 ], [ 0, %2022 ]
  %2025 = mul i64 %1918, %2024
  %2026 = sub nsw i64 %2025, %16
  %2027 = icmp slt i64 %2026, 0
  %2028 = add nuw nsw i64 %2026, 16
  %2029 = icmp sgt i64 %2028, %6
  %2030 = select i1 %2027, i1 true, i1 %2029
  br i1 %2030, label %2036, label %2031

2031:                                             ; preds = %2023
  %2032 = getelementptr inbounds nuw float, ptr %2021, i64 %2026
  %2033 = load <8 x float>, ptr %2032, align 1
  %2034 = getelementptr inbounds nuw i8, ptr %2032, i64 32
  %2035 = load <8 x float>, ptr %2034, align 1
  br label %2065

2036:                                             ; preds = %2023
  %2037 = sub nsw i64 0, %2026
  %2038 = select i1 %2027, i64 %2037, i64 0
  %2039 = sub nsw i64 %6, %2026
  %2040 = call i64 @llvm.smin.i64(i64 %2039, i64 16)
  %2041 = icmp sgt i64 %2040, %2038
  br i1 %2041, label %2042, label %2065

2042:                                             ; preds = %2036
  %2043 = getelementptr inbounds float, ptr %2021, i64 %2026
  %2044 = trunc i64 %2038 to i32
  %2045 = trunc i64 %2040 to i32
  %2046 = insertelement <8 x i32> poison, i32 %2044, i64 0
  %2047 = shufflevector <8 x i32> %2046, <8 x i32> poison, <8 x i32> zeroinitializer
  %2048 = icmp slt <8 x i32> %2047, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %2049 = insertelement <8 x i32> poison, i32 %2045, i64 0
  %2050 = shufflevector <8 x i32> %2049, <8 x i32> poison, <8 x i32> zeroinitializer
  %2051 = icmp sgt <8 x i32> %2050, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2052 = and <8 x i1> %2048, %2051
  %2053 = add nsw i32 %2044, -8
  %2054 = insertelement <8 x i32> poison, i32 %2053, i64 0
  %2055 = shufflevector <8 x i32> %2054, <8 x i32> poison, <8 x i32> zeroinitializer
  %2056 = icmp slt <8 x i32> %2055, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %2057 = add nsw i32 %2045, -8
  %2058 = insertelement <8 x i32> poison, i32 %2057, i64 0
  %2059 = shufflevector <8 x i32> %2058, <8 x i32> poison, <8 x i32> zeroinitializer
  %2060 = icmp sgt <8 x i32> %2059, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2061 = and <8 x i1> %2056, %2060
  %2062 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr readonly align 1 %2043, <8 x i1> %2052, <8 x float> splat (float 0xFFF0000000000000))
  %2063 = getelementptr inbounds nuw i8, ptr %2043, i64 32
  %2064 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull readonly align 1 %2063, <8 x i1> %2061, <8 x float> splat (float 0xFFF0000000000000))
  br label %2065

2065:                                             ; preds = %2036, %2042, %2031
  %2066 = phi <8 x float> [ %2064, %2042 ], [ %2035, %2031 ], [ splat (float 0xFFF0000000000000), %2036 ]
  %2067 = phi <8 x float> [ %2062, %2042 ], [ %2033, %2031 ], [ splat (float 0xFFF0000000000000), %2036 ]
  %2068 = shufflevector <8 x float> %2067, <8 x float> %2066, <8 x i32> <i32 0, i32 2, i32 8, i32 10, i32 4, i32 6, i32 12, i32 14>
  %2069 = bitcast <8 x float> %2068 to <4 x double>
  %2070 = shufflevector <4 x double> %2069, <4 x double> poison, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  store <4 x double> %2070, ptr %22, align 32
  %2071 = shufflevector <8 x float> %2067, <8 x float> %2066, <8 x i32> <i32 1, i32 3, i32 9, i32 11, i32 5, i32 7, i32 13, i32 15>
  %2072 = bitcast <8 x float> %2071 to <4 x double>
  %2073 = shufflevector <4 x double> %2072, <4 x double> poison, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  store <4 x double> %2073, ptr %1919, align 32
  %2074 = icmp eq i64 %2024, 0
  br i1 %2074, label %2111, label %2075

2075:                                             ; preds = %2065
  br i1 %1916, label %2083, label %2076

2076:                                             ; preds = %2104, %2075
  %2077 = phi <8 x float> [ zeroinitializer, %2075 ], [ %2107, %2104 ]
  %2078 = phi <8 x float> [ splat (float 0xFFF0000000000000), %2075 ], [ %2108, %2104 ]
  %2079 = shl i64 %2024, 5
  %2080 = getelementptr i8, ptr %2015, i64 %2079
  %2081 = getelementptr i8, ptr %2080, i64 -32
  %2082 = call <8 x float> @llvm.x86.avx.blendv.ps.256(<8 x float> %2078, <8 x float> splat (float 0x7FF8000000000000), <8 x float> %2077)
  store <8 x float> %2082, ptr %2081, align 32
  br label %2111

2083:                                             ; preds = %2075, %2104
  %2084 = phi <8 x float> [ %2108, %2104 ], [ splat (float 0xFFF0000000000000), %2075 ]
  %2085 = phi <8 x float> [ %2107, %2104 ], [ zeroinitializer, %2075 ]
  %2086 = phi i64 [ %2109, %2104 ], [ 0, %2075 ]
  %2087 = mul nsw i64 %2086, %14
  %2088 = and i64 %2087, 1
  %2089 = ashr i64 %2087, 1
  %2090 = icmp eq i64 %2089, 0
  %2091 = getelementptr inbounds nuw <8 x float>, ptr %21, i64 %2088
  %2092 = load <8 x float>, ptr %2091, align 32
  br i1 %2090, label %2104, label %2093

2093:                                             ; preds = %2083
  %2094 = trunc i64 %2089 to i32
  %2095 = insertelement <8 x i32> poison, i32 %2094, i64 0
  %2096 = shufflevector <8 x i32> %2095, <8 x i32> poison, <8 x i32> zeroinitializer
  %2097 = add <8 x i32> %2096, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2098 = call <8 x float> @llvm.x86.avx2.permps(<8 x float> %2092, <8 x i32> %2097)
  %2099 = getelementptr inbounds nuw <8 x float>, ptr %22, i64 %2088
  %2100 = load <8 x float>, ptr %2099, align 32
  %2101 = call <8 x float> @llvm.x86.avx2.permps(<8 x float> %2100, <8 x i32> %2097)
  %2102 = icmp sgt <8 x i32> %2097, splat (i32 7)
  %2103 = select <8 x i1> %2102, <8 x float> %2101, <8 x float> %2098
  br label %2104

2104:                                             ; preds = %2083, %2093
  %2105 = phi <8 x float> [ %2103, %2093 ], [ %2092, %2083 ]
  %2106 = fcmp uno <8 x float> %2105, zeroinitializer
  %2107 = select <8 x i1> %2106, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> %2085
  %2108 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %2105, <8 x float> %2084)
  %2109 = add nuw nsw i64 %2086, 1
  %2110 = icmp eq i64 %2109, %10
  br i1 %2110, label %2076, label %2083

2111:                                             ; preds = %2076, %2065
  store <4 x double> %2070, ptr %21, align 32
  store <4 x double> %2073, ptr %1920, align 32
  %2112 = add nuw nsw i64 %2024, 1
  %2113 = icmp eq i64 %2024, %1921
  br i1 %2113, label %2114, label %2023

2114:                                             ; preds = %2111, %2022
  call void @llvm.lifetime.end.p0(ptr nonnull %22)
  call void @llvm.lifetime.end.p0(ptr nonnull %21)
  br label %2232

2115:                                             ; preds = %2019
  br i1 %1915, label %2116, label %2232

2116:                                             ; preds = %2115, %2134
  %2117 = phi i64 [ %2139, %2134 ], [ 0, %2115 ]
  br i1 %1916, label %2118, label %2134

2118:                                             ; preds = %2116
  %2119 = mul nsw i64 %2117, %12
  %2120 = or disjoint i64 %2117, 1
  %2121 = mul nsw i64 %2120, %12
  %2122 = or disjoint i64 %2117, 2
  %2123 = mul nsw i64 %2122, %12
  %2124 = or disjoint i64 %2117, 3
  %2125 = mul nsw i64 %2124, %12
  %2126 = or disjoint i64 %2117, 4
  %2127 = mul nsw i64 %2126, %12
  %2128 = or disjoint i64 %2117, 5
  %2129 = mul nsw i64 %2128, %12
  %2130 = or disjoint i64 %2117, 6
  %2131 = mul nsw i64 %2130, %12
  %2132 = or disjoint i64 %2117, 7
  %2133 = mul nsw i64 %2132, %12
  br label %2141

2134:                                             ; preds = %2224, %2116
  %2135 = phi <8 x float> [ splat (float 0xFFF0000000000000), %2116 ], [ %2229, %2224 ]
  %2136 = phi <8 x float> [ zeroinitializer, %2116 ], [ %2228, %2224 ]
  %2137 = getelementptr inbounds nuw float, ptr %2015, i64 %2117
  %2138 = call <8 x float> @llvm.x86.avx.blendv.ps.256(<8 x float> %2135, <8 x float> splat (float 0x7FF8000000000000), <8 x float> %2136)
  store <8 x float> %2138, ptr %2137, align 32
  %2139 = add nuw nsw i64 %2117, 8
  %2140 = icmp slt i64 %2139, %1877
  br i1 %2140, label %2116, label %2232

2141:                                             ; preds = %2118, %2224
  %2142 = phi i64 [ 0, %2118 ], [ %2230, %2224 ]
  %2143 = phi <8 x float> [ zeroinitializer, %2118 ], [ %2228, %2224 ]
  %2144 = phi <8 x float> [ splat (float 0xFFF0000000000000), %2118 ], [ %2229, %2224 ]
  %2145 = mul nsw i64 %2142, %14
  %2146 = sub i64 %2145, %16
  %2147 = add i64 %2146, %2119
  %2148 = icmp sgt i64 %2147, -1
  %2149 = icmp slt i64 %2147, %6
  %2150 = and i1 %2148, %2149
  br i1 %2150, label %2151, label %2154

2151:                                             ; preds = %2141
  %2152 = getelementptr inbounds nuw float, ptr %2021, i64 %2147
  %2153 = load float, ptr %2152, align 4
  br label %2154

2154:                                             ; preds = %2151, %2141
  %2155 = phi float [ %2153, %2151 ], [ 0xFFF0000000000000, %2141 ]
  %2156 = insertelement <8 x float> poison, float %2155, i64 0
  %2157 = add i64 %2146, %2121
  %2158 = icmp sgt i64 %2157, -1
  %2159 = icmp slt i64 %2157, %6
  %2160 = and i1 %2158, %2159
  br i1 %2160, label %2161, label %2164

2161:                                             ; preds = %2154
  %2162 = getelementptr inbounds nuw float, ptr %2021, i64 %2157
  %2163 = load float, ptr %2162, align 4
  br label %2164

2164:                                             ; preds = %2161, %2154
  %2165 = phi float [ %2163, %2161 ], [ 0xFFF0000000000000, %2154 ]
  %2166 = insertelement <8 x float> %2156, float %2165, i64 1
  %2167 = add i64 %2146, %2123
  %2168 = icmp sgt i64 %2167, -1
  %2169 = icmp slt i64 %2167, %6
  %2170 = and i1 %2168, %2169
  br i1 %2170, label %2171, label %2174

2171:                                             ; preds = %2164
  %2172 = getelementptr inbounds nuw float, ptr %2021, i64 %2167
  %2173 = load float, ptr %2172, align 4
  br label %2174

2174:                                             ; preds = %2171, %2164
  %2175 = phi float [ %2173, %2171 ], [ 0xFFF0000000000000, %2164 ]
  %2176 = insertelement <8 x float> %2166, float %2175, i64 2
  %2177 = add i64 %2146, %2125
  %2178 = icmp sgt i64 %2177, -1
  %2179 = icmp slt i64 %2177, %6
  %2180 = and i1 %2178, %2179
  br i1 %2180, label %2181, label %2184

2181:                                             ; preds = %2174
  %2182 = getelementptr inbounds nuw float, ptr %2021, i64 %2177
  %2183 = load float, ptr %2182, align 4
  br label %2184

2184:                                             ; preds = %2181, %2174
  %2185 = phi float [ %2183, %2181 ], [ 0xFFF0000000000000, %2174 ]
  %2186 = insertelement <8 x float> %2176, float %2185, i64 3
  %2187 = add i64 %2146, %2127
  %2188 = icmp sgt i64 %2187, -1
  %2189 = icmp slt i64 %2187, %6
  %2190 = and i1 %2188, %2189
  br i1 %2190, label %2191, label %2194

2191:                                             ; preds = %2184
  %2192 = getelementptr inbounds nuw float, ptr %2021, i64 %2187
  %2193 = load float, ptr %2192, align 4
  br label %2194

2194:                                             ; preds = %2191, %2184
  %2195 = phi float [ %2193, %2191 ], [ 0xFFF0000000000000, %2184 ]
  %2196 = insertelement <8 x float> %2186, float %2195, i64 4
  %2197 = add i64 %2146, %2129
  %2198 = icmp sgt i64 %2197, -1
  %2199 = icmp slt i64 %2197, %6
  %2200 = and i1 %2198, %2199
  br i1 %2200, label %2201, label %2204

2201:                                             ; preds = %2194
  %2202 = getelementptr inbounds nuw float, ptr %2021, i64 %2197
  %2203 = load float, ptr %2202, align 4
  br label %2204

2204:                                             ; preds = %2201, %2194
  %2205 = phi float [ %2203, %2201 ], [ 0xFFF0000000000000, %2194 ]
  %2206 = insertelement <8 x float> %2196, float %2205, i64 5
  %2207 = add i64 %2146, %2131
  %2208 = icmp sgt i64 %2207, -1
  %2209 = icmp slt i64 %2207, %6
  %2210 = and i1 %2208, %2209
  br i1 %2210, label %2211, label %2214

2211:                                             ; preds = %2204
  %2212 = getelementptr inbounds nuw float, ptr %2021, i64 %2207
  %2213 = load float, ptr %2212, align 4
  br label %2214

2214:                                             ; preds = %2211, %2204
  %2215 = phi float [ %2213, %2211 ], [ 0xFFF0000000000000, %2204 ]
  %2216 = insertelement <8 x float> %2206, float %2215, i64 6
  %2217 = add i64 %2146, %2133
  %2218 = icmp sgt i64 %2217, -1
  %2219 = icmp slt i64 %2217, %6
  %2220 = and i1 %2218, %2219
  br i1 %2220, label %2221, label %2224

2221:                                             ; preds = %2214
  %2222 = getelementptr inbounds nuw float, ptr %2021, i64 %2217
  %2223 = load float, ptr %2222, align 4
  br label %2224

2224:                                             ; preds = %2221, %2214
  %2225 = phi float [ %2223, %2221 ], [ 0xFFF0000000000000, %2214 ]
  %2226 = insertelement <8 x float> %2216, float %2225, i64 7
  %2227 = fcmp uno <8 x float> %2226, zeroinitializer
  %2228 = select <8 x i1> %2227, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> %2143
  %2229 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %2226, <8 x float> %2144)
  %2230 = add nuw nsw i64 %2142, 1
  %2231 = icmp eq i64 %2230, %10
  br i1 %2231, label %2134, label %2141

2232:                                             ; preds = %2134, %2115, %2114
  store i64 %2013, ptr %2016, align 8
  br label %2233

2233:                                             ; preds = %2232, %2011
  %2234 = add nsw i32 %2005, 1
  %2235 = sext i32 %2005 to i64
  %2236 = getelementptr inbounds ptr, ptr %1890, i64 %2235
  store ptr %2015, ptr %2236, align 8
  br label %2237

2237:                                             ; preds = %2233, %2003
  %2238 = phi i32 [ %2234, %2233 ], [ %2005, %2003 ]
  %2239 = add nuw nsw i64 %2004, 1
  %2240 = icmp eq i64 %2239, %9
  br i1 %2240, label %1993, label %2003

2241:                                             ; preds = %1995, %2267
  %2242 = phi i64 [ 0, %1995 ], [ %2278, %2267 ]
  br i1 %1996, label %2243, label %2267

2243:                                             ; preds = %2241
  br i1 %1999, label %2248, label %2280

2244:                                             ; preds = %2267, %1993
  %2245 = add nsw i64 %1986, 1
  %2246 = icmp slt i64 %2245, %1976
  br i1 %2246, label %1985, label %2319

2247:                                             ; preds = %2280
  br i1 %2001, label %2267, label %2248

2248:                                             ; preds = %2247, %2243
  %2249 = phi i64 [ 0, %2243 ], [ %2316, %2247 ]
  %2250 = phi <8 x float> [ zeroinitializer, %2243 ], [ %2314, %2247 ]
  %2251 = phi <8 x float> [ splat (float 0xFFF0000000000000), %2243 ], [ %2315, %2247 ]
  call void @llvm.assume(i1 %2002)
  br label %2252

2252:                                             ; preds = %2252, %2248
  %2253 = phi i64 [ %2264, %2252 ], [ %2249, %2248 ]
  %2254 = phi <8 x float> [ %2262, %2252 ], [ %2250, %2248 ]
  %2255 = phi <8 x float> [ %2263, %2252 ], [ %2251, %2248 ]
  %2256 = phi i64 [ %2265, %2252 ], [ 0, %2248 ]
  %2257 = getelementptr inbounds nuw ptr, ptr %1890, i64 %2253
  %2258 = load ptr, ptr %2257, align 8
  %2259 = getelementptr inbounds nuw float, ptr %2258, i64 %2242
  %2260 = load <8 x float>, ptr %2259, align 1
  %2261 = fcmp uno <8 x float> %2260, zeroinitializer
  %2262 = select <8 x i1> %2261, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> %2254
  %2263 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %2260, <8 x float> %2255)
  %2264 = add nuw nsw i64 %2253, 1
  %2265 = add i64 %2256, 1
  %2266 = icmp eq i64 %2265, %1998
  br i1 %2266, label %2267, label %2252

2267:                                             ; preds = %2247, %2252, %2241
  %2268 = phi <8 x float> [ splat (float 0xFFF0000000000000), %2241 ], [ %2315, %2247 ], [ %2263, %2252 ]
  %2269 = phi <8 x float> [ zeroinitializer, %2241 ], [ %2314, %2247 ], [ %2262, %2252 ]
  %2270 = getelementptr inbounds nuw float, ptr %1989, i64 %2242
  %2271 = sub nsw i64 %8, %2242
  %2272 = call i64 @llvm.smin.i64(i64 %2271, i64 8)
  %2273 = trunc i64 %2272 to i32
  %2274 = insertelement <8 x i32> poison, i32 %2273, i64 0
  %2275 = shufflevector <8 x i32> %2274, <8 x i32> poison, <8 x i32> zeroinitializer
  %2276 = icmp sgt <8 x i32> %2275, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2277 = call <8 x float> @llvm.x86.avx.blendv.ps.256(<8 x float> %2268, <8 x float> splat (float 0x7FF8000000000000), <8 x float> %2269)
  call void @llvm.masked.store.v8f32.p0(<8 x float> %2277, ptr align 1 %2270, <8 x i1> %2276)
  %2278 = add nuw nsw i64 %2242, 8
  %2279 = icmp slt i64 %2278, %8
  br i1 %2279, label %2241, label %2244

2280:                                             ; preds = %2243, %2280
  %2281 = phi i64 [ %2316, %2280 ], [ 0, %2243 ]
  %2282 = phi <8 x float> [ %2314, %2280 ], [ zeroinitializer, %2243 ]
  %2283 = phi <8 x float> [ %2315, %2280 ], [ splat (float 0xFFF0000000000000), %2243 ]
  %2284 = phi i64 [ %2317, %2280 ], [ 0, %2243 ]
  %2285 = getelementptr inbounds nuw ptr, ptr %1890, i64 %2281
  %2286 = load ptr, ptr %2285, align 16
  %2287 = getelementptr inbounds nuw float, ptr %2286, i64 %2242
  %2288 = load <8 x float>, ptr %2287, align 1
  %2289 = fcmp uno <8 x float> %2288, zeroinitializer
  %2290 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %2288, <8 x float> %2283)
  %2291 = getelementptr inbounds nuw ptr, ptr %1890, i64 %2281
  %2292 = getelementptr inbounds nuw i8, ptr %2291, i64 8
  %2293 = load ptr, ptr %2292, align 8
  %2294 = getelementptr inbounds nuw float, ptr %2293, i64 %2242
  %2295 = load <8 x float>, ptr %2294, align 1
  %2296 = fcmp uno <8 x float> %2295, zeroinitializer
  %2297 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %2295, <8 x float> %2290)
  %2298 = getelementptr inbounds nuw ptr, ptr %1890, i64 %2281
  %2299 = getelementptr inbounds nuw i8, ptr %2298, i64 16
  %2300 = load ptr, ptr %2299, align 16
  %2301 = getelementptr inbounds nuw float, ptr %2300, i64 %2242
  %2302 = load <8 x float>, ptr %2301, align 1
  %2303 = fcmp uno <8 x float> %2302, zeroinitializer
  %2304 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %2302, <8 x float> %2297)
  %2305 = getelementptr inbounds nuw ptr, ptr %1890, i64 %2281
  %2306 = getelementptr inbounds nuw i8, ptr %2305, i64 24
  %2307 = load ptr, ptr %2306, align 8
  %2308 = getelementptr inbounds nuw float, ptr %2307, i64 %2242
  %2309 = load <8 x float>, ptr %2308, align 1
  %2310 = fcmp uno <8 x float> %2309, zeroinitializer
  %2311 = select <8 x i1> %2310, <8 x i1> splat (i1 true), <8 x i1> %2303
  %2312 = select <8 x i1> %2311, <8 x i1> splat (i1 true), <8 x i1> %2296
  %2313 = select <8 x i1> %2312, <8 x i1> splat (i1 true), <8 x i1> %2289
  %2314 = select <8 x i1> %2313, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> %2282
  %2315 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %2309, <8 x float> %2304)
  %2316 = add nuw nsw i64 %2281, 4
  %2317 = add i64 %2284, 4
  %2318 = icmp eq i64 %2317, %2000
  br i1 %2318, label %2247, label %2280

2319:                                             ; preds = %2244, %1973, %1967
  %2320 = add nuw nsw i64 %1958, 1
  %2321 = icmp eq i64 %2320, %1931
  br i1 %2321, label %1952, label %1957

2322:                                             ; preds = %1952, %1500, %1085, %762, %454, %122, %1902, %1451, %1037, %687, %388, %47
  %2323 = phi ptr [ %1442, %1451 ], [ %1028, %1037 ], [ %688, %687 ], [ %389, %388 ], [ %48, %47 ], [ %1888, %1902 ], [ %688, %762 ], [ %1028, %1085 ], [ %1442, %1500 ], [ %48, %122 ], [ %389, %454 ], [ %1888, %1952 ]
  %2324 = phi ptr [ %677, %1451 ], [ %677, %1037 ], [ %677, %687 ], [ %379, %388 ], [ %38, %47 ], [ %677, %1902 ], [ %677, %762 ], [ %677, %1085 ], [ %677, %1500 ], [ %38, %122 ], [ %379, %454 ], [ %677, %1952 ]
  call void @llvm.stackrestore.p0(ptr %2323)
  br label %2325

2325:                                             ; preds = %2322, %1882, %1874, %1436, %1428, %1022, %1014, %683, %678, %384, %378, %43, %37
  %2326 = phi ptr [ %677, %1022 ], [ %677, %1428 ], [ %677, %1436 ], [ %677, %1874 ], [ %677, %1882 ], [ %38, %37 ], [ %38, %43 ], [ %379, %378 ], [ %379, %384 ], [ %677, %678 ], [ %677, %683 ], [ %677, %1014 ], [ %2324, %2322 ]
  call void @llvm.stackrestore.p0(ptr %2326)
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

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x float> @llvm.x86.avx2.permps(<8 x float>, <8 x i32>)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x float> @llvm.x86.avx.max.ps.256(<8 x float>, <8 x float>)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x float> @llvm.x86.avx.blendv.ps.256(<8 x float>, <8 x float>, <8 x float>)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <8 x float> @llvm.masked.load.v8f32.p0(ptr captures(none), <8 x i1>, <8 x float>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v8f32.p0(<8 x float>, ptr captures(none), <8 x i1>)

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef)
