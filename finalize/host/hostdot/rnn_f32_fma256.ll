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
  br i1 %960, label %686, label %4029

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

1522:                                             ; preds = %3945, %989
  %1523 = phi i64 [ 0, %989 ], [ %3946, %3945 ]
  %1524 = xor i64 %1523, -1
  br label %1534

1525:                                             ; preds = %3945, %982
  %1526 = icmp eq i64 %36, 1
  %1527 = mul nsw i64 %47, %30
  %1528 = icmp eq i64 %8, 0
  %1529 = icmp eq i64 %9, 0
  br label %4030

1530:                                             ; preds = %1583
  %1531 = trunc i64 %1523 to i32
  %1532 = and i32 %1531, 1
  call fastcc void @products(ptr noundef %984, ptr noundef %985, i64 noundef %1584, ptr noundef %117, i64 noundef %32, i64 noundef %107, i64 noundef %1005, i32 noundef %1532)
  %1533 = icmp sgt i64 %1584, 0
  br i1 %1533, label %1588, label %1587

1534:                                             ; preds = %1522, %1583
  %1535 = phi i64 [ 0, %1522 ], [ %1584, %1583 ]
  %1536 = phi i64 [ 0, %1522 ], [ %1585, %1583 ]
  %1537 = getelementptr inbounds nuw %struct.rowstate, ptr %959, i64 %1536
  %1538 = getelementptr inbounds nuw i8, ptr %1537, i64 32
  %1539 = load i64, ptr %1538, align 8
  %1540 = icmp slt i64 %1523, %1539
  br i1 %1540, label %1541, label %1583

1541:                                             ; preds = %1534
  %1542 = add nsw i64 %1536, %49
  %1543 = add i64 %1539, %1524
  %1544 = select i1 %65, i64 %1543, i64 %1523
  %1545 = getelementptr inbounds nuw i8, ptr %1537, i64 40
  br i1 %995, label %1546, label %1551

1546:                                             ; preds = %1541
  %1547 = mul nsw i64 %1542, %28
  %1548 = add nsw i64 %1544, %1547
  %1549 = mul i64 %996, %1548
  %1550 = getelementptr float, ptr %997, i64 %1549
  store ptr %1550, ptr %1545, align 8
  br i1 %998, label %1568, label %1556

1551:                                             ; preds = %1541
  %1552 = mul nsw i64 %1544, %30
  %1553 = add nsw i64 %1552, %1542
  %1554 = mul i64 %996, %1553
  %1555 = getelementptr float, ptr %997, i64 %1554
  store ptr %1555, ptr %1545, align 8
  br i1 %998, label %1568, label %1559

1556:                                             ; preds = %1546
  %1557 = mul nsw i64 %1548, %34
  %1558 = add nsw i64 %1557, %47
  br label %1564

1559:                                             ; preds = %1551
  %1560 = mul nsw i64 %1544, %34
  %1561 = add nsw i64 %1560, %47
  %1562 = mul nsw i64 %1561, %30
  %1563 = add nsw i64 %1562, %1542
  br label %1564

1564:                                             ; preds = %1559, %1556
  %1565 = phi i64 [ %1558, %1556 ], [ %1563, %1559 ]
  %1566 = mul nsw i64 %1565, %32
  %1567 = getelementptr inbounds float, ptr %21, i64 %1566
  br label %1568

1568:                                             ; preds = %1551, %1546, %1564
  %1569 = phi ptr [ %1567, %1564 ], [ null, %1546 ], [ null, %1551 ]
  %1570 = getelementptr inbounds nuw i8, ptr %1537, i64 48
  store ptr %1569, ptr %1570, align 8
  %1571 = getelementptr inbounds ptr, ptr %983, i64 %1535
  store ptr %1537, ptr %1571, align 8
  %1572 = load ptr, ptr %1537, align 8
  %1573 = getelementptr inbounds ptr, ptr %984, i64 %1535
  store ptr %1572, ptr %1573, align 8
  %1574 = getelementptr inbounds nuw i8, ptr %1537, i64 16
  %1575 = load ptr, ptr %1574, align 8
  %1576 = getelementptr inbounds ptr, ptr %985, i64 %1535
  store ptr %1575, ptr %1576, align 8
  %1577 = getelementptr inbounds nuw i8, ptr %1537, i64 24
  %1578 = load ptr, ptr %1577, align 8
  %1579 = getelementptr inbounds ptr, ptr %986, i64 %1535
  store ptr %1578, ptr %1579, align 8
  %1580 = getelementptr inbounds i8, ptr %1575, i64 %999
  %1581 = getelementptr inbounds ptr, ptr %987, i64 %1535
  store ptr %1580, ptr %1581, align 8
  %1582 = add nsw i64 %1535, 1
  br label %1583

1583:                                             ; preds = %1534, %1568
  %1584 = phi i64 [ %1582, %1568 ], [ %1535, %1534 ]
  %1585 = add nuw nsw i64 %1536, 1
  %1586 = icmp slt i64 %1585, %52
  br i1 %1586, label %1534, label %1530

1587:                                             ; preds = %3670, %1530
  br i1 %1002, label %3944, label %3673

1588:                                             ; preds = %1530, %3670
  %1589 = phi i64 [ %3671, %3670 ], [ 0, %1530 ]
  %1590 = getelementptr inbounds nuw ptr, ptr %983, i64 %1589
  %1591 = load ptr, ptr %1590, align 8
  %1592 = getelementptr inbounds nuw i8, ptr %1591, i64 40
  %1593 = load ptr, ptr %1592, align 8
  %1594 = getelementptr inbounds nuw i8, ptr %1591, i64 16
  %1595 = load ptr, ptr %1594, align 8
  %1596 = ptrtoint ptr %1595 to i64
  %1597 = load ptr, ptr %1591, align 8
  %1598 = ptrtoint ptr %1597 to i64
  %1599 = getelementptr inbounds nuw i8, ptr %1591, i64 8
  %1600 = load ptr, ptr %1599, align 8
  br i1 %1000, label %1601, label %1800

1601:                                             ; preds = %1588
  br i1 %124, label %1602, label %1705

1602:                                             ; preds = %1601
  br i1 %1337, label %1686, label %1603

1603:                                             ; preds = %1602
  %1604 = getelementptr i8, ptr %1595, i64 %1033
  %1605 = getelementptr i8, ptr %1593, i64 %1033
  %1606 = icmp ult ptr %1595, %1605
  %1607 = icmp ult ptr %1593, %1604
  %1608 = and i1 %1606, %1607
  %1609 = icmp ult ptr %1595, %1039
  %1610 = icmp ult ptr %171, %1604
  %1611 = and i1 %1609, %1610
  %1612 = or i1 %1608, %1611
  %1613 = icmp ult ptr %1595, %1043
  %1614 = icmp ult ptr %170, %1604
  %1615 = and i1 %1613, %1614
  %1616 = or i1 %1612, %1615
  br i1 %1616, label %1686, label %1617

1617:                                             ; preds = %1603
  br i1 %1338, label %1668, label %1618

1618:                                             ; preds = %1617, %1618
  %1619 = phi i64 [ %1664, %1618 ], [ 0, %1617 ]
  %1620 = getelementptr inbounds nuw float, ptr %1593, i64 %1619
  %1621 = getelementptr inbounds nuw i8, ptr %1620, i64 32
  %1622 = getelementptr inbounds nuw i8, ptr %1620, i64 64
  %1623 = getelementptr inbounds nuw i8, ptr %1620, i64 96
  %1624 = load <8 x float>, ptr %1620, align 4
  %1625 = load <8 x float>, ptr %1621, align 4
  %1626 = load <8 x float>, ptr %1622, align 4
  %1627 = load <8 x float>, ptr %1623, align 4
  %1628 = getelementptr inbounds nuw float, ptr %170, i64 %1619
  %1629 = getelementptr inbounds nuw i8, ptr %1628, i64 32
  %1630 = getelementptr inbounds nuw i8, ptr %1628, i64 64
  %1631 = getelementptr inbounds nuw i8, ptr %1628, i64 96
  %1632 = load <8 x float>, ptr %1628, align 4
  %1633 = load <8 x float>, ptr %1629, align 4
  %1634 = load <8 x float>, ptr %1630, align 4
  %1635 = load <8 x float>, ptr %1631, align 4
  %1636 = fadd <8 x float> %1624, %1632
  %1637 = fadd <8 x float> %1625, %1633
  %1638 = fadd <8 x float> %1626, %1634
  %1639 = fadd <8 x float> %1627, %1635
  %1640 = getelementptr inbounds nuw float, ptr %171, i64 %1619
  %1641 = getelementptr inbounds nuw i8, ptr %1640, i64 32
  %1642 = getelementptr inbounds nuw i8, ptr %1640, i64 64
  %1643 = getelementptr inbounds nuw i8, ptr %1640, i64 96
  %1644 = load <8 x float>, ptr %1640, align 4
  %1645 = load <8 x float>, ptr %1641, align 4
  %1646 = load <8 x float>, ptr %1642, align 4
  %1647 = load <8 x float>, ptr %1643, align 4
  %1648 = fadd <8 x float> %1636, %1644
  %1649 = fadd <8 x float> %1637, %1645
  %1650 = fadd <8 x float> %1638, %1646
  %1651 = fadd <8 x float> %1639, %1647
  %1652 = getelementptr inbounds nuw float, ptr %1595, i64 %1619
  %1653 = getelementptr inbounds nuw i8, ptr %1652, i64 32
  %1654 = getelementptr inbounds nuw i8, ptr %1652, i64 64
  %1655 = getelementptr inbounds nuw i8, ptr %1652, i64 96
  %1656 = load <8 x float>, ptr %1652, align 4
  %1657 = load <8 x float>, ptr %1653, align 4
  %1658 = load <8 x float>, ptr %1654, align 4
  %1659 = load <8 x float>, ptr %1655, align 4
  %1660 = fadd <8 x float> %1648, %1656
  %1661 = fadd <8 x float> %1649, %1657
  %1662 = fadd <8 x float> %1650, %1658
  %1663 = fadd <8 x float> %1651, %1659
  store <8 x float> %1660, ptr %1652, align 4
  store <8 x float> %1661, ptr %1653, align 4
  store <8 x float> %1662, ptr %1654, align 4
  store <8 x float> %1663, ptr %1655, align 4
  %1664 = add nuw i64 %1619, 32
  %1665 = icmp eq i64 %1664, %1340
  br i1 %1665, label %1666, label %1618

1666:                                             ; preds = %1618
  br i1 %1341, label %1706, label %1667

1667:                                             ; preds = %1666
  br i1 %1342, label %1686, label %1668

1668:                                             ; preds = %1617, %1667
  %1669 = phi i64 [ %1340, %1667 ], [ 0, %1617 ]
  br label %1670

1670:                                             ; preds = %1670, %1668
  %1671 = phi i64 [ %1669, %1668 ], [ %1683, %1670 ]
  %1672 = getelementptr inbounds nuw float, ptr %1593, i64 %1671
  %1673 = load <4 x float>, ptr %1672, align 4
  %1674 = getelementptr inbounds nuw float, ptr %170, i64 %1671
  %1675 = load <4 x float>, ptr %1674, align 4
  %1676 = fadd <4 x float> %1673, %1675
  %1677 = getelementptr inbounds nuw float, ptr %171, i64 %1671
  %1678 = load <4 x float>, ptr %1677, align 4
  %1679 = fadd <4 x float> %1676, %1678
  %1680 = getelementptr inbounds nuw float, ptr %1595, i64 %1671
  %1681 = load <4 x float>, ptr %1680, align 4
  %1682 = fadd <4 x float> %1679, %1681
  store <4 x float> %1682, ptr %1680, align 4
  %1683 = add nuw i64 %1671, 4
  %1684 = icmp eq i64 %1683, %1343
  br i1 %1684, label %1685, label %1670

1685:                                             ; preds = %1670
  br i1 %1344, label %1706, label %1686

1686:                                             ; preds = %1603, %1602, %1667, %1685
  %1687 = phi i64 [ 0, %1602 ], [ 0, %1603 ], [ %1340, %1667 ], [ %1343, %1685 ]
  %1688 = or disjoint i64 %1687, 1
  br i1 %1346, label %1702, label %1689

1689:                                             ; preds = %1686
  %1690 = getelementptr inbounds nuw float, ptr %1593, i64 %1687
  %1691 = load float, ptr %1690, align 4
  %1692 = getelementptr inbounds nuw float, ptr %170, i64 %1687
  %1693 = load float, ptr %1692, align 4
  %1694 = fadd float %1691, %1693
  %1695 = getelementptr inbounds nuw float, ptr %171, i64 %1687
  %1696 = load float, ptr %1695, align 4
  %1697 = fadd float %1694, %1696
  %1698 = getelementptr inbounds nuw float, ptr %1595, i64 %1687
  %1699 = load float, ptr %1698, align 4
  %1700 = fadd float %1697, %1699
  store float %1700, ptr %1698, align 4
  %1701 = or disjoint i64 %1687, 1
  br label %1702

1702:                                             ; preds = %1689, %1686
  %1703 = phi i64 [ %1687, %1686 ], [ %1701, %1689 ]
  %1704 = icmp eq i64 %32, %1688
  br i1 %1704, label %1706, label %1754

1705:                                             ; preds = %1601
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %1595, i64 noundef %106)
  br label %3670

1706:                                             ; preds = %1702, %1754, %1685, %1666
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef nonnull %1595, i64 noundef %106)
  %1707 = sub i64 %1598, %1596
  %1708 = icmp ult i64 %1707, 128
  %1709 = select i1 %1347, i1 true, i1 %1708
  br i1 %1709, label %1739, label %1710

1710:                                             ; preds = %1706
  br i1 %1348, label %1729, label %1711

1711:                                             ; preds = %1710, %1711
  %1712 = phi i64 [ %1725, %1711 ], [ 0, %1710 ]
  %1713 = getelementptr inbounds nuw float, ptr %1595, i64 %1712
  %1714 = getelementptr inbounds nuw i8, ptr %1713, i64 32
  %1715 = getelementptr inbounds nuw i8, ptr %1713, i64 64
  %1716 = getelementptr inbounds nuw i8, ptr %1713, i64 96
  %1717 = load <8 x float>, ptr %1713, align 4
  %1718 = load <8 x float>, ptr %1714, align 4
  %1719 = load <8 x float>, ptr %1715, align 4
  %1720 = load <8 x float>, ptr %1716, align 4
  %1721 = getelementptr inbounds nuw float, ptr %1597, i64 %1712
  %1722 = getelementptr inbounds nuw i8, ptr %1721, i64 32
  %1723 = getelementptr inbounds nuw i8, ptr %1721, i64 64
  %1724 = getelementptr inbounds nuw i8, ptr %1721, i64 96
  store <8 x float> %1717, ptr %1721, align 4
  store <8 x float> %1718, ptr %1722, align 4
  store <8 x float> %1719, ptr %1723, align 4
  store <8 x float> %1720, ptr %1724, align 4
  %1725 = add nuw i64 %1712, 32
  %1726 = icmp eq i64 %1725, %1350
  br i1 %1726, label %1727, label %1711

1727:                                             ; preds = %1711
  br i1 %1351, label %3670, label %1728

1728:                                             ; preds = %1727
  br i1 %1352, label %1739, label %1729

1729:                                             ; preds = %1710, %1728
  %1730 = phi i64 [ %1350, %1728 ], [ 0, %1710 ]
  br label %1731

1731:                                             ; preds = %1731, %1729
  %1732 = phi i64 [ %1730, %1729 ], [ %1736, %1731 ]
  %1733 = getelementptr inbounds nuw float, ptr %1595, i64 %1732
  %1734 = load <4 x float>, ptr %1733, align 4
  %1735 = getelementptr inbounds nuw float, ptr %1597, i64 %1732
  store <4 x float> %1734, ptr %1735, align 4
  %1736 = add nuw i64 %1732, 4
  %1737 = icmp eq i64 %1736, %1353
  br i1 %1737, label %1738, label %1731

1738:                                             ; preds = %1731
  br i1 %1354, label %3670, label %1739

1739:                                             ; preds = %1706, %1728, %1738
  %1740 = phi i64 [ 0, %1706 ], [ %1350, %1728 ], [ %1353, %1738 ]
  br i1 %1356, label %1750, label %1741

1741:                                             ; preds = %1739, %1741
  %1742 = phi i64 [ %1747, %1741 ], [ %1740, %1739 ]
  %1743 = phi i64 [ %1748, %1741 ], [ 0, %1739 ]
  %1744 = getelementptr inbounds nuw float, ptr %1595, i64 %1742
  %1745 = load float, ptr %1744, align 4
  %1746 = getelementptr inbounds nuw float, ptr %1597, i64 %1742
  store float %1745, ptr %1746, align 4
  %1747 = add nuw nsw i64 %1742, 1
  %1748 = add i64 %1743, 1
  %1749 = icmp eq i64 %1748, %1355
  br i1 %1749, label %1750, label %1741

1750:                                             ; preds = %1741, %1739
  %1751 = phi i64 [ %1740, %1739 ], [ %1747, %1741 ]
  %1752 = sub nsw i64 %1740, %32
  %1753 = icmp ugt i64 %1752, -4
  br i1 %1753, label %3670, label %1781

1754:                                             ; preds = %1702, %1754
  %1755 = phi i64 [ %1779, %1754 ], [ %1703, %1702 ]
  %1756 = getelementptr inbounds nuw float, ptr %1593, i64 %1755
  %1757 = load float, ptr %1756, align 4
  %1758 = getelementptr inbounds nuw float, ptr %170, i64 %1755
  %1759 = load float, ptr %1758, align 4
  %1760 = fadd float %1757, %1759
  %1761 = getelementptr inbounds nuw float, ptr %171, i64 %1755
  %1762 = load float, ptr %1761, align 4
  %1763 = fadd float %1760, %1762
  %1764 = getelementptr inbounds nuw float, ptr %1595, i64 %1755
  %1765 = load float, ptr %1764, align 4
  %1766 = fadd float %1763, %1765
  store float %1766, ptr %1764, align 4
  %1767 = add nuw nsw i64 %1755, 1
  %1768 = getelementptr inbounds nuw float, ptr %1593, i64 %1767
  %1769 = load float, ptr %1768, align 4
  %1770 = getelementptr inbounds nuw float, ptr %170, i64 %1767
  %1771 = load float, ptr %1770, align 4
  %1772 = fadd float %1769, %1771
  %1773 = getelementptr inbounds nuw float, ptr %171, i64 %1767
  %1774 = load float, ptr %1773, align 4
  %1775 = fadd float %1772, %1774
  %1776 = getelementptr inbounds nuw float, ptr %1595, i64 %1767
  %1777 = load float, ptr %1776, align 4
  %1778 = fadd float %1775, %1777
  store float %1778, ptr %1776, align 4
  %1779 = add nuw nsw i64 %1755, 2
  %1780 = icmp eq i64 %1779, %32
  br i1 %1780, label %1706, label %1754

1781:                                             ; preds = %1750, %1781
  %1782 = phi i64 [ %1798, %1781 ], [ %1751, %1750 ]
  %1783 = getelementptr inbounds nuw float, ptr %1595, i64 %1782
  %1784 = load float, ptr %1783, align 4
  %1785 = getelementptr inbounds nuw float, ptr %1597, i64 %1782
  store float %1784, ptr %1785, align 4
  %1786 = add nuw nsw i64 %1782, 1
  %1787 = getelementptr inbounds nuw float, ptr %1595, i64 %1786
  %1788 = load float, ptr %1787, align 4
  %1789 = getelementptr inbounds nuw float, ptr %1597, i64 %1786
  store float %1788, ptr %1789, align 4
  %1790 = add nuw nsw i64 %1782, 2
  %1791 = getelementptr inbounds nuw float, ptr %1595, i64 %1790
  %1792 = load float, ptr %1791, align 4
  %1793 = getelementptr inbounds nuw float, ptr %1597, i64 %1790
  store float %1792, ptr %1793, align 4
  %1794 = add nuw nsw i64 %1782, 3
  %1795 = getelementptr inbounds nuw float, ptr %1595, i64 %1794
  %1796 = load float, ptr %1795, align 4
  %1797 = getelementptr inbounds nuw float, ptr %1597, i64 %1794
  store float %1796, ptr %1797, align 4
  %1798 = add nuw nsw i64 %1782, 4
  %1799 = icmp eq i64 %1798, %32
  br i1 %1799, label %3670, label %1781

1800:                                             ; preds = %1588
  br i1 %37, label %1801, label %2764

1801:                                             ; preds = %1800
  br i1 %124, label %1802, label %1905

1802:                                             ; preds = %1801
  br i1 %1258, label %1886, label %1803

1803:                                             ; preds = %1802
  %1804 = getelementptr i8, ptr %1595, i64 %1103
  %1805 = getelementptr i8, ptr %1593, i64 %1103
  %1806 = icmp ult ptr %1595, %1805
  %1807 = icmp ult ptr %1593, %1804
  %1808 = and i1 %1806, %1807
  %1809 = icmp ult ptr %1595, %1109
  %1810 = icmp ult ptr %171, %1804
  %1811 = and i1 %1809, %1810
  %1812 = or i1 %1808, %1811
  %1813 = icmp ult ptr %1595, %1113
  %1814 = icmp ult ptr %170, %1804
  %1815 = and i1 %1813, %1814
  %1816 = or i1 %1812, %1815
  br i1 %1816, label %1886, label %1817

1817:                                             ; preds = %1803
  br i1 %1259, label %1868, label %1818

