; Function Attrs: nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define hidden void @mgxport_mm_s8_vnni512(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11, i64 noundef %12, i64 noundef %13, i64 noundef %14, i64 noundef %15, i64 noundef %16, i64 noundef %17, i64 noundef %18, i64 noundef %19) local_unnamed_addr {
  %21 = alloca [8 x i32], align 16
  %22 = inttoptr i64 %0 to ptr
  %23 = inttoptr i64 %1 to ptr
  %24 = inttoptr i64 %2 to ptr
  %25 = icmp eq i64 %16, 0
  %26 = icmp eq i64 %17, 0
  %27 = select i1 %26, i32 128, i32 0
  %28 = trunc i64 %19 to i32
  %29 = sub nsw i32 %27, %28
  %30 = select i1 %25, i32 0, i32 -2139062144
  %31 = insertelement <16 x i32> poison, i32 %30, i64 0
  %32 = shufflevector <16 x i32> %31, <16 x i32> poison, <16 x i32> zeroinitializer
  %33 = bitcast <16 x i32> %32 to <8 x i64>
  %34 = select i1 %26, i8 -128, i8 0
  %35 = insertelement <16 x i8> poison, i8 %34, i64 0
  %36 = shufflevector <16 x i8> %35, <16 x i8> poison, <16 x i32> zeroinitializer
  %37 = tail call <8 x i64> asm "", "=v,0,~{dirflag},~{fpsr},~{flags}"(<8 x i64> %33)
  %38 = icmp slt i64 %3, %4
  br i1 %38, label %39, label %166

39:                                               ; preds = %20
  %40 = select i1 %25, i32 0, i32 -128
  %41 = trunc i64 %18 to i32
  %42 = sub nsw i32 %40, %41
  %43 = icmp ne i32 %27, %28
  %44 = icmp slt i64 %9, 64
  %45 = and i64 %9, 9223372036854775744
  %46 = bitcast <8 x i64> %37 to <64 x i8>
  %47 = icmp slt i64 %5, %6
  %48 = and i64 %9, -4
  %49 = icmp sgt i64 %9, 3
  %50 = shl nsw i64 %13, 1
  %51 = mul nsw i64 %13, 3
  %52 = icmp eq i32 %40, %41
  %53 = icmp eq i64 %48, %9
  %54 = trunc i64 %9 to i32
  %55 = and i32 %54, 3
  %56 = mul nsw i64 %13, %48
  %57 = icmp samesign ugt i32 %55, 1
  %58 = icmp eq i32 %55, 2
  %59 = shl nsw i32 -1, %55
  %60 = trunc nsw i32 %59 to i16
  %61 = xor i16 %60, -1
  %62 = bitcast i16 %61 to <16 x i1>
  %63 = insertelement <16 x i32> poison, i32 %42, i64 0
  %64 = shufflevector <16 x i32> %63, <16 x i32> poison, <16 x i32> zeroinitializer
  %65 = mul i32 %29, %42
  %66 = mul i32 %65, %54
  %67 = getelementptr inbounds nuw i8, ptr %21, i64 4
  %68 = shl nsw i64 %11, 1
  %69 = shl nsw i64 %11, 1
  %70 = getelementptr inbounds nuw i8, ptr %21, i64 4
  %71 = getelementptr inbounds nuw i8, ptr %21, i64 8
  %72 = shl nsw i64 %15, 3
  %73 = shl nsw i64 %11, 1
  %74 = mul nsw i64 %11, 3
  %75 = shl nsw i64 %11, 1
  %76 = mul nsw i64 %11, 3
  %77 = getelementptr inbounds nuw i8, ptr %21, i64 4
  %78 = getelementptr inbounds nuw i8, ptr %21, i64 8
  %79 = shl nsw i64 %15, 3
  %80 = getelementptr inbounds nuw i8, ptr %21, i64 12
  %81 = mul nsw i64 %15, 12
  %82 = shl nsw i64 %11, 1
  %83 = mul nsw i64 %11, 3
  %84 = shl nsw i64 %11, 2
  %85 = shl nsw i64 %11, 1
  %86 = mul nsw i64 %11, 3
  %87 = shl nsw i64 %11, 2
  %88 = getelementptr inbounds nuw i8, ptr %21, i64 4
  %89 = getelementptr inbounds nuw i8, ptr %21, i64 8
  %90 = shl nsw i64 %15, 3
  %91 = getelementptr inbounds nuw i8, ptr %21, i64 12
  %92 = mul nsw i64 %15, 12
  %93 = getelementptr inbounds nuw i8, ptr %21, i64 16
  %94 = shl nsw i64 %15, 4
  %95 = shl nsw i64 %11, 1
  %96 = mul nsw i64 %11, 3
  %97 = shl nsw i64 %11, 2
  %98 = mul nsw i64 %11, 5
  %99 = shl nsw i64 %11, 1
  %100 = mul nsw i64 %11, 3
  %101 = shl nsw i64 %11, 2
  %102 = mul nsw i64 %11, 5
  %103 = getelementptr inbounds nuw i8, ptr %21, i64 4
  %104 = getelementptr inbounds nuw i8, ptr %21, i64 8
  %105 = shl nsw i64 %15, 3
  %106 = getelementptr inbounds nuw i8, ptr %21, i64 12
  %107 = mul nsw i64 %15, 12
  %108 = getelementptr inbounds nuw i8, ptr %21, i64 16
  %109 = shl nsw i64 %15, 4
  %110 = getelementptr inbounds nuw i8, ptr %21, i64 20
  %111 = mul nsw i64 %15, 20
  %112 = shl nsw i64 %11, 1
  %113 = mul nsw i64 %11, 3
  %114 = shl nsw i64 %11, 2
  %115 = mul nsw i64 %11, 5
  %116 = mul nsw i64 %11, 6
  %117 = shl nsw i64 %11, 1
  %118 = mul nsw i64 %11, 3
  %119 = shl nsw i64 %11, 2
  %120 = mul nsw i64 %11, 5
  %121 = mul nsw i64 %11, 6
  %122 = getelementptr inbounds nuw i8, ptr %21, i64 4
  %123 = getelementptr inbounds nuw i8, ptr %21, i64 8
  %124 = shl nsw i64 %15, 3
  %125 = getelementptr inbounds nuw i8, ptr %21, i64 12
  %126 = mul nsw i64 %15, 12
  %127 = getelementptr inbounds nuw i8, ptr %21, i64 16
  %128 = shl nsw i64 %15, 4
  %129 = getelementptr inbounds nuw i8, ptr %21, i64 20
  %130 = mul nsw i64 %15, 20
  %131 = getelementptr inbounds nuw i8, ptr %21, i64 24
  %132 = mul nsw i64 %15, 24
  %133 = shl nsw i64 %11, 1
  %134 = mul nsw i64 %11, 3
  %135 = shl nsw i64 %11, 2
  %136 = mul nsw i64 %11, 5
  %137 = mul nsw i64 %11, 6
  %138 = mul nsw i64 %11, 7
  %139 = shl nsw i64 %11, 1
  %140 = mul nsw i64 %11, 3
  %141 = shl nsw i64 %11, 2
  %142 = mul nsw i64 %11, 5
  %143 = mul nsw i64 %11, 6
  %144 = mul nsw i64 %11, 7
  %145 = getelementptr inbounds nuw i8, ptr %21, i64 4
  %146 = getelementptr inbounds nuw i8, ptr %21, i64 8
  %147 = shl nsw i64 %15, 3
  %148 = getelementptr inbounds nuw i8, ptr %21, i64 12
  %149 = mul nsw i64 %15, 12
  %150 = getelementptr inbounds nuw i8, ptr %21, i64 16
  %151 = shl nsw i64 %15, 4
  %152 = getelementptr inbounds nuw i8, ptr %21, i64 20
  %153 = mul nsw i64 %15, 20
  %154 = getelementptr inbounds nuw i8, ptr %21, i64 24
  %155 = mul nsw i64 %15, 24
  %156 = getelementptr inbounds nuw i8, ptr %21, i64 28
  %157 = mul nsw i64 %15, 28
  %158 = add i64 %9, -64
  %159 = lshr i64 %158, 6
  %160 = add nuw nsw i64 %159, 1
  %161 = and i64 %160, 3
  %162 = icmp ult i64 %158, 192
  %163 = and i64 %160, 576460752303423484
  %164 = icmp eq i64 %161, 0
  %165 = icmp ne i64 %161, 0
  br label %167

166:                                              ; preds = %485, %20
  ret void

167:                                              ; preds = %39, %485
  %168 = phi i64 [ %3, %39 ], [ %488, %485 ]
  %169 = sdiv i64 %168, %7
  %170 = srem i64 %168, %7
  %171 = sub nsw i64 %4, %168
  %172 = sub nsw i64 %7, %170
  %173 = tail call i64 @llvm.smin.i64(i64 %171, i64 %172)
  %174 = tail call i64 @llvm.smin.i64(i64 %173, i64 8)
  %175 = trunc i64 %174 to i32
  %176 = mul nsw i64 %169, %10
  %177 = getelementptr inbounds i8, ptr %22, i64 %176
  %178 = mul nsw i64 %170, %11
  %179 = getelementptr inbounds i8, ptr %177, i64 %178
  call void @llvm.lifetime.start.p0(ptr nonnull %21)
  %180 = shl i64 %174, 32
  %181 = ashr exact i64 %180, 32
  br label %399

182:                                              ; preds = %480
  br i1 %47, label %183, label %485

183:                                              ; preds = %182
  %184 = mul nsw i64 %169, %12
  %185 = getelementptr inbounds i8, ptr %23, i64 %184
  %186 = mul nsw i64 %169, %14
  %187 = getelementptr inbounds i32, ptr %24, i64 %186
  %188 = mul nsw i64 %170, %15
  %189 = getelementptr inbounds i32, ptr %187, i64 %188
  %190 = getelementptr i8, ptr %179, i64 %48
  %191 = getelementptr i8, ptr %190, i64 %11
  %192 = load i32, ptr %21, align 16
  %193 = mul i32 %192, %29
  %194 = add i32 %193, %66
  %195 = insertelement <16 x i32> poison, i32 %194, i64 0
  %196 = shufflevector <16 x i32> %195, <16 x i32> poison, <16 x i32> zeroinitializer
  %197 = load i32, ptr %67, align 4
  %198 = mul i32 %197, %29
  %199 = add i32 %198, %66
  %200 = insertelement <16 x i32> poison, i32 %199, i64 0
  %201 = shufflevector <16 x i32> %200, <16 x i32> poison, <16 x i32> zeroinitializer
  %202 = getelementptr i8, ptr %190, i64 %11
  %203 = getelementptr i8, ptr %190, i64 %69
  %204 = load i32, ptr %21, align 16
  %205 = mul i32 %204, %29
  %206 = add i32 %205, %66
  %207 = insertelement <16 x i32> poison, i32 %206, i64 0
  %208 = shufflevector <16 x i32> %207, <16 x i32> poison, <16 x i32> zeroinitializer
  %209 = load i32, ptr %70, align 4
  %210 = mul i32 %209, %29
  %211 = add i32 %210, %66
  %212 = insertelement <16 x i32> poison, i32 %211, i64 0
  %213 = shufflevector <16 x i32> %212, <16 x i32> poison, <16 x i32> zeroinitializer
  %214 = load i32, ptr %71, align 8
  %215 = mul i32 %214, %29
  %216 = add i32 %215, %66
  %217 = insertelement <16 x i32> poison, i32 %216, i64 0
  %218 = shufflevector <16 x i32> %217, <16 x i32> poison, <16 x i32> zeroinitializer
  %219 = getelementptr i8, ptr %190, i64 %11
  %220 = getelementptr i8, ptr %190, i64 %75
  %221 = getelementptr i8, ptr %190, i64 %76
  %222 = load i32, ptr %21, align 16
  %223 = mul i32 %222, %29
  %224 = add i32 %223, %66
  %225 = insertelement <16 x i32> poison, i32 %224, i64 0
  %226 = shufflevector <16 x i32> %225, <16 x i32> poison, <16 x i32> zeroinitializer
  %227 = load i32, ptr %77, align 4
  %228 = mul i32 %227, %29
  %229 = add i32 %228, %66
  %230 = insertelement <16 x i32> poison, i32 %229, i64 0
  %231 = shufflevector <16 x i32> %230, <16 x i32> poison, <16 x i32> zeroinitializer
  %232 = load i32, ptr %78, align 8
  %233 = mul i32 %232, %29
  %234 = add i32 %233, %66
  %235 = insertelement <16 x i32> poison, i32 %234, i64 0
  %236 = shufflevector <16 x i32> %235, <16 x i32> poison, <16 x i32> zeroinitializer
  %237 = load i32, ptr %80, align 4
  %238 = mul i32 %237, %29
  %239 = add i32 %238, %66
  %240 = insertelement <16 x i32> poison, i32 %239, i64 0
  %241 = shufflevector <16 x i32> %240, <16 x i32> poison, <16 x i32> zeroinitializer
  %242 = getelementptr i8, ptr %190, i64 %11
  %243 = getelementptr i8, ptr %190, i64 %85
  %244 = getelementptr i8, ptr %190, i64 %86
  %245 = getelementptr i8, ptr %190, i64 %87
  %246 = load i32, ptr %21, align 16
  %247 = mul i32 %246, %29
  %248 = add i32 %247, %66
  %249 = insertelement <16 x i32> poison, i32 %248, i64 0
  %250 = shufflevector <16 x i32> %249, <16 x i32> poison, <16 x i32> zeroinitializer
  %251 = load i32, ptr %88, align 4
  %252 = mul i32 %251, %29
  %253 = add i32 %252, %66
  %254 = insertelement <16 x i32> poison, i32 %253, i64 0
  %255 = shufflevector <16 x i32> %254, <16 x i32> poison, <16 x i32> zeroinitializer
  %256 = load i32, ptr %89, align 8
  %257 = mul i32 %256, %29
  %258 = add i32 %257, %66
  %259 = insertelement <16 x i32> poison, i32 %258, i64 0
  %260 = shufflevector <16 x i32> %259, <16 x i32> poison, <16 x i32> zeroinitializer
  %261 = load i32, ptr %91, align 4
  %262 = mul i32 %261, %29
  %263 = add i32 %262, %66
  %264 = insertelement <16 x i32> poison, i32 %263, i64 0
  %265 = shufflevector <16 x i32> %264, <16 x i32> poison, <16 x i32> zeroinitializer
  %266 = load i32, ptr %93, align 16
  %267 = mul i32 %266, %29
  %268 = add i32 %267, %66
  %269 = insertelement <16 x i32> poison, i32 %268, i64 0
  %270 = shufflevector <16 x i32> %269, <16 x i32> poison, <16 x i32> zeroinitializer
  %271 = getelementptr i8, ptr %190, i64 %11
  %272 = getelementptr i8, ptr %190, i64 %99
  %273 = getelementptr i8, ptr %190, i64 %100
  %274 = getelementptr i8, ptr %190, i64 %101
  %275 = getelementptr i8, ptr %190, i64 %102
  %276 = load i32, ptr %21, align 16
  %277 = mul i32 %276, %29
  %278 = add i32 %277, %66
  %279 = insertelement <16 x i32> poison, i32 %278, i64 0
  %280 = shufflevector <16 x i32> %279, <16 x i32> poison, <16 x i32> zeroinitializer
  %281 = load i32, ptr %103, align 4
  %282 = mul i32 %281, %29
  %283 = add i32 %282, %66
  %284 = insertelement <16 x i32> poison, i32 %283, i64 0
  %285 = shufflevector <16 x i32> %284, <16 x i32> poison, <16 x i32> zeroinitializer
  %286 = load i32, ptr %104, align 8
  %287 = mul i32 %286, %29
  %288 = add i32 %287, %66
  %289 = insertelement <16 x i32> poison, i32 %288, i64 0
  %290 = shufflevector <16 x i32> %289, <16 x i32> poison, <16 x i32> zeroinitializer
  %291 = load i32, ptr %106, align 4
  %292 = mul i32 %291, %29
  %293 = add i32 %292, %66
  %294 = insertelement <16 x i32> poison, i32 %293, i64 0
  %295 = shufflevector <16 x i32> %294, <16 x i32> poison, <16 x i32> zeroinitializer
  %296 = load i32, ptr %108, align 16
  %297 = mul i32 %296, %29
  %298 = add i32 %297, %66
  %299 = insertelement <16 x i32> poison, i32 %298, i64 0
  %300 = shufflevector <16 x i32> %299, <16 x i32> poison, <16 x i32> zeroinitializer
  %301 = load i32, ptr %110, align 4
  %302 = mul i32 %301, %29
  %303 = add i32 %302, %66
  %304 = insertelement <16 x i32> poison, i32 %303, i64 0
  %305 = shufflevector <16 x i32> %304, <16 x i32> poison, <16 x i32> zeroinitializer
  %306 = getelementptr i8, ptr %190, i64 %11
  %307 = getelementptr i8, ptr %190, i64 %117
  %308 = getelementptr i8, ptr %190, i64 %118
  %309 = getelementptr i8, ptr %190, i64 %119
  %310 = getelementptr i8, ptr %190, i64 %120
  %311 = getelementptr i8, ptr %190, i64 %121
  %312 = load i32, ptr %21, align 16
  %313 = mul i32 %312, %29
  %314 = add i32 %313, %66
  %315 = insertelement <16 x i32> poison, i32 %314, i64 0
  %316 = shufflevector <16 x i32> %315, <16 x i32> poison, <16 x i32> zeroinitializer
  %317 = load i32, ptr %122, align 4
  %318 = mul i32 %317, %29
  %319 = add i32 %318, %66
  %320 = insertelement <16 x i32> poison, i32 %319, i64 0
  %321 = shufflevector <16 x i32> %320, <16 x i32> poison, <16 x i32> zeroinitializer
  %322 = load i32, ptr %123, align 8
  %323 = mul i32 %322, %29
  %324 = add i32 %323, %66
  %325 = insertelement <16 x i32> poison, i32 %324, i64 0
  %326 = shufflevector <16 x i32> %325, <16 x i32> poison, <16 x i32> zeroinitializer
  %327 = load i32, ptr %125, align 4
  %328 = mul i32 %327, %29
  %329 = add i32 %328, %66
  %330 = insertelement <16 x i32> poison, i32 %329, i64 0
  %331 = shufflevector <16 x i32> %330, <16 x i32> poison, <16 x i32> zeroinitializer
  %332 = load i32, ptr %127, align 16
  %333 = mul i32 %332, %29
  %334 = add i32 %333, %66
  %335 = insertelement <16 x i32> poison, i32 %334, i64 0
  %336 = shufflevector <16 x i32> %335, <16 x i32> poison, <16 x i32> zeroinitializer
  %337 = load i32, ptr %129, align 4
  %338 = mul i32 %337, %29
  %339 = add i32 %338, %66
  %340 = insertelement <16 x i32> poison, i32 %339, i64 0
  %341 = shufflevector <16 x i32> %340, <16 x i32> poison, <16 x i32> zeroinitializer
  %342 = load i32, ptr %131, align 8
  %343 = mul i32 %342, %29
  %344 = add i32 %343, %66
  %345 = insertelement <16 x i32> poison, i32 %344, i64 0
  %346 = shufflevector <16 x i32> %345, <16 x i32> poison, <16 x i32> zeroinitializer
  %347 = getelementptr i8, ptr %190, i64 %11
  %348 = getelementptr i8, ptr %190, i64 %139
  %349 = getelementptr i8, ptr %190, i64 %140
  %350 = getelementptr i8, ptr %190, i64 %141
  %351 = getelementptr i8, ptr %190, i64 %142
  %352 = getelementptr i8, ptr %190, i64 %143
  %353 = getelementptr i8, ptr %190, i64 %144
  %354 = load i32, ptr %21, align 16
  %355 = mul i32 %354, %29
  %356 = add i32 %355, %66
  %357 = insertelement <16 x i32> poison, i32 %356, i64 0
  %358 = shufflevector <16 x i32> %357, <16 x i32> poison, <16 x i32> zeroinitializer
  %359 = load i32, ptr %145, align 4
  %360 = mul i32 %359, %29
  %361 = add i32 %360, %66
  %362 = insertelement <16 x i32> poison, i32 %361, i64 0
  %363 = shufflevector <16 x i32> %362, <16 x i32> poison, <16 x i32> zeroinitializer
  %364 = load i32, ptr %146, align 8
  %365 = mul i32 %364, %29
  %366 = add i32 %365, %66
  %367 = insertelement <16 x i32> poison, i32 %366, i64 0
  %368 = shufflevector <16 x i32> %367, <16 x i32> poison, <16 x i32> zeroinitializer
  %369 = load i32, ptr %148, align 4
  %370 = mul i32 %369, %29
  %371 = add i32 %370, %66
  %372 = insertelement <16 x i32> poison, i32 %371, i64 0
  %373 = shufflevector <16 x i32> %372, <16 x i32> poison, <16 x i32> zeroinitializer
  %374 = load i32, ptr %150, align 16
  %375 = mul i32 %374, %29
  %376 = add i32 %375, %66
  %377 = insertelement <16 x i32> poison, i32 %376, i64 0
  %378 = shufflevector <16 x i32> %377, <16 x i32> poison, <16 x i32> zeroinitializer
  %379 = load i32, ptr %152, align 4
  %380 = mul i32 %379, %29
  %381 = add i32 %380, %66
  %382 = insertelement <16 x i32> poison, i32 %381, i64 0
  %383 = shufflevector <16 x i32> %382, <16 x i32> poison, <16 x i32> zeroinitializer
  %384 = load i32, ptr %154, align 8
  %385 = mul i32 %384, %29
  %386 = add i32 %385, %66
  %387 = insertelement <16 x i32> poison, i32 %386, i64 0
  %388 = shufflevector <16 x i32> %387, <16 x i32> poison, <16 x i32> zeroinitializer
  %389 = load i32, ptr %156, align 4
  %390 = mul i32 %389, %29
  %391 = add i32 %390, %66
  %392 = insertelement <16 x i32> poison, i32 %391, i64 0
  %393 = shufflevector <16 x i32> %392, <16 x i32> poison, <16 x i32> zeroinitializer
  %394 = load i32, ptr %21, align 16
  %395 = mul i32 %394, %29
  %396 = add i32 %395, %66
  %397 = insertelement <16 x i32> poison, i32 %396, i64 0
  %398 = shufflevector <16 x i32> %397, <16 x i32> poison, <16 x i32> zeroinitializer
  br label %490

399:                                              ; preds = %167, %480
  %400 = phi i64 [ 0, %167 ], [ %483, %480 ]
  %401 = icmp slt i64 %400, %181
  %402 = select i1 %43, i1 %401, i1 false
  br i1 %402, label %403, label %480

403:                                              ; preds = %399
  %404 = mul nsw i64 %11, %400
  %405 = getelementptr inbounds i8, ptr %179, i64 %404
  br i1 %44, label %461, label %406

406:                                              ; preds = %403
  br i1 %162, label %443, label %407

407:                                              ; preds = %406, %407
  %408 = phi i64 [ %439, %407 ], [ 64, %406 ]
  %409 = phi <8 x i64> [ %438, %407 ], [ zeroinitializer, %406 ]
  %410 = phi i64 [ %431, %407 ], [ 0, %406 ]
  %411 = phi i64 [ %440, %407 ], [ 0, %406 ]
  %412 = getelementptr inbounds nuw i8, ptr %405, i64 %410
  %413 = load <8 x i64>, ptr %412, align 1
  %414 = xor <8 x i64> %413, %37
  %415 = bitcast <8 x i64> %414 to <64 x i8>
  %416 = tail call <8 x i64> @llvm.x86.avx512.psad.bw.512(<64 x i8> %415, <64 x i8> zeroinitializer)
  %417 = add <8 x i64> %416, %409
  %418 = getelementptr inbounds nuw i8, ptr %405, i64 %408
  %419 = load <8 x i64>, ptr %418, align 1
  %420 = xor <8 x i64> %419, %37
  %421 = bitcast <8 x i64> %420 to <64 x i8>
  %422 = tail call <8 x i64> @llvm.x86.avx512.psad.bw.512(<64 x i8> %421, <64 x i8> zeroinitializer)
  %423 = add <8 x i64> %422, %417
  %424 = getelementptr inbounds nuw i8, ptr %405, i64 %408
  %425 = getelementptr inbounds nuw i8, ptr %424, i64 64
  %426 = load <8 x i64>, ptr %425, align 1
  %427 = xor <8 x i64> %426, %37
  %428 = bitcast <8 x i64> %427 to <64 x i8>
  %429 = tail call <8 x i64> @llvm.x86.avx512.psad.bw.512(<64 x i8> %428, <64 x i8> zeroinitializer)
  %430 = add <8 x i64> %429, %423
  %431 = add nuw nsw i64 %408, 192
  %432 = getelementptr inbounds nuw i8, ptr %405, i64 %408
  %433 = getelementptr inbounds nuw i8, ptr %432, i64 128
  %434 = load <8 x i64>, ptr %433, align 1
  %435 = xor <8 x i64> %434, %37
  %436 = bitcast <8 x i64> %435 to <64 x i8>
  %437 = tail call <8 x i64> @llvm.x86.avx512.psad.bw.512(<64 x i8> %436, <64 x i8> zeroinitializer)
  %438 = add <8 x i64> %437, %430
  %439 = add nuw nsw i64 %408, 256
  %440 = add i64 %411, 4
  %441 = icmp eq i64 %440, %163
  br i1 %441, label %442, label %407

442:                                              ; preds = %407
  br i1 %164, label %461, label %443

443:                                              ; preds = %442, %406
  %444 = phi i64 [ 64, %406 ], [ %439, %442 ]
  %445 = phi <8 x i64> [ zeroinitializer, %406 ], [ %438, %442 ]
  %446 = phi i64 [ 0, %406 ], [ %431, %442 ]
  tail call void @llvm.assume(i1 %165)
  br label %447

447:                                              ; preds = %447, %443
  %448 = phi i64 [ %458, %447 ], [ %444, %443 ]
  %449 = phi <8 x i64> [ %457, %447 ], [ %445, %443 ]
  %450 = phi i64 [ %448, %447 ], [ %446, %443 ]
  %451 = phi i64 [ %459, %447 ], [ 0, %443 ]
  %452 = getelementptr inbounds nuw i8, ptr %405, i64 %450
  %453 = load <8 x i64>, ptr %452, align 1
  %454 = xor <8 x i64> %453, %37
  %455 = bitcast <8 x i64> %454 to <64 x i8>
  %456 = tail call <8 x i64> @llvm.x86.avx512.psad.bw.512(<64 x i8> %455, <64 x i8> zeroinitializer)
  %457 = add <8 x i64> %456, %449
  %458 = add nuw nsw i64 %448, 64
  %459 = add i64 %451, 1
  %460 = icmp eq i64 %459, %161
  br i1 %460, label %461, label %447

461:                                              ; preds = %442, %447, %403
  %462 = phi i64 [ 0, %403 ], [ %45, %447 ], [ %45, %442 ]
  %463 = phi <8 x i64> [ zeroinitializer, %403 ], [ %438, %442 ], [ %457, %447 ]
  %464 = icmp slt i64 %462, %9
  br i1 %464, label %465, label %476

465:                                              ; preds = %461
  %466 = sub nsw i64 %462, %9
  %467 = add nsw i64 %466, 64
  %468 = lshr i64 -1, %467
  %469 = getelementptr inbounds nuw i8, ptr %405, i64 %462
  %470 = bitcast i64 %468 to <64 x i1>
  %471 = tail call <64 x i8> @llvm.masked.load.v64i8.p0(ptr readonly align 1 %469, <64 x i1> %470, <64 x i8> zeroinitializer)
  %472 = xor <64 x i8> %471, %46
  %473 = select <64 x i1> %470, <64 x i8> %472, <64 x i8> zeroinitializer
  %474 = tail call <8 x i64> @llvm.x86.avx512.psad.bw.512(<64 x i8> %473, <64 x i8> zeroinitializer)
  %475 = add <8 x i64> %474, %463
  br label %476

476:                                              ; preds = %461, %465
  %477 = phi <8 x i64> [ %475, %465 ], [ %463, %461 ]
  %478 = tail call i64 @llvm.vector.reduce.add.v8i64(<8 x i64> %477)
  %479 = trunc i64 %478 to i32
  br label %480

480:                                              ; preds = %399, %476
  %481 = phi i32 [ %479, %476 ], [ 0, %399 ]
  %482 = getelementptr inbounds nuw i32, ptr %21, i64 %400
  store i32 %481, ptr %482, align 4
  %483 = add nuw nsw i64 %400, 1
  %484 = icmp eq i64 %483, 8
  br i1 %484, label %182, label %399

485:                                              ; preds = %2098, %182
  %486 = shl i64 %174, 32
  %487 = ashr exact i64 %486, 32
  %488 = add nsw i64 %487, %168
  call void @llvm.lifetime.end.p0(ptr nonnull %21)
  %489 = icmp slt i64 %488, %4
  br i1 %489, label %167, label %166

490:                                              ; preds = %183, %2098
  %491 = phi i64 [ %5, %183 ], [ %2099, %2098 ]
  %492 = shl nsw i64 %491, 4
  %493 = sub nsw i64 %8, %492
  %494 = icmp sgt i64 %493, 15
  %495 = trunc i64 %493 to i32
  %496 = shl nsw i32 -1, %495
  %497 = trunc i32 %496 to i16
  %498 = xor i16 %497, -1
  %499 = select i1 %494, i16 -1, i16 %498
  %500 = getelementptr inbounds i8, ptr %185, i64 %492
  %501 = getelementptr inbounds i32, ptr %189, i64 %492
  switch i32 %175, label %1979 [
    i32 8, label %502
    i32 7, label %782
    i32 6, label %1039
    i32 5, label %1273
    i32 4, label %1484
    i32 3, label %1672
    i32 2, label %1837
  ]

502:                                              ; preds = %490
  br i1 %49, label %503, label %505

503:                                              ; preds = %502
  %504 = bitcast i16 %499 to <16 x i1>
  br label %517

505:                                              ; preds = %565, %502
  %506 = phi <16 x i32> [ zeroinitializer, %502 ], [ %622, %565 ]
  %507 = phi <16 x i32> [ zeroinitializer, %502 ], [ %614, %565 ]
  %508 = phi <16 x i32> [ zeroinitializer, %502 ], [ %606, %565 ]
  %509 = phi <16 x i32> [ zeroinitializer, %502 ], [ %598, %565 ]
  %510 = phi <16 x i32> [ zeroinitializer, %502 ], [ %590, %565 ]
  %511 = phi <16 x i32> [ zeroinitializer, %502 ], [ %582, %565 ]
  %512 = phi <16 x i32> [ zeroinitializer, %502 ], [ %574, %565 ]
  %513 = phi <16 x i32> [ zeroinitializer, %502 ], [ %630, %565 ]
  %514 = phi <16 x i32> [ zeroinitializer, %502 ], [ %566, %565 ]
  br i1 %53, label %515, label %633

515:                                              ; preds = %505
  %516 = bitcast i16 %499 to <16 x i1>
  br label %731

517:                                              ; preds = %503, %565
  %518 = phi <16 x i32> [ zeroinitializer, %503 ], [ %622, %565 ]
  %519 = phi <16 x i32> [ zeroinitializer, %503 ], [ %614, %565 ]
  %520 = phi <16 x i32> [ zeroinitializer, %503 ], [ %606, %565 ]
  %521 = phi <16 x i32> [ zeroinitializer, %503 ], [ %598, %565 ]
  %522 = phi <16 x i32> [ zeroinitializer, %503 ], [ %590, %565 ]
  %523 = phi <16 x i32> [ zeroinitializer, %503 ], [ %582, %565 ]
  %524 = phi <16 x i32> [ zeroinitializer, %503 ], [ %574, %565 ]
  %525 = phi <16 x i32> [ zeroinitializer, %503 ], [ %630, %565 ]
  %526 = phi <16 x i32> [ zeroinitializer, %503 ], [ %566, %565 ]
  %527 = phi i64 [ 0, %503 ], [ %631, %565 ]
  %528 = mul nsw i64 %527, %13
  %529 = getelementptr inbounds i8, ptr %500, i64 %528
  %530 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %529, <16 x i1> %504, <16 x i8> zeroinitializer)
  %531 = getelementptr inbounds i8, ptr %529, i64 %13
  %532 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %531, <16 x i1> %504, <16 x i8> zeroinitializer)
  %533 = xor <16 x i8> %532, %36
  %534 = getelementptr inbounds i8, ptr %529, i64 %50
  %535 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %534, <16 x i1> %504, <16 x i8> zeroinitializer)
  %536 = xor <16 x i8> %535, %36
  %537 = getelementptr inbounds i8, ptr %529, i64 %51
  %538 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %537, <16 x i1> %504, <16 x i8> zeroinitializer)
  %539 = xor <16 x i8> %538, %36
  %540 = xor <16 x i8> %530, %36
  %541 = shufflevector <16 x i8> %540, <16 x i8> %533, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %542 = shufflevector <16 x i8> %540, <16 x i8> %533, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %543 = shufflevector <16 x i8> %536, <16 x i8> %539, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %544 = shufflevector <16 x i8> %536, <16 x i8> %539, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %545 = bitcast <16 x i8> %541 to <8 x i16>
  %546 = bitcast <16 x i8> %543 to <8 x i16>
  %547 = shufflevector <8 x i16> %545, <8 x i16> %546, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %548 = bitcast <8 x i16> %547 to <4 x i32>
  %549 = shufflevector <8 x i16> %545, <8 x i16> %546, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %550 = bitcast <8 x i16> %549 to <4 x i32>
  %551 = shufflevector <4 x i32> %548, <4 x i32> %550, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %552 = bitcast <16 x i8> %542 to <8 x i16>
  %553 = bitcast <16 x i8> %544 to <8 x i16>
  %554 = shufflevector <8 x i16> %552, <8 x i16> %553, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %555 = bitcast <8 x i16> %554 to <4 x i32>
  %556 = shufflevector <4 x i32> %555, <4 x i32> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %557 = shufflevector <16 x i32> %551, <16 x i32> %556, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 poison, i32 poison, i32 poison, i32 poison>
  %558 = shufflevector <8 x i16> %552, <8 x i16> %553, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %559 = bitcast <8 x i16> %558 to <4 x i32>
  %560 = shufflevector <4 x i32> %559, <4 x i32> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %561 = shufflevector <16 x i32> %557, <16 x i32> %560, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 18, i32 19>
  %562 = bitcast <16 x i32> %561 to <64 x i8>
  br i1 %52, label %565, label %563

