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
  br i1 %36, label %37, label %360

37:                                               ; preds = %20
  %38 = tail call ptr @llvm.stacksave.p0()
  %39 = add nsw i64 %8, 7
  %40 = sdiv i64 %39, 8
  %41 = shl nsw i64 %40, 3
  %42 = icmp sgt i64 %8, 1024
  br i1 %42, label %2247, label %43

43:                                               ; preds = %37
  %44 = icmp sge i64 %2, %3
  %45 = icmp slt i64 %19, 1
  %46 = or i1 %44, %45
  br i1 %46, label %2247, label %47

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
  br i1 %58, label %59, label %2244

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

93:                                               ; preds = %59, %113
  %94 = phi i64 [ %64, %59 ], [ %117, %113 ]
  %95 = phi i64 [ %57, %59 ], [ %115, %113 ]
  %96 = phi i64 [ %56, %59 ], [ %114, %113 ]
  %97 = call i64 @llvm.smin.i64(i64 %4, i64 %94)
  %98 = call i64 @llvm.smin.i64(i64 %97, i64 %55)
  %99 = icmp sgt i64 %2, %95
  %100 = sub nsw i64 %2, %95
  %101 = select i1 %99, i64 %100, i64 0
  %102 = sub nsw i64 %3, %95
  %103 = call i64 @llvm.smin.i64(i64 %102, i64 %55)
  %104 = call i64 @llvm.smin.i64(i64 %4, i64 %103)
  %105 = icmp sgt i64 %104, 0
  br i1 %105, label %106, label %113

106:                                              ; preds = %93
  %107 = add i64 %60, %101
  %108 = mul nsw i64 %96, %4
  %109 = mul nsw i64 %96, %17
  %110 = getelementptr inbounds float, ptr %26, i64 %109
  %111 = mul nsw i64 %96, %18
  %112 = getelementptr inbounds float, ptr %27, i64 %111
  br label %118

113:                                              ; preds = %357, %93
  %114 = add nsw i64 %96, 1
  %115 = mul nsw i64 %114, %55
  %116 = icmp slt i64 %115, %3
  %117 = sub i64 %94, %55
  br i1 %116, label %93, label %2244

118:                                              ; preds = %106, %357
  %119 = phi i64 [ 0, %106 ], [ %358, %357 ]
  %120 = icmp samesign ugt i64 %101, %119
  br i1 %120, label %121, label %124

121:                                              ; preds = %118
  %122 = sub i64 %107, %119
  %123 = sdiv i64 %122, %4
  br label %124

124:                                              ; preds = %121, %118
  %125 = phi i64 [ %123, %121 ], [ 0, %118 ]
  %126 = xor i64 %119, -1
  %127 = add i64 %103, %126
  %128 = sdiv i64 %127, %4
  %129 = icmp sgt i64 %125, %128
  br i1 %129, label %357, label %130

130:                                              ; preds = %124
  %131 = add nsw i64 %128, 1
  %132 = mul nsw i64 %131, %51
  %133 = call i64 @llvm.smin.i64(i64 %132, i64 %7)
  %134 = mul i64 %61, %119
  %135 = getelementptr inbounds float, ptr %110, i64 %134
  %136 = mul nsw i64 %125, %51
  %137 = icmp slt i64 %136, %133
  br i1 %137, label %138, label %357

138:                                              ; preds = %130
  %139 = add nsw i64 %119, %108
  %140 = mul nsw i64 %119, %7
  %141 = mul nsw i64 %139, %5
  br label %142

142:                                              ; preds = %138, %282
  %143 = phi i64 [ %136, %138 ], [ %283, %282 ]
  %144 = mul nsw i64 %143, %11
  %145 = sub i64 %144, %15
  br label %158

146:                                              ; preds = %275
  %147 = add nsw i64 %143, %140
  %148 = mul nsw i64 %147, %8
  %149 = getelementptr inbounds float, ptr %112, i64 %148
  br i1 %63, label %150, label %282

150:                                              ; preds = %146
  %151 = icmp sgt i32 %276, 0
  %152 = zext i32 %276 to i64
  %153 = and i64 %152, 3
  %154 = icmp ult i32 %276, 4
  %155 = and i64 %152, 2147483644
  %156 = icmp eq i64 %153, 0
  %157 = icmp ne i64 %153, 0
  br label %279

158:                                              ; preds = %142, %275
  %159 = phi i64 [ 0, %142 ], [ %277, %275 ]
  %160 = phi i32 [ 0, %142 ], [ %276, %275 ]
  %161 = add i64 %145, %159
  %162 = icmp sgt i64 %161, -1
  %163 = icmp slt i64 %161, %5
  %164 = and i1 %162, %163
  br i1 %164, label %165, label %275

165:                                              ; preds = %158
  %166 = and i64 %161, 3
  %167 = add nsw i64 %161, %141
  %168 = mul nsw i64 %166, %41
  %169 = getelementptr inbounds float, ptr %25, i64 %168
  %170 = getelementptr inbounds nuw i64, ptr %49, i64 %166
  %171 = load i64, ptr %170, align 8
  %172 = icmp eq i64 %171, %167
  br i1 %172, label %271, label %173

173:                                              ; preds = %165
  %174 = mul nsw i64 %161, %6
  %175 = getelementptr inbounds float, ptr %135, i64 %174
  br i1 %62, label %270, label %176

176:                                              ; preds = %173
  br i1 %69, label %182, label %177

177:                                              ; preds = %176
  %178 = getelementptr inbounds nuw float, ptr %175, i64 %65
  %179 = load <8 x float>, ptr %178, align 1
  %180 = getelementptr inbounds nuw i8, ptr %178, i64 32
  %181 = load <8 x float>, ptr %180, align 1
  br label %188

182:                                              ; preds = %176
  br i1 %73, label %183, label %188

183:                                              ; preds = %182
  %184 = getelementptr inbounds float, ptr %175, i64 %65
  %185 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr readonly align 1 %184, <8 x i1> %82, <8 x float> splat (float 0xFFF0000000000000))
  %186 = getelementptr inbounds nuw i8, ptr %184, i64 32
  %187 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull readonly align 1 %186, <8 x i1> %91, <8 x float> splat (float 0xFFF0000000000000))
  br label %188

188:                                              ; preds = %183, %182, %177
  %189 = phi <8 x float> [ %185, %183 ], [ %179, %177 ], [ splat (float 0xFFF0000000000000), %182 ]
  %190 = phi <8 x float> [ %187, %183 ], [ %181, %177 ], [ splat (float 0xFFF0000000000000), %182 ]
  %191 = shufflevector <8 x float> %189, <8 x float> %190, <8 x i32> <i32 0, i32 2, i32 8, i32 10, i32 4, i32 6, i32 12, i32 14>
  %192 = bitcast <8 x float> %191 to <4 x i64>
  %193 = shufflevector <4 x i64> %192, <4 x i64> poison, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  %194 = shufflevector <8 x float> %189, <8 x float> %190, <8 x i32> <i32 1, i32 3, i32 9, i32 11, i32 5, i32 7, i32 13, i32 15>
  %195 = bitcast <8 x float> %194 to <4 x i64>
  %196 = shufflevector <4 x i64> %195, <4 x i64> poison, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  br i1 %92, label %270, label %197

197:                                              ; preds = %188, %241
  %198 = phi <4 x i64> [ %267, %241 ], [ %196, %188 ]
  %199 = phi <4 x i64> [ %246, %241 ], [ %193, %188 ]
  %200 = phi i64 [ %268, %241 ], [ 1, %188 ]
  %201 = shl nsw i64 %200, 4
  %202 = sub nsw i64 %201, %16
  %203 = icmp slt i64 %202, 0
  %204 = add nuw nsw i64 %202, 16
  %205 = icmp sgt i64 %204, %6
  %206 = select i1 %203, i1 true, i1 %205
  br i1 %206, label %212, label %207

207:                                              ; preds = %197
  %208 = getelementptr inbounds nuw float, ptr %175, i64 %202
  %209 = load <8 x float>, ptr %208, align 1
  %210 = getelementptr inbounds nuw i8, ptr %208, i64 32
  %211 = load <8 x float>, ptr %210, align 1
  br label %241

212:                                              ; preds = %197
  %213 = sub nsw i64 0, %202
  %214 = select i1 %203, i64 %213, i64 0
  %215 = sub nsw i64 %6, %202
  %216 = call i64 @llvm.smin.i64(i64 %215, i64 16)
  %217 = icmp sgt i64 %216, %214
  br i1 %217, label %218, label %241

218:                                              ; preds = %212
  %219 = getelementptr inbounds float, ptr %175, i64 %202
  %220 = trunc i64 %214 to i32
  %221 = trunc i64 %216 to i32
  %222 = insertelement <8 x i32> poison, i32 %220, i64 0
  %223 = shufflevector <8 x i32> %222, <8 x i32> poison, <8 x i32> zeroinitializer
  %224 = icmp slt <8 x i32> %223, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %225 = insertelement <8 x i32> poison, i32 %221, i64 0
  %226 = shufflevector <8 x i32> %225, <8 x i32> poison, <8 x i32> zeroinitializer
  %227 = icmp sgt <8 x i32> %226, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %228 = and <8 x i1> %224, %227
  %229 = add nsw i32 %220, -8
  %230 = insertelement <8 x i32> poison, i32 %229, i64 0
  %231 = shufflevector <8 x i32> %230, <8 x i32> poison, <8 x i32> zeroinitializer
  %232 = icmp slt <8 x i32> %231, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %233 = add nsw i32 %221, -8
  %234 = insertelement <8 x i32> poison, i32 %233, i64 0
  %235 = shufflevector <8 x i32> %234, <8 x i32> poison, <8 x i32> zeroinitializer
  %236 = icmp sgt <8 x i32> %235, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %237 = and <8 x i1> %232, %236
  %238 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr readonly align 1 %219, <8 x i1> %228, <8 x float> splat (float 0xFFF0000000000000))
  %239 = getelementptr inbounds nuw i8, ptr %219, i64 32
  %240 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull readonly align 1 %239, <8 x i1> %237, <8 x float> splat (float 0xFFF0000000000000))
  br label %241

241:                                              ; preds = %212, %218, %207
  %242 = phi <8 x float> [ %238, %218 ], [ %209, %207 ], [ splat (float 0xFFF0000000000000), %212 ]
  %243 = phi <8 x float> [ %240, %218 ], [ %211, %207 ], [ splat (float 0xFFF0000000000000), %212 ]
  %244 = shufflevector <8 x float> %242, <8 x float> %243, <8 x i32> <i32 0, i32 2, i32 8, i32 10, i32 4, i32 6, i32 12, i32 14>
  %245 = bitcast <8 x float> %244 to <4 x i64>
  %246 = shufflevector <4 x i64> %245, <4 x i64> poison, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  %247 = shufflevector <8 x float> %242, <8 x float> %243, <8 x i32> <i32 1, i32 3, i32 9, i32 11, i32 5, i32 7, i32 13, i32 15>
  %248 = bitcast <4 x i64> %199 to <8 x float>
  %249 = fcmp uno <8 x float> %248, zeroinitializer
  %250 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %248, <8 x float> splat (float 0xFFF0000000000000))
  %251 = bitcast <4 x i64> %198 to <8 x float>
  %252 = fcmp uno <8 x float> %251, zeroinitializer
  %253 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %251, <8 x float> %250)
  %254 = bitcast <4 x i64> %246 to <8 x float>
  %255 = bitcast <4 x i64> %199 to <8 x float>
  %256 = shufflevector <8 x float> %255, <8 x float> %254, <8 x i32> <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %257 = fcmp uno <8 x float> %256, zeroinitializer
  %258 = select <8 x i1> %257, <8 x i1> splat (i1 true), <8 x i1> %252
  %259 = select <8 x i1> %258, <8 x i1> splat (i1 true), <8 x i1> %249
  %260 = select <8 x i1> %259, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> zeroinitializer
  %261 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %256, <8 x float> %253)
  %262 = shl i64 %200, 5
  %263 = getelementptr i8, ptr %169, i64 %262
  %264 = getelementptr i8, ptr %263, i64 -32
  %265 = call <8 x float> @llvm.x86.avx.blendv.ps.256(<8 x float> %261, <8 x float> splat (float 0x7FF8000000000000), <8 x float> %260)
  store <8 x float> %265, ptr %264, align 32
  %266 = bitcast <8 x float> %247 to <4 x i64>
  %267 = shufflevector <4 x i64> %266, <4 x i64> poison, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  %268 = add nuw nsw i64 %200, 1
  %269 = icmp eq i64 %40, %200
  br i1 %269, label %270, label %197

270:                                              ; preds = %188, %241, %173
  store i64 %167, ptr %170, align 8
  br label %271

271:                                              ; preds = %270, %165
  %272 = add nsw i32 %160, 1
  %273 = sext i32 %160 to i64
  %274 = getelementptr inbounds ptr, ptr %50, i64 %273
  store ptr %169, ptr %274, align 8
  br label %275

275:                                              ; preds = %271, %158
  %276 = phi i32 [ %272, %271 ], [ %160, %158 ]
  %277 = add nuw nsw i64 %159, 1
  %278 = icmp eq i64 %277, 3
  br i1 %278, label %146, label %158

279:                                              ; preds = %150, %305
  %280 = phi i64 [ 0, %150 ], [ %316, %305 ]
  br i1 %151, label %281, label %305

281:                                              ; preds = %279
  br i1 %154, label %286, label %318

282:                                              ; preds = %305, %146
  %283 = add nsw i64 %143, 1
  %284 = icmp slt i64 %283, %133
  br i1 %284, label %142, label %357

285:                                              ; preds = %318
  br i1 %156, label %305, label %286

286:                                              ; preds = %285, %281
  %287 = phi i64 [ 0, %281 ], [ %354, %285 ]
  %288 = phi <8 x float> [ zeroinitializer, %281 ], [ %352, %285 ]
  %289 = phi <8 x float> [ splat (float 0xFFF0000000000000), %281 ], [ %353, %285 ]
  call void @llvm.assume(i1 %157)
  br label %290

290:                                              ; preds = %290, %286
  %291 = phi i64 [ %302, %290 ], [ %287, %286 ]
  %292 = phi <8 x float> [ %300, %290 ], [ %288, %286 ]
  %293 = phi <8 x float> [ %301, %290 ], [ %289, %286 ]
  %294 = phi i64 [ %303, %290 ], [ 0, %286 ]
  %295 = getelementptr inbounds nuw ptr, ptr %50, i64 %291
  %296 = load ptr, ptr %295, align 8
  %297 = getelementptr inbounds nuw float, ptr %296, i64 %280
  %298 = load <8 x float>, ptr %297, align 1
  %299 = fcmp uno <8 x float> %298, zeroinitializer
  %300 = select <8 x i1> %299, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> %292
  %301 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %298, <8 x float> %293)
  %302 = add nuw nsw i64 %291, 1
  %303 = add i64 %294, 1
  %304 = icmp eq i64 %303, %153
  br i1 %304, label %305, label %290

305:                                              ; preds = %285, %290, %279
  %306 = phi <8 x float> [ splat (float 0xFFF0000000000000), %279 ], [ %353, %285 ], [ %301, %290 ]
  %307 = phi <8 x float> [ zeroinitializer, %279 ], [ %352, %285 ], [ %300, %290 ]
  %308 = getelementptr inbounds nuw float, ptr %149, i64 %280
  %309 = sub nsw i64 %8, %280
  %310 = call i64 @llvm.smin.i64(i64 %309, i64 8)
  %311 = trunc i64 %310 to i32
  %312 = insertelement <8 x i32> poison, i32 %311, i64 0
  %313 = shufflevector <8 x i32> %312, <8 x i32> poison, <8 x i32> zeroinitializer
  %314 = icmp sgt <8 x i32> %313, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %315 = call <8 x float> @llvm.x86.avx.blendv.ps.256(<8 x float> %306, <8 x float> splat (float 0x7FF8000000000000), <8 x float> %307)
  call void @llvm.masked.store.v8f32.p0(<8 x float> %315, ptr align 1 %308, <8 x i1> %314)
  %316 = add nuw nsw i64 %280, 8
  %317 = icmp slt i64 %316, %8
  br i1 %317, label %279, label %282

318:                                              ; preds = %281, %318
  %319 = phi i64 [ %354, %318 ], [ 0, %281 ]
  %320 = phi <8 x float> [ %352, %318 ], [ zeroinitializer, %281 ]
  %321 = phi <8 x float> [ %353, %318 ], [ splat (float 0xFFF0000000000000), %281 ]
  %322 = phi i64 [ %355, %318 ], [ 0, %281 ]
  %323 = getelementptr inbounds nuw ptr, ptr %50, i64 %319
  %324 = load ptr, ptr %323, align 16
  %325 = getelementptr inbounds nuw float, ptr %324, i64 %280
  %326 = load <8 x float>, ptr %325, align 1
  %327 = fcmp uno <8 x float> %326, zeroinitializer
  %328 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %326, <8 x float> %321)
  %329 = getelementptr inbounds nuw ptr, ptr %50, i64 %319
  %330 = getelementptr inbounds nuw i8, ptr %329, i64 8
  %331 = load ptr, ptr %330, align 8
  %332 = getelementptr inbounds nuw float, ptr %331, i64 %280
  %333 = load <8 x float>, ptr %332, align 1
  %334 = fcmp uno <8 x float> %333, zeroinitializer
  %335 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %333, <8 x float> %328)
  %336 = getelementptr inbounds nuw ptr, ptr %50, i64 %319
  %337 = getelementptr inbounds nuw i8, ptr %336, i64 16
  %338 = load ptr, ptr %337, align 16
  %339 = getelementptr inbounds nuw float, ptr %338, i64 %280
  %340 = load <8 x float>, ptr %339, align 1
  %341 = fcmp uno <8 x float> %340, zeroinitializer
  %342 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %340, <8 x float> %335)
  %343 = getelementptr inbounds nuw ptr, ptr %50, i64 %319
  %344 = getelementptr inbounds nuw i8, ptr %343, i64 24
  %345 = load ptr, ptr %344, align 8
  %346 = getelementptr inbounds nuw float, ptr %345, i64 %280
  %347 = load <8 x float>, ptr %346, align 1
  %348 = fcmp uno <8 x float> %347, zeroinitializer
  %349 = select <8 x i1> %348, <8 x i1> splat (i1 true), <8 x i1> %341
  %350 = select <8 x i1> %349, <8 x i1> splat (i1 true), <8 x i1> %334
  %351 = select <8 x i1> %350, <8 x i1> splat (i1 true), <8 x i1> %327
  %352 = select <8 x i1> %351, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> %320
  %353 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %347, <8 x float> %342)
  %354 = add nuw nsw i64 %319, 4
  %355 = add i64 %322, 4
  %356 = icmp eq i64 %355, %155
  br i1 %356, label %285, label %318

