; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define hidden void @mgxport_conv_f32_fma256(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11, i64 noundef %12, i64 noundef %13, i64 noundef %14, i64 noundef %15, i64 noundef %16, i64 noundef %17, i64 noundef %18, i64 noundef %19, i64 noundef %20, i64 noundef %21, i64 noundef %22) local_unnamed_addr {
  %24 = alloca [24 x i64], align 16
  %25 = alloca [24 x i64], align 16
  %26 = inttoptr i64 %0 to ptr
  %27 = inttoptr i64 %1 to ptr
  %28 = inttoptr i64 %21 to ptr
  %29 = inttoptr i64 %2 to ptr
  %30 = add nsw i64 %6, 7
  %31 = sdiv i64 %30, 8
  %32 = icmp slt i64 %3, %4
  br i1 %32, label %33, label %1075

33:                                               ; preds = %23
  %34 = mul nsw i64 %10, %9
  %35 = sdiv i64 %3, %34
  %36 = sdiv i64 %3, %10
  %37 = srem i64 %36, %9
  %38 = srem i64 %3, %10
  %39 = mul i64 %16, %11
  %40 = mul i64 %17, %12
  %41 = icmp sgt i64 %6, 0
  %42 = icmp eq i64 %21, 0
  %43 = mul i64 %16, %13
  %44 = icmp sgt i64 %7, 0
  %45 = icmp sgt i64 %8, 0
  %46 = mul i64 %17, %14
  %47 = icmp sgt i64 %5, 0
  %48 = mul i64 %6, %5
  %49 = mul i64 %8, %6
  %50 = mul i64 %49, %5
  %51 = shl i64 %50, 2
  %52 = shl i64 %48, 2
  %53 = shl i64 %6, 2
  %54 = tail call i64 @llvm.smax.i64(i64 %31, i64 2)
  %55 = add nsw i64 %54, -1
  %56 = lshr i64 %55, 1
  br label %57

57:                                               ; preds = %33, %112
  %58 = phi i64 [ %35, %33 ], [ %109, %112 ]
  %59 = phi i64 [ %37, %33 ], [ %108, %112 ]
  %60 = phi i64 [ %38, %33 ], [ %107, %112 ]
  %61 = phi i64 [ %3, %33 ], [ %113, %112 ]
  %62 = sub nsw i64 %4, %61
  %63 = icmp sgt i64 %62, 23
  %64 = trunc i64 %62 to i32
  %65 = select i1 %63, i32 24, i32 %64
  call void @llvm.lifetime.start.p0(ptr nonnull %24)
  call void @llvm.lifetime.start.p0(ptr nonnull %25)
  %66 = add nsw i32 %65, -1
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds i64, ptr %24, i64 %67
  %69 = getelementptr inbounds i64, ptr %25, i64 %67
  %70 = sext i32 %65 to i64
  br label %74

71:                                               ; preds = %106
  br i1 %41, label %72, label %112

72:                                               ; preds = %71
  %73 = icmp sgt i32 %65, 0
  br label %115

74:                                               ; preds = %57, %106
  %75 = phi i64 [ 0, %57 ], [ %110, %106 ]
  %76 = phi i64 [ %58, %57 ], [ %109, %106 ]
  %77 = phi i64 [ %59, %57 ], [ %108, %106 ]
  %78 = phi i64 [ %60, %57 ], [ %107, %106 ]
  %79 = icmp slt i64 %75, %70
  br i1 %79, label %85, label %80

80:                                               ; preds = %74
  %81 = load i64, ptr %68, align 8
  %82 = getelementptr inbounds nuw i64, ptr %24, i64 %75
  store i64 %81, ptr %82, align 8
  %83 = load i64, ptr %69, align 8
  %84 = getelementptr inbounds nuw i64, ptr %25, i64 %75
  store i64 %83, ptr %84, align 8
  br label %106

85:                                               ; preds = %74
  %86 = mul nsw i64 %76, %15
  %87 = mul i64 %39, %77
  %88 = mul i64 %40, %78
  %89 = add i64 %87, %88
  %90 = add i64 %89, %86
  %91 = getelementptr inbounds nuw i64, ptr %24, i64 %75
  store i64 %90, ptr %91, align 8
  %92 = mul nsw i64 %76, %18
  %93 = mul nsw i64 %77, %19
  %94 = mul nsw i64 %78, %20
  %95 = add i64 %93, %94
  %96 = add i64 %95, %92
  %97 = getelementptr inbounds nuw i64, ptr %25, i64 %75
  store i64 %96, ptr %97, align 8
  %98 = add nsw i64 %78, 1
  %99 = icmp eq i64 %98, %10
  br i1 %99, label %100, label %106

100:                                              ; preds = %85
  %101 = add nsw i64 %77, 1
  %102 = icmp eq i64 %101, %9
  %103 = select i1 %102, i64 0, i64 %101
  %104 = zext i1 %102 to i64
  %105 = add nsw i64 %76, %104
  br label %106

106:                                              ; preds = %100, %85, %80
  %107 = phi i64 [ %78, %80 ], [ %98, %85 ], [ 0, %100 ]
  %108 = phi i64 [ %77, %80 ], [ %77, %85 ], [ %103, %100 ]
  %109 = phi i64 [ %76, %80 ], [ %76, %85 ], [ %105, %100 ]
  %110 = add nuw nsw i64 %75, 1
  %111 = icmp eq i64 %110, 24
  br i1 %111, label %71, label %74

112:                                              ; preds = %184, %71
  call void @llvm.lifetime.end.p0(ptr nonnull %25)
  call void @llvm.lifetime.end.p0(ptr nonnull %24)
  %113 = add nsw i64 %61, 24
  %114 = icmp slt i64 %113, %4
  br i1 %114, label %57, label %1075

115:                                              ; preds = %72, %184
  %116 = phi i64 [ 0, %72 ], [ %186, %184 ]
  %117 = phi i64 [ 0, %72 ], [ %185, %184 ]
  br i1 %73, label %118, label %184

118:                                              ; preds = %115
  %119 = shl nsw i64 %117, 3
  %120 = shl i64 %116, 6
  %121 = sub nsw i64 %31, %117
  %122 = icmp sgt i64 %121, 1
  %123 = trunc i64 %121 to i32
  %124 = select i1 %122, i32 2, i32 %123
  %125 = icmp sgt i32 %124, 1
  %126 = select i1 %125, i64 6, i64 8
  %127 = shl nsw i32 %124, 1
  %128 = shl nsw i32 %124, 3
  %129 = sext i32 %128 to i64
  %130 = add nsw i64 %119, %129
  %131 = icmp sle i64 %130, %6
  %132 = zext i1 %131 to i32
  %133 = or disjoint i32 %127, %132
  %134 = getelementptr inbounds nuw float, ptr %28, i64 %119
  %135 = getelementptr float, ptr %29, i64 %119
  %136 = getelementptr float, ptr %27, i64 %119
  %137 = sub nsw i64 %6, %119
  %138 = icmp sgt i64 %137, 7
  %139 = trunc i64 %137 to i32
  %140 = select i1 %138, i32 8, i32 %139
  %141 = insertelement <8 x i32> poison, i32 %140, i64 0
  %142 = shufflevector <8 x i32> %141, <8 x i32> poison, <8 x i32> zeroinitializer
  %143 = icmp sgt <8 x i32> %142, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %144 = or disjoint i64 %119, 8
  %145 = sub nsw i64 %6, %144
  %146 = icmp sgt i64 %145, 7
  %147 = trunc i64 %145 to i32
  %148 = select i1 %146, i32 8, i32 %147
  %149 = insertelement <8 x i32> poison, i32 %148, i64 0
  %150 = shufflevector <8 x i32> %149, <8 x i32> poison, <8 x i32> zeroinitializer
  %151 = icmp sgt <8 x i32> %150, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %152 = getelementptr inbounds nuw i8, ptr %134, i64 32
  %153 = getelementptr i8, ptr %27, i64 %120
  %154 = sub nsw i64 %6, %119
  %155 = icmp sgt i64 %154, 7
  %156 = trunc i64 %154 to i32
  %157 = select i1 %155, i32 8, i32 %156
  %158 = insertelement <8 x i32> poison, i32 %157, i64 0
  %159 = shufflevector <8 x i32> %158, <8 x i32> poison, <8 x i32> zeroinitializer
  %160 = icmp sgt <8 x i32> %159, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %161 = or disjoint i64 %119, 8
  %162 = sub nsw i64 %6, %161
  %163 = icmp sgt i64 %162, 7
  %164 = trunc i64 %162 to i32
  %165 = select i1 %163, i32 8, i32 %164
  %166 = insertelement <8 x i32> poison, i32 %165, i64 0
  %167 = shufflevector <8 x i32> %166, <8 x i32> poison, <8 x i32> zeroinitializer
  %168 = icmp sgt <8 x i32> %167, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %169 = getelementptr inbounds nuw i8, ptr %134, i64 32
  %170 = sub nsw i64 %6, %119
  %171 = icmp sgt i64 %170, 7
  %172 = trunc i64 %170 to i32
  %173 = select i1 %171, i32 8, i32 %172
  %174 = insertelement <8 x i32> poison, i32 %173, i64 0
  %175 = shufflevector <8 x i32> %174, <8 x i32> poison, <8 x i32> zeroinitializer
  %176 = icmp sgt <8 x i32> %175, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %177 = sub nsw i64 %6, %119
  %178 = icmp sgt i64 %177, 7
  %179 = trunc i64 %177 to i32
  %180 = select i1 %178, i32 8, i32 %179
  %181 = insertelement <8 x i32> poison, i32 %180, i64 0
  %182 = shufflevector <8 x i32> %181, <8 x i32> poison, <8 x i32> zeroinitializer
  %183 = icmp sgt <8 x i32> %182, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br label %188

184:                                              ; preds = %1071, %115
  %185 = add nuw nsw i64 %117, 2
  %186 = add nuw nsw i64 %116, 1
  %187 = icmp eq i64 %116, %56
  br i1 %187, label %112, label %115

188:                                              ; preds = %118, %1071
  %189 = phi i64 [ 0, %118 ], [ %1072, %1071 ]
  %190 = getelementptr inbounds nuw i64, ptr %24, i64 %189
  %191 = getelementptr inbounds nuw i64, ptr %25, i64 %189
  switch i32 %133, label %1071 [
    i32 2, label %192
    i32 3, label %399
    i32 4, label %606
    i32 5, label %838
  ]

192:                                              ; preds = %188
  br i1 %42, label %193, label %225

193:                                              ; preds = %192
  %194 = load i64, ptr %191, align 16
  %195 = getelementptr float, ptr %135, i64 %194
  %196 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %195, <8 x i1> %183, <8 x float> zeroinitializer)
  %197 = getelementptr inbounds nuw i8, ptr %191, i64 8
  %198 = load i64, ptr %197, align 8
  %199 = getelementptr float, ptr %135, i64 %198
  %200 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %199, <8 x i1> %183, <8 x float> zeroinitializer)
  %201 = getelementptr inbounds nuw i8, ptr %191, i64 16
  %202 = load i64, ptr %201, align 16
  %203 = getelementptr float, ptr %135, i64 %202
  %204 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %203, <8 x i1> %183, <8 x float> zeroinitializer)
  %205 = getelementptr inbounds nuw i8, ptr %191, i64 24
  %206 = load i64, ptr %205, align 8
  %207 = getelementptr float, ptr %135, i64 %206
  %208 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %207, <8 x i1> %183, <8 x float> zeroinitializer)
  %209 = getelementptr inbounds nuw i8, ptr %191, i64 32
  %210 = load i64, ptr %209, align 16
  %211 = getelementptr float, ptr %135, i64 %210
  %212 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %211, <8 x i1> %183, <8 x float> zeroinitializer)
  %213 = getelementptr inbounds nuw i8, ptr %191, i64 40
  %214 = load i64, ptr %213, align 8
  %215 = getelementptr float, ptr %135, i64 %214
  %216 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %215, <8 x i1> %183, <8 x float> zeroinitializer)
  %217 = getelementptr inbounds nuw i8, ptr %191, i64 48
  %218 = load i64, ptr %217, align 16
  %219 = getelementptr float, ptr %135, i64 %218
  %220 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %219, <8 x i1> %183, <8 x float> zeroinitializer)
  %221 = getelementptr inbounds nuw i8, ptr %191, i64 56
  %222 = load i64, ptr %221, align 8
  %223 = getelementptr float, ptr %135, i64 %222
  %224 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %223, <8 x i1> %183, <8 x float> zeroinitializer)
  br label %227

