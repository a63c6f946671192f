; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define hidden void @mgxport_conv_f32_fma256(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11, i64 noundef %12, i64 noundef %13, i64 noundef %14, i64 noundef %15, i64 noundef %16, i64 noundef %17, i64 noundef %18, i64 noundef %19, i64 noundef %20) local_unnamed_addr {
  %22 = alloca [24 x i64], align 16
  %23 = alloca [24 x i64], align 16
  %24 = inttoptr i64 %0 to ptr
  %25 = inttoptr i64 %1 to ptr
  %26 = inttoptr i64 %2 to ptr
  %27 = add nsw i64 %6, 7
  %28 = sdiv i64 %27, 8
  %29 = icmp slt i64 %3, %4
  br i1 %29, label %30, label %914

30:                                               ; preds = %21
  %31 = mul nsw i64 %10, %9
  %32 = sdiv i64 %3, %31
  %33 = sdiv i64 %3, %10
  %34 = srem i64 %33, %9
  %35 = srem i64 %3, %10
  %36 = mul i64 %16, %11
  %37 = mul i64 %17, %12
  %38 = icmp sgt i64 %6, 0
  %39 = mul i64 %16, %13
  %40 = icmp sgt i64 %7, 0
  %41 = icmp sgt i64 %8, 0
  %42 = mul i64 %17, %14
  %43 = icmp sgt i64 %5, 0
  %44 = mul i64 %6, %5
  %45 = mul i64 %8, %6
  %46 = mul i64 %45, %5
  %47 = shl i64 %46, 2
  %48 = shl i64 %44, 2
  %49 = shl i64 %6, 2
  %50 = tail call i64 @llvm.smax.i64(i64 %28, i64 2)
  %51 = add nsw i64 %50, -1
  %52 = lshr i64 %51, 1
  br label %53

53:                                               ; preds = %30, %108
  %54 = phi i64 [ %32, %30 ], [ %105, %108 ]
  %55 = phi i64 [ %34, %30 ], [ %104, %108 ]
  %56 = phi i64 [ %35, %30 ], [ %103, %108 ]
  %57 = phi i64 [ %3, %30 ], [ %109, %108 ]
  %58 = sub nsw i64 %4, %57
  %59 = icmp sgt i64 %58, 23
  %60 = trunc i64 %58 to i32
  %61 = select i1 %59, i32 24, i32 %60
  call void @llvm.lifetime.start.p0(ptr nonnull %22)
  call void @llvm.lifetime.start.p0(ptr nonnull %23)
  %62 = add nsw i32 %61, -1
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds i64, ptr %22, i64 %63
  %65 = getelementptr inbounds i64, ptr %23, i64 %63
  %66 = sext i32 %61 to i64
  br label %70

67:                                               ; preds = %102
  br i1 %38, label %68, label %108

68:                                               ; preds = %67
  %69 = icmp sgt i32 %61, 0
  br label %111

70:                                               ; preds = %53, %102
  %71 = phi i64 [ 0, %53 ], [ %106, %102 ]
  %72 = phi i64 [ %54, %53 ], [ %105, %102 ]
  %73 = phi i64 [ %55, %53 ], [ %104, %102 ]
  %74 = phi i64 [ %56, %53 ], [ %103, %102 ]
  %75 = icmp slt i64 %71, %66
  br i1 %75, label %81, label %76

76:                                               ; preds = %70
  %77 = load i64, ptr %64, align 8
  %78 = getelementptr inbounds nuw i64, ptr %22, i64 %71
  store i64 %77, ptr %78, align 8
  %79 = load i64, ptr %65, align 8
  %80 = getelementptr inbounds nuw i64, ptr %23, i64 %71
  store i64 %79, ptr %80, align 8
  br label %102

81:                                               ; preds = %70
  %82 = mul nsw i64 %72, %15
  %83 = mul i64 %36, %73
  %84 = mul i64 %37, %74
  %85 = add i64 %83, %84
  %86 = add i64 %85, %82
  %87 = getelementptr inbounds nuw i64, ptr %22, i64 %71
  store i64 %86, ptr %87, align 8
  %88 = mul nsw i64 %72, %18
  %89 = mul nsw i64 %73, %19
  %90 = mul nsw i64 %74, %20
  %91 = add i64 %89, %90
  %92 = add i64 %91, %88
  %93 = getelementptr inbounds nuw i64, ptr %23, i64 %71
  store i64 %92, ptr %93, align 8
  %94 = add nsw i64 %74, 1
  %95 = icmp eq i64 %94, %10
  br i1 %95, label %96, label %102

96:                                               ; preds = %81
  %97 = add nsw i64 %73, 1
  %98 = icmp eq i64 %97, %9
  %99 = select i1 %98, i64 0, i64 %97
  %100 = zext i1 %98 to i64
  %101 = add nsw i64 %72, %100
  br label %102

102:                                              ; preds = %96, %81, %76
  %103 = phi i64 [ %74, %76 ], [ %94, %81 ], [ 0, %96 ]
  %104 = phi i64 [ %73, %76 ], [ %73, %81 ], [ %99, %96 ]
  %105 = phi i64 [ %72, %76 ], [ %72, %81 ], [ %101, %96 ]
  %106 = add nuw nsw i64 %71, 1
  %107 = icmp eq i64 %106, 24
  br i1 %107, label %67, label %70

108:                                              ; preds = %177, %67
  call void @llvm.lifetime.end.p0(ptr nonnull %23)
  call void @llvm.lifetime.end.p0(ptr nonnull %22)
  %109 = add nsw i64 %57, 24
  %110 = icmp slt i64 %109, %4
  br i1 %110, label %53, label %914

111:                                              ; preds = %68, %177
  %112 = phi i64 [ 0, %68 ], [ %179, %177 ]
  %113 = phi i64 [ 0, %68 ], [ %178, %177 ]
  br i1 %69, label %114, label %177

114:                                              ; preds = %111
  %115 = shl nsw i64 %113, 3
  %116 = shl i64 %112, 6
  %117 = sub nsw i64 %28, %113
  %118 = icmp sgt i64 %117, 1
  %119 = trunc i64 %117 to i32
  %120 = select i1 %118, i32 2, i32 %119
  %121 = icmp sgt i32 %120, 1
  %122 = select i1 %121, i64 6, i64 8
  %123 = shl nsw i32 %120, 1
  %124 = shl nsw i32 %120, 3
  %125 = sext i32 %124 to i64
  %126 = add nsw i64 %115, %125
  %127 = icmp sle i64 %126, %6
  %128 = zext i1 %127 to i32
  %129 = or disjoint i32 %123, %128
  %130 = getelementptr float, ptr %26, i64 %115
  %131 = getelementptr float, ptr %25, i64 %115
  %132 = sub nsw i64 %6, %115
  %133 = icmp sgt i64 %132, 7
  %134 = trunc i64 %132 to i32
  %135 = select i1 %133, i32 8, i32 %134
  %136 = insertelement <8 x i32> poison, i32 %135, i64 0
  %137 = shufflevector <8 x i32> %136, <8 x i32> poison, <8 x i32> zeroinitializer
  %138 = icmp sgt <8 x i32> %137, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %139 = or disjoint i64 %115, 8
  %140 = sub nsw i64 %6, %139
  %141 = icmp sgt i64 %140, 7
  %142 = trunc i64 %140 to i32
  %143 = select i1 %141, i32 8, i32 %142
  %144 = insertelement <8 x i32> poison, i32 %143, i64 0
  %145 = shufflevector <8 x i32> %144, <8 x i32> poison, <8 x i32> zeroinitializer
  %146 = icmp sgt <8 x i32> %145, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %147 = getelementptr i8, ptr %25, i64 %116
  %148 = sub nsw i64 %6, %115
  %149 = icmp sgt i64 %148, 7
  %150 = trunc i64 %148 to i32
  %151 = select i1 %149, i32 8, i32 %150
  %152 = insertelement <8 x i32> poison, i32 %151, i64 0
  %153 = shufflevector <8 x i32> %152, <8 x i32> poison, <8 x i32> zeroinitializer
  %154 = icmp sgt <8 x i32> %153, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %155 = or disjoint i64 %115, 8
  %156 = sub nsw i64 %6, %155
  %157 = icmp sgt i64 %156, 7
  %158 = trunc i64 %156 to i32
  %159 = select i1 %157, i32 8, i32 %158
  %160 = insertelement <8 x i32> poison, i32 %159, i64 0
  %161 = shufflevector <8 x i32> %160, <8 x i32> poison, <8 x i32> zeroinitializer
  %162 = icmp sgt <8 x i32> %161, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %163 = sub nsw i64 %6, %115
  %164 = icmp sgt i64 %163, 7
  %165 = trunc i64 %163 to i32
  %166 = select i1 %164, i32 8, i32 %165
  %167 = insertelement <8 x i32> poison, i32 %166, i64 0
  %168 = shufflevector <8 x i32> %167, <8 x i32> poison, <8 x i32> zeroinitializer
  %169 = icmp sgt <8 x i32> %168, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %170 = sub nsw i64 %6, %115
  %171 = icmp sgt i64 %170, 7
  %172 = trunc i64 %170 to i32
  %173 = select i1 %171, i32 8, i32 %172
  %174 = insertelement <8 x i32> poison, i32 %173, i64 0
  %175 = shufflevector <8 x i32> %174, <8 x i32> poison, <8 x i32> zeroinitializer
  %176 = icmp sgt <8 x i32> %175, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br label %181

177:                                              ; preds = %910, %111
  %178 = add nuw nsw i64 %113, 2
  %179 = add nuw nsw i64 %112, 1
  %180 = icmp eq i64 %112, %52
  br i1 %180, label %108, label %111

181:                                              ; preds = %114, %910
  %182 = phi i64 [ 0, %114 ], [ %911, %910 ]
  %183 = getelementptr inbounds nuw i64, ptr %22, i64 %182
  %184 = getelementptr inbounds nuw i64, ptr %23, i64 %182
  switch i32 %129, label %910 [
    i32 2, label %185
    i32 3, label %356
    i32 4, label %527
    i32 5, label %718
  ]

185:                                              ; preds = %181
  %186 = load i64, ptr %184, align 16
  %187 = getelementptr float, ptr %130, i64 %186
  %188 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %187, <8 x i1> %176, <8 x float> zeroinitializer)
  %189 = getelementptr inbounds nuw i8, ptr %184, i64 8
  %190 = load i64, ptr %189, align 8
  %191 = getelementptr float, ptr %130, i64 %190
  %192 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %191, <8 x i1> %176, <8 x float> zeroinitializer)
  %193 = getelementptr inbounds nuw i8, ptr %184, i64 16
  %194 = load i64, ptr %193, align 16
  %195 = getelementptr float, ptr %130, i64 %194
  %196 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %195, <8 x i1> %176, <8 x float> zeroinitializer)
  %197 = getelementptr inbounds nuw i8, ptr %184, i64 24
  %198 = load i64, ptr %197, align 8
  %199 = getelementptr float, ptr %130, i64 %198
  %200 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %199, <8 x i1> %176, <8 x float> zeroinitializer)
  %201 = getelementptr inbounds nuw i8, ptr %184, i64 32
  %202 = load i64, ptr %201, align 16
  %203 = getelementptr float, ptr %130, i64 %202
  %204 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %203, <8 x i1> %176, <8 x float> zeroinitializer)
  %205 = getelementptr inbounds nuw i8, ptr %184, i64 40
  %206 = load i64, ptr %205, align 8
  %207 = getelementptr float, ptr %130, i64 %206
  %208 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %207, <8 x i1> %176, <8 x float> zeroinitializer)
  %209 = getelementptr inbounds nuw i8, ptr %184, i64 48
  %210 = load i64, ptr %209, align 16
  %211 = getelementptr float, ptr %130, i64 %210
  %212 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %211, <8 x i1> %176, <8 x float> zeroinitializer)
  %213 = getelementptr inbounds nuw i8, ptr %184, i64 56
  %214 = load i64, ptr %213, align 8
  %215 = getelementptr float, ptr %130, i64 %214
  %216 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %215, <8 x i1> %176, <8 x float> zeroinitializer)
  br i1 %40, label %217, label %225