357:                                              ; preds = %282, %130, %124
  %358 = add nuw nsw i64 %119, 1
  %359 = icmp eq i64 %358, %98
  br i1 %359, label %113, label %118

360:                                              ; preds = %20
  %361 = icmp eq i64 %12, 1
  %362 = and i1 %30, %361
  %363 = and i1 %362, %33
  %364 = and i1 %363, %35
  br i1 %364, label %365, label %644

365:                                              ; preds = %360
  %366 = tail call ptr @llvm.stacksave.p0()
  %367 = add nsw i64 %8, 7
  %368 = sdiv i64 %367, 8
  %369 = shl nsw i64 %368, 3
  %370 = icmp sgt i64 %8, 1024
  br i1 %370, label %2247, label %371

371:                                              ; preds = %365
  %372 = icmp sge i64 %2, %3
  %373 = icmp slt i64 %19, 1
  %374 = or i1 %372, %373
  br i1 %374, label %2247, label %375

375:                                              ; preds = %371
  %376 = tail call ptr @llvm.stacksave.p0()
  %377 = alloca [4 x i64], align 16
  %378 = alloca [3 x ptr], align 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %377, i8 -1, i64 32, i1 false)
  %379 = tail call i64 @llvm.smin.i64(i64 %19, i64 %7)
  %380 = add i64 %7, -1
  %381 = add i64 %380, %379
  %382 = sdiv i64 %381, %379
  %383 = mul nsw i64 %382, %4
  %384 = sdiv i64 %2, %383
  %385 = mul nsw i64 %384, %383
  %386 = icmp slt i64 %385, %3
  br i1 %386, label %387, label %2244

387:                                              ; preds = %375
  %388 = add i64 %4, -1
  %389 = mul i64 %6, %5
  %390 = icmp slt i64 %8, -14
  %391 = icmp sgt i64 %8, 0
  %392 = sub i64 %3, %385
  %393 = sub nsw i64 0, %16
  %394 = icmp sgt i64 %16, 0
  %395 = sub i64 8, %16
  %396 = icmp sgt i64 %395, %6
  %397 = or i1 %394, %396
  %398 = tail call i64 @llvm.smax.i64(i64 %16, i64 0)
  %399 = add nsw i64 %6, %16
  %400 = tail call i64 @llvm.smin.i64(i64 %399, i64 8)
  %401 = icmp sgt i64 %400, %398
  %402 = trunc nuw nsw i64 %398 to i32
  %403 = insertelement <8 x i32> poison, i32 %402, i64 0
  %404 = shufflevector <8 x i32> %403, <8 x i32> poison, <8 x i32> zeroinitializer
  %405 = icmp slt <8 x i32> %404, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %406 = trunc nuw nsw i64 %400 to i32
  %407 = insertelement <8 x i32> poison, i32 %406, i64 0
  %408 = shufflevector <8 x i32> %407, <8 x i32> poison, <8 x i32> zeroinitializer
  %409 = icmp sgt <8 x i32> %408, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %410 = and <8 x i1> %409, %405
  %411 = icmp slt i64 %8, 1
  br label %412

412:                                              ; preds = %387, %432
  %413 = phi i64 [ %392, %387 ], [ %436, %432 ]
  %414 = phi i64 [ %385, %387 ], [ %434, %432 ]
  %415 = phi i64 [ %384, %387 ], [ %433, %432 ]
  %416 = call i64 @llvm.smin.i64(i64 %4, i64 %413)
  %417 = call i64 @llvm.smin.i64(i64 %416, i64 %383)
  %418 = icmp sgt i64 %2, %414
  %419 = sub nsw i64 %2, %414
  %420 = select i1 %418, i64 %419, i64 0
  %421 = sub nsw i64 %3, %414
  %422 = call i64 @llvm.smin.i64(i64 %421, i64 %383)
  %423 = call i64 @llvm.smin.i64(i64 %4, i64 %422)
  %424 = icmp sgt i64 %423, 0
  br i1 %424, label %425, label %432

425:                                              ; preds = %412
  %426 = add i64 %388, %420
  %427 = mul nsw i64 %415, %4
  %428 = mul nsw i64 %415, %17
  %429 = getelementptr inbounds float, ptr %26, i64 %428
  %430 = mul nsw i64 %415, %18
  %431 = getelementptr inbounds float, ptr %27, i64 %430
  br label %437

432:                                              ; preds = %641, %412
  %433 = add nsw i64 %415, 1
  %434 = mul nsw i64 %433, %383
  %435 = icmp slt i64 %434, %3
  %436 = sub i64 %413, %383
  br i1 %435, label %412, label %2244

437:                                              ; preds = %425, %641
  %438 = phi i64 [ 0, %425 ], [ %642, %641 ]
  %439 = icmp samesign ugt i64 %420, %438
  br i1 %439, label %440, label %443

440:                                              ; preds = %437
  %441 = sub i64 %426, %438
  %442 = sdiv i64 %441, %4
  br label %443

443:                                              ; preds = %440, %437
  %444 = phi i64 [ %442, %440 ], [ 0, %437 ]
  %445 = xor i64 %438, -1
  %446 = add i64 %422, %445
  %447 = sdiv i64 %446, %4
  %448 = icmp sgt i64 %444, %447
  br i1 %448, label %641, label %449

449:                                              ; preds = %443
  %450 = add nsw i64 %447, 1
  %451 = mul nsw i64 %450, %379
  %452 = call i64 @llvm.smin.i64(i64 %451, i64 %7)
  %453 = mul i64 %389, %438
  %454 = getelementptr inbounds float, ptr %429, i64 %453
  %455 = mul nsw i64 %444, %379
  %456 = icmp slt i64 %455, %452
  br i1 %456, label %457, label %641

457:                                              ; preds = %449
  %458 = add nsw i64 %438, %427
  %459 = mul nsw i64 %438, %7
  %460 = mul nsw i64 %458, %5
  br label %461

461:                                              ; preds = %457, %566
  %462 = phi i64 [ %455, %457 ], [ %567, %566 ]
  %463 = mul nsw i64 %462, %11
  %464 = sub i64 %463, %15
  br label %477

465:                                              ; preds = %559
  %466 = add nsw i64 %462, %459
  %467 = mul nsw i64 %466, %8
  %468 = getelementptr inbounds float, ptr %431, i64 %467
  br i1 %391, label %469, label %566

469:                                              ; preds = %465
  %470 = icmp sgt i32 %560, 0
  %471 = zext i32 %560 to i64
  %472 = and i64 %471, 3
  %473 = icmp ult i32 %560, 4
  %474 = and i64 %471, 2147483644
  %475 = icmp eq i64 %472, 0
  %476 = icmp ne i64 %472, 0
  br label %563

477:                                              ; preds = %461, %559
  %478 = phi i64 [ 0, %461 ], [ %561, %559 ]
  %479 = phi i32 [ 0, %461 ], [ %560, %559 ]
  %480 = add i64 %464, %478
  %481 = icmp sgt i64 %480, -1
  %482 = icmp slt i64 %480, %5
  %483 = and i1 %481, %482
  br i1 %483, label %484, label %559

484:                                              ; preds = %477
  %485 = and i64 %480, 3
  %486 = add nsw i64 %480, %460
  %487 = mul nsw i64 %485, %369
  %488 = getelementptr inbounds float, ptr %25, i64 %487
  %489 = getelementptr inbounds nuw i64, ptr %377, i64 %485
  %490 = load i64, ptr %489, align 8
  %491 = icmp eq i64 %490, %486
  br i1 %491, label %555, label %492

492:                                              ; preds = %484
  %493 = mul nsw i64 %480, %6
  %494 = getelementptr inbounds float, ptr %454, i64 %493
  br i1 %390, label %554, label %495

495:                                              ; preds = %492
  br i1 %397, label %499, label %496

496:                                              ; preds = %495
  %497 = getelementptr inbounds nuw float, ptr %494, i64 %393
  %498 = load <8 x float>, ptr %497, align 1
  br label %503

499:                                              ; preds = %495
  br i1 %401, label %500, label %503

500:                                              ; preds = %499
  %501 = getelementptr inbounds float, ptr %494, i64 %393
  %502 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %501, <8 x i1> %410, <8 x float> splat (float 0xFFF0000000000000))
  br label %503

503:                                              ; preds = %496, %499, %500
  %504 = phi <8 x float> [ %498, %496 ], [ %502, %500 ], [ splat (float 0xFFF0000000000000), %499 ]
  br i1 %411, label %554, label %505

505:                                              ; preds = %503, %535
  %506 = phi i64 [ %552, %535 ], [ 1, %503 ]
  %507 = phi <8 x float> [ %536, %535 ], [ %504, %503 ]
  %508 = shl nsw i64 %506, 3
  %509 = sub nsw i64 %508, %16
  %510 = icmp slt i64 %509, 0
  %511 = add nuw nsw i64 %509, 8
  %512 = icmp sgt i64 %511, %6
  %513 = select i1 %510, i1 true, i1 %512
  br i1 %513, label %517, label %514

514:                                              ; preds = %505
  %515 = getelementptr inbounds nuw float, ptr %494, i64 %509
  %516 = load <8 x float>, ptr %515, align 1
  br label %535

517:                                              ; preds = %505
  %518 = sub nsw i64 0, %509
  %519 = select i1 %510, i64 %518, i64 0
  %520 = sub nsw i64 %6, %509
  %521 = call i64 @llvm.smin.i64(i64 %520, i64 8)
  %522 = icmp sgt i64 %521, %519
  br i1 %522, label %523, label %535

523:                                              ; preds = %517
  %524 = getelementptr inbounds float, ptr %494, i64 %509
  %525 = trunc i64 %519 to i32
  %526 = insertelement <8 x i32> poison, i32 %525, i64 0
  %527 = shufflevector <8 x i32> %526, <8 x i32> poison, <8 x i32> zeroinitializer
  %528 = icmp slt <8 x i32> %527, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %529 = trunc i64 %521 to i32
  %530 = insertelement <8 x i32> poison, i32 %529, i64 0
  %531 = shufflevector <8 x i32> %530, <8 x i32> poison, <8 x i32> zeroinitializer
  %532 = icmp sgt <8 x i32> %531, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %533 = and <8 x i1> %532, %528
  %534 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %524, <8 x i1> %533, <8 x float> splat (float 0xFFF0000000000000))
  br label %535

535:                                              ; preds = %514, %517, %523
  %536 = phi <8 x float> [ %516, %514 ], [ %534, %523 ], [ splat (float 0xFFF0000000000000), %517 ]
  %537 = fcmp uno <8 x float> %507, zeroinitializer
  %538 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %507, <8 x float> splat (float 0xFFF0000000000000))
  %539 = shufflevector <8 x float> %507, <8 x float> %536, <8 x i32> <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %540 = fcmp uno <8 x float> %539, zeroinitializer
  %541 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %539, <8 x float> %538)
  %542 = shufflevector <8 x float> %507, <8 x float> %536, <8 x i32> <i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9>
  %543 = fcmp uno <8 x float> %542, zeroinitializer
  %544 = select <8 x i1> %543, <8 x i1> splat (i1 true), <8 x i1> %540
  %545 = select <8 x i1> %544, <8 x i1> splat (i1 true), <8 x i1> %537
  %546 = select <8 x i1> %545, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> zeroinitializer
  %547 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %542, <8 x float> %541)
  %548 = shl i64 %506, 5
  %549 = getelementptr i8, ptr %488, i64 %548
  %550 = getelementptr i8, ptr %549, i64 -32
  %551 = call <8 x float> @llvm.x86.avx.blendv.ps.256(<8 x float> %547, <8 x float> splat (float 0x7FF8000000000000), <8 x float> %546)
  store <8 x float> %551, ptr %550, align 32
  %552 = add nuw nsw i64 %506, 1
  %553 = icmp eq i64 %368, %506
  br i1 %553, label %554, label %505

554:                                              ; preds = %535, %503, %492
  store i64 %486, ptr %489, align 8
  br label %555

555:                                              ; preds = %554, %484
  %556 = add nsw i32 %479, 1
  %557 = sext i32 %479 to i64
  %558 = getelementptr inbounds ptr, ptr %378, i64 %557
  store ptr %488, ptr %558, align 8
  br label %559

559:                                              ; preds = %555, %477
  %560 = phi i32 [ %556, %555 ], [ %479, %477 ]
  %561 = add nuw nsw i64 %478, 1
  %562 = icmp eq i64 %561, 3
  br i1 %562, label %465, label %477

563:                                              ; preds = %469, %589
  %564 = phi i64 [ 0, %469 ], [ %600, %589 ]
  br i1 %470, label %565, label %589

565:                                              ; preds = %563
  br i1 %473, label %570, label %602

566:                                              ; preds = %589, %465
  %567 = add nsw i64 %462, 1
  %568 = icmp slt i64 %567, %452
  br i1 %568, label %461, label %641

569:                                              ; preds = %602
  br i1 %475, label %589, label %570

570:                                              ; preds = %569, %565
  %571 = phi i64 [ 0, %565 ], [ %638, %569 ]
  %572 = phi <8 x float> [ zeroinitializer, %565 ], [ %636, %569 ]
  %573 = phi <8 x float> [ splat (float 0xFFF0000000000000), %565 ], [ %637, %569 ]
  call void @llvm.assume(i1 %476)
  br label %574

574:                                              ; preds = %574, %570
  %575 = phi i64 [ %586, %574 ], [ %571, %570 ]
  %576 = phi <8 x float> [ %584, %574 ], [ %572, %570 ]
  %577 = phi <8 x float> [ %585, %574 ], [ %573, %570 ]
  %578 = phi i64 [ %587, %574 ], [ 0, %570 ]
  %579 = getelementptr inbounds nuw ptr, ptr %378, i64 %575
  %580 = load ptr, ptr %579, align 8
  %581 = getelementptr inbounds nuw float, ptr %580, i64 %564
  %582 = load <8 x float>, ptr %581, align 1
  %583 = fcmp uno <8 x float> %582, zeroinitializer
  %584 = select <8 x i1> %583, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> %576
  %585 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %582, <8 x float> %577)
  %586 = add nuw nsw i64 %575, 1
  %587 = add i64 %578, 1
  %588 = icmp eq i64 %587, %472
  br i1 %588, label %589, label %574

589:                                              ; preds = %569, %574, %563
  %590 = phi <8 x float> [ splat (float 0xFFF0000000000000), %563 ], [ %637, %569 ], [ %585, %574 ]
  %591 = phi <8 x float> [ zeroinitializer, %563 ], [ %636, %569 ], [ %584, %574 ]
  %592 = getelementptr inbounds nuw float, ptr %468, i64 %564
  %593 = sub nsw i64 %8, %564
  %594 = call i64 @llvm.smin.i64(i64 %593, i64 8)
  %595 = trunc i64 %594 to i32
  %596 = insertelement <8 x i32> poison, i32 %595, i64 0
  %597 = shufflevector <8 x i32> %596, <8 x i32> poison, <8 x i32> zeroinitializer
  %598 = icmp sgt <8 x i32> %597, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %599 = call <8 x float> @llvm.x86.avx.blendv.ps.256(<8 x float> %590, <8 x float> splat (float 0x7FF8000000000000), <8 x float> %591)
  call void @llvm.masked.store.v8f32.p0(<8 x float> %599, ptr align 1 %592, <8 x i1> %598)
  %600 = add nuw nsw i64 %564, 8
  %601 = icmp slt i64 %600, %8
  br i1 %601, label %563, label %566

602:                                              ; preds = %565, %602
  %603 = phi i64 [ %638, %602 ], [ 0, %565 ]
  %604 = phi <8 x float> [ %636, %602 ], [ zeroinitializer, %565 ]
  %605 = phi <8 x float> [ %637, %602 ], [ splat (float 0xFFF0000000000000), %565 ]
  %606 = phi i64 [ %639, %602 ], [ 0, %565 ]
  %607 = getelementptr inbounds nuw ptr, ptr %378, i64 %603
  %608 = load ptr, ptr %607, align 16
  %609 = getelementptr inbounds nuw float, ptr %608, i64 %564
  %610 = load <8 x float>, ptr %609, align 1
  %611 = fcmp uno <8 x float> %610, zeroinitializer
  %612 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %610, <8 x float> %605)
  %613 = getelementptr inbounds nuw ptr, ptr %378, i64 %603
  %614 = getelementptr inbounds nuw i8, ptr %613, i64 8
  %615 = load ptr, ptr %614, align 8
  %616 = getelementptr inbounds nuw float, ptr %615, i64 %564
  %617 = load <8 x float>, ptr %616, align 1
  %618 = fcmp uno <8 x float> %617, zeroinitializer
  %619 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %617, <8 x float> %612)
  %620 = getelementptr inbounds nuw ptr, ptr %378, i64 %603
  %621 = getelementptr inbounds nuw i8, ptr %620, i64 16
  %622 = load ptr, ptr %621, align 16
  %623 = getelementptr inbounds nuw float, ptr %622, i64 %564
  %624 = load <8 x float>, ptr %623, align 1
  %625 = fcmp uno <8 x float> %624, zeroinitializer
  %626 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %624, <8 x float> %619)
  %627 = getelementptr inbounds nuw ptr, ptr %378, i64 %603
  %628 = getelementptr inbounds nuw i8, ptr %627, i64 24
  %629 = load ptr, ptr %628, align 8
  %630 = getelementptr inbounds nuw float, ptr %629, i64 %564
  %631 = load <8 x float>, ptr %630, align 1
  %632 = fcmp uno <8 x float> %631, zeroinitializer
  %633 = select <8 x i1> %632, <8 x i1> splat (i1 true), <8 x i1> %625
  %634 = select <8 x i1> %633, <8 x i1> splat (i1 true), <8 x i1> %618
  %635 = select <8 x i1> %634, <8 x i1> splat (i1 true), <8 x i1> %611
  %636 = select <8 x i1> %635, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> %604
  %637 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %631, <8 x float> %626)
  %638 = add nuw nsw i64 %603, 4
  %639 = add i64 %606, 4
  %640 = icmp eq i64 %639, %474
  br i1 %640, label %569, label %602

641:                                              ; preds = %566, %449, %443
  %642 = add nuw nsw i64 %438, 1
  %643 = icmp eq i64 %642, %417
  br i1 %643, label %432, label %437

644:                                              ; preds = %360
  %645 = icmp eq i64 %9, 2
  %646 = icmp eq i64 %10, 2
  %647 = and i1 %645, %646
  %648 = and i1 %647, %31
  %649 = and i1 %648, %33
  %650 = and i1 %649, %35
  %651 = tail call ptr @llvm.stacksave.p0()
  br i1 %650, label %652, label %968

652:                                              ; preds = %644
  %653 = add nsw i64 %8, 7
  %654 = sdiv i64 %653, 8
  %655 = shl nsw i64 %654, 3
  %656 = icmp sgt i64 %8, 2048
  br i1 %656, label %2247, label %657

657:                                              ; preds = %652
  %658 = icmp sge i64 %2, %3
  %659 = icmp slt i64 %19, 1
  %660 = or i1 %658, %659
  br i1 %660, label %2247, label %661

