; Function Attrs: nofree norecurse nosync nounwind
define hidden void @mgxport_maxpool_f32_nchw_fma256(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11, i64 noundef %12, i64 noundef %13, i64 noundef %14, i64 noundef %15, i64 noundef %16, i64 noundef %17, i64 noundef %18) local_unnamed_addr {
  %20 = alloca [2 x <8 x float>], align 32
  %21 = alloca [2 x <8 x float>], align 32
  %22 = alloca [2 x <8 x float>], align 32
  %23 = alloca [2 x <8 x float>], align 32
  %24 = alloca [4096 x float], align 64
  %25 = inttoptr i64 %0 to ptr
  %26 = inttoptr i64 %1 to ptr
  call void @llvm.lifetime.start.p0(ptr nonnull %24)
  %27 = icmp eq i64 %9, 3
  %28 = icmp eq i64 %10, 3
  %29 = and i1 %27, %28
  %30 = icmp eq i64 %12, 2
  %31 = and i1 %29, %30
  %32 = icmp eq i64 %13, 1
  %33 = and i1 %31, %32
  %34 = icmp eq i64 %14, 1
  %35 = and i1 %33, %34
  br i1 %35, label %36, label %324

36:                                               ; preds = %19
  %37 = tail call ptr @llvm.stacksave.p0()
  %38 = add nsw i64 %8, 7
  %39 = sdiv i64 %38, 8
  %40 = shl nsw i64 %39, 3
  %41 = icmp slt i64 %8, 1025
  %42 = icmp slt i64 %2, %3
  %43 = and i1 %42, %41
  br i1 %43, label %44, label %2032

44:                                               ; preds = %36
  %45 = tail call ptr @llvm.stacksave.p0()
  %46 = alloca [4 x i64], align 16
  %47 = alloca [3 x ptr], align 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %46, i8 -1, i64 32, i1 false)
  %48 = sdiv i64 %2, %7
  %49 = sdiv i64 %48, %4
  %50 = srem i64 %48, %4
  %51 = srem i64 %2, %7
  %52 = mul i64 %6, %5
  %53 = icmp slt i64 %8, -14
  %54 = icmp sgt i64 %8, 0
  %55 = sub nsw i64 0, %16
  %56 = icmp sgt i64 %16, 0
  %57 = sub i64 16, %16
  %58 = icmp sgt i64 %57, %6
  %59 = or i1 %56, %58
  %60 = tail call i64 @llvm.smax.i64(i64 %16, i64 0)
  %61 = add nsw i64 %6, %16
  %62 = tail call i64 @llvm.smin.i64(i64 %61, i64 16)
  %63 = icmp sgt i64 %62, %60
  %64 = trunc i64 %60 to i32
  %65 = trunc i64 %62 to i32
  %66 = insertelement <8 x i32> poison, i32 %64, i64 0
  %67 = shufflevector <8 x i32> %66, <8 x i32> poison, <8 x i32> zeroinitializer
  %68 = icmp slt <8 x i32> %67, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %69 = insertelement <8 x i32> poison, i32 %65, i64 0
  %70 = shufflevector <8 x i32> %69, <8 x i32> poison, <8 x i32> zeroinitializer
  %71 = icmp sgt <8 x i32> %70, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %72 = and <8 x i1> %68, %71
  %73 = add nsw i32 %64, -8
  %74 = insertelement <8 x i32> poison, i32 %73, i64 0
  %75 = shufflevector <8 x i32> %74, <8 x i32> poison, <8 x i32> zeroinitializer
  %76 = icmp slt <8 x i32> %75, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %77 = add nsw i32 %65, -8
  %78 = insertelement <8 x i32> poison, i32 %77, i64 0
  %79 = shufflevector <8 x i32> %78, <8 x i32> poison, <8 x i32> zeroinitializer
  %80 = icmp sgt <8 x i32> %79, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %81 = and <8 x i1> %76, %80
  %82 = icmp slt i64 %8, 1
  br label %83

83:                                               ; preds = %44, %317
  %84 = phi i64 [ %51, %44 ], [ %321, %317 ]
  %85 = phi i64 [ %48, %44 ], [ %320, %317 ]
  %86 = phi i64 [ %50, %44 ], [ %319, %317 ]
  %87 = phi i64 [ %49, %44 ], [ %318, %317 ]
  %88 = phi i64 [ %2, %44 ], [ %322, %317 ]
  %89 = mul nsw i64 %87, %17
  %90 = getelementptr inbounds float, ptr %25, i64 %89
  %91 = mul i64 %52, %86
  %92 = getelementptr inbounds float, ptr %90, i64 %91
  %93 = mul nsw i64 %84, %11
  %94 = sub i64 %93, %15
  %95 = mul nsw i64 %85, %5
  br label %111

96:                                               ; preds = %228
  %97 = mul nsw i64 %87, %18
  %98 = getelementptr inbounds float, ptr %26, i64 %97
  %99 = mul nsw i64 %86, %7
  %100 = add nsw i64 %84, %99
  %101 = mul nsw i64 %100, %8
  %102 = getelementptr inbounds float, ptr %98, i64 %101
  br i1 %54, label %103, label %235

103:                                              ; preds = %96
  %104 = icmp sgt i32 %229, 0
  %105 = zext i32 %229 to i64
  %106 = and i64 %105, 3
  %107 = icmp ult i32 %229, 4
  %108 = and i64 %105, 2147483644
  %109 = icmp eq i64 %106, 0
  %110 = icmp ne i64 %106, 0
  br label %232

111:                                              ; preds = %83, %228
  %112 = phi i64 [ 0, %83 ], [ %230, %228 ]
  %113 = phi i32 [ 0, %83 ], [ %229, %228 ]
  %114 = add i64 %94, %112
  %115 = icmp sgt i64 %114, -1
  %116 = icmp slt i64 %114, %5
  %117 = and i1 %115, %116
  br i1 %117, label %118, label %228

118:                                              ; preds = %111
  %119 = and i64 %114, 3
  %120 = add nsw i64 %114, %95
  %121 = mul nsw i64 %119, %40
  %122 = getelementptr inbounds float, ptr %24, i64 %121
  %123 = getelementptr inbounds nuw i64, ptr %46, i64 %119
  %124 = load i64, ptr %123, align 8
  %125 = icmp eq i64 %124, %120
  br i1 %125, label %224, label %126

126:                                              ; preds = %118
  %127 = mul nsw i64 %114, %6
  %128 = getelementptr inbounds float, ptr %92, i64 %127
  br i1 %53, label %223, label %129

129:                                              ; preds = %126
  br i1 %59, label %135, label %130

130:                                              ; preds = %129
  %131 = getelementptr inbounds nuw float, ptr %128, i64 %55
  %132 = load <8 x float>, ptr %131, align 1
  %133 = getelementptr inbounds nuw i8, ptr %131, i64 32
  %134 = load <8 x float>, ptr %133, align 1
  br label %141

135:                                              ; preds = %129
  br i1 %63, label %136, label %141

136:                                              ; preds = %135
  %137 = getelementptr inbounds float, ptr %128, i64 %55
  %138 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr readonly align 1 %137, <8 x i1> %72, <8 x float> splat (float 0xFFF0000000000000))
  %139 = getelementptr inbounds nuw i8, ptr %137, i64 32
  %140 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull readonly align 1 %139, <8 x i1> %81, <8 x float> splat (float 0xFFF0000000000000))
  br label %141

141:                                              ; preds = %136, %135, %130
  %142 = phi <8 x float> [ %138, %136 ], [ %132, %130 ], [ splat (float 0xFFF0000000000000), %135 ]
  %143 = phi <8 x float> [ %140, %136 ], [ %134, %130 ], [ splat (float 0xFFF0000000000000), %135 ]
  %144 = shufflevector <8 x float> %142, <8 x float> %143, <8 x i32> <i32 0, i32 2, i32 8, i32 10, i32 4, i32 6, i32 12, i32 14>
  %145 = bitcast <8 x float> %144 to <4 x i64>
  %146 = shufflevector <4 x i64> %145, <4 x i64> poison, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  %147 = shufflevector <8 x float> %142, <8 x float> %143, <8 x i32> <i32 1, i32 3, i32 9, i32 11, i32 5, i32 7, i32 13, i32 15>
  %148 = bitcast <8 x float> %147 to <4 x i64>
  %149 = shufflevector <4 x i64> %148, <4 x i64> poison, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  br i1 %82, label %223, label %150

150:                                              ; preds = %141, %194
  %151 = phi <4 x i64> [ %220, %194 ], [ %149, %141 ]
  %152 = phi <4 x i64> [ %199, %194 ], [ %146, %141 ]
  %153 = phi i64 [ %221, %194 ], [ 1, %141 ]
  %154 = shl nsw i64 %153, 4
  %155 = sub nsw i64 %154, %16
  %156 = icmp slt i64 %155, 0
  %157 = add nuw nsw i64 %155, 16
  %158 = icmp sgt i64 %157, %6
  %159 = select i1 %156, i1 true, i1 %158
  br i1 %159, label %165, label %160

160:                                              ; preds = %150
  %161 = getelementptr inbounds nuw float, ptr %128, i64 %155
  %162 = load <8 x float>, ptr %161, align 1
  %163 = getelementptr inbounds nuw i8, ptr %161, i64 32
  %164 = load <8 x float>, ptr %163, align 1
  br label %194

165:                                              ; preds = %150
  %166 = sub nsw i64 0, %155
  %167 = select i1 %156, i64 %166, i64 0
  %168 = sub nsw i64 %6, %155
  %169 = call i64 @llvm.smin.i64(i64 %168, i64 16)
  %170 = icmp sgt i64 %169, %167
  br i1 %170, label %171, label %194

171:                                              ; preds = %165
  %172 = getelementptr inbounds float, ptr %128, i64 %155
  %173 = trunc i64 %167 to i32
  %174 = trunc i64 %169 to i32
  %175 = insertelement <8 x i32> poison, i32 %173, i64 0
  %176 = shufflevector <8 x i32> %175, <8 x i32> poison, <8 x i32> zeroinitializer
  %177 = icmp slt <8 x i32> %176, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %178 = insertelement <8 x i32> poison, i32 %174, i64 0
  %179 = shufflevector <8 x i32> %178, <8 x i32> poison, <8 x i32> zeroinitializer
  %180 = icmp sgt <8 x i32> %179, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %181 = and <8 x i1> %177, %180
  %182 = add nsw i32 %173, -8
  %183 = insertelement <8 x i32> poison, i32 %182, i64 0
  %184 = shufflevector <8 x i32> %183, <8 x i32> poison, <8 x i32> zeroinitializer
  %185 = icmp slt <8 x i32> %184, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %186 = add nsw i32 %174, -8
  %187 = insertelement <8 x i32> poison, i32 %186, i64 0
  %188 = shufflevector <8 x i32> %187, <8 x i32> poison, <8 x i32> zeroinitializer
  %189 = icmp sgt <8 x i32> %188, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %190 = and <8 x i1> %185, %189
  %191 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr readonly align 1 %172, <8 x i1> %181, <8 x float> splat (float 0xFFF0000000000000))
  %192 = getelementptr inbounds nuw i8, ptr %172, i64 32
  %193 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull readonly align 1 %192, <8 x i1> %190, <8 x float> splat (float 0xFFF0000000000000))
  br label %194

194:                                              ; preds = %165, %171, %160
  %195 = phi <8 x float> [ %191, %171 ], [ %162, %160 ], [ splat (float 0xFFF0000000000000), %165 ]
  %196 = phi <8 x float> [ %193, %171 ], [ %164, %160 ], [ splat (float 0xFFF0000000000000), %165 ]
  %197 = shufflevector <8 x float> %195, <8 x float> %196, <8 x i32> <i32 0, i32 2, i32 8, i32 10, i32 4, i32 6, i32 12, i32 14>
  %198 = bitcast <8 x float> %197 to <4 x i64>
  %199 = shufflevector <4 x i64> %198, <4 x i64> poison, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  %200 = shufflevector <8 x float> %195, <8 x float> %196, <8 x i32> <i32 1, i32 3, i32 9, i32 11, i32 5, i32 7, i32 13, i32 15>
  %201 = bitcast <4 x i64> %152 to <8 x float>
  %202 = fcmp uno <8 x float> %201, zeroinitializer
  %203 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %201, <8 x float> splat (float 0xFFF0000000000000))
  %204 = bitcast <4 x i64> %151 to <8 x float>
  %205 = fcmp uno <8 x float> %204, zeroinitializer
  %206 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %204, <8 x float> %203)
  %207 = bitcast <4 x i64> %199 to <8 x float>
  %208 = bitcast <4 x i64> %152 to <8 x float>
  %209 = shufflevector <8 x float> %208, <8 x float> %207, <8 x i32> <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %210 = fcmp uno <8 x float> %209, zeroinitializer
  %211 = select <8 x i1> %210, <8 x i1> splat (i1 true), <8 x i1> %205
  %212 = select <8 x i1> %211, <8 x i1> splat (i1 true), <8 x i1> %202
  %213 = select <8 x i1> %212, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> zeroinitializer
  %214 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %209, <8 x float> %206)
  %215 = shl i64 %153, 5
  %216 = getelementptr i8, ptr %122, i64 %215
  %217 = getelementptr i8, ptr %216, i64 -32
  %218 = call <8 x float> @llvm.x86.avx.blendv.ps.256(<8 x float> %214, <8 x float> splat (float 0x7FF8000000000000), <8 x float> %213)
  store <8 x float> %218, ptr %217, align 32
  %219 = bitcast <8 x float> %200 to <4 x i64>
  %220 = shufflevector <4 x i64> %219, <4 x i64> poison, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  %221 = add nuw nsw i64 %153, 1
  %222 = icmp eq i64 %39, %153
  br i1 %222, label %223, label %150

223:                                              ; preds = %141, %194, %126
  store i64 %120, ptr %123, align 8
  br label %224

224:                                              ; preds = %223, %118
  %225 = add nsw i32 %113, 1
  %226 = sext i32 %113 to i64
  %227 = getelementptr inbounds ptr, ptr %47, i64 %226
  store ptr %122, ptr %227, align 8
  br label %228

228:                                              ; preds = %224, %111
  %229 = phi i32 [ %225, %224 ], [ %113, %111 ]
  %230 = add nuw nsw i64 %112, 1
  %231 = icmp eq i64 %230, 3
  br i1 %231, label %96, label %111

232:                                              ; preds = %103, %258
  %233 = phi i64 [ 0, %103 ], [ %269, %258 ]
  br i1 %104, label %234, label %258

234:                                              ; preds = %232
  br i1 %107, label %239, label %271

235:                                              ; preds = %258, %96
  %236 = add nsw i64 %84, 1
  %237 = icmp eq i64 %236, %7
  br i1 %237, label %310, label %317

238:                                              ; preds = %271
  br i1 %109, label %258, label %239

239:                                              ; preds = %238, %234
  %240 = phi i64 [ 0, %234 ], [ %307, %238 ]
  %241 = phi <8 x float> [ zeroinitializer, %234 ], [ %305, %238 ]
  %242 = phi <8 x float> [ splat (float 0xFFF0000000000000), %234 ], [ %306, %238 ]
  call void @llvm.assume(i1 %110)
  br label %243

243:                                              ; preds = %243, %239
  %244 = phi i64 [ %255, %243 ], [ %240, %239 ]
  %245 = phi <8 x float> [ %253, %243 ], [ %241, %239 ]
  %246 = phi <8 x float> [ %254, %243 ], [ %242, %239 ]
  %247 = phi i64 [ %256, %243 ], [ 0, %239 ]
  %248 = getelementptr inbounds nuw ptr, ptr %47, i64 %244
  %249 = load ptr, ptr %248, align 8
  %250 = getelementptr inbounds nuw float, ptr %249, i64 %233
  %251 = load <8 x float>, ptr %250, align 1
  %252 = fcmp uno <8 x float> %251, zeroinitializer
  %253 = select <8 x i1> %252, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> %245
  %254 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %251, <8 x float> %246)
  %255 = add nuw nsw i64 %244, 1
  %256 = add i64 %247, 1
  %257 = icmp eq i64 %256, %106
  br i1 %257, label %258, label %243

258:                                              ; preds = %238, %243, %232
  %259 = phi <8 x float> [ splat (float 0xFFF0000000000000), %232 ], [ %306, %238 ], [ %254, %243 ]
  %260 = phi <8 x float> [ zeroinitializer, %232 ], [ %305, %238 ], [ %253, %243 ]
  %261 = getelementptr inbounds nuw float, ptr %102, i64 %233
  %262 = sub nsw i64 %8, %233
  %263 = call i64 @llvm.smin.i64(i64 %262, i64 8)
  %264 = trunc i64 %263 to i32
  %265 = insertelement <8 x i32> poison, i32 %264, i64 0
  %266 = shufflevector <8 x i32> %265, <8 x i32> poison, <8 x i32> zeroinitializer
  %267 = icmp sgt <8 x i32> %266, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %268 = call <8 x float> @llvm.x86.avx.blendv.ps.256(<8 x float> %259, <8 x float> splat (float 0x7FF8000000000000), <8 x float> %260)
  call void @llvm.masked.store.v8f32.p0(<8 x float> %268, ptr align 1 %261, <8 x i1> %267)
  %269 = add nuw nsw i64 %233, 8
  %270 = icmp slt i64 %269, %8
  br i1 %270, label %232, label %235