1818:                                             ; preds = %1817, %1818
  %1819 = phi i64 [ %1864, %1818 ], [ 0, %1817 ]
  %1820 = getelementptr inbounds nuw float, ptr %1593, i64 %1819
  %1821 = getelementptr inbounds nuw i8, ptr %1820, i64 32
  %1822 = getelementptr inbounds nuw i8, ptr %1820, i64 64
  %1823 = getelementptr inbounds nuw i8, ptr %1820, i64 96
  %1824 = load <8 x float>, ptr %1820, align 4
  %1825 = load <8 x float>, ptr %1821, align 4
  %1826 = load <8 x float>, ptr %1822, align 4
  %1827 = load <8 x float>, ptr %1823, align 4
  %1828 = getelementptr inbounds nuw float, ptr %170, i64 %1819
  %1829 = getelementptr inbounds nuw i8, ptr %1828, i64 32
  %1830 = getelementptr inbounds nuw i8, ptr %1828, i64 64
  %1831 = getelementptr inbounds nuw i8, ptr %1828, i64 96
  %1832 = load <8 x float>, ptr %1828, align 4
  %1833 = load <8 x float>, ptr %1829, align 4
  %1834 = load <8 x float>, ptr %1830, align 4
  %1835 = load <8 x float>, ptr %1831, align 4
  %1836 = fadd <8 x float> %1824, %1832
  %1837 = fadd <8 x float> %1825, %1833
  %1838 = fadd <8 x float> %1826, %1834
  %1839 = fadd <8 x float> %1827, %1835
  %1840 = getelementptr inbounds nuw float, ptr %171, i64 %1819
  %1841 = getelementptr inbounds nuw i8, ptr %1840, i64 32
  %1842 = getelementptr inbounds nuw i8, ptr %1840, i64 64
  %1843 = getelementptr inbounds nuw i8, ptr %1840, i64 96
  %1844 = load <8 x float>, ptr %1840, align 4
  %1845 = load <8 x float>, ptr %1841, align 4
  %1846 = load <8 x float>, ptr %1842, align 4
  %1847 = load <8 x float>, ptr %1843, align 4
  %1848 = fadd <8 x float> %1836, %1844
  %1849 = fadd <8 x float> %1837, %1845
  %1850 = fadd <8 x float> %1838, %1846
  %1851 = fadd <8 x float> %1839, %1847
  %1852 = getelementptr inbounds nuw float, ptr %1595, i64 %1819
  %1853 = getelementptr inbounds nuw i8, ptr %1852, i64 32
  %1854 = getelementptr inbounds nuw i8, ptr %1852, i64 64
  %1855 = getelementptr inbounds nuw i8, ptr %1852, i64 96
  %1856 = load <8 x float>, ptr %1852, align 4
  %1857 = load <8 x float>, ptr %1853, align 4
  %1858 = load <8 x float>, ptr %1854, align 4
  %1859 = load <8 x float>, ptr %1855, align 4
  %1860 = fadd <8 x float> %1848, %1856
  %1861 = fadd <8 x float> %1849, %1857
  %1862 = fadd <8 x float> %1850, %1858
  %1863 = fadd <8 x float> %1851, %1859
  store <8 x float> %1860, ptr %1852, align 4
  store <8 x float> %1861, ptr %1853, align 4
  store <8 x float> %1862, ptr %1854, align 4
  store <8 x float> %1863, ptr %1855, align 4
  %1864 = add nuw i64 %1819, 32
  %1865 = icmp eq i64 %1864, %1261
  br i1 %1865, label %1866, label %1818

1866:                                             ; preds = %1818
  br i1 %1262, label %1907, label %1867

1867:                                             ; preds = %1866
  br i1 %1263, label %1886, label %1868

1868:                                             ; preds = %1817, %1867
  %1869 = phi i64 [ %1261, %1867 ], [ 0, %1817 ]
  br label %1870

1870:                                             ; preds = %1870, %1868
  %1871 = phi i64 [ %1869, %1868 ], [ %1883, %1870 ]
  %1872 = getelementptr inbounds nuw float, ptr %1593, i64 %1871
  %1873 = load <4 x float>, ptr %1872, align 4
  %1874 = getelementptr inbounds nuw float, ptr %170, i64 %1871
  %1875 = load <4 x float>, ptr %1874, align 4
  %1876 = fadd <4 x float> %1873, %1875
  %1877 = getelementptr inbounds nuw float, ptr %171, i64 %1871
  %1878 = load <4 x float>, ptr %1877, align 4
  %1879 = fadd <4 x float> %1876, %1878
  %1880 = getelementptr inbounds nuw float, ptr %1595, i64 %1871
  %1881 = load <4 x float>, ptr %1880, align 4
  %1882 = fadd <4 x float> %1879, %1881
  store <4 x float> %1882, ptr %1880, align 4
  %1883 = add nuw i64 %1871, 4
  %1884 = icmp eq i64 %1883, %1264
  br i1 %1884, label %1885, label %1870

1885:                                             ; preds = %1870
  br i1 %1265, label %1907, label %1886

1886:                                             ; preds = %1803, %1802, %1867, %1885
  %1887 = phi i64 [ 0, %1802 ], [ 0, %1803 ], [ %1261, %1867 ], [ %1264, %1885 ]
  %1888 = or disjoint i64 %1887, 1
  br i1 %1267, label %1902, label %1889

1889:                                             ; preds = %1886
  %1890 = getelementptr inbounds nuw float, ptr %1593, i64 %1887
  %1891 = load float, ptr %1890, align 4
  %1892 = getelementptr inbounds nuw float, ptr %170, i64 %1887
  %1893 = load float, ptr %1892, align 4
  %1894 = fadd float %1891, %1893
  %1895 = getelementptr inbounds nuw float, ptr %171, i64 %1887
  %1896 = load float, ptr %1895, align 4
  %1897 = fadd float %1894, %1896
  %1898 = getelementptr inbounds nuw float, ptr %1595, i64 %1887
  %1899 = load float, ptr %1898, align 4
  %1900 = fadd float %1897, %1899
  store float %1900, ptr %1898, align 4
  %1901 = or disjoint i64 %1887, 1
  br label %1902

1902:                                             ; preds = %1889, %1886
  %1903 = phi i64 [ %1887, %1886 ], [ %1901, %1889 ]
  %1904 = icmp eq i64 %32, %1888
  br i1 %1904, label %1907, label %2016

1905:                                             ; preds = %1801
  %1906 = getelementptr inbounds float, ptr %1595, i64 %1003
  br label %2423

1907:                                             ; preds = %1902, %2016, %1885, %1866
  %1908 = getelementptr float, ptr %1593, i64 %32
  br i1 %1268, label %1996, label %1909

1909:                                             ; preds = %1907
  %1910 = getelementptr i8, ptr %1595, i64 %1086
  %1911 = getelementptr i8, ptr %1595, i64 %1086
  %1912 = getelementptr i8, ptr %1911, i64 %1087
  %1913 = getelementptr i8, ptr %1593, i64 %1006
  %1914 = icmp ult ptr %1910, %1913
  %1915 = icmp ult ptr %1908, %1912
  %1916 = and i1 %1914, %1915
  %1917 = icmp ult ptr %1910, %1095
  %1918 = icmp ult ptr %1093, %1912
  %1919 = and i1 %1917, %1918
  %1920 = or i1 %1916, %1919
  %1921 = icmp ult ptr %1910, %1102
  %1922 = icmp ult ptr %1100, %1912
  %1923 = and i1 %1921, %1922
  %1924 = or i1 %1920, %1923
  br i1 %1924, label %1996, label %1925

1925:                                             ; preds = %1909
  br i1 %1269, label %1977, label %1926

1926:                                             ; preds = %1925, %1926
  %1927 = phi i64 [ %1973, %1926 ], [ 0, %1925 ]
  %1928 = getelementptr float, ptr %1908, i64 %1927
  %1929 = getelementptr i8, ptr %1928, i64 32
  %1930 = getelementptr i8, ptr %1928, i64 64
  %1931 = getelementptr i8, ptr %1928, i64 96
  %1932 = load <8 x float>, ptr %1928, align 4
  %1933 = load <8 x float>, ptr %1929, align 4
  %1934 = load <8 x float>, ptr %1930, align 4
  %1935 = load <8 x float>, ptr %1931, align 4
  %1936 = add nuw nsw i64 %1927, %106
  %1937 = getelementptr inbounds nuw float, ptr %170, i64 %1936
  %1938 = getelementptr inbounds nuw i8, ptr %1937, i64 32
  %1939 = getelementptr inbounds nuw i8, ptr %1937, i64 64
  %1940 = getelementptr inbounds nuw i8, ptr %1937, i64 96
  %1941 = load <8 x float>, ptr %1937, align 4
  %1942 = load <8 x float>, ptr %1938, align 4
  %1943 = load <8 x float>, ptr %1939, align 4
  %1944 = load <8 x float>, ptr %1940, align 4
  %1945 = fadd <8 x float> %1932, %1941
  %1946 = fadd <8 x float> %1933, %1942
  %1947 = fadd <8 x float> %1934, %1943
  %1948 = fadd <8 x float> %1935, %1944
  %1949 = getelementptr inbounds nuw float, ptr %171, i64 %1936
  %1950 = getelementptr inbounds nuw i8, ptr %1949, i64 32
  %1951 = getelementptr inbounds nuw i8, ptr %1949, i64 64
  %1952 = getelementptr inbounds nuw i8, ptr %1949, i64 96
  %1953 = load <8 x float>, ptr %1949, align 4
  %1954 = load <8 x float>, ptr %1950, align 4
  %1955 = load <8 x float>, ptr %1951, align 4
  %1956 = load <8 x float>, ptr %1952, align 4
  %1957 = fadd <8 x float> %1945, %1953
  %1958 = fadd <8 x float> %1946, %1954
  %1959 = fadd <8 x float> %1947, %1955
  %1960 = fadd <8 x float> %1948, %1956
  %1961 = getelementptr inbounds nuw float, ptr %1595, i64 %1936
  %1962 = getelementptr inbounds nuw i8, ptr %1961, i64 32
  %1963 = getelementptr inbounds nuw i8, ptr %1961, i64 64
  %1964 = getelementptr inbounds nuw i8, ptr %1961, i64 96
  %1965 = load <8 x float>, ptr %1961, align 4
  %1966 = load <8 x float>, ptr %1962, align 4
  %1967 = load <8 x float>, ptr %1963, align 4
  %1968 = load <8 x float>, ptr %1964, align 4
  %1969 = fadd <8 x float> %1957, %1965
  %1970 = fadd <8 x float> %1958, %1966
  %1971 = fadd <8 x float> %1959, %1967
  %1972 = fadd <8 x float> %1960, %1968
  store <8 x float> %1969, ptr %1961, align 4
  store <8 x float> %1970, ptr %1962, align 4
  store <8 x float> %1971, ptr %1963, align 4
  store <8 x float> %1972, ptr %1964, align 4
  %1973 = add nuw i64 %1927, 32
  %1974 = icmp eq i64 %1973, %1271
  br i1 %1974, label %1975, label %1926

1975:                                             ; preds = %1926
  br i1 %1272, label %2043, label %1976

1976:                                             ; preds = %1975
  br i1 %1273, label %1996, label %1977

1977:                                             ; preds = %1925, %1976
  %1978 = phi i64 [ %1271, %1976 ], [ 0, %1925 ]
  br label %1979

1979:                                             ; preds = %1979, %1977
  %1980 = phi i64 [ %1978, %1977 ], [ %1993, %1979 ]
  %1981 = getelementptr float, ptr %1908, i64 %1980
  %1982 = load <4 x float>, ptr %1981, align 4
  %1983 = add nuw nsw i64 %1980, %106
  %1984 = getelementptr inbounds nuw float, ptr %170, i64 %1983
  %1985 = load <4 x float>, ptr %1984, align 4
  %1986 = fadd <4 x float> %1982, %1985
  %1987 = getelementptr inbounds nuw float, ptr %171, i64 %1983
  %1988 = load <4 x float>, ptr %1987, align 4
  %1989 = fadd <4 x float> %1986, %1988
  %1990 = getelementptr inbounds nuw float, ptr %1595, i64 %1983
  %1991 = load <4 x float>, ptr %1990, align 4
  %1992 = fadd <4 x float> %1989, %1991
  store <4 x float> %1992, ptr %1990, align 4
  %1993 = add nuw i64 %1980, 4
  %1994 = icmp eq i64 %1993, %1274
  br i1 %1994, label %1995, label %1979

1995:                                             ; preds = %1979
  br i1 %1275, label %2043, label %1996

1996:                                             ; preds = %1909, %1907, %1976, %1995
  %1997 = phi i64 [ 0, %1907 ], [ 0, %1909 ], [ %1271, %1976 ], [ %1274, %1995 ]
  %1998 = or disjoint i64 %1997, 1
  br i1 %1277, label %2013, label %1999

1999:                                             ; preds = %1996
  %2000 = getelementptr float, ptr %1908, i64 %1997
  %2001 = load float, ptr %2000, align 4
  %2002 = add nuw nsw i64 %1997, %106
  %2003 = getelementptr inbounds nuw float, ptr %170, i64 %2002
  %2004 = load float, ptr %2003, align 4
  %2005 = fadd float %2001, %2004
  %2006 = getelementptr inbounds nuw float, ptr %171, i64 %2002
  %2007 = load float, ptr %2006, align 4
  %2008 = fadd float %2005, %2007
  %2009 = getelementptr inbounds nuw float, ptr %1595, i64 %2002
  %2010 = load float, ptr %2009, align 4
  %2011 = fadd float %2008, %2010
  store float %2011, ptr %2009, align 4
  %2012 = or disjoint i64 %1997, 1
  br label %2013

2013:                                             ; preds = %1999, %1996
  %2014 = phi i64 [ %1997, %1996 ], [ %2012, %1999 ]
  %2015 = icmp eq i64 %32, %1998
  br i1 %2015, label %2043, label %2152

2016:                                             ; preds = %1902, %2016
  %2017 = phi i64 [ %2041, %2016 ], [ %1903, %1902 ]
  %2018 = getelementptr inbounds nuw float, ptr %1593, i64 %2017
  %2019 = load float, ptr %2018, align 4
  %2020 = getelementptr inbounds nuw float, ptr %170, i64 %2017
  %2021 = load float, ptr %2020, align 4
  %2022 = fadd float %2019, %2021
  %2023 = getelementptr inbounds nuw float, ptr %171, i64 %2017
  %2024 = load float, ptr %2023, align 4
  %2025 = fadd float %2022, %2024
  %2026 = getelementptr inbounds nuw float, ptr %1595, i64 %2017
  %2027 = load float, ptr %2026, align 4
  %2028 = fadd float %2025, %2027
  store float %2028, ptr %2026, align 4
  %2029 = add nuw nsw i64 %2017, 1
  %2030 = getelementptr inbounds nuw float, ptr %1593, i64 %2029
  %2031 = load float, ptr %2030, align 4
  %2032 = getelementptr inbounds nuw float, ptr %170, i64 %2029
  %2033 = load float, ptr %2032, align 4
  %2034 = fadd float %2031, %2033
  %2035 = getelementptr inbounds nuw float, ptr %171, i64 %2029
  %2036 = load float, ptr %2035, align 4
  %2037 = fadd float %2034, %2036
  %2038 = getelementptr inbounds nuw float, ptr %1595, i64 %2029
  %2039 = load float, ptr %2038, align 4
  %2040 = fadd float %2037, %2039
  store float %2040, ptr %2038, align 4
  %2041 = add nuw nsw i64 %2017, 2
  %2042 = icmp eq i64 %2041, %32
  br i1 %2042, label %1907, label %2016

2043:                                             ; preds = %2013, %2152, %1995, %1975
  %2044 = getelementptr i8, ptr %1593, i64 %1006
  br i1 %1278, label %2132, label %2045

2045:                                             ; preds = %2043
  %2046 = getelementptr i8, ptr %1595, i64 %688
  %2047 = getelementptr i8, ptr %1595, i64 %688
  %2048 = getelementptr i8, ptr %2047, i64 %1070
  %2049 = getelementptr i8, ptr %1593, i64 %1007
  %2050 = icmp ult ptr %2046, %2049
  %2051 = icmp ult ptr %2044, %2048
  %2052 = and i1 %2050, %2051
  %2053 = icmp ult ptr %2046, %1078
  %2054 = icmp ult ptr %1076, %2048
  %2055 = and i1 %2053, %2054
  %2056 = or i1 %2052, %2055
  %2057 = icmp ult ptr %2046, %1085
  %2058 = icmp ult ptr %1083, %2048
  %2059 = and i1 %2057, %2058
  %2060 = or i1 %2056, %2059
  br i1 %2060, label %2132, label %2061

2061:                                             ; preds = %2045
  br i1 %1279, label %2113, label %2062

2062:                                             ; preds = %2061, %2062
  %2063 = phi i64 [ %2109, %2062 ], [ 0, %2061 ]
  %2064 = getelementptr float, ptr %2044, i64 %2063
  %2065 = getelementptr i8, ptr %2064, i64 32
  %2066 = getelementptr i8, ptr %2064, i64 64
  %2067 = getelementptr i8, ptr %2064, i64 96
  %2068 = load <8 x float>, ptr %2064, align 4
  %2069 = load <8 x float>, ptr %2065, align 4
  %2070 = load <8 x float>, ptr %2066, align 4
  %2071 = load <8 x float>, ptr %2067, align 4
  %2072 = add nuw nsw i64 %2063, %1003
  %2073 = getelementptr inbounds nuw float, ptr %170, i64 %2072
  %2074 = getelementptr inbounds nuw i8, ptr %2073, i64 32
  %2075 = getelementptr inbounds nuw i8, ptr %2073, i64 64
  %2076 = getelementptr inbounds nuw i8, ptr %2073, i64 96
  %2077 = load <8 x float>, ptr %2073, align 4
  %2078 = load <8 x float>, ptr %2074, align 4
  %2079 = load <8 x float>, ptr %2075, align 4
  %2080 = load <8 x float>, ptr %2076, align 4
  %2081 = fadd <8 x float> %2068, %2077
  %2082 = fadd <8 x float> %2069, %2078
  %2083 = fadd <8 x float> %2070, %2079
  %2084 = fadd <8 x float> %2071, %2080
  %2085 = getelementptr inbounds nuw float, ptr %171, i64 %2072
  %2086 = getelementptr inbounds nuw i8, ptr %2085, i64 32
  %2087 = getelementptr inbounds nuw i8, ptr %2085, i64 64
  %2088 = getelementptr inbounds nuw i8, ptr %2085, i64 96
  %2089 = load <8 x float>, ptr %2085, align 4
  %2090 = load <8 x float>, ptr %2086, align 4
  %2091 = load <8 x float>, ptr %2087, align 4
  %2092 = load <8 x float>, ptr %2088, align 4
  %2093 = fadd <8 x float> %2081, %2089
  %2094 = fadd <8 x float> %2082, %2090
  %2095 = fadd <8 x float> %2083, %2091
  %2096 = fadd <8 x float> %2084, %2092
  %2097 = getelementptr inbounds nuw float, ptr %1595, i64 %2072
  %2098 = getelementptr inbounds nuw i8, ptr %2097, i64 32
  %2099 = getelementptr inbounds nuw i8, ptr %2097, i64 64
  %2100 = getelementptr inbounds nuw i8, ptr %2097, i64 96
  %2101 = load <8 x float>, ptr %2097, align 4
  %2102 = load <8 x float>, ptr %2098, align 4
  %2103 = load <8 x float>, ptr %2099, align 4
  %2104 = load <8 x float>, ptr %2100, align 4
  %2105 = fadd <8 x float> %2093, %2101
  %2106 = fadd <8 x float> %2094, %2102
  %2107 = fadd <8 x float> %2095, %2103
  %2108 = fadd <8 x float> %2096, %2104
  store <8 x float> %2105, ptr %2097, align 4
  store <8 x float> %2106, ptr %2098, align 4
  store <8 x float> %2107, ptr %2099, align 4
  store <8 x float> %2108, ptr %2100, align 4
  %2109 = add nuw i64 %2063, 32
  %2110 = icmp eq i64 %2109, %1281
  br i1 %2110, label %2111, label %2062

2111:                                             ; preds = %2062
  br i1 %1282, label %2181, label %2112

2112:                                             ; preds = %2111
  br i1 %1283, label %2132, label %2113

2113:                                             ; preds = %2061, %2112
  %2114 = phi i64 [ %1281, %2112 ], [ 0, %2061 ]
  br label %2115

2115:                                             ; preds = %2115, %2113
  %2116 = phi i64 [ %2114, %2113 ], [ %2129, %2115 ]
  %2117 = getelementptr float, ptr %2044, i64 %2116
  %2118 = load <4 x float>, ptr %2117, align 4
  %2119 = add nuw nsw i64 %2116, %1003
  %2120 = getelementptr inbounds nuw float, ptr %170, i64 %2119
  %2121 = load <4 x float>, ptr %2120, align 4
  %2122 = fadd <4 x float> %2118, %2121
  %2123 = getelementptr inbounds nuw float, ptr %171, i64 %2119
  %2124 = load <4 x float>, ptr %2123, align 4
  %2125 = fadd <4 x float> %2122, %2124
  %2126 = getelementptr inbounds nuw float, ptr %1595, i64 %2119
  %2127 = load <4 x float>, ptr %2126, align 4
  %2128 = fadd <4 x float> %2125, %2127
  store <4 x float> %2128, ptr %2126, align 4
  %2129 = add nuw i64 %2116, 4
  %2130 = icmp eq i64 %2129, %1284
  br i1 %2130, label %2131, label %2115

2131:                                             ; preds = %2115
  br i1 %1285, label %2181, label %2132

2132:                                             ; preds = %2045, %2043, %2112, %2131
  %2133 = phi i64 [ 0, %2043 ], [ 0, %2045 ], [ %1281, %2112 ], [ %1284, %2131 ]
  %2134 = or disjoint i64 %2133, 1
  br i1 %1287, label %2149, label %2135

2135:                                             ; preds = %2132
  %2136 = getelementptr float, ptr %2044, i64 %2133
  %2137 = load float, ptr %2136, align 4
  %2138 = add nuw nsw i64 %2133, %1003
  %2139 = getelementptr inbounds nuw float, ptr %170, i64 %2138
  %2140 = load float, ptr %2139, align 4
  %2141 = fadd float %2137, %2140
  %2142 = getelementptr inbounds nuw float, ptr %171, i64 %2138
  %2143 = load float, ptr %2142, align 4
  %2144 = fadd float %2141, %2143
  %2145 = getelementptr inbounds nuw float, ptr %1595, i64 %2138
  %2146 = load float, ptr %2145, align 4
  %2147 = fadd float %2144, %2146
  store float %2147, ptr %2145, align 4
  %2148 = or disjoint i64 %2133, 1
  br label %2149

2149:                                             ; preds = %2135, %2132
  %2150 = phi i64 [ %2133, %2132 ], [ %2148, %2135 ]
  %2151 = icmp eq i64 %32, %2134
  br i1 %2151, label %2181, label %2290