661:                                              ; preds = %657
  %662 = tail call ptr @llvm.stacksave.p0()
  %663 = alloca [2 x i64], align 16
  %664 = alloca [2 x ptr], align 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %663, i8 -1, i64 16, i1 false)
  %665 = tail call i64 @llvm.smin.i64(i64 %19, i64 %7)
  %666 = add i64 %7, -1
  %667 = add i64 %666, %665
  %668 = sdiv i64 %667, %665
  %669 = mul nsw i64 %668, %4
  %670 = sdiv i64 %2, %669
  %671 = mul nsw i64 %670, %669
  %672 = icmp slt i64 %671, %3
  br i1 %672, label %673, label %2244

673:                                              ; preds = %661
  %674 = add i64 %4, -1
  %675 = mul i64 %6, %5
  %676 = icmp slt i64 %8, -14
  %677 = icmp sgt i64 %8, 0
  %678 = sub i64 %3, %671
  %679 = sub nsw i64 0, %16
  %680 = icmp sgt i64 %16, 0
  %681 = sub i64 16, %16
  %682 = icmp sgt i64 %681, %6
  %683 = or i1 %680, %682
  %684 = tail call i64 @llvm.smax.i64(i64 %16, i64 0)
  %685 = add nsw i64 %6, %16
  %686 = tail call i64 @llvm.smin.i64(i64 %685, i64 16)
  %687 = icmp sgt i64 %686, %684
  %688 = trunc nuw nsw i64 %684 to i32
  %689 = trunc nuw nsw i64 %686 to i32
  %690 = insertelement <8 x i32> poison, i32 %688, i64 0
  %691 = shufflevector <8 x i32> %690, <8 x i32> poison, <8 x i32> zeroinitializer
  %692 = icmp slt <8 x i32> %691, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %693 = insertelement <8 x i32> poison, i32 %689, i64 0
  %694 = shufflevector <8 x i32> %693, <8 x i32> poison, <8 x i32> zeroinitializer
  %695 = icmp sgt <8 x i32> %694, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %696 = and <8 x i1> %692, %695
  %697 = add nsw i32 %688, -8
  %698 = insertelement <8 x i32> poison, i32 %697, i64 0
  %699 = shufflevector <8 x i32> %698, <8 x i32> poison, <8 x i32> zeroinitializer
  %700 = icmp slt <8 x i32> %699, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %701 = add nsw i32 %689, -8
  %702 = insertelement <8 x i32> poison, i32 %701, i64 0
  %703 = shufflevector <8 x i32> %702, <8 x i32> poison, <8 x i32> zeroinitializer
  %704 = icmp sgt <8 x i32> %703, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %705 = and <8 x i1> %700, %704
  %706 = icmp slt i64 %8, 1
  br label %707

707:                                              ; preds = %673, %727
  %708 = phi i64 [ %678, %673 ], [ %731, %727 ]
  %709 = phi i64 [ %671, %673 ], [ %729, %727 ]
  %710 = phi i64 [ %670, %673 ], [ %728, %727 ]
  %711 = call i64 @llvm.smin.i64(i64 %4, i64 %708)
  %712 = call i64 @llvm.smin.i64(i64 %711, i64 %669)
  %713 = icmp sgt i64 %2, %709
  %714 = sub nsw i64 %2, %709
  %715 = select i1 %713, i64 %714, i64 0
  %716 = sub nsw i64 %3, %709
  %717 = call i64 @llvm.smin.i64(i64 %716, i64 %669)
  %718 = call i64 @llvm.smin.i64(i64 %4, i64 %717)
  %719 = icmp sgt i64 %718, 0
  br i1 %719, label %720, label %727

720:                                              ; preds = %707
  %721 = add i64 %674, %715
  %722 = mul nsw i64 %710, %4
  %723 = mul nsw i64 %710, %17
  %724 = getelementptr inbounds float, ptr %26, i64 %723
  %725 = mul nsw i64 %710, %18
  %726 = getelementptr inbounds float, ptr %27, i64 %725
  br label %732

727:                                              ; preds = %965, %707
  %728 = add nsw i64 %710, 1
  %729 = mul nsw i64 %728, %669
  %730 = icmp slt i64 %729, %3
  %731 = sub i64 %708, %669
  br i1 %730, label %707, label %2244

732:                                              ; preds = %720, %965
  %733 = phi i64 [ 0, %720 ], [ %966, %965 ]
  %734 = icmp samesign ugt i64 %715, %733
  br i1 %734, label %735, label %738

735:                                              ; preds = %732
  %736 = sub i64 %721, %733
  %737 = sdiv i64 %736, %4
  br label %738

738:                                              ; preds = %735, %732
  %739 = phi i64 [ %737, %735 ], [ 0, %732 ]
  %740 = xor i64 %733, -1
  %741 = add i64 %717, %740
  %742 = sdiv i64 %741, %4
  %743 = icmp sgt i64 %739, %742
  br i1 %743, label %965, label %744

744:                                              ; preds = %738
  %745 = add nsw i64 %742, 1
  %746 = mul nsw i64 %745, %665
  %747 = call i64 @llvm.smin.i64(i64 %746, i64 %7)
  %748 = mul i64 %675, %733
  %749 = getelementptr inbounds float, ptr %724, i64 %748
  %750 = mul nsw i64 %739, %665
  %751 = icmp slt i64 %750, %747
  br i1 %751, label %752, label %965

752:                                              ; preds = %744
  %753 = add nsw i64 %733, %722
  %754 = mul nsw i64 %733, %7
  %755 = mul nsw i64 %753, %5
  br label %756

756:                                              ; preds = %752, %890
  %757 = phi i64 [ %750, %752 ], [ %891, %890 ]
  %758 = mul nsw i64 %757, %11
  %759 = sub i64 %758, %15
  br label %772

760:                                              ; preds = %885
  %761 = add nsw i64 %757, %754
  %762 = mul nsw i64 %761, %8
  %763 = getelementptr inbounds float, ptr %726, i64 %762
  br i1 %677, label %764, label %890

764:                                              ; preds = %760
  %765 = icmp sgt i32 %886, 0
  %766 = zext i32 %886 to i64
  %767 = and i64 %766, 3
  %768 = icmp ult i32 %886, 4
  %769 = and i64 %766, 2147483644
  %770 = icmp eq i64 %767, 0
  %771 = icmp ne i64 %767, 0
  br label %887

772:                                              ; preds = %756, %885
  %773 = phi i1 [ true, %756 ], [ false, %885 ]
  %774 = phi i64 [ 0, %756 ], [ 1, %885 ]
  %775 = phi i32 [ 0, %756 ], [ %886, %885 ]
  %776 = add i64 %759, %774
  %777 = icmp sgt i64 %776, -1
  %778 = icmp slt i64 %776, %5
  %779 = and i1 %777, %778
  br i1 %779, label %780, label %885

780:                                              ; preds = %772
  %781 = and i64 %776, 1
  %782 = add nsw i64 %776, %755
  %783 = mul nuw nsw i64 %781, %655
  %784 = getelementptr inbounds float, ptr %25, i64 %783
  %785 = getelementptr inbounds nuw i64, ptr %663, i64 %781
  %786 = load i64, ptr %785, align 8
  %787 = icmp eq i64 %786, %782
  br i1 %787, label %881, label %788

788:                                              ; preds = %780
  %789 = mul nsw i64 %776, %6
  %790 = getelementptr inbounds float, ptr %749, i64 %789
  br i1 %676, label %880, label %791

791:                                              ; preds = %788
  br i1 %683, label %797, label %792

792:                                              ; preds = %791
  %793 = getelementptr inbounds nuw float, ptr %790, i64 %679
  %794 = load <8 x float>, ptr %793, align 1
  %795 = getelementptr inbounds nuw i8, ptr %793, i64 32
  %796 = load <8 x float>, ptr %795, align 1
  br label %803

797:                                              ; preds = %791
  br i1 %687, label %798, label %803

798:                                              ; preds = %797
  %799 = getelementptr inbounds float, ptr %790, i64 %679
  %800 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr readonly align 1 %799, <8 x i1> %696, <8 x float> splat (float 0xFFF0000000000000))
  %801 = getelementptr inbounds nuw i8, ptr %799, i64 32
  %802 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull readonly align 1 %801, <8 x i1> %705, <8 x float> splat (float 0xFFF0000000000000))
  br label %803

803:                                              ; preds = %792, %797, %798
  %804 = phi <8 x float> [ %800, %798 ], [ %794, %792 ], [ splat (float 0xFFF0000000000000), %797 ]
  %805 = phi <8 x float> [ %802, %798 ], [ %796, %792 ], [ splat (float 0xFFF0000000000000), %797 ]
  br i1 %706, label %880, label %806

806:                                              ; preds = %803
  %807 = shufflevector <8 x float> %804, <8 x float> %805, <8 x i32> <i32 1, i32 3, i32 9, i32 11, i32 5, i32 7, i32 13, i32 15>
  %808 = bitcast <8 x float> %807 to <4 x i64>
  %809 = shufflevector <4 x i64> %808, <4 x i64> poison, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  %810 = shufflevector <8 x float> %804, <8 x float> %805, <8 x i32> <i32 0, i32 2, i32 8, i32 10, i32 4, i32 6, i32 12, i32 14>
  %811 = bitcast <8 x float> %810 to <4 x i64>
  %812 = shufflevector <4 x i64> %811, <4 x i64> poison, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  br label %813

813:                                              ; preds = %806, %857
  %814 = phi <4 x i64> [ %809, %806 ], [ %877, %857 ]
  %815 = phi <4 x i64> [ %812, %806 ], [ %875, %857 ]
  %816 = phi i64 [ 1, %806 ], [ %878, %857 ]
  %817 = shl nsw i64 %816, 4
  %818 = sub nsw i64 %817, %16
  %819 = icmp slt i64 %818, 0
  %820 = add nuw nsw i64 %818, 16
  %821 = icmp sgt i64 %820, %6
  %822 = select i1 %819, i1 true, i1 %821
  br i1 %822, label %828, label %823

823:                                              ; preds = %813
  %824 = getelementptr inbounds nuw float, ptr %790, i64 %818
  %825 = load <8 x float>, ptr %824, align 1
  %826 = getelementptr inbounds nuw i8, ptr %824, i64 32
  %827 = load <8 x float>, ptr %826, align 1
  br label %857

828:                                              ; preds = %813
  %829 = sub nsw i64 0, %818
  %830 = select i1 %819, i64 %829, i64 0
  %831 = sub nsw i64 %6, %818
  %832 = call i64 @llvm.smin.i64(i64 %831, i64 16)
  %833 = icmp sgt i64 %832, %830
  br i1 %833, label %834, label %857

834:                                              ; preds = %828
  %835 = getelementptr inbounds float, ptr %790, i64 %818
  %836 = trunc i64 %830 to i32
  %837 = trunc i64 %832 to i32
  %838 = insertelement <8 x i32> poison, i32 %836, i64 0
  %839 = shufflevector <8 x i32> %838, <8 x i32> poison, <8 x i32> zeroinitializer
  %840 = icmp slt <8 x i32> %839, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %841 = insertelement <8 x i32> poison, i32 %837, i64 0
  %842 = shufflevector <8 x i32> %841, <8 x i32> poison, <8 x i32> zeroinitializer
  %843 = icmp sgt <8 x i32> %842, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %844 = and <8 x i1> %840, %843
  %845 = add nsw i32 %836, -8
  %846 = insertelement <8 x i32> poison, i32 %845, i64 0
  %847 = shufflevector <8 x i32> %846, <8 x i32> poison, <8 x i32> zeroinitializer
  %848 = icmp slt <8 x i32> %847, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %849 = add nsw i32 %837, -8
  %850 = insertelement <8 x i32> poison, i32 %849, i64 0
  %851 = shufflevector <8 x i32> %850, <8 x i32> poison, <8 x i32> zeroinitializer
  %852 = icmp sgt <8 x i32> %851, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %853 = and <8 x i1> %848, %852
  %854 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr readonly align 1 %835, <8 x i1> %844, <8 x float> splat (float 0xFFF0000000000000))
  %855 = getelementptr inbounds nuw i8, ptr %835, i64 32
  %856 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull readonly align 1 %855, <8 x i1> %853, <8 x float> splat (float 0xFFF0000000000000))
  br label %857

857:                                              ; preds = %828, %834, %823
  %858 = phi <8 x float> [ %854, %834 ], [ %825, %823 ], [ splat (float 0xFFF0000000000000), %828 ]
  %859 = phi <8 x float> [ %856, %834 ], [ %827, %823 ], [ splat (float 0xFFF0000000000000), %828 ]
  %860 = shufflevector <8 x float> %858, <8 x float> %859, <8 x i32> <i32 0, i32 2, i32 8, i32 10, i32 4, i32 6, i32 12, i32 14>
  %861 = shufflevector <8 x float> %858, <8 x float> %859, <8 x i32> <i32 1, i32 3, i32 9, i32 11, i32 5, i32 7, i32 13, i32 15>
  %862 = bitcast <4 x i64> %815 to <8 x float>
  %863 = fcmp uno <8 x float> %862, zeroinitializer
  %864 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %862, <8 x float> splat (float 0xFFF0000000000000))
  %865 = bitcast <4 x i64> %814 to <8 x float>
  %866 = fcmp uno <8 x float> %865, zeroinitializer
  %867 = select <8 x i1> %866, <8 x i1> splat (i1 true), <8 x i1> %863
  %868 = select <8 x i1> %867, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> zeroinitializer
  %869 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %865, <8 x float> %864)
  %870 = shl i64 %816, 5
  %871 = getelementptr i8, ptr %784, i64 %870
  %872 = getelementptr i8, ptr %871, i64 -32
  %873 = call <8 x float> @llvm.x86.avx.blendv.ps.256(<8 x float> %869, <8 x float> splat (float 0x7FF8000000000000), <8 x float> %868)
  store <8 x float> %873, ptr %872, align 32
  %874 = bitcast <8 x float> %860 to <4 x i64>
  %875 = shufflevector <4 x i64> %874, <4 x i64> poison, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  %876 = bitcast <8 x float> %861 to <4 x i64>
  %877 = shufflevector <4 x i64> %876, <4 x i64> poison, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  %878 = add nuw nsw i64 %816, 1
  %879 = icmp eq i64 %654, %816
  br i1 %879, label %880, label %813

880:                                              ; preds = %857, %803, %788
  store i64 %782, ptr %785, align 8
  br label %881

881:                                              ; preds = %880, %780
  %882 = add nsw i32 %775, 1
  %883 = sext i32 %775 to i64
  %884 = getelementptr inbounds ptr, ptr %664, i64 %883
  store ptr %784, ptr %884, align 8
  br label %885

885:                                              ; preds = %881, %772
  %886 = phi i32 [ %882, %881 ], [ %775, %772 ]
  br i1 %773, label %772, label %760

887:                                              ; preds = %764, %913
  %888 = phi i64 [ 0, %764 ], [ %924, %913 ]
  br i1 %765, label %889, label %913

889:                                              ; preds = %887
  br i1 %768, label %894, label %926

890:                                              ; preds = %913, %760
  %891 = add nsw i64 %757, 1
  %892 = icmp slt i64 %891, %747
  br i1 %892, label %756, label %965

893:                                              ; preds = %926
  br i1 %770, label %913, label %894

894:                                              ; preds = %893, %889
  %895 = phi i64 [ 0, %889 ], [ %962, %893 ]
  %896 = phi <8 x float> [ zeroinitializer, %889 ], [ %960, %893 ]
  %897 = phi <8 x float> [ splat (float 0xFFF0000000000000), %889 ], [ %961, %893 ]
  call void @llvm.assume(i1 %771)
  br label %898

898:                                              ; preds = %898, %894
  %899 = phi i64 [ %910, %898 ], [ %895, %894 ]
  %900 = phi <8 x float> [ %908, %898 ], [ %896, %894 ]
  %901 = phi <8 x float> [ %909, %898 ], [ %897, %894 ]
  %902 = phi i64 [ %911, %898 ], [ 0, %894 ]
  %903 = getelementptr inbounds nuw ptr, ptr %664, i64 %899
  %904 = load ptr, ptr %903, align 8
  %905 = getelementptr inbounds nuw float, ptr %904, i64 %888
  %906 = load <8 x float>, ptr %905, align 1
  %907 = fcmp uno <8 x float> %906, zeroinitializer
  %908 = select <8 x i1> %907, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> %900
  %909 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %906, <8 x float> %901)
  %910 = add nuw nsw i64 %899, 1
  %911 = add i64 %902, 1
  %912 = icmp eq i64 %911, %767
  br i1 %912, label %913, label %898

913:                                              ; preds = %893, %898, %887
  %914 = phi <8 x float> [ splat (float 0xFFF0000000000000), %887 ], [ %961, %893 ], [ %909, %898 ]
  %915 = phi <8 x float> [ zeroinitializer, %887 ], [ %960, %893 ], [ %908, %898 ]
  %916 = getelementptr inbounds nuw float, ptr %763, i64 %888
  %917 = sub nsw i64 %8, %888
  %918 = call i64 @llvm.smin.i64(i64 %917, i64 8)
  %919 = trunc i64 %918 to i32
  %920 = insertelement <8 x i32> poison, i32 %919, i64 0
  %921 = shufflevector <8 x i32> %920, <8 x i32> poison, <8 x i32> zeroinitializer
  %922 = icmp sgt <8 x i32> %921, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %923 = call <8 x float> @llvm.x86.avx.blendv.ps.256(<8 x float> %914, <8 x float> splat (float 0x7FF8000000000000), <8 x float> %915)
  call void @llvm.masked.store.v8f32.p0(<8 x float> %923, ptr align 1 %916, <8 x i1> %922)
  %924 = add nuw nsw i64 %888, 8
  %925 = icmp slt i64 %924, %8
  br i1 %925, label %887, label %890

