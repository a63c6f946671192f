; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define hidden void @mgxport_conv_f32_fma256(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11, i64 noundef %12, i64 noundef %13, i64 noundef %14, i64 noundef %15, i64 noundef %16, i64 noundef %17, i64 noundef %18, i64 noundef %19, i64 noundef %20, i64 noundef %21) local_unnamed_addr {
  %23 = alloca [24 x i64], align 16
  %24 = alloca [24 x i64], align 16
  %25 = inttoptr i64 %0 to ptr
  %26 = inttoptr i64 %1 to ptr
  %27 = inttoptr i64 %21 to ptr
  %28 = inttoptr i64 %2 to ptr
  %29 = add nsw i64 %6, 7
  %30 = sdiv i64 %29, 8
  %31 = icmp slt i64 %3, %4
  br i1 %31, label %32, label %1070

32:                                               ; preds = %22
  %33 = mul nsw i64 %10, %9
  %34 = sdiv i64 %3, %33
  %35 = sdiv i64 %3, %10
  %36 = srem i64 %35, %9
  %37 = srem i64 %3, %10
  %38 = mul i64 %16, %11
  %39 = mul i64 %17, %12
  %40 = icmp sgt i64 %6, 0
  %41 = icmp eq i64 %21, 0
  %42 = mul i64 %16, %13
  %43 = icmp sgt i64 %7, 0
  %44 = icmp sgt i64 %8, 0
  %45 = mul i64 %17, %14
  %46 = icmp sgt i64 %5, 0
  %47 = mul i64 %6, %5
  %48 = mul i64 %8, %6
  %49 = mul i64 %48, %5
  %50 = shl i64 %49, 2
  %51 = shl i64 %47, 2
  %52 = shl i64 %6, 2
  %53 = tail call i64 @llvm.smax.i64(i64 %30, i64 2)
  %54 = add nsw i64 %53, -1
  %55 = lshr i64 %54, 1
  br label %56

56:                                               ; preds = %32, %111
  %57 = phi i64 [ %34, %32 ], [ %108, %111 ]
  %58 = phi i64 [ %36, %32 ], [ %107, %111 ]
  %59 = phi i64 [ %37, %32 ], [ %106, %111 ]
  %60 = phi i64 [ %3, %32 ], [ %112, %111 ]
  %61 = sub nsw i64 %4, %60
  %62 = icmp sgt i64 %61, 23
  %63 = trunc i64 %61 to i32
  %64 = select i1 %62, i32 24, i32 %63
  call void @llvm.lifetime.start.p0(ptr nonnull %23)
  call void @llvm.lifetime.start.p0(ptr nonnull %24)
  %65 = add nsw i32 %64, -1
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds i64, ptr %23, i64 %66
  %68 = getelementptr inbounds i64, ptr %24, i64 %66
  %69 = sext i32 %64 to i64
  br label %73

70:                                               ; preds = %105
  br i1 %40, label %71, label %111

71:                                               ; preds = %70
  %72 = icmp sgt i32 %64, 0
  br label %114

73:                                               ; preds = %56, %105
  %74 = phi i64 [ 0, %56 ], [ %109, %105 ]
  %75 = phi i64 [ %57, %56 ], [ %108, %105 ]
  %76 = phi i64 [ %58, %56 ], [ %107, %105 ]
  %77 = phi i64 [ %59, %56 ], [ %106, %105 ]
  %78 = icmp slt i64 %74, %69
  br i1 %78, label %84, label %79

79:                                               ; preds = %73
  %80 = load i64, ptr %67, align 8
  %81 = getelementptr inbounds nuw i64, ptr %23, i64 %74
  store i64 %80, ptr %81, align 8
  %82 = load i64, ptr %68, align 8
  %83 = getelementptr inbounds nuw i64, ptr %24, i64 %74
  store i64 %82, ptr %83, align 8
  br label %105

84:                                               ; preds = %73
  %85 = mul nsw i64 %75, %15
  %86 = mul i64 %38, %76
  %87 = mul i64 %39, %77
  %88 = add i64 %86, %87
  %89 = add i64 %88, %85
  %90 = getelementptr inbounds nuw i64, ptr %23, i64 %74
  store i64 %89, ptr %90, align 8
  %91 = mul nsw i64 %75, %18
  %92 = mul nsw i64 %76, %19
  %93 = mul nsw i64 %77, %20
  %94 = add i64 %92, %93
  %95 = add i64 %94, %91
  %96 = getelementptr inbounds nuw i64, ptr %24, i64 %74
  store i64 %95, ptr %96, align 8
  %97 = add nsw i64 %77, 1
  %98 = icmp eq i64 %97, %10
  br i1 %98, label %99, label %105

99:                                               ; preds = %84
  %100 = add nsw i64 %76, 1
  %101 = icmp eq i64 %100, %9
  %102 = select i1 %101, i64 0, i64 %100
  %103 = zext i1 %101 to i64
  %104 = add nsw i64 %75, %103
  br label %105

105:                                              ; preds = %99, %84, %79
  %106 = phi i64 [ %77, %79 ], [ %97, %84 ], [ 0, %99 ]
  %107 = phi i64 [ %76, %79 ], [ %76, %84 ], [ %102, %99 ]
  %108 = phi i64 [ %75, %79 ], [ %75, %84 ], [ %104, %99 ]
  %109 = add nuw nsw i64 %74, 1
  %110 = icmp eq i64 %109, 24
  br i1 %110, label %70, label %73

111:                                              ; preds = %183, %70
  call void @llvm.lifetime.end.p0(ptr nonnull %24)
  call void @llvm.lifetime.end.p0(ptr nonnull %23)
  %112 = add nsw i64 %60, 24
  %113 = icmp slt i64 %112, %4
  br i1 %113, label %56, label %1070

114:                                              ; preds = %71, %183
  %115 = phi i64 [ 0, %71 ], [ %185, %183 ]
  %116 = phi i64 [ 0, %71 ], [ %184, %183 ]
  br i1 %72, label %117, label %183

117:                                              ; preds = %114
  %118 = shl nsw i64 %116, 3
  %119 = shl i64 %115, 6
  %120 = sub nsw i64 %30, %116
  %121 = icmp sgt i64 %120, 1
  %122 = trunc i64 %120 to i32
  %123 = select i1 %121, i32 2, i32 %122
  %124 = icmp sgt i32 %123, 1
  %125 = select i1 %124, i64 6, i64 8
  %126 = shl nsw i32 %123, 1
  %127 = shl nsw i32 %123, 3
  %128 = sext i32 %127 to i64
  %129 = add nsw i64 %118, %128
  %130 = icmp sle i64 %129, %6
  %131 = zext i1 %130 to i32
  %132 = or disjoint i32 %126, %131
  %133 = getelementptr inbounds nuw float, ptr %27, i64 %118
  %134 = getelementptr float, ptr %28, i64 %118
  %135 = getelementptr float, ptr %26, i64 %118
  %136 = sub nsw i64 %6, %118
  %137 = icmp sgt i64 %136, 7
  %138 = trunc i64 %136 to i32
  %139 = select i1 %137, i32 8, i32 %138
  %140 = insertelement <8 x i32> poison, i32 %139, i64 0
  %141 = shufflevector <8 x i32> %140, <8 x i32> poison, <8 x i32> zeroinitializer
  %142 = icmp sgt <8 x i32> %141, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %143 = or disjoint i64 %118, 8
  %144 = sub nsw i64 %6, %143
  %145 = icmp sgt i64 %144, 7
  %146 = trunc i64 %144 to i32
  %147 = select i1 %145, i32 8, i32 %146
  %148 = insertelement <8 x i32> poison, i32 %147, i64 0
  %149 = shufflevector <8 x i32> %148, <8 x i32> poison, <8 x i32> zeroinitializer
  %150 = icmp sgt <8 x i32> %149, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %151 = getelementptr inbounds nuw i8, ptr %133, i64 32
  %152 = getelementptr i8, ptr %26, i64 %119
  %153 = sub nsw i64 %6, %118
  %154 = icmp sgt i64 %153, 7
  %155 = trunc i64 %153 to i32
  %156 = select i1 %154, i32 8, i32 %155
  %157 = insertelement <8 x i32> poison, i32 %156, i64 0
  %158 = shufflevector <8 x i32> %157, <8 x i32> poison, <8 x i32> zeroinitializer
  %159 = icmp sgt <8 x i32> %158, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %160 = or disjoint i64 %118, 8
  %161 = sub nsw i64 %6, %160
  %162 = icmp sgt i64 %161, 7
  %163 = trunc i64 %161 to i32
  %164 = select i1 %162, i32 8, i32 %163
  %165 = insertelement <8 x i32> poison, i32 %164, i64 0
  %166 = shufflevector <8 x i32> %165, <8 x i32> poison, <8 x i32> zeroinitializer
  %167 = icmp sgt <8 x i32> %166, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %168 = getelementptr inbounds nuw i8, ptr %133, i64 32
  %169 = sub nsw i64 %6, %118
  %170 = icmp sgt i64 %169, 7
  %171 = trunc i64 %169 to i32
  %172 = select i1 %170, i32 8, i32 %171
  %173 = insertelement <8 x i32> poison, i32 %172, i64 0
  %174 = shufflevector <8 x i32> %173, <8 x i32> poison, <8 x i32> zeroinitializer
  %175 = icmp sgt <8 x i32> %174, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %176 = sub nsw i64 %6, %118
  %177 = icmp sgt i64 %176, 7
  %178 = trunc i64 %176 to i32
  %179 = select i1 %177, i32 8, i32 %178
  %180 = insertelement <8 x i32> poison, i32 %179, i64 0
  %181 = shufflevector <8 x i32> %180, <8 x i32> poison, <8 x i32> zeroinitializer
  %182 = icmp sgt <8 x i32> %181, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br label %187

183:                                              ; preds = %1066, %114
  %184 = add nuw nsw i64 %116, 2
  %185 = add nuw nsw i64 %115, 1
  %186 = icmp eq i64 %115, %55
  br i1 %186, label %111, label %114

187:                                              ; preds = %117, %1066
  %188 = phi i64 [ 0, %117 ], [ %1067, %1066 ]
  %189 = getelementptr inbounds nuw i64, ptr %23, i64 %188
  %190 = getelementptr inbounds nuw i64, ptr %24, i64 %188
  switch i32 %132, label %1066 [
    i32 2, label %191
    i32 3, label %397
    i32 4, label %603
    i32 5, label %834
  ]

191:                                              ; preds = %187
  br i1 %41, label %192, label %224

192:                                              ; preds = %191
  %193 = load i64, ptr %190, align 16
  %194 = getelementptr float, ptr %134, i64 %193
  %195 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %194, <8 x i1> %182, <8 x float> zeroinitializer)
  %196 = getelementptr inbounds nuw i8, ptr %190, i64 8
  %197 = load i64, ptr %196, align 8
  %198 = getelementptr float, ptr %134, i64 %197
  %199 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %198, <8 x i1> %182, <8 x float> zeroinitializer)
  %200 = getelementptr inbounds nuw i8, ptr %190, i64 16
  %201 = load i64, ptr %200, align 16
  %202 = getelementptr float, ptr %134, i64 %201
  %203 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %202, <8 x i1> %182, <8 x float> zeroinitializer)
  %204 = getelementptr inbounds nuw i8, ptr %190, i64 24
  %205 = load i64, ptr %204, align 8
  %206 = getelementptr float, ptr %134, i64 %205
  %207 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %206, <8 x i1> %182, <8 x float> zeroinitializer)
  %208 = getelementptr inbounds nuw i8, ptr %190, i64 32
  %209 = load i64, ptr %208, align 16
  %210 = getelementptr float, ptr %134, i64 %209
  %211 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %210, <8 x i1> %182, <8 x float> zeroinitializer)
  %212 = getelementptr inbounds nuw i8, ptr %190, i64 40
  %213 = load i64, ptr %212, align 8
  %214 = getelementptr float, ptr %134, i64 %213
  %215 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %214, <8 x i1> %182, <8 x float> zeroinitializer)
  %216 = getelementptr inbounds nuw i8, ptr %190, i64 48
  %217 = load i64, ptr %216, align 16
  %218 = getelementptr float, ptr %134, i64 %217
  %219 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %218, <8 x i1> %182, <8 x float> zeroinitializer)
  %220 = getelementptr inbounds nuw i8, ptr %190, i64 56
  %221 = load i64, ptr %220, align 8
  %222 = getelementptr float, ptr %134, i64 %221
  %223 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %222, <8 x i1> %182, <8 x float> zeroinitializer)
  br label %226

