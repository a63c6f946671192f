; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define hidden void @mgxport_maxpool_f32_nchw_fma512(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11, i64 noundef %12, i64 noundef %13, i64 noundef %14, i64 noundef %15, i64 noundef %16, i64 noundef %17, i64 noundef %18) local_unnamed_addr {
  %20 = alloca [8 x <16 x float>], align 64
  %21 = alloca [8 x <16 x float>], align 64
  %22 = alloca [8 x <16 x float>], align 64
  %23 = alloca [8 x <16 x float>], align 64
  %24 = alloca [8 x <16 x float>], align 64
  %25 = alloca [8 x <16 x float>], align 64
  %26 = alloca [8 x <16 x float>], align 64
  %27 = inttoptr i64 %0 to ptr
  %28 = inttoptr i64 %1 to ptr
  %29 = icmp eq i64 %12, 2
  %30 = icmp slt i64 %2, %3
  br i1 %30, label %31, label %76

31:                                               ; preds = %19
  %32 = mul i64 %6, %5
  %33 = icmp sgt i64 %8, 0
  %34 = icmp sgt i64 %9, 0
  %35 = icmp sgt i64 %10, 0
  %36 = getelementptr inbounds nuw i8, ptr %26, i64 64
  %37 = getelementptr inbounds nuw i8, ptr %26, i64 128
  %38 = getelementptr inbounds nuw i8, ptr %26, i64 192
  %39 = getelementptr inbounds nuw i8, ptr %26, i64 256
  %40 = getelementptr inbounds nuw i8, ptr %26, i64 320
  %41 = getelementptr inbounds nuw i8, ptr %26, i64 384
  %42 = getelementptr inbounds nuw i8, ptr %26, i64 448
  %43 = getelementptr inbounds nuw i8, ptr %25, i64 64
  %44 = getelementptr inbounds nuw i8, ptr %25, i64 128
  %45 = getelementptr inbounds nuw i8, ptr %25, i64 192
  %46 = getelementptr inbounds nuw i8, ptr %25, i64 256
  %47 = getelementptr inbounds nuw i8, ptr %25, i64 320
  %48 = getelementptr inbounds nuw i8, ptr %25, i64 384
  %49 = getelementptr inbounds nuw i8, ptr %25, i64 448
  %50 = getelementptr inbounds nuw i8, ptr %24, i64 64
  %51 = getelementptr inbounds nuw i8, ptr %24, i64 128
  %52 = getelementptr inbounds nuw i8, ptr %24, i64 192
  %53 = getelementptr inbounds nuw i8, ptr %24, i64 256
  %54 = getelementptr inbounds nuw i8, ptr %24, i64 320
  %55 = getelementptr inbounds nuw i8, ptr %24, i64 384
  %56 = getelementptr inbounds nuw i8, ptr %23, i64 64
  %57 = getelementptr inbounds nuw i8, ptr %23, i64 128
  %58 = getelementptr inbounds nuw i8, ptr %23, i64 192
  %59 = getelementptr inbounds nuw i8, ptr %23, i64 256
  %60 = getelementptr inbounds nuw i8, ptr %23, i64 320
  %61 = getelementptr inbounds nuw i8, ptr %23, i64 384
  %62 = getelementptr inbounds nuw i8, ptr %22, i64 64
  %63 = getelementptr inbounds nuw i8, ptr %22, i64 128
  %64 = getelementptr inbounds nuw i8, ptr %22, i64 192
  %65 = getelementptr inbounds nuw i8, ptr %22, i64 256
  %66 = getelementptr inbounds nuw i8, ptr %22, i64 320
  %67 = getelementptr inbounds nuw i8, ptr %21, i64 64
  %68 = getelementptr inbounds nuw i8, ptr %21, i64 128
  %69 = getelementptr inbounds nuw i8, ptr %21, i64 192
  %70 = getelementptr inbounds nuw i8, ptr %21, i64 256
  %71 = getelementptr inbounds nuw i8, ptr %21, i64 320
  %72 = getelementptr inbounds nuw i8, ptr %20, i64 64
  %73 = getelementptr inbounds nuw i8, ptr %20, i64 128
  %74 = getelementptr inbounds nuw i8, ptr %20, i64 192
  %75 = getelementptr inbounds nuw i8, ptr %20, i64 256
  br label %77

76:                                               ; preds = %96, %19
  ret void

77:                                               ; preds = %31, %96
  %78 = phi i64 [ %2, %31 ], [ %97, %96 ]
  %79 = srem i64 %78, %7
  %80 = sdiv i64 %78, %7
  %81 = srem i64 %80, %4
  %82 = sdiv i64 %80, %4
  %83 = mul nsw i64 %82, %17
  %84 = getelementptr inbounds float, ptr %27, i64 %83
  %85 = mul i64 %32, %81
  %86 = getelementptr inbounds float, ptr %84, i64 %85
  %87 = mul nsw i64 %82, %18
  %88 = getelementptr inbounds float, ptr %28, i64 %87
  %89 = mul nsw i64 %81, %7
  %90 = add nsw i64 %89, %79
  %91 = mul nsw i64 %90, %8
  %92 = getelementptr inbounds float, ptr %88, i64 %91
  br i1 %33, label %93, label %96

93:                                               ; preds = %77
  %94 = mul nsw i64 %79, %11
  %95 = sub i64 %94, %15
  br label %99

96:                                               ; preds = %2557, %77
  %97 = add nsw i64 %78, 1
  %98 = icmp eq i64 %97, %3
  br i1 %98, label %76, label %77

99:                                               ; preds = %93, %2557
  %100 = phi i64 [ 0, %93 ], [ %2558, %2557 ]
  %101 = sub nsw i64 %8, %100
  %102 = add nuw nsw i64 %101, 15
  %103 = lshr i64 %102, 4
  %104 = icmp ugt i64 %101, 112
  %105 = trunc i64 %103 to i32
  %106 = select i1 %104, i32 8, i32 %105
  switch i32 %106, label %2557 [
    i32 1, label %107
    i32 2, label %246
    i32 3, label %489
    i32 4, label %835
    i32 5, label %1284
    i32 6, label %1663
    i32 7, label %1937
    i32 8, label %2235
  ]

107:                                              ; preds = %99
  br i1 %29, label %108, label %183

108:                                              ; preds = %107
  br i1 %34, label %109, label %113

109:                                              ; preds = %108
  %110 = shl nuw nsw i64 %100, 1
  %111 = shl nsw i64 %101, 1
  %112 = add nsw i64 %111, -1
  br label %123

113:                                              ; preds = %179, %108
  %114 = phi <16 x float> [ splat (float 0xFFF0000000000000), %108 ], [ %180, %179 ]
  %115 = getelementptr inbounds nuw float, ptr %92, i64 %100
  %116 = icmp sgt i64 %101, 15
  %117 = trunc i64 %101 to i32
  %118 = shl nsw i32 -1, %117
  %119 = trunc i32 %118 to i16
  %120 = xor i16 %119, -1
  %121 = select i1 %116, i16 -1, i16 %120
  %122 = bitcast i16 %121 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %114, ptr align 1 %115, <16 x i1> %122)
  br label %2557

123:                                              ; preds = %109, %179
  %124 = phi <16 x float> [ splat (float 0xFFF0000000000000), %109 ], [ %180, %179 ]
  %125 = phi i64 [ 0, %109 ], [ %181, %179 ]
  %126 = mul nsw i64 %125, %13
  %127 = add i64 %95, %126
  %128 = icmp sgt i64 %127, -1
  %129 = icmp slt i64 %127, %5
  %130 = and i1 %128, %129
  br i1 %130, label %131, label %179

131:                                              ; preds = %123
  %132 = mul nsw i64 %127, %6
  %133 = getelementptr inbounds float, ptr %86, i64 %132
  br i1 %35, label %134, label %179

134:                                              ; preds = %131, %175
  %135 = phi <16 x float> [ %176, %175 ], [ %124, %131 ]
  %136 = phi i64 [ %177, %175 ], [ 0, %131 ]
  %137 = mul nsw i64 %136, %14
  %138 = sub i64 %137, %16
  %139 = add i64 %138, %110
  %140 = icmp slt i64 %139, 0
  %141 = sub nsw i64 0, %139
  %142 = select i1 %140, i64 %141, i64 0
  %143 = sub nsw i64 %6, %139
  %144 = tail call i64 @llvm.smin.i64(i64 %143, i64 %112)
  %145 = tail call i64 @llvm.smin.i64(i64 %144, i64 32)
  %146 = icmp sgt i64 %145, %142
  br i1 %146, label %147, label %175

147:                                              ; preds = %134
  %148 = getelementptr inbounds float, ptr %133, i64 %139
  %149 = icmp sgt i64 %144, 31
  %150 = trunc i64 %145 to i32
  %151 = shl nsw i32 -1, %150
  %152 = xor i32 %151, -1
  %153 = select i1 %149, i32 -1, i32 %152
  %154 = trunc i64 %142 to i32
  %155 = shl nsw i32 -1, %154
  %156 = and i32 %153, %155
  %157 = trunc i32 %156 to i16
  %158 = bitcast i16 %157 to <16 x i1>
  %159 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %148, <16 x i1> %158, <16 x float> <float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison>)
  %160 = lshr i32 %156, 16
  %161 = trunc nuw i32 %160 to i16
  %162 = getelementptr inbounds nuw i8, ptr %148, i64 64
  %163 = bitcast i16 %161 to <16 x i1>
  %164 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %162, <16 x i1> %163, <16 x float> <float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison>)
  %165 = shufflevector <16 x float> %159, <16 x float> %164, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %166 = bitcast <16 x float> %135 to <8 x i64>
  %167 = bitcast <16 x float> %165 to <8 x i64>
  %168 = and <8 x i64> %167, %166
  %169 = fcmp oeq <16 x float> %135, %165
  %170 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %165, <16 x float> %135, i32 4)
  %171 = bitcast <8 x i64> %168 to <16 x float>
  %172 = select <16 x i1> %169, <16 x float> %171, <16 x float> %170
  %173 = fcmp uno <16 x float> %165, zeroinitializer
  %174 = select <16 x i1> %173, <16 x float> %165, <16 x float> %172
  br label %175

175:                                              ; preds = %147, %134
  %176 = phi <16 x float> [ %174, %147 ], [ %135, %134 ]
  %177 = add nuw nsw i64 %136, 1
  %178 = icmp eq i64 %177, %10
  br i1 %178, label %179, label %134

179:                                              ; preds = %175, %131, %123
  %180 = phi <16 x float> [ %124, %123 ], [ %124, %131 ], [ %176, %175 ]
  %181 = add nuw nsw i64 %125, 1
  %182 = icmp eq i64 %181, %9
  br i1 %182, label %113, label %123

183:                                              ; preds = %107
  br i1 %34, label %194, label %184

184:                                              ; preds = %242, %183
  %185 = phi <16 x float> [ splat (float 0xFFF0000000000000), %183 ], [ %243, %242 ]
  %186 = getelementptr inbounds nuw float, ptr %92, i64 %100
  %187 = icmp sgt i64 %101, 15
  %188 = trunc i64 %101 to i32
  %189 = shl nsw i32 -1, %188
  %190 = trunc i32 %189 to i16
  %191 = xor i16 %190, -1
  %192 = select i1 %187, i16 -1, i16 %191
  %193 = bitcast i16 %192 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %185, ptr align 1 %186, <16 x i1> %193)
  br label %2557

194:                                              ; preds = %183, %242
  %195 = phi <16 x float> [ %243, %242 ], [ splat (float 0xFFF0000000000000), %183 ]
  %196 = phi i64 [ %244, %242 ], [ 0, %183 ]
  %197 = mul nsw i64 %196, %13
  %198 = add i64 %95, %197
  %199 = icmp sgt i64 %198, -1
  %200 = icmp slt i64 %198, %5
  %201 = and i1 %199, %200
  br i1 %201, label %202, label %242

202:                                              ; preds = %194
  %203 = mul nsw i64 %198, %6
  %204 = getelementptr inbounds float, ptr %86, i64 %203
  br i1 %35, label %205, label %242

205:                                              ; preds = %202, %238
  %206 = phi <16 x float> [ %239, %238 ], [ %195, %202 ]
  %207 = phi i64 [ %240, %238 ], [ 0, %202 ]
  %208 = mul nsw i64 %207, %14
  %209 = sub i64 %208, %16
  %210 = add i64 %209, %100
  %211 = icmp slt i64 %210, 0
  %212 = sub nsw i64 0, %210
  %213 = select i1 %211, i64 %212, i64 0
  %214 = sub nsw i64 %6, %210
  %215 = tail call i64 @llvm.smin.i64(i64 %214, i64 %101)
  %216 = tail call i64 @llvm.smin.i64(i64 %215, i64 16)
  %217 = icmp sgt i64 %216, %213
  br i1 %217, label %218, label %238

218:                                              ; preds = %205
  %219 = trunc i64 %216 to i32
  %220 = shl nsw i32 -1, %219
  %221 = xor i32 %220, -1
  %222 = trunc i64 %213 to i32
  %223 = shl nsw i32 -1, %222
  %224 = and i32 %223, %221
  %225 = trunc i32 %224 to i16
  %226 = getelementptr inbounds float, ptr %204, i64 %210
  %227 = bitcast i16 %225 to <16 x i1>
  %228 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %226, <16 x i1> %227, <16 x float> splat (float 0xFFF0000000000000))
  %229 = bitcast <16 x float> %206 to <8 x i64>
  %230 = bitcast <16 x float> %228 to <8 x i64>
  %231 = and <8 x i64> %230, %229
  %232 = fcmp oeq <16 x float> %206, %228
  %233 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %228, <16 x float> %206, i32 4)
  %234 = bitcast <8 x i64> %231 to <16 x float>
  %235 = select <16 x i1> %232, <16 x float> %234, <16 x float> %233
  %236 = fcmp uno <16 x float> %228, zeroinitializer
  %237 = select <16 x i1> %236, <16 x float> %228, <16 x float> %235
  br label %238

238:                                              ; preds = %218, %205
  %239 = phi <16 x float> [ %237, %218 ], [ %206, %205 ]
  %240 = add nuw nsw i64 %207, 1
  %241 = icmp eq i64 %240, %10
  br i1 %241, label %242, label %205

242:                                              ; preds = %238, %202, %194
  %243 = phi <16 x float> [ %195, %194 ], [ %195, %202 ], [ %239, %238 ]
  %244 = add nuw nsw i64 %196, 1
  %245 = icmp eq i64 %244, %9
  br i1 %245, label %184, label %194

246:                                              ; preds = %99
  br i1 %29, label %247, label %379

247:                                              ; preds = %246
  br i1 %34, label %248, label %257

248:                                              ; preds = %247
  %249 = shl nuw nsw i64 %100, 1
  %250 = shl nsw i64 %101, 1
  %251 = add nsw i64 %250, -1
  %252 = or disjoint i64 %100, 16
  %253 = sub nsw i64 %8, %252
  %254 = shl nuw nsw i64 %252, 1
  %255 = shl nsw i64 %253, 1
  %256 = add nsw i64 %255, -1
  br label %278

257:                                              ; preds = %374, %247
  %258 = phi <16 x float> [ splat (float 0xFFF0000000000000), %247 ], [ %375, %374 ]
  %259 = phi <16 x float> [ splat (float 0xFFF0000000000000), %247 ], [ %376, %374 ]
  %260 = getelementptr inbounds nuw float, ptr %92, i64 %100
  %261 = icmp sgt i64 %101, 15
  %262 = trunc i64 %101 to i32
  %263 = shl nsw i32 -1, %262
  %264 = trunc i32 %263 to i16
  %265 = xor i16 %264, -1
  %266 = select i1 %261, i16 -1, i16 %265
  %267 = bitcast i16 %266 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %258, ptr align 1 %260, <16 x i1> %267)
  %268 = or disjoint i64 %100, 16
  %269 = sub nsw i64 %8, %268
  %270 = getelementptr inbounds nuw i8, ptr %260, i64 64
  %271 = icmp sgt i64 %269, 15
  %272 = trunc i64 %269 to i32
  %273 = shl nsw i32 -1, %272
  %274 = trunc i32 %273 to i16
  %275 = xor i16 %274, -1
  %276 = select i1 %271, i16 -1, i16 %275
  %277 = bitcast i16 %276 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %259, ptr nonnull align 1 %270, <16 x i1> %277)
  br label %2557

278:                                              ; preds = %248, %374
  %279 = phi <16 x float> [ splat (float 0xFFF0000000000000), %248 ], [ %375, %374 ]
  %280 = phi <16 x float> [ splat (float 0xFFF0000000000000), %248 ], [ %376, %374 ]
  %281 = phi i64 [ 0, %248 ], [ %377, %374 ]
  %282 = mul nsw i64 %281, %13
  %283 = add i64 %95, %282
  %284 = icmp sgt i64 %283, -1
  %285 = icmp slt i64 %283, %5
  %286 = and i1 %284, %285
  br i1 %286, label %287, label %374

287:                                              ; preds = %278
  %288 = mul nsw i64 %283, %6
  %289 = getelementptr inbounds float, ptr %86, i64 %288
  br i1 %35, label %290, label %374

290:                                              ; preds = %287, %370
  %291 = phi <16 x float> [ %333, %370 ], [ %279, %287 ]
  %292 = phi <16 x float> [ %371, %370 ], [ %280, %287 ]
  %293 = phi i64 [ %372, %370 ], [ 0, %287 ]
  %294 = mul nsw i64 %293, %14
  %295 = sub i64 %294, %16
  %296 = add i64 %295, %249
  %297 = icmp slt i64 %296, 0
  %298 = sub nsw i64 0, %296
  %299 = select i1 %297, i64 %298, i64 0
  %300 = sub nsw i64 %6, %296
  %301 = tail call i64 @llvm.smin.i64(i64 %300, i64 %251)
  %302 = tail call i64 @llvm.smin.i64(i64 %301, i64 32)
  %303 = icmp sgt i64 %302, %299
  br i1 %303, label %304, label %332

304:                                              ; preds = %290
  %305 = getelementptr inbounds float, ptr %289, i64 %296
  %306 = icmp sgt i64 %301, 31
  %307 = trunc i64 %302 to i32
  %308 = shl nsw i32 -1, %307
  %309 = xor i32 %308, -1
  %310 = select i1 %306, i32 -1, i32 %309
  %311 = trunc i64 %299 to i32
  %312 = shl nsw i32 -1, %311
  %313 = and i32 %310, %312
  %314 = trunc i32 %313 to i16
  %315 = bitcast i16 %314 to <16 x i1>
  %316 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %305, <16 x i1> %315, <16 x float> <float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison>)
  %317 = lshr i32 %313, 16
  %318 = trunc nuw i32 %317 to i16
  %319 = getelementptr inbounds nuw i8, ptr %305, i64 64
  %320 = bitcast i16 %318 to <16 x i1>
  %321 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %319, <16 x i1> %320, <16 x float> <float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison>)
  %322 = shufflevector <16 x float> %316, <16 x float> %321, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %323 = bitcast <16 x float> %291 to <8 x i64>
  %324 = bitcast <16 x float> %322 to <8 x i64>
  %325 = and <8 x i64> %324, %323
  %326 = fcmp oeq <16 x float> %291, %322
  %327 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %322, <16 x float> %291, i32 4)
  %328 = bitcast <8 x i64> %325 to <16 x float>
  %329 = select <16 x i1> %326, <16 x float> %328, <16 x float> %327
  %330 = fcmp uno <16 x float> %322, zeroinitializer
  %331 = select <16 x i1> %330, <16 x float> %322, <16 x float> %329
  br label %332

332:                                              ; preds = %304, %290
  %333 = phi <16 x float> [ %331, %304 ], [ %291, %290 ]
  %334 = add i64 %295, %254
  %335 = icmp slt i64 %334, 0
  %336 = sub nsw i64 0, %334
  %337 = select i1 %335, i64 %336, i64 0
  %338 = sub nsw i64 %6, %334
  %339 = tail call i64 @llvm.smin.i64(i64 %338, i64 %256)
  %340 = tail call i64 @llvm.smin.i64(i64 %339, i64 32)
  %341 = icmp sgt i64 %340, %337
  br i1 %341, label %342, label %370

342:                                              ; preds = %332
  %343 = getelementptr inbounds float, ptr %289, i64 %334
  %344 = icmp sgt i64 %339, 31
  %345 = trunc i64 %340 to i32
  %346 = shl nsw i32 -1, %345
  %347 = xor i32 %346, -1
  %348 = select i1 %344, i32 -1, i32 %347
  %349 = trunc i64 %337 to i32
  %350 = shl nsw i32 -1, %349
  %351 = and i32 %348, %350
  %352 = trunc i32 %351 to i16
  %353 = bitcast i16 %352 to <16 x i1>
  %354 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %343, <16 x i1> %353, <16 x float> <float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison>)
  %355 = lshr i32 %351, 16
  %356 = trunc nuw i32 %355 to i16
  %357 = getelementptr inbounds nuw i8, ptr %343, i64 64
  %358 = bitcast i16 %356 to <16 x i1>
  %359 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %357, <16 x i1> %358, <16 x float> <float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison>)
  %360 = shufflevector <16 x float> %354, <16 x float> %359, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %361 = bitcast <16 x float> %292 to <8 x i64>
  %362 = bitcast <16 x float> %360 to <8 x i64>
  %363 = and <8 x i64> %362, %361
  %364 = fcmp oeq <16 x float> %292, %360
  %365 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %360, <16 x float> %292, i32 4)
  %366 = bitcast <8 x i64> %363 to <16 x float>
  %367 = select <16 x i1> %364, <16 x float> %366, <16 x float> %365
  %368 = fcmp uno <16 x float> %360, zeroinitializer
  %369 = select <16 x i1> %368, <16 x float> %360, <16 x float> %367
  br label %370