926:                                              ; preds = %889, %926
  %927 = phi i64 [ %962, %926 ], [ 0, %889 ]
  %928 = phi <8 x float> [ %960, %926 ], [ zeroinitializer, %889 ]
  %929 = phi <8 x float> [ %961, %926 ], [ splat (float 0xFFF0000000000000), %889 ]
  %930 = phi i64 [ %963, %926 ], [ 0, %889 ]
  %931 = getelementptr inbounds nuw ptr, ptr %664, i64 %927
  %932 = load ptr, ptr %931, align 16
  %933 = getelementptr inbounds nuw float, ptr %932, i64 %888
  %934 = load <8 x float>, ptr %933, align 1
  %935 = fcmp uno <8 x float> %934, zeroinitializer
  %936 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %934, <8 x float> %929)
  %937 = getelementptr inbounds nuw ptr, ptr %664, i64 %927
  %938 = getelementptr inbounds nuw i8, ptr %937, i64 8
  %939 = load ptr, ptr %938, align 8
  %940 = getelementptr inbounds nuw float, ptr %939, i64 %888
  %941 = load <8 x float>, ptr %940, align 1
  %942 = fcmp uno <8 x float> %941, zeroinitializer
  %943 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %941, <8 x float> %936)
  %944 = getelementptr inbounds nuw ptr, ptr %664, i64 %927
  %945 = getelementptr inbounds nuw i8, ptr %944, i64 16
  %946 = load ptr, ptr %945, align 16
  %947 = getelementptr inbounds nuw float, ptr %946, i64 %888
  %948 = load <8 x float>, ptr %947, align 1
  %949 = fcmp uno <8 x float> %948, zeroinitializer
  %950 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %948, <8 x float> %943)
  %951 = getelementptr inbounds nuw ptr, ptr %664, i64 %927
  %952 = getelementptr inbounds nuw i8, ptr %951, i64 24
  %953 = load ptr, ptr %952, align 8
  %954 = getelementptr inbounds nuw float, ptr %953, i64 %888
  %955 = load <8 x float>, ptr %954, align 1
  %956 = fcmp uno <8 x float> %955, zeroinitializer
  %957 = select <8 x i1> %956, <8 x i1> splat (i1 true), <8 x i1> %949
  %958 = select <8 x i1> %957, <8 x i1> splat (i1 true), <8 x i1> %942
  %959 = select <8 x i1> %958, <8 x i1> splat (i1 true), <8 x i1> %935
  %960 = select <8 x i1> %959, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> %928
  %961 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %955, <8 x float> %950)
  %962 = add nuw nsw i64 %927, 4
  %963 = add i64 %930, 4
  %964 = icmp eq i64 %963, %769
  br i1 %964, label %893, label %926

965:                                              ; preds = %890, %744, %738
  %966 = add nuw nsw i64 %733, 1
  %967 = icmp eq i64 %966, %712
  br i1 %967, label %727, label %732

968:                                              ; preds = %644
  %969 = add nsw i64 %9, -1
  %970 = mul nsw i64 %13, %969
  br i1 %361, label %971, label %1371

971:                                              ; preds = %968, %971
  %972 = phi i64 [ %974, %971 ], [ 1, %968 ]
  %973 = icmp sgt i64 %972, %970
  %974 = shl i64 %972, 1
  br i1 %973, label %975, label %971

975:                                              ; preds = %971
  %976 = add nsw i64 %8, 7
  %977 = sdiv i64 %976, 8
  %978 = shl nsw i64 %977, 3
  %979 = mul nsw i64 %972, %978
  %980 = icmp sgt i64 %979, 4096
  %981 = icmp sgt i64 %9, 4096
  %982 = or i1 %981, %980
  br i1 %982, label %2247, label %983

983:                                              ; preds = %975
  %984 = icmp sge i64 %2, %3
  %985 = icmp slt i64 %19, 1
  %986 = or i1 %984, %985
  br i1 %986, label %2247, label %987

987:                                              ; preds = %983
  %988 = tail call i64 @llvm.smin.i64(i64 %19, i64 %7)
  %989 = tail call ptr @llvm.stacksave.p0()
  %990 = alloca i64, i64 %972, align 16
  %991 = alloca ptr, i64 %9, align 16
  %992 = add nsw i64 %10, -1
  %993 = mul nsw i64 %14, %992
  %994 = icmp slt i64 %993, 8
  %995 = icmp sgt i64 %972, 0
  br i1 %995, label %996, label %998

996:                                              ; preds = %987
  %997 = shl nuw i64 %972, 3
  call void @llvm.memset.p0.i64(ptr nonnull align 16 %990, i8 -1, i64 %997, i1 false)
  br label %998

998:                                              ; preds = %996, %987
  %999 = add i64 %7, -1
  %1000 = add i64 %999, %988
  %1001 = sdiv i64 %1000, %988
  %1002 = mul nsw i64 %1001, %4
  %1003 = sdiv i64 %2, %1002
  %1004 = mul nsw i64 %1003, %1002
  %1005 = icmp slt i64 %1004, %3
  br i1 %1005, label %1006, label %2244

1006:                                             ; preds = %998
  %1007 = add i64 %4, -1
  %1008 = mul i64 %6, %5
  %1009 = icmp sgt i64 %9, 0
  %1010 = add nsw i64 %972, -1
  %1011 = icmp sgt i64 %8, 0
  %1012 = icmp sgt i64 %10, 0
  %1013 = icmp slt i64 %8, -14
  %1014 = tail call i64 @llvm.smax.i64(i64 %977, i64 0)
  %1015 = sub i64 %3, %1004
  br label %1016

1016:                                             ; preds = %1006, %1037
  %1017 = phi i64 [ %1015, %1006 ], [ %1042, %1037 ]
  %1018 = phi i64 [ %1004, %1006 ], [ %1040, %1037 ]
  %1019 = phi i64 [ %1003, %1006 ], [ %1039, %1037 ]
  %1020 = phi <8 x float> [ undef, %1006 ], [ %1038, %1037 ]
  %1021 = call i64 @llvm.smin.i64(i64 %4, i64 %1017)
  %1022 = call i64 @llvm.smin.i64(i64 %1021, i64 %1002)
  %1023 = icmp sgt i64 %2, %1018
  %1024 = sub nsw i64 %2, %1018
  %1025 = select i1 %1023, i64 %1024, i64 0
  %1026 = sub nsw i64 %3, %1018
  %1027 = call i64 @llvm.smin.i64(i64 %1026, i64 %1002)
  %1028 = call i64 @llvm.smin.i64(i64 %4, i64 %1027)
  %1029 = icmp sgt i64 %1028, 0
  br i1 %1029, label %1030, label %1037

1030:                                             ; preds = %1016
  %1031 = add i64 %1007, %1025
  %1032 = mul nsw i64 %1019, %4
  %1033 = mul nsw i64 %1019, %17
  %1034 = getelementptr inbounds float, ptr %26, i64 %1033
  %1035 = mul nsw i64 %1019, %18
  %1036 = getelementptr inbounds float, ptr %27, i64 %1035
  br label %1043

1037:                                             ; preds = %1367, %1016
  %1038 = phi <8 x float> [ %1020, %1016 ], [ %1368, %1367 ]
  %1039 = add nsw i64 %1019, 1
  %1040 = mul nsw i64 %1039, %1002
  %1041 = icmp slt i64 %1040, %3
  %1042 = sub i64 %1017, %1002
  br i1 %1041, label %1016, label %2244

1043:                                             ; preds = %1030, %1367
  %1044 = phi i64 [ 0, %1030 ], [ %1369, %1367 ]
  %1045 = phi <8 x float> [ %1020, %1030 ], [ %1368, %1367 ]
  %1046 = icmp samesign ugt i64 %1025, %1044
  br i1 %1046, label %1047, label %1050

1047:                                             ; preds = %1043
  %1048 = sub i64 %1031, %1044
  %1049 = sdiv i64 %1048, %4
  br label %1050

1050:                                             ; preds = %1047, %1043
  %1051 = phi i64 [ %1049, %1047 ], [ 0, %1043 ]
  %1052 = xor i64 %1044, -1
  %1053 = add i64 %1027, %1052
  %1054 = sdiv i64 %1053, %4
  %1055 = icmp sgt i64 %1051, %1054
  br i1 %1055, label %1367, label %1056

1056:                                             ; preds = %1050
  %1057 = add nsw i64 %1054, 1
  %1058 = mul nsw i64 %1057, %988
  %1059 = call i64 @llvm.smin.i64(i64 %1058, i64 %7)
  %1060 = mul i64 %1008, %1044
  %1061 = getelementptr inbounds float, ptr %1034, i64 %1060
  %1062 = mul nsw i64 %1051, %988
  %1063 = icmp slt i64 %1062, %1059
  br i1 %1063, label %1064, label %1367

1064:                                             ; preds = %1056
  %1065 = add nsw i64 %1044, %1032
  %1066 = mul nsw i64 %1044, %7
  %1067 = mul nsw i64 %1065, %5
  br label %1068

1068:                                             ; preds = %1064, %1292
  %1069 = phi i64 [ %1062, %1064 ], [ %1293, %1292 ]
  %1070 = phi <8 x float> [ %1045, %1064 ], [ %1078, %1292 ]
  %1071 = add nsw i64 %1069, %1066
  %1072 = mul nsw i64 %1071, %8
  %1073 = getelementptr inbounds float, ptr %1036, i64 %1072
  br i1 %1009, label %1074, label %1077

1074:                                             ; preds = %1068
  %1075 = mul nsw i64 %1069, %11
  %1076 = sub i64 %1075, %15
  br label %1088

1077:                                             ; preds = %1284, %1068
  %1078 = phi <8 x float> [ %1070, %1068 ], [ %1285, %1284 ]
  %1079 = phi i32 [ 0, %1068 ], [ %1286, %1284 ]
  br i1 %1011, label %1080, label %1292

1080:                                             ; preds = %1077
  %1081 = icmp sgt i32 %1079, 0
  %1082 = zext i32 %1079 to i64
  %1083 = and i64 %1082, 3
  %1084 = icmp ult i32 %1079, 4
  %1085 = and i64 %1082, 2147483644
  %1086 = icmp eq i64 %1083, 0
  %1087 = icmp ne i64 %1083, 0
  br label %1289

1088:                                             ; preds = %1074, %1284
  %1089 = phi i64 [ 0, %1074 ], [ %1287, %1284 ]
  %1090 = phi i32 [ 0, %1074 ], [ %1286, %1284 ]
  %1091 = phi <8 x float> [ %1070, %1074 ], [ %1285, %1284 ]
  %1092 = mul nsw i64 %1089, %13
  %1093 = add i64 %1076, %1092
  %1094 = icmp sgt i64 %1093, -1
  %1095 = icmp slt i64 %1093, %5
  %1096 = and i1 %1094, %1095
  br i1 %1096, label %1097, label %1284

1097:                                             ; preds = %1088
  %1098 = and i64 %1093, %1010
  %1099 = add nsw i64 %1093, %1067
  %1100 = mul nsw i64 %1098, %978
  %1101 = getelementptr inbounds float, ptr %25, i64 %1100
  %1102 = getelementptr inbounds nuw i64, ptr %990, i64 %1098
  %1103 = load i64, ptr %1102, align 8
  %1104 = icmp eq i64 %1103, %1099
  br i1 %1104, label %1279, label %1105

1105:                                             ; preds = %1097
  %1106 = mul nsw i64 %1093, %6
  %1107 = getelementptr inbounds float, ptr %1061, i64 %1106
  br i1 %994, label %1108, label %1175

1108:                                             ; preds = %1105
  br i1 %1013, label %1277, label %1109

1109:                                             ; preds = %1108, %1172
  %1110 = phi i64 [ %1173, %1172 ], [ 0, %1108 ]
  %1111 = phi <8 x float> [ %1140, %1172 ], [ %1091, %1108 ]
  %1112 = shl nsw i64 %1110, 3
  %1113 = sub nsw i64 %1112, %16
  %1114 = icmp slt i64 %1113, 0
  %1115 = add nuw nsw i64 %1113, 8
  %1116 = icmp sgt i64 %1115, %6
  %1117 = select i1 %1114, i1 true, i1 %1116
  br i1 %1117, label %1121, label %1118

1118:                                             ; preds = %1109
  %1119 = getelementptr inbounds nuw float, ptr %1107, i64 %1113
  %1120 = load <8 x float>, ptr %1119, align 1
  br label %1139

1121:                                             ; preds = %1109
  %1122 = sub nsw i64 0, %1113
  %1123 = select i1 %1114, i64 %1122, i64 0
  %1124 = sub nsw i64 %6, %1113
  %1125 = call i64 @llvm.smin.i64(i64 %1124, i64 8)
  %1126 = icmp sgt i64 %1125, %1123
  br i1 %1126, label %1127, label %1139

1127:                                             ; preds = %1121
  %1128 = getelementptr inbounds float, ptr %1107, i64 %1113
  %1129 = trunc i64 %1123 to i32
  %1130 = insertelement <8 x i32> poison, i32 %1129, i64 0
  %1131 = shufflevector <8 x i32> %1130, <8 x i32> poison, <8 x i32> zeroinitializer
  %1132 = icmp slt <8 x i32> %1131, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1133 = trunc i64 %1125 to i32
  %1134 = insertelement <8 x i32> poison, i32 %1133, i64 0
  %1135 = shufflevector <8 x i32> %1134, <8 x i32> poison, <8 x i32> zeroinitializer
  %1136 = icmp sgt <8 x i32> %1135, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1137 = and <8 x i1> %1136, %1132
  %1138 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1128, <8 x i1> %1137, <8 x float> splat (float 0xFFF0000000000000))
  br label %1139

1139:                                             ; preds = %1127, %1121, %1118
  %1140 = phi <8 x float> [ %1120, %1118 ], [ %1138, %1127 ], [ splat (float 0xFFF0000000000000), %1121 ]
  %1141 = icmp eq i64 %1110, 0
  br i1 %1141, label %1172, label %1142

1142:                                             ; preds = %1139
  br i1 %1012, label %1150, label %1143

1143:                                             ; preds = %1165, %1142
  %1144 = phi <8 x float> [ zeroinitializer, %1142 ], [ %1168, %1165 ]
  %1145 = phi <8 x float> [ splat (float 0xFFF0000000000000), %1142 ], [ %1169, %1165 ]
  %1146 = shl i64 %1110, 5
  %1147 = getelementptr i8, ptr %1101, i64 %1146
  %1148 = getelementptr i8, ptr %1147, i64 -32
  %1149 = call <8 x float> @llvm.x86.avx.blendv.ps.256(<8 x float> %1145, <8 x float> splat (float 0x7FF8000000000000), <8 x float> %1144)
  store <8 x float> %1149, ptr %1148, align 32
  br label %1172

1150:                                             ; preds = %1142, %1165
  %1151 = phi <8 x float> [ %1169, %1165 ], [ splat (float 0xFFF0000000000000), %1142 ]
  %1152 = phi <8 x float> [ %1168, %1165 ], [ zeroinitializer, %1142 ]
  %1153 = phi i64 [ %1170, %1165 ], [ 0, %1142 ]
  %1154 = mul nsw i64 %1153, %14
  %1155 = icmp eq i64 %1154, 0
  br i1 %1155, label %1165, label %1156

1156:                                             ; preds = %1150
  %1157 = trunc i64 %1154 to i32
  %1158 = insertelement <8 x i32> poison, i32 %1157, i64 0
  %1159 = shufflevector <8 x i32> %1158, <8 x i32> poison, <8 x i32> zeroinitializer
  %1160 = add <8 x i32> %1159, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1161 = call <8 x float> @llvm.x86.avx2.permps(<8 x float> %1111, <8 x i32> %1160)
  %1162 = call <8 x float> @llvm.x86.avx2.permps(<8 x float> %1140, <8 x i32> %1160)
  %1163 = icmp sgt <8 x i32> %1160, splat (i32 7)
  %1164 = select <8 x i1> %1163, <8 x float> %1162, <8 x float> %1161
  br label %1165

1165:                                             ; preds = %1150, %1156
  %1166 = phi <8 x float> [ %1164, %1156 ], [ %1111, %1150 ]
  %1167 = fcmp uno <8 x float> %1166, zeroinitializer
  %1168 = select <8 x i1> %1167, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> %1152
  %1169 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1166, <8 x float> %1151)
  %1170 = add nuw nsw i64 %1153, 1
  %1171 = icmp eq i64 %1170, %10
  br i1 %1171, label %1143, label %1150

1172:                                             ; preds = %1143, %1139
  %1173 = add nuw nsw i64 %1110, 1
  %1174 = icmp eq i64 %1110, %1014
  br i1 %1174, label %1277, label %1109

1175:                                             ; preds = %1105
  br i1 %1011, label %1176, label %1277

1176:                                             ; preds = %1175, %1180
  %1177 = phi i64 [ %1185, %1180 ], [ 0, %1175 ]
  br i1 %1012, label %1178, label %1180

1178:                                             ; preds = %1176
  %1179 = sub i64 %1177, %16
  br label %1187

1180:                                             ; preds = %1269, %1176
  %1181 = phi <8 x float> [ splat (float 0xFFF0000000000000), %1176 ], [ %1274, %1269 ]
  %1182 = phi <8 x float> [ zeroinitializer, %1176 ], [ %1273, %1269 ]
  %1183 = getelementptr inbounds nuw float, ptr %1101, i64 %1177
  %1184 = call <8 x float> @llvm.x86.avx.blendv.ps.256(<8 x float> %1181, <8 x float> splat (float 0x7FF8000000000000), <8 x float> %1182)
  store <8 x float> %1184, ptr %1183, align 32
  %1185 = add nuw nsw i64 %1177, 8
  %1186 = icmp slt i64 %1185, %978
  br i1 %1186, label %1176, label %1277

1187:                                             ; preds = %1178, %1269
  %1188 = phi i64 [ 0, %1178 ], [ %1275, %1269 ]
  %1189 = phi <8 x float> [ zeroinitializer, %1178 ], [ %1273, %1269 ]
  %1190 = phi <8 x float> [ splat (float 0xFFF0000000000000), %1178 ], [ %1274, %1269 ]
  %1191 = mul nsw i64 %1188, %14
  %1192 = add i64 %1179, %1191
  %1193 = icmp sgt i64 %1192, -1
  %1194 = icmp slt i64 %1192, %6
  %1195 = and i1 %1193, %1194
  br i1 %1195, label %1196, label %1199

1196:                                             ; preds = %1187
  %1197 = getelementptr inbounds nuw float, ptr %1107, i64 %1192
  %1198 = load float, ptr %1197, align 4
  br label %1199

1199:                                             ; preds = %1196, %1187
  %1200 = phi float [ %1198, %1196 ], [ 0xFFF0000000000000, %1187 ]
  %1201 = insertelement <8 x float> poison, float %1200, i64 0
  %1202 = add i64 %1192, 1
  %1203 = icmp sgt i64 %1202, -1
  %1204 = icmp slt i64 %1202, %6
  %1205 = and i1 %1203, %1204
  br i1 %1205, label %1206, label %1209

1206:                                             ; preds = %1199
  %1207 = getelementptr inbounds nuw float, ptr %1107, i64 %1202
  %1208 = load float, ptr %1207, align 4
  br label %1209

1209:                                             ; preds = %1206, %1199
  %1210 = phi float [ %1208, %1206 ], [ 0xFFF0000000000000, %1199 ]
  %1211 = insertelement <8 x float> %1201, float %1210, i64 1
  %1212 = add i64 %1192, 2
  %1213 = icmp sgt i64 %1212, -1
  %1214 = icmp slt i64 %1212, %6
  %1215 = and i1 %1213, %1214
  br i1 %1215, label %1216, label %1219

1216:                                             ; preds = %1209
  %1217 = getelementptr inbounds nuw float, ptr %1107, i64 %1212
  %1218 = load float, ptr %1217, align 4
  br label %1219