563:                                              ; preds = %517
  %564 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %526, <64 x i8> splat (i8 1), <64 x i8> %562)
  br label %565

565:                                              ; preds = %517, %563
  %566 = phi <16 x i32> [ %564, %563 ], [ %526, %517 ]
  %567 = getelementptr i8, ptr %179, i64 %527
  %568 = load i32, ptr %567, align 1
  %569 = insertelement <16 x i32> poison, i32 %568, i64 0
  %570 = shufflevector <16 x i32> %569, <16 x i32> poison, <16 x i32> zeroinitializer
  %571 = bitcast <16 x i32> %570 to <8 x i64>
  %572 = xor <8 x i64> %37, %571
  %573 = bitcast <8 x i64> %572 to <64 x i8>
  %574 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %524, <64 x i8> %573, <64 x i8> %562)
  %575 = getelementptr i8, ptr %567, i64 %11
  %576 = load i32, ptr %575, align 1
  %577 = insertelement <16 x i32> poison, i32 %576, i64 0
  %578 = shufflevector <16 x i32> %577, <16 x i32> poison, <16 x i32> zeroinitializer
  %579 = bitcast <16 x i32> %578 to <8 x i64>
  %580 = xor <8 x i64> %37, %579
  %581 = bitcast <8 x i64> %580 to <64 x i8>
  %582 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %523, <64 x i8> %581, <64 x i8> %562)
  %583 = getelementptr i8, ptr %567, i64 %133
  %584 = load i32, ptr %583, align 1
  %585 = insertelement <16 x i32> poison, i32 %584, i64 0
  %586 = shufflevector <16 x i32> %585, <16 x i32> poison, <16 x i32> zeroinitializer
  %587 = bitcast <16 x i32> %586 to <8 x i64>
  %588 = xor <8 x i64> %37, %587
  %589 = bitcast <8 x i64> %588 to <64 x i8>
  %590 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %522, <64 x i8> %589, <64 x i8> %562)
  %591 = getelementptr i8, ptr %567, i64 %134
  %592 = load i32, ptr %591, align 1
  %593 = insertelement <16 x i32> poison, i32 %592, i64 0
  %594 = shufflevector <16 x i32> %593, <16 x i32> poison, <16 x i32> zeroinitializer
  %595 = bitcast <16 x i32> %594 to <8 x i64>
  %596 = xor <8 x i64> %37, %595
  %597 = bitcast <8 x i64> %596 to <64 x i8>
  %598 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %521, <64 x i8> %597, <64 x i8> %562)
  %599 = getelementptr i8, ptr %567, i64 %135
  %600 = load i32, ptr %599, align 1
  %601 = insertelement <16 x i32> poison, i32 %600, i64 0
  %602 = shufflevector <16 x i32> %601, <16 x i32> poison, <16 x i32> zeroinitializer
  %603 = bitcast <16 x i32> %602 to <8 x i64>
  %604 = xor <8 x i64> %37, %603
  %605 = bitcast <8 x i64> %604 to <64 x i8>
  %606 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %520, <64 x i8> %605, <64 x i8> %562)
  %607 = getelementptr i8, ptr %567, i64 %136
  %608 = load i32, ptr %607, align 1
  %609 = insertelement <16 x i32> poison, i32 %608, i64 0
  %610 = shufflevector <16 x i32> %609, <16 x i32> poison, <16 x i32> zeroinitializer
  %611 = bitcast <16 x i32> %610 to <8 x i64>
  %612 = xor <8 x i64> %37, %611
  %613 = bitcast <8 x i64> %612 to <64 x i8>
  %614 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %519, <64 x i8> %613, <64 x i8> %562)
  %615 = getelementptr i8, ptr %567, i64 %137
  %616 = load i32, ptr %615, align 1
  %617 = insertelement <16 x i32> poison, i32 %616, i64 0
  %618 = shufflevector <16 x i32> %617, <16 x i32> poison, <16 x i32> zeroinitializer
  %619 = bitcast <16 x i32> %618 to <8 x i64>
  %620 = xor <8 x i64> %37, %619
  %621 = bitcast <8 x i64> %620 to <64 x i8>
  %622 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %518, <64 x i8> %621, <64 x i8> %562)
  %623 = getelementptr i8, ptr %567, i64 %138
  %624 = load i32, ptr %623, align 1
  %625 = insertelement <16 x i32> poison, i32 %624, i64 0
  %626 = shufflevector <16 x i32> %625, <16 x i32> poison, <16 x i32> zeroinitializer
  %627 = bitcast <16 x i32> %626 to <8 x i64>
  %628 = xor <8 x i64> %37, %627
  %629 = bitcast <8 x i64> %628 to <64 x i8>
  %630 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %525, <64 x i8> %629, <64 x i8> %562)
  %631 = add nuw nsw i64 %527, 4
  %632 = icmp slt i64 %631, %48
  br i1 %632, label %517, label %505

