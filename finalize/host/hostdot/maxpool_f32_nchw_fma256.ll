; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define hidden void @mgxport_maxpool_f32_nchw_fma256(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11, i64 noundef %12, i64 noundef %13, i64 noundef %14, i64 noundef %15, i64 noundef %16, i64 noundef %17, i64 noundef %18) local_unnamed_addr {
  %20 = alloca [8 x <8 x float>], align 32
  %21 = alloca [8 x <8 x float>], align 32
  %22 = alloca [8 x <8 x float>], align 32
  %23 = alloca [8 x <8 x float>], align 32
  %24 = alloca [8 x <8 x float>], align 32
  %25 = alloca [8 x <8 x float>], align 32
  %26 = alloca [8 x <8 x float>], align 32
  %27 = alloca [8 x <8 x float>], align 32
  %28 = alloca [8 x <8 x float>], align 32
  %29 = alloca [8 x <8 x float>], align 32
  %30 = inttoptr i64 %0 to ptr
  %31 = inttoptr i64 %1 to ptr
  %32 = icmp eq i64 %12, 2
  %33 = icmp slt i64 %2, %3
  br i1 %33, label %34, label %88

34:                                               ; preds = %19
  %35 = mul i64 %6, %5
  %36 = icmp sgt i64 %8, 0
  %37 = icmp sgt i64 %9, 0
  %38 = icmp sgt i64 %10, 0
  %39 = getelementptr inbounds nuw i8, ptr %29, i64 32
  %40 = getelementptr inbounds nuw i8, ptr %29, i64 64
  %41 = getelementptr inbounds nuw i8, ptr %29, i64 96
  %42 = getelementptr inbounds nuw i8, ptr %29, i64 128
  %43 = getelementptr inbounds nuw i8, ptr %29, i64 160
  %44 = getelementptr inbounds nuw i8, ptr %29, i64 192
  %45 = getelementptr inbounds nuw i8, ptr %29, i64 224
  %46 = getelementptr inbounds nuw i8, ptr %28, i64 32
  %47 = getelementptr inbounds nuw i8, ptr %28, i64 64
  %48 = getelementptr inbounds nuw i8, ptr %28, i64 96
  %49 = getelementptr inbounds nuw i8, ptr %28, i64 128
  %50 = getelementptr inbounds nuw i8, ptr %28, i64 160
  %51 = getelementptr inbounds nuw i8, ptr %28, i64 192
  %52 = getelementptr inbounds nuw i8, ptr %28, i64 224
  %53 = getelementptr inbounds nuw i8, ptr %27, i64 32
  %54 = getelementptr inbounds nuw i8, ptr %27, i64 64
  %55 = getelementptr inbounds nuw i8, ptr %27, i64 96
  %56 = getelementptr inbounds nuw i8, ptr %27, i64 128
  %57 = getelementptr inbounds nuw i8, ptr %27, i64 160
  %58 = getelementptr inbounds nuw i8, ptr %27, i64 192
  %59 = getelementptr inbounds nuw i8, ptr %26, i64 32
  %60 = getelementptr inbounds nuw i8, ptr %26, i64 64
  %61 = getelementptr inbounds nuw i8, ptr %26, i64 96
  %62 = getelementptr inbounds nuw i8, ptr %26, i64 128
  %63 = getelementptr inbounds nuw i8, ptr %26, i64 160
  %64 = getelementptr inbounds nuw i8, ptr %26, i64 192
  %65 = getelementptr inbounds nuw i8, ptr %25, i64 32
  %66 = getelementptr inbounds nuw i8, ptr %25, i64 64
  %67 = getelementptr inbounds nuw i8, ptr %25, i64 96
  %68 = getelementptr inbounds nuw i8, ptr %25, i64 128
  %69 = getelementptr inbounds nuw i8, ptr %25, i64 160
  %70 = getelementptr inbounds nuw i8, ptr %24, i64 32
  %71 = getelementptr inbounds nuw i8, ptr %24, i64 64
  %72 = getelementptr inbounds nuw i8, ptr %24, i64 96
  %73 = getelementptr inbounds nuw i8, ptr %24, i64 128
  %74 = getelementptr inbounds nuw i8, ptr %24, i64 160
  %75 = getelementptr inbounds nuw i8, ptr %23, i64 32
  %76 = getelementptr inbounds nuw i8, ptr %23, i64 64
  %77 = getelementptr inbounds nuw i8, ptr %23, i64 96
  %78 = getelementptr inbounds nuw i8, ptr %23, i64 128
  %79 = getelementptr inbounds nuw i8, ptr %22, i64 32
  %80 = getelementptr inbounds nuw i8, ptr %22, i64 64
  %81 = getelementptr inbounds nuw i8, ptr %22, i64 96
  %82 = getelementptr inbounds nuw i8, ptr %22, i64 128
  %83 = getelementptr inbounds nuw i8, ptr %21, i64 32
  %84 = getelementptr inbounds nuw i8, ptr %21, i64 64
  %85 = getelementptr inbounds nuw i8, ptr %21, i64 96
  %86 = getelementptr inbounds nuw i8, ptr %20, i64 32
  %87 = getelementptr inbounds nuw i8, ptr %20, i64 64
  br label %89

88:                                               ; preds = %108, %19
  ret void

89:                                               ; preds = %34, %108
  %90 = phi i64 [ %2, %34 ], [ %109, %108 ]
  %91 = srem i64 %90, %7
  %92 = sdiv i64 %90, %7
  %93 = srem i64 %92, %4
  %94 = sdiv i64 %92, %4
  %95 = mul nsw i64 %94, %17
  %96 = getelementptr inbounds float, ptr %30, i64 %95
  %97 = mul i64 %35, %93
  %98 = getelementptr inbounds float, ptr %96, i64 %97
  %99 = mul nsw i64 %94, %18
  %100 = getelementptr inbounds float, ptr %31, i64 %99
  %101 = mul nsw i64 %93, %7
  %102 = add nsw i64 %101, %91
  %103 = mul nsw i64 %102, %8
  %104 = getelementptr inbounds float, ptr %100, i64 %103
  br i1 %36, label %105, label %108

105:                                              ; preds = %89
  %106 = mul nsw i64 %91, %11
  %107 = sub i64 %106, %15
  br label %111

108:                                              ; preds = %2132, %89
  %109 = add nsw i64 %90, 1
  %110 = icmp eq i64 %109, %3
  br i1 %110, label %88, label %89

111:                                              ; preds = %105, %2132
  %112 = phi i64 [ 0, %105 ], [ %2134, %2132 ]
  %113 = phi i64 [ 0, %105 ], [ %2133, %2132 ]
  %114 = sub nsw i64 %8, %113
  %115 = add nuw nsw i64 %114, 7
  %116 = lshr i64 %115, 3
  %117 = icmp ugt i64 %114, 56
  %118 = trunc i64 %116 to i32
  %119 = select i1 %117, i32 8, i32 %118
  switch i32 %119, label %2132 [
    i32 1, label %120
    i32 2, label %266
    i32 3, label %519
    i32 4, label %779
    i32 5, label %1092
    i32 6, label %1325
    i32 7, label %1576
    i32 8, label %1845
  ]

120:                                              ; preds = %111
  br i1 %32, label %121, label %203

121:                                              ; preds = %120
  br i1 %37, label %122, label %126

122:                                              ; preds = %121
  %123 = shl nuw nsw i64 %113, 1
  %124 = shl nsw i64 %114, 1
  %125 = add nsw i64 %124, -1
  br label %135

126:                                              ; preds = %199, %121
  %127 = phi <8 x float> [ splat (float 0xFFF0000000000000), %121 ], [ %200, %199 ]
  %128 = add i64 %112, %8
  %129 = getelementptr inbounds nuw float, ptr %104, i64 %113
  %130 = tail call i64 @llvm.smin.i64(i64 %128, i64 8)
  %131 = trunc i64 %130 to i32
  %132 = insertelement <8 x i32> poison, i32 %131, i64 0
  %133 = shufflevector <8 x i32> %132, <8 x i32> poison, <8 x i32> zeroinitializer
  %134 = icmp sgt <8 x i32> %133, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %127, ptr align 1 %129, <8 x i1> %134)
  br label %2132

135:                                              ; preds = %122, %199
  %136 = phi <8 x float> [ splat (float 0xFFF0000000000000), %122 ], [ %200, %199 ]
  %137 = phi i64 [ 0, %122 ], [ %201, %199 ]
  %138 = mul nsw i64 %137, %13
  %139 = add i64 %107, %138
  %140 = icmp sgt i64 %139, -1
  %141 = icmp slt i64 %139, %5
  %142 = and i1 %140, %141
  br i1 %142, label %143, label %199

143:                                              ; preds = %135
  %144 = mul nsw i64 %139, %6
  %145 = getelementptr inbounds float, ptr %98, i64 %144
  br i1 %38, label %146, label %199

146:                                              ; preds = %143, %195
  %147 = phi <8 x float> [ %196, %195 ], [ %136, %143 ]
  %148 = phi i64 [ %197, %195 ], [ 0, %143 ]
  %149 = mul nsw i64 %148, %14
  %150 = sub i64 %149, %16
  %151 = add i64 %150, %123
  %152 = icmp slt i64 %151, 0
  %153 = sub nsw i64 0, %151
  %154 = select i1 %152, i64 %153, i64 0
  %155 = sub nsw i64 %6, %151
  %156 = tail call i64 @llvm.smin.i64(i64 %155, i64 %125)
  %157 = tail call i64 @llvm.smin.i64(i64 %156, i64 16)
  %158 = icmp sgt i64 %157, %154
  br i1 %158, label %159, label %195

159:                                              ; preds = %146
  %160 = getelementptr inbounds float, ptr %145, i64 %151
  %161 = trunc i64 %154 to i32
  %162 = trunc i64 %157 to i32
  %163 = insertelement <8 x i32> poison, i32 %161, i64 0
  %164 = shufflevector <8 x i32> %163, <8 x i32> poison, <8 x i32> zeroinitializer
  %165 = icmp slt <8 x i32> %164, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %166 = insertelement <8 x i32> poison, i32 %162, i64 0
  %167 = shufflevector <8 x i32> %166, <8 x i32> poison, <8 x i32> zeroinitializer
  %168 = icmp sgt <8 x i32> %167, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %169 = and <8 x i1> %165, %168
  %170 = add nsw i32 %161, -8
  %171 = insertelement <8 x i32> poison, i32 %170, i64 0
  %172 = shufflevector <8 x i32> %171, <8 x i32> poison, <8 x i32> zeroinitializer
  %173 = icmp slt <8 x i32> %172, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %174 = add nsw i32 %162, -8
  %175 = insertelement <8 x i32> poison, i32 %174, i64 0
  %176 = shufflevector <8 x i32> %175, <8 x i32> poison, <8 x i32> zeroinitializer
  %177 = icmp sgt <8 x i32> %176, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %178 = and <8 x i1> %173, %177
  %179 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr readonly align 1 %160, <8 x i1> %169, <8 x float> <float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison>)
  %180 = getelementptr inbounds nuw i8, ptr %160, i64 32
  %181 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull readonly align 1 %180, <8 x i1> %178, <8 x float> <float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison>)
  %182 = shufflevector <8 x float> %179, <8 x float> %181, <8 x i32> <i32 0, i32 2, i32 8, i32 10, i32 4, i32 6, i32 12, i32 14>
  %183 = bitcast <8 x float> %182 to <4 x double>
  %184 = shufflevector <4 x double> %183, <4 x double> poison, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  %185 = bitcast <4 x double> %184 to <8 x float>
  %186 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %185, <8 x float> %147)
  %187 = bitcast <8 x float> %147 to <8 x i32>
  %188 = bitcast <4 x double> %184 to <8 x i32>
  %189 = and <8 x i32> %188, %187
  %190 = bitcast <8 x i32> %189 to <8 x float>
  %191 = fcmp oeq <8 x float> %147, %185
  %192 = select <8 x i1> %191, <8 x float> %190, <8 x float> %186
  %193 = fcmp uno <8 x float> %185, zeroinitializer
  %194 = select <8 x i1> %193, <8 x float> %185, <8 x float> %192
  br label %195

195:                                              ; preds = %159, %146
  %196 = phi <8 x float> [ %194, %159 ], [ %147, %146 ]
  %197 = add nuw nsw i64 %148, 1
  %198 = icmp eq i64 %197, %10
  br i1 %198, label %199, label %146

199:                                              ; preds = %195, %143, %135
  %200 = phi <8 x float> [ %136, %135 ], [ %136, %143 ], [ %196, %195 ]
  %201 = add nuw nsw i64 %137, 1
  %202 = icmp eq i64 %201, %9
  br i1 %202, label %126, label %135

203:                                              ; preds = %120
  br i1 %37, label %213, label %204

204:                                              ; preds = %262, %203
  %205 = phi <8 x float> [ splat (float 0xFFF0000000000000), %203 ], [ %263, %262 ]
  %206 = add i64 %112, %8
  %207 = getelementptr inbounds nuw float, ptr %104, i64 %113
  %208 = tail call i64 @llvm.smin.i64(i64 %206, i64 8)
  %209 = trunc i64 %208 to i32
  %210 = insertelement <8 x i32> poison, i32 %209, i64 0
  %211 = shufflevector <8 x i32> %210, <8 x i32> poison, <8 x i32> zeroinitializer
  %212 = icmp sgt <8 x i32> %211, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %205, ptr align 1 %207, <8 x i1> %212)
  br label %2132

213:                                              ; preds = %203, %262
  %214 = phi <8 x float> [ %263, %262 ], [ splat (float 0xFFF0000000000000), %203 ]
  %215 = phi i64 [ %264, %262 ], [ 0, %203 ]
  %216 = mul nsw i64 %215, %13
  %217 = add i64 %107, %216
  %218 = icmp sgt i64 %217, -1
  %219 = icmp slt i64 %217, %5
  %220 = and i1 %218, %219
  br i1 %220, label %221, label %262

221:                                              ; preds = %213
  %222 = mul nsw i64 %217, %6
  %223 = getelementptr inbounds float, ptr %98, i64 %222
  br i1 %38, label %224, label %262

224:                                              ; preds = %221, %258
  %225 = phi <8 x float> [ %259, %258 ], [ %214, %221 ]
  %226 = phi i64 [ %260, %258 ], [ 0, %221 ]
  %227 = mul nsw i64 %226, %14
  %228 = sub i64 %227, %16
  %229 = add i64 %228, %113
  %230 = icmp slt i64 %229, 0
  %231 = sub nsw i64 0, %229
  %232 = select i1 %230, i64 %231, i64 0
  %233 = sub nsw i64 %6, %229
  %234 = tail call i64 @llvm.smin.i64(i64 %233, i64 %114)
  %235 = tail call i64 @llvm.smin.i64(i64 %234, i64 8)
  %236 = icmp sgt i64 %235, %232
  br i1 %236, label %237, label %258

237:                                              ; preds = %224
  %238 = getelementptr inbounds float, ptr %223, i64 %229
  %239 = trunc i64 %232 to i32
  %240 = insertelement <8 x i32> poison, i32 %239, i64 0
  %241 = shufflevector <8 x i32> %240, <8 x i32> poison, <8 x i32> zeroinitializer
  %242 = icmp slt <8 x i32> %241, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %243 = trunc i64 %235 to i32
  %244 = insertelement <8 x i32> poison, i32 %243, i64 0
  %245 = shufflevector <8 x i32> %244, <8 x i32> poison, <8 x i32> zeroinitializer
  %246 = icmp sgt <8 x i32> %245, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %247 = and <8 x i1> %242, %246
  %248 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %238, <8 x i1> %247, <8 x float> splat (float 0xFFF0000000000000))
  %249 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %248, <8 x float> %225)
  %250 = bitcast <8 x float> %225 to <8 x i32>
  %251 = bitcast <8 x float> %248 to <8 x i32>
  %252 = and <8 x i32> %251, %250
  %253 = bitcast <8 x i32> %252 to <8 x float>
  %254 = fcmp oeq <8 x float> %225, %248
  %255 = select <8 x i1> %254, <8 x float> %253, <8 x float> %249
  %256 = fcmp uno <8 x float> %248, zeroinitializer
  %257 = select <8 x i1> %256, <8 x float> %248, <8 x float> %255
  br label %258

258:                                              ; preds = %237, %224
  %259 = phi <8 x float> [ %257, %237 ], [ %225, %224 ]
  %260 = add nuw nsw i64 %226, 1
  %261 = icmp eq i64 %260, %10
  br i1 %261, label %262, label %224

262:                                              ; preds = %258, %221, %213
  %263 = phi <8 x float> [ %214, %213 ], [ %214, %221 ], [ %259, %258 ]
  %264 = add nuw nsw i64 %215, 1
  %265 = icmp eq i64 %264, %9
  br i1 %265, label %204, label %213

266:                                              ; preds = %111
  br i1 %32, label %267, label %411

267:                                              ; preds = %266
  br i1 %37, label %268, label %277

268:                                              ; preds = %267
  %269 = shl nuw nsw i64 %113, 1
  %270 = shl nsw i64 %114, 1
  %271 = add nsw i64 %270, -1
  %272 = or disjoint i64 %113, 8
  %273 = sub nsw i64 %8, %272
  %274 = shl nuw nsw i64 %272, 1
  %275 = shl nsw i64 %273, 1
  %276 = add nsw i64 %275, -1
  br label %294

277:                                              ; preds = %406, %267
  %278 = phi <8 x float> [ splat (float 0xFFF0000000000000), %267 ], [ %407, %406 ]
  %279 = phi <8 x float> [ splat (float 0xFFF0000000000000), %267 ], [ %408, %406 ]
  %280 = add i64 %112, %8
  %281 = getelementptr inbounds nuw float, ptr %104, i64 %113
  %282 = tail call i64 @llvm.smin.i64(i64 %280, i64 8)
  %283 = trunc i64 %282 to i32
  %284 = insertelement <8 x i32> poison, i32 %283, i64 0
  %285 = shufflevector <8 x i32> %284, <8 x i32> poison, <8 x i32> zeroinitializer
  %286 = icmp sgt <8 x i32> %285, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %278, ptr align 1 %281, <8 x i1> %286)
  %287 = add i64 %280, -8
  %288 = getelementptr inbounds nuw i8, ptr %281, i64 32
  %289 = tail call i64 @llvm.smin.i64(i64 %287, i64 8)
  %290 = trunc i64 %289 to i32
  %291 = insertelement <8 x i32> poison, i32 %290, i64 0
  %292 = shufflevector <8 x i32> %291, <8 x i32> poison, <8 x i32> zeroinitializer
  %293 = icmp sgt <8 x i32> %292, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %279, ptr nonnull align 1 %288, <8 x i1> %293)
  br label %2132

294:                                              ; preds = %268, %406
  %295 = phi <8 x float> [ splat (float 0xFFF0000000000000), %268 ], [ %407, %406 ]
  %296 = phi <8 x float> [ splat (float 0xFFF0000000000000), %268 ], [ %408, %406 ]
  %297 = phi i64 [ 0, %268 ], [ %409, %406 ]
  %298 = mul nsw i64 %297, %13
  %299 = add i64 %107, %298
  %300 = icmp sgt i64 %299, -1
  %301 = icmp slt i64 %299, %5
  %302 = and i1 %300, %301
  br i1 %302, label %303, label %406

303:                                              ; preds = %294
  %304 = mul nsw i64 %299, %6
  %305 = getelementptr inbounds float, ptr %98, i64 %304
  br i1 %38, label %306, label %406

306:                                              ; preds = %303, %402
  %307 = phi <8 x float> [ %357, %402 ], [ %295, %303 ]
  %308 = phi <8 x float> [ %403, %402 ], [ %296, %303 ]
  %309 = phi i64 [ %404, %402 ], [ 0, %303 ]
  %310 = mul nsw i64 %309, %14
  %311 = sub i64 %310, %16
  %312 = add i64 %311, %269
  %313 = icmp slt i64 %312, 0
  %314 = sub nsw i64 0, %312
  %315 = select i1 %313, i64 %314, i64 0
  %316 = sub nsw i64 %6, %312
  %317 = tail call i64 @llvm.smin.i64(i64 %316, i64 %271)
  %318 = tail call i64 @llvm.smin.i64(i64 %317, i64 16)
  %319 = icmp sgt i64 %318, %315
  br i1 %319, label %320, label %356