2152:                                             ; preds = %2013, %2152
  %2153 = phi i64 [ %2179, %2152 ], [ %2014, %2013 ]
  %2154 = getelementptr float, ptr %1908, i64 %2153
  %2155 = load float, ptr %2154, align 4
  %2156 = add nuw nsw i64 %2153, %106
  %2157 = getelementptr inbounds nuw float, ptr %170, i64 %2156
  %2158 = load float, ptr %2157, align 4
  %2159 = fadd float %2155, %2158
  %2160 = getelementptr inbounds nuw float, ptr %171, i64 %2156
  %2161 = load float, ptr %2160, align 4
  %2162 = fadd float %2159, %2161
  %2163 = getelementptr inbounds nuw float, ptr %1595, i64 %2156
  %2164 = load float, ptr %2163, align 4
  %2165 = fadd float %2162, %2164
  store float %2165, ptr %2163, align 4
  %2166 = add nuw nsw i64 %2153, 1
  %2167 = getelementptr float, ptr %1908, i64 %2166
  %2168 = load float, ptr %2167, align 4
  %2169 = add nuw nsw i64 %2166, %106
  %2170 = getelementptr inbounds nuw float, ptr %170, i64 %2169
  %2171 = load float, ptr %2170, align 4
  %2172 = fadd float %2168, %2171
  %2173 = getelementptr inbounds nuw float, ptr %171, i64 %2169
  %2174 = load float, ptr %2173, align 4
  %2175 = fadd float %2172, %2174
  %2176 = getelementptr inbounds nuw float, ptr %1595, i64 %2169
  %2177 = load float, ptr %2176, align 4
  %2178 = fadd float %2175, %2177
  store float %2178, ptr %2176, align 4
  %2179 = add nuw nsw i64 %2153, 2
  %2180 = icmp eq i64 %2179, %32
  br i1 %2180, label %2043, label %2152

2181:                                             ; preds = %2149, %2290, %2131, %2111
  %2182 = getelementptr i8, ptr %1593, i64 %1007
  br i1 %1288, label %2270, label %2183

2183:                                             ; preds = %2181
  %2184 = getelementptr i8, ptr %1595, i64 %1049
  %2185 = getelementptr i8, ptr %1595, i64 %1049
  %2186 = getelementptr i8, ptr %2185, i64 %1053
  %2187 = getelementptr i8, ptr %1593, i64 %1054
  %2188 = icmp ult ptr %2184, %2187
  %2189 = icmp ult ptr %2182, %2186
  %2190 = and i1 %2188, %2189
  %2191 = icmp ult ptr %2184, %1062
  %2192 = icmp ult ptr %1060, %2186
  %2193 = and i1 %2191, %2192
  %2194 = or i1 %2190, %2193
  %2195 = icmp ult ptr %2184, %1069
  %2196 = icmp ult ptr %1067, %2186
  %2197 = and i1 %2195, %2196
  %2198 = or i1 %2194, %2197
  br i1 %2198, label %2270, label %2199

2199:                                             ; preds = %2183
  br i1 %1289, label %2251, label %2200

2200:                                             ; preds = %2199, %2200
  %2201 = phi i64 [ %2247, %2200 ], [ 0, %2199 ]
  %2202 = getelementptr float, ptr %2182, i64 %2201
  %2203 = getelementptr i8, ptr %2202, i64 32
  %2204 = getelementptr i8, ptr %2202, i64 64
  %2205 = getelementptr i8, ptr %2202, i64 96
  %2206 = load <8 x float>, ptr %2202, align 4
  %2207 = load <8 x float>, ptr %2203, align 4
  %2208 = load <8 x float>, ptr %2204, align 4
  %2209 = load <8 x float>, ptr %2205, align 4
  %2210 = add nuw nsw i64 %2201, %110
  %2211 = getelementptr inbounds nuw float, ptr %170, i64 %2210
  %2212 = getelementptr inbounds nuw i8, ptr %2211, i64 32
  %2213 = getelementptr inbounds nuw i8, ptr %2211, i64 64
  %2214 = getelementptr inbounds nuw i8, ptr %2211, i64 96
  %2215 = load <8 x float>, ptr %2211, align 4
  %2216 = load <8 x float>, ptr %2212, align 4
  %2217 = load <8 x float>, ptr %2213, align 4
  %2218 = load <8 x float>, ptr %2214, align 4
  %2219 = fadd <8 x float> %2206, %2215
  %2220 = fadd <8 x float> %2207, %2216
  %2221 = fadd <8 x float> %2208, %2217
  %2222 = fadd <8 x float> %2209, %2218
  %2223 = getelementptr inbounds nuw float, ptr %171, i64 %2210
  %2224 = getelementptr inbounds nuw i8, ptr %2223, i64 32
  %2225 = getelementptr inbounds nuw i8, ptr %2223, i64 64
  %2226 = getelementptr inbounds nuw i8, ptr %2223, i64 96
  %2227 = load <8 x float>, ptr %2223, align 4
  %2228 = load <8 x float>, ptr %2224, align 4
  %2229 = load <8 x float>, ptr %2225, align 4
  %2230 = load <8 x float>, ptr %2226, align 4
  %2231 = fadd <8 x float> %2219, %2227
  %2232 = fadd <8 x float> %2220, %2228
  %2233 = fadd <8 x float> %2221, %2229
  %2234 = fadd <8 x float> %2222, %2230
  %2235 = getelementptr inbounds nuw float, ptr %1595, i64 %2210
  %2236 = getelementptr inbounds nuw i8, ptr %2235, i64 32
  %2237 = getelementptr inbounds nuw i8, ptr %2235, i64 64
  %2238 = getelementptr inbounds nuw i8, ptr %2235, i64 96
  %2239 = load <8 x float>, ptr %2235, align 4
  %2240 = load <8 x float>, ptr %2236, align 4
  %2241 = load <8 x float>, ptr %2237, align 4
  %2242 = load <8 x float>, ptr %2238, align 4
  %2243 = fadd <8 x float> %2231, %2239
  %2244 = fadd <8 x float> %2232, %2240
  %2245 = fadd <8 x float> %2233, %2241
  %2246 = fadd <8 x float> %2234, %2242
  store <8 x float> %2243, ptr %2235, align 4
  store <8 x float> %2244, ptr %2236, align 4
  store <8 x float> %2245, ptr %2237, align 4
  store <8 x float> %2246, ptr %2238, align 4
  %2247 = add nuw i64 %2201, 32
  %2248 = icmp eq i64 %2247, %1291
  br i1 %2248, label %2249, label %2200

2249:                                             ; preds = %2200
  br i1 %1292, label %2319, label %2250

2250:                                             ; preds = %2249
  br i1 %1293, label %2270, label %2251

2251:                                             ; preds = %2199, %2250
  %2252 = phi i64 [ %1291, %2250 ], [ 0, %2199 ]
  br label %2253

2253:                                             ; preds = %2253, %2251
  %2254 = phi i64 [ %2252, %2251 ], [ %2267, %2253 ]
  %2255 = getelementptr float, ptr %2182, i64 %2254
  %2256 = load <4 x float>, ptr %2255, align 4
  %2257 = add nuw nsw i64 %2254, %110
  %2258 = getelementptr inbounds nuw float, ptr %170, i64 %2257
  %2259 = load <4 x float>, ptr %2258, align 4
  %2260 = fadd <4 x float> %2256, %2259
  %2261 = getelementptr inbounds nuw float, ptr %171, i64 %2257
  %2262 = load <4 x float>, ptr %2261, align 4
  %2263 = fadd <4 x float> %2260, %2262
  %2264 = getelementptr inbounds nuw float, ptr %1595, i64 %2257
  %2265 = load <4 x float>, ptr %2264, align 4
  %2266 = fadd <4 x float> %2263, %2265
  store <4 x float> %2266, ptr %2264, align 4
  %2267 = add nuw i64 %2254, 4
  %2268 = icmp eq i64 %2267, %1294
  br i1 %2268, label %2269, label %2253

2269:                                             ; preds = %2253
  br i1 %1295, label %2319, label %2270

2270:                                             ; preds = %2183, %2181, %2250, %2269
  %2271 = phi i64 [ 0, %2181 ], [ 0, %2183 ], [ %1291, %2250 ], [ %1294, %2269 ]
  %2272 = or disjoint i64 %2271, 1
  br i1 %1297, label %2287, label %2273

2273:                                             ; preds = %2270
  %2274 = getelementptr float, ptr %2182, i64 %2271
  %2275 = load float, ptr %2274, align 4
  %2276 = add nuw nsw i64 %2271, %110
  %2277 = getelementptr inbounds nuw float, ptr %170, i64 %2276
  %2278 = load float, ptr %2277, align 4
  %2279 = fadd float %2275, %2278
  %2280 = getelementptr inbounds nuw float, ptr %171, i64 %2276
  %2281 = load float, ptr %2280, align 4
  %2282 = fadd float %2279, %2281
  %2283 = getelementptr inbounds nuw float, ptr %1595, i64 %2276
  %2284 = load float, ptr %2283, align 4
  %2285 = fadd float %2282, %2284
  store float %2285, ptr %2283, align 4
  %2286 = or disjoint i64 %2271, 1
  br label %2287

2287:                                             ; preds = %2273, %2270
  %2288 = phi i64 [ %2271, %2270 ], [ %2286, %2273 ]
  %2289 = icmp eq i64 %32, %2272
  br i1 %2289, label %2319, label %2375

2290:                                             ; preds = %2149, %2290
  %2291 = phi i64 [ %2317, %2290 ], [ %2150, %2149 ]
  %2292 = getelementptr float, ptr %2044, i64 %2291
  %2293 = load float, ptr %2292, align 4
  %2294 = add nuw nsw i64 %2291, %1003
  %2295 = getelementptr inbounds nuw float, ptr %170, i64 %2294
  %2296 = load float, ptr %2295, align 4
  %2297 = fadd float %2293, %2296
  %2298 = getelementptr inbounds nuw float, ptr %171, i64 %2294
  %2299 = load float, ptr %2298, align 4
  %2300 = fadd float %2297, %2299
  %2301 = getelementptr inbounds nuw float, ptr %1595, i64 %2294
  %2302 = load float, ptr %2301, align 4
  %2303 = fadd float %2300, %2302
  store float %2303, ptr %2301, align 4
  %2304 = add nuw nsw i64 %2291, 1
  %2305 = getelementptr float, ptr %2044, i64 %2304
  %2306 = load float, ptr %2305, align 4
  %2307 = add nuw nsw i64 %2304, %1003
  %2308 = getelementptr inbounds nuw float, ptr %170, i64 %2307
  %2309 = load float, ptr %2308, align 4
  %2310 = fadd float %2306, %2309
  %2311 = getelementptr inbounds nuw float, ptr %171, i64 %2307
  %2312 = load float, ptr %2311, align 4
  %2313 = fadd float %2310, %2312
  %2314 = getelementptr inbounds nuw float, ptr %1595, i64 %2307
  %2315 = load float, ptr %2314, align 4
  %2316 = fadd float %2313, %2315
  store float %2316, ptr %2314, align 4
  %2317 = add nuw nsw i64 %2291, 2
  %2318 = icmp eq i64 %2317, %32
  br i1 %2318, label %2181, label %2290

2319:                                             ; preds = %2287, %2375, %2269, %2249
  %2320 = getelementptr float, ptr %1595, i64 %1003
  br i1 %1014, label %2423, label %2321

2321:                                             ; preds = %2319
  br i1 %1298, label %2373, label %2322

2322:                                             ; preds = %2321
  %2323 = getelementptr i8, ptr %1595, i64 %1046
  %2324 = getelementptr i8, ptr %1595, i64 %1050
  %2325 = getelementptr i8, ptr %1600, i64 %1046
  %2326 = icmp ult ptr %1595, %2324
  %2327 = icmp ult ptr %2320, %2323
  %2328 = and i1 %2326, %2327
  %2329 = icmp ult ptr %1595, %1051
  %2330 = icmp ult ptr %957, %2323
  %2331 = and i1 %2329, %2330
  %2332 = or i1 %2328, %2331
  %2333 = icmp ult ptr %1595, %2325
  %2334 = icmp ult ptr %1600, %2323
  %2335 = and i1 %2333, %2334
  %2336 = or i1 %2332, %2335
  %2337 = icmp ult ptr %1595, %1052
  %2338 = icmp ult ptr %1010, %2323
  %2339 = and i1 %2337, %2338
  %2340 = or i1 %2336, %2339
  %2341 = icmp ult ptr %2320, %1051
  %2342 = icmp ult ptr %957, %2324
  %2343 = and i1 %2341, %2342
  %2344 = or i1 %2340, %2343
  %2345 = icmp ult ptr %2320, %2325
  %2346 = icmp ult ptr %1600, %2324
  %2347 = and i1 %2345, %2346
  %2348 = or i1 %2344, %2347
  %2349 = icmp ult ptr %2320, %1052
  %2350 = icmp ult ptr %1010, %2324
  %2351 = and i1 %2349, %2350
  %2352 = or i1 %2348, %2351
  br i1 %2352, label %2373, label %2353

2353:                                             ; preds = %2322, %2353
  %2354 = phi i64 [ %2370, %2353 ], [ 0, %2322 ]
  %2355 = getelementptr inbounds nuw float, ptr %1595, i64 %2354
  %2356 = load <8 x float>, ptr %2355, align 4
  %2357 = getelementptr inbounds nuw float, ptr %1300, i64 %2354
  %2358 = load <8 x float>, ptr %2357, align 4
  %2359 = getelementptr inbounds nuw float, ptr %1600, i64 %2354
  %2360 = load <8 x float>, ptr %2359, align 4
  %2361 = fmul <8 x float> %2358, %2360
  %2362 = fadd <8 x float> %2356, %2361
  store <8 x float> %2362, ptr %2355, align 4
  %2363 = getelementptr inbounds nuw float, ptr %2320, i64 %2354
  %2364 = load <8 x float>, ptr %2363, align 4
  %2365 = getelementptr float, ptr %1010, i64 %2354
  %2366 = load <8 x float>, ptr %2365, align 4
  %2367 = load <8 x float>, ptr %2359, align 4
  %2368 = fmul <8 x float> %2366, %2367
  %2369 = fadd <8 x float> %2364, %2368
  store <8 x float> %2369, ptr %2363, align 4
  %2370 = add nuw i64 %2354, 8
  %2371 = icmp eq i64 %2370, %1299
  br i1 %2371, label %2372, label %2353

2372:                                             ; preds = %2353
  br i1 %1301, label %2423, label %2373

2373:                                             ; preds = %2322, %2321, %2372
  %2374 = phi i64 [ 0, %2322 ], [ 0, %2321 ], [ %1299, %2372 ]
  br label %2404

2375:                                             ; preds = %2287, %2375
  %2376 = phi i64 [ %2402, %2375 ], [ %2288, %2287 ]
  %2377 = getelementptr float, ptr %2182, i64 %2376
  %2378 = load float, ptr %2377, align 4
  %2379 = add nuw nsw i64 %2376, %110
  %2380 = getelementptr inbounds nuw float, ptr %170, i64 %2379
  %2381 = load float, ptr %2380, align 4
  %2382 = fadd float %2378, %2381
  %2383 = getelementptr inbounds nuw float, ptr %171, i64 %2379
  %2384 = load float, ptr %2383, align 4
  %2385 = fadd float %2382, %2384
  %2386 = getelementptr inbounds nuw float, ptr %1595, i64 %2379
  %2387 = load float, ptr %2386, align 4
  %2388 = fadd float %2385, %2387
  store float %2388, ptr %2386, align 4
  %2389 = add nuw nsw i64 %2376, 1
  %2390 = getelementptr float, ptr %2182, i64 %2389
  %2391 = load float, ptr %2390, align 4
  %2392 = add nuw nsw i64 %2389, %110
  %2393 = getelementptr inbounds nuw float, ptr %170, i64 %2392
  %2394 = load float, ptr %2393, align 4
  %2395 = fadd float %2391, %2394
  %2396 = getelementptr inbounds nuw float, ptr %171, i64 %2392
  %2397 = load float, ptr %2396, align 4
  %2398 = fadd float %2395, %2397
  %2399 = getelementptr inbounds nuw float, ptr %1595, i64 %2392
  %2400 = load float, ptr %2399, align 4
  %2401 = fadd float %2398, %2400
  store float %2401, ptr %2399, align 4
  %2402 = add nuw nsw i64 %2376, 2
  %2403 = icmp eq i64 %2402, %32
  br i1 %2403, label %2319, label %2375

2404:                                             ; preds = %2373, %2404
  %2405 = phi i64 [ %2421, %2404 ], [ %2374, %2373 ]
  %2406 = getelementptr inbounds nuw float, ptr %1595, i64 %2405
  %2407 = load float, ptr %2406, align 4
  %2408 = getelementptr inbounds nuw float, ptr %1302, i64 %2405
  %2409 = load float, ptr %2408, align 4
  %2410 = getelementptr inbounds nuw float, ptr %1600, i64 %2405
  %2411 = load float, ptr %2410, align 4
  %2412 = fmul float %2409, %2411
  %2413 = fadd float %2407, %2412
  store float %2413, ptr %2406, align 4
  %2414 = getelementptr inbounds nuw float, ptr %2320, i64 %2405
  %2415 = load float, ptr %2414, align 4
  %2416 = getelementptr float, ptr %1010, i64 %2405
  %2417 = load float, ptr %2416, align 4
  %2418 = load float, ptr %2410, align 4
  %2419 = fmul float %2417, %2418
  %2420 = fadd float %2415, %2419
  store float %2420, ptr %2414, align 4
  %2421 = add nuw nsw i64 %2405, 1
  %2422 = icmp eq i64 %2421, %180
  br i1 %2422, label %2423, label %2404

2423:                                             ; preds = %2404, %2372, %1905, %2319
  %2424 = phi i1 [ %1013, %1905 ], [ true, %2319 ], [ false, %2372 ], [ false, %2404 ]
  %2425 = phi ptr [ %1906, %1905 ], [ %2320, %2319 ], [ %2320, %2372 ], [ %2320, %2404 ]
  %2426 = getelementptr float, ptr %1595, i64 %106
  %2427 = getelementptr float, ptr %1595, i64 %110
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %1595, i64 noundef %106)
  br i1 %99, label %2428, label %2429

2428:                                             ; preds = %2423
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %2425, i64 noundef %106)
  br label %2429

2429:                                             ; preds = %2428, %2423
  call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef %2427, i64 noundef %106)
  br i1 %124, label %2430, label %2543

2430:                                             ; preds = %2429
  %2431 = getelementptr i8, ptr %1600, i64 %1046
  %2432 = getelementptr i8, ptr %1595, i64 %1049
  %2433 = getelementptr i8, ptr %2432, i64 %1046
  %2434 = getelementptr i8, ptr %1595, i64 %1046
  %2435 = getelementptr i8, ptr %1595, i64 %688
  %2436 = getelementptr i8, ptr %1595, i64 %1050
  %2437 = icmp ult ptr %1600, %2433
  %2438 = icmp ult ptr %2427, %2431
  %2439 = and i1 %2437, %2438
  %2440 = icmp ult ptr %1600, %2434
  %2441 = icmp ult ptr %1595, %2431
  %2442 = and i1 %2440, %2441
  %2443 = or i1 %2439, %2442
  %2444 = icmp ult ptr %1600, %2436
  %2445 = icmp ult ptr %2435, %2431
  %2446 = and i1 %2444, %2445
  %2447 = or i1 %2443, %2446
  br i1 %2447, label %2540, label %2448

2448:                                             ; preds = %2430
  br i1 %1303, label %2517, label %2449

2449:                                             ; preds = %2448
  %2450 = getelementptr float, ptr %1595, i64 %1003
  br label %2451

2451:                                             ; preds = %2451, %2449
  %2452 = phi i64 [ 0, %2449 ], [ %2513, %2451 ]
  %2453 = getelementptr float, ptr %1595, i64 %2452
  %2454 = getelementptr i8, ptr %2453, i64 32
  %2455 = getelementptr i8, ptr %2453, i64 64
  %2456 = getelementptr i8, ptr %2453, i64 96
  %2457 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2453, <8 x i1> %1308, <8 x float> poison)
  %2458 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2454, <8 x i1> %1308, <8 x float> poison)
  %2459 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2455, <8 x i1> %1308, <8 x float> poison)
  %2460 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2456, <8 x i1> %1308, <8 x float> poison)
  %2461 = fsub <8 x float> splat (float 1.000000e+00), %2457
  %2462 = fsub <8 x float> splat (float 1.000000e+00), %2458
  %2463 = fsub <8 x float> splat (float 1.000000e+00), %2459
  %2464 = fsub <8 x float> splat (float 1.000000e+00), %2460
  %2465 = getelementptr float, ptr %2450, i64 %2452
  %2466 = getelementptr i8, ptr %2465, i64 32
  %2467 = getelementptr i8, ptr %2465, i64 64
  %2468 = getelementptr i8, ptr %2465, i64 96
  %2469 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2465, <8 x i1> %1307, <8 x float> poison)
  %2470 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2466, <8 x i1> %1307, <8 x float> poison)
  %2471 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2467, <8 x i1> %1307, <8 x float> poison)
  %2472 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2468, <8 x i1> %1307, <8 x float> poison)
  %2473 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2453, <8 x i1> %1307, <8 x float> poison)
  %2474 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2454, <8 x i1> %1307, <8 x float> poison)
  %2475 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2455, <8 x i1> %1307, <8 x float> poison)
  %2476 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2456, <8 x i1> %1307, <8 x float> poison)
  %2477 = select i1 %99, <8 x float> %2473, <8 x float> %2457
  %2478 = select i1 %99, <8 x float> %2474, <8 x float> %2458
  %2479 = select i1 %99, <8 x float> %2475, <8 x float> %2459
  %2480 = select i1 %99, <8 x float> %2476, <8 x float> %2460
  %2481 = select i1 %99, <8 x float> %2469, <8 x float> %2461
  %2482 = select i1 %99, <8 x float> %2470, <8 x float> %2462
  %2483 = select i1 %99, <8 x float> %2471, <8 x float> %2463
  %2484 = select i1 %99, <8 x float> %2472, <8 x float> %2464
  %2485 = getelementptr inbounds nuw float, ptr %1600, i64 %2452
  %2486 = getelementptr inbounds nuw i8, ptr %2485, i64 32
  %2487 = getelementptr inbounds nuw i8, ptr %2485, i64 64
  %2488 = getelementptr inbounds nuw i8, ptr %2485, i64 96
  %2489 = load <8 x float>, ptr %2485, align 4
  %2490 = load <8 x float>, ptr %2486, align 4
  %2491 = load <8 x float>, ptr %2487, align 4
  %2492 = load <8 x float>, ptr %2488, align 4
  %2493 = fmul <8 x float> %2481, %2489
  %2494 = fmul <8 x float> %2482, %2490
  %2495 = fmul <8 x float> %2483, %2491
  %2496 = fmul <8 x float> %2484, %2492
  %2497 = getelementptr inbounds nuw float, ptr %2427, i64 %2452
  %2498 = getelementptr inbounds nuw i8, ptr %2497, i64 32
  %2499 = getelementptr inbounds nuw i8, ptr %2497, i64 64
  %2500 = getelementptr inbounds nuw i8, ptr %2497, i64 96
  %2501 = load <8 x float>, ptr %2497, align 4
  %2502 = load <8 x float>, ptr %2498, align 4
  %2503 = load <8 x float>, ptr %2499, align 4
  %2504 = load <8 x float>, ptr %2500, align 4
  %2505 = fmul <8 x float> %2477, %2501
  %2506 = fmul <8 x float> %2478, %2502
  %2507 = fmul <8 x float> %2479, %2503
  %2508 = fmul <8 x float> %2480, %2504
  %2509 = fadd <8 x float> %2493, %2505
  %2510 = fadd <8 x float> %2494, %2506
  %2511 = fadd <8 x float> %2495, %2507
  %2512 = fadd <8 x float> %2496, %2508
  store <8 x float> %2509, ptr %2485, align 4
  store <8 x float> %2510, ptr %2486, align 4
  store <8 x float> %2511, ptr %2487, align 4
  store <8 x float> %2512, ptr %2488, align 4
  %2513 = add nuw i64 %2452, 32
  %2514 = icmp eq i64 %2513, %1305
  br i1 %2514, label %2515, label %2451