224:                                              ; preds = %191
  %225 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %133, <8 x i1> %182, <8 x float> zeroinitializer)
  br label %226

226:                                              ; preds = %224, %192
  %227 = phi <8 x float> [ %195, %192 ], [ %225, %224 ]
  %228 = phi <8 x float> [ %199, %192 ], [ %225, %224 ]
  %229 = phi <8 x float> [ %203, %192 ], [ %225, %224 ]
  %230 = phi <8 x float> [ %207, %192 ], [ %225, %224 ]
  %231 = phi <8 x float> [ %211, %192 ], [ %225, %224 ]
  %232 = phi <8 x float> [ %215, %192 ], [ %225, %224 ]
  %233 = phi <8 x float> [ %219, %192 ], [ %225, %224 ]
  %234 = phi <8 x float> [ %223, %192 ], [ %225, %224 ]
  br i1 %43, label %235, label %243

235:                                              ; preds = %226
  %236 = getelementptr inbounds nuw i8, ptr %189, i64 8
  %237 = getelementptr inbounds nuw i8, ptr %189, i64 16
  %238 = getelementptr inbounds nuw i8, ptr %189, i64 24
  %239 = getelementptr inbounds nuw i8, ptr %189, i64 32
  %240 = getelementptr inbounds nuw i8, ptr %189, i64 40
  %241 = getelementptr inbounds nuw i8, ptr %189, i64 48
  %242 = getelementptr inbounds nuw i8, ptr %189, i64 56
  br label %275

243:                                              ; preds = %297, %226
  %244 = phi <8 x float> [ %227, %226 ], [ %298, %297 ]
  %245 = phi <8 x float> [ %228, %226 ], [ %299, %297 ]
  %246 = phi <8 x float> [ %229, %226 ], [ %300, %297 ]
  %247 = phi <8 x float> [ %230, %226 ], [ %301, %297 ]
  %248 = phi <8 x float> [ %231, %226 ], [ %302, %297 ]
  %249 = phi <8 x float> [ %232, %226 ], [ %303, %297 ]
  %250 = phi <8 x float> [ %233, %226 ], [ %304, %297 ]
  %251 = phi <8 x float> [ %234, %226 ], [ %305, %297 ]
  %252 = load i64, ptr %190, align 16
  %253 = getelementptr float, ptr %134, i64 %252
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %244, ptr align 1 %253, <8 x i1> %182)
  %254 = getelementptr inbounds nuw i8, ptr %190, i64 8
  %255 = load i64, ptr %254, align 8
  %256 = getelementptr float, ptr %134, i64 %255
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %245, ptr align 1 %256, <8 x i1> %182)
  %257 = getelementptr inbounds nuw i8, ptr %190, i64 16
  %258 = load i64, ptr %257, align 16
  %259 = getelementptr float, ptr %134, i64 %258
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %246, ptr align 1 %259, <8 x i1> %182)
  %260 = getelementptr inbounds nuw i8, ptr %190, i64 24
  %261 = load i64, ptr %260, align 8
  %262 = getelementptr float, ptr %134, i64 %261
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %247, ptr align 1 %262, <8 x i1> %182)
  %263 = getelementptr inbounds nuw i8, ptr %190, i64 32
  %264 = load i64, ptr %263, align 16
  %265 = getelementptr float, ptr %134, i64 %264
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %248, ptr align 1 %265, <8 x i1> %182)
  %266 = getelementptr inbounds nuw i8, ptr %190, i64 40
  %267 = load i64, ptr %266, align 8
  %268 = getelementptr float, ptr %134, i64 %267
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %249, ptr align 1 %268, <8 x i1> %182)
  %269 = getelementptr inbounds nuw i8, ptr %190, i64 48
  %270 = load i64, ptr %269, align 16
  %271 = getelementptr float, ptr %134, i64 %270
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %250, ptr align 1 %271, <8 x i1> %182)
  %272 = getelementptr inbounds nuw i8, ptr %190, i64 56
  %273 = load i64, ptr %272, align 8
  %274 = getelementptr float, ptr %134, i64 %273
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %251, ptr align 1 %274, <8 x i1> %182)
  br label %1066

275:                                              ; preds = %235, %297
  %276 = phi <8 x float> [ %227, %235 ], [ %298, %297 ]
  %277 = phi <8 x float> [ %228, %235 ], [ %299, %297 ]
  %278 = phi <8 x float> [ %229, %235 ], [ %300, %297 ]
  %279 = phi <8 x float> [ %230, %235 ], [ %301, %297 ]
  %280 = phi <8 x float> [ %231, %235 ], [ %302, %297 ]
  %281 = phi <8 x float> [ %232, %235 ], [ %303, %297 ]
  %282 = phi <8 x float> [ %233, %235 ], [ %304, %297 ]
  %283 = phi <8 x float> [ %234, %235 ], [ %305, %297 ]
  %284 = phi i64 [ 0, %235 ], [ %306, %297 ]
  br i1 %44, label %285, label %297

285:                                              ; preds = %275
  %286 = mul i64 %42, %284
  %287 = getelementptr float, ptr %25, i64 %286
  %288 = mul nuw nsw i64 %284, %8
  %289 = load i64, ptr %189, align 16
  %290 = load i64, ptr %236, align 8
  %291 = load i64, ptr %237, align 16
  %292 = load i64, ptr %238, align 8
  %293 = load i64, ptr %239, align 16
  %294 = load i64, ptr %240, align 8
  %295 = load i64, ptr %241, align 16
  %296 = load i64, ptr %242, align 8
  br label %308

297:                                              ; preds = %331, %275
  %298 = phi <8 x float> [ %276, %275 ], [ %332, %331 ]
  %299 = phi <8 x float> [ %277, %275 ], [ %333, %331 ]
  %300 = phi <8 x float> [ %278, %275 ], [ %334, %331 ]
  %301 = phi <8 x float> [ %279, %275 ], [ %335, %331 ]
  %302 = phi <8 x float> [ %280, %275 ], [ %336, %331 ]
  %303 = phi <8 x float> [ %281, %275 ], [ %337, %331 ]
  %304 = phi <8 x float> [ %282, %275 ], [ %338, %331 ]
  %305 = phi <8 x float> [ %283, %275 ], [ %339, %331 ]
  %306 = add nuw nsw i64 %284, 1
  %307 = icmp eq i64 %306, %7
  br i1 %307, label %243, label %275