217:                                              ; preds = %185
  %218 = getelementptr inbounds nuw i8, ptr %183, i64 8
  %219 = getelementptr inbounds nuw i8, ptr %183, i64 16
  %220 = getelementptr inbounds nuw i8, ptr %183, i64 24
  %221 = getelementptr inbounds nuw i8, ptr %183, i64 32
  %222 = getelementptr inbounds nuw i8, ptr %183, i64 40
  %223 = getelementptr inbounds nuw i8, ptr %183, i64 48
  %224 = getelementptr inbounds nuw i8, ptr %183, i64 56
  br label %234

225:                                              ; preds = %256, %185
  %226 = phi <8 x float> [ %188, %185 ], [ %257, %256 ]
  %227 = phi <8 x float> [ %192, %185 ], [ %258, %256 ]
  %228 = phi <8 x float> [ %196, %185 ], [ %259, %256 ]
  %229 = phi <8 x float> [ %200, %185 ], [ %260, %256 ]
  %230 = phi <8 x float> [ %204, %185 ], [ %261, %256 ]
  %231 = phi <8 x float> [ %208, %185 ], [ %262, %256 ]
  %232 = phi <8 x float> [ %212, %185 ], [ %263, %256 ]
  %233 = phi <8 x float> [ %216, %185 ], [ %264, %256 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %226, ptr align 1 %187, <8 x i1> %176)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %227, ptr align 1 %191, <8 x i1> %176)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %228, ptr align 1 %195, <8 x i1> %176)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %229, ptr align 1 %199, <8 x i1> %176)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %230, ptr align 1 %203, <8 x i1> %176)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %231, ptr align 1 %207, <8 x i1> %176)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %232, ptr align 1 %211, <8 x i1> %176)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %233, ptr align 1 %215, <8 x i1> %176)
  br label %910

234:                                              ; preds = %217, %256
  %235 = phi <8 x float> [ %188, %217 ], [ %257, %256 ]
  %236 = phi <8 x float> [ %192, %217 ], [ %258, %256 ]
  %237 = phi <8 x float> [ %196, %217 ], [ %259, %256 ]
  %238 = phi <8 x float> [ %200, %217 ], [ %260, %256 ]
  %239 = phi <8 x float> [ %204, %217 ], [ %261, %256 ]
  %240 = phi <8 x float> [ %208, %217 ], [ %262, %256 ]
  %241 = phi <8 x float> [ %212, %217 ], [ %263, %256 ]
  %242 = phi <8 x float> [ %216, %217 ], [ %264, %256 ]
  %243 = phi i64 [ 0, %217 ], [ %265, %256 ]
  br i1 %41, label %244, label %256

244:                                              ; preds = %234
  %245 = mul i64 %39, %243
  %246 = getelementptr float, ptr %24, i64 %245
  %247 = mul nuw nsw i64 %243, %8
  %248 = load i64, ptr %183, align 16
  %249 = load i64, ptr %218, align 8
  %250 = load i64, ptr %219, align 16
  %251 = load i64, ptr %220, align 8
  %252 = load i64, ptr %221, align 16
  %253 = load i64, ptr %222, align 8
  %254 = load i64, ptr %223, align 16
  %255 = load i64, ptr %224, align 8
  br label %267

256:                                              ; preds = %290, %234
  %257 = phi <8 x float> [ %235, %234 ], [ %291, %290 ]
  %258 = phi <8 x float> [ %236, %234 ], [ %292, %290 ]
  %259 = phi <8 x float> [ %237, %234 ], [ %293, %290 ]
  %260 = phi <8 x float> [ %238, %234 ], [ %294, %290 ]
  %261 = phi <8 x float> [ %239, %234 ], [ %295, %290 ]
  %262 = phi <8 x float> [ %240, %234 ], [ %296, %290 ]
  %263 = phi <8 x float> [ %241, %234 ], [ %297, %290 ]
  %264 = phi <8 x float> [ %242, %234 ], [ %298, %290 ]
  %265 = add nuw nsw i64 %243, 1
  %266 = icmp eq i64 %265, %7
  br i1 %266, label %225, label %234