225:                                              ; preds = %192
  %226 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %134, <8 x i1> %183, <8 x float> zeroinitializer)
  br label %227

227:                                              ; preds = %225, %193
  %228 = phi <8 x float> [ %196, %193 ], [ %226, %225 ]
  %229 = phi <8 x float> [ %200, %193 ], [ %226, %225 ]
  %230 = phi <8 x float> [ %204, %193 ], [ %226, %225 ]
  %231 = phi <8 x float> [ %208, %193 ], [ %226, %225 ]
  %232 = phi <8 x float> [ %212, %193 ], [ %226, %225 ]
  %233 = phi <8 x float> [ %216, %193 ], [ %226, %225 ]
  %234 = phi <8 x float> [ %220, %193 ], [ %226, %225 ]
  %235 = phi <8 x float> [ %224, %193 ], [ %226, %225 ]
  br i1 %44, label %236, label %244

236:                                              ; preds = %227
  %237 = getelementptr inbounds nuw i8, ptr %190, i64 8
  %238 = getelementptr inbounds nuw i8, ptr %190, i64 16
  %239 = getelementptr inbounds nuw i8, ptr %190, i64 24
  %240 = getelementptr inbounds nuw i8, ptr %190, i64 32
  %241 = getelementptr inbounds nuw i8, ptr %190, i64 40
  %242 = getelementptr inbounds nuw i8, ptr %190, i64 48
  %243 = getelementptr inbounds nuw i8, ptr %190, i64 56
  br label %276

244:                                              ; preds = %298, %227
  %245 = phi <8 x float> [ %228, %227 ], [ %299, %298 ]
  %246 = phi <8 x float> [ %229, %227 ], [ %300, %298 ]
  %247 = phi <8 x float> [ %230, %227 ], [ %301, %298 ]
  %248 = phi <8 x float> [ %231, %227 ], [ %302, %298 ]
  %249 = phi <8 x float> [ %232, %227 ], [ %303, %298 ]
  %250 = phi <8 x float> [ %233, %227 ], [ %304, %298 ]
  %251 = phi <8 x float> [ %234, %227 ], [ %305, %298 ]
  %252 = phi <8 x float> [ %235, %227 ], [ %306, %298 ]
  %253 = load i64, ptr %191, align 16
  %254 = getelementptr float, ptr %135, i64 %253
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %245, ptr align 1 %254, <8 x i1> %183)
  %255 = getelementptr inbounds nuw i8, ptr %191, i64 8
  %256 = load i64, ptr %255, align 8
  %257 = getelementptr float, ptr %135, i64 %256
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %246, ptr align 1 %257, <8 x i1> %183)
  %258 = getelementptr inbounds nuw i8, ptr %191, i64 16
  %259 = load i64, ptr %258, align 16
  %260 = getelementptr float, ptr %135, i64 %259
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %247, ptr align 1 %260, <8 x i1> %183)
  %261 = getelementptr inbounds nuw i8, ptr %191, i64 24
  %262 = load i64, ptr %261, align 8
  %263 = getelementptr float, ptr %135, i64 %262
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %248, ptr align 1 %263, <8 x i1> %183)
  %264 = getelementptr inbounds nuw i8, ptr %191, i64 32
  %265 = load i64, ptr %264, align 16
  %266 = getelementptr float, ptr %135, i64 %265
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %249, ptr align 1 %266, <8 x i1> %183)
  %267 = getelementptr inbounds nuw i8, ptr %191, i64 40
  %268 = load i64, ptr %267, align 8
  %269 = getelementptr float, ptr %135, i64 %268
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %250, ptr align 1 %269, <8 x i1> %183)
  %270 = getelementptr inbounds nuw i8, ptr %191, i64 48
  %271 = load i64, ptr %270, align 16
  %272 = getelementptr float, ptr %135, i64 %271
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %251, ptr align 1 %272, <8 x i1> %183)
  %273 = getelementptr inbounds nuw i8, ptr %191, i64 56
  %274 = load i64, ptr %273, align 8
  %275 = getelementptr float, ptr %135, i64 %274
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %252, ptr align 1 %275, <8 x i1> %183)
  br label %1071

276:                                              ; preds = %236, %298
  %277 = phi <8 x float> [ %228, %236 ], [ %299, %298 ]
  %278 = phi <8 x float> [ %229, %236 ], [ %300, %298 ]
  %279 = phi <8 x float> [ %230, %236 ], [ %301, %298 ]
  %280 = phi <8 x float> [ %231, %236 ], [ %302, %298 ]
  %281 = phi <8 x float> [ %232, %236 ], [ %303, %298 ]
  %282 = phi <8 x float> [ %233, %236 ], [ %304, %298 ]
  %283 = phi <8 x float> [ %234, %236 ], [ %305, %298 ]
  %284 = phi <8 x float> [ %235, %236 ], [ %306, %298 ]
  %285 = phi i64 [ 0, %236 ], [ %307, %298 ]
  br i1 %45, label %286, label %298

286:                                              ; preds = %276
  %287 = mul i64 %43, %285
  %288 = getelementptr float, ptr %26, i64 %287
  %289 = mul nuw nsw i64 %285, %8
  %290 = load i64, ptr %190, align 16
  %291 = load i64, ptr %237, align 8
  %292 = load i64, ptr %238, align 16
  %293 = load i64, ptr %239, align 8
  %294 = load i64, ptr %240, align 16
  %295 = load i64, ptr %241, align 8
  %296 = load i64, ptr %242, align 16
  %297 = load i64, ptr %243, align 8
  br label %309

298:                                              ; preds = %332, %276
  %299 = phi <8 x float> [ %277, %276 ], [ %333, %332 ]
  %300 = phi <8 x float> [ %278, %276 ], [ %334, %332 ]
  %301 = phi <8 x float> [ %279, %276 ], [ %335, %332 ]
  %302 = phi <8 x float> [ %280, %276 ], [ %336, %332 ]
  %303 = phi <8 x float> [ %281, %276 ], [ %337, %332 ]
  %304 = phi <8 x float> [ %282, %276 ], [ %338, %332 ]
  %305 = phi <8 x float> [ %283, %276 ], [ %339, %332 ]
  %306 = phi <8 x float> [ %284, %276 ], [ %340, %332 ]
  %307 = add nuw nsw i64 %285, 1
  %308 = icmp eq i64 %307, %7
  br i1 %308, label %244, label %276

