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
  br i1 %37, label %38, label %320

38:                                               ; preds = %20
  %39 = tail call ptr @llvm.stacksave.p0()
  %40 = add nsw i64 %8, 15
  %41 = sdiv i64 %40, 16
  %42 = shl nsw i64 %41, 4
  %43 = icmp sgt i64 %8, 1024
  br i1 %43, label %1965, label %44

44:                                               ; preds = %38
  %45 = icmp sge i64 %2, %3
  %46 = icmp slt i64 %19, 1
  %47 = or i1 %45, %46
  br i1 %47, label %1965, label %48

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
  br i1 %59, label %60, label %1962

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

89:                                               ; preds = %60, %109
  %90 = phi i64 [ %65, %60 ], [ %113, %109 ]
  %91 = phi i64 [ %58, %60 ], [ %111, %109 ]
  %92 = phi i64 [ %57, %60 ], [ %110, %109 ]
  %93 = call i64 @llvm.smin.i64(i64 %4, i64 %90)
  %94 = call i64 @llvm.smin.i64(i64 %93, i64 %56)
  %95 = icmp sgt i64 %2, %91
  %96 = sub nsw i64 %2, %91
  %97 = select i1 %95, i64 %96, i64 0
  %98 = sub nsw i64 %3, %91
  %99 = call i64 @llvm.smin.i64(i64 %98, i64 %56)
  %100 = call i64 @llvm.smin.i64(i64 %4, i64 %99)
  %101 = icmp sgt i64 %100, 0
  br i1 %101, label %102, label %109

102:                                              ; preds = %89
  %103 = add i64 %61, %97
  %104 = mul nsw i64 %92, %4
  %105 = mul nsw i64 %92, %17
  %106 = getelementptr inbounds float, ptr %27, i64 %105
  %107 = mul nsw i64 %92, %18
  %108 = getelementptr inbounds float, ptr %28, i64 %107
  br label %114

109:                                              ; preds = %317, %89
  %110 = add nsw i64 %92, 1
  %111 = mul nsw i64 %110, %56
  %112 = icmp slt i64 %111, %3
  %113 = sub i64 %90, %56
  br i1 %112, label %89, label %1962

114:                                              ; preds = %102, %317
  %115 = phi i64 [ 0, %102 ], [ %318, %317 ]
  %116 = icmp samesign ugt i64 %97, %115
  br i1 %116, label %117, label %120

117:                                              ; preds = %114
  %118 = sub i64 %103, %115
  %119 = sdiv i64 %118, %4
  br label %120

120:                                              ; preds = %117, %114
  %121 = phi i64 [ %119, %117 ], [ 0, %114 ]
  %122 = xor i64 %115, -1
  %123 = add i64 %99, %122
  %124 = sdiv i64 %123, %4
  %125 = icmp sgt i64 %121, %124
  br i1 %125, label %317, label %126

126:                                              ; preds = %120
  %127 = add nsw i64 %124, 1
  %128 = mul nsw i64 %127, %52
  %129 = call i64 @llvm.smin.i64(i64 %128, i64 %7)
  %130 = mul i64 %62, %115
  %131 = getelementptr inbounds float, ptr %106, i64 %130
  %132 = mul nsw i64 %121, %52
  %133 = icmp slt i64 %132, %129
  br i1 %133, label %134, label %317

134:                                              ; preds = %126
  %135 = add nsw i64 %115, %104
  %136 = mul nsw i64 %115, %7
  %137 = mul nsw i64 %135, %5
  br label %138

138:                                              ; preds = %134, %258
  %139 = phi i64 [ %132, %134 ], [ %259, %258 ]
  %140 = mul nsw i64 %139, %11
  %141 = sub i64 %140, %15
  br label %154

142:                                              ; preds = %251
  %143 = add nsw i64 %139, %136
  %144 = mul nsw i64 %143, %8
  %145 = getelementptr inbounds float, ptr %108, i64 %144
  br i1 %64, label %146, label %258

146:                                              ; preds = %142
  %147 = icmp sgt i32 %252, 0
  %148 = zext i32 %252 to i64
  %149 = and i64 %148, 1
  %150 = icmp eq i32 %252, 1
  %151 = and i64 %148, 2147483646
  %152 = icmp eq i64 %149, 0
  %153 = icmp ne i64 %149, 0
  br label %255

154:                                              ; preds = %138, %251
  %155 = phi i64 [ 0, %138 ], [ %253, %251 ]
  %156 = phi i32 [ 0, %138 ], [ %252, %251 ]
  %157 = add i64 %141, %155
  %158 = icmp sgt i64 %157, -1
  %159 = icmp slt i64 %157, %5
  %160 = and i1 %158, %159
  br i1 %160, label %161, label %251

161:                                              ; preds = %154
  %162 = and i64 %157, 3
  %163 = add nsw i64 %157, %137
  %164 = mul nsw i64 %162, %42
  %165 = getelementptr inbounds float, ptr %26, i64 %164
  %166 = getelementptr inbounds nuw i64, ptr %50, i64 %162
  %167 = load i64, ptr %166, align 8
  %168 = icmp eq i64 %167, %163
  br i1 %168, label %247, label %169

169:                                              ; preds = %161
  %170 = mul nsw i64 %157, %6
  %171 = getelementptr inbounds float, ptr %131, i64 %170
  br i1 %63, label %246, label %172

172:                                              ; preds = %169
  br i1 %70, label %178, label %173

173:                                              ; preds = %172
  %174 = getelementptr inbounds nuw float, ptr %171, i64 %66
  %175 = load <16 x float>, ptr %174, align 1
  %176 = getelementptr inbounds nuw i8, ptr %174, i64 64
  %177 = load <16 x float>, ptr %176, align 1
  br label %184

178:                                              ; preds = %172
  br i1 %74, label %179, label %184

179:                                              ; preds = %178
  %180 = getelementptr inbounds float, ptr %171, i64 %66
  %181 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %180, <16 x i1> %84, <16 x float> splat (float 0xFFF0000000000000))
  %182 = getelementptr inbounds nuw i8, ptr %180, i64 64
  %183 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %182, <16 x i1> %87, <16 x float> splat (float 0xFFF0000000000000))
  br label %184

184:                                              ; preds = %179, %178, %173
  %185 = phi <16 x float> [ %181, %179 ], [ %175, %173 ], [ splat (float 0xFFF0000000000000), %178 ]
  %186 = phi <16 x float> [ %183, %179 ], [ %177, %173 ], [ splat (float 0xFFF0000000000000), %178 ]
  %187 = shufflevector <16 x float> %185, <16 x float> %186, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %188 = shufflevector <16 x float> %185, <16 x float> %186, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  br i1 %88, label %246, label %189

189:                                              ; preds = %184, %228
  %190 = phi <16 x float> [ %232, %228 ], [ %188, %184 ]
  %191 = phi <16 x float> [ %231, %228 ], [ %187, %184 ]
  %192 = phi i64 [ %244, %228 ], [ 1, %184 ]
  %193 = shl nsw i64 %192, 5
  %194 = sub nsw i64 %193, %16
  %195 = icmp slt i64 %194, 0
  %196 = add nuw nsw i64 %194, 32
  %197 = icmp sgt i64 %196, %6
  %198 = select i1 %195, i1 true, i1 %197
  br i1 %198, label %204, label %199

199:                                              ; preds = %189
  %200 = getelementptr inbounds nuw float, ptr %171, i64 %194
  %201 = load <16 x float>, ptr %200, align 1
  %202 = getelementptr inbounds nuw i8, ptr %200, i64 64
  %203 = load <16 x float>, ptr %202, align 1
  br label %228

204:                                              ; preds = %189
  %205 = sub nsw i64 0, %194
  %206 = select i1 %195, i64 %205, i64 0
  %207 = sub nsw i64 %6, %194
  %208 = call i64 @llvm.smin.i64(i64 %207, i64 32)
  %209 = icmp sgt i64 %208, %206
  br i1 %209, label %210, label %228

210:                                              ; preds = %204
  %211 = getelementptr inbounds float, ptr %171, i64 %194
  %212 = icmp sgt i64 %207, 31
  %213 = trunc i64 %208 to i32
  %214 = shl nsw i32 -1, %213
  %215 = xor i32 %214, -1
  %216 = select i1 %212, i32 -1, i32 %215
  %217 = trunc i64 %206 to i32
  %218 = shl nsw i32 -1, %217
  %219 = and i32 %216, %218
  %220 = trunc i32 %219 to i16
  %221 = bitcast i16 %220 to <16 x i1>
  %222 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %211, <16 x i1> %221, <16 x float> splat (float 0xFFF0000000000000))
  %223 = lshr i32 %219, 16
  %224 = trunc nuw i32 %223 to i16
  %225 = getelementptr inbounds nuw i8, ptr %211, i64 64
  %226 = bitcast i16 %224 to <16 x i1>
  %227 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %225, <16 x i1> %226, <16 x float> splat (float 0xFFF0000000000000))
  br label %228

228:                                              ; preds = %204, %210, %199
  %229 = phi <16 x float> [ %222, %210 ], [ %201, %199 ], [ splat (float 0xFFF0000000000000), %204 ]
  %230 = phi <16 x float> [ %227, %210 ], [ %203, %199 ], [ splat (float 0xFFF0000000000000), %204 ]
  %231 = shufflevector <16 x float> %229, <16 x float> %230, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %232 = shufflevector <16 x float> %229, <16 x float> %230, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %233 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %191, <16 x float> splat (float 0xFFF0000000000000), i32 4)
  %234 = fcmp uno <16 x float> %191, %190
  %235 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %190, <16 x float> %233, i32 4)
  %236 = shufflevector <16 x float> %191, <16 x float> %229, <16 x i32> <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16>
  %237 = fcmp uno <16 x float> %236, zeroinitializer
  %238 = or <16 x i1> %234, %237
  %239 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %236, <16 x float> %235, i32 4)
  %240 = shl i64 %192, 6
  %241 = getelementptr i8, ptr %165, i64 %240
  %242 = getelementptr i8, ptr %241, i64 -64
  %243 = select <16 x i1> %238, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %239
  store <16 x float> %243, ptr %242, align 64
  %244 = add nuw nsw i64 %192, 1
  %245 = icmp eq i64 %41, %192
  br i1 %245, label %246, label %189

246:                                              ; preds = %184, %228, %169
  store i64 %163, ptr %166, align 8
  br label %247

247:                                              ; preds = %246, %161
  %248 = add nsw i32 %156, 1
  %249 = sext i32 %156 to i64
  %250 = getelementptr inbounds ptr, ptr %51, i64 %249
  store ptr %165, ptr %250, align 8
  br label %251

251:                                              ; preds = %247, %154
  %252 = phi i32 [ %248, %247 ], [ %156, %154 ]
  %253 = add nuw nsw i64 %155, 1
  %254 = icmp eq i64 %253, 3
  br i1 %254, label %142, label %154

255:                                              ; preds = %146, %279
  %256 = phi i64 [ 0, %146 ], [ %290, %279 ]
  br i1 %147, label %257, label %279

257:                                              ; preds = %255
  br i1 %150, label %262, label %292

258:                                              ; preds = %279, %142
  %259 = add nsw i64 %139, 1
  %260 = icmp eq i64 %259, %129
  br i1 %260, label %317, label %138

261:                                              ; preds = %292
  br i1 %152, label %274, label %262

262:                                              ; preds = %261, %257
  %263 = phi i64 [ 0, %257 ], [ %314, %261 ]
  %264 = phi i16 [ 0, %257 ], [ %312, %261 ]
  %265 = phi <16 x float> [ splat (float 0xFFF0000000000000), %257 ], [ %313, %261 ]
  call void @llvm.assume(i1 %153)
  %266 = getelementptr inbounds nuw ptr, ptr %51, i64 %263
  %267 = load ptr, ptr %266, align 8
  %268 = getelementptr inbounds nuw float, ptr %267, i64 %256
  %269 = load <16 x float>, ptr %268, align 1
  %270 = fcmp uno <16 x float> %269, zeroinitializer
  %271 = bitcast <16 x i1> %270 to i16
  %272 = or i16 %264, %271
  %273 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %269, <16 x float> %265, i32 4)
  br label %274

274:                                              ; preds = %261, %262
  %275 = phi i16 [ %312, %261 ], [ %272, %262 ]
  %276 = phi <16 x float> [ %313, %261 ], [ %273, %262 ]
  %277 = bitcast i16 %275 to <16 x i1>
  %278 = select <16 x i1> %277, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %276
  br label %279

279:                                              ; preds = %274, %255
  %280 = phi <16 x float> [ splat (float 0xFFF0000000000000), %255 ], [ %278, %274 ]
  %281 = getelementptr inbounds nuw float, ptr %145, i64 %256
  %282 = sub nsw i64 %8, %256
  %283 = icmp sgt i64 %282, 15
  %284 = trunc i64 %282 to i32
  %285 = shl nsw i32 -1, %284
  %286 = trunc i32 %285 to i16
  %287 = xor i16 %286, -1
  %288 = select i1 %283, i16 -1, i16 %287
  %289 = bitcast i16 %288 to <16 x i1>
  call void @llvm.masked.store.v16f32.p0(<16 x float> %280, ptr align 1 %281, <16 x i1> %289)
  %290 = add nuw nsw i64 %256, 16
  %291 = icmp slt i64 %290, %8
  br i1 %291, label %255, label %258

292:                                              ; preds = %257, %292
  %293 = phi i64 [ %314, %292 ], [ 0, %257 ]
  %294 = phi i16 [ %312, %292 ], [ 0, %257 ]
  %295 = phi <16 x float> [ %313, %292 ], [ splat (float 0xFFF0000000000000), %257 ]
  %296 = phi i64 [ %315, %292 ], [ 0, %257 ]
  %297 = getelementptr inbounds nuw ptr, ptr %51, i64 %293
  %298 = load ptr, ptr %297, align 16
  %299 = getelementptr inbounds nuw float, ptr %298, i64 %256
  %300 = load <16 x float>, ptr %299, align 1
  %301 = fcmp uno <16 x float> %300, zeroinitializer
  %302 = bitcast <16 x i1> %301 to i16
  %303 = or i16 %294, %302
  %304 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %300, <16 x float> %295, i32 4)
  %305 = getelementptr inbounds nuw ptr, ptr %51, i64 %293
  %306 = getelementptr inbounds nuw i8, ptr %305, i64 8
  %307 = load ptr, ptr %306, align 8
  %308 = getelementptr inbounds nuw float, ptr %307, i64 %256
  %309 = load <16 x float>, ptr %308, align 1
  %310 = fcmp uno <16 x float> %309, zeroinitializer
  %311 = bitcast <16 x i1> %310 to i16
  %312 = or i16 %303, %311
  %313 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %309, <16 x float> %304, i32 4)
  %314 = add nuw nsw i64 %293, 2
  %315 = add i64 %296, 2
  %316 = icmp eq i64 %315, %151
  br i1 %316, label %261, label %292

317:                                              ; preds = %258, %126, %120
  %318 = add nuw nsw i64 %115, 1
  %319 = icmp eq i64 %318, %94
  br i1 %319, label %109, label %114

320:                                              ; preds = %20
  %321 = icmp eq i64 %12, 1
  %322 = and i1 %31, %321
  %323 = and i1 %322, %34
  %324 = and i1 %323, %36
  br i1 %324, label %325, label %583

325:                                              ; preds = %320
  %326 = tail call ptr @llvm.stacksave.p0()
  %327 = add nsw i64 %8, 15
  %328 = sdiv i64 %327, 16
  %329 = shl nsw i64 %328, 4
  %330 = icmp sgt i64 %8, 1024
  br i1 %330, label %1965, label %331