267:                                              ; preds = %244, %290
  %268 = phi <8 x float> [ %235, %244 ], [ %291, %290 ]
  %269 = phi <8 x float> [ %236, %244 ], [ %292, %290 ]
  %270 = phi <8 x float> [ %237, %244 ], [ %293, %290 ]
  %271 = phi <8 x float> [ %238, %244 ], [ %294, %290 ]
  %272 = phi <8 x float> [ %239, %244 ], [ %295, %290 ]
  %273 = phi <8 x float> [ %240, %244 ], [ %296, %290 ]
  %274 = phi <8 x float> [ %241, %244 ], [ %297, %290 ]
  %275 = phi <8 x float> [ %242, %244 ], [ %298, %290 ]
  %276 = phi i64 [ 0, %244 ], [ %299, %290 ]
  %277 = mul i64 %42, %276
  %278 = getelementptr float, ptr %246, i64 %277
  %279 = getelementptr float, ptr %278, i64 %248
  %280 = getelementptr float, ptr %278, i64 %249
  %281 = getelementptr float, ptr %278, i64 %250
  %282 = getelementptr float, ptr %278, i64 %251
  %283 = getelementptr float, ptr %278, i64 %252
  %284 = getelementptr float, ptr %278, i64 %253
  %285 = getelementptr float, ptr %278, i64 %254
  %286 = getelementptr float, ptr %278, i64 %255
  %287 = add nuw nsw i64 %276, %247
  %288 = mul i64 %44, %287
  %289 = getelementptr float, ptr %131, i64 %288
  br i1 %43, label %301, label %290

290:                                              ; preds = %301, %267
  %291 = phi <8 x float> [ %268, %267 ], [ %318, %301 ]
  %292 = phi <8 x float> [ %269, %267 ], [ %323, %301 ]
  %293 = phi <8 x float> [ %270, %267 ], [ %328, %301 ]
  %294 = phi <8 x float> [ %271, %267 ], [ %333, %301 ]
  %295 = phi <8 x float> [ %272, %267 ], [ %338, %301 ]
  %296 = phi <8 x float> [ %273, %267 ], [ %343, %301 ]
  %297 = phi <8 x float> [ %274, %267 ], [ %348, %301 ]
  %298 = phi <8 x float> [ %275, %267 ], [ %353, %301 ]
  %299 = add nuw nsw i64 %276, 1
  %300 = icmp eq i64 %299, %8
  br i1 %300, label %256, label %267

301:                                              ; preds = %267, %301
  %302 = phi <8 x float> [ %318, %301 ], [ %268, %267 ]
  %303 = phi <8 x float> [ %323, %301 ], [ %269, %267 ]
  %304 = phi <8 x float> [ %328, %301 ], [ %270, %267 ]
  %305 = phi <8 x float> [ %333, %301 ], [ %271, %267 ]
  %306 = phi <8 x float> [ %338, %301 ], [ %272, %267 ]
  %307 = phi <8 x float> [ %343, %301 ], [ %273, %267 ]
  %308 = phi <8 x float> [ %348, %301 ], [ %274, %267 ]
  %309 = phi <8 x float> [ %353, %301 ], [ %275, %267 ]
  %310 = phi i64 [ %354, %301 ], [ 0, %267 ]
  %311 = mul nuw nsw i64 %310, %6
  %312 = getelementptr inbounds nuw float, ptr %289, i64 %311
  %313 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %312, <8 x i1> %176, <8 x float> zeroinitializer)
  %314 = getelementptr inbounds nuw float, ptr %279, i64 %310
  %315 = load float, ptr %314, align 1
  %316 = insertelement <8 x float> poison, float %315, i64 0
  %317 = shufflevector <8 x float> %316, <8 x float> poison, <8 x i32> zeroinitializer
  %318 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %317, <8 x float> %313, <8 x float> %302)
  %319 = getelementptr inbounds nuw float, ptr %280, i64 %310
  %320 = load float, ptr %319, align 1
  %321 = insertelement <8 x float> poison, float %320, i64 0
  %322 = shufflevector <8 x float> %321, <8 x float> poison, <8 x i32> zeroinitializer
  %323 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %322, <8 x float> %313, <8 x float> %303)
  %324 = getelementptr inbounds nuw float, ptr %281, i64 %310
  %325 = load float, ptr %324, align 1
  %326 = insertelement <8 x float> poison, float %325, i64 0
  %327 = shufflevector <8 x float> %326, <8 x float> poison, <8 x i32> zeroinitializer
  %328 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %327, <8 x float> %313, <8 x float> %304)
  %329 = getelementptr inbounds nuw float, ptr %282, i64 %310
  %330 = load float, ptr %329, align 1
  %331 = insertelement <8 x float> poison, float %330, i64 0
  %332 = shufflevector <8 x float> %331, <8 x float> poison, <8 x i32> zeroinitializer
  %333 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %332, <8 x float> %313, <8 x float> %305)
  %334 = getelementptr inbounds nuw float, ptr %283, i64 %310
  %335 = load float, ptr %334, align 1
  %336 = insertelement <8 x float> poison, float %335, i64 0
  %337 = shufflevector <8 x float> %336, <8 x float> poison, <8 x i32> zeroinitializer
  %338 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %337, <8 x float> %313, <8 x float> %306)
  %339 = getelementptr inbounds nuw float, ptr %284, i64 %310
  %340 = load float, ptr %339, align 1
  %341 = insertelement <8 x float> poison, float %340, i64 0
  %342 = shufflevector <8 x float> %341, <8 x float> poison, <8 x i32> zeroinitializer
  %343 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %342, <8 x float> %313, <8 x float> %307)
  %344 = getelementptr inbounds nuw float, ptr %285, i64 %310
  %345 = load float, ptr %344, align 1
  %346 = insertelement <8 x float> poison, float %345, i64 0
  %347 = shufflevector <8 x float> %346, <8 x float> poison, <8 x i32> zeroinitializer
  %348 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %347, <8 x float> %313, <8 x float> %308)
  %349 = getelementptr inbounds nuw float, ptr %286, i64 %310
  %350 = load float, ptr %349, align 1
  %351 = insertelement <8 x float> poison, float %350, i64 0
  %352 = shufflevector <8 x float> %351, <8 x float> poison, <8 x i32> zeroinitializer
  %353 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %352, <8 x float> %313, <8 x float> %309)
  %354 = add nuw nsw i64 %310, 1
  %355 = icmp eq i64 %354, %5
  br i1 %355, label %290, label %301

356:                                              ; preds = %181
  %357 = load i64, ptr %184, align 16
  %358 = getelementptr float, ptr %130, i64 %357
  %359 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %358, <8 x i1> %169, <8 x float> zeroinitializer)
  %360 = getelementptr inbounds nuw i8, ptr %184, i64 8
  %361 = load i64, ptr %360, align 8
  %362 = getelementptr float, ptr %130, i64 %361
  %363 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %362, <8 x i1> %169, <8 x float> zeroinitializer)
  %364 = getelementptr inbounds nuw i8, ptr %184, i64 16
  %365 = load i64, ptr %364, align 16
  %366 = getelementptr float, ptr %130, i64 %365
  %367 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %366, <8 x i1> %169, <8 x float> zeroinitializer)
  %368 = getelementptr inbounds nuw i8, ptr %184, i64 24
  %369 = load i64, ptr %368, align 8
  %370 = getelementptr float, ptr %130, i64 %369
  %371 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %370, <8 x i1> %169, <8 x float> zeroinitializer)
  %372 = getelementptr inbounds nuw i8, ptr %184, i64 32
  %373 = load i64, ptr %372, align 16
  %374 = getelementptr float, ptr %130, i64 %373
  %375 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %374, <8 x i1> %169, <8 x float> zeroinitializer)
  %376 = getelementptr inbounds nuw i8, ptr %184, i64 40
  %377 = load i64, ptr %376, align 8
  %378 = getelementptr float, ptr %130, i64 %377
  %379 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %378, <8 x i1> %169, <8 x float> zeroinitializer)
  %380 = getelementptr inbounds nuw i8, ptr %184, i64 48
  %381 = load i64, ptr %380, align 16
  %382 = getelementptr float, ptr %130, i64 %381
  %383 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %382, <8 x i1> %169, <8 x float> zeroinitializer)
  %384 = getelementptr inbounds nuw i8, ptr %184, i64 56
  %385 = load i64, ptr %384, align 8
  %386 = getelementptr float, ptr %130, i64 %385
  %387 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %386, <8 x i1> %169, <8 x float> zeroinitializer)
  br i1 %40, label %388, label %396