309:                                              ; preds = %286, %332
  %310 = phi <8 x float> [ %277, %286 ], [ %333, %332 ]
  %311 = phi <8 x float> [ %278, %286 ], [ %334, %332 ]
  %312 = phi <8 x float> [ %279, %286 ], [ %335, %332 ]
  %313 = phi <8 x float> [ %280, %286 ], [ %336, %332 ]
  %314 = phi <8 x float> [ %281, %286 ], [ %337, %332 ]
  %315 = phi <8 x float> [ %282, %286 ], [ %338, %332 ]
  %316 = phi <8 x float> [ %283, %286 ], [ %339, %332 ]
  %317 = phi <8 x float> [ %284, %286 ], [ %340, %332 ]
  %318 = phi i64 [ 0, %286 ], [ %341, %332 ]
  %319 = mul i64 %46, %318
  %320 = getelementptr float, ptr %288, i64 %319
  %321 = getelementptr float, ptr %320, i64 %290
  %322 = getelementptr float, ptr %320, i64 %291
  %323 = getelementptr float, ptr %320, i64 %292
  %324 = getelementptr float, ptr %320, i64 %293
  %325 = getelementptr float, ptr %320, i64 %294
  %326 = getelementptr float, ptr %320, i64 %295
  %327 = getelementptr float, ptr %320, i64 %296
  %328 = getelementptr float, ptr %320, i64 %297
  %329 = add nuw nsw i64 %318, %289
  %330 = mul i64 %48, %329
  %331 = getelementptr float, ptr %136, i64 %330
  br i1 %47, label %343, label %332

332:                                              ; preds = %343, %309
  %333 = phi <8 x float> [ %310, %309 ], [ %361, %343 ]
  %334 = phi <8 x float> [ %311, %309 ], [ %366, %343 ]
  %335 = phi <8 x float> [ %312, %309 ], [ %371, %343 ]
  %336 = phi <8 x float> [ %313, %309 ], [ %376, %343 ]
  %337 = phi <8 x float> [ %314, %309 ], [ %381, %343 ]
  %338 = phi <8 x float> [ %315, %309 ], [ %386, %343 ]
  %339 = phi <8 x float> [ %316, %309 ], [ %391, %343 ]
  %340 = phi <8 x float> [ %317, %309 ], [ %396, %343 ]
  %341 = add nuw nsw i64 %318, 1
  %342 = icmp eq i64 %341, %8
  br i1 %342, label %298, label %309

343:                                              ; preds = %309, %343
  %344 = phi <8 x float> [ %361, %343 ], [ %310, %309 ]
  %345 = phi <8 x float> [ %366, %343 ], [ %311, %309 ]
  %346 = phi <8 x float> [ %371, %343 ], [ %312, %309 ]
  %347 = phi <8 x float> [ %376, %343 ], [ %313, %309 ]
  %348 = phi <8 x float> [ %381, %343 ], [ %314, %309 ]
  %349 = phi <8 x float> [ %386, %343 ], [ %315, %309 ]
  %350 = phi <8 x float> [ %391, %343 ], [ %316, %309 ]
  %351 = phi <8 x float> [ %396, %343 ], [ %317, %309 ]
  %352 = phi i64 [ %397, %343 ], [ 0, %309 ]
  %353 = mul nuw nsw i64 %352, %6
  %354 = getelementptr inbounds nuw float, ptr %331, i64 %353
  %355 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %354, <8 x i1> %183, <8 x float> zeroinitializer)
  %356 = mul nsw i64 %352, %22
  %357 = getelementptr inbounds float, ptr %321, i64 %356
  %358 = load float, ptr %357, align 1
  %359 = insertelement <8 x float> poison, float %358, i64 0
  %360 = shufflevector <8 x float> %359, <8 x float> poison, <8 x i32> zeroinitializer
  %361 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %360, <8 x float> %355, <8 x float> %344)
  %362 = getelementptr inbounds float, ptr %322, i64 %356
  %363 = load float, ptr %362, align 1
  %364 = insertelement <8 x float> poison, float %363, i64 0
  %365 = shufflevector <8 x float> %364, <8 x float> poison, <8 x i32> zeroinitializer
  %366 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %365, <8 x float> %355, <8 x float> %345)
  %367 = getelementptr inbounds float, ptr %323, i64 %356
  %368 = load float, ptr %367, align 1
  %369 = insertelement <8 x float> poison, float %368, i64 0
  %370 = shufflevector <8 x float> %369, <8 x float> poison, <8 x i32> zeroinitializer
  %371 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %370, <8 x float> %355, <8 x float> %346)
  %372 = getelementptr inbounds float, ptr %324, i64 %356
  %373 = load float, ptr %372, align 1
  %374 = insertelement <8 x float> poison, float %373, i64 0
  %375 = shufflevector <8 x float> %374, <8 x float> poison, <8 x i32> zeroinitializer
  %376 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %375, <8 x float> %355, <8 x float> %347)
  %377 = getelementptr inbounds float, ptr %325, i64 %356
  %378 = load float, ptr %377, align 1
  %379 = insertelement <8 x float> poison, float %378, i64 0
  %380 = shufflevector <8 x float> %379, <8 x float> poison, <8 x i32> zeroinitializer
  %381 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %380, <8 x float> %355, <8 x float> %348)
  %382 = getelementptr inbounds float, ptr %326, i64 %356
  %383 = load float, ptr %382, align 1
  %384 = insertelement <8 x float> poison, float %383, i64 0
  %385 = shufflevector <8 x float> %384, <8 x float> poison, <8 x i32> zeroinitializer
  %386 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %385, <8 x float> %355, <8 x float> %349)
  %387 = getelementptr inbounds float, ptr %327, i64 %356
  %388 = load float, ptr %387, align 1
  %389 = insertelement <8 x float> poison, float %388, i64 0
  %390 = shufflevector <8 x float> %389, <8 x float> poison, <8 x i32> zeroinitializer
  %391 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %390, <8 x float> %355, <8 x float> %350)
  %392 = getelementptr inbounds float, ptr %328, i64 %356
  %393 = load float, ptr %392, align 1
  %394 = insertelement <8 x float> poison, float %393, i64 0
  %395 = shufflevector <8 x float> %394, <8 x float> poison, <8 x i32> zeroinitializer
  %396 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %395, <8 x float> %355, <8 x float> %351)
  %397 = add nuw nsw i64 %352, 1
  %398 = icmp eq i64 %397, %5
  br i1 %398, label %332, label %343

399:                                              ; preds = %188
  br i1 %42, label %400, label %432

400:                                              ; preds = %399
  %401 = load i64, ptr %191, align 16
  %402 = getelementptr float, ptr %135, i64 %401
  %403 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %402, <8 x i1> %176, <8 x float> zeroinitializer)
  %404 = getelementptr inbounds nuw i8, ptr %191, i64 8
  %405 = load i64, ptr %404, align 8
  %406 = getelementptr float, ptr %135, i64 %405
  %407 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %406, <8 x i1> %176, <8 x float> zeroinitializer)
  %408 = getelementptr inbounds nuw i8, ptr %191, i64 16
  %409 = load i64, ptr %408, align 16
  %410 = getelementptr float, ptr %135, i64 %409
  %411 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %410, <8 x i1> %176, <8 x float> zeroinitializer)
  %412 = getelementptr inbounds nuw i8, ptr %191, i64 24
  %413 = load i64, ptr %412, align 8
  %414 = getelementptr float, ptr %135, i64 %413
  %415 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %414, <8 x i1> %176, <8 x float> zeroinitializer)
  %416 = getelementptr inbounds nuw i8, ptr %191, i64 32
  %417 = load i64, ptr %416, align 16
  %418 = getelementptr float, ptr %135, i64 %417
  %419 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %418, <8 x i1> %176, <8 x float> zeroinitializer)
  %420 = getelementptr inbounds nuw i8, ptr %191, i64 40
  %421 = load i64, ptr %420, align 8
  %422 = getelementptr float, ptr %135, i64 %421
  %423 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %422, <8 x i1> %176, <8 x float> zeroinitializer)
  %424 = getelementptr inbounds nuw i8, ptr %191, i64 48
  %425 = load i64, ptr %424, align 16
  %426 = getelementptr float, ptr %135, i64 %425
  %427 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %426, <8 x i1> %176, <8 x float> zeroinitializer)
  %428 = getelementptr inbounds nuw i8, ptr %191, i64 56
  %429 = load i64, ptr %428, align 8
  %430 = getelementptr float, ptr %135, i64 %429
  %431 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %430, <8 x i1> %176, <8 x float> zeroinitializer)
  br label %434

432:                                              ; preds = %399
  %433 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %134, <8 x i1> %176, <8 x float> zeroinitializer)
  br label %434

434:                                              ; preds = %432, %400
  %435 = phi <8 x float> [ %403, %400 ], [ %433, %432 ]
  %436 = phi <8 x float> [ %407, %400 ], [ %433, %432 ]
  %437 = phi <8 x float> [ %411, %400 ], [ %433, %432 ]
  %438 = phi <8 x float> [ %415, %400 ], [ %433, %432 ]
  %439 = phi <8 x float> [ %419, %400 ], [ %433, %432 ]
  %440 = phi <8 x float> [ %423, %400 ], [ %433, %432 ]
  %441 = phi <8 x float> [ %427, %400 ], [ %433, %432 ]
  %442 = phi <8 x float> [ %431, %400 ], [ %433, %432 ]
  br i1 %44, label %443, label %451