271:                                              ; preds = %234, %271
  %272 = phi i64 [ %307, %271 ], [ 0, %234 ]
  %273 = phi <8 x float> [ %305, %271 ], [ zeroinitializer, %234 ]
  %274 = phi <8 x float> [ %306, %271 ], [ splat (float 0xFFF0000000000000), %234 ]
  %275 = phi i64 [ %308, %271 ], [ 0, %234 ]
  %276 = getelementptr inbounds nuw ptr, ptr %47, i64 %272
  %277 = load ptr, ptr %276, align 16
  %278 = getelementptr inbounds nuw float, ptr %277, i64 %233
  %279 = load <8 x float>, ptr %278, align 1
  %280 = fcmp uno <8 x float> %279, zeroinitializer
  %281 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %279, <8 x float> %274)
  %282 = getelementptr inbounds nuw ptr, ptr %47, i64 %272
  %283 = getelementptr inbounds nuw i8, ptr %282, i64 8
  %284 = load ptr, ptr %283, align 8
  %285 = getelementptr inbounds nuw float, ptr %284, i64 %233
  %286 = load <8 x float>, ptr %285, align 1
  %287 = fcmp uno <8 x float> %286, zeroinitializer
  %288 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %286, <8 x float> %281)
  %289 = getelementptr inbounds nuw ptr, ptr %47, i64 %272
  %290 = getelementptr inbounds nuw i8, ptr %289, i64 16
  %291 = load ptr, ptr %290, align 16
  %292 = getelementptr inbounds nuw float, ptr %291, i64 %233
  %293 = load <8 x float>, ptr %292, align 1
  %294 = fcmp uno <8 x float> %293, zeroinitializer
  %295 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %293, <8 x float> %288)
  %296 = getelementptr inbounds nuw ptr, ptr %47, i64 %272
  %297 = getelementptr inbounds nuw i8, ptr %296, i64 24
  %298 = load ptr, ptr %297, align 8
  %299 = getelementptr inbounds nuw float, ptr %298, i64 %233
  %300 = load <8 x float>, ptr %299, align 1
  %301 = fcmp uno <8 x float> %300, zeroinitializer
  %302 = select <8 x i1> %301, <8 x i1> splat (i1 true), <8 x i1> %294
  %303 = select <8 x i1> %302, <8 x i1> splat (i1 true), <8 x i1> %287
  %304 = select <8 x i1> %303, <8 x i1> splat (i1 true), <8 x i1> %280
  %305 = select <8 x i1> %304, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> %273
  %306 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %300, <8 x float> %295)
  %307 = add nuw nsw i64 %272, 4
  %308 = add i64 %275, 4
  %309 = icmp eq i64 %308, %108
  br i1 %309, label %238, label %271

310:                                              ; preds = %235
  %311 = add nsw i64 %85, 1
  %312 = add nsw i64 %86, 1
  %313 = icmp eq i64 %312, %4
  %314 = zext i1 %313 to i64
  %315 = add nsw i64 %87, %314
  %316 = select i1 %313, i64 0, i64 %312
  br label %317

317:                                              ; preds = %310, %235
  %318 = phi i64 [ %87, %235 ], [ %315, %310 ]
  %319 = phi i64 [ %86, %235 ], [ %316, %310 ]
  %320 = phi i64 [ %85, %235 ], [ %311, %310 ]
  %321 = phi i64 [ %236, %235 ], [ 0, %310 ]
  %322 = add nsw i64 %88, 1
  %323 = icmp eq i64 %322, %3
  br i1 %323, label %2029, label %83

324:                                              ; preds = %19
  %325 = icmp eq i64 %12, 1
  %326 = and i1 %29, %325
  %327 = and i1 %326, %32
  %328 = and i1 %327, %34
  br i1 %328, label %329, label %573

329:                                              ; preds = %324
  %330 = tail call ptr @llvm.stacksave.p0()
  %331 = add nsw i64 %8, 7
  %332 = sdiv i64 %331, 8
  %333 = shl nsw i64 %332, 3
  %334 = icmp slt i64 %8, 1025
  %335 = icmp slt i64 %2, %3
  %336 = and i1 %335, %334
  br i1 %336, label %337, label %2032

337:                                              ; preds = %329
  %338 = tail call ptr @llvm.stacksave.p0()
  %339 = alloca [4 x i64], align 16
  %340 = alloca [3 x ptr], align 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %339, i8 -1, i64 32, i1 false)
  %341 = sdiv i64 %2, %7
  %342 = sdiv i64 %341, %4
  %343 = srem i64 %341, %4
  %344 = srem i64 %2, %7
  %345 = mul i64 %6, %5
  %346 = icmp slt i64 %8, -14
  %347 = icmp sgt i64 %8, 0
  %348 = sub nsw i64 0, %16
  %349 = icmp sgt i64 %16, 0
  %350 = sub i64 8, %16
  %351 = icmp sgt i64 %350, %6
  %352 = or i1 %349, %351
  %353 = tail call i64 @llvm.smax.i64(i64 %16, i64 0)
  %354 = add nsw i64 %6, %16
  %355 = tail call i64 @llvm.smin.i64(i64 %354, i64 8)
  %356 = icmp sgt i64 %355, %353
  %357 = trunc nuw nsw i64 %353 to i32
  %358 = insertelement <8 x i32> poison, i32 %357, i64 0
  %359 = shufflevector <8 x i32> %358, <8 x i32> poison, <8 x i32> zeroinitializer
  %360 = icmp slt <8 x i32> %359, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %361 = trunc nuw nsw i64 %355 to i32
  %362 = insertelement <8 x i32> poison, i32 %361, i64 0
  %363 = shufflevector <8 x i32> %362, <8 x i32> poison, <8 x i32> zeroinitializer
  %364 = icmp sgt <8 x i32> %363, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %365 = and <8 x i1> %364, %360
  %366 = icmp slt i64 %8, 1
  br label %367

367:                                              ; preds = %337, %566
  %368 = phi i64 [ %344, %337 ], [ %570, %566 ]
  %369 = phi i64 [ %341, %337 ], [ %569, %566 ]
  %370 = phi i64 [ %343, %337 ], [ %568, %566 ]
  %371 = phi i64 [ %342, %337 ], [ %567, %566 ]
  %372 = phi i64 [ %2, %337 ], [ %571, %566 ]
  %373 = mul nsw i64 %371, %17
  %374 = getelementptr inbounds float, ptr %25, i64 %373
  %375 = mul i64 %345, %370
  %376 = getelementptr inbounds float, ptr %374, i64 %375
  %377 = mul nsw i64 %368, %11
  %378 = sub i64 %377, %15
  %379 = mul nsw i64 %369, %5
  br label %395

380:                                              ; preds = %477
  %381 = mul nsw i64 %371, %18
  %382 = getelementptr inbounds float, ptr %26, i64 %381
  %383 = mul nsw i64 %370, %7
  %384 = add nsw i64 %368, %383
  %385 = mul nsw i64 %384, %8
  %386 = getelementptr inbounds float, ptr %382, i64 %385
  br i1 %347, label %387, label %484

387:                                              ; preds = %380
  %388 = icmp sgt i32 %478, 0
  %389 = zext i32 %478 to i64
  %390 = and i64 %389, 3
  %391 = icmp ult i32 %478, 4
  %392 = and i64 %389, 2147483644
  %393 = icmp eq i64 %390, 0
  %394 = icmp ne i64 %390, 0
  br label %481

395:                                              ; preds = %367, %477
  %396 = phi i64 [ 0, %367 ], [ %479, %477 ]
  %397 = phi i32 [ 0, %367 ], [ %478, %477 ]
  %398 = add i64 %378, %396
  %399 = icmp sgt i64 %398, -1
  %400 = icmp slt i64 %398, %5
  %401 = and i1 %399, %400
  br i1 %401, label %402, label %477

402:                                              ; preds = %395
  %403 = and i64 %398, 3
  %404 = add nsw i64 %398, %379
  %405 = mul nsw i64 %403, %333
  %406 = getelementptr inbounds float, ptr %24, i64 %405
  %407 = getelementptr inbounds nuw i64, ptr %339, i64 %403
  %408 = load i64, ptr %407, align 8
  %409 = icmp eq i64 %408, %404
  br i1 %409, label %473, label %410

410:                                              ; preds = %402
  %411 = mul nsw i64 %398, %6
  %412 = getelementptr inbounds float, ptr %376, i64 %411
  br i1 %346, label %472, label %413

413:                                              ; preds = %410
  br i1 %352, label %417, label %414

414:                                              ; preds = %413
  %415 = getelementptr inbounds nuw float, ptr %412, i64 %348
  %416 = load <8 x float>, ptr %415, align 1
  br label %421

417:                                              ; preds = %413
  br i1 %356, label %418, label %421

418:                                              ; preds = %417
  %419 = getelementptr inbounds float, ptr %412, i64 %348
  %420 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %419, <8 x i1> %365, <8 x float> splat (float 0xFFF0000000000000))
  br label %421

421:                                              ; preds = %414, %417, %418
  %422 = phi <8 x float> [ %416, %414 ], [ %420, %418 ], [ splat (float 0xFFF0000000000000), %417 ]
  br i1 %366, label %472, label %423

423:                                              ; preds = %421, %453
  %424 = phi i64 [ %470, %453 ], [ 1, %421 ]
  %425 = phi <8 x float> [ %454, %453 ], [ %422, %421 ]
  %426 = shl nsw i64 %424, 3
  %427 = sub nsw i64 %426, %16
  %428 = icmp slt i64 %427, 0
  %429 = add nuw nsw i64 %427, 8
  %430 = icmp sgt i64 %429, %6
  %431 = select i1 %428, i1 true, i1 %430
  br i1 %431, label %435, label %432

432:                                              ; preds = %423
  %433 = getelementptr inbounds nuw float, ptr %412, i64 %427
  %434 = load <8 x float>, ptr %433, align 1
  br label %453

435:                                              ; preds = %423
  %436 = sub nsw i64 0, %427
  %437 = select i1 %428, i64 %436, i64 0
  %438 = sub nsw i64 %6, %427
  %439 = call i64 @llvm.smin.i64(i64 %438, i64 8)
  %440 = icmp sgt i64 %439, %437
  br i1 %440, label %441, label %453

441:                                              ; preds = %435
  %442 = getelementptr inbounds float, ptr %412, i64 %427
  %443 = trunc i64 %437 to i32
  %444 = insertelement <8 x i32> poison, i32 %443, i64 0
  %445 = shufflevector <8 x i32> %444, <8 x i32> poison, <8 x i32> zeroinitializer
  %446 = icmp slt <8 x i32> %445, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %447 = trunc i64 %439 to i32
  %448 = insertelement <8 x i32> poison, i32 %447, i64 0
  %449 = shufflevector <8 x i32> %448, <8 x i32> poison, <8 x i32> zeroinitializer
  %450 = icmp sgt <8 x i32> %449, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %451 = and <8 x i1> %450, %446
  %452 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %442, <8 x i1> %451, <8 x float> splat (float 0xFFF0000000000000))
  br label %453

453:                                              ; preds = %432, %435, %441
  %454 = phi <8 x float> [ %434, %432 ], [ %452, %441 ], [ splat (float 0xFFF0000000000000), %435 ]
  %455 = fcmp uno <8 x float> %425, zeroinitializer
  %456 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %425, <8 x float> splat (float 0xFFF0000000000000))
  %457 = shufflevector <8 x float> %425, <8 x float> %454, <8 x i32> <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %458 = fcmp uno <8 x float> %457, zeroinitializer
  %459 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %457, <8 x float> %456)
  %460 = shufflevector <8 x float> %425, <8 x float> %454, <8 x i32> <i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9>
  %461 = fcmp uno <8 x float> %460, zeroinitializer
  %462 = select <8 x i1> %461, <8 x i1> splat (i1 true), <8 x i1> %458
  %463 = select <8 x i1> %462, <8 x i1> splat (i1 true), <8 x i1> %455
  %464 = select <8 x i1> %463, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> zeroinitializer
  %465 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %460, <8 x float> %459)
  %466 = shl i64 %424, 5
  %467 = getelementptr i8, ptr %406, i64 %466
  %468 = getelementptr i8, ptr %467, i64 -32
  %469 = call <8 x float> @llvm.x86.avx.blendv.ps.256(<8 x float> %465, <8 x float> splat (float 0x7FF8000000000000), <8 x float> %464)
  store <8 x float> %469, ptr %468, align 32
  %470 = add nuw nsw i64 %424, 1
  %471 = icmp eq i64 %332, %424
  br i1 %471, label %472, label %423

472:                                              ; preds = %453, %421, %410
  store i64 %404, ptr %407, align 8
  br label %473

473:                                              ; preds = %472, %402
  %474 = add nsw i32 %397, 1
  %475 = sext i32 %397 to i64
  %476 = getelementptr inbounds ptr, ptr %340, i64 %475
  store ptr %406, ptr %476, align 8
  br label %477

477:                                              ; preds = %473, %395
  %478 = phi i32 [ %474, %473 ], [ %397, %395 ]
  %479 = add nuw nsw i64 %396, 1
  %480 = icmp eq i64 %479, 3
  br i1 %480, label %380, label %395

481:                                              ; preds = %387, %507
  %482 = phi i64 [ 0, %387 ], [ %518, %507 ]
  br i1 %388, label %483, label %507

483:                                              ; preds = %481
  br i1 %391, label %488, label %520

484:                                              ; preds = %507, %380
  %485 = add nsw i64 %368, 1
  %486 = icmp eq i64 %485, %7
  br i1 %486, label %559, label %566

487:                                              ; preds = %520
  br i1 %393, label %507, label %488

488:                                              ; preds = %487, %483
  %489 = phi i64 [ 0, %483 ], [ %556, %487 ]
  %490 = phi <8 x float> [ zeroinitializer, %483 ], [ %554, %487 ]
  %491 = phi <8 x float> [ splat (float 0xFFF0000000000000), %483 ], [ %555, %487 ]
  call void @llvm.assume(i1 %394)
  br label %492

492:                                              ; preds = %492, %488
  %493 = phi i64 [ %504, %492 ], [ %489, %488 ]
  %494 = phi <8 x float> [ %502, %492 ], [ %490, %488 ]
  %495 = phi <8 x float> [ %503, %492 ], [ %491, %488 ]
  %496 = phi i64 [ %505, %492 ], [ 0, %488 ]
  %497 = getelementptr inbounds nuw ptr, ptr %340, i64 %493
  %498 = load ptr, ptr %497, align 8
  %499 = getelementptr inbounds nuw float, ptr %498, i64 %482
  %500 = load <8 x float>, ptr %499, align 1
  %501 = fcmp uno <8 x float> %500, zeroinitializer
  %502 = select <8 x i1> %501, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> %494
  %503 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %500, <8 x float> %495)
  %504 = add nuw nsw i64 %493, 1
  %505 = add i64 %496, 1
  %506 = icmp eq i64 %505, %390
  br i1 %506, label %507, label %492

507:                                              ; preds = %487, %492, %481
  %508 = phi <8 x float> [ splat (float 0xFFF0000000000000), %481 ], [ %555, %487 ], [ %503, %492 ]
  %509 = phi <8 x float> [ zeroinitializer, %481 ], [ %554, %487 ], [ %502, %492 ]
  %510 = getelementptr inbounds nuw float, ptr %386, i64 %482
  %511 = sub nsw i64 %8, %482
  %512 = call i64 @llvm.smin.i64(i64 %511, i64 8)
  %513 = trunc i64 %512 to i32
  %514 = insertelement <8 x i32> poison, i32 %513, i64 0
  %515 = shufflevector <8 x i32> %514, <8 x i32> poison, <8 x i32> zeroinitializer
  %516 = icmp sgt <8 x i32> %515, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %517 = call <8 x float> @llvm.x86.avx.blendv.ps.256(<8 x float> %508, <8 x float> splat (float 0x7FF8000000000000), <8 x float> %509)
  call void @llvm.masked.store.v8f32.p0(<8 x float> %517, ptr align 1 %510, <8 x i1> %516)
  %518 = add nuw nsw i64 %482, 8
  %519 = icmp slt i64 %518, %8
  br i1 %519, label %481, label %484

520:                                              ; preds = %483, %520
  %521 = phi i64 [ %556, %520 ], [ 0, %483 ]
  %522 = phi <8 x float> [ %554, %520 ], [ zeroinitializer, %483 ]
  %523 = phi <8 x float> [ %555, %520 ], [ splat (float 0xFFF0000000000000), %483 ]
  %524 = phi i64 [ %557, %520 ], [ 0, %483 ]
  %525 = getelementptr inbounds nuw ptr, ptr %340, i64 %521
  %526 = load ptr, ptr %525, align 16
  %527 = getelementptr inbounds nuw float, ptr %526, i64 %482
  %528 = load <8 x float>, ptr %527, align 1
  %529 = fcmp uno <8 x float> %528, zeroinitializer
  %530 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %528, <8 x float> %523)
  %531 = getelementptr inbounds nuw ptr, ptr %340, i64 %521
  %532 = getelementptr inbounds nuw i8, ptr %531, i64 8
  %533 = load ptr, ptr %532, align 8
  %534 = getelementptr inbounds nuw float, ptr %533, i64 %482
  %535 = load <8 x float>, ptr %534, align 1
  %536 = fcmp uno <8 x float> %535, zeroinitializer
  %537 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %535, <8 x float> %530)
  %538 = getelementptr inbounds nuw ptr, ptr %340, i64 %521
  %539 = getelementptr inbounds nuw i8, ptr %538, i64 16
  %540 = load ptr, ptr %539, align 16
  %541 = getelementptr inbounds nuw float, ptr %540, i64 %482
  %542 = load <8 x float>, ptr %541, align 1
  %543 = fcmp uno <8 x float> %542, zeroinitializer
  %544 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %542, <8 x float> %537)
  %545 = getelementptr inbounds nuw ptr, ptr %340, i64 %521
  %546 = getelementptr inbounds nuw i8, ptr %545, i64 24
  %547 = load ptr, ptr %546, align 8
  %548 = getelementptr inbounds nuw float, ptr %547, i64 %482
  %549 = load <8 x float>, ptr %548, align 1
  %550 = fcmp uno <8 x float> %549, zeroinitializer
  %551 = select <8 x i1> %550, <8 x i1> splat (i1 true), <8 x i1> %543
  %552 = select <8 x i1> %551, <8 x i1> splat (i1 true), <8 x i1> %536
  %553 = select <8 x i1> %552, <8 x i1> splat (i1 true), <8 x i1> %529
  %554 = select <8 x i1> %553, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> %522
  %555 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %549, <8 x float> %544)
  %556 = add nuw nsw i64 %521, 4
  %557 = add i64 %524, 4
  %558 = icmp eq i64 %557, %392
  br i1 %558, label %487, label %520