633:                                              ; preds = %505
  %634 = getelementptr inbounds i8, ptr %500, i64 %56
  %635 = bitcast i16 %499 to <16 x i1>
  %636 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %634, <16 x i1> %635, <16 x i8> zeroinitializer)
  br i1 %57, label %637, label %645

637:                                              ; preds = %633
  %638 = getelementptr inbounds i8, ptr %634, i64 %13
  %639 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %638, <16 x i1> %635, <16 x i8> zeroinitializer)
  %640 = xor <16 x i8> %639, %36
  br i1 %58, label %645, label %641

641:                                              ; preds = %637
  %642 = getelementptr inbounds i8, ptr %634, i64 %50
  %643 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %642, <16 x i1> %635, <16 x i8> zeroinitializer)
  %644 = xor <16 x i8> %643, %36
  br label %645

645:                                              ; preds = %633, %637, %641
  %646 = phi <16 x i8> [ zeroinitializer, %633 ], [ %644, %641 ], [ zeroinitializer, %637 ]
  %647 = phi <16 x i8> [ zeroinitializer, %633 ], [ %640, %641 ], [ %640, %637 ]
  %648 = xor <16 x i8> %636, %36
  %649 = shufflevector <16 x i8> %648, <16 x i8> %647, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %650 = shufflevector <16 x i8> %648, <16 x i8> %647, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %651 = shufflevector <16 x i8> %646, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %652 = shufflevector <16 x i8> %646, <16 x i8> <i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0>, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %653 = bitcast <16 x i8> %649 to <8 x i16>
  %654 = bitcast <16 x i8> %651 to <8 x i16>
  %655 = shufflevector <8 x i16> %653, <8 x i16> %654, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %656 = bitcast <8 x i16> %655 to <4 x i32>
  %657 = shufflevector <8 x i16> %653, <8 x i16> %654, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %658 = bitcast <8 x i16> %657 to <4 x i32>
  %659 = shufflevector <4 x i32> %656, <4 x i32> %658, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %660 = bitcast <16 x i8> %650 to <8 x i16>
  %661 = bitcast <16 x i8> %652 to <8 x i16>
  %662 = shufflevector <8 x i16> %660, <8 x i16> %661, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %663 = bitcast <8 x i16> %662 to <4 x i32>
  %664 = shufflevector <4 x i32> %663, <4 x i32> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %665 = shufflevector <16 x i32> %659, <16 x i32> %664, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 poison, i32 poison, i32 poison, i32 poison>
  %666 = shufflevector <8 x i16> %660, <8 x i16> %661, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %667 = bitcast <8 x i16> %666 to <4 x i32>
  %668 = shufflevector <4 x i32> %667, <4 x i32> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %669 = shufflevector <16 x i32> %665, <16 x i32> %668, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 18, i32 19>
  %670 = bitcast <16 x i32> %669 to <64 x i8>
  br i1 %52, label %673, label %671

671:                                              ; preds = %645
  %672 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %514, <64 x i8> splat (i8 1), <64 x i8> %670)
  br label %673

673:                                              ; preds = %645, %671
  %674 = phi <16 x i32> [ %672, %671 ], [ %514, %645 ]
  %675 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %190, <16 x i1> %62, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %676 = bitcast <16 x i8> %675 to <4 x i32>
  %677 = shufflevector <4 x i32> %676, <4 x i32> poison, <16 x i32> zeroinitializer
  %678 = bitcast <16 x i32> %677 to <8 x i64>
  %679 = xor <8 x i64> %37, %678
  %680 = bitcast <8 x i64> %679 to <64 x i8>
  %681 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %512, <64 x i8> %680, <64 x i8> %670)
  %682 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %347, <16 x i1> %62, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %683 = bitcast <16 x i8> %682 to <4 x i32>
  %684 = shufflevector <4 x i32> %683, <4 x i32> poison, <16 x i32> zeroinitializer
  %685 = bitcast <16 x i32> %684 to <8 x i64>
  %686 = xor <8 x i64> %37, %685
  %687 = bitcast <8 x i64> %686 to <64 x i8>
  %688 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %511, <64 x i8> %687, <64 x i8> %670)
  %689 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %348, <16 x i1> %62, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %690 = bitcast <16 x i8> %689 to <4 x i32>
  %691 = shufflevector <4 x i32> %690, <4 x i32> poison, <16 x i32> zeroinitializer
  %692 = bitcast <16 x i32> %691 to <8 x i64>
  %693 = xor <8 x i64> %37, %692
  %694 = bitcast <8 x i64> %693 to <64 x i8>
  %695 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %510, <64 x i8> %694, <64 x i8> %670)
  %696 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %349, <16 x i1> %62, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %697 = bitcast <16 x i8> %696 to <4 x i32>
  %698 = shufflevector <4 x i32> %697, <4 x i32> poison, <16 x i32> zeroinitializer
  %699 = bitcast <16 x i32> %698 to <8 x i64>
  %700 = xor <8 x i64> %37, %699
  %701 = bitcast <8 x i64> %700 to <64 x i8>
  %702 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %509, <64 x i8> %701, <64 x i8> %670)
  %703 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %350, <16 x i1> %62, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %704 = bitcast <16 x i8> %703 to <4 x i32>
  %705 = shufflevector <4 x i32> %704, <4 x i32> poison, <16 x i32> zeroinitializer
  %706 = bitcast <16 x i32> %705 to <8 x i64>
  %707 = xor <8 x i64> %37, %706
  %708 = bitcast <8 x i64> %707 to <64 x i8>
  %709 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %508, <64 x i8> %708, <64 x i8> %670)
  %710 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %351, <16 x i1> %62, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %711 = bitcast <16 x i8> %710 to <4 x i32>
  %712 = shufflevector <4 x i32> %711, <4 x i32> poison, <16 x i32> zeroinitializer
  %713 = bitcast <16 x i32> %712 to <8 x i64>
  %714 = xor <8 x i64> %37, %713
  %715 = bitcast <8 x i64> %714 to <64 x i8>
  %716 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %507, <64 x i8> %715, <64 x i8> %670)
  %717 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %352, <16 x i1> %62, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %718 = bitcast <16 x i8> %717 to <4 x i32>
  %719 = shufflevector <4 x i32> %718, <4 x i32> poison, <16 x i32> zeroinitializer
  %720 = bitcast <16 x i32> %719 to <8 x i64>
  %721 = xor <8 x i64> %37, %720
  %722 = bitcast <8 x i64> %721 to <64 x i8>
  %723 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %506, <64 x i8> %722, <64 x i8> %670)
  %724 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %353, <16 x i1> %62, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %725 = bitcast <16 x i8> %724 to <4 x i32>
  %726 = shufflevector <4 x i32> %725, <4 x i32> poison, <16 x i32> zeroinitializer
  %727 = bitcast <16 x i32> %726 to <8 x i64>
  %728 = xor <8 x i64> %37, %727
  %729 = bitcast <8 x i64> %728 to <64 x i8>
  %730 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %513, <64 x i8> %729, <64 x i8> %670)
  br label %731

731:                                              ; preds = %515, %673
  %732 = phi <16 x i1> [ %516, %515 ], [ %635, %673 ]
  %733 = phi <16 x i32> [ %506, %515 ], [ %723, %673 ]
  %734 = phi <16 x i32> [ %507, %515 ], [ %716, %673 ]
  %735 = phi <16 x i32> [ %508, %515 ], [ %709, %673 ]
  %736 = phi <16 x i32> [ %509, %515 ], [ %702, %673 ]
  %737 = phi <16 x i32> [ %510, %515 ], [ %695, %673 ]
  %738 = phi <16 x i32> [ %511, %515 ], [ %688, %673 ]
  %739 = phi <16 x i32> [ %512, %515 ], [ %681, %673 ]
  %740 = phi <16 x i32> [ %513, %515 ], [ %730, %673 ]
  %741 = phi <16 x i32> [ %514, %515 ], [ %674, %673 ]
  %742 = mul <16 x i32> %741, %64
  %743 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %501, <16 x i1> %732, <16 x i32> zeroinitializer)
  %744 = add <16 x i32> %739, %742
  %745 = add <16 x i32> %744, %743
  %746 = add <16 x i32> %745, %358
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %746, ptr align 1 %501, <16 x i1> %732)
  %747 = getelementptr inbounds i32, ptr %501, i64 %15
  %748 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %747, <16 x i1> %732, <16 x i32> zeroinitializer)
  %749 = add <16 x i32> %738, %742
  %750 = add <16 x i32> %749, %748
  %751 = add <16 x i32> %750, %363
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %751, ptr align 1 %747, <16 x i1> %732)
  %752 = getelementptr inbounds i8, ptr %501, i64 %147
  %753 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %752, <16 x i1> %732, <16 x i32> zeroinitializer)
  %754 = add <16 x i32> %737, %742
  %755 = add <16 x i32> %754, %753
  %756 = add <16 x i32> %755, %368
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %756, ptr align 1 %752, <16 x i1> %732)
  %757 = getelementptr inbounds i8, ptr %501, i64 %149
  %758 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %757, <16 x i1> %732, <16 x i32> zeroinitializer)
  %759 = add <16 x i32> %736, %742
  %760 = add <16 x i32> %759, %758
  %761 = add <16 x i32> %760, %373
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %761, ptr align 1 %757, <16 x i1> %732)
  %762 = getelementptr inbounds i8, ptr %501, i64 %151
  %763 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %762, <16 x i1> %732, <16 x i32> zeroinitializer)
  %764 = add <16 x i32> %735, %742
  %765 = add <16 x i32> %764, %763
  %766 = add <16 x i32> %765, %378
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %766, ptr align 1 %762, <16 x i1> %732)
  %767 = getelementptr inbounds i8, ptr %501, i64 %153
  %768 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %767, <16 x i1> %732, <16 x i32> zeroinitializer)
  %769 = add <16 x i32> %734, %742
  %770 = add <16 x i32> %769, %768
  %771 = add <16 x i32> %770, %383
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %771, ptr align 1 %767, <16 x i1> %732)
  %772 = getelementptr inbounds i8, ptr %501, i64 %155
  %773 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %772, <16 x i1> %732, <16 x i32> zeroinitializer)
  %774 = add <16 x i32> %733, %742
  %775 = add <16 x i32> %774, %773
  %776 = add <16 x i32> %775, %388
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %776, ptr align 1 %772, <16 x i1> %732)
  %777 = getelementptr inbounds i8, ptr %501, i64 %157
  %778 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %777, <16 x i1> %732, <16 x i32> zeroinitializer)
  %779 = add <16 x i32> %740, %742
  %780 = add <16 x i32> %779, %778
  %781 = add <16 x i32> %780, %393
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %781, ptr align 1 %777, <16 x i1> %732)
  br label %2098

782:                                              ; preds = %490
  br i1 %49, label %783, label %785

783:                                              ; preds = %782
  %784 = bitcast i16 %499 to <16 x i1>
  br label %796

785:                                              ; preds = %843, %782
  %786 = phi <16 x i32> [ zeroinitializer, %782 ], [ %900, %843 ]
  %787 = phi <16 x i32> [ zeroinitializer, %782 ], [ %892, %843 ]
  %788 = phi <16 x i32> [ zeroinitializer, %782 ], [ %884, %843 ]
  %789 = phi <16 x i32> [ zeroinitializer, %782 ], [ %876, %843 ]
  %790 = phi <16 x i32> [ zeroinitializer, %782 ], [ %868, %843 ]
  %791 = phi <16 x i32> [ zeroinitializer, %782 ], [ %860, %843 ]
  %792 = phi <16 x i32> [ zeroinitializer, %782 ], [ %852, %843 ]
  %793 = phi <16 x i32> [ zeroinitializer, %782 ], [ %844, %843 ]
  br i1 %53, label %794, label %903

794:                                              ; preds = %785
  %795 = bitcast i16 %499 to <16 x i1>
  br label %994

796:                                              ; preds = %783, %843
  %797 = phi <16 x i32> [ zeroinitializer, %783 ], [ %900, %843 ]
  %798 = phi <16 x i32> [ zeroinitializer, %783 ], [ %892, %843 ]
  %799 = phi <16 x i32> [ zeroinitializer, %783 ], [ %884, %843 ]
  %800 = phi <16 x i32> [ zeroinitializer, %783 ], [ %876, %843 ]
  %801 = phi <16 x i32> [ zeroinitializer, %783 ], [ %868, %843 ]
  %802 = phi <16 x i32> [ zeroinitializer, %783 ], [ %860, %843 ]
  %803 = phi <16 x i32> [ zeroinitializer, %783 ], [ %852, %843 ]
  %804 = phi <16 x i32> [ zeroinitializer, %783 ], [ %844, %843 ]
  %805 = phi i64 [ 0, %783 ], [ %901, %843 ]
  %806 = mul nsw i64 %805, %13
  %807 = getelementptr inbounds i8, ptr %500, i64 %806
  %808 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %807, <16 x i1> %784, <16 x i8> zeroinitializer)
  %809 = getelementptr inbounds i8, ptr %807, i64 %13
  %810 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %809, <16 x i1> %784, <16 x i8> zeroinitializer)
  %811 = xor <16 x i8> %810, %36
  %812 = getelementptr inbounds i8, ptr %807, i64 %50
  %813 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %812, <16 x i1> %784, <16 x i8> zeroinitializer)
  %814 = xor <16 x i8> %813, %36
  %815 = getelementptr inbounds i8, ptr %807, i64 %51
  %816 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %815, <16 x i1> %784, <16 x i8> zeroinitializer)
  %817 = xor <16 x i8> %816, %36
  %818 = xor <16 x i8> %808, %36
  %819 = shufflevector <16 x i8> %818, <16 x i8> %811, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %820 = shufflevector <16 x i8> %818, <16 x i8> %811, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %821 = shufflevector <16 x i8> %814, <16 x i8> %817, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %822 = shufflevector <16 x i8> %814, <16 x i8> %817, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %823 = bitcast <16 x i8> %819 to <8 x i16>
  %824 = bitcast <16 x i8> %821 to <8 x i16>
  %825 = shufflevector <8 x i16> %823, <8 x i16> %824, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %826 = bitcast <8 x i16> %825 to <4 x i32>
  %827 = shufflevector <8 x i16> %823, <8 x i16> %824, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %828 = bitcast <8 x i16> %827 to <4 x i32>
  %829 = shufflevector <4 x i32> %826, <4 x i32> %828, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %830 = bitcast <16 x i8> %820 to <8 x i16>
  %831 = bitcast <16 x i8> %822 to <8 x i16>
  %832 = shufflevector <8 x i16> %830, <8 x i16> %831, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %833 = bitcast <8 x i16> %832 to <4 x i32>
  %834 = shufflevector <4 x i32> %833, <4 x i32> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %835 = shufflevector <16 x i32> %829, <16 x i32> %834, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 poison, i32 poison, i32 poison, i32 poison>
  %836 = shufflevector <8 x i16> %830, <8 x i16> %831, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %837 = bitcast <8 x i16> %836 to <4 x i32>
  %838 = shufflevector <4 x i32> %837, <4 x i32> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %839 = shufflevector <16 x i32> %835, <16 x i32> %838, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 18, i32 19>
  %840 = bitcast <16 x i32> %839 to <64 x i8>
  br i1 %52, label %843, label %841

841:                                              ; preds = %796
  %842 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %804, <64 x i8> splat (i8 1), <64 x i8> %840)
  br label %843

843:                                              ; preds = %796, %841
  %844 = phi <16 x i32> [ %842, %841 ], [ %804, %796 ]
  %845 = getelementptr i8, ptr %179, i64 %805
  %846 = load i32, ptr %845, align 1
  %847 = insertelement <16 x i32> poison, i32 %846, i64 0
  %848 = shufflevector <16 x i32> %847, <16 x i32> poison, <16 x i32> zeroinitializer
  %849 = bitcast <16 x i32> %848 to <8 x i64>
  %850 = xor <8 x i64> %37, %849
  %851 = bitcast <8 x i64> %850 to <64 x i8>
  %852 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %803, <64 x i8> %851, <64 x i8> %840)
  %853 = getelementptr i8, ptr %845, i64 %11
  %854 = load i32, ptr %853, align 1
  %855 = insertelement <16 x i32> poison, i32 %854, i64 0
  %856 = shufflevector <16 x i32> %855, <16 x i32> poison, <16 x i32> zeroinitializer
  %857 = bitcast <16 x i32> %856 to <8 x i64>
  %858 = xor <8 x i64> %37, %857
  %859 = bitcast <8 x i64> %858 to <64 x i8>
  %860 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %802, <64 x i8> %859, <64 x i8> %840)
  %861 = getelementptr i8, ptr %845, i64 %112
  %862 = load i32, ptr %861, align 1
  %863 = insertelement <16 x i32> poison, i32 %862, i64 0
  %864 = shufflevector <16 x i32> %863, <16 x i32> poison, <16 x i32> zeroinitializer
  %865 = bitcast <16 x i32> %864 to <8 x i64>
  %866 = xor <8 x i64> %37, %865
  %867 = bitcast <8 x i64> %866 to <64 x i8>
  %868 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %801, <64 x i8> %867, <64 x i8> %840)
  %869 = getelementptr i8, ptr %845, i64 %113
  %870 = load i32, ptr %869, align 1
  %871 = insertelement <16 x i32> poison, i32 %870, i64 0
  %872 = shufflevector <16 x i32> %871, <16 x i32> poison, <16 x i32> zeroinitializer
  %873 = bitcast <16 x i32> %872 to <8 x i64>
  %874 = xor <8 x i64> %37, %873
  %875 = bitcast <8 x i64> %874 to <64 x i8>
  %876 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %800, <64 x i8> %875, <64 x i8> %840)
  %877 = getelementptr i8, ptr %845, i64 %114
  %878 = load i32, ptr %877, align 1
  %879 = insertelement <16 x i32> poison, i32 %878, i64 0
  %880 = shufflevector <16 x i32> %879, <16 x i32> poison, <16 x i32> zeroinitializer
  %881 = bitcast <16 x i32> %880 to <8 x i64>
  %882 = xor <8 x i64> %37, %881
  %883 = bitcast <8 x i64> %882 to <64 x i8>
  %884 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %799, <64 x i8> %883, <64 x i8> %840)
  %885 = getelementptr i8, ptr %845, i64 %115
  %886 = load i32, ptr %885, align 1
  %887 = insertelement <16 x i32> poison, i32 %886, i64 0
  %888 = shufflevector <16 x i32> %887, <16 x i32> poison, <16 x i32> zeroinitializer
  %889 = bitcast <16 x i32> %888 to <8 x i64>
  %890 = xor <8 x i64> %37, %889
  %891 = bitcast <8 x i64> %890 to <64 x i8>
  %892 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %798, <64 x i8> %891, <64 x i8> %840)
  %893 = getelementptr i8, ptr %845, i64 %116
  %894 = load i32, ptr %893, align 1
  %895 = insertelement <16 x i32> poison, i32 %894, i64 0
  %896 = shufflevector <16 x i32> %895, <16 x i32> poison, <16 x i32> zeroinitializer
  %897 = bitcast <16 x i32> %896 to <8 x i64>
  %898 = xor <8 x i64> %37, %897
  %899 = bitcast <8 x i64> %898 to <64 x i8>
  %900 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %797, <64 x i8> %899, <64 x i8> %840)
  %901 = add nuw nsw i64 %805, 4
  %902 = icmp slt i64 %901, %48
  br i1 %902, label %796, label %785