320:                                              ; preds = %306
  %321 = getelementptr inbounds float, ptr %305, i64 %312
  %322 = trunc i64 %315 to i32
  %323 = trunc i64 %318 to i32
  %324 = insertelement <8 x i32> poison, i32 %322, i64 0
  %325 = shufflevector <8 x i32> %324, <8 x i32> poison, <8 x i32> zeroinitializer
  %326 = icmp slt <8 x i32> %325, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %327 = insertelement <8 x i32> poison, i32 %323, i64 0
  %328 = shufflevector <8 x i32> %327, <8 x i32> poison, <8 x i32> zeroinitializer
  %329 = icmp sgt <8 x i32> %328, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %330 = and <8 x i1> %326, %329
  %331 = add nsw i32 %322, -8
  %332 = insertelement <8 x i32> poison, i32 %331, i64 0
  %333 = shufflevector <8 x i32> %332, <8 x i32> poison, <8 x i32> zeroinitializer
  %334 = icmp slt <8 x i32> %333, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %335 = add nsw i32 %323, -8
  %336 = insertelement <8 x i32> poison, i32 %335, i64 0
  %337 = shufflevector <8 x i32> %336, <8 x i32> poison, <8 x i32> zeroinitializer
  %338 = icmp sgt <8 x i32> %337, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %339 = and <8 x i1> %334, %338
  %340 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr readonly align 1 %321, <8 x i1> %330, <8 x float> <float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison>)
  %341 = getelementptr inbounds nuw i8, ptr %321, i64 32
  %342 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull readonly align 1 %341, <8 x i1> %339, <8 x float> <float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison>)
  %343 = shufflevector <8 x float> %340, <8 x float> %342, <8 x i32> <i32 0, i32 2, i32 8, i32 10, i32 4, i32 6, i32 12, i32 14>
  %344 = bitcast <8 x float> %343 to <4 x double>
  %345 = shufflevector <4 x double> %344, <4 x double> poison, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  %346 = bitcast <4 x double> %345 to <8 x float>
  %347 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %346, <8 x float> %307)
  %348 = bitcast <8 x float> %307 to <8 x i32>
  %349 = bitcast <4 x double> %345 to <8 x i32>
  %350 = and <8 x i32> %349, %348
  %351 = bitcast <8 x i32> %350 to <8 x float>
  %352 = fcmp oeq <8 x float> %307, %346
  %353 = select <8 x i1> %352, <8 x float> %351, <8 x float> %347
  %354 = fcmp uno <8 x float> %346, zeroinitializer
  %355 = select <8 x i1> %354, <8 x float> %346, <8 x float> %353
  br label %356

356:                                              ; preds = %320, %306
  %357 = phi <8 x float> [ %355, %320 ], [ %307, %306 ]
  %358 = add i64 %311, %274
  %359 = icmp slt i64 %358, 0
  %360 = sub nsw i64 0, %358
  %361 = select i1 %359, i64 %360, i64 0
  %362 = sub nsw i64 %6, %358
  %363 = tail call i64 @llvm.smin.i64(i64 %362, i64 %276)
  %364 = tail call i64 @llvm.smin.i64(i64 %363, i64 16)
  %365 = icmp sgt i64 %364, %361
  br i1 %365, label %366, label %402

366:                                              ; preds = %356
  %367 = getelementptr inbounds float, ptr %305, i64 %358
  %368 = trunc i64 %361 to i32
  %369 = trunc i64 %364 to i32
  %370 = insertelement <8 x i32> poison, i32 %368, i64 0
  %371 = shufflevector <8 x i32> %370, <8 x i32> poison, <8 x i32> zeroinitializer
  %372 = icmp slt <8 x i32> %371, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %373 = insertelement <8 x i32> poison, i32 %369, i64 0
  %374 = shufflevector <8 x i32> %373, <8 x i32> poison, <8 x i32> zeroinitializer
  %375 = icmp sgt <8 x i32> %374, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %376 = and <8 x i1> %372, %375
  %377 = add nsw i32 %368, -8
  %378 = insertelement <8 x i32> poison, i32 %377, i64 0
  %379 = shufflevector <8 x i32> %378, <8 x i32> poison, <8 x i32> zeroinitializer
  %380 = icmp slt <8 x i32> %379, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %381 = add nsw i32 %369, -8
  %382 = insertelement <8 x i32> poison, i32 %381, i64 0
  %383 = shufflevector <8 x i32> %382, <8 x i32> poison, <8 x i32> zeroinitializer
  %384 = icmp sgt <8 x i32> %383, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %385 = and <8 x i1> %380, %384
  %386 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr readonly align 1 %367, <8 x i1> %376, <8 x float> <float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison>)
  %387 = getelementptr inbounds nuw i8, ptr %367, i64 32
  %388 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull readonly align 1 %387, <8 x i1> %385, <8 x float> <float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison>)
  %389 = shufflevector <8 x float> %386, <8 x float> %388, <8 x i32> <i32 0, i32 2, i32 8, i32 10, i32 4, i32 6, i32 12, i32 14>
  %390 = bitcast <8 x float> %389 to <4 x double>
  %391 = shufflevector <4 x double> %390, <4 x double> poison, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  %392 = bitcast <4 x double> %391 to <8 x float>
  %393 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %392, <8 x float> %308)
  %394 = bitcast <8 x float> %308 to <8 x i32>
  %395 = bitcast <4 x double> %391 to <8 x i32>
  %396 = and <8 x i32> %395, %394
  %397 = bitcast <8 x i32> %396 to <8 x float>
  %398 = fcmp oeq <8 x float> %308, %392
  %399 = select <8 x i1> %398, <8 x float> %397, <8 x float> %393
  %400 = fcmp uno <8 x float> %392, zeroinitializer
  %401 = select <8 x i1> %400, <8 x float> %392, <8 x float> %399
  br label %402

402:                                              ; preds = %366, %356
  %403 = phi <8 x float> [ %401, %366 ], [ %308, %356 ]
  %404 = add nuw nsw i64 %309, 1
  %405 = icmp eq i64 %404, %10
  br i1 %405, label %406, label %306

406:                                              ; preds = %402, %303, %294
  %407 = phi <8 x float> [ %295, %294 ], [ %295, %303 ], [ %357, %402 ]
  %408 = phi <8 x float> [ %296, %294 ], [ %296, %303 ], [ %403, %402 ]
  %409 = add nuw nsw i64 %297, 1
  %410 = icmp eq i64 %409, %9
  br i1 %410, label %277, label %294

411:                                              ; preds = %266
  br i1 %37, label %412, label %415

412:                                              ; preds = %411
  %413 = or disjoint i64 %113, 8
  %414 = sub nsw i64 %8, %413
  br label %432

415:                                              ; preds = %514, %411
  %416 = phi <8 x float> [ splat (float 0xFFF0000000000000), %411 ], [ %515, %514 ]
  %417 = phi <8 x float> [ splat (float 0xFFF0000000000000), %411 ], [ %516, %514 ]
  %418 = add i64 %112, %8
  %419 = getelementptr inbounds nuw float, ptr %104, i64 %113
  %420 = tail call i64 @llvm.smin.i64(i64 %418, i64 8)
  %421 = trunc i64 %420 to i32
  %422 = insertelement <8 x i32> poison, i32 %421, i64 0
  %423 = shufflevector <8 x i32> %422, <8 x i32> poison, <8 x i32> zeroinitializer
  %424 = icmp sgt <8 x i32> %423, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %417, ptr align 1 %419, <8 x i1> %424)
  %425 = add i64 %418, -8
  %426 = getelementptr inbounds nuw i8, ptr %419, i64 32
  %427 = tail call i64 @llvm.smin.i64(i64 %425, i64 8)
  %428 = trunc i64 %427 to i32
  %429 = insertelement <8 x i32> poison, i32 %428, i64 0
  %430 = shufflevector <8 x i32> %429, <8 x i32> poison, <8 x i32> zeroinitializer
  %431 = icmp sgt <8 x i32> %430, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %416, ptr nonnull align 1 %426, <8 x i1> %431)
  br label %2132

432:                                              ; preds = %412, %514
  %433 = phi <8 x float> [ splat (float 0xFFF0000000000000), %412 ], [ %515, %514 ]
  %434 = phi <8 x float> [ splat (float 0xFFF0000000000000), %412 ], [ %516, %514 ]
  %435 = phi i64 [ 0, %412 ], [ %517, %514 ]
  %436 = mul nsw i64 %435, %13
  %437 = add i64 %107, %436
  %438 = icmp sgt i64 %437, -1
  %439 = icmp slt i64 %437, %5
  %440 = and i1 %438, %439
  br i1 %440, label %441, label %514

441:                                              ; preds = %432
  %442 = mul nsw i64 %437, %6
  %443 = getelementptr inbounds float, ptr %98, i64 %442
  br i1 %38, label %444, label %514

444:                                              ; preds = %441, %510
  %445 = phi <8 x float> [ %511, %510 ], [ %433, %441 ]
  %446 = phi <8 x float> [ %480, %510 ], [ %434, %441 ]
  %447 = phi i64 [ %512, %510 ], [ 0, %441 ]
  %448 = mul nsw i64 %447, %14
  %449 = sub i64 %448, %16
  %450 = add i64 %449, %113
  %451 = icmp slt i64 %450, 0
  %452 = sub nsw i64 0, %450
  %453 = select i1 %451, i64 %452, i64 0
  %454 = sub nsw i64 %6, %450
  %455 = tail call i64 @llvm.smin.i64(i64 %454, i64 %114)
  %456 = tail call i64 @llvm.smin.i64(i64 %455, i64 8)
  %457 = icmp sgt i64 %456, %453
  br i1 %457, label %458, label %479

458:                                              ; preds = %444
  %459 = getelementptr inbounds float, ptr %443, i64 %450
  %460 = trunc i64 %453 to i32
  %461 = insertelement <8 x i32> poison, i32 %460, i64 0
  %462 = shufflevector <8 x i32> %461, <8 x i32> poison, <8 x i32> zeroinitializer
  %463 = icmp slt <8 x i32> %462, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %464 = trunc i64 %456 to i32
  %465 = insertelement <8 x i32> poison, i32 %464, i64 0
  %466 = shufflevector <8 x i32> %465, <8 x i32> poison, <8 x i32> zeroinitializer
  %467 = icmp sgt <8 x i32> %466, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %468 = and <8 x i1> %463, %467
  %469 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %459, <8 x i1> %468, <8 x float> splat (float 0xFFF0000000000000))
  %470 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %469, <8 x float> %446)
  %471 = bitcast <8 x float> %446 to <8 x i32>
  %472 = bitcast <8 x float> %469 to <8 x i32>
  %473 = and <8 x i32> %472, %471
  %474 = bitcast <8 x i32> %473 to <8 x float>
  %475 = fcmp oeq <8 x float> %446, %469
  %476 = select <8 x i1> %475, <8 x float> %474, <8 x float> %470
  %477 = fcmp uno <8 x float> %469, zeroinitializer
  %478 = select <8 x i1> %477, <8 x float> %469, <8 x float> %476
  br label %479

479:                                              ; preds = %458, %444
  %480 = phi <8 x float> [ %478, %458 ], [ %446, %444 ]
  %481 = add i64 %449, %413
  %482 = icmp slt i64 %481, 0
  %483 = sub nsw i64 0, %481
  %484 = select i1 %482, i64 %483, i64 0
  %485 = sub nsw i64 %6, %481
  %486 = tail call i64 @llvm.smin.i64(i64 %485, i64 %414)
  %487 = tail call i64 @llvm.smin.i64(i64 %486, i64 8)
  %488 = icmp sgt i64 %487, %484
  br i1 %488, label %489, label %510

489:                                              ; preds = %479
  %490 = getelementptr inbounds float, ptr %443, i64 %481
  %491 = trunc i64 %484 to i32
  %492 = insertelement <8 x i32> poison, i32 %491, i64 0
  %493 = shufflevector <8 x i32> %492, <8 x i32> poison, <8 x i32> zeroinitializer
  %494 = icmp slt <8 x i32> %493, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %495 = trunc i64 %487 to i32
  %496 = insertelement <8 x i32> poison, i32 %495, i64 0
  %497 = shufflevector <8 x i32> %496, <8 x i32> poison, <8 x i32> zeroinitializer
  %498 = icmp sgt <8 x i32> %497, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %499 = and <8 x i1> %494, %498
  %500 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %490, <8 x i1> %499, <8 x float> splat (float 0xFFF0000000000000))
  %501 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %500, <8 x float> %445)
  %502 = bitcast <8 x float> %445 to <8 x i32>
  %503 = bitcast <8 x float> %500 to <8 x i32>
  %504 = and <8 x i32> %503, %502
  %505 = bitcast <8 x i32> %504 to <8 x float>
  %506 = fcmp oeq <8 x float> %445, %500
  %507 = select <8 x i1> %506, <8 x float> %505, <8 x float> %501
  %508 = fcmp uno <8 x float> %500, zeroinitializer
  %509 = select <8 x i1> %508, <8 x float> %500, <8 x float> %507
  br label %510

510:                                              ; preds = %489, %479
  %511 = phi <8 x float> [ %509, %489 ], [ %445, %479 ]
  %512 = add nuw nsw i64 %447, 1
  %513 = icmp eq i64 %512, %10
  br i1 %513, label %514, label %444

514:                                              ; preds = %510, %441, %432
  %515 = phi <8 x float> [ %433, %432 ], [ %433, %441 ], [ %511, %510 ]
  %516 = phi <8 x float> [ %434, %432 ], [ %434, %441 ], [ %480, %510 ]
  %517 = add nuw nsw i64 %435, 1
  %518 = icmp eq i64 %517, %9
  br i1 %518, label %415, label %432

519:                                              ; preds = %111
  br i1 %32, label %520, label %627

520:                                              ; preds = %519
  call void @llvm.lifetime.start.p0(ptr nonnull %20)
  store <8 x float> splat (float 0xFFF0000000000000), ptr %20, align 32
  store <8 x float> splat (float 0xFFF0000000000000), ptr %86, align 32
  store <8 x float> splat (float 0xFFF0000000000000), ptr %87, align 32
  br i1 %37, label %550, label %525

521:                                              ; preds = %624
  %522 = load <8 x float>, ptr %20, align 32
  %523 = load <8 x float>, ptr %86, align 32
  %524 = load <8 x float>, ptr %87, align 32
  br label %525

525:                                              ; preds = %521, %520
  %526 = phi <8 x float> [ %524, %521 ], [ splat (float 0xFFF0000000000000), %520 ]
  %527 = phi <8 x float> [ %523, %521 ], [ splat (float 0xFFF0000000000000), %520 ]
  %528 = phi <8 x float> [ %522, %521 ], [ splat (float 0xFFF0000000000000), %520 ]
  %529 = add i64 %112, %8
  %530 = getelementptr inbounds nuw float, ptr %104, i64 %113
  %531 = tail call i64 @llvm.smin.i64(i64 %529, i64 8)
  %532 = trunc i64 %531 to i32
  %533 = insertelement <8 x i32> poison, i32 %532, i64 0
  %534 = shufflevector <8 x i32> %533, <8 x i32> poison, <8 x i32> zeroinitializer
  %535 = icmp sgt <8 x i32> %534, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %528, ptr align 1 %530, <8 x i1> %535)
  %536 = add i64 %529, -8
  %537 = getelementptr inbounds nuw i8, ptr %530, i64 32
  %538 = tail call i64 @llvm.smin.i64(i64 %536, i64 8)
  %539 = trunc i64 %538 to i32
  %540 = insertelement <8 x i32> poison, i32 %539, i64 0
  %541 = shufflevector <8 x i32> %540, <8 x i32> poison, <8 x i32> zeroinitializer
  %542 = icmp sgt <8 x i32> %541, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %527, ptr nonnull align 1 %537, <8 x i1> %542)
  %543 = add i64 %529, -16
  %544 = getelementptr inbounds nuw i8, ptr %530, i64 64
  %545 = tail call i64 @llvm.smin.i64(i64 %543, i64 8)
  %546 = trunc i64 %545 to i32
  %547 = insertelement <8 x i32> poison, i32 %546, i64 0
  %548 = shufflevector <8 x i32> %547, <8 x i32> poison, <8 x i32> zeroinitializer
  %549 = icmp sgt <8 x i32> %548, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %526, ptr nonnull align 1 %544, <8 x i1> %549)
  call void @llvm.lifetime.end.p0(ptr nonnull %20)
  br label %2132

550:                                              ; preds = %520, %624
  %551 = phi i64 [ %625, %624 ], [ 0, %520 ]
  %552 = mul nsw i64 %551, %13
  %553 = add i64 %107, %552
  %554 = icmp sgt i64 %553, -1
  %555 = icmp slt i64 %553, %5
  %556 = and i1 %554, %555
  br i1 %556, label %557, label %624

557:                                              ; preds = %550
  %558 = mul nsw i64 %553, %6
  %559 = getelementptr inbounds float, ptr %98, i64 %558
  br i1 %38, label %560, label %624

560:                                              ; preds = %557, %564
  %561 = phi i64 [ %565, %564 ], [ 0, %557 ]
  %562 = mul nsw i64 %561, %14
  %563 = sub i64 %562, %16
  br label %567

564:                                              ; preds = %621
  %565 = add nuw nsw i64 %561, 1
  %566 = icmp eq i64 %565, %10
  br i1 %566, label %624, label %560

567:                                              ; preds = %560, %621
  %568 = phi i64 [ 0, %560 ], [ %622, %621 ]
  %569 = shl nuw nsw i64 %568, 3
  %570 = or disjoint i64 %113, %569
  %571 = sub nsw i64 %8, %570
  %572 = shl nuw nsw i64 %570, 1
  %573 = add i64 %563, %572
  %574 = icmp slt i64 %573, 0
  %575 = sub nsw i64 0, %573
  %576 = select i1 %574, i64 %575, i64 0
  %577 = sub nsw i64 %6, %573
  %578 = shl nsw i64 %571, 1
  %579 = add nsw i64 %578, -1
  %580 = tail call i64 @llvm.smin.i64(i64 %577, i64 %579)
  %581 = tail call i64 @llvm.smin.i64(i64 %580, i64 16)
  %582 = icmp sgt i64 %581, %576
  br i1 %582, label %583, label %621

583:                                              ; preds = %567
  %584 = getelementptr inbounds nuw <8 x float>, ptr %20, i64 %568
  %585 = load <8 x float>, ptr %584, align 32
  %586 = getelementptr inbounds float, ptr %559, i64 %573
  %587 = trunc i64 %576 to i32
  %588 = trunc i64 %581 to i32
  %589 = insertelement <8 x i32> poison, i32 %587, i64 0
  %590 = shufflevector <8 x i32> %589, <8 x i32> poison, <8 x i32> zeroinitializer
  %591 = icmp slt <8 x i32> %590, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %592 = insertelement <8 x i32> poison, i32 %588, i64 0
  %593 = shufflevector <8 x i32> %592, <8 x i32> poison, <8 x i32> zeroinitializer
  %594 = icmp sgt <8 x i32> %593, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %595 = and <8 x i1> %591, %594
  %596 = add nsw i32 %587, -8
  %597 = insertelement <8 x i32> poison, i32 %596, i64 0
  %598 = shufflevector <8 x i32> %597, <8 x i32> poison, <8 x i32> zeroinitializer
  %599 = icmp slt <8 x i32> %598, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %600 = add nsw i32 %588, -8
  %601 = insertelement <8 x i32> poison, i32 %600, i64 0
  %602 = shufflevector <8 x i32> %601, <8 x i32> poison, <8 x i32> zeroinitializer
  %603 = icmp sgt <8 x i32> %602, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %604 = and <8 x i1> %599, %603
  %605 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr readonly align 1 %586, <8 x i1> %595, <8 x float> <float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison>)
  %606 = getelementptr inbounds nuw i8, ptr %586, i64 32
  %607 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull readonly align 1 %606, <8 x i1> %604, <8 x float> <float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison>)
  %608 = shufflevector <8 x float> %605, <8 x float> %607, <8 x i32> <i32 0, i32 2, i32 8, i32 10, i32 4, i32 6, i32 12, i32 14>
  %609 = bitcast <8 x float> %608 to <4 x double>
  %610 = shufflevector <4 x double> %609, <4 x double> poison, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  %611 = bitcast <4 x double> %610 to <8 x float>
  %612 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %611, <8 x float> %585)
  %613 = bitcast <8 x float> %585 to <8 x i32>
  %614 = bitcast <4 x double> %610 to <8 x i32>
  %615 = and <8 x i32> %614, %613
  %616 = bitcast <8 x i32> %615 to <8 x float>
  %617 = fcmp oeq <8 x float> %585, %611
  %618 = select <8 x i1> %617, <8 x float> %616, <8 x float> %612
  %619 = fcmp uno <8 x float> %611, zeroinitializer
  %620 = select <8 x i1> %619, <8 x float> %611, <8 x float> %618
  store <8 x float> %620, ptr %584, align 32
  br label %621