443:                                              ; preds = %434
  %444 = getelementptr inbounds nuw i8, ptr %190, i64 8
  %445 = getelementptr inbounds nuw i8, ptr %190, i64 16
  %446 = getelementptr inbounds nuw i8, ptr %190, i64 24
  %447 = getelementptr inbounds nuw i8, ptr %190, i64 32
  %448 = getelementptr inbounds nuw i8, ptr %190, i64 40
  %449 = getelementptr inbounds nuw i8, ptr %190, i64 48
  %450 = getelementptr inbounds nuw i8, ptr %190, i64 56
  br label %483

451:                                              ; preds = %505, %434
  %452 = phi <8 x float> [ %435, %434 ], [ %506, %505 ]
  %453 = phi <8 x float> [ %436, %434 ], [ %507, %505 ]
  %454 = phi <8 x float> [ %437, %434 ], [ %508, %505 ]
  %455 = phi <8 x float> [ %438, %434 ], [ %509, %505 ]
  %456 = phi <8 x float> [ %439, %434 ], [ %510, %505 ]
  %457 = phi <8 x float> [ %440, %434 ], [ %511, %505 ]
  %458 = phi <8 x float> [ %441, %434 ], [ %512, %505 ]
  %459 = phi <8 x float> [ %442, %434 ], [ %513, %505 ]
  %460 = load i64, ptr %191, align 16
  %461 = getelementptr float, ptr %135, i64 %460
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %452, ptr align 1 %461, <8 x i1> %176)
  %462 = getelementptr inbounds nuw i8, ptr %191, i64 8
  %463 = load i64, ptr %462, align 8
  %464 = getelementptr float, ptr %135, i64 %463
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %453, ptr align 1 %464, <8 x i1> %176)
  %465 = getelementptr inbounds nuw i8, ptr %191, i64 16
  %466 = load i64, ptr %465, align 16
  %467 = getelementptr float, ptr %135, i64 %466
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %454, ptr align 1 %467, <8 x i1> %176)
  %468 = getelementptr inbounds nuw i8, ptr %191, i64 24
  %469 = load i64, ptr %468, align 8
  %470 = getelementptr float, ptr %135, i64 %469
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %455, ptr align 1 %470, <8 x i1> %176)
  %471 = getelementptr inbounds nuw i8, ptr %191, i64 32
  %472 = load i64, ptr %471, align 16
  %473 = getelementptr float, ptr %135, i64 %472
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %456, ptr align 1 %473, <8 x i1> %176)
  %474 = getelementptr inbounds nuw i8, ptr %191, i64 40
  %475 = load i64, ptr %474, align 8
  %476 = getelementptr float, ptr %135, i64 %475
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %457, ptr align 1 %476, <8 x i1> %176)
  %477 = getelementptr inbounds nuw i8, ptr %191, i64 48
  %478 = load i64, ptr %477, align 16
  %479 = getelementptr float, ptr %135, i64 %478
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %458, ptr align 1 %479, <8 x i1> %176)
  %480 = getelementptr inbounds nuw i8, ptr %191, i64 56
  %481 = load i64, ptr %480, align 8
  %482 = getelementptr float, ptr %135, i64 %481
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %459, ptr align 1 %482, <8 x i1> %176)
  br label %1071

483:                                              ; preds = %443, %505
  %484 = phi <8 x float> [ %435, %443 ], [ %506, %505 ]
  %485 = phi <8 x float> [ %436, %443 ], [ %507, %505 ]
  %486 = phi <8 x float> [ %437, %443 ], [ %508, %505 ]
  %487 = phi <8 x float> [ %438, %443 ], [ %509, %505 ]
  %488 = phi <8 x float> [ %439, %443 ], [ %510, %505 ]
  %489 = phi <8 x float> [ %440, %443 ], [ %511, %505 ]
  %490 = phi <8 x float> [ %441, %443 ], [ %512, %505 ]
  %491 = phi <8 x float> [ %442, %443 ], [ %513, %505 ]
  %492 = phi i64 [ 0, %443 ], [ %514, %505 ]
  br i1 %45, label %493, label %505

493:                                              ; preds = %483
  %494 = mul i64 %43, %492
  %495 = getelementptr float, ptr %26, i64 %494
  %496 = mul nuw nsw i64 %492, %8
  %497 = load i64, ptr %190, align 16
  %498 = load i64, ptr %444, align 8
  %499 = load i64, ptr %445, align 16
  %500 = load i64, ptr %446, align 8
  %501 = load i64, ptr %447, align 16
  %502 = load i64, ptr %448, align 8
  %503 = load i64, ptr %449, align 16
  %504 = load i64, ptr %450, align 8
  br label %516

505:                                              ; preds = %539, %483
  %506 = phi <8 x float> [ %484, %483 ], [ %540, %539 ]
  %507 = phi <8 x float> [ %485, %483 ], [ %541, %539 ]
  %508 = phi <8 x float> [ %486, %483 ], [ %542, %539 ]
  %509 = phi <8 x float> [ %487, %483 ], [ %543, %539 ]
  %510 = phi <8 x float> [ %488, %483 ], [ %544, %539 ]
  %511 = phi <8 x float> [ %489, %483 ], [ %545, %539 ]
  %512 = phi <8 x float> [ %490, %483 ], [ %546, %539 ]
  %513 = phi <8 x float> [ %491, %483 ], [ %547, %539 ]
  %514 = add nuw nsw i64 %492, 1
  %515 = icmp eq i64 %514, %7
  br i1 %515, label %451, label %483

516:                                              ; preds = %493, %539
  %517 = phi <8 x float> [ %484, %493 ], [ %540, %539 ]
  %518 = phi <8 x float> [ %485, %493 ], [ %541, %539 ]
  %519 = phi <8 x float> [ %486, %493 ], [ %542, %539 ]
  %520 = phi <8 x float> [ %487, %493 ], [ %543, %539 ]
  %521 = phi <8 x float> [ %488, %493 ], [ %544, %539 ]
  %522 = phi <8 x float> [ %489, %493 ], [ %545, %539 ]
  %523 = phi <8 x float> [ %490, %493 ], [ %546, %539 ]
  %524 = phi <8 x float> [ %491, %493 ], [ %547, %539 ]
  %525 = phi i64 [ 0, %493 ], [ %548, %539 ]
  %526 = mul i64 %46, %525
  %527 = getelementptr float, ptr %495, i64 %526
  %528 = getelementptr float, ptr %527, i64 %497
  %529 = getelementptr float, ptr %527, i64 %498
  %530 = getelementptr float, ptr %527, i64 %499
  %531 = getelementptr float, ptr %527, i64 %500
  %532 = getelementptr float, ptr %527, i64 %501
  %533 = getelementptr float, ptr %527, i64 %502
  %534 = getelementptr float, ptr %527, i64 %503
  %535 = getelementptr float, ptr %527, i64 %504
  %536 = add nuw nsw i64 %525, %496
  %537 = mul i64 %48, %536
  %538 = getelementptr float, ptr %136, i64 %537
  br i1 %47, label %550, label %539

539:                                              ; preds = %550, %516
  %540 = phi <8 x float> [ %517, %516 ], [ %568, %550 ]
  %541 = phi <8 x float> [ %518, %516 ], [ %573, %550 ]
  %542 = phi <8 x float> [ %519, %516 ], [ %578, %550 ]
  %543 = phi <8 x float> [ %520, %516 ], [ %583, %550 ]
  %544 = phi <8 x float> [ %521, %516 ], [ %588, %550 ]
  %545 = phi <8 x float> [ %522, %516 ], [ %593, %550 ]
  %546 = phi <8 x float> [ %523, %516 ], [ %598, %550 ]
  %547 = phi <8 x float> [ %524, %516 ], [ %603, %550 ]
  %548 = add nuw nsw i64 %525, 1
  %549 = icmp eq i64 %548, %8
  br i1 %549, label %505, label %516