331:                                              ; preds = %325
  %332 = icmp sge i64 %2, %3
  %333 = icmp slt i64 %19, 1
  %334 = or i1 %332, %333
  br i1 %334, label %1965, label %335

335:                                              ; preds = %331
  %336 = tail call ptr @llvm.stacksave.p0()
  %337 = alloca [4 x i64], align 16
  %338 = alloca [3 x ptr], align 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %337, i8 -1, i64 32, i1 false)
  %339 = tail call i64 @llvm.smin.i64(i64 %19, i64 %7)
  %340 = add i64 %7, -1
  %341 = add i64 %340, %339
  %342 = sdiv i64 %341, %339
  %343 = mul nsw i64 %342, %4
  %344 = sdiv i64 %2, %343
  %345 = mul nsw i64 %344, %343
  %346 = icmp slt i64 %345, %3
  br i1 %346, label %347, label %1962

347:                                              ; preds = %335
  %348 = add i64 %4, -1
  %349 = mul i64 %6, %5
  %350 = icmp slt i64 %8, -30
  %351 = icmp sgt i64 %8, 0
  %352 = sub i64 %3, %345
  %353 = sub nsw i64 0, %16
  %354 = icmp sgt i64 %16, 0
  %355 = sub i64 16, %16
  %356 = icmp sgt i64 %355, %6
  %357 = or i1 %354, %356
  %358 = tail call i64 @llvm.smax.i64(i64 %16, i64 0)
  %359 = add nsw i64 %6, %16
  %360 = tail call i64 @llvm.smin.i64(i64 %359, i64 16)
  %361 = icmp sgt i64 %360, %358
  %362 = trunc nuw nsw i64 %360 to i32
  %363 = shl nsw i32 -1, %362
  %364 = xor i32 %363, -1
  %365 = trunc nuw nsw i64 %358 to i32
  %366 = shl nsw i32 -1, %365
  %367 = and i32 %366, %364
  %368 = trunc nuw i32 %367 to i16
  %369 = bitcast i16 %368 to <16 x i1>
  %370 = icmp slt i64 %8, 1
  br label %371

371:                                              ; preds = %347, %391
  %372 = phi i64 [ %352, %347 ], [ %395, %391 ]
  %373 = phi i64 [ %345, %347 ], [ %393, %391 ]
  %374 = phi i64 [ %344, %347 ], [ %392, %391 ]
  %375 = call i64 @llvm.smin.i64(i64 %4, i64 %372)
  %376 = call i64 @llvm.smin.i64(i64 %375, i64 %343)
  %377 = icmp sgt i64 %2, %373
  %378 = sub nsw i64 %2, %373
  %379 = select i1 %377, i64 %378, i64 0
  %380 = sub nsw i64 %3, %373
  %381 = call i64 @llvm.smin.i64(i64 %380, i64 %343)
  %382 = call i64 @llvm.smin.i64(i64 %4, i64 %381)
  %383 = icmp sgt i64 %382, 0
  br i1 %383, label %384, label %391

384:                                              ; preds = %371
  %385 = add i64 %348, %379
  %386 = mul nsw i64 %374, %4
  %387 = mul nsw i64 %374, %17
  %388 = getelementptr inbounds float, ptr %27, i64 %387
  %389 = mul nsw i64 %374, %18
  %390 = getelementptr inbounds float, ptr %28, i64 %389
  br label %396

391:                                              ; preds = %580, %371
  %392 = add nsw i64 %374, 1
  %393 = mul nsw i64 %392, %343
  %394 = icmp slt i64 %393, %3
  %395 = sub i64 %372, %343
  br i1 %394, label %371, label %1962

396:                                              ; preds = %384, %580
  %397 = phi i64 [ 0, %384 ], [ %581, %580 ]
  %398 = icmp samesign ugt i64 %379, %397
  br i1 %398, label %399, label %402

399:                                              ; preds = %396
  %400 = sub i64 %385, %397
  %401 = sdiv i64 %400, %4
  br label %402

402:                                              ; preds = %399, %396
  %403 = phi i64 [ %401, %399 ], [ 0, %396 ]
  %404 = xor i64 %397, -1
  %405 = add i64 %381, %404
  %406 = sdiv i64 %405, %4
  %407 = icmp sgt i64 %403, %406
  br i1 %407, label %580, label %408

408:                                              ; preds = %402
  %409 = add nsw i64 %406, 1
  %410 = mul nsw i64 %409, %339
  %411 = call i64 @llvm.smin.i64(i64 %410, i64 %7)
  %412 = mul i64 %349, %397
  %413 = getelementptr inbounds float, ptr %388, i64 %412
  %414 = mul nsw i64 %403, %339
  %415 = icmp slt i64 %414, %411
  br i1 %415, label %416, label %580

416:                                              ; preds = %408
  %417 = add nsw i64 %397, %386
  %418 = mul nsw i64 %397, %7
  %419 = mul nsw i64 %417, %5
  br label %420

420:                                              ; preds = %416, %521
  %421 = phi i64 [ %414, %416 ], [ %522, %521 ]
  %422 = mul nsw i64 %421, %11
  %423 = sub i64 %422, %15
  br label %436

424:                                              ; preds = %514
  %425 = add nsw i64 %421, %418
  %426 = mul nsw i64 %425, %8
  %427 = getelementptr inbounds float, ptr %390, i64 %426
  br i1 %351, label %428, label %521

428:                                              ; preds = %424
  %429 = icmp sgt i32 %515, 0
  %430 = zext i32 %515 to i64
  %431 = and i64 %430, 1
  %432 = icmp eq i32 %515, 1
  %433 = and i64 %430, 2147483646
  %434 = icmp eq i64 %431, 0
  %435 = icmp ne i64 %431, 0
  br label %518

436:                                              ; preds = %420, %514
  %437 = phi i64 [ 0, %420 ], [ %516, %514 ]
  %438 = phi i32 [ 0, %420 ], [ %515, %514 ]
  %439 = add i64 %423, %437
  %440 = icmp sgt i64 %439, -1
  %441 = icmp slt i64 %439, %5
  %442 = and i1 %440, %441
  br i1 %442, label %443, label %514

443:                                              ; preds = %436
  %444 = and i64 %439, 3
  %445 = add nsw i64 %439, %419
  %446 = mul nsw i64 %444, %329
  %447 = getelementptr inbounds float, ptr %26, i64 %446
  %448 = getelementptr inbounds nuw i64, ptr %337, i64 %444
  %449 = load i64, ptr %448, align 8
  %450 = icmp eq i64 %449, %445
  br i1 %450, label %510, label %451

451:                                              ; preds = %443
  %452 = mul nsw i64 %439, %6
  %453 = getelementptr inbounds float, ptr %413, i64 %452
  br i1 %350, label %509, label %454

454:                                              ; preds = %451
  br i1 %357, label %458, label %455

455:                                              ; preds = %454
  %456 = getelementptr inbounds nuw float, ptr %453, i64 %353
  %457 = load <16 x float>, ptr %456, align 1
  br label %462

458:                                              ; preds = %454
  br i1 %361, label %459, label %462

459:                                              ; preds = %458
  %460 = getelementptr inbounds float, ptr %453, i64 %353
  %461 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %460, <16 x i1> %369, <16 x float> splat (float 0xFFF0000000000000))
  br label %462

462:                                              ; preds = %455, %458, %459
  %463 = phi <16 x float> [ %457, %455 ], [ %461, %459 ], [ splat (float 0xFFF0000000000000), %458 ]
  br i1 %370, label %509, label %464

464:                                              ; preds = %462, %493
  %465 = phi i64 [ %507, %493 ], [ 1, %462 ]
  %466 = phi <16 x float> [ %494, %493 ], [ %463, %462 ]
  %467 = shl nsw i64 %465, 4
  %468 = sub nsw i64 %467, %16
  %469 = icmp slt i64 %468, 0
  %470 = add nuw nsw i64 %468, 16
  %471 = icmp sgt i64 %470, %6
  %472 = select i1 %469, i1 true, i1 %471
  br i1 %472, label %476, label %473

473:                                              ; preds = %464
  %474 = getelementptr inbounds nuw float, ptr %453, i64 %468
  %475 = load <16 x float>, ptr %474, align 1
  br label %493

476:                                              ; preds = %464
  %477 = sub nsw i64 0, %468
  %478 = select i1 %469, i64 %477, i64 0
  %479 = sub nsw i64 %6, %468
  %480 = call i64 @llvm.smin.i64(i64 %479, i64 16)
  %481 = icmp sgt i64 %480, %478
  br i1 %481, label %482, label %493

482:                                              ; preds = %476
  %483 = trunc i64 %480 to i32
  %484 = shl nsw i32 -1, %483
  %485 = xor i32 %484, -1
  %486 = trunc i64 %478 to i32
  %487 = shl nsw i32 -1, %486
  %488 = and i32 %487, %485
  %489 = trunc i32 %488 to i16
  %490 = getelementptr inbounds float, ptr %453, i64 %468
  %491 = bitcast i16 %489 to <16 x i1>
  %492 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %490, <16 x i1> %491, <16 x float> splat (float 0xFFF0000000000000))
  br label %493

493:                                              ; preds = %473, %476, %482
  %494 = phi <16 x float> [ %475, %473 ], [ %492, %482 ], [ splat (float 0xFFF0000000000000), %476 ]
  %495 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %466, <16 x float> splat (float 0xFFF0000000000000), i32 4)
  %496 = shufflevector <16 x float> %466, <16 x float> %494, <16 x i32> <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16>
  %497 = fcmp uno <16 x float> %466, %496
  %498 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %496, <16 x float> %495, i32 4)
  %499 = shufflevector <16 x float> %466, <16 x float> %494, <16 x i32> <i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17>
  %500 = fcmp uno <16 x float> %499, zeroinitializer
  %501 = or <16 x i1> %497, %500
  %502 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %499, <16 x float> %498, i32 4)
  %503 = shl i64 %465, 6
  %504 = getelementptr i8, ptr %447, i64 %503
  %505 = getelementptr i8, ptr %504, i64 -64
  %506 = select <16 x i1> %501, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %502
  store <16 x float> %506, ptr %505, align 64
  %507 = add nuw nsw i64 %465, 1
  %508 = icmp eq i64 %328, %465
  br i1 %508, label %509, label %464

509:                                              ; preds = %493, %462, %451
  store i64 %445, ptr %448, align 8
  br label %510

510:                                              ; preds = %509, %443
  %511 = add nsw i32 %438, 1
  %512 = sext i32 %438 to i64
  %513 = getelementptr inbounds ptr, ptr %338, i64 %512
  store ptr %447, ptr %513, align 8
  br label %514

514:                                              ; preds = %510, %436
  %515 = phi i32 [ %511, %510 ], [ %438, %436 ]
  %516 = add nuw nsw i64 %437, 1
  %517 = icmp eq i64 %516, 3
  br i1 %517, label %424, label %436

518:                                              ; preds = %428, %542
  %519 = phi i64 [ 0, %428 ], [ %553, %542 ]
  br i1 %429, label %520, label %542

520:                                              ; preds = %518
  br i1 %432, label %525, label %555

521:                                              ; preds = %542, %424
  %522 = add nsw i64 %421, 1
  %523 = icmp eq i64 %522, %411
  br i1 %523, label %580, label %420

524:                                              ; preds = %555
  br i1 %434, label %537, label %525

525:                                              ; preds = %524, %520
  %526 = phi i64 [ 0, %520 ], [ %577, %524 ]
  %527 = phi i16 [ 0, %520 ], [ %575, %524 ]
  %528 = phi <16 x float> [ splat (float 0xFFF0000000000000), %520 ], [ %576, %524 ]
  call void @llvm.assume(i1 %435)
  %529 = getelementptr inbounds nuw ptr, ptr %338, i64 %526
  %530 = load ptr, ptr %529, align 8
  %531 = getelementptr inbounds nuw float, ptr %530, i64 %519
  %532 = load <16 x float>, ptr %531, align 1
  %533 = fcmp uno <16 x float> %532, zeroinitializer
  %534 = bitcast <16 x i1> %533 to i16
  %535 = or i16 %527, %534
  %536 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %532, <16 x float> %528, i32 4)
  br label %537

537:                                              ; preds = %524, %525
  %538 = phi i16 [ %575, %524 ], [ %535, %525 ]
  %539 = phi <16 x float> [ %576, %524 ], [ %536, %525 ]
  %540 = bitcast i16 %538 to <16 x i1>
  %541 = select <16 x i1> %540, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %539
  br label %542

542:                                              ; preds = %537, %518
  %543 = phi <16 x float> [ splat (float 0xFFF0000000000000), %518 ], [ %541, %537 ]
  %544 = getelementptr inbounds nuw float, ptr %427, i64 %519
  %545 = sub nsw i64 %8, %519
  %546 = icmp sgt i64 %545, 15
  %547 = trunc i64 %545 to i32
  %548 = shl nsw i32 -1, %547
  %549 = trunc i32 %548 to i16
  %550 = xor i16 %549, -1
  %551 = select i1 %546, i16 -1, i16 %550
  %552 = bitcast i16 %551 to <16 x i1>
  call void @llvm.masked.store.v16f32.p0(<16 x float> %543, ptr align 1 %544, <16 x i1> %552)
  %553 = add nuw nsw i64 %519, 16
  %554 = icmp slt i64 %553, %8
  br i1 %554, label %518, label %521

555:                                              ; preds = %520, %555
  %556 = phi i64 [ %577, %555 ], [ 0, %520 ]
  %557 = phi i16 [ %575, %555 ], [ 0, %520 ]
  %558 = phi <16 x float> [ %576, %555 ], [ splat (float 0xFFF0000000000000), %520 ]
  %559 = phi i64 [ %578, %555 ], [ 0, %520 ]
  %560 = getelementptr inbounds nuw ptr, ptr %338, i64 %556
  %561 = load ptr, ptr %560, align 16
  %562 = getelementptr inbounds nuw float, ptr %561, i64 %519
  %563 = load <16 x float>, ptr %562, align 1
  %564 = fcmp uno <16 x float> %563, zeroinitializer
  %565 = bitcast <16 x i1> %564 to i16
  %566 = or i16 %557, %565
  %567 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %563, <16 x float> %558, i32 4)
  %568 = getelementptr inbounds nuw ptr, ptr %338, i64 %556
  %569 = getelementptr inbounds nuw i8, ptr %568, i64 8
  %570 = load ptr, ptr %569, align 8
  %571 = getelementptr inbounds nuw float, ptr %570, i64 %519
  %572 = load <16 x float>, ptr %571, align 1
  %573 = fcmp uno <16 x float> %572, zeroinitializer
  %574 = bitcast <16 x i1> %573 to i16
  %575 = or i16 %566, %574
  %576 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %572, <16 x float> %567, i32 4)
  %577 = add nuw nsw i64 %556, 2
  %578 = add i64 %559, 2
  %579 = icmp eq i64 %578, %433
  br i1 %579, label %524, label %555

580:                                              ; preds = %521, %408, %402
  %581 = add nuw nsw i64 %397, 1
  %582 = icmp eq i64 %581, %376
  br i1 %582, label %391, label %396

583:                                              ; preds = %320
  %584 = icmp eq i64 %9, 2
  %585 = icmp eq i64 %10, 2
  %586 = and i1 %584, %585
  %587 = and i1 %586, %32
  %588 = and i1 %587, %34
  %589 = and i1 %588, %36
  %590 = tail call ptr @llvm.stacksave.p0()
  br i1 %589, label %591, label %920

591:                                              ; preds = %583
  %592 = add nsw i64 %8, 15
  %593 = sdiv i64 %592, 16
  %594 = shl nsw i64 %593, 4
  %595 = icmp sgt i64 %8, 2048
  br i1 %595, label %1965, label %596