370:                                              ; preds = %342, %332
  %371 = phi <16 x float> [ %369, %342 ], [ %292, %332 ]
  %372 = add nuw nsw i64 %293, 1
  %373 = icmp eq i64 %372, %10
  br i1 %373, label %374, label %290

374:                                              ; preds = %370, %287, %278
  %375 = phi <16 x float> [ %279, %278 ], [ %279, %287 ], [ %333, %370 ]
  %376 = phi <16 x float> [ %280, %278 ], [ %280, %287 ], [ %371, %370 ]
  %377 = add nuw nsw i64 %281, 1
  %378 = icmp eq i64 %377, %9
  br i1 %378, label %257, label %278

379:                                              ; preds = %246
  br i1 %34, label %380, label %383

380:                                              ; preds = %379
  %381 = or disjoint i64 %100, 16
  %382 = sub nsw i64 %8, %381
  br label %404

383:                                              ; preds = %484, %379
  %384 = phi <16 x float> [ splat (float 0xFFF0000000000000), %379 ], [ %485, %484 ]
  %385 = phi <16 x float> [ splat (float 0xFFF0000000000000), %379 ], [ %486, %484 ]
  %386 = getelementptr inbounds nuw float, ptr %92, i64 %100
  %387 = icmp sgt i64 %101, 15
  %388 = trunc i64 %101 to i32
  %389 = shl nsw i32 -1, %388
  %390 = trunc i32 %389 to i16
  %391 = xor i16 %390, -1
  %392 = select i1 %387, i16 -1, i16 %391
  %393 = bitcast i16 %392 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %384, ptr align 1 %386, <16 x i1> %393)
  %394 = or disjoint i64 %100, 16
  %395 = sub nsw i64 %8, %394
  %396 = getelementptr inbounds nuw i8, ptr %386, i64 64
  %397 = icmp sgt i64 %395, 15
  %398 = trunc i64 %395 to i32
  %399 = shl nsw i32 -1, %398
  %400 = trunc i32 %399 to i16
  %401 = xor i16 %400, -1
  %402 = select i1 %397, i16 -1, i16 %401
  %403 = bitcast i16 %402 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %385, ptr nonnull align 1 %396, <16 x i1> %403)
  br label %2557

404:                                              ; preds = %380, %484
  %405 = phi <16 x float> [ splat (float 0xFFF0000000000000), %380 ], [ %485, %484 ]
  %406 = phi <16 x float> [ splat (float 0xFFF0000000000000), %380 ], [ %486, %484 ]
  %407 = phi i64 [ 0, %380 ], [ %487, %484 ]
  %408 = mul nsw i64 %407, %13
  %409 = add i64 %95, %408
  %410 = icmp sgt i64 %409, -1
  %411 = icmp slt i64 %409, %5
  %412 = and i1 %410, %411
  br i1 %412, label %413, label %484

413:                                              ; preds = %404
  %414 = mul nsw i64 %409, %6
  %415 = getelementptr inbounds float, ptr %86, i64 %414
  br i1 %35, label %416, label %484

416:                                              ; preds = %413, %480
  %417 = phi <16 x float> [ %451, %480 ], [ %405, %413 ]
  %418 = phi <16 x float> [ %481, %480 ], [ %406, %413 ]
  %419 = phi i64 [ %482, %480 ], [ 0, %413 ]
  %420 = mul nsw i64 %419, %14
  %421 = sub i64 %420, %16
  %422 = add i64 %421, %100
  %423 = icmp slt i64 %422, 0
  %424 = sub nsw i64 0, %422
  %425 = select i1 %423, i64 %424, i64 0
  %426 = sub nsw i64 %6, %422
  %427 = tail call i64 @llvm.smin.i64(i64 %426, i64 %101)
  %428 = tail call i64 @llvm.smin.i64(i64 %427, i64 16)
  %429 = icmp sgt i64 %428, %425
  br i1 %429, label %430, label %450

430:                                              ; preds = %416
  %431 = trunc i64 %428 to i32
  %432 = shl nsw i32 -1, %431
  %433 = xor i32 %432, -1
  %434 = trunc i64 %425 to i32
  %435 = shl nsw i32 -1, %434
  %436 = and i32 %435, %433
  %437 = trunc i32 %436 to i16
  %438 = getelementptr inbounds float, ptr %415, i64 %422
  %439 = bitcast i16 %437 to <16 x i1>
  %440 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %438, <16 x i1> %439, <16 x float> splat (float 0xFFF0000000000000))
  %441 = bitcast <16 x float> %417 to <8 x i64>
  %442 = bitcast <16 x float> %440 to <8 x i64>
  %443 = and <8 x i64> %442, %441
  %444 = fcmp oeq <16 x float> %417, %440
  %445 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %440, <16 x float> %417, i32 4)
  %446 = bitcast <8 x i64> %443 to <16 x float>
  %447 = select <16 x i1> %444, <16 x float> %446, <16 x float> %445
  %448 = fcmp uno <16 x float> %440, zeroinitializer
  %449 = select <16 x i1> %448, <16 x float> %440, <16 x float> %447
  br label %450

450:                                              ; preds = %430, %416
  %451 = phi <16 x float> [ %449, %430 ], [ %417, %416 ]
  %452 = add i64 %421, %381
  %453 = icmp slt i64 %452, 0
  %454 = sub nsw i64 0, %452
  %455 = select i1 %453, i64 %454, i64 0
  %456 = sub nsw i64 %6, %452
  %457 = tail call i64 @llvm.smin.i64(i64 %456, i64 %382)
  %458 = tail call i64 @llvm.smin.i64(i64 %457, i64 16)
  %459 = icmp sgt i64 %458, %455
  br i1 %459, label %460, label %480

460:                                              ; preds = %450
  %461 = trunc i64 %458 to i32
  %462 = shl nsw i32 -1, %461
  %463 = xor i32 %462, -1
  %464 = trunc i64 %455 to i32
  %465 = shl nsw i32 -1, %464
  %466 = and i32 %465, %463
  %467 = trunc i32 %466 to i16
  %468 = getelementptr inbounds float, ptr %415, i64 %452
  %469 = bitcast i16 %467 to <16 x i1>
  %470 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %468, <16 x i1> %469, <16 x float> splat (float 0xFFF0000000000000))
  %471 = bitcast <16 x float> %418 to <8 x i64>
  %472 = bitcast <16 x float> %470 to <8 x i64>
  %473 = and <8 x i64> %472, %471
  %474 = fcmp oeq <16 x float> %418, %470
  %475 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %470, <16 x float> %418, i32 4)
  %476 = bitcast <8 x i64> %473 to <16 x float>
  %477 = select <16 x i1> %474, <16 x float> %476, <16 x float> %475
  %478 = fcmp uno <16 x float> %470, zeroinitializer
  %479 = select <16 x i1> %478, <16 x float> %470, <16 x float> %477
  br label %480

480:                                              ; preds = %460, %450
  %481 = phi <16 x float> [ %479, %460 ], [ %418, %450 ]
  %482 = add nuw nsw i64 %419, 1
  %483 = icmp eq i64 %482, %10
  br i1 %483, label %484, label %416

484:                                              ; preds = %480, %413, %404
  %485 = phi <16 x float> [ %405, %404 ], [ %405, %413 ], [ %451, %480 ]
  %486 = phi <16 x float> [ %406, %404 ], [ %406, %413 ], [ %481, %480 ]
  %487 = add nuw nsw i64 %407, 1
  %488 = icmp eq i64 %487, %9
  br i1 %488, label %383, label %404

489:                                              ; preds = %99
  br i1 %29, label %490, label %679

490:                                              ; preds = %489
  br i1 %34, label %491, label %505

491:                                              ; preds = %490
  %492 = shl nuw nsw i64 %100, 1
  %493 = shl nsw i64 %101, 1
  %494 = add nsw i64 %493, -1
  %495 = or disjoint i64 %100, 16
  %496 = sub nsw i64 %8, %495
  %497 = shl nuw nsw i64 %495, 1
  %498 = shl nsw i64 %496, 1
  %499 = add nsw i64 %498, -1
  %500 = or disjoint i64 %100, 32
  %501 = sub nsw i64 %8, %500
  %502 = shl nuw nsw i64 %500, 1
  %503 = shl nsw i64 %501, 1
  %504 = add nsw i64 %503, -1
  br label %537

505:                                              ; preds = %673, %490
  %506 = phi <16 x float> [ splat (float 0xFFF0000000000000), %490 ], [ %674, %673 ]
  %507 = phi <16 x float> [ splat (float 0xFFF0000000000000), %490 ], [ %675, %673 ]
  %508 = phi <16 x float> [ splat (float 0xFFF0000000000000), %490 ], [ %676, %673 ]
  %509 = getelementptr inbounds nuw float, ptr %92, i64 %100
  %510 = icmp sgt i64 %101, 15
  %511 = trunc i64 %101 to i32
  %512 = shl nsw i32 -1, %511
  %513 = trunc i32 %512 to i16
  %514 = xor i16 %513, -1
  %515 = select i1 %510, i16 -1, i16 %514
  %516 = bitcast i16 %515 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %508, ptr align 1 %509, <16 x i1> %516)
  %517 = or disjoint i64 %100, 16
  %518 = sub nsw i64 %8, %517
  %519 = getelementptr inbounds nuw i8, ptr %509, i64 64
  %520 = icmp sgt i64 %518, 15
  %521 = trunc i64 %518 to i32
  %522 = shl nsw i32 -1, %521
  %523 = trunc i32 %522 to i16
  %524 = xor i16 %523, -1
  %525 = select i1 %520, i16 -1, i16 %524
  %526 = bitcast i16 %525 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %507, ptr nonnull align 1 %519, <16 x i1> %526)
  %527 = or disjoint i64 %100, 32
  %528 = sub nsw i64 %8, %527
  %529 = getelementptr inbounds nuw i8, ptr %509, i64 128
  %530 = icmp sgt i64 %528, 15
  %531 = trunc i64 %528 to i32
  %532 = shl nsw i32 -1, %531
  %533 = trunc i32 %532 to i16
  %534 = xor i16 %533, -1
  %535 = select i1 %530, i16 -1, i16 %534
  %536 = bitcast i16 %535 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %506, ptr nonnull align 1 %529, <16 x i1> %536)
  br label %2557

537:                                              ; preds = %491, %673
  %538 = phi <16 x float> [ splat (float 0xFFF0000000000000), %491 ], [ %674, %673 ]
  %539 = phi <16 x float> [ splat (float 0xFFF0000000000000), %491 ], [ %675, %673 ]
  %540 = phi <16 x float> [ splat (float 0xFFF0000000000000), %491 ], [ %676, %673 ]
  %541 = phi i64 [ 0, %491 ], [ %677, %673 ]
  %542 = mul nsw i64 %541, %13
  %543 = add i64 %95, %542
  %544 = icmp sgt i64 %543, -1
  %545 = icmp slt i64 %543, %5
  %546 = and i1 %544, %545
  br i1 %546, label %547, label %673

547:                                              ; preds = %537
  %548 = mul nsw i64 %543, %6
  %549 = getelementptr inbounds float, ptr %86, i64 %548
  br i1 %35, label %550, label %673

550:                                              ; preds = %547, %669
  %551 = phi <16 x float> [ %670, %669 ], [ %538, %547 ]
  %552 = phi <16 x float> [ %632, %669 ], [ %539, %547 ]
  %553 = phi <16 x float> [ %594, %669 ], [ %540, %547 ]
  %554 = phi i64 [ %671, %669 ], [ 0, %547 ]
  %555 = mul nsw i64 %554, %14
  %556 = sub i64 %555, %16
  %557 = add i64 %556, %492
  %558 = icmp slt i64 %557, 0
  %559 = sub nsw i64 0, %557
  %560 = select i1 %558, i64 %559, i64 0
  %561 = sub nsw i64 %6, %557
  %562 = tail call i64 @llvm.smin.i64(i64 %561, i64 %494)
  %563 = tail call i64 @llvm.smin.i64(i64 %562, i64 32)
  %564 = icmp sgt i64 %563, %560
  br i1 %564, label %565, label %593

565:                                              ; preds = %550
  %566 = getelementptr inbounds float, ptr %549, i64 %557
  %567 = icmp sgt i64 %562, 31
  %568 = trunc i64 %563 to i32
  %569 = shl nsw i32 -1, %568
  %570 = xor i32 %569, -1
  %571 = select i1 %567, i32 -1, i32 %570
  %572 = trunc i64 %560 to i32
  %573 = shl nsw i32 -1, %572
  %574 = and i32 %571, %573
  %575 = trunc i32 %574 to i16
  %576 = bitcast i16 %575 to <16 x i1>
  %577 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %566, <16 x i1> %576, <16 x float> <float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison>)
  %578 = lshr i32 %574, 16
  %579 = trunc nuw i32 %578 to i16
  %580 = getelementptr inbounds nuw i8, ptr %566, i64 64
  %581 = bitcast i16 %579 to <16 x i1>
  %582 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %580, <16 x i1> %581, <16 x float> <float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison>)
  %583 = shufflevector <16 x float> %577, <16 x float> %582, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %584 = bitcast <16 x float> %553 to <8 x i64>
  %585 = bitcast <16 x float> %583 to <8 x i64>
  %586 = and <8 x i64> %585, %584
  %587 = fcmp oeq <16 x float> %553, %583
  %588 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %583, <16 x float> %553, i32 4)
  %589 = bitcast <8 x i64> %586 to <16 x float>
  %590 = select <16 x i1> %587, <16 x float> %589, <16 x float> %588
  %591 = fcmp uno <16 x float> %583, zeroinitializer
  %592 = select <16 x i1> %591, <16 x float> %583, <16 x float> %590
  br label %593

593:                                              ; preds = %565, %550
  %594 = phi <16 x float> [ %592, %565 ], [ %553, %550 ]
  %595 = add i64 %556, %497
  %596 = icmp slt i64 %595, 0
  %597 = sub nsw i64 0, %595
  %598 = select i1 %596, i64 %597, i64 0
  %599 = sub nsw i64 %6, %595
  %600 = tail call i64 @llvm.smin.i64(i64 %599, i64 %499)
  %601 = tail call i64 @llvm.smin.i64(i64 %600, i64 32)
  %602 = icmp sgt i64 %601, %598
  br i1 %602, label %603, label %631

603:                                              ; preds = %593
  %604 = getelementptr inbounds float, ptr %549, i64 %595
  %605 = icmp sgt i64 %600, 31
  %606 = trunc i64 %601 to i32
  %607 = shl nsw i32 -1, %606
  %608 = xor i32 %607, -1
  %609 = select i1 %605, i32 -1, i32 %608
  %610 = trunc i64 %598 to i32
  %611 = shl nsw i32 -1, %610
  %612 = and i32 %609, %611
  %613 = trunc i32 %612 to i16
  %614 = bitcast i16 %613 to <16 x i1>
  %615 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %604, <16 x i1> %614, <16 x float> <float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison>)
  %616 = lshr i32 %612, 16
  %617 = trunc nuw i32 %616 to i16
  %618 = getelementptr inbounds nuw i8, ptr %604, i64 64
  %619 = bitcast i16 %617 to <16 x i1>
  %620 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %618, <16 x i1> %619, <16 x float> <float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison>)
  %621 = shufflevector <16 x float> %615, <16 x float> %620, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %622 = bitcast <16 x float> %552 to <8 x i64>
  %623 = bitcast <16 x float> %621 to <8 x i64>
  %624 = and <8 x i64> %623, %622
  %625 = fcmp oeq <16 x float> %552, %621
  %626 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %621, <16 x float> %552, i32 4)
  %627 = bitcast <8 x i64> %624 to <16 x float>
  %628 = select <16 x i1> %625, <16 x float> %627, <16 x float> %626
  %629 = fcmp uno <16 x float> %621, zeroinitializer
  %630 = select <16 x i1> %629, <16 x float> %621, <16 x float> %628
  br label %631

631:                                              ; preds = %603, %593
  %632 = phi <16 x float> [ %630, %603 ], [ %552, %593 ]
  %633 = add i64 %556, %502
  %634 = icmp slt i64 %633, 0
  %635 = sub nsw i64 0, %633
  %636 = select i1 %634, i64 %635, i64 0
  %637 = sub nsw i64 %6, %633
  %638 = tail call i64 @llvm.smin.i64(i64 %637, i64 %504)
  %639 = tail call i64 @llvm.smin.i64(i64 %638, i64 32)
  %640 = icmp sgt i64 %639, %636
  br i1 %640, label %641, label %669

641:                                              ; preds = %631
  %642 = getelementptr inbounds float, ptr %549, i64 %633
  %643 = icmp sgt i64 %638, 31
  %644 = trunc i64 %639 to i32
  %645 = shl nsw i32 -1, %644
  %646 = xor i32 %645, -1
  %647 = select i1 %643, i32 -1, i32 %646
  %648 = trunc i64 %636 to i32
  %649 = shl nsw i32 -1, %648
  %650 = and i32 %647, %649
  %651 = trunc i32 %650 to i16
  %652 = bitcast i16 %651 to <16 x i1>
  %653 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %642, <16 x i1> %652, <16 x float> <float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison>)
  %654 = lshr i32 %650, 16
  %655 = trunc nuw i32 %654 to i16
  %656 = getelementptr inbounds nuw i8, ptr %642, i64 64
  %657 = bitcast i16 %655 to <16 x i1>
  %658 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %656, <16 x i1> %657, <16 x float> <float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison>)
  %659 = shufflevector <16 x float> %653, <16 x float> %658, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %660 = bitcast <16 x float> %551 to <8 x i64>
  %661 = bitcast <16 x float> %659 to <8 x i64>
  %662 = and <8 x i64> %661, %660
  %663 = fcmp oeq <16 x float> %551, %659
  %664 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %659, <16 x float> %551, i32 4)
  %665 = bitcast <8 x i64> %662 to <16 x float>
  %666 = select <16 x i1> %663, <16 x float> %665, <16 x float> %664
  %667 = fcmp uno <16 x float> %659, zeroinitializer
  %668 = select <16 x i1> %667, <16 x float> %659, <16 x float> %666
  br label %669

669:                                              ; preds = %641, %631
  %670 = phi <16 x float> [ %668, %641 ], [ %551, %631 ]
  %671 = add nuw nsw i64 %554, 1
  %672 = icmp eq i64 %671, %10
  br i1 %672, label %673, label %550

673:                                              ; preds = %669, %547, %537
  %674 = phi <16 x float> [ %538, %537 ], [ %538, %547 ], [ %670, %669 ]
  %675 = phi <16 x float> [ %539, %537 ], [ %539, %547 ], [ %632, %669 ]
  %676 = phi <16 x float> [ %540, %537 ], [ %540, %547 ], [ %594, %669 ]
  %677 = add nuw nsw i64 %541, 1
  %678 = icmp eq i64 %677, %9
  br i1 %678, label %505, label %537

679:                                              ; preds = %489
  br i1 %34, label %680, label %685

680:                                              ; preds = %679
  %681 = or disjoint i64 %100, 16
  %682 = sub nsw i64 %8, %681
  %683 = or disjoint i64 %100, 32
  %684 = sub nsw i64 %8, %683
  br label %717

685:                                              ; preds = %829, %679
  %686 = phi <16 x float> [ splat (float 0xFFF0000000000000), %679 ], [ %830, %829 ]
  %687 = phi <16 x float> [ splat (float 0xFFF0000000000000), %679 ], [ %831, %829 ]
  %688 = phi <16 x float> [ splat (float 0xFFF0000000000000), %679 ], [ %832, %829 ]
  %689 = getelementptr inbounds nuw float, ptr %92, i64 %100
  %690 = icmp sgt i64 %101, 15
  %691 = trunc i64 %101 to i32
  %692 = shl nsw i32 -1, %691
  %693 = trunc i32 %692 to i16
  %694 = xor i16 %693, -1
  %695 = select i1 %690, i16 -1, i16 %694
  %696 = bitcast i16 %695 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %688, ptr align 1 %689, <16 x i1> %696)
  %697 = or disjoint i64 %100, 16
  %698 = sub nsw i64 %8, %697
  %699 = getelementptr inbounds nuw i8, ptr %689, i64 64
  %700 = icmp sgt i64 %698, 15
  %701 = trunc i64 %698 to i32
  %702 = shl nsw i32 -1, %701
  %703 = trunc i32 %702 to i16
  %704 = xor i16 %703, -1
  %705 = select i1 %700, i16 -1, i16 %704
  %706 = bitcast i16 %705 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %687, ptr nonnull align 1 %699, <16 x i1> %706)
  %707 = or disjoint i64 %100, 32
  %708 = sub nsw i64 %8, %707
  %709 = getelementptr inbounds nuw i8, ptr %689, i64 128
  %710 = icmp sgt i64 %708, 15
  %711 = trunc i64 %708 to i32
  %712 = shl nsw i32 -1, %711
  %713 = trunc i32 %712 to i16
  %714 = xor i16 %713, -1
  %715 = select i1 %710, i16 -1, i16 %714
  %716 = bitcast i16 %715 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %686, ptr nonnull align 1 %709, <16 x i1> %716)
  br label %2557