550:                                              ; preds = %516, %550
  %551 = phi <8 x float> [ %568, %550 ], [ %517, %516 ]
  %552 = phi <8 x float> [ %573, %550 ], [ %518, %516 ]
  %553 = phi <8 x float> [ %578, %550 ], [ %519, %516 ]
  %554 = phi <8 x float> [ %583, %550 ], [ %520, %516 ]
  %555 = phi <8 x float> [ %588, %550 ], [ %521, %516 ]
  %556 = phi <8 x float> [ %593, %550 ], [ %522, %516 ]
  %557 = phi <8 x float> [ %598, %550 ], [ %523, %516 ]
  %558 = phi <8 x float> [ %603, %550 ], [ %524, %516 ]
  %559 = phi i64 [ %604, %550 ], [ 0, %516 ]
  %560 = mul nuw nsw i64 %559, %6
  %561 = getelementptr inbounds nuw float, ptr %538, i64 %560
  %562 = load <8 x float>, ptr %561, align 1
  %563 = mul nsw i64 %559, %22
  %564 = getelementptr inbounds float, ptr %528, i64 %563
  %565 = load float, ptr %564, align 1
  %566 = insertelement <8 x float> poison, float %565, i64 0
  %567 = shufflevector <8 x float> %566, <8 x float> poison, <8 x i32> zeroinitializer
  %568 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %567, <8 x float> %562, <8 x float> %551)
  %569 = getelementptr inbounds float, ptr %529, i64 %563
  %570 = load float, ptr %569, align 1
  %571 = insertelement <8 x float> poison, float %570, i64 0
  %572 = shufflevector <8 x float> %571, <8 x float> poison, <8 x i32> zeroinitializer
  %573 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %572, <8 x float> %562, <8 x float> %552)
  %574 = getelementptr inbounds float, ptr %530, i64 %563
  %575 = load float, ptr %574, align 1
  %576 = insertelement <8 x float> poison, float %575, i64 0
  %577 = shufflevector <8 x float> %576, <8 x float> poison, <8 x i32> zeroinitializer
  %578 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %577, <8 x float> %562, <8 x float> %553)
  %579 = getelementptr inbounds float, ptr %531, i64 %563
  %580 = load float, ptr %579, align 1
  %581 = insertelement <8 x float> poison, float %580, i64 0
  %582 = shufflevector <8 x float> %581, <8 x float> poison, <8 x i32> zeroinitializer
  %583 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %582, <8 x float> %562, <8 x float> %554)
  %584 = getelementptr inbounds float, ptr %532, i64 %563
  %585 = load float, ptr %584, align 1
  %586 = insertelement <8 x float> poison, float %585, i64 0
  %587 = shufflevector <8 x float> %586, <8 x float> poison, <8 x i32> zeroinitializer
  %588 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %587, <8 x float> %562, <8 x float> %555)
  %589 = getelementptr inbounds float, ptr %533, i64 %563
  %590 = load float, ptr %589, align 1
  %591 = insertelement <8 x float> poison, float %590, i64 0
  %592 = shufflevector <8 x float> %591, <8 x float> poison, <8 x i32> zeroinitializer
  %593 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %592, <8 x float> %562, <8 x float> %556)
  %594 = getelementptr inbounds float, ptr %534, i64 %563
  %595 = load float, ptr %594, align 1
  %596 = insertelement <8 x float> poison, float %595, i64 0
  %597 = shufflevector <8 x float> %596, <8 x float> poison, <8 x i32> zeroinitializer
  %598 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %597, <8 x float> %562, <8 x float> %557)
  %599 = getelementptr inbounds float, ptr %535, i64 %563
  %600 = load float, ptr %599, align 1
  %601 = insertelement <8 x float> poison, float %600, i64 0
  %602 = shufflevector <8 x float> %601, <8 x float> poison, <8 x i32> zeroinitializer
  %603 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %602, <8 x float> %562, <8 x float> %558)
  %604 = add nuw nsw i64 %559, 1
  %605 = icmp eq i64 %604, %5
  br i1 %605, label %539, label %550

606:                                              ; preds = %188
  br i1 %42, label %610, label %607

607:                                              ; preds = %606
  %608 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %134, <8 x i1> %160, <8 x float> zeroinitializer)
  %609 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %169, <8 x i1> %168, <8 x float> zeroinitializer)
  br label %646

610:                                              ; preds = %606
  %611 = load i64, ptr %191, align 16
  %612 = getelementptr float, ptr %135, i64 %611
  %613 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %612, <8 x i1> %160, <8 x float> zeroinitializer)
  %614 = getelementptr inbounds nuw i8, ptr %612, i64 32
  %615 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %614, <8 x i1> %168, <8 x float> zeroinitializer)
  %616 = getelementptr inbounds nuw i8, ptr %191, i64 8
  %617 = load i64, ptr %616, align 8
  %618 = getelementptr float, ptr %135, i64 %617
  %619 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %618, <8 x i1> %160, <8 x float> zeroinitializer)
  %620 = getelementptr inbounds nuw i8, ptr %618, i64 32
  %621 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %620, <8 x i1> %168, <8 x float> zeroinitializer)
  %622 = getelementptr inbounds nuw i8, ptr %191, i64 16
  %623 = load i64, ptr %622, align 16
  %624 = getelementptr float, ptr %135, i64 %623
  %625 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %624, <8 x i1> %160, <8 x float> zeroinitializer)
  %626 = getelementptr inbounds nuw i8, ptr %624, i64 32
  %627 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %626, <8 x i1> %168, <8 x float> zeroinitializer)
  %628 = getelementptr inbounds nuw i8, ptr %191, i64 24
  %629 = load i64, ptr %628, align 8
  %630 = getelementptr float, ptr %135, i64 %629
  %631 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %630, <8 x i1> %160, <8 x float> zeroinitializer)
  %632 = getelementptr inbounds nuw i8, ptr %630, i64 32
  %633 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %632, <8 x i1> %168, <8 x float> zeroinitializer)
  %634 = getelementptr inbounds nuw i8, ptr %191, i64 32
  %635 = load i64, ptr %634, align 16
  %636 = getelementptr float, ptr %135, i64 %635
  %637 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %636, <8 x i1> %160, <8 x float> zeroinitializer)
  %638 = getelementptr inbounds nuw i8, ptr %636, i64 32
  %639 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %638, <8 x i1> %168, <8 x float> zeroinitializer)
  %640 = getelementptr inbounds nuw i8, ptr %191, i64 40
  %641 = load i64, ptr %640, align 8
  %642 = getelementptr float, ptr %135, i64 %641
  %643 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %642, <8 x i1> %160, <8 x float> zeroinitializer)
  %644 = getelementptr inbounds nuw i8, ptr %642, i64 32
  %645 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %644, <8 x i1> %168, <8 x float> zeroinitializer)
  br label %646

646:                                              ; preds = %607, %610
  %647 = phi <8 x float> [ %625, %610 ], [ %608, %607 ]
  %648 = phi <8 x float> [ %621, %610 ], [ %609, %607 ]
  %649 = phi <8 x float> [ %619, %610 ], [ %608, %607 ]
  %650 = phi <8 x float> [ %615, %610 ], [ %609, %607 ]
  %651 = phi <8 x float> [ %613, %610 ], [ %608, %607 ]
  %652 = phi <8 x float> [ %627, %610 ], [ %609, %607 ]
  %653 = phi <8 x float> [ %631, %610 ], [ %608, %607 ]
  %654 = phi <8 x float> [ %633, %610 ], [ %609, %607 ]
  %655 = phi <8 x float> [ %637, %610 ], [ %608, %607 ]
  %656 = phi <8 x float> [ %639, %610 ], [ %609, %607 ]
  %657 = phi <8 x float> [ %643, %610 ], [ %608, %607 ]
  %658 = phi <8 x float> [ %645, %610 ], [ %609, %607 ]
  br i1 %44, label %659, label %665

659:                                              ; preds = %646
  %660 = getelementptr inbounds nuw i8, ptr %190, i64 8
  %661 = getelementptr inbounds nuw i8, ptr %190, i64 16
  %662 = getelementptr inbounds nuw i8, ptr %190, i64 24
  %663 = getelementptr inbounds nuw i8, ptr %190, i64 32
  %664 = getelementptr inbounds nuw i8, ptr %190, i64 40
  br label %701

665:                                              ; preds = %725, %646
  %666 = phi <8 x float> [ %647, %646 ], [ %726, %725 ]
  %667 = phi <8 x float> [ %648, %646 ], [ %727, %725 ]
  %668 = phi <8 x float> [ %649, %646 ], [ %728, %725 ]
  %669 = phi <8 x float> [ %650, %646 ], [ %729, %725 ]
  %670 = phi <8 x float> [ %651, %646 ], [ %730, %725 ]
  %671 = phi <8 x float> [ %652, %646 ], [ %731, %725 ]
  %672 = phi <8 x float> [ %653, %646 ], [ %732, %725 ]
  %673 = phi <8 x float> [ %654, %646 ], [ %733, %725 ]
  %674 = phi <8 x float> [ %655, %646 ], [ %734, %725 ]
  %675 = phi <8 x float> [ %656, %646 ], [ %735, %725 ]
  %676 = phi <8 x float> [ %657, %646 ], [ %736, %725 ]
  %677 = phi <8 x float> [ %658, %646 ], [ %737, %725 ]
  %678 = load i64, ptr %191, align 16
  %679 = getelementptr float, ptr %135, i64 %678
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %670, ptr align 1 %679, <8 x i1> %160)
  %680 = getelementptr inbounds nuw i8, ptr %679, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %669, ptr nonnull align 1 %680, <8 x i1> %168)
  %681 = getelementptr inbounds nuw i8, ptr %191, i64 8
  %682 = load i64, ptr %681, align 8
  %683 = getelementptr float, ptr %135, i64 %682
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %668, ptr align 1 %683, <8 x i1> %160)
  %684 = getelementptr inbounds nuw i8, ptr %683, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %667, ptr nonnull align 1 %684, <8 x i1> %168)
  %685 = getelementptr inbounds nuw i8, ptr %191, i64 16
  %686 = load i64, ptr %685, align 16
  %687 = getelementptr float, ptr %135, i64 %686
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %666, ptr align 1 %687, <8 x i1> %160)
  %688 = getelementptr inbounds nuw i8, ptr %687, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %671, ptr nonnull align 1 %688, <8 x i1> %168)
  %689 = getelementptr inbounds nuw i8, ptr %191, i64 24
  %690 = load i64, ptr %689, align 8
  %691 = getelementptr float, ptr %135, i64 %690
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %672, ptr align 1 %691, <8 x i1> %160)
  %692 = getelementptr inbounds nuw i8, ptr %691, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %673, ptr nonnull align 1 %692, <8 x i1> %168)
  %693 = getelementptr inbounds nuw i8, ptr %191, i64 32
  %694 = load i64, ptr %693, align 16
  %695 = getelementptr float, ptr %135, i64 %694
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %674, ptr align 1 %695, <8 x i1> %160)
  %696 = getelementptr inbounds nuw i8, ptr %695, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %675, ptr nonnull align 1 %696, <8 x i1> %168)
  %697 = getelementptr inbounds nuw i8, ptr %191, i64 40
  %698 = load i64, ptr %697, align 8
  %699 = getelementptr float, ptr %135, i64 %698
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %676, ptr align 1 %699, <8 x i1> %160)
  %700 = getelementptr inbounds nuw i8, ptr %699, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %677, ptr nonnull align 1 %700, <8 x i1> %168)
  br label %1071