596:                                              ; preds = %591
  %597 = icmp sge i64 %2, %3
  %598 = icmp slt i64 %19, 1
  %599 = or i1 %597, %598
  br i1 %599, label %1965, label %600

600:                                              ; preds = %596
  %601 = tail call ptr @llvm.stacksave.p0()
  %602 = alloca [2 x i64], align 16
  %603 = alloca [2 x ptr], align 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %602, i8 -1, i64 16, i1 false)
  %604 = tail call i64 @llvm.smin.i64(i64 %19, i64 %7)
  %605 = add i64 %7, -1
  %606 = add i64 %605, %604
  %607 = sdiv i64 %606, %604
  %608 = mul nsw i64 %607, %4
  %609 = sdiv i64 %2, %608
  %610 = mul nsw i64 %609, %608
  %611 = icmp slt i64 %610, %3
  br i1 %611, label %612, label %1962

612:                                              ; preds = %600
  %613 = add i64 %4, -1
  %614 = mul i64 %6, %5
  %615 = icmp slt i64 %8, -30
  %616 = icmp sgt i64 %8, 0
  %617 = sub i64 %3, %610
  %618 = sub nsw i64 0, %16
  %619 = icmp sgt i64 %16, 0
  %620 = sub i64 32, %16
  %621 = icmp sgt i64 %620, %6
  %622 = or i1 %619, %621
  %623 = tail call i64 @llvm.smax.i64(i64 %16, i64 0)
  %624 = add nsw i64 %6, %16
  %625 = tail call i64 @llvm.smin.i64(i64 %624, i64 32)
  %626 = icmp sgt i64 %625, %623
  %627 = icmp sgt i64 %624, 31
  %628 = trunc nuw nsw i64 %625 to i32
  %629 = shl nsw i32 -1, %628
  %630 = xor i32 %629, -1
  %631 = select i1 %627, i32 -1, i32 %630
  %632 = trunc nuw nsw i64 %623 to i32
  %633 = shl nsw i32 -1, %632
  %634 = and i32 %631, %633
  %635 = trunc i32 %634 to i16
  %636 = bitcast i16 %635 to <16 x i1>
  %637 = lshr i32 %634, 16
  %638 = trunc nuw i32 %637 to i16
  %639 = bitcast i16 %638 to <16 x i1>
  %640 = icmp slt i64 %8, 1
  %641 = getelementptr inbounds nuw i8, ptr %603, i64 8
  br label %642

642:                                              ; preds = %612, %662
  %643 = phi i64 [ %617, %612 ], [ %666, %662 ]
  %644 = phi i64 [ %610, %612 ], [ %664, %662 ]
  %645 = phi i64 [ %609, %612 ], [ %663, %662 ]
  %646 = call i64 @llvm.smin.i64(i64 %4, i64 %643)
  %647 = call i64 @llvm.smin.i64(i64 %646, i64 %608)
  %648 = icmp sgt i64 %2, %644
  %649 = sub nsw i64 %2, %644
  %650 = select i1 %648, i64 %649, i64 0
  %651 = sub nsw i64 %3, %644
  %652 = call i64 @llvm.smin.i64(i64 %651, i64 %608)
  %653 = call i64 @llvm.smin.i64(i64 %4, i64 %652)
  %654 = icmp sgt i64 %653, 0
  br i1 %654, label %655, label %662

655:                                              ; preds = %642
  %656 = add i64 %613, %650
  %657 = mul nsw i64 %645, %4
  %658 = mul nsw i64 %645, %17
  %659 = getelementptr inbounds float, ptr %27, i64 %658
  %660 = mul nsw i64 %645, %18
  %661 = getelementptr inbounds float, ptr %28, i64 %660
  br label %667

662:                                              ; preds = %917, %642
  %663 = add nsw i64 %645, 1
  %664 = mul nsw i64 %663, %608
  %665 = icmp slt i64 %664, %3
  %666 = sub i64 %643, %608
  br i1 %665, label %642, label %1962

667:                                              ; preds = %655, %917
  %668 = phi i64 [ 0, %655 ], [ %918, %917 ]
  %669 = icmp samesign ugt i64 %650, %668
  br i1 %669, label %670, label %673

670:                                              ; preds = %667
  %671 = sub i64 %656, %668
  %672 = sdiv i64 %671, %4
  br label %673

673:                                              ; preds = %670, %667
  %674 = phi i64 [ %672, %670 ], [ 0, %667 ]
  %675 = xor i64 %668, -1
  %676 = add i64 %652, %675
  %677 = sdiv i64 %676, %4
  %678 = icmp sgt i64 %674, %677
  br i1 %678, label %917, label %679

679:                                              ; preds = %673
  %680 = add nsw i64 %677, 1
  %681 = mul nsw i64 %680, %604
  %682 = call i64 @llvm.smin.i64(i64 %681, i64 %7)
  %683 = mul i64 %614, %668
  %684 = getelementptr inbounds float, ptr %659, i64 %683
  %685 = mul nsw i64 %674, %604
  %686 = icmp slt i64 %685, %682
  br i1 %686, label %687, label %917

687:                                              ; preds = %679
  %688 = add nsw i64 %668, %657
  %689 = mul nsw i64 %668, %7
  %690 = mul nsw i64 %688, %5
  br label %691

691:                                              ; preds = %687, %887
  %692 = phi i64 [ %685, %687 ], [ %888, %887 ]
  %693 = mul nsw i64 %692, %11
  %694 = sub i64 %693, %15
  %695 = icmp sgt i64 %694, -1
  %696 = icmp slt i64 %694, %5
  %697 = and i1 %695, %696
  br i1 %697, label %703, label %787

698:                                              ; preds = %880
  %699 = icmp sgt i32 %881, 0
  %700 = load ptr, ptr %603, align 16
  %701 = icmp eq i32 %881, 1
  %702 = load ptr, ptr %641, align 8
  br label %885

703:                                              ; preds = %691
  %704 = and i64 %694, 1
  %705 = add nsw i64 %694, %690
  %706 = mul nuw nsw i64 %704, %594
  %707 = getelementptr inbounds float, ptr %26, i64 %706
  %708 = getelementptr inbounds nuw i64, ptr %602, i64 %704
  %709 = load i64, ptr %708, align 8
  %710 = icmp eq i64 %709, %705
  br i1 %710, label %786, label %711

711:                                              ; preds = %703
  %712 = mul nsw i64 %694, %6
  %713 = getelementptr inbounds float, ptr %684, i64 %712
  br i1 %615, label %785, label %714

714:                                              ; preds = %711
  br i1 %622, label %720, label %715

715:                                              ; preds = %714
  %716 = getelementptr inbounds nuw float, ptr %713, i64 %618
  %717 = load <16 x float>, ptr %716, align 1
  %718 = getelementptr inbounds nuw i8, ptr %716, i64 64
  %719 = load <16 x float>, ptr %718, align 1
  br label %726

720:                                              ; preds = %714
  br i1 %626, label %721, label %726

721:                                              ; preds = %720
  %722 = getelementptr inbounds float, ptr %713, i64 %618
  %723 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %722, <16 x i1> %636, <16 x float> splat (float 0xFFF0000000000000))
  %724 = getelementptr inbounds nuw i8, ptr %722, i64 64
  %725 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %724, <16 x i1> %639, <16 x float> splat (float 0xFFF0000000000000))
  br label %726

726:                                              ; preds = %715, %720, %721
  %727 = phi <16 x float> [ %723, %721 ], [ %717, %715 ], [ splat (float 0xFFF0000000000000), %720 ]
  %728 = phi <16 x float> [ %725, %721 ], [ %719, %715 ], [ splat (float 0xFFF0000000000000), %720 ]
  br i1 %640, label %785, label %729

729:                                              ; preds = %726
  %730 = shufflevector <16 x float> %727, <16 x float> %728, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %731 = shufflevector <16 x float> %727, <16 x float> %728, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  br label %732

732:                                              ; preds = %729, %771
  %733 = phi <16 x float> [ %774, %771 ], [ %731, %729 ]
  %734 = phi <16 x float> [ %775, %771 ], [ %730, %729 ]
  %735 = phi i64 [ %783, %771 ], [ 1, %729 ]
  %736 = shl nsw i64 %735, 5
  %737 = sub nsw i64 %736, %16
  %738 = icmp slt i64 %737, 0
  %739 = add nuw nsw i64 %737, 32
  %740 = icmp sgt i64 %739, %6
  %741 = select i1 %738, i1 true, i1 %740
  br i1 %741, label %747, label %742

742:                                              ; preds = %732
  %743 = getelementptr inbounds nuw float, ptr %713, i64 %737
  %744 = load <16 x float>, ptr %743, align 1
  %745 = getelementptr inbounds nuw i8, ptr %743, i64 64
  %746 = load <16 x float>, ptr %745, align 1
  br label %771

747:                                              ; preds = %732
  %748 = sub nsw i64 0, %737
  %749 = select i1 %738, i64 %748, i64 0
  %750 = sub nsw i64 %6, %737
  %751 = call i64 @llvm.smin.i64(i64 %750, i64 32)
  %752 = icmp sgt i64 %751, %749
  br i1 %752, label %753, label %771

753:                                              ; preds = %747
  %754 = getelementptr inbounds float, ptr %713, i64 %737
  %755 = icmp sgt i64 %750, 31
  %756 = trunc i64 %751 to i32
  %757 = shl nsw i32 -1, %756
  %758 = xor i32 %757, -1
  %759 = select i1 %755, i32 -1, i32 %758
  %760 = trunc i64 %749 to i32
  %761 = shl nsw i32 -1, %760
  %762 = and i32 %759, %761
  %763 = trunc i32 %762 to i16
  %764 = bitcast i16 %763 to <16 x i1>
  %765 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %754, <16 x i1> %764, <16 x float> splat (float 0xFFF0000000000000))
  %766 = lshr i32 %762, 16
  %767 = trunc nuw i32 %766 to i16
  %768 = getelementptr inbounds nuw i8, ptr %754, i64 64
  %769 = bitcast i16 %767 to <16 x i1>
  %770 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %768, <16 x i1> %769, <16 x float> splat (float 0xFFF0000000000000))
  br label %771

771:                                              ; preds = %747, %753, %742
  %772 = phi <16 x float> [ %765, %753 ], [ %744, %742 ], [ splat (float 0xFFF0000000000000), %747 ]
  %773 = phi <16 x float> [ %770, %753 ], [ %746, %742 ], [ splat (float 0xFFF0000000000000), %747 ]
  %774 = shufflevector <16 x float> %772, <16 x float> %773, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %775 = shufflevector <16 x float> %772, <16 x float> %773, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %776 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %733, <16 x float> splat (float 0xFFF0000000000000), i32 4)
  %777 = fcmp uno <16 x float> %733, %734
  %778 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %734, <16 x float> %776, i32 4)
  %779 = shl i64 %735, 6
  %780 = getelementptr i8, ptr %707, i64 %779
  %781 = getelementptr i8, ptr %780, i64 -64
  %782 = select <16 x i1> %777, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %778
  store <16 x float> %782, ptr %781, align 64
  %783 = add nuw nsw i64 %735, 1
  %784 = icmp eq i64 %593, %735
  br i1 %784, label %785, label %732

785:                                              ; preds = %771, %726, %711
  store i64 %705, ptr %708, align 8
  br label %786

786:                                              ; preds = %785, %703
  store ptr %707, ptr %603, align 16
  br label %787

787:                                              ; preds = %786, %691
  %788 = phi i32 [ 1, %786 ], [ 0, %691 ]
  %789 = add i64 %694, 1
  %790 = icmp sgt i64 %789, -1
  %791 = icmp slt i64 %789, %5
  %792 = and i1 %790, %791
  br i1 %792, label %793, label %880

793:                                              ; preds = %787
  %794 = and i64 %789, 1
  %795 = add nsw i64 %789, %690
  %796 = mul nuw nsw i64 %794, %594
  %797 = getelementptr inbounds float, ptr %26, i64 %796
  %798 = getelementptr inbounds nuw i64, ptr %602, i64 %794
  %799 = load i64, ptr %798, align 8
  %800 = icmp eq i64 %799, %795
  br i1 %800, label %876, label %801

801:                                              ; preds = %793
  %802 = mul nsw i64 %789, %6
  %803 = getelementptr inbounds float, ptr %684, i64 %802
  br i1 %615, label %875, label %804

804:                                              ; preds = %801
  br i1 %622, label %810, label %805

805:                                              ; preds = %804
  %806 = getelementptr inbounds nuw float, ptr %803, i64 %618
  %807 = load <16 x float>, ptr %806, align 1
  %808 = getelementptr inbounds nuw i8, ptr %806, i64 64
  %809 = load <16 x float>, ptr %808, align 1
  br label %816

810:                                              ; preds = %804
  br i1 %626, label %811, label %816

811:                                              ; preds = %810
  %812 = getelementptr inbounds float, ptr %803, i64 %618
  %813 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %812, <16 x i1> %636, <16 x float> splat (float 0xFFF0000000000000))
  %814 = getelementptr inbounds nuw i8, ptr %812, i64 64
  %815 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %814, <16 x i1> %639, <16 x float> splat (float 0xFFF0000000000000))
  br label %816

816:                                              ; preds = %811, %810, %805
  %817 = phi <16 x float> [ %813, %811 ], [ %807, %805 ], [ splat (float 0xFFF0000000000000), %810 ]
  %818 = phi <16 x float> [ %815, %811 ], [ %809, %805 ], [ splat (float 0xFFF0000000000000), %810 ]
  br i1 %640, label %875, label %819

819:                                              ; preds = %816
  %820 = shufflevector <16 x float> %817, <16 x float> %818, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %821 = shufflevector <16 x float> %817, <16 x float> %818, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  br label %822

822:                                              ; preds = %861, %819
  %823 = phi <16 x float> [ %864, %861 ], [ %821, %819 ]
  %824 = phi <16 x float> [ %865, %861 ], [ %820, %819 ]
  %825 = phi i64 [ %873, %861 ], [ 1, %819 ]
  %826 = shl nsw i64 %825, 5
  %827 = sub nsw i64 %826, %16
  %828 = icmp slt i64 %827, 0
  %829 = add nuw nsw i64 %827, 32
  %830 = icmp sgt i64 %829, %6
  %831 = select i1 %828, i1 true, i1 %830
  br i1 %831, label %837, label %832

832:                                              ; preds = %822
  %833 = getelementptr inbounds nuw float, ptr %803, i64 %827
  %834 = load <16 x float>, ptr %833, align 1
  %835 = getelementptr inbounds nuw i8, ptr %833, i64 64
  %836 = load <16 x float>, ptr %835, align 1
  br label %861

837:                                              ; preds = %822
  %838 = sub nsw i64 0, %827
  %839 = select i1 %828, i64 %838, i64 0
  %840 = sub nsw i64 %6, %827
  %841 = call i64 @llvm.smin.i64(i64 %840, i64 32)
  %842 = icmp sgt i64 %841, %839
  br i1 %842, label %843, label %861

843:                                              ; preds = %837
  %844 = getelementptr inbounds float, ptr %803, i64 %827
  %845 = icmp sgt i64 %840, 31
  %846 = trunc i64 %841 to i32
  %847 = shl nsw i32 -1, %846
  %848 = xor i32 %847, -1
  %849 = select i1 %845, i32 -1, i32 %848
  %850 = trunc i64 %839 to i32
  %851 = shl nsw i32 -1, %850
  %852 = and i32 %849, %851
  %853 = trunc i32 %852 to i16
  %854 = bitcast i16 %853 to <16 x i1>
  %855 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %844, <16 x i1> %854, <16 x float> splat (float 0xFFF0000000000000))
  %856 = lshr i32 %852, 16
  %857 = trunc nuw i32 %856 to i16
  %858 = getelementptr inbounds nuw i8, ptr %844, i64 64
  %859 = bitcast i16 %857 to <16 x i1>
  %860 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %858, <16 x i1> %859, <16 x float> splat (float 0xFFF0000000000000))
  br label %861