621:                                              ; preds = %583, %567
  %622 = add nuw nsw i64 %568, 1
  %623 = icmp eq i64 %622, 3
  br i1 %623, label %564, label %567

624:                                              ; preds = %564, %557, %550
  %625 = add nuw nsw i64 %551, 1
  %626 = icmp eq i64 %625, %9
  br i1 %626, label %521, label %550

627:                                              ; preds = %519
  br i1 %37, label %628, label %633

628:                                              ; preds = %627
  %629 = or disjoint i64 %113, 8
  %630 = sub nsw i64 %8, %629
  %631 = or disjoint i64 %113, 16
  %632 = sub nsw i64 %8, %631
  br label %658

633:                                              ; preds = %773, %627
  %634 = phi <8 x float> [ splat (float 0xFFF0000000000000), %627 ], [ %774, %773 ]
  %635 = phi <8 x float> [ splat (float 0xFFF0000000000000), %627 ], [ %775, %773 ]
  %636 = phi <8 x float> [ splat (float 0xFFF0000000000000), %627 ], [ %776, %773 ]
  %637 = add i64 %112, %8
  %638 = getelementptr inbounds nuw float, ptr %104, i64 %113
  %639 = tail call i64 @llvm.smin.i64(i64 %637, i64 8)
  %640 = trunc i64 %639 to i32
  %641 = insertelement <8 x i32> poison, i32 %640, i64 0
  %642 = shufflevector <8 x i32> %641, <8 x i32> poison, <8 x i32> zeroinitializer
  %643 = icmp sgt <8 x i32> %642, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %636, ptr align 1 %638, <8 x i1> %643)
  %644 = add i64 %637, -8
  %645 = getelementptr inbounds nuw i8, ptr %638, i64 32
  %646 = tail call i64 @llvm.smin.i64(i64 %644, i64 8)
  %647 = trunc i64 %646 to i32
  %648 = insertelement <8 x i32> poison, i32 %647, i64 0
  %649 = shufflevector <8 x i32> %648, <8 x i32> poison, <8 x i32> zeroinitializer
  %650 = icmp sgt <8 x i32> %649, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %635, ptr nonnull align 1 %645, <8 x i1> %650)
  %651 = add i64 %637, -16
  %652 = getelementptr inbounds nuw i8, ptr %638, i64 64
  %653 = tail call i64 @llvm.smin.i64(i64 %651, i64 8)
  %654 = trunc i64 %653 to i32
  %655 = insertelement <8 x i32> poison, i32 %654, i64 0
  %656 = shufflevector <8 x i32> %655, <8 x i32> poison, <8 x i32> zeroinitializer
  %657 = icmp sgt <8 x i32> %656, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %634, ptr nonnull align 1 %652, <8 x i1> %657)
  br label %2132

658:                                              ; preds = %628, %773
  %659 = phi <8 x float> [ splat (float 0xFFF0000000000000), %628 ], [ %774, %773 ]
  %660 = phi <8 x float> [ splat (float 0xFFF0000000000000), %628 ], [ %775, %773 ]
  %661 = phi <8 x float> [ splat (float 0xFFF0000000000000), %628 ], [ %776, %773 ]
  %662 = phi i64 [ 0, %628 ], [ %777, %773 ]
  %663 = mul nsw i64 %662, %13
  %664 = add i64 %107, %663
  %665 = icmp sgt i64 %664, -1
  %666 = icmp slt i64 %664, %5
  %667 = and i1 %665, %666
  br i1 %667, label %668, label %773

668:                                              ; preds = %658
  %669 = mul nsw i64 %664, %6
  %670 = getelementptr inbounds float, ptr %98, i64 %669
  br i1 %38, label %671, label %773

671:                                              ; preds = %668, %769
  %672 = phi <8 x float> [ %770, %769 ], [ %659, %668 ]
  %673 = phi <8 x float> [ %739, %769 ], [ %660, %668 ]
  %674 = phi <8 x float> [ %708, %769 ], [ %661, %668 ]
  %675 = phi i64 [ %771, %769 ], [ 0, %668 ]
  %676 = mul nsw i64 %675, %14
  %677 = sub i64 %676, %16
  %678 = add i64 %677, %113
  %679 = icmp slt i64 %678, 0
  %680 = sub nsw i64 0, %678
  %681 = select i1 %679, i64 %680, i64 0
  %682 = sub nsw i64 %6, %678
  %683 = tail call i64 @llvm.smin.i64(i64 %682, i64 %114)
  %684 = tail call i64 @llvm.smin.i64(i64 %683, i64 8)
  %685 = icmp sgt i64 %684, %681
  br i1 %685, label %686, label %707

686:                                              ; preds = %671
  %687 = getelementptr inbounds float, ptr %670, i64 %678
  %688 = trunc i64 %681 to i32
  %689 = insertelement <8 x i32> poison, i32 %688, i64 0
  %690 = shufflevector <8 x i32> %689, <8 x i32> poison, <8 x i32> zeroinitializer
  %691 = icmp slt <8 x i32> %690, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %692 = trunc i64 %684 to i32
  %693 = insertelement <8 x i32> poison, i32 %692, i64 0
  %694 = shufflevector <8 x i32> %693, <8 x i32> poison, <8 x i32> zeroinitializer
  %695 = icmp sgt <8 x i32> %694, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %696 = and <8 x i1> %691, %695
  %697 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %687, <8 x i1> %696, <8 x float> splat (float 0xFFF0000000000000))
  %698 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %697, <8 x float> %674)
  %699 = bitcast <8 x float> %674 to <8 x i32>
  %700 = bitcast <8 x float> %697 to <8 x i32>
  %701 = and <8 x i32> %700, %699
  %702 = bitcast <8 x i32> %701 to <8 x float>
  %703 = fcmp oeq <8 x float> %674, %697
  %704 = select <8 x i1> %703, <8 x float> %702, <8 x float> %698
  %705 = fcmp uno <8 x float> %697, zeroinitializer
  %706 = select <8 x i1> %705, <8 x float> %697, <8 x float> %704
  br label %707

707:                                              ; preds = %686, %671
  %708 = phi <8 x float> [ %706, %686 ], [ %674, %671 ]
  %709 = add i64 %677, %629
  %710 = icmp slt i64 %709, 0
  %711 = sub nsw i64 0, %709
  %712 = select i1 %710, i64 %711, i64 0
  %713 = sub nsw i64 %6, %709
  %714 = tail call i64 @llvm.smin.i64(i64 %713, i64 %630)
  %715 = tail call i64 @llvm.smin.i64(i64 %714, i64 8)
  %716 = icmp sgt i64 %715, %712
  br i1 %716, label %717, label %738

717:                                              ; preds = %707
  %718 = getelementptr inbounds float, ptr %670, i64 %709
  %719 = trunc i64 %712 to i32
  %720 = insertelement <8 x i32> poison, i32 %719, i64 0
  %721 = shufflevector <8 x i32> %720, <8 x i32> poison, <8 x i32> zeroinitializer
  %722 = icmp slt <8 x i32> %721, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %723 = trunc i64 %715 to i32
  %724 = insertelement <8 x i32> poison, i32 %723, i64 0
  %725 = shufflevector <8 x i32> %724, <8 x i32> poison, <8 x i32> zeroinitializer
  %726 = icmp sgt <8 x i32> %725, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %727 = and <8 x i1> %722, %726
  %728 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %718, <8 x i1> %727, <8 x float> splat (float 0xFFF0000000000000))
  %729 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %728, <8 x float> %673)
  %730 = bitcast <8 x float> %673 to <8 x i32>
  %731 = bitcast <8 x float> %728 to <8 x i32>
  %732 = and <8 x i32> %731, %730
  %733 = bitcast <8 x i32> %732 to <8 x float>
  %734 = fcmp oeq <8 x float> %673, %728
  %735 = select <8 x i1> %734, <8 x float> %733, <8 x float> %729
  %736 = fcmp uno <8 x float> %728, zeroinitializer
  %737 = select <8 x i1> %736, <8 x float> %728, <8 x float> %735
  br label %738

738:                                              ; preds = %717, %707
  %739 = phi <8 x float> [ %737, %717 ], [ %673, %707 ]
  %740 = add i64 %677, %631
  %741 = icmp slt i64 %740, 0
  %742 = sub nsw i64 0, %740
  %743 = select i1 %741, i64 %742, i64 0
  %744 = sub nsw i64 %6, %740
  %745 = tail call i64 @llvm.smin.i64(i64 %744, i64 %632)
  %746 = tail call i64 @llvm.smin.i64(i64 %745, i64 8)
  %747 = icmp sgt i64 %746, %743
  br i1 %747, label %748, label %769

748:                                              ; preds = %738
  %749 = getelementptr inbounds float, ptr %670, i64 %740
  %750 = trunc i64 %743 to i32
  %751 = insertelement <8 x i32> poison, i32 %750, i64 0
  %752 = shufflevector <8 x i32> %751, <8 x i32> poison, <8 x i32> zeroinitializer
  %753 = icmp slt <8 x i32> %752, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %754 = trunc i64 %746 to i32
  %755 = insertelement <8 x i32> poison, i32 %754, i64 0
  %756 = shufflevector <8 x i32> %755, <8 x i32> poison, <8 x i32> zeroinitializer
  %757 = icmp sgt <8 x i32> %756, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %758 = and <8 x i1> %753, %757
  %759 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %749, <8 x i1> %758, <8 x float> splat (float 0xFFF0000000000000))
  %760 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %759, <8 x float> %672)
  %761 = bitcast <8 x float> %672 to <8 x i32>
  %762 = bitcast <8 x float> %759 to <8 x i32>
  %763 = and <8 x i32> %762, %761
  %764 = bitcast <8 x i32> %763 to <8 x float>
  %765 = fcmp oeq <8 x float> %672, %759
  %766 = select <8 x i1> %765, <8 x float> %764, <8 x float> %760
  %767 = fcmp uno <8 x float> %759, zeroinitializer
  %768 = select <8 x i1> %767, <8 x float> %759, <8 x float> %766
  br label %769

769:                                              ; preds = %748, %738
  %770 = phi <8 x float> [ %768, %748 ], [ %672, %738 ]
  %771 = add nuw nsw i64 %675, 1
  %772 = icmp eq i64 %771, %10
  br i1 %772, label %773, label %671

773:                                              ; preds = %769, %668, %658
  %774 = phi <8 x float> [ %659, %658 ], [ %659, %668 ], [ %770, %769 ]
  %775 = phi <8 x float> [ %660, %658 ], [ %660, %668 ], [ %739, %769 ]
  %776 = phi <8 x float> [ %661, %658 ], [ %661, %668 ], [ %708, %769 ]
  %777 = add nuw nsw i64 %662, 1
  %778 = icmp eq i64 %777, %9
  br i1 %778, label %633, label %658

779:                                              ; preds = %111
  br i1 %32, label %780, label %896

780:                                              ; preds = %779
  call void @llvm.lifetime.start.p0(ptr nonnull %21)
  store <8 x float> splat (float 0xFFF0000000000000), ptr %21, align 32
  store <8 x float> splat (float 0xFFF0000000000000), ptr %83, align 32
  store <8 x float> splat (float 0xFFF0000000000000), ptr %84, align 32
  store <8 x float> splat (float 0xFFF0000000000000), ptr %85, align 32
  br i1 %37, label %819, label %786

781:                                              ; preds = %893
  %782 = load <8 x float>, ptr %21, align 32
  %783 = load <8 x float>, ptr %83, align 32
  %784 = load <8 x float>, ptr %84, align 32
  %785 = load <8 x float>, ptr %85, align 32
  br label %786

786:                                              ; preds = %781, %780
  %787 = phi <8 x float> [ %785, %781 ], [ splat (float 0xFFF0000000000000), %780 ]
  %788 = phi <8 x float> [ %784, %781 ], [ splat (float 0xFFF0000000000000), %780 ]
  %789 = phi <8 x float> [ %783, %781 ], [ splat (float 0xFFF0000000000000), %780 ]
  %790 = phi <8 x float> [ %782, %781 ], [ splat (float 0xFFF0000000000000), %780 ]
  %791 = add i64 %112, %8
  %792 = getelementptr inbounds nuw float, ptr %104, i64 %113
  %793 = tail call i64 @llvm.smin.i64(i64 %791, i64 8)
  %794 = trunc i64 %793 to i32
  %795 = insertelement <8 x i32> poison, i32 %794, i64 0
  %796 = shufflevector <8 x i32> %795, <8 x i32> poison, <8 x i32> zeroinitializer
  %797 = icmp sgt <8 x i32> %796, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %790, ptr align 1 %792, <8 x i1> %797)
  %798 = add i64 %791, -8
  %799 = getelementptr inbounds nuw i8, ptr %792, i64 32
  %800 = tail call i64 @llvm.smin.i64(i64 %798, i64 8)
  %801 = trunc i64 %800 to i32
  %802 = insertelement <8 x i32> poison, i32 %801, i64 0
  %803 = shufflevector <8 x i32> %802, <8 x i32> poison, <8 x i32> zeroinitializer
  %804 = icmp sgt <8 x i32> %803, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %789, ptr nonnull align 1 %799, <8 x i1> %804)
  %805 = add i64 %791, -16
  %806 = getelementptr inbounds nuw i8, ptr %792, i64 64
  %807 = tail call i64 @llvm.smin.i64(i64 %805, i64 8)
  %808 = trunc i64 %807 to i32
  %809 = insertelement <8 x i32> poison, i32 %808, i64 0
  %810 = shufflevector <8 x i32> %809, <8 x i32> poison, <8 x i32> zeroinitializer
  %811 = icmp sgt <8 x i32> %810, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %788, ptr nonnull align 1 %806, <8 x i1> %811)
  %812 = add i64 %791, -24
  %813 = getelementptr inbounds nuw i8, ptr %792, i64 96
  %814 = tail call i64 @llvm.smin.i64(i64 %812, i64 8)
  %815 = trunc i64 %814 to i32
  %816 = insertelement <8 x i32> poison, i32 %815, i64 0
  %817 = shufflevector <8 x i32> %816, <8 x i32> poison, <8 x i32> zeroinitializer
  %818 = icmp sgt <8 x i32> %817, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %787, ptr nonnull align 1 %813, <8 x i1> %818)
  call void @llvm.lifetime.end.p0(ptr nonnull %21)
  br label %2132

819:                                              ; preds = %780, %893
  %820 = phi i64 [ %894, %893 ], [ 0, %780 ]
  %821 = mul nsw i64 %820, %13
  %822 = add i64 %107, %821
  %823 = icmp sgt i64 %822, -1
  %824 = icmp slt i64 %822, %5
  %825 = and i1 %823, %824
  br i1 %825, label %826, label %893

826:                                              ; preds = %819
  %827 = mul nsw i64 %822, %6
  %828 = getelementptr inbounds float, ptr %98, i64 %827
  br i1 %38, label %829, label %893

829:                                              ; preds = %826, %833
  %830 = phi i64 [ %834, %833 ], [ 0, %826 ]
  %831 = mul nsw i64 %830, %14
  %832 = sub i64 %831, %16
  br label %836

833:                                              ; preds = %890
  %834 = add nuw nsw i64 %830, 1
  %835 = icmp eq i64 %834, %10
  br i1 %835, label %893, label %829

836:                                              ; preds = %829, %890
  %837 = phi i64 [ 0, %829 ], [ %891, %890 ]
  %838 = shl nuw nsw i64 %837, 3
  %839 = or disjoint i64 %113, %838
  %840 = sub nsw i64 %8, %839
  %841 = shl nuw nsw i64 %839, 1
  %842 = add i64 %832, %841
  %843 = icmp slt i64 %842, 0
  %844 = sub nsw i64 0, %842
  %845 = select i1 %843, i64 %844, i64 0
  %846 = sub nsw i64 %6, %842
  %847 = shl nsw i64 %840, 1
  %848 = add nsw i64 %847, -1
  %849 = tail call i64 @llvm.smin.i64(i64 %846, i64 %848)
  %850 = tail call i64 @llvm.smin.i64(i64 %849, i64 16)
  %851 = icmp sgt i64 %850, %845
  br i1 %851, label %852, label %890

852:                                              ; preds = %836
  %853 = getelementptr inbounds nuw <8 x float>, ptr %21, i64 %837
  %854 = load <8 x float>, ptr %853, align 32
  %855 = getelementptr inbounds float, ptr %828, i64 %842
  %856 = trunc i64 %845 to i32
  %857 = trunc i64 %850 to i32
  %858 = insertelement <8 x i32> poison, i32 %856, i64 0
  %859 = shufflevector <8 x i32> %858, <8 x i32> poison, <8 x i32> zeroinitializer
  %860 = icmp slt <8 x i32> %859, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %861 = insertelement <8 x i32> poison, i32 %857, i64 0
  %862 = shufflevector <8 x i32> %861, <8 x i32> poison, <8 x i32> zeroinitializer
  %863 = icmp sgt <8 x i32> %862, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %864 = and <8 x i1> %860, %863
  %865 = add nsw i32 %856, -8
  %866 = insertelement <8 x i32> poison, i32 %865, i64 0
  %867 = shufflevector <8 x i32> %866, <8 x i32> poison, <8 x i32> zeroinitializer
  %868 = icmp slt <8 x i32> %867, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %869 = add nsw i32 %857, -8
  %870 = insertelement <8 x i32> poison, i32 %869, i64 0
  %871 = shufflevector <8 x i32> %870, <8 x i32> poison, <8 x i32> zeroinitializer
  %872 = icmp sgt <8 x i32> %871, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %873 = and <8 x i1> %868, %872
  %874 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr readonly align 1 %855, <8 x i1> %864, <8 x float> <float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison>)
  %875 = getelementptr inbounds nuw i8, ptr %855, i64 32
  %876 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull readonly align 1 %875, <8 x i1> %873, <8 x float> <float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison>)
  %877 = shufflevector <8 x float> %874, <8 x float> %876, <8 x i32> <i32 0, i32 2, i32 8, i32 10, i32 4, i32 6, i32 12, i32 14>
  %878 = bitcast <8 x float> %877 to <4 x double>
  %879 = shufflevector <4 x double> %878, <4 x double> poison, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  %880 = bitcast <4 x double> %879 to <8 x float>
  %881 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %880, <8 x float> %854)
  %882 = bitcast <8 x float> %854 to <8 x i32>
  %883 = bitcast <4 x double> %879 to <8 x i32>
  %884 = and <8 x i32> %883, %882
  %885 = bitcast <8 x i32> %884 to <8 x float>
  %886 = fcmp oeq <8 x float> %854, %880
  %887 = select <8 x i1> %886, <8 x float> %885, <8 x float> %881
  %888 = fcmp uno <8 x float> %880, zeroinitializer
  %889 = select <8 x i1> %888, <8 x float> %880, <8 x float> %887
  store <8 x float> %889, ptr %853, align 32
  br label %890