1219:                                             ; preds = %1216, %1209
  %1220 = phi float [ %1218, %1216 ], [ 0xFFF0000000000000, %1209 ]
  %1221 = insertelement <8 x float> %1211, float %1220, i64 2
  %1222 = add i64 %1192, 3
  %1223 = icmp sgt i64 %1222, -1
  %1224 = icmp slt i64 %1222, %6
  %1225 = and i1 %1223, %1224
  br i1 %1225, label %1226, label %1229

1226:                                             ; preds = %1219
  %1227 = getelementptr inbounds nuw float, ptr %1107, i64 %1222
  %1228 = load float, ptr %1227, align 4
  br label %1229

1229:                                             ; preds = %1226, %1219
  %1230 = phi float [ %1228, %1226 ], [ 0xFFF0000000000000, %1219 ]
  %1231 = insertelement <8 x float> %1221, float %1230, i64 3
  %1232 = add i64 %1192, 4
  %1233 = icmp sgt i64 %1232, -1
  %1234 = icmp slt i64 %1232, %6
  %1235 = and i1 %1233, %1234
  br i1 %1235, label %1236, label %1239

1236:                                             ; preds = %1229
  %1237 = getelementptr inbounds nuw float, ptr %1107, i64 %1232
  %1238 = load float, ptr %1237, align 4
  br label %1239

1239:                                             ; preds = %1236, %1229
  %1240 = phi float [ %1238, %1236 ], [ 0xFFF0000000000000, %1229 ]
  %1241 = insertelement <8 x float> %1231, float %1240, i64 4
  %1242 = add i64 %1192, 5
  %1243 = icmp sgt i64 %1242, -1
  %1244 = icmp slt i64 %1242, %6
  %1245 = and i1 %1243, %1244
  br i1 %1245, label %1246, label %1249

1246:                                             ; preds = %1239
  %1247 = getelementptr inbounds nuw float, ptr %1107, i64 %1242
  %1248 = load float, ptr %1247, align 4
  br label %1249

1249:                                             ; preds = %1246, %1239
  %1250 = phi float [ %1248, %1246 ], [ 0xFFF0000000000000, %1239 ]
  %1251 = insertelement <8 x float> %1241, float %1250, i64 5
  %1252 = add i64 %1192, 6
  %1253 = icmp sgt i64 %1252, -1
  %1254 = icmp slt i64 %1252, %6
  %1255 = and i1 %1253, %1254
  br i1 %1255, label %1256, label %1259

1256:                                             ; preds = %1249
  %1257 = getelementptr inbounds nuw float, ptr %1107, i64 %1252
  %1258 = load float, ptr %1257, align 4
  br label %1259

1259:                                             ; preds = %1256, %1249
  %1260 = phi float [ %1258, %1256 ], [ 0xFFF0000000000000, %1249 ]
  %1261 = insertelement <8 x float> %1251, float %1260, i64 6
  %1262 = add i64 %1192, 7
  %1263 = icmp sgt i64 %1262, -1
  %1264 = icmp slt i64 %1262, %6
  %1265 = and i1 %1263, %1264
  br i1 %1265, label %1266, label %1269

1266:                                             ; preds = %1259
  %1267 = getelementptr inbounds nuw float, ptr %1107, i64 %1262
  %1268 = load float, ptr %1267, align 4
  br label %1269

1269:                                             ; preds = %1266, %1259
  %1270 = phi float [ %1268, %1266 ], [ 0xFFF0000000000000, %1259 ]
  %1271 = insertelement <8 x float> %1261, float %1270, i64 7
  %1272 = fcmp uno <8 x float> %1271, zeroinitializer
  %1273 = select <8 x i1> %1272, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> %1189
  %1274 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1271, <8 x float> %1190)
  %1275 = add nuw nsw i64 %1188, 1
  %1276 = icmp eq i64 %1275, %10
  br i1 %1276, label %1180, label %1187

1277:                                             ; preds = %1180, %1172, %1175, %1108
  %1278 = phi <8 x float> [ %1091, %1175 ], [ %1091, %1108 ], [ %1140, %1172 ], [ %1091, %1180 ]
  store i64 %1099, ptr %1102, align 8
  br label %1279

1279:                                             ; preds = %1277, %1097
  %1280 = phi <8 x float> [ %1091, %1097 ], [ %1278, %1277 ]
  %1281 = add nsw i32 %1090, 1
  %1282 = sext i32 %1090 to i64
  %1283 = getelementptr inbounds ptr, ptr %991, i64 %1282
  store ptr %1101, ptr %1283, align 8
  br label %1284

1284:                                             ; preds = %1279, %1088
  %1285 = phi <8 x float> [ %1280, %1279 ], [ %1091, %1088 ]
  %1286 = phi i32 [ %1281, %1279 ], [ %1090, %1088 ]
  %1287 = add nuw nsw i64 %1089, 1
  %1288 = icmp eq i64 %1287, %9
  br i1 %1288, label %1077, label %1088

1289:                                             ; preds = %1080, %1315
  %1290 = phi i64 [ 0, %1080 ], [ %1326, %1315 ]
  br i1 %1081, label %1291, label %1315

1291:                                             ; preds = %1289
  br i1 %1084, label %1296, label %1328

1292:                                             ; preds = %1315, %1077
  %1293 = add nsw i64 %1069, 1
  %1294 = icmp slt i64 %1293, %1059
  br i1 %1294, label %1068, label %1367

1295:                                             ; preds = %1328
  br i1 %1086, label %1315, label %1296

1296:                                             ; preds = %1295, %1291
  %1297 = phi i64 [ 0, %1291 ], [ %1364, %1295 ]
  %1298 = phi <8 x float> [ zeroinitializer, %1291 ], [ %1362, %1295 ]
  %1299 = phi <8 x float> [ splat (float 0xFFF0000000000000), %1291 ], [ %1363, %1295 ]
  call void @llvm.assume(i1 %1087)
  br label %1300

1300:                                             ; preds = %1300, %1296
  %1301 = phi i64 [ %1312, %1300 ], [ %1297, %1296 ]
  %1302 = phi <8 x float> [ %1310, %1300 ], [ %1298, %1296 ]
  %1303 = phi <8 x float> [ %1311, %1300 ], [ %1299, %1296 ]
  %1304 = phi i64 [ %1313, %1300 ], [ 0, %1296 ]
  %1305 = getelementptr inbounds nuw ptr, ptr %991, i64 %1301
  %1306 = load ptr, ptr %1305, align 8
  %1307 = getelementptr inbounds nuw float, ptr %1306, i64 %1290
  %1308 = load <8 x float>, ptr %1307, align 1
  %1309 = fcmp uno <8 x float> %1308, zeroinitializer
  %1310 = select <8 x i1> %1309, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> %1302
  %1311 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1308, <8 x float> %1303)
  %1312 = add nuw nsw i64 %1301, 1
  %1313 = add i64 %1304, 1
  %1314 = icmp eq i64 %1313, %1083
  br i1 %1314, label %1315, label %1300

1315:                                             ; preds = %1295, %1300, %1289
  %1316 = phi <8 x float> [ splat (float 0xFFF0000000000000), %1289 ], [ %1363, %1295 ], [ %1311, %1300 ]
  %1317 = phi <8 x float> [ zeroinitializer, %1289 ], [ %1362, %1295 ], [ %1310, %1300 ]
  %1318 = getelementptr inbounds nuw float, ptr %1073, i64 %1290
  %1319 = sub nsw i64 %8, %1290
  %1320 = call i64 @llvm.smin.i64(i64 %1319, i64 8)
  %1321 = trunc i64 %1320 to i32
  %1322 = insertelement <8 x i32> poison, i32 %1321, i64 0
  %1323 = shufflevector <8 x i32> %1322, <8 x i32> poison, <8 x i32> zeroinitializer
  %1324 = icmp sgt <8 x i32> %1323, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1325 = call <8 x float> @llvm.x86.avx.blendv.ps.256(<8 x float> %1316, <8 x float> splat (float 0x7FF8000000000000), <8 x float> %1317)
  call void @llvm.masked.store.v8f32.p0(<8 x float> %1325, ptr align 1 %1318, <8 x i1> %1324)
  %1326 = add nuw nsw i64 %1290, 8
  %1327 = icmp slt i64 %1326, %8
  br i1 %1327, label %1289, label %1292

1328:                                             ; preds = %1291, %1328
  %1329 = phi i64 [ %1364, %1328 ], [ 0, %1291 ]
  %1330 = phi <8 x float> [ %1362, %1328 ], [ zeroinitializer, %1291 ]
  %1331 = phi <8 x float> [ %1363, %1328 ], [ splat (float 0xFFF0000000000000), %1291 ]
  %1332 = phi i64 [ %1365, %1328 ], [ 0, %1291 ]
  %1333 = getelementptr inbounds nuw ptr, ptr %991, i64 %1329
  %1334 = load ptr, ptr %1333, align 16
  %1335 = getelementptr inbounds nuw float, ptr %1334, i64 %1290
  %1336 = load <8 x float>, ptr %1335, align 1
  %1337 = fcmp uno <8 x float> %1336, zeroinitializer
  %1338 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1336, <8 x float> %1331)
  %1339 = getelementptr inbounds nuw ptr, ptr %991, i64 %1329
  %1340 = getelementptr inbounds nuw i8, ptr %1339, i64 8
  %1341 = load ptr, ptr %1340, align 8
  %1342 = getelementptr inbounds nuw float, ptr %1341, i64 %1290
  %1343 = load <8 x float>, ptr %1342, align 1
  %1344 = fcmp uno <8 x float> %1343, zeroinitializer
  %1345 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1343, <8 x float> %1338)
  %1346 = getelementptr inbounds nuw ptr, ptr %991, i64 %1329
  %1347 = getelementptr inbounds nuw i8, ptr %1346, i64 16
  %1348 = load ptr, ptr %1347, align 16
  %1349 = getelementptr inbounds nuw float, ptr %1348, i64 %1290
  %1350 = load <8 x float>, ptr %1349, align 1
  %1351 = fcmp uno <8 x float> %1350, zeroinitializer
  %1352 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1350, <8 x float> %1345)
  %1353 = getelementptr inbounds nuw ptr, ptr %991, i64 %1329
  %1354 = getelementptr inbounds nuw i8, ptr %1353, i64 24
  %1355 = load ptr, ptr %1354, align 8
  %1356 = getelementptr inbounds nuw float, ptr %1355, i64 %1290
  %1357 = load <8 x float>, ptr %1356, align 1
  %1358 = fcmp uno <8 x float> %1357, zeroinitializer
  %1359 = select <8 x i1> %1358, <8 x i1> splat (i1 true), <8 x i1> %1351
  %1360 = select <8 x i1> %1359, <8 x i1> splat (i1 true), <8 x i1> %1344
  %1361 = select <8 x i1> %1360, <8 x i1> splat (i1 true), <8 x i1> %1337
  %1362 = select <8 x i1> %1361, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> %1330
  %1363 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1357, <8 x float> %1352)
  %1364 = add nuw nsw i64 %1329, 4
  %1365 = add i64 %1332, 4
  %1366 = icmp eq i64 %1365, %1085
  br i1 %1366, label %1295, label %1328

1367:                                             ; preds = %1292, %1056, %1050
  %1368 = phi <8 x float> [ %1045, %1050 ], [ %1045, %1056 ], [ %1078, %1292 ]
  %1369 = add nuw nsw i64 %1044, 1
  %1370 = icmp eq i64 %1369, %1022
  br i1 %1370, label %1037, label %1043

1371:                                             ; preds = %968
  br i1 %31, label %1372, label %1805

1372:                                             ; preds = %1371, %1372
  %1373 = phi i64 [ %1375, %1372 ], [ 1, %1371 ]
  %1374 = icmp sgt i64 %1373, %970
  %1375 = shl i64 %1373, 1
  br i1 %1374, label %1376, label %1372

1376:                                             ; preds = %1372
  %1377 = add nsw i64 %8, 7
  %1378 = sdiv i64 %1377, 8
  %1379 = shl nsw i64 %1378, 3
  %1380 = mul nsw i64 %1373, %1379
  %1381 = icmp sgt i64 %1380, 4096
  %1382 = icmp sgt i64 %9, 4096
  %1383 = or i1 %1382, %1381
  br i1 %1383, label %2247, label %1384

1384:                                             ; preds = %1376
  %1385 = icmp sge i64 %2, %3
  %1386 = icmp slt i64 %19, 1
  %1387 = or i1 %1385, %1386
  br i1 %1387, label %2247, label %1388

1388:                                             ; preds = %1384
  %1389 = tail call i64 @llvm.smin.i64(i64 %19, i64 %7)
  %1390 = tail call ptr @llvm.stacksave.p0()
  %1391 = alloca i64, i64 %1373, align 16
  %1392 = alloca ptr, i64 %9, align 16
  %1393 = add nsw i64 %10, -1
  %1394 = mul nsw i64 %14, %1393
  %1395 = icmp slt i64 %1394, 16
  %1396 = icmp sgt i64 %1373, 0
  br i1 %1396, label %1397, label %1399

1397:                                             ; preds = %1388
  %1398 = shl nuw i64 %1373, 3
  call void @llvm.memset.p0.i64(ptr nonnull align 16 %1391, i8 -1, i64 %1398, i1 false)
  br label %1399

1399:                                             ; preds = %1397, %1388
  %1400 = add i64 %7, -1
  %1401 = add i64 %1400, %1389
  %1402 = sdiv i64 %1401, %1389
  %1403 = mul nsw i64 %1402, %4
  %1404 = sdiv i64 %2, %1403
  %1405 = mul nsw i64 %1404, %1403
  %1406 = icmp slt i64 %1405, %3
  br i1 %1406, label %1407, label %2244

1407:                                             ; preds = %1399
  %1408 = add i64 %4, -1
  %1409 = mul i64 %6, %5
  %1410 = icmp sgt i64 %9, 0
  %1411 = add nsw i64 %1373, -1
  %1412 = icmp sgt i64 %8, 0
  %1413 = icmp sgt i64 %10, 0
  %1414 = icmp slt i64 %8, -14
  %1415 = getelementptr inbounds nuw i8, ptr %24, i64 32
  %1416 = getelementptr inbounds nuw i8, ptr %23, i64 32
  %1417 = tail call i64 @llvm.smax.i64(i64 %1378, i64 0)
  %1418 = sub i64 %3, %1405
  br label %1419

1419:                                             ; preds = %1407, %1439
  %1420 = phi i64 [ %1418, %1407 ], [ %1443, %1439 ]
  %1421 = phi i64 [ %1405, %1407 ], [ %1441, %1439 ]
  %1422 = phi i64 [ %1404, %1407 ], [ %1440, %1439 ]
  %1423 = call i64 @llvm.smin.i64(i64 %4, i64 %1420)
  %1424 = call i64 @llvm.smin.i64(i64 %1423, i64 %1403)
  %1425 = icmp sgt i64 %2, %1421
  %1426 = sub nsw i64 %2, %1421
  %1427 = select i1 %1425, i64 %1426, i64 0
  %1428 = sub nsw i64 %3, %1421
  %1429 = call i64 @llvm.smin.i64(i64 %1428, i64 %1403)
  %1430 = call i64 @llvm.smin.i64(i64 %4, i64 %1429)
  %1431 = icmp sgt i64 %1430, 0
  br i1 %1431, label %1432, label %1439

1432:                                             ; preds = %1419
  %1433 = add i64 %1408, %1427
  %1434 = mul nsw i64 %1422, %4
  %1435 = mul nsw i64 %1422, %17
  %1436 = getelementptr inbounds float, ptr %26, i64 %1435
  %1437 = mul nsw i64 %1422, %18
  %1438 = getelementptr inbounds float, ptr %27, i64 %1437
  br label %1444

1439:                                             ; preds = %1802, %1419
  %1440 = add nsw i64 %1422, 1
  %1441 = mul nsw i64 %1440, %1403
  %1442 = icmp slt i64 %1441, %3
  %1443 = sub i64 %1420, %1403
  br i1 %1442, label %1419, label %2244

1444:                                             ; preds = %1432, %1802
  %1445 = phi i64 [ 0, %1432 ], [ %1803, %1802 ]
  %1446 = icmp samesign ugt i64 %1427, %1445
  br i1 %1446, label %1447, label %1450

1447:                                             ; preds = %1444
  %1448 = sub i64 %1433, %1445
  %1449 = sdiv i64 %1448, %4
  br label %1450

1450:                                             ; preds = %1447, %1444
  %1451 = phi i64 [ %1449, %1447 ], [ 0, %1444 ]
  %1452 = xor i64 %1445, -1
  %1453 = add i64 %1429, %1452
  %1454 = sdiv i64 %1453, %4
  %1455 = icmp sgt i64 %1451, %1454
  br i1 %1455, label %1802, label %1456

1456:                                             ; preds = %1450
  %1457 = add nsw i64 %1454, 1
  %1458 = mul nsw i64 %1457, %1389
  %1459 = call i64 @llvm.smin.i64(i64 %1458, i64 %7)
  %1460 = mul i64 %1409, %1445
  %1461 = getelementptr inbounds float, ptr %1436, i64 %1460
  %1462 = mul nsw i64 %1451, %1389
  %1463 = icmp slt i64 %1462, %1459
  br i1 %1463, label %1464, label %1802

1464:                                             ; preds = %1456
  %1465 = add nsw i64 %1445, %1434
  %1466 = mul nsw i64 %1445, %7
  %1467 = mul nsw i64 %1465, %5
  br label %1468

1468:                                             ; preds = %1464, %1727
  %1469 = phi i64 [ %1462, %1464 ], [ %1728, %1727 ]
  %1470 = add nsw i64 %1469, %1466
  %1471 = mul nsw i64 %1470, %8
  %1472 = getelementptr inbounds float, ptr %1438, i64 %1471
  br i1 %1410, label %1473, label %1476

1473:                                             ; preds = %1468
  %1474 = mul nsw i64 %1469, %11
  %1475 = sub i64 %1474, %15
  br label %1486

1476:                                             ; preds = %1720, %1468
  %1477 = phi i32 [ 0, %1468 ], [ %1721, %1720 ]
  br i1 %1412, label %1478, label %1727

1478:                                             ; preds = %1476
  %1479 = icmp sgt i32 %1477, 0
  %1480 = zext i32 %1477 to i64
  %1481 = and i64 %1480, 3
  %1482 = icmp ult i32 %1477, 4
  %1483 = and i64 %1480, 2147483644
  %1484 = icmp eq i64 %1481, 0
  %1485 = icmp ne i64 %1481, 0
  br label %1724

1486:                                             ; preds = %1473, %1720
  %1487 = phi i64 [ 0, %1473 ], [ %1722, %1720 ]
  %1488 = phi i32 [ 0, %1473 ], [ %1721, %1720 ]
  %1489 = mul nsw i64 %1487, %13
  %1490 = add i64 %1475, %1489
  %1491 = icmp sgt i64 %1490, -1
  %1492 = icmp slt i64 %1490, %5
  %1493 = and i1 %1491, %1492
  br i1 %1493, label %1494, label %1720