308:                                              ; preds = %285, %331
  %309 = phi <8 x float> [ %276, %285 ], [ %332, %331 ]
  %310 = phi <8 x float> [ %277, %285 ], [ %333, %331 ]
  %311 = phi <8 x float> [ %278, %285 ], [ %334, %331 ]
  %312 = phi <8 x float> [ %279, %285 ], [ %335, %331 ]
  %313 = phi <8 x float> [ %280, %285 ], [ %336, %331 ]
  %314 = phi <8 x float> [ %281, %285 ], [ %337, %331 ]
  %315 = phi <8 x float> [ %282, %285 ], [ %338, %331 ]
  %316 = phi <8 x float> [ %283, %285 ], [ %339, %331 ]
  %317 = phi i64 [ 0, %285 ], [ %340, %331 ]
  %318 = mul i64 %45, %317
  %319 = getelementptr float, ptr %287, i64 %318
  %320 = getelementptr float, ptr %319, i64 %289
  %321 = getelementptr float, ptr %319, i64 %290
  %322 = getelementptr float, ptr %319, i64 %291
  %323 = getelementptr float, ptr %319, i64 %292
  %324 = getelementptr float, ptr %319, i64 %293
  %325 = getelementptr float, ptr %319, i64 %294
  %326 = getelementptr float, ptr %319, i64 %295
  %327 = getelementptr float, ptr %319, i64 %296
  %328 = add nuw nsw i64 %317, %288
  %329 = mul i64 %47, %328
  %330 = getelementptr float, ptr %135, i64 %329
  br i1 %46, label %342, label %331

331:                                              ; preds = %342, %308
  %332 = phi <8 x float> [ %309, %308 ], [ %359, %342 ]
  %333 = phi <8 x float> [ %310, %308 ], [ %364, %342 ]
  %334 = phi <8 x float> [ %311, %308 ], [ %369, %342 ]
  %335 = phi <8 x float> [ %312, %308 ], [ %374, %342 ]
  %336 = phi <8 x float> [ %313, %308 ], [ %379, %342 ]
  %337 = phi <8 x float> [ %314, %308 ], [ %384, %342 ]
  %338 = phi <8 x float> [ %315, %308 ], [ %389, %342 ]
  %339 = phi <8 x float> [ %316, %308 ], [ %394, %342 ]
  %340 = add nuw nsw i64 %317, 1
  %341 = icmp eq i64 %340, %8
  br i1 %341, label %297, label %308

342:                                              ; preds = %308, %342
  %343 = phi <8 x float> [ %359, %342 ], [ %309, %308 ]
  %344 = phi <8 x float> [ %364, %342 ], [ %310, %308 ]
  %345 = phi <8 x float> [ %369, %342 ], [ %311, %308 ]
  %346 = phi <8 x float> [ %374, %342 ], [ %312, %308 ]
  %347 = phi <8 x float> [ %379, %342 ], [ %313, %308 ]
  %348 = phi <8 x float> [ %384, %342 ], [ %314, %308 ]
  %349 = phi <8 x float> [ %389, %342 ], [ %315, %308 ]
  %350 = phi <8 x float> [ %394, %342 ], [ %316, %308 ]
  %351 = phi i64 [ %395, %342 ], [ 0, %308 ]
  %352 = mul nuw nsw i64 %351, %6
  %353 = getelementptr inbounds nuw float, ptr %330, i64 %352
  %354 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %353, <8 x i1> %182, <8 x float> zeroinitializer)
  %355 = getelementptr inbounds nuw float, ptr %320, i64 %351
  %356 = load float, ptr %355, align 1
  %357 = insertelement <8 x float> poison, float %356, i64 0
  %358 = shufflevector <8 x float> %357, <8 x float> poison, <8 x i32> zeroinitializer
  %359 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %358, <8 x float> %354, <8 x float> %343)
  %360 = getelementptr inbounds nuw float, ptr %321, i64 %351
  %361 = load float, ptr %360, align 1
  %362 = insertelement <8 x float> poison, float %361, i64 0
  %363 = shufflevector <8 x float> %362, <8 x float> poison, <8 x i32> zeroinitializer
  %364 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %363, <8 x float> %354, <8 x float> %344)
  %365 = getelementptr inbounds nuw float, ptr %322, i64 %351
  %366 = load float, ptr %365, align 1
  %367 = insertelement <8 x float> poison, float %366, i64 0
  %368 = shufflevector <8 x float> %367, <8 x float> poison, <8 x i32> zeroinitializer
  %369 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %368, <8 x float> %354, <8 x float> %345)
  %370 = getelementptr inbounds nuw float, ptr %323, i64 %351
  %371 = load float, ptr %370, align 1
  %372 = insertelement <8 x float> poison, float %371, i64 0
  %373 = shufflevector <8 x float> %372, <8 x float> poison, <8 x i32> zeroinitializer
  %374 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %373, <8 x float> %354, <8 x float> %346)
  %375 = getelementptr inbounds nuw float, ptr %324, i64 %351
  %376 = load float, ptr %375, align 1
  %377 = insertelement <8 x float> poison, float %376, i64 0
  %378 = shufflevector <8 x float> %377, <8 x float> poison, <8 x i32> zeroinitializer
  %379 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %378, <8 x float> %354, <8 x float> %347)
  %380 = getelementptr inbounds nuw float, ptr %325, i64 %351
  %381 = load float, ptr %380, align 1
  %382 = insertelement <8 x float> poison, float %381, i64 0
  %383 = shufflevector <8 x float> %382, <8 x float> poison, <8 x i32> zeroinitializer
  %384 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %383, <8 x float> %354, <8 x float> %348)
  %385 = getelementptr inbounds nuw float, ptr %326, i64 %351
  %386 = load float, ptr %385, align 1
  %387 = insertelement <8 x float> poison, float %386, i64 0
  %388 = shufflevector <8 x float> %387, <8 x float> poison, <8 x i32> zeroinitializer
  %389 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %388, <8 x float> %354, <8 x float> %349)
  %390 = getelementptr inbounds nuw float, ptr %327, i64 %351
  %391 = load float, ptr %390, align 1
  %392 = insertelement <8 x float> poison, float %391, i64 0
  %393 = shufflevector <8 x float> %392, <8 x float> poison, <8 x i32> zeroinitializer
  %394 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %393, <8 x float> %354, <8 x float> %350)
  %395 = add nuw nsw i64 %351, 1
  %396 = icmp eq i64 %395, %5
  br i1 %396, label %331, label %342

397:                                              ; preds = %187
  br i1 %41, label %398, label %430

398:                                              ; preds = %397
  %399 = load i64, ptr %190, align 16
  %400 = getelementptr float, ptr %134, i64 %399
  %401 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %400, <8 x i1> %175, <8 x float> zeroinitializer)
  %402 = getelementptr inbounds nuw i8, ptr %190, i64 8
  %403 = load i64, ptr %402, align 8
  %404 = getelementptr float, ptr %134, i64 %403
  %405 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %404, <8 x i1> %175, <8 x float> zeroinitializer)
  %406 = getelementptr inbounds nuw i8, ptr %190, i64 16
  %407 = load i64, ptr %406, align 16
  %408 = getelementptr float, ptr %134, i64 %407
  %409 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %408, <8 x i1> %175, <8 x float> zeroinitializer)
  %410 = getelementptr inbounds nuw i8, ptr %190, i64 24
  %411 = load i64, ptr %410, align 8
  %412 = getelementptr float, ptr %134, i64 %411
  %413 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %412, <8 x i1> %175, <8 x float> zeroinitializer)
  %414 = getelementptr inbounds nuw i8, ptr %190, i64 32
  %415 = load i64, ptr %414, align 16
  %416 = getelementptr float, ptr %134, i64 %415
  %417 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %416, <8 x i1> %175, <8 x float> zeroinitializer)
  %418 = getelementptr inbounds nuw i8, ptr %190, i64 40
  %419 = load i64, ptr %418, align 8
  %420 = getelementptr float, ptr %134, i64 %419
  %421 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %420, <8 x i1> %175, <8 x float> zeroinitializer)
  %422 = getelementptr inbounds nuw i8, ptr %190, i64 48
  %423 = load i64, ptr %422, align 16
  %424 = getelementptr float, ptr %134, i64 %423
  %425 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %424, <8 x i1> %175, <8 x float> zeroinitializer)
  %426 = getelementptr inbounds nuw i8, ptr %190, i64 56
  %427 = load i64, ptr %426, align 8
  %428 = getelementptr float, ptr %134, i64 %427
  %429 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %428, <8 x i1> %175, <8 x float> zeroinitializer)
  br label %432

430:                                              ; preds = %397
  %431 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %133, <8 x i1> %175, <8 x float> zeroinitializer)
  br label %432

432:                                              ; preds = %430, %398
  %433 = phi <8 x float> [ %401, %398 ], [ %431, %430 ]
  %434 = phi <8 x float> [ %405, %398 ], [ %431, %430 ]
  %435 = phi <8 x float> [ %409, %398 ], [ %431, %430 ]
  %436 = phi <8 x float> [ %413, %398 ], [ %431, %430 ]
  %437 = phi <8 x float> [ %417, %398 ], [ %431, %430 ]
  %438 = phi <8 x float> [ %421, %398 ], [ %431, %430 ]
  %439 = phi <8 x float> [ %425, %398 ], [ %431, %430 ]
  %440 = phi <8 x float> [ %429, %398 ], [ %431, %430 ]
  br i1 %43, label %441, label %449