861:                                              ; preds = %843, %837, %832
  %862 = phi <16 x float> [ %855, %843 ], [ %834, %832 ], [ splat (float 0xFFF0000000000000), %837 ]
  %863 = phi <16 x float> [ %860, %843 ], [ %836, %832 ], [ splat (float 0xFFF0000000000000), %837 ]
  %864 = shufflevector <16 x float> %862, <16 x float> %863, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %865 = shufflevector <16 x float> %862, <16 x float> %863, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %866 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %823, <16 x float> splat (float 0xFFF0000000000000), i32 4)
  %867 = fcmp uno <16 x float> %823, %824
  %868 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %824, <16 x float> %866, i32 4)
  %869 = shl i64 %825, 6
  %870 = getelementptr i8, ptr %797, i64 %869
  %871 = getelementptr i8, ptr %870, i64 -64
  %872 = select <16 x i1> %867, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %868
  store <16 x float> %872, ptr %871, align 64
  %873 = add nuw nsw i64 %825, 1
  %874 = icmp eq i64 %593, %825
  br i1 %874, label %875, label %822

875:                                              ; preds = %861, %816, %801
  store i64 %795, ptr %798, align 8
  br label %876

876:                                              ; preds = %875, %793
  %877 = add nuw nsw i32 %788, 1
  %878 = zext nneg i32 %788 to i64
  %879 = getelementptr inbounds nuw ptr, ptr %603, i64 %878
  store ptr %797, ptr %879, align 8
  br label %880

880:                                              ; preds = %876, %787
  %881 = phi i32 [ %877, %876 ], [ %788, %787 ]
  %882 = add nsw i64 %692, %689
  %883 = mul nsw i64 %882, %8
  %884 = getelementptr inbounds float, ptr %661, i64 %883
  br i1 %616, label %698, label %887

885:                                              ; preds = %698, %894
  %886 = phi i64 [ 0, %698 ], [ %905, %894 ]
  br i1 %699, label %907, label %894

887:                                              ; preds = %894, %880
  %888 = add nsw i64 %692, 1
  %889 = icmp eq i64 %888, %682
  br i1 %889, label %917, label %691

890:                                              ; preds = %912, %907
  %891 = phi <16 x i1> [ %910, %907 ], [ %915, %912 ]
  %892 = phi <16 x float> [ %911, %907 ], [ %916, %912 ]
  %893 = select <16 x i1> %891, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %892
  br label %894

894:                                              ; preds = %890, %885
  %895 = phi <16 x float> [ splat (float 0xFFF0000000000000), %885 ], [ %893, %890 ]
  %896 = getelementptr inbounds nuw float, ptr %884, i64 %886
  %897 = sub nsw i64 %8, %886
  %898 = icmp sgt i64 %897, 15
  %899 = trunc i64 %897 to i32
  %900 = shl nsw i32 -1, %899
  %901 = trunc i32 %900 to i16
  %902 = xor i16 %901, -1
  %903 = select i1 %898, i16 -1, i16 %902
  %904 = bitcast i16 %903 to <16 x i1>
  call void @llvm.masked.store.v16f32.p0(<16 x float> %895, ptr align 1 %896, <16 x i1> %904)
  %905 = add nuw nsw i64 %886, 16
  %906 = icmp slt i64 %905, %8
  br i1 %906, label %885, label %887

907:                                              ; preds = %885
  %908 = getelementptr inbounds nuw float, ptr %700, i64 %886
  %909 = load <16 x float>, ptr %908, align 1
  %910 = fcmp uno <16 x float> %909, zeroinitializer
  %911 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %909, <16 x float> splat (float 0xFFF0000000000000), i32 4)
  br i1 %701, label %890, label %912

912:                                              ; preds = %907
  %913 = getelementptr inbounds nuw float, ptr %702, i64 %886
  %914 = load <16 x float>, ptr %913, align 1
  %915 = fcmp uno <16 x float> %909, %914
  %916 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %914, <16 x float> %911, i32 4)
  br label %890

917:                                              ; preds = %887, %679, %673
  %918 = add nuw nsw i64 %668, 1
  %919 = icmp eq i64 %918, %647
  br i1 %919, label %662, label %667

920:                                              ; preds = %583
  %921 = add nsw i64 %9, -1
  %922 = mul nsw i64 %13, %921
  br i1 %321, label %923, label %1282

923:                                              ; preds = %920, %923
  %924 = phi i64 [ %926, %923 ], [ 1, %920 ]
  %925 = icmp sgt i64 %924, %922
  %926 = shl i64 %924, 1
  br i1 %925, label %927, label %923

927:                                              ; preds = %923
  %928 = add nsw i64 %8, 15
  %929 = sdiv i64 %928, 16
  %930 = shl nsw i64 %929, 4
  %931 = mul nsw i64 %924, %930
  %932 = icmp sgt i64 %931, 4096
  %933 = icmp sgt i64 %9, 4096
  %934 = or i1 %933, %932
  br i1 %934, label %1965, label %935

935:                                              ; preds = %927
  %936 = icmp sge i64 %2, %3
  %937 = icmp slt i64 %19, 1
  %938 = or i1 %936, %937
  br i1 %938, label %1965, label %939

939:                                              ; preds = %935
  %940 = tail call i64 @llvm.smin.i64(i64 %19, i64 %7)
  %941 = tail call ptr @llvm.stacksave.p0()
  %942 = alloca i64, i64 %924, align 16
  %943 = alloca ptr, i64 %9, align 16
  %944 = add i64 %10, -1
  %945 = mul nsw i64 %14, %944
  %946 = icmp slt i64 %945, 16
  %947 = icmp sgt i64 %924, 0
  br i1 %947, label %948, label %950

948:                                              ; preds = %939
  %949 = shl nuw i64 %924, 3
  call void @llvm.memset.p0.i64(ptr nonnull align 16 %942, i8 -1, i64 %949, i1 false)
  br label %950

950:                                              ; preds = %948, %939
  %951 = add i64 %7, -1
  %952 = add i64 %951, %940
  %953 = sdiv i64 %952, %940
  %954 = mul nsw i64 %953, %4
  %955 = sdiv i64 %2, %954
  %956 = mul nsw i64 %955, %954
  %957 = icmp slt i64 %956, %3
  br i1 %957, label %958, label %1962

958:                                              ; preds = %950
  %959 = add i64 %4, -1
  %960 = mul i64 %6, %5
  %961 = icmp sgt i64 %9, 0
  %962 = add nsw i64 %924, -1
  %963 = icmp sgt i64 %8, 0
  %964 = icmp sgt i64 %10, 0
  %965 = icmp slt i64 %8, -30
  %966 = tail call i64 @llvm.smax.i64(i64 %929, i64 0)
  %967 = sub i64 %3, %956
  %968 = insertelement <16 x i64> poison, i64 %6, i64 0
  %969 = shufflevector <16 x i64> %968, <16 x i64> poison, <16 x i32> zeroinitializer
  %970 = and i64 %10, 1
  %971 = icmp eq i64 %944, 0
  %972 = and i64 %10, 9223372036854775806
  %973 = icmp eq i64 %14, 0
  %974 = icmp eq i64 %970, 0
  %975 = icmp ne i64 %970, 0
  br label %976

976:                                              ; preds = %958, %997
  %977 = phi i64 [ %967, %958 ], [ %1002, %997 ]
  %978 = phi i64 [ %956, %958 ], [ %1000, %997 ]
  %979 = phi i64 [ %955, %958 ], [ %999, %997 ]
  %980 = phi <16 x float> [ undef, %958 ], [ %998, %997 ]
  %981 = call i64 @llvm.smin.i64(i64 %4, i64 %977)
  %982 = call i64 @llvm.smin.i64(i64 %981, i64 %954)
  %983 = icmp sgt i64 %2, %978
  %984 = sub nsw i64 %2, %978
  %985 = select i1 %983, i64 %984, i64 0
  %986 = sub nsw i64 %3, %978
  %987 = call i64 @llvm.smin.i64(i64 %986, i64 %954)
  %988 = call i64 @llvm.smin.i64(i64 %4, i64 %987)
  %989 = icmp sgt i64 %988, 0
  br i1 %989, label %990, label %997

990:                                              ; preds = %976
  %991 = add i64 %959, %985
  %992 = mul nsw i64 %979, %4
  %993 = mul nsw i64 %979, %17
  %994 = getelementptr inbounds float, ptr %27, i64 %993
  %995 = mul nsw i64 %979, %18
  %996 = getelementptr inbounds float, ptr %28, i64 %995
  br label %1003

997:                                              ; preds = %1278, %976
  %998 = phi <16 x float> [ %980, %976 ], [ %1279, %1278 ]
  %999 = add nsw i64 %979, 1
  %1000 = mul nsw i64 %999, %954
  %1001 = icmp slt i64 %1000, %3
  %1002 = sub i64 %977, %954
  br i1 %1001, label %976, label %1962

1003:                                             ; preds = %990, %1278
  %1004 = phi i64 [ 0, %990 ], [ %1280, %1278 ]
  %1005 = phi <16 x float> [ %980, %990 ], [ %1279, %1278 ]
  %1006 = icmp samesign ugt i64 %985, %1004
  br i1 %1006, label %1007, label %1010

1007:                                             ; preds = %1003
  %1008 = sub i64 %991, %1004
  %1009 = sdiv i64 %1008, %4
  br label %1010

1010:                                             ; preds = %1007, %1003
  %1011 = phi i64 [ %1009, %1007 ], [ 0, %1003 ]
  %1012 = xor i64 %1004, -1
  %1013 = add i64 %987, %1012
  %1014 = sdiv i64 %1013, %4
  %1015 = icmp sgt i64 %1011, %1014
  br i1 %1015, label %1278, label %1016

1016:                                             ; preds = %1010
  %1017 = add nsw i64 %1014, 1
  %1018 = mul nsw i64 %1017, %940
  %1019 = call i64 @llvm.smin.i64(i64 %1018, i64 %7)
  %1020 = mul i64 %960, %1004
  %1021 = getelementptr inbounds float, ptr %994, i64 %1020
  %1022 = mul nsw i64 %1011, %940
  %1023 = icmp slt i64 %1022, %1019
  br i1 %1023, label %1024, label %1278

1024:                                             ; preds = %1016
  %1025 = add nsw i64 %1004, %992
  %1026 = mul nsw i64 %1004, %7
  %1027 = mul nsw i64 %1025, %5
  br label %1028

1028:                                             ; preds = %1024, %1219
  %1029 = phi i64 [ %1022, %1024 ], [ %1220, %1219 ]
  %1030 = phi <16 x float> [ %1005, %1024 ], [ %1038, %1219 ]
  %1031 = add nsw i64 %1029, %1026
  %1032 = mul nsw i64 %1031, %8
  %1033 = getelementptr inbounds float, ptr %996, i64 %1032
  br i1 %961, label %1034, label %1037

1034:                                             ; preds = %1028
  %1035 = mul nsw i64 %1029, %11
  %1036 = sub i64 %1035, %15
  br label %1048

1037:                                             ; preds = %1211, %1028
  %1038 = phi <16 x float> [ %1030, %1028 ], [ %1212, %1211 ]
  %1039 = phi i32 [ 0, %1028 ], [ %1213, %1211 ]
  br i1 %963, label %1040, label %1219

1040:                                             ; preds = %1037
  %1041 = icmp sgt i32 %1039, 0
  %1042 = zext i32 %1039 to i64
  %1043 = and i64 %1042, 1
  %1044 = icmp eq i32 %1039, 1
  %1045 = and i64 %1042, 2147483646
  %1046 = icmp eq i64 %1043, 0
  %1047 = icmp ne i64 %1043, 0
  br label %1216

1048:                                             ; preds = %1034, %1211
  %1049 = phi i64 [ 0, %1034 ], [ %1214, %1211 ]
  %1050 = phi i32 [ 0, %1034 ], [ %1213, %1211 ]
  %1051 = phi <16 x float> [ %1030, %1034 ], [ %1212, %1211 ]
  %1052 = mul nsw i64 %1049, %13
  %1053 = add i64 %1036, %1052
  %1054 = icmp sgt i64 %1053, -1
  %1055 = icmp slt i64 %1053, %5
  %1056 = and i1 %1054, %1055
  br i1 %1056, label %1057, label %1211

1057:                                             ; preds = %1048
  %1058 = and i64 %1053, %962
  %1059 = add nsw i64 %1053, %1027
  %1060 = mul nsw i64 %1058, %930
  %1061 = getelementptr inbounds float, ptr %26, i64 %1060
  %1062 = getelementptr inbounds nuw i64, ptr %942, i64 %1058
  %1063 = load i64, ptr %1062, align 8
  %1064 = icmp eq i64 %1063, %1059
  br i1 %1064, label %1206, label %1065

1065:                                             ; preds = %1057
  %1066 = mul nsw i64 %1053, %6
  %1067 = getelementptr inbounds float, ptr %1021, i64 %1066
  br i1 %946, label %1068, label %1171

1068:                                             ; preds = %1065
  br i1 %965, label %1204, label %1069

1069:                                             ; preds = %1068, %1168
  %1070 = phi i64 [ %1169, %1168 ], [ 0, %1068 ]
  %1071 = phi <16 x float> [ %1099, %1168 ], [ %1051, %1068 ]
  %1072 = shl nsw i64 %1070, 4
  %1073 = sub nsw i64 %1072, %16
  %1074 = icmp slt i64 %1073, 0
  %1075 = add nuw nsw i64 %1073, 16
  %1076 = icmp sgt i64 %1075, %6
  %1077 = select i1 %1074, i1 true, i1 %1076
  br i1 %1077, label %1081, label %1078

1078:                                             ; preds = %1069
  %1079 = getelementptr inbounds nuw float, ptr %1067, i64 %1073
  %1080 = load <16 x float>, ptr %1079, align 1
  br label %1098

1081:                                             ; preds = %1069
  %1082 = sub nsw i64 0, %1073
  %1083 = select i1 %1074, i64 %1082, i64 0
  %1084 = sub nsw i64 %6, %1073
  %1085 = call i64 @llvm.smin.i64(i64 %1084, i64 16)
  %1086 = icmp sgt i64 %1085, %1083
  br i1 %1086, label %1087, label %1098

1087:                                             ; preds = %1081
  %1088 = trunc i64 %1085 to i32
  %1089 = shl nsw i32 -1, %1088
  %1090 = xor i32 %1089, -1
  %1091 = trunc i64 %1083 to i32
  %1092 = shl nsw i32 -1, %1091
  %1093 = and i32 %1092, %1090
  %1094 = trunc i32 %1093 to i16
  %1095 = getelementptr inbounds float, ptr %1067, i64 %1073
  %1096 = bitcast i16 %1094 to <16 x i1>
  %1097 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1095, <16 x i1> %1096, <16 x float> splat (float 0xFFF0000000000000))
  br label %1098

1098:                                             ; preds = %1087, %1081, %1078
  %1099 = phi <16 x float> [ %1080, %1078 ], [ %1097, %1087 ], [ splat (float 0xFFF0000000000000), %1081 ]
  %1100 = icmp eq i64 %1070, 0
  br i1 %1100, label %1168, label %1101

1101:                                             ; preds = %1098
  br i1 %964, label %1102, label %1127

1102:                                             ; preds = %1101
  br i1 %971, label %1104, label %1132

1103:                                             ; preds = %1159
  br i1 %974, label %1122, label %1104

