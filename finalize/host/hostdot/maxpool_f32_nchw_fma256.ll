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
  br i1 %36, label %37, label %338

37:                                               ; preds = %20
  %38 = tail call ptr @llvm.stacksave.p0()
  %39 = add nsw i64 %8, 7
  %40 = sdiv i64 %39, 8
  %41 = shl nsw i64 %40, 3
  %42 = icmp sgt i64 %8, 1024
  br i1 %42, label %2113, label %43

43:                                               ; preds = %37
  %44 = icmp sge i64 %2, %3
  %45 = icmp slt i64 %19, 1
  %46 = or i1 %44, %45
  br i1 %46, label %2113, label %47

47:                                               ; preds = %43
  %48 = tail call ptr @llvm.stacksave.p0()
  %49 = alloca [4 x i64], align 16
  %50 = alloca [3 x ptr], align 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %49, i8 -1, i64 32, i1 false)
  %51 = tail call i64 @llvm.smin.i64(i64 %19, i64 %7)
  %52 = add i64 %7, -1
  %53 = add i64 %52, %51
  %54 = sdiv i64 %53, %51
  %55 = sdiv i64 %2, %4
  %56 = sdiv i64 %55, %54
  %57 = srem i64 %55, %54
  %58 = srem i64 %2, %4
  %59 = mul i64 %6, %5
  %60 = icmp slt i64 %8, -14
  %61 = icmp sgt i64 %8, 0
  %62 = sub nsw i64 0, %16
  %63 = icmp sgt i64 %16, 0
  %64 = sub i64 16, %16
  %65 = icmp sgt i64 %64, %6
  %66 = or i1 %63, %65
  %67 = tail call i64 @llvm.smax.i64(i64 %16, i64 0)
  %68 = add nsw i64 %6, %16
  %69 = tail call i64 @llvm.smin.i64(i64 %68, i64 16)
  %70 = icmp sgt i64 %69, %67
  %71 = trunc i64 %67 to i32
  %72 = trunc i64 %69 to i32
  %73 = insertelement <8 x i32> poison, i32 %71, i64 0
  %74 = shufflevector <8 x i32> %73, <8 x i32> poison, <8 x i32> zeroinitializer
  %75 = icmp slt <8 x i32> %74, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %76 = insertelement <8 x i32> poison, i32 %72, i64 0
  %77 = shufflevector <8 x i32> %76, <8 x i32> poison, <8 x i32> zeroinitializer
  %78 = icmp sgt <8 x i32> %77, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %79 = and <8 x i1> %75, %78
  %80 = add nsw i32 %71, -8
  %81 = insertelement <8 x i32> poison, i32 %80, i64 0
  %82 = shufflevector <8 x i32> %81, <8 x i32> poison, <8 x i32> zeroinitializer
  %83 = icmp slt <8 x i32> %82, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %84 = add nsw i32 %72, -8
  %85 = insertelement <8 x i32> poison, i32 %84, i64 0
  %86 = shufflevector <8 x i32> %85, <8 x i32> poison, <8 x i32> zeroinitializer
  %87 = icmp sgt <8 x i32> %86, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %88 = and <8 x i1> %83, %87
  %89 = icmp slt i64 %8, 1
  br label %90

90:                                               ; preds = %47, %111
  %91 = phi i64 [ %58, %47 ], [ %120, %111 ]
  %92 = phi i64 [ %57, %47 ], [ %119, %111 ]
  %93 = phi i64 [ %56, %47 ], [ %118, %111 ]
  %94 = phi i64 [ %2, %47 ], [ %121, %111 ]
  %95 = add nsw i64 %92, 1
  %96 = mul nsw i64 %95, %51
  %97 = call i64 @llvm.smin.i64(i64 %96, i64 %7)
  %98 = mul nsw i64 %93, %17
  %99 = getelementptr inbounds float, ptr %26, i64 %98
  %100 = mul i64 %59, %91
  %101 = getelementptr inbounds float, ptr %99, i64 %100
  %102 = mul nsw i64 %92, %51
  %103 = icmp slt i64 %102, %97
  br i1 %103, label %104, label %111

104:                                              ; preds = %90
  %105 = mul nsw i64 %93, %4
  %106 = add nsw i64 %91, %105
  %107 = mul nsw i64 %93, %18
  %108 = getelementptr inbounds float, ptr %27, i64 %107
  %109 = mul nsw i64 %91, %7
  %110 = mul nsw i64 %106, %5
  br label %123

111:                                              ; preds = %263, %90
  %112 = add nsw i64 %91, 1
  %113 = icmp eq i64 %112, %4
  %114 = icmp eq i64 %95, %54
  %115 = select i1 %114, i64 0, i64 %95
  %116 = and i1 %114, %113
  %117 = zext i1 %116 to i64
  %118 = add nsw i64 %93, %117
  %119 = select i1 %113, i64 %115, i64 %92
  %120 = select i1 %113, i64 0, i64 %112
  %121 = add nsw i64 %94, 1
  %122 = icmp eq i64 %121, %3
  br i1 %122, label %2110, label %90

123:                                              ; preds = %104, %263
  %124 = phi i64 [ %102, %104 ], [ %264, %263 ]
  %125 = mul nsw i64 %124, %11
  %126 = sub i64 %125, %15
  br label %139

127:                                              ; preds = %256
  %128 = add nsw i64 %124, %109
  %129 = mul nsw i64 %128, %8
  %130 = getelementptr inbounds float, ptr %108, i64 %129
  br i1 %61, label %131, label %263

131:                                              ; preds = %127
  %132 = icmp sgt i32 %257, 0
  %133 = zext i32 %257 to i64
  %134 = and i64 %133, 3
  %135 = icmp ult i32 %257, 4
  %136 = and i64 %133, 2147483644
  %137 = icmp eq i64 %134, 0
  %138 = icmp ne i64 %134, 0
  br label %260

139:                                              ; preds = %123, %256
  %140 = phi i64 [ 0, %123 ], [ %258, %256 ]
  %141 = phi i32 [ 0, %123 ], [ %257, %256 ]
  %142 = add i64 %126, %140
  %143 = icmp sgt i64 %142, -1
  %144 = icmp slt i64 %142, %5
  %145 = and i1 %143, %144
  br i1 %145, label %146, label %256

146:                                              ; preds = %139
  %147 = and i64 %142, 3
  %148 = add nsw i64 %142, %110
  %149 = mul nsw i64 %147, %41
  %150 = getelementptr inbounds float, ptr %25, i64 %149
  %151 = getelementptr inbounds nuw i64, ptr %49, i64 %147
  %152 = load i64, ptr %151, align 8
  %153 = icmp eq i64 %152, %148
  br i1 %153, label %252, label %154

154:                                              ; preds = %146
  %155 = mul nsw i64 %142, %6
  %156 = getelementptr inbounds float, ptr %101, i64 %155
  br i1 %60, label %251, label %157

157:                                              ; preds = %154
  br i1 %66, label %163, label %158

158:                                              ; preds = %157
  %159 = getelementptr inbounds nuw float, ptr %156, i64 %62
  %160 = load <8 x float>, ptr %159, align 1
  %161 = getelementptr inbounds nuw i8, ptr %159, i64 32
  %162 = load <8 x float>, ptr %161, align 1
  br label %169

163:                                              ; preds = %157
  br i1 %70, label %164, label %169

164:                                              ; preds = %163
  %165 = getelementptr inbounds float, ptr %156, i64 %62
  %166 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr readonly align 1 %165, <8 x i1> %79, <8 x float> splat (float 0xFFF0000000000000))
  %167 = getelementptr inbounds nuw i8, ptr %165, i64 32
  %168 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull readonly align 1 %167, <8 x i1> %88, <8 x float> splat (float 0xFFF0000000000000))
  br label %169

169:                                              ; preds = %164, %163, %158
  %170 = phi <8 x float> [ %166, %164 ], [ %160, %158 ], [ splat (float 0xFFF0000000000000), %163 ]
  %171 = phi <8 x float> [ %168, %164 ], [ %162, %158 ], [ splat (float 0xFFF0000000000000), %163 ]
  %172 = shufflevector <8 x float> %170, <8 x float> %171, <8 x i32> <i32 0, i32 2, i32 8, i32 10, i32 4, i32 6, i32 12, i32 14>
  %173 = bitcast <8 x float> %172 to <4 x i64>
  %174 = shufflevector <4 x i64> %173, <4 x i64> poison, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  %175 = shufflevector <8 x float> %170, <8 x float> %171, <8 x i32> <i32 1, i32 3, i32 9, i32 11, i32 5, i32 7, i32 13, i32 15>
  %176 = bitcast <8 x float> %175 to <4 x i64>
  %177 = shufflevector <4 x i64> %176, <4 x i64> poison, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  br i1 %89, label %251, label %178

178:                                              ; preds = %169, %222
  %179 = phi <4 x i64> [ %248, %222 ], [ %177, %169 ]
  %180 = phi <4 x i64> [ %227, %222 ], [ %174, %169 ]
  %181 = phi i64 [ %249, %222 ], [ 1, %169 ]
  %182 = shl nsw i64 %181, 4
  %183 = sub nsw i64 %182, %16
  %184 = icmp slt i64 %183, 0
  %185 = add nuw nsw i64 %183, 16
  %186 = icmp sgt i64 %185, %6
  %187 = select i1 %184, i1 true, i1 %186
  br i1 %187, label %193, label %188

188:                                              ; preds = %178
  %189 = getelementptr inbounds nuw float, ptr %156, i64 %183
  %190 = load <8 x float>, ptr %189, align 1
  %191 = getelementptr inbounds nuw i8, ptr %189, i64 32
  %192 = load <8 x float>, ptr %191, align 1
  br label %222

193:                                              ; preds = %178
  %194 = sub nsw i64 0, %183
  %195 = select i1 %184, i64 %194, i64 0
  %196 = sub nsw i64 %6, %183
  %197 = call i64 @llvm.smin.i64(i64 %196, i64 16)
  %198 = icmp sgt i64 %197, %195
  br i1 %198, label %199, label %222

199:                                              ; preds = %193
  %200 = getelementptr inbounds float, ptr %156, i64 %183
  %201 = trunc i64 %195 to i32
  %202 = trunc i64 %197 to i32
  %203 = insertelement <8 x i32> poison, i32 %201, i64 0
  %204 = shufflevector <8 x i32> %203, <8 x i32> poison, <8 x i32> zeroinitializer
  %205 = icmp slt <8 x i32> %204, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %206 = insertelement <8 x i32> poison, i32 %202, i64 0
  %207 = shufflevector <8 x i32> %206, <8 x i32> poison, <8 x i32> zeroinitializer
  %208 = icmp sgt <8 x i32> %207, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %209 = and <8 x i1> %205, %208
  %210 = add nsw i32 %201, -8
  %211 = insertelement <8 x i32> poison, i32 %210, i64 0
  %212 = shufflevector <8 x i32> %211, <8 x i32> poison, <8 x i32> zeroinitializer
  %213 = icmp slt <8 x i32> %212, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %214 = add nsw i32 %202, -8
  %215 = insertelement <8 x i32> poison, i32 %214, i64 0
  %216 = shufflevector <8 x i32> %215, <8 x i32> poison, <8 x i32> zeroinitializer
  %217 = icmp sgt <8 x i32> %216, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %218 = and <8 x i1> %213, %217
  %219 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr readonly align 1 %200, <8 x i1> %209, <8 x float> splat (float 0xFFF0000000000000))
  %220 = getelementptr inbounds nuw i8, ptr %200, i64 32
  %221 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull readonly align 1 %220, <8 x i1> %218, <8 x float> splat (float 0xFFF0000000000000))
  br label %222

222:                                              ; preds = %193, %199, %188
  %223 = phi <8 x float> [ %219, %199 ], [ %190, %188 ], [ splat (float 0xFFF0000000000000), %193 ]
  %224 = phi <8 x float> [ %221, %199 ], [ %192, %188 ], [ splat (float 0xFFF0000000000000), %193 ]
  %225 = shufflevector <8 x float> %223, <8 x float> %224, <8 x i32> <i32 0, i32 2, i32 8, i32 10, i32 4, i32 6, i32 12, i32 14>
  %226 = bitcast <8 x float> %225 to <4 x i64>
  %227 = shufflevector <4 x i64> %226, <4 x i64> poison, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  %228 = shufflevector <8 x float> %223, <8 x float> %224, <8 x i32> <i32 1, i32 3, i32 9, i32 11, i32 5, i32 7, i32 13, i32 15>
  %229 = bitcast <4 x i64> %180 to <8 x float>
  %230 = fcmp uno <8 x float> %229, zeroinitializer
  %231 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %229, <8 x float> splat (float 0xFFF0000000000000))
  %232 = bitcast <4 x i64> %179 to <8 x float>
  %233 = fcmp uno <8 x float> %232, zeroinitializer
  %234 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %232, <8 x float> %231)
  %235 = bitcast <4 x i64> %227 to <8 x float>
  %236 = bitcast <4 x i64> %180 to <8 x float>
  %237 = shufflevector <8 x float> %236, <8 x float> %235, <8 x i32> <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %238 = fcmp uno <8 x float> %237, zeroinitializer
  %239 = select <8 x i1> %238, <8 x i1> splat (i1 true), <8 x i1> %233
  %240 = select <8 x i1> %239, <8 x i1> splat (i1 true), <8 x i1> %230
  %241 = select <8 x i1> %240, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> zeroinitializer
  %242 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %237, <8 x float> %234)
  %243 = shl i64 %181, 5
  %244 = getelementptr i8, ptr %150, i64 %243
  %245 = getelementptr i8, ptr %244, i64 -32
  %246 = call <8 x float> @llvm.x86.avx.blendv.ps.256(<8 x float> %242, <8 x float> splat (float 0x7FF8000000000000), <8 x float> %241)
  store <8 x float> %246, ptr %245, align 32
  %247 = bitcast <8 x float> %228 to <4 x i64>
  %248 = shufflevector <4 x i64> %247, <4 x i64> poison, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  %249 = add nuw nsw i64 %181, 1
  %250 = icmp eq i64 %40, %181
  br i1 %250, label %251, label %178

251:                                              ; preds = %169, %222, %154
  store i64 %148, ptr %151, align 8
  br label %252

252:                                              ; preds = %251, %146
  %253 = add nsw i32 %141, 1
  %254 = sext i32 %141 to i64
  %255 = getelementptr inbounds ptr, ptr %50, i64 %254
  store ptr %150, ptr %255, align 8
  br label %256

256:                                              ; preds = %252, %139
  %257 = phi i32 [ %253, %252 ], [ %141, %139 ]
  %258 = add nuw nsw i64 %140, 1
  %259 = icmp eq i64 %258, 3
  br i1 %259, label %127, label %139

260:                                              ; preds = %131, %286
  %261 = phi i64 [ 0, %131 ], [ %297, %286 ]
  br i1 %132, label %262, label %286

262:                                              ; preds = %260
  br i1 %135, label %267, label %299

263:                                              ; preds = %286, %127
  %264 = add nsw i64 %124, 1
  %265 = icmp slt i64 %264, %97
  br i1 %265, label %123, label %111

266:                                              ; preds = %299
  br i1 %137, label %286, label %267

267:                                              ; preds = %266, %262
  %268 = phi i64 [ 0, %262 ], [ %335, %266 ]
  %269 = phi <8 x float> [ zeroinitializer, %262 ], [ %333, %266 ]
  %270 = phi <8 x float> [ splat (float 0xFFF0000000000000), %262 ], [ %334, %266 ]
  call void @llvm.assume(i1 %138)
  br label %271

271:                                              ; preds = %271, %267
  %272 = phi i64 [ %283, %271 ], [ %268, %267 ]
  %273 = phi <8 x float> [ %281, %271 ], [ %269, %267 ]
  %274 = phi <8 x float> [ %282, %271 ], [ %270, %267 ]
  %275 = phi i64 [ %284, %271 ], [ 0, %267 ]
  %276 = getelementptr inbounds nuw ptr, ptr %50, i64 %272
  %277 = load ptr, ptr %276, align 8
  %278 = getelementptr inbounds nuw float, ptr %277, i64 %261
  %279 = load <8 x float>, ptr %278, align 1
  %280 = fcmp uno <8 x float> %279, zeroinitializer
  %281 = select <8 x i1> %280, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> %273
  %282 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %279, <8 x float> %274)
  %283 = add nuw nsw i64 %272, 1
  %284 = add i64 %275, 1
  %285 = icmp eq i64 %284, %134
  br i1 %285, label %286, label %271

286:                                              ; preds = %266, %271, %260
  %287 = phi <8 x float> [ splat (float 0xFFF0000000000000), %260 ], [ %334, %266 ], [ %282, %271 ]
  %288 = phi <8 x float> [ zeroinitializer, %260 ], [ %333, %266 ], [ %281, %271 ]
  %289 = getelementptr inbounds nuw float, ptr %130, i64 %261
  %290 = sub nsw i64 %8, %261
  %291 = call i64 @llvm.smin.i64(i64 %290, i64 8)
  %292 = trunc i64 %291 to i32
  %293 = insertelement <8 x i32> poison, i32 %292, i64 0
  %294 = shufflevector <8 x i32> %293, <8 x i32> poison, <8 x i32> zeroinitializer
  %295 = icmp sgt <8 x i32> %294, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %296 = call <8 x float> @llvm.x86.avx.blendv.ps.256(<8 x float> %287, <8 x float> splat (float 0x7FF8000000000000), <8 x float> %288)
  call void @llvm.masked.store.v8f32.p0(<8 x float> %296, ptr align 1 %289, <8 x i1> %295)
  %297 = add nuw nsw i64 %261, 8
  %298 = icmp slt i64 %297, %8
  br i1 %298, label %260, label %263