559:                                              ; preds = %484
  %560 = add nsw i64 %369, 1
  %561 = add nsw i64 %370, 1
  %562 = icmp eq i64 %561, %4
  %563 = zext i1 %562 to i64
  %564 = add nsw i64 %371, %563
  %565 = select i1 %562, i64 0, i64 %561
  br label %566

566:                                              ; preds = %559, %484
  %567 = phi i64 [ %371, %484 ], [ %564, %559 ]
  %568 = phi i64 [ %370, %484 ], [ %565, %559 ]
  %569 = phi i64 [ %369, %484 ], [ %560, %559 ]
  %570 = phi i64 [ %485, %484 ], [ 0, %559 ]
  %571 = add nsw i64 %372, 1
  %572 = icmp eq i64 %571, %3
  br i1 %572, label %2029, label %367

573:                                              ; preds = %324
  %574 = icmp eq i64 %9, 2
  %575 = icmp eq i64 %10, 2
  %576 = and i1 %574, %575
  %577 = and i1 %576, %30
  %578 = and i1 %577, %32
  %579 = and i1 %578, %34
  %580 = tail call ptr @llvm.stacksave.p0()
  br i1 %579, label %581, label %862

581:                                              ; preds = %573
  %582 = add nsw i64 %8, 7
  %583 = sdiv i64 %582, 8
  %584 = shl nsw i64 %583, 3
  %585 = icmp slt i64 %8, 2049
  %586 = icmp slt i64 %2, %3
  %587 = and i1 %586, %585
  br i1 %587, label %588, label %2032

588:                                              ; preds = %581
  %589 = tail call ptr @llvm.stacksave.p0()
  %590 = alloca [2 x i64], align 16
  %591 = alloca [2 x ptr], align 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %590, i8 -1, i64 16, i1 false)
  %592 = sdiv i64 %2, %7
  %593 = sdiv i64 %592, %4
  %594 = srem i64 %592, %4
  %595 = srem i64 %2, %7
  %596 = mul i64 %6, %5
  %597 = icmp slt i64 %8, -14
  %598 = icmp sgt i64 %8, 0
  %599 = sub nsw i64 0, %16
  %600 = icmp sgt i64 %16, 0
  %601 = sub i64 16, %16
  %602 = icmp sgt i64 %601, %6
  %603 = or i1 %600, %602
  %604 = tail call i64 @llvm.smax.i64(i64 %16, i64 0)
  %605 = add nsw i64 %6, %16
  %606 = tail call i64 @llvm.smin.i64(i64 %605, i64 16)
  %607 = icmp sgt i64 %606, %604
  %608 = trunc nuw nsw i64 %604 to i32
  %609 = trunc nuw nsw i64 %606 to i32
  %610 = insertelement <8 x i32> poison, i32 %608, i64 0
  %611 = shufflevector <8 x i32> %610, <8 x i32> poison, <8 x i32> zeroinitializer
  %612 = icmp slt <8 x i32> %611, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %613 = insertelement <8 x i32> poison, i32 %609, i64 0
  %614 = shufflevector <8 x i32> %613, <8 x i32> poison, <8 x i32> zeroinitializer
  %615 = icmp sgt <8 x i32> %614, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %616 = and <8 x i1> %612, %615
  %617 = add nsw i32 %608, -8
  %618 = insertelement <8 x i32> poison, i32 %617, i64 0
  %619 = shufflevector <8 x i32> %618, <8 x i32> poison, <8 x i32> zeroinitializer
  %620 = icmp slt <8 x i32> %619, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %621 = add nsw i32 %609, -8
  %622 = insertelement <8 x i32> poison, i32 %621, i64 0
  %623 = shufflevector <8 x i32> %622, <8 x i32> poison, <8 x i32> zeroinitializer
  %624 = icmp sgt <8 x i32> %623, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %625 = and <8 x i1> %620, %624
  %626 = icmp slt i64 %8, 1
  br label %627

627:                                              ; preds = %588, %855
  %628 = phi i64 [ %595, %588 ], [ %859, %855 ]
  %629 = phi i64 [ %592, %588 ], [ %858, %855 ]
  %630 = phi i64 [ %594, %588 ], [ %857, %855 ]
  %631 = phi i64 [ %593, %588 ], [ %856, %855 ]
  %632 = phi i64 [ %2, %588 ], [ %860, %855 ]
  %633 = mul nsw i64 %631, %17
  %634 = getelementptr inbounds float, ptr %25, i64 %633
  %635 = mul i64 %596, %630
  %636 = getelementptr inbounds float, ptr %634, i64 %635
  %637 = mul nsw i64 %628, %11
  %638 = sub i64 %637, %15
  %639 = mul nsw i64 %629, %5
  br label %655

640:                                              ; preds = %768
  %641 = mul nsw i64 %631, %18
  %642 = getelementptr inbounds float, ptr %26, i64 %641
  %643 = mul nsw i64 %630, %7
  %644 = add nsw i64 %628, %643
  %645 = mul nsw i64 %644, %8
  %646 = getelementptr inbounds float, ptr %642, i64 %645
  br i1 %598, label %647, label %773

647:                                              ; preds = %640
  %648 = icmp sgt i32 %769, 0
  %649 = zext i32 %769 to i64
  %650 = and i64 %649, 3
  %651 = icmp ult i32 %769, 4
  %652 = and i64 %649, 2147483644
  %653 = icmp eq i64 %650, 0
  %654 = icmp ne i64 %650, 0
  br label %770

655:                                              ; preds = %627, %768
  %656 = phi i1 [ true, %627 ], [ false, %768 ]
  %657 = phi i64 [ 0, %627 ], [ 1, %768 ]
  %658 = phi i32 [ 0, %627 ], [ %769, %768 ]
  %659 = add i64 %638, %657
  %660 = icmp sgt i64 %659, -1
  %661 = icmp slt i64 %659, %5
  %662 = and i1 %660, %661
  br i1 %662, label %663, label %768

663:                                              ; preds = %655
  %664 = and i64 %659, 1
  %665 = add nsw i64 %659, %639
  %666 = mul nuw nsw i64 %664, %584
  %667 = getelementptr inbounds float, ptr %24, i64 %666
  %668 = getelementptr inbounds nuw i64, ptr %590, i64 %664
  %669 = load i64, ptr %668, align 8
  %670 = icmp eq i64 %669, %665
  br i1 %670, label %764, label %671

671:                                              ; preds = %663
  %672 = mul nsw i64 %659, %6
  %673 = getelementptr inbounds float, ptr %636, i64 %672
  br i1 %597, label %763, label %674

674:                                              ; preds = %671
  br i1 %603, label %680, label %675

675:                                              ; preds = %674
  %676 = getelementptr inbounds nuw float, ptr %673, i64 %599
  %677 = load <8 x float>, ptr %676, align 1
  %678 = getelementptr inbounds nuw i8, ptr %676, i64 32
  %679 = load <8 x float>, ptr %678, align 1
  br label %686

680:                                              ; preds = %674
  br i1 %607, label %681, label %686

681:                                              ; preds = %680
  %682 = getelementptr inbounds float, ptr %673, i64 %599
  %683 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr readonly align 1 %682, <8 x i1> %616, <8 x float> splat (float 0xFFF0000000000000))
  %684 = getelementptr inbounds nuw i8, ptr %682, i64 32
  %685 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull readonly align 1 %684, <8 x i1> %625, <8 x float> splat (float 0xFFF0000000000000))
  br label %686

686:                                              ; preds = %675, %680, %681
  %687 = phi <8 x float> [ %683, %681 ], [ %677, %675 ], [ splat (float 0xFFF0000000000000), %680 ]
  %688 = phi <8 x float> [ %685, %681 ], [ %679, %675 ], [ splat (float 0xFFF0000000000000), %680 ]
  br i1 %626, label %763, label %689

689:                                              ; preds = %686
  %690 = shufflevector <8 x float> %687, <8 x float> %688, <8 x i32> <i32 1, i32 3, i32 9, i32 11, i32 5, i32 7, i32 13, i32 15>
  %691 = bitcast <8 x float> %690 to <4 x i64>
  %692 = shufflevector <4 x i64> %691, <4 x i64> poison, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  %693 = shufflevector <8 x float> %687, <8 x float> %688, <8 x i32> <i32 0, i32 2, i32 8, i32 10, i32 4, i32 6, i32 12, i32 14>
  %694 = bitcast <8 x float> %693 to <4 x i64>
  %695 = shufflevector <4 x i64> %694, <4 x i64> poison, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  br label %696

696:                                              ; preds = %689, %740
  %697 = phi <4 x i64> [ %692, %689 ], [ %760, %740 ]
  %698 = phi <4 x i64> [ %695, %689 ], [ %758, %740 ]
  %699 = phi i64 [ 1, %689 ], [ %761, %740 ]
  %700 = shl nsw i64 %699, 4
  %701 = sub nsw i64 %700, %16
  %702 = icmp slt i64 %701, 0
  %703 = add nuw nsw i64 %701, 16
  %704 = icmp sgt i64 %703, %6
  %705 = select i1 %702, i1 true, i1 %704
  br i1 %705, label %711, label %706

706:                                              ; preds = %696
  %707 = getelementptr inbounds nuw float, ptr %673, i64 %701
  %708 = load <8 x float>, ptr %707, align 1
  %709 = getelementptr inbounds nuw i8, ptr %707, i64 32
  %710 = load <8 x float>, ptr %709, align 1
  br label %740

711:                                              ; preds = %696
  %712 = sub nsw i64 0, %701
  %713 = select i1 %702, i64 %712, i64 0
  %714 = sub nsw i64 %6, %701
  %715 = call i64 @llvm.smin.i64(i64 %714, i64 16)
  %716 = icmp sgt i64 %715, %713
  br i1 %716, label %717, label %740

717:                                              ; preds = %711
  %718 = getelementptr inbounds float, ptr %673, i64 %701
  %719 = trunc i64 %713 to i32
  %720 = trunc i64 %715 to i32
  %721 = insertelement <8 x i32> poison, i32 %719, i64 0
  %722 = shufflevector <8 x i32> %721, <8 x i32> poison, <8 x i32> zeroinitializer
  %723 = icmp slt <8 x i32> %722, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %724 = insertelement <8 x i32> poison, i32 %720, i64 0
  %725 = shufflevector <8 x i32> %724, <8 x i32> poison, <8 x i32> zeroinitializer
  %726 = icmp sgt <8 x i32> %725, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %727 = and <8 x i1> %723, %726
  %728 = add nsw i32 %719, -8
  %729 = insertelement <8 x i32> poison, i32 %728, i64 0
  %730 = shufflevector <8 x i32> %729, <8 x i32> poison, <8 x i32> zeroinitializer
  %731 = icmp slt <8 x i32> %730, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %732 = add nsw i32 %720, -8
  %733 = insertelement <8 x i32> poison, i32 %732, i64 0
  %734 = shufflevector <8 x i32> %733, <8 x i32> poison, <8 x i32> zeroinitializer
  %735 = icmp sgt <8 x i32> %734, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %736 = and <8 x i1> %731, %735
  %737 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr readonly align 1 %718, <8 x i1> %727, <8 x float> splat (float 0xFFF0000000000000))
  %738 = getelementptr inbounds nuw i8, ptr %718, i64 32
  %739 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull readonly align 1 %738, <8 x i1> %736, <8 x float> splat (float 0xFFF0000000000000))
  br label %740

740:                                              ; preds = %711, %717, %706
  %741 = phi <8 x float> [ %737, %717 ], [ %708, %706 ], [ splat (float 0xFFF0000000000000), %711 ]
  %742 = phi <8 x float> [ %739, %717 ], [ %710, %706 ], [ splat (float 0xFFF0000000000000), %711 ]
  %743 = shufflevector <8 x float> %741, <8 x float> %742, <8 x i32> <i32 0, i32 2, i32 8, i32 10, i32 4, i32 6, i32 12, i32 14>
  %744 = shufflevector <8 x float> %741, <8 x float> %742, <8 x i32> <i32 1, i32 3, i32 9, i32 11, i32 5, i32 7, i32 13, i32 15>
  %745 = bitcast <4 x i64> %698 to <8 x float>
  %746 = fcmp uno <8 x float> %745, zeroinitializer
  %747 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %745, <8 x float> splat (float 0xFFF0000000000000))
  %748 = bitcast <4 x i64> %697 to <8 x float>
  %749 = fcmp uno <8 x float> %748, zeroinitializer
  %750 = select <8 x i1> %749, <8 x i1> splat (i1 true), <8 x i1> %746
  %751 = select <8 x i1> %750, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> zeroinitializer
  %752 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %748, <8 x float> %747)
  %753 = shl i64 %699, 5
  %754 = getelementptr i8, ptr %667, i64 %753
  %755 = getelementptr i8, ptr %754, i64 -32
  %756 = call <8 x float> @llvm.x86.avx.blendv.ps.256(<8 x float> %752, <8 x float> splat (float 0x7FF8000000000000), <8 x float> %751)
  store <8 x float> %756, ptr %755, align 32
  %757 = bitcast <8 x float> %743 to <4 x i64>
  %758 = shufflevector <4 x i64> %757, <4 x i64> poison, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  %759 = bitcast <8 x float> %744 to <4 x i64>
  %760 = shufflevector <4 x i64> %759, <4 x i64> poison, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  %761 = add nuw nsw i64 %699, 1
  %762 = icmp eq i64 %583, %699
  br i1 %762, label %763, label %696

763:                                              ; preds = %740, %686, %671
  store i64 %665, ptr %668, align 8
  br label %764

764:                                              ; preds = %763, %663
  %765 = add nsw i32 %658, 1
  %766 = sext i32 %658 to i64
  %767 = getelementptr inbounds ptr, ptr %591, i64 %766
  store ptr %667, ptr %767, align 8
  br label %768

768:                                              ; preds = %764, %655
  %769 = phi i32 [ %765, %764 ], [ %658, %655 ]
  br i1 %656, label %655, label %640

770:                                              ; preds = %647, %796
  %771 = phi i64 [ 0, %647 ], [ %807, %796 ]
  br i1 %648, label %772, label %796

772:                                              ; preds = %770
  br i1 %651, label %777, label %809

773:                                              ; preds = %796, %640
  %774 = add nsw i64 %628, 1
  %775 = icmp eq i64 %774, %7
  br i1 %775, label %848, label %855

776:                                              ; preds = %809
  br i1 %653, label %796, label %777

777:                                              ; preds = %776, %772
  %778 = phi i64 [ 0, %772 ], [ %845, %776 ]
  %779 = phi <8 x float> [ zeroinitializer, %772 ], [ %843, %776 ]
  %780 = phi <8 x float> [ splat (float 0xFFF0000000000000), %772 ], [ %844, %776 ]
  call void @llvm.assume(i1 %654)
  br label %781

781:                                              ; preds = %781, %777
  %782 = phi i64 [ %793, %781 ], [ %778, %777 ]
  %783 = phi <8 x float> [ %791, %781 ], [ %779, %777 ]
  %784 = phi <8 x float> [ %792, %781 ], [ %780, %777 ]
  %785 = phi i64 [ %794, %781 ], [ 0, %777 ]
  %786 = getelementptr inbounds nuw ptr, ptr %591, i64 %782
  %787 = load ptr, ptr %786, align 8
  %788 = getelementptr inbounds nuw float, ptr %787, i64 %771
  %789 = load <8 x float>, ptr %788, align 1
  %790 = fcmp uno <8 x float> %789, zeroinitializer
  %791 = select <8 x i1> %790, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> %783
  %792 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %789, <8 x float> %784)
  %793 = add nuw nsw i64 %782, 1
  %794 = add i64 %785, 1
  %795 = icmp eq i64 %794, %650
  br i1 %795, label %796, label %781

796:                                              ; preds = %776, %781, %770
  %797 = phi <8 x float> [ splat (float 0xFFF0000000000000), %770 ], [ %844, %776 ], [ %792, %781 ]
  %798 = phi <8 x float> [ zeroinitializer, %770 ], [ %843, %776 ], [ %791, %781 ]
  %799 = getelementptr inbounds nuw float, ptr %646, i64 %771
  %800 = sub nsw i64 %8, %771
  %801 = call i64 @llvm.smin.i64(i64 %800, i64 8)
  %802 = trunc i64 %801 to i32
  %803 = insertelement <8 x i32> poison, i32 %802, i64 0
  %804 = shufflevector <8 x i32> %803, <8 x i32> poison, <8 x i32> zeroinitializer
  %805 = icmp sgt <8 x i32> %804, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %806 = call <8 x float> @llvm.x86.avx.blendv.ps.256(<8 x float> %797, <8 x float> splat (float 0x7FF8000000000000), <8 x float> %798)
  call void @llvm.masked.store.v8f32.p0(<8 x float> %806, ptr align 1 %799, <8 x i1> %805)
  %807 = add nuw nsw i64 %771, 8
  %808 = icmp slt i64 %807, %8
  br i1 %808, label %770, label %773