1104:                                             ; preds = %1103, %1102
  %1105 = phi <16 x float> [ splat (float 0xFFF0000000000000), %1102 ], [ %1164, %1103 ]
  %1106 = phi i16 [ 0, %1102 ], [ %1163, %1103 ]
  %1107 = phi i64 [ 0, %1102 ], [ %1165, %1103 ]
  call void @llvm.assume(i1 %975)
  %1108 = mul nsw i64 %1107, %14
  %1109 = icmp eq i64 %1108, 0
  br i1 %1109, label %1116, label %1110

1110:                                             ; preds = %1104
  %1111 = trunc i64 %1108 to i32
  %1112 = insertelement <16 x i32> poison, i32 %1111, i64 0
  %1113 = shufflevector <16 x i32> %1112, <16 x i32> poison, <16 x i32> zeroinitializer
  %1114 = add <16 x i32> %1113, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %1115 = call <16 x float> @llvm.x86.avx512.vpermi2var.ps.512(<16 x float> %1071, <16 x i32> %1114, <16 x float> %1099)
  br label %1116

1116:                                             ; preds = %1110, %1104
  %1117 = phi <16 x float> [ %1115, %1110 ], [ %1071, %1104 ]
  %1118 = fcmp uno <16 x float> %1117, zeroinitializer
  %1119 = bitcast <16 x i1> %1118 to i16
  %1120 = or i16 %1106, %1119
  %1121 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1117, <16 x float> %1105, i32 4)
  br label %1122

1122:                                             ; preds = %1103, %1116
  %1123 = phi i16 [ %1163, %1103 ], [ %1120, %1116 ]
  %1124 = phi <16 x float> [ %1164, %1103 ], [ %1121, %1116 ]
  %1125 = bitcast i16 %1123 to <16 x i1>
  %1126 = select <16 x i1> %1125, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %1124
  br label %1127

1127:                                             ; preds = %1122, %1101
  %1128 = phi <16 x float> [ splat (float 0xFFF0000000000000), %1101 ], [ %1126, %1122 ]
  %1129 = shl i64 %1070, 6
  %1130 = getelementptr i8, ptr %1061, i64 %1129
  %1131 = getelementptr i8, ptr %1130, i64 -64
  store <16 x float> %1128, ptr %1131, align 64
  br label %1168

1132:                                             ; preds = %1102, %1159
  %1133 = phi <16 x float> [ %1164, %1159 ], [ splat (float 0xFFF0000000000000), %1102 ]
  %1134 = phi i16 [ %1163, %1159 ], [ 0, %1102 ]
  %1135 = phi i64 [ %1165, %1159 ], [ 0, %1102 ]
  %1136 = phi i64 [ %1166, %1159 ], [ 0, %1102 ]
  %1137 = mul nsw i64 %1135, %14
  %1138 = icmp eq i64 %1137, 0
  br i1 %1138, label %1145, label %1139

1139:                                             ; preds = %1132
  %1140 = trunc i64 %1137 to i32
  %1141 = insertelement <16 x i32> poison, i32 %1140, i64 0
  %1142 = shufflevector <16 x i32> %1141, <16 x i32> poison, <16 x i32> zeroinitializer
  %1143 = add <16 x i32> %1142, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %1144 = call <16 x float> @llvm.x86.avx512.vpermi2var.ps.512(<16 x float> %1071, <16 x i32> %1143, <16 x float> %1099)
  br label %1145

1145:                                             ; preds = %1132, %1139
  %1146 = phi <16 x float> [ %1144, %1139 ], [ %1071, %1132 ]
  %1147 = fcmp uno <16 x float> %1146, zeroinitializer
  %1148 = bitcast <16 x i1> %1147 to i16
  %1149 = or i16 %1134, %1148
  %1150 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1146, <16 x float> %1133, i32 4)
  br i1 %973, label %1159, label %1151

1151:                                             ; preds = %1145
  %1152 = or disjoint i64 %1135, 1
  %1153 = mul nsw i64 %1152, %14
  %1154 = trunc i64 %1153 to i32
  %1155 = insertelement <16 x i32> poison, i32 %1154, i64 0
  %1156 = shufflevector <16 x i32> %1155, <16 x i32> poison, <16 x i32> zeroinitializer
  %1157 = add <16 x i32> %1156, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %1158 = call <16 x float> @llvm.x86.avx512.vpermi2var.ps.512(<16 x float> %1071, <16 x i32> %1157, <16 x float> %1099)
  br label %1159

1159:                                             ; preds = %1151, %1145
  %1160 = phi <16 x float> [ %1158, %1151 ], [ %1071, %1145 ]
  %1161 = fcmp uno <16 x float> %1160, zeroinitializer
  %1162 = bitcast <16 x i1> %1161 to i16
  %1163 = or i16 %1149, %1162
  %1164 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1160, <16 x float> %1150, i32 4)
  %1165 = add nuw nsw i64 %1135, 2
  %1166 = add i64 %1136, 2
  %1167 = icmp eq i64 %1166, %972
  br i1 %1167, label %1103, label %1132

1168:                                             ; preds = %1127, %1098
  %1169 = add nuw nsw i64 %1070, 1
  %1170 = icmp eq i64 %1070, %966
  br i1 %1170, label %1204, label %1069

1171:                                             ; preds = %1065
  br i1 %963, label %1172, label %1204

1172:                                             ; preds = %1171, %1179
  %1173 = phi i64 [ %1182, %1179 ], [ 0, %1171 ]
  br i1 %964, label %1174, label %1179

1174:                                             ; preds = %1172
  %1175 = sub i64 %1173, %16
  br label %1184

1176:                                             ; preds = %1184
  %1177 = bitcast i16 %1200 to <16 x i1>
  %1178 = select <16 x i1> %1177, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %1201
  br label %1179

1179:                                             ; preds = %1176, %1172
  %1180 = phi <16 x float> [ splat (float 0xFFF0000000000000), %1172 ], [ %1178, %1176 ]
  %1181 = getelementptr inbounds nuw float, ptr %1061, i64 %1173
  store <16 x float> %1180, ptr %1181, align 64
  %1182 = add nuw nsw i64 %1173, 16
  %1183 = icmp slt i64 %1182, %930
  br i1 %1183, label %1172, label %1204

1184:                                             ; preds = %1174, %1184
  %1185 = phi i64 [ 0, %1174 ], [ %1202, %1184 ]
  %1186 = phi i16 [ 0, %1174 ], [ %1200, %1184 ]
  %1187 = phi <16 x float> [ splat (float 0xFFF0000000000000), %1174 ], [ %1201, %1184 ]
  %1188 = mul nsw i64 %1185, %14
  %1189 = add i64 %1175, %1188
  %1190 = insertelement <16 x i64> poison, i64 %1189, i64 0
  %1191 = shufflevector <16 x i64> %1190, <16 x i64> poison, <16 x i32> zeroinitializer
  %1192 = add <16 x i64> %1191, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %1193 = icmp sgt <16 x i64> %1192, splat (i64 -1)
  %1194 = icmp slt <16 x i64> %1192, %969
  %1195 = and <16 x i1> %1193, %1194
  %1196 = getelementptr float, ptr %1067, i64 %1189
  %1197 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %1196, <16 x i1> %1195, <16 x float> splat (float 0xFFF0000000000000))
  %1198 = fcmp uno <16 x float> %1197, zeroinitializer
  %1199 = bitcast <16 x i1> %1198 to i16
  %1200 = or i16 %1186, %1199
  %1201 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1197, <16 x float> %1187, i32 4)
  %1202 = add nuw nsw i64 %1185, 1
  %1203 = icmp eq i64 %1202, %10
  br i1 %1203, label %1176, label %1184

1204:                                             ; preds = %1179, %1168, %1171, %1068
  %1205 = phi <16 x float> [ %1051, %1171 ], [ %1051, %1068 ], [ %1099, %1168 ], [ %1051, %1179 ]
  store i64 %1059, ptr %1062, align 8
  br label %1206

1206:                                             ; preds = %1204, %1057
  %1207 = phi <16 x float> [ %1051, %1057 ], [ %1205, %1204 ]
  %1208 = add nsw i32 %1050, 1
  %1209 = sext i32 %1050 to i64
  %1210 = getelementptr inbounds ptr, ptr %943, i64 %1209
  store ptr %1061, ptr %1210, align 8
  br label %1211

1211:                                             ; preds = %1206, %1048
  %1212 = phi <16 x float> [ %1207, %1206 ], [ %1051, %1048 ]
  %1213 = phi i32 [ %1208, %1206 ], [ %1050, %1048 ]
  %1214 = add nuw nsw i64 %1049, 1
  %1215 = icmp eq i64 %1214, %9
  br i1 %1215, label %1037, label %1048

1216:                                             ; preds = %1040, %1240
  %1217 = phi i64 [ 0, %1040 ], [ %1251, %1240 ]
  br i1 %1041, label %1218, label %1240

1218:                                             ; preds = %1216
  br i1 %1044, label %1223, label %1253

1219:                                             ; preds = %1240, %1037
  %1220 = add nsw i64 %1029, 1
  %1221 = icmp eq i64 %1220, %1019
  br i1 %1221, label %1278, label %1028

1222:                                             ; preds = %1253
  br i1 %1046, label %1235, label %1223

1223:                                             ; preds = %1222, %1218
  %1224 = phi i64 [ 0, %1218 ], [ %1275, %1222 ]
  %1225 = phi i16 [ 0, %1218 ], [ %1273, %1222 ]
  %1226 = phi <16 x float> [ splat (float 0xFFF0000000000000), %1218 ], [ %1274, %1222 ]
  call void @llvm.assume(i1 %1047)
  %1227 = getelementptr inbounds nuw ptr, ptr %943, i64 %1224
  %1228 = load ptr, ptr %1227, align 8
  %1229 = getelementptr inbounds nuw float, ptr %1228, i64 %1217
  %1230 = load <16 x float>, ptr %1229, align 1
  %1231 = fcmp uno <16 x float> %1230, zeroinitializer
  %1232 = bitcast <16 x i1> %1231 to i16
  %1233 = or i16 %1225, %1232
  %1234 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1230, <16 x float> %1226, i32 4)
  br label %1235

1235:                                             ; preds = %1222, %1223
  %1236 = phi i16 [ %1273, %1222 ], [ %1233, %1223 ]
  %1237 = phi <16 x float> [ %1274, %1222 ], [ %1234, %1223 ]
  %1238 = bitcast i16 %1236 to <16 x i1>
  %1239 = select <16 x i1> %1238, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %1237
  br label %1240

1240:                                             ; preds = %1235, %1216
  %1241 = phi <16 x float> [ splat (float 0xFFF0000000000000), %1216 ], [ %1239, %1235 ]
  %1242 = getelementptr inbounds nuw float, ptr %1033, i64 %1217
  %1243 = sub nsw i64 %8, %1217
  %1244 = icmp sgt i64 %1243, 15
  %1245 = trunc i64 %1243 to i32
  %1246 = shl nsw i32 -1, %1245
  %1247 = trunc i32 %1246 to i16
  %1248 = xor i16 %1247, -1
  %1249 = select i1 %1244, i16 -1, i16 %1248
  %1250 = bitcast i16 %1249 to <16 x i1>
  call void @llvm.masked.store.v16f32.p0(<16 x float> %1241, ptr align 1 %1242, <16 x i1> %1250)
  %1251 = add nuw nsw i64 %1217, 16
  %1252 = icmp slt i64 %1251, %8
  br i1 %1252, label %1216, label %1219

1253:                                             ; preds = %1218, %1253
  %1254 = phi i64 [ %1275, %1253 ], [ 0, %1218 ]
  %1255 = phi i16 [ %1273, %1253 ], [ 0, %1218 ]
  %1256 = phi <16 x float> [ %1274, %1253 ], [ splat (float 0xFFF0000000000000), %1218 ]
  %1257 = phi i64 [ %1276, %1253 ], [ 0, %1218 ]
  %1258 = getelementptr inbounds nuw ptr, ptr %943, i64 %1254
  %1259 = load ptr, ptr %1258, align 16
  %1260 = getelementptr inbounds nuw float, ptr %1259, i64 %1217
  %1261 = load <16 x float>, ptr %1260, align 1
  %1262 = fcmp uno <16 x float> %1261, zeroinitializer
  %1263 = bitcast <16 x i1> %1262 to i16
  %1264 = or i16 %1255, %1263
  %1265 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1261, <16 x float> %1256, i32 4)
  %1266 = getelementptr inbounds nuw ptr, ptr %943, i64 %1254
  %1267 = getelementptr inbounds nuw i8, ptr %1266, i64 8
  %1268 = load ptr, ptr %1267, align 8
  %1269 = getelementptr inbounds nuw float, ptr %1268, i64 %1217
  %1270 = load <16 x float>, ptr %1269, align 1
  %1271 = fcmp uno <16 x float> %1270, zeroinitializer
  %1272 = bitcast <16 x i1> %1271 to i16
  %1273 = or i16 %1264, %1272
  %1274 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1270, <16 x float> %1265, i32 4)
  %1275 = add nuw nsw i64 %1254, 2
  %1276 = add i64 %1257, 2
  %1277 = icmp eq i64 %1276, %1045
  br i1 %1277, label %1222, label %1253

1278:                                             ; preds = %1219, %1016, %1010
  %1279 = phi <16 x float> [ %1005, %1010 ], [ %1005, %1016 ], [ %1038, %1219 ]
  %1280 = add nuw nsw i64 %1004, 1
  %1281 = icmp eq i64 %1280, %982
  br i1 %1281, label %997, label %1003

1282:                                             ; preds = %920
  br i1 %32, label %1283, label %1612

1283:                                             ; preds = %1282, %1283
  %1284 = phi i64 [ %1286, %1283 ], [ 1, %1282 ]
  %1285 = icmp sgt i64 %1284, %922
  %1286 = shl i64 %1284, 1
  br i1 %1285, label %1287, label %1283

1287:                                             ; preds = %1283
  %1288 = add nsw i64 %8, 15
  %1289 = sdiv i64 %1288, 16
  %1290 = shl nsw i64 %1289, 4
  %1291 = mul nsw i64 %1284, %1290
  %1292 = icmp sgt i64 %1291, 4096
  %1293 = icmp sgt i64 %9, 4096
  %1294 = or i1 %1293, %1292
  br i1 %1294, label %1965, label %1295

1295:                                             ; preds = %1287
  %1296 = icmp sge i64 %2, %3
  %1297 = icmp slt i64 %19, 1
  %1298 = or i1 %1296, %1297
  br i1 %1298, label %1965, label %1299

1299:                                             ; preds = %1295
  %1300 = tail call i64 @llvm.smin.i64(i64 %19, i64 %7)
  %1301 = tail call ptr @llvm.stacksave.p0()
  %1302 = alloca i64, i64 %1284, align 16
  %1303 = alloca ptr, i64 %9, align 16
  %1304 = add nsw i64 %10, -1
  %1305 = mul nsw i64 %14, %1304
  %1306 = icmp slt i64 %1305, 32
  %1307 = icmp sgt i64 %1284, 0
  br i1 %1307, label %1308, label %1310

1308:                                             ; preds = %1299
  %1309 = shl nuw i64 %1284, 3
  call void @llvm.memset.p0.i64(ptr nonnull align 16 %1302, i8 -1, i64 %1309, i1 false)
  br label %1310

1310:                                             ; preds = %1308, %1299
  %1311 = add i64 %7, -1
  %1312 = add i64 %1311, %1300
  %1313 = sdiv i64 %1312, %1300
  %1314 = mul nsw i64 %1313, %4
  %1315 = sdiv i64 %2, %1314
  %1316 = mul nsw i64 %1315, %1314
  %1317 = icmp slt i64 %1316, %3
  br i1 %1317, label %1318, label %1962