890:                                              ; preds = %852, %836
  %891 = add nuw nsw i64 %837, 1
  %892 = icmp eq i64 %891, 4
  br i1 %892, label %833, label %836

893:                                              ; preds = %833, %826, %819
  %894 = add nuw nsw i64 %820, 1
  %895 = icmp eq i64 %894, %9
  br i1 %895, label %781, label %819

896:                                              ; preds = %779
  br i1 %37, label %897, label %904

897:                                              ; preds = %896
  %898 = or disjoint i64 %113, 8
  %899 = sub nsw i64 %8, %898
  %900 = or disjoint i64 %113, 16
  %901 = sub nsw i64 %8, %900
  %902 = or disjoint i64 %113, 24
  %903 = sub nsw i64 %8, %902
  br label %937

904:                                              ; preds = %1085, %896
  %905 = phi <8 x float> [ splat (float 0xFFF0000000000000), %896 ], [ %1086, %1085 ]
  %906 = phi <8 x float> [ splat (float 0xFFF0000000000000), %896 ], [ %1087, %1085 ]
  %907 = phi <8 x float> [ splat (float 0xFFF0000000000000), %896 ], [ %1088, %1085 ]
  %908 = phi <8 x float> [ splat (float 0xFFF0000000000000), %896 ], [ %1089, %1085 ]
  %909 = add i64 %112, %8
  %910 = getelementptr inbounds nuw float, ptr %104, i64 %113
  %911 = tail call i64 @llvm.smin.i64(i64 %909, i64 8)
  %912 = trunc i64 %911 to i32
  %913 = insertelement <8 x i32> poison, i32 %912, i64 0
  %914 = shufflevector <8 x i32> %913, <8 x i32> poison, <8 x i32> zeroinitializer
  %915 = icmp sgt <8 x i32> %914, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %908, ptr align 1 %910, <8 x i1> %915)
  %916 = add i64 %909, -8
  %917 = getelementptr inbounds nuw i8, ptr %910, i64 32
  %918 = tail call i64 @llvm.smin.i64(i64 %916, i64 8)
  %919 = trunc i64 %918 to i32
  %920 = insertelement <8 x i32> poison, i32 %919, i64 0
  %921 = shufflevector <8 x i32> %920, <8 x i32> poison, <8 x i32> zeroinitializer
  %922 = icmp sgt <8 x i32> %921, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %907, ptr nonnull align 1 %917, <8 x i1> %922)
  %923 = add i64 %909, -16
  %924 = getelementptr inbounds nuw i8, ptr %910, i64 64
  %925 = tail call i64 @llvm.smin.i64(i64 %923, i64 8)
  %926 = trunc i64 %925 to i32
  %927 = insertelement <8 x i32> poison, i32 %926, i64 0
  %928 = shufflevector <8 x i32> %927, <8 x i32> poison, <8 x i32> zeroinitializer
  %929 = icmp sgt <8 x i32> %928, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %906, ptr nonnull align 1 %924, <8 x i1> %929)
  %930 = add i64 %909, -24
  %931 = getelementptr inbounds nuw i8, ptr %910, i64 96
  %932 = tail call i64 @llvm.smin.i64(i64 %930, i64 8)
  %933 = trunc i64 %932 to i32
  %934 = insertelement <8 x i32> poison, i32 %933, i64 0
  %935 = shufflevector <8 x i32> %934, <8 x i32> poison, <8 x i32> zeroinitializer
  %936 = icmp sgt <8 x i32> %935, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %905, ptr nonnull align 1 %931, <8 x i1> %936)
  br label %2132

937:                                              ; preds = %897, %1085
  %938 = phi <8 x float> [ splat (float 0xFFF0000000000000), %897 ], [ %1086, %1085 ]
  %939 = phi <8 x float> [ splat (float 0xFFF0000000000000), %897 ], [ %1087, %1085 ]
  %940 = phi <8 x float> [ splat (float 0xFFF0000000000000), %897 ], [ %1088, %1085 ]
  %941 = phi <8 x float> [ splat (float 0xFFF0000000000000), %897 ], [ %1089, %1085 ]
  %942 = phi i64 [ 0, %897 ], [ %1090, %1085 ]
  %943 = mul nsw i64 %942, %13
  %944 = add i64 %107, %943
  %945 = icmp sgt i64 %944, -1
  %946 = icmp slt i64 %944, %5
  %947 = and i1 %945, %946
  br i1 %947, label %948, label %1085

948:                                              ; preds = %937
  %949 = mul nsw i64 %944, %6
  %950 = getelementptr inbounds float, ptr %98, i64 %949
  br i1 %38, label %951, label %1085

951:                                              ; preds = %948, %1081
  %952 = phi <8 x float> [ %1082, %1081 ], [ %938, %948 ]
  %953 = phi <8 x float> [ %1051, %1081 ], [ %939, %948 ]
  %954 = phi <8 x float> [ %1020, %1081 ], [ %940, %948 ]
  %955 = phi <8 x float> [ %989, %1081 ], [ %941, %948 ]
  %956 = phi i64 [ %1083, %1081 ], [ 0, %948 ]
  %957 = mul nsw i64 %956, %14
  %958 = sub i64 %957, %16
  %959 = add i64 %958, %113
  %960 = icmp slt i64 %959, 0
  %961 = sub nsw i64 0, %959
  %962 = select i1 %960, i64 %961, i64 0
  %963 = sub nsw i64 %6, %959
  %964 = tail call i64 @llvm.smin.i64(i64 %963, i64 %114)
  %965 = tail call i64 @llvm.smin.i64(i64 %964, i64 8)
  %966 = icmp sgt i64 %965, %962
  br i1 %966, label %967, label %988

967:                                              ; preds = %951
  %968 = getelementptr inbounds float, ptr %950, i64 %959
  %969 = trunc i64 %962 to i32
  %970 = insertelement <8 x i32> poison, i32 %969, i64 0
  %971 = shufflevector <8 x i32> %970, <8 x i32> poison, <8 x i32> zeroinitializer
  %972 = icmp slt <8 x i32> %971, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %973 = trunc i64 %965 to i32
  %974 = insertelement <8 x i32> poison, i32 %973, i64 0
  %975 = shufflevector <8 x i32> %974, <8 x i32> poison, <8 x i32> zeroinitializer
  %976 = icmp sgt <8 x i32> %975, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %977 = and <8 x i1> %972, %976
  %978 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %968, <8 x i1> %977, <8 x float> splat (float 0xFFF0000000000000))
  %979 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %978, <8 x float> %955)
  %980 = bitcast <8 x float> %955 to <8 x i32>
  %981 = bitcast <8 x float> %978 to <8 x i32>
  %982 = and <8 x i32> %981, %980
  %983 = bitcast <8 x i32> %982 to <8 x float>
  %984 = fcmp oeq <8 x float> %955, %978
  %985 = select <8 x i1> %984, <8 x float> %983, <8 x float> %979
  %986 = fcmp uno <8 x float> %978, zeroinitializer
  %987 = select <8 x i1> %986, <8 x float> %978, <8 x float> %985
  br label %988

988:                                              ; preds = %967, %951
  %989 = phi <8 x float> [ %987, %967 ], [ %955, %951 ]
  %990 = add i64 %958, %898
  %991 = icmp slt i64 %990, 0
  %992 = sub nsw i64 0, %990
  %993 = select i1 %991, i64 %992, i64 0
  %994 = sub nsw i64 %6, %990
  %995 = tail call i64 @llvm.smin.i64(i64 %994, i64 %899)
  %996 = tail call i64 @llvm.smin.i64(i64 %995, i64 8)
  %997 = icmp sgt i64 %996, %993
  br i1 %997, label %998, label %1019

998:                                              ; preds = %988
  %999 = getelementptr inbounds float, ptr %950, i64 %990
  %1000 = trunc i64 %993 to i32
  %1001 = insertelement <8 x i32> poison, i32 %1000, i64 0
  %1002 = shufflevector <8 x i32> %1001, <8 x i32> poison, <8 x i32> zeroinitializer
  %1003 = icmp slt <8 x i32> %1002, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1004 = trunc i64 %996 to i32
  %1005 = insertelement <8 x i32> poison, i32 %1004, i64 0
  %1006 = shufflevector <8 x i32> %1005, <8 x i32> poison, <8 x i32> zeroinitializer
  %1007 = icmp sgt <8 x i32> %1006, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1008 = and <8 x i1> %1003, %1007
  %1009 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %999, <8 x i1> %1008, <8 x float> splat (float 0xFFF0000000000000))
  %1010 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1009, <8 x float> %954)
  %1011 = bitcast <8 x float> %954 to <8 x i32>
  %1012 = bitcast <8 x float> %1009 to <8 x i32>
  %1013 = and <8 x i32> %1012, %1011
  %1014 = bitcast <8 x i32> %1013 to <8 x float>
  %1015 = fcmp oeq <8 x float> %954, %1009
  %1016 = select <8 x i1> %1015, <8 x float> %1014, <8 x float> %1010
  %1017 = fcmp uno <8 x float> %1009, zeroinitializer
  %1018 = select <8 x i1> %1017, <8 x float> %1009, <8 x float> %1016
  br label %1019

1019:                                             ; preds = %998, %988
  %1020 = phi <8 x float> [ %1018, %998 ], [ %954, %988 ]
  %1021 = add i64 %958, %900
  %1022 = icmp slt i64 %1021, 0
  %1023 = sub nsw i64 0, %1021
  %1024 = select i1 %1022, i64 %1023, i64 0
  %1025 = sub nsw i64 %6, %1021
  %1026 = tail call i64 @llvm.smin.i64(i64 %1025, i64 %901)
  %1027 = tail call i64 @llvm.smin.i64(i64 %1026, i64 8)
  %1028 = icmp sgt i64 %1027, %1024
  br i1 %1028, label %1029, label %1050

1029:                                             ; preds = %1019
  %1030 = getelementptr inbounds float, ptr %950, i64 %1021
  %1031 = trunc i64 %1024 to i32
  %1032 = insertelement <8 x i32> poison, i32 %1031, i64 0
  %1033 = shufflevector <8 x i32> %1032, <8 x i32> poison, <8 x i32> zeroinitializer
  %1034 = icmp slt <8 x i32> %1033, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1035 = trunc i64 %1027 to i32
  %1036 = insertelement <8 x i32> poison, i32 %1035, i64 0
  %1037 = shufflevector <8 x i32> %1036, <8 x i32> poison, <8 x i32> zeroinitializer
  %1038 = icmp sgt <8 x i32> %1037, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1039 = and <8 x i1> %1034, %1038
  %1040 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1030, <8 x i1> %1039, <8 x float> splat (float 0xFFF0000000000000))
  %1041 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1040, <8 x float> %953)
  %1042 = bitcast <8 x float> %953 to <8 x i32>
  %1043 = bitcast <8 x float> %1040 to <8 x i32>
  %1044 = and <8 x i32> %1043, %1042
  %1045 = bitcast <8 x i32> %1044 to <8 x float>
  %1046 = fcmp oeq <8 x float> %953, %1040
  %1047 = select <8 x i1> %1046, <8 x float> %1045, <8 x float> %1041
  %1048 = fcmp uno <8 x float> %1040, zeroinitializer
  %1049 = select <8 x i1> %1048, <8 x float> %1040, <8 x float> %1047
  br label %1050

1050:                                             ; preds = %1029, %1019
  %1051 = phi <8 x float> [ %1049, %1029 ], [ %953, %1019 ]
  %1052 = add i64 %958, %902
  %1053 = icmp slt i64 %1052, 0
  %1054 = sub nsw i64 0, %1052
  %1055 = select i1 %1053, i64 %1054, i64 0
  %1056 = sub nsw i64 %6, %1052
  %1057 = tail call i64 @llvm.smin.i64(i64 %1056, i64 %903)
  %1058 = tail call i64 @llvm.smin.i64(i64 %1057, i64 8)
  %1059 = icmp sgt i64 %1058, %1055
  br i1 %1059, label %1060, label %1081

1060:                                             ; preds = %1050
  %1061 = getelementptr inbounds float, ptr %950, i64 %1052
  %1062 = trunc i64 %1055 to i32
  %1063 = insertelement <8 x i32> poison, i32 %1062, i64 0
  %1064 = shufflevector <8 x i32> %1063, <8 x i32> poison, <8 x i32> zeroinitializer
  %1065 = icmp slt <8 x i32> %1064, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1066 = trunc i64 %1058 to i32
  %1067 = insertelement <8 x i32> poison, i32 %1066, i64 0
  %1068 = shufflevector <8 x i32> %1067, <8 x i32> poison, <8 x i32> zeroinitializer
  %1069 = icmp sgt <8 x i32> %1068, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1070 = and <8 x i1> %1065, %1069
  %1071 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1061, <8 x i1> %1070, <8 x float> splat (float 0xFFF0000000000000))
  %1072 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1071, <8 x float> %952)
  %1073 = bitcast <8 x float> %952 to <8 x i32>
  %1074 = bitcast <8 x float> %1071 to <8 x i32>
  %1075 = and <8 x i32> %1074, %1073
  %1076 = bitcast <8 x i32> %1075 to <8 x float>
  %1077 = fcmp oeq <8 x float> %952, %1071
  %1078 = select <8 x i1> %1077, <8 x float> %1076, <8 x float> %1072
  %1079 = fcmp uno <8 x float> %1071, zeroinitializer
  %1080 = select <8 x i1> %1079, <8 x float> %1071, <8 x float> %1078
  br label %1081

1081:                                             ; preds = %1060, %1050
  %1082 = phi <8 x float> [ %1080, %1060 ], [ %952, %1050 ]
  %1083 = add nuw nsw i64 %956, 1
  %1084 = icmp eq i64 %1083, %10
  br i1 %1084, label %1085, label %951

1085:                                             ; preds = %1081, %948, %937
  %1086 = phi <8 x float> [ %938, %937 ], [ %938, %948 ], [ %1082, %1081 ]
  %1087 = phi <8 x float> [ %939, %937 ], [ %939, %948 ], [ %1051, %1081 ]
  %1088 = phi <8 x float> [ %940, %937 ], [ %940, %948 ], [ %1020, %1081 ]
  %1089 = phi <8 x float> [ %941, %937 ], [ %941, %948 ], [ %989, %1081 ]
  %1090 = add nuw nsw i64 %942, 1
  %1091 = icmp eq i64 %1090, %9
  br i1 %1091, label %904, label %937

1092:                                             ; preds = %111
  br i1 %32, label %1093, label %1218

1093:                                             ; preds = %1092
  call void @llvm.lifetime.start.p0(ptr nonnull %22)
  store <8 x float> splat (float 0xFFF0000000000000), ptr %22, align 32
  store <8 x float> splat (float 0xFFF0000000000000), ptr %79, align 32
  store <8 x float> splat (float 0xFFF0000000000000), ptr %80, align 32
  store <8 x float> splat (float 0xFFF0000000000000), ptr %81, align 32
  store <8 x float> splat (float 0xFFF0000000000000), ptr %82, align 32
  br i1 %37, label %1141, label %1100

1094:                                             ; preds = %1215
  %1095 = load <8 x float>, ptr %22, align 32
  %1096 = load <8 x float>, ptr %79, align 32
  %1097 = load <8 x float>, ptr %80, align 32
  %1098 = load <8 x float>, ptr %81, align 32
  %1099 = load <8 x float>, ptr %82, align 32
  br label %1100

1100:                                             ; preds = %1094, %1093
  %1101 = phi <8 x float> [ %1099, %1094 ], [ splat (float 0xFFF0000000000000), %1093 ]
  %1102 = phi <8 x float> [ %1098, %1094 ], [ splat (float 0xFFF0000000000000), %1093 ]
  %1103 = phi <8 x float> [ %1097, %1094 ], [ splat (float 0xFFF0000000000000), %1093 ]
  %1104 = phi <8 x float> [ %1096, %1094 ], [ splat (float 0xFFF0000000000000), %1093 ]
  %1105 = phi <8 x float> [ %1095, %1094 ], [ splat (float 0xFFF0000000000000), %1093 ]
  %1106 = add i64 %112, %8
  %1107 = getelementptr inbounds nuw float, ptr %104, i64 %113
  %1108 = tail call i64 @llvm.smin.i64(i64 %1106, i64 8)
  %1109 = trunc i64 %1108 to i32
  %1110 = insertelement <8 x i32> poison, i32 %1109, i64 0
  %1111 = shufflevector <8 x i32> %1110, <8 x i32> poison, <8 x i32> zeroinitializer
  %1112 = icmp sgt <8 x i32> %1111, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1105, ptr align 1 %1107, <8 x i1> %1112)
  %1113 = add i64 %1106, -8
  %1114 = getelementptr inbounds nuw i8, ptr %1107, i64 32
  %1115 = tail call i64 @llvm.smin.i64(i64 %1113, i64 8)
  %1116 = trunc i64 %1115 to i32
  %1117 = insertelement <8 x i32> poison, i32 %1116, i64 0
  %1118 = shufflevector <8 x i32> %1117, <8 x i32> poison, <8 x i32> zeroinitializer
  %1119 = icmp sgt <8 x i32> %1118, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1104, ptr nonnull align 1 %1114, <8 x i1> %1119)
  %1120 = add i64 %1106, -16
  %1121 = getelementptr inbounds nuw i8, ptr %1107, i64 64
  %1122 = tail call i64 @llvm.smin.i64(i64 %1120, i64 8)
  %1123 = trunc i64 %1122 to i32
  %1124 = insertelement <8 x i32> poison, i32 %1123, i64 0
  %1125 = shufflevector <8 x i32> %1124, <8 x i32> poison, <8 x i32> zeroinitializer
  %1126 = icmp sgt <8 x i32> %1125, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1103, ptr nonnull align 1 %1121, <8 x i1> %1126)
  %1127 = add i64 %1106, -24
  %1128 = getelementptr inbounds nuw i8, ptr %1107, i64 96
  %1129 = tail call i64 @llvm.smin.i64(i64 %1127, i64 8)
  %1130 = trunc i64 %1129 to i32
  %1131 = insertelement <8 x i32> poison, i32 %1130, i64 0
  %1132 = shufflevector <8 x i32> %1131, <8 x i32> poison, <8 x i32> zeroinitializer
  %1133 = icmp sgt <8 x i32> %1132, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1102, ptr nonnull align 1 %1128, <8 x i1> %1133)
  %1134 = add i64 %1106, -32
  %1135 = getelementptr inbounds nuw i8, ptr %1107, i64 128
  %1136 = tail call i64 @llvm.smin.i64(i64 %1134, i64 8)
  %1137 = trunc i64 %1136 to i32
  %1138 = insertelement <8 x i32> poison, i32 %1137, i64 0
  %1139 = shufflevector <8 x i32> %1138, <8 x i32> poison, <8 x i32> zeroinitializer
  %1140 = icmp sgt <8 x i32> %1139, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1101, ptr nonnull align 1 %1135, <8 x i1> %1140)
  call void @llvm.lifetime.end.p0(ptr nonnull %22)
  br label %2132

1141:                                             ; preds = %1093, %1215
  %1142 = phi i64 [ %1216, %1215 ], [ 0, %1093 ]
  %1143 = mul nsw i64 %1142, %13
  %1144 = add i64 %107, %1143
  %1145 = icmp sgt i64 %1144, -1
  %1146 = icmp slt i64 %1144, %5
  %1147 = and i1 %1145, %1146
  br i1 %1147, label %1148, label %1215

1148:                                             ; preds = %1141
  %1149 = mul nsw i64 %1144, %6
  %1150 = getelementptr inbounds float, ptr %98, i64 %1149
  br i1 %38, label %1151, label %1215

1151:                                             ; preds = %1148, %1155
  %1152 = phi i64 [ %1156, %1155 ], [ 0, %1148 ]
  %1153 = mul nsw i64 %1152, %14
  %1154 = sub i64 %1153, %16
  br label %1158