388:                                              ; preds = %356
  %389 = getelementptr inbounds nuw i8, ptr %183, i64 8
  %390 = getelementptr inbounds nuw i8, ptr %183, i64 16
  %391 = getelementptr inbounds nuw i8, ptr %183, i64 24
  %392 = getelementptr inbounds nuw i8, ptr %183, i64 32
  %393 = getelementptr inbounds nuw i8, ptr %183, i64 40
  %394 = getelementptr inbounds nuw i8, ptr %183, i64 48
  %395 = getelementptr inbounds nuw i8, ptr %183, i64 56
  br label %405

396:                                              ; preds = %427, %356
  %397 = phi <8 x float> [ %359, %356 ], [ %428, %427 ]
  %398 = phi <8 x float> [ %363, %356 ], [ %429, %427 ]
  %399 = phi <8 x float> [ %367, %356 ], [ %430, %427 ]
  %400 = phi <8 x float> [ %371, %356 ], [ %431, %427 ]
  %401 = phi <8 x float> [ %375, %356 ], [ %432, %427 ]
  %402 = phi <8 x float> [ %379, %356 ], [ %433, %427 ]
  %403 = phi <8 x float> [ %383, %356 ], [ %434, %427 ]
  %404 = phi <8 x float> [ %387, %356 ], [ %435, %427 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %397, ptr align 1 %358, <8 x i1> %169)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %398, ptr align 1 %362, <8 x i1> %169)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %399, ptr align 1 %366, <8 x i1> %169)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %400, ptr align 1 %370, <8 x i1> %169)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %401, ptr align 1 %374, <8 x i1> %169)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %402, ptr align 1 %378, <8 x i1> %169)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %403, ptr align 1 %382, <8 x i1> %169)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %404, ptr align 1 %386, <8 x i1> %169)
  br label %910

405:                                              ; preds = %388, %427
  %406 = phi <8 x float> [ %359, %388 ], [ %428, %427 ]
  %407 = phi <8 x float> [ %363, %388 ], [ %429, %427 ]
  %408 = phi <8 x float> [ %367, %388 ], [ %430, %427 ]
  %409 = phi <8 x float> [ %371, %388 ], [ %431, %427 ]
  %410 = phi <8 x float> [ %375, %388 ], [ %432, %427 ]
  %411 = phi <8 x float> [ %379, %388 ], [ %433, %427 ]
  %412 = phi <8 x float> [ %383, %388 ], [ %434, %427 ]
  %413 = phi <8 x float> [ %387, %388 ], [ %435, %427 ]
  %414 = phi i64 [ 0, %388 ], [ %436, %427 ]
  br i1 %41, label %415, label %427

415:                                              ; preds = %405
  %416 = mul i64 %39, %414
  %417 = getelementptr float, ptr %24, i64 %416
  %418 = mul nuw nsw i64 %414, %8
  %419 = load i64, ptr %183, align 16
  %420 = load i64, ptr %389, align 8
  %421 = load i64, ptr %390, align 16
  %422 = load i64, ptr %391, align 8
  %423 = load i64, ptr %392, align 16
  %424 = load i64, ptr %393, align 8
  %425 = load i64, ptr %394, align 16
  %426 = load i64, ptr %395, align 8
  br label %438

427:                                              ; preds = %461, %405
  %428 = phi <8 x float> [ %406, %405 ], [ %462, %461 ]
  %429 = phi <8 x float> [ %407, %405 ], [ %463, %461 ]
  %430 = phi <8 x float> [ %408, %405 ], [ %464, %461 ]
  %431 = phi <8 x float> [ %409, %405 ], [ %465, %461 ]
  %432 = phi <8 x float> [ %410, %405 ], [ %466, %461 ]
  %433 = phi <8 x float> [ %411, %405 ], [ %467, %461 ]
  %434 = phi <8 x float> [ %412, %405 ], [ %468, %461 ]
  %435 = phi <8 x float> [ %413, %405 ], [ %469, %461 ]
  %436 = add nuw nsw i64 %414, 1
  %437 = icmp eq i64 %436, %7
  br i1 %437, label %396, label %405

438:                                              ; preds = %415, %461
  %439 = phi <8 x float> [ %406, %415 ], [ %462, %461 ]
  %440 = phi <8 x float> [ %407, %415 ], [ %463, %461 ]
  %441 = phi <8 x float> [ %408, %415 ], [ %464, %461 ]
  %442 = phi <8 x float> [ %409, %415 ], [ %465, %461 ]
  %443 = phi <8 x float> [ %410, %415 ], [ %466, %461 ]
  %444 = phi <8 x float> [ %411, %415 ], [ %467, %461 ]
  %445 = phi <8 x float> [ %412, %415 ], [ %468, %461 ]
  %446 = phi <8 x float> [ %413, %415 ], [ %469, %461 ]
  %447 = phi i64 [ 0, %415 ], [ %470, %461 ]
  %448 = mul i64 %42, %447
  %449 = getelementptr float, ptr %417, i64 %448
  %450 = getelementptr float, ptr %449, i64 %419
  %451 = getelementptr float, ptr %449, i64 %420
  %452 = getelementptr float, ptr %449, i64 %421
  %453 = getelementptr float, ptr %449, i64 %422
  %454 = getelementptr float, ptr %449, i64 %423
  %455 = getelementptr float, ptr %449, i64 %424
  %456 = getelementptr float, ptr %449, i64 %425
  %457 = getelementptr float, ptr %449, i64 %426
  %458 = add nuw nsw i64 %447, %418
  %459 = mul i64 %44, %458
  %460 = getelementptr float, ptr %131, i64 %459
  br i1 %43, label %472, label %461

461:                                              ; preds = %472, %438
  %462 = phi <8 x float> [ %439, %438 ], [ %489, %472 ]
  %463 = phi <8 x float> [ %440, %438 ], [ %494, %472 ]
  %464 = phi <8 x float> [ %441, %438 ], [ %499, %472 ]
  %465 = phi <8 x float> [ %442, %438 ], [ %504, %472 ]
  %466 = phi <8 x float> [ %443, %438 ], [ %509, %472 ]
  %467 = phi <8 x float> [ %444, %438 ], [ %514, %472 ]
  %468 = phi <8 x float> [ %445, %438 ], [ %519, %472 ]
  %469 = phi <8 x float> [ %446, %438 ], [ %524, %472 ]
  %470 = add nuw nsw i64 %447, 1
  %471 = icmp eq i64 %470, %8
  br i1 %471, label %427, label %438