441:                                              ; preds = %432
  %442 = getelementptr inbounds nuw i8, ptr %189, i64 8
  %443 = getelementptr inbounds nuw i8, ptr %189, i64 16
  %444 = getelementptr inbounds nuw i8, ptr %189, i64 24
  %445 = getelementptr inbounds nuw i8, ptr %189, i64 32
  %446 = getelementptr inbounds nuw i8, ptr %189, i64 40
  %447 = getelementptr inbounds nuw i8, ptr %189, i64 48
  %448 = getelementptr inbounds nuw i8, ptr %189, i64 56
  br label %481

449:                                              ; preds = %503, %432
  %450 = phi <8 x float> [ %433, %432 ], [ %504, %503 ]
  %451 = phi <8 x float> [ %434, %432 ], [ %505, %503 ]
  %452 = phi <8 x float> [ %435, %432 ], [ %506, %503 ]
  %453 = phi <8 x float> [ %436, %432 ], [ %507, %503 ]
  %454 = phi <8 x float> [ %437, %432 ], [ %508, %503 ]
  %455 = phi <8 x float> [ %438, %432 ], [ %509, %503 ]
  %456 = phi <8 x float> [ %439, %432 ], [ %510, %503 ]
  %457 = phi <8 x float> [ %440, %432 ], [ %511, %503 ]
  %458 = load i64, ptr %190, align 16
  %459 = getelementptr float, ptr %134, i64 %458
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %450, ptr align 1 %459, <8 x i1> %175)
  %460 = getelementptr inbounds nuw i8, ptr %190, i64 8
  %461 = load i64, ptr %460, align 8
  %462 = getelementptr float, ptr %134, i64 %461
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %451, ptr align 1 %462, <8 x i1> %175)
  %463 = getelementptr inbounds nuw i8, ptr %190, i64 16
  %464 = load i64, ptr %463, align 16
  %465 = getelementptr float, ptr %134, i64 %464
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %452, ptr align 1 %465, <8 x i1> %175)
  %466 = getelementptr inbounds nuw i8, ptr %190, i64 24
  %467 = load i64, ptr %466, align 8
  %468 = getelementptr float, ptr %134, i64 %467
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %453, ptr align 1 %468, <8 x i1> %175)
  %469 = getelementptr inbounds nuw i8, ptr %190, i64 32
  %470 = load i64, ptr %469, align 16
  %471 = getelementptr float, ptr %134, i64 %470
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %454, ptr align 1 %471, <8 x i1> %175)
  %472 = getelementptr inbounds nuw i8, ptr %190, i64 40
  %473 = load i64, ptr %472, align 8
  %474 = getelementptr float, ptr %134, i64 %473
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %455, ptr align 1 %474, <8 x i1> %175)
  %475 = getelementptr inbounds nuw i8, ptr %190, i64 48
  %476 = load i64, ptr %475, align 16
  %477 = getelementptr float, ptr %134, i64 %476
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %456, ptr align 1 %477, <8 x i1> %175)
  %478 = getelementptr inbounds nuw i8, ptr %190, i64 56
  %479 = load i64, ptr %478, align 8
  %480 = getelementptr float, ptr %134, i64 %479
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %457, ptr align 1 %480, <8 x i1> %175)
  br label %1066

481:                                              ; preds = %441, %503
  %482 = phi <8 x float> [ %433, %441 ], [ %504, %503 ]
  %483 = phi <8 x float> [ %434, %441 ], [ %505, %503 ]
  %484 = phi <8 x float> [ %435, %441 ], [ %506, %503 ]
  %485 = phi <8 x float> [ %436, %441 ], [ %507, %503 ]
  %486 = phi <8 x float> [ %437, %441 ], [ %508, %503 ]
  %487 = phi <8 x float> [ %438, %441 ], [ %509, %503 ]
  %488 = phi <8 x float> [ %439, %441 ], [ %510, %503 ]
  %489 = phi <8 x float> [ %440, %441 ], [ %511, %503 ]
  %490 = phi i64 [ 0, %441 ], [ %512, %503 ]
  br i1 %44, label %491, label %503

491:                                              ; preds = %481
  %492 = mul i64 %42, %490
  %493 = getelementptr float, ptr %25, i64 %492
  %494 = mul nuw nsw i64 %490, %8
  %495 = load i64, ptr %189, align 16
  %496 = load i64, ptr %442, align 8
  %497 = load i64, ptr %443, align 16
  %498 = load i64, ptr %444, align 8
  %499 = load i64, ptr %445, align 16
  %500 = load i64, ptr %446, align 8
  %501 = load i64, ptr %447, align 16
  %502 = load i64, ptr %448, align 8
  br label %514

503:                                              ; preds = %537, %481
  %504 = phi <8 x float> [ %482, %481 ], [ %538, %537 ]
  %505 = phi <8 x float> [ %483, %481 ], [ %539, %537 ]
  %506 = phi <8 x float> [ %484, %481 ], [ %540, %537 ]
  %507 = phi <8 x float> [ %485, %481 ], [ %541, %537 ]
  %508 = phi <8 x float> [ %486, %481 ], [ %542, %537 ]
  %509 = phi <8 x float> [ %487, %481 ], [ %543, %537 ]
  %510 = phi <8 x float> [ %488, %481 ], [ %544, %537 ]
  %511 = phi <8 x float> [ %489, %481 ], [ %545, %537 ]
  %512 = add nuw nsw i64 %490, 1
  %513 = icmp eq i64 %512, %7
  br i1 %513, label %449, label %481

514:                                              ; preds = %491, %537
  %515 = phi <8 x float> [ %482, %491 ], [ %538, %537 ]
  %516 = phi <8 x float> [ %483, %491 ], [ %539, %537 ]
  %517 = phi <8 x float> [ %484, %491 ], [ %540, %537 ]
  %518 = phi <8 x float> [ %485, %491 ], [ %541, %537 ]
  %519 = phi <8 x float> [ %486, %491 ], [ %542, %537 ]
  %520 = phi <8 x float> [ %487, %491 ], [ %543, %537 ]
  %521 = phi <8 x float> [ %488, %491 ], [ %544, %537 ]
  %522 = phi <8 x float> [ %489, %491 ], [ %545, %537 ]
  %523 = phi i64 [ 0, %491 ], [ %546, %537 ]
  %524 = mul i64 %45, %523
  %525 = getelementptr float, ptr %493, i64 %524
  %526 = getelementptr float, ptr %525, i64 %495
  %527 = getelementptr float, ptr %525, i64 %496
  %528 = getelementptr float, ptr %525, i64 %497
  %529 = getelementptr float, ptr %525, i64 %498
  %530 = getelementptr float, ptr %525, i64 %499
  %531 = getelementptr float, ptr %525, i64 %500
  %532 = getelementptr float, ptr %525, i64 %501
  %533 = getelementptr float, ptr %525, i64 %502
  %534 = add nuw nsw i64 %523, %494
  %535 = mul i64 %47, %534
  %536 = getelementptr float, ptr %135, i64 %535
  br i1 %46, label %548, label %537

537:                                              ; preds = %548, %514
  %538 = phi <8 x float> [ %515, %514 ], [ %565, %548 ]
  %539 = phi <8 x float> [ %516, %514 ], [ %570, %548 ]
  %540 = phi <8 x float> [ %517, %514 ], [ %575, %548 ]
  %541 = phi <8 x float> [ %518, %514 ], [ %580, %548 ]
  %542 = phi <8 x float> [ %519, %514 ], [ %585, %548 ]
  %543 = phi <8 x float> [ %520, %514 ], [ %590, %548 ]
  %544 = phi <8 x float> [ %521, %514 ], [ %595, %548 ]
  %545 = phi <8 x float> [ %522, %514 ], [ %600, %548 ]
  %546 = add nuw nsw i64 %523, 1
  %547 = icmp eq i64 %546, %8
  br i1 %547, label %503, label %514