809:                                              ; preds = %772, %809
  %810 = phi i64 [ %845, %809 ], [ 0, %772 ]
  %811 = phi <8 x float> [ %843, %809 ], [ zeroinitializer, %772 ]
  %812 = phi <8 x float> [ %844, %809 ], [ splat (float 0xFFF0000000000000), %772 ]
  %813 = phi i64 [ %846, %809 ], [ 0, %772 ]
  %814 = getelementptr inbounds nuw ptr, ptr %591, i64 %810
  %815 = load ptr, ptr %814, align 16
  %816 = getelementptr inbounds nuw float, ptr %815, i64 %771
  %817 = load <8 x float>, ptr %816, align 1
  %818 = fcmp uno <8 x float> %817, zeroinitializer
  %819 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %817, <8 x float> %812)
  %820 = getelementptr inbounds nuw ptr, ptr %591, i64 %810
  %821 = getelementptr inbounds nuw i8, ptr %820, i64 8
  %822 = load ptr, ptr %821, align 8
  %823 = getelementptr inbounds nuw float, ptr %822, i64 %771
  %824 = load <8 x float>, ptr %823, align 1
  %825 = fcmp uno <8 x float> %824, zeroinitializer
  %826 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %824, <8 x float> %819)
  %827 = getelementptr inbounds nuw ptr, ptr %591, i64 %810
  %828 = getelementptr inbounds nuw i8, ptr %827, i64 16
  %829 = load ptr, ptr %828, align 16
  %830 = getelementptr inbounds nuw float, ptr %829, i64 %771
  %831 = load <8 x float>, ptr %830, align 1
  %832 = fcmp uno <8 x float> %831, zeroinitializer
  %833 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %831, <8 x float> %826)
  %834 = getelementptr inbounds nuw ptr, ptr %591, i64 %810
  %835 = getelementptr inbounds nuw i8, ptr %834, i64 24
  %836 = load ptr, ptr %835, align 8
  %837 = getelementptr inbounds nuw float, ptr %836, i64 %771
  %838 = load <8 x float>, ptr %837, align 1
  %839 = fcmp uno <8 x float> %838, zeroinitializer
  %840 = select <8 x i1> %839, <8 x i1> splat (i1 true), <8 x i1> %832
  %841 = select <8 x i1> %840, <8 x i1> splat (i1 true), <8 x i1> %825
  %842 = select <8 x i1> %841, <8 x i1> splat (i1 true), <8 x i1> %818
  %843 = select <8 x i1> %842, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> %811
  %844 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %838, <8 x float> %833)
  %845 = add nuw nsw i64 %810, 4
  %846 = add i64 %813, 4
  %847 = icmp eq i64 %846, %652
  br i1 %847, label %776, label %809

848:                                              ; preds = %773
  %849 = add nsw i64 %629, 1
  %850 = add nsw i64 %630, 1
  %851 = icmp eq i64 %850, %4
  %852 = zext i1 %851 to i64
  %853 = add nsw i64 %631, %852
  %854 = select i1 %851, i64 0, i64 %850
  br label %855

855:                                              ; preds = %848, %773
  %856 = phi i64 [ %631, %773 ], [ %853, %848 ]
  %857 = phi i64 [ %630, %773 ], [ %854, %848 ]
  %858 = phi i64 [ %629, %773 ], [ %849, %848 ]
  %859 = phi i64 [ %774, %773 ], [ 0, %848 ]
  %860 = add nsw i64 %632, 1
  %861 = icmp eq i64 %860, %3
  br i1 %861, label %2029, label %627

862:                                              ; preds = %573
  %863 = add nsw i64 %9, -1
  %864 = mul nsw i64 %13, %863
  br i1 %325, label %865, label %1226

865:                                              ; preds = %862, %865
  %866 = phi i64 [ %868, %865 ], [ 1, %862 ]
  %867 = icmp sgt i64 %866, %864
  %868 = shl i64 %866, 1
  br i1 %867, label %869, label %865

869:                                              ; preds = %865
  %870 = add nsw i64 %8, 7
  %871 = sdiv i64 %870, 8
  %872 = shl nsw i64 %871, 3
  %873 = mul nsw i64 %866, %872
  %874 = icmp slt i64 %873, 4097
  %875 = icmp slt i64 %9, 4097
  %876 = and i1 %875, %874
  %877 = icmp slt i64 %2, %3
  %878 = and i1 %877, %876
  br i1 %878, label %879, label %2032

879:                                              ; preds = %869
  %880 = tail call ptr @llvm.stacksave.p0()
  %881 = alloca i64, i64 %866, align 16
  %882 = alloca ptr, i64 %9, align 16
  %883 = add nsw i64 %10, -1
  %884 = mul nsw i64 %14, %883
  %885 = icmp slt i64 %884, 8
  %886 = icmp sgt i64 %866, 0
  br i1 %886, label %887, label %889

887:                                              ; preds = %879
  %888 = shl nuw i64 %866, 3
  call void @llvm.memset.p0.i64(ptr nonnull align 16 %881, i8 -1, i64 %888, i1 false)
  br label %889

889:                                              ; preds = %879, %887
  %890 = sdiv i64 %2, %7
  %891 = sdiv i64 %890, %4
  %892 = srem i64 %890, %4
  %893 = srem i64 %2, %7
  %894 = mul i64 %6, %5
  %895 = icmp sgt i64 %9, 0
  %896 = add nsw i64 %866, -1
  %897 = icmp sgt i64 %8, 0
  %898 = icmp sgt i64 %10, 0
  %899 = icmp slt i64 %8, -14
  %900 = tail call i64 @llvm.smax.i64(i64 %871, i64 0)
  br label %901

901:                                              ; preds = %889, %1219
  %902 = phi i64 [ %893, %889 ], [ %1223, %1219 ]
  %903 = phi i64 [ %890, %889 ], [ %1222, %1219 ]
  %904 = phi i64 [ %892, %889 ], [ %1221, %1219 ]
  %905 = phi i64 [ %891, %889 ], [ %1220, %1219 ]
  %906 = phi i64 [ %2, %889 ], [ %1224, %1219 ]
  %907 = phi <8 x float> [ undef, %889 ], [ %923, %1219 ]
  %908 = mul nsw i64 %905, %17
  %909 = getelementptr inbounds float, ptr %25, i64 %908
  %910 = mul i64 %894, %904
  %911 = getelementptr inbounds float, ptr %909, i64 %910
  %912 = mul nsw i64 %905, %18
  %913 = getelementptr inbounds float, ptr %26, i64 %912
  %914 = mul nsw i64 %904, %7
  %915 = add nsw i64 %902, %914
  %916 = mul nsw i64 %915, %8
  %917 = getelementptr inbounds float, ptr %913, i64 %916
  br i1 %895, label %918, label %922

918:                                              ; preds = %901
  %919 = mul nsw i64 %902, %11
  %920 = sub i64 %919, %15
  %921 = mul nsw i64 %903, %5
  br label %933

922:                                              ; preds = %1129, %901
  %923 = phi <8 x float> [ %907, %901 ], [ %1130, %1129 ]
  %924 = phi i32 [ 0, %901 ], [ %1131, %1129 ]
  br i1 %897, label %925, label %1137

925:                                              ; preds = %922
  %926 = icmp sgt i32 %924, 0
  %927 = zext i32 %924 to i64
  %928 = and i64 %927, 3
  %929 = icmp ult i32 %924, 4
  %930 = and i64 %927, 2147483644
  %931 = icmp eq i64 %928, 0
  %932 = icmp ne i64 %928, 0
  br label %1134

933:                                              ; preds = %918, %1129
  %934 = phi i64 [ 0, %918 ], [ %1132, %1129 ]
  %935 = phi i32 [ 0, %918 ], [ %1131, %1129 ]
  %936 = phi <8 x float> [ %907, %918 ], [ %1130, %1129 ]
  %937 = mul nsw i64 %934, %13
  %938 = add i64 %920, %937
  %939 = icmp sgt i64 %938, -1
  %940 = icmp slt i64 %938, %5
  %941 = and i1 %939, %940
  br i1 %941, label %942, label %1129

942:                                              ; preds = %933
  %943 = and i64 %938, %896
  %944 = add nsw i64 %938, %921
  %945 = mul nsw i64 %943, %872
  %946 = getelementptr inbounds float, ptr %24, i64 %945
  %947 = getelementptr inbounds nuw i64, ptr %881, i64 %943
  %948 = load i64, ptr %947, align 8
  %949 = icmp eq i64 %948, %944
  br i1 %949, label %1124, label %950

950:                                              ; preds = %942
  %951 = mul nsw i64 %938, %6
  %952 = getelementptr inbounds float, ptr %911, i64 %951
  br i1 %885, label %953, label %1020

953:                                              ; preds = %950
  br i1 %899, label %1122, label %954

954:                                              ; preds = %953, %1017
  %955 = phi i64 [ %1018, %1017 ], [ 0, %953 ]
  %956 = phi <8 x float> [ %985, %1017 ], [ %936, %953 ]
  %957 = shl nsw i64 %955, 3
  %958 = sub nsw i64 %957, %16
  %959 = icmp slt i64 %958, 0
  %960 = add nuw nsw i64 %958, 8
  %961 = icmp sgt i64 %960, %6
  %962 = select i1 %959, i1 true, i1 %961
  br i1 %962, label %966, label %963

963:                                              ; preds = %954
  %964 = getelementptr inbounds nuw float, ptr %952, i64 %958
  %965 = load <8 x float>, ptr %964, align 1
  br label %984

966:                                              ; preds = %954
  %967 = sub nsw i64 0, %958
  %968 = select i1 %959, i64 %967, i64 0
  %969 = sub nsw i64 %6, %958
  %970 = call i64 @llvm.smin.i64(i64 %969, i64 8)
  %971 = icmp sgt i64 %970, %968
  br i1 %971, label %972, label %984

972:                                              ; preds = %966
  %973 = getelementptr inbounds float, ptr %952, i64 %958
  %974 = trunc i64 %968 to i32
  %975 = insertelement <8 x i32> poison, i32 %974, i64 0
  %976 = shufflevector <8 x i32> %975, <8 x i32> poison, <8 x i32> zeroinitializer
  %977 = icmp slt <8 x i32> %976, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %978 = trunc i64 %970 to i32
  %979 = insertelement <8 x i32> poison, i32 %978, i64 0
  %980 = shufflevector <8 x i32> %979, <8 x i32> poison, <8 x i32> zeroinitializer
  %981 = icmp sgt <8 x i32> %980, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %982 = and <8 x i1> %981, %977
  %983 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %973, <8 x i1> %982, <8 x float> splat (float 0xFFF0000000000000))
  br label %984

984:                                              ; preds = %972, %966, %963
  %985 = phi <8 x float> [ %965, %963 ], [ %983, %972 ], [ splat (float 0xFFF0000000000000), %966 ]
  %986 = icmp eq i64 %955, 0
  br i1 %986, label %1017, label %987

987:                                              ; preds = %984
  br i1 %898, label %995, label %988

988:                                              ; preds = %1010, %987
  %989 = phi <8 x float> [ zeroinitializer, %987 ], [ %1013, %1010 ]
  %990 = phi <8 x float> [ splat (float 0xFFF0000000000000), %987 ], [ %1014, %1010 ]
  %991 = shl i64 %955, 5
  %992 = getelementptr i8, ptr %946, i64 %991
  %993 = getelementptr i8, ptr %992, i64 -32
  %994 = call <8 x float> @llvm.x86.avx.blendv.ps.256(<8 x float> %990, <8 x float> splat (float 0x7FF8000000000000), <8 x float> %989)
  store <8 x float> %994, ptr %993, align 32
  br label %1017

995:                                              ; preds = %987, %1010
  %996 = phi <8 x float> [ %1014, %1010 ], [ splat (float 0xFFF0000000000000), %987 ]
  %997 = phi <8 x float> [ %1013, %1010 ], [ zeroinitializer, %987 ]
  %998 = phi i64 [ %1015, %1010 ], [ 0, %987 ]
  %999 = mul nsw i64 %998, %14
  %1000 = icmp eq i64 %999, 0
  br i1 %1000, label %1010, label %1001

1001:                                             ; preds = %995
  %1002 = trunc i64 %999 to i32
  %1003 = insertelement <8 x i32> poison, i32 %1002, i64 0
  %1004 = shufflevector <8 x i32> %1003, <8 x i32> poison, <8 x i32> zeroinitializer
  %1005 = add <8 x i32> %1004, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1006 = call <8 x float> @llvm.x86.avx2.permps(<8 x float> %956, <8 x i32> %1005)
  %1007 = call <8 x float> @llvm.x86.avx2.permps(<8 x float> %985, <8 x i32> %1005)
  %1008 = icmp sgt <8 x i32> %1005, splat (i32 7)
  %1009 = select <8 x i1> %1008, <8 x float> %1007, <8 x float> %1006
  br label %1010

1010:                                             ; preds = %995, %1001
  %1011 = phi <8 x float> [ %1009, %1001 ], [ %956, %995 ]
  %1012 = fcmp uno <8 x float> %1011, zeroinitializer
  %1013 = select <8 x i1> %1012, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> %997
  %1014 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1011, <8 x float> %996)
  %1015 = add nuw nsw i64 %998, 1
  %1016 = icmp eq i64 %1015, %10
  br i1 %1016, label %988, label %995

1017:                                             ; preds = %988, %984
  %1018 = add nuw nsw i64 %955, 1
  %1019 = icmp eq i64 %955, %900
  br i1 %1019, label %1122, label %954

1020:                                             ; preds = %950
  br i1 %897, label %1021, label %1122

1021:                                             ; preds = %1020, %1025
  %1022 = phi i64 [ %1030, %1025 ], [ 0, %1020 ]
  br i1 %898, label %1023, label %1025

1023:                                             ; preds = %1021
  %1024 = sub i64 %1022, %16
  br label %1032

1025:                                             ; preds = %1114, %1021
  %1026 = phi <8 x float> [ splat (float 0xFFF0000000000000), %1021 ], [ %1119, %1114 ]
  %1027 = phi <8 x float> [ zeroinitializer, %1021 ], [ %1118, %1114 ]
  %1028 = getelementptr inbounds nuw float, ptr %946, i64 %1022
  %1029 = call <8 x float> @llvm.x86.avx.blendv.ps.256(<8 x float> %1026, <8 x float> splat (float 0x7FF8000000000000), <8 x float> %1027)
  store <8 x float> %1029, ptr %1028, align 32
  %1030 = add nuw nsw i64 %1022, 8
  %1031 = icmp slt i64 %1030, %872
  br i1 %1031, label %1021, label %1122

1032:                                             ; preds = %1023, %1114
  %1033 = phi i64 [ 0, %1023 ], [ %1120, %1114 ]
  %1034 = phi <8 x float> [ zeroinitializer, %1023 ], [ %1118, %1114 ]
  %1035 = phi <8 x float> [ splat (float 0xFFF0000000000000), %1023 ], [ %1119, %1114 ]
  %1036 = mul nsw i64 %1033, %14
  %1037 = add i64 %1024, %1036
  %1038 = icmp sgt i64 %1037, -1
  %1039 = icmp slt i64 %1037, %6
  %1040 = and i1 %1038, %1039
  br i1 %1040, label %1041, label %1044

1041:                                             ; preds = %1032
  %1042 = getelementptr inbounds nuw float, ptr %952, i64 %1037
  %1043 = load float, ptr %1042, align 4
  br label %1044

1044:                                             ; preds = %1041, %1032
  %1045 = phi float [ %1043, %1041 ], [ 0xFFF0000000000000, %1032 ]
  %1046 = insertelement <8 x float> poison, float %1045, i64 0
  %1047 = add i64 %1037, 1
  %1048 = icmp sgt i64 %1047, -1
  %1049 = icmp slt i64 %1047, %6
  %1050 = and i1 %1048, %1049
  br i1 %1050, label %1051, label %1054

1051:                                             ; preds = %1044
  %1052 = getelementptr inbounds nuw float, ptr %952, i64 %1047
  %1053 = load float, ptr %1052, align 4
  br label %1054

1054:                                             ; preds = %1051, %1044
  %1055 = phi float [ %1053, %1051 ], [ 0xFFF0000000000000, %1044 ]
  %1056 = insertelement <8 x float> %1046, float %1055, i64 1
  %1057 = add i64 %1037, 2
  %1058 = icmp sgt i64 %1057, -1
  %1059 = icmp slt i64 %1057, %6
  %1060 = and i1 %1058, %1059
  br i1 %1060, label %1061, label %1064

1061:                                             ; preds = %1054
  %1062 = getelementptr inbounds nuw float, ptr %952, i64 %1057
  %1063 = load float, ptr %1062, align 4
  br label %1064

1064:                                             ; preds = %1061, %1054
  %1065 = phi float [ %1063, %1061 ], [ 0xFFF0000000000000, %1054 ]
  %1066 = insertelement <8 x float> %1056, float %1065, i64 2
  %1067 = add i64 %1037, 3
  %1068 = icmp sgt i64 %1067, -1
  %1069 = icmp slt i64 %1067, %6
  %1070 = and i1 %1068, %1069
  br i1 %1070, label %1071, label %1074

1071:                                             ; preds = %1064
  %1072 = getelementptr inbounds nuw float, ptr %952, i64 %1067
  %1073 = load float, ptr %1072, align 4
  br label %1074