717:                                              ; preds = %680, %829
  %718 = phi <16 x float> [ splat (float 0xFFF0000000000000), %680 ], [ %830, %829 ]
  %719 = phi <16 x float> [ splat (float 0xFFF0000000000000), %680 ], [ %831, %829 ]
  %720 = phi <16 x float> [ splat (float 0xFFF0000000000000), %680 ], [ %832, %829 ]
  %721 = phi i64 [ 0, %680 ], [ %833, %829 ]
  %722 = mul nsw i64 %721, %13
  %723 = add i64 %95, %722
  %724 = icmp sgt i64 %723, -1
  %725 = icmp slt i64 %723, %5
  %726 = and i1 %724, %725
  br i1 %726, label %727, label %829

727:                                              ; preds = %717
  %728 = mul nsw i64 %723, %6
  %729 = getelementptr inbounds float, ptr %86, i64 %728
  br i1 %35, label %730, label %829

730:                                              ; preds = %727, %825
  %731 = phi <16 x float> [ %826, %825 ], [ %718, %727 ]
  %732 = phi <16 x float> [ %796, %825 ], [ %719, %727 ]
  %733 = phi <16 x float> [ %766, %825 ], [ %720, %727 ]
  %734 = phi i64 [ %827, %825 ], [ 0, %727 ]
  %735 = mul nsw i64 %734, %14
  %736 = sub i64 %735, %16
  %737 = add i64 %736, %100
  %738 = icmp slt i64 %737, 0
  %739 = sub nsw i64 0, %737
  %740 = select i1 %738, i64 %739, i64 0
  %741 = sub nsw i64 %6, %737
  %742 = tail call i64 @llvm.smin.i64(i64 %741, i64 %101)
  %743 = tail call i64 @llvm.smin.i64(i64 %742, i64 16)
  %744 = icmp sgt i64 %743, %740
  br i1 %744, label %745, label %765

745:                                              ; preds = %730
  %746 = trunc i64 %743 to i32
  %747 = shl nsw i32 -1, %746
  %748 = xor i32 %747, -1
  %749 = trunc i64 %740 to i32
  %750 = shl nsw i32 -1, %749
  %751 = and i32 %750, %748
  %752 = trunc i32 %751 to i16
  %753 = getelementptr inbounds float, ptr %729, i64 %737
  %754 = bitcast i16 %752 to <16 x i1>
  %755 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %753, <16 x i1> %754, <16 x float> splat (float 0xFFF0000000000000))
  %756 = bitcast <16 x float> %733 to <8 x i64>
  %757 = bitcast <16 x float> %755 to <8 x i64>
  %758 = and <8 x i64> %757, %756
  %759 = fcmp oeq <16 x float> %733, %755
  %760 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %755, <16 x float> %733, i32 4)
  %761 = bitcast <8 x i64> %758 to <16 x float>
  %762 = select <16 x i1> %759, <16 x float> %761, <16 x float> %760
  %763 = fcmp uno <16 x float> %755, zeroinitializer
  %764 = select <16 x i1> %763, <16 x float> %755, <16 x float> %762
  br label %765

765:                                              ; preds = %745, %730
  %766 = phi <16 x float> [ %764, %745 ], [ %733, %730 ]
  %767 = add i64 %736, %681
  %768 = icmp slt i64 %767, 0
  %769 = sub nsw i64 0, %767
  %770 = select i1 %768, i64 %769, i64 0
  %771 = sub nsw i64 %6, %767
  %772 = tail call i64 @llvm.smin.i64(i64 %771, i64 %682)
  %773 = tail call i64 @llvm.smin.i64(i64 %772, i64 16)
  %774 = icmp sgt i64 %773, %770
  br i1 %774, label %775, label %795

775:                                              ; preds = %765
  %776 = trunc i64 %773 to i32
  %777 = shl nsw i32 -1, %776
  %778 = xor i32 %777, -1
  %779 = trunc i64 %770 to i32
  %780 = shl nsw i32 -1, %779
  %781 = and i32 %780, %778
  %782 = trunc i32 %781 to i16
  %783 = getelementptr inbounds float, ptr %729, i64 %767
  %784 = bitcast i16 %782 to <16 x i1>
  %785 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %783, <16 x i1> %784, <16 x float> splat (float 0xFFF0000000000000))
  %786 = bitcast <16 x float> %732 to <8 x i64>
  %787 = bitcast <16 x float> %785 to <8 x i64>
  %788 = and <8 x i64> %787, %786
  %789 = fcmp oeq <16 x float> %732, %785
  %790 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %785, <16 x float> %732, i32 4)
  %791 = bitcast <8 x i64> %788 to <16 x float>
  %792 = select <16 x i1> %789, <16 x float> %791, <16 x float> %790
  %793 = fcmp uno <16 x float> %785, zeroinitializer
  %794 = select <16 x i1> %793, <16 x float> %785, <16 x float> %792
  br label %795

795:                                              ; preds = %775, %765
  %796 = phi <16 x float> [ %794, %775 ], [ %732, %765 ]
  %797 = add i64 %736, %683
  %798 = icmp slt i64 %797, 0
  %799 = sub nsw i64 0, %797
  %800 = select i1 %798, i64 %799, i64 0
  %801 = sub nsw i64 %6, %797
  %802 = tail call i64 @llvm.smin.i64(i64 %801, i64 %684)
  %803 = tail call i64 @llvm.smin.i64(i64 %802, i64 16)
  %804 = icmp sgt i64 %803, %800
  br i1 %804, label %805, label %825

805:                                              ; preds = %795
  %806 = trunc i64 %803 to i32
  %807 = shl nsw i32 -1, %806
  %808 = xor i32 %807, -1
  %809 = trunc i64 %800 to i32
  %810 = shl nsw i32 -1, %809
  %811 = and i32 %810, %808
  %812 = trunc i32 %811 to i16
  %813 = getelementptr inbounds float, ptr %729, i64 %797
  %814 = bitcast i16 %812 to <16 x i1>
  %815 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %813, <16 x i1> %814, <16 x float> splat (float 0xFFF0000000000000))
  %816 = bitcast <16 x float> %731 to <8 x i64>
  %817 = bitcast <16 x float> %815 to <8 x i64>
  %818 = and <8 x i64> %817, %816
  %819 = fcmp oeq <16 x float> %731, %815
  %820 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %815, <16 x float> %731, i32 4)
  %821 = bitcast <8 x i64> %818 to <16 x float>
  %822 = select <16 x i1> %819, <16 x float> %821, <16 x float> %820
  %823 = fcmp uno <16 x float> %815, zeroinitializer
  %824 = select <16 x i1> %823, <16 x float> %815, <16 x float> %822
  br label %825

825:                                              ; preds = %805, %795
  %826 = phi <16 x float> [ %824, %805 ], [ %731, %795 ]
  %827 = add nuw nsw i64 %734, 1
  %828 = icmp eq i64 %827, %10
  br i1 %828, label %829, label %730

829:                                              ; preds = %825, %727, %717
  %830 = phi <16 x float> [ %718, %717 ], [ %718, %727 ], [ %826, %825 ]
  %831 = phi <16 x float> [ %719, %717 ], [ %719, %727 ], [ %796, %825 ]
  %832 = phi <16 x float> [ %720, %717 ], [ %720, %727 ], [ %766, %825 ]
  %833 = add nuw nsw i64 %721, 1
  %834 = icmp eq i64 %833, %9
  br i1 %834, label %685, label %717

835:                                              ; preds = %99
  br i1 %29, label %836, label %1082

836:                                              ; preds = %835
  br i1 %34, label %837, label %856

837:                                              ; preds = %836
  %838 = shl nuw nsw i64 %100, 1
  %839 = shl nsw i64 %101, 1
  %840 = add nsw i64 %839, -1
  %841 = or disjoint i64 %100, 16
  %842 = sub nsw i64 %8, %841
  %843 = shl nuw nsw i64 %841, 1
  %844 = shl nsw i64 %842, 1
  %845 = add nsw i64 %844, -1
  %846 = or disjoint i64 %100, 32
  %847 = sub nsw i64 %8, %846
  %848 = shl nuw nsw i64 %846, 1
  %849 = shl nsw i64 %847, 1
  %850 = add nsw i64 %849, -1
  %851 = or disjoint i64 %100, 48
  %852 = sub nsw i64 %8, %851
  %853 = shl nuw nsw i64 %851, 1
  %854 = shl nsw i64 %852, 1
  %855 = add nsw i64 %854, -1
  br label %899

856:                                              ; preds = %1075, %836
  %857 = phi <16 x float> [ splat (float 0xFFF0000000000000), %836 ], [ %1076, %1075 ]
  %858 = phi <16 x float> [ splat (float 0xFFF0000000000000), %836 ], [ %1077, %1075 ]
  %859 = phi <16 x float> [ splat (float 0xFFF0000000000000), %836 ], [ %1078, %1075 ]
  %860 = phi <16 x float> [ splat (float 0xFFF0000000000000), %836 ], [ %1079, %1075 ]
  %861 = getelementptr inbounds nuw float, ptr %92, i64 %100
  %862 = icmp sgt i64 %101, 15
  %863 = trunc i64 %101 to i32
  %864 = shl nsw i32 -1, %863
  %865 = trunc i32 %864 to i16
  %866 = xor i16 %865, -1
  %867 = select i1 %862, i16 -1, i16 %866
  %868 = bitcast i16 %867 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %860, ptr align 1 %861, <16 x i1> %868)
  %869 = or disjoint i64 %100, 16
  %870 = sub nsw i64 %8, %869
  %871 = getelementptr inbounds nuw i8, ptr %861, i64 64
  %872 = icmp sgt i64 %870, 15
  %873 = trunc i64 %870 to i32
  %874 = shl nsw i32 -1, %873
  %875 = trunc i32 %874 to i16
  %876 = xor i16 %875, -1
  %877 = select i1 %872, i16 -1, i16 %876
  %878 = bitcast i16 %877 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %859, ptr nonnull align 1 %871, <16 x i1> %878)
  %879 = or disjoint i64 %100, 32
  %880 = sub nsw i64 %8, %879
  %881 = getelementptr inbounds nuw i8, ptr %861, i64 128
  %882 = icmp sgt i64 %880, 15
  %883 = trunc i64 %880 to i32
  %884 = shl nsw i32 -1, %883
  %885 = trunc i32 %884 to i16
  %886 = xor i16 %885, -1
  %887 = select i1 %882, i16 -1, i16 %886
  %888 = bitcast i16 %887 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %858, ptr nonnull align 1 %881, <16 x i1> %888)
  %889 = or disjoint i64 %100, 48
  %890 = sub nsw i64 %8, %889
  %891 = getelementptr inbounds nuw i8, ptr %861, i64 192
  %892 = icmp sgt i64 %890, 15
  %893 = trunc i64 %890 to i32
  %894 = shl nsw i32 -1, %893
  %895 = trunc i32 %894 to i16
  %896 = xor i16 %895, -1
  %897 = select i1 %892, i16 -1, i16 %896
  %898 = bitcast i16 %897 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %857, ptr nonnull align 1 %891, <16 x i1> %898)
  br label %2557

899:                                              ; preds = %837, %1075
  %900 = phi <16 x float> [ splat (float 0xFFF0000000000000), %837 ], [ %1076, %1075 ]
  %901 = phi <16 x float> [ splat (float 0xFFF0000000000000), %837 ], [ %1077, %1075 ]
  %902 = phi <16 x float> [ splat (float 0xFFF0000000000000), %837 ], [ %1078, %1075 ]
  %903 = phi <16 x float> [ splat (float 0xFFF0000000000000), %837 ], [ %1079, %1075 ]
  %904 = phi i64 [ 0, %837 ], [ %1080, %1075 ]
  %905 = mul nsw i64 %904, %13
  %906 = add i64 %95, %905
  %907 = icmp sgt i64 %906, -1
  %908 = icmp slt i64 %906, %5
  %909 = and i1 %907, %908
  br i1 %909, label %910, label %1075

910:                                              ; preds = %899
  %911 = mul nsw i64 %906, %6
  %912 = getelementptr inbounds float, ptr %86, i64 %911
  br i1 %35, label %913, label %1075

913:                                              ; preds = %910, %1071
  %914 = phi <16 x float> [ %1072, %1071 ], [ %900, %910 ]
  %915 = phi <16 x float> [ %1034, %1071 ], [ %901, %910 ]
  %916 = phi <16 x float> [ %996, %1071 ], [ %902, %910 ]
  %917 = phi <16 x float> [ %958, %1071 ], [ %903, %910 ]
  %918 = phi i64 [ %1073, %1071 ], [ 0, %910 ]
  %919 = mul nsw i64 %918, %14
  %920 = sub i64 %919, %16
  %921 = add i64 %920, %838
  %922 = icmp slt i64 %921, 0
  %923 = sub nsw i64 0, %921
  %924 = select i1 %922, i64 %923, i64 0
  %925 = sub nsw i64 %6, %921
  %926 = tail call i64 @llvm.smin.i64(i64 %925, i64 %840)
  %927 = tail call i64 @llvm.smin.i64(i64 %926, i64 32)
  %928 = icmp sgt i64 %927, %924
  br i1 %928, label %929, label %957

929:                                              ; preds = %913
  %930 = getelementptr inbounds float, ptr %912, i64 %921
  %931 = icmp sgt i64 %926, 31
  %932 = trunc i64 %927 to i32
  %933 = shl nsw i32 -1, %932
  %934 = xor i32 %933, -1
  %935 = select i1 %931, i32 -1, i32 %934
  %936 = trunc i64 %924 to i32
  %937 = shl nsw i32 -1, %936
  %938 = and i32 %935, %937
  %939 = trunc i32 %938 to i16
  %940 = bitcast i16 %939 to <16 x i1>
  %941 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %930, <16 x i1> %940, <16 x float> <float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison>)
  %942 = lshr i32 %938, 16
  %943 = trunc nuw i32 %942 to i16
  %944 = getelementptr inbounds nuw i8, ptr %930, i64 64
  %945 = bitcast i16 %943 to <16 x i1>
  %946 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %944, <16 x i1> %945, <16 x float> <float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison>)
  %947 = shufflevector <16 x float> %941, <16 x float> %946, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %948 = bitcast <16 x float> %917 to <8 x i64>
  %949 = bitcast <16 x float> %947 to <8 x i64>
  %950 = and <8 x i64> %949, %948
  %951 = fcmp oeq <16 x float> %917, %947
  %952 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %947, <16 x float> %917, i32 4)
  %953 = bitcast <8 x i64> %950 to <16 x float>
  %954 = select <16 x i1> %951, <16 x float> %953, <16 x float> %952
  %955 = fcmp uno <16 x float> %947, zeroinitializer
  %956 = select <16 x i1> %955, <16 x float> %947, <16 x float> %954
  br label %957

957:                                              ; preds = %929, %913
  %958 = phi <16 x float> [ %956, %929 ], [ %917, %913 ]
  %959 = add i64 %920, %843
  %960 = icmp slt i64 %959, 0
  %961 = sub nsw i64 0, %959
  %962 = select i1 %960, i64 %961, i64 0
  %963 = sub nsw i64 %6, %959
  %964 = tail call i64 @llvm.smin.i64(i64 %963, i64 %845)
  %965 = tail call i64 @llvm.smin.i64(i64 %964, i64 32)
  %966 = icmp sgt i64 %965, %962
  br i1 %966, label %967, label %995

967:                                              ; preds = %957
  %968 = getelementptr inbounds float, ptr %912, i64 %959
  %969 = icmp sgt i64 %964, 31
  %970 = trunc i64 %965 to i32
  %971 = shl nsw i32 -1, %970
  %972 = xor i32 %971, -1
  %973 = select i1 %969, i32 -1, i32 %972
  %974 = trunc i64 %962 to i32
  %975 = shl nsw i32 -1, %974
  %976 = and i32 %973, %975
  %977 = trunc i32 %976 to i16
  %978 = bitcast i16 %977 to <16 x i1>
  %979 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %968, <16 x i1> %978, <16 x float> <float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison>)
  %980 = lshr i32 %976, 16
  %981 = trunc nuw i32 %980 to i16
  %982 = getelementptr inbounds nuw i8, ptr %968, i64 64
  %983 = bitcast i16 %981 to <16 x i1>
  %984 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %982, <16 x i1> %983, <16 x float> <float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison>)
  %985 = shufflevector <16 x float> %979, <16 x float> %984, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %986 = bitcast <16 x float> %916 to <8 x i64>
  %987 = bitcast <16 x float> %985 to <8 x i64>
  %988 = and <8 x i64> %987, %986
  %989 = fcmp oeq <16 x float> %916, %985
  %990 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %985, <16 x float> %916, i32 4)
  %991 = bitcast <8 x i64> %988 to <16 x float>
  %992 = select <16 x i1> %989, <16 x float> %991, <16 x float> %990
  %993 = fcmp uno <16 x float> %985, zeroinitializer
  %994 = select <16 x i1> %993, <16 x float> %985, <16 x float> %992
  br label %995

995:                                              ; preds = %967, %957
  %996 = phi <16 x float> [ %994, %967 ], [ %916, %957 ]
  %997 = add i64 %920, %848
  %998 = icmp slt i64 %997, 0
  %999 = sub nsw i64 0, %997
  %1000 = select i1 %998, i64 %999, i64 0
  %1001 = sub nsw i64 %6, %997
  %1002 = tail call i64 @llvm.smin.i64(i64 %1001, i64 %850)
  %1003 = tail call i64 @llvm.smin.i64(i64 %1002, i64 32)
  %1004 = icmp sgt i64 %1003, %1000
  br i1 %1004, label %1005, label %1033

1005:                                             ; preds = %995
  %1006 = getelementptr inbounds float, ptr %912, i64 %997
  %1007 = icmp sgt i64 %1002, 31
  %1008 = trunc i64 %1003 to i32
  %1009 = shl nsw i32 -1, %1008
  %1010 = xor i32 %1009, -1
  %1011 = select i1 %1007, i32 -1, i32 %1010
  %1012 = trunc i64 %1000 to i32
  %1013 = shl nsw i32 -1, %1012
  %1014 = and i32 %1011, %1013
  %1015 = trunc i32 %1014 to i16
  %1016 = bitcast i16 %1015 to <16 x i1>
  %1017 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %1006, <16 x i1> %1016, <16 x float> <float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison>)
  %1018 = lshr i32 %1014, 16
  %1019 = trunc nuw i32 %1018 to i16
  %1020 = getelementptr inbounds nuw i8, ptr %1006, i64 64
  %1021 = bitcast i16 %1019 to <16 x i1>
  %1022 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %1020, <16 x i1> %1021, <16 x float> <float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison>)
  %1023 = shufflevector <16 x float> %1017, <16 x float> %1022, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %1024 = bitcast <16 x float> %915 to <8 x i64>
  %1025 = bitcast <16 x float> %1023 to <8 x i64>
  %1026 = and <8 x i64> %1025, %1024
  %1027 = fcmp oeq <16 x float> %915, %1023
  %1028 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1023, <16 x float> %915, i32 4)
  %1029 = bitcast <8 x i64> %1026 to <16 x float>
  %1030 = select <16 x i1> %1027, <16 x float> %1029, <16 x float> %1028
  %1031 = fcmp uno <16 x float> %1023, zeroinitializer
  %1032 = select <16 x i1> %1031, <16 x float> %1023, <16 x float> %1030
  br label %1033

1033:                                             ; preds = %1005, %995
  %1034 = phi <16 x float> [ %1032, %1005 ], [ %915, %995 ]
  %1035 = add i64 %920, %853
  %1036 = icmp slt i64 %1035, 0
  %1037 = sub nsw i64 0, %1035
  %1038 = select i1 %1036, i64 %1037, i64 0
  %1039 = sub nsw i64 %6, %1035
  %1040 = tail call i64 @llvm.smin.i64(i64 %1039, i64 %855)
  %1041 = tail call i64 @llvm.smin.i64(i64 %1040, i64 32)
  %1042 = icmp sgt i64 %1041, %1038
  br i1 %1042, label %1043, label %1071