2515:                                             ; preds = %2451
  br i1 %1309, label %2543, label %2516

2516:                                             ; preds = %2515
  br i1 %1310, label %2540, label %2517

2517:                                             ; preds = %2448, %2516
  %2518 = phi i64 [ %1305, %2516 ], [ 0, %2448 ]
  %2519 = getelementptr float, ptr %1595, i64 %1003
  br label %2520

2520:                                             ; preds = %2520, %2517
  %2521 = phi i64 [ %2518, %2517 ], [ %2537, %2520 ]
  %2522 = getelementptr float, ptr %1595, i64 %2521
  %2523 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2522, <8 x i1> %1314, <8 x float> poison)
  %2524 = fsub <8 x float> splat (float 1.000000e+00), %2523
  %2525 = getelementptr float, ptr %2519, i64 %2521
  %2526 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2525, <8 x i1> %1313, <8 x float> poison)
  %2527 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2522, <8 x i1> %1313, <8 x float> poison)
  %2528 = select i1 %99, <8 x float> %2527, <8 x float> %2523
  %2529 = select i1 %99, <8 x float> %2526, <8 x float> %2524
  %2530 = getelementptr inbounds nuw float, ptr %1600, i64 %2521
  %2531 = load <8 x float>, ptr %2530, align 4
  %2532 = fmul <8 x float> %2529, %2531
  %2533 = getelementptr inbounds nuw float, ptr %2427, i64 %2521
  %2534 = load <8 x float>, ptr %2533, align 4
  %2535 = fmul <8 x float> %2528, %2534
  %2536 = fadd <8 x float> %2532, %2535
  store <8 x float> %2536, ptr %2530, align 4
  %2537 = add nuw i64 %2521, 8
  %2538 = icmp eq i64 %2537, %1311
  br i1 %2538, label %2539, label %2520

2539:                                             ; preds = %2520
  br i1 %1315, label %2543, label %2540

2540:                                             ; preds = %2430, %2516, %2539
  %2541 = phi i64 [ 0, %2430 ], [ %1305, %2516 ], [ %1311, %2539 ]
  %2542 = getelementptr inbounds float, ptr %1595, i64 %1003
  br label %2609

2543:                                             ; preds = %2620, %2515, %2539, %2429
  br i1 %2424, label %2653, label %2544

2544:                                             ; preds = %2543
  br i1 %1316, label %2593, label %2545

2545:                                             ; preds = %2544
  %2546 = getelementptr i8, ptr %1595, i64 %1047
  %2547 = getelementptr i8, ptr %1600, i64 %1046
  %2548 = icmp ult ptr %2426, %1048
  %2549 = icmp ult ptr %1011, %2546
  %2550 = and i1 %2548, %2549
  %2551 = icmp ult ptr %2426, %2547
  %2552 = icmp ult ptr %1600, %2546
  %2553 = and i1 %2551, %2552
  %2554 = or i1 %2550, %2553
  br i1 %2554, label %2593, label %2555

2555:                                             ; preds = %2545
  br i1 %1317, label %2578, label %2556

2556:                                             ; preds = %2555, %2556
  %2557 = phi i64 [ %2574, %2556 ], [ 0, %2555 ]
  %2558 = getelementptr inbounds nuw float, ptr %2426, i64 %2557
  %2559 = getelementptr inbounds nuw i8, ptr %2558, i64 32
  %2560 = load <8 x float>, ptr %2558, align 4
  %2561 = load <8 x float>, ptr %2559, align 4
  %2562 = getelementptr float, ptr %1011, i64 %2557
  %2563 = getelementptr i8, ptr %2562, i64 32
  %2564 = load <8 x float>, ptr %2562, align 4
  %2565 = load <8 x float>, ptr %2563, align 4
  %2566 = getelementptr inbounds nuw float, ptr %1600, i64 %2557
  %2567 = getelementptr inbounds nuw i8, ptr %2566, i64 32
  %2568 = load <8 x float>, ptr %2566, align 4
  %2569 = load <8 x float>, ptr %2567, align 4
  %2570 = fmul <8 x float> %2564, %2568
  %2571 = fmul <8 x float> %2565, %2569
  %2572 = fadd <8 x float> %2560, %2570
  %2573 = fadd <8 x float> %2561, %2571
  store <8 x float> %2572, ptr %2558, align 4
  store <8 x float> %2573, ptr %2559, align 4
  %2574 = add nuw i64 %2557, 16
  %2575 = icmp eq i64 %2574, %1319
  br i1 %2575, label %2576, label %2556

2576:                                             ; preds = %2556
  br i1 %1320, label %2653, label %2577

2577:                                             ; preds = %2576
  br i1 %1321, label %2593, label %2578

2578:                                             ; preds = %2555, %2577
  %2579 = phi i64 [ %1319, %2577 ], [ 0, %2555 ]
  br label %2580

2580:                                             ; preds = %2580, %2578
  %2581 = phi i64 [ %2579, %2578 ], [ %2590, %2580 ]
  %2582 = getelementptr inbounds nuw float, ptr %2426, i64 %2581
  %2583 = load <4 x float>, ptr %2582, align 4
  %2584 = getelementptr float, ptr %1011, i64 %2581
  %2585 = load <4 x float>, ptr %2584, align 4
  %2586 = getelementptr inbounds nuw float, ptr %1600, i64 %2581
  %2587 = load <4 x float>, ptr %2586, align 4
  %2588 = fmul <4 x float> %2585, %2587
  %2589 = fadd <4 x float> %2583, %2588
  store <4 x float> %2589, ptr %2582, align 4
  %2590 = add nuw i64 %2581, 4
  %2591 = icmp eq i64 %2590, %1322
  br i1 %2591, label %2592, label %2580

2592:                                             ; preds = %2580
  br i1 %1323, label %2653, label %2593

2593:                                             ; preds = %2545, %2544, %2577, %2592
  %2594 = phi i64 [ 0, %2544 ], [ 0, %2545 ], [ %1319, %2577 ], [ %1322, %2592 ]
  %2595 = or disjoint i64 %2594, 1
  br i1 %1325, label %2606, label %2596

2596:                                             ; preds = %2593
  %2597 = getelementptr inbounds nuw float, ptr %2426, i64 %2594
  %2598 = load float, ptr %2597, align 4
  %2599 = getelementptr float, ptr %1011, i64 %2594
  %2600 = load float, ptr %2599, align 4
  %2601 = getelementptr inbounds nuw float, ptr %1600, i64 %2594
  %2602 = load float, ptr %2601, align 4
  %2603 = fmul float %2600, %2602
  %2604 = fadd float %2598, %2603
  store float %2604, ptr %2597, align 4
  %2605 = or disjoint i64 %2594, 1
  br label %2606

2606:                                             ; preds = %2596, %2593
  %2607 = phi i64 [ %2594, %2593 ], [ %2605, %2596 ]
  %2608 = icmp eq i64 %180, %2595
  br i1 %2608, label %2653, label %2632

2609:                                             ; preds = %2540, %2620
  %2610 = phi i64 [ %2630, %2620 ], [ %2541, %2540 ]
  br i1 %99, label %2615, label %2611

2611:                                             ; preds = %2609
  %2612 = getelementptr inbounds nuw float, ptr %1595, i64 %2610
  %2613 = load float, ptr %2612, align 4
  %2614 = fsub float 1.000000e+00, %2613
  br label %2620

2615:                                             ; preds = %2609
  %2616 = getelementptr inbounds nuw float, ptr %2542, i64 %2610
  %2617 = load float, ptr %2616, align 4
  %2618 = getelementptr inbounds nuw float, ptr %1595, i64 %2610
  %2619 = load float, ptr %2618, align 4
  br label %2620

2620:                                             ; preds = %2615, %2611
  %2621 = phi float [ %2613, %2611 ], [ %2619, %2615 ]
  %2622 = phi float [ %2614, %2611 ], [ %2617, %2615 ]
  %2623 = getelementptr inbounds nuw float, ptr %1600, i64 %2610
  %2624 = load float, ptr %2623, align 4
  %2625 = fmul float %2622, %2624
  %2626 = getelementptr inbounds nuw float, ptr %2427, i64 %2610
  %2627 = load float, ptr %2626, align 4
  %2628 = fmul float %2621, %2627
  %2629 = fadd float %2625, %2628
  store float %2629, ptr %2623, align 4
  %2630 = add nuw nsw i64 %2610, 1
  %2631 = icmp eq i64 %2630, %180
  br i1 %2631, label %2543, label %2609

2632:                                             ; preds = %2606, %2632
  %2633 = phi i64 [ %2651, %2632 ], [ %2607, %2606 ]
  %2634 = getelementptr inbounds nuw float, ptr %2426, i64 %2633
  %2635 = load float, ptr %2634, align 4
  %2636 = getelementptr float, ptr %1011, i64 %2633
  %2637 = load float, ptr %2636, align 4
  %2638 = getelementptr inbounds nuw float, ptr %1600, i64 %2633
  %2639 = load float, ptr %2638, align 4
  %2640 = fmul float %2637, %2639
  %2641 = fadd float %2635, %2640
  store float %2641, ptr %2634, align 4
  %2642 = add nuw nsw i64 %2633, 1
  %2643 = getelementptr inbounds nuw float, ptr %2426, i64 %2642
  %2644 = load float, ptr %2643, align 4
  %2645 = getelementptr float, ptr %1011, i64 %2642
  %2646 = load float, ptr %2645, align 4
  %2647 = getelementptr inbounds nuw float, ptr %1600, i64 %2642
  %2648 = load float, ptr %2647, align 4
  %2649 = fmul float %2646, %2648
  %2650 = fadd float %2644, %2649
  store float %2650, ptr %2643, align 4
  %2651 = add nuw nsw i64 %2633, 2
  %2652 = icmp eq i64 %2651, %180
  br i1 %2652, label %2653, label %2632

2653:                                             ; preds = %2606, %2632, %2576, %2592, %2543
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %2426, i64 noundef %106)
  br i1 %124, label %2726, label %2654

2654:                                             ; preds = %2653
  call fastcc void @apply(i64 %94, <2 x float> %98, float noundef 0.000000e+00, ptr noundef %2427, i64 noundef %106)
  br label %3670

2655:                                             ; preds = %2726
  call fastcc void @apply(i64 %94, <2 x float> %98, float noundef 0.000000e+00, ptr noundef nonnull %2427, i64 noundef %106)
  br i1 %1326, label %2708, label %2656

2656:                                             ; preds = %2655
  %2657 = add i64 %1044, %1598
  %2658 = sub i64 %2657, %1596
  %2659 = icmp ult i64 %2658, 128
  %2660 = add i64 %1327, %1596
  %2661 = sub i64 %1598, %2660
  %2662 = icmp ult i64 %2661, 128
  %2663 = or i1 %2659, %2662
  br i1 %2663, label %2708, label %2664

2664:                                             ; preds = %2656
  br i1 %1328, label %2695, label %2665

2665:                                             ; preds = %2664, %2665
  %2666 = phi i64 [ %2691, %2665 ], [ 0, %2664 ]
  %2667 = getelementptr inbounds nuw float, ptr %2426, i64 %2666
  %2668 = getelementptr inbounds nuw i8, ptr %2667, i64 32
  %2669 = getelementptr inbounds nuw i8, ptr %2667, i64 64
  %2670 = getelementptr inbounds nuw i8, ptr %2667, i64 96
  %2671 = load <8 x float>, ptr %2667, align 4
  %2672 = load <8 x float>, ptr %2668, align 4
  %2673 = load <8 x float>, ptr %2669, align 4
  %2674 = load <8 x float>, ptr %2670, align 4
  %2675 = getelementptr inbounds nuw float, ptr %2427, i64 %2666
  %2676 = getelementptr inbounds nuw i8, ptr %2675, i64 32
  %2677 = getelementptr inbounds nuw i8, ptr %2675, i64 64
  %2678 = getelementptr inbounds nuw i8, ptr %2675, i64 96
  %2679 = load <8 x float>, ptr %2675, align 4
  %2680 = load <8 x float>, ptr %2676, align 4
  %2681 = load <8 x float>, ptr %2677, align 4
  %2682 = load <8 x float>, ptr %2678, align 4
  %2683 = fmul <8 x float> %2671, %2679
  %2684 = fmul <8 x float> %2672, %2680
  %2685 = fmul <8 x float> %2673, %2681
  %2686 = fmul <8 x float> %2674, %2682
  %2687 = getelementptr inbounds nuw float, ptr %1597, i64 %2666
  %2688 = getelementptr inbounds nuw i8, ptr %2687, i64 32
  %2689 = getelementptr inbounds nuw i8, ptr %2687, i64 64
  %2690 = getelementptr inbounds nuw i8, ptr %2687, i64 96
  store <8 x float> %2683, ptr %2687, align 4
  store <8 x float> %2684, ptr %2688, align 4
  store <8 x float> %2685, ptr %2689, align 4
  store <8 x float> %2686, ptr %2690, align 4
  %2691 = add nuw i64 %2666, 32
  %2692 = icmp eq i64 %2691, %1330
  br i1 %2692, label %2693, label %2665

2693:                                             ; preds = %2665
  br i1 %1331, label %3670, label %2694

2694:                                             ; preds = %2693
  br i1 %1332, label %2708, label %2695

2695:                                             ; preds = %2664, %2694
  %2696 = phi i64 [ %1330, %2694 ], [ 0, %2664 ]
  br label %2697

2697:                                             ; preds = %2697, %2695
  %2698 = phi i64 [ %2696, %2695 ], [ %2705, %2697 ]
  %2699 = getelementptr inbounds nuw float, ptr %2426, i64 %2698
  %2700 = load <4 x float>, ptr %2699, align 4
  %2701 = getelementptr inbounds nuw float, ptr %2427, i64 %2698
  %2702 = load <4 x float>, ptr %2701, align 4
  %2703 = fmul <4 x float> %2700, %2702
  %2704 = getelementptr inbounds nuw float, ptr %1597, i64 %2698
  store <4 x float> %2703, ptr %2704, align 4
  %2705 = add nuw i64 %2698, 4
  %2706 = icmp eq i64 %2705, %1333
  br i1 %2706, label %2707, label %2697

2707:                                             ; preds = %2697
  br i1 %1334, label %3670, label %2708

2708:                                             ; preds = %2656, %2655, %2694, %2707
  %2709 = phi i64 [ 0, %2655 ], [ 0, %2656 ], [ %1330, %2694 ], [ %1333, %2707 ]
  br i1 %1336, label %2722, label %2710

2710:                                             ; preds = %2708, %2710
  %2711 = phi i64 [ %2719, %2710 ], [ %2709, %2708 ]
  %2712 = phi i64 [ %2720, %2710 ], [ 0, %2708 ]
  %2713 = getelementptr inbounds nuw float, ptr %2426, i64 %2711
  %2714 = load float, ptr %2713, align 4
  %2715 = getelementptr inbounds nuw float, ptr %2427, i64 %2711
  %2716 = load float, ptr %2715, align 4
  %2717 = fmul float %2714, %2716
  %2718 = getelementptr inbounds nuw float, ptr %1597, i64 %2711
  store float %2717, ptr %2718, align 4
  %2719 = add nuw nsw i64 %2711, 1
  %2720 = add i64 %2712, 1
  %2721 = icmp eq i64 %2720, %1335
  br i1 %2721, label %2722, label %2710

2722:                                             ; preds = %2710, %2708
  %2723 = phi i64 [ %2709, %2708 ], [ %2719, %2710 ]
  %2724 = sub nsw i64 %2709, %32
  %2725 = icmp ugt i64 %2724, -4
  br i1 %2725, label %3670, label %2733

2726:                                             ; preds = %2653, %2726
  %2727 = phi i64 [ %2731, %2726 ], [ 0, %2653 ]
  %2728 = getelementptr inbounds nuw float, ptr %2427, i64 %2727
  %2729 = getelementptr inbounds nuw float, ptr %1600, i64 %2727
  %2730 = load <8 x float>, ptr %2729, align 4
  store <8 x float> %2730, ptr %2728, align 4
  %2731 = add nuw nsw i64 %2727, 8
  %2732 = icmp slt i64 %2731, %106
  br i1 %2732, label %2726, label %2655

2733:                                             ; preds = %2722, %2733
  %2734 = phi i64 [ %2762, %2733 ], [ %2723, %2722 ]
  %2735 = getelementptr inbounds nuw float, ptr %2426, i64 %2734
  %2736 = load float, ptr %2735, align 4
  %2737 = getelementptr inbounds nuw float, ptr %2427, i64 %2734
  %2738 = load float, ptr %2737, align 4
  %2739 = fmul float %2736, %2738
  %2740 = getelementptr inbounds nuw float, ptr %1597, i64 %2734
  store float %2739, ptr %2740, align 4
  %2741 = add nuw nsw i64 %2734, 1
  %2742 = getelementptr inbounds nuw float, ptr %2426, i64 %2741
  %2743 = load float, ptr %2742, align 4
  %2744 = getelementptr inbounds nuw float, ptr %2427, i64 %2741
  %2745 = load float, ptr %2744, align 4
  %2746 = fmul float %2743, %2745
  %2747 = getelementptr inbounds nuw float, ptr %1597, i64 %2741
  store float %2746, ptr %2747, align 4
  %2748 = add nuw nsw i64 %2734, 2
  %2749 = getelementptr inbounds nuw float, ptr %2426, i64 %2748
  %2750 = load float, ptr %2749, align 4
  %2751 = getelementptr inbounds nuw float, ptr %2427, i64 %2748
  %2752 = load float, ptr %2751, align 4
  %2753 = fmul float %2750, %2752
  %2754 = getelementptr inbounds nuw float, ptr %1597, i64 %2748
  store float %2753, ptr %2754, align 4
  %2755 = add nuw nsw i64 %2734, 3
  %2756 = getelementptr inbounds nuw float, ptr %2426, i64 %2755
  %2757 = load float, ptr %2756, align 4
  %2758 = getelementptr inbounds nuw float, ptr %2427, i64 %2755
  %2759 = load float, ptr %2758, align 4
  %2760 = fmul float %2757, %2759
  %2761 = getelementptr inbounds nuw float, ptr %1597, i64 %2755
  store float %2760, ptr %2761, align 4
  %2762 = add nuw nsw i64 %2734, 4
  %2763 = icmp eq i64 %2762, %32
  br i1 %2763, label %3670, label %2733

2764:                                             ; preds = %1800
  br i1 %100, label %2869, label %2765

2765:                                             ; preds = %2764
  br i1 %124, label %2766, label %3535

2766:                                             ; preds = %2765
  br i1 %1187, label %2850, label %2767

2767:                                             ; preds = %2766
  %2768 = getelementptr i8, ptr %1595, i64 %1176
  %2769 = getelementptr i8, ptr %1593, i64 %1176
  %2770 = icmp ult ptr %1595, %2769
  %2771 = icmp ult ptr %1593, %2768
  %2772 = and i1 %2770, %2771
  %2773 = icmp ult ptr %1595, %1182
  %2774 = icmp ult ptr %171, %2768
  %2775 = and i1 %2773, %2774
  %2776 = or i1 %2772, %2775
  %2777 = icmp ult ptr %1595, %1186
  %2778 = icmp ult ptr %170, %2768
  %2779 = and i1 %2777, %2778
  %2780 = or i1 %2776, %2779
  br i1 %2780, label %2850, label %2781

2781:                                             ; preds = %2767
  br i1 %1188, label %2832, label %2782