1074:                                             ; preds = %1071, %1064
  %1075 = phi float [ %1073, %1071 ], [ 0xFFF0000000000000, %1064 ]
  %1076 = insertelement <8 x float> %1066, float %1075, i64 3
  %1077 = add i64 %1037, 4
  %1078 = icmp sgt i64 %1077, -1
  %1079 = icmp slt i64 %1077, %6
  %1080 = and i1 %1078, %1079
  br i1 %1080, label %1081, label %1084

1081:                                             ; preds = %1074
  %1082 = getelementptr inbounds nuw float, ptr %952, i64 %1077
  %1083 = load float, ptr %1082, align 4
  br label %1084

1084:                                             ; preds = %1081, %1074
  %1085 = phi float [ %1083, %1081 ], [ 0xFFF0000000000000, %1074 ]
  %1086 = insertelement <8 x float> %1076, float %1085, i64 4
  %1087 = add i64 %1037, 5
  %1088 = icmp sgt i64 %1087, -1
  %1089 = icmp slt i64 %1087, %6
  %1090 = and i1 %1088, %1089
  br i1 %1090, label %1091, label %1094

1091:                                             ; preds = %1084
  %1092 = getelementptr inbounds nuw float, ptr %952, i64 %1087
  %1093 = load float, ptr %1092, align 4
  br label %1094

1094:                                             ; preds = %1091, %1084
  %1095 = phi float [ %1093, %1091 ], [ 0xFFF0000000000000, %1084 ]
  %1096 = insertelement <8 x float> %1086, float %1095, i64 5
  %1097 = add i64 %1037, 6
  %1098 = icmp sgt i64 %1097, -1
  %1099 = icmp slt i64 %1097, %6
  %1100 = and i1 %1098, %1099
  br i1 %1100, label %1101, label %1104

1101:                                             ; preds = %1094
  %1102 = getelementptr inbounds nuw float, ptr %952, i64 %1097
  %1103 = load float, ptr %1102, align 4
  br label %1104

1104:                                             ; preds = %1101, %1094
  %1105 = phi float [ %1103, %1101 ], [ 0xFFF0000000000000, %1094 ]
  %1106 = insertelement <8 x float> %1096, float %1105, i64 6
  %1107 = add i64 %1037, 7
  %1108 = icmp sgt i64 %1107, -1
  %1109 = icmp slt i64 %1107, %6
  %1110 = and i1 %1108, %1109
  br i1 %1110, label %1111, label %1114

1111:                                             ; preds = %1104
  %1112 = getelementptr inbounds nuw float, ptr %952, i64 %1107
  %1113 = load float, ptr %1112, align 4
  br label %1114

1114:                                             ; preds = %1111, %1104
  %1115 = phi float [ %1113, %1111 ], [ 0xFFF0000000000000, %1104 ]
  %1116 = insertelement <8 x float> %1106, float %1115, i64 7
  %1117 = fcmp uno <8 x float> %1116, zeroinitializer
  %1118 = select <8 x i1> %1117, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> %1034
  %1119 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1116, <8 x float> %1035)
  %1120 = add nuw nsw i64 %1033, 1
  %1121 = icmp eq i64 %1120, %10
  br i1 %1121, label %1025, label %1032

1122:                                             ; preds = %1025, %1017, %1020, %953
  %1123 = phi <8 x float> [ %936, %1020 ], [ %936, %953 ], [ %985, %1017 ], [ %936, %1025 ]
  store i64 %944, ptr %947, align 8
  br label %1124

1124:                                             ; preds = %1122, %942
  %1125 = phi <8 x float> [ %936, %942 ], [ %1123, %1122 ]
  %1126 = add nsw i32 %935, 1
  %1127 = sext i32 %935 to i64
  %1128 = getelementptr inbounds ptr, ptr %882, i64 %1127
  store ptr %946, ptr %1128, align 8
  br label %1129

1129:                                             ; preds = %1124, %933
  %1130 = phi <8 x float> [ %1125, %1124 ], [ %936, %933 ]
  %1131 = phi i32 [ %1126, %1124 ], [ %935, %933 ]
  %1132 = add nuw nsw i64 %934, 1
  %1133 = icmp eq i64 %1132, %9
  br i1 %1133, label %922, label %933

1134:                                             ; preds = %925, %1160
  %1135 = phi i64 [ 0, %925 ], [ %1171, %1160 ]
  br i1 %926, label %1136, label %1160

1136:                                             ; preds = %1134
  br i1 %929, label %1141, label %1173

1137:                                             ; preds = %1160, %922
  %1138 = add nsw i64 %902, 1
  %1139 = icmp eq i64 %1138, %7
  br i1 %1139, label %1212, label %1219

1140:                                             ; preds = %1173
  br i1 %931, label %1160, label %1141

1141:                                             ; preds = %1140, %1136
  %1142 = phi i64 [ 0, %1136 ], [ %1209, %1140 ]
  %1143 = phi <8 x float> [ zeroinitializer, %1136 ], [ %1207, %1140 ]
  %1144 = phi <8 x float> [ splat (float 0xFFF0000000000000), %1136 ], [ %1208, %1140 ]
  call void @llvm.assume(i1 %932)
  br label %1145

1145:                                             ; preds = %1145, %1141
  %1146 = phi i64 [ %1157, %1145 ], [ %1142, %1141 ]
  %1147 = phi <8 x float> [ %1155, %1145 ], [ %1143, %1141 ]
  %1148 = phi <8 x float> [ %1156, %1145 ], [ %1144, %1141 ]
  %1149 = phi i64 [ %1158, %1145 ], [ 0, %1141 ]
  %1150 = getelementptr inbounds nuw ptr, ptr %882, i64 %1146
  %1151 = load ptr, ptr %1150, align 8
  %1152 = getelementptr inbounds nuw float, ptr %1151, i64 %1135
  %1153 = load <8 x float>, ptr %1152, align 1
  %1154 = fcmp uno <8 x float> %1153, zeroinitializer
  %1155 = select <8 x i1> %1154, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> %1147
  %1156 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1153, <8 x float> %1148)
  %1157 = add nuw nsw i64 %1146, 1
  %1158 = add i64 %1149, 1
  %1159 = icmp eq i64 %1158, %928
  br i1 %1159, label %1160, label %1145

1160:                                             ; preds = %1140, %1145, %1134
  %1161 = phi <8 x float> [ splat (float 0xFFF0000000000000), %1134 ], [ %1208, %1140 ], [ %1156, %1145 ]
  %1162 = phi <8 x float> [ zeroinitializer, %1134 ], [ %1207, %1140 ], [ %1155, %1145 ]
  %1163 = getelementptr inbounds nuw float, ptr %917, i64 %1135
  %1164 = sub nsw i64 %8, %1135
  %1165 = call i64 @llvm.smin.i64(i64 %1164, i64 8)
  %1166 = trunc i64 %1165 to i32
  %1167 = insertelement <8 x i32> poison, i32 %1166, i64 0
  %1168 = shufflevector <8 x i32> %1167, <8 x i32> poison, <8 x i32> zeroinitializer
  %1169 = icmp sgt <8 x i32> %1168, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1170 = call <8 x float> @llvm.x86.avx.blendv.ps.256(<8 x float> %1161, <8 x float> splat (float 0x7FF8000000000000), <8 x float> %1162)
  call void @llvm.masked.store.v8f32.p0(<8 x float> %1170, ptr align 1 %1163, <8 x i1> %1169)
  %1171 = add nuw nsw i64 %1135, 8
  %1172 = icmp slt i64 %1171, %8
  br i1 %1172, label %1134, label %1137

1173:                                             ; preds = %1136, %1173
  %1174 = phi i64 [ %1209, %1173 ], [ 0, %1136 ]
  %1175 = phi <8 x float> [ %1207, %1173 ], [ zeroinitializer, %1136 ]
  %1176 = phi <8 x float> [ %1208, %1173 ], [ splat (float 0xFFF0000000000000), %1136 ]
  %1177 = phi i64 [ %1210, %1173 ], [ 0, %1136 ]
  %1178 = getelementptr inbounds nuw ptr, ptr %882, i64 %1174
  %1179 = load ptr, ptr %1178, align 16
  %1180 = getelementptr inbounds nuw float, ptr %1179, i64 %1135
  %1181 = load <8 x float>, ptr %1180, align 1
  %1182 = fcmp uno <8 x float> %1181, zeroinitializer
  %1183 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1181, <8 x float> %1176)
  %1184 = getelementptr inbounds nuw ptr, ptr %882, i64 %1174
  %1185 = getelementptr inbounds nuw i8, ptr %1184, i64 8
  %1186 = load ptr, ptr %1185, align 8
  %1187 = getelementptr inbounds nuw float, ptr %1186, i64 %1135
  %1188 = load <8 x float>, ptr %1187, align 1
  %1189 = fcmp uno <8 x float> %1188, zeroinitializer
  %1190 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1188, <8 x float> %1183)
  %1191 = getelementptr inbounds nuw ptr, ptr %882, i64 %1174
  %1192 = getelementptr inbounds nuw i8, ptr %1191, i64 16
  %1193 = load ptr, ptr %1192, align 16
  %1194 = getelementptr inbounds nuw float, ptr %1193, i64 %1135
  %1195 = load <8 x float>, ptr %1194, align 1
  %1196 = fcmp uno <8 x float> %1195, zeroinitializer
  %1197 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1195, <8 x float> %1190)
  %1198 = getelementptr inbounds nuw ptr, ptr %882, i64 %1174
  %1199 = getelementptr inbounds nuw i8, ptr %1198, i64 24
  %1200 = load ptr, ptr %1199, align 8
  %1201 = getelementptr inbounds nuw float, ptr %1200, i64 %1135
  %1202 = load <8 x float>, ptr %1201, align 1
  %1203 = fcmp uno <8 x float> %1202, zeroinitializer
  %1204 = select <8 x i1> %1203, <8 x i1> splat (i1 true), <8 x i1> %1196
  %1205 = select <8 x i1> %1204, <8 x i1> splat (i1 true), <8 x i1> %1189
  %1206 = select <8 x i1> %1205, <8 x i1> splat (i1 true), <8 x i1> %1182
  %1207 = select <8 x i1> %1206, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> %1175
  %1208 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1202, <8 x float> %1197)
  %1209 = add nuw nsw i64 %1174, 4
  %1210 = add i64 %1177, 4
  %1211 = icmp eq i64 %1210, %930
  br i1 %1211, label %1140, label %1173

1212:                                             ; preds = %1137
  %1213 = add nsw i64 %903, 1
  %1214 = add nsw i64 %904, 1
  %1215 = icmp eq i64 %1214, %4
  %1216 = zext i1 %1215 to i64
  %1217 = add nsw i64 %905, %1216
  %1218 = select i1 %1215, i64 0, i64 %1214
  br label %1219

1219:                                             ; preds = %1212, %1137
  %1220 = phi i64 [ %905, %1137 ], [ %1217, %1212 ]
  %1221 = phi i64 [ %904, %1137 ], [ %1218, %1212 ]
  %1222 = phi i64 [ %903, %1137 ], [ %1213, %1212 ]
  %1223 = phi i64 [ %1138, %1137 ], [ 0, %1212 ]
  %1224 = add nsw i64 %906, 1
  %1225 = icmp eq i64 %1224, %3
  br i1 %1225, label %2029, label %901

1226:                                             ; preds = %862
  br i1 %30, label %1227, label %1625

1227:                                             ; preds = %1226, %1227
  %1228 = phi i64 [ %1230, %1227 ], [ 1, %1226 ]
  %1229 = icmp sgt i64 %1228, %864
  %1230 = shl i64 %1228, 1
  br i1 %1229, label %1231, label %1227

1231:                                             ; preds = %1227
  %1232 = add nsw i64 %8, 7
  %1233 = sdiv i64 %1232, 8
  %1234 = shl nsw i64 %1233, 3
  %1235 = mul nsw i64 %1228, %1234
  %1236 = icmp slt i64 %1235, 4097
  %1237 = icmp slt i64 %9, 4097
  %1238 = and i1 %1237, %1236
  %1239 = icmp slt i64 %2, %3
  %1240 = and i1 %1239, %1238
  br i1 %1240, label %1241, label %2032

1241:                                             ; preds = %1231
  %1242 = tail call ptr @llvm.stacksave.p0()
  %1243 = alloca i64, i64 %1228, align 16
  %1244 = alloca ptr, i64 %9, align 16
  %1245 = add nsw i64 %10, -1
  %1246 = mul nsw i64 %14, %1245
  %1247 = icmp slt i64 %1246, 16
  %1248 = icmp sgt i64 %1228, 0
  br i1 %1248, label %1249, label %1251

1249:                                             ; preds = %1241
  %1250 = shl nuw i64 %1228, 3
  call void @llvm.memset.p0.i64(ptr nonnull align 16 %1243, i8 -1, i64 %1250, i1 false)
  br label %1251

1251:                                             ; preds = %1241, %1249
  %1252 = sdiv i64 %2, %7
  %1253 = sdiv i64 %1252, %4
  %1254 = srem i64 %1252, %4
  %1255 = srem i64 %2, %7
  %1256 = mul i64 %6, %5
  %1257 = icmp sgt i64 %9, 0
  %1258 = add nsw i64 %1228, -1
  %1259 = icmp sgt i64 %8, 0
  %1260 = icmp sgt i64 %10, 0
  %1261 = icmp slt i64 %8, -14
  %1262 = getelementptr inbounds nuw i8, ptr %23, i64 32
  %1263 = getelementptr inbounds nuw i8, ptr %22, i64 32
  %1264 = tail call i64 @llvm.smax.i64(i64 %1233, i64 0)
  br label %1265

1265:                                             ; preds = %1251, %1618
  %1266 = phi i64 [ %1255, %1251 ], [ %1622, %1618 ]
  %1267 = phi i64 [ %1252, %1251 ], [ %1621, %1618 ]
  %1268 = phi i64 [ %1254, %1251 ], [ %1620, %1618 ]
  %1269 = phi i64 [ %1253, %1251 ], [ %1619, %1618 ]
  %1270 = phi i64 [ %2, %1251 ], [ %1623, %1618 ]
  %1271 = mul nsw i64 %1269, %17
  %1272 = getelementptr inbounds float, ptr %25, i64 %1271
  %1273 = mul i64 %1256, %1268
  %1274 = getelementptr inbounds float, ptr %1272, i64 %1273
  %1275 = mul nsw i64 %1269, %18
  %1276 = getelementptr inbounds float, ptr %26, i64 %1275
  %1277 = mul nsw i64 %1268, %7
  %1278 = add nsw i64 %1266, %1277
  %1279 = mul nsw i64 %1278, %8
  %1280 = getelementptr inbounds float, ptr %1276, i64 %1279
  br i1 %1257, label %1281, label %1285

1281:                                             ; preds = %1265
  %1282 = mul nsw i64 %1266, %11
  %1283 = sub i64 %1282, %15
  %1284 = mul nsw i64 %1267, %5
  br label %1295

1285:                                             ; preds = %1529, %1265
  %1286 = phi i32 [ 0, %1265 ], [ %1530, %1529 ]
  br i1 %1259, label %1287, label %1536

1287:                                             ; preds = %1285
  %1288 = icmp sgt i32 %1286, 0
  %1289 = zext i32 %1286 to i64
  %1290 = and i64 %1289, 3
  %1291 = icmp ult i32 %1286, 4
  %1292 = and i64 %1289, 2147483644
  %1293 = icmp eq i64 %1290, 0
  %1294 = icmp ne i64 %1290, 0
  br label %1533

1295:                                             ; preds = %1281, %1529
  %1296 = phi i64 [ 0, %1281 ], [ %1531, %1529 ]
  %1297 = phi i32 [ 0, %1281 ], [ %1530, %1529 ]
  %1298 = mul nsw i64 %1296, %13
  %1299 = add i64 %1283, %1298
  %1300 = icmp sgt i64 %1299, -1
  %1301 = icmp slt i64 %1299, %5
  %1302 = and i1 %1300, %1301
  br i1 %1302, label %1303, label %1529

1303:                                             ; preds = %1295
  %1304 = and i64 %1299, %1258
  %1305 = add nsw i64 %1299, %1284
  %1306 = mul nsw i64 %1304, %1234
  %1307 = getelementptr inbounds float, ptr %24, i64 %1306
  %1308 = getelementptr inbounds nuw i64, ptr %1243, i64 %1304
  %1309 = load i64, ptr %1308, align 8
  %1310 = icmp eq i64 %1309, %1305
  br i1 %1310, label %1525, label %1311

1311:                                             ; preds = %1303
  %1312 = mul nsw i64 %1299, %6
  %1313 = getelementptr inbounds float, ptr %1274, i64 %1312
  br i1 %1247, label %1314, label %1407

1314:                                             ; preds = %1311
  call void @llvm.lifetime.start.p0(ptr nonnull %22)
  call void @llvm.lifetime.start.p0(ptr nonnull %23)
  br i1 %1261, label %1406, label %1315

1315:                                             ; preds = %1314, %1403
  %1316 = phi i64 [ %1404, %1403 ], [ 0, %1314 ]
  %1317 = shl nsw i64 %1316, 4
  %1318 = sub nsw i64 %1317, %16
  %1319 = icmp slt i64 %1318, 0
  %1320 = add nuw nsw i64 %1318, 16
  %1321 = icmp sgt i64 %1320, %6
  %1322 = select i1 %1319, i1 true, i1 %1321
  br i1 %1322, label %1328, label %1323

1323:                                             ; preds = %1315
  %1324 = getelementptr inbounds nuw float, ptr %1313, i64 %1318
  %1325 = load <8 x float>, ptr %1324, align 1
  %1326 = getelementptr inbounds nuw i8, ptr %1324, i64 32
  %1327 = load <8 x float>, ptr %1326, align 1
  br label %1357