1155:                                             ; preds = %1212
  %1156 = add nuw nsw i64 %1152, 1
  %1157 = icmp eq i64 %1156, %10
  br i1 %1157, label %1215, label %1151

1158:                                             ; preds = %1151, %1212
  %1159 = phi i64 [ 0, %1151 ], [ %1213, %1212 ]
  %1160 = shl nuw nsw i64 %1159, 3
  %1161 = or disjoint i64 %113, %1160
  %1162 = sub nsw i64 %8, %1161
  %1163 = shl nuw nsw i64 %1161, 1
  %1164 = add i64 %1154, %1163
  %1165 = icmp slt i64 %1164, 0
  %1166 = sub nsw i64 0, %1164
  %1167 = select i1 %1165, i64 %1166, i64 0
  %1168 = sub nsw i64 %6, %1164
  %1169 = shl nsw i64 %1162, 1
  %1170 = add nsw i64 %1169, -1
  %1171 = tail call i64 @llvm.smin.i64(i64 %1168, i64 %1170)
  %1172 = tail call i64 @llvm.smin.i64(i64 %1171, i64 16)
  %1173 = icmp sgt i64 %1172, %1167
  br i1 %1173, label %1174, label %1212

1174:                                             ; preds = %1158
  %1175 = getelementptr inbounds nuw <8 x float>, ptr %22, i64 %1159
  %1176 = load <8 x float>, ptr %1175, align 32
  %1177 = getelementptr inbounds float, ptr %1150, i64 %1164
  %1178 = trunc i64 %1167 to i32
  %1179 = trunc i64 %1172 to i32
  %1180 = insertelement <8 x i32> poison, i32 %1178, i64 0
  %1181 = shufflevector <8 x i32> %1180, <8 x i32> poison, <8 x i32> zeroinitializer
  %1182 = icmp slt <8 x i32> %1181, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1183 = insertelement <8 x i32> poison, i32 %1179, i64 0
  %1184 = shufflevector <8 x i32> %1183, <8 x i32> poison, <8 x i32> zeroinitializer
  %1185 = icmp sgt <8 x i32> %1184, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1186 = and <8 x i1> %1182, %1185
  %1187 = add nsw i32 %1178, -8
  %1188 = insertelement <8 x i32> poison, i32 %1187, i64 0
  %1189 = shufflevector <8 x i32> %1188, <8 x i32> poison, <8 x i32> zeroinitializer
  %1190 = icmp slt <8 x i32> %1189, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1191 = add nsw i32 %1179, -8
  %1192 = insertelement <8 x i32> poison, i32 %1191, i64 0
  %1193 = shufflevector <8 x i32> %1192, <8 x i32> poison, <8 x i32> zeroinitializer
  %1194 = icmp sgt <8 x i32> %1193, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1195 = and <8 x i1> %1190, %1194
  %1196 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr readonly align 1 %1177, <8 x i1> %1186, <8 x float> <float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison>)
  %1197 = getelementptr inbounds nuw i8, ptr %1177, i64 32
  %1198 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull readonly align 1 %1197, <8 x i1> %1195, <8 x float> <float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison>)
  %1199 = shufflevector <8 x float> %1196, <8 x float> %1198, <8 x i32> <i32 0, i32 2, i32 8, i32 10, i32 4, i32 6, i32 12, i32 14>
  %1200 = bitcast <8 x float> %1199 to <4 x double>
  %1201 = shufflevector <4 x double> %1200, <4 x double> poison, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  %1202 = bitcast <4 x double> %1201 to <8 x float>
  %1203 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1202, <8 x float> %1176)
  %1204 = bitcast <8 x float> %1176 to <8 x i32>
  %1205 = bitcast <4 x double> %1201 to <8 x i32>
  %1206 = and <8 x i32> %1205, %1204
  %1207 = bitcast <8 x i32> %1206 to <8 x float>
  %1208 = fcmp oeq <8 x float> %1176, %1202
  %1209 = select <8 x i1> %1208, <8 x float> %1207, <8 x float> %1203
  %1210 = fcmp uno <8 x float> %1202, zeroinitializer
  %1211 = select <8 x i1> %1210, <8 x float> %1202, <8 x float> %1209
  store <8 x float> %1211, ptr %1175, align 32
  br label %1212

1212:                                             ; preds = %1174, %1158
  %1213 = add nuw nsw i64 %1159, 1
  %1214 = icmp eq i64 %1213, 5
  br i1 %1214, label %1155, label %1158

1215:                                             ; preds = %1155, %1148, %1141
  %1216 = add nuw nsw i64 %1142, 1
  %1217 = icmp eq i64 %1216, %9
  br i1 %1217, label %1094, label %1141

1218:                                             ; preds = %1092
  call void @llvm.lifetime.start.p0(ptr nonnull %23)
  store <8 x float> splat (float 0xFFF0000000000000), ptr %23, align 32
  store <8 x float> splat (float 0xFFF0000000000000), ptr %75, align 32
  store <8 x float> splat (float 0xFFF0000000000000), ptr %76, align 32
  store <8 x float> splat (float 0xFFF0000000000000), ptr %77, align 32
  store <8 x float> splat (float 0xFFF0000000000000), ptr %78, align 32
  br i1 %37, label %1266, label %1225

1219:                                             ; preds = %1322
  %1220 = load <8 x float>, ptr %23, align 32
  %1221 = load <8 x float>, ptr %75, align 32
  %1222 = load <8 x float>, ptr %76, align 32
  %1223 = load <8 x float>, ptr %77, align 32
  %1224 = load <8 x float>, ptr %78, align 32
  br label %1225

1225:                                             ; preds = %1219, %1218
  %1226 = phi <8 x float> [ %1224, %1219 ], [ splat (float 0xFFF0000000000000), %1218 ]
  %1227 = phi <8 x float> [ %1223, %1219 ], [ splat (float 0xFFF0000000000000), %1218 ]
  %1228 = phi <8 x float> [ %1222, %1219 ], [ splat (float 0xFFF0000000000000), %1218 ]
  %1229 = phi <8 x float> [ %1221, %1219 ], [ splat (float 0xFFF0000000000000), %1218 ]
  %1230 = phi <8 x float> [ %1220, %1219 ], [ splat (float 0xFFF0000000000000), %1218 ]
  %1231 = add i64 %112, %8
  %1232 = getelementptr inbounds nuw float, ptr %104, i64 %113
  %1233 = tail call i64 @llvm.smin.i64(i64 %1231, i64 8)
  %1234 = trunc i64 %1233 to i32
  %1235 = insertelement <8 x i32> poison, i32 %1234, i64 0
  %1236 = shufflevector <8 x i32> %1235, <8 x i32> poison, <8 x i32> zeroinitializer
  %1237 = icmp sgt <8 x i32> %1236, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1230, ptr align 1 %1232, <8 x i1> %1237)
  %1238 = add i64 %1231, -8
  %1239 = getelementptr inbounds nuw i8, ptr %1232, i64 32
  %1240 = tail call i64 @llvm.smin.i64(i64 %1238, i64 8)
  %1241 = trunc i64 %1240 to i32
  %1242 = insertelement <8 x i32> poison, i32 %1241, i64 0
  %1243 = shufflevector <8 x i32> %1242, <8 x i32> poison, <8 x i32> zeroinitializer
  %1244 = icmp sgt <8 x i32> %1243, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1229, ptr nonnull align 1 %1239, <8 x i1> %1244)
  %1245 = add i64 %1231, -16
  %1246 = getelementptr inbounds nuw i8, ptr %1232, i64 64
  %1247 = tail call i64 @llvm.smin.i64(i64 %1245, i64 8)
  %1248 = trunc i64 %1247 to i32
  %1249 = insertelement <8 x i32> poison, i32 %1248, i64 0
  %1250 = shufflevector <8 x i32> %1249, <8 x i32> poison, <8 x i32> zeroinitializer
  %1251 = icmp sgt <8 x i32> %1250, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1228, ptr nonnull align 1 %1246, <8 x i1> %1251)
  %1252 = add i64 %1231, -24
  %1253 = getelementptr inbounds nuw i8, ptr %1232, i64 96
  %1254 = tail call i64 @llvm.smin.i64(i64 %1252, i64 8)
  %1255 = trunc i64 %1254 to i32
  %1256 = insertelement <8 x i32> poison, i32 %1255, i64 0
  %1257 = shufflevector <8 x i32> %1256, <8 x i32> poison, <8 x i32> zeroinitializer
  %1258 = icmp sgt <8 x i32> %1257, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1227, ptr nonnull align 1 %1253, <8 x i1> %1258)
  %1259 = add i64 %1231, -32
  %1260 = getelementptr inbounds nuw i8, ptr %1232, i64 128
  %1261 = tail call i64 @llvm.smin.i64(i64 %1259, i64 8)
  %1262 = trunc i64 %1261 to i32
  %1263 = insertelement <8 x i32> poison, i32 %1262, i64 0
  %1264 = shufflevector <8 x i32> %1263, <8 x i32> poison, <8 x i32> zeroinitializer
  %1265 = icmp sgt <8 x i32> %1264, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1226, ptr nonnull align 1 %1260, <8 x i1> %1265)
  call void @llvm.lifetime.end.p0(ptr nonnull %23)
  br label %2132

1266:                                             ; preds = %1218, %1322
  %1267 = phi i64 [ %1323, %1322 ], [ 0, %1218 ]
  %1268 = mul nsw i64 %1267, %13
  %1269 = add i64 %107, %1268
  %1270 = icmp sgt i64 %1269, -1
  %1271 = icmp slt i64 %1269, %5
  %1272 = and i1 %1270, %1271
  br i1 %1272, label %1273, label %1322

1273:                                             ; preds = %1266
  %1274 = mul nsw i64 %1269, %6
  %1275 = getelementptr inbounds float, ptr %98, i64 %1274
  br i1 %38, label %1276, label %1322

1276:                                             ; preds = %1273, %1280
  %1277 = phi i64 [ %1281, %1280 ], [ 0, %1273 ]
  %1278 = mul nsw i64 %1277, %14
  %1279 = sub i64 %1278, %16
  br label %1283

1280:                                             ; preds = %1319
  %1281 = add nuw nsw i64 %1277, 1
  %1282 = icmp eq i64 %1281, %10
  br i1 %1282, label %1322, label %1276

1283:                                             ; preds = %1276, %1319
  %1284 = phi i64 [ 0, %1276 ], [ %1320, %1319 ]
  %1285 = shl nuw nsw i64 %1284, 3
  %1286 = or disjoint i64 %113, %1285
  %1287 = sub nsw i64 %8, %1286
  %1288 = add i64 %1279, %1286
  %1289 = icmp slt i64 %1288, 0
  %1290 = sub nsw i64 0, %1288
  %1291 = select i1 %1289, i64 %1290, i64 0
  %1292 = sub nsw i64 %6, %1288
  %1293 = tail call i64 @llvm.smin.i64(i64 %1292, i64 %1287)
  %1294 = tail call i64 @llvm.smin.i64(i64 %1293, i64 8)
  %1295 = icmp sgt i64 %1294, %1291
  br i1 %1295, label %1296, label %1319

1296:                                             ; preds = %1283
  %1297 = getelementptr inbounds nuw <8 x float>, ptr %23, i64 %1284
  %1298 = load <8 x float>, ptr %1297, align 32
  %1299 = getelementptr inbounds float, ptr %1275, i64 %1288
  %1300 = trunc i64 %1291 to i32
  %1301 = insertelement <8 x i32> poison, i32 %1300, i64 0
  %1302 = shufflevector <8 x i32> %1301, <8 x i32> poison, <8 x i32> zeroinitializer
  %1303 = icmp slt <8 x i32> %1302, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1304 = trunc i64 %1294 to i32
  %1305 = insertelement <8 x i32> poison, i32 %1304, i64 0
  %1306 = shufflevector <8 x i32> %1305, <8 x i32> poison, <8 x i32> zeroinitializer
  %1307 = icmp sgt <8 x i32> %1306, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1308 = and <8 x i1> %1303, %1307
  %1309 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1299, <8 x i1> %1308, <8 x float> splat (float 0xFFF0000000000000))
  %1310 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1309, <8 x float> %1298)
  %1311 = bitcast <8 x float> %1298 to <8 x i32>
  %1312 = bitcast <8 x float> %1309 to <8 x i32>
  %1313 = and <8 x i32> %1312, %1311
  %1314 = bitcast <8 x i32> %1313 to <8 x float>
  %1315 = fcmp oeq <8 x float> %1298, %1309
  %1316 = select <8 x i1> %1315, <8 x float> %1314, <8 x float> %1310
  %1317 = fcmp uno <8 x float> %1309, zeroinitializer
  %1318 = select <8 x i1> %1317, <8 x float> %1309, <8 x float> %1316
  store <8 x float> %1318, ptr %1297, align 32
  br label %1319

1319:                                             ; preds = %1296, %1283
  %1320 = add nuw nsw i64 %1284, 1
  %1321 = icmp eq i64 %1320, 5
  br i1 %1321, label %1280, label %1283

1322:                                             ; preds = %1280, %1273, %1266
  %1323 = add nuw nsw i64 %1267, 1
  %1324 = icmp eq i64 %1323, %9
  br i1 %1324, label %1219, label %1266

1325:                                             ; preds = %111
  br i1 %32, label %1326, label %1460

1326:                                             ; preds = %1325
  call void @llvm.lifetime.start.p0(ptr nonnull %24)
  store <8 x float> splat (float 0xFFF0000000000000), ptr %24, align 32
  store <8 x float> splat (float 0xFFF0000000000000), ptr %70, align 32
  store <8 x float> splat (float 0xFFF0000000000000), ptr %71, align 32
  store <8 x float> splat (float 0xFFF0000000000000), ptr %72, align 32
  store <8 x float> splat (float 0xFFF0000000000000), ptr %73, align 32
  store <8 x float> splat (float 0xFFF0000000000000), ptr %74, align 32
  br i1 %37, label %1383, label %1334

1327:                                             ; preds = %1457
  %1328 = load <8 x float>, ptr %24, align 32
  %1329 = load <8 x float>, ptr %70, align 32
  %1330 = load <8 x float>, ptr %71, align 32
  %1331 = load <8 x float>, ptr %72, align 32
  %1332 = load <8 x float>, ptr %73, align 32
  %1333 = load <8 x float>, ptr %74, align 32
  br label %1334

1334:                                             ; preds = %1327, %1326
  %1335 = phi <8 x float> [ %1333, %1327 ], [ splat (float 0xFFF0000000000000), %1326 ]
  %1336 = phi <8 x float> [ %1332, %1327 ], [ splat (float 0xFFF0000000000000), %1326 ]
  %1337 = phi <8 x float> [ %1331, %1327 ], [ splat (float 0xFFF0000000000000), %1326 ]
  %1338 = phi <8 x float> [ %1330, %1327 ], [ splat (float 0xFFF0000000000000), %1326 ]
  %1339 = phi <8 x float> [ %1329, %1327 ], [ splat (float 0xFFF0000000000000), %1326 ]
  %1340 = phi <8 x float> [ %1328, %1327 ], [ splat (float 0xFFF0000000000000), %1326 ]
  %1341 = add i64 %112, %8
  %1342 = getelementptr inbounds nuw float, ptr %104, i64 %113
  %1343 = tail call i64 @llvm.smin.i64(i64 %1341, i64 8)
  %1344 = trunc i64 %1343 to i32
  %1345 = insertelement <8 x i32> poison, i32 %1344, i64 0
  %1346 = shufflevector <8 x i32> %1345, <8 x i32> poison, <8 x i32> zeroinitializer
  %1347 = icmp sgt <8 x i32> %1346, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1340, ptr align 1 %1342, <8 x i1> %1347)
  %1348 = add i64 %1341, -8
  %1349 = getelementptr inbounds nuw i8, ptr %1342, i64 32
  %1350 = tail call i64 @llvm.smin.i64(i64 %1348, i64 8)
  %1351 = trunc i64 %1350 to i32
  %1352 = insertelement <8 x i32> poison, i32 %1351, i64 0
  %1353 = shufflevector <8 x i32> %1352, <8 x i32> poison, <8 x i32> zeroinitializer
  %1354 = icmp sgt <8 x i32> %1353, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1339, ptr nonnull align 1 %1349, <8 x i1> %1354)
  %1355 = add i64 %1341, -16
  %1356 = getelementptr inbounds nuw i8, ptr %1342, i64 64
  %1357 = tail call i64 @llvm.smin.i64(i64 %1355, i64 8)
  %1358 = trunc i64 %1357 to i32
  %1359 = insertelement <8 x i32> poison, i32 %1358, i64 0
  %1360 = shufflevector <8 x i32> %1359, <8 x i32> poison, <8 x i32> zeroinitializer
  %1361 = icmp sgt <8 x i32> %1360, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1338, ptr nonnull align 1 %1356, <8 x i1> %1361)
  %1362 = add i64 %1341, -24
  %1363 = getelementptr inbounds nuw i8, ptr %1342, i64 96
  %1364 = tail call i64 @llvm.smin.i64(i64 %1362, i64 8)
  %1365 = trunc i64 %1364 to i32
  %1366 = insertelement <8 x i32> poison, i32 %1365, i64 0
  %1367 = shufflevector <8 x i32> %1366, <8 x i32> poison, <8 x i32> zeroinitializer
  %1368 = icmp sgt <8 x i32> %1367, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1337, ptr nonnull align 1 %1363, <8 x i1> %1368)
  %1369 = add i64 %1341, -32
  %1370 = getelementptr inbounds nuw i8, ptr %1342, i64 128
  %1371 = tail call i64 @llvm.smin.i64(i64 %1369, i64 8)
  %1372 = trunc i64 %1371 to i32
  %1373 = insertelement <8 x i32> poison, i32 %1372, i64 0
  %1374 = shufflevector <8 x i32> %1373, <8 x i32> poison, <8 x i32> zeroinitializer
  %1375 = icmp sgt <8 x i32> %1374, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1336, ptr nonnull align 1 %1370, <8 x i1> %1375)
  %1376 = add i64 %1341, -40
  %1377 = getelementptr inbounds nuw i8, ptr %1342, i64 160
  %1378 = tail call i64 @llvm.smin.i64(i64 %1376, i64 8)
  %1379 = trunc i64 %1378 to i32
  %1380 = insertelement <8 x i32> poison, i32 %1379, i64 0
  %1381 = shufflevector <8 x i32> %1380, <8 x i32> poison, <8 x i32> zeroinitializer
  %1382 = icmp sgt <8 x i32> %1381, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1335, ptr nonnull align 1 %1377, <8 x i1> %1382)
  call void @llvm.lifetime.end.p0(ptr nonnull %24)
  br label %2132

1383:                                             ; preds = %1326, %1457
  %1384 = phi i64 [ %1458, %1457 ], [ 0, %1326 ]
  %1385 = mul nsw i64 %1384, %13
  %1386 = add i64 %107, %1385
  %1387 = icmp sgt i64 %1386, -1
  %1388 = icmp slt i64 %1386, %5
  %1389 = and i1 %1387, %1388
  br i1 %1389, label %1390, label %1457

1390:                                             ; preds = %1383
  %1391 = mul nsw i64 %1386, %6
  %1392 = getelementptr inbounds float, ptr %98, i64 %1391
  br i1 %38, label %1393, label %1457

1393:                                             ; preds = %1390, %1397
  %1394 = phi i64 [ %1398, %1397 ], [ 0, %1390 ]
  %1395 = mul nsw i64 %1394, %14
  %1396 = sub i64 %1395, %16
  br label %1400

1397:                                             ; preds = %1454
  %1398 = add nuw nsw i64 %1394, 1
  %1399 = icmp eq i64 %1398, %10
  br i1 %1399, label %1457, label %1393