903:                                              ; preds = %785
  %904 = getelementptr inbounds i8, ptr %500, i64 %56
  %905 = bitcast i16 %499 to <16 x i1>
  %906 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %904, <16 x i1> %905, <16 x i8> zeroinitializer)
  br i1 %57, label %907, label %915

907:                                              ; preds = %903
  %908 = getelementptr inbounds i8, ptr %904, i64 %13
  %909 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %908, <16 x i1> %905, <16 x i8> zeroinitializer)
  %910 = xor <16 x i8> %909, %36
  br i1 %58, label %915, label %911

911:                                              ; preds = %907
  %912 = getelementptr inbounds i8, ptr %904, i64 %50
  %913 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %912, <16 x i1> %905, <16 x i8> zeroinitializer)
  %914 = xor <16 x i8> %913, %36
  br label %915

915:                                              ; preds = %903, %907, %911
  %916 = phi <16 x i8> [ zeroinitializer, %903 ], [ %914, %911 ], [ zeroinitializer, %907 ]
  %917 = phi <16 x i8> [ zeroinitializer, %903 ], [ %910, %911 ], [ %910, %907 ]
  %918 = xor <16 x i8> %906, %36
  %919 = shufflevector <16 x i8> %918, <16 x i8> %917, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %920 = shufflevector <16 x i8> %918, <16 x i8> %917, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %921 = shufflevector <16 x i8> %916, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %922 = shufflevector <16 x i8> %916, <16 x i8> <i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0>, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %923 = bitcast <16 x i8> %919 to <8 x i16>
  %924 = bitcast <16 x i8> %921 to <8 x i16>
  %925 = shufflevector <8 x i16> %923, <8 x i16> %924, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %926 = bitcast <8 x i16> %925 to <4 x i32>
  %927 = shufflevector <8 x i16> %923, <8 x i16> %924, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %928 = bitcast <8 x i16> %927 to <4 x i32>
  %929 = shufflevector <4 x i32> %926, <4 x i32> %928, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %930 = bitcast <16 x i8> %920 to <8 x i16>
  %931 = bitcast <16 x i8> %922 to <8 x i16>
  %932 = shufflevector <8 x i16> %930, <8 x i16> %931, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %933 = bitcast <8 x i16> %932 to <4 x i32>
  %934 = shufflevector <4 x i32> %933, <4 x i32> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %935 = shufflevector <16 x i32> %929, <16 x i32> %934, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 poison, i32 poison, i32 poison, i32 poison>
  %936 = shufflevector <8 x i16> %930, <8 x i16> %931, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %937 = bitcast <8 x i16> %936 to <4 x i32>
  %938 = shufflevector <4 x i32> %937, <4 x i32> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %939 = shufflevector <16 x i32> %935, <16 x i32> %938, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 18, i32 19>
  %940 = bitcast <16 x i32> %939 to <64 x i8>
  br i1 %52, label %943, label %941

941:                                              ; preds = %915
  %942 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %793, <64 x i8> splat (i8 1), <64 x i8> %940)
  br label %943

943:                                              ; preds = %915, %941
  %944 = phi <16 x i32> [ %942, %941 ], [ %793, %915 ]
  %945 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %190, <16 x i1> %62, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %946 = bitcast <16 x i8> %945 to <4 x i32>
  %947 = shufflevector <4 x i32> %946, <4 x i32> poison, <16 x i32> zeroinitializer
  %948 = bitcast <16 x i32> %947 to <8 x i64>
  %949 = xor <8 x i64> %37, %948
  %950 = bitcast <8 x i64> %949 to <64 x i8>
  %951 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %792, <64 x i8> %950, <64 x i8> %940)
  %952 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %306, <16 x i1> %62, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %953 = bitcast <16 x i8> %952 to <4 x i32>
  %954 = shufflevector <4 x i32> %953, <4 x i32> poison, <16 x i32> zeroinitializer
  %955 = bitcast <16 x i32> %954 to <8 x i64>
  %956 = xor <8 x i64> %37, %955
  %957 = bitcast <8 x i64> %956 to <64 x i8>
  %958 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %791, <64 x i8> %957, <64 x i8> %940)
  %959 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %307, <16 x i1> %62, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %960 = bitcast <16 x i8> %959 to <4 x i32>
  %961 = shufflevector <4 x i32> %960, <4 x i32> poison, <16 x i32> zeroinitializer
  %962 = bitcast <16 x i32> %961 to <8 x i64>
  %963 = xor <8 x i64> %37, %962
  %964 = bitcast <8 x i64> %963 to <64 x i8>
  %965 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %790, <64 x i8> %964, <64 x i8> %940)
  %966 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %308, <16 x i1> %62, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %967 = bitcast <16 x i8> %966 to <4 x i32>
  %968 = shufflevector <4 x i32> %967, <4 x i32> poison, <16 x i32> zeroinitializer
  %969 = bitcast <16 x i32> %968 to <8 x i64>
  %970 = xor <8 x i64> %37, %969
  %971 = bitcast <8 x i64> %970 to <64 x i8>
  %972 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %789, <64 x i8> %971, <64 x i8> %940)
  %973 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %309, <16 x i1> %62, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %974 = bitcast <16 x i8> %973 to <4 x i32>
  %975 = shufflevector <4 x i32> %974, <4 x i32> poison, <16 x i32> zeroinitializer
  %976 = bitcast <16 x i32> %975 to <8 x i64>
  %977 = xor <8 x i64> %37, %976
  %978 = bitcast <8 x i64> %977 to <64 x i8>
  %979 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %788, <64 x i8> %978, <64 x i8> %940)
  %980 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %310, <16 x i1> %62, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %981 = bitcast <16 x i8> %980 to <4 x i32>
  %982 = shufflevector <4 x i32> %981, <4 x i32> poison, <16 x i32> zeroinitializer
  %983 = bitcast <16 x i32> %982 to <8 x i64>
  %984 = xor <8 x i64> %37, %983
  %985 = bitcast <8 x i64> %984 to <64 x i8>
  %986 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %787, <64 x i8> %985, <64 x i8> %940)
  %987 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %311, <16 x i1> %62, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %988 = bitcast <16 x i8> %987 to <4 x i32>
  %989 = shufflevector <4 x i32> %988, <4 x i32> poison, <16 x i32> zeroinitializer
  %990 = bitcast <16 x i32> %989 to <8 x i64>
  %991 = xor <8 x i64> %37, %990
  %992 = bitcast <8 x i64> %991 to <64 x i8>
  %993 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %786, <64 x i8> %992, <64 x i8> %940)
  br label %994

994:                                              ; preds = %794, %943
  %995 = phi <16 x i1> [ %795, %794 ], [ %905, %943 ]
  %996 = phi <16 x i32> [ %786, %794 ], [ %993, %943 ]
  %997 = phi <16 x i32> [ %787, %794 ], [ %986, %943 ]
  %998 = phi <16 x i32> [ %788, %794 ], [ %979, %943 ]
  %999 = phi <16 x i32> [ %789, %794 ], [ %972, %943 ]
  %1000 = phi <16 x i32> [ %790, %794 ], [ %965, %943 ]
  %1001 = phi <16 x i32> [ %791, %794 ], [ %958, %943 ]
  %1002 = phi <16 x i32> [ %792, %794 ], [ %951, %943 ]
  %1003 = phi <16 x i32> [ %793, %794 ], [ %944, %943 ]
  %1004 = mul <16 x i32> %1003, %64
  %1005 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %501, <16 x i1> %995, <16 x i32> zeroinitializer)
  %1006 = add <16 x i32> %1002, %1004
  %1007 = add <16 x i32> %1006, %1005
  %1008 = add <16 x i32> %1007, %316
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %1008, ptr align 1 %501, <16 x i1> %995)
  %1009 = getelementptr inbounds i32, ptr %501, i64 %15
  %1010 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %1009, <16 x i1> %995, <16 x i32> zeroinitializer)
  %1011 = add <16 x i32> %1001, %1004
  %1012 = add <16 x i32> %1011, %1010
  %1013 = add <16 x i32> %1012, %321
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %1013, ptr align 1 %1009, <16 x i1> %995)
  %1014 = getelementptr inbounds i8, ptr %501, i64 %124
  %1015 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %1014, <16 x i1> %995, <16 x i32> zeroinitializer)
  %1016 = add <16 x i32> %1000, %1004
  %1017 = add <16 x i32> %1016, %1015
  %1018 = add <16 x i32> %1017, %326
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %1018, ptr align 1 %1014, <16 x i1> %995)
  %1019 = getelementptr inbounds i8, ptr %501, i64 %126
  %1020 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %1019, <16 x i1> %995, <16 x i32> zeroinitializer)
  %1021 = add <16 x i32> %999, %1004
  %1022 = add <16 x i32> %1021, %1020
  %1023 = add <16 x i32> %1022, %331
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %1023, ptr align 1 %1019, <16 x i1> %995)
  %1024 = getelementptr inbounds i8, ptr %501, i64 %128
  %1025 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %1024, <16 x i1> %995, <16 x i32> zeroinitializer)
  %1026 = add <16 x i32> %998, %1004
  %1027 = add <16 x i32> %1026, %1025
  %1028 = add <16 x i32> %1027, %336
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %1028, ptr align 1 %1024, <16 x i1> %995)
  %1029 = getelementptr inbounds i8, ptr %501, i64 %130
  %1030 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %1029, <16 x i1> %995, <16 x i32> zeroinitializer)
  %1031 = add <16 x i32> %997, %1004
  %1032 = add <16 x i32> %1031, %1030
  %1033 = add <16 x i32> %1032, %341
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %1033, ptr align 1 %1029, <16 x i1> %995)
  %1034 = getelementptr inbounds i8, ptr %501, i64 %132
  %1035 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %1034, <16 x i1> %995, <16 x i32> zeroinitializer)
  %1036 = add <16 x i32> %996, %1004
  %1037 = add <16 x i32> %1036, %1035
  %1038 = add <16 x i32> %1037, %346
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %1038, ptr align 1 %1034, <16 x i1> %995)
  br label %2098

1039:                                             ; preds = %490
  br i1 %49, label %1040, label %1042

1040:                                             ; preds = %1039
  %1041 = bitcast i16 %499 to <16 x i1>
  br label %1052

1042:                                             ; preds = %1098, %1039
  %1043 = phi <16 x i32> [ zeroinitializer, %1039 ], [ %1147, %1098 ]
  %1044 = phi <16 x i32> [ zeroinitializer, %1039 ], [ %1139, %1098 ]
  %1045 = phi <16 x i32> [ zeroinitializer, %1039 ], [ %1131, %1098 ]
  %1046 = phi <16 x i32> [ zeroinitializer, %1039 ], [ %1123, %1098 ]
  %1047 = phi <16 x i32> [ zeroinitializer, %1039 ], [ %1115, %1098 ]
  %1048 = phi <16 x i32> [ zeroinitializer, %1039 ], [ %1107, %1098 ]
  %1049 = phi <16 x i32> [ zeroinitializer, %1039 ], [ %1099, %1098 ]
  br i1 %53, label %1050, label %1150

1050:                                             ; preds = %1042
  %1051 = bitcast i16 %499 to <16 x i1>
  br label %1234

1052:                                             ; preds = %1040, %1098
  %1053 = phi <16 x i32> [ zeroinitializer, %1040 ], [ %1147, %1098 ]
  %1054 = phi <16 x i32> [ zeroinitializer, %1040 ], [ %1139, %1098 ]
  %1055 = phi <16 x i32> [ zeroinitializer, %1040 ], [ %1131, %1098 ]
  %1056 = phi <16 x i32> [ zeroinitializer, %1040 ], [ %1123, %1098 ]
  %1057 = phi <16 x i32> [ zeroinitializer, %1040 ], [ %1115, %1098 ]
  %1058 = phi <16 x i32> [ zeroinitializer, %1040 ], [ %1107, %1098 ]
  %1059 = phi <16 x i32> [ zeroinitializer, %1040 ], [ %1099, %1098 ]
  %1060 = phi i64 [ 0, %1040 ], [ %1148, %1098 ]
  %1061 = mul nsw i64 %1060, %13
  %1062 = getelementptr inbounds i8, ptr %500, i64 %1061
  %1063 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %1062, <16 x i1> %1041, <16 x i8> zeroinitializer)
  %1064 = getelementptr inbounds i8, ptr %1062, i64 %13
  %1065 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %1064, <16 x i1> %1041, <16 x i8> zeroinitializer)
  %1066 = xor <16 x i8> %1065, %36
  %1067 = getelementptr inbounds i8, ptr %1062, i64 %50
  %1068 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %1067, <16 x i1> %1041, <16 x i8> zeroinitializer)
  %1069 = xor <16 x i8> %1068, %36
  %1070 = getelementptr inbounds i8, ptr %1062, i64 %51
  %1071 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %1070, <16 x i1> %1041, <16 x i8> zeroinitializer)
  %1072 = xor <16 x i8> %1071, %36
  %1073 = xor <16 x i8> %1063, %36
  %1074 = shufflevector <16 x i8> %1073, <16 x i8> %1066, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1075 = shufflevector <16 x i8> %1073, <16 x i8> %1066, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1076 = shufflevector <16 x i8> %1069, <16 x i8> %1072, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1077 = shufflevector <16 x i8> %1069, <16 x i8> %1072, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1078 = bitcast <16 x i8> %1074 to <8 x i16>
  %1079 = bitcast <16 x i8> %1076 to <8 x i16>
  %1080 = shufflevector <8 x i16> %1078, <8 x i16> %1079, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1081 = bitcast <8 x i16> %1080 to <4 x i32>
  %1082 = shufflevector <8 x i16> %1078, <8 x i16> %1079, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1083 = bitcast <8 x i16> %1082 to <4 x i32>
  %1084 = shufflevector <4 x i32> %1081, <4 x i32> %1083, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1085 = bitcast <16 x i8> %1075 to <8 x i16>
  %1086 = bitcast <16 x i8> %1077 to <8 x i16>
  %1087 = shufflevector <8 x i16> %1085, <8 x i16> %1086, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1088 = bitcast <8 x i16> %1087 to <4 x i32>
  %1089 = shufflevector <4 x i32> %1088, <4 x i32> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1090 = shufflevector <16 x i32> %1084, <16 x i32> %1089, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 poison, i32 poison, i32 poison, i32 poison>
  %1091 = shufflevector <8 x i16> %1085, <8 x i16> %1086, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1092 = bitcast <8 x i16> %1091 to <4 x i32>
  %1093 = shufflevector <4 x i32> %1092, <4 x i32> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1094 = shufflevector <16 x i32> %1090, <16 x i32> %1093, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 18, i32 19>
  %1095 = bitcast <16 x i32> %1094 to <64 x i8>
  br i1 %52, label %1098, label %1096

1096:                                             ; preds = %1052
  %1097 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1059, <64 x i8> splat (i8 1), <64 x i8> %1095)
  br label %1098

1098:                                             ; preds = %1052, %1096
  %1099 = phi <16 x i32> [ %1097, %1096 ], [ %1059, %1052 ]
  %1100 = getelementptr i8, ptr %179, i64 %1060
  %1101 = load i32, ptr %1100, align 1
  %1102 = insertelement <16 x i32> poison, i32 %1101, i64 0
  %1103 = shufflevector <16 x i32> %1102, <16 x i32> poison, <16 x i32> zeroinitializer
  %1104 = bitcast <16 x i32> %1103 to <8 x i64>
  %1105 = xor <8 x i64> %37, %1104
  %1106 = bitcast <8 x i64> %1105 to <64 x i8>
  %1107 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1058, <64 x i8> %1106, <64 x i8> %1095)
  %1108 = getelementptr i8, ptr %1100, i64 %11
  %1109 = load i32, ptr %1108, align 1
  %1110 = insertelement <16 x i32> poison, i32 %1109, i64 0
  %1111 = shufflevector <16 x i32> %1110, <16 x i32> poison, <16 x i32> zeroinitializer
  %1112 = bitcast <16 x i32> %1111 to <8 x i64>
  %1113 = xor <8 x i64> %37, %1112
  %1114 = bitcast <8 x i64> %1113 to <64 x i8>
  %1115 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1057, <64 x i8> %1114, <64 x i8> %1095)
  %1116 = getelementptr i8, ptr %1100, i64 %95
  %1117 = load i32, ptr %1116, align 1
  %1118 = insertelement <16 x i32> poison, i32 %1117, i64 0
  %1119 = shufflevector <16 x i32> %1118, <16 x i32> poison, <16 x i32> zeroinitializer
  %1120 = bitcast <16 x i32> %1119 to <8 x i64>
  %1121 = xor <8 x i64> %37, %1120
  %1122 = bitcast <8 x i64> %1121 to <64 x i8>
  %1123 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1056, <64 x i8> %1122, <64 x i8> %1095)
  %1124 = getelementptr i8, ptr %1100, i64 %96
  %1125 = load i32, ptr %1124, align 1
  %1126 = insertelement <16 x i32> poison, i32 %1125, i64 0
  %1127 = shufflevector <16 x i32> %1126, <16 x i32> poison, <16 x i32> zeroinitializer
  %1128 = bitcast <16 x i32> %1127 to <8 x i64>
  %1129 = xor <8 x i64> %37, %1128
  %1130 = bitcast <8 x i64> %1129 to <64 x i8>
  %1131 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1055, <64 x i8> %1130, <64 x i8> %1095)
  %1132 = getelementptr i8, ptr %1100, i64 %97
  %1133 = load i32, ptr %1132, align 1
  %1134 = insertelement <16 x i32> poison, i32 %1133, i64 0
  %1135 = shufflevector <16 x i32> %1134, <16 x i32> poison, <16 x i32> zeroinitializer
  %1136 = bitcast <16 x i32> %1135 to <8 x i64>
  %1137 = xor <8 x i64> %37, %1136
  %1138 = bitcast <8 x i64> %1137 to <64 x i8>
  %1139 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1054, <64 x i8> %1138, <64 x i8> %1095)
  %1140 = getelementptr i8, ptr %1100, i64 %98
  %1141 = load i32, ptr %1140, align 1
  %1142 = insertelement <16 x i32> poison, i32 %1141, i64 0
  %1143 = shufflevector <16 x i32> %1142, <16 x i32> poison, <16 x i32> zeroinitializer
  %1144 = bitcast <16 x i32> %1143 to <8 x i64>
  %1145 = xor <8 x i64> %37, %1144
  %1146 = bitcast <8 x i64> %1145 to <64 x i8>
  %1147 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1053, <64 x i8> %1146, <64 x i8> %1095)
  %1148 = add nuw nsw i64 %1060, 4
  %1149 = icmp slt i64 %1148, %48
  br i1 %1149, label %1052, label %1042