548:                                              ; preds = %514, %548
  %549 = phi <8 x float> [ %565, %548 ], [ %515, %514 ]
  %550 = phi <8 x float> [ %570, %548 ], [ %516, %514 ]
  %551 = phi <8 x float> [ %575, %548 ], [ %517, %514 ]
  %552 = phi <8 x float> [ %580, %548 ], [ %518, %514 ]
  %553 = phi <8 x float> [ %585, %548 ], [ %519, %514 ]
  %554 = phi <8 x float> [ %590, %548 ], [ %520, %514 ]
  %555 = phi <8 x float> [ %595, %548 ], [ %521, %514 ]
  %556 = phi <8 x float> [ %600, %548 ], [ %522, %514 ]
  %557 = phi i64 [ %601, %548 ], [ 0, %514 ]
  %558 = mul nuw nsw i64 %557, %6
  %559 = getelementptr inbounds nuw float, ptr %536, i64 %558
  %560 = load <8 x float>, ptr %559, align 1
  %561 = getelementptr inbounds nuw float, ptr %526, i64 %557
  %562 = load float, ptr %561, align 1
  %563 = insertelement <8 x float> poison, float %562, i64 0
  %564 = shufflevector <8 x float> %563, <8 x float> poison, <8 x i32> zeroinitializer
  %565 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %564, <8 x float> %560, <8 x float> %549)
  %566 = getelementptr inbounds nuw float, ptr %527, i64 %557
  %567 = load float, ptr %566, align 1
  %568 = insertelement <8 x float> poison, float %567, i64 0
  %569 = shufflevector <8 x float> %568, <8 x float> poison, <8 x i32> zeroinitializer
  %570 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %569, <8 x float> %560, <8 x float> %550)
  %571 = getelementptr inbounds nuw float, ptr %528, i64 %557
  %572 = load float, ptr %571, align 1
  %573 = insertelement <8 x float> poison, float %572, i64 0
  %574 = shufflevector <8 x float> %573, <8 x float> poison, <8 x i32> zeroinitializer
  %575 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %574, <8 x float> %560, <8 x float> %551)
  %576 = getelementptr inbounds nuw float, ptr %529, i64 %557
  %577 = load float, ptr %576, align 1
  %578 = insertelement <8 x float> poison, float %577, i64 0
  %579 = shufflevector <8 x float> %578, <8 x float> poison, <8 x i32> zeroinitializer
  %580 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %579, <8 x float> %560, <8 x float> %552)
  %581 = getelementptr inbounds nuw float, ptr %530, i64 %557
  %582 = load float, ptr %581, align 1
  %583 = insertelement <8 x float> poison, float %582, i64 0
  %584 = shufflevector <8 x float> %583, <8 x float> poison, <8 x i32> zeroinitializer
  %585 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %584, <8 x float> %560, <8 x float> %553)
  %586 = getelementptr inbounds nuw float, ptr %531, i64 %557
  %587 = load float, ptr %586, align 1
  %588 = insertelement <8 x float> poison, float %587, i64 0
  %589 = shufflevector <8 x float> %588, <8 x float> poison, <8 x i32> zeroinitializer
  %590 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %589, <8 x float> %560, <8 x float> %554)
  %591 = getelementptr inbounds nuw float, ptr %532, i64 %557
  %592 = load float, ptr %591, align 1
  %593 = insertelement <8 x float> poison, float %592, i64 0
  %594 = shufflevector <8 x float> %593, <8 x float> poison, <8 x i32> zeroinitializer
  %595 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %594, <8 x float> %560, <8 x float> %555)
  %596 = getelementptr inbounds nuw float, ptr %533, i64 %557
  %597 = load float, ptr %596, align 1
  %598 = insertelement <8 x float> poison, float %597, i64 0
  %599 = shufflevector <8 x float> %598, <8 x float> poison, <8 x i32> zeroinitializer
  %600 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %599, <8 x float> %560, <8 x float> %556)
  %601 = add nuw nsw i64 %557, 1
  %602 = icmp eq i64 %601, %5
  br i1 %602, label %537, label %548

603:                                              ; preds = %187
  br i1 %41, label %607, label %604

604:                                              ; preds = %603
  %605 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %133, <8 x i1> %159, <8 x float> zeroinitializer)
  %606 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %168, <8 x i1> %167, <8 x float> zeroinitializer)
  br label %643

607:                                              ; preds = %603
  %608 = load i64, ptr %190, align 16
  %609 = getelementptr float, ptr %134, i64 %608
  %610 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %609, <8 x i1> %159, <8 x float> zeroinitializer)
  %611 = getelementptr inbounds nuw i8, ptr %609, i64 32
  %612 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %611, <8 x i1> %167, <8 x float> zeroinitializer)
  %613 = getelementptr inbounds nuw i8, ptr %190, i64 8
  %614 = load i64, ptr %613, align 8
  %615 = getelementptr float, ptr %134, i64 %614
  %616 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %615, <8 x i1> %159, <8 x float> zeroinitializer)
  %617 = getelementptr inbounds nuw i8, ptr %615, i64 32
  %618 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %617, <8 x i1> %167, <8 x float> zeroinitializer)
  %619 = getelementptr inbounds nuw i8, ptr %190, i64 16
  %620 = load i64, ptr %619, align 16
  %621 = getelementptr float, ptr %134, i64 %620
  %622 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %621, <8 x i1> %159, <8 x float> zeroinitializer)
  %623 = getelementptr inbounds nuw i8, ptr %621, i64 32
  %624 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %623, <8 x i1> %167, <8 x float> zeroinitializer)
  %625 = getelementptr inbounds nuw i8, ptr %190, i64 24
  %626 = load i64, ptr %625, align 8
  %627 = getelementptr float, ptr %134, i64 %626
  %628 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %627, <8 x i1> %159, <8 x float> zeroinitializer)
  %629 = getelementptr inbounds nuw i8, ptr %627, i64 32
  %630 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %629, <8 x i1> %167, <8 x float> zeroinitializer)
  %631 = getelementptr inbounds nuw i8, ptr %190, i64 32
  %632 = load i64, ptr %631, align 16
  %633 = getelementptr float, ptr %134, i64 %632
  %634 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %633, <8 x i1> %159, <8 x float> zeroinitializer)
  %635 = getelementptr inbounds nuw i8, ptr %633, i64 32
  %636 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %635, <8 x i1> %167, <8 x float> zeroinitializer)
  %637 = getelementptr inbounds nuw i8, ptr %190, i64 40
  %638 = load i64, ptr %637, align 8
  %639 = getelementptr float, ptr %134, i64 %638
  %640 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %639, <8 x i1> %159, <8 x float> zeroinitializer)
  %641 = getelementptr inbounds nuw i8, ptr %639, i64 32
  %642 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %641, <8 x i1> %167, <8 x float> zeroinitializer)
  br label %643

643:                                              ; preds = %604, %607
  %644 = phi <8 x float> [ %622, %607 ], [ %605, %604 ]
  %645 = phi <8 x float> [ %618, %607 ], [ %606, %604 ]
  %646 = phi <8 x float> [ %616, %607 ], [ %605, %604 ]
  %647 = phi <8 x float> [ %612, %607 ], [ %606, %604 ]
  %648 = phi <8 x float> [ %610, %607 ], [ %605, %604 ]
  %649 = phi <8 x float> [ %624, %607 ], [ %606, %604 ]
  %650 = phi <8 x float> [ %628, %607 ], [ %605, %604 ]
  %651 = phi <8 x float> [ %630, %607 ], [ %606, %604 ]
  %652 = phi <8 x float> [ %634, %607 ], [ %605, %604 ]
  %653 = phi <8 x float> [ %636, %607 ], [ %606, %604 ]
  %654 = phi <8 x float> [ %640, %607 ], [ %605, %604 ]
  %655 = phi <8 x float> [ %642, %607 ], [ %606, %604 ]
  br i1 %43, label %656, label %662

656:                                              ; preds = %643
  %657 = getelementptr inbounds nuw i8, ptr %189, i64 8
  %658 = getelementptr inbounds nuw i8, ptr %189, i64 16
  %659 = getelementptr inbounds nuw i8, ptr %189, i64 24
  %660 = getelementptr inbounds nuw i8, ptr %189, i64 32
  %661 = getelementptr inbounds nuw i8, ptr %189, i64 40
  br label %698

662:                                              ; preds = %722, %643
  %663 = phi <8 x float> [ %644, %643 ], [ %723, %722 ]
  %664 = phi <8 x float> [ %645, %643 ], [ %724, %722 ]
  %665 = phi <8 x float> [ %646, %643 ], [ %725, %722 ]
  %666 = phi <8 x float> [ %647, %643 ], [ %726, %722 ]
  %667 = phi <8 x float> [ %648, %643 ], [ %727, %722 ]
  %668 = phi <8 x float> [ %649, %643 ], [ %728, %722 ]
  %669 = phi <8 x float> [ %650, %643 ], [ %729, %722 ]
  %670 = phi <8 x float> [ %651, %643 ], [ %730, %722 ]
  %671 = phi <8 x float> [ %652, %643 ], [ %731, %722 ]
  %672 = phi <8 x float> [ %653, %643 ], [ %732, %722 ]
  %673 = phi <8 x float> [ %654, %643 ], [ %733, %722 ]
  %674 = phi <8 x float> [ %655, %643 ], [ %734, %722 ]
  %675 = load i64, ptr %190, align 16
  %676 = getelementptr float, ptr %134, i64 %675
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %667, ptr align 1 %676, <8 x i1> %159)
  %677 = getelementptr inbounds nuw i8, ptr %676, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %666, ptr nonnull align 1 %677, <8 x i1> %167)
  %678 = getelementptr inbounds nuw i8, ptr %190, i64 8
  %679 = load i64, ptr %678, align 8
  %680 = getelementptr float, ptr %134, i64 %679
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %665, ptr align 1 %680, <8 x i1> %159)
  %681 = getelementptr inbounds nuw i8, ptr %680, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %664, ptr nonnull align 1 %681, <8 x i1> %167)
  %682 = getelementptr inbounds nuw i8, ptr %190, i64 16
  %683 = load i64, ptr %682, align 16
  %684 = getelementptr float, ptr %134, i64 %683
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %663, ptr align 1 %684, <8 x i1> %159)
  %685 = getelementptr inbounds nuw i8, ptr %684, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %668, ptr nonnull align 1 %685, <8 x i1> %167)
  %686 = getelementptr inbounds nuw i8, ptr %190, i64 24
  %687 = load i64, ptr %686, align 8
  %688 = getelementptr float, ptr %134, i64 %687
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %669, ptr align 1 %688, <8 x i1> %159)
  %689 = getelementptr inbounds nuw i8, ptr %688, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %670, ptr nonnull align 1 %689, <8 x i1> %167)
  %690 = getelementptr inbounds nuw i8, ptr %190, i64 32
  %691 = load i64, ptr %690, align 16
  %692 = getelementptr float, ptr %134, i64 %691
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %671, ptr align 1 %692, <8 x i1> %159)
  %693 = getelementptr inbounds nuw i8, ptr %692, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %672, ptr nonnull align 1 %693, <8 x i1> %167)
  %694 = getelementptr inbounds nuw i8, ptr %190, i64 40
  %695 = load i64, ptr %694, align 8
  %696 = getelementptr float, ptr %134, i64 %695
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %673, ptr align 1 %696, <8 x i1> %159)
  %697 = getelementptr inbounds nuw i8, ptr %696, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %674, ptr nonnull align 1 %697, <8 x i1> %167)
  br label %1066