299:                                              ; preds = %262, %299
  %300 = phi i64 [ %335, %299 ], [ 0, %262 ]
  %301 = phi <8 x float> [ %333, %299 ], [ zeroinitializer, %262 ]
  %302 = phi <8 x float> [ %334, %299 ], [ splat (float 0xFFF0000000000000), %262 ]
  %303 = phi i64 [ %336, %299 ], [ 0, %262 ]
  %304 = getelementptr inbounds nuw ptr, ptr %50, i64 %300
  %305 = load ptr, ptr %304, align 16
  %306 = getelementptr inbounds nuw float, ptr %305, i64 %261
  %307 = load <8 x float>, ptr %306, align 1
  %308 = fcmp uno <8 x float> %307, zeroinitializer
  %309 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %307, <8 x float> %302)
  %310 = getelementptr inbounds nuw ptr, ptr %50, i64 %300
  %311 = getelementptr inbounds nuw i8, ptr %310, i64 8
  %312 = load ptr, ptr %311, align 8
  %313 = getelementptr inbounds nuw float, ptr %312, i64 %261
  %314 = load <8 x float>, ptr %313, align 1
  %315 = fcmp uno <8 x float> %314, zeroinitializer
  %316 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %314, <8 x float> %309)
  %317 = getelementptr inbounds nuw ptr, ptr %50, i64 %300
  %318 = getelementptr inbounds nuw i8, ptr %317, i64 16
  %319 = load ptr, ptr %318, align 16
  %320 = getelementptr inbounds nuw float, ptr %319, i64 %261
  %321 = load <8 x float>, ptr %320, align 1
  %322 = fcmp uno <8 x float> %321, zeroinitializer
  %323 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %321, <8 x float> %316)
  %324 = getelementptr inbounds nuw ptr, ptr %50, i64 %300
  %325 = getelementptr inbounds nuw i8, ptr %324, i64 24
  %326 = load ptr, ptr %325, align 8
  %327 = getelementptr inbounds nuw float, ptr %326, i64 %261
  %328 = load <8 x float>, ptr %327, align 1
  %329 = fcmp uno <8 x float> %328, zeroinitializer
  %330 = select <8 x i1> %329, <8 x i1> splat (i1 true), <8 x i1> %322
  %331 = select <8 x i1> %330, <8 x i1> splat (i1 true), <8 x i1> %315
  %332 = select <8 x i1> %331, <8 x i1> splat (i1 true), <8 x i1> %308
  %333 = select <8 x i1> %332, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> %301
  %334 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %328, <8 x float> %323)
  %335 = add nuw nsw i64 %300, 4
  %336 = add i64 %303, 4
  %337 = icmp eq i64 %336, %136
  br i1 %337, label %266, label %299

338:                                              ; preds = %20
  %339 = icmp eq i64 %12, 1
  %340 = and i1 %30, %339
  %341 = and i1 %340, %33
  %342 = and i1 %341, %35
  br i1 %342, label %343, label %600

343:                                              ; preds = %338
  %344 = tail call ptr @llvm.stacksave.p0()
  %345 = add nsw i64 %8, 7
  %346 = sdiv i64 %345, 8
  %347 = shl nsw i64 %346, 3
  %348 = icmp sgt i64 %8, 1024
  br i1 %348, label %2113, label %349

349:                                              ; preds = %343
  %350 = icmp sge i64 %2, %3
  %351 = icmp slt i64 %19, 1
  %352 = or i1 %350, %351
  br i1 %352, label %2113, label %353

353:                                              ; preds = %349
  %354 = tail call ptr @llvm.stacksave.p0()
  %355 = alloca [4 x i64], align 16
  %356 = alloca [3 x ptr], align 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %355, i8 -1, i64 32, i1 false)
  %357 = tail call i64 @llvm.smin.i64(i64 %19, i64 %7)
  %358 = add i64 %7, -1
  %359 = add i64 %358, %357
  %360 = sdiv i64 %359, %357
  %361 = sdiv i64 %2, %4
  %362 = sdiv i64 %361, %360
  %363 = srem i64 %361, %360
  %364 = srem i64 %2, %4
  %365 = mul i64 %6, %5
  %366 = icmp slt i64 %8, -14
  %367 = icmp sgt i64 %8, 0
  %368 = sub nsw i64 0, %16
  %369 = icmp sgt i64 %16, 0
  %370 = sub i64 8, %16
  %371 = icmp sgt i64 %370, %6
  %372 = or i1 %369, %371
  %373 = tail call i64 @llvm.smax.i64(i64 %16, i64 0)
  %374 = add nsw i64 %6, %16
  %375 = tail call i64 @llvm.smin.i64(i64 %374, i64 8)
  %376 = icmp sgt i64 %375, %373
  %377 = trunc nuw nsw i64 %373 to i32
  %378 = insertelement <8 x i32> poison, i32 %377, i64 0
  %379 = shufflevector <8 x i32> %378, <8 x i32> poison, <8 x i32> zeroinitializer
  %380 = icmp slt <8 x i32> %379, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %381 = trunc nuw nsw i64 %375 to i32
  %382 = insertelement <8 x i32> poison, i32 %381, i64 0
  %383 = shufflevector <8 x i32> %382, <8 x i32> poison, <8 x i32> zeroinitializer
  %384 = icmp sgt <8 x i32> %383, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %385 = and <8 x i1> %384, %380
  %386 = icmp slt i64 %8, 1
  br label %387

387:                                              ; preds = %353, %408
  %388 = phi i64 [ %364, %353 ], [ %417, %408 ]
  %389 = phi i64 [ %363, %353 ], [ %416, %408 ]
  %390 = phi i64 [ %362, %353 ], [ %415, %408 ]
  %391 = phi i64 [ %2, %353 ], [ %418, %408 ]
  %392 = add nsw i64 %389, 1
  %393 = mul nsw i64 %392, %357
  %394 = call i64 @llvm.smin.i64(i64 %393, i64 %7)
  %395 = mul nsw i64 %390, %17
  %396 = getelementptr inbounds float, ptr %26, i64 %395
  %397 = mul i64 %365, %388
  %398 = getelementptr inbounds float, ptr %396, i64 %397
  %399 = mul nsw i64 %389, %357
  %400 = icmp slt i64 %399, %394
  br i1 %400, label %401, label %408

401:                                              ; preds = %387
  %402 = mul nsw i64 %390, %4
  %403 = add nsw i64 %388, %402
  %404 = mul nsw i64 %390, %18
  %405 = getelementptr inbounds float, ptr %27, i64 %404
  %406 = mul nsw i64 %388, %7
  %407 = mul nsw i64 %403, %5
  br label %420

408:                                              ; preds = %525, %387
  %409 = add nsw i64 %388, 1
  %410 = icmp eq i64 %409, %4
  %411 = icmp eq i64 %392, %360
  %412 = select i1 %411, i64 0, i64 %392
  %413 = and i1 %411, %410
  %414 = zext i1 %413 to i64
  %415 = add nsw i64 %390, %414
  %416 = select i1 %410, i64 %412, i64 %389
  %417 = select i1 %410, i64 0, i64 %409
  %418 = add nsw i64 %391, 1
  %419 = icmp eq i64 %418, %3
  br i1 %419, label %2110, label %387

420:                                              ; preds = %401, %525
  %421 = phi i64 [ %399, %401 ], [ %526, %525 ]
  %422 = mul nsw i64 %421, %11
  %423 = sub i64 %422, %15
  br label %436

424:                                              ; preds = %518
  %425 = add nsw i64 %421, %406
  %426 = mul nsw i64 %425, %8
  %427 = getelementptr inbounds float, ptr %405, i64 %426
  br i1 %367, label %428, label %525

428:                                              ; preds = %424
  %429 = icmp sgt i32 %519, 0
  %430 = zext i32 %519 to i64
  %431 = and i64 %430, 3
  %432 = icmp ult i32 %519, 4
  %433 = and i64 %430, 2147483644
  %434 = icmp eq i64 %431, 0
  %435 = icmp ne i64 %431, 0
  br label %522

436:                                              ; preds = %420, %518
  %437 = phi i64 [ 0, %420 ], [ %520, %518 ]
  %438 = phi i32 [ 0, %420 ], [ %519, %518 ]
  %439 = add i64 %423, %437
  %440 = icmp sgt i64 %439, -1
  %441 = icmp slt i64 %439, %5
  %442 = and i1 %440, %441
  br i1 %442, label %443, label %518

443:                                              ; preds = %436
  %444 = and i64 %439, 3
  %445 = add nsw i64 %439, %407
  %446 = mul nsw i64 %444, %347
  %447 = getelementptr inbounds float, ptr %25, i64 %446
  %448 = getelementptr inbounds nuw i64, ptr %355, i64 %444
  %449 = load i64, ptr %448, align 8
  %450 = icmp eq i64 %449, %445
  br i1 %450, label %514, label %451

451:                                              ; preds = %443
  %452 = mul nsw i64 %439, %6
  %453 = getelementptr inbounds float, ptr %398, i64 %452
  br i1 %366, label %513, label %454

454:                                              ; preds = %451
  br i1 %372, label %458, label %455

455:                                              ; preds = %454
  %456 = getelementptr inbounds nuw float, ptr %453, i64 %368
  %457 = load <8 x float>, ptr %456, align 1
  br label %462

458:                                              ; preds = %454
  br i1 %376, label %459, label %462

459:                                              ; preds = %458
  %460 = getelementptr inbounds float, ptr %453, i64 %368
  %461 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %460, <8 x i1> %385, <8 x float> splat (float 0xFFF0000000000000))
  br label %462

462:                                              ; preds = %455, %458, %459
  %463 = phi <8 x float> [ %457, %455 ], [ %461, %459 ], [ splat (float 0xFFF0000000000000), %458 ]
  br i1 %386, label %513, label %464

464:                                              ; preds = %462, %494
  %465 = phi i64 [ %511, %494 ], [ 1, %462 ]
  %466 = phi <8 x float> [ %495, %494 ], [ %463, %462 ]
  %467 = shl nsw i64 %465, 3
  %468 = sub nsw i64 %467, %16
  %469 = icmp slt i64 %468, 0
  %470 = add nuw nsw i64 %468, 8
  %471 = icmp sgt i64 %470, %6
  %472 = select i1 %469, i1 true, i1 %471
  br i1 %472, label %476, label %473

473:                                              ; preds = %464
  %474 = getelementptr inbounds nuw float, ptr %453, i64 %468
  %475 = load <8 x float>, ptr %474, align 1
  br label %494

476:                                              ; preds = %464
  %477 = sub nsw i64 0, %468
  %478 = select i1 %469, i64 %477, i64 0
  %479 = sub nsw i64 %6, %468
  %480 = call i64 @llvm.smin.i64(i64 %479, i64 8)
  %481 = icmp sgt i64 %480, %478
  br i1 %481, label %482, label %494

482:                                              ; preds = %476
  %483 = getelementptr inbounds float, ptr %453, i64 %468
  %484 = trunc i64 %478 to i32
  %485 = insertelement <8 x i32> poison, i32 %484, i64 0
  %486 = shufflevector <8 x i32> %485, <8 x i32> poison, <8 x i32> zeroinitializer
  %487 = icmp slt <8 x i32> %486, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %488 = trunc i64 %480 to i32
  %489 = insertelement <8 x i32> poison, i32 %488, i64 0
  %490 = shufflevector <8 x i32> %489, <8 x i32> poison, <8 x i32> zeroinitializer
  %491 = icmp sgt <8 x i32> %490, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %492 = and <8 x i1> %491, %487
  %493 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %483, <8 x i1> %492, <8 x float> splat (float 0xFFF0000000000000))
  br label %494

494:                                              ; preds = %473, %476, %482
  %495 = phi <8 x float> [ %475, %473 ], [ %493, %482 ], [ splat (float 0xFFF0000000000000), %476 ]
  %496 = fcmp uno <8 x float> %466, zeroinitializer
  %497 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %466, <8 x float> splat (float 0xFFF0000000000000))
  %498 = shufflevector <8 x float> %466, <8 x float> %495, <8 x i32> <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %499 = fcmp uno <8 x float> %498, zeroinitializer
  %500 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %498, <8 x float> %497)
  %501 = shufflevector <8 x float> %466, <8 x float> %495, <8 x i32> <i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9>
  %502 = fcmp uno <8 x float> %501, zeroinitializer
  %503 = select <8 x i1> %502, <8 x i1> splat (i1 true), <8 x i1> %499
  %504 = select <8 x i1> %503, <8 x i1> splat (i1 true), <8 x i1> %496
  %505 = select <8 x i1> %504, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> zeroinitializer
  %506 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %501, <8 x float> %500)
  %507 = shl i64 %465, 5
  %508 = getelementptr i8, ptr %447, i64 %507
  %509 = getelementptr i8, ptr %508, i64 -32
  %510 = call <8 x float> @llvm.x86.avx.blendv.ps.256(<8 x float> %506, <8 x float> splat (float 0x7FF8000000000000), <8 x float> %505)
  store <8 x float> %510, ptr %509, align 32
  %511 = add nuw nsw i64 %465, 1
  %512 = icmp eq i64 %346, %465
  br i1 %512, label %513, label %464

513:                                              ; preds = %494, %462, %451
  store i64 %445, ptr %448, align 8
  br label %514

514:                                              ; preds = %513, %443
  %515 = add nsw i32 %438, 1
  %516 = sext i32 %438 to i64
  %517 = getelementptr inbounds ptr, ptr %356, i64 %516
  store ptr %447, ptr %517, align 8
  br label %518

518:                                              ; preds = %514, %436
  %519 = phi i32 [ %515, %514 ], [ %438, %436 ]
  %520 = add nuw nsw i64 %437, 1
  %521 = icmp eq i64 %520, 3
  br i1 %521, label %424, label %436

522:                                              ; preds = %428, %548
  %523 = phi i64 [ 0, %428 ], [ %559, %548 ]
  br i1 %429, label %524, label %548

524:                                              ; preds = %522
  br i1 %432, label %529, label %561

525:                                              ; preds = %548, %424
  %526 = add nsw i64 %421, 1
  %527 = icmp slt i64 %526, %394
  br i1 %527, label %420, label %408

528:                                              ; preds = %561
  br i1 %434, label %548, label %529

529:                                              ; preds = %528, %524
  %530 = phi i64 [ 0, %524 ], [ %597, %528 ]
  %531 = phi <8 x float> [ zeroinitializer, %524 ], [ %595, %528 ]
  %532 = phi <8 x float> [ splat (float 0xFFF0000000000000), %524 ], [ %596, %528 ]
  call void @llvm.assume(i1 %435)
  br label %533

533:                                              ; preds = %533, %529
  %534 = phi i64 [ %545, %533 ], [ %530, %529 ]
  %535 = phi <8 x float> [ %543, %533 ], [ %531, %529 ]
  %536 = phi <8 x float> [ %544, %533 ], [ %532, %529 ]
  %537 = phi i64 [ %546, %533 ], [ 0, %529 ]
  %538 = getelementptr inbounds nuw ptr, ptr %356, i64 %534
  %539 = load ptr, ptr %538, align 8
  %540 = getelementptr inbounds nuw float, ptr %539, i64 %523
  %541 = load <8 x float>, ptr %540, align 1
  %542 = fcmp uno <8 x float> %541, zeroinitializer
  %543 = select <8 x i1> %542, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> %535
  %544 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %541, <8 x float> %536)
  %545 = add nuw nsw i64 %534, 1
  %546 = add i64 %537, 1
  %547 = icmp eq i64 %546, %431
  br i1 %547, label %548, label %533

548:                                              ; preds = %528, %533, %522
  %549 = phi <8 x float> [ splat (float 0xFFF0000000000000), %522 ], [ %596, %528 ], [ %544, %533 ]
  %550 = phi <8 x float> [ zeroinitializer, %522 ], [ %595, %528 ], [ %543, %533 ]
  %551 = getelementptr inbounds nuw float, ptr %427, i64 %523
  %552 = sub nsw i64 %8, %523
  %553 = call i64 @llvm.smin.i64(i64 %552, i64 8)
  %554 = trunc i64 %553 to i32
  %555 = insertelement <8 x i32> poison, i32 %554, i64 0
  %556 = shufflevector <8 x i32> %555, <8 x i32> poison, <8 x i32> zeroinitializer
  %557 = icmp sgt <8 x i32> %556, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %558 = call <8 x float> @llvm.x86.avx.blendv.ps.256(<8 x float> %549, <8 x float> splat (float 0x7FF8000000000000), <8 x float> %550)
  call void @llvm.masked.store.v8f32.p0(<8 x float> %558, ptr align 1 %551, <8 x i1> %557)
  %559 = add nuw nsw i64 %523, 8
  %560 = icmp slt i64 %559, %8
  br i1 %560, label %522, label %525

561:                                              ; preds = %524, %561
  %562 = phi i64 [ %597, %561 ], [ 0, %524 ]
  %563 = phi <8 x float> [ %595, %561 ], [ zeroinitializer, %524 ]
  %564 = phi <8 x float> [ %596, %561 ], [ splat (float 0xFFF0000000000000), %524 ]
  %565 = phi i64 [ %598, %561 ], [ 0, %524 ]
  %566 = getelementptr inbounds nuw ptr, ptr %356, i64 %562
  %567 = load ptr, ptr %566, align 16
  %568 = getelementptr inbounds nuw float, ptr %567, i64 %523
  %569 = load <8 x float>, ptr %568, align 1
  %570 = fcmp uno <8 x float> %569, zeroinitializer
  %571 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %569, <8 x float> %564)
  %572 = getelementptr inbounds nuw ptr, ptr %356, i64 %562
  %573 = getelementptr inbounds nuw i8, ptr %572, i64 8
  %574 = load ptr, ptr %573, align 8
  %575 = getelementptr inbounds nuw float, ptr %574, i64 %523
  %576 = load <8 x float>, ptr %575, align 1
  %577 = fcmp uno <8 x float> %576, zeroinitializer
  %578 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %576, <8 x float> %571)
  %579 = getelementptr inbounds nuw ptr, ptr %356, i64 %562
  %580 = getelementptr inbounds nuw i8, ptr %579, i64 16
  %581 = load ptr, ptr %580, align 16
  %582 = getelementptr inbounds nuw float, ptr %581, i64 %523
  %583 = load <8 x float>, ptr %582, align 1
  %584 = fcmp uno <8 x float> %583, zeroinitializer
  %585 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %583, <8 x float> %578)
  %586 = getelementptr inbounds nuw ptr, ptr %356, i64 %562
  %587 = getelementptr inbounds nuw i8, ptr %586, i64 24
  %588 = load ptr, ptr %587, align 8
  %589 = getelementptr inbounds nuw float, ptr %588, i64 %523
  %590 = load <8 x float>, ptr %589, align 1
  %591 = fcmp uno <8 x float> %590, zeroinitializer
  %592 = select <8 x i1> %591, <8 x i1> splat (i1 true), <8 x i1> %584
  %593 = select <8 x i1> %592, <8 x i1> splat (i1 true), <8 x i1> %577
  %594 = select <8 x i1> %593, <8 x i1> splat (i1 true), <8 x i1> %570
  %595 = select <8 x i1> %594, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> %563
  %596 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %590, <8 x float> %585)
  %597 = add nuw nsw i64 %562, 4
  %598 = add i64 %565, 4
  %599 = icmp eq i64 %598, %433
  br i1 %599, label %528, label %561