1494:                                             ; preds = %1486
  %1495 = and i64 %1490, %1411
  %1496 = add nsw i64 %1490, %1467
  %1497 = mul nsw i64 %1495, %1379
  %1498 = getelementptr inbounds float, ptr %25, i64 %1497
  %1499 = getelementptr inbounds nuw i64, ptr %1391, i64 %1495
  %1500 = load i64, ptr %1499, align 8
  %1501 = icmp eq i64 %1500, %1496
  br i1 %1501, label %1716, label %1502

1502:                                             ; preds = %1494
  %1503 = mul nsw i64 %1490, %6
  %1504 = getelementptr inbounds float, ptr %1461, i64 %1503
  br i1 %1395, label %1505, label %1598

1505:                                             ; preds = %1502
  call void @llvm.lifetime.start.p0(ptr nonnull %23)
  call void @llvm.lifetime.start.p0(ptr nonnull %24)
  br i1 %1414, label %1597, label %1506

1506:                                             ; preds = %1505, %1594
  %1507 = phi i64 [ %1595, %1594 ], [ 0, %1505 ]
  %1508 = shl nsw i64 %1507, 4
  %1509 = sub nsw i64 %1508, %16
  %1510 = icmp slt i64 %1509, 0
  %1511 = add nuw nsw i64 %1509, 16
  %1512 = icmp sgt i64 %1511, %6
  %1513 = select i1 %1510, i1 true, i1 %1512
  br i1 %1513, label %1519, label %1514

1514:                                             ; preds = %1506
  %1515 = getelementptr inbounds nuw float, ptr %1504, i64 %1509
  %1516 = load <8 x float>, ptr %1515, align 1
  %1517 = getelementptr inbounds nuw i8, ptr %1515, i64 32
  %1518 = load <8 x float>, ptr %1517, align 1
  br label %1548

1519:                                             ; preds = %1506
  %1520 = sub nsw i64 0, %1509
  %1521 = select i1 %1510, i64 %1520, i64 0
  %1522 = sub nsw i64 %6, %1509
  %1523 = call i64 @llvm.smin.i64(i64 %1522, i64 16)
  %1524 = icmp sgt i64 %1523, %1521
  br i1 %1524, label %1525, label %1548

1525:                                             ; preds = %1519
  %1526 = getelementptr inbounds float, ptr %1504, i64 %1509
  %1527 = trunc i64 %1521 to i32
  %1528 = trunc i64 %1523 to i32
  %1529 = insertelement <8 x i32> poison, i32 %1527, i64 0
  %1530 = shufflevector <8 x i32> %1529, <8 x i32> poison, <8 x i32> zeroinitializer
  %1531 = icmp slt <8 x i32> %1530, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1532 = insertelement <8 x i32> poison, i32 %1528, i64 0
  %1533 = shufflevector <8 x i32> %1532, <8 x i32> poison, <8 x i32> zeroinitializer
  %1534 = icmp sgt <8 x i32> %1533, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1535 = and <8 x i1> %1531, %1534
  %1536 = add nsw i32 %1527, -8
  %1537 = insertelement <8 x i32> poison, i32 %1536, i64 0
  %1538 = shufflevector <8 x i32> %1537, <8 x i32> poison, <8 x i32> zeroinitializer
  %1539 = icmp slt <8 x i32> %1538, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1540 = add nsw i32 %1528, -8
  %1541 = insertelement <8 x i32> poison, i32 %1540, i64 0
  %1542 = shufflevector <8 x i32> %1541, <8 x i32> poison, <8 x i32> zeroinitializer
  %1543 = icmp sgt <8 x i32> %1542, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1544 = and <8 x i1> %1539, %1543
  %1545 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr readonly align 1 %1526, <8 x i1> %1535, <8 x float> splat (float 0xFFF0000000000000))
  %1546 = getelementptr inbounds nuw i8, ptr %1526, i64 32
  %1547 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull readonly align 1 %1546, <8 x i1> %1544, <8 x float> splat (float 0xFFF0000000000000))
  br label %1548

1548:                                             ; preds = %1519, %1525, %1514
  %1549 = phi <8 x float> [ %1547, %1525 ], [ %1518, %1514 ], [ splat (float 0xFFF0000000000000), %1519 ]
  %1550 = phi <8 x float> [ %1545, %1525 ], [ %1516, %1514 ], [ splat (float 0xFFF0000000000000), %1519 ]
  %1551 = shufflevector <8 x float> %1550, <8 x float> %1549, <8 x i32> <i32 0, i32 2, i32 8, i32 10, i32 4, i32 6, i32 12, i32 14>
  %1552 = bitcast <8 x float> %1551 to <4 x double>
  %1553 = shufflevector <4 x double> %1552, <4 x double> poison, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  store <4 x double> %1553, ptr %24, align 32
  %1554 = shufflevector <8 x float> %1550, <8 x float> %1549, <8 x i32> <i32 1, i32 3, i32 9, i32 11, i32 5, i32 7, i32 13, i32 15>
  %1555 = bitcast <8 x float> %1554 to <4 x double>
  %1556 = shufflevector <4 x double> %1555, <4 x double> poison, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  store <4 x double> %1556, ptr %1415, align 32
  %1557 = icmp eq i64 %1507, 0
  br i1 %1557, label %1594, label %1558

1558:                                             ; preds = %1548
  br i1 %1413, label %1566, label %1559

1559:                                             ; preds = %1587, %1558
  %1560 = phi <8 x float> [ zeroinitializer, %1558 ], [ %1590, %1587 ]
  %1561 = phi <8 x float> [ splat (float 0xFFF0000000000000), %1558 ], [ %1591, %1587 ]
  %1562 = shl i64 %1507, 5
  %1563 = getelementptr i8, ptr %1498, i64 %1562
  %1564 = getelementptr i8, ptr %1563, i64 -32
  %1565 = call <8 x float> @llvm.x86.avx.blendv.ps.256(<8 x float> %1561, <8 x float> splat (float 0x7FF8000000000000), <8 x float> %1560)
  store <8 x float> %1565, ptr %1564, align 32
  br label %1594

1566:                                             ; preds = %1558, %1587
  %1567 = phi <8 x float> [ %1591, %1587 ], [ splat (float 0xFFF0000000000000), %1558 ]
  %1568 = phi <8 x float> [ %1590, %1587 ], [ zeroinitializer, %1558 ]
  %1569 = phi i64 [ %1592, %1587 ], [ 0, %1558 ]
  %1570 = mul nsw i64 %1569, %14
  %1571 = and i64 %1570, 1
  %1572 = ashr i64 %1570, 1
  %1573 = icmp eq i64 %1572, 0
  %1574 = getelementptr inbounds nuw <8 x float>, ptr %23, i64 %1571
  %1575 = load <8 x float>, ptr %1574, align 32
  br i1 %1573, label %1587, label %1576

1576:                                             ; preds = %1566
  %1577 = trunc i64 %1572 to i32
  %1578 = insertelement <8 x i32> poison, i32 %1577, i64 0
  %1579 = shufflevector <8 x i32> %1578, <8 x i32> poison, <8 x i32> zeroinitializer
  %1580 = add <8 x i32> %1579, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1581 = call <8 x float> @llvm.x86.avx2.permps(<8 x float> %1575, <8 x i32> %1580)
  %1582 = getelementptr inbounds nuw <8 x float>, ptr %24, i64 %1571
  %1583 = load <8 x float>, ptr %1582, align 32
  %1584 = call <8 x float> @llvm.x86.avx2.permps(<8 x float> %1583, <8 x i32> %1580)
  %1585 = icmp sgt <8 x i32> %1580, splat (i32 7)
  %1586 = select <8 x i1> %1585, <8 x float> %1584, <8 x float> %1581
  br label %1587

1587:                                             ; preds = %1566, %1576
  %1588 = phi <8 x float> [ %1586, %1576 ], [ %1575, %1566 ]
  %1589 = fcmp uno <8 x float> %1588, zeroinitializer
  %1590 = select <8 x i1> %1589, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> %1568
  %1591 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1588, <8 x float> %1567)
  %1592 = add nuw nsw i64 %1569, 1
  %1593 = icmp eq i64 %1592, %10
  br i1 %1593, label %1559, label %1566

1594:                                             ; preds = %1559, %1548
  store <4 x double> %1553, ptr %23, align 32
  store <4 x double> %1556, ptr %1416, align 32
  %1595 = add nuw nsw i64 %1507, 1
  %1596 = icmp eq i64 %1507, %1417
  br i1 %1596, label %1597, label %1506

1597:                                             ; preds = %1594, %1505
  call void @llvm.lifetime.end.p0(ptr nonnull %24)
  call void @llvm.lifetime.end.p0(ptr nonnull %23)
  br label %1715

1598:                                             ; preds = %1502
  br i1 %1412, label %1599, label %1715

1599:                                             ; preds = %1598, %1617
  %1600 = phi i64 [ %1622, %1617 ], [ 0, %1598 ]
  br i1 %1413, label %1601, label %1617

1601:                                             ; preds = %1599
  %1602 = shl nuw nsw i64 %1600, 1
  %1603 = shl nuw i64 %1600, 1
  %1604 = or disjoint i64 %1603, 2
  %1605 = shl nuw i64 %1600, 1
  %1606 = or disjoint i64 %1605, 4
  %1607 = shl nuw i64 %1600, 1
  %1608 = or disjoint i64 %1607, 6
  %1609 = shl nuw i64 %1600, 1
  %1610 = or disjoint i64 %1609, 8
  %1611 = shl nuw i64 %1600, 1
  %1612 = or disjoint i64 %1611, 10
  %1613 = shl nuw i64 %1600, 1
  %1614 = or disjoint i64 %1613, 12
  %1615 = shl nuw i64 %1600, 1
  %1616 = or disjoint i64 %1615, 14
  br label %1624

1617:                                             ; preds = %1707, %1599
  %1618 = phi <8 x float> [ splat (float 0xFFF0000000000000), %1599 ], [ %1712, %1707 ]
  %1619 = phi <8 x float> [ zeroinitializer, %1599 ], [ %1711, %1707 ]
  %1620 = getelementptr inbounds nuw float, ptr %1498, i64 %1600
  %1621 = call <8 x float> @llvm.x86.avx.blendv.ps.256(<8 x float> %1618, <8 x float> splat (float 0x7FF8000000000000), <8 x float> %1619)
  store <8 x float> %1621, ptr %1620, align 32
  %1622 = add nuw nsw i64 %1600, 8
  %1623 = icmp slt i64 %1622, %1379
  br i1 %1623, label %1599, label %1715

1624:                                             ; preds = %1601, %1707
  %1625 = phi i64 [ 0, %1601 ], [ %1713, %1707 ]
  %1626 = phi <8 x float> [ zeroinitializer, %1601 ], [ %1711, %1707 ]
  %1627 = phi <8 x float> [ splat (float 0xFFF0000000000000), %1601 ], [ %1712, %1707 ]
  %1628 = mul nsw i64 %1625, %14
  %1629 = sub i64 %1628, %16
  %1630 = add i64 %1629, %1602
  %1631 = icmp sgt i64 %1630, -1
  %1632 = icmp slt i64 %1630, %6
  %1633 = and i1 %1631, %1632
  br i1 %1633, label %1634, label %1637

1634:                                             ; preds = %1624
  %1635 = getelementptr inbounds nuw float, ptr %1504, i64 %1630
  %1636 = load float, ptr %1635, align 4
  br label %1637

1637:                                             ; preds = %1634, %1624
  %1638 = phi float [ %1636, %1634 ], [ 0xFFF0000000000000, %1624 ]
  %1639 = insertelement <8 x float> poison, float %1638, i64 0
  %1640 = add i64 %1629, %1604
  %1641 = icmp sgt i64 %1640, -1
  %1642 = icmp slt i64 %1640, %6
  %1643 = and i1 %1641, %1642
  br i1 %1643, label %1644, label %1647

1644:                                             ; preds = %1637
  %1645 = getelementptr inbounds nuw float, ptr %1504, i64 %1640
  %1646 = load float, ptr %1645, align 4
  br label %1647

1647:                                             ; preds = %1644, %1637
  %1648 = phi float [ %1646, %1644 ], [ 0xFFF0000000000000, %1637 ]
  %1649 = insertelement <8 x float> %1639, float %1648, i64 1
  %1650 = add i64 %1629, %1606
  %1651 = icmp sgt i64 %1650, -1
  %1652 = icmp slt i64 %1650, %6
  %1653 = and i1 %1651, %1652
  br i1 %1653, label %1654, label %1657

1654:                                             ; preds = %1647
  %1655 = getelementptr inbounds nuw float, ptr %1504, i64 %1650
  %1656 = load float, ptr %1655, align 4
  br label %1657

1657:                                             ; preds = %1654, %1647
  %1658 = phi float [ %1656, %1654 ], [ 0xFFF0000000000000, %1647 ]
  %1659 = insertelement <8 x float> %1649, float %1658, i64 2
  %1660 = add i64 %1629, %1608
  %1661 = icmp sgt i64 %1660, -1
  %1662 = icmp slt i64 %1660, %6
  %1663 = and i1 %1661, %1662
  br i1 %1663, label %1664, label %1667

1664:                                             ; preds = %1657
  %1665 = getelementptr inbounds nuw float, ptr %1504, i64 %1660
  %1666 = load float, ptr %1665, align 4
  br label %1667

1667:                                             ; preds = %1664, %1657
  %1668 = phi float [ %1666, %1664 ], [ 0xFFF0000000000000, %1657 ]
  %1669 = insertelement <8 x float> %1659, float %1668, i64 3
  %1670 = add i64 %1629, %1610
  %1671 = icmp sgt i64 %1670, -1
  %1672 = icmp slt i64 %1670, %6
  %1673 = and i1 %1671, %1672
  br i1 %1673, label %1674, label %1677

1674:                                             ; preds = %1667
  %1675 = getelementptr inbounds nuw float, ptr %1504, i64 %1670
  %1676 = load float, ptr %1675, align 4
  br label %1677

1677:                                             ; preds = %1674, %1667
  %1678 = phi float [ %1676, %1674 ], [ 0xFFF0000000000000, %1667 ]
  %1679 = insertelement <8 x float> %1669, float %1678, i64 4
  %1680 = add i64 %1629, %1612
  %1681 = icmp sgt i64 %1680, -1
  %1682 = icmp slt i64 %1680, %6
  %1683 = and i1 %1681, %1682
  br i1 %1683, label %1684, label %1687

1684:                                             ; preds = %1677
  %1685 = getelementptr inbounds nuw float, ptr %1504, i64 %1680
  %1686 = load float, ptr %1685, align 4
  br label %1687

1687:                                             ; preds = %1684, %1677
  %1688 = phi float [ %1686, %1684 ], [ 0xFFF0000000000000, %1677 ]
  %1689 = insertelement <8 x float> %1679, float %1688, i64 5
  %1690 = add i64 %1629, %1614
  %1691 = icmp sgt i64 %1690, -1
  %1692 = icmp slt i64 %1690, %6
  %1693 = and i1 %1691, %1692
  br i1 %1693, label %1694, label %1697

1694:                                             ; preds = %1687
  %1695 = getelementptr inbounds nuw float, ptr %1504, i64 %1690
  %1696 = load float, ptr %1695, align 4
  br label %1697

1697:                                             ; preds = %1694, %1687
  %1698 = phi float [ %1696, %1694 ], [ 0xFFF0000000000000, %1687 ]
  %1699 = insertelement <8 x float> %1689, float %1698, i64 6
  %1700 = add i64 %1629, %1616
  %1701 = icmp sgt i64 %1700, -1
  %1702 = icmp slt i64 %1700, %6
  %1703 = and i1 %1701, %1702
  br i1 %1703, label %1704, label %1707

1704:                                             ; preds = %1697
  %1705 = getelementptr inbounds nuw float, ptr %1504, i64 %1700
  %1706 = load float, ptr %1705, align 4
  br label %1707

1707:                                             ; preds = %1704, %1697
  %1708 = phi float [ %1706, %1704 ], [ 0xFFF0000000000000, %1697 ]
  %1709 = insertelement <8 x float> %1699, float %1708, i64 7
  %1710 = fcmp uno <8 x float> %1709, zeroinitializer
  %1711 = select <8 x i1> %1710, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> %1626
  %1712 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1709, <8 x float> %1627)
  %1713 = add nuw nsw i64 %1625, 1
  %1714 = icmp eq i64 %1713, %10
  br i1 %1714, label %1617, label %1624

1715:                                             ; preds = %1617, %1598, %1597
  store i64 %1496, ptr %1499, align 8
  br label %1716

1716:                                             ; preds = %1715, %1494
  %1717 = add nsw i32 %1488, 1
  %1718 = sext i32 %1488 to i64
  %1719 = getelementptr inbounds ptr, ptr %1392, i64 %1718
  store ptr %1498, ptr %1719, align 8
  br label %1720

1720:                                             ; preds = %1716, %1486
  %1721 = phi i32 [ %1717, %1716 ], [ %1488, %1486 ]
  %1722 = add nuw nsw i64 %1487, 1
  %1723 = icmp eq i64 %1722, %9
  br i1 %1723, label %1476, label %1486

1724:                                             ; preds = %1478, %1750
  %1725 = phi i64 [ 0, %1478 ], [ %1761, %1750 ]
  br i1 %1479, label %1726, label %1750

1726:                                             ; preds = %1724
  br i1 %1482, label %1731, label %1763

1727:                                             ; preds = %1750, %1476
  %1728 = add nsw i64 %1469, 1
  %1729 = icmp slt i64 %1728, %1459
  br i1 %1729, label %1468, label %1802

1730:                                             ; preds = %1763
  br i1 %1484, label %1750, label %1731

1731:                                             ; preds = %1730, %1726
  %1732 = phi i64 [ 0, %1726 ], [ %1799, %1730 ]
  %1733 = phi <8 x float> [ zeroinitializer, %1726 ], [ %1797, %1730 ]
  %1734 = phi <8 x float> [ splat (float 0xFFF0000000000000), %1726 ], [ %1798, %1730 ]
  call void @llvm.assume(i1 %1485)
  br label %1735

1735:                                             ; preds = %1735, %1731
  %1736 = phi i64 [ %1747, %1735 ], [ %1732, %1731 ]
  %1737 = phi <8 x float> [ %1745, %1735 ], [ %1733, %1731 ]
  %1738 = phi <8 x float> [ %1746, %1735 ], [ %1734, %1731 ]
  %1739 = phi i64 [ %1748, %1735 ], [ 0, %1731 ]
  %1740 = getelementptr inbounds nuw ptr, ptr %1392, i64 %1736
  %1741 = load ptr, ptr %1740, align 8
  %1742 = getelementptr inbounds nuw float, ptr %1741, i64 %1725
  %1743 = load <8 x float>, ptr %1742, align 1
  %1744 = fcmp uno <8 x float> %1743, zeroinitializer
  %1745 = select <8 x i1> %1744, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> %1737
  %1746 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1743, <8 x float> %1738)
  %1747 = add nuw nsw i64 %1736, 1
  %1748 = add i64 %1739, 1
  %1749 = icmp eq i64 %1748, %1481
  br i1 %1749, label %1750, label %1735