2782:                                             ; preds = %2781, %2782
  %2783 = phi i64 [ %2828, %2782 ], [ 0, %2781 ]
  %2784 = getelementptr inbounds nuw float, ptr %1593, i64 %2783
  %2785 = getelementptr inbounds nuw i8, ptr %2784, i64 32
  %2786 = getelementptr inbounds nuw i8, ptr %2784, i64 64
  %2787 = getelementptr inbounds nuw i8, ptr %2784, i64 96
  %2788 = load <8 x float>, ptr %2784, align 4
  %2789 = load <8 x float>, ptr %2785, align 4
  %2790 = load <8 x float>, ptr %2786, align 4
  %2791 = load <8 x float>, ptr %2787, align 4
  %2792 = getelementptr inbounds nuw float, ptr %170, i64 %2783
  %2793 = getelementptr inbounds nuw i8, ptr %2792, i64 32
  %2794 = getelementptr inbounds nuw i8, ptr %2792, i64 64
  %2795 = getelementptr inbounds nuw i8, ptr %2792, i64 96
  %2796 = load <8 x float>, ptr %2792, align 4
  %2797 = load <8 x float>, ptr %2793, align 4
  %2798 = load <8 x float>, ptr %2794, align 4
  %2799 = load <8 x float>, ptr %2795, align 4
  %2800 = fadd <8 x float> %2788, %2796
  %2801 = fadd <8 x float> %2789, %2797
  %2802 = fadd <8 x float> %2790, %2798
  %2803 = fadd <8 x float> %2791, %2799
  %2804 = getelementptr inbounds nuw float, ptr %171, i64 %2783
  %2805 = getelementptr inbounds nuw i8, ptr %2804, i64 32
  %2806 = getelementptr inbounds nuw i8, ptr %2804, i64 64
  %2807 = getelementptr inbounds nuw i8, ptr %2804, i64 96
  %2808 = load <8 x float>, ptr %2804, align 4
  %2809 = load <8 x float>, ptr %2805, align 4
  %2810 = load <8 x float>, ptr %2806, align 4
  %2811 = load <8 x float>, ptr %2807, align 4
  %2812 = fadd <8 x float> %2800, %2808
  %2813 = fadd <8 x float> %2801, %2809
  %2814 = fadd <8 x float> %2802, %2810
  %2815 = fadd <8 x float> %2803, %2811
  %2816 = getelementptr inbounds nuw float, ptr %1595, i64 %2783
  %2817 = getelementptr inbounds nuw i8, ptr %2816, i64 32
  %2818 = getelementptr inbounds nuw i8, ptr %2816, i64 64
  %2819 = getelementptr inbounds nuw i8, ptr %2816, i64 96
  %2820 = load <8 x float>, ptr %2816, align 4
  %2821 = load <8 x float>, ptr %2817, align 4
  %2822 = load <8 x float>, ptr %2818, align 4
  %2823 = load <8 x float>, ptr %2819, align 4
  %2824 = fadd <8 x float> %2812, %2820
  %2825 = fadd <8 x float> %2813, %2821
  %2826 = fadd <8 x float> %2814, %2822
  %2827 = fadd <8 x float> %2815, %2823
  store <8 x float> %2824, ptr %2816, align 4
  store <8 x float> %2825, ptr %2817, align 4
  store <8 x float> %2826, ptr %2818, align 4
  store <8 x float> %2827, ptr %2819, align 4
  %2828 = add nuw i64 %2783, 32
  %2829 = icmp eq i64 %2828, %1190
  br i1 %2829, label %2830, label %2782

2830:                                             ; preds = %2782
  br i1 %1191, label %3399, label %2831

2831:                                             ; preds = %2830
  br i1 %1192, label %2850, label %2832

2832:                                             ; preds = %2781, %2831
  %2833 = phi i64 [ %1190, %2831 ], [ 0, %2781 ]
  br label %2834

2834:                                             ; preds = %2834, %2832
  %2835 = phi i64 [ %2833, %2832 ], [ %2847, %2834 ]
  %2836 = getelementptr inbounds nuw float, ptr %1593, i64 %2835
  %2837 = load <4 x float>, ptr %2836, align 4
  %2838 = getelementptr inbounds nuw float, ptr %170, i64 %2835
  %2839 = load <4 x float>, ptr %2838, align 4
  %2840 = fadd <4 x float> %2837, %2839
  %2841 = getelementptr inbounds nuw float, ptr %171, i64 %2835
  %2842 = load <4 x float>, ptr %2841, align 4
  %2843 = fadd <4 x float> %2840, %2842
  %2844 = getelementptr inbounds nuw float, ptr %1595, i64 %2835
  %2845 = load <4 x float>, ptr %2844, align 4
  %2846 = fadd <4 x float> %2843, %2845
  store <4 x float> %2846, ptr %2844, align 4
  %2847 = add nuw i64 %2835, 4
  %2848 = icmp eq i64 %2847, %1193
  br i1 %2848, label %2849, label %2834

2849:                                             ; preds = %2834
  br i1 %1194, label %3399, label %2850

2850:                                             ; preds = %2767, %2766, %2831, %2849
  %2851 = phi i64 [ 0, %2766 ], [ 0, %2767 ], [ %1190, %2831 ], [ %1193, %2849 ]
  %2852 = or disjoint i64 %2851, 1
  br i1 %1196, label %2866, label %2853

2853:                                             ; preds = %2850
  %2854 = getelementptr inbounds nuw float, ptr %1593, i64 %2851
  %2855 = load float, ptr %2854, align 4
  %2856 = getelementptr inbounds nuw float, ptr %170, i64 %2851
  %2857 = load float, ptr %2856, align 4
  %2858 = fadd float %2855, %2857
  %2859 = getelementptr inbounds nuw float, ptr %171, i64 %2851
  %2860 = load float, ptr %2859, align 4
  %2861 = fadd float %2858, %2860
  %2862 = getelementptr inbounds nuw float, ptr %1595, i64 %2851
  %2863 = load float, ptr %2862, align 4
  %2864 = fadd float %2861, %2863
  store float %2864, ptr %2862, align 4
  %2865 = or disjoint i64 %2851, 1
  br label %2866

2866:                                             ; preds = %2853, %2850
  %2867 = phi i64 [ %2851, %2850 ], [ %2865, %2853 ]
  %2868 = icmp eq i64 %32, %2852
  br i1 %2868, label %3399, label %3508

2869:                                             ; preds = %2764
  br i1 %124, label %2870, label %3243

2870:                                             ; preds = %2869
  br i1 %1218, label %2954, label %2871

2871:                                             ; preds = %2870
  %2872 = getelementptr i8, ptr %1595, i64 %1148
  %2873 = getelementptr i8, ptr %1593, i64 %1148
  %2874 = icmp ult ptr %1595, %2873
  %2875 = icmp ult ptr %1593, %2872
  %2876 = and i1 %2874, %2875
  %2877 = icmp ult ptr %1595, %1154
  %2878 = icmp ult ptr %171, %2872
  %2879 = and i1 %2877, %2878
  %2880 = or i1 %2876, %2879
  %2881 = icmp ult ptr %1595, %1158
  %2882 = icmp ult ptr %170, %2872
  %2883 = and i1 %2881, %2882
  %2884 = or i1 %2880, %2883
  br i1 %2884, label %2954, label %2885

2885:                                             ; preds = %2871
  br i1 %1219, label %2936, label %2886

2886:                                             ; preds = %2885, %2886
  %2887 = phi i64 [ %2932, %2886 ], [ 0, %2885 ]
  %2888 = getelementptr inbounds nuw float, ptr %1593, i64 %2887
  %2889 = getelementptr inbounds nuw i8, ptr %2888, i64 32
  %2890 = getelementptr inbounds nuw i8, ptr %2888, i64 64
  %2891 = getelementptr inbounds nuw i8, ptr %2888, i64 96
  %2892 = load <8 x float>, ptr %2888, align 4
  %2893 = load <8 x float>, ptr %2889, align 4
  %2894 = load <8 x float>, ptr %2890, align 4
  %2895 = load <8 x float>, ptr %2891, align 4
  %2896 = getelementptr inbounds nuw float, ptr %170, i64 %2887
  %2897 = getelementptr inbounds nuw i8, ptr %2896, i64 32
  %2898 = getelementptr inbounds nuw i8, ptr %2896, i64 64
  %2899 = getelementptr inbounds nuw i8, ptr %2896, i64 96
  %2900 = load <8 x float>, ptr %2896, align 4
  %2901 = load <8 x float>, ptr %2897, align 4
  %2902 = load <8 x float>, ptr %2898, align 4
  %2903 = load <8 x float>, ptr %2899, align 4
  %2904 = fadd <8 x float> %2892, %2900
  %2905 = fadd <8 x float> %2893, %2901
  %2906 = fadd <8 x float> %2894, %2902
  %2907 = fadd <8 x float> %2895, %2903
  %2908 = getelementptr inbounds nuw float, ptr %171, i64 %2887
  %2909 = getelementptr inbounds nuw i8, ptr %2908, i64 32
  %2910 = getelementptr inbounds nuw i8, ptr %2908, i64 64
  %2911 = getelementptr inbounds nuw i8, ptr %2908, i64 96
  %2912 = load <8 x float>, ptr %2908, align 4
  %2913 = load <8 x float>, ptr %2909, align 4
  %2914 = load <8 x float>, ptr %2910, align 4
  %2915 = load <8 x float>, ptr %2911, align 4
  %2916 = fadd <8 x float> %2904, %2912
  %2917 = fadd <8 x float> %2905, %2913
  %2918 = fadd <8 x float> %2906, %2914
  %2919 = fadd <8 x float> %2907, %2915
  %2920 = getelementptr inbounds nuw float, ptr %1595, i64 %2887
  %2921 = getelementptr inbounds nuw i8, ptr %2920, i64 32
  %2922 = getelementptr inbounds nuw i8, ptr %2920, i64 64
  %2923 = getelementptr inbounds nuw i8, ptr %2920, i64 96
  %2924 = load <8 x float>, ptr %2920, align 4
  %2925 = load <8 x float>, ptr %2921, align 4
  %2926 = load <8 x float>, ptr %2922, align 4
  %2927 = load <8 x float>, ptr %2923, align 4
  %2928 = fadd <8 x float> %2916, %2924
  %2929 = fadd <8 x float> %2917, %2925
  %2930 = fadd <8 x float> %2918, %2926
  %2931 = fadd <8 x float> %2919, %2927
  store <8 x float> %2928, ptr %2920, align 4
  store <8 x float> %2929, ptr %2921, align 4
  store <8 x float> %2930, ptr %2922, align 4
  store <8 x float> %2931, ptr %2923, align 4
  %2932 = add nuw i64 %2887, 32
  %2933 = icmp eq i64 %2932, %1221
  br i1 %2933, label %2934, label %2886

2934:                                             ; preds = %2886
  br i1 %1222, label %2973, label %2935

2935:                                             ; preds = %2934
  br i1 %1223, label %2954, label %2936

2936:                                             ; preds = %2885, %2935
  %2937 = phi i64 [ %1221, %2935 ], [ 0, %2885 ]
  br label %2938

2938:                                             ; preds = %2938, %2936
  %2939 = phi i64 [ %2937, %2936 ], [ %2951, %2938 ]
  %2940 = getelementptr inbounds nuw float, ptr %1593, i64 %2939
  %2941 = load <4 x float>, ptr %2940, align 4
  %2942 = getelementptr inbounds nuw float, ptr %170, i64 %2939
  %2943 = load <4 x float>, ptr %2942, align 4
  %2944 = fadd <4 x float> %2941, %2943
  %2945 = getelementptr inbounds nuw float, ptr %171, i64 %2939
  %2946 = load <4 x float>, ptr %2945, align 4
  %2947 = fadd <4 x float> %2944, %2946
  %2948 = getelementptr inbounds nuw float, ptr %1595, i64 %2939
  %2949 = load <4 x float>, ptr %2948, align 4
  %2950 = fadd <4 x float> %2947, %2949
  store <4 x float> %2950, ptr %2948, align 4
  %2951 = add nuw i64 %2939, 4
  %2952 = icmp eq i64 %2951, %1224
  br i1 %2952, label %2953, label %2938

2953:                                             ; preds = %2938
  br i1 %1225, label %2973, label %2954

2954:                                             ; preds = %2871, %2870, %2935, %2953
  %2955 = phi i64 [ 0, %2870 ], [ 0, %2871 ], [ %1221, %2935 ], [ %1224, %2953 ]
  %2956 = or disjoint i64 %2955, 1
  br i1 %1227, label %2970, label %2957

2957:                                             ; preds = %2954
  %2958 = getelementptr inbounds nuw float, ptr %1593, i64 %2955
  %2959 = load float, ptr %2958, align 4
  %2960 = getelementptr inbounds nuw float, ptr %170, i64 %2955
  %2961 = load float, ptr %2960, align 4
  %2962 = fadd float %2959, %2961
  %2963 = getelementptr inbounds nuw float, ptr %171, i64 %2955
  %2964 = load float, ptr %2963, align 4
  %2965 = fadd float %2962, %2964
  %2966 = getelementptr inbounds nuw float, ptr %1595, i64 %2955
  %2967 = load float, ptr %2966, align 4
  %2968 = fadd float %2965, %2967
  store float %2968, ptr %2966, align 4
  %2969 = or disjoint i64 %2955, 1
  br label %2970

2970:                                             ; preds = %2957, %2954
  %2971 = phi i64 [ %2955, %2954 ], [ %2969, %2957 ]
  %2972 = icmp eq i64 %32, %2956
  br i1 %2972, label %2973, label %3082

2973:                                             ; preds = %2970, %3082, %2953, %2934
  %2974 = getelementptr float, ptr %1593, i64 %32
  br i1 %1228, label %3062, label %2975

2975:                                             ; preds = %2973
  %2976 = getelementptr i8, ptr %1595, i64 %1131
  %2977 = getelementptr i8, ptr %1595, i64 %1131
  %2978 = getelementptr i8, ptr %2977, i64 %1132
  %2979 = getelementptr i8, ptr %1593, i64 %1006
  %2980 = icmp ult ptr %2976, %2979
  %2981 = icmp ult ptr %2974, %2978
  %2982 = and i1 %2980, %2981
  %2983 = icmp ult ptr %2976, %1140
  %2984 = icmp ult ptr %1138, %2978
  %2985 = and i1 %2983, %2984
  %2986 = or i1 %2982, %2985
  %2987 = icmp ult ptr %2976, %1147
  %2988 = icmp ult ptr %1145, %2978
  %2989 = and i1 %2987, %2988
  %2990 = or i1 %2986, %2989
  br i1 %2990, label %3062, label %2991

2991:                                             ; preds = %2975
  br i1 %1229, label %3043, label %2992

2992:                                             ; preds = %2991, %2992
  %2993 = phi i64 [ %3039, %2992 ], [ 0, %2991 ]
  %2994 = getelementptr float, ptr %2974, i64 %2993
  %2995 = getelementptr i8, ptr %2994, i64 32
  %2996 = getelementptr i8, ptr %2994, i64 64
  %2997 = getelementptr i8, ptr %2994, i64 96
  %2998 = load <8 x float>, ptr %2994, align 4
  %2999 = load <8 x float>, ptr %2995, align 4
  %3000 = load <8 x float>, ptr %2996, align 4
  %3001 = load <8 x float>, ptr %2997, align 4
  %3002 = add nuw nsw i64 %2993, %106
  %3003 = getelementptr inbounds nuw float, ptr %170, i64 %3002
  %3004 = getelementptr inbounds nuw i8, ptr %3003, i64 32
  %3005 = getelementptr inbounds nuw i8, ptr %3003, i64 64
  %3006 = getelementptr inbounds nuw i8, ptr %3003, i64 96
  %3007 = load <8 x float>, ptr %3003, align 4
  %3008 = load <8 x float>, ptr %3004, align 4
  %3009 = load <8 x float>, ptr %3005, align 4
  %3010 = load <8 x float>, ptr %3006, align 4
  %3011 = fadd <8 x float> %2998, %3007
  %3012 = fadd <8 x float> %2999, %3008
  %3013 = fadd <8 x float> %3000, %3009
  %3014 = fadd <8 x float> %3001, %3010
  %3015 = getelementptr inbounds nuw float, ptr %171, i64 %3002
  %3016 = getelementptr inbounds nuw i8, ptr %3015, i64 32
  %3017 = getelementptr inbounds nuw i8, ptr %3015, i64 64
  %3018 = getelementptr inbounds nuw i8, ptr %3015, i64 96
  %3019 = load <8 x float>, ptr %3015, align 4
  %3020 = load <8 x float>, ptr %3016, align 4
  %3021 = load <8 x float>, ptr %3017, align 4
  %3022 = load <8 x float>, ptr %3018, align 4
  %3023 = fadd <8 x float> %3011, %3019
  %3024 = fadd <8 x float> %3012, %3020
  %3025 = fadd <8 x float> %3013, %3021
  %3026 = fadd <8 x float> %3014, %3022
  %3027 = getelementptr inbounds nuw float, ptr %1595, i64 %3002
  %3028 = getelementptr inbounds nuw i8, ptr %3027, i64 32
  %3029 = getelementptr inbounds nuw i8, ptr %3027, i64 64
  %3030 = getelementptr inbounds nuw i8, ptr %3027, i64 96
  %3031 = load <8 x float>, ptr %3027, align 4
  %3032 = load <8 x float>, ptr %3028, align 4
  %3033 = load <8 x float>, ptr %3029, align 4
  %3034 = load <8 x float>, ptr %3030, align 4
  %3035 = fadd <8 x float> %3023, %3031
  %3036 = fadd <8 x float> %3024, %3032
  %3037 = fadd <8 x float> %3025, %3033
  %3038 = fadd <8 x float> %3026, %3034
  store <8 x float> %3035, ptr %3027, align 4
  store <8 x float> %3036, ptr %3028, align 4
  store <8 x float> %3037, ptr %3029, align 4
  store <8 x float> %3038, ptr %3030, align 4
  %3039 = add nuw i64 %2993, 32
  %3040 = icmp eq i64 %3039, %1231
  br i1 %3040, label %3041, label %2992

3041:                                             ; preds = %2992
  br i1 %1232, label %3109, label %3042

3042:                                             ; preds = %3041
  br i1 %1233, label %3062, label %3043

3043:                                             ; preds = %2991, %3042
  %3044 = phi i64 [ %1231, %3042 ], [ 0, %2991 ]
  br label %3045

3045:                                             ; preds = %3045, %3043
  %3046 = phi i64 [ %3044, %3043 ], [ %3059, %3045 ]
  %3047 = getelementptr float, ptr %2974, i64 %3046
  %3048 = load <4 x float>, ptr %3047, align 4
  %3049 = add nuw nsw i64 %3046, %106
  %3050 = getelementptr inbounds nuw float, ptr %170, i64 %3049
  %3051 = load <4 x float>, ptr %3050, align 4
  %3052 = fadd <4 x float> %3048, %3051
  %3053 = getelementptr inbounds nuw float, ptr %171, i64 %3049
  %3054 = load <4 x float>, ptr %3053, align 4
  %3055 = fadd <4 x float> %3052, %3054
  %3056 = getelementptr inbounds nuw float, ptr %1595, i64 %3049
  %3057 = load <4 x float>, ptr %3056, align 4
  %3058 = fadd <4 x float> %3055, %3057
  store <4 x float> %3058, ptr %3056, align 4
  %3059 = add nuw i64 %3046, 4
  %3060 = icmp eq i64 %3059, %1234
  br i1 %3060, label %3061, label %3045

3061:                                             ; preds = %3045
  br i1 %1235, label %3109, label %3062

3062:                                             ; preds = %2975, %2973, %3042, %3061
  %3063 = phi i64 [ 0, %2973 ], [ 0, %2975 ], [ %1231, %3042 ], [ %1234, %3061 ]
  %3064 = or disjoint i64 %3063, 1
  br i1 %1237, label %3079, label %3065

3065:                                             ; preds = %3062
  %3066 = getelementptr float, ptr %2974, i64 %3063
  %3067 = load float, ptr %3066, align 4
  %3068 = add nuw nsw i64 %3063, %106
  %3069 = getelementptr inbounds nuw float, ptr %170, i64 %3068
  %3070 = load float, ptr %3069, align 4
  %3071 = fadd float %3067, %3070
  %3072 = getelementptr inbounds nuw float, ptr %171, i64 %3068
  %3073 = load float, ptr %3072, align 4
  %3074 = fadd float %3071, %3073
  %3075 = getelementptr inbounds nuw float, ptr %1595, i64 %3068
  %3076 = load float, ptr %3075, align 4
  %3077 = fadd float %3074, %3076
  store float %3077, ptr %3075, align 4
  %3078 = or disjoint i64 %3063, 1
  br label %3079

3079:                                             ; preds = %3065, %3062
  %3080 = phi i64 [ %3063, %3062 ], [ %3078, %3065 ]
  %3081 = icmp eq i64 %32, %3064
  br i1 %3081, label %3109, label %3214

3082:                                             ; preds = %2970, %3082
  %3083 = phi i64 [ %3107, %3082 ], [ %2971, %2970 ]
  %3084 = getelementptr inbounds nuw float, ptr %1593, i64 %3083
  %3085 = load float, ptr %3084, align 4
  %3086 = getelementptr inbounds nuw float, ptr %170, i64 %3083
  %3087 = load float, ptr %3086, align 4
  %3088 = fadd float %3085, %3087
  %3089 = getelementptr inbounds nuw float, ptr %171, i64 %3083
  %3090 = load float, ptr %3089, align 4
  %3091 = fadd float %3088, %3090
  %3092 = getelementptr inbounds nuw float, ptr %1595, i64 %3083
  %3093 = load float, ptr %3092, align 4
  %3094 = fadd float %3091, %3093
  store float %3094, ptr %3092, align 4
  %3095 = add nuw nsw i64 %3083, 1
  %3096 = getelementptr inbounds nuw float, ptr %1593, i64 %3095
  %3097 = load float, ptr %3096, align 4
  %3098 = getelementptr inbounds nuw float, ptr %170, i64 %3095
  %3099 = load float, ptr %3098, align 4
  %3100 = fadd float %3097, %3099
  %3101 = getelementptr inbounds nuw float, ptr %171, i64 %3095
  %3102 = load float, ptr %3101, align 4
  %3103 = fadd float %3100, %3102
  %3104 = getelementptr inbounds nuw float, ptr %1595, i64 %3095
  %3105 = load float, ptr %3104, align 4
  %3106 = fadd float %3103, %3105
  store float %3106, ptr %3104, align 4
  %3107 = add nuw nsw i64 %3083, 2
  %3108 = icmp eq i64 %3107, %32
  br i1 %3108, label %2973, label %3082

3109:                                             ; preds = %3079, %3214, %3061, %3041
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef nonnull %1595, i64 noundef %1003)
  %3110 = getelementptr inbounds nuw float, ptr %1595, i64 %106
  %3111 = getelementptr inbounds nuw float, ptr %1595, i64 %1003
  %3112 = getelementptr i8, ptr %1593, i64 %1006
  br i1 %1238, label %3191, label %3113