600:                                              ; preds = %338
  %601 = icmp eq i64 %9, 2
  %602 = icmp eq i64 %10, 2
  %603 = and i1 %601, %602
  %604 = and i1 %603, %31
  %605 = and i1 %604, %33
  %606 = and i1 %605, %35
  %607 = tail call ptr @llvm.stacksave.p0()
  br i1 %606, label %608, label %902

608:                                              ; preds = %600
  %609 = add nsw i64 %8, 7
  %610 = sdiv i64 %609, 8
  %611 = shl nsw i64 %610, 3
  %612 = icmp sgt i64 %8, 2048
  br i1 %612, label %2113, label %613

613:                                              ; preds = %608
  %614 = icmp sge i64 %2, %3
  %615 = icmp slt i64 %19, 1
  %616 = or i1 %614, %615
  br i1 %616, label %2113, label %617

617:                                              ; preds = %613
  %618 = tail call ptr @llvm.stacksave.p0()
  %619 = alloca [2 x i64], align 16
  %620 = alloca [2 x ptr], align 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %619, i8 -1, i64 16, i1 false)
  %621 = tail call i64 @llvm.smin.i64(i64 %19, i64 %7)
  %622 = add i64 %7, -1
  %623 = add i64 %622, %621
  %624 = sdiv i64 %623, %621
  %625 = sdiv i64 %2, %4
  %626 = sdiv i64 %625, %624
  %627 = srem i64 %625, %624
  %628 = srem i64 %2, %4
  %629 = mul i64 %6, %5
  %630 = icmp slt i64 %8, -14
  %631 = icmp sgt i64 %8, 0
  %632 = sub nsw i64 0, %16
  %633 = icmp sgt i64 %16, 0
  %634 = sub i64 16, %16
  %635 = icmp sgt i64 %634, %6
  %636 = or i1 %633, %635
  %637 = tail call i64 @llvm.smax.i64(i64 %16, i64 0)
  %638 = add nsw i64 %6, %16
  %639 = tail call i64 @llvm.smin.i64(i64 %638, i64 16)
  %640 = icmp sgt i64 %639, %637
  %641 = trunc nuw nsw i64 %637 to i32
  %642 = trunc nuw nsw i64 %639 to i32
  %643 = insertelement <8 x i32> poison, i32 %641, i64 0
  %644 = shufflevector <8 x i32> %643, <8 x i32> poison, <8 x i32> zeroinitializer
  %645 = icmp slt <8 x i32> %644, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %646 = insertelement <8 x i32> poison, i32 %642, i64 0
  %647 = shufflevector <8 x i32> %646, <8 x i32> poison, <8 x i32> zeroinitializer
  %648 = icmp sgt <8 x i32> %647, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %649 = and <8 x i1> %645, %648
  %650 = add nsw i32 %641, -8
  %651 = insertelement <8 x i32> poison, i32 %650, i64 0
  %652 = shufflevector <8 x i32> %651, <8 x i32> poison, <8 x i32> zeroinitializer
  %653 = icmp slt <8 x i32> %652, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %654 = add nsw i32 %642, -8
  %655 = insertelement <8 x i32> poison, i32 %654, i64 0
  %656 = shufflevector <8 x i32> %655, <8 x i32> poison, <8 x i32> zeroinitializer
  %657 = icmp sgt <8 x i32> %656, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %658 = and <8 x i1> %653, %657
  %659 = icmp slt i64 %8, 1
  br label %660

660:                                              ; preds = %617, %681
  %661 = phi i64 [ %628, %617 ], [ %690, %681 ]
  %662 = phi i64 [ %627, %617 ], [ %689, %681 ]
  %663 = phi i64 [ %626, %617 ], [ %688, %681 ]
  %664 = phi i64 [ %2, %617 ], [ %691, %681 ]
  %665 = add nsw i64 %662, 1
  %666 = mul nsw i64 %665, %621
  %667 = call i64 @llvm.smin.i64(i64 %666, i64 %7)
  %668 = mul nsw i64 %663, %17
  %669 = getelementptr inbounds float, ptr %26, i64 %668
  %670 = mul i64 %629, %661
  %671 = getelementptr inbounds float, ptr %669, i64 %670
  %672 = mul nsw i64 %662, %621
  %673 = icmp slt i64 %672, %667
  br i1 %673, label %674, label %681

674:                                              ; preds = %660
  %675 = mul nsw i64 %663, %4
  %676 = add nsw i64 %661, %675
  %677 = mul nsw i64 %663, %18
  %678 = getelementptr inbounds float, ptr %27, i64 %677
  %679 = mul nsw i64 %661, %7
  %680 = mul nsw i64 %676, %5
  br label %693

681:                                              ; preds = %827, %660
  %682 = add nsw i64 %661, 1
  %683 = icmp eq i64 %682, %4
  %684 = icmp eq i64 %665, %624
  %685 = select i1 %684, i64 0, i64 %665
  %686 = and i1 %684, %683
  %687 = zext i1 %686 to i64
  %688 = add nsw i64 %663, %687
  %689 = select i1 %683, i64 %685, i64 %662
  %690 = select i1 %683, i64 0, i64 %682
  %691 = add nsw i64 %664, 1
  %692 = icmp eq i64 %691, %3
  br i1 %692, label %2110, label %660

693:                                              ; preds = %674, %827
  %694 = phi i64 [ %672, %674 ], [ %828, %827 ]
  %695 = mul nsw i64 %694, %11
  %696 = sub i64 %695, %15
  br label %709

697:                                              ; preds = %822
  %698 = add nsw i64 %694, %679
  %699 = mul nsw i64 %698, %8
  %700 = getelementptr inbounds float, ptr %678, i64 %699
  br i1 %631, label %701, label %827

701:                                              ; preds = %697
  %702 = icmp sgt i32 %823, 0
  %703 = zext i32 %823 to i64
  %704 = and i64 %703, 3
  %705 = icmp ult i32 %823, 4
  %706 = and i64 %703, 2147483644
  %707 = icmp eq i64 %704, 0
  %708 = icmp ne i64 %704, 0
  br label %824

709:                                              ; preds = %693, %822
  %710 = phi i1 [ true, %693 ], [ false, %822 ]
  %711 = phi i64 [ 0, %693 ], [ 1, %822 ]
  %712 = phi i32 [ 0, %693 ], [ %823, %822 ]
  %713 = add i64 %696, %711
  %714 = icmp sgt i64 %713, -1
  %715 = icmp slt i64 %713, %5
  %716 = and i1 %714, %715
  br i1 %716, label %717, label %822

717:                                              ; preds = %709
  %718 = and i64 %713, 1
  %719 = add nsw i64 %713, %680
  %720 = mul nuw nsw i64 %718, %611
  %721 = getelementptr inbounds float, ptr %25, i64 %720
  %722 = getelementptr inbounds nuw i64, ptr %619, i64 %718
  %723 = load i64, ptr %722, align 8
  %724 = icmp eq i64 %723, %719
  br i1 %724, label %818, label %725

725:                                              ; preds = %717
  %726 = mul nsw i64 %713, %6
  %727 = getelementptr inbounds float, ptr %671, i64 %726
  br i1 %630, label %817, label %728

728:                                              ; preds = %725
  br i1 %636, label %734, label %729

729:                                              ; preds = %728
  %730 = getelementptr inbounds nuw float, ptr %727, i64 %632
  %731 = load <8 x float>, ptr %730, align 1
  %732 = getelementptr inbounds nuw i8, ptr %730, i64 32
  %733 = load <8 x float>, ptr %732, align 1
  br label %740

734:                                              ; preds = %728
  br i1 %640, label %735, label %740

735:                                              ; preds = %734
  %736 = getelementptr inbounds float, ptr %727, i64 %632
  %737 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr readonly align 1 %736, <8 x i1> %649, <8 x float> splat (float 0xFFF0000000000000))
  %738 = getelementptr inbounds nuw i8, ptr %736, i64 32
  %739 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull readonly align 1 %738, <8 x i1> %658, <8 x float> splat (float 0xFFF0000000000000))
  br label %740

740:                                              ; preds = %729, %734, %735
  %741 = phi <8 x float> [ %737, %735 ], [ %731, %729 ], [ splat (float 0xFFF0000000000000), %734 ]
  %742 = phi <8 x float> [ %739, %735 ], [ %733, %729 ], [ splat (float 0xFFF0000000000000), %734 ]
  br i1 %659, label %817, label %743

743:                                              ; preds = %740
  %744 = shufflevector <8 x float> %741, <8 x float> %742, <8 x i32> <i32 1, i32 3, i32 9, i32 11, i32 5, i32 7, i32 13, i32 15>
  %745 = bitcast <8 x float> %744 to <4 x i64>
  %746 = shufflevector <4 x i64> %745, <4 x i64> poison, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  %747 = shufflevector <8 x float> %741, <8 x float> %742, <8 x i32> <i32 0, i32 2, i32 8, i32 10, i32 4, i32 6, i32 12, i32 14>
  %748 = bitcast <8 x float> %747 to <4 x i64>
  %749 = shufflevector <4 x i64> %748, <4 x i64> poison, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  br label %750

750:                                              ; preds = %743, %794
  %751 = phi <4 x i64> [ %746, %743 ], [ %814, %794 ]
  %752 = phi <4 x i64> [ %749, %743 ], [ %812, %794 ]
  %753 = phi i64 [ 1, %743 ], [ %815, %794 ]
  %754 = shl nsw i64 %753, 4
  %755 = sub nsw i64 %754, %16
  %756 = icmp slt i64 %755, 0
  %757 = add nuw nsw i64 %755, 16
  %758 = icmp sgt i64 %757, %6
  %759 = select i1 %756, i1 true, i1 %758
  br i1 %759, label %765, label %760

760:                                              ; preds = %750
  %761 = getelementptr inbounds nuw float, ptr %727, i64 %755
  %762 = load <8 x float>, ptr %761, align 1
  %763 = getelementptr inbounds nuw i8, ptr %761, i64 32
  %764 = load <8 x float>, ptr %763, align 1
  br label %794

765:                                              ; preds = %750
  %766 = sub nsw i64 0, %755
  %767 = select i1 %756, i64 %766, i64 0
  %768 = sub nsw i64 %6, %755
  %769 = call i64 @llvm.smin.i64(i64 %768, i64 16)
  %770 = icmp sgt i64 %769, %767
  br i1 %770, label %771, label %794

771:                                              ; preds = %765
  %772 = getelementptr inbounds float, ptr %727, i64 %755
  %773 = trunc i64 %767 to i32
  %774 = trunc i64 %769 to i32
  %775 = insertelement <8 x i32> poison, i32 %773, i64 0
  %776 = shufflevector <8 x i32> %775, <8 x i32> poison, <8 x i32> zeroinitializer
  %777 = icmp slt <8 x i32> %776, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %778 = insertelement <8 x i32> poison, i32 %774, i64 0
  %779 = shufflevector <8 x i32> %778, <8 x i32> poison, <8 x i32> zeroinitializer
  %780 = icmp sgt <8 x i32> %779, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %781 = and <8 x i1> %777, %780
  %782 = add nsw i32 %773, -8
  %783 = insertelement <8 x i32> poison, i32 %782, i64 0
  %784 = shufflevector <8 x i32> %783, <8 x i32> poison, <8 x i32> zeroinitializer
  %785 = icmp slt <8 x i32> %784, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %786 = add nsw i32 %774, -8
  %787 = insertelement <8 x i32> poison, i32 %786, i64 0
  %788 = shufflevector <8 x i32> %787, <8 x i32> poison, <8 x i32> zeroinitializer
  %789 = icmp sgt <8 x i32> %788, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %790 = and <8 x i1> %785, %789
  %791 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr readonly align 1 %772, <8 x i1> %781, <8 x float> splat (float 0xFFF0000000000000))
  %792 = getelementptr inbounds nuw i8, ptr %772, i64 32
  %793 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull readonly align 1 %792, <8 x i1> %790, <8 x float> splat (float 0xFFF0000000000000))
  br label %794

794:                                              ; preds = %765, %771, %760
  %795 = phi <8 x float> [ %791, %771 ], [ %762, %760 ], [ splat (float 0xFFF0000000000000), %765 ]
  %796 = phi <8 x float> [ %793, %771 ], [ %764, %760 ], [ splat (float 0xFFF0000000000000), %765 ]
  %797 = shufflevector <8 x float> %795, <8 x float> %796, <8 x i32> <i32 0, i32 2, i32 8, i32 10, i32 4, i32 6, i32 12, i32 14>
  %798 = shufflevector <8 x float> %795, <8 x float> %796, <8 x i32> <i32 1, i32 3, i32 9, i32 11, i32 5, i32 7, i32 13, i32 15>
  %799 = bitcast <4 x i64> %752 to <8 x float>
  %800 = fcmp uno <8 x float> %799, zeroinitializer
  %801 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %799, <8 x float> splat (float 0xFFF0000000000000))
  %802 = bitcast <4 x i64> %751 to <8 x float>
  %803 = fcmp uno <8 x float> %802, zeroinitializer
  %804 = select <8 x i1> %803, <8 x i1> splat (i1 true), <8 x i1> %800
  %805 = select <8 x i1> %804, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> zeroinitializer
  %806 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %802, <8 x float> %801)
  %807 = shl i64 %753, 5
  %808 = getelementptr i8, ptr %721, i64 %807
  %809 = getelementptr i8, ptr %808, i64 -32
  %810 = call <8 x float> @llvm.x86.avx.blendv.ps.256(<8 x float> %806, <8 x float> splat (float 0x7FF8000000000000), <8 x float> %805)
  store <8 x float> %810, ptr %809, align 32
  %811 = bitcast <8 x float> %797 to <4 x i64>
  %812 = shufflevector <4 x i64> %811, <4 x i64> poison, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  %813 = bitcast <8 x float> %798 to <4 x i64>
  %814 = shufflevector <4 x i64> %813, <4 x i64> poison, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  %815 = add nuw nsw i64 %753, 1
  %816 = icmp eq i64 %610, %753
  br i1 %816, label %817, label %750

817:                                              ; preds = %794, %740, %725
  store i64 %719, ptr %722, align 8
  br label %818

818:                                              ; preds = %817, %717
  %819 = add nsw i32 %712, 1
  %820 = sext i32 %712 to i64
  %821 = getelementptr inbounds ptr, ptr %620, i64 %820
  store ptr %721, ptr %821, align 8
  br label %822

822:                                              ; preds = %818, %709
  %823 = phi i32 [ %819, %818 ], [ %712, %709 ]
  br i1 %710, label %709, label %697

824:                                              ; preds = %701, %850
  %825 = phi i64 [ 0, %701 ], [ %861, %850 ]
  br i1 %702, label %826, label %850

826:                                              ; preds = %824
  br i1 %705, label %831, label %863

827:                                              ; preds = %850, %697
  %828 = add nsw i64 %694, 1
  %829 = icmp slt i64 %828, %667
  br i1 %829, label %693, label %681

830:                                              ; preds = %863
  br i1 %707, label %850, label %831

831:                                              ; preds = %830, %826
  %832 = phi i64 [ 0, %826 ], [ %899, %830 ]
  %833 = phi <8 x float> [ zeroinitializer, %826 ], [ %897, %830 ]
  %834 = phi <8 x float> [ splat (float 0xFFF0000000000000), %826 ], [ %898, %830 ]
  call void @llvm.assume(i1 %708)
  br label %835

835:                                              ; preds = %835, %831
  %836 = phi i64 [ %847, %835 ], [ %832, %831 ]
  %837 = phi <8 x float> [ %845, %835 ], [ %833, %831 ]
  %838 = phi <8 x float> [ %846, %835 ], [ %834, %831 ]
  %839 = phi i64 [ %848, %835 ], [ 0, %831 ]
  %840 = getelementptr inbounds nuw ptr, ptr %620, i64 %836
  %841 = load ptr, ptr %840, align 8
  %842 = getelementptr inbounds nuw float, ptr %841, i64 %825
  %843 = load <8 x float>, ptr %842, align 1
  %844 = fcmp uno <8 x float> %843, zeroinitializer
  %845 = select <8 x i1> %844, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> %837
  %846 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %843, <8 x float> %838)
  %847 = add nuw nsw i64 %836, 1
  %848 = add i64 %839, 1
  %849 = icmp eq i64 %848, %704
  br i1 %849, label %850, label %835

850:                                              ; preds = %830, %835, %824
  %851 = phi <8 x float> [ splat (float 0xFFF0000000000000), %824 ], [ %898, %830 ], [ %846, %835 ]
  %852 = phi <8 x float> [ zeroinitializer, %824 ], [ %897, %830 ], [ %845, %835 ]
  %853 = getelementptr inbounds nuw float, ptr %700, i64 %825
  %854 = sub nsw i64 %8, %825
  %855 = call i64 @llvm.smin.i64(i64 %854, i64 8)
  %856 = trunc i64 %855 to i32
  %857 = insertelement <8 x i32> poison, i32 %856, i64 0
  %858 = shufflevector <8 x i32> %857, <8 x i32> poison, <8 x i32> zeroinitializer
  %859 = icmp sgt <8 x i32> %858, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %860 = call <8 x float> @llvm.x86.avx.blendv.ps.256(<8 x float> %851, <8 x float> splat (float 0x7FF8000000000000), <8 x float> %852)
  call void @llvm.masked.store.v8f32.p0(<8 x float> %860, ptr align 1 %853, <8 x i1> %859)
  %861 = add nuw nsw i64 %825, 8
  %862 = icmp slt i64 %861, %8
  br i1 %862, label %824, label %827