472:                                              ; preds = %438, %472
  %473 = phi <8 x float> [ %489, %472 ], [ %439, %438 ]
  %474 = phi <8 x float> [ %494, %472 ], [ %440, %438 ]
  %475 = phi <8 x float> [ %499, %472 ], [ %441, %438 ]
  %476 = phi <8 x float> [ %504, %472 ], [ %442, %438 ]
  %477 = phi <8 x float> [ %509, %472 ], [ %443, %438 ]
  %478 = phi <8 x float> [ %514, %472 ], [ %444, %438 ]
  %479 = phi <8 x float> [ %519, %472 ], [ %445, %438 ]
  %480 = phi <8 x float> [ %524, %472 ], [ %446, %438 ]
  %481 = phi i64 [ %525, %472 ], [ 0, %438 ]
  %482 = mul nuw nsw i64 %481, %6
  %483 = getelementptr inbounds nuw float, ptr %460, i64 %482
  %484 = load <8 x float>, ptr %483, align 1
  %485 = getelementptr inbounds nuw float, ptr %450, i64 %481
  %486 = load float, ptr %485, align 1
  %487 = insertelement <8 x float> poison, float %486, i64 0
  %488 = shufflevector <8 x float> %487, <8 x float> poison, <8 x i32> zeroinitializer
  %489 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %488, <8 x float> %484, <8 x float> %473)
  %490 = getelementptr inbounds nuw float, ptr %451, i64 %481
  %491 = load float, ptr %490, align 1
  %492 = insertelement <8 x float> poison, float %491, i64 0
  %493 = shufflevector <8 x float> %492, <8 x float> poison, <8 x i32> zeroinitializer
  %494 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %493, <8 x float> %484, <8 x float> %474)
  %495 = getelementptr inbounds nuw float, ptr %452, i64 %481
  %496 = load float, ptr %495, align 1
  %497 = insertelement <8 x float> poison, float %496, i64 0
  %498 = shufflevector <8 x float> %497, <8 x float> poison, <8 x i32> zeroinitializer
  %499 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %498, <8 x float> %484, <8 x float> %475)
  %500 = getelementptr inbounds nuw float, ptr %453, i64 %481
  %501 = load float, ptr %500, align 1
  %502 = insertelement <8 x float> poison, float %501, i64 0
  %503 = shufflevector <8 x float> %502, <8 x float> poison, <8 x i32> zeroinitializer
  %504 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %503, <8 x float> %484, <8 x float> %476)
  %505 = getelementptr inbounds nuw float, ptr %454, i64 %481
  %506 = load float, ptr %505, align 1
  %507 = insertelement <8 x float> poison, float %506, i64 0
  %508 = shufflevector <8 x float> %507, <8 x float> poison, <8 x i32> zeroinitializer
  %509 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %508, <8 x float> %484, <8 x float> %477)
  %510 = getelementptr inbounds nuw float, ptr %455, i64 %481
  %511 = load float, ptr %510, align 1
  %512 = insertelement <8 x float> poison, float %511, i64 0
  %513 = shufflevector <8 x float> %512, <8 x float> poison, <8 x i32> zeroinitializer
  %514 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %513, <8 x float> %484, <8 x float> %478)
  %515 = getelementptr inbounds nuw float, ptr %456, i64 %481
  %516 = load float, ptr %515, align 1
  %517 = insertelement <8 x float> poison, float %516, i64 0
  %518 = shufflevector <8 x float> %517, <8 x float> poison, <8 x i32> zeroinitializer
  %519 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %518, <8 x float> %484, <8 x float> %479)
  %520 = getelementptr inbounds nuw float, ptr %457, i64 %481
  %521 = load float, ptr %520, align 1
  %522 = insertelement <8 x float> poison, float %521, i64 0
  %523 = shufflevector <8 x float> %522, <8 x float> poison, <8 x i32> zeroinitializer
  %524 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %523, <8 x float> %484, <8 x float> %480)
  %525 = add nuw nsw i64 %481, 1
  %526 = icmp eq i64 %525, %5
  br i1 %526, label %461, label %472

527:                                              ; preds = %181
  %528 = load i64, ptr %184, align 16
  %529 = getelementptr float, ptr %130, i64 %528
  %530 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %529, <8 x i1> %154, <8 x float> zeroinitializer)
  %531 = getelementptr inbounds nuw i8, ptr %529, i64 32
  %532 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %531, <8 x i1> %162, <8 x float> zeroinitializer)
  %533 = getelementptr inbounds nuw i8, ptr %184, i64 8
  %534 = load i64, ptr %533, align 8
  %535 = getelementptr float, ptr %130, i64 %534
  %536 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %535, <8 x i1> %154, <8 x float> zeroinitializer)
  %537 = getelementptr inbounds nuw i8, ptr %535, i64 32
  %538 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %537, <8 x i1> %162, <8 x float> zeroinitializer)
  %539 = getelementptr inbounds nuw i8, ptr %184, i64 16
  %540 = load i64, ptr %539, align 16
  %541 = getelementptr float, ptr %130, i64 %540
  %542 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %541, <8 x i1> %154, <8 x float> zeroinitializer)
  %543 = getelementptr inbounds nuw i8, ptr %541, i64 32
  %544 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %543, <8 x i1> %162, <8 x float> zeroinitializer)
  %545 = getelementptr inbounds nuw i8, ptr %184, i64 24
  %546 = load i64, ptr %545, align 8
  %547 = getelementptr float, ptr %130, i64 %546
  %548 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %547, <8 x i1> %154, <8 x float> zeroinitializer)
  %549 = getelementptr inbounds nuw i8, ptr %547, i64 32
  %550 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %549, <8 x i1> %162, <8 x float> zeroinitializer)
  %551 = getelementptr inbounds nuw i8, ptr %184, i64 32
  %552 = load i64, ptr %551, align 16
  %553 = getelementptr float, ptr %130, i64 %552
  %554 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %553, <8 x i1> %154, <8 x float> zeroinitializer)
  %555 = getelementptr inbounds nuw i8, ptr %553, i64 32
  %556 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %555, <8 x i1> %162, <8 x float> zeroinitializer)
  %557 = getelementptr inbounds nuw i8, ptr %184, i64 40
  %558 = load i64, ptr %557, align 8
  %559 = getelementptr float, ptr %130, i64 %558
  %560 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %559, <8 x i1> %154, <8 x float> zeroinitializer)
  %561 = getelementptr inbounds nuw i8, ptr %559, i64 32
  %562 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %561, <8 x i1> %162, <8 x float> zeroinitializer)
  br i1 %40, label %563, label %569

563:                                              ; preds = %527
  %564 = getelementptr inbounds nuw i8, ptr %183, i64 8
  %565 = getelementptr inbounds nuw i8, ptr %183, i64 16
  %566 = getelementptr inbounds nuw i8, ptr %183, i64 24
  %567 = getelementptr inbounds nuw i8, ptr %183, i64 32
  %568 = getelementptr inbounds nuw i8, ptr %183, i64 40
  br label %582

569:                                              ; preds = %606, %527
  %570 = phi <8 x float> [ %542, %527 ], [ %607, %606 ]
  %571 = phi <8 x float> [ %538, %527 ], [ %608, %606 ]
  %572 = phi <8 x float> [ %536, %527 ], [ %609, %606 ]
  %573 = phi <8 x float> [ %532, %527 ], [ %610, %606 ]
  %574 = phi <8 x float> [ %530, %527 ], [ %611, %606 ]
  %575 = phi <8 x float> [ %544, %527 ], [ %612, %606 ]
  %576 = phi <8 x float> [ %548, %527 ], [ %613, %606 ]
  %577 = phi <8 x float> [ %550, %527 ], [ %614, %606 ]
  %578 = phi <8 x float> [ %554, %527 ], [ %615, %606 ]
  %579 = phi <8 x float> [ %556, %527 ], [ %616, %606 ]
  %580 = phi <8 x float> [ %560, %527 ], [ %617, %606 ]
  %581 = phi <8 x float> [ %562, %527 ], [ %618, %606 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %574, ptr align 1 %529, <8 x i1> %154)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %573, ptr nonnull align 1 %531, <8 x i1> %162)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %572, ptr align 1 %535, <8 x i1> %154)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %571, ptr nonnull align 1 %537, <8 x i1> %162)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %570, ptr align 1 %541, <8 x i1> %154)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %575, ptr nonnull align 1 %543, <8 x i1> %162)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %576, ptr align 1 %547, <8 x i1> %154)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %577, ptr nonnull align 1 %549, <8 x i1> %162)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %578, ptr align 1 %553, <8 x i1> %154)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %579, ptr nonnull align 1 %555, <8 x i1> %162)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %580, ptr align 1 %559, <8 x i1> %154)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %581, ptr nonnull align 1 %561, <8 x i1> %162)
  br label %910

582:                                              ; preds = %563, %606
  %583 = phi <8 x float> [ %542, %563 ], [ %607, %606 ]
  %584 = phi <8 x float> [ %538, %563 ], [ %608, %606 ]
  %585 = phi <8 x float> [ %536, %563 ], [ %609, %606 ]
  %586 = phi <8 x float> [ %532, %563 ], [ %610, %606 ]
  %587 = phi <8 x float> [ %530, %563 ], [ %611, %606 ]
  %588 = phi <8 x float> [ %544, %563 ], [ %612, %606 ]
  %589 = phi <8 x float> [ %548, %563 ], [ %613, %606 ]
  %590 = phi <8 x float> [ %550, %563 ], [ %614, %606 ]
  %591 = phi <8 x float> [ %554, %563 ], [ %615, %606 ]
  %592 = phi <8 x float> [ %556, %563 ], [ %616, %606 ]
  %593 = phi <8 x float> [ %560, %563 ], [ %617, %606 ]
  %594 = phi <8 x float> [ %562, %563 ], [ %618, %606 ]
  %595 = phi i64 [ 0, %563 ], [ %619, %606 ]
  br i1 %41, label %596, label %606