3113:                                             ; preds = %3109
  %3114 = getelementptr i8, ptr %1595, i64 %1115
  %3115 = getelementptr i8, ptr %1593, i64 %1007
  %3116 = getelementptr i8, ptr %1595, i64 %1131
  %3117 = getelementptr i8, ptr %3116, i64 %1114
  %3118 = icmp ult ptr %3111, %1123
  %3119 = icmp ult ptr %1121, %3114
  %3120 = and i1 %3118, %3119
  %3121 = icmp ult ptr %3111, %3115
  %3122 = icmp ult ptr %3112, %3114
  %3123 = and i1 %3121, %3122
  %3124 = or i1 %3120, %3123
  %3125 = icmp ult ptr %3111, %1130
  %3126 = icmp ult ptr %1128, %3114
  %3127 = and i1 %3125, %3126
  %3128 = or i1 %3124, %3127
  %3129 = icmp ult ptr %3111, %3117
  %3130 = icmp ult ptr %3110, %3114
  %3131 = and i1 %3129, %3130
  %3132 = or i1 %3128, %3131
  br i1 %3132, label %3191, label %3133

3133:                                             ; preds = %3113
  br i1 %1239, label %3169, label %3134

3134:                                             ; preds = %3133, %3134
  %3135 = phi i64 [ %3165, %3134 ], [ 0, %3133 ]
  %3136 = getelementptr inbounds nuw float, ptr %3111, i64 %3135
  %3137 = getelementptr inbounds nuw i8, ptr %3136, i64 32
  %3138 = load <8 x float>, ptr %3136, align 4
  %3139 = load <8 x float>, ptr %3137, align 4
  %3140 = add nuw nsw i64 %3135, %1003
  %3141 = getelementptr inbounds nuw float, ptr %171, i64 %3140
  %3142 = getelementptr inbounds nuw i8, ptr %3141, i64 32
  %3143 = load <8 x float>, ptr %3141, align 4
  %3144 = load <8 x float>, ptr %3142, align 4
  %3145 = fadd <8 x float> %3138, %3143
  %3146 = fadd <8 x float> %3139, %3144
  %3147 = getelementptr float, ptr %3112, i64 %3135
  %3148 = getelementptr i8, ptr %3147, i64 32
  %3149 = load <8 x float>, ptr %3147, align 4
  %3150 = load <8 x float>, ptr %3148, align 4
  %3151 = getelementptr inbounds nuw float, ptr %170, i64 %3140
  %3152 = getelementptr inbounds nuw i8, ptr %3151, i64 32
  %3153 = load <8 x float>, ptr %3151, align 4
  %3154 = load <8 x float>, ptr %3152, align 4
  %3155 = fadd <8 x float> %3149, %3153
  %3156 = fadd <8 x float> %3150, %3154
  %3157 = getelementptr inbounds nuw float, ptr %3110, i64 %3135
  %3158 = getelementptr inbounds nuw i8, ptr %3157, i64 32
  %3159 = load <8 x float>, ptr %3157, align 4
  %3160 = load <8 x float>, ptr %3158, align 4
  %3161 = fmul <8 x float> %3145, %3159
  %3162 = fmul <8 x float> %3146, %3160
  %3163 = fadd <8 x float> %3155, %3161
  %3164 = fadd <8 x float> %3156, %3162
  store <8 x float> %3163, ptr %3136, align 4
  store <8 x float> %3164, ptr %3137, align 4
  %3165 = add nuw i64 %3135, 16
  %3166 = icmp eq i64 %3165, %1241
  br i1 %3166, label %3167, label %3134

3167:                                             ; preds = %3134
  br i1 %1242, label %3245, label %3168

3168:                                             ; preds = %3167
  br i1 %1243, label %3191, label %3169

3169:                                             ; preds = %3133, %3168
  %3170 = phi i64 [ %1241, %3168 ], [ 0, %3133 ]
  br label %3171

3171:                                             ; preds = %3171, %3169
  %3172 = phi i64 [ %3170, %3169 ], [ %3188, %3171 ]
  %3173 = getelementptr inbounds nuw float, ptr %3111, i64 %3172
  %3174 = load <4 x float>, ptr %3173, align 4
  %3175 = add nuw nsw i64 %3172, %1003
  %3176 = getelementptr inbounds nuw float, ptr %171, i64 %3175
  %3177 = load <4 x float>, ptr %3176, align 4
  %3178 = fadd <4 x float> %3174, %3177
  %3179 = getelementptr float, ptr %3112, i64 %3172
  %3180 = load <4 x float>, ptr %3179, align 4
  %3181 = getelementptr inbounds nuw float, ptr %170, i64 %3175
  %3182 = load <4 x float>, ptr %3181, align 4
  %3183 = fadd <4 x float> %3180, %3182
  %3184 = getelementptr inbounds nuw float, ptr %3110, i64 %3172
  %3185 = load <4 x float>, ptr %3184, align 4
  %3186 = fmul <4 x float> %3178, %3185
  %3187 = fadd <4 x float> %3183, %3186
  store <4 x float> %3187, ptr %3173, align 4
  %3188 = add nuw i64 %3172, 4
  %3189 = icmp eq i64 %3188, %1244
  br i1 %3189, label %3190, label %3171

3190:                                             ; preds = %3171
  br i1 %1245, label %3245, label %3191

3191:                                             ; preds = %3113, %3109, %3168, %3190
  %3192 = phi i64 [ 0, %3109 ], [ 0, %3113 ], [ %1241, %3168 ], [ %1244, %3190 ]
  %3193 = or disjoint i64 %3192, 1
  br i1 %1247, label %3211, label %3194

3194:                                             ; preds = %3191
  %3195 = getelementptr inbounds nuw float, ptr %3111, i64 %3192
  %3196 = load float, ptr %3195, align 4
  %3197 = add nuw nsw i64 %3192, %1003
  %3198 = getelementptr inbounds nuw float, ptr %171, i64 %3197
  %3199 = load float, ptr %3198, align 4
  %3200 = fadd float %3196, %3199
  %3201 = getelementptr float, ptr %3112, i64 %3192
  %3202 = load float, ptr %3201, align 4
  %3203 = getelementptr inbounds nuw float, ptr %170, i64 %3197
  %3204 = load float, ptr %3203, align 4
  %3205 = fadd float %3202, %3204
  %3206 = getelementptr inbounds nuw float, ptr %3110, i64 %3192
  %3207 = load float, ptr %3206, align 4
  %3208 = fmul float %3200, %3207
  %3209 = fadd float %3205, %3208
  store float %3209, ptr %3195, align 4
  %3210 = or disjoint i64 %3192, 1
  br label %3211

3211:                                             ; preds = %3194, %3191
  %3212 = phi i64 [ %3192, %3191 ], [ %3210, %3194 ]
  %3213 = icmp eq i64 %32, %3193
  br i1 %3213, label %3245, label %3339

3214:                                             ; preds = %3079, %3214
  %3215 = phi i64 [ %3241, %3214 ], [ %3080, %3079 ]
  %3216 = getelementptr float, ptr %2974, i64 %3215
  %3217 = load float, ptr %3216, align 4
  %3218 = add nuw nsw i64 %3215, %106
  %3219 = getelementptr inbounds nuw float, ptr %170, i64 %3218
  %3220 = load float, ptr %3219, align 4
  %3221 = fadd float %3217, %3220
  %3222 = getelementptr inbounds nuw float, ptr %171, i64 %3218
  %3223 = load float, ptr %3222, align 4
  %3224 = fadd float %3221, %3223
  %3225 = getelementptr inbounds nuw float, ptr %1595, i64 %3218
  %3226 = load float, ptr %3225, align 4
  %3227 = fadd float %3224, %3226
  store float %3227, ptr %3225, align 4
  %3228 = add nuw nsw i64 %3215, 1
  %3229 = getelementptr float, ptr %2974, i64 %3228
  %3230 = load float, ptr %3229, align 4
  %3231 = add nuw nsw i64 %3228, %106
  %3232 = getelementptr inbounds nuw float, ptr %170, i64 %3231
  %3233 = load float, ptr %3232, align 4
  %3234 = fadd float %3230, %3233
  %3235 = getelementptr inbounds nuw float, ptr %171, i64 %3231
  %3236 = load float, ptr %3235, align 4
  %3237 = fadd float %3234, %3236
  %3238 = getelementptr inbounds nuw float, ptr %1595, i64 %3231
  %3239 = load float, ptr %3238, align 4
  %3240 = fadd float %3237, %3239
  store float %3240, ptr %3238, align 4
  %3241 = add nuw nsw i64 %3215, 2
  %3242 = icmp eq i64 %3241, %32
  br i1 %3242, label %3109, label %3214

3243:                                             ; preds = %2869
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %1595, i64 noundef %1003)
  %3244 = getelementptr inbounds float, ptr %1595, i64 %1003
  call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef %3244, i64 noundef %106)
  br label %3670

3245:                                             ; preds = %3211, %3339, %3190, %3167
  call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef nonnull %3111, i64 noundef %106)
  br i1 %1248, label %3321, label %3246

3246:                                             ; preds = %3245
  %3247 = getelementptr i8, ptr %1597, i64 %1114
  %3248 = getelementptr i8, ptr %1595, i64 %1115
  %3249 = getelementptr i8, ptr %1595, i64 %1114
  %3250 = icmp ult ptr %1597, %3248
  %3251 = icmp ult ptr %3111, %3247
  %3252 = and i1 %3250, %3251
  %3253 = icmp ult ptr %1597, %3249
  %3254 = icmp ult ptr %1595, %3247
  %3255 = and i1 %3253, %3254
  %3256 = or i1 %3252, %3255
  br i1 %3256, label %3321, label %3257

3257:                                             ; preds = %3246
  br i1 %1249, label %3304, label %3258

3258:                                             ; preds = %3257, %3258
  %3259 = phi i64 [ %3300, %3258 ], [ 0, %3257 ]
  %3260 = getelementptr inbounds nuw float, ptr %1595, i64 %3259
  %3261 = getelementptr inbounds nuw i8, ptr %3260, i64 32
  %3262 = getelementptr inbounds nuw i8, ptr %3260, i64 64
  %3263 = getelementptr inbounds nuw i8, ptr %3260, i64 96
  %3264 = load <8 x float>, ptr %3260, align 4
  %3265 = load <8 x float>, ptr %3261, align 4
  %3266 = load <8 x float>, ptr %3262, align 4
  %3267 = load <8 x float>, ptr %3263, align 4
  %3268 = fsub <8 x float> splat (float 1.000000e+00), %3264
  %3269 = fsub <8 x float> splat (float 1.000000e+00), %3265
  %3270 = fsub <8 x float> splat (float 1.000000e+00), %3266
  %3271 = fsub <8 x float> splat (float 1.000000e+00), %3267
  %3272 = getelementptr inbounds nuw float, ptr %3111, i64 %3259
  %3273 = getelementptr inbounds nuw i8, ptr %3272, i64 32
  %3274 = getelementptr inbounds nuw i8, ptr %3272, i64 64
  %3275 = getelementptr inbounds nuw i8, ptr %3272, i64 96
  %3276 = load <8 x float>, ptr %3272, align 4
  %3277 = load <8 x float>, ptr %3273, align 4
  %3278 = load <8 x float>, ptr %3274, align 4
  %3279 = load <8 x float>, ptr %3275, align 4
  %3280 = fmul <8 x float> %3268, %3276
  %3281 = fmul <8 x float> %3269, %3277
  %3282 = fmul <8 x float> %3270, %3278
  %3283 = fmul <8 x float> %3271, %3279
  %3284 = getelementptr inbounds nuw float, ptr %1597, i64 %3259
  %3285 = getelementptr inbounds nuw i8, ptr %3284, i64 32
  %3286 = getelementptr inbounds nuw i8, ptr %3284, i64 64
  %3287 = getelementptr inbounds nuw i8, ptr %3284, i64 96
  %3288 = load <8 x float>, ptr %3284, align 4
  %3289 = load <8 x float>, ptr %3285, align 4
  %3290 = load <8 x float>, ptr %3286, align 4
  %3291 = load <8 x float>, ptr %3287, align 4
  %3292 = fmul <8 x float> %3264, %3288
  %3293 = fmul <8 x float> %3265, %3289
  %3294 = fmul <8 x float> %3266, %3290
  %3295 = fmul <8 x float> %3267, %3291
  %3296 = fadd <8 x float> %3280, %3292
  %3297 = fadd <8 x float> %3281, %3293
  %3298 = fadd <8 x float> %3282, %3294
  %3299 = fadd <8 x float> %3283, %3295
  store <8 x float> %3296, ptr %3284, align 4
  store <8 x float> %3297, ptr %3285, align 4
  store <8 x float> %3298, ptr %3286, align 4
  store <8 x float> %3299, ptr %3287, align 4
  %3300 = add nuw i64 %3259, 32
  %3301 = icmp eq i64 %3300, %1251
  br i1 %3301, label %3302, label %3258

3302:                                             ; preds = %3258
  br i1 %1252, label %3670, label %3303

3303:                                             ; preds = %3302
  br i1 %1253, label %3321, label %3304

3304:                                             ; preds = %3257, %3303
  %3305 = phi i64 [ %1251, %3303 ], [ 0, %3257 ]
  br label %3306

3306:                                             ; preds = %3306, %3304
  %3307 = phi i64 [ %3305, %3304 ], [ %3318, %3306 ]
  %3308 = getelementptr inbounds nuw float, ptr %1595, i64 %3307
  %3309 = load <4 x float>, ptr %3308, align 4
  %3310 = fsub <4 x float> splat (float 1.000000e+00), %3309
  %3311 = getelementptr inbounds nuw float, ptr %3111, i64 %3307
  %3312 = load <4 x float>, ptr %3311, align 4
  %3313 = fmul <4 x float> %3310, %3312
  %3314 = getelementptr inbounds nuw float, ptr %1597, i64 %3307
  %3315 = load <4 x float>, ptr %3314, align 4
  %3316 = fmul <4 x float> %3309, %3315
  %3317 = fadd <4 x float> %3313, %3316
  store <4 x float> %3317, ptr %3314, align 4
  %3318 = add nuw i64 %3307, 4
  %3319 = icmp eq i64 %3318, %1254
  br i1 %3319, label %3320, label %3306

3320:                                             ; preds = %3306
  br i1 %1255, label %3670, label %3321

3321:                                             ; preds = %3246, %3245, %3303, %3320
  %3322 = phi i64 [ 0, %3245 ], [ 0, %3246 ], [ %1251, %3303 ], [ %1254, %3320 ]
  %3323 = or disjoint i64 %3322, 1
  br i1 %1257, label %3336, label %3324

3324:                                             ; preds = %3321
  %3325 = getelementptr inbounds nuw float, ptr %1595, i64 %3322
  %3326 = load float, ptr %3325, align 4
  %3327 = fsub float 1.000000e+00, %3326
  %3328 = getelementptr inbounds nuw float, ptr %3111, i64 %3322
  %3329 = load float, ptr %3328, align 4
  %3330 = fmul float %3327, %3329
  %3331 = getelementptr inbounds nuw float, ptr %1597, i64 %3322
  %3332 = load float, ptr %3331, align 4
  %3333 = fmul float %3326, %3332
  %3334 = fadd float %3330, %3333
  store float %3334, ptr %3331, align 4
  %3335 = or disjoint i64 %3322, 1
  br label %3336

3336:                                             ; preds = %3324, %3321
  %3337 = phi i64 [ %3322, %3321 ], [ %3335, %3324 ]
  %3338 = icmp eq i64 %32, %3323
  br i1 %3338, label %3670, label %3374

3339:                                             ; preds = %3211, %3339
  %3340 = phi i64 [ %3372, %3339 ], [ %3212, %3211 ]
  %3341 = getelementptr inbounds nuw float, ptr %3111, i64 %3340
  %3342 = load float, ptr %3341, align 4
  %3343 = add nuw nsw i64 %3340, %1003
  %3344 = getelementptr inbounds nuw float, ptr %171, i64 %3343
  %3345 = load float, ptr %3344, align 4
  %3346 = fadd float %3342, %3345
  %3347 = getelementptr float, ptr %3112, i64 %3340
  %3348 = load float, ptr %3347, align 4
  %3349 = getelementptr inbounds nuw float, ptr %170, i64 %3343
  %3350 = load float, ptr %3349, align 4
  %3351 = fadd float %3348, %3350
  %3352 = getelementptr inbounds nuw float, ptr %3110, i64 %3340
  %3353 = load float, ptr %3352, align 4
  %3354 = fmul float %3346, %3353
  %3355 = fadd float %3351, %3354
  store float %3355, ptr %3341, align 4
  %3356 = add nuw nsw i64 %3340, 1
  %3357 = getelementptr inbounds nuw float, ptr %3111, i64 %3356
  %3358 = load float, ptr %3357, align 4
  %3359 = add nuw nsw i64 %3356, %1003
  %3360 = getelementptr inbounds nuw float, ptr %171, i64 %3359
  %3361 = load float, ptr %3360, align 4
  %3362 = fadd float %3358, %3361
  %3363 = getelementptr float, ptr %3112, i64 %3356
  %3364 = load float, ptr %3363, align 4
  %3365 = getelementptr inbounds nuw float, ptr %170, i64 %3359
  %3366 = load float, ptr %3365, align 4
  %3367 = fadd float %3364, %3366
  %3368 = getelementptr inbounds nuw float, ptr %3110, i64 %3356
  %3369 = load float, ptr %3368, align 4
  %3370 = fmul float %3362, %3369
  %3371 = fadd float %3367, %3370
  store float %3371, ptr %3357, align 4
  %3372 = add nuw nsw i64 %3340, 2
  %3373 = icmp eq i64 %3372, %32
  br i1 %3373, label %3245, label %3339

3374:                                             ; preds = %3336, %3374
  %3375 = phi i64 [ %3397, %3374 ], [ %3337, %3336 ]
  %3376 = getelementptr inbounds nuw float, ptr %1595, i64 %3375
  %3377 = load float, ptr %3376, align 4
  %3378 = fsub float 1.000000e+00, %3377
  %3379 = getelementptr inbounds nuw float, ptr %3111, i64 %3375
  %3380 = load float, ptr %3379, align 4
  %3381 = fmul float %3378, %3380
  %3382 = getelementptr inbounds nuw float, ptr %1597, i64 %3375
  %3383 = load float, ptr %3382, align 4
  %3384 = fmul float %3377, %3383
  %3385 = fadd float %3381, %3384
  store float %3385, ptr %3382, align 4
  %3386 = add nuw nsw i64 %3375, 1
  %3387 = getelementptr inbounds nuw float, ptr %1595, i64 %3386
  %3388 = load float, ptr %3387, align 4
  %3389 = fsub float 1.000000e+00, %3388
  %3390 = getelementptr inbounds nuw float, ptr %3111, i64 %3386
  %3391 = load float, ptr %3390, align 4
  %3392 = fmul float %3389, %3391
  %3393 = getelementptr inbounds nuw float, ptr %1597, i64 %3386
  %3394 = load float, ptr %3393, align 4
  %3395 = fmul float %3388, %3394
  %3396 = fadd float %3392, %3395
  store float %3396, ptr %3393, align 4
  %3397 = add nuw nsw i64 %3375, 2
  %3398 = icmp eq i64 %3397, %32
  br i1 %3398, label %3670, label %3374

3399:                                             ; preds = %2866, %3508, %2849, %2830
  %3400 = getelementptr float, ptr %1593, i64 %32
  br i1 %1197, label %3488, label %3401

3401:                                             ; preds = %3399
  %3402 = getelementptr i8, ptr %1595, i64 %1159
  %3403 = getelementptr i8, ptr %1595, i64 %1159
  %3404 = getelementptr i8, ptr %3403, i64 %1160
  %3405 = getelementptr i8, ptr %1593, i64 %1006
  %3406 = icmp ult ptr %3402, %3405
  %3407 = icmp ult ptr %3400, %3404
  %3408 = and i1 %3406, %3407
  %3409 = icmp ult ptr %3402, %1168
  %3410 = icmp ult ptr %1166, %3404
  %3411 = and i1 %3409, %3410
  %3412 = or i1 %3408, %3411
  %3413 = icmp ult ptr %3402, %1175
  %3414 = icmp ult ptr %1173, %3404
  %3415 = and i1 %3413, %3414
  %3416 = or i1 %3412, %3415
  br i1 %3416, label %3488, label %3417

3417:                                             ; preds = %3401
  br i1 %1198, label %3469, label %3418

3418:                                             ; preds = %3417, %3418
  %3419 = phi i64 [ %3465, %3418 ], [ 0, %3417 ]
  %3420 = getelementptr float, ptr %3400, i64 %3419
  %3421 = getelementptr i8, ptr %3420, i64 32
  %3422 = getelementptr i8, ptr %3420, i64 64
  %3423 = getelementptr i8, ptr %3420, i64 96
  %3424 = load <8 x float>, ptr %3420, align 4
  %3425 = load <8 x float>, ptr %3421, align 4
  %3426 = load <8 x float>, ptr %3422, align 4
  %3427 = load <8 x float>, ptr %3423, align 4
  %3428 = add nuw nsw i64 %3419, %106
  %3429 = getelementptr inbounds nuw float, ptr %170, i64 %3428
  %3430 = getelementptr inbounds nuw i8, ptr %3429, i64 32
  %3431 = getelementptr inbounds nuw i8, ptr %3429, i64 64
  %3432 = getelementptr inbounds nuw i8, ptr %3429, i64 96
  %3433 = load <8 x float>, ptr %3429, align 4
  %3434 = load <8 x float>, ptr %3430, align 4
  %3435 = load <8 x float>, ptr %3431, align 4
  %3436 = load <8 x float>, ptr %3432, align 4
  %3437 = fadd <8 x float> %3424, %3433
  %3438 = fadd <8 x float> %3425, %3434
  %3439 = fadd <8 x float> %3426, %3435
  %3440 = fadd <8 x float> %3427, %3436
  %3441 = getelementptr inbounds nuw float, ptr %171, i64 %3428
  %3442 = getelementptr inbounds nuw i8, ptr %3441, i64 32
  %3443 = getelementptr inbounds nuw i8, ptr %3441, i64 64
  %3444 = getelementptr inbounds nuw i8, ptr %3441, i64 96
  %3445 = load <8 x float>, ptr %3441, align 4
  %3446 = load <8 x float>, ptr %3442, align 4
  %3447 = load <8 x float>, ptr %3443, align 4
  %3448 = load <8 x float>, ptr %3444, align 4
  %3449 = fadd <8 x float> %3437, %3445
  %3450 = fadd <8 x float> %3438, %3446
  %3451 = fadd <8 x float> %3439, %3447
  %3452 = fadd <8 x float> %3440, %3448
  %3453 = getelementptr inbounds nuw float, ptr %1595, i64 %3428
  %3454 = getelementptr inbounds nuw i8, ptr %3453, i64 32
  %3455 = getelementptr inbounds nuw i8, ptr %3453, i64 64
  %3456 = getelementptr inbounds nuw i8, ptr %3453, i64 96
  %3457 = load <8 x float>, ptr %3453, align 4
  %3458 = load <8 x float>, ptr %3454, align 4
  %3459 = load <8 x float>, ptr %3455, align 4
  %3460 = load <8 x float>, ptr %3456, align 4
  %3461 = fadd <8 x float> %3449, %3457
  %3462 = fadd <8 x float> %3450, %3458
  %3463 = fadd <8 x float> %3451, %3459
  %3464 = fadd <8 x float> %3452, %3460
  store <8 x float> %3461, ptr %3453, align 4
  store <8 x float> %3462, ptr %3454, align 4
  store <8 x float> %3463, ptr %3455, align 4
  store <8 x float> %3464, ptr %3456, align 4
  %3465 = add nuw i64 %3419, 32
  %3466 = icmp eq i64 %3465, %1200
  br i1 %3466, label %3467, label %3418