863:                                              ; preds = %826, %863
  %864 = phi i64 [ %899, %863 ], [ 0, %826 ]
  %865 = phi <8 x float> [ %897, %863 ], [ zeroinitializer, %826 ]
  %866 = phi <8 x float> [ %898, %863 ], [ splat (float 0xFFF0000000000000), %826 ]
  %867 = phi i64 [ %900, %863 ], [ 0, %826 ]
  %868 = getelementptr inbounds nuw ptr, ptr %620, i64 %864
  %869 = load ptr, ptr %868, align 16
  %870 = getelementptr inbounds nuw float, ptr %869, i64 %825
  %871 = load <8 x float>, ptr %870, align 1
  %872 = fcmp uno <8 x float> %871, zeroinitializer
  %873 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %871, <8 x float> %866)
  %874 = getelementptr inbounds nuw ptr, ptr %620, i64 %864
  %875 = getelementptr inbounds nuw i8, ptr %874, i64 8
  %876 = load ptr, ptr %875, align 8
  %877 = getelementptr inbounds nuw float, ptr %876, i64 %825
  %878 = load <8 x float>, ptr %877, align 1
  %879 = fcmp uno <8 x float> %878, zeroinitializer
  %880 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %878, <8 x float> %873)
  %881 = getelementptr inbounds nuw ptr, ptr %620, i64 %864
  %882 = getelementptr inbounds nuw i8, ptr %881, i64 16
  %883 = load ptr, ptr %882, align 16
  %884 = getelementptr inbounds nuw float, ptr %883, i64 %825
  %885 = load <8 x float>, ptr %884, align 1
  %886 = fcmp uno <8 x float> %885, zeroinitializer
  %887 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %885, <8 x float> %880)
  %888 = getelementptr inbounds nuw ptr, ptr %620, i64 %864
  %889 = getelementptr inbounds nuw i8, ptr %888, i64 24
  %890 = load ptr, ptr %889, align 8
  %891 = getelementptr inbounds nuw float, ptr %890, i64 %825
  %892 = load <8 x float>, ptr %891, align 1
  %893 = fcmp uno <8 x float> %892, zeroinitializer
  %894 = select <8 x i1> %893, <8 x i1> splat (i1 true), <8 x i1> %886
  %895 = select <8 x i1> %894, <8 x i1> splat (i1 true), <8 x i1> %879
  %896 = select <8 x i1> %895, <8 x i1> splat (i1 true), <8 x i1> %872
  %897 = select <8 x i1> %896, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> %865
  %898 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %892, <8 x float> %887)
  %899 = add nuw nsw i64 %864, 4
  %900 = add i64 %867, 4
  %901 = icmp eq i64 %900, %706
  br i1 %901, label %830, label %863

902:                                              ; preds = %600
  %903 = add nsw i64 %9, -1
  %904 = mul nsw i64 %13, %903
  br i1 %339, label %905, label %1281

905:                                              ; preds = %902, %905
  %906 = phi i64 [ %908, %905 ], [ 1, %902 ]
  %907 = icmp sgt i64 %906, %904
  %908 = shl i64 %906, 1
  br i1 %907, label %909, label %905

909:                                              ; preds = %905
  %910 = add nsw i64 %8, 7
  %911 = sdiv i64 %910, 8
  %912 = shl nsw i64 %911, 3
  %913 = mul nsw i64 %906, %912
  %914 = icmp sgt i64 %913, 4096
  %915 = icmp sgt i64 %9, 4096
  %916 = or i1 %915, %914
  br i1 %916, label %2113, label %917

917:                                              ; preds = %909
  %918 = icmp sge i64 %2, %3
  %919 = icmp slt i64 %19, 1
  %920 = or i1 %918, %919
  br i1 %920, label %2113, label %921

921:                                              ; preds = %917
  %922 = tail call i64 @llvm.smin.i64(i64 %19, i64 %7)
  %923 = tail call ptr @llvm.stacksave.p0()
  %924 = alloca i64, i64 %906, align 16
  %925 = alloca ptr, i64 %9, align 16
  %926 = add nsw i64 %10, -1
  %927 = mul nsw i64 %14, %926
  %928 = icmp slt i64 %927, 8
  %929 = icmp sgt i64 %906, 0
  br i1 %929, label %930, label %932

930:                                              ; preds = %921
  %931 = shl nuw i64 %906, 3
  call void @llvm.memset.p0.i64(ptr nonnull align 16 %924, i8 -1, i64 %931, i1 false)
  br label %932

932:                                              ; preds = %921, %930
  %933 = add i64 %7, -1
  %934 = add i64 %933, %922
  %935 = sdiv i64 %934, %922
  %936 = sdiv i64 %2, %4
  %937 = sdiv i64 %936, %935
  %938 = srem i64 %936, %935
  %939 = srem i64 %2, %4
  %940 = mul i64 %6, %5
  %941 = icmp sgt i64 %9, 0
  %942 = add nsw i64 %906, -1
  %943 = icmp sgt i64 %8, 0
  %944 = icmp sgt i64 %10, 0
  %945 = icmp slt i64 %8, -14
  %946 = tail call i64 @llvm.smax.i64(i64 %911, i64 0)
  br label %947

947:                                              ; preds = %932, %969
  %948 = phi i64 [ %939, %932 ], [ %979, %969 ]
  %949 = phi i64 [ %938, %932 ], [ %978, %969 ]
  %950 = phi i64 [ %937, %932 ], [ %977, %969 ]
  %951 = phi i64 [ %2, %932 ], [ %980, %969 ]
  %952 = phi <8 x float> [ undef, %932 ], [ %970, %969 ]
  %953 = add nsw i64 %949, 1
  %954 = mul nsw i64 %953, %922
  %955 = call i64 @llvm.smin.i64(i64 %954, i64 %7)
  %956 = mul nsw i64 %950, %17
  %957 = getelementptr inbounds float, ptr %26, i64 %956
  %958 = mul i64 %940, %948
  %959 = getelementptr inbounds float, ptr %957, i64 %958
  %960 = mul nsw i64 %949, %922
  %961 = icmp slt i64 %960, %955
  br i1 %961, label %962, label %969

962:                                              ; preds = %947
  %963 = mul nsw i64 %950, %4
  %964 = add nsw i64 %948, %963
  %965 = mul nsw i64 %950, %18
  %966 = getelementptr inbounds float, ptr %27, i64 %965
  %967 = mul nsw i64 %948, %7
  %968 = mul nsw i64 %964, %5
  br label %982

969:                                              ; preds = %1206, %947
  %970 = phi <8 x float> [ %952, %947 ], [ %992, %1206 ]
  %971 = add nsw i64 %948, 1
  %972 = icmp eq i64 %971, %4
  %973 = icmp eq i64 %953, %935
  %974 = select i1 %973, i64 0, i64 %953
  %975 = and i1 %973, %972
  %976 = zext i1 %975 to i64
  %977 = add nsw i64 %950, %976
  %978 = select i1 %972, i64 %974, i64 %949
  %979 = select i1 %972, i64 0, i64 %971
  %980 = add nsw i64 %951, 1
  %981 = icmp eq i64 %980, %3
  br i1 %981, label %2110, label %947

982:                                              ; preds = %962, %1206
  %983 = phi i64 [ %960, %962 ], [ %1207, %1206 ]
  %984 = phi <8 x float> [ %952, %962 ], [ %992, %1206 ]
  %985 = add nsw i64 %983, %967
  %986 = mul nsw i64 %985, %8
  %987 = getelementptr inbounds float, ptr %966, i64 %986
  br i1 %941, label %988, label %991

988:                                              ; preds = %982
  %989 = mul nsw i64 %983, %11
  %990 = sub i64 %989, %15
  br label %1002

991:                                              ; preds = %1198, %982
  %992 = phi <8 x float> [ %984, %982 ], [ %1199, %1198 ]
  %993 = phi i32 [ 0, %982 ], [ %1200, %1198 ]
  br i1 %943, label %994, label %1206

994:                                              ; preds = %991
  %995 = icmp sgt i32 %993, 0
  %996 = zext i32 %993 to i64
  %997 = and i64 %996, 3
  %998 = icmp ult i32 %993, 4
  %999 = and i64 %996, 2147483644
  %1000 = icmp eq i64 %997, 0
  %1001 = icmp ne i64 %997, 0
  br label %1203

1002:                                             ; preds = %988, %1198
  %1003 = phi i64 [ 0, %988 ], [ %1201, %1198 ]
  %1004 = phi i32 [ 0, %988 ], [ %1200, %1198 ]
  %1005 = phi <8 x float> [ %984, %988 ], [ %1199, %1198 ]
  %1006 = mul nsw i64 %1003, %13
  %1007 = add i64 %990, %1006
  %1008 = icmp sgt i64 %1007, -1
  %1009 = icmp slt i64 %1007, %5
  %1010 = and i1 %1008, %1009
  br i1 %1010, label %1011, label %1198

1011:                                             ; preds = %1002
  %1012 = and i64 %1007, %942
  %1013 = add nsw i64 %1007, %968
  %1014 = mul nsw i64 %1012, %912
  %1015 = getelementptr inbounds float, ptr %25, i64 %1014
  %1016 = getelementptr inbounds nuw i64, ptr %924, i64 %1012
  %1017 = load i64, ptr %1016, align 8
  %1018 = icmp eq i64 %1017, %1013
  br i1 %1018, label %1193, label %1019

1019:                                             ; preds = %1011
  %1020 = mul nsw i64 %1007, %6
  %1021 = getelementptr inbounds float, ptr %959, i64 %1020
  br i1 %928, label %1022, label %1089

1022:                                             ; preds = %1019
  br i1 %945, label %1191, label %1023

1023:                                             ; preds = %1022, %1086
  %1024 = phi i64 [ %1087, %1086 ], [ 0, %1022 ]
  %1025 = phi <8 x float> [ %1054, %1086 ], [ %1005, %1022 ]
  %1026 = shl nsw i64 %1024, 3
  %1027 = sub nsw i64 %1026, %16
  %1028 = icmp slt i64 %1027, 0
  %1029 = add nuw nsw i64 %1027, 8
  %1030 = icmp sgt i64 %1029, %6
  %1031 = select i1 %1028, i1 true, i1 %1030
  br i1 %1031, label %1035, label %1032

1032:                                             ; preds = %1023
  %1033 = getelementptr inbounds nuw float, ptr %1021, i64 %1027
  %1034 = load <8 x float>, ptr %1033, align 1
  br label %1053

1035:                                             ; preds = %1023
  %1036 = sub nsw i64 0, %1027
  %1037 = select i1 %1028, i64 %1036, i64 0
  %1038 = sub nsw i64 %6, %1027
  %1039 = call i64 @llvm.smin.i64(i64 %1038, i64 8)
  %1040 = icmp sgt i64 %1039, %1037
  br i1 %1040, label %1041, label %1053

1041:                                             ; preds = %1035
  %1042 = getelementptr inbounds float, ptr %1021, i64 %1027
  %1043 = trunc i64 %1037 to i32
  %1044 = insertelement <8 x i32> poison, i32 %1043, i64 0
  %1045 = shufflevector <8 x i32> %1044, <8 x i32> poison, <8 x i32> zeroinitializer
  %1046 = icmp slt <8 x i32> %1045, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1047 = trunc i64 %1039 to i32
  %1048 = insertelement <8 x i32> poison, i32 %1047, i64 0
  %1049 = shufflevector <8 x i32> %1048, <8 x i32> poison, <8 x i32> zeroinitializer
  %1050 = icmp sgt <8 x i32> %1049, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1051 = and <8 x i1> %1050, %1046
  %1052 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1042, <8 x i1> %1051, <8 x float> splat (float 0xFFF0000000000000))
  br label %1053

1053:                                             ; preds = %1041, %1035, %1032
  %1054 = phi <8 x float> [ %1034, %1032 ], [ %1052, %1041 ], [ splat (float 0xFFF0000000000000), %1035 ]
  %1055 = icmp eq i64 %1024, 0
  br i1 %1055, label %1086, label %1056

1056:                                             ; preds = %1053
  br i1 %944, label %1064, label %1057

1057:                                             ; preds = %1079, %1056
  %1058 = phi <8 x float> [ zeroinitializer, %1056 ], [ %1082, %1079 ]
  %1059 = phi <8 x float> [ splat (float 0xFFF0000000000000), %1056 ], [ %1083, %1079 ]
  %1060 = shl i64 %1024, 5
  %1061 = getelementptr i8, ptr %1015, i64 %1060
  %1062 = getelementptr i8, ptr %1061, i64 -32
  %1063 = call <8 x float> @llvm.x86.avx.blendv.ps.256(<8 x float> %1059, <8 x float> splat (float 0x7FF8000000000000), <8 x float> %1058)
  store <8 x float> %1063, ptr %1062, align 32
  br label %1086

1064:                                             ; preds = %1056, %1079
  %1065 = phi <8 x float> [ %1083, %1079 ], [ splat (float 0xFFF0000000000000), %1056 ]
  %1066 = phi <8 x float> [ %1082, %1079 ], [ zeroinitializer, %1056 ]
  %1067 = phi i64 [ %1084, %1079 ], [ 0, %1056 ]
  %1068 = mul nsw i64 %1067, %14
  %1069 = icmp eq i64 %1068, 0
  br i1 %1069, label %1079, label %1070

1070:                                             ; preds = %1064
  %1071 = trunc i64 %1068 to i32
  %1072 = insertelement <8 x i32> poison, i32 %1071, i64 0
  %1073 = shufflevector <8 x i32> %1072, <8 x i32> poison, <8 x i32> zeroinitializer
  %1074 = add <8 x i32> %1073, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1075 = call <8 x float> @llvm.x86.avx2.permps(<8 x float> %1025, <8 x i32> %1074)
  %1076 = call <8 x float> @llvm.x86.avx2.permps(<8 x float> %1054, <8 x i32> %1074)
  %1077 = icmp sgt <8 x i32> %1074, splat (i32 7)
  %1078 = select <8 x i1> %1077, <8 x float> %1076, <8 x float> %1075
  br label %1079

1079:                                             ; preds = %1064, %1070
  %1080 = phi <8 x float> [ %1078, %1070 ], [ %1025, %1064 ]
  %1081 = fcmp uno <8 x float> %1080, zeroinitializer
  %1082 = select <8 x i1> %1081, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> %1066
  %1083 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1080, <8 x float> %1065)
  %1084 = add nuw nsw i64 %1067, 1
  %1085 = icmp eq i64 %1084, %10
  br i1 %1085, label %1057, label %1064

1086:                                             ; preds = %1057, %1053
  %1087 = add nuw nsw i64 %1024, 1
  %1088 = icmp eq i64 %1024, %946
  br i1 %1088, label %1191, label %1023

1089:                                             ; preds = %1019
  br i1 %943, label %1090, label %1191

1090:                                             ; preds = %1089, %1094
  %1091 = phi i64 [ %1099, %1094 ], [ 0, %1089 ]
  br i1 %944, label %1092, label %1094

1092:                                             ; preds = %1090
  %1093 = sub i64 %1091, %16
  br label %1101

1094:                                             ; preds = %1183, %1090
  %1095 = phi <8 x float> [ splat (float 0xFFF0000000000000), %1090 ], [ %1188, %1183 ]
  %1096 = phi <8 x float> [ zeroinitializer, %1090 ], [ %1187, %1183 ]
  %1097 = getelementptr inbounds nuw float, ptr %1015, i64 %1091
  %1098 = call <8 x float> @llvm.x86.avx.blendv.ps.256(<8 x float> %1095, <8 x float> splat (float 0x7FF8000000000000), <8 x float> %1096)
  store <8 x float> %1098, ptr %1097, align 32
  %1099 = add nuw nsw i64 %1091, 8
  %1100 = icmp slt i64 %1099, %912
  br i1 %1100, label %1090, label %1191

1101:                                             ; preds = %1092, %1183
  %1102 = phi i64 [ 0, %1092 ], [ %1189, %1183 ]
  %1103 = phi <8 x float> [ zeroinitializer, %1092 ], [ %1187, %1183 ]
  %1104 = phi <8 x float> [ splat (float 0xFFF0000000000000), %1092 ], [ %1188, %1183 ]
  %1105 = mul nsw i64 %1102, %14
  %1106 = add i64 %1093, %1105
  %1107 = icmp sgt i64 %1106, -1
  %1108 = icmp slt i64 %1106, %6
  %1109 = and i1 %1107, %1108
  br i1 %1109, label %1110, label %1113

1110:                                             ; preds = %1101
  %1111 = getelementptr inbounds nuw float, ptr %1021, i64 %1106
  %1112 = load float, ptr %1111, align 4
  br label %1113

1113:                                             ; preds = %1110, %1101
  %1114 = phi float [ %1112, %1110 ], [ 0xFFF0000000000000, %1101 ]
  %1115 = insertelement <8 x float> poison, float %1114, i64 0
  %1116 = add i64 %1106, 1
  %1117 = icmp sgt i64 %1116, -1
  %1118 = icmp slt i64 %1116, %6
  %1119 = and i1 %1117, %1118
  br i1 %1119, label %1120, label %1123

1120:                                             ; preds = %1113
  %1121 = getelementptr inbounds nuw float, ptr %1021, i64 %1116
  %1122 = load float, ptr %1121, align 4
  br label %1123

1123:                                             ; preds = %1120, %1113
  %1124 = phi float [ %1122, %1120 ], [ 0xFFF0000000000000, %1113 ]
  %1125 = insertelement <8 x float> %1115, float %1124, i64 1
  %1126 = add i64 %1106, 2
  %1127 = icmp sgt i64 %1126, -1
  %1128 = icmp slt i64 %1126, %6
  %1129 = and i1 %1127, %1128
  br i1 %1129, label %1130, label %1133