1150:                                             ; preds = %1042
  %1151 = getelementptr inbounds i8, ptr %500, i64 %56
  %1152 = bitcast i16 %499 to <16 x i1>
  %1153 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %1151, <16 x i1> %1152, <16 x i8> zeroinitializer)
  br i1 %57, label %1154, label %1162

1154:                                             ; preds = %1150
  %1155 = getelementptr inbounds i8, ptr %1151, i64 %13
  %1156 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %1155, <16 x i1> %1152, <16 x i8> zeroinitializer)
  %1157 = xor <16 x i8> %1156, %36
  br i1 %58, label %1162, label %1158

1158:                                             ; preds = %1154
  %1159 = getelementptr inbounds i8, ptr %1151, i64 %50
  %1160 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %1159, <16 x i1> %1152, <16 x i8> zeroinitializer)
  %1161 = xor <16 x i8> %1160, %36
  br label %1162

1162:                                             ; preds = %1150, %1154, %1158
  %1163 = phi <16 x i8> [ zeroinitializer, %1150 ], [ %1161, %1158 ], [ zeroinitializer, %1154 ]
  %1164 = phi <16 x i8> [ zeroinitializer, %1150 ], [ %1157, %1158 ], [ %1157, %1154 ]
  %1165 = xor <16 x i8> %1153, %36
  %1166 = shufflevector <16 x i8> %1165, <16 x i8> %1164, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1167 = shufflevector <16 x i8> %1165, <16 x i8> %1164, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1168 = shufflevector <16 x i8> %1163, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1169 = shufflevector <16 x i8> %1163, <16 x i8> <i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0>, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1170 = bitcast <16 x i8> %1166 to <8 x i16>
  %1171 = bitcast <16 x i8> %1168 to <8 x i16>
  %1172 = shufflevector <8 x i16> %1170, <8 x i16> %1171, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1173 = bitcast <8 x i16> %1172 to <4 x i32>
  %1174 = shufflevector <8 x i16> %1170, <8 x i16> %1171, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1175 = bitcast <8 x i16> %1174 to <4 x i32>
  %1176 = shufflevector <4 x i32> %1173, <4 x i32> %1175, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1177 = bitcast <16 x i8> %1167 to <8 x i16>
  %1178 = bitcast <16 x i8> %1169 to <8 x i16>
  %1179 = shufflevector <8 x i16> %1177, <8 x i16> %1178, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1180 = bitcast <8 x i16> %1179 to <4 x i32>
  %1181 = shufflevector <4 x i32> %1180, <4 x i32> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1182 = shufflevector <16 x i32> %1176, <16 x i32> %1181, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 poison, i32 poison, i32 poison, i32 poison>
  %1183 = shufflevector <8 x i16> %1177, <8 x i16> %1178, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1184 = bitcast <8 x i16> %1183 to <4 x i32>
  %1185 = shufflevector <4 x i32> %1184, <4 x i32> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1186 = shufflevector <16 x i32> %1182, <16 x i32> %1185, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 18, i32 19>
  %1187 = bitcast <16 x i32> %1186 to <64 x i8>
  br i1 %52, label %1190, label %1188

1188:                                             ; preds = %1162
  %1189 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1049, <64 x i8> splat (i8 1), <64 x i8> %1187)
  br label %1190

1190:                                             ; preds = %1162, %1188
  %1191 = phi <16 x i32> [ %1189, %1188 ], [ %1049, %1162 ]
  %1192 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %190, <16 x i1> %62, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %1193 = bitcast <16 x i8> %1192 to <4 x i32>
  %1194 = shufflevector <4 x i32> %1193, <4 x i32> poison, <16 x i32> zeroinitializer
  %1195 = bitcast <16 x i32> %1194 to <8 x i64>
  %1196 = xor <8 x i64> %37, %1195
  %1197 = bitcast <8 x i64> %1196 to <64 x i8>
  %1198 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1048, <64 x i8> %1197, <64 x i8> %1187)
  %1199 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %271, <16 x i1> %62, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %1200 = bitcast <16 x i8> %1199 to <4 x i32>
  %1201 = shufflevector <4 x i32> %1200, <4 x i32> poison, <16 x i32> zeroinitializer
  %1202 = bitcast <16 x i32> %1201 to <8 x i64>
  %1203 = xor <8 x i64> %37, %1202
  %1204 = bitcast <8 x i64> %1203 to <64 x i8>
  %1205 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1047, <64 x i8> %1204, <64 x i8> %1187)
  %1206 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %272, <16 x i1> %62, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %1207 = bitcast <16 x i8> %1206 to <4 x i32>
  %1208 = shufflevector <4 x i32> %1207, <4 x i32> poison, <16 x i32> zeroinitializer
  %1209 = bitcast <16 x i32> %1208 to <8 x i64>
  %1210 = xor <8 x i64> %37, %1209
  %1211 = bitcast <8 x i64> %1210 to <64 x i8>
  %1212 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1046, <64 x i8> %1211, <64 x i8> %1187)
  %1213 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %273, <16 x i1> %62, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %1214 = bitcast <16 x i8> %1213 to <4 x i32>
  %1215 = shufflevector <4 x i32> %1214, <4 x i32> poison, <16 x i32> zeroinitializer
  %1216 = bitcast <16 x i32> %1215 to <8 x i64>
  %1217 = xor <8 x i64> %37, %1216
  %1218 = bitcast <8 x i64> %1217 to <64 x i8>
  %1219 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1045, <64 x i8> %1218, <64 x i8> %1187)
  %1220 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %274, <16 x i1> %62, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %1221 = bitcast <16 x i8> %1220 to <4 x i32>
  %1222 = shufflevector <4 x i32> %1221, <4 x i32> poison, <16 x i32> zeroinitializer
  %1223 = bitcast <16 x i32> %1222 to <8 x i64>
  %1224 = xor <8 x i64> %37, %1223
  %1225 = bitcast <8 x i64> %1224 to <64 x i8>
  %1226 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1044, <64 x i8> %1225, <64 x i8> %1187)
  %1227 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %275, <16 x i1> %62, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %1228 = bitcast <16 x i8> %1227 to <4 x i32>
  %1229 = shufflevector <4 x i32> %1228, <4 x i32> poison, <16 x i32> zeroinitializer
  %1230 = bitcast <16 x i32> %1229 to <8 x i64>
  %1231 = xor <8 x i64> %37, %1230
  %1232 = bitcast <8 x i64> %1231 to <64 x i8>
  %1233 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1043, <64 x i8> %1232, <64 x i8> %1187)
  br label %1234

1234:                                             ; preds = %1050, %1190
  %1235 = phi <16 x i1> [ %1051, %1050 ], [ %1152, %1190 ]
  %1236 = phi <16 x i32> [ %1043, %1050 ], [ %1233, %1190 ]
  %1237 = phi <16 x i32> [ %1044, %1050 ], [ %1226, %1190 ]
  %1238 = phi <16 x i32> [ %1045, %1050 ], [ %1219, %1190 ]
  %1239 = phi <16 x i32> [ %1046, %1050 ], [ %1212, %1190 ]
  %1240 = phi <16 x i32> [ %1047, %1050 ], [ %1205, %1190 ]
  %1241 = phi <16 x i32> [ %1048, %1050 ], [ %1198, %1190 ]
  %1242 = phi <16 x i32> [ %1049, %1050 ], [ %1191, %1190 ]
  %1243 = mul <16 x i32> %1242, %64
  %1244 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %501, <16 x i1> %1235, <16 x i32> zeroinitializer)
  %1245 = add <16 x i32> %1241, %1243
  %1246 = add <16 x i32> %1245, %1244
  %1247 = add <16 x i32> %1246, %280
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %1247, ptr align 1 %501, <16 x i1> %1235)
  %1248 = getelementptr inbounds i32, ptr %501, i64 %15
  %1249 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %1248, <16 x i1> %1235, <16 x i32> zeroinitializer)
  %1250 = add <16 x i32> %1240, %1243
  %1251 = add <16 x i32> %1250, %1249
  %1252 = add <16 x i32> %1251, %285
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %1252, ptr align 1 %1248, <16 x i1> %1235)
  %1253 = getelementptr inbounds i8, ptr %501, i64 %105
  %1254 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %1253, <16 x i1> %1235, <16 x i32> zeroinitializer)
  %1255 = add <16 x i32> %1239, %1243
  %1256 = add <16 x i32> %1255, %1254
  %1257 = add <16 x i32> %1256, %290
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %1257, ptr align 1 %1253, <16 x i1> %1235)
  %1258 = getelementptr inbounds i8, ptr %501, i64 %107
  %1259 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %1258, <16 x i1> %1235, <16 x i32> zeroinitializer)
  %1260 = add <16 x i32> %1238, %1243
  %1261 = add <16 x i32> %1260, %1259
  %1262 = add <16 x i32> %1261, %295
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %1262, ptr align 1 %1258, <16 x i1> %1235)
  %1263 = getelementptr inbounds i8, ptr %501, i64 %109
  %1264 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %1263, <16 x i1> %1235, <16 x i32> zeroinitializer)
  %1265 = add <16 x i32> %1237, %1243
  %1266 = add <16 x i32> %1265, %1264
  %1267 = add <16 x i32> %1266, %300
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %1267, ptr align 1 %1263, <16 x i1> %1235)
  %1268 = getelementptr inbounds i8, ptr %501, i64 %111
  %1269 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %1268, <16 x i1> %1235, <16 x i32> zeroinitializer)
  %1270 = add <16 x i32> %1236, %1243
  %1271 = add <16 x i32> %1270, %1269
  %1272 = add <16 x i32> %1271, %305
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %1272, ptr align 1 %1268, <16 x i1> %1235)
  br label %2098

1273:                                             ; preds = %490
  br i1 %49, label %1274, label %1276

1274:                                             ; preds = %1273
  %1275 = bitcast i16 %499 to <16 x i1>
  br label %1285

1276:                                             ; preds = %1330, %1273
  %1277 = phi <16 x i32> [ zeroinitializer, %1273 ], [ %1371, %1330 ]
  %1278 = phi <16 x i32> [ zeroinitializer, %1273 ], [ %1363, %1330 ]
  %1279 = phi <16 x i32> [ zeroinitializer, %1273 ], [ %1355, %1330 ]
  %1280 = phi <16 x i32> [ zeroinitializer, %1273 ], [ %1347, %1330 ]
  %1281 = phi <16 x i32> [ zeroinitializer, %1273 ], [ %1339, %1330 ]
  %1282 = phi <16 x i32> [ zeroinitializer, %1273 ], [ %1331, %1330 ]
  br i1 %53, label %1283, label %1374

1283:                                             ; preds = %1276
  %1284 = bitcast i16 %499 to <16 x i1>
  br label %1451

1285:                                             ; preds = %1274, %1330
  %1286 = phi <16 x i32> [ zeroinitializer, %1274 ], [ %1371, %1330 ]
  %1287 = phi <16 x i32> [ zeroinitializer, %1274 ], [ %1363, %1330 ]
  %1288 = phi <16 x i32> [ zeroinitializer, %1274 ], [ %1355, %1330 ]
  %1289 = phi <16 x i32> [ zeroinitializer, %1274 ], [ %1347, %1330 ]
  %1290 = phi <16 x i32> [ zeroinitializer, %1274 ], [ %1339, %1330 ]
  %1291 = phi <16 x i32> [ zeroinitializer, %1274 ], [ %1331, %1330 ]
  %1292 = phi i64 [ 0, %1274 ], [ %1372, %1330 ]
  %1293 = mul nsw i64 %1292, %13
  %1294 = getelementptr inbounds i8, ptr %500, i64 %1293
  %1295 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %1294, <16 x i1> %1275, <16 x i8> zeroinitializer)
  %1296 = getelementptr inbounds i8, ptr %1294, i64 %13
  %1297 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %1296, <16 x i1> %1275, <16 x i8> zeroinitializer)
  %1298 = xor <16 x i8> %1297, %36
  %1299 = getelementptr inbounds i8, ptr %1294, i64 %50
  %1300 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %1299, <16 x i1> %1275, <16 x i8> zeroinitializer)
  %1301 = xor <16 x i8> %1300, %36
  %1302 = getelementptr inbounds i8, ptr %1294, i64 %51
  %1303 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %1302, <16 x i1> %1275, <16 x i8> zeroinitializer)
  %1304 = xor <16 x i8> %1303, %36
  %1305 = xor <16 x i8> %1295, %36
  %1306 = shufflevector <16 x i8> %1305, <16 x i8> %1298, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1307 = shufflevector <16 x i8> %1305, <16 x i8> %1298, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1308 = shufflevector <16 x i8> %1301, <16 x i8> %1304, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1309 = shufflevector <16 x i8> %1301, <16 x i8> %1304, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1310 = bitcast <16 x i8> %1306 to <8 x i16>
  %1311 = bitcast <16 x i8> %1308 to <8 x i16>
  %1312 = shufflevector <8 x i16> %1310, <8 x i16> %1311, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1313 = bitcast <8 x i16> %1312 to <4 x i32>
  %1314 = shufflevector <8 x i16> %1310, <8 x i16> %1311, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1315 = bitcast <8 x i16> %1314 to <4 x i32>
  %1316 = shufflevector <4 x i32> %1313, <4 x i32> %1315, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1317 = bitcast <16 x i8> %1307 to <8 x i16>
  %1318 = bitcast <16 x i8> %1309 to <8 x i16>
  %1319 = shufflevector <8 x i16> %1317, <8 x i16> %1318, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1320 = bitcast <8 x i16> %1319 to <4 x i32>
  %1321 = shufflevector <4 x i32> %1320, <4 x i32> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1322 = shufflevector <16 x i32> %1316, <16 x i32> %1321, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 poison, i32 poison, i32 poison, i32 poison>
  %1323 = shufflevector <8 x i16> %1317, <8 x i16> %1318, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1324 = bitcast <8 x i16> %1323 to <4 x i32>
  %1325 = shufflevector <4 x i32> %1324, <4 x i32> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1326 = shufflevector <16 x i32> %1322, <16 x i32> %1325, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 18, i32 19>
  %1327 = bitcast <16 x i32> %1326 to <64 x i8>
  br i1 %52, label %1330, label %1328

1328:                                             ; preds = %1285
  %1329 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1291, <64 x i8> splat (i8 1), <64 x i8> %1327)
  br label %1330

1330:                                             ; preds = %1285, %1328
  %1331 = phi <16 x i32> [ %1329, %1328 ], [ %1291, %1285 ]
  %1332 = getelementptr i8, ptr %179, i64 %1292
  %1333 = load i32, ptr %1332, align 1
  %1334 = insertelement <16 x i32> poison, i32 %1333, i64 0
  %1335 = shufflevector <16 x i32> %1334, <16 x i32> poison, <16 x i32> zeroinitializer
  %1336 = bitcast <16 x i32> %1335 to <8 x i64>
  %1337 = xor <8 x i64> %37, %1336
  %1338 = bitcast <8 x i64> %1337 to <64 x i8>
  %1339 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1290, <64 x i8> %1338, <64 x i8> %1327)
  %1340 = getelementptr i8, ptr %1332, i64 %11
  %1341 = load i32, ptr %1340, align 1
  %1342 = insertelement <16 x i32> poison, i32 %1341, i64 0
  %1343 = shufflevector <16 x i32> %1342, <16 x i32> poison, <16 x i32> zeroinitializer
  %1344 = bitcast <16 x i32> %1343 to <8 x i64>
  %1345 = xor <8 x i64> %37, %1344
  %1346 = bitcast <8 x i64> %1345 to <64 x i8>
  %1347 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1289, <64 x i8> %1346, <64 x i8> %1327)
  %1348 = getelementptr i8, ptr %1332, i64 %82
  %1349 = load i32, ptr %1348, align 1
  %1350 = insertelement <16 x i32> poison, i32 %1349, i64 0
  %1351 = shufflevector <16 x i32> %1350, <16 x i32> poison, <16 x i32> zeroinitializer
  %1352 = bitcast <16 x i32> %1351 to <8 x i64>
  %1353 = xor <8 x i64> %37, %1352
  %1354 = bitcast <8 x i64> %1353 to <64 x i8>
  %1355 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1288, <64 x i8> %1354, <64 x i8> %1327)
  %1356 = getelementptr i8, ptr %1332, i64 %83
  %1357 = load i32, ptr %1356, align 1
  %1358 = insertelement <16 x i32> poison, i32 %1357, i64 0
  %1359 = shufflevector <16 x i32> %1358, <16 x i32> poison, <16 x i32> zeroinitializer
  %1360 = bitcast <16 x i32> %1359 to <8 x i64>
  %1361 = xor <8 x i64> %37, %1360
  %1362 = bitcast <8 x i64> %1361 to <64 x i8>
  %1363 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1287, <64 x i8> %1362, <64 x i8> %1327)
  %1364 = getelementptr i8, ptr %1332, i64 %84
  %1365 = load i32, ptr %1364, align 1
  %1366 = insertelement <16 x i32> poison, i32 %1365, i64 0
  %1367 = shufflevector <16 x i32> %1366, <16 x i32> poison, <16 x i32> zeroinitializer
  %1368 = bitcast <16 x i32> %1367 to <8 x i64>
  %1369 = xor <8 x i64> %37, %1368
  %1370 = bitcast <8 x i64> %1369 to <64 x i8>
  %1371 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1286, <64 x i8> %1370, <64 x i8> %1327)
  %1372 = add nuw nsw i64 %1292, 4
  %1373 = icmp slt i64 %1372, %48
  br i1 %1373, label %1285, label %1276

1374:                                             ; preds = %1276
  %1375 = getelementptr inbounds i8, ptr %500, i64 %56
  %1376 = bitcast i16 %499 to <16 x i1>
  %1377 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %1375, <16 x i1> %1376, <16 x i8> zeroinitializer)
  br i1 %57, label %1378, label %1386