596:                                              ; preds = %582
  %597 = mul i64 %39, %595
  %598 = getelementptr float, ptr %24, i64 %597
  %599 = mul nuw nsw i64 %595, %8
  %600 = load i64, ptr %183, align 16
  %601 = load i64, ptr %564, align 8
  %602 = load i64, ptr %565, align 16
  %603 = load i64, ptr %566, align 8
  %604 = load i64, ptr %567, align 16
  %605 = load i64, ptr %568, align 8
  br label %621

606:                                              ; preds = %646, %582
  %607 = phi <8 x float> [ %583, %582 ], [ %647, %646 ]
  %608 = phi <8 x float> [ %584, %582 ], [ %648, %646 ]
  %609 = phi <8 x float> [ %585, %582 ], [ %649, %646 ]
  %610 = phi <8 x float> [ %586, %582 ], [ %650, %646 ]
  %611 = phi <8 x float> [ %587, %582 ], [ %651, %646 ]
  %612 = phi <8 x float> [ %588, %582 ], [ %652, %646 ]
  %613 = phi <8 x float> [ %589, %582 ], [ %653, %646 ]
  %614 = phi <8 x float> [ %590, %582 ], [ %654, %646 ]
  %615 = phi <8 x float> [ %591, %582 ], [ %655, %646 ]
  %616 = phi <8 x float> [ %592, %582 ], [ %656, %646 ]
  %617 = phi <8 x float> [ %593, %582 ], [ %657, %646 ]
  %618 = phi <8 x float> [ %594, %582 ], [ %658, %646 ]
  %619 = add nuw nsw i64 %595, 1
  %620 = icmp eq i64 %619, %7
  br i1 %620, label %569, label %582

621:                                              ; preds = %596, %646
  %622 = phi <8 x float> [ %583, %596 ], [ %647, %646 ]
  %623 = phi <8 x float> [ %584, %596 ], [ %648, %646 ]
  %624 = phi <8 x float> [ %585, %596 ], [ %649, %646 ]
  %625 = phi <8 x float> [ %586, %596 ], [ %650, %646 ]
  %626 = phi <8 x float> [ %587, %596 ], [ %651, %646 ]
  %627 = phi <8 x float> [ %588, %596 ], [ %652, %646 ]
  %628 = phi <8 x float> [ %589, %596 ], [ %653, %646 ]
  %629 = phi <8 x float> [ %590, %596 ], [ %654, %646 ]
  %630 = phi <8 x float> [ %591, %596 ], [ %655, %646 ]
  %631 = phi <8 x float> [ %592, %596 ], [ %656, %646 ]
  %632 = phi <8 x float> [ %593, %596 ], [ %657, %646 ]
  %633 = phi <8 x float> [ %594, %596 ], [ %658, %646 ]
  %634 = phi i64 [ 0, %596 ], [ %659, %646 ]
  %635 = mul i64 %42, %634
  %636 = getelementptr float, ptr %598, i64 %635
  %637 = getelementptr float, ptr %636, i64 %600
  %638 = getelementptr float, ptr %636, i64 %601
  %639 = getelementptr float, ptr %636, i64 %602
  %640 = getelementptr float, ptr %636, i64 %603
  %641 = getelementptr float, ptr %636, i64 %604
  %642 = getelementptr float, ptr %636, i64 %605
  %643 = add nuw nsw i64 %634, %599
  %644 = mul i64 %44, %643
  %645 = getelementptr float, ptr %131, i64 %644
  br i1 %43, label %661, label %646

646:                                              ; preds = %661, %621
  %647 = phi <8 x float> [ %622, %621 ], [ %696, %661 ]
  %648 = phi <8 x float> [ %623, %621 ], [ %691, %661 ]
  %649 = phi <8 x float> [ %624, %621 ], [ %690, %661 ]
  %650 = phi <8 x float> [ %625, %621 ], [ %685, %661 ]
  %651 = phi <8 x float> [ %626, %621 ], [ %684, %661 ]
  %652 = phi <8 x float> [ %627, %621 ], [ %697, %661 ]
  %653 = phi <8 x float> [ %628, %621 ], [ %702, %661 ]
  %654 = phi <8 x float> [ %629, %621 ], [ %703, %661 ]
  %655 = phi <8 x float> [ %630, %621 ], [ %708, %661 ]
  %656 = phi <8 x float> [ %631, %621 ], [ %709, %661 ]
  %657 = phi <8 x float> [ %632, %621 ], [ %714, %661 ]
  %658 = phi <8 x float> [ %633, %621 ], [ %715, %661 ]
  %659 = add nuw nsw i64 %634, 1
  %660 = icmp eq i64 %659, %8
  br i1 %660, label %606, label %621

661:                                              ; preds = %621, %661
  %662 = phi <8 x float> [ %696, %661 ], [ %622, %621 ]
  %663 = phi <8 x float> [ %691, %661 ], [ %623, %621 ]
  %664 = phi <8 x float> [ %690, %661 ], [ %624, %621 ]
  %665 = phi <8 x float> [ %685, %661 ], [ %625, %621 ]
  %666 = phi <8 x float> [ %684, %661 ], [ %626, %621 ]
  %667 = phi <8 x float> [ %697, %661 ], [ %627, %621 ]
  %668 = phi <8 x float> [ %702, %661 ], [ %628, %621 ]
  %669 = phi <8 x float> [ %703, %661 ], [ %629, %621 ]
  %670 = phi <8 x float> [ %708, %661 ], [ %630, %621 ]
  %671 = phi <8 x float> [ %709, %661 ], [ %631, %621 ]
  %672 = phi <8 x float> [ %714, %661 ], [ %632, %621 ]
  %673 = phi <8 x float> [ %715, %661 ], [ %633, %621 ]
  %674 = phi i64 [ %716, %661 ], [ 0, %621 ]
  %675 = mul nuw nsw i64 %674, %6
  %676 = getelementptr inbounds nuw float, ptr %645, i64 %675
  %677 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %676, <8 x i1> %154, <8 x float> zeroinitializer)
  %678 = getelementptr inbounds nuw i8, ptr %676, i64 32
  %679 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %678, <8 x i1> %162, <8 x float> zeroinitializer)
  %680 = getelementptr inbounds nuw float, ptr %637, i64 %674
  %681 = load float, ptr %680, align 1
  %682 = insertelement <8 x float> poison, float %681, i64 0
  %683 = shufflevector <8 x float> %682, <8 x float> poison, <8 x i32> zeroinitializer
  %684 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %683, <8 x float> %677, <8 x float> %666)
  %685 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %683, <8 x float> %679, <8 x float> %665)
  %686 = getelementptr inbounds nuw float, ptr %638, i64 %674
  %687 = load float, ptr %686, align 1
  %688 = insertelement <8 x float> poison, float %687, i64 0
  %689 = shufflevector <8 x float> %688, <8 x float> poison, <8 x i32> zeroinitializer
  %690 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %689, <8 x float> %677, <8 x float> %664)
  %691 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %689, <8 x float> %679, <8 x float> %663)
  %692 = getelementptr inbounds nuw float, ptr %639, i64 %674
  %693 = load float, ptr %692, align 1
  %694 = insertelement <8 x float> poison, float %693, i64 0
  %695 = shufflevector <8 x float> %694, <8 x float> poison, <8 x i32> zeroinitializer
  %696 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %695, <8 x float> %677, <8 x float> %662)
  %697 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %695, <8 x float> %679, <8 x float> %667)
  %698 = getelementptr inbounds nuw float, ptr %640, i64 %674
  %699 = load float, ptr %698, align 1
  %700 = insertelement <8 x float> poison, float %699, i64 0
  %701 = shufflevector <8 x float> %700, <8 x float> poison, <8 x i32> zeroinitializer
  %702 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %701, <8 x float> %677, <8 x float> %668)
  %703 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %701, <8 x float> %679, <8 x float> %669)
  %704 = getelementptr inbounds nuw float, ptr %641, i64 %674
  %705 = load float, ptr %704, align 1
  %706 = insertelement <8 x float> poison, float %705, i64 0
  %707 = shufflevector <8 x float> %706, <8 x float> poison, <8 x i32> zeroinitializer
  %708 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %707, <8 x float> %677, <8 x float> %670)
  %709 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %707, <8 x float> %679, <8 x float> %671)
  %710 = getelementptr inbounds nuw float, ptr %642, i64 %674
  %711 = load float, ptr %710, align 1
  %712 = insertelement <8 x float> poison, float %711, i64 0
  %713 = shufflevector <8 x float> %712, <8 x float> poison, <8 x i32> zeroinitializer
  %714 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %713, <8 x float> %677, <8 x float> %672)
  %715 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %713, <8 x float> %679, <8 x float> %673)
  %716 = add nuw nsw i64 %674, 1
  %717 = icmp eq i64 %716, %5
  br i1 %717, label %646, label %661