1328:                                             ; preds = %1315
  %1329 = sub nsw i64 0, %1318
  %1330 = select i1 %1319, i64 %1329, i64 0
  %1331 = sub nsw i64 %6, %1318
  %1332 = call i64 @llvm.smin.i64(i64 %1331, i64 16)
  %1333 = icmp sgt i64 %1332, %1330
  br i1 %1333, label %1334, label %1357

1334:                                             ; preds = %1328
  %1335 = getelementptr inbounds float, ptr %1313, i64 %1318
  %1336 = trunc i64 %1330 to i32
  %1337 = trunc i64 %1332 to i32
  %1338 = insertelement <8 x i32> poison, i32 %1336, i64 0
  %1339 = shufflevector <8 x i32> %1338, <8 x i32> poison, <8 x i32> zeroinitializer
  %1340 = icmp slt <8 x i32> %1339, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1341 = insertelement <8 x i32> poison, i32 %1337, i64 0
  %1342 = shufflevector <8 x i32> %1341, <8 x i32> poison, <8 x i32> zeroinitializer
  %1343 = icmp sgt <8 x i32> %1342, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1344 = and <8 x i1> %1340, %1343
  %1345 = add nsw i32 %1336, -8
  %1346 = insertelement <8 x i32> poison, i32 %1345, i64 0
  %1347 = shufflevector <8 x i32> %1346, <8 x i32> poison, <8 x i32> zeroinitializer
  %1348 = icmp slt <8 x i32> %1347, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1349 = add nsw i32 %1337, -8
  %1350 = insertelement <8 x i32> poison, i32 %1349, i64 0
  %1351 = shufflevector <8 x i32> %1350, <8 x i32> poison, <8 x i32> zeroinitializer
  %1352 = icmp sgt <8 x i32> %1351, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1353 = and <8 x i1> %1348, %1352
  %1354 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr readonly align 1 %1335, <8 x i1> %1344, <8 x float> splat (float 0xFFF0000000000000))
  %1355 = getelementptr inbounds nuw i8, ptr %1335, i64 32
  %1356 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull readonly align 1 %1355, <8 x i1> %1353, <8 x float> splat (float 0xFFF0000000000000))
  br label %1357

1357:                                             ; preds = %1328, %1334, %1323
  %1358 = phi <8 x float> [ %1356, %1334 ], [ %1327, %1323 ], [ splat (float 0xFFF0000000000000), %1328 ]
  %1359 = phi <8 x float> [ %1354, %1334 ], [ %1325, %1323 ], [ splat (float 0xFFF0000000000000), %1328 ]
  %1360 = shufflevector <8 x float> %1359, <8 x float> %1358, <8 x i32> <i32 0, i32 2, i32 8, i32 10, i32 4, i32 6, i32 12, i32 14>
  %1361 = bitcast <8 x float> %1360 to <4 x double>
  %1362 = shufflevector <4 x double> %1361, <4 x double> poison, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  store <4 x double> %1362, ptr %23, align 32
  %1363 = shufflevector <8 x float> %1359, <8 x float> %1358, <8 x i32> <i32 1, i32 3, i32 9, i32 11, i32 5, i32 7, i32 13, i32 15>
  %1364 = bitcast <8 x float> %1363 to <4 x double>
  %1365 = shufflevector <4 x double> %1364, <4 x double> poison, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  store <4 x double> %1365, ptr %1262, align 32
  %1366 = icmp eq i64 %1316, 0
  br i1 %1366, label %1403, label %1367

1367:                                             ; preds = %1357
  br i1 %1260, label %1375, label %1368

1368:                                             ; preds = %1396, %1367
  %1369 = phi <8 x float> [ zeroinitializer, %1367 ], [ %1399, %1396 ]
  %1370 = phi <8 x float> [ splat (float 0xFFF0000000000000), %1367 ], [ %1400, %1396 ]
  %1371 = shl i64 %1316, 5
  %1372 = getelementptr i8, ptr %1307, i64 %1371
  %1373 = getelementptr i8, ptr %1372, i64 -32
  %1374 = call <8 x float> @llvm.x86.avx.blendv.ps.256(<8 x float> %1370, <8 x float> splat (float 0x7FF8000000000000), <8 x float> %1369)
  store <8 x float> %1374, ptr %1373, align 32
  br label %1403

1375:                                             ; preds = %1367, %1396
  %1376 = phi <8 x float> [ %1400, %1396 ], [ splat (float 0xFFF0000000000000), %1367 ]
  %1377 = phi <8 x float> [ %1399, %1396 ], [ zeroinitializer, %1367 ]
  %1378 = phi i64 [ %1401, %1396 ], [ 0, %1367 ]
  %1379 = mul nsw i64 %1378, %14
  %1380 = and i64 %1379, 1
  %1381 = ashr i64 %1379, 1
  %1382 = icmp eq i64 %1381, 0
  %1383 = getelementptr inbounds nuw <8 x float>, ptr %22, i64 %1380
  %1384 = load <8 x float>, ptr %1383, align 32
  br i1 %1382, label %1396, label %1385

1385:                                             ; preds = %1375
  %1386 = trunc i64 %1381 to i32
  %1387 = insertelement <8 x i32> poison, i32 %1386, i64 0
  %1388 = shufflevector <8 x i32> %1387, <8 x i32> poison, <8 x i32> zeroinitializer
  %1389 = add <8 x i32> %1388, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1390 = call <8 x float> @llvm.x86.avx2.permps(<8 x float> %1384, <8 x i32> %1389)
  %1391 = getelementptr inbounds nuw <8 x float>, ptr %23, i64 %1380
  %1392 = load <8 x float>, ptr %1391, align 32
  %1393 = call <8 x float> @llvm.x86.avx2.permps(<8 x float> %1392, <8 x i32> %1389)
  %1394 = icmp sgt <8 x i32> %1389, splat (i32 7)
  %1395 = select <8 x i1> %1394, <8 x float> %1393, <8 x float> %1390
  br label %1396

1396:                                             ; preds = %1375, %1385
  %1397 = phi <8 x float> [ %1395, %1385 ], [ %1384, %1375 ]
  %1398 = fcmp uno <8 x float> %1397, zeroinitializer
  %1399 = select <8 x i1> %1398, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> %1377
  %1400 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1397, <8 x float> %1376)
  %1401 = add nuw nsw i64 %1378, 1
  %1402 = icmp eq i64 %1401, %10
  br i1 %1402, label %1368, label %1375

1403:                                             ; preds = %1368, %1357
  store <4 x double> %1362, ptr %22, align 32
  store <4 x double> %1365, ptr %1263, align 32
  %1404 = add nuw nsw i64 %1316, 1
  %1405 = icmp eq i64 %1316, %1264
  br i1 %1405, label %1406, label %1315

1406:                                             ; preds = %1403, %1314
  call void @llvm.lifetime.end.p0(ptr nonnull %23)
  call void @llvm.lifetime.end.p0(ptr nonnull %22)
  br label %1524

1407:                                             ; preds = %1311
  br i1 %1259, label %1408, label %1524

1408:                                             ; preds = %1407, %1426
  %1409 = phi i64 [ %1431, %1426 ], [ 0, %1407 ]
  br i1 %1260, label %1410, label %1426

1410:                                             ; preds = %1408
  %1411 = shl nuw nsw i64 %1409, 1
  %1412 = shl nuw i64 %1409, 1
  %1413 = or disjoint i64 %1412, 2
  %1414 = shl nuw i64 %1409, 1
  %1415 = or disjoint i64 %1414, 4
  %1416 = shl nuw i64 %1409, 1
  %1417 = or disjoint i64 %1416, 6
  %1418 = shl nuw i64 %1409, 1
  %1419 = or disjoint i64 %1418, 8
  %1420 = shl nuw i64 %1409, 1
  %1421 = or disjoint i64 %1420, 10
  %1422 = shl nuw i64 %1409, 1
  %1423 = or disjoint i64 %1422, 12
  %1424 = shl nuw i64 %1409, 1
  %1425 = or disjoint i64 %1424, 14
  br label %1433

1426:                                             ; preds = %1516, %1408
  %1427 = phi <8 x float> [ splat (float 0xFFF0000000000000), %1408 ], [ %1521, %1516 ]
  %1428 = phi <8 x float> [ zeroinitializer, %1408 ], [ %1520, %1516 ]
  %1429 = getelementptr inbounds nuw float, ptr %1307, i64 %1409
  %1430 = call <8 x float> @llvm.x86.avx.blendv.ps.256(<8 x float> %1427, <8 x float> splat (float 0x7FF8000000000000), <8 x float> %1428)
  store <8 x float> %1430, ptr %1429, align 32
  %1431 = add nuw nsw i64 %1409, 8
  %1432 = icmp slt i64 %1431, %1234
  br i1 %1432, label %1408, label %1524

1433:                                             ; preds = %1410, %1516
  %1434 = phi i64 [ 0, %1410 ], [ %1522, %1516 ]
  %1435 = phi <8 x float> [ zeroinitializer, %1410 ], [ %1520, %1516 ]
  %1436 = phi <8 x float> [ splat (float 0xFFF0000000000000), %1410 ], [ %1521, %1516 ]
  %1437 = mul nsw i64 %1434, %14
  %1438 = sub i64 %1437, %16
  %1439 = add i64 %1438, %1411
  %1440 = icmp sgt i64 %1439, -1
  %1441 = icmp slt i64 %1439, %6
  %1442 = and i1 %1440, %1441
  br i1 %1442, label %1443, label %1446

1443:                                             ; preds = %1433
  %1444 = getelementptr inbounds nuw float, ptr %1313, i64 %1439
  %1445 = load float, ptr %1444, align 4
  br label %1446

1446:                                             ; preds = %1443, %1433
  %1447 = phi float [ %1445, %1443 ], [ 0xFFF0000000000000, %1433 ]
  %1448 = insertelement <8 x float> poison, float %1447, i64 0
  %1449 = add i64 %1438, %1413
  %1450 = icmp sgt i64 %1449, -1
  %1451 = icmp slt i64 %1449, %6
  %1452 = and i1 %1450, %1451
  br i1 %1452, label %1453, label %1456

1453:                                             ; preds = %1446
  %1454 = getelementptr inbounds nuw float, ptr %1313, i64 %1449
  %1455 = load float, ptr %1454, align 4
  br label %1456

1456:                                             ; preds = %1453, %1446
  %1457 = phi float [ %1455, %1453 ], [ 0xFFF0000000000000, %1446 ]
  %1458 = insertelement <8 x float> %1448, float %1457, i64 1
  %1459 = add i64 %1438, %1415
  %1460 = icmp sgt i64 %1459, -1
  %1461 = icmp slt i64 %1459, %6
  %1462 = and i1 %1460, %1461
  br i1 %1462, label %1463, label %1466

1463:                                             ; preds = %1456
  %1464 = getelementptr inbounds nuw float, ptr %1313, i64 %1459
  %1465 = load float, ptr %1464, align 4
  br label %1466

1466:                                             ; preds = %1463, %1456
  %1467 = phi float [ %1465, %1463 ], [ 0xFFF0000000000000, %1456 ]
  %1468 = insertelement <8 x float> %1458, float %1467, i64 2
  %1469 = add i64 %1438, %1417
  %1470 = icmp sgt i64 %1469, -1
  %1471 = icmp slt i64 %1469, %6
  %1472 = and i1 %1470, %1471
  br i1 %1472, label %1473, label %1476

1473:                                             ; preds = %1466
  %1474 = getelementptr inbounds nuw float, ptr %1313, i64 %1469
  %1475 = load float, ptr %1474, align 4
  br label %1476

1476:                                             ; preds = %1473, %1466
  %1477 = phi float [ %1475, %1473 ], [ 0xFFF0000000000000, %1466 ]
  %1478 = insertelement <8 x float> %1468, float %1477, i64 3
  %1479 = add i64 %1438, %1419
  %1480 = icmp sgt i64 %1479, -1
  %1481 = icmp slt i64 %1479, %6
  %1482 = and i1 %1480, %1481
  br i1 %1482, label %1483, label %1486

1483:                                             ; preds = %1476
  %1484 = getelementptr inbounds nuw float, ptr %1313, i64 %1479
  %1485 = load float, ptr %1484, align 4
  br label %1486

1486:                                             ; preds = %1483, %1476
  %1487 = phi float [ %1485, %1483 ], [ 0xFFF0000000000000, %1476 ]
  %1488 = insertelement <8 x float> %1478, float %1487, i64 4
  %1489 = add i64 %1438, %1421
  %1490 = icmp sgt i64 %1489, -1
  %1491 = icmp slt i64 %1489, %6
  %1492 = and i1 %1490, %1491
  br i1 %1492, label %1493, label %1496

1493:                                             ; preds = %1486
  %1494 = getelementptr inbounds nuw float, ptr %1313, i64 %1489
  %1495 = load float, ptr %1494, align 4
  br label %1496

1496:                                             ; preds = %1493, %1486
  %1497 = phi float [ %1495, %1493 ], [ 0xFFF0000000000000, %1486 ]
  %1498 = insertelement <8 x float> %1488, float %1497, i64 5
  %1499 = add i64 %1438, %1423
  %1500 = icmp sgt i64 %1499, -1
  %1501 = icmp slt i64 %1499, %6
  %1502 = and i1 %1500, %1501
  br i1 %1502, label %1503, label %1506

1503:                                             ; preds = %1496
  %1504 = getelementptr inbounds nuw float, ptr %1313, i64 %1499
  %1505 = load float, ptr %1504, align 4
  br label %1506

1506:                                             ; preds = %1503, %1496
  %1507 = phi float [ %1505, %1503 ], [ 0xFFF0000000000000, %1496 ]
  %1508 = insertelement <8 x float> %1498, float %1507, i64 6
  %1509 = add i64 %1438, %1425
  %1510 = icmp sgt i64 %1509, -1
  %1511 = icmp slt i64 %1509, %6
  %1512 = and i1 %1510, %1511
  br i1 %1512, label %1513, label %1516

1513:                                             ; preds = %1506
  %1514 = getelementptr inbounds nuw float, ptr %1313, i64 %1509
  %1515 = load float, ptr %1514, align 4
  br label %1516

1516:                                             ; preds = %1513, %1506
  %1517 = phi float [ %1515, %1513 ], [ 0xFFF0000000000000, %1506 ]
  %1518 = insertelement <8 x float> %1508, float %1517, i64 7
  %1519 = fcmp uno <8 x float> %1518, zeroinitializer
  %1520 = select <8 x i1> %1519, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> %1435
  %1521 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1518, <8 x float> %1436)
  %1522 = add nuw nsw i64 %1434, 1
  %1523 = icmp eq i64 %1522, %10
  br i1 %1523, label %1426, label %1433

1524:                                             ; preds = %1426, %1407, %1406
  store i64 %1305, ptr %1308, align 8
  br label %1525

1525:                                             ; preds = %1524, %1303
  %1526 = add nsw i32 %1297, 1
  %1527 = sext i32 %1297 to i64
  %1528 = getelementptr inbounds ptr, ptr %1244, i64 %1527
  store ptr %1307, ptr %1528, align 8
  br label %1529

1529:                                             ; preds = %1525, %1295
  %1530 = phi i32 [ %1526, %1525 ], [ %1297, %1295 ]
  %1531 = add nuw nsw i64 %1296, 1
  %1532 = icmp eq i64 %1531, %9
  br i1 %1532, label %1285, label %1295

1533:                                             ; preds = %1287, %1559
  %1534 = phi i64 [ 0, %1287 ], [ %1570, %1559 ]
  br i1 %1288, label %1535, label %1559

1535:                                             ; preds = %1533
  br i1 %1291, label %1540, label %1572

1536:                                             ; preds = %1559, %1285
  %1537 = add nsw i64 %1266, 1
  %1538 = icmp eq i64 %1537, %7
  br i1 %1538, label %1611, label %1618

1539:                                             ; preds = %1572
  br i1 %1293, label %1559, label %1540

1540:                                             ; preds = %1539, %1535
  %1541 = phi i64 [ 0, %1535 ], [ %1608, %1539 ]
  %1542 = phi <8 x float> [ zeroinitializer, %1535 ], [ %1606, %1539 ]
  %1543 = phi <8 x float> [ splat (float 0xFFF0000000000000), %1535 ], [ %1607, %1539 ]
  call void @llvm.assume(i1 %1294)
  br label %1544

1544:                                             ; preds = %1544, %1540
  %1545 = phi i64 [ %1556, %1544 ], [ %1541, %1540 ]
  %1546 = phi <8 x float> [ %1554, %1544 ], [ %1542, %1540 ]
  %1547 = phi <8 x float> [ %1555, %1544 ], [ %1543, %1540 ]
  %1548 = phi i64 [ %1557, %1544 ], [ 0, %1540 ]
  %1549 = getelementptr inbounds nuw ptr, ptr %1244, i64 %1545
  %1550 = load ptr, ptr %1549, align 8
  %1551 = getelementptr inbounds nuw float, ptr %1550, i64 %1534
  %1552 = load <8 x float>, ptr %1551, align 1
  %1553 = fcmp uno <8 x float> %1552, zeroinitializer
  %1554 = select <8 x i1> %1553, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> %1546
  %1555 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1552, <8 x float> %1547)
  %1556 = add nuw nsw i64 %1545, 1
  %1557 = add i64 %1548, 1
  %1558 = icmp eq i64 %1557, %1290
  br i1 %1558, label %1559, label %1544