1043:                                             ; preds = %1033
  %1044 = getelementptr inbounds float, ptr %912, i64 %1035
  %1045 = icmp sgt i64 %1040, 31
  %1046 = trunc i64 %1041 to i32
  %1047 = shl nsw i32 -1, %1046
  %1048 = xor i32 %1047, -1
  %1049 = select i1 %1045, i32 -1, i32 %1048
  %1050 = trunc i64 %1038 to i32
  %1051 = shl nsw i32 -1, %1050
  %1052 = and i32 %1049, %1051
  %1053 = trunc i32 %1052 to i16
  %1054 = bitcast i16 %1053 to <16 x i1>
  %1055 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %1044, <16 x i1> %1054, <16 x float> <float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison>)
  %1056 = lshr i32 %1052, 16
  %1057 = trunc nuw i32 %1056 to i16
  %1058 = getelementptr inbounds nuw i8, ptr %1044, i64 64
  %1059 = bitcast i16 %1057 to <16 x i1>
  %1060 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %1058, <16 x i1> %1059, <16 x float> <float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison>)
  %1061 = shufflevector <16 x float> %1055, <16 x float> %1060, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %1062 = bitcast <16 x float> %914 to <8 x i64>
  %1063 = bitcast <16 x float> %1061 to <8 x i64>
  %1064 = and <8 x i64> %1063, %1062
  %1065 = fcmp oeq <16 x float> %914, %1061
  %1066 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1061, <16 x float> %914, i32 4)
  %1067 = bitcast <8 x i64> %1064 to <16 x float>
  %1068 = select <16 x i1> %1065, <16 x float> %1067, <16 x float> %1066
  %1069 = fcmp uno <16 x float> %1061, zeroinitializer
  %1070 = select <16 x i1> %1069, <16 x float> %1061, <16 x float> %1068
  br label %1071

1071:                                             ; preds = %1043, %1033
  %1072 = phi <16 x float> [ %1070, %1043 ], [ %914, %1033 ]
  %1073 = add nuw nsw i64 %918, 1
  %1074 = icmp eq i64 %1073, %10
  br i1 %1074, label %1075, label %913

1075:                                             ; preds = %1071, %910, %899
  %1076 = phi <16 x float> [ %900, %899 ], [ %900, %910 ], [ %1072, %1071 ]
  %1077 = phi <16 x float> [ %901, %899 ], [ %901, %910 ], [ %1034, %1071 ]
  %1078 = phi <16 x float> [ %902, %899 ], [ %902, %910 ], [ %996, %1071 ]
  %1079 = phi <16 x float> [ %903, %899 ], [ %903, %910 ], [ %958, %1071 ]
  %1080 = add nuw nsw i64 %904, 1
  %1081 = icmp eq i64 %1080, %9
  br i1 %1081, label %856, label %899

1082:                                             ; preds = %835
  br i1 %34, label %1083, label %1090

1083:                                             ; preds = %1082
  %1084 = or disjoint i64 %100, 16
  %1085 = sub nsw i64 %8, %1084
  %1086 = or disjoint i64 %100, 32
  %1087 = sub nsw i64 %8, %1086
  %1088 = or disjoint i64 %100, 48
  %1089 = sub nsw i64 %8, %1088
  br label %1133

1090:                                             ; preds = %1277, %1082
  %1091 = phi <16 x float> [ splat (float 0xFFF0000000000000), %1082 ], [ %1278, %1277 ]
  %1092 = phi <16 x float> [ splat (float 0xFFF0000000000000), %1082 ], [ %1279, %1277 ]
  %1093 = phi <16 x float> [ splat (float 0xFFF0000000000000), %1082 ], [ %1280, %1277 ]
  %1094 = phi <16 x float> [ splat (float 0xFFF0000000000000), %1082 ], [ %1281, %1277 ]
  %1095 = getelementptr inbounds nuw float, ptr %92, i64 %100
  %1096 = icmp sgt i64 %101, 15
  %1097 = trunc i64 %101 to i32
  %1098 = shl nsw i32 -1, %1097
  %1099 = trunc i32 %1098 to i16
  %1100 = xor i16 %1099, -1
  %1101 = select i1 %1096, i16 -1, i16 %1100
  %1102 = bitcast i16 %1101 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1094, ptr align 1 %1095, <16 x i1> %1102)
  %1103 = or disjoint i64 %100, 16
  %1104 = sub nsw i64 %8, %1103
  %1105 = getelementptr inbounds nuw i8, ptr %1095, i64 64
  %1106 = icmp sgt i64 %1104, 15
  %1107 = trunc i64 %1104 to i32
  %1108 = shl nsw i32 -1, %1107
  %1109 = trunc i32 %1108 to i16
  %1110 = xor i16 %1109, -1
  %1111 = select i1 %1106, i16 -1, i16 %1110
  %1112 = bitcast i16 %1111 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1093, ptr nonnull align 1 %1105, <16 x i1> %1112)
  %1113 = or disjoint i64 %100, 32
  %1114 = sub nsw i64 %8, %1113
  %1115 = getelementptr inbounds nuw i8, ptr %1095, i64 128
  %1116 = icmp sgt i64 %1114, 15
  %1117 = trunc i64 %1114 to i32
  %1118 = shl nsw i32 -1, %1117
  %1119 = trunc i32 %1118 to i16
  %1120 = xor i16 %1119, -1
  %1121 = select i1 %1116, i16 -1, i16 %1120
  %1122 = bitcast i16 %1121 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1092, ptr nonnull align 1 %1115, <16 x i1> %1122)
  %1123 = or disjoint i64 %100, 48
  %1124 = sub nsw i64 %8, %1123
  %1125 = getelementptr inbounds nuw i8, ptr %1095, i64 192
  %1126 = icmp sgt i64 %1124, 15
  %1127 = trunc i64 %1124 to i32
  %1128 = shl nsw i32 -1, %1127
  %1129 = trunc i32 %1128 to i16
  %1130 = xor i16 %1129, -1
  %1131 = select i1 %1126, i16 -1, i16 %1130
  %1132 = bitcast i16 %1131 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1091, ptr nonnull align 1 %1125, <16 x i1> %1132)
  br label %2557

1133:                                             ; preds = %1083, %1277
  %1134 = phi <16 x float> [ splat (float 0xFFF0000000000000), %1083 ], [ %1278, %1277 ]
  %1135 = phi <16 x float> [ splat (float 0xFFF0000000000000), %1083 ], [ %1279, %1277 ]
  %1136 = phi <16 x float> [ splat (float 0xFFF0000000000000), %1083 ], [ %1280, %1277 ]
  %1137 = phi <16 x float> [ splat (float 0xFFF0000000000000), %1083 ], [ %1281, %1277 ]
  %1138 = phi i64 [ 0, %1083 ], [ %1282, %1277 ]
  %1139 = mul nsw i64 %1138, %13
  %1140 = add i64 %95, %1139
  %1141 = icmp sgt i64 %1140, -1
  %1142 = icmp slt i64 %1140, %5
  %1143 = and i1 %1141, %1142
  br i1 %1143, label %1144, label %1277

1144:                                             ; preds = %1133
  %1145 = mul nsw i64 %1140, %6
  %1146 = getelementptr inbounds float, ptr %86, i64 %1145
  br i1 %35, label %1147, label %1277

1147:                                             ; preds = %1144, %1273
  %1148 = phi <16 x float> [ %1274, %1273 ], [ %1134, %1144 ]
  %1149 = phi <16 x float> [ %1244, %1273 ], [ %1135, %1144 ]
  %1150 = phi <16 x float> [ %1214, %1273 ], [ %1136, %1144 ]
  %1151 = phi <16 x float> [ %1184, %1273 ], [ %1137, %1144 ]
  %1152 = phi i64 [ %1275, %1273 ], [ 0, %1144 ]
  %1153 = mul nsw i64 %1152, %14
  %1154 = sub i64 %1153, %16
  %1155 = add i64 %1154, %100
  %1156 = icmp slt i64 %1155, 0
  %1157 = sub nsw i64 0, %1155
  %1158 = select i1 %1156, i64 %1157, i64 0
  %1159 = sub nsw i64 %6, %1155
  %1160 = tail call i64 @llvm.smin.i64(i64 %1159, i64 %101)
  %1161 = tail call i64 @llvm.smin.i64(i64 %1160, i64 16)
  %1162 = icmp sgt i64 %1161, %1158
  br i1 %1162, label %1163, label %1183

1163:                                             ; preds = %1147
  %1164 = trunc i64 %1161 to i32
  %1165 = shl nsw i32 -1, %1164
  %1166 = xor i32 %1165, -1
  %1167 = trunc i64 %1158 to i32
  %1168 = shl nsw i32 -1, %1167
  %1169 = and i32 %1168, %1166
  %1170 = trunc i32 %1169 to i16
  %1171 = getelementptr inbounds float, ptr %1146, i64 %1155
  %1172 = bitcast i16 %1170 to <16 x i1>
  %1173 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1171, <16 x i1> %1172, <16 x float> splat (float 0xFFF0000000000000))
  %1174 = bitcast <16 x float> %1151 to <8 x i64>
  %1175 = bitcast <16 x float> %1173 to <8 x i64>
  %1176 = and <8 x i64> %1175, %1174
  %1177 = fcmp oeq <16 x float> %1151, %1173
  %1178 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1173, <16 x float> %1151, i32 4)
  %1179 = bitcast <8 x i64> %1176 to <16 x float>
  %1180 = select <16 x i1> %1177, <16 x float> %1179, <16 x float> %1178
  %1181 = fcmp uno <16 x float> %1173, zeroinitializer
  %1182 = select <16 x i1> %1181, <16 x float> %1173, <16 x float> %1180
  br label %1183

1183:                                             ; preds = %1163, %1147
  %1184 = phi <16 x float> [ %1182, %1163 ], [ %1151, %1147 ]
  %1185 = add i64 %1154, %1084
  %1186 = icmp slt i64 %1185, 0
  %1187 = sub nsw i64 0, %1185
  %1188 = select i1 %1186, i64 %1187, i64 0
  %1189 = sub nsw i64 %6, %1185
  %1190 = tail call i64 @llvm.smin.i64(i64 %1189, i64 %1085)
  %1191 = tail call i64 @llvm.smin.i64(i64 %1190, i64 16)
  %1192 = icmp sgt i64 %1191, %1188
  br i1 %1192, label %1193, label %1213

1193:                                             ; preds = %1183
  %1194 = trunc i64 %1191 to i32
  %1195 = shl nsw i32 -1, %1194
  %1196 = xor i32 %1195, -1
  %1197 = trunc i64 %1188 to i32
  %1198 = shl nsw i32 -1, %1197
  %1199 = and i32 %1198, %1196
  %1200 = trunc i32 %1199 to i16
  %1201 = getelementptr inbounds float, ptr %1146, i64 %1185
  %1202 = bitcast i16 %1200 to <16 x i1>
  %1203 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1201, <16 x i1> %1202, <16 x float> splat (float 0xFFF0000000000000))
  %1204 = bitcast <16 x float> %1150 to <8 x i64>
  %1205 = bitcast <16 x float> %1203 to <8 x i64>
  %1206 = and <8 x i64> %1205, %1204
  %1207 = fcmp oeq <16 x float> %1150, %1203
  %1208 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1203, <16 x float> %1150, i32 4)
  %1209 = bitcast <8 x i64> %1206 to <16 x float>
  %1210 = select <16 x i1> %1207, <16 x float> %1209, <16 x float> %1208
  %1211 = fcmp uno <16 x float> %1203, zeroinitializer
  %1212 = select <16 x i1> %1211, <16 x float> %1203, <16 x float> %1210
  br label %1213

1213:                                             ; preds = %1193, %1183
  %1214 = phi <16 x float> [ %1212, %1193 ], [ %1150, %1183 ]
  %1215 = add i64 %1154, %1086
  %1216 = icmp slt i64 %1215, 0
  %1217 = sub nsw i64 0, %1215
  %1218 = select i1 %1216, i64 %1217, i64 0
  %1219 = sub nsw i64 %6, %1215
  %1220 = tail call i64 @llvm.smin.i64(i64 %1219, i64 %1087)
  %1221 = tail call i64 @llvm.smin.i64(i64 %1220, i64 16)
  %1222 = icmp sgt i64 %1221, %1218
  br i1 %1222, label %1223, label %1243

1223:                                             ; preds = %1213
  %1224 = trunc i64 %1221 to i32
  %1225 = shl nsw i32 -1, %1224
  %1226 = xor i32 %1225, -1
  %1227 = trunc i64 %1218 to i32
  %1228 = shl nsw i32 -1, %1227
  %1229 = and i32 %1228, %1226
  %1230 = trunc i32 %1229 to i16
  %1231 = getelementptr inbounds float, ptr %1146, i64 %1215
  %1232 = bitcast i16 %1230 to <16 x i1>
  %1233 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1231, <16 x i1> %1232, <16 x float> splat (float 0xFFF0000000000000))
  %1234 = bitcast <16 x float> %1149 to <8 x i64>
  %1235 = bitcast <16 x float> %1233 to <8 x i64>
  %1236 = and <8 x i64> %1235, %1234
  %1237 = fcmp oeq <16 x float> %1149, %1233
  %1238 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1233, <16 x float> %1149, i32 4)
  %1239 = bitcast <8 x i64> %1236 to <16 x float>
  %1240 = select <16 x i1> %1237, <16 x float> %1239, <16 x float> %1238
  %1241 = fcmp uno <16 x float> %1233, zeroinitializer
  %1242 = select <16 x i1> %1241, <16 x float> %1233, <16 x float> %1240
  br label %1243

1243:                                             ; preds = %1223, %1213
  %1244 = phi <16 x float> [ %1242, %1223 ], [ %1149, %1213 ]
  %1245 = add i64 %1154, %1088
  %1246 = icmp slt i64 %1245, 0
  %1247 = sub nsw i64 0, %1245
  %1248 = select i1 %1246, i64 %1247, i64 0
  %1249 = sub nsw i64 %6, %1245
  %1250 = tail call i64 @llvm.smin.i64(i64 %1249, i64 %1089)
  %1251 = tail call i64 @llvm.smin.i64(i64 %1250, i64 16)
  %1252 = icmp sgt i64 %1251, %1248
  br i1 %1252, label %1253, label %1273

1253:                                             ; preds = %1243
  %1254 = trunc i64 %1251 to i32
  %1255 = shl nsw i32 -1, %1254
  %1256 = xor i32 %1255, -1
  %1257 = trunc i64 %1248 to i32
  %1258 = shl nsw i32 -1, %1257
  %1259 = and i32 %1258, %1256
  %1260 = trunc i32 %1259 to i16
  %1261 = getelementptr inbounds float, ptr %1146, i64 %1245
  %1262 = bitcast i16 %1260 to <16 x i1>
  %1263 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1261, <16 x i1> %1262, <16 x float> splat (float 0xFFF0000000000000))
  %1264 = bitcast <16 x float> %1148 to <8 x i64>
  %1265 = bitcast <16 x float> %1263 to <8 x i64>
  %1266 = and <8 x i64> %1265, %1264
  %1267 = fcmp oeq <16 x float> %1148, %1263
  %1268 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1263, <16 x float> %1148, i32 4)
  %1269 = bitcast <8 x i64> %1266 to <16 x float>
  %1270 = select <16 x i1> %1267, <16 x float> %1269, <16 x float> %1268
  %1271 = fcmp uno <16 x float> %1263, zeroinitializer
  %1272 = select <16 x i1> %1271, <16 x float> %1263, <16 x float> %1270
  br label %1273

1273:                                             ; preds = %1253, %1243
  %1274 = phi <16 x float> [ %1272, %1253 ], [ %1148, %1243 ]
  %1275 = add nuw nsw i64 %1152, 1
  %1276 = icmp eq i64 %1275, %10
  br i1 %1276, label %1277, label %1147

1277:                                             ; preds = %1273, %1144, %1133
  %1278 = phi <16 x float> [ %1134, %1133 ], [ %1134, %1144 ], [ %1274, %1273 ]
  %1279 = phi <16 x float> [ %1135, %1133 ], [ %1135, %1144 ], [ %1244, %1273 ]
  %1280 = phi <16 x float> [ %1136, %1133 ], [ %1136, %1144 ], [ %1214, %1273 ]
  %1281 = phi <16 x float> [ %1137, %1133 ], [ %1137, %1144 ], [ %1184, %1273 ]
  %1282 = add nuw nsw i64 %1138, 1
  %1283 = icmp eq i64 %1282, %9
  br i1 %1283, label %1090, label %1133

1284:                                             ; preds = %99
  br i1 %29, label %1285, label %1415

1285:                                             ; preds = %1284
  call void @llvm.lifetime.start.p0(ptr nonnull %20)
  store <16 x float> splat (float 0xFFF0000000000000), ptr %20, align 64
  store <16 x float> splat (float 0xFFF0000000000000), ptr %72, align 64
  store <16 x float> splat (float 0xFFF0000000000000), ptr %73, align 64
  store <16 x float> splat (float 0xFFF0000000000000), ptr %74, align 64
  store <16 x float> splat (float 0xFFF0000000000000), ptr %75, align 64
  br i1 %34, label %1346, label %1292

1286:                                             ; preds = %1412
  %1287 = load <16 x float>, ptr %20, align 64
  %1288 = load <16 x float>, ptr %72, align 64
  %1289 = load <16 x float>, ptr %73, align 64
  %1290 = load <16 x float>, ptr %74, align 64
  %1291 = load <16 x float>, ptr %75, align 64
  br label %1292

1292:                                             ; preds = %1286, %1285
  %1293 = phi <16 x float> [ %1291, %1286 ], [ splat (float 0xFFF0000000000000), %1285 ]
  %1294 = phi <16 x float> [ %1290, %1286 ], [ splat (float 0xFFF0000000000000), %1285 ]
  %1295 = phi <16 x float> [ %1289, %1286 ], [ splat (float 0xFFF0000000000000), %1285 ]
  %1296 = phi <16 x float> [ %1288, %1286 ], [ splat (float 0xFFF0000000000000), %1285 ]
  %1297 = phi <16 x float> [ %1287, %1286 ], [ splat (float 0xFFF0000000000000), %1285 ]
  %1298 = getelementptr inbounds nuw float, ptr %92, i64 %100
  %1299 = icmp sgt i64 %101, 15
  %1300 = trunc i64 %101 to i32
  %1301 = shl nsw i32 -1, %1300
  %1302 = trunc i32 %1301 to i16
  %1303 = xor i16 %1302, -1
  %1304 = select i1 %1299, i16 -1, i16 %1303
  %1305 = bitcast i16 %1304 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1297, ptr align 1 %1298, <16 x i1> %1305)
  %1306 = or disjoint i64 %100, 16
  %1307 = sub nsw i64 %8, %1306
  %1308 = getelementptr inbounds nuw i8, ptr %1298, i64 64
  %1309 = icmp sgt i64 %1307, 15
  %1310 = trunc i64 %1307 to i32
  %1311 = shl nsw i32 -1, %1310
  %1312 = trunc i32 %1311 to i16
  %1313 = xor i16 %1312, -1
  %1314 = select i1 %1309, i16 -1, i16 %1313
  %1315 = bitcast i16 %1314 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1296, ptr nonnull align 1 %1308, <16 x i1> %1315)
  %1316 = or disjoint i64 %100, 32
  %1317 = sub nsw i64 %8, %1316
  %1318 = getelementptr inbounds nuw i8, ptr %1298, i64 128
  %1319 = icmp sgt i64 %1317, 15
  %1320 = trunc i64 %1317 to i32
  %1321 = shl nsw i32 -1, %1320
  %1322 = trunc i32 %1321 to i16
  %1323 = xor i16 %1322, -1
  %1324 = select i1 %1319, i16 -1, i16 %1323
  %1325 = bitcast i16 %1324 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1295, ptr nonnull align 1 %1318, <16 x i1> %1325)
  %1326 = or disjoint i64 %100, 48
  %1327 = sub nsw i64 %8, %1326
  %1328 = getelementptr inbounds nuw i8, ptr %1298, i64 192
  %1329 = icmp sgt i64 %1327, 15
  %1330 = trunc i64 %1327 to i32
  %1331 = shl nsw i32 -1, %1330
  %1332 = trunc i32 %1331 to i16
  %1333 = xor i16 %1332, -1
  %1334 = select i1 %1329, i16 -1, i16 %1333
  %1335 = bitcast i16 %1334 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1294, ptr nonnull align 1 %1328, <16 x i1> %1335)
  %1336 = or disjoint i64 %100, 64
  %1337 = sub nsw i64 %8, %1336
  %1338 = getelementptr inbounds nuw i8, ptr %1298, i64 256
  %1339 = icmp sgt i64 %1337, 15
  %1340 = trunc i64 %1337 to i32
  %1341 = shl nsw i32 -1, %1340
  %1342 = trunc i32 %1341 to i16
  %1343 = xor i16 %1342, -1
  %1344 = select i1 %1339, i16 -1, i16 %1343
  %1345 = bitcast i16 %1344 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1293, ptr nonnull align 1 %1338, <16 x i1> %1345)
  call void @llvm.lifetime.end.p0(ptr nonnull %20)
  br label %2557

1346:                                             ; preds = %1285, %1412
  %1347 = phi i64 [ %1413, %1412 ], [ 0, %1285 ]
  %1348 = mul nsw i64 %1347, %13
  %1349 = add i64 %95, %1348
  %1350 = icmp sgt i64 %1349, -1
  %1351 = icmp slt i64 %1349, %5
  %1352 = and i1 %1350, %1351
  br i1 %1352, label %1353, label %1412