1378:                                             ; preds = %1374
  %1379 = getelementptr inbounds i8, ptr %1375, i64 %13
  %1380 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %1379, <16 x i1> %1376, <16 x i8> zeroinitializer)
  %1381 = xor <16 x i8> %1380, %36
  br i1 %58, label %1386, label %1382

1382:                                             ; preds = %1378
  %1383 = getelementptr inbounds i8, ptr %1375, i64 %50
  %1384 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %1383, <16 x i1> %1376, <16 x i8> zeroinitializer)
  %1385 = xor <16 x i8> %1384, %36
  br label %1386

1386:                                             ; preds = %1374, %1378, %1382
  %1387 = phi <16 x i8> [ zeroinitializer, %1374 ], [ %1385, %1382 ], [ zeroinitializer, %1378 ]
  %1388 = phi <16 x i8> [ zeroinitializer, %1374 ], [ %1381, %1382 ], [ %1381, %1378 ]
  %1389 = xor <16 x i8> %1377, %36
  %1390 = shufflevector <16 x i8> %1389, <16 x i8> %1388, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1391 = shufflevector <16 x i8> %1389, <16 x i8> %1388, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1392 = shufflevector <16 x i8> %1387, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1393 = shufflevector <16 x i8> %1387, <16 x i8> <i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0>, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1394 = bitcast <16 x i8> %1390 to <8 x i16>
  %1395 = bitcast <16 x i8> %1392 to <8 x i16>
  %1396 = shufflevector <8 x i16> %1394, <8 x i16> %1395, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1397 = bitcast <8 x i16> %1396 to <4 x i32>
  %1398 = shufflevector <8 x i16> %1394, <8 x i16> %1395, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1399 = bitcast <8 x i16> %1398 to <4 x i32>
  %1400 = shufflevector <4 x i32> %1397, <4 x i32> %1399, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1401 = bitcast <16 x i8> %1391 to <8 x i16>
  %1402 = bitcast <16 x i8> %1393 to <8 x i16>
  %1403 = shufflevector <8 x i16> %1401, <8 x i16> %1402, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1404 = bitcast <8 x i16> %1403 to <4 x i32>
  %1405 = shufflevector <4 x i32> %1404, <4 x i32> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1406 = shufflevector <16 x i32> %1400, <16 x i32> %1405, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 poison, i32 poison, i32 poison, i32 poison>
  %1407 = shufflevector <8 x i16> %1401, <8 x i16> %1402, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1408 = bitcast <8 x i16> %1407 to <4 x i32>
  %1409 = shufflevector <4 x i32> %1408, <4 x i32> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1410 = shufflevector <16 x i32> %1406, <16 x i32> %1409, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 18, i32 19>
  %1411 = bitcast <16 x i32> %1410 to <64 x i8>
  br i1 %52, label %1414, label %1412

1412:                                             ; preds = %1386
  %1413 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1282, <64 x i8> splat (i8 1), <64 x i8> %1411)
  br label %1414

1414:                                             ; preds = %1386, %1412
  %1415 = phi <16 x i32> [ %1413, %1412 ], [ %1282, %1386 ]
  %1416 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %190, <16 x i1> %62, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %1417 = bitcast <16 x i8> %1416 to <4 x i32>
  %1418 = shufflevector <4 x i32> %1417, <4 x i32> poison, <16 x i32> zeroinitializer
  %1419 = bitcast <16 x i32> %1418 to <8 x i64>
  %1420 = xor <8 x i64> %37, %1419
  %1421 = bitcast <8 x i64> %1420 to <64 x i8>
  %1422 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1281, <64 x i8> %1421, <64 x i8> %1411)
  %1423 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %242, <16 x i1> %62, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %1424 = bitcast <16 x i8> %1423 to <4 x i32>
  %1425 = shufflevector <4 x i32> %1424, <4 x i32> poison, <16 x i32> zeroinitializer
  %1426 = bitcast <16 x i32> %1425 to <8 x i64>
  %1427 = xor <8 x i64> %37, %1426
  %1428 = bitcast <8 x i64> %1427 to <64 x i8>
  %1429 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1280, <64 x i8> %1428, <64 x i8> %1411)
  %1430 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %243, <16 x i1> %62, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %1431 = bitcast <16 x i8> %1430 to <4 x i32>
  %1432 = shufflevector <4 x i32> %1431, <4 x i32> poison, <16 x i32> zeroinitializer
  %1433 = bitcast <16 x i32> %1432 to <8 x i64>
  %1434 = xor <8 x i64> %37, %1433
  %1435 = bitcast <8 x i64> %1434 to <64 x i8>
  %1436 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1279, <64 x i8> %1435, <64 x i8> %1411)
  %1437 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %244, <16 x i1> %62, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %1438 = bitcast <16 x i8> %1437 to <4 x i32>
  %1439 = shufflevector <4 x i32> %1438, <4 x i32> poison, <16 x i32> zeroinitializer
  %1440 = bitcast <16 x i32> %1439 to <8 x i64>
  %1441 = xor <8 x i64> %37, %1440
  %1442 = bitcast <8 x i64> %1441 to <64 x i8>
  %1443 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1278, <64 x i8> %1442, <64 x i8> %1411)
  %1444 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %245, <16 x i1> %62, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %1445 = bitcast <16 x i8> %1444 to <4 x i32>
  %1446 = shufflevector <4 x i32> %1445, <4 x i32> poison, <16 x i32> zeroinitializer
  %1447 = bitcast <16 x i32> %1446 to <8 x i64>
  %1448 = xor <8 x i64> %37, %1447
  %1449 = bitcast <8 x i64> %1448 to <64 x i8>
  %1450 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1277, <64 x i8> %1449, <64 x i8> %1411)
  br label %1451

1451:                                             ; preds = %1283, %1414
  %1452 = phi <16 x i1> [ %1284, %1283 ], [ %1376, %1414 ]
  %1453 = phi <16 x i32> [ %1277, %1283 ], [ %1450, %1414 ]
  %1454 = phi <16 x i32> [ %1278, %1283 ], [ %1443, %1414 ]
  %1455 = phi <16 x i32> [ %1279, %1283 ], [ %1436, %1414 ]
  %1456 = phi <16 x i32> [ %1280, %1283 ], [ %1429, %1414 ]
  %1457 = phi <16 x i32> [ %1281, %1283 ], [ %1422, %1414 ]
  %1458 = phi <16 x i32> [ %1282, %1283 ], [ %1415, %1414 ]
  %1459 = mul <16 x i32> %1458, %64
  %1460 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %501, <16 x i1> %1452, <16 x i32> zeroinitializer)
  %1461 = add <16 x i32> %1457, %1459
  %1462 = add <16 x i32> %1461, %1460
  %1463 = add <16 x i32> %1462, %250
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %1463, ptr align 1 %501, <16 x i1> %1452)
  %1464 = getelementptr inbounds i32, ptr %501, i64 %15
  %1465 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %1464, <16 x i1> %1452, <16 x i32> zeroinitializer)
  %1466 = add <16 x i32> %1456, %1459
  %1467 = add <16 x i32> %1466, %1465
  %1468 = add <16 x i32> %1467, %255
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %1468, ptr align 1 %1464, <16 x i1> %1452)
  %1469 = getelementptr inbounds i8, ptr %501, i64 %90
  %1470 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %1469, <16 x i1> %1452, <16 x i32> zeroinitializer)
  %1471 = add <16 x i32> %1455, %1459
  %1472 = add <16 x i32> %1471, %1470
  %1473 = add <16 x i32> %1472, %260
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %1473, ptr align 1 %1469, <16 x i1> %1452)
  %1474 = getelementptr inbounds i8, ptr %501, i64 %92
  %1475 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %1474, <16 x i1> %1452, <16 x i32> zeroinitializer)
  %1476 = add <16 x i32> %1454, %1459
  %1477 = add <16 x i32> %1476, %1475
  %1478 = add <16 x i32> %1477, %265
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %1478, ptr align 1 %1474, <16 x i1> %1452)
  %1479 = getelementptr inbounds i8, ptr %501, i64 %94
  %1480 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %1479, <16 x i1> %1452, <16 x i32> zeroinitializer)
  %1481 = add <16 x i32> %1453, %1459
  %1482 = add <16 x i32> %1481, %1480
  %1483 = add <16 x i32> %1482, %270
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %1483, ptr align 1 %1479, <16 x i1> %1452)
  br label %2098

1484:                                             ; preds = %490
  br i1 %49, label %1485, label %1487

1485:                                             ; preds = %1484
  %1486 = bitcast i16 %499 to <16 x i1>
  br label %1495

1487:                                             ; preds = %1539, %1484
  %1488 = phi <16 x i32> [ zeroinitializer, %1484 ], [ %1572, %1539 ]
  %1489 = phi <16 x i32> [ zeroinitializer, %1484 ], [ %1564, %1539 ]
  %1490 = phi <16 x i32> [ zeroinitializer, %1484 ], [ %1556, %1539 ]
  %1491 = phi <16 x i32> [ zeroinitializer, %1484 ], [ %1548, %1539 ]
  %1492 = phi <16 x i32> [ zeroinitializer, %1484 ], [ %1540, %1539 ]
  br i1 %53, label %1493, label %1575

1493:                                             ; preds = %1487
  %1494 = bitcast i16 %499 to <16 x i1>
  br label %1645

1495:                                             ; preds = %1485, %1539
  %1496 = phi <16 x i32> [ zeroinitializer, %1485 ], [ %1572, %1539 ]
  %1497 = phi <16 x i32> [ zeroinitializer, %1485 ], [ %1564, %1539 ]
  %1498 = phi <16 x i32> [ zeroinitializer, %1485 ], [ %1556, %1539 ]
  %1499 = phi <16 x i32> [ zeroinitializer, %1485 ], [ %1548, %1539 ]
  %1500 = phi <16 x i32> [ zeroinitializer, %1485 ], [ %1540, %1539 ]
  %1501 = phi i64 [ 0, %1485 ], [ %1573, %1539 ]
  %1502 = mul nsw i64 %1501, %13
  %1503 = getelementptr inbounds i8, ptr %500, i64 %1502
  %1504 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %1503, <16 x i1> %1486, <16 x i8> zeroinitializer)
  %1505 = getelementptr inbounds i8, ptr %1503, i64 %13
  %1506 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %1505, <16 x i1> %1486, <16 x i8> zeroinitializer)
  %1507 = xor <16 x i8> %1506, %36
  %1508 = getelementptr inbounds i8, ptr %1503, i64 %50
  %1509 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %1508, <16 x i1> %1486, <16 x i8> zeroinitializer)
  %1510 = xor <16 x i8> %1509, %36
  %1511 = getelementptr inbounds i8, ptr %1503, i64 %51
  %1512 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %1511, <16 x i1> %1486, <16 x i8> zeroinitializer)
  %1513 = xor <16 x i8> %1512, %36
  %1514 = xor <16 x i8> %1504, %36
  %1515 = shufflevector <16 x i8> %1514, <16 x i8> %1507, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1516 = shufflevector <16 x i8> %1514, <16 x i8> %1507, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1517 = shufflevector <16 x i8> %1510, <16 x i8> %1513, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1518 = shufflevector <16 x i8> %1510, <16 x i8> %1513, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1519 = bitcast <16 x i8> %1515 to <8 x i16>
  %1520 = bitcast <16 x i8> %1517 to <8 x i16>
  %1521 = shufflevector <8 x i16> %1519, <8 x i16> %1520, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1522 = bitcast <8 x i16> %1521 to <4 x i32>
  %1523 = shufflevector <8 x i16> %1519, <8 x i16> %1520, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1524 = bitcast <8 x i16> %1523 to <4 x i32>
  %1525 = shufflevector <4 x i32> %1522, <4 x i32> %1524, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1526 = bitcast <16 x i8> %1516 to <8 x i16>
  %1527 = bitcast <16 x i8> %1518 to <8 x i16>
  %1528 = shufflevector <8 x i16> %1526, <8 x i16> %1527, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1529 = bitcast <8 x i16> %1528 to <4 x i32>
  %1530 = shufflevector <4 x i32> %1529, <4 x i32> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1531 = shufflevector <16 x i32> %1525, <16 x i32> %1530, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 poison, i32 poison, i32 poison, i32 poison>
  %1532 = shufflevector <8 x i16> %1526, <8 x i16> %1527, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1533 = bitcast <8 x i16> %1532 to <4 x i32>
  %1534 = shufflevector <4 x i32> %1533, <4 x i32> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1535 = shufflevector <16 x i32> %1531, <16 x i32> %1534, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 18, i32 19>
  %1536 = bitcast <16 x i32> %1535 to <64 x i8>
  br i1 %52, label %1539, label %1537

1537:                                             ; preds = %1495
  %1538 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1500, <64 x i8> splat (i8 1), <64 x i8> %1536)
  br label %1539

1539:                                             ; preds = %1495, %1537
  %1540 = phi <16 x i32> [ %1538, %1537 ], [ %1500, %1495 ]
  %1541 = getelementptr i8, ptr %179, i64 %1501
  %1542 = load i32, ptr %1541, align 1
  %1543 = insertelement <16 x i32> poison, i32 %1542, i64 0
  %1544 = shufflevector <16 x i32> %1543, <16 x i32> poison, <16 x i32> zeroinitializer
  %1545 = bitcast <16 x i32> %1544 to <8 x i64>
  %1546 = xor <8 x i64> %37, %1545
  %1547 = bitcast <8 x i64> %1546 to <64 x i8>
  %1548 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1499, <64 x i8> %1547, <64 x i8> %1536)
  %1549 = getelementptr i8, ptr %1541, i64 %11
  %1550 = load i32, ptr %1549, align 1
  %1551 = insertelement <16 x i32> poison, i32 %1550, i64 0
  %1552 = shufflevector <16 x i32> %1551, <16 x i32> poison, <16 x i32> zeroinitializer
  %1553 = bitcast <16 x i32> %1552 to <8 x i64>
  %1554 = xor <8 x i64> %37, %1553
  %1555 = bitcast <8 x i64> %1554 to <64 x i8>
  %1556 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1498, <64 x i8> %1555, <64 x i8> %1536)
  %1557 = getelementptr i8, ptr %1541, i64 %73
  %1558 = load i32, ptr %1557, align 1
  %1559 = insertelement <16 x i32> poison, i32 %1558, i64 0
  %1560 = shufflevector <16 x i32> %1559, <16 x i32> poison, <16 x i32> zeroinitializer
  %1561 = bitcast <16 x i32> %1560 to <8 x i64>
  %1562 = xor <8 x i64> %37, %1561
  %1563 = bitcast <8 x i64> %1562 to <64 x i8>
  %1564 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1497, <64 x i8> %1563, <64 x i8> %1536)
  %1565 = getelementptr i8, ptr %1541, i64 %74
  %1566 = load i32, ptr %1565, align 1
  %1567 = insertelement <16 x i32> poison, i32 %1566, i64 0
  %1568 = shufflevector <16 x i32> %1567, <16 x i32> poison, <16 x i32> zeroinitializer
  %1569 = bitcast <16 x i32> %1568 to <8 x i64>
  %1570 = xor <8 x i64> %37, %1569
  %1571 = bitcast <8 x i64> %1570 to <64 x i8>
  %1572 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1496, <64 x i8> %1571, <64 x i8> %1536)
  %1573 = add nuw nsw i64 %1501, 4
  %1574 = icmp slt i64 %1573, %48
  br i1 %1574, label %1495, label %1487

1575:                                             ; preds = %1487
  %1576 = getelementptr inbounds i8, ptr %500, i64 %56
  %1577 = bitcast i16 %499 to <16 x i1>
  %1578 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %1576, <16 x i1> %1577, <16 x i8> zeroinitializer)
  br i1 %57, label %1579, label %1587

1579:                                             ; preds = %1575
  %1580 = getelementptr inbounds i8, ptr %1576, i64 %13
  %1581 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %1580, <16 x i1> %1577, <16 x i8> zeroinitializer)
  %1582 = xor <16 x i8> %1581, %36
  br i1 %58, label %1587, label %1583

1583:                                             ; preds = %1579
  %1584 = getelementptr inbounds i8, ptr %1576, i64 %50
  %1585 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %1584, <16 x i1> %1577, <16 x i8> zeroinitializer)
  %1586 = xor <16 x i8> %1585, %36
  br label %1587

1587:                                             ; preds = %1575, %1579, %1583
  %1588 = phi <16 x i8> [ zeroinitializer, %1575 ], [ %1586, %1583 ], [ zeroinitializer, %1579 ]
  %1589 = phi <16 x i8> [ zeroinitializer, %1575 ], [ %1582, %1583 ], [ %1582, %1579 ]
  %1590 = xor <16 x i8> %1578, %36
  %1591 = shufflevector <16 x i8> %1590, <16 x i8> %1589, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1592 = shufflevector <16 x i8> %1590, <16 x i8> %1589, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1593 = shufflevector <16 x i8> %1588, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1594 = shufflevector <16 x i8> %1588, <16 x i8> <i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0>, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1595 = bitcast <16 x i8> %1591 to <8 x i16>
  %1596 = bitcast <16 x i8> %1593 to <8 x i16>
  %1597 = shufflevector <8 x i16> %1595, <8 x i16> %1596, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1598 = bitcast <8 x i16> %1597 to <4 x i32>
  %1599 = shufflevector <8 x i16> %1595, <8 x i16> %1596, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1600 = bitcast <8 x i16> %1599 to <4 x i32>
  %1601 = shufflevector <4 x i32> %1598, <4 x i32> %1600, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1602 = bitcast <16 x i8> %1592 to <8 x i16>
  %1603 = bitcast <16 x i8> %1594 to <8 x i16>
  %1604 = shufflevector <8 x i16> %1602, <8 x i16> %1603, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1605 = bitcast <8 x i16> %1604 to <4 x i32>
  %1606 = shufflevector <4 x i32> %1605, <4 x i32> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1607 = shufflevector <16 x i32> %1601, <16 x i32> %1606, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 poison, i32 poison, i32 poison, i32 poison>
  %1608 = shufflevector <8 x i16> %1602, <8 x i16> %1603, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1609 = bitcast <8 x i16> %1608 to <4 x i32>
  %1610 = shufflevector <4 x i32> %1609, <4 x i32> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1611 = shufflevector <16 x i32> %1607, <16 x i32> %1610, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 18, i32 19>
  %1612 = bitcast <16 x i32> %1611 to <64 x i8>
  br i1 %52, label %1615, label %1613

1613:                                             ; preds = %1587
  %1614 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1492, <64 x i8> splat (i8 1), <64 x i8> %1612)
  br label %1615