1318:                                             ; preds = %1310
  %1319 = add i64 %4, -1
  %1320 = mul i64 %6, %5
  %1321 = icmp sgt i64 %9, 0
  %1322 = add nsw i64 %1284, -1
  %1323 = icmp sgt i64 %8, 0
  %1324 = icmp sgt i64 %10, 0
  %1325 = icmp slt i64 %8, -30
  %1326 = getelementptr inbounds nuw i8, ptr %25, i64 64
  %1327 = getelementptr inbounds nuw i8, ptr %24, i64 64
  %1328 = tail call i64 @llvm.smax.i64(i64 %1289, i64 0)
  %1329 = sub i64 %3, %1316
  %1330 = insertelement <16 x i64> poison, i64 %6, i64 0
  %1331 = shufflevector <16 x i64> %1330, <16 x i64> poison, <16 x i32> zeroinitializer
  br label %1332

1332:                                             ; preds = %1318, %1352
  %1333 = phi i64 [ %1329, %1318 ], [ %1356, %1352 ]
  %1334 = phi i64 [ %1316, %1318 ], [ %1354, %1352 ]
  %1335 = phi i64 [ %1315, %1318 ], [ %1353, %1352 ]
  %1336 = call i64 @llvm.smin.i64(i64 %4, i64 %1333)
  %1337 = call i64 @llvm.smin.i64(i64 %1336, i64 %1314)
  %1338 = icmp sgt i64 %2, %1334
  %1339 = sub nsw i64 %2, %1334
  %1340 = select i1 %1338, i64 %1339, i64 0
  %1341 = sub nsw i64 %3, %1334
  %1342 = call i64 @llvm.smin.i64(i64 %1341, i64 %1314)
  %1343 = call i64 @llvm.smin.i64(i64 %4, i64 %1342)
  %1344 = icmp sgt i64 %1343, 0
  br i1 %1344, label %1345, label %1352

1345:                                             ; preds = %1332
  %1346 = add i64 %1319, %1340
  %1347 = mul nsw i64 %1335, %4
  %1348 = mul nsw i64 %1335, %17
  %1349 = getelementptr inbounds float, ptr %27, i64 %1348
  %1350 = mul nsw i64 %1335, %18
  %1351 = getelementptr inbounds float, ptr %28, i64 %1350
  br label %1357

1352:                                             ; preds = %1609, %1332
  %1353 = add nsw i64 %1335, 1
  %1354 = mul nsw i64 %1353, %1314
  %1355 = icmp slt i64 %1354, %3
  %1356 = sub i64 %1333, %1314
  br i1 %1355, label %1332, label %1962

1357:                                             ; preds = %1345, %1609
  %1358 = phi i64 [ 0, %1345 ], [ %1610, %1609 ]
  %1359 = icmp samesign ugt i64 %1340, %1358
  br i1 %1359, label %1360, label %1363

1360:                                             ; preds = %1357
  %1361 = sub i64 %1346, %1358
  %1362 = sdiv i64 %1361, %4
  br label %1363

1363:                                             ; preds = %1360, %1357
  %1364 = phi i64 [ %1362, %1360 ], [ 0, %1357 ]
  %1365 = xor i64 %1358, -1
  %1366 = add i64 %1342, %1365
  %1367 = sdiv i64 %1366, %4
  %1368 = icmp sgt i64 %1364, %1367
  br i1 %1368, label %1609, label %1369

1369:                                             ; preds = %1363
  %1370 = add nsw i64 %1367, 1
  %1371 = mul nsw i64 %1370, %1300
  %1372 = call i64 @llvm.smin.i64(i64 %1371, i64 %7)
  %1373 = mul i64 %1320, %1358
  %1374 = getelementptr inbounds float, ptr %1349, i64 %1373
  %1375 = mul nsw i64 %1364, %1300
  %1376 = icmp slt i64 %1375, %1372
  br i1 %1376, label %1377, label %1609

1377:                                             ; preds = %1369
  %1378 = add nsw i64 %1358, %1347
  %1379 = mul nsw i64 %1358, %7
  %1380 = mul nsw i64 %1378, %5
  br label %1381

1381:                                             ; preds = %1377, %1550
  %1382 = phi i64 [ %1375, %1377 ], [ %1551, %1550 ]
  %1383 = add nsw i64 %1382, %1379
  %1384 = mul nsw i64 %1383, %8
  %1385 = getelementptr inbounds float, ptr %1351, i64 %1384
  br i1 %1321, label %1386, label %1389

1386:                                             ; preds = %1381
  %1387 = mul nsw i64 %1382, %11
  %1388 = sub i64 %1387, %15
  br label %1399

1389:                                             ; preds = %1543, %1381
  %1390 = phi i32 [ 0, %1381 ], [ %1544, %1543 ]
  br i1 %1323, label %1391, label %1550

1391:                                             ; preds = %1389
  %1392 = icmp sgt i32 %1390, 0
  %1393 = zext i32 %1390 to i64
  %1394 = and i64 %1393, 1
  %1395 = icmp eq i32 %1390, 1
  %1396 = and i64 %1393, 2147483646
  %1397 = icmp eq i64 %1394, 0
  %1398 = icmp ne i64 %1394, 0
  br label %1547

1399:                                             ; preds = %1386, %1543
  %1400 = phi i64 [ 0, %1386 ], [ %1545, %1543 ]
  %1401 = phi i32 [ 0, %1386 ], [ %1544, %1543 ]
  %1402 = mul nsw i64 %1400, %13
  %1403 = add i64 %1388, %1402
  %1404 = icmp sgt i64 %1403, -1
  %1405 = icmp slt i64 %1403, %5
  %1406 = and i1 %1404, %1405
  br i1 %1406, label %1407, label %1543

1407:                                             ; preds = %1399
  %1408 = and i64 %1403, %1322
  %1409 = add nsw i64 %1403, %1380
  %1410 = mul nsw i64 %1408, %1290
  %1411 = getelementptr inbounds float, ptr %26, i64 %1410
  %1412 = getelementptr inbounds nuw i64, ptr %1302, i64 %1408
  %1413 = load i64, ptr %1412, align 8
  %1414 = icmp eq i64 %1413, %1409
  br i1 %1414, label %1539, label %1415

1415:                                             ; preds = %1407
  %1416 = mul nsw i64 %1403, %6
  %1417 = getelementptr inbounds float, ptr %1374, i64 %1416
  br i1 %1306, label %1418, label %1501

1418:                                             ; preds = %1415
  call void @llvm.lifetime.start.p0(ptr nonnull %24)
  call void @llvm.lifetime.start.p0(ptr nonnull %25)
  br i1 %1325, label %1500, label %1419

1419:                                             ; preds = %1418, %1497
  %1420 = phi i64 [ %1498, %1497 ], [ 0, %1418 ]
  %1421 = shl nsw i64 %1420, 5
  %1422 = sub nsw i64 %1421, %16
  %1423 = icmp slt i64 %1422, 0
  %1424 = add nuw nsw i64 %1422, 32
  %1425 = icmp sgt i64 %1424, %6
  %1426 = select i1 %1423, i1 true, i1 %1425
  br i1 %1426, label %1432, label %1427

1427:                                             ; preds = %1419
  %1428 = getelementptr inbounds nuw float, ptr %1417, i64 %1422
  %1429 = load <16 x float>, ptr %1428, align 1
  %1430 = getelementptr inbounds nuw i8, ptr %1428, i64 64
  %1431 = load <16 x float>, ptr %1430, align 1
  br label %1456

1432:                                             ; preds = %1419
  %1433 = sub nsw i64 0, %1422
  %1434 = select i1 %1423, i64 %1433, i64 0
  %1435 = sub nsw i64 %6, %1422
  %1436 = call i64 @llvm.smin.i64(i64 %1435, i64 32)
  %1437 = icmp sgt i64 %1436, %1434
  br i1 %1437, label %1438, label %1456

1438:                                             ; preds = %1432
  %1439 = getelementptr inbounds float, ptr %1417, i64 %1422
  %1440 = icmp sgt i64 %1435, 31
  %1441 = trunc i64 %1436 to i32
  %1442 = shl nsw i32 -1, %1441
  %1443 = xor i32 %1442, -1
  %1444 = select i1 %1440, i32 -1, i32 %1443
  %1445 = trunc i64 %1434 to i32
  %1446 = shl nsw i32 -1, %1445
  %1447 = and i32 %1444, %1446
  %1448 = trunc i32 %1447 to i16
  %1449 = bitcast i16 %1448 to <16 x i1>
  %1450 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %1439, <16 x i1> %1449, <16 x float> splat (float 0xFFF0000000000000))
  %1451 = lshr i32 %1447, 16
  %1452 = trunc nuw i32 %1451 to i16
  %1453 = getelementptr inbounds nuw i8, ptr %1439, i64 64
  %1454 = bitcast i16 %1452 to <16 x i1>
  %1455 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %1453, <16 x i1> %1454, <16 x float> splat (float 0xFFF0000000000000))
  br label %1456

1456:                                             ; preds = %1432, %1438, %1427
  %1457 = phi <16 x float> [ %1455, %1438 ], [ %1431, %1427 ], [ splat (float 0xFFF0000000000000), %1432 ]
  %1458 = phi <16 x float> [ %1450, %1438 ], [ %1429, %1427 ], [ splat (float 0xFFF0000000000000), %1432 ]
  %1459 = shufflevector <16 x float> %1458, <16 x float> %1457, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  store <16 x float> %1459, ptr %25, align 64
  %1460 = shufflevector <16 x float> %1458, <16 x float> %1457, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  store <16 x float> %1460, ptr %1326, align 64
  %1461 = icmp eq i64 %1420, 0
  br i1 %1461, label %1497, label %1462

1462:                                             ; preds = %1456
  br i1 %1324, label %1471, label %1466

1463:                                             ; preds = %1489
  %1464 = bitcast i16 %1493 to <16 x i1>
  %1465 = select <16 x i1> %1464, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %1494
  br label %1466

1466:                                             ; preds = %1463, %1462
  %1467 = phi <16 x float> [ splat (float 0xFFF0000000000000), %1462 ], [ %1465, %1463 ]
  %1468 = shl i64 %1420, 6
  %1469 = getelementptr i8, ptr %1411, i64 %1468
  %1470 = getelementptr i8, ptr %1469, i64 -64
  store <16 x float> %1467, ptr %1470, align 64
  br label %1497

1471:                                             ; preds = %1462, %1489
  %1472 = phi <16 x float> [ %1494, %1489 ], [ splat (float 0xFFF0000000000000), %1462 ]
  %1473 = phi i16 [ %1493, %1489 ], [ 0, %1462 ]
  %1474 = phi i64 [ %1495, %1489 ], [ 0, %1462 ]
  %1475 = mul nsw i64 %1474, %14
  %1476 = and i64 %1475, 1
  %1477 = ashr i64 %1475, 1
  %1478 = icmp eq i64 %1477, 0
  %1479 = getelementptr inbounds nuw <16 x float>, ptr %24, i64 %1476
  %1480 = load <16 x float>, ptr %1479, align 64
  br i1 %1478, label %1489, label %1481

1481:                                             ; preds = %1471
  %1482 = trunc i64 %1477 to i32
  %1483 = insertelement <16 x i32> poison, i32 %1482, i64 0
  %1484 = shufflevector <16 x i32> %1483, <16 x i32> poison, <16 x i32> zeroinitializer
  %1485 = add <16 x i32> %1484, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %1486 = getelementptr inbounds nuw <16 x float>, ptr %25, i64 %1476
  %1487 = load <16 x float>, ptr %1486, align 64
  %1488 = call <16 x float> @llvm.x86.avx512.vpermi2var.ps.512(<16 x float> %1480, <16 x i32> %1485, <16 x float> %1487)
  br label %1489

1489:                                             ; preds = %1471, %1481
  %1490 = phi <16 x float> [ %1488, %1481 ], [ %1480, %1471 ]
  %1491 = fcmp uno <16 x float> %1490, zeroinitializer
  %1492 = bitcast <16 x i1> %1491 to i16
  %1493 = or i16 %1473, %1492
  %1494 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1490, <16 x float> %1472, i32 4)
  %1495 = add nuw nsw i64 %1474, 1
  %1496 = icmp eq i64 %1495, %10
  br i1 %1496, label %1463, label %1471

1497:                                             ; preds = %1466, %1456
  store <16 x float> %1459, ptr %24, align 64
  store <16 x float> %1460, ptr %1327, align 64
  %1498 = add nuw nsw i64 %1420, 1
  %1499 = icmp eq i64 %1420, %1328
  br i1 %1499, label %1500, label %1419

1500:                                             ; preds = %1497, %1418
  call void @llvm.lifetime.end.p0(ptr nonnull %25)
  call void @llvm.lifetime.end.p0(ptr nonnull %24)
  br label %1538

1501:                                             ; preds = %1415
  br i1 %1323, label %1502, label %1538

1502:                                             ; preds = %1501, %1512
  %1503 = phi i64 [ %1515, %1512 ], [ 0, %1501 ]
  br i1 %1324, label %1504, label %1512

1504:                                             ; preds = %1502
  %1505 = insertelement <16 x i64> poison, i64 %1503, i64 0
  %1506 = shufflevector <16 x i64> %1505, <16 x i64> poison, <16 x i32> zeroinitializer
  %1507 = or disjoint <16 x i64> %1506, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %1508 = shl nuw nsw <16 x i64> %1507, splat (i64 1)
  br label %1517

1509:                                             ; preds = %1517
  %1510 = bitcast i16 %1534 to <16 x i1>
  %1511 = select <16 x i1> %1510, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %1535
  br label %1512

1512:                                             ; preds = %1509, %1502
  %1513 = phi <16 x float> [ splat (float 0xFFF0000000000000), %1502 ], [ %1511, %1509 ]
  %1514 = getelementptr inbounds nuw float, ptr %1411, i64 %1503
  store <16 x float> %1513, ptr %1514, align 64
  %1515 = add nuw nsw i64 %1503, 16
  %1516 = icmp slt i64 %1515, %1290
  br i1 %1516, label %1502, label %1538

1517:                                             ; preds = %1504, %1517
  %1518 = phi i64 [ %1536, %1517 ], [ 0, %1504 ]
  %1519 = phi i16 [ %1534, %1517 ], [ 0, %1504 ]
  %1520 = phi <16 x float> [ %1535, %1517 ], [ splat (float 0xFFF0000000000000), %1504 ]
  %1521 = mul nsw i64 %1518, %14
  %1522 = sub i64 %1521, %16
  %1523 = insertelement <16 x i64> poison, i64 %1522, i64 0
  %1524 = shufflevector <16 x i64> %1523, <16 x i64> poison, <16 x i32> zeroinitializer
  %1525 = add <16 x i64> %1524, %1508
  %1526 = icmp sgt <16 x i64> %1525, splat (i64 -1)
  %1527 = icmp slt <16 x i64> %1525, %1331
  %1528 = and <16 x i1> %1526, %1527
  %1529 = getelementptr inbounds nuw float, ptr %1417, <16 x i64> %1525
  %1530 = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %1529, <16 x i1> %1528, <16 x float> poison)
  %1531 = select <16 x i1> %1528, <16 x float> %1530, <16 x float> splat (float 0xFFF0000000000000)
  %1532 = fcmp uno <16 x float> %1531, zeroinitializer
  %1533 = bitcast <16 x i1> %1532 to i16
  %1534 = or i16 %1519, %1533
  %1535 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1531, <16 x float> %1520, i32 4)
  %1536 = add nuw nsw i64 %1518, 1
  %1537 = icmp eq i64 %1536, %10
  br i1 %1537, label %1509, label %1517