701:                                              ; preds = %659, %725
  %702 = phi <8 x float> [ %647, %659 ], [ %726, %725 ]
  %703 = phi <8 x float> [ %648, %659 ], [ %727, %725 ]
  %704 = phi <8 x float> [ %649, %659 ], [ %728, %725 ]
  %705 = phi <8 x float> [ %650, %659 ], [ %729, %725 ]
  %706 = phi <8 x float> [ %651, %659 ], [ %730, %725 ]
  %707 = phi <8 x float> [ %652, %659 ], [ %731, %725 ]
  %708 = phi <8 x float> [ %653, %659 ], [ %732, %725 ]
  %709 = phi <8 x float> [ %654, %659 ], [ %733, %725 ]
  %710 = phi <8 x float> [ %655, %659 ], [ %734, %725 ]
  %711 = phi <8 x float> [ %656, %659 ], [ %735, %725 ]
  %712 = phi <8 x float> [ %657, %659 ], [ %736, %725 ]
  %713 = phi <8 x float> [ %658, %659 ], [ %737, %725 ]
  %714 = phi i64 [ 0, %659 ], [ %738, %725 ]
  br i1 %45, label %715, label %725

715:                                              ; preds = %701
  %716 = mul i64 %43, %714
  %717 = getelementptr float, ptr %26, i64 %716
  %718 = mul nuw nsw i64 %714, %8
  %719 = load i64, ptr %190, align 16
  %720 = load i64, ptr %660, align 8
  %721 = load i64, ptr %661, align 16
  %722 = load i64, ptr %662, align 8
  %723 = load i64, ptr %663, align 16
  %724 = load i64, ptr %664, align 8
  br label %740

725:                                              ; preds = %765, %701
  %726 = phi <8 x float> [ %702, %701 ], [ %766, %765 ]
  %727 = phi <8 x float> [ %703, %701 ], [ %767, %765 ]
  %728 = phi <8 x float> [ %704, %701 ], [ %768, %765 ]
  %729 = phi <8 x float> [ %705, %701 ], [ %769, %765 ]
  %730 = phi <8 x float> [ %706, %701 ], [ %770, %765 ]
  %731 = phi <8 x float> [ %707, %701 ], [ %771, %765 ]
  %732 = phi <8 x float> [ %708, %701 ], [ %772, %765 ]
  %733 = phi <8 x float> [ %709, %701 ], [ %773, %765 ]
  %734 = phi <8 x float> [ %710, %701 ], [ %774, %765 ]
  %735 = phi <8 x float> [ %711, %701 ], [ %775, %765 ]
  %736 = phi <8 x float> [ %712, %701 ], [ %776, %765 ]
  %737 = phi <8 x float> [ %713, %701 ], [ %777, %765 ]
  %738 = add nuw nsw i64 %714, 1
  %739 = icmp eq i64 %738, %7
  br i1 %739, label %665, label %701

740:                                              ; preds = %715, %765
  %741 = phi <8 x float> [ %702, %715 ], [ %766, %765 ]
  %742 = phi <8 x float> [ %703, %715 ], [ %767, %765 ]
  %743 = phi <8 x float> [ %704, %715 ], [ %768, %765 ]
  %744 = phi <8 x float> [ %705, %715 ], [ %769, %765 ]
  %745 = phi <8 x float> [ %706, %715 ], [ %770, %765 ]
  %746 = phi <8 x float> [ %707, %715 ], [ %771, %765 ]
  %747 = phi <8 x float> [ %708, %715 ], [ %772, %765 ]
  %748 = phi <8 x float> [ %709, %715 ], [ %773, %765 ]
  %749 = phi <8 x float> [ %710, %715 ], [ %774, %765 ]
  %750 = phi <8 x float> [ %711, %715 ], [ %775, %765 ]
  %751 = phi <8 x float> [ %712, %715 ], [ %776, %765 ]
  %752 = phi <8 x float> [ %713, %715 ], [ %777, %765 ]
  %753 = phi i64 [ 0, %715 ], [ %778, %765 ]
  %754 = mul i64 %46, %753
  %755 = getelementptr float, ptr %717, i64 %754
  %756 = getelementptr float, ptr %755, i64 %719
  %757 = getelementptr float, ptr %755, i64 %720
  %758 = getelementptr float, ptr %755, i64 %721
  %759 = getelementptr float, ptr %755, i64 %722
  %760 = getelementptr float, ptr %755, i64 %723
  %761 = getelementptr float, ptr %755, i64 %724
  %762 = add nuw nsw i64 %753, %718
  %763 = mul i64 %48, %762
  %764 = getelementptr float, ptr %136, i64 %763
  br i1 %47, label %780, label %765

765:                                              ; preds = %780, %740
  %766 = phi <8 x float> [ %741, %740 ], [ %816, %780 ]
  %767 = phi <8 x float> [ %742, %740 ], [ %811, %780 ]
  %768 = phi <8 x float> [ %743, %740 ], [ %810, %780 ]
  %769 = phi <8 x float> [ %744, %740 ], [ %805, %780 ]
  %770 = phi <8 x float> [ %745, %740 ], [ %804, %780 ]
  %771 = phi <8 x float> [ %746, %740 ], [ %817, %780 ]
  %772 = phi <8 x float> [ %747, %740 ], [ %822, %780 ]
  %773 = phi <8 x float> [ %748, %740 ], [ %823, %780 ]
  %774 = phi <8 x float> [ %749, %740 ], [ %828, %780 ]
  %775 = phi <8 x float> [ %750, %740 ], [ %829, %780 ]
  %776 = phi <8 x float> [ %751, %740 ], [ %834, %780 ]
  %777 = phi <8 x float> [ %752, %740 ], [ %835, %780 ]
  %778 = add nuw nsw i64 %753, 1
  %779 = icmp eq i64 %778, %8
  br i1 %779, label %725, label %740

780:                                              ; preds = %740, %780
  %781 = phi <8 x float> [ %816, %780 ], [ %741, %740 ]
  %782 = phi <8 x float> [ %811, %780 ], [ %742, %740 ]
  %783 = phi <8 x float> [ %810, %780 ], [ %743, %740 ]
  %784 = phi <8 x float> [ %805, %780 ], [ %744, %740 ]
  %785 = phi <8 x float> [ %804, %780 ], [ %745, %740 ]
  %786 = phi <8 x float> [ %817, %780 ], [ %746, %740 ]
  %787 = phi <8 x float> [ %822, %780 ], [ %747, %740 ]
  %788 = phi <8 x float> [ %823, %780 ], [ %748, %740 ]
  %789 = phi <8 x float> [ %828, %780 ], [ %749, %740 ]
  %790 = phi <8 x float> [ %829, %780 ], [ %750, %740 ]
  %791 = phi <8 x float> [ %834, %780 ], [ %751, %740 ]
  %792 = phi <8 x float> [ %835, %780 ], [ %752, %740 ]
  %793 = phi i64 [ %836, %780 ], [ 0, %740 ]
  %794 = mul nuw nsw i64 %793, %6
  %795 = getelementptr inbounds nuw float, ptr %764, i64 %794
  %796 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %795, <8 x i1> %160, <8 x float> zeroinitializer)
  %797 = getelementptr inbounds nuw i8, ptr %795, i64 32
  %798 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %797, <8 x i1> %168, <8 x float> zeroinitializer)
  %799 = mul nsw i64 %793, %22
  %800 = getelementptr inbounds float, ptr %756, i64 %799
  %801 = load float, ptr %800, align 1
  %802 = insertelement <8 x float> poison, float %801, i64 0
  %803 = shufflevector <8 x float> %802, <8 x float> poison, <8 x i32> zeroinitializer
  %804 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %803, <8 x float> %796, <8 x float> %785)
  %805 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %803, <8 x float> %798, <8 x float> %784)
  %806 = getelementptr inbounds float, ptr %757, i64 %799
  %807 = load float, ptr %806, align 1
  %808 = insertelement <8 x float> poison, float %807, i64 0
  %809 = shufflevector <8 x float> %808, <8 x float> poison, <8 x i32> zeroinitializer
  %810 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %809, <8 x float> %796, <8 x float> %783)
  %811 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %809, <8 x float> %798, <8 x float> %782)
  %812 = getelementptr inbounds float, ptr %758, i64 %799
  %813 = load float, ptr %812, align 1
  %814 = insertelement <8 x float> poison, float %813, i64 0
  %815 = shufflevector <8 x float> %814, <8 x float> poison, <8 x i32> zeroinitializer
  %816 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %815, <8 x float> %796, <8 x float> %781)
  %817 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %815, <8 x float> %798, <8 x float> %786)
  %818 = getelementptr inbounds float, ptr %759, i64 %799
  %819 = load float, ptr %818, align 1
  %820 = insertelement <8 x float> poison, float %819, i64 0
  %821 = shufflevector <8 x float> %820, <8 x float> poison, <8 x i32> zeroinitializer
  %822 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %821, <8 x float> %796, <8 x float> %787)
  %823 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %821, <8 x float> %798, <8 x float> %788)
  %824 = getelementptr inbounds float, ptr %760, i64 %799
  %825 = load float, ptr %824, align 1
  %826 = insertelement <8 x float> poison, float %825, i64 0
  %827 = shufflevector <8 x float> %826, <8 x float> poison, <8 x i32> zeroinitializer
  %828 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %827, <8 x float> %796, <8 x float> %789)
  %829 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %827, <8 x float> %798, <8 x float> %790)
  %830 = getelementptr inbounds float, ptr %761, i64 %799
  %831 = load float, ptr %830, align 1
  %832 = insertelement <8 x float> poison, float %831, i64 0
  %833 = shufflevector <8 x float> %832, <8 x float> poison, <8 x i32> zeroinitializer
  %834 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %833, <8 x float> %796, <8 x float> %791)
  %835 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %833, <8 x float> %798, <8 x float> %792)
  %836 = add nuw nsw i64 %793, 1
  %837 = icmp eq i64 %836, %5
  br i1 %837, label %765, label %780