1559:                                             ; preds = %1539, %1544, %1533
  %1560 = phi <8 x float> [ splat (float 0xFFF0000000000000), %1533 ], [ %1607, %1539 ], [ %1555, %1544 ]
  %1561 = phi <8 x float> [ zeroinitializer, %1533 ], [ %1606, %1539 ], [ %1554, %1544 ]
  %1562 = getelementptr inbounds nuw float, ptr %1280, i64 %1534
  %1563 = sub nsw i64 %8, %1534
  %1564 = call i64 @llvm.smin.i64(i64 %1563, i64 8)
  %1565 = trunc i64 %1564 to i32
  %1566 = insertelement <8 x i32> poison, i32 %1565, i64 0
  %1567 = shufflevector <8 x i32> %1566, <8 x i32> poison, <8 x i32> zeroinitializer
  %1568 = icmp sgt <8 x i32> %1567, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1569 = call <8 x float> @llvm.x86.avx.blendv.ps.256(<8 x float> %1560, <8 x float> splat (float 0x7FF8000000000000), <8 x float> %1561)
  call void @llvm.masked.store.v8f32.p0(<8 x float> %1569, ptr align 1 %1562, <8 x i1> %1568)
  %1570 = add nuw nsw i64 %1534, 8
  %1571 = icmp slt i64 %1570, %8
  br i1 %1571, label %1533, label %1536

1572:                                             ; preds = %1535, %1572
  %1573 = phi i64 [ %1608, %1572 ], [ 0, %1535 ]
  %1574 = phi <8 x float> [ %1606, %1572 ], [ zeroinitializer, %1535 ]
  %1575 = phi <8 x float> [ %1607, %1572 ], [ splat (float 0xFFF0000000000000), %1535 ]
  %1576 = phi i64 [ %1609, %1572 ], [ 0, %1535 ]
  %1577 = getelementptr inbounds nuw ptr, ptr %1244, i64 %1573
  %1578 = load ptr, ptr %1577, align 16
  %1579 = getelementptr inbounds nuw float, ptr %1578, i64 %1534
  %1580 = load <8 x float>, ptr %1579, align 1
  %1581 = fcmp uno <8 x float> %1580, zeroinitializer
  %1582 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1580, <8 x float> %1575)
  %1583 = getelementptr inbounds nuw ptr, ptr %1244, i64 %1573
  %1584 = getelementptr inbounds nuw i8, ptr %1583, i64 8
  %1585 = load ptr, ptr %1584, align 8
  %1586 = getelementptr inbounds nuw float, ptr %1585, i64 %1534
  %1587 = load <8 x float>, ptr %1586, align 1
  %1588 = fcmp uno <8 x float> %1587, zeroinitializer
  %1589 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1587, <8 x float> %1582)
  %1590 = getelementptr inbounds nuw ptr, ptr %1244, i64 %1573
  %1591 = getelementptr inbounds nuw i8, ptr %1590, i64 16
  %1592 = load ptr, ptr %1591, align 16
  %1593 = getelementptr inbounds nuw float, ptr %1592, i64 %1534
  %1594 = load <8 x float>, ptr %1593, align 1
  %1595 = fcmp uno <8 x float> %1594, zeroinitializer
  %1596 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1594, <8 x float> %1589)
  %1597 = getelementptr inbounds nuw ptr, ptr %1244, i64 %1573
  %1598 = getelementptr inbounds nuw i8, ptr %1597, i64 24
  %1599 = load ptr, ptr %1598, align 8
  %1600 = getelementptr inbounds nuw float, ptr %1599, i64 %1534
  %1601 = load <8 x float>, ptr %1600, align 1
  %1602 = fcmp uno <8 x float> %1601, zeroinitializer
  %1603 = select <8 x i1> %1602, <8 x i1> splat (i1 true), <8 x i1> %1595
  %1604 = select <8 x i1> %1603, <8 x i1> splat (i1 true), <8 x i1> %1588
  %1605 = select <8 x i1> %1604, <8 x i1> splat (i1 true), <8 x i1> %1581
  %1606 = select <8 x i1> %1605, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> %1574
  %1607 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1601, <8 x float> %1596)
  %1608 = add nuw nsw i64 %1573, 4
  %1609 = add i64 %1576, 4
  %1610 = icmp eq i64 %1609, %1292
  br i1 %1610, label %1539, label %1572

1611:                                             ; preds = %1536
  %1612 = add nsw i64 %1267, 1
  %1613 = add nsw i64 %1268, 1
  %1614 = icmp eq i64 %1613, %4
  %1615 = zext i1 %1614 to i64
  %1616 = add nsw i64 %1269, %1615
  %1617 = select i1 %1614, i64 0, i64 %1613
  br label %1618

1618:                                             ; preds = %1611, %1536
  %1619 = phi i64 [ %1269, %1536 ], [ %1616, %1611 ]
  %1620 = phi i64 [ %1268, %1536 ], [ %1617, %1611 ]
  %1621 = phi i64 [ %1267, %1536 ], [ %1612, %1611 ]
  %1622 = phi i64 [ %1537, %1536 ], [ 0, %1611 ]
  %1623 = add nsw i64 %1270, 1
  %1624 = icmp eq i64 %1623, %3
  br i1 %1624, label %2029, label %1265

1625:                                             ; preds = %1226, %1625
  %1626 = phi i64 [ %1628, %1625 ], [ 1, %1226 ]
  %1627 = icmp sgt i64 %1626, %864
  %1628 = shl i64 %1626, 1
  br i1 %1627, label %1629, label %1625

1629:                                             ; preds = %1625
  %1630 = add nsw i64 %8, 7
  %1631 = sdiv i64 %1630, 8
  %1632 = shl nsw i64 %1631, 3
  %1633 = mul nsw i64 %1626, %1632
  %1634 = icmp slt i64 %1633, 4097
  %1635 = icmp slt i64 %9, 4097
  %1636 = and i1 %1635, %1634
  %1637 = icmp slt i64 %2, %3
  %1638 = and i1 %1637, %1636
  br i1 %1638, label %1639, label %2032

1639:                                             ; preds = %1629
  %1640 = tail call ptr @llvm.stacksave.p0()
  %1641 = alloca i64, i64 %1626, align 16
  %1642 = alloca ptr, i64 %9, align 16
  %1643 = icmp slt i64 %12, 3
  br i1 %1643, label %1644, label %1649

1644:                                             ; preds = %1639
  %1645 = add nsw i64 %10, -1
  %1646 = mul nsw i64 %14, %1645
  %1647 = sdiv i64 %1646, %12
  %1648 = icmp slt i64 %1647, 8
  br label %1649

1649:                                             ; preds = %1644, %1639
  %1650 = phi i1 [ false, %1639 ], [ %1648, %1644 ]
  %1651 = icmp sgt i64 %1626, 0
  br i1 %1651, label %1652, label %1654

1652:                                             ; preds = %1649
  %1653 = shl nuw i64 %1626, 3
  call void @llvm.memset.p0.i64(ptr nonnull align 16 %1641, i8 -1, i64 %1653, i1 false)
  br label %1654

1654:                                             ; preds = %1649, %1652
  %1655 = sdiv i64 %2, %7
  %1656 = sdiv i64 %1655, %4
  %1657 = srem i64 %1655, %4
  %1658 = srem i64 %2, %7
  %1659 = mul i64 %6, %5
  %1660 = icmp sgt i64 %9, 0
  %1661 = add nsw i64 %1626, -1
  %1662 = icmp sgt i64 %8, 0
  %1663 = icmp sgt i64 %10, 0
  %1664 = icmp slt i64 %8, -14
  %1665 = shl i64 %12, 3
  %1666 = getelementptr inbounds nuw i8, ptr %21, i64 32
  %1667 = getelementptr inbounds nuw i8, ptr %20, i64 32
  %1668 = tail call i64 @llvm.smax.i64(i64 %1631, i64 0)
  br label %1669

1669:                                             ; preds = %1654, %2022
  %1670 = phi i64 [ %1658, %1654 ], [ %2026, %2022 ]
  %1671 = phi i64 [ %1655, %1654 ], [ %2025, %2022 ]
  %1672 = phi i64 [ %1657, %1654 ], [ %2024, %2022 ]
  %1673 = phi i64 [ %1656, %1654 ], [ %2023, %2022 ]
  %1674 = phi i64 [ %2, %1654 ], [ %2027, %2022 ]
  %1675 = mul nsw i64 %1673, %17
  %1676 = getelementptr inbounds float, ptr %25, i64 %1675
  %1677 = mul i64 %1659, %1672
  %1678 = getelementptr inbounds float, ptr %1676, i64 %1677
  %1679 = mul nsw i64 %1673, %18
  %1680 = getelementptr inbounds float, ptr %26, i64 %1679
  %1681 = mul nsw i64 %1672, %7
  %1682 = add nsw i64 %1670, %1681
  %1683 = mul nsw i64 %1682, %8
  %1684 = getelementptr inbounds float, ptr %1680, i64 %1683
  br i1 %1660, label %1685, label %1689

1685:                                             ; preds = %1669
  %1686 = mul nsw i64 %1670, %11
  %1687 = sub i64 %1686, %15
  %1688 = mul nsw i64 %1671, %5
  br label %1699

1689:                                             ; preds = %1933, %1669
  %1690 = phi i32 [ 0, %1669 ], [ %1934, %1933 ]
  br i1 %1662, label %1691, label %1940

1691:                                             ; preds = %1689
  %1692 = icmp sgt i32 %1690, 0
  %1693 = zext i32 %1690 to i64
  %1694 = and i64 %1693, 3
  %1695 = icmp ult i32 %1690, 4
  %1696 = and i64 %1693, 2147483644
  %1697 = icmp eq i64 %1694, 0
  %1698 = icmp ne i64 %1694, 0
  br label %1937

1699:                                             ; preds = %1685, %1933
  %1700 = phi i64 [ 0, %1685 ], [ %1935, %1933 ]
  %1701 = phi i32 [ 0, %1685 ], [ %1934, %1933 ]
  %1702 = mul nsw i64 %1700, %13
  %1703 = add i64 %1687, %1702
  %1704 = icmp sgt i64 %1703, -1
  %1705 = icmp slt i64 %1703, %5
  %1706 = and i1 %1704, %1705
  br i1 %1706, label %1707, label %1933

1707:                                             ; preds = %1699
  %1708 = and i64 %1703, %1661
  %1709 = add nsw i64 %1703, %1688
  %1710 = mul nsw i64 %1708, %1632
  %1711 = getelementptr inbounds float, ptr %24, i64 %1710
  %1712 = getelementptr inbounds nuw i64, ptr %1641, i64 %1708
  %1713 = load i64, ptr %1712, align 8
  %1714 = icmp eq i64 %1713, %1709
  br i1 %1714, label %1929, label %1715

1715:                                             ; preds = %1707
  %1716 = mul nsw i64 %1703, %6
  %1717 = getelementptr inbounds float, ptr %1678, i64 %1716
  br i1 %1650, label %1718, label %1811

1718:                                             ; preds = %1715
  call void @llvm.lifetime.start.p0(ptr nonnull %20)
  call void @llvm.lifetime.start.p0(ptr nonnull %21)
  br i1 %1664, label %1810, label %1719

1719:                                             ; preds = %1718, %1807
  %1720 = phi i64 [ %1808, %1807 ], [ 0, %1718 ]
  %1721 = mul i64 %1665, %1720
  %1722 = sub nsw i64 %1721, %16
  %1723 = icmp slt i64 %1722, 0
  %1724 = add nuw nsw i64 %1722, 16
  %1725 = icmp sgt i64 %1724, %6
  %1726 = select i1 %1723, i1 true, i1 %1725
  br i1 %1726, label %1732, label %1727

1727:                                             ; preds = %1719
  %1728 = getelementptr inbounds nuw float, ptr %1717, i64 %1722
  %1729 = load <8 x float>, ptr %1728, align 1
  %1730 = getelementptr inbounds nuw i8, ptr %1728, i64 32
  %1731 = load <8 x float>, ptr %1730, align 1
  br label %1761

1732:                                             ; preds = %1719
  %1733 = sub nsw i64 0, %1722
  %1734 = select i1 %1723, i64 %1733, i64 0
  %1735 = sub nsw i64 %6, %1722
  %1736 = call i64 @llvm.smin.i64(i64 %1735, i64 16)
  %1737 = icmp sgt i64 %1736, %1734
  br i1 %1737, label %1738, label %1761

1738:                                             ; preds = %1732
  %1739 = getelementptr inbounds float, ptr %1717, i64 %1722
  %1740 = trunc i64 %1734 to i32
  %1741 = trunc i64 %1736 to i32
  %1742 = insertelement <8 x i32> poison, i32 %1740, i64 0
  %1743 = shufflevector <8 x i32> %1742, <8 x i32> poison, <8 x i32> zeroinitializer
  %1744 = icmp slt <8 x i32> %1743, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1745 = insertelement <8 x i32> poison, i32 %1741, i64 0
  %1746 = shufflevector <8 x i32> %1745, <8 x i32> poison, <8 x i32> zeroinitializer
  %1747 = icmp sgt <8 x i32> %1746, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1748 = and <8 x i1> %1744, %1747
  %1749 = add nsw i32 %1740, -8
  %1750 = insertelement <8 x i32> poison, i32 %1749, i64 0
  %1751 = shufflevector <8 x i32> %1750, <8 x i32> poison, <8 x i32> zeroinitializer
  %1752 = icmp slt <8 x i32> %1751, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1753 = add nsw i32 %1741, -8
  %1754 = insertelement <8 x i32> poison, i32 %1753, i64 0
  %1755 = shufflevector <8 x i32> %1754, <8 x i32> poison, <8 x i32> zeroinitializer
  %1756 = icmp sgt <8 x i32> %1755, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1757 = and <8 x i1> %1752, %1756
  %1758 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr readonly align 1 %1739, <8 x i1> %1748, <8 x float> splat (float 0xFFF0000000000000))
  %1759 = getelementptr inbounds nuw i8, ptr %1739, i64 32
  %1760 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull readonly align 1 %1759, <8 x i1> %1757, <8 x float> splat (float 0xFFF0000000000000))
  br label %1761

1761:                                             ; preds = %1732, %1738, %1727
  %1762 = phi <8 x float> [ %1760, %1738 ], [ %1731, %1727 ], [ splat (float 0xFFF0000000000000), %1732 ]
  %1763 = phi <8 x float> [ %1758, %1738 ], [ %1729, %1727 ], [ splat (float 0xFFF0000000000000), %1732 ]
  %1764 = shufflevector <8 x float> %1763, <8 x float> %1762, <8 x i32> <i32 0, i32 2, i32 8, i32 10, i32 4, i32 6, i32 12, i32 14>
  %1765 = bitcast <8 x float> %1764 to <4 x double>
  %1766 = shufflevector <4 x double> %1765, <4 x double> poison, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  store <4 x double> %1766, ptr %21, align 32
  %1767 = shufflevector <8 x float> %1763, <8 x float> %1762, <8 x i32> <i32 1, i32 3, i32 9, i32 11, i32 5, i32 7, i32 13, i32 15>
  %1768 = bitcast <8 x float> %1767 to <4 x double>
  %1769 = shufflevector <4 x double> %1768, <4 x double> poison, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  store <4 x double> %1769, ptr %1666, align 32
  %1770 = icmp eq i64 %1720, 0
  br i1 %1770, label %1807, label %1771

1771:                                             ; preds = %1761
  br i1 %1663, label %1779, label %1772

1772:                                             ; preds = %1800, %1771
  %1773 = phi <8 x float> [ zeroinitializer, %1771 ], [ %1803, %1800 ]
  %1774 = phi <8 x float> [ splat (float 0xFFF0000000000000), %1771 ], [ %1804, %1800 ]
  %1775 = shl i64 %1720, 5
  %1776 = getelementptr i8, ptr %1711, i64 %1775
  %1777 = getelementptr i8, ptr %1776, i64 -32
  %1778 = call <8 x float> @llvm.x86.avx.blendv.ps.256(<8 x float> %1774, <8 x float> splat (float 0x7FF8000000000000), <8 x float> %1773)
  store <8 x float> %1778, ptr %1777, align 32
  br label %1807

1779:                                             ; preds = %1771, %1800
  %1780 = phi <8 x float> [ %1804, %1800 ], [ splat (float 0xFFF0000000000000), %1771 ]
  %1781 = phi <8 x float> [ %1803, %1800 ], [ zeroinitializer, %1771 ]
  %1782 = phi i64 [ %1805, %1800 ], [ 0, %1771 ]
  %1783 = mul nsw i64 %1782, %14
  %1784 = and i64 %1783, 1
  %1785 = ashr i64 %1783, 1
  %1786 = icmp eq i64 %1785, 0
  %1787 = getelementptr inbounds nuw <8 x float>, ptr %20, i64 %1784
  %1788 = load <8 x float>, ptr %1787, align 32
  br i1 %1786, label %1800, label %1789

1789:                                             ; preds = %1779
  %1790 = trunc i64 %1785 to i32
  %1791 = insertelement <8 x i32> poison, i32 %1790, i64 0
  %1792 = shufflevector <8 x i32> %1791, <8 x i32> poison, <8 x i32> zeroinitializer
  %1793 = add <8 x i32> %1792, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1794 = call <8 x float> @llvm.x86.avx2.permps(<8 x float> %1788, <8 x i32> %1793)
  %1795 = getelementptr inbounds nuw <8 x float>, ptr %21, i64 %1784
  %1796 = load <8 x float>, ptr %1795, align 32
  %1797 = call <8 x float> @llvm.x86.avx2.permps(<8 x float> %1796, <8 x i32> %1793)
  %1798 = icmp sgt <8 x i32> %1793, splat (i32 7)
  %1799 = select <8 x i1> %1798, <8 x float> %1797, <8 x float> %1794
  br label %1800