1130:                                             ; preds = %1123
  %1131 = getelementptr inbounds nuw float, ptr %1021, i64 %1126
  %1132 = load float, ptr %1131, align 4
  br label %1133

1133:                                             ; preds = %1130, %1123
  %1134 = phi float [ %1132, %1130 ], [ 0xFFF0000000000000, %1123 ]
  %1135 = insertelement <8 x float> %1125, float %1134, i64 2
  %1136 = add i64 %1106, 3
  %1137 = icmp sgt i64 %1136, -1
  %1138 = icmp slt i64 %1136, %6
  %1139 = and i1 %1137, %1138
  br i1 %1139, label %1140, label %1143

1140:                                             ; preds = %1133
  %1141 = getelementptr inbounds nuw float, ptr %1021, i64 %1136
  %1142 = load float, ptr %1141, align 4
  br label %1143

1143:                                             ; preds = %1140, %1133
  %1144 = phi float [ %1142, %1140 ], [ 0xFFF0000000000000, %1133 ]
  %1145 = insertelement <8 x float> %1135, float %1144, i64 3
  %1146 = add i64 %1106, 4
  %1147 = icmp sgt i64 %1146, -1
  %1148 = icmp slt i64 %1146, %6
  %1149 = and i1 %1147, %1148
  br i1 %1149, label %1150, label %1153

1150:                                             ; preds = %1143
  %1151 = getelementptr inbounds nuw float, ptr %1021, i64 %1146
  %1152 = load float, ptr %1151, align 4
  br label %1153

1153:                                             ; preds = %1150, %1143
  %1154 = phi float [ %1152, %1150 ], [ 0xFFF0000000000000, %1143 ]
  %1155 = insertelement <8 x float> %1145, float %1154, i64 4
  %1156 = add i64 %1106, 5
  %1157 = icmp sgt i64 %1156, -1
  %1158 = icmp slt i64 %1156, %6
  %1159 = and i1 %1157, %1158
  br i1 %1159, label %1160, label %1163

1160:                                             ; preds = %1153
  %1161 = getelementptr inbounds nuw float, ptr %1021, i64 %1156
  %1162 = load float, ptr %1161, align 4
  br label %1163

1163:                                             ; preds = %1160, %1153
  %1164 = phi float [ %1162, %1160 ], [ 0xFFF0000000000000, %1153 ]
  %1165 = insertelement <8 x float> %1155, float %1164, i64 5
  %1166 = add i64 %1106, 6
  %1167 = icmp sgt i64 %1166, -1
  %1168 = icmp slt i64 %1166, %6
  %1169 = and i1 %1167, %1168
  br i1 %1169, label %1170, label %1173

1170:                                             ; preds = %1163
  %1171 = getelementptr inbounds nuw float, ptr %1021, i64 %1166
  %1172 = load float, ptr %1171, align 4
  br label %1173

1173:                                             ; preds = %1170, %1163
  %1174 = phi float [ %1172, %1170 ], [ 0xFFF0000000000000, %1163 ]
  %1175 = insertelement <8 x float> %1165, float %1174, i64 6
  %1176 = add i64 %1106, 7
  %1177 = icmp sgt i64 %1176, -1
  %1178 = icmp slt i64 %1176, %6
  %1179 = and i1 %1177, %1178
  br i1 %1179, label %1180, label %1183

1180:                                             ; preds = %1173
  %1181 = getelementptr inbounds nuw float, ptr %1021, i64 %1176
  %1182 = load float, ptr %1181, align 4
  br label %1183

1183:                                             ; preds = %1180, %1173
  %1184 = phi float [ %1182, %1180 ], [ 0xFFF0000000000000, %1173 ]
  %1185 = insertelement <8 x float> %1175, float %1184, i64 7
  %1186 = fcmp uno <8 x float> %1185, zeroinitializer
  %1187 = select <8 x i1> %1186, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> %1103
  %1188 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1185, <8 x float> %1104)
  %1189 = add nuw nsw i64 %1102, 1
  %1190 = icmp eq i64 %1189, %10
  br i1 %1190, label %1094, label %1101

1191:                                             ; preds = %1094, %1086, %1089, %1022
  %1192 = phi <8 x float> [ %1005, %1089 ], [ %1005, %1022 ], [ %1054, %1086 ], [ %1005, %1094 ]
  store i64 %1013, ptr %1016, align 8
  br label %1193

1193:                                             ; preds = %1191, %1011
  %1194 = phi <8 x float> [ %1005, %1011 ], [ %1192, %1191 ]
  %1195 = add nsw i32 %1004, 1
  %1196 = sext i32 %1004 to i64
  %1197 = getelementptr inbounds ptr, ptr %925, i64 %1196
  store ptr %1015, ptr %1197, align 8
  br label %1198

1198:                                             ; preds = %1193, %1002
  %1199 = phi <8 x float> [ %1194, %1193 ], [ %1005, %1002 ]
  %1200 = phi i32 [ %1195, %1193 ], [ %1004, %1002 ]
  %1201 = add nuw nsw i64 %1003, 1
  %1202 = icmp eq i64 %1201, %9
  br i1 %1202, label %991, label %1002

1203:                                             ; preds = %994, %1229
  %1204 = phi i64 [ 0, %994 ], [ %1240, %1229 ]
  br i1 %995, label %1205, label %1229

1205:                                             ; preds = %1203
  br i1 %998, label %1210, label %1242

1206:                                             ; preds = %1229, %991
  %1207 = add nsw i64 %983, 1
  %1208 = icmp slt i64 %1207, %955
  br i1 %1208, label %982, label %969

1209:                                             ; preds = %1242
  br i1 %1000, label %1229, label %1210

1210:                                             ; preds = %1209, %1205
  %1211 = phi i64 [ 0, %1205 ], [ %1278, %1209 ]
  %1212 = phi <8 x float> [ zeroinitializer, %1205 ], [ %1276, %1209 ]
  %1213 = phi <8 x float> [ splat (float 0xFFF0000000000000), %1205 ], [ %1277, %1209 ]
  call void @llvm.assume(i1 %1001)
  br label %1214

1214:                                             ; preds = %1214, %1210
  %1215 = phi i64 [ %1226, %1214 ], [ %1211, %1210 ]
  %1216 = phi <8 x float> [ %1224, %1214 ], [ %1212, %1210 ]
  %1217 = phi <8 x float> [ %1225, %1214 ], [ %1213, %1210 ]
  %1218 = phi i64 [ %1227, %1214 ], [ 0, %1210 ]
  %1219 = getelementptr inbounds nuw ptr, ptr %925, i64 %1215
  %1220 = load ptr, ptr %1219, align 8
  %1221 = getelementptr inbounds nuw float, ptr %1220, i64 %1204
  %1222 = load <8 x float>, ptr %1221, align 1
  %1223 = fcmp uno <8 x float> %1222, zeroinitializer
  %1224 = select <8 x i1> %1223, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> %1216
  %1225 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1222, <8 x float> %1217)
  %1226 = add nuw nsw i64 %1215, 1
  %1227 = add i64 %1218, 1
  %1228 = icmp eq i64 %1227, %997
  br i1 %1228, label %1229, label %1214

1229:                                             ; preds = %1209, %1214, %1203
  %1230 = phi <8 x float> [ splat (float 0xFFF0000000000000), %1203 ], [ %1277, %1209 ], [ %1225, %1214 ]
  %1231 = phi <8 x float> [ zeroinitializer, %1203 ], [ %1276, %1209 ], [ %1224, %1214 ]
  %1232 = getelementptr inbounds nuw float, ptr %987, i64 %1204
  %1233 = sub nsw i64 %8, %1204
  %1234 = call i64 @llvm.smin.i64(i64 %1233, i64 8)
  %1235 = trunc i64 %1234 to i32
  %1236 = insertelement <8 x i32> poison, i32 %1235, i64 0
  %1237 = shufflevector <8 x i32> %1236, <8 x i32> poison, <8 x i32> zeroinitializer
  %1238 = icmp sgt <8 x i32> %1237, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1239 = call <8 x float> @llvm.x86.avx.blendv.ps.256(<8 x float> %1230, <8 x float> splat (float 0x7FF8000000000000), <8 x float> %1231)
  call void @llvm.masked.store.v8f32.p0(<8 x float> %1239, ptr align 1 %1232, <8 x i1> %1238)
  %1240 = add nuw nsw i64 %1204, 8
  %1241 = icmp slt i64 %1240, %8
  br i1 %1241, label %1203, label %1206

1242:                                             ; preds = %1205, %1242
  %1243 = phi i64 [ %1278, %1242 ], [ 0, %1205 ]
  %1244 = phi <8 x float> [ %1276, %1242 ], [ zeroinitializer, %1205 ]
  %1245 = phi <8 x float> [ %1277, %1242 ], [ splat (float 0xFFF0000000000000), %1205 ]
  %1246 = phi i64 [ %1279, %1242 ], [ 0, %1205 ]
  %1247 = getelementptr inbounds nuw ptr, ptr %925, i64 %1243
  %1248 = load ptr, ptr %1247, align 16
  %1249 = getelementptr inbounds nuw float, ptr %1248, i64 %1204
  %1250 = load <8 x float>, ptr %1249, align 1
  %1251 = fcmp uno <8 x float> %1250, zeroinitializer
  %1252 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1250, <8 x float> %1245)
  %1253 = getelementptr inbounds nuw ptr, ptr %925, i64 %1243
  %1254 = getelementptr inbounds nuw i8, ptr %1253, i64 8
  %1255 = load ptr, ptr %1254, align 8
  %1256 = getelementptr inbounds nuw float, ptr %1255, i64 %1204
  %1257 = load <8 x float>, ptr %1256, align 1
  %1258 = fcmp uno <8 x float> %1257, zeroinitializer
  %1259 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1257, <8 x float> %1252)
  %1260 = getelementptr inbounds nuw ptr, ptr %925, i64 %1243
  %1261 = getelementptr inbounds nuw i8, ptr %1260, i64 16
  %1262 = load ptr, ptr %1261, align 16
  %1263 = getelementptr inbounds nuw float, ptr %1262, i64 %1204
  %1264 = load <8 x float>, ptr %1263, align 1
  %1265 = fcmp uno <8 x float> %1264, zeroinitializer
  %1266 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1264, <8 x float> %1259)
  %1267 = getelementptr inbounds nuw ptr, ptr %925, i64 %1243
  %1268 = getelementptr inbounds nuw i8, ptr %1267, i64 24
  %1269 = load ptr, ptr %1268, align 8
  %1270 = getelementptr inbounds nuw float, ptr %1269, i64 %1204
  %1271 = load <8 x float>, ptr %1270, align 1
  %1272 = fcmp uno <8 x float> %1271, zeroinitializer
  %1273 = select <8 x i1> %1272, <8 x i1> splat (i1 true), <8 x i1> %1265
  %1274 = select <8 x i1> %1273, <8 x i1> splat (i1 true), <8 x i1> %1258
  %1275 = select <8 x i1> %1274, <8 x i1> splat (i1 true), <8 x i1> %1251
  %1276 = select <8 x i1> %1275, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> %1244
  %1277 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1271, <8 x float> %1266)
  %1278 = add nuw nsw i64 %1243, 4
  %1279 = add i64 %1246, 4
  %1280 = icmp eq i64 %1279, %999
  br i1 %1280, label %1209, label %1242

1281:                                             ; preds = %902
  br i1 %31, label %1282, label %1693

1282:                                             ; preds = %1281, %1282
  %1283 = phi i64 [ %1285, %1282 ], [ 1, %1281 ]
  %1284 = icmp sgt i64 %1283, %904
  %1285 = shl i64 %1283, 1
  br i1 %1284, label %1286, label %1282

1286:                                             ; preds = %1282
  %1287 = add nsw i64 %8, 7
  %1288 = sdiv i64 %1287, 8
  %1289 = shl nsw i64 %1288, 3
  %1290 = mul nsw i64 %1283, %1289
  %1291 = icmp sgt i64 %1290, 4096
  %1292 = icmp sgt i64 %9, 4096
  %1293 = or i1 %1292, %1291
  br i1 %1293, label %2113, label %1294

1294:                                             ; preds = %1286
  %1295 = icmp sge i64 %2, %3
  %1296 = icmp slt i64 %19, 1
  %1297 = or i1 %1295, %1296
  br i1 %1297, label %2113, label %1298

1298:                                             ; preds = %1294
  %1299 = tail call i64 @llvm.smin.i64(i64 %19, i64 %7)
  %1300 = tail call ptr @llvm.stacksave.p0()
  %1301 = alloca i64, i64 %1283, align 16
  %1302 = alloca ptr, i64 %9, align 16
  %1303 = add nsw i64 %10, -1
  %1304 = mul nsw i64 %14, %1303
  %1305 = icmp slt i64 %1304, 16
  %1306 = icmp sgt i64 %1283, 0
  br i1 %1306, label %1307, label %1309

1307:                                             ; preds = %1298
  %1308 = shl nuw i64 %1283, 3
  call void @llvm.memset.p0.i64(ptr nonnull align 16 %1301, i8 -1, i64 %1308, i1 false)
  br label %1309

1309:                                             ; preds = %1298, %1307
  %1310 = add i64 %7, -1
  %1311 = add i64 %1310, %1299
  %1312 = sdiv i64 %1311, %1299
  %1313 = sdiv i64 %2, %4
  %1314 = sdiv i64 %1313, %1312
  %1315 = srem i64 %1313, %1312
  %1316 = srem i64 %2, %4
  %1317 = mul i64 %6, %5
  %1318 = icmp sgt i64 %9, 0
  %1319 = add nsw i64 %1283, -1
  %1320 = icmp sgt i64 %8, 0
  %1321 = icmp sgt i64 %10, 0
  %1322 = icmp slt i64 %8, -14
  %1323 = getelementptr inbounds nuw i8, ptr %24, i64 32
  %1324 = getelementptr inbounds nuw i8, ptr %23, i64 32
  %1325 = tail call i64 @llvm.smax.i64(i64 %1288, i64 0)
  br label %1326

1326:                                             ; preds = %1309, %1347
  %1327 = phi i64 [ %1316, %1309 ], [ %1356, %1347 ]
  %1328 = phi i64 [ %1315, %1309 ], [ %1355, %1347 ]
  %1329 = phi i64 [ %1314, %1309 ], [ %1354, %1347 ]
  %1330 = phi i64 [ %2, %1309 ], [ %1357, %1347 ]
  %1331 = add nsw i64 %1328, 1
  %1332 = mul nsw i64 %1331, %1299
  %1333 = call i64 @llvm.smin.i64(i64 %1332, i64 %7)
  %1334 = mul nsw i64 %1329, %17
  %1335 = getelementptr inbounds float, ptr %26, i64 %1334
  %1336 = mul i64 %1317, %1327
  %1337 = getelementptr inbounds float, ptr %1335, i64 %1336
  %1338 = mul nsw i64 %1328, %1299
  %1339 = icmp slt i64 %1338, %1333
  br i1 %1339, label %1340, label %1347

1340:                                             ; preds = %1326
  %1341 = mul nsw i64 %1329, %4
  %1342 = add nsw i64 %1327, %1341
  %1343 = mul nsw i64 %1329, %18
  %1344 = getelementptr inbounds float, ptr %27, i64 %1343
  %1345 = mul nsw i64 %1327, %7
  %1346 = mul nsw i64 %1342, %5
  br label %1359

1347:                                             ; preds = %1618, %1326
  %1348 = add nsw i64 %1327, 1
  %1349 = icmp eq i64 %1348, %4
  %1350 = icmp eq i64 %1331, %1312
  %1351 = select i1 %1350, i64 0, i64 %1331
  %1352 = and i1 %1350, %1349
  %1353 = zext i1 %1352 to i64
  %1354 = add nsw i64 %1329, %1353
  %1355 = select i1 %1349, i64 %1351, i64 %1328
  %1356 = select i1 %1349, i64 0, i64 %1348
  %1357 = add nsw i64 %1330, 1
  %1358 = icmp eq i64 %1357, %3
  br i1 %1358, label %2110, label %1326

1359:                                             ; preds = %1340, %1618
  %1360 = phi i64 [ %1338, %1340 ], [ %1619, %1618 ]
  %1361 = add nsw i64 %1360, %1345
  %1362 = mul nsw i64 %1361, %8
  %1363 = getelementptr inbounds float, ptr %1344, i64 %1362
  br i1 %1318, label %1364, label %1367

1364:                                             ; preds = %1359
  %1365 = mul nsw i64 %1360, %11
  %1366 = sub i64 %1365, %15
  br label %1377

1367:                                             ; preds = %1611, %1359
  %1368 = phi i32 [ 0, %1359 ], [ %1612, %1611 ]
  br i1 %1320, label %1369, label %1618

1369:                                             ; preds = %1367
  %1370 = icmp sgt i32 %1368, 0
  %1371 = zext i32 %1368 to i64
  %1372 = and i64 %1371, 3
  %1373 = icmp ult i32 %1368, 4
  %1374 = and i64 %1371, 2147483644
  %1375 = icmp eq i64 %1372, 0
  %1376 = icmp ne i64 %1372, 0
  br label %1615

1377:                                             ; preds = %1364, %1611
  %1378 = phi i64 [ 0, %1364 ], [ %1613, %1611 ]
  %1379 = phi i32 [ 0, %1364 ], [ %1612, %1611 ]
  %1380 = mul nsw i64 %1378, %13
  %1381 = add i64 %1366, %1380
  %1382 = icmp sgt i64 %1381, -1
  %1383 = icmp slt i64 %1381, %5
  %1384 = and i1 %1382, %1383
  br i1 %1384, label %1385, label %1611

1385:                                             ; preds = %1377
  %1386 = and i64 %1381, %1319
  %1387 = add nsw i64 %1381, %1346
  %1388 = mul nsw i64 %1386, %1289
  %1389 = getelementptr inbounds float, ptr %25, i64 %1388
  %1390 = getelementptr inbounds nuw i64, ptr %1301, i64 %1386
  %1391 = load i64, ptr %1390, align 8
  %1392 = icmp eq i64 %1391, %1387
  br i1 %1392, label %1607, label %1393