1400:                                             ; preds = %1393, %1454
  %1401 = phi i64 [ 0, %1393 ], [ %1455, %1454 ]
  %1402 = shl nuw nsw i64 %1401, 3
  %1403 = or disjoint i64 %113, %1402
  %1404 = sub nsw i64 %8, %1403
  %1405 = shl nuw nsw i64 %1403, 1
  %1406 = add i64 %1396, %1405
  %1407 = icmp slt i64 %1406, 0
  %1408 = sub nsw i64 0, %1406
  %1409 = select i1 %1407, i64 %1408, i64 0
  %1410 = sub nsw i64 %6, %1406
  %1411 = shl nsw i64 %1404, 1
  %1412 = add nsw i64 %1411, -1
  %1413 = tail call i64 @llvm.smin.i64(i64 %1410, i64 %1412)
  %1414 = tail call i64 @llvm.smin.i64(i64 %1413, i64 16)
  %1415 = icmp sgt i64 %1414, %1409
  br i1 %1415, label %1416, label %1454

1416:                                             ; preds = %1400
  %1417 = getelementptr inbounds nuw <8 x float>, ptr %24, i64 %1401
  %1418 = load <8 x float>, ptr %1417, align 32
  %1419 = getelementptr inbounds float, ptr %1392, i64 %1406
  %1420 = trunc i64 %1409 to i32
  %1421 = trunc i64 %1414 to i32
  %1422 = insertelement <8 x i32> poison, i32 %1420, i64 0
  %1423 = shufflevector <8 x i32> %1422, <8 x i32> poison, <8 x i32> zeroinitializer
  %1424 = icmp slt <8 x i32> %1423, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1425 = insertelement <8 x i32> poison, i32 %1421, i64 0
  %1426 = shufflevector <8 x i32> %1425, <8 x i32> poison, <8 x i32> zeroinitializer
  %1427 = icmp sgt <8 x i32> %1426, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1428 = and <8 x i1> %1424, %1427
  %1429 = add nsw i32 %1420, -8
  %1430 = insertelement <8 x i32> poison, i32 %1429, i64 0
  %1431 = shufflevector <8 x i32> %1430, <8 x i32> poison, <8 x i32> zeroinitializer
  %1432 = icmp slt <8 x i32> %1431, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1433 = add nsw i32 %1421, -8
  %1434 = insertelement <8 x i32> poison, i32 %1433, i64 0
  %1435 = shufflevector <8 x i32> %1434, <8 x i32> poison, <8 x i32> zeroinitializer
  %1436 = icmp sgt <8 x i32> %1435, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1437 = and <8 x i1> %1432, %1436
  %1438 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr readonly align 1 %1419, <8 x i1> %1428, <8 x float> <float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison>)
  %1439 = getelementptr inbounds nuw i8, ptr %1419, i64 32
  %1440 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull readonly align 1 %1439, <8 x i1> %1437, <8 x float> <float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison>)
  %1441 = shufflevector <8 x float> %1438, <8 x float> %1440, <8 x i32> <i32 0, i32 2, i32 8, i32 10, i32 4, i32 6, i32 12, i32 14>
  %1442 = bitcast <8 x float> %1441 to <4 x double>
  %1443 = shufflevector <4 x double> %1442, <4 x double> poison, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  %1444 = bitcast <4 x double> %1443 to <8 x float>
  %1445 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1444, <8 x float> %1418)
  %1446 = bitcast <8 x float> %1418 to <8 x i32>
  %1447 = bitcast <4 x double> %1443 to <8 x i32>
  %1448 = and <8 x i32> %1447, %1446
  %1449 = bitcast <8 x i32> %1448 to <8 x float>
  %1450 = fcmp oeq <8 x float> %1418, %1444
  %1451 = select <8 x i1> %1450, <8 x float> %1449, <8 x float> %1445
  %1452 = fcmp uno <8 x float> %1444, zeroinitializer
  %1453 = select <8 x i1> %1452, <8 x float> %1444, <8 x float> %1451
  store <8 x float> %1453, ptr %1417, align 32
  br label %1454

1454:                                             ; preds = %1416, %1400
  %1455 = add nuw nsw i64 %1401, 1
  %1456 = icmp eq i64 %1455, 6
  br i1 %1456, label %1397, label %1400

1457:                                             ; preds = %1397, %1390, %1383
  %1458 = add nuw nsw i64 %1384, 1
  %1459 = icmp eq i64 %1458, %9
  br i1 %1459, label %1327, label %1383

1460:                                             ; preds = %1325
  call void @llvm.lifetime.start.p0(ptr nonnull %25)
  store <8 x float> splat (float 0xFFF0000000000000), ptr %25, align 32
  store <8 x float> splat (float 0xFFF0000000000000), ptr %65, align 32
  store <8 x float> splat (float 0xFFF0000000000000), ptr %66, align 32
  store <8 x float> splat (float 0xFFF0000000000000), ptr %67, align 32
  store <8 x float> splat (float 0xFFF0000000000000), ptr %68, align 32
  store <8 x float> splat (float 0xFFF0000000000000), ptr %69, align 32
  br i1 %37, label %1517, label %1468

1461:                                             ; preds = %1573
  %1462 = load <8 x float>, ptr %25, align 32
  %1463 = load <8 x float>, ptr %65, align 32
  %1464 = load <8 x float>, ptr %66, align 32
  %1465 = load <8 x float>, ptr %67, align 32
  %1466 = load <8 x float>, ptr %68, align 32
  %1467 = load <8 x float>, ptr %69, align 32
  br label %1468

1468:                                             ; preds = %1461, %1460
  %1469 = phi <8 x float> [ %1467, %1461 ], [ splat (float 0xFFF0000000000000), %1460 ]
  %1470 = phi <8 x float> [ %1466, %1461 ], [ splat (float 0xFFF0000000000000), %1460 ]
  %1471 = phi <8 x float> [ %1465, %1461 ], [ splat (float 0xFFF0000000000000), %1460 ]
  %1472 = phi <8 x float> [ %1464, %1461 ], [ splat (float 0xFFF0000000000000), %1460 ]
  %1473 = phi <8 x float> [ %1463, %1461 ], [ splat (float 0xFFF0000000000000), %1460 ]
  %1474 = phi <8 x float> [ %1462, %1461 ], [ splat (float 0xFFF0000000000000), %1460 ]
  %1475 = add i64 %112, %8
  %1476 = getelementptr inbounds nuw float, ptr %104, i64 %113
  %1477 = tail call i64 @llvm.smin.i64(i64 %1475, i64 8)
  %1478 = trunc i64 %1477 to i32
  %1479 = insertelement <8 x i32> poison, i32 %1478, i64 0
  %1480 = shufflevector <8 x i32> %1479, <8 x i32> poison, <8 x i32> zeroinitializer
  %1481 = icmp sgt <8 x i32> %1480, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1474, ptr align 1 %1476, <8 x i1> %1481)
  %1482 = add i64 %1475, -8
  %1483 = getelementptr inbounds nuw i8, ptr %1476, i64 32
  %1484 = tail call i64 @llvm.smin.i64(i64 %1482, i64 8)
  %1485 = trunc i64 %1484 to i32
  %1486 = insertelement <8 x i32> poison, i32 %1485, i64 0
  %1487 = shufflevector <8 x i32> %1486, <8 x i32> poison, <8 x i32> zeroinitializer
  %1488 = icmp sgt <8 x i32> %1487, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1473, ptr nonnull align 1 %1483, <8 x i1> %1488)
  %1489 = add i64 %1475, -16
  %1490 = getelementptr inbounds nuw i8, ptr %1476, i64 64
  %1491 = tail call i64 @llvm.smin.i64(i64 %1489, i64 8)
  %1492 = trunc i64 %1491 to i32
  %1493 = insertelement <8 x i32> poison, i32 %1492, i64 0
  %1494 = shufflevector <8 x i32> %1493, <8 x i32> poison, <8 x i32> zeroinitializer
  %1495 = icmp sgt <8 x i32> %1494, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1472, ptr nonnull align 1 %1490, <8 x i1> %1495)
  %1496 = add i64 %1475, -24
  %1497 = getelementptr inbounds nuw i8, ptr %1476, i64 96
  %1498 = tail call i64 @llvm.smin.i64(i64 %1496, i64 8)
  %1499 = trunc i64 %1498 to i32
  %1500 = insertelement <8 x i32> poison, i32 %1499, i64 0
  %1501 = shufflevector <8 x i32> %1500, <8 x i32> poison, <8 x i32> zeroinitializer
  %1502 = icmp sgt <8 x i32> %1501, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1471, ptr nonnull align 1 %1497, <8 x i1> %1502)
  %1503 = add i64 %1475, -32
  %1504 = getelementptr inbounds nuw i8, ptr %1476, i64 128
  %1505 = tail call i64 @llvm.smin.i64(i64 %1503, i64 8)
  %1506 = trunc i64 %1505 to i32
  %1507 = insertelement <8 x i32> poison, i32 %1506, i64 0
  %1508 = shufflevector <8 x i32> %1507, <8 x i32> poison, <8 x i32> zeroinitializer
  %1509 = icmp sgt <8 x i32> %1508, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1470, ptr nonnull align 1 %1504, <8 x i1> %1509)
  %1510 = add i64 %1475, -40
  %1511 = getelementptr inbounds nuw i8, ptr %1476, i64 160
  %1512 = tail call i64 @llvm.smin.i64(i64 %1510, i64 8)
  %1513 = trunc i64 %1512 to i32
  %1514 = insertelement <8 x i32> poison, i32 %1513, i64 0
  %1515 = shufflevector <8 x i32> %1514, <8 x i32> poison, <8 x i32> zeroinitializer
  %1516 = icmp sgt <8 x i32> %1515, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1469, ptr nonnull align 1 %1511, <8 x i1> %1516)
  call void @llvm.lifetime.end.p0(ptr nonnull %25)
  br label %2132

1517:                                             ; preds = %1460, %1573
  %1518 = phi i64 [ %1574, %1573 ], [ 0, %1460 ]
  %1519 = mul nsw i64 %1518, %13
  %1520 = add i64 %107, %1519
  %1521 = icmp sgt i64 %1520, -1
  %1522 = icmp slt i64 %1520, %5
  %1523 = and i1 %1521, %1522
  br i1 %1523, label %1524, label %1573

1524:                                             ; preds = %1517
  %1525 = mul nsw i64 %1520, %6
  %1526 = getelementptr inbounds float, ptr %98, i64 %1525
  br i1 %38, label %1527, label %1573

1527:                                             ; preds = %1524, %1531
  %1528 = phi i64 [ %1532, %1531 ], [ 0, %1524 ]
  %1529 = mul nsw i64 %1528, %14
  %1530 = sub i64 %1529, %16
  br label %1534

1531:                                             ; preds = %1570
  %1532 = add nuw nsw i64 %1528, 1
  %1533 = icmp eq i64 %1532, %10
  br i1 %1533, label %1573, label %1527

1534:                                             ; preds = %1527, %1570
  %1535 = phi i64 [ 0, %1527 ], [ %1571, %1570 ]
  %1536 = shl nuw nsw i64 %1535, 3
  %1537 = or disjoint i64 %113, %1536
  %1538 = sub nsw i64 %8, %1537
  %1539 = add i64 %1530, %1537
  %1540 = icmp slt i64 %1539, 0
  %1541 = sub nsw i64 0, %1539
  %1542 = select i1 %1540, i64 %1541, i64 0
  %1543 = sub nsw i64 %6, %1539
  %1544 = tail call i64 @llvm.smin.i64(i64 %1543, i64 %1538)
  %1545 = tail call i64 @llvm.smin.i64(i64 %1544, i64 8)
  %1546 = icmp sgt i64 %1545, %1542
  br i1 %1546, label %1547, label %1570

1547:                                             ; preds = %1534
  %1548 = getelementptr inbounds nuw <8 x float>, ptr %25, i64 %1535
  %1549 = load <8 x float>, ptr %1548, align 32
  %1550 = getelementptr inbounds float, ptr %1526, i64 %1539
  %1551 = trunc i64 %1542 to i32
  %1552 = insertelement <8 x i32> poison, i32 %1551, i64 0
  %1553 = shufflevector <8 x i32> %1552, <8 x i32> poison, <8 x i32> zeroinitializer
  %1554 = icmp slt <8 x i32> %1553, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1555 = trunc i64 %1545 to i32
  %1556 = insertelement <8 x i32> poison, i32 %1555, i64 0
  %1557 = shufflevector <8 x i32> %1556, <8 x i32> poison, <8 x i32> zeroinitializer
  %1558 = icmp sgt <8 x i32> %1557, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1559 = and <8 x i1> %1554, %1558
  %1560 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1550, <8 x i1> %1559, <8 x float> splat (float 0xFFF0000000000000))
  %1561 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1560, <8 x float> %1549)
  %1562 = bitcast <8 x float> %1549 to <8 x i32>
  %1563 = bitcast <8 x float> %1560 to <8 x i32>
  %1564 = and <8 x i32> %1563, %1562
  %1565 = bitcast <8 x i32> %1564 to <8 x float>
  %1566 = fcmp oeq <8 x float> %1549, %1560
  %1567 = select <8 x i1> %1566, <8 x float> %1565, <8 x float> %1561
  %1568 = fcmp uno <8 x float> %1560, zeroinitializer
  %1569 = select <8 x i1> %1568, <8 x float> %1560, <8 x float> %1567
  store <8 x float> %1569, ptr %1548, align 32
  br label %1570

1570:                                             ; preds = %1547, %1534
  %1571 = add nuw nsw i64 %1535, 1
  %1572 = icmp eq i64 %1571, 6
  br i1 %1572, label %1531, label %1534

1573:                                             ; preds = %1531, %1524, %1517
  %1574 = add nuw nsw i64 %1518, 1
  %1575 = icmp eq i64 %1574, %9
  br i1 %1575, label %1461, label %1517

1576:                                             ; preds = %111
  br i1 %32, label %1577, label %1720

1577:                                             ; preds = %1576
  call void @llvm.lifetime.start.p0(ptr nonnull %26)
  store <8 x float> splat (float 0xFFF0000000000000), ptr %26, align 32
  store <8 x float> splat (float 0xFFF0000000000000), ptr %59, align 32
  store <8 x float> splat (float 0xFFF0000000000000), ptr %60, align 32
  store <8 x float> splat (float 0xFFF0000000000000), ptr %61, align 32
  store <8 x float> splat (float 0xFFF0000000000000), ptr %62, align 32
  store <8 x float> splat (float 0xFFF0000000000000), ptr %63, align 32
  store <8 x float> splat (float 0xFFF0000000000000), ptr %64, align 32
  br i1 %37, label %1643, label %1586

1578:                                             ; preds = %1717
  %1579 = load <8 x float>, ptr %26, align 32
  %1580 = load <8 x float>, ptr %59, align 32
  %1581 = load <8 x float>, ptr %60, align 32
  %1582 = load <8 x float>, ptr %61, align 32
  %1583 = load <8 x float>, ptr %62, align 32
  %1584 = load <8 x float>, ptr %63, align 32
  %1585 = load <8 x float>, ptr %64, align 32
  br label %1586

1586:                                             ; preds = %1578, %1577
  %1587 = phi <8 x float> [ %1585, %1578 ], [ splat (float 0xFFF0000000000000), %1577 ]
  %1588 = phi <8 x float> [ %1584, %1578 ], [ splat (float 0xFFF0000000000000), %1577 ]
  %1589 = phi <8 x float> [ %1583, %1578 ], [ splat (float 0xFFF0000000000000), %1577 ]
  %1590 = phi <8 x float> [ %1582, %1578 ], [ splat (float 0xFFF0000000000000), %1577 ]
  %1591 = phi <8 x float> [ %1581, %1578 ], [ splat (float 0xFFF0000000000000), %1577 ]
  %1592 = phi <8 x float> [ %1580, %1578 ], [ splat (float 0xFFF0000000000000), %1577 ]
  %1593 = phi <8 x float> [ %1579, %1578 ], [ splat (float 0xFFF0000000000000), %1577 ]
  %1594 = add i64 %112, %8
  %1595 = getelementptr inbounds nuw float, ptr %104, i64 %113
  %1596 = tail call i64 @llvm.smin.i64(i64 %1594, i64 8)
  %1597 = trunc i64 %1596 to i32
  %1598 = insertelement <8 x i32> poison, i32 %1597, i64 0
  %1599 = shufflevector <8 x i32> %1598, <8 x i32> poison, <8 x i32> zeroinitializer
  %1600 = icmp sgt <8 x i32> %1599, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1593, ptr align 1 %1595, <8 x i1> %1600)
  %1601 = add i64 %1594, -8
  %1602 = getelementptr inbounds nuw i8, ptr %1595, i64 32
  %1603 = tail call i64 @llvm.smin.i64(i64 %1601, i64 8)
  %1604 = trunc i64 %1603 to i32
  %1605 = insertelement <8 x i32> poison, i32 %1604, i64 0
  %1606 = shufflevector <8 x i32> %1605, <8 x i32> poison, <8 x i32> zeroinitializer
  %1607 = icmp sgt <8 x i32> %1606, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1592, ptr nonnull align 1 %1602, <8 x i1> %1607)
  %1608 = add i64 %1594, -16
  %1609 = getelementptr inbounds nuw i8, ptr %1595, i64 64
  %1610 = tail call i64 @llvm.smin.i64(i64 %1608, i64 8)
  %1611 = trunc i64 %1610 to i32
  %1612 = insertelement <8 x i32> poison, i32 %1611, i64 0
  %1613 = shufflevector <8 x i32> %1612, <8 x i32> poison, <8 x i32> zeroinitializer
  %1614 = icmp sgt <8 x i32> %1613, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1591, ptr nonnull align 1 %1609, <8 x i1> %1614)
  %1615 = add i64 %1594, -24
  %1616 = getelementptr inbounds nuw i8, ptr %1595, i64 96
  %1617 = tail call i64 @llvm.smin.i64(i64 %1615, i64 8)
  %1618 = trunc i64 %1617 to i32
  %1619 = insertelement <8 x i32> poison, i32 %1618, i64 0
  %1620 = shufflevector <8 x i32> %1619, <8 x i32> poison, <8 x i32> zeroinitializer
  %1621 = icmp sgt <8 x i32> %1620, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1590, ptr nonnull align 1 %1616, <8 x i1> %1621)
  %1622 = add i64 %1594, -32
  %1623 = getelementptr inbounds nuw i8, ptr %1595, i64 128
  %1624 = tail call i64 @llvm.smin.i64(i64 %1622, i64 8)
  %1625 = trunc i64 %1624 to i32
  %1626 = insertelement <8 x i32> poison, i32 %1625, i64 0
  %1627 = shufflevector <8 x i32> %1626, <8 x i32> poison, <8 x i32> zeroinitializer
  %1628 = icmp sgt <8 x i32> %1627, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1589, ptr nonnull align 1 %1623, <8 x i1> %1628)
  %1629 = add i64 %1594, -40
  %1630 = getelementptr inbounds nuw i8, ptr %1595, i64 160
  %1631 = tail call i64 @llvm.smin.i64(i64 %1629, i64 8)
  %1632 = trunc i64 %1631 to i32
  %1633 = insertelement <8 x i32> poison, i32 %1632, i64 0
  %1634 = shufflevector <8 x i32> %1633, <8 x i32> poison, <8 x i32> zeroinitializer
  %1635 = icmp sgt <8 x i32> %1634, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1588, ptr nonnull align 1 %1630, <8 x i1> %1635)
  %1636 = add i64 %1594, -48
  %1637 = getelementptr inbounds nuw i8, ptr %1595, i64 192
  %1638 = tail call i64 @llvm.smin.i64(i64 %1636, i64 8)
  %1639 = trunc i64 %1638 to i32
  %1640 = insertelement <8 x i32> poison, i32 %1639, i64 0
  %1641 = shufflevector <8 x i32> %1640, <8 x i32> poison, <8 x i32> zeroinitializer
  %1642 = icmp sgt <8 x i32> %1641, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1587, ptr nonnull align 1 %1637, <8 x i1> %1642)
  call void @llvm.lifetime.end.p0(ptr nonnull %26)
  br label %2132

