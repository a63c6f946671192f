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
  %107 = mul nsw i64 %106, %40
  %108 = mul nsw i64 %107, %32
  %109 = shl nsw i64 %107, 1
  %110 = mul nsw i64 %105, 24
  %111 = add nsw i64 %109, %110
  %112 = add nsw i64 %107, %110
  %113 = add nsw i64 %111, %108
  %114 = mul nsw i64 %52, %112
  %115 = add nsw i64 %113, %114
  %116 = shl i64 %115, 2
  %117 = tail call ptr @malloc(i64 noundef %116)
  %118 = ptrtoint ptr %117 to i64
  %119 = icmp eq ptr %117, null
  br i1 %119, label %120, label %121

120:                                              ; preds = %64
  tail call void @llvm.trap()
  unreachable

121:                                              ; preds = %64
  %122 = mul nsw i64 %47, %41
  %123 = icmp slt i64 %32, 8
  %124 = icmp sgt i64 %32, 0
  %125 = icmp slt i64 %32, %106
  %126 = shl i64 %32, 2
  %127 = shl i64 %105, 5
  %128 = mul nsw i64 %40, %105
  %129 = shl i64 %128, 5
  %130 = sub i64 %127, %126
  %131 = getelementptr i8, ptr %117, i64 %126
  %132 = shl i64 %32, 2
  %133 = mul i64 %32, -4
  %134 = mul i64 %32, %32
  %135 = mul i64 %40, %134
  %136 = mul i64 %135, %47
  %137 = shl i64 %136, 2
  %138 = mul i64 %32, %32
  %139 = shl i64 %138, 2
  %140 = shl i64 %32, 2
  %141 = shl i64 %105, 5
  %142 = mul nsw i64 %40, %105
  %143 = add i64 %32, 576460752303423487
  %144 = mul i64 %142, %143
  %145 = shl i64 %144, 5
  %146 = mul i64 %40, %47
  %147 = shl i64 %146, 2
  %148 = add i64 %147, 4
  %149 = mul i64 %32, %148
  %150 = add i64 %149, -4
  %151 = mul i64 %32, %150
  %152 = mul i64 %32, %32
  %153 = shl i64 %152, 2
  %154 = mul i64 %40, %152
  %155 = mul i64 %154, %47
  %156 = shl i64 %155, 2
  %157 = shl i64 %32, 2
  %158 = getelementptr i8, ptr %117, i64 %145
  %159 = getelementptr i8, ptr %158, i64 %140
  %160 = getelementptr i8, ptr %15, i64 %151
  %161 = getelementptr i8, ptr %15, i64 %156
  %162 = getelementptr i8, ptr %15, i64 %137
  %163 = icmp slt i64 %132, 0
  %164 = select i1 %163, i64 %133, i64 %132
  %165 = and i64 %142, 288230376151711744
  %166 = icmp ne i64 %165, 0
  %167 = and i64 %32, 7
  %168 = icmp eq i64 %167, 0
  br label %214

169:                                              ; preds = %471
  %170 = getelementptr float, ptr %117, i64 %108
  %171 = getelementptr float, ptr %170, i64 %107
  %172 = shl i64 %47, 1
  %173 = icmp ne i64 %2, 0
  %174 = and i1 %173, %101
  %175 = mul i64 %172, %41
  %176 = getelementptr float, ptr %16, i64 %175
  %177 = or disjoint i64 %172, 1
  %178 = mul i64 %177, %41
  %179 = getelementptr float, ptr %16, i64 %178
  %180 = tail call i64 @llvm.smax.i64(i64 %106, i64 1)
  %181 = mul i64 %40, %32
  %182 = mul i64 %181, %105
  %183 = shl i64 %182, 5
  %184 = shl i64 %105, 5
  %185 = shl i64 %180, 2
  %186 = mul nsw i64 %40, %105
  %187 = shl i64 %32, 5
  %188 = add i64 %187, 32
  %189 = mul i64 %186, %188
  %190 = mul i64 %40, %32
  %191 = mul i64 %190, %47
  %192 = shl i64 %191, 3
  %193 = shl i64 %32, 2
  %194 = or disjoint i64 %172, 1
  %195 = mul i64 %190, %194
  %196 = shl i64 %195, 2
  %197 = getelementptr i8, ptr %117, i64 %183
  %198 = getelementptr i8, ptr %117, i64 %183
  %199 = getelementptr i8, ptr %198, i64 %185
  %200 = getelementptr i8, ptr %117, i64 %189
  %201 = getelementptr i8, ptr %117, i64 %189
  %202 = getelementptr i8, ptr %201, i64 %185
  %203 = getelementptr i8, ptr %16, i64 %192
  %204 = getelementptr i8, ptr %16, i64 %192
  %205 = getelementptr i8, ptr %204, i64 %185
  %206 = getelementptr i8, ptr %16, i64 %196
  %207 = getelementptr i8, ptr %16, i64 %196
  %208 = getelementptr i8, ptr %207, i64 %185
  %209 = icmp slt i64 %32, 17
  %210 = and i64 %180, 9223372036854775800
  %211 = insertelement <8 x i64> poison, i64 %32, i64 0
  %212 = shufflevector <8 x i64> %211, <8 x i64> poison, <8 x i32> zeroinitializer
  %213 = icmp eq i64 %180, %210
  br label %502

214:                                              ; preds = %121, %471
  %215 = phi i64 [ 0, %121 ], [ %472, %471 ]
  %216 = mul i64 %141, %215
  %217 = getelementptr i8, ptr %117, i64 %216
  %218 = getelementptr i8, ptr %159, i64 %216
  %219 = mul i64 %153, %215
  %220 = mul i64 %139, %215
  %221 = mul i64 %127, %215
  %222 = mul nsw i64 %215, %32
  %223 = add nsw i64 %222, %122
  %224 = mul nsw i64 %223, %32
  %225 = getelementptr inbounds float, ptr %15, i64 %224
  %226 = mul nsw i64 %215, %106
  %227 = getelementptr inbounds float, ptr %117, i64 %226
  br i1 %123, label %231, label %255

228:                                              ; preds = %345, %274
  %229 = add nuw nsw i64 %256, 8
  %230 = icmp sgt i64 %229, %32
  br i1 %230, label %231, label %255

231:                                              ; preds = %228, %214
  %232 = phi i64 [ 0, %214 ], [ %256, %228 ]
  br i1 %124, label %233, label %471

233:                                              ; preds = %231
  %234 = icmp slt i64 %232, %32
  %235 = getelementptr i8, ptr %131, i64 %221
  %236 = xor i64 %232, -1
  %237 = add nsw i64 %32, %236
  %238 = mul i64 %140, %232
  %239 = shl i64 %232, 2
  %240 = getelementptr i8, ptr %217, i64 %239
  %241 = mul i64 %157, %232
  %242 = sub nsw i64 %32, %232
  %243 = getelementptr i8, ptr %160, i64 %219
  %244 = getelementptr i8, ptr %161, i64 %219
  %245 = getelementptr i8, ptr %244, i64 %241
  %246 = getelementptr i8, ptr %162, i64 %220
  %247 = getelementptr i8, ptr %246, i64 %238
  %248 = icmp ult i64 %242, 32
  %249 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %164, i64 %237)
  %250 = extractvalue { i64, i1 } %249, 0
  %251 = extractvalue { i64, i1 } %249, 1
  %252 = sub i64 0, %250
  %253 = sub i64 %242, %167
  %254 = add i64 %232, %253
  br label %376

255:                                              ; preds = %214, %228
  %256 = phi i64 [ %229, %228 ], [ 8, %214 ]
  %257 = phi i64 [ %256, %228 ], [ 0, %214 ]
  %258 = getelementptr float, ptr %227, i64 %257
  %259 = mul nuw nsw i64 %257, %32
  %260 = or disjoint i64 %257, 1
  %261 = mul nuw nsw i64 %260, %32
  %262 = or disjoint i64 %257, 2
  %263 = mul nuw nsw i64 %262, %32
  %264 = or disjoint i64 %257, 3
  %265 = mul nuw nsw i64 %264, %32
  %266 = or disjoint i64 %257, 4
  %267 = mul nuw nsw i64 %266, %32
  %268 = or disjoint i64 %257, 5
  %269 = mul nuw nsw i64 %268, %32
  %270 = or disjoint i64 %257, 6
  %271 = mul nuw nsw i64 %270, %32
  %272 = or disjoint i64 %257, 7
  %273 = mul nuw nsw i64 %272, %32
  br label %276

274:                                              ; preds = %276
  %275 = icmp slt i64 %277, %32
  br i1 %275, label %345, label %228

276:                                              ; preds = %255, %276
  %277 = phi i64 [ 8, %255 ], [ %343, %276 ]
  %278 = phi i64 [ 0, %255 ], [ %277, %276 ]
  %279 = getelementptr float, ptr %225, i64 %278
  %280 = getelementptr float, ptr %279, i64 %259
  %281 = load <8 x float>, ptr %280, align 4
  %282 = getelementptr float, ptr %279, i64 %261
  %283 = load <8 x float>, ptr %282, align 4
  %284 = getelementptr float, ptr %279, i64 %263
  %285 = load <8 x float>, ptr %284, align 4
  %286 = getelementptr float, ptr %279, i64 %265
  %287 = load <8 x float>, ptr %286, align 4
  %288 = getelementptr float, ptr %279, i64 %267
  %289 = load <8 x float>, ptr %288, align 4
  %290 = getelementptr float, ptr %279, i64 %269
  %291 = load <8 x float>, ptr %290, align 4
  %292 = getelementptr float, ptr %279, i64 %271
  %293 = load <8 x float>, ptr %292, align 4
  %294 = getelementptr float, ptr %279, i64 %273
  %295 = load <8 x float>, ptr %294, align 4
  %296 = shufflevector <8 x float> %281, <8 x float> %289, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %297 = shufflevector <8 x float> %281, <8 x float> %289, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %298 = shufflevector <8 x float> %283, <8 x float> %291, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %299 = shufflevector <8 x float> %283, <8 x float> %291, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %300 = shufflevector <8 x float> %285, <8 x float> %293, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %301 = shufflevector <8 x float> %285, <8 x float> %293, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %302 = shufflevector <8 x float> %287, <8 x float> %295, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %303 = shufflevector <8 x float> %287, <8 x float> %295, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %304 = shufflevector <8 x float> %296, <8 x float> %300, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %305 = shufflevector <8 x float> %296, <8 x float> %300, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %306 = shufflevector <8 x float> %297, <8 x float> %301, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %307 = shufflevector <8 x float> %297, <8 x float> %301, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %308 = shufflevector <8 x float> %298, <8 x float> %302, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %309 = shufflevector <8 x float> %298, <8 x float> %302, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %310 = shufflevector <8 x float> %299, <8 x float> %303, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %311 = shufflevector <8 x float> %299, <8 x float> %303, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %312 = shufflevector <8 x float> %304, <8 x float> %308, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %313 = shufflevector <8 x float> %304, <8 x float> %308, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %314 = shufflevector <8 x float> %305, <8 x float> %309, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %315 = shufflevector <8 x float> %305, <8 x float> %309, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %316 = shufflevector <8 x float> %306, <8 x float> %310, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %317 = shufflevector <8 x float> %306, <8 x float> %310, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %318 = shufflevector <8 x float> %307, <8 x float> %311, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %319 = shufflevector <8 x float> %307, <8 x float> %311, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %320 = mul nuw nsw i64 %278, %107
  %321 = getelementptr float, ptr %258, i64 %320
  store <8 x float> %312, ptr %321, align 4
  %322 = or disjoint i64 %278, 1
  %323 = mul nuw nsw i64 %322, %107
  %324 = getelementptr float, ptr %258, i64 %323
  store <8 x float> %313, ptr %324, align 4
  %325 = or disjoint i64 %278, 2
  %326 = mul nuw nsw i64 %325, %107
  %327 = getelementptr float, ptr %258, i64 %326
  store <8 x float> %314, ptr %327, align 4
  %328 = or disjoint i64 %278, 3
  %329 = mul nuw nsw i64 %328, %107
  %330 = getelementptr float, ptr %258, i64 %329
  store <8 x float> %315, ptr %330, align 4
  %331 = or disjoint i64 %278, 4
  %332 = mul nuw nsw i64 %331, %107
  %333 = getelementptr float, ptr %258, i64 %332
  store <8 x float> %316, ptr %333, align 4
  %334 = or disjoint i64 %278, 5
  %335 = mul nuw nsw i64 %334, %107
  %336 = getelementptr float, ptr %258, i64 %335
  store <8 x float> %317, ptr %336, align 4
  %337 = or disjoint i64 %278, 6
  %338 = mul nuw nsw i64 %337, %107
  %339 = getelementptr float, ptr %258, i64 %338
  store <8 x float> %318, ptr %339, align 4
  %340 = or disjoint i64 %278, 7
  %341 = mul nuw nsw i64 %340, %107
  %342 = getelementptr float, ptr %258, i64 %341
  store <8 x float> %319, ptr %342, align 4
  %343 = add nuw nsw i64 %277, 8
  %344 = icmp sgt i64 %343, %32
  br i1 %344, label %274, label %276

345:                                              ; preds = %274, %345
  %346 = phi i64 [ %374, %345 ], [ %277, %274 ]
  %347 = getelementptr float, ptr %225, i64 %346
  %348 = mul nuw nsw i64 %346, %107
  %349 = getelementptr float, ptr %227, i64 %348
  %350 = getelementptr float, ptr %347, i64 %259
  %351 = load float, ptr %350, align 4
  %352 = getelementptr float, ptr %349, i64 %257
  store float %351, ptr %352, align 4
  %353 = getelementptr float, ptr %347, i64 %261
  %354 = load float, ptr %353, align 4
  %355 = getelementptr float, ptr %349, i64 %260
  store float %354, ptr %355, align 4
  %356 = getelementptr float, ptr %347, i64 %263
  %357 = load float, ptr %356, align 4
  %358 = getelementptr float, ptr %349, i64 %262
  store float %357, ptr %358, align 4
  %359 = getelementptr float, ptr %347, i64 %265
  %360 = load float, ptr %359, align 4
  %361 = getelementptr float, ptr %349, i64 %264
  store float %360, ptr %361, align 4
  %362 = getelementptr float, ptr %347, i64 %267
  %363 = load float, ptr %362, align 4
  %364 = getelementptr float, ptr %349, i64 %266
  store float %363, ptr %364, align 4
  %365 = getelementptr float, ptr %347, i64 %269
  %366 = load float, ptr %365, align 4
  %367 = getelementptr float, ptr %349, i64 %268
  store float %366, ptr %367, align 4
  %368 = getelementptr float, ptr %347, i64 %271
  %369 = load float, ptr %368, align 4
  %370 = getelementptr float, ptr %349, i64 %270
  store float %369, ptr %370, align 4
  %371 = getelementptr float, ptr %347, i64 %273
  %372 = load float, ptr %371, align 4
  %373 = getelementptr float, ptr %349, i64 %272
  store float %372, ptr %373, align 4
  %374 = add nuw nsw i64 %346, 1
  %375 = icmp slt i64 %374, %32
  br i1 %375, label %345, label %228

376:                                              ; preds = %233, %499
  %377 = phi i64 [ 0, %233 ], [ %500, %499 ]
  %378 = shl i64 %377, 2
  %379 = getelementptr i8, ptr %243, i64 %378
  %380 = getelementptr i8, ptr %245, i64 %378
  %381 = icmp ult ptr %379, %380
  %382 = select i1 %381, ptr %379, ptr %380
  %383 = icmp ugt ptr %379, %380
  %384 = select i1 %383, ptr %379, ptr %380
  %385 = getelementptr i8, ptr %384, i64 4
  %386 = shl i64 %377, 2
  %387 = getelementptr i8, ptr %247, i64 %386
  %388 = mul i64 %129, %377
  %389 = getelementptr i8, ptr %235, i64 %388
  %390 = getelementptr float, ptr %225, i64 %377
  br i1 %234, label %391, label %474

391:                                              ; preds = %376
  %392 = mul nuw nsw i64 %377, %107
  %393 = getelementptr float, ptr %227, i64 %392
  br i1 %248, label %452, label %394

394:                                              ; preds = %391
  %395 = getelementptr i8, ptr %387, i64 %250
  %396 = getelementptr i8, ptr %387, i64 %252
  %397 = icmp ult ptr %395, %387
  %398 = icmp ugt ptr %396, %387
  %399 = select i1 %163, i1 %398, i1 %397
  %400 = or i1 %399, %251
  br i1 %400, label %452, label %401

401:                                              ; preds = %394
  %402 = icmp ult ptr %240, %385
  %403 = icmp ult ptr %382, %218
  %404 = and i1 %402, %403
  %405 = or i1 %404, %166
  br i1 %405, label %452, label %406

406:                                              ; preds = %401, %406
  %407 = phi i64 [ %449, %406 ], [ 0, %401 ]
  %408 = add i64 %232, %407
  %409 = or disjoint i64 %408, 1
  %410 = or disjoint i64 %408, 2
  %411 = or disjoint i64 %408, 3
  %412 = or disjoint i64 %408, 4
  %413 = or disjoint i64 %408, 5
  %414 = or disjoint i64 %408, 6
  %415 = or disjoint i64 %408, 7
  %416 = mul nuw nsw i64 %408, %32
  %417 = mul nuw nsw i64 %409, %32
  %418 = mul nuw nsw i64 %410, %32
  %419 = mul nuw nsw i64 %411, %32
  %420 = mul nuw nsw i64 %412, %32
  %421 = mul nuw nsw i64 %413, %32
  %422 = mul nuw nsw i64 %414, %32
  %423 = mul nuw nsw i64 %415, %32
  %424 = getelementptr float, ptr %390, i64 %416
  %425 = getelementptr float, ptr %390, i64 %417
  %426 = getelementptr float, ptr %390, i64 %418
  %427 = getelementptr float, ptr %390, i64 %419
  %428 = getelementptr float, ptr %390, i64 %420
  %429 = getelementptr float, ptr %390, i64 %421
  %430 = getelementptr float, ptr %390, i64 %422
  %431 = getelementptr float, ptr %390, i64 %423
  %432 = load float, ptr %424, align 4
  %433 = load float, ptr %425, align 4
  %434 = load float, ptr %426, align 4
  %435 = load float, ptr %427, align 4
  %436 = load float, ptr %428, align 4
  %437 = load float, ptr %429, align 4
  %438 = load float, ptr %430, align 4
  %439 = load float, ptr %431, align 4
  %440 = insertelement <8 x float> poison, float %432, i64 0
  %441 = insertelement <8 x float> %440, float %433, i64 1
  %442 = insertelement <8 x float> %441, float %434, i64 2
  %443 = insertelement <8 x float> %442, float %435, i64 3
  %444 = insertelement <8 x float> %443, float %436, i64 4
  %445 = insertelement <8 x float> %444, float %437, i64 5
  %446 = insertelement <8 x float> %445, float %438, i64 6
  %447 = insertelement <8 x float> %446, float %439, i64 7
  %448 = getelementptr float, ptr %393, i64 %408
  store <8 x float> %447, ptr %448, align 4
  %449 = add nuw i64 %407, 8
  %450 = icmp eq i64 %449, %253
  br i1 %450, label %451, label %406

451:                                              ; preds = %406
  br i1 %168, label %474, label %452

452:                                              ; preds = %401, %394, %391, %451
  %453 = phi i64 [ %232, %401 ], [ %232, %394 ], [ %232, %391 ], [ %254, %451 ]
  %454 = sub i64 %32, %453
  %455 = and i64 %454, 3
  %456 = icmp eq i64 %455, 0
  br i1 %456, label %467, label %457

457:                                              ; preds = %452, %457
  %458 = phi i64 [ %464, %457 ], [ %453, %452 ]
  %459 = phi i64 [ %465, %457 ], [ 0, %452 ]
  %460 = mul nuw nsw i64 %458, %32
  %461 = getelementptr float, ptr %390, i64 %460
  %462 = load float, ptr %461, align 4
  %463 = getelementptr float, ptr %393, i64 %458
  store float %462, ptr %463, align 4
  %464 = add nuw nsw i64 %458, 1
  %465 = add i64 %459, 1
  %466 = icmp eq i64 %465, %455
  br i1 %466, label %467, label %457

467:                                              ; preds = %457, %452
  %468 = phi i64 [ %453, %452 ], [ %464, %457 ]
  %469 = sub i64 %453, %32
  %470 = icmp ugt i64 %469, -4
  br i1 %470, label %474, label %476

471:                                              ; preds = %499, %231
  %472 = add nuw nsw i64 %215, 1
  %473 = icmp eq i64 %472, %40
  br i1 %473, label %169, label %214

474:                                              ; preds = %467, %476, %451, %376
  br i1 %125, label %475, label %499

475:                                              ; preds = %474
  tail call void @llvm.memset.p0.i64(ptr align 4 %389, i8 0, i64 %130, i1 false)
  br label %499

476:                                              ; preds = %467, %476
  %477 = phi i64 [ %497, %476 ], [ %468, %467 ]
  %478 = mul nuw nsw i64 %477, %32
  %479 = getelementptr float, ptr %390, i64 %478
  %480 = load float, ptr %479, align 4
  %481 = getelementptr float, ptr %393, i64 %477
  store float %480, ptr %481, align 4
  %482 = add nuw nsw i64 %477, 1
  %483 = mul nuw nsw i64 %482, %32
  %484 = getelementptr float, ptr %390, i64 %483
  %485 = load float, ptr %484, align 4
  %486 = getelementptr float, ptr %393, i64 %482
  store float %485, ptr %486, align 4
  %487 = add nuw nsw i64 %477, 2
  %488 = mul nuw nsw i64 %487, %32
  %489 = getelementptr float, ptr %390, i64 %488
  %490 = load float, ptr %489, align 4
  %491 = getelementptr float, ptr %393, i64 %487
  store float %490, ptr %491, align 4
  %492 = add nuw nsw i64 %477, 3
  %493 = mul nuw nsw i64 %492, %32
  %494 = getelementptr float, ptr %390, i64 %493
  %495 = load float, ptr %494, align 4
  %496 = getelementptr float, ptr %393, i64 %492
  store float %495, ptr %496, align 4
  %497 = add nuw nsw i64 %477, 4
  %498 = icmp eq i64 %497, %32
  br i1 %498, label %474, label %476

499:                                              ; preds = %475, %474
  %500 = add nuw nsw i64 %377, 1
  %501 = icmp eq i64 %500, %32
  br i1 %501, label %471, label %376

502:                                              ; preds = %579, %169
  %503 = phi i64 [ %581, %579 ], [ 0, %169 ]
  %504 = phi i64 [ %580, %579 ], [ 0, %169 ]
  %505 = mul i64 %184, %503
  %506 = getelementptr i8, ptr %197, i64 %505
  %507 = getelementptr i8, ptr %199, i64 %505
  %508 = getelementptr i8, ptr %200, i64 %505
  %509 = getelementptr i8, ptr %202, i64 %505
  %510 = mul i64 %193, %503
  %511 = getelementptr i8, ptr %203, i64 %510
  %512 = getelementptr i8, ptr %205, i64 %510
  %513 = getelementptr i8, ptr %206, i64 %510
  %514 = getelementptr i8, ptr %208, i64 %510
  br i1 %124, label %515, label %582

515:                                              ; preds = %502
  %516 = mul nuw nsw i64 %504, %106
  %517 = mul nuw nsw i64 %504, %32
  %518 = getelementptr float, ptr %176, i64 %517
  %519 = getelementptr float, ptr %179, i64 %517
  br i1 %209, label %559, label %520

520:                                              ; preds = %515
  %521 = icmp ult ptr %506, %507
  %522 = icmp ult ptr %506, %509
  %523 = icmp ult ptr %508, %507
  %524 = and i1 %522, %523
  %525 = or i1 %521, %524
  %526 = icmp ult ptr %506, %512
  %527 = icmp ult ptr %511, %507
  %528 = and i1 %526, %527
  %529 = or i1 %525, %528
  %530 = icmp ult ptr %506, %514
  %531 = icmp ult ptr %513, %507
  %532 = and i1 %530, %531
  %533 = or i1 %529, %532
  %534 = icmp ult ptr %508, %512
  %535 = icmp ult ptr %511, %509
  %536 = and i1 %534, %535
  %537 = or i1 %533, %536
  %538 = icmp ult ptr %508, %514
  %539 = icmp ult ptr %513, %509
  %540 = and i1 %538, %539
  %541 = or i1 %537, %540
  br i1 %541, label %559, label %542

542:                                              ; preds = %520, %542
  %543 = phi i64 [ %555, %542 ], [ 0, %520 ]
  %544 = phi <8 x i64> [ %556, %542 ], [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %520 ]
  %545 = icmp slt <8 x i64> %544, %212
  %546 = select i1 %174, <8 x i1> %545, <8 x i1> zeroinitializer
  %547 = xor <8 x i1> %546, splat (i1 true)
  %548 = add i64 %543, %516
  %549 = getelementptr float, ptr %170, i64 %548
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> zeroinitializer, ptr align 4 %549, <8 x i1> %547)
  %550 = getelementptr float, ptr %518, i64 %543
  %551 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %550, <8 x i1> %546, <8 x float> poison)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %551, ptr align 4 %549, <8 x i1> %546)
  %552 = getelementptr float, ptr %519, i64 %543
  %553 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %552, <8 x i1> %546, <8 x float> zeroinitializer)
  %554 = getelementptr inbounds float, ptr %171, i64 %548
  store <8 x float> %553, ptr %554, align 4
  %555 = add nuw i64 %543, 8
  %556 = add nuw nsw <8 x i64> %544, splat (i64 8)
  %557 = icmp eq i64 %555, %210
  br i1 %557, label %558, label %542

558:                                              ; preds = %542
  br i1 %213, label %576, label %559

559:                                              ; preds = %520, %515, %558
  %560 = phi i64 [ 0, %520 ], [ 0, %515 ], [ %210, %558 ]
  br label %587

561:                                              ; preds = %576
  %562 = getelementptr inbounds nuw float, ptr %171, i64 %107
  %563 = icmp ne ptr %103, null
  %564 = mul i64 %75, %32
  %565 = getelementptr float, ptr %20, i64 %564
  %566 = mul nuw nsw i64 %40, %105
  %567 = shl i64 %32, 5
  %568 = add i64 %567, 64
  %569 = mul i64 %566, %568
  %570 = add i64 %569, %118
  %571 = mul i64 %32, %47
  %572 = mul i64 %571, -12
  %573 = add i64 %572, %570
  %574 = sub i64 %573, %6
  %575 = icmp ult i64 %574, 128
  br i1 %575, label %668, label %607

576:                                              ; preds = %601, %558
  %577 = add nuw nsw i64 %504, 1
  %578 = icmp eq i64 %577, %40
  br i1 %578, label %561, label %579

579:                                              ; preds = %576, %582
  %580 = phi i64 [ %577, %576 ], [ %583, %582 ]
  %581 = add i64 %503, 1
  br label %502

582:                                              ; preds = %502
  %583 = add nuw nsw i64 %504, 1
  %584 = icmp eq i64 %583, %40
  br i1 %584, label %585, label %579

585:                                              ; preds = %582
  %586 = getelementptr inbounds float, ptr %171, i64 %107
  br label %956

587:                                              ; preds = %559, %601
  %588 = phi i64 [ %605, %601 ], [ %560, %559 ]
  %589 = icmp slt i64 %588, %32
  %590 = select i1 %174, i1 %589, i1 false
  br i1 %590, label %594, label %591

591:                                              ; preds = %587
  %592 = add nuw nsw i64 %588, %516
  %593 = getelementptr inbounds nuw float, ptr %170, i64 %592
  store float 0.000000e+00, ptr %593, align 4
  br label %601

594:                                              ; preds = %587
  %595 = getelementptr float, ptr %518, i64 %588
  %596 = load float, ptr %595, align 4
  %597 = add nuw nsw i64 %588, %516
  %598 = getelementptr inbounds nuw float, ptr %170, i64 %597
  store float %596, ptr %598, align 4
  %599 = getelementptr float, ptr %519, i64 %588
  %600 = load float, ptr %599, align 4
  br label %601

601:                                              ; preds = %591, %594
  %602 = phi i64 [ %597, %594 ], [ %592, %591 ]
  %603 = phi float [ %600, %594 ], [ 0.000000e+00, %591 ]
  %604 = getelementptr inbounds float, ptr %171, i64 %602
  store float %603, ptr %604, align 4
  %605 = add nuw nsw i64 %588, 1
  %606 = icmp eq i64 %605, %180
  br i1 %606, label %576, label %587

607:                                              ; preds = %561
  %608 = icmp slt i64 %32, 25
  br i1 %608, label %647, label %609

609:                                              ; preds = %607
  %610 = and i64 %180, 24
  %611 = and i64 %180, 9223372036854775776
  %612 = insertelement <8 x i64> poison, i64 %32, i64 0
  %613 = shufflevector <8 x i64> %612, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %614

614:                                              ; preds = %614, %609
  %615 = phi i64 [ 0, %609 ], [ %640, %614 ]
  %616 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %609 ], [ %641, %614 ]
  %617 = add <8 x i64> %616, splat (i64 8)
  %618 = add <8 x i64> %616, splat (i64 16)
  %619 = add <8 x i64> %616, splat (i64 24)
  %620 = icmp slt <8 x i64> %616, %613
  %621 = icmp slt <8 x i64> %617, %613
  %622 = icmp slt <8 x i64> %618, %613
  %623 = icmp slt <8 x i64> %619, %613
  %624 = select i1 %563, <8 x i1> %620, <8 x i1> zeroinitializer
  %625 = select i1 %563, <8 x i1> %621, <8 x i1> zeroinitializer
  %626 = select i1 %563, <8 x i1> %622, <8 x i1> zeroinitializer
  %627 = select i1 %563, <8 x i1> %623, <8 x i1> zeroinitializer
  %628 = getelementptr float, ptr %565, i64 %615
  %629 = getelementptr i8, ptr %628, i64 32
  %630 = getelementptr i8, ptr %628, i64 64
  %631 = getelementptr i8, ptr %628, i64 96
  %632 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %628, <8 x i1> %624, <8 x float> zeroinitializer)
  %633 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %629, <8 x i1> %625, <8 x float> zeroinitializer)
  %634 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %630, <8 x i1> %626, <8 x float> zeroinitializer)
  %635 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %631, <8 x i1> %627, <8 x float> zeroinitializer)
  %636 = getelementptr float, ptr %562, i64 %615
  %637 = getelementptr i8, ptr %636, i64 32
  %638 = getelementptr i8, ptr %636, i64 64
  %639 = getelementptr i8, ptr %636, i64 96
  store <8 x float> %632, ptr %636, align 4
  store <8 x float> %633, ptr %637, align 4
  store <8 x float> %634, ptr %638, align 4
  store <8 x float> %635, ptr %639, align 4
  %640 = add nuw i64 %615, 32
  %641 = add <8 x i64> %616, splat (i64 32)
  %642 = icmp eq i64 %640, %611
  br i1 %642, label %643, label %614

643:                                              ; preds = %614
  %644 = icmp eq i64 %180, %611
  br i1 %644, label %725, label %645

645:                                              ; preds = %643
  %646 = icmp eq i64 %610, 0
  br i1 %646, label %668, label %647

647:                                              ; preds = %607, %645
  %648 = phi i64 [ %611, %645 ], [ 0, %607 ]
  %649 = and i64 %180, 9223372036854775800
  %650 = insertelement <8 x i64> poison, i64 %32, i64 0
  %651 = shufflevector <8 x i64> %650, <8 x i64> poison, <8 x i32> zeroinitializer
  %652 = insertelement <8 x i64> poison, i64 %648, i64 0
  %653 = shufflevector <8 x i64> %652, <8 x i64> poison, <8 x i32> zeroinitializer
  %654 = or disjoint <8 x i64> %653, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  br label %655

655:                                              ; preds = %655, %647
  %656 = phi i64 [ %648, %647 ], [ %663, %655 ]
  %657 = phi <8 x i64> [ %654, %647 ], [ %664, %655 ]
  %658 = icmp slt <8 x i64> %657, %651
  %659 = select i1 %563, <8 x i1> %658, <8 x i1> zeroinitializer
  %660 = getelementptr float, ptr %565, i64 %656
  %661 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %660, <8 x i1> %659, <8 x float> zeroinitializer)
  %662 = getelementptr float, ptr %562, i64 %656
  store <8 x float> %661, ptr %662, align 4
  %663 = add nuw i64 %656, 8
  %664 = add nuw nsw <8 x i64> %657, splat (i64 8)
  %665 = icmp eq i64 %663, %649
  br i1 %665, label %666, label %655

666:                                              ; preds = %655
  %667 = icmp eq i64 %180, %649
  br i1 %667, label %725, label %668

668:                                              ; preds = %561, %645, %666
  %669 = phi i64 [ 0, %561 ], [ %611, %645 ], [ %649, %666 ]
  %670 = or disjoint i64 %669, 1
  %671 = and i64 %180, 1
  %672 = icmp eq i64 %671, 0
  br i1 %672, label %683, label %673

673:                                              ; preds = %668
  %674 = icmp slt i64 %669, %32
  %675 = select i1 %563, i1 %674, i1 false
  br i1 %675, label %676, label %679

676:                                              ; preds = %673
  %677 = getelementptr float, ptr %565, i64 %669
  %678 = load float, ptr %677, align 4
  br label %679

679:                                              ; preds = %676, %673
  %680 = phi float [ %678, %676 ], [ 0.000000e+00, %673 ]
  %681 = getelementptr float, ptr %562, i64 %669
  store float %680, ptr %681, align 4
  %682 = or disjoint i64 %669, 1
  br label %683

683:                                              ; preds = %679, %668
  %684 = phi i64 [ %669, %668 ], [ %682, %679 ]
  %685 = icmp eq i64 %180, %670
  br i1 %685, label %725, label %961

686:                                              ; preds = %956
  %687 = getelementptr inbounds float, ptr %170, i64 %111
  %688 = shl i64 %105, 6
  %689 = icmp eq i64 %3, 0
  %690 = icmp eq i64 %36, 1
  %691 = mul nsw i64 %47, %30
  %692 = icmp ne i64 %4, 0
  %693 = icmp ne i64 %5, 0
  %694 = icmp ne i64 %7, 0
  %695 = shl i64 %32, 5
  %696 = add i64 %695, 64
  %697 = mul i64 %40, %696
  %698 = add i64 %697, 96
  %699 = mul i64 %105, %698
  %700 = add i64 %699, %118
  %701 = shl nuw nsw i64 %40, 3
  %702 = add nuw nsw i64 %701, 24
  %703 = mul i64 %105, %702
  %704 = shl i64 %703, 2
  %705 = shl i64 %32, 2
  %706 = add i64 %699, %118
  %707 = sub i64 %5, %706
  %708 = mul i64 %105, %702
  %709 = mul i64 %708, -4
  %710 = add i64 %697, 128
  %711 = mul i64 %105, %710
  %712 = add i64 %711, %118
  %713 = add i64 %697, 160
  %714 = mul i64 %105, %713
  %715 = add i64 %714, %118
  %716 = icmp slt i64 %32, 9
  %717 = and i64 %105, 576460752303423487
  %718 = icmp eq i64 %717, 0
  %719 = icmp eq i64 %688, 0
  %720 = or i1 %718, %719
  %721 = and i64 %180, 9223372036854775800
  %722 = insertelement <8 x i64> poison, i64 %32, i64 0
  %723 = shufflevector <8 x i64> %722, <8 x i64> poison, <8 x i32> zeroinitializer
  %724 = icmp eq i64 %180, %721
  br label %1387

725:                                              ; preds = %683, %977, %643, %666
  %726 = mul i64 %83, %32
  %727 = getelementptr float, ptr %20, i64 %726
  %728 = getelementptr float, ptr %562, i64 %106
  %729 = shl i64 %32, 5
  %730 = add i64 %729, 64
  %731 = mul i64 %40, %730
  %732 = add i64 %731, 32
  %733 = mul i64 %105, %732
  %734 = add i64 %733, %118
  %735 = mul i64 %32, %83
  %736 = shl i64 %735, 2
  %737 = add i64 %736, %6
  %738 = sub i64 %734, %737
  %739 = icmp ult i64 %738, 128
  br i1 %739, label %801, label %740

740:                                              ; preds = %725
  %741 = icmp slt i64 %32, 25
  br i1 %741, label %780, label %742

742:                                              ; preds = %740
  %743 = and i64 %180, 24
  %744 = and i64 %180, 9223372036854775776
  %745 = insertelement <8 x i64> poison, i64 %32, i64 0
  %746 = shufflevector <8 x i64> %745, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %747

747:                                              ; preds = %747, %742
  %748 = phi i64 [ 0, %742 ], [ %773, %747 ]
  %749 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %742 ], [ %774, %747 ]
  %750 = add <8 x i64> %749, splat (i64 8)
  %751 = add <8 x i64> %749, splat (i64 16)
  %752 = add <8 x i64> %749, splat (i64 24)
  %753 = icmp slt <8 x i64> %749, %746
  %754 = icmp slt <8 x i64> %750, %746
  %755 = icmp slt <8 x i64> %751, %746
  %756 = icmp slt <8 x i64> %752, %746
  %757 = select i1 %563, <8 x i1> %753, <8 x i1> zeroinitializer
  %758 = select i1 %563, <8 x i1> %754, <8 x i1> zeroinitializer
  %759 = select i1 %563, <8 x i1> %755, <8 x i1> zeroinitializer
  %760 = select i1 %563, <8 x i1> %756, <8 x i1> zeroinitializer
  %761 = getelementptr float, ptr %727, i64 %748
  %762 = getelementptr i8, ptr %761, i64 32
  %763 = getelementptr i8, ptr %761, i64 64
  %764 = getelementptr i8, ptr %761, i64 96
  %765 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %761, <8 x i1> %757, <8 x float> zeroinitializer)
  %766 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %762, <8 x i1> %758, <8 x float> zeroinitializer)
  %767 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %763, <8 x i1> %759, <8 x float> zeroinitializer)
  %768 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %764, <8 x i1> %760, <8 x float> zeroinitializer)
  %769 = getelementptr float, ptr %728, i64 %748
  %770 = getelementptr i8, ptr %769, i64 32
  %771 = getelementptr i8, ptr %769, i64 64
  %772 = getelementptr i8, ptr %769, i64 96
  store <8 x float> %765, ptr %769, align 4
  store <8 x float> %766, ptr %770, align 4
  store <8 x float> %767, ptr %771, align 4
  store <8 x float> %768, ptr %772, align 4
  %773 = add nuw i64 %748, 32
  %774 = add <8 x i64> %749, splat (i64 32)
  %775 = icmp eq i64 %773, %744
  br i1 %775, label %776, label %747

776:                                              ; preds = %747
  %777 = icmp eq i64 %180, %744
  br i1 %777, label %840, label %778

778:                                              ; preds = %776
  %779 = icmp eq i64 %743, 0
  br i1 %779, label %801, label %780

780:                                              ; preds = %740, %778
  %781 = phi i64 [ %744, %778 ], [ 0, %740 ]
  %782 = and i64 %180, 9223372036854775800
  %783 = insertelement <8 x i64> poison, i64 %32, i64 0
  %784 = shufflevector <8 x i64> %783, <8 x i64> poison, <8 x i32> zeroinitializer
  %785 = insertelement <8 x i64> poison, i64 %781, i64 0
  %786 = shufflevector <8 x i64> %785, <8 x i64> poison, <8 x i32> zeroinitializer
  %787 = or disjoint <8 x i64> %786, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  br label %788

788:                                              ; preds = %788, %780
  %789 = phi i64 [ %781, %780 ], [ %796, %788 ]
  %790 = phi <8 x i64> [ %787, %780 ], [ %797, %788 ]
  %791 = icmp slt <8 x i64> %790, %784
  %792 = select i1 %563, <8 x i1> %791, <8 x i1> zeroinitializer
  %793 = getelementptr float, ptr %727, i64 %789
  %794 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %793, <8 x i1> %792, <8 x float> zeroinitializer)
  %795 = getelementptr float, ptr %728, i64 %789
  store <8 x float> %794, ptr %795, align 4
  %796 = add nuw i64 %789, 8
  %797 = add nuw nsw <8 x i64> %790, splat (i64 8)
  %798 = icmp eq i64 %796, %782
  br i1 %798, label %799, label %788

799:                                              ; preds = %788
  %800 = icmp eq i64 %180, %782
  br i1 %800, label %840, label %801

801:                                              ; preds = %725, %778, %799
  %802 = phi i64 [ 0, %725 ], [ %744, %778 ], [ %782, %799 ]
  %803 = or disjoint i64 %802, 1
  %804 = and i64 %180, 1
  %805 = icmp eq i64 %804, 0
  br i1 %805, label %816, label %806

806:                                              ; preds = %801
  %807 = icmp slt i64 %802, %32
  %808 = select i1 %563, i1 %807, i1 false
  br i1 %808, label %809, label %812

809:                                              ; preds = %806
  %810 = getelementptr float, ptr %727, i64 %802
  %811 = load float, ptr %810, align 4
  br label %812

812:                                              ; preds = %809, %806
  %813 = phi float [ %811, %809 ], [ 0.000000e+00, %806 ]
  %814 = getelementptr float, ptr %728, i64 %802
  store float %813, ptr %814, align 4
  %815 = or disjoint i64 %802, 1
  br label %816

816:                                              ; preds = %812, %801
  %817 = phi i64 [ %802, %801 ], [ %815, %812 ]
  %818 = icmp eq i64 %180, %803
  br i1 %818, label %840, label %819

819:                                              ; preds = %816, %835
  %820 = phi i64 [ %838, %835 ], [ %817, %816 ]
  %821 = icmp slt i64 %820, %32
  %822 = select i1 %563, i1 %821, i1 false
  br i1 %822, label %823, label %826

823:                                              ; preds = %819
  %824 = getelementptr float, ptr %727, i64 %820
  %825 = load float, ptr %824, align 4
  br label %826

826:                                              ; preds = %823, %819
  %827 = phi float [ %825, %823 ], [ 0.000000e+00, %819 ]
  %828 = getelementptr float, ptr %728, i64 %820
  store float %827, ptr %828, align 4
  %829 = add nuw nsw i64 %820, 1
  %830 = icmp slt i64 %829, %32
  %831 = select i1 %563, i1 %830, i1 false
  br i1 %831, label %832, label %835

832:                                              ; preds = %826
  %833 = getelementptr float, ptr %727, i64 %829
  %834 = load float, ptr %833, align 4
  br label %835

835:                                              ; preds = %832, %826
  %836 = phi float [ %834, %832 ], [ 0.000000e+00, %826 ]
  %837 = getelementptr float, ptr %728, i64 %829
  store float %836, ptr %837, align 4
  %838 = add nuw nsw i64 %820, 2
  %839 = icmp eq i64 %838, %180
  br i1 %839, label %840, label %819

840:                                              ; preds = %816, %835, %776, %799
  %841 = mul i64 %91, %32
  %842 = getelementptr float, ptr %20, i64 %841
  %843 = shl i64 %105, 6
  %844 = getelementptr i8, ptr %562, i64 %843
  %845 = shl i64 %32, 5
  %846 = add i64 %845, 64
  %847 = mul i64 %40, %846
  %848 = add i64 %847, 64
  %849 = mul i64 %105, %848
  %850 = add i64 %849, %118
  %851 = mul i64 %32, %91
  %852 = shl i64 %851, 2
  %853 = add i64 %852, %6
  %854 = sub i64 %850, %853
  %855 = icmp ult i64 %854, 128
  br i1 %855, label %917, label %856

856:                                              ; preds = %840
  %857 = icmp slt i64 %32, 25
  br i1 %857, label %896, label %858

858:                                              ; preds = %856
  %859 = and i64 %180, 24
  %860 = and i64 %180, 9223372036854775776
  %861 = insertelement <8 x i64> poison, i64 %32, i64 0
  %862 = shufflevector <8 x i64> %861, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %863

863:                                              ; preds = %863, %858
  %864 = phi i64 [ 0, %858 ], [ %889, %863 ]
  %865 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %858 ], [ %890, %863 ]
  %866 = add <8 x i64> %865, splat (i64 8)
  %867 = add <8 x i64> %865, splat (i64 16)
  %868 = add <8 x i64> %865, splat (i64 24)
  %869 = icmp slt <8 x i64> %865, %862
  %870 = icmp slt <8 x i64> %866, %862
  %871 = icmp slt <8 x i64> %867, %862
  %872 = icmp slt <8 x i64> %868, %862
  %873 = select i1 %563, <8 x i1> %869, <8 x i1> zeroinitializer
  %874 = select i1 %563, <8 x i1> %870, <8 x i1> zeroinitializer
  %875 = select i1 %563, <8 x i1> %871, <8 x i1> zeroinitializer
  %876 = select i1 %563, <8 x i1> %872, <8 x i1> zeroinitializer
  %877 = getelementptr float, ptr %842, i64 %864
  %878 = getelementptr i8, ptr %877, i64 32
  %879 = getelementptr i8, ptr %877, i64 64
  %880 = getelementptr i8, ptr %877, i64 96
  %881 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %877, <8 x i1> %873, <8 x float> zeroinitializer)
  %882 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %878, <8 x i1> %874, <8 x float> zeroinitializer)
  %883 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %879, <8 x i1> %875, <8 x float> zeroinitializer)
  %884 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %880, <8 x i1> %876, <8 x float> zeroinitializer)
  %885 = getelementptr float, ptr %844, i64 %864
  %886 = getelementptr i8, ptr %885, i64 32
  %887 = getelementptr i8, ptr %885, i64 64
  %888 = getelementptr i8, ptr %885, i64 96
  store <8 x float> %881, ptr %885, align 4
  store <8 x float> %882, ptr %886, align 4
  store <8 x float> %883, ptr %887, align 4
  store <8 x float> %884, ptr %888, align 4
  %889 = add nuw i64 %864, 32
  %890 = add <8 x i64> %865, splat (i64 32)
  %891 = icmp eq i64 %889, %860
  br i1 %891, label %892, label %863

892:                                              ; preds = %863
  %893 = icmp eq i64 %180, %860
  br i1 %893, label %956, label %894

894:                                              ; preds = %892
  %895 = icmp eq i64 %859, 0
  br i1 %895, label %917, label %896

896:                                              ; preds = %856, %894
  %897 = phi i64 [ %860, %894 ], [ 0, %856 ]
  %898 = and i64 %180, 9223372036854775800
  %899 = insertelement <8 x i64> poison, i64 %32, i64 0
  %900 = shufflevector <8 x i64> %899, <8 x i64> poison, <8 x i32> zeroinitializer
  %901 = insertelement <8 x i64> poison, i64 %897, i64 0
  %902 = shufflevector <8 x i64> %901, <8 x i64> poison, <8 x i32> zeroinitializer
  %903 = or disjoint <8 x i64> %902, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  br label %904

904:                                              ; preds = %904, %896
  %905 = phi i64 [ %897, %896 ], [ %912, %904 ]
  %906 = phi <8 x i64> [ %903, %896 ], [ %913, %904 ]
  %907 = icmp slt <8 x i64> %906, %900
  %908 = select i1 %563, <8 x i1> %907, <8 x i1> zeroinitializer
  %909 = getelementptr float, ptr %842, i64 %905
  %910 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %909, <8 x i1> %908, <8 x float> zeroinitializer)
  %911 = getelementptr float, ptr %844, i64 %905
  store <8 x float> %910, ptr %911, align 4
  %912 = add nuw i64 %905, 8
  %913 = add nuw nsw <8 x i64> %906, splat (i64 8)
  %914 = icmp eq i64 %912, %898
  br i1 %914, label %915, label %904

915:                                              ; preds = %904
  %916 = icmp eq i64 %180, %898
  br i1 %916, label %956, label %917

917:                                              ; preds = %840, %894, %915
  %918 = phi i64 [ 0, %840 ], [ %860, %894 ], [ %898, %915 ]
  %919 = or disjoint i64 %918, 1
  %920 = and i64 %180, 1
  %921 = icmp eq i64 %920, 0
  br i1 %921, label %932, label %922

922:                                              ; preds = %917
  %923 = icmp slt i64 %918, %32
  %924 = select i1 %563, i1 %923, i1 false
  br i1 %924, label %925, label %928

925:                                              ; preds = %922
  %926 = getelementptr float, ptr %842, i64 %918
  %927 = load float, ptr %926, align 4
  br label %928

928:                                              ; preds = %925, %922
  %929 = phi float [ %927, %925 ], [ 0.000000e+00, %922 ]
  %930 = getelementptr float, ptr %844, i64 %918
  store float %929, ptr %930, align 4
  %931 = or disjoint i64 %918, 1
  br label %932

932:                                              ; preds = %928, %917
  %933 = phi i64 [ %918, %917 ], [ %931, %928 ]
  %934 = icmp eq i64 %180, %919
  br i1 %934, label %956, label %935

935:                                              ; preds = %932, %951
  %936 = phi i64 [ %954, %951 ], [ %933, %932 ]
  %937 = icmp slt i64 %936, %32
  %938 = select i1 %563, i1 %937, i1 false
  br i1 %938, label %939, label %942

939:                                              ; preds = %935
  %940 = getelementptr float, ptr %842, i64 %936
  %941 = load float, ptr %940, align 4
  br label %942

942:                                              ; preds = %939, %935
  %943 = phi float [ %941, %939 ], [ 0.000000e+00, %935 ]
  %944 = getelementptr float, ptr %844, i64 %936
  store float %943, ptr %944, align 4
  %945 = add nuw nsw i64 %936, 1
  %946 = icmp slt i64 %945, %32
  %947 = select i1 %563, i1 %946, i1 false
  br i1 %947, label %948, label %951

948:                                              ; preds = %942
  %949 = getelementptr float, ptr %842, i64 %945
  %950 = load float, ptr %949, align 4
  br label %951

951:                                              ; preds = %948, %942
  %952 = phi float [ %950, %948 ], [ 0.000000e+00, %942 ]
  %953 = getelementptr float, ptr %844, i64 %945
  store float %952, ptr %953, align 4
  %954 = add nuw nsw i64 %936, 2
  %955 = icmp eq i64 %954, %180
  br i1 %955, label %956, label %935

956:                                              ; preds = %932, %951, %892, %915, %585
  %957 = phi ptr [ %586, %585 ], [ %562, %892 ], [ %562, %915 ], [ %562, %951 ], [ %562, %932 ]
  %958 = tail call i64 @llvm.smax.i64(i64 %52, i64 1)
  %959 = alloca %struct.rowstate, i64 %958, align 16
  %960 = icmp sgt i64 %52, 0
  br i1 %960, label %686, label %4027

961:                                              ; preds = %683, %977
  %962 = phi i64 [ %980, %977 ], [ %684, %683 ]
  %963 = icmp slt i64 %962, %32
  %964 = select i1 %563, i1 %963, i1 false
  br i1 %964, label %965, label %968

965:                                              ; preds = %961
  %966 = getelementptr float, ptr %565, i64 %962
  %967 = load float, ptr %966, align 4
  br label %968

968:                                              ; preds = %961, %965
  %969 = phi float [ %967, %965 ], [ 0.000000e+00, %961 ]
  %970 = getelementptr float, ptr %562, i64 %962
  store float %969, ptr %970, align 4
  %971 = add nuw nsw i64 %962, 1
  %972 = icmp slt i64 %971, %32
  %973 = select i1 %563, i1 %972, i1 false
  br i1 %973, label %974, label %977

974:                                              ; preds = %968
  %975 = getelementptr float, ptr %565, i64 %971
  %976 = load float, ptr %975, align 4
  br label %977

977:                                              ; preds = %974, %968
  %978 = phi float [ %976, %974 ], [ 0.000000e+00, %968 ]
  %979 = getelementptr float, ptr %562, i64 %971
  store float %978, ptr %979, align 4
  %980 = add nuw nsw i64 %962, 2
  %981 = icmp eq i64 %980, %180
  br i1 %981, label %725, label %961

982:                                              ; preds = %1519
  %983 = alloca ptr, i64 %958, align 16
  %984 = alloca ptr, i64 %958, align 16
  %985 = alloca ptr, i64 %958, align 16
  %986 = alloca ptr, i64 %958, align 16
  %987 = alloca ptr, i64 %958, align 16
  %988 = icmp sgt i64 %1417, 0
  br i1 %988, label %989, label %1525

989:                                              ; preds = %982
  %990 = getelementptr inbounds float, ptr %171, i64 %107
  %991 = getelementptr inbounds float, ptr %171, i64 %107
  %992 = getelementptr inbounds float, ptr %171, i64 %107
  %993 = getelementptr inbounds float, ptr %171, i64 %107
  %994 = getelementptr inbounds float, ptr %171, i64 %107
  %995 = icmp eq i64 %36, 1
  %996 = mul i64 %41, %34
  %997 = getelementptr float, ptr %14, i64 %122
  %998 = icmp eq i64 %7, 0
  %999 = shl nsw i64 %105, 6
  %1000 = icmp eq i64 %26, 0
  %1001 = icmp ne i64 %26, 1
  %1002 = select i1 %1001, i1 true, i1 %100
  %1003 = shl i64 %105, 4
  %1004 = select i1 %1002, i64 %107, i64 %1003
  %1005 = select i1 %1000, i64 %106, i64 %1004
  %1006 = shl i64 %32, 3
  %1007 = mul i64 %32, 12
  %1008 = icmp eq ptr %103, null
  %1009 = icmp slt i64 %32, 1
  %1010 = getelementptr float, ptr %994, i64 %1003
  %1011 = getelementptr float, ptr %993, i64 %106
  %1012 = getelementptr inbounds float, ptr %117, i64 %1003
  %1013 = or i1 %1008, %1009
  %1014 = or i1 %1008, %1009
  %1015 = shl i64 %32, 2
  %1016 = add i64 %688, %1015
  %1017 = mul i64 %32, 12
  %1018 = shl i64 %32, 5
  %1019 = add i64 %1018, 32
  %1020 = mul i64 %40, %1019
  %1021 = add i64 %1020, 64
  %1022 = mul i64 %105, %1021
  %1023 = getelementptr i8, ptr %117, i64 %1022
  %1024 = getelementptr i8, ptr %117, i64 %1022
  %1025 = getelementptr i8, ptr %1024, i64 %1015
  %1026 = mul i64 %40, %32
  %1027 = shl i64 %1026, 5
  %1028 = add i64 %1027, 64
  %1029 = mul i64 %105, %1028
  %1030 = getelementptr i8, ptr %117, i64 %1029
  %1031 = getelementptr i8, ptr %117, i64 %1029
  %1032 = getelementptr i8, ptr %1031, i64 %1015
  %1033 = shl i64 %32, 2
  %1034 = mul nsw i64 %40, %105
  %1035 = shl i64 %32, 5
  %1036 = add i64 %1035, 32
  %1037 = mul i64 %1034, %1036
  %1038 = getelementptr i8, ptr %117, i64 %1037
  %1039 = getelementptr i8, ptr %1038, i64 %1033
  %1040 = shl i64 %1034, 5
  %1041 = or disjoint i64 %1040, 4
  %1042 = mul i64 %32, %1041
  %1043 = getelementptr i8, ptr %117, i64 %1042
  %1044 = mul i64 %105, -96
  %1045 = shl i64 %105, 5
  %1046 = shl i64 %180, 2
  %1047 = add i64 %1045, %1046
  %1048 = getelementptr i8, ptr %992, i64 %1047
  %1049 = mul i64 %105, 96
  %1050 = add i64 %688, %1046
  %1051 = getelementptr i8, ptr %991, i64 %1046
  %1052 = getelementptr i8, ptr %990, i64 %1050
  %1053 = shl i64 %32, 2
  %1054 = shl i64 %32, 4
  %1055 = shl i64 %32, 5
  %1056 = add i64 %1055, 32
  %1057 = mul i64 %40, %1056
  %1058 = add i64 %1057, 96
  %1059 = mul i64 %105, %1058
  %1060 = getelementptr i8, ptr %117, i64 %1059
  %1061 = getelementptr i8, ptr %117, i64 %1059
  %1062 = getelementptr i8, ptr %1061, i64 %1053
  %1063 = mul i64 %40, %32
  %1064 = shl i64 %1063, 5
  %1065 = add i64 %1064, 96
  %1066 = mul i64 %105, %1065
  %1067 = getelementptr i8, ptr %117, i64 %1066
  %1068 = getelementptr i8, ptr %117, i64 %1066
  %1069 = getelementptr i8, ptr %1068, i64 %1053
  %1070 = shl i64 %32, 2
  %1071 = shl i64 %32, 5
  %1072 = add i64 %1071, 32
  %1073 = mul i64 %40, %1072
  %1074 = add i64 %1073, 64
  %1075 = mul i64 %105, %1074
  %1076 = getelementptr i8, ptr %117, i64 %1075
  %1077 = getelementptr i8, ptr %117, i64 %1075
  %1078 = getelementptr i8, ptr %1077, i64 %1070
  %1079 = mul i64 %40, %32
  %1080 = shl i64 %1079, 5
  %1081 = add i64 %1080, 64
  %1082 = mul i64 %105, %1081
  %1083 = getelementptr i8, ptr %117, i64 %1082
  %1084 = getelementptr i8, ptr %117, i64 %1082
  %1085 = getelementptr i8, ptr %1084, i64 %1070
  %1086 = shl i64 %105, 5
  %1087 = shl i64 %32, 2
  %1088 = shl i64 %32, 5
  %1089 = add i64 %1088, 32
  %1090 = mul i64 %40, %1089
  %1091 = add i64 %1090, 32
  %1092 = mul i64 %105, %1091
  %1093 = getelementptr i8, ptr %117, i64 %1092
  %1094 = getelementptr i8, ptr %117, i64 %1092
  %1095 = getelementptr i8, ptr %1094, i64 %1087
  %1096 = mul i64 %40, %32
  %1097 = shl i64 %1096, 5
  %1098 = add i64 %1097, 32
  %1099 = mul i64 %105, %1098
  %1100 = getelementptr i8, ptr %117, i64 %1099
  %1101 = getelementptr i8, ptr %117, i64 %1099
  %1102 = getelementptr i8, ptr %1101, i64 %1087
  %1103 = shl i64 %32, 2
  %1104 = mul nsw i64 %40, %105
  %1105 = shl i64 %32, 5
  %1106 = add i64 %1105, 32
  %1107 = mul i64 %1104, %1106
  %1108 = getelementptr i8, ptr %117, i64 %1107
  %1109 = getelementptr i8, ptr %1108, i64 %1103
  %1110 = shl i64 %1104, 5
  %1111 = or disjoint i64 %1110, 4
  %1112 = mul i64 %32, %1111
  %1113 = getelementptr i8, ptr %117, i64 %1112
  %1114 = shl i64 %32, 2
  %1115 = add i64 %688, %1114
  %1116 = shl i64 %32, 5
  %1117 = add i64 %1116, 32
  %1118 = mul i64 %40, %1117
  %1119 = add i64 %1118, 64
  %1120 = mul i64 %105, %1119
  %1121 = getelementptr i8, ptr %117, i64 %1120
  %1122 = getelementptr i8, ptr %117, i64 %1120
  %1123 = getelementptr i8, ptr %1122, i64 %1114
  %1124 = mul i64 %40, %32
  %1125 = shl i64 %1124, 5
  %1126 = add i64 %1125, 64
  %1127 = mul i64 %105, %1126
  %1128 = getelementptr i8, ptr %117, i64 %1127
  %1129 = getelementptr i8, ptr %117, i64 %1127
  %1130 = getelementptr i8, ptr %1129, i64 %1114
  %1131 = shl i64 %105, 5
  %1132 = shl i64 %32, 2
  %1133 = shl i64 %32, 5
  %1134 = add i64 %1133, 32
  %1135 = mul i64 %40, %1134
  %1136 = add i64 %1135, 32
  %1137 = mul i64 %105, %1136
  %1138 = getelementptr i8, ptr %117, i64 %1137
  %1139 = getelementptr i8, ptr %117, i64 %1137
  %1140 = getelementptr i8, ptr %1139, i64 %1132
  %1141 = mul i64 %40, %32
  %1142 = shl i64 %1141, 5
  %1143 = add i64 %1142, 32
  %1144 = mul i64 %105, %1143
  %1145 = getelementptr i8, ptr %117, i64 %1144
  %1146 = getelementptr i8, ptr %117, i64 %1144
  %1147 = getelementptr i8, ptr %1146, i64 %1132
  %1148 = shl i64 %32, 2
  %1149 = mul nsw i64 %40, %105
  %1150 = shl i64 %32, 5
  %1151 = add i64 %1150, 32
  %1152 = mul i64 %1149, %1151
  %1153 = getelementptr i8, ptr %117, i64 %1152
  %1154 = getelementptr i8, ptr %1153, i64 %1148
  %1155 = shl i64 %1149, 5
  %1156 = or disjoint i64 %1155, 4
  %1157 = mul i64 %32, %1156
  %1158 = getelementptr i8, ptr %117, i64 %1157
  %1159 = shl i64 %105, 5
  %1160 = shl i64 %32, 2
  %1161 = shl i64 %32, 5
  %1162 = add i64 %1161, 32
  %1163 = mul i64 %40, %1162
  %1164 = add i64 %1163, 32
  %1165 = mul i64 %105, %1164
  %1166 = getelementptr i8, ptr %117, i64 %1165
  %1167 = getelementptr i8, ptr %117, i64 %1165
  %1168 = getelementptr i8, ptr %1167, i64 %1160
  %1169 = mul i64 %40, %32
  %1170 = shl i64 %1169, 5
  %1171 = add i64 %1170, 32
  %1172 = mul i64 %105, %1171
  %1173 = getelementptr i8, ptr %117, i64 %1172
  %1174 = getelementptr i8, ptr %117, i64 %1172
  %1175 = getelementptr i8, ptr %1174, i64 %1160
  %1176 = shl i64 %32, 2
  %1177 = mul nsw i64 %40, %105
  %1178 = shl i64 %32, 5
  %1179 = add i64 %1178, 32
  %1180 = mul i64 %1177, %1179
  %1181 = getelementptr i8, ptr %117, i64 %1180
  %1182 = getelementptr i8, ptr %1181, i64 %1176
  %1183 = shl i64 %1177, 5
  %1184 = or disjoint i64 %1183, 4
  %1185 = mul i64 %32, %1184
  %1186 = getelementptr i8, ptr %117, i64 %1185
  %1187 = icmp ult i64 %32, 4
  %1188 = icmp ult i64 %32, 32
  %1189 = and i64 %32, 28
  %1190 = and i64 %32, 9223372036854775776
  %1191 = icmp eq i64 %32, %1190
  %1192 = icmp eq i64 %1189, 0
  %1193 = and i64 %32, 9223372036854775804
  %1194 = icmp eq i64 %32, %1193
  %1195 = and i64 %32, 1
  %1196 = icmp eq i64 %1195, 0
  %1197 = icmp ult i64 %32, 4
  %1198 = icmp ult i64 %32, 32
  %1199 = and i64 %32, 28
  %1200 = and i64 %32, 9223372036854775776
  %1201 = icmp eq i64 %32, %1200
  %1202 = icmp eq i64 %1199, 0
  %1203 = and i64 %32, 9223372036854775804
  %1204 = icmp eq i64 %32, %1203
  %1205 = and i64 %32, 1
  %1206 = icmp eq i64 %1205, 0
  %1207 = icmp ult i64 %32, 4
  %1208 = shl i64 %105, 5
  %1209 = icmp ult i64 %32, 32
  %1210 = and i64 %32, 28
  %1211 = and i64 %32, 9223372036854775776
  %1212 = icmp eq i64 %32, %1211
  %1213 = icmp eq i64 %1210, 0
  %1214 = and i64 %32, 9223372036854775804
  %1215 = icmp eq i64 %32, %1214
  %1216 = and i64 %32, 3
  %1217 = icmp eq i64 %1216, 0
  %1218 = icmp ult i64 %32, 4
  %1219 = icmp ult i64 %32, 32
  %1220 = and i64 %32, 28
  %1221 = and i64 %32, 9223372036854775776
  %1222 = icmp eq i64 %32, %1221
  %1223 = icmp eq i64 %1220, 0
  %1224 = and i64 %32, 9223372036854775804
  %1225 = icmp eq i64 %32, %1224
  %1226 = and i64 %32, 1
  %1227 = icmp eq i64 %1226, 0
  %1228 = icmp ult i64 %32, 4
  %1229 = icmp ult i64 %32, 32
  %1230 = and i64 %32, 28
  %1231 = and i64 %32, 9223372036854775776
  %1232 = icmp eq i64 %32, %1231
  %1233 = icmp eq i64 %1230, 0
  %1234 = and i64 %32, 9223372036854775804
  %1235 = icmp eq i64 %32, %1234
  %1236 = and i64 %32, 1
  %1237 = icmp eq i64 %1236, 0
  %1238 = icmp ult i64 %32, 4
  %1239 = icmp ult i64 %32, 16
  %1240 = and i64 %32, 12
  %1241 = and i64 %32, 9223372036854775792
  %1242 = icmp eq i64 %32, %1241
  %1243 = icmp eq i64 %1240, 0
  %1244 = and i64 %32, 9223372036854775804
  %1245 = icmp eq i64 %32, %1244
  %1246 = and i64 %32, 1
  %1247 = icmp eq i64 %1246, 0
  %1248 = icmp ult i64 %32, 4
  %1249 = icmp ult i64 %32, 32
  %1250 = and i64 %32, 28
  %1251 = and i64 %32, 9223372036854775776
  %1252 = icmp eq i64 %32, %1251
  %1253 = icmp eq i64 %1250, 0
  %1254 = and i64 %32, 9223372036854775804
  %1255 = icmp eq i64 %32, %1254
  %1256 = and i64 %32, 1
  %1257 = icmp eq i64 %1256, 0
  %1258 = icmp ult i64 %32, 4
  %1259 = icmp ult i64 %32, 32
  %1260 = and i64 %32, 28
  %1261 = and i64 %32, 9223372036854775776
  %1262 = icmp eq i64 %32, %1261
  %1263 = icmp eq i64 %1260, 0
  %1264 = and i64 %32, 9223372036854775804
  %1265 = icmp eq i64 %32, %1264
  %1266 = and i64 %32, 1
  %1267 = icmp eq i64 %1266, 0
  %1268 = icmp ult i64 %32, 4
  %1269 = icmp ult i64 %32, 32
  %1270 = and i64 %32, 28
  %1271 = and i64 %32, 9223372036854775776
  %1272 = icmp eq i64 %32, %1271
  %1273 = icmp eq i64 %1270, 0
  %1274 = and i64 %32, 9223372036854775804
  %1275 = icmp eq i64 %32, %1274
  %1276 = and i64 %32, 1
  %1277 = icmp eq i64 %1276, 0
  %1278 = icmp ult i64 %32, 4
  %1279 = icmp ult i64 %32, 32
  %1280 = and i64 %32, 28
  %1281 = and i64 %32, 9223372036854775776
  %1282 = icmp eq i64 %32, %1281
  %1283 = icmp eq i64 %1280, 0
  %1284 = and i64 %32, 9223372036854775804
  %1285 = icmp eq i64 %32, %1284
  %1286 = and i64 %32, 1
  %1287 = icmp eq i64 %1286, 0
  %1288 = icmp ult i64 %32, 4
  %1289 = icmp ult i64 %32, 32
  %1290 = and i64 %32, 28
  %1291 = and i64 %32, 9223372036854775776
  %1292 = icmp eq i64 %32, %1291
  %1293 = icmp eq i64 %1290, 0
  %1294 = and i64 %32, 9223372036854775804
  %1295 = icmp eq i64 %32, %1294
  %1296 = and i64 %32, 1
  %1297 = icmp eq i64 %1296, 0
  %1298 = icmp slt i64 %32, 9
  %1299 = and i64 %180, 9223372036854775800
  %1300 = getelementptr inbounds nuw float, ptr %171, i64 %107
  %1301 = icmp eq i64 %180, %1299
  %1302 = getelementptr inbounds nuw float, ptr %171, i64 %107
  %1303 = icmp slt i64 %32, 25
  %1304 = and i64 %180, 24
  %1305 = and i64 %180, 9223372036854775776
  %1306 = insertelement <8 x i1> poison, i1 %99, i64 0
  %1307 = shufflevector <8 x i1> %1306, <8 x i1> poison, <8 x i32> zeroinitializer
  %1308 = xor <8 x i1> %1307, splat (i1 true)
  %1309 = icmp eq i64 %180, %1305
  %1310 = icmp eq i64 %1304, 0
  %1311 = and i64 %180, 9223372036854775800
  %1312 = insertelement <8 x i1> poison, i1 %99, i64 0
  %1313 = shufflevector <8 x i1> %1312, <8 x i1> poison, <8 x i32> zeroinitializer
  %1314 = xor <8 x i1> %1313, splat (i1 true)
  %1315 = icmp eq i64 %180, %1311
  %1316 = icmp slt i64 %32, 1
  %1317 = icmp slt i64 %32, 9
  %1318 = and i64 %180, 8
  %1319 = and i64 %180, 9223372036854775792
  %1320 = icmp eq i64 %180, %1319
  %1321 = icmp eq i64 %1318, 0
  %1322 = and i64 %180, 9223372036854775800
  %1323 = icmp eq i64 %180, %1322
  %1324 = and i64 %180, 1
  %1325 = icmp eq i64 %1324, 0
  %1326 = icmp ult i64 %32, 4
  %1327 = shl i64 %105, 5
  %1328 = icmp ult i64 %32, 32
  %1329 = and i64 %32, 28
  %1330 = and i64 %32, 9223372036854775776
  %1331 = icmp eq i64 %32, %1330
  %1332 = icmp eq i64 %1329, 0
  %1333 = and i64 %32, 9223372036854775804
  %1334 = icmp eq i64 %32, %1333
  %1335 = and i64 %32, 3
  %1336 = icmp eq i64 %1335, 0
  %1337 = icmp ult i64 %32, 4
  %1338 = icmp ult i64 %32, 32
  %1339 = and i64 %32, 28
  %1340 = and i64 %32, 9223372036854775776
  %1341 = icmp eq i64 %32, %1340
  %1342 = icmp eq i64 %1339, 0
  %1343 = and i64 %32, 9223372036854775804
  %1344 = icmp eq i64 %32, %1343
  %1345 = and i64 %32, 1
  %1346 = icmp eq i64 %1345, 0
  %1347 = icmp ult i64 %32, 4
  %1348 = icmp ult i64 %32, 32
  %1349 = and i64 %32, 28
  %1350 = and i64 %32, 9223372036854775776
  %1351 = icmp eq i64 %32, %1350
  %1352 = icmp eq i64 %1349, 0
  %1353 = and i64 %32, 9223372036854775804
  %1354 = icmp eq i64 %32, %1353
  %1355 = and i64 %32, 3
  %1356 = icmp eq i64 %1355, 0
  %1357 = icmp ult i64 %32, 4
  %1358 = icmp ult i64 %32, 32
  %1359 = and i64 %32, 28
  %1360 = and i64 %32, 9223372036854775776
  %1361 = icmp eq i64 %32, %1360
  %1362 = icmp eq i64 %1359, 0
  %1363 = and i64 %32, 9223372036854775804
  %1364 = icmp eq i64 %32, %1363
  %1365 = and i64 %32, 1
  %1366 = icmp eq i64 %1365, 0
  %1367 = icmp ult i64 %32, 4
  %1368 = icmp ult i64 %32, 32
  %1369 = and i64 %32, 28
  %1370 = and i64 %32, 9223372036854775776
  %1371 = icmp eq i64 %32, %1370
  %1372 = icmp eq i64 %1369, 0
  %1373 = and i64 %32, 9223372036854775804
  %1374 = icmp eq i64 %32, %1373
  %1375 = and i64 %32, 1
  %1376 = icmp eq i64 %1375, 0
  %1377 = icmp ult i64 %32, 4
  %1378 = icmp ult i64 %32, 32
  %1379 = and i64 %32, 28
  %1380 = and i64 %32, 9223372036854775776
  %1381 = icmp eq i64 %32, %1380
  %1382 = icmp eq i64 %1379, 0
  %1383 = and i64 %32, 9223372036854775804
  %1384 = icmp eq i64 %32, %1383
  %1385 = and i64 %32, 3
  %1386 = icmp eq i64 %1385, 0
  br label %1522

1387:                                             ; preds = %686, %1519
  %1388 = phi i64 [ 0, %686 ], [ %1417, %1519 ]
  %1389 = phi i64 [ 0, %686 ], [ %1520, %1519 ]
  %1390 = mul i64 %704, %1389
  %1391 = mul i64 %709, %1389
  %1392 = add i64 %707, %1391
  %1393 = add nsw i64 %1389, %49
  %1394 = mul nsw i64 %1389, %112
  %1395 = getelementptr inbounds float, ptr %687, i64 %1394
  %1396 = getelementptr inbounds nuw %struct.rowstate, ptr %959, i64 %1389
  store ptr %1395, ptr %1396, align 8
  %1397 = getelementptr inbounds float, ptr %1395, i64 %106
  %1398 = getelementptr inbounds nuw i8, ptr %1396, i64 8
  store ptr %1397, ptr %1398, align 8
  %1399 = getelementptr inbounds i8, ptr %1395, i64 %688
  %1400 = getelementptr inbounds nuw i8, ptr %1396, i64 24
  store ptr %1399, ptr %1400, align 8
  %1401 = getelementptr inbounds float, ptr %1395, i64 %110
  %1402 = getelementptr inbounds nuw i8, ptr %1396, i64 16
  store ptr %1401, ptr %1402, align 8
  br i1 %689, label %1414, label %1403

1403:                                             ; preds = %1387
  %1404 = getelementptr inbounds i32, ptr %17, i64 %1393
  %1405 = load i32, ptr %1404, align 4
  %1406 = sext i32 %1405 to i64
  %1407 = icmp slt i32 %1405, 0
  %1408 = icmp slt i64 %28, %1406
  %1409 = select i1 %1407, i1 true, i1 %1408
  br i1 %1409, label %1410, label %1411

1410:                                             ; preds = %1403
  store i32 1, ptr %24, align 4
  br label %1411

1411:                                             ; preds = %1403, %1410
  %1412 = tail call i64 @llvm.smin.i64(i64 %28, i64 %1406)
  %1413 = select i1 %1407, i64 0, i64 %1412
  br label %1414

1414:                                             ; preds = %1411, %1387
  %1415 = phi i64 [ %1413, %1411 ], [ %28, %1387 ]
  %1416 = getelementptr inbounds nuw i8, ptr %1396, i64 32
  store i64 %1415, ptr %1416, align 8
  %1417 = tail call i64 @llvm.smax.i64(i64 %1415, i64 %1388)
  br i1 %124, label %1418, label %1475

1418:                                             ; preds = %1414
  %1419 = mul nsw i64 %1393, %34
  %1420 = add nsw i64 %1419, %47
  %1421 = add nsw i64 %1393, %691
  %1422 = select i1 %690, i64 %1420, i64 %1421
  %1423 = mul nsw i64 %1422, %32
  %1424 = getelementptr float, ptr %18, i64 %1423
  %1425 = getelementptr float, ptr %19, i64 %1423
  br i1 %716, label %1473, label %1426

1426:                                             ; preds = %1418
  %1427 = mul i64 %705, %1422
  %1428 = add i64 %700, %1390
  %1429 = add i64 %4, %1427
  %1430 = sub i64 %1428, %1429
  %1431 = icmp ult i64 %1430, 32
  %1432 = or i1 %720, %1431
  %1433 = add i64 %1392, %1427
  %1434 = icmp ult i64 %1433, 32
  %1435 = or i1 %1432, %1434
  %1436 = add i64 %712, %1390
  %1437 = add i64 %4, %1427
  %1438 = sub i64 %1436, %1437
  %1439 = icmp ult i64 %1438, 32
  %1440 = or i1 %1435, %1439
  %1441 = add i64 %712, %1390
  %1442 = add i64 %5, %1427
  %1443 = sub i64 %1441, %1442
  %1444 = icmp ult i64 %1443, 32
  %1445 = or i1 %1440, %1444
  %1446 = add i64 %715, %1390
  %1447 = add i64 %4, %1427
  %1448 = sub i64 %1446, %1447
  %1449 = icmp ult i64 %1448, 32
  %1450 = or i1 %1445, %1449
  %1451 = add i64 %715, %1390
  %1452 = add i64 %5, %1427
  %1453 = sub i64 %1451, %1452
  %1454 = icmp ult i64 %1453, 32
  %1455 = or i1 %1450, %1454
  br i1 %1455, label %1473, label %1456

1456:                                             ; preds = %1426, %1456
  %1457 = phi i64 [ %1469, %1456 ], [ 0, %1426 ]
  %1458 = phi <8 x i64> [ %1470, %1456 ], [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %1426 ]
  %1459 = icmp slt <8 x i64> %1458, %723
  %1460 = select i1 %692, <8 x i1> %1459, <8 x i1> zeroinitializer
  %1461 = getelementptr float, ptr %1424, i64 %1457
  %1462 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %1461, <8 x i1> %1460, <8 x float> zeroinitializer)
  %1463 = getelementptr inbounds nuw float, ptr %1395, i64 %1457
  store <8 x float> %1462, ptr %1463, align 4
  %1464 = select i1 %693, <8 x i1> %1459, <8 x i1> zeroinitializer
  %1465 = getelementptr float, ptr %1425, i64 %1457
  %1466 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %1465, <8 x i1> %1464, <8 x float> zeroinitializer)
  %1467 = getelementptr inbounds nuw float, ptr %1397, i64 %1457
  store <8 x float> %1466, ptr %1467, align 4
  %1468 = getelementptr inbounds nuw float, ptr %1399, i64 %1457
  store <8 x float> zeroinitializer, ptr %1468, align 4
  %1469 = add nuw i64 %1457, 8
  %1470 = add nuw nsw <8 x i64> %1458, splat (i64 8)
  %1471 = icmp eq i64 %1469, %721
  br i1 %1471, label %1472, label %1456

1472:                                             ; preds = %1456
  br i1 %724, label %1475, label %1473

1473:                                             ; preds = %1426, %1418, %1472
  %1474 = phi i64 [ 0, %1426 ], [ 0, %1418 ], [ %721, %1472 ]
  br label %1480

1475:                                             ; preds = %1494, %1472, %1414
  %1476 = icmp slt i64 %1415, %28
  %1477 = select i1 %694, i1 %1476, i1 false
  br i1 %1477, label %1478, label %1519

1478:                                             ; preds = %1475
  %1479 = mul nsw i64 %1393, %28
  br label %1500

1480:                                             ; preds = %1473, %1494
  %1481 = phi i64 [ %1498, %1494 ], [ %1474, %1473 ]
  %1482 = icmp slt i64 %1481, %32
  %1483 = select i1 %692, i1 %1482, i1 false
  br i1 %1483, label %1484, label %1487

1484:                                             ; preds = %1480
  %1485 = getelementptr float, ptr %1424, i64 %1481
  %1486 = load float, ptr %1485, align 4
  br label %1487

1487:                                             ; preds = %1480, %1484
  %1488 = phi float [ %1486, %1484 ], [ 0.000000e+00, %1480 ]
  %1489 = getelementptr inbounds nuw float, ptr %1395, i64 %1481
  store float %1488, ptr %1489, align 4
  %1490 = select i1 %693, i1 %1482, i1 false
  br i1 %1490, label %1491, label %1494

1491:                                             ; preds = %1487
  %1492 = getelementptr float, ptr %1425, i64 %1481
  %1493 = load float, ptr %1492, align 4
  br label %1494

1494:                                             ; preds = %1487, %1491
  %1495 = phi float [ %1493, %1491 ], [ 0.000000e+00, %1487 ]
  %1496 = getelementptr inbounds nuw float, ptr %1397, i64 %1481
  store float %1495, ptr %1496, align 4
  %1497 = getelementptr inbounds nuw float, ptr %1399, i64 %1481
  store float 0.000000e+00, ptr %1497, align 4
  %1498 = add nuw nsw i64 %1481, 1
  %1499 = icmp eq i64 %1498, %180
  br i1 %1499, label %1475, label %1480

1500:                                             ; preds = %1478, %1516
  %1501 = phi i64 [ %1415, %1478 ], [ %1517, %1516 ]
  br i1 %690, label %1502, label %1506

1502:                                             ; preds = %1500
  %1503 = add nsw i64 %1501, %1479
  %1504 = mul nsw i64 %1503, %34
  %1505 = add nsw i64 %1504, %47
  br label %1511

1506:                                             ; preds = %1500
  %1507 = mul nsw i64 %1501, %34
  %1508 = add nsw i64 %1507, %47
  %1509 = mul nsw i64 %1508, %30
  %1510 = add nsw i64 %1509, %1393
  br label %1511

1511:                                             ; preds = %1506, %1502
  %1512 = phi i64 [ %1505, %1502 ], [ %1510, %1506 ]
  br i1 %124, label %1513, label %1516

1513:                                             ; preds = %1511
  %1514 = mul i64 %1512, %32
  %1515 = getelementptr float, ptr %21, i64 %1514
  tail call void @llvm.memset.p0.i64(ptr align 4 %1515, i8 0, i64 %126, i1 false)
  br label %1516

1516:                                             ; preds = %1513, %1511
  %1517 = add nsw i64 %1501, 1
  %1518 = icmp eq i64 %1517, %28
  br i1 %1518, label %1519, label %1500

1519:                                             ; preds = %1516, %1475
  %1520 = add nuw nsw i64 %1389, 1
  %1521 = icmp slt i64 %1520, %52
  br i1 %1521, label %1387, label %982

1522:                                             ; preds = %3943, %989
  %1523 = phi i64 [ 0, %989 ], [ %3944, %3943 ]
  %1524 = xor i64 %1523, -1
  br label %1532

1525:                                             ; preds = %3943, %982
  %1526 = icmp eq i64 %36, 1
  %1527 = mul nsw i64 %47, %30
  %1528 = icmp eq i64 %8, 0
  %1529 = icmp eq i64 %9, 0
  br label %4028

1530:                                             ; preds = %1581
  call fastcc void @products(ptr noundef %984, ptr noundef %985, i64 noundef %1582, ptr noundef %117, i64 noundef %32, i64 noundef %107, i64 noundef %1005)
  %1531 = icmp sgt i64 %1582, 0
  br i1 %1531, label %1586, label %1585

1532:                                             ; preds = %1522, %1581
  %1533 = phi i64 [ 0, %1522 ], [ %1582, %1581 ]
  %1534 = phi i64 [ 0, %1522 ], [ %1583, %1581 ]
  %1535 = getelementptr inbounds nuw %struct.rowstate, ptr %959, i64 %1534
  %1536 = getelementptr inbounds nuw i8, ptr %1535, i64 32
  %1537 = load i64, ptr %1536, align 8
  %1538 = icmp slt i64 %1523, %1537
  br i1 %1538, label %1539, label %1581

1539:                                             ; preds = %1532
  %1540 = add nsw i64 %1534, %49
  %1541 = add i64 %1537, %1524
  %1542 = select i1 %65, i64 %1541, i64 %1523
  %1543 = getelementptr inbounds nuw i8, ptr %1535, i64 40
  br i1 %995, label %1544, label %1549

1544:                                             ; preds = %1539
  %1545 = mul nsw i64 %1540, %28
  %1546 = add nsw i64 %1542, %1545
  %1547 = mul i64 %996, %1546
  %1548 = getelementptr float, ptr %997, i64 %1547
  store ptr %1548, ptr %1543, align 8
  br i1 %998, label %1566, label %1554

1549:                                             ; preds = %1539
  %1550 = mul nsw i64 %1542, %30
  %1551 = add nsw i64 %1550, %1540
  %1552 = mul i64 %996, %1551
  %1553 = getelementptr float, ptr %997, i64 %1552
  store ptr %1553, ptr %1543, align 8
  br i1 %998, label %1566, label %1557

1554:                                             ; preds = %1544
  %1555 = mul nsw i64 %1546, %34
  %1556 = add nsw i64 %1555, %47
  br label %1562

1557:                                             ; preds = %1549
  %1558 = mul nsw i64 %1542, %34
  %1559 = add nsw i64 %1558, %47
  %1560 = mul nsw i64 %1559, %30
  %1561 = add nsw i64 %1560, %1540
  br label %1562

1562:                                             ; preds = %1557, %1554
  %1563 = phi i64 [ %1556, %1554 ], [ %1561, %1557 ]
  %1564 = mul nsw i64 %1563, %32
  %1565 = getelementptr inbounds float, ptr %21, i64 %1564
  br label %1566

1566:                                             ; preds = %1549, %1544, %1562
  %1567 = phi ptr [ %1565, %1562 ], [ null, %1544 ], [ null, %1549 ]
  %1568 = getelementptr inbounds nuw i8, ptr %1535, i64 48
  store ptr %1567, ptr %1568, align 8
  %1569 = getelementptr inbounds ptr, ptr %983, i64 %1533
  store ptr %1535, ptr %1569, align 8
  %1570 = load ptr, ptr %1535, align 8
  %1571 = getelementptr inbounds ptr, ptr %984, i64 %1533
  store ptr %1570, ptr %1571, align 8
  %1572 = getelementptr inbounds nuw i8, ptr %1535, i64 16
  %1573 = load ptr, ptr %1572, align 8
  %1574 = getelementptr inbounds ptr, ptr %985, i64 %1533
  store ptr %1573, ptr %1574, align 8
  %1575 = getelementptr inbounds nuw i8, ptr %1535, i64 24
  %1576 = load ptr, ptr %1575, align 8
  %1577 = getelementptr inbounds ptr, ptr %986, i64 %1533
  store ptr %1576, ptr %1577, align 8
  %1578 = getelementptr inbounds i8, ptr %1573, i64 %999
  %1579 = getelementptr inbounds ptr, ptr %987, i64 %1533
  store ptr %1578, ptr %1579, align 8
  %1580 = add nsw i64 %1533, 1
  br label %1581

1581:                                             ; preds = %1532, %1566
  %1582 = phi i64 [ %1580, %1566 ], [ %1533, %1532 ]
  %1583 = add nuw nsw i64 %1534, 1
  %1584 = icmp slt i64 %1583, %52
  br i1 %1584, label %1532, label %1530

1585:                                             ; preds = %3668, %1530
  br i1 %1002, label %3942, label %3671

1586:                                             ; preds = %1530, %3668
  %1587 = phi i64 [ %3669, %3668 ], [ 0, %1530 ]
  %1588 = getelementptr inbounds nuw ptr, ptr %983, i64 %1587
  %1589 = load ptr, ptr %1588, align 8
  %1590 = getelementptr inbounds nuw i8, ptr %1589, i64 40
  %1591 = load ptr, ptr %1590, align 8
  %1592 = getelementptr inbounds nuw i8, ptr %1589, i64 16
  %1593 = load ptr, ptr %1592, align 8
  %1594 = ptrtoint ptr %1593 to i64
  %1595 = load ptr, ptr %1589, align 8
  %1596 = ptrtoint ptr %1595 to i64
  %1597 = getelementptr inbounds nuw i8, ptr %1589, i64 8
  %1598 = load ptr, ptr %1597, align 8
  br i1 %1000, label %1599, label %1798

1599:                                             ; preds = %1586
  br i1 %124, label %1600, label %1703

1600:                                             ; preds = %1599
  br i1 %1337, label %1684, label %1601

1601:                                             ; preds = %1600
  %1602 = getelementptr i8, ptr %1593, i64 %1033
  %1603 = getelementptr i8, ptr %1591, i64 %1033
  %1604 = icmp ult ptr %1593, %1603
  %1605 = icmp ult ptr %1591, %1602
  %1606 = and i1 %1604, %1605
  %1607 = icmp ult ptr %1593, %1039
  %1608 = icmp ult ptr %171, %1602
  %1609 = and i1 %1607, %1608
  %1610 = or i1 %1606, %1609
  %1611 = icmp ult ptr %1593, %1043
  %1612 = icmp ult ptr %170, %1602
  %1613 = and i1 %1611, %1612
  %1614 = or i1 %1610, %1613
  br i1 %1614, label %1684, label %1615

1615:                                             ; preds = %1601
  br i1 %1338, label %1666, label %1616

1616:                                             ; preds = %1615, %1616
  %1617 = phi i64 [ %1662, %1616 ], [ 0, %1615 ]
  %1618 = getelementptr inbounds nuw float, ptr %1591, i64 %1617
  %1619 = getelementptr inbounds nuw i8, ptr %1618, i64 32
  %1620 = getelementptr inbounds nuw i8, ptr %1618, i64 64
  %1621 = getelementptr inbounds nuw i8, ptr %1618, i64 96
  %1622 = load <8 x float>, ptr %1618, align 4
  %1623 = load <8 x float>, ptr %1619, align 4
  %1624 = load <8 x float>, ptr %1620, align 4
  %1625 = load <8 x float>, ptr %1621, align 4
  %1626 = getelementptr inbounds nuw float, ptr %170, i64 %1617
  %1627 = getelementptr inbounds nuw i8, ptr %1626, i64 32
  %1628 = getelementptr inbounds nuw i8, ptr %1626, i64 64
  %1629 = getelementptr inbounds nuw i8, ptr %1626, i64 96
  %1630 = load <8 x float>, ptr %1626, align 4
  %1631 = load <8 x float>, ptr %1627, align 4
  %1632 = load <8 x float>, ptr %1628, align 4
  %1633 = load <8 x float>, ptr %1629, align 4
  %1634 = fadd <8 x float> %1622, %1630
  %1635 = fadd <8 x float> %1623, %1631
  %1636 = fadd <8 x float> %1624, %1632
  %1637 = fadd <8 x float> %1625, %1633
  %1638 = getelementptr inbounds nuw float, ptr %171, i64 %1617
  %1639 = getelementptr inbounds nuw i8, ptr %1638, i64 32
  %1640 = getelementptr inbounds nuw i8, ptr %1638, i64 64
  %1641 = getelementptr inbounds nuw i8, ptr %1638, i64 96
  %1642 = load <8 x float>, ptr %1638, align 4
  %1643 = load <8 x float>, ptr %1639, align 4
  %1644 = load <8 x float>, ptr %1640, align 4
  %1645 = load <8 x float>, ptr %1641, align 4
  %1646 = fadd <8 x float> %1634, %1642
  %1647 = fadd <8 x float> %1635, %1643
  %1648 = fadd <8 x float> %1636, %1644
  %1649 = fadd <8 x float> %1637, %1645
  %1650 = getelementptr inbounds nuw float, ptr %1593, i64 %1617
  %1651 = getelementptr inbounds nuw i8, ptr %1650, i64 32
  %1652 = getelementptr inbounds nuw i8, ptr %1650, i64 64
  %1653 = getelementptr inbounds nuw i8, ptr %1650, i64 96
  %1654 = load <8 x float>, ptr %1650, align 4
  %1655 = load <8 x float>, ptr %1651, align 4
  %1656 = load <8 x float>, ptr %1652, align 4
  %1657 = load <8 x float>, ptr %1653, align 4
  %1658 = fadd <8 x float> %1646, %1654
  %1659 = fadd <8 x float> %1647, %1655
  %1660 = fadd <8 x float> %1648, %1656
  %1661 = fadd <8 x float> %1649, %1657
  store <8 x float> %1658, ptr %1650, align 4
  store <8 x float> %1659, ptr %1651, align 4
  store <8 x float> %1660, ptr %1652, align 4
  store <8 x float> %1661, ptr %1653, align 4
  %1662 = add nuw i64 %1617, 32
  %1663 = icmp eq i64 %1662, %1340
  br i1 %1663, label %1664, label %1616

1664:                                             ; preds = %1616
  br i1 %1341, label %1704, label %1665

1665:                                             ; preds = %1664
  br i1 %1342, label %1684, label %1666

1666:                                             ; preds = %1615, %1665
  %1667 = phi i64 [ %1340, %1665 ], [ 0, %1615 ]
  br label %1668

1668:                                             ; preds = %1668, %1666
  %1669 = phi i64 [ %1667, %1666 ], [ %1681, %1668 ]
  %1670 = getelementptr inbounds nuw float, ptr %1591, i64 %1669
  %1671 = load <4 x float>, ptr %1670, align 4
  %1672 = getelementptr inbounds nuw float, ptr %170, i64 %1669
  %1673 = load <4 x float>, ptr %1672, align 4
  %1674 = fadd <4 x float> %1671, %1673
  %1675 = getelementptr inbounds nuw float, ptr %171, i64 %1669
  %1676 = load <4 x float>, ptr %1675, align 4
  %1677 = fadd <4 x float> %1674, %1676
  %1678 = getelementptr inbounds nuw float, ptr %1593, i64 %1669
  %1679 = load <4 x float>, ptr %1678, align 4
  %1680 = fadd <4 x float> %1677, %1679
  store <4 x float> %1680, ptr %1678, align 4
  %1681 = add nuw i64 %1669, 4
  %1682 = icmp eq i64 %1681, %1343
  br i1 %1682, label %1683, label %1668

1683:                                             ; preds = %1668
  br i1 %1344, label %1704, label %1684

1684:                                             ; preds = %1601, %1600, %1665, %1683
  %1685 = phi i64 [ 0, %1600 ], [ 0, %1601 ], [ %1340, %1665 ], [ %1343, %1683 ]
  %1686 = or disjoint i64 %1685, 1
  br i1 %1346, label %1700, label %1687

1687:                                             ; preds = %1684
  %1688 = getelementptr inbounds nuw float, ptr %1591, i64 %1685
  %1689 = load float, ptr %1688, align 4
  %1690 = getelementptr inbounds nuw float, ptr %170, i64 %1685
  %1691 = load float, ptr %1690, align 4
  %1692 = fadd float %1689, %1691
  %1693 = getelementptr inbounds nuw float, ptr %171, i64 %1685
  %1694 = load float, ptr %1693, align 4
  %1695 = fadd float %1692, %1694
  %1696 = getelementptr inbounds nuw float, ptr %1593, i64 %1685
  %1697 = load float, ptr %1696, align 4
  %1698 = fadd float %1695, %1697
  store float %1698, ptr %1696, align 4
  %1699 = or disjoint i64 %1685, 1
  br label %1700

1700:                                             ; preds = %1687, %1684
  %1701 = phi i64 [ %1685, %1684 ], [ %1699, %1687 ]
  %1702 = icmp eq i64 %32, %1686
  br i1 %1702, label %1704, label %1752

1703:                                             ; preds = %1599
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %1593, i64 noundef %106)
  br label %3668

1704:                                             ; preds = %1700, %1752, %1683, %1664
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef nonnull %1593, i64 noundef %106)
  %1705 = sub i64 %1596, %1594
  %1706 = icmp ult i64 %1705, 128
  %1707 = select i1 %1347, i1 true, i1 %1706
  br i1 %1707, label %1737, label %1708

1708:                                             ; preds = %1704
  br i1 %1348, label %1727, label %1709

1709:                                             ; preds = %1708, %1709
  %1710 = phi i64 [ %1723, %1709 ], [ 0, %1708 ]
  %1711 = getelementptr inbounds nuw float, ptr %1593, i64 %1710
  %1712 = getelementptr inbounds nuw i8, ptr %1711, i64 32
  %1713 = getelementptr inbounds nuw i8, ptr %1711, i64 64
  %1714 = getelementptr inbounds nuw i8, ptr %1711, i64 96
  %1715 = load <8 x float>, ptr %1711, align 4
  %1716 = load <8 x float>, ptr %1712, align 4
  %1717 = load <8 x float>, ptr %1713, align 4
  %1718 = load <8 x float>, ptr %1714, align 4
  %1719 = getelementptr inbounds nuw float, ptr %1595, i64 %1710
  %1720 = getelementptr inbounds nuw i8, ptr %1719, i64 32
  %1721 = getelementptr inbounds nuw i8, ptr %1719, i64 64
  %1722 = getelementptr inbounds nuw i8, ptr %1719, i64 96
  store <8 x float> %1715, ptr %1719, align 4
  store <8 x float> %1716, ptr %1720, align 4
  store <8 x float> %1717, ptr %1721, align 4
  store <8 x float> %1718, ptr %1722, align 4
  %1723 = add nuw i64 %1710, 32
  %1724 = icmp eq i64 %1723, %1350
  br i1 %1724, label %1725, label %1709

1725:                                             ; preds = %1709
  br i1 %1351, label %3668, label %1726

1726:                                             ; preds = %1725
  br i1 %1352, label %1737, label %1727

1727:                                             ; preds = %1708, %1726
  %1728 = phi i64 [ %1350, %1726 ], [ 0, %1708 ]
  br label %1729

1729:                                             ; preds = %1729, %1727
  %1730 = phi i64 [ %1728, %1727 ], [ %1734, %1729 ]
  %1731 = getelementptr inbounds nuw float, ptr %1593, i64 %1730
  %1732 = load <4 x float>, ptr %1731, align 4
  %1733 = getelementptr inbounds nuw float, ptr %1595, i64 %1730
  store <4 x float> %1732, ptr %1733, align 4
  %1734 = add nuw i64 %1730, 4
  %1735 = icmp eq i64 %1734, %1353
  br i1 %1735, label %1736, label %1729

1736:                                             ; preds = %1729
  br i1 %1354, label %3668, label %1737

1737:                                             ; preds = %1704, %1726, %1736
  %1738 = phi i64 [ 0, %1704 ], [ %1350, %1726 ], [ %1353, %1736 ]
  br i1 %1356, label %1748, label %1739

1739:                                             ; preds = %1737, %1739
  %1740 = phi i64 [ %1745, %1739 ], [ %1738, %1737 ]
  %1741 = phi i64 [ %1746, %1739 ], [ 0, %1737 ]
  %1742 = getelementptr inbounds nuw float, ptr %1593, i64 %1740
  %1743 = load float, ptr %1742, align 4
  %1744 = getelementptr inbounds nuw float, ptr %1595, i64 %1740
  store float %1743, ptr %1744, align 4
  %1745 = add nuw nsw i64 %1740, 1
  %1746 = add i64 %1741, 1
  %1747 = icmp eq i64 %1746, %1355
  br i1 %1747, label %1748, label %1739

1748:                                             ; preds = %1739, %1737
  %1749 = phi i64 [ %1738, %1737 ], [ %1745, %1739 ]
  %1750 = sub nsw i64 %1738, %32
  %1751 = icmp ugt i64 %1750, -4
  br i1 %1751, label %3668, label %1779

1752:                                             ; preds = %1700, %1752
  %1753 = phi i64 [ %1777, %1752 ], [ %1701, %1700 ]
  %1754 = getelementptr inbounds nuw float, ptr %1591, i64 %1753
  %1755 = load float, ptr %1754, align 4
  %1756 = getelementptr inbounds nuw float, ptr %170, i64 %1753
  %1757 = load float, ptr %1756, align 4
  %1758 = fadd float %1755, %1757
  %1759 = getelementptr inbounds nuw float, ptr %171, i64 %1753
  %1760 = load float, ptr %1759, align 4
  %1761 = fadd float %1758, %1760
  %1762 = getelementptr inbounds nuw float, ptr %1593, i64 %1753
  %1763 = load float, ptr %1762, align 4
  %1764 = fadd float %1761, %1763
  store float %1764, ptr %1762, align 4
  %1765 = add nuw nsw i64 %1753, 1
  %1766 = getelementptr inbounds nuw float, ptr %1591, i64 %1765
  %1767 = load float, ptr %1766, align 4
  %1768 = getelementptr inbounds nuw float, ptr %170, i64 %1765
  %1769 = load float, ptr %1768, align 4
  %1770 = fadd float %1767, %1769
  %1771 = getelementptr inbounds nuw float, ptr %171, i64 %1765
  %1772 = load float, ptr %1771, align 4
  %1773 = fadd float %1770, %1772
  %1774 = getelementptr inbounds nuw float, ptr %1593, i64 %1765
  %1775 = load float, ptr %1774, align 4
  %1776 = fadd float %1773, %1775
  store float %1776, ptr %1774, align 4
  %1777 = add nuw nsw i64 %1753, 2
  %1778 = icmp eq i64 %1777, %32
  br i1 %1778, label %1704, label %1752

1779:                                             ; preds = %1748, %1779
  %1780 = phi i64 [ %1796, %1779 ], [ %1749, %1748 ]
  %1781 = getelementptr inbounds nuw float, ptr %1593, i64 %1780
  %1782 = load float, ptr %1781, align 4
  %1783 = getelementptr inbounds nuw float, ptr %1595, i64 %1780
  store float %1782, ptr %1783, align 4
  %1784 = add nuw nsw i64 %1780, 1
  %1785 = getelementptr inbounds nuw float, ptr %1593, i64 %1784
  %1786 = load float, ptr %1785, align 4
  %1787 = getelementptr inbounds nuw float, ptr %1595, i64 %1784
  store float %1786, ptr %1787, align 4
  %1788 = add nuw nsw i64 %1780, 2
  %1789 = getelementptr inbounds nuw float, ptr %1593, i64 %1788
  %1790 = load float, ptr %1789, align 4
  %1791 = getelementptr inbounds nuw float, ptr %1595, i64 %1788
  store float %1790, ptr %1791, align 4
  %1792 = add nuw nsw i64 %1780, 3
  %1793 = getelementptr inbounds nuw float, ptr %1593, i64 %1792
  %1794 = load float, ptr %1793, align 4
  %1795 = getelementptr inbounds nuw float, ptr %1595, i64 %1792
  store float %1794, ptr %1795, align 4
  %1796 = add nuw nsw i64 %1780, 4
  %1797 = icmp eq i64 %1796, %32
  br i1 %1797, label %3668, label %1779

1798:                                             ; preds = %1586
  br i1 %37, label %1799, label %2762

1799:                                             ; preds = %1798
  br i1 %124, label %1800, label %1903

1800:                                             ; preds = %1799
  br i1 %1258, label %1884, label %1801

1801:                                             ; preds = %1800
  %1802 = getelementptr i8, ptr %1593, i64 %1103
  %1803 = getelementptr i8, ptr %1591, i64 %1103
  %1804 = icmp ult ptr %1593, %1803
  %1805 = icmp ult ptr %1591, %1802
  %1806 = and i1 %1804, %1805
  %1807 = icmp ult ptr %1593, %1109
  %1808 = icmp ult ptr %171, %1802
  %1809 = and i1 %1807, %1808
  %1810 = or i1 %1806, %1809
  %1811 = icmp ult ptr %1593, %1113
  %1812 = icmp ult ptr %170, %1802
  %1813 = and i1 %1811, %1812
  %1814 = or i1 %1810, %1813
  br i1 %1814, label %1884, label %1815

1815:                                             ; preds = %1801
  br i1 %1259, label %1866, label %1816

1816:                                             ; preds = %1815, %1816
  %1817 = phi i64 [ %1862, %1816 ], [ 0, %1815 ]
  %1818 = getelementptr inbounds nuw float, ptr %1591, i64 %1817
  %1819 = getelementptr inbounds nuw i8, ptr %1818, i64 32
  %1820 = getelementptr inbounds nuw i8, ptr %1818, i64 64
  %1821 = getelementptr inbounds nuw i8, ptr %1818, i64 96
  %1822 = load <8 x float>, ptr %1818, align 4
  %1823 = load <8 x float>, ptr %1819, align 4
  %1824 = load <8 x float>, ptr %1820, align 4
  %1825 = load <8 x float>, ptr %1821, align 4
  %1826 = getelementptr inbounds nuw float, ptr %170, i64 %1817
  %1827 = getelementptr inbounds nuw i8, ptr %1826, i64 32
  %1828 = getelementptr inbounds nuw i8, ptr %1826, i64 64
  %1829 = getelementptr inbounds nuw i8, ptr %1826, i64 96
  %1830 = load <8 x float>, ptr %1826, align 4
  %1831 = load <8 x float>, ptr %1827, align 4
  %1832 = load <8 x float>, ptr %1828, align 4
  %1833 = load <8 x float>, ptr %1829, align 4
  %1834 = fadd <8 x float> %1822, %1830
  %1835 = fadd <8 x float> %1823, %1831
  %1836 = fadd <8 x float> %1824, %1832
  %1837 = fadd <8 x float> %1825, %1833
  %1838 = getelementptr inbounds nuw float, ptr %171, i64 %1817
  %1839 = getelementptr inbounds nuw i8, ptr %1838, i64 32
  %1840 = getelementptr inbounds nuw i8, ptr %1838, i64 64
  %1841 = getelementptr inbounds nuw i8, ptr %1838, i64 96
  %1842 = load <8 x float>, ptr %1838, align 4
  %1843 = load <8 x float>, ptr %1839, align 4
  %1844 = load <8 x float>, ptr %1840, align 4
  %1845 = load <8 x float>, ptr %1841, align 4
  %1846 = fadd <8 x float> %1834, %1842
  %1847 = fadd <8 x float> %1835, %1843
  %1848 = fadd <8 x float> %1836, %1844
  %1849 = fadd <8 x float> %1837, %1845
  %1850 = getelementptr inbounds nuw float, ptr %1593, i64 %1817
  %1851 = getelementptr inbounds nuw i8, ptr %1850, i64 32
  %1852 = getelementptr inbounds nuw i8, ptr %1850, i64 64
  %1853 = getelementptr inbounds nuw i8, ptr %1850, i64 96
  %1854 = load <8 x float>, ptr %1850, align 4
  %1855 = load <8 x float>, ptr %1851, align 4
  %1856 = load <8 x float>, ptr %1852, align 4
  %1857 = load <8 x float>, ptr %1853, align 4
  %1858 = fadd <8 x float> %1846, %1854
  %1859 = fadd <8 x float> %1847, %1855
  %1860 = fadd <8 x float> %1848, %1856
  %1861 = fadd <8 x float> %1849, %1857
  store <8 x float> %1858, ptr %1850, align 4
  store <8 x float> %1859, ptr %1851, align 4
  store <8 x float> %1860, ptr %1852, align 4
  store <8 x float> %1861, ptr %1853, align 4
  %1862 = add nuw i64 %1817, 32
  %1863 = icmp eq i64 %1862, %1261
  br i1 %1863, label %1864, label %1816

1864:                                             ; preds = %1816
  br i1 %1262, label %1905, label %1865

1865:                                             ; preds = %1864
  br i1 %1263, label %1884, label %1866

1866:                                             ; preds = %1815, %1865
  %1867 = phi i64 [ %1261, %1865 ], [ 0, %1815 ]
  br label %1868

1868:                                             ; preds = %1868, %1866
  %1869 = phi i64 [ %1867, %1866 ], [ %1881, %1868 ]
  %1870 = getelementptr inbounds nuw float, ptr %1591, i64 %1869
  %1871 = load <4 x float>, ptr %1870, align 4
  %1872 = getelementptr inbounds nuw float, ptr %170, i64 %1869
  %1873 = load <4 x float>, ptr %1872, align 4
  %1874 = fadd <4 x float> %1871, %1873
  %1875 = getelementptr inbounds nuw float, ptr %171, i64 %1869
  %1876 = load <4 x float>, ptr %1875, align 4
  %1877 = fadd <4 x float> %1874, %1876
  %1878 = getelementptr inbounds nuw float, ptr %1593, i64 %1869
  %1879 = load <4 x float>, ptr %1878, align 4
  %1880 = fadd <4 x float> %1877, %1879
  store <4 x float> %1880, ptr %1878, align 4
  %1881 = add nuw i64 %1869, 4
  %1882 = icmp eq i64 %1881, %1264
  br i1 %1882, label %1883, label %1868

1883:                                             ; preds = %1868
  br i1 %1265, label %1905, label %1884

1884:                                             ; preds = %1801, %1800, %1865, %1883
  %1885 = phi i64 [ 0, %1800 ], [ 0, %1801 ], [ %1261, %1865 ], [ %1264, %1883 ]
  %1886 = or disjoint i64 %1885, 1
  br i1 %1267, label %1900, label %1887

1887:                                             ; preds = %1884
  %1888 = getelementptr inbounds nuw float, ptr %1591, i64 %1885
  %1889 = load float, ptr %1888, align 4
  %1890 = getelementptr inbounds nuw float, ptr %170, i64 %1885
  %1891 = load float, ptr %1890, align 4
  %1892 = fadd float %1889, %1891
  %1893 = getelementptr inbounds nuw float, ptr %171, i64 %1885
  %1894 = load float, ptr %1893, align 4
  %1895 = fadd float %1892, %1894
  %1896 = getelementptr inbounds nuw float, ptr %1593, i64 %1885
  %1897 = load float, ptr %1896, align 4
  %1898 = fadd float %1895, %1897
  store float %1898, ptr %1896, align 4
  %1899 = or disjoint i64 %1885, 1
  br label %1900

1900:                                             ; preds = %1887, %1884
  %1901 = phi i64 [ %1885, %1884 ], [ %1899, %1887 ]
  %1902 = icmp eq i64 %32, %1886
  br i1 %1902, label %1905, label %2014

1903:                                             ; preds = %1799
  %1904 = getelementptr inbounds float, ptr %1593, i64 %1003
  br label %2421

1905:                                             ; preds = %1900, %2014, %1883, %1864
  %1906 = getelementptr float, ptr %1591, i64 %32
  br i1 %1268, label %1994, label %1907

1907:                                             ; preds = %1905
  %1908 = getelementptr i8, ptr %1593, i64 %1086
  %1909 = getelementptr i8, ptr %1593, i64 %1086
  %1910 = getelementptr i8, ptr %1909, i64 %1087
  %1911 = getelementptr i8, ptr %1591, i64 %1006
  %1912 = icmp ult ptr %1908, %1911
  %1913 = icmp ult ptr %1906, %1910
  %1914 = and i1 %1912, %1913
  %1915 = icmp ult ptr %1908, %1095
  %1916 = icmp ult ptr %1093, %1910
  %1917 = and i1 %1915, %1916
  %1918 = or i1 %1914, %1917
  %1919 = icmp ult ptr %1908, %1102
  %1920 = icmp ult ptr %1100, %1910
  %1921 = and i1 %1919, %1920
  %1922 = or i1 %1918, %1921
  br i1 %1922, label %1994, label %1923

1923:                                             ; preds = %1907
  br i1 %1269, label %1975, label %1924

1924:                                             ; preds = %1923, %1924
  %1925 = phi i64 [ %1971, %1924 ], [ 0, %1923 ]
  %1926 = getelementptr float, ptr %1906, i64 %1925
  %1927 = getelementptr i8, ptr %1926, i64 32
  %1928 = getelementptr i8, ptr %1926, i64 64
  %1929 = getelementptr i8, ptr %1926, i64 96
  %1930 = load <8 x float>, ptr %1926, align 4
  %1931 = load <8 x float>, ptr %1927, align 4
  %1932 = load <8 x float>, ptr %1928, align 4
  %1933 = load <8 x float>, ptr %1929, align 4
  %1934 = add nuw nsw i64 %1925, %106
  %1935 = getelementptr inbounds nuw float, ptr %170, i64 %1934
  %1936 = getelementptr inbounds nuw i8, ptr %1935, i64 32
  %1937 = getelementptr inbounds nuw i8, ptr %1935, i64 64
  %1938 = getelementptr inbounds nuw i8, ptr %1935, i64 96
  %1939 = load <8 x float>, ptr %1935, align 4
  %1940 = load <8 x float>, ptr %1936, align 4
  %1941 = load <8 x float>, ptr %1937, align 4
  %1942 = load <8 x float>, ptr %1938, align 4
  %1943 = fadd <8 x float> %1930, %1939
  %1944 = fadd <8 x float> %1931, %1940
  %1945 = fadd <8 x float> %1932, %1941
  %1946 = fadd <8 x float> %1933, %1942
  %1947 = getelementptr inbounds nuw float, ptr %171, i64 %1934
  %1948 = getelementptr inbounds nuw i8, ptr %1947, i64 32
  %1949 = getelementptr inbounds nuw i8, ptr %1947, i64 64
  %1950 = getelementptr inbounds nuw i8, ptr %1947, i64 96
  %1951 = load <8 x float>, ptr %1947, align 4
  %1952 = load <8 x float>, ptr %1948, align 4
  %1953 = load <8 x float>, ptr %1949, align 4
  %1954 = load <8 x float>, ptr %1950, align 4
  %1955 = fadd <8 x float> %1943, %1951
  %1956 = fadd <8 x float> %1944, %1952
  %1957 = fadd <8 x float> %1945, %1953
  %1958 = fadd <8 x float> %1946, %1954
  %1959 = getelementptr inbounds nuw float, ptr %1593, i64 %1934
  %1960 = getelementptr inbounds nuw i8, ptr %1959, i64 32
  %1961 = getelementptr inbounds nuw i8, ptr %1959, i64 64
  %1962 = getelementptr inbounds nuw i8, ptr %1959, i64 96
  %1963 = load <8 x float>, ptr %1959, align 4
  %1964 = load <8 x float>, ptr %1960, align 4
  %1965 = load <8 x float>, ptr %1961, align 4
  %1966 = load <8 x float>, ptr %1962, align 4
  %1967 = fadd <8 x float> %1955, %1963
  %1968 = fadd <8 x float> %1956, %1964
  %1969 = fadd <8 x float> %1957, %1965
  %1970 = fadd <8 x float> %1958, %1966
  store <8 x float> %1967, ptr %1959, align 4
  store <8 x float> %1968, ptr %1960, align 4
  store <8 x float> %1969, ptr %1961, align 4
  store <8 x float> %1970, ptr %1962, align 4
  %1971 = add nuw i64 %1925, 32
  %1972 = icmp eq i64 %1971, %1271
  br i1 %1972, label %1973, label %1924

1973:                                             ; preds = %1924
  br i1 %1272, label %2041, label %1974

1974:                                             ; preds = %1973
  br i1 %1273, label %1994, label %1975

1975:                                             ; preds = %1923, %1974
  %1976 = phi i64 [ %1271, %1974 ], [ 0, %1923 ]
  br label %1977

1977:                                             ; preds = %1977, %1975
  %1978 = phi i64 [ %1976, %1975 ], [ %1991, %1977 ]
  %1979 = getelementptr float, ptr %1906, i64 %1978
  %1980 = load <4 x float>, ptr %1979, align 4
  %1981 = add nuw nsw i64 %1978, %106
  %1982 = getelementptr inbounds nuw float, ptr %170, i64 %1981
  %1983 = load <4 x float>, ptr %1982, align 4
  %1984 = fadd <4 x float> %1980, %1983
  %1985 = getelementptr inbounds nuw float, ptr %171, i64 %1981
  %1986 = load <4 x float>, ptr %1985, align 4
  %1987 = fadd <4 x float> %1984, %1986
  %1988 = getelementptr inbounds nuw float, ptr %1593, i64 %1981
  %1989 = load <4 x float>, ptr %1988, align 4
  %1990 = fadd <4 x float> %1987, %1989
  store <4 x float> %1990, ptr %1988, align 4
  %1991 = add nuw i64 %1978, 4
  %1992 = icmp eq i64 %1991, %1274
  br i1 %1992, label %1993, label %1977

1993:                                             ; preds = %1977
  br i1 %1275, label %2041, label %1994

1994:                                             ; preds = %1907, %1905, %1974, %1993
  %1995 = phi i64 [ 0, %1905 ], [ 0, %1907 ], [ %1271, %1974 ], [ %1274, %1993 ]
  %1996 = or disjoint i64 %1995, 1
  br i1 %1277, label %2011, label %1997

1997:                                             ; preds = %1994
  %1998 = getelementptr float, ptr %1906, i64 %1995
  %1999 = load float, ptr %1998, align 4
  %2000 = add nuw nsw i64 %1995, %106
  %2001 = getelementptr inbounds nuw float, ptr %170, i64 %2000
  %2002 = load float, ptr %2001, align 4
  %2003 = fadd float %1999, %2002
  %2004 = getelementptr inbounds nuw float, ptr %171, i64 %2000
  %2005 = load float, ptr %2004, align 4
  %2006 = fadd float %2003, %2005
  %2007 = getelementptr inbounds nuw float, ptr %1593, i64 %2000
  %2008 = load float, ptr %2007, align 4
  %2009 = fadd float %2006, %2008
  store float %2009, ptr %2007, align 4
  %2010 = or disjoint i64 %1995, 1
  br label %2011

2011:                                             ; preds = %1997, %1994
  %2012 = phi i64 [ %1995, %1994 ], [ %2010, %1997 ]
  %2013 = icmp eq i64 %32, %1996
  br i1 %2013, label %2041, label %2150

2014:                                             ; preds = %1900, %2014
  %2015 = phi i64 [ %2039, %2014 ], [ %1901, %1900 ]
  %2016 = getelementptr inbounds nuw float, ptr %1591, i64 %2015
  %2017 = load float, ptr %2016, align 4
  %2018 = getelementptr inbounds nuw float, ptr %170, i64 %2015
  %2019 = load float, ptr %2018, align 4
  %2020 = fadd float %2017, %2019
  %2021 = getelementptr inbounds nuw float, ptr %171, i64 %2015
  %2022 = load float, ptr %2021, align 4
  %2023 = fadd float %2020, %2022
  %2024 = getelementptr inbounds nuw float, ptr %1593, i64 %2015
  %2025 = load float, ptr %2024, align 4
  %2026 = fadd float %2023, %2025
  store float %2026, ptr %2024, align 4
  %2027 = add nuw nsw i64 %2015, 1
  %2028 = getelementptr inbounds nuw float, ptr %1591, i64 %2027
  %2029 = load float, ptr %2028, align 4
  %2030 = getelementptr inbounds nuw float, ptr %170, i64 %2027
  %2031 = load float, ptr %2030, align 4
  %2032 = fadd float %2029, %2031
  %2033 = getelementptr inbounds nuw float, ptr %171, i64 %2027
  %2034 = load float, ptr %2033, align 4
  %2035 = fadd float %2032, %2034
  %2036 = getelementptr inbounds nuw float, ptr %1593, i64 %2027
  %2037 = load float, ptr %2036, align 4
  %2038 = fadd float %2035, %2037
  store float %2038, ptr %2036, align 4
  %2039 = add nuw nsw i64 %2015, 2
  %2040 = icmp eq i64 %2039, %32
  br i1 %2040, label %1905, label %2014

2041:                                             ; preds = %2011, %2150, %1993, %1973
  %2042 = getelementptr i8, ptr %1591, i64 %1006
  br i1 %1278, label %2130, label %2043

2043:                                             ; preds = %2041
  %2044 = getelementptr i8, ptr %1593, i64 %688
  %2045 = getelementptr i8, ptr %1593, i64 %688
  %2046 = getelementptr i8, ptr %2045, i64 %1070
  %2047 = getelementptr i8, ptr %1591, i64 %1007
  %2048 = icmp ult ptr %2044, %2047
  %2049 = icmp ult ptr %2042, %2046
  %2050 = and i1 %2048, %2049
  %2051 = icmp ult ptr %2044, %1078
  %2052 = icmp ult ptr %1076, %2046
  %2053 = and i1 %2051, %2052
  %2054 = or i1 %2050, %2053
  %2055 = icmp ult ptr %2044, %1085
  %2056 = icmp ult ptr %1083, %2046
  %2057 = and i1 %2055, %2056
  %2058 = or i1 %2054, %2057
  br i1 %2058, label %2130, label %2059

2059:                                             ; preds = %2043
  br i1 %1279, label %2111, label %2060

2060:                                             ; preds = %2059, %2060
  %2061 = phi i64 [ %2107, %2060 ], [ 0, %2059 ]
  %2062 = getelementptr float, ptr %2042, i64 %2061
  %2063 = getelementptr i8, ptr %2062, i64 32
  %2064 = getelementptr i8, ptr %2062, i64 64
  %2065 = getelementptr i8, ptr %2062, i64 96
  %2066 = load <8 x float>, ptr %2062, align 4
  %2067 = load <8 x float>, ptr %2063, align 4
  %2068 = load <8 x float>, ptr %2064, align 4
  %2069 = load <8 x float>, ptr %2065, align 4
  %2070 = add nuw nsw i64 %2061, %1003
  %2071 = getelementptr inbounds nuw float, ptr %170, i64 %2070
  %2072 = getelementptr inbounds nuw i8, ptr %2071, i64 32
  %2073 = getelementptr inbounds nuw i8, ptr %2071, i64 64
  %2074 = getelementptr inbounds nuw i8, ptr %2071, i64 96
  %2075 = load <8 x float>, ptr %2071, align 4
  %2076 = load <8 x float>, ptr %2072, align 4
  %2077 = load <8 x float>, ptr %2073, align 4
  %2078 = load <8 x float>, ptr %2074, align 4
  %2079 = fadd <8 x float> %2066, %2075
  %2080 = fadd <8 x float> %2067, %2076
  %2081 = fadd <8 x float> %2068, %2077
  %2082 = fadd <8 x float> %2069, %2078
  %2083 = getelementptr inbounds nuw float, ptr %171, i64 %2070
  %2084 = getelementptr inbounds nuw i8, ptr %2083, i64 32
  %2085 = getelementptr inbounds nuw i8, ptr %2083, i64 64
  %2086 = getelementptr inbounds nuw i8, ptr %2083, i64 96
  %2087 = load <8 x float>, ptr %2083, align 4
  %2088 = load <8 x float>, ptr %2084, align 4
  %2089 = load <8 x float>, ptr %2085, align 4
  %2090 = load <8 x float>, ptr %2086, align 4
  %2091 = fadd <8 x float> %2079, %2087
  %2092 = fadd <8 x float> %2080, %2088
  %2093 = fadd <8 x float> %2081, %2089
  %2094 = fadd <8 x float> %2082, %2090
  %2095 = getelementptr inbounds nuw float, ptr %1593, i64 %2070
  %2096 = getelementptr inbounds nuw i8, ptr %2095, i64 32
  %2097 = getelementptr inbounds nuw i8, ptr %2095, i64 64
  %2098 = getelementptr inbounds nuw i8, ptr %2095, i64 96
  %2099 = load <8 x float>, ptr %2095, align 4
  %2100 = load <8 x float>, ptr %2096, align 4
  %2101 = load <8 x float>, ptr %2097, align 4
  %2102 = load <8 x float>, ptr %2098, align 4
  %2103 = fadd <8 x float> %2091, %2099
  %2104 = fadd <8 x float> %2092, %2100
  %2105 = fadd <8 x float> %2093, %2101
  %2106 = fadd <8 x float> %2094, %2102
  store <8 x float> %2103, ptr %2095, align 4
  store <8 x float> %2104, ptr %2096, align 4
  store <8 x float> %2105, ptr %2097, align 4
  store <8 x float> %2106, ptr %2098, align 4
  %2107 = add nuw i64 %2061, 32
  %2108 = icmp eq i64 %2107, %1281
  br i1 %2108, label %2109, label %2060

2109:                                             ; preds = %2060
  br i1 %1282, label %2179, label %2110

2110:                                             ; preds = %2109
  br i1 %1283, label %2130, label %2111

2111:                                             ; preds = %2059, %2110
  %2112 = phi i64 [ %1281, %2110 ], [ 0, %2059 ]
  br label %2113

2113:                                             ; preds = %2113, %2111
  %2114 = phi i64 [ %2112, %2111 ], [ %2127, %2113 ]
  %2115 = getelementptr float, ptr %2042, i64 %2114
  %2116 = load <4 x float>, ptr %2115, align 4
  %2117 = add nuw nsw i64 %2114, %1003
  %2118 = getelementptr inbounds nuw float, ptr %170, i64 %2117
  %2119 = load <4 x float>, ptr %2118, align 4
  %2120 = fadd <4 x float> %2116, %2119
  %2121 = getelementptr inbounds nuw float, ptr %171, i64 %2117
  %2122 = load <4 x float>, ptr %2121, align 4
  %2123 = fadd <4 x float> %2120, %2122
  %2124 = getelementptr inbounds nuw float, ptr %1593, i64 %2117
  %2125 = load <4 x float>, ptr %2124, align 4
  %2126 = fadd <4 x float> %2123, %2125
  store <4 x float> %2126, ptr %2124, align 4
  %2127 = add nuw i64 %2114, 4
  %2128 = icmp eq i64 %2127, %1284
  br i1 %2128, label %2129, label %2113

2129:                                             ; preds = %2113
  br i1 %1285, label %2179, label %2130

2130:                                             ; preds = %2043, %2041, %2110, %2129
  %2131 = phi i64 [ 0, %2041 ], [ 0, %2043 ], [ %1281, %2110 ], [ %1284, %2129 ]
  %2132 = or disjoint i64 %2131, 1
  br i1 %1287, label %2147, label %2133

2133:                                             ; preds = %2130
  %2134 = getelementptr float, ptr %2042, i64 %2131
  %2135 = load float, ptr %2134, align 4
  %2136 = add nuw nsw i64 %2131, %1003
  %2137 = getelementptr inbounds nuw float, ptr %170, i64 %2136
  %2138 = load float, ptr %2137, align 4
  %2139 = fadd float %2135, %2138
  %2140 = getelementptr inbounds nuw float, ptr %171, i64 %2136
  %2141 = load float, ptr %2140, align 4
  %2142 = fadd float %2139, %2141
  %2143 = getelementptr inbounds nuw float, ptr %1593, i64 %2136
  %2144 = load float, ptr %2143, align 4
  %2145 = fadd float %2142, %2144
  store float %2145, ptr %2143, align 4
  %2146 = or disjoint i64 %2131, 1
  br label %2147

2147:                                             ; preds = %2133, %2130
  %2148 = phi i64 [ %2131, %2130 ], [ %2146, %2133 ]
  %2149 = icmp eq i64 %32, %2132
  br i1 %2149, label %2179, label %2288

2150:                                             ; preds = %2011, %2150
  %2151 = phi i64 [ %2177, %2150 ], [ %2012, %2011 ]
  %2152 = getelementptr float, ptr %1906, i64 %2151
  %2153 = load float, ptr %2152, align 4
  %2154 = add nuw nsw i64 %2151, %106
  %2155 = getelementptr inbounds nuw float, ptr %170, i64 %2154
  %2156 = load float, ptr %2155, align 4
  %2157 = fadd float %2153, %2156
  %2158 = getelementptr inbounds nuw float, ptr %171, i64 %2154
  %2159 = load float, ptr %2158, align 4
  %2160 = fadd float %2157, %2159
  %2161 = getelementptr inbounds nuw float, ptr %1593, i64 %2154
  %2162 = load float, ptr %2161, align 4
  %2163 = fadd float %2160, %2162
  store float %2163, ptr %2161, align 4
  %2164 = add nuw nsw i64 %2151, 1
  %2165 = getelementptr float, ptr %1906, i64 %2164
  %2166 = load float, ptr %2165, align 4
  %2167 = add nuw nsw i64 %2164, %106
  %2168 = getelementptr inbounds nuw float, ptr %170, i64 %2167
  %2169 = load float, ptr %2168, align 4
  %2170 = fadd float %2166, %2169
  %2171 = getelementptr inbounds nuw float, ptr %171, i64 %2167
  %2172 = load float, ptr %2171, align 4
  %2173 = fadd float %2170, %2172
  %2174 = getelementptr inbounds nuw float, ptr %1593, i64 %2167
  %2175 = load float, ptr %2174, align 4
  %2176 = fadd float %2173, %2175
  store float %2176, ptr %2174, align 4
  %2177 = add nuw nsw i64 %2151, 2
  %2178 = icmp eq i64 %2177, %32
  br i1 %2178, label %2041, label %2150

2179:                                             ; preds = %2147, %2288, %2129, %2109
  %2180 = getelementptr i8, ptr %1591, i64 %1007
  br i1 %1288, label %2268, label %2181

2181:                                             ; preds = %2179
  %2182 = getelementptr i8, ptr %1593, i64 %1049
  %2183 = getelementptr i8, ptr %1593, i64 %1049
  %2184 = getelementptr i8, ptr %2183, i64 %1053
  %2185 = getelementptr i8, ptr %1591, i64 %1054
  %2186 = icmp ult ptr %2182, %2185
  %2187 = icmp ult ptr %2180, %2184
  %2188 = and i1 %2186, %2187
  %2189 = icmp ult ptr %2182, %1062
  %2190 = icmp ult ptr %1060, %2184
  %2191 = and i1 %2189, %2190
  %2192 = or i1 %2188, %2191
  %2193 = icmp ult ptr %2182, %1069
  %2194 = icmp ult ptr %1067, %2184
  %2195 = and i1 %2193, %2194
  %2196 = or i1 %2192, %2195
  br i1 %2196, label %2268, label %2197

2197:                                             ; preds = %2181
  br i1 %1289, label %2249, label %2198

2198:                                             ; preds = %2197, %2198
  %2199 = phi i64 [ %2245, %2198 ], [ 0, %2197 ]
  %2200 = getelementptr float, ptr %2180, i64 %2199
  %2201 = getelementptr i8, ptr %2200, i64 32
  %2202 = getelementptr i8, ptr %2200, i64 64
  %2203 = getelementptr i8, ptr %2200, i64 96
  %2204 = load <8 x float>, ptr %2200, align 4
  %2205 = load <8 x float>, ptr %2201, align 4
  %2206 = load <8 x float>, ptr %2202, align 4
  %2207 = load <8 x float>, ptr %2203, align 4
  %2208 = add nuw nsw i64 %2199, %110
  %2209 = getelementptr inbounds nuw float, ptr %170, i64 %2208
  %2210 = getelementptr inbounds nuw i8, ptr %2209, i64 32
  %2211 = getelementptr inbounds nuw i8, ptr %2209, i64 64
  %2212 = getelementptr inbounds nuw i8, ptr %2209, i64 96
  %2213 = load <8 x float>, ptr %2209, align 4
  %2214 = load <8 x float>, ptr %2210, align 4
  %2215 = load <8 x float>, ptr %2211, align 4
  %2216 = load <8 x float>, ptr %2212, align 4
  %2217 = fadd <8 x float> %2204, %2213
  %2218 = fadd <8 x float> %2205, %2214
  %2219 = fadd <8 x float> %2206, %2215
  %2220 = fadd <8 x float> %2207, %2216
  %2221 = getelementptr inbounds nuw float, ptr %171, i64 %2208
  %2222 = getelementptr inbounds nuw i8, ptr %2221, i64 32
  %2223 = getelementptr inbounds nuw i8, ptr %2221, i64 64
  %2224 = getelementptr inbounds nuw i8, ptr %2221, i64 96
  %2225 = load <8 x float>, ptr %2221, align 4
  %2226 = load <8 x float>, ptr %2222, align 4
  %2227 = load <8 x float>, ptr %2223, align 4
  %2228 = load <8 x float>, ptr %2224, align 4
  %2229 = fadd <8 x float> %2217, %2225
  %2230 = fadd <8 x float> %2218, %2226
  %2231 = fadd <8 x float> %2219, %2227
  %2232 = fadd <8 x float> %2220, %2228
  %2233 = getelementptr inbounds nuw float, ptr %1593, i64 %2208
  %2234 = getelementptr inbounds nuw i8, ptr %2233, i64 32
  %2235 = getelementptr inbounds nuw i8, ptr %2233, i64 64
  %2236 = getelementptr inbounds nuw i8, ptr %2233, i64 96
  %2237 = load <8 x float>, ptr %2233, align 4
  %2238 = load <8 x float>, ptr %2234, align 4
  %2239 = load <8 x float>, ptr %2235, align 4
  %2240 = load <8 x float>, ptr %2236, align 4
  %2241 = fadd <8 x float> %2229, %2237
  %2242 = fadd <8 x float> %2230, %2238
  %2243 = fadd <8 x float> %2231, %2239
  %2244 = fadd <8 x float> %2232, %2240
  store <8 x float> %2241, ptr %2233, align 4
  store <8 x float> %2242, ptr %2234, align 4
  store <8 x float> %2243, ptr %2235, align 4
  store <8 x float> %2244, ptr %2236, align 4
  %2245 = add nuw i64 %2199, 32
  %2246 = icmp eq i64 %2245, %1291
  br i1 %2246, label %2247, label %2198

2247:                                             ; preds = %2198
  br i1 %1292, label %2317, label %2248

2248:                                             ; preds = %2247
  br i1 %1293, label %2268, label %2249

2249:                                             ; preds = %2197, %2248
  %2250 = phi i64 [ %1291, %2248 ], [ 0, %2197 ]
  br label %2251

2251:                                             ; preds = %2251, %2249
  %2252 = phi i64 [ %2250, %2249 ], [ %2265, %2251 ]
  %2253 = getelementptr float, ptr %2180, i64 %2252
  %2254 = load <4 x float>, ptr %2253, align 4
  %2255 = add nuw nsw i64 %2252, %110
  %2256 = getelementptr inbounds nuw float, ptr %170, i64 %2255
  %2257 = load <4 x float>, ptr %2256, align 4
  %2258 = fadd <4 x float> %2254, %2257
  %2259 = getelementptr inbounds nuw float, ptr %171, i64 %2255
  %2260 = load <4 x float>, ptr %2259, align 4
  %2261 = fadd <4 x float> %2258, %2260
  %2262 = getelementptr inbounds nuw float, ptr %1593, i64 %2255
  %2263 = load <4 x float>, ptr %2262, align 4
  %2264 = fadd <4 x float> %2261, %2263
  store <4 x float> %2264, ptr %2262, align 4
  %2265 = add nuw i64 %2252, 4
  %2266 = icmp eq i64 %2265, %1294
  br i1 %2266, label %2267, label %2251

2267:                                             ; preds = %2251
  br i1 %1295, label %2317, label %2268

2268:                                             ; preds = %2181, %2179, %2248, %2267
  %2269 = phi i64 [ 0, %2179 ], [ 0, %2181 ], [ %1291, %2248 ], [ %1294, %2267 ]
  %2270 = or disjoint i64 %2269, 1
  br i1 %1297, label %2285, label %2271

2271:                                             ; preds = %2268
  %2272 = getelementptr float, ptr %2180, i64 %2269
  %2273 = load float, ptr %2272, align 4
  %2274 = add nuw nsw i64 %2269, %110
  %2275 = getelementptr inbounds nuw float, ptr %170, i64 %2274
  %2276 = load float, ptr %2275, align 4
  %2277 = fadd float %2273, %2276
  %2278 = getelementptr inbounds nuw float, ptr %171, i64 %2274
  %2279 = load float, ptr %2278, align 4
  %2280 = fadd float %2277, %2279
  %2281 = getelementptr inbounds nuw float, ptr %1593, i64 %2274
  %2282 = load float, ptr %2281, align 4
  %2283 = fadd float %2280, %2282
  store float %2283, ptr %2281, align 4
  %2284 = or disjoint i64 %2269, 1
  br label %2285

2285:                                             ; preds = %2271, %2268
  %2286 = phi i64 [ %2269, %2268 ], [ %2284, %2271 ]
  %2287 = icmp eq i64 %32, %2270
  br i1 %2287, label %2317, label %2373

2288:                                             ; preds = %2147, %2288
  %2289 = phi i64 [ %2315, %2288 ], [ %2148, %2147 ]
  %2290 = getelementptr float, ptr %2042, i64 %2289
  %2291 = load float, ptr %2290, align 4
  %2292 = add nuw nsw i64 %2289, %1003
  %2293 = getelementptr inbounds nuw float, ptr %170, i64 %2292
  %2294 = load float, ptr %2293, align 4
  %2295 = fadd float %2291, %2294
  %2296 = getelementptr inbounds nuw float, ptr %171, i64 %2292
  %2297 = load float, ptr %2296, align 4
  %2298 = fadd float %2295, %2297
  %2299 = getelementptr inbounds nuw float, ptr %1593, i64 %2292
  %2300 = load float, ptr %2299, align 4
  %2301 = fadd float %2298, %2300
  store float %2301, ptr %2299, align 4
  %2302 = add nuw nsw i64 %2289, 1
  %2303 = getelementptr float, ptr %2042, i64 %2302
  %2304 = load float, ptr %2303, align 4
  %2305 = add nuw nsw i64 %2302, %1003
  %2306 = getelementptr inbounds nuw float, ptr %170, i64 %2305
  %2307 = load float, ptr %2306, align 4
  %2308 = fadd float %2304, %2307
  %2309 = getelementptr inbounds nuw float, ptr %171, i64 %2305
  %2310 = load float, ptr %2309, align 4
  %2311 = fadd float %2308, %2310
  %2312 = getelementptr inbounds nuw float, ptr %1593, i64 %2305
  %2313 = load float, ptr %2312, align 4
  %2314 = fadd float %2311, %2313
  store float %2314, ptr %2312, align 4
  %2315 = add nuw nsw i64 %2289, 2
  %2316 = icmp eq i64 %2315, %32
  br i1 %2316, label %2179, label %2288

2317:                                             ; preds = %2285, %2373, %2267, %2247
  %2318 = getelementptr float, ptr %1593, i64 %1003
  br i1 %1014, label %2421, label %2319

2319:                                             ; preds = %2317
  br i1 %1298, label %2371, label %2320

2320:                                             ; preds = %2319
  %2321 = getelementptr i8, ptr %1593, i64 %1046
  %2322 = getelementptr i8, ptr %1593, i64 %1050
  %2323 = getelementptr i8, ptr %1598, i64 %1046
  %2324 = icmp ult ptr %1593, %2322
  %2325 = icmp ult ptr %2318, %2321
  %2326 = and i1 %2324, %2325
  %2327 = icmp ult ptr %1593, %1051
  %2328 = icmp ult ptr %957, %2321
  %2329 = and i1 %2327, %2328
  %2330 = or i1 %2326, %2329
  %2331 = icmp ult ptr %1593, %2323
  %2332 = icmp ult ptr %1598, %2321
  %2333 = and i1 %2331, %2332
  %2334 = or i1 %2330, %2333
  %2335 = icmp ult ptr %1593, %1052
  %2336 = icmp ult ptr %1010, %2321
  %2337 = and i1 %2335, %2336
  %2338 = or i1 %2334, %2337
  %2339 = icmp ult ptr %2318, %1051
  %2340 = icmp ult ptr %957, %2322
  %2341 = and i1 %2339, %2340
  %2342 = or i1 %2338, %2341
  %2343 = icmp ult ptr %2318, %2323
  %2344 = icmp ult ptr %1598, %2322
  %2345 = and i1 %2343, %2344
  %2346 = or i1 %2342, %2345
  %2347 = icmp ult ptr %2318, %1052
  %2348 = icmp ult ptr %1010, %2322
  %2349 = and i1 %2347, %2348
  %2350 = or i1 %2346, %2349
  br i1 %2350, label %2371, label %2351

2351:                                             ; preds = %2320, %2351
  %2352 = phi i64 [ %2368, %2351 ], [ 0, %2320 ]
  %2353 = getelementptr inbounds nuw float, ptr %1593, i64 %2352
  %2354 = load <8 x float>, ptr %2353, align 4
  %2355 = getelementptr inbounds nuw float, ptr %1300, i64 %2352
  %2356 = load <8 x float>, ptr %2355, align 4
  %2357 = getelementptr inbounds nuw float, ptr %1598, i64 %2352
  %2358 = load <8 x float>, ptr %2357, align 4
  %2359 = fmul <8 x float> %2356, %2358
  %2360 = fadd <8 x float> %2354, %2359
  store <8 x float> %2360, ptr %2353, align 4
  %2361 = getelementptr inbounds nuw float, ptr %2318, i64 %2352
  %2362 = load <8 x float>, ptr %2361, align 4
  %2363 = getelementptr float, ptr %1010, i64 %2352
  %2364 = load <8 x float>, ptr %2363, align 4
  %2365 = load <8 x float>, ptr %2357, align 4
  %2366 = fmul <8 x float> %2364, %2365
  %2367 = fadd <8 x float> %2362, %2366
  store <8 x float> %2367, ptr %2361, align 4
  %2368 = add nuw i64 %2352, 8
  %2369 = icmp eq i64 %2368, %1299
  br i1 %2369, label %2370, label %2351

2370:                                             ; preds = %2351
  br i1 %1301, label %2421, label %2371

2371:                                             ; preds = %2320, %2319, %2370
  %2372 = phi i64 [ 0, %2320 ], [ 0, %2319 ], [ %1299, %2370 ]
  br label %2402

2373:                                             ; preds = %2285, %2373
  %2374 = phi i64 [ %2400, %2373 ], [ %2286, %2285 ]
  %2375 = getelementptr float, ptr %2180, i64 %2374
  %2376 = load float, ptr %2375, align 4
  %2377 = add nuw nsw i64 %2374, %110
  %2378 = getelementptr inbounds nuw float, ptr %170, i64 %2377
  %2379 = load float, ptr %2378, align 4
  %2380 = fadd float %2376, %2379
  %2381 = getelementptr inbounds nuw float, ptr %171, i64 %2377
  %2382 = load float, ptr %2381, align 4
  %2383 = fadd float %2380, %2382
  %2384 = getelementptr inbounds nuw float, ptr %1593, i64 %2377
  %2385 = load float, ptr %2384, align 4
  %2386 = fadd float %2383, %2385
  store float %2386, ptr %2384, align 4
  %2387 = add nuw nsw i64 %2374, 1
  %2388 = getelementptr float, ptr %2180, i64 %2387
  %2389 = load float, ptr %2388, align 4
  %2390 = add nuw nsw i64 %2387, %110
  %2391 = getelementptr inbounds nuw float, ptr %170, i64 %2390
  %2392 = load float, ptr %2391, align 4
  %2393 = fadd float %2389, %2392
  %2394 = getelementptr inbounds nuw float, ptr %171, i64 %2390
  %2395 = load float, ptr %2394, align 4
  %2396 = fadd float %2393, %2395
  %2397 = getelementptr inbounds nuw float, ptr %1593, i64 %2390
  %2398 = load float, ptr %2397, align 4
  %2399 = fadd float %2396, %2398
  store float %2399, ptr %2397, align 4
  %2400 = add nuw nsw i64 %2374, 2
  %2401 = icmp eq i64 %2400, %32
  br i1 %2401, label %2317, label %2373

2402:                                             ; preds = %2371, %2402
  %2403 = phi i64 [ %2419, %2402 ], [ %2372, %2371 ]
  %2404 = getelementptr inbounds nuw float, ptr %1593, i64 %2403
  %2405 = load float, ptr %2404, align 4
  %2406 = getelementptr inbounds nuw float, ptr %1302, i64 %2403
  %2407 = load float, ptr %2406, align 4
  %2408 = getelementptr inbounds nuw float, ptr %1598, i64 %2403
  %2409 = load float, ptr %2408, align 4
  %2410 = fmul float %2407, %2409
  %2411 = fadd float %2405, %2410
  store float %2411, ptr %2404, align 4
  %2412 = getelementptr inbounds nuw float, ptr %2318, i64 %2403
  %2413 = load float, ptr %2412, align 4
  %2414 = getelementptr float, ptr %1010, i64 %2403
  %2415 = load float, ptr %2414, align 4
  %2416 = load float, ptr %2408, align 4
  %2417 = fmul float %2415, %2416
  %2418 = fadd float %2413, %2417
  store float %2418, ptr %2412, align 4
  %2419 = add nuw nsw i64 %2403, 1
  %2420 = icmp eq i64 %2419, %180
  br i1 %2420, label %2421, label %2402

2421:                                             ; preds = %2402, %2370, %1903, %2317
  %2422 = phi i1 [ %1013, %1903 ], [ true, %2317 ], [ false, %2370 ], [ false, %2402 ]
  %2423 = phi ptr [ %1904, %1903 ], [ %2318, %2317 ], [ %2318, %2370 ], [ %2318, %2402 ]
  %2424 = getelementptr float, ptr %1593, i64 %106
  %2425 = getelementptr float, ptr %1593, i64 %110
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %1593, i64 noundef %106)
  br i1 %99, label %2426, label %2427

2426:                                             ; preds = %2421
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %2423, i64 noundef %106)
  br label %2427

2427:                                             ; preds = %2426, %2421
  call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef %2425, i64 noundef %106)
  br i1 %124, label %2428, label %2541

2428:                                             ; preds = %2427
  %2429 = getelementptr i8, ptr %1598, i64 %1046
  %2430 = getelementptr i8, ptr %1593, i64 %1049
  %2431 = getelementptr i8, ptr %2430, i64 %1046
  %2432 = getelementptr i8, ptr %1593, i64 %1046
  %2433 = getelementptr i8, ptr %1593, i64 %688
  %2434 = getelementptr i8, ptr %1593, i64 %1050
  %2435 = icmp ult ptr %1598, %2431
  %2436 = icmp ult ptr %2425, %2429
  %2437 = and i1 %2435, %2436
  %2438 = icmp ult ptr %1598, %2432
  %2439 = icmp ult ptr %1593, %2429
  %2440 = and i1 %2438, %2439
  %2441 = or i1 %2437, %2440
  %2442 = icmp ult ptr %1598, %2434
  %2443 = icmp ult ptr %2433, %2429
  %2444 = and i1 %2442, %2443
  %2445 = or i1 %2441, %2444
  br i1 %2445, label %2538, label %2446

2446:                                             ; preds = %2428
  br i1 %1303, label %2515, label %2447

2447:                                             ; preds = %2446
  %2448 = getelementptr float, ptr %1593, i64 %1003
  br label %2449

2449:                                             ; preds = %2449, %2447
  %2450 = phi i64 [ 0, %2447 ], [ %2511, %2449 ]
  %2451 = getelementptr float, ptr %1593, i64 %2450
  %2452 = getelementptr i8, ptr %2451, i64 32
  %2453 = getelementptr i8, ptr %2451, i64 64
  %2454 = getelementptr i8, ptr %2451, i64 96
  %2455 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2451, <8 x i1> %1308, <8 x float> poison)
  %2456 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2452, <8 x i1> %1308, <8 x float> poison)
  %2457 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2453, <8 x i1> %1308, <8 x float> poison)
  %2458 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2454, <8 x i1> %1308, <8 x float> poison)
  %2459 = fsub <8 x float> splat (float 1.000000e+00), %2455
  %2460 = fsub <8 x float> splat (float 1.000000e+00), %2456
  %2461 = fsub <8 x float> splat (float 1.000000e+00), %2457
  %2462 = fsub <8 x float> splat (float 1.000000e+00), %2458
  %2463 = getelementptr float, ptr %2448, i64 %2450
  %2464 = getelementptr i8, ptr %2463, i64 32
  %2465 = getelementptr i8, ptr %2463, i64 64
  %2466 = getelementptr i8, ptr %2463, i64 96
  %2467 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2463, <8 x i1> %1307, <8 x float> poison)
  %2468 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2464, <8 x i1> %1307, <8 x float> poison)
  %2469 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2465, <8 x i1> %1307, <8 x float> poison)
  %2470 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2466, <8 x i1> %1307, <8 x float> poison)
  %2471 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2451, <8 x i1> %1307, <8 x float> poison)
  %2472 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2452, <8 x i1> %1307, <8 x float> poison)
  %2473 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2453, <8 x i1> %1307, <8 x float> poison)
  %2474 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2454, <8 x i1> %1307, <8 x float> poison)
  %2475 = select i1 %99, <8 x float> %2471, <8 x float> %2455
  %2476 = select i1 %99, <8 x float> %2472, <8 x float> %2456
  %2477 = select i1 %99, <8 x float> %2473, <8 x float> %2457
  %2478 = select i1 %99, <8 x float> %2474, <8 x float> %2458
  %2479 = select i1 %99, <8 x float> %2467, <8 x float> %2459
  %2480 = select i1 %99, <8 x float> %2468, <8 x float> %2460
  %2481 = select i1 %99, <8 x float> %2469, <8 x float> %2461
  %2482 = select i1 %99, <8 x float> %2470, <8 x float> %2462
  %2483 = getelementptr inbounds nuw float, ptr %1598, i64 %2450
  %2484 = getelementptr inbounds nuw i8, ptr %2483, i64 32
  %2485 = getelementptr inbounds nuw i8, ptr %2483, i64 64
  %2486 = getelementptr inbounds nuw i8, ptr %2483, i64 96
  %2487 = load <8 x float>, ptr %2483, align 4
  %2488 = load <8 x float>, ptr %2484, align 4
  %2489 = load <8 x float>, ptr %2485, align 4
  %2490 = load <8 x float>, ptr %2486, align 4
  %2491 = fmul <8 x float> %2479, %2487
  %2492 = fmul <8 x float> %2480, %2488
  %2493 = fmul <8 x float> %2481, %2489
  %2494 = fmul <8 x float> %2482, %2490
  %2495 = getelementptr inbounds nuw float, ptr %2425, i64 %2450
  %2496 = getelementptr inbounds nuw i8, ptr %2495, i64 32
  %2497 = getelementptr inbounds nuw i8, ptr %2495, i64 64
  %2498 = getelementptr inbounds nuw i8, ptr %2495, i64 96
  %2499 = load <8 x float>, ptr %2495, align 4
  %2500 = load <8 x float>, ptr %2496, align 4
  %2501 = load <8 x float>, ptr %2497, align 4
  %2502 = load <8 x float>, ptr %2498, align 4
  %2503 = fmul <8 x float> %2475, %2499
  %2504 = fmul <8 x float> %2476, %2500
  %2505 = fmul <8 x float> %2477, %2501
  %2506 = fmul <8 x float> %2478, %2502
  %2507 = fadd <8 x float> %2491, %2503
  %2508 = fadd <8 x float> %2492, %2504
  %2509 = fadd <8 x float> %2493, %2505
  %2510 = fadd <8 x float> %2494, %2506
  store <8 x float> %2507, ptr %2483, align 4
  store <8 x float> %2508, ptr %2484, align 4
  store <8 x float> %2509, ptr %2485, align 4
  store <8 x float> %2510, ptr %2486, align 4
  %2511 = add nuw i64 %2450, 32
  %2512 = icmp eq i64 %2511, %1305
  br i1 %2512, label %2513, label %2449

2513:                                             ; preds = %2449
  br i1 %1309, label %2541, label %2514

2514:                                             ; preds = %2513
  br i1 %1310, label %2538, label %2515

2515:                                             ; preds = %2446, %2514
  %2516 = phi i64 [ %1305, %2514 ], [ 0, %2446 ]
  %2517 = getelementptr float, ptr %1593, i64 %1003
  br label %2518

2518:                                             ; preds = %2518, %2515
  %2519 = phi i64 [ %2516, %2515 ], [ %2535, %2518 ]
  %2520 = getelementptr float, ptr %1593, i64 %2519
  %2521 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2520, <8 x i1> %1314, <8 x float> poison)
  %2522 = fsub <8 x float> splat (float 1.000000e+00), %2521
  %2523 = getelementptr float, ptr %2517, i64 %2519
  %2524 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2523, <8 x i1> %1313, <8 x float> poison)
  %2525 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2520, <8 x i1> %1313, <8 x float> poison)
  %2526 = select i1 %99, <8 x float> %2525, <8 x float> %2521
  %2527 = select i1 %99, <8 x float> %2524, <8 x float> %2522
  %2528 = getelementptr inbounds nuw float, ptr %1598, i64 %2519
  %2529 = load <8 x float>, ptr %2528, align 4
  %2530 = fmul <8 x float> %2527, %2529
  %2531 = getelementptr inbounds nuw float, ptr %2425, i64 %2519
  %2532 = load <8 x float>, ptr %2531, align 4
  %2533 = fmul <8 x float> %2526, %2532
  %2534 = fadd <8 x float> %2530, %2533
  store <8 x float> %2534, ptr %2528, align 4
  %2535 = add nuw i64 %2519, 8
  %2536 = icmp eq i64 %2535, %1311
  br i1 %2536, label %2537, label %2518

2537:                                             ; preds = %2518
  br i1 %1315, label %2541, label %2538

2538:                                             ; preds = %2428, %2514, %2537
  %2539 = phi i64 [ 0, %2428 ], [ %1305, %2514 ], [ %1311, %2537 ]
  %2540 = getelementptr inbounds float, ptr %1593, i64 %1003
  br label %2607

2541:                                             ; preds = %2618, %2513, %2537, %2427
  br i1 %2422, label %2651, label %2542

2542:                                             ; preds = %2541
  br i1 %1316, label %2591, label %2543

2543:                                             ; preds = %2542
  %2544 = getelementptr i8, ptr %1593, i64 %1047
  %2545 = getelementptr i8, ptr %1598, i64 %1046
  %2546 = icmp ult ptr %2424, %1048
  %2547 = icmp ult ptr %1011, %2544
  %2548 = and i1 %2546, %2547
  %2549 = icmp ult ptr %2424, %2545
  %2550 = icmp ult ptr %1598, %2544
  %2551 = and i1 %2549, %2550
  %2552 = or i1 %2548, %2551
  br i1 %2552, label %2591, label %2553

2553:                                             ; preds = %2543
  br i1 %1317, label %2576, label %2554

2554:                                             ; preds = %2553, %2554
  %2555 = phi i64 [ %2572, %2554 ], [ 0, %2553 ]
  %2556 = getelementptr inbounds nuw float, ptr %2424, i64 %2555
  %2557 = getelementptr inbounds nuw i8, ptr %2556, i64 32
  %2558 = load <8 x float>, ptr %2556, align 4
  %2559 = load <8 x float>, ptr %2557, align 4
  %2560 = getelementptr float, ptr %1011, i64 %2555
  %2561 = getelementptr i8, ptr %2560, i64 32
  %2562 = load <8 x float>, ptr %2560, align 4
  %2563 = load <8 x float>, ptr %2561, align 4
  %2564 = getelementptr inbounds nuw float, ptr %1598, i64 %2555
  %2565 = getelementptr inbounds nuw i8, ptr %2564, i64 32
  %2566 = load <8 x float>, ptr %2564, align 4
  %2567 = load <8 x float>, ptr %2565, align 4
  %2568 = fmul <8 x float> %2562, %2566
  %2569 = fmul <8 x float> %2563, %2567
  %2570 = fadd <8 x float> %2558, %2568
  %2571 = fadd <8 x float> %2559, %2569
  store <8 x float> %2570, ptr %2556, align 4
  store <8 x float> %2571, ptr %2557, align 4
  %2572 = add nuw i64 %2555, 16
  %2573 = icmp eq i64 %2572, %1319
  br i1 %2573, label %2574, label %2554

2574:                                             ; preds = %2554
  br i1 %1320, label %2651, label %2575

2575:                                             ; preds = %2574
  br i1 %1321, label %2591, label %2576

2576:                                             ; preds = %2553, %2575
  %2577 = phi i64 [ %1319, %2575 ], [ 0, %2553 ]
  br label %2578

2578:                                             ; preds = %2578, %2576
  %2579 = phi i64 [ %2577, %2576 ], [ %2588, %2578 ]
  %2580 = getelementptr inbounds nuw float, ptr %2424, i64 %2579
  %2581 = load <4 x float>, ptr %2580, align 4
  %2582 = getelementptr float, ptr %1011, i64 %2579
  %2583 = load <4 x float>, ptr %2582, align 4
  %2584 = getelementptr inbounds nuw float, ptr %1598, i64 %2579
  %2585 = load <4 x float>, ptr %2584, align 4
  %2586 = fmul <4 x float> %2583, %2585
  %2587 = fadd <4 x float> %2581, %2586
  store <4 x float> %2587, ptr %2580, align 4
  %2588 = add nuw i64 %2579, 4
  %2589 = icmp eq i64 %2588, %1322
  br i1 %2589, label %2590, label %2578

2590:                                             ; preds = %2578
  br i1 %1323, label %2651, label %2591

2591:                                             ; preds = %2543, %2542, %2575, %2590
  %2592 = phi i64 [ 0, %2542 ], [ 0, %2543 ], [ %1319, %2575 ], [ %1322, %2590 ]
  %2593 = or disjoint i64 %2592, 1
  br i1 %1325, label %2604, label %2594

2594:                                             ; preds = %2591
  %2595 = getelementptr inbounds nuw float, ptr %2424, i64 %2592
  %2596 = load float, ptr %2595, align 4
  %2597 = getelementptr float, ptr %1011, i64 %2592
  %2598 = load float, ptr %2597, align 4
  %2599 = getelementptr inbounds nuw float, ptr %1598, i64 %2592
  %2600 = load float, ptr %2599, align 4
  %2601 = fmul float %2598, %2600
  %2602 = fadd float %2596, %2601
  store float %2602, ptr %2595, align 4
  %2603 = or disjoint i64 %2592, 1
  br label %2604

2604:                                             ; preds = %2594, %2591
  %2605 = phi i64 [ %2592, %2591 ], [ %2603, %2594 ]
  %2606 = icmp eq i64 %180, %2593
  br i1 %2606, label %2651, label %2630

2607:                                             ; preds = %2538, %2618
  %2608 = phi i64 [ %2628, %2618 ], [ %2539, %2538 ]
  br i1 %99, label %2613, label %2609

2609:                                             ; preds = %2607
  %2610 = getelementptr inbounds nuw float, ptr %1593, i64 %2608
  %2611 = load float, ptr %2610, align 4
  %2612 = fsub float 1.000000e+00, %2611
  br label %2618

2613:                                             ; preds = %2607
  %2614 = getelementptr inbounds nuw float, ptr %2540, i64 %2608
  %2615 = load float, ptr %2614, align 4
  %2616 = getelementptr inbounds nuw float, ptr %1593, i64 %2608
  %2617 = load float, ptr %2616, align 4
  br label %2618

2618:                                             ; preds = %2613, %2609
  %2619 = phi float [ %2611, %2609 ], [ %2617, %2613 ]
  %2620 = phi float [ %2612, %2609 ], [ %2615, %2613 ]
  %2621 = getelementptr inbounds nuw float, ptr %1598, i64 %2608
  %2622 = load float, ptr %2621, align 4
  %2623 = fmul float %2620, %2622
  %2624 = getelementptr inbounds nuw float, ptr %2425, i64 %2608
  %2625 = load float, ptr %2624, align 4
  %2626 = fmul float %2619, %2625
  %2627 = fadd float %2623, %2626
  store float %2627, ptr %2621, align 4
  %2628 = add nuw nsw i64 %2608, 1
  %2629 = icmp eq i64 %2628, %180
  br i1 %2629, label %2541, label %2607

2630:                                             ; preds = %2604, %2630
  %2631 = phi i64 [ %2649, %2630 ], [ %2605, %2604 ]
  %2632 = getelementptr inbounds nuw float, ptr %2424, i64 %2631
  %2633 = load float, ptr %2632, align 4
  %2634 = getelementptr float, ptr %1011, i64 %2631
  %2635 = load float, ptr %2634, align 4
  %2636 = getelementptr inbounds nuw float, ptr %1598, i64 %2631
  %2637 = load float, ptr %2636, align 4
  %2638 = fmul float %2635, %2637
  %2639 = fadd float %2633, %2638
  store float %2639, ptr %2632, align 4
  %2640 = add nuw nsw i64 %2631, 1
  %2641 = getelementptr inbounds nuw float, ptr %2424, i64 %2640
  %2642 = load float, ptr %2641, align 4
  %2643 = getelementptr float, ptr %1011, i64 %2640
  %2644 = load float, ptr %2643, align 4
  %2645 = getelementptr inbounds nuw float, ptr %1598, i64 %2640
  %2646 = load float, ptr %2645, align 4
  %2647 = fmul float %2644, %2646
  %2648 = fadd float %2642, %2647
  store float %2648, ptr %2641, align 4
  %2649 = add nuw nsw i64 %2631, 2
  %2650 = icmp eq i64 %2649, %180
  br i1 %2650, label %2651, label %2630

2651:                                             ; preds = %2604, %2630, %2574, %2590, %2541
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %2424, i64 noundef %106)
  br i1 %124, label %2724, label %2652

2652:                                             ; preds = %2651
  call fastcc void @apply(i64 %94, <2 x float> %98, float noundef 0.000000e+00, ptr noundef %2425, i64 noundef %106)
  br label %3668

2653:                                             ; preds = %2724
  call fastcc void @apply(i64 %94, <2 x float> %98, float noundef 0.000000e+00, ptr noundef nonnull %2425, i64 noundef %106)
  br i1 %1326, label %2706, label %2654

2654:                                             ; preds = %2653
  %2655 = add i64 %1044, %1596
  %2656 = sub i64 %2655, %1594
  %2657 = icmp ult i64 %2656, 128
  %2658 = add i64 %1327, %1594
  %2659 = sub i64 %1596, %2658
  %2660 = icmp ult i64 %2659, 128
  %2661 = or i1 %2657, %2660
  br i1 %2661, label %2706, label %2662

2662:                                             ; preds = %2654
  br i1 %1328, label %2693, label %2663

2663:                                             ; preds = %2662, %2663
  %2664 = phi i64 [ %2689, %2663 ], [ 0, %2662 ]
  %2665 = getelementptr inbounds nuw float, ptr %2424, i64 %2664
  %2666 = getelementptr inbounds nuw i8, ptr %2665, i64 32
  %2667 = getelementptr inbounds nuw i8, ptr %2665, i64 64
  %2668 = getelementptr inbounds nuw i8, ptr %2665, i64 96
  %2669 = load <8 x float>, ptr %2665, align 4
  %2670 = load <8 x float>, ptr %2666, align 4
  %2671 = load <8 x float>, ptr %2667, align 4
  %2672 = load <8 x float>, ptr %2668, align 4
  %2673 = getelementptr inbounds nuw float, ptr %2425, i64 %2664
  %2674 = getelementptr inbounds nuw i8, ptr %2673, i64 32
  %2675 = getelementptr inbounds nuw i8, ptr %2673, i64 64
  %2676 = getelementptr inbounds nuw i8, ptr %2673, i64 96
  %2677 = load <8 x float>, ptr %2673, align 4
  %2678 = load <8 x float>, ptr %2674, align 4
  %2679 = load <8 x float>, ptr %2675, align 4
  %2680 = load <8 x float>, ptr %2676, align 4
  %2681 = fmul <8 x float> %2669, %2677
  %2682 = fmul <8 x float> %2670, %2678
  %2683 = fmul <8 x float> %2671, %2679
  %2684 = fmul <8 x float> %2672, %2680
  %2685 = getelementptr inbounds nuw float, ptr %1595, i64 %2664
  %2686 = getelementptr inbounds nuw i8, ptr %2685, i64 32
  %2687 = getelementptr inbounds nuw i8, ptr %2685, i64 64
  %2688 = getelementptr inbounds nuw i8, ptr %2685, i64 96
  store <8 x float> %2681, ptr %2685, align 4
  store <8 x float> %2682, ptr %2686, align 4
  store <8 x float> %2683, ptr %2687, align 4
  store <8 x float> %2684, ptr %2688, align 4
  %2689 = add nuw i64 %2664, 32
  %2690 = icmp eq i64 %2689, %1330
  br i1 %2690, label %2691, label %2663

2691:                                             ; preds = %2663
  br i1 %1331, label %3668, label %2692

2692:                                             ; preds = %2691
  br i1 %1332, label %2706, label %2693

2693:                                             ; preds = %2662, %2692
  %2694 = phi i64 [ %1330, %2692 ], [ 0, %2662 ]
  br label %2695

2695:                                             ; preds = %2695, %2693
  %2696 = phi i64 [ %2694, %2693 ], [ %2703, %2695 ]
  %2697 = getelementptr inbounds nuw float, ptr %2424, i64 %2696
  %2698 = load <4 x float>, ptr %2697, align 4
  %2699 = getelementptr inbounds nuw float, ptr %2425, i64 %2696
  %2700 = load <4 x float>, ptr %2699, align 4
  %2701 = fmul <4 x float> %2698, %2700
  %2702 = getelementptr inbounds nuw float, ptr %1595, i64 %2696
  store <4 x float> %2701, ptr %2702, align 4
  %2703 = add nuw i64 %2696, 4
  %2704 = icmp eq i64 %2703, %1333
  br i1 %2704, label %2705, label %2695

2705:                                             ; preds = %2695
  br i1 %1334, label %3668, label %2706

2706:                                             ; preds = %2654, %2653, %2692, %2705
  %2707 = phi i64 [ 0, %2653 ], [ 0, %2654 ], [ %1330, %2692 ], [ %1333, %2705 ]
  br i1 %1336, label %2720, label %2708

2708:                                             ; preds = %2706, %2708
  %2709 = phi i64 [ %2717, %2708 ], [ %2707, %2706 ]
  %2710 = phi i64 [ %2718, %2708 ], [ 0, %2706 ]
  %2711 = getelementptr inbounds nuw float, ptr %2424, i64 %2709
  %2712 = load float, ptr %2711, align 4
  %2713 = getelementptr inbounds nuw float, ptr %2425, i64 %2709
  %2714 = load float, ptr %2713, align 4
  %2715 = fmul float %2712, %2714
  %2716 = getelementptr inbounds nuw float, ptr %1595, i64 %2709
  store float %2715, ptr %2716, align 4
  %2717 = add nuw nsw i64 %2709, 1
  %2718 = add i64 %2710, 1
  %2719 = icmp eq i64 %2718, %1335
  br i1 %2719, label %2720, label %2708

2720:                                             ; preds = %2708, %2706
  %2721 = phi i64 [ %2707, %2706 ], [ %2717, %2708 ]
  %2722 = sub nsw i64 %2707, %32
  %2723 = icmp ugt i64 %2722, -4
  br i1 %2723, label %3668, label %2731

2724:                                             ; preds = %2651, %2724
  %2725 = phi i64 [ %2729, %2724 ], [ 0, %2651 ]
  %2726 = getelementptr inbounds nuw float, ptr %2425, i64 %2725
  %2727 = getelementptr inbounds nuw float, ptr %1598, i64 %2725
  %2728 = load <8 x float>, ptr %2727, align 4
  store <8 x float> %2728, ptr %2726, align 4
  %2729 = add nuw nsw i64 %2725, 8
  %2730 = icmp slt i64 %2729, %106
  br i1 %2730, label %2724, label %2653

2731:                                             ; preds = %2720, %2731
  %2732 = phi i64 [ %2760, %2731 ], [ %2721, %2720 ]
  %2733 = getelementptr inbounds nuw float, ptr %2424, i64 %2732
  %2734 = load float, ptr %2733, align 4
  %2735 = getelementptr inbounds nuw float, ptr %2425, i64 %2732
  %2736 = load float, ptr %2735, align 4
  %2737 = fmul float %2734, %2736
  %2738 = getelementptr inbounds nuw float, ptr %1595, i64 %2732
  store float %2737, ptr %2738, align 4
  %2739 = add nuw nsw i64 %2732, 1
  %2740 = getelementptr inbounds nuw float, ptr %2424, i64 %2739
  %2741 = load float, ptr %2740, align 4
  %2742 = getelementptr inbounds nuw float, ptr %2425, i64 %2739
  %2743 = load float, ptr %2742, align 4
  %2744 = fmul float %2741, %2743
  %2745 = getelementptr inbounds nuw float, ptr %1595, i64 %2739
  store float %2744, ptr %2745, align 4
  %2746 = add nuw nsw i64 %2732, 2
  %2747 = getelementptr inbounds nuw float, ptr %2424, i64 %2746
  %2748 = load float, ptr %2747, align 4
  %2749 = getelementptr inbounds nuw float, ptr %2425, i64 %2746
  %2750 = load float, ptr %2749, align 4
  %2751 = fmul float %2748, %2750
  %2752 = getelementptr inbounds nuw float, ptr %1595, i64 %2746
  store float %2751, ptr %2752, align 4
  %2753 = add nuw nsw i64 %2732, 3
  %2754 = getelementptr inbounds nuw float, ptr %2424, i64 %2753
  %2755 = load float, ptr %2754, align 4
  %2756 = getelementptr inbounds nuw float, ptr %2425, i64 %2753
  %2757 = load float, ptr %2756, align 4
  %2758 = fmul float %2755, %2757
  %2759 = getelementptr inbounds nuw float, ptr %1595, i64 %2753
  store float %2758, ptr %2759, align 4
  %2760 = add nuw nsw i64 %2732, 4
  %2761 = icmp eq i64 %2760, %32
  br i1 %2761, label %3668, label %2731

2762:                                             ; preds = %1798
  br i1 %100, label %2867, label %2763

2763:                                             ; preds = %2762
  br i1 %124, label %2764, label %3533

2764:                                             ; preds = %2763
  br i1 %1187, label %2848, label %2765

2765:                                             ; preds = %2764
  %2766 = getelementptr i8, ptr %1593, i64 %1176
  %2767 = getelementptr i8, ptr %1591, i64 %1176
  %2768 = icmp ult ptr %1593, %2767
  %2769 = icmp ult ptr %1591, %2766
  %2770 = and i1 %2768, %2769
  %2771 = icmp ult ptr %1593, %1182
  %2772 = icmp ult ptr %171, %2766
  %2773 = and i1 %2771, %2772
  %2774 = or i1 %2770, %2773
  %2775 = icmp ult ptr %1593, %1186
  %2776 = icmp ult ptr %170, %2766
  %2777 = and i1 %2775, %2776
  %2778 = or i1 %2774, %2777
  br i1 %2778, label %2848, label %2779

2779:                                             ; preds = %2765
  br i1 %1188, label %2830, label %2780

2780:                                             ; preds = %2779, %2780
  %2781 = phi i64 [ %2826, %2780 ], [ 0, %2779 ]
  %2782 = getelementptr inbounds nuw float, ptr %1591, i64 %2781
  %2783 = getelementptr inbounds nuw i8, ptr %2782, i64 32
  %2784 = getelementptr inbounds nuw i8, ptr %2782, i64 64
  %2785 = getelementptr inbounds nuw i8, ptr %2782, i64 96
  %2786 = load <8 x float>, ptr %2782, align 4
  %2787 = load <8 x float>, ptr %2783, align 4
  %2788 = load <8 x float>, ptr %2784, align 4
  %2789 = load <8 x float>, ptr %2785, align 4
  %2790 = getelementptr inbounds nuw float, ptr %170, i64 %2781
  %2791 = getelementptr inbounds nuw i8, ptr %2790, i64 32
  %2792 = getelementptr inbounds nuw i8, ptr %2790, i64 64
  %2793 = getelementptr inbounds nuw i8, ptr %2790, i64 96
  %2794 = load <8 x float>, ptr %2790, align 4
  %2795 = load <8 x float>, ptr %2791, align 4
  %2796 = load <8 x float>, ptr %2792, align 4
  %2797 = load <8 x float>, ptr %2793, align 4
  %2798 = fadd <8 x float> %2786, %2794
  %2799 = fadd <8 x float> %2787, %2795
  %2800 = fadd <8 x float> %2788, %2796
  %2801 = fadd <8 x float> %2789, %2797
  %2802 = getelementptr inbounds nuw float, ptr %171, i64 %2781
  %2803 = getelementptr inbounds nuw i8, ptr %2802, i64 32
  %2804 = getelementptr inbounds nuw i8, ptr %2802, i64 64
  %2805 = getelementptr inbounds nuw i8, ptr %2802, i64 96
  %2806 = load <8 x float>, ptr %2802, align 4
  %2807 = load <8 x float>, ptr %2803, align 4
  %2808 = load <8 x float>, ptr %2804, align 4
  %2809 = load <8 x float>, ptr %2805, align 4
  %2810 = fadd <8 x float> %2798, %2806
  %2811 = fadd <8 x float> %2799, %2807
  %2812 = fadd <8 x float> %2800, %2808
  %2813 = fadd <8 x float> %2801, %2809
  %2814 = getelementptr inbounds nuw float, ptr %1593, i64 %2781
  %2815 = getelementptr inbounds nuw i8, ptr %2814, i64 32
  %2816 = getelementptr inbounds nuw i8, ptr %2814, i64 64
  %2817 = getelementptr inbounds nuw i8, ptr %2814, i64 96
  %2818 = load <8 x float>, ptr %2814, align 4
  %2819 = load <8 x float>, ptr %2815, align 4
  %2820 = load <8 x float>, ptr %2816, align 4
  %2821 = load <8 x float>, ptr %2817, align 4
  %2822 = fadd <8 x float> %2810, %2818
  %2823 = fadd <8 x float> %2811, %2819
  %2824 = fadd <8 x float> %2812, %2820
  %2825 = fadd <8 x float> %2813, %2821
  store <8 x float> %2822, ptr %2814, align 4
  store <8 x float> %2823, ptr %2815, align 4
  store <8 x float> %2824, ptr %2816, align 4
  store <8 x float> %2825, ptr %2817, align 4
  %2826 = add nuw i64 %2781, 32
  %2827 = icmp eq i64 %2826, %1190
  br i1 %2827, label %2828, label %2780

2828:                                             ; preds = %2780
  br i1 %1191, label %3397, label %2829

2829:                                             ; preds = %2828
  br i1 %1192, label %2848, label %2830

2830:                                             ; preds = %2779, %2829
  %2831 = phi i64 [ %1190, %2829 ], [ 0, %2779 ]
  br label %2832

2832:                                             ; preds = %2832, %2830
  %2833 = phi i64 [ %2831, %2830 ], [ %2845, %2832 ]
  %2834 = getelementptr inbounds nuw float, ptr %1591, i64 %2833
  %2835 = load <4 x float>, ptr %2834, align 4
  %2836 = getelementptr inbounds nuw float, ptr %170, i64 %2833
  %2837 = load <4 x float>, ptr %2836, align 4
  %2838 = fadd <4 x float> %2835, %2837
  %2839 = getelementptr inbounds nuw float, ptr %171, i64 %2833
  %2840 = load <4 x float>, ptr %2839, align 4
  %2841 = fadd <4 x float> %2838, %2840
  %2842 = getelementptr inbounds nuw float, ptr %1593, i64 %2833
  %2843 = load <4 x float>, ptr %2842, align 4
  %2844 = fadd <4 x float> %2841, %2843
  store <4 x float> %2844, ptr %2842, align 4
  %2845 = add nuw i64 %2833, 4
  %2846 = icmp eq i64 %2845, %1193
  br i1 %2846, label %2847, label %2832

2847:                                             ; preds = %2832
  br i1 %1194, label %3397, label %2848

2848:                                             ; preds = %2765, %2764, %2829, %2847
  %2849 = phi i64 [ 0, %2764 ], [ 0, %2765 ], [ %1190, %2829 ], [ %1193, %2847 ]
  %2850 = or disjoint i64 %2849, 1
  br i1 %1196, label %2864, label %2851

2851:                                             ; preds = %2848
  %2852 = getelementptr inbounds nuw float, ptr %1591, i64 %2849
  %2853 = load float, ptr %2852, align 4
  %2854 = getelementptr inbounds nuw float, ptr %170, i64 %2849
  %2855 = load float, ptr %2854, align 4
  %2856 = fadd float %2853, %2855
  %2857 = getelementptr inbounds nuw float, ptr %171, i64 %2849
  %2858 = load float, ptr %2857, align 4
  %2859 = fadd float %2856, %2858
  %2860 = getelementptr inbounds nuw float, ptr %1593, i64 %2849
  %2861 = load float, ptr %2860, align 4
  %2862 = fadd float %2859, %2861
  store float %2862, ptr %2860, align 4
  %2863 = or disjoint i64 %2849, 1
  br label %2864

2864:                                             ; preds = %2851, %2848
  %2865 = phi i64 [ %2849, %2848 ], [ %2863, %2851 ]
  %2866 = icmp eq i64 %32, %2850
  br i1 %2866, label %3397, label %3506

2867:                                             ; preds = %2762
  br i1 %124, label %2868, label %3241

2868:                                             ; preds = %2867
  br i1 %1218, label %2952, label %2869

2869:                                             ; preds = %2868
  %2870 = getelementptr i8, ptr %1593, i64 %1148
  %2871 = getelementptr i8, ptr %1591, i64 %1148
  %2872 = icmp ult ptr %1593, %2871
  %2873 = icmp ult ptr %1591, %2870
  %2874 = and i1 %2872, %2873
  %2875 = icmp ult ptr %1593, %1154
  %2876 = icmp ult ptr %171, %2870
  %2877 = and i1 %2875, %2876
  %2878 = or i1 %2874, %2877
  %2879 = icmp ult ptr %1593, %1158
  %2880 = icmp ult ptr %170, %2870
  %2881 = and i1 %2879, %2880
  %2882 = or i1 %2878, %2881
  br i1 %2882, label %2952, label %2883

2883:                                             ; preds = %2869
  br i1 %1219, label %2934, label %2884

2884:                                             ; preds = %2883, %2884
  %2885 = phi i64 [ %2930, %2884 ], [ 0, %2883 ]
  %2886 = getelementptr inbounds nuw float, ptr %1591, i64 %2885
  %2887 = getelementptr inbounds nuw i8, ptr %2886, i64 32
  %2888 = getelementptr inbounds nuw i8, ptr %2886, i64 64
  %2889 = getelementptr inbounds nuw i8, ptr %2886, i64 96
  %2890 = load <8 x float>, ptr %2886, align 4
  %2891 = load <8 x float>, ptr %2887, align 4
  %2892 = load <8 x float>, ptr %2888, align 4
  %2893 = load <8 x float>, ptr %2889, align 4
  %2894 = getelementptr inbounds nuw float, ptr %170, i64 %2885
  %2895 = getelementptr inbounds nuw i8, ptr %2894, i64 32
  %2896 = getelementptr inbounds nuw i8, ptr %2894, i64 64
  %2897 = getelementptr inbounds nuw i8, ptr %2894, i64 96
  %2898 = load <8 x float>, ptr %2894, align 4
  %2899 = load <8 x float>, ptr %2895, align 4
  %2900 = load <8 x float>, ptr %2896, align 4
  %2901 = load <8 x float>, ptr %2897, align 4
  %2902 = fadd <8 x float> %2890, %2898
  %2903 = fadd <8 x float> %2891, %2899
  %2904 = fadd <8 x float> %2892, %2900
  %2905 = fadd <8 x float> %2893, %2901
  %2906 = getelementptr inbounds nuw float, ptr %171, i64 %2885
  %2907 = getelementptr inbounds nuw i8, ptr %2906, i64 32
  %2908 = getelementptr inbounds nuw i8, ptr %2906, i64 64
  %2909 = getelementptr inbounds nuw i8, ptr %2906, i64 96
  %2910 = load <8 x float>, ptr %2906, align 4
  %2911 = load <8 x float>, ptr %2907, align 4
  %2912 = load <8 x float>, ptr %2908, align 4
  %2913 = load <8 x float>, ptr %2909, align 4
  %2914 = fadd <8 x float> %2902, %2910
  %2915 = fadd <8 x float> %2903, %2911
  %2916 = fadd <8 x float> %2904, %2912
  %2917 = fadd <8 x float> %2905, %2913
  %2918 = getelementptr inbounds nuw float, ptr %1593, i64 %2885
  %2919 = getelementptr inbounds nuw i8, ptr %2918, i64 32
  %2920 = getelementptr inbounds nuw i8, ptr %2918, i64 64
  %2921 = getelementptr inbounds nuw i8, ptr %2918, i64 96
  %2922 = load <8 x float>, ptr %2918, align 4
  %2923 = load <8 x float>, ptr %2919, align 4
  %2924 = load <8 x float>, ptr %2920, align 4
  %2925 = load <8 x float>, ptr %2921, align 4
  %2926 = fadd <8 x float> %2914, %2922
  %2927 = fadd <8 x float> %2915, %2923
  %2928 = fadd <8 x float> %2916, %2924
  %2929 = fadd <8 x float> %2917, %2925
  store <8 x float> %2926, ptr %2918, align 4
  store <8 x float> %2927, ptr %2919, align 4
  store <8 x float> %2928, ptr %2920, align 4
  store <8 x float> %2929, ptr %2921, align 4
  %2930 = add nuw i64 %2885, 32
  %2931 = icmp eq i64 %2930, %1221
  br i1 %2931, label %2932, label %2884

2932:                                             ; preds = %2884
  br i1 %1222, label %2971, label %2933

2933:                                             ; preds = %2932
  br i1 %1223, label %2952, label %2934

2934:                                             ; preds = %2883, %2933
  %2935 = phi i64 [ %1221, %2933 ], [ 0, %2883 ]
  br label %2936

2936:                                             ; preds = %2936, %2934
  %2937 = phi i64 [ %2935, %2934 ], [ %2949, %2936 ]
  %2938 = getelementptr inbounds nuw float, ptr %1591, i64 %2937
  %2939 = load <4 x float>, ptr %2938, align 4
  %2940 = getelementptr inbounds nuw float, ptr %170, i64 %2937
  %2941 = load <4 x float>, ptr %2940, align 4
  %2942 = fadd <4 x float> %2939, %2941
  %2943 = getelementptr inbounds nuw float, ptr %171, i64 %2937
  %2944 = load <4 x float>, ptr %2943, align 4
  %2945 = fadd <4 x float> %2942, %2944
  %2946 = getelementptr inbounds nuw float, ptr %1593, i64 %2937
  %2947 = load <4 x float>, ptr %2946, align 4
  %2948 = fadd <4 x float> %2945, %2947
  store <4 x float> %2948, ptr %2946, align 4
  %2949 = add nuw i64 %2937, 4
  %2950 = icmp eq i64 %2949, %1224
  br i1 %2950, label %2951, label %2936

2951:                                             ; preds = %2936
  br i1 %1225, label %2971, label %2952

2952:                                             ; preds = %2869, %2868, %2933, %2951
  %2953 = phi i64 [ 0, %2868 ], [ 0, %2869 ], [ %1221, %2933 ], [ %1224, %2951 ]
  %2954 = or disjoint i64 %2953, 1
  br i1 %1227, label %2968, label %2955

2955:                                             ; preds = %2952
  %2956 = getelementptr inbounds nuw float, ptr %1591, i64 %2953
  %2957 = load float, ptr %2956, align 4
  %2958 = getelementptr inbounds nuw float, ptr %170, i64 %2953
  %2959 = load float, ptr %2958, align 4
  %2960 = fadd float %2957, %2959
  %2961 = getelementptr inbounds nuw float, ptr %171, i64 %2953
  %2962 = load float, ptr %2961, align 4
  %2963 = fadd float %2960, %2962
  %2964 = getelementptr inbounds nuw float, ptr %1593, i64 %2953
  %2965 = load float, ptr %2964, align 4
  %2966 = fadd float %2963, %2965
  store float %2966, ptr %2964, align 4
  %2967 = or disjoint i64 %2953, 1
  br label %2968

2968:                                             ; preds = %2955, %2952
  %2969 = phi i64 [ %2953, %2952 ], [ %2967, %2955 ]
  %2970 = icmp eq i64 %32, %2954
  br i1 %2970, label %2971, label %3080

2971:                                             ; preds = %2968, %3080, %2951, %2932
  %2972 = getelementptr float, ptr %1591, i64 %32
  br i1 %1228, label %3060, label %2973

2973:                                             ; preds = %2971
  %2974 = getelementptr i8, ptr %1593, i64 %1131
  %2975 = getelementptr i8, ptr %1593, i64 %1131
  %2976 = getelementptr i8, ptr %2975, i64 %1132
  %2977 = getelementptr i8, ptr %1591, i64 %1006
  %2978 = icmp ult ptr %2974, %2977
  %2979 = icmp ult ptr %2972, %2976
  %2980 = and i1 %2978, %2979
  %2981 = icmp ult ptr %2974, %1140
  %2982 = icmp ult ptr %1138, %2976
  %2983 = and i1 %2981, %2982
  %2984 = or i1 %2980, %2983
  %2985 = icmp ult ptr %2974, %1147
  %2986 = icmp ult ptr %1145, %2976
  %2987 = and i1 %2985, %2986
  %2988 = or i1 %2984, %2987
  br i1 %2988, label %3060, label %2989

2989:                                             ; preds = %2973
  br i1 %1229, label %3041, label %2990

2990:                                             ; preds = %2989, %2990
  %2991 = phi i64 [ %3037, %2990 ], [ 0, %2989 ]
  %2992 = getelementptr float, ptr %2972, i64 %2991
  %2993 = getelementptr i8, ptr %2992, i64 32
  %2994 = getelementptr i8, ptr %2992, i64 64
  %2995 = getelementptr i8, ptr %2992, i64 96
  %2996 = load <8 x float>, ptr %2992, align 4
  %2997 = load <8 x float>, ptr %2993, align 4
  %2998 = load <8 x float>, ptr %2994, align 4
  %2999 = load <8 x float>, ptr %2995, align 4
  %3000 = add nuw nsw i64 %2991, %106
  %3001 = getelementptr inbounds nuw float, ptr %170, i64 %3000
  %3002 = getelementptr inbounds nuw i8, ptr %3001, i64 32
  %3003 = getelementptr inbounds nuw i8, ptr %3001, i64 64
  %3004 = getelementptr inbounds nuw i8, ptr %3001, i64 96
  %3005 = load <8 x float>, ptr %3001, align 4
  %3006 = load <8 x float>, ptr %3002, align 4
  %3007 = load <8 x float>, ptr %3003, align 4
  %3008 = load <8 x float>, ptr %3004, align 4
  %3009 = fadd <8 x float> %2996, %3005
  %3010 = fadd <8 x float> %2997, %3006
  %3011 = fadd <8 x float> %2998, %3007
  %3012 = fadd <8 x float> %2999, %3008
  %3013 = getelementptr inbounds nuw float, ptr %171, i64 %3000
  %3014 = getelementptr inbounds nuw i8, ptr %3013, i64 32
  %3015 = getelementptr inbounds nuw i8, ptr %3013, i64 64
  %3016 = getelementptr inbounds nuw i8, ptr %3013, i64 96
  %3017 = load <8 x float>, ptr %3013, align 4
  %3018 = load <8 x float>, ptr %3014, align 4
  %3019 = load <8 x float>, ptr %3015, align 4
  %3020 = load <8 x float>, ptr %3016, align 4
  %3021 = fadd <8 x float> %3009, %3017
  %3022 = fadd <8 x float> %3010, %3018
  %3023 = fadd <8 x float> %3011, %3019
  %3024 = fadd <8 x float> %3012, %3020
  %3025 = getelementptr inbounds nuw float, ptr %1593, i64 %3000
  %3026 = getelementptr inbounds nuw i8, ptr %3025, i64 32
  %3027 = getelementptr inbounds nuw i8, ptr %3025, i64 64
  %3028 = getelementptr inbounds nuw i8, ptr %3025, i64 96
  %3029 = load <8 x float>, ptr %3025, align 4
  %3030 = load <8 x float>, ptr %3026, align 4
  %3031 = load <8 x float>, ptr %3027, align 4
  %3032 = load <8 x float>, ptr %3028, align 4
  %3033 = fadd <8 x float> %3021, %3029
  %3034 = fadd <8 x float> %3022, %3030
  %3035 = fadd <8 x float> %3023, %3031
  %3036 = fadd <8 x float> %3024, %3032
  store <8 x float> %3033, ptr %3025, align 4
  store <8 x float> %3034, ptr %3026, align 4
  store <8 x float> %3035, ptr %3027, align 4
  store <8 x float> %3036, ptr %3028, align 4
  %3037 = add nuw i64 %2991, 32
  %3038 = icmp eq i64 %3037, %1231
  br i1 %3038, label %3039, label %2990

3039:                                             ; preds = %2990
  br i1 %1232, label %3107, label %3040

3040:                                             ; preds = %3039
  br i1 %1233, label %3060, label %3041

3041:                                             ; preds = %2989, %3040
  %3042 = phi i64 [ %1231, %3040 ], [ 0, %2989 ]
  br label %3043

3043:                                             ; preds = %3043, %3041
  %3044 = phi i64 [ %3042, %3041 ], [ %3057, %3043 ]
  %3045 = getelementptr float, ptr %2972, i64 %3044
  %3046 = load <4 x float>, ptr %3045, align 4
  %3047 = add nuw nsw i64 %3044, %106
  %3048 = getelementptr inbounds nuw float, ptr %170, i64 %3047
  %3049 = load <4 x float>, ptr %3048, align 4
  %3050 = fadd <4 x float> %3046, %3049
  %3051 = getelementptr inbounds nuw float, ptr %171, i64 %3047
  %3052 = load <4 x float>, ptr %3051, align 4
  %3053 = fadd <4 x float> %3050, %3052
  %3054 = getelementptr inbounds nuw float, ptr %1593, i64 %3047
  %3055 = load <4 x float>, ptr %3054, align 4
  %3056 = fadd <4 x float> %3053, %3055
  store <4 x float> %3056, ptr %3054, align 4
  %3057 = add nuw i64 %3044, 4
  %3058 = icmp eq i64 %3057, %1234
  br i1 %3058, label %3059, label %3043

3059:                                             ; preds = %3043
  br i1 %1235, label %3107, label %3060

3060:                                             ; preds = %2973, %2971, %3040, %3059
  %3061 = phi i64 [ 0, %2971 ], [ 0, %2973 ], [ %1231, %3040 ], [ %1234, %3059 ]
  %3062 = or disjoint i64 %3061, 1
  br i1 %1237, label %3077, label %3063

3063:                                             ; preds = %3060
  %3064 = getelementptr float, ptr %2972, i64 %3061
  %3065 = load float, ptr %3064, align 4
  %3066 = add nuw nsw i64 %3061, %106
  %3067 = getelementptr inbounds nuw float, ptr %170, i64 %3066
  %3068 = load float, ptr %3067, align 4
  %3069 = fadd float %3065, %3068
  %3070 = getelementptr inbounds nuw float, ptr %171, i64 %3066
  %3071 = load float, ptr %3070, align 4
  %3072 = fadd float %3069, %3071
  %3073 = getelementptr inbounds nuw float, ptr %1593, i64 %3066
  %3074 = load float, ptr %3073, align 4
  %3075 = fadd float %3072, %3074
  store float %3075, ptr %3073, align 4
  %3076 = or disjoint i64 %3061, 1
  br label %3077

3077:                                             ; preds = %3063, %3060
  %3078 = phi i64 [ %3061, %3060 ], [ %3076, %3063 ]
  %3079 = icmp eq i64 %32, %3062
  br i1 %3079, label %3107, label %3212

3080:                                             ; preds = %2968, %3080
  %3081 = phi i64 [ %3105, %3080 ], [ %2969, %2968 ]
  %3082 = getelementptr inbounds nuw float, ptr %1591, i64 %3081
  %3083 = load float, ptr %3082, align 4
  %3084 = getelementptr inbounds nuw float, ptr %170, i64 %3081
  %3085 = load float, ptr %3084, align 4
  %3086 = fadd float %3083, %3085
  %3087 = getelementptr inbounds nuw float, ptr %171, i64 %3081
  %3088 = load float, ptr %3087, align 4
  %3089 = fadd float %3086, %3088
  %3090 = getelementptr inbounds nuw float, ptr %1593, i64 %3081
  %3091 = load float, ptr %3090, align 4
  %3092 = fadd float %3089, %3091
  store float %3092, ptr %3090, align 4
  %3093 = add nuw nsw i64 %3081, 1
  %3094 = getelementptr inbounds nuw float, ptr %1591, i64 %3093
  %3095 = load float, ptr %3094, align 4
  %3096 = getelementptr inbounds nuw float, ptr %170, i64 %3093
  %3097 = load float, ptr %3096, align 4
  %3098 = fadd float %3095, %3097
  %3099 = getelementptr inbounds nuw float, ptr %171, i64 %3093
  %3100 = load float, ptr %3099, align 4
  %3101 = fadd float %3098, %3100
  %3102 = getelementptr inbounds nuw float, ptr %1593, i64 %3093
  %3103 = load float, ptr %3102, align 4
  %3104 = fadd float %3101, %3103
  store float %3104, ptr %3102, align 4
  %3105 = add nuw nsw i64 %3081, 2
  %3106 = icmp eq i64 %3105, %32
  br i1 %3106, label %2971, label %3080

3107:                                             ; preds = %3077, %3212, %3059, %3039
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef nonnull %1593, i64 noundef %1003)
  %3108 = getelementptr inbounds nuw float, ptr %1593, i64 %106
  %3109 = getelementptr inbounds nuw float, ptr %1593, i64 %1003
  %3110 = getelementptr i8, ptr %1591, i64 %1006
  br i1 %1238, label %3189, label %3111

3111:                                             ; preds = %3107
  %3112 = getelementptr i8, ptr %1593, i64 %1115
  %3113 = getelementptr i8, ptr %1591, i64 %1007
  %3114 = getelementptr i8, ptr %1593, i64 %1131
  %3115 = getelementptr i8, ptr %3114, i64 %1114
  %3116 = icmp ult ptr %3109, %1123
  %3117 = icmp ult ptr %1121, %3112
  %3118 = and i1 %3116, %3117
  %3119 = icmp ult ptr %3109, %3113
  %3120 = icmp ult ptr %3110, %3112
  %3121 = and i1 %3119, %3120
  %3122 = or i1 %3118, %3121
  %3123 = icmp ult ptr %3109, %1130
  %3124 = icmp ult ptr %1128, %3112
  %3125 = and i1 %3123, %3124
  %3126 = or i1 %3122, %3125
  %3127 = icmp ult ptr %3109, %3115
  %3128 = icmp ult ptr %3108, %3112
  %3129 = and i1 %3127, %3128
  %3130 = or i1 %3126, %3129
  br i1 %3130, label %3189, label %3131

3131:                                             ; preds = %3111
  br i1 %1239, label %3167, label %3132

3132:                                             ; preds = %3131, %3132
  %3133 = phi i64 [ %3163, %3132 ], [ 0, %3131 ]
  %3134 = getelementptr inbounds nuw float, ptr %3109, i64 %3133
  %3135 = getelementptr inbounds nuw i8, ptr %3134, i64 32
  %3136 = load <8 x float>, ptr %3134, align 4
  %3137 = load <8 x float>, ptr %3135, align 4
  %3138 = add nuw nsw i64 %3133, %1003
  %3139 = getelementptr inbounds nuw float, ptr %171, i64 %3138
  %3140 = getelementptr inbounds nuw i8, ptr %3139, i64 32
  %3141 = load <8 x float>, ptr %3139, align 4
  %3142 = load <8 x float>, ptr %3140, align 4
  %3143 = fadd <8 x float> %3136, %3141
  %3144 = fadd <8 x float> %3137, %3142
  %3145 = getelementptr float, ptr %3110, i64 %3133
  %3146 = getelementptr i8, ptr %3145, i64 32
  %3147 = load <8 x float>, ptr %3145, align 4
  %3148 = load <8 x float>, ptr %3146, align 4
  %3149 = getelementptr inbounds nuw float, ptr %170, i64 %3138
  %3150 = getelementptr inbounds nuw i8, ptr %3149, i64 32
  %3151 = load <8 x float>, ptr %3149, align 4
  %3152 = load <8 x float>, ptr %3150, align 4
  %3153 = fadd <8 x float> %3147, %3151
  %3154 = fadd <8 x float> %3148, %3152
  %3155 = getelementptr inbounds nuw float, ptr %3108, i64 %3133
  %3156 = getelementptr inbounds nuw i8, ptr %3155, i64 32
  %3157 = load <8 x float>, ptr %3155, align 4
  %3158 = load <8 x float>, ptr %3156, align 4
  %3159 = fmul <8 x float> %3143, %3157
  %3160 = fmul <8 x float> %3144, %3158
  %3161 = fadd <8 x float> %3153, %3159
  %3162 = fadd <8 x float> %3154, %3160
  store <8 x float> %3161, ptr %3134, align 4
  store <8 x float> %3162, ptr %3135, align 4
  %3163 = add nuw i64 %3133, 16
  %3164 = icmp eq i64 %3163, %1241
  br i1 %3164, label %3165, label %3132

3165:                                             ; preds = %3132
  br i1 %1242, label %3243, label %3166

3166:                                             ; preds = %3165
  br i1 %1243, label %3189, label %3167

3167:                                             ; preds = %3131, %3166
  %3168 = phi i64 [ %1241, %3166 ], [ 0, %3131 ]
  br label %3169

3169:                                             ; preds = %3169, %3167
  %3170 = phi i64 [ %3168, %3167 ], [ %3186, %3169 ]
  %3171 = getelementptr inbounds nuw float, ptr %3109, i64 %3170
  %3172 = load <4 x float>, ptr %3171, align 4
  %3173 = add nuw nsw i64 %3170, %1003
  %3174 = getelementptr inbounds nuw float, ptr %171, i64 %3173
  %3175 = load <4 x float>, ptr %3174, align 4
  %3176 = fadd <4 x float> %3172, %3175
  %3177 = getelementptr float, ptr %3110, i64 %3170
  %3178 = load <4 x float>, ptr %3177, align 4
  %3179 = getelementptr inbounds nuw float, ptr %170, i64 %3173
  %3180 = load <4 x float>, ptr %3179, align 4
  %3181 = fadd <4 x float> %3178, %3180
  %3182 = getelementptr inbounds nuw float, ptr %3108, i64 %3170
  %3183 = load <4 x float>, ptr %3182, align 4
  %3184 = fmul <4 x float> %3176, %3183
  %3185 = fadd <4 x float> %3181, %3184
  store <4 x float> %3185, ptr %3171, align 4
  %3186 = add nuw i64 %3170, 4
  %3187 = icmp eq i64 %3186, %1244
  br i1 %3187, label %3188, label %3169

3188:                                             ; preds = %3169
  br i1 %1245, label %3243, label %3189

3189:                                             ; preds = %3111, %3107, %3166, %3188
  %3190 = phi i64 [ 0, %3107 ], [ 0, %3111 ], [ %1241, %3166 ], [ %1244, %3188 ]
  %3191 = or disjoint i64 %3190, 1
  br i1 %1247, label %3209, label %3192

3192:                                             ; preds = %3189
  %3193 = getelementptr inbounds nuw float, ptr %3109, i64 %3190
  %3194 = load float, ptr %3193, align 4
  %3195 = add nuw nsw i64 %3190, %1003
  %3196 = getelementptr inbounds nuw float, ptr %171, i64 %3195
  %3197 = load float, ptr %3196, align 4
  %3198 = fadd float %3194, %3197
  %3199 = getelementptr float, ptr %3110, i64 %3190
  %3200 = load float, ptr %3199, align 4
  %3201 = getelementptr inbounds nuw float, ptr %170, i64 %3195
  %3202 = load float, ptr %3201, align 4
  %3203 = fadd float %3200, %3202
  %3204 = getelementptr inbounds nuw float, ptr %3108, i64 %3190
  %3205 = load float, ptr %3204, align 4
  %3206 = fmul float %3198, %3205
  %3207 = fadd float %3203, %3206
  store float %3207, ptr %3193, align 4
  %3208 = or disjoint i64 %3190, 1
  br label %3209

3209:                                             ; preds = %3192, %3189
  %3210 = phi i64 [ %3190, %3189 ], [ %3208, %3192 ]
  %3211 = icmp eq i64 %32, %3191
  br i1 %3211, label %3243, label %3337

3212:                                             ; preds = %3077, %3212
  %3213 = phi i64 [ %3239, %3212 ], [ %3078, %3077 ]
  %3214 = getelementptr float, ptr %2972, i64 %3213
  %3215 = load float, ptr %3214, align 4
  %3216 = add nuw nsw i64 %3213, %106
  %3217 = getelementptr inbounds nuw float, ptr %170, i64 %3216
  %3218 = load float, ptr %3217, align 4
  %3219 = fadd float %3215, %3218
  %3220 = getelementptr inbounds nuw float, ptr %171, i64 %3216
  %3221 = load float, ptr %3220, align 4
  %3222 = fadd float %3219, %3221
  %3223 = getelementptr inbounds nuw float, ptr %1593, i64 %3216
  %3224 = load float, ptr %3223, align 4
  %3225 = fadd float %3222, %3224
  store float %3225, ptr %3223, align 4
  %3226 = add nuw nsw i64 %3213, 1
  %3227 = getelementptr float, ptr %2972, i64 %3226
  %3228 = load float, ptr %3227, align 4
  %3229 = add nuw nsw i64 %3226, %106
  %3230 = getelementptr inbounds nuw float, ptr %170, i64 %3229
  %3231 = load float, ptr %3230, align 4
  %3232 = fadd float %3228, %3231
  %3233 = getelementptr inbounds nuw float, ptr %171, i64 %3229
  %3234 = load float, ptr %3233, align 4
  %3235 = fadd float %3232, %3234
  %3236 = getelementptr inbounds nuw float, ptr %1593, i64 %3229
  %3237 = load float, ptr %3236, align 4
  %3238 = fadd float %3235, %3237
  store float %3238, ptr %3236, align 4
  %3239 = add nuw nsw i64 %3213, 2
  %3240 = icmp eq i64 %3239, %32
  br i1 %3240, label %3107, label %3212

3241:                                             ; preds = %2867
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %1593, i64 noundef %1003)
  %3242 = getelementptr inbounds float, ptr %1593, i64 %1003
  call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef %3242, i64 noundef %106)
  br label %3668

3243:                                             ; preds = %3209, %3337, %3188, %3165
  call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef nonnull %3109, i64 noundef %106)
  br i1 %1248, label %3319, label %3244

3244:                                             ; preds = %3243
  %3245 = getelementptr i8, ptr %1595, i64 %1114
  %3246 = getelementptr i8, ptr %1593, i64 %1115
  %3247 = getelementptr i8, ptr %1593, i64 %1114
  %3248 = icmp ult ptr %1595, %3246
  %3249 = icmp ult ptr %3109, %3245
  %3250 = and i1 %3248, %3249
  %3251 = icmp ult ptr %1595, %3247
  %3252 = icmp ult ptr %1593, %3245
  %3253 = and i1 %3251, %3252
  %3254 = or i1 %3250, %3253
  br i1 %3254, label %3319, label %3255

3255:                                             ; preds = %3244
  br i1 %1249, label %3302, label %3256

3256:                                             ; preds = %3255, %3256
  %3257 = phi i64 [ %3298, %3256 ], [ 0, %3255 ]
  %3258 = getelementptr inbounds nuw float, ptr %1593, i64 %3257
  %3259 = getelementptr inbounds nuw i8, ptr %3258, i64 32
  %3260 = getelementptr inbounds nuw i8, ptr %3258, i64 64
  %3261 = getelementptr inbounds nuw i8, ptr %3258, i64 96
  %3262 = load <8 x float>, ptr %3258, align 4
  %3263 = load <8 x float>, ptr %3259, align 4
  %3264 = load <8 x float>, ptr %3260, align 4
  %3265 = load <8 x float>, ptr %3261, align 4
  %3266 = fsub <8 x float> splat (float 1.000000e+00), %3262
  %3267 = fsub <8 x float> splat (float 1.000000e+00), %3263
  %3268 = fsub <8 x float> splat (float 1.000000e+00), %3264
  %3269 = fsub <8 x float> splat (float 1.000000e+00), %3265
  %3270 = getelementptr inbounds nuw float, ptr %3109, i64 %3257
  %3271 = getelementptr inbounds nuw i8, ptr %3270, i64 32
  %3272 = getelementptr inbounds nuw i8, ptr %3270, i64 64
  %3273 = getelementptr inbounds nuw i8, ptr %3270, i64 96
  %3274 = load <8 x float>, ptr %3270, align 4
  %3275 = load <8 x float>, ptr %3271, align 4
  %3276 = load <8 x float>, ptr %3272, align 4
  %3277 = load <8 x float>, ptr %3273, align 4
  %3278 = fmul <8 x float> %3266, %3274
  %3279 = fmul <8 x float> %3267, %3275
  %3280 = fmul <8 x float> %3268, %3276
  %3281 = fmul <8 x float> %3269, %3277
  %3282 = getelementptr inbounds nuw float, ptr %1595, i64 %3257
  %3283 = getelementptr inbounds nuw i8, ptr %3282, i64 32
  %3284 = getelementptr inbounds nuw i8, ptr %3282, i64 64
  %3285 = getelementptr inbounds nuw i8, ptr %3282, i64 96
  %3286 = load <8 x float>, ptr %3282, align 4
  %3287 = load <8 x float>, ptr %3283, align 4
  %3288 = load <8 x float>, ptr %3284, align 4
  %3289 = load <8 x float>, ptr %3285, align 4
  %3290 = fmul <8 x float> %3262, %3286
  %3291 = fmul <8 x float> %3263, %3287
  %3292 = fmul <8 x float> %3264, %3288
  %3293 = fmul <8 x float> %3265, %3289
  %3294 = fadd <8 x float> %3278, %3290
  %3295 = fadd <8 x float> %3279, %3291
  %3296 = fadd <8 x float> %3280, %3292
  %3297 = fadd <8 x float> %3281, %3293
  store <8 x float> %3294, ptr %3282, align 4
  store <8 x float> %3295, ptr %3283, align 4
  store <8 x float> %3296, ptr %3284, align 4
  store <8 x float> %3297, ptr %3285, align 4
  %3298 = add nuw i64 %3257, 32
  %3299 = icmp eq i64 %3298, %1251
  br i1 %3299, label %3300, label %3256

3300:                                             ; preds = %3256
  br i1 %1252, label %3668, label %3301

3301:                                             ; preds = %3300
  br i1 %1253, label %3319, label %3302

3302:                                             ; preds = %3255, %3301
  %3303 = phi i64 [ %1251, %3301 ], [ 0, %3255 ]
  br label %3304

3304:                                             ; preds = %3304, %3302
  %3305 = phi i64 [ %3303, %3302 ], [ %3316, %3304 ]
  %3306 = getelementptr inbounds nuw float, ptr %1593, i64 %3305
  %3307 = load <4 x float>, ptr %3306, align 4
  %3308 = fsub <4 x float> splat (float 1.000000e+00), %3307
  %3309 = getelementptr inbounds nuw float, ptr %3109, i64 %3305
  %3310 = load <4 x float>, ptr %3309, align 4
  %3311 = fmul <4 x float> %3308, %3310
  %3312 = getelementptr inbounds nuw float, ptr %1595, i64 %3305
  %3313 = load <4 x float>, ptr %3312, align 4
  %3314 = fmul <4 x float> %3307, %3313
  %3315 = fadd <4 x float> %3311, %3314
  store <4 x float> %3315, ptr %3312, align 4
  %3316 = add nuw i64 %3305, 4
  %3317 = icmp eq i64 %3316, %1254
  br i1 %3317, label %3318, label %3304

3318:                                             ; preds = %3304
  br i1 %1255, label %3668, label %3319

3319:                                             ; preds = %3244, %3243, %3301, %3318
  %3320 = phi i64 [ 0, %3243 ], [ 0, %3244 ], [ %1251, %3301 ], [ %1254, %3318 ]
  %3321 = or disjoint i64 %3320, 1
  br i1 %1257, label %3334, label %3322

3322:                                             ; preds = %3319
  %3323 = getelementptr inbounds nuw float, ptr %1593, i64 %3320
  %3324 = load float, ptr %3323, align 4
  %3325 = fsub float 1.000000e+00, %3324
  %3326 = getelementptr inbounds nuw float, ptr %3109, i64 %3320
  %3327 = load float, ptr %3326, align 4
  %3328 = fmul float %3325, %3327
  %3329 = getelementptr inbounds nuw float, ptr %1595, i64 %3320
  %3330 = load float, ptr %3329, align 4
  %3331 = fmul float %3324, %3330
  %3332 = fadd float %3328, %3331
  store float %3332, ptr %3329, align 4
  %3333 = or disjoint i64 %3320, 1
  br label %3334

3334:                                             ; preds = %3322, %3319
  %3335 = phi i64 [ %3320, %3319 ], [ %3333, %3322 ]
  %3336 = icmp eq i64 %32, %3321
  br i1 %3336, label %3668, label %3372

3337:                                             ; preds = %3209, %3337
  %3338 = phi i64 [ %3370, %3337 ], [ %3210, %3209 ]
  %3339 = getelementptr inbounds nuw float, ptr %3109, i64 %3338
  %3340 = load float, ptr %3339, align 4
  %3341 = add nuw nsw i64 %3338, %1003
  %3342 = getelementptr inbounds nuw float, ptr %171, i64 %3341
  %3343 = load float, ptr %3342, align 4
  %3344 = fadd float %3340, %3343
  %3345 = getelementptr float, ptr %3110, i64 %3338
  %3346 = load float, ptr %3345, align 4
  %3347 = getelementptr inbounds nuw float, ptr %170, i64 %3341
  %3348 = load float, ptr %3347, align 4
  %3349 = fadd float %3346, %3348
  %3350 = getelementptr inbounds nuw float, ptr %3108, i64 %3338
  %3351 = load float, ptr %3350, align 4
  %3352 = fmul float %3344, %3351
  %3353 = fadd float %3349, %3352
  store float %3353, ptr %3339, align 4
  %3354 = add nuw nsw i64 %3338, 1
  %3355 = getelementptr inbounds nuw float, ptr %3109, i64 %3354
  %3356 = load float, ptr %3355, align 4
  %3357 = add nuw nsw i64 %3354, %1003
  %3358 = getelementptr inbounds nuw float, ptr %171, i64 %3357
  %3359 = load float, ptr %3358, align 4
  %3360 = fadd float %3356, %3359
  %3361 = getelementptr float, ptr %3110, i64 %3354
  %3362 = load float, ptr %3361, align 4
  %3363 = getelementptr inbounds nuw float, ptr %170, i64 %3357
  %3364 = load float, ptr %3363, align 4
  %3365 = fadd float %3362, %3364
  %3366 = getelementptr inbounds nuw float, ptr %3108, i64 %3354
  %3367 = load float, ptr %3366, align 4
  %3368 = fmul float %3360, %3367
  %3369 = fadd float %3365, %3368
  store float %3369, ptr %3355, align 4
  %3370 = add nuw nsw i64 %3338, 2
  %3371 = icmp eq i64 %3370, %32
  br i1 %3371, label %3243, label %3337

3372:                                             ; preds = %3334, %3372
  %3373 = phi i64 [ %3395, %3372 ], [ %3335, %3334 ]
  %3374 = getelementptr inbounds nuw float, ptr %1593, i64 %3373
  %3375 = load float, ptr %3374, align 4
  %3376 = fsub float 1.000000e+00, %3375
  %3377 = getelementptr inbounds nuw float, ptr %3109, i64 %3373
  %3378 = load float, ptr %3377, align 4
  %3379 = fmul float %3376, %3378
  %3380 = getelementptr inbounds nuw float, ptr %1595, i64 %3373
  %3381 = load float, ptr %3380, align 4
  %3382 = fmul float %3375, %3381
  %3383 = fadd float %3379, %3382
  store float %3383, ptr %3380, align 4
  %3384 = add nuw nsw i64 %3373, 1
  %3385 = getelementptr inbounds nuw float, ptr %1593, i64 %3384
  %3386 = load float, ptr %3385, align 4
  %3387 = fsub float 1.000000e+00, %3386
  %3388 = getelementptr inbounds nuw float, ptr %3109, i64 %3384
  %3389 = load float, ptr %3388, align 4
  %3390 = fmul float %3387, %3389
  %3391 = getelementptr inbounds nuw float, ptr %1595, i64 %3384
  %3392 = load float, ptr %3391, align 4
  %3393 = fmul float %3386, %3392
  %3394 = fadd float %3390, %3393
  store float %3394, ptr %3391, align 4
  %3395 = add nuw nsw i64 %3373, 2
  %3396 = icmp eq i64 %3395, %32
  br i1 %3396, label %3668, label %3372

3397:                                             ; preds = %2864, %3506, %2847, %2828
  %3398 = getelementptr float, ptr %1591, i64 %32
  br i1 %1197, label %3486, label %3399

3399:                                             ; preds = %3397
  %3400 = getelementptr i8, ptr %1593, i64 %1159
  %3401 = getelementptr i8, ptr %1593, i64 %1159
  %3402 = getelementptr i8, ptr %3401, i64 %1160
  %3403 = getelementptr i8, ptr %1591, i64 %1006
  %3404 = icmp ult ptr %3400, %3403
  %3405 = icmp ult ptr %3398, %3402
  %3406 = and i1 %3404, %3405
  %3407 = icmp ult ptr %3400, %1168
  %3408 = icmp ult ptr %1166, %3402
  %3409 = and i1 %3407, %3408
  %3410 = or i1 %3406, %3409
  %3411 = icmp ult ptr %3400, %1175
  %3412 = icmp ult ptr %1173, %3402
  %3413 = and i1 %3411, %3412
  %3414 = or i1 %3410, %3413
  br i1 %3414, label %3486, label %3415

3415:                                             ; preds = %3399
  br i1 %1198, label %3467, label %3416

3416:                                             ; preds = %3415, %3416
  %3417 = phi i64 [ %3463, %3416 ], [ 0, %3415 ]
  %3418 = getelementptr float, ptr %3398, i64 %3417
  %3419 = getelementptr i8, ptr %3418, i64 32
  %3420 = getelementptr i8, ptr %3418, i64 64
  %3421 = getelementptr i8, ptr %3418, i64 96
  %3422 = load <8 x float>, ptr %3418, align 4
  %3423 = load <8 x float>, ptr %3419, align 4
  %3424 = load <8 x float>, ptr %3420, align 4
  %3425 = load <8 x float>, ptr %3421, align 4
  %3426 = add nuw nsw i64 %3417, %106
  %3427 = getelementptr inbounds nuw float, ptr %170, i64 %3426
  %3428 = getelementptr inbounds nuw i8, ptr %3427, i64 32
  %3429 = getelementptr inbounds nuw i8, ptr %3427, i64 64
  %3430 = getelementptr inbounds nuw i8, ptr %3427, i64 96
  %3431 = load <8 x float>, ptr %3427, align 4
  %3432 = load <8 x float>, ptr %3428, align 4
  %3433 = load <8 x float>, ptr %3429, align 4
  %3434 = load <8 x float>, ptr %3430, align 4
  %3435 = fadd <8 x float> %3422, %3431
  %3436 = fadd <8 x float> %3423, %3432
  %3437 = fadd <8 x float> %3424, %3433
  %3438 = fadd <8 x float> %3425, %3434
  %3439 = getelementptr inbounds nuw float, ptr %171, i64 %3426
  %3440 = getelementptr inbounds nuw i8, ptr %3439, i64 32
  %3441 = getelementptr inbounds nuw i8, ptr %3439, i64 64
  %3442 = getelementptr inbounds nuw i8, ptr %3439, i64 96
  %3443 = load <8 x float>, ptr %3439, align 4
  %3444 = load <8 x float>, ptr %3440, align 4
  %3445 = load <8 x float>, ptr %3441, align 4
  %3446 = load <8 x float>, ptr %3442, align 4
  %3447 = fadd <8 x float> %3435, %3443
  %3448 = fadd <8 x float> %3436, %3444
  %3449 = fadd <8 x float> %3437, %3445
  %3450 = fadd <8 x float> %3438, %3446
  %3451 = getelementptr inbounds nuw float, ptr %1593, i64 %3426
  %3452 = getelementptr inbounds nuw i8, ptr %3451, i64 32
  %3453 = getelementptr inbounds nuw i8, ptr %3451, i64 64
  %3454 = getelementptr inbounds nuw i8, ptr %3451, i64 96
  %3455 = load <8 x float>, ptr %3451, align 4
  %3456 = load <8 x float>, ptr %3452, align 4
  %3457 = load <8 x float>, ptr %3453, align 4
  %3458 = load <8 x float>, ptr %3454, align 4
  %3459 = fadd <8 x float> %3447, %3455
  %3460 = fadd <8 x float> %3448, %3456
  %3461 = fadd <8 x float> %3449, %3457
  %3462 = fadd <8 x float> %3450, %3458
  store <8 x float> %3459, ptr %3451, align 4
  store <8 x float> %3460, ptr %3452, align 4
  store <8 x float> %3461, ptr %3453, align 4
  store <8 x float> %3462, ptr %3454, align 4
  %3463 = add nuw i64 %3417, 32
  %3464 = icmp eq i64 %3463, %1200
  br i1 %3464, label %3465, label %3416

3465:                                             ; preds = %3416
  br i1 %1201, label %3534, label %3466

3466:                                             ; preds = %3465
  br i1 %1202, label %3486, label %3467

3467:                                             ; preds = %3415, %3466
  %3468 = phi i64 [ %1200, %3466 ], [ 0, %3415 ]
  br label %3469

3469:                                             ; preds = %3469, %3467
  %3470 = phi i64 [ %3468, %3467 ], [ %3483, %3469 ]
  %3471 = getelementptr float, ptr %3398, i64 %3470
  %3472 = load <4 x float>, ptr %3471, align 4
  %3473 = add nuw nsw i64 %3470, %106
  %3474 = getelementptr inbounds nuw float, ptr %170, i64 %3473
  %3475 = load <4 x float>, ptr %3474, align 4
  %3476 = fadd <4 x float> %3472, %3475
  %3477 = getelementptr inbounds nuw float, ptr %171, i64 %3473
  %3478 = load <4 x float>, ptr %3477, align 4
  %3479 = fadd <4 x float> %3476, %3478
  %3480 = getelementptr inbounds nuw float, ptr %1593, i64 %3473
  %3481 = load <4 x float>, ptr %3480, align 4
  %3482 = fadd <4 x float> %3479, %3481
  store <4 x float> %3482, ptr %3480, align 4
  %3483 = add nuw i64 %3470, 4
  %3484 = icmp eq i64 %3483, %1203
  br i1 %3484, label %3485, label %3469

3485:                                             ; preds = %3469
  br i1 %1204, label %3534, label %3486

3486:                                             ; preds = %3399, %3397, %3466, %3485
  %3487 = phi i64 [ 0, %3397 ], [ 0, %3399 ], [ %1200, %3466 ], [ %1203, %3485 ]
  %3488 = or disjoint i64 %3487, 1
  br i1 %1206, label %3503, label %3489

3489:                                             ; preds = %3486
  %3490 = getelementptr float, ptr %3398, i64 %3487
  %3491 = load float, ptr %3490, align 4
  %3492 = add nuw nsw i64 %3487, %106
  %3493 = getelementptr inbounds nuw float, ptr %170, i64 %3492
  %3494 = load float, ptr %3493, align 4
  %3495 = fadd float %3491, %3494
  %3496 = getelementptr inbounds nuw float, ptr %171, i64 %3492
  %3497 = load float, ptr %3496, align 4
  %3498 = fadd float %3495, %3497
  %3499 = getelementptr inbounds nuw float, ptr %1593, i64 %3492
  %3500 = load float, ptr %3499, align 4
  %3501 = fadd float %3498, %3500
  store float %3501, ptr %3499, align 4
  %3502 = or disjoint i64 %3487, 1
  br label %3503

3503:                                             ; preds = %3489, %3486
  %3504 = phi i64 [ %3487, %3486 ], [ %3502, %3489 ]
  %3505 = icmp eq i64 %32, %3488
  br i1 %3505, label %3534, label %3608

3506:                                             ; preds = %2864, %3506
  %3507 = phi i64 [ %3531, %3506 ], [ %2865, %2864 ]
  %3508 = getelementptr inbounds nuw float, ptr %1591, i64 %3507
  %3509 = load float, ptr %3508, align 4
  %3510 = getelementptr inbounds nuw float, ptr %170, i64 %3507
  %3511 = load float, ptr %3510, align 4
  %3512 = fadd float %3509, %3511
  %3513 = getelementptr inbounds nuw float, ptr %171, i64 %3507
  %3514 = load float, ptr %3513, align 4
  %3515 = fadd float %3512, %3514
  %3516 = getelementptr inbounds nuw float, ptr %1593, i64 %3507
  %3517 = load float, ptr %3516, align 4
  %3518 = fadd float %3515, %3517
  store float %3518, ptr %3516, align 4
  %3519 = add nuw nsw i64 %3507, 1
  %3520 = getelementptr inbounds nuw float, ptr %1591, i64 %3519
  %3521 = load float, ptr %3520, align 4
  %3522 = getelementptr inbounds nuw float, ptr %170, i64 %3519
  %3523 = load float, ptr %3522, align 4
  %3524 = fadd float %3521, %3523
  %3525 = getelementptr inbounds nuw float, ptr %171, i64 %3519
  %3526 = load float, ptr %3525, align 4
  %3527 = fadd float %3524, %3526
  %3528 = getelementptr inbounds nuw float, ptr %1593, i64 %3519
  %3529 = load float, ptr %3528, align 4
  %3530 = fadd float %3527, %3529
  store float %3530, ptr %3528, align 4
  %3531 = add nuw nsw i64 %3507, 2
  %3532 = icmp eq i64 %3531, %32
  br i1 %3532, label %3397, label %3506

3533:                                             ; preds = %2763
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %1593, i64 noundef %1003)
  br label %3668

3534:                                             ; preds = %3503, %3608, %3485, %3465
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef nonnull %1593, i64 noundef %1003)
  %3535 = getelementptr inbounds nuw float, ptr %1593, i64 %106
  %3536 = getelementptr inbounds nuw i8, ptr %1589, i64 24
  %3537 = load ptr, ptr %3536, align 8
  br i1 %1207, label %3590, label %3538

3538:                                             ; preds = %3534
  %3539 = ptrtoint ptr %3537 to i64
  %3540 = add i64 %1208, %1594
  %3541 = sub i64 %3539, %3540
  %3542 = icmp ult i64 %3541, 128
  %3543 = sub i64 %3539, %1596
  %3544 = icmp ult i64 %3543, 128
  %3545 = or i1 %3542, %3544
  br i1 %3545, label %3590, label %3546

3546:                                             ; preds = %3538
  br i1 %1209, label %3577, label %3547

3547:                                             ; preds = %3546, %3547
  %3548 = phi i64 [ %3573, %3547 ], [ 0, %3546 ]
  %3549 = getelementptr inbounds nuw float, ptr %3535, i64 %3548
  %3550 = getelementptr inbounds nuw i8, ptr %3549, i64 32
  %3551 = getelementptr inbounds nuw i8, ptr %3549, i64 64
  %3552 = getelementptr inbounds nuw i8, ptr %3549, i64 96
  %3553 = load <8 x float>, ptr %3549, align 4
  %3554 = load <8 x float>, ptr %3550, align 4
  %3555 = load <8 x float>, ptr %3551, align 4
  %3556 = load <8 x float>, ptr %3552, align 4
  %3557 = getelementptr inbounds nuw float, ptr %1595, i64 %3548
  %3558 = getelementptr inbounds nuw i8, ptr %3557, i64 32
  %3559 = getelementptr inbounds nuw i8, ptr %3557, i64 64
  %3560 = getelementptr inbounds nuw i8, ptr %3557, i64 96
  %3561 = load <8 x float>, ptr %3557, align 4
  %3562 = load <8 x float>, ptr %3558, align 4
  %3563 = load <8 x float>, ptr %3559, align 4
  %3564 = load <8 x float>, ptr %3560, align 4
  %3565 = fmul <8 x float> %3553, %3561
  %3566 = fmul <8 x float> %3554, %3562
  %3567 = fmul <8 x float> %3555, %3563
  %3568 = fmul <8 x float> %3556, %3564
  %3569 = getelementptr inbounds nuw float, ptr %3537, i64 %3548
  %3570 = getelementptr inbounds nuw i8, ptr %3569, i64 32
  %3571 = getelementptr inbounds nuw i8, ptr %3569, i64 64
  %3572 = getelementptr inbounds nuw i8, ptr %3569, i64 96
  store <8 x float> %3565, ptr %3569, align 4
  store <8 x float> %3566, ptr %3570, align 4
  store <8 x float> %3567, ptr %3571, align 4
  store <8 x float> %3568, ptr %3572, align 4
  %3573 = add nuw i64 %3548, 32
  %3574 = icmp eq i64 %3573, %1211
  br i1 %3574, label %3575, label %3547

3575:                                             ; preds = %3547
  br i1 %1212, label %3668, label %3576

3576:                                             ; preds = %3575
  br i1 %1213, label %3590, label %3577

3577:                                             ; preds = %3546, %3576
  %3578 = phi i64 [ %1211, %3576 ], [ 0, %3546 ]
  br label %3579

3579:                                             ; preds = %3579, %3577
  %3580 = phi i64 [ %3578, %3577 ], [ %3587, %3579 ]
  %3581 = getelementptr inbounds nuw float, ptr %3535, i64 %3580
  %3582 = load <4 x float>, ptr %3581, align 4
  %3583 = getelementptr inbounds nuw float, ptr %1595, i64 %3580
  %3584 = load <4 x float>, ptr %3583, align 4
  %3585 = fmul <4 x float> %3582, %3584
  %3586 = getelementptr inbounds nuw float, ptr %3537, i64 %3580
  store <4 x float> %3585, ptr %3586, align 4
  %3587 = add nuw i64 %3580, 4
  %3588 = icmp eq i64 %3587, %1214
  br i1 %3588, label %3589, label %3579

3589:                                             ; preds = %3579
  br i1 %1215, label %3668, label %3590

3590:                                             ; preds = %3538, %3534, %3576, %3589
  %3591 = phi i64 [ 0, %3534 ], [ 0, %3538 ], [ %1211, %3576 ], [ %1214, %3589 ]
  br i1 %1217, label %3604, label %3592

3592:                                             ; preds = %3590, %3592
  %3593 = phi i64 [ %3601, %3592 ], [ %3591, %3590 ]
  %3594 = phi i64 [ %3602, %3592 ], [ 0, %3590 ]
  %3595 = getelementptr inbounds nuw float, ptr %3535, i64 %3593
  %3596 = load float, ptr %3595, align 4
  %3597 = getelementptr inbounds nuw float, ptr %1595, i64 %3593
  %3598 = load float, ptr %3597, align 4
  %3599 = fmul float %3596, %3598
  %3600 = getelementptr inbounds nuw float, ptr %3537, i64 %3593
  store float %3599, ptr %3600, align 4
  %3601 = add nuw nsw i64 %3593, 1
  %3602 = add i64 %3594, 1
  %3603 = icmp eq i64 %3602, %1216
  br i1 %3603, label %3604, label %3592

3604:                                             ; preds = %3592, %3590
  %3605 = phi i64 [ %3591, %3590 ], [ %3601, %3592 ]
  %3606 = sub nsw i64 %3591, %32
  %3607 = icmp ugt i64 %3606, -4
  br i1 %3607, label %3668, label %3637

3608:                                             ; preds = %3503, %3608
  %3609 = phi i64 [ %3635, %3608 ], [ %3504, %3503 ]
  %3610 = getelementptr float, ptr %3398, i64 %3609
  %3611 = load float, ptr %3610, align 4
  %3612 = add nuw nsw i64 %3609, %106
  %3613 = getelementptr inbounds nuw float, ptr %170, i64 %3612
  %3614 = load float, ptr %3613, align 4
  %3615 = fadd float %3611, %3614
  %3616 = getelementptr inbounds nuw float, ptr %171, i64 %3612
  %3617 = load float, ptr %3616, align 4
  %3618 = fadd float %3615, %3617
  %3619 = getelementptr inbounds nuw float, ptr %1593, i64 %3612
  %3620 = load float, ptr %3619, align 4
  %3621 = fadd float %3618, %3620
  store float %3621, ptr %3619, align 4
  %3622 = add nuw nsw i64 %3609, 1
  %3623 = getelementptr float, ptr %3398, i64 %3622
  %3624 = load float, ptr %3623, align 4
  %3625 = add nuw nsw i64 %3622, %106
  %3626 = getelementptr inbounds nuw float, ptr %170, i64 %3625
  %3627 = load float, ptr %3626, align 4
  %3628 = fadd float %3624, %3627
  %3629 = getelementptr inbounds nuw float, ptr %171, i64 %3625
  %3630 = load float, ptr %3629, align 4
  %3631 = fadd float %3628, %3630
  %3632 = getelementptr inbounds nuw float, ptr %1593, i64 %3625
  %3633 = load float, ptr %3632, align 4
  %3634 = fadd float %3631, %3633
  store float %3634, ptr %3632, align 4
  %3635 = add nuw nsw i64 %3609, 2
  %3636 = icmp eq i64 %3635, %32
  br i1 %3636, label %3534, label %3608

3637:                                             ; preds = %3604, %3637
  %3638 = phi i64 [ %3666, %3637 ], [ %3605, %3604 ]
  %3639 = getelementptr inbounds nuw float, ptr %3535, i64 %3638
  %3640 = load float, ptr %3639, align 4
  %3641 = getelementptr inbounds nuw float, ptr %1595, i64 %3638
  %3642 = load float, ptr %3641, align 4
  %3643 = fmul float %3640, %3642
  %3644 = getelementptr inbounds nuw float, ptr %3537, i64 %3638
  store float %3643, ptr %3644, align 4
  %3645 = add nuw nsw i64 %3638, 1
  %3646 = getelementptr inbounds nuw float, ptr %3535, i64 %3645
  %3647 = load float, ptr %3646, align 4
  %3648 = getelementptr inbounds nuw float, ptr %1595, i64 %3645
  %3649 = load float, ptr %3648, align 4
  %3650 = fmul float %3647, %3649
  %3651 = getelementptr inbounds nuw float, ptr %3537, i64 %3645
  store float %3650, ptr %3651, align 4
  %3652 = add nuw nsw i64 %3638, 2
  %3653 = getelementptr inbounds nuw float, ptr %3535, i64 %3652
  %3654 = load float, ptr %3653, align 4
  %3655 = getelementptr inbounds nuw float, ptr %1595, i64 %3652
  %3656 = load float, ptr %3655, align 4
  %3657 = fmul float %3654, %3656
  %3658 = getelementptr inbounds nuw float, ptr %3537, i64 %3652
  store float %3657, ptr %3658, align 4
  %3659 = add nuw nsw i64 %3638, 3
  %3660 = getelementptr inbounds nuw float, ptr %3535, i64 %3659
  %3661 = load float, ptr %3660, align 4
  %3662 = getelementptr inbounds nuw float, ptr %1595, i64 %3659
  %3663 = load float, ptr %3662, align 4
  %3664 = fmul float %3661, %3663
  %3665 = getelementptr inbounds nuw float, ptr %3537, i64 %3659
  store float %3664, ptr %3665, align 4
  %3666 = add nuw nsw i64 %3638, 4
  %3667 = icmp eq i64 %3666, %32
  br i1 %3667, label %3668, label %3637

3668:                                             ; preds = %3604, %3637, %3334, %3372, %2720, %2731, %1748, %1779, %3575, %3589, %3300, %3318, %2691, %2705, %1725, %1736, %3533, %3241, %2652, %1703
  %3669 = add nuw nsw i64 %1587, 1
  %3670 = icmp eq i64 %3669, %1582
  br i1 %3670, label %1585, label %1586

3671:                                             ; preds = %1585
  call fastcc void @products(ptr noundef %986, ptr noundef %987, i64 noundef %1582, ptr noundef %1012, i64 noundef %32, i64 noundef %107, i64 noundef %106)
  br i1 %1531, label %3672, label %3943

3672:                                             ; preds = %3671, %3913
  %3673 = phi i64 [ %3914, %3913 ], [ 0, %3671 ]
  %3674 = getelementptr inbounds nuw ptr, ptr %983, i64 %3673
  %3675 = load ptr, ptr %3674, align 8
  %3676 = getelementptr inbounds nuw i8, ptr %3675, i64 16
  %3677 = load ptr, ptr %3676, align 8
  %3678 = load ptr, ptr %3675, align 8
  %3679 = getelementptr float, ptr %3677, i64 %1003
  br i1 %124, label %3680, label %3789

3680:                                             ; preds = %3672
  %3681 = getelementptr inbounds nuw i8, ptr %3675, i64 40
  %3682 = load ptr, ptr %3681, align 8
  %3683 = getelementptr i8, ptr %3682, i64 %1006
  br i1 %1357, label %3769, label %3684

3684:                                             ; preds = %3680
  %3685 = getelementptr i8, ptr %3677, i64 %1016
  %3686 = getelementptr i8, ptr %3682, i64 %1017
  %3687 = icmp ult ptr %3679, %3686
  %3688 = icmp ult ptr %3683, %3685
  %3689 = and i1 %3687, %3688
  %3690 = icmp ult ptr %3679, %1025
  %3691 = icmp ult ptr %1023, %3685
  %3692 = and i1 %3690, %3691
  %3693 = or i1 %3689, %3692
  %3694 = icmp ult ptr %3679, %1032
  %3695 = icmp ult ptr %1030, %3685
  %3696 = and i1 %3694, %3695
  %3697 = or i1 %3693, %3696
  br i1 %3697, label %3769, label %3698

3698:                                             ; preds = %3684
  br i1 %1358, label %3750, label %3699

3699:                                             ; preds = %3698, %3699
  %3700 = phi i64 [ %3746, %3699 ], [ 0, %3698 ]
  %3701 = getelementptr float, ptr %3683, i64 %3700
  %3702 = getelementptr i8, ptr %3701, i64 32
  %3703 = getelementptr i8, ptr %3701, i64 64
  %3704 = getelementptr i8, ptr %3701, i64 96
  %3705 = load <8 x float>, ptr %3701, align 4
  %3706 = load <8 x float>, ptr %3702, align 4
  %3707 = load <8 x float>, ptr %3703, align 4
  %3708 = load <8 x float>, ptr %3704, align 4
  %3709 = add nuw nsw i64 %3700, %1003
  %3710 = getelementptr inbounds nuw float, ptr %170, i64 %3709
  %3711 = getelementptr inbounds nuw i8, ptr %3710, i64 32
  %3712 = getelementptr inbounds nuw i8, ptr %3710, i64 64
  %3713 = getelementptr inbounds nuw i8, ptr %3710, i64 96
  %3714 = load <8 x float>, ptr %3710, align 4
  %3715 = load <8 x float>, ptr %3711, align 4
  %3716 = load <8 x float>, ptr %3712, align 4
  %3717 = load <8 x float>, ptr %3713, align 4
  %3718 = fadd <8 x float> %3705, %3714
  %3719 = fadd <8 x float> %3706, %3715
  %3720 = fadd <8 x float> %3707, %3716
  %3721 = fadd <8 x float> %3708, %3717
  %3722 = getelementptr inbounds nuw float, ptr %171, i64 %3709
  %3723 = getelementptr inbounds nuw i8, ptr %3722, i64 32
  %3724 = getelementptr inbounds nuw i8, ptr %3722, i64 64
  %3725 = getelementptr inbounds nuw i8, ptr %3722, i64 96
  %3726 = load <8 x float>, ptr %3722, align 4
  %3727 = load <8 x float>, ptr %3723, align 4
  %3728 = load <8 x float>, ptr %3724, align 4
  %3729 = load <8 x float>, ptr %3725, align 4
  %3730 = fadd <8 x float> %3718, %3726
  %3731 = fadd <8 x float> %3719, %3727
  %3732 = fadd <8 x float> %3720, %3728
  %3733 = fadd <8 x float> %3721, %3729
  %3734 = getelementptr inbounds nuw float, ptr %3677, i64 %3709
  %3735 = getelementptr inbounds nuw i8, ptr %3734, i64 32
  %3736 = getelementptr inbounds nuw i8, ptr %3734, i64 64
  %3737 = getelementptr inbounds nuw i8, ptr %3734, i64 96
  %3738 = load <8 x float>, ptr %3734, align 4
  %3739 = load <8 x float>, ptr %3735, align 4
  %3740 = load <8 x float>, ptr %3736, align 4
  %3741 = load <8 x float>, ptr %3737, align 4
  %3742 = fadd <8 x float> %3730, %3738
  %3743 = fadd <8 x float> %3731, %3739
  %3744 = fadd <8 x float> %3732, %3740
  %3745 = fadd <8 x float> %3733, %3741
  store <8 x float> %3742, ptr %3734, align 4
  store <8 x float> %3743, ptr %3735, align 4
  store <8 x float> %3744, ptr %3736, align 4
  store <8 x float> %3745, ptr %3737, align 4
  %3746 = add nuw i64 %3700, 32
  %3747 = icmp eq i64 %3746, %1360
  br i1 %3747, label %3748, label %3699

3748:                                             ; preds = %3699
  br i1 %1361, label %3790, label %3749

3749:                                             ; preds = %3748
  br i1 %1362, label %3769, label %3750

3750:                                             ; preds = %3698, %3749
  %3751 = phi i64 [ %1360, %3749 ], [ 0, %3698 ]
  br label %3752

3752:                                             ; preds = %3752, %3750
  %3753 = phi i64 [ %3751, %3750 ], [ %3766, %3752 ]
  %3754 = getelementptr float, ptr %3683, i64 %3753
  %3755 = load <4 x float>, ptr %3754, align 4
  %3756 = add nuw nsw i64 %3753, %1003
  %3757 = getelementptr inbounds nuw float, ptr %170, i64 %3756
  %3758 = load <4 x float>, ptr %3757, align 4
  %3759 = fadd <4 x float> %3755, %3758
  %3760 = getelementptr inbounds nuw float, ptr %171, i64 %3756
  %3761 = load <4 x float>, ptr %3760, align 4
  %3762 = fadd <4 x float> %3759, %3761
  %3763 = getelementptr inbounds nuw float, ptr %3677, i64 %3756
  %3764 = load <4 x float>, ptr %3763, align 4
  %3765 = fadd <4 x float> %3762, %3764
  store <4 x float> %3765, ptr %3763, align 4
  %3766 = add nuw i64 %3753, 4
  %3767 = icmp eq i64 %3766, %1363
  br i1 %3767, label %3768, label %3752

3768:                                             ; preds = %3752
  br i1 %1364, label %3790, label %3769

3769:                                             ; preds = %3684, %3680, %3749, %3768
  %3770 = phi i64 [ 0, %3680 ], [ 0, %3684 ], [ %1360, %3749 ], [ %1363, %3768 ]
  %3771 = or disjoint i64 %3770, 1
  br i1 %1366, label %3786, label %3772

3772:                                             ; preds = %3769
  %3773 = getelementptr float, ptr %3683, i64 %3770
  %3774 = load float, ptr %3773, align 4
  %3775 = add nuw nsw i64 %3770, %1003
  %3776 = getelementptr inbounds nuw float, ptr %170, i64 %3775
  %3777 = load float, ptr %3776, align 4
  %3778 = fadd float %3774, %3777
  %3779 = getelementptr inbounds nuw float, ptr %171, i64 %3775
  %3780 = load float, ptr %3779, align 4
  %3781 = fadd float %3778, %3780
  %3782 = getelementptr inbounds nuw float, ptr %3677, i64 %3775
  %3783 = load float, ptr %3782, align 4
  %3784 = fadd float %3781, %3783
  store float %3784, ptr %3782, align 4
  %3785 = or disjoint i64 %3770, 1
  br label %3786

3786:                                             ; preds = %3772, %3769
  %3787 = phi i64 [ %3770, %3769 ], [ %3785, %3772 ]
  %3788 = icmp eq i64 %32, %3771
  br i1 %3788, label %3790, label %3884

3789:                                             ; preds = %3672
  call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef %3679, i64 noundef %106)
  br label %3913

3790:                                             ; preds = %3786, %3884, %3768, %3748
  call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef nonnull %3679, i64 noundef %106)
  br i1 %1367, label %3866, label %3791

3791:                                             ; preds = %3790
  %3792 = getelementptr i8, ptr %3678, i64 %1015
  %3793 = getelementptr i8, ptr %3677, i64 %1016
  %3794 = getelementptr i8, ptr %3677, i64 %1015
  %3795 = icmp ult ptr %3678, %3793
  %3796 = icmp ult ptr %3679, %3792
  %3797 = and i1 %3795, %3796
  %3798 = icmp ult ptr %3678, %3794
  %3799 = icmp ult ptr %3677, %3792
  %3800 = and i1 %3798, %3799
  %3801 = or i1 %3797, %3800
  br i1 %3801, label %3866, label %3802

3802:                                             ; preds = %3791
  br i1 %1368, label %3849, label %3803

3803:                                             ; preds = %3802, %3803
  %3804 = phi i64 [ %3845, %3803 ], [ 0, %3802 ]
  %3805 = getelementptr inbounds nuw float, ptr %3677, i64 %3804
  %3806 = getelementptr inbounds nuw i8, ptr %3805, i64 32
  %3807 = getelementptr inbounds nuw i8, ptr %3805, i64 64
  %3808 = getelementptr inbounds nuw i8, ptr %3805, i64 96
  %3809 = load <8 x float>, ptr %3805, align 4
  %3810 = load <8 x float>, ptr %3806, align 4
  %3811 = load <8 x float>, ptr %3807, align 4
  %3812 = load <8 x float>, ptr %3808, align 4
  %3813 = fsub <8 x float> splat (float 1.000000e+00), %3809
  %3814 = fsub <8 x float> splat (float 1.000000e+00), %3810
  %3815 = fsub <8 x float> splat (float 1.000000e+00), %3811
  %3816 = fsub <8 x float> splat (float 1.000000e+00), %3812
  %3817 = getelementptr inbounds nuw float, ptr %3679, i64 %3804
  %3818 = getelementptr inbounds nuw i8, ptr %3817, i64 32
  %3819 = getelementptr inbounds nuw i8, ptr %3817, i64 64
  %3820 = getelementptr inbounds nuw i8, ptr %3817, i64 96
  %3821 = load <8 x float>, ptr %3817, align 4
  %3822 = load <8 x float>, ptr %3818, align 4
  %3823 = load <8 x float>, ptr %3819, align 4
  %3824 = load <8 x float>, ptr %3820, align 4
  %3825 = fmul <8 x float> %3813, %3821
  %3826 = fmul <8 x float> %3814, %3822
  %3827 = fmul <8 x float> %3815, %3823
  %3828 = fmul <8 x float> %3816, %3824
  %3829 = getelementptr inbounds nuw float, ptr %3678, i64 %3804
  %3830 = getelementptr inbounds nuw i8, ptr %3829, i64 32
  %3831 = getelementptr inbounds nuw i8, ptr %3829, i64 64
  %3832 = getelementptr inbounds nuw i8, ptr %3829, i64 96
  %3833 = load <8 x float>, ptr %3829, align 4
  %3834 = load <8 x float>, ptr %3830, align 4
  %3835 = load <8 x float>, ptr %3831, align 4
  %3836 = load <8 x float>, ptr %3832, align 4
  %3837 = fmul <8 x float> %3809, %3833
  %3838 = fmul <8 x float> %3810, %3834
  %3839 = fmul <8 x float> %3811, %3835
  %3840 = fmul <8 x float> %3812, %3836
  %3841 = fadd <8 x float> %3825, %3837
  %3842 = fadd <8 x float> %3826, %3838
  %3843 = fadd <8 x float> %3827, %3839
  %3844 = fadd <8 x float> %3828, %3840
  store <8 x float> %3841, ptr %3829, align 4
  store <8 x float> %3842, ptr %3830, align 4
  store <8 x float> %3843, ptr %3831, align 4
  store <8 x float> %3844, ptr %3832, align 4
  %3845 = add nuw i64 %3804, 32
  %3846 = icmp eq i64 %3845, %1370
  br i1 %3846, label %3847, label %3803

3847:                                             ; preds = %3803
  br i1 %1371, label %3913, label %3848

3848:                                             ; preds = %3847
  br i1 %1372, label %3866, label %3849

3849:                                             ; preds = %3802, %3848
  %3850 = phi i64 [ %1370, %3848 ], [ 0, %3802 ]
  br label %3851

3851:                                             ; preds = %3851, %3849
  %3852 = phi i64 [ %3850, %3849 ], [ %3863, %3851 ]
  %3853 = getelementptr inbounds nuw float, ptr %3677, i64 %3852
  %3854 = load <4 x float>, ptr %3853, align 4
  %3855 = fsub <4 x float> splat (float 1.000000e+00), %3854
  %3856 = getelementptr inbounds nuw float, ptr %3679, i64 %3852
  %3857 = load <4 x float>, ptr %3856, align 4
  %3858 = fmul <4 x float> %3855, %3857
  %3859 = getelementptr inbounds nuw float, ptr %3678, i64 %3852
  %3860 = load <4 x float>, ptr %3859, align 4
  %3861 = fmul <4 x float> %3854, %3860
  %3862 = fadd <4 x float> %3858, %3861
  store <4 x float> %3862, ptr %3859, align 4
  %3863 = add nuw i64 %3852, 4
  %3864 = icmp eq i64 %3863, %1373
  br i1 %3864, label %3865, label %3851

3865:                                             ; preds = %3851
  br i1 %1374, label %3913, label %3866

3866:                                             ; preds = %3791, %3790, %3848, %3865
  %3867 = phi i64 [ 0, %3790 ], [ 0, %3791 ], [ %1370, %3848 ], [ %1373, %3865 ]
  %3868 = or disjoint i64 %3867, 1
  br i1 %1376, label %3881, label %3869

3869:                                             ; preds = %3866
  %3870 = getelementptr inbounds nuw float, ptr %3677, i64 %3867
  %3871 = load float, ptr %3870, align 4
  %3872 = fsub float 1.000000e+00, %3871
  %3873 = getelementptr inbounds nuw float, ptr %3679, i64 %3867
  %3874 = load float, ptr %3873, align 4
  %3875 = fmul float %3872, %3874
  %3876 = getelementptr inbounds nuw float, ptr %3678, i64 %3867
  %3877 = load float, ptr %3876, align 4
  %3878 = fmul float %3871, %3877
  %3879 = fadd float %3875, %3878
  store float %3879, ptr %3876, align 4
  %3880 = or disjoint i64 %3867, 1
  br label %3881

3881:                                             ; preds = %3869, %3866
  %3882 = phi i64 [ %3867, %3866 ], [ %3880, %3869 ]
  %3883 = icmp eq i64 %32, %3868
  br i1 %3883, label %3913, label %3917

3884:                                             ; preds = %3786, %3884
  %3885 = phi i64 [ %3911, %3884 ], [ %3787, %3786 ]
  %3886 = getelementptr float, ptr %3683, i64 %3885
  %3887 = load float, ptr %3886, align 4
  %3888 = add nuw nsw i64 %3885, %1003
  %3889 = getelementptr inbounds nuw float, ptr %170, i64 %3888
  %3890 = load float, ptr %3889, align 4
  %3891 = fadd float %3887, %3890
  %3892 = getelementptr inbounds nuw float, ptr %171, i64 %3888
  %3893 = load float, ptr %3892, align 4
  %3894 = fadd float %3891, %3893
  %3895 = getelementptr inbounds nuw float, ptr %3677, i64 %3888
  %3896 = load float, ptr %3895, align 4
  %3897 = fadd float %3894, %3896
  store float %3897, ptr %3895, align 4
  %3898 = add nuw nsw i64 %3885, 1
  %3899 = getelementptr float, ptr %3683, i64 %3898
  %3900 = load float, ptr %3899, align 4
  %3901 = add nuw nsw i64 %3898, %1003
  %3902 = getelementptr inbounds nuw float, ptr %170, i64 %3901
  %3903 = load float, ptr %3902, align 4
  %3904 = fadd float %3900, %3903
  %3905 = getelementptr inbounds nuw float, ptr %171, i64 %3901
  %3906 = load float, ptr %3905, align 4
  %3907 = fadd float %3904, %3906
  %3908 = getelementptr inbounds nuw float, ptr %3677, i64 %3901
  %3909 = load float, ptr %3908, align 4
  %3910 = fadd float %3907, %3909
  store float %3910, ptr %3908, align 4
  %3911 = add nuw nsw i64 %3885, 2
  %3912 = icmp eq i64 %3911, %32
  br i1 %3912, label %3790, label %3884

3913:                                             ; preds = %3881, %3917, %3847, %3865, %3789
  %3914 = add nuw nsw i64 %3673, 1
  %3915 = icmp eq i64 %3914, %1582
  br i1 %3915, label %3916, label %3672

3916:                                             ; preds = %3913, %3942
  br label %3946

3917:                                             ; preds = %3881, %3917
  %3918 = phi i64 [ %3940, %3917 ], [ %3882, %3881 ]
  %3919 = getelementptr inbounds nuw float, ptr %3677, i64 %3918
  %3920 = load float, ptr %3919, align 4
  %3921 = fsub float 1.000000e+00, %3920
  %3922 = getelementptr inbounds nuw float, ptr %3679, i64 %3918
  %3923 = load float, ptr %3922, align 4
  %3924 = fmul float %3921, %3923
  %3925 = getelementptr inbounds nuw float, ptr %3678, i64 %3918
  %3926 = load float, ptr %3925, align 4
  %3927 = fmul float %3920, %3926
  %3928 = fadd float %3924, %3927
  store float %3928, ptr %3925, align 4
  %3929 = add nuw nsw i64 %3918, 1
  %3930 = getelementptr inbounds nuw float, ptr %3677, i64 %3929
  %3931 = load float, ptr %3930, align 4
  %3932 = fsub float 1.000000e+00, %3931
  %3933 = getelementptr inbounds nuw float, ptr %3679, i64 %3929
  %3934 = load float, ptr %3933, align 4
  %3935 = fmul float %3932, %3934
  %3936 = getelementptr inbounds nuw float, ptr %3678, i64 %3929
  %3937 = load float, ptr %3936, align 4
  %3938 = fmul float %3931, %3937
  %3939 = fadd float %3935, %3938
  store float %3939, ptr %3936, align 4
  %3940 = add nuw nsw i64 %3918, 2
  %3941 = icmp eq i64 %3940, %32
  br i1 %3941, label %3913, label %3917

3942:                                             ; preds = %1585
  br i1 %1531, label %3916, label %3943

3943:                                             ; preds = %4024, %3671, %3942
  %3944 = add nuw nsw i64 %1523, 1
  %3945 = icmp eq i64 %3944, %1417
  br i1 %3945, label %1525, label %1522

3946:                                             ; preds = %3916, %4024
  %3947 = phi i64 [ %4025, %4024 ], [ 0, %3916 ]
  %3948 = getelementptr inbounds nuw ptr, ptr %983, i64 %3947
  %3949 = load ptr, ptr %3948, align 8
  %3950 = getelementptr inbounds nuw i8, ptr %3949, i64 48
  %3951 = load ptr, ptr %3950, align 8
  %3952 = icmp eq ptr %3951, null
  %3953 = select i1 %3952, i1 true, i1 %1009
  br i1 %3953, label %4024, label %3954

3954:                                             ; preds = %3946
  %3955 = ptrtoint ptr %3951 to i64
  %3956 = load ptr, ptr %3949, align 8
  %3957 = ptrtoint ptr %3956 to i64
  %3958 = sub i64 %3955, %3957
  %3959 = icmp ult i64 %3958, 128
  %3960 = select i1 %1377, i1 true, i1 %3959
  br i1 %3960, label %3990, label %3961

3961:                                             ; preds = %3954
  br i1 %1378, label %3980, label %3962

3962:                                             ; preds = %3961, %3962
  %3963 = phi i64 [ %3976, %3962 ], [ 0, %3961 ]
  %3964 = getelementptr inbounds nuw float, ptr %3956, i64 %3963
  %3965 = getelementptr inbounds nuw i8, ptr %3964, i64 32
  %3966 = getelementptr inbounds nuw i8, ptr %3964, i64 64
  %3967 = getelementptr inbounds nuw i8, ptr %3964, i64 96
  %3968 = load <8 x float>, ptr %3964, align 4
  %3969 = load <8 x float>, ptr %3965, align 4
  %3970 = load <8 x float>, ptr %3966, align 4
  %3971 = load <8 x float>, ptr %3967, align 4
  %3972 = getelementptr inbounds nuw float, ptr %3951, i64 %3963
  %3973 = getelementptr inbounds nuw i8, ptr %3972, i64 32
  %3974 = getelementptr inbounds nuw i8, ptr %3972, i64 64
  %3975 = getelementptr inbounds nuw i8, ptr %3972, i64 96
  store <8 x float> %3968, ptr %3972, align 4
  store <8 x float> %3969, ptr %3973, align 4
  store <8 x float> %3970, ptr %3974, align 4
  store <8 x float> %3971, ptr %3975, align 4
  %3976 = add nuw i64 %3963, 32
  %3977 = icmp eq i64 %3976, %1380
  br i1 %3977, label %3978, label %3962

3978:                                             ; preds = %3962
  br i1 %1381, label %4024, label %3979

3979:                                             ; preds = %3978
  br i1 %1382, label %3990, label %3980

3980:                                             ; preds = %3961, %3979
  %3981 = phi i64 [ %1380, %3979 ], [ 0, %3961 ]
  br label %3982

3982:                                             ; preds = %3982, %3980
  %3983 = phi i64 [ %3981, %3980 ], [ %3987, %3982 ]
  %3984 = getelementptr inbounds nuw float, ptr %3956, i64 %3983
  %3985 = load <4 x float>, ptr %3984, align 4
  %3986 = getelementptr inbounds nuw float, ptr %3951, i64 %3983
  store <4 x float> %3985, ptr %3986, align 4
  %3987 = add nuw i64 %3983, 4
  %3988 = icmp eq i64 %3987, %1383
  br i1 %3988, label %3989, label %3982

3989:                                             ; preds = %3982
  br i1 %1384, label %4024, label %3990

3990:                                             ; preds = %3954, %3979, %3989
  %3991 = phi i64 [ 0, %3954 ], [ %1380, %3979 ], [ %1383, %3989 ]
  br i1 %1386, label %4001, label %3992

3992:                                             ; preds = %3990, %3992
  %3993 = phi i64 [ %3998, %3992 ], [ %3991, %3990 ]
  %3994 = phi i64 [ %3999, %3992 ], [ 0, %3990 ]
  %3995 = getelementptr inbounds nuw float, ptr %3956, i64 %3993
  %3996 = load float, ptr %3995, align 4
  %3997 = getelementptr inbounds nuw float, ptr %3951, i64 %3993
  store float %3996, ptr %3997, align 4
  %3998 = add nuw nsw i64 %3993, 1
  %3999 = add i64 %3994, 1
  %4000 = icmp eq i64 %3999, %1385
  br i1 %4000, label %4001, label %3992

4001:                                             ; preds = %3992, %3990
  %4002 = phi i64 [ %3991, %3990 ], [ %3998, %3992 ]
  %4003 = sub nsw i64 %3991, %32
  %4004 = icmp ugt i64 %4003, -4
  br i1 %4004, label %4024, label %4005

4005:                                             ; preds = %4001, %4005
  %4006 = phi i64 [ %4022, %4005 ], [ %4002, %4001 ]
  %4007 = getelementptr inbounds nuw float, ptr %3956, i64 %4006
  %4008 = load float, ptr %4007, align 4
  %4009 = getelementptr inbounds nuw float, ptr %3951, i64 %4006
  store float %4008, ptr %4009, align 4
  %4010 = add nuw nsw i64 %4006, 1
  %4011 = getelementptr inbounds nuw float, ptr %3956, i64 %4010
  %4012 = load float, ptr %4011, align 4
  %4013 = getelementptr inbounds nuw float, ptr %3951, i64 %4010
  store float %4012, ptr %4013, align 4
  %4014 = add nuw nsw i64 %4006, 2
  %4015 = getelementptr inbounds nuw float, ptr %3956, i64 %4014
  %4016 = load float, ptr %4015, align 4
  %4017 = getelementptr inbounds nuw float, ptr %3951, i64 %4014
  store float %4016, ptr %4017, align 4
  %4018 = add nuw nsw i64 %4006, 3
  %4019 = getelementptr inbounds nuw float, ptr %3956, i64 %4018
  %4020 = load float, ptr %4019, align 4
  %4021 = getelementptr inbounds nuw float, ptr %3951, i64 %4018
  store float %4020, ptr %4021, align 4
  %4022 = add nuw nsw i64 %4006, 4
  %4023 = icmp eq i64 %4022, %32
  br i1 %4023, label %4024, label %4005

4024:                                             ; preds = %4001, %4005, %3978, %3989, %3946
  %4025 = add nuw nsw i64 %3947, 1
  %4026 = icmp eq i64 %4025, %1582
  br i1 %4026, label %3943, label %3946

4027:                                             ; preds = %4044, %956
  call void @free(ptr noundef %117)
  ret void

4028:                                             ; preds = %1525, %4044
  %4029 = phi i64 [ 0, %1525 ], [ %4045, %4044 ]
  %4030 = getelementptr inbounds nuw %struct.rowstate, ptr %959, i64 %4029
  %4031 = getelementptr inbounds nuw i8, ptr %4030, i64 32
  %4032 = load i64, ptr %4031, align 8
  %4033 = icmp eq i64 %4032, 0
  br i1 %124, label %4034, label %4044

4034:                                             ; preds = %4028
  %4035 = add nsw i64 %4029, %49
  %4036 = mul nsw i64 %4035, %34
  %4037 = add nsw i64 %4036, %47
  %4038 = add nsw i64 %4035, %1527
  %4039 = select i1 %1526, i64 %4037, i64 %4038
  %4040 = mul nsw i64 %4039, %32
  %4041 = getelementptr float, ptr %22, i64 %4040
  %4042 = getelementptr inbounds nuw i8, ptr %4030, i64 8
  %4043 = getelementptr float, ptr %23, i64 %4040
  br label %4047

4044:                                             ; preds = %4066, %4028
  %4045 = add nuw nsw i64 %4029, 1
  %4046 = icmp slt i64 %4045, %52
  br i1 %4046, label %4028, label %4027

4047:                                             ; preds = %4034, %4066
  %4048 = phi i64 [ 0, %4034 ], [ %4067, %4066 ]
  br i1 %1528, label %4057, label %4049

4049:                                             ; preds = %4047
  br i1 %4033, label %4054, label %4050

4050:                                             ; preds = %4049
  %4051 = load ptr, ptr %4030, align 8
  %4052 = getelementptr inbounds nuw float, ptr %4051, i64 %4048
  %4053 = load float, ptr %4052, align 4
  br label %4054

4054:                                             ; preds = %4049, %4050
  %4055 = phi float [ %4053, %4050 ], [ 0.000000e+00, %4049 ]
  %4056 = getelementptr float, ptr %4041, i64 %4048
  store float %4055, ptr %4056, align 4
  br label %4057

4057:                                             ; preds = %4054, %4047
  br i1 %1529, label %4066, label %4058

4058:                                             ; preds = %4057
  br i1 %4033, label %4063, label %4059

4059:                                             ; preds = %4058
  %4060 = load ptr, ptr %4042, align 8
  %4061 = getelementptr inbounds nuw float, ptr %4060, i64 %4048
  %4062 = load float, ptr %4061, align 4
  br label %4063

4063:                                             ; preds = %4058, %4059
  %4064 = phi float [ %4062, %4059 ], [ 0.000000e+00, %4058 ]
  %4065 = getelementptr float, ptr %4043, i64 %4048
  store float %4064, ptr %4065, align 4
  br label %4066

4066:                                             ; preds = %4057, %4063
  %4067 = add nuw nsw i64 %4048, 1
  %4068 = icmp eq i64 %4067, %32
  br i1 %4068, label %4044, label %4047
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap()

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define internal fastcc void @products(ptr noundef nonnull readonly captures(none) %0, ptr noundef nonnull readonly captures(none) %1, i64 noundef %2, ptr noundef nonnull readonly %3, i64 noundef %4, i64 noundef %5, i64 noundef %6) unnamed_addr {
  %8 = icmp slt i64 %2, 3
  br i1 %8, label %811, label %9

9:                                                ; preds = %7
  %10 = icmp slt i64 %6, 32
  %11 = icmp sgt i64 %4, 0
  %12 = shl i64 %5, 2
  %13 = add i64 %6, -32
  %14 = lshr i64 %13, 5
  %15 = and i64 %4, 1
  %16 = icmp eq i64 %4, 1
  %17 = and i64 %4, 9223372036854775806
  %18 = icmp eq i64 %15, 0
  %19 = icmp ne i64 %15, 0
  br label %20

20:                                               ; preds = %9, %808
  %21 = phi i64 [ 3, %9 ], [ %809, %808 ]
  %22 = phi i64 [ 0, %9 ], [ %21, %808 ]
  %23 = getelementptr inbounds nuw ptr, ptr %0, i64 %22
  %24 = getelementptr inbounds nuw ptr, ptr %1, i64 %22
  br i1 %10, label %138, label %25

25:                                               ; preds = %20
  %26 = getelementptr inbounds nuw i8, ptr %23, i64 8
  %27 = getelementptr inbounds nuw i8, ptr %23, i64 16
  %28 = getelementptr inbounds nuw i8, ptr %24, i64 8
  %29 = getelementptr inbounds nuw i8, ptr %24, i64 16
  br label %30

30:                                               ; preds = %25, %40
  %31 = phi i64 [ 0, %25 ], [ %87, %40 ]
  %32 = phi i64 [ 32, %25 ], [ %86, %40 ]
  %33 = phi i64 [ 0, %25 ], [ %32, %40 ]
  br i1 %11, label %34, label %40

34:                                               ; preds = %30
  %35 = shl i64 %31, 7
  %36 = load ptr, ptr %23, align 8
  %37 = load ptr, ptr %26, align 8
  %38 = load ptr, ptr %27, align 8
  %39 = getelementptr i8, ptr %3, i64 %35
  br label %89

40:                                               ; preds = %89, %30
  %41 = phi <8 x float> [ zeroinitializer, %30 ], [ %135, %89 ]
  %42 = phi <8 x float> [ zeroinitializer, %30 ], [ %134, %89 ]
  %43 = phi <8 x float> [ zeroinitializer, %30 ], [ %133, %89 ]
  %44 = phi <8 x float> [ zeroinitializer, %30 ], [ %132, %89 ]
  %45 = phi <8 x float> [ zeroinitializer, %30 ], [ %127, %89 ]
  %46 = phi <8 x float> [ zeroinitializer, %30 ], [ %126, %89 ]
  %47 = phi <8 x float> [ zeroinitializer, %30 ], [ %125, %89 ]
  %48 = phi <8 x float> [ zeroinitializer, %30 ], [ %124, %89 ]
  %49 = phi <8 x float> [ zeroinitializer, %30 ], [ %119, %89 ]
  %50 = phi <8 x float> [ zeroinitializer, %30 ], [ %118, %89 ]
  %51 = phi <8 x float> [ zeroinitializer, %30 ], [ %117, %89 ]
  %52 = phi <8 x float> [ zeroinitializer, %30 ], [ %116, %89 ]
  %53 = load ptr, ptr %24, align 8
  %54 = getelementptr inbounds nuw float, ptr %53, i64 %33
  store <8 x float> %52, ptr %54, align 4
  %55 = load ptr, ptr %24, align 8
  %56 = getelementptr inbounds nuw float, ptr %55, i64 %33
  %57 = getelementptr inbounds nuw i8, ptr %56, i64 32
  store <8 x float> %51, ptr %57, align 4
  %58 = load ptr, ptr %24, align 8
  %59 = getelementptr inbounds nuw float, ptr %58, i64 %33
  %60 = getelementptr inbounds nuw i8, ptr %59, i64 64
  store <8 x float> %50, ptr %60, align 4
  %61 = load ptr, ptr %24, align 8
  %62 = getelementptr inbounds nuw float, ptr %61, i64 %33
  %63 = getelementptr inbounds nuw i8, ptr %62, i64 96
  store <8 x float> %49, ptr %63, align 4
  %64 = load ptr, ptr %28, align 8
  %65 = getelementptr inbounds nuw float, ptr %64, i64 %33
  store <8 x float> %48, ptr %65, align 4
  %66 = load ptr, ptr %28, align 8
  %67 = getelementptr inbounds nuw float, ptr %66, i64 %33
  %68 = getelementptr inbounds nuw i8, ptr %67, i64 32
  store <8 x float> %47, ptr %68, align 4
  %69 = load ptr, ptr %28, align 8
  %70 = getelementptr inbounds nuw float, ptr %69, i64 %33
  %71 = getelementptr inbounds nuw i8, ptr %70, i64 64
  store <8 x float> %46, ptr %71, align 4
  %72 = load ptr, ptr %28, align 8
  %73 = getelementptr inbounds nuw float, ptr %72, i64 %33
  %74 = getelementptr inbounds nuw i8, ptr %73, i64 96
  store <8 x float> %45, ptr %74, align 4
  %75 = load ptr, ptr %29, align 8
  %76 = getelementptr inbounds nuw float, ptr %75, i64 %33
  store <8 x float> %44, ptr %76, align 4
  %77 = load ptr, ptr %29, align 8
  %78 = getelementptr inbounds nuw float, ptr %77, i64 %33
  %79 = getelementptr inbounds nuw i8, ptr %78, i64 32
  store <8 x float> %43, ptr %79, align 4
  %80 = load ptr, ptr %29, align 8
  %81 = getelementptr inbounds nuw float, ptr %80, i64 %33
  %82 = getelementptr inbounds nuw i8, ptr %81, i64 64
  store <8 x float> %42, ptr %82, align 4
  %83 = load ptr, ptr %29, align 8
  %84 = getelementptr inbounds nuw float, ptr %83, i64 %33
  %85 = getelementptr inbounds nuw i8, ptr %84, i64 96
  store <8 x float> %41, ptr %85, align 4
  %86 = add nuw nsw i64 %32, 32
  %87 = add nuw nsw i64 %31, 1
  %88 = icmp eq i64 %31, %14
  br i1 %88, label %138, label %30

89:                                               ; preds = %34, %89
  %90 = phi <8 x float> [ zeroinitializer, %34 ], [ %135, %89 ]
  %91 = phi <8 x float> [ zeroinitializer, %34 ], [ %134, %89 ]
  %92 = phi <8 x float> [ zeroinitializer, %34 ], [ %133, %89 ]
  %93 = phi <8 x float> [ zeroinitializer, %34 ], [ %132, %89 ]
  %94 = phi <8 x float> [ zeroinitializer, %34 ], [ %127, %89 ]
  %95 = phi <8 x float> [ zeroinitializer, %34 ], [ %126, %89 ]
  %96 = phi <8 x float> [ zeroinitializer, %34 ], [ %125, %89 ]
  %97 = phi <8 x float> [ zeroinitializer, %34 ], [ %124, %89 ]
  %98 = phi <8 x float> [ zeroinitializer, %34 ], [ %119, %89 ]
  %99 = phi <8 x float> [ zeroinitializer, %34 ], [ %118, %89 ]
  %100 = phi <8 x float> [ zeroinitializer, %34 ], [ %117, %89 ]
  %101 = phi <8 x float> [ zeroinitializer, %34 ], [ %116, %89 ]
  %102 = phi i64 [ 0, %34 ], [ %136, %89 ]
  %103 = mul i64 %12, %102
  %104 = getelementptr i8, ptr %39, i64 %103
  %105 = load <8 x float>, ptr %104, align 4
  %106 = getelementptr inbounds nuw i8, ptr %104, i64 32
  %107 = load <8 x float>, ptr %106, align 4
  %108 = getelementptr inbounds nuw i8, ptr %104, i64 64
  %109 = load <8 x float>, ptr %108, align 4
  %110 = getelementptr inbounds nuw i8, ptr %104, i64 96
  %111 = load <8 x float>, ptr %110, align 4
  %112 = getelementptr inbounds nuw float, ptr %36, i64 %102
  %113 = load float, ptr %112, align 4
  %114 = insertelement <8 x float> poison, float %113, i64 0
  %115 = shufflevector <8 x float> %114, <8 x float> poison, <8 x i32> zeroinitializer
  %116 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %115, <8 x float> %105, <8 x float> %101)
  %117 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %115, <8 x float> %107, <8 x float> %100)
  %118 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %115, <8 x float> %109, <8 x float> %99)
  %119 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %115, <8 x float> %111, <8 x float> %98)
  %120 = getelementptr inbounds nuw float, ptr %37, i64 %102
  %121 = load float, ptr %120, align 4
  %122 = insertelement <8 x float> poison, float %121, i64 0
  %123 = shufflevector <8 x float> %122, <8 x float> poison, <8 x i32> zeroinitializer
  %124 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %123, <8 x float> %105, <8 x float> %97)
  %125 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %123, <8 x float> %107, <8 x float> %96)
  %126 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %123, <8 x float> %109, <8 x float> %95)
  %127 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %123, <8 x float> %111, <8 x float> %94)
  %128 = getelementptr inbounds nuw float, ptr %38, i64 %102
  %129 = load float, ptr %128, align 4
  %130 = insertelement <8 x float> poison, float %129, i64 0
  %131 = shufflevector <8 x float> %130, <8 x float> poison, <8 x i32> zeroinitializer
  %132 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %131, <8 x float> %105, <8 x float> %93)
  %133 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %131, <8 x float> %107, <8 x float> %92)
  %134 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %131, <8 x float> %109, <8 x float> %91)
  %135 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %131, <8 x float> %111, <8 x float> %90)
  %136 = add nuw nsw i64 %102, 1
  %137 = icmp eq i64 %136, %4
  br i1 %137, label %40, label %89

138:                                              ; preds = %40, %20
  %139 = phi i64 [ 0, %20 ], [ %32, %40 ]
  %140 = sub nsw i64 %6, %139
  %141 = sdiv i64 %140, 8
  switch i64 %141, label %808 [
    i64 1, label %142
    i64 2, label %232
    i64 3, label %298
    i64 4, label %384
    i64 5, label %490
    i64 6, label %598
    i64 7, label %702
  ]

142:                                              ; preds = %138
  %143 = getelementptr float, ptr %3, i64 %139
  br i1 %11, label %144, label %174

144:                                              ; preds = %142
  %145 = load ptr, ptr %23, align 8
  %146 = getelementptr inbounds nuw i8, ptr %23, i64 8
  %147 = load ptr, ptr %146, align 8
  %148 = getelementptr inbounds nuw i8, ptr %23, i64 16
  %149 = load ptr, ptr %148, align 8
  br i1 %16, label %151, label %186

150:                                              ; preds = %186
  br i1 %18, label %174, label %151

151:                                              ; preds = %150, %144
  %152 = phi <8 x float> [ zeroinitializer, %144 ], [ %228, %150 ]
  %153 = phi <8 x float> [ zeroinitializer, %144 ], [ %223, %150 ]
  %154 = phi <8 x float> [ zeroinitializer, %144 ], [ %218, %150 ]
  %155 = phi i64 [ 0, %144 ], [ %229, %150 ]
  tail call void @llvm.assume(i1 %19)
  %156 = mul nsw i64 %155, %5
  %157 = getelementptr float, ptr %143, i64 %156
  %158 = load <8 x float>, ptr %157, align 4
  %159 = getelementptr inbounds nuw float, ptr %145, i64 %155
  %160 = load float, ptr %159, align 4
  %161 = insertelement <8 x float> poison, float %160, i64 0
  %162 = shufflevector <8 x float> %161, <8 x float> poison, <8 x i32> zeroinitializer
  %163 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %162, <8 x float> %158, <8 x float> %154)
  %164 = getelementptr inbounds nuw float, ptr %147, i64 %155
  %165 = load float, ptr %164, align 4
  %166 = insertelement <8 x float> poison, float %165, i64 0
  %167 = shufflevector <8 x float> %166, <8 x float> poison, <8 x i32> zeroinitializer
  %168 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %167, <8 x float> %158, <8 x float> %153)
  %169 = getelementptr inbounds nuw float, ptr %149, i64 %155
  %170 = load float, ptr %169, align 4
  %171 = insertelement <8 x float> poison, float %170, i64 0
  %172 = shufflevector <8 x float> %171, <8 x float> poison, <8 x i32> zeroinitializer
  %173 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %172, <8 x float> %158, <8 x float> %152)
  br label %174

174:                                              ; preds = %151, %150, %142
  %175 = phi <8 x float> [ zeroinitializer, %142 ], [ %228, %150 ], [ %173, %151 ]
  %176 = phi <8 x float> [ zeroinitializer, %142 ], [ %223, %150 ], [ %168, %151 ]
  %177 = phi <8 x float> [ zeroinitializer, %142 ], [ %218, %150 ], [ %163, %151 ]
  %178 = load ptr, ptr %24, align 8
  %179 = getelementptr inbounds nuw float, ptr %178, i64 %139
  store <8 x float> %177, ptr %179, align 4
  %180 = getelementptr inbounds nuw i8, ptr %24, i64 8
  %181 = load ptr, ptr %180, align 8
  %182 = getelementptr inbounds nuw float, ptr %181, i64 %139
  store <8 x float> %176, ptr %182, align 4
  %183 = getelementptr inbounds nuw i8, ptr %24, i64 16
  %184 = load ptr, ptr %183, align 8
  %185 = getelementptr inbounds nuw float, ptr %184, i64 %139
  store <8 x float> %175, ptr %185, align 4
  br label %808

186:                                              ; preds = %144, %186
  %187 = phi <8 x float> [ %228, %186 ], [ zeroinitializer, %144 ]
  %188 = phi <8 x float> [ %223, %186 ], [ zeroinitializer, %144 ]
  %189 = phi <8 x float> [ %218, %186 ], [ zeroinitializer, %144 ]
  %190 = phi i64 [ %229, %186 ], [ 0, %144 ]
  %191 = phi i64 [ %230, %186 ], [ 0, %144 ]
  %192 = mul nsw i64 %190, %5
  %193 = getelementptr float, ptr %143, i64 %192
  %194 = load <8 x float>, ptr %193, align 4
  %195 = getelementptr inbounds nuw float, ptr %145, i64 %190
  %196 = load float, ptr %195, align 4
  %197 = insertelement <8 x float> poison, float %196, i64 0
  %198 = shufflevector <8 x float> %197, <8 x float> poison, <8 x i32> zeroinitializer
  %199 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %198, <8 x float> %194, <8 x float> %189)
  %200 = getelementptr inbounds nuw float, ptr %147, i64 %190
  %201 = load float, ptr %200, align 4
  %202 = insertelement <8 x float> poison, float %201, i64 0
  %203 = shufflevector <8 x float> %202, <8 x float> poison, <8 x i32> zeroinitializer
  %204 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %203, <8 x float> %194, <8 x float> %188)
  %205 = getelementptr inbounds nuw float, ptr %149, i64 %190
  %206 = load float, ptr %205, align 4
  %207 = insertelement <8 x float> poison, float %206, i64 0
  %208 = shufflevector <8 x float> %207, <8 x float> poison, <8 x i32> zeroinitializer
  %209 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %208, <8 x float> %194, <8 x float> %187)
  %210 = or disjoint i64 %190, 1
  %211 = mul nsw i64 %210, %5
  %212 = getelementptr float, ptr %143, i64 %211
  %213 = load <8 x float>, ptr %212, align 4
  %214 = getelementptr inbounds nuw float, ptr %145, i64 %210
  %215 = load float, ptr %214, align 4
  %216 = insertelement <8 x float> poison, float %215, i64 0
  %217 = shufflevector <8 x float> %216, <8 x float> poison, <8 x i32> zeroinitializer
  %218 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %217, <8 x float> %213, <8 x float> %199)
  %219 = getelementptr inbounds nuw float, ptr %147, i64 %210
  %220 = load float, ptr %219, align 4
  %221 = insertelement <8 x float> poison, float %220, i64 0
  %222 = shufflevector <8 x float> %221, <8 x float> poison, <8 x i32> zeroinitializer
  %223 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %222, <8 x float> %213, <8 x float> %204)
  %224 = getelementptr inbounds nuw float, ptr %149, i64 %210
  %225 = load float, ptr %224, align 4
  %226 = insertelement <8 x float> poison, float %225, i64 0
  %227 = shufflevector <8 x float> %226, <8 x float> poison, <8 x i32> zeroinitializer
  %228 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %227, <8 x float> %213, <8 x float> %209)
  %229 = add nuw nsw i64 %190, 2
  %230 = add i64 %191, 2
  %231 = icmp eq i64 %230, %17
  br i1 %231, label %150, label %186

232:                                              ; preds = %138
  br i1 %11, label %233, label %241

233:                                              ; preds = %232
  %234 = shl nuw nsw i64 %139, 2
  %235 = load ptr, ptr %23, align 8
  %236 = getelementptr inbounds nuw i8, ptr %23, i64 8
  %237 = load ptr, ptr %236, align 8
  %238 = getelementptr inbounds nuw i8, ptr %23, i64 16
  %239 = load ptr, ptr %238, align 8
  %240 = getelementptr i8, ptr %3, i64 %234
  br label %265

241:                                              ; preds = %265, %232
  %242 = phi <8 x float> [ zeroinitializer, %232 ], [ %295, %265 ]
  %243 = phi <8 x float> [ zeroinitializer, %232 ], [ %294, %265 ]
  %244 = phi <8 x float> [ zeroinitializer, %232 ], [ %289, %265 ]
  %245 = phi <8 x float> [ zeroinitializer, %232 ], [ %288, %265 ]
  %246 = phi <8 x float> [ zeroinitializer, %232 ], [ %283, %265 ]
  %247 = phi <8 x float> [ zeroinitializer, %232 ], [ %282, %265 ]
  %248 = load ptr, ptr %24, align 8
  %249 = getelementptr inbounds nuw float, ptr %248, i64 %139
  store <8 x float> %247, ptr %249, align 4
  %250 = load ptr, ptr %24, align 8
  %251 = getelementptr inbounds nuw float, ptr %250, i64 %139
  %252 = getelementptr inbounds nuw i8, ptr %251, i64 32
  store <8 x float> %246, ptr %252, align 4
  %253 = getelementptr inbounds nuw i8, ptr %24, i64 8
  %254 = load ptr, ptr %253, align 8
  %255 = getelementptr inbounds nuw float, ptr %254, i64 %139
  store <8 x float> %245, ptr %255, align 4
  %256 = load ptr, ptr %253, align 8
  %257 = getelementptr inbounds nuw float, ptr %256, i64 %139
  %258 = getelementptr inbounds nuw i8, ptr %257, i64 32
  store <8 x float> %244, ptr %258, align 4
  %259 = getelementptr inbounds nuw i8, ptr %24, i64 16
  %260 = load ptr, ptr %259, align 8
  %261 = getelementptr inbounds nuw float, ptr %260, i64 %139
  store <8 x float> %243, ptr %261, align 4
  %262 = load ptr, ptr %259, align 8
  %263 = getelementptr inbounds nuw float, ptr %262, i64 %139
  %264 = getelementptr inbounds nuw i8, ptr %263, i64 32
  store <8 x float> %242, ptr %264, align 4
  br label %808

265:                                              ; preds = %233, %265
  %266 = phi <8 x float> [ zeroinitializer, %233 ], [ %295, %265 ]
  %267 = phi <8 x float> [ zeroinitializer, %233 ], [ %294, %265 ]
  %268 = phi <8 x float> [ zeroinitializer, %233 ], [ %289, %265 ]
  %269 = phi <8 x float> [ zeroinitializer, %233 ], [ %288, %265 ]
  %270 = phi <8 x float> [ zeroinitializer, %233 ], [ %283, %265 ]
  %271 = phi <8 x float> [ zeroinitializer, %233 ], [ %282, %265 ]
  %272 = phi i64 [ 0, %233 ], [ %296, %265 ]
  %273 = mul i64 %12, %272
  %274 = getelementptr i8, ptr %240, i64 %273
  %275 = load <8 x float>, ptr %274, align 4
  %276 = getelementptr inbounds nuw i8, ptr %274, i64 32
  %277 = load <8 x float>, ptr %276, align 4
  %278 = getelementptr inbounds nuw float, ptr %235, i64 %272
  %279 = load float, ptr %278, align 4
  %280 = insertelement <8 x float> poison, float %279, i64 0
  %281 = shufflevector <8 x float> %280, <8 x float> poison, <8 x i32> zeroinitializer
  %282 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %281, <8 x float> %275, <8 x float> %271)
  %283 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %281, <8 x float> %277, <8 x float> %270)
  %284 = getelementptr inbounds nuw float, ptr %237, i64 %272
  %285 = load float, ptr %284, align 4
  %286 = insertelement <8 x float> poison, float %285, i64 0
  %287 = shufflevector <8 x float> %286, <8 x float> poison, <8 x i32> zeroinitializer
  %288 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %287, <8 x float> %275, <8 x float> %269)
  %289 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %287, <8 x float> %277, <8 x float> %268)
  %290 = getelementptr inbounds nuw float, ptr %239, i64 %272
  %291 = load float, ptr %290, align 4
  %292 = insertelement <8 x float> poison, float %291, i64 0
  %293 = shufflevector <8 x float> %292, <8 x float> poison, <8 x i32> zeroinitializer
  %294 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %293, <8 x float> %275, <8 x float> %267)
  %295 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %293, <8 x float> %277, <8 x float> %266)
  %296 = add nuw nsw i64 %272, 1
  %297 = icmp eq i64 %296, %4
  br i1 %297, label %241, label %265

298:                                              ; preds = %138
  br i1 %11, label %299, label %307

299:                                              ; preds = %298
  %300 = shl nuw nsw i64 %139, 2
  %301 = load ptr, ptr %23, align 8
  %302 = getelementptr inbounds nuw i8, ptr %23, i64 8
  %303 = load ptr, ptr %302, align 8
  %304 = getelementptr inbounds nuw i8, ptr %23, i64 16
  %305 = load ptr, ptr %304, align 8
  %306 = getelementptr i8, ptr %3, i64 %300
  br label %343

307:                                              ; preds = %343, %298
  %308 = phi <8 x float> [ zeroinitializer, %298 ], [ %381, %343 ]
  %309 = phi <8 x float> [ zeroinitializer, %298 ], [ %380, %343 ]
  %310 = phi <8 x float> [ zeroinitializer, %298 ], [ %379, %343 ]
  %311 = phi <8 x float> [ zeroinitializer, %298 ], [ %374, %343 ]
  %312 = phi <8 x float> [ zeroinitializer, %298 ], [ %373, %343 ]
  %313 = phi <8 x float> [ zeroinitializer, %298 ], [ %372, %343 ]
  %314 = phi <8 x float> [ zeroinitializer, %298 ], [ %367, %343 ]
  %315 = phi <8 x float> [ zeroinitializer, %298 ], [ %366, %343 ]
  %316 = phi <8 x float> [ zeroinitializer, %298 ], [ %365, %343 ]
  %317 = load ptr, ptr %24, align 8
  %318 = getelementptr inbounds nuw float, ptr %317, i64 %139
  store <8 x float> %316, ptr %318, align 4
  %319 = load ptr, ptr %24, align 8
  %320 = getelementptr inbounds nuw float, ptr %319, i64 %139
  %321 = getelementptr inbounds nuw i8, ptr %320, i64 32
  store <8 x float> %315, ptr %321, align 4
  %322 = load ptr, ptr %24, align 8
  %323 = getelementptr inbounds nuw float, ptr %322, i64 %139
  %324 = getelementptr inbounds nuw i8, ptr %323, i64 64
  store <8 x float> %314, ptr %324, align 4
  %325 = getelementptr inbounds nuw i8, ptr %24, i64 8
  %326 = load ptr, ptr %325, align 8
  %327 = getelementptr inbounds nuw float, ptr %326, i64 %139
  store <8 x float> %313, ptr %327, align 4
  %328 = load ptr, ptr %325, align 8
  %329 = getelementptr inbounds nuw float, ptr %328, i64 %139
  %330 = getelementptr inbounds nuw i8, ptr %329, i64 32
  store <8 x float> %312, ptr %330, align 4
  %331 = load ptr, ptr %325, align 8
  %332 = getelementptr inbounds nuw float, ptr %331, i64 %139
  %333 = getelementptr inbounds nuw i8, ptr %332, i64 64
  store <8 x float> %311, ptr %333, align 4
  %334 = getelementptr inbounds nuw i8, ptr %24, i64 16
  %335 = load ptr, ptr %334, align 8
  %336 = getelementptr inbounds nuw float, ptr %335, i64 %139
  store <8 x float> %310, ptr %336, align 4
  %337 = load ptr, ptr %334, align 8
  %338 = getelementptr inbounds nuw float, ptr %337, i64 %139
  %339 = getelementptr inbounds nuw i8, ptr %338, i64 32
  store <8 x float> %309, ptr %339, align 4
  %340 = load ptr, ptr %334, align 8
  %341 = getelementptr inbounds nuw float, ptr %340, i64 %139
  %342 = getelementptr inbounds nuw i8, ptr %341, i64 64
  store <8 x float> %308, ptr %342, align 4
  br label %808

343:                                              ; preds = %299, %343
  %344 = phi <8 x float> [ zeroinitializer, %299 ], [ %381, %343 ]
  %345 = phi <8 x float> [ zeroinitializer, %299 ], [ %380, %343 ]
  %346 = phi <8 x float> [ zeroinitializer, %299 ], [ %379, %343 ]
  %347 = phi <8 x float> [ zeroinitializer, %299 ], [ %374, %343 ]
  %348 = phi <8 x float> [ zeroinitializer, %299 ], [ %373, %343 ]
  %349 = phi <8 x float> [ zeroinitializer, %299 ], [ %372, %343 ]
  %350 = phi <8 x float> [ zeroinitializer, %299 ], [ %367, %343 ]
  %351 = phi <8 x float> [ zeroinitializer, %299 ], [ %366, %343 ]
  %352 = phi <8 x float> [ zeroinitializer, %299 ], [ %365, %343 ]
  %353 = phi i64 [ 0, %299 ], [ %382, %343 ]
  %354 = mul i64 %12, %353
  %355 = getelementptr i8, ptr %306, i64 %354
  %356 = load <8 x float>, ptr %355, align 4
  %357 = getelementptr inbounds nuw i8, ptr %355, i64 32
  %358 = load <8 x float>, ptr %357, align 4
  %359 = getelementptr inbounds nuw i8, ptr %355, i64 64
  %360 = load <8 x float>, ptr %359, align 4
  %361 = getelementptr inbounds nuw float, ptr %301, i64 %353
  %362 = load float, ptr %361, align 4
  %363 = insertelement <8 x float> poison, float %362, i64 0
  %364 = shufflevector <8 x float> %363, <8 x float> poison, <8 x i32> zeroinitializer
  %365 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %364, <8 x float> %356, <8 x float> %352)
  %366 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %364, <8 x float> %358, <8 x float> %351)
  %367 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %364, <8 x float> %360, <8 x float> %350)
  %368 = getelementptr inbounds nuw float, ptr %303, i64 %353
  %369 = load float, ptr %368, align 4
  %370 = insertelement <8 x float> poison, float %369, i64 0
  %371 = shufflevector <8 x float> %370, <8 x float> poison, <8 x i32> zeroinitializer
  %372 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %371, <8 x float> %356, <8 x float> %349)
  %373 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %371, <8 x float> %358, <8 x float> %348)
  %374 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %371, <8 x float> %360, <8 x float> %347)
  %375 = getelementptr inbounds nuw float, ptr %305, i64 %353
  %376 = load float, ptr %375, align 4
  %377 = insertelement <8 x float> poison, float %376, i64 0
  %378 = shufflevector <8 x float> %377, <8 x float> poison, <8 x i32> zeroinitializer
  %379 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %378, <8 x float> %356, <8 x float> %346)
  %380 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %378, <8 x float> %358, <8 x float> %345)
  %381 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %378, <8 x float> %360, <8 x float> %344)
  %382 = add nuw nsw i64 %353, 1
  %383 = icmp eq i64 %382, %4
  br i1 %383, label %307, label %343

384:                                              ; preds = %138
  br i1 %11, label %385, label %393

385:                                              ; preds = %384
  %386 = shl nuw nsw i64 %139, 2
  %387 = load ptr, ptr %23, align 8
  %388 = getelementptr inbounds nuw i8, ptr %23, i64 8
  %389 = load ptr, ptr %388, align 8
  %390 = getelementptr inbounds nuw i8, ptr %23, i64 16
  %391 = load ptr, ptr %390, align 8
  %392 = getelementptr i8, ptr %3, i64 %386
  br label %441

393:                                              ; preds = %441, %384
  %394 = phi <8 x float> [ zeroinitializer, %384 ], [ %487, %441 ]
  %395 = phi <8 x float> [ zeroinitializer, %384 ], [ %486, %441 ]
  %396 = phi <8 x float> [ zeroinitializer, %384 ], [ %485, %441 ]
  %397 = phi <8 x float> [ zeroinitializer, %384 ], [ %484, %441 ]
  %398 = phi <8 x float> [ zeroinitializer, %384 ], [ %479, %441 ]
  %399 = phi <8 x float> [ zeroinitializer, %384 ], [ %478, %441 ]
  %400 = phi <8 x float> [ zeroinitializer, %384 ], [ %477, %441 ]
  %401 = phi <8 x float> [ zeroinitializer, %384 ], [ %476, %441 ]
  %402 = phi <8 x float> [ zeroinitializer, %384 ], [ %471, %441 ]
  %403 = phi <8 x float> [ zeroinitializer, %384 ], [ %470, %441 ]
  %404 = phi <8 x float> [ zeroinitializer, %384 ], [ %469, %441 ]
  %405 = phi <8 x float> [ zeroinitializer, %384 ], [ %468, %441 ]
  %406 = load ptr, ptr %24, align 8
  %407 = getelementptr inbounds nuw float, ptr %406, i64 %139
  store <8 x float> %405, ptr %407, align 4
  %408 = load ptr, ptr %24, align 8
  %409 = getelementptr inbounds nuw float, ptr %408, i64 %139
  %410 = getelementptr inbounds nuw i8, ptr %409, i64 32
  store <8 x float> %404, ptr %410, align 4
  %411 = load ptr, ptr %24, align 8
  %412 = getelementptr inbounds nuw float, ptr %411, i64 %139
  %413 = getelementptr inbounds nuw i8, ptr %412, i64 64
  store <8 x float> %403, ptr %413, align 4
  %414 = load ptr, ptr %24, align 8
  %415 = getelementptr inbounds nuw float, ptr %414, i64 %139
  %416 = getelementptr inbounds nuw i8, ptr %415, i64 96
  store <8 x float> %402, ptr %416, align 4
  %417 = getelementptr inbounds nuw i8, ptr %24, i64 8
  %418 = load ptr, ptr %417, align 8
  %419 = getelementptr inbounds nuw float, ptr %418, i64 %139
  store <8 x float> %401, ptr %419, align 4
  %420 = load ptr, ptr %417, align 8
  %421 = getelementptr inbounds nuw float, ptr %420, i64 %139
  %422 = getelementptr inbounds nuw i8, ptr %421, i64 32
  store <8 x float> %400, ptr %422, align 4
  %423 = load ptr, ptr %417, align 8
  %424 = getelementptr inbounds nuw float, ptr %423, i64 %139
  %425 = getelementptr inbounds nuw i8, ptr %424, i64 64
  store <8 x float> %399, ptr %425, align 4
  %426 = load ptr, ptr %417, align 8
  %427 = getelementptr inbounds nuw float, ptr %426, i64 %139
  %428 = getelementptr inbounds nuw i8, ptr %427, i64 96
  store <8 x float> %398, ptr %428, align 4
  %429 = getelementptr inbounds nuw i8, ptr %24, i64 16
  %430 = load ptr, ptr %429, align 8
  %431 = getelementptr inbounds nuw float, ptr %430, i64 %139
  store <8 x float> %397, ptr %431, align 4
  %432 = load ptr, ptr %429, align 8
  %433 = getelementptr inbounds nuw float, ptr %432, i64 %139
  %434 = getelementptr inbounds nuw i8, ptr %433, i64 32
  store <8 x float> %396, ptr %434, align 4
  %435 = load ptr, ptr %429, align 8
  %436 = getelementptr inbounds nuw float, ptr %435, i64 %139
  %437 = getelementptr inbounds nuw i8, ptr %436, i64 64
  store <8 x float> %395, ptr %437, align 4
  %438 = load ptr, ptr %429, align 8
  %439 = getelementptr inbounds nuw float, ptr %438, i64 %139
  %440 = getelementptr inbounds nuw i8, ptr %439, i64 96
  store <8 x float> %394, ptr %440, align 4
  br label %808

441:                                              ; preds = %385, %441
  %442 = phi <8 x float> [ zeroinitializer, %385 ], [ %487, %441 ]
  %443 = phi <8 x float> [ zeroinitializer, %385 ], [ %486, %441 ]
  %444 = phi <8 x float> [ zeroinitializer, %385 ], [ %485, %441 ]
  %445 = phi <8 x float> [ zeroinitializer, %385 ], [ %484, %441 ]
  %446 = phi <8 x float> [ zeroinitializer, %385 ], [ %479, %441 ]
  %447 = phi <8 x float> [ zeroinitializer, %385 ], [ %478, %441 ]
  %448 = phi <8 x float> [ zeroinitializer, %385 ], [ %477, %441 ]
  %449 = phi <8 x float> [ zeroinitializer, %385 ], [ %476, %441 ]
  %450 = phi <8 x float> [ zeroinitializer, %385 ], [ %471, %441 ]
  %451 = phi <8 x float> [ zeroinitializer, %385 ], [ %470, %441 ]
  %452 = phi <8 x float> [ zeroinitializer, %385 ], [ %469, %441 ]
  %453 = phi <8 x float> [ zeroinitializer, %385 ], [ %468, %441 ]
  %454 = phi i64 [ 0, %385 ], [ %488, %441 ]
  %455 = mul i64 %12, %454
  %456 = getelementptr i8, ptr %392, i64 %455
  %457 = load <8 x float>, ptr %456, align 4
  %458 = getelementptr inbounds nuw i8, ptr %456, i64 32
  %459 = load <8 x float>, ptr %458, align 4
  %460 = getelementptr inbounds nuw i8, ptr %456, i64 64
  %461 = load <8 x float>, ptr %460, align 4
  %462 = getelementptr inbounds nuw i8, ptr %456, i64 96
  %463 = load <8 x float>, ptr %462, align 4
  %464 = getelementptr inbounds nuw float, ptr %387, i64 %454
  %465 = load float, ptr %464, align 4
  %466 = insertelement <8 x float> poison, float %465, i64 0
  %467 = shufflevector <8 x float> %466, <8 x float> poison, <8 x i32> zeroinitializer
  %468 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %467, <8 x float> %457, <8 x float> %453)
  %469 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %467, <8 x float> %459, <8 x float> %452)
  %470 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %467, <8 x float> %461, <8 x float> %451)
  %471 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %467, <8 x float> %463, <8 x float> %450)
  %472 = getelementptr inbounds nuw float, ptr %389, i64 %454
  %473 = load float, ptr %472, align 4
  %474 = insertelement <8 x float> poison, float %473, i64 0
  %475 = shufflevector <8 x float> %474, <8 x float> poison, <8 x i32> zeroinitializer
  %476 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %475, <8 x float> %457, <8 x float> %449)
  %477 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %475, <8 x float> %459, <8 x float> %448)
  %478 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %475, <8 x float> %461, <8 x float> %447)
  %479 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %475, <8 x float> %463, <8 x float> %446)
  %480 = getelementptr inbounds nuw float, ptr %391, i64 %454
  %481 = load float, ptr %480, align 4
  %482 = insertelement <8 x float> poison, float %481, i64 0
  %483 = shufflevector <8 x float> %482, <8 x float> poison, <8 x i32> zeroinitializer
  %484 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %483, <8 x float> %457, <8 x float> %445)
  %485 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %483, <8 x float> %459, <8 x float> %444)
  %486 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %483, <8 x float> %461, <8 x float> %443)
  %487 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %483, <8 x float> %463, <8 x float> %442)
  %488 = add nuw nsw i64 %454, 1
  %489 = icmp eq i64 %488, %4
  br i1 %489, label %393, label %441

490:                                              ; preds = %138
  br i1 %11, label %491, label %499

491:                                              ; preds = %490
  %492 = shl nuw nsw i64 %139, 2
  %493 = load ptr, ptr %23, align 8
  %494 = getelementptr inbounds nuw i8, ptr %23, i64 8
  %495 = load ptr, ptr %494, align 8
  %496 = getelementptr inbounds nuw i8, ptr %23, i64 16
  %497 = load ptr, ptr %496, align 8
  %498 = getelementptr i8, ptr %3, i64 %492
  br label %547

499:                                              ; preds = %547, %490
  %500 = phi <8 x float> [ zeroinitializer, %490 ], [ %595, %547 ]
  %501 = phi <8 x float> [ zeroinitializer, %490 ], [ %594, %547 ]
  %502 = phi <8 x float> [ zeroinitializer, %490 ], [ %589, %547 ]
  %503 = phi <8 x float> [ zeroinitializer, %490 ], [ %588, %547 ]
  %504 = phi <8 x float> [ zeroinitializer, %490 ], [ %587, %547 ]
  %505 = phi <8 x float> [ zeroinitializer, %490 ], [ %586, %547 ]
  %506 = phi <8 x float> [ zeroinitializer, %490 ], [ %585, %547 ]
  %507 = phi <8 x float> [ zeroinitializer, %490 ], [ %580, %547 ]
  %508 = phi <8 x float> [ zeroinitializer, %490 ], [ %579, %547 ]
  %509 = phi <8 x float> [ zeroinitializer, %490 ], [ %578, %547 ]
  %510 = phi <8 x float> [ zeroinitializer, %490 ], [ %577, %547 ]
  %511 = phi <8 x float> [ zeroinitializer, %490 ], [ %576, %547 ]
  %512 = load ptr, ptr %24, align 8
  %513 = getelementptr inbounds nuw float, ptr %512, i64 %139
  store <8 x float> %511, ptr %513, align 4
  %514 = load ptr, ptr %24, align 8
  %515 = getelementptr inbounds nuw float, ptr %514, i64 %139
  %516 = getelementptr inbounds nuw i8, ptr %515, i64 32
  store <8 x float> %510, ptr %516, align 4
  %517 = load ptr, ptr %24, align 8
  %518 = getelementptr inbounds nuw float, ptr %517, i64 %139
  %519 = getelementptr inbounds nuw i8, ptr %518, i64 64
  store <8 x float> %509, ptr %519, align 4
  %520 = load ptr, ptr %24, align 8
  %521 = getelementptr inbounds nuw float, ptr %520, i64 %139
  %522 = getelementptr inbounds nuw i8, ptr %521, i64 96
  store <8 x float> %508, ptr %522, align 4
  %523 = load ptr, ptr %24, align 8
  %524 = getelementptr inbounds nuw float, ptr %523, i64 %139
  %525 = getelementptr inbounds nuw i8, ptr %524, i64 128
  store <8 x float> %507, ptr %525, align 4
  %526 = getelementptr inbounds nuw i8, ptr %24, i64 8
  %527 = load ptr, ptr %526, align 8
  %528 = getelementptr inbounds nuw float, ptr %527, i64 %139
  store <8 x float> %506, ptr %528, align 4
  %529 = load ptr, ptr %526, align 8
  %530 = getelementptr inbounds nuw float, ptr %529, i64 %139
  %531 = getelementptr inbounds nuw i8, ptr %530, i64 32
  store <8 x float> %505, ptr %531, align 4
  %532 = load ptr, ptr %526, align 8
  %533 = getelementptr inbounds nuw float, ptr %532, i64 %139
  %534 = getelementptr inbounds nuw i8, ptr %533, i64 64
  store <8 x float> %504, ptr %534, align 4
  %535 = load ptr, ptr %526, align 8
  %536 = getelementptr inbounds nuw float, ptr %535, i64 %139
  %537 = getelementptr inbounds nuw i8, ptr %536, i64 96
  store <8 x float> %503, ptr %537, align 4
  %538 = load ptr, ptr %526, align 8
  %539 = getelementptr inbounds nuw float, ptr %538, i64 %139
  %540 = getelementptr inbounds nuw i8, ptr %539, i64 128
  store <8 x float> %502, ptr %540, align 4
  %541 = getelementptr inbounds nuw i8, ptr %24, i64 16
  %542 = load ptr, ptr %541, align 8
  %543 = getelementptr inbounds nuw float, ptr %542, i64 %139
  store <8 x float> %501, ptr %543, align 4
  %544 = load ptr, ptr %541, align 8
  %545 = getelementptr inbounds nuw float, ptr %544, i64 %139
  %546 = getelementptr inbounds nuw i8, ptr %545, i64 32
  store <8 x float> %500, ptr %546, align 4
  br label %808

547:                                              ; preds = %491, %547
  %548 = phi <8 x float> [ zeroinitializer, %491 ], [ %595, %547 ]
  %549 = phi <8 x float> [ zeroinitializer, %491 ], [ %594, %547 ]
  %550 = phi <8 x float> [ zeroinitializer, %491 ], [ %589, %547 ]
  %551 = phi <8 x float> [ zeroinitializer, %491 ], [ %588, %547 ]
  %552 = phi <8 x float> [ zeroinitializer, %491 ], [ %587, %547 ]
  %553 = phi <8 x float> [ zeroinitializer, %491 ], [ %586, %547 ]
  %554 = phi <8 x float> [ zeroinitializer, %491 ], [ %585, %547 ]
  %555 = phi <8 x float> [ zeroinitializer, %491 ], [ %580, %547 ]
  %556 = phi <8 x float> [ zeroinitializer, %491 ], [ %579, %547 ]
  %557 = phi <8 x float> [ zeroinitializer, %491 ], [ %578, %547 ]
  %558 = phi <8 x float> [ zeroinitializer, %491 ], [ %577, %547 ]
  %559 = phi <8 x float> [ zeroinitializer, %491 ], [ %576, %547 ]
  %560 = phi i64 [ 0, %491 ], [ %596, %547 ]
  %561 = mul i64 %12, %560
  %562 = getelementptr i8, ptr %498, i64 %561
  %563 = load <8 x float>, ptr %562, align 4
  %564 = getelementptr inbounds nuw i8, ptr %562, i64 32
  %565 = load <8 x float>, ptr %564, align 4
  %566 = getelementptr inbounds nuw i8, ptr %562, i64 64
  %567 = load <8 x float>, ptr %566, align 4
  %568 = getelementptr inbounds nuw i8, ptr %562, i64 96
  %569 = load <8 x float>, ptr %568, align 4
  %570 = getelementptr inbounds nuw i8, ptr %562, i64 128
  %571 = load <8 x float>, ptr %570, align 4
  %572 = getelementptr inbounds nuw float, ptr %493, i64 %560
  %573 = load float, ptr %572, align 4
  %574 = insertelement <8 x float> poison, float %573, i64 0
  %575 = shufflevector <8 x float> %574, <8 x float> poison, <8 x i32> zeroinitializer
  %576 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %575, <8 x float> %563, <8 x float> %559)
  %577 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %575, <8 x float> %565, <8 x float> %558)
  %578 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %575, <8 x float> %567, <8 x float> %557)
  %579 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %575, <8 x float> %569, <8 x float> %556)
  %580 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %575, <8 x float> %571, <8 x float> %555)
  %581 = getelementptr inbounds nuw float, ptr %495, i64 %560
  %582 = load float, ptr %581, align 4
  %583 = insertelement <8 x float> poison, float %582, i64 0
  %584 = shufflevector <8 x float> %583, <8 x float> poison, <8 x i32> zeroinitializer
  %585 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %584, <8 x float> %563, <8 x float> %554)
  %586 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %584, <8 x float> %565, <8 x float> %553)
  %587 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %584, <8 x float> %567, <8 x float> %552)
  %588 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %584, <8 x float> %569, <8 x float> %551)
  %589 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %584, <8 x float> %571, <8 x float> %550)
  %590 = getelementptr inbounds nuw float, ptr %497, i64 %560
  %591 = load float, ptr %590, align 4
  %592 = insertelement <8 x float> poison, float %591, i64 0
  %593 = shufflevector <8 x float> %592, <8 x float> poison, <8 x i32> zeroinitializer
  %594 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %593, <8 x float> %563, <8 x float> %549)
  %595 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %593, <8 x float> %565, <8 x float> %548)
  %596 = add nuw nsw i64 %560, 1
  %597 = icmp eq i64 %596, %4
  br i1 %597, label %499, label %547

598:                                              ; preds = %138
  br i1 %11, label %599, label %605

599:                                              ; preds = %598
  %600 = shl nuw nsw i64 %139, 2
  %601 = load ptr, ptr %23, align 8
  %602 = getelementptr inbounds nuw i8, ptr %23, i64 8
  %603 = load ptr, ptr %602, align 8
  %604 = getelementptr i8, ptr %3, i64 %600
  br label %653

605:                                              ; preds = %653, %598
  %606 = phi <8 x float> [ zeroinitializer, %598 ], [ %699, %653 ]
  %607 = phi <8 x float> [ zeroinitializer, %598 ], [ %698, %653 ]
  %608 = phi <8 x float> [ zeroinitializer, %598 ], [ %697, %653 ]
  %609 = phi <8 x float> [ zeroinitializer, %598 ], [ %696, %653 ]
  %610 = phi <8 x float> [ zeroinitializer, %598 ], [ %695, %653 ]
  %611 = phi <8 x float> [ zeroinitializer, %598 ], [ %694, %653 ]
  %612 = phi <8 x float> [ zeroinitializer, %598 ], [ %689, %653 ]
  %613 = phi <8 x float> [ zeroinitializer, %598 ], [ %688, %653 ]
  %614 = phi <8 x float> [ zeroinitializer, %598 ], [ %687, %653 ]
  %615 = phi <8 x float> [ zeroinitializer, %598 ], [ %686, %653 ]
  %616 = phi <8 x float> [ zeroinitializer, %598 ], [ %685, %653 ]
  %617 = phi <8 x float> [ zeroinitializer, %598 ], [ %684, %653 ]
  %618 = load ptr, ptr %24, align 8
  %619 = getelementptr inbounds nuw float, ptr %618, i64 %139
  store <8 x float> %617, ptr %619, align 4
  %620 = load ptr, ptr %24, align 8
  %621 = getelementptr inbounds nuw float, ptr %620, i64 %139
  %622 = getelementptr inbounds nuw i8, ptr %621, i64 32
  store <8 x float> %616, ptr %622, align 4
  %623 = load ptr, ptr %24, align 8
  %624 = getelementptr inbounds nuw float, ptr %623, i64 %139
  %625 = getelementptr inbounds nuw i8, ptr %624, i64 64
  store <8 x float> %615, ptr %625, align 4
  %626 = load ptr, ptr %24, align 8
  %627 = getelementptr inbounds nuw float, ptr %626, i64 %139
  %628 = getelementptr inbounds nuw i8, ptr %627, i64 96
  store <8 x float> %614, ptr %628, align 4
  %629 = load ptr, ptr %24, align 8
  %630 = getelementptr inbounds nuw float, ptr %629, i64 %139
  %631 = getelementptr inbounds nuw i8, ptr %630, i64 128
  store <8 x float> %613, ptr %631, align 4
  %632 = load ptr, ptr %24, align 8
  %633 = getelementptr inbounds nuw float, ptr %632, i64 %139
  %634 = getelementptr inbounds nuw i8, ptr %633, i64 160
  store <8 x float> %612, ptr %634, align 4
  %635 = getelementptr inbounds nuw i8, ptr %24, i64 8
  %636 = load ptr, ptr %635, align 8
  %637 = getelementptr inbounds nuw float, ptr %636, i64 %139
  store <8 x float> %611, ptr %637, align 4
  %638 = load ptr, ptr %635, align 8
  %639 = getelementptr inbounds nuw float, ptr %638, i64 %139
  %640 = getelementptr inbounds nuw i8, ptr %639, i64 32
  store <8 x float> %610, ptr %640, align 4
  %641 = load ptr, ptr %635, align 8
  %642 = getelementptr inbounds nuw float, ptr %641, i64 %139
  %643 = getelementptr inbounds nuw i8, ptr %642, i64 64
  store <8 x float> %609, ptr %643, align 4
  %644 = load ptr, ptr %635, align 8
  %645 = getelementptr inbounds nuw float, ptr %644, i64 %139
  %646 = getelementptr inbounds nuw i8, ptr %645, i64 96
  store <8 x float> %608, ptr %646, align 4
  %647 = load ptr, ptr %635, align 8
  %648 = getelementptr inbounds nuw float, ptr %647, i64 %139
  %649 = getelementptr inbounds nuw i8, ptr %648, i64 128
  store <8 x float> %607, ptr %649, align 4
  %650 = load ptr, ptr %635, align 8
  %651 = getelementptr inbounds nuw float, ptr %650, i64 %139
  %652 = getelementptr inbounds nuw i8, ptr %651, i64 160
  store <8 x float> %606, ptr %652, align 4
  br label %808

653:                                              ; preds = %599, %653
  %654 = phi <8 x float> [ zeroinitializer, %599 ], [ %699, %653 ]
  %655 = phi <8 x float> [ zeroinitializer, %599 ], [ %698, %653 ]
  %656 = phi <8 x float> [ zeroinitializer, %599 ], [ %697, %653 ]
  %657 = phi <8 x float> [ zeroinitializer, %599 ], [ %696, %653 ]
  %658 = phi <8 x float> [ zeroinitializer, %599 ], [ %695, %653 ]
  %659 = phi <8 x float> [ zeroinitializer, %599 ], [ %694, %653 ]
  %660 = phi <8 x float> [ zeroinitializer, %599 ], [ %689, %653 ]
  %661 = phi <8 x float> [ zeroinitializer, %599 ], [ %688, %653 ]
  %662 = phi <8 x float> [ zeroinitializer, %599 ], [ %687, %653 ]
  %663 = phi <8 x float> [ zeroinitializer, %599 ], [ %686, %653 ]
  %664 = phi <8 x float> [ zeroinitializer, %599 ], [ %685, %653 ]
  %665 = phi <8 x float> [ zeroinitializer, %599 ], [ %684, %653 ]
  %666 = phi i64 [ 0, %599 ], [ %700, %653 ]
  %667 = mul i64 %12, %666
  %668 = getelementptr i8, ptr %604, i64 %667
  %669 = load <8 x float>, ptr %668, align 4
  %670 = getelementptr inbounds nuw i8, ptr %668, i64 32
  %671 = load <8 x float>, ptr %670, align 4
  %672 = getelementptr inbounds nuw i8, ptr %668, i64 64
  %673 = load <8 x float>, ptr %672, align 4
  %674 = getelementptr inbounds nuw i8, ptr %668, i64 96
  %675 = load <8 x float>, ptr %674, align 4
  %676 = getelementptr inbounds nuw i8, ptr %668, i64 128
  %677 = load <8 x float>, ptr %676, align 4
  %678 = getelementptr inbounds nuw i8, ptr %668, i64 160
  %679 = load <8 x float>, ptr %678, align 4
  %680 = getelementptr inbounds nuw float, ptr %601, i64 %666
  %681 = load float, ptr %680, align 4
  %682 = insertelement <8 x float> poison, float %681, i64 0
  %683 = shufflevector <8 x float> %682, <8 x float> poison, <8 x i32> zeroinitializer
  %684 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %683, <8 x float> %669, <8 x float> %665)
  %685 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %683, <8 x float> %671, <8 x float> %664)
  %686 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %683, <8 x float> %673, <8 x float> %663)
  %687 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %683, <8 x float> %675, <8 x float> %662)
  %688 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %683, <8 x float> %677, <8 x float> %661)
  %689 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %683, <8 x float> %679, <8 x float> %660)
  %690 = getelementptr inbounds nuw float, ptr %603, i64 %666
  %691 = load float, ptr %690, align 4
  %692 = insertelement <8 x float> poison, float %691, i64 0
  %693 = shufflevector <8 x float> %692, <8 x float> poison, <8 x i32> zeroinitializer
  %694 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %693, <8 x float> %669, <8 x float> %659)
  %695 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %693, <8 x float> %671, <8 x float> %658)
  %696 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %693, <8 x float> %673, <8 x float> %657)
  %697 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %693, <8 x float> %675, <8 x float> %656)
  %698 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %693, <8 x float> %677, <8 x float> %655)
  %699 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %693, <8 x float> %679, <8 x float> %654)
  %700 = add nuw nsw i64 %666, 1
  %701 = icmp eq i64 %700, %4
  br i1 %701, label %605, label %653

702:                                              ; preds = %138
  br i1 %11, label %703, label %709

703:                                              ; preds = %702
  %704 = shl i64 %139, 2
  %705 = load ptr, ptr %23, align 8
  %706 = getelementptr inbounds nuw i8, ptr %23, i64 8
  %707 = load ptr, ptr %706, align 8
  %708 = getelementptr i8, ptr %3, i64 %704
  br label %757

709:                                              ; preds = %757, %702
  %710 = phi <8 x float> [ zeroinitializer, %702 ], [ %805, %757 ]
  %711 = phi <8 x float> [ zeroinitializer, %702 ], [ %804, %757 ]
  %712 = phi <8 x float> [ zeroinitializer, %702 ], [ %803, %757 ]
  %713 = phi <8 x float> [ zeroinitializer, %702 ], [ %802, %757 ]
  %714 = phi <8 x float> [ zeroinitializer, %702 ], [ %801, %757 ]
  %715 = phi <8 x float> [ zeroinitializer, %702 ], [ %796, %757 ]
  %716 = phi <8 x float> [ zeroinitializer, %702 ], [ %795, %757 ]
  %717 = phi <8 x float> [ zeroinitializer, %702 ], [ %794, %757 ]
  %718 = phi <8 x float> [ zeroinitializer, %702 ], [ %793, %757 ]
  %719 = phi <8 x float> [ zeroinitializer, %702 ], [ %792, %757 ]
  %720 = phi <8 x float> [ zeroinitializer, %702 ], [ %791, %757 ]
  %721 = phi <8 x float> [ zeroinitializer, %702 ], [ %790, %757 ]
  %722 = load ptr, ptr %24, align 8
  %723 = getelementptr inbounds nuw float, ptr %722, i64 %139
  store <8 x float> %721, ptr %723, align 4
  %724 = load ptr, ptr %24, align 8
  %725 = getelementptr inbounds nuw float, ptr %724, i64 %139
  %726 = getelementptr inbounds nuw i8, ptr %725, i64 32
  store <8 x float> %720, ptr %726, align 4
  %727 = load ptr, ptr %24, align 8
  %728 = getelementptr inbounds nuw float, ptr %727, i64 %139
  %729 = getelementptr inbounds nuw i8, ptr %728, i64 64
  store <8 x float> %719, ptr %729, align 4
  %730 = load ptr, ptr %24, align 8
  %731 = getelementptr inbounds nuw float, ptr %730, i64 %139
  %732 = getelementptr inbounds nuw i8, ptr %731, i64 96
  store <8 x float> %718, ptr %732, align 4
  %733 = load ptr, ptr %24, align 8
  %734 = getelementptr inbounds nuw float, ptr %733, i64 %139
  %735 = getelementptr inbounds nuw i8, ptr %734, i64 128
  store <8 x float> %717, ptr %735, align 4
  %736 = load ptr, ptr %24, align 8
  %737 = getelementptr inbounds nuw float, ptr %736, i64 %139
  %738 = getelementptr inbounds nuw i8, ptr %737, i64 160
  store <8 x float> %716, ptr %738, align 4
  %739 = load ptr, ptr %24, align 8
  %740 = getelementptr inbounds nuw float, ptr %739, i64 %139
  %741 = getelementptr inbounds nuw i8, ptr %740, i64 192
  store <8 x float> %715, ptr %741, align 4
  %742 = getelementptr inbounds nuw i8, ptr %24, i64 8
  %743 = load ptr, ptr %742, align 8
  %744 = getelementptr inbounds nuw float, ptr %743, i64 %139
  store <8 x float> %714, ptr %744, align 4
  %745 = load ptr, ptr %742, align 8
  %746 = getelementptr inbounds nuw float, ptr %745, i64 %139
  %747 = getelementptr inbounds nuw i8, ptr %746, i64 32
  store <8 x float> %713, ptr %747, align 4
  %748 = load ptr, ptr %742, align 8
  %749 = getelementptr inbounds nuw float, ptr %748, i64 %139
  %750 = getelementptr inbounds nuw i8, ptr %749, i64 64
  store <8 x float> %712, ptr %750, align 4
  %751 = load ptr, ptr %742, align 8
  %752 = getelementptr inbounds nuw float, ptr %751, i64 %139
  %753 = getelementptr inbounds nuw i8, ptr %752, i64 96
  store <8 x float> %711, ptr %753, align 4
  %754 = load ptr, ptr %742, align 8
  %755 = getelementptr inbounds nuw float, ptr %754, i64 %139
  %756 = getelementptr inbounds nuw i8, ptr %755, i64 128
  store <8 x float> %710, ptr %756, align 4
  br label %808

757:                                              ; preds = %703, %757
  %758 = phi <8 x float> [ zeroinitializer, %703 ], [ %805, %757 ]
  %759 = phi <8 x float> [ zeroinitializer, %703 ], [ %804, %757 ]
  %760 = phi <8 x float> [ zeroinitializer, %703 ], [ %803, %757 ]
  %761 = phi <8 x float> [ zeroinitializer, %703 ], [ %802, %757 ]
  %762 = phi <8 x float> [ zeroinitializer, %703 ], [ %801, %757 ]
  %763 = phi <8 x float> [ zeroinitializer, %703 ], [ %796, %757 ]
  %764 = phi <8 x float> [ zeroinitializer, %703 ], [ %795, %757 ]
  %765 = phi <8 x float> [ zeroinitializer, %703 ], [ %794, %757 ]
  %766 = phi <8 x float> [ zeroinitializer, %703 ], [ %793, %757 ]
  %767 = phi <8 x float> [ zeroinitializer, %703 ], [ %792, %757 ]
  %768 = phi <8 x float> [ zeroinitializer, %703 ], [ %791, %757 ]
  %769 = phi <8 x float> [ zeroinitializer, %703 ], [ %790, %757 ]
  %770 = phi i64 [ 0, %703 ], [ %806, %757 ]
  %771 = mul i64 %12, %770
  %772 = getelementptr i8, ptr %708, i64 %771
  %773 = load <8 x float>, ptr %772, align 4
  %774 = getelementptr inbounds nuw i8, ptr %772, i64 32
  %775 = load <8 x float>, ptr %774, align 4
  %776 = getelementptr inbounds nuw i8, ptr %772, i64 64
  %777 = load <8 x float>, ptr %776, align 4
  %778 = getelementptr inbounds nuw i8, ptr %772, i64 96
  %779 = load <8 x float>, ptr %778, align 4
  %780 = getelementptr inbounds nuw i8, ptr %772, i64 128
  %781 = load <8 x float>, ptr %780, align 4
  %782 = getelementptr inbounds nuw i8, ptr %772, i64 160
  %783 = load <8 x float>, ptr %782, align 4
  %784 = getelementptr inbounds nuw i8, ptr %772, i64 192
  %785 = load <8 x float>, ptr %784, align 4
  %786 = getelementptr inbounds nuw float, ptr %705, i64 %770
  %787 = load float, ptr %786, align 4
  %788 = insertelement <8 x float> poison, float %787, i64 0
  %789 = shufflevector <8 x float> %788, <8 x float> poison, <8 x i32> zeroinitializer
  %790 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %789, <8 x float> %773, <8 x float> %769)
  %791 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %789, <8 x float> %775, <8 x float> %768)
  %792 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %789, <8 x float> %777, <8 x float> %767)
  %793 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %789, <8 x float> %779, <8 x float> %766)
  %794 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %789, <8 x float> %781, <8 x float> %765)
  %795 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %789, <8 x float> %783, <8 x float> %764)
  %796 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %789, <8 x float> %785, <8 x float> %763)
  %797 = getelementptr inbounds nuw float, ptr %707, i64 %770
  %798 = load float, ptr %797, align 4
  %799 = insertelement <8 x float> poison, float %798, i64 0
  %800 = shufflevector <8 x float> %799, <8 x float> poison, <8 x i32> zeroinitializer
  %801 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %800, <8 x float> %773, <8 x float> %762)
  %802 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %800, <8 x float> %775, <8 x float> %761)
  %803 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %800, <8 x float> %777, <8 x float> %760)
  %804 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %800, <8 x float> %779, <8 x float> %759)
  %805 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %800, <8 x float> %781, <8 x float> %758)
  %806 = add nuw nsw i64 %770, 1
  %807 = icmp eq i64 %806, %4
  br i1 %807, label %709, label %757

808:                                              ; preds = %138, %174, %241, %307, %393, %499, %605, %709
  %809 = add nuw nsw i64 %21, 3
  %810 = icmp sgt i64 %809, %2
  br i1 %810, label %811, label %20

811:                                              ; preds = %808, %7
  %812 = phi i64 [ 0, %7 ], [ %21, %808 ]
  %813 = sub nsw i64 %2, %812
  switch i64 %813, label %2899 [
    i64 2, label %814
    i64 1, label %1559
  ]

814:                                              ; preds = %811
  %815 = getelementptr inbounds nuw ptr, ptr %0, i64 %812
  %816 = getelementptr inbounds nuw ptr, ptr %1, i64 %812
  %817 = icmp slt i64 %6, 48
  br i1 %817, label %933, label %818

818:                                              ; preds = %814
  %819 = icmp sgt i64 %4, 0
  %820 = shl i64 %5, 2
  %821 = add nsw i64 %6, -48
  %822 = udiv i64 %821, 48
  %823 = getelementptr inbounds nuw i8, ptr %815, i64 8
  %824 = getelementptr inbounds nuw i8, ptr %816, i64 8
  br label %825

825:                                              ; preds = %818, %834
  %826 = phi i64 [ 0, %818 ], [ %882, %834 ]
  %827 = phi i64 [ 48, %818 ], [ %881, %834 ]
  %828 = phi i64 [ 0, %818 ], [ %827, %834 ]
  br i1 %819, label %829, label %834

829:                                              ; preds = %825
  %830 = mul i64 %826, 192
  %831 = load ptr, ptr %815, align 8
  %832 = load ptr, ptr %823, align 8
  %833 = getelementptr i8, ptr %3, i64 %830
  br label %884

834:                                              ; preds = %884, %825
  %835 = phi <8 x float> [ zeroinitializer, %825 ], [ %915, %884 ]
  %836 = phi <8 x float> [ zeroinitializer, %825 ], [ %916, %884 ]
  %837 = phi <8 x float> [ zeroinitializer, %825 ], [ %917, %884 ]
  %838 = phi <8 x float> [ zeroinitializer, %825 ], [ %918, %884 ]
  %839 = phi <8 x float> [ zeroinitializer, %825 ], [ %919, %884 ]
  %840 = phi <8 x float> [ zeroinitializer, %825 ], [ %920, %884 ]
  %841 = phi <8 x float> [ zeroinitializer, %825 ], [ %925, %884 ]
  %842 = phi <8 x float> [ zeroinitializer, %825 ], [ %926, %884 ]
  %843 = phi <8 x float> [ zeroinitializer, %825 ], [ %927, %884 ]
  %844 = phi <8 x float> [ zeroinitializer, %825 ], [ %928, %884 ]
  %845 = phi <8 x float> [ zeroinitializer, %825 ], [ %929, %884 ]
  %846 = phi <8 x float> [ zeroinitializer, %825 ], [ %930, %884 ]
  %847 = load ptr, ptr %816, align 8
  %848 = getelementptr inbounds nuw float, ptr %847, i64 %828
  store <8 x float> %835, ptr %848, align 4
  %849 = load ptr, ptr %816, align 8
  %850 = getelementptr inbounds nuw float, ptr %849, i64 %828
  %851 = getelementptr inbounds nuw i8, ptr %850, i64 32
  store <8 x float> %836, ptr %851, align 4
  %852 = load ptr, ptr %816, align 8
  %853 = getelementptr inbounds nuw float, ptr %852, i64 %828
  %854 = getelementptr inbounds nuw i8, ptr %853, i64 64
  store <8 x float> %837, ptr %854, align 4
  %855 = load ptr, ptr %816, align 8
  %856 = getelementptr inbounds nuw float, ptr %855, i64 %828
  %857 = getelementptr inbounds nuw i8, ptr %856, i64 96
  store <8 x float> %838, ptr %857, align 4
  %858 = load ptr, ptr %816, align 8
  %859 = getelementptr inbounds nuw float, ptr %858, i64 %828
  %860 = getelementptr inbounds nuw i8, ptr %859, i64 128
  store <8 x float> %839, ptr %860, align 4
  %861 = load ptr, ptr %816, align 8
  %862 = getelementptr inbounds nuw float, ptr %861, i64 %828
  %863 = getelementptr inbounds nuw i8, ptr %862, i64 160
  store <8 x float> %840, ptr %863, align 4
  %864 = load ptr, ptr %824, align 8
  %865 = getelementptr inbounds nuw float, ptr %864, i64 %828
  store <8 x float> %841, ptr %865, align 4
  %866 = load ptr, ptr %824, align 8
  %867 = getelementptr inbounds nuw float, ptr %866, i64 %828
  %868 = getelementptr inbounds nuw i8, ptr %867, i64 32
  store <8 x float> %842, ptr %868, align 4
  %869 = load ptr, ptr %824, align 8
  %870 = getelementptr inbounds nuw float, ptr %869, i64 %828
  %871 = getelementptr inbounds nuw i8, ptr %870, i64 64
  store <8 x float> %843, ptr %871, align 4
  %872 = load ptr, ptr %824, align 8
  %873 = getelementptr inbounds nuw float, ptr %872, i64 %828
  %874 = getelementptr inbounds nuw i8, ptr %873, i64 96
  store <8 x float> %844, ptr %874, align 4
  %875 = load ptr, ptr %824, align 8
  %876 = getelementptr inbounds nuw float, ptr %875, i64 %828
  %877 = getelementptr inbounds nuw i8, ptr %876, i64 128
  store <8 x float> %845, ptr %877, align 4
  %878 = load ptr, ptr %824, align 8
  %879 = getelementptr inbounds nuw float, ptr %878, i64 %828
  %880 = getelementptr inbounds nuw i8, ptr %879, i64 160
  store <8 x float> %846, ptr %880, align 4
  %881 = add nuw nsw i64 %827, 48
  %882 = add nuw nsw i64 %826, 1
  %883 = icmp eq i64 %826, %822
  br i1 %883, label %933, label %825

884:                                              ; preds = %829, %884
  %885 = phi <8 x float> [ zeroinitializer, %829 ], [ %915, %884 ]
  %886 = phi <8 x float> [ zeroinitializer, %829 ], [ %916, %884 ]
  %887 = phi <8 x float> [ zeroinitializer, %829 ], [ %917, %884 ]
  %888 = phi <8 x float> [ zeroinitializer, %829 ], [ %918, %884 ]
  %889 = phi <8 x float> [ zeroinitializer, %829 ], [ %919, %884 ]
  %890 = phi <8 x float> [ zeroinitializer, %829 ], [ %920, %884 ]
  %891 = phi <8 x float> [ zeroinitializer, %829 ], [ %925, %884 ]
  %892 = phi <8 x float> [ zeroinitializer, %829 ], [ %926, %884 ]
  %893 = phi <8 x float> [ zeroinitializer, %829 ], [ %927, %884 ]
  %894 = phi <8 x float> [ zeroinitializer, %829 ], [ %928, %884 ]
  %895 = phi <8 x float> [ zeroinitializer, %829 ], [ %929, %884 ]
  %896 = phi <8 x float> [ zeroinitializer, %829 ], [ %930, %884 ]
  %897 = phi i64 [ 0, %829 ], [ %931, %884 ]
  %898 = mul i64 %820, %897
  %899 = getelementptr i8, ptr %833, i64 %898
  %900 = load <8 x float>, ptr %899, align 4
  %901 = getelementptr inbounds nuw i8, ptr %899, i64 32
  %902 = load <8 x float>, ptr %901, align 4
  %903 = getelementptr inbounds nuw i8, ptr %899, i64 64
  %904 = load <8 x float>, ptr %903, align 4
  %905 = getelementptr inbounds nuw i8, ptr %899, i64 96
  %906 = load <8 x float>, ptr %905, align 4
  %907 = getelementptr inbounds nuw i8, ptr %899, i64 128
  %908 = load <8 x float>, ptr %907, align 4
  %909 = getelementptr inbounds nuw i8, ptr %899, i64 160
  %910 = load <8 x float>, ptr %909, align 4
  %911 = getelementptr inbounds nuw float, ptr %831, i64 %897
  %912 = load float, ptr %911, align 4
  %913 = insertelement <8 x float> poison, float %912, i64 0
  %914 = shufflevector <8 x float> %913, <8 x float> poison, <8 x i32> zeroinitializer
  %915 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %914, <8 x float> %900, <8 x float> %885)
  %916 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %914, <8 x float> %902, <8 x float> %886)
  %917 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %914, <8 x float> %904, <8 x float> %887)
  %918 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %914, <8 x float> %906, <8 x float> %888)
  %919 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %914, <8 x float> %908, <8 x float> %889)
  %920 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %914, <8 x float> %910, <8 x float> %890)
  %921 = getelementptr inbounds nuw float, ptr %832, i64 %897
  %922 = load float, ptr %921, align 4
  %923 = insertelement <8 x float> poison, float %922, i64 0
  %924 = shufflevector <8 x float> %923, <8 x float> poison, <8 x i32> zeroinitializer
  %925 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %924, <8 x float> %900, <8 x float> %891)
  %926 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %924, <8 x float> %902, <8 x float> %892)
  %927 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %924, <8 x float> %904, <8 x float> %893)
  %928 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %924, <8 x float> %906, <8 x float> %894)
  %929 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %924, <8 x float> %908, <8 x float> %895)
  %930 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %924, <8 x float> %910, <8 x float> %896)
  %931 = add nuw nsw i64 %897, 1
  %932 = icmp eq i64 %931, %4
  br i1 %932, label %834, label %884

933:                                              ; preds = %834, %814
  %934 = phi i64 [ 0, %814 ], [ %827, %834 ]
  %935 = sub nsw i64 %6, %934
  %936 = sdiv i64 %935, 8
  switch i64 %936, label %2899 [
    i64 1, label %937
    i64 2, label %1011
    i64 3, label %1111
    i64 4, label %1175
    i64 5, label %1253
    i64 6, label %1345
    i64 7, label %1451
  ]

937:                                              ; preds = %933
  %938 = getelementptr float, ptr %3, i64 %934
  %939 = icmp sgt i64 %4, 0
  br i1 %939, label %940, label %968

940:                                              ; preds = %937
  %941 = load ptr, ptr %815, align 8
  %942 = getelementptr inbounds nuw i8, ptr %815, i64 8
  %943 = load ptr, ptr %942, align 8
  %944 = and i64 %4, 1
  %945 = icmp eq i64 %4, 1
  br i1 %945, label %950, label %946

946:                                              ; preds = %940
  %947 = and i64 %4, 9223372036854775806
  br label %976

948:                                              ; preds = %976
  %949 = icmp eq i64 %944, 0
  br i1 %949, label %968, label %950

950:                                              ; preds = %948, %940
  %951 = phi <8 x float> [ zeroinitializer, %940 ], [ %1007, %948 ]
  %952 = phi <8 x float> [ zeroinitializer, %940 ], [ %1002, %948 ]
  %953 = phi i64 [ 0, %940 ], [ %1008, %948 ]
  %954 = icmp ne i64 %944, 0
  tail call void @llvm.assume(i1 %954)
  %955 = mul nsw i64 %953, %5
  %956 = getelementptr float, ptr %938, i64 %955
  %957 = load <8 x float>, ptr %956, align 4
  %958 = getelementptr inbounds nuw float, ptr %941, i64 %953
  %959 = load float, ptr %958, align 4
  %960 = insertelement <8 x float> poison, float %959, i64 0
  %961 = shufflevector <8 x float> %960, <8 x float> poison, <8 x i32> zeroinitializer
  %962 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %961, <8 x float> %957, <8 x float> %952)
  %963 = getelementptr inbounds nuw float, ptr %943, i64 %953
  %964 = load float, ptr %963, align 4
  %965 = insertelement <8 x float> poison, float %964, i64 0
  %966 = shufflevector <8 x float> %965, <8 x float> poison, <8 x i32> zeroinitializer
  %967 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %966, <8 x float> %957, <8 x float> %951)
  br label %968

968:                                              ; preds = %950, %948, %937
  %969 = phi <8 x float> [ zeroinitializer, %937 ], [ %1007, %948 ], [ %967, %950 ]
  %970 = phi <8 x float> [ zeroinitializer, %937 ], [ %1002, %948 ], [ %962, %950 ]
  %971 = load ptr, ptr %816, align 8
  %972 = getelementptr inbounds nuw float, ptr %971, i64 %934
  store <8 x float> %970, ptr %972, align 4
  %973 = getelementptr inbounds nuw i8, ptr %816, i64 8
  %974 = load ptr, ptr %973, align 8
  %975 = getelementptr inbounds nuw float, ptr %974, i64 %934
  store <8 x float> %969, ptr %975, align 4
  br label %2899

976:                                              ; preds = %976, %946
  %977 = phi <8 x float> [ zeroinitializer, %946 ], [ %1007, %976 ]
  %978 = phi <8 x float> [ zeroinitializer, %946 ], [ %1002, %976 ]
  %979 = phi i64 [ 0, %946 ], [ %1008, %976 ]
  %980 = phi i64 [ 0, %946 ], [ %1009, %976 ]
  %981 = mul nsw i64 %979, %5
  %982 = getelementptr float, ptr %938, i64 %981
  %983 = load <8 x float>, ptr %982, align 4
  %984 = getelementptr inbounds nuw float, ptr %941, i64 %979
  %985 = load float, ptr %984, align 4
  %986 = insertelement <8 x float> poison, float %985, i64 0
  %987 = shufflevector <8 x float> %986, <8 x float> poison, <8 x i32> zeroinitializer
  %988 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %987, <8 x float> %983, <8 x float> %978)
  %989 = getelementptr inbounds nuw float, ptr %943, i64 %979
  %990 = load float, ptr %989, align 4
  %991 = insertelement <8 x float> poison, float %990, i64 0
  %992 = shufflevector <8 x float> %991, <8 x float> poison, <8 x i32> zeroinitializer
  %993 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %992, <8 x float> %983, <8 x float> %977)
  %994 = or disjoint i64 %979, 1
  %995 = mul nsw i64 %994, %5
  %996 = getelementptr float, ptr %938, i64 %995
  %997 = load <8 x float>, ptr %996, align 4
  %998 = getelementptr inbounds nuw float, ptr %941, i64 %994
  %999 = load float, ptr %998, align 4
  %1000 = insertelement <8 x float> poison, float %999, i64 0
  %1001 = shufflevector <8 x float> %1000, <8 x float> poison, <8 x i32> zeroinitializer
  %1002 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1001, <8 x float> %997, <8 x float> %988)
  %1003 = getelementptr inbounds nuw float, ptr %943, i64 %994
  %1004 = load float, ptr %1003, align 4
  %1005 = insertelement <8 x float> poison, float %1004, i64 0
  %1006 = shufflevector <8 x float> %1005, <8 x float> poison, <8 x i32> zeroinitializer
  %1007 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1006, <8 x float> %997, <8 x float> %993)
  %1008 = add nuw nsw i64 %979, 2
  %1009 = add i64 %980, 2
  %1010 = icmp eq i64 %1009, %947
  br i1 %1010, label %948, label %976

1011:                                             ; preds = %933
  %1012 = icmp sgt i64 %4, 0
  br i1 %1012, label %1013, label %1050

1013:                                             ; preds = %1011
  %1014 = shl nuw nsw i64 %934, 2
  %1015 = shl i64 %5, 2
  %1016 = load ptr, ptr %815, align 8
  %1017 = getelementptr inbounds nuw i8, ptr %815, i64 8
  %1018 = load ptr, ptr %1017, align 8
  %1019 = getelementptr i8, ptr %3, i64 %1014
  %1020 = and i64 %4, 1
  %1021 = icmp eq i64 %4, 1
  br i1 %1021, label %1026, label %1022

1022:                                             ; preds = %1013
  %1023 = and i64 %4, 9223372036854775806
  br label %1066

1024:                                             ; preds = %1066
  %1025 = icmp eq i64 %1020, 0
  br i1 %1025, label %1050, label %1026

1026:                                             ; preds = %1024, %1013
  %1027 = phi <8 x float> [ zeroinitializer, %1013 ], [ %1107, %1024 ]
  %1028 = phi <8 x float> [ zeroinitializer, %1013 ], [ %1106, %1024 ]
  %1029 = phi <8 x float> [ zeroinitializer, %1013 ], [ %1101, %1024 ]
  %1030 = phi <8 x float> [ zeroinitializer, %1013 ], [ %1100, %1024 ]
  %1031 = phi i64 [ 0, %1013 ], [ %1108, %1024 ]
  %1032 = icmp ne i64 %1020, 0
  tail call void @llvm.assume(i1 %1032)
  %1033 = mul i64 %1015, %1031
  %1034 = getelementptr i8, ptr %1019, i64 %1033
  %1035 = load <8 x float>, ptr %1034, align 4
  %1036 = getelementptr inbounds nuw i8, ptr %1034, i64 32
  %1037 = load <8 x float>, ptr %1036, align 4
  %1038 = getelementptr inbounds nuw float, ptr %1016, i64 %1031
  %1039 = load float, ptr %1038, align 4
  %1040 = insertelement <8 x float> poison, float %1039, i64 0
  %1041 = shufflevector <8 x float> %1040, <8 x float> poison, <8 x i32> zeroinitializer
  %1042 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1041, <8 x float> %1035, <8 x float> %1030)
  %1043 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1041, <8 x float> %1037, <8 x float> %1029)
  %1044 = getelementptr inbounds nuw float, ptr %1018, i64 %1031
  %1045 = load float, ptr %1044, align 4
  %1046 = insertelement <8 x float> poison, float %1045, i64 0
  %1047 = shufflevector <8 x float> %1046, <8 x float> poison, <8 x i32> zeroinitializer
  %1048 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1047, <8 x float> %1035, <8 x float> %1028)
  %1049 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1047, <8 x float> %1037, <8 x float> %1027)
  br label %1050

1050:                                             ; preds = %1026, %1024, %1011
  %1051 = phi <8 x float> [ zeroinitializer, %1011 ], [ %1107, %1024 ], [ %1049, %1026 ]
  %1052 = phi <8 x float> [ zeroinitializer, %1011 ], [ %1106, %1024 ], [ %1048, %1026 ]
  %1053 = phi <8 x float> [ zeroinitializer, %1011 ], [ %1101, %1024 ], [ %1043, %1026 ]
  %1054 = phi <8 x float> [ zeroinitializer, %1011 ], [ %1100, %1024 ], [ %1042, %1026 ]
  %1055 = load ptr, ptr %816, align 8
  %1056 = getelementptr inbounds nuw float, ptr %1055, i64 %934
  store <8 x float> %1054, ptr %1056, align 4
  %1057 = load ptr, ptr %816, align 8
  %1058 = getelementptr inbounds nuw float, ptr %1057, i64 %934
  %1059 = getelementptr inbounds nuw i8, ptr %1058, i64 32
  store <8 x float> %1053, ptr %1059, align 4
  %1060 = getelementptr inbounds nuw i8, ptr %816, i64 8
  %1061 = load ptr, ptr %1060, align 8
  %1062 = getelementptr inbounds nuw float, ptr %1061, i64 %934
  store <8 x float> %1052, ptr %1062, align 4
  %1063 = load ptr, ptr %1060, align 8
  %1064 = getelementptr inbounds nuw float, ptr %1063, i64 %934
  %1065 = getelementptr inbounds nuw i8, ptr %1064, i64 32
  store <8 x float> %1051, ptr %1065, align 4
  br label %2899

1066:                                             ; preds = %1066, %1022
  %1067 = phi <8 x float> [ zeroinitializer, %1022 ], [ %1107, %1066 ]
  %1068 = phi <8 x float> [ zeroinitializer, %1022 ], [ %1106, %1066 ]
  %1069 = phi <8 x float> [ zeroinitializer, %1022 ], [ %1101, %1066 ]
  %1070 = phi <8 x float> [ zeroinitializer, %1022 ], [ %1100, %1066 ]
  %1071 = phi i64 [ 0, %1022 ], [ %1108, %1066 ]
  %1072 = phi i64 [ 0, %1022 ], [ %1109, %1066 ]
  %1073 = mul i64 %1015, %1071
  %1074 = getelementptr i8, ptr %1019, i64 %1073
  %1075 = load <8 x float>, ptr %1074, align 4
  %1076 = getelementptr inbounds nuw i8, ptr %1074, i64 32
  %1077 = load <8 x float>, ptr %1076, align 4
  %1078 = getelementptr inbounds nuw float, ptr %1016, i64 %1071
  %1079 = load float, ptr %1078, align 4
  %1080 = insertelement <8 x float> poison, float %1079, i64 0
  %1081 = shufflevector <8 x float> %1080, <8 x float> poison, <8 x i32> zeroinitializer
  %1082 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1081, <8 x float> %1075, <8 x float> %1070)
  %1083 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1081, <8 x float> %1077, <8 x float> %1069)
  %1084 = getelementptr inbounds nuw float, ptr %1018, i64 %1071
  %1085 = load float, ptr %1084, align 4
  %1086 = insertelement <8 x float> poison, float %1085, i64 0
  %1087 = shufflevector <8 x float> %1086, <8 x float> poison, <8 x i32> zeroinitializer
  %1088 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1087, <8 x float> %1075, <8 x float> %1068)
  %1089 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1087, <8 x float> %1077, <8 x float> %1067)
  %1090 = or disjoint i64 %1071, 1
  %1091 = mul i64 %1015, %1090
  %1092 = getelementptr i8, ptr %1019, i64 %1091
  %1093 = load <8 x float>, ptr %1092, align 4
  %1094 = getelementptr inbounds nuw i8, ptr %1092, i64 32
  %1095 = load <8 x float>, ptr %1094, align 4
  %1096 = getelementptr inbounds nuw float, ptr %1016, i64 %1090
  %1097 = load float, ptr %1096, align 4
  %1098 = insertelement <8 x float> poison, float %1097, i64 0
  %1099 = shufflevector <8 x float> %1098, <8 x float> poison, <8 x i32> zeroinitializer
  %1100 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1099, <8 x float> %1093, <8 x float> %1082)
  %1101 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1099, <8 x float> %1095, <8 x float> %1083)
  %1102 = getelementptr inbounds nuw float, ptr %1018, i64 %1090
  %1103 = load float, ptr %1102, align 4
  %1104 = insertelement <8 x float> poison, float %1103, i64 0
  %1105 = shufflevector <8 x float> %1104, <8 x float> poison, <8 x i32> zeroinitializer
  %1106 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1105, <8 x float> %1093, <8 x float> %1088)
  %1107 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1105, <8 x float> %1095, <8 x float> %1089)
  %1108 = add nuw nsw i64 %1071, 2
  %1109 = add i64 %1072, 2
  %1110 = icmp eq i64 %1109, %1023
  br i1 %1110, label %1024, label %1066

1111:                                             ; preds = %933
  %1112 = icmp sgt i64 %4, 0
  br i1 %1112, label %1113, label %1120

1113:                                             ; preds = %1111
  %1114 = shl nuw nsw i64 %934, 2
  %1115 = shl i64 %5, 2
  %1116 = load ptr, ptr %815, align 8
  %1117 = getelementptr inbounds nuw i8, ptr %815, i64 8
  %1118 = load ptr, ptr %1117, align 8
  %1119 = getelementptr i8, ptr %3, i64 %1114
  br label %1144

1120:                                             ; preds = %1144, %1111
  %1121 = phi <8 x float> [ zeroinitializer, %1111 ], [ %1172, %1144 ]
  %1122 = phi <8 x float> [ zeroinitializer, %1111 ], [ %1171, %1144 ]
  %1123 = phi <8 x float> [ zeroinitializer, %1111 ], [ %1170, %1144 ]
  %1124 = phi <8 x float> [ zeroinitializer, %1111 ], [ %1165, %1144 ]
  %1125 = phi <8 x float> [ zeroinitializer, %1111 ], [ %1164, %1144 ]
  %1126 = phi <8 x float> [ zeroinitializer, %1111 ], [ %1163, %1144 ]
  %1127 = load ptr, ptr %816, align 8
  %1128 = getelementptr inbounds nuw float, ptr %1127, i64 %934
  store <8 x float> %1126, ptr %1128, align 4
  %1129 = load ptr, ptr %816, align 8
  %1130 = getelementptr inbounds nuw float, ptr %1129, i64 %934
  %1131 = getelementptr inbounds nuw i8, ptr %1130, i64 32
  store <8 x float> %1125, ptr %1131, align 4
  %1132 = load ptr, ptr %816, align 8
  %1133 = getelementptr inbounds nuw float, ptr %1132, i64 %934
  %1134 = getelementptr inbounds nuw i8, ptr %1133, i64 64
  store <8 x float> %1124, ptr %1134, align 4
  %1135 = getelementptr inbounds nuw i8, ptr %816, i64 8
  %1136 = load ptr, ptr %1135, align 8
  %1137 = getelementptr inbounds nuw float, ptr %1136, i64 %934
  store <8 x float> %1123, ptr %1137, align 4
  %1138 = load ptr, ptr %1135, align 8
  %1139 = getelementptr inbounds nuw float, ptr %1138, i64 %934
  %1140 = getelementptr inbounds nuw i8, ptr %1139, i64 32
  store <8 x float> %1122, ptr %1140, align 4
  %1141 = load ptr, ptr %1135, align 8
  %1142 = getelementptr inbounds nuw float, ptr %1141, i64 %934
  %1143 = getelementptr inbounds nuw i8, ptr %1142, i64 64
  store <8 x float> %1121, ptr %1143, align 4
  br label %2899

1144:                                             ; preds = %1113, %1144
  %1145 = phi <8 x float> [ zeroinitializer, %1113 ], [ %1172, %1144 ]
  %1146 = phi <8 x float> [ zeroinitializer, %1113 ], [ %1171, %1144 ]
  %1147 = phi <8 x float> [ zeroinitializer, %1113 ], [ %1170, %1144 ]
  %1148 = phi <8 x float> [ zeroinitializer, %1113 ], [ %1165, %1144 ]
  %1149 = phi <8 x float> [ zeroinitializer, %1113 ], [ %1164, %1144 ]
  %1150 = phi <8 x float> [ zeroinitializer, %1113 ], [ %1163, %1144 ]
  %1151 = phi i64 [ 0, %1113 ], [ %1173, %1144 ]
  %1152 = mul i64 %1115, %1151
  %1153 = getelementptr i8, ptr %1119, i64 %1152
  %1154 = load <8 x float>, ptr %1153, align 4
  %1155 = getelementptr inbounds nuw i8, ptr %1153, i64 32
  %1156 = load <8 x float>, ptr %1155, align 4
  %1157 = getelementptr inbounds nuw i8, ptr %1153, i64 64
  %1158 = load <8 x float>, ptr %1157, align 4
  %1159 = getelementptr inbounds nuw float, ptr %1116, i64 %1151
  %1160 = load float, ptr %1159, align 4
  %1161 = insertelement <8 x float> poison, float %1160, i64 0
  %1162 = shufflevector <8 x float> %1161, <8 x float> poison, <8 x i32> zeroinitializer
  %1163 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1162, <8 x float> %1154, <8 x float> %1150)
  %1164 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1162, <8 x float> %1156, <8 x float> %1149)
  %1165 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1162, <8 x float> %1158, <8 x float> %1148)
  %1166 = getelementptr inbounds nuw float, ptr %1118, i64 %1151
  %1167 = load float, ptr %1166, align 4
  %1168 = insertelement <8 x float> poison, float %1167, i64 0
  %1169 = shufflevector <8 x float> %1168, <8 x float> poison, <8 x i32> zeroinitializer
  %1170 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1169, <8 x float> %1154, <8 x float> %1147)
  %1171 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1169, <8 x float> %1156, <8 x float> %1146)
  %1172 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1169, <8 x float> %1158, <8 x float> %1145)
  %1173 = add nuw nsw i64 %1151, 1
  %1174 = icmp eq i64 %1173, %4
  br i1 %1174, label %1120, label %1144

1175:                                             ; preds = %933
  %1176 = icmp sgt i64 %4, 0
  br i1 %1176, label %1177, label %1184

1177:                                             ; preds = %1175
  %1178 = shl nuw nsw i64 %934, 2
  %1179 = shl i64 %5, 2
  %1180 = load ptr, ptr %815, align 8
  %1181 = getelementptr inbounds nuw i8, ptr %815, i64 8
  %1182 = load ptr, ptr %1181, align 8
  %1183 = getelementptr i8, ptr %3, i64 %1178
  br label %1216

1184:                                             ; preds = %1216, %1175
  %1185 = phi <8 x float> [ zeroinitializer, %1175 ], [ %1239, %1216 ]
  %1186 = phi <8 x float> [ zeroinitializer, %1175 ], [ %1240, %1216 ]
  %1187 = phi <8 x float> [ zeroinitializer, %1175 ], [ %1241, %1216 ]
  %1188 = phi <8 x float> [ zeroinitializer, %1175 ], [ %1242, %1216 ]
  %1189 = phi <8 x float> [ zeroinitializer, %1175 ], [ %1247, %1216 ]
  %1190 = phi <8 x float> [ zeroinitializer, %1175 ], [ %1248, %1216 ]
  %1191 = phi <8 x float> [ zeroinitializer, %1175 ], [ %1249, %1216 ]
  %1192 = phi <8 x float> [ zeroinitializer, %1175 ], [ %1250, %1216 ]
  %1193 = load ptr, ptr %816, align 8
  %1194 = getelementptr inbounds nuw float, ptr %1193, i64 %934
  store <8 x float> %1185, ptr %1194, align 4
  %1195 = load ptr, ptr %816, align 8
  %1196 = getelementptr inbounds nuw float, ptr %1195, i64 %934
  %1197 = getelementptr inbounds nuw i8, ptr %1196, i64 32
  store <8 x float> %1186, ptr %1197, align 4
  %1198 = load ptr, ptr %816, align 8
  %1199 = getelementptr inbounds nuw float, ptr %1198, i64 %934
  %1200 = getelementptr inbounds nuw i8, ptr %1199, i64 64
  store <8 x float> %1187, ptr %1200, align 4
  %1201 = load ptr, ptr %816, align 8
  %1202 = getelementptr inbounds nuw float, ptr %1201, i64 %934
  %1203 = getelementptr inbounds nuw i8, ptr %1202, i64 96
  store <8 x float> %1188, ptr %1203, align 4
  %1204 = getelementptr inbounds nuw i8, ptr %816, i64 8
  %1205 = load ptr, ptr %1204, align 8
  %1206 = getelementptr inbounds nuw float, ptr %1205, i64 %934
  store <8 x float> %1189, ptr %1206, align 4
  %1207 = load ptr, ptr %1204, align 8
  %1208 = getelementptr inbounds nuw float, ptr %1207, i64 %934
  %1209 = getelementptr inbounds nuw i8, ptr %1208, i64 32
  store <8 x float> %1190, ptr %1209, align 4
  %1210 = load ptr, ptr %1204, align 8
  %1211 = getelementptr inbounds nuw float, ptr %1210, i64 %934
  %1212 = getelementptr inbounds nuw i8, ptr %1211, i64 64
  store <8 x float> %1191, ptr %1212, align 4
  %1213 = load ptr, ptr %1204, align 8
  %1214 = getelementptr inbounds nuw float, ptr %1213, i64 %934
  %1215 = getelementptr inbounds nuw i8, ptr %1214, i64 96
  store <8 x float> %1192, ptr %1215, align 4
  br label %2899

1216:                                             ; preds = %1177, %1216
  %1217 = phi <8 x float> [ zeroinitializer, %1177 ], [ %1239, %1216 ]
  %1218 = phi <8 x float> [ zeroinitializer, %1177 ], [ %1240, %1216 ]
  %1219 = phi <8 x float> [ zeroinitializer, %1177 ], [ %1241, %1216 ]
  %1220 = phi <8 x float> [ zeroinitializer, %1177 ], [ %1242, %1216 ]
  %1221 = phi <8 x float> [ zeroinitializer, %1177 ], [ %1247, %1216 ]
  %1222 = phi <8 x float> [ zeroinitializer, %1177 ], [ %1248, %1216 ]
  %1223 = phi <8 x float> [ zeroinitializer, %1177 ], [ %1249, %1216 ]
  %1224 = phi <8 x float> [ zeroinitializer, %1177 ], [ %1250, %1216 ]
  %1225 = phi i64 [ 0, %1177 ], [ %1251, %1216 ]
  %1226 = mul i64 %1179, %1225
  %1227 = getelementptr i8, ptr %1183, i64 %1226
  %1228 = load <8 x float>, ptr %1227, align 4
  %1229 = getelementptr inbounds nuw i8, ptr %1227, i64 32
  %1230 = load <8 x float>, ptr %1229, align 4
  %1231 = getelementptr inbounds nuw i8, ptr %1227, i64 64
  %1232 = load <8 x float>, ptr %1231, align 4
  %1233 = getelementptr inbounds nuw i8, ptr %1227, i64 96
  %1234 = load <8 x float>, ptr %1233, align 4
  %1235 = getelementptr inbounds nuw float, ptr %1180, i64 %1225
  %1236 = load float, ptr %1235, align 4
  %1237 = insertelement <8 x float> poison, float %1236, i64 0
  %1238 = shufflevector <8 x float> %1237, <8 x float> poison, <8 x i32> zeroinitializer
  %1239 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1238, <8 x float> %1228, <8 x float> %1217)
  %1240 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1238, <8 x float> %1230, <8 x float> %1218)
  %1241 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1238, <8 x float> %1232, <8 x float> %1219)
  %1242 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1238, <8 x float> %1234, <8 x float> %1220)
  %1243 = getelementptr inbounds nuw float, ptr %1182, i64 %1225
  %1244 = load float, ptr %1243, align 4
  %1245 = insertelement <8 x float> poison, float %1244, i64 0
  %1246 = shufflevector <8 x float> %1245, <8 x float> poison, <8 x i32> zeroinitializer
  %1247 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1246, <8 x float> %1228, <8 x float> %1221)
  %1248 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1246, <8 x float> %1230, <8 x float> %1222)
  %1249 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1246, <8 x float> %1232, <8 x float> %1223)
  %1250 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1246, <8 x float> %1234, <8 x float> %1224)
  %1251 = add nuw nsw i64 %1225, 1
  %1252 = icmp eq i64 %1251, %4
  br i1 %1252, label %1184, label %1216

1253:                                             ; preds = %933
  %1254 = icmp sgt i64 %4, 0
  br i1 %1254, label %1255, label %1262

1255:                                             ; preds = %1253
  %1256 = shl nuw nsw i64 %934, 2
  %1257 = shl i64 %5, 2
  %1258 = load ptr, ptr %815, align 8
  %1259 = getelementptr inbounds nuw i8, ptr %815, i64 8
  %1260 = load ptr, ptr %1259, align 8
  %1261 = getelementptr i8, ptr %3, i64 %1256
  br label %1302

1262:                                             ; preds = %1302, %1253
  %1263 = phi <8 x float> [ zeroinitializer, %1253 ], [ %1329, %1302 ]
  %1264 = phi <8 x float> [ zeroinitializer, %1253 ], [ %1330, %1302 ]
  %1265 = phi <8 x float> [ zeroinitializer, %1253 ], [ %1331, %1302 ]
  %1266 = phi <8 x float> [ zeroinitializer, %1253 ], [ %1332, %1302 ]
  %1267 = phi <8 x float> [ zeroinitializer, %1253 ], [ %1333, %1302 ]
  %1268 = phi <8 x float> [ zeroinitializer, %1253 ], [ %1338, %1302 ]
  %1269 = phi <8 x float> [ zeroinitializer, %1253 ], [ %1339, %1302 ]
  %1270 = phi <8 x float> [ zeroinitializer, %1253 ], [ %1340, %1302 ]
  %1271 = phi <8 x float> [ zeroinitializer, %1253 ], [ %1341, %1302 ]
  %1272 = phi <8 x float> [ zeroinitializer, %1253 ], [ %1342, %1302 ]
  %1273 = load ptr, ptr %816, align 8
  %1274 = getelementptr inbounds nuw float, ptr %1273, i64 %934
  store <8 x float> %1263, ptr %1274, align 4
  %1275 = load ptr, ptr %816, align 8
  %1276 = getelementptr inbounds nuw float, ptr %1275, i64 %934
  %1277 = getelementptr inbounds nuw i8, ptr %1276, i64 32
  store <8 x float> %1264, ptr %1277, align 4
  %1278 = load ptr, ptr %816, align 8
  %1279 = getelementptr inbounds nuw float, ptr %1278, i64 %934
  %1280 = getelementptr inbounds nuw i8, ptr %1279, i64 64
  store <8 x float> %1265, ptr %1280, align 4
  %1281 = load ptr, ptr %816, align 8
  %1282 = getelementptr inbounds nuw float, ptr %1281, i64 %934
  %1283 = getelementptr inbounds nuw i8, ptr %1282, i64 96
  store <8 x float> %1266, ptr %1283, align 4
  %1284 = load ptr, ptr %816, align 8
  %1285 = getelementptr inbounds nuw float, ptr %1284, i64 %934
  %1286 = getelementptr inbounds nuw i8, ptr %1285, i64 128
  store <8 x float> %1267, ptr %1286, align 4
  %1287 = getelementptr inbounds nuw i8, ptr %816, i64 8
  %1288 = load ptr, ptr %1287, align 8
  %1289 = getelementptr inbounds nuw float, ptr %1288, i64 %934
  store <8 x float> %1268, ptr %1289, align 4
  %1290 = load ptr, ptr %1287, align 8
  %1291 = getelementptr inbounds nuw float, ptr %1290, i64 %934
  %1292 = getelementptr inbounds nuw i8, ptr %1291, i64 32
  store <8 x float> %1269, ptr %1292, align 4
  %1293 = load ptr, ptr %1287, align 8
  %1294 = getelementptr inbounds nuw float, ptr %1293, i64 %934
  %1295 = getelementptr inbounds nuw i8, ptr %1294, i64 64
  store <8 x float> %1270, ptr %1295, align 4
  %1296 = load ptr, ptr %1287, align 8
  %1297 = getelementptr inbounds nuw float, ptr %1296, i64 %934
  %1298 = getelementptr inbounds nuw i8, ptr %1297, i64 96
  store <8 x float> %1271, ptr %1298, align 4
  %1299 = load ptr, ptr %1287, align 8
  %1300 = getelementptr inbounds nuw float, ptr %1299, i64 %934
  %1301 = getelementptr inbounds nuw i8, ptr %1300, i64 128
  store <8 x float> %1272, ptr %1301, align 4
  br label %2899

1302:                                             ; preds = %1255, %1302
  %1303 = phi <8 x float> [ zeroinitializer, %1255 ], [ %1329, %1302 ]
  %1304 = phi <8 x float> [ zeroinitializer, %1255 ], [ %1330, %1302 ]
  %1305 = phi <8 x float> [ zeroinitializer, %1255 ], [ %1331, %1302 ]
  %1306 = phi <8 x float> [ zeroinitializer, %1255 ], [ %1332, %1302 ]
  %1307 = phi <8 x float> [ zeroinitializer, %1255 ], [ %1333, %1302 ]
  %1308 = phi <8 x float> [ zeroinitializer, %1255 ], [ %1338, %1302 ]
  %1309 = phi <8 x float> [ zeroinitializer, %1255 ], [ %1339, %1302 ]
  %1310 = phi <8 x float> [ zeroinitializer, %1255 ], [ %1340, %1302 ]
  %1311 = phi <8 x float> [ zeroinitializer, %1255 ], [ %1341, %1302 ]
  %1312 = phi <8 x float> [ zeroinitializer, %1255 ], [ %1342, %1302 ]
  %1313 = phi i64 [ 0, %1255 ], [ %1343, %1302 ]
  %1314 = mul i64 %1257, %1313
  %1315 = getelementptr i8, ptr %1261, i64 %1314
  %1316 = load <8 x float>, ptr %1315, align 4
  %1317 = getelementptr inbounds nuw i8, ptr %1315, i64 32
  %1318 = load <8 x float>, ptr %1317, align 4
  %1319 = getelementptr inbounds nuw i8, ptr %1315, i64 64
  %1320 = load <8 x float>, ptr %1319, align 4
  %1321 = getelementptr inbounds nuw i8, ptr %1315, i64 96
  %1322 = load <8 x float>, ptr %1321, align 4
  %1323 = getelementptr inbounds nuw i8, ptr %1315, i64 128
  %1324 = load <8 x float>, ptr %1323, align 4
  %1325 = getelementptr inbounds nuw float, ptr %1258, i64 %1313
  %1326 = load float, ptr %1325, align 4
  %1327 = insertelement <8 x float> poison, float %1326, i64 0
  %1328 = shufflevector <8 x float> %1327, <8 x float> poison, <8 x i32> zeroinitializer
  %1329 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1328, <8 x float> %1316, <8 x float> %1303)
  %1330 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1328, <8 x float> %1318, <8 x float> %1304)
  %1331 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1328, <8 x float> %1320, <8 x float> %1305)
  %1332 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1328, <8 x float> %1322, <8 x float> %1306)
  %1333 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1328, <8 x float> %1324, <8 x float> %1307)
  %1334 = getelementptr inbounds nuw float, ptr %1260, i64 %1313
  %1335 = load float, ptr %1334, align 4
  %1336 = insertelement <8 x float> poison, float %1335, i64 0
  %1337 = shufflevector <8 x float> %1336, <8 x float> poison, <8 x i32> zeroinitializer
  %1338 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1337, <8 x float> %1316, <8 x float> %1308)
  %1339 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1337, <8 x float> %1318, <8 x float> %1309)
  %1340 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1337, <8 x float> %1320, <8 x float> %1310)
  %1341 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1337, <8 x float> %1322, <8 x float> %1311)
  %1342 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1337, <8 x float> %1324, <8 x float> %1312)
  %1343 = add nuw nsw i64 %1313, 1
  %1344 = icmp eq i64 %1343, %4
  br i1 %1344, label %1262, label %1302

1345:                                             ; preds = %933
  %1346 = icmp sgt i64 %4, 0
  br i1 %1346, label %1347, label %1354

1347:                                             ; preds = %1345
  %1348 = shl nuw nsw i64 %934, 2
  %1349 = shl i64 %5, 2
  %1350 = load ptr, ptr %815, align 8
  %1351 = getelementptr inbounds nuw i8, ptr %815, i64 8
  %1352 = load ptr, ptr %1351, align 8
  %1353 = getelementptr i8, ptr %3, i64 %1348
  br label %1402

1354:                                             ; preds = %1402, %1345
  %1355 = phi <8 x float> [ zeroinitializer, %1345 ], [ %1433, %1402 ]
  %1356 = phi <8 x float> [ zeroinitializer, %1345 ], [ %1434, %1402 ]
  %1357 = phi <8 x float> [ zeroinitializer, %1345 ], [ %1435, %1402 ]
  %1358 = phi <8 x float> [ zeroinitializer, %1345 ], [ %1436, %1402 ]
  %1359 = phi <8 x float> [ zeroinitializer, %1345 ], [ %1437, %1402 ]
  %1360 = phi <8 x float> [ zeroinitializer, %1345 ], [ %1438, %1402 ]
  %1361 = phi <8 x float> [ zeroinitializer, %1345 ], [ %1443, %1402 ]
  %1362 = phi <8 x float> [ zeroinitializer, %1345 ], [ %1444, %1402 ]
  %1363 = phi <8 x float> [ zeroinitializer, %1345 ], [ %1445, %1402 ]
  %1364 = phi <8 x float> [ zeroinitializer, %1345 ], [ %1446, %1402 ]
  %1365 = phi <8 x float> [ zeroinitializer, %1345 ], [ %1447, %1402 ]
  %1366 = phi <8 x float> [ zeroinitializer, %1345 ], [ %1448, %1402 ]
  %1367 = load ptr, ptr %816, align 8
  %1368 = getelementptr inbounds nuw float, ptr %1367, i64 %934
  store <8 x float> %1355, ptr %1368, align 4
  %1369 = load ptr, ptr %816, align 8
  %1370 = getelementptr inbounds nuw float, ptr %1369, i64 %934
  %1371 = getelementptr inbounds nuw i8, ptr %1370, i64 32
  store <8 x float> %1356, ptr %1371, align 4
  %1372 = load ptr, ptr %816, align 8
  %1373 = getelementptr inbounds nuw float, ptr %1372, i64 %934
  %1374 = getelementptr inbounds nuw i8, ptr %1373, i64 64
  store <8 x float> %1357, ptr %1374, align 4
  %1375 = load ptr, ptr %816, align 8
  %1376 = getelementptr inbounds nuw float, ptr %1375, i64 %934
  %1377 = getelementptr inbounds nuw i8, ptr %1376, i64 96
  store <8 x float> %1358, ptr %1377, align 4
  %1378 = load ptr, ptr %816, align 8
  %1379 = getelementptr inbounds nuw float, ptr %1378, i64 %934
  %1380 = getelementptr inbounds nuw i8, ptr %1379, i64 128
  store <8 x float> %1359, ptr %1380, align 4
  %1381 = load ptr, ptr %816, align 8
  %1382 = getelementptr inbounds nuw float, ptr %1381, i64 %934
  %1383 = getelementptr inbounds nuw i8, ptr %1382, i64 160
  store <8 x float> %1360, ptr %1383, align 4
  %1384 = getelementptr inbounds nuw i8, ptr %816, i64 8
  %1385 = load ptr, ptr %1384, align 8
  %1386 = getelementptr inbounds nuw float, ptr %1385, i64 %934
  store <8 x float> %1361, ptr %1386, align 4
  %1387 = load ptr, ptr %1384, align 8
  %1388 = getelementptr inbounds nuw float, ptr %1387, i64 %934
  %1389 = getelementptr inbounds nuw i8, ptr %1388, i64 32
  store <8 x float> %1362, ptr %1389, align 4
  %1390 = load ptr, ptr %1384, align 8
  %1391 = getelementptr inbounds nuw float, ptr %1390, i64 %934
  %1392 = getelementptr inbounds nuw i8, ptr %1391, i64 64
  store <8 x float> %1363, ptr %1392, align 4
  %1393 = load ptr, ptr %1384, align 8
  %1394 = getelementptr inbounds nuw float, ptr %1393, i64 %934
  %1395 = getelementptr inbounds nuw i8, ptr %1394, i64 96
  store <8 x float> %1364, ptr %1395, align 4
  %1396 = load ptr, ptr %1384, align 8
  %1397 = getelementptr inbounds nuw float, ptr %1396, i64 %934
  %1398 = getelementptr inbounds nuw i8, ptr %1397, i64 128
  store <8 x float> %1365, ptr %1398, align 4
  %1399 = load ptr, ptr %1384, align 8
  %1400 = getelementptr inbounds nuw float, ptr %1399, i64 %934
  %1401 = getelementptr inbounds nuw i8, ptr %1400, i64 160
  store <8 x float> %1366, ptr %1401, align 4
  br label %2899

1402:                                             ; preds = %1347, %1402
  %1403 = phi <8 x float> [ zeroinitializer, %1347 ], [ %1433, %1402 ]
  %1404 = phi <8 x float> [ zeroinitializer, %1347 ], [ %1434, %1402 ]
  %1405 = phi <8 x float> [ zeroinitializer, %1347 ], [ %1435, %1402 ]
  %1406 = phi <8 x float> [ zeroinitializer, %1347 ], [ %1436, %1402 ]
  %1407 = phi <8 x float> [ zeroinitializer, %1347 ], [ %1437, %1402 ]
  %1408 = phi <8 x float> [ zeroinitializer, %1347 ], [ %1438, %1402 ]
  %1409 = phi <8 x float> [ zeroinitializer, %1347 ], [ %1443, %1402 ]
  %1410 = phi <8 x float> [ zeroinitializer, %1347 ], [ %1444, %1402 ]
  %1411 = phi <8 x float> [ zeroinitializer, %1347 ], [ %1445, %1402 ]
  %1412 = phi <8 x float> [ zeroinitializer, %1347 ], [ %1446, %1402 ]
  %1413 = phi <8 x float> [ zeroinitializer, %1347 ], [ %1447, %1402 ]
  %1414 = phi <8 x float> [ zeroinitializer, %1347 ], [ %1448, %1402 ]
  %1415 = phi i64 [ 0, %1347 ], [ %1449, %1402 ]
  %1416 = mul i64 %1349, %1415
  %1417 = getelementptr i8, ptr %1353, i64 %1416
  %1418 = load <8 x float>, ptr %1417, align 4
  %1419 = getelementptr inbounds nuw i8, ptr %1417, i64 32
  %1420 = load <8 x float>, ptr %1419, align 4
  %1421 = getelementptr inbounds nuw i8, ptr %1417, i64 64
  %1422 = load <8 x float>, ptr %1421, align 4
  %1423 = getelementptr inbounds nuw i8, ptr %1417, i64 96
  %1424 = load <8 x float>, ptr %1423, align 4
  %1425 = getelementptr inbounds nuw i8, ptr %1417, i64 128
  %1426 = load <8 x float>, ptr %1425, align 4
  %1427 = getelementptr inbounds nuw i8, ptr %1417, i64 160
  %1428 = load <8 x float>, ptr %1427, align 4
  %1429 = getelementptr inbounds nuw float, ptr %1350, i64 %1415
  %1430 = load float, ptr %1429, align 4
  %1431 = insertelement <8 x float> poison, float %1430, i64 0
  %1432 = shufflevector <8 x float> %1431, <8 x float> poison, <8 x i32> zeroinitializer
  %1433 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1432, <8 x float> %1418, <8 x float> %1403)
  %1434 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1432, <8 x float> %1420, <8 x float> %1404)
  %1435 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1432, <8 x float> %1422, <8 x float> %1405)
  %1436 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1432, <8 x float> %1424, <8 x float> %1406)
  %1437 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1432, <8 x float> %1426, <8 x float> %1407)
  %1438 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1432, <8 x float> %1428, <8 x float> %1408)
  %1439 = getelementptr inbounds nuw float, ptr %1352, i64 %1415
  %1440 = load float, ptr %1439, align 4
  %1441 = insertelement <8 x float> poison, float %1440, i64 0
  %1442 = shufflevector <8 x float> %1441, <8 x float> poison, <8 x i32> zeroinitializer
  %1443 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1442, <8 x float> %1418, <8 x float> %1409)
  %1444 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1442, <8 x float> %1420, <8 x float> %1410)
  %1445 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1442, <8 x float> %1422, <8 x float> %1411)
  %1446 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1442, <8 x float> %1424, <8 x float> %1412)
  %1447 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1442, <8 x float> %1426, <8 x float> %1413)
  %1448 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1442, <8 x float> %1428, <8 x float> %1414)
  %1449 = add nuw nsw i64 %1415, 1
  %1450 = icmp eq i64 %1449, %4
  br i1 %1450, label %1354, label %1402

1451:                                             ; preds = %933
  %1452 = icmp sgt i64 %4, 0
  br i1 %1452, label %1453, label %1460

1453:                                             ; preds = %1451
  %1454 = shl i64 %934, 2
  %1455 = shl i64 %5, 2
  %1456 = load ptr, ptr %815, align 8
  %1457 = getelementptr inbounds nuw i8, ptr %815, i64 8
  %1458 = load ptr, ptr %1457, align 8
  %1459 = getelementptr i8, ptr %3, i64 %1454
  br label %1508

1460:                                             ; preds = %1508, %1451
  %1461 = phi <8 x float> [ zeroinitializer, %1451 ], [ %1541, %1508 ]
  %1462 = phi <8 x float> [ zeroinitializer, %1451 ], [ %1542, %1508 ]
  %1463 = phi <8 x float> [ zeroinitializer, %1451 ], [ %1543, %1508 ]
  %1464 = phi <8 x float> [ zeroinitializer, %1451 ], [ %1544, %1508 ]
  %1465 = phi <8 x float> [ zeroinitializer, %1451 ], [ %1545, %1508 ]
  %1466 = phi <8 x float> [ zeroinitializer, %1451 ], [ %1546, %1508 ]
  %1467 = phi <8 x float> [ zeroinitializer, %1451 ], [ %1547, %1508 ]
  %1468 = phi <8 x float> [ zeroinitializer, %1451 ], [ %1552, %1508 ]
  %1469 = phi <8 x float> [ zeroinitializer, %1451 ], [ %1553, %1508 ]
  %1470 = phi <8 x float> [ zeroinitializer, %1451 ], [ %1554, %1508 ]
  %1471 = phi <8 x float> [ zeroinitializer, %1451 ], [ %1555, %1508 ]
  %1472 = phi <8 x float> [ zeroinitializer, %1451 ], [ %1556, %1508 ]
  %1473 = load ptr, ptr %816, align 8
  %1474 = getelementptr inbounds nuw float, ptr %1473, i64 %934
  store <8 x float> %1461, ptr %1474, align 4
  %1475 = load ptr, ptr %816, align 8
  %1476 = getelementptr inbounds nuw float, ptr %1475, i64 %934
  %1477 = getelementptr inbounds nuw i8, ptr %1476, i64 32
  store <8 x float> %1462, ptr %1477, align 4
  %1478 = load ptr, ptr %816, align 8
  %1479 = getelementptr inbounds nuw float, ptr %1478, i64 %934
  %1480 = getelementptr inbounds nuw i8, ptr %1479, i64 64
  store <8 x float> %1463, ptr %1480, align 4
  %1481 = load ptr, ptr %816, align 8
  %1482 = getelementptr inbounds nuw float, ptr %1481, i64 %934
  %1483 = getelementptr inbounds nuw i8, ptr %1482, i64 96
  store <8 x float> %1464, ptr %1483, align 4
  %1484 = load ptr, ptr %816, align 8
  %1485 = getelementptr inbounds nuw float, ptr %1484, i64 %934
  %1486 = getelementptr inbounds nuw i8, ptr %1485, i64 128
  store <8 x float> %1465, ptr %1486, align 4
  %1487 = load ptr, ptr %816, align 8
  %1488 = getelementptr inbounds nuw float, ptr %1487, i64 %934
  %1489 = getelementptr inbounds nuw i8, ptr %1488, i64 160
  store <8 x float> %1466, ptr %1489, align 4
  %1490 = load ptr, ptr %816, align 8
  %1491 = getelementptr inbounds nuw float, ptr %1490, i64 %934
  %1492 = getelementptr inbounds nuw i8, ptr %1491, i64 192
  store <8 x float> %1467, ptr %1492, align 4
  %1493 = getelementptr inbounds nuw i8, ptr %816, i64 8
  %1494 = load ptr, ptr %1493, align 8
  %1495 = getelementptr inbounds nuw float, ptr %1494, i64 %934
  store <8 x float> %1468, ptr %1495, align 4
  %1496 = load ptr, ptr %1493, align 8
  %1497 = getelementptr inbounds nuw float, ptr %1496, i64 %934
  %1498 = getelementptr inbounds nuw i8, ptr %1497, i64 32
  store <8 x float> %1469, ptr %1498, align 4
  %1499 = load ptr, ptr %1493, align 8
  %1500 = getelementptr inbounds nuw float, ptr %1499, i64 %934
  %1501 = getelementptr inbounds nuw i8, ptr %1500, i64 64
  store <8 x float> %1470, ptr %1501, align 4
  %1502 = load ptr, ptr %1493, align 8
  %1503 = getelementptr inbounds nuw float, ptr %1502, i64 %934
  %1504 = getelementptr inbounds nuw i8, ptr %1503, i64 96
  store <8 x float> %1471, ptr %1504, align 4
  %1505 = load ptr, ptr %1493, align 8
  %1506 = getelementptr inbounds nuw float, ptr %1505, i64 %934
  %1507 = getelementptr inbounds nuw i8, ptr %1506, i64 128
  store <8 x float> %1472, ptr %1507, align 4
  br label %2899

1508:                                             ; preds = %1453, %1508
  %1509 = phi <8 x float> [ zeroinitializer, %1453 ], [ %1541, %1508 ]
  %1510 = phi <8 x float> [ zeroinitializer, %1453 ], [ %1542, %1508 ]
  %1511 = phi <8 x float> [ zeroinitializer, %1453 ], [ %1543, %1508 ]
  %1512 = phi <8 x float> [ zeroinitializer, %1453 ], [ %1544, %1508 ]
  %1513 = phi <8 x float> [ zeroinitializer, %1453 ], [ %1545, %1508 ]
  %1514 = phi <8 x float> [ zeroinitializer, %1453 ], [ %1546, %1508 ]
  %1515 = phi <8 x float> [ zeroinitializer, %1453 ], [ %1547, %1508 ]
  %1516 = phi <8 x float> [ zeroinitializer, %1453 ], [ %1552, %1508 ]
  %1517 = phi <8 x float> [ zeroinitializer, %1453 ], [ %1553, %1508 ]
  %1518 = phi <8 x float> [ zeroinitializer, %1453 ], [ %1554, %1508 ]
  %1519 = phi <8 x float> [ zeroinitializer, %1453 ], [ %1555, %1508 ]
  %1520 = phi <8 x float> [ zeroinitializer, %1453 ], [ %1556, %1508 ]
  %1521 = phi i64 [ 0, %1453 ], [ %1557, %1508 ]
  %1522 = mul i64 %1455, %1521
  %1523 = getelementptr i8, ptr %1459, i64 %1522
  %1524 = load <8 x float>, ptr %1523, align 4
  %1525 = getelementptr inbounds nuw i8, ptr %1523, i64 32
  %1526 = load <8 x float>, ptr %1525, align 4
  %1527 = getelementptr inbounds nuw i8, ptr %1523, i64 64
  %1528 = load <8 x float>, ptr %1527, align 4
  %1529 = getelementptr inbounds nuw i8, ptr %1523, i64 96
  %1530 = load <8 x float>, ptr %1529, align 4
  %1531 = getelementptr inbounds nuw i8, ptr %1523, i64 128
  %1532 = load <8 x float>, ptr %1531, align 4
  %1533 = getelementptr inbounds nuw i8, ptr %1523, i64 160
  %1534 = load <8 x float>, ptr %1533, align 4
  %1535 = getelementptr inbounds nuw i8, ptr %1523, i64 192
  %1536 = load <8 x float>, ptr %1535, align 4
  %1537 = getelementptr inbounds nuw float, ptr %1456, i64 %1521
  %1538 = load float, ptr %1537, align 4
  %1539 = insertelement <8 x float> poison, float %1538, i64 0
  %1540 = shufflevector <8 x float> %1539, <8 x float> poison, <8 x i32> zeroinitializer
  %1541 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1540, <8 x float> %1524, <8 x float> %1509)
  %1542 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1540, <8 x float> %1526, <8 x float> %1510)
  %1543 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1540, <8 x float> %1528, <8 x float> %1511)
  %1544 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1540, <8 x float> %1530, <8 x float> %1512)
  %1545 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1540, <8 x float> %1532, <8 x float> %1513)
  %1546 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1540, <8 x float> %1534, <8 x float> %1514)
  %1547 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1540, <8 x float> %1536, <8 x float> %1515)
  %1548 = getelementptr inbounds nuw float, ptr %1458, i64 %1521
  %1549 = load float, ptr %1548, align 4
  %1550 = insertelement <8 x float> poison, float %1549, i64 0
  %1551 = shufflevector <8 x float> %1550, <8 x float> poison, <8 x i32> zeroinitializer
  %1552 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1551, <8 x float> %1524, <8 x float> %1516)
  %1553 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1551, <8 x float> %1526, <8 x float> %1517)
  %1554 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1551, <8 x float> %1528, <8 x float> %1518)
  %1555 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1551, <8 x float> %1530, <8 x float> %1519)
  %1556 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1551, <8 x float> %1532, <8 x float> %1520)
  %1557 = add nuw nsw i64 %1521, 1
  %1558 = icmp eq i64 %1557, %4
  br i1 %1558, label %1460, label %1508

1559:                                             ; preds = %811
  %1560 = getelementptr inbounds nuw ptr, ptr %0, i64 %812
  %1561 = load ptr, ptr %1560, align 8
  %1562 = getelementptr inbounds nuw ptr, ptr %1, i64 %812
  %1563 = load ptr, ptr %1562, align 8
  %1564 = icmp slt i64 %6, 96
  br i1 %1564, label %1661, label %1565

1565:                                             ; preds = %1559
  %1566 = icmp sgt i64 %4, 0
  %1567 = add nsw i64 %6, -96
  %1568 = udiv i64 %1567, 96
  br label %1569

1569:                                             ; preds = %1634, %1565
  %1570 = phi i64 [ 0, %1565 ], [ %1659, %1634 ]
  %1571 = phi i64 [ 96, %1565 ], [ %1658, %1634 ]
  %1572 = phi i64 [ 0, %1565 ], [ %1571, %1634 ]
  %1573 = mul i64 %1570, 384
  %1574 = getelementptr i8, ptr %1563, i64 %1573
  %1575 = getelementptr float, ptr %3, i64 %1572
  br i1 %1566, label %1576, label %1634

1576:                                             ; preds = %1569, %1576
  %1577 = phi <8 x float> [ %1604, %1576 ], [ zeroinitializer, %1569 ]
  %1578 = phi <8 x float> [ %1601, %1576 ], [ zeroinitializer, %1569 ]
  %1579 = phi <8 x float> [ %1598, %1576 ], [ zeroinitializer, %1569 ]
  %1580 = phi <8 x float> [ %1607, %1576 ], [ zeroinitializer, %1569 ]
  %1581 = phi <8 x float> [ %1610, %1576 ], [ zeroinitializer, %1569 ]
  %1582 = phi <8 x float> [ %1613, %1576 ], [ zeroinitializer, %1569 ]
  %1583 = phi <8 x float> [ %1616, %1576 ], [ zeroinitializer, %1569 ]
  %1584 = phi <8 x float> [ %1619, %1576 ], [ zeroinitializer, %1569 ]
  %1585 = phi <8 x float> [ %1622, %1576 ], [ zeroinitializer, %1569 ]
  %1586 = phi <8 x float> [ %1625, %1576 ], [ zeroinitializer, %1569 ]
  %1587 = phi <8 x float> [ %1628, %1576 ], [ zeroinitializer, %1569 ]
  %1588 = phi <8 x float> [ %1631, %1576 ], [ zeroinitializer, %1569 ]
  %1589 = phi i64 [ %1632, %1576 ], [ 1, %1569 ]
  %1590 = phi i64 [ %1589, %1576 ], [ 0, %1569 ]
  %1591 = getelementptr inbounds nuw float, ptr %1561, i64 %1590
  %1592 = load float, ptr %1591, align 4
  %1593 = insertelement <8 x float> poison, float %1592, i64 0
  %1594 = shufflevector <8 x float> %1593, <8 x float> poison, <8 x i32> zeroinitializer
  %1595 = mul nsw i64 %1590, %5
  %1596 = getelementptr float, ptr %1575, i64 %1595
  %1597 = load <8 x float>, ptr %1596, align 4
  %1598 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1594, <8 x float> %1597, <8 x float> %1579)
  %1599 = getelementptr inbounds nuw i8, ptr %1596, i64 32
  %1600 = load <8 x float>, ptr %1599, align 4
  %1601 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1594, <8 x float> %1600, <8 x float> %1578)
  %1602 = getelementptr inbounds nuw i8, ptr %1596, i64 64
  %1603 = load <8 x float>, ptr %1602, align 4
  %1604 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1594, <8 x float> %1603, <8 x float> %1577)
  %1605 = getelementptr inbounds nuw i8, ptr %1596, i64 96
  %1606 = load <8 x float>, ptr %1605, align 4
  %1607 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1594, <8 x float> %1606, <8 x float> %1580)
  %1608 = getelementptr inbounds nuw i8, ptr %1596, i64 128
  %1609 = load <8 x float>, ptr %1608, align 4
  %1610 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1594, <8 x float> %1609, <8 x float> %1581)
  %1611 = getelementptr inbounds nuw i8, ptr %1596, i64 160
  %1612 = load <8 x float>, ptr %1611, align 4
  %1613 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1594, <8 x float> %1612, <8 x float> %1582)
  %1614 = getelementptr inbounds nuw i8, ptr %1596, i64 192
  %1615 = load <8 x float>, ptr %1614, align 4
  %1616 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1594, <8 x float> %1615, <8 x float> %1583)
  %1617 = getelementptr inbounds nuw i8, ptr %1596, i64 224
  %1618 = load <8 x float>, ptr %1617, align 4
  %1619 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1594, <8 x float> %1618, <8 x float> %1584)
  %1620 = getelementptr inbounds nuw i8, ptr %1596, i64 256
  %1621 = load <8 x float>, ptr %1620, align 4
  %1622 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1594, <8 x float> %1621, <8 x float> %1585)
  %1623 = getelementptr inbounds nuw i8, ptr %1596, i64 288
  %1624 = load <8 x float>, ptr %1623, align 4
  %1625 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1594, <8 x float> %1624, <8 x float> %1586)
  %1626 = getelementptr inbounds nuw i8, ptr %1596, i64 320
  %1627 = load <8 x float>, ptr %1626, align 4
  %1628 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1594, <8 x float> %1627, <8 x float> %1587)
  %1629 = getelementptr inbounds nuw i8, ptr %1596, i64 352
  %1630 = load <8 x float>, ptr %1629, align 4
  %1631 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1594, <8 x float> %1630, <8 x float> %1588)
  %1632 = add nuw i64 %1589, 1
  %1633 = icmp eq i64 %1589, %4
  br i1 %1633, label %1634, label %1576

1634:                                             ; preds = %1576, %1569
  %1635 = phi <8 x float> [ zeroinitializer, %1569 ], [ %1604, %1576 ]
  %1636 = phi <8 x float> [ zeroinitializer, %1569 ], [ %1601, %1576 ]
  %1637 = phi <8 x float> [ zeroinitializer, %1569 ], [ %1598, %1576 ]
  %1638 = phi <8 x float> [ zeroinitializer, %1569 ], [ %1607, %1576 ]
  %1639 = phi <8 x float> [ zeroinitializer, %1569 ], [ %1610, %1576 ]
  %1640 = phi <8 x float> [ zeroinitializer, %1569 ], [ %1613, %1576 ]
  %1641 = phi <8 x float> [ zeroinitializer, %1569 ], [ %1616, %1576 ]
  %1642 = phi <8 x float> [ zeroinitializer, %1569 ], [ %1619, %1576 ]
  %1643 = phi <8 x float> [ zeroinitializer, %1569 ], [ %1622, %1576 ]
  %1644 = phi <8 x float> [ zeroinitializer, %1569 ], [ %1625, %1576 ]
  %1645 = phi <8 x float> [ zeroinitializer, %1569 ], [ %1628, %1576 ]
  %1646 = phi <8 x float> [ zeroinitializer, %1569 ], [ %1631, %1576 ]
  store <8 x float> %1637, ptr %1574, align 4
  %1647 = getelementptr inbounds nuw i8, ptr %1574, i64 32
  store <8 x float> %1636, ptr %1647, align 4
  %1648 = getelementptr inbounds nuw i8, ptr %1574, i64 64
  store <8 x float> %1635, ptr %1648, align 4
  %1649 = getelementptr inbounds nuw i8, ptr %1574, i64 96
  store <8 x float> %1638, ptr %1649, align 4
  %1650 = getelementptr inbounds nuw i8, ptr %1574, i64 128
  store <8 x float> %1639, ptr %1650, align 4
  %1651 = getelementptr inbounds nuw i8, ptr %1574, i64 160
  store <8 x float> %1640, ptr %1651, align 4
  %1652 = getelementptr inbounds nuw i8, ptr %1574, i64 192
  store <8 x float> %1641, ptr %1652, align 4
  %1653 = getelementptr inbounds nuw i8, ptr %1574, i64 224
  store <8 x float> %1642, ptr %1653, align 4
  %1654 = getelementptr inbounds nuw i8, ptr %1574, i64 256
  store <8 x float> %1643, ptr %1654, align 4
  %1655 = getelementptr inbounds nuw i8, ptr %1574, i64 288
  store <8 x float> %1644, ptr %1655, align 4
  %1656 = getelementptr inbounds nuw i8, ptr %1574, i64 320
  store <8 x float> %1645, ptr %1656, align 4
  %1657 = getelementptr inbounds nuw i8, ptr %1574, i64 352
  store <8 x float> %1646, ptr %1657, align 4
  %1658 = add nuw nsw i64 %1571, 96
  %1659 = add nuw nsw i64 %1570, 1
  %1660 = icmp eq i64 %1570, %1568
  br i1 %1660, label %1661, label %1569

1661:                                             ; preds = %1634, %1559
  %1662 = phi i64 [ 0, %1559 ], [ %1571, %1634 ]
  %1663 = sub nsw i64 %6, %1662
  %1664 = sdiv i64 %1663, 8
  switch i64 %1664, label %2899 [
    i64 1, label %1665
    i64 2, label %1836
    i64 3, label %1975
    i64 4, label %2150
    i64 5, label %2304
    i64 6, label %2423
    i64 7, label %2559
    i64 8, label %2615
    i64 9, label %2677
    i64 10, label %2745
    i64 11, label %2819
  ]

1665:                                             ; preds = %1661
  %1666 = icmp slt i64 %4, 8
  br i1 %1666, label %1758, label %1667

1667:                                             ; preds = %1665
  %1668 = getelementptr float, ptr %3, i64 %1662
  br label %1669

1669:                                             ; preds = %1669, %1667
  %1670 = phi <8 x float> [ zeroinitializer, %1667 ], [ %1750, %1669 ]
  %1671 = phi <8 x float> [ zeroinitializer, %1667 ], [ %1741, %1669 ]
  %1672 = phi <8 x float> [ zeroinitializer, %1667 ], [ %1732, %1669 ]
  %1673 = phi <8 x float> [ zeroinitializer, %1667 ], [ %1723, %1669 ]
  %1674 = phi <8 x float> [ zeroinitializer, %1667 ], [ %1714, %1669 ]
  %1675 = phi <8 x float> [ zeroinitializer, %1667 ], [ %1705, %1669 ]
  %1676 = phi <8 x float> [ zeroinitializer, %1667 ], [ %1696, %1669 ]
  %1677 = phi <8 x float> [ zeroinitializer, %1667 ], [ %1687, %1669 ]
  %1678 = phi i64 [ 8, %1667 ], [ %1751, %1669 ]
  %1679 = phi i64 [ 0, %1667 ], [ %1678, %1669 ]
  %1680 = getelementptr inbounds nuw float, ptr %1561, i64 %1679
  %1681 = load float, ptr %1680, align 4
  %1682 = insertelement <8 x float> poison, float %1681, i64 0
  %1683 = shufflevector <8 x float> %1682, <8 x float> poison, <8 x i32> zeroinitializer
  %1684 = mul nsw i64 %1679, %5
  %1685 = getelementptr float, ptr %1668, i64 %1684
  %1686 = load <8 x float>, ptr %1685, align 4
  %1687 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1683, <8 x float> %1686, <8 x float> %1677)
  %1688 = or disjoint i64 %1679, 1
  %1689 = getelementptr inbounds nuw float, ptr %1561, i64 %1688
  %1690 = load float, ptr %1689, align 4
  %1691 = insertelement <8 x float> poison, float %1690, i64 0
  %1692 = shufflevector <8 x float> %1691, <8 x float> poison, <8 x i32> zeroinitializer
  %1693 = mul nsw i64 %1688, %5
  %1694 = getelementptr float, ptr %1668, i64 %1693
  %1695 = load <8 x float>, ptr %1694, align 4
  %1696 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1692, <8 x float> %1695, <8 x float> %1676)
  %1697 = or disjoint i64 %1679, 2
  %1698 = getelementptr inbounds nuw float, ptr %1561, i64 %1697
  %1699 = load float, ptr %1698, align 4
  %1700 = insertelement <8 x float> poison, float %1699, i64 0
  %1701 = shufflevector <8 x float> %1700, <8 x float> poison, <8 x i32> zeroinitializer
  %1702 = mul nsw i64 %1697, %5
  %1703 = getelementptr float, ptr %1668, i64 %1702
  %1704 = load <8 x float>, ptr %1703, align 4
  %1705 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1701, <8 x float> %1704, <8 x float> %1675)
  %1706 = or disjoint i64 %1679, 3
  %1707 = getelementptr inbounds nuw float, ptr %1561, i64 %1706
  %1708 = load float, ptr %1707, align 4
  %1709 = insertelement <8 x float> poison, float %1708, i64 0
  %1710 = shufflevector <8 x float> %1709, <8 x float> poison, <8 x i32> zeroinitializer
  %1711 = mul nsw i64 %1706, %5
  %1712 = getelementptr float, ptr %1668, i64 %1711
  %1713 = load <8 x float>, ptr %1712, align 4
  %1714 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1710, <8 x float> %1713, <8 x float> %1674)
  %1715 = or disjoint i64 %1679, 4
  %1716 = getelementptr inbounds nuw float, ptr %1561, i64 %1715
  %1717 = load float, ptr %1716, align 4
  %1718 = insertelement <8 x float> poison, float %1717, i64 0
  %1719 = shufflevector <8 x float> %1718, <8 x float> poison, <8 x i32> zeroinitializer
  %1720 = mul nsw i64 %1715, %5
  %1721 = getelementptr float, ptr %1668, i64 %1720
  %1722 = load <8 x float>, ptr %1721, align 4
  %1723 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1719, <8 x float> %1722, <8 x float> %1673)
  %1724 = or disjoint i64 %1679, 5
  %1725 = getelementptr inbounds nuw float, ptr %1561, i64 %1724
  %1726 = load float, ptr %1725, align 4
  %1727 = insertelement <8 x float> poison, float %1726, i64 0
  %1728 = shufflevector <8 x float> %1727, <8 x float> poison, <8 x i32> zeroinitializer
  %1729 = mul nsw i64 %1724, %5
  %1730 = getelementptr float, ptr %1668, i64 %1729
  %1731 = load <8 x float>, ptr %1730, align 4
  %1732 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1728, <8 x float> %1731, <8 x float> %1672)
  %1733 = or disjoint i64 %1679, 6
  %1734 = getelementptr inbounds nuw float, ptr %1561, i64 %1733
  %1735 = load float, ptr %1734, align 4
  %1736 = insertelement <8 x float> poison, float %1735, i64 0
  %1737 = shufflevector <8 x float> %1736, <8 x float> poison, <8 x i32> zeroinitializer
  %1738 = mul nsw i64 %1733, %5
  %1739 = getelementptr float, ptr %1668, i64 %1738
  %1740 = load <8 x float>, ptr %1739, align 4
  %1741 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1737, <8 x float> %1740, <8 x float> %1671)
  %1742 = or disjoint i64 %1679, 7
  %1743 = getelementptr inbounds nuw float, ptr %1561, i64 %1742
  %1744 = load float, ptr %1743, align 4
  %1745 = insertelement <8 x float> poison, float %1744, i64 0
  %1746 = shufflevector <8 x float> %1745, <8 x float> poison, <8 x i32> zeroinitializer
  %1747 = mul nsw i64 %1742, %5
  %1748 = getelementptr float, ptr %1668, i64 %1747
  %1749 = load <8 x float>, ptr %1748, align 4
  %1750 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1746, <8 x float> %1749, <8 x float> %1670)
  %1751 = add nuw nsw i64 %1678, 8
  %1752 = icmp sgt i64 %1751, %4
  br i1 %1752, label %1753, label %1669

1753:                                             ; preds = %1669
  %1754 = fadd <8 x float> %1696, %1732
  %1755 = fadd <8 x float> %1705, %1741
  %1756 = fadd <8 x float> %1714, %1750
  %1757 = fadd <8 x float> %1754, %1756
  br label %1758

1758:                                             ; preds = %1753, %1665
  %1759 = phi <8 x float> [ zeroinitializer, %1665 ], [ %1723, %1753 ]
  %1760 = phi <8 x float> [ zeroinitializer, %1665 ], [ %1755, %1753 ]
  %1761 = phi <8 x float> [ zeroinitializer, %1665 ], [ %1757, %1753 ]
  %1762 = phi <8 x float> [ zeroinitializer, %1665 ], [ %1687, %1753 ]
  %1763 = phi i64 [ 0, %1665 ], [ %1678, %1753 ]
  %1764 = getelementptr float, ptr %3, i64 %1662
  %1765 = icmp slt i64 %1763, %4
  br i1 %1765, label %1766, label %1830

1766:                                             ; preds = %1758
  %1767 = and i64 %4, 3
  %1768 = icmp eq i64 %1767, 0
  br i1 %1768, label %1784, label %1769

1769:                                             ; preds = %1766, %1769
  %1770 = phi <8 x float> [ %1780, %1769 ], [ %1762, %1766 ]
  %1771 = phi i64 [ %1781, %1769 ], [ %1763, %1766 ]
  %1772 = phi i64 [ %1782, %1769 ], [ 0, %1766 ]
  %1773 = getelementptr inbounds nuw float, ptr %1561, i64 %1771
  %1774 = load float, ptr %1773, align 4
  %1775 = insertelement <8 x float> poison, float %1774, i64 0
  %1776 = shufflevector <8 x float> %1775, <8 x float> poison, <8 x i32> zeroinitializer
  %1777 = mul nsw i64 %1771, %5
  %1778 = getelementptr float, ptr %1764, i64 %1777
  %1779 = load <8 x float>, ptr %1778, align 4
  %1780 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1776, <8 x float> %1779, <8 x float> %1770)
  %1781 = add nuw nsw i64 %1771, 1
  %1782 = add i64 %1772, 1
  %1783 = icmp eq i64 %1782, %1767
  br i1 %1783, label %1784, label %1769

1784:                                             ; preds = %1769, %1766
  %1785 = phi <8 x float> [ poison, %1766 ], [ %1780, %1769 ]
  %1786 = phi <8 x float> [ %1762, %1766 ], [ %1780, %1769 ]
  %1787 = phi i64 [ %1763, %1766 ], [ %1781, %1769 ]
  %1788 = sub i64 %1763, %4
  %1789 = icmp ugt i64 %1788, -4
  br i1 %1789, label %1830, label %1790

1790:                                             ; preds = %1784, %1790
  %1791 = phi <8 x float> [ %1827, %1790 ], [ %1786, %1784 ]
  %1792 = phi i64 [ %1828, %1790 ], [ %1787, %1784 ]
  %1793 = getelementptr inbounds nuw float, ptr %1561, i64 %1792
  %1794 = load float, ptr %1793, align 4
  %1795 = insertelement <8 x float> poison, float %1794, i64 0
  %1796 = shufflevector <8 x float> %1795, <8 x float> poison, <8 x i32> zeroinitializer
  %1797 = mul nsw i64 %1792, %5
  %1798 = getelementptr float, ptr %1764, i64 %1797
  %1799 = load <8 x float>, ptr %1798, align 4
  %1800 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1796, <8 x float> %1799, <8 x float> %1791)
  %1801 = add nuw nsw i64 %1792, 1
  %1802 = getelementptr inbounds nuw float, ptr %1561, i64 %1801
  %1803 = load float, ptr %1802, align 4
  %1804 = insertelement <8 x float> poison, float %1803, i64 0
  %1805 = shufflevector <8 x float> %1804, <8 x float> poison, <8 x i32> zeroinitializer
  %1806 = mul nsw i64 %1801, %5
  %1807 = getelementptr float, ptr %1764, i64 %1806
  %1808 = load <8 x float>, ptr %1807, align 4
  %1809 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1805, <8 x float> %1808, <8 x float> %1800)
  %1810 = add nuw nsw i64 %1792, 2
  %1811 = getelementptr inbounds nuw float, ptr %1561, i64 %1810
  %1812 = load float, ptr %1811, align 4
  %1813 = insertelement <8 x float> poison, float %1812, i64 0
  %1814 = shufflevector <8 x float> %1813, <8 x float> poison, <8 x i32> zeroinitializer
  %1815 = mul nsw i64 %1810, %5
  %1816 = getelementptr float, ptr %1764, i64 %1815
  %1817 = load <8 x float>, ptr %1816, align 4
  %1818 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1814, <8 x float> %1817, <8 x float> %1809)
  %1819 = add nuw nsw i64 %1792, 3
  %1820 = getelementptr inbounds nuw float, ptr %1561, i64 %1819
  %1821 = load float, ptr %1820, align 4
  %1822 = insertelement <8 x float> poison, float %1821, i64 0
  %1823 = shufflevector <8 x float> %1822, <8 x float> poison, <8 x i32> zeroinitializer
  %1824 = mul nsw i64 %1819, %5
  %1825 = getelementptr float, ptr %1764, i64 %1824
  %1826 = load <8 x float>, ptr %1825, align 4
  %1827 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1823, <8 x float> %1826, <8 x float> %1818)
  %1828 = add nuw nsw i64 %1792, 4
  %1829 = icmp eq i64 %1828, %4
  br i1 %1829, label %1830, label %1790

1830:                                             ; preds = %1784, %1790, %1758
  %1831 = phi <8 x float> [ %1762, %1758 ], [ %1785, %1784 ], [ %1827, %1790 ]
  %1832 = fadd <8 x float> %1759, %1831
  %1833 = fadd <8 x float> %1760, %1832
  %1834 = fadd <8 x float> %1761, %1833
  %1835 = getelementptr inbounds nuw float, ptr %1563, i64 %1662
  store <8 x float> %1834, ptr %1835, align 4
  br label %2899

1836:                                             ; preds = %1661
  %1837 = icmp slt i64 %4, 4
  br i1 %1837, label %1903, label %1838

1838:                                             ; preds = %1836
  %1839 = getelementptr float, ptr %3, i64 %1662
  br label %1840

1840:                                             ; preds = %1840, %1838
  %1841 = phi <8 x float> [ zeroinitializer, %1838 ], [ %1897, %1840 ]
  %1842 = phi <8 x float> [ zeroinitializer, %1838 ], [ %1894, %1840 ]
  %1843 = phi <8 x float> [ zeroinitializer, %1838 ], [ %1885, %1840 ]
  %1844 = phi <8 x float> [ zeroinitializer, %1838 ], [ %1882, %1840 ]
  %1845 = phi <8 x float> [ zeroinitializer, %1838 ], [ %1873, %1840 ]
  %1846 = phi <8 x float> [ zeroinitializer, %1838 ], [ %1870, %1840 ]
  %1847 = phi <8 x float> [ zeroinitializer, %1838 ], [ %1861, %1840 ]
  %1848 = phi <8 x float> [ zeroinitializer, %1838 ], [ %1858, %1840 ]
  %1849 = phi i64 [ 4, %1838 ], [ %1898, %1840 ]
  %1850 = phi i64 [ 0, %1838 ], [ %1849, %1840 ]
  %1851 = getelementptr inbounds nuw float, ptr %1561, i64 %1850
  %1852 = load float, ptr %1851, align 4
  %1853 = insertelement <8 x float> poison, float %1852, i64 0
  %1854 = shufflevector <8 x float> %1853, <8 x float> poison, <8 x i32> zeroinitializer
  %1855 = mul nsw i64 %1850, %5
  %1856 = getelementptr float, ptr %1839, i64 %1855
  %1857 = load <8 x float>, ptr %1856, align 4
  %1858 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1854, <8 x float> %1857, <8 x float> %1848)
  %1859 = getelementptr inbounds nuw i8, ptr %1856, i64 32
  %1860 = load <8 x float>, ptr %1859, align 4
  %1861 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1854, <8 x float> %1860, <8 x float> %1847)
  %1862 = or disjoint i64 %1850, 1
  %1863 = getelementptr inbounds nuw float, ptr %1561, i64 %1862
  %1864 = load float, ptr %1863, align 4
  %1865 = insertelement <8 x float> poison, float %1864, i64 0
  %1866 = shufflevector <8 x float> %1865, <8 x float> poison, <8 x i32> zeroinitializer
  %1867 = mul nsw i64 %1862, %5
  %1868 = getelementptr float, ptr %1839, i64 %1867
  %1869 = load <8 x float>, ptr %1868, align 4
  %1870 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1866, <8 x float> %1869, <8 x float> %1846)
  %1871 = getelementptr inbounds nuw i8, ptr %1868, i64 32
  %1872 = load <8 x float>, ptr %1871, align 4
  %1873 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1866, <8 x float> %1872, <8 x float> %1845)
  %1874 = or disjoint i64 %1850, 2
  %1875 = getelementptr inbounds nuw float, ptr %1561, i64 %1874
  %1876 = load float, ptr %1875, align 4
  %1877 = insertelement <8 x float> poison, float %1876, i64 0
  %1878 = shufflevector <8 x float> %1877, <8 x float> poison, <8 x i32> zeroinitializer
  %1879 = mul nsw i64 %1874, %5
  %1880 = getelementptr float, ptr %1839, i64 %1879
  %1881 = load <8 x float>, ptr %1880, align 4
  %1882 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1878, <8 x float> %1881, <8 x float> %1844)
  %1883 = getelementptr inbounds nuw i8, ptr %1880, i64 32
  %1884 = load <8 x float>, ptr %1883, align 4
  %1885 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1878, <8 x float> %1884, <8 x float> %1843)
  %1886 = or disjoint i64 %1850, 3
  %1887 = getelementptr inbounds nuw float, ptr %1561, i64 %1886
  %1888 = load float, ptr %1887, align 4
  %1889 = insertelement <8 x float> poison, float %1888, i64 0
  %1890 = shufflevector <8 x float> %1889, <8 x float> poison, <8 x i32> zeroinitializer
  %1891 = mul nsw i64 %1886, %5
  %1892 = getelementptr float, ptr %1839, i64 %1891
  %1893 = load <8 x float>, ptr %1892, align 4
  %1894 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1890, <8 x float> %1893, <8 x float> %1842)
  %1895 = getelementptr inbounds nuw i8, ptr %1892, i64 32
  %1896 = load <8 x float>, ptr %1895, align 4
  %1897 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1890, <8 x float> %1896, <8 x float> %1841)
  %1898 = add nuw nsw i64 %1849, 4
  %1899 = icmp sgt i64 %1898, %4
  br i1 %1899, label %1900, label %1840

1900:                                             ; preds = %1840
  %1901 = fadd <8 x float> %1870, %1894
  %1902 = fadd <8 x float> %1873, %1897
  br label %1903

1903:                                             ; preds = %1900, %1836
  %1904 = phi <8 x float> [ zeroinitializer, %1836 ], [ %1885, %1900 ]
  %1905 = phi <8 x float> [ zeroinitializer, %1836 ], [ %1882, %1900 ]
  %1906 = phi <8 x float> [ zeroinitializer, %1836 ], [ %1902, %1900 ]
  %1907 = phi <8 x float> [ zeroinitializer, %1836 ], [ %1901, %1900 ]
  %1908 = phi <8 x float> [ zeroinitializer, %1836 ], [ %1861, %1900 ]
  %1909 = phi <8 x float> [ zeroinitializer, %1836 ], [ %1858, %1900 ]
  %1910 = phi i64 [ 0, %1836 ], [ %1849, %1900 ]
  %1911 = getelementptr float, ptr %3, i64 %1662
  %1912 = icmp slt i64 %1910, %4
  br i1 %1912, label %1913, label %1966

1913:                                             ; preds = %1903
  %1914 = or disjoint i64 %1910, 1
  %1915 = and i64 %4, 1
  %1916 = icmp eq i64 %1915, 0
  br i1 %1916, label %1930, label %1917

1917:                                             ; preds = %1913
  %1918 = getelementptr inbounds nuw float, ptr %1561, i64 %1910
  %1919 = load float, ptr %1918, align 4
  %1920 = insertelement <8 x float> poison, float %1919, i64 0
  %1921 = shufflevector <8 x float> %1920, <8 x float> poison, <8 x i32> zeroinitializer
  %1922 = mul nsw i64 %1910, %5
  %1923 = getelementptr float, ptr %1911, i64 %1922
  %1924 = load <8 x float>, ptr %1923, align 4
  %1925 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1921, <8 x float> %1924, <8 x float> %1909)
  %1926 = getelementptr inbounds nuw i8, ptr %1923, i64 32
  %1927 = load <8 x float>, ptr %1926, align 4
  %1928 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1921, <8 x float> %1927, <8 x float> %1908)
  %1929 = or disjoint i64 %1910, 1
  br label %1930

1930:                                             ; preds = %1917, %1913
  %1931 = phi <8 x float> [ poison, %1913 ], [ %1925, %1917 ]
  %1932 = phi <8 x float> [ poison, %1913 ], [ %1928, %1917 ]
  %1933 = phi <8 x float> [ %1908, %1913 ], [ %1928, %1917 ]
  %1934 = phi <8 x float> [ %1909, %1913 ], [ %1925, %1917 ]
  %1935 = phi i64 [ %1910, %1913 ], [ %1929, %1917 ]
  %1936 = icmp eq i64 %4, %1914
  br i1 %1936, label %1966, label %1937

1937:                                             ; preds = %1930, %1937
  %1938 = phi <8 x float> [ %1963, %1937 ], [ %1933, %1930 ]
  %1939 = phi <8 x float> [ %1960, %1937 ], [ %1934, %1930 ]
  %1940 = phi i64 [ %1964, %1937 ], [ %1935, %1930 ]
  %1941 = getelementptr inbounds nuw float, ptr %1561, i64 %1940
  %1942 = load float, ptr %1941, align 4
  %1943 = insertelement <8 x float> poison, float %1942, i64 0
  %1944 = shufflevector <8 x float> %1943, <8 x float> poison, <8 x i32> zeroinitializer
  %1945 = mul nsw i64 %1940, %5
  %1946 = getelementptr float, ptr %1911, i64 %1945
  %1947 = load <8 x float>, ptr %1946, align 4
  %1948 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1944, <8 x float> %1947, <8 x float> %1939)
  %1949 = getelementptr inbounds nuw i8, ptr %1946, i64 32
  %1950 = load <8 x float>, ptr %1949, align 4
  %1951 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1944, <8 x float> %1950, <8 x float> %1938)
  %1952 = add nuw nsw i64 %1940, 1
  %1953 = getelementptr inbounds nuw float, ptr %1561, i64 %1952
  %1954 = load float, ptr %1953, align 4
  %1955 = insertelement <8 x float> poison, float %1954, i64 0
  %1956 = shufflevector <8 x float> %1955, <8 x float> poison, <8 x i32> zeroinitializer
  %1957 = mul nsw i64 %1952, %5
  %1958 = getelementptr float, ptr %1911, i64 %1957
  %1959 = load <8 x float>, ptr %1958, align 4
  %1960 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1956, <8 x float> %1959, <8 x float> %1948)
  %1961 = getelementptr inbounds nuw i8, ptr %1958, i64 32
  %1962 = load <8 x float>, ptr %1961, align 4
  %1963 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1956, <8 x float> %1962, <8 x float> %1951)
  %1964 = add nuw nsw i64 %1940, 2
  %1965 = icmp eq i64 %1964, %4
  br i1 %1965, label %1966, label %1937

1966:                                             ; preds = %1930, %1937, %1903
  %1967 = phi <8 x float> [ %1908, %1903 ], [ %1932, %1930 ], [ %1963, %1937 ]
  %1968 = phi <8 x float> [ %1909, %1903 ], [ %1931, %1930 ], [ %1960, %1937 ]
  %1969 = fadd <8 x float> %1905, %1968
  %1970 = fadd <8 x float> %1904, %1967
  %1971 = fadd <8 x float> %1906, %1970
  %1972 = fadd <8 x float> %1907, %1969
  %1973 = getelementptr inbounds nuw float, ptr %1563, i64 %1662
  store <8 x float> %1972, ptr %1973, align 4
  %1974 = getelementptr inbounds nuw i8, ptr %1973, i64 32
  store <8 x float> %1971, ptr %1974, align 4
  br label %2899

1975:                                             ; preds = %1661
  %1976 = icmp slt i64 %4, 4
  br i1 %1976, label %2059, label %1977

1977:                                             ; preds = %1975
  %1978 = getelementptr float, ptr %3, i64 %1662
  br label %1979

1979:                                             ; preds = %1979, %1977
  %1980 = phi <8 x float> [ zeroinitializer, %1977 ], [ %2052, %1979 ]
  %1981 = phi <8 x float> [ zeroinitializer, %1977 ], [ %2049, %1979 ]
  %1982 = phi <8 x float> [ zeroinitializer, %1977 ], [ %2046, %1979 ]
  %1983 = phi <8 x float> [ zeroinitializer, %1977 ], [ %2037, %1979 ]
  %1984 = phi <8 x float> [ zeroinitializer, %1977 ], [ %2034, %1979 ]
  %1985 = phi <8 x float> [ zeroinitializer, %1977 ], [ %2031, %1979 ]
  %1986 = phi <8 x float> [ zeroinitializer, %1977 ], [ %2022, %1979 ]
  %1987 = phi <8 x float> [ zeroinitializer, %1977 ], [ %2019, %1979 ]
  %1988 = phi <8 x float> [ zeroinitializer, %1977 ], [ %2016, %1979 ]
  %1989 = phi <8 x float> [ zeroinitializer, %1977 ], [ %2007, %1979 ]
  %1990 = phi <8 x float> [ zeroinitializer, %1977 ], [ %2004, %1979 ]
  %1991 = phi <8 x float> [ zeroinitializer, %1977 ], [ %2001, %1979 ]
  %1992 = phi i64 [ 4, %1977 ], [ %2053, %1979 ]
  %1993 = phi i64 [ 0, %1977 ], [ %1992, %1979 ]
  %1994 = getelementptr inbounds nuw float, ptr %1561, i64 %1993
  %1995 = load float, ptr %1994, align 4
  %1996 = insertelement <8 x float> poison, float %1995, i64 0
  %1997 = shufflevector <8 x float> %1996, <8 x float> poison, <8 x i32> zeroinitializer
  %1998 = mul nsw i64 %1993, %5
  %1999 = getelementptr float, ptr %1978, i64 %1998
  %2000 = load <8 x float>, ptr %1999, align 4
  %2001 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1997, <8 x float> %2000, <8 x float> %1991)
  %2002 = getelementptr inbounds nuw i8, ptr %1999, i64 32
  %2003 = load <8 x float>, ptr %2002, align 4
  %2004 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1997, <8 x float> %2003, <8 x float> %1990)
  %2005 = getelementptr inbounds nuw i8, ptr %1999, i64 64
  %2006 = load <8 x float>, ptr %2005, align 4
  %2007 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1997, <8 x float> %2006, <8 x float> %1989)
  %2008 = or disjoint i64 %1993, 1
  %2009 = getelementptr inbounds nuw float, ptr %1561, i64 %2008
  %2010 = load float, ptr %2009, align 4
  %2011 = insertelement <8 x float> poison, float %2010, i64 0
  %2012 = shufflevector <8 x float> %2011, <8 x float> poison, <8 x i32> zeroinitializer
  %2013 = mul nsw i64 %2008, %5
  %2014 = getelementptr float, ptr %1978, i64 %2013
  %2015 = load <8 x float>, ptr %2014, align 4
  %2016 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2012, <8 x float> %2015, <8 x float> %1988)
  %2017 = getelementptr inbounds nuw i8, ptr %2014, i64 32
  %2018 = load <8 x float>, ptr %2017, align 4
  %2019 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2012, <8 x float> %2018, <8 x float> %1987)
  %2020 = getelementptr inbounds nuw i8, ptr %2014, i64 64
  %2021 = load <8 x float>, ptr %2020, align 4
  %2022 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2012, <8 x float> %2021, <8 x float> %1986)
  %2023 = or disjoint i64 %1993, 2
  %2024 = getelementptr inbounds nuw float, ptr %1561, i64 %2023
  %2025 = load float, ptr %2024, align 4
  %2026 = insertelement <8 x float> poison, float %2025, i64 0
  %2027 = shufflevector <8 x float> %2026, <8 x float> poison, <8 x i32> zeroinitializer
  %2028 = mul nsw i64 %2023, %5
  %2029 = getelementptr float, ptr %1978, i64 %2028
  %2030 = load <8 x float>, ptr %2029, align 4
  %2031 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2027, <8 x float> %2030, <8 x float> %1985)
  %2032 = getelementptr inbounds nuw i8, ptr %2029, i64 32
  %2033 = load <8 x float>, ptr %2032, align 4
  %2034 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2027, <8 x float> %2033, <8 x float> %1984)
  %2035 = getelementptr inbounds nuw i8, ptr %2029, i64 64
  %2036 = load <8 x float>, ptr %2035, align 4
  %2037 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2027, <8 x float> %2036, <8 x float> %1983)
  %2038 = or disjoint i64 %1993, 3
  %2039 = getelementptr inbounds nuw float, ptr %1561, i64 %2038
  %2040 = load float, ptr %2039, align 4
  %2041 = insertelement <8 x float> poison, float %2040, i64 0
  %2042 = shufflevector <8 x float> %2041, <8 x float> poison, <8 x i32> zeroinitializer
  %2043 = mul nsw i64 %2038, %5
  %2044 = getelementptr float, ptr %1978, i64 %2043
  %2045 = load <8 x float>, ptr %2044, align 4
  %2046 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2042, <8 x float> %2045, <8 x float> %1982)
  %2047 = getelementptr inbounds nuw i8, ptr %2044, i64 32
  %2048 = load <8 x float>, ptr %2047, align 4
  %2049 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2042, <8 x float> %2048, <8 x float> %1981)
  %2050 = getelementptr inbounds nuw i8, ptr %2044, i64 64
  %2051 = load <8 x float>, ptr %2050, align 4
  %2052 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2042, <8 x float> %2051, <8 x float> %1980)
  %2053 = add nuw nsw i64 %1992, 4
  %2054 = icmp sgt i64 %2053, %4
  br i1 %2054, label %2055, label %1979

2055:                                             ; preds = %1979
  %2056 = fadd <8 x float> %2016, %2046
  %2057 = fadd <8 x float> %2019, %2049
  %2058 = fadd <8 x float> %2022, %2052
  br label %2059

2059:                                             ; preds = %2055, %1975
  %2060 = phi <8 x float> [ zeroinitializer, %1975 ], [ %2037, %2055 ]
  %2061 = phi <8 x float> [ zeroinitializer, %1975 ], [ %2034, %2055 ]
  %2062 = phi <8 x float> [ zeroinitializer, %1975 ], [ %2031, %2055 ]
  %2063 = phi <8 x float> [ zeroinitializer, %1975 ], [ %2058, %2055 ]
  %2064 = phi <8 x float> [ zeroinitializer, %1975 ], [ %2057, %2055 ]
  %2065 = phi <8 x float> [ zeroinitializer, %1975 ], [ %2056, %2055 ]
  %2066 = phi <8 x float> [ zeroinitializer, %1975 ], [ %2007, %2055 ]
  %2067 = phi <8 x float> [ zeroinitializer, %1975 ], [ %2004, %2055 ]
  %2068 = phi <8 x float> [ zeroinitializer, %1975 ], [ %2001, %2055 ]
  %2069 = phi i64 [ 0, %1975 ], [ %1992, %2055 ]
  %2070 = getelementptr float, ptr %3, i64 %1662
  %2071 = icmp slt i64 %2069, %4
  br i1 %2071, label %2072, label %2137

2072:                                             ; preds = %2059
  %2073 = or disjoint i64 %2069, 1
  %2074 = and i64 %4, 1
  %2075 = icmp eq i64 %2074, 0
  br i1 %2075, label %2092, label %2076

2076:                                             ; preds = %2072
  %2077 = getelementptr inbounds nuw float, ptr %1561, i64 %2069
  %2078 = load float, ptr %2077, align 4
  %2079 = insertelement <8 x float> poison, float %2078, i64 0
  %2080 = shufflevector <8 x float> %2079, <8 x float> poison, <8 x i32> zeroinitializer
  %2081 = mul nsw i64 %2069, %5
  %2082 = getelementptr float, ptr %2070, i64 %2081
  %2083 = load <8 x float>, ptr %2082, align 4
  %2084 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2080, <8 x float> %2083, <8 x float> %2068)
  %2085 = getelementptr inbounds nuw i8, ptr %2082, i64 32
  %2086 = load <8 x float>, ptr %2085, align 4
  %2087 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2080, <8 x float> %2086, <8 x float> %2067)
  %2088 = getelementptr inbounds nuw i8, ptr %2082, i64 64
  %2089 = load <8 x float>, ptr %2088, align 4
  %2090 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2080, <8 x float> %2089, <8 x float> %2066)
  %2091 = or disjoint i64 %2069, 1
  br label %2092

2092:                                             ; preds = %2076, %2072
  %2093 = phi <8 x float> [ poison, %2072 ], [ %2084, %2076 ]
  %2094 = phi <8 x float> [ poison, %2072 ], [ %2087, %2076 ]
  %2095 = phi <8 x float> [ poison, %2072 ], [ %2090, %2076 ]
  %2096 = phi <8 x float> [ %2066, %2072 ], [ %2090, %2076 ]
  %2097 = phi <8 x float> [ %2067, %2072 ], [ %2087, %2076 ]
  %2098 = phi <8 x float> [ %2068, %2072 ], [ %2084, %2076 ]
  %2099 = phi i64 [ %2069, %2072 ], [ %2091, %2076 ]
  %2100 = icmp eq i64 %4, %2073
  br i1 %2100, label %2137, label %2101

2101:                                             ; preds = %2092, %2101
  %2102 = phi <8 x float> [ %2134, %2101 ], [ %2096, %2092 ]
  %2103 = phi <8 x float> [ %2131, %2101 ], [ %2097, %2092 ]
  %2104 = phi <8 x float> [ %2128, %2101 ], [ %2098, %2092 ]
  %2105 = phi i64 [ %2135, %2101 ], [ %2099, %2092 ]
  %2106 = getelementptr inbounds nuw float, ptr %1561, i64 %2105
  %2107 = load float, ptr %2106, align 4
  %2108 = insertelement <8 x float> poison, float %2107, i64 0
  %2109 = shufflevector <8 x float> %2108, <8 x float> poison, <8 x i32> zeroinitializer
  %2110 = mul nsw i64 %2105, %5
  %2111 = getelementptr float, ptr %2070, i64 %2110
  %2112 = load <8 x float>, ptr %2111, align 4
  %2113 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2109, <8 x float> %2112, <8 x float> %2104)
  %2114 = getelementptr inbounds nuw i8, ptr %2111, i64 32
  %2115 = load <8 x float>, ptr %2114, align 4
  %2116 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2109, <8 x float> %2115, <8 x float> %2103)
  %2117 = getelementptr inbounds nuw i8, ptr %2111, i64 64
  %2118 = load <8 x float>, ptr %2117, align 4
  %2119 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2109, <8 x float> %2118, <8 x float> %2102)
  %2120 = add nuw nsw i64 %2105, 1
  %2121 = getelementptr inbounds nuw float, ptr %1561, i64 %2120
  %2122 = load float, ptr %2121, align 4
  %2123 = insertelement <8 x float> poison, float %2122, i64 0
  %2124 = shufflevector <8 x float> %2123, <8 x float> poison, <8 x i32> zeroinitializer
  %2125 = mul nsw i64 %2120, %5
  %2126 = getelementptr float, ptr %2070, i64 %2125
  %2127 = load <8 x float>, ptr %2126, align 4
  %2128 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2124, <8 x float> %2127, <8 x float> %2113)
  %2129 = getelementptr inbounds nuw i8, ptr %2126, i64 32
  %2130 = load <8 x float>, ptr %2129, align 4
  %2131 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2124, <8 x float> %2130, <8 x float> %2116)
  %2132 = getelementptr inbounds nuw i8, ptr %2126, i64 64
  %2133 = load <8 x float>, ptr %2132, align 4
  %2134 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2124, <8 x float> %2133, <8 x float> %2119)
  %2135 = add nuw nsw i64 %2105, 2
  %2136 = icmp eq i64 %2135, %4
  br i1 %2136, label %2137, label %2101

2137:                                             ; preds = %2092, %2101, %2059
  %2138 = phi <8 x float> [ %2066, %2059 ], [ %2095, %2092 ], [ %2134, %2101 ]
  %2139 = phi <8 x float> [ %2067, %2059 ], [ %2094, %2092 ], [ %2131, %2101 ]
  %2140 = phi <8 x float> [ %2068, %2059 ], [ %2093, %2092 ], [ %2128, %2101 ]
  %2141 = fadd <8 x float> %2062, %2140
  %2142 = fadd <8 x float> %2061, %2139
  %2143 = fadd <8 x float> %2060, %2138
  %2144 = fadd <8 x float> %2063, %2143
  %2145 = fadd <8 x float> %2064, %2142
  %2146 = fadd <8 x float> %2065, %2141
  %2147 = getelementptr inbounds nuw float, ptr %1563, i64 %1662
  store <8 x float> %2146, ptr %2147, align 4
  %2148 = getelementptr inbounds nuw i8, ptr %2147, i64 32
  store <8 x float> %2145, ptr %2148, align 4
  %2149 = getelementptr inbounds nuw i8, ptr %2147, i64 64
  store <8 x float> %2144, ptr %2149, align 4
  br label %2899

2150:                                             ; preds = %1661
  %2151 = icmp slt i64 %4, 2
  br i1 %2151, label %2202, label %2152

2152:                                             ; preds = %2150
  %2153 = getelementptr float, ptr %3, i64 %1662
  br label %2154

2154:                                             ; preds = %2154, %2152
  %2155 = phi <8 x float> [ zeroinitializer, %2152 ], [ %2199, %2154 ]
  %2156 = phi <8 x float> [ zeroinitializer, %2152 ], [ %2196, %2154 ]
  %2157 = phi <8 x float> [ zeroinitializer, %2152 ], [ %2193, %2154 ]
  %2158 = phi <8 x float> [ zeroinitializer, %2152 ], [ %2190, %2154 ]
  %2159 = phi <8 x float> [ zeroinitializer, %2152 ], [ %2181, %2154 ]
  %2160 = phi <8 x float> [ zeroinitializer, %2152 ], [ %2178, %2154 ]
  %2161 = phi <8 x float> [ zeroinitializer, %2152 ], [ %2175, %2154 ]
  %2162 = phi <8 x float> [ zeroinitializer, %2152 ], [ %2172, %2154 ]
  %2163 = phi i64 [ 2, %2152 ], [ %2200, %2154 ]
  %2164 = phi i64 [ 0, %2152 ], [ %2163, %2154 ]
  %2165 = getelementptr inbounds nuw float, ptr %1561, i64 %2164
  %2166 = load float, ptr %2165, align 4
  %2167 = insertelement <8 x float> poison, float %2166, i64 0
  %2168 = shufflevector <8 x float> %2167, <8 x float> poison, <8 x i32> zeroinitializer
  %2169 = mul nsw i64 %2164, %5
  %2170 = getelementptr float, ptr %2153, i64 %2169
  %2171 = load <8 x float>, ptr %2170, align 4
  %2172 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2168, <8 x float> %2171, <8 x float> %2162)
  %2173 = getelementptr inbounds nuw i8, ptr %2170, i64 32
  %2174 = load <8 x float>, ptr %2173, align 4
  %2175 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2168, <8 x float> %2174, <8 x float> %2161)
  %2176 = getelementptr inbounds nuw i8, ptr %2170, i64 64
  %2177 = load <8 x float>, ptr %2176, align 4
  %2178 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2168, <8 x float> %2177, <8 x float> %2160)
  %2179 = getelementptr inbounds nuw i8, ptr %2170, i64 96
  %2180 = load <8 x float>, ptr %2179, align 4
  %2181 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2168, <8 x float> %2180, <8 x float> %2159)
  %2182 = or disjoint i64 %2164, 1
  %2183 = getelementptr inbounds nuw float, ptr %1561, i64 %2182
  %2184 = load float, ptr %2183, align 4
  %2185 = insertelement <8 x float> poison, float %2184, i64 0
  %2186 = shufflevector <8 x float> %2185, <8 x float> poison, <8 x i32> zeroinitializer
  %2187 = mul nsw i64 %2182, %5
  %2188 = getelementptr float, ptr %2153, i64 %2187
  %2189 = load <8 x float>, ptr %2188, align 4
  %2190 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2186, <8 x float> %2189, <8 x float> %2158)
  %2191 = getelementptr inbounds nuw i8, ptr %2188, i64 32
  %2192 = load <8 x float>, ptr %2191, align 4
  %2193 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2186, <8 x float> %2192, <8 x float> %2157)
  %2194 = getelementptr inbounds nuw i8, ptr %2188, i64 64
  %2195 = load <8 x float>, ptr %2194, align 4
  %2196 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2186, <8 x float> %2195, <8 x float> %2156)
  %2197 = getelementptr inbounds nuw i8, ptr %2188, i64 96
  %2198 = load <8 x float>, ptr %2197, align 4
  %2199 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2186, <8 x float> %2198, <8 x float> %2155)
  %2200 = add nuw nsw i64 %2163, 2
  %2201 = icmp sgt i64 %2200, %4
  br i1 %2201, label %2202, label %2154

2202:                                             ; preds = %2154, %2150
  %2203 = phi <8 x float> [ zeroinitializer, %2150 ], [ %2199, %2154 ]
  %2204 = phi <8 x float> [ zeroinitializer, %2150 ], [ %2196, %2154 ]
  %2205 = phi <8 x float> [ zeroinitializer, %2150 ], [ %2193, %2154 ]
  %2206 = phi <8 x float> [ zeroinitializer, %2150 ], [ %2190, %2154 ]
  %2207 = phi <8 x float> [ zeroinitializer, %2150 ], [ %2181, %2154 ]
  %2208 = phi <8 x float> [ zeroinitializer, %2150 ], [ %2178, %2154 ]
  %2209 = phi <8 x float> [ zeroinitializer, %2150 ], [ %2175, %2154 ]
  %2210 = phi <8 x float> [ zeroinitializer, %2150 ], [ %2172, %2154 ]
  %2211 = phi i64 [ 0, %2150 ], [ %2163, %2154 ]
  %2212 = getelementptr float, ptr %3, i64 %1662
  %2213 = icmp slt i64 %2211, %4
  br i1 %2213, label %2214, label %2291

2214:                                             ; preds = %2202
  %2215 = or disjoint i64 %2211, 1
  %2216 = and i64 %4, 1
  %2217 = icmp eq i64 %2216, 0
  br i1 %2217, label %2237, label %2218

2218:                                             ; preds = %2214
  %2219 = getelementptr inbounds nuw float, ptr %1561, i64 %2211
  %2220 = load float, ptr %2219, align 4
  %2221 = insertelement <8 x float> poison, float %2220, i64 0
  %2222 = shufflevector <8 x float> %2221, <8 x float> poison, <8 x i32> zeroinitializer
  %2223 = mul nsw i64 %2211, %5
  %2224 = getelementptr float, ptr %2212, i64 %2223
  %2225 = load <8 x float>, ptr %2224, align 4
  %2226 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2222, <8 x float> %2225, <8 x float> %2210)
  %2227 = getelementptr inbounds nuw i8, ptr %2224, i64 32
  %2228 = load <8 x float>, ptr %2227, align 4
  %2229 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2222, <8 x float> %2228, <8 x float> %2209)
  %2230 = getelementptr inbounds nuw i8, ptr %2224, i64 64
  %2231 = load <8 x float>, ptr %2230, align 4
  %2232 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2222, <8 x float> %2231, <8 x float> %2208)
  %2233 = getelementptr inbounds nuw i8, ptr %2224, i64 96
  %2234 = load <8 x float>, ptr %2233, align 4
  %2235 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2222, <8 x float> %2234, <8 x float> %2207)
  %2236 = or disjoint i64 %2211, 1
  br label %2237

2237:                                             ; preds = %2218, %2214
  %2238 = phi <8 x float> [ poison, %2214 ], [ %2226, %2218 ]
  %2239 = phi <8 x float> [ poison, %2214 ], [ %2229, %2218 ]
  %2240 = phi <8 x float> [ poison, %2214 ], [ %2232, %2218 ]
  %2241 = phi <8 x float> [ poison, %2214 ], [ %2235, %2218 ]
  %2242 = phi <8 x float> [ %2207, %2214 ], [ %2235, %2218 ]
  %2243 = phi <8 x float> [ %2208, %2214 ], [ %2232, %2218 ]
  %2244 = phi <8 x float> [ %2209, %2214 ], [ %2229, %2218 ]
  %2245 = phi <8 x float> [ %2210, %2214 ], [ %2226, %2218 ]
  %2246 = phi i64 [ %2211, %2214 ], [ %2236, %2218 ]
  %2247 = icmp eq i64 %4, %2215
  br i1 %2247, label %2291, label %2248

2248:                                             ; preds = %2237, %2248
  %2249 = phi <8 x float> [ %2288, %2248 ], [ %2242, %2237 ]
  %2250 = phi <8 x float> [ %2285, %2248 ], [ %2243, %2237 ]
  %2251 = phi <8 x float> [ %2282, %2248 ], [ %2244, %2237 ]
  %2252 = phi <8 x float> [ %2279, %2248 ], [ %2245, %2237 ]
  %2253 = phi i64 [ %2289, %2248 ], [ %2246, %2237 ]
  %2254 = getelementptr inbounds nuw float, ptr %1561, i64 %2253
  %2255 = load float, ptr %2254, align 4
  %2256 = insertelement <8 x float> poison, float %2255, i64 0
  %2257 = shufflevector <8 x float> %2256, <8 x float> poison, <8 x i32> zeroinitializer
  %2258 = mul nsw i64 %2253, %5
  %2259 = getelementptr float, ptr %2212, i64 %2258
  %2260 = load <8 x float>, ptr %2259, align 4
  %2261 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2257, <8 x float> %2260, <8 x float> %2252)
  %2262 = getelementptr inbounds nuw i8, ptr %2259, i64 32
  %2263 = load <8 x float>, ptr %2262, align 4
  %2264 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2257, <8 x float> %2263, <8 x float> %2251)
  %2265 = getelementptr inbounds nuw i8, ptr %2259, i64 64
  %2266 = load <8 x float>, ptr %2265, align 4
  %2267 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2257, <8 x float> %2266, <8 x float> %2250)
  %2268 = getelementptr inbounds nuw i8, ptr %2259, i64 96
  %2269 = load <8 x float>, ptr %2268, align 4
  %2270 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2257, <8 x float> %2269, <8 x float> %2249)
  %2271 = add nuw nsw i64 %2253, 1
  %2272 = getelementptr inbounds nuw float, ptr %1561, i64 %2271
  %2273 = load float, ptr %2272, align 4
  %2274 = insertelement <8 x float> poison, float %2273, i64 0
  %2275 = shufflevector <8 x float> %2274, <8 x float> poison, <8 x i32> zeroinitializer
  %2276 = mul nsw i64 %2271, %5
  %2277 = getelementptr float, ptr %2212, i64 %2276
  %2278 = load <8 x float>, ptr %2277, align 4
  %2279 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2275, <8 x float> %2278, <8 x float> %2261)
  %2280 = getelementptr inbounds nuw i8, ptr %2277, i64 32
  %2281 = load <8 x float>, ptr %2280, align 4
  %2282 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2275, <8 x float> %2281, <8 x float> %2264)
  %2283 = getelementptr inbounds nuw i8, ptr %2277, i64 64
  %2284 = load <8 x float>, ptr %2283, align 4
  %2285 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2275, <8 x float> %2284, <8 x float> %2267)
  %2286 = getelementptr inbounds nuw i8, ptr %2277, i64 96
  %2287 = load <8 x float>, ptr %2286, align 4
  %2288 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2275, <8 x float> %2287, <8 x float> %2270)
  %2289 = add nuw nsw i64 %2253, 2
  %2290 = icmp eq i64 %2289, %4
  br i1 %2290, label %2291, label %2248

2291:                                             ; preds = %2237, %2248, %2202
  %2292 = phi <8 x float> [ %2207, %2202 ], [ %2241, %2237 ], [ %2288, %2248 ]
  %2293 = phi <8 x float> [ %2208, %2202 ], [ %2240, %2237 ], [ %2285, %2248 ]
  %2294 = phi <8 x float> [ %2209, %2202 ], [ %2239, %2237 ], [ %2282, %2248 ]
  %2295 = phi <8 x float> [ %2210, %2202 ], [ %2238, %2237 ], [ %2279, %2248 ]
  %2296 = fadd <8 x float> %2203, %2292
  %2297 = fadd <8 x float> %2204, %2293
  %2298 = fadd <8 x float> %2205, %2294
  %2299 = fadd <8 x float> %2206, %2295
  %2300 = getelementptr inbounds nuw float, ptr %1563, i64 %1662
  store <8 x float> %2299, ptr %2300, align 4
  %2301 = getelementptr inbounds nuw i8, ptr %2300, i64 32
  store <8 x float> %2298, ptr %2301, align 4
  %2302 = getelementptr inbounds nuw i8, ptr %2300, i64 64
  store <8 x float> %2297, ptr %2302, align 4
  %2303 = getelementptr inbounds nuw i8, ptr %2300, i64 96
  store <8 x float> %2296, ptr %2303, align 4
  br label %2899

2304:                                             ; preds = %1661
  %2305 = icmp slt i64 %4, 2
  br i1 %2305, label %2364, label %2306

2306:                                             ; preds = %2304
  %2307 = getelementptr float, ptr %3, i64 %1662
  br label %2308

2308:                                             ; preds = %2308, %2306
  %2309 = phi <8 x float> [ zeroinitializer, %2306 ], [ %2361, %2308 ]
  %2310 = phi <8 x float> [ zeroinitializer, %2306 ], [ %2358, %2308 ]
  %2311 = phi <8 x float> [ zeroinitializer, %2306 ], [ %2355, %2308 ]
  %2312 = phi <8 x float> [ zeroinitializer, %2306 ], [ %2352, %2308 ]
  %2313 = phi <8 x float> [ zeroinitializer, %2306 ], [ %2349, %2308 ]
  %2314 = phi <8 x float> [ zeroinitializer, %2306 ], [ %2340, %2308 ]
  %2315 = phi <8 x float> [ zeroinitializer, %2306 ], [ %2337, %2308 ]
  %2316 = phi <8 x float> [ zeroinitializer, %2306 ], [ %2334, %2308 ]
  %2317 = phi <8 x float> [ zeroinitializer, %2306 ], [ %2331, %2308 ]
  %2318 = phi <8 x float> [ zeroinitializer, %2306 ], [ %2328, %2308 ]
  %2319 = phi i64 [ 2, %2306 ], [ %2362, %2308 ]
  %2320 = phi i64 [ 0, %2306 ], [ %2319, %2308 ]
  %2321 = getelementptr inbounds nuw float, ptr %1561, i64 %2320
  %2322 = load float, ptr %2321, align 4
  %2323 = insertelement <8 x float> poison, float %2322, i64 0
  %2324 = shufflevector <8 x float> %2323, <8 x float> poison, <8 x i32> zeroinitializer
  %2325 = mul nsw i64 %2320, %5
  %2326 = getelementptr float, ptr %2307, i64 %2325
  %2327 = load <8 x float>, ptr %2326, align 4
  %2328 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2324, <8 x float> %2327, <8 x float> %2318)
  %2329 = getelementptr inbounds nuw i8, ptr %2326, i64 32
  %2330 = load <8 x float>, ptr %2329, align 4
  %2331 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2324, <8 x float> %2330, <8 x float> %2317)
  %2332 = getelementptr inbounds nuw i8, ptr %2326, i64 64
  %2333 = load <8 x float>, ptr %2332, align 4
  %2334 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2324, <8 x float> %2333, <8 x float> %2316)
  %2335 = getelementptr inbounds nuw i8, ptr %2326, i64 96
  %2336 = load <8 x float>, ptr %2335, align 4
  %2337 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2324, <8 x float> %2336, <8 x float> %2315)
  %2338 = getelementptr inbounds nuw i8, ptr %2326, i64 128
  %2339 = load <8 x float>, ptr %2338, align 4
  %2340 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2324, <8 x float> %2339, <8 x float> %2314)
  %2341 = or disjoint i64 %2320, 1
  %2342 = getelementptr inbounds nuw float, ptr %1561, i64 %2341
  %2343 = load float, ptr %2342, align 4
  %2344 = insertelement <8 x float> poison, float %2343, i64 0
  %2345 = shufflevector <8 x float> %2344, <8 x float> poison, <8 x i32> zeroinitializer
  %2346 = mul nsw i64 %2341, %5
  %2347 = getelementptr float, ptr %2307, i64 %2346
  %2348 = load <8 x float>, ptr %2347, align 4
  %2349 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2345, <8 x float> %2348, <8 x float> %2313)
  %2350 = getelementptr inbounds nuw i8, ptr %2347, i64 32
  %2351 = load <8 x float>, ptr %2350, align 4
  %2352 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2345, <8 x float> %2351, <8 x float> %2312)
  %2353 = getelementptr inbounds nuw i8, ptr %2347, i64 64
  %2354 = load <8 x float>, ptr %2353, align 4
  %2355 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2345, <8 x float> %2354, <8 x float> %2311)
  %2356 = getelementptr inbounds nuw i8, ptr %2347, i64 96
  %2357 = load <8 x float>, ptr %2356, align 4
  %2358 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2345, <8 x float> %2357, <8 x float> %2310)
  %2359 = getelementptr inbounds nuw i8, ptr %2347, i64 128
  %2360 = load <8 x float>, ptr %2359, align 4
  %2361 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2345, <8 x float> %2360, <8 x float> %2309)
  %2362 = add nuw nsw i64 %2319, 2
  %2363 = icmp sgt i64 %2362, %4
  br i1 %2363, label %2364, label %2308

2364:                                             ; preds = %2308, %2304
  %2365 = phi <8 x float> [ zeroinitializer, %2304 ], [ %2361, %2308 ]
  %2366 = phi <8 x float> [ zeroinitializer, %2304 ], [ %2358, %2308 ]
  %2367 = phi <8 x float> [ zeroinitializer, %2304 ], [ %2355, %2308 ]
  %2368 = phi <8 x float> [ zeroinitializer, %2304 ], [ %2352, %2308 ]
  %2369 = phi <8 x float> [ zeroinitializer, %2304 ], [ %2349, %2308 ]
  %2370 = phi <8 x float> [ zeroinitializer, %2304 ], [ %2340, %2308 ]
  %2371 = phi <8 x float> [ zeroinitializer, %2304 ], [ %2337, %2308 ]
  %2372 = phi <8 x float> [ zeroinitializer, %2304 ], [ %2334, %2308 ]
  %2373 = phi <8 x float> [ zeroinitializer, %2304 ], [ %2331, %2308 ]
  %2374 = phi <8 x float> [ zeroinitializer, %2304 ], [ %2328, %2308 ]
  %2375 = phi i64 [ 0, %2304 ], [ %2319, %2308 ]
  %2376 = getelementptr float, ptr %3, i64 %1662
  %2377 = icmp slt i64 %2375, %4
  br i1 %2377, label %2378, label %2407

2378:                                             ; preds = %2364, %2378
  %2379 = phi <8 x float> [ %2404, %2378 ], [ %2370, %2364 ]
  %2380 = phi <8 x float> [ %2401, %2378 ], [ %2371, %2364 ]
  %2381 = phi <8 x float> [ %2398, %2378 ], [ %2372, %2364 ]
  %2382 = phi <8 x float> [ %2395, %2378 ], [ %2373, %2364 ]
  %2383 = phi <8 x float> [ %2392, %2378 ], [ %2374, %2364 ]
  %2384 = phi i64 [ %2405, %2378 ], [ %2375, %2364 ]
  %2385 = getelementptr inbounds nuw float, ptr %1561, i64 %2384
  %2386 = load float, ptr %2385, align 4
  %2387 = insertelement <8 x float> poison, float %2386, i64 0
  %2388 = shufflevector <8 x float> %2387, <8 x float> poison, <8 x i32> zeroinitializer
  %2389 = mul nsw i64 %2384, %5
  %2390 = getelementptr float, ptr %2376, i64 %2389
  %2391 = load <8 x float>, ptr %2390, align 4
  %2392 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2388, <8 x float> %2391, <8 x float> %2383)
  %2393 = getelementptr inbounds nuw i8, ptr %2390, i64 32
  %2394 = load <8 x float>, ptr %2393, align 4
  %2395 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2388, <8 x float> %2394, <8 x float> %2382)
  %2396 = getelementptr inbounds nuw i8, ptr %2390, i64 64
  %2397 = load <8 x float>, ptr %2396, align 4
  %2398 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2388, <8 x float> %2397, <8 x float> %2381)
  %2399 = getelementptr inbounds nuw i8, ptr %2390, i64 96
  %2400 = load <8 x float>, ptr %2399, align 4
  %2401 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2388, <8 x float> %2400, <8 x float> %2380)
  %2402 = getelementptr inbounds nuw i8, ptr %2390, i64 128
  %2403 = load <8 x float>, ptr %2402, align 4
  %2404 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2388, <8 x float> %2403, <8 x float> %2379)
  %2405 = add nuw nsw i64 %2384, 1
  %2406 = icmp eq i64 %2405, %4
  br i1 %2406, label %2407, label %2378

2407:                                             ; preds = %2378, %2364
  %2408 = phi <8 x float> [ %2370, %2364 ], [ %2404, %2378 ]
  %2409 = phi <8 x float> [ %2371, %2364 ], [ %2401, %2378 ]
  %2410 = phi <8 x float> [ %2372, %2364 ], [ %2398, %2378 ]
  %2411 = phi <8 x float> [ %2373, %2364 ], [ %2395, %2378 ]
  %2412 = phi <8 x float> [ %2374, %2364 ], [ %2392, %2378 ]
  %2413 = fadd <8 x float> %2365, %2408
  %2414 = fadd <8 x float> %2366, %2409
  %2415 = fadd <8 x float> %2367, %2410
  %2416 = fadd <8 x float> %2368, %2411
  %2417 = fadd <8 x float> %2369, %2412
  %2418 = getelementptr inbounds nuw float, ptr %1563, i64 %1662
  store <8 x float> %2417, ptr %2418, align 4
  %2419 = getelementptr inbounds nuw i8, ptr %2418, i64 32
  store <8 x float> %2416, ptr %2419, align 4
  %2420 = getelementptr inbounds nuw i8, ptr %2418, i64 64
  store <8 x float> %2415, ptr %2420, align 4
  %2421 = getelementptr inbounds nuw i8, ptr %2418, i64 96
  store <8 x float> %2414, ptr %2421, align 4
  %2422 = getelementptr inbounds nuw i8, ptr %2418, i64 128
  store <8 x float> %2413, ptr %2422, align 4
  br label %2899

2423:                                             ; preds = %1661
  %2424 = icmp slt i64 %4, 2
  br i1 %2424, label %2491, label %2425

2425:                                             ; preds = %2423
  %2426 = getelementptr float, ptr %3, i64 %1662
  br label %2427

2427:                                             ; preds = %2427, %2425
  %2428 = phi <8 x float> [ zeroinitializer, %2425 ], [ %2488, %2427 ]
  %2429 = phi <8 x float> [ zeroinitializer, %2425 ], [ %2485, %2427 ]
  %2430 = phi <8 x float> [ zeroinitializer, %2425 ], [ %2482, %2427 ]
  %2431 = phi <8 x float> [ zeroinitializer, %2425 ], [ %2479, %2427 ]
  %2432 = phi <8 x float> [ zeroinitializer, %2425 ], [ %2476, %2427 ]
  %2433 = phi <8 x float> [ zeroinitializer, %2425 ], [ %2473, %2427 ]
  %2434 = phi <8 x float> [ zeroinitializer, %2425 ], [ %2464, %2427 ]
  %2435 = phi <8 x float> [ zeroinitializer, %2425 ], [ %2461, %2427 ]
  %2436 = phi <8 x float> [ zeroinitializer, %2425 ], [ %2458, %2427 ]
  %2437 = phi <8 x float> [ zeroinitializer, %2425 ], [ %2455, %2427 ]
  %2438 = phi <8 x float> [ zeroinitializer, %2425 ], [ %2452, %2427 ]
  %2439 = phi <8 x float> [ zeroinitializer, %2425 ], [ %2449, %2427 ]
  %2440 = phi i64 [ 2, %2425 ], [ %2489, %2427 ]
  %2441 = phi i64 [ 0, %2425 ], [ %2440, %2427 ]
  %2442 = getelementptr inbounds nuw float, ptr %1561, i64 %2441
  %2443 = load float, ptr %2442, align 4
  %2444 = insertelement <8 x float> poison, float %2443, i64 0
  %2445 = shufflevector <8 x float> %2444, <8 x float> poison, <8 x i32> zeroinitializer
  %2446 = mul nsw i64 %2441, %5
  %2447 = getelementptr float, ptr %2426, i64 %2446
  %2448 = load <8 x float>, ptr %2447, align 4
  %2449 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2445, <8 x float> %2448, <8 x float> %2439)
  %2450 = getelementptr inbounds nuw i8, ptr %2447, i64 32
  %2451 = load <8 x float>, ptr %2450, align 4
  %2452 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2445, <8 x float> %2451, <8 x float> %2438)
  %2453 = getelementptr inbounds nuw i8, ptr %2447, i64 64
  %2454 = load <8 x float>, ptr %2453, align 4
  %2455 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2445, <8 x float> %2454, <8 x float> %2437)
  %2456 = getelementptr inbounds nuw i8, ptr %2447, i64 96
  %2457 = load <8 x float>, ptr %2456, align 4
  %2458 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2445, <8 x float> %2457, <8 x float> %2436)
  %2459 = getelementptr inbounds nuw i8, ptr %2447, i64 128
  %2460 = load <8 x float>, ptr %2459, align 4
  %2461 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2445, <8 x float> %2460, <8 x float> %2435)
  %2462 = getelementptr inbounds nuw i8, ptr %2447, i64 160
  %2463 = load <8 x float>, ptr %2462, align 4
  %2464 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2445, <8 x float> %2463, <8 x float> %2434)
  %2465 = or disjoint i64 %2441, 1
  %2466 = getelementptr inbounds nuw float, ptr %1561, i64 %2465
  %2467 = load float, ptr %2466, align 4
  %2468 = insertelement <8 x float> poison, float %2467, i64 0
  %2469 = shufflevector <8 x float> %2468, <8 x float> poison, <8 x i32> zeroinitializer
  %2470 = mul nsw i64 %2465, %5
  %2471 = getelementptr float, ptr %2426, i64 %2470
  %2472 = load <8 x float>, ptr %2471, align 4
  %2473 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2469, <8 x float> %2472, <8 x float> %2433)
  %2474 = getelementptr inbounds nuw i8, ptr %2471, i64 32
  %2475 = load <8 x float>, ptr %2474, align 4
  %2476 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2469, <8 x float> %2475, <8 x float> %2432)
  %2477 = getelementptr inbounds nuw i8, ptr %2471, i64 64
  %2478 = load <8 x float>, ptr %2477, align 4
  %2479 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2469, <8 x float> %2478, <8 x float> %2431)
  %2480 = getelementptr inbounds nuw i8, ptr %2471, i64 96
  %2481 = load <8 x float>, ptr %2480, align 4
  %2482 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2469, <8 x float> %2481, <8 x float> %2430)
  %2483 = getelementptr inbounds nuw i8, ptr %2471, i64 128
  %2484 = load <8 x float>, ptr %2483, align 4
  %2485 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2469, <8 x float> %2484, <8 x float> %2429)
  %2486 = getelementptr inbounds nuw i8, ptr %2471, i64 160
  %2487 = load <8 x float>, ptr %2486, align 4
  %2488 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2469, <8 x float> %2487, <8 x float> %2428)
  %2489 = add nuw nsw i64 %2440, 2
  %2490 = icmp sgt i64 %2489, %4
  br i1 %2490, label %2491, label %2427

2491:                                             ; preds = %2427, %2423
  %2492 = phi <8 x float> [ zeroinitializer, %2423 ], [ %2488, %2427 ]
  %2493 = phi <8 x float> [ zeroinitializer, %2423 ], [ %2485, %2427 ]
  %2494 = phi <8 x float> [ zeroinitializer, %2423 ], [ %2482, %2427 ]
  %2495 = phi <8 x float> [ zeroinitializer, %2423 ], [ %2479, %2427 ]
  %2496 = phi <8 x float> [ zeroinitializer, %2423 ], [ %2476, %2427 ]
  %2497 = phi <8 x float> [ zeroinitializer, %2423 ], [ %2473, %2427 ]
  %2498 = phi <8 x float> [ zeroinitializer, %2423 ], [ %2464, %2427 ]
  %2499 = phi <8 x float> [ zeroinitializer, %2423 ], [ %2461, %2427 ]
  %2500 = phi <8 x float> [ zeroinitializer, %2423 ], [ %2458, %2427 ]
  %2501 = phi <8 x float> [ zeroinitializer, %2423 ], [ %2455, %2427 ]
  %2502 = phi <8 x float> [ zeroinitializer, %2423 ], [ %2452, %2427 ]
  %2503 = phi <8 x float> [ zeroinitializer, %2423 ], [ %2449, %2427 ]
  %2504 = phi i64 [ 0, %2423 ], [ %2440, %2427 ]
  %2505 = getelementptr float, ptr %3, i64 %1662
  %2506 = icmp slt i64 %2504, %4
  br i1 %2506, label %2507, label %2540

2507:                                             ; preds = %2491, %2507
  %2508 = phi <8 x float> [ %2537, %2507 ], [ %2498, %2491 ]
  %2509 = phi <8 x float> [ %2534, %2507 ], [ %2499, %2491 ]
  %2510 = phi <8 x float> [ %2531, %2507 ], [ %2500, %2491 ]
  %2511 = phi <8 x float> [ %2528, %2507 ], [ %2501, %2491 ]
  %2512 = phi <8 x float> [ %2525, %2507 ], [ %2502, %2491 ]
  %2513 = phi <8 x float> [ %2522, %2507 ], [ %2503, %2491 ]
  %2514 = phi i64 [ %2538, %2507 ], [ %2504, %2491 ]
  %2515 = getelementptr inbounds nuw float, ptr %1561, i64 %2514
  %2516 = load float, ptr %2515, align 4
  %2517 = insertelement <8 x float> poison, float %2516, i64 0
  %2518 = shufflevector <8 x float> %2517, <8 x float> poison, <8 x i32> zeroinitializer
  %2519 = mul nsw i64 %2514, %5
  %2520 = getelementptr float, ptr %2505, i64 %2519
  %2521 = load <8 x float>, ptr %2520, align 4
  %2522 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2518, <8 x float> %2521, <8 x float> %2513)
  %2523 = getelementptr inbounds nuw i8, ptr %2520, i64 32
  %2524 = load <8 x float>, ptr %2523, align 4
  %2525 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2518, <8 x float> %2524, <8 x float> %2512)
  %2526 = getelementptr inbounds nuw i8, ptr %2520, i64 64
  %2527 = load <8 x float>, ptr %2526, align 4
  %2528 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2518, <8 x float> %2527, <8 x float> %2511)
  %2529 = getelementptr inbounds nuw i8, ptr %2520, i64 96
  %2530 = load <8 x float>, ptr %2529, align 4
  %2531 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2518, <8 x float> %2530, <8 x float> %2510)
  %2532 = getelementptr inbounds nuw i8, ptr %2520, i64 128
  %2533 = load <8 x float>, ptr %2532, align 4
  %2534 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2518, <8 x float> %2533, <8 x float> %2509)
  %2535 = getelementptr inbounds nuw i8, ptr %2520, i64 160
  %2536 = load <8 x float>, ptr %2535, align 4
  %2537 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2518, <8 x float> %2536, <8 x float> %2508)
  %2538 = add nuw nsw i64 %2514, 1
  %2539 = icmp eq i64 %2538, %4
  br i1 %2539, label %2540, label %2507

2540:                                             ; preds = %2507, %2491
  %2541 = phi <8 x float> [ %2498, %2491 ], [ %2537, %2507 ]
  %2542 = phi <8 x float> [ %2499, %2491 ], [ %2534, %2507 ]
  %2543 = phi <8 x float> [ %2500, %2491 ], [ %2531, %2507 ]
  %2544 = phi <8 x float> [ %2501, %2491 ], [ %2528, %2507 ]
  %2545 = phi <8 x float> [ %2502, %2491 ], [ %2525, %2507 ]
  %2546 = phi <8 x float> [ %2503, %2491 ], [ %2522, %2507 ]
  %2547 = fadd <8 x float> %2492, %2541
  %2548 = fadd <8 x float> %2493, %2542
  %2549 = fadd <8 x float> %2494, %2543
  %2550 = fadd <8 x float> %2495, %2544
  %2551 = fadd <8 x float> %2496, %2545
  %2552 = fadd <8 x float> %2497, %2546
  %2553 = getelementptr inbounds nuw float, ptr %1563, i64 %1662
  store <8 x float> %2552, ptr %2553, align 4
  %2554 = getelementptr inbounds nuw i8, ptr %2553, i64 32
  store <8 x float> %2551, ptr %2554, align 4
  %2555 = getelementptr inbounds nuw i8, ptr %2553, i64 64
  store <8 x float> %2550, ptr %2555, align 4
  %2556 = getelementptr inbounds nuw i8, ptr %2553, i64 96
  store <8 x float> %2549, ptr %2556, align 4
  %2557 = getelementptr inbounds nuw i8, ptr %2553, i64 128
  store <8 x float> %2548, ptr %2557, align 4
  %2558 = getelementptr inbounds nuw i8, ptr %2553, i64 160
  store <8 x float> %2547, ptr %2558, align 4
  br label %2899

2559:                                             ; preds = %1661
  %2560 = icmp sgt i64 %4, 0
  %2561 = getelementptr float, ptr %3, i64 %1662
  br i1 %2560, label %2562, label %2600

2562:                                             ; preds = %2559, %2562
  %2563 = phi <8 x float> [ %2597, %2562 ], [ zeroinitializer, %2559 ]
  %2564 = phi <8 x float> [ %2594, %2562 ], [ zeroinitializer, %2559 ]
  %2565 = phi <8 x float> [ %2591, %2562 ], [ zeroinitializer, %2559 ]
  %2566 = phi <8 x float> [ %2588, %2562 ], [ zeroinitializer, %2559 ]
  %2567 = phi <8 x float> [ %2585, %2562 ], [ zeroinitializer, %2559 ]
  %2568 = phi <8 x float> [ %2582, %2562 ], [ zeroinitializer, %2559 ]
  %2569 = phi <8 x float> [ %2579, %2562 ], [ zeroinitializer, %2559 ]
  %2570 = phi i64 [ %2598, %2562 ], [ 1, %2559 ]
  %2571 = phi i64 [ %2570, %2562 ], [ 0, %2559 ]
  %2572 = getelementptr inbounds nuw float, ptr %1561, i64 %2571
  %2573 = load float, ptr %2572, align 4
  %2574 = insertelement <8 x float> poison, float %2573, i64 0
  %2575 = shufflevector <8 x float> %2574, <8 x float> poison, <8 x i32> zeroinitializer
  %2576 = mul nsw i64 %2571, %5
  %2577 = getelementptr float, ptr %2561, i64 %2576
  %2578 = load <8 x float>, ptr %2577, align 4
  %2579 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2575, <8 x float> %2578, <8 x float> %2569)
  %2580 = getelementptr inbounds nuw i8, ptr %2577, i64 32
  %2581 = load <8 x float>, ptr %2580, align 4
  %2582 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2575, <8 x float> %2581, <8 x float> %2568)
  %2583 = getelementptr inbounds nuw i8, ptr %2577, i64 64
  %2584 = load <8 x float>, ptr %2583, align 4
  %2585 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2575, <8 x float> %2584, <8 x float> %2567)
  %2586 = getelementptr inbounds nuw i8, ptr %2577, i64 96
  %2587 = load <8 x float>, ptr %2586, align 4
  %2588 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2575, <8 x float> %2587, <8 x float> %2566)
  %2589 = getelementptr inbounds nuw i8, ptr %2577, i64 128
  %2590 = load <8 x float>, ptr %2589, align 4
  %2591 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2575, <8 x float> %2590, <8 x float> %2565)
  %2592 = getelementptr inbounds nuw i8, ptr %2577, i64 160
  %2593 = load <8 x float>, ptr %2592, align 4
  %2594 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2575, <8 x float> %2593, <8 x float> %2564)
  %2595 = getelementptr inbounds nuw i8, ptr %2577, i64 192
  %2596 = load <8 x float>, ptr %2595, align 4
  %2597 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2575, <8 x float> %2596, <8 x float> %2563)
  %2598 = add nuw i64 %2570, 1
  %2599 = icmp eq i64 %2570, %4
  br i1 %2599, label %2600, label %2562

2600:                                             ; preds = %2562, %2559
  %2601 = phi <8 x float> [ zeroinitializer, %2559 ], [ %2597, %2562 ]
  %2602 = phi <8 x float> [ zeroinitializer, %2559 ], [ %2594, %2562 ]
  %2603 = phi <8 x float> [ zeroinitializer, %2559 ], [ %2591, %2562 ]
  %2604 = phi <8 x float> [ zeroinitializer, %2559 ], [ %2588, %2562 ]
  %2605 = phi <8 x float> [ zeroinitializer, %2559 ], [ %2585, %2562 ]
  %2606 = phi <8 x float> [ zeroinitializer, %2559 ], [ %2582, %2562 ]
  %2607 = phi <8 x float> [ zeroinitializer, %2559 ], [ %2579, %2562 ]
  %2608 = getelementptr inbounds nuw float, ptr %1563, i64 %1662
  store <8 x float> %2607, ptr %2608, align 4
  %2609 = getelementptr inbounds nuw i8, ptr %2608, i64 32
  store <8 x float> %2606, ptr %2609, align 4
  %2610 = getelementptr inbounds nuw i8, ptr %2608, i64 64
  store <8 x float> %2605, ptr %2610, align 4
  %2611 = getelementptr inbounds nuw i8, ptr %2608, i64 96
  store <8 x float> %2604, ptr %2611, align 4
  %2612 = getelementptr inbounds nuw i8, ptr %2608, i64 128
  store <8 x float> %2603, ptr %2612, align 4
  %2613 = getelementptr inbounds nuw i8, ptr %2608, i64 160
  store <8 x float> %2602, ptr %2613, align 4
  %2614 = getelementptr inbounds nuw i8, ptr %2608, i64 192
  store <8 x float> %2601, ptr %2614, align 4
  br label %2899

2615:                                             ; preds = %1661
  %2616 = icmp sgt i64 %4, 0
  %2617 = getelementptr float, ptr %3, i64 %1662
  br i1 %2616, label %2618, label %2660

2618:                                             ; preds = %2615, %2618
  %2619 = phi <8 x float> [ %2657, %2618 ], [ zeroinitializer, %2615 ]
  %2620 = phi <8 x float> [ %2654, %2618 ], [ zeroinitializer, %2615 ]
  %2621 = phi <8 x float> [ %2651, %2618 ], [ zeroinitializer, %2615 ]
  %2622 = phi <8 x float> [ %2648, %2618 ], [ zeroinitializer, %2615 ]
  %2623 = phi <8 x float> [ %2645, %2618 ], [ zeroinitializer, %2615 ]
  %2624 = phi <8 x float> [ %2642, %2618 ], [ zeroinitializer, %2615 ]
  %2625 = phi <8 x float> [ %2639, %2618 ], [ zeroinitializer, %2615 ]
  %2626 = phi <8 x float> [ %2636, %2618 ], [ zeroinitializer, %2615 ]
  %2627 = phi i64 [ %2658, %2618 ], [ 1, %2615 ]
  %2628 = phi i64 [ %2627, %2618 ], [ 0, %2615 ]
  %2629 = getelementptr inbounds nuw float, ptr %1561, i64 %2628
  %2630 = load float, ptr %2629, align 4
  %2631 = insertelement <8 x float> poison, float %2630, i64 0
  %2632 = shufflevector <8 x float> %2631, <8 x float> poison, <8 x i32> zeroinitializer
  %2633 = mul nsw i64 %2628, %5
  %2634 = getelementptr float, ptr %2617, i64 %2633
  %2635 = load <8 x float>, ptr %2634, align 4
  %2636 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2632, <8 x float> %2635, <8 x float> %2626)
  %2637 = getelementptr inbounds nuw i8, ptr %2634, i64 32
  %2638 = load <8 x float>, ptr %2637, align 4
  %2639 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2632, <8 x float> %2638, <8 x float> %2625)
  %2640 = getelementptr inbounds nuw i8, ptr %2634, i64 64
  %2641 = load <8 x float>, ptr %2640, align 4
  %2642 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2632, <8 x float> %2641, <8 x float> %2624)
  %2643 = getelementptr inbounds nuw i8, ptr %2634, i64 96
  %2644 = load <8 x float>, ptr %2643, align 4
  %2645 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2632, <8 x float> %2644, <8 x float> %2623)
  %2646 = getelementptr inbounds nuw i8, ptr %2634, i64 128
  %2647 = load <8 x float>, ptr %2646, align 4
  %2648 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2632, <8 x float> %2647, <8 x float> %2622)
  %2649 = getelementptr inbounds nuw i8, ptr %2634, i64 160
  %2650 = load <8 x float>, ptr %2649, align 4
  %2651 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2632, <8 x float> %2650, <8 x float> %2621)
  %2652 = getelementptr inbounds nuw i8, ptr %2634, i64 192
  %2653 = load <8 x float>, ptr %2652, align 4
  %2654 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2632, <8 x float> %2653, <8 x float> %2620)
  %2655 = getelementptr inbounds nuw i8, ptr %2634, i64 224
  %2656 = load <8 x float>, ptr %2655, align 4
  %2657 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2632, <8 x float> %2656, <8 x float> %2619)
  %2658 = add nuw i64 %2627, 1
  %2659 = icmp eq i64 %2627, %4
  br i1 %2659, label %2660, label %2618

2660:                                             ; preds = %2618, %2615
  %2661 = phi <8 x float> [ zeroinitializer, %2615 ], [ %2657, %2618 ]
  %2662 = phi <8 x float> [ zeroinitializer, %2615 ], [ %2654, %2618 ]
  %2663 = phi <8 x float> [ zeroinitializer, %2615 ], [ %2651, %2618 ]
  %2664 = phi <8 x float> [ zeroinitializer, %2615 ], [ %2648, %2618 ]
  %2665 = phi <8 x float> [ zeroinitializer, %2615 ], [ %2645, %2618 ]
  %2666 = phi <8 x float> [ zeroinitializer, %2615 ], [ %2642, %2618 ]
  %2667 = phi <8 x float> [ zeroinitializer, %2615 ], [ %2639, %2618 ]
  %2668 = phi <8 x float> [ zeroinitializer, %2615 ], [ %2636, %2618 ]
  %2669 = getelementptr inbounds nuw float, ptr %1563, i64 %1662
  store <8 x float> %2668, ptr %2669, align 4
  %2670 = getelementptr inbounds nuw i8, ptr %2669, i64 32
  store <8 x float> %2667, ptr %2670, align 4
  %2671 = getelementptr inbounds nuw i8, ptr %2669, i64 64
  store <8 x float> %2666, ptr %2671, align 4
  %2672 = getelementptr inbounds nuw i8, ptr %2669, i64 96
  store <8 x float> %2665, ptr %2672, align 4
  %2673 = getelementptr inbounds nuw i8, ptr %2669, i64 128
  store <8 x float> %2664, ptr %2673, align 4
  %2674 = getelementptr inbounds nuw i8, ptr %2669, i64 160
  store <8 x float> %2663, ptr %2674, align 4
  %2675 = getelementptr inbounds nuw i8, ptr %2669, i64 192
  store <8 x float> %2662, ptr %2675, align 4
  %2676 = getelementptr inbounds nuw i8, ptr %2669, i64 224
  store <8 x float> %2661, ptr %2676, align 4
  br label %2899

2677:                                             ; preds = %1661
  %2678 = icmp sgt i64 %4, 0
  %2679 = getelementptr float, ptr %3, i64 %1662
  br i1 %2678, label %2680, label %2726

2680:                                             ; preds = %2677, %2680
  %2681 = phi <8 x float> [ %2723, %2680 ], [ zeroinitializer, %2677 ]
  %2682 = phi <8 x float> [ %2720, %2680 ], [ zeroinitializer, %2677 ]
  %2683 = phi <8 x float> [ %2717, %2680 ], [ zeroinitializer, %2677 ]
  %2684 = phi <8 x float> [ %2714, %2680 ], [ zeroinitializer, %2677 ]
  %2685 = phi <8 x float> [ %2711, %2680 ], [ zeroinitializer, %2677 ]
  %2686 = phi <8 x float> [ %2708, %2680 ], [ zeroinitializer, %2677 ]
  %2687 = phi <8 x float> [ %2705, %2680 ], [ zeroinitializer, %2677 ]
  %2688 = phi <8 x float> [ %2702, %2680 ], [ zeroinitializer, %2677 ]
  %2689 = phi <8 x float> [ %2699, %2680 ], [ zeroinitializer, %2677 ]
  %2690 = phi i64 [ %2724, %2680 ], [ 1, %2677 ]
  %2691 = phi i64 [ %2690, %2680 ], [ 0, %2677 ]
  %2692 = getelementptr inbounds nuw float, ptr %1561, i64 %2691
  %2693 = load float, ptr %2692, align 4
  %2694 = insertelement <8 x float> poison, float %2693, i64 0
  %2695 = shufflevector <8 x float> %2694, <8 x float> poison, <8 x i32> zeroinitializer
  %2696 = mul nsw i64 %2691, %5
  %2697 = getelementptr float, ptr %2679, i64 %2696
  %2698 = load <8 x float>, ptr %2697, align 4
  %2699 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2695, <8 x float> %2698, <8 x float> %2689)
  %2700 = getelementptr inbounds nuw i8, ptr %2697, i64 32
  %2701 = load <8 x float>, ptr %2700, align 4
  %2702 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2695, <8 x float> %2701, <8 x float> %2688)
  %2703 = getelementptr inbounds nuw i8, ptr %2697, i64 64
  %2704 = load <8 x float>, ptr %2703, align 4
  %2705 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2695, <8 x float> %2704, <8 x float> %2687)
  %2706 = getelementptr inbounds nuw i8, ptr %2697, i64 96
  %2707 = load <8 x float>, ptr %2706, align 4
  %2708 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2695, <8 x float> %2707, <8 x float> %2686)
  %2709 = getelementptr inbounds nuw i8, ptr %2697, i64 128
  %2710 = load <8 x float>, ptr %2709, align 4
  %2711 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2695, <8 x float> %2710, <8 x float> %2685)
  %2712 = getelementptr inbounds nuw i8, ptr %2697, i64 160
  %2713 = load <8 x float>, ptr %2712, align 4
  %2714 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2695, <8 x float> %2713, <8 x float> %2684)
  %2715 = getelementptr inbounds nuw i8, ptr %2697, i64 192
  %2716 = load <8 x float>, ptr %2715, align 4
  %2717 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2695, <8 x float> %2716, <8 x float> %2683)
  %2718 = getelementptr inbounds nuw i8, ptr %2697, i64 224
  %2719 = load <8 x float>, ptr %2718, align 4
  %2720 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2695, <8 x float> %2719, <8 x float> %2682)
  %2721 = getelementptr inbounds nuw i8, ptr %2697, i64 256
  %2722 = load <8 x float>, ptr %2721, align 4
  %2723 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2695, <8 x float> %2722, <8 x float> %2681)
  %2724 = add nuw i64 %2690, 1
  %2725 = icmp eq i64 %2690, %4
  br i1 %2725, label %2726, label %2680

2726:                                             ; preds = %2680, %2677
  %2727 = phi <8 x float> [ zeroinitializer, %2677 ], [ %2723, %2680 ]
  %2728 = phi <8 x float> [ zeroinitializer, %2677 ], [ %2720, %2680 ]
  %2729 = phi <8 x float> [ zeroinitializer, %2677 ], [ %2717, %2680 ]
  %2730 = phi <8 x float> [ zeroinitializer, %2677 ], [ %2714, %2680 ]
  %2731 = phi <8 x float> [ zeroinitializer, %2677 ], [ %2711, %2680 ]
  %2732 = phi <8 x float> [ zeroinitializer, %2677 ], [ %2708, %2680 ]
  %2733 = phi <8 x float> [ zeroinitializer, %2677 ], [ %2705, %2680 ]
  %2734 = phi <8 x float> [ zeroinitializer, %2677 ], [ %2702, %2680 ]
  %2735 = phi <8 x float> [ zeroinitializer, %2677 ], [ %2699, %2680 ]
  %2736 = getelementptr inbounds nuw float, ptr %1563, i64 %1662
  store <8 x float> %2735, ptr %2736, align 4
  %2737 = getelementptr inbounds nuw i8, ptr %2736, i64 32
  store <8 x float> %2734, ptr %2737, align 4
  %2738 = getelementptr inbounds nuw i8, ptr %2736, i64 64
  store <8 x float> %2733, ptr %2738, align 4
  %2739 = getelementptr inbounds nuw i8, ptr %2736, i64 96
  store <8 x float> %2732, ptr %2739, align 4
  %2740 = getelementptr inbounds nuw i8, ptr %2736, i64 128
  store <8 x float> %2731, ptr %2740, align 4
  %2741 = getelementptr inbounds nuw i8, ptr %2736, i64 160
  store <8 x float> %2730, ptr %2741, align 4
  %2742 = getelementptr inbounds nuw i8, ptr %2736, i64 192
  store <8 x float> %2729, ptr %2742, align 4
  %2743 = getelementptr inbounds nuw i8, ptr %2736, i64 224
  store <8 x float> %2728, ptr %2743, align 4
  %2744 = getelementptr inbounds nuw i8, ptr %2736, i64 256
  store <8 x float> %2727, ptr %2744, align 4
  br label %2899

2745:                                             ; preds = %1661
  %2746 = icmp sgt i64 %4, 0
  %2747 = getelementptr float, ptr %3, i64 %1662
  br i1 %2746, label %2748, label %2798

2748:                                             ; preds = %2745, %2748
  %2749 = phi <8 x float> [ %2795, %2748 ], [ zeroinitializer, %2745 ]
  %2750 = phi <8 x float> [ %2792, %2748 ], [ zeroinitializer, %2745 ]
  %2751 = phi <8 x float> [ %2789, %2748 ], [ zeroinitializer, %2745 ]
  %2752 = phi <8 x float> [ %2786, %2748 ], [ zeroinitializer, %2745 ]
  %2753 = phi <8 x float> [ %2783, %2748 ], [ zeroinitializer, %2745 ]
  %2754 = phi <8 x float> [ %2780, %2748 ], [ zeroinitializer, %2745 ]
  %2755 = phi <8 x float> [ %2777, %2748 ], [ zeroinitializer, %2745 ]
  %2756 = phi <8 x float> [ %2774, %2748 ], [ zeroinitializer, %2745 ]
  %2757 = phi <8 x float> [ %2771, %2748 ], [ zeroinitializer, %2745 ]
  %2758 = phi <8 x float> [ %2768, %2748 ], [ zeroinitializer, %2745 ]
  %2759 = phi i64 [ %2796, %2748 ], [ 1, %2745 ]
  %2760 = phi i64 [ %2759, %2748 ], [ 0, %2745 ]
  %2761 = getelementptr inbounds nuw float, ptr %1561, i64 %2760
  %2762 = load float, ptr %2761, align 4
  %2763 = insertelement <8 x float> poison, float %2762, i64 0
  %2764 = shufflevector <8 x float> %2763, <8 x float> poison, <8 x i32> zeroinitializer
  %2765 = mul nsw i64 %2760, %5
  %2766 = getelementptr float, ptr %2747, i64 %2765
  %2767 = load <8 x float>, ptr %2766, align 4
  %2768 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2764, <8 x float> %2767, <8 x float> %2758)
  %2769 = getelementptr inbounds nuw i8, ptr %2766, i64 32
  %2770 = load <8 x float>, ptr %2769, align 4
  %2771 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2764, <8 x float> %2770, <8 x float> %2757)
  %2772 = getelementptr inbounds nuw i8, ptr %2766, i64 64
  %2773 = load <8 x float>, ptr %2772, align 4
  %2774 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2764, <8 x float> %2773, <8 x float> %2756)
  %2775 = getelementptr inbounds nuw i8, ptr %2766, i64 96
  %2776 = load <8 x float>, ptr %2775, align 4
  %2777 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2764, <8 x float> %2776, <8 x float> %2755)
  %2778 = getelementptr inbounds nuw i8, ptr %2766, i64 128
  %2779 = load <8 x float>, ptr %2778, align 4
  %2780 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2764, <8 x float> %2779, <8 x float> %2754)
  %2781 = getelementptr inbounds nuw i8, ptr %2766, i64 160
  %2782 = load <8 x float>, ptr %2781, align 4
  %2783 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2764, <8 x float> %2782, <8 x float> %2753)
  %2784 = getelementptr inbounds nuw i8, ptr %2766, i64 192
  %2785 = load <8 x float>, ptr %2784, align 4
  %2786 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2764, <8 x float> %2785, <8 x float> %2752)
  %2787 = getelementptr inbounds nuw i8, ptr %2766, i64 224
  %2788 = load <8 x float>, ptr %2787, align 4
  %2789 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2764, <8 x float> %2788, <8 x float> %2751)
  %2790 = getelementptr inbounds nuw i8, ptr %2766, i64 256
  %2791 = load <8 x float>, ptr %2790, align 4
  %2792 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2764, <8 x float> %2791, <8 x float> %2750)
  %2793 = getelementptr inbounds nuw i8, ptr %2766, i64 288
  %2794 = load <8 x float>, ptr %2793, align 4
  %2795 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2764, <8 x float> %2794, <8 x float> %2749)
  %2796 = add nuw i64 %2759, 1
  %2797 = icmp eq i64 %2759, %4
  br i1 %2797, label %2798, label %2748

2798:                                             ; preds = %2748, %2745
  %2799 = phi <8 x float> [ zeroinitializer, %2745 ], [ %2795, %2748 ]
  %2800 = phi <8 x float> [ zeroinitializer, %2745 ], [ %2792, %2748 ]
  %2801 = phi <8 x float> [ zeroinitializer, %2745 ], [ %2789, %2748 ]
  %2802 = phi <8 x float> [ zeroinitializer, %2745 ], [ %2786, %2748 ]
  %2803 = phi <8 x float> [ zeroinitializer, %2745 ], [ %2783, %2748 ]
  %2804 = phi <8 x float> [ zeroinitializer, %2745 ], [ %2780, %2748 ]
  %2805 = phi <8 x float> [ zeroinitializer, %2745 ], [ %2777, %2748 ]
  %2806 = phi <8 x float> [ zeroinitializer, %2745 ], [ %2774, %2748 ]
  %2807 = phi <8 x float> [ zeroinitializer, %2745 ], [ %2771, %2748 ]
  %2808 = phi <8 x float> [ zeroinitializer, %2745 ], [ %2768, %2748 ]
  %2809 = getelementptr inbounds nuw float, ptr %1563, i64 %1662
  store <8 x float> %2808, ptr %2809, align 4
  %2810 = getelementptr inbounds nuw i8, ptr %2809, i64 32
  store <8 x float> %2807, ptr %2810, align 4
  %2811 = getelementptr inbounds nuw i8, ptr %2809, i64 64
  store <8 x float> %2806, ptr %2811, align 4
  %2812 = getelementptr inbounds nuw i8, ptr %2809, i64 96
  store <8 x float> %2805, ptr %2812, align 4
  %2813 = getelementptr inbounds nuw i8, ptr %2809, i64 128
  store <8 x float> %2804, ptr %2813, align 4
  %2814 = getelementptr inbounds nuw i8, ptr %2809, i64 160
  store <8 x float> %2803, ptr %2814, align 4
  %2815 = getelementptr inbounds nuw i8, ptr %2809, i64 192
  store <8 x float> %2802, ptr %2815, align 4
  %2816 = getelementptr inbounds nuw i8, ptr %2809, i64 224
  store <8 x float> %2801, ptr %2816, align 4
  %2817 = getelementptr inbounds nuw i8, ptr %2809, i64 256
  store <8 x float> %2800, ptr %2817, align 4
  %2818 = getelementptr inbounds nuw i8, ptr %2809, i64 288
  store <8 x float> %2799, ptr %2818, align 4
  br label %2899

2819:                                             ; preds = %1661
  %2820 = icmp sgt i64 %4, 0
  %2821 = getelementptr float, ptr %3, i64 %1662
  br i1 %2820, label %2822, label %2876

2822:                                             ; preds = %2819, %2822
  %2823 = phi <8 x float> [ %2873, %2822 ], [ zeroinitializer, %2819 ]
  %2824 = phi <8 x float> [ %2870, %2822 ], [ zeroinitializer, %2819 ]
  %2825 = phi <8 x float> [ %2867, %2822 ], [ zeroinitializer, %2819 ]
  %2826 = phi <8 x float> [ %2864, %2822 ], [ zeroinitializer, %2819 ]
  %2827 = phi <8 x float> [ %2861, %2822 ], [ zeroinitializer, %2819 ]
  %2828 = phi <8 x float> [ %2858, %2822 ], [ zeroinitializer, %2819 ]
  %2829 = phi <8 x float> [ %2855, %2822 ], [ zeroinitializer, %2819 ]
  %2830 = phi <8 x float> [ %2852, %2822 ], [ zeroinitializer, %2819 ]
  %2831 = phi <8 x float> [ %2849, %2822 ], [ zeroinitializer, %2819 ]
  %2832 = phi <8 x float> [ %2846, %2822 ], [ zeroinitializer, %2819 ]
  %2833 = phi <8 x float> [ %2843, %2822 ], [ zeroinitializer, %2819 ]
  %2834 = phi i64 [ %2874, %2822 ], [ 1, %2819 ]
  %2835 = phi i64 [ %2834, %2822 ], [ 0, %2819 ]
  %2836 = getelementptr inbounds nuw float, ptr %1561, i64 %2835
  %2837 = load float, ptr %2836, align 4
  %2838 = insertelement <8 x float> poison, float %2837, i64 0
  %2839 = shufflevector <8 x float> %2838, <8 x float> poison, <8 x i32> zeroinitializer
  %2840 = mul nsw i64 %2835, %5
  %2841 = getelementptr float, ptr %2821, i64 %2840
  %2842 = load <8 x float>, ptr %2841, align 4
  %2843 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2839, <8 x float> %2842, <8 x float> %2833)
  %2844 = getelementptr inbounds nuw i8, ptr %2841, i64 32
  %2845 = load <8 x float>, ptr %2844, align 4
  %2846 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2839, <8 x float> %2845, <8 x float> %2832)
  %2847 = getelementptr inbounds nuw i8, ptr %2841, i64 64
  %2848 = load <8 x float>, ptr %2847, align 4
  %2849 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2839, <8 x float> %2848, <8 x float> %2831)
  %2850 = getelementptr inbounds nuw i8, ptr %2841, i64 96
  %2851 = load <8 x float>, ptr %2850, align 4
  %2852 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2839, <8 x float> %2851, <8 x float> %2830)
  %2853 = getelementptr inbounds nuw i8, ptr %2841, i64 128
  %2854 = load <8 x float>, ptr %2853, align 4
  %2855 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2839, <8 x float> %2854, <8 x float> %2829)
  %2856 = getelementptr inbounds nuw i8, ptr %2841, i64 160
  %2857 = load <8 x float>, ptr %2856, align 4
  %2858 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2839, <8 x float> %2857, <8 x float> %2828)
  %2859 = getelementptr inbounds nuw i8, ptr %2841, i64 192
  %2860 = load <8 x float>, ptr %2859, align 4
  %2861 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2839, <8 x float> %2860, <8 x float> %2827)
  %2862 = getelementptr inbounds nuw i8, ptr %2841, i64 224
  %2863 = load <8 x float>, ptr %2862, align 4
  %2864 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2839, <8 x float> %2863, <8 x float> %2826)
  %2865 = getelementptr inbounds nuw i8, ptr %2841, i64 256
  %2866 = load <8 x float>, ptr %2865, align 4
  %2867 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2839, <8 x float> %2866, <8 x float> %2825)
  %2868 = getelementptr inbounds nuw i8, ptr %2841, i64 288
  %2869 = load <8 x float>, ptr %2868, align 4
  %2870 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2839, <8 x float> %2869, <8 x float> %2824)
  %2871 = getelementptr inbounds nuw i8, ptr %2841, i64 320
  %2872 = load <8 x float>, ptr %2871, align 4
  %2873 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2839, <8 x float> %2872, <8 x float> %2823)
  %2874 = add nuw i64 %2834, 1
  %2875 = icmp eq i64 %2834, %4
  br i1 %2875, label %2876, label %2822

2876:                                             ; preds = %2822, %2819
  %2877 = phi <8 x float> [ zeroinitializer, %2819 ], [ %2873, %2822 ]
  %2878 = phi <8 x float> [ zeroinitializer, %2819 ], [ %2870, %2822 ]
  %2879 = phi <8 x float> [ zeroinitializer, %2819 ], [ %2867, %2822 ]
  %2880 = phi <8 x float> [ zeroinitializer, %2819 ], [ %2864, %2822 ]
  %2881 = phi <8 x float> [ zeroinitializer, %2819 ], [ %2861, %2822 ]
  %2882 = phi <8 x float> [ zeroinitializer, %2819 ], [ %2858, %2822 ]
  %2883 = phi <8 x float> [ zeroinitializer, %2819 ], [ %2855, %2822 ]
  %2884 = phi <8 x float> [ zeroinitializer, %2819 ], [ %2852, %2822 ]
  %2885 = phi <8 x float> [ zeroinitializer, %2819 ], [ %2849, %2822 ]
  %2886 = phi <8 x float> [ zeroinitializer, %2819 ], [ %2846, %2822 ]
  %2887 = phi <8 x float> [ zeroinitializer, %2819 ], [ %2843, %2822 ]
  %2888 = getelementptr inbounds nuw float, ptr %1563, i64 %1662
  store <8 x float> %2887, ptr %2888, align 4
  %2889 = getelementptr inbounds nuw i8, ptr %2888, i64 32
  store <8 x float> %2886, ptr %2889, align 4
  %2890 = getelementptr inbounds nuw i8, ptr %2888, i64 64
  store <8 x float> %2885, ptr %2890, align 4
  %2891 = getelementptr inbounds nuw i8, ptr %2888, i64 96
  store <8 x float> %2884, ptr %2891, align 4
  %2892 = getelementptr inbounds nuw i8, ptr %2888, i64 128
  store <8 x float> %2883, ptr %2892, align 4
  %2893 = getelementptr inbounds nuw i8, ptr %2888, i64 160
  store <8 x float> %2882, ptr %2893, align 4
  %2894 = getelementptr inbounds nuw i8, ptr %2888, i64 192
  store <8 x float> %2881, ptr %2894, align 4
  %2895 = getelementptr inbounds nuw i8, ptr %2888, i64 224
  store <8 x float> %2880, ptr %2895, align 4
  %2896 = getelementptr inbounds nuw i8, ptr %2888, i64 256
  store <8 x float> %2879, ptr %2896, align 4
  %2897 = getelementptr inbounds nuw i8, ptr %2888, i64 288
  store <8 x float> %2878, ptr %2897, align 4
  %2898 = getelementptr inbounds nuw i8, ptr %2888, i64 320
  store <8 x float> %2877, ptr %2898, align 4
  br label %2899

2899:                                             ; preds = %2876, %2798, %2726, %2660, %2600, %2540, %2407, %2291, %2137, %1966, %1830, %1661, %1460, %1354, %1262, %1184, %1120, %1050, %968, %933, %811
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
  br i1 %6, label %8, label %337

8:                                                ; preds = %7
  %9 = fcmp ogt float %2, 0.000000e+00
  %10 = fneg float %2
  %11 = insertelement <8 x float> poison, float %10, i64 0
  %12 = shufflevector <8 x float> %11, <8 x float> poison, <8 x i32> zeroinitializer
  %13 = insertelement <8 x float> poison, float %2, i64 0
  %14 = shufflevector <8 x float> %13, <8 x float> poison, <8 x i32> zeroinitializer
  %15 = shufflevector <2 x float> %1, <2 x float> poison, <8 x i32> zeroinitializer
  br label %288

16:                                               ; preds = %5
  br i1 %6, label %17, label %337

17:                                               ; preds = %16
  %18 = fcmp ogt float %2, 0.000000e+00
  %19 = fneg float %2
  %20 = insertelement <8 x float> poison, float %19, i64 0
  %21 = shufflevector <8 x float> %20, <8 x float> poison, <8 x i32> zeroinitializer
  %22 = insertelement <8 x float> poison, float %2, i64 0
  %23 = shufflevector <8 x float> %22, <8 x float> poison, <8 x i32> zeroinitializer
  %24 = shufflevector <2 x float> %1, <2 x float> poison, <8 x i32> zeroinitializer
  %25 = shufflevector <2 x float> %1, <2 x float> poison, <8 x i32> <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  br label %273

26:                                               ; preds = %5
  br i1 %6, label %27, label %337

27:                                               ; preds = %26
  %28 = fcmp ogt float %2, 0.000000e+00
  %29 = fneg float %2
  %30 = insertelement <8 x float> poison, float %29, i64 0
  %31 = shufflevector <8 x float> %30, <8 x float> poison, <8 x i32> zeroinitializer
  %32 = insertelement <8 x float> poison, float %2, i64 0
  %33 = shufflevector <8 x float> %32, <8 x float> poison, <8 x i32> zeroinitializer
  %34 = shufflevector <2 x float> %1, <2 x float> poison, <8 x i32> zeroinitializer
  %35 = shufflevector <2 x float> %1, <2 x float> poison, <8 x i32> <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  br label %227

36:                                               ; preds = %5
  br i1 %6, label %37, label %337

37:                                               ; preds = %36
  %38 = fcmp ogt float %2, 0.000000e+00
  %39 = fneg float %2
  %40 = insertelement <8 x float> poison, float %39, i64 0
  %41 = shufflevector <8 x float> %40, <8 x float> poison, <8 x i32> zeroinitializer
  %42 = insertelement <8 x float> poison, float %2, i64 0
  %43 = shufflevector <8 x float> %42, <8 x float> poison, <8 x i32> zeroinitializer
  %44 = shufflevector <2 x float> %1, <2 x float> poison, <8 x i32> zeroinitializer
  br label %214

45:                                               ; preds = %5
  br i1 %6, label %46, label %337

46:                                               ; preds = %45
  %47 = fcmp ogt float %2, 0.000000e+00
  %48 = fneg float %2
  %49 = insertelement <8 x float> poison, float %48, i64 0
  %50 = shufflevector <8 x float> %49, <8 x float> poison, <8 x i32> zeroinitializer
  %51 = insertelement <8 x float> poison, float %2, i64 0
  %52 = shufflevector <8 x float> %51, <8 x float> poison, <8 x i32> zeroinitializer
  %53 = shufflevector <2 x float> %1, <2 x float> poison, <8 x i32> zeroinitializer
  br label %200

54:                                               ; preds = %5
  br i1 %6, label %55, label %337

55:                                               ; preds = %54
  %56 = fcmp ogt float %2, 0.000000e+00
  %57 = fneg float %2
  %58 = insertelement <8 x float> poison, float %57, i64 0
  %59 = shufflevector <8 x float> %58, <8 x float> poison, <8 x i32> zeroinitializer
  %60 = insertelement <8 x float> poison, float %2, i64 0
  %61 = shufflevector <8 x float> %60, <8 x float> poison, <8 x i32> zeroinitializer
  %62 = shufflevector <2 x float> %1, <2 x float> poison, <8 x i32> zeroinitializer
  %63 = shufflevector <2 x float> %1, <2 x float> poison, <8 x i32> <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  br label %187

64:                                               ; preds = %5
  br i1 %6, label %65, label %337

65:                                               ; preds = %64
  %66 = fcmp ogt float %2, 0.000000e+00
  %67 = fneg float %2
  %68 = insertelement <8 x float> poison, float %67, i64 0
  %69 = shufflevector <8 x float> %68, <8 x float> poison, <8 x i32> zeroinitializer
  %70 = insertelement <8 x float> poison, float %2, i64 0
  %71 = shufflevector <8 x float> %70, <8 x float> poison, <8 x i32> zeroinitializer
  br label %174

72:                                               ; preds = %5
  br i1 %6, label %73, label %337

73:                                               ; preds = %72
  %74 = fcmp ogt float %2, 0.000000e+00
  %75 = fneg float %2
  %76 = insertelement <8 x float> poison, float %75, i64 0
  %77 = shufflevector <8 x float> %76, <8 x float> poison, <8 x i32> zeroinitializer
  %78 = insertelement <8 x float> poison, float %2, i64 0
  %79 = shufflevector <8 x float> %78, <8 x float> poison, <8 x i32> zeroinitializer
  br label %130

80:                                               ; preds = %5
  br i1 %6, label %81, label %337

81:                                               ; preds = %80
  %82 = fcmp ogt float %2, 0.000000e+00
  %83 = fneg float %2
  %84 = insertelement <8 x float> poison, float %83, i64 0
  %85 = shufflevector <8 x float> %84, <8 x float> poison, <8 x i32> zeroinitializer
  %86 = insertelement <8 x float> poison, float %2, i64 0
  %87 = shufflevector <8 x float> %86, <8 x float> poison, <8 x i32> zeroinitializer
  br label %96

88:                                               ; preds = %5
  br i1 %6, label %89, label %337

89:                                               ; preds = %88
  %90 = fcmp ogt float %2, 0.000000e+00
  %91 = fneg float %2
  %92 = insertelement <8 x float> poison, float %91, i64 0
  %93 = shufflevector <8 x float> %92, <8 x float> poison, <8 x i32> zeroinitializer
  %94 = insertelement <8 x float> poison, float %2, i64 0
  %95 = shufflevector <8 x float> %94, <8 x float> poison, <8 x i32> zeroinitializer
  br label %323

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
  br i1 %129, label %96, label %337

130:                                              ; preds = %73, %137
  %131 = phi i64 [ 0, %73 ], [ %172, %137 ]
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
  %167 = fdiv <8 x float> splat (float 2.000000e+00), %166
  %168 = fsub <8 x float> splat (float 1.000000e+00), %167
  %169 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %138)
  %170 = fcmp uge <8 x float> %169, splat (float 0x3FD3333340000000)
  %171 = select <8 x i1> %170, <8 x float> %168, <8 x float> %144
  store <8 x float> %171, ptr %132, align 4
  %172 = add nuw nsw i64 %131, 8
  %173 = icmp slt i64 %172, %4
  br i1 %173, label %130, label %337

174:                                              ; preds = %65, %181
  %175 = phi i64 [ 0, %65 ], [ %185, %181 ]
  %176 = getelementptr inbounds nuw float, ptr %3, i64 %175
  %177 = load <8 x float>, ptr %176, align 4
  br i1 %66, label %178, label %181

178:                                              ; preds = %174
  %179 = tail call <8 x float> @llvm.maxnum.v8f32(<8 x float> %177, <8 x float> %69)
  %180 = tail call <8 x float> @llvm.minnum.v8f32(<8 x float> %179, <8 x float> %71)
  br label %181

181:                                              ; preds = %178, %174
  %182 = phi <8 x float> [ %180, %178 ], [ %177, %174 ]
  %183 = fcmp olt <8 x float> %182, zeroinitializer
  %184 = select <8 x i1> %183, <8 x float> zeroinitializer, <8 x float> %182
  store <8 x float> %184, ptr %176, align 4
  %185 = add nuw nsw i64 %175, 8
  %186 = icmp slt i64 %185, %4
  br i1 %186, label %174, label %337

187:                                              ; preds = %55, %194
  %188 = phi i64 [ 0, %55 ], [ %198, %194 ]
  %189 = getelementptr inbounds nuw float, ptr %3, i64 %188
  %190 = load <8 x float>, ptr %189, align 4
  br i1 %56, label %191, label %194

191:                                              ; preds = %187
  %192 = tail call <8 x float> @llvm.maxnum.v8f32(<8 x float> %190, <8 x float> %59)
  %193 = tail call <8 x float> @llvm.minnum.v8f32(<8 x float> %192, <8 x float> %61)
  br label %194

194:                                              ; preds = %191, %187
  %195 = phi <8 x float> [ %193, %191 ], [ %190, %187 ]
  %196 = fmul <8 x float> %62, %195
  %197 = fadd <8 x float> %63, %196
  store <8 x float> %197, ptr %189, align 4
  %198 = add nuw nsw i64 %188, 8
  %199 = icmp slt i64 %198, %4
  br i1 %199, label %187, label %337

200:                                              ; preds = %46, %207
  %201 = phi i64 [ 0, %46 ], [ %212, %207 ]
  %202 = getelementptr inbounds nuw float, ptr %3, i64 %201
  %203 = load <8 x float>, ptr %202, align 4
  br i1 %47, label %204, label %207

204:                                              ; preds = %200
  %205 = tail call <8 x float> @llvm.maxnum.v8f32(<8 x float> %203, <8 x float> %50)
  %206 = tail call <8 x float> @llvm.minnum.v8f32(<8 x float> %205, <8 x float> %52)
  br label %207

207:                                              ; preds = %204, %200
  %208 = phi <8 x float> [ %206, %204 ], [ %203, %200 ]
  %209 = fcmp uge <8 x float> %208, zeroinitializer
  %210 = fmul <8 x float> %53, %208
  %211 = select <8 x i1> %209, <8 x float> %208, <8 x float> %210
  store <8 x float> %211, ptr %202, align 4
  %212 = add nuw nsw i64 %201, 8
  %213 = icmp slt i64 %212, %4
  br i1 %213, label %200, label %337

214:                                              ; preds = %37, %221
  %215 = phi i64 [ 0, %37 ], [ %225, %221 ]
  %216 = getelementptr inbounds nuw float, ptr %3, i64 %215
  %217 = load <8 x float>, ptr %216, align 4
  br i1 %38, label %218, label %221

218:                                              ; preds = %214
  %219 = tail call <8 x float> @llvm.maxnum.v8f32(<8 x float> %217, <8 x float> %41)
  %220 = tail call <8 x float> @llvm.minnum.v8f32(<8 x float> %219, <8 x float> %43)
  br label %221

221:                                              ; preds = %218, %214
  %222 = phi <8 x float> [ %220, %218 ], [ %217, %214 ]
  %223 = fcmp ogt <8 x float> %222, %44
  %224 = select <8 x i1> %223, <8 x float> %222, <8 x float> zeroinitializer
  store <8 x float> %224, ptr %216, align 4
  %225 = add nuw nsw i64 %215, 8
  %226 = icmp slt i64 %225, %4
  br i1 %226, label %214, label %337

227:                                              ; preds = %27, %234
  %228 = phi i64 [ 0, %27 ], [ %271, %234 ]
  %229 = getelementptr inbounds nuw float, ptr %3, i64 %228
  %230 = load <8 x float>, ptr %229, align 4
  br i1 %28, label %231, label %234

231:                                              ; preds = %227
  %232 = tail call <8 x float> @llvm.maxnum.v8f32(<8 x float> %230, <8 x float> %31)
  %233 = tail call <8 x float> @llvm.minnum.v8f32(<8 x float> %232, <8 x float> %33)
  br label %234

234:                                              ; preds = %231, %227
  %235 = phi <8 x float> [ %233, %231 ], [ %230, %227 ]
  %236 = fmul <8 x float> %35, %235
  %237 = fmul <8 x float> %236, %236
  %238 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %237, <8 x float> splat (float 0x3F9664F480000000), <8 x float> splat (float 0xBFABA1BA20000000))
  %239 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %238, <8 x float> %237, <8 x float> splat (float 0x3FC1111120000000))
  %240 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %239, <8 x float> %237, <8 x float> splat (float 0xBFD5555560000000))
  %241 = fmul <8 x float> %237, %240
  %242 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %241, <8 x float> %236, <8 x float> %236)
  %243 = fmul <8 x float> %236, splat (float 2.000000e+00)
  %244 = tail call <8 x float> @llvm.maxnum.v8f32(<8 x float> %243, <8 x float> splat (float 0xC055D33340000000))
  %245 = tail call <8 x float> @llvm.minnum.v8f32(<8 x float> %244, <8 x float> splat (float 8.800000e+01))
  %246 = fmul <8 x float> %245, splat (float 0x3FF7154760000000)
  %247 = fadd <8 x float> %246, splat (float 0x4168000000000000)
  %248 = fadd <8 x float> %247, splat (float 0xC168000000000000)
  %249 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %248, <8 x float> splat (float 0xBFE6300000000000), <8 x float> %245)
  %250 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %248, <8 x float> splat (float 0x3F2BD01060000000), <8 x float> %249)
  %251 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %250, <8 x float> splat (float 0x3F2A0D2CE0000000), <8 x float> splat (float 0x3F56E879C0000000))
  %252 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %251, <8 x float> %250, <8 x float> splat (float 0x3F81112100000000))
  %253 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %252, <8 x float> %250, <8 x float> splat (float 0x3FA5553820000000))
  %254 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %253, <8 x float> %250, <8 x float> splat (float 0x3FC5555540000000))
  %255 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %254, <8 x float> %250, <8 x float> splat (float 5.000000e-01))
  %256 = fmul <8 x float> %250, %250
  %257 = fadd <8 x float> %250, splat (float 1.000000e+00)
  %258 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %255, <8 x float> %256, <8 x float> %257)
  %259 = fptosi <8 x float> %248 to <8 x i32>
  %260 = shl <8 x i32> %259, splat (i32 23)
  %261 = add <8 x i32> %260, splat (i32 1065353216)
  %262 = bitcast <8 x i32> %261 to <8 x float>
  %263 = fmul <8 x float> %258, %262
  %264 = fadd <8 x float> %263, splat (float 1.000000e+00)
  %265 = fdiv <8 x float> splat (float 2.000000e+00), %264
  %266 = fsub <8 x float> splat (float 1.000000e+00), %265
  %267 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %236)
  %268 = fcmp uge <8 x float> %267, splat (float 0x3FD3333340000000)
  %269 = select <8 x i1> %268, <8 x float> %266, <8 x float> %242
  %270 = fmul <8 x float> %34, %269
  store <8 x float> %270, ptr %229, align 4
  %271 = add nuw nsw i64 %228, 8
  %272 = icmp slt i64 %271, %4
  br i1 %272, label %227, label %337

273:                                              ; preds = %17, %280
  %274 = phi i64 [ 0, %17 ], [ %286, %280 ]
  %275 = getelementptr inbounds nuw float, ptr %3, i64 %274
  %276 = load <8 x float>, ptr %275, align 4
  br i1 %18, label %277, label %280

277:                                              ; preds = %273
  %278 = tail call <8 x float> @llvm.maxnum.v8f32(<8 x float> %276, <8 x float> %21)
  %279 = tail call <8 x float> @llvm.minnum.v8f32(<8 x float> %278, <8 x float> %23)
  br label %280

280:                                              ; preds = %277, %273
  %281 = phi <8 x float> [ %279, %277 ], [ %276, %273 ]
  %282 = fmul <8 x float> %24, %281
  %283 = fadd <8 x float> %25, %282
  %284 = tail call <8 x float> @llvm.maxnum.v8f32(<8 x float> %283, <8 x float> zeroinitializer)
  %285 = tail call <8 x float> @llvm.minnum.v8f32(<8 x float> %284, <8 x float> splat (float 1.000000e+00))
  store <8 x float> %285, ptr %275, align 4
  %286 = add nuw nsw i64 %274, 8
  %287 = icmp slt i64 %286, %4
  br i1 %287, label %273, label %337

288:                                              ; preds = %8, %295
  %289 = phi i64 [ 0, %8 ], [ %321, %295 ]
  %290 = getelementptr inbounds nuw float, ptr %3, i64 %289
  %291 = load <8 x float>, ptr %290, align 4
  br i1 %9, label %292, label %295

292:                                              ; preds = %288
  %293 = tail call <8 x float> @llvm.maxnum.v8f32(<8 x float> %291, <8 x float> %12)
  %294 = tail call <8 x float> @llvm.minnum.v8f32(<8 x float> %293, <8 x float> %14)
  br label %295

295:                                              ; preds = %292, %288
  %296 = phi <8 x float> [ %294, %292 ], [ %291, %288 ]
  %297 = fcmp uge <8 x float> %296, zeroinitializer
  %298 = tail call <8 x float> @llvm.maxnum.v8f32(<8 x float> %296, <8 x float> splat (float 0xC055D33340000000))
  %299 = tail call <8 x float> @llvm.minnum.v8f32(<8 x float> %298, <8 x float> splat (float 8.800000e+01))
  %300 = fmul <8 x float> %299, splat (float 0x3FF7154760000000)
  %301 = fadd <8 x float> %300, splat (float 0x4168000000000000)
  %302 = fadd <8 x float> %301, splat (float 0xC168000000000000)
  %303 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %302, <8 x float> splat (float 0xBFE6300000000000), <8 x float> %299)
  %304 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %302, <8 x float> splat (float 0x3F2BD01060000000), <8 x float> %303)
  %305 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %304, <8 x float> splat (float 0x3F2A0D2CE0000000), <8 x float> splat (float 0x3F56E879C0000000))
  %306 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %305, <8 x float> %304, <8 x float> splat (float 0x3F81112100000000))
  %307 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %306, <8 x float> %304, <8 x float> splat (float 0x3FA5553820000000))
  %308 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %307, <8 x float> %304, <8 x float> splat (float 0x3FC5555540000000))
  %309 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %308, <8 x float> %304, <8 x float> splat (float 5.000000e-01))
  %310 = fmul <8 x float> %304, %304
  %311 = fadd <8 x float> %304, splat (float 1.000000e+00)
  %312 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %309, <8 x float> %310, <8 x float> %311)
  %313 = fptosi <8 x float> %302 to <8 x i32>
  %314 = shl <8 x i32> %313, splat (i32 23)
  %315 = add <8 x i32> %314, splat (i32 1065353216)
  %316 = bitcast <8 x i32> %315 to <8 x float>
  %317 = fmul <8 x float> %312, %316
  %318 = fadd <8 x float> %317, splat (float -1.000000e+00)
  %319 = fmul <8 x float> %15, %318
  %320 = select <8 x i1> %297, <8 x float> %296, <8 x float> %319
  store <8 x float> %320, ptr %290, align 4
  %321 = add nuw nsw i64 %289, 8
  %322 = icmp slt i64 %321, %4
  br i1 %322, label %288, label %337

323:                                              ; preds = %89, %330
  %324 = phi i64 [ 0, %89 ], [ %335, %330 ]
  %325 = getelementptr inbounds nuw float, ptr %3, i64 %324
  %326 = load <8 x float>, ptr %325, align 4
  br i1 %90, label %327, label %330

327:                                              ; preds = %323
  %328 = tail call <8 x float> @llvm.maxnum.v8f32(<8 x float> %326, <8 x float> %93)
  %329 = tail call <8 x float> @llvm.minnum.v8f32(<8 x float> %328, <8 x float> %95)
  br label %330

330:                                              ; preds = %327, %323
  %331 = phi <8 x float> [ %329, %327 ], [ %326, %323 ]
  %332 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %331)
  %333 = fadd <8 x float> %332, splat (float 1.000000e+00)
  %334 = fdiv <8 x float> %331, %333
  store <8 x float> %334, ptr %325, align 4
  %335 = add nuw nsw i64 %324, 8
  %336 = icmp slt i64 %335, %4
  br i1 %336, label %323, label %337

337:                                              ; preds = %295, %280, %234, %221, %207, %194, %181, %137, %103, %330, %7, %16, %26, %36, %45, %54, %64, %72, %80, %88
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