1393:                                             ; preds = %1385
  %1394 = mul nsw i64 %1381, %6
  %1395 = getelementptr inbounds float, ptr %1337, i64 %1394
  br i1 %1305, label %1396, label %1489

1396:                                             ; preds = %1393
  call void @llvm.lifetime.start.p0(ptr nonnull %23)
  call void @llvm.lifetime.start.p0(ptr nonnull %24)
  br i1 %1322, label %1488, label %1397

1397:                                             ; preds = %1396, %1485
  %1398 = phi i64 [ %1486, %1485 ], [ 0, %1396 ]
  %1399 = shl nsw i64 %1398, 4
  %1400 = sub nsw i64 %1399, %16
  %1401 = icmp slt i64 %1400, 0
  %1402 = add nuw nsw i64 %1400, 16
  %1403 = icmp sgt i64 %1402, %6
  %1404 = select i1 %1401, i1 true, i1 %1403
  br i1 %1404, label %1410, label %1405

1405:                                             ; preds = %1397
  %1406 = getelementptr inbounds nuw float, ptr %1395, i64 %1400
  %1407 = load <8 x float>, ptr %1406, align 1
  %1408 = getelementptr inbounds nuw i8, ptr %1406, i64 32
  %1409 = load <8 x float>, ptr %1408, align 1
  br label %1439

1410:                                             ; preds = %1397
  %1411 = sub nsw i64 0, %1400
  %1412 = select i1 %1401, i64 %1411, i64 0
  %1413 = sub nsw i64 %6, %1400
  %1414 = call i64 @llvm.smin.i64(i64 %1413, i64 16)
  %1415 = icmp sgt i64 %1414, %1412
  br i1 %1415, label %1416, label %1439

1416:                                             ; preds = %1410
  %1417 = getelementptr inbounds float, ptr %1395, i64 %1400
  %1418 = trunc i64 %1412 to i32
  %1419 = trunc i64 %1414 to i32
  %1420 = insertelement <8 x i32> poison, i32 %1418, i64 0
  %1421 = shufflevector <8 x i32> %1420, <8 x i32> poison, <8 x i32> zeroinitializer
  %1422 = icmp slt <8 x i32> %1421, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1423 = insertelement <8 x i32> poison, i32 %1419, i64 0
  %1424 = shufflevector <8 x i32> %1423, <8 x i32> poison, <8 x i32> zeroinitializer
  %1425 = icmp sgt <8 x i32> %1424, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1426 = and <8 x i1> %1422, %1425
  %1427 = add nsw i32 %1418, -8
  %1428 = insertelement <8 x i32> poison, i32 %1427, i64 0
  %1429 = shufflevector <8 x i32> %1428, <8 x i32> poison, <8 x i32> zeroinitializer
  %1430 = icmp slt <8 x i32> %1429, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1431 = add nsw i32 %1419, -8
  %1432 = insertelement <8 x i32> poison, i32 %1431, i64 0
  %1433 = shufflevector <8 x i32> %1432, <8 x i32> poison, <8 x i32> zeroinitializer
  %1434 = icmp sgt <8 x i32> %1433, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1435 = and <8 x i1> %1430, %1434
  %1436 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr readonly align 1 %1417, <8 x i1> %1426, <8 x float> splat (float 0xFFF0000000000000))
  %1437 = getelementptr inbounds nuw i8, ptr %1417, i64 32
  %1438 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull readonly align 1 %1437, <8 x i1> %1435, <8 x float> splat (float 0xFFF0000000000000))
  br label %1439

1439:                                             ; preds = %1410, %1416, %1405
  %1440 = phi <8 x float> [ %1438, %1416 ], [ %1409, %1405 ], [ splat (float 0xFFF0000000000000), %1410 ]
  %1441 = phi <8 x float> [ %1436, %1416 ], [ %1407, %1405 ], [ splat (float 0xFFF0000000000000), %1410 ]
  %1442 = shufflevector <8 x float> %1441, <8 x float> %1440, <8 x i32> <i32 0, i32 2, i32 8, i32 10, i32 4, i32 6, i32 12, i32 14>
  %1443 = bitcast <8 x float> %1442 to <4 x double>
  %1444 = shufflevector <4 x double> %1443, <4 x double> poison, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  store <4 x double> %1444, ptr %24, align 32
  %1445 = shufflevector <8 x float> %1441, <8 x float> %1440, <8 x i32> <i32 1, i32 3, i32 9, i32 11, i32 5, i32 7, i32 13, i32 15>
  %1446 = bitcast <8 x float> %1445 to <4 x double>
  %1447 = shufflevector <4 x double> %1446, <4 x double> poison, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  store <4 x double> %1447, ptr %1323, align 32
  %1448 = icmp eq i64 %1398, 0
  br i1 %1448, label %1485, label %1449

1449:                                             ; preds = %1439
  br i1 %1321, label %1457, label %1450

1450:                                             ; preds = %1478, %1449
  %1451 = phi <8 x float> [ zeroinitializer, %1449 ], [ %1481, %1478 ]
  %1452 = phi <8 x float> [ splat (float 0xFFF0000000000000), %1449 ], [ %1482, %1478 ]
  %1453 = shl i64 %1398, 5
  %1454 = getelementptr i8, ptr %1389, i64 %1453
  %1455 = getelementptr i8, ptr %1454, i64 -32
  %1456 = call <8 x float> @llvm.x86.avx.blendv.ps.256(<8 x float> %1452, <8 x float> splat (float 0x7FF8000000000000), <8 x float> %1451)
  store <8 x float> %1456, ptr %1455, align 32
  br label %1485

1457:                                             ; preds = %1449, %1478
  %1458 = phi <8 x float> [ %1482, %1478 ], [ splat (float 0xFFF0000000000000), %1449 ]
  %1459 = phi <8 x float> [ %1481, %1478 ], [ zeroinitializer, %1449 ]
  %1460 = phi i64 [ %1483, %1478 ], [ 0, %1449 ]
  %1461 = mul nsw i64 %1460, %14
  %1462 = and i64 %1461, 1
  %1463 = ashr i64 %1461, 1
  %1464 = icmp eq i64 %1463, 0
  %1465 = getelementptr inbounds nuw <8 x float>, ptr %23, i64 %1462
  %1466 = load <8 x float>, ptr %1465, align 32
  br i1 %1464, label %1478, label %1467

1467:                                             ; preds = %1457
  %1468 = trunc i64 %1463 to i32
  %1469 = insertelement <8 x i32> poison, i32 %1468, i64 0
  %1470 = shufflevector <8 x i32> %1469, <8 x i32> poison, <8 x i32> zeroinitializer
  %1471 = add <8 x i32> %1470, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1472 = call <8 x float> @llvm.x86.avx2.permps(<8 x float> %1466, <8 x i32> %1471)
  %1473 = getelementptr inbounds nuw <8 x float>, ptr %24, i64 %1462
  %1474 = load <8 x float>, ptr %1473, align 32
  %1475 = call <8 x float> @llvm.x86.avx2.permps(<8 x float> %1474, <8 x i32> %1471)
  %1476 = icmp sgt <8 x i32> %1471, splat (i32 7)
  %1477 = select <8 x i1> %1476, <8 x float> %1475, <8 x float> %1472
  br label %1478

1478:                                             ; preds = %1457, %1467
  %1479 = phi <8 x float> [ %1477, %1467 ], [ %1466, %1457 ]
  %1480 = fcmp uno <8 x float> %1479, zeroinitializer
  %1481 = select <8 x i1> %1480, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> %1459
  %1482 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1479, <8 x float> %1458)
  %1483 = add nuw nsw i64 %1460, 1
  %1484 = icmp eq i64 %1483, %10
  br i1 %1484, label %1450, label %1457

1485:                                             ; preds = %1450, %1439
  store <4 x double> %1444, ptr %23, align 32
  store <4 x double> %1447, ptr %1324, align 32
  %1486 = add nuw nsw i64 %1398, 1
  %1487 = icmp eq i64 %1398, %1325
  br i1 %1487, label %1488, label %1397

1488:                                             ; preds = %1485, %1396
  call void @llvm.lifetime.end.p0(ptr nonnull %24)
  call void @llvm.lifetime.end.p0(ptr nonnull %23)
  br label %1606

1489:                                             ; preds = %1393
  br i1 %1320, label %1490, label %1606

1490:                                             ; preds = %1489, %1508
  %1491 = phi i64 [ %1513, %1508 ], [ 0, %1489 ]
  br i1 %1321, label %1492, label %1508

1492:                                             ; preds = %1490
  %1493 = shl nuw nsw i64 %1491, 1
  %1494 = shl nuw i64 %1491, 1
  %1495 = or disjoint i64 %1494, 2
  %1496 = shl nuw i64 %1491, 1
  %1497 = or disjoint i64 %1496, 4
  %1498 = shl nuw i64 %1491, 1
  %1499 = or disjoint i64 %1498, 6
  %1500 = shl nuw i64 %1491, 1
  %1501 = or disjoint i64 %1500, 8
  %1502 = shl nuw i64 %1491, 1
  %1503 = or disjoint i64 %1502, 10
  %1504 = shl nuw i64 %1491, 1
  %1505 = or disjoint i64 %1504, 12
  %1506 = shl nuw i64 %1491, 1
  %1507 = or disjoint i64 %1506, 14
  br label %1515

1508:                                             ; preds = %1598, %1490
  %1509 = phi <8 x float> [ splat (float 0xFFF0000000000000), %1490 ], [ %1603, %1598 ]
  %1510 = phi <8 x float> [ zeroinitializer, %1490 ], [ %1602, %1598 ]
  %1511 = getelementptr inbounds nuw float, ptr %1389, i64 %1491
  %1512 = call <8 x float> @llvm.x86.avx.blendv.ps.256(<8 x float> %1509, <8 x float> splat (float 0x7FF8000000000000), <8 x float> %1510)
  store <8 x float> %1512, ptr %1511, align 32
  %1513 = add nuw nsw i64 %1491, 8
  %1514 = icmp slt i64 %1513, %1289
  br i1 %1514, label %1490, label %1606

1515:                                             ; preds = %1492, %1598
  %1516 = phi i64 [ 0, %1492 ], [ %1604, %1598 ]
  %1517 = phi <8 x float> [ zeroinitializer, %1492 ], [ %1602, %1598 ]
  %1518 = phi <8 x float> [ splat (float 0xFFF0000000000000), %1492 ], [ %1603, %1598 ]
  %1519 = mul nsw i64 %1516, %14
  %1520 = sub i64 %1519, %16
  %1521 = add i64 %1520, %1493
  %1522 = icmp sgt i64 %1521, -1
  %1523 = icmp slt i64 %1521, %6
  %1524 = and i1 %1522, %1523
  br i1 %1524, label %1525, label %1528

1525:                                             ; preds = %1515
  %1526 = getelementptr inbounds nuw float, ptr %1395, i64 %1521
  %1527 = load float, ptr %1526, align 4
  br label %1528

1528:                                             ; preds = %1525, %1515
  %1529 = phi float [ %1527, %1525 ], [ 0xFFF0000000000000, %1515 ]
  %1530 = insertelement <8 x float> poison, float %1529, i64 0
  %1531 = add i64 %1520, %1495
  %1532 = icmp sgt i64 %1531, -1
  %1533 = icmp slt i64 %1531, %6
  %1534 = and i1 %1532, %1533
  br i1 %1534, label %1535, label %1538

1535:                                             ; preds = %1528
  %1536 = getelementptr inbounds nuw float, ptr %1395, i64 %1531
  %1537 = load float, ptr %1536, align 4
  br label %1538

1538:                                             ; preds = %1535, %1528
  %1539 = phi float [ %1537, %1535 ], [ 0xFFF0000000000000, %1528 ]
  %1540 = insertelement <8 x float> %1530, float %1539, i64 1
  %1541 = add i64 %1520, %1497
  %1542 = icmp sgt i64 %1541, -1
  %1543 = icmp slt i64 %1541, %6
  %1544 = and i1 %1542, %1543
  br i1 %1544, label %1545, label %1548

1545:                                             ; preds = %1538
  %1546 = getelementptr inbounds nuw float, ptr %1395, i64 %1541
  %1547 = load float, ptr %1546, align 4
  br label %1548

1548:                                             ; preds = %1545, %1538
  %1549 = phi float [ %1547, %1545 ], [ 0xFFF0000000000000, %1538 ]
  %1550 = insertelement <8 x float> %1540, float %1549, i64 2
  %1551 = add i64 %1520, %1499
  %1552 = icmp sgt i64 %1551, -1
  %1553 = icmp slt i64 %1551, %6
  %1554 = and i1 %1552, %1553
  br i1 %1554, label %1555, label %1558

1555:                                             ; preds = %1548
  %1556 = getelementptr inbounds nuw float, ptr %1395, i64 %1551
  %1557 = load float, ptr %1556, align 4
  br label %1558

1558:                                             ; preds = %1555, %1548
  %1559 = phi float [ %1557, %1555 ], [ 0xFFF0000000000000, %1548 ]
  %1560 = insertelement <8 x float> %1550, float %1559, i64 3
  %1561 = add i64 %1520, %1501
  %1562 = icmp sgt i64 %1561, -1
  %1563 = icmp slt i64 %1561, %6
  %1564 = and i1 %1562, %1563
  br i1 %1564, label %1565, label %1568

1565:                                             ; preds = %1558
  %1566 = getelementptr inbounds nuw float, ptr %1395, i64 %1561
  %1567 = load float, ptr %1566, align 4
  br label %1568

1568:                                             ; preds = %1565, %1558
  %1569 = phi float [ %1567, %1565 ], [ 0xFFF0000000000000, %1558 ]
  %1570 = insertelement <8 x float> %1560, float %1569, i64 4
  %1571 = add i64 %1520, %1503
  %1572 = icmp sgt i64 %1571, -1
  %1573 = icmp slt i64 %1571, %6
  %1574 = and i1 %1572, %1573
  br i1 %1574, label %1575, label %1578

1575:                                             ; preds = %1568
  %1576 = getelementptr inbounds nuw float, ptr %1395, i64 %1571
  %1577 = load float, ptr %1576, align 4
  br label %1578

1578:                                             ; preds = %1575, %1568
  %1579 = phi float [ %1577, %1575 ], [ 0xFFF0000000000000, %1568 ]
  %1580 = insertelement <8 x float> %1570, float %1579, i64 5
  %1581 = add i64 %1520, %1505
  %1582 = icmp sgt i64 %1581, -1
  %1583 = icmp slt i64 %1581, %6
  %1584 = and i1 %1582, %1583
  br i1 %1584, label %1585, label %1588

1585:                                             ; preds = %1578
  %1586 = getelementptr inbounds nuw float, ptr %1395, i64 %1581
  %1587 = load float, ptr %1586, align 4
  br label %1588

1588:                                             ; preds = %1585, %1578
  %1589 = phi float [ %1587, %1585 ], [ 0xFFF0000000000000, %1578 ]
  %1590 = insertelement <8 x float> %1580, float %1589, i64 6
  %1591 = add i64 %1520, %1507
  %1592 = icmp sgt i64 %1591, -1
  %1593 = icmp slt i64 %1591, %6
  %1594 = and i1 %1592, %1593
  br i1 %1594, label %1595, label %1598

1595:                                             ; preds = %1588
  %1596 = getelementptr inbounds nuw float, ptr %1395, i64 %1591
  %1597 = load float, ptr %1596, align 4
  br label %1598

1598:                                             ; preds = %1595, %1588
  %1599 = phi float [ %1597, %1595 ], [ 0xFFF0000000000000, %1588 ]
  %1600 = insertelement <8 x float> %1590, float %1599, i64 7
  %1601 = fcmp uno <8 x float> %1600, zeroinitializer
  %1602 = select <8 x i1> %1601, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> %1517
  %1603 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1600, <8 x float> %1518)
  %1604 = add nuw nsw i64 %1516, 1
  %1605 = icmp eq i64 %1604, %10
  br i1 %1605, label %1508, label %1515

1606:                                             ; preds = %1508, %1489, %1488
  store i64 %1387, ptr %1390, align 8
  br label %1607

1607:                                             ; preds = %1606, %1385
  %1608 = add nsw i32 %1379, 1
  %1609 = sext i32 %1379 to i64
  %1610 = getelementptr inbounds ptr, ptr %1302, i64 %1609
  store ptr %1389, ptr %1610, align 8
  br label %1611

1611:                                             ; preds = %1607, %1377
  %1612 = phi i32 [ %1608, %1607 ], [ %1379, %1377 ]
  %1613 = add nuw nsw i64 %1378, 1
  %1614 = icmp eq i64 %1613, %9
  br i1 %1614, label %1367, label %1377

1615:                                             ; preds = %1369, %1641
  %1616 = phi i64 [ 0, %1369 ], [ %1652, %1641 ]
  br i1 %1370, label %1617, label %1641

1617:                                             ; preds = %1615
  br i1 %1373, label %1622, label %1654

1618:                                             ; preds = %1641, %1367
  %1619 = add nsw i64 %1360, 1
  %1620 = icmp slt i64 %1619, %1333
  br i1 %1620, label %1359, label %1347

1621:                                             ; preds = %1654
  br i1 %1375, label %1641, label %1622

1622:                                             ; preds = %1621, %1617
  %1623 = phi i64 [ 0, %1617 ], [ %1690, %1621 ]
  %1624 = phi <8 x float> [ zeroinitializer, %1617 ], [ %1688, %1621 ]
  %1625 = phi <8 x float> [ splat (float 0xFFF0000000000000), %1617 ], [ %1689, %1621 ]
  call void @llvm.assume(i1 %1376)
  br label %1626