1353:                                             ; preds = %1346
  %1354 = mul nsw i64 %1349, %6
  %1355 = getelementptr inbounds float, ptr %86, i64 %1354
  br i1 %35, label %1356, label %1412

1356:                                             ; preds = %1353, %1360
  %1357 = phi i64 [ %1361, %1360 ], [ 0, %1353 ]
  %1358 = mul nsw i64 %1357, %14
  %1359 = sub i64 %1358, %16
  br label %1363

1360:                                             ; preds = %1409
  %1361 = add nuw nsw i64 %1357, 1
  %1362 = icmp eq i64 %1361, %10
  br i1 %1362, label %1412, label %1356

1363:                                             ; preds = %1356, %1409
  %1364 = phi i64 [ 0, %1356 ], [ %1410, %1409 ]
  %1365 = shl nuw nsw i64 %1364, 4
  %1366 = or disjoint i64 %100, %1365
  %1367 = sub nsw i64 %8, %1366
  %1368 = shl nuw nsw i64 %1366, 1
  %1369 = add i64 %1359, %1368
  %1370 = icmp slt i64 %1369, 0
  %1371 = sub nsw i64 0, %1369
  %1372 = select i1 %1370, i64 %1371, i64 0
  %1373 = sub nsw i64 %6, %1369
  %1374 = shl nsw i64 %1367, 1
  %1375 = add nsw i64 %1374, -1
  %1376 = tail call i64 @llvm.smin.i64(i64 %1373, i64 %1375)
  %1377 = tail call i64 @llvm.smin.i64(i64 %1376, i64 32)
  %1378 = icmp sgt i64 %1377, %1372
  br i1 %1378, label %1379, label %1409

1379:                                             ; preds = %1363
  %1380 = getelementptr inbounds nuw <16 x float>, ptr %20, i64 %1364
  %1381 = load <16 x float>, ptr %1380, align 64
  %1382 = getelementptr inbounds float, ptr %1355, i64 %1369
  %1383 = icmp sgt i64 %1376, 31
  %1384 = trunc i64 %1377 to i32
  %1385 = shl nsw i32 -1, %1384
  %1386 = xor i32 %1385, -1
  %1387 = select i1 %1383, i32 -1, i32 %1386
  %1388 = trunc i64 %1372 to i32
  %1389 = shl nsw i32 -1, %1388
  %1390 = and i32 %1387, %1389
  %1391 = trunc i32 %1390 to i16
  %1392 = bitcast i16 %1391 to <16 x i1>
  %1393 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %1382, <16 x i1> %1392, <16 x float> <float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison>)
  %1394 = lshr i32 %1390, 16
  %1395 = trunc nuw i32 %1394 to i16
  %1396 = getelementptr inbounds nuw i8, ptr %1382, i64 64
  %1397 = bitcast i16 %1395 to <16 x i1>
  %1398 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %1396, <16 x i1> %1397, <16 x float> <float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison>)
  %1399 = shufflevector <16 x float> %1393, <16 x float> %1398, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %1400 = bitcast <16 x float> %1381 to <8 x i64>
  %1401 = bitcast <16 x float> %1399 to <8 x i64>
  %1402 = and <8 x i64> %1401, %1400
  %1403 = fcmp oeq <16 x float> %1381, %1399
  %1404 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1399, <16 x float> %1381, i32 4)
  %1405 = bitcast <8 x i64> %1402 to <16 x float>
  %1406 = select <16 x i1> %1403, <16 x float> %1405, <16 x float> %1404
  %1407 = fcmp uno <16 x float> %1399, zeroinitializer
  %1408 = select <16 x i1> %1407, <16 x float> %1399, <16 x float> %1406
  store <16 x float> %1408, ptr %1380, align 64
  br label %1409

1409:                                             ; preds = %1379, %1363
  %1410 = add nuw nsw i64 %1364, 1
  %1411 = icmp eq i64 %1410, 5
  br i1 %1411, label %1360, label %1363

1412:                                             ; preds = %1360, %1353, %1346
  %1413 = add nuw nsw i64 %1347, 1
  %1414 = icmp eq i64 %1413, %9
  br i1 %1414, label %1286, label %1346

1415:                                             ; preds = %1284
  br i1 %34, label %1416, label %1425

1416:                                             ; preds = %1415
  %1417 = or disjoint i64 %100, 16
  %1418 = sub nsw i64 %8, %1417
  %1419 = or disjoint i64 %100, 32
  %1420 = sub nsw i64 %8, %1419
  %1421 = or disjoint i64 %100, 48
  %1422 = sub nsw i64 %8, %1421
  %1423 = or disjoint i64 %100, 64
  %1424 = sub nsw i64 %8, %1423
  br label %1479

1425:                                             ; preds = %1655, %1415
  %1426 = phi <16 x float> [ splat (float 0xFFF0000000000000), %1415 ], [ %1656, %1655 ]
  %1427 = phi <16 x float> [ splat (float 0xFFF0000000000000), %1415 ], [ %1657, %1655 ]
  %1428 = phi <16 x float> [ splat (float 0xFFF0000000000000), %1415 ], [ %1658, %1655 ]
  %1429 = phi <16 x float> [ splat (float 0xFFF0000000000000), %1415 ], [ %1659, %1655 ]
  %1430 = phi <16 x float> [ splat (float 0xFFF0000000000000), %1415 ], [ %1660, %1655 ]
  %1431 = getelementptr inbounds nuw float, ptr %92, i64 %100
  %1432 = icmp sgt i64 %101, 15
  %1433 = trunc i64 %101 to i32
  %1434 = shl nsw i32 -1, %1433
  %1435 = trunc i32 %1434 to i16
  %1436 = xor i16 %1435, -1
  %1437 = select i1 %1432, i16 -1, i16 %1436
  %1438 = bitcast i16 %1437 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1430, ptr align 1 %1431, <16 x i1> %1438)
  %1439 = or disjoint i64 %100, 16
  %1440 = sub nsw i64 %8, %1439
  %1441 = getelementptr inbounds nuw i8, ptr %1431, i64 64
  %1442 = icmp sgt i64 %1440, 15
  %1443 = trunc i64 %1440 to i32
  %1444 = shl nsw i32 -1, %1443
  %1445 = trunc i32 %1444 to i16
  %1446 = xor i16 %1445, -1
  %1447 = select i1 %1442, i16 -1, i16 %1446
  %1448 = bitcast i16 %1447 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1429, ptr nonnull align 1 %1441, <16 x i1> %1448)
  %1449 = or disjoint i64 %100, 32
  %1450 = sub nsw i64 %8, %1449
  %1451 = getelementptr inbounds nuw i8, ptr %1431, i64 128
  %1452 = icmp sgt i64 %1450, 15
  %1453 = trunc i64 %1450 to i32
  %1454 = shl nsw i32 -1, %1453
  %1455 = trunc i32 %1454 to i16
  %1456 = xor i16 %1455, -1
  %1457 = select i1 %1452, i16 -1, i16 %1456
  %1458 = bitcast i16 %1457 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1428, ptr nonnull align 1 %1451, <16 x i1> %1458)
  %1459 = or disjoint i64 %100, 48
  %1460 = sub nsw i64 %8, %1459
  %1461 = getelementptr inbounds nuw i8, ptr %1431, i64 192
  %1462 = icmp sgt i64 %1460, 15
  %1463 = trunc i64 %1460 to i32
  %1464 = shl nsw i32 -1, %1463
  %1465 = trunc i32 %1464 to i16
  %1466 = xor i16 %1465, -1
  %1467 = select i1 %1462, i16 -1, i16 %1466
  %1468 = bitcast i16 %1467 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1427, ptr nonnull align 1 %1461, <16 x i1> %1468)
  %1469 = or disjoint i64 %100, 64
  %1470 = sub nsw i64 %8, %1469
  %1471 = getelementptr inbounds nuw i8, ptr %1431, i64 256
  %1472 = icmp sgt i64 %1470, 15
  %1473 = trunc i64 %1470 to i32
  %1474 = shl nsw i32 -1, %1473
  %1475 = trunc i32 %1474 to i16
  %1476 = xor i16 %1475, -1
  %1477 = select i1 %1472, i16 -1, i16 %1476
  %1478 = bitcast i16 %1477 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1426, ptr nonnull align 1 %1471, <16 x i1> %1478)
  br label %2557

1479:                                             ; preds = %1416, %1655
  %1480 = phi <16 x float> [ splat (float 0xFFF0000000000000), %1416 ], [ %1656, %1655 ]
  %1481 = phi <16 x float> [ splat (float 0xFFF0000000000000), %1416 ], [ %1657, %1655 ]
  %1482 = phi <16 x float> [ splat (float 0xFFF0000000000000), %1416 ], [ %1658, %1655 ]
  %1483 = phi <16 x float> [ splat (float 0xFFF0000000000000), %1416 ], [ %1659, %1655 ]
  %1484 = phi <16 x float> [ splat (float 0xFFF0000000000000), %1416 ], [ %1660, %1655 ]
  %1485 = phi i64 [ 0, %1416 ], [ %1661, %1655 ]
  %1486 = mul nsw i64 %1485, %13
  %1487 = add i64 %95, %1486
  %1488 = icmp sgt i64 %1487, -1
  %1489 = icmp slt i64 %1487, %5
  %1490 = and i1 %1488, %1489
  br i1 %1490, label %1491, label %1655

1491:                                             ; preds = %1479
  %1492 = mul nsw i64 %1487, %6
  %1493 = getelementptr inbounds float, ptr %86, i64 %1492
  br i1 %35, label %1494, label %1655

1494:                                             ; preds = %1491, %1651
  %1495 = phi <16 x float> [ %1652, %1651 ], [ %1480, %1491 ]
  %1496 = phi <16 x float> [ %1622, %1651 ], [ %1481, %1491 ]
  %1497 = phi <16 x float> [ %1592, %1651 ], [ %1482, %1491 ]
  %1498 = phi <16 x float> [ %1562, %1651 ], [ %1483, %1491 ]
  %1499 = phi <16 x float> [ %1532, %1651 ], [ %1484, %1491 ]
  %1500 = phi i64 [ %1653, %1651 ], [ 0, %1491 ]
  %1501 = mul nsw i64 %1500, %14
  %1502 = sub i64 %1501, %16
  %1503 = add i64 %1502, %100
  %1504 = icmp slt i64 %1503, 0
  %1505 = sub nsw i64 0, %1503
  %1506 = select i1 %1504, i64 %1505, i64 0
  %1507 = sub nsw i64 %6, %1503
  %1508 = tail call i64 @llvm.smin.i64(i64 %1507, i64 %101)
  %1509 = tail call i64 @llvm.smin.i64(i64 %1508, i64 16)
  %1510 = icmp sgt i64 %1509, %1506
  br i1 %1510, label %1511, label %1531

1511:                                             ; preds = %1494
  %1512 = trunc i64 %1509 to i32
  %1513 = shl nsw i32 -1, %1512
  %1514 = xor i32 %1513, -1
  %1515 = trunc i64 %1506 to i32
  %1516 = shl nsw i32 -1, %1515
  %1517 = and i32 %1516, %1514
  %1518 = trunc i32 %1517 to i16
  %1519 = getelementptr inbounds float, ptr %1493, i64 %1503
  %1520 = bitcast i16 %1518 to <16 x i1>
  %1521 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1519, <16 x i1> %1520, <16 x float> splat (float 0xFFF0000000000000))
  %1522 = bitcast <16 x float> %1499 to <8 x i64>
  %1523 = bitcast <16 x float> %1521 to <8 x i64>
  %1524 = and <8 x i64> %1523, %1522
  %1525 = fcmp oeq <16 x float> %1499, %1521
  %1526 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1521, <16 x float> %1499, i32 4)
  %1527 = bitcast <8 x i64> %1524 to <16 x float>
  %1528 = select <16 x i1> %1525, <16 x float> %1527, <16 x float> %1526
  %1529 = fcmp uno <16 x float> %1521, zeroinitializer
  %1530 = select <16 x i1> %1529, <16 x float> %1521, <16 x float> %1528
  br label %1531

1531:                                             ; preds = %1511, %1494
  %1532 = phi <16 x float> [ %1530, %1511 ], [ %1499, %1494 ]
  %1533 = add i64 %1502, %1417
  %1534 = icmp slt i64 %1533, 0
  %1535 = sub nsw i64 0, %1533
  %1536 = select i1 %1534, i64 %1535, i64 0
  %1537 = sub nsw i64 %6, %1533
  %1538 = tail call i64 @llvm.smin.i64(i64 %1537, i64 %1418)
  %1539 = tail call i64 @llvm.smin.i64(i64 %1538, i64 16)
  %1540 = icmp sgt i64 %1539, %1536
  br i1 %1540, label %1541, label %1561

1541:                                             ; preds = %1531
  %1542 = trunc i64 %1539 to i32
  %1543 = shl nsw i32 -1, %1542
  %1544 = xor i32 %1543, -1
  %1545 = trunc i64 %1536 to i32
  %1546 = shl nsw i32 -1, %1545
  %1547 = and i32 %1546, %1544
  %1548 = trunc i32 %1547 to i16
  %1549 = getelementptr inbounds float, ptr %1493, i64 %1533
  %1550 = bitcast i16 %1548 to <16 x i1>
  %1551 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1549, <16 x i1> %1550, <16 x float> splat (float 0xFFF0000000000000))
  %1552 = bitcast <16 x float> %1498 to <8 x i64>
  %1553 = bitcast <16 x float> %1551 to <8 x i64>
  %1554 = and <8 x i64> %1553, %1552
  %1555 = fcmp oeq <16 x float> %1498, %1551
  %1556 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1551, <16 x float> %1498, i32 4)
  %1557 = bitcast <8 x i64> %1554 to <16 x float>
  %1558 = select <16 x i1> %1555, <16 x float> %1557, <16 x float> %1556
  %1559 = fcmp uno <16 x float> %1551, zeroinitializer
  %1560 = select <16 x i1> %1559, <16 x float> %1551, <16 x float> %1558
  br label %1561

1561:                                             ; preds = %1541, %1531
  %1562 = phi <16 x float> [ %1560, %1541 ], [ %1498, %1531 ]
  %1563 = add i64 %1502, %1419
  %1564 = icmp slt i64 %1563, 0
  %1565 = sub nsw i64 0, %1563
  %1566 = select i1 %1564, i64 %1565, i64 0
  %1567 = sub nsw i64 %6, %1563
  %1568 = tail call i64 @llvm.smin.i64(i64 %1567, i64 %1420)
  %1569 = tail call i64 @llvm.smin.i64(i64 %1568, i64 16)
  %1570 = icmp sgt i64 %1569, %1566
  br i1 %1570, label %1571, label %1591

1571:                                             ; preds = %1561
  %1572 = trunc i64 %1569 to i32
  %1573 = shl nsw i32 -1, %1572
  %1574 = xor i32 %1573, -1
  %1575 = trunc i64 %1566 to i32
  %1576 = shl nsw i32 -1, %1575
  %1577 = and i32 %1576, %1574
  %1578 = trunc i32 %1577 to i16
  %1579 = getelementptr inbounds float, ptr %1493, i64 %1563
  %1580 = bitcast i16 %1578 to <16 x i1>
  %1581 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1579, <16 x i1> %1580, <16 x float> splat (float 0xFFF0000000000000))
  %1582 = bitcast <16 x float> %1497 to <8 x i64>
  %1583 = bitcast <16 x float> %1581 to <8 x i64>
  %1584 = and <8 x i64> %1583, %1582
  %1585 = fcmp oeq <16 x float> %1497, %1581
  %1586 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1581, <16 x float> %1497, i32 4)
  %1587 = bitcast <8 x i64> %1584 to <16 x float>
  %1588 = select <16 x i1> %1585, <16 x float> %1587, <16 x float> %1586
  %1589 = fcmp uno <16 x float> %1581, zeroinitializer
  %1590 = select <16 x i1> %1589, <16 x float> %1581, <16 x float> %1588
  br label %1591

1591:                                             ; preds = %1571, %1561
  %1592 = phi <16 x float> [ %1590, %1571 ], [ %1497, %1561 ]
  %1593 = add i64 %1502, %1421
  %1594 = icmp slt i64 %1593, 0
  %1595 = sub nsw i64 0, %1593
  %1596 = select i1 %1594, i64 %1595, i64 0
  %1597 = sub nsw i64 %6, %1593
  %1598 = tail call i64 @llvm.smin.i64(i64 %1597, i64 %1422)
  %1599 = tail call i64 @llvm.smin.i64(i64 %1598, i64 16)
  %1600 = icmp sgt i64 %1599, %1596
  br i1 %1600, label %1601, label %1621

1601:                                             ; preds = %1591
  %1602 = trunc i64 %1599 to i32
  %1603 = shl nsw i32 -1, %1602
  %1604 = xor i32 %1603, -1
  %1605 = trunc i64 %1596 to i32
  %1606 = shl nsw i32 -1, %1605
  %1607 = and i32 %1606, %1604
  %1608 = trunc i32 %1607 to i16
  %1609 = getelementptr inbounds float, ptr %1493, i64 %1593
  %1610 = bitcast i16 %1608 to <16 x i1>
  %1611 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1609, <16 x i1> %1610, <16 x float> splat (float 0xFFF0000000000000))
  %1612 = bitcast <16 x float> %1496 to <8 x i64>
  %1613 = bitcast <16 x float> %1611 to <8 x i64>
  %1614 = and <8 x i64> %1613, %1612
  %1615 = fcmp oeq <16 x float> %1496, %1611
  %1616 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1611, <16 x float> %1496, i32 4)
  %1617 = bitcast <8 x i64> %1614 to <16 x float>
  %1618 = select <16 x i1> %1615, <16 x float> %1617, <16 x float> %1616
  %1619 = fcmp uno <16 x float> %1611, zeroinitializer
  %1620 = select <16 x i1> %1619, <16 x float> %1611, <16 x float> %1618
  br label %1621

1621:                                             ; preds = %1601, %1591
  %1622 = phi <16 x float> [ %1620, %1601 ], [ %1496, %1591 ]
  %1623 = add i64 %1502, %1423
  %1624 = icmp slt i64 %1623, 0
  %1625 = sub nsw i64 0, %1623
  %1626 = select i1 %1624, i64 %1625, i64 0
  %1627 = sub nsw i64 %6, %1623
  %1628 = tail call i64 @llvm.smin.i64(i64 %1627, i64 %1424)
  %1629 = tail call i64 @llvm.smin.i64(i64 %1628, i64 16)
  %1630 = icmp sgt i64 %1629, %1626
  br i1 %1630, label %1631, label %1651

1631:                                             ; preds = %1621
  %1632 = trunc i64 %1629 to i32
  %1633 = shl nsw i32 -1, %1632
  %1634 = xor i32 %1633, -1
  %1635 = trunc i64 %1626 to i32
  %1636 = shl nsw i32 -1, %1635
  %1637 = and i32 %1636, %1634
  %1638 = trunc i32 %1637 to i16
  %1639 = getelementptr inbounds float, ptr %1493, i64 %1623
  %1640 = bitcast i16 %1638 to <16 x i1>
  %1641 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1639, <16 x i1> %1640, <16 x float> splat (float 0xFFF0000000000000))
  %1642 = bitcast <16 x float> %1495 to <8 x i64>
  %1643 = bitcast <16 x float> %1641 to <8 x i64>
  %1644 = and <8 x i64> %1643, %1642
  %1645 = fcmp oeq <16 x float> %1495, %1641
  %1646 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1641, <16 x float> %1495, i32 4)
  %1647 = bitcast <8 x i64> %1644 to <16 x float>
  %1648 = select <16 x i1> %1645, <16 x float> %1647, <16 x float> %1646
  %1649 = fcmp uno <16 x float> %1641, zeroinitializer
  %1650 = select <16 x i1> %1649, <16 x float> %1641, <16 x float> %1648
  br label %1651

1651:                                             ; preds = %1631, %1621
  %1652 = phi <16 x float> [ %1650, %1631 ], [ %1495, %1621 ]
  %1653 = add nuw nsw i64 %1500, 1
  %1654 = icmp eq i64 %1653, %10
  br i1 %1654, label %1655, label %1494

1655:                                             ; preds = %1651, %1491, %1479
  %1656 = phi <16 x float> [ %1480, %1479 ], [ %1480, %1491 ], [ %1652, %1651 ]
  %1657 = phi <16 x float> [ %1481, %1479 ], [ %1481, %1491 ], [ %1622, %1651 ]
  %1658 = phi <16 x float> [ %1482, %1479 ], [ %1482, %1491 ], [ %1592, %1651 ]
  %1659 = phi <16 x float> [ %1483, %1479 ], [ %1483, %1491 ], [ %1562, %1651 ]
  %1660 = phi <16 x float> [ %1484, %1479 ], [ %1484, %1491 ], [ %1532, %1651 ]
  %1661 = add nuw nsw i64 %1485, 1
  %1662 = icmp eq i64 %1661, %9
  br i1 %1662, label %1425, label %1479

1663:                                             ; preds = %99
  br i1 %29, label %1664, label %1806