698:                                              ; preds = %656, %722
  %699 = phi <8 x float> [ %644, %656 ], [ %723, %722 ]
  %700 = phi <8 x float> [ %645, %656 ], [ %724, %722 ]
  %701 = phi <8 x float> [ %646, %656 ], [ %725, %722 ]
  %702 = phi <8 x float> [ %647, %656 ], [ %726, %722 ]
  %703 = phi <8 x float> [ %648, %656 ], [ %727, %722 ]
  %704 = phi <8 x float> [ %649, %656 ], [ %728, %722 ]
  %705 = phi <8 x float> [ %650, %656 ], [ %729, %722 ]
  %706 = phi <8 x float> [ %651, %656 ], [ %730, %722 ]
  %707 = phi <8 x float> [ %652, %656 ], [ %731, %722 ]
  %708 = phi <8 x float> [ %653, %656 ], [ %732, %722 ]
  %709 = phi <8 x float> [ %654, %656 ], [ %733, %722 ]
  %710 = phi <8 x float> [ %655, %656 ], [ %734, %722 ]
  %711 = phi i64 [ 0, %656 ], [ %735, %722 ]
  br i1 %44, label %712, label %722

712:                                              ; preds = %698
  %713 = mul i64 %42, %711
  %714 = getelementptr float, ptr %25, i64 %713
  %715 = mul nuw nsw i64 %711, %8
  %716 = load i64, ptr %189, align 16
  %717 = load i64, ptr %657, align 8
  %718 = load i64, ptr %658, align 16
  %719 = load i64, ptr %659, align 8
  %720 = load i64, ptr %660, align 16
  %721 = load i64, ptr %661, align 8
  br label %737

722:                                              ; preds = %762, %698
  %723 = phi <8 x float> [ %699, %698 ], [ %763, %762 ]
  %724 = phi <8 x float> [ %700, %698 ], [ %764, %762 ]
  %725 = phi <8 x float> [ %701, %698 ], [ %765, %762 ]
  %726 = phi <8 x float> [ %702, %698 ], [ %766, %762 ]
  %727 = phi <8 x float> [ %703, %698 ], [ %767, %762 ]
  %728 = phi <8 x float> [ %704, %698 ], [ %768, %762 ]
  %729 = phi <8 x float> [ %705, %698 ], [ %769, %762 ]
  %730 = phi <8 x float> [ %706, %698 ], [ %770, %762 ]
  %731 = phi <8 x float> [ %707, %698 ], [ %771, %762 ]
  %732 = phi <8 x float> [ %708, %698 ], [ %772, %762 ]
  %733 = phi <8 x float> [ %709, %698 ], [ %773, %762 ]
  %734 = phi <8 x float> [ %710, %698 ], [ %774, %762 ]
  %735 = add nuw nsw i64 %711, 1
  %736 = icmp eq i64 %735, %7
  br i1 %736, label %662, label %698

737:                                              ; preds = %712, %762
  %738 = phi <8 x float> [ %699, %712 ], [ %763, %762 ]
  %739 = phi <8 x float> [ %700, %712 ], [ %764, %762 ]
  %740 = phi <8 x float> [ %701, %712 ], [ %765, %762 ]
  %741 = phi <8 x float> [ %702, %712 ], [ %766, %762 ]
  %742 = phi <8 x float> [ %703, %712 ], [ %767, %762 ]
  %743 = phi <8 x float> [ %704, %712 ], [ %768, %762 ]
  %744 = phi <8 x float> [ %705, %712 ], [ %769, %762 ]
  %745 = phi <8 x float> [ %706, %712 ], [ %770, %762 ]
  %746 = phi <8 x float> [ %707, %712 ], [ %771, %762 ]
  %747 = phi <8 x float> [ %708, %712 ], [ %772, %762 ]
  %748 = phi <8 x float> [ %709, %712 ], [ %773, %762 ]
  %749 = phi <8 x float> [ %710, %712 ], [ %774, %762 ]
  %750 = phi i64 [ 0, %712 ], [ %775, %762 ]
  %751 = mul i64 %45, %750
  %752 = getelementptr float, ptr %714, i64 %751
  %753 = getelementptr float, ptr %752, i64 %716
  %754 = getelementptr float, ptr %752, i64 %717
  %755 = getelementptr float, ptr %752, i64 %718
  %756 = getelementptr float, ptr %752, i64 %719
  %757 = getelementptr float, ptr %752, i64 %720
  %758 = getelementptr float, ptr %752, i64 %721
  %759 = add nuw nsw i64 %750, %715
  %760 = mul i64 %47, %759
  %761 = getelementptr float, ptr %135, i64 %760
  br i1 %46, label %777, label %762

762:                                              ; preds = %777, %737
  %763 = phi <8 x float> [ %738, %737 ], [ %812, %777 ]
  %764 = phi <8 x float> [ %739, %737 ], [ %807, %777 ]
  %765 = phi <8 x float> [ %740, %737 ], [ %806, %777 ]
  %766 = phi <8 x float> [ %741, %737 ], [ %801, %777 ]
  %767 = phi <8 x float> [ %742, %737 ], [ %800, %777 ]
  %768 = phi <8 x float> [ %743, %737 ], [ %813, %777 ]
  %769 = phi <8 x float> [ %744, %737 ], [ %818, %777 ]
  %770 = phi <8 x float> [ %745, %737 ], [ %819, %777 ]
  %771 = phi <8 x float> [ %746, %737 ], [ %824, %777 ]
  %772 = phi <8 x float> [ %747, %737 ], [ %825, %777 ]
  %773 = phi <8 x float> [ %748, %737 ], [ %830, %777 ]
  %774 = phi <8 x float> [ %749, %737 ], [ %831, %777 ]
  %775 = add nuw nsw i64 %750, 1
  %776 = icmp eq i64 %775, %8
  br i1 %776, label %722, label %737

777:                                              ; preds = %737, %777
  %778 = phi <8 x float> [ %812, %777 ], [ %738, %737 ]
  %779 = phi <8 x float> [ %807, %777 ], [ %739, %737 ]
  %780 = phi <8 x float> [ %806, %777 ], [ %740, %737 ]
  %781 = phi <8 x float> [ %801, %777 ], [ %741, %737 ]
  %782 = phi <8 x float> [ %800, %777 ], [ %742, %737 ]
  %783 = phi <8 x float> [ %813, %777 ], [ %743, %737 ]
  %784 = phi <8 x float> [ %818, %777 ], [ %744, %737 ]
  %785 = phi <8 x float> [ %819, %777 ], [ %745, %737 ]
  %786 = phi <8 x float> [ %824, %777 ], [ %746, %737 ]
  %787 = phi <8 x float> [ %825, %777 ], [ %747, %737 ]
  %788 = phi <8 x float> [ %830, %777 ], [ %748, %737 ]
  %789 = phi <8 x float> [ %831, %777 ], [ %749, %737 ]
  %790 = phi i64 [ %832, %777 ], [ 0, %737 ]
  %791 = mul nuw nsw i64 %790, %6
  %792 = getelementptr inbounds nuw float, ptr %761, i64 %791
  %793 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %792, <8 x i1> %159, <8 x float> zeroinitializer)
  %794 = getelementptr inbounds nuw i8, ptr %792, i64 32
  %795 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %794, <8 x i1> %167, <8 x float> zeroinitializer)
  %796 = getelementptr inbounds nuw float, ptr %753, i64 %790
  %797 = load float, ptr %796, align 1
  %798 = insertelement <8 x float> poison, float %797, i64 0
  %799 = shufflevector <8 x float> %798, <8 x float> poison, <8 x i32> zeroinitializer
  %800 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %799, <8 x float> %793, <8 x float> %782)
  %801 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %799, <8 x float> %795, <8 x float> %781)
  %802 = getelementptr inbounds nuw float, ptr %754, i64 %790
  %803 = load float, ptr %802, align 1
  %804 = insertelement <8 x float> poison, float %803, i64 0
  %805 = shufflevector <8 x float> %804, <8 x float> poison, <8 x i32> zeroinitializer
  %806 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %805, <8 x float> %793, <8 x float> %780)
  %807 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %805, <8 x float> %795, <8 x float> %779)
  %808 = getelementptr inbounds nuw float, ptr %755, i64 %790
  %809 = load float, ptr %808, align 1
  %810 = insertelement <8 x float> poison, float %809, i64 0
  %811 = shufflevector <8 x float> %810, <8 x float> poison, <8 x i32> zeroinitializer
  %812 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %811, <8 x float> %793, <8 x float> %778)
  %813 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %811, <8 x float> %795, <8 x float> %783)
  %814 = getelementptr inbounds nuw float, ptr %756, i64 %790
  %815 = load float, ptr %814, align 1
  %816 = insertelement <8 x float> poison, float %815, i64 0
  %817 = shufflevector <8 x float> %816, <8 x float> poison, <8 x i32> zeroinitializer
  %818 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %817, <8 x float> %793, <8 x float> %784)
  %819 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %817, <8 x float> %795, <8 x float> %785)
  %820 = getelementptr inbounds nuw float, ptr %757, i64 %790
  %821 = load float, ptr %820, align 1
  %822 = insertelement <8 x float> poison, float %821, i64 0
  %823 = shufflevector <8 x float> %822, <8 x float> poison, <8 x i32> zeroinitializer
  %824 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %823, <8 x float> %793, <8 x float> %786)
  %825 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %823, <8 x float> %795, <8 x float> %787)
  %826 = getelementptr inbounds nuw float, ptr %758, i64 %790
  %827 = load float, ptr %826, align 1
  %828 = insertelement <8 x float> poison, float %827, i64 0
  %829 = shufflevector <8 x float> %828, <8 x float> poison, <8 x i32> zeroinitializer
  %830 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %829, <8 x float> %793, <8 x float> %788)
  %831 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %829, <8 x float> %795, <8 x float> %789)
  %832 = add nuw nsw i64 %790, 1
  %833 = icmp eq i64 %832, %5
  br i1 %833, label %762, label %777