1750:                                             ; preds = %1730, %1735, %1724
  %1751 = phi <8 x float> [ splat (float 0xFFF0000000000000), %1724 ], [ %1798, %1730 ], [ %1746, %1735 ]
  %1752 = phi <8 x float> [ zeroinitializer, %1724 ], [ %1797, %1730 ], [ %1745, %1735 ]
  %1753 = getelementptr inbounds nuw float, ptr %1472, i64 %1725
  %1754 = sub nsw i64 %8, %1725
  %1755 = call i64 @llvm.smin.i64(i64 %1754, i64 8)
  %1756 = trunc i64 %1755 to i32
  %1757 = insertelement <8 x i32> poison, i32 %1756, i64 0
  %1758 = shufflevector <8 x i32> %1757, <8 x i32> poison, <8 x i32> zeroinitializer
  %1759 = icmp sgt <8 x i32> %1758, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1760 = call <8 x float> @llvm.x86.avx.blendv.ps.256(<8 x float> %1751, <8 x float> splat (float 0x7FF8000000000000), <8 x float> %1752)
  call void @llvm.masked.store.v8f32.p0(<8 x float> %1760, ptr align 1 %1753, <8 x i1> %1759)
  %1761 = add nuw nsw i64 %1725, 8
  %1762 = icmp slt i64 %1761, %8
  br i1 %1762, label %1724, label %1727

1763:                                             ; preds = %1726, %1763
  %1764 = phi i64 [ %1799, %1763 ], [ 0, %1726 ]
  %1765 = phi <8 x float> [ %1797, %1763 ], [ zeroinitializer, %1726 ]
  %1766 = phi <8 x float> [ %1798, %1763 ], [ splat (float 0xFFF0000000000000), %1726 ]
  %1767 = phi i64 [ %1800, %1763 ], [ 0, %1726 ]
  %1768 = getelementptr inbounds nuw ptr, ptr %1392, i64 %1764
  %1769 = load ptr, ptr %1768, align 16
  %1770 = getelementptr inbounds nuw float, ptr %1769, i64 %1725
  %1771 = load <8 x float>, ptr %1770, align 1
  %1772 = fcmp uno <8 x float> %1771, zeroinitializer
  %1773 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1771, <8 x float> %1766)
  %1774 = getelementptr inbounds nuw ptr, ptr %1392, i64 %1764
  %1775 = getelementptr inbounds nuw i8, ptr %1774, i64 8
  %1776 = load ptr, ptr %1775, align 8
  %1777 = getelementptr inbounds nuw float, ptr %1776, i64 %1725
  %1778 = load <8 x float>, ptr %1777, align 1
  %1779 = fcmp uno <8 x float> %1778, zeroinitializer
  %1780 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1778, <8 x float> %1773)
  %1781 = getelementptr inbounds nuw ptr, ptr %1392, i64 %1764
  %1782 = getelementptr inbounds nuw i8, ptr %1781, i64 16
  %1783 = load ptr, ptr %1782, align 16
  %1784 = getelementptr inbounds nuw float, ptr %1783, i64 %1725
  %1785 = load <8 x float>, ptr %1784, align 1
  %1786 = fcmp uno <8 x float> %1785, zeroinitializer
  %1787 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1785, <8 x float> %1780)
  %1788 = getelementptr inbounds nuw ptr, ptr %1392, i64 %1764
  %1789 = getelementptr inbounds nuw i8, ptr %1788, i64 24
  %1790 = load ptr, ptr %1789, align 8
  %1791 = getelementptr inbounds nuw float, ptr %1790, i64 %1725
  %1792 = load <8 x float>, ptr %1791, align 1
  %1793 = fcmp uno <8 x float> %1792, zeroinitializer
  %1794 = select <8 x i1> %1793, <8 x i1> splat (i1 true), <8 x i1> %1786
  %1795 = select <8 x i1> %1794, <8 x i1> splat (i1 true), <8 x i1> %1779
  %1796 = select <8 x i1> %1795, <8 x i1> splat (i1 true), <8 x i1> %1772
  %1797 = select <8 x i1> %1796, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> %1765
  %1798 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1792, <8 x float> %1787)
  %1799 = add nuw nsw i64 %1764, 4
  %1800 = add i64 %1767, 4
  %1801 = icmp eq i64 %1800, %1483
  br i1 %1801, label %1730, label %1763

1802:                                             ; preds = %1727, %1456, %1450
  %1803 = add nuw nsw i64 %1445, 1
  %1804 = icmp eq i64 %1803, %1424
  br i1 %1804, label %1439, label %1444

1805:                                             ; preds = %1371, %1805
  %1806 = phi i64 [ %1808, %1805 ], [ 1, %1371 ]
  %1807 = icmp sgt i64 %1806, %970
  %1808 = shl i64 %1806, 1
  br i1 %1807, label %1809, label %1805

1809:                                             ; preds = %1805
  %1810 = add nsw i64 %8, 7
  %1811 = sdiv i64 %1810, 8
  %1812 = shl nsw i64 %1811, 3
  %1813 = mul nsw i64 %1806, %1812
  %1814 = icmp sgt i64 %1813, 4096
  %1815 = icmp sgt i64 %9, 4096
  %1816 = or i1 %1815, %1814
  br i1 %1816, label %2247, label %1817

1817:                                             ; preds = %1809
  %1818 = icmp sge i64 %2, %3
  %1819 = icmp slt i64 %19, 1
  %1820 = or i1 %1818, %1819
  br i1 %1820, label %2247, label %1821

1821:                                             ; preds = %1817
  %1822 = tail call i64 @llvm.smin.i64(i64 %19, i64 %7)
  %1823 = tail call ptr @llvm.stacksave.p0()
  %1824 = alloca i64, i64 %1806, align 16
  %1825 = alloca ptr, i64 %9, align 16
  %1826 = icmp slt i64 %12, 3
  br i1 %1826, label %1827, label %1832

1827:                                             ; preds = %1821
  %1828 = add nsw i64 %10, -1
  %1829 = mul nsw i64 %14, %1828
  %1830 = sdiv i64 %1829, %12
  %1831 = icmp slt i64 %1830, 8
  br label %1832

1832:                                             ; preds = %1827, %1821
  %1833 = phi i1 [ false, %1821 ], [ %1831, %1827 ]
  %1834 = icmp sgt i64 %1806, 0
  br i1 %1834, label %1835, label %1837

1835:                                             ; preds = %1832
  %1836 = shl nuw i64 %1806, 3
  call void @llvm.memset.p0.i64(ptr nonnull align 16 %1824, i8 -1, i64 %1836, i1 false)
  br label %1837

1837:                                             ; preds = %1835, %1832
  %1838 = add i64 %7, -1
  %1839 = add i64 %1838, %1822
  %1840 = sdiv i64 %1839, %1822
  %1841 = mul nsw i64 %1840, %4
  %1842 = sdiv i64 %2, %1841
  %1843 = mul nsw i64 %1842, %1841
  %1844 = icmp slt i64 %1843, %3
  br i1 %1844, label %1845, label %2244

1845:                                             ; preds = %1837
  %1846 = add i64 %4, -1
  %1847 = mul i64 %6, %5
  %1848 = icmp sgt i64 %9, 0
  %1849 = add nsw i64 %1806, -1
  %1850 = icmp sgt i64 %8, 0
  %1851 = icmp sgt i64 %10, 0
  %1852 = icmp slt i64 %8, -14
  %1853 = shl i64 %12, 3
  %1854 = getelementptr inbounds nuw i8, ptr %22, i64 32
  %1855 = getelementptr inbounds nuw i8, ptr %21, i64 32
  %1856 = tail call i64 @llvm.smax.i64(i64 %1811, i64 0)
  %1857 = sub i64 %3, %1843
  br label %1858

1858:                                             ; preds = %1845, %1878
  %1859 = phi i64 [ %1857, %1845 ], [ %1882, %1878 ]
  %1860 = phi i64 [ %1843, %1845 ], [ %1880, %1878 ]
  %1861 = phi i64 [ %1842, %1845 ], [ %1879, %1878 ]
  %1862 = call i64 @llvm.smin.i64(i64 %4, i64 %1859)
  %1863 = call i64 @llvm.smin.i64(i64 %1862, i64 %1841)
  %1864 = icmp sgt i64 %2, %1860
  %1865 = sub nsw i64 %2, %1860
  %1866 = select i1 %1864, i64 %1865, i64 0
  %1867 = sub nsw i64 %3, %1860
  %1868 = call i64 @llvm.smin.i64(i64 %1867, i64 %1841)
  %1869 = call i64 @llvm.smin.i64(i64 %4, i64 %1868)
  %1870 = icmp sgt i64 %1869, 0
  br i1 %1870, label %1871, label %1878

1871:                                             ; preds = %1858
  %1872 = add i64 %1846, %1866
  %1873 = mul nsw i64 %1861, %4
  %1874 = mul nsw i64 %1861, %17
  %1875 = getelementptr inbounds float, ptr %26, i64 %1874
  %1876 = mul nsw i64 %1861, %18
  %1877 = getelementptr inbounds float, ptr %27, i64 %1876
  br label %1883

1878:                                             ; preds = %2241, %1858
  %1879 = add nsw i64 %1861, 1
  %1880 = mul nsw i64 %1879, %1841
  %1881 = icmp slt i64 %1880, %3
  %1882 = sub i64 %1859, %1841
  br i1 %1881, label %1858, label %2244

1883:                                             ; preds = %1871, %2241
  %1884 = phi i64 [ 0, %1871 ], [ %2242, %2241 ]
  %1885 = icmp samesign ugt i64 %1866, %1884
  br i1 %1885, label %1886, label %1889

1886:                                             ; preds = %1883
  %1887 = sub i64 %1872, %1884
  %1888 = sdiv i64 %1887, %4
  br label %1889

1889:                                             ; preds = %1886, %1883
  %1890 = phi i64 [ %1888, %1886 ], [ 0, %1883 ]
  %1891 = xor i64 %1884, -1
  %1892 = add i64 %1868, %1891
  %1893 = sdiv i64 %1892, %4
  %1894 = icmp sgt i64 %1890, %1893
  br i1 %1894, label %2241, label %1895

1895:                                             ; preds = %1889
  %1896 = add nsw i64 %1893, 1
  %1897 = mul nsw i64 %1896, %1822
  %1898 = call i64 @llvm.smin.i64(i64 %1897, i64 %7)
  %1899 = mul i64 %1847, %1884
  %1900 = getelementptr inbounds float, ptr %1875, i64 %1899
  %1901 = mul nsw i64 %1890, %1822
  %1902 = icmp slt i64 %1901, %1898
  br i1 %1902, label %1903, label %2241

1903:                                             ; preds = %1895
  %1904 = add nsw i64 %1884, %1873
  %1905 = mul nsw i64 %1884, %7
  %1906 = mul nsw i64 %1904, %5
  br label %1907

1907:                                             ; preds = %1903, %2166
  %1908 = phi i64 [ %1901, %1903 ], [ %2167, %2166 ]
  %1909 = add nsw i64 %1908, %1905
  %1910 = mul nsw i64 %1909, %8
  %1911 = getelementptr inbounds float, ptr %1877, i64 %1910
  br i1 %1848, label %1912, label %1915

1912:                                             ; preds = %1907
  %1913 = mul nsw i64 %1908, %11
  %1914 = sub i64 %1913, %15
  br label %1925

1915:                                             ; preds = %2159, %1907
  %1916 = phi i32 [ 0, %1907 ], [ %2160, %2159 ]
  br i1 %1850, label %1917, label %2166

1917:                                             ; preds = %1915
  %1918 = icmp sgt i32 %1916, 0
  %1919 = zext i32 %1916 to i64
  %1920 = and i64 %1919, 3
  %1921 = icmp ult i32 %1916, 4
  %1922 = and i64 %1919, 2147483644
  %1923 = icmp eq i64 %1920, 0
  %1924 = icmp ne i64 %1920, 0
  br label %2163

1925:                                             ; preds = %1912, %2159
  %1926 = phi i64 [ 0, %1912 ], [ %2161, %2159 ]
  %1927 = phi i32 [ 0, %1912 ], [ %2160, %2159 ]
  %1928 = mul nsw i64 %1926, %13
  %1929 = add i64 %1914, %1928
  %1930 = icmp sgt i64 %1929, -1
  %1931 = icmp slt i64 %1929, %5
  %1932 = and i1 %1930, %1931
  br i1 %1932, label %1933, label %2159

1933:                                             ; preds = %1925
  %1934 = and i64 %1929, %1849
  %1935 = add nsw i64 %1929, %1906
  %1936 = mul nsw i64 %1934, %1812
  %1937 = getelementptr inbounds float, ptr %25, i64 %1936
  %1938 = getelementptr inbounds nuw i64, ptr %1824, i64 %1934
  %1939 = load i64, ptr %1938, align 8
  %1940 = icmp eq i64 %1939, %1935
  br i1 %1940, label %2155, label %1941

1941:                                             ; preds = %1933
  %1942 = mul nsw i64 %1929, %6
  %1943 = getelementptr inbounds float, ptr %1900, i64 %1942
  br i1 %1833, label %1944, label %2037

1944:                                             ; preds = %1941
  call void @llvm.lifetime.start.p0(ptr nonnull %21)
  call void @llvm.lifetime.start.p0(ptr nonnull %22)
  br i1 %1852, label %2036, label %1945

1945:                                             ; preds = %1944, %2033
  %1946 = phi i64 [ %2034, %2033 ], [ 0, %1944 ]
  %1947 = mul i64 %1853, %1946
  %1948 = sub nsw i64 %1947, %16
  %1949 = icmp slt i64 %1948, 0
  %1950 = add nuw nsw i64 %1948, 16
  %1951 = icmp sgt i64 %1950, %6
  %1952 = select i1 %1949, i1 true, i1 %1951
  br i1 %1952, label %1958, label %1953

1953:                                             ; preds = %1945
  %1954 = getelementptr inbounds nuw float, ptr %1943, i64 %1948
  %1955 = load <8 x float>, ptr %1954, align 1
  %1956 = getelementptr inbounds nuw i8, ptr %1954, i64 32
  %1957 = load <8 x float>, ptr %1956, align 1
  br label %1987

1958:                                             ; preds = %1945
  %1959 = sub nsw i64 0, %1948
  %1960 = select i1 %1949, i64 %1959, i64 0
  %1961 = sub nsw i64 %6, %1948
  %1962 = call i64 @llvm.smin.i64(i64 %1961, i64 16)
  %1963 = icmp sgt i64 %1962, %1960
  br i1 %1963, label %1964, label %1987

1964:                                             ; preds = %1958
  %1965 = getelementptr inbounds float, ptr %1943, i64 %1948
  %1966 = trunc i64 %1960 to i32
  %1967 = trunc i64 %1962 to i32
  %1968 = insertelement <8 x i32> poison, i32 %1966, i64 0
  %1969 = shufflevector <8 x i32> %1968, <8 x i32> poison, <8 x i32> zeroinitializer
  %1970 = icmp slt <8 x i32> %1969, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1971 = insertelement <8 x i32> poison, i32 %1967, i64 0
  %1972 = shufflevector <8 x i32> %1971, <8 x i32> poison, <8 x i32> zeroinitializer
  %1973 = icmp sgt <8 x i32> %1972, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1974 = and <8 x i1> %1970, %1973
  %1975 = add nsw i32 %1966, -8
  %1976 = insertelement <8 x i32> poison, i32 %1975, i64 0
  %1977 = shufflevector <8 x i32> %1976, <8 x i32> poison, <8 x i32> zeroinitializer
  %1978 = icmp slt <8 x i32> %1977, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1979 = add nsw i32 %1967, -8
  %1980 = insertelement <8 x i32> poison, i32 %1979, i64 0
  %1981 = shufflevector <8 x i32> %1980, <8 x i32> poison, <8 x i32> zeroinitializer
  %1982 = icmp sgt <8 x i32> %1981, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1983 = and <8 x i1> %1978, %1982
  %1984 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr readonly align 1 %1965, <8 x i1> %1974, <8 x float> splat (float 0xFFF0000000000000))
  %1985 = getelementptr inbounds nuw i8, ptr %1965, i64 32
  %1986 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull readonly align 1 %1985, <8 x i1> %1983, <8 x float> splat (float 0xFFF0000000000000))
  br label %1987

1987:                                             ; preds = %1958, %1964, %1953
  %1988 = phi <8 x float> [ %1986, %1964 ], [ %1957, %1953 ], [ splat (float 0xFFF0000000000000), %1958 ]
  %1989 = phi <8 x float> [ %1984, %1964 ], [ %1955, %1953 ], [ splat (float 0xFFF0000000000000), %1958 ]
  %1990 = shufflevector <8 x float> %1989, <8 x float> %1988, <8 x i32> <i32 0, i32 2, i32 8, i32 10, i32 4, i32 6, i32 12, i32 14>
  %1991 = bitcast <8 x float> %1990 to <4 x double>
  %1992 = shufflevector <4 x double> %1991, <4 x double> poison, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  store <4 x double> %1992, ptr %22, align 32
  %1993 = shufflevector <8 x float> %1989, <8 x float> %1988, <8 x i32> <i32 1, i32 3, i32 9, i32 11, i32 5, i32 7, i32 13, i32 15>
  %1994 = bitcast <8 x float> %1993 to <4 x double>
  %1995 = shufflevector <4 x double> %1994, <4 x double> poison, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  store <4 x double> %1995, ptr %1854, align 32
  %1996 = icmp eq i64 %1946, 0
  br i1 %1996, label %2033, label %1997

1997:                                             ; preds = %1987
  br i1 %1851, label %2005, label %1998

1998:                                             ; preds = %2026, %1997
  %1999 = phi <8 x float> [ zeroinitializer, %1997 ], [ %2029, %2026 ]
  %2000 = phi <8 x float> [ splat (float 0xFFF0000000000000), %1997 ], [ %2030, %2026 ]
  %2001 = shl i64 %1946, 5
  %2002 = getelementptr i8, ptr %1937, i64 %2001
  %2003 = getelementptr i8, ptr %2002, i64 -32
  %2004 = call <8 x float> @llvm.x86.avx.blendv.ps.256(<8 x float> %2000, <8 x float> splat (float 0x7FF8000000000000), <8 x float> %1999)
  store <8 x float> %2004, ptr %2003, align 32
  br label %2033