1664:                                             ; preds = %1663
  call void @llvm.lifetime.start.p0(ptr nonnull %21)
  store <16 x float> splat (float 0xFFF0000000000000), ptr %21, align 64
  store <16 x float> splat (float 0xFFF0000000000000), ptr %67, align 64
  store <16 x float> splat (float 0xFFF0000000000000), ptr %68, align 64
  store <16 x float> splat (float 0xFFF0000000000000), ptr %69, align 64
  store <16 x float> splat (float 0xFFF0000000000000), ptr %70, align 64
  store <16 x float> splat (float 0xFFF0000000000000), ptr %71, align 64
  br i1 %34, label %1737, label %1672

1665:                                             ; preds = %1803
  %1666 = load <16 x float>, ptr %21, align 64
  %1667 = load <16 x float>, ptr %67, align 64
  %1668 = load <16 x float>, ptr %68, align 64
  %1669 = load <16 x float>, ptr %69, align 64
  %1670 = load <16 x float>, ptr %70, align 64
  %1671 = load <16 x float>, ptr %71, align 64
  br label %1672

1672:                                             ; preds = %1665, %1664
  %1673 = phi <16 x float> [ %1671, %1665 ], [ splat (float 0xFFF0000000000000), %1664 ]
  %1674 = phi <16 x float> [ %1670, %1665 ], [ splat (float 0xFFF0000000000000), %1664 ]
  %1675 = phi <16 x float> [ %1669, %1665 ], [ splat (float 0xFFF0000000000000), %1664 ]
  %1676 = phi <16 x float> [ %1668, %1665 ], [ splat (float 0xFFF0000000000000), %1664 ]
  %1677 = phi <16 x float> [ %1667, %1665 ], [ splat (float 0xFFF0000000000000), %1664 ]
  %1678 = phi <16 x float> [ %1666, %1665 ], [ splat (float 0xFFF0000000000000), %1664 ]
  %1679 = getelementptr inbounds nuw float, ptr %92, i64 %100
  %1680 = icmp sgt i64 %101, 15
  %1681 = trunc i64 %101 to i32
  %1682 = shl nsw i32 -1, %1681
  %1683 = trunc i32 %1682 to i16
  %1684 = xor i16 %1683, -1
  %1685 = select i1 %1680, i16 -1, i16 %1684
  %1686 = bitcast i16 %1685 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1678, ptr align 1 %1679, <16 x i1> %1686)
  %1687 = or disjoint i64 %100, 16
  %1688 = sub nsw i64 %8, %1687
  %1689 = getelementptr inbounds nuw i8, ptr %1679, i64 64
  %1690 = icmp sgt i64 %1688, 15
  %1691 = trunc i64 %1688 to i32
  %1692 = shl nsw i32 -1, %1691
  %1693 = trunc i32 %1692 to i16
  %1694 = xor i16 %1693, -1
  %1695 = select i1 %1690, i16 -1, i16 %1694
  %1696 = bitcast i16 %1695 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1677, ptr nonnull align 1 %1689, <16 x i1> %1696)
  %1697 = or disjoint i64 %100, 32
  %1698 = sub nsw i64 %8, %1697
  %1699 = getelementptr inbounds nuw i8, ptr %1679, i64 128
  %1700 = icmp sgt i64 %1698, 15
  %1701 = trunc i64 %1698 to i32
  %1702 = shl nsw i32 -1, %1701
  %1703 = trunc i32 %1702 to i16
  %1704 = xor i16 %1703, -1
  %1705 = select i1 %1700, i16 -1, i16 %1704
  %1706 = bitcast i16 %1705 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1676, ptr nonnull align 1 %1699, <16 x i1> %1706)
  %1707 = or disjoint i64 %100, 48
  %1708 = sub nsw i64 %8, %1707
  %1709 = getelementptr inbounds nuw i8, ptr %1679, i64 192
  %1710 = icmp sgt i64 %1708, 15
  %1711 = trunc i64 %1708 to i32
  %1712 = shl nsw i32 -1, %1711
  %1713 = trunc i32 %1712 to i16
  %1714 = xor i16 %1713, -1
  %1715 = select i1 %1710, i16 -1, i16 %1714
  %1716 = bitcast i16 %1715 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1675, ptr nonnull align 1 %1709, <16 x i1> %1716)
  %1717 = or disjoint i64 %100, 64
  %1718 = sub nsw i64 %8, %1717
  %1719 = getelementptr inbounds nuw i8, ptr %1679, i64 256
  %1720 = icmp sgt i64 %1718, 15
  %1721 = trunc i64 %1718 to i32
  %1722 = shl nsw i32 -1, %1721
  %1723 = trunc i32 %1722 to i16
  %1724 = xor i16 %1723, -1
  %1725 = select i1 %1720, i16 -1, i16 %1724
  %1726 = bitcast i16 %1725 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1674, ptr nonnull align 1 %1719, <16 x i1> %1726)
  %1727 = or disjoint i64 %100, 80
  %1728 = sub nsw i64 %8, %1727
  %1729 = getelementptr inbounds nuw i8, ptr %1679, i64 320
  %1730 = icmp sgt i64 %1728, 15
  %1731 = trunc i64 %1728 to i32
  %1732 = shl nsw i32 -1, %1731
  %1733 = trunc i32 %1732 to i16
  %1734 = xor i16 %1733, -1
  %1735 = select i1 %1730, i16 -1, i16 %1734
  %1736 = bitcast i16 %1735 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1673, ptr nonnull align 1 %1729, <16 x i1> %1736)
  call void @llvm.lifetime.end.p0(ptr nonnull %21)
  br label %2557

1737:                                             ; preds = %1664, %1803
  %1738 = phi i64 [ %1804, %1803 ], [ 0, %1664 ]
  %1739 = mul nsw i64 %1738, %13
  %1740 = add i64 %95, %1739
  %1741 = icmp sgt i64 %1740, -1
  %1742 = icmp slt i64 %1740, %5
  %1743 = and i1 %1741, %1742
  br i1 %1743, label %1744, label %1803

1744:                                             ; preds = %1737
  %1745 = mul nsw i64 %1740, %6
  %1746 = getelementptr inbounds float, ptr %86, i64 %1745
  br i1 %35, label %1747, label %1803

1747:                                             ; preds = %1744, %1751
  %1748 = phi i64 [ %1752, %1751 ], [ 0, %1744 ]
  %1749 = mul nsw i64 %1748, %14
  %1750 = sub i64 %1749, %16
  br label %1754

1751:                                             ; preds = %1800
  %1752 = add nuw nsw i64 %1748, 1
  %1753 = icmp eq i64 %1752, %10
  br i1 %1753, label %1803, label %1747

1754:                                             ; preds = %1747, %1800
  %1755 = phi i64 [ 0, %1747 ], [ %1801, %1800 ]
  %1756 = shl nuw nsw i64 %1755, 4
  %1757 = or disjoint i64 %100, %1756
  %1758 = sub nsw i64 %8, %1757
  %1759 = shl nuw nsw i64 %1757, 1
  %1760 = add i64 %1750, %1759
  %1761 = icmp slt i64 %1760, 0
  %1762 = sub nsw i64 0, %1760
  %1763 = select i1 %1761, i64 %1762, i64 0
  %1764 = sub nsw i64 %6, %1760
  %1765 = shl nsw i64 %1758, 1
  %1766 = add nsw i64 %1765, -1
  %1767 = tail call i64 @llvm.smin.i64(i64 %1764, i64 %1766)
  %1768 = tail call i64 @llvm.smin.i64(i64 %1767, i64 32)
  %1769 = icmp sgt i64 %1768, %1763
  br i1 %1769, label %1770, label %1800

1770:                                             ; preds = %1754
  %1771 = getelementptr inbounds nuw <16 x float>, ptr %21, i64 %1755
  %1772 = load <16 x float>, ptr %1771, align 64
  %1773 = getelementptr inbounds float, ptr %1746, i64 %1760
  %1774 = icmp sgt i64 %1767, 31
  %1775 = trunc i64 %1768 to i32
  %1776 = shl nsw i32 -1, %1775
  %1777 = xor i32 %1776, -1
  %1778 = select i1 %1774, i32 -1, i32 %1777
  %1779 = trunc i64 %1763 to i32
  %1780 = shl nsw i32 -1, %1779
  %1781 = and i32 %1778, %1780
  %1782 = trunc i32 %1781 to i16
  %1783 = bitcast i16 %1782 to <16 x i1>
  %1784 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %1773, <16 x i1> %1783, <16 x float> <float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison>)
  %1785 = lshr i32 %1781, 16
  %1786 = trunc nuw i32 %1785 to i16
  %1787 = getelementptr inbounds nuw i8, ptr %1773, i64 64
  %1788 = bitcast i16 %1786 to <16 x i1>
  %1789 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %1787, <16 x i1> %1788, <16 x float> <float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison>)
  %1790 = shufflevector <16 x float> %1784, <16 x float> %1789, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %1791 = bitcast <16 x float> %1772 to <8 x i64>
  %1792 = bitcast <16 x float> %1790 to <8 x i64>
  %1793 = and <8 x i64> %1792, %1791
  %1794 = fcmp oeq <16 x float> %1772, %1790
  %1795 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1790, <16 x float> %1772, i32 4)
  %1796 = bitcast <8 x i64> %1793 to <16 x float>
  %1797 = select <16 x i1> %1794, <16 x float> %1796, <16 x float> %1795
  %1798 = fcmp uno <16 x float> %1790, zeroinitializer
  %1799 = select <16 x i1> %1798, <16 x float> %1790, <16 x float> %1797
  store <16 x float> %1799, ptr %1771, align 64
  br label %1800

1800:                                             ; preds = %1770, %1754
  %1801 = add nuw nsw i64 %1755, 1
  %1802 = icmp eq i64 %1801, 6
  br i1 %1802, label %1751, label %1754

1803:                                             ; preds = %1751, %1744, %1737
  %1804 = add nuw nsw i64 %1738, 1
  %1805 = icmp eq i64 %1804, %9
  br i1 %1805, label %1665, label %1737

1806:                                             ; preds = %1663
  call void @llvm.lifetime.start.p0(ptr nonnull %22)
  store <16 x float> splat (float 0xFFF0000000000000), ptr %22, align 64
  store <16 x float> splat (float 0xFFF0000000000000), ptr %62, align 64
  store <16 x float> splat (float 0xFFF0000000000000), ptr %63, align 64
  store <16 x float> splat (float 0xFFF0000000000000), ptr %64, align 64
  store <16 x float> splat (float 0xFFF0000000000000), ptr %65, align 64
  store <16 x float> splat (float 0xFFF0000000000000), ptr %66, align 64
  br i1 %34, label %1879, label %1814

1807:                                             ; preds = %1934
  %1808 = load <16 x float>, ptr %22, align 64
  %1809 = load <16 x float>, ptr %62, align 64
  %1810 = load <16 x float>, ptr %63, align 64
  %1811 = load <16 x float>, ptr %64, align 64
  %1812 = load <16 x float>, ptr %65, align 64
  %1813 = load <16 x float>, ptr %66, align 64
  br label %1814

1814:                                             ; preds = %1807, %1806
  %1815 = phi <16 x float> [ %1813, %1807 ], [ splat (float 0xFFF0000000000000), %1806 ]
  %1816 = phi <16 x float> [ %1812, %1807 ], [ splat (float 0xFFF0000000000000), %1806 ]
  %1817 = phi <16 x float> [ %1811, %1807 ], [ splat (float 0xFFF0000000000000), %1806 ]
  %1818 = phi <16 x float> [ %1810, %1807 ], [ splat (float 0xFFF0000000000000), %1806 ]
  %1819 = phi <16 x float> [ %1809, %1807 ], [ splat (float 0xFFF0000000000000), %1806 ]
  %1820 = phi <16 x float> [ %1808, %1807 ], [ splat (float 0xFFF0000000000000), %1806 ]
  %1821 = getelementptr inbounds nuw float, ptr %92, i64 %100
  %1822 = icmp sgt i64 %101, 15
  %1823 = trunc i64 %101 to i32
  %1824 = shl nsw i32 -1, %1823
  %1825 = trunc i32 %1824 to i16
  %1826 = xor i16 %1825, -1
  %1827 = select i1 %1822, i16 -1, i16 %1826
  %1828 = bitcast i16 %1827 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1820, ptr align 1 %1821, <16 x i1> %1828)
  %1829 = or disjoint i64 %100, 16
  %1830 = sub nsw i64 %8, %1829
  %1831 = getelementptr inbounds nuw i8, ptr %1821, i64 64
  %1832 = icmp sgt i64 %1830, 15
  %1833 = trunc i64 %1830 to i32
  %1834 = shl nsw i32 -1, %1833
  %1835 = trunc i32 %1834 to i16
  %1836 = xor i16 %1835, -1
  %1837 = select i1 %1832, i16 -1, i16 %1836
  %1838 = bitcast i16 %1837 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1819, ptr nonnull align 1 %1831, <16 x i1> %1838)
  %1839 = or disjoint i64 %100, 32
  %1840 = sub nsw i64 %8, %1839
  %1841 = getelementptr inbounds nuw i8, ptr %1821, i64 128
  %1842 = icmp sgt i64 %1840, 15
  %1843 = trunc i64 %1840 to i32
  %1844 = shl nsw i32 -1, %1843
  %1845 = trunc i32 %1844 to i16
  %1846 = xor i16 %1845, -1
  %1847 = select i1 %1842, i16 -1, i16 %1846
  %1848 = bitcast i16 %1847 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1818, ptr nonnull align 1 %1841, <16 x i1> %1848)
  %1849 = or disjoint i64 %100, 48
  %1850 = sub nsw i64 %8, %1849
  %1851 = getelementptr inbounds nuw i8, ptr %1821, i64 192
  %1852 = icmp sgt i64 %1850, 15
  %1853 = trunc i64 %1850 to i32
  %1854 = shl nsw i32 -1, %1853
  %1855 = trunc i32 %1854 to i16
  %1856 = xor i16 %1855, -1
  %1857 = select i1 %1852, i16 -1, i16 %1856
  %1858 = bitcast i16 %1857 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1817, ptr nonnull align 1 %1851, <16 x i1> %1858)
  %1859 = or disjoint i64 %100, 64
  %1860 = sub nsw i64 %8, %1859
  %1861 = getelementptr inbounds nuw i8, ptr %1821, i64 256
  %1862 = icmp sgt i64 %1860, 15
  %1863 = trunc i64 %1860 to i32
  %1864 = shl nsw i32 -1, %1863
  %1865 = trunc i32 %1864 to i16
  %1866 = xor i16 %1865, -1
  %1867 = select i1 %1862, i16 -1, i16 %1866
  %1868 = bitcast i16 %1867 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1816, ptr nonnull align 1 %1861, <16 x i1> %1868)
  %1869 = or disjoint i64 %100, 80
  %1870 = sub nsw i64 %8, %1869
  %1871 = getelementptr inbounds nuw i8, ptr %1821, i64 320
  %1872 = icmp sgt i64 %1870, 15
  %1873 = trunc i64 %1870 to i32
  %1874 = shl nsw i32 -1, %1873
  %1875 = trunc i32 %1874 to i16
  %1876 = xor i16 %1875, -1
  %1877 = select i1 %1872, i16 -1, i16 %1876
  %1878 = bitcast i16 %1877 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1815, ptr nonnull align 1 %1871, <16 x i1> %1878)
  call void @llvm.lifetime.end.p0(ptr nonnull %22)
  br label %2557

1879:                                             ; preds = %1806, %1934
  %1880 = phi i64 [ %1935, %1934 ], [ 0, %1806 ]
  %1881 = mul nsw i64 %1880, %13
  %1882 = add i64 %95, %1881
  %1883 = icmp sgt i64 %1882, -1
  %1884 = icmp slt i64 %1882, %5
  %1885 = and i1 %1883, %1884
  br i1 %1885, label %1886, label %1934

1886:                                             ; preds = %1879
  %1887 = mul nsw i64 %1882, %6
  %1888 = getelementptr inbounds float, ptr %86, i64 %1887
  br i1 %35, label %1889, label %1934

1889:                                             ; preds = %1886, %1893
  %1890 = phi i64 [ %1894, %1893 ], [ 0, %1886 ]
  %1891 = mul nsw i64 %1890, %14
  %1892 = sub i64 %1891, %16
  br label %1896

1893:                                             ; preds = %1931
  %1894 = add nuw nsw i64 %1890, 1
  %1895 = icmp eq i64 %1894, %10
  br i1 %1895, label %1934, label %1889

1896:                                             ; preds = %1889, %1931
  %1897 = phi i64 [ 0, %1889 ], [ %1932, %1931 ]
  %1898 = shl nuw nsw i64 %1897, 4
  %1899 = or disjoint i64 %100, %1898
  %1900 = sub nsw i64 %8, %1899
  %1901 = add i64 %1892, %1899
  %1902 = icmp slt i64 %1901, 0
  %1903 = sub nsw i64 0, %1901
  %1904 = select i1 %1902, i64 %1903, i64 0
  %1905 = sub nsw i64 %6, %1901
  %1906 = tail call i64 @llvm.smin.i64(i64 %1905, i64 %1900)
  %1907 = tail call i64 @llvm.smin.i64(i64 %1906, i64 16)
  %1908 = icmp sgt i64 %1907, %1904
  br i1 %1908, label %1909, label %1931

1909:                                             ; preds = %1896
  %1910 = getelementptr inbounds nuw <16 x float>, ptr %22, i64 %1897
  %1911 = load <16 x float>, ptr %1910, align 64
  %1912 = trunc i64 %1907 to i32
  %1913 = shl nsw i32 -1, %1912
  %1914 = xor i32 %1913, -1
  %1915 = trunc i64 %1904 to i32
  %1916 = shl nsw i32 -1, %1915
  %1917 = and i32 %1916, %1914
  %1918 = trunc i32 %1917 to i16
  %1919 = getelementptr inbounds float, ptr %1888, i64 %1901
  %1920 = bitcast i16 %1918 to <16 x i1>
  %1921 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1919, <16 x i1> %1920, <16 x float> splat (float 0xFFF0000000000000))
  %1922 = bitcast <16 x float> %1911 to <8 x i64>
  %1923 = bitcast <16 x float> %1921 to <8 x i64>
  %1924 = and <8 x i64> %1923, %1922
  %1925 = fcmp oeq <16 x float> %1911, %1921
  %1926 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %1921, <16 x float> %1911, i32 4)
  %1927 = bitcast <8 x i64> %1924 to <16 x float>
  %1928 = select <16 x i1> %1925, <16 x float> %1927, <16 x float> %1926
  %1929 = fcmp uno <16 x float> %1921, zeroinitializer
  %1930 = select <16 x i1> %1929, <16 x float> %1921, <16 x float> %1928
  store <16 x float> %1930, ptr %1910, align 64
  br label %1931

1931:                                             ; preds = %1909, %1896
  %1932 = add nuw nsw i64 %1897, 1
  %1933 = icmp eq i64 %1932, 6
  br i1 %1933, label %1893, label %1896

1934:                                             ; preds = %1893, %1886, %1879
  %1935 = add nuw nsw i64 %1880, 1
  %1936 = icmp eq i64 %1935, %9
  br i1 %1936, label %1807, label %1879

1937:                                             ; preds = %99
  br i1 %29, label %1938, label %2092

1938:                                             ; preds = %1937
  call void @llvm.lifetime.start.p0(ptr nonnull %23)
  store <16 x float> splat (float 0xFFF0000000000000), ptr %23, align 64
  store <16 x float> splat (float 0xFFF0000000000000), ptr %56, align 64
  store <16 x float> splat (float 0xFFF0000000000000), ptr %57, align 64
  store <16 x float> splat (float 0xFFF0000000000000), ptr %58, align 64
  store <16 x float> splat (float 0xFFF0000000000000), ptr %59, align 64
  store <16 x float> splat (float 0xFFF0000000000000), ptr %60, align 64
  store <16 x float> splat (float 0xFFF0000000000000), ptr %61, align 64
  br i1 %34, label %2023, label %1947

1939:                                             ; preds = %2089
  %1940 = load <16 x float>, ptr %23, align 64
  %1941 = load <16 x float>, ptr %56, align 64
  %1942 = load <16 x float>, ptr %57, align 64
  %1943 = load <16 x float>, ptr %58, align 64
  %1944 = load <16 x float>, ptr %59, align 64
  %1945 = load <16 x float>, ptr %60, align 64
  %1946 = load <16 x float>, ptr %61, align 64
  br label %1947