1643:                                             ; preds = %1577, %1717
  %1644 = phi i64 [ %1718, %1717 ], [ 0, %1577 ]
  %1645 = mul nsw i64 %1644, %13
  %1646 = add i64 %107, %1645
  %1647 = icmp sgt i64 %1646, -1
  %1648 = icmp slt i64 %1646, %5
  %1649 = and i1 %1647, %1648
  br i1 %1649, label %1650, label %1717

1650:                                             ; preds = %1643
  %1651 = mul nsw i64 %1646, %6
  %1652 = getelementptr inbounds float, ptr %98, i64 %1651
  br i1 %38, label %1653, label %1717

1653:                                             ; preds = %1650, %1657
  %1654 = phi i64 [ %1658, %1657 ], [ 0, %1650 ]
  %1655 = mul nsw i64 %1654, %14
  %1656 = sub i64 %1655, %16
  br label %1660

1657:                                             ; preds = %1714
  %1658 = add nuw nsw i64 %1654, 1
  %1659 = icmp eq i64 %1658, %10
  br i1 %1659, label %1717, label %1653

1660:                                             ; preds = %1653, %1714
  %1661 = phi i64 [ 0, %1653 ], [ %1715, %1714 ]
  %1662 = shl nuw nsw i64 %1661, 3
  %1663 = or disjoint i64 %113, %1662
  %1664 = sub nsw i64 %8, %1663
  %1665 = shl nuw nsw i64 %1663, 1
  %1666 = add i64 %1656, %1665
  %1667 = icmp slt i64 %1666, 0
  %1668 = sub nsw i64 0, %1666
  %1669 = select i1 %1667, i64 %1668, i64 0
  %1670 = sub nsw i64 %6, %1666
  %1671 = shl nsw i64 %1664, 1
  %1672 = add nsw i64 %1671, -1
  %1673 = tail call i64 @llvm.smin.i64(i64 %1670, i64 %1672)
  %1674 = tail call i64 @llvm.smin.i64(i64 %1673, i64 16)
  %1675 = icmp sgt i64 %1674, %1669
  br i1 %1675, label %1676, label %1714

1676:                                             ; preds = %1660
  %1677 = getelementptr inbounds nuw <8 x float>, ptr %26, i64 %1661
  %1678 = load <8 x float>, ptr %1677, align 32
  %1679 = getelementptr inbounds float, ptr %1652, i64 %1666
  %1680 = trunc i64 %1669 to i32
  %1681 = trunc i64 %1674 to i32
  %1682 = insertelement <8 x i32> poison, i32 %1680, i64 0
  %1683 = shufflevector <8 x i32> %1682, <8 x i32> poison, <8 x i32> zeroinitializer
  %1684 = icmp slt <8 x i32> %1683, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1685 = insertelement <8 x i32> poison, i32 %1681, i64 0
  %1686 = shufflevector <8 x i32> %1685, <8 x i32> poison, <8 x i32> zeroinitializer
  %1687 = icmp sgt <8 x i32> %1686, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1688 = and <8 x i1> %1684, %1687
  %1689 = add nsw i32 %1680, -8
  %1690 = insertelement <8 x i32> poison, i32 %1689, i64 0
  %1691 = shufflevector <8 x i32> %1690, <8 x i32> poison, <8 x i32> zeroinitializer
  %1692 = icmp slt <8 x i32> %1691, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1693 = add nsw i32 %1681, -8
  %1694 = insertelement <8 x i32> poison, i32 %1693, i64 0
  %1695 = shufflevector <8 x i32> %1694, <8 x i32> poison, <8 x i32> zeroinitializer
  %1696 = icmp sgt <8 x i32> %1695, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1697 = and <8 x i1> %1692, %1696
  %1698 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr readonly align 1 %1679, <8 x i1> %1688, <8 x float> <float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison>)
  %1699 = getelementptr inbounds nuw i8, ptr %1679, i64 32
  %1700 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull readonly align 1 %1699, <8 x i1> %1697, <8 x float> <float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison>)
  %1701 = shufflevector <8 x float> %1698, <8 x float> %1700, <8 x i32> <i32 0, i32 2, i32 8, i32 10, i32 4, i32 6, i32 12, i32 14>
  %1702 = bitcast <8 x float> %1701 to <4 x double>
  %1703 = shufflevector <4 x double> %1702, <4 x double> poison, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  %1704 = bitcast <4 x double> %1703 to <8 x float>
  %1705 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1704, <8 x float> %1678)
  %1706 = bitcast <8 x float> %1678 to <8 x i32>
  %1707 = bitcast <4 x double> %1703 to <8 x i32>
  %1708 = and <8 x i32> %1707, %1706
  %1709 = bitcast <8 x i32> %1708 to <8 x float>
  %1710 = fcmp oeq <8 x float> %1678, %1704
  %1711 = select <8 x i1> %1710, <8 x float> %1709, <8 x float> %1705
  %1712 = fcmp uno <8 x float> %1704, zeroinitializer
  %1713 = select <8 x i1> %1712, <8 x float> %1704, <8 x float> %1711
  store <8 x float> %1713, ptr %1677, align 32
  br label %1714

1714:                                             ; preds = %1676, %1660
  %1715 = add nuw nsw i64 %1661, 1
  %1716 = icmp eq i64 %1715, 7
  br i1 %1716, label %1657, label %1660

1717:                                             ; preds = %1657, %1650, %1643
  %1718 = add nuw nsw i64 %1644, 1
  %1719 = icmp eq i64 %1718, %9
  br i1 %1719, label %1578, label %1643

1720:                                             ; preds = %1576
  call void @llvm.lifetime.start.p0(ptr nonnull %27)
  store <8 x float> splat (float 0xFFF0000000000000), ptr %27, align 32
  store <8 x float> splat (float 0xFFF0000000000000), ptr %53, align 32
  store <8 x float> splat (float 0xFFF0000000000000), ptr %54, align 32
  store <8 x float> splat (float 0xFFF0000000000000), ptr %55, align 32
  store <8 x float> splat (float 0xFFF0000000000000), ptr %56, align 32
  store <8 x float> splat (float 0xFFF0000000000000), ptr %57, align 32
  store <8 x float> splat (float 0xFFF0000000000000), ptr %58, align 32
  br i1 %37, label %1786, label %1729

1721:                                             ; preds = %1842
  %1722 = load <8 x float>, ptr %27, align 32
  %1723 = load <8 x float>, ptr %53, align 32
  %1724 = load <8 x float>, ptr %54, align 32
  %1725 = load <8 x float>, ptr %55, align 32
  %1726 = load <8 x float>, ptr %56, align 32
  %1727 = load <8 x float>, ptr %57, align 32
  %1728 = load <8 x float>, ptr %58, align 32
  br label %1729

1729:                                             ; preds = %1721, %1720
  %1730 = phi <8 x float> [ %1728, %1721 ], [ splat (float 0xFFF0000000000000), %1720 ]
  %1731 = phi <8 x float> [ %1727, %1721 ], [ splat (float 0xFFF0000000000000), %1720 ]
  %1732 = phi <8 x float> [ %1726, %1721 ], [ splat (float 0xFFF0000000000000), %1720 ]
  %1733 = phi <8 x float> [ %1725, %1721 ], [ splat (float 0xFFF0000000000000), %1720 ]
  %1734 = phi <8 x float> [ %1724, %1721 ], [ splat (float 0xFFF0000000000000), %1720 ]
  %1735 = phi <8 x float> [ %1723, %1721 ], [ splat (float 0xFFF0000000000000), %1720 ]
  %1736 = phi <8 x float> [ %1722, %1721 ], [ splat (float 0xFFF0000000000000), %1720 ]
  %1737 = add i64 %112, %8
  %1738 = getelementptr inbounds nuw float, ptr %104, i64 %113
  %1739 = tail call i64 @llvm.smin.i64(i64 %1737, i64 8)
  %1740 = trunc i64 %1739 to i32
  %1741 = insertelement <8 x i32> poison, i32 %1740, i64 0
  %1742 = shufflevector <8 x i32> %1741, <8 x i32> poison, <8 x i32> zeroinitializer
  %1743 = icmp sgt <8 x i32> %1742, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1736, ptr align 1 %1738, <8 x i1> %1743)
  %1744 = add i64 %1737, -8
  %1745 = getelementptr inbounds nuw i8, ptr %1738, i64 32
  %1746 = tail call i64 @llvm.smin.i64(i64 %1744, i64 8)
  %1747 = trunc i64 %1746 to i32
  %1748 = insertelement <8 x i32> poison, i32 %1747, i64 0
  %1749 = shufflevector <8 x i32> %1748, <8 x i32> poison, <8 x i32> zeroinitializer
  %1750 = icmp sgt <8 x i32> %1749, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1735, ptr nonnull align 1 %1745, <8 x i1> %1750)
  %1751 = add i64 %1737, -16
  %1752 = getelementptr inbounds nuw i8, ptr %1738, i64 64
  %1753 = tail call i64 @llvm.smin.i64(i64 %1751, i64 8)
  %1754 = trunc i64 %1753 to i32
  %1755 = insertelement <8 x i32> poison, i32 %1754, i64 0
  %1756 = shufflevector <8 x i32> %1755, <8 x i32> poison, <8 x i32> zeroinitializer
  %1757 = icmp sgt <8 x i32> %1756, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1734, ptr nonnull align 1 %1752, <8 x i1> %1757)
  %1758 = add i64 %1737, -24
  %1759 = getelementptr inbounds nuw i8, ptr %1738, i64 96
  %1760 = tail call i64 @llvm.smin.i64(i64 %1758, i64 8)
  %1761 = trunc i64 %1760 to i32
  %1762 = insertelement <8 x i32> poison, i32 %1761, i64 0
  %1763 = shufflevector <8 x i32> %1762, <8 x i32> poison, <8 x i32> zeroinitializer
  %1764 = icmp sgt <8 x i32> %1763, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1733, ptr nonnull align 1 %1759, <8 x i1> %1764)
  %1765 = add i64 %1737, -32
  %1766 = getelementptr inbounds nuw i8, ptr %1738, i64 128
  %1767 = tail call i64 @llvm.smin.i64(i64 %1765, i64 8)
  %1768 = trunc i64 %1767 to i32
  %1769 = insertelement <8 x i32> poison, i32 %1768, i64 0
  %1770 = shufflevector <8 x i32> %1769, <8 x i32> poison, <8 x i32> zeroinitializer
  %1771 = icmp sgt <8 x i32> %1770, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1732, ptr nonnull align 1 %1766, <8 x i1> %1771)
  %1772 = add i64 %1737, -40
  %1773 = getelementptr inbounds nuw i8, ptr %1738, i64 160
  %1774 = tail call i64 @llvm.smin.i64(i64 %1772, i64 8)
  %1775 = trunc i64 %1774 to i32
  %1776 = insertelement <8 x i32> poison, i32 %1775, i64 0
  %1777 = shufflevector <8 x i32> %1776, <8 x i32> poison, <8 x i32> zeroinitializer
  %1778 = icmp sgt <8 x i32> %1777, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1731, ptr nonnull align 1 %1773, <8 x i1> %1778)
  %1779 = add i64 %1737, -48
  %1780 = getelementptr inbounds nuw i8, ptr %1738, i64 192
  %1781 = tail call i64 @llvm.smin.i64(i64 %1779, i64 8)
  %1782 = trunc i64 %1781 to i32
  %1783 = insertelement <8 x i32> poison, i32 %1782, i64 0
  %1784 = shufflevector <8 x i32> %1783, <8 x i32> poison, <8 x i32> zeroinitializer
  %1785 = icmp sgt <8 x i32> %1784, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1730, ptr nonnull align 1 %1780, <8 x i1> %1785)
  call void @llvm.lifetime.end.p0(ptr nonnull %27)
  br label %2132

1786:                                             ; preds = %1720, %1842
  %1787 = phi i64 [ %1843, %1842 ], [ 0, %1720 ]
  %1788 = mul nsw i64 %1787, %13
  %1789 = add i64 %107, %1788
  %1790 = icmp sgt i64 %1789, -1
  %1791 = icmp slt i64 %1789, %5
  %1792 = and i1 %1790, %1791
  br i1 %1792, label %1793, label %1842

1793:                                             ; preds = %1786
  %1794 = mul nsw i64 %1789, %6
  %1795 = getelementptr inbounds float, ptr %98, i64 %1794
  br i1 %38, label %1796, label %1842

1796:                                             ; preds = %1793, %1800
  %1797 = phi i64 [ %1801, %1800 ], [ 0, %1793 ]
  %1798 = mul nsw i64 %1797, %14
  %1799 = sub i64 %1798, %16
  br label %1803

1800:                                             ; preds = %1839
  %1801 = add nuw nsw i64 %1797, 1
  %1802 = icmp eq i64 %1801, %10
  br i1 %1802, label %1842, label %1796

1803:                                             ; preds = %1796, %1839
  %1804 = phi i64 [ 0, %1796 ], [ %1840, %1839 ]
  %1805 = shl nuw nsw i64 %1804, 3
  %1806 = or disjoint i64 %113, %1805
  %1807 = sub nsw i64 %8, %1806
  %1808 = add i64 %1799, %1806
  %1809 = icmp slt i64 %1808, 0
  %1810 = sub nsw i64 0, %1808
  %1811 = select i1 %1809, i64 %1810, i64 0
  %1812 = sub nsw i64 %6, %1808
  %1813 = tail call i64 @llvm.smin.i64(i64 %1812, i64 %1807)
  %1814 = tail call i64 @llvm.smin.i64(i64 %1813, i64 8)
  %1815 = icmp sgt i64 %1814, %1811
  br i1 %1815, label %1816, label %1839

1816:                                             ; preds = %1803
  %1817 = getelementptr inbounds nuw <8 x float>, ptr %27, i64 %1804
  %1818 = load <8 x float>, ptr %1817, align 32
  %1819 = getelementptr inbounds float, ptr %1795, i64 %1808
  %1820 = trunc i64 %1811 to i32
  %1821 = insertelement <8 x i32> poison, i32 %1820, i64 0
  %1822 = shufflevector <8 x i32> %1821, <8 x i32> poison, <8 x i32> zeroinitializer
  %1823 = icmp slt <8 x i32> %1822, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1824 = trunc i64 %1814 to i32
  %1825 = insertelement <8 x i32> poison, i32 %1824, i64 0
  %1826 = shufflevector <8 x i32> %1825, <8 x i32> poison, <8 x i32> zeroinitializer
  %1827 = icmp sgt <8 x i32> %1826, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1828 = and <8 x i1> %1823, %1827
  %1829 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1819, <8 x i1> %1828, <8 x float> splat (float 0xFFF0000000000000))
  %1830 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1829, <8 x float> %1818)
  %1831 = bitcast <8 x float> %1818 to <8 x i32>
  %1832 = bitcast <8 x float> %1829 to <8 x i32>
  %1833 = and <8 x i32> %1832, %1831
  %1834 = bitcast <8 x i32> %1833 to <8 x float>
  %1835 = fcmp oeq <8 x float> %1818, %1829
  %1836 = select <8 x i1> %1835, <8 x float> %1834, <8 x float> %1830
  %1837 = fcmp uno <8 x float> %1829, zeroinitializer
  %1838 = select <8 x i1> %1837, <8 x float> %1829, <8 x float> %1836
  store <8 x float> %1838, ptr %1817, align 32
  br label %1839

1839:                                             ; preds = %1816, %1803
  %1840 = add nuw nsw i64 %1804, 1
  %1841 = icmp eq i64 %1840, 7
  br i1 %1841, label %1800, label %1803

1842:                                             ; preds = %1800, %1793, %1786
  %1843 = add nuw nsw i64 %1787, 1
  %1844 = icmp eq i64 %1843, %9
  br i1 %1844, label %1721, label %1786

1845:                                             ; preds = %111
  br i1 %32, label %1846, label %1998

1846:                                             ; preds = %1845
  call void @llvm.lifetime.start.p0(ptr nonnull %28)
  store <8 x float> splat (float 0xFFF0000000000000), ptr %28, align 32
  store <8 x float> splat (float 0xFFF0000000000000), ptr %46, align 32
  store <8 x float> splat (float 0xFFF0000000000000), ptr %47, align 32
  store <8 x float> splat (float 0xFFF0000000000000), ptr %48, align 32
  store <8 x float> splat (float 0xFFF0000000000000), ptr %49, align 32
  store <8 x float> splat (float 0xFFF0000000000000), ptr %50, align 32
  store <8 x float> splat (float 0xFFF0000000000000), ptr %51, align 32
  store <8 x float> splat (float 0xFFF0000000000000), ptr %52, align 32
  br i1 %37, label %1921, label %1856

1847:                                             ; preds = %1995
  %1848 = load <8 x float>, ptr %28, align 32
  %1849 = load <8 x float>, ptr %46, align 32
  %1850 = load <8 x float>, ptr %47, align 32
  %1851 = load <8 x float>, ptr %48, align 32
  %1852 = load <8 x float>, ptr %49, align 32
  %1853 = load <8 x float>, ptr %50, align 32
  %1854 = load <8 x float>, ptr %51, align 32
  %1855 = load <8 x float>, ptr %52, align 32
  br label %1856

1856:                                             ; preds = %1847, %1846
  %1857 = phi <8 x float> [ %1855, %1847 ], [ splat (float 0xFFF0000000000000), %1846 ]
  %1858 = phi <8 x float> [ %1854, %1847 ], [ splat (float 0xFFF0000000000000), %1846 ]
  %1859 = phi <8 x float> [ %1853, %1847 ], [ splat (float 0xFFF0000000000000), %1846 ]
  %1860 = phi <8 x float> [ %1852, %1847 ], [ splat (float 0xFFF0000000000000), %1846 ]
  %1861 = phi <8 x float> [ %1851, %1847 ], [ splat (float 0xFFF0000000000000), %1846 ]
  %1862 = phi <8 x float> [ %1850, %1847 ], [ splat (float 0xFFF0000000000000), %1846 ]
  %1863 = phi <8 x float> [ %1849, %1847 ], [ splat (float 0xFFF0000000000000), %1846 ]
  %1864 = phi <8 x float> [ %1848, %1847 ], [ splat (float 0xFFF0000000000000), %1846 ]
  %1865 = add i64 %112, %8
  %1866 = getelementptr inbounds nuw float, ptr %104, i64 %113
  %1867 = tail call i64 @llvm.smin.i64(i64 %1865, i64 8)
  %1868 = trunc i64 %1867 to i32
  %1869 = insertelement <8 x i32> poison, i32 %1868, i64 0
  %1870 = shufflevector <8 x i32> %1869, <8 x i32> poison, <8 x i32> zeroinitializer
  %1871 = icmp sgt <8 x i32> %1870, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1864, ptr align 1 %1866, <8 x i1> %1871)
  %1872 = add i64 %1865, -8
  %1873 = getelementptr inbounds nuw i8, ptr %1866, i64 32
  %1874 = tail call i64 @llvm.smin.i64(i64 %1872, i64 8)
  %1875 = trunc i64 %1874 to i32
  %1876 = insertelement <8 x i32> poison, i32 %1875, i64 0
  %1877 = shufflevector <8 x i32> %1876, <8 x i32> poison, <8 x i32> zeroinitializer
  %1878 = icmp sgt <8 x i32> %1877, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1863, ptr nonnull align 1 %1873, <8 x i1> %1878)
  %1879 = add i64 %1865, -16
  %1880 = getelementptr inbounds nuw i8, ptr %1866, i64 64
  %1881 = tail call i64 @llvm.smin.i64(i64 %1879, i64 8)
  %1882 = trunc i64 %1881 to i32
  %1883 = insertelement <8 x i32> poison, i32 %1882, i64 0
  %1884 = shufflevector <8 x i32> %1883, <8 x i32> poison, <8 x i32> zeroinitializer
  %1885 = icmp sgt <8 x i32> %1884, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1862, ptr nonnull align 1 %1880, <8 x i1> %1885)
  %1886 = add i64 %1865, -24
  %1887 = getelementptr inbounds nuw i8, ptr %1866, i64 96
  %1888 = tail call i64 @llvm.smin.i64(i64 %1886, i64 8)
  %1889 = trunc i64 %1888 to i32
  %1890 = insertelement <8 x i32> poison, i32 %1889, i64 0
  %1891 = shufflevector <8 x i32> %1890, <8 x i32> poison, <8 x i32> zeroinitializer
  %1892 = icmp sgt <8 x i32> %1891, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1861, ptr nonnull align 1 %1887, <8 x i1> %1892)
  %1893 = add i64 %1865, -32
  %1894 = getelementptr inbounds nuw i8, ptr %1866, i64 128
  %1895 = tail call i64 @llvm.smin.i64(i64 %1893, i64 8)
  %1896 = trunc i64 %1895 to i32
  %1897 = insertelement <8 x i32> poison, i32 %1896, i64 0
  %1898 = shufflevector <8 x i32> %1897, <8 x i32> poison, <8 x i32> zeroinitializer
  %1899 = icmp sgt <8 x i32> %1898, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1860, ptr nonnull align 1 %1894, <8 x i1> %1899)
  %1900 = add i64 %1865, -40
  %1901 = getelementptr inbounds nuw i8, ptr %1866, i64 160
  %1902 = tail call i64 @llvm.smin.i64(i64 %1900, i64 8)
  %1903 = trunc i64 %1902 to i32
  %1904 = insertelement <8 x i32> poison, i32 %1903, i64 0
  %1905 = shufflevector <8 x i32> %1904, <8 x i32> poison, <8 x i32> zeroinitializer
  %1906 = icmp sgt <8 x i32> %1905, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1859, ptr nonnull align 1 %1901, <8 x i1> %1906)
  %1907 = add i64 %1865, -48
  %1908 = getelementptr inbounds nuw i8, ptr %1866, i64 192
  %1909 = tail call i64 @llvm.smin.i64(i64 %1907, i64 8)
  %1910 = trunc i64 %1909 to i32
  %1911 = insertelement <8 x i32> poison, i32 %1910, i64 0
  %1912 = shufflevector <8 x i32> %1911, <8 x i32> poison, <8 x i32> zeroinitializer
  %1913 = icmp sgt <8 x i32> %1912, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1858, ptr nonnull align 1 %1908, <8 x i1> %1913)
  %1914 = add i64 %1865, -56
  %1915 = getelementptr inbounds nuw i8, ptr %1866, i64 224
  %1916 = tail call i64 @llvm.smin.i64(i64 %1914, i64 8)
  %1917 = trunc i64 %1916 to i32
  %1918 = insertelement <8 x i32> poison, i32 %1917, i64 0
  %1919 = shufflevector <8 x i32> %1918, <8 x i32> poison, <8 x i32> zeroinitializer
  %1920 = icmp sgt <8 x i32> %1919, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1857, ptr nonnull align 1 %1915, <8 x i1> %1920)
  call void @llvm.lifetime.end.p0(ptr nonnull %28)
  br label %2132