1538:                                             ; preds = %1512, %1501, %1500
  store i64 %1409, ptr %1412, align 8
  br label %1539

1539:                                             ; preds = %1538, %1407
  %1540 = add nsw i32 %1401, 1
  %1541 = sext i32 %1401 to i64
  %1542 = getelementptr inbounds ptr, ptr %1303, i64 %1541
  store ptr %1411, ptr %1542, align 8
  br label %1543

1543:                                             ; preds = %1539, %1399
  %1544 = phi i32 [ %1540, %1539 ], [ %1401, %1399 ]
  %1545 = add nuw nsw i64 %1400, 1
  %1546 = icmp eq i64 %1545, %9
  br i1 %1546, label %1389, label %1399

1547:                                             ; preds = %1391, %1571
  %1548 = phi i64 [ 0, %1391 ], [ %1582, %1571 ]
  br i1 %1392, label %1549, label %1571

1549:                                             ; preds = %1547
  br i1 %1395, label %1554, label %1584

1550:                                             ; preds = %1571, %1389
  %1551 = add nsw i64 %1382, 1
  %1552 = icmp eq i64 %1551, %1372
  br i1 %1552, label %1609, label %1381

1553:                                             ; preds = %1584
  br i1 %1397, label %1566, label %1554

1554:                                             ; preds = %1553, %1549
  %1555 = phi i64 [ 0, %1549 ], [ %1606, %1553 ]
  %1556 = phi i16 [ 0, %1549 ], [ %1604, %1553 ]
  %1557 = phi <16 x float> [ splat (float 0xFFF0000000000000), %1549 ], [ %1605, %1553 ]
  call void @llvm.assume(i1 %1398)
  %1558 = getelementptr inbounds nuw ptr, ptr %1303, i64 %1555
  %1559 = load ptr, ptr %1558, align 8
  %1560 = getelementptr inbounds nuw float, ptr %1559, i64 %1548
  %1561 = load <16 x float>, ptr %1560, align 1
  %1562 = fcmp uno <16 x float> %1561, zeroinitializer
  %1563 = bitcast <16 x i1> %1562 to i16
  %1564 = or i16 %1556, %1563
  %1565 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1561, <16 x float> %1557, i32 4)
  br label %1566

1566:                                             ; preds = %1553, %1554
  %1567 = phi i16 [ %1604, %1553 ], [ %1564, %1554 ]
  %1568 = phi <16 x float> [ %1605, %1553 ], [ %1565, %1554 ]
  %1569 = bitcast i16 %1567 to <16 x i1>
  %1570 = select <16 x i1> %1569, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %1568
  br label %1571

1571:                                             ; preds = %1566, %1547
  %1572 = phi <16 x float> [ splat (float 0xFFF0000000000000), %1547 ], [ %1570, %1566 ]
  %1573 = getelementptr inbounds nuw float, ptr %1385, i64 %1548
  %1574 = sub nsw i64 %8, %1548
  %1575 = icmp sgt i64 %1574, 15
  %1576 = trunc i64 %1574 to i32
  %1577 = shl nsw i32 -1, %1576
  %1578 = trunc i32 %1577 to i16
  %1579 = xor i16 %1578, -1
  %1580 = select i1 %1575, i16 -1, i16 %1579
  %1581 = bitcast i16 %1580 to <16 x i1>
  call void @llvm.masked.store.v16f32.p0(<16 x float> %1572, ptr align 1 %1573, <16 x i1> %1581)
  %1582 = add nuw nsw i64 %1548, 16
  %1583 = icmp slt i64 %1582, %8
  br i1 %1583, label %1547, label %1550

1584:                                             ; preds = %1549, %1584
  %1585 = phi i64 [ %1606, %1584 ], [ 0, %1549 ]
  %1586 = phi i16 [ %1604, %1584 ], [ 0, %1549 ]
  %1587 = phi <16 x float> [ %1605, %1584 ], [ splat (float 0xFFF0000000000000), %1549 ]
  %1588 = phi i64 [ %1607, %1584 ], [ 0, %1549 ]
  %1589 = getelementptr inbounds nuw ptr, ptr %1303, i64 %1585
  %1590 = load ptr, ptr %1589, align 16
  %1591 = getelementptr inbounds nuw float, ptr %1590, i64 %1548
  %1592 = load <16 x float>, ptr %1591, align 1
  %1593 = fcmp uno <16 x float> %1592, zeroinitializer
  %1594 = bitcast <16 x i1> %1593 to i16
  %1595 = or i16 %1586, %1594
  %1596 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1592, <16 x float> %1587, i32 4)
  %1597 = getelementptr inbounds nuw ptr, ptr %1303, i64 %1585
  %1598 = getelementptr inbounds nuw i8, ptr %1597, i64 8
  %1599 = load ptr, ptr %1598, align 8
  %1600 = getelementptr inbounds nuw float, ptr %1599, i64 %1548
  %1601 = load <16 x float>, ptr %1600, align 1
  %1602 = fcmp uno <16 x float> %1601, zeroinitializer
  %1603 = bitcast <16 x i1> %1602 to i16
  %1604 = or i16 %1595, %1603
  %1605 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1601, <16 x float> %1596, i32 4)
  %1606 = add nuw nsw i64 %1585, 2
  %1607 = add i64 %1588, 2
  %1608 = icmp eq i64 %1607, %1396
  br i1 %1608, label %1553, label %1584

1609:                                             ; preds = %1550, %1369, %1363
  %1610 = add nuw nsw i64 %1358, 1
  %1611 = icmp eq i64 %1610, %1337
  br i1 %1611, label %1352, label %1357

1612:                                             ; preds = %1282, %1612
  %1613 = phi i64 [ %1615, %1612 ], [ 1, %1282 ]
  %1614 = icmp sgt i64 %1613, %922
  %1615 = shl i64 %1613, 1
  br i1 %1614, label %1616, label %1612

1616:                                             ; preds = %1612
  %1617 = add nsw i64 %8, 15
  %1618 = sdiv i64 %1617, 16
  %1619 = shl nsw i64 %1618, 4
  %1620 = mul nsw i64 %1613, %1619
  %1621 = icmp sgt i64 %1620, 4096
  %1622 = icmp sgt i64 %9, 4096
  %1623 = or i1 %1622, %1621
  br i1 %1623, label %1965, label %1624

1624:                                             ; preds = %1616
  %1625 = icmp sge i64 %2, %3
  %1626 = icmp slt i64 %19, 1
  %1627 = or i1 %1625, %1626
  br i1 %1627, label %1965, label %1628

1628:                                             ; preds = %1624
  %1629 = tail call i64 @llvm.smin.i64(i64 %19, i64 %7)
  %1630 = tail call ptr @llvm.stacksave.p0()
  %1631 = alloca i64, i64 %1613, align 16
  %1632 = alloca ptr, i64 %9, align 16
  %1633 = icmp slt i64 %12, 3
  br i1 %1633, label %1634, label %1639

1634:                                             ; preds = %1628
  %1635 = add nsw i64 %10, -1
  %1636 = mul nsw i64 %14, %1635
  %1637 = sdiv i64 %1636, %12
  %1638 = icmp slt i64 %1637, 16
  br label %1639

1639:                                             ; preds = %1634, %1628
  %1640 = phi i1 [ false, %1628 ], [ %1638, %1634 ]
  %1641 = icmp sgt i64 %1613, 0
  br i1 %1641, label %1642, label %1644

1642:                                             ; preds = %1639
  %1643 = shl nuw i64 %1613, 3
  call void @llvm.memset.p0.i64(ptr nonnull align 16 %1631, i8 -1, i64 %1643, i1 false)
  br label %1644

1644:                                             ; preds = %1642, %1639
  %1645 = add i64 %7, -1
  %1646 = add i64 %1645, %1629
  %1647 = sdiv i64 %1646, %1629
  %1648 = mul nsw i64 %1647, %4
  %1649 = sdiv i64 %2, %1648
  %1650 = mul nsw i64 %1649, %1648
  %1651 = icmp slt i64 %1650, %3
  br i1 %1651, label %1652, label %1962

1652:                                             ; preds = %1644
  %1653 = add i64 %4, -1
  %1654 = mul i64 %6, %5
  %1655 = icmp sgt i64 %9, 0
  %1656 = add nsw i64 %1613, -1
  %1657 = icmp sgt i64 %8, 0
  %1658 = icmp sgt i64 %10, 0
  %1659 = icmp slt i64 %8, -30
  %1660 = shl i64 %12, 4
  %1661 = getelementptr inbounds nuw i8, ptr %23, i64 64
  %1662 = getelementptr inbounds nuw i8, ptr %22, i64 64
  %1663 = tail call i64 @llvm.smax.i64(i64 %1618, i64 0)
  %1664 = sub i64 %3, %1650
  br label %1665

1665:                                             ; preds = %1652, %1685
  %1666 = phi i64 [ %1664, %1652 ], [ %1689, %1685 ]
  %1667 = phi i64 [ %1650, %1652 ], [ %1687, %1685 ]
  %1668 = phi i64 [ %1649, %1652 ], [ %1686, %1685 ]
  %1669 = call i64 @llvm.smin.i64(i64 %4, i64 %1666)
  %1670 = call i64 @llvm.smin.i64(i64 %1669, i64 %1648)
  %1671 = icmp sgt i64 %2, %1667
  %1672 = sub nsw i64 %2, %1667
  %1673 = select i1 %1671, i64 %1672, i64 0
  %1674 = sub nsw i64 %3, %1667
  %1675 = call i64 @llvm.smin.i64(i64 %1674, i64 %1648)
  %1676 = call i64 @llvm.smin.i64(i64 %4, i64 %1675)
  %1677 = icmp sgt i64 %1676, 0
  br i1 %1677, label %1678, label %1685

1678:                                             ; preds = %1665
  %1679 = add i64 %1653, %1673
  %1680 = mul nsw i64 %1668, %4
  %1681 = mul nsw i64 %1668, %17
  %1682 = getelementptr inbounds float, ptr %27, i64 %1681
  %1683 = mul nsw i64 %1668, %18
  %1684 = getelementptr inbounds float, ptr %28, i64 %1683
  br label %1690

1685:                                             ; preds = %1959, %1665
  %1686 = add nsw i64 %1668, 1
  %1687 = mul nsw i64 %1686, %1648
  %1688 = icmp slt i64 %1687, %3
  %1689 = sub i64 %1666, %1648
  br i1 %1688, label %1665, label %1962

1690:                                             ; preds = %1678, %1959
  %1691 = phi i64 [ 0, %1678 ], [ %1960, %1959 ]
  %1692 = icmp samesign ugt i64 %1673, %1691
  br i1 %1692, label %1693, label %1696

1693:                                             ; preds = %1690
  %1694 = sub i64 %1679, %1691
  %1695 = sdiv i64 %1694, %4
  br label %1696

1696:                                             ; preds = %1693, %1690
  %1697 = phi i64 [ %1695, %1693 ], [ 0, %1690 ]
  %1698 = xor i64 %1691, -1
  %1699 = add i64 %1675, %1698
  %1700 = sdiv i64 %1699, %4
  %1701 = icmp sgt i64 %1697, %1700
  br i1 %1701, label %1959, label %1702

1702:                                             ; preds = %1696
  %1703 = add nsw i64 %1700, 1
  %1704 = mul nsw i64 %1703, %1629
  %1705 = call i64 @llvm.smin.i64(i64 %1704, i64 %7)
  %1706 = mul i64 %1654, %1691
  %1707 = getelementptr inbounds float, ptr %1682, i64 %1706
  %1708 = mul nsw i64 %1697, %1629
  %1709 = icmp slt i64 %1708, %1705
  br i1 %1709, label %1710, label %1959

1710:                                             ; preds = %1702
  %1711 = add nsw i64 %1691, %1680
  %1712 = mul nsw i64 %1691, %7
  %1713 = mul nsw i64 %1711, %5
  br label %1714

1714:                                             ; preds = %1710, %1900
  %1715 = phi i64 [ %1708, %1710 ], [ %1901, %1900 ]
  %1716 = add nsw i64 %1715, %1712
  %1717 = mul nsw i64 %1716, %8
  %1718 = getelementptr inbounds float, ptr %1684, i64 %1717
  br i1 %1655, label %1719, label %1722

1719:                                             ; preds = %1714
  %1720 = mul nsw i64 %1715, %11
  %1721 = sub i64 %1720, %15
  br label %1732

1722:                                             ; preds = %1893, %1714
  %1723 = phi i32 [ 0, %1714 ], [ %1894, %1893 ]
  br i1 %1657, label %1724, label %1900

1724:                                             ; preds = %1722
  %1725 = icmp sgt i32 %1723, 0
  %1726 = zext i32 %1723 to i64
  %1727 = and i64 %1726, 1
  %1728 = icmp eq i32 %1723, 1
  %1729 = and i64 %1726, 2147483646
  %1730 = icmp eq i64 %1727, 0
  %1731 = icmp ne i64 %1727, 0
  br label %1897

1732:                                             ; preds = %1719, %1893
  %1733 = phi i64 [ 0, %1719 ], [ %1895, %1893 ]
  %1734 = phi i32 [ 0, %1719 ], [ %1894, %1893 ]
  %1735 = mul nsw i64 %1733, %13
  %1736 = add i64 %1721, %1735
  %1737 = icmp sgt i64 %1736, -1
  %1738 = icmp slt i64 %1736, %5
  %1739 = and i1 %1737, %1738
  br i1 %1739, label %1740, label %1893

1740:                                             ; preds = %1732
  %1741 = and i64 %1736, %1656
  %1742 = add nsw i64 %1736, %1713
  %1743 = mul nsw i64 %1741, %1619
  %1744 = getelementptr inbounds float, ptr %26, i64 %1743
  %1745 = getelementptr inbounds nuw i64, ptr %1631, i64 %1741
  %1746 = load i64, ptr %1745, align 8
  %1747 = icmp eq i64 %1746, %1742
  br i1 %1747, label %1889, label %1748

1748:                                             ; preds = %1740
  %1749 = mul nsw i64 %1736, %6
  %1750 = getelementptr inbounds float, ptr %1707, i64 %1749
  br i1 %1640, label %1751, label %1834

1751:                                             ; preds = %1748
  call void @llvm.lifetime.start.p0(ptr nonnull %22)
  call void @llvm.lifetime.start.p0(ptr nonnull %23)
  br i1 %1659, label %1833, label %1752

1752:                                             ; preds = %1751, %1830
  %1753 = phi i64 [ %1831, %1830 ], [ 0, %1751 ]
  %1754 = mul i64 %1660, %1753
  %1755 = sub nsw i64 %1754, %16
  %1756 = icmp slt i64 %1755, 0
  %1757 = add nuw nsw i64 %1755, 32
  %1758 = icmp sgt i64 %1757, %6
  %1759 = select i1 %1756, i1 true, i1 %1758
  br i1 %1759, label %1765, label %1760

1760:                                             ; preds = %1752
  %1761 = getelementptr inbounds nuw float, ptr %1750, i64 %1755
  %1762 = load <16 x float>, ptr %1761, align 1
  %1763 = getelementptr inbounds nuw i8, ptr %1761, i64 64
  %1764 = load <16 x float>, ptr %1763, align 1
  br label %1789

1765:                                             ; preds = %1752
  %1766 = sub nsw i64 0, %1755
  %1767 = select i1 %1756, i64 %1766, i64 0
  %1768 = sub nsw i64 %6, %1755
  %1769 = call i64 @llvm.smin.i64(i64 %1768, i64 32)
  %1770 = icmp sgt i64 %1769, %1767
  br i1 %1770, label %1771, label %1789