1947:                                             ; preds = %1939, %1938
  %1948 = phi <16 x float> [ %1946, %1939 ], [ splat (float 0xFFF0000000000000), %1938 ]
  %1949 = phi <16 x float> [ %1945, %1939 ], [ splat (float 0xFFF0000000000000), %1938 ]
  %1950 = phi <16 x float> [ %1944, %1939 ], [ splat (float 0xFFF0000000000000), %1938 ]
  %1951 = phi <16 x float> [ %1943, %1939 ], [ splat (float 0xFFF0000000000000), %1938 ]
  %1952 = phi <16 x float> [ %1942, %1939 ], [ splat (float 0xFFF0000000000000), %1938 ]
  %1953 = phi <16 x float> [ %1941, %1939 ], [ splat (float 0xFFF0000000000000), %1938 ]
  %1954 = phi <16 x float> [ %1940, %1939 ], [ splat (float 0xFFF0000000000000), %1938 ]
  %1955 = getelementptr inbounds nuw float, ptr %92, i64 %100
  %1956 = icmp sgt i64 %101, 15
  %1957 = trunc i64 %101 to i32
  %1958 = shl nsw i32 -1, %1957
  %1959 = trunc i32 %1958 to i16
  %1960 = xor i16 %1959, -1
  %1961 = select i1 %1956, i16 -1, i16 %1960
  %1962 = bitcast i16 %1961 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1954, ptr align 1 %1955, <16 x i1> %1962)
  %1963 = or disjoint i64 %100, 16
  %1964 = sub nsw i64 %8, %1963
  %1965 = getelementptr inbounds nuw i8, ptr %1955, i64 64
  %1966 = icmp sgt i64 %1964, 15
  %1967 = trunc i64 %1964 to i32
  %1968 = shl nsw i32 -1, %1967
  %1969 = trunc i32 %1968 to i16
  %1970 = xor i16 %1969, -1
  %1971 = select i1 %1966, i16 -1, i16 %1970
  %1972 = bitcast i16 %1971 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1953, ptr nonnull align 1 %1965, <16 x i1> %1972)
  %1973 = or disjoint i64 %100, 32
  %1974 = sub nsw i64 %8, %1973
  %1975 = getelementptr inbounds nuw i8, ptr %1955, i64 128
  %1976 = icmp sgt i64 %1974, 15
  %1977 = trunc i64 %1974 to i32
  %1978 = shl nsw i32 -1, %1977
  %1979 = trunc i32 %1978 to i16
  %1980 = xor i16 %1979, -1
  %1981 = select i1 %1976, i16 -1, i16 %1980
  %1982 = bitcast i16 %1981 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1952, ptr nonnull align 1 %1975, <16 x i1> %1982)
  %1983 = or disjoint i64 %100, 48
  %1984 = sub nsw i64 %8, %1983
  %1985 = getelementptr inbounds nuw i8, ptr %1955, i64 192
  %1986 = icmp sgt i64 %1984, 15
  %1987 = trunc i64 %1984 to i32
  %1988 = shl nsw i32 -1, %1987
  %1989 = trunc i32 %1988 to i16
  %1990 = xor i16 %1989, -1
  %1991 = select i1 %1986, i16 -1, i16 %1990
  %1992 = bitcast i16 %1991 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1951, ptr nonnull align 1 %1985, <16 x i1> %1992)
  %1993 = or disjoint i64 %100, 64
  %1994 = sub nsw i64 %8, %1993
  %1995 = getelementptr inbounds nuw i8, ptr %1955, i64 256
  %1996 = icmp sgt i64 %1994, 15
  %1997 = trunc i64 %1994 to i32
  %1998 = shl nsw i32 -1, %1997
  %1999 = trunc i32 %1998 to i16
  %2000 = xor i16 %1999, -1
  %2001 = select i1 %1996, i16 -1, i16 %2000
  %2002 = bitcast i16 %2001 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1950, ptr nonnull align 1 %1995, <16 x i1> %2002)
  %2003 = or disjoint i64 %100, 80
  %2004 = sub nsw i64 %8, %2003
  %2005 = getelementptr inbounds nuw i8, ptr %1955, i64 320
  %2006 = icmp sgt i64 %2004, 15
  %2007 = trunc i64 %2004 to i32
  %2008 = shl nsw i32 -1, %2007
  %2009 = trunc i32 %2008 to i16
  %2010 = xor i16 %2009, -1
  %2011 = select i1 %2006, i16 -1, i16 %2010
  %2012 = bitcast i16 %2011 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1949, ptr nonnull align 1 %2005, <16 x i1> %2012)
  %2013 = or disjoint i64 %100, 96
  %2014 = sub nsw i64 %8, %2013
  %2015 = getelementptr inbounds nuw i8, ptr %1955, i64 384
  %2016 = icmp sgt i64 %2014, 15
  %2017 = trunc i64 %2014 to i32
  %2018 = shl nsw i32 -1, %2017
  %2019 = trunc i32 %2018 to i16
  %2020 = xor i16 %2019, -1
  %2021 = select i1 %2016, i16 -1, i16 %2020
  %2022 = bitcast i16 %2021 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1948, ptr nonnull align 1 %2015, <16 x i1> %2022)
  call void @llvm.lifetime.end.p0(ptr nonnull %23)
  br label %2557

2023:                                             ; preds = %1938, %2089
  %2024 = phi i64 [ %2090, %2089 ], [ 0, %1938 ]
  %2025 = mul nsw i64 %2024, %13
  %2026 = add i64 %95, %2025
  %2027 = icmp sgt i64 %2026, -1
  %2028 = icmp slt i64 %2026, %5
  %2029 = and i1 %2027, %2028
  br i1 %2029, label %2030, label %2089

2030:                                             ; preds = %2023
  %2031 = mul nsw i64 %2026, %6
  %2032 = getelementptr inbounds float, ptr %86, i64 %2031
  br i1 %35, label %2033, label %2089

2033:                                             ; preds = %2030, %2037
  %2034 = phi i64 [ %2038, %2037 ], [ 0, %2030 ]
  %2035 = mul nsw i64 %2034, %14
  %2036 = sub i64 %2035, %16
  br label %2040

2037:                                             ; preds = %2086
  %2038 = add nuw nsw i64 %2034, 1
  %2039 = icmp eq i64 %2038, %10
  br i1 %2039, label %2089, label %2033

2040:                                             ; preds = %2033, %2086
  %2041 = phi i64 [ 0, %2033 ], [ %2087, %2086 ]
  %2042 = shl nuw nsw i64 %2041, 4
  %2043 = or disjoint i64 %100, %2042
  %2044 = sub nsw i64 %8, %2043
  %2045 = shl nuw nsw i64 %2043, 1
  %2046 = add i64 %2036, %2045
  %2047 = icmp slt i64 %2046, 0
  %2048 = sub nsw i64 0, %2046
  %2049 = select i1 %2047, i64 %2048, i64 0
  %2050 = sub nsw i64 %6, %2046
  %2051 = shl nsw i64 %2044, 1
  %2052 = add nsw i64 %2051, -1
  %2053 = tail call i64 @llvm.smin.i64(i64 %2050, i64 %2052)
  %2054 = tail call i64 @llvm.smin.i64(i64 %2053, i64 32)
  %2055 = icmp sgt i64 %2054, %2049
  br i1 %2055, label %2056, label %2086

2056:                                             ; preds = %2040
  %2057 = getelementptr inbounds nuw <16 x float>, ptr %23, i64 %2041
  %2058 = load <16 x float>, ptr %2057, align 64
  %2059 = getelementptr inbounds float, ptr %2032, i64 %2046
  %2060 = icmp sgt i64 %2053, 31
  %2061 = trunc i64 %2054 to i32
  %2062 = shl nsw i32 -1, %2061
  %2063 = xor i32 %2062, -1
  %2064 = select i1 %2060, i32 -1, i32 %2063
  %2065 = trunc i64 %2049 to i32
  %2066 = shl nsw i32 -1, %2065
  %2067 = and i32 %2064, %2066
  %2068 = trunc i32 %2067 to i16
  %2069 = bitcast i16 %2068 to <16 x i1>
  %2070 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %2059, <16 x i1> %2069, <16 x float> <float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison>)
  %2071 = lshr i32 %2067, 16
  %2072 = trunc nuw i32 %2071 to i16
  %2073 = getelementptr inbounds nuw i8, ptr %2059, i64 64
  %2074 = bitcast i16 %2072 to <16 x i1>
  %2075 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %2073, <16 x i1> %2074, <16 x float> <float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison>)
  %2076 = shufflevector <16 x float> %2070, <16 x float> %2075, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %2077 = bitcast <16 x float> %2058 to <8 x i64>
  %2078 = bitcast <16 x float> %2076 to <8 x i64>
  %2079 = and <8 x i64> %2078, %2077
  %2080 = fcmp oeq <16 x float> %2058, %2076
  %2081 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %2076, <16 x float> %2058, i32 4)
  %2082 = bitcast <8 x i64> %2079 to <16 x float>
  %2083 = select <16 x i1> %2080, <16 x float> %2082, <16 x float> %2081
  %2084 = fcmp uno <16 x float> %2076, zeroinitializer
  %2085 = select <16 x i1> %2084, <16 x float> %2076, <16 x float> %2083
  store <16 x float> %2085, ptr %2057, align 64
  br label %2086

2086:                                             ; preds = %2056, %2040
  %2087 = add nuw nsw i64 %2041, 1
  %2088 = icmp eq i64 %2087, 7
  br i1 %2088, label %2037, label %2040

2089:                                             ; preds = %2037, %2030, %2023
  %2090 = add nuw nsw i64 %2024, 1
  %2091 = icmp eq i64 %2090, %9
  br i1 %2091, label %1939, label %2023

2092:                                             ; preds = %1937
  call void @llvm.lifetime.start.p0(ptr nonnull %24)
  store <16 x float> splat (float 0xFFF0000000000000), ptr %24, align 64
  store <16 x float> splat (float 0xFFF0000000000000), ptr %50, align 64
  store <16 x float> splat (float 0xFFF0000000000000), ptr %51, align 64
  store <16 x float> splat (float 0xFFF0000000000000), ptr %52, align 64
  store <16 x float> splat (float 0xFFF0000000000000), ptr %53, align 64
  store <16 x float> splat (float 0xFFF0000000000000), ptr %54, align 64
  store <16 x float> splat (float 0xFFF0000000000000), ptr %55, align 64
  br i1 %34, label %2177, label %2101

2093:                                             ; preds = %2232
  %2094 = load <16 x float>, ptr %24, align 64
  %2095 = load <16 x float>, ptr %50, align 64
  %2096 = load <16 x float>, ptr %51, align 64
  %2097 = load <16 x float>, ptr %52, align 64
  %2098 = load <16 x float>, ptr %53, align 64
  %2099 = load <16 x float>, ptr %54, align 64
  %2100 = load <16 x float>, ptr %55, align 64
  br label %2101

2101:                                             ; preds = %2093, %2092
  %2102 = phi <16 x float> [ %2100, %2093 ], [ splat (float 0xFFF0000000000000), %2092 ]
  %2103 = phi <16 x float> [ %2099, %2093 ], [ splat (float 0xFFF0000000000000), %2092 ]
  %2104 = phi <16 x float> [ %2098, %2093 ], [ splat (float 0xFFF0000000000000), %2092 ]
  %2105 = phi <16 x float> [ %2097, %2093 ], [ splat (float 0xFFF0000000000000), %2092 ]
  %2106 = phi <16 x float> [ %2096, %2093 ], [ splat (float 0xFFF0000000000000), %2092 ]
  %2107 = phi <16 x float> [ %2095, %2093 ], [ splat (float 0xFFF0000000000000), %2092 ]
  %2108 = phi <16 x float> [ %2094, %2093 ], [ splat (float 0xFFF0000000000000), %2092 ]
  %2109 = getelementptr inbounds nuw float, ptr %92, i64 %100
  %2110 = icmp sgt i64 %101, 15
  %2111 = trunc i64 %101 to i32
  %2112 = shl nsw i32 -1, %2111
  %2113 = trunc i32 %2112 to i16
  %2114 = xor i16 %2113, -1
  %2115 = select i1 %2110, i16 -1, i16 %2114
  %2116 = bitcast i16 %2115 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2108, ptr align 1 %2109, <16 x i1> %2116)
  %2117 = or disjoint i64 %100, 16
  %2118 = sub nsw i64 %8, %2117
  %2119 = getelementptr inbounds nuw i8, ptr %2109, i64 64
  %2120 = icmp sgt i64 %2118, 15
  %2121 = trunc i64 %2118 to i32
  %2122 = shl nsw i32 -1, %2121
  %2123 = trunc i32 %2122 to i16
  %2124 = xor i16 %2123, -1
  %2125 = select i1 %2120, i16 -1, i16 %2124
  %2126 = bitcast i16 %2125 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2107, ptr nonnull align 1 %2119, <16 x i1> %2126)
  %2127 = or disjoint i64 %100, 32
  %2128 = sub nsw i64 %8, %2127
  %2129 = getelementptr inbounds nuw i8, ptr %2109, i64 128
  %2130 = icmp sgt i64 %2128, 15
  %2131 = trunc i64 %2128 to i32
  %2132 = shl nsw i32 -1, %2131
  %2133 = trunc i32 %2132 to i16
  %2134 = xor i16 %2133, -1
  %2135 = select i1 %2130, i16 -1, i16 %2134
  %2136 = bitcast i16 %2135 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2106, ptr nonnull align 1 %2129, <16 x i1> %2136)
  %2137 = or disjoint i64 %100, 48
  %2138 = sub nsw i64 %8, %2137
  %2139 = getelementptr inbounds nuw i8, ptr %2109, i64 192
  %2140 = icmp sgt i64 %2138, 15
  %2141 = trunc i64 %2138 to i32
  %2142 = shl nsw i32 -1, %2141
  %2143 = trunc i32 %2142 to i16
  %2144 = xor i16 %2143, -1
  %2145 = select i1 %2140, i16 -1, i16 %2144
  %2146 = bitcast i16 %2145 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2105, ptr nonnull align 1 %2139, <16 x i1> %2146)
  %2147 = or disjoint i64 %100, 64
  %2148 = sub nsw i64 %8, %2147
  %2149 = getelementptr inbounds nuw i8, ptr %2109, i64 256
  %2150 = icmp sgt i64 %2148, 15
  %2151 = trunc i64 %2148 to i32
  %2152 = shl nsw i32 -1, %2151
  %2153 = trunc i32 %2152 to i16
  %2154 = xor i16 %2153, -1
  %2155 = select i1 %2150, i16 -1, i16 %2154
  %2156 = bitcast i16 %2155 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2104, ptr nonnull align 1 %2149, <16 x i1> %2156)
  %2157 = or disjoint i64 %100, 80
  %2158 = sub nsw i64 %8, %2157
  %2159 = getelementptr inbounds nuw i8, ptr %2109, i64 320
  %2160 = icmp sgt i64 %2158, 15
  %2161 = trunc i64 %2158 to i32
  %2162 = shl nsw i32 -1, %2161
  %2163 = trunc i32 %2162 to i16
  %2164 = xor i16 %2163, -1
  %2165 = select i1 %2160, i16 -1, i16 %2164
  %2166 = bitcast i16 %2165 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2103, ptr nonnull align 1 %2159, <16 x i1> %2166)
  %2167 = or disjoint i64 %100, 96
  %2168 = sub nsw i64 %8, %2167
  %2169 = getelementptr inbounds nuw i8, ptr %2109, i64 384
  %2170 = icmp sgt i64 %2168, 15
  %2171 = trunc i64 %2168 to i32
  %2172 = shl nsw i32 -1, %2171
  %2173 = trunc i32 %2172 to i16
  %2174 = xor i16 %2173, -1
  %2175 = select i1 %2170, i16 -1, i16 %2174
  %2176 = bitcast i16 %2175 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2102, ptr nonnull align 1 %2169, <16 x i1> %2176)
  call void @llvm.lifetime.end.p0(ptr nonnull %24)
  br label %2557

2177:                                             ; preds = %2092, %2232
  %2178 = phi i64 [ %2233, %2232 ], [ 0, %2092 ]
  %2179 = mul nsw i64 %2178, %13
  %2180 = add i64 %95, %2179
  %2181 = icmp sgt i64 %2180, -1
  %2182 = icmp slt i64 %2180, %5
  %2183 = and i1 %2181, %2182
  br i1 %2183, label %2184, label %2232

2184:                                             ; preds = %2177
  %2185 = mul nsw i64 %2180, %6
  %2186 = getelementptr inbounds float, ptr %86, i64 %2185
  br i1 %35, label %2187, label %2232

2187:                                             ; preds = %2184, %2191
  %2188 = phi i64 [ %2192, %2191 ], [ 0, %2184 ]
  %2189 = mul nsw i64 %2188, %14
  %2190 = sub i64 %2189, %16
  br label %2194

2191:                                             ; preds = %2229
  %2192 = add nuw nsw i64 %2188, 1
  %2193 = icmp eq i64 %2192, %10
  br i1 %2193, label %2232, label %2187

2194:                                             ; preds = %2187, %2229
  %2195 = phi i64 [ 0, %2187 ], [ %2230, %2229 ]
  %2196 = shl nuw nsw i64 %2195, 4
  %2197 = or disjoint i64 %100, %2196
  %2198 = sub nsw i64 %8, %2197
  %2199 = add i64 %2190, %2197
  %2200 = icmp slt i64 %2199, 0
  %2201 = sub nsw i64 0, %2199
  %2202 = select i1 %2200, i64 %2201, i64 0
  %2203 = sub nsw i64 %6, %2199
  %2204 = tail call i64 @llvm.smin.i64(i64 %2203, i64 %2198)
  %2205 = tail call i64 @llvm.smin.i64(i64 %2204, i64 16)
  %2206 = icmp sgt i64 %2205, %2202
  br i1 %2206, label %2207, label %2229

2207:                                             ; preds = %2194
  %2208 = getelementptr inbounds nuw <16 x float>, ptr %24, i64 %2195
  %2209 = load <16 x float>, ptr %2208, align 64
  %2210 = trunc i64 %2205 to i32
  %2211 = shl nsw i32 -1, %2210
  %2212 = xor i32 %2211, -1
  %2213 = trunc i64 %2202 to i32
  %2214 = shl nsw i32 -1, %2213
  %2215 = and i32 %2214, %2212
  %2216 = trunc i32 %2215 to i16
  %2217 = getelementptr inbounds float, ptr %2186, i64 %2199
  %2218 = bitcast i16 %2216 to <16 x i1>
  %2219 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2217, <16 x i1> %2218, <16 x float> splat (float 0xFFF0000000000000))
  %2220 = bitcast <16 x float> %2209 to <8 x i64>
  %2221 = bitcast <16 x float> %2219 to <8 x i64>
  %2222 = and <8 x i64> %2221, %2220
  %2223 = fcmp oeq <16 x float> %2209, %2219
  %2224 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %2219, <16 x float> %2209, i32 4)
  %2225 = bitcast <8 x i64> %2222 to <16 x float>
  %2226 = select <16 x i1> %2223, <16 x float> %2225, <16 x float> %2224
  %2227 = fcmp uno <16 x float> %2219, zeroinitializer
  %2228 = select <16 x i1> %2227, <16 x float> %2219, <16 x float> %2226
  store <16 x float> %2228, ptr %2208, align 64
  br label %2229

2229:                                             ; preds = %2207, %2194
  %2230 = add nuw nsw i64 %2195, 1
  %2231 = icmp eq i64 %2230, 7
  br i1 %2231, label %2191, label %2194

2232:                                             ; preds = %2191, %2184, %2177
  %2233 = add nuw nsw i64 %2178, 1
  %2234 = icmp eq i64 %2233, %9
  br i1 %2234, label %2093, label %2177

2235:                                             ; preds = %99
  br i1 %29, label %2236, label %2402

2236:                                             ; preds = %2235
  call void @llvm.lifetime.start.p0(ptr nonnull %25)
  store <16 x float> splat (float 0xFFF0000000000000), ptr %25, align 64
  store <16 x float> splat (float 0xFFF0000000000000), ptr %43, align 64
  store <16 x float> splat (float 0xFFF0000000000000), ptr %44, align 64
  store <16 x float> splat (float 0xFFF0000000000000), ptr %45, align 64
  store <16 x float> splat (float 0xFFF0000000000000), ptr %46, align 64
  store <16 x float> splat (float 0xFFF0000000000000), ptr %47, align 64
  store <16 x float> splat (float 0xFFF0000000000000), ptr %48, align 64
  store <16 x float> splat (float 0xFFF0000000000000), ptr %49, align 64
  br i1 %34, label %2333, label %2246

2237:                                             ; preds = %2399
  %2238 = load <16 x float>, ptr %25, align 64
  %2239 = load <16 x float>, ptr %43, align 64
  %2240 = load <16 x float>, ptr %44, align 64
  %2241 = load <16 x float>, ptr %45, align 64
  %2242 = load <16 x float>, ptr %46, align 64
  %2243 = load <16 x float>, ptr %47, align 64
  %2244 = load <16 x float>, ptr %48, align 64
  %2245 = load <16 x float>, ptr %49, align 64
  br label %2246