3467:                                             ; preds = %3418
  br i1 %1201, label %3536, label %3468

3468:                                             ; preds = %3467
  br i1 %1202, label %3488, label %3469

3469:                                             ; preds = %3417, %3468
  %3470 = phi i64 [ %1200, %3468 ], [ 0, %3417 ]
  br label %3471

3471:                                             ; preds = %3471, %3469
  %3472 = phi i64 [ %3470, %3469 ], [ %3485, %3471 ]
  %3473 = getelementptr float, ptr %3400, i64 %3472
  %3474 = load <4 x float>, ptr %3473, align 4
  %3475 = add nuw nsw i64 %3472, %106
  %3476 = getelementptr inbounds nuw float, ptr %170, i64 %3475
  %3477 = load <4 x float>, ptr %3476, align 4
  %3478 = fadd <4 x float> %3474, %3477
  %3479 = getelementptr inbounds nuw float, ptr %171, i64 %3475
  %3480 = load <4 x float>, ptr %3479, align 4
  %3481 = fadd <4 x float> %3478, %3480
  %3482 = getelementptr inbounds nuw float, ptr %1595, i64 %3475
  %3483 = load <4 x float>, ptr %3482, align 4
  %3484 = fadd <4 x float> %3481, %3483
  store <4 x float> %3484, ptr %3482, align 4
  %3485 = add nuw i64 %3472, 4
  %3486 = icmp eq i64 %3485, %1203
  br i1 %3486, label %3487, label %3471

3487:                                             ; preds = %3471
  br i1 %1204, label %3536, label %3488

3488:                                             ; preds = %3401, %3399, %3468, %3487
  %3489 = phi i64 [ 0, %3399 ], [ 0, %3401 ], [ %1200, %3468 ], [ %1203, %3487 ]
  %3490 = or disjoint i64 %3489, 1
  br i1 %1206, label %3505, label %3491

3491:                                             ; preds = %3488
  %3492 = getelementptr float, ptr %3400, i64 %3489
  %3493 = load float, ptr %3492, align 4
  %3494 = add nuw nsw i64 %3489, %106
  %3495 = getelementptr inbounds nuw float, ptr %170, i64 %3494
  %3496 = load float, ptr %3495, align 4
  %3497 = fadd float %3493, %3496
  %3498 = getelementptr inbounds nuw float, ptr %171, i64 %3494
  %3499 = load float, ptr %3498, align 4
  %3500 = fadd float %3497, %3499
  %3501 = getelementptr inbounds nuw float, ptr %1595, i64 %3494
  %3502 = load float, ptr %3501, align 4
  %3503 = fadd float %3500, %3502
  store float %3503, ptr %3501, align 4
  %3504 = or disjoint i64 %3489, 1
  br label %3505

3505:                                             ; preds = %3491, %3488
  %3506 = phi i64 [ %3489, %3488 ], [ %3504, %3491 ]
  %3507 = icmp eq i64 %32, %3490
  br i1 %3507, label %3536, label %3610

3508:                                             ; preds = %2866, %3508
  %3509 = phi i64 [ %3533, %3508 ], [ %2867, %2866 ]
  %3510 = getelementptr inbounds nuw float, ptr %1593, i64 %3509
  %3511 = load float, ptr %3510, align 4
  %3512 = getelementptr inbounds nuw float, ptr %170, i64 %3509
  %3513 = load float, ptr %3512, align 4
  %3514 = fadd float %3511, %3513
  %3515 = getelementptr inbounds nuw float, ptr %171, i64 %3509
  %3516 = load float, ptr %3515, align 4
  %3517 = fadd float %3514, %3516
  %3518 = getelementptr inbounds nuw float, ptr %1595, i64 %3509
  %3519 = load float, ptr %3518, align 4
  %3520 = fadd float %3517, %3519
  store float %3520, ptr %3518, align 4
  %3521 = add nuw nsw i64 %3509, 1
  %3522 = getelementptr inbounds nuw float, ptr %1593, i64 %3521
  %3523 = load float, ptr %3522, align 4
  %3524 = getelementptr inbounds nuw float, ptr %170, i64 %3521
  %3525 = load float, ptr %3524, align 4
  %3526 = fadd float %3523, %3525
  %3527 = getelementptr inbounds nuw float, ptr %171, i64 %3521
  %3528 = load float, ptr %3527, align 4
  %3529 = fadd float %3526, %3528
  %3530 = getelementptr inbounds nuw float, ptr %1595, i64 %3521
  %3531 = load float, ptr %3530, align 4
  %3532 = fadd float %3529, %3531
  store float %3532, ptr %3530, align 4
  %3533 = add nuw nsw i64 %3509, 2
  %3534 = icmp eq i64 %3533, %32
  br i1 %3534, label %3399, label %3508

3535:                                             ; preds = %2765
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %1595, i64 noundef %1003)
  br label %3670

3536:                                             ; preds = %3505, %3610, %3487, %3467
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef nonnull %1595, i64 noundef %1003)
  %3537 = getelementptr inbounds nuw float, ptr %1595, i64 %106
  %3538 = getelementptr inbounds nuw i8, ptr %1591, i64 24
  %3539 = load ptr, ptr %3538, align 8
  br i1 %1207, label %3592, label %3540

3540:                                             ; preds = %3536
  %3541 = ptrtoint ptr %3539 to i64
  %3542 = add i64 %1208, %1596
  %3543 = sub i64 %3541, %3542
  %3544 = icmp ult i64 %3543, 128
  %3545 = sub i64 %3541, %1598
  %3546 = icmp ult i64 %3545, 128
  %3547 = or i1 %3544, %3546
  br i1 %3547, label %3592, label %3548

3548:                                             ; preds = %3540
  br i1 %1209, label %3579, label %3549

3549:                                             ; preds = %3548, %3549
  %3550 = phi i64 [ %3575, %3549 ], [ 0, %3548 ]
  %3551 = getelementptr inbounds nuw float, ptr %3537, i64 %3550
  %3552 = getelementptr inbounds nuw i8, ptr %3551, i64 32
  %3553 = getelementptr inbounds nuw i8, ptr %3551, i64 64
  %3554 = getelementptr inbounds nuw i8, ptr %3551, i64 96
  %3555 = load <8 x float>, ptr %3551, align 4
  %3556 = load <8 x float>, ptr %3552, align 4
  %3557 = load <8 x float>, ptr %3553, align 4
  %3558 = load <8 x float>, ptr %3554, align 4
  %3559 = getelementptr inbounds nuw float, ptr %1597, i64 %3550
  %3560 = getelementptr inbounds nuw i8, ptr %3559, i64 32
  %3561 = getelementptr inbounds nuw i8, ptr %3559, i64 64
  %3562 = getelementptr inbounds nuw i8, ptr %3559, i64 96
  %3563 = load <8 x float>, ptr %3559, align 4
  %3564 = load <8 x float>, ptr %3560, align 4
  %3565 = load <8 x float>, ptr %3561, align 4
  %3566 = load <8 x float>, ptr %3562, align 4
  %3567 = fmul <8 x float> %3555, %3563
  %3568 = fmul <8 x float> %3556, %3564
  %3569 = fmul <8 x float> %3557, %3565
  %3570 = fmul <8 x float> %3558, %3566
  %3571 = getelementptr inbounds nuw float, ptr %3539, i64 %3550
  %3572 = getelementptr inbounds nuw i8, ptr %3571, i64 32
  %3573 = getelementptr inbounds nuw i8, ptr %3571, i64 64
  %3574 = getelementptr inbounds nuw i8, ptr %3571, i64 96
  store <8 x float> %3567, ptr %3571, align 4
  store <8 x float> %3568, ptr %3572, align 4
  store <8 x float> %3569, ptr %3573, align 4
  store <8 x float> %3570, ptr %3574, align 4
  %3575 = add nuw i64 %3550, 32
  %3576 = icmp eq i64 %3575, %1211
  br i1 %3576, label %3577, label %3549

3577:                                             ; preds = %3549
  br i1 %1212, label %3670, label %3578

3578:                                             ; preds = %3577
  br i1 %1213, label %3592, label %3579

3579:                                             ; preds = %3548, %3578
  %3580 = phi i64 [ %1211, %3578 ], [ 0, %3548 ]
  br label %3581

3581:                                             ; preds = %3581, %3579
  %3582 = phi i64 [ %3580, %3579 ], [ %3589, %3581 ]
  %3583 = getelementptr inbounds nuw float, ptr %3537, i64 %3582
  %3584 = load <4 x float>, ptr %3583, align 4
  %3585 = getelementptr inbounds nuw float, ptr %1597, i64 %3582
  %3586 = load <4 x float>, ptr %3585, align 4
  %3587 = fmul <4 x float> %3584, %3586
  %3588 = getelementptr inbounds nuw float, ptr %3539, i64 %3582
  store <4 x float> %3587, ptr %3588, align 4
  %3589 = add nuw i64 %3582, 4
  %3590 = icmp eq i64 %3589, %1214
  br i1 %3590, label %3591, label %3581

3591:                                             ; preds = %3581
  br i1 %1215, label %3670, label %3592

3592:                                             ; preds = %3540, %3536, %3578, %3591
  %3593 = phi i64 [ 0, %3536 ], [ 0, %3540 ], [ %1211, %3578 ], [ %1214, %3591 ]
  br i1 %1217, label %3606, label %3594

3594:                                             ; preds = %3592, %3594
  %3595 = phi i64 [ %3603, %3594 ], [ %3593, %3592 ]
  %3596 = phi i64 [ %3604, %3594 ], [ 0, %3592 ]
  %3597 = getelementptr inbounds nuw float, ptr %3537, i64 %3595
  %3598 = load float, ptr %3597, align 4
  %3599 = getelementptr inbounds nuw float, ptr %1597, i64 %3595
  %3600 = load float, ptr %3599, align 4
  %3601 = fmul float %3598, %3600
  %3602 = getelementptr inbounds nuw float, ptr %3539, i64 %3595
  store float %3601, ptr %3602, align 4
  %3603 = add nuw nsw i64 %3595, 1
  %3604 = add i64 %3596, 1
  %3605 = icmp eq i64 %3604, %1216
  br i1 %3605, label %3606, label %3594

3606:                                             ; preds = %3594, %3592
  %3607 = phi i64 [ %3593, %3592 ], [ %3603, %3594 ]
  %3608 = sub nsw i64 %3593, %32
  %3609 = icmp ugt i64 %3608, -4
  br i1 %3609, label %3670, label %3639

3610:                                             ; preds = %3505, %3610
  %3611 = phi i64 [ %3637, %3610 ], [ %3506, %3505 ]
  %3612 = getelementptr float, ptr %3400, i64 %3611
  %3613 = load float, ptr %3612, align 4
  %3614 = add nuw nsw i64 %3611, %106
  %3615 = getelementptr inbounds nuw float, ptr %170, i64 %3614
  %3616 = load float, ptr %3615, align 4
  %3617 = fadd float %3613, %3616
  %3618 = getelementptr inbounds nuw float, ptr %171, i64 %3614
  %3619 = load float, ptr %3618, align 4
  %3620 = fadd float %3617, %3619
  %3621 = getelementptr inbounds nuw float, ptr %1595, i64 %3614
  %3622 = load float, ptr %3621, align 4
  %3623 = fadd float %3620, %3622
  store float %3623, ptr %3621, align 4
  %3624 = add nuw nsw i64 %3611, 1
  %3625 = getelementptr float, ptr %3400, i64 %3624
  %3626 = load float, ptr %3625, align 4
  %3627 = add nuw nsw i64 %3624, %106
  %3628 = getelementptr inbounds nuw float, ptr %170, i64 %3627
  %3629 = load float, ptr %3628, align 4
  %3630 = fadd float %3626, %3629
  %3631 = getelementptr inbounds nuw float, ptr %171, i64 %3627
  %3632 = load float, ptr %3631, align 4
  %3633 = fadd float %3630, %3632
  %3634 = getelementptr inbounds nuw float, ptr %1595, i64 %3627
  %3635 = load float, ptr %3634, align 4
  %3636 = fadd float %3633, %3635
  store float %3636, ptr %3634, align 4
  %3637 = add nuw nsw i64 %3611, 2
  %3638 = icmp eq i64 %3637, %32
  br i1 %3638, label %3536, label %3610

3639:                                             ; preds = %3606, %3639
  %3640 = phi i64 [ %3668, %3639 ], [ %3607, %3606 ]
  %3641 = getelementptr inbounds nuw float, ptr %3537, i64 %3640
  %3642 = load float, ptr %3641, align 4
  %3643 = getelementptr inbounds nuw float, ptr %1597, i64 %3640
  %3644 = load float, ptr %3643, align 4
  %3645 = fmul float %3642, %3644
  %3646 = getelementptr inbounds nuw float, ptr %3539, i64 %3640
  store float %3645, ptr %3646, align 4
  %3647 = add nuw nsw i64 %3640, 1
  %3648 = getelementptr inbounds nuw float, ptr %3537, i64 %3647
  %3649 = load float, ptr %3648, align 4
  %3650 = getelementptr inbounds nuw float, ptr %1597, i64 %3647
  %3651 = load float, ptr %3650, align 4
  %3652 = fmul float %3649, %3651
  %3653 = getelementptr inbounds nuw float, ptr %3539, i64 %3647
  store float %3652, ptr %3653, align 4
  %3654 = add nuw nsw i64 %3640, 2
  %3655 = getelementptr inbounds nuw float, ptr %3537, i64 %3654
  %3656 = load float, ptr %3655, align 4
  %3657 = getelementptr inbounds nuw float, ptr %1597, i64 %3654
  %3658 = load float, ptr %3657, align 4
  %3659 = fmul float %3656, %3658
  %3660 = getelementptr inbounds nuw float, ptr %3539, i64 %3654
  store float %3659, ptr %3660, align 4
  %3661 = add nuw nsw i64 %3640, 3
  %3662 = getelementptr inbounds nuw float, ptr %3537, i64 %3661
  %3663 = load float, ptr %3662, align 4
  %3664 = getelementptr inbounds nuw float, ptr %1597, i64 %3661
  %3665 = load float, ptr %3664, align 4
  %3666 = fmul float %3663, %3665
  %3667 = getelementptr inbounds nuw float, ptr %3539, i64 %3661
  store float %3666, ptr %3667, align 4
  %3668 = add nuw nsw i64 %3640, 4
  %3669 = icmp eq i64 %3668, %32
  br i1 %3669, label %3670, label %3639

3670:                                             ; preds = %3606, %3639, %3336, %3374, %2722, %2733, %1750, %1781, %3577, %3591, %3302, %3320, %2693, %2707, %1727, %1738, %3535, %3243, %2654, %1705
  %3671 = add nuw nsw i64 %1589, 1
  %3672 = icmp eq i64 %3671, %1584
  br i1 %3672, label %1587, label %1588

3673:                                             ; preds = %1587
  call fastcc void @products(ptr noundef %986, ptr noundef %987, i64 noundef %1584, ptr noundef %1012, i64 noundef %32, i64 noundef %107, i64 noundef %106, i32 noundef %1532)
  br i1 %1533, label %3674, label %3945

3674:                                             ; preds = %3673, %3915
  %3675 = phi i64 [ %3916, %3915 ], [ 0, %3673 ]
  %3676 = getelementptr inbounds nuw ptr, ptr %983, i64 %3675
  %3677 = load ptr, ptr %3676, align 8
  %3678 = getelementptr inbounds nuw i8, ptr %3677, i64 16
  %3679 = load ptr, ptr %3678, align 8
  %3680 = load ptr, ptr %3677, align 8
  %3681 = getelementptr float, ptr %3679, i64 %1003
  br i1 %124, label %3682, label %3791

3682:                                             ; preds = %3674
  %3683 = getelementptr inbounds nuw i8, ptr %3677, i64 40
  %3684 = load ptr, ptr %3683, align 8
  %3685 = getelementptr i8, ptr %3684, i64 %1006
  br i1 %1357, label %3771, label %3686

3686:                                             ; preds = %3682
  %3687 = getelementptr i8, ptr %3679, i64 %1016
  %3688 = getelementptr i8, ptr %3684, i64 %1017
  %3689 = icmp ult ptr %3681, %3688
  %3690 = icmp ult ptr %3685, %3687
  %3691 = and i1 %3689, %3690
  %3692 = icmp ult ptr %3681, %1025
  %3693 = icmp ult ptr %1023, %3687
  %3694 = and i1 %3692, %3693
  %3695 = or i1 %3691, %3694
  %3696 = icmp ult ptr %3681, %1032
  %3697 = icmp ult ptr %1030, %3687
  %3698 = and i1 %3696, %3697
  %3699 = or i1 %3695, %3698
  br i1 %3699, label %3771, label %3700

3700:                                             ; preds = %3686
  br i1 %1358, label %3752, label %3701

3701:                                             ; preds = %3700, %3701
  %3702 = phi i64 [ %3748, %3701 ], [ 0, %3700 ]
  %3703 = getelementptr float, ptr %3685, i64 %3702
  %3704 = getelementptr i8, ptr %3703, i64 32
  %3705 = getelementptr i8, ptr %3703, i64 64
  %3706 = getelementptr i8, ptr %3703, i64 96
  %3707 = load <8 x float>, ptr %3703, align 4
  %3708 = load <8 x float>, ptr %3704, align 4
  %3709 = load <8 x float>, ptr %3705, align 4
  %3710 = load <8 x float>, ptr %3706, align 4
  %3711 = add nuw nsw i64 %3702, %1003
  %3712 = getelementptr inbounds nuw float, ptr %170, i64 %3711
  %3713 = getelementptr inbounds nuw i8, ptr %3712, i64 32
  %3714 = getelementptr inbounds nuw i8, ptr %3712, i64 64
  %3715 = getelementptr inbounds nuw i8, ptr %3712, i64 96
  %3716 = load <8 x float>, ptr %3712, align 4
  %3717 = load <8 x float>, ptr %3713, align 4
  %3718 = load <8 x float>, ptr %3714, align 4
  %3719 = load <8 x float>, ptr %3715, align 4
  %3720 = fadd <8 x float> %3707, %3716
  %3721 = fadd <8 x float> %3708, %3717
  %3722 = fadd <8 x float> %3709, %3718
  %3723 = fadd <8 x float> %3710, %3719
  %3724 = getelementptr inbounds nuw float, ptr %171, i64 %3711
  %3725 = getelementptr inbounds nuw i8, ptr %3724, i64 32
  %3726 = getelementptr inbounds nuw i8, ptr %3724, i64 64
  %3727 = getelementptr inbounds nuw i8, ptr %3724, i64 96
  %3728 = load <8 x float>, ptr %3724, align 4
  %3729 = load <8 x float>, ptr %3725, align 4
  %3730 = load <8 x float>, ptr %3726, align 4
  %3731 = load <8 x float>, ptr %3727, align 4
  %3732 = fadd <8 x float> %3720, %3728
  %3733 = fadd <8 x float> %3721, %3729
  %3734 = fadd <8 x float> %3722, %3730
  %3735 = fadd <8 x float> %3723, %3731
  %3736 = getelementptr inbounds nuw float, ptr %3679, i64 %3711
  %3737 = getelementptr inbounds nuw i8, ptr %3736, i64 32
  %3738 = getelementptr inbounds nuw i8, ptr %3736, i64 64
  %3739 = getelementptr inbounds nuw i8, ptr %3736, i64 96
  %3740 = load <8 x float>, ptr %3736, align 4
  %3741 = load <8 x float>, ptr %3737, align 4
  %3742 = load <8 x float>, ptr %3738, align 4
  %3743 = load <8 x float>, ptr %3739, align 4
  %3744 = fadd <8 x float> %3732, %3740
  %3745 = fadd <8 x float> %3733, %3741
  %3746 = fadd <8 x float> %3734, %3742
  %3747 = fadd <8 x float> %3735, %3743
  store <8 x float> %3744, ptr %3736, align 4
  store <8 x float> %3745, ptr %3737, align 4
  store <8 x float> %3746, ptr %3738, align 4
  store <8 x float> %3747, ptr %3739, align 4
  %3748 = add nuw i64 %3702, 32
  %3749 = icmp eq i64 %3748, %1360
  br i1 %3749, label %3750, label %3701

3750:                                             ; preds = %3701
  br i1 %1361, label %3792, label %3751

3751:                                             ; preds = %3750
  br i1 %1362, label %3771, label %3752

3752:                                             ; preds = %3700, %3751
  %3753 = phi i64 [ %1360, %3751 ], [ 0, %3700 ]
  br label %3754