834:                                              ; preds = %187
  br i1 %41, label %838, label %835

835:                                              ; preds = %834
  %836 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %133, <8 x i1> %142, <8 x float> zeroinitializer)
  %837 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %151, <8 x i1> %150, <8 x float> zeroinitializer)
  br label %874

838:                                              ; preds = %834
  %839 = load i64, ptr %190, align 16
  %840 = getelementptr float, ptr %134, i64 %839
  %841 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %840, <8 x i1> %142, <8 x float> zeroinitializer)
  %842 = getelementptr inbounds nuw i8, ptr %840, i64 32
  %843 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %842, <8 x i1> %150, <8 x float> zeroinitializer)
  %844 = getelementptr inbounds nuw i8, ptr %190, i64 8
  %845 = load i64, ptr %844, align 8
  %846 = getelementptr float, ptr %134, i64 %845
  %847 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %846, <8 x i1> %142, <8 x float> zeroinitializer)
  %848 = getelementptr inbounds nuw i8, ptr %846, i64 32
  %849 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %848, <8 x i1> %150, <8 x float> zeroinitializer)
  %850 = getelementptr inbounds nuw i8, ptr %190, i64 16
  %851 = load i64, ptr %850, align 16
  %852 = getelementptr float, ptr %134, i64 %851
  %853 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %852, <8 x i1> %142, <8 x float> zeroinitializer)
  %854 = getelementptr inbounds nuw i8, ptr %852, i64 32
  %855 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %854, <8 x i1> %150, <8 x float> zeroinitializer)
  %856 = getelementptr inbounds nuw i8, ptr %190, i64 24
  %857 = load i64, ptr %856, align 8
  %858 = getelementptr float, ptr %134, i64 %857
  %859 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %858, <8 x i1> %142, <8 x float> zeroinitializer)
  %860 = getelementptr inbounds nuw i8, ptr %858, i64 32
  %861 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %860, <8 x i1> %150, <8 x float> zeroinitializer)
  %862 = getelementptr inbounds nuw i8, ptr %190, i64 32
  %863 = load i64, ptr %862, align 16
  %864 = getelementptr float, ptr %134, i64 %863
  %865 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %864, <8 x i1> %142, <8 x float> zeroinitializer)
  %866 = getelementptr inbounds nuw i8, ptr %864, i64 32
  %867 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %866, <8 x i1> %150, <8 x float> zeroinitializer)
  %868 = getelementptr inbounds nuw i8, ptr %190, i64 40
  %869 = load i64, ptr %868, align 8
  %870 = getelementptr float, ptr %134, i64 %869
  %871 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %870, <8 x i1> %142, <8 x float> zeroinitializer)
  %872 = getelementptr inbounds nuw i8, ptr %870, i64 32
  %873 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %872, <8 x i1> %150, <8 x float> zeroinitializer)
  br label %874

874:                                              ; preds = %835, %838
  %875 = phi <8 x float> [ %873, %838 ], [ %837, %835 ]
  %876 = phi <8 x float> [ %871, %838 ], [ %836, %835 ]
  %877 = phi <8 x float> [ %867, %838 ], [ %837, %835 ]
  %878 = phi <8 x float> [ %865, %838 ], [ %836, %835 ]
  %879 = phi <8 x float> [ %861, %838 ], [ %837, %835 ]
  %880 = phi <8 x float> [ %859, %838 ], [ %836, %835 ]
  %881 = phi <8 x float> [ %855, %838 ], [ %837, %835 ]
  %882 = phi <8 x float> [ %853, %838 ], [ %836, %835 ]
  %883 = phi <8 x float> [ %849, %838 ], [ %837, %835 ]
  %884 = phi <8 x float> [ %847, %838 ], [ %836, %835 ]
  %885 = phi <8 x float> [ %843, %838 ], [ %837, %835 ]
  %886 = phi <8 x float> [ %841, %838 ], [ %836, %835 ]
  br i1 %43, label %887, label %893

887:                                              ; preds = %874
  %888 = getelementptr inbounds nuw i8, ptr %189, i64 8
  %889 = getelementptr inbounds nuw i8, ptr %189, i64 16
  %890 = getelementptr inbounds nuw i8, ptr %189, i64 24
  %891 = getelementptr inbounds nuw i8, ptr %189, i64 32
  %892 = getelementptr inbounds nuw i8, ptr %189, i64 40
  br label %929

893:                                              ; preds = %954, %874
  %894 = phi <8 x float> [ %875, %874 ], [ %955, %954 ]
  %895 = phi <8 x float> [ %876, %874 ], [ %956, %954 ]
  %896 = phi <8 x float> [ %877, %874 ], [ %957, %954 ]
  %897 = phi <8 x float> [ %878, %874 ], [ %958, %954 ]
  %898 = phi <8 x float> [ %879, %874 ], [ %959, %954 ]
  %899 = phi <8 x float> [ %880, %874 ], [ %960, %954 ]
  %900 = phi <8 x float> [ %881, %874 ], [ %961, %954 ]
  %901 = phi <8 x float> [ %882, %874 ], [ %962, %954 ]
  %902 = phi <8 x float> [ %883, %874 ], [ %963, %954 ]
  %903 = phi <8 x float> [ %884, %874 ], [ %964, %954 ]
  %904 = phi <8 x float> [ %885, %874 ], [ %965, %954 ]
  %905 = phi <8 x float> [ %886, %874 ], [ %966, %954 ]
  %906 = load i64, ptr %190, align 16
  %907 = getelementptr float, ptr %134, i64 %906
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %905, ptr align 1 %907, <8 x i1> %142)
  %908 = getelementptr inbounds nuw i8, ptr %907, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %904, ptr nonnull align 1 %908, <8 x i1> %150)
  %909 = getelementptr inbounds nuw i8, ptr %190, i64 8
  %910 = load i64, ptr %909, align 8
  %911 = getelementptr float, ptr %134, i64 %910
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %903, ptr align 1 %911, <8 x i1> %142)
  %912 = getelementptr inbounds nuw i8, ptr %911, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %902, ptr nonnull align 1 %912, <8 x i1> %150)
  %913 = getelementptr inbounds nuw i8, ptr %190, i64 16
  %914 = load i64, ptr %913, align 16
  %915 = getelementptr float, ptr %134, i64 %914
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %901, ptr align 1 %915, <8 x i1> %142)
  %916 = getelementptr inbounds nuw i8, ptr %915, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %900, ptr nonnull align 1 %916, <8 x i1> %150)
  %917 = getelementptr inbounds nuw i8, ptr %190, i64 24
  %918 = load i64, ptr %917, align 8
  %919 = getelementptr float, ptr %134, i64 %918
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %899, ptr align 1 %919, <8 x i1> %142)
  %920 = getelementptr inbounds nuw i8, ptr %919, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %898, ptr nonnull align 1 %920, <8 x i1> %150)
  %921 = getelementptr inbounds nuw i8, ptr %190, i64 32
  %922 = load i64, ptr %921, align 16
  %923 = getelementptr float, ptr %134, i64 %922
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %897, ptr align 1 %923, <8 x i1> %142)
  %924 = getelementptr inbounds nuw i8, ptr %923, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %896, ptr nonnull align 1 %924, <8 x i1> %150)
  %925 = getelementptr inbounds nuw i8, ptr %190, i64 40
  %926 = load i64, ptr %925, align 8
  %927 = getelementptr float, ptr %134, i64 %926
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %895, ptr align 1 %927, <8 x i1> %142)
  %928 = getelementptr inbounds nuw i8, ptr %927, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %894, ptr nonnull align 1 %928, <8 x i1> %150)
  br label %1066

929:                                              ; preds = %887, %954
  %930 = phi <8 x float> [ %875, %887 ], [ %955, %954 ]
  %931 = phi <8 x float> [ %876, %887 ], [ %956, %954 ]
  %932 = phi <8 x float> [ %877, %887 ], [ %957, %954 ]
  %933 = phi <8 x float> [ %878, %887 ], [ %958, %954 ]
  %934 = phi <8 x float> [ %879, %887 ], [ %959, %954 ]
  %935 = phi <8 x float> [ %880, %887 ], [ %960, %954 ]
  %936 = phi <8 x float> [ %881, %887 ], [ %961, %954 ]
  %937 = phi <8 x float> [ %882, %887 ], [ %962, %954 ]
  %938 = phi <8 x float> [ %883, %887 ], [ %963, %954 ]
  %939 = phi <8 x float> [ %884, %887 ], [ %964, %954 ]
  %940 = phi <8 x float> [ %885, %887 ], [ %965, %954 ]
  %941 = phi <8 x float> [ %886, %887 ], [ %966, %954 ]
  %942 = phi i64 [ 0, %887 ], [ %967, %954 ]
  br i1 %44, label %943, label %954

943:                                              ; preds = %929
  %944 = mul i64 %50, %942
  %945 = mul i64 %42, %942
  %946 = getelementptr float, ptr %25, i64 %945
  %947 = load i64, ptr %189, align 16
  %948 = load i64, ptr %888, align 8
  %949 = load i64, ptr %889, align 16
  %950 = load i64, ptr %890, align 8
  %951 = load i64, ptr %891, align 16
  %952 = load i64, ptr %892, align 8
  %953 = getelementptr i8, ptr %152, i64 %944
  br label %969