838:                                              ; preds = %188
  br i1 %42, label %842, label %839

839:                                              ; preds = %838
  %840 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %134, <8 x i1> %143, <8 x float> zeroinitializer)
  %841 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %152, <8 x i1> %151, <8 x float> zeroinitializer)
  br label %878

842:                                              ; preds = %838
  %843 = load i64, ptr %191, align 16
  %844 = getelementptr float, ptr %135, i64 %843
  %845 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %844, <8 x i1> %143, <8 x float> zeroinitializer)
  %846 = getelementptr inbounds nuw i8, ptr %844, i64 32
  %847 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %846, <8 x i1> %151, <8 x float> zeroinitializer)
  %848 = getelementptr inbounds nuw i8, ptr %191, i64 8
  %849 = load i64, ptr %848, align 8
  %850 = getelementptr float, ptr %135, i64 %849
  %851 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %850, <8 x i1> %143, <8 x float> zeroinitializer)
  %852 = getelementptr inbounds nuw i8, ptr %850, i64 32
  %853 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %852, <8 x i1> %151, <8 x float> zeroinitializer)
  %854 = getelementptr inbounds nuw i8, ptr %191, i64 16
  %855 = load i64, ptr %854, align 16
  %856 = getelementptr float, ptr %135, i64 %855
  %857 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %856, <8 x i1> %143, <8 x float> zeroinitializer)
  %858 = getelementptr inbounds nuw i8, ptr %856, i64 32
  %859 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %858, <8 x i1> %151, <8 x float> zeroinitializer)
  %860 = getelementptr inbounds nuw i8, ptr %191, i64 24
  %861 = load i64, ptr %860, align 8
  %862 = getelementptr float, ptr %135, i64 %861
  %863 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %862, <8 x i1> %143, <8 x float> zeroinitializer)
  %864 = getelementptr inbounds nuw i8, ptr %862, i64 32
  %865 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %864, <8 x i1> %151, <8 x float> zeroinitializer)
  %866 = getelementptr inbounds nuw i8, ptr %191, i64 32
  %867 = load i64, ptr %866, align 16
  %868 = getelementptr float, ptr %135, i64 %867
  %869 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %868, <8 x i1> %143, <8 x float> zeroinitializer)
  %870 = getelementptr inbounds nuw i8, ptr %868, i64 32
  %871 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %870, <8 x i1> %151, <8 x float> zeroinitializer)
  %872 = getelementptr inbounds nuw i8, ptr %191, i64 40
  %873 = load i64, ptr %872, align 8
  %874 = getelementptr float, ptr %135, i64 %873
  %875 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %874, <8 x i1> %143, <8 x float> zeroinitializer)
  %876 = getelementptr inbounds nuw i8, ptr %874, i64 32
  %877 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %876, <8 x i1> %151, <8 x float> zeroinitializer)
  br label %878

878:                                              ; preds = %839, %842
  %879 = phi <8 x float> [ %877, %842 ], [ %841, %839 ]
  %880 = phi <8 x float> [ %875, %842 ], [ %840, %839 ]
  %881 = phi <8 x float> [ %871, %842 ], [ %841, %839 ]
  %882 = phi <8 x float> [ %869, %842 ], [ %840, %839 ]
  %883 = phi <8 x float> [ %865, %842 ], [ %841, %839 ]
  %884 = phi <8 x float> [ %863, %842 ], [ %840, %839 ]
  %885 = phi <8 x float> [ %859, %842 ], [ %841, %839 ]
  %886 = phi <8 x float> [ %857, %842 ], [ %840, %839 ]
  %887 = phi <8 x float> [ %853, %842 ], [ %841, %839 ]
  %888 = phi <8 x float> [ %851, %842 ], [ %840, %839 ]
  %889 = phi <8 x float> [ %847, %842 ], [ %841, %839 ]
  %890 = phi <8 x float> [ %845, %842 ], [ %840, %839 ]
  br i1 %44, label %891, label %897

891:                                              ; preds = %878
  %892 = getelementptr inbounds nuw i8, ptr %190, i64 8
  %893 = getelementptr inbounds nuw i8, ptr %190, i64 16
  %894 = getelementptr inbounds nuw i8, ptr %190, i64 24
  %895 = getelementptr inbounds nuw i8, ptr %190, i64 32
  %896 = getelementptr inbounds nuw i8, ptr %190, i64 40
  br label %933

897:                                              ; preds = %958, %878
  %898 = phi <8 x float> [ %879, %878 ], [ %959, %958 ]
  %899 = phi <8 x float> [ %880, %878 ], [ %960, %958 ]
  %900 = phi <8 x float> [ %881, %878 ], [ %961, %958 ]
  %901 = phi <8 x float> [ %882, %878 ], [ %962, %958 ]
  %902 = phi <8 x float> [ %883, %878 ], [ %963, %958 ]
  %903 = phi <8 x float> [ %884, %878 ], [ %964, %958 ]
  %904 = phi <8 x float> [ %885, %878 ], [ %965, %958 ]
  %905 = phi <8 x float> [ %886, %878 ], [ %966, %958 ]
  %906 = phi <8 x float> [ %887, %878 ], [ %967, %958 ]
  %907 = phi <8 x float> [ %888, %878 ], [ %968, %958 ]
  %908 = phi <8 x float> [ %889, %878 ], [ %969, %958 ]
  %909 = phi <8 x float> [ %890, %878 ], [ %970, %958 ]
  %910 = load i64, ptr %191, align 16
  %911 = getelementptr float, ptr %135, i64 %910
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %909, ptr align 1 %911, <8 x i1> %143)
  %912 = getelementptr inbounds nuw i8, ptr %911, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %908, ptr nonnull align 1 %912, <8 x i1> %151)
  %913 = getelementptr inbounds nuw i8, ptr %191, i64 8
  %914 = load i64, ptr %913, align 8
  %915 = getelementptr float, ptr %135, i64 %914
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %907, ptr align 1 %915, <8 x i1> %143)
  %916 = getelementptr inbounds nuw i8, ptr %915, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %906, ptr nonnull align 1 %916, <8 x i1> %151)
  %917 = getelementptr inbounds nuw i8, ptr %191, i64 16
  %918 = load i64, ptr %917, align 16
  %919 = getelementptr float, ptr %135, i64 %918
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %905, ptr align 1 %919, <8 x i1> %143)
  %920 = getelementptr inbounds nuw i8, ptr %919, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %904, ptr nonnull align 1 %920, <8 x i1> %151)
  %921 = getelementptr inbounds nuw i8, ptr %191, i64 24
  %922 = load i64, ptr %921, align 8
  %923 = getelementptr float, ptr %135, i64 %922
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %903, ptr align 1 %923, <8 x i1> %143)
  %924 = getelementptr inbounds nuw i8, ptr %923, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %902, ptr nonnull align 1 %924, <8 x i1> %151)
  %925 = getelementptr inbounds nuw i8, ptr %191, i64 32
  %926 = load i64, ptr %925, align 16
  %927 = getelementptr float, ptr %135, i64 %926
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %901, ptr align 1 %927, <8 x i1> %143)
  %928 = getelementptr inbounds nuw i8, ptr %927, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %900, ptr nonnull align 1 %928, <8 x i1> %151)
  %929 = getelementptr inbounds nuw i8, ptr %191, i64 40
  %930 = load i64, ptr %929, align 8
  %931 = getelementptr float, ptr %135, i64 %930
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %899, ptr align 1 %931, <8 x i1> %143)
  %932 = getelementptr inbounds nuw i8, ptr %931, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %898, ptr nonnull align 1 %932, <8 x i1> %151)
  br label %1071

933:                                              ; preds = %891, %958
  %934 = phi <8 x float> [ %879, %891 ], [ %959, %958 ]
  %935 = phi <8 x float> [ %880, %891 ], [ %960, %958 ]
  %936 = phi <8 x float> [ %881, %891 ], [ %961, %958 ]
  %937 = phi <8 x float> [ %882, %891 ], [ %962, %958 ]
  %938 = phi <8 x float> [ %883, %891 ], [ %963, %958 ]
  %939 = phi <8 x float> [ %884, %891 ], [ %964, %958 ]
  %940 = phi <8 x float> [ %885, %891 ], [ %965, %958 ]
  %941 = phi <8 x float> [ %886, %891 ], [ %966, %958 ]
  %942 = phi <8 x float> [ %887, %891 ], [ %967, %958 ]
  %943 = phi <8 x float> [ %888, %891 ], [ %968, %958 ]
  %944 = phi <8 x float> [ %889, %891 ], [ %969, %958 ]
  %945 = phi <8 x float> [ %890, %891 ], [ %970, %958 ]
  %946 = phi i64 [ 0, %891 ], [ %971, %958 ]
  br i1 %45, label %947, label %958