3754:                                             ; preds = %3754, %3752
  %3755 = phi i64 [ %3753, %3752 ], [ %3768, %3754 ]
  %3756 = getelementptr float, ptr %3685, i64 %3755
  %3757 = load <4 x float>, ptr %3756, align 4
  %3758 = add nuw nsw i64 %3755, %1003
  %3759 = getelementptr inbounds nuw float, ptr %170, i64 %3758
  %3760 = load <4 x float>, ptr %3759, align 4
  %3761 = fadd <4 x float> %3757, %3760
  %3762 = getelementptr inbounds nuw float, ptr %171, i64 %3758
  %3763 = load <4 x float>, ptr %3762, align 4
  %3764 = fadd <4 x float> %3761, %3763
  %3765 = getelementptr inbounds nuw float, ptr %3679, i64 %3758
  %3766 = load <4 x float>, ptr %3765, align 4
  %3767 = fadd <4 x float> %3764, %3766
  store <4 x float> %3767, ptr %3765, align 4
  %3768 = add nuw i64 %3755, 4
  %3769 = icmp eq i64 %3768, %1363
  br i1 %3769, label %3770, label %3754

3770:                                             ; preds = %3754
  br i1 %1364, label %3792, label %3771

3771:                                             ; preds = %3686, %3682, %3751, %3770
  %3772 = phi i64 [ 0, %3682 ], [ 0, %3686 ], [ %1360, %3751 ], [ %1363, %3770 ]
  %3773 = or disjoint i64 %3772, 1
  br i1 %1366, label %3788, label %3774

3774:                                             ; preds = %3771
  %3775 = getelementptr float, ptr %3685, i64 %3772
  %3776 = load float, ptr %3775, align 4
  %3777 = add nuw nsw i64 %3772, %1003
  %3778 = getelementptr inbounds nuw float, ptr %170, i64 %3777
  %3779 = load float, ptr %3778, align 4
  %3780 = fadd float %3776, %3779
  %3781 = getelementptr inbounds nuw float, ptr %171, i64 %3777
  %3782 = load float, ptr %3781, align 4
  %3783 = fadd float %3780, %3782
  %3784 = getelementptr inbounds nuw float, ptr %3679, i64 %3777
  %3785 = load float, ptr %3784, align 4
  %3786 = fadd float %3783, %3785
  store float %3786, ptr %3784, align 4
  %3787 = or disjoint i64 %3772, 1
  br label %3788

3788:                                             ; preds = %3774, %3771
  %3789 = phi i64 [ %3772, %3771 ], [ %3787, %3774 ]
  %3790 = icmp eq i64 %32, %3773
  br i1 %3790, label %3792, label %3886

3791:                                             ; preds = %3674
  call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef %3681, i64 noundef %106)
  br label %3915

3792:                                             ; preds = %3788, %3886, %3770, %3750
  call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef nonnull %3681, i64 noundef %106)
  br i1 %1367, label %3868, label %3793

3793:                                             ; preds = %3792
  %3794 = getelementptr i8, ptr %3680, i64 %1015
  %3795 = getelementptr i8, ptr %3679, i64 %1016
  %3796 = getelementptr i8, ptr %3679, i64 %1015
  %3797 = icmp ult ptr %3680, %3795
  %3798 = icmp ult ptr %3681, %3794
  %3799 = and i1 %3797, %3798
  %3800 = icmp ult ptr %3680, %3796
  %3801 = icmp ult ptr %3679, %3794
  %3802 = and i1 %3800, %3801
  %3803 = or i1 %3799, %3802
  br i1 %3803, label %3868, label %3804

3804:                                             ; preds = %3793
  br i1 %1368, label %3851, label %3805

3805:                                             ; preds = %3804, %3805
  %3806 = phi i64 [ %3847, %3805 ], [ 0, %3804 ]
  %3807 = getelementptr inbounds nuw float, ptr %3679, i64 %3806
  %3808 = getelementptr inbounds nuw i8, ptr %3807, i64 32
  %3809 = getelementptr inbounds nuw i8, ptr %3807, i64 64
  %3810 = getelementptr inbounds nuw i8, ptr %3807, i64 96
  %3811 = load <8 x float>, ptr %3807, align 4
  %3812 = load <8 x float>, ptr %3808, align 4
  %3813 = load <8 x float>, ptr %3809, align 4
  %3814 = load <8 x float>, ptr %3810, align 4
  %3815 = fsub <8 x float> splat (float 1.000000e+00), %3811
  %3816 = fsub <8 x float> splat (float 1.000000e+00), %3812
  %3817 = fsub <8 x float> splat (float 1.000000e+00), %3813
  %3818 = fsub <8 x float> splat (float 1.000000e+00), %3814
  %3819 = getelementptr inbounds nuw float, ptr %3681, i64 %3806
  %3820 = getelementptr inbounds nuw i8, ptr %3819, i64 32
  %3821 = getelementptr inbounds nuw i8, ptr %3819, i64 64
  %3822 = getelementptr inbounds nuw i8, ptr %3819, i64 96
  %3823 = load <8 x float>, ptr %3819, align 4
  %3824 = load <8 x float>, ptr %3820, align 4
  %3825 = load <8 x float>, ptr %3821, align 4
  %3826 = load <8 x float>, ptr %3822, align 4
  %3827 = fmul <8 x float> %3815, %3823
  %3828 = fmul <8 x float> %3816, %3824
  %3829 = fmul <8 x float> %3817, %3825
  %3830 = fmul <8 x float> %3818, %3826
  %3831 = getelementptr inbounds nuw float, ptr %3680, i64 %3806
  %3832 = getelementptr inbounds nuw i8, ptr %3831, i64 32
  %3833 = getelementptr inbounds nuw i8, ptr %3831, i64 64
  %3834 = getelementptr inbounds nuw i8, ptr %3831, i64 96
  %3835 = load <8 x float>, ptr %3831, align 4
  %3836 = load <8 x float>, ptr %3832, align 4
  %3837 = load <8 x float>, ptr %3833, align 4
  %3838 = load <8 x float>, ptr %3834, align 4
  %3839 = fmul <8 x float> %3811, %3835
  %3840 = fmul <8 x float> %3812, %3836
  %3841 = fmul <8 x float> %3813, %3837
  %3842 = fmul <8 x float> %3814, %3838
  %3843 = fadd <8 x float> %3827, %3839
  %3844 = fadd <8 x float> %3828, %3840
  %3845 = fadd <8 x float> %3829, %3841
  %3846 = fadd <8 x float> %3830, %3842
  store <8 x float> %3843, ptr %3831, align 4
  store <8 x float> %3844, ptr %3832, align 4
  store <8 x float> %3845, ptr %3833, align 4
  store <8 x float> %3846, ptr %3834, align 4
  %3847 = add nuw i64 %3806, 32
  %3848 = icmp eq i64 %3847, %1370
  br i1 %3848, label %3849, label %3805

3849:                                             ; preds = %3805
  br i1 %1371, label %3915, label %3850

3850:                                             ; preds = %3849
  br i1 %1372, label %3868, label %3851

3851:                                             ; preds = %3804, %3850
  %3852 = phi i64 [ %1370, %3850 ], [ 0, %3804 ]
  br label %3853

3853:                                             ; preds = %3853, %3851
  %3854 = phi i64 [ %3852, %3851 ], [ %3865, %3853 ]
  %3855 = getelementptr inbounds nuw float, ptr %3679, i64 %3854
  %3856 = load <4 x float>, ptr %3855, align 4
  %3857 = fsub <4 x float> splat (float 1.000000e+00), %3856
  %3858 = getelementptr inbounds nuw float, ptr %3681, i64 %3854
  %3859 = load <4 x float>, ptr %3858, align 4
  %3860 = fmul <4 x float> %3857, %3859
  %3861 = getelementptr inbounds nuw float, ptr %3680, i64 %3854
  %3862 = load <4 x float>, ptr %3861, align 4
  %3863 = fmul <4 x float> %3856, %3862
  %3864 = fadd <4 x float> %3860, %3863
  store <4 x float> %3864, ptr %3861, align 4
  %3865 = add nuw i64 %3854, 4
  %3866 = icmp eq i64 %3865, %1373
  br i1 %3866, label %3867, label %3853

3867:                                             ; preds = %3853
  br i1 %1374, label %3915, label %3868

3868:                                             ; preds = %3793, %3792, %3850, %3867
  %3869 = phi i64 [ 0, %3792 ], [ 0, %3793 ], [ %1370, %3850 ], [ %1373, %3867 ]
  %3870 = or disjoint i64 %3869, 1
  br i1 %1376, label %3883, label %3871

3871:                                             ; preds = %3868
  %3872 = getelementptr inbounds nuw float, ptr %3679, i64 %3869
  %3873 = load float, ptr %3872, align 4
  %3874 = fsub float 1.000000e+00, %3873
  %3875 = getelementptr inbounds nuw float, ptr %3681, i64 %3869
  %3876 = load float, ptr %3875, align 4
  %3877 = fmul float %3874, %3876
  %3878 = getelementptr inbounds nuw float, ptr %3680, i64 %3869
  %3879 = load float, ptr %3878, align 4
  %3880 = fmul float %3873, %3879
  %3881 = fadd float %3877, %3880
  store float %3881, ptr %3878, align 4
  %3882 = or disjoint i64 %3869, 1
  br label %3883

3883:                                             ; preds = %3871, %3868
  %3884 = phi i64 [ %3869, %3868 ], [ %3882, %3871 ]
  %3885 = icmp eq i64 %32, %3870
  br i1 %3885, label %3915, label %3919

3886:                                             ; preds = %3788, %3886
  %3887 = phi i64 [ %3913, %3886 ], [ %3789, %3788 ]
  %3888 = getelementptr float, ptr %3685, i64 %3887
  %3889 = load float, ptr %3888, align 4
  %3890 = add nuw nsw i64 %3887, %1003
  %3891 = getelementptr inbounds nuw float, ptr %170, i64 %3890
  %3892 = load float, ptr %3891, align 4
  %3893 = fadd float %3889, %3892
  %3894 = getelementptr inbounds nuw float, ptr %171, i64 %3890
  %3895 = load float, ptr %3894, align 4
  %3896 = fadd float %3893, %3895
  %3897 = getelementptr inbounds nuw float, ptr %3679, i64 %3890
  %3898 = load float, ptr %3897, align 4
  %3899 = fadd float %3896, %3898
  store float %3899, ptr %3897, align 4
  %3900 = add nuw nsw i64 %3887, 1
  %3901 = getelementptr float, ptr %3685, i64 %3900
  %3902 = load float, ptr %3901, align 4
  %3903 = add nuw nsw i64 %3900, %1003
  %3904 = getelementptr inbounds nuw float, ptr %170, i64 %3903
  %3905 = load float, ptr %3904, align 4
  %3906 = fadd float %3902, %3905
  %3907 = getelementptr inbounds nuw float, ptr %171, i64 %3903
  %3908 = load float, ptr %3907, align 4
  %3909 = fadd float %3906, %3908
  %3910 = getelementptr inbounds nuw float, ptr %3679, i64 %3903
  %3911 = load float, ptr %3910, align 4
  %3912 = fadd float %3909, %3911
  store float %3912, ptr %3910, align 4
  %3913 = add nuw nsw i64 %3887, 2
  %3914 = icmp eq i64 %3913, %32
  br i1 %3914, label %3792, label %3886

3915:                                             ; preds = %3883, %3919, %3849, %3867, %3791
  %3916 = add nuw nsw i64 %3675, 1
  %3917 = icmp eq i64 %3916, %1584
  br i1 %3917, label %3918, label %3674

3918:                                             ; preds = %3915, %3944
  br label %3948

3919:                                             ; preds = %3883, %3919
  %3920 = phi i64 [ %3942, %3919 ], [ %3884, %3883 ]
  %3921 = getelementptr inbounds nuw float, ptr %3679, i64 %3920
  %3922 = load float, ptr %3921, align 4
  %3923 = fsub float 1.000000e+00, %3922
  %3924 = getelementptr inbounds nuw float, ptr %3681, i64 %3920
  %3925 = load float, ptr %3924, align 4
  %3926 = fmul float %3923, %3925
  %3927 = getelementptr inbounds nuw float, ptr %3680, i64 %3920
  %3928 = load float, ptr %3927, align 4
  %3929 = fmul float %3922, %3928
  %3930 = fadd float %3926, %3929
  store float %3930, ptr %3927, align 4
  %3931 = add nuw nsw i64 %3920, 1
  %3932 = getelementptr inbounds nuw float, ptr %3679, i64 %3931
  %3933 = load float, ptr %3932, align 4
  %3934 = fsub float 1.000000e+00, %3933
  %3935 = getelementptr inbounds nuw float, ptr %3681, i64 %3931
  %3936 = load float, ptr %3935, align 4
  %3937 = fmul float %3934, %3936
  %3938 = getelementptr inbounds nuw float, ptr %3680, i64 %3931
  %3939 = load float, ptr %3938, align 4
  %3940 = fmul float %3933, %3939
  %3941 = fadd float %3937, %3940
  store float %3941, ptr %3938, align 4
  %3942 = add nuw nsw i64 %3920, 2
  %3943 = icmp eq i64 %3942, %32
  br i1 %3943, label %3915, label %3919

3944:                                             ; preds = %1587
  br i1 %1533, label %3918, label %3945

3945:                                             ; preds = %4026, %3673, %3944
  %3946 = add nuw nsw i64 %1523, 1
  %3947 = icmp eq i64 %3946, %1417
  br i1 %3947, label %1525, label %1522

3948:                                             ; preds = %3918, %4026
  %3949 = phi i64 [ %4027, %4026 ], [ 0, %3918 ]
  %3950 = getelementptr inbounds nuw ptr, ptr %983, i64 %3949
  %3951 = load ptr, ptr %3950, align 8
  %3952 = getelementptr inbounds nuw i8, ptr %3951, i64 48
  %3953 = load ptr, ptr %3952, align 8
  %3954 = icmp eq ptr %3953, null
  %3955 = select i1 %3954, i1 true, i1 %1009
  br i1 %3955, label %4026, label %3956

3956:                                             ; preds = %3948
  %3957 = ptrtoint ptr %3953 to i64
  %3958 = load ptr, ptr %3951, align 8
  %3959 = ptrtoint ptr %3958 to i64
  %3960 = sub i64 %3957, %3959
  %3961 = icmp ult i64 %3960, 128
  %3962 = select i1 %1377, i1 true, i1 %3961
  br i1 %3962, label %3992, label %3963

3963:                                             ; preds = %3956
  br i1 %1378, label %3982, label %3964

3964:                                             ; preds = %3963, %3964
  %3965 = phi i64 [ %3978, %3964 ], [ 0, %3963 ]
  %3966 = getelementptr inbounds nuw float, ptr %3958, i64 %3965
  %3967 = getelementptr inbounds nuw i8, ptr %3966, i64 32
  %3968 = getelementptr inbounds nuw i8, ptr %3966, i64 64
  %3969 = getelementptr inbounds nuw i8, ptr %3966, i64 96
  %3970 = load <8 x float>, ptr %3966, align 4
  %3971 = load <8 x float>, ptr %3967, align 4
  %3972 = load <8 x float>, ptr %3968, align 4
  %3973 = load <8 x float>, ptr %3969, align 4
  %3974 = getelementptr inbounds nuw float, ptr %3953, i64 %3965
  %3975 = getelementptr inbounds nuw i8, ptr %3974, i64 32
  %3976 = getelementptr inbounds nuw i8, ptr %3974, i64 64
  %3977 = getelementptr inbounds nuw i8, ptr %3974, i64 96
  store <8 x float> %3970, ptr %3974, align 4
  store <8 x float> %3971, ptr %3975, align 4
  store <8 x float> %3972, ptr %3976, align 4
  store <8 x float> %3973, ptr %3977, align 4
  %3978 = add nuw i64 %3965, 32
  %3979 = icmp eq i64 %3978, %1380
  br i1 %3979, label %3980, label %3964

3980:                                             ; preds = %3964
  br i1 %1381, label %4026, label %3981

3981:                                             ; preds = %3980
  br i1 %1382, label %3992, label %3982

3982:                                             ; preds = %3963, %3981
  %3983 = phi i64 [ %1380, %3981 ], [ 0, %3963 ]
  br label %3984

3984:                                             ; preds = %3984, %3982
  %3985 = phi i64 [ %3983, %3982 ], [ %3989, %3984 ]
  %3986 = getelementptr inbounds nuw float, ptr %3958, i64 %3985
  %3987 = load <4 x float>, ptr %3986, align 4
  %3988 = getelementptr inbounds nuw float, ptr %3953, i64 %3985
  store <4 x float> %3987, ptr %3988, align 4
  %3989 = add nuw i64 %3985, 4
  %3990 = icmp eq i64 %3989, %1383
  br i1 %3990, label %3991, label %3984

3991:                                             ; preds = %3984
  br i1 %1384, label %4026, label %3992

3992:                                             ; preds = %3956, %3981, %3991
  %3993 = phi i64 [ 0, %3956 ], [ %1380, %3981 ], [ %1383, %3991 ]
  br i1 %1386, label %4003, label %3994

3994:                                             ; preds = %3992, %3994
  %3995 = phi i64 [ %4000, %3994 ], [ %3993, %3992 ]
  %3996 = phi i64 [ %4001, %3994 ], [ 0, %3992 ]
  %3997 = getelementptr inbounds nuw float, ptr %3958, i64 %3995
  %3998 = load float, ptr %3997, align 4
  %3999 = getelementptr inbounds nuw float, ptr %3953, i64 %3995
  store float %3998, ptr %3999, align 4
  %4000 = add nuw nsw i64 %3995, 1
  %4001 = add i64 %3996, 1
  %4002 = icmp eq i64 %4001, %1385
  br i1 %4002, label %4003, label %3994

4003:                                             ; preds = %3994, %3992
  %4004 = phi i64 [ %3993, %3992 ], [ %4000, %3994 ]
  %4005 = sub nsw i64 %3993, %32
  %4006 = icmp ugt i64 %4005, -4
  br i1 %4006, label %4026, label %4007

4007:                                             ; preds = %4003, %4007
  %4008 = phi i64 [ %4024, %4007 ], [ %4004, %4003 ]
  %4009 = getelementptr inbounds nuw float, ptr %3958, i64 %4008
  %4010 = load float, ptr %4009, align 4
  %4011 = getelementptr inbounds nuw float, ptr %3953, i64 %4008
  store float %4010, ptr %4011, align 4
  %4012 = add nuw nsw i64 %4008, 1
  %4013 = getelementptr inbounds nuw float, ptr %3958, i64 %4012
  %4014 = load float, ptr %4013, align 4
  %4015 = getelementptr inbounds nuw float, ptr %3953, i64 %4012
  store float %4014, ptr %4015, align 4
  %4016 = add nuw nsw i64 %4008, 2
  %4017 = getelementptr inbounds nuw float, ptr %3958, i64 %4016
  %4018 = load float, ptr %4017, align 4
  %4019 = getelementptr inbounds nuw float, ptr %3953, i64 %4016
  store float %4018, ptr %4019, align 4
  %4020 = add nuw nsw i64 %4008, 3
  %4021 = getelementptr inbounds nuw float, ptr %3958, i64 %4020
  %4022 = load float, ptr %4021, align 4
  %4023 = getelementptr inbounds nuw float, ptr %3953, i64 %4020
  store float %4022, ptr %4023, align 4
  %4024 = add nuw nsw i64 %4008, 4
  %4025 = icmp eq i64 %4024, %32
  br i1 %4025, label %4026, label %4007

4026:                                             ; preds = %4003, %4007, %3980, %3991, %3948
  %4027 = add nuw nsw i64 %3949, 1
  %4028 = icmp eq i64 %4027, %1584
  br i1 %4028, label %3945, label %3948

4029:                                             ; preds = %4046, %956
  call void @free(ptr noundef %117)
  ret void

4030:                                             ; preds = %1525, %4046
  %4031 = phi i64 [ 0, %1525 ], [ %4047, %4046 ]
  %4032 = getelementptr inbounds nuw %struct.rowstate, ptr %959, i64 %4031
  %4033 = getelementptr inbounds nuw i8, ptr %4032, i64 32
  %4034 = load i64, ptr %4033, align 8
  %4035 = icmp eq i64 %4034, 0
  br i1 %124, label %4036, label %4046

4036:                                             ; preds = %4030
  %4037 = add nsw i64 %4031, %49
  %4038 = mul nsw i64 %4037, %34
  %4039 = add nsw i64 %4038, %47
  %4040 = add nsw i64 %4037, %1527
  %4041 = select i1 %1526, i64 %4039, i64 %4040
  %4042 = mul nsw i64 %4041, %32
  %4043 = getelementptr float, ptr %22, i64 %4042
  %4044 = getelementptr inbounds nuw i8, ptr %4032, i64 8
  %4045 = getelementptr float, ptr %23, i64 %4042
  br label %4049

4046:                                             ; preds = %4068, %4030
  %4047 = add nuw nsw i64 %4031, 1
  %4048 = icmp slt i64 %4047, %52
  br i1 %4048, label %4030, label %4029

4049:                                             ; preds = %4036, %4068
  %4050 = phi i64 [ 0, %4036 ], [ %4069, %4068 ]
  br i1 %1528, label %4059, label %4051

4051:                                             ; preds = %4049
  br i1 %4035, label %4056, label %4052

4052:                                             ; preds = %4051
  %4053 = load ptr, ptr %4032, align 8
  %4054 = getelementptr inbounds nuw float, ptr %4053, i64 %4050
  %4055 = load float, ptr %4054, align 4
  br label %4056

4056:                                             ; preds = %4051, %4052
  %4057 = phi float [ %4055, %4052 ], [ 0.000000e+00, %4051 ]
  %4058 = getelementptr float, ptr %4043, i64 %4050
  store float %4057, ptr %4058, align 4
  br label %4059

4059:                                             ; preds = %4056, %4049
  br i1 %1529, label %4068, label %4060

4060:                                             ; preds = %4059
  br i1 %4035, label %4065, label %4061

4061:                                             ; preds = %4060
  %4062 = load ptr, ptr %4044, align 8
  %4063 = getelementptr inbounds nuw float, ptr %4062, i64 %4050
  %4064 = load float, ptr %4063, align 4
  br label %4065

4065:                                             ; preds = %4060, %4061
  %4066 = phi float [ %4064, %4061 ], [ 0.000000e+00, %4060 ]
  %4067 = getelementptr float, ptr %4045, i64 %4050
  store float %4066, ptr %4067, align 4
  br label %4068

4068:                                             ; preds = %4059, %4065
  %4069 = add nuw nsw i64 %4050, 1
  %4070 = icmp eq i64 %4069, %32
  br i1 %4070, label %4046, label %4049
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