1626:                                             ; preds = %1626, %1622
  %1627 = phi i64 [ %1638, %1626 ], [ %1623, %1622 ]
  %1628 = phi <8 x float> [ %1636, %1626 ], [ %1624, %1622 ]
  %1629 = phi <8 x float> [ %1637, %1626 ], [ %1625, %1622 ]
  %1630 = phi i64 [ %1639, %1626 ], [ 0, %1622 ]
  %1631 = getelementptr inbounds nuw ptr, ptr %1302, i64 %1627
  %1632 = load ptr, ptr %1631, align 8
  %1633 = getelementptr inbounds nuw float, ptr %1632, i64 %1616
  %1634 = load <8 x float>, ptr %1633, align 1
  %1635 = fcmp uno <8 x float> %1634, zeroinitializer
  %1636 = select <8 x i1> %1635, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> %1628
  %1637 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1634, <8 x float> %1629)
  %1638 = add nuw nsw i64 %1627, 1
  %1639 = add i64 %1630, 1
  %1640 = icmp eq i64 %1639, %1372
  br i1 %1640, label %1641, label %1626

1641:                                             ; preds = %1621, %1626, %1615
  %1642 = phi <8 x float> [ splat (float 0xFFF0000000000000), %1615 ], [ %1689, %1621 ], [ %1637, %1626 ]
  %1643 = phi <8 x float> [ zeroinitializer, %1615 ], [ %1688, %1621 ], [ %1636, %1626 ]
  %1644 = getelementptr inbounds nuw float, ptr %1363, i64 %1616
  %1645 = sub nsw i64 %8, %1616
  %1646 = call i64 @llvm.smin.i64(i64 %1645, i64 8)
  %1647 = trunc i64 %1646 to i32
  %1648 = insertelement <8 x i32> poison, i32 %1647, i64 0
  %1649 = shufflevector <8 x i32> %1648, <8 x i32> poison, <8 x i32> zeroinitializer
  %1650 = icmp sgt <8 x i32> %1649, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1651 = call <8 x float> @llvm.x86.avx.blendv.ps.256(<8 x float> %1642, <8 x float> splat (float 0x7FF8000000000000), <8 x float> %1643)
  call void @llvm.masked.store.v8f32.p0(<8 x float> %1651, ptr align 1 %1644, <8 x i1> %1650)
  %1652 = add nuw nsw i64 %1616, 8
  %1653 = icmp slt i64 %1652, %8
  br i1 %1653, label %1615, label %1618

1654:                                             ; preds = %1617, %1654
  %1655 = phi i64 [ %1690, %1654 ], [ 0, %1617 ]
  %1656 = phi <8 x float> [ %1688, %1654 ], [ zeroinitializer, %1617 ]
  %1657 = phi <8 x float> [ %1689, %1654 ], [ splat (float 0xFFF0000000000000), %1617 ]
  %1658 = phi i64 [ %1691, %1654 ], [ 0, %1617 ]
  %1659 = getelementptr inbounds nuw ptr, ptr %1302, i64 %1655
  %1660 = load ptr, ptr %1659, align 16
  %1661 = getelementptr inbounds nuw float, ptr %1660, i64 %1616
  %1662 = load <8 x float>, ptr %1661, align 1
  %1663 = fcmp uno <8 x float> %1662, zeroinitializer
  %1664 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1662, <8 x float> %1657)
  %1665 = getelementptr inbounds nuw ptr, ptr %1302, i64 %1655
  %1666 = getelementptr inbounds nuw i8, ptr %1665, i64 8
  %1667 = load ptr, ptr %1666, align 8
  %1668 = getelementptr inbounds nuw float, ptr %1667, i64 %1616
  %1669 = load <8 x float>, ptr %1668, align 1
  %1670 = fcmp uno <8 x float> %1669, zeroinitializer
  %1671 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1669, <8 x float> %1664)
  %1672 = getelementptr inbounds nuw ptr, ptr %1302, i64 %1655
  %1673 = getelementptr inbounds nuw i8, ptr %1672, i64 16
  %1674 = load ptr, ptr %1673, align 16
  %1675 = getelementptr inbounds nuw float, ptr %1674, i64 %1616
  %1676 = load <8 x float>, ptr %1675, align 1
  %1677 = fcmp uno <8 x float> %1676, zeroinitializer
  %1678 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1676, <8 x float> %1671)
  %1679 = getelementptr inbounds nuw ptr, ptr %1302, i64 %1655
  %1680 = getelementptr inbounds nuw i8, ptr %1679, i64 24
  %1681 = load ptr, ptr %1680, align 8
  %1682 = getelementptr inbounds nuw float, ptr %1681, i64 %1616
  %1683 = load <8 x float>, ptr %1682, align 1
  %1684 = fcmp uno <8 x float> %1683, zeroinitializer
  %1685 = select <8 x i1> %1684, <8 x i1> splat (i1 true), <8 x i1> %1677
  %1686 = select <8 x i1> %1685, <8 x i1> splat (i1 true), <8 x i1> %1670
  %1687 = select <8 x i1> %1686, <8 x i1> splat (i1 true), <8 x i1> %1663
  %1688 = select <8 x i1> %1687, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> %1656
  %1689 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1683, <8 x float> %1678)
  %1690 = add nuw nsw i64 %1655, 4
  %1691 = add i64 %1658, 4
  %1692 = icmp eq i64 %1691, %1374
  br i1 %1692, label %1621, label %1654

1693:                                             ; preds = %1281, %1693
  %1694 = phi i64 [ %1696, %1693 ], [ 1, %1281 ]
  %1695 = icmp sgt i64 %1694, %904
  %1696 = shl i64 %1694, 1
  br i1 %1695, label %1697, label %1693

1697:                                             ; preds = %1693
  %1698 = add nsw i64 %8, 7
  %1699 = sdiv i64 %1698, 8
  %1700 = shl nsw i64 %1699, 3
  %1701 = mul nsw i64 %1694, %1700
  %1702 = icmp sgt i64 %1701, 4096
  %1703 = icmp sgt i64 %9, 4096
  %1704 = or i1 %1703, %1702
  br i1 %1704, label %2113, label %1705

1705:                                             ; preds = %1697
  %1706 = icmp sge i64 %2, %3
  %1707 = icmp slt i64 %19, 1
  %1708 = or i1 %1706, %1707
  br i1 %1708, label %2113, label %1709

1709:                                             ; preds = %1705
  %1710 = tail call i64 @llvm.smin.i64(i64 %19, i64 %7)
  %1711 = tail call ptr @llvm.stacksave.p0()
  %1712 = alloca i64, i64 %1694, align 16
  %1713 = alloca ptr, i64 %9, align 16
  %1714 = icmp slt i64 %12, 3
  br i1 %1714, label %1715, label %1720

1715:                                             ; preds = %1709
  %1716 = add nsw i64 %10, -1
  %1717 = mul nsw i64 %14, %1716
  %1718 = sdiv i64 %1717, %12
  %1719 = icmp slt i64 %1718, 8
  br label %1720

1720:                                             ; preds = %1715, %1709
  %1721 = phi i1 [ false, %1709 ], [ %1719, %1715 ]
  %1722 = icmp sgt i64 %1694, 0
  br i1 %1722, label %1723, label %1725

1723:                                             ; preds = %1720
  %1724 = shl nuw i64 %1694, 3
  call void @llvm.memset.p0.i64(ptr nonnull align 16 %1712, i8 -1, i64 %1724, i1 false)
  br label %1725

1725:                                             ; preds = %1720, %1723
  %1726 = add i64 %7, -1
  %1727 = add i64 %1726, %1710
  %1728 = sdiv i64 %1727, %1710
  %1729 = sdiv i64 %2, %4
  %1730 = sdiv i64 %1729, %1728
  %1731 = srem i64 %1729, %1728
  %1732 = srem i64 %2, %4
  %1733 = mul i64 %6, %5
  %1734 = icmp sgt i64 %9, 0
  %1735 = add nsw i64 %1694, -1
  %1736 = icmp sgt i64 %8, 0
  %1737 = icmp sgt i64 %10, 0
  %1738 = icmp slt i64 %8, -14
  %1739 = shl i64 %12, 3
  %1740 = getelementptr inbounds nuw i8, ptr %22, i64 32
  %1741 = getelementptr inbounds nuw i8, ptr %21, i64 32
  %1742 = tail call i64 @llvm.smax.i64(i64 %1699, i64 0)
  br label %1743

1743:                                             ; preds = %1725, %1764
  %1744 = phi i64 [ %1732, %1725 ], [ %1773, %1764 ]
  %1745 = phi i64 [ %1731, %1725 ], [ %1772, %1764 ]
  %1746 = phi i64 [ %1730, %1725 ], [ %1771, %1764 ]
  %1747 = phi i64 [ %2, %1725 ], [ %1774, %1764 ]
  %1748 = add nsw i64 %1745, 1
  %1749 = mul nsw i64 %1748, %1710
  %1750 = call i64 @llvm.smin.i64(i64 %1749, i64 %7)
  %1751 = mul nsw i64 %1746, %17
  %1752 = getelementptr inbounds float, ptr %26, i64 %1751
  %1753 = mul i64 %1733, %1744
  %1754 = getelementptr inbounds float, ptr %1752, i64 %1753
  %1755 = mul nsw i64 %1745, %1710
  %1756 = icmp slt i64 %1755, %1750
  br i1 %1756, label %1757, label %1764

1757:                                             ; preds = %1743
  %1758 = mul nsw i64 %1746, %4
  %1759 = add nsw i64 %1744, %1758
  %1760 = mul nsw i64 %1746, %18
  %1761 = getelementptr inbounds float, ptr %27, i64 %1760
  %1762 = mul nsw i64 %1744, %7
  %1763 = mul nsw i64 %1759, %5
  br label %1776

1764:                                             ; preds = %2035, %1743
  %1765 = add nsw i64 %1744, 1
  %1766 = icmp eq i64 %1765, %4
  %1767 = icmp eq i64 %1748, %1728
  %1768 = select i1 %1767, i64 0, i64 %1748
  %1769 = and i1 %1767, %1766
  %1770 = zext i1 %1769 to i64
  %1771 = add nsw i64 %1746, %1770
  %1772 = select i1 %1766, i64 %1768, i64 %1745
  %1773 = select i1 %1766, i64 0, i64 %1765
  %1774 = add nsw i64 %1747, 1
  %1775 = icmp eq i64 %1774, %3
  br i1 %1775, label %2110, label %1743

1776:                                             ; preds = %1757, %2035
  %1777 = phi i64 [ %1755, %1757 ], [ %2036, %2035 ]
  %1778 = add nsw i64 %1777, %1762
  %1779 = mul nsw i64 %1778, %8
  %1780 = getelementptr inbounds float, ptr %1761, i64 %1779
  br i1 %1734, label %1781, label %1784

1781:                                             ; preds = %1776
  %1782 = mul nsw i64 %1777, %11
  %1783 = sub i64 %1782, %15
  br label %1794

1784:                                             ; preds = %2028, %1776
  %1785 = phi i32 [ 0, %1776 ], [ %2029, %2028 ]
  br i1 %1736, label %1786, label %2035

1786:                                             ; preds = %1784
  %1787 = icmp sgt i32 %1785, 0
  %1788 = zext i32 %1785 to i64
  %1789 = and i64 %1788, 3
  %1790 = icmp ult i32 %1785, 4
  %1791 = and i64 %1788, 2147483644
  %1792 = icmp eq i64 %1789, 0
  %1793 = icmp ne i64 %1789, 0
  br label %2032

1794:                                             ; preds = %1781, %2028
  %1795 = phi i64 [ 0, %1781 ], [ %2030, %2028 ]
  %1796 = phi i32 [ 0, %1781 ], [ %2029, %2028 ]
  %1797 = mul nsw i64 %1795, %13
  %1798 = add i64 %1783, %1797
  %1799 = icmp sgt i64 %1798, -1
  %1800 = icmp slt i64 %1798, %5
  %1801 = and i1 %1799, %1800
  br i1 %1801, label %1802, label %2028

1802:                                             ; preds = %1794
  %1803 = and i64 %1798, %1735
  %1804 = add nsw i64 %1798, %1763
  %1805 = mul nsw i64 %1803, %1700
  %1806 = getelementptr inbounds float, ptr %25, i64 %1805
  %1807 = getelementptr inbounds nuw i64, ptr %1712, i64 %1803
  %1808 = load i64, ptr %1807, align 8
  %1809 = icmp eq i64 %1808, %1804
  br i1 %1809, label %2024, label %1810

1810:                                             ; preds = %1802
  %1811 = mul nsw i64 %1798, %6
  %1812 = getelementptr inbounds float, ptr %1754, i64 %1811
  br i1 %1721, label %1813, label %1906

1813:                                             ; preds = %1810
  call void @llvm.lifetime.start.p0(ptr nonnull %21)
  call void @llvm.lifetime.start.p0(ptr nonnull %22)
  br i1 %1738, label %1905, label %1814

1814:                                             ; preds = %1813, %1902
  %1815 = phi i64 [ %1903, %1902 ], [ 0, %1813 ]
  %1816 = mul i64 %1739, %1815
  %1817 = sub nsw i64 %1816, %16
  %1818 = icmp slt i64 %1817, 0
  %1819 = add nuw nsw i64 %1817, 16
  %1820 = icmp sgt i64 %1819, %6
  %1821 = select i1 %1818, i1 true, i1 %1820
  br i1 %1821, label %1827, label %1822

1822:                                             ; preds = %1814
  %1823 = getelementptr inbounds nuw float, ptr %1812, i64 %1817
  %1824 = load <8 x float>, ptr %1823, align 1
  %1825 = getelementptr inbounds nuw i8, ptr %1823, i64 32
  %1826 = load <8 x float>, ptr %1825, align 1
  br label %1856

1827:                                             ; preds = %1814
  %1828 = sub nsw i64 0, %1817
  %1829 = select i1 %1818, i64 %1828, i64 0
  %1830 = sub nsw i64 %6, %1817
  %1831 = call i64 @llvm.smin.i64(i64 %1830, i64 16)
  %1832 = icmp sgt i64 %1831, %1829
  br i1 %1832, label %1833, label %1856

1833:                                             ; preds = %1827
  %1834 = getelementptr inbounds float, ptr %1812, i64 %1817
  %1835 = trunc i64 %1829 to i32
  %1836 = trunc i64 %1831 to i32
  %1837 = insertelement <8 x i32> poison, i32 %1835, i64 0
  %1838 = shufflevector <8 x i32> %1837, <8 x i32> poison, <8 x i32> zeroinitializer
  %1839 = icmp slt <8 x i32> %1838, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1840 = insertelement <8 x i32> poison, i32 %1836, i64 0
  %1841 = shufflevector <8 x i32> %1840, <8 x i32> poison, <8 x i32> zeroinitializer
  %1842 = icmp sgt <8 x i32> %1841, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1843 = and <8 x i1> %1839, %1842
  %1844 = add nsw i32 %1835, -8
  %1845 = insertelement <8 x i32> poison, i32 %1844, i64 0
  %1846 = shufflevector <8 x i32> %1845, <8 x i32> poison, <8 x i32> zeroinitializer
  %1847 = icmp slt <8 x i32> %1846, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1848 = add nsw i32 %1836, -8
  %1849 = insertelement <8 x i32> poison, i32 %1848, i64 0
  %1850 = shufflevector <8 x i32> %1849, <8 x i32> poison, <8 x i32> zeroinitializer
  %1851 = icmp sgt <8 x i32> %1850, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1852 = and <8 x i1> %1847, %1851
  %1853 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr readonly align 1 %1834, <8 x i1> %1843, <8 x float> splat (float 0xFFF0000000000000))
  %1854 = getelementptr inbounds nuw i8, ptr %1834, i64 32
  %1855 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull readonly align 1 %1854, <8 x i1> %1852, <8 x float> splat (float 0xFFF0000000000000))
  br label %1856

1856:                                             ; preds = %1827, %1833, %1822
  %1857 = phi <8 x float> [ %1855, %1833 ], [ %1826, %1822 ], [ splat (float 0xFFF0000000000000), %1827 ]
  %1858 = phi <8 x float> [ %1853, %1833 ], [ %1824, %1822 ], [ splat (float 0xFFF0000000000000), %1827 ]
  %1859 = shufflevector <8 x float> %1858, <8 x float> %1857, <8 x i32> <i32 0, i32 2, i32 8, i32 10, i32 4, i32 6, i32 12, i32 14>
  %1860 = bitcast <8 x float> %1859 to <4 x double>
  %1861 = shufflevector <4 x double> %1860, <4 x double> poison, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  store <4 x double> %1861, ptr %22, align 32
  %1862 = shufflevector <8 x float> %1858, <8 x float> %1857, <8 x i32> <i32 1, i32 3, i32 9, i32 11, i32 5, i32 7, i32 13, i32 15>
  %1863 = bitcast <8 x float> %1862 to <4 x double>
  %1864 = shufflevector <4 x double> %1863, <4 x double> poison, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  store <4 x double> %1864, ptr %1740, align 32
  %1865 = icmp eq i64 %1815, 0
  br i1 %1865, label %1902, label %1866

1866:                                             ; preds = %1856
  br i1 %1737, label %1874, label %1867

1867:                                             ; preds = %1895, %1866
  %1868 = phi <8 x float> [ zeroinitializer, %1866 ], [ %1898, %1895 ]
  %1869 = phi <8 x float> [ splat (float 0xFFF0000000000000), %1866 ], [ %1899, %1895 ]
  %1870 = shl i64 %1815, 5
  %1871 = getelementptr i8, ptr %1806, i64 %1870
  %1872 = getelementptr i8, ptr %1871, i64 -32
  %1873 = call <8 x float> @llvm.x86.avx.blendv.ps.256(<8 x float> %1869, <8 x float> splat (float 0x7FF8000000000000), <8 x float> %1868)
  store <8 x float> %1873, ptr %1872, align 32
  br label %1902

1874:                                             ; preds = %1866, %1895
  %1875 = phi <8 x float> [ %1899, %1895 ], [ splat (float 0xFFF0000000000000), %1866 ]
  %1876 = phi <8 x float> [ %1898, %1895 ], [ zeroinitializer, %1866 ]
  %1877 = phi i64 [ %1900, %1895 ], [ 0, %1866 ]
  %1878 = mul nsw i64 %1877, %14
  %1879 = and i64 %1878, 1
  %1880 = ashr i64 %1878, 1
  %1881 = icmp eq i64 %1880, 0
  %1882 = getelementptr inbounds nuw <8 x float>, ptr %21, i64 %1879
  %1883 = load <8 x float>, ptr %1882, align 32
  br i1 %1881, label %1895, label %1884