718:                                              ; preds = %181
  %719 = load i64, ptr %184, align 16
  %720 = getelementptr float, ptr %130, i64 %719
  %721 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %720, <8 x i1> %138, <8 x float> zeroinitializer)
  %722 = getelementptr inbounds nuw i8, ptr %720, i64 32
  %723 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %722, <8 x i1> %146, <8 x float> zeroinitializer)
  %724 = getelementptr inbounds nuw i8, ptr %184, i64 8
  %725 = load i64, ptr %724, align 8
  %726 = getelementptr float, ptr %130, i64 %725
  %727 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %726, <8 x i1> %138, <8 x float> zeroinitializer)
  %728 = getelementptr inbounds nuw i8, ptr %726, i64 32
  %729 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %728, <8 x i1> %146, <8 x float> zeroinitializer)
  %730 = getelementptr inbounds nuw i8, ptr %184, i64 16
  %731 = load i64, ptr %730, align 16
  %732 = getelementptr float, ptr %130, i64 %731
  %733 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %732, <8 x i1> %138, <8 x float> zeroinitializer)
  %734 = getelementptr inbounds nuw i8, ptr %732, i64 32
  %735 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %734, <8 x i1> %146, <8 x float> zeroinitializer)
  %736 = getelementptr inbounds nuw i8, ptr %184, i64 24
  %737 = load i64, ptr %736, align 8
  %738 = getelementptr float, ptr %130, i64 %737
  %739 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %738, <8 x i1> %138, <8 x float> zeroinitializer)
  %740 = getelementptr inbounds nuw i8, ptr %738, i64 32
  %741 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %740, <8 x i1> %146, <8 x float> zeroinitializer)
  %742 = getelementptr inbounds nuw i8, ptr %184, i64 32
  %743 = load i64, ptr %742, align 16
  %744 = getelementptr float, ptr %130, i64 %743
  %745 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %744, <8 x i1> %138, <8 x float> zeroinitializer)
  %746 = getelementptr inbounds nuw i8, ptr %744, i64 32
  %747 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %746, <8 x i1> %146, <8 x float> zeroinitializer)
  %748 = getelementptr inbounds nuw i8, ptr %184, i64 40
  %749 = load i64, ptr %748, align 8
  %750 = getelementptr float, ptr %130, i64 %749
  %751 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %750, <8 x i1> %138, <8 x float> zeroinitializer)
  %752 = getelementptr inbounds nuw i8, ptr %750, i64 32
  %753 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %752, <8 x i1> %146, <8 x float> zeroinitializer)
  br i1 %40, label %754, label %760

754:                                              ; preds = %718
  %755 = getelementptr inbounds nuw i8, ptr %183, i64 8
  %756 = getelementptr inbounds nuw i8, ptr %183, i64 16
  %757 = getelementptr inbounds nuw i8, ptr %183, i64 24
  %758 = getelementptr inbounds nuw i8, ptr %183, i64 32
  %759 = getelementptr inbounds nuw i8, ptr %183, i64 40
  br label %773

760:                                              ; preds = %798, %718
  %761 = phi <8 x float> [ %753, %718 ], [ %799, %798 ]
  %762 = phi <8 x float> [ %751, %718 ], [ %800, %798 ]
  %763 = phi <8 x float> [ %747, %718 ], [ %801, %798 ]
  %764 = phi <8 x float> [ %745, %718 ], [ %802, %798 ]
  %765 = phi <8 x float> [ %741, %718 ], [ %803, %798 ]
  %766 = phi <8 x float> [ %739, %718 ], [ %804, %798 ]
  %767 = phi <8 x float> [ %735, %718 ], [ %805, %798 ]
  %768 = phi <8 x float> [ %733, %718 ], [ %806, %798 ]
  %769 = phi <8 x float> [ %729, %718 ], [ %807, %798 ]
  %770 = phi <8 x float> [ %727, %718 ], [ %808, %798 ]
  %771 = phi <8 x float> [ %723, %718 ], [ %809, %798 ]
  %772 = phi <8 x float> [ %721, %718 ], [ %810, %798 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %772, ptr align 1 %720, <8 x i1> %138)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %771, ptr nonnull align 1 %722, <8 x i1> %146)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %770, ptr align 1 %726, <8 x i1> %138)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %769, ptr nonnull align 1 %728, <8 x i1> %146)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %768, ptr align 1 %732, <8 x i1> %138)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %767, ptr nonnull align 1 %734, <8 x i1> %146)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %766, ptr align 1 %738, <8 x i1> %138)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %765, ptr nonnull align 1 %740, <8 x i1> %146)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %764, ptr align 1 %744, <8 x i1> %138)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %763, ptr nonnull align 1 %746, <8 x i1> %146)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %762, ptr align 1 %750, <8 x i1> %138)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %761, ptr nonnull align 1 %752, <8 x i1> %146)
  br label %910

773:                                              ; preds = %754, %798
  %774 = phi <8 x float> [ %753, %754 ], [ %799, %798 ]
  %775 = phi <8 x float> [ %751, %754 ], [ %800, %798 ]
  %776 = phi <8 x float> [ %747, %754 ], [ %801, %798 ]
  %777 = phi <8 x float> [ %745, %754 ], [ %802, %798 ]
  %778 = phi <8 x float> [ %741, %754 ], [ %803, %798 ]
  %779 = phi <8 x float> [ %739, %754 ], [ %804, %798 ]
  %780 = phi <8 x float> [ %735, %754 ], [ %805, %798 ]
  %781 = phi <8 x float> [ %733, %754 ], [ %806, %798 ]
  %782 = phi <8 x float> [ %729, %754 ], [ %807, %798 ]
  %783 = phi <8 x float> [ %727, %754 ], [ %808, %798 ]
  %784 = phi <8 x float> [ %723, %754 ], [ %809, %798 ]
  %785 = phi <8 x float> [ %721, %754 ], [ %810, %798 ]
  %786 = phi i64 [ 0, %754 ], [ %811, %798 ]
  br i1 %41, label %787, label %798

787:                                              ; preds = %773
  %788 = mul i64 %47, %786
  %789 = mul i64 %39, %786
  %790 = getelementptr float, ptr %24, i64 %789
  %791 = load i64, ptr %183, align 16
  %792 = load i64, ptr %755, align 8
  %793 = load i64, ptr %756, align 16
  %794 = load i64, ptr %757, align 8
  %795 = load i64, ptr %758, align 16
  %796 = load i64, ptr %759, align 8
  %797 = getelementptr i8, ptr %147, i64 %788
  br label %813