1615:                                             ; preds = %1587, %1613
  %1616 = phi <16 x i32> [ %1614, %1613 ], [ %1492, %1587 ]
  %1617 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %190, <16 x i1> %62, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %1618 = bitcast <16 x i8> %1617 to <4 x i32>
  %1619 = shufflevector <4 x i32> %1618, <4 x i32> poison, <16 x i32> zeroinitializer
  %1620 = bitcast <16 x i32> %1619 to <8 x i64>
  %1621 = xor <8 x i64> %37, %1620
  %1622 = bitcast <8 x i64> %1621 to <64 x i8>
  %1623 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1491, <64 x i8> %1622, <64 x i8> %1612)
  %1624 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %219, <16 x i1> %62, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %1625 = bitcast <16 x i8> %1624 to <4 x i32>
  %1626 = shufflevector <4 x i32> %1625, <4 x i32> poison, <16 x i32> zeroinitializer
  %1627 = bitcast <16 x i32> %1626 to <8 x i64>
  %1628 = xor <8 x i64> %37, %1627
  %1629 = bitcast <8 x i64> %1628 to <64 x i8>
  %1630 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1490, <64 x i8> %1629, <64 x i8> %1612)
  %1631 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %220, <16 x i1> %62, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %1632 = bitcast <16 x i8> %1631 to <4 x i32>
  %1633 = shufflevector <4 x i32> %1632, <4 x i32> poison, <16 x i32> zeroinitializer
  %1634 = bitcast <16 x i32> %1633 to <8 x i64>
  %1635 = xor <8 x i64> %37, %1634
  %1636 = bitcast <8 x i64> %1635 to <64 x i8>
  %1637 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1489, <64 x i8> %1636, <64 x i8> %1612)
  %1638 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %221, <16 x i1> %62, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %1639 = bitcast <16 x i8> %1638 to <4 x i32>
  %1640 = shufflevector <4 x i32> %1639, <4 x i32> poison, <16 x i32> zeroinitializer
  %1641 = bitcast <16 x i32> %1640 to <8 x i64>
  %1642 = xor <8 x i64> %37, %1641
  %1643 = bitcast <8 x i64> %1642 to <64 x i8>
  %1644 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1488, <64 x i8> %1643, <64 x i8> %1612)
  br label %1645

1645:                                             ; preds = %1493, %1615
  %1646 = phi <16 x i1> [ %1494, %1493 ], [ %1577, %1615 ]
  %1647 = phi <16 x i32> [ %1488, %1493 ], [ %1644, %1615 ]
  %1648 = phi <16 x i32> [ %1489, %1493 ], [ %1637, %1615 ]
  %1649 = phi <16 x i32> [ %1490, %1493 ], [ %1630, %1615 ]
  %1650 = phi <16 x i32> [ %1491, %1493 ], [ %1623, %1615 ]
  %1651 = phi <16 x i32> [ %1492, %1493 ], [ %1616, %1615 ]
  %1652 = mul <16 x i32> %1651, %64
  %1653 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %501, <16 x i1> %1646, <16 x i32> zeroinitializer)
  %1654 = add <16 x i32> %1650, %1652
  %1655 = add <16 x i32> %1654, %1653
  %1656 = add <16 x i32> %1655, %226
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %1656, ptr align 1 %501, <16 x i1> %1646)
  %1657 = getelementptr inbounds i32, ptr %501, i64 %15
  %1658 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %1657, <16 x i1> %1646, <16 x i32> zeroinitializer)
  %1659 = add <16 x i32> %1649, %1652
  %1660 = add <16 x i32> %1659, %1658
  %1661 = add <16 x i32> %1660, %231
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %1661, ptr align 1 %1657, <16 x i1> %1646)
  %1662 = getelementptr inbounds i8, ptr %501, i64 %79
  %1663 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %1662, <16 x i1> %1646, <16 x i32> zeroinitializer)
  %1664 = add <16 x i32> %1648, %1652
  %1665 = add <16 x i32> %1664, %1663
  %1666 = add <16 x i32> %1665, %236
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %1666, ptr align 1 %1662, <16 x i1> %1646)
  %1667 = getelementptr inbounds i8, ptr %501, i64 %81
  %1668 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %1667, <16 x i1> %1646, <16 x i32> zeroinitializer)
  %1669 = add <16 x i32> %1647, %1652
  %1670 = add <16 x i32> %1669, %1668
  %1671 = add <16 x i32> %1670, %241
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %1671, ptr align 1 %1667, <16 x i1> %1646)
  br label %2098

1672:                                             ; preds = %490
  br i1 %49, label %1673, label %1675

1673:                                             ; preds = %1672
  %1674 = bitcast i16 %499 to <16 x i1>
  br label %1682

1675:                                             ; preds = %1725, %1672
  %1676 = phi <16 x i32> [ zeroinitializer, %1672 ], [ %1750, %1725 ]
  %1677 = phi <16 x i32> [ zeroinitializer, %1672 ], [ %1742, %1725 ]
  %1678 = phi <16 x i32> [ zeroinitializer, %1672 ], [ %1734, %1725 ]
  %1679 = phi <16 x i32> [ zeroinitializer, %1672 ], [ %1726, %1725 ]
  br i1 %53, label %1680, label %1753

1680:                                             ; preds = %1675
  %1681 = bitcast i16 %499 to <16 x i1>
  br label %1816

1682:                                             ; preds = %1673, %1725
  %1683 = phi <16 x i32> [ zeroinitializer, %1673 ], [ %1750, %1725 ]
  %1684 = phi <16 x i32> [ zeroinitializer, %1673 ], [ %1742, %1725 ]
  %1685 = phi <16 x i32> [ zeroinitializer, %1673 ], [ %1734, %1725 ]
  %1686 = phi <16 x i32> [ zeroinitializer, %1673 ], [ %1726, %1725 ]
  %1687 = phi i64 [ 0, %1673 ], [ %1751, %1725 ]
  %1688 = mul nsw i64 %1687, %13
  %1689 = getelementptr inbounds i8, ptr %500, i64 %1688
  %1690 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %1689, <16 x i1> %1674, <16 x i8> zeroinitializer)
  %1691 = getelementptr inbounds i8, ptr %1689, i64 %13
  %1692 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %1691, <16 x i1> %1674, <16 x i8> zeroinitializer)
  %1693 = xor <16 x i8> %1692, %36
  %1694 = getelementptr inbounds i8, ptr %1689, i64 %50
  %1695 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %1694, <16 x i1> %1674, <16 x i8> zeroinitializer)
  %1696 = xor <16 x i8> %1695, %36
  %1697 = getelementptr inbounds i8, ptr %1689, i64 %51
  %1698 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %1697, <16 x i1> %1674, <16 x i8> zeroinitializer)
  %1699 = xor <16 x i8> %1698, %36
  %1700 = xor <16 x i8> %1690, %36
  %1701 = shufflevector <16 x i8> %1700, <16 x i8> %1693, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1702 = shufflevector <16 x i8> %1700, <16 x i8> %1693, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1703 = shufflevector <16 x i8> %1696, <16 x i8> %1699, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1704 = shufflevector <16 x i8> %1696, <16 x i8> %1699, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1705 = bitcast <16 x i8> %1701 to <8 x i16>
  %1706 = bitcast <16 x i8> %1703 to <8 x i16>
  %1707 = shufflevector <8 x i16> %1705, <8 x i16> %1706, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1708 = bitcast <8 x i16> %1707 to <4 x i32>
  %1709 = shufflevector <8 x i16> %1705, <8 x i16> %1706, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1710 = bitcast <8 x i16> %1709 to <4 x i32>
  %1711 = shufflevector <4 x i32> %1708, <4 x i32> %1710, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1712 = bitcast <16 x i8> %1702 to <8 x i16>
  %1713 = bitcast <16 x i8> %1704 to <8 x i16>
  %1714 = shufflevector <8 x i16> %1712, <8 x i16> %1713, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1715 = bitcast <8 x i16> %1714 to <4 x i32>
  %1716 = shufflevector <4 x i32> %1715, <4 x i32> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1717 = shufflevector <16 x i32> %1711, <16 x i32> %1716, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 poison, i32 poison, i32 poison, i32 poison>
  %1718 = shufflevector <8 x i16> %1712, <8 x i16> %1713, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1719 = bitcast <8 x i16> %1718 to <4 x i32>
  %1720 = shufflevector <4 x i32> %1719, <4 x i32> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1721 = shufflevector <16 x i32> %1717, <16 x i32> %1720, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 18, i32 19>
  %1722 = bitcast <16 x i32> %1721 to <64 x i8>
  br i1 %52, label %1725, label %1723

1723:                                             ; preds = %1682
  %1724 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1686, <64 x i8> splat (i8 1), <64 x i8> %1722)
  br label %1725

1725:                                             ; preds = %1682, %1723
  %1726 = phi <16 x i32> [ %1724, %1723 ], [ %1686, %1682 ]
  %1727 = getelementptr i8, ptr %179, i64 %1687
  %1728 = load i32, ptr %1727, align 1
  %1729 = insertelement <16 x i32> poison, i32 %1728, i64 0
  %1730 = shufflevector <16 x i32> %1729, <16 x i32> poison, <16 x i32> zeroinitializer
  %1731 = bitcast <16 x i32> %1730 to <8 x i64>
  %1732 = xor <8 x i64> %37, %1731
  %1733 = bitcast <8 x i64> %1732 to <64 x i8>
  %1734 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1685, <64 x i8> %1733, <64 x i8> %1722)
  %1735 = getelementptr i8, ptr %1727, i64 %11
  %1736 = load i32, ptr %1735, align 1
  %1737 = insertelement <16 x i32> poison, i32 %1736, i64 0
  %1738 = shufflevector <16 x i32> %1737, <16 x i32> poison, <16 x i32> zeroinitializer
  %1739 = bitcast <16 x i32> %1738 to <8 x i64>
  %1740 = xor <8 x i64> %37, %1739
  %1741 = bitcast <8 x i64> %1740 to <64 x i8>
  %1742 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1684, <64 x i8> %1741, <64 x i8> %1722)
  %1743 = getelementptr i8, ptr %1727, i64 %68
  %1744 = load i32, ptr %1743, align 1
  %1745 = insertelement <16 x i32> poison, i32 %1744, i64 0
  %1746 = shufflevector <16 x i32> %1745, <16 x i32> poison, <16 x i32> zeroinitializer
  %1747 = bitcast <16 x i32> %1746 to <8 x i64>
  %1748 = xor <8 x i64> %37, %1747
  %1749 = bitcast <8 x i64> %1748 to <64 x i8>
  %1750 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1683, <64 x i8> %1749, <64 x i8> %1722)
  %1751 = add nuw nsw i64 %1687, 4
  %1752 = icmp slt i64 %1751, %48
  br i1 %1752, label %1682, label %1675

1753:                                             ; preds = %1675
  %1754 = getelementptr inbounds i8, ptr %500, i64 %56
  %1755 = bitcast i16 %499 to <16 x i1>
  %1756 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %1754, <16 x i1> %1755, <16 x i8> zeroinitializer)
  br i1 %57, label %1757, label %1765

1757:                                             ; preds = %1753
  %1758 = getelementptr inbounds i8, ptr %1754, i64 %13
  %1759 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %1758, <16 x i1> %1755, <16 x i8> zeroinitializer)
  %1760 = xor <16 x i8> %1759, %36
  br i1 %58, label %1765, label %1761

1761:                                             ; preds = %1757
  %1762 = getelementptr inbounds i8, ptr %1754, i64 %50
  %1763 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %1762, <16 x i1> %1755, <16 x i8> zeroinitializer)
  %1764 = xor <16 x i8> %1763, %36
  br label %1765

1765:                                             ; preds = %1753, %1757, %1761
  %1766 = phi <16 x i8> [ zeroinitializer, %1753 ], [ %1764, %1761 ], [ zeroinitializer, %1757 ]
  %1767 = phi <16 x i8> [ zeroinitializer, %1753 ], [ %1760, %1761 ], [ %1760, %1757 ]
  %1768 = xor <16 x i8> %1756, %36
  %1769 = shufflevector <16 x i8> %1768, <16 x i8> %1767, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1770 = shufflevector <16 x i8> %1768, <16 x i8> %1767, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1771 = shufflevector <16 x i8> %1766, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1772 = shufflevector <16 x i8> %1766, <16 x i8> <i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0>, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1773 = bitcast <16 x i8> %1769 to <8 x i16>
  %1774 = bitcast <16 x i8> %1771 to <8 x i16>
  %1775 = shufflevector <8 x i16> %1773, <8 x i16> %1774, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1776 = bitcast <8 x i16> %1775 to <4 x i32>
  %1777 = shufflevector <8 x i16> %1773, <8 x i16> %1774, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1778 = bitcast <8 x i16> %1777 to <4 x i32>
  %1779 = shufflevector <4 x i32> %1776, <4 x i32> %1778, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1780 = bitcast <16 x i8> %1770 to <8 x i16>
  %1781 = bitcast <16 x i8> %1772 to <8 x i16>
  %1782 = shufflevector <8 x i16> %1780, <8 x i16> %1781, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1783 = bitcast <8 x i16> %1782 to <4 x i32>
  %1784 = shufflevector <4 x i32> %1783, <4 x i32> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1785 = shufflevector <16 x i32> %1779, <16 x i32> %1784, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 poison, i32 poison, i32 poison, i32 poison>
  %1786 = shufflevector <8 x i16> %1780, <8 x i16> %1781, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1787 = bitcast <8 x i16> %1786 to <4 x i32>
  %1788 = shufflevector <4 x i32> %1787, <4 x i32> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1789 = shufflevector <16 x i32> %1785, <16 x i32> %1788, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 18, i32 19>
  %1790 = bitcast <16 x i32> %1789 to <64 x i8>
  br i1 %52, label %1793, label %1791

1791:                                             ; preds = %1765
  %1792 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1679, <64 x i8> splat (i8 1), <64 x i8> %1790)
  br label %1793

1793:                                             ; preds = %1765, %1791
  %1794 = phi <16 x i32> [ %1792, %1791 ], [ %1679, %1765 ]
  %1795 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %190, <16 x i1> %62, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %1796 = bitcast <16 x i8> %1795 to <4 x i32>
  %1797 = shufflevector <4 x i32> %1796, <4 x i32> poison, <16 x i32> zeroinitializer
  %1798 = bitcast <16 x i32> %1797 to <8 x i64>
  %1799 = xor <8 x i64> %37, %1798
  %1800 = bitcast <8 x i64> %1799 to <64 x i8>
  %1801 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1678, <64 x i8> %1800, <64 x i8> %1790)
  %1802 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %202, <16 x i1> %62, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %1803 = bitcast <16 x i8> %1802 to <4 x i32>
  %1804 = shufflevector <4 x i32> %1803, <4 x i32> poison, <16 x i32> zeroinitializer
  %1805 = bitcast <16 x i32> %1804 to <8 x i64>
  %1806 = xor <8 x i64> %37, %1805
  %1807 = bitcast <8 x i64> %1806 to <64 x i8>
  %1808 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1677, <64 x i8> %1807, <64 x i8> %1790)
  %1809 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %203, <16 x i1> %62, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %1810 = bitcast <16 x i8> %1809 to <4 x i32>
  %1811 = shufflevector <4 x i32> %1810, <4 x i32> poison, <16 x i32> zeroinitializer
  %1812 = bitcast <16 x i32> %1811 to <8 x i64>
  %1813 = xor <8 x i64> %37, %1812
  %1814 = bitcast <8 x i64> %1813 to <64 x i8>
  %1815 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1676, <64 x i8> %1814, <64 x i8> %1790)
  br label %1816

1816:                                             ; preds = %1680, %1793
  %1817 = phi <16 x i1> [ %1681, %1680 ], [ %1755, %1793 ]
  %1818 = phi <16 x i32> [ %1676, %1680 ], [ %1815, %1793 ]
  %1819 = phi <16 x i32> [ %1677, %1680 ], [ %1808, %1793 ]
  %1820 = phi <16 x i32> [ %1678, %1680 ], [ %1801, %1793 ]
  %1821 = phi <16 x i32> [ %1679, %1680 ], [ %1794, %1793 ]
  %1822 = mul <16 x i32> %1821, %64
  %1823 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %501, <16 x i1> %1817, <16 x i32> zeroinitializer)
  %1824 = add <16 x i32> %1820, %1822
  %1825 = add <16 x i32> %1824, %1823
  %1826 = add <16 x i32> %1825, %208
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %1826, ptr align 1 %501, <16 x i1> %1817)
  %1827 = getelementptr inbounds i32, ptr %501, i64 %15
  %1828 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %1827, <16 x i1> %1817, <16 x i32> zeroinitializer)
  %1829 = add <16 x i32> %1819, %1822
  %1830 = add <16 x i32> %1829, %1828
  %1831 = add <16 x i32> %1830, %213
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %1831, ptr align 1 %1827, <16 x i1> %1817)
  %1832 = getelementptr inbounds i8, ptr %501, i64 %72
  %1833 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %1832, <16 x i1> %1817, <16 x i32> zeroinitializer)
  %1834 = add <16 x i32> %1818, %1822
  %1835 = add <16 x i32> %1834, %1833
  %1836 = add <16 x i32> %1835, %218
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %1836, ptr align 1 %1832, <16 x i1> %1817)
  br label %2098

1837:                                             ; preds = %490
  br i1 %49, label %1838, label %1840

1838:                                             ; preds = %1837
  %1839 = bitcast i16 %499 to <16 x i1>
  br label %1846

1840:                                             ; preds = %1888, %1837
  %1841 = phi <16 x i32> [ zeroinitializer, %1837 ], [ %1905, %1888 ]
  %1842 = phi <16 x i32> [ zeroinitializer, %1837 ], [ %1897, %1888 ]
  %1843 = phi <16 x i32> [ zeroinitializer, %1837 ], [ %1889, %1888 ]
  br i1 %53, label %1844, label %1908

1844:                                             ; preds = %1840
  %1845 = bitcast i16 %499 to <16 x i1>
  br label %1964