1771:                                             ; preds = %1765
  %1772 = getelementptr inbounds float, ptr %1750, i64 %1755
  %1773 = icmp sgt i64 %1768, 31
  %1774 = trunc i64 %1769 to i32
  %1775 = shl nsw i32 -1, %1774
  %1776 = xor i32 %1775, -1
  %1777 = select i1 %1773, i32 -1, i32 %1776
  %1778 = trunc i64 %1767 to i32
  %1779 = shl nsw i32 -1, %1778
  %1780 = and i32 %1777, %1779
  %1781 = trunc i32 %1780 to i16
  %1782 = bitcast i16 %1781 to <16 x i1>
  %1783 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %1772, <16 x i1> %1782, <16 x float> splat (float 0xFFF0000000000000))
  %1784 = lshr i32 %1780, 16
  %1785 = trunc nuw i32 %1784 to i16
  %1786 = getelementptr inbounds nuw i8, ptr %1772, i64 64
  %1787 = bitcast i16 %1785 to <16 x i1>
  %1788 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %1786, <16 x i1> %1787, <16 x float> splat (float 0xFFF0000000000000))
  br label %1789

1789:                                             ; preds = %1765, %1771, %1760
  %1790 = phi <16 x float> [ %1788, %1771 ], [ %1764, %1760 ], [ splat (float 0xFFF0000000000000), %1765 ]
  %1791 = phi <16 x float> [ %1783, %1771 ], [ %1762, %1760 ], [ splat (float 0xFFF0000000000000), %1765 ]
  %1792 = shufflevector <16 x float> %1791, <16 x float> %1790, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  store <16 x float> %1792, ptr %23, align 64
  %1793 = shufflevector <16 x float> %1791, <16 x float> %1790, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  store <16 x float> %1793, ptr %1661, align 64
  %1794 = icmp eq i64 %1753, 0
  br i1 %1794, label %1830, label %1795

1795:                                             ; preds = %1789
  br i1 %1658, label %1804, label %1799

1796:                                             ; preds = %1822
  %1797 = bitcast i16 %1826 to <16 x i1>
  %1798 = select <16 x i1> %1797, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %1827
  br label %1799

1799:                                             ; preds = %1796, %1795
  %1800 = phi <16 x float> [ splat (float 0xFFF0000000000000), %1795 ], [ %1798, %1796 ]
  %1801 = shl i64 %1753, 6
  %1802 = getelementptr i8, ptr %1744, i64 %1801
  %1803 = getelementptr i8, ptr %1802, i64 -64
  store <16 x float> %1800, ptr %1803, align 64
  br label %1830

1804:                                             ; preds = %1795, %1822
  %1805 = phi <16 x float> [ %1827, %1822 ], [ splat (float 0xFFF0000000000000), %1795 ]
  %1806 = phi i16 [ %1826, %1822 ], [ 0, %1795 ]
  %1807 = phi i64 [ %1828, %1822 ], [ 0, %1795 ]
  %1808 = mul nsw i64 %1807, %14
  %1809 = and i64 %1808, 1
  %1810 = ashr i64 %1808, 1
  %1811 = icmp eq i64 %1810, 0
  %1812 = getelementptr inbounds nuw <16 x float>, ptr %22, i64 %1809
  %1813 = load <16 x float>, ptr %1812, align 64
  br i1 %1811, label %1822, label %1814

1814:                                             ; preds = %1804
  %1815 = trunc i64 %1810 to i32
  %1816 = insertelement <16 x i32> poison, i32 %1815, i64 0
  %1817 = shufflevector <16 x i32> %1816, <16 x i32> poison, <16 x i32> zeroinitializer
  %1818 = add <16 x i32> %1817, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %1819 = getelementptr inbounds nuw <16 x float>, ptr %23, i64 %1809
  %1820 = load <16 x float>, ptr %1819, align 64
  %1821 = call <16 x float> @llvm.x86.avx512.vpermi2var.ps.512(<16 x float> %1813, <16 x i32> %1818, <16 x float> %1820)
  br label %1822

1822:                                             ; preds = %1804, %1814
  %1823 = phi <16 x float> [ %1821, %1814 ], [ %1813, %1804 ]
  %1824 = fcmp uno <16 x float> %1823, zeroinitializer
  %1825 = bitcast <16 x i1> %1824 to i16
  %1826 = or i16 %1806, %1825
  %1827 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1823, <16 x float> %1805, i32 4)
  %1828 = add nuw nsw i64 %1807, 1
  %1829 = icmp eq i64 %1828, %10
  br i1 %1829, label %1796, label %1804

1830:                                             ; preds = %1799, %1789
  store <16 x float> %1792, ptr %22, align 64
  store <16 x float> %1793, ptr %1662, align 64
  %1831 = add nuw nsw i64 %1753, 1
  %1832 = icmp eq i64 %1753, %1663
  br i1 %1832, label %1833, label %1752

1833:                                             ; preds = %1830, %1751
  call void @llvm.lifetime.end.p0(ptr nonnull %23)
  call void @llvm.lifetime.end.p0(ptr nonnull %22)
  br label %1888

1834:                                             ; preds = %1748
  br i1 %1657, label %1835, label %1888

1835:                                             ; preds = %1834, %1840
  %1836 = phi i64 [ %1843, %1840 ], [ 0, %1834 ]
  br i1 %1658, label %1845, label %1840

1837:                                             ; preds = %1851
  %1838 = bitcast i16 %1855 to <16 x i1>
  %1839 = select <16 x i1> %1838, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %1856
  br label %1840

1840:                                             ; preds = %1837, %1835
  %1841 = phi <16 x float> [ splat (float 0xFFF0000000000000), %1835 ], [ %1839, %1837 ]
  %1842 = getelementptr inbounds nuw float, ptr %1744, i64 %1836
  store <16 x float> %1841, ptr %1842, align 64
  %1843 = add nuw nsw i64 %1836, 16
  %1844 = icmp slt i64 %1843, %1619
  br i1 %1844, label %1835, label %1888

1845:                                             ; preds = %1835, %1851
  %1846 = phi i64 [ %1857, %1851 ], [ 0, %1835 ]
  %1847 = phi i16 [ %1855, %1851 ], [ 0, %1835 ]
  %1848 = phi <16 x float> [ %1856, %1851 ], [ splat (float 0xFFF0000000000000), %1835 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %21)
  %1849 = mul nsw i64 %1846, %14
  %1850 = sub i64 %1849, %16
  br label %1859

1851:                                             ; preds = %1883
  %1852 = load <16 x float>, ptr %21, align 16
  %1853 = fcmp uno <16 x float> %1852, zeroinitializer
  %1854 = bitcast <16 x i1> %1853 to i16
  %1855 = or i16 %1847, %1854
  %1856 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1852, <16 x float> %1848, i32 4)
  call void @llvm.lifetime.end.p0(ptr nonnull %21)
  %1857 = add nuw nsw i64 %1846, 1
  %1858 = icmp eq i64 %1857, %10
  br i1 %1858, label %1837, label %1845

1859:                                             ; preds = %1883, %1845
  %1860 = phi i64 [ 0, %1845 ], [ %1886, %1883 ]
  %1861 = add nuw nsw i64 %1836, %1860
  %1862 = mul nsw i64 %1861, %12
  %1863 = add i64 %1850, %1862
  %1864 = icmp sgt i64 %1863, -1
  %1865 = icmp slt i64 %1863, %6
  %1866 = and i1 %1864, %1865
  br i1 %1866, label %1867, label %1870

1867:                                             ; preds = %1859
  %1868 = getelementptr inbounds nuw float, ptr %1750, i64 %1863
  %1869 = load float, ptr %1868, align 4
  br label %1870

1870:                                             ; preds = %1867, %1859
  %1871 = phi float [ %1869, %1867 ], [ 0xFFF0000000000000, %1859 ]
  %1872 = getelementptr inbounds nuw float, ptr %21, i64 %1860
  store float %1871, ptr %1872, align 8
  %1873 = or disjoint i64 %1860, 1
  %1874 = add nuw nsw i64 %1836, %1873
  %1875 = mul nsw i64 %1874, %12
  %1876 = add i64 %1850, %1875
  %1877 = icmp sgt i64 %1876, -1
  %1878 = icmp slt i64 %1876, %6
  %1879 = and i1 %1877, %1878
  br i1 %1879, label %1880, label %1883

1880:                                             ; preds = %1870
  %1881 = getelementptr inbounds nuw float, ptr %1750, i64 %1876
  %1882 = load float, ptr %1881, align 4
  br label %1883

1883:                                             ; preds = %1880, %1870
  %1884 = phi float [ %1882, %1880 ], [ 0xFFF0000000000000, %1870 ]
  %1885 = getelementptr inbounds nuw float, ptr %21, i64 %1873
  store float %1884, ptr %1885, align 4
  %1886 = add nuw nsw i64 %1860, 2
  %1887 = icmp eq i64 %1886, 16
  br i1 %1887, label %1851, label %1859

1888:                                             ; preds = %1840, %1834, %1833
  store i64 %1742, ptr %1745, align 8
  br label %1889

1889:                                             ; preds = %1888, %1740
  %1890 = add nsw i32 %1734, 1
  %1891 = sext i32 %1734 to i64
  %1892 = getelementptr inbounds ptr, ptr %1632, i64 %1891
  store ptr %1744, ptr %1892, align 8
  br label %1893

1893:                                             ; preds = %1889, %1732
  %1894 = phi i32 [ %1890, %1889 ], [ %1734, %1732 ]
  %1895 = add nuw nsw i64 %1733, 1
  %1896 = icmp eq i64 %1895, %9
  br i1 %1896, label %1722, label %1732

1897:                                             ; preds = %1724, %1921
  %1898 = phi i64 [ 0, %1724 ], [ %1932, %1921 ]
  br i1 %1725, label %1899, label %1921

1899:                                             ; preds = %1897
  br i1 %1728, label %1904, label %1934

1900:                                             ; preds = %1921, %1722
  %1901 = add nsw i64 %1715, 1
  %1902 = icmp eq i64 %1901, %1705
  br i1 %1902, label %1959, label %1714

1903:                                             ; preds = %1934
  br i1 %1730, label %1916, label %1904

1904:                                             ; preds = %1903, %1899
  %1905 = phi i64 [ 0, %1899 ], [ %1956, %1903 ]
  %1906 = phi i16 [ 0, %1899 ], [ %1954, %1903 ]
  %1907 = phi <16 x float> [ splat (float 0xFFF0000000000000), %1899 ], [ %1955, %1903 ]
  call void @llvm.assume(i1 %1731)
  %1908 = getelementptr inbounds nuw ptr, ptr %1632, i64 %1905
  %1909 = load ptr, ptr %1908, align 8
  %1910 = getelementptr inbounds nuw float, ptr %1909, i64 %1898
  %1911 = load <16 x float>, ptr %1910, align 1
  %1912 = fcmp uno <16 x float> %1911, zeroinitializer
  %1913 = bitcast <16 x i1> %1912 to i16
  %1914 = or i16 %1906, %1913
  %1915 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1911, <16 x float> %1907, i32 4)
  br label %1916

1916:                                             ; preds = %1903, %1904
  %1917 = phi i16 [ %1954, %1903 ], [ %1914, %1904 ]
  %1918 = phi <16 x float> [ %1955, %1903 ], [ %1915, %1904 ]
  %1919 = bitcast i16 %1917 to <16 x i1>
  %1920 = select <16 x i1> %1919, <16 x float> splat (float 0x7FF8000000000000), <16 x float> %1918
  br label %1921

1921:                                             ; preds = %1916, %1897
  %1922 = phi <16 x float> [ splat (float 0xFFF0000000000000), %1897 ], [ %1920, %1916 ]
  %1923 = getelementptr inbounds nuw float, ptr %1718, i64 %1898
  %1924 = sub nsw i64 %8, %1898
  %1925 = icmp sgt i64 %1924, 15
  %1926 = trunc i64 %1924 to i32
  %1927 = shl nsw i32 -1, %1926
  %1928 = trunc i32 %1927 to i16
  %1929 = xor i16 %1928, -1
  %1930 = select i1 %1925, i16 -1, i16 %1929
  %1931 = bitcast i16 %1930 to <16 x i1>
  call void @llvm.masked.store.v16f32.p0(<16 x float> %1922, ptr align 1 %1923, <16 x i1> %1931)
  %1932 = add nuw nsw i64 %1898, 16
  %1933 = icmp slt i64 %1932, %8
  br i1 %1933, label %1897, label %1900

1934:                                             ; preds = %1899, %1934
  %1935 = phi i64 [ %1956, %1934 ], [ 0, %1899 ]
  %1936 = phi i16 [ %1954, %1934 ], [ 0, %1899 ]
  %1937 = phi <16 x float> [ %1955, %1934 ], [ splat (float 0xFFF0000000000000), %1899 ]
  %1938 = phi i64 [ %1957, %1934 ], [ 0, %1899 ]
  %1939 = getelementptr inbounds nuw ptr, ptr %1632, i64 %1935
  %1940 = load ptr, ptr %1939, align 16
  %1941 = getelementptr inbounds nuw float, ptr %1940, i64 %1898
  %1942 = load <16 x float>, ptr %1941, align 1
  %1943 = fcmp uno <16 x float> %1942, zeroinitializer
  %1944 = bitcast <16 x i1> %1943 to i16
  %1945 = or i16 %1936, %1944
  %1946 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1942, <16 x float> %1937, i32 4)
  %1947 = getelementptr inbounds nuw ptr, ptr %1632, i64 %1935
  %1948 = getelementptr inbounds nuw i8, ptr %1947, i64 8
  %1949 = load ptr, ptr %1948, align 8
  %1950 = getelementptr inbounds nuw float, ptr %1949, i64 %1898
  %1951 = load <16 x float>, ptr %1950, align 1
  %1952 = fcmp uno <16 x float> %1951, zeroinitializer
  %1953 = bitcast <16 x i1> %1952 to i16
  %1954 = or i16 %1945, %1953
  %1955 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1951, <16 x float> %1946, i32 4)
  %1956 = add nuw nsw i64 %1935, 2
  %1957 = add i64 %1938, 2
  %1958 = icmp eq i64 %1957, %1729
  br i1 %1958, label %1903, label %1934

1959:                                             ; preds = %1900, %1702, %1696
  %1960 = add nuw nsw i64 %1691, 1
  %1961 = icmp eq i64 %1960, %1670
  br i1 %1961, label %1685, label %1690

1962:                                             ; preds = %1685, %1352, %997, %662, %391, %109, %1644, %1310, %950, %600, %335, %48
  %1963 = phi ptr [ %1301, %1310 ], [ %941, %950 ], [ %601, %600 ], [ %336, %335 ], [ %49, %48 ], [ %1630, %1644 ], [ %601, %662 ], [ %941, %997 ], [ %1301, %1352 ], [ %49, %109 ], [ %336, %391 ], [ %1630, %1685 ]
  %1964 = phi ptr [ %590, %1310 ], [ %590, %950 ], [ %590, %600 ], [ %326, %335 ], [ %39, %48 ], [ %590, %1644 ], [ %590, %662 ], [ %590, %997 ], [ %590, %1352 ], [ %39, %109 ], [ %326, %391 ], [ %590, %1685 ]
  call void @llvm.stackrestore.p0(ptr %1963)
  br label %1965

1965:                                             ; preds = %1962, %1624, %1616, %1295, %1287, %935, %927, %596, %591, %331, %325, %44, %38
  %1966 = phi ptr [ %590, %935 ], [ %590, %1287 ], [ %590, %1295 ], [ %590, %1616 ], [ %590, %1624 ], [ %39, %38 ], [ %39, %44 ], [ %326, %325 ], [ %326, %331 ], [ %590, %591 ], [ %590, %596 ], [ %590, %927 ], [ %1964, %1962 ]
  call void @llvm.stackrestore.p0(ptr %1966)
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