798:                                              ; preds = %838, %773
  %799 = phi <8 x float> [ %774, %773 ], [ %839, %838 ]
  %800 = phi <8 x float> [ %775, %773 ], [ %840, %838 ]
  %801 = phi <8 x float> [ %776, %773 ], [ %841, %838 ]
  %802 = phi <8 x float> [ %777, %773 ], [ %842, %838 ]
  %803 = phi <8 x float> [ %778, %773 ], [ %843, %838 ]
  %804 = phi <8 x float> [ %779, %773 ], [ %844, %838 ]
  %805 = phi <8 x float> [ %780, %773 ], [ %845, %838 ]
  %806 = phi <8 x float> [ %781, %773 ], [ %846, %838 ]
  %807 = phi <8 x float> [ %782, %773 ], [ %847, %838 ]
  %808 = phi <8 x float> [ %783, %773 ], [ %848, %838 ]
  %809 = phi <8 x float> [ %784, %773 ], [ %849, %838 ]
  %810 = phi <8 x float> [ %785, %773 ], [ %850, %838 ]
  %811 = add nuw nsw i64 %786, 1
  %812 = icmp eq i64 %811, %7
  br i1 %812, label %760, label %773

813:                                              ; preds = %787, %838
  %814 = phi <8 x float> [ %774, %787 ], [ %839, %838 ]
  %815 = phi <8 x float> [ %775, %787 ], [ %840, %838 ]
  %816 = phi <8 x float> [ %776, %787 ], [ %841, %838 ]
  %817 = phi <8 x float> [ %777, %787 ], [ %842, %838 ]
  %818 = phi <8 x float> [ %778, %787 ], [ %843, %838 ]
  %819 = phi <8 x float> [ %779, %787 ], [ %844, %838 ]
  %820 = phi <8 x float> [ %780, %787 ], [ %845, %838 ]
  %821 = phi <8 x float> [ %781, %787 ], [ %846, %838 ]
  %822 = phi <8 x float> [ %782, %787 ], [ %847, %838 ]
  %823 = phi <8 x float> [ %783, %787 ], [ %848, %838 ]
  %824 = phi <8 x float> [ %784, %787 ], [ %849, %838 ]
  %825 = phi <8 x float> [ %785, %787 ], [ %850, %838 ]
  %826 = phi i64 [ 0, %787 ], [ %851, %838 ]
  %827 = mul i64 %42, %826
  %828 = getelementptr float, ptr %790, i64 %827
  %829 = getelementptr float, ptr %828, i64 %791
  %830 = getelementptr float, ptr %828, i64 %792
  %831 = getelementptr float, ptr %828, i64 %793
  %832 = getelementptr float, ptr %828, i64 %794
  %833 = getelementptr float, ptr %828, i64 %795
  %834 = getelementptr float, ptr %828, i64 %796
  br i1 %43, label %835, label %838

835:                                              ; preds = %813
  %836 = mul i64 %48, %826
  %837 = getelementptr i8, ptr %797, i64 %836
  br label %853

838:                                              ; preds = %853, %813
  %839 = phi <8 x float> [ %814, %813 ], [ %907, %853 ]
  %840 = phi <8 x float> [ %815, %813 ], [ %906, %853 ]
  %841 = phi <8 x float> [ %816, %813 ], [ %901, %853 ]
  %842 = phi <8 x float> [ %817, %813 ], [ %900, %853 ]
  %843 = phi <8 x float> [ %818, %813 ], [ %895, %853 ]
  %844 = phi <8 x float> [ %819, %813 ], [ %894, %853 ]
  %845 = phi <8 x float> [ %820, %813 ], [ %889, %853 ]
  %846 = phi <8 x float> [ %821, %813 ], [ %888, %853 ]
  %847 = phi <8 x float> [ %822, %813 ], [ %883, %853 ]
  %848 = phi <8 x float> [ %823, %813 ], [ %882, %853 ]
  %849 = phi <8 x float> [ %824, %813 ], [ %877, %853 ]
  %850 = phi <8 x float> [ %825, %813 ], [ %876, %853 ]
  %851 = add nuw nsw i64 %826, 1
  %852 = icmp eq i64 %851, %8
  br i1 %852, label %798, label %813

853:                                              ; preds = %835, %853
  %854 = phi <8 x float> [ %814, %835 ], [ %907, %853 ]
  %855 = phi <8 x float> [ %815, %835 ], [ %906, %853 ]
  %856 = phi <8 x float> [ %816, %835 ], [ %901, %853 ]
  %857 = phi <8 x float> [ %817, %835 ], [ %900, %853 ]
  %858 = phi <8 x float> [ %818, %835 ], [ %895, %853 ]
  %859 = phi <8 x float> [ %819, %835 ], [ %894, %853 ]
  %860 = phi <8 x float> [ %820, %835 ], [ %889, %853 ]
  %861 = phi <8 x float> [ %821, %835 ], [ %888, %853 ]
  %862 = phi <8 x float> [ %822, %835 ], [ %883, %853 ]
  %863 = phi <8 x float> [ %823, %835 ], [ %882, %853 ]
  %864 = phi <8 x float> [ %824, %835 ], [ %877, %853 ]
  %865 = phi <8 x float> [ %825, %835 ], [ %876, %853 ]
  %866 = phi i64 [ 0, %835 ], [ %908, %853 ]
  %867 = mul nuw nsw i64 %49, %866
  %868 = getelementptr i8, ptr %837, i64 %867
  %869 = load <8 x float>, ptr %868, align 1
  %870 = getelementptr inbounds nuw i8, ptr %868, i64 32
  %871 = load <8 x float>, ptr %870, align 1
  %872 = getelementptr inbounds nuw float, ptr %829, i64 %866
  %873 = load float, ptr %872, align 1
  %874 = insertelement <8 x float> poison, float %873, i64 0
  %875 = shufflevector <8 x float> %874, <8 x float> poison, <8 x i32> zeroinitializer
  %876 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %875, <8 x float> %869, <8 x float> %865)
  %877 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %875, <8 x float> %871, <8 x float> %864)
  %878 = getelementptr inbounds nuw float, ptr %830, i64 %866
  %879 = load float, ptr %878, align 1
  %880 = insertelement <8 x float> poison, float %879, i64 0
  %881 = shufflevector <8 x float> %880, <8 x float> poison, <8 x i32> zeroinitializer
  %882 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %881, <8 x float> %869, <8 x float> %863)
  %883 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %881, <8 x float> %871, <8 x float> %862)
  %884 = getelementptr inbounds nuw float, ptr %831, i64 %866
  %885 = load float, ptr %884, align 1
  %886 = insertelement <8 x float> poison, float %885, i64 0
  %887 = shufflevector <8 x float> %886, <8 x float> poison, <8 x i32> zeroinitializer
  %888 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %887, <8 x float> %869, <8 x float> %861)
  %889 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %887, <8 x float> %871, <8 x float> %860)
  %890 = getelementptr inbounds nuw float, ptr %832, i64 %866
  %891 = load float, ptr %890, align 1
  %892 = insertelement <8 x float> poison, float %891, i64 0
  %893 = shufflevector <8 x float> %892, <8 x float> poison, <8 x i32> zeroinitializer
  %894 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %893, <8 x float> %869, <8 x float> %859)
  %895 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %893, <8 x float> %871, <8 x float> %858)
  %896 = getelementptr inbounds nuw float, ptr %833, i64 %866
  %897 = load float, ptr %896, align 1
  %898 = insertelement <8 x float> poison, float %897, i64 0
  %899 = shufflevector <8 x float> %898, <8 x float> poison, <8 x i32> zeroinitializer
  %900 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %899, <8 x float> %869, <8 x float> %857)
  %901 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %899, <8 x float> %871, <8 x float> %856)
  %902 = getelementptr inbounds nuw float, ptr %834, i64 %866
  %903 = load float, ptr %902, align 1
  %904 = insertelement <8 x float> poison, float %903, i64 0
  %905 = shufflevector <8 x float> %904, <8 x float> poison, <8 x i32> zeroinitializer
  %906 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %905, <8 x float> %869, <8 x float> %855)
  %907 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %905, <8 x float> %871, <8 x float> %854)
  %908 = add nuw nsw i64 %866, 1
  %909 = icmp eq i64 %908, %5
  br i1 %909, label %838, label %853

910:                                              ; preds = %181, %760, %569, %396, %225
  %911 = add nuw nsw i64 %182, %122
  %912 = trunc nuw i64 %911 to i32
  %913 = icmp sgt i32 %61, %912
  br i1 %913, label %181, label %177

914:                                              ; preds = %108, %21
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