1921:                                             ; preds = %1846, %1995
  %1922 = phi i64 [ %1996, %1995 ], [ 0, %1846 ]
  %1923 = mul nsw i64 %1922, %13
  %1924 = add i64 %107, %1923
  %1925 = icmp sgt i64 %1924, -1
  %1926 = icmp slt i64 %1924, %5
  %1927 = and i1 %1925, %1926
  br i1 %1927, label %1928, label %1995

1928:                                             ; preds = %1921
  %1929 = mul nsw i64 %1924, %6
  %1930 = getelementptr inbounds float, ptr %98, i64 %1929
  br i1 %38, label %1931, label %1995

1931:                                             ; preds = %1928, %1935
  %1932 = phi i64 [ %1936, %1935 ], [ 0, %1928 ]
  %1933 = mul nsw i64 %1932, %14
  %1934 = sub i64 %1933, %16
  br label %1938

1935:                                             ; preds = %1992
  %1936 = add nuw nsw i64 %1932, 1
  %1937 = icmp eq i64 %1936, %10
  br i1 %1937, label %1995, label %1931

1938:                                             ; preds = %1931, %1992
  %1939 = phi i64 [ 0, %1931 ], [ %1993, %1992 ]
  %1940 = shl nuw nsw i64 %1939, 3
  %1941 = or disjoint i64 %113, %1940
  %1942 = sub nsw i64 %8, %1941
  %1943 = shl nuw nsw i64 %1941, 1
  %1944 = add i64 %1934, %1943
  %1945 = icmp slt i64 %1944, 0
  %1946 = sub nsw i64 0, %1944
  %1947 = select i1 %1945, i64 %1946, i64 0
  %1948 = sub nsw i64 %6, %1944
  %1949 = shl nsw i64 %1942, 1
  %1950 = add nsw i64 %1949, -1
  %1951 = tail call i64 @llvm.smin.i64(i64 %1948, i64 %1950)
  %1952 = tail call i64 @llvm.smin.i64(i64 %1951, i64 16)
  %1953 = icmp sgt i64 %1952, %1947
  br i1 %1953, label %1954, label %1992

1954:                                             ; preds = %1938
  %1955 = getelementptr inbounds nuw <8 x float>, ptr %28, i64 %1939
  %1956 = load <8 x float>, ptr %1955, align 32
  %1957 = getelementptr inbounds float, ptr %1930, i64 %1944
  %1958 = trunc i64 %1947 to i32
  %1959 = trunc i64 %1952 to i32
  %1960 = insertelement <8 x i32> poison, i32 %1958, i64 0
  %1961 = shufflevector <8 x i32> %1960, <8 x i32> poison, <8 x i32> zeroinitializer
  %1962 = icmp slt <8 x i32> %1961, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1963 = insertelement <8 x i32> poison, i32 %1959, i64 0
  %1964 = shufflevector <8 x i32> %1963, <8 x i32> poison, <8 x i32> zeroinitializer
  %1965 = icmp sgt <8 x i32> %1964, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1966 = and <8 x i1> %1962, %1965
  %1967 = add nsw i32 %1958, -8
  %1968 = insertelement <8 x i32> poison, i32 %1967, i64 0
  %1969 = shufflevector <8 x i32> %1968, <8 x i32> poison, <8 x i32> zeroinitializer
  %1970 = icmp slt <8 x i32> %1969, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1971 = add nsw i32 %1959, -8
  %1972 = insertelement <8 x i32> poison, i32 %1971, i64 0
  %1973 = shufflevector <8 x i32> %1972, <8 x i32> poison, <8 x i32> zeroinitializer
  %1974 = icmp sgt <8 x i32> %1973, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1975 = and <8 x i1> %1970, %1974
  %1976 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr readonly align 1 %1957, <8 x i1> %1966, <8 x float> <float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison>)
  %1977 = getelementptr inbounds nuw i8, ptr %1957, i64 32
  %1978 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull readonly align 1 %1977, <8 x i1> %1975, <8 x float> <float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison, float 0xFFF0000000000000, float poison>)
  %1979 = shufflevector <8 x float> %1976, <8 x float> %1978, <8 x i32> <i32 0, i32 2, i32 8, i32 10, i32 4, i32 6, i32 12, i32 14>
  %1980 = bitcast <8 x float> %1979 to <4 x double>
  %1981 = shufflevector <4 x double> %1980, <4 x double> poison, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  %1982 = bitcast <4 x double> %1981 to <8 x float>
  %1983 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %1982, <8 x float> %1956)
  %1984 = bitcast <8 x float> %1956 to <8 x i32>
  %1985 = bitcast <4 x double> %1981 to <8 x i32>
  %1986 = and <8 x i32> %1985, %1984
  %1987 = bitcast <8 x i32> %1986 to <8 x float>
  %1988 = fcmp oeq <8 x float> %1956, %1982
  %1989 = select <8 x i1> %1988, <8 x float> %1987, <8 x float> %1983
  %1990 = fcmp uno <8 x float> %1982, zeroinitializer
  %1991 = select <8 x i1> %1990, <8 x float> %1982, <8 x float> %1989
  store <8 x float> %1991, ptr %1955, align 32
  br label %1992

1992:                                             ; preds = %1954, %1938
  %1993 = add nuw nsw i64 %1939, 1
  %1994 = icmp eq i64 %1993, 8
  br i1 %1994, label %1935, label %1938

1995:                                             ; preds = %1935, %1928, %1921
  %1996 = add nuw nsw i64 %1922, 1
  %1997 = icmp eq i64 %1996, %9
  br i1 %1997, label %1847, label %1921

1998:                                             ; preds = %1845
  call void @llvm.lifetime.start.p0(ptr nonnull %29)
  store <8 x float> splat (float 0xFFF0000000000000), ptr %29, align 32
  store <8 x float> splat (float 0xFFF0000000000000), ptr %39, align 32
  store <8 x float> splat (float 0xFFF0000000000000), ptr %40, align 32
  store <8 x float> splat (float 0xFFF0000000000000), ptr %41, align 32
  store <8 x float> splat (float 0xFFF0000000000000), ptr %42, align 32
  store <8 x float> splat (float 0xFFF0000000000000), ptr %43, align 32
  store <8 x float> splat (float 0xFFF0000000000000), ptr %44, align 32
  store <8 x float> splat (float 0xFFF0000000000000), ptr %45, align 32
  br i1 %37, label %2073, label %2008

1999:                                             ; preds = %2129
  %2000 = load <8 x float>, ptr %29, align 32
  %2001 = load <8 x float>, ptr %39, align 32
  %2002 = load <8 x float>, ptr %40, align 32
  %2003 = load <8 x float>, ptr %41, align 32
  %2004 = load <8 x float>, ptr %42, align 32
  %2005 = load <8 x float>, ptr %43, align 32
  %2006 = load <8 x float>, ptr %44, align 32
  %2007 = load <8 x float>, ptr %45, align 32
  br label %2008

2008:                                             ; preds = %1999, %1998
  %2009 = phi <8 x float> [ %2007, %1999 ], [ splat (float 0xFFF0000000000000), %1998 ]
  %2010 = phi <8 x float> [ %2006, %1999 ], [ splat (float 0xFFF0000000000000), %1998 ]
  %2011 = phi <8 x float> [ %2005, %1999 ], [ splat (float 0xFFF0000000000000), %1998 ]
  %2012 = phi <8 x float> [ %2004, %1999 ], [ splat (float 0xFFF0000000000000), %1998 ]
  %2013 = phi <8 x float> [ %2003, %1999 ], [ splat (float 0xFFF0000000000000), %1998 ]
  %2014 = phi <8 x float> [ %2002, %1999 ], [ splat (float 0xFFF0000000000000), %1998 ]
  %2015 = phi <8 x float> [ %2001, %1999 ], [ splat (float 0xFFF0000000000000), %1998 ]
  %2016 = phi <8 x float> [ %2000, %1999 ], [ splat (float 0xFFF0000000000000), %1998 ]
  %2017 = add i64 %112, %8
  %2018 = getelementptr inbounds nuw float, ptr %104, i64 %113
  %2019 = tail call i64 @llvm.smin.i64(i64 %2017, i64 8)
  %2020 = trunc i64 %2019 to i32
  %2021 = insertelement <8 x i32> poison, i32 %2020, i64 0
  %2022 = shufflevector <8 x i32> %2021, <8 x i32> poison, <8 x i32> zeroinitializer
  %2023 = icmp sgt <8 x i32> %2022, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2016, ptr align 1 %2018, <8 x i1> %2023)
  %2024 = add i64 %2017, -8
  %2025 = getelementptr inbounds nuw i8, ptr %2018, i64 32
  %2026 = tail call i64 @llvm.smin.i64(i64 %2024, i64 8)
  %2027 = trunc i64 %2026 to i32
  %2028 = insertelement <8 x i32> poison, i32 %2027, i64 0
  %2029 = shufflevector <8 x i32> %2028, <8 x i32> poison, <8 x i32> zeroinitializer
  %2030 = icmp sgt <8 x i32> %2029, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2015, ptr nonnull align 1 %2025, <8 x i1> %2030)
  %2031 = add i64 %2017, -16
  %2032 = getelementptr inbounds nuw i8, ptr %2018, i64 64
  %2033 = tail call i64 @llvm.smin.i64(i64 %2031, i64 8)
  %2034 = trunc i64 %2033 to i32
  %2035 = insertelement <8 x i32> poison, i32 %2034, i64 0
  %2036 = shufflevector <8 x i32> %2035, <8 x i32> poison, <8 x i32> zeroinitializer
  %2037 = icmp sgt <8 x i32> %2036, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2014, ptr nonnull align 1 %2032, <8 x i1> %2037)
  %2038 = add i64 %2017, -24
  %2039 = getelementptr inbounds nuw i8, ptr %2018, i64 96
  %2040 = tail call i64 @llvm.smin.i64(i64 %2038, i64 8)
  %2041 = trunc i64 %2040 to i32
  %2042 = insertelement <8 x i32> poison, i32 %2041, i64 0
  %2043 = shufflevector <8 x i32> %2042, <8 x i32> poison, <8 x i32> zeroinitializer
  %2044 = icmp sgt <8 x i32> %2043, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2013, ptr nonnull align 1 %2039, <8 x i1> %2044)
  %2045 = add i64 %2017, -32
  %2046 = getelementptr inbounds nuw i8, ptr %2018, i64 128
  %2047 = tail call i64 @llvm.smin.i64(i64 %2045, i64 8)
  %2048 = trunc i64 %2047 to i32
  %2049 = insertelement <8 x i32> poison, i32 %2048, i64 0
  %2050 = shufflevector <8 x i32> %2049, <8 x i32> poison, <8 x i32> zeroinitializer
  %2051 = icmp sgt <8 x i32> %2050, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2012, ptr nonnull align 1 %2046, <8 x i1> %2051)
  %2052 = add i64 %2017, -40
  %2053 = getelementptr inbounds nuw i8, ptr %2018, i64 160
  %2054 = tail call i64 @llvm.smin.i64(i64 %2052, i64 8)
  %2055 = trunc i64 %2054 to i32
  %2056 = insertelement <8 x i32> poison, i32 %2055, i64 0
  %2057 = shufflevector <8 x i32> %2056, <8 x i32> poison, <8 x i32> zeroinitializer
  %2058 = icmp sgt <8 x i32> %2057, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2011, ptr nonnull align 1 %2053, <8 x i1> %2058)
  %2059 = add i64 %2017, -48
  %2060 = getelementptr inbounds nuw i8, ptr %2018, i64 192
  %2061 = tail call i64 @llvm.smin.i64(i64 %2059, i64 8)
  %2062 = trunc i64 %2061 to i32
  %2063 = insertelement <8 x i32> poison, i32 %2062, i64 0
  %2064 = shufflevector <8 x i32> %2063, <8 x i32> poison, <8 x i32> zeroinitializer
  %2065 = icmp sgt <8 x i32> %2064, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2010, ptr nonnull align 1 %2060, <8 x i1> %2065)
  %2066 = add i64 %2017, -56
  %2067 = getelementptr inbounds nuw i8, ptr %2018, i64 224
  %2068 = tail call i64 @llvm.smin.i64(i64 %2066, i64 8)
  %2069 = trunc i64 %2068 to i32
  %2070 = insertelement <8 x i32> poison, i32 %2069, i64 0
  %2071 = shufflevector <8 x i32> %2070, <8 x i32> poison, <8 x i32> zeroinitializer
  %2072 = icmp sgt <8 x i32> %2071, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2009, ptr nonnull align 1 %2067, <8 x i1> %2072)
  call void @llvm.lifetime.end.p0(ptr nonnull %29)
  br label %2132

2073:                                             ; preds = %1998, %2129
  %2074 = phi i64 [ %2130, %2129 ], [ 0, %1998 ]
  %2075 = mul nsw i64 %2074, %13
  %2076 = add i64 %107, %2075
  %2077 = icmp sgt i64 %2076, -1
  %2078 = icmp slt i64 %2076, %5
  %2079 = and i1 %2077, %2078
  br i1 %2079, label %2080, label %2129

2080:                                             ; preds = %2073
  %2081 = mul nsw i64 %2076, %6
  %2082 = getelementptr inbounds float, ptr %98, i64 %2081
  br i1 %38, label %2083, label %2129

2083:                                             ; preds = %2080, %2087
  %2084 = phi i64 [ %2088, %2087 ], [ 0, %2080 ]
  %2085 = mul nsw i64 %2084, %14
  %2086 = sub i64 %2085, %16
  br label %2090

2087:                                             ; preds = %2126
  %2088 = add nuw nsw i64 %2084, 1
  %2089 = icmp eq i64 %2088, %10
  br i1 %2089, label %2129, label %2083

2090:                                             ; preds = %2083, %2126
  %2091 = phi i64 [ 0, %2083 ], [ %2127, %2126 ]
  %2092 = shl nuw nsw i64 %2091, 3
  %2093 = or disjoint i64 %113, %2092
  %2094 = sub nsw i64 %8, %2093
  %2095 = add i64 %2086, %2093
  %2096 = icmp slt i64 %2095, 0
  %2097 = sub nsw i64 0, %2095
  %2098 = select i1 %2096, i64 %2097, i64 0
  %2099 = sub nsw i64 %6, %2095
  %2100 = tail call i64 @llvm.smin.i64(i64 %2099, i64 %2094)
  %2101 = tail call i64 @llvm.smin.i64(i64 %2100, i64 8)
  %2102 = icmp sgt i64 %2101, %2098
  br i1 %2102, label %2103, label %2126

2103:                                             ; preds = %2090
  %2104 = getelementptr inbounds nuw <8 x float>, ptr %29, i64 %2091
  %2105 = load <8 x float>, ptr %2104, align 32
  %2106 = getelementptr inbounds float, ptr %2082, i64 %2095
  %2107 = trunc i64 %2098 to i32
  %2108 = insertelement <8 x i32> poison, i32 %2107, i64 0
  %2109 = shufflevector <8 x i32> %2108, <8 x i32> poison, <8 x i32> zeroinitializer
  %2110 = icmp slt <8 x i32> %2109, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %2111 = trunc i64 %2101 to i32
  %2112 = insertelement <8 x i32> poison, i32 %2111, i64 0
  %2113 = shufflevector <8 x i32> %2112, <8 x i32> poison, <8 x i32> zeroinitializer
  %2114 = icmp sgt <8 x i32> %2113, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2115 = and <8 x i1> %2110, %2114
  %2116 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2106, <8 x i1> %2115, <8 x float> splat (float 0xFFF0000000000000))
  %2117 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %2116, <8 x float> %2105)
  %2118 = bitcast <8 x float> %2105 to <8 x i32>
  %2119 = bitcast <8 x float> %2116 to <8 x i32>
  %2120 = and <8 x i32> %2119, %2118
  %2121 = bitcast <8 x i32> %2120 to <8 x float>
  %2122 = fcmp oeq <8 x float> %2105, %2116
  %2123 = select <8 x i1> %2122, <8 x float> %2121, <8 x float> %2117
  %2124 = fcmp uno <8 x float> %2116, zeroinitializer
  %2125 = select <8 x i1> %2124, <8 x float> %2116, <8 x float> %2123
  store <8 x float> %2125, ptr %2104, align 32
  br label %2126

2126:                                             ; preds = %2103, %2090
  %2127 = add nuw nsw i64 %2091, 1
  %2128 = icmp eq i64 %2127, 8
  br i1 %2128, label %2087, label %2090

2129:                                             ; preds = %2087, %2080, %2073
  %2130 = add nuw nsw i64 %2074, 1
  %2131 = icmp eq i64 %2130, %9
  br i1 %2131, label %1999, label %2073

2132:                                             ; preds = %1856, %2008, %1586, %1729, %1334, %1468, %1100, %1225, %786, %904, %525, %633, %277, %415, %126, %204, %111
  %2133 = add nuw nsw i64 %113, 64
  %2134 = sub nuw nsw i64 -64, %113
  %2135 = icmp slt i64 %2133, %8
  br i1 %2135, label %111, label %108
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none))

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none))

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x float> @llvm.x86.avx.max.ps.256(<8 x float>, <8 x float>)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <8 x float> @llvm.masked.load.v8f32.p0(ptr captures(none), <8 x i1>, <8 x float>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v8f32.p0(<8 x float>, ptr captures(none), <8 x i1>)