2246:                                             ; preds = %2237, %2236
  %2247 = phi <16 x float> [ %2245, %2237 ], [ splat (float 0xFFF0000000000000), %2236 ]
  %2248 = phi <16 x float> [ %2244, %2237 ], [ splat (float 0xFFF0000000000000), %2236 ]
  %2249 = phi <16 x float> [ %2243, %2237 ], [ splat (float 0xFFF0000000000000), %2236 ]
  %2250 = phi <16 x float> [ %2242, %2237 ], [ splat (float 0xFFF0000000000000), %2236 ]
  %2251 = phi <16 x float> [ %2241, %2237 ], [ splat (float 0xFFF0000000000000), %2236 ]
  %2252 = phi <16 x float> [ %2240, %2237 ], [ splat (float 0xFFF0000000000000), %2236 ]
  %2253 = phi <16 x float> [ %2239, %2237 ], [ splat (float 0xFFF0000000000000), %2236 ]
  %2254 = phi <16 x float> [ %2238, %2237 ], [ splat (float 0xFFF0000000000000), %2236 ]
  %2255 = getelementptr inbounds nuw float, ptr %92, i64 %100
  %2256 = icmp sgt i64 %101, 15
  %2257 = trunc i64 %101 to i32
  %2258 = shl nsw i32 -1, %2257
  %2259 = trunc i32 %2258 to i16
  %2260 = xor i16 %2259, -1
  %2261 = select i1 %2256, i16 -1, i16 %2260
  %2262 = bitcast i16 %2261 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2254, ptr align 1 %2255, <16 x i1> %2262)
  %2263 = or disjoint i64 %100, 16
  %2264 = sub nsw i64 %8, %2263
  %2265 = getelementptr inbounds nuw i8, ptr %2255, i64 64
  %2266 = icmp sgt i64 %2264, 15
  %2267 = trunc i64 %2264 to i32
  %2268 = shl nsw i32 -1, %2267
  %2269 = trunc i32 %2268 to i16
  %2270 = xor i16 %2269, -1
  %2271 = select i1 %2266, i16 -1, i16 %2270
  %2272 = bitcast i16 %2271 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2253, ptr nonnull align 1 %2265, <16 x i1> %2272)
  %2273 = or disjoint i64 %100, 32
  %2274 = sub nsw i64 %8, %2273
  %2275 = getelementptr inbounds nuw i8, ptr %2255, i64 128
  %2276 = icmp sgt i64 %2274, 15
  %2277 = trunc i64 %2274 to i32
  %2278 = shl nsw i32 -1, %2277
  %2279 = trunc i32 %2278 to i16
  %2280 = xor i16 %2279, -1
  %2281 = select i1 %2276, i16 -1, i16 %2280
  %2282 = bitcast i16 %2281 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2252, ptr nonnull align 1 %2275, <16 x i1> %2282)
  %2283 = or disjoint i64 %100, 48
  %2284 = sub nsw i64 %8, %2283
  %2285 = getelementptr inbounds nuw i8, ptr %2255, i64 192
  %2286 = icmp sgt i64 %2284, 15
  %2287 = trunc i64 %2284 to i32
  %2288 = shl nsw i32 -1, %2287
  %2289 = trunc i32 %2288 to i16
  %2290 = xor i16 %2289, -1
  %2291 = select i1 %2286, i16 -1, i16 %2290
  %2292 = bitcast i16 %2291 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2251, ptr nonnull align 1 %2285, <16 x i1> %2292)
  %2293 = or disjoint i64 %100, 64
  %2294 = sub nsw i64 %8, %2293
  %2295 = getelementptr inbounds nuw i8, ptr %2255, i64 256
  %2296 = icmp sgt i64 %2294, 15
  %2297 = trunc i64 %2294 to i32
  %2298 = shl nsw i32 -1, %2297
  %2299 = trunc i32 %2298 to i16
  %2300 = xor i16 %2299, -1
  %2301 = select i1 %2296, i16 -1, i16 %2300
  %2302 = bitcast i16 %2301 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2250, ptr nonnull align 1 %2295, <16 x i1> %2302)
  %2303 = or disjoint i64 %100, 80
  %2304 = sub nsw i64 %8, %2303
  %2305 = getelementptr inbounds nuw i8, ptr %2255, i64 320
  %2306 = icmp sgt i64 %2304, 15
  %2307 = trunc i64 %2304 to i32
  %2308 = shl nsw i32 -1, %2307
  %2309 = trunc i32 %2308 to i16
  %2310 = xor i16 %2309, -1
  %2311 = select i1 %2306, i16 -1, i16 %2310
  %2312 = bitcast i16 %2311 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2249, ptr nonnull align 1 %2305, <16 x i1> %2312)
  %2313 = or disjoint i64 %100, 96
  %2314 = sub nsw i64 %8, %2313
  %2315 = getelementptr inbounds nuw i8, ptr %2255, i64 384
  %2316 = icmp sgt i64 %2314, 15
  %2317 = trunc i64 %2314 to i32
  %2318 = shl nsw i32 -1, %2317
  %2319 = trunc i32 %2318 to i16
  %2320 = xor i16 %2319, -1
  %2321 = select i1 %2316, i16 -1, i16 %2320
  %2322 = bitcast i16 %2321 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2248, ptr nonnull align 1 %2315, <16 x i1> %2322)
  %2323 = or disjoint i64 %100, 112
  %2324 = sub nsw i64 %8, %2323
  %2325 = getelementptr inbounds nuw i8, ptr %2255, i64 448
  %2326 = icmp sgt i64 %2324, 15
  %2327 = trunc i64 %2324 to i32
  %2328 = shl nsw i32 -1, %2327
  %2329 = trunc i32 %2328 to i16
  %2330 = xor i16 %2329, -1
  %2331 = select i1 %2326, i16 -1, i16 %2330
  %2332 = bitcast i16 %2331 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2247, ptr nonnull align 1 %2325, <16 x i1> %2332)
  call void @llvm.lifetime.end.p0(ptr nonnull %25)
  br label %2557

2333:                                             ; preds = %2236, %2399
  %2334 = phi i64 [ %2400, %2399 ], [ 0, %2236 ]
  %2335 = mul nsw i64 %2334, %13
  %2336 = add i64 %95, %2335
  %2337 = icmp sgt i64 %2336, -1
  %2338 = icmp slt i64 %2336, %5
  %2339 = and i1 %2337, %2338
  br i1 %2339, label %2340, label %2399

2340:                                             ; preds = %2333
  %2341 = mul nsw i64 %2336, %6
  %2342 = getelementptr inbounds float, ptr %86, i64 %2341
  br i1 %35, label %2343, label %2399

2343:                                             ; preds = %2340, %2347
  %2344 = phi i64 [ %2348, %2347 ], [ 0, %2340 ]
  %2345 = mul nsw i64 %2344, %14
  %2346 = sub i64 %2345, %16
  br label %2350

2347:                                             ; preds = %2396
  %2348 = add nuw nsw i64 %2344, 1
  %2349 = icmp eq i64 %2348, %10
  br i1 %2349, label %2399, label %2343

2350:                                             ; preds = %2343, %2396
  %2351 = phi i64 [ 0, %2343 ], [ %2397, %2396 ]
  %2352 = shl nuw nsw i64 %2351, 4
  %2353 = or disjoint i64 %100, %2352
  %2354 = sub nsw i64 %8, %2353
  %2355 = shl nuw nsw i64 %2353, 1
  %2356 = add i64 %2346, %2355
  %2357 = icmp slt i64 %2356, 0
  %2358 = sub nsw i64 0, %2356
  %2359 = select i1 %2357, i64 %2358, i64 0
  %2360 = sub nsw i64 %6, %2356
  %2361 = shl nsw i64 %2354, 1
  %2362 = add nsw i64 %2361, -1
  %2363 = tail call i64 @llvm.smin.i64(i64 %2360, i64 %2362)
  %2364 = tail call i64 @llvm.smin.i64(i64 %2363, i64 32)
  %2365 = icmp sgt i64 %2364, %2359
  br i1 %2365, label %2366, label %2396

2366:                                             ; preds = %2350
  %2367 = getelementptr inbounds nuw <16 x float>, ptr %25, i64 %2351
  %2368 = load <16 x float>, ptr %2367, align 64
  %2369 = getelementptr inbounds float, ptr %2342, i64 %2356
  %2370 = icmp sgt i64 %2363, 31
  %2371 = trunc i64 %2364 to i32
  %2372 = shl nsw i32 -1, %2371
  %2373 = xor i32 %2372, -1
  %2374 = select i1 %2370, i32 -1, i32 %2373
  %2375 = trunc i64 %2359 to i32
  %2376 = shl nsw i32 -1, %2375
  %2377 = and i32 %2374, %2376
  %2378 = trunc i32 %2377 to i16
  %2379 = bitcast i16 %2378 to <16 x i1>
  %2380 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %2369, <16 x i1> %2379, <16 x float> <float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison>)
  %2381 = lshr i32 %2377, 16
  %2382 = trunc nuw i32 %2381 to i16
  %2383 = getelementptr inbounds nuw i8, ptr %2369, i64 64
  %2384 = bitcast i16 %2382 to <16 x i1>
  %2385 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %2383, <16 x i1> %2384, <16 x float> <float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison>)
  %2386 = shufflevector <16 x float> %2380, <16 x float> %2385, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %2387 = bitcast <16 x float> %2368 to <8 x i64>
  %2388 = bitcast <16 x float> %2386 to <8 x i64>
  %2389 = and <8 x i64> %2388, %2387
  %2390 = fcmp oeq <16 x float> %2368, %2386
  %2391 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %2386, <16 x float> %2368, i32 4)
  %2392 = bitcast <8 x i64> %2389 to <16 x float>
  %2393 = select <16 x i1> %2390, <16 x float> %2392, <16 x float> %2391
  %2394 = fcmp uno <16 x float> %2386, zeroinitializer
  %2395 = select <16 x i1> %2394, <16 x float> %2386, <16 x float> %2393
  store <16 x float> %2395, ptr %2367, align 64
  br label %2396

2396:                                             ; preds = %2366, %2350
  %2397 = add nuw nsw i64 %2351, 1
  %2398 = icmp eq i64 %2397, 8
  br i1 %2398, label %2347, label %2350

2399:                                             ; preds = %2347, %2340, %2333
  %2400 = add nuw nsw i64 %2334, 1
  %2401 = icmp eq i64 %2400, %9
  br i1 %2401, label %2237, label %2333

2402:                                             ; preds = %2235
  call void @llvm.lifetime.start.p0(ptr nonnull %26)
  store <16 x float> splat (float 0xFFF0000000000000), ptr %26, align 64
  store <16 x float> splat (float 0xFFF0000000000000), ptr %36, align 64
  store <16 x float> splat (float 0xFFF0000000000000), ptr %37, align 64
  store <16 x float> splat (float 0xFFF0000000000000), ptr %38, align 64
  store <16 x float> splat (float 0xFFF0000000000000), ptr %39, align 64
  store <16 x float> splat (float 0xFFF0000000000000), ptr %40, align 64
  store <16 x float> splat (float 0xFFF0000000000000), ptr %41, align 64
  store <16 x float> splat (float 0xFFF0000000000000), ptr %42, align 64
  br i1 %34, label %2499, label %2412

2403:                                             ; preds = %2554
  %2404 = load <16 x float>, ptr %26, align 64
  %2405 = load <16 x float>, ptr %36, align 64
  %2406 = load <16 x float>, ptr %37, align 64
  %2407 = load <16 x float>, ptr %38, align 64
  %2408 = load <16 x float>, ptr %39, align 64
  %2409 = load <16 x float>, ptr %40, align 64
  %2410 = load <16 x float>, ptr %41, align 64
  %2411 = load <16 x float>, ptr %42, align 64
  br label %2412

2412:                                             ; preds = %2403, %2402
  %2413 = phi <16 x float> [ %2411, %2403 ], [ splat (float 0xFFF0000000000000), %2402 ]
  %2414 = phi <16 x float> [ %2410, %2403 ], [ splat (float 0xFFF0000000000000), %2402 ]
  %2415 = phi <16 x float> [ %2409, %2403 ], [ splat (float 0xFFF0000000000000), %2402 ]
  %2416 = phi <16 x float> [ %2408, %2403 ], [ splat (float 0xFFF0000000000000), %2402 ]
  %2417 = phi <16 x float> [ %2407, %2403 ], [ splat (float 0xFFF0000000000000), %2402 ]
  %2418 = phi <16 x float> [ %2406, %2403 ], [ splat (float 0xFFF0000000000000), %2402 ]
  %2419 = phi <16 x float> [ %2405, %2403 ], [ splat (float 0xFFF0000000000000), %2402 ]
  %2420 = phi <16 x float> [ %2404, %2403 ], [ splat (float 0xFFF0000000000000), %2402 ]
  %2421 = getelementptr inbounds nuw float, ptr %92, i64 %100
  %2422 = icmp sgt i64 %101, 15
  %2423 = trunc i64 %101 to i32
  %2424 = shl nsw i32 -1, %2423
  %2425 = trunc i32 %2424 to i16
  %2426 = xor i16 %2425, -1
  %2427 = select i1 %2422, i16 -1, i16 %2426
  %2428 = bitcast i16 %2427 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2420, ptr align 1 %2421, <16 x i1> %2428)
  %2429 = or disjoint i64 %100, 16
  %2430 = sub nsw i64 %8, %2429
  %2431 = getelementptr inbounds nuw i8, ptr %2421, i64 64
  %2432 = icmp sgt i64 %2430, 15
  %2433 = trunc i64 %2430 to i32
  %2434 = shl nsw i32 -1, %2433
  %2435 = trunc i32 %2434 to i16
  %2436 = xor i16 %2435, -1
  %2437 = select i1 %2432, i16 -1, i16 %2436
  %2438 = bitcast i16 %2437 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2419, ptr nonnull align 1 %2431, <16 x i1> %2438)
  %2439 = or disjoint i64 %100, 32
  %2440 = sub nsw i64 %8, %2439
  %2441 = getelementptr inbounds nuw i8, ptr %2421, i64 128
  %2442 = icmp sgt i64 %2440, 15
  %2443 = trunc i64 %2440 to i32
  %2444 = shl nsw i32 -1, %2443
  %2445 = trunc i32 %2444 to i16
  %2446 = xor i16 %2445, -1
  %2447 = select i1 %2442, i16 -1, i16 %2446
  %2448 = bitcast i16 %2447 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2418, ptr nonnull align 1 %2441, <16 x i1> %2448)
  %2449 = or disjoint i64 %100, 48
  %2450 = sub nsw i64 %8, %2449
  %2451 = getelementptr inbounds nuw i8, ptr %2421, i64 192
  %2452 = icmp sgt i64 %2450, 15
  %2453 = trunc i64 %2450 to i32
  %2454 = shl nsw i32 -1, %2453
  %2455 = trunc i32 %2454 to i16
  %2456 = xor i16 %2455, -1
  %2457 = select i1 %2452, i16 -1, i16 %2456
  %2458 = bitcast i16 %2457 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2417, ptr nonnull align 1 %2451, <16 x i1> %2458)
  %2459 = or disjoint i64 %100, 64
  %2460 = sub nsw i64 %8, %2459
  %2461 = getelementptr inbounds nuw i8, ptr %2421, i64 256
  %2462 = icmp sgt i64 %2460, 15
  %2463 = trunc i64 %2460 to i32
  %2464 = shl nsw i32 -1, %2463
  %2465 = trunc i32 %2464 to i16
  %2466 = xor i16 %2465, -1
  %2467 = select i1 %2462, i16 -1, i16 %2466
  %2468 = bitcast i16 %2467 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2416, ptr nonnull align 1 %2461, <16 x i1> %2468)
  %2469 = or disjoint i64 %100, 80
  %2470 = sub nsw i64 %8, %2469
  %2471 = getelementptr inbounds nuw i8, ptr %2421, i64 320
  %2472 = icmp sgt i64 %2470, 15
  %2473 = trunc i64 %2470 to i32
  %2474 = shl nsw i32 -1, %2473
  %2475 = trunc i32 %2474 to i16
  %2476 = xor i16 %2475, -1
  %2477 = select i1 %2472, i16 -1, i16 %2476
  %2478 = bitcast i16 %2477 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2415, ptr nonnull align 1 %2471, <16 x i1> %2478)
  %2479 = or disjoint i64 %100, 96
  %2480 = sub nsw i64 %8, %2479
  %2481 = getelementptr inbounds nuw i8, ptr %2421, i64 384
  %2482 = icmp sgt i64 %2480, 15
  %2483 = trunc i64 %2480 to i32
  %2484 = shl nsw i32 -1, %2483
  %2485 = trunc i32 %2484 to i16
  %2486 = xor i16 %2485, -1
  %2487 = select i1 %2482, i16 -1, i16 %2486
  %2488 = bitcast i16 %2487 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2414, ptr nonnull align 1 %2481, <16 x i1> %2488)
  %2489 = or disjoint i64 %100, 112
  %2490 = sub nsw i64 %8, %2489
  %2491 = getelementptr inbounds nuw i8, ptr %2421, i64 448
  %2492 = icmp sgt i64 %2490, 15
  %2493 = trunc i64 %2490 to i32
  %2494 = shl nsw i32 -1, %2493
  %2495 = trunc i32 %2494 to i16
  %2496 = xor i16 %2495, -1
  %2497 = select i1 %2492, i16 -1, i16 %2496
  %2498 = bitcast i16 %2497 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2413, ptr nonnull align 1 %2491, <16 x i1> %2498)
  call void @llvm.lifetime.end.p0(ptr nonnull %26)
  br label %2557

2499:                                             ; preds = %2402, %2554
  %2500 = phi i64 [ %2555, %2554 ], [ 0, %2402 ]
  %2501 = mul nsw i64 %2500, %13
  %2502 = add i64 %95, %2501
  %2503 = icmp sgt i64 %2502, -1
  %2504 = icmp slt i64 %2502, %5
  %2505 = and i1 %2503, %2504
  br i1 %2505, label %2506, label %2554

2506:                                             ; preds = %2499
  %2507 = mul nsw i64 %2502, %6
  %2508 = getelementptr inbounds float, ptr %86, i64 %2507
  br i1 %35, label %2509, label %2554

2509:                                             ; preds = %2506, %2513
  %2510 = phi i64 [ %2514, %2513 ], [ 0, %2506 ]
  %2511 = mul nsw i64 %2510, %14
  %2512 = sub i64 %2511, %16
  br label %2516

2513:                                             ; preds = %2551
  %2514 = add nuw nsw i64 %2510, 1
  %2515 = icmp eq i64 %2514, %10
  br i1 %2515, label %2554, label %2509

2516:                                             ; preds = %2509, %2551
  %2517 = phi i64 [ 0, %2509 ], [ %2552, %2551 ]
  %2518 = shl nuw nsw i64 %2517, 4
  %2519 = or disjoint i64 %100, %2518
  %2520 = sub nsw i64 %8, %2519
  %2521 = add i64 %2512, %2519
  %2522 = icmp slt i64 %2521, 0
  %2523 = sub nsw i64 0, %2521
  %2524 = select i1 %2522, i64 %2523, i64 0
  %2525 = sub nsw i64 %6, %2521
  %2526 = tail call i64 @llvm.smin.i64(i64 %2525, i64 %2520)
  %2527 = tail call i64 @llvm.smin.i64(i64 %2526, i64 16)
  %2528 = icmp sgt i64 %2527, %2524
  br i1 %2528, label %2529, label %2551

2529:                                             ; preds = %2516
  %2530 = getelementptr inbounds nuw <16 x float>, ptr %26, i64 %2517
  %2531 = load <16 x float>, ptr %2530, align 64
  %2532 = trunc i64 %2527 to i32
  %2533 = shl nsw i32 -1, %2532
  %2534 = xor i32 %2533, -1
  %2535 = trunc i64 %2524 to i32
  %2536 = shl nsw i32 -1, %2535
  %2537 = and i32 %2536, %2534
  %2538 = trunc i32 %2537 to i16
  %2539 = getelementptr inbounds float, ptr %2508, i64 %2521
  %2540 = bitcast i16 %2538 to <16 x i1>
  %2541 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2539, <16 x i1> %2540, <16 x float> splat (float 0xFFF0000000000000))
  %2542 = bitcast <16 x float> %2531 to <8 x i64>
  %2543 = bitcast <16 x float> %2541 to <8 x i64>
  %2544 = and <8 x i64> %2543, %2542
  %2545 = fcmp oeq <16 x float> %2531, %2541
  %2546 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %2541, <16 x float> %2531, i32 4)
  %2547 = bitcast <8 x i64> %2544 to <16 x float>
  %2548 = select <16 x i1> %2545, <16 x float> %2547, <16 x float> %2546
  %2549 = fcmp uno <16 x float> %2541, zeroinitializer
  %2550 = select <16 x i1> %2549, <16 x float> %2541, <16 x float> %2548
  store <16 x float> %2550, ptr %2530, align 64
  br label %2551

2551:                                             ; preds = %2529, %2516
  %2552 = add nuw nsw i64 %2517, 1
  %2553 = icmp eq i64 %2552, 8
  br i1 %2553, label %2513, label %2516

2554:                                             ; preds = %2513, %2506, %2499
  %2555 = add nuw nsw i64 %2500, 1
  %2556 = icmp eq i64 %2555, %9
  br i1 %2556, label %2403, label %2499

2557:                                             ; preds = %2246, %2412, %1947, %2101, %1672, %1814, %1292, %1425, %856, %1090, %505, %685, %257, %383, %113, %184, %99
  %2558 = add nuw nsw i64 %100, 128
  %2559 = icmp slt i64 %2558, %8
  br i1 %2559, label %99, label %96
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none))

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none))

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float>, <16 x float>, i32 immarg)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr captures(none), <16 x i1>, <16 x float>)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr captures(none), <16 x i1>)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64)