2005:                                             ; preds = %1997, %2026
  %2006 = phi <8 x float> [ %2030, %2026 ], [ splat (float 0xFFF0000000000000), %1997 ]
  %2007 = phi <8 x float> [ %2029, %2026 ], [ zeroinitializer, %1997 ]
  %2008 = phi i64 [ %2031, %2026 ], [ 0, %1997 ]
  %2009 = mul nsw i64 %2008, %14
  %2010 = and i64 %2009, 1
  %2011 = ashr i64 %2009, 1
  %2012 = icmp eq i64 %2011, 0
  %2013 = getelementptr inbounds nuw <8 x float>, ptr %21, i64 %2010
  %2014 = load <8 x float>, ptr %2013, align 32
  br i1 %2012, label %2026, label %2015

2015:                                             ; preds = %2005
  %2016 = trunc i64 %2011 to i32
  %2017 = insertelement <8 x i32> poison, i32 %2016, i64 0
  %2018 = shufflevector <8 x i32> %2017, <8 x i32> poison, <8 x i32> zeroinitializer
  %2019 = add <8 x i32> %2018, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2020 = call <8 x float> @llvm.x86.avx2.permps(<8 x float> %2014, <8 x i32> %2019)
  %2021 = getelementptr inbounds nuw <8 x float>, ptr %22, i64 %2010
  %2022 = load <8 x float>, ptr %2021, align 32
  %2023 = call <8 x float> @llvm.x86.avx2.permps(<8 x float> %2022, <8 x i32> %2019)
  %2024 = icmp sgt <8 x i32> %2019, splat (i32 7)
  %2025 = select <8 x i1> %2024, <8 x float> %2023, <8 x float> %2020
  br label %2026

2026:                                             ; preds = %2005, %2015
  %2027 = phi <8 x float> [ %2025, %2015 ], [ %2014, %2005 ]
  %2028 = fcmp uno <8 x float> %2027, zeroinitializer
  %2029 = select <8 x i1> %2028, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> %2007
  %2030 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %2027, <8 x float> %2006)
  %2031 = add nuw nsw i64 %2008, 1
  %2032 = icmp eq i64 %2031, %10
  br i1 %2032, label %1998, label %2005

2033:                                             ; preds = %1998, %1987
  store <4 x double> %1992, ptr %21, align 32
  store <4 x double> %1995, ptr %1855, align 32
  %2034 = add nuw nsw i64 %1946, 1
  %2035 = icmp eq i64 %1946, %1856
  br i1 %2035, label %2036, label %1945

2036:                                             ; preds = %2033, %1944
  call void @llvm.lifetime.end.p0(ptr nonnull %22)
  call void @llvm.lifetime.end.p0(ptr nonnull %21)
  br label %2154

2037:                                             ; preds = %1941
  br i1 %1850, label %2038, label %2154

2038:                                             ; preds = %2037, %2056
  %2039 = phi i64 [ %2061, %2056 ], [ 0, %2037 ]
  br i1 %1851, label %2040, label %2056

2040:                                             ; preds = %2038
  %2041 = mul nsw i64 %2039, %12
  %2042 = or disjoint i64 %2039, 1
  %2043 = mul nsw i64 %2042, %12
  %2044 = or disjoint i64 %2039, 2
  %2045 = mul nsw i64 %2044, %12
  %2046 = or disjoint i64 %2039, 3
  %2047 = mul nsw i64 %2046, %12
  %2048 = or disjoint i64 %2039, 4
  %2049 = mul nsw i64 %2048, %12
  %2050 = or disjoint i64 %2039, 5
  %2051 = mul nsw i64 %2050, %12
  %2052 = or disjoint i64 %2039, 6
  %2053 = mul nsw i64 %2052, %12
  %2054 = or disjoint i64 %2039, 7
  %2055 = mul nsw i64 %2054, %12
  br label %2063

2056:                                             ; preds = %2146, %2038
  %2057 = phi <8 x float> [ splat (float 0xFFF0000000000000), %2038 ], [ %2151, %2146 ]
  %2058 = phi <8 x float> [ zeroinitializer, %2038 ], [ %2150, %2146 ]
  %2059 = getelementptr inbounds nuw float, ptr %1937, i64 %2039
  %2060 = call <8 x float> @llvm.x86.avx.blendv.ps.256(<8 x float> %2057, <8 x float> splat (float 0x7FF8000000000000), <8 x float> %2058)
  store <8 x float> %2060, ptr %2059, align 32
  %2061 = add nuw nsw i64 %2039, 8
  %2062 = icmp slt i64 %2061, %1812
  br i1 %2062, label %2038, label %2154

2063:                                             ; preds = %2040, %2146
  %2064 = phi i64 [ 0, %2040 ], [ %2152, %2146 ]
  %2065 = phi <8 x float> [ zeroinitializer, %2040 ], [ %2150, %2146 ]
  %2066 = phi <8 x float> [ splat (float 0xFFF0000000000000), %2040 ], [ %2151, %2146 ]
  %2067 = mul nsw i64 %2064, %14
  %2068 = sub i64 %2067, %16
  %2069 = add i64 %2068, %2041
  %2070 = icmp sgt i64 %2069, -1
  %2071 = icmp slt i64 %2069, %6
  %2072 = and i1 %2070, %2071
  br i1 %2072, label %2073, label %2076

2073:                                             ; preds = %2063
  %2074 = getelementptr inbounds nuw float, ptr %1943, i64 %2069
  %2075 = load float, ptr %2074, align 4
  br label %2076

2076:                                             ; preds = %2073, %2063
  %2077 = phi float [ %2075, %2073 ], [ 0xFFF0000000000000, %2063 ]
  %2078 = insertelement <8 x float> poison, float %2077, i64 0
  %2079 = add i64 %2068, %2043
  %2080 = icmp sgt i64 %2079, -1
  %2081 = icmp slt i64 %2079, %6
  %2082 = and i1 %2080, %2081
  br i1 %2082, label %2083, label %2086

2083:                                             ; preds = %2076
  %2084 = getelementptr inbounds nuw float, ptr %1943, i64 %2079
  %2085 = load float, ptr %2084, align 4
  br label %2086

2086:                                             ; preds = %2083, %2076
  %2087 = phi float [ %2085, %2083 ], [ 0xFFF0000000000000, %2076 ]
  %2088 = insertelement <8 x float> %2078, float %2087, i64 1
  %2089 = add i64 %2068, %2045
  %2090 = icmp sgt i64 %2089, -1
  %2091 = icmp slt i64 %2089, %6
  %2092 = and i1 %2090, %2091
  br i1 %2092, label %2093, label %2096

2093:                                             ; preds = %2086
  %2094 = getelementptr inbounds nuw float, ptr %1943, i64 %2089
  %2095 = load float, ptr %2094, align 4
  br label %2096

2096:                                             ; preds = %2093, %2086
  %2097 = phi float [ %2095, %2093 ], [ 0xFFF0000000000000, %2086 ]
  %2098 = insertelement <8 x float> %2088, float %2097, i64 2
  %2099 = add i64 %2068, %2047
  %2100 = icmp sgt i64 %2099, -1
  %2101 = icmp slt i64 %2099, %6
  %2102 = and i1 %2100, %2101
  br i1 %2102, label %2103, label %2106

2103:                                             ; preds = %2096
  %2104 = getelementptr inbounds nuw float, ptr %1943, i64 %2099
  %2105 = load float, ptr %2104, align 4
  br label %2106

2106:                                             ; preds = %2103, %2096
  %2107 = phi float [ %2105, %2103 ], [ 0xFFF0000000000000, %2096 ]
  %2108 = insertelement <8 x float> %2098, float %2107, i64 3
  %2109 = add i64 %2068, %2049
  %2110 = icmp sgt i64 %2109, -1
  %2111 = icmp slt i64 %2109, %6
  %2112 = and i1 %2110, %2111
  br i1 %2112, label %2113, label %2116

2113:                                             ; preds = %2106
  %2114 = getelementptr inbounds nuw float, ptr %1943, i64 %2109
  %2115 = load float, ptr %2114, align 4
  br label %2116

2116:                                             ; preds = %2113, %2106
  %2117 = phi float [ %2115, %2113 ], [ 0xFFF0000000000000, %2106 ]
  %2118 = insertelement <8 x float> %2108, float %2117, i64 4
  %2119 = add i64 %2068, %2051
  %2120 = icmp sgt i64 %2119, -1
  %2121 = icmp slt i64 %2119, %6
  %2122 = and i1 %2120, %2121
  br i1 %2122, label %2123, label %2126

2123:                                             ; preds = %2116
  %2124 = getelementptr inbounds nuw float, ptr %1943, i64 %2119
  %2125 = load float, ptr %2124, align 4
  br label %2126

2126:                                             ; preds = %2123, %2116
  %2127 = phi float [ %2125, %2123 ], [ 0xFFF0000000000000, %2116 ]
  %2128 = insertelement <8 x float> %2118, float %2127, i64 5
  %2129 = add i64 %2068, %2053
  %2130 = icmp sgt i64 %2129, -1
  %2131 = icmp slt i64 %2129, %6
  %2132 = and i1 %2130, %2131
  br i1 %2132, label %2133, label %2136

2133:                                             ; preds = %2126
  %2134 = getelementptr inbounds nuw float, ptr %1943, i64 %2129
  %2135 = load float, ptr %2134, align 4
  br label %2136

2136:                                             ; preds = %2133, %2126
  %2137 = phi float [ %2135, %2133 ], [ 0xFFF0000000000000, %2126 ]
  %2138 = insertelement <8 x float> %2128, float %2137, i64 6
  %2139 = add i64 %2068, %2055
  %2140 = icmp sgt i64 %2139, -1
  %2141 = icmp slt i64 %2139, %6
  %2142 = and i1 %2140, %2141
  br i1 %2142, label %2143, label %2146

2143:                                             ; preds = %2136
  %2144 = getelementptr inbounds nuw float, ptr %1943, i64 %2139
  %2145 = load float, ptr %2144, align 4
  br label %2146

2146:                                             ; preds = %2143, %2136
  %2147 = phi float [ %2145, %2143 ], [ 0xFFF0000000000000, %2136 ]
  %2148 = insertelement <8 x float> %2138, float %2147, i64 7
  %2149 = fcmp uno <8 x float> %2148, zeroinitializer
  %2150 = select <8 x i1> %2149, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> %2065
  %2151 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %2148, <8 x float> %2066)
  %2152 = add nuw nsw i64 %2064, 1
  %2153 = icmp eq i64 %2152, %10
  br i1 %2153, label %2056, label %2063

2154:                                             ; preds = %2056, %2037, %2036
  store i64 %1935, ptr %1938, align 8
  br label %2155

2155:                                             ; preds = %2154, %1933
  %2156 = add nsw i32 %1927, 1
  %2157 = sext i32 %1927 to i64
  %2158 = getelementptr inbounds ptr, ptr %1825, i64 %2157
  store ptr %1937, ptr %2158, align 8
  br label %2159

2159:                                             ; preds = %2155, %1925
  %2160 = phi i32 [ %2156, %2155 ], [ %1927, %1925 ]
  %2161 = add nuw nsw i64 %1926, 1
  %2162 = icmp eq i64 %2161, %9
  br i1 %2162, label %1915, label %1925

2163:                                             ; preds = %1917, %2189
  %2164 = phi i64 [ 0, %1917 ], [ %2200, %2189 ]
  br i1 %1918, label %2165, label %2189

2165:                                             ; preds = %2163
  br i1 %1921, label %2170, label %2202

2166:                                             ; preds = %2189, %1915
  %2167 = add nsw i64 %1908, 1
  %2168 = icmp slt i64 %2167, %1898
  br i1 %2168, label %1907, label %2241

2169:                                             ; preds = %2202
  br i1 %1923, label %2189, label %2170

2170:                                             ; preds = %2169, %2165
  %2171 = phi i64 [ 0, %2165 ], [ %2238, %2169 ]
  %2172 = phi <8 x float> [ zeroinitializer, %2165 ], [ %2236, %2169 ]
  %2173 = phi <8 x float> [ splat (float 0xFFF0000000000000), %2165 ], [ %2237, %2169 ]
  call void @llvm.assume(i1 %1924)
  br label %2174

2174:                                             ; preds = %2174, %2170
  %2175 = phi i64 [ %2186, %2174 ], [ %2171, %2170 ]
  %2176 = phi <8 x float> [ %2184, %2174 ], [ %2172, %2170 ]
  %2177 = phi <8 x float> [ %2185, %2174 ], [ %2173, %2170 ]
  %2178 = phi i64 [ %2187, %2174 ], [ 0, %2170 ]
  %2179 = getelementptr inbounds nuw ptr, ptr %1825, i64 %2175
  %2180 = load ptr, ptr %2179, align 8
  %2181 = getelementptr inbounds nuw float, ptr %2180, i64 %2164
  %2182 = load <8 x float>, ptr %2181, align 1
  %2183 = fcmp uno <8 x float> %2182, zeroinitializer
  %2184 = select <8 x i1> %2183, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> %2176
  %2185 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %2182, <8 x float> %2177)
  %2186 = add nuw nsw i64 %2175, 1
  %2187 = add i64 %2178, 1
  %2188 = icmp eq i64 %2187, %1920
  br i1 %2188, label %2189, label %2174

2189:                                             ; preds = %2169, %2174, %2163
  %2190 = phi <8 x float> [ splat (float 0xFFF0000000000000), %2163 ], [ %2237, %2169 ], [ %2185, %2174 ]
  %2191 = phi <8 x float> [ zeroinitializer, %2163 ], [ %2236, %2169 ], [ %2184, %2174 ]
  %2192 = getelementptr inbounds nuw float, ptr %1911, i64 %2164
  %2193 = sub nsw i64 %8, %2164
  %2194 = call i64 @llvm.smin.i64(i64 %2193, i64 8)
  %2195 = trunc i64 %2194 to i32
  %2196 = insertelement <8 x i32> poison, i32 %2195, i64 0
  %2197 = shufflevector <8 x i32> %2196, <8 x i32> poison, <8 x i32> zeroinitializer
  %2198 = icmp sgt <8 x i32> %2197, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2199 = call <8 x float> @llvm.x86.avx.blendv.ps.256(<8 x float> %2190, <8 x float> splat (float 0x7FF8000000000000), <8 x float> %2191)
  call void @llvm.masked.store.v8f32.p0(<8 x float> %2199, ptr align 1 %2192, <8 x i1> %2198)
  %2200 = add nuw nsw i64 %2164, 8
  %2201 = icmp slt i64 %2200, %8
  br i1 %2201, label %2163, label %2166

2202:                                             ; preds = %2165, %2202
  %2203 = phi i64 [ %2238, %2202 ], [ 0, %2165 ]
  %2204 = phi <8 x float> [ %2236, %2202 ], [ zeroinitializer, %2165 ]
  %2205 = phi <8 x float> [ %2237, %2202 ], [ splat (float 0xFFF0000000000000), %2165 ]
  %2206 = phi i64 [ %2239, %2202 ], [ 0, %2165 ]
  %2207 = getelementptr inbounds nuw ptr, ptr %1825, i64 %2203
  %2208 = load ptr, ptr %2207, align 16
  %2209 = getelementptr inbounds nuw float, ptr %2208, i64 %2164
  %2210 = load <8 x float>, ptr %2209, align 1
  %2211 = fcmp uno <8 x float> %2210, zeroinitializer
  %2212 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %2210, <8 x float> %2205)
  %2213 = getelementptr inbounds nuw ptr, ptr %1825, i64 %2203
  %2214 = getelementptr inbounds nuw i8, ptr %2213, i64 8
  %2215 = load ptr, ptr %2214, align 8
  %2216 = getelementptr inbounds nuw float, ptr %2215, i64 %2164
  %2217 = load <8 x float>, ptr %2216, align 1
  %2218 = fcmp uno <8 x float> %2217, zeroinitializer
  %2219 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %2217, <8 x float> %2212)
  %2220 = getelementptr inbounds nuw ptr, ptr %1825, i64 %2203
  %2221 = getelementptr inbounds nuw i8, ptr %2220, i64 16
  %2222 = load ptr, ptr %2221, align 16
  %2223 = getelementptr inbounds nuw float, ptr %2222, i64 %2164
  %2224 = load <8 x float>, ptr %2223, align 1
  %2225 = fcmp uno <8 x float> %2224, zeroinitializer
  %2226 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %2224, <8 x float> %2219)
  %2227 = getelementptr inbounds nuw ptr, ptr %1825, i64 %2203
  %2228 = getelementptr inbounds nuw i8, ptr %2227, i64 24
  %2229 = load ptr, ptr %2228, align 8
  %2230 = getelementptr inbounds nuw float, ptr %2229, i64 %2164
  %2231 = load <8 x float>, ptr %2230, align 1
  %2232 = fcmp uno <8 x float> %2231, zeroinitializer
  %2233 = select <8 x i1> %2232, <8 x i1> splat (i1 true), <8 x i1> %2225
  %2234 = select <8 x i1> %2233, <8 x i1> splat (i1 true), <8 x i1> %2218
  %2235 = select <8 x i1> %2234, <8 x i1> splat (i1 true), <8 x i1> %2211
  %2236 = select <8 x i1> %2235, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> %2204
  %2237 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %2231, <8 x float> %2226)
  %2238 = add nuw nsw i64 %2203, 4
  %2239 = add i64 %2206, 4
  %2240 = icmp eq i64 %2239, %1922
  br i1 %2240, label %2169, label %2202

2241:                                             ; preds = %2166, %1895, %1889
  %2242 = add nuw nsw i64 %1884, 1
  %2243 = icmp eq i64 %2242, %1863
  br i1 %2243, label %1878, label %1883

2244:                                             ; preds = %1878, %1439, %1037, %727, %432, %113, %1837, %1399, %998, %661, %375, %47
  %2245 = phi ptr [ %1390, %1399 ], [ %989, %998 ], [ %662, %661 ], [ %376, %375 ], [ %48, %47 ], [ %1823, %1837 ], [ %662, %727 ], [ %989, %1037 ], [ %1390, %1439 ], [ %48, %113 ], [ %376, %432 ], [ %1823, %1878 ]
  %2246 = phi ptr [ %651, %1399 ], [ %651, %998 ], [ %651, %661 ], [ %366, %375 ], [ %38, %47 ], [ %651, %1837 ], [ %651, %727 ], [ %651, %1037 ], [ %651, %1439 ], [ %38, %113 ], [ %366, %432 ], [ %651, %1878 ]
  call void @llvm.stackrestore.p0(ptr %2245)
  br label %2247

2247:                                             ; preds = %2244, %1817, %1809, %1384, %1376, %983, %975, %657, %652, %371, %365, %43, %37
  %2248 = phi ptr [ %651, %983 ], [ %651, %1376 ], [ %651, %1384 ], [ %651, %1809 ], [ %651, %1817 ], [ %38, %37 ], [ %38, %43 ], [ %366, %365 ], [ %366, %371 ], [ %651, %652 ], [ %651, %657 ], [ %651, %975 ], [ %2246, %2244 ]
  call void @llvm.stackrestore.p0(ptr %2248)
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