947:                                              ; preds = %933
  %948 = mul i64 %51, %946
  %949 = mul i64 %43, %946
  %950 = getelementptr float, ptr %26, i64 %949
  %951 = load i64, ptr %190, align 16
  %952 = load i64, ptr %892, align 8
  %953 = load i64, ptr %893, align 16
  %954 = load i64, ptr %894, align 8
  %955 = load i64, ptr %895, align 16
  %956 = load i64, ptr %896, align 8
  %957 = getelementptr i8, ptr %153, i64 %948
  br label %973

958:                                              ; preds = %998, %933
  %959 = phi <8 x float> [ %934, %933 ], [ %999, %998 ]
  %960 = phi <8 x float> [ %935, %933 ], [ %1000, %998 ]
  %961 = phi <8 x float> [ %936, %933 ], [ %1001, %998 ]
  %962 = phi <8 x float> [ %937, %933 ], [ %1002, %998 ]
  %963 = phi <8 x float> [ %938, %933 ], [ %1003, %998 ]
  %964 = phi <8 x float> [ %939, %933 ], [ %1004, %998 ]
  %965 = phi <8 x float> [ %940, %933 ], [ %1005, %998 ]
  %966 = phi <8 x float> [ %941, %933 ], [ %1006, %998 ]
  %967 = phi <8 x float> [ %942, %933 ], [ %1007, %998 ]
  %968 = phi <8 x float> [ %943, %933 ], [ %1008, %998 ]
  %969 = phi <8 x float> [ %944, %933 ], [ %1009, %998 ]
  %970 = phi <8 x float> [ %945, %933 ], [ %1010, %998 ]
  %971 = add nuw nsw i64 %946, 1
  %972 = icmp eq i64 %971, %7
  br i1 %972, label %897, label %933

973:                                              ; preds = %947, %998
  %974 = phi <8 x float> [ %934, %947 ], [ %999, %998 ]
  %975 = phi <8 x float> [ %935, %947 ], [ %1000, %998 ]
  %976 = phi <8 x float> [ %936, %947 ], [ %1001, %998 ]
  %977 = phi <8 x float> [ %937, %947 ], [ %1002, %998 ]
  %978 = phi <8 x float> [ %938, %947 ], [ %1003, %998 ]
  %979 = phi <8 x float> [ %939, %947 ], [ %1004, %998 ]
  %980 = phi <8 x float> [ %940, %947 ], [ %1005, %998 ]
  %981 = phi <8 x float> [ %941, %947 ], [ %1006, %998 ]
  %982 = phi <8 x float> [ %942, %947 ], [ %1007, %998 ]
  %983 = phi <8 x float> [ %943, %947 ], [ %1008, %998 ]
  %984 = phi <8 x float> [ %944, %947 ], [ %1009, %998 ]
  %985 = phi <8 x float> [ %945, %947 ], [ %1010, %998 ]
  %986 = phi i64 [ 0, %947 ], [ %1011, %998 ]
  %987 = mul i64 %46, %986
  %988 = getelementptr float, ptr %950, i64 %987
  %989 = getelementptr float, ptr %988, i64 %951
  %990 = getelementptr float, ptr %988, i64 %952
  %991 = getelementptr float, ptr %988, i64 %953
  %992 = getelementptr float, ptr %988, i64 %954
  %993 = getelementptr float, ptr %988, i64 %955
  %994 = getelementptr float, ptr %988, i64 %956
  br i1 %47, label %995, label %998

995:                                              ; preds = %973
  %996 = mul i64 %52, %986
  %997 = getelementptr i8, ptr %957, i64 %996
  br label %1013

998:                                              ; preds = %1013, %973
  %999 = phi <8 x float> [ %974, %973 ], [ %1068, %1013 ]
  %1000 = phi <8 x float> [ %975, %973 ], [ %1067, %1013 ]
  %1001 = phi <8 x float> [ %976, %973 ], [ %1062, %1013 ]
  %1002 = phi <8 x float> [ %977, %973 ], [ %1061, %1013 ]
  %1003 = phi <8 x float> [ %978, %973 ], [ %1056, %1013 ]
  %1004 = phi <8 x float> [ %979, %973 ], [ %1055, %1013 ]
  %1005 = phi <8 x float> [ %980, %973 ], [ %1050, %1013 ]
  %1006 = phi <8 x float> [ %981, %973 ], [ %1049, %1013 ]
  %1007 = phi <8 x float> [ %982, %973 ], [ %1044, %1013 ]
  %1008 = phi <8 x float> [ %983, %973 ], [ %1043, %1013 ]
  %1009 = phi <8 x float> [ %984, %973 ], [ %1038, %1013 ]
  %1010 = phi <8 x float> [ %985, %973 ], [ %1037, %1013 ]
  %1011 = add nuw nsw i64 %986, 1
  %1012 = icmp eq i64 %1011, %8
  br i1 %1012, label %958, label %973

1013:                                             ; preds = %995, %1013
  %1014 = phi <8 x float> [ %974, %995 ], [ %1068, %1013 ]
  %1015 = phi <8 x float> [ %975, %995 ], [ %1067, %1013 ]
  %1016 = phi <8 x float> [ %976, %995 ], [ %1062, %1013 ]
  %1017 = phi <8 x float> [ %977, %995 ], [ %1061, %1013 ]
  %1018 = phi <8 x float> [ %978, %995 ], [ %1056, %1013 ]
  %1019 = phi <8 x float> [ %979, %995 ], [ %1055, %1013 ]
  %1020 = phi <8 x float> [ %980, %995 ], [ %1050, %1013 ]
  %1021 = phi <8 x float> [ %981, %995 ], [ %1049, %1013 ]
  %1022 = phi <8 x float> [ %982, %995 ], [ %1044, %1013 ]
  %1023 = phi <8 x float> [ %983, %995 ], [ %1043, %1013 ]
  %1024 = phi <8 x float> [ %984, %995 ], [ %1038, %1013 ]
  %1025 = phi <8 x float> [ %985, %995 ], [ %1037, %1013 ]
  %1026 = phi i64 [ 0, %995 ], [ %1069, %1013 ]
  %1027 = mul nuw nsw i64 %53, %1026
  %1028 = getelementptr i8, ptr %997, i64 %1027
  %1029 = load <8 x float>, ptr %1028, align 1
  %1030 = getelementptr inbounds nuw i8, ptr %1028, i64 32
  %1031 = load <8 x float>, ptr %1030, align 1
  %1032 = mul nsw i64 %1026, %22
  %1033 = getelementptr inbounds float, ptr %989, i64 %1032
  %1034 = load float, ptr %1033, align 1
  %1035 = insertelement <8 x float> poison, float %1034, i64 0
  %1036 = shufflevector <8 x float> %1035, <8 x float> poison, <8 x i32> zeroinitializer
  %1037 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1036, <8 x float> %1029, <8 x float> %1025)
  %1038 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1036, <8 x float> %1031, <8 x float> %1024)
  %1039 = getelementptr inbounds float, ptr %990, i64 %1032
  %1040 = load float, ptr %1039, align 1
  %1041 = insertelement <8 x float> poison, float %1040, i64 0
  %1042 = shufflevector <8 x float> %1041, <8 x float> poison, <8 x i32> zeroinitializer
  %1043 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1042, <8 x float> %1029, <8 x float> %1023)
  %1044 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1042, <8 x float> %1031, <8 x float> %1022)
  %1045 = getelementptr inbounds float, ptr %991, i64 %1032
  %1046 = load float, ptr %1045, align 1
  %1047 = insertelement <8 x float> poison, float %1046, i64 0
  %1048 = shufflevector <8 x float> %1047, <8 x float> poison, <8 x i32> zeroinitializer
  %1049 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1048, <8 x float> %1029, <8 x float> %1021)
  %1050 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1048, <8 x float> %1031, <8 x float> %1020)
  %1051 = getelementptr inbounds float, ptr %992, i64 %1032
  %1052 = load float, ptr %1051, align 1
  %1053 = insertelement <8 x float> poison, float %1052, i64 0
  %1054 = shufflevector <8 x float> %1053, <8 x float> poison, <8 x i32> zeroinitializer
  %1055 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1054, <8 x float> %1029, <8 x float> %1019)
  %1056 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1054, <8 x float> %1031, <8 x float> %1018)
  %1057 = getelementptr inbounds float, ptr %993, i64 %1032
  %1058 = load float, ptr %1057, align 1
  %1059 = insertelement <8 x float> poison, float %1058, i64 0
  %1060 = shufflevector <8 x float> %1059, <8 x float> poison, <8 x i32> zeroinitializer
  %1061 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1060, <8 x float> %1029, <8 x float> %1017)
  %1062 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1060, <8 x float> %1031, <8 x float> %1016)
  %1063 = getelementptr inbounds float, ptr %994, i64 %1032
  %1064 = load float, ptr %1063, align 1
  %1065 = insertelement <8 x float> poison, float %1064, i64 0
  %1066 = shufflevector <8 x float> %1065, <8 x float> poison, <8 x i32> zeroinitializer
  %1067 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1066, <8 x float> %1029, <8 x float> %1015)
  %1068 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1066, <8 x float> %1031, <8 x float> %1014)
  %1069 = add nuw nsw i64 %1026, 1
  %1070 = icmp eq i64 %1069, %5
  br i1 %1070, label %998, label %1013

1071:                                             ; preds = %188, %897, %665, %451, %244
  %1072 = add nuw nsw i64 %189, %126
  %1073 = trunc nuw i64 %1072 to i32
  %1074 = icmp sgt i32 %65, %1073
  br i1 %1074, label %188, label %184

1075:                                             ; preds = %112, %23
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