1800:                                             ; preds = %1779, %1789
  %1801 = phi <8 x float> [ %1799, %1789 ], [ %1788, %1779 ]
  %1802 = fcmp uno <8 x float> %1801, zeroinitializer
  %1803 = select <8 x i1> %1802, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> %1781
  %1804 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1801, <8 x float> %1780)
  %1805 = add nuw nsw i64 %1782, 1
  %1806 = icmp eq i64 %1805, %10
  br i1 %1806, label %1772, label %1779

1807:                                             ; preds = %1772, %1761
  store <4 x double> %1766, ptr %20, align 32
  store <4 x double> %1769, ptr %1667, align 32
  %1808 = add nuw nsw i64 %1720, 1
  %1809 = icmp eq i64 %1720, %1668
  br i1 %1809, label %1810, label %1719

1810:                                             ; preds = %1807, %1718
  call void @llvm.lifetime.end.p0(ptr nonnull %21)
  call void @llvm.lifetime.end.p0(ptr nonnull %20)
  br label %1928

1811:                                             ; preds = %1715
  br i1 %1662, label %1812, label %1928

1812:                                             ; preds = %1811, %1830
  %1813 = phi i64 [ %1835, %1830 ], [ 0, %1811 ]
  br i1 %1663, label %1814, label %1830

1814:                                             ; preds = %1812
  %1815 = mul nsw i64 %1813, %12
  %1816 = or disjoint i64 %1813, 1
  %1817 = mul nsw i64 %1816, %12
  %1818 = or disjoint i64 %1813, 2
  %1819 = mul nsw i64 %1818, %12
  %1820 = or disjoint i64 %1813, 3
  %1821 = mul nsw i64 %1820, %12
  %1822 = or disjoint i64 %1813, 4
  %1823 = mul nsw i64 %1822, %12
  %1824 = or disjoint i64 %1813, 5
  %1825 = mul nsw i64 %1824, %12
  %1826 = or disjoint i64 %1813, 6
  %1827 = mul nsw i64 %1826, %12
  %1828 = or disjoint i64 %1813, 7
  %1829 = mul nsw i64 %1828, %12
  br label %1837

1830:                                             ; preds = %1920, %1812
  %1831 = phi <8 x float> [ splat (float 0xFFF0000000000000), %1812 ], [ %1925, %1920 ]
  %1832 = phi <8 x float> [ zeroinitializer, %1812 ], [ %1924, %1920 ]
  %1833 = getelementptr inbounds nuw float, ptr %1711, i64 %1813
  %1834 = call <8 x float> @llvm.x86.avx.blendv.ps.256(<8 x float> %1831, <8 x float> splat (float 0x7FF8000000000000), <8 x float> %1832)
  store <8 x float> %1834, ptr %1833, align 32
  %1835 = add nuw nsw i64 %1813, 8
  %1836 = icmp slt i64 %1835, %1632
  br i1 %1836, label %1812, label %1928

1837:                                             ; preds = %1814, %1920
  %1838 = phi i64 [ 0, %1814 ], [ %1926, %1920 ]
  %1839 = phi <8 x float> [ zeroinitializer, %1814 ], [ %1924, %1920 ]
  %1840 = phi <8 x float> [ splat (float 0xFFF0000000000000), %1814 ], [ %1925, %1920 ]
  %1841 = mul nsw i64 %1838, %14
  %1842 = sub i64 %1841, %16
  %1843 = add i64 %1842, %1815
  %1844 = icmp sgt i64 %1843, -1
  %1845 = icmp slt i64 %1843, %6
  %1846 = and i1 %1844, %1845
  br i1 %1846, label %1847, label %1850

1847:                                             ; preds = %1837
  %1848 = getelementptr inbounds nuw float, ptr %1717, i64 %1843
  %1849 = load float, ptr %1848, align 4
  br label %1850

1850:                                             ; preds = %1847, %1837
  %1851 = phi float [ %1849, %1847 ], [ 0xFFF0000000000000, %1837 ]
  %1852 = insertelement <8 x float> poison, float %1851, i64 0
  %1853 = add i64 %1842, %1817
  %1854 = icmp sgt i64 %1853, -1
  %1855 = icmp slt i64 %1853, %6
  %1856 = and i1 %1854, %1855
  br i1 %1856, label %1857, label %1860

1857:                                             ; preds = %1850
  %1858 = getelementptr inbounds nuw float, ptr %1717, i64 %1853
  %1859 = load float, ptr %1858, align 4
  br label %1860

1860:                                             ; preds = %1857, %1850
  %1861 = phi float [ %1859, %1857 ], [ 0xFFF0000000000000, %1850 ]
  %1862 = insertelement <8 x float> %1852, float %1861, i64 1
  %1863 = add i64 %1842, %1819
  %1864 = icmp sgt i64 %1863, -1
  %1865 = icmp slt i64 %1863, %6
  %1866 = and i1 %1864, %1865
  br i1 %1866, label %1867, label %1870

1867:                                             ; preds = %1860
  %1868 = getelementptr inbounds nuw float, ptr %1717, i64 %1863
  %1869 = load float, ptr %1868, align 4
  br label %1870

1870:                                             ; preds = %1867, %1860
  %1871 = phi float [ %1869, %1867 ], [ 0xFFF0000000000000, %1860 ]
  %1872 = insertelement <8 x float> %1862, float %1871, i64 2
  %1873 = add i64 %1842, %1821
  %1874 = icmp sgt i64 %1873, -1
  %1875 = icmp slt i64 %1873, %6
  %1876 = and i1 %1874, %1875
  br i1 %1876, label %1877, label %1880

1877:                                             ; preds = %1870
  %1878 = getelementptr inbounds nuw float, ptr %1717, i64 %1873
  %1879 = load float, ptr %1878, align 4
  br label %1880

1880:                                             ; preds = %1877, %1870
  %1881 = phi float [ %1879, %1877 ], [ 0xFFF0000000000000, %1870 ]
  %1882 = insertelement <8 x float> %1872, float %1881, i64 3
  %1883 = add i64 %1842, %1823
  %1884 = icmp sgt i64 %1883, -1
  %1885 = icmp slt i64 %1883, %6
  %1886 = and i1 %1884, %1885
  br i1 %1886, label %1887, label %1890

1887:                                             ; preds = %1880
  %1888 = getelementptr inbounds nuw float, ptr %1717, i64 %1883
  %1889 = load float, ptr %1888, align 4
  br label %1890

1890:                                             ; preds = %1887, %1880
  %1891 = phi float [ %1889, %1887 ], [ 0xFFF0000000000000, %1880 ]
  %1892 = insertelement <8 x float> %1882, float %1891, i64 4
  %1893 = add i64 %1842, %1825
  %1894 = icmp sgt i64 %1893, -1
  %1895 = icmp slt i64 %1893, %6
  %1896 = and i1 %1894, %1895
  br i1 %1896, label %1897, label %1900

1897:                                             ; preds = %1890
  %1898 = getelementptr inbounds nuw float, ptr %1717, i64 %1893
  %1899 = load float, ptr %1898, align 4
  br label %1900

1900:                                             ; preds = %1897, %1890
  %1901 = phi float [ %1899, %1897 ], [ 0xFFF0000000000000, %1890 ]
  %1902 = insertelement <8 x float> %1892, float %1901, i64 5
  %1903 = add i64 %1842, %1827
  %1904 = icmp sgt i64 %1903, -1
  %1905 = icmp slt i64 %1903, %6
  %1906 = and i1 %1904, %1905
  br i1 %1906, label %1907, label %1910

1907:                                             ; preds = %1900
  %1908 = getelementptr inbounds nuw float, ptr %1717, i64 %1903
  %1909 = load float, ptr %1908, align 4
  br label %1910

1910:                                             ; preds = %1907, %1900
  %1911 = phi float [ %1909, %1907 ], [ 0xFFF0000000000000, %1900 ]
  %1912 = insertelement <8 x float> %1902, float %1911, i64 6
  %1913 = add i64 %1842, %1829
  %1914 = icmp sgt i64 %1913, -1
  %1915 = icmp slt i64 %1913, %6
  %1916 = and i1 %1914, %1915
  br i1 %1916, label %1917, label %1920

1917:                                             ; preds = %1910
  %1918 = getelementptr inbounds nuw float, ptr %1717, i64 %1913
  %1919 = load float, ptr %1918, align 4
  br label %1920

1920:                                             ; preds = %1917, %1910
  %1921 = phi float [ %1919, %1917 ], [ 0xFFF0000000000000, %1910 ]
  %1922 = insertelement <8 x float> %1912, float %1921, i64 7
  %1923 = fcmp uno <8 x float> %1922, zeroinitializer
  %1924 = select <8 x i1> %1923, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> %1839
  %1925 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1922, <8 x float> %1840)
  %1926 = add nuw nsw i64 %1838, 1
  %1927 = icmp eq i64 %1926, %10
  br i1 %1927, label %1830, label %1837

1928:                                             ; preds = %1830, %1811, %1810
  store i64 %1709, ptr %1712, align 8
  br label %1929

1929:                                             ; preds = %1928, %1707
  %1930 = add nsw i32 %1701, 1
  %1931 = sext i32 %1701 to i64
  %1932 = getelementptr inbounds ptr, ptr %1642, i64 %1931
  store ptr %1711, ptr %1932, align 8
  br label %1933

1933:                                             ; preds = %1929, %1699
  %1934 = phi i32 [ %1930, %1929 ], [ %1701, %1699 ]
  %1935 = add nuw nsw i64 %1700, 1
  %1936 = icmp eq i64 %1935, %9
  br i1 %1936, label %1689, label %1699

1937:                                             ; preds = %1691, %1963
  %1938 = phi i64 [ 0, %1691 ], [ %1974, %1963 ]
  br i1 %1692, label %1939, label %1963

1939:                                             ; preds = %1937
  br i1 %1695, label %1944, label %1976

1940:                                             ; preds = %1963, %1689
  %1941 = add nsw i64 %1670, 1
  %1942 = icmp eq i64 %1941, %7
  br i1 %1942, label %2015, label %2022

1943:                                             ; preds = %1976
  br i1 %1697, label %1963, label %1944

1944:                                             ; preds = %1943, %1939
  %1945 = phi i64 [ 0, %1939 ], [ %2012, %1943 ]
  %1946 = phi <8 x float> [ zeroinitializer, %1939 ], [ %2010, %1943 ]
  %1947 = phi <8 x float> [ splat (float 0xFFF0000000000000), %1939 ], [ %2011, %1943 ]
  call void @llvm.assume(i1 %1698)
  br label %1948

1948:                                             ; preds = %1948, %1944
  %1949 = phi i64 [ %1960, %1948 ], [ %1945, %1944 ]
  %1950 = phi <8 x float> [ %1958, %1948 ], [ %1946, %1944 ]
  %1951 = phi <8 x float> [ %1959, %1948 ], [ %1947, %1944 ]
  %1952 = phi i64 [ %1961, %1948 ], [ 0, %1944 ]
  %1953 = getelementptr inbounds nuw ptr, ptr %1642, i64 %1949
  %1954 = load ptr, ptr %1953, align 8
  %1955 = getelementptr inbounds nuw float, ptr %1954, i64 %1938
  %1956 = load <8 x float>, ptr %1955, align 1
  %1957 = fcmp uno <8 x float> %1956, zeroinitializer
  %1958 = select <8 x i1> %1957, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> %1950
  %1959 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1956, <8 x float> %1951)
  %1960 = add nuw nsw i64 %1949, 1
  %1961 = add i64 %1952, 1
  %1962 = icmp eq i64 %1961, %1694
  br i1 %1962, label %1963, label %1948

1963:                                             ; preds = %1943, %1948, %1937
  %1964 = phi <8 x float> [ splat (float 0xFFF0000000000000), %1937 ], [ %2011, %1943 ], [ %1959, %1948 ]
  %1965 = phi <8 x float> [ zeroinitializer, %1937 ], [ %2010, %1943 ], [ %1958, %1948 ]
  %1966 = getelementptr inbounds nuw float, ptr %1684, i64 %1938
  %1967 = sub nsw i64 %8, %1938
  %1968 = call i64 @llvm.smin.i64(i64 %1967, i64 8)
  %1969 = trunc i64 %1968 to i32
  %1970 = insertelement <8 x i32> poison, i32 %1969, i64 0
  %1971 = shufflevector <8 x i32> %1970, <8 x i32> poison, <8 x i32> zeroinitializer
  %1972 = icmp sgt <8 x i32> %1971, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1973 = call <8 x float> @llvm.x86.avx.blendv.ps.256(<8 x float> %1964, <8 x float> splat (float 0x7FF8000000000000), <8 x float> %1965)
  call void @llvm.masked.store.v8f32.p0(<8 x float> %1973, ptr align 1 %1966, <8 x i1> %1972)
  %1974 = add nuw nsw i64 %1938, 8
  %1975 = icmp slt i64 %1974, %8
  br i1 %1975, label %1937, label %1940

1976:                                             ; preds = %1939, %1976
  %1977 = phi i64 [ %2012, %1976 ], [ 0, %1939 ]
  %1978 = phi <8 x float> [ %2010, %1976 ], [ zeroinitializer, %1939 ]
  %1979 = phi <8 x float> [ %2011, %1976 ], [ splat (float 0xFFF0000000000000), %1939 ]
  %1980 = phi i64 [ %2013, %1976 ], [ 0, %1939 ]
  %1981 = getelementptr inbounds nuw ptr, ptr %1642, i64 %1977
  %1982 = load ptr, ptr %1981, align 16
  %1983 = getelementptr inbounds nuw float, ptr %1982, i64 %1938
  %1984 = load <8 x float>, ptr %1983, align 1
  %1985 = fcmp uno <8 x float> %1984, zeroinitializer
  %1986 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1984, <8 x float> %1979)
  %1987 = getelementptr inbounds nuw ptr, ptr %1642, i64 %1977
  %1988 = getelementptr inbounds nuw i8, ptr %1987, i64 8
  %1989 = load ptr, ptr %1988, align 8
  %1990 = getelementptr inbounds nuw float, ptr %1989, i64 %1938
  %1991 = load <8 x float>, ptr %1990, align 1
  %1992 = fcmp uno <8 x float> %1991, zeroinitializer
  %1993 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1991, <8 x float> %1986)
  %1994 = getelementptr inbounds nuw ptr, ptr %1642, i64 %1977
  %1995 = getelementptr inbounds nuw i8, ptr %1994, i64 16
  %1996 = load ptr, ptr %1995, align 16
  %1997 = getelementptr inbounds nuw float, ptr %1996, i64 %1938
  %1998 = load <8 x float>, ptr %1997, align 1
  %1999 = fcmp uno <8 x float> %1998, zeroinitializer
  %2000 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1998, <8 x float> %1993)
  %2001 = getelementptr inbounds nuw ptr, ptr %1642, i64 %1977
  %2002 = getelementptr inbounds nuw i8, ptr %2001, i64 24
  %2003 = load ptr, ptr %2002, align 8
  %2004 = getelementptr inbounds nuw float, ptr %2003, i64 %1938
  %2005 = load <8 x float>, ptr %2004, align 1
  %2006 = fcmp uno <8 x float> %2005, zeroinitializer
  %2007 = select <8 x i1> %2006, <8 x i1> splat (i1 true), <8 x i1> %1999
  %2008 = select <8 x i1> %2007, <8 x i1> splat (i1 true), <8 x i1> %1992
  %2009 = select <8 x i1> %2008, <8 x i1> splat (i1 true), <8 x i1> %1985
  %2010 = select <8 x i1> %2009, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> %1978
  %2011 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %2005, <8 x float> %2000)
  %2012 = add nuw nsw i64 %1977, 4
  %2013 = add i64 %1980, 4
  %2014 = icmp eq i64 %2013, %1696
  br i1 %2014, label %1943, label %1976

2015:                                             ; preds = %1940
  %2016 = add nsw i64 %1671, 1
  %2017 = add nsw i64 %1672, 1
  %2018 = icmp eq i64 %2017, %4
  %2019 = zext i1 %2018 to i64
  %2020 = add nsw i64 %1673, %2019
  %2021 = select i1 %2018, i64 0, i64 %2017
  br label %2022

2022:                                             ; preds = %2015, %1940
  %2023 = phi i64 [ %1673, %1940 ], [ %2020, %2015 ]
  %2024 = phi i64 [ %1672, %1940 ], [ %2021, %2015 ]
  %2025 = phi i64 [ %1671, %1940 ], [ %2016, %2015 ]
  %2026 = phi i64 [ %1941, %1940 ], [ 0, %2015 ]
  %2027 = add nsw i64 %1674, 1
  %2028 = icmp eq i64 %2027, %3
  br i1 %2028, label %2029, label %1669

2029:                                             ; preds = %2022, %1618, %1219, %855, %566, %317
  %2030 = phi ptr [ %45, %317 ], [ %1242, %1618 ], [ %880, %1219 ], [ %589, %855 ], [ %338, %566 ], [ %1640, %2022 ]
  %2031 = phi ptr [ %37, %317 ], [ %580, %1618 ], [ %580, %1219 ], [ %580, %855 ], [ %330, %566 ], [ %580, %2022 ]
  call void @llvm.stackrestore.p0(ptr %2030)
  br label %2032

2032:                                             ; preds = %2029, %1629, %1231, %869, %581, %329, %36
  %2033 = phi ptr [ %330, %329 ], [ %580, %581 ], [ %580, %869 ], [ %580, %1231 ], [ %580, %1629 ], [ %37, %36 ], [ %2031, %2029 ]
  call void @llvm.stackrestore.p0(ptr %2033)
  call void @llvm.lifetime.end.p0(ptr nonnull %24)
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