1846:                                             ; preds = %1838, %1888
  %1847 = phi <16 x i32> [ zeroinitializer, %1838 ], [ %1905, %1888 ]
  %1848 = phi <16 x i32> [ zeroinitializer, %1838 ], [ %1897, %1888 ]
  %1849 = phi <16 x i32> [ zeroinitializer, %1838 ], [ %1889, %1888 ]
  %1850 = phi i64 [ 0, %1838 ], [ %1906, %1888 ]
  %1851 = mul nsw i64 %1850, %13
  %1852 = getelementptr inbounds i8, ptr %500, i64 %1851
  %1853 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %1852, <16 x i1> %1839, <16 x i8> zeroinitializer)
  %1854 = getelementptr inbounds i8, ptr %1852, i64 %13
  %1855 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %1854, <16 x i1> %1839, <16 x i8> zeroinitializer)
  %1856 = xor <16 x i8> %1855, %36
  %1857 = getelementptr inbounds i8, ptr %1852, i64 %50
  %1858 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %1857, <16 x i1> %1839, <16 x i8> zeroinitializer)
  %1859 = xor <16 x i8> %1858, %36
  %1860 = getelementptr inbounds i8, ptr %1852, i64 %51
  %1861 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %1860, <16 x i1> %1839, <16 x i8> zeroinitializer)
  %1862 = xor <16 x i8> %1861, %36
  %1863 = xor <16 x i8> %1853, %36
  %1864 = shufflevector <16 x i8> %1863, <16 x i8> %1856, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1865 = shufflevector <16 x i8> %1863, <16 x i8> %1856, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1866 = shufflevector <16 x i8> %1859, <16 x i8> %1862, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1867 = shufflevector <16 x i8> %1859, <16 x i8> %1862, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1868 = bitcast <16 x i8> %1864 to <8 x i16>
  %1869 = bitcast <16 x i8> %1866 to <8 x i16>
  %1870 = shufflevector <8 x i16> %1868, <8 x i16> %1869, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1871 = bitcast <8 x i16> %1870 to <4 x i32>
  %1872 = shufflevector <8 x i16> %1868, <8 x i16> %1869, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1873 = bitcast <8 x i16> %1872 to <4 x i32>
  %1874 = shufflevector <4 x i32> %1871, <4 x i32> %1873, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1875 = bitcast <16 x i8> %1865 to <8 x i16>
  %1876 = bitcast <16 x i8> %1867 to <8 x i16>
  %1877 = shufflevector <8 x i16> %1875, <8 x i16> %1876, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1878 = bitcast <8 x i16> %1877 to <4 x i32>
  %1879 = shufflevector <4 x i32> %1878, <4 x i32> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1880 = shufflevector <16 x i32> %1874, <16 x i32> %1879, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 poison, i32 poison, i32 poison, i32 poison>
  %1881 = shufflevector <8 x i16> %1875, <8 x i16> %1876, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1882 = bitcast <8 x i16> %1881 to <4 x i32>
  %1883 = shufflevector <4 x i32> %1882, <4 x i32> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1884 = shufflevector <16 x i32> %1880, <16 x i32> %1883, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 18, i32 19>
  %1885 = bitcast <16 x i32> %1884 to <64 x i8>
  br i1 %52, label %1888, label %1886

1886:                                             ; preds = %1846
  %1887 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1849, <64 x i8> splat (i8 1), <64 x i8> %1885)
  br label %1888

1888:                                             ; preds = %1846, %1886
  %1889 = phi <16 x i32> [ %1887, %1886 ], [ %1849, %1846 ]
  %1890 = getelementptr i8, ptr %179, i64 %1850
  %1891 = load i32, ptr %1890, align 1
  %1892 = insertelement <16 x i32> poison, i32 %1891, i64 0
  %1893 = shufflevector <16 x i32> %1892, <16 x i32> poison, <16 x i32> zeroinitializer
  %1894 = bitcast <16 x i32> %1893 to <8 x i64>
  %1895 = xor <8 x i64> %37, %1894
  %1896 = bitcast <8 x i64> %1895 to <64 x i8>
  %1897 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1848, <64 x i8> %1896, <64 x i8> %1885)
  %1898 = getelementptr i8, ptr %1890, i64 %11
  %1899 = load i32, ptr %1898, align 1
  %1900 = insertelement <16 x i32> poison, i32 %1899, i64 0
  %1901 = shufflevector <16 x i32> %1900, <16 x i32> poison, <16 x i32> zeroinitializer
  %1902 = bitcast <16 x i32> %1901 to <8 x i64>
  %1903 = xor <8 x i64> %37, %1902
  %1904 = bitcast <8 x i64> %1903 to <64 x i8>
  %1905 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1847, <64 x i8> %1904, <64 x i8> %1885)
  %1906 = add nuw nsw i64 %1850, 4
  %1907 = icmp slt i64 %1906, %48
  br i1 %1907, label %1846, label %1840

1908:                                             ; preds = %1840
  %1909 = getelementptr inbounds i8, ptr %500, i64 %56
  %1910 = bitcast i16 %499 to <16 x i1>
  %1911 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %1909, <16 x i1> %1910, <16 x i8> zeroinitializer)
  br i1 %57, label %1912, label %1920

1912:                                             ; preds = %1908
  %1913 = getelementptr inbounds i8, ptr %1909, i64 %13
  %1914 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %1913, <16 x i1> %1910, <16 x i8> zeroinitializer)
  %1915 = xor <16 x i8> %1914, %36
  br i1 %58, label %1920, label %1916

1916:                                             ; preds = %1912
  %1917 = getelementptr inbounds i8, ptr %1909, i64 %50
  %1918 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %1917, <16 x i1> %1910, <16 x i8> zeroinitializer)
  %1919 = xor <16 x i8> %1918, %36
  br label %1920

1920:                                             ; preds = %1908, %1912, %1916
  %1921 = phi <16 x i8> [ zeroinitializer, %1908 ], [ %1919, %1916 ], [ zeroinitializer, %1912 ]
  %1922 = phi <16 x i8> [ zeroinitializer, %1908 ], [ %1915, %1916 ], [ %1915, %1912 ]
  %1923 = xor <16 x i8> %1911, %36
  %1924 = shufflevector <16 x i8> %1923, <16 x i8> %1922, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1925 = shufflevector <16 x i8> %1923, <16 x i8> %1922, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1926 = shufflevector <16 x i8> %1921, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1927 = shufflevector <16 x i8> %1921, <16 x i8> <i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0>, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1928 = bitcast <16 x i8> %1924 to <8 x i16>
  %1929 = bitcast <16 x i8> %1926 to <8 x i16>
  %1930 = shufflevector <8 x i16> %1928, <8 x i16> %1929, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1931 = bitcast <8 x i16> %1930 to <4 x i32>
  %1932 = shufflevector <8 x i16> %1928, <8 x i16> %1929, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1933 = bitcast <8 x i16> %1932 to <4 x i32>
  %1934 = shufflevector <4 x i32> %1931, <4 x i32> %1933, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1935 = bitcast <16 x i8> %1925 to <8 x i16>
  %1936 = bitcast <16 x i8> %1927 to <8 x i16>
  %1937 = shufflevector <8 x i16> %1935, <8 x i16> %1936, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1938 = bitcast <8 x i16> %1937 to <4 x i32>
  %1939 = shufflevector <4 x i32> %1938, <4 x i32> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1940 = shufflevector <16 x i32> %1934, <16 x i32> %1939, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 poison, i32 poison, i32 poison, i32 poison>
  %1941 = shufflevector <8 x i16> %1935, <8 x i16> %1936, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1942 = bitcast <8 x i16> %1941 to <4 x i32>
  %1943 = shufflevector <4 x i32> %1942, <4 x i32> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1944 = shufflevector <16 x i32> %1940, <16 x i32> %1943, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 18, i32 19>
  %1945 = bitcast <16 x i32> %1944 to <64 x i8>
  br i1 %52, label %1948, label %1946

1946:                                             ; preds = %1920
  %1947 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1843, <64 x i8> splat (i8 1), <64 x i8> %1945)
  br label %1948

1948:                                             ; preds = %1920, %1946
  %1949 = phi <16 x i32> [ %1947, %1946 ], [ %1843, %1920 ]
  %1950 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %190, <16 x i1> %62, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %1951 = bitcast <16 x i8> %1950 to <4 x i32>
  %1952 = shufflevector <4 x i32> %1951, <4 x i32> poison, <16 x i32> zeroinitializer
  %1953 = bitcast <16 x i32> %1952 to <8 x i64>
  %1954 = xor <8 x i64> %37, %1953
  %1955 = bitcast <8 x i64> %1954 to <64 x i8>
  %1956 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1842, <64 x i8> %1955, <64 x i8> %1945)
  %1957 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %191, <16 x i1> %62, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %1958 = bitcast <16 x i8> %1957 to <4 x i32>
  %1959 = shufflevector <4 x i32> %1958, <4 x i32> poison, <16 x i32> zeroinitializer
  %1960 = bitcast <16 x i32> %1959 to <8 x i64>
  %1961 = xor <8 x i64> %37, %1960
  %1962 = bitcast <8 x i64> %1961 to <64 x i8>
  %1963 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1841, <64 x i8> %1962, <64 x i8> %1945)
  br label %1964

1964:                                             ; preds = %1844, %1948
  %1965 = phi <16 x i1> [ %1845, %1844 ], [ %1910, %1948 ]
  %1966 = phi <16 x i32> [ %1841, %1844 ], [ %1963, %1948 ]
  %1967 = phi <16 x i32> [ %1842, %1844 ], [ %1956, %1948 ]
  %1968 = phi <16 x i32> [ %1843, %1844 ], [ %1949, %1948 ]
  %1969 = mul <16 x i32> %1968, %64
  %1970 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %501, <16 x i1> %1965, <16 x i32> zeroinitializer)
  %1971 = add <16 x i32> %1967, %1969
  %1972 = add <16 x i32> %1971, %1970
  %1973 = add <16 x i32> %1972, %196
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %1973, ptr align 1 %501, <16 x i1> %1965)
  %1974 = getelementptr inbounds i32, ptr %501, i64 %15
  %1975 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %1974, <16 x i1> %1965, <16 x i32> zeroinitializer)
  %1976 = add <16 x i32> %1966, %1969
  %1977 = add <16 x i32> %1976, %1975
  %1978 = add <16 x i32> %1977, %201
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %1978, ptr align 1 %1974, <16 x i1> %1965)
  br label %2098

1979:                                             ; preds = %490
  br i1 %49, label %1980, label %1982

1980:                                             ; preds = %1979
  %1981 = bitcast i16 %499 to <16 x i1>
  br label %1987

1982:                                             ; preds = %2028, %1979
  %1983 = phi <16 x i32> [ zeroinitializer, %1979 ], [ %2037, %2028 ]
  %1984 = phi <16 x i32> [ zeroinitializer, %1979 ], [ %2029, %2028 ]
  br i1 %53, label %1985, label %2040

1985:                                             ; preds = %1982
  %1986 = bitcast i16 %499 to <16 x i1>
  br label %2089

1987:                                             ; preds = %1980, %2028
  %1988 = phi <16 x i32> [ zeroinitializer, %1980 ], [ %2037, %2028 ]
  %1989 = phi <16 x i32> [ zeroinitializer, %1980 ], [ %2029, %2028 ]
  %1990 = phi i64 [ 0, %1980 ], [ %2038, %2028 ]
  %1991 = mul nsw i64 %1990, %13
  %1992 = getelementptr inbounds i8, ptr %500, i64 %1991
  %1993 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %1992, <16 x i1> %1981, <16 x i8> zeroinitializer)
  %1994 = getelementptr inbounds i8, ptr %1992, i64 %13
  %1995 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %1994, <16 x i1> %1981, <16 x i8> zeroinitializer)
  %1996 = xor <16 x i8> %1995, %36
  %1997 = getelementptr inbounds i8, ptr %1992, i64 %50
  %1998 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %1997, <16 x i1> %1981, <16 x i8> zeroinitializer)
  %1999 = xor <16 x i8> %1998, %36
  %2000 = getelementptr inbounds i8, ptr %1992, i64 %51
  %2001 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %2000, <16 x i1> %1981, <16 x i8> zeroinitializer)
  %2002 = xor <16 x i8> %2001, %36
  %2003 = xor <16 x i8> %1993, %36
  %2004 = shufflevector <16 x i8> %2003, <16 x i8> %1996, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %2005 = shufflevector <16 x i8> %2003, <16 x i8> %1996, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %2006 = shufflevector <16 x i8> %1999, <16 x i8> %2002, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %2007 = shufflevector <16 x i8> %1999, <16 x i8> %2002, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %2008 = bitcast <16 x i8> %2004 to <8 x i16>
  %2009 = bitcast <16 x i8> %2006 to <8 x i16>
  %2010 = shufflevector <8 x i16> %2008, <8 x i16> %2009, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %2011 = bitcast <8 x i16> %2010 to <4 x i32>
  %2012 = shufflevector <8 x i16> %2008, <8 x i16> %2009, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %2013 = bitcast <8 x i16> %2012 to <4 x i32>
  %2014 = shufflevector <4 x i32> %2011, <4 x i32> %2013, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %2015 = bitcast <16 x i8> %2005 to <8 x i16>
  %2016 = bitcast <16 x i8> %2007 to <8 x i16>
  %2017 = shufflevector <8 x i16> %2015, <8 x i16> %2016, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %2018 = bitcast <8 x i16> %2017 to <4 x i32>
  %2019 = shufflevector <4 x i32> %2018, <4 x i32> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %2020 = shufflevector <16 x i32> %2014, <16 x i32> %2019, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 poison, i32 poison, i32 poison, i32 poison>
  %2021 = shufflevector <8 x i16> %2015, <8 x i16> %2016, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %2022 = bitcast <8 x i16> %2021 to <4 x i32>
  %2023 = shufflevector <4 x i32> %2022, <4 x i32> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %2024 = shufflevector <16 x i32> %2020, <16 x i32> %2023, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 18, i32 19>
  %2025 = bitcast <16 x i32> %2024 to <64 x i8>
  br i1 %52, label %2028, label %2026

2026:                                             ; preds = %1987
  %2027 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1989, <64 x i8> splat (i8 1), <64 x i8> %2025)
  br label %2028

2028:                                             ; preds = %1987, %2026
  %2029 = phi <16 x i32> [ %2027, %2026 ], [ %1989, %1987 ]
  %2030 = getelementptr i8, ptr %179, i64 %1990
  %2031 = load i32, ptr %2030, align 1
  %2032 = insertelement <16 x i32> poison, i32 %2031, i64 0
  %2033 = shufflevector <16 x i32> %2032, <16 x i32> poison, <16 x i32> zeroinitializer
  %2034 = bitcast <16 x i32> %2033 to <8 x i64>
  %2035 = xor <8 x i64> %37, %2034
  %2036 = bitcast <8 x i64> %2035 to <64 x i8>
  %2037 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1988, <64 x i8> %2036, <64 x i8> %2025)
  %2038 = add nuw nsw i64 %1990, 4
  %2039 = icmp slt i64 %2038, %48
  br i1 %2039, label %1987, label %1982

2040:                                             ; preds = %1982
  %2041 = getelementptr inbounds i8, ptr %500, i64 %56
  %2042 = bitcast i16 %499 to <16 x i1>
  %2043 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %2041, <16 x i1> %2042, <16 x i8> zeroinitializer)
  br i1 %57, label %2044, label %2052

2044:                                             ; preds = %2040
  %2045 = getelementptr inbounds i8, ptr %2041, i64 %13
  %2046 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %2045, <16 x i1> %2042, <16 x i8> zeroinitializer)
  %2047 = xor <16 x i8> %2046, %36
  br i1 %58, label %2052, label %2048

2048:                                             ; preds = %2044
  %2049 = getelementptr inbounds i8, ptr %2041, i64 %50
  %2050 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %2049, <16 x i1> %2042, <16 x i8> zeroinitializer)
  %2051 = xor <16 x i8> %2050, %36
  br label %2052

2052:                                             ; preds = %2040, %2044, %2048
  %2053 = phi <16 x i8> [ zeroinitializer, %2040 ], [ %2051, %2048 ], [ zeroinitializer, %2044 ]
  %2054 = phi <16 x i8> [ zeroinitializer, %2040 ], [ %2047, %2048 ], [ %2047, %2044 ]
  %2055 = xor <16 x i8> %2043, %36
  %2056 = shufflevector <16 x i8> %2055, <16 x i8> %2054, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %2057 = shufflevector <16 x i8> %2055, <16 x i8> %2054, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %2058 = shufflevector <16 x i8> %2053, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %2059 = shufflevector <16 x i8> %2053, <16 x i8> <i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0>, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %2060 = bitcast <16 x i8> %2056 to <8 x i16>
  %2061 = bitcast <16 x i8> %2058 to <8 x i16>
  %2062 = shufflevector <8 x i16> %2060, <8 x i16> %2061, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %2063 = bitcast <8 x i16> %2062 to <4 x i32>
  %2064 = shufflevector <8 x i16> %2060, <8 x i16> %2061, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %2065 = bitcast <8 x i16> %2064 to <4 x i32>
  %2066 = shufflevector <4 x i32> %2063, <4 x i32> %2065, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %2067 = bitcast <16 x i8> %2057 to <8 x i16>
  %2068 = bitcast <16 x i8> %2059 to <8 x i16>
  %2069 = shufflevector <8 x i16> %2067, <8 x i16> %2068, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %2070 = bitcast <8 x i16> %2069 to <4 x i32>
  %2071 = shufflevector <4 x i32> %2070, <4 x i32> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %2072 = shufflevector <16 x i32> %2066, <16 x i32> %2071, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 poison, i32 poison, i32 poison, i32 poison>
  %2073 = shufflevector <8 x i16> %2067, <8 x i16> %2068, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %2074 = bitcast <8 x i16> %2073 to <4 x i32>
  %2075 = shufflevector <4 x i32> %2074, <4 x i32> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %2076 = shufflevector <16 x i32> %2072, <16 x i32> %2075, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 18, i32 19>
  %2077 = bitcast <16 x i32> %2076 to <64 x i8>
  br i1 %52, label %2080, label %2078

2078:                                             ; preds = %2052
  %2079 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1984, <64 x i8> splat (i8 1), <64 x i8> %2077)
  br label %2080

2080:                                             ; preds = %2052, %2078
  %2081 = phi <16 x i32> [ %2079, %2078 ], [ %1984, %2052 ]
  %2082 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %190, <16 x i1> %62, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %2083 = bitcast <16 x i8> %2082 to <4 x i32>
  %2084 = shufflevector <4 x i32> %2083, <4 x i32> poison, <16 x i32> zeroinitializer
  %2085 = bitcast <16 x i32> %2084 to <8 x i64>
  %2086 = xor <8 x i64> %37, %2085
  %2087 = bitcast <8 x i64> %2086 to <64 x i8>
  %2088 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1983, <64 x i8> %2087, <64 x i8> %2077)
  br label %2089

2089:                                             ; preds = %1985, %2080
  %2090 = phi <16 x i1> [ %1986, %1985 ], [ %2042, %2080 ]
  %2091 = phi <16 x i32> [ %1983, %1985 ], [ %2088, %2080 ]
  %2092 = phi <16 x i32> [ %1984, %1985 ], [ %2081, %2080 ]
  %2093 = mul <16 x i32> %2092, %64
  %2094 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %501, <16 x i1> %2090, <16 x i32> zeroinitializer)
  %2095 = add <16 x i32> %2091, %2093
  %2096 = add <16 x i32> %2095, %2094
  %2097 = add <16 x i32> %2096, %398
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %2097, ptr align 1 %501, <16 x i1> %2090)
  br label %2098

2098:                                             ; preds = %2089, %1964, %1816, %1645, %1451, %1234, %994, %731
  %2099 = add nsw i64 %491, 1
  %2100 = icmp eq i64 %2099, %6
  br i1 %2100, label %485, label %490
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none))

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none))

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i64> @llvm.x86.avx512.psad.bw.512(<64 x i8>, <64 x i8>)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <64 x i8> @llvm.masked.load.v64i8.p0(ptr captures(none), <64 x i1>, <64 x i8>)

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v8i64(<8 x i64>)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <16 x i8> @llvm.masked.load.v16i8.p0(ptr captures(none), <16 x i1>, <16 x i8>)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32>, <64 x i8>, <64 x i8>)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v16i32.p0(<16 x i32>, ptr captures(none), <16 x i1>)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <16 x i32> @llvm.masked.load.v16i32.p0(ptr captures(none), <16 x i1>, <16 x i32>)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef)