954:                                              ; preds = %994, %929
  %955 = phi <8 x float> [ %930, %929 ], [ %995, %994 ]
  %956 = phi <8 x float> [ %931, %929 ], [ %996, %994 ]
  %957 = phi <8 x float> [ %932, %929 ], [ %997, %994 ]
  %958 = phi <8 x float> [ %933, %929 ], [ %998, %994 ]
  %959 = phi <8 x float> [ %934, %929 ], [ %999, %994 ]
  %960 = phi <8 x float> [ %935, %929 ], [ %1000, %994 ]
  %961 = phi <8 x float> [ %936, %929 ], [ %1001, %994 ]
  %962 = phi <8 x float> [ %937, %929 ], [ %1002, %994 ]
  %963 = phi <8 x float> [ %938, %929 ], [ %1003, %994 ]
  %964 = phi <8 x float> [ %939, %929 ], [ %1004, %994 ]
  %965 = phi <8 x float> [ %940, %929 ], [ %1005, %994 ]
  %966 = phi <8 x float> [ %941, %929 ], [ %1006, %994 ]
  %967 = add nuw nsw i64 %942, 1
  %968 = icmp eq i64 %967, %7
  br i1 %968, label %893, label %929

969:                                              ; preds = %943, %994
  %970 = phi <8 x float> [ %930, %943 ], [ %995, %994 ]
  %971 = phi <8 x float> [ %931, %943 ], [ %996, %994 ]
  %972 = phi <8 x float> [ %932, %943 ], [ %997, %994 ]
  %973 = phi <8 x float> [ %933, %943 ], [ %998, %994 ]
  %974 = phi <8 x float> [ %934, %943 ], [ %999, %994 ]
  %975 = phi <8 x float> [ %935, %943 ], [ %1000, %994 ]
  %976 = phi <8 x float> [ %936, %943 ], [ %1001, %994 ]
  %977 = phi <8 x float> [ %937, %943 ], [ %1002, %994 ]
  %978 = phi <8 x float> [ %938, %943 ], [ %1003, %994 ]
  %979 = phi <8 x float> [ %939, %943 ], [ %1004, %994 ]
  %980 = phi <8 x float> [ %940, %943 ], [ %1005, %994 ]
  %981 = phi <8 x float> [ %941, %943 ], [ %1006, %994 ]
  %982 = phi i64 [ 0, %943 ], [ %1007, %994 ]
  %983 = mul i64 %45, %982
  %984 = getelementptr float, ptr %946, i64 %983
  %985 = getelementptr float, ptr %984, i64 %947
  %986 = getelementptr float, ptr %984, i64 %948
  %987 = getelementptr float, ptr %984, i64 %949
  %988 = getelementptr float, ptr %984, i64 %950
  %989 = getelementptr float, ptr %984, i64 %951
  %990 = getelementptr float, ptr %984, i64 %952
  br i1 %46, label %991, label %994

991:                                              ; preds = %969
  %992 = mul i64 %51, %982
  %993 = getelementptr i8, ptr %953, i64 %992
  br label %1009

994:                                              ; preds = %1009, %969
  %995 = phi <8 x float> [ %970, %969 ], [ %1063, %1009 ]
  %996 = phi <8 x float> [ %971, %969 ], [ %1062, %1009 ]
  %997 = phi <8 x float> [ %972, %969 ], [ %1057, %1009 ]
  %998 = phi <8 x float> [ %973, %969 ], [ %1056, %1009 ]
  %999 = phi <8 x float> [ %974, %969 ], [ %1051, %1009 ]
  %1000 = phi <8 x float> [ %975, %969 ], [ %1050, %1009 ]
  %1001 = phi <8 x float> [ %976, %969 ], [ %1045, %1009 ]
  %1002 = phi <8 x float> [ %977, %969 ], [ %1044, %1009 ]
  %1003 = phi <8 x float> [ %978, %969 ], [ %1039, %1009 ]
  %1004 = phi <8 x float> [ %979, %969 ], [ %1038, %1009 ]
  %1005 = phi <8 x float> [ %980, %969 ], [ %1033, %1009 ]
  %1006 = phi <8 x float> [ %981, %969 ], [ %1032, %1009 ]
  %1007 = add nuw nsw i64 %982, 1
  %1008 = icmp eq i64 %1007, %8
  br i1 %1008, label %954, label %969

1009:                                             ; preds = %991, %1009
  %1010 = phi <8 x float> [ %970, %991 ], [ %1063, %1009 ]
  %1011 = phi <8 x float> [ %971, %991 ], [ %1062, %1009 ]
  %1012 = phi <8 x float> [ %972, %991 ], [ %1057, %1009 ]
  %1013 = phi <8 x float> [ %973, %991 ], [ %1056, %1009 ]
  %1014 = phi <8 x float> [ %974, %991 ], [ %1051, %1009 ]
  %1015 = phi <8 x float> [ %975, %991 ], [ %1050, %1009 ]
  %1016 = phi <8 x float> [ %976, %991 ], [ %1045, %1009 ]
  %1017 = phi <8 x float> [ %977, %991 ], [ %1044, %1009 ]
  %1018 = phi <8 x float> [ %978, %991 ], [ %1039, %1009 ]
  %1019 = phi <8 x float> [ %979, %991 ], [ %1038, %1009 ]
  %1020 = phi <8 x float> [ %980, %991 ], [ %1033, %1009 ]
  %1021 = phi <8 x float> [ %981, %991 ], [ %1032, %1009 ]
  %1022 = phi i64 [ 0, %991 ], [ %1064, %1009 ]
  %1023 = mul nuw nsw i64 %52, %1022
  %1024 = getelementptr i8, ptr %993, i64 %1023
  %1025 = load <8 x float>, ptr %1024, align 1
  %1026 = getelementptr inbounds nuw i8, ptr %1024, i64 32
  %1027 = load <8 x float>, ptr %1026, align 1
  %1028 = getelementptr inbounds nuw float, ptr %985, i64 %1022
  %1029 = load float, ptr %1028, align 1
  %1030 = insertelement <8 x float> poison, float %1029, i64 0
  %1031 = shufflevector <8 x float> %1030, <8 x float> poison, <8 x i32> zeroinitializer
  %1032 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1031, <8 x float> %1025, <8 x float> %1021)
  %1033 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1031, <8 x float> %1027, <8 x float> %1020)
  %1034 = getelementptr inbounds nuw float, ptr %986, i64 %1022
  %1035 = load float, ptr %1034, align 1
  %1036 = insertelement <8 x float> poison, float %1035, i64 0
  %1037 = shufflevector <8 x float> %1036, <8 x float> poison, <8 x i32> zeroinitializer
  %1038 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1037, <8 x float> %1025, <8 x float> %1019)
  %1039 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1037, <8 x float> %1027, <8 x float> %1018)
  %1040 = getelementptr inbounds nuw float, ptr %987, i64 %1022
  %1041 = load float, ptr %1040, align 1
  %1042 = insertelement <8 x float> poison, float %1041, i64 0
  %1043 = shufflevector <8 x float> %1042, <8 x float> poison, <8 x i32> zeroinitializer
  %1044 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1043, <8 x float> %1025, <8 x float> %1017)
  %1045 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1043, <8 x float> %1027, <8 x float> %1016)
  %1046 = getelementptr inbounds nuw float, ptr %988, i64 %1022
  %1047 = load float, ptr %1046, align 1
  %1048 = insertelement <8 x float> poison, float %1047, i64 0
  %1049 = shufflevector <8 x float> %1048, <8 x float> poison, <8 x i32> zeroinitializer
  %1050 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1049, <8 x float> %1025, <8 x float> %1015)
  %1051 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1049, <8 x float> %1027, <8 x float> %1014)
  %1052 = getelementptr inbounds nuw float, ptr %989, i64 %1022
  %1053 = load float, ptr %1052, align 1
  %1054 = insertelement <8 x float> poison, float %1053, i64 0
  %1055 = shufflevector <8 x float> %1054, <8 x float> poison, <8 x i32> zeroinitializer
  %1056 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1055, <8 x float> %1025, <8 x float> %1013)
  %1057 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1055, <8 x float> %1027, <8 x float> %1012)
  %1058 = getelementptr inbounds nuw float, ptr %990, i64 %1022
  %1059 = load float, ptr %1058, align 1
  %1060 = insertelement <8 x float> poison, float %1059, i64 0
  %1061 = shufflevector <8 x float> %1060, <8 x float> poison, <8 x i32> zeroinitializer
  %1062 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1061, <8 x float> %1025, <8 x float> %1011)
  %1063 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1061, <8 x float> %1027, <8 x float> %1010)
  %1064 = add nuw nsw i64 %1022, 1
  %1065 = icmp eq i64 %1064, %5
  br i1 %1065, label %994, label %1009

1066:                                             ; preds = %187, %893, %662, %449, %243
  %1067 = add nuw nsw i64 %188, %125
  %1068 = trunc nuw i64 %1067 to i32
  %1069 = icmp sgt i32 %64, %1068
  br i1 %1069, label %187, label %183

1070:                                             ; preds = %111, %22
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none))

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none))

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.fma.v8f32(<8 x float>, <8 x float>, <8 x float>)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <8 x float> @llvm.masked.load.v8f32.p0(ptr captures(none), <8 x i1>, <8 x float>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v8f32.p0(<8 x float>, ptr captures(none), <8 x i1>)