1884:                                             ; preds = %1874
  %1885 = trunc i64 %1880 to i32
  %1886 = insertelement <8 x i32> poison, i32 %1885, i64 0
  %1887 = shufflevector <8 x i32> %1886, <8 x i32> poison, <8 x i32> zeroinitializer
  %1888 = add <8 x i32> %1887, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1889 = call <8 x float> @llvm.x86.avx2.permps(<8 x float> %1883, <8 x i32> %1888)
  %1890 = getelementptr inbounds nuw <8 x float>, ptr %22, i64 %1879
  %1891 = load <8 x float>, ptr %1890, align 32
  %1892 = call <8 x float> @llvm.x86.avx2.permps(<8 x float> %1891, <8 x i32> %1888)
  %1893 = icmp sgt <8 x i32> %1888, splat (i32 7)
  %1894 = select <8 x i1> %1893, <8 x float> %1892, <8 x float> %1889
  br label %1895

1895:                                             ; preds = %1874, %1884
  %1896 = phi <8 x float> [ %1894, %1884 ], [ %1883, %1874 ]
  %1897 = fcmp uno <8 x float> %1896, zeroinitializer
  %1898 = select <8 x i1> %1897, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> %1876
  %1899 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1896, <8 x float> %1875)
  %1900 = add nuw nsw i64 %1877, 1
  %1901 = icmp eq i64 %1900, %10
  br i1 %1901, label %1867, label %1874

1902:                                             ; preds = %1867, %1856
  store <4 x double> %1861, ptr %21, align 32
  store <4 x double> %1864, ptr %1741, align 32
  %1903 = add nuw nsw i64 %1815, 1
  %1904 = icmp eq i64 %1815, %1742
  br i1 %1904, label %1905, label %1814

1905:                                             ; preds = %1902, %1813
  call void @llvm.lifetime.end.p0(ptr nonnull %22)
  call void @llvm.lifetime.end.p0(ptr nonnull %21)
  br label %2023

1906:                                             ; preds = %1810
  br i1 %1736, label %1907, label %2023

1907:                                             ; preds = %1906, %1925
  %1908 = phi i64 [ %1930, %1925 ], [ 0, %1906 ]
  br i1 %1737, label %1909, label %1925

1909:                                             ; preds = %1907
  %1910 = mul nsw i64 %1908, %12
  %1911 = or disjoint i64 %1908, 1
  %1912 = mul nsw i64 %1911, %12
  %1913 = or disjoint i64 %1908, 2
  %1914 = mul nsw i64 %1913, %12
  %1915 = or disjoint i64 %1908, 3
  %1916 = mul nsw i64 %1915, %12
  %1917 = or disjoint i64 %1908, 4
  %1918 = mul nsw i64 %1917, %12
  %1919 = or disjoint i64 %1908, 5
  %1920 = mul nsw i64 %1919, %12
  %1921 = or disjoint i64 %1908, 6
  %1922 = mul nsw i64 %1921, %12
  %1923 = or disjoint i64 %1908, 7
  %1924 = mul nsw i64 %1923, %12
  br label %1932

1925:                                             ; preds = %2015, %1907
  %1926 = phi <8 x float> [ splat (float 0xFFF0000000000000), %1907 ], [ %2020, %2015 ]
  %1927 = phi <8 x float> [ zeroinitializer, %1907 ], [ %2019, %2015 ]
  %1928 = getelementptr inbounds nuw float, ptr %1806, i64 %1908
  %1929 = call <8 x float> @llvm.x86.avx.blendv.ps.256(<8 x float> %1926, <8 x float> splat (float 0x7FF8000000000000), <8 x float> %1927)
  store <8 x float> %1929, ptr %1928, align 32
  %1930 = add nuw nsw i64 %1908, 8
  %1931 = icmp slt i64 %1930, %1700
  br i1 %1931, label %1907, label %2023

1932:                                             ; preds = %1909, %2015
  %1933 = phi i64 [ 0, %1909 ], [ %2021, %2015 ]
  %1934 = phi <8 x float> [ zeroinitializer, %1909 ], [ %2019, %2015 ]
  %1935 = phi <8 x float> [ splat (float 0xFFF0000000000000), %1909 ], [ %2020, %2015 ]
  %1936 = mul nsw i64 %1933, %14
  %1937 = sub i64 %1936, %16
  %1938 = add i64 %1937, %1910
  %1939 = icmp sgt i64 %1938, -1
  %1940 = icmp slt i64 %1938, %6
  %1941 = and i1 %1939, %1940
  br i1 %1941, label %1942, label %1945

1942:                                             ; preds = %1932
  %1943 = getelementptr inbounds nuw float, ptr %1812, i64 %1938
  %1944 = load float, ptr %1943, align 4
  br label %1945

1945:                                             ; preds = %1942, %1932
  %1946 = phi float [ %1944, %1942 ], [ 0xFFF0000000000000, %1932 ]
  %1947 = insertelement <8 x float> poison, float %1946, i64 0
  %1948 = add i64 %1937, %1912
  %1949 = icmp sgt i64 %1948, -1
  %1950 = icmp slt i64 %1948, %6
  %1951 = and i1 %1949, %1950
  br i1 %1951, label %1952, label %1955

1952:                                             ; preds = %1945
  %1953 = getelementptr inbounds nuw float, ptr %1812, i64 %1948
  %1954 = load float, ptr %1953, align 4
  br label %1955

1955:                                             ; preds = %1952, %1945
  %1956 = phi float [ %1954, %1952 ], [ 0xFFF0000000000000, %1945 ]
  %1957 = insertelement <8 x float> %1947, float %1956, i64 1
  %1958 = add i64 %1937, %1914
  %1959 = icmp sgt i64 %1958, -1
  %1960 = icmp slt i64 %1958, %6
  %1961 = and i1 %1959, %1960
  br i1 %1961, label %1962, label %1965

1962:                                             ; preds = %1955
  %1963 = getelementptr inbounds nuw float, ptr %1812, i64 %1958
  %1964 = load float, ptr %1963, align 4
  br label %1965

1965:                                             ; preds = %1962, %1955
  %1966 = phi float [ %1964, %1962 ], [ 0xFFF0000000000000, %1955 ]
  %1967 = insertelement <8 x float> %1957, float %1966, i64 2
  %1968 = add i64 %1937, %1916
  %1969 = icmp sgt i64 %1968, -1
  %1970 = icmp slt i64 %1968, %6
  %1971 = and i1 %1969, %1970
  br i1 %1971, label %1972, label %1975

1972:                                             ; preds = %1965
  %1973 = getelementptr inbounds nuw float, ptr %1812, i64 %1968
  %1974 = load float, ptr %1973, align 4
  br label %1975

1975:                                             ; preds = %1972, %1965
  %1976 = phi float [ %1974, %1972 ], [ 0xFFF0000000000000, %1965 ]
  %1977 = insertelement <8 x float> %1967, float %1976, i64 3
  %1978 = add i64 %1937, %1918
  %1979 = icmp sgt i64 %1978, -1
  %1980 = icmp slt i64 %1978, %6
  %1981 = and i1 %1979, %1980
  br i1 %1981, label %1982, label %1985

1982:                                             ; preds = %1975
  %1983 = getelementptr inbounds nuw float, ptr %1812, i64 %1978
  %1984 = load float, ptr %1983, align 4
  br label %1985

1985:                                             ; preds = %1982, %1975
  %1986 = phi float [ %1984, %1982 ], [ 0xFFF0000000000000, %1975 ]
  %1987 = insertelement <8 x float> %1977, float %1986, i64 4
  %1988 = add i64 %1937, %1920
  %1989 = icmp sgt i64 %1988, -1
  %1990 = icmp slt i64 %1988, %6
  %1991 = and i1 %1989, %1990
  br i1 %1991, label %1992, label %1995

1992:                                             ; preds = %1985
  %1993 = getelementptr inbounds nuw float, ptr %1812, i64 %1988
  %1994 = load float, ptr %1993, align 4
  br label %1995

1995:                                             ; preds = %1992, %1985
  %1996 = phi float [ %1994, %1992 ], [ 0xFFF0000000000000, %1985 ]
  %1997 = insertelement <8 x float> %1987, float %1996, i64 5
  %1998 = add i64 %1937, %1922
  %1999 = icmp sgt i64 %1998, -1
  %2000 = icmp slt i64 %1998, %6
  %2001 = and i1 %1999, %2000
  br i1 %2001, label %2002, label %2005

2002:                                             ; preds = %1995
  %2003 = getelementptr inbounds nuw float, ptr %1812, i64 %1998
  %2004 = load float, ptr %2003, align 4
  br label %2005

2005:                                             ; preds = %2002, %1995
  %2006 = phi float [ %2004, %2002 ], [ 0xFFF0000000000000, %1995 ]
  %2007 = insertelement <8 x float> %1997, float %2006, i64 6
  %2008 = add i64 %1937, %1924
  %2009 = icmp sgt i64 %2008, -1
  %2010 = icmp slt i64 %2008, %6
  %2011 = and i1 %2009, %2010
  br i1 %2011, label %2012, label %2015

2012:                                             ; preds = %2005
  %2013 = getelementptr inbounds nuw float, ptr %1812, i64 %2008
  %2014 = load float, ptr %2013, align 4
  br label %2015

2015:                                             ; preds = %2012, %2005
  %2016 = phi float [ %2014, %2012 ], [ 0xFFF0000000000000, %2005 ]
  %2017 = insertelement <8 x float> %2007, float %2016, i64 7
  %2018 = fcmp uno <8 x float> %2017, zeroinitializer
  %2019 = select <8 x i1> %2018, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> %1934
  %2020 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %2017, <8 x float> %1935)
  %2021 = add nuw nsw i64 %1933, 1
  %2022 = icmp eq i64 %2021, %10
  br i1 %2022, label %1925, label %1932

2023:                                             ; preds = %1925, %1906, %1905
  store i64 %1804, ptr %1807, align 8
  br label %2024

2024:                                             ; preds = %2023, %1802
  %2025 = add nsw i32 %1796, 1
  %2026 = sext i32 %1796 to i64
  %2027 = getelementptr inbounds ptr, ptr %1713, i64 %2026
  store ptr %1806, ptr %2027, align 8
  br label %2028

2028:                                             ; preds = %2024, %1794
  %2029 = phi i32 [ %2025, %2024 ], [ %1796, %1794 ]
  %2030 = add nuw nsw i64 %1795, 1
  %2031 = icmp eq i64 %2030, %9
  br i1 %2031, label %1784, label %1794

2032:                                             ; preds = %1786, %2058
  %2033 = phi i64 [ 0, %1786 ], [ %2069, %2058 ]
  br i1 %1787, label %2034, label %2058

2034:                                             ; preds = %2032
  br i1 %1790, label %2039, label %2071

2035:                                             ; preds = %2058, %1784
  %2036 = add nsw i64 %1777, 1
  %2037 = icmp slt i64 %2036, %1750
  br i1 %2037, label %1776, label %1764

2038:                                             ; preds = %2071
  br i1 %1792, label %2058, label %2039

2039:                                             ; preds = %2038, %2034
  %2040 = phi i64 [ 0, %2034 ], [ %2107, %2038 ]
  %2041 = phi <8 x float> [ zeroinitializer, %2034 ], [ %2105, %2038 ]
  %2042 = phi <8 x float> [ splat (float 0xFFF0000000000000), %2034 ], [ %2106, %2038 ]
  call void @llvm.assume(i1 %1793)
  br label %2043

2043:                                             ; preds = %2043, %2039
  %2044 = phi i64 [ %2055, %2043 ], [ %2040, %2039 ]
  %2045 = phi <8 x float> [ %2053, %2043 ], [ %2041, %2039 ]
  %2046 = phi <8 x float> [ %2054, %2043 ], [ %2042, %2039 ]
  %2047 = phi i64 [ %2056, %2043 ], [ 0, %2039 ]
  %2048 = getelementptr inbounds nuw ptr, ptr %1713, i64 %2044
  %2049 = load ptr, ptr %2048, align 8
  %2050 = getelementptr inbounds nuw float, ptr %2049, i64 %2033
  %2051 = load <8 x float>, ptr %2050, align 1
  %2052 = fcmp uno <8 x float> %2051, zeroinitializer
  %2053 = select <8 x i1> %2052, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> %2045
  %2054 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %2051, <8 x float> %2046)
  %2055 = add nuw nsw i64 %2044, 1
  %2056 = add i64 %2047, 1
  %2057 = icmp eq i64 %2056, %1789
  br i1 %2057, label %2058, label %2043

2058:                                             ; preds = %2038, %2043, %2032
  %2059 = phi <8 x float> [ splat (float 0xFFF0000000000000), %2032 ], [ %2106, %2038 ], [ %2054, %2043 ]
  %2060 = phi <8 x float> [ zeroinitializer, %2032 ], [ %2105, %2038 ], [ %2053, %2043 ]
  %2061 = getelementptr inbounds nuw float, ptr %1780, i64 %2033
  %2062 = sub nsw i64 %8, %2033
  %2063 = call i64 @llvm.smin.i64(i64 %2062, i64 8)
  %2064 = trunc i64 %2063 to i32
  %2065 = insertelement <8 x i32> poison, i32 %2064, i64 0
  %2066 = shufflevector <8 x i32> %2065, <8 x i32> poison, <8 x i32> zeroinitializer
  %2067 = icmp sgt <8 x i32> %2066, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2068 = call <8 x float> @llvm.x86.avx.blendv.ps.256(<8 x float> %2059, <8 x float> splat (float 0x7FF8000000000000), <8 x float> %2060)
  call void @llvm.masked.store.v8f32.p0(<8 x float> %2068, ptr align 1 %2061, <8 x i1> %2067)
  %2069 = add nuw nsw i64 %2033, 8
  %2070 = icmp slt i64 %2069, %8
  br i1 %2070, label %2032, label %2035

2071:                                             ; preds = %2034, %2071
  %2072 = phi i64 [ %2107, %2071 ], [ 0, %2034 ]
  %2073 = phi <8 x float> [ %2105, %2071 ], [ zeroinitializer, %2034 ]
  %2074 = phi <8 x float> [ %2106, %2071 ], [ splat (float 0xFFF0000000000000), %2034 ]
  %2075 = phi i64 [ %2108, %2071 ], [ 0, %2034 ]
  %2076 = getelementptr inbounds nuw ptr, ptr %1713, i64 %2072
  %2077 = load ptr, ptr %2076, align 16
  %2078 = getelementptr inbounds nuw float, ptr %2077, i64 %2033
  %2079 = load <8 x float>, ptr %2078, align 1
  %2080 = fcmp uno <8 x float> %2079, zeroinitializer
  %2081 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %2079, <8 x float> %2074)
  %2082 = getelementptr inbounds nuw ptr, ptr %1713, i64 %2072
  %2083 = getelementptr inbounds nuw i8, ptr %2082, i64 8
  %2084 = load ptr, ptr %2083, align 8
  %2085 = getelementptr inbounds nuw float, ptr %2084, i64 %2033
  %2086 = load <8 x float>, ptr %2085, align 1
  %2087 = fcmp uno <8 x float> %2086, zeroinitializer
  %2088 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %2086, <8 x float> %2081)
  %2089 = getelementptr inbounds nuw ptr, ptr %1713, i64 %2072
  %2090 = getelementptr inbounds nuw i8, ptr %2089, i64 16
  %2091 = load ptr, ptr %2090, align 16
  %2092 = getelementptr inbounds nuw float, ptr %2091, i64 %2033
  %2093 = load <8 x float>, ptr %2092, align 1
  %2094 = fcmp uno <8 x float> %2093, zeroinitializer
  %2095 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %2093, <8 x float> %2088)
  %2096 = getelementptr inbounds nuw ptr, ptr %1713, i64 %2072
  %2097 = getelementptr inbounds nuw i8, ptr %2096, i64 24
  %2098 = load ptr, ptr %2097, align 8
  %2099 = getelementptr inbounds nuw float, ptr %2098, i64 %2033
  %2100 = load <8 x float>, ptr %2099, align 1
  %2101 = fcmp uno <8 x float> %2100, zeroinitializer
  %2102 = select <8 x i1> %2101, <8 x i1> splat (i1 true), <8 x i1> %2094
  %2103 = select <8 x i1> %2102, <8 x i1> splat (i1 true), <8 x i1> %2087
  %2104 = select <8 x i1> %2103, <8 x i1> splat (i1 true), <8 x i1> %2080
  %2105 = select <8 x i1> %2104, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> %2073
  %2106 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %2100, <8 x float> %2095)
  %2107 = add nuw nsw i64 %2072, 4
  %2108 = add i64 %2075, 4
  %2109 = icmp eq i64 %2108, %1791
  br i1 %2109, label %2038, label %2071

2110:                                             ; preds = %1764, %1347, %969, %681, %408, %111
  %2111 = phi ptr [ %48, %111 ], [ %1300, %1347 ], [ %923, %969 ], [ %618, %681 ], [ %354, %408 ], [ %1711, %1764 ]
  %2112 = phi ptr [ %38, %111 ], [ %607, %1347 ], [ %607, %969 ], [ %607, %681 ], [ %344, %408 ], [ %607, %1764 ]
  call void @llvm.stackrestore.p0(ptr %2111)
  br label %2113

2113:                                             ; preds = %2110, %1705, %1697, %1294, %1286, %917, %909, %613, %608, %349, %343, %43, %37
  %2114 = phi ptr [ %607, %917 ], [ %607, %1286 ], [ %607, %1294 ], [ %607, %1697 ], [ %607, %1705 ], [ %38, %37 ], [ %38, %43 ], [ %344, %343 ], [ %344, %349 ], [ %607, %608 ], [ %607, %613 ], [ %607, %909 ], [ %2112, %2110 ]
  call void @llvm.stackrestore.p0(ptr %2114)
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
