%struct.rowstate = type { ptr, ptr, ptr, ptr, i64, ptr, ptr }

; Function Attrs: nounwind memory(readwrite, target_mem0: none, target_mem1: none)
define hidden void @mgxport_rnn_f32_fma256(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11, i64 noundef %12) local_unnamed_addr {
  %14 = inttoptr i64 %0 to ptr
  %15 = inttoptr i64 %1 to ptr
  %16 = inttoptr i64 %2 to ptr
  %17 = inttoptr i64 %3 to ptr
  %18 = inttoptr i64 %4 to ptr
  %19 = inttoptr i64 %5 to ptr
  %20 = inttoptr i64 %6 to ptr
  %21 = inttoptr i64 %7 to ptr
  %22 = inttoptr i64 %8 to ptr
  %23 = inttoptr i64 %9 to ptr
  %24 = inttoptr i64 %10 to ptr
  %25 = inttoptr i64 %11 to ptr
  %26 = load i64, ptr %25, align 8
  %27 = getelementptr inbounds nuw i8, ptr %25, i64 8
  %28 = load i64, ptr %27, align 8
  %29 = getelementptr inbounds nuw i8, ptr %25, i64 16
  %30 = load i64, ptr %29, align 8
  %31 = getelementptr inbounds nuw i8, ptr %25, i64 24
  %32 = load i64, ptr %31, align 8
  %33 = getelementptr inbounds nuw i8, ptr %25, i64 32
  %34 = load i64, ptr %33, align 8
  %35 = getelementptr inbounds nuw i8, ptr %25, i64 40
  %36 = load i64, ptr %35, align 8
  %37 = icmp eq i64 %26, 2
  %38 = icmp eq i64 %26, 1
  %39 = select i1 %38, i64 3, i64 1
  %40 = select i1 %37, i64 4, i64 %39
  %41 = mul nsw i64 %40, %32
  %42 = getelementptr inbounds nuw i8, ptr %25, i64 80
  %43 = load i64, ptr %42, align 8
  %44 = add i64 %30, -1
  %45 = add i64 %44, %43
  %46 = sdiv i64 %45, %43
  %47 = sdiv i64 %12, %46
  %48 = srem i64 %12, %46
  %49 = mul nsw i64 %48, %43
  %50 = add nsw i64 %49, %43
  %51 = tail call i64 @llvm.smin.i64(i64 %50, i64 %30)
  %52 = sub nsw i64 %51, %49
  %53 = getelementptr inbounds nuw i8, ptr %25, i64 72
  %54 = load i64, ptr %53, align 8
  %55 = trunc i64 %54 to i32
  %56 = bitcast i32 %55 to float
  %57 = icmp eq i64 %34, 2
  br i1 %57, label %58, label %60

58:                                               ; preds = %13
  %59 = icmp eq i64 %47, 1
  br label %64

60:                                               ; preds = %13
  %61 = getelementptr inbounds nuw i8, ptr %25, i64 48
  %62 = load i64, ptr %61, align 8
  %63 = icmp ne i64 %62, 0
  br label %64

64:                                               ; preds = %60, %58
  %65 = phi i1 [ %59, %58 ], [ %63, %60 ]
  %66 = getelementptr inbounds nuw i8, ptr %25, i64 56
  %67 = load i64, ptr %66, align 8
  %68 = getelementptr inbounds nuw i8, ptr %25, i64 64
  %69 = load i64, ptr %68, align 8
  %70 = getelementptr inbounds nuw i8, ptr %25, i64 88
  %71 = load i64, ptr %70, align 8
  %72 = getelementptr inbounds nuw i8, ptr %25, i64 96
  %73 = load i64, ptr %72, align 8
  %74 = getelementptr inbounds nuw i8, ptr %25, i64 104
  %75 = mul nsw i64 %47, 3
  %76 = mul nsw i64 %47, 72
  %77 = getelementptr inbounds i8, ptr %74, i64 %76
  %78 = load i64, ptr %77, align 8
  %79 = getelementptr inbounds nuw i8, ptr %77, i64 8
  %80 = load <2 x i64>, ptr %79, align 8
  %81 = trunc <2 x i64> %80 to <2 x i32>
  %82 = bitcast <2 x i32> %81 to <2 x float>
  %83 = add i64 %75, 1
  %84 = mul nsw i64 %83, 24
  %85 = getelementptr inbounds i8, ptr %74, i64 %84
  %86 = load i64, ptr %85, align 8
  %87 = getelementptr inbounds nuw i8, ptr %85, i64 8
  %88 = load <2 x i64>, ptr %87, align 8
  %89 = trunc <2 x i64> %88 to <2 x i32>
  %90 = bitcast <2 x i32> %89 to <2 x float>
  %91 = add i64 %75, 2
  %92 = mul nsw i64 %91, 24
  %93 = getelementptr inbounds i8, ptr %74, i64 %92
  %94 = load i64, ptr %93, align 8
  %95 = getelementptr inbounds nuw i8, ptr %93, i64 8
  %96 = load <2 x i64>, ptr %95, align 8
  %97 = trunc <2 x i64> %96 to <2 x i32>
  %98 = bitcast <2 x i32> %97 to <2 x float>
  %99 = icmp eq i64 %67, 0
  %100 = icmp ne i64 %69, 0
  %101 = icmp ne i64 %71, 0
  %102 = icmp eq i64 %73, 0
  %103 = select i1 %102, ptr null, ptr %20
  %104 = add nsw i64 %32, 7
  %105 = sdiv i64 %104, 8
  %106 = shl nsw i64 %105, 3
  %107 = mul i64 %106, %40
  br i1 %37, label %108, label %116

108:                                              ; preds = %64
  %109 = icmp eq i64 %106, %32
  %110 = icmp eq i64 %78, 0
  %111 = select i1 %109, i1 %110, i1 false
  %112 = icmp eq i64 %86, 1
  %113 = select i1 %111, i1 %112, i1 false
  %114 = icmp eq i64 %94, 1
  %115 = select i1 %113, i1 %114, i1 false
  br label %116

116:                                              ; preds = %108, %64
  %117 = phi i1 [ false, %64 ], [ %115, %108 ]
  %118 = mul nsw i64 %107, %32
  %119 = shl nsw i64 %107, 1
  %120 = mul nsw i64 %105, 24
  %121 = add nsw i64 %119, %120
  %122 = add nsw i64 %107, %120
  %123 = add nsw i64 %121, %118
  %124 = mul nsw i64 %52, %122
  %125 = add nsw i64 %123, %124
  %126 = shl i64 %125, 2
  %127 = tail call ptr @malloc(i64 noundef %126)
  %128 = ptrtoint ptr %127 to i64
  %129 = icmp eq ptr %127, null
  br i1 %129, label %130, label %131

130:                                              ; preds = %116
  tail call void @llvm.trap()
  unreachable

131:                                              ; preds = %116
  %132 = mul nsw i64 %47, %41
  %133 = icmp slt i64 %32, 8
  %134 = icmp sgt i64 %32, 0
  %135 = icmp slt i64 %32, %106
  %136 = shl i64 %32, 2
  %137 = shl i64 %105, 5
  %138 = mul nsw i64 %40, %105
  %139 = shl i64 %138, 5
  %140 = sub i64 %137, %136
  %141 = getelementptr i8, ptr %127, i64 %136
  %142 = shl i64 %32, 2
  %143 = mul i64 %32, -4
  %144 = mul i64 %32, %32
  %145 = mul i64 %40, %144
  %146 = mul i64 %145, %47
  %147 = shl i64 %146, 2
  %148 = mul i64 %32, %32
  %149 = shl i64 %148, 2
  %150 = shl i64 %32, 2
  %151 = shl i64 %105, 5
  %152 = mul nsw i64 %40, %105
  %153 = add i64 %32, 576460752303423487
  %154 = mul i64 %152, %153
  %155 = shl i64 %154, 5
  %156 = mul i64 %40, %47
  %157 = shl i64 %156, 2
  %158 = add i64 %157, 4
  %159 = mul i64 %32, %158
  %160 = add i64 %159, -4
  %161 = mul i64 %32, %160
  %162 = mul i64 %32, %32
  %163 = shl i64 %162, 2
  %164 = mul i64 %40, %162
  %165 = mul i64 %164, %47
  %166 = shl i64 %165, 2
  %167 = shl i64 %32, 2
  %168 = getelementptr i8, ptr %127, i64 %155
  %169 = getelementptr i8, ptr %168, i64 %150
  %170 = getelementptr i8, ptr %15, i64 %161
  %171 = getelementptr i8, ptr %15, i64 %166
  %172 = getelementptr i8, ptr %15, i64 %147
  %173 = icmp slt i64 %142, 0
  %174 = select i1 %173, i64 %143, i64 %142
  %175 = and i64 %152, 288230376151711744
  %176 = icmp ne i64 %175, 0
  %177 = and i64 %32, 7
  %178 = icmp eq i64 %177, 0
  br label %224

179:                                              ; preds = %481
  %180 = getelementptr float, ptr %127, i64 %118
  %181 = getelementptr float, ptr %180, i64 %107
  %182 = shl i64 %47, 1
  %183 = icmp ne i64 %2, 0
  %184 = and i1 %183, %101
  %185 = mul i64 %182, %41
  %186 = getelementptr float, ptr %16, i64 %185
  %187 = or disjoint i64 %182, 1
  %188 = mul i64 %187, %41
  %189 = getelementptr float, ptr %16, i64 %188
  %190 = tail call i64 @llvm.smax.i64(i64 %106, i64 1)
  %191 = mul i64 %40, %32
  %192 = mul i64 %191, %105
  %193 = shl i64 %192, 5
  %194 = shl i64 %105, 5
  %195 = shl i64 %190, 2
  %196 = mul nsw i64 %40, %105
  %197 = shl i64 %32, 5
  %198 = add i64 %197, 32
  %199 = mul i64 %196, %198
  %200 = mul i64 %40, %32
  %201 = mul i64 %200, %47
  %202 = shl i64 %201, 3
  %203 = shl i64 %32, 2
  %204 = or disjoint i64 %182, 1
  %205 = mul i64 %200, %204
  %206 = shl i64 %205, 2
  %207 = getelementptr i8, ptr %127, i64 %193
  %208 = getelementptr i8, ptr %127, i64 %193
  %209 = getelementptr i8, ptr %208, i64 %195
  %210 = getelementptr i8, ptr %127, i64 %199
  %211 = getelementptr i8, ptr %127, i64 %199
  %212 = getelementptr i8, ptr %211, i64 %195
  %213 = getelementptr i8, ptr %16, i64 %202
  %214 = getelementptr i8, ptr %16, i64 %202
  %215 = getelementptr i8, ptr %214, i64 %195
  %216 = getelementptr i8, ptr %16, i64 %206
  %217 = getelementptr i8, ptr %16, i64 %206
  %218 = getelementptr i8, ptr %217, i64 %195
  %219 = icmp slt i64 %32, 17
  %220 = and i64 %190, 9223372036854775800
  %221 = insertelement <8 x i64> poison, i64 %32, i64 0
  %222 = shufflevector <8 x i64> %221, <8 x i64> poison, <8 x i32> zeroinitializer
  %223 = icmp eq i64 %190, %220
  br label %512

224:                                              ; preds = %131, %481
  %225 = phi i64 [ 0, %131 ], [ %482, %481 ]
  %226 = mul i64 %151, %225
  %227 = getelementptr i8, ptr %127, i64 %226
  %228 = getelementptr i8, ptr %169, i64 %226
  %229 = mul i64 %163, %225
  %230 = mul i64 %149, %225
  %231 = mul i64 %137, %225
  %232 = mul nsw i64 %225, %32
  %233 = add nsw i64 %232, %132
  %234 = mul nsw i64 %233, %32
  %235 = getelementptr inbounds float, ptr %15, i64 %234
  %236 = mul nsw i64 %225, %106
  %237 = getelementptr inbounds float, ptr %127, i64 %236
  br i1 %133, label %241, label %265

238:                                              ; preds = %355, %284
  %239 = add nuw nsw i64 %266, 8
  %240 = icmp sgt i64 %239, %32
  br i1 %240, label %241, label %265

241:                                              ; preds = %238, %224
  %242 = phi i64 [ 0, %224 ], [ %266, %238 ]
  br i1 %134, label %243, label %481

243:                                              ; preds = %241
  %244 = icmp slt i64 %242, %32
  %245 = getelementptr i8, ptr %141, i64 %231
  %246 = xor i64 %242, -1
  %247 = add nsw i64 %32, %246
  %248 = mul i64 %150, %242
  %249 = shl i64 %242, 2
  %250 = getelementptr i8, ptr %227, i64 %249
  %251 = mul i64 %167, %242
  %252 = sub nsw i64 %32, %242
  %253 = getelementptr i8, ptr %170, i64 %229
  %254 = getelementptr i8, ptr %171, i64 %229
  %255 = getelementptr i8, ptr %254, i64 %251
  %256 = getelementptr i8, ptr %172, i64 %230
  %257 = getelementptr i8, ptr %256, i64 %248
  %258 = icmp ult i64 %252, 32
  %259 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %174, i64 %247)
  %260 = extractvalue { i64, i1 } %259, 0
  %261 = extractvalue { i64, i1 } %259, 1
  %262 = sub i64 0, %260
  %263 = sub i64 %252, %177
  %264 = add i64 %242, %263
  br label %386

265:                                              ; preds = %224, %238
  %266 = phi i64 [ %239, %238 ], [ 8, %224 ]
  %267 = phi i64 [ %266, %238 ], [ 0, %224 ]
  %268 = getelementptr float, ptr %237, i64 %267
  %269 = mul nuw nsw i64 %267, %32
  %270 = or disjoint i64 %267, 1
  %271 = mul nuw nsw i64 %270, %32
  %272 = or disjoint i64 %267, 2
  %273 = mul nuw nsw i64 %272, %32
  %274 = or disjoint i64 %267, 3
  %275 = mul nuw nsw i64 %274, %32
  %276 = or disjoint i64 %267, 4
  %277 = mul nuw nsw i64 %276, %32
  %278 = or disjoint i64 %267, 5
  %279 = mul nuw nsw i64 %278, %32
  %280 = or disjoint i64 %267, 6
  %281 = mul nuw nsw i64 %280, %32
  %282 = or disjoint i64 %267, 7
  %283 = mul nuw nsw i64 %282, %32
  br label %286

284:                                              ; preds = %286
  %285 = icmp slt i64 %287, %32
  br i1 %285, label %355, label %238

286:                                              ; preds = %265, %286
  %287 = phi i64 [ 8, %265 ], [ %353, %286 ]
  %288 = phi i64 [ 0, %265 ], [ %287, %286 ]
  %289 = getelementptr float, ptr %235, i64 %288
  %290 = getelementptr float, ptr %289, i64 %269
  %291 = load <8 x float>, ptr %290, align 4
  %292 = getelementptr float, ptr %289, i64 %271
  %293 = load <8 x float>, ptr %292, align 4
  %294 = getelementptr float, ptr %289, i64 %273
  %295 = load <8 x float>, ptr %294, align 4
  %296 = getelementptr float, ptr %289, i64 %275
  %297 = load <8 x float>, ptr %296, align 4
  %298 = getelementptr float, ptr %289, i64 %277
  %299 = load <8 x float>, ptr %298, align 4
  %300 = getelementptr float, ptr %289, i64 %279
  %301 = load <8 x float>, ptr %300, align 4
  %302 = getelementptr float, ptr %289, i64 %281
  %303 = load <8 x float>, ptr %302, align 4
  %304 = getelementptr float, ptr %289, i64 %283
  %305 = load <8 x float>, ptr %304, align 4
  %306 = shufflevector <8 x float> %291, <8 x float> %299, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %307 = shufflevector <8 x float> %291, <8 x float> %299, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %308 = shufflevector <8 x float> %293, <8 x float> %301, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %309 = shufflevector <8 x float> %293, <8 x float> %301, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %310 = shufflevector <8 x float> %295, <8 x float> %303, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %311 = shufflevector <8 x float> %295, <8 x float> %303, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %312 = shufflevector <8 x float> %297, <8 x float> %305, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %313 = shufflevector <8 x float> %297, <8 x float> %305, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %314 = shufflevector <8 x float> %306, <8 x float> %310, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %315 = shufflevector <8 x float> %306, <8 x float> %310, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %316 = shufflevector <8 x float> %307, <8 x float> %311, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %317 = shufflevector <8 x float> %307, <8 x float> %311, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %318 = shufflevector <8 x float> %308, <8 x float> %312, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %319 = shufflevector <8 x float> %308, <8 x float> %312, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %320 = shufflevector <8 x float> %309, <8 x float> %313, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %321 = shufflevector <8 x float> %309, <8 x float> %313, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %322 = shufflevector <8 x float> %314, <8 x float> %318, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %323 = shufflevector <8 x float> %314, <8 x float> %318, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %324 = shufflevector <8 x float> %315, <8 x float> %319, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %325 = shufflevector <8 x float> %315, <8 x float> %319, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %326 = shufflevector <8 x float> %316, <8 x float> %320, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %327 = shufflevector <8 x float> %316, <8 x float> %320, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %328 = shufflevector <8 x float> %317, <8 x float> %321, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %329 = shufflevector <8 x float> %317, <8 x float> %321, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %330 = mul nuw nsw i64 %288, %107
  %331 = getelementptr float, ptr %268, i64 %330
  store <8 x float> %322, ptr %331, align 4
  %332 = or disjoint i64 %288, 1
  %333 = mul nuw nsw i64 %332, %107
  %334 = getelementptr float, ptr %268, i64 %333
  store <8 x float> %323, ptr %334, align 4
  %335 = or disjoint i64 %288, 2
  %336 = mul nuw nsw i64 %335, %107
  %337 = getelementptr float, ptr %268, i64 %336
  store <8 x float> %324, ptr %337, align 4
  %338 = or disjoint i64 %288, 3
  %339 = mul nuw nsw i64 %338, %107
  %340 = getelementptr float, ptr %268, i64 %339
  store <8 x float> %325, ptr %340, align 4
  %341 = or disjoint i64 %288, 4
  %342 = mul nuw nsw i64 %341, %107
  %343 = getelementptr float, ptr %268, i64 %342
  store <8 x float> %326, ptr %343, align 4
  %344 = or disjoint i64 %288, 5
  %345 = mul nuw nsw i64 %344, %107
  %346 = getelementptr float, ptr %268, i64 %345
  store <8 x float> %327, ptr %346, align 4
  %347 = or disjoint i64 %288, 6
  %348 = mul nuw nsw i64 %347, %107
  %349 = getelementptr float, ptr %268, i64 %348
  store <8 x float> %328, ptr %349, align 4
  %350 = or disjoint i64 %288, 7
  %351 = mul nuw nsw i64 %350, %107
  %352 = getelementptr float, ptr %268, i64 %351
  store <8 x float> %329, ptr %352, align 4
  %353 = add nuw nsw i64 %287, 8
  %354 = icmp sgt i64 %353, %32
  br i1 %354, label %284, label %286

355:                                              ; preds = %284, %355
  %356 = phi i64 [ %384, %355 ], [ %287, %284 ]
  %357 = getelementptr float, ptr %235, i64 %356
  %358 = mul nuw nsw i64 %356, %107
  %359 = getelementptr float, ptr %237, i64 %358
  %360 = getelementptr float, ptr %357, i64 %269
  %361 = load float, ptr %360, align 4
  %362 = getelementptr float, ptr %359, i64 %267
  store float %361, ptr %362, align 4
  %363 = getelementptr float, ptr %357, i64 %271
  %364 = load float, ptr %363, align 4
  %365 = getelementptr float, ptr %359, i64 %270
  store float %364, ptr %365, align 4
  %366 = getelementptr float, ptr %357, i64 %273
  %367 = load float, ptr %366, align 4
  %368 = getelementptr float, ptr %359, i64 %272
  store float %367, ptr %368, align 4
  %369 = getelementptr float, ptr %357, i64 %275
  %370 = load float, ptr %369, align 4
  %371 = getelementptr float, ptr %359, i64 %274
  store float %370, ptr %371, align 4
  %372 = getelementptr float, ptr %357, i64 %277
  %373 = load float, ptr %372, align 4
  %374 = getelementptr float, ptr %359, i64 %276
  store float %373, ptr %374, align 4
  %375 = getelementptr float, ptr %357, i64 %279
  %376 = load float, ptr %375, align 4
  %377 = getelementptr float, ptr %359, i64 %278
  store float %376, ptr %377, align 4
  %378 = getelementptr float, ptr %357, i64 %281
  %379 = load float, ptr %378, align 4
  %380 = getelementptr float, ptr %359, i64 %280
  store float %379, ptr %380, align 4
  %381 = getelementptr float, ptr %357, i64 %283
  %382 = load float, ptr %381, align 4
  %383 = getelementptr float, ptr %359, i64 %282
  store float %382, ptr %383, align 4
  %384 = add nuw nsw i64 %356, 1
  %385 = icmp slt i64 %384, %32
  br i1 %385, label %355, label %238

386:                                              ; preds = %243, %509
  %387 = phi i64 [ 0, %243 ], [ %510, %509 ]
  %388 = shl i64 %387, 2
  %389 = getelementptr i8, ptr %253, i64 %388
  %390 = getelementptr i8, ptr %255, i64 %388
  %391 = icmp ult ptr %389, %390
  %392 = select i1 %391, ptr %389, ptr %390
  %393 = icmp ugt ptr %389, %390
  %394 = select i1 %393, ptr %389, ptr %390
  %395 = getelementptr i8, ptr %394, i64 4
  %396 = shl i64 %387, 2
  %397 = getelementptr i8, ptr %257, i64 %396
  %398 = mul i64 %139, %387
  %399 = getelementptr i8, ptr %245, i64 %398
  %400 = getelementptr float, ptr %235, i64 %387
  br i1 %244, label %401, label %484

401:                                              ; preds = %386
  %402 = mul nuw nsw i64 %387, %107
  %403 = getelementptr float, ptr %237, i64 %402
  br i1 %258, label %462, label %404

404:                                              ; preds = %401
  %405 = getelementptr i8, ptr %397, i64 %260
  %406 = getelementptr i8, ptr %397, i64 %262
  %407 = icmp ult ptr %405, %397
  %408 = icmp ugt ptr %406, %397
  %409 = select i1 %173, i1 %408, i1 %407
  %410 = or i1 %409, %261
  br i1 %410, label %462, label %411

411:                                              ; preds = %404
  %412 = icmp ult ptr %250, %395
  %413 = icmp ult ptr %392, %228
  %414 = and i1 %412, %413
  %415 = or i1 %414, %176
  br i1 %415, label %462, label %416

416:                                              ; preds = %411, %416
  %417 = phi i64 [ %459, %416 ], [ 0, %411 ]
  %418 = add i64 %242, %417
  %419 = or disjoint i64 %418, 1
  %420 = or disjoint i64 %418, 2
  %421 = or disjoint i64 %418, 3
  %422 = or disjoint i64 %418, 4
  %423 = or disjoint i64 %418, 5
  %424 = or disjoint i64 %418, 6
  %425 = or disjoint i64 %418, 7
  %426 = mul nuw nsw i64 %418, %32
  %427 = mul nuw nsw i64 %419, %32
  %428 = mul nuw nsw i64 %420, %32
  %429 = mul nuw nsw i64 %421, %32
  %430 = mul nuw nsw i64 %422, %32
  %431 = mul nuw nsw i64 %423, %32
  %432 = mul nuw nsw i64 %424, %32
  %433 = mul nuw nsw i64 %425, %32
  %434 = getelementptr float, ptr %400, i64 %426
  %435 = getelementptr float, ptr %400, i64 %427
  %436 = getelementptr float, ptr %400, i64 %428
  %437 = getelementptr float, ptr %400, i64 %429
  %438 = getelementptr float, ptr %400, i64 %430
  %439 = getelementptr float, ptr %400, i64 %431
  %440 = getelementptr float, ptr %400, i64 %432
  %441 = getelementptr float, ptr %400, i64 %433
  %442 = load float, ptr %434, align 4
  %443 = load float, ptr %435, align 4
  %444 = load float, ptr %436, align 4
  %445 = load float, ptr %437, align 4
  %446 = load float, ptr %438, align 4
  %447 = load float, ptr %439, align 4
  %448 = load float, ptr %440, align 4
  %449 = load float, ptr %441, align 4
  %450 = insertelement <8 x float> poison, float %442, i64 0
  %451 = insertelement <8 x float> %450, float %443, i64 1
  %452 = insertelement <8 x float> %451, float %444, i64 2
  %453 = insertelement <8 x float> %452, float %445, i64 3
  %454 = insertelement <8 x float> %453, float %446, i64 4
  %455 = insertelement <8 x float> %454, float %447, i64 5
  %456 = insertelement <8 x float> %455, float %448, i64 6
  %457 = insertelement <8 x float> %456, float %449, i64 7
  %458 = getelementptr float, ptr %403, i64 %418
  store <8 x float> %457, ptr %458, align 4
  %459 = add nuw i64 %417, 8
  %460 = icmp eq i64 %459, %263
  br i1 %460, label %461, label %416

461:                                              ; preds = %416
  br i1 %178, label %484, label %462

462:                                              ; preds = %411, %404, %401, %461
  %463 = phi i64 [ %242, %411 ], [ %242, %404 ], [ %242, %401 ], [ %264, %461 ]
  %464 = sub i64 %32, %463
  %465 = and i64 %464, 3
  %466 = icmp eq i64 %465, 0
  br i1 %466, label %477, label %467

467:                                              ; preds = %462, %467
  %468 = phi i64 [ %474, %467 ], [ %463, %462 ]
  %469 = phi i64 [ %475, %467 ], [ 0, %462 ]
  %470 = mul nuw nsw i64 %468, %32
  %471 = getelementptr float, ptr %400, i64 %470
  %472 = load float, ptr %471, align 4
  %473 = getelementptr float, ptr %403, i64 %468
  store float %472, ptr %473, align 4
  %474 = add nuw nsw i64 %468, 1
  %475 = add i64 %469, 1
  %476 = icmp eq i64 %475, %465
  br i1 %476, label %477, label %467

477:                                              ; preds = %467, %462
  %478 = phi i64 [ %463, %462 ], [ %474, %467 ]
  %479 = sub i64 %463, %32
  %480 = icmp ugt i64 %479, -4
  br i1 %480, label %484, label %486

481:                                              ; preds = %509, %241
  %482 = add nuw nsw i64 %225, 1
  %483 = icmp eq i64 %482, %40
  br i1 %483, label %179, label %224

484:                                              ; preds = %477, %486, %461, %386
  br i1 %135, label %485, label %509

485:                                              ; preds = %484
  tail call void @llvm.memset.p0.i64(ptr align 4 %399, i8 0, i64 %140, i1 false)
  br label %509

486:                                              ; preds = %477, %486
  %487 = phi i64 [ %507, %486 ], [ %478, %477 ]
  %488 = mul nuw nsw i64 %487, %32
  %489 = getelementptr float, ptr %400, i64 %488
  %490 = load float, ptr %489, align 4
  %491 = getelementptr float, ptr %403, i64 %487
  store float %490, ptr %491, align 4
  %492 = add nuw nsw i64 %487, 1
  %493 = mul nuw nsw i64 %492, %32
  %494 = getelementptr float, ptr %400, i64 %493
  %495 = load float, ptr %494, align 4
  %496 = getelementptr float, ptr %403, i64 %492
  store float %495, ptr %496, align 4
  %497 = add nuw nsw i64 %487, 2
  %498 = mul nuw nsw i64 %497, %32
  %499 = getelementptr float, ptr %400, i64 %498
  %500 = load float, ptr %499, align 4
  %501 = getelementptr float, ptr %403, i64 %497
  store float %500, ptr %501, align 4
  %502 = add nuw nsw i64 %487, 3
  %503 = mul nuw nsw i64 %502, %32
  %504 = getelementptr float, ptr %400, i64 %503
  %505 = load float, ptr %504, align 4
  %506 = getelementptr float, ptr %403, i64 %502
  store float %505, ptr %506, align 4
  %507 = add nuw nsw i64 %487, 4
  %508 = icmp eq i64 %507, %32
  br i1 %508, label %484, label %486

509:                                              ; preds = %485, %484
  %510 = add nuw nsw i64 %387, 1
  %511 = icmp eq i64 %510, %32
  br i1 %511, label %481, label %386

512:                                              ; preds = %589, %179
  %513 = phi i64 [ %591, %589 ], [ 0, %179 ]
  %514 = phi i64 [ %590, %589 ], [ 0, %179 ]
  %515 = mul i64 %194, %513
  %516 = getelementptr i8, ptr %207, i64 %515
  %517 = getelementptr i8, ptr %209, i64 %515
  %518 = getelementptr i8, ptr %210, i64 %515
  %519 = getelementptr i8, ptr %212, i64 %515
  %520 = mul i64 %203, %513
  %521 = getelementptr i8, ptr %213, i64 %520
  %522 = getelementptr i8, ptr %215, i64 %520
  %523 = getelementptr i8, ptr %216, i64 %520
  %524 = getelementptr i8, ptr %218, i64 %520
  br i1 %134, label %525, label %592

525:                                              ; preds = %512
  %526 = mul nuw nsw i64 %514, %106
  %527 = mul nuw nsw i64 %514, %32
  %528 = getelementptr float, ptr %186, i64 %527
  %529 = getelementptr float, ptr %189, i64 %527
  br i1 %219, label %569, label %530

530:                                              ; preds = %525
  %531 = icmp ult ptr %516, %517
  %532 = icmp ult ptr %516, %519
  %533 = icmp ult ptr %518, %517
  %534 = and i1 %532, %533
  %535 = or i1 %531, %534
  %536 = icmp ult ptr %516, %522
  %537 = icmp ult ptr %521, %517
  %538 = and i1 %536, %537
  %539 = or i1 %535, %538
  %540 = icmp ult ptr %516, %524
  %541 = icmp ult ptr %523, %517
  %542 = and i1 %540, %541
  %543 = or i1 %539, %542
  %544 = icmp ult ptr %518, %522
  %545 = icmp ult ptr %521, %519
  %546 = and i1 %544, %545
  %547 = or i1 %543, %546
  %548 = icmp ult ptr %518, %524
  %549 = icmp ult ptr %523, %519
  %550 = and i1 %548, %549
  %551 = or i1 %547, %550
  br i1 %551, label %569, label %552

552:                                              ; preds = %530, %552
  %553 = phi i64 [ %565, %552 ], [ 0, %530 ]
  %554 = phi <8 x i64> [ %566, %552 ], [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %530 ]
  %555 = icmp slt <8 x i64> %554, %222
  %556 = select i1 %184, <8 x i1> %555, <8 x i1> zeroinitializer
  %557 = xor <8 x i1> %556, splat (i1 true)
  %558 = add i64 %553, %526
  %559 = getelementptr float, ptr %180, i64 %558
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> zeroinitializer, ptr align 4 %559, <8 x i1> %557)
  %560 = getelementptr float, ptr %528, i64 %553
  %561 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %560, <8 x i1> %556, <8 x float> poison)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %561, ptr align 4 %559, <8 x i1> %556)
  %562 = getelementptr float, ptr %529, i64 %553
  %563 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %562, <8 x i1> %556, <8 x float> zeroinitializer)
  %564 = getelementptr inbounds float, ptr %181, i64 %558
  store <8 x float> %563, ptr %564, align 4
  %565 = add nuw i64 %553, 8
  %566 = add nuw nsw <8 x i64> %554, splat (i64 8)
  %567 = icmp eq i64 %565, %220
  br i1 %567, label %568, label %552

568:                                              ; preds = %552
  br i1 %223, label %586, label %569

569:                                              ; preds = %530, %525, %568
  %570 = phi i64 [ 0, %530 ], [ 0, %525 ], [ %220, %568 ]
  br label %597

571:                                              ; preds = %586
  %572 = getelementptr inbounds nuw float, ptr %181, i64 %107
  %573 = icmp ne ptr %103, null
  %574 = mul i64 %75, %32
  %575 = getelementptr float, ptr %20, i64 %574
  %576 = mul nuw nsw i64 %40, %105
  %577 = shl i64 %32, 5
  %578 = add i64 %577, 64
  %579 = mul i64 %576, %578
  %580 = add i64 %579, %128
  %581 = mul i64 %32, %47
  %582 = mul i64 %581, -12
  %583 = add i64 %582, %580
  %584 = sub i64 %583, %6
  %585 = icmp ult i64 %584, 128
  br i1 %585, label %678, label %617

586:                                              ; preds = %611, %568
  %587 = add nuw nsw i64 %514, 1
  %588 = icmp eq i64 %587, %40
  br i1 %588, label %571, label %589

589:                                              ; preds = %586, %592
  %590 = phi i64 [ %587, %586 ], [ %593, %592 ]
  %591 = add i64 %513, 1
  br label %512

592:                                              ; preds = %512
  %593 = add nuw nsw i64 %514, 1
  %594 = icmp eq i64 %593, %40
  br i1 %594, label %595, label %589

595:                                              ; preds = %592
  %596 = getelementptr inbounds float, ptr %181, i64 %107
  br label %966

597:                                              ; preds = %569, %611
  %598 = phi i64 [ %615, %611 ], [ %570, %569 ]
  %599 = icmp slt i64 %598, %32
  %600 = select i1 %184, i1 %599, i1 false
  br i1 %600, label %604, label %601

601:                                              ; preds = %597
  %602 = add nuw nsw i64 %598, %526
  %603 = getelementptr inbounds nuw float, ptr %180, i64 %602
  store float 0.000000e+00, ptr %603, align 4
  br label %611

604:                                              ; preds = %597
  %605 = getelementptr float, ptr %528, i64 %598
  %606 = load float, ptr %605, align 4
  %607 = add nuw nsw i64 %598, %526
  %608 = getelementptr inbounds nuw float, ptr %180, i64 %607
  store float %606, ptr %608, align 4
  %609 = getelementptr float, ptr %529, i64 %598
  %610 = load float, ptr %609, align 4
  br label %611

611:                                              ; preds = %601, %604
  %612 = phi i64 [ %607, %604 ], [ %602, %601 ]
  %613 = phi float [ %610, %604 ], [ 0.000000e+00, %601 ]
  %614 = getelementptr inbounds float, ptr %181, i64 %612
  store float %613, ptr %614, align 4
  %615 = add nuw nsw i64 %598, 1
  %616 = icmp eq i64 %615, %190
  br i1 %616, label %586, label %597

617:                                              ; preds = %571
  %618 = icmp slt i64 %32, 25
  br i1 %618, label %657, label %619

619:                                              ; preds = %617
  %620 = and i64 %190, 24
  %621 = and i64 %190, 9223372036854775776
  %622 = insertelement <8 x i64> poison, i64 %32, i64 0
  %623 = shufflevector <8 x i64> %622, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %624

624:                                              ; preds = %624, %619
  %625 = phi i64 [ 0, %619 ], [ %650, %624 ]
  %626 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %619 ], [ %651, %624 ]
  %627 = add <8 x i64> %626, splat (i64 8)
  %628 = add <8 x i64> %626, splat (i64 16)
  %629 = add <8 x i64> %626, splat (i64 24)
  %630 = icmp slt <8 x i64> %626, %623
  %631 = icmp slt <8 x i64> %627, %623
  %632 = icmp slt <8 x i64> %628, %623
  %633 = icmp slt <8 x i64> %629, %623
  %634 = select i1 %573, <8 x i1> %630, <8 x i1> zeroinitializer
  %635 = select i1 %573, <8 x i1> %631, <8 x i1> zeroinitializer
  %636 = select i1 %573, <8 x i1> %632, <8 x i1> zeroinitializer
  %637 = select i1 %573, <8 x i1> %633, <8 x i1> zeroinitializer
  %638 = getelementptr float, ptr %575, i64 %625
  %639 = getelementptr i8, ptr %638, i64 32
  %640 = getelementptr i8, ptr %638, i64 64
  %641 = getelementptr i8, ptr %638, i64 96
  %642 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %638, <8 x i1> %634, <8 x float> zeroinitializer)
  %643 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %639, <8 x i1> %635, <8 x float> zeroinitializer)
  %644 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %640, <8 x i1> %636, <8 x float> zeroinitializer)
  %645 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %641, <8 x i1> %637, <8 x float> zeroinitializer)
  %646 = getelementptr float, ptr %572, i64 %625
  %647 = getelementptr i8, ptr %646, i64 32
  %648 = getelementptr i8, ptr %646, i64 64
  %649 = getelementptr i8, ptr %646, i64 96
  store <8 x float> %642, ptr %646, align 4
  store <8 x float> %643, ptr %647, align 4
  store <8 x float> %644, ptr %648, align 4
  store <8 x float> %645, ptr %649, align 4
  %650 = add nuw i64 %625, 32
  %651 = add <8 x i64> %626, splat (i64 32)
  %652 = icmp eq i64 %650, %621
  br i1 %652, label %653, label %624

653:                                              ; preds = %624
  %654 = icmp eq i64 %190, %621
  br i1 %654, label %735, label %655

655:                                              ; preds = %653
  %656 = icmp eq i64 %620, 0
  br i1 %656, label %678, label %657

657:                                              ; preds = %617, %655
  %658 = phi i64 [ %621, %655 ], [ 0, %617 ]
  %659 = and i64 %190, 9223372036854775800
  %660 = insertelement <8 x i64> poison, i64 %32, i64 0
  %661 = shufflevector <8 x i64> %660, <8 x i64> poison, <8 x i32> zeroinitializer
  %662 = insertelement <8 x i64> poison, i64 %658, i64 0
  %663 = shufflevector <8 x i64> %662, <8 x i64> poison, <8 x i32> zeroinitializer
  %664 = or disjoint <8 x i64> %663, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  br label %665

665:                                              ; preds = %665, %657
  %666 = phi i64 [ %658, %657 ], [ %673, %665 ]
  %667 = phi <8 x i64> [ %664, %657 ], [ %674, %665 ]
  %668 = icmp slt <8 x i64> %667, %661
  %669 = select i1 %573, <8 x i1> %668, <8 x i1> zeroinitializer
  %670 = getelementptr float, ptr %575, i64 %666
  %671 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %670, <8 x i1> %669, <8 x float> zeroinitializer)
  %672 = getelementptr float, ptr %572, i64 %666
  store <8 x float> %671, ptr %672, align 4
  %673 = add nuw i64 %666, 8
  %674 = add nuw nsw <8 x i64> %667, splat (i64 8)
  %675 = icmp eq i64 %673, %659
  br i1 %675, label %676, label %665

676:                                              ; preds = %665
  %677 = icmp eq i64 %190, %659
  br i1 %677, label %735, label %678

678:                                              ; preds = %571, %655, %676
  %679 = phi i64 [ 0, %571 ], [ %621, %655 ], [ %659, %676 ]
  %680 = or disjoint i64 %679, 1
  %681 = and i64 %190, 1
  %682 = icmp eq i64 %681, 0
  br i1 %682, label %693, label %683

683:                                              ; preds = %678
  %684 = icmp slt i64 %679, %32
  %685 = select i1 %573, i1 %684, i1 false
  br i1 %685, label %686, label %689

686:                                              ; preds = %683
  %687 = getelementptr float, ptr %575, i64 %679
  %688 = load float, ptr %687, align 4
  br label %689

689:                                              ; preds = %686, %683
  %690 = phi float [ %688, %686 ], [ 0.000000e+00, %683 ]
  %691 = getelementptr float, ptr %572, i64 %679
  store float %690, ptr %691, align 4
  %692 = or disjoint i64 %679, 1
  br label %693

693:                                              ; preds = %689, %678
  %694 = phi i64 [ %679, %678 ], [ %692, %689 ]
  %695 = icmp eq i64 %190, %680
  br i1 %695, label %735, label %971

696:                                              ; preds = %966
  %697 = getelementptr inbounds float, ptr %180, i64 %121
  %698 = shl i64 %105, 6
  %699 = icmp eq i64 %3, 0
  %700 = icmp eq i64 %36, 1
  %701 = mul nsw i64 %47, %30
  %702 = icmp ne i64 %4, 0
  %703 = icmp ne i64 %5, 0
  %704 = icmp ne i64 %7, 0
  %705 = shl i64 %32, 5
  %706 = add i64 %705, 64
  %707 = mul i64 %40, %706
  %708 = add i64 %707, 96
  %709 = mul i64 %105, %708
  %710 = add i64 %709, %128
  %711 = shl nuw nsw i64 %40, 3
  %712 = add nuw nsw i64 %711, 24
  %713 = mul i64 %105, %712
  %714 = shl i64 %713, 2
  %715 = shl i64 %32, 2
  %716 = add i64 %709, %128
  %717 = sub i64 %5, %716
  %718 = mul i64 %105, %712
  %719 = mul i64 %718, -4
  %720 = add i64 %707, 128
  %721 = mul i64 %105, %720
  %722 = add i64 %721, %128
  %723 = add i64 %707, 160
  %724 = mul i64 %105, %723
  %725 = add i64 %724, %128
  %726 = icmp slt i64 %32, 9
  %727 = and i64 %105, 576460752303423487
  %728 = icmp eq i64 %727, 0
  %729 = icmp eq i64 %698, 0
  %730 = or i1 %728, %729
  %731 = and i64 %190, 9223372036854775800
  %732 = insertelement <8 x i64> poison, i64 %32, i64 0
  %733 = shufflevector <8 x i64> %732, <8 x i64> poison, <8 x i32> zeroinitializer
  %734 = icmp eq i64 %190, %731
  br label %1416

735:                                              ; preds = %693, %987, %653, %676
  %736 = mul i64 %83, %32
  %737 = getelementptr float, ptr %20, i64 %736
  %738 = getelementptr float, ptr %572, i64 %106
  %739 = shl i64 %32, 5
  %740 = add i64 %739, 64
  %741 = mul i64 %40, %740
  %742 = add i64 %741, 32
  %743 = mul i64 %105, %742
  %744 = add i64 %743, %128
  %745 = mul i64 %32, %83
  %746 = shl i64 %745, 2
  %747 = add i64 %746, %6
  %748 = sub i64 %744, %747
  %749 = icmp ult i64 %748, 128
  br i1 %749, label %811, label %750

750:                                              ; preds = %735
  %751 = icmp slt i64 %32, 25
  br i1 %751, label %790, label %752

752:                                              ; preds = %750
  %753 = and i64 %190, 24
  %754 = and i64 %190, 9223372036854775776
  %755 = insertelement <8 x i64> poison, i64 %32, i64 0
  %756 = shufflevector <8 x i64> %755, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %757

757:                                              ; preds = %757, %752
  %758 = phi i64 [ 0, %752 ], [ %783, %757 ]
  %759 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %752 ], [ %784, %757 ]
  %760 = add <8 x i64> %759, splat (i64 8)
  %761 = add <8 x i64> %759, splat (i64 16)
  %762 = add <8 x i64> %759, splat (i64 24)
  %763 = icmp slt <8 x i64> %759, %756
  %764 = icmp slt <8 x i64> %760, %756
  %765 = icmp slt <8 x i64> %761, %756
  %766 = icmp slt <8 x i64> %762, %756
  %767 = select i1 %573, <8 x i1> %763, <8 x i1> zeroinitializer
  %768 = select i1 %573, <8 x i1> %764, <8 x i1> zeroinitializer
  %769 = select i1 %573, <8 x i1> %765, <8 x i1> zeroinitializer
  %770 = select i1 %573, <8 x i1> %766, <8 x i1> zeroinitializer
  %771 = getelementptr float, ptr %737, i64 %758
  %772 = getelementptr i8, ptr %771, i64 32
  %773 = getelementptr i8, ptr %771, i64 64
  %774 = getelementptr i8, ptr %771, i64 96
  %775 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %771, <8 x i1> %767, <8 x float> zeroinitializer)
  %776 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %772, <8 x i1> %768, <8 x float> zeroinitializer)
  %777 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %773, <8 x i1> %769, <8 x float> zeroinitializer)
  %778 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %774, <8 x i1> %770, <8 x float> zeroinitializer)
  %779 = getelementptr float, ptr %738, i64 %758
  %780 = getelementptr i8, ptr %779, i64 32
  %781 = getelementptr i8, ptr %779, i64 64
  %782 = getelementptr i8, ptr %779, i64 96
  store <8 x float> %775, ptr %779, align 4
  store <8 x float> %776, ptr %780, align 4
  store <8 x float> %777, ptr %781, align 4
  store <8 x float> %778, ptr %782, align 4
  %783 = add nuw i64 %758, 32
  %784 = add <8 x i64> %759, splat (i64 32)
  %785 = icmp eq i64 %783, %754
  br i1 %785, label %786, label %757

786:                                              ; preds = %757
  %787 = icmp eq i64 %190, %754
  br i1 %787, label %850, label %788

788:                                              ; preds = %786
  %789 = icmp eq i64 %753, 0
  br i1 %789, label %811, label %790

790:                                              ; preds = %750, %788
  %791 = phi i64 [ %754, %788 ], [ 0, %750 ]
  %792 = and i64 %190, 9223372036854775800
  %793 = insertelement <8 x i64> poison, i64 %32, i64 0
  %794 = shufflevector <8 x i64> %793, <8 x i64> poison, <8 x i32> zeroinitializer
  %795 = insertelement <8 x i64> poison, i64 %791, i64 0
  %796 = shufflevector <8 x i64> %795, <8 x i64> poison, <8 x i32> zeroinitializer
  %797 = or disjoint <8 x i64> %796, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  br label %798

798:                                              ; preds = %798, %790
  %799 = phi i64 [ %791, %790 ], [ %806, %798 ]
  %800 = phi <8 x i64> [ %797, %790 ], [ %807, %798 ]
  %801 = icmp slt <8 x i64> %800, %794
  %802 = select i1 %573, <8 x i1> %801, <8 x i1> zeroinitializer
  %803 = getelementptr float, ptr %737, i64 %799
  %804 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %803, <8 x i1> %802, <8 x float> zeroinitializer)
  %805 = getelementptr float, ptr %738, i64 %799
  store <8 x float> %804, ptr %805, align 4
  %806 = add nuw i64 %799, 8
  %807 = add nuw nsw <8 x i64> %800, splat (i64 8)
  %808 = icmp eq i64 %806, %792
  br i1 %808, label %809, label %798

809:                                              ; preds = %798
  %810 = icmp eq i64 %190, %792
  br i1 %810, label %850, label %811

811:                                              ; preds = %735, %788, %809
  %812 = phi i64 [ 0, %735 ], [ %754, %788 ], [ %792, %809 ]
  %813 = or disjoint i64 %812, 1
  %814 = and i64 %190, 1
  %815 = icmp eq i64 %814, 0
  br i1 %815, label %826, label %816

816:                                              ; preds = %811
  %817 = icmp slt i64 %812, %32
  %818 = select i1 %573, i1 %817, i1 false
  br i1 %818, label %819, label %822

819:                                              ; preds = %816
  %820 = getelementptr float, ptr %737, i64 %812
  %821 = load float, ptr %820, align 4
  br label %822

822:                                              ; preds = %819, %816
  %823 = phi float [ %821, %819 ], [ 0.000000e+00, %816 ]
  %824 = getelementptr float, ptr %738, i64 %812
  store float %823, ptr %824, align 4
  %825 = or disjoint i64 %812, 1
  br label %826

826:                                              ; preds = %822, %811
  %827 = phi i64 [ %812, %811 ], [ %825, %822 ]
  %828 = icmp eq i64 %190, %813
  br i1 %828, label %850, label %829

829:                                              ; preds = %826, %845
  %830 = phi i64 [ %848, %845 ], [ %827, %826 ]
  %831 = icmp slt i64 %830, %32
  %832 = select i1 %573, i1 %831, i1 false
  br i1 %832, label %833, label %836

833:                                              ; preds = %829
  %834 = getelementptr float, ptr %737, i64 %830
  %835 = load float, ptr %834, align 4
  br label %836

836:                                              ; preds = %833, %829
  %837 = phi float [ %835, %833 ], [ 0.000000e+00, %829 ]
  %838 = getelementptr float, ptr %738, i64 %830
  store float %837, ptr %838, align 4
  %839 = add nuw nsw i64 %830, 1
  %840 = icmp slt i64 %839, %32
  %841 = select i1 %573, i1 %840, i1 false
  br i1 %841, label %842, label %845

842:                                              ; preds = %836
  %843 = getelementptr float, ptr %737, i64 %839
  %844 = load float, ptr %843, align 4
  br label %845

845:                                              ; preds = %842, %836
  %846 = phi float [ %844, %842 ], [ 0.000000e+00, %836 ]
  %847 = getelementptr float, ptr %738, i64 %839
  store float %846, ptr %847, align 4
  %848 = add nuw nsw i64 %830, 2
  %849 = icmp eq i64 %848, %190
  br i1 %849, label %850, label %829

850:                                              ; preds = %826, %845, %786, %809
  %851 = mul i64 %91, %32
  %852 = getelementptr float, ptr %20, i64 %851
  %853 = shl i64 %105, 6
  %854 = getelementptr i8, ptr %572, i64 %853
  %855 = shl i64 %32, 5
  %856 = add i64 %855, 64
  %857 = mul i64 %40, %856
  %858 = add i64 %857, 64
  %859 = mul i64 %105, %858
  %860 = add i64 %859, %128
  %861 = mul i64 %32, %91
  %862 = shl i64 %861, 2
  %863 = add i64 %862, %6
  %864 = sub i64 %860, %863
  %865 = icmp ult i64 %864, 128
  br i1 %865, label %927, label %866

866:                                              ; preds = %850
  %867 = icmp slt i64 %32, 25
  br i1 %867, label %906, label %868

868:                                              ; preds = %866
  %869 = and i64 %190, 24
  %870 = and i64 %190, 9223372036854775776
  %871 = insertelement <8 x i64> poison, i64 %32, i64 0
  %872 = shufflevector <8 x i64> %871, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %873

873:                                              ; preds = %873, %868
  %874 = phi i64 [ 0, %868 ], [ %899, %873 ]
  %875 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %868 ], [ %900, %873 ]
  %876 = add <8 x i64> %875, splat (i64 8)
  %877 = add <8 x i64> %875, splat (i64 16)
  %878 = add <8 x i64> %875, splat (i64 24)
  %879 = icmp slt <8 x i64> %875, %872
  %880 = icmp slt <8 x i64> %876, %872
  %881 = icmp slt <8 x i64> %877, %872
  %882 = icmp slt <8 x i64> %878, %872
  %883 = select i1 %573, <8 x i1> %879, <8 x i1> zeroinitializer
  %884 = select i1 %573, <8 x i1> %880, <8 x i1> zeroinitializer
  %885 = select i1 %573, <8 x i1> %881, <8 x i1> zeroinitializer
  %886 = select i1 %573, <8 x i1> %882, <8 x i1> zeroinitializer
  %887 = getelementptr float, ptr %852, i64 %874
  %888 = getelementptr i8, ptr %887, i64 32
  %889 = getelementptr i8, ptr %887, i64 64
  %890 = getelementptr i8, ptr %887, i64 96
  %891 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %887, <8 x i1> %883, <8 x float> zeroinitializer)
  %892 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %888, <8 x i1> %884, <8 x float> zeroinitializer)
  %893 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %889, <8 x i1> %885, <8 x float> zeroinitializer)
  %894 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %890, <8 x i1> %886, <8 x float> zeroinitializer)
  %895 = getelementptr float, ptr %854, i64 %874
  %896 = getelementptr i8, ptr %895, i64 32
  %897 = getelementptr i8, ptr %895, i64 64
  %898 = getelementptr i8, ptr %895, i64 96
  store <8 x float> %891, ptr %895, align 4
  store <8 x float> %892, ptr %896, align 4
  store <8 x float> %893, ptr %897, align 4
  store <8 x float> %894, ptr %898, align 4
  %899 = add nuw i64 %874, 32
  %900 = add <8 x i64> %875, splat (i64 32)
  %901 = icmp eq i64 %899, %870
  br i1 %901, label %902, label %873

902:                                              ; preds = %873
  %903 = icmp eq i64 %190, %870
  br i1 %903, label %966, label %904

904:                                              ; preds = %902
  %905 = icmp eq i64 %869, 0
  br i1 %905, label %927, label %906

906:                                              ; preds = %866, %904
  %907 = phi i64 [ %870, %904 ], [ 0, %866 ]
  %908 = and i64 %190, 9223372036854775800
  %909 = insertelement <8 x i64> poison, i64 %32, i64 0
  %910 = shufflevector <8 x i64> %909, <8 x i64> poison, <8 x i32> zeroinitializer
  %911 = insertelement <8 x i64> poison, i64 %907, i64 0
  %912 = shufflevector <8 x i64> %911, <8 x i64> poison, <8 x i32> zeroinitializer
  %913 = or disjoint <8 x i64> %912, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  br label %914

914:                                              ; preds = %914, %906
  %915 = phi i64 [ %907, %906 ], [ %922, %914 ]
  %916 = phi <8 x i64> [ %913, %906 ], [ %923, %914 ]
  %917 = icmp slt <8 x i64> %916, %910
  %918 = select i1 %573, <8 x i1> %917, <8 x i1> zeroinitializer
  %919 = getelementptr float, ptr %852, i64 %915
  %920 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %919, <8 x i1> %918, <8 x float> zeroinitializer)
  %921 = getelementptr float, ptr %854, i64 %915
  store <8 x float> %920, ptr %921, align 4
  %922 = add nuw i64 %915, 8
  %923 = add nuw nsw <8 x i64> %916, splat (i64 8)
  %924 = icmp eq i64 %922, %908
  br i1 %924, label %925, label %914

925:                                              ; preds = %914
  %926 = icmp eq i64 %190, %908
  br i1 %926, label %966, label %927

927:                                              ; preds = %850, %904, %925
  %928 = phi i64 [ 0, %850 ], [ %870, %904 ], [ %908, %925 ]
  %929 = or disjoint i64 %928, 1
  %930 = and i64 %190, 1
  %931 = icmp eq i64 %930, 0
  br i1 %931, label %942, label %932

932:                                              ; preds = %927
  %933 = icmp slt i64 %928, %32
  %934 = select i1 %573, i1 %933, i1 false
  br i1 %934, label %935, label %938

935:                                              ; preds = %932
  %936 = getelementptr float, ptr %852, i64 %928
  %937 = load float, ptr %936, align 4
  br label %938

938:                                              ; preds = %935, %932
  %939 = phi float [ %937, %935 ], [ 0.000000e+00, %932 ]
  %940 = getelementptr float, ptr %854, i64 %928
  store float %939, ptr %940, align 4
  %941 = or disjoint i64 %928, 1
  br label %942

942:                                              ; preds = %938, %927
  %943 = phi i64 [ %928, %927 ], [ %941, %938 ]
  %944 = icmp eq i64 %190, %929
  br i1 %944, label %966, label %945

945:                                              ; preds = %942, %961
  %946 = phi i64 [ %964, %961 ], [ %943, %942 ]
  %947 = icmp slt i64 %946, %32
  %948 = select i1 %573, i1 %947, i1 false
  br i1 %948, label %949, label %952

949:                                              ; preds = %945
  %950 = getelementptr float, ptr %852, i64 %946
  %951 = load float, ptr %950, align 4
  br label %952

952:                                              ; preds = %949, %945
  %953 = phi float [ %951, %949 ], [ 0.000000e+00, %945 ]
  %954 = getelementptr float, ptr %854, i64 %946
  store float %953, ptr %954, align 4
  %955 = add nuw nsw i64 %946, 1
  %956 = icmp slt i64 %955, %32
  %957 = select i1 %573, i1 %956, i1 false
  br i1 %957, label %958, label %961

958:                                              ; preds = %952
  %959 = getelementptr float, ptr %852, i64 %955
  %960 = load float, ptr %959, align 4
  br label %961

961:                                              ; preds = %958, %952
  %962 = phi float [ %960, %958 ], [ 0.000000e+00, %952 ]
  %963 = getelementptr float, ptr %854, i64 %955
  store float %962, ptr %963, align 4
  %964 = add nuw nsw i64 %946, 2
  %965 = icmp eq i64 %964, %190
  br i1 %965, label %966, label %945

966:                                              ; preds = %942, %961, %902, %925, %595
  %967 = phi ptr [ %596, %595 ], [ %572, %902 ], [ %572, %925 ], [ %572, %961 ], [ %572, %942 ]
  %968 = tail call i64 @llvm.smax.i64(i64 %52, i64 1)
  %969 = alloca %struct.rowstate, i64 %968, align 16
  %970 = icmp sgt i64 %52, 0
  br i1 %970, label %696, label %4299

971:                                              ; preds = %693, %987
  %972 = phi i64 [ %990, %987 ], [ %694, %693 ]
  %973 = icmp slt i64 %972, %32
  %974 = select i1 %573, i1 %973, i1 false
  br i1 %974, label %975, label %978

975:                                              ; preds = %971
  %976 = getelementptr float, ptr %575, i64 %972
  %977 = load float, ptr %976, align 4
  br label %978

978:                                              ; preds = %971, %975
  %979 = phi float [ %977, %975 ], [ 0.000000e+00, %971 ]
  %980 = getelementptr float, ptr %572, i64 %972
  store float %979, ptr %980, align 4
  %981 = add nuw nsw i64 %972, 1
  %982 = icmp slt i64 %981, %32
  %983 = select i1 %573, i1 %982, i1 false
  br i1 %983, label %984, label %987

984:                                              ; preds = %978
  %985 = getelementptr float, ptr %575, i64 %981
  %986 = load float, ptr %985, align 4
  br label %987

987:                                              ; preds = %984, %978
  %988 = phi float [ %986, %984 ], [ 0.000000e+00, %978 ]
  %989 = getelementptr float, ptr %572, i64 %981
  store float %988, ptr %989, align 4
  %990 = add nuw nsw i64 %972, 2
  %991 = icmp eq i64 %990, %190
  br i1 %991, label %735, label %971

992:                                              ; preds = %1548
  %993 = alloca ptr, i64 %968, align 16
  %994 = alloca ptr, i64 %968, align 16
  %995 = alloca ptr, i64 %968, align 16
  %996 = alloca ptr, i64 %968, align 16
  %997 = alloca ptr, i64 %968, align 16
  %998 = icmp sgt i64 %1446, 0
  br i1 %998, label %999, label %1554

999:                                              ; preds = %992
  %1000 = getelementptr inbounds float, ptr %181, i64 %107
  %1001 = getelementptr inbounds float, ptr %181, i64 %107
  %1002 = getelementptr inbounds float, ptr %181, i64 %107
  %1003 = getelementptr inbounds float, ptr %181, i64 %107
  %1004 = getelementptr inbounds float, ptr %181, i64 %107
  %1005 = getelementptr inbounds float, ptr %181, i64 %107
  %1006 = getelementptr inbounds float, ptr %181, i64 %107
  %1007 = icmp eq i64 %36, 1
  %1008 = mul i64 %41, %34
  %1009 = getelementptr float, ptr %14, i64 %132
  %1010 = icmp eq i64 %7, 0
  %1011 = shl nsw i64 %105, 6
  %1012 = icmp eq i64 %26, 0
  %1013 = icmp ne i64 %26, 1
  %1014 = select i1 %1013, i1 true, i1 %100
  %1015 = shl i64 %105, 4
  %1016 = select i1 %1014, i64 %107, i64 %1015
  %1017 = select i1 %1012, i64 %106, i64 %1016
  %1018 = shl i64 %32, 3
  %1019 = mul i64 %32, 12
  %1020 = icmp eq ptr %103, null
  %1021 = icmp slt i64 %32, 1
  %1022 = getelementptr float, ptr %1006, i64 %1015
  %1023 = getelementptr float, ptr %1005, i64 %106
  %1024 = getelementptr inbounds nuw float, ptr %180, i64 %32
  %1025 = getelementptr inbounds nuw float, ptr %181, i64 %32
  %1026 = shl nuw nsw i64 %32, 1
  %1027 = getelementptr inbounds nuw float, ptr %180, i64 %1026
  %1028 = getelementptr inbounds nuw float, ptr %181, i64 %1026
  %1029 = mul nuw nsw i64 %32, 3
  %1030 = getelementptr inbounds nuw float, ptr %180, i64 %1029
  %1031 = getelementptr inbounds nuw float, ptr %181, i64 %1029
  %1032 = getelementptr inbounds nuw float, ptr %1004, i64 %1026
  %1033 = fcmp ogt float %56, 0.000000e+00
  %1034 = fneg float %56
  %1035 = insertelement <8 x float> poison, float %1034, i64 0
  %1036 = shufflevector <8 x float> %1035, <8 x float> poison, <8 x i32> zeroinitializer
  %1037 = insertelement <8 x float> poison, float %56, i64 0
  %1038 = shufflevector <8 x float> %1037, <8 x float> poison, <8 x i32> zeroinitializer
  %1039 = getelementptr inbounds nuw float, ptr %1003, i64 %32
  %1040 = getelementptr inbounds float, ptr %127, i64 %1015
  %1041 = select i1 %1020, i1 true, i1 %1021
  %1042 = select i1 %1020, i1 true, i1 %1021
  %1043 = shl i64 %32, 2
  %1044 = add i64 %698, %1043
  %1045 = mul i64 %32, 12
  %1046 = shl i64 %32, 5
  %1047 = add i64 %1046, 32
  %1048 = mul i64 %40, %1047
  %1049 = add i64 %1048, 64
  %1050 = mul i64 %105, %1049
  %1051 = getelementptr i8, ptr %127, i64 %1050
  %1052 = getelementptr i8, ptr %127, i64 %1050
  %1053 = getelementptr i8, ptr %1052, i64 %1043
  %1054 = mul i64 %40, %32
  %1055 = shl i64 %1054, 5
  %1056 = add i64 %1055, 64
  %1057 = mul i64 %105, %1056
  %1058 = getelementptr i8, ptr %127, i64 %1057
  %1059 = getelementptr i8, ptr %127, i64 %1057
  %1060 = getelementptr i8, ptr %1059, i64 %1043
  %1061 = shl i64 %32, 2
  %1062 = mul nsw i64 %40, %105
  %1063 = shl i64 %32, 5
  %1064 = add i64 %1063, 32
  %1065 = mul i64 %1062, %1064
  %1066 = getelementptr i8, ptr %127, i64 %1065
  %1067 = getelementptr i8, ptr %1066, i64 %1061
  %1068 = shl i64 %1062, 5
  %1069 = or disjoint i64 %1068, 4
  %1070 = mul i64 %32, %1069
  %1071 = getelementptr i8, ptr %127, i64 %1070
  %1072 = mul i64 %105, -96
  %1073 = shl i64 %105, 5
  %1074 = shl i64 %190, 2
  %1075 = add i64 %1073, %1074
  %1076 = getelementptr i8, ptr %1002, i64 %1075
  %1077 = mul i64 %105, 96
  %1078 = add i64 %698, %1074
  %1079 = getelementptr i8, ptr %1001, i64 %1074
  %1080 = getelementptr i8, ptr %1000, i64 %1078
  %1081 = shl i64 %32, 2
  %1082 = shl i64 %32, 4
  %1083 = shl i64 %32, 5
  %1084 = add i64 %1083, 32
  %1085 = mul i64 %40, %1084
  %1086 = add i64 %1085, 96
  %1087 = mul i64 %105, %1086
  %1088 = getelementptr i8, ptr %127, i64 %1087
  %1089 = getelementptr i8, ptr %127, i64 %1087
  %1090 = getelementptr i8, ptr %1089, i64 %1081
  %1091 = mul i64 %40, %32
  %1092 = shl i64 %1091, 5
  %1093 = add i64 %1092, 96
  %1094 = mul i64 %105, %1093
  %1095 = getelementptr i8, ptr %127, i64 %1094
  %1096 = getelementptr i8, ptr %127, i64 %1094
  %1097 = getelementptr i8, ptr %1096, i64 %1081
  %1098 = shl i64 %32, 2
  %1099 = shl i64 %32, 5
  %1100 = add i64 %1099, 32
  %1101 = mul i64 %40, %1100
  %1102 = add i64 %1101, 64
  %1103 = mul i64 %105, %1102
  %1104 = getelementptr i8, ptr %127, i64 %1103
  %1105 = getelementptr i8, ptr %127, i64 %1103
  %1106 = getelementptr i8, ptr %1105, i64 %1098
  %1107 = mul i64 %40, %32
  %1108 = shl i64 %1107, 5
  %1109 = add i64 %1108, 64
  %1110 = mul i64 %105, %1109
  %1111 = getelementptr i8, ptr %127, i64 %1110
  %1112 = getelementptr i8, ptr %127, i64 %1110
  %1113 = getelementptr i8, ptr %1112, i64 %1098
  %1114 = shl i64 %105, 5
  %1115 = shl i64 %32, 2
  %1116 = shl i64 %32, 5
  %1117 = add i64 %1116, 32
  %1118 = mul i64 %40, %1117
  %1119 = add i64 %1118, 32
  %1120 = mul i64 %105, %1119
  %1121 = getelementptr i8, ptr %127, i64 %1120
  %1122 = getelementptr i8, ptr %127, i64 %1120
  %1123 = getelementptr i8, ptr %1122, i64 %1115
  %1124 = mul i64 %40, %32
  %1125 = shl i64 %1124, 5
  %1126 = add i64 %1125, 32
  %1127 = mul i64 %105, %1126
  %1128 = getelementptr i8, ptr %127, i64 %1127
  %1129 = getelementptr i8, ptr %127, i64 %1127
  %1130 = getelementptr i8, ptr %1129, i64 %1115
  %1131 = shl i64 %32, 2
  %1132 = mul nsw i64 %40, %105
  %1133 = shl i64 %32, 5
  %1134 = add i64 %1133, 32
  %1135 = mul i64 %1132, %1134
  %1136 = getelementptr i8, ptr %127, i64 %1135
  %1137 = getelementptr i8, ptr %1136, i64 %1131
  %1138 = shl i64 %1132, 5
  %1139 = or disjoint i64 %1138, 4
  %1140 = mul i64 %32, %1139
  %1141 = getelementptr i8, ptr %127, i64 %1140
  %1142 = shl i64 %32, 2
  %1143 = add i64 %698, %1142
  %1144 = shl i64 %32, 5
  %1145 = add i64 %1144, 32
  %1146 = mul i64 %40, %1145
  %1147 = add i64 %1146, 64
  %1148 = mul i64 %105, %1147
  %1149 = getelementptr i8, ptr %127, i64 %1148
  %1150 = getelementptr i8, ptr %127, i64 %1148
  %1151 = getelementptr i8, ptr %1150, i64 %1142
  %1152 = mul i64 %40, %32
  %1153 = shl i64 %1152, 5
  %1154 = add i64 %1153, 64
  %1155 = mul i64 %105, %1154
  %1156 = getelementptr i8, ptr %127, i64 %1155
  %1157 = getelementptr i8, ptr %127, i64 %1155
  %1158 = getelementptr i8, ptr %1157, i64 %1142
  %1159 = shl i64 %105, 5
  %1160 = shl i64 %32, 2
  %1161 = shl i64 %32, 5
  %1162 = add i64 %1161, 32
  %1163 = mul i64 %40, %1162
  %1164 = add i64 %1163, 32
  %1165 = mul i64 %105, %1164
  %1166 = getelementptr i8, ptr %127, i64 %1165
  %1167 = getelementptr i8, ptr %127, i64 %1165
  %1168 = getelementptr i8, ptr %1167, i64 %1160
  %1169 = mul i64 %40, %32
  %1170 = shl i64 %1169, 5
  %1171 = add i64 %1170, 32
  %1172 = mul i64 %105, %1171
  %1173 = getelementptr i8, ptr %127, i64 %1172
  %1174 = getelementptr i8, ptr %127, i64 %1172
  %1175 = getelementptr i8, ptr %1174, i64 %1160
  %1176 = shl i64 %32, 2
  %1177 = mul nsw i64 %40, %105
  %1178 = shl i64 %32, 5
  %1179 = add i64 %1178, 32
  %1180 = mul i64 %1177, %1179
  %1181 = getelementptr i8, ptr %127, i64 %1180
  %1182 = getelementptr i8, ptr %1181, i64 %1176
  %1183 = shl i64 %1177, 5
  %1184 = or disjoint i64 %1183, 4
  %1185 = mul i64 %32, %1184
  %1186 = getelementptr i8, ptr %127, i64 %1185
  %1187 = shl i64 %105, 5
  %1188 = shl i64 %32, 2
  %1189 = shl i64 %32, 5
  %1190 = add i64 %1189, 32
  %1191 = mul i64 %40, %1190
  %1192 = add i64 %1191, 32
  %1193 = mul i64 %105, %1192
  %1194 = getelementptr i8, ptr %127, i64 %1193
  %1195 = getelementptr i8, ptr %127, i64 %1193
  %1196 = getelementptr i8, ptr %1195, i64 %1188
  %1197 = mul i64 %40, %32
  %1198 = shl i64 %1197, 5
  %1199 = add i64 %1198, 32
  %1200 = mul i64 %105, %1199
  %1201 = getelementptr i8, ptr %127, i64 %1200
  %1202 = getelementptr i8, ptr %127, i64 %1200
  %1203 = getelementptr i8, ptr %1202, i64 %1188
  %1204 = shl i64 %32, 2
  %1205 = mul nsw i64 %40, %105
  %1206 = shl i64 %32, 5
  %1207 = add i64 %1206, 32
  %1208 = mul i64 %1205, %1207
  %1209 = getelementptr i8, ptr %127, i64 %1208
  %1210 = getelementptr i8, ptr %1209, i64 %1204
  %1211 = shl i64 %1205, 5
  %1212 = or disjoint i64 %1211, 4
  %1213 = mul i64 %32, %1212
  %1214 = getelementptr i8, ptr %127, i64 %1213
  %1215 = icmp ult i64 %32, 4
  %1216 = icmp ult i64 %32, 32
  %1217 = and i64 %32, 28
  %1218 = and i64 %32, 9223372036854775776
  %1219 = icmp eq i64 %32, %1218
  %1220 = icmp eq i64 %1217, 0
  %1221 = and i64 %32, 9223372036854775804
  %1222 = icmp eq i64 %32, %1221
  %1223 = and i64 %32, 1
  %1224 = icmp eq i64 %1223, 0
  %1225 = icmp ult i64 %32, 4
  %1226 = icmp ult i64 %32, 32
  %1227 = and i64 %32, 28
  %1228 = and i64 %32, 9223372036854775776
  %1229 = icmp eq i64 %32, %1228
  %1230 = icmp eq i64 %1227, 0
  %1231 = and i64 %32, 9223372036854775804
  %1232 = icmp eq i64 %32, %1231
  %1233 = and i64 %32, 1
  %1234 = icmp eq i64 %1233, 0
  %1235 = icmp ult i64 %32, 4
  %1236 = shl i64 %105, 5
  %1237 = icmp ult i64 %32, 32
  %1238 = and i64 %32, 28
  %1239 = and i64 %32, 9223372036854775776
  %1240 = icmp eq i64 %32, %1239
  %1241 = icmp eq i64 %1238, 0
  %1242 = and i64 %32, 9223372036854775804
  %1243 = icmp eq i64 %32, %1242
  %1244 = and i64 %32, 3
  %1245 = icmp eq i64 %1244, 0
  %1246 = icmp ult i64 %32, 4
  %1247 = icmp ult i64 %32, 32
  %1248 = and i64 %32, 28
  %1249 = and i64 %32, 9223372036854775776
  %1250 = icmp eq i64 %32, %1249
  %1251 = icmp eq i64 %1248, 0
  %1252 = and i64 %32, 9223372036854775804
  %1253 = icmp eq i64 %32, %1252
  %1254 = and i64 %32, 1
  %1255 = icmp eq i64 %1254, 0
  %1256 = icmp ult i64 %32, 4
  %1257 = icmp ult i64 %32, 32
  %1258 = and i64 %32, 28
  %1259 = and i64 %32, 9223372036854775776
  %1260 = icmp eq i64 %32, %1259
  %1261 = icmp eq i64 %1258, 0
  %1262 = and i64 %32, 9223372036854775804
  %1263 = icmp eq i64 %32, %1262
  %1264 = and i64 %32, 1
  %1265 = icmp eq i64 %1264, 0
  %1266 = icmp ult i64 %32, 4
  %1267 = icmp ult i64 %32, 16
  %1268 = and i64 %32, 12
  %1269 = and i64 %32, 9223372036854775792
  %1270 = icmp eq i64 %32, %1269
  %1271 = icmp eq i64 %1268, 0
  %1272 = and i64 %32, 9223372036854775804
  %1273 = icmp eq i64 %32, %1272
  %1274 = and i64 %32, 1
  %1275 = icmp eq i64 %1274, 0
  %1276 = icmp ult i64 %32, 4
  %1277 = icmp ult i64 %32, 32
  %1278 = and i64 %32, 28
  %1279 = and i64 %32, 9223372036854775776
  %1280 = icmp eq i64 %32, %1279
  %1281 = icmp eq i64 %1278, 0
  %1282 = and i64 %32, 9223372036854775804
  %1283 = icmp eq i64 %32, %1282
  %1284 = and i64 %32, 1
  %1285 = icmp eq i64 %1284, 0
  %1286 = icmp ult i64 %32, 4
  %1287 = icmp ult i64 %32, 32
  %1288 = and i64 %32, 28
  %1289 = and i64 %32, 9223372036854775776
  %1290 = icmp eq i64 %32, %1289
  %1291 = icmp eq i64 %1288, 0
  %1292 = and i64 %32, 9223372036854775804
  %1293 = icmp eq i64 %32, %1292
  %1294 = and i64 %32, 1
  %1295 = icmp eq i64 %1294, 0
  %1296 = icmp ult i64 %32, 4
  %1297 = icmp ult i64 %32, 32
  %1298 = and i64 %32, 28
  %1299 = and i64 %32, 9223372036854775776
  %1300 = icmp eq i64 %32, %1299
  %1301 = icmp eq i64 %1298, 0
  %1302 = and i64 %32, 9223372036854775804
  %1303 = icmp eq i64 %32, %1302
  %1304 = and i64 %32, 1
  %1305 = icmp eq i64 %1304, 0
  %1306 = icmp ult i64 %32, 4
  %1307 = icmp ult i64 %32, 32
  %1308 = and i64 %32, 28
  %1309 = and i64 %32, 9223372036854775776
  %1310 = icmp eq i64 %32, %1309
  %1311 = icmp eq i64 %1308, 0
  %1312 = and i64 %32, 9223372036854775804
  %1313 = icmp eq i64 %32, %1312
  %1314 = and i64 %32, 1
  %1315 = icmp eq i64 %1314, 0
  %1316 = icmp ult i64 %32, 4
  %1317 = icmp ult i64 %32, 32
  %1318 = and i64 %32, 28
  %1319 = and i64 %32, 9223372036854775776
  %1320 = icmp eq i64 %32, %1319
  %1321 = icmp eq i64 %1318, 0
  %1322 = and i64 %32, 9223372036854775804
  %1323 = icmp eq i64 %32, %1322
  %1324 = and i64 %32, 1
  %1325 = icmp eq i64 %1324, 0
  %1326 = icmp slt i64 %32, 9
  %1327 = and i64 %190, 9223372036854775800
  %1328 = getelementptr inbounds float, ptr %181, i64 %107
  %1329 = icmp eq i64 %190, %1327
  %1330 = getelementptr inbounds float, ptr %181, i64 %107
  %1331 = icmp slt i64 %32, 25
  %1332 = and i64 %190, 24
  %1333 = and i64 %190, 9223372036854775776
  %1334 = insertelement <8 x i1> poison, i1 %99, i64 0
  %1335 = shufflevector <8 x i1> %1334, <8 x i1> poison, <8 x i32> zeroinitializer
  %1336 = xor <8 x i1> %1335, splat (i1 true)
  %1337 = icmp eq i64 %190, %1333
  %1338 = icmp eq i64 %1332, 0
  %1339 = and i64 %190, 9223372036854775800
  %1340 = insertelement <8 x i1> poison, i1 %99, i64 0
  %1341 = shufflevector <8 x i1> %1340, <8 x i1> poison, <8 x i32> zeroinitializer
  %1342 = xor <8 x i1> %1341, splat (i1 true)
  %1343 = icmp eq i64 %190, %1339
  %1344 = icmp slt i64 %32, 1
  %1345 = icmp slt i64 %32, 9
  %1346 = and i64 %190, 8
  %1347 = and i64 %190, 9223372036854775792
  %1348 = icmp eq i64 %190, %1347
  %1349 = icmp eq i64 %1346, 0
  %1350 = and i64 %190, 9223372036854775800
  %1351 = icmp eq i64 %190, %1350
  %1352 = and i64 %190, 1
  %1353 = icmp eq i64 %1352, 0
  %1354 = icmp ult i64 %32, 4
  %1355 = shl i64 %105, 5
  %1356 = icmp ult i64 %32, 32
  %1357 = and i64 %32, 28
  %1358 = and i64 %32, 9223372036854775776
  %1359 = icmp eq i64 %32, %1358
  %1360 = icmp eq i64 %1357, 0
  %1361 = and i64 %32, 9223372036854775804
  %1362 = icmp eq i64 %32, %1361
  %1363 = and i64 %32, 3
  %1364 = icmp eq i64 %1363, 0
  %1365 = getelementptr inbounds float, ptr %181, i64 %107
  %1366 = icmp ult i64 %32, 4
  %1367 = icmp ult i64 %32, 32
  %1368 = and i64 %32, 28
  %1369 = and i64 %32, 9223372036854775776
  %1370 = icmp eq i64 %32, %1369
  %1371 = icmp eq i64 %1368, 0
  %1372 = and i64 %32, 9223372036854775804
  %1373 = icmp eq i64 %32, %1372
  %1374 = and i64 %32, 1
  %1375 = icmp eq i64 %1374, 0
  %1376 = icmp ult i64 %32, 4
  %1377 = icmp ult i64 %32, 32
  %1378 = and i64 %32, 28
  %1379 = and i64 %32, 9223372036854775776
  %1380 = icmp eq i64 %32, %1379
  %1381 = icmp eq i64 %1378, 0
  %1382 = and i64 %32, 9223372036854775804
  %1383 = icmp eq i64 %32, %1382
  %1384 = and i64 %32, 3
  %1385 = icmp eq i64 %1384, 0
  %1386 = icmp ult i64 %32, 4
  %1387 = icmp ult i64 %32, 32
  %1388 = and i64 %32, 28
  %1389 = and i64 %32, 9223372036854775776
  %1390 = icmp eq i64 %32, %1389
  %1391 = icmp eq i64 %1388, 0
  %1392 = and i64 %32, 9223372036854775804
  %1393 = icmp eq i64 %32, %1392
  %1394 = and i64 %32, 1
  %1395 = icmp eq i64 %1394, 0
  %1396 = icmp ult i64 %32, 4
  %1397 = icmp ult i64 %32, 32
  %1398 = and i64 %32, 28
  %1399 = and i64 %32, 9223372036854775776
  %1400 = icmp eq i64 %32, %1399
  %1401 = icmp eq i64 %1398, 0
  %1402 = and i64 %32, 9223372036854775804
  %1403 = icmp eq i64 %32, %1402
  %1404 = and i64 %32, 1
  %1405 = icmp eq i64 %1404, 0
  %1406 = icmp ult i64 %32, 4
  %1407 = icmp ult i64 %32, 32
  %1408 = and i64 %32, 28
  %1409 = and i64 %32, 9223372036854775776
  %1410 = icmp eq i64 %32, %1409
  %1411 = icmp eq i64 %1408, 0
  %1412 = and i64 %32, 9223372036854775804
  %1413 = icmp eq i64 %32, %1412
  %1414 = and i64 %32, 3
  %1415 = icmp eq i64 %1414, 0
  br label %1551

1416:                                             ; preds = %696, %1548
  %1417 = phi i64 [ 0, %696 ], [ %1446, %1548 ]
  %1418 = phi i64 [ 0, %696 ], [ %1549, %1548 ]
  %1419 = mul i64 %714, %1418
  %1420 = mul i64 %719, %1418
  %1421 = add i64 %717, %1420
  %1422 = add nsw i64 %1418, %49
  %1423 = mul nsw i64 %1418, %122
  %1424 = getelementptr inbounds float, ptr %697, i64 %1423
  %1425 = getelementptr inbounds nuw %struct.rowstate, ptr %969, i64 %1418
  store ptr %1424, ptr %1425, align 8
  %1426 = getelementptr inbounds float, ptr %1424, i64 %106
  %1427 = getelementptr inbounds nuw i8, ptr %1425, i64 8
  store ptr %1426, ptr %1427, align 8
  %1428 = getelementptr inbounds i8, ptr %1424, i64 %698
  %1429 = getelementptr inbounds nuw i8, ptr %1425, i64 24
  store ptr %1428, ptr %1429, align 8
  %1430 = getelementptr inbounds float, ptr %1424, i64 %120
  %1431 = getelementptr inbounds nuw i8, ptr %1425, i64 16
  store ptr %1430, ptr %1431, align 8
  br i1 %699, label %1443, label %1432

1432:                                             ; preds = %1416
  %1433 = getelementptr inbounds i32, ptr %17, i64 %1422
  %1434 = load i32, ptr %1433, align 4
  %1435 = sext i32 %1434 to i64
  %1436 = icmp slt i32 %1434, 0
  %1437 = icmp slt i64 %28, %1435
  %1438 = select i1 %1436, i1 true, i1 %1437
  br i1 %1438, label %1439, label %1440

1439:                                             ; preds = %1432
  store i32 1, ptr %24, align 4
  br label %1440

1440:                                             ; preds = %1432, %1439
  %1441 = tail call i64 @llvm.smin.i64(i64 %28, i64 %1435)
  %1442 = select i1 %1436, i64 0, i64 %1441
  br label %1443

1443:                                             ; preds = %1440, %1416
  %1444 = phi i64 [ %1442, %1440 ], [ %28, %1416 ]
  %1445 = getelementptr inbounds nuw i8, ptr %1425, i64 32
  store i64 %1444, ptr %1445, align 8
  %1446 = tail call i64 @llvm.smax.i64(i64 %1444, i64 %1417)
  br i1 %134, label %1447, label %1504

1447:                                             ; preds = %1443
  %1448 = mul nsw i64 %1422, %34
  %1449 = add nsw i64 %1448, %47
  %1450 = add nsw i64 %1422, %701
  %1451 = select i1 %700, i64 %1449, i64 %1450
  %1452 = mul nsw i64 %1451, %32
  %1453 = getelementptr float, ptr %18, i64 %1452
  %1454 = getelementptr float, ptr %19, i64 %1452
  br i1 %726, label %1502, label %1455

1455:                                             ; preds = %1447
  %1456 = mul i64 %715, %1451
  %1457 = add i64 %710, %1419
  %1458 = add i64 %4, %1456
  %1459 = sub i64 %1457, %1458
  %1460 = icmp ult i64 %1459, 32
  %1461 = or i1 %730, %1460
  %1462 = add i64 %1421, %1456
  %1463 = icmp ult i64 %1462, 32
  %1464 = or i1 %1461, %1463
  %1465 = add i64 %722, %1419
  %1466 = add i64 %4, %1456
  %1467 = sub i64 %1465, %1466
  %1468 = icmp ult i64 %1467, 32
  %1469 = or i1 %1464, %1468
  %1470 = add i64 %722, %1419
  %1471 = add i64 %5, %1456
  %1472 = sub i64 %1470, %1471
  %1473 = icmp ult i64 %1472, 32
  %1474 = or i1 %1469, %1473
  %1475 = add i64 %725, %1419
  %1476 = add i64 %4, %1456
  %1477 = sub i64 %1475, %1476
  %1478 = icmp ult i64 %1477, 32
  %1479 = or i1 %1474, %1478
  %1480 = add i64 %725, %1419
  %1481 = add i64 %5, %1456
  %1482 = sub i64 %1480, %1481
  %1483 = icmp ult i64 %1482, 32
  %1484 = or i1 %1479, %1483
  br i1 %1484, label %1502, label %1485

1485:                                             ; preds = %1455, %1485
  %1486 = phi i64 [ %1498, %1485 ], [ 0, %1455 ]
  %1487 = phi <8 x i64> [ %1499, %1485 ], [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %1455 ]
  %1488 = icmp slt <8 x i64> %1487, %733
  %1489 = select i1 %702, <8 x i1> %1488, <8 x i1> zeroinitializer
  %1490 = getelementptr float, ptr %1453, i64 %1486
  %1491 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %1490, <8 x i1> %1489, <8 x float> zeroinitializer)
  %1492 = getelementptr inbounds nuw float, ptr %1424, i64 %1486
  store <8 x float> %1491, ptr %1492, align 4
  %1493 = select i1 %703, <8 x i1> %1488, <8 x i1> zeroinitializer
  %1494 = getelementptr float, ptr %1454, i64 %1486
  %1495 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %1494, <8 x i1> %1493, <8 x float> zeroinitializer)
  %1496 = getelementptr inbounds nuw float, ptr %1426, i64 %1486
  store <8 x float> %1495, ptr %1496, align 4
  %1497 = getelementptr inbounds nuw float, ptr %1428, i64 %1486
  store <8 x float> zeroinitializer, ptr %1497, align 4
  %1498 = add nuw i64 %1486, 8
  %1499 = add nuw nsw <8 x i64> %1487, splat (i64 8)
  %1500 = icmp eq i64 %1498, %731
  br i1 %1500, label %1501, label %1485

1501:                                             ; preds = %1485
  br i1 %734, label %1504, label %1502

1502:                                             ; preds = %1455, %1447, %1501
  %1503 = phi i64 [ 0, %1455 ], [ 0, %1447 ], [ %731, %1501 ]
  br label %1509

1504:                                             ; preds = %1523, %1501, %1443
  %1505 = icmp slt i64 %1444, %28
  %1506 = select i1 %704, i1 %1505, i1 false
  br i1 %1506, label %1507, label %1548

1507:                                             ; preds = %1504
  %1508 = mul nsw i64 %1422, %28
  br label %1529

1509:                                             ; preds = %1502, %1523
  %1510 = phi i64 [ %1527, %1523 ], [ %1503, %1502 ]
  %1511 = icmp slt i64 %1510, %32
  %1512 = select i1 %702, i1 %1511, i1 false
  br i1 %1512, label %1513, label %1516

1513:                                             ; preds = %1509
  %1514 = getelementptr float, ptr %1453, i64 %1510
  %1515 = load float, ptr %1514, align 4
  br label %1516

1516:                                             ; preds = %1509, %1513
  %1517 = phi float [ %1515, %1513 ], [ 0.000000e+00, %1509 ]
  %1518 = getelementptr inbounds nuw float, ptr %1424, i64 %1510
  store float %1517, ptr %1518, align 4
  %1519 = select i1 %703, i1 %1511, i1 false
  br i1 %1519, label %1520, label %1523

1520:                                             ; preds = %1516
  %1521 = getelementptr float, ptr %1454, i64 %1510
  %1522 = load float, ptr %1521, align 4
  br label %1523

1523:                                             ; preds = %1516, %1520
  %1524 = phi float [ %1522, %1520 ], [ 0.000000e+00, %1516 ]
  %1525 = getelementptr inbounds nuw float, ptr %1426, i64 %1510
  store float %1524, ptr %1525, align 4
  %1526 = getelementptr inbounds nuw float, ptr %1428, i64 %1510
  store float 0.000000e+00, ptr %1526, align 4
  %1527 = add nuw nsw i64 %1510, 1
  %1528 = icmp eq i64 %1527, %190
  br i1 %1528, label %1504, label %1509

1529:                                             ; preds = %1507, %1545
  %1530 = phi i64 [ %1444, %1507 ], [ %1546, %1545 ]
  br i1 %700, label %1531, label %1535

1531:                                             ; preds = %1529
  %1532 = add nsw i64 %1530, %1508
  %1533 = mul nsw i64 %1532, %34
  %1534 = add nsw i64 %1533, %47
  br label %1540

1535:                                             ; preds = %1529
  %1536 = mul nsw i64 %1530, %34
  %1537 = add nsw i64 %1536, %47
  %1538 = mul nsw i64 %1537, %30
  %1539 = add nsw i64 %1538, %1422
  br label %1540

1540:                                             ; preds = %1535, %1531
  %1541 = phi i64 [ %1534, %1531 ], [ %1539, %1535 ]
  br i1 %134, label %1542, label %1545

1542:                                             ; preds = %1540
  %1543 = mul i64 %1541, %32
  %1544 = getelementptr float, ptr %21, i64 %1543
  tail call void @llvm.memset.p0.i64(ptr align 4 %1544, i8 0, i64 %136, i1 false)
  br label %1545

1545:                                             ; preds = %1542, %1540
  %1546 = add nsw i64 %1530, 1
  %1547 = icmp eq i64 %1546, %28
  br i1 %1547, label %1548, label %1529

1548:                                             ; preds = %1545, %1504
  %1549 = add nuw nsw i64 %1418, 1
  %1550 = icmp slt i64 %1549, %52
  br i1 %1550, label %1416, label %992

1551:                                             ; preds = %4215, %999
  %1552 = phi i64 [ 0, %999 ], [ %4216, %4215 ]
  %1553 = xor i64 %1552, -1
  br label %1563

1554:                                             ; preds = %4215, %992
  %1555 = icmp eq i64 %36, 1
  %1556 = mul nsw i64 %47, %30
  %1557 = icmp eq i64 %8, 0
  %1558 = icmp eq i64 %9, 0
  br label %4300

1559:                                             ; preds = %1612
  %1560 = trunc i64 %1552 to i32
  %1561 = and i32 %1560, 1
  call fastcc void @products(ptr noundef %994, ptr noundef %995, i64 noundef %1613, ptr noundef %127, i64 noundef %32, i64 noundef %107, i64 noundef %1017, i32 noundef %1561)
  %1562 = icmp sgt i64 %1613, 0
  br i1 %1562, label %1617, label %1616

1563:                                             ; preds = %1551, %1612
  %1564 = phi i64 [ 0, %1551 ], [ %1613, %1612 ]
  %1565 = phi i64 [ 0, %1551 ], [ %1614, %1612 ]
  %1566 = getelementptr inbounds nuw %struct.rowstate, ptr %969, i64 %1565
  %1567 = getelementptr inbounds nuw i8, ptr %1566, i64 32
  %1568 = load i64, ptr %1567, align 8
  %1569 = icmp slt i64 %1552, %1568
  br i1 %1569, label %1570, label %1612

1570:                                             ; preds = %1563
  %1571 = add nsw i64 %1565, %49
  %1572 = add i64 %1568, %1553
  %1573 = select i1 %65, i64 %1572, i64 %1552
  %1574 = getelementptr inbounds nuw i8, ptr %1566, i64 40
  br i1 %1007, label %1575, label %1580

1575:                                             ; preds = %1570
  %1576 = mul nsw i64 %1571, %28
  %1577 = add nsw i64 %1573, %1576
  %1578 = mul i64 %1008, %1577
  %1579 = getelementptr float, ptr %1009, i64 %1578
  store ptr %1579, ptr %1574, align 8
  br i1 %1010, label %1597, label %1585

1580:                                             ; preds = %1570
  %1581 = mul nsw i64 %1573, %30
  %1582 = add nsw i64 %1581, %1571
  %1583 = mul i64 %1008, %1582
  %1584 = getelementptr float, ptr %1009, i64 %1583
  store ptr %1584, ptr %1574, align 8
  br i1 %1010, label %1597, label %1588

1585:                                             ; preds = %1575
  %1586 = mul nsw i64 %1577, %34
  %1587 = add nsw i64 %1586, %47
  br label %1593

1588:                                             ; preds = %1580
  %1589 = mul nsw i64 %1573, %34
  %1590 = add nsw i64 %1589, %47
  %1591 = mul nsw i64 %1590, %30
  %1592 = add nsw i64 %1591, %1571
  br label %1593

1593:                                             ; preds = %1588, %1585
  %1594 = phi i64 [ %1587, %1585 ], [ %1592, %1588 ]
  %1595 = mul nsw i64 %1594, %32
  %1596 = getelementptr inbounds float, ptr %21, i64 %1595
  br label %1597

1597:                                             ; preds = %1580, %1575, %1593
  %1598 = phi ptr [ %1596, %1593 ], [ null, %1575 ], [ null, %1580 ]
  %1599 = getelementptr inbounds nuw i8, ptr %1566, i64 48
  store ptr %1598, ptr %1599, align 8
  %1600 = getelementptr inbounds ptr, ptr %993, i64 %1564
  store ptr %1566, ptr %1600, align 8
  %1601 = load ptr, ptr %1566, align 8
  %1602 = getelementptr inbounds ptr, ptr %994, i64 %1564
  store ptr %1601, ptr %1602, align 8
  %1603 = getelementptr inbounds nuw i8, ptr %1566, i64 16
  %1604 = load ptr, ptr %1603, align 8
  %1605 = getelementptr inbounds ptr, ptr %995, i64 %1564
  store ptr %1604, ptr %1605, align 8
  %1606 = getelementptr inbounds nuw i8, ptr %1566, i64 24
  %1607 = load ptr, ptr %1606, align 8
  %1608 = getelementptr inbounds ptr, ptr %996, i64 %1564
  store ptr %1607, ptr %1608, align 8
  %1609 = getelementptr inbounds i8, ptr %1604, i64 %1011
  %1610 = getelementptr inbounds ptr, ptr %997, i64 %1564
  store ptr %1609, ptr %1610, align 8
  %1611 = add nsw i64 %1564, 1
  br label %1612

1612:                                             ; preds = %1563, %1597
  %1613 = phi i64 [ %1611, %1597 ], [ %1564, %1563 ]
  %1614 = add nuw nsw i64 %1565, 1
  %1615 = icmp slt i64 %1614, %52
  br i1 %1615, label %1563, label %1559

1616:                                             ; preds = %3940, %1559
  br i1 %1014, label %4214, label %3943

1617:                                             ; preds = %1559, %3940
  %1618 = phi i64 [ %3941, %3940 ], [ 0, %1559 ]
  %1619 = getelementptr inbounds nuw ptr, ptr %993, i64 %1618
  %1620 = load ptr, ptr %1619, align 8
  %1621 = getelementptr inbounds nuw i8, ptr %1620, i64 40
  %1622 = load ptr, ptr %1621, align 8
  %1623 = getelementptr inbounds nuw i8, ptr %1620, i64 16
  %1624 = load ptr, ptr %1623, align 8
  %1625 = ptrtoint ptr %1624 to i64
  %1626 = load ptr, ptr %1620, align 8
  %1627 = ptrtoint ptr %1626 to i64
  %1628 = getelementptr inbounds nuw i8, ptr %1620, i64 8
  %1629 = load ptr, ptr %1628, align 8
  br i1 %1012, label %1630, label %1829

1630:                                             ; preds = %1617
  br i1 %134, label %1631, label %1734

1631:                                             ; preds = %1630
  br i1 %1366, label %1715, label %1632

1632:                                             ; preds = %1631
  %1633 = getelementptr i8, ptr %1624, i64 %1061
  %1634 = getelementptr i8, ptr %1622, i64 %1061
  %1635 = icmp ult ptr %1624, %1634
  %1636 = icmp ult ptr %1622, %1633
  %1637 = and i1 %1635, %1636
  %1638 = icmp ult ptr %1624, %1067
  %1639 = icmp ult ptr %181, %1633
  %1640 = and i1 %1638, %1639
  %1641 = or i1 %1637, %1640
  %1642 = icmp ult ptr %1624, %1071
  %1643 = icmp ult ptr %180, %1633
  %1644 = and i1 %1642, %1643
  %1645 = or i1 %1641, %1644
  br i1 %1645, label %1715, label %1646

1646:                                             ; preds = %1632
  br i1 %1367, label %1697, label %1647

1647:                                             ; preds = %1646, %1647
  %1648 = phi i64 [ %1693, %1647 ], [ 0, %1646 ]
  %1649 = getelementptr inbounds nuw float, ptr %1622, i64 %1648
  %1650 = getelementptr inbounds nuw i8, ptr %1649, i64 32
  %1651 = getelementptr inbounds nuw i8, ptr %1649, i64 64
  %1652 = getelementptr inbounds nuw i8, ptr %1649, i64 96
  %1653 = load <8 x float>, ptr %1649, align 4
  %1654 = load <8 x float>, ptr %1650, align 4
  %1655 = load <8 x float>, ptr %1651, align 4
  %1656 = load <8 x float>, ptr %1652, align 4
  %1657 = getelementptr inbounds nuw float, ptr %180, i64 %1648
  %1658 = getelementptr inbounds nuw i8, ptr %1657, i64 32
  %1659 = getelementptr inbounds nuw i8, ptr %1657, i64 64
  %1660 = getelementptr inbounds nuw i8, ptr %1657, i64 96
  %1661 = load <8 x float>, ptr %1657, align 4
  %1662 = load <8 x float>, ptr %1658, align 4
  %1663 = load <8 x float>, ptr %1659, align 4
  %1664 = load <8 x float>, ptr %1660, align 4
  %1665 = fadd <8 x float> %1653, %1661
  %1666 = fadd <8 x float> %1654, %1662
  %1667 = fadd <8 x float> %1655, %1663
  %1668 = fadd <8 x float> %1656, %1664
  %1669 = getelementptr inbounds nuw float, ptr %181, i64 %1648
  %1670 = getelementptr inbounds nuw i8, ptr %1669, i64 32
  %1671 = getelementptr inbounds nuw i8, ptr %1669, i64 64
  %1672 = getelementptr inbounds nuw i8, ptr %1669, i64 96
  %1673 = load <8 x float>, ptr %1669, align 4
  %1674 = load <8 x float>, ptr %1670, align 4
  %1675 = load <8 x float>, ptr %1671, align 4
  %1676 = load <8 x float>, ptr %1672, align 4
  %1677 = fadd <8 x float> %1665, %1673
  %1678 = fadd <8 x float> %1666, %1674
  %1679 = fadd <8 x float> %1667, %1675
  %1680 = fadd <8 x float> %1668, %1676
  %1681 = getelementptr inbounds nuw float, ptr %1624, i64 %1648
  %1682 = getelementptr inbounds nuw i8, ptr %1681, i64 32
  %1683 = getelementptr inbounds nuw i8, ptr %1681, i64 64
  %1684 = getelementptr inbounds nuw i8, ptr %1681, i64 96
  %1685 = load <8 x float>, ptr %1681, align 4
  %1686 = load <8 x float>, ptr %1682, align 4
  %1687 = load <8 x float>, ptr %1683, align 4
  %1688 = load <8 x float>, ptr %1684, align 4
  %1689 = fadd <8 x float> %1677, %1685
  %1690 = fadd <8 x float> %1678, %1686
  %1691 = fadd <8 x float> %1679, %1687
  %1692 = fadd <8 x float> %1680, %1688
  store <8 x float> %1689, ptr %1681, align 4
  store <8 x float> %1690, ptr %1682, align 4
  store <8 x float> %1691, ptr %1683, align 4
  store <8 x float> %1692, ptr %1684, align 4
  %1693 = add nuw i64 %1648, 32
  %1694 = icmp eq i64 %1693, %1369
  br i1 %1694, label %1695, label %1647

1695:                                             ; preds = %1647
  br i1 %1370, label %1735, label %1696

1696:                                             ; preds = %1695
  br i1 %1371, label %1715, label %1697

1697:                                             ; preds = %1646, %1696
  %1698 = phi i64 [ %1369, %1696 ], [ 0, %1646 ]
  br label %1699

1699:                                             ; preds = %1699, %1697
  %1700 = phi i64 [ %1698, %1697 ], [ %1712, %1699 ]
  %1701 = getelementptr inbounds nuw float, ptr %1622, i64 %1700
  %1702 = load <4 x float>, ptr %1701, align 4
  %1703 = getelementptr inbounds nuw float, ptr %180, i64 %1700
  %1704 = load <4 x float>, ptr %1703, align 4
  %1705 = fadd <4 x float> %1702, %1704
  %1706 = getelementptr inbounds nuw float, ptr %181, i64 %1700
  %1707 = load <4 x float>, ptr %1706, align 4
  %1708 = fadd <4 x float> %1705, %1707
  %1709 = getelementptr inbounds nuw float, ptr %1624, i64 %1700
  %1710 = load <4 x float>, ptr %1709, align 4
  %1711 = fadd <4 x float> %1708, %1710
  store <4 x float> %1711, ptr %1709, align 4
  %1712 = add nuw i64 %1700, 4
  %1713 = icmp eq i64 %1712, %1372
  br i1 %1713, label %1714, label %1699

1714:                                             ; preds = %1699
  br i1 %1373, label %1735, label %1715

1715:                                             ; preds = %1632, %1631, %1696, %1714
  %1716 = phi i64 [ 0, %1631 ], [ 0, %1632 ], [ %1369, %1696 ], [ %1372, %1714 ]
  %1717 = or disjoint i64 %1716, 1
  br i1 %1375, label %1731, label %1718

1718:                                             ; preds = %1715
  %1719 = getelementptr inbounds nuw float, ptr %1622, i64 %1716
  %1720 = load float, ptr %1719, align 4
  %1721 = getelementptr inbounds nuw float, ptr %180, i64 %1716
  %1722 = load float, ptr %1721, align 4
  %1723 = fadd float %1720, %1722
  %1724 = getelementptr inbounds nuw float, ptr %181, i64 %1716
  %1725 = load float, ptr %1724, align 4
  %1726 = fadd float %1723, %1725
  %1727 = getelementptr inbounds nuw float, ptr %1624, i64 %1716
  %1728 = load float, ptr %1727, align 4
  %1729 = fadd float %1726, %1728
  store float %1729, ptr %1727, align 4
  %1730 = or disjoint i64 %1716, 1
  br label %1731

1731:                                             ; preds = %1718, %1715
  %1732 = phi i64 [ %1716, %1715 ], [ %1730, %1718 ]
  %1733 = icmp eq i64 %32, %1717
  br i1 %1733, label %1735, label %1783

1734:                                             ; preds = %1630
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %1624, i64 noundef %106)
  br label %3940

1735:                                             ; preds = %1731, %1783, %1714, %1695
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef nonnull %1624, i64 noundef %106)
  %1736 = sub i64 %1627, %1625
  %1737 = icmp ult i64 %1736, 128
  %1738 = select i1 %1376, i1 true, i1 %1737
  br i1 %1738, label %1768, label %1739

1739:                                             ; preds = %1735
  br i1 %1377, label %1758, label %1740

1740:                                             ; preds = %1739, %1740
  %1741 = phi i64 [ %1754, %1740 ], [ 0, %1739 ]
  %1742 = getelementptr inbounds nuw float, ptr %1624, i64 %1741
  %1743 = getelementptr inbounds nuw i8, ptr %1742, i64 32
  %1744 = getelementptr inbounds nuw i8, ptr %1742, i64 64
  %1745 = getelementptr inbounds nuw i8, ptr %1742, i64 96
  %1746 = load <8 x float>, ptr %1742, align 4
  %1747 = load <8 x float>, ptr %1743, align 4
  %1748 = load <8 x float>, ptr %1744, align 4
  %1749 = load <8 x float>, ptr %1745, align 4
  %1750 = getelementptr inbounds nuw float, ptr %1626, i64 %1741
  %1751 = getelementptr inbounds nuw i8, ptr %1750, i64 32
  %1752 = getelementptr inbounds nuw i8, ptr %1750, i64 64
  %1753 = getelementptr inbounds nuw i8, ptr %1750, i64 96
  store <8 x float> %1746, ptr %1750, align 4
  store <8 x float> %1747, ptr %1751, align 4
  store <8 x float> %1748, ptr %1752, align 4
  store <8 x float> %1749, ptr %1753, align 4
  %1754 = add nuw i64 %1741, 32
  %1755 = icmp eq i64 %1754, %1379
  br i1 %1755, label %1756, label %1740

1756:                                             ; preds = %1740
  br i1 %1380, label %3940, label %1757

1757:                                             ; preds = %1756
  br i1 %1381, label %1768, label %1758

1758:                                             ; preds = %1739, %1757
  %1759 = phi i64 [ %1379, %1757 ], [ 0, %1739 ]
  br label %1760

1760:                                             ; preds = %1760, %1758
  %1761 = phi i64 [ %1759, %1758 ], [ %1765, %1760 ]
  %1762 = getelementptr inbounds nuw float, ptr %1624, i64 %1761
  %1763 = load <4 x float>, ptr %1762, align 4
  %1764 = getelementptr inbounds nuw float, ptr %1626, i64 %1761
  store <4 x float> %1763, ptr %1764, align 4
  %1765 = add nuw i64 %1761, 4
  %1766 = icmp eq i64 %1765, %1382
  br i1 %1766, label %1767, label %1760

1767:                                             ; preds = %1760
  br i1 %1383, label %3940, label %1768

1768:                                             ; preds = %1735, %1757, %1767
  %1769 = phi i64 [ 0, %1735 ], [ %1379, %1757 ], [ %1382, %1767 ]
  br i1 %1385, label %1779, label %1770

1770:                                             ; preds = %1768, %1770
  %1771 = phi i64 [ %1776, %1770 ], [ %1769, %1768 ]
  %1772 = phi i64 [ %1777, %1770 ], [ 0, %1768 ]
  %1773 = getelementptr inbounds nuw float, ptr %1624, i64 %1771
  %1774 = load float, ptr %1773, align 4
  %1775 = getelementptr inbounds nuw float, ptr %1626, i64 %1771
  store float %1774, ptr %1775, align 4
  %1776 = add nuw nsw i64 %1771, 1
  %1777 = add i64 %1772, 1
  %1778 = icmp eq i64 %1777, %1384
  br i1 %1778, label %1779, label %1770

1779:                                             ; preds = %1770, %1768
  %1780 = phi i64 [ %1769, %1768 ], [ %1776, %1770 ]
  %1781 = sub nsw i64 %1769, %32
  %1782 = icmp ugt i64 %1781, -4
  br i1 %1782, label %3940, label %1810

1783:                                             ; preds = %1731, %1783
  %1784 = phi i64 [ %1808, %1783 ], [ %1732, %1731 ]
  %1785 = getelementptr inbounds nuw float, ptr %1622, i64 %1784
  %1786 = load float, ptr %1785, align 4
  %1787 = getelementptr inbounds nuw float, ptr %180, i64 %1784
  %1788 = load float, ptr %1787, align 4
  %1789 = fadd float %1786, %1788
  %1790 = getelementptr inbounds nuw float, ptr %181, i64 %1784
  %1791 = load float, ptr %1790, align 4
  %1792 = fadd float %1789, %1791
  %1793 = getelementptr inbounds nuw float, ptr %1624, i64 %1784
  %1794 = load float, ptr %1793, align 4
  %1795 = fadd float %1792, %1794
  store float %1795, ptr %1793, align 4
  %1796 = add nuw nsw i64 %1784, 1
  %1797 = getelementptr inbounds nuw float, ptr %1622, i64 %1796
  %1798 = load float, ptr %1797, align 4
  %1799 = getelementptr inbounds nuw float, ptr %180, i64 %1796
  %1800 = load float, ptr %1799, align 4
  %1801 = fadd float %1798, %1800
  %1802 = getelementptr inbounds nuw float, ptr %181, i64 %1796
  %1803 = load float, ptr %1802, align 4
  %1804 = fadd float %1801, %1803
  %1805 = getelementptr inbounds nuw float, ptr %1624, i64 %1796
  %1806 = load float, ptr %1805, align 4
  %1807 = fadd float %1804, %1806
  store float %1807, ptr %1805, align 4
  %1808 = add nuw nsw i64 %1784, 2
  %1809 = icmp eq i64 %1808, %32
  br i1 %1809, label %1735, label %1783

1810:                                             ; preds = %1779, %1810
  %1811 = phi i64 [ %1827, %1810 ], [ %1780, %1779 ]
  %1812 = getelementptr inbounds nuw float, ptr %1624, i64 %1811
  %1813 = load float, ptr %1812, align 4
  %1814 = getelementptr inbounds nuw float, ptr %1626, i64 %1811
  store float %1813, ptr %1814, align 4
  %1815 = add nuw nsw i64 %1811, 1
  %1816 = getelementptr inbounds nuw float, ptr %1624, i64 %1815
  %1817 = load float, ptr %1816, align 4
  %1818 = getelementptr inbounds nuw float, ptr %1626, i64 %1815
  store float %1817, ptr %1818, align 4
  %1819 = add nuw nsw i64 %1811, 2
  %1820 = getelementptr inbounds nuw float, ptr %1624, i64 %1819
  %1821 = load float, ptr %1820, align 4
  %1822 = getelementptr inbounds nuw float, ptr %1626, i64 %1819
  store float %1821, ptr %1822, align 4
  %1823 = add nuw nsw i64 %1811, 3
  %1824 = getelementptr inbounds nuw float, ptr %1624, i64 %1823
  %1825 = load float, ptr %1824, align 4
  %1826 = getelementptr inbounds nuw float, ptr %1626, i64 %1823
  store float %1825, ptr %1826, align 4
  %1827 = add nuw nsw i64 %1811, 4
  %1828 = icmp eq i64 %1827, %32
  br i1 %1828, label %3940, label %1810

1829:                                             ; preds = %1617
  br i1 %117, label %1830, label %2070

1830:                                             ; preds = %1829
  br i1 %134, label %1831, label %3940

1831:                                             ; preds = %1830
  %1832 = getelementptr inbounds nuw float, ptr %1622, i64 %32
  %1833 = getelementptr inbounds nuw float, ptr %1624, i64 %32
  %1834 = getelementptr inbounds nuw float, ptr %1622, i64 %1026
  %1835 = getelementptr inbounds nuw float, ptr %1624, i64 %1026
  %1836 = getelementptr inbounds nuw float, ptr %1622, i64 %1029
  %1837 = getelementptr inbounds nuw float, ptr %1624, i64 %1029
  br label %1838

1838:                                             ; preds = %2007, %1831
  %1839 = phi i64 [ 0, %1831 ], [ %2068, %2007 ]
  %1840 = getelementptr inbounds nuw float, ptr %1622, i64 %1839
  %1841 = load <8 x float>, ptr %1840, align 4
  %1842 = getelementptr inbounds nuw float, ptr %180, i64 %1839
  %1843 = load <8 x float>, ptr %1842, align 4
  %1844 = fadd <8 x float> %1841, %1843
  %1845 = getelementptr inbounds nuw float, ptr %181, i64 %1839
  %1846 = load <8 x float>, ptr %1845, align 4
  %1847 = fadd <8 x float> %1844, %1846
  %1848 = getelementptr inbounds nuw float, ptr %1624, i64 %1839
  %1849 = load <8 x float>, ptr %1848, align 4
  %1850 = fadd <8 x float> %1847, %1849
  %1851 = getelementptr inbounds nuw float, ptr %1832, i64 %1839
  %1852 = load <8 x float>, ptr %1851, align 4
  %1853 = getelementptr inbounds nuw float, ptr %1024, i64 %1839
  %1854 = load <8 x float>, ptr %1853, align 4
  %1855 = fadd <8 x float> %1852, %1854
  %1856 = getelementptr inbounds nuw float, ptr %1025, i64 %1839
  %1857 = load <8 x float>, ptr %1856, align 4
  %1858 = fadd <8 x float> %1855, %1857
  %1859 = getelementptr inbounds nuw float, ptr %1833, i64 %1839
  %1860 = load <8 x float>, ptr %1859, align 4
  %1861 = fadd <8 x float> %1858, %1860
  %1862 = getelementptr inbounds nuw float, ptr %1834, i64 %1839
  %1863 = load <8 x float>, ptr %1862, align 4
  %1864 = getelementptr inbounds nuw float, ptr %1027, i64 %1839
  %1865 = load <8 x float>, ptr %1864, align 4
  %1866 = fadd <8 x float> %1863, %1865
  %1867 = getelementptr inbounds nuw float, ptr %1028, i64 %1839
  %1868 = load <8 x float>, ptr %1867, align 4
  %1869 = fadd <8 x float> %1866, %1868
  %1870 = getelementptr inbounds nuw float, ptr %1835, i64 %1839
  %1871 = load <8 x float>, ptr %1870, align 4
  %1872 = fadd <8 x float> %1869, %1871
  %1873 = getelementptr inbounds nuw float, ptr %1836, i64 %1839
  %1874 = load <8 x float>, ptr %1873, align 4
  %1875 = getelementptr inbounds nuw float, ptr %1030, i64 %1839
  %1876 = load <8 x float>, ptr %1875, align 4
  %1877 = fadd <8 x float> %1874, %1876
  %1878 = getelementptr inbounds nuw float, ptr %1031, i64 %1839
  %1879 = load <8 x float>, ptr %1878, align 4
  %1880 = fadd <8 x float> %1877, %1879
  %1881 = getelementptr inbounds nuw float, ptr %1837, i64 %1839
  %1882 = load <8 x float>, ptr %1881, align 4
  %1883 = fadd <8 x float> %1880, %1882
  %1884 = getelementptr inbounds nuw float, ptr %1629, i64 %1839
  %1885 = load <8 x float>, ptr %1884, align 4
  br i1 %1020, label %1895, label %1886

1886:                                             ; preds = %1838
  %1887 = getelementptr inbounds nuw float, ptr %1365, i64 %1839
  %1888 = load <8 x float>, ptr %1887, align 4
  %1889 = fmul <8 x float> %1885, %1888
  %1890 = fadd <8 x float> %1850, %1889
  %1891 = getelementptr inbounds nuw float, ptr %1032, i64 %1839
  %1892 = load <8 x float>, ptr %1891, align 4
  %1893 = fmul <8 x float> %1885, %1892
  %1894 = fadd <8 x float> %1872, %1893
  br label %1895

1895:                                             ; preds = %1886, %1838
  %1896 = phi <8 x float> [ %1890, %1886 ], [ %1850, %1838 ]
  %1897 = phi <8 x float> [ %1894, %1886 ], [ %1872, %1838 ]
  br i1 %1033, label %1898, label %1905

1898:                                             ; preds = %1895
  %1899 = call <8 x float> @llvm.maxnum.v8f32(<8 x float> %1896, <8 x float> %1036)
  %1900 = call <8 x float> @llvm.minnum.v8f32(<8 x float> %1899, <8 x float> %1038)
  %1901 = call <8 x float> @llvm.maxnum.v8f32(<8 x float> %1897, <8 x float> %1036)
  %1902 = call <8 x float> @llvm.minnum.v8f32(<8 x float> %1901, <8 x float> %1038)
  %1903 = call <8 x float> @llvm.maxnum.v8f32(<8 x float> %1883, <8 x float> %1036)
  %1904 = call <8 x float> @llvm.minnum.v8f32(<8 x float> %1903, <8 x float> %1038)
  br label %1905

1905:                                             ; preds = %1898, %1895
  %1906 = phi <8 x float> [ %1900, %1898 ], [ %1896, %1895 ]
  %1907 = phi <8 x float> [ %1902, %1898 ], [ %1897, %1895 ]
  %1908 = phi <8 x float> [ %1904, %1898 ], [ %1883, %1895 ]
  %1909 = fneg <8 x float> %1906
  %1910 = call <8 x float> @llvm.maxnum.v8f32(<8 x float> %1909, <8 x float> splat (float 0xC055D33340000000))
  %1911 = call <8 x float> @llvm.minnum.v8f32(<8 x float> %1910, <8 x float> splat (float 8.800000e+01))
  %1912 = fmul <8 x float> %1911, splat (float 0x3FF7154760000000)
  %1913 = fadd <8 x float> %1912, splat (float 0x4168000000000000)
  %1914 = fadd <8 x float> %1913, splat (float 0xC168000000000000)
  %1915 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1914, <8 x float> splat (float 0xBFE6300000000000), <8 x float> %1911)
  %1916 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1914, <8 x float> splat (float 0x3F2BD01060000000), <8 x float> %1915)
  %1917 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1916, <8 x float> splat (float 0x3F2A0D2CE0000000), <8 x float> splat (float 0x3F56E879C0000000))
  %1918 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1917, <8 x float> %1916, <8 x float> splat (float 0x3F81112100000000))
  %1919 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1918, <8 x float> %1916, <8 x float> splat (float 0x3FA5553820000000))
  %1920 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1919, <8 x float> %1916, <8 x float> splat (float 0x3FC5555540000000))
  %1921 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1920, <8 x float> %1916, <8 x float> splat (float 5.000000e-01))
  %1922 = fmul <8 x float> %1916, %1916
  %1923 = fadd <8 x float> %1916, splat (float 1.000000e+00)
  %1924 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1921, <8 x float> %1922, <8 x float> %1923)
  %1925 = fptosi <8 x float> %1914 to <8 x i32>
  %1926 = shl <8 x i32> %1925, splat (i32 23)
  %1927 = add <8 x i32> %1926, splat (i32 1065353216)
  %1928 = bitcast <8 x i32> %1927 to <8 x float>
  %1929 = fmul <8 x float> %1924, %1928
  %1930 = fadd <8 x float> %1929, splat (float 1.000000e+00)
  %1931 = fdiv <8 x float> splat (float 1.000000e+00), %1930
  br i1 %99, label %1934, label %1932

1932:                                             ; preds = %1905
  %1933 = fsub <8 x float> splat (float 1.000000e+00), %1931
  br label %1958

1934:                                             ; preds = %1905
  %1935 = fneg <8 x float> %1907
  %1936 = call <8 x float> @llvm.maxnum.v8f32(<8 x float> %1935, <8 x float> splat (float 0xC055D33340000000))
  %1937 = call <8 x float> @llvm.minnum.v8f32(<8 x float> %1936, <8 x float> splat (float 8.800000e+01))
  %1938 = fmul <8 x float> %1937, splat (float 0x3FF7154760000000)
  %1939 = fadd <8 x float> %1938, splat (float 0x4168000000000000)
  %1940 = fadd <8 x float> %1939, splat (float 0xC168000000000000)
  %1941 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1940, <8 x float> splat (float 0xBFE6300000000000), <8 x float> %1937)
  %1942 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1940, <8 x float> splat (float 0x3F2BD01060000000), <8 x float> %1941)
  %1943 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1942, <8 x float> splat (float 0x3F2A0D2CE0000000), <8 x float> splat (float 0x3F56E879C0000000))
  %1944 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1943, <8 x float> %1942, <8 x float> splat (float 0x3F81112100000000))
  %1945 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1944, <8 x float> %1942, <8 x float> splat (float 0x3FA5553820000000))
  %1946 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1945, <8 x float> %1942, <8 x float> splat (float 0x3FC5555540000000))
  %1947 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1946, <8 x float> %1942, <8 x float> splat (float 5.000000e-01))
  %1948 = fmul <8 x float> %1942, %1942
  %1949 = fadd <8 x float> %1942, splat (float 1.000000e+00)
  %1950 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1947, <8 x float> %1948, <8 x float> %1949)
  %1951 = fptosi <8 x float> %1940 to <8 x i32>
  %1952 = shl <8 x i32> %1951, splat (i32 23)
  %1953 = add <8 x i32> %1952, splat (i32 1065353216)
  %1954 = bitcast <8 x i32> %1953 to <8 x float>
  %1955 = fmul <8 x float> %1950, %1954
  %1956 = fadd <8 x float> %1955, splat (float 1.000000e+00)
  %1957 = fdiv <8 x float> splat (float 1.000000e+00), %1956
  br label %1958

1958:                                             ; preds = %1934, %1932
  %1959 = phi <8 x float> [ %1933, %1932 ], [ %1957, %1934 ]
  %1960 = fmul <8 x float> %1908, %1908
  %1961 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1960, <8 x float> splat (float 0x3F9664F480000000), <8 x float> splat (float 0xBFABA1BA20000000))
  %1962 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1961, <8 x float> %1960, <8 x float> splat (float 0x3FC1111120000000))
  %1963 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1962, <8 x float> %1960, <8 x float> splat (float 0xBFD5555560000000))
  %1964 = fmul <8 x float> %1960, %1963
  %1965 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1964, <8 x float> %1908, <8 x float> %1908)
  %1966 = fmul <8 x float> %1908, splat (float 2.000000e+00)
  %1967 = call <8 x float> @llvm.maxnum.v8f32(<8 x float> %1966, <8 x float> splat (float 0xC055D33340000000))
  %1968 = call <8 x float> @llvm.minnum.v8f32(<8 x float> %1967, <8 x float> splat (float 8.800000e+01))
  %1969 = fmul <8 x float> %1968, splat (float 0x3FF7154760000000)
  %1970 = fadd <8 x float> %1969, splat (float 0x4168000000000000)
  %1971 = fadd <8 x float> %1970, splat (float 0xC168000000000000)
  %1972 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1971, <8 x float> splat (float 0xBFE6300000000000), <8 x float> %1968)
  %1973 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1971, <8 x float> splat (float 0x3F2BD01060000000), <8 x float> %1972)
  %1974 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1973, <8 x float> splat (float 0x3F2A0D2CE0000000), <8 x float> splat (float 0x3F56E879C0000000))
  %1975 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1974, <8 x float> %1973, <8 x float> splat (float 0x3F81112100000000))
  %1976 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1975, <8 x float> %1973, <8 x float> splat (float 0x3FA5553820000000))
  %1977 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1976, <8 x float> %1973, <8 x float> splat (float 0x3FC5555540000000))
  %1978 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1977, <8 x float> %1973, <8 x float> splat (float 5.000000e-01))
  %1979 = fmul <8 x float> %1973, %1973
  %1980 = fadd <8 x float> %1973, splat (float 1.000000e+00)
  %1981 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1978, <8 x float> %1979, <8 x float> %1980)
  %1982 = fptosi <8 x float> %1971 to <8 x i32>
  %1983 = shl <8 x i32> %1982, splat (i32 23)
  %1984 = add <8 x i32> %1983, splat (i32 1065353216)
  %1985 = bitcast <8 x i32> %1984 to <8 x float>
  %1986 = fmul <8 x float> %1981, %1985
  %1987 = fadd <8 x float> %1986, splat (float 1.000000e+00)
  %1988 = fdiv <8 x float> splat (float 1.000000e+00), %1987
  %1989 = fmul <8 x float> %1988, splat (float 2.000000e+00)
  %1990 = fsub <8 x float> splat (float 1.000000e+00), %1989
  %1991 = call <8 x float> @llvm.fabs.v8f32(<8 x float> %1908)
  %1992 = fcmp uge <8 x float> %1991, splat (float 0x3FD3333340000000)
  %1993 = select <8 x i1> %1992, <8 x float> %1990, <8 x float> %1965
  %1994 = fmul <8 x float> %1885, %1959
  %1995 = fmul <8 x float> %1931, %1993
  %1996 = fadd <8 x float> %1995, %1994
  store <8 x float> %1996, ptr %1884, align 4
  br i1 %1020, label %2002, label %1997

1997:                                             ; preds = %1958
  %1998 = getelementptr inbounds nuw float, ptr %1039, i64 %1839
  %1999 = load <8 x float>, ptr %1998, align 4
  %2000 = fmul <8 x float> %1996, %1999
  %2001 = fadd <8 x float> %1861, %2000
  br label %2002

2002:                                             ; preds = %1997, %1958
  %2003 = phi <8 x float> [ %2001, %1997 ], [ %1861, %1958 ]
  br i1 %1033, label %2004, label %2007

2004:                                             ; preds = %2002
  %2005 = call <8 x float> @llvm.maxnum.v8f32(<8 x float> %2003, <8 x float> %1036)
  %2006 = call <8 x float> @llvm.minnum.v8f32(<8 x float> %2005, <8 x float> %1038)
  br label %2007

2007:                                             ; preds = %2004, %2002
  %2008 = phi <8 x float> [ %2006, %2004 ], [ %2003, %2002 ]
  %2009 = getelementptr inbounds nuw float, ptr %1626, i64 %1839
  %2010 = fneg <8 x float> %2008
  %2011 = call <8 x float> @llvm.maxnum.v8f32(<8 x float> %2010, <8 x float> splat (float 0xC055D33340000000))
  %2012 = call <8 x float> @llvm.minnum.v8f32(<8 x float> %2011, <8 x float> splat (float 8.800000e+01))
  %2013 = fmul <8 x float> %2012, splat (float 0x3FF7154760000000)
  %2014 = fadd <8 x float> %2013, splat (float 0x4168000000000000)
  %2015 = fadd <8 x float> %2014, splat (float 0xC168000000000000)
  %2016 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2015, <8 x float> splat (float 0xBFE6300000000000), <8 x float> %2012)
  %2017 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2015, <8 x float> splat (float 0x3F2BD01060000000), <8 x float> %2016)
  %2018 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2017, <8 x float> splat (float 0x3F2A0D2CE0000000), <8 x float> splat (float 0x3F56E879C0000000))
  %2019 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2018, <8 x float> %2017, <8 x float> splat (float 0x3F81112100000000))
  %2020 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2019, <8 x float> %2017, <8 x float> splat (float 0x3FA5553820000000))
  %2021 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2020, <8 x float> %2017, <8 x float> splat (float 0x3FC5555540000000))
  %2022 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2021, <8 x float> %2017, <8 x float> splat (float 5.000000e-01))
  %2023 = fmul <8 x float> %2017, %2017
  %2024 = fadd <8 x float> %2017, splat (float 1.000000e+00)
  %2025 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2022, <8 x float> %2023, <8 x float> %2024)
  %2026 = fptosi <8 x float> %2015 to <8 x i32>
  %2027 = shl <8 x i32> %2026, splat (i32 23)
  %2028 = add <8 x i32> %2027, splat (i32 1065353216)
  %2029 = bitcast <8 x i32> %2028 to <8 x float>
  %2030 = fmul <8 x float> %2025, %2029
  %2031 = fadd <8 x float> %2030, splat (float 1.000000e+00)
  %2032 = fdiv <8 x float> splat (float 1.000000e+00), %2031
  %2033 = fmul <8 x float> %1996, %1996
  %2034 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2033, <8 x float> splat (float 0x3F9664F480000000), <8 x float> splat (float 0xBFABA1BA20000000))
  %2035 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2034, <8 x float> %2033, <8 x float> splat (float 0x3FC1111120000000))
  %2036 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2035, <8 x float> %2033, <8 x float> splat (float 0xBFD5555560000000))
  %2037 = fmul <8 x float> %2033, %2036
  %2038 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2037, <8 x float> %1996, <8 x float> %1996)
  %2039 = fmul <8 x float> %1996, splat (float 2.000000e+00)
  %2040 = call <8 x float> @llvm.maxnum.v8f32(<8 x float> %2039, <8 x float> splat (float 0xC055D33340000000))
  %2041 = call <8 x float> @llvm.minnum.v8f32(<8 x float> %2040, <8 x float> splat (float 8.800000e+01))
  %2042 = fmul <8 x float> %2041, splat (float 0x3FF7154760000000)
  %2043 = fadd <8 x float> %2042, splat (float 0x4168000000000000)
  %2044 = fadd <8 x float> %2043, splat (float 0xC168000000000000)
  %2045 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2044, <8 x float> splat (float 0xBFE6300000000000), <8 x float> %2041)
  %2046 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2044, <8 x float> splat (float 0x3F2BD01060000000), <8 x float> %2045)
  %2047 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2046, <8 x float> splat (float 0x3F2A0D2CE0000000), <8 x float> splat (float 0x3F56E879C0000000))
  %2048 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2047, <8 x float> %2046, <8 x float> splat (float 0x3F81112100000000))
  %2049 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2048, <8 x float> %2046, <8 x float> splat (float 0x3FA5553820000000))
  %2050 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2049, <8 x float> %2046, <8 x float> splat (float 0x3FC5555540000000))
  %2051 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2050, <8 x float> %2046, <8 x float> splat (float 5.000000e-01))
  %2052 = fmul <8 x float> %2046, %2046
  %2053 = fadd <8 x float> %2046, splat (float 1.000000e+00)
  %2054 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2051, <8 x float> %2052, <8 x float> %2053)
  %2055 = fptosi <8 x float> %2044 to <8 x i32>
  %2056 = shl <8 x i32> %2055, splat (i32 23)
  %2057 = add <8 x i32> %2056, splat (i32 1065353216)
  %2058 = bitcast <8 x i32> %2057 to <8 x float>
  %2059 = fmul <8 x float> %2054, %2058
  %2060 = fadd <8 x float> %2059, splat (float 1.000000e+00)
  %2061 = fdiv <8 x float> splat (float 1.000000e+00), %2060
  %2062 = fmul <8 x float> %2061, splat (float 2.000000e+00)
  %2063 = fsub <8 x float> splat (float 1.000000e+00), %2062
  %2064 = call <8 x float> @llvm.fabs.v8f32(<8 x float> %1996)
  %2065 = fcmp uge <8 x float> %2064, splat (float 0x3FD3333340000000)
  %2066 = select <8 x i1> %2065, <8 x float> %2063, <8 x float> %2038
  %2067 = fmul <8 x float> %2066, %2032
  store <8 x float> %2067, ptr %2009, align 4
  %2068 = add nuw nsw i64 %1839, 8
  %2069 = icmp slt i64 %2068, %32
  br i1 %2069, label %1838, label %3940

2070:                                             ; preds = %1829
  br i1 %37, label %2071, label %3034

2071:                                             ; preds = %2070
  br i1 %134, label %2072, label %2175

2072:                                             ; preds = %2071
  br i1 %1286, label %2156, label %2073

2073:                                             ; preds = %2072
  %2074 = getelementptr i8, ptr %1624, i64 %1131
  %2075 = getelementptr i8, ptr %1622, i64 %1131
  %2076 = icmp ult ptr %1624, %2075
  %2077 = icmp ult ptr %1622, %2074
  %2078 = and i1 %2076, %2077
  %2079 = icmp ult ptr %1624, %1137
  %2080 = icmp ult ptr %181, %2074
  %2081 = and i1 %2079, %2080
  %2082 = or i1 %2078, %2081
  %2083 = icmp ult ptr %1624, %1141
  %2084 = icmp ult ptr %180, %2074
  %2085 = and i1 %2083, %2084
  %2086 = or i1 %2082, %2085
  br i1 %2086, label %2156, label %2087

2087:                                             ; preds = %2073
  br i1 %1287, label %2138, label %2088

2088:                                             ; preds = %2087, %2088
  %2089 = phi i64 [ %2134, %2088 ], [ 0, %2087 ]
  %2090 = getelementptr inbounds nuw float, ptr %1622, i64 %2089
  %2091 = getelementptr inbounds nuw i8, ptr %2090, i64 32
  %2092 = getelementptr inbounds nuw i8, ptr %2090, i64 64
  %2093 = getelementptr inbounds nuw i8, ptr %2090, i64 96
  %2094 = load <8 x float>, ptr %2090, align 4
  %2095 = load <8 x float>, ptr %2091, align 4
  %2096 = load <8 x float>, ptr %2092, align 4
  %2097 = load <8 x float>, ptr %2093, align 4
  %2098 = getelementptr inbounds nuw float, ptr %180, i64 %2089
  %2099 = getelementptr inbounds nuw i8, ptr %2098, i64 32
  %2100 = getelementptr inbounds nuw i8, ptr %2098, i64 64
  %2101 = getelementptr inbounds nuw i8, ptr %2098, i64 96
  %2102 = load <8 x float>, ptr %2098, align 4
  %2103 = load <8 x float>, ptr %2099, align 4
  %2104 = load <8 x float>, ptr %2100, align 4
  %2105 = load <8 x float>, ptr %2101, align 4
  %2106 = fadd <8 x float> %2094, %2102
  %2107 = fadd <8 x float> %2095, %2103
  %2108 = fadd <8 x float> %2096, %2104
  %2109 = fadd <8 x float> %2097, %2105
  %2110 = getelementptr inbounds nuw float, ptr %181, i64 %2089
  %2111 = getelementptr inbounds nuw i8, ptr %2110, i64 32
  %2112 = getelementptr inbounds nuw i8, ptr %2110, i64 64
  %2113 = getelementptr inbounds nuw i8, ptr %2110, i64 96
  %2114 = load <8 x float>, ptr %2110, align 4
  %2115 = load <8 x float>, ptr %2111, align 4
  %2116 = load <8 x float>, ptr %2112, align 4
  %2117 = load <8 x float>, ptr %2113, align 4
  %2118 = fadd <8 x float> %2106, %2114
  %2119 = fadd <8 x float> %2107, %2115
  %2120 = fadd <8 x float> %2108, %2116
  %2121 = fadd <8 x float> %2109, %2117
  %2122 = getelementptr inbounds nuw float, ptr %1624, i64 %2089
  %2123 = getelementptr inbounds nuw i8, ptr %2122, i64 32
  %2124 = getelementptr inbounds nuw i8, ptr %2122, i64 64
  %2125 = getelementptr inbounds nuw i8, ptr %2122, i64 96
  %2126 = load <8 x float>, ptr %2122, align 4
  %2127 = load <8 x float>, ptr %2123, align 4
  %2128 = load <8 x float>, ptr %2124, align 4
  %2129 = load <8 x float>, ptr %2125, align 4
  %2130 = fadd <8 x float> %2118, %2126
  %2131 = fadd <8 x float> %2119, %2127
  %2132 = fadd <8 x float> %2120, %2128
  %2133 = fadd <8 x float> %2121, %2129
  store <8 x float> %2130, ptr %2122, align 4
  store <8 x float> %2131, ptr %2123, align 4
  store <8 x float> %2132, ptr %2124, align 4
  store <8 x float> %2133, ptr %2125, align 4
  %2134 = add nuw i64 %2089, 32
  %2135 = icmp eq i64 %2134, %1289
  br i1 %2135, label %2136, label %2088

2136:                                             ; preds = %2088
  br i1 %1290, label %2177, label %2137

2137:                                             ; preds = %2136
  br i1 %1291, label %2156, label %2138

2138:                                             ; preds = %2087, %2137
  %2139 = phi i64 [ %1289, %2137 ], [ 0, %2087 ]
  br label %2140

2140:                                             ; preds = %2140, %2138
  %2141 = phi i64 [ %2139, %2138 ], [ %2153, %2140 ]
  %2142 = getelementptr inbounds nuw float, ptr %1622, i64 %2141
  %2143 = load <4 x float>, ptr %2142, align 4
  %2144 = getelementptr inbounds nuw float, ptr %180, i64 %2141
  %2145 = load <4 x float>, ptr %2144, align 4
  %2146 = fadd <4 x float> %2143, %2145
  %2147 = getelementptr inbounds nuw float, ptr %181, i64 %2141
  %2148 = load <4 x float>, ptr %2147, align 4
  %2149 = fadd <4 x float> %2146, %2148
  %2150 = getelementptr inbounds nuw float, ptr %1624, i64 %2141
  %2151 = load <4 x float>, ptr %2150, align 4
  %2152 = fadd <4 x float> %2149, %2151
  store <4 x float> %2152, ptr %2150, align 4
  %2153 = add nuw i64 %2141, 4
  %2154 = icmp eq i64 %2153, %1292
  br i1 %2154, label %2155, label %2140

2155:                                             ; preds = %2140
  br i1 %1293, label %2177, label %2156

2156:                                             ; preds = %2073, %2072, %2137, %2155
  %2157 = phi i64 [ 0, %2072 ], [ 0, %2073 ], [ %1289, %2137 ], [ %1292, %2155 ]
  %2158 = or disjoint i64 %2157, 1
  br i1 %1295, label %2172, label %2159

2159:                                             ; preds = %2156
  %2160 = getelementptr inbounds nuw float, ptr %1622, i64 %2157
  %2161 = load float, ptr %2160, align 4
  %2162 = getelementptr inbounds nuw float, ptr %180, i64 %2157
  %2163 = load float, ptr %2162, align 4
  %2164 = fadd float %2161, %2163
  %2165 = getelementptr inbounds nuw float, ptr %181, i64 %2157
  %2166 = load float, ptr %2165, align 4
  %2167 = fadd float %2164, %2166
  %2168 = getelementptr inbounds nuw float, ptr %1624, i64 %2157
  %2169 = load float, ptr %2168, align 4
  %2170 = fadd float %2167, %2169
  store float %2170, ptr %2168, align 4
  %2171 = or disjoint i64 %2157, 1
  br label %2172

2172:                                             ; preds = %2159, %2156
  %2173 = phi i64 [ %2157, %2156 ], [ %2171, %2159 ]
  %2174 = icmp eq i64 %32, %2158
  br i1 %2174, label %2177, label %2286

2175:                                             ; preds = %2071
  %2176 = getelementptr inbounds float, ptr %1624, i64 %1015
  br label %2693

2177:                                             ; preds = %2172, %2286, %2155, %2136
  %2178 = getelementptr float, ptr %1622, i64 %32
  br i1 %1296, label %2266, label %2179

2179:                                             ; preds = %2177
  %2180 = getelementptr i8, ptr %1624, i64 %1114
  %2181 = getelementptr i8, ptr %1624, i64 %1114
  %2182 = getelementptr i8, ptr %2181, i64 %1115
  %2183 = getelementptr i8, ptr %1622, i64 %1018
  %2184 = icmp ult ptr %2180, %2183
  %2185 = icmp ult ptr %2178, %2182
  %2186 = and i1 %2184, %2185
  %2187 = icmp ult ptr %2180, %1123
  %2188 = icmp ult ptr %1121, %2182
  %2189 = and i1 %2187, %2188
  %2190 = or i1 %2186, %2189
  %2191 = icmp ult ptr %2180, %1130
  %2192 = icmp ult ptr %1128, %2182
  %2193 = and i1 %2191, %2192
  %2194 = or i1 %2190, %2193
  br i1 %2194, label %2266, label %2195

2195:                                             ; preds = %2179
  br i1 %1297, label %2247, label %2196

2196:                                             ; preds = %2195, %2196
  %2197 = phi i64 [ %2243, %2196 ], [ 0, %2195 ]
  %2198 = getelementptr float, ptr %2178, i64 %2197
  %2199 = getelementptr i8, ptr %2198, i64 32
  %2200 = getelementptr i8, ptr %2198, i64 64
  %2201 = getelementptr i8, ptr %2198, i64 96
  %2202 = load <8 x float>, ptr %2198, align 4
  %2203 = load <8 x float>, ptr %2199, align 4
  %2204 = load <8 x float>, ptr %2200, align 4
  %2205 = load <8 x float>, ptr %2201, align 4
  %2206 = add nuw nsw i64 %2197, %106
  %2207 = getelementptr inbounds nuw float, ptr %180, i64 %2206
  %2208 = getelementptr inbounds nuw i8, ptr %2207, i64 32
  %2209 = getelementptr inbounds nuw i8, ptr %2207, i64 64
  %2210 = getelementptr inbounds nuw i8, ptr %2207, i64 96
  %2211 = load <8 x float>, ptr %2207, align 4
  %2212 = load <8 x float>, ptr %2208, align 4
  %2213 = load <8 x float>, ptr %2209, align 4
  %2214 = load <8 x float>, ptr %2210, align 4
  %2215 = fadd <8 x float> %2202, %2211
  %2216 = fadd <8 x float> %2203, %2212
  %2217 = fadd <8 x float> %2204, %2213
  %2218 = fadd <8 x float> %2205, %2214
  %2219 = getelementptr inbounds nuw float, ptr %181, i64 %2206
  %2220 = getelementptr inbounds nuw i8, ptr %2219, i64 32
  %2221 = getelementptr inbounds nuw i8, ptr %2219, i64 64
  %2222 = getelementptr inbounds nuw i8, ptr %2219, i64 96
  %2223 = load <8 x float>, ptr %2219, align 4
  %2224 = load <8 x float>, ptr %2220, align 4
  %2225 = load <8 x float>, ptr %2221, align 4
  %2226 = load <8 x float>, ptr %2222, align 4
  %2227 = fadd <8 x float> %2215, %2223
  %2228 = fadd <8 x float> %2216, %2224
  %2229 = fadd <8 x float> %2217, %2225
  %2230 = fadd <8 x float> %2218, %2226
  %2231 = getelementptr inbounds nuw float, ptr %1624, i64 %2206
  %2232 = getelementptr inbounds nuw i8, ptr %2231, i64 32
  %2233 = getelementptr inbounds nuw i8, ptr %2231, i64 64
  %2234 = getelementptr inbounds nuw i8, ptr %2231, i64 96
  %2235 = load <8 x float>, ptr %2231, align 4
  %2236 = load <8 x float>, ptr %2232, align 4
  %2237 = load <8 x float>, ptr %2233, align 4
  %2238 = load <8 x float>, ptr %2234, align 4
  %2239 = fadd <8 x float> %2227, %2235
  %2240 = fadd <8 x float> %2228, %2236
  %2241 = fadd <8 x float> %2229, %2237
  %2242 = fadd <8 x float> %2230, %2238
  store <8 x float> %2239, ptr %2231, align 4
  store <8 x float> %2240, ptr %2232, align 4
  store <8 x float> %2241, ptr %2233, align 4
  store <8 x float> %2242, ptr %2234, align 4
  %2243 = add nuw i64 %2197, 32
  %2244 = icmp eq i64 %2243, %1299
  br i1 %2244, label %2245, label %2196

2245:                                             ; preds = %2196
  br i1 %1300, label %2313, label %2246

2246:                                             ; preds = %2245
  br i1 %1301, label %2266, label %2247

2247:                                             ; preds = %2195, %2246
  %2248 = phi i64 [ %1299, %2246 ], [ 0, %2195 ]
  br label %2249

2249:                                             ; preds = %2249, %2247
  %2250 = phi i64 [ %2248, %2247 ], [ %2263, %2249 ]
  %2251 = getelementptr float, ptr %2178, i64 %2250
  %2252 = load <4 x float>, ptr %2251, align 4
  %2253 = add nuw nsw i64 %2250, %106
  %2254 = getelementptr inbounds nuw float, ptr %180, i64 %2253
  %2255 = load <4 x float>, ptr %2254, align 4
  %2256 = fadd <4 x float> %2252, %2255
  %2257 = getelementptr inbounds nuw float, ptr %181, i64 %2253
  %2258 = load <4 x float>, ptr %2257, align 4
  %2259 = fadd <4 x float> %2256, %2258
  %2260 = getelementptr inbounds nuw float, ptr %1624, i64 %2253
  %2261 = load <4 x float>, ptr %2260, align 4
  %2262 = fadd <4 x float> %2259, %2261
  store <4 x float> %2262, ptr %2260, align 4
  %2263 = add nuw i64 %2250, 4
  %2264 = icmp eq i64 %2263, %1302
  br i1 %2264, label %2265, label %2249

2265:                                             ; preds = %2249
  br i1 %1303, label %2313, label %2266

2266:                                             ; preds = %2179, %2177, %2246, %2265
  %2267 = phi i64 [ 0, %2177 ], [ 0, %2179 ], [ %1299, %2246 ], [ %1302, %2265 ]
  %2268 = or disjoint i64 %2267, 1
  br i1 %1305, label %2283, label %2269

2269:                                             ; preds = %2266
  %2270 = getelementptr float, ptr %2178, i64 %2267
  %2271 = load float, ptr %2270, align 4
  %2272 = add nuw nsw i64 %2267, %106
  %2273 = getelementptr inbounds nuw float, ptr %180, i64 %2272
  %2274 = load float, ptr %2273, align 4
  %2275 = fadd float %2271, %2274
  %2276 = getelementptr inbounds nuw float, ptr %181, i64 %2272
  %2277 = load float, ptr %2276, align 4
  %2278 = fadd float %2275, %2277
  %2279 = getelementptr inbounds nuw float, ptr %1624, i64 %2272
  %2280 = load float, ptr %2279, align 4
  %2281 = fadd float %2278, %2280
  store float %2281, ptr %2279, align 4
  %2282 = or disjoint i64 %2267, 1
  br label %2283

2283:                                             ; preds = %2269, %2266
  %2284 = phi i64 [ %2267, %2266 ], [ %2282, %2269 ]
  %2285 = icmp eq i64 %32, %2268
  br i1 %2285, label %2313, label %2422

2286:                                             ; preds = %2172, %2286
  %2287 = phi i64 [ %2311, %2286 ], [ %2173, %2172 ]
  %2288 = getelementptr inbounds nuw float, ptr %1622, i64 %2287
  %2289 = load float, ptr %2288, align 4
  %2290 = getelementptr inbounds nuw float, ptr %180, i64 %2287
  %2291 = load float, ptr %2290, align 4
  %2292 = fadd float %2289, %2291
  %2293 = getelementptr inbounds nuw float, ptr %181, i64 %2287
  %2294 = load float, ptr %2293, align 4
  %2295 = fadd float %2292, %2294
  %2296 = getelementptr inbounds nuw float, ptr %1624, i64 %2287
  %2297 = load float, ptr %2296, align 4
  %2298 = fadd float %2295, %2297
  store float %2298, ptr %2296, align 4
  %2299 = add nuw nsw i64 %2287, 1
  %2300 = getelementptr inbounds nuw float, ptr %1622, i64 %2299
  %2301 = load float, ptr %2300, align 4
  %2302 = getelementptr inbounds nuw float, ptr %180, i64 %2299
  %2303 = load float, ptr %2302, align 4
  %2304 = fadd float %2301, %2303
  %2305 = getelementptr inbounds nuw float, ptr %181, i64 %2299
  %2306 = load float, ptr %2305, align 4
  %2307 = fadd float %2304, %2306
  %2308 = getelementptr inbounds nuw float, ptr %1624, i64 %2299
  %2309 = load float, ptr %2308, align 4
  %2310 = fadd float %2307, %2309
  store float %2310, ptr %2308, align 4
  %2311 = add nuw nsw i64 %2287, 2
  %2312 = icmp eq i64 %2311, %32
  br i1 %2312, label %2177, label %2286

2313:                                             ; preds = %2283, %2422, %2265, %2245
  %2314 = getelementptr i8, ptr %1622, i64 %1018
  br i1 %1306, label %2402, label %2315

2315:                                             ; preds = %2313
  %2316 = getelementptr i8, ptr %1624, i64 %698
  %2317 = getelementptr i8, ptr %1624, i64 %698
  %2318 = getelementptr i8, ptr %2317, i64 %1098
  %2319 = getelementptr i8, ptr %1622, i64 %1019
  %2320 = icmp ult ptr %2316, %2319
  %2321 = icmp ult ptr %2314, %2318
  %2322 = and i1 %2320, %2321
  %2323 = icmp ult ptr %2316, %1106
  %2324 = icmp ult ptr %1104, %2318
  %2325 = and i1 %2323, %2324
  %2326 = or i1 %2322, %2325
  %2327 = icmp ult ptr %2316, %1113
  %2328 = icmp ult ptr %1111, %2318
  %2329 = and i1 %2327, %2328
  %2330 = or i1 %2326, %2329
  br i1 %2330, label %2402, label %2331

2331:                                             ; preds = %2315
  br i1 %1307, label %2383, label %2332

2332:                                             ; preds = %2331, %2332
  %2333 = phi i64 [ %2379, %2332 ], [ 0, %2331 ]
  %2334 = getelementptr float, ptr %2314, i64 %2333
  %2335 = getelementptr i8, ptr %2334, i64 32
  %2336 = getelementptr i8, ptr %2334, i64 64
  %2337 = getelementptr i8, ptr %2334, i64 96
  %2338 = load <8 x float>, ptr %2334, align 4
  %2339 = load <8 x float>, ptr %2335, align 4
  %2340 = load <8 x float>, ptr %2336, align 4
  %2341 = load <8 x float>, ptr %2337, align 4
  %2342 = add nuw nsw i64 %2333, %1015
  %2343 = getelementptr inbounds nuw float, ptr %180, i64 %2342
  %2344 = getelementptr inbounds nuw i8, ptr %2343, i64 32
  %2345 = getelementptr inbounds nuw i8, ptr %2343, i64 64
  %2346 = getelementptr inbounds nuw i8, ptr %2343, i64 96
  %2347 = load <8 x float>, ptr %2343, align 4
  %2348 = load <8 x float>, ptr %2344, align 4
  %2349 = load <8 x float>, ptr %2345, align 4
  %2350 = load <8 x float>, ptr %2346, align 4
  %2351 = fadd <8 x float> %2338, %2347
  %2352 = fadd <8 x float> %2339, %2348
  %2353 = fadd <8 x float> %2340, %2349
  %2354 = fadd <8 x float> %2341, %2350
  %2355 = getelementptr inbounds nuw float, ptr %181, i64 %2342
  %2356 = getelementptr inbounds nuw i8, ptr %2355, i64 32
  %2357 = getelementptr inbounds nuw i8, ptr %2355, i64 64
  %2358 = getelementptr inbounds nuw i8, ptr %2355, i64 96
  %2359 = load <8 x float>, ptr %2355, align 4
  %2360 = load <8 x float>, ptr %2356, align 4
  %2361 = load <8 x float>, ptr %2357, align 4
  %2362 = load <8 x float>, ptr %2358, align 4
  %2363 = fadd <8 x float> %2351, %2359
  %2364 = fadd <8 x float> %2352, %2360
  %2365 = fadd <8 x float> %2353, %2361
  %2366 = fadd <8 x float> %2354, %2362
  %2367 = getelementptr inbounds nuw float, ptr %1624, i64 %2342
  %2368 = getelementptr inbounds nuw i8, ptr %2367, i64 32
  %2369 = getelementptr inbounds nuw i8, ptr %2367, i64 64
  %2370 = getelementptr inbounds nuw i8, ptr %2367, i64 96
  %2371 = load <8 x float>, ptr %2367, align 4
  %2372 = load <8 x float>, ptr %2368, align 4
  %2373 = load <8 x float>, ptr %2369, align 4
  %2374 = load <8 x float>, ptr %2370, align 4
  %2375 = fadd <8 x float> %2363, %2371
  %2376 = fadd <8 x float> %2364, %2372
  %2377 = fadd <8 x float> %2365, %2373
  %2378 = fadd <8 x float> %2366, %2374
  store <8 x float> %2375, ptr %2367, align 4
  store <8 x float> %2376, ptr %2368, align 4
  store <8 x float> %2377, ptr %2369, align 4
  store <8 x float> %2378, ptr %2370, align 4
  %2379 = add nuw i64 %2333, 32
  %2380 = icmp eq i64 %2379, %1309
  br i1 %2380, label %2381, label %2332

2381:                                             ; preds = %2332
  br i1 %1310, label %2451, label %2382

2382:                                             ; preds = %2381
  br i1 %1311, label %2402, label %2383

2383:                                             ; preds = %2331, %2382
  %2384 = phi i64 [ %1309, %2382 ], [ 0, %2331 ]
  br label %2385

2385:                                             ; preds = %2385, %2383
  %2386 = phi i64 [ %2384, %2383 ], [ %2399, %2385 ]
  %2387 = getelementptr float, ptr %2314, i64 %2386
  %2388 = load <4 x float>, ptr %2387, align 4
  %2389 = add nuw nsw i64 %2386, %1015
  %2390 = getelementptr inbounds nuw float, ptr %180, i64 %2389
  %2391 = load <4 x float>, ptr %2390, align 4
  %2392 = fadd <4 x float> %2388, %2391
  %2393 = getelementptr inbounds nuw float, ptr %181, i64 %2389
  %2394 = load <4 x float>, ptr %2393, align 4
  %2395 = fadd <4 x float> %2392, %2394
  %2396 = getelementptr inbounds nuw float, ptr %1624, i64 %2389
  %2397 = load <4 x float>, ptr %2396, align 4
  %2398 = fadd <4 x float> %2395, %2397
  store <4 x float> %2398, ptr %2396, align 4
  %2399 = add nuw i64 %2386, 4
  %2400 = icmp eq i64 %2399, %1312
  br i1 %2400, label %2401, label %2385

2401:                                             ; preds = %2385
  br i1 %1313, label %2451, label %2402

2402:                                             ; preds = %2315, %2313, %2382, %2401
  %2403 = phi i64 [ 0, %2313 ], [ 0, %2315 ], [ %1309, %2382 ], [ %1312, %2401 ]
  %2404 = or disjoint i64 %2403, 1
  br i1 %1315, label %2419, label %2405

2405:                                             ; preds = %2402
  %2406 = getelementptr float, ptr %2314, i64 %2403
  %2407 = load float, ptr %2406, align 4
  %2408 = add nuw nsw i64 %2403, %1015
  %2409 = getelementptr inbounds nuw float, ptr %180, i64 %2408
  %2410 = load float, ptr %2409, align 4
  %2411 = fadd float %2407, %2410
  %2412 = getelementptr inbounds nuw float, ptr %181, i64 %2408
  %2413 = load float, ptr %2412, align 4
  %2414 = fadd float %2411, %2413
  %2415 = getelementptr inbounds nuw float, ptr %1624, i64 %2408
  %2416 = load float, ptr %2415, align 4
  %2417 = fadd float %2414, %2416
  store float %2417, ptr %2415, align 4
  %2418 = or disjoint i64 %2403, 1
  br label %2419

2419:                                             ; preds = %2405, %2402
  %2420 = phi i64 [ %2403, %2402 ], [ %2418, %2405 ]
  %2421 = icmp eq i64 %32, %2404
  br i1 %2421, label %2451, label %2560

2422:                                             ; preds = %2283, %2422
  %2423 = phi i64 [ %2449, %2422 ], [ %2284, %2283 ]
  %2424 = getelementptr float, ptr %2178, i64 %2423
  %2425 = load float, ptr %2424, align 4
  %2426 = add nuw nsw i64 %2423, %106
  %2427 = getelementptr inbounds nuw float, ptr %180, i64 %2426
  %2428 = load float, ptr %2427, align 4
  %2429 = fadd float %2425, %2428
  %2430 = getelementptr inbounds nuw float, ptr %181, i64 %2426
  %2431 = load float, ptr %2430, align 4
  %2432 = fadd float %2429, %2431
  %2433 = getelementptr inbounds nuw float, ptr %1624, i64 %2426
  %2434 = load float, ptr %2433, align 4
  %2435 = fadd float %2432, %2434
  store float %2435, ptr %2433, align 4
  %2436 = add nuw nsw i64 %2423, 1
  %2437 = getelementptr float, ptr %2178, i64 %2436
  %2438 = load float, ptr %2437, align 4
  %2439 = add nuw nsw i64 %2436, %106
  %2440 = getelementptr inbounds nuw float, ptr %180, i64 %2439
  %2441 = load float, ptr %2440, align 4
  %2442 = fadd float %2438, %2441
  %2443 = getelementptr inbounds nuw float, ptr %181, i64 %2439
  %2444 = load float, ptr %2443, align 4
  %2445 = fadd float %2442, %2444
  %2446 = getelementptr inbounds nuw float, ptr %1624, i64 %2439
  %2447 = load float, ptr %2446, align 4
  %2448 = fadd float %2445, %2447
  store float %2448, ptr %2446, align 4
  %2449 = add nuw nsw i64 %2423, 2
  %2450 = icmp eq i64 %2449, %32
  br i1 %2450, label %2313, label %2422

2451:                                             ; preds = %2419, %2560, %2401, %2381
  %2452 = getelementptr i8, ptr %1622, i64 %1019
  br i1 %1316, label %2540, label %2453

2453:                                             ; preds = %2451
  %2454 = getelementptr i8, ptr %1624, i64 %1077
  %2455 = getelementptr i8, ptr %1624, i64 %1077
  %2456 = getelementptr i8, ptr %2455, i64 %1081
  %2457 = getelementptr i8, ptr %1622, i64 %1082
  %2458 = icmp ult ptr %2454, %2457
  %2459 = icmp ult ptr %2452, %2456
  %2460 = and i1 %2458, %2459
  %2461 = icmp ult ptr %2454, %1090
  %2462 = icmp ult ptr %1088, %2456
  %2463 = and i1 %2461, %2462
  %2464 = or i1 %2460, %2463
  %2465 = icmp ult ptr %2454, %1097
  %2466 = icmp ult ptr %1095, %2456
  %2467 = and i1 %2465, %2466
  %2468 = or i1 %2464, %2467
  br i1 %2468, label %2540, label %2469

2469:                                             ; preds = %2453
  br i1 %1317, label %2521, label %2470

2470:                                             ; preds = %2469, %2470
  %2471 = phi i64 [ %2517, %2470 ], [ 0, %2469 ]
  %2472 = getelementptr float, ptr %2452, i64 %2471
  %2473 = getelementptr i8, ptr %2472, i64 32
  %2474 = getelementptr i8, ptr %2472, i64 64
  %2475 = getelementptr i8, ptr %2472, i64 96
  %2476 = load <8 x float>, ptr %2472, align 4
  %2477 = load <8 x float>, ptr %2473, align 4
  %2478 = load <8 x float>, ptr %2474, align 4
  %2479 = load <8 x float>, ptr %2475, align 4
  %2480 = add nuw nsw i64 %2471, %120
  %2481 = getelementptr inbounds nuw float, ptr %180, i64 %2480
  %2482 = getelementptr inbounds nuw i8, ptr %2481, i64 32
  %2483 = getelementptr inbounds nuw i8, ptr %2481, i64 64
  %2484 = getelementptr inbounds nuw i8, ptr %2481, i64 96
  %2485 = load <8 x float>, ptr %2481, align 4
  %2486 = load <8 x float>, ptr %2482, align 4
  %2487 = load <8 x float>, ptr %2483, align 4
  %2488 = load <8 x float>, ptr %2484, align 4
  %2489 = fadd <8 x float> %2476, %2485
  %2490 = fadd <8 x float> %2477, %2486
  %2491 = fadd <8 x float> %2478, %2487
  %2492 = fadd <8 x float> %2479, %2488
  %2493 = getelementptr inbounds nuw float, ptr %181, i64 %2480
  %2494 = getelementptr inbounds nuw i8, ptr %2493, i64 32
  %2495 = getelementptr inbounds nuw i8, ptr %2493, i64 64
  %2496 = getelementptr inbounds nuw i8, ptr %2493, i64 96
  %2497 = load <8 x float>, ptr %2493, align 4
  %2498 = load <8 x float>, ptr %2494, align 4
  %2499 = load <8 x float>, ptr %2495, align 4
  %2500 = load <8 x float>, ptr %2496, align 4
  %2501 = fadd <8 x float> %2489, %2497
  %2502 = fadd <8 x float> %2490, %2498
  %2503 = fadd <8 x float> %2491, %2499
  %2504 = fadd <8 x float> %2492, %2500
  %2505 = getelementptr inbounds nuw float, ptr %1624, i64 %2480
  %2506 = getelementptr inbounds nuw i8, ptr %2505, i64 32
  %2507 = getelementptr inbounds nuw i8, ptr %2505, i64 64
  %2508 = getelementptr inbounds nuw i8, ptr %2505, i64 96
  %2509 = load <8 x float>, ptr %2505, align 4
  %2510 = load <8 x float>, ptr %2506, align 4
  %2511 = load <8 x float>, ptr %2507, align 4
  %2512 = load <8 x float>, ptr %2508, align 4
  %2513 = fadd <8 x float> %2501, %2509
  %2514 = fadd <8 x float> %2502, %2510
  %2515 = fadd <8 x float> %2503, %2511
  %2516 = fadd <8 x float> %2504, %2512
  store <8 x float> %2513, ptr %2505, align 4
  store <8 x float> %2514, ptr %2506, align 4
  store <8 x float> %2515, ptr %2507, align 4
  store <8 x float> %2516, ptr %2508, align 4
  %2517 = add nuw i64 %2471, 32
  %2518 = icmp eq i64 %2517, %1319
  br i1 %2518, label %2519, label %2470

2519:                                             ; preds = %2470
  br i1 %1320, label %2589, label %2520

2520:                                             ; preds = %2519
  br i1 %1321, label %2540, label %2521

2521:                                             ; preds = %2469, %2520
  %2522 = phi i64 [ %1319, %2520 ], [ 0, %2469 ]
  br label %2523

2523:                                             ; preds = %2523, %2521
  %2524 = phi i64 [ %2522, %2521 ], [ %2537, %2523 ]
  %2525 = getelementptr float, ptr %2452, i64 %2524
  %2526 = load <4 x float>, ptr %2525, align 4
  %2527 = add nuw nsw i64 %2524, %120
  %2528 = getelementptr inbounds nuw float, ptr %180, i64 %2527
  %2529 = load <4 x float>, ptr %2528, align 4
  %2530 = fadd <4 x float> %2526, %2529
  %2531 = getelementptr inbounds nuw float, ptr %181, i64 %2527
  %2532 = load <4 x float>, ptr %2531, align 4
  %2533 = fadd <4 x float> %2530, %2532
  %2534 = getelementptr inbounds nuw float, ptr %1624, i64 %2527
  %2535 = load <4 x float>, ptr %2534, align 4
  %2536 = fadd <4 x float> %2533, %2535
  store <4 x float> %2536, ptr %2534, align 4
  %2537 = add nuw i64 %2524, 4
  %2538 = icmp eq i64 %2537, %1322
  br i1 %2538, label %2539, label %2523

2539:                                             ; preds = %2523
  br i1 %1323, label %2589, label %2540

2540:                                             ; preds = %2453, %2451, %2520, %2539
  %2541 = phi i64 [ 0, %2451 ], [ 0, %2453 ], [ %1319, %2520 ], [ %1322, %2539 ]
  %2542 = or disjoint i64 %2541, 1
  br i1 %1325, label %2557, label %2543

2543:                                             ; preds = %2540
  %2544 = getelementptr float, ptr %2452, i64 %2541
  %2545 = load float, ptr %2544, align 4
  %2546 = add nuw nsw i64 %2541, %120
  %2547 = getelementptr inbounds nuw float, ptr %180, i64 %2546
  %2548 = load float, ptr %2547, align 4
  %2549 = fadd float %2545, %2548
  %2550 = getelementptr inbounds nuw float, ptr %181, i64 %2546
  %2551 = load float, ptr %2550, align 4
  %2552 = fadd float %2549, %2551
  %2553 = getelementptr inbounds nuw float, ptr %1624, i64 %2546
  %2554 = load float, ptr %2553, align 4
  %2555 = fadd float %2552, %2554
  store float %2555, ptr %2553, align 4
  %2556 = or disjoint i64 %2541, 1
  br label %2557

2557:                                             ; preds = %2543, %2540
  %2558 = phi i64 [ %2541, %2540 ], [ %2556, %2543 ]
  %2559 = icmp eq i64 %32, %2542
  br i1 %2559, label %2589, label %2645

2560:                                             ; preds = %2419, %2560
  %2561 = phi i64 [ %2587, %2560 ], [ %2420, %2419 ]
  %2562 = getelementptr float, ptr %2314, i64 %2561
  %2563 = load float, ptr %2562, align 4
  %2564 = add nuw nsw i64 %2561, %1015
  %2565 = getelementptr inbounds nuw float, ptr %180, i64 %2564
  %2566 = load float, ptr %2565, align 4
  %2567 = fadd float %2563, %2566
  %2568 = getelementptr inbounds nuw float, ptr %181, i64 %2564
  %2569 = load float, ptr %2568, align 4
  %2570 = fadd float %2567, %2569
  %2571 = getelementptr inbounds nuw float, ptr %1624, i64 %2564
  %2572 = load float, ptr %2571, align 4
  %2573 = fadd float %2570, %2572
  store float %2573, ptr %2571, align 4
  %2574 = add nuw nsw i64 %2561, 1
  %2575 = getelementptr float, ptr %2314, i64 %2574
  %2576 = load float, ptr %2575, align 4
  %2577 = add nuw nsw i64 %2574, %1015
  %2578 = getelementptr inbounds nuw float, ptr %180, i64 %2577
  %2579 = load float, ptr %2578, align 4
  %2580 = fadd float %2576, %2579
  %2581 = getelementptr inbounds nuw float, ptr %181, i64 %2577
  %2582 = load float, ptr %2581, align 4
  %2583 = fadd float %2580, %2582
  %2584 = getelementptr inbounds nuw float, ptr %1624, i64 %2577
  %2585 = load float, ptr %2584, align 4
  %2586 = fadd float %2583, %2585
  store float %2586, ptr %2584, align 4
  %2587 = add nuw nsw i64 %2561, 2
  %2588 = icmp eq i64 %2587, %32
  br i1 %2588, label %2451, label %2560

2589:                                             ; preds = %2557, %2645, %2539, %2519
  %2590 = getelementptr float, ptr %1624, i64 %1015
  br i1 %1042, label %2693, label %2591

2591:                                             ; preds = %2589
  br i1 %1326, label %2643, label %2592

2592:                                             ; preds = %2591
  %2593 = getelementptr i8, ptr %1624, i64 %1074
  %2594 = getelementptr i8, ptr %1624, i64 %1078
  %2595 = getelementptr i8, ptr %1629, i64 %1074
  %2596 = icmp ult ptr %1624, %2594
  %2597 = icmp ult ptr %2590, %2593
  %2598 = and i1 %2596, %2597
  %2599 = icmp ult ptr %1624, %1079
  %2600 = icmp ult ptr %967, %2593
  %2601 = and i1 %2599, %2600
  %2602 = or i1 %2598, %2601
  %2603 = icmp ult ptr %1624, %2595
  %2604 = icmp ult ptr %1629, %2593
  %2605 = and i1 %2603, %2604
  %2606 = or i1 %2602, %2605
  %2607 = icmp ult ptr %1624, %1080
  %2608 = icmp ult ptr %1022, %2593
  %2609 = and i1 %2607, %2608
  %2610 = or i1 %2606, %2609
  %2611 = icmp ult ptr %2590, %1079
  %2612 = icmp ult ptr %967, %2594
  %2613 = and i1 %2611, %2612
  %2614 = or i1 %2610, %2613
  %2615 = icmp ult ptr %2590, %2595
  %2616 = icmp ult ptr %1629, %2594
  %2617 = and i1 %2615, %2616
  %2618 = or i1 %2614, %2617
  %2619 = icmp ult ptr %2590, %1080
  %2620 = icmp ult ptr %1022, %2594
  %2621 = and i1 %2619, %2620
  %2622 = or i1 %2618, %2621
  br i1 %2622, label %2643, label %2623

2623:                                             ; preds = %2592, %2623
  %2624 = phi i64 [ %2640, %2623 ], [ 0, %2592 ]
  %2625 = getelementptr inbounds nuw float, ptr %1624, i64 %2624
  %2626 = load <8 x float>, ptr %2625, align 4
  %2627 = getelementptr inbounds nuw float, ptr %1328, i64 %2624
  %2628 = load <8 x float>, ptr %2627, align 4
  %2629 = getelementptr inbounds nuw float, ptr %1629, i64 %2624
  %2630 = load <8 x float>, ptr %2629, align 4
  %2631 = fmul <8 x float> %2628, %2630
  %2632 = fadd <8 x float> %2626, %2631
  store <8 x float> %2632, ptr %2625, align 4
  %2633 = getelementptr inbounds nuw float, ptr %2590, i64 %2624
  %2634 = load <8 x float>, ptr %2633, align 4
  %2635 = getelementptr float, ptr %1022, i64 %2624
  %2636 = load <8 x float>, ptr %2635, align 4
  %2637 = load <8 x float>, ptr %2629, align 4
  %2638 = fmul <8 x float> %2636, %2637
  %2639 = fadd <8 x float> %2634, %2638
  store <8 x float> %2639, ptr %2633, align 4
  %2640 = add nuw i64 %2624, 8
  %2641 = icmp eq i64 %2640, %1327
  br i1 %2641, label %2642, label %2623

2642:                                             ; preds = %2623
  br i1 %1329, label %2693, label %2643

2643:                                             ; preds = %2592, %2591, %2642
  %2644 = phi i64 [ 0, %2592 ], [ 0, %2591 ], [ %1327, %2642 ]
  br label %2674

2645:                                             ; preds = %2557, %2645
  %2646 = phi i64 [ %2672, %2645 ], [ %2558, %2557 ]
  %2647 = getelementptr float, ptr %2452, i64 %2646
  %2648 = load float, ptr %2647, align 4
  %2649 = add nuw nsw i64 %2646, %120
  %2650 = getelementptr inbounds nuw float, ptr %180, i64 %2649
  %2651 = load float, ptr %2650, align 4
  %2652 = fadd float %2648, %2651
  %2653 = getelementptr inbounds nuw float, ptr %181, i64 %2649
  %2654 = load float, ptr %2653, align 4
  %2655 = fadd float %2652, %2654
  %2656 = getelementptr inbounds nuw float, ptr %1624, i64 %2649
  %2657 = load float, ptr %2656, align 4
  %2658 = fadd float %2655, %2657
  store float %2658, ptr %2656, align 4
  %2659 = add nuw nsw i64 %2646, 1
  %2660 = getelementptr float, ptr %2452, i64 %2659
  %2661 = load float, ptr %2660, align 4
  %2662 = add nuw nsw i64 %2659, %120
  %2663 = getelementptr inbounds nuw float, ptr %180, i64 %2662
  %2664 = load float, ptr %2663, align 4
  %2665 = fadd float %2661, %2664
  %2666 = getelementptr inbounds nuw float, ptr %181, i64 %2662
  %2667 = load float, ptr %2666, align 4
  %2668 = fadd float %2665, %2667
  %2669 = getelementptr inbounds nuw float, ptr %1624, i64 %2662
  %2670 = load float, ptr %2669, align 4
  %2671 = fadd float %2668, %2670
  store float %2671, ptr %2669, align 4
  %2672 = add nuw nsw i64 %2646, 2
  %2673 = icmp eq i64 %2672, %32
  br i1 %2673, label %2589, label %2645

2674:                                             ; preds = %2643, %2674
  %2675 = phi i64 [ %2691, %2674 ], [ %2644, %2643 ]
  %2676 = getelementptr inbounds nuw float, ptr %1624, i64 %2675
  %2677 = load float, ptr %2676, align 4
  %2678 = getelementptr inbounds nuw float, ptr %1330, i64 %2675
  %2679 = load float, ptr %2678, align 4
  %2680 = getelementptr inbounds nuw float, ptr %1629, i64 %2675
  %2681 = load float, ptr %2680, align 4
  %2682 = fmul float %2679, %2681
  %2683 = fadd float %2677, %2682
  store float %2683, ptr %2676, align 4
  %2684 = getelementptr inbounds nuw float, ptr %2590, i64 %2675
  %2685 = load float, ptr %2684, align 4
  %2686 = getelementptr float, ptr %1022, i64 %2675
  %2687 = load float, ptr %2686, align 4
  %2688 = load float, ptr %2680, align 4
  %2689 = fmul float %2687, %2688
  %2690 = fadd float %2685, %2689
  store float %2690, ptr %2684, align 4
  %2691 = add nuw nsw i64 %2675, 1
  %2692 = icmp eq i64 %2691, %190
  br i1 %2692, label %2693, label %2674

2693:                                             ; preds = %2674, %2642, %2175, %2589
  %2694 = phi i1 [ %1041, %2175 ], [ true, %2589 ], [ false, %2642 ], [ false, %2674 ]
  %2695 = phi ptr [ %2176, %2175 ], [ %2590, %2589 ], [ %2590, %2642 ], [ %2590, %2674 ]
  %2696 = getelementptr float, ptr %1624, i64 %106
  %2697 = getelementptr float, ptr %1624, i64 %120
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %1624, i64 noundef %106)
  br i1 %99, label %2698, label %2699

2698:                                             ; preds = %2693
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %2695, i64 noundef %106)
  br label %2699

2699:                                             ; preds = %2698, %2693
  call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef %2697, i64 noundef %106)
  br i1 %134, label %2700, label %2813

2700:                                             ; preds = %2699
  %2701 = getelementptr i8, ptr %1629, i64 %1074
  %2702 = getelementptr i8, ptr %1624, i64 %1077
  %2703 = getelementptr i8, ptr %2702, i64 %1074
  %2704 = getelementptr i8, ptr %1624, i64 %1074
  %2705 = getelementptr i8, ptr %1624, i64 %698
  %2706 = getelementptr i8, ptr %1624, i64 %1078
  %2707 = icmp ult ptr %1629, %2703
  %2708 = icmp ult ptr %2697, %2701
  %2709 = and i1 %2707, %2708
  %2710 = icmp ult ptr %1629, %2704
  %2711 = icmp ult ptr %1624, %2701
  %2712 = and i1 %2710, %2711
  %2713 = or i1 %2709, %2712
  %2714 = icmp ult ptr %1629, %2706
  %2715 = icmp ult ptr %2705, %2701
  %2716 = and i1 %2714, %2715
  %2717 = or i1 %2713, %2716
  br i1 %2717, label %2810, label %2718

2718:                                             ; preds = %2700
  br i1 %1331, label %2787, label %2719

2719:                                             ; preds = %2718
  %2720 = getelementptr float, ptr %1624, i64 %1015
  br label %2721

2721:                                             ; preds = %2721, %2719
  %2722 = phi i64 [ 0, %2719 ], [ %2783, %2721 ]
  %2723 = getelementptr float, ptr %1624, i64 %2722
  %2724 = getelementptr i8, ptr %2723, i64 32
  %2725 = getelementptr i8, ptr %2723, i64 64
  %2726 = getelementptr i8, ptr %2723, i64 96
  %2727 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2723, <8 x i1> %1336, <8 x float> poison)
  %2728 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2724, <8 x i1> %1336, <8 x float> poison)
  %2729 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2725, <8 x i1> %1336, <8 x float> poison)
  %2730 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2726, <8 x i1> %1336, <8 x float> poison)
  %2731 = fsub <8 x float> splat (float 1.000000e+00), %2727
  %2732 = fsub <8 x float> splat (float 1.000000e+00), %2728
  %2733 = fsub <8 x float> splat (float 1.000000e+00), %2729
  %2734 = fsub <8 x float> splat (float 1.000000e+00), %2730
  %2735 = getelementptr float, ptr %2720, i64 %2722
  %2736 = getelementptr i8, ptr %2735, i64 32
  %2737 = getelementptr i8, ptr %2735, i64 64
  %2738 = getelementptr i8, ptr %2735, i64 96
  %2739 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2735, <8 x i1> %1335, <8 x float> poison)
  %2740 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2736, <8 x i1> %1335, <8 x float> poison)
  %2741 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2737, <8 x i1> %1335, <8 x float> poison)
  %2742 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2738, <8 x i1> %1335, <8 x float> poison)
  %2743 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2723, <8 x i1> %1335, <8 x float> poison)
  %2744 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2724, <8 x i1> %1335, <8 x float> poison)
  %2745 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2725, <8 x i1> %1335, <8 x float> poison)
  %2746 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2726, <8 x i1> %1335, <8 x float> poison)
  %2747 = select i1 %99, <8 x float> %2743, <8 x float> %2727
  %2748 = select i1 %99, <8 x float> %2744, <8 x float> %2728
  %2749 = select i1 %99, <8 x float> %2745, <8 x float> %2729
  %2750 = select i1 %99, <8 x float> %2746, <8 x float> %2730
  %2751 = select i1 %99, <8 x float> %2739, <8 x float> %2731
  %2752 = select i1 %99, <8 x float> %2740, <8 x float> %2732
  %2753 = select i1 %99, <8 x float> %2741, <8 x float> %2733
  %2754 = select i1 %99, <8 x float> %2742, <8 x float> %2734
  %2755 = getelementptr inbounds nuw float, ptr %1629, i64 %2722
  %2756 = getelementptr inbounds nuw i8, ptr %2755, i64 32
  %2757 = getelementptr inbounds nuw i8, ptr %2755, i64 64
  %2758 = getelementptr inbounds nuw i8, ptr %2755, i64 96
  %2759 = load <8 x float>, ptr %2755, align 4
  %2760 = load <8 x float>, ptr %2756, align 4
  %2761 = load <8 x float>, ptr %2757, align 4
  %2762 = load <8 x float>, ptr %2758, align 4
  %2763 = fmul <8 x float> %2751, %2759
  %2764 = fmul <8 x float> %2752, %2760
  %2765 = fmul <8 x float> %2753, %2761
  %2766 = fmul <8 x float> %2754, %2762
  %2767 = getelementptr inbounds nuw float, ptr %2697, i64 %2722
  %2768 = getelementptr inbounds nuw i8, ptr %2767, i64 32
  %2769 = getelementptr inbounds nuw i8, ptr %2767, i64 64
  %2770 = getelementptr inbounds nuw i8, ptr %2767, i64 96
  %2771 = load <8 x float>, ptr %2767, align 4
  %2772 = load <8 x float>, ptr %2768, align 4
  %2773 = load <8 x float>, ptr %2769, align 4
  %2774 = load <8 x float>, ptr %2770, align 4
  %2775 = fmul <8 x float> %2747, %2771
  %2776 = fmul <8 x float> %2748, %2772
  %2777 = fmul <8 x float> %2749, %2773
  %2778 = fmul <8 x float> %2750, %2774
  %2779 = fadd <8 x float> %2763, %2775
  %2780 = fadd <8 x float> %2764, %2776
  %2781 = fadd <8 x float> %2765, %2777
  %2782 = fadd <8 x float> %2766, %2778
  store <8 x float> %2779, ptr %2755, align 4
  store <8 x float> %2780, ptr %2756, align 4
  store <8 x float> %2781, ptr %2757, align 4
  store <8 x float> %2782, ptr %2758, align 4
  %2783 = add nuw i64 %2722, 32
  %2784 = icmp eq i64 %2783, %1333
  br i1 %2784, label %2785, label %2721

2785:                                             ; preds = %2721
  br i1 %1337, label %2813, label %2786

2786:                                             ; preds = %2785
  br i1 %1338, label %2810, label %2787

2787:                                             ; preds = %2718, %2786
  %2788 = phi i64 [ %1333, %2786 ], [ 0, %2718 ]
  %2789 = getelementptr float, ptr %1624, i64 %1015
  br label %2790

2790:                                             ; preds = %2790, %2787
  %2791 = phi i64 [ %2788, %2787 ], [ %2807, %2790 ]
  %2792 = getelementptr float, ptr %1624, i64 %2791
  %2793 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2792, <8 x i1> %1342, <8 x float> poison)
  %2794 = fsub <8 x float> splat (float 1.000000e+00), %2793
  %2795 = getelementptr float, ptr %2789, i64 %2791
  %2796 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2795, <8 x i1> %1341, <8 x float> poison)
  %2797 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2792, <8 x i1> %1341, <8 x float> poison)
  %2798 = select i1 %99, <8 x float> %2797, <8 x float> %2793
  %2799 = select i1 %99, <8 x float> %2796, <8 x float> %2794
  %2800 = getelementptr inbounds nuw float, ptr %1629, i64 %2791
  %2801 = load <8 x float>, ptr %2800, align 4
  %2802 = fmul <8 x float> %2799, %2801
  %2803 = getelementptr inbounds nuw float, ptr %2697, i64 %2791
  %2804 = load <8 x float>, ptr %2803, align 4
  %2805 = fmul <8 x float> %2798, %2804
  %2806 = fadd <8 x float> %2802, %2805
  store <8 x float> %2806, ptr %2800, align 4
  %2807 = add nuw i64 %2791, 8
  %2808 = icmp eq i64 %2807, %1339
  br i1 %2808, label %2809, label %2790

2809:                                             ; preds = %2790
  br i1 %1343, label %2813, label %2810

2810:                                             ; preds = %2700, %2786, %2809
  %2811 = phi i64 [ 0, %2700 ], [ %1333, %2786 ], [ %1339, %2809 ]
  %2812 = getelementptr inbounds float, ptr %1624, i64 %1015
  br label %2879

2813:                                             ; preds = %2890, %2785, %2809, %2699
  br i1 %2694, label %2923, label %2814

2814:                                             ; preds = %2813
  br i1 %1344, label %2863, label %2815

2815:                                             ; preds = %2814
  %2816 = getelementptr i8, ptr %1624, i64 %1075
  %2817 = getelementptr i8, ptr %1629, i64 %1074
  %2818 = icmp ult ptr %2696, %1076
  %2819 = icmp ult ptr %1023, %2816
  %2820 = and i1 %2818, %2819
  %2821 = icmp ult ptr %2696, %2817
  %2822 = icmp ult ptr %1629, %2816
  %2823 = and i1 %2821, %2822
  %2824 = or i1 %2820, %2823
  br i1 %2824, label %2863, label %2825

2825:                                             ; preds = %2815
  br i1 %1345, label %2848, label %2826

2826:                                             ; preds = %2825, %2826
  %2827 = phi i64 [ %2844, %2826 ], [ 0, %2825 ]
  %2828 = getelementptr inbounds nuw float, ptr %2696, i64 %2827
  %2829 = getelementptr inbounds nuw i8, ptr %2828, i64 32
  %2830 = load <8 x float>, ptr %2828, align 4
  %2831 = load <8 x float>, ptr %2829, align 4
  %2832 = getelementptr float, ptr %1023, i64 %2827
  %2833 = getelementptr i8, ptr %2832, i64 32
  %2834 = load <8 x float>, ptr %2832, align 4
  %2835 = load <8 x float>, ptr %2833, align 4
  %2836 = getelementptr inbounds nuw float, ptr %1629, i64 %2827
  %2837 = getelementptr inbounds nuw i8, ptr %2836, i64 32
  %2838 = load <8 x float>, ptr %2836, align 4
  %2839 = load <8 x float>, ptr %2837, align 4
  %2840 = fmul <8 x float> %2834, %2838
  %2841 = fmul <8 x float> %2835, %2839
  %2842 = fadd <8 x float> %2830, %2840
  %2843 = fadd <8 x float> %2831, %2841
  store <8 x float> %2842, ptr %2828, align 4
  store <8 x float> %2843, ptr %2829, align 4
  %2844 = add nuw i64 %2827, 16
  %2845 = icmp eq i64 %2844, %1347
  br i1 %2845, label %2846, label %2826

2846:                                             ; preds = %2826
  br i1 %1348, label %2923, label %2847

2847:                                             ; preds = %2846
  br i1 %1349, label %2863, label %2848

2848:                                             ; preds = %2825, %2847
  %2849 = phi i64 [ %1347, %2847 ], [ 0, %2825 ]
  br label %2850

2850:                                             ; preds = %2850, %2848
  %2851 = phi i64 [ %2849, %2848 ], [ %2860, %2850 ]
  %2852 = getelementptr inbounds nuw float, ptr %2696, i64 %2851
  %2853 = load <4 x float>, ptr %2852, align 4
  %2854 = getelementptr float, ptr %1023, i64 %2851
  %2855 = load <4 x float>, ptr %2854, align 4
  %2856 = getelementptr inbounds nuw float, ptr %1629, i64 %2851
  %2857 = load <4 x float>, ptr %2856, align 4
  %2858 = fmul <4 x float> %2855, %2857
  %2859 = fadd <4 x float> %2853, %2858
  store <4 x float> %2859, ptr %2852, align 4
  %2860 = add nuw i64 %2851, 4
  %2861 = icmp eq i64 %2860, %1350
  br i1 %2861, label %2862, label %2850

2862:                                             ; preds = %2850
  br i1 %1351, label %2923, label %2863

2863:                                             ; preds = %2815, %2814, %2847, %2862
  %2864 = phi i64 [ 0, %2814 ], [ 0, %2815 ], [ %1347, %2847 ], [ %1350, %2862 ]
  %2865 = or disjoint i64 %2864, 1
  br i1 %1353, label %2876, label %2866

2866:                                             ; preds = %2863
  %2867 = getelementptr inbounds nuw float, ptr %2696, i64 %2864
  %2868 = load float, ptr %2867, align 4
  %2869 = getelementptr float, ptr %1023, i64 %2864
  %2870 = load float, ptr %2869, align 4
  %2871 = getelementptr inbounds nuw float, ptr %1629, i64 %2864
  %2872 = load float, ptr %2871, align 4
  %2873 = fmul float %2870, %2872
  %2874 = fadd float %2868, %2873
  store float %2874, ptr %2867, align 4
  %2875 = or disjoint i64 %2864, 1
  br label %2876

2876:                                             ; preds = %2866, %2863
  %2877 = phi i64 [ %2864, %2863 ], [ %2875, %2866 ]
  %2878 = icmp eq i64 %190, %2865
  br i1 %2878, label %2923, label %2902

2879:                                             ; preds = %2810, %2890
  %2880 = phi i64 [ %2900, %2890 ], [ %2811, %2810 ]
  br i1 %99, label %2885, label %2881

2881:                                             ; preds = %2879
  %2882 = getelementptr inbounds nuw float, ptr %1624, i64 %2880
  %2883 = load float, ptr %2882, align 4
  %2884 = fsub float 1.000000e+00, %2883
  br label %2890

2885:                                             ; preds = %2879
  %2886 = getelementptr inbounds nuw float, ptr %2812, i64 %2880
  %2887 = load float, ptr %2886, align 4
  %2888 = getelementptr inbounds nuw float, ptr %1624, i64 %2880
  %2889 = load float, ptr %2888, align 4
  br label %2890

2890:                                             ; preds = %2885, %2881
  %2891 = phi float [ %2883, %2881 ], [ %2889, %2885 ]
  %2892 = phi float [ %2884, %2881 ], [ %2887, %2885 ]
  %2893 = getelementptr inbounds nuw float, ptr %1629, i64 %2880
  %2894 = load float, ptr %2893, align 4
  %2895 = fmul float %2892, %2894
  %2896 = getelementptr inbounds nuw float, ptr %2697, i64 %2880
  %2897 = load float, ptr %2896, align 4
  %2898 = fmul float %2891, %2897
  %2899 = fadd float %2895, %2898
  store float %2899, ptr %2893, align 4
  %2900 = add nuw nsw i64 %2880, 1
  %2901 = icmp eq i64 %2900, %190
  br i1 %2901, label %2813, label %2879

2902:                                             ; preds = %2876, %2902
  %2903 = phi i64 [ %2921, %2902 ], [ %2877, %2876 ]
  %2904 = getelementptr inbounds nuw float, ptr %2696, i64 %2903
  %2905 = load float, ptr %2904, align 4
  %2906 = getelementptr float, ptr %1023, i64 %2903
  %2907 = load float, ptr %2906, align 4
  %2908 = getelementptr inbounds nuw float, ptr %1629, i64 %2903
  %2909 = load float, ptr %2908, align 4
  %2910 = fmul float %2907, %2909
  %2911 = fadd float %2905, %2910
  store float %2911, ptr %2904, align 4
  %2912 = add nuw nsw i64 %2903, 1
  %2913 = getelementptr inbounds nuw float, ptr %2696, i64 %2912
  %2914 = load float, ptr %2913, align 4
  %2915 = getelementptr float, ptr %1023, i64 %2912
  %2916 = load float, ptr %2915, align 4
  %2917 = getelementptr inbounds nuw float, ptr %1629, i64 %2912
  %2918 = load float, ptr %2917, align 4
  %2919 = fmul float %2916, %2918
  %2920 = fadd float %2914, %2919
  store float %2920, ptr %2913, align 4
  %2921 = add nuw nsw i64 %2903, 2
  %2922 = icmp eq i64 %2921, %190
  br i1 %2922, label %2923, label %2902

2923:                                             ; preds = %2876, %2902, %2846, %2862, %2813
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %2696, i64 noundef %106)
  br i1 %134, label %2996, label %2924

2924:                                             ; preds = %2923
  call fastcc void @apply(i64 %94, <2 x float> %98, float noundef 0.000000e+00, ptr noundef %2697, i64 noundef %106)
  br label %3940

2925:                                             ; preds = %2996
  call fastcc void @apply(i64 %94, <2 x float> %98, float noundef 0.000000e+00, ptr noundef nonnull %2697, i64 noundef %106)
  br i1 %1354, label %2978, label %2926

2926:                                             ; preds = %2925
  %2927 = add i64 %1072, %1627
  %2928 = sub i64 %2927, %1625
  %2929 = icmp ult i64 %2928, 128
  %2930 = add i64 %1355, %1625
  %2931 = sub i64 %1627, %2930
  %2932 = icmp ult i64 %2931, 128
  %2933 = or i1 %2929, %2932
  br i1 %2933, label %2978, label %2934

2934:                                             ; preds = %2926
  br i1 %1356, label %2965, label %2935

2935:                                             ; preds = %2934, %2935
  %2936 = phi i64 [ %2961, %2935 ], [ 0, %2934 ]
  %2937 = getelementptr inbounds nuw float, ptr %2696, i64 %2936
  %2938 = getelementptr inbounds nuw i8, ptr %2937, i64 32
  %2939 = getelementptr inbounds nuw i8, ptr %2937, i64 64
  %2940 = getelementptr inbounds nuw i8, ptr %2937, i64 96
  %2941 = load <8 x float>, ptr %2937, align 4
  %2942 = load <8 x float>, ptr %2938, align 4
  %2943 = load <8 x float>, ptr %2939, align 4
  %2944 = load <8 x float>, ptr %2940, align 4
  %2945 = getelementptr inbounds nuw float, ptr %2697, i64 %2936
  %2946 = getelementptr inbounds nuw i8, ptr %2945, i64 32
  %2947 = getelementptr inbounds nuw i8, ptr %2945, i64 64
  %2948 = getelementptr inbounds nuw i8, ptr %2945, i64 96
  %2949 = load <8 x float>, ptr %2945, align 4
  %2950 = load <8 x float>, ptr %2946, align 4
  %2951 = load <8 x float>, ptr %2947, align 4
  %2952 = load <8 x float>, ptr %2948, align 4
  %2953 = fmul <8 x float> %2941, %2949
  %2954 = fmul <8 x float> %2942, %2950
  %2955 = fmul <8 x float> %2943, %2951
  %2956 = fmul <8 x float> %2944, %2952
  %2957 = getelementptr inbounds nuw float, ptr %1626, i64 %2936
  %2958 = getelementptr inbounds nuw i8, ptr %2957, i64 32
  %2959 = getelementptr inbounds nuw i8, ptr %2957, i64 64
  %2960 = getelementptr inbounds nuw i8, ptr %2957, i64 96
  store <8 x float> %2953, ptr %2957, align 4
  store <8 x float> %2954, ptr %2958, align 4
  store <8 x float> %2955, ptr %2959, align 4
  store <8 x float> %2956, ptr %2960, align 4
  %2961 = add nuw i64 %2936, 32
  %2962 = icmp eq i64 %2961, %1358
  br i1 %2962, label %2963, label %2935

2963:                                             ; preds = %2935
  br i1 %1359, label %3940, label %2964

2964:                                             ; preds = %2963
  br i1 %1360, label %2978, label %2965

2965:                                             ; preds = %2934, %2964
  %2966 = phi i64 [ %1358, %2964 ], [ 0, %2934 ]
  br label %2967

2967:                                             ; preds = %2967, %2965
  %2968 = phi i64 [ %2966, %2965 ], [ %2975, %2967 ]
  %2969 = getelementptr inbounds nuw float, ptr %2696, i64 %2968
  %2970 = load <4 x float>, ptr %2969, align 4
  %2971 = getelementptr inbounds nuw float, ptr %2697, i64 %2968
  %2972 = load <4 x float>, ptr %2971, align 4
  %2973 = fmul <4 x float> %2970, %2972
  %2974 = getelementptr inbounds nuw float, ptr %1626, i64 %2968
  store <4 x float> %2973, ptr %2974, align 4
  %2975 = add nuw i64 %2968, 4
  %2976 = icmp eq i64 %2975, %1361
  br i1 %2976, label %2977, label %2967

2977:                                             ; preds = %2967
  br i1 %1362, label %3940, label %2978

2978:                                             ; preds = %2926, %2925, %2964, %2977
  %2979 = phi i64 [ 0, %2925 ], [ 0, %2926 ], [ %1358, %2964 ], [ %1361, %2977 ]
  br i1 %1364, label %2992, label %2980

2980:                                             ; preds = %2978, %2980
  %2981 = phi i64 [ %2989, %2980 ], [ %2979, %2978 ]
  %2982 = phi i64 [ %2990, %2980 ], [ 0, %2978 ]
  %2983 = getelementptr inbounds nuw float, ptr %2696, i64 %2981
  %2984 = load float, ptr %2983, align 4
  %2985 = getelementptr inbounds nuw float, ptr %2697, i64 %2981
  %2986 = load float, ptr %2985, align 4
  %2987 = fmul float %2984, %2986
  %2988 = getelementptr inbounds nuw float, ptr %1626, i64 %2981
  store float %2987, ptr %2988, align 4
  %2989 = add nuw nsw i64 %2981, 1
  %2990 = add i64 %2982, 1
  %2991 = icmp eq i64 %2990, %1363
  br i1 %2991, label %2992, label %2980

2992:                                             ; preds = %2980, %2978
  %2993 = phi i64 [ %2979, %2978 ], [ %2989, %2980 ]
  %2994 = sub nsw i64 %2979, %32
  %2995 = icmp ugt i64 %2994, -4
  br i1 %2995, label %3940, label %3003

2996:                                             ; preds = %2923, %2996
  %2997 = phi i64 [ %3001, %2996 ], [ 0, %2923 ]
  %2998 = getelementptr inbounds nuw float, ptr %2697, i64 %2997
  %2999 = getelementptr inbounds nuw float, ptr %1629, i64 %2997
  %3000 = load <8 x float>, ptr %2999, align 4
  store <8 x float> %3000, ptr %2998, align 4
  %3001 = add nuw nsw i64 %2997, 8
  %3002 = icmp slt i64 %3001, %106
  br i1 %3002, label %2996, label %2925

3003:                                             ; preds = %2992, %3003
  %3004 = phi i64 [ %3032, %3003 ], [ %2993, %2992 ]
  %3005 = getelementptr inbounds nuw float, ptr %2696, i64 %3004
  %3006 = load float, ptr %3005, align 4
  %3007 = getelementptr inbounds nuw float, ptr %2697, i64 %3004
  %3008 = load float, ptr %3007, align 4
  %3009 = fmul float %3006, %3008
  %3010 = getelementptr inbounds nuw float, ptr %1626, i64 %3004
  store float %3009, ptr %3010, align 4
  %3011 = add nuw nsw i64 %3004, 1
  %3012 = getelementptr inbounds nuw float, ptr %2696, i64 %3011
  %3013 = load float, ptr %3012, align 4
  %3014 = getelementptr inbounds nuw float, ptr %2697, i64 %3011
  %3015 = load float, ptr %3014, align 4
  %3016 = fmul float %3013, %3015
  %3017 = getelementptr inbounds nuw float, ptr %1626, i64 %3011
  store float %3016, ptr %3017, align 4
  %3018 = add nuw nsw i64 %3004, 2
  %3019 = getelementptr inbounds nuw float, ptr %2696, i64 %3018
  %3020 = load float, ptr %3019, align 4
  %3021 = getelementptr inbounds nuw float, ptr %2697, i64 %3018
  %3022 = load float, ptr %3021, align 4
  %3023 = fmul float %3020, %3022
  %3024 = getelementptr inbounds nuw float, ptr %1626, i64 %3018
  store float %3023, ptr %3024, align 4
  %3025 = add nuw nsw i64 %3004, 3
  %3026 = getelementptr inbounds nuw float, ptr %2696, i64 %3025
  %3027 = load float, ptr %3026, align 4
  %3028 = getelementptr inbounds nuw float, ptr %2697, i64 %3025
  %3029 = load float, ptr %3028, align 4
  %3030 = fmul float %3027, %3029
  %3031 = getelementptr inbounds nuw float, ptr %1626, i64 %3025
  store float %3030, ptr %3031, align 4
  %3032 = add nuw nsw i64 %3004, 4
  %3033 = icmp eq i64 %3032, %32
  br i1 %3033, label %3940, label %3003

3034:                                             ; preds = %2070
  br i1 %100, label %3139, label %3035

3035:                                             ; preds = %3034
  br i1 %134, label %3036, label %3805

3036:                                             ; preds = %3035
  br i1 %1215, label %3120, label %3037

3037:                                             ; preds = %3036
  %3038 = getelementptr i8, ptr %1624, i64 %1204
  %3039 = getelementptr i8, ptr %1622, i64 %1204
  %3040 = icmp ult ptr %1624, %3039
  %3041 = icmp ult ptr %1622, %3038
  %3042 = and i1 %3040, %3041
  %3043 = icmp ult ptr %1624, %1210
  %3044 = icmp ult ptr %181, %3038
  %3045 = and i1 %3043, %3044
  %3046 = or i1 %3042, %3045
  %3047 = icmp ult ptr %1624, %1214
  %3048 = icmp ult ptr %180, %3038
  %3049 = and i1 %3047, %3048
  %3050 = or i1 %3046, %3049
  br i1 %3050, label %3120, label %3051

3051:                                             ; preds = %3037
  br i1 %1216, label %3102, label %3052

3052:                                             ; preds = %3051, %3052
  %3053 = phi i64 [ %3098, %3052 ], [ 0, %3051 ]
  %3054 = getelementptr inbounds nuw float, ptr %1622, i64 %3053
  %3055 = getelementptr inbounds nuw i8, ptr %3054, i64 32
  %3056 = getelementptr inbounds nuw i8, ptr %3054, i64 64
  %3057 = getelementptr inbounds nuw i8, ptr %3054, i64 96
  %3058 = load <8 x float>, ptr %3054, align 4
  %3059 = load <8 x float>, ptr %3055, align 4
  %3060 = load <8 x float>, ptr %3056, align 4
  %3061 = load <8 x float>, ptr %3057, align 4
  %3062 = getelementptr inbounds nuw float, ptr %180, i64 %3053
  %3063 = getelementptr inbounds nuw i8, ptr %3062, i64 32
  %3064 = getelementptr inbounds nuw i8, ptr %3062, i64 64
  %3065 = getelementptr inbounds nuw i8, ptr %3062, i64 96
  %3066 = load <8 x float>, ptr %3062, align 4
  %3067 = load <8 x float>, ptr %3063, align 4
  %3068 = load <8 x float>, ptr %3064, align 4
  %3069 = load <8 x float>, ptr %3065, align 4
  %3070 = fadd <8 x float> %3058, %3066
  %3071 = fadd <8 x float> %3059, %3067
  %3072 = fadd <8 x float> %3060, %3068
  %3073 = fadd <8 x float> %3061, %3069
  %3074 = getelementptr inbounds nuw float, ptr %181, i64 %3053
  %3075 = getelementptr inbounds nuw i8, ptr %3074, i64 32
  %3076 = getelementptr inbounds nuw i8, ptr %3074, i64 64
  %3077 = getelementptr inbounds nuw i8, ptr %3074, i64 96
  %3078 = load <8 x float>, ptr %3074, align 4
  %3079 = load <8 x float>, ptr %3075, align 4
  %3080 = load <8 x float>, ptr %3076, align 4
  %3081 = load <8 x float>, ptr %3077, align 4
  %3082 = fadd <8 x float> %3070, %3078
  %3083 = fadd <8 x float> %3071, %3079
  %3084 = fadd <8 x float> %3072, %3080
  %3085 = fadd <8 x float> %3073, %3081
  %3086 = getelementptr inbounds nuw float, ptr %1624, i64 %3053
  %3087 = getelementptr inbounds nuw i8, ptr %3086, i64 32
  %3088 = getelementptr inbounds nuw i8, ptr %3086, i64 64
  %3089 = getelementptr inbounds nuw i8, ptr %3086, i64 96
  %3090 = load <8 x float>, ptr %3086, align 4
  %3091 = load <8 x float>, ptr %3087, align 4
  %3092 = load <8 x float>, ptr %3088, align 4
  %3093 = load <8 x float>, ptr %3089, align 4
  %3094 = fadd <8 x float> %3082, %3090
  %3095 = fadd <8 x float> %3083, %3091
  %3096 = fadd <8 x float> %3084, %3092
  %3097 = fadd <8 x float> %3085, %3093
  store <8 x float> %3094, ptr %3086, align 4
  store <8 x float> %3095, ptr %3087, align 4
  store <8 x float> %3096, ptr %3088, align 4
  store <8 x float> %3097, ptr %3089, align 4
  %3098 = add nuw i64 %3053, 32
  %3099 = icmp eq i64 %3098, %1218
  br i1 %3099, label %3100, label %3052

3100:                                             ; preds = %3052
  br i1 %1219, label %3669, label %3101

3101:                                             ; preds = %3100
  br i1 %1220, label %3120, label %3102

3102:                                             ; preds = %3051, %3101
  %3103 = phi i64 [ %1218, %3101 ], [ 0, %3051 ]
  br label %3104

3104:                                             ; preds = %3104, %3102
  %3105 = phi i64 [ %3103, %3102 ], [ %3117, %3104 ]
  %3106 = getelementptr inbounds nuw float, ptr %1622, i64 %3105
  %3107 = load <4 x float>, ptr %3106, align 4
  %3108 = getelementptr inbounds nuw float, ptr %180, i64 %3105
  %3109 = load <4 x float>, ptr %3108, align 4
  %3110 = fadd <4 x float> %3107, %3109
  %3111 = getelementptr inbounds nuw float, ptr %181, i64 %3105
  %3112 = load <4 x float>, ptr %3111, align 4
  %3113 = fadd <4 x float> %3110, %3112
  %3114 = getelementptr inbounds nuw float, ptr %1624, i64 %3105
  %3115 = load <4 x float>, ptr %3114, align 4
  %3116 = fadd <4 x float> %3113, %3115
  store <4 x float> %3116, ptr %3114, align 4
  %3117 = add nuw i64 %3105, 4
  %3118 = icmp eq i64 %3117, %1221
  br i1 %3118, label %3119, label %3104

3119:                                             ; preds = %3104
  br i1 %1222, label %3669, label %3120

3120:                                             ; preds = %3037, %3036, %3101, %3119
  %3121 = phi i64 [ 0, %3036 ], [ 0, %3037 ], [ %1218, %3101 ], [ %1221, %3119 ]
  %3122 = or disjoint i64 %3121, 1
  br i1 %1224, label %3136, label %3123

3123:                                             ; preds = %3120
  %3124 = getelementptr inbounds nuw float, ptr %1622, i64 %3121
  %3125 = load float, ptr %3124, align 4
  %3126 = getelementptr inbounds nuw float, ptr %180, i64 %3121
  %3127 = load float, ptr %3126, align 4
  %3128 = fadd float %3125, %3127
  %3129 = getelementptr inbounds nuw float, ptr %181, i64 %3121
  %3130 = load float, ptr %3129, align 4
  %3131 = fadd float %3128, %3130
  %3132 = getelementptr inbounds nuw float, ptr %1624, i64 %3121
  %3133 = load float, ptr %3132, align 4
  %3134 = fadd float %3131, %3133
  store float %3134, ptr %3132, align 4
  %3135 = or disjoint i64 %3121, 1
  br label %3136

3136:                                             ; preds = %3123, %3120
  %3137 = phi i64 [ %3121, %3120 ], [ %3135, %3123 ]
  %3138 = icmp eq i64 %32, %3122
  br i1 %3138, label %3669, label %3778

3139:                                             ; preds = %3034
  br i1 %134, label %3140, label %3513

3140:                                             ; preds = %3139
  br i1 %1246, label %3224, label %3141

3141:                                             ; preds = %3140
  %3142 = getelementptr i8, ptr %1624, i64 %1176
  %3143 = getelementptr i8, ptr %1622, i64 %1176
  %3144 = icmp ult ptr %1624, %3143
  %3145 = icmp ult ptr %1622, %3142
  %3146 = and i1 %3144, %3145
  %3147 = icmp ult ptr %1624, %1182
  %3148 = icmp ult ptr %181, %3142
  %3149 = and i1 %3147, %3148
  %3150 = or i1 %3146, %3149
  %3151 = icmp ult ptr %1624, %1186
  %3152 = icmp ult ptr %180, %3142
  %3153 = and i1 %3151, %3152
  %3154 = or i1 %3150, %3153
  br i1 %3154, label %3224, label %3155

3155:                                             ; preds = %3141
  br i1 %1247, label %3206, label %3156

3156:                                             ; preds = %3155, %3156
  %3157 = phi i64 [ %3202, %3156 ], [ 0, %3155 ]
  %3158 = getelementptr inbounds nuw float, ptr %1622, i64 %3157
  %3159 = getelementptr inbounds nuw i8, ptr %3158, i64 32
  %3160 = getelementptr inbounds nuw i8, ptr %3158, i64 64
  %3161 = getelementptr inbounds nuw i8, ptr %3158, i64 96
  %3162 = load <8 x float>, ptr %3158, align 4
  %3163 = load <8 x float>, ptr %3159, align 4
  %3164 = load <8 x float>, ptr %3160, align 4
  %3165 = load <8 x float>, ptr %3161, align 4
  %3166 = getelementptr inbounds nuw float, ptr %180, i64 %3157
  %3167 = getelementptr inbounds nuw i8, ptr %3166, i64 32
  %3168 = getelementptr inbounds nuw i8, ptr %3166, i64 64
  %3169 = getelementptr inbounds nuw i8, ptr %3166, i64 96
  %3170 = load <8 x float>, ptr %3166, align 4
  %3171 = load <8 x float>, ptr %3167, align 4
  %3172 = load <8 x float>, ptr %3168, align 4
  %3173 = load <8 x float>, ptr %3169, align 4
  %3174 = fadd <8 x float> %3162, %3170
  %3175 = fadd <8 x float> %3163, %3171
  %3176 = fadd <8 x float> %3164, %3172
  %3177 = fadd <8 x float> %3165, %3173
  %3178 = getelementptr inbounds nuw float, ptr %181, i64 %3157
  %3179 = getelementptr inbounds nuw i8, ptr %3178, i64 32
  %3180 = getelementptr inbounds nuw i8, ptr %3178, i64 64
  %3181 = getelementptr inbounds nuw i8, ptr %3178, i64 96
  %3182 = load <8 x float>, ptr %3178, align 4
  %3183 = load <8 x float>, ptr %3179, align 4
  %3184 = load <8 x float>, ptr %3180, align 4
  %3185 = load <8 x float>, ptr %3181, align 4
  %3186 = fadd <8 x float> %3174, %3182
  %3187 = fadd <8 x float> %3175, %3183
  %3188 = fadd <8 x float> %3176, %3184
  %3189 = fadd <8 x float> %3177, %3185
  %3190 = getelementptr inbounds nuw float, ptr %1624, i64 %3157
  %3191 = getelementptr inbounds nuw i8, ptr %3190, i64 32
  %3192 = getelementptr inbounds nuw i8, ptr %3190, i64 64
  %3193 = getelementptr inbounds nuw i8, ptr %3190, i64 96
  %3194 = load <8 x float>, ptr %3190, align 4
  %3195 = load <8 x float>, ptr %3191, align 4
  %3196 = load <8 x float>, ptr %3192, align 4
  %3197 = load <8 x float>, ptr %3193, align 4
  %3198 = fadd <8 x float> %3186, %3194
  %3199 = fadd <8 x float> %3187, %3195
  %3200 = fadd <8 x float> %3188, %3196
  %3201 = fadd <8 x float> %3189, %3197
  store <8 x float> %3198, ptr %3190, align 4
  store <8 x float> %3199, ptr %3191, align 4
  store <8 x float> %3200, ptr %3192, align 4
  store <8 x float> %3201, ptr %3193, align 4
  %3202 = add nuw i64 %3157, 32
  %3203 = icmp eq i64 %3202, %1249
  br i1 %3203, label %3204, label %3156

3204:                                             ; preds = %3156
  br i1 %1250, label %3243, label %3205

3205:                                             ; preds = %3204
  br i1 %1251, label %3224, label %3206

3206:                                             ; preds = %3155, %3205
  %3207 = phi i64 [ %1249, %3205 ], [ 0, %3155 ]
  br label %3208

3208:                                             ; preds = %3208, %3206
  %3209 = phi i64 [ %3207, %3206 ], [ %3221, %3208 ]
  %3210 = getelementptr inbounds nuw float, ptr %1622, i64 %3209
  %3211 = load <4 x float>, ptr %3210, align 4
  %3212 = getelementptr inbounds nuw float, ptr %180, i64 %3209
  %3213 = load <4 x float>, ptr %3212, align 4
  %3214 = fadd <4 x float> %3211, %3213
  %3215 = getelementptr inbounds nuw float, ptr %181, i64 %3209
  %3216 = load <4 x float>, ptr %3215, align 4
  %3217 = fadd <4 x float> %3214, %3216
  %3218 = getelementptr inbounds nuw float, ptr %1624, i64 %3209
  %3219 = load <4 x float>, ptr %3218, align 4
  %3220 = fadd <4 x float> %3217, %3219
  store <4 x float> %3220, ptr %3218, align 4
  %3221 = add nuw i64 %3209, 4
  %3222 = icmp eq i64 %3221, %1252
  br i1 %3222, label %3223, label %3208

3223:                                             ; preds = %3208
  br i1 %1253, label %3243, label %3224

3224:                                             ; preds = %3141, %3140, %3205, %3223
  %3225 = phi i64 [ 0, %3140 ], [ 0, %3141 ], [ %1249, %3205 ], [ %1252, %3223 ]
  %3226 = or disjoint i64 %3225, 1
  br i1 %1255, label %3240, label %3227

3227:                                             ; preds = %3224
  %3228 = getelementptr inbounds nuw float, ptr %1622, i64 %3225
  %3229 = load float, ptr %3228, align 4
  %3230 = getelementptr inbounds nuw float, ptr %180, i64 %3225
  %3231 = load float, ptr %3230, align 4
  %3232 = fadd float %3229, %3231
  %3233 = getelementptr inbounds nuw float, ptr %181, i64 %3225
  %3234 = load float, ptr %3233, align 4
  %3235 = fadd float %3232, %3234
  %3236 = getelementptr inbounds nuw float, ptr %1624, i64 %3225
  %3237 = load float, ptr %3236, align 4
  %3238 = fadd float %3235, %3237
  store float %3238, ptr %3236, align 4
  %3239 = or disjoint i64 %3225, 1
  br label %3240

3240:                                             ; preds = %3227, %3224
  %3241 = phi i64 [ %3225, %3224 ], [ %3239, %3227 ]
  %3242 = icmp eq i64 %32, %3226
  br i1 %3242, label %3243, label %3352

3243:                                             ; preds = %3240, %3352, %3223, %3204
  %3244 = getelementptr float, ptr %1622, i64 %32
  br i1 %1256, label %3332, label %3245

3245:                                             ; preds = %3243
  %3246 = getelementptr i8, ptr %1624, i64 %1159
  %3247 = getelementptr i8, ptr %1624, i64 %1159
  %3248 = getelementptr i8, ptr %3247, i64 %1160
  %3249 = getelementptr i8, ptr %1622, i64 %1018
  %3250 = icmp ult ptr %3246, %3249
  %3251 = icmp ult ptr %3244, %3248
  %3252 = and i1 %3250, %3251
  %3253 = icmp ult ptr %3246, %1168
  %3254 = icmp ult ptr %1166, %3248
  %3255 = and i1 %3253, %3254
  %3256 = or i1 %3252, %3255
  %3257 = icmp ult ptr %3246, %1175
  %3258 = icmp ult ptr %1173, %3248
  %3259 = and i1 %3257, %3258
  %3260 = or i1 %3256, %3259
  br i1 %3260, label %3332, label %3261

3261:                                             ; preds = %3245
  br i1 %1257, label %3313, label %3262

3262:                                             ; preds = %3261, %3262
  %3263 = phi i64 [ %3309, %3262 ], [ 0, %3261 ]
  %3264 = getelementptr float, ptr %3244, i64 %3263
  %3265 = getelementptr i8, ptr %3264, i64 32
  %3266 = getelementptr i8, ptr %3264, i64 64
  %3267 = getelementptr i8, ptr %3264, i64 96
  %3268 = load <8 x float>, ptr %3264, align 4
  %3269 = load <8 x float>, ptr %3265, align 4
  %3270 = load <8 x float>, ptr %3266, align 4
  %3271 = load <8 x float>, ptr %3267, align 4
  %3272 = add nuw nsw i64 %3263, %106
  %3273 = getelementptr inbounds nuw float, ptr %180, i64 %3272
  %3274 = getelementptr inbounds nuw i8, ptr %3273, i64 32
  %3275 = getelementptr inbounds nuw i8, ptr %3273, i64 64
  %3276 = getelementptr inbounds nuw i8, ptr %3273, i64 96
  %3277 = load <8 x float>, ptr %3273, align 4
  %3278 = load <8 x float>, ptr %3274, align 4
  %3279 = load <8 x float>, ptr %3275, align 4
  %3280 = load <8 x float>, ptr %3276, align 4
  %3281 = fadd <8 x float> %3268, %3277
  %3282 = fadd <8 x float> %3269, %3278
  %3283 = fadd <8 x float> %3270, %3279
  %3284 = fadd <8 x float> %3271, %3280
  %3285 = getelementptr inbounds nuw float, ptr %181, i64 %3272
  %3286 = getelementptr inbounds nuw i8, ptr %3285, i64 32
  %3287 = getelementptr inbounds nuw i8, ptr %3285, i64 64
  %3288 = getelementptr inbounds nuw i8, ptr %3285, i64 96
  %3289 = load <8 x float>, ptr %3285, align 4
  %3290 = load <8 x float>, ptr %3286, align 4
  %3291 = load <8 x float>, ptr %3287, align 4
  %3292 = load <8 x float>, ptr %3288, align 4
  %3293 = fadd <8 x float> %3281, %3289
  %3294 = fadd <8 x float> %3282, %3290
  %3295 = fadd <8 x float> %3283, %3291
  %3296 = fadd <8 x float> %3284, %3292
  %3297 = getelementptr inbounds nuw float, ptr %1624, i64 %3272
  %3298 = getelementptr inbounds nuw i8, ptr %3297, i64 32
  %3299 = getelementptr inbounds nuw i8, ptr %3297, i64 64
  %3300 = getelementptr inbounds nuw i8, ptr %3297, i64 96
  %3301 = load <8 x float>, ptr %3297, align 4
  %3302 = load <8 x float>, ptr %3298, align 4
  %3303 = load <8 x float>, ptr %3299, align 4
  %3304 = load <8 x float>, ptr %3300, align 4
  %3305 = fadd <8 x float> %3293, %3301
  %3306 = fadd <8 x float> %3294, %3302
  %3307 = fadd <8 x float> %3295, %3303
  %3308 = fadd <8 x float> %3296, %3304
  store <8 x float> %3305, ptr %3297, align 4
  store <8 x float> %3306, ptr %3298, align 4
  store <8 x float> %3307, ptr %3299, align 4
  store <8 x float> %3308, ptr %3300, align 4
  %3309 = add nuw i64 %3263, 32
  %3310 = icmp eq i64 %3309, %1259
  br i1 %3310, label %3311, label %3262

3311:                                             ; preds = %3262
  br i1 %1260, label %3379, label %3312

3312:                                             ; preds = %3311
  br i1 %1261, label %3332, label %3313

3313:                                             ; preds = %3261, %3312
  %3314 = phi i64 [ %1259, %3312 ], [ 0, %3261 ]
  br label %3315

3315:                                             ; preds = %3315, %3313
  %3316 = phi i64 [ %3314, %3313 ], [ %3329, %3315 ]
  %3317 = getelementptr float, ptr %3244, i64 %3316
  %3318 = load <4 x float>, ptr %3317, align 4
  %3319 = add nuw nsw i64 %3316, %106
  %3320 = getelementptr inbounds nuw float, ptr %180, i64 %3319
  %3321 = load <4 x float>, ptr %3320, align 4
  %3322 = fadd <4 x float> %3318, %3321
  %3323 = getelementptr inbounds nuw float, ptr %181, i64 %3319
  %3324 = load <4 x float>, ptr %3323, align 4
  %3325 = fadd <4 x float> %3322, %3324
  %3326 = getelementptr inbounds nuw float, ptr %1624, i64 %3319
  %3327 = load <4 x float>, ptr %3326, align 4
  %3328 = fadd <4 x float> %3325, %3327
  store <4 x float> %3328, ptr %3326, align 4
  %3329 = add nuw i64 %3316, 4
  %3330 = icmp eq i64 %3329, %1262
  br i1 %3330, label %3331, label %3315

3331:                                             ; preds = %3315
  br i1 %1263, label %3379, label %3332

3332:                                             ; preds = %3245, %3243, %3312, %3331
  %3333 = phi i64 [ 0, %3243 ], [ 0, %3245 ], [ %1259, %3312 ], [ %1262, %3331 ]
  %3334 = or disjoint i64 %3333, 1
  br i1 %1265, label %3349, label %3335

3335:                                             ; preds = %3332
  %3336 = getelementptr float, ptr %3244, i64 %3333
  %3337 = load float, ptr %3336, align 4
  %3338 = add nuw nsw i64 %3333, %106
  %3339 = getelementptr inbounds nuw float, ptr %180, i64 %3338
  %3340 = load float, ptr %3339, align 4
  %3341 = fadd float %3337, %3340
  %3342 = getelementptr inbounds nuw float, ptr %181, i64 %3338
  %3343 = load float, ptr %3342, align 4
  %3344 = fadd float %3341, %3343
  %3345 = getelementptr inbounds nuw float, ptr %1624, i64 %3338
  %3346 = load float, ptr %3345, align 4
  %3347 = fadd float %3344, %3346
  store float %3347, ptr %3345, align 4
  %3348 = or disjoint i64 %3333, 1
  br label %3349

3349:                                             ; preds = %3335, %3332
  %3350 = phi i64 [ %3333, %3332 ], [ %3348, %3335 ]
  %3351 = icmp eq i64 %32, %3334
  br i1 %3351, label %3379, label %3484

3352:                                             ; preds = %3240, %3352
  %3353 = phi i64 [ %3377, %3352 ], [ %3241, %3240 ]
  %3354 = getelementptr inbounds nuw float, ptr %1622, i64 %3353
  %3355 = load float, ptr %3354, align 4
  %3356 = getelementptr inbounds nuw float, ptr %180, i64 %3353
  %3357 = load float, ptr %3356, align 4
  %3358 = fadd float %3355, %3357
  %3359 = getelementptr inbounds nuw float, ptr %181, i64 %3353
  %3360 = load float, ptr %3359, align 4
  %3361 = fadd float %3358, %3360
  %3362 = getelementptr inbounds nuw float, ptr %1624, i64 %3353
  %3363 = load float, ptr %3362, align 4
  %3364 = fadd float %3361, %3363
  store float %3364, ptr %3362, align 4
  %3365 = add nuw nsw i64 %3353, 1
  %3366 = getelementptr inbounds nuw float, ptr %1622, i64 %3365
  %3367 = load float, ptr %3366, align 4
  %3368 = getelementptr inbounds nuw float, ptr %180, i64 %3365
  %3369 = load float, ptr %3368, align 4
  %3370 = fadd float %3367, %3369
  %3371 = getelementptr inbounds nuw float, ptr %181, i64 %3365
  %3372 = load float, ptr %3371, align 4
  %3373 = fadd float %3370, %3372
  %3374 = getelementptr inbounds nuw float, ptr %1624, i64 %3365
  %3375 = load float, ptr %3374, align 4
  %3376 = fadd float %3373, %3375
  store float %3376, ptr %3374, align 4
  %3377 = add nuw nsw i64 %3353, 2
  %3378 = icmp eq i64 %3377, %32
  br i1 %3378, label %3243, label %3352

3379:                                             ; preds = %3349, %3484, %3331, %3311
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef nonnull %1624, i64 noundef %1015)
  %3380 = getelementptr inbounds nuw float, ptr %1624, i64 %106
  %3381 = getelementptr inbounds nuw float, ptr %1624, i64 %1015
  %3382 = getelementptr i8, ptr %1622, i64 %1018
  br i1 %1266, label %3461, label %3383

3383:                                             ; preds = %3379
  %3384 = getelementptr i8, ptr %1624, i64 %1143
  %3385 = getelementptr i8, ptr %1622, i64 %1019
  %3386 = getelementptr i8, ptr %1624, i64 %1159
  %3387 = getelementptr i8, ptr %3386, i64 %1142
  %3388 = icmp ult ptr %3381, %1151
  %3389 = icmp ult ptr %1149, %3384
  %3390 = and i1 %3388, %3389
  %3391 = icmp ult ptr %3381, %3385
  %3392 = icmp ult ptr %3382, %3384
  %3393 = and i1 %3391, %3392
  %3394 = or i1 %3390, %3393
  %3395 = icmp ult ptr %3381, %1158
  %3396 = icmp ult ptr %1156, %3384
  %3397 = and i1 %3395, %3396
  %3398 = or i1 %3394, %3397
  %3399 = icmp ult ptr %3381, %3387
  %3400 = icmp ult ptr %3380, %3384
  %3401 = and i1 %3399, %3400
  %3402 = or i1 %3398, %3401
  br i1 %3402, label %3461, label %3403

3403:                                             ; preds = %3383
  br i1 %1267, label %3439, label %3404

3404:                                             ; preds = %3403, %3404
  %3405 = phi i64 [ %3435, %3404 ], [ 0, %3403 ]
  %3406 = getelementptr inbounds nuw float, ptr %3381, i64 %3405
  %3407 = getelementptr inbounds nuw i8, ptr %3406, i64 32
  %3408 = load <8 x float>, ptr %3406, align 4
  %3409 = load <8 x float>, ptr %3407, align 4
  %3410 = add nuw nsw i64 %3405, %1015
  %3411 = getelementptr inbounds nuw float, ptr %181, i64 %3410
  %3412 = getelementptr inbounds nuw i8, ptr %3411, i64 32
  %3413 = load <8 x float>, ptr %3411, align 4
  %3414 = load <8 x float>, ptr %3412, align 4
  %3415 = fadd <8 x float> %3408, %3413
  %3416 = fadd <8 x float> %3409, %3414
  %3417 = getelementptr float, ptr %3382, i64 %3405
  %3418 = getelementptr i8, ptr %3417, i64 32
  %3419 = load <8 x float>, ptr %3417, align 4
  %3420 = load <8 x float>, ptr %3418, align 4
  %3421 = getelementptr inbounds nuw float, ptr %180, i64 %3410
  %3422 = getelementptr inbounds nuw i8, ptr %3421, i64 32
  %3423 = load <8 x float>, ptr %3421, align 4
  %3424 = load <8 x float>, ptr %3422, align 4
  %3425 = fadd <8 x float> %3419, %3423
  %3426 = fadd <8 x float> %3420, %3424
  %3427 = getelementptr inbounds nuw float, ptr %3380, i64 %3405
  %3428 = getelementptr inbounds nuw i8, ptr %3427, i64 32
  %3429 = load <8 x float>, ptr %3427, align 4
  %3430 = load <8 x float>, ptr %3428, align 4
  %3431 = fmul <8 x float> %3415, %3429
  %3432 = fmul <8 x float> %3416, %3430
  %3433 = fadd <8 x float> %3425, %3431
  %3434 = fadd <8 x float> %3426, %3432
  store <8 x float> %3433, ptr %3406, align 4
  store <8 x float> %3434, ptr %3407, align 4
  %3435 = add nuw i64 %3405, 16
  %3436 = icmp eq i64 %3435, %1269
  br i1 %3436, label %3437, label %3404

3437:                                             ; preds = %3404
  br i1 %1270, label %3515, label %3438

3438:                                             ; preds = %3437
  br i1 %1271, label %3461, label %3439

3439:                                             ; preds = %3403, %3438
  %3440 = phi i64 [ %1269, %3438 ], [ 0, %3403 ]
  br label %3441

3441:                                             ; preds = %3441, %3439
  %3442 = phi i64 [ %3440, %3439 ], [ %3458, %3441 ]
  %3443 = getelementptr inbounds nuw float, ptr %3381, i64 %3442
  %3444 = load <4 x float>, ptr %3443, align 4
  %3445 = add nuw nsw i64 %3442, %1015
  %3446 = getelementptr inbounds nuw float, ptr %181, i64 %3445
  %3447 = load <4 x float>, ptr %3446, align 4
  %3448 = fadd <4 x float> %3444, %3447
  %3449 = getelementptr float, ptr %3382, i64 %3442
  %3450 = load <4 x float>, ptr %3449, align 4
  %3451 = getelementptr inbounds nuw float, ptr %180, i64 %3445
  %3452 = load <4 x float>, ptr %3451, align 4
  %3453 = fadd <4 x float> %3450, %3452
  %3454 = getelementptr inbounds nuw float, ptr %3380, i64 %3442
  %3455 = load <4 x float>, ptr %3454, align 4
  %3456 = fmul <4 x float> %3448, %3455
  %3457 = fadd <4 x float> %3453, %3456
  store <4 x float> %3457, ptr %3443, align 4
  %3458 = add nuw i64 %3442, 4
  %3459 = icmp eq i64 %3458, %1272
  br i1 %3459, label %3460, label %3441

3460:                                             ; preds = %3441
  br i1 %1273, label %3515, label %3461

3461:                                             ; preds = %3383, %3379, %3438, %3460
  %3462 = phi i64 [ 0, %3379 ], [ 0, %3383 ], [ %1269, %3438 ], [ %1272, %3460 ]
  %3463 = or disjoint i64 %3462, 1
  br i1 %1275, label %3481, label %3464

3464:                                             ; preds = %3461
  %3465 = getelementptr inbounds nuw float, ptr %3381, i64 %3462
  %3466 = load float, ptr %3465, align 4
  %3467 = add nuw nsw i64 %3462, %1015
  %3468 = getelementptr inbounds nuw float, ptr %181, i64 %3467
  %3469 = load float, ptr %3468, align 4
  %3470 = fadd float %3466, %3469
  %3471 = getelementptr float, ptr %3382, i64 %3462
  %3472 = load float, ptr %3471, align 4
  %3473 = getelementptr inbounds nuw float, ptr %180, i64 %3467
  %3474 = load float, ptr %3473, align 4
  %3475 = fadd float %3472, %3474
  %3476 = getelementptr inbounds nuw float, ptr %3380, i64 %3462
  %3477 = load float, ptr %3476, align 4
  %3478 = fmul float %3470, %3477
  %3479 = fadd float %3475, %3478
  store float %3479, ptr %3465, align 4
  %3480 = or disjoint i64 %3462, 1
  br label %3481

3481:                                             ; preds = %3464, %3461
  %3482 = phi i64 [ %3462, %3461 ], [ %3480, %3464 ]
  %3483 = icmp eq i64 %32, %3463
  br i1 %3483, label %3515, label %3609

3484:                                             ; preds = %3349, %3484
  %3485 = phi i64 [ %3511, %3484 ], [ %3350, %3349 ]
  %3486 = getelementptr float, ptr %3244, i64 %3485
  %3487 = load float, ptr %3486, align 4
  %3488 = add nuw nsw i64 %3485, %106
  %3489 = getelementptr inbounds nuw float, ptr %180, i64 %3488
  %3490 = load float, ptr %3489, align 4
  %3491 = fadd float %3487, %3490
  %3492 = getelementptr inbounds nuw float, ptr %181, i64 %3488
  %3493 = load float, ptr %3492, align 4
  %3494 = fadd float %3491, %3493
  %3495 = getelementptr inbounds nuw float, ptr %1624, i64 %3488
  %3496 = load float, ptr %3495, align 4
  %3497 = fadd float %3494, %3496
  store float %3497, ptr %3495, align 4
  %3498 = add nuw nsw i64 %3485, 1
  %3499 = getelementptr float, ptr %3244, i64 %3498
  %3500 = load float, ptr %3499, align 4
  %3501 = add nuw nsw i64 %3498, %106
  %3502 = getelementptr inbounds nuw float, ptr %180, i64 %3501
  %3503 = load float, ptr %3502, align 4
  %3504 = fadd float %3500, %3503
  %3505 = getelementptr inbounds nuw float, ptr %181, i64 %3501
  %3506 = load float, ptr %3505, align 4
  %3507 = fadd float %3504, %3506
  %3508 = getelementptr inbounds nuw float, ptr %1624, i64 %3501
  %3509 = load float, ptr %3508, align 4
  %3510 = fadd float %3507, %3509
  store float %3510, ptr %3508, align 4
  %3511 = add nuw nsw i64 %3485, 2
  %3512 = icmp eq i64 %3511, %32
  br i1 %3512, label %3379, label %3484

3513:                                             ; preds = %3139
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %1624, i64 noundef %1015)
  %3514 = getelementptr inbounds float, ptr %1624, i64 %1015
  call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef %3514, i64 noundef %106)
  br label %3940

3515:                                             ; preds = %3481, %3609, %3460, %3437
  call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef nonnull %3381, i64 noundef %106)
  br i1 %1276, label %3591, label %3516

3516:                                             ; preds = %3515
  %3517 = getelementptr i8, ptr %1626, i64 %1142
  %3518 = getelementptr i8, ptr %1624, i64 %1143
  %3519 = getelementptr i8, ptr %1624, i64 %1142
  %3520 = icmp ult ptr %1626, %3518
  %3521 = icmp ult ptr %3381, %3517
  %3522 = and i1 %3520, %3521
  %3523 = icmp ult ptr %1626, %3519
  %3524 = icmp ult ptr %1624, %3517
  %3525 = and i1 %3523, %3524
  %3526 = or i1 %3522, %3525
  br i1 %3526, label %3591, label %3527

3527:                                             ; preds = %3516
  br i1 %1277, label %3574, label %3528

3528:                                             ; preds = %3527, %3528
  %3529 = phi i64 [ %3570, %3528 ], [ 0, %3527 ]
  %3530 = getelementptr inbounds nuw float, ptr %1624, i64 %3529
  %3531 = getelementptr inbounds nuw i8, ptr %3530, i64 32
  %3532 = getelementptr inbounds nuw i8, ptr %3530, i64 64
  %3533 = getelementptr inbounds nuw i8, ptr %3530, i64 96
  %3534 = load <8 x float>, ptr %3530, align 4
  %3535 = load <8 x float>, ptr %3531, align 4
  %3536 = load <8 x float>, ptr %3532, align 4
  %3537 = load <8 x float>, ptr %3533, align 4
  %3538 = fsub <8 x float> splat (float 1.000000e+00), %3534
  %3539 = fsub <8 x float> splat (float 1.000000e+00), %3535
  %3540 = fsub <8 x float> splat (float 1.000000e+00), %3536
  %3541 = fsub <8 x float> splat (float 1.000000e+00), %3537
  %3542 = getelementptr inbounds nuw float, ptr %3381, i64 %3529
  %3543 = getelementptr inbounds nuw i8, ptr %3542, i64 32
  %3544 = getelementptr inbounds nuw i8, ptr %3542, i64 64
  %3545 = getelementptr inbounds nuw i8, ptr %3542, i64 96
  %3546 = load <8 x float>, ptr %3542, align 4
  %3547 = load <8 x float>, ptr %3543, align 4
  %3548 = load <8 x float>, ptr %3544, align 4
  %3549 = load <8 x float>, ptr %3545, align 4
  %3550 = fmul <8 x float> %3538, %3546
  %3551 = fmul <8 x float> %3539, %3547
  %3552 = fmul <8 x float> %3540, %3548
  %3553 = fmul <8 x float> %3541, %3549
  %3554 = getelementptr inbounds nuw float, ptr %1626, i64 %3529
  %3555 = getelementptr inbounds nuw i8, ptr %3554, i64 32
  %3556 = getelementptr inbounds nuw i8, ptr %3554, i64 64
  %3557 = getelementptr inbounds nuw i8, ptr %3554, i64 96
  %3558 = load <8 x float>, ptr %3554, align 4
  %3559 = load <8 x float>, ptr %3555, align 4
  %3560 = load <8 x float>, ptr %3556, align 4
  %3561 = load <8 x float>, ptr %3557, align 4
  %3562 = fmul <8 x float> %3534, %3558
  %3563 = fmul <8 x float> %3535, %3559
  %3564 = fmul <8 x float> %3536, %3560
  %3565 = fmul <8 x float> %3537, %3561
  %3566 = fadd <8 x float> %3550, %3562
  %3567 = fadd <8 x float> %3551, %3563
  %3568 = fadd <8 x float> %3552, %3564
  %3569 = fadd <8 x float> %3553, %3565
  store <8 x float> %3566, ptr %3554, align 4
  store <8 x float> %3567, ptr %3555, align 4
  store <8 x float> %3568, ptr %3556, align 4
  store <8 x float> %3569, ptr %3557, align 4
  %3570 = add nuw i64 %3529, 32
  %3571 = icmp eq i64 %3570, %1279
  br i1 %3571, label %3572, label %3528

3572:                                             ; preds = %3528
  br i1 %1280, label %3940, label %3573

3573:                                             ; preds = %3572
  br i1 %1281, label %3591, label %3574

3574:                                             ; preds = %3527, %3573
  %3575 = phi i64 [ %1279, %3573 ], [ 0, %3527 ]
  br label %3576

3576:                                             ; preds = %3576, %3574
  %3577 = phi i64 [ %3575, %3574 ], [ %3588, %3576 ]
  %3578 = getelementptr inbounds nuw float, ptr %1624, i64 %3577
  %3579 = load <4 x float>, ptr %3578, align 4
  %3580 = fsub <4 x float> splat (float 1.000000e+00), %3579
  %3581 = getelementptr inbounds nuw float, ptr %3381, i64 %3577
  %3582 = load <4 x float>, ptr %3581, align 4
  %3583 = fmul <4 x float> %3580, %3582
  %3584 = getelementptr inbounds nuw float, ptr %1626, i64 %3577
  %3585 = load <4 x float>, ptr %3584, align 4
  %3586 = fmul <4 x float> %3579, %3585
  %3587 = fadd <4 x float> %3583, %3586
  store <4 x float> %3587, ptr %3584, align 4
  %3588 = add nuw i64 %3577, 4
  %3589 = icmp eq i64 %3588, %1282
  br i1 %3589, label %3590, label %3576

3590:                                             ; preds = %3576
  br i1 %1283, label %3940, label %3591

3591:                                             ; preds = %3516, %3515, %3573, %3590
  %3592 = phi i64 [ 0, %3515 ], [ 0, %3516 ], [ %1279, %3573 ], [ %1282, %3590 ]
  %3593 = or disjoint i64 %3592, 1
  br i1 %1285, label %3606, label %3594

3594:                                             ; preds = %3591
  %3595 = getelementptr inbounds nuw float, ptr %1624, i64 %3592
  %3596 = load float, ptr %3595, align 4
  %3597 = fsub float 1.000000e+00, %3596
  %3598 = getelementptr inbounds nuw float, ptr %3381, i64 %3592
  %3599 = load float, ptr %3598, align 4
  %3600 = fmul float %3597, %3599
  %3601 = getelementptr inbounds nuw float, ptr %1626, i64 %3592
  %3602 = load float, ptr %3601, align 4
  %3603 = fmul float %3596, %3602
  %3604 = fadd float %3600, %3603
  store float %3604, ptr %3601, align 4
  %3605 = or disjoint i64 %3592, 1
  br label %3606

3606:                                             ; preds = %3594, %3591
  %3607 = phi i64 [ %3592, %3591 ], [ %3605, %3594 ]
  %3608 = icmp eq i64 %32, %3593
  br i1 %3608, label %3940, label %3644

3609:                                             ; preds = %3481, %3609
  %3610 = phi i64 [ %3642, %3609 ], [ %3482, %3481 ]
  %3611 = getelementptr inbounds nuw float, ptr %3381, i64 %3610
  %3612 = load float, ptr %3611, align 4
  %3613 = add nuw nsw i64 %3610, %1015
  %3614 = getelementptr inbounds nuw float, ptr %181, i64 %3613
  %3615 = load float, ptr %3614, align 4
  %3616 = fadd float %3612, %3615
  %3617 = getelementptr float, ptr %3382, i64 %3610
  %3618 = load float, ptr %3617, align 4
  %3619 = getelementptr inbounds nuw float, ptr %180, i64 %3613
  %3620 = load float, ptr %3619, align 4
  %3621 = fadd float %3618, %3620
  %3622 = getelementptr inbounds nuw float, ptr %3380, i64 %3610
  %3623 = load float, ptr %3622, align 4
  %3624 = fmul float %3616, %3623
  %3625 = fadd float %3621, %3624
  store float %3625, ptr %3611, align 4
  %3626 = add nuw nsw i64 %3610, 1
  %3627 = getelementptr inbounds nuw float, ptr %3381, i64 %3626
  %3628 = load float, ptr %3627, align 4
  %3629 = add nuw nsw i64 %3626, %1015
  %3630 = getelementptr inbounds nuw float, ptr %181, i64 %3629
  %3631 = load float, ptr %3630, align 4
  %3632 = fadd float %3628, %3631
  %3633 = getelementptr float, ptr %3382, i64 %3626
  %3634 = load float, ptr %3633, align 4
  %3635 = getelementptr inbounds nuw float, ptr %180, i64 %3629
  %3636 = load float, ptr %3635, align 4
  %3637 = fadd float %3634, %3636
  %3638 = getelementptr inbounds nuw float, ptr %3380, i64 %3626
  %3639 = load float, ptr %3638, align 4
  %3640 = fmul float %3632, %3639
  %3641 = fadd float %3637, %3640
  store float %3641, ptr %3627, align 4
  %3642 = add nuw nsw i64 %3610, 2
  %3643 = icmp eq i64 %3642, %32
  br i1 %3643, label %3515, label %3609

3644:                                             ; preds = %3606, %3644
  %3645 = phi i64 [ %3667, %3644 ], [ %3607, %3606 ]
  %3646 = getelementptr inbounds nuw float, ptr %1624, i64 %3645
  %3647 = load float, ptr %3646, align 4
  %3648 = fsub float 1.000000e+00, %3647
  %3649 = getelementptr inbounds nuw float, ptr %3381, i64 %3645
  %3650 = load float, ptr %3649, align 4
  %3651 = fmul float %3648, %3650
  %3652 = getelementptr inbounds nuw float, ptr %1626, i64 %3645
  %3653 = load float, ptr %3652, align 4
  %3654 = fmul float %3647, %3653
  %3655 = fadd float %3651, %3654
  store float %3655, ptr %3652, align 4
  %3656 = add nuw nsw i64 %3645, 1
  %3657 = getelementptr inbounds nuw float, ptr %1624, i64 %3656
  %3658 = load float, ptr %3657, align 4
  %3659 = fsub float 1.000000e+00, %3658
  %3660 = getelementptr inbounds nuw float, ptr %3381, i64 %3656
  %3661 = load float, ptr %3660, align 4
  %3662 = fmul float %3659, %3661
  %3663 = getelementptr inbounds nuw float, ptr %1626, i64 %3656
  %3664 = load float, ptr %3663, align 4
  %3665 = fmul float %3658, %3664
  %3666 = fadd float %3662, %3665
  store float %3666, ptr %3663, align 4
  %3667 = add nuw nsw i64 %3645, 2
  %3668 = icmp eq i64 %3667, %32
  br i1 %3668, label %3940, label %3644

3669:                                             ; preds = %3136, %3778, %3119, %3100
  %3670 = getelementptr float, ptr %1622, i64 %32
  br i1 %1225, label %3758, label %3671

3671:                                             ; preds = %3669
  %3672 = getelementptr i8, ptr %1624, i64 %1187
  %3673 = getelementptr i8, ptr %1624, i64 %1187
  %3674 = getelementptr i8, ptr %3673, i64 %1188
  %3675 = getelementptr i8, ptr %1622, i64 %1018
  %3676 = icmp ult ptr %3672, %3675
  %3677 = icmp ult ptr %3670, %3674
  %3678 = and i1 %3676, %3677
  %3679 = icmp ult ptr %3672, %1196
  %3680 = icmp ult ptr %1194, %3674
  %3681 = and i1 %3679, %3680
  %3682 = or i1 %3678, %3681
  %3683 = icmp ult ptr %3672, %1203
  %3684 = icmp ult ptr %1201, %3674
  %3685 = and i1 %3683, %3684
  %3686 = or i1 %3682, %3685
  br i1 %3686, label %3758, label %3687

3687:                                             ; preds = %3671
  br i1 %1226, label %3739, label %3688

3688:                                             ; preds = %3687, %3688
  %3689 = phi i64 [ %3735, %3688 ], [ 0, %3687 ]
  %3690 = getelementptr float, ptr %3670, i64 %3689
  %3691 = getelementptr i8, ptr %3690, i64 32
  %3692 = getelementptr i8, ptr %3690, i64 64
  %3693 = getelementptr i8, ptr %3690, i64 96
  %3694 = load <8 x float>, ptr %3690, align 4
  %3695 = load <8 x float>, ptr %3691, align 4
  %3696 = load <8 x float>, ptr %3692, align 4
  %3697 = load <8 x float>, ptr %3693, align 4
  %3698 = add nuw nsw i64 %3689, %106
  %3699 = getelementptr inbounds nuw float, ptr %180, i64 %3698
  %3700 = getelementptr inbounds nuw i8, ptr %3699, i64 32
  %3701 = getelementptr inbounds nuw i8, ptr %3699, i64 64
  %3702 = getelementptr inbounds nuw i8, ptr %3699, i64 96
  %3703 = load <8 x float>, ptr %3699, align 4
  %3704 = load <8 x float>, ptr %3700, align 4
  %3705 = load <8 x float>, ptr %3701, align 4
  %3706 = load <8 x float>, ptr %3702, align 4
  %3707 = fadd <8 x float> %3694, %3703
  %3708 = fadd <8 x float> %3695, %3704
  %3709 = fadd <8 x float> %3696, %3705
  %3710 = fadd <8 x float> %3697, %3706
  %3711 = getelementptr inbounds nuw float, ptr %181, i64 %3698
  %3712 = getelementptr inbounds nuw i8, ptr %3711, i64 32
  %3713 = getelementptr inbounds nuw i8, ptr %3711, i64 64
  %3714 = getelementptr inbounds nuw i8, ptr %3711, i64 96
  %3715 = load <8 x float>, ptr %3711, align 4
  %3716 = load <8 x float>, ptr %3712, align 4
  %3717 = load <8 x float>, ptr %3713, align 4
  %3718 = load <8 x float>, ptr %3714, align 4
  %3719 = fadd <8 x float> %3707, %3715
  %3720 = fadd <8 x float> %3708, %3716
  %3721 = fadd <8 x float> %3709, %3717
  %3722 = fadd <8 x float> %3710, %3718
  %3723 = getelementptr inbounds nuw float, ptr %1624, i64 %3698
  %3724 = getelementptr inbounds nuw i8, ptr %3723, i64 32
  %3725 = getelementptr inbounds nuw i8, ptr %3723, i64 64
  %3726 = getelementptr inbounds nuw i8, ptr %3723, i64 96
  %3727 = load <8 x float>, ptr %3723, align 4
  %3728 = load <8 x float>, ptr %3724, align 4
  %3729 = load <8 x float>, ptr %3725, align 4
  %3730 = load <8 x float>, ptr %3726, align 4
  %3731 = fadd <8 x float> %3719, %3727
  %3732 = fadd <8 x float> %3720, %3728
  %3733 = fadd <8 x float> %3721, %3729
  %3734 = fadd <8 x float> %3722, %3730
  store <8 x float> %3731, ptr %3723, align 4
  store <8 x float> %3732, ptr %3724, align 4
  store <8 x float> %3733, ptr %3725, align 4
  store <8 x float> %3734, ptr %3726, align 4
  %3735 = add nuw i64 %3689, 32
  %3736 = icmp eq i64 %3735, %1228
  br i1 %3736, label %3737, label %3688

3737:                                             ; preds = %3688
  br i1 %1229, label %3806, label %3738

3738:                                             ; preds = %3737
  br i1 %1230, label %3758, label %3739

3739:                                             ; preds = %3687, %3738
  %3740 = phi i64 [ %1228, %3738 ], [ 0, %3687 ]
  br label %3741

3741:                                             ; preds = %3741, %3739
  %3742 = phi i64 [ %3740, %3739 ], [ %3755, %3741 ]
  %3743 = getelementptr float, ptr %3670, i64 %3742
  %3744 = load <4 x float>, ptr %3743, align 4
  %3745 = add nuw nsw i64 %3742, %106
  %3746 = getelementptr inbounds nuw float, ptr %180, i64 %3745
  %3747 = load <4 x float>, ptr %3746, align 4
  %3748 = fadd <4 x float> %3744, %3747
  %3749 = getelementptr inbounds nuw float, ptr %181, i64 %3745
  %3750 = load <4 x float>, ptr %3749, align 4
  %3751 = fadd <4 x float> %3748, %3750
  %3752 = getelementptr inbounds nuw float, ptr %1624, i64 %3745
  %3753 = load <4 x float>, ptr %3752, align 4
  %3754 = fadd <4 x float> %3751, %3753
  store <4 x float> %3754, ptr %3752, align 4
  %3755 = add nuw i64 %3742, 4
  %3756 = icmp eq i64 %3755, %1231
  br i1 %3756, label %3757, label %3741

3757:                                             ; preds = %3741
  br i1 %1232, label %3806, label %3758

3758:                                             ; preds = %3671, %3669, %3738, %3757
  %3759 = phi i64 [ 0, %3669 ], [ 0, %3671 ], [ %1228, %3738 ], [ %1231, %3757 ]
  %3760 = or disjoint i64 %3759, 1
  br i1 %1234, label %3775, label %3761

3761:                                             ; preds = %3758
  %3762 = getelementptr float, ptr %3670, i64 %3759
  %3763 = load float, ptr %3762, align 4
  %3764 = add nuw nsw i64 %3759, %106
  %3765 = getelementptr inbounds nuw float, ptr %180, i64 %3764
  %3766 = load float, ptr %3765, align 4
  %3767 = fadd float %3763, %3766
  %3768 = getelementptr inbounds nuw float, ptr %181, i64 %3764
  %3769 = load float, ptr %3768, align 4
  %3770 = fadd float %3767, %3769
  %3771 = getelementptr inbounds nuw float, ptr %1624, i64 %3764
  %3772 = load float, ptr %3771, align 4
  %3773 = fadd float %3770, %3772
  store float %3773, ptr %3771, align 4
  %3774 = or disjoint i64 %3759, 1
  br label %3775

3775:                                             ; preds = %3761, %3758
  %3776 = phi i64 [ %3759, %3758 ], [ %3774, %3761 ]
  %3777 = icmp eq i64 %32, %3760
  br i1 %3777, label %3806, label %3880

3778:                                             ; preds = %3136, %3778
  %3779 = phi i64 [ %3803, %3778 ], [ %3137, %3136 ]
  %3780 = getelementptr inbounds nuw float, ptr %1622, i64 %3779
  %3781 = load float, ptr %3780, align 4
  %3782 = getelementptr inbounds nuw float, ptr %180, i64 %3779
  %3783 = load float, ptr %3782, align 4
  %3784 = fadd float %3781, %3783
  %3785 = getelementptr inbounds nuw float, ptr %181, i64 %3779
  %3786 = load float, ptr %3785, align 4
  %3787 = fadd float %3784, %3786
  %3788 = getelementptr inbounds nuw float, ptr %1624, i64 %3779
  %3789 = load float, ptr %3788, align 4
  %3790 = fadd float %3787, %3789
  store float %3790, ptr %3788, align 4
  %3791 = add nuw nsw i64 %3779, 1
  %3792 = getelementptr inbounds nuw float, ptr %1622, i64 %3791
  %3793 = load float, ptr %3792, align 4
  %3794 = getelementptr inbounds nuw float, ptr %180, i64 %3791
  %3795 = load float, ptr %3794, align 4
  %3796 = fadd float %3793, %3795
  %3797 = getelementptr inbounds nuw float, ptr %181, i64 %3791
  %3798 = load float, ptr %3797, align 4
  %3799 = fadd float %3796, %3798
  %3800 = getelementptr inbounds nuw float, ptr %1624, i64 %3791
  %3801 = load float, ptr %3800, align 4
  %3802 = fadd float %3799, %3801
  store float %3802, ptr %3800, align 4
  %3803 = add nuw nsw i64 %3779, 2
  %3804 = icmp eq i64 %3803, %32
  br i1 %3804, label %3669, label %3778

3805:                                             ; preds = %3035
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %1624, i64 noundef %1015)
  br label %3940

3806:                                             ; preds = %3775, %3880, %3757, %3737
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef nonnull %1624, i64 noundef %1015)
  %3807 = getelementptr inbounds nuw float, ptr %1624, i64 %106
  %3808 = getelementptr inbounds nuw i8, ptr %1620, i64 24
  %3809 = load ptr, ptr %3808, align 8
  br i1 %1235, label %3862, label %3810

3810:                                             ; preds = %3806
  %3811 = ptrtoint ptr %3809 to i64
  %3812 = add i64 %1236, %1625
  %3813 = sub i64 %3811, %3812
  %3814 = icmp ult i64 %3813, 128
  %3815 = sub i64 %3811, %1627
  %3816 = icmp ult i64 %3815, 128
  %3817 = or i1 %3814, %3816
  br i1 %3817, label %3862, label %3818

3818:                                             ; preds = %3810
  br i1 %1237, label %3849, label %3819

3819:                                             ; preds = %3818, %3819
  %3820 = phi i64 [ %3845, %3819 ], [ 0, %3818 ]
  %3821 = getelementptr inbounds nuw float, ptr %3807, i64 %3820
  %3822 = getelementptr inbounds nuw i8, ptr %3821, i64 32
  %3823 = getelementptr inbounds nuw i8, ptr %3821, i64 64
  %3824 = getelementptr inbounds nuw i8, ptr %3821, i64 96
  %3825 = load <8 x float>, ptr %3821, align 4
  %3826 = load <8 x float>, ptr %3822, align 4
  %3827 = load <8 x float>, ptr %3823, align 4
  %3828 = load <8 x float>, ptr %3824, align 4
  %3829 = getelementptr inbounds nuw float, ptr %1626, i64 %3820
  %3830 = getelementptr inbounds nuw i8, ptr %3829, i64 32
  %3831 = getelementptr inbounds nuw i8, ptr %3829, i64 64
  %3832 = getelementptr inbounds nuw i8, ptr %3829, i64 96
  %3833 = load <8 x float>, ptr %3829, align 4
  %3834 = load <8 x float>, ptr %3830, align 4
  %3835 = load <8 x float>, ptr %3831, align 4
  %3836 = load <8 x float>, ptr %3832, align 4
  %3837 = fmul <8 x float> %3825, %3833
  %3838 = fmul <8 x float> %3826, %3834
  %3839 = fmul <8 x float> %3827, %3835
  %3840 = fmul <8 x float> %3828, %3836
  %3841 = getelementptr inbounds nuw float, ptr %3809, i64 %3820
  %3842 = getelementptr inbounds nuw i8, ptr %3841, i64 32
  %3843 = getelementptr inbounds nuw i8, ptr %3841, i64 64
  %3844 = getelementptr inbounds nuw i8, ptr %3841, i64 96
  store <8 x float> %3837, ptr %3841, align 4
  store <8 x float> %3838, ptr %3842, align 4
  store <8 x float> %3839, ptr %3843, align 4
  store <8 x float> %3840, ptr %3844, align 4
  %3845 = add nuw i64 %3820, 32
  %3846 = icmp eq i64 %3845, %1239
  br i1 %3846, label %3847, label %3819

3847:                                             ; preds = %3819
  br i1 %1240, label %3940, label %3848

3848:                                             ; preds = %3847
  br i1 %1241, label %3862, label %3849

3849:                                             ; preds = %3818, %3848
  %3850 = phi i64 [ %1239, %3848 ], [ 0, %3818 ]
  br label %3851

3851:                                             ; preds = %3851, %3849
  %3852 = phi i64 [ %3850, %3849 ], [ %3859, %3851 ]
  %3853 = getelementptr inbounds nuw float, ptr %3807, i64 %3852
  %3854 = load <4 x float>, ptr %3853, align 4
  %3855 = getelementptr inbounds nuw float, ptr %1626, i64 %3852
  %3856 = load <4 x float>, ptr %3855, align 4
  %3857 = fmul <4 x float> %3854, %3856
  %3858 = getelementptr inbounds nuw float, ptr %3809, i64 %3852
  store <4 x float> %3857, ptr %3858, align 4
  %3859 = add nuw i64 %3852, 4
  %3860 = icmp eq i64 %3859, %1242
  br i1 %3860, label %3861, label %3851

3861:                                             ; preds = %3851
  br i1 %1243, label %3940, label %3862

3862:                                             ; preds = %3810, %3806, %3848, %3861
  %3863 = phi i64 [ 0, %3806 ], [ 0, %3810 ], [ %1239, %3848 ], [ %1242, %3861 ]
  br i1 %1245, label %3876, label %3864

3864:                                             ; preds = %3862, %3864
  %3865 = phi i64 [ %3873, %3864 ], [ %3863, %3862 ]
  %3866 = phi i64 [ %3874, %3864 ], [ 0, %3862 ]
  %3867 = getelementptr inbounds nuw float, ptr %3807, i64 %3865
  %3868 = load float, ptr %3867, align 4
  %3869 = getelementptr inbounds nuw float, ptr %1626, i64 %3865
  %3870 = load float, ptr %3869, align 4
  %3871 = fmul float %3868, %3870
  %3872 = getelementptr inbounds nuw float, ptr %3809, i64 %3865
  store float %3871, ptr %3872, align 4
  %3873 = add nuw nsw i64 %3865, 1
  %3874 = add i64 %3866, 1
  %3875 = icmp eq i64 %3874, %1244
  br i1 %3875, label %3876, label %3864

3876:                                             ; preds = %3864, %3862
  %3877 = phi i64 [ %3863, %3862 ], [ %3873, %3864 ]
  %3878 = sub nsw i64 %3863, %32
  %3879 = icmp ugt i64 %3878, -4
  br i1 %3879, label %3940, label %3909

3880:                                             ; preds = %3775, %3880
  %3881 = phi i64 [ %3907, %3880 ], [ %3776, %3775 ]
  %3882 = getelementptr float, ptr %3670, i64 %3881
  %3883 = load float, ptr %3882, align 4
  %3884 = add nuw nsw i64 %3881, %106
  %3885 = getelementptr inbounds nuw float, ptr %180, i64 %3884
  %3886 = load float, ptr %3885, align 4
  %3887 = fadd float %3883, %3886
  %3888 = getelementptr inbounds nuw float, ptr %181, i64 %3884
  %3889 = load float, ptr %3888, align 4
  %3890 = fadd float %3887, %3889
  %3891 = getelementptr inbounds nuw float, ptr %1624, i64 %3884
  %3892 = load float, ptr %3891, align 4
  %3893 = fadd float %3890, %3892
  store float %3893, ptr %3891, align 4
  %3894 = add nuw nsw i64 %3881, 1
  %3895 = getelementptr float, ptr %3670, i64 %3894
  %3896 = load float, ptr %3895, align 4
  %3897 = add nuw nsw i64 %3894, %106
  %3898 = getelementptr inbounds nuw float, ptr %180, i64 %3897
  %3899 = load float, ptr %3898, align 4
  %3900 = fadd float %3896, %3899
  %3901 = getelementptr inbounds nuw float, ptr %181, i64 %3897
  %3902 = load float, ptr %3901, align 4
  %3903 = fadd float %3900, %3902
  %3904 = getelementptr inbounds nuw float, ptr %1624, i64 %3897
  %3905 = load float, ptr %3904, align 4
  %3906 = fadd float %3903, %3905
  store float %3906, ptr %3904, align 4
  %3907 = add nuw nsw i64 %3881, 2
  %3908 = icmp eq i64 %3907, %32
  br i1 %3908, label %3806, label %3880

3909:                                             ; preds = %3876, %3909
  %3910 = phi i64 [ %3938, %3909 ], [ %3877, %3876 ]
  %3911 = getelementptr inbounds nuw float, ptr %3807, i64 %3910
  %3912 = load float, ptr %3911, align 4
  %3913 = getelementptr inbounds nuw float, ptr %1626, i64 %3910
  %3914 = load float, ptr %3913, align 4
  %3915 = fmul float %3912, %3914
  %3916 = getelementptr inbounds nuw float, ptr %3809, i64 %3910
  store float %3915, ptr %3916, align 4
  %3917 = add nuw nsw i64 %3910, 1
  %3918 = getelementptr inbounds nuw float, ptr %3807, i64 %3917
  %3919 = load float, ptr %3918, align 4
  %3920 = getelementptr inbounds nuw float, ptr %1626, i64 %3917
  %3921 = load float, ptr %3920, align 4
  %3922 = fmul float %3919, %3921
  %3923 = getelementptr inbounds nuw float, ptr %3809, i64 %3917
  store float %3922, ptr %3923, align 4
  %3924 = add nuw nsw i64 %3910, 2
  %3925 = getelementptr inbounds nuw float, ptr %3807, i64 %3924
  %3926 = load float, ptr %3925, align 4
  %3927 = getelementptr inbounds nuw float, ptr %1626, i64 %3924
  %3928 = load float, ptr %3927, align 4
  %3929 = fmul float %3926, %3928
  %3930 = getelementptr inbounds nuw float, ptr %3809, i64 %3924
  store float %3929, ptr %3930, align 4
  %3931 = add nuw nsw i64 %3910, 3
  %3932 = getelementptr inbounds nuw float, ptr %3807, i64 %3931
  %3933 = load float, ptr %3932, align 4
  %3934 = getelementptr inbounds nuw float, ptr %1626, i64 %3931
  %3935 = load float, ptr %3934, align 4
  %3936 = fmul float %3933, %3935
  %3937 = getelementptr inbounds nuw float, ptr %3809, i64 %3931
  store float %3936, ptr %3937, align 4
  %3938 = add nuw nsw i64 %3910, 4
  %3939 = icmp eq i64 %3938, %32
  br i1 %3939, label %3940, label %3909

3940:                                             ; preds = %3876, %3909, %3606, %3644, %2992, %3003, %2007, %1779, %1810, %3847, %3861, %3572, %3590, %2963, %2977, %1756, %1767, %3805, %3513, %2924, %1734, %1830
  %3941 = add nuw nsw i64 %1618, 1
  %3942 = icmp eq i64 %3941, %1613
  br i1 %3942, label %1616, label %1617

3943:                                             ; preds = %1616
  call fastcc void @products(ptr noundef %996, ptr noundef %997, i64 noundef %1613, ptr noundef %1040, i64 noundef %32, i64 noundef %107, i64 noundef %106, i32 noundef %1561)
  br i1 %1562, label %3944, label %4215

3944:                                             ; preds = %3943, %4185
  %3945 = phi i64 [ %4186, %4185 ], [ 0, %3943 ]
  %3946 = getelementptr inbounds nuw ptr, ptr %993, i64 %3945
  %3947 = load ptr, ptr %3946, align 8
  %3948 = getelementptr inbounds nuw i8, ptr %3947, i64 16
  %3949 = load ptr, ptr %3948, align 8
  %3950 = load ptr, ptr %3947, align 8
  %3951 = getelementptr float, ptr %3949, i64 %1015
  br i1 %134, label %3952, label %4061

3952:                                             ; preds = %3944
  %3953 = getelementptr inbounds nuw i8, ptr %3947, i64 40
  %3954 = load ptr, ptr %3953, align 8
  %3955 = getelementptr i8, ptr %3954, i64 %1018
  br i1 %1386, label %4041, label %3956

3956:                                             ; preds = %3952
  %3957 = getelementptr i8, ptr %3949, i64 %1044
  %3958 = getelementptr i8, ptr %3954, i64 %1045
  %3959 = icmp ult ptr %3951, %3958
  %3960 = icmp ult ptr %3955, %3957
  %3961 = and i1 %3959, %3960
  %3962 = icmp ult ptr %3951, %1053
  %3963 = icmp ult ptr %1051, %3957
  %3964 = and i1 %3962, %3963
  %3965 = or i1 %3961, %3964
  %3966 = icmp ult ptr %3951, %1060
  %3967 = icmp ult ptr %1058, %3957
  %3968 = and i1 %3966, %3967
  %3969 = or i1 %3965, %3968
  br i1 %3969, label %4041, label %3970

3970:                                             ; preds = %3956
  br i1 %1387, label %4022, label %3971

3971:                                             ; preds = %3970, %3971
  %3972 = phi i64 [ %4018, %3971 ], [ 0, %3970 ]
  %3973 = getelementptr float, ptr %3955, i64 %3972
  %3974 = getelementptr i8, ptr %3973, i64 32
  %3975 = getelementptr i8, ptr %3973, i64 64
  %3976 = getelementptr i8, ptr %3973, i64 96
  %3977 = load <8 x float>, ptr %3973, align 4
  %3978 = load <8 x float>, ptr %3974, align 4
  %3979 = load <8 x float>, ptr %3975, align 4
  %3980 = load <8 x float>, ptr %3976, align 4
  %3981 = add nuw nsw i64 %3972, %1015
  %3982 = getelementptr inbounds nuw float, ptr %180, i64 %3981
  %3983 = getelementptr inbounds nuw i8, ptr %3982, i64 32
  %3984 = getelementptr inbounds nuw i8, ptr %3982, i64 64
  %3985 = getelementptr inbounds nuw i8, ptr %3982, i64 96
  %3986 = load <8 x float>, ptr %3982, align 4
  %3987 = load <8 x float>, ptr %3983, align 4
  %3988 = load <8 x float>, ptr %3984, align 4
  %3989 = load <8 x float>, ptr %3985, align 4
  %3990 = fadd <8 x float> %3977, %3986
  %3991 = fadd <8 x float> %3978, %3987
  %3992 = fadd <8 x float> %3979, %3988
  %3993 = fadd <8 x float> %3980, %3989
  %3994 = getelementptr inbounds nuw float, ptr %181, i64 %3981
  %3995 = getelementptr inbounds nuw i8, ptr %3994, i64 32
  %3996 = getelementptr inbounds nuw i8, ptr %3994, i64 64
  %3997 = getelementptr inbounds nuw i8, ptr %3994, i64 96
  %3998 = load <8 x float>, ptr %3994, align 4
  %3999 = load <8 x float>, ptr %3995, align 4
  %4000 = load <8 x float>, ptr %3996, align 4
  %4001 = load <8 x float>, ptr %3997, align 4
  %4002 = fadd <8 x float> %3990, %3998
  %4003 = fadd <8 x float> %3991, %3999
  %4004 = fadd <8 x float> %3992, %4000
  %4005 = fadd <8 x float> %3993, %4001
  %4006 = getelementptr inbounds nuw float, ptr %3949, i64 %3981
  %4007 = getelementptr inbounds nuw i8, ptr %4006, i64 32
  %4008 = getelementptr inbounds nuw i8, ptr %4006, i64 64
  %4009 = getelementptr inbounds nuw i8, ptr %4006, i64 96
  %4010 = load <8 x float>, ptr %4006, align 4
  %4011 = load <8 x float>, ptr %4007, align 4
  %4012 = load <8 x float>, ptr %4008, align 4
  %4013 = load <8 x float>, ptr %4009, align 4
  %4014 = fadd <8 x float> %4002, %4010
  %4015 = fadd <8 x float> %4003, %4011
  %4016 = fadd <8 x float> %4004, %4012
  %4017 = fadd <8 x float> %4005, %4013
  store <8 x float> %4014, ptr %4006, align 4
  store <8 x float> %4015, ptr %4007, align 4
  store <8 x float> %4016, ptr %4008, align 4
  store <8 x float> %4017, ptr %4009, align 4
  %4018 = add nuw i64 %3972, 32
  %4019 = icmp eq i64 %4018, %1389
  br i1 %4019, label %4020, label %3971

4020:                                             ; preds = %3971
  br i1 %1390, label %4062, label %4021

4021:                                             ; preds = %4020
  br i1 %1391, label %4041, label %4022

4022:                                             ; preds = %3970, %4021
  %4023 = phi i64 [ %1389, %4021 ], [ 0, %3970 ]
  br label %4024

4024:                                             ; preds = %4024, %4022
  %4025 = phi i64 [ %4023, %4022 ], [ %4038, %4024 ]
  %4026 = getelementptr float, ptr %3955, i64 %4025
  %4027 = load <4 x float>, ptr %4026, align 4
  %4028 = add nuw nsw i64 %4025, %1015
  %4029 = getelementptr inbounds nuw float, ptr %180, i64 %4028
  %4030 = load <4 x float>, ptr %4029, align 4
  %4031 = fadd <4 x float> %4027, %4030
  %4032 = getelementptr inbounds nuw float, ptr %181, i64 %4028
  %4033 = load <4 x float>, ptr %4032, align 4
  %4034 = fadd <4 x float> %4031, %4033
  %4035 = getelementptr inbounds nuw float, ptr %3949, i64 %4028
  %4036 = load <4 x float>, ptr %4035, align 4
  %4037 = fadd <4 x float> %4034, %4036
  store <4 x float> %4037, ptr %4035, align 4
  %4038 = add nuw i64 %4025, 4
  %4039 = icmp eq i64 %4038, %1392
  br i1 %4039, label %4040, label %4024

4040:                                             ; preds = %4024
  br i1 %1393, label %4062, label %4041

4041:                                             ; preds = %3956, %3952, %4021, %4040
  %4042 = phi i64 [ 0, %3952 ], [ 0, %3956 ], [ %1389, %4021 ], [ %1392, %4040 ]
  %4043 = or disjoint i64 %4042, 1
  br i1 %1395, label %4058, label %4044

4044:                                             ; preds = %4041
  %4045 = getelementptr float, ptr %3955, i64 %4042
  %4046 = load float, ptr %4045, align 4
  %4047 = add nuw nsw i64 %4042, %1015
  %4048 = getelementptr inbounds nuw float, ptr %180, i64 %4047
  %4049 = load float, ptr %4048, align 4
  %4050 = fadd float %4046, %4049
  %4051 = getelementptr inbounds nuw float, ptr %181, i64 %4047
  %4052 = load float, ptr %4051, align 4
  %4053 = fadd float %4050, %4052
  %4054 = getelementptr inbounds nuw float, ptr %3949, i64 %4047
  %4055 = load float, ptr %4054, align 4
  %4056 = fadd float %4053, %4055
  store float %4056, ptr %4054, align 4
  %4057 = or disjoint i64 %4042, 1
  br label %4058

4058:                                             ; preds = %4044, %4041
  %4059 = phi i64 [ %4042, %4041 ], [ %4057, %4044 ]
  %4060 = icmp eq i64 %32, %4043
  br i1 %4060, label %4062, label %4156

4061:                                             ; preds = %3944
  call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef %3951, i64 noundef %106)
  br label %4185

4062:                                             ; preds = %4058, %4156, %4040, %4020
  call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef nonnull %3951, i64 noundef %106)
  br i1 %1396, label %4138, label %4063

4063:                                             ; preds = %4062
  %4064 = getelementptr i8, ptr %3950, i64 %1043
  %4065 = getelementptr i8, ptr %3949, i64 %1044
  %4066 = getelementptr i8, ptr %3949, i64 %1043
  %4067 = icmp ult ptr %3950, %4065
  %4068 = icmp ult ptr %3951, %4064
  %4069 = and i1 %4067, %4068
  %4070 = icmp ult ptr %3950, %4066
  %4071 = icmp ult ptr %3949, %4064
  %4072 = and i1 %4070, %4071
  %4073 = or i1 %4069, %4072
  br i1 %4073, label %4138, label %4074

4074:                                             ; preds = %4063
  br i1 %1397, label %4121, label %4075

4075:                                             ; preds = %4074, %4075
  %4076 = phi i64 [ %4117, %4075 ], [ 0, %4074 ]
  %4077 = getelementptr inbounds nuw float, ptr %3949, i64 %4076
  %4078 = getelementptr inbounds nuw i8, ptr %4077, i64 32
  %4079 = getelementptr inbounds nuw i8, ptr %4077, i64 64
  %4080 = getelementptr inbounds nuw i8, ptr %4077, i64 96
  %4081 = load <8 x float>, ptr %4077, align 4
  %4082 = load <8 x float>, ptr %4078, align 4
  %4083 = load <8 x float>, ptr %4079, align 4
  %4084 = load <8 x float>, ptr %4080, align 4
  %4085 = fsub <8 x float> splat (float 1.000000e+00), %4081
  %4086 = fsub <8 x float> splat (float 1.000000e+00), %4082
  %4087 = fsub <8 x float> splat (float 1.000000e+00), %4083
  %4088 = fsub <8 x float> splat (float 1.000000e+00), %4084
  %4089 = getelementptr inbounds nuw float, ptr %3951, i64 %4076
  %4090 = getelementptr inbounds nuw i8, ptr %4089, i64 32
  %4091 = getelementptr inbounds nuw i8, ptr %4089, i64 64
  %4092 = getelementptr inbounds nuw i8, ptr %4089, i64 96
  %4093 = load <8 x float>, ptr %4089, align 4
  %4094 = load <8 x float>, ptr %4090, align 4
  %4095 = load <8 x float>, ptr %4091, align 4
  %4096 = load <8 x float>, ptr %4092, align 4
  %4097 = fmul <8 x float> %4085, %4093
  %4098 = fmul <8 x float> %4086, %4094
  %4099 = fmul <8 x float> %4087, %4095
  %4100 = fmul <8 x float> %4088, %4096
  %4101 = getelementptr inbounds nuw float, ptr %3950, i64 %4076
  %4102 = getelementptr inbounds nuw i8, ptr %4101, i64 32
  %4103 = getelementptr inbounds nuw i8, ptr %4101, i64 64
  %4104 = getelementptr inbounds nuw i8, ptr %4101, i64 96
  %4105 = load <8 x float>, ptr %4101, align 4
  %4106 = load <8 x float>, ptr %4102, align 4
  %4107 = load <8 x float>, ptr %4103, align 4
  %4108 = load <8 x float>, ptr %4104, align 4
  %4109 = fmul <8 x float> %4081, %4105
  %4110 = fmul <8 x float> %4082, %4106
  %4111 = fmul <8 x float> %4083, %4107
  %4112 = fmul <8 x float> %4084, %4108
  %4113 = fadd <8 x float> %4097, %4109
  %4114 = fadd <8 x float> %4098, %4110
  %4115 = fadd <8 x float> %4099, %4111
  %4116 = fadd <8 x float> %4100, %4112
  store <8 x float> %4113, ptr %4101, align 4
  store <8 x float> %4114, ptr %4102, align 4
  store <8 x float> %4115, ptr %4103, align 4
  store <8 x float> %4116, ptr %4104, align 4
  %4117 = add nuw i64 %4076, 32
  %4118 = icmp eq i64 %4117, %1399
  br i1 %4118, label %4119, label %4075

4119:                                             ; preds = %4075
  br i1 %1400, label %4185, label %4120

4120:                                             ; preds = %4119
  br i1 %1401, label %4138, label %4121

4121:                                             ; preds = %4074, %4120
  %4122 = phi i64 [ %1399, %4120 ], [ 0, %4074 ]
  br label %4123

4123:                                             ; preds = %4123, %4121
  %4124 = phi i64 [ %4122, %4121 ], [ %4135, %4123 ]
  %4125 = getelementptr inbounds nuw float, ptr %3949, i64 %4124
  %4126 = load <4 x float>, ptr %4125, align 4
  %4127 = fsub <4 x float> splat (float 1.000000e+00), %4126
  %4128 = getelementptr inbounds nuw float, ptr %3951, i64 %4124
  %4129 = load <4 x float>, ptr %4128, align 4
  %4130 = fmul <4 x float> %4127, %4129
  %4131 = getelementptr inbounds nuw float, ptr %3950, i64 %4124
  %4132 = load <4 x float>, ptr %4131, align 4
  %4133 = fmul <4 x float> %4126, %4132
  %4134 = fadd <4 x float> %4130, %4133
  store <4 x float> %4134, ptr %4131, align 4
  %4135 = add nuw i64 %4124, 4
  %4136 = icmp eq i64 %4135, %1402
  br i1 %4136, label %4137, label %4123

4137:                                             ; preds = %4123
  br i1 %1403, label %4185, label %4138

4138:                                             ; preds = %4063, %4062, %4120, %4137
  %4139 = phi i64 [ 0, %4062 ], [ 0, %4063 ], [ %1399, %4120 ], [ %1402, %4137 ]
  %4140 = or disjoint i64 %4139, 1
  br i1 %1405, label %4153, label %4141

4141:                                             ; preds = %4138
  %4142 = getelementptr inbounds nuw float, ptr %3949, i64 %4139
  %4143 = load float, ptr %4142, align 4
  %4144 = fsub float 1.000000e+00, %4143
  %4145 = getelementptr inbounds nuw float, ptr %3951, i64 %4139
  %4146 = load float, ptr %4145, align 4
  %4147 = fmul float %4144, %4146
  %4148 = getelementptr inbounds nuw float, ptr %3950, i64 %4139
  %4149 = load float, ptr %4148, align 4
  %4150 = fmul float %4143, %4149
  %4151 = fadd float %4147, %4150
  store float %4151, ptr %4148, align 4
  %4152 = or disjoint i64 %4139, 1
  br label %4153

4153:                                             ; preds = %4141, %4138
  %4154 = phi i64 [ %4139, %4138 ], [ %4152, %4141 ]
  %4155 = icmp eq i64 %32, %4140
  br i1 %4155, label %4185, label %4189

4156:                                             ; preds = %4058, %4156
  %4157 = phi i64 [ %4183, %4156 ], [ %4059, %4058 ]
  %4158 = getelementptr float, ptr %3955, i64 %4157
  %4159 = load float, ptr %4158, align 4
  %4160 = add nuw nsw i64 %4157, %1015
  %4161 = getelementptr inbounds nuw float, ptr %180, i64 %4160
  %4162 = load float, ptr %4161, align 4
  %4163 = fadd float %4159, %4162
  %4164 = getelementptr inbounds nuw float, ptr %181, i64 %4160
  %4165 = load float, ptr %4164, align 4
  %4166 = fadd float %4163, %4165
  %4167 = getelementptr inbounds nuw float, ptr %3949, i64 %4160
  %4168 = load float, ptr %4167, align 4
  %4169 = fadd float %4166, %4168
  store float %4169, ptr %4167, align 4
  %4170 = add nuw nsw i64 %4157, 1
  %4171 = getelementptr float, ptr %3955, i64 %4170
  %4172 = load float, ptr %4171, align 4
  %4173 = add nuw nsw i64 %4170, %1015
  %4174 = getelementptr inbounds nuw float, ptr %180, i64 %4173
  %4175 = load float, ptr %4174, align 4
  %4176 = fadd float %4172, %4175
  %4177 = getelementptr inbounds nuw float, ptr %181, i64 %4173
  %4178 = load float, ptr %4177, align 4
  %4179 = fadd float %4176, %4178
  %4180 = getelementptr inbounds nuw float, ptr %3949, i64 %4173
  %4181 = load float, ptr %4180, align 4
  %4182 = fadd float %4179, %4181
  store float %4182, ptr %4180, align 4
  %4183 = add nuw nsw i64 %4157, 2
  %4184 = icmp eq i64 %4183, %32
  br i1 %4184, label %4062, label %4156

4185:                                             ; preds = %4153, %4189, %4119, %4137, %4061
  %4186 = add nuw nsw i64 %3945, 1
  %4187 = icmp eq i64 %4186, %1613
  br i1 %4187, label %4188, label %3944

4188:                                             ; preds = %4185, %4214
  br label %4218

4189:                                             ; preds = %4153, %4189
  %4190 = phi i64 [ %4212, %4189 ], [ %4154, %4153 ]
  %4191 = getelementptr inbounds nuw float, ptr %3949, i64 %4190
  %4192 = load float, ptr %4191, align 4
  %4193 = fsub float 1.000000e+00, %4192
  %4194 = getelementptr inbounds nuw float, ptr %3951, i64 %4190
  %4195 = load float, ptr %4194, align 4
  %4196 = fmul float %4193, %4195
  %4197 = getelementptr inbounds nuw float, ptr %3950, i64 %4190
  %4198 = load float, ptr %4197, align 4
  %4199 = fmul float %4192, %4198
  %4200 = fadd float %4196, %4199
  store float %4200, ptr %4197, align 4
  %4201 = add nuw nsw i64 %4190, 1
  %4202 = getelementptr inbounds nuw float, ptr %3949, i64 %4201
  %4203 = load float, ptr %4202, align 4
  %4204 = fsub float 1.000000e+00, %4203
  %4205 = getelementptr inbounds nuw float, ptr %3951, i64 %4201
  %4206 = load float, ptr %4205, align 4
  %4207 = fmul float %4204, %4206
  %4208 = getelementptr inbounds nuw float, ptr %3950, i64 %4201
  %4209 = load float, ptr %4208, align 4
  %4210 = fmul float %4203, %4209
  %4211 = fadd float %4207, %4210
  store float %4211, ptr %4208, align 4
  %4212 = add nuw nsw i64 %4190, 2
  %4213 = icmp eq i64 %4212, %32
  br i1 %4213, label %4185, label %4189

4214:                                             ; preds = %1616
  br i1 %1562, label %4188, label %4215

4215:                                             ; preds = %4296, %3943, %4214
  %4216 = add nuw nsw i64 %1552, 1
  %4217 = icmp eq i64 %4216, %1446
  br i1 %4217, label %1554, label %1551

4218:                                             ; preds = %4188, %4296
  %4219 = phi i64 [ %4297, %4296 ], [ 0, %4188 ]
  %4220 = getelementptr inbounds nuw ptr, ptr %993, i64 %4219
  %4221 = load ptr, ptr %4220, align 8
  %4222 = getelementptr inbounds nuw i8, ptr %4221, i64 48
  %4223 = load ptr, ptr %4222, align 8
  %4224 = icmp eq ptr %4223, null
  %4225 = select i1 %4224, i1 true, i1 %1021
  br i1 %4225, label %4296, label %4226

4226:                                             ; preds = %4218
  %4227 = ptrtoint ptr %4223 to i64
  %4228 = load ptr, ptr %4221, align 8
  %4229 = ptrtoint ptr %4228 to i64
  %4230 = sub i64 %4227, %4229
  %4231 = icmp ult i64 %4230, 128
  %4232 = select i1 %1406, i1 true, i1 %4231
  br i1 %4232, label %4262, label %4233

4233:                                             ; preds = %4226
  br i1 %1407, label %4252, label %4234

4234:                                             ; preds = %4233, %4234
  %4235 = phi i64 [ %4248, %4234 ], [ 0, %4233 ]
  %4236 = getelementptr inbounds nuw float, ptr %4228, i64 %4235
  %4237 = getelementptr inbounds nuw i8, ptr %4236, i64 32
  %4238 = getelementptr inbounds nuw i8, ptr %4236, i64 64
  %4239 = getelementptr inbounds nuw i8, ptr %4236, i64 96
  %4240 = load <8 x float>, ptr %4236, align 4
  %4241 = load <8 x float>, ptr %4237, align 4
  %4242 = load <8 x float>, ptr %4238, align 4
  %4243 = load <8 x float>, ptr %4239, align 4
  %4244 = getelementptr inbounds nuw float, ptr %4223, i64 %4235
  %4245 = getelementptr inbounds nuw i8, ptr %4244, i64 32
  %4246 = getelementptr inbounds nuw i8, ptr %4244, i64 64
  %4247 = getelementptr inbounds nuw i8, ptr %4244, i64 96
  store <8 x float> %4240, ptr %4244, align 4
  store <8 x float> %4241, ptr %4245, align 4
  store <8 x float> %4242, ptr %4246, align 4
  store <8 x float> %4243, ptr %4247, align 4
  %4248 = add nuw i64 %4235, 32
  %4249 = icmp eq i64 %4248, %1409
  br i1 %4249, label %4250, label %4234

4250:                                             ; preds = %4234
  br i1 %1410, label %4296, label %4251

4251:                                             ; preds = %4250
  br i1 %1411, label %4262, label %4252

4252:                                             ; preds = %4233, %4251
  %4253 = phi i64 [ %1409, %4251 ], [ 0, %4233 ]
  br label %4254

4254:                                             ; preds = %4254, %4252
  %4255 = phi i64 [ %4253, %4252 ], [ %4259, %4254 ]
  %4256 = getelementptr inbounds nuw float, ptr %4228, i64 %4255
  %4257 = load <4 x float>, ptr %4256, align 4
  %4258 = getelementptr inbounds nuw float, ptr %4223, i64 %4255
  store <4 x float> %4257, ptr %4258, align 4
  %4259 = add nuw i64 %4255, 4
  %4260 = icmp eq i64 %4259, %1412
  br i1 %4260, label %4261, label %4254

4261:                                             ; preds = %4254
  br i1 %1413, label %4296, label %4262

4262:                                             ; preds = %4226, %4251, %4261
  %4263 = phi i64 [ 0, %4226 ], [ %1409, %4251 ], [ %1412, %4261 ]
  br i1 %1415, label %4273, label %4264

4264:                                             ; preds = %4262, %4264
  %4265 = phi i64 [ %4270, %4264 ], [ %4263, %4262 ]
  %4266 = phi i64 [ %4271, %4264 ], [ 0, %4262 ]
  %4267 = getelementptr inbounds nuw float, ptr %4228, i64 %4265
  %4268 = load float, ptr %4267, align 4
  %4269 = getelementptr inbounds nuw float, ptr %4223, i64 %4265
  store float %4268, ptr %4269, align 4
  %4270 = add nuw nsw i64 %4265, 1
  %4271 = add i64 %4266, 1
  %4272 = icmp eq i64 %4271, %1414
  br i1 %4272, label %4273, label %4264

4273:                                             ; preds = %4264, %4262
  %4274 = phi i64 [ %4263, %4262 ], [ %4270, %4264 ]
  %4275 = sub nsw i64 %4263, %32
  %4276 = icmp ugt i64 %4275, -4
  br i1 %4276, label %4296, label %4277

4277:                                             ; preds = %4273, %4277
  %4278 = phi i64 [ %4294, %4277 ], [ %4274, %4273 ]
  %4279 = getelementptr inbounds nuw float, ptr %4228, i64 %4278
  %4280 = load float, ptr %4279, align 4
  %4281 = getelementptr inbounds nuw float, ptr %4223, i64 %4278
  store float %4280, ptr %4281, align 4
  %4282 = add nuw nsw i64 %4278, 1
  %4283 = getelementptr inbounds nuw float, ptr %4228, i64 %4282
  %4284 = load float, ptr %4283, align 4
  %4285 = getelementptr inbounds nuw float, ptr %4223, i64 %4282
  store float %4284, ptr %4285, align 4
  %4286 = add nuw nsw i64 %4278, 2
  %4287 = getelementptr inbounds nuw float, ptr %4228, i64 %4286
  %4288 = load float, ptr %4287, align 4
  %4289 = getelementptr inbounds nuw float, ptr %4223, i64 %4286
  store float %4288, ptr %4289, align 4
  %4290 = add nuw nsw i64 %4278, 3
  %4291 = getelementptr inbounds nuw float, ptr %4228, i64 %4290
  %4292 = load float, ptr %4291, align 4
  %4293 = getelementptr inbounds nuw float, ptr %4223, i64 %4290
  store float %4292, ptr %4293, align 4
  %4294 = add nuw nsw i64 %4278, 4
  %4295 = icmp eq i64 %4294, %32
  br i1 %4295, label %4296, label %4277

4296:                                             ; preds = %4273, %4277, %4250, %4261, %4218
  %4297 = add nuw nsw i64 %4219, 1
  %4298 = icmp eq i64 %4297, %1613
  br i1 %4298, label %4215, label %4218

4299:                                             ; preds = %4316, %966
  call void @free(ptr noundef %127)
  ret void

4300:                                             ; preds = %1554, %4316
  %4301 = phi i64 [ 0, %1554 ], [ %4317, %4316 ]
  %4302 = getelementptr inbounds nuw %struct.rowstate, ptr %969, i64 %4301
  %4303 = getelementptr inbounds nuw i8, ptr %4302, i64 32
  %4304 = load i64, ptr %4303, align 8
  %4305 = icmp eq i64 %4304, 0
  br i1 %134, label %4306, label %4316

4306:                                             ; preds = %4300
  %4307 = add nsw i64 %4301, %49
  %4308 = mul nsw i64 %4307, %34
  %4309 = add nsw i64 %4308, %47
  %4310 = add nsw i64 %4307, %1556
  %4311 = select i1 %1555, i64 %4309, i64 %4310
  %4312 = mul nsw i64 %4311, %32
  %4313 = getelementptr float, ptr %22, i64 %4312
  %4314 = getelementptr inbounds nuw i8, ptr %4302, i64 8
  %4315 = getelementptr float, ptr %23, i64 %4312
  br label %4319

4316:                                             ; preds = %4338, %4300
  %4317 = add nuw nsw i64 %4301, 1
  %4318 = icmp slt i64 %4317, %52
  br i1 %4318, label %4300, label %4299

4319:                                             ; preds = %4306, %4338
  %4320 = phi i64 [ 0, %4306 ], [ %4339, %4338 ]
  br i1 %1557, label %4329, label %4321

4321:                                             ; preds = %4319
  br i1 %4305, label %4326, label %4322

4322:                                             ; preds = %4321
  %4323 = load ptr, ptr %4302, align 8
  %4324 = getelementptr inbounds nuw float, ptr %4323, i64 %4320
  %4325 = load float, ptr %4324, align 4
  br label %4326

4326:                                             ; preds = %4321, %4322
  %4327 = phi float [ %4325, %4322 ], [ 0.000000e+00, %4321 ]
  %4328 = getelementptr float, ptr %4313, i64 %4320
  store float %4327, ptr %4328, align 4
  br label %4329

4329:                                             ; preds = %4326, %4319
  br i1 %1558, label %4338, label %4330

4330:                                             ; preds = %4329
  br i1 %4305, label %4335, label %4331

4331:                                             ; preds = %4330
  %4332 = load ptr, ptr %4314, align 8
  %4333 = getelementptr inbounds nuw float, ptr %4332, i64 %4320
  %4334 = load float, ptr %4333, align 4
  br label %4335

4335:                                             ; preds = %4330, %4331
  %4336 = phi float [ %4334, %4331 ], [ 0.000000e+00, %4330 ]
  %4337 = getelementptr float, ptr %4315, i64 %4320
  store float %4336, ptr %4337, align 4
  br label %4338

4338:                                             ; preds = %4329, %4335
  %4339 = add nuw nsw i64 %4320, 1
  %4340 = icmp eq i64 %4339, %32
  br i1 %4340, label %4316, label %4319
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap()

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define internal fastcc void @products(ptr noundef nonnull readonly captures(none) %0, ptr noundef nonnull readonly captures(none) %1, i64 noundef %2, ptr noundef nonnull readonly %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i32 noundef range(i32 0, 2) %7) unnamed_addr {
  %9 = icmp slt i64 %2, 3
  br i1 %9, label %775, label %10

10:                                               ; preds = %8
  %11 = icmp slt i64 %6, 32
  %12 = icmp eq i32 %7, 0
  %13 = icmp sgt i64 %4, 0
  br label %14

14:                                               ; preds = %10, %772
  %15 = phi i64 [ 3, %10 ], [ %773, %772 ]
  %16 = phi i64 [ 0, %10 ], [ %15, %772 ]
  %17 = getelementptr inbounds nuw ptr, ptr %0, i64 %16
  %18 = getelementptr inbounds nuw ptr, ptr %1, i64 %16
  br i1 %11, label %132, label %19

19:                                               ; preds = %14
  %20 = getelementptr inbounds nuw i8, ptr %17, i64 8
  %21 = getelementptr inbounds nuw i8, ptr %17, i64 16
  %22 = getelementptr inbounds nuw i8, ptr %18, i64 8
  %23 = getelementptr inbounds nuw i8, ptr %18, i64 16
  br label %24

24:                                               ; preds = %19, %32
  %25 = phi i64 [ %78, %32 ], [ 32, %19 ]
  %26 = phi i64 [ %25, %32 ], [ 0, %19 ]
  %27 = getelementptr float, ptr %3, i64 %26
  br i1 %13, label %28, label %32

28:                                               ; preds = %24
  %29 = load ptr, ptr %17, align 8
  %30 = load ptr, ptr %20, align 8
  %31 = load ptr, ptr %21, align 8
  br label %80

32:                                               ; preds = %80, %24
  %33 = phi <8 x float> [ zeroinitializer, %24 ], [ %129, %80 ]
  %34 = phi <8 x float> [ zeroinitializer, %24 ], [ %128, %80 ]
  %35 = phi <8 x float> [ zeroinitializer, %24 ], [ %127, %80 ]
  %36 = phi <8 x float> [ zeroinitializer, %24 ], [ %126, %80 ]
  %37 = phi <8 x float> [ zeroinitializer, %24 ], [ %121, %80 ]
  %38 = phi <8 x float> [ zeroinitializer, %24 ], [ %120, %80 ]
  %39 = phi <8 x float> [ zeroinitializer, %24 ], [ %119, %80 ]
  %40 = phi <8 x float> [ zeroinitializer, %24 ], [ %118, %80 ]
  %41 = phi <8 x float> [ zeroinitializer, %24 ], [ %113, %80 ]
  %42 = phi <8 x float> [ zeroinitializer, %24 ], [ %112, %80 ]
  %43 = phi <8 x float> [ zeroinitializer, %24 ], [ %111, %80 ]
  %44 = phi <8 x float> [ zeroinitializer, %24 ], [ %110, %80 ]
  %45 = load ptr, ptr %18, align 8
  %46 = getelementptr inbounds nuw float, ptr %45, i64 %26
  store <8 x float> %44, ptr %46, align 4
  %47 = load ptr, ptr %18, align 8
  %48 = getelementptr inbounds nuw float, ptr %47, i64 %26
  %49 = getelementptr inbounds nuw i8, ptr %48, i64 32
  store <8 x float> %43, ptr %49, align 4
  %50 = load ptr, ptr %18, align 8
  %51 = getelementptr inbounds nuw float, ptr %50, i64 %26
  %52 = getelementptr inbounds nuw i8, ptr %51, i64 64
  store <8 x float> %42, ptr %52, align 4
  %53 = load ptr, ptr %18, align 8
  %54 = getelementptr inbounds nuw float, ptr %53, i64 %26
  %55 = getelementptr inbounds nuw i8, ptr %54, i64 96
  store <8 x float> %41, ptr %55, align 4
  %56 = load ptr, ptr %22, align 8
  %57 = getelementptr inbounds nuw float, ptr %56, i64 %26
  store <8 x float> %40, ptr %57, align 4
  %58 = load ptr, ptr %22, align 8
  %59 = getelementptr inbounds nuw float, ptr %58, i64 %26
  %60 = getelementptr inbounds nuw i8, ptr %59, i64 32
  store <8 x float> %39, ptr %60, align 4
  %61 = load ptr, ptr %22, align 8
  %62 = getelementptr inbounds nuw float, ptr %61, i64 %26
  %63 = getelementptr inbounds nuw i8, ptr %62, i64 64
  store <8 x float> %38, ptr %63, align 4
  %64 = load ptr, ptr %22, align 8
  %65 = getelementptr inbounds nuw float, ptr %64, i64 %26
  %66 = getelementptr inbounds nuw i8, ptr %65, i64 96
  store <8 x float> %37, ptr %66, align 4
  %67 = load ptr, ptr %23, align 8
  %68 = getelementptr inbounds nuw float, ptr %67, i64 %26
  store <8 x float> %36, ptr %68, align 4
  %69 = load ptr, ptr %23, align 8
  %70 = getelementptr inbounds nuw float, ptr %69, i64 %26
  %71 = getelementptr inbounds nuw i8, ptr %70, i64 32
  store <8 x float> %35, ptr %71, align 4
  %72 = load ptr, ptr %23, align 8
  %73 = getelementptr inbounds nuw float, ptr %72, i64 %26
  %74 = getelementptr inbounds nuw i8, ptr %73, i64 64
  store <8 x float> %34, ptr %74, align 4
  %75 = load ptr, ptr %23, align 8
  %76 = getelementptr inbounds nuw float, ptr %75, i64 %26
  %77 = getelementptr inbounds nuw i8, ptr %76, i64 96
  store <8 x float> %33, ptr %77, align 4
  %78 = add nuw nsw i64 %25, 32
  %79 = icmp sgt i64 %78, %6
  br i1 %79, label %132, label %24

80:                                               ; preds = %28, %80
  %81 = phi <8 x float> [ zeroinitializer, %28 ], [ %129, %80 ]
  %82 = phi <8 x float> [ zeroinitializer, %28 ], [ %128, %80 ]
  %83 = phi <8 x float> [ zeroinitializer, %28 ], [ %127, %80 ]
  %84 = phi <8 x float> [ zeroinitializer, %28 ], [ %126, %80 ]
  %85 = phi <8 x float> [ zeroinitializer, %28 ], [ %121, %80 ]
  %86 = phi <8 x float> [ zeroinitializer, %28 ], [ %120, %80 ]
  %87 = phi <8 x float> [ zeroinitializer, %28 ], [ %119, %80 ]
  %88 = phi <8 x float> [ zeroinitializer, %28 ], [ %118, %80 ]
  %89 = phi <8 x float> [ zeroinitializer, %28 ], [ %113, %80 ]
  %90 = phi <8 x float> [ zeroinitializer, %28 ], [ %112, %80 ]
  %91 = phi <8 x float> [ zeroinitializer, %28 ], [ %111, %80 ]
  %92 = phi <8 x float> [ zeroinitializer, %28 ], [ %110, %80 ]
  %93 = phi i64 [ 0, %28 ], [ %130, %80 ]
  %94 = xor i64 %93, -1
  %95 = add nsw i64 %4, %94
  %96 = select i1 %12, i64 %93, i64 %95
  %97 = mul nsw i64 %96, %5
  %98 = getelementptr float, ptr %27, i64 %97
  %99 = load <8 x float>, ptr %98, align 4
  %100 = getelementptr inbounds nuw i8, ptr %98, i64 32
  %101 = load <8 x float>, ptr %100, align 4
  %102 = getelementptr inbounds nuw i8, ptr %98, i64 64
  %103 = load <8 x float>, ptr %102, align 4
  %104 = getelementptr inbounds nuw i8, ptr %98, i64 96
  %105 = load <8 x float>, ptr %104, align 4
  %106 = getelementptr inbounds float, ptr %29, i64 %96
  %107 = load float, ptr %106, align 4
  %108 = insertelement <8 x float> poison, float %107, i64 0
  %109 = shufflevector <8 x float> %108, <8 x float> poison, <8 x i32> zeroinitializer
  %110 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %109, <8 x float> %99, <8 x float> %92)
  %111 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %109, <8 x float> %101, <8 x float> %91)
  %112 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %109, <8 x float> %103, <8 x float> %90)
  %113 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %109, <8 x float> %105, <8 x float> %89)
  %114 = getelementptr inbounds float, ptr %30, i64 %96
  %115 = load float, ptr %114, align 4
  %116 = insertelement <8 x float> poison, float %115, i64 0
  %117 = shufflevector <8 x float> %116, <8 x float> poison, <8 x i32> zeroinitializer
  %118 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %117, <8 x float> %99, <8 x float> %88)
  %119 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %117, <8 x float> %101, <8 x float> %87)
  %120 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %117, <8 x float> %103, <8 x float> %86)
  %121 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %117, <8 x float> %105, <8 x float> %85)
  %122 = getelementptr inbounds float, ptr %31, i64 %96
  %123 = load float, ptr %122, align 4
  %124 = insertelement <8 x float> poison, float %123, i64 0
  %125 = shufflevector <8 x float> %124, <8 x float> poison, <8 x i32> zeroinitializer
  %126 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %125, <8 x float> %99, <8 x float> %84)
  %127 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %125, <8 x float> %101, <8 x float> %83)
  %128 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %125, <8 x float> %103, <8 x float> %82)
  %129 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %125, <8 x float> %105, <8 x float> %81)
  %130 = add nuw nsw i64 %93, 1
  %131 = icmp eq i64 %130, %4
  br i1 %131, label %32, label %80

132:                                              ; preds = %32, %14
  %133 = phi i64 [ 0, %14 ], [ %25, %32 ]
  %134 = sub nsw i64 %6, %133
  %135 = sdiv i64 %134, 8
  switch i64 %135, label %772 [
    i64 1, label %136
    i64 2, label %184
    i64 3, label %252
    i64 4, label %340
    i64 5, label %448
    i64 6, label %558
    i64 7, label %664
  ]

136:                                              ; preds = %132
  %137 = getelementptr float, ptr %3, i64 %133
  br i1 %13, label %138, label %144

138:                                              ; preds = %136
  %139 = load ptr, ptr %17, align 8
  %140 = getelementptr inbounds nuw i8, ptr %17, i64 8
  %141 = load ptr, ptr %140, align 8
  %142 = getelementptr inbounds nuw i8, ptr %17, i64 16
  %143 = load ptr, ptr %142, align 8
  br label %156

144:                                              ; preds = %156, %136
  %145 = phi <8 x float> [ zeroinitializer, %136 ], [ %181, %156 ]
  %146 = phi <8 x float> [ zeroinitializer, %136 ], [ %176, %156 ]
  %147 = phi <8 x float> [ zeroinitializer, %136 ], [ %171, %156 ]
  %148 = load ptr, ptr %18, align 8
  %149 = getelementptr inbounds nuw float, ptr %148, i64 %133
  store <8 x float> %147, ptr %149, align 4
  %150 = getelementptr inbounds nuw i8, ptr %18, i64 8
  %151 = load ptr, ptr %150, align 8
  %152 = getelementptr inbounds nuw float, ptr %151, i64 %133
  store <8 x float> %146, ptr %152, align 4
  %153 = getelementptr inbounds nuw i8, ptr %18, i64 16
  %154 = load ptr, ptr %153, align 8
  %155 = getelementptr inbounds nuw float, ptr %154, i64 %133
  store <8 x float> %145, ptr %155, align 4
  br label %772

156:                                              ; preds = %138, %156
  %157 = phi <8 x float> [ zeroinitializer, %138 ], [ %181, %156 ]
  %158 = phi <8 x float> [ zeroinitializer, %138 ], [ %176, %156 ]
  %159 = phi <8 x float> [ zeroinitializer, %138 ], [ %171, %156 ]
  %160 = phi i64 [ 0, %138 ], [ %182, %156 ]
  %161 = xor i64 %160, -1
  %162 = add nsw i64 %4, %161
  %163 = select i1 %12, i64 %160, i64 %162
  %164 = mul nsw i64 %163, %5
  %165 = getelementptr float, ptr %137, i64 %164
  %166 = load <8 x float>, ptr %165, align 4
  %167 = getelementptr inbounds float, ptr %139, i64 %163
  %168 = load float, ptr %167, align 4
  %169 = insertelement <8 x float> poison, float %168, i64 0
  %170 = shufflevector <8 x float> %169, <8 x float> poison, <8 x i32> zeroinitializer
  %171 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %170, <8 x float> %166, <8 x float> %159)
  %172 = getelementptr inbounds float, ptr %141, i64 %163
  %173 = load float, ptr %172, align 4
  %174 = insertelement <8 x float> poison, float %173, i64 0
  %175 = shufflevector <8 x float> %174, <8 x float> poison, <8 x i32> zeroinitializer
  %176 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %175, <8 x float> %166, <8 x float> %158)
  %177 = getelementptr inbounds float, ptr %143, i64 %163
  %178 = load float, ptr %177, align 4
  %179 = insertelement <8 x float> poison, float %178, i64 0
  %180 = shufflevector <8 x float> %179, <8 x float> poison, <8 x i32> zeroinitializer
  %181 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %180, <8 x float> %166, <8 x float> %157)
  %182 = add nuw nsw i64 %160, 1
  %183 = icmp eq i64 %182, %4
  br i1 %183, label %144, label %156

184:                                              ; preds = %132
  %185 = getelementptr float, ptr %3, i64 %133
  br i1 %13, label %186, label %192

186:                                              ; preds = %184
  %187 = load ptr, ptr %17, align 8
  %188 = getelementptr inbounds nuw i8, ptr %17, i64 8
  %189 = load ptr, ptr %188, align 8
  %190 = getelementptr inbounds nuw i8, ptr %17, i64 16
  %191 = load ptr, ptr %190, align 8
  br label %216

192:                                              ; preds = %216, %184
  %193 = phi <8 x float> [ zeroinitializer, %184 ], [ %249, %216 ]
  %194 = phi <8 x float> [ zeroinitializer, %184 ], [ %248, %216 ]
  %195 = phi <8 x float> [ zeroinitializer, %184 ], [ %243, %216 ]
  %196 = phi <8 x float> [ zeroinitializer, %184 ], [ %242, %216 ]
  %197 = phi <8 x float> [ zeroinitializer, %184 ], [ %237, %216 ]
  %198 = phi <8 x float> [ zeroinitializer, %184 ], [ %236, %216 ]
  %199 = load ptr, ptr %18, align 8
  %200 = getelementptr inbounds nuw float, ptr %199, i64 %133
  store <8 x float> %198, ptr %200, align 4
  %201 = load ptr, ptr %18, align 8
  %202 = getelementptr inbounds nuw float, ptr %201, i64 %133
  %203 = getelementptr inbounds nuw i8, ptr %202, i64 32
  store <8 x float> %197, ptr %203, align 4
  %204 = getelementptr inbounds nuw i8, ptr %18, i64 8
  %205 = load ptr, ptr %204, align 8
  %206 = getelementptr inbounds nuw float, ptr %205, i64 %133
  store <8 x float> %196, ptr %206, align 4
  %207 = load ptr, ptr %204, align 8
  %208 = getelementptr inbounds nuw float, ptr %207, i64 %133
  %209 = getelementptr inbounds nuw i8, ptr %208, i64 32
  store <8 x float> %195, ptr %209, align 4
  %210 = getelementptr inbounds nuw i8, ptr %18, i64 16
  %211 = load ptr, ptr %210, align 8
  %212 = getelementptr inbounds nuw float, ptr %211, i64 %133
  store <8 x float> %194, ptr %212, align 4
  %213 = load ptr, ptr %210, align 8
  %214 = getelementptr inbounds nuw float, ptr %213, i64 %133
  %215 = getelementptr inbounds nuw i8, ptr %214, i64 32
  store <8 x float> %193, ptr %215, align 4
  br label %772

216:                                              ; preds = %186, %216
  %217 = phi <8 x float> [ zeroinitializer, %186 ], [ %249, %216 ]
  %218 = phi <8 x float> [ zeroinitializer, %186 ], [ %248, %216 ]
  %219 = phi <8 x float> [ zeroinitializer, %186 ], [ %243, %216 ]
  %220 = phi <8 x float> [ zeroinitializer, %186 ], [ %242, %216 ]
  %221 = phi <8 x float> [ zeroinitializer, %186 ], [ %237, %216 ]
  %222 = phi <8 x float> [ zeroinitializer, %186 ], [ %236, %216 ]
  %223 = phi i64 [ 0, %186 ], [ %250, %216 ]
  %224 = xor i64 %223, -1
  %225 = add nsw i64 %4, %224
  %226 = select i1 %12, i64 %223, i64 %225
  %227 = mul nsw i64 %226, %5
  %228 = getelementptr float, ptr %185, i64 %227
  %229 = load <8 x float>, ptr %228, align 4
  %230 = getelementptr inbounds nuw i8, ptr %228, i64 32
  %231 = load <8 x float>, ptr %230, align 4
  %232 = getelementptr inbounds float, ptr %187, i64 %226
  %233 = load float, ptr %232, align 4
  %234 = insertelement <8 x float> poison, float %233, i64 0
  %235 = shufflevector <8 x float> %234, <8 x float> poison, <8 x i32> zeroinitializer
  %236 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %235, <8 x float> %229, <8 x float> %222)
  %237 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %235, <8 x float> %231, <8 x float> %221)
  %238 = getelementptr inbounds float, ptr %189, i64 %226
  %239 = load float, ptr %238, align 4
  %240 = insertelement <8 x float> poison, float %239, i64 0
  %241 = shufflevector <8 x float> %240, <8 x float> poison, <8 x i32> zeroinitializer
  %242 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %241, <8 x float> %229, <8 x float> %220)
  %243 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %241, <8 x float> %231, <8 x float> %219)
  %244 = getelementptr inbounds float, ptr %191, i64 %226
  %245 = load float, ptr %244, align 4
  %246 = insertelement <8 x float> poison, float %245, i64 0
  %247 = shufflevector <8 x float> %246, <8 x float> poison, <8 x i32> zeroinitializer
  %248 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %247, <8 x float> %229, <8 x float> %218)
  %249 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %247, <8 x float> %231, <8 x float> %217)
  %250 = add nuw nsw i64 %223, 1
  %251 = icmp eq i64 %250, %4
  br i1 %251, label %192, label %216

252:                                              ; preds = %132
  %253 = getelementptr float, ptr %3, i64 %133
  br i1 %13, label %254, label %260

254:                                              ; preds = %252
  %255 = load ptr, ptr %17, align 8
  %256 = getelementptr inbounds nuw i8, ptr %17, i64 8
  %257 = load ptr, ptr %256, align 8
  %258 = getelementptr inbounds nuw i8, ptr %17, i64 16
  %259 = load ptr, ptr %258, align 8
  br label %296

260:                                              ; preds = %296, %252
  %261 = phi <8 x float> [ zeroinitializer, %252 ], [ %337, %296 ]
  %262 = phi <8 x float> [ zeroinitializer, %252 ], [ %336, %296 ]
  %263 = phi <8 x float> [ zeroinitializer, %252 ], [ %335, %296 ]
  %264 = phi <8 x float> [ zeroinitializer, %252 ], [ %330, %296 ]
  %265 = phi <8 x float> [ zeroinitializer, %252 ], [ %329, %296 ]
  %266 = phi <8 x float> [ zeroinitializer, %252 ], [ %328, %296 ]
  %267 = phi <8 x float> [ zeroinitializer, %252 ], [ %323, %296 ]
  %268 = phi <8 x float> [ zeroinitializer, %252 ], [ %322, %296 ]
  %269 = phi <8 x float> [ zeroinitializer, %252 ], [ %321, %296 ]
  %270 = load ptr, ptr %18, align 8
  %271 = getelementptr inbounds nuw float, ptr %270, i64 %133
  store <8 x float> %269, ptr %271, align 4
  %272 = load ptr, ptr %18, align 8
  %273 = getelementptr inbounds nuw float, ptr %272, i64 %133
  %274 = getelementptr inbounds nuw i8, ptr %273, i64 32
  store <8 x float> %268, ptr %274, align 4
  %275 = load ptr, ptr %18, align 8
  %276 = getelementptr inbounds nuw float, ptr %275, i64 %133
  %277 = getelementptr inbounds nuw i8, ptr %276, i64 64
  store <8 x float> %267, ptr %277, align 4
  %278 = getelementptr inbounds nuw i8, ptr %18, i64 8
  %279 = load ptr, ptr %278, align 8
  %280 = getelementptr inbounds nuw float, ptr %279, i64 %133
  store <8 x float> %266, ptr %280, align 4
  %281 = load ptr, ptr %278, align 8
  %282 = getelementptr inbounds nuw float, ptr %281, i64 %133
  %283 = getelementptr inbounds nuw i8, ptr %282, i64 32
  store <8 x float> %265, ptr %283, align 4
  %284 = load ptr, ptr %278, align 8
  %285 = getelementptr inbounds nuw float, ptr %284, i64 %133
  %286 = getelementptr inbounds nuw i8, ptr %285, i64 64
  store <8 x float> %264, ptr %286, align 4
  %287 = getelementptr inbounds nuw i8, ptr %18, i64 16
  %288 = load ptr, ptr %287, align 8
  %289 = getelementptr inbounds nuw float, ptr %288, i64 %133
  store <8 x float> %263, ptr %289, align 4
  %290 = load ptr, ptr %287, align 8
  %291 = getelementptr inbounds nuw float, ptr %290, i64 %133
  %292 = getelementptr inbounds nuw i8, ptr %291, i64 32
  store <8 x float> %262, ptr %292, align 4
  %293 = load ptr, ptr %287, align 8
  %294 = getelementptr inbounds nuw float, ptr %293, i64 %133
  %295 = getelementptr inbounds nuw i8, ptr %294, i64 64
  store <8 x float> %261, ptr %295, align 4
  br label %772

296:                                              ; preds = %254, %296
  %297 = phi <8 x float> [ zeroinitializer, %254 ], [ %337, %296 ]
  %298 = phi <8 x float> [ zeroinitializer, %254 ], [ %336, %296 ]
  %299 = phi <8 x float> [ zeroinitializer, %254 ], [ %335, %296 ]
  %300 = phi <8 x float> [ zeroinitializer, %254 ], [ %330, %296 ]
  %301 = phi <8 x float> [ zeroinitializer, %254 ], [ %329, %296 ]
  %302 = phi <8 x float> [ zeroinitializer, %254 ], [ %328, %296 ]
  %303 = phi <8 x float> [ zeroinitializer, %254 ], [ %323, %296 ]
  %304 = phi <8 x float> [ zeroinitializer, %254 ], [ %322, %296 ]
  %305 = phi <8 x float> [ zeroinitializer, %254 ], [ %321, %296 ]
  %306 = phi i64 [ 0, %254 ], [ %338, %296 ]
  %307 = xor i64 %306, -1
  %308 = add nsw i64 %4, %307
  %309 = select i1 %12, i64 %306, i64 %308
  %310 = mul nsw i64 %309, %5
  %311 = getelementptr float, ptr %253, i64 %310
  %312 = load <8 x float>, ptr %311, align 4
  %313 = getelementptr inbounds nuw i8, ptr %311, i64 32
  %314 = load <8 x float>, ptr %313, align 4
  %315 = getelementptr inbounds nuw i8, ptr %311, i64 64
  %316 = load <8 x float>, ptr %315, align 4
  %317 = getelementptr inbounds float, ptr %255, i64 %309
  %318 = load float, ptr %317, align 4
  %319 = insertelement <8 x float> poison, float %318, i64 0
  %320 = shufflevector <8 x float> %319, <8 x float> poison, <8 x i32> zeroinitializer
  %321 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %320, <8 x float> %312, <8 x float> %305)
  %322 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %320, <8 x float> %314, <8 x float> %304)
  %323 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %320, <8 x float> %316, <8 x float> %303)
  %324 = getelementptr inbounds float, ptr %257, i64 %309
  %325 = load float, ptr %324, align 4
  %326 = insertelement <8 x float> poison, float %325, i64 0
  %327 = shufflevector <8 x float> %326, <8 x float> poison, <8 x i32> zeroinitializer
  %328 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %327, <8 x float> %312, <8 x float> %302)
  %329 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %327, <8 x float> %314, <8 x float> %301)
  %330 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %327, <8 x float> %316, <8 x float> %300)
  %331 = getelementptr inbounds float, ptr %259, i64 %309
  %332 = load float, ptr %331, align 4
  %333 = insertelement <8 x float> poison, float %332, i64 0
  %334 = shufflevector <8 x float> %333, <8 x float> poison, <8 x i32> zeroinitializer
  %335 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %334, <8 x float> %312, <8 x float> %299)
  %336 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %334, <8 x float> %314, <8 x float> %298)
  %337 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %334, <8 x float> %316, <8 x float> %297)
  %338 = add nuw nsw i64 %306, 1
  %339 = icmp eq i64 %338, %4
  br i1 %339, label %260, label %296

340:                                              ; preds = %132
  %341 = getelementptr float, ptr %3, i64 %133
  br i1 %13, label %342, label %348

342:                                              ; preds = %340
  %343 = load ptr, ptr %17, align 8
  %344 = getelementptr inbounds nuw i8, ptr %17, i64 8
  %345 = load ptr, ptr %344, align 8
  %346 = getelementptr inbounds nuw i8, ptr %17, i64 16
  %347 = load ptr, ptr %346, align 8
  br label %396

348:                                              ; preds = %396, %340
  %349 = phi <8 x float> [ zeroinitializer, %340 ], [ %445, %396 ]
  %350 = phi <8 x float> [ zeroinitializer, %340 ], [ %444, %396 ]
  %351 = phi <8 x float> [ zeroinitializer, %340 ], [ %443, %396 ]
  %352 = phi <8 x float> [ zeroinitializer, %340 ], [ %442, %396 ]
  %353 = phi <8 x float> [ zeroinitializer, %340 ], [ %437, %396 ]
  %354 = phi <8 x float> [ zeroinitializer, %340 ], [ %436, %396 ]
  %355 = phi <8 x float> [ zeroinitializer, %340 ], [ %435, %396 ]
  %356 = phi <8 x float> [ zeroinitializer, %340 ], [ %434, %396 ]
  %357 = phi <8 x float> [ zeroinitializer, %340 ], [ %429, %396 ]
  %358 = phi <8 x float> [ zeroinitializer, %340 ], [ %428, %396 ]
  %359 = phi <8 x float> [ zeroinitializer, %340 ], [ %427, %396 ]
  %360 = phi <8 x float> [ zeroinitializer, %340 ], [ %426, %396 ]
  %361 = load ptr, ptr %18, align 8
  %362 = getelementptr inbounds nuw float, ptr %361, i64 %133
  store <8 x float> %360, ptr %362, align 4
  %363 = load ptr, ptr %18, align 8
  %364 = getelementptr inbounds nuw float, ptr %363, i64 %133
  %365 = getelementptr inbounds nuw i8, ptr %364, i64 32
  store <8 x float> %359, ptr %365, align 4
  %366 = load ptr, ptr %18, align 8
  %367 = getelementptr inbounds nuw float, ptr %366, i64 %133
  %368 = getelementptr inbounds nuw i8, ptr %367, i64 64
  store <8 x float> %358, ptr %368, align 4
  %369 = load ptr, ptr %18, align 8
  %370 = getelementptr inbounds nuw float, ptr %369, i64 %133
  %371 = getelementptr inbounds nuw i8, ptr %370, i64 96
  store <8 x float> %357, ptr %371, align 4
  %372 = getelementptr inbounds nuw i8, ptr %18, i64 8
  %373 = load ptr, ptr %372, align 8
  %374 = getelementptr inbounds nuw float, ptr %373, i64 %133
  store <8 x float> %356, ptr %374, align 4
  %375 = load ptr, ptr %372, align 8
  %376 = getelementptr inbounds nuw float, ptr %375, i64 %133
  %377 = getelementptr inbounds nuw i8, ptr %376, i64 32
  store <8 x float> %355, ptr %377, align 4
  %378 = load ptr, ptr %372, align 8
  %379 = getelementptr inbounds nuw float, ptr %378, i64 %133
  %380 = getelementptr inbounds nuw i8, ptr %379, i64 64
  store <8 x float> %354, ptr %380, align 4
  %381 = load ptr, ptr %372, align 8
  %382 = getelementptr inbounds nuw float, ptr %381, i64 %133
  %383 = getelementptr inbounds nuw i8, ptr %382, i64 96
  store <8 x float> %353, ptr %383, align 4
  %384 = getelementptr inbounds nuw i8, ptr %18, i64 16
  %385 = load ptr, ptr %384, align 8
  %386 = getelementptr inbounds nuw float, ptr %385, i64 %133
  store <8 x float> %352, ptr %386, align 4
  %387 = load ptr, ptr %384, align 8
  %388 = getelementptr inbounds nuw float, ptr %387, i64 %133
  %389 = getelementptr inbounds nuw i8, ptr %388, i64 32
  store <8 x float> %351, ptr %389, align 4
  %390 = load ptr, ptr %384, align 8
  %391 = getelementptr inbounds nuw float, ptr %390, i64 %133
  %392 = getelementptr inbounds nuw i8, ptr %391, i64 64
  store <8 x float> %350, ptr %392, align 4
  %393 = load ptr, ptr %384, align 8
  %394 = getelementptr inbounds nuw float, ptr %393, i64 %133
  %395 = getelementptr inbounds nuw i8, ptr %394, i64 96
  store <8 x float> %349, ptr %395, align 4
  br label %772

396:                                              ; preds = %342, %396
  %397 = phi <8 x float> [ zeroinitializer, %342 ], [ %445, %396 ]
  %398 = phi <8 x float> [ zeroinitializer, %342 ], [ %444, %396 ]
  %399 = phi <8 x float> [ zeroinitializer, %342 ], [ %443, %396 ]
  %400 = phi <8 x float> [ zeroinitializer, %342 ], [ %442, %396 ]
  %401 = phi <8 x float> [ zeroinitializer, %342 ], [ %437, %396 ]
  %402 = phi <8 x float> [ zeroinitializer, %342 ], [ %436, %396 ]
  %403 = phi <8 x float> [ zeroinitializer, %342 ], [ %435, %396 ]
  %404 = phi <8 x float> [ zeroinitializer, %342 ], [ %434, %396 ]
  %405 = phi <8 x float> [ zeroinitializer, %342 ], [ %429, %396 ]
  %406 = phi <8 x float> [ zeroinitializer, %342 ], [ %428, %396 ]
  %407 = phi <8 x float> [ zeroinitializer, %342 ], [ %427, %396 ]
  %408 = phi <8 x float> [ zeroinitializer, %342 ], [ %426, %396 ]
  %409 = phi i64 [ 0, %342 ], [ %446, %396 ]
  %410 = xor i64 %409, -1
  %411 = add nsw i64 %4, %410
  %412 = select i1 %12, i64 %409, i64 %411
  %413 = mul nsw i64 %412, %5
  %414 = getelementptr float, ptr %341, i64 %413
  %415 = load <8 x float>, ptr %414, align 4
  %416 = getelementptr inbounds nuw i8, ptr %414, i64 32
  %417 = load <8 x float>, ptr %416, align 4
  %418 = getelementptr inbounds nuw i8, ptr %414, i64 64
  %419 = load <8 x float>, ptr %418, align 4
  %420 = getelementptr inbounds nuw i8, ptr %414, i64 96
  %421 = load <8 x float>, ptr %420, align 4
  %422 = getelementptr inbounds float, ptr %343, i64 %412
  %423 = load float, ptr %422, align 4
  %424 = insertelement <8 x float> poison, float %423, i64 0
  %425 = shufflevector <8 x float> %424, <8 x float> poison, <8 x i32> zeroinitializer
  %426 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %425, <8 x float> %415, <8 x float> %408)
  %427 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %425, <8 x float> %417, <8 x float> %407)
  %428 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %425, <8 x float> %419, <8 x float> %406)
  %429 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %425, <8 x float> %421, <8 x float> %405)
  %430 = getelementptr inbounds float, ptr %345, i64 %412
  %431 = load float, ptr %430, align 4
  %432 = insertelement <8 x float> poison, float %431, i64 0
  %433 = shufflevector <8 x float> %432, <8 x float> poison, <8 x i32> zeroinitializer
  %434 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %433, <8 x float> %415, <8 x float> %404)
  %435 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %433, <8 x float> %417, <8 x float> %403)
  %436 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %433, <8 x float> %419, <8 x float> %402)
  %437 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %433, <8 x float> %421, <8 x float> %401)
  %438 = getelementptr inbounds float, ptr %347, i64 %412
  %439 = load float, ptr %438, align 4
  %440 = insertelement <8 x float> poison, float %439, i64 0
  %441 = shufflevector <8 x float> %440, <8 x float> poison, <8 x i32> zeroinitializer
  %442 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %441, <8 x float> %415, <8 x float> %400)
  %443 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %441, <8 x float> %417, <8 x float> %399)
  %444 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %441, <8 x float> %419, <8 x float> %398)
  %445 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %441, <8 x float> %421, <8 x float> %397)
  %446 = add nuw nsw i64 %409, 1
  %447 = icmp eq i64 %446, %4
  br i1 %447, label %348, label %396

448:                                              ; preds = %132
  %449 = getelementptr float, ptr %3, i64 %133
  br i1 %13, label %450, label %456

450:                                              ; preds = %448
  %451 = load ptr, ptr %17, align 8
  %452 = getelementptr inbounds nuw i8, ptr %17, i64 8
  %453 = load ptr, ptr %452, align 8
  %454 = getelementptr inbounds nuw i8, ptr %17, i64 16
  %455 = load ptr, ptr %454, align 8
  br label %504

456:                                              ; preds = %504, %448
  %457 = phi <8 x float> [ zeroinitializer, %448 ], [ %555, %504 ]
  %458 = phi <8 x float> [ zeroinitializer, %448 ], [ %554, %504 ]
  %459 = phi <8 x float> [ zeroinitializer, %448 ], [ %549, %504 ]
  %460 = phi <8 x float> [ zeroinitializer, %448 ], [ %548, %504 ]
  %461 = phi <8 x float> [ zeroinitializer, %448 ], [ %547, %504 ]
  %462 = phi <8 x float> [ zeroinitializer, %448 ], [ %546, %504 ]
  %463 = phi <8 x float> [ zeroinitializer, %448 ], [ %545, %504 ]
  %464 = phi <8 x float> [ zeroinitializer, %448 ], [ %540, %504 ]
  %465 = phi <8 x float> [ zeroinitializer, %448 ], [ %539, %504 ]
  %466 = phi <8 x float> [ zeroinitializer, %448 ], [ %538, %504 ]
  %467 = phi <8 x float> [ zeroinitializer, %448 ], [ %537, %504 ]
  %468 = phi <8 x float> [ zeroinitializer, %448 ], [ %536, %504 ]
  %469 = load ptr, ptr %18, align 8
  %470 = getelementptr inbounds nuw float, ptr %469, i64 %133
  store <8 x float> %468, ptr %470, align 4
  %471 = load ptr, ptr %18, align 8
  %472 = getelementptr inbounds nuw float, ptr %471, i64 %133
  %473 = getelementptr inbounds nuw i8, ptr %472, i64 32
  store <8 x float> %467, ptr %473, align 4
  %474 = load ptr, ptr %18, align 8
  %475 = getelementptr inbounds nuw float, ptr %474, i64 %133
  %476 = getelementptr inbounds nuw i8, ptr %475, i64 64
  store <8 x float> %466, ptr %476, align 4
  %477 = load ptr, ptr %18, align 8
  %478 = getelementptr inbounds nuw float, ptr %477, i64 %133
  %479 = getelementptr inbounds nuw i8, ptr %478, i64 96
  store <8 x float> %465, ptr %479, align 4
  %480 = load ptr, ptr %18, align 8
  %481 = getelementptr inbounds nuw float, ptr %480, i64 %133
  %482 = getelementptr inbounds nuw i8, ptr %481, i64 128
  store <8 x float> %464, ptr %482, align 4
  %483 = getelementptr inbounds nuw i8, ptr %18, i64 8
  %484 = load ptr, ptr %483, align 8
  %485 = getelementptr inbounds nuw float, ptr %484, i64 %133
  store <8 x float> %463, ptr %485, align 4
  %486 = load ptr, ptr %483, align 8
  %487 = getelementptr inbounds nuw float, ptr %486, i64 %133
  %488 = getelementptr inbounds nuw i8, ptr %487, i64 32
  store <8 x float> %462, ptr %488, align 4
  %489 = load ptr, ptr %483, align 8
  %490 = getelementptr inbounds nuw float, ptr %489, i64 %133
  %491 = getelementptr inbounds nuw i8, ptr %490, i64 64
  store <8 x float> %461, ptr %491, align 4
  %492 = load ptr, ptr %483, align 8
  %493 = getelementptr inbounds nuw float, ptr %492, i64 %133
  %494 = getelementptr inbounds nuw i8, ptr %493, i64 96
  store <8 x float> %460, ptr %494, align 4
  %495 = load ptr, ptr %483, align 8
  %496 = getelementptr inbounds nuw float, ptr %495, i64 %133
  %497 = getelementptr inbounds nuw i8, ptr %496, i64 128
  store <8 x float> %459, ptr %497, align 4
  %498 = getelementptr inbounds nuw i8, ptr %18, i64 16
  %499 = load ptr, ptr %498, align 8
  %500 = getelementptr inbounds nuw float, ptr %499, i64 %133
  store <8 x float> %458, ptr %500, align 4
  %501 = load ptr, ptr %498, align 8
  %502 = getelementptr inbounds nuw float, ptr %501, i64 %133
  %503 = getelementptr inbounds nuw i8, ptr %502, i64 32
  store <8 x float> %457, ptr %503, align 4
  br label %772

504:                                              ; preds = %450, %504
  %505 = phi <8 x float> [ zeroinitializer, %450 ], [ %555, %504 ]
  %506 = phi <8 x float> [ zeroinitializer, %450 ], [ %554, %504 ]
  %507 = phi <8 x float> [ zeroinitializer, %450 ], [ %549, %504 ]
  %508 = phi <8 x float> [ zeroinitializer, %450 ], [ %548, %504 ]
  %509 = phi <8 x float> [ zeroinitializer, %450 ], [ %547, %504 ]
  %510 = phi <8 x float> [ zeroinitializer, %450 ], [ %546, %504 ]
  %511 = phi <8 x float> [ zeroinitializer, %450 ], [ %545, %504 ]
  %512 = phi <8 x float> [ zeroinitializer, %450 ], [ %540, %504 ]
  %513 = phi <8 x float> [ zeroinitializer, %450 ], [ %539, %504 ]
  %514 = phi <8 x float> [ zeroinitializer, %450 ], [ %538, %504 ]
  %515 = phi <8 x float> [ zeroinitializer, %450 ], [ %537, %504 ]
  %516 = phi <8 x float> [ zeroinitializer, %450 ], [ %536, %504 ]
  %517 = phi i64 [ 0, %450 ], [ %556, %504 ]
  %518 = xor i64 %517, -1
  %519 = add nsw i64 %4, %518
  %520 = select i1 %12, i64 %517, i64 %519
  %521 = mul nsw i64 %520, %5
  %522 = getelementptr float, ptr %449, i64 %521
  %523 = load <8 x float>, ptr %522, align 4
  %524 = getelementptr inbounds nuw i8, ptr %522, i64 32
  %525 = load <8 x float>, ptr %524, align 4
  %526 = getelementptr inbounds nuw i8, ptr %522, i64 64
  %527 = load <8 x float>, ptr %526, align 4
  %528 = getelementptr inbounds nuw i8, ptr %522, i64 96
  %529 = load <8 x float>, ptr %528, align 4
  %530 = getelementptr inbounds nuw i8, ptr %522, i64 128
  %531 = load <8 x float>, ptr %530, align 4
  %532 = getelementptr inbounds float, ptr %451, i64 %520
  %533 = load float, ptr %532, align 4
  %534 = insertelement <8 x float> poison, float %533, i64 0
  %535 = shufflevector <8 x float> %534, <8 x float> poison, <8 x i32> zeroinitializer
  %536 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %535, <8 x float> %523, <8 x float> %516)
  %537 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %535, <8 x float> %525, <8 x float> %515)
  %538 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %535, <8 x float> %527, <8 x float> %514)
  %539 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %535, <8 x float> %529, <8 x float> %513)
  %540 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %535, <8 x float> %531, <8 x float> %512)
  %541 = getelementptr inbounds float, ptr %453, i64 %520
  %542 = load float, ptr %541, align 4
  %543 = insertelement <8 x float> poison, float %542, i64 0
  %544 = shufflevector <8 x float> %543, <8 x float> poison, <8 x i32> zeroinitializer
  %545 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %544, <8 x float> %523, <8 x float> %511)
  %546 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %544, <8 x float> %525, <8 x float> %510)
  %547 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %544, <8 x float> %527, <8 x float> %509)
  %548 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %544, <8 x float> %529, <8 x float> %508)
  %549 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %544, <8 x float> %531, <8 x float> %507)
  %550 = getelementptr inbounds float, ptr %455, i64 %520
  %551 = load float, ptr %550, align 4
  %552 = insertelement <8 x float> poison, float %551, i64 0
  %553 = shufflevector <8 x float> %552, <8 x float> poison, <8 x i32> zeroinitializer
  %554 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %553, <8 x float> %523, <8 x float> %506)
  %555 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %553, <8 x float> %525, <8 x float> %505)
  %556 = add nuw nsw i64 %517, 1
  %557 = icmp eq i64 %556, %4
  br i1 %557, label %456, label %504

558:                                              ; preds = %132
  %559 = getelementptr float, ptr %3, i64 %133
  br i1 %13, label %560, label %564

560:                                              ; preds = %558
  %561 = load ptr, ptr %17, align 8
  %562 = getelementptr inbounds nuw i8, ptr %17, i64 8
  %563 = load ptr, ptr %562, align 8
  br label %612

564:                                              ; preds = %612, %558
  %565 = phi <8 x float> [ zeroinitializer, %558 ], [ %661, %612 ]
  %566 = phi <8 x float> [ zeroinitializer, %558 ], [ %660, %612 ]
  %567 = phi <8 x float> [ zeroinitializer, %558 ], [ %659, %612 ]
  %568 = phi <8 x float> [ zeroinitializer, %558 ], [ %658, %612 ]
  %569 = phi <8 x float> [ zeroinitializer, %558 ], [ %657, %612 ]
  %570 = phi <8 x float> [ zeroinitializer, %558 ], [ %656, %612 ]
  %571 = phi <8 x float> [ zeroinitializer, %558 ], [ %651, %612 ]
  %572 = phi <8 x float> [ zeroinitializer, %558 ], [ %650, %612 ]
  %573 = phi <8 x float> [ zeroinitializer, %558 ], [ %649, %612 ]
  %574 = phi <8 x float> [ zeroinitializer, %558 ], [ %648, %612 ]
  %575 = phi <8 x float> [ zeroinitializer, %558 ], [ %647, %612 ]
  %576 = phi <8 x float> [ zeroinitializer, %558 ], [ %646, %612 ]
  %577 = load ptr, ptr %18, align 8
  %578 = getelementptr inbounds nuw float, ptr %577, i64 %133
  store <8 x float> %576, ptr %578, align 4
  %579 = load ptr, ptr %18, align 8
  %580 = getelementptr inbounds nuw float, ptr %579, i64 %133
  %581 = getelementptr inbounds nuw i8, ptr %580, i64 32
  store <8 x float> %575, ptr %581, align 4
  %582 = load ptr, ptr %18, align 8
  %583 = getelementptr inbounds nuw float, ptr %582, i64 %133
  %584 = getelementptr inbounds nuw i8, ptr %583, i64 64
  store <8 x float> %574, ptr %584, align 4
  %585 = load ptr, ptr %18, align 8
  %586 = getelementptr inbounds nuw float, ptr %585, i64 %133
  %587 = getelementptr inbounds nuw i8, ptr %586, i64 96
  store <8 x float> %573, ptr %587, align 4
  %588 = load ptr, ptr %18, align 8
  %589 = getelementptr inbounds nuw float, ptr %588, i64 %133
  %590 = getelementptr inbounds nuw i8, ptr %589, i64 128
  store <8 x float> %572, ptr %590, align 4
  %591 = load ptr, ptr %18, align 8
  %592 = getelementptr inbounds nuw float, ptr %591, i64 %133
  %593 = getelementptr inbounds nuw i8, ptr %592, i64 160
  store <8 x float> %571, ptr %593, align 4
  %594 = getelementptr inbounds nuw i8, ptr %18, i64 8
  %595 = load ptr, ptr %594, align 8
  %596 = getelementptr inbounds nuw float, ptr %595, i64 %133
  store <8 x float> %570, ptr %596, align 4
  %597 = load ptr, ptr %594, align 8
  %598 = getelementptr inbounds nuw float, ptr %597, i64 %133
  %599 = getelementptr inbounds nuw i8, ptr %598, i64 32
  store <8 x float> %569, ptr %599, align 4
  %600 = load ptr, ptr %594, align 8
  %601 = getelementptr inbounds nuw float, ptr %600, i64 %133
  %602 = getelementptr inbounds nuw i8, ptr %601, i64 64
  store <8 x float> %568, ptr %602, align 4
  %603 = load ptr, ptr %594, align 8
  %604 = getelementptr inbounds nuw float, ptr %603, i64 %133
  %605 = getelementptr inbounds nuw i8, ptr %604, i64 96
  store <8 x float> %567, ptr %605, align 4
  %606 = load ptr, ptr %594, align 8
  %607 = getelementptr inbounds nuw float, ptr %606, i64 %133
  %608 = getelementptr inbounds nuw i8, ptr %607, i64 128
  store <8 x float> %566, ptr %608, align 4
  %609 = load ptr, ptr %594, align 8
  %610 = getelementptr inbounds nuw float, ptr %609, i64 %133
  %611 = getelementptr inbounds nuw i8, ptr %610, i64 160
  store <8 x float> %565, ptr %611, align 4
  br label %772

612:                                              ; preds = %560, %612
  %613 = phi <8 x float> [ zeroinitializer, %560 ], [ %661, %612 ]
  %614 = phi <8 x float> [ zeroinitializer, %560 ], [ %660, %612 ]
  %615 = phi <8 x float> [ zeroinitializer, %560 ], [ %659, %612 ]
  %616 = phi <8 x float> [ zeroinitializer, %560 ], [ %658, %612 ]
  %617 = phi <8 x float> [ zeroinitializer, %560 ], [ %657, %612 ]
  %618 = phi <8 x float> [ zeroinitializer, %560 ], [ %656, %612 ]
  %619 = phi <8 x float> [ zeroinitializer, %560 ], [ %651, %612 ]
  %620 = phi <8 x float> [ zeroinitializer, %560 ], [ %650, %612 ]
  %621 = phi <8 x float> [ zeroinitializer, %560 ], [ %649, %612 ]
  %622 = phi <8 x float> [ zeroinitializer, %560 ], [ %648, %612 ]
  %623 = phi <8 x float> [ zeroinitializer, %560 ], [ %647, %612 ]
  %624 = phi <8 x float> [ zeroinitializer, %560 ], [ %646, %612 ]
  %625 = phi i64 [ 0, %560 ], [ %662, %612 ]
  %626 = xor i64 %625, -1
  %627 = add nsw i64 %4, %626
  %628 = select i1 %12, i64 %625, i64 %627
  %629 = mul nsw i64 %628, %5
  %630 = getelementptr float, ptr %559, i64 %629
  %631 = load <8 x float>, ptr %630, align 4
  %632 = getelementptr inbounds nuw i8, ptr %630, i64 32
  %633 = load <8 x float>, ptr %632, align 4
  %634 = getelementptr inbounds nuw i8, ptr %630, i64 64
  %635 = load <8 x float>, ptr %634, align 4
  %636 = getelementptr inbounds nuw i8, ptr %630, i64 96
  %637 = load <8 x float>, ptr %636, align 4
  %638 = getelementptr inbounds nuw i8, ptr %630, i64 128
  %639 = load <8 x float>, ptr %638, align 4
  %640 = getelementptr inbounds nuw i8, ptr %630, i64 160
  %641 = load <8 x float>, ptr %640, align 4
  %642 = getelementptr inbounds float, ptr %561, i64 %628
  %643 = load float, ptr %642, align 4
  %644 = insertelement <8 x float> poison, float %643, i64 0
  %645 = shufflevector <8 x float> %644, <8 x float> poison, <8 x i32> zeroinitializer
  %646 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %645, <8 x float> %631, <8 x float> %624)
  %647 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %645, <8 x float> %633, <8 x float> %623)
  %648 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %645, <8 x float> %635, <8 x float> %622)
  %649 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %645, <8 x float> %637, <8 x float> %621)
  %650 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %645, <8 x float> %639, <8 x float> %620)
  %651 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %645, <8 x float> %641, <8 x float> %619)
  %652 = getelementptr inbounds float, ptr %563, i64 %628
  %653 = load float, ptr %652, align 4
  %654 = insertelement <8 x float> poison, float %653, i64 0
  %655 = shufflevector <8 x float> %654, <8 x float> poison, <8 x i32> zeroinitializer
  %656 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %655, <8 x float> %631, <8 x float> %618)
  %657 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %655, <8 x float> %633, <8 x float> %617)
  %658 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %655, <8 x float> %635, <8 x float> %616)
  %659 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %655, <8 x float> %637, <8 x float> %615)
  %660 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %655, <8 x float> %639, <8 x float> %614)
  %661 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %655, <8 x float> %641, <8 x float> %613)
  %662 = add nuw nsw i64 %625, 1
  %663 = icmp eq i64 %662, %4
  br i1 %663, label %564, label %612

664:                                              ; preds = %132
  %665 = getelementptr float, ptr %3, i64 %133
  br i1 %13, label %666, label %670

666:                                              ; preds = %664
  %667 = load ptr, ptr %17, align 8
  %668 = getelementptr inbounds nuw i8, ptr %17, i64 8
  %669 = load ptr, ptr %668, align 8
  br label %718

670:                                              ; preds = %718, %664
  %671 = phi <8 x float> [ zeroinitializer, %664 ], [ %769, %718 ]
  %672 = phi <8 x float> [ zeroinitializer, %664 ], [ %768, %718 ]
  %673 = phi <8 x float> [ zeroinitializer, %664 ], [ %767, %718 ]
  %674 = phi <8 x float> [ zeroinitializer, %664 ], [ %766, %718 ]
  %675 = phi <8 x float> [ zeroinitializer, %664 ], [ %765, %718 ]
  %676 = phi <8 x float> [ zeroinitializer, %664 ], [ %760, %718 ]
  %677 = phi <8 x float> [ zeroinitializer, %664 ], [ %759, %718 ]
  %678 = phi <8 x float> [ zeroinitializer, %664 ], [ %758, %718 ]
  %679 = phi <8 x float> [ zeroinitializer, %664 ], [ %757, %718 ]
  %680 = phi <8 x float> [ zeroinitializer, %664 ], [ %756, %718 ]
  %681 = phi <8 x float> [ zeroinitializer, %664 ], [ %755, %718 ]
  %682 = phi <8 x float> [ zeroinitializer, %664 ], [ %754, %718 ]
  %683 = load ptr, ptr %18, align 8
  %684 = getelementptr inbounds nuw float, ptr %683, i64 %133
  store <8 x float> %682, ptr %684, align 4
  %685 = load ptr, ptr %18, align 8
  %686 = getelementptr inbounds nuw float, ptr %685, i64 %133
  %687 = getelementptr inbounds nuw i8, ptr %686, i64 32
  store <8 x float> %681, ptr %687, align 4
  %688 = load ptr, ptr %18, align 8
  %689 = getelementptr inbounds nuw float, ptr %688, i64 %133
  %690 = getelementptr inbounds nuw i8, ptr %689, i64 64
  store <8 x float> %680, ptr %690, align 4
  %691 = load ptr, ptr %18, align 8
  %692 = getelementptr inbounds nuw float, ptr %691, i64 %133
  %693 = getelementptr inbounds nuw i8, ptr %692, i64 96
  store <8 x float> %679, ptr %693, align 4
  %694 = load ptr, ptr %18, align 8
  %695 = getelementptr inbounds nuw float, ptr %694, i64 %133
  %696 = getelementptr inbounds nuw i8, ptr %695, i64 128
  store <8 x float> %678, ptr %696, align 4
  %697 = load ptr, ptr %18, align 8
  %698 = getelementptr inbounds nuw float, ptr %697, i64 %133
  %699 = getelementptr inbounds nuw i8, ptr %698, i64 160
  store <8 x float> %677, ptr %699, align 4
  %700 = load ptr, ptr %18, align 8
  %701 = getelementptr inbounds nuw float, ptr %700, i64 %133
  %702 = getelementptr inbounds nuw i8, ptr %701, i64 192
  store <8 x float> %676, ptr %702, align 4
  %703 = getelementptr inbounds nuw i8, ptr %18, i64 8
  %704 = load ptr, ptr %703, align 8
  %705 = getelementptr inbounds nuw float, ptr %704, i64 %133
  store <8 x float> %675, ptr %705, align 4
  %706 = load ptr, ptr %703, align 8
  %707 = getelementptr inbounds nuw float, ptr %706, i64 %133
  %708 = getelementptr inbounds nuw i8, ptr %707, i64 32
  store <8 x float> %674, ptr %708, align 4
  %709 = load ptr, ptr %703, align 8
  %710 = getelementptr inbounds nuw float, ptr %709, i64 %133
  %711 = getelementptr inbounds nuw i8, ptr %710, i64 64
  store <8 x float> %673, ptr %711, align 4
  %712 = load ptr, ptr %703, align 8
  %713 = getelementptr inbounds nuw float, ptr %712, i64 %133
  %714 = getelementptr inbounds nuw i8, ptr %713, i64 96
  store <8 x float> %672, ptr %714, align 4
  %715 = load ptr, ptr %703, align 8
  %716 = getelementptr inbounds nuw float, ptr %715, i64 %133
  %717 = getelementptr inbounds nuw i8, ptr %716, i64 128
  store <8 x float> %671, ptr %717, align 4
  br label %772

718:                                              ; preds = %666, %718
  %719 = phi <8 x float> [ zeroinitializer, %666 ], [ %769, %718 ]
  %720 = phi <8 x float> [ zeroinitializer, %666 ], [ %768, %718 ]
  %721 = phi <8 x float> [ zeroinitializer, %666 ], [ %767, %718 ]
  %722 = phi <8 x float> [ zeroinitializer, %666 ], [ %766, %718 ]
  %723 = phi <8 x float> [ zeroinitializer, %666 ], [ %765, %718 ]
  %724 = phi <8 x float> [ zeroinitializer, %666 ], [ %760, %718 ]
  %725 = phi <8 x float> [ zeroinitializer, %666 ], [ %759, %718 ]
  %726 = phi <8 x float> [ zeroinitializer, %666 ], [ %758, %718 ]
  %727 = phi <8 x float> [ zeroinitializer, %666 ], [ %757, %718 ]
  %728 = phi <8 x float> [ zeroinitializer, %666 ], [ %756, %718 ]
  %729 = phi <8 x float> [ zeroinitializer, %666 ], [ %755, %718 ]
  %730 = phi <8 x float> [ zeroinitializer, %666 ], [ %754, %718 ]
  %731 = phi i64 [ 0, %666 ], [ %770, %718 ]
  %732 = xor i64 %731, -1
  %733 = add nsw i64 %4, %732
  %734 = select i1 %12, i64 %731, i64 %733
  %735 = mul nsw i64 %734, %5
  %736 = getelementptr float, ptr %665, i64 %735
  %737 = load <8 x float>, ptr %736, align 4
  %738 = getelementptr inbounds nuw i8, ptr %736, i64 32
  %739 = load <8 x float>, ptr %738, align 4
  %740 = getelementptr inbounds nuw i8, ptr %736, i64 64
  %741 = load <8 x float>, ptr %740, align 4
  %742 = getelementptr inbounds nuw i8, ptr %736, i64 96
  %743 = load <8 x float>, ptr %742, align 4
  %744 = getelementptr inbounds nuw i8, ptr %736, i64 128
  %745 = load <8 x float>, ptr %744, align 4
  %746 = getelementptr inbounds nuw i8, ptr %736, i64 160
  %747 = load <8 x float>, ptr %746, align 4
  %748 = getelementptr inbounds nuw i8, ptr %736, i64 192
  %749 = load <8 x float>, ptr %748, align 4
  %750 = getelementptr inbounds float, ptr %667, i64 %734
  %751 = load float, ptr %750, align 4
  %752 = insertelement <8 x float> poison, float %751, i64 0
  %753 = shufflevector <8 x float> %752, <8 x float> poison, <8 x i32> zeroinitializer
  %754 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %753, <8 x float> %737, <8 x float> %730)
  %755 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %753, <8 x float> %739, <8 x float> %729)
  %756 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %753, <8 x float> %741, <8 x float> %728)
  %757 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %753, <8 x float> %743, <8 x float> %727)
  %758 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %753, <8 x float> %745, <8 x float> %726)
  %759 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %753, <8 x float> %747, <8 x float> %725)
  %760 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %753, <8 x float> %749, <8 x float> %724)
  %761 = getelementptr inbounds float, ptr %669, i64 %734
  %762 = load float, ptr %761, align 4
  %763 = insertelement <8 x float> poison, float %762, i64 0
  %764 = shufflevector <8 x float> %763, <8 x float> poison, <8 x i32> zeroinitializer
  %765 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %764, <8 x float> %737, <8 x float> %723)
  %766 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %764, <8 x float> %739, <8 x float> %722)
  %767 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %764, <8 x float> %741, <8 x float> %721)
  %768 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %764, <8 x float> %743, <8 x float> %720)
  %769 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %764, <8 x float> %745, <8 x float> %719)
  %770 = add nuw nsw i64 %731, 1
  %771 = icmp eq i64 %770, %4
  br i1 %771, label %670, label %718

772:                                              ; preds = %132, %144, %192, %260, %348, %456, %564, %670
  %773 = add nuw nsw i64 %15, 3
  %774 = icmp sgt i64 %773, %2
  br i1 %774, label %775, label %14

775:                                              ; preds = %772, %8
  %776 = phi i64 [ 0, %8 ], [ %15, %772 ]
  %777 = sub nsw i64 %2, %776
  switch i64 %777, label %2984 [
    i64 2, label %778
    i64 1, label %1493
  ]

778:                                              ; preds = %775
  %779 = getelementptr inbounds nuw ptr, ptr %0, i64 %776
  %780 = getelementptr inbounds nuw ptr, ptr %1, i64 %776
  %781 = icmp slt i64 %6, 48
  br i1 %781, label %895, label %782

782:                                              ; preds = %778
  %783 = icmp eq i32 %7, 0
  %784 = icmp sgt i64 %4, 0
  %785 = getelementptr inbounds nuw i8, ptr %779, i64 8
  %786 = getelementptr inbounds nuw i8, ptr %780, i64 8
  br label %787

787:                                              ; preds = %782, %794
  %788 = phi i64 [ 48, %782 ], [ %841, %794 ]
  %789 = phi i64 [ 0, %782 ], [ %788, %794 ]
  %790 = getelementptr float, ptr %3, i64 %789
  br i1 %784, label %791, label %794

791:                                              ; preds = %787
  %792 = load ptr, ptr %779, align 8
  %793 = load ptr, ptr %785, align 8
  br label %843

794:                                              ; preds = %843, %787
  %795 = phi <8 x float> [ zeroinitializer, %787 ], [ %877, %843 ]
  %796 = phi <8 x float> [ zeroinitializer, %787 ], [ %878, %843 ]
  %797 = phi <8 x float> [ zeroinitializer, %787 ], [ %879, %843 ]
  %798 = phi <8 x float> [ zeroinitializer, %787 ], [ %880, %843 ]
  %799 = phi <8 x float> [ zeroinitializer, %787 ], [ %881, %843 ]
  %800 = phi <8 x float> [ zeroinitializer, %787 ], [ %882, %843 ]
  %801 = phi <8 x float> [ zeroinitializer, %787 ], [ %887, %843 ]
  %802 = phi <8 x float> [ zeroinitializer, %787 ], [ %888, %843 ]
  %803 = phi <8 x float> [ zeroinitializer, %787 ], [ %889, %843 ]
  %804 = phi <8 x float> [ zeroinitializer, %787 ], [ %890, %843 ]
  %805 = phi <8 x float> [ zeroinitializer, %787 ], [ %891, %843 ]
  %806 = phi <8 x float> [ zeroinitializer, %787 ], [ %892, %843 ]
  %807 = load ptr, ptr %780, align 8
  %808 = getelementptr inbounds nuw float, ptr %807, i64 %789
  store <8 x float> %795, ptr %808, align 4
  %809 = load ptr, ptr %780, align 8
  %810 = getelementptr inbounds nuw float, ptr %809, i64 %789
  %811 = getelementptr inbounds nuw i8, ptr %810, i64 32
  store <8 x float> %796, ptr %811, align 4
  %812 = load ptr, ptr %780, align 8
  %813 = getelementptr inbounds nuw float, ptr %812, i64 %789
  %814 = getelementptr inbounds nuw i8, ptr %813, i64 64
  store <8 x float> %797, ptr %814, align 4
  %815 = load ptr, ptr %780, align 8
  %816 = getelementptr inbounds nuw float, ptr %815, i64 %789
  %817 = getelementptr inbounds nuw i8, ptr %816, i64 96
  store <8 x float> %798, ptr %817, align 4
  %818 = load ptr, ptr %780, align 8
  %819 = getelementptr inbounds nuw float, ptr %818, i64 %789
  %820 = getelementptr inbounds nuw i8, ptr %819, i64 128
  store <8 x float> %799, ptr %820, align 4
  %821 = load ptr, ptr %780, align 8
  %822 = getelementptr inbounds nuw float, ptr %821, i64 %789
  %823 = getelementptr inbounds nuw i8, ptr %822, i64 160
  store <8 x float> %800, ptr %823, align 4
  %824 = load ptr, ptr %786, align 8
  %825 = getelementptr inbounds nuw float, ptr %824, i64 %789
  store <8 x float> %801, ptr %825, align 4
  %826 = load ptr, ptr %786, align 8
  %827 = getelementptr inbounds nuw float, ptr %826, i64 %789
  %828 = getelementptr inbounds nuw i8, ptr %827, i64 32
  store <8 x float> %802, ptr %828, align 4
  %829 = load ptr, ptr %786, align 8
  %830 = getelementptr inbounds nuw float, ptr %829, i64 %789
  %831 = getelementptr inbounds nuw i8, ptr %830, i64 64
  store <8 x float> %803, ptr %831, align 4
  %832 = load ptr, ptr %786, align 8
  %833 = getelementptr inbounds nuw float, ptr %832, i64 %789
  %834 = getelementptr inbounds nuw i8, ptr %833, i64 96
  store <8 x float> %804, ptr %834, align 4
  %835 = load ptr, ptr %786, align 8
  %836 = getelementptr inbounds nuw float, ptr %835, i64 %789
  %837 = getelementptr inbounds nuw i8, ptr %836, i64 128
  store <8 x float> %805, ptr %837, align 4
  %838 = load ptr, ptr %786, align 8
  %839 = getelementptr inbounds nuw float, ptr %838, i64 %789
  %840 = getelementptr inbounds nuw i8, ptr %839, i64 160
  store <8 x float> %806, ptr %840, align 4
  %841 = add nuw nsw i64 %788, 48
  %842 = icmp sgt i64 %841, %6
  br i1 %842, label %895, label %787

843:                                              ; preds = %791, %843
  %844 = phi <8 x float> [ zeroinitializer, %791 ], [ %877, %843 ]
  %845 = phi <8 x float> [ zeroinitializer, %791 ], [ %878, %843 ]
  %846 = phi <8 x float> [ zeroinitializer, %791 ], [ %879, %843 ]
  %847 = phi <8 x float> [ zeroinitializer, %791 ], [ %880, %843 ]
  %848 = phi <8 x float> [ zeroinitializer, %791 ], [ %881, %843 ]
  %849 = phi <8 x float> [ zeroinitializer, %791 ], [ %882, %843 ]
  %850 = phi <8 x float> [ zeroinitializer, %791 ], [ %887, %843 ]
  %851 = phi <8 x float> [ zeroinitializer, %791 ], [ %888, %843 ]
  %852 = phi <8 x float> [ zeroinitializer, %791 ], [ %889, %843 ]
  %853 = phi <8 x float> [ zeroinitializer, %791 ], [ %890, %843 ]
  %854 = phi <8 x float> [ zeroinitializer, %791 ], [ %891, %843 ]
  %855 = phi <8 x float> [ zeroinitializer, %791 ], [ %892, %843 ]
  %856 = phi i64 [ 0, %791 ], [ %893, %843 ]
  %857 = xor i64 %856, -1
  %858 = add nsw i64 %4, %857
  %859 = select i1 %783, i64 %856, i64 %858
  %860 = mul nsw i64 %859, %5
  %861 = getelementptr float, ptr %790, i64 %860
  %862 = load <8 x float>, ptr %861, align 4
  %863 = getelementptr inbounds nuw i8, ptr %861, i64 32
  %864 = load <8 x float>, ptr %863, align 4
  %865 = getelementptr inbounds nuw i8, ptr %861, i64 64
  %866 = load <8 x float>, ptr %865, align 4
  %867 = getelementptr inbounds nuw i8, ptr %861, i64 96
  %868 = load <8 x float>, ptr %867, align 4
  %869 = getelementptr inbounds nuw i8, ptr %861, i64 128
  %870 = load <8 x float>, ptr %869, align 4
  %871 = getelementptr inbounds nuw i8, ptr %861, i64 160
  %872 = load <8 x float>, ptr %871, align 4
  %873 = getelementptr inbounds float, ptr %792, i64 %859
  %874 = load float, ptr %873, align 4
  %875 = insertelement <8 x float> poison, float %874, i64 0
  %876 = shufflevector <8 x float> %875, <8 x float> poison, <8 x i32> zeroinitializer
  %877 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %876, <8 x float> %862, <8 x float> %844)
  %878 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %876, <8 x float> %864, <8 x float> %845)
  %879 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %876, <8 x float> %866, <8 x float> %846)
  %880 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %876, <8 x float> %868, <8 x float> %847)
  %881 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %876, <8 x float> %870, <8 x float> %848)
  %882 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %876, <8 x float> %872, <8 x float> %849)
  %883 = getelementptr inbounds float, ptr %793, i64 %859
  %884 = load float, ptr %883, align 4
  %885 = insertelement <8 x float> poison, float %884, i64 0
  %886 = shufflevector <8 x float> %885, <8 x float> poison, <8 x i32> zeroinitializer
  %887 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %886, <8 x float> %862, <8 x float> %850)
  %888 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %886, <8 x float> %864, <8 x float> %851)
  %889 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %886, <8 x float> %866, <8 x float> %852)
  %890 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %886, <8 x float> %868, <8 x float> %853)
  %891 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %886, <8 x float> %870, <8 x float> %854)
  %892 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %886, <8 x float> %872, <8 x float> %855)
  %893 = add nuw nsw i64 %856, 1
  %894 = icmp eq i64 %893, %4
  br i1 %894, label %794, label %843

895:                                              ; preds = %794, %778
  %896 = phi i64 [ 0, %778 ], [ %788, %794 ]
  %897 = sub nsw i64 %6, %896
  %898 = sdiv i64 %897, 8
  switch i64 %898, label %2984 [
    i64 1, label %899
    i64 2, label %983
    i64 3, label %1035
    i64 4, label %1101
    i64 5, label %1181
    i64 6, label %1275
    i64 7, label %1383
  ]

899:                                              ; preds = %895
  %900 = icmp eq i32 %7, 0
  %901 = getelementptr float, ptr %3, i64 %896
  %902 = icmp sgt i64 %4, 0
  br i1 %902, label %903, label %934

903:                                              ; preds = %899
  %904 = load ptr, ptr %779, align 8
  %905 = getelementptr inbounds nuw i8, ptr %779, i64 8
  %906 = load ptr, ptr %905, align 8
  %907 = and i64 %4, 1
  %908 = icmp eq i64 %4, 1
  br i1 %908, label %913, label %909

909:                                              ; preds = %903
  %910 = and i64 %4, 9223372036854775806
  br label %942

911:                                              ; preds = %942
  %912 = icmp eq i64 %907, 0
  br i1 %912, label %934, label %913

913:                                              ; preds = %911, %903
  %914 = phi <8 x float> [ zeroinitializer, %903 ], [ %979, %911 ]
  %915 = phi <8 x float> [ zeroinitializer, %903 ], [ %974, %911 ]
  %916 = phi i64 [ 0, %903 ], [ %980, %911 ]
  %917 = icmp ne i64 %907, 0
  tail call void @llvm.assume(i1 %917)
  %918 = xor i64 %916, -1
  %919 = add nsw i64 %4, %918
  %920 = select i1 %900, i64 %916, i64 %919
  %921 = mul nsw i64 %920, %5
  %922 = getelementptr float, ptr %901, i64 %921
  %923 = load <8 x float>, ptr %922, align 4
  %924 = getelementptr inbounds float, ptr %904, i64 %920
  %925 = load float, ptr %924, align 4
  %926 = insertelement <8 x float> poison, float %925, i64 0
  %927 = shufflevector <8 x float> %926, <8 x float> poison, <8 x i32> zeroinitializer
  %928 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %927, <8 x float> %923, <8 x float> %915)
  %929 = getelementptr inbounds float, ptr %906, i64 %920
  %930 = load float, ptr %929, align 4
  %931 = insertelement <8 x float> poison, float %930, i64 0
  %932 = shufflevector <8 x float> %931, <8 x float> poison, <8 x i32> zeroinitializer
  %933 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %932, <8 x float> %923, <8 x float> %914)
  br label %934

934:                                              ; preds = %913, %911, %899
  %935 = phi <8 x float> [ zeroinitializer, %899 ], [ %979, %911 ], [ %933, %913 ]
  %936 = phi <8 x float> [ zeroinitializer, %899 ], [ %974, %911 ], [ %928, %913 ]
  %937 = load ptr, ptr %780, align 8
  %938 = getelementptr inbounds nuw float, ptr %937, i64 %896
  store <8 x float> %936, ptr %938, align 4
  %939 = getelementptr inbounds nuw i8, ptr %780, i64 8
  %940 = load ptr, ptr %939, align 8
  %941 = getelementptr inbounds nuw float, ptr %940, i64 %896
  store <8 x float> %935, ptr %941, align 4
  br label %2984

942:                                              ; preds = %942, %909
  %943 = phi <8 x float> [ zeroinitializer, %909 ], [ %979, %942 ]
  %944 = phi <8 x float> [ zeroinitializer, %909 ], [ %974, %942 ]
  %945 = phi i64 [ 0, %909 ], [ %980, %942 ]
  %946 = phi i64 [ 0, %909 ], [ %981, %942 ]
  %947 = xor i64 %945, -1
  %948 = add nsw i64 %4, %947
  %949 = select i1 %900, i64 %945, i64 %948
  %950 = mul nsw i64 %949, %5
  %951 = getelementptr float, ptr %901, i64 %950
  %952 = load <8 x float>, ptr %951, align 4
  %953 = getelementptr inbounds float, ptr %904, i64 %949
  %954 = load float, ptr %953, align 4
  %955 = insertelement <8 x float> poison, float %954, i64 0
  %956 = shufflevector <8 x float> %955, <8 x float> poison, <8 x i32> zeroinitializer
  %957 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %956, <8 x float> %952, <8 x float> %944)
  %958 = getelementptr inbounds float, ptr %906, i64 %949
  %959 = load float, ptr %958, align 4
  %960 = insertelement <8 x float> poison, float %959, i64 0
  %961 = shufflevector <8 x float> %960, <8 x float> poison, <8 x i32> zeroinitializer
  %962 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %961, <8 x float> %952, <8 x float> %943)
  %963 = or disjoint i64 %945, 1
  %964 = xor i64 %945, -2
  %965 = add nsw i64 %4, %964
  %966 = select i1 %900, i64 %963, i64 %965
  %967 = mul nsw i64 %966, %5
  %968 = getelementptr float, ptr %901, i64 %967
  %969 = load <8 x float>, ptr %968, align 4
  %970 = getelementptr inbounds float, ptr %904, i64 %966
  %971 = load float, ptr %970, align 4
  %972 = insertelement <8 x float> poison, float %971, i64 0
  %973 = shufflevector <8 x float> %972, <8 x float> poison, <8 x i32> zeroinitializer
  %974 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %973, <8 x float> %969, <8 x float> %957)
  %975 = getelementptr inbounds float, ptr %906, i64 %966
  %976 = load float, ptr %975, align 4
  %977 = insertelement <8 x float> poison, float %976, i64 0
  %978 = shufflevector <8 x float> %977, <8 x float> poison, <8 x i32> zeroinitializer
  %979 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %978, <8 x float> %969, <8 x float> %962)
  %980 = add nuw nsw i64 %945, 2
  %981 = add i64 %946, 2
  %982 = icmp eq i64 %981, %910
  br i1 %982, label %911, label %942

983:                                              ; preds = %895
  %984 = icmp eq i32 %7, 0
  %985 = getelementptr float, ptr %3, i64 %896
  %986 = icmp sgt i64 %4, 0
  br i1 %986, label %987, label %991

987:                                              ; preds = %983
  %988 = load ptr, ptr %779, align 8
  %989 = getelementptr inbounds nuw i8, ptr %779, i64 8
  %990 = load ptr, ptr %989, align 8
  br label %1007

991:                                              ; preds = %1007, %983
  %992 = phi <8 x float> [ zeroinitializer, %983 ], [ %1032, %1007 ]
  %993 = phi <8 x float> [ zeroinitializer, %983 ], [ %1031, %1007 ]
  %994 = phi <8 x float> [ zeroinitializer, %983 ], [ %1026, %1007 ]
  %995 = phi <8 x float> [ zeroinitializer, %983 ], [ %1025, %1007 ]
  %996 = load ptr, ptr %780, align 8
  %997 = getelementptr inbounds nuw float, ptr %996, i64 %896
  store <8 x float> %995, ptr %997, align 4
  %998 = load ptr, ptr %780, align 8
  %999 = getelementptr inbounds nuw float, ptr %998, i64 %896
  %1000 = getelementptr inbounds nuw i8, ptr %999, i64 32
  store <8 x float> %994, ptr %1000, align 4
  %1001 = getelementptr inbounds nuw i8, ptr %780, i64 8
  %1002 = load ptr, ptr %1001, align 8
  %1003 = getelementptr inbounds nuw float, ptr %1002, i64 %896
  store <8 x float> %993, ptr %1003, align 4
  %1004 = load ptr, ptr %1001, align 8
  %1005 = getelementptr inbounds nuw float, ptr %1004, i64 %896
  %1006 = getelementptr inbounds nuw i8, ptr %1005, i64 32
  store <8 x float> %992, ptr %1006, align 4
  br label %2984

1007:                                             ; preds = %987, %1007
  %1008 = phi <8 x float> [ zeroinitializer, %987 ], [ %1032, %1007 ]
  %1009 = phi <8 x float> [ zeroinitializer, %987 ], [ %1031, %1007 ]
  %1010 = phi <8 x float> [ zeroinitializer, %987 ], [ %1026, %1007 ]
  %1011 = phi <8 x float> [ zeroinitializer, %987 ], [ %1025, %1007 ]
  %1012 = phi i64 [ 0, %987 ], [ %1033, %1007 ]
  %1013 = xor i64 %1012, -1
  %1014 = add nsw i64 %4, %1013
  %1015 = select i1 %984, i64 %1012, i64 %1014
  %1016 = mul nsw i64 %1015, %5
  %1017 = getelementptr float, ptr %985, i64 %1016
  %1018 = load <8 x float>, ptr %1017, align 4
  %1019 = getelementptr inbounds nuw i8, ptr %1017, i64 32
  %1020 = load <8 x float>, ptr %1019, align 4
  %1021 = getelementptr inbounds float, ptr %988, i64 %1015
  %1022 = load float, ptr %1021, align 4
  %1023 = insertelement <8 x float> poison, float %1022, i64 0
  %1024 = shufflevector <8 x float> %1023, <8 x float> poison, <8 x i32> zeroinitializer
  %1025 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1024, <8 x float> %1018, <8 x float> %1011)
  %1026 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1024, <8 x float> %1020, <8 x float> %1010)
  %1027 = getelementptr inbounds float, ptr %990, i64 %1015
  %1028 = load float, ptr %1027, align 4
  %1029 = insertelement <8 x float> poison, float %1028, i64 0
  %1030 = shufflevector <8 x float> %1029, <8 x float> poison, <8 x i32> zeroinitializer
  %1031 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1030, <8 x float> %1018, <8 x float> %1009)
  %1032 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1030, <8 x float> %1020, <8 x float> %1008)
  %1033 = add nuw nsw i64 %1012, 1
  %1034 = icmp eq i64 %1033, %4
  br i1 %1034, label %991, label %1007

1035:                                             ; preds = %895
  %1036 = icmp eq i32 %7, 0
  %1037 = getelementptr float, ptr %3, i64 %896
  %1038 = icmp sgt i64 %4, 0
  br i1 %1038, label %1039, label %1043

1039:                                             ; preds = %1035
  %1040 = load ptr, ptr %779, align 8
  %1041 = getelementptr inbounds nuw i8, ptr %779, i64 8
  %1042 = load ptr, ptr %1041, align 8
  br label %1067

1043:                                             ; preds = %1067, %1035
  %1044 = phi <8 x float> [ zeroinitializer, %1035 ], [ %1098, %1067 ]
  %1045 = phi <8 x float> [ zeroinitializer, %1035 ], [ %1097, %1067 ]
  %1046 = phi <8 x float> [ zeroinitializer, %1035 ], [ %1096, %1067 ]
  %1047 = phi <8 x float> [ zeroinitializer, %1035 ], [ %1091, %1067 ]
  %1048 = phi <8 x float> [ zeroinitializer, %1035 ], [ %1090, %1067 ]
  %1049 = phi <8 x float> [ zeroinitializer, %1035 ], [ %1089, %1067 ]
  %1050 = load ptr, ptr %780, align 8
  %1051 = getelementptr inbounds nuw float, ptr %1050, i64 %896
  store <8 x float> %1049, ptr %1051, align 4
  %1052 = load ptr, ptr %780, align 8
  %1053 = getelementptr inbounds nuw float, ptr %1052, i64 %896
  %1054 = getelementptr inbounds nuw i8, ptr %1053, i64 32
  store <8 x float> %1048, ptr %1054, align 4
  %1055 = load ptr, ptr %780, align 8
  %1056 = getelementptr inbounds nuw float, ptr %1055, i64 %896
  %1057 = getelementptr inbounds nuw i8, ptr %1056, i64 64
  store <8 x float> %1047, ptr %1057, align 4
  %1058 = getelementptr inbounds nuw i8, ptr %780, i64 8
  %1059 = load ptr, ptr %1058, align 8
  %1060 = getelementptr inbounds nuw float, ptr %1059, i64 %896
  store <8 x float> %1046, ptr %1060, align 4
  %1061 = load ptr, ptr %1058, align 8
  %1062 = getelementptr inbounds nuw float, ptr %1061, i64 %896
  %1063 = getelementptr inbounds nuw i8, ptr %1062, i64 32
  store <8 x float> %1045, ptr %1063, align 4
  %1064 = load ptr, ptr %1058, align 8
  %1065 = getelementptr inbounds nuw float, ptr %1064, i64 %896
  %1066 = getelementptr inbounds nuw i8, ptr %1065, i64 64
  store <8 x float> %1044, ptr %1066, align 4
  br label %2984

1067:                                             ; preds = %1039, %1067
  %1068 = phi <8 x float> [ zeroinitializer, %1039 ], [ %1098, %1067 ]
  %1069 = phi <8 x float> [ zeroinitializer, %1039 ], [ %1097, %1067 ]
  %1070 = phi <8 x float> [ zeroinitializer, %1039 ], [ %1096, %1067 ]
  %1071 = phi <8 x float> [ zeroinitializer, %1039 ], [ %1091, %1067 ]
  %1072 = phi <8 x float> [ zeroinitializer, %1039 ], [ %1090, %1067 ]
  %1073 = phi <8 x float> [ zeroinitializer, %1039 ], [ %1089, %1067 ]
  %1074 = phi i64 [ 0, %1039 ], [ %1099, %1067 ]
  %1075 = xor i64 %1074, -1
  %1076 = add nsw i64 %4, %1075
  %1077 = select i1 %1036, i64 %1074, i64 %1076
  %1078 = mul nsw i64 %1077, %5
  %1079 = getelementptr float, ptr %1037, i64 %1078
  %1080 = load <8 x float>, ptr %1079, align 4
  %1081 = getelementptr inbounds nuw i8, ptr %1079, i64 32
  %1082 = load <8 x float>, ptr %1081, align 4
  %1083 = getelementptr inbounds nuw i8, ptr %1079, i64 64
  %1084 = load <8 x float>, ptr %1083, align 4
  %1085 = getelementptr inbounds float, ptr %1040, i64 %1077
  %1086 = load float, ptr %1085, align 4
  %1087 = insertelement <8 x float> poison, float %1086, i64 0
  %1088 = shufflevector <8 x float> %1087, <8 x float> poison, <8 x i32> zeroinitializer
  %1089 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1088, <8 x float> %1080, <8 x float> %1073)
  %1090 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1088, <8 x float> %1082, <8 x float> %1072)
  %1091 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1088, <8 x float> %1084, <8 x float> %1071)
  %1092 = getelementptr inbounds float, ptr %1042, i64 %1077
  %1093 = load float, ptr %1092, align 4
  %1094 = insertelement <8 x float> poison, float %1093, i64 0
  %1095 = shufflevector <8 x float> %1094, <8 x float> poison, <8 x i32> zeroinitializer
  %1096 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1095, <8 x float> %1080, <8 x float> %1070)
  %1097 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1095, <8 x float> %1082, <8 x float> %1069)
  %1098 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1095, <8 x float> %1084, <8 x float> %1068)
  %1099 = add nuw nsw i64 %1074, 1
  %1100 = icmp eq i64 %1099, %4
  br i1 %1100, label %1043, label %1067

1101:                                             ; preds = %895
  %1102 = icmp eq i32 %7, 0
  %1103 = getelementptr float, ptr %3, i64 %896
  %1104 = icmp sgt i64 %4, 0
  br i1 %1104, label %1105, label %1109

1105:                                             ; preds = %1101
  %1106 = load ptr, ptr %779, align 8
  %1107 = getelementptr inbounds nuw i8, ptr %779, i64 8
  %1108 = load ptr, ptr %1107, align 8
  br label %1141

1109:                                             ; preds = %1141, %1101
  %1110 = phi <8 x float> [ zeroinitializer, %1101 ], [ %1167, %1141 ]
  %1111 = phi <8 x float> [ zeroinitializer, %1101 ], [ %1168, %1141 ]
  %1112 = phi <8 x float> [ zeroinitializer, %1101 ], [ %1169, %1141 ]
  %1113 = phi <8 x float> [ zeroinitializer, %1101 ], [ %1170, %1141 ]
  %1114 = phi <8 x float> [ zeroinitializer, %1101 ], [ %1175, %1141 ]
  %1115 = phi <8 x float> [ zeroinitializer, %1101 ], [ %1176, %1141 ]
  %1116 = phi <8 x float> [ zeroinitializer, %1101 ], [ %1177, %1141 ]
  %1117 = phi <8 x float> [ zeroinitializer, %1101 ], [ %1178, %1141 ]
  %1118 = load ptr, ptr %780, align 8
  %1119 = getelementptr inbounds nuw float, ptr %1118, i64 %896
  store <8 x float> %1110, ptr %1119, align 4
  %1120 = load ptr, ptr %780, align 8
  %1121 = getelementptr inbounds nuw float, ptr %1120, i64 %896
  %1122 = getelementptr inbounds nuw i8, ptr %1121, i64 32
  store <8 x float> %1111, ptr %1122, align 4
  %1123 = load ptr, ptr %780, align 8
  %1124 = getelementptr inbounds nuw float, ptr %1123, i64 %896
  %1125 = getelementptr inbounds nuw i8, ptr %1124, i64 64
  store <8 x float> %1112, ptr %1125, align 4
  %1126 = load ptr, ptr %780, align 8
  %1127 = getelementptr inbounds nuw float, ptr %1126, i64 %896
  %1128 = getelementptr inbounds nuw i8, ptr %1127, i64 96
  store <8 x float> %1113, ptr %1128, align 4
  %1129 = getelementptr inbounds nuw i8, ptr %780, i64 8
  %1130 = load ptr, ptr %1129, align 8
  %1131 = getelementptr inbounds nuw float, ptr %1130, i64 %896
  store <8 x float> %1114, ptr %1131, align 4
  %1132 = load ptr, ptr %1129, align 8
  %1133 = getelementptr inbounds nuw float, ptr %1132, i64 %896
  %1134 = getelementptr inbounds nuw i8, ptr %1133, i64 32
  store <8 x float> %1115, ptr %1134, align 4
  %1135 = load ptr, ptr %1129, align 8
  %1136 = getelementptr inbounds nuw float, ptr %1135, i64 %896
  %1137 = getelementptr inbounds nuw i8, ptr %1136, i64 64
  store <8 x float> %1116, ptr %1137, align 4
  %1138 = load ptr, ptr %1129, align 8
  %1139 = getelementptr inbounds nuw float, ptr %1138, i64 %896
  %1140 = getelementptr inbounds nuw i8, ptr %1139, i64 96
  store <8 x float> %1117, ptr %1140, align 4
  br label %2984

1141:                                             ; preds = %1105, %1141
  %1142 = phi <8 x float> [ zeroinitializer, %1105 ], [ %1167, %1141 ]
  %1143 = phi <8 x float> [ zeroinitializer, %1105 ], [ %1168, %1141 ]
  %1144 = phi <8 x float> [ zeroinitializer, %1105 ], [ %1169, %1141 ]
  %1145 = phi <8 x float> [ zeroinitializer, %1105 ], [ %1170, %1141 ]
  %1146 = phi <8 x float> [ zeroinitializer, %1105 ], [ %1175, %1141 ]
  %1147 = phi <8 x float> [ zeroinitializer, %1105 ], [ %1176, %1141 ]
  %1148 = phi <8 x float> [ zeroinitializer, %1105 ], [ %1177, %1141 ]
  %1149 = phi <8 x float> [ zeroinitializer, %1105 ], [ %1178, %1141 ]
  %1150 = phi i64 [ 0, %1105 ], [ %1179, %1141 ]
  %1151 = xor i64 %1150, -1
  %1152 = add nsw i64 %4, %1151
  %1153 = select i1 %1102, i64 %1150, i64 %1152
  %1154 = mul nsw i64 %1153, %5
  %1155 = getelementptr float, ptr %1103, i64 %1154
  %1156 = load <8 x float>, ptr %1155, align 4
  %1157 = getelementptr inbounds nuw i8, ptr %1155, i64 32
  %1158 = load <8 x float>, ptr %1157, align 4
  %1159 = getelementptr inbounds nuw i8, ptr %1155, i64 64
  %1160 = load <8 x float>, ptr %1159, align 4
  %1161 = getelementptr inbounds nuw i8, ptr %1155, i64 96
  %1162 = load <8 x float>, ptr %1161, align 4
  %1163 = getelementptr inbounds float, ptr %1106, i64 %1153
  %1164 = load float, ptr %1163, align 4
  %1165 = insertelement <8 x float> poison, float %1164, i64 0
  %1166 = shufflevector <8 x float> %1165, <8 x float> poison, <8 x i32> zeroinitializer
  %1167 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1166, <8 x float> %1156, <8 x float> %1142)
  %1168 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1166, <8 x float> %1158, <8 x float> %1143)
  %1169 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1166, <8 x float> %1160, <8 x float> %1144)
  %1170 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1166, <8 x float> %1162, <8 x float> %1145)
  %1171 = getelementptr inbounds float, ptr %1108, i64 %1153
  %1172 = load float, ptr %1171, align 4
  %1173 = insertelement <8 x float> poison, float %1172, i64 0
  %1174 = shufflevector <8 x float> %1173, <8 x float> poison, <8 x i32> zeroinitializer
  %1175 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1174, <8 x float> %1156, <8 x float> %1146)
  %1176 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1174, <8 x float> %1158, <8 x float> %1147)
  %1177 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1174, <8 x float> %1160, <8 x float> %1148)
  %1178 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1174, <8 x float> %1162, <8 x float> %1149)
  %1179 = add nuw nsw i64 %1150, 1
  %1180 = icmp eq i64 %1179, %4
  br i1 %1180, label %1109, label %1141

1181:                                             ; preds = %895
  %1182 = icmp eq i32 %7, 0
  %1183 = getelementptr float, ptr %3, i64 %896
  %1184 = icmp sgt i64 %4, 0
  br i1 %1184, label %1185, label %1189

1185:                                             ; preds = %1181
  %1186 = load ptr, ptr %779, align 8
  %1187 = getelementptr inbounds nuw i8, ptr %779, i64 8
  %1188 = load ptr, ptr %1187, align 8
  br label %1229

1189:                                             ; preds = %1229, %1181
  %1190 = phi <8 x float> [ zeroinitializer, %1181 ], [ %1259, %1229 ]
  %1191 = phi <8 x float> [ zeroinitializer, %1181 ], [ %1260, %1229 ]
  %1192 = phi <8 x float> [ zeroinitializer, %1181 ], [ %1261, %1229 ]
  %1193 = phi <8 x float> [ zeroinitializer, %1181 ], [ %1262, %1229 ]
  %1194 = phi <8 x float> [ zeroinitializer, %1181 ], [ %1263, %1229 ]
  %1195 = phi <8 x float> [ zeroinitializer, %1181 ], [ %1268, %1229 ]
  %1196 = phi <8 x float> [ zeroinitializer, %1181 ], [ %1269, %1229 ]
  %1197 = phi <8 x float> [ zeroinitializer, %1181 ], [ %1270, %1229 ]
  %1198 = phi <8 x float> [ zeroinitializer, %1181 ], [ %1271, %1229 ]
  %1199 = phi <8 x float> [ zeroinitializer, %1181 ], [ %1272, %1229 ]
  %1200 = load ptr, ptr %780, align 8
  %1201 = getelementptr inbounds nuw float, ptr %1200, i64 %896
  store <8 x float> %1190, ptr %1201, align 4
  %1202 = load ptr, ptr %780, align 8
  %1203 = getelementptr inbounds nuw float, ptr %1202, i64 %896
  %1204 = getelementptr inbounds nuw i8, ptr %1203, i64 32
  store <8 x float> %1191, ptr %1204, align 4
  %1205 = load ptr, ptr %780, align 8
  %1206 = getelementptr inbounds nuw float, ptr %1205, i64 %896
  %1207 = getelementptr inbounds nuw i8, ptr %1206, i64 64
  store <8 x float> %1192, ptr %1207, align 4
  %1208 = load ptr, ptr %780, align 8
  %1209 = getelementptr inbounds nuw float, ptr %1208, i64 %896
  %1210 = getelementptr inbounds nuw i8, ptr %1209, i64 96
  store <8 x float> %1193, ptr %1210, align 4
  %1211 = load ptr, ptr %780, align 8
  %1212 = getelementptr inbounds nuw float, ptr %1211, i64 %896
  %1213 = getelementptr inbounds nuw i8, ptr %1212, i64 128
  store <8 x float> %1194, ptr %1213, align 4
  %1214 = getelementptr inbounds nuw i8, ptr %780, i64 8
  %1215 = load ptr, ptr %1214, align 8
  %1216 = getelementptr inbounds nuw float, ptr %1215, i64 %896
  store <8 x float> %1195, ptr %1216, align 4
  %1217 = load ptr, ptr %1214, align 8
  %1218 = getelementptr inbounds nuw float, ptr %1217, i64 %896
  %1219 = getelementptr inbounds nuw i8, ptr %1218, i64 32
  store <8 x float> %1196, ptr %1219, align 4
  %1220 = load ptr, ptr %1214, align 8
  %1221 = getelementptr inbounds nuw float, ptr %1220, i64 %896
  %1222 = getelementptr inbounds nuw i8, ptr %1221, i64 64
  store <8 x float> %1197, ptr %1222, align 4
  %1223 = load ptr, ptr %1214, align 8
  %1224 = getelementptr inbounds nuw float, ptr %1223, i64 %896
  %1225 = getelementptr inbounds nuw i8, ptr %1224, i64 96
  store <8 x float> %1198, ptr %1225, align 4
  %1226 = load ptr, ptr %1214, align 8
  %1227 = getelementptr inbounds nuw float, ptr %1226, i64 %896
  %1228 = getelementptr inbounds nuw i8, ptr %1227, i64 128
  store <8 x float> %1199, ptr %1228, align 4
  br label %2984

1229:                                             ; preds = %1185, %1229
  %1230 = phi <8 x float> [ zeroinitializer, %1185 ], [ %1259, %1229 ]
  %1231 = phi <8 x float> [ zeroinitializer, %1185 ], [ %1260, %1229 ]
  %1232 = phi <8 x float> [ zeroinitializer, %1185 ], [ %1261, %1229 ]
  %1233 = phi <8 x float> [ zeroinitializer, %1185 ], [ %1262, %1229 ]
  %1234 = phi <8 x float> [ zeroinitializer, %1185 ], [ %1263, %1229 ]
  %1235 = phi <8 x float> [ zeroinitializer, %1185 ], [ %1268, %1229 ]
  %1236 = phi <8 x float> [ zeroinitializer, %1185 ], [ %1269, %1229 ]
  %1237 = phi <8 x float> [ zeroinitializer, %1185 ], [ %1270, %1229 ]
  %1238 = phi <8 x float> [ zeroinitializer, %1185 ], [ %1271, %1229 ]
  %1239 = phi <8 x float> [ zeroinitializer, %1185 ], [ %1272, %1229 ]
  %1240 = phi i64 [ 0, %1185 ], [ %1273, %1229 ]
  %1241 = xor i64 %1240, -1
  %1242 = add nsw i64 %4, %1241
  %1243 = select i1 %1182, i64 %1240, i64 %1242
  %1244 = mul nsw i64 %1243, %5
  %1245 = getelementptr float, ptr %1183, i64 %1244
  %1246 = load <8 x float>, ptr %1245, align 4
  %1247 = getelementptr inbounds nuw i8, ptr %1245, i64 32
  %1248 = load <8 x float>, ptr %1247, align 4
  %1249 = getelementptr inbounds nuw i8, ptr %1245, i64 64
  %1250 = load <8 x float>, ptr %1249, align 4
  %1251 = getelementptr inbounds nuw i8, ptr %1245, i64 96
  %1252 = load <8 x float>, ptr %1251, align 4
  %1253 = getelementptr inbounds nuw i8, ptr %1245, i64 128
  %1254 = load <8 x float>, ptr %1253, align 4
  %1255 = getelementptr inbounds float, ptr %1186, i64 %1243
  %1256 = load float, ptr %1255, align 4
  %1257 = insertelement <8 x float> poison, float %1256, i64 0
  %1258 = shufflevector <8 x float> %1257, <8 x float> poison, <8 x i32> zeroinitializer
  %1259 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1258, <8 x float> %1246, <8 x float> %1230)
  %1260 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1258, <8 x float> %1248, <8 x float> %1231)
  %1261 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1258, <8 x float> %1250, <8 x float> %1232)
  %1262 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1258, <8 x float> %1252, <8 x float> %1233)
  %1263 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1258, <8 x float> %1254, <8 x float> %1234)
  %1264 = getelementptr inbounds float, ptr %1188, i64 %1243
  %1265 = load float, ptr %1264, align 4
  %1266 = insertelement <8 x float> poison, float %1265, i64 0
  %1267 = shufflevector <8 x float> %1266, <8 x float> poison, <8 x i32> zeroinitializer
  %1268 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1267, <8 x float> %1246, <8 x float> %1235)
  %1269 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1267, <8 x float> %1248, <8 x float> %1236)
  %1270 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1267, <8 x float> %1250, <8 x float> %1237)
  %1271 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1267, <8 x float> %1252, <8 x float> %1238)
  %1272 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1267, <8 x float> %1254, <8 x float> %1239)
  %1273 = add nuw nsw i64 %1240, 1
  %1274 = icmp eq i64 %1273, %4
  br i1 %1274, label %1189, label %1229

1275:                                             ; preds = %895
  %1276 = icmp eq i32 %7, 0
  %1277 = getelementptr float, ptr %3, i64 %896
  %1278 = icmp sgt i64 %4, 0
  br i1 %1278, label %1279, label %1283

1279:                                             ; preds = %1275
  %1280 = load ptr, ptr %779, align 8
  %1281 = getelementptr inbounds nuw i8, ptr %779, i64 8
  %1282 = load ptr, ptr %1281, align 8
  br label %1331

1283:                                             ; preds = %1331, %1275
  %1284 = phi <8 x float> [ zeroinitializer, %1275 ], [ %1365, %1331 ]
  %1285 = phi <8 x float> [ zeroinitializer, %1275 ], [ %1366, %1331 ]
  %1286 = phi <8 x float> [ zeroinitializer, %1275 ], [ %1367, %1331 ]
  %1287 = phi <8 x float> [ zeroinitializer, %1275 ], [ %1368, %1331 ]
  %1288 = phi <8 x float> [ zeroinitializer, %1275 ], [ %1369, %1331 ]
  %1289 = phi <8 x float> [ zeroinitializer, %1275 ], [ %1370, %1331 ]
  %1290 = phi <8 x float> [ zeroinitializer, %1275 ], [ %1375, %1331 ]
  %1291 = phi <8 x float> [ zeroinitializer, %1275 ], [ %1376, %1331 ]
  %1292 = phi <8 x float> [ zeroinitializer, %1275 ], [ %1377, %1331 ]
  %1293 = phi <8 x float> [ zeroinitializer, %1275 ], [ %1378, %1331 ]
  %1294 = phi <8 x float> [ zeroinitializer, %1275 ], [ %1379, %1331 ]
  %1295 = phi <8 x float> [ zeroinitializer, %1275 ], [ %1380, %1331 ]
  %1296 = load ptr, ptr %780, align 8
  %1297 = getelementptr inbounds nuw float, ptr %1296, i64 %896
  store <8 x float> %1284, ptr %1297, align 4
  %1298 = load ptr, ptr %780, align 8
  %1299 = getelementptr inbounds nuw float, ptr %1298, i64 %896
  %1300 = getelementptr inbounds nuw i8, ptr %1299, i64 32
  store <8 x float> %1285, ptr %1300, align 4
  %1301 = load ptr, ptr %780, align 8
  %1302 = getelementptr inbounds nuw float, ptr %1301, i64 %896
  %1303 = getelementptr inbounds nuw i8, ptr %1302, i64 64
  store <8 x float> %1286, ptr %1303, align 4
  %1304 = load ptr, ptr %780, align 8
  %1305 = getelementptr inbounds nuw float, ptr %1304, i64 %896
  %1306 = getelementptr inbounds nuw i8, ptr %1305, i64 96
  store <8 x float> %1287, ptr %1306, align 4
  %1307 = load ptr, ptr %780, align 8
  %1308 = getelementptr inbounds nuw float, ptr %1307, i64 %896
  %1309 = getelementptr inbounds nuw i8, ptr %1308, i64 128
  store <8 x float> %1288, ptr %1309, align 4
  %1310 = load ptr, ptr %780, align 8
  %1311 = getelementptr inbounds nuw float, ptr %1310, i64 %896
  %1312 = getelementptr inbounds nuw i8, ptr %1311, i64 160
  store <8 x float> %1289, ptr %1312, align 4
  %1313 = getelementptr inbounds nuw i8, ptr %780, i64 8
  %1314 = load ptr, ptr %1313, align 8
  %1315 = getelementptr inbounds nuw float, ptr %1314, i64 %896
  store <8 x float> %1290, ptr %1315, align 4
  %1316 = load ptr, ptr %1313, align 8
  %1317 = getelementptr inbounds nuw float, ptr %1316, i64 %896
  %1318 = getelementptr inbounds nuw i8, ptr %1317, i64 32
  store <8 x float> %1291, ptr %1318, align 4
  %1319 = load ptr, ptr %1313, align 8
  %1320 = getelementptr inbounds nuw float, ptr %1319, i64 %896
  %1321 = getelementptr inbounds nuw i8, ptr %1320, i64 64
  store <8 x float> %1292, ptr %1321, align 4
  %1322 = load ptr, ptr %1313, align 8
  %1323 = getelementptr inbounds nuw float, ptr %1322, i64 %896
  %1324 = getelementptr inbounds nuw i8, ptr %1323, i64 96
  store <8 x float> %1293, ptr %1324, align 4
  %1325 = load ptr, ptr %1313, align 8
  %1326 = getelementptr inbounds nuw float, ptr %1325, i64 %896
  %1327 = getelementptr inbounds nuw i8, ptr %1326, i64 128
  store <8 x float> %1294, ptr %1327, align 4
  %1328 = load ptr, ptr %1313, align 8
  %1329 = getelementptr inbounds nuw float, ptr %1328, i64 %896
  %1330 = getelementptr inbounds nuw i8, ptr %1329, i64 160
  store <8 x float> %1295, ptr %1330, align 4
  br label %2984

1331:                                             ; preds = %1279, %1331
  %1332 = phi <8 x float> [ zeroinitializer, %1279 ], [ %1365, %1331 ]
  %1333 = phi <8 x float> [ zeroinitializer, %1279 ], [ %1366, %1331 ]
  %1334 = phi <8 x float> [ zeroinitializer, %1279 ], [ %1367, %1331 ]
  %1335 = phi <8 x float> [ zeroinitializer, %1279 ], [ %1368, %1331 ]
  %1336 = phi <8 x float> [ zeroinitializer, %1279 ], [ %1369, %1331 ]
  %1337 = phi <8 x float> [ zeroinitializer, %1279 ], [ %1370, %1331 ]
  %1338 = phi <8 x float> [ zeroinitializer, %1279 ], [ %1375, %1331 ]
  %1339 = phi <8 x float> [ zeroinitializer, %1279 ], [ %1376, %1331 ]
  %1340 = phi <8 x float> [ zeroinitializer, %1279 ], [ %1377, %1331 ]
  %1341 = phi <8 x float> [ zeroinitializer, %1279 ], [ %1378, %1331 ]
  %1342 = phi <8 x float> [ zeroinitializer, %1279 ], [ %1379, %1331 ]
  %1343 = phi <8 x float> [ zeroinitializer, %1279 ], [ %1380, %1331 ]
  %1344 = phi i64 [ 0, %1279 ], [ %1381, %1331 ]
  %1345 = xor i64 %1344, -1
  %1346 = add nsw i64 %4, %1345
  %1347 = select i1 %1276, i64 %1344, i64 %1346
  %1348 = mul nsw i64 %1347, %5
  %1349 = getelementptr float, ptr %1277, i64 %1348
  %1350 = load <8 x float>, ptr %1349, align 4
  %1351 = getelementptr inbounds nuw i8, ptr %1349, i64 32
  %1352 = load <8 x float>, ptr %1351, align 4
  %1353 = getelementptr inbounds nuw i8, ptr %1349, i64 64
  %1354 = load <8 x float>, ptr %1353, align 4
  %1355 = getelementptr inbounds nuw i8, ptr %1349, i64 96
  %1356 = load <8 x float>, ptr %1355, align 4
  %1357 = getelementptr inbounds nuw i8, ptr %1349, i64 128
  %1358 = load <8 x float>, ptr %1357, align 4
  %1359 = getelementptr inbounds nuw i8, ptr %1349, i64 160
  %1360 = load <8 x float>, ptr %1359, align 4
  %1361 = getelementptr inbounds float, ptr %1280, i64 %1347
  %1362 = load float, ptr %1361, align 4
  %1363 = insertelement <8 x float> poison, float %1362, i64 0
  %1364 = shufflevector <8 x float> %1363, <8 x float> poison, <8 x i32> zeroinitializer
  %1365 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1364, <8 x float> %1350, <8 x float> %1332)
  %1366 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1364, <8 x float> %1352, <8 x float> %1333)
  %1367 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1364, <8 x float> %1354, <8 x float> %1334)
  %1368 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1364, <8 x float> %1356, <8 x float> %1335)
  %1369 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1364, <8 x float> %1358, <8 x float> %1336)
  %1370 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1364, <8 x float> %1360, <8 x float> %1337)
  %1371 = getelementptr inbounds float, ptr %1282, i64 %1347
  %1372 = load float, ptr %1371, align 4
  %1373 = insertelement <8 x float> poison, float %1372, i64 0
  %1374 = shufflevector <8 x float> %1373, <8 x float> poison, <8 x i32> zeroinitializer
  %1375 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1374, <8 x float> %1350, <8 x float> %1338)
  %1376 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1374, <8 x float> %1352, <8 x float> %1339)
  %1377 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1374, <8 x float> %1354, <8 x float> %1340)
  %1378 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1374, <8 x float> %1356, <8 x float> %1341)
  %1379 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1374, <8 x float> %1358, <8 x float> %1342)
  %1380 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1374, <8 x float> %1360, <8 x float> %1343)
  %1381 = add nuw nsw i64 %1344, 1
  %1382 = icmp eq i64 %1381, %4
  br i1 %1382, label %1283, label %1331

1383:                                             ; preds = %895
  %1384 = icmp eq i32 %7, 0
  %1385 = getelementptr float, ptr %3, i64 %896
  %1386 = icmp sgt i64 %4, 0
  br i1 %1386, label %1387, label %1391

1387:                                             ; preds = %1383
  %1388 = load ptr, ptr %779, align 8
  %1389 = getelementptr inbounds nuw i8, ptr %779, i64 8
  %1390 = load ptr, ptr %1389, align 8
  br label %1439

1391:                                             ; preds = %1439, %1383
  %1392 = phi <8 x float> [ zeroinitializer, %1383 ], [ %1475, %1439 ]
  %1393 = phi <8 x float> [ zeroinitializer, %1383 ], [ %1476, %1439 ]
  %1394 = phi <8 x float> [ zeroinitializer, %1383 ], [ %1477, %1439 ]
  %1395 = phi <8 x float> [ zeroinitializer, %1383 ], [ %1478, %1439 ]
  %1396 = phi <8 x float> [ zeroinitializer, %1383 ], [ %1479, %1439 ]
  %1397 = phi <8 x float> [ zeroinitializer, %1383 ], [ %1480, %1439 ]
  %1398 = phi <8 x float> [ zeroinitializer, %1383 ], [ %1481, %1439 ]
  %1399 = phi <8 x float> [ zeroinitializer, %1383 ], [ %1486, %1439 ]
  %1400 = phi <8 x float> [ zeroinitializer, %1383 ], [ %1487, %1439 ]
  %1401 = phi <8 x float> [ zeroinitializer, %1383 ], [ %1488, %1439 ]
  %1402 = phi <8 x float> [ zeroinitializer, %1383 ], [ %1489, %1439 ]
  %1403 = phi <8 x float> [ zeroinitializer, %1383 ], [ %1490, %1439 ]
  %1404 = load ptr, ptr %780, align 8
  %1405 = getelementptr inbounds nuw float, ptr %1404, i64 %896
  store <8 x float> %1392, ptr %1405, align 4
  %1406 = load ptr, ptr %780, align 8
  %1407 = getelementptr inbounds nuw float, ptr %1406, i64 %896
  %1408 = getelementptr inbounds nuw i8, ptr %1407, i64 32
  store <8 x float> %1393, ptr %1408, align 4
  %1409 = load ptr, ptr %780, align 8
  %1410 = getelementptr inbounds nuw float, ptr %1409, i64 %896
  %1411 = getelementptr inbounds nuw i8, ptr %1410, i64 64
  store <8 x float> %1394, ptr %1411, align 4
  %1412 = load ptr, ptr %780, align 8
  %1413 = getelementptr inbounds nuw float, ptr %1412, i64 %896
  %1414 = getelementptr inbounds nuw i8, ptr %1413, i64 96
  store <8 x float> %1395, ptr %1414, align 4
  %1415 = load ptr, ptr %780, align 8
  %1416 = getelementptr inbounds nuw float, ptr %1415, i64 %896
  %1417 = getelementptr inbounds nuw i8, ptr %1416, i64 128
  store <8 x float> %1396, ptr %1417, align 4
  %1418 = load ptr, ptr %780, align 8
  %1419 = getelementptr inbounds nuw float, ptr %1418, i64 %896
  %1420 = getelementptr inbounds nuw i8, ptr %1419, i64 160
  store <8 x float> %1397, ptr %1420, align 4
  %1421 = load ptr, ptr %780, align 8
  %1422 = getelementptr inbounds nuw float, ptr %1421, i64 %896
  %1423 = getelementptr inbounds nuw i8, ptr %1422, i64 192
  store <8 x float> %1398, ptr %1423, align 4
  %1424 = getelementptr inbounds nuw i8, ptr %780, i64 8
  %1425 = load ptr, ptr %1424, align 8
  %1426 = getelementptr inbounds nuw float, ptr %1425, i64 %896
  store <8 x float> %1399, ptr %1426, align 4
  %1427 = load ptr, ptr %1424, align 8
  %1428 = getelementptr inbounds nuw float, ptr %1427, i64 %896
  %1429 = getelementptr inbounds nuw i8, ptr %1428, i64 32
  store <8 x float> %1400, ptr %1429, align 4
  %1430 = load ptr, ptr %1424, align 8
  %1431 = getelementptr inbounds nuw float, ptr %1430, i64 %896
  %1432 = getelementptr inbounds nuw i8, ptr %1431, i64 64
  store <8 x float> %1401, ptr %1432, align 4
  %1433 = load ptr, ptr %1424, align 8
  %1434 = getelementptr inbounds nuw float, ptr %1433, i64 %896
  %1435 = getelementptr inbounds nuw i8, ptr %1434, i64 96
  store <8 x float> %1402, ptr %1435, align 4
  %1436 = load ptr, ptr %1424, align 8
  %1437 = getelementptr inbounds nuw float, ptr %1436, i64 %896
  %1438 = getelementptr inbounds nuw i8, ptr %1437, i64 128
  store <8 x float> %1403, ptr %1438, align 4
  br label %2984

1439:                                             ; preds = %1387, %1439
  %1440 = phi <8 x float> [ zeroinitializer, %1387 ], [ %1475, %1439 ]
  %1441 = phi <8 x float> [ zeroinitializer, %1387 ], [ %1476, %1439 ]
  %1442 = phi <8 x float> [ zeroinitializer, %1387 ], [ %1477, %1439 ]
  %1443 = phi <8 x float> [ zeroinitializer, %1387 ], [ %1478, %1439 ]
  %1444 = phi <8 x float> [ zeroinitializer, %1387 ], [ %1479, %1439 ]
  %1445 = phi <8 x float> [ zeroinitializer, %1387 ], [ %1480, %1439 ]
  %1446 = phi <8 x float> [ zeroinitializer, %1387 ], [ %1481, %1439 ]
  %1447 = phi <8 x float> [ zeroinitializer, %1387 ], [ %1486, %1439 ]
  %1448 = phi <8 x float> [ zeroinitializer, %1387 ], [ %1487, %1439 ]
  %1449 = phi <8 x float> [ zeroinitializer, %1387 ], [ %1488, %1439 ]
  %1450 = phi <8 x float> [ zeroinitializer, %1387 ], [ %1489, %1439 ]
  %1451 = phi <8 x float> [ zeroinitializer, %1387 ], [ %1490, %1439 ]
  %1452 = phi i64 [ 0, %1387 ], [ %1491, %1439 ]
  %1453 = xor i64 %1452, -1
  %1454 = add nsw i64 %4, %1453
  %1455 = select i1 %1384, i64 %1452, i64 %1454
  %1456 = mul nsw i64 %1455, %5
  %1457 = getelementptr float, ptr %1385, i64 %1456
  %1458 = load <8 x float>, ptr %1457, align 4
  %1459 = getelementptr inbounds nuw i8, ptr %1457, i64 32
  %1460 = load <8 x float>, ptr %1459, align 4
  %1461 = getelementptr inbounds nuw i8, ptr %1457, i64 64
  %1462 = load <8 x float>, ptr %1461, align 4
  %1463 = getelementptr inbounds nuw i8, ptr %1457, i64 96
  %1464 = load <8 x float>, ptr %1463, align 4
  %1465 = getelementptr inbounds nuw i8, ptr %1457, i64 128
  %1466 = load <8 x float>, ptr %1465, align 4
  %1467 = getelementptr inbounds nuw i8, ptr %1457, i64 160
  %1468 = load <8 x float>, ptr %1467, align 4
  %1469 = getelementptr inbounds nuw i8, ptr %1457, i64 192
  %1470 = load <8 x float>, ptr %1469, align 4
  %1471 = getelementptr inbounds float, ptr %1388, i64 %1455
  %1472 = load float, ptr %1471, align 4
  %1473 = insertelement <8 x float> poison, float %1472, i64 0
  %1474 = shufflevector <8 x float> %1473, <8 x float> poison, <8 x i32> zeroinitializer
  %1475 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1474, <8 x float> %1458, <8 x float> %1440)
  %1476 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1474, <8 x float> %1460, <8 x float> %1441)
  %1477 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1474, <8 x float> %1462, <8 x float> %1442)
  %1478 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1474, <8 x float> %1464, <8 x float> %1443)
  %1479 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1474, <8 x float> %1466, <8 x float> %1444)
  %1480 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1474, <8 x float> %1468, <8 x float> %1445)
  %1481 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1474, <8 x float> %1470, <8 x float> %1446)
  %1482 = getelementptr inbounds float, ptr %1390, i64 %1455
  %1483 = load float, ptr %1482, align 4
  %1484 = insertelement <8 x float> poison, float %1483, i64 0
  %1485 = shufflevector <8 x float> %1484, <8 x float> poison, <8 x i32> zeroinitializer
  %1486 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1485, <8 x float> %1458, <8 x float> %1447)
  %1487 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1485, <8 x float> %1460, <8 x float> %1448)
  %1488 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1485, <8 x float> %1462, <8 x float> %1449)
  %1489 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1485, <8 x float> %1464, <8 x float> %1450)
  %1490 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1485, <8 x float> %1466, <8 x float> %1451)
  %1491 = add nuw nsw i64 %1452, 1
  %1492 = icmp eq i64 %1491, %4
  br i1 %1492, label %1391, label %1439

1493:                                             ; preds = %775
  %1494 = getelementptr inbounds nuw ptr, ptr %0, i64 %776
  %1495 = load ptr, ptr %1494, align 8
  %1496 = getelementptr inbounds nuw ptr, ptr %1, i64 %776
  %1497 = load ptr, ptr %1496, align 8
  %1498 = icmp slt i64 %6, 96
  br i1 %1498, label %1607, label %1499

1499:                                             ; preds = %1493
  %1500 = icmp eq i32 %7, 0
  %1501 = getelementptr inbounds float, ptr %1495, i64 %4
  %1502 = getelementptr inbounds i8, ptr %1501, i64 -4
  %1503 = select i1 %1500, ptr %1495, ptr %1502
  %1504 = add nsw i64 %4, -1
  %1505 = mul nsw i64 %1504, %5
  %1506 = select i1 %1500, i64 0, i64 %1505
  %1507 = getelementptr inbounds float, ptr %3, i64 %1506
  %1508 = sub nsw i64 0, %5
  %1509 = select i1 %1500, i64 %5, i64 %1508
  %1510 = icmp sgt i64 %4, 0
  %1511 = add nsw i64 %6, -96
  %1512 = udiv i64 %1511, 96
  br label %1513

1513:                                             ; preds = %1580, %1499
  %1514 = phi i64 [ 0, %1499 ], [ %1605, %1580 ]
  %1515 = phi i64 [ 96, %1499 ], [ %1604, %1580 ]
  %1516 = phi i64 [ 0, %1499 ], [ %1515, %1580 ]
  %1517 = mul i64 %1514, 384
  %1518 = getelementptr i8, ptr %1497, i64 %1517
  %1519 = getelementptr float, ptr %1507, i64 %1516
  br i1 %1510, label %1520, label %1580

1520:                                             ; preds = %1513, %1520
  %1521 = phi <8 x float> [ %1550, %1520 ], [ zeroinitializer, %1513 ]
  %1522 = phi <8 x float> [ %1547, %1520 ], [ zeroinitializer, %1513 ]
  %1523 = phi <8 x float> [ %1544, %1520 ], [ zeroinitializer, %1513 ]
  %1524 = phi <8 x float> [ %1553, %1520 ], [ zeroinitializer, %1513 ]
  %1525 = phi <8 x float> [ %1556, %1520 ], [ zeroinitializer, %1513 ]
  %1526 = phi <8 x float> [ %1559, %1520 ], [ zeroinitializer, %1513 ]
  %1527 = phi <8 x float> [ %1562, %1520 ], [ zeroinitializer, %1513 ]
  %1528 = phi <8 x float> [ %1565, %1520 ], [ zeroinitializer, %1513 ]
  %1529 = phi <8 x float> [ %1568, %1520 ], [ zeroinitializer, %1513 ]
  %1530 = phi <8 x float> [ %1571, %1520 ], [ zeroinitializer, %1513 ]
  %1531 = phi <8 x float> [ %1574, %1520 ], [ zeroinitializer, %1513 ]
  %1532 = phi <8 x float> [ %1577, %1520 ], [ zeroinitializer, %1513 ]
  %1533 = phi i64 [ %1578, %1520 ], [ 1, %1513 ]
  %1534 = phi i64 [ %1533, %1520 ], [ 0, %1513 ]
  %1535 = sub nsw i64 0, %1534
  %1536 = select i1 %1500, i64 %1534, i64 %1535
  %1537 = getelementptr inbounds float, ptr %1503, i64 %1536
  %1538 = load float, ptr %1537, align 4
  %1539 = insertelement <8 x float> poison, float %1538, i64 0
  %1540 = shufflevector <8 x float> %1539, <8 x float> poison, <8 x i32> zeroinitializer
  %1541 = mul nsw i64 %1534, %1509
  %1542 = getelementptr float, ptr %1519, i64 %1541
  %1543 = load <8 x float>, ptr %1542, align 4
  %1544 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1540, <8 x float> %1543, <8 x float> %1523)
  %1545 = getelementptr inbounds nuw i8, ptr %1542, i64 32
  %1546 = load <8 x float>, ptr %1545, align 4
  %1547 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1540, <8 x float> %1546, <8 x float> %1522)
  %1548 = getelementptr inbounds nuw i8, ptr %1542, i64 64
  %1549 = load <8 x float>, ptr %1548, align 4
  %1550 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1540, <8 x float> %1549, <8 x float> %1521)
  %1551 = getelementptr inbounds nuw i8, ptr %1542, i64 96
  %1552 = load <8 x float>, ptr %1551, align 4
  %1553 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1540, <8 x float> %1552, <8 x float> %1524)
  %1554 = getelementptr inbounds nuw i8, ptr %1542, i64 128
  %1555 = load <8 x float>, ptr %1554, align 4
  %1556 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1540, <8 x float> %1555, <8 x float> %1525)
  %1557 = getelementptr inbounds nuw i8, ptr %1542, i64 160
  %1558 = load <8 x float>, ptr %1557, align 4
  %1559 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1540, <8 x float> %1558, <8 x float> %1526)
  %1560 = getelementptr inbounds nuw i8, ptr %1542, i64 192
  %1561 = load <8 x float>, ptr %1560, align 4
  %1562 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1540, <8 x float> %1561, <8 x float> %1527)
  %1563 = getelementptr inbounds nuw i8, ptr %1542, i64 224
  %1564 = load <8 x float>, ptr %1563, align 4
  %1565 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1540, <8 x float> %1564, <8 x float> %1528)
  %1566 = getelementptr inbounds nuw i8, ptr %1542, i64 256
  %1567 = load <8 x float>, ptr %1566, align 4
  %1568 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1540, <8 x float> %1567, <8 x float> %1529)
  %1569 = getelementptr inbounds nuw i8, ptr %1542, i64 288
  %1570 = load <8 x float>, ptr %1569, align 4
  %1571 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1540, <8 x float> %1570, <8 x float> %1530)
  %1572 = getelementptr inbounds nuw i8, ptr %1542, i64 320
  %1573 = load <8 x float>, ptr %1572, align 4
  %1574 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1540, <8 x float> %1573, <8 x float> %1531)
  %1575 = getelementptr inbounds nuw i8, ptr %1542, i64 352
  %1576 = load <8 x float>, ptr %1575, align 4
  %1577 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1540, <8 x float> %1576, <8 x float> %1532)
  %1578 = add nuw i64 %1533, 1
  %1579 = icmp eq i64 %1533, %4
  br i1 %1579, label %1580, label %1520

1580:                                             ; preds = %1520, %1513
  %1581 = phi <8 x float> [ zeroinitializer, %1513 ], [ %1550, %1520 ]
  %1582 = phi <8 x float> [ zeroinitializer, %1513 ], [ %1547, %1520 ]
  %1583 = phi <8 x float> [ zeroinitializer, %1513 ], [ %1544, %1520 ]
  %1584 = phi <8 x float> [ zeroinitializer, %1513 ], [ %1553, %1520 ]
  %1585 = phi <8 x float> [ zeroinitializer, %1513 ], [ %1556, %1520 ]
  %1586 = phi <8 x float> [ zeroinitializer, %1513 ], [ %1559, %1520 ]
  %1587 = phi <8 x float> [ zeroinitializer, %1513 ], [ %1562, %1520 ]
  %1588 = phi <8 x float> [ zeroinitializer, %1513 ], [ %1565, %1520 ]
  %1589 = phi <8 x float> [ zeroinitializer, %1513 ], [ %1568, %1520 ]
  %1590 = phi <8 x float> [ zeroinitializer, %1513 ], [ %1571, %1520 ]
  %1591 = phi <8 x float> [ zeroinitializer, %1513 ], [ %1574, %1520 ]
  %1592 = phi <8 x float> [ zeroinitializer, %1513 ], [ %1577, %1520 ]
  store <8 x float> %1583, ptr %1518, align 4
  %1593 = getelementptr inbounds nuw i8, ptr %1518, i64 32
  store <8 x float> %1582, ptr %1593, align 4
  %1594 = getelementptr inbounds nuw i8, ptr %1518, i64 64
  store <8 x float> %1581, ptr %1594, align 4
  %1595 = getelementptr inbounds nuw i8, ptr %1518, i64 96
  store <8 x float> %1584, ptr %1595, align 4
  %1596 = getelementptr inbounds nuw i8, ptr %1518, i64 128
  store <8 x float> %1585, ptr %1596, align 4
  %1597 = getelementptr inbounds nuw i8, ptr %1518, i64 160
  store <8 x float> %1586, ptr %1597, align 4
  %1598 = getelementptr inbounds nuw i8, ptr %1518, i64 192
  store <8 x float> %1587, ptr %1598, align 4
  %1599 = getelementptr inbounds nuw i8, ptr %1518, i64 224
  store <8 x float> %1588, ptr %1599, align 4
  %1600 = getelementptr inbounds nuw i8, ptr %1518, i64 256
  store <8 x float> %1589, ptr %1600, align 4
  %1601 = getelementptr inbounds nuw i8, ptr %1518, i64 288
  store <8 x float> %1590, ptr %1601, align 4
  %1602 = getelementptr inbounds nuw i8, ptr %1518, i64 320
  store <8 x float> %1591, ptr %1602, align 4
  %1603 = getelementptr inbounds nuw i8, ptr %1518, i64 352
  store <8 x float> %1592, ptr %1603, align 4
  %1604 = add nuw nsw i64 %1515, 96
  %1605 = add nuw nsw i64 %1514, 1
  %1606 = icmp eq i64 %1514, %1512
  br i1 %1606, label %1607, label %1513

1607:                                             ; preds = %1580, %1493
  %1608 = phi i64 [ 0, %1493 ], [ %1515, %1580 ]
  %1609 = sub nsw i64 %6, %1608
  %1610 = sdiv i64 %1609, 8
  switch i64 %1610, label %2984 [
    i64 1, label %1611
    i64 2, label %1781
    i64 3, label %1938
    i64 4, label %2131
    i64 5, label %2301
    i64 6, label %2434
    i64 7, label %2584
    i64 8, label %2652
    i64 9, label %2726
    i64 10, label %2806
    i64 11, label %2892
  ]

1611:                                             ; preds = %1607
  %1612 = icmp eq i32 %7, 0
  %1613 = getelementptr inbounds float, ptr %1495, i64 %4
  %1614 = getelementptr inbounds i8, ptr %1613, i64 -4
  %1615 = select i1 %1612, ptr %1495, ptr %1614
  %1616 = add nsw i64 %4, -1
  %1617 = mul nsw i64 %1616, %5
  %1618 = select i1 %1612, i64 1, i64 -1
  %1619 = select i1 %1612, i64 0, i64 %1617
  %1620 = getelementptr inbounds float, ptr %3, i64 %1619
  %1621 = sub nsw i64 0, %5
  %1622 = select i1 %1612, i64 %5, i64 %1621
  %1623 = icmp slt i64 %4, 8
  br i1 %1623, label %1723, label %1624

1624:                                             ; preds = %1611
  %1625 = getelementptr float, ptr %1620, i64 %1608
  br label %1626

1626:                                             ; preds = %1626, %1624
  %1627 = phi <8 x float> [ zeroinitializer, %1624 ], [ %1715, %1626 ]
  %1628 = phi <8 x float> [ zeroinitializer, %1624 ], [ %1705, %1626 ]
  %1629 = phi <8 x float> [ zeroinitializer, %1624 ], [ %1695, %1626 ]
  %1630 = phi <8 x float> [ zeroinitializer, %1624 ], [ %1685, %1626 ]
  %1631 = phi <8 x float> [ zeroinitializer, %1624 ], [ %1675, %1626 ]
  %1632 = phi <8 x float> [ zeroinitializer, %1624 ], [ %1665, %1626 ]
  %1633 = phi <8 x float> [ zeroinitializer, %1624 ], [ %1655, %1626 ]
  %1634 = phi <8 x float> [ zeroinitializer, %1624 ], [ %1645, %1626 ]
  %1635 = phi i64 [ 8, %1624 ], [ %1716, %1626 ]
  %1636 = phi i64 [ 0, %1624 ], [ %1635, %1626 ]
  %1637 = mul nsw i64 %1636, %1618
  %1638 = getelementptr inbounds float, ptr %1615, i64 %1637
  %1639 = load float, ptr %1638, align 4
  %1640 = insertelement <8 x float> poison, float %1639, i64 0
  %1641 = shufflevector <8 x float> %1640, <8 x float> poison, <8 x i32> zeroinitializer
  %1642 = mul nsw i64 %1636, %1622
  %1643 = getelementptr float, ptr %1625, i64 %1642
  %1644 = load <8 x float>, ptr %1643, align 4
  %1645 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1641, <8 x float> %1644, <8 x float> %1634)
  %1646 = or disjoint i64 %1636, 1
  %1647 = mul nsw i64 %1646, %1618
  %1648 = getelementptr inbounds float, ptr %1615, i64 %1647
  %1649 = load float, ptr %1648, align 4
  %1650 = insertelement <8 x float> poison, float %1649, i64 0
  %1651 = shufflevector <8 x float> %1650, <8 x float> poison, <8 x i32> zeroinitializer
  %1652 = mul nsw i64 %1646, %1622
  %1653 = getelementptr float, ptr %1625, i64 %1652
  %1654 = load <8 x float>, ptr %1653, align 4
  %1655 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1651, <8 x float> %1654, <8 x float> %1633)
  %1656 = or disjoint i64 %1636, 2
  %1657 = mul nsw i64 %1656, %1618
  %1658 = getelementptr inbounds float, ptr %1615, i64 %1657
  %1659 = load float, ptr %1658, align 4
  %1660 = insertelement <8 x float> poison, float %1659, i64 0
  %1661 = shufflevector <8 x float> %1660, <8 x float> poison, <8 x i32> zeroinitializer
  %1662 = mul nsw i64 %1656, %1622
  %1663 = getelementptr float, ptr %1625, i64 %1662
  %1664 = load <8 x float>, ptr %1663, align 4
  %1665 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1661, <8 x float> %1664, <8 x float> %1632)
  %1666 = or disjoint i64 %1636, 3
  %1667 = mul nsw i64 %1666, %1618
  %1668 = getelementptr inbounds float, ptr %1615, i64 %1667
  %1669 = load float, ptr %1668, align 4
  %1670 = insertelement <8 x float> poison, float %1669, i64 0
  %1671 = shufflevector <8 x float> %1670, <8 x float> poison, <8 x i32> zeroinitializer
  %1672 = mul nsw i64 %1666, %1622
  %1673 = getelementptr float, ptr %1625, i64 %1672
  %1674 = load <8 x float>, ptr %1673, align 4
  %1675 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1671, <8 x float> %1674, <8 x float> %1631)
  %1676 = or disjoint i64 %1636, 4
  %1677 = mul nsw i64 %1676, %1618
  %1678 = getelementptr inbounds float, ptr %1615, i64 %1677
  %1679 = load float, ptr %1678, align 4
  %1680 = insertelement <8 x float> poison, float %1679, i64 0
  %1681 = shufflevector <8 x float> %1680, <8 x float> poison, <8 x i32> zeroinitializer
  %1682 = mul nsw i64 %1676, %1622
  %1683 = getelementptr float, ptr %1625, i64 %1682
  %1684 = load <8 x float>, ptr %1683, align 4
  %1685 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1681, <8 x float> %1684, <8 x float> %1630)
  %1686 = or disjoint i64 %1636, 5
  %1687 = mul nsw i64 %1686, %1618
  %1688 = getelementptr inbounds float, ptr %1615, i64 %1687
  %1689 = load float, ptr %1688, align 4
  %1690 = insertelement <8 x float> poison, float %1689, i64 0
  %1691 = shufflevector <8 x float> %1690, <8 x float> poison, <8 x i32> zeroinitializer
  %1692 = mul nsw i64 %1686, %1622
  %1693 = getelementptr float, ptr %1625, i64 %1692
  %1694 = load <8 x float>, ptr %1693, align 4
  %1695 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1691, <8 x float> %1694, <8 x float> %1629)
  %1696 = or disjoint i64 %1636, 6
  %1697 = mul nsw i64 %1696, %1618
  %1698 = getelementptr inbounds float, ptr %1615, i64 %1697
  %1699 = load float, ptr %1698, align 4
  %1700 = insertelement <8 x float> poison, float %1699, i64 0
  %1701 = shufflevector <8 x float> %1700, <8 x float> poison, <8 x i32> zeroinitializer
  %1702 = mul nsw i64 %1696, %1622
  %1703 = getelementptr float, ptr %1625, i64 %1702
  %1704 = load <8 x float>, ptr %1703, align 4
  %1705 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1701, <8 x float> %1704, <8 x float> %1628)
  %1706 = or disjoint i64 %1636, 7
  %1707 = mul nsw i64 %1706, %1618
  %1708 = getelementptr inbounds float, ptr %1615, i64 %1707
  %1709 = load float, ptr %1708, align 4
  %1710 = insertelement <8 x float> poison, float %1709, i64 0
  %1711 = shufflevector <8 x float> %1710, <8 x float> poison, <8 x i32> zeroinitializer
  %1712 = mul nsw i64 %1706, %1622
  %1713 = getelementptr float, ptr %1625, i64 %1712
  %1714 = load <8 x float>, ptr %1713, align 4
  %1715 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1711, <8 x float> %1714, <8 x float> %1627)
  %1716 = add nuw nsw i64 %1635, 8
  %1717 = icmp sgt i64 %1716, %4
  br i1 %1717, label %1718, label %1626

1718:                                             ; preds = %1626
  %1719 = fadd <8 x float> %1655, %1695
  %1720 = fadd <8 x float> %1665, %1705
  %1721 = fadd <8 x float> %1675, %1715
  %1722 = fadd <8 x float> %1719, %1721
  br label %1723

1723:                                             ; preds = %1718, %1611
  %1724 = phi <8 x float> [ zeroinitializer, %1611 ], [ %1685, %1718 ]
  %1725 = phi <8 x float> [ zeroinitializer, %1611 ], [ %1720, %1718 ]
  %1726 = phi <8 x float> [ zeroinitializer, %1611 ], [ %1722, %1718 ]
  %1727 = phi <8 x float> [ zeroinitializer, %1611 ], [ %1645, %1718 ]
  %1728 = phi i64 [ 0, %1611 ], [ %1635, %1718 ]
  %1729 = getelementptr float, ptr %1620, i64 %1608
  %1730 = icmp slt i64 %1728, %4
  br i1 %1730, label %1731, label %1775

1731:                                             ; preds = %1723
  %1732 = or disjoint i64 %1728, 1
  %1733 = and i64 %4, 1
  %1734 = icmp eq i64 %1733, 0
  br i1 %1734, label %1746, label %1735

1735:                                             ; preds = %1731
  %1736 = mul nsw i64 %1728, %1618
  %1737 = getelementptr inbounds float, ptr %1615, i64 %1736
  %1738 = load float, ptr %1737, align 4
  %1739 = insertelement <8 x float> poison, float %1738, i64 0
  %1740 = shufflevector <8 x float> %1739, <8 x float> poison, <8 x i32> zeroinitializer
  %1741 = mul nsw i64 %1728, %1622
  %1742 = getelementptr float, ptr %1729, i64 %1741
  %1743 = load <8 x float>, ptr %1742, align 4
  %1744 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1740, <8 x float> %1743, <8 x float> %1727)
  %1745 = or disjoint i64 %1728, 1
  br label %1746

1746:                                             ; preds = %1735, %1731
  %1747 = phi <8 x float> [ poison, %1731 ], [ %1744, %1735 ]
  %1748 = phi <8 x float> [ %1727, %1731 ], [ %1744, %1735 ]
  %1749 = phi i64 [ %1728, %1731 ], [ %1745, %1735 ]
  %1750 = icmp eq i64 %4, %1732
  br i1 %1750, label %1775, label %1751

1751:                                             ; preds = %1746, %1751
  %1752 = phi <8 x float> [ %1772, %1751 ], [ %1748, %1746 ]
  %1753 = phi i64 [ %1773, %1751 ], [ %1749, %1746 ]
  %1754 = mul nsw i64 %1753, %1618
  %1755 = getelementptr inbounds float, ptr %1615, i64 %1754
  %1756 = load float, ptr %1755, align 4
  %1757 = insertelement <8 x float> poison, float %1756, i64 0
  %1758 = shufflevector <8 x float> %1757, <8 x float> poison, <8 x i32> zeroinitializer
  %1759 = mul nsw i64 %1753, %1622
  %1760 = getelementptr float, ptr %1729, i64 %1759
  %1761 = load <8 x float>, ptr %1760, align 4
  %1762 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1758, <8 x float> %1761, <8 x float> %1752)
  %1763 = add nuw nsw i64 %1753, 1
  %1764 = mul nsw i64 %1763, %1618
  %1765 = getelementptr inbounds float, ptr %1615, i64 %1764
  %1766 = load float, ptr %1765, align 4
  %1767 = insertelement <8 x float> poison, float %1766, i64 0
  %1768 = shufflevector <8 x float> %1767, <8 x float> poison, <8 x i32> zeroinitializer
  %1769 = mul nsw i64 %1763, %1622
  %1770 = getelementptr float, ptr %1729, i64 %1769
  %1771 = load <8 x float>, ptr %1770, align 4
  %1772 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1768, <8 x float> %1771, <8 x float> %1762)
  %1773 = add nuw nsw i64 %1753, 2
  %1774 = icmp eq i64 %1773, %4
  br i1 %1774, label %1775, label %1751

1775:                                             ; preds = %1746, %1751, %1723
  %1776 = phi <8 x float> [ %1727, %1723 ], [ %1747, %1746 ], [ %1772, %1751 ]
  %1777 = fadd <8 x float> %1724, %1776
  %1778 = fadd <8 x float> %1725, %1777
  %1779 = fadd <8 x float> %1726, %1778
  %1780 = getelementptr inbounds nuw float, ptr %1497, i64 %1608
  store <8 x float> %1779, ptr %1780, align 4
  br label %2984

1781:                                             ; preds = %1607
  %1782 = icmp eq i32 %7, 0
  %1783 = getelementptr inbounds float, ptr %1495, i64 %4
  %1784 = getelementptr inbounds i8, ptr %1783, i64 -4
  %1785 = select i1 %1782, ptr %1495, ptr %1784
  %1786 = add nsw i64 %4, -1
  %1787 = mul nsw i64 %1786, %5
  %1788 = select i1 %1782, i64 1, i64 -1
  %1789 = select i1 %1782, i64 0, i64 %1787
  %1790 = getelementptr inbounds float, ptr %3, i64 %1789
  %1791 = sub nsw i64 0, %5
  %1792 = select i1 %1782, i64 %5, i64 %1791
  %1793 = icmp slt i64 %4, 4
  br i1 %1793, label %1863, label %1794

1794:                                             ; preds = %1781
  %1795 = getelementptr float, ptr %1790, i64 %1608
  br label %1796

1796:                                             ; preds = %1796, %1794
  %1797 = phi <8 x float> [ zeroinitializer, %1794 ], [ %1857, %1796 ]
  %1798 = phi <8 x float> [ zeroinitializer, %1794 ], [ %1854, %1796 ]
  %1799 = phi <8 x float> [ zeroinitializer, %1794 ], [ %1844, %1796 ]
  %1800 = phi <8 x float> [ zeroinitializer, %1794 ], [ %1841, %1796 ]
  %1801 = phi <8 x float> [ zeroinitializer, %1794 ], [ %1831, %1796 ]
  %1802 = phi <8 x float> [ zeroinitializer, %1794 ], [ %1828, %1796 ]
  %1803 = phi <8 x float> [ zeroinitializer, %1794 ], [ %1818, %1796 ]
  %1804 = phi <8 x float> [ zeroinitializer, %1794 ], [ %1815, %1796 ]
  %1805 = phi i64 [ 4, %1794 ], [ %1858, %1796 ]
  %1806 = phi i64 [ 0, %1794 ], [ %1805, %1796 ]
  %1807 = mul nsw i64 %1806, %1788
  %1808 = getelementptr inbounds float, ptr %1785, i64 %1807
  %1809 = load float, ptr %1808, align 4
  %1810 = insertelement <8 x float> poison, float %1809, i64 0
  %1811 = shufflevector <8 x float> %1810, <8 x float> poison, <8 x i32> zeroinitializer
  %1812 = mul nsw i64 %1806, %1792
  %1813 = getelementptr float, ptr %1795, i64 %1812
  %1814 = load <8 x float>, ptr %1813, align 4
  %1815 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1811, <8 x float> %1814, <8 x float> %1804)
  %1816 = getelementptr inbounds nuw i8, ptr %1813, i64 32
  %1817 = load <8 x float>, ptr %1816, align 4
  %1818 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1811, <8 x float> %1817, <8 x float> %1803)
  %1819 = or disjoint i64 %1806, 1
  %1820 = mul nsw i64 %1819, %1788
  %1821 = getelementptr inbounds float, ptr %1785, i64 %1820
  %1822 = load float, ptr %1821, align 4
  %1823 = insertelement <8 x float> poison, float %1822, i64 0
  %1824 = shufflevector <8 x float> %1823, <8 x float> poison, <8 x i32> zeroinitializer
  %1825 = mul nsw i64 %1819, %1792
  %1826 = getelementptr float, ptr %1795, i64 %1825
  %1827 = load <8 x float>, ptr %1826, align 4
  %1828 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1824, <8 x float> %1827, <8 x float> %1802)
  %1829 = getelementptr inbounds nuw i8, ptr %1826, i64 32
  %1830 = load <8 x float>, ptr %1829, align 4
  %1831 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1824, <8 x float> %1830, <8 x float> %1801)
  %1832 = or disjoint i64 %1806, 2
  %1833 = mul nsw i64 %1832, %1788
  %1834 = getelementptr inbounds float, ptr %1785, i64 %1833
  %1835 = load float, ptr %1834, align 4
  %1836 = insertelement <8 x float> poison, float %1835, i64 0
  %1837 = shufflevector <8 x float> %1836, <8 x float> poison, <8 x i32> zeroinitializer
  %1838 = mul nsw i64 %1832, %1792
  %1839 = getelementptr float, ptr %1795, i64 %1838
  %1840 = load <8 x float>, ptr %1839, align 4
  %1841 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1837, <8 x float> %1840, <8 x float> %1800)
  %1842 = getelementptr inbounds nuw i8, ptr %1839, i64 32
  %1843 = load <8 x float>, ptr %1842, align 4
  %1844 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1837, <8 x float> %1843, <8 x float> %1799)
  %1845 = or disjoint i64 %1806, 3
  %1846 = mul nsw i64 %1845, %1788
  %1847 = getelementptr inbounds float, ptr %1785, i64 %1846
  %1848 = load float, ptr %1847, align 4
  %1849 = insertelement <8 x float> poison, float %1848, i64 0
  %1850 = shufflevector <8 x float> %1849, <8 x float> poison, <8 x i32> zeroinitializer
  %1851 = mul nsw i64 %1845, %1792
  %1852 = getelementptr float, ptr %1795, i64 %1851
  %1853 = load <8 x float>, ptr %1852, align 4
  %1854 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1850, <8 x float> %1853, <8 x float> %1798)
  %1855 = getelementptr inbounds nuw i8, ptr %1852, i64 32
  %1856 = load <8 x float>, ptr %1855, align 4
  %1857 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1850, <8 x float> %1856, <8 x float> %1797)
  %1858 = add nuw nsw i64 %1805, 4
  %1859 = icmp sgt i64 %1858, %4
  br i1 %1859, label %1860, label %1796

1860:                                             ; preds = %1796
  %1861 = fadd <8 x float> %1828, %1854
  %1862 = fadd <8 x float> %1831, %1857
  br label %1863

1863:                                             ; preds = %1860, %1781
  %1864 = phi <8 x float> [ zeroinitializer, %1781 ], [ %1844, %1860 ]
  %1865 = phi <8 x float> [ zeroinitializer, %1781 ], [ %1841, %1860 ]
  %1866 = phi <8 x float> [ zeroinitializer, %1781 ], [ %1862, %1860 ]
  %1867 = phi <8 x float> [ zeroinitializer, %1781 ], [ %1861, %1860 ]
  %1868 = phi <8 x float> [ zeroinitializer, %1781 ], [ %1818, %1860 ]
  %1869 = phi <8 x float> [ zeroinitializer, %1781 ], [ %1815, %1860 ]
  %1870 = phi i64 [ 0, %1781 ], [ %1805, %1860 ]
  %1871 = getelementptr float, ptr %1790, i64 %1608
  %1872 = icmp slt i64 %1870, %4
  br i1 %1872, label %1873, label %1929

1873:                                             ; preds = %1863
  %1874 = or disjoint i64 %1870, 1
  %1875 = and i64 %4, 1
  %1876 = icmp eq i64 %1875, 0
  br i1 %1876, label %1891, label %1877

1877:                                             ; preds = %1873
  %1878 = mul nsw i64 %1870, %1788
  %1879 = getelementptr inbounds float, ptr %1785, i64 %1878
  %1880 = load float, ptr %1879, align 4
  %1881 = insertelement <8 x float> poison, float %1880, i64 0
  %1882 = shufflevector <8 x float> %1881, <8 x float> poison, <8 x i32> zeroinitializer
  %1883 = mul nsw i64 %1870, %1792
  %1884 = getelementptr float, ptr %1871, i64 %1883
  %1885 = load <8 x float>, ptr %1884, align 4
  %1886 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1882, <8 x float> %1885, <8 x float> %1869)
  %1887 = getelementptr inbounds nuw i8, ptr %1884, i64 32
  %1888 = load <8 x float>, ptr %1887, align 4
  %1889 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1882, <8 x float> %1888, <8 x float> %1868)
  %1890 = or disjoint i64 %1870, 1
  br label %1891

1891:                                             ; preds = %1877, %1873
  %1892 = phi <8 x float> [ poison, %1873 ], [ %1886, %1877 ]
  %1893 = phi <8 x float> [ poison, %1873 ], [ %1889, %1877 ]
  %1894 = phi <8 x float> [ %1868, %1873 ], [ %1889, %1877 ]
  %1895 = phi <8 x float> [ %1869, %1873 ], [ %1886, %1877 ]
  %1896 = phi i64 [ %1870, %1873 ], [ %1890, %1877 ]
  %1897 = icmp eq i64 %4, %1874
  br i1 %1897, label %1929, label %1898

1898:                                             ; preds = %1891, %1898
  %1899 = phi <8 x float> [ %1926, %1898 ], [ %1894, %1891 ]
  %1900 = phi <8 x float> [ %1923, %1898 ], [ %1895, %1891 ]
  %1901 = phi i64 [ %1927, %1898 ], [ %1896, %1891 ]
  %1902 = mul nsw i64 %1901, %1788
  %1903 = getelementptr inbounds float, ptr %1785, i64 %1902
  %1904 = load float, ptr %1903, align 4
  %1905 = insertelement <8 x float> poison, float %1904, i64 0
  %1906 = shufflevector <8 x float> %1905, <8 x float> poison, <8 x i32> zeroinitializer
  %1907 = mul nsw i64 %1901, %1792
  %1908 = getelementptr float, ptr %1871, i64 %1907
  %1909 = load <8 x float>, ptr %1908, align 4
  %1910 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1906, <8 x float> %1909, <8 x float> %1900)
  %1911 = getelementptr inbounds nuw i8, ptr %1908, i64 32
  %1912 = load <8 x float>, ptr %1911, align 4
  %1913 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1906, <8 x float> %1912, <8 x float> %1899)
  %1914 = add nuw nsw i64 %1901, 1
  %1915 = mul nsw i64 %1914, %1788
  %1916 = getelementptr inbounds float, ptr %1785, i64 %1915
  %1917 = load float, ptr %1916, align 4
  %1918 = insertelement <8 x float> poison, float %1917, i64 0
  %1919 = shufflevector <8 x float> %1918, <8 x float> poison, <8 x i32> zeroinitializer
  %1920 = mul nsw i64 %1914, %1792
  %1921 = getelementptr float, ptr %1871, i64 %1920
  %1922 = load <8 x float>, ptr %1921, align 4
  %1923 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1919, <8 x float> %1922, <8 x float> %1910)
  %1924 = getelementptr inbounds nuw i8, ptr %1921, i64 32
  %1925 = load <8 x float>, ptr %1924, align 4
  %1926 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1919, <8 x float> %1925, <8 x float> %1913)
  %1927 = add nuw nsw i64 %1901, 2
  %1928 = icmp eq i64 %1927, %4
  br i1 %1928, label %1929, label %1898

1929:                                             ; preds = %1891, %1898, %1863
  %1930 = phi <8 x float> [ %1868, %1863 ], [ %1893, %1891 ], [ %1926, %1898 ]
  %1931 = phi <8 x float> [ %1869, %1863 ], [ %1892, %1891 ], [ %1923, %1898 ]
  %1932 = fadd <8 x float> %1865, %1931
  %1933 = fadd <8 x float> %1864, %1930
  %1934 = fadd <8 x float> %1866, %1933
  %1935 = fadd <8 x float> %1867, %1932
  %1936 = getelementptr inbounds nuw float, ptr %1497, i64 %1608
  store <8 x float> %1935, ptr %1936, align 4
  %1937 = getelementptr inbounds nuw i8, ptr %1936, i64 32
  store <8 x float> %1934, ptr %1937, align 4
  br label %2984

1938:                                             ; preds = %1607
  %1939 = icmp eq i32 %7, 0
  %1940 = getelementptr inbounds float, ptr %1495, i64 %4
  %1941 = getelementptr inbounds i8, ptr %1940, i64 -4
  %1942 = select i1 %1939, ptr %1495, ptr %1941
  %1943 = add nsw i64 %4, -1
  %1944 = mul nsw i64 %1943, %5
  %1945 = select i1 %1939, i64 1, i64 -1
  %1946 = select i1 %1939, i64 0, i64 %1944
  %1947 = getelementptr inbounds float, ptr %3, i64 %1946
  %1948 = sub nsw i64 0, %5
  %1949 = select i1 %1939, i64 %5, i64 %1948
  %1950 = icmp slt i64 %4, 4
  br i1 %1950, label %2037, label %1951

1951:                                             ; preds = %1938
  %1952 = getelementptr float, ptr %1947, i64 %1608
  br label %1953

1953:                                             ; preds = %1953, %1951
  %1954 = phi <8 x float> [ zeroinitializer, %1951 ], [ %2030, %1953 ]
  %1955 = phi <8 x float> [ zeroinitializer, %1951 ], [ %2027, %1953 ]
  %1956 = phi <8 x float> [ zeroinitializer, %1951 ], [ %2024, %1953 ]
  %1957 = phi <8 x float> [ zeroinitializer, %1951 ], [ %2014, %1953 ]
  %1958 = phi <8 x float> [ zeroinitializer, %1951 ], [ %2011, %1953 ]
  %1959 = phi <8 x float> [ zeroinitializer, %1951 ], [ %2008, %1953 ]
  %1960 = phi <8 x float> [ zeroinitializer, %1951 ], [ %1998, %1953 ]
  %1961 = phi <8 x float> [ zeroinitializer, %1951 ], [ %1995, %1953 ]
  %1962 = phi <8 x float> [ zeroinitializer, %1951 ], [ %1992, %1953 ]
  %1963 = phi <8 x float> [ zeroinitializer, %1951 ], [ %1982, %1953 ]
  %1964 = phi <8 x float> [ zeroinitializer, %1951 ], [ %1979, %1953 ]
  %1965 = phi <8 x float> [ zeroinitializer, %1951 ], [ %1976, %1953 ]
  %1966 = phi i64 [ 4, %1951 ], [ %2031, %1953 ]
  %1967 = phi i64 [ 0, %1951 ], [ %1966, %1953 ]
  %1968 = mul nsw i64 %1967, %1945
  %1969 = getelementptr inbounds float, ptr %1942, i64 %1968
  %1970 = load float, ptr %1969, align 4
  %1971 = insertelement <8 x float> poison, float %1970, i64 0
  %1972 = shufflevector <8 x float> %1971, <8 x float> poison, <8 x i32> zeroinitializer
  %1973 = mul nsw i64 %1967, %1949
  %1974 = getelementptr float, ptr %1952, i64 %1973
  %1975 = load <8 x float>, ptr %1974, align 4
  %1976 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1972, <8 x float> %1975, <8 x float> %1965)
  %1977 = getelementptr inbounds nuw i8, ptr %1974, i64 32
  %1978 = load <8 x float>, ptr %1977, align 4
  %1979 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1972, <8 x float> %1978, <8 x float> %1964)
  %1980 = getelementptr inbounds nuw i8, ptr %1974, i64 64
  %1981 = load <8 x float>, ptr %1980, align 4
  %1982 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1972, <8 x float> %1981, <8 x float> %1963)
  %1983 = or disjoint i64 %1967, 1
  %1984 = mul nsw i64 %1983, %1945
  %1985 = getelementptr inbounds float, ptr %1942, i64 %1984
  %1986 = load float, ptr %1985, align 4
  %1987 = insertelement <8 x float> poison, float %1986, i64 0
  %1988 = shufflevector <8 x float> %1987, <8 x float> poison, <8 x i32> zeroinitializer
  %1989 = mul nsw i64 %1983, %1949
  %1990 = getelementptr float, ptr %1952, i64 %1989
  %1991 = load <8 x float>, ptr %1990, align 4
  %1992 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1988, <8 x float> %1991, <8 x float> %1962)
  %1993 = getelementptr inbounds nuw i8, ptr %1990, i64 32
  %1994 = load <8 x float>, ptr %1993, align 4
  %1995 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1988, <8 x float> %1994, <8 x float> %1961)
  %1996 = getelementptr inbounds nuw i8, ptr %1990, i64 64
  %1997 = load <8 x float>, ptr %1996, align 4
  %1998 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1988, <8 x float> %1997, <8 x float> %1960)
  %1999 = or disjoint i64 %1967, 2
  %2000 = mul nsw i64 %1999, %1945
  %2001 = getelementptr inbounds float, ptr %1942, i64 %2000
  %2002 = load float, ptr %2001, align 4
  %2003 = insertelement <8 x float> poison, float %2002, i64 0
  %2004 = shufflevector <8 x float> %2003, <8 x float> poison, <8 x i32> zeroinitializer
  %2005 = mul nsw i64 %1999, %1949
  %2006 = getelementptr float, ptr %1952, i64 %2005
  %2007 = load <8 x float>, ptr %2006, align 4
  %2008 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2004, <8 x float> %2007, <8 x float> %1959)
  %2009 = getelementptr inbounds nuw i8, ptr %2006, i64 32
  %2010 = load <8 x float>, ptr %2009, align 4
  %2011 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2004, <8 x float> %2010, <8 x float> %1958)
  %2012 = getelementptr inbounds nuw i8, ptr %2006, i64 64
  %2013 = load <8 x float>, ptr %2012, align 4
  %2014 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2004, <8 x float> %2013, <8 x float> %1957)
  %2015 = or disjoint i64 %1967, 3
  %2016 = mul nsw i64 %2015, %1945
  %2017 = getelementptr inbounds float, ptr %1942, i64 %2016
  %2018 = load float, ptr %2017, align 4
  %2019 = insertelement <8 x float> poison, float %2018, i64 0
  %2020 = shufflevector <8 x float> %2019, <8 x float> poison, <8 x i32> zeroinitializer
  %2021 = mul nsw i64 %2015, %1949
  %2022 = getelementptr float, ptr %1952, i64 %2021
  %2023 = load <8 x float>, ptr %2022, align 4
  %2024 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2020, <8 x float> %2023, <8 x float> %1956)
  %2025 = getelementptr inbounds nuw i8, ptr %2022, i64 32
  %2026 = load <8 x float>, ptr %2025, align 4
  %2027 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2020, <8 x float> %2026, <8 x float> %1955)
  %2028 = getelementptr inbounds nuw i8, ptr %2022, i64 64
  %2029 = load <8 x float>, ptr %2028, align 4
  %2030 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2020, <8 x float> %2029, <8 x float> %1954)
  %2031 = add nuw nsw i64 %1966, 4
  %2032 = icmp sgt i64 %2031, %4
  br i1 %2032, label %2033, label %1953

2033:                                             ; preds = %1953
  %2034 = fadd <8 x float> %1992, %2024
  %2035 = fadd <8 x float> %1995, %2027
  %2036 = fadd <8 x float> %1998, %2030
  br label %2037

2037:                                             ; preds = %2033, %1938
  %2038 = phi <8 x float> [ zeroinitializer, %1938 ], [ %2014, %2033 ]
  %2039 = phi <8 x float> [ zeroinitializer, %1938 ], [ %2011, %2033 ]
  %2040 = phi <8 x float> [ zeroinitializer, %1938 ], [ %2008, %2033 ]
  %2041 = phi <8 x float> [ zeroinitializer, %1938 ], [ %2036, %2033 ]
  %2042 = phi <8 x float> [ zeroinitializer, %1938 ], [ %2035, %2033 ]
  %2043 = phi <8 x float> [ zeroinitializer, %1938 ], [ %2034, %2033 ]
  %2044 = phi <8 x float> [ zeroinitializer, %1938 ], [ %1982, %2033 ]
  %2045 = phi <8 x float> [ zeroinitializer, %1938 ], [ %1979, %2033 ]
  %2046 = phi <8 x float> [ zeroinitializer, %1938 ], [ %1976, %2033 ]
  %2047 = phi i64 [ 0, %1938 ], [ %1966, %2033 ]
  %2048 = getelementptr float, ptr %1947, i64 %1608
  %2049 = icmp slt i64 %2047, %4
  br i1 %2049, label %2050, label %2118

2050:                                             ; preds = %2037
  %2051 = or disjoint i64 %2047, 1
  %2052 = and i64 %4, 1
  %2053 = icmp eq i64 %2052, 0
  br i1 %2053, label %2071, label %2054

2054:                                             ; preds = %2050
  %2055 = mul nsw i64 %2047, %1945
  %2056 = getelementptr inbounds float, ptr %1942, i64 %2055
  %2057 = load float, ptr %2056, align 4
  %2058 = insertelement <8 x float> poison, float %2057, i64 0
  %2059 = shufflevector <8 x float> %2058, <8 x float> poison, <8 x i32> zeroinitializer
  %2060 = mul nsw i64 %2047, %1949
  %2061 = getelementptr float, ptr %2048, i64 %2060
  %2062 = load <8 x float>, ptr %2061, align 4
  %2063 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2059, <8 x float> %2062, <8 x float> %2046)
  %2064 = getelementptr inbounds nuw i8, ptr %2061, i64 32
  %2065 = load <8 x float>, ptr %2064, align 4
  %2066 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2059, <8 x float> %2065, <8 x float> %2045)
  %2067 = getelementptr inbounds nuw i8, ptr %2061, i64 64
  %2068 = load <8 x float>, ptr %2067, align 4
  %2069 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2059, <8 x float> %2068, <8 x float> %2044)
  %2070 = or disjoint i64 %2047, 1
  br label %2071

2071:                                             ; preds = %2054, %2050
  %2072 = phi <8 x float> [ poison, %2050 ], [ %2063, %2054 ]
  %2073 = phi <8 x float> [ poison, %2050 ], [ %2066, %2054 ]
  %2074 = phi <8 x float> [ poison, %2050 ], [ %2069, %2054 ]
  %2075 = phi <8 x float> [ %2044, %2050 ], [ %2069, %2054 ]
  %2076 = phi <8 x float> [ %2045, %2050 ], [ %2066, %2054 ]
  %2077 = phi <8 x float> [ %2046, %2050 ], [ %2063, %2054 ]
  %2078 = phi i64 [ %2047, %2050 ], [ %2070, %2054 ]
  %2079 = icmp eq i64 %4, %2051
  br i1 %2079, label %2118, label %2080

2080:                                             ; preds = %2071, %2080
  %2081 = phi <8 x float> [ %2115, %2080 ], [ %2075, %2071 ]
  %2082 = phi <8 x float> [ %2112, %2080 ], [ %2076, %2071 ]
  %2083 = phi <8 x float> [ %2109, %2080 ], [ %2077, %2071 ]
  %2084 = phi i64 [ %2116, %2080 ], [ %2078, %2071 ]
  %2085 = mul nsw i64 %2084, %1945
  %2086 = getelementptr inbounds float, ptr %1942, i64 %2085
  %2087 = load float, ptr %2086, align 4
  %2088 = insertelement <8 x float> poison, float %2087, i64 0
  %2089 = shufflevector <8 x float> %2088, <8 x float> poison, <8 x i32> zeroinitializer
  %2090 = mul nsw i64 %2084, %1949
  %2091 = getelementptr float, ptr %2048, i64 %2090
  %2092 = load <8 x float>, ptr %2091, align 4
  %2093 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2089, <8 x float> %2092, <8 x float> %2083)
  %2094 = getelementptr inbounds nuw i8, ptr %2091, i64 32
  %2095 = load <8 x float>, ptr %2094, align 4
  %2096 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2089, <8 x float> %2095, <8 x float> %2082)
  %2097 = getelementptr inbounds nuw i8, ptr %2091, i64 64
  %2098 = load <8 x float>, ptr %2097, align 4
  %2099 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2089, <8 x float> %2098, <8 x float> %2081)
  %2100 = add nuw nsw i64 %2084, 1
  %2101 = mul nsw i64 %2100, %1945
  %2102 = getelementptr inbounds float, ptr %1942, i64 %2101
  %2103 = load float, ptr %2102, align 4
  %2104 = insertelement <8 x float> poison, float %2103, i64 0
  %2105 = shufflevector <8 x float> %2104, <8 x float> poison, <8 x i32> zeroinitializer
  %2106 = mul nsw i64 %2100, %1949
  %2107 = getelementptr float, ptr %2048, i64 %2106
  %2108 = load <8 x float>, ptr %2107, align 4
  %2109 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2105, <8 x float> %2108, <8 x float> %2093)
  %2110 = getelementptr inbounds nuw i8, ptr %2107, i64 32
  %2111 = load <8 x float>, ptr %2110, align 4
  %2112 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2105, <8 x float> %2111, <8 x float> %2096)
  %2113 = getelementptr inbounds nuw i8, ptr %2107, i64 64
  %2114 = load <8 x float>, ptr %2113, align 4
  %2115 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2105, <8 x float> %2114, <8 x float> %2099)
  %2116 = add nuw nsw i64 %2084, 2
  %2117 = icmp eq i64 %2116, %4
  br i1 %2117, label %2118, label %2080

2118:                                             ; preds = %2071, %2080, %2037
  %2119 = phi <8 x float> [ %2044, %2037 ], [ %2074, %2071 ], [ %2115, %2080 ]
  %2120 = phi <8 x float> [ %2045, %2037 ], [ %2073, %2071 ], [ %2112, %2080 ]
  %2121 = phi <8 x float> [ %2046, %2037 ], [ %2072, %2071 ], [ %2109, %2080 ]
  %2122 = fadd <8 x float> %2040, %2121
  %2123 = fadd <8 x float> %2039, %2120
  %2124 = fadd <8 x float> %2038, %2119
  %2125 = fadd <8 x float> %2041, %2124
  %2126 = fadd <8 x float> %2042, %2123
  %2127 = fadd <8 x float> %2043, %2122
  %2128 = getelementptr inbounds nuw float, ptr %1497, i64 %1608
  store <8 x float> %2127, ptr %2128, align 4
  %2129 = getelementptr inbounds nuw i8, ptr %2128, i64 32
  store <8 x float> %2126, ptr %2129, align 4
  %2130 = getelementptr inbounds nuw i8, ptr %2128, i64 64
  store <8 x float> %2125, ptr %2130, align 4
  br label %2984

2131:                                             ; preds = %1607
  %2132 = icmp eq i32 %7, 0
  %2133 = getelementptr inbounds float, ptr %1495, i64 %4
  %2134 = getelementptr inbounds i8, ptr %2133, i64 -4
  %2135 = select i1 %2132, ptr %1495, ptr %2134
  %2136 = add nsw i64 %4, -1
  %2137 = mul nsw i64 %2136, %5
  %2138 = select i1 %2132, i64 1, i64 -1
  %2139 = select i1 %2132, i64 0, i64 %2137
  %2140 = getelementptr inbounds float, ptr %3, i64 %2139
  %2141 = sub nsw i64 0, %5
  %2142 = select i1 %2132, i64 %5, i64 %2141
  %2143 = icmp slt i64 %4, 2
  br i1 %2143, label %2196, label %2144

2144:                                             ; preds = %2131
  %2145 = getelementptr float, ptr %2140, i64 %1608
  br label %2146

2146:                                             ; preds = %2146, %2144
  %2147 = phi <8 x float> [ zeroinitializer, %2144 ], [ %2193, %2146 ]
  %2148 = phi <8 x float> [ zeroinitializer, %2144 ], [ %2190, %2146 ]
  %2149 = phi <8 x float> [ zeroinitializer, %2144 ], [ %2187, %2146 ]
  %2150 = phi <8 x float> [ zeroinitializer, %2144 ], [ %2184, %2146 ]
  %2151 = phi <8 x float> [ zeroinitializer, %2144 ], [ %2174, %2146 ]
  %2152 = phi <8 x float> [ zeroinitializer, %2144 ], [ %2171, %2146 ]
  %2153 = phi <8 x float> [ zeroinitializer, %2144 ], [ %2168, %2146 ]
  %2154 = phi <8 x float> [ zeroinitializer, %2144 ], [ %2165, %2146 ]
  %2155 = phi i64 [ 2, %2144 ], [ %2194, %2146 ]
  %2156 = phi i64 [ 0, %2144 ], [ %2155, %2146 ]
  %2157 = mul nsw i64 %2156, %2138
  %2158 = getelementptr inbounds float, ptr %2135, i64 %2157
  %2159 = load float, ptr %2158, align 4
  %2160 = insertelement <8 x float> poison, float %2159, i64 0
  %2161 = shufflevector <8 x float> %2160, <8 x float> poison, <8 x i32> zeroinitializer
  %2162 = mul nsw i64 %2156, %2142
  %2163 = getelementptr float, ptr %2145, i64 %2162
  %2164 = load <8 x float>, ptr %2163, align 4
  %2165 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2161, <8 x float> %2164, <8 x float> %2154)
  %2166 = getelementptr inbounds nuw i8, ptr %2163, i64 32
  %2167 = load <8 x float>, ptr %2166, align 4
  %2168 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2161, <8 x float> %2167, <8 x float> %2153)
  %2169 = getelementptr inbounds nuw i8, ptr %2163, i64 64
  %2170 = load <8 x float>, ptr %2169, align 4
  %2171 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2161, <8 x float> %2170, <8 x float> %2152)
  %2172 = getelementptr inbounds nuw i8, ptr %2163, i64 96
  %2173 = load <8 x float>, ptr %2172, align 4
  %2174 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2161, <8 x float> %2173, <8 x float> %2151)
  %2175 = or disjoint i64 %2156, 1
  %2176 = mul nsw i64 %2175, %2138
  %2177 = getelementptr inbounds float, ptr %2135, i64 %2176
  %2178 = load float, ptr %2177, align 4
  %2179 = insertelement <8 x float> poison, float %2178, i64 0
  %2180 = shufflevector <8 x float> %2179, <8 x float> poison, <8 x i32> zeroinitializer
  %2181 = mul nsw i64 %2175, %2142
  %2182 = getelementptr float, ptr %2145, i64 %2181
  %2183 = load <8 x float>, ptr %2182, align 4
  %2184 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2180, <8 x float> %2183, <8 x float> %2150)
  %2185 = getelementptr inbounds nuw i8, ptr %2182, i64 32
  %2186 = load <8 x float>, ptr %2185, align 4
  %2187 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2180, <8 x float> %2186, <8 x float> %2149)
  %2188 = getelementptr inbounds nuw i8, ptr %2182, i64 64
  %2189 = load <8 x float>, ptr %2188, align 4
  %2190 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2180, <8 x float> %2189, <8 x float> %2148)
  %2191 = getelementptr inbounds nuw i8, ptr %2182, i64 96
  %2192 = load <8 x float>, ptr %2191, align 4
  %2193 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2180, <8 x float> %2192, <8 x float> %2147)
  %2194 = add nuw nsw i64 %2155, 2
  %2195 = icmp sgt i64 %2194, %4
  br i1 %2195, label %2196, label %2146

2196:                                             ; preds = %2146, %2131
  %2197 = phi <8 x float> [ zeroinitializer, %2131 ], [ %2193, %2146 ]
  %2198 = phi <8 x float> [ zeroinitializer, %2131 ], [ %2190, %2146 ]
  %2199 = phi <8 x float> [ zeroinitializer, %2131 ], [ %2187, %2146 ]
  %2200 = phi <8 x float> [ zeroinitializer, %2131 ], [ %2184, %2146 ]
  %2201 = phi <8 x float> [ zeroinitializer, %2131 ], [ %2174, %2146 ]
  %2202 = phi <8 x float> [ zeroinitializer, %2131 ], [ %2171, %2146 ]
  %2203 = phi <8 x float> [ zeroinitializer, %2131 ], [ %2168, %2146 ]
  %2204 = phi <8 x float> [ zeroinitializer, %2131 ], [ %2165, %2146 ]
  %2205 = phi i64 [ 0, %2131 ], [ %2155, %2146 ]
  %2206 = getelementptr float, ptr %2140, i64 %1608
  %2207 = icmp slt i64 %2205, %4
  br i1 %2207, label %2208, label %2288

2208:                                             ; preds = %2196
  %2209 = or disjoint i64 %2205, 1
  %2210 = and i64 %4, 1
  %2211 = icmp eq i64 %2210, 0
  br i1 %2211, label %2232, label %2212

2212:                                             ; preds = %2208
  %2213 = mul nsw i64 %2205, %2138
  %2214 = getelementptr inbounds float, ptr %2135, i64 %2213
  %2215 = load float, ptr %2214, align 4
  %2216 = insertelement <8 x float> poison, float %2215, i64 0
  %2217 = shufflevector <8 x float> %2216, <8 x float> poison, <8 x i32> zeroinitializer
  %2218 = mul nsw i64 %2205, %2142
  %2219 = getelementptr float, ptr %2206, i64 %2218
  %2220 = load <8 x float>, ptr %2219, align 4
  %2221 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2217, <8 x float> %2220, <8 x float> %2204)
  %2222 = getelementptr inbounds nuw i8, ptr %2219, i64 32
  %2223 = load <8 x float>, ptr %2222, align 4
  %2224 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2217, <8 x float> %2223, <8 x float> %2203)
  %2225 = getelementptr inbounds nuw i8, ptr %2219, i64 64
  %2226 = load <8 x float>, ptr %2225, align 4
  %2227 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2217, <8 x float> %2226, <8 x float> %2202)
  %2228 = getelementptr inbounds nuw i8, ptr %2219, i64 96
  %2229 = load <8 x float>, ptr %2228, align 4
  %2230 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2217, <8 x float> %2229, <8 x float> %2201)
  %2231 = or disjoint i64 %2205, 1
  br label %2232

2232:                                             ; preds = %2212, %2208
  %2233 = phi <8 x float> [ poison, %2208 ], [ %2221, %2212 ]
  %2234 = phi <8 x float> [ poison, %2208 ], [ %2224, %2212 ]
  %2235 = phi <8 x float> [ poison, %2208 ], [ %2227, %2212 ]
  %2236 = phi <8 x float> [ poison, %2208 ], [ %2230, %2212 ]
  %2237 = phi <8 x float> [ %2201, %2208 ], [ %2230, %2212 ]
  %2238 = phi <8 x float> [ %2202, %2208 ], [ %2227, %2212 ]
  %2239 = phi <8 x float> [ %2203, %2208 ], [ %2224, %2212 ]
  %2240 = phi <8 x float> [ %2204, %2208 ], [ %2221, %2212 ]
  %2241 = phi i64 [ %2205, %2208 ], [ %2231, %2212 ]
  %2242 = icmp eq i64 %4, %2209
  br i1 %2242, label %2288, label %2243

2243:                                             ; preds = %2232, %2243
  %2244 = phi <8 x float> [ %2285, %2243 ], [ %2237, %2232 ]
  %2245 = phi <8 x float> [ %2282, %2243 ], [ %2238, %2232 ]
  %2246 = phi <8 x float> [ %2279, %2243 ], [ %2239, %2232 ]
  %2247 = phi <8 x float> [ %2276, %2243 ], [ %2240, %2232 ]
  %2248 = phi i64 [ %2286, %2243 ], [ %2241, %2232 ]
  %2249 = mul nsw i64 %2248, %2138
  %2250 = getelementptr inbounds float, ptr %2135, i64 %2249
  %2251 = load float, ptr %2250, align 4
  %2252 = insertelement <8 x float> poison, float %2251, i64 0
  %2253 = shufflevector <8 x float> %2252, <8 x float> poison, <8 x i32> zeroinitializer
  %2254 = mul nsw i64 %2248, %2142
  %2255 = getelementptr float, ptr %2206, i64 %2254
  %2256 = load <8 x float>, ptr %2255, align 4
  %2257 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2253, <8 x float> %2256, <8 x float> %2247)
  %2258 = getelementptr inbounds nuw i8, ptr %2255, i64 32
  %2259 = load <8 x float>, ptr %2258, align 4
  %2260 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2253, <8 x float> %2259, <8 x float> %2246)
  %2261 = getelementptr inbounds nuw i8, ptr %2255, i64 64
  %2262 = load <8 x float>, ptr %2261, align 4
  %2263 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2253, <8 x float> %2262, <8 x float> %2245)
  %2264 = getelementptr inbounds nuw i8, ptr %2255, i64 96
  %2265 = load <8 x float>, ptr %2264, align 4
  %2266 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2253, <8 x float> %2265, <8 x float> %2244)
  %2267 = add nuw nsw i64 %2248, 1
  %2268 = mul nsw i64 %2267, %2138
  %2269 = getelementptr inbounds float, ptr %2135, i64 %2268
  %2270 = load float, ptr %2269, align 4
  %2271 = insertelement <8 x float> poison, float %2270, i64 0
  %2272 = shufflevector <8 x float> %2271, <8 x float> poison, <8 x i32> zeroinitializer
  %2273 = mul nsw i64 %2267, %2142
  %2274 = getelementptr float, ptr %2206, i64 %2273
  %2275 = load <8 x float>, ptr %2274, align 4
  %2276 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2272, <8 x float> %2275, <8 x float> %2257)
  %2277 = getelementptr inbounds nuw i8, ptr %2274, i64 32
  %2278 = load <8 x float>, ptr %2277, align 4
  %2279 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2272, <8 x float> %2278, <8 x float> %2260)
  %2280 = getelementptr inbounds nuw i8, ptr %2274, i64 64
  %2281 = load <8 x float>, ptr %2280, align 4
  %2282 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2272, <8 x float> %2281, <8 x float> %2263)
  %2283 = getelementptr inbounds nuw i8, ptr %2274, i64 96
  %2284 = load <8 x float>, ptr %2283, align 4
  %2285 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2272, <8 x float> %2284, <8 x float> %2266)
  %2286 = add nuw nsw i64 %2248, 2
  %2287 = icmp eq i64 %2286, %4
  br i1 %2287, label %2288, label %2243

2288:                                             ; preds = %2232, %2243, %2196
  %2289 = phi <8 x float> [ %2201, %2196 ], [ %2236, %2232 ], [ %2285, %2243 ]
  %2290 = phi <8 x float> [ %2202, %2196 ], [ %2235, %2232 ], [ %2282, %2243 ]
  %2291 = phi <8 x float> [ %2203, %2196 ], [ %2234, %2232 ], [ %2279, %2243 ]
  %2292 = phi <8 x float> [ %2204, %2196 ], [ %2233, %2232 ], [ %2276, %2243 ]
  %2293 = fadd <8 x float> %2197, %2289
  %2294 = fadd <8 x float> %2198, %2290
  %2295 = fadd <8 x float> %2199, %2291
  %2296 = fadd <8 x float> %2200, %2292
  %2297 = getelementptr inbounds nuw float, ptr %1497, i64 %1608
  store <8 x float> %2296, ptr %2297, align 4
  %2298 = getelementptr inbounds nuw i8, ptr %2297, i64 32
  store <8 x float> %2295, ptr %2298, align 4
  %2299 = getelementptr inbounds nuw i8, ptr %2297, i64 64
  store <8 x float> %2294, ptr %2299, align 4
  %2300 = getelementptr inbounds nuw i8, ptr %2297, i64 96
  store <8 x float> %2293, ptr %2300, align 4
  br label %2984

2301:                                             ; preds = %1607
  %2302 = icmp eq i32 %7, 0
  %2303 = getelementptr inbounds float, ptr %1495, i64 %4
  %2304 = getelementptr inbounds i8, ptr %2303, i64 -4
  %2305 = select i1 %2302, ptr %1495, ptr %2304
  %2306 = add nsw i64 %4, -1
  %2307 = mul nsw i64 %2306, %5
  %2308 = select i1 %2302, i64 1, i64 -1
  %2309 = select i1 %2302, i64 0, i64 %2307
  %2310 = getelementptr inbounds float, ptr %3, i64 %2309
  %2311 = sub nsw i64 0, %5
  %2312 = select i1 %2302, i64 %5, i64 %2311
  %2313 = icmp slt i64 %4, 2
  br i1 %2313, label %2374, label %2314

2314:                                             ; preds = %2301
  %2315 = getelementptr float, ptr %2310, i64 %1608
  br label %2316

2316:                                             ; preds = %2316, %2314
  %2317 = phi <8 x float> [ zeroinitializer, %2314 ], [ %2371, %2316 ]
  %2318 = phi <8 x float> [ zeroinitializer, %2314 ], [ %2368, %2316 ]
  %2319 = phi <8 x float> [ zeroinitializer, %2314 ], [ %2365, %2316 ]
  %2320 = phi <8 x float> [ zeroinitializer, %2314 ], [ %2362, %2316 ]
  %2321 = phi <8 x float> [ zeroinitializer, %2314 ], [ %2359, %2316 ]
  %2322 = phi <8 x float> [ zeroinitializer, %2314 ], [ %2349, %2316 ]
  %2323 = phi <8 x float> [ zeroinitializer, %2314 ], [ %2346, %2316 ]
  %2324 = phi <8 x float> [ zeroinitializer, %2314 ], [ %2343, %2316 ]
  %2325 = phi <8 x float> [ zeroinitializer, %2314 ], [ %2340, %2316 ]
  %2326 = phi <8 x float> [ zeroinitializer, %2314 ], [ %2337, %2316 ]
  %2327 = phi i64 [ 2, %2314 ], [ %2372, %2316 ]
  %2328 = phi i64 [ 0, %2314 ], [ %2327, %2316 ]
  %2329 = mul nsw i64 %2328, %2308
  %2330 = getelementptr inbounds float, ptr %2305, i64 %2329
  %2331 = load float, ptr %2330, align 4
  %2332 = insertelement <8 x float> poison, float %2331, i64 0
  %2333 = shufflevector <8 x float> %2332, <8 x float> poison, <8 x i32> zeroinitializer
  %2334 = mul nsw i64 %2328, %2312
  %2335 = getelementptr float, ptr %2315, i64 %2334
  %2336 = load <8 x float>, ptr %2335, align 4
  %2337 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2333, <8 x float> %2336, <8 x float> %2326)
  %2338 = getelementptr inbounds nuw i8, ptr %2335, i64 32
  %2339 = load <8 x float>, ptr %2338, align 4
  %2340 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2333, <8 x float> %2339, <8 x float> %2325)
  %2341 = getelementptr inbounds nuw i8, ptr %2335, i64 64
  %2342 = load <8 x float>, ptr %2341, align 4
  %2343 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2333, <8 x float> %2342, <8 x float> %2324)
  %2344 = getelementptr inbounds nuw i8, ptr %2335, i64 96
  %2345 = load <8 x float>, ptr %2344, align 4
  %2346 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2333, <8 x float> %2345, <8 x float> %2323)
  %2347 = getelementptr inbounds nuw i8, ptr %2335, i64 128
  %2348 = load <8 x float>, ptr %2347, align 4
  %2349 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2333, <8 x float> %2348, <8 x float> %2322)
  %2350 = or disjoint i64 %2328, 1
  %2351 = mul nsw i64 %2350, %2308
  %2352 = getelementptr inbounds float, ptr %2305, i64 %2351
  %2353 = load float, ptr %2352, align 4
  %2354 = insertelement <8 x float> poison, float %2353, i64 0
  %2355 = shufflevector <8 x float> %2354, <8 x float> poison, <8 x i32> zeroinitializer
  %2356 = mul nsw i64 %2350, %2312
  %2357 = getelementptr float, ptr %2315, i64 %2356
  %2358 = load <8 x float>, ptr %2357, align 4
  %2359 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2355, <8 x float> %2358, <8 x float> %2321)
  %2360 = getelementptr inbounds nuw i8, ptr %2357, i64 32
  %2361 = load <8 x float>, ptr %2360, align 4
  %2362 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2355, <8 x float> %2361, <8 x float> %2320)
  %2363 = getelementptr inbounds nuw i8, ptr %2357, i64 64
  %2364 = load <8 x float>, ptr %2363, align 4
  %2365 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2355, <8 x float> %2364, <8 x float> %2319)
  %2366 = getelementptr inbounds nuw i8, ptr %2357, i64 96
  %2367 = load <8 x float>, ptr %2366, align 4
  %2368 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2355, <8 x float> %2367, <8 x float> %2318)
  %2369 = getelementptr inbounds nuw i8, ptr %2357, i64 128
  %2370 = load <8 x float>, ptr %2369, align 4
  %2371 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2355, <8 x float> %2370, <8 x float> %2317)
  %2372 = add nuw nsw i64 %2327, 2
  %2373 = icmp sgt i64 %2372, %4
  br i1 %2373, label %2374, label %2316

2374:                                             ; preds = %2316, %2301
  %2375 = phi <8 x float> [ zeroinitializer, %2301 ], [ %2371, %2316 ]
  %2376 = phi <8 x float> [ zeroinitializer, %2301 ], [ %2368, %2316 ]
  %2377 = phi <8 x float> [ zeroinitializer, %2301 ], [ %2365, %2316 ]
  %2378 = phi <8 x float> [ zeroinitializer, %2301 ], [ %2362, %2316 ]
  %2379 = phi <8 x float> [ zeroinitializer, %2301 ], [ %2359, %2316 ]
  %2380 = phi <8 x float> [ zeroinitializer, %2301 ], [ %2349, %2316 ]
  %2381 = phi <8 x float> [ zeroinitializer, %2301 ], [ %2346, %2316 ]
  %2382 = phi <8 x float> [ zeroinitializer, %2301 ], [ %2343, %2316 ]
  %2383 = phi <8 x float> [ zeroinitializer, %2301 ], [ %2340, %2316 ]
  %2384 = phi <8 x float> [ zeroinitializer, %2301 ], [ %2337, %2316 ]
  %2385 = phi i64 [ 0, %2301 ], [ %2327, %2316 ]
  %2386 = getelementptr float, ptr %2310, i64 %1608
  %2387 = icmp slt i64 %2385, %4
  br i1 %2387, label %2388, label %2418

2388:                                             ; preds = %2374, %2388
  %2389 = phi <8 x float> [ %2415, %2388 ], [ %2380, %2374 ]
  %2390 = phi <8 x float> [ %2412, %2388 ], [ %2381, %2374 ]
  %2391 = phi <8 x float> [ %2409, %2388 ], [ %2382, %2374 ]
  %2392 = phi <8 x float> [ %2406, %2388 ], [ %2383, %2374 ]
  %2393 = phi <8 x float> [ %2403, %2388 ], [ %2384, %2374 ]
  %2394 = phi i64 [ %2416, %2388 ], [ %2385, %2374 ]
  %2395 = mul nsw i64 %2394, %2308
  %2396 = getelementptr inbounds float, ptr %2305, i64 %2395
  %2397 = load float, ptr %2396, align 4
  %2398 = insertelement <8 x float> poison, float %2397, i64 0
  %2399 = shufflevector <8 x float> %2398, <8 x float> poison, <8 x i32> zeroinitializer
  %2400 = mul nsw i64 %2394, %2312
  %2401 = getelementptr float, ptr %2386, i64 %2400
  %2402 = load <8 x float>, ptr %2401, align 4
  %2403 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2399, <8 x float> %2402, <8 x float> %2393)
  %2404 = getelementptr inbounds nuw i8, ptr %2401, i64 32
  %2405 = load <8 x float>, ptr %2404, align 4
  %2406 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2399, <8 x float> %2405, <8 x float> %2392)
  %2407 = getelementptr inbounds nuw i8, ptr %2401, i64 64
  %2408 = load <8 x float>, ptr %2407, align 4
  %2409 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2399, <8 x float> %2408, <8 x float> %2391)
  %2410 = getelementptr inbounds nuw i8, ptr %2401, i64 96
  %2411 = load <8 x float>, ptr %2410, align 4
  %2412 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2399, <8 x float> %2411, <8 x float> %2390)
  %2413 = getelementptr inbounds nuw i8, ptr %2401, i64 128
  %2414 = load <8 x float>, ptr %2413, align 4
  %2415 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2399, <8 x float> %2414, <8 x float> %2389)
  %2416 = add nuw nsw i64 %2394, 1
  %2417 = icmp eq i64 %2416, %4
  br i1 %2417, label %2418, label %2388

2418:                                             ; preds = %2388, %2374
  %2419 = phi <8 x float> [ %2380, %2374 ], [ %2415, %2388 ]
  %2420 = phi <8 x float> [ %2381, %2374 ], [ %2412, %2388 ]
  %2421 = phi <8 x float> [ %2382, %2374 ], [ %2409, %2388 ]
  %2422 = phi <8 x float> [ %2383, %2374 ], [ %2406, %2388 ]
  %2423 = phi <8 x float> [ %2384, %2374 ], [ %2403, %2388 ]
  %2424 = fadd <8 x float> %2375, %2419
  %2425 = fadd <8 x float> %2376, %2420
  %2426 = fadd <8 x float> %2377, %2421
  %2427 = fadd <8 x float> %2378, %2422
  %2428 = fadd <8 x float> %2379, %2423
  %2429 = getelementptr inbounds nuw float, ptr %1497, i64 %1608
  store <8 x float> %2428, ptr %2429, align 4
  %2430 = getelementptr inbounds nuw i8, ptr %2429, i64 32
  store <8 x float> %2427, ptr %2430, align 4
  %2431 = getelementptr inbounds nuw i8, ptr %2429, i64 64
  store <8 x float> %2426, ptr %2431, align 4
  %2432 = getelementptr inbounds nuw i8, ptr %2429, i64 96
  store <8 x float> %2425, ptr %2432, align 4
  %2433 = getelementptr inbounds nuw i8, ptr %2429, i64 128
  store <8 x float> %2424, ptr %2433, align 4
  br label %2984

2434:                                             ; preds = %1607
  %2435 = icmp eq i32 %7, 0
  %2436 = getelementptr inbounds float, ptr %1495, i64 %4
  %2437 = getelementptr inbounds i8, ptr %2436, i64 -4
  %2438 = select i1 %2435, ptr %1495, ptr %2437
  %2439 = add nsw i64 %4, -1
  %2440 = mul nsw i64 %2439, %5
  %2441 = select i1 %2435, i64 1, i64 -1
  %2442 = select i1 %2435, i64 0, i64 %2440
  %2443 = getelementptr inbounds float, ptr %3, i64 %2442
  %2444 = sub nsw i64 0, %5
  %2445 = select i1 %2435, i64 %5, i64 %2444
  %2446 = icmp slt i64 %4, 2
  br i1 %2446, label %2515, label %2447

2447:                                             ; preds = %2434
  %2448 = getelementptr float, ptr %2443, i64 %1608
  br label %2449

2449:                                             ; preds = %2449, %2447
  %2450 = phi <8 x float> [ zeroinitializer, %2447 ], [ %2512, %2449 ]
  %2451 = phi <8 x float> [ zeroinitializer, %2447 ], [ %2509, %2449 ]
  %2452 = phi <8 x float> [ zeroinitializer, %2447 ], [ %2506, %2449 ]
  %2453 = phi <8 x float> [ zeroinitializer, %2447 ], [ %2503, %2449 ]
  %2454 = phi <8 x float> [ zeroinitializer, %2447 ], [ %2500, %2449 ]
  %2455 = phi <8 x float> [ zeroinitializer, %2447 ], [ %2497, %2449 ]
  %2456 = phi <8 x float> [ zeroinitializer, %2447 ], [ %2487, %2449 ]
  %2457 = phi <8 x float> [ zeroinitializer, %2447 ], [ %2484, %2449 ]
  %2458 = phi <8 x float> [ zeroinitializer, %2447 ], [ %2481, %2449 ]
  %2459 = phi <8 x float> [ zeroinitializer, %2447 ], [ %2478, %2449 ]
  %2460 = phi <8 x float> [ zeroinitializer, %2447 ], [ %2475, %2449 ]
  %2461 = phi <8 x float> [ zeroinitializer, %2447 ], [ %2472, %2449 ]
  %2462 = phi i64 [ 2, %2447 ], [ %2513, %2449 ]
  %2463 = phi i64 [ 0, %2447 ], [ %2462, %2449 ]
  %2464 = mul nsw i64 %2463, %2441
  %2465 = getelementptr inbounds float, ptr %2438, i64 %2464
  %2466 = load float, ptr %2465, align 4
  %2467 = insertelement <8 x float> poison, float %2466, i64 0
  %2468 = shufflevector <8 x float> %2467, <8 x float> poison, <8 x i32> zeroinitializer
  %2469 = mul nsw i64 %2463, %2445
  %2470 = getelementptr float, ptr %2448, i64 %2469
  %2471 = load <8 x float>, ptr %2470, align 4
  %2472 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2468, <8 x float> %2471, <8 x float> %2461)
  %2473 = getelementptr inbounds nuw i8, ptr %2470, i64 32
  %2474 = load <8 x float>, ptr %2473, align 4
  %2475 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2468, <8 x float> %2474, <8 x float> %2460)
  %2476 = getelementptr inbounds nuw i8, ptr %2470, i64 64
  %2477 = load <8 x float>, ptr %2476, align 4
  %2478 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2468, <8 x float> %2477, <8 x float> %2459)
  %2479 = getelementptr inbounds nuw i8, ptr %2470, i64 96
  %2480 = load <8 x float>, ptr %2479, align 4
  %2481 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2468, <8 x float> %2480, <8 x float> %2458)
  %2482 = getelementptr inbounds nuw i8, ptr %2470, i64 128
  %2483 = load <8 x float>, ptr %2482, align 4
  %2484 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2468, <8 x float> %2483, <8 x float> %2457)
  %2485 = getelementptr inbounds nuw i8, ptr %2470, i64 160
  %2486 = load <8 x float>, ptr %2485, align 4
  %2487 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2468, <8 x float> %2486, <8 x float> %2456)
  %2488 = or disjoint i64 %2463, 1
  %2489 = mul nsw i64 %2488, %2441
  %2490 = getelementptr inbounds float, ptr %2438, i64 %2489
  %2491 = load float, ptr %2490, align 4
  %2492 = insertelement <8 x float> poison, float %2491, i64 0
  %2493 = shufflevector <8 x float> %2492, <8 x float> poison, <8 x i32> zeroinitializer
  %2494 = mul nsw i64 %2488, %2445
  %2495 = getelementptr float, ptr %2448, i64 %2494
  %2496 = load <8 x float>, ptr %2495, align 4
  %2497 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2493, <8 x float> %2496, <8 x float> %2455)
  %2498 = getelementptr inbounds nuw i8, ptr %2495, i64 32
  %2499 = load <8 x float>, ptr %2498, align 4
  %2500 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2493, <8 x float> %2499, <8 x float> %2454)
  %2501 = getelementptr inbounds nuw i8, ptr %2495, i64 64
  %2502 = load <8 x float>, ptr %2501, align 4
  %2503 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2493, <8 x float> %2502, <8 x float> %2453)
  %2504 = getelementptr inbounds nuw i8, ptr %2495, i64 96
  %2505 = load <8 x float>, ptr %2504, align 4
  %2506 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2493, <8 x float> %2505, <8 x float> %2452)
  %2507 = getelementptr inbounds nuw i8, ptr %2495, i64 128
  %2508 = load <8 x float>, ptr %2507, align 4
  %2509 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2493, <8 x float> %2508, <8 x float> %2451)
  %2510 = getelementptr inbounds nuw i8, ptr %2495, i64 160
  %2511 = load <8 x float>, ptr %2510, align 4
  %2512 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2493, <8 x float> %2511, <8 x float> %2450)
  %2513 = add nuw nsw i64 %2462, 2
  %2514 = icmp sgt i64 %2513, %4
  br i1 %2514, label %2515, label %2449

2515:                                             ; preds = %2449, %2434
  %2516 = phi <8 x float> [ zeroinitializer, %2434 ], [ %2512, %2449 ]
  %2517 = phi <8 x float> [ zeroinitializer, %2434 ], [ %2509, %2449 ]
  %2518 = phi <8 x float> [ zeroinitializer, %2434 ], [ %2506, %2449 ]
  %2519 = phi <8 x float> [ zeroinitializer, %2434 ], [ %2503, %2449 ]
  %2520 = phi <8 x float> [ zeroinitializer, %2434 ], [ %2500, %2449 ]
  %2521 = phi <8 x float> [ zeroinitializer, %2434 ], [ %2497, %2449 ]
  %2522 = phi <8 x float> [ zeroinitializer, %2434 ], [ %2487, %2449 ]
  %2523 = phi <8 x float> [ zeroinitializer, %2434 ], [ %2484, %2449 ]
  %2524 = phi <8 x float> [ zeroinitializer, %2434 ], [ %2481, %2449 ]
  %2525 = phi <8 x float> [ zeroinitializer, %2434 ], [ %2478, %2449 ]
  %2526 = phi <8 x float> [ zeroinitializer, %2434 ], [ %2475, %2449 ]
  %2527 = phi <8 x float> [ zeroinitializer, %2434 ], [ %2472, %2449 ]
  %2528 = phi i64 [ 0, %2434 ], [ %2462, %2449 ]
  %2529 = getelementptr float, ptr %2443, i64 %1608
  %2530 = icmp slt i64 %2528, %4
  br i1 %2530, label %2531, label %2565

2531:                                             ; preds = %2515, %2531
  %2532 = phi <8 x float> [ %2562, %2531 ], [ %2522, %2515 ]
  %2533 = phi <8 x float> [ %2559, %2531 ], [ %2523, %2515 ]
  %2534 = phi <8 x float> [ %2556, %2531 ], [ %2524, %2515 ]
  %2535 = phi <8 x float> [ %2553, %2531 ], [ %2525, %2515 ]
  %2536 = phi <8 x float> [ %2550, %2531 ], [ %2526, %2515 ]
  %2537 = phi <8 x float> [ %2547, %2531 ], [ %2527, %2515 ]
  %2538 = phi i64 [ %2563, %2531 ], [ %2528, %2515 ]
  %2539 = mul nsw i64 %2538, %2441
  %2540 = getelementptr inbounds float, ptr %2438, i64 %2539
  %2541 = load float, ptr %2540, align 4
  %2542 = insertelement <8 x float> poison, float %2541, i64 0
  %2543 = shufflevector <8 x float> %2542, <8 x float> poison, <8 x i32> zeroinitializer
  %2544 = mul nsw i64 %2538, %2445
  %2545 = getelementptr float, ptr %2529, i64 %2544
  %2546 = load <8 x float>, ptr %2545, align 4
  %2547 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2543, <8 x float> %2546, <8 x float> %2537)
  %2548 = getelementptr inbounds nuw i8, ptr %2545, i64 32
  %2549 = load <8 x float>, ptr %2548, align 4
  %2550 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2543, <8 x float> %2549, <8 x float> %2536)
  %2551 = getelementptr inbounds nuw i8, ptr %2545, i64 64
  %2552 = load <8 x float>, ptr %2551, align 4
  %2553 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2543, <8 x float> %2552, <8 x float> %2535)
  %2554 = getelementptr inbounds nuw i8, ptr %2545, i64 96
  %2555 = load <8 x float>, ptr %2554, align 4
  %2556 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2543, <8 x float> %2555, <8 x float> %2534)
  %2557 = getelementptr inbounds nuw i8, ptr %2545, i64 128
  %2558 = load <8 x float>, ptr %2557, align 4
  %2559 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2543, <8 x float> %2558, <8 x float> %2533)
  %2560 = getelementptr inbounds nuw i8, ptr %2545, i64 160
  %2561 = load <8 x float>, ptr %2560, align 4
  %2562 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2543, <8 x float> %2561, <8 x float> %2532)
  %2563 = add nuw nsw i64 %2538, 1
  %2564 = icmp eq i64 %2563, %4
  br i1 %2564, label %2565, label %2531

2565:                                             ; preds = %2531, %2515
  %2566 = phi <8 x float> [ %2522, %2515 ], [ %2562, %2531 ]
  %2567 = phi <8 x float> [ %2523, %2515 ], [ %2559, %2531 ]
  %2568 = phi <8 x float> [ %2524, %2515 ], [ %2556, %2531 ]
  %2569 = phi <8 x float> [ %2525, %2515 ], [ %2553, %2531 ]
  %2570 = phi <8 x float> [ %2526, %2515 ], [ %2550, %2531 ]
  %2571 = phi <8 x float> [ %2527, %2515 ], [ %2547, %2531 ]
  %2572 = fadd <8 x float> %2516, %2566
  %2573 = fadd <8 x float> %2517, %2567
  %2574 = fadd <8 x float> %2518, %2568
  %2575 = fadd <8 x float> %2519, %2569
  %2576 = fadd <8 x float> %2520, %2570
  %2577 = fadd <8 x float> %2521, %2571
  %2578 = getelementptr inbounds nuw float, ptr %1497, i64 %1608
  store <8 x float> %2577, ptr %2578, align 4
  %2579 = getelementptr inbounds nuw i8, ptr %2578, i64 32
  store <8 x float> %2576, ptr %2579, align 4
  %2580 = getelementptr inbounds nuw i8, ptr %2578, i64 64
  store <8 x float> %2575, ptr %2580, align 4
  %2581 = getelementptr inbounds nuw i8, ptr %2578, i64 96
  store <8 x float> %2574, ptr %2581, align 4
  %2582 = getelementptr inbounds nuw i8, ptr %2578, i64 128
  store <8 x float> %2573, ptr %2582, align 4
  %2583 = getelementptr inbounds nuw i8, ptr %2578, i64 160
  store <8 x float> %2572, ptr %2583, align 4
  br label %2984

2584:                                             ; preds = %1607
  %2585 = icmp eq i32 %7, 0
  %2586 = getelementptr inbounds float, ptr %1495, i64 %4
  %2587 = getelementptr inbounds i8, ptr %2586, i64 -4
  %2588 = select i1 %2585, ptr %1495, ptr %2587
  %2589 = add nsw i64 %4, -1
  %2590 = mul nsw i64 %2589, %5
  %2591 = select i1 %2585, i64 0, i64 %2590
  %2592 = getelementptr inbounds float, ptr %3, i64 %2591
  %2593 = sub nsw i64 0, %5
  %2594 = select i1 %2585, i64 %5, i64 %2593
  %2595 = icmp sgt i64 %4, 0
  %2596 = getelementptr float, ptr %2592, i64 %1608
  br i1 %2595, label %2597, label %2637

2597:                                             ; preds = %2584, %2597
  %2598 = phi <8 x float> [ %2634, %2597 ], [ zeroinitializer, %2584 ]
  %2599 = phi <8 x float> [ %2631, %2597 ], [ zeroinitializer, %2584 ]
  %2600 = phi <8 x float> [ %2628, %2597 ], [ zeroinitializer, %2584 ]
  %2601 = phi <8 x float> [ %2625, %2597 ], [ zeroinitializer, %2584 ]
  %2602 = phi <8 x float> [ %2622, %2597 ], [ zeroinitializer, %2584 ]
  %2603 = phi <8 x float> [ %2619, %2597 ], [ zeroinitializer, %2584 ]
  %2604 = phi <8 x float> [ %2616, %2597 ], [ zeroinitializer, %2584 ]
  %2605 = phi i64 [ %2635, %2597 ], [ 1, %2584 ]
  %2606 = phi i64 [ %2605, %2597 ], [ 0, %2584 ]
  %2607 = sub nsw i64 0, %2606
  %2608 = select i1 %2585, i64 %2606, i64 %2607
  %2609 = getelementptr inbounds float, ptr %2588, i64 %2608
  %2610 = load float, ptr %2609, align 4
  %2611 = insertelement <8 x float> poison, float %2610, i64 0
  %2612 = shufflevector <8 x float> %2611, <8 x float> poison, <8 x i32> zeroinitializer
  %2613 = mul nsw i64 %2606, %2594
  %2614 = getelementptr float, ptr %2596, i64 %2613
  %2615 = load <8 x float>, ptr %2614, align 4
  %2616 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2612, <8 x float> %2615, <8 x float> %2604)
  %2617 = getelementptr inbounds nuw i8, ptr %2614, i64 32
  %2618 = load <8 x float>, ptr %2617, align 4
  %2619 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2612, <8 x float> %2618, <8 x float> %2603)
  %2620 = getelementptr inbounds nuw i8, ptr %2614, i64 64
  %2621 = load <8 x float>, ptr %2620, align 4
  %2622 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2612, <8 x float> %2621, <8 x float> %2602)
  %2623 = getelementptr inbounds nuw i8, ptr %2614, i64 96
  %2624 = load <8 x float>, ptr %2623, align 4
  %2625 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2612, <8 x float> %2624, <8 x float> %2601)
  %2626 = getelementptr inbounds nuw i8, ptr %2614, i64 128
  %2627 = load <8 x float>, ptr %2626, align 4
  %2628 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2612, <8 x float> %2627, <8 x float> %2600)
  %2629 = getelementptr inbounds nuw i8, ptr %2614, i64 160
  %2630 = load <8 x float>, ptr %2629, align 4
  %2631 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2612, <8 x float> %2630, <8 x float> %2599)
  %2632 = getelementptr inbounds nuw i8, ptr %2614, i64 192
  %2633 = load <8 x float>, ptr %2632, align 4
  %2634 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2612, <8 x float> %2633, <8 x float> %2598)
  %2635 = add nuw i64 %2605, 1
  %2636 = icmp eq i64 %2605, %4
  br i1 %2636, label %2637, label %2597

2637:                                             ; preds = %2597, %2584
  %2638 = phi <8 x float> [ zeroinitializer, %2584 ], [ %2634, %2597 ]
  %2639 = phi <8 x float> [ zeroinitializer, %2584 ], [ %2631, %2597 ]
  %2640 = phi <8 x float> [ zeroinitializer, %2584 ], [ %2628, %2597 ]
  %2641 = phi <8 x float> [ zeroinitializer, %2584 ], [ %2625, %2597 ]
  %2642 = phi <8 x float> [ zeroinitializer, %2584 ], [ %2622, %2597 ]
  %2643 = phi <8 x float> [ zeroinitializer, %2584 ], [ %2619, %2597 ]
  %2644 = phi <8 x float> [ zeroinitializer, %2584 ], [ %2616, %2597 ]
  %2645 = getelementptr inbounds nuw float, ptr %1497, i64 %1608
  store <8 x float> %2644, ptr %2645, align 4
  %2646 = getelementptr inbounds nuw i8, ptr %2645, i64 32
  store <8 x float> %2643, ptr %2646, align 4
  %2647 = getelementptr inbounds nuw i8, ptr %2645, i64 64
  store <8 x float> %2642, ptr %2647, align 4
  %2648 = getelementptr inbounds nuw i8, ptr %2645, i64 96
  store <8 x float> %2641, ptr %2648, align 4
  %2649 = getelementptr inbounds nuw i8, ptr %2645, i64 128
  store <8 x float> %2640, ptr %2649, align 4
  %2650 = getelementptr inbounds nuw i8, ptr %2645, i64 160
  store <8 x float> %2639, ptr %2650, align 4
  %2651 = getelementptr inbounds nuw i8, ptr %2645, i64 192
  store <8 x float> %2638, ptr %2651, align 4
  br label %2984

2652:                                             ; preds = %1607
  %2653 = icmp eq i32 %7, 0
  %2654 = getelementptr inbounds float, ptr %1495, i64 %4
  %2655 = getelementptr inbounds i8, ptr %2654, i64 -4
  %2656 = select i1 %2653, ptr %1495, ptr %2655
  %2657 = add nsw i64 %4, -1
  %2658 = mul nsw i64 %2657, %5
  %2659 = select i1 %2653, i64 0, i64 %2658
  %2660 = getelementptr inbounds float, ptr %3, i64 %2659
  %2661 = sub nsw i64 0, %5
  %2662 = select i1 %2653, i64 %5, i64 %2661
  %2663 = icmp sgt i64 %4, 0
  %2664 = getelementptr float, ptr %2660, i64 %1608
  br i1 %2663, label %2665, label %2709

2665:                                             ; preds = %2652, %2665
  %2666 = phi <8 x float> [ %2706, %2665 ], [ zeroinitializer, %2652 ]
  %2667 = phi <8 x float> [ %2703, %2665 ], [ zeroinitializer, %2652 ]
  %2668 = phi <8 x float> [ %2700, %2665 ], [ zeroinitializer, %2652 ]
  %2669 = phi <8 x float> [ %2697, %2665 ], [ zeroinitializer, %2652 ]
  %2670 = phi <8 x float> [ %2694, %2665 ], [ zeroinitializer, %2652 ]
  %2671 = phi <8 x float> [ %2691, %2665 ], [ zeroinitializer, %2652 ]
  %2672 = phi <8 x float> [ %2688, %2665 ], [ zeroinitializer, %2652 ]
  %2673 = phi <8 x float> [ %2685, %2665 ], [ zeroinitializer, %2652 ]
  %2674 = phi i64 [ %2707, %2665 ], [ 1, %2652 ]
  %2675 = phi i64 [ %2674, %2665 ], [ 0, %2652 ]
  %2676 = sub nsw i64 0, %2675
  %2677 = select i1 %2653, i64 %2675, i64 %2676
  %2678 = getelementptr inbounds float, ptr %2656, i64 %2677
  %2679 = load float, ptr %2678, align 4
  %2680 = insertelement <8 x float> poison, float %2679, i64 0
  %2681 = shufflevector <8 x float> %2680, <8 x float> poison, <8 x i32> zeroinitializer
  %2682 = mul nsw i64 %2675, %2662
  %2683 = getelementptr float, ptr %2664, i64 %2682
  %2684 = load <8 x float>, ptr %2683, align 4
  %2685 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2681, <8 x float> %2684, <8 x float> %2673)
  %2686 = getelementptr inbounds nuw i8, ptr %2683, i64 32
  %2687 = load <8 x float>, ptr %2686, align 4
  %2688 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2681, <8 x float> %2687, <8 x float> %2672)
  %2689 = getelementptr inbounds nuw i8, ptr %2683, i64 64
  %2690 = load <8 x float>, ptr %2689, align 4
  %2691 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2681, <8 x float> %2690, <8 x float> %2671)
  %2692 = getelementptr inbounds nuw i8, ptr %2683, i64 96
  %2693 = load <8 x float>, ptr %2692, align 4
  %2694 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2681, <8 x float> %2693, <8 x float> %2670)
  %2695 = getelementptr inbounds nuw i8, ptr %2683, i64 128
  %2696 = load <8 x float>, ptr %2695, align 4
  %2697 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2681, <8 x float> %2696, <8 x float> %2669)
  %2698 = getelementptr inbounds nuw i8, ptr %2683, i64 160
  %2699 = load <8 x float>, ptr %2698, align 4
  %2700 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2681, <8 x float> %2699, <8 x float> %2668)
  %2701 = getelementptr inbounds nuw i8, ptr %2683, i64 192
  %2702 = load <8 x float>, ptr %2701, align 4
  %2703 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2681, <8 x float> %2702, <8 x float> %2667)
  %2704 = getelementptr inbounds nuw i8, ptr %2683, i64 224
  %2705 = load <8 x float>, ptr %2704, align 4
  %2706 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2681, <8 x float> %2705, <8 x float> %2666)
  %2707 = add nuw i64 %2674, 1
  %2708 = icmp eq i64 %2674, %4
  br i1 %2708, label %2709, label %2665

2709:                                             ; preds = %2665, %2652
  %2710 = phi <8 x float> [ zeroinitializer, %2652 ], [ %2706, %2665 ]
  %2711 = phi <8 x float> [ zeroinitializer, %2652 ], [ %2703, %2665 ]
  %2712 = phi <8 x float> [ zeroinitializer, %2652 ], [ %2700, %2665 ]
  %2713 = phi <8 x float> [ zeroinitializer, %2652 ], [ %2697, %2665 ]
  %2714 = phi <8 x float> [ zeroinitializer, %2652 ], [ %2694, %2665 ]
  %2715 = phi <8 x float> [ zeroinitializer, %2652 ], [ %2691, %2665 ]
  %2716 = phi <8 x float> [ zeroinitializer, %2652 ], [ %2688, %2665 ]
  %2717 = phi <8 x float> [ zeroinitializer, %2652 ], [ %2685, %2665 ]
  %2718 = getelementptr inbounds nuw float, ptr %1497, i64 %1608
  store <8 x float> %2717, ptr %2718, align 4
  %2719 = getelementptr inbounds nuw i8, ptr %2718, i64 32
  store <8 x float> %2716, ptr %2719, align 4
  %2720 = getelementptr inbounds nuw i8, ptr %2718, i64 64
  store <8 x float> %2715, ptr %2720, align 4
  %2721 = getelementptr inbounds nuw i8, ptr %2718, i64 96
  store <8 x float> %2714, ptr %2721, align 4
  %2722 = getelementptr inbounds nuw i8, ptr %2718, i64 128
  store <8 x float> %2713, ptr %2722, align 4
  %2723 = getelementptr inbounds nuw i8, ptr %2718, i64 160
  store <8 x float> %2712, ptr %2723, align 4
  %2724 = getelementptr inbounds nuw i8, ptr %2718, i64 192
  store <8 x float> %2711, ptr %2724, align 4
  %2725 = getelementptr inbounds nuw i8, ptr %2718, i64 224
  store <8 x float> %2710, ptr %2725, align 4
  br label %2984

2726:                                             ; preds = %1607
  %2727 = icmp eq i32 %7, 0
  %2728 = getelementptr inbounds float, ptr %1495, i64 %4
  %2729 = getelementptr inbounds i8, ptr %2728, i64 -4
  %2730 = select i1 %2727, ptr %1495, ptr %2729
  %2731 = add nsw i64 %4, -1
  %2732 = mul nsw i64 %2731, %5
  %2733 = select i1 %2727, i64 0, i64 %2732
  %2734 = getelementptr inbounds float, ptr %3, i64 %2733
  %2735 = sub nsw i64 0, %5
  %2736 = select i1 %2727, i64 %5, i64 %2735
  %2737 = icmp sgt i64 %4, 0
  %2738 = getelementptr float, ptr %2734, i64 %1608
  br i1 %2737, label %2739, label %2787

2739:                                             ; preds = %2726, %2739
  %2740 = phi <8 x float> [ %2784, %2739 ], [ zeroinitializer, %2726 ]
  %2741 = phi <8 x float> [ %2781, %2739 ], [ zeroinitializer, %2726 ]
  %2742 = phi <8 x float> [ %2778, %2739 ], [ zeroinitializer, %2726 ]
  %2743 = phi <8 x float> [ %2775, %2739 ], [ zeroinitializer, %2726 ]
  %2744 = phi <8 x float> [ %2772, %2739 ], [ zeroinitializer, %2726 ]
  %2745 = phi <8 x float> [ %2769, %2739 ], [ zeroinitializer, %2726 ]
  %2746 = phi <8 x float> [ %2766, %2739 ], [ zeroinitializer, %2726 ]
  %2747 = phi <8 x float> [ %2763, %2739 ], [ zeroinitializer, %2726 ]
  %2748 = phi <8 x float> [ %2760, %2739 ], [ zeroinitializer, %2726 ]
  %2749 = phi i64 [ %2785, %2739 ], [ 1, %2726 ]
  %2750 = phi i64 [ %2749, %2739 ], [ 0, %2726 ]
  %2751 = sub nsw i64 0, %2750
  %2752 = select i1 %2727, i64 %2750, i64 %2751
  %2753 = getelementptr inbounds float, ptr %2730, i64 %2752
  %2754 = load float, ptr %2753, align 4
  %2755 = insertelement <8 x float> poison, float %2754, i64 0
  %2756 = shufflevector <8 x float> %2755, <8 x float> poison, <8 x i32> zeroinitializer
  %2757 = mul nsw i64 %2750, %2736
  %2758 = getelementptr float, ptr %2738, i64 %2757
  %2759 = load <8 x float>, ptr %2758, align 4
  %2760 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2756, <8 x float> %2759, <8 x float> %2748)
  %2761 = getelementptr inbounds nuw i8, ptr %2758, i64 32
  %2762 = load <8 x float>, ptr %2761, align 4
  %2763 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2756, <8 x float> %2762, <8 x float> %2747)
  %2764 = getelementptr inbounds nuw i8, ptr %2758, i64 64
  %2765 = load <8 x float>, ptr %2764, align 4
  %2766 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2756, <8 x float> %2765, <8 x float> %2746)
  %2767 = getelementptr inbounds nuw i8, ptr %2758, i64 96
  %2768 = load <8 x float>, ptr %2767, align 4
  %2769 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2756, <8 x float> %2768, <8 x float> %2745)
  %2770 = getelementptr inbounds nuw i8, ptr %2758, i64 128
  %2771 = load <8 x float>, ptr %2770, align 4
  %2772 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2756, <8 x float> %2771, <8 x float> %2744)
  %2773 = getelementptr inbounds nuw i8, ptr %2758, i64 160
  %2774 = load <8 x float>, ptr %2773, align 4
  %2775 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2756, <8 x float> %2774, <8 x float> %2743)
  %2776 = getelementptr inbounds nuw i8, ptr %2758, i64 192
  %2777 = load <8 x float>, ptr %2776, align 4
  %2778 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2756, <8 x float> %2777, <8 x float> %2742)
  %2779 = getelementptr inbounds nuw i8, ptr %2758, i64 224
  %2780 = load <8 x float>, ptr %2779, align 4
  %2781 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2756, <8 x float> %2780, <8 x float> %2741)
  %2782 = getelementptr inbounds nuw i8, ptr %2758, i64 256
  %2783 = load <8 x float>, ptr %2782, align 4
  %2784 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2756, <8 x float> %2783, <8 x float> %2740)
  %2785 = add nuw i64 %2749, 1
  %2786 = icmp eq i64 %2749, %4
  br i1 %2786, label %2787, label %2739

2787:                                             ; preds = %2739, %2726
  %2788 = phi <8 x float> [ zeroinitializer, %2726 ], [ %2784, %2739 ]
  %2789 = phi <8 x float> [ zeroinitializer, %2726 ], [ %2781, %2739 ]
  %2790 = phi <8 x float> [ zeroinitializer, %2726 ], [ %2778, %2739 ]
  %2791 = phi <8 x float> [ zeroinitializer, %2726 ], [ %2775, %2739 ]
  %2792 = phi <8 x float> [ zeroinitializer, %2726 ], [ %2772, %2739 ]
  %2793 = phi <8 x float> [ zeroinitializer, %2726 ], [ %2769, %2739 ]
  %2794 = phi <8 x float> [ zeroinitializer, %2726 ], [ %2766, %2739 ]
  %2795 = phi <8 x float> [ zeroinitializer, %2726 ], [ %2763, %2739 ]
  %2796 = phi <8 x float> [ zeroinitializer, %2726 ], [ %2760, %2739 ]
  %2797 = getelementptr inbounds nuw float, ptr %1497, i64 %1608
  store <8 x float> %2796, ptr %2797, align 4
  %2798 = getelementptr inbounds nuw i8, ptr %2797, i64 32
  store <8 x float> %2795, ptr %2798, align 4
  %2799 = getelementptr inbounds nuw i8, ptr %2797, i64 64
  store <8 x float> %2794, ptr %2799, align 4
  %2800 = getelementptr inbounds nuw i8, ptr %2797, i64 96
  store <8 x float> %2793, ptr %2800, align 4
  %2801 = getelementptr inbounds nuw i8, ptr %2797, i64 128
  store <8 x float> %2792, ptr %2801, align 4
  %2802 = getelementptr inbounds nuw i8, ptr %2797, i64 160
  store <8 x float> %2791, ptr %2802, align 4
  %2803 = getelementptr inbounds nuw i8, ptr %2797, i64 192
  store <8 x float> %2790, ptr %2803, align 4
  %2804 = getelementptr inbounds nuw i8, ptr %2797, i64 224
  store <8 x float> %2789, ptr %2804, align 4
  %2805 = getelementptr inbounds nuw i8, ptr %2797, i64 256
  store <8 x float> %2788, ptr %2805, align 4
  br label %2984

2806:                                             ; preds = %1607
  %2807 = icmp eq i32 %7, 0
  %2808 = getelementptr inbounds float, ptr %1495, i64 %4
  %2809 = getelementptr inbounds i8, ptr %2808, i64 -4
  %2810 = select i1 %2807, ptr %1495, ptr %2809
  %2811 = add nsw i64 %4, -1
  %2812 = mul nsw i64 %2811, %5
  %2813 = select i1 %2807, i64 0, i64 %2812
  %2814 = getelementptr inbounds float, ptr %3, i64 %2813
  %2815 = sub nsw i64 0, %5
  %2816 = select i1 %2807, i64 %5, i64 %2815
  %2817 = icmp sgt i64 %4, 0
  %2818 = getelementptr float, ptr %2814, i64 %1608
  br i1 %2817, label %2819, label %2871

2819:                                             ; preds = %2806, %2819
  %2820 = phi <8 x float> [ %2868, %2819 ], [ zeroinitializer, %2806 ]
  %2821 = phi <8 x float> [ %2865, %2819 ], [ zeroinitializer, %2806 ]
  %2822 = phi <8 x float> [ %2862, %2819 ], [ zeroinitializer, %2806 ]
  %2823 = phi <8 x float> [ %2859, %2819 ], [ zeroinitializer, %2806 ]
  %2824 = phi <8 x float> [ %2856, %2819 ], [ zeroinitializer, %2806 ]
  %2825 = phi <8 x float> [ %2853, %2819 ], [ zeroinitializer, %2806 ]
  %2826 = phi <8 x float> [ %2850, %2819 ], [ zeroinitializer, %2806 ]
  %2827 = phi <8 x float> [ %2847, %2819 ], [ zeroinitializer, %2806 ]
  %2828 = phi <8 x float> [ %2844, %2819 ], [ zeroinitializer, %2806 ]
  %2829 = phi <8 x float> [ %2841, %2819 ], [ zeroinitializer, %2806 ]
  %2830 = phi i64 [ %2869, %2819 ], [ 1, %2806 ]
  %2831 = phi i64 [ %2830, %2819 ], [ 0, %2806 ]
  %2832 = sub nsw i64 0, %2831
  %2833 = select i1 %2807, i64 %2831, i64 %2832
  %2834 = getelementptr inbounds float, ptr %2810, i64 %2833
  %2835 = load float, ptr %2834, align 4
  %2836 = insertelement <8 x float> poison, float %2835, i64 0
  %2837 = shufflevector <8 x float> %2836, <8 x float> poison, <8 x i32> zeroinitializer
  %2838 = mul nsw i64 %2831, %2816
  %2839 = getelementptr float, ptr %2818, i64 %2838
  %2840 = load <8 x float>, ptr %2839, align 4
  %2841 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2837, <8 x float> %2840, <8 x float> %2829)
  %2842 = getelementptr inbounds nuw i8, ptr %2839, i64 32
  %2843 = load <8 x float>, ptr %2842, align 4
  %2844 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2837, <8 x float> %2843, <8 x float> %2828)
  %2845 = getelementptr inbounds nuw i8, ptr %2839, i64 64
  %2846 = load <8 x float>, ptr %2845, align 4
  %2847 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2837, <8 x float> %2846, <8 x float> %2827)
  %2848 = getelementptr inbounds nuw i8, ptr %2839, i64 96
  %2849 = load <8 x float>, ptr %2848, align 4
  %2850 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2837, <8 x float> %2849, <8 x float> %2826)
  %2851 = getelementptr inbounds nuw i8, ptr %2839, i64 128
  %2852 = load <8 x float>, ptr %2851, align 4
  %2853 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2837, <8 x float> %2852, <8 x float> %2825)
  %2854 = getelementptr inbounds nuw i8, ptr %2839, i64 160
  %2855 = load <8 x float>, ptr %2854, align 4
  %2856 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2837, <8 x float> %2855, <8 x float> %2824)
  %2857 = getelementptr inbounds nuw i8, ptr %2839, i64 192
  %2858 = load <8 x float>, ptr %2857, align 4
  %2859 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2837, <8 x float> %2858, <8 x float> %2823)
  %2860 = getelementptr inbounds nuw i8, ptr %2839, i64 224
  %2861 = load <8 x float>, ptr %2860, align 4
  %2862 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2837, <8 x float> %2861, <8 x float> %2822)
  %2863 = getelementptr inbounds nuw i8, ptr %2839, i64 256
  %2864 = load <8 x float>, ptr %2863, align 4
  %2865 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2837, <8 x float> %2864, <8 x float> %2821)
  %2866 = getelementptr inbounds nuw i8, ptr %2839, i64 288
  %2867 = load <8 x float>, ptr %2866, align 4
  %2868 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2837, <8 x float> %2867, <8 x float> %2820)
  %2869 = add nuw i64 %2830, 1
  %2870 = icmp eq i64 %2830, %4
  br i1 %2870, label %2871, label %2819

2871:                                             ; preds = %2819, %2806
  %2872 = phi <8 x float> [ zeroinitializer, %2806 ], [ %2868, %2819 ]
  %2873 = phi <8 x float> [ zeroinitializer, %2806 ], [ %2865, %2819 ]
  %2874 = phi <8 x float> [ zeroinitializer, %2806 ], [ %2862, %2819 ]
  %2875 = phi <8 x float> [ zeroinitializer, %2806 ], [ %2859, %2819 ]
  %2876 = phi <8 x float> [ zeroinitializer, %2806 ], [ %2856, %2819 ]
  %2877 = phi <8 x float> [ zeroinitializer, %2806 ], [ %2853, %2819 ]
  %2878 = phi <8 x float> [ zeroinitializer, %2806 ], [ %2850, %2819 ]
  %2879 = phi <8 x float> [ zeroinitializer, %2806 ], [ %2847, %2819 ]
  %2880 = phi <8 x float> [ zeroinitializer, %2806 ], [ %2844, %2819 ]
  %2881 = phi <8 x float> [ zeroinitializer, %2806 ], [ %2841, %2819 ]
  %2882 = getelementptr inbounds nuw float, ptr %1497, i64 %1608
  store <8 x float> %2881, ptr %2882, align 4
  %2883 = getelementptr inbounds nuw i8, ptr %2882, i64 32
  store <8 x float> %2880, ptr %2883, align 4
  %2884 = getelementptr inbounds nuw i8, ptr %2882, i64 64
  store <8 x float> %2879, ptr %2884, align 4
  %2885 = getelementptr inbounds nuw i8, ptr %2882, i64 96
  store <8 x float> %2878, ptr %2885, align 4
  %2886 = getelementptr inbounds nuw i8, ptr %2882, i64 128
  store <8 x float> %2877, ptr %2886, align 4
  %2887 = getelementptr inbounds nuw i8, ptr %2882, i64 160
  store <8 x float> %2876, ptr %2887, align 4
  %2888 = getelementptr inbounds nuw i8, ptr %2882, i64 192
  store <8 x float> %2875, ptr %2888, align 4
  %2889 = getelementptr inbounds nuw i8, ptr %2882, i64 224
  store <8 x float> %2874, ptr %2889, align 4
  %2890 = getelementptr inbounds nuw i8, ptr %2882, i64 256
  store <8 x float> %2873, ptr %2890, align 4
  %2891 = getelementptr inbounds nuw i8, ptr %2882, i64 288
  store <8 x float> %2872, ptr %2891, align 4
  br label %2984

2892:                                             ; preds = %1607
  %2893 = icmp eq i32 %7, 0
  %2894 = getelementptr inbounds float, ptr %1495, i64 %4
  %2895 = getelementptr inbounds i8, ptr %2894, i64 -4
  %2896 = select i1 %2893, ptr %1495, ptr %2895
  %2897 = add nsw i64 %4, -1
  %2898 = mul nsw i64 %2897, %5
  %2899 = select i1 %2893, i64 0, i64 %2898
  %2900 = getelementptr inbounds float, ptr %3, i64 %2899
  %2901 = sub nsw i64 0, %5
  %2902 = select i1 %2893, i64 %5, i64 %2901
  %2903 = icmp sgt i64 %4, 0
  %2904 = getelementptr float, ptr %2900, i64 %1608
  br i1 %2903, label %2905, label %2961

2905:                                             ; preds = %2892, %2905
  %2906 = phi <8 x float> [ %2958, %2905 ], [ zeroinitializer, %2892 ]
  %2907 = phi <8 x float> [ %2955, %2905 ], [ zeroinitializer, %2892 ]
  %2908 = phi <8 x float> [ %2952, %2905 ], [ zeroinitializer, %2892 ]
  %2909 = phi <8 x float> [ %2949, %2905 ], [ zeroinitializer, %2892 ]
  %2910 = phi <8 x float> [ %2946, %2905 ], [ zeroinitializer, %2892 ]
  %2911 = phi <8 x float> [ %2943, %2905 ], [ zeroinitializer, %2892 ]
  %2912 = phi <8 x float> [ %2940, %2905 ], [ zeroinitializer, %2892 ]
  %2913 = phi <8 x float> [ %2937, %2905 ], [ zeroinitializer, %2892 ]
  %2914 = phi <8 x float> [ %2934, %2905 ], [ zeroinitializer, %2892 ]
  %2915 = phi <8 x float> [ %2931, %2905 ], [ zeroinitializer, %2892 ]
  %2916 = phi <8 x float> [ %2928, %2905 ], [ zeroinitializer, %2892 ]
  %2917 = phi i64 [ %2959, %2905 ], [ 1, %2892 ]
  %2918 = phi i64 [ %2917, %2905 ], [ 0, %2892 ]
  %2919 = sub nsw i64 0, %2918
  %2920 = select i1 %2893, i64 %2918, i64 %2919
  %2921 = getelementptr inbounds float, ptr %2896, i64 %2920
  %2922 = load float, ptr %2921, align 4
  %2923 = insertelement <8 x float> poison, float %2922, i64 0
  %2924 = shufflevector <8 x float> %2923, <8 x float> poison, <8 x i32> zeroinitializer
  %2925 = mul nsw i64 %2918, %2902
  %2926 = getelementptr float, ptr %2904, i64 %2925
  %2927 = load <8 x float>, ptr %2926, align 4
  %2928 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2924, <8 x float> %2927, <8 x float> %2916)
  %2929 = getelementptr inbounds nuw i8, ptr %2926, i64 32
  %2930 = load <8 x float>, ptr %2929, align 4
  %2931 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2924, <8 x float> %2930, <8 x float> %2915)
  %2932 = getelementptr inbounds nuw i8, ptr %2926, i64 64
  %2933 = load <8 x float>, ptr %2932, align 4
  %2934 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2924, <8 x float> %2933, <8 x float> %2914)
  %2935 = getelementptr inbounds nuw i8, ptr %2926, i64 96
  %2936 = load <8 x float>, ptr %2935, align 4
  %2937 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2924, <8 x float> %2936, <8 x float> %2913)
  %2938 = getelementptr inbounds nuw i8, ptr %2926, i64 128
  %2939 = load <8 x float>, ptr %2938, align 4
  %2940 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2924, <8 x float> %2939, <8 x float> %2912)
  %2941 = getelementptr inbounds nuw i8, ptr %2926, i64 160
  %2942 = load <8 x float>, ptr %2941, align 4
  %2943 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2924, <8 x float> %2942, <8 x float> %2911)
  %2944 = getelementptr inbounds nuw i8, ptr %2926, i64 192
  %2945 = load <8 x float>, ptr %2944, align 4
  %2946 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2924, <8 x float> %2945, <8 x float> %2910)
  %2947 = getelementptr inbounds nuw i8, ptr %2926, i64 224
  %2948 = load <8 x float>, ptr %2947, align 4
  %2949 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2924, <8 x float> %2948, <8 x float> %2909)
  %2950 = getelementptr inbounds nuw i8, ptr %2926, i64 256
  %2951 = load <8 x float>, ptr %2950, align 4
  %2952 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2924, <8 x float> %2951, <8 x float> %2908)
  %2953 = getelementptr inbounds nuw i8, ptr %2926, i64 288
  %2954 = load <8 x float>, ptr %2953, align 4
  %2955 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2924, <8 x float> %2954, <8 x float> %2907)
  %2956 = getelementptr inbounds nuw i8, ptr %2926, i64 320
  %2957 = load <8 x float>, ptr %2956, align 4
  %2958 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2924, <8 x float> %2957, <8 x float> %2906)
  %2959 = add nuw i64 %2917, 1
  %2960 = icmp eq i64 %2917, %4
  br i1 %2960, label %2961, label %2905

2961:                                             ; preds = %2905, %2892
  %2962 = phi <8 x float> [ zeroinitializer, %2892 ], [ %2958, %2905 ]
  %2963 = phi <8 x float> [ zeroinitializer, %2892 ], [ %2955, %2905 ]
  %2964 = phi <8 x float> [ zeroinitializer, %2892 ], [ %2952, %2905 ]
  %2965 = phi <8 x float> [ zeroinitializer, %2892 ], [ %2949, %2905 ]
  %2966 = phi <8 x float> [ zeroinitializer, %2892 ], [ %2946, %2905 ]
  %2967 = phi <8 x float> [ zeroinitializer, %2892 ], [ %2943, %2905 ]
  %2968 = phi <8 x float> [ zeroinitializer, %2892 ], [ %2940, %2905 ]
  %2969 = phi <8 x float> [ zeroinitializer, %2892 ], [ %2937, %2905 ]
  %2970 = phi <8 x float> [ zeroinitializer, %2892 ], [ %2934, %2905 ]
  %2971 = phi <8 x float> [ zeroinitializer, %2892 ], [ %2931, %2905 ]
  %2972 = phi <8 x float> [ zeroinitializer, %2892 ], [ %2928, %2905 ]
  %2973 = getelementptr inbounds nuw float, ptr %1497, i64 %1608
  store <8 x float> %2972, ptr %2973, align 4
  %2974 = getelementptr inbounds nuw i8, ptr %2973, i64 32
  store <8 x float> %2971, ptr %2974, align 4
  %2975 = getelementptr inbounds nuw i8, ptr %2973, i64 64
  store <8 x float> %2970, ptr %2975, align 4
  %2976 = getelementptr inbounds nuw i8, ptr %2973, i64 96
  store <8 x float> %2969, ptr %2976, align 4
  %2977 = getelementptr inbounds nuw i8, ptr %2973, i64 128
  store <8 x float> %2968, ptr %2977, align 4
  %2978 = getelementptr inbounds nuw i8, ptr %2973, i64 160
  store <8 x float> %2967, ptr %2978, align 4
  %2979 = getelementptr inbounds nuw i8, ptr %2973, i64 192
  store <8 x float> %2966, ptr %2979, align 4
  %2980 = getelementptr inbounds nuw i8, ptr %2973, i64 224
  store <8 x float> %2965, ptr %2980, align 4
  %2981 = getelementptr inbounds nuw i8, ptr %2973, i64 256
  store <8 x float> %2964, ptr %2981, align 4
  %2982 = getelementptr inbounds nuw i8, ptr %2973, i64 288
  store <8 x float> %2963, ptr %2982, align 4
  %2983 = getelementptr inbounds nuw i8, ptr %2973, i64 320
  store <8 x float> %2962, ptr %2983, align 4
  br label %2984

2984:                                             ; preds = %2961, %2871, %2787, %2709, %2637, %2565, %2418, %2288, %2118, %1929, %1775, %1607, %1391, %1283, %1189, %1109, %1043, %991, %934, %895, %775
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @apply(i64 %0, <2 x float> %1, float noundef %2, ptr noundef captures(none) %3, i64 noundef %4) unnamed_addr {
  %6 = icmp sgt i64 %4, 0
  switch i64 %0, label %88 [
    i64 0, label %80
    i64 1, label %72
    i64 2, label %64
    i64 3, label %54
    i64 4, label %45
    i64 5, label %36
    i64 6, label %26
    i64 7, label %16
    i64 8, label %7
  ]

7:                                                ; preds = %5
  br i1 %6, label %8, label %339

8:                                                ; preds = %7
  %9 = fcmp ogt float %2, 0.000000e+00
  %10 = fneg float %2
  %11 = insertelement <8 x float> poison, float %10, i64 0
  %12 = shufflevector <8 x float> %11, <8 x float> poison, <8 x i32> zeroinitializer
  %13 = insertelement <8 x float> poison, float %2, i64 0
  %14 = shufflevector <8 x float> %13, <8 x float> poison, <8 x i32> zeroinitializer
  %15 = shufflevector <2 x float> %1, <2 x float> poison, <8 x i32> zeroinitializer
  br label %290

16:                                               ; preds = %5
  br i1 %6, label %17, label %339

17:                                               ; preds = %16
  %18 = fcmp ogt float %2, 0.000000e+00
  %19 = fneg float %2
  %20 = insertelement <8 x float> poison, float %19, i64 0
  %21 = shufflevector <8 x float> %20, <8 x float> poison, <8 x i32> zeroinitializer
  %22 = insertelement <8 x float> poison, float %2, i64 0
  %23 = shufflevector <8 x float> %22, <8 x float> poison, <8 x i32> zeroinitializer
  %24 = shufflevector <2 x float> %1, <2 x float> poison, <8 x i32> zeroinitializer
  %25 = shufflevector <2 x float> %1, <2 x float> poison, <8 x i32> <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  br label %275

26:                                               ; preds = %5
  br i1 %6, label %27, label %339

27:                                               ; preds = %26
  %28 = fcmp ogt float %2, 0.000000e+00
  %29 = fneg float %2
  %30 = insertelement <8 x float> poison, float %29, i64 0
  %31 = shufflevector <8 x float> %30, <8 x float> poison, <8 x i32> zeroinitializer
  %32 = insertelement <8 x float> poison, float %2, i64 0
  %33 = shufflevector <8 x float> %32, <8 x float> poison, <8 x i32> zeroinitializer
  %34 = shufflevector <2 x float> %1, <2 x float> poison, <8 x i32> zeroinitializer
  %35 = shufflevector <2 x float> %1, <2 x float> poison, <8 x i32> <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  br label %228

36:                                               ; preds = %5
  br i1 %6, label %37, label %339

37:                                               ; preds = %36
  %38 = fcmp ogt float %2, 0.000000e+00
  %39 = fneg float %2
  %40 = insertelement <8 x float> poison, float %39, i64 0
  %41 = shufflevector <8 x float> %40, <8 x float> poison, <8 x i32> zeroinitializer
  %42 = insertelement <8 x float> poison, float %2, i64 0
  %43 = shufflevector <8 x float> %42, <8 x float> poison, <8 x i32> zeroinitializer
  %44 = shufflevector <2 x float> %1, <2 x float> poison, <8 x i32> zeroinitializer
  br label %215

45:                                               ; preds = %5
  br i1 %6, label %46, label %339

46:                                               ; preds = %45
  %47 = fcmp ogt float %2, 0.000000e+00
  %48 = fneg float %2
  %49 = insertelement <8 x float> poison, float %48, i64 0
  %50 = shufflevector <8 x float> %49, <8 x float> poison, <8 x i32> zeroinitializer
  %51 = insertelement <8 x float> poison, float %2, i64 0
  %52 = shufflevector <8 x float> %51, <8 x float> poison, <8 x i32> zeroinitializer
  %53 = shufflevector <2 x float> %1, <2 x float> poison, <8 x i32> zeroinitializer
  br label %201

54:                                               ; preds = %5
  br i1 %6, label %55, label %339

55:                                               ; preds = %54
  %56 = fcmp ogt float %2, 0.000000e+00
  %57 = fneg float %2
  %58 = insertelement <8 x float> poison, float %57, i64 0
  %59 = shufflevector <8 x float> %58, <8 x float> poison, <8 x i32> zeroinitializer
  %60 = insertelement <8 x float> poison, float %2, i64 0
  %61 = shufflevector <8 x float> %60, <8 x float> poison, <8 x i32> zeroinitializer
  %62 = shufflevector <2 x float> %1, <2 x float> poison, <8 x i32> zeroinitializer
  %63 = shufflevector <2 x float> %1, <2 x float> poison, <8 x i32> <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  br label %188

64:                                               ; preds = %5
  br i1 %6, label %65, label %339

65:                                               ; preds = %64
  %66 = fcmp ogt float %2, 0.000000e+00
  %67 = fneg float %2
  %68 = insertelement <8 x float> poison, float %67, i64 0
  %69 = shufflevector <8 x float> %68, <8 x float> poison, <8 x i32> zeroinitializer
  %70 = insertelement <8 x float> poison, float %2, i64 0
  %71 = shufflevector <8 x float> %70, <8 x float> poison, <8 x i32> zeroinitializer
  br label %175

72:                                               ; preds = %5
  br i1 %6, label %73, label %339

73:                                               ; preds = %72
  %74 = fcmp ogt float %2, 0.000000e+00
  %75 = fneg float %2
  %76 = insertelement <8 x float> poison, float %75, i64 0
  %77 = shufflevector <8 x float> %76, <8 x float> poison, <8 x i32> zeroinitializer
  %78 = insertelement <8 x float> poison, float %2, i64 0
  %79 = shufflevector <8 x float> %78, <8 x float> poison, <8 x i32> zeroinitializer
  br label %130

80:                                               ; preds = %5
  br i1 %6, label %81, label %339

81:                                               ; preds = %80
  %82 = fcmp ogt float %2, 0.000000e+00
  %83 = fneg float %2
  %84 = insertelement <8 x float> poison, float %83, i64 0
  %85 = shufflevector <8 x float> %84, <8 x float> poison, <8 x i32> zeroinitializer
  %86 = insertelement <8 x float> poison, float %2, i64 0
  %87 = shufflevector <8 x float> %86, <8 x float> poison, <8 x i32> zeroinitializer
  br label %96

88:                                               ; preds = %5
  br i1 %6, label %89, label %339

89:                                               ; preds = %88
  %90 = fcmp ogt float %2, 0.000000e+00
  %91 = fneg float %2
  %92 = insertelement <8 x float> poison, float %91, i64 0
  %93 = shufflevector <8 x float> %92, <8 x float> poison, <8 x i32> zeroinitializer
  %94 = insertelement <8 x float> poison, float %2, i64 0
  %95 = shufflevector <8 x float> %94, <8 x float> poison, <8 x i32> zeroinitializer
  br label %325

96:                                               ; preds = %81, %103
  %97 = phi i64 [ 0, %81 ], [ %128, %103 ]
  %98 = getelementptr inbounds nuw float, ptr %3, i64 %97
  %99 = load <8 x float>, ptr %98, align 4
  br i1 %82, label %100, label %103

100:                                              ; preds = %96
  %101 = tail call <8 x float> @llvm.maxnum.v8f32(<8 x float> %99, <8 x float> %85)
  %102 = tail call <8 x float> @llvm.minnum.v8f32(<8 x float> %101, <8 x float> %87)
  br label %103

103:                                              ; preds = %100, %96
  %104 = phi <8 x float> [ %102, %100 ], [ %99, %96 ]
  %105 = fneg <8 x float> %104
  %106 = tail call <8 x float> @llvm.maxnum.v8f32(<8 x float> %105, <8 x float> splat (float 0xC055D33340000000))
  %107 = tail call <8 x float> @llvm.minnum.v8f32(<8 x float> %106, <8 x float> splat (float 8.800000e+01))
  %108 = fmul <8 x float> %107, splat (float 0x3FF7154760000000)
  %109 = fadd <8 x float> %108, splat (float 0x4168000000000000)
  %110 = fadd <8 x float> %109, splat (float 0xC168000000000000)
  %111 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %110, <8 x float> splat (float 0xBFE6300000000000), <8 x float> %107)
  %112 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %110, <8 x float> splat (float 0x3F2BD01060000000), <8 x float> %111)
  %113 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %112, <8 x float> splat (float 0x3F2A0D2CE0000000), <8 x float> splat (float 0x3F56E879C0000000))
  %114 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %113, <8 x float> %112, <8 x float> splat (float 0x3F81112100000000))
  %115 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %114, <8 x float> %112, <8 x float> splat (float 0x3FA5553820000000))
  %116 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %115, <8 x float> %112, <8 x float> splat (float 0x3FC5555540000000))
  %117 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %116, <8 x float> %112, <8 x float> splat (float 5.000000e-01))
  %118 = fmul <8 x float> %112, %112
  %119 = fadd <8 x float> %112, splat (float 1.000000e+00)
  %120 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %117, <8 x float> %118, <8 x float> %119)
  %121 = fptosi <8 x float> %110 to <8 x i32>
  %122 = shl <8 x i32> %121, splat (i32 23)
  %123 = add <8 x i32> %122, splat (i32 1065353216)
  %124 = bitcast <8 x i32> %123 to <8 x float>
  %125 = fmul <8 x float> %120, %124
  %126 = fadd <8 x float> %125, splat (float 1.000000e+00)
  %127 = fdiv <8 x float> splat (float 1.000000e+00), %126
  store <8 x float> %127, ptr %98, align 4
  %128 = add nuw nsw i64 %97, 8
  %129 = icmp slt i64 %128, %4
  br i1 %129, label %96, label %339

130:                                              ; preds = %73, %137
  %131 = phi i64 [ 0, %73 ], [ %173, %137 ]
  %132 = getelementptr inbounds nuw float, ptr %3, i64 %131
  %133 = load <8 x float>, ptr %132, align 4
  br i1 %74, label %134, label %137

134:                                              ; preds = %130
  %135 = tail call <8 x float> @llvm.maxnum.v8f32(<8 x float> %133, <8 x float> %77)
  %136 = tail call <8 x float> @llvm.minnum.v8f32(<8 x float> %135, <8 x float> %79)
  br label %137

137:                                              ; preds = %134, %130
  %138 = phi <8 x float> [ %136, %134 ], [ %133, %130 ]
  %139 = fmul <8 x float> %138, %138
  %140 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %139, <8 x float> splat (float 0x3F9664F480000000), <8 x float> splat (float 0xBFABA1BA20000000))
  %141 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %140, <8 x float> %139, <8 x float> splat (float 0x3FC1111120000000))
  %142 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %141, <8 x float> %139, <8 x float> splat (float 0xBFD5555560000000))
  %143 = fmul <8 x float> %139, %142
  %144 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %143, <8 x float> %138, <8 x float> %138)
  %145 = fmul <8 x float> %138, splat (float 2.000000e+00)
  %146 = tail call <8 x float> @llvm.maxnum.v8f32(<8 x float> %145, <8 x float> splat (float 0xC055D33340000000))
  %147 = tail call <8 x float> @llvm.minnum.v8f32(<8 x float> %146, <8 x float> splat (float 8.800000e+01))
  %148 = fmul <8 x float> %147, splat (float 0x3FF7154760000000)
  %149 = fadd <8 x float> %148, splat (float 0x4168000000000000)
  %150 = fadd <8 x float> %149, splat (float 0xC168000000000000)
  %151 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %150, <8 x float> splat (float 0xBFE6300000000000), <8 x float> %147)
  %152 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %150, <8 x float> splat (float 0x3F2BD01060000000), <8 x float> %151)
  %153 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %152, <8 x float> splat (float 0x3F2A0D2CE0000000), <8 x float> splat (float 0x3F56E879C0000000))
  %154 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %153, <8 x float> %152, <8 x float> splat (float 0x3F81112100000000))
  %155 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %154, <8 x float> %152, <8 x float> splat (float 0x3FA5553820000000))
  %156 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %155, <8 x float> %152, <8 x float> splat (float 0x3FC5555540000000))
  %157 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %156, <8 x float> %152, <8 x float> splat (float 5.000000e-01))
  %158 = fmul <8 x float> %152, %152
  %159 = fadd <8 x float> %152, splat (float 1.000000e+00)
  %160 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %157, <8 x float> %158, <8 x float> %159)
  %161 = fptosi <8 x float> %150 to <8 x i32>
  %162 = shl <8 x i32> %161, splat (i32 23)
  %163 = add <8 x i32> %162, splat (i32 1065353216)
  %164 = bitcast <8 x i32> %163 to <8 x float>
  %165 = fmul <8 x float> %160, %164
  %166 = fadd <8 x float> %165, splat (float 1.000000e+00)
  %167 = fdiv <8 x float> splat (float 1.000000e+00), %166
  %168 = fmul <8 x float> %167, splat (float 2.000000e+00)
  %169 = fsub <8 x float> splat (float 1.000000e+00), %168
  %170 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %138)
  %171 = fcmp uge <8 x float> %170, splat (float 0x3FD3333340000000)
  %172 = select <8 x i1> %171, <8 x float> %169, <8 x float> %144
  store <8 x float> %172, ptr %132, align 4
  %173 = add nuw nsw i64 %131, 8
  %174 = icmp slt i64 %173, %4
  br i1 %174, label %130, label %339

175:                                              ; preds = %65, %182
  %176 = phi i64 [ 0, %65 ], [ %186, %182 ]
  %177 = getelementptr inbounds nuw float, ptr %3, i64 %176
  %178 = load <8 x float>, ptr %177, align 4
  br i1 %66, label %179, label %182

179:                                              ; preds = %175
  %180 = tail call <8 x float> @llvm.maxnum.v8f32(<8 x float> %178, <8 x float> %69)
  %181 = tail call <8 x float> @llvm.minnum.v8f32(<8 x float> %180, <8 x float> %71)
  br label %182

182:                                              ; preds = %179, %175
  %183 = phi <8 x float> [ %181, %179 ], [ %178, %175 ]
  %184 = fcmp olt <8 x float> %183, zeroinitializer
  %185 = select <8 x i1> %184, <8 x float> zeroinitializer, <8 x float> %183
  store <8 x float> %185, ptr %177, align 4
  %186 = add nuw nsw i64 %176, 8
  %187 = icmp slt i64 %186, %4
  br i1 %187, label %175, label %339

188:                                              ; preds = %55, %195
  %189 = phi i64 [ 0, %55 ], [ %199, %195 ]
  %190 = getelementptr inbounds nuw float, ptr %3, i64 %189
  %191 = load <8 x float>, ptr %190, align 4
  br i1 %56, label %192, label %195

192:                                              ; preds = %188
  %193 = tail call <8 x float> @llvm.maxnum.v8f32(<8 x float> %191, <8 x float> %59)
  %194 = tail call <8 x float> @llvm.minnum.v8f32(<8 x float> %193, <8 x float> %61)
  br label %195

195:                                              ; preds = %192, %188
  %196 = phi <8 x float> [ %194, %192 ], [ %191, %188 ]
  %197 = fmul <8 x float> %62, %196
  %198 = fadd <8 x float> %63, %197
  store <8 x float> %198, ptr %190, align 4
  %199 = add nuw nsw i64 %189, 8
  %200 = icmp slt i64 %199, %4
  br i1 %200, label %188, label %339

201:                                              ; preds = %46, %208
  %202 = phi i64 [ 0, %46 ], [ %213, %208 ]
  %203 = getelementptr inbounds nuw float, ptr %3, i64 %202
  %204 = load <8 x float>, ptr %203, align 4
  br i1 %47, label %205, label %208

205:                                              ; preds = %201
  %206 = tail call <8 x float> @llvm.maxnum.v8f32(<8 x float> %204, <8 x float> %50)
  %207 = tail call <8 x float> @llvm.minnum.v8f32(<8 x float> %206, <8 x float> %52)
  br label %208

208:                                              ; preds = %205, %201
  %209 = phi <8 x float> [ %207, %205 ], [ %204, %201 ]
  %210 = fcmp uge <8 x float> %209, zeroinitializer
  %211 = fmul <8 x float> %53, %209
  %212 = select <8 x i1> %210, <8 x float> %209, <8 x float> %211
  store <8 x float> %212, ptr %203, align 4
  %213 = add nuw nsw i64 %202, 8
  %214 = icmp slt i64 %213, %4
  br i1 %214, label %201, label %339

215:                                              ; preds = %37, %222
  %216 = phi i64 [ 0, %37 ], [ %226, %222 ]
  %217 = getelementptr inbounds nuw float, ptr %3, i64 %216
  %218 = load <8 x float>, ptr %217, align 4
  br i1 %38, label %219, label %222

219:                                              ; preds = %215
  %220 = tail call <8 x float> @llvm.maxnum.v8f32(<8 x float> %218, <8 x float> %41)
  %221 = tail call <8 x float> @llvm.minnum.v8f32(<8 x float> %220, <8 x float> %43)
  br label %222

222:                                              ; preds = %219, %215
  %223 = phi <8 x float> [ %221, %219 ], [ %218, %215 ]
  %224 = fcmp ogt <8 x float> %223, %44
  %225 = select <8 x i1> %224, <8 x float> %223, <8 x float> zeroinitializer
  store <8 x float> %225, ptr %217, align 4
  %226 = add nuw nsw i64 %216, 8
  %227 = icmp slt i64 %226, %4
  br i1 %227, label %215, label %339

228:                                              ; preds = %27, %235
  %229 = phi i64 [ 0, %27 ], [ %273, %235 ]
  %230 = getelementptr inbounds nuw float, ptr %3, i64 %229
  %231 = load <8 x float>, ptr %230, align 4
  br i1 %28, label %232, label %235

232:                                              ; preds = %228
  %233 = tail call <8 x float> @llvm.maxnum.v8f32(<8 x float> %231, <8 x float> %31)
  %234 = tail call <8 x float> @llvm.minnum.v8f32(<8 x float> %233, <8 x float> %33)
  br label %235

235:                                              ; preds = %232, %228
  %236 = phi <8 x float> [ %234, %232 ], [ %231, %228 ]
  %237 = fmul <8 x float> %35, %236
  %238 = fmul <8 x float> %237, %237
  %239 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %238, <8 x float> splat (float 0x3F9664F480000000), <8 x float> splat (float 0xBFABA1BA20000000))
  %240 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %239, <8 x float> %238, <8 x float> splat (float 0x3FC1111120000000))
  %241 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %240, <8 x float> %238, <8 x float> splat (float 0xBFD5555560000000))
  %242 = fmul <8 x float> %238, %241
  %243 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %242, <8 x float> %237, <8 x float> %237)
  %244 = fmul <8 x float> %237, splat (float 2.000000e+00)
  %245 = tail call <8 x float> @llvm.maxnum.v8f32(<8 x float> %244, <8 x float> splat (float 0xC055D33340000000))
  %246 = tail call <8 x float> @llvm.minnum.v8f32(<8 x float> %245, <8 x float> splat (float 8.800000e+01))
  %247 = fmul <8 x float> %246, splat (float 0x3FF7154760000000)
  %248 = fadd <8 x float> %247, splat (float 0x4168000000000000)
  %249 = fadd <8 x float> %248, splat (float 0xC168000000000000)
  %250 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %249, <8 x float> splat (float 0xBFE6300000000000), <8 x float> %246)
  %251 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %249, <8 x float> splat (float 0x3F2BD01060000000), <8 x float> %250)
  %252 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %251, <8 x float> splat (float 0x3F2A0D2CE0000000), <8 x float> splat (float 0x3F56E879C0000000))
  %253 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %252, <8 x float> %251, <8 x float> splat (float 0x3F81112100000000))
  %254 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %253, <8 x float> %251, <8 x float> splat (float 0x3FA5553820000000))
  %255 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %254, <8 x float> %251, <8 x float> splat (float 0x3FC5555540000000))
  %256 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %255, <8 x float> %251, <8 x float> splat (float 5.000000e-01))
  %257 = fmul <8 x float> %251, %251
  %258 = fadd <8 x float> %251, splat (float 1.000000e+00)
  %259 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %256, <8 x float> %257, <8 x float> %258)
  %260 = fptosi <8 x float> %249 to <8 x i32>
  %261 = shl <8 x i32> %260, splat (i32 23)
  %262 = add <8 x i32> %261, splat (i32 1065353216)
  %263 = bitcast <8 x i32> %262 to <8 x float>
  %264 = fmul <8 x float> %259, %263
  %265 = fadd <8 x float> %264, splat (float 1.000000e+00)
  %266 = fdiv <8 x float> splat (float 1.000000e+00), %265
  %267 = fmul <8 x float> %266, splat (float 2.000000e+00)
  %268 = fsub <8 x float> splat (float 1.000000e+00), %267
  %269 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %237)
  %270 = fcmp uge <8 x float> %269, splat (float 0x3FD3333340000000)
  %271 = select <8 x i1> %270, <8 x float> %268, <8 x float> %243
  %272 = fmul <8 x float> %34, %271
  store <8 x float> %272, ptr %230, align 4
  %273 = add nuw nsw i64 %229, 8
  %274 = icmp slt i64 %273, %4
  br i1 %274, label %228, label %339

275:                                              ; preds = %17, %282
  %276 = phi i64 [ 0, %17 ], [ %288, %282 ]
  %277 = getelementptr inbounds nuw float, ptr %3, i64 %276
  %278 = load <8 x float>, ptr %277, align 4
  br i1 %18, label %279, label %282

279:                                              ; preds = %275
  %280 = tail call <8 x float> @llvm.maxnum.v8f32(<8 x float> %278, <8 x float> %21)
  %281 = tail call <8 x float> @llvm.minnum.v8f32(<8 x float> %280, <8 x float> %23)
  br label %282

282:                                              ; preds = %279, %275
  %283 = phi <8 x float> [ %281, %279 ], [ %278, %275 ]
  %284 = fmul <8 x float> %24, %283
  %285 = fadd <8 x float> %25, %284
  %286 = tail call <8 x float> @llvm.maxnum.v8f32(<8 x float> %285, <8 x float> zeroinitializer)
  %287 = tail call <8 x float> @llvm.minnum.v8f32(<8 x float> %286, <8 x float> splat (float 1.000000e+00))
  store <8 x float> %287, ptr %277, align 4
  %288 = add nuw nsw i64 %276, 8
  %289 = icmp slt i64 %288, %4
  br i1 %289, label %275, label %339

290:                                              ; preds = %8, %297
  %291 = phi i64 [ 0, %8 ], [ %323, %297 ]
  %292 = getelementptr inbounds nuw float, ptr %3, i64 %291
  %293 = load <8 x float>, ptr %292, align 4
  br i1 %9, label %294, label %297

294:                                              ; preds = %290
  %295 = tail call <8 x float> @llvm.maxnum.v8f32(<8 x float> %293, <8 x float> %12)
  %296 = tail call <8 x float> @llvm.minnum.v8f32(<8 x float> %295, <8 x float> %14)
  br label %297

297:                                              ; preds = %294, %290
  %298 = phi <8 x float> [ %296, %294 ], [ %293, %290 ]
  %299 = fcmp uge <8 x float> %298, zeroinitializer
  %300 = tail call <8 x float> @llvm.maxnum.v8f32(<8 x float> %298, <8 x float> splat (float 0xC055D33340000000))
  %301 = tail call <8 x float> @llvm.minnum.v8f32(<8 x float> %300, <8 x float> splat (float 8.800000e+01))
  %302 = fmul <8 x float> %301, splat (float 0x3FF7154760000000)
  %303 = fadd <8 x float> %302, splat (float 0x4168000000000000)
  %304 = fadd <8 x float> %303, splat (float 0xC168000000000000)
  %305 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %304, <8 x float> splat (float 0xBFE6300000000000), <8 x float> %301)
  %306 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %304, <8 x float> splat (float 0x3F2BD01060000000), <8 x float> %305)
  %307 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %306, <8 x float> splat (float 0x3F2A0D2CE0000000), <8 x float> splat (float 0x3F56E879C0000000))
  %308 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %307, <8 x float> %306, <8 x float> splat (float 0x3F81112100000000))
  %309 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %308, <8 x float> %306, <8 x float> splat (float 0x3FA5553820000000))
  %310 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %309, <8 x float> %306, <8 x float> splat (float 0x3FC5555540000000))
  %311 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %310, <8 x float> %306, <8 x float> splat (float 5.000000e-01))
  %312 = fmul <8 x float> %306, %306
  %313 = fadd <8 x float> %306, splat (float 1.000000e+00)
  %314 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %311, <8 x float> %312, <8 x float> %313)
  %315 = fptosi <8 x float> %304 to <8 x i32>
  %316 = shl <8 x i32> %315, splat (i32 23)
  %317 = add <8 x i32> %316, splat (i32 1065353216)
  %318 = bitcast <8 x i32> %317 to <8 x float>
  %319 = fmul <8 x float> %314, %318
  %320 = fadd <8 x float> %319, splat (float -1.000000e+00)
  %321 = fmul <8 x float> %15, %320
  %322 = select <8 x i1> %299, <8 x float> %298, <8 x float> %321
  store <8 x float> %322, ptr %292, align 4
  %323 = add nuw nsw i64 %291, 8
  %324 = icmp slt i64 %323, %4
  br i1 %324, label %290, label %339

325:                                              ; preds = %89, %332
  %326 = phi i64 [ 0, %89 ], [ %337, %332 ]
  %327 = getelementptr inbounds nuw float, ptr %3, i64 %326
  %328 = load <8 x float>, ptr %327, align 4
  br i1 %90, label %329, label %332

329:                                              ; preds = %325
  %330 = tail call <8 x float> @llvm.maxnum.v8f32(<8 x float> %328, <8 x float> %93)
  %331 = tail call <8 x float> @llvm.minnum.v8f32(<8 x float> %330, <8 x float> %95)
  br label %332

332:                                              ; preds = %329, %325
  %333 = phi <8 x float> [ %331, %329 ], [ %328, %325 ]
  %334 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %333)
  %335 = fadd <8 x float> %334, splat (float 1.000000e+00)
  %336 = fdiv <8 x float> %333, %335
  store <8 x float> %336, ptr %327, align 4
  %337 = add nuw nsw i64 %326, 8
  %338 = icmp slt i64 %337, %4
  br i1 %338, label %325, label %339

339:                                              ; preds = %297, %282, %235, %222, %208, %195, %182, %137, %103, %332, %7, %16, %26, %36, %45, %54, %64, %72, %80, %88
  ret void
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr noundef captures(none)) local_unnamed_addr

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.fma.v8f32(<8 x float>, <8 x float>, <8 x float>)

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.maxnum.v8f32(<8 x float>, <8 x float>)

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.minnum.v8f32(<8 x float>, <8 x float>)

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.fabs.v8f32(<8 x float>)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64)

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v8f32.p0(<8 x float>, ptr captures(none), <8 x i1>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <8 x float> @llvm.masked.load.v8f32.p0(ptr captures(none), <8 x i1>, <8 x float>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef)
