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
  %127 = add i64 %126, 64
  %128 = tail call ptr @malloc(i64 noundef %127)
  %129 = icmp eq ptr %128, null
  br i1 %129, label %130, label %131

130:                                              ; preds = %116
  tail call void @llvm.trap()
  unreachable

131:                                              ; preds = %116
  %132 = ptrtoint ptr %128 to i64
  %133 = add i64 %132, 63
  %134 = and i64 %133, -64
  %135 = inttoptr i64 %134 to ptr
  %136 = mul nsw i64 %47, %41
  %137 = icmp slt i64 %32, 8
  %138 = icmp sgt i64 %32, 0
  %139 = icmp slt i64 %32, %106
  %140 = shl i64 %32, 2
  %141 = shl i64 %105, 5
  %142 = mul nsw i64 %40, %105
  %143 = shl i64 %142, 5
  %144 = sub i64 %141, %140
  %145 = getelementptr i8, ptr %135, i64 %140
  %146 = shl i64 %32, 2
  %147 = mul i64 %32, -4
  %148 = mul i64 %32, %32
  %149 = mul i64 %40, %148
  %150 = mul i64 %149, %47
  %151 = shl i64 %150, 2
  %152 = mul i64 %32, %32
  %153 = shl i64 %152, 2
  %154 = shl i64 %32, 2
  %155 = shl i64 %105, 5
  %156 = mul nsw i64 %40, %105
  %157 = add i64 %32, 576460752303423487
  %158 = mul i64 %156, %157
  %159 = shl i64 %158, 5
  %160 = mul i64 %40, %47
  %161 = shl i64 %160, 2
  %162 = add i64 %161, 4
  %163 = mul i64 %32, %162
  %164 = add i64 %163, -4
  %165 = mul i64 %32, %164
  %166 = mul i64 %32, %32
  %167 = shl i64 %166, 2
  %168 = mul i64 %40, %166
  %169 = mul i64 %168, %47
  %170 = shl i64 %169, 2
  %171 = shl i64 %32, 2
  %172 = getelementptr i8, ptr %135, i64 %159
  %173 = getelementptr i8, ptr %172, i64 %154
  %174 = getelementptr i8, ptr %15, i64 %165
  %175 = getelementptr i8, ptr %15, i64 %170
  %176 = getelementptr i8, ptr %15, i64 %151
  %177 = icmp slt i64 %146, 0
  %178 = select i1 %177, i64 %147, i64 %146
  %179 = and i64 %156, 288230376151711744
  %180 = icmp ne i64 %179, 0
  %181 = and i64 %32, 7
  %182 = icmp eq i64 %181, 0
  br label %228

183:                                              ; preds = %485
  %184 = getelementptr float, ptr %135, i64 %118
  %185 = getelementptr float, ptr %184, i64 %107
  %186 = shl i64 %47, 1
  %187 = icmp ne i64 %2, 0
  %188 = and i1 %187, %101
  %189 = mul i64 %186, %41
  %190 = getelementptr float, ptr %16, i64 %189
  %191 = or disjoint i64 %186, 1
  %192 = mul i64 %191, %41
  %193 = getelementptr float, ptr %16, i64 %192
  %194 = tail call i64 @llvm.smax.i64(i64 %106, i64 1)
  %195 = mul i64 %40, %32
  %196 = mul i64 %195, %105
  %197 = shl i64 %196, 5
  %198 = shl i64 %105, 5
  %199 = shl i64 %194, 2
  %200 = mul nsw i64 %40, %105
  %201 = shl i64 %32, 5
  %202 = add i64 %201, 32
  %203 = mul i64 %200, %202
  %204 = mul i64 %40, %32
  %205 = mul i64 %204, %47
  %206 = shl i64 %205, 3
  %207 = shl i64 %32, 2
  %208 = or disjoint i64 %186, 1
  %209 = mul i64 %204, %208
  %210 = shl i64 %209, 2
  %211 = getelementptr i8, ptr %135, i64 %197
  %212 = getelementptr i8, ptr %135, i64 %197
  %213 = getelementptr i8, ptr %212, i64 %199
  %214 = getelementptr i8, ptr %135, i64 %203
  %215 = getelementptr i8, ptr %135, i64 %203
  %216 = getelementptr i8, ptr %215, i64 %199
  %217 = getelementptr i8, ptr %16, i64 %206
  %218 = getelementptr i8, ptr %16, i64 %206
  %219 = getelementptr i8, ptr %218, i64 %199
  %220 = getelementptr i8, ptr %16, i64 %210
  %221 = getelementptr i8, ptr %16, i64 %210
  %222 = getelementptr i8, ptr %221, i64 %199
  %223 = icmp slt i64 %32, 17
  %224 = and i64 %194, 9223372036854775800
  %225 = insertelement <8 x i64> poison, i64 %32, i64 0
  %226 = shufflevector <8 x i64> %225, <8 x i64> poison, <8 x i32> zeroinitializer
  %227 = icmp eq i64 %194, %224
  br label %516

228:                                              ; preds = %131, %485
  %229 = phi i64 [ 0, %131 ], [ %486, %485 ]
  %230 = mul i64 %155, %229
  %231 = getelementptr i8, ptr %135, i64 %230
  %232 = getelementptr i8, ptr %173, i64 %230
  %233 = mul i64 %167, %229
  %234 = mul i64 %153, %229
  %235 = mul i64 %141, %229
  %236 = mul nsw i64 %229, %32
  %237 = add nsw i64 %236, %136
  %238 = mul nsw i64 %237, %32
  %239 = getelementptr inbounds float, ptr %15, i64 %238
  %240 = mul nsw i64 %229, %106
  %241 = getelementptr inbounds float, ptr %135, i64 %240
  br i1 %137, label %245, label %269

242:                                              ; preds = %359, %288
  %243 = add nuw nsw i64 %270, 8
  %244 = icmp sgt i64 %243, %32
  br i1 %244, label %245, label %269

245:                                              ; preds = %242, %228
  %246 = phi i64 [ 0, %228 ], [ %270, %242 ]
  br i1 %138, label %247, label %485

247:                                              ; preds = %245
  %248 = icmp slt i64 %246, %32
  %249 = getelementptr i8, ptr %145, i64 %235
  %250 = xor i64 %246, -1
  %251 = add nsw i64 %32, %250
  %252 = mul i64 %154, %246
  %253 = shl i64 %246, 2
  %254 = getelementptr i8, ptr %231, i64 %253
  %255 = mul i64 %171, %246
  %256 = sub nsw i64 %32, %246
  %257 = getelementptr i8, ptr %174, i64 %233
  %258 = getelementptr i8, ptr %175, i64 %233
  %259 = getelementptr i8, ptr %258, i64 %255
  %260 = getelementptr i8, ptr %176, i64 %234
  %261 = getelementptr i8, ptr %260, i64 %252
  %262 = icmp ult i64 %256, 32
  %263 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %178, i64 %251)
  %264 = extractvalue { i64, i1 } %263, 0
  %265 = extractvalue { i64, i1 } %263, 1
  %266 = sub i64 0, %264
  %267 = sub i64 %256, %181
  %268 = add i64 %246, %267
  br label %390

269:                                              ; preds = %228, %242
  %270 = phi i64 [ %243, %242 ], [ 8, %228 ]
  %271 = phi i64 [ %270, %242 ], [ 0, %228 ]
  %272 = getelementptr float, ptr %241, i64 %271
  %273 = mul nuw nsw i64 %271, %32
  %274 = or disjoint i64 %271, 1
  %275 = mul nuw nsw i64 %274, %32
  %276 = or disjoint i64 %271, 2
  %277 = mul nuw nsw i64 %276, %32
  %278 = or disjoint i64 %271, 3
  %279 = mul nuw nsw i64 %278, %32
  %280 = or disjoint i64 %271, 4
  %281 = mul nuw nsw i64 %280, %32
  %282 = or disjoint i64 %271, 5
  %283 = mul nuw nsw i64 %282, %32
  %284 = or disjoint i64 %271, 6
  %285 = mul nuw nsw i64 %284, %32
  %286 = or disjoint i64 %271, 7
  %287 = mul nuw nsw i64 %286, %32
  br label %290

288:                                              ; preds = %290
  %289 = icmp slt i64 %291, %32
  br i1 %289, label %359, label %242

290:                                              ; preds = %269, %290
  %291 = phi i64 [ 8, %269 ], [ %357, %290 ]
  %292 = phi i64 [ 0, %269 ], [ %291, %290 ]
  %293 = getelementptr float, ptr %239, i64 %292
  %294 = getelementptr float, ptr %293, i64 %273
  %295 = load <8 x float>, ptr %294, align 4
  %296 = getelementptr float, ptr %293, i64 %275
  %297 = load <8 x float>, ptr %296, align 4
  %298 = getelementptr float, ptr %293, i64 %277
  %299 = load <8 x float>, ptr %298, align 4
  %300 = getelementptr float, ptr %293, i64 %279
  %301 = load <8 x float>, ptr %300, align 4
  %302 = getelementptr float, ptr %293, i64 %281
  %303 = load <8 x float>, ptr %302, align 4
  %304 = getelementptr float, ptr %293, i64 %283
  %305 = load <8 x float>, ptr %304, align 4
  %306 = getelementptr float, ptr %293, i64 %285
  %307 = load <8 x float>, ptr %306, align 4
  %308 = getelementptr float, ptr %293, i64 %287
  %309 = load <8 x float>, ptr %308, align 4
  %310 = shufflevector <8 x float> %295, <8 x float> %303, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %311 = shufflevector <8 x float> %295, <8 x float> %303, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %312 = shufflevector <8 x float> %297, <8 x float> %305, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %313 = shufflevector <8 x float> %297, <8 x float> %305, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %314 = shufflevector <8 x float> %299, <8 x float> %307, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %315 = shufflevector <8 x float> %299, <8 x float> %307, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %316 = shufflevector <8 x float> %301, <8 x float> %309, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %317 = shufflevector <8 x float> %301, <8 x float> %309, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %318 = shufflevector <8 x float> %310, <8 x float> %314, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %319 = shufflevector <8 x float> %310, <8 x float> %314, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %320 = shufflevector <8 x float> %311, <8 x float> %315, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %321 = shufflevector <8 x float> %311, <8 x float> %315, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %322 = shufflevector <8 x float> %312, <8 x float> %316, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %323 = shufflevector <8 x float> %312, <8 x float> %316, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %324 = shufflevector <8 x float> %313, <8 x float> %317, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %325 = shufflevector <8 x float> %313, <8 x float> %317, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %326 = shufflevector <8 x float> %318, <8 x float> %322, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %327 = shufflevector <8 x float> %318, <8 x float> %322, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %328 = shufflevector <8 x float> %319, <8 x float> %323, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %329 = shufflevector <8 x float> %319, <8 x float> %323, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %330 = shufflevector <8 x float> %320, <8 x float> %324, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %331 = shufflevector <8 x float> %320, <8 x float> %324, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %332 = shufflevector <8 x float> %321, <8 x float> %325, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %333 = shufflevector <8 x float> %321, <8 x float> %325, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %334 = mul nuw nsw i64 %292, %107
  %335 = getelementptr float, ptr %272, i64 %334
  store <8 x float> %326, ptr %335, align 32
  %336 = or disjoint i64 %292, 1
  %337 = mul nuw nsw i64 %336, %107
  %338 = getelementptr float, ptr %272, i64 %337
  store <8 x float> %327, ptr %338, align 32
  %339 = or disjoint i64 %292, 2
  %340 = mul nuw nsw i64 %339, %107
  %341 = getelementptr float, ptr %272, i64 %340
  store <8 x float> %328, ptr %341, align 32
  %342 = or disjoint i64 %292, 3
  %343 = mul nuw nsw i64 %342, %107
  %344 = getelementptr float, ptr %272, i64 %343
  store <8 x float> %329, ptr %344, align 32
  %345 = or disjoint i64 %292, 4
  %346 = mul nuw nsw i64 %345, %107
  %347 = getelementptr float, ptr %272, i64 %346
  store <8 x float> %330, ptr %347, align 32
  %348 = or disjoint i64 %292, 5
  %349 = mul nuw nsw i64 %348, %107
  %350 = getelementptr float, ptr %272, i64 %349
  store <8 x float> %331, ptr %350, align 32
  %351 = or disjoint i64 %292, 6
  %352 = mul nuw nsw i64 %351, %107
  %353 = getelementptr float, ptr %272, i64 %352
  store <8 x float> %332, ptr %353, align 32
  %354 = or disjoint i64 %292, 7
  %355 = mul nuw nsw i64 %354, %107
  %356 = getelementptr float, ptr %272, i64 %355
  store <8 x float> %333, ptr %356, align 32
  %357 = add nuw nsw i64 %291, 8
  %358 = icmp sgt i64 %357, %32
  br i1 %358, label %288, label %290

359:                                              ; preds = %288, %359
  %360 = phi i64 [ %388, %359 ], [ %291, %288 ]
  %361 = getelementptr float, ptr %239, i64 %360
  %362 = mul nuw nsw i64 %360, %107
  %363 = getelementptr float, ptr %241, i64 %362
  %364 = getelementptr float, ptr %361, i64 %273
  %365 = load float, ptr %364, align 4
  %366 = getelementptr float, ptr %363, i64 %271
  store float %365, ptr %366, align 32
  %367 = getelementptr float, ptr %361, i64 %275
  %368 = load float, ptr %367, align 4
  %369 = getelementptr float, ptr %363, i64 %274
  store float %368, ptr %369, align 4
  %370 = getelementptr float, ptr %361, i64 %277
  %371 = load float, ptr %370, align 4
  %372 = getelementptr float, ptr %363, i64 %276
  store float %371, ptr %372, align 8
  %373 = getelementptr float, ptr %361, i64 %279
  %374 = load float, ptr %373, align 4
  %375 = getelementptr float, ptr %363, i64 %278
  store float %374, ptr %375, align 4
  %376 = getelementptr float, ptr %361, i64 %281
  %377 = load float, ptr %376, align 4
  %378 = getelementptr float, ptr %363, i64 %280
  store float %377, ptr %378, align 16
  %379 = getelementptr float, ptr %361, i64 %283
  %380 = load float, ptr %379, align 4
  %381 = getelementptr float, ptr %363, i64 %282
  store float %380, ptr %381, align 4
  %382 = getelementptr float, ptr %361, i64 %285
  %383 = load float, ptr %382, align 4
  %384 = getelementptr float, ptr %363, i64 %284
  store float %383, ptr %384, align 8
  %385 = getelementptr float, ptr %361, i64 %287
  %386 = load float, ptr %385, align 4
  %387 = getelementptr float, ptr %363, i64 %286
  store float %386, ptr %387, align 4
  %388 = add nuw nsw i64 %360, 1
  %389 = icmp slt i64 %388, %32
  br i1 %389, label %359, label %242

390:                                              ; preds = %247, %513
  %391 = phi i64 [ 0, %247 ], [ %514, %513 ]
  %392 = shl i64 %391, 2
  %393 = getelementptr i8, ptr %257, i64 %392
  %394 = getelementptr i8, ptr %259, i64 %392
  %395 = icmp ult ptr %393, %394
  %396 = select i1 %395, ptr %393, ptr %394
  %397 = icmp ugt ptr %393, %394
  %398 = select i1 %397, ptr %393, ptr %394
  %399 = getelementptr i8, ptr %398, i64 4
  %400 = shl i64 %391, 2
  %401 = getelementptr i8, ptr %261, i64 %400
  %402 = mul i64 %143, %391
  %403 = getelementptr i8, ptr %249, i64 %402
  %404 = getelementptr float, ptr %239, i64 %391
  br i1 %248, label %405, label %488

405:                                              ; preds = %390
  %406 = mul nuw nsw i64 %391, %107
  %407 = getelementptr float, ptr %241, i64 %406
  br i1 %262, label %466, label %408

408:                                              ; preds = %405
  %409 = getelementptr i8, ptr %401, i64 %264
  %410 = getelementptr i8, ptr %401, i64 %266
  %411 = icmp ult ptr %409, %401
  %412 = icmp ugt ptr %410, %401
  %413 = select i1 %177, i1 %412, i1 %411
  %414 = or i1 %413, %265
  br i1 %414, label %466, label %415

415:                                              ; preds = %408
  %416 = icmp ult ptr %254, %399
  %417 = icmp ult ptr %396, %232
  %418 = and i1 %416, %417
  %419 = or i1 %418, %180
  br i1 %419, label %466, label %420

420:                                              ; preds = %415, %420
  %421 = phi i64 [ %463, %420 ], [ 0, %415 ]
  %422 = add i64 %246, %421
  %423 = or disjoint i64 %422, 1
  %424 = or disjoint i64 %422, 2
  %425 = or disjoint i64 %422, 3
  %426 = or disjoint i64 %422, 4
  %427 = or disjoint i64 %422, 5
  %428 = or disjoint i64 %422, 6
  %429 = or disjoint i64 %422, 7
  %430 = mul nuw nsw i64 %422, %32
  %431 = mul nuw nsw i64 %423, %32
  %432 = mul nuw nsw i64 %424, %32
  %433 = mul nuw nsw i64 %425, %32
  %434 = mul nuw nsw i64 %426, %32
  %435 = mul nuw nsw i64 %427, %32
  %436 = mul nuw nsw i64 %428, %32
  %437 = mul nuw nsw i64 %429, %32
  %438 = getelementptr float, ptr %404, i64 %430
  %439 = getelementptr float, ptr %404, i64 %431
  %440 = getelementptr float, ptr %404, i64 %432
  %441 = getelementptr float, ptr %404, i64 %433
  %442 = getelementptr float, ptr %404, i64 %434
  %443 = getelementptr float, ptr %404, i64 %435
  %444 = getelementptr float, ptr %404, i64 %436
  %445 = getelementptr float, ptr %404, i64 %437
  %446 = load float, ptr %438, align 4
  %447 = load float, ptr %439, align 4
  %448 = load float, ptr %440, align 4
  %449 = load float, ptr %441, align 4
  %450 = load float, ptr %442, align 4
  %451 = load float, ptr %443, align 4
  %452 = load float, ptr %444, align 4
  %453 = load float, ptr %445, align 4
  %454 = insertelement <8 x float> poison, float %446, i64 0
  %455 = insertelement <8 x float> %454, float %447, i64 1
  %456 = insertelement <8 x float> %455, float %448, i64 2
  %457 = insertelement <8 x float> %456, float %449, i64 3
  %458 = insertelement <8 x float> %457, float %450, i64 4
  %459 = insertelement <8 x float> %458, float %451, i64 5
  %460 = insertelement <8 x float> %459, float %452, i64 6
  %461 = insertelement <8 x float> %460, float %453, i64 7
  %462 = getelementptr float, ptr %407, i64 %422
  store <8 x float> %461, ptr %462, align 4
  %463 = add nuw i64 %421, 8
  %464 = icmp eq i64 %463, %267
  br i1 %464, label %465, label %420

465:                                              ; preds = %420
  br i1 %182, label %488, label %466

466:                                              ; preds = %415, %408, %405, %465
  %467 = phi i64 [ %246, %415 ], [ %246, %408 ], [ %246, %405 ], [ %268, %465 ]
  %468 = sub i64 %32, %467
  %469 = and i64 %468, 3
  %470 = icmp eq i64 %469, 0
  br i1 %470, label %481, label %471

471:                                              ; preds = %466, %471
  %472 = phi i64 [ %478, %471 ], [ %467, %466 ]
  %473 = phi i64 [ %479, %471 ], [ 0, %466 ]
  %474 = mul nuw nsw i64 %472, %32
  %475 = getelementptr float, ptr %404, i64 %474
  %476 = load float, ptr %475, align 4
  %477 = getelementptr float, ptr %407, i64 %472
  store float %476, ptr %477, align 4
  %478 = add nuw nsw i64 %472, 1
  %479 = add i64 %473, 1
  %480 = icmp eq i64 %479, %469
  br i1 %480, label %481, label %471

481:                                              ; preds = %471, %466
  %482 = phi i64 [ %467, %466 ], [ %478, %471 ]
  %483 = sub i64 %467, %32
  %484 = icmp ugt i64 %483, -4
  br i1 %484, label %488, label %490

485:                                              ; preds = %513, %245
  %486 = add nuw nsw i64 %229, 1
  %487 = icmp eq i64 %486, %40
  br i1 %487, label %183, label %228

488:                                              ; preds = %481, %490, %465, %390
  br i1 %139, label %489, label %513

489:                                              ; preds = %488
  tail call void @llvm.memset.p0.i64(ptr align 4 %403, i8 0, i64 %144, i1 false)
  br label %513

490:                                              ; preds = %481, %490
  %491 = phi i64 [ %511, %490 ], [ %482, %481 ]
  %492 = mul nuw nsw i64 %491, %32
  %493 = getelementptr float, ptr %404, i64 %492
  %494 = load float, ptr %493, align 4
  %495 = getelementptr float, ptr %407, i64 %491
  store float %494, ptr %495, align 4
  %496 = add nuw nsw i64 %491, 1
  %497 = mul nuw nsw i64 %496, %32
  %498 = getelementptr float, ptr %404, i64 %497
  %499 = load float, ptr %498, align 4
  %500 = getelementptr float, ptr %407, i64 %496
  store float %499, ptr %500, align 4
  %501 = add nuw nsw i64 %491, 2
  %502 = mul nuw nsw i64 %501, %32
  %503 = getelementptr float, ptr %404, i64 %502
  %504 = load float, ptr %503, align 4
  %505 = getelementptr float, ptr %407, i64 %501
  store float %504, ptr %505, align 4
  %506 = add nuw nsw i64 %491, 3
  %507 = mul nuw nsw i64 %506, %32
  %508 = getelementptr float, ptr %404, i64 %507
  %509 = load float, ptr %508, align 4
  %510 = getelementptr float, ptr %407, i64 %506
  store float %509, ptr %510, align 4
  %511 = add nuw nsw i64 %491, 4
  %512 = icmp eq i64 %511, %32
  br i1 %512, label %488, label %490

513:                                              ; preds = %489, %488
  %514 = add nuw nsw i64 %391, 1
  %515 = icmp eq i64 %514, %32
  br i1 %515, label %485, label %390

516:                                              ; preds = %593, %183
  %517 = phi i64 [ %595, %593 ], [ 0, %183 ]
  %518 = phi i64 [ %594, %593 ], [ 0, %183 ]
  %519 = mul i64 %198, %517
  %520 = getelementptr i8, ptr %211, i64 %519
  %521 = getelementptr i8, ptr %213, i64 %519
  %522 = getelementptr i8, ptr %214, i64 %519
  %523 = getelementptr i8, ptr %216, i64 %519
  %524 = mul i64 %207, %517
  %525 = getelementptr i8, ptr %217, i64 %524
  %526 = getelementptr i8, ptr %219, i64 %524
  %527 = getelementptr i8, ptr %220, i64 %524
  %528 = getelementptr i8, ptr %222, i64 %524
  br i1 %138, label %529, label %596

529:                                              ; preds = %516
  %530 = mul nuw nsw i64 %518, %106
  %531 = mul nuw nsw i64 %518, %32
  %532 = getelementptr float, ptr %190, i64 %531
  %533 = getelementptr float, ptr %193, i64 %531
  br i1 %223, label %573, label %534

534:                                              ; preds = %529
  %535 = icmp ult ptr %520, %521
  %536 = icmp ult ptr %520, %523
  %537 = icmp ult ptr %522, %521
  %538 = and i1 %536, %537
  %539 = or i1 %535, %538
  %540 = icmp ult ptr %520, %526
  %541 = icmp ult ptr %525, %521
  %542 = and i1 %540, %541
  %543 = or i1 %539, %542
  %544 = icmp ult ptr %520, %528
  %545 = icmp ult ptr %527, %521
  %546 = and i1 %544, %545
  %547 = or i1 %543, %546
  %548 = icmp ult ptr %522, %526
  %549 = icmp ult ptr %525, %523
  %550 = and i1 %548, %549
  %551 = or i1 %547, %550
  %552 = icmp ult ptr %522, %528
  %553 = icmp ult ptr %527, %523
  %554 = and i1 %552, %553
  %555 = or i1 %551, %554
  br i1 %555, label %573, label %556

556:                                              ; preds = %534, %556
  %557 = phi i64 [ %569, %556 ], [ 0, %534 ]
  %558 = phi <8 x i64> [ %570, %556 ], [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %534 ]
  %559 = icmp slt <8 x i64> %558, %226
  %560 = select i1 %188, <8 x i1> %559, <8 x i1> zeroinitializer
  %561 = xor <8 x i1> %560, splat (i1 true)
  %562 = add i64 %557, %530
  %563 = getelementptr float, ptr %184, i64 %562
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> zeroinitializer, ptr align 32 %563, <8 x i1> %561)
  %564 = getelementptr float, ptr %532, i64 %557
  %565 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %564, <8 x i1> %560, <8 x float> poison)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %565, ptr align 32 %563, <8 x i1> %560)
  %566 = getelementptr float, ptr %533, i64 %557
  %567 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %566, <8 x i1> %560, <8 x float> zeroinitializer)
  %568 = getelementptr inbounds float, ptr %185, i64 %562
  store <8 x float> %567, ptr %568, align 32
  %569 = add nuw i64 %557, 8
  %570 = add nuw nsw <8 x i64> %558, splat (i64 8)
  %571 = icmp eq i64 %569, %224
  br i1 %571, label %572, label %556

572:                                              ; preds = %556
  br i1 %227, label %590, label %573

573:                                              ; preds = %534, %529, %572
  %574 = phi i64 [ 0, %534 ], [ 0, %529 ], [ %224, %572 ]
  br label %601

575:                                              ; preds = %590
  %576 = getelementptr inbounds nuw float, ptr %185, i64 %107
  %577 = icmp ne ptr %103, null
  %578 = mul i64 %75, %32
  %579 = getelementptr float, ptr %20, i64 %578
  %580 = mul nuw nsw i64 %40, %105
  %581 = shl i64 %32, 5
  %582 = add i64 %581, 64
  %583 = mul i64 %580, %582
  %584 = add i64 %134, %583
  %585 = mul i64 %32, %47
  %586 = mul i64 %585, -12
  %587 = add i64 %586, %584
  %588 = sub i64 %587, %6
  %589 = icmp ult i64 %588, 128
  br i1 %589, label %682, label %621

590:                                              ; preds = %615, %572
  %591 = add nuw nsw i64 %518, 1
  %592 = icmp eq i64 %591, %40
  br i1 %592, label %575, label %593

593:                                              ; preds = %590, %596
  %594 = phi i64 [ %591, %590 ], [ %597, %596 ]
  %595 = add i64 %517, 1
  br label %516

596:                                              ; preds = %516
  %597 = add nuw nsw i64 %518, 1
  %598 = icmp eq i64 %597, %40
  br i1 %598, label %599, label %593

599:                                              ; preds = %596
  %600 = getelementptr inbounds float, ptr %185, i64 %107
  br label %970

601:                                              ; preds = %573, %615
  %602 = phi i64 [ %619, %615 ], [ %574, %573 ]
  %603 = icmp slt i64 %602, %32
  %604 = select i1 %188, i1 %603, i1 false
  br i1 %604, label %608, label %605

605:                                              ; preds = %601
  %606 = add nuw nsw i64 %602, %530
  %607 = getelementptr inbounds nuw float, ptr %184, i64 %606
  store float 0.000000e+00, ptr %607, align 4
  br label %615

608:                                              ; preds = %601
  %609 = getelementptr float, ptr %532, i64 %602
  %610 = load float, ptr %609, align 4
  %611 = add nuw nsw i64 %602, %530
  %612 = getelementptr inbounds nuw float, ptr %184, i64 %611
  store float %610, ptr %612, align 4
  %613 = getelementptr float, ptr %533, i64 %602
  %614 = load float, ptr %613, align 4
  br label %615

615:                                              ; preds = %605, %608
  %616 = phi i64 [ %611, %608 ], [ %606, %605 ]
  %617 = phi float [ %614, %608 ], [ 0.000000e+00, %605 ]
  %618 = getelementptr inbounds float, ptr %185, i64 %616
  store float %617, ptr %618, align 4
  %619 = add nuw nsw i64 %602, 1
  %620 = icmp eq i64 %619, %194
  br i1 %620, label %590, label %601

621:                                              ; preds = %575
  %622 = icmp slt i64 %32, 25
  br i1 %622, label %661, label %623

623:                                              ; preds = %621
  %624 = and i64 %194, 24
  %625 = and i64 %194, 9223372036854775776
  %626 = insertelement <8 x i64> poison, i64 %32, i64 0
  %627 = shufflevector <8 x i64> %626, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %628

628:                                              ; preds = %628, %623
  %629 = phi i64 [ 0, %623 ], [ %654, %628 ]
  %630 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %623 ], [ %655, %628 ]
  %631 = add <8 x i64> %630, splat (i64 8)
  %632 = add <8 x i64> %630, splat (i64 16)
  %633 = add <8 x i64> %630, splat (i64 24)
  %634 = icmp slt <8 x i64> %630, %627
  %635 = icmp slt <8 x i64> %631, %627
  %636 = icmp slt <8 x i64> %632, %627
  %637 = icmp slt <8 x i64> %633, %627
  %638 = select i1 %577, <8 x i1> %634, <8 x i1> zeroinitializer
  %639 = select i1 %577, <8 x i1> %635, <8 x i1> zeroinitializer
  %640 = select i1 %577, <8 x i1> %636, <8 x i1> zeroinitializer
  %641 = select i1 %577, <8 x i1> %637, <8 x i1> zeroinitializer
  %642 = getelementptr float, ptr %579, i64 %629
  %643 = getelementptr i8, ptr %642, i64 32
  %644 = getelementptr i8, ptr %642, i64 64
  %645 = getelementptr i8, ptr %642, i64 96
  %646 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %642, <8 x i1> %638, <8 x float> zeroinitializer)
  %647 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %643, <8 x i1> %639, <8 x float> zeroinitializer)
  %648 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %644, <8 x i1> %640, <8 x float> zeroinitializer)
  %649 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %645, <8 x i1> %641, <8 x float> zeroinitializer)
  %650 = getelementptr float, ptr %576, i64 %629
  %651 = getelementptr i8, ptr %650, i64 32
  %652 = getelementptr i8, ptr %650, i64 64
  %653 = getelementptr i8, ptr %650, i64 96
  store <8 x float> %646, ptr %650, align 4
  store <8 x float> %647, ptr %651, align 4
  store <8 x float> %648, ptr %652, align 4
  store <8 x float> %649, ptr %653, align 4
  %654 = add nuw i64 %629, 32
  %655 = add <8 x i64> %630, splat (i64 32)
  %656 = icmp eq i64 %654, %625
  br i1 %656, label %657, label %628

657:                                              ; preds = %628
  %658 = icmp eq i64 %194, %625
  br i1 %658, label %739, label %659

659:                                              ; preds = %657
  %660 = icmp eq i64 %624, 0
  br i1 %660, label %682, label %661

661:                                              ; preds = %621, %659
  %662 = phi i64 [ %625, %659 ], [ 0, %621 ]
  %663 = and i64 %194, 9223372036854775800
  %664 = insertelement <8 x i64> poison, i64 %32, i64 0
  %665 = shufflevector <8 x i64> %664, <8 x i64> poison, <8 x i32> zeroinitializer
  %666 = insertelement <8 x i64> poison, i64 %662, i64 0
  %667 = shufflevector <8 x i64> %666, <8 x i64> poison, <8 x i32> zeroinitializer
  %668 = or disjoint <8 x i64> %667, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  br label %669

669:                                              ; preds = %669, %661
  %670 = phi i64 [ %662, %661 ], [ %677, %669 ]
  %671 = phi <8 x i64> [ %668, %661 ], [ %678, %669 ]
  %672 = icmp slt <8 x i64> %671, %665
  %673 = select i1 %577, <8 x i1> %672, <8 x i1> zeroinitializer
  %674 = getelementptr float, ptr %579, i64 %670
  %675 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %674, <8 x i1> %673, <8 x float> zeroinitializer)
  %676 = getelementptr float, ptr %576, i64 %670
  store <8 x float> %675, ptr %676, align 4
  %677 = add nuw i64 %670, 8
  %678 = add nuw nsw <8 x i64> %671, splat (i64 8)
  %679 = icmp eq i64 %677, %663
  br i1 %679, label %680, label %669

680:                                              ; preds = %669
  %681 = icmp eq i64 %194, %663
  br i1 %681, label %739, label %682

682:                                              ; preds = %575, %659, %680
  %683 = phi i64 [ 0, %575 ], [ %625, %659 ], [ %663, %680 ]
  %684 = or disjoint i64 %683, 1
  %685 = and i64 %194, 1
  %686 = icmp eq i64 %685, 0
  br i1 %686, label %697, label %687

687:                                              ; preds = %682
  %688 = icmp slt i64 %683, %32
  %689 = select i1 %577, i1 %688, i1 false
  br i1 %689, label %690, label %693

690:                                              ; preds = %687
  %691 = getelementptr float, ptr %579, i64 %683
  %692 = load float, ptr %691, align 4
  br label %693

693:                                              ; preds = %690, %687
  %694 = phi float [ %692, %690 ], [ 0.000000e+00, %687 ]
  %695 = getelementptr float, ptr %576, i64 %683
  store float %694, ptr %695, align 4
  %696 = or disjoint i64 %683, 1
  br label %697

697:                                              ; preds = %693, %682
  %698 = phi i64 [ %683, %682 ], [ %696, %693 ]
  %699 = icmp eq i64 %194, %684
  br i1 %699, label %739, label %975

700:                                              ; preds = %970
  %701 = getelementptr inbounds float, ptr %184, i64 %121
  %702 = shl i64 %105, 6
  %703 = icmp eq i64 %3, 0
  %704 = icmp eq i64 %36, 1
  %705 = mul nsw i64 %47, %30
  %706 = icmp ne i64 %4, 0
  %707 = icmp ne i64 %5, 0
  %708 = icmp ne i64 %7, 0
  %709 = shl i64 %32, 5
  %710 = add i64 %709, 64
  %711 = mul i64 %40, %710
  %712 = add i64 %711, 96
  %713 = mul i64 %105, %712
  %714 = add i64 %134, %713
  %715 = shl nuw nsw i64 %40, 3
  %716 = add nuw nsw i64 %715, 24
  %717 = mul i64 %105, %716
  %718 = shl i64 %717, 2
  %719 = shl i64 %32, 2
  %720 = add i64 %713, %134
  %721 = sub i64 %5, %720
  %722 = mul i64 %105, %716
  %723 = mul i64 %722, -4
  %724 = add i64 %711, 128
  %725 = mul i64 %105, %724
  %726 = add i64 %134, %725
  %727 = add i64 %711, 160
  %728 = mul i64 %105, %727
  %729 = add i64 %134, %728
  %730 = icmp slt i64 %32, 9
  %731 = and i64 %105, 576460752303423487
  %732 = icmp eq i64 %731, 0
  %733 = icmp eq i64 %702, 0
  %734 = or i1 %732, %733
  %735 = and i64 %194, 9223372036854775800
  %736 = insertelement <8 x i64> poison, i64 %32, i64 0
  %737 = shufflevector <8 x i64> %736, <8 x i64> poison, <8 x i32> zeroinitializer
  %738 = icmp eq i64 %194, %735
  br label %1422

739:                                              ; preds = %697, %991, %657, %680
  %740 = mul i64 %83, %32
  %741 = getelementptr float, ptr %20, i64 %740
  %742 = getelementptr float, ptr %576, i64 %106
  %743 = shl i64 %32, 5
  %744 = add i64 %743, 64
  %745 = mul i64 %40, %744
  %746 = add i64 %745, 32
  %747 = mul i64 %105, %746
  %748 = add i64 %134, %747
  %749 = mul i64 %32, %83
  %750 = shl i64 %749, 2
  %751 = add i64 %750, %6
  %752 = sub i64 %748, %751
  %753 = icmp ult i64 %752, 128
  br i1 %753, label %815, label %754

754:                                              ; preds = %739
  %755 = icmp slt i64 %32, 25
  br i1 %755, label %794, label %756

756:                                              ; preds = %754
  %757 = and i64 %194, 24
  %758 = and i64 %194, 9223372036854775776
  %759 = insertelement <8 x i64> poison, i64 %32, i64 0
  %760 = shufflevector <8 x i64> %759, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %761

761:                                              ; preds = %761, %756
  %762 = phi i64 [ 0, %756 ], [ %787, %761 ]
  %763 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %756 ], [ %788, %761 ]
  %764 = add <8 x i64> %763, splat (i64 8)
  %765 = add <8 x i64> %763, splat (i64 16)
  %766 = add <8 x i64> %763, splat (i64 24)
  %767 = icmp slt <8 x i64> %763, %760
  %768 = icmp slt <8 x i64> %764, %760
  %769 = icmp slt <8 x i64> %765, %760
  %770 = icmp slt <8 x i64> %766, %760
  %771 = select i1 %577, <8 x i1> %767, <8 x i1> zeroinitializer
  %772 = select i1 %577, <8 x i1> %768, <8 x i1> zeroinitializer
  %773 = select i1 %577, <8 x i1> %769, <8 x i1> zeroinitializer
  %774 = select i1 %577, <8 x i1> %770, <8 x i1> zeroinitializer
  %775 = getelementptr float, ptr %741, i64 %762
  %776 = getelementptr i8, ptr %775, i64 32
  %777 = getelementptr i8, ptr %775, i64 64
  %778 = getelementptr i8, ptr %775, i64 96
  %779 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %775, <8 x i1> %771, <8 x float> zeroinitializer)
  %780 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %776, <8 x i1> %772, <8 x float> zeroinitializer)
  %781 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %777, <8 x i1> %773, <8 x float> zeroinitializer)
  %782 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %778, <8 x i1> %774, <8 x float> zeroinitializer)
  %783 = getelementptr float, ptr %742, i64 %762
  %784 = getelementptr i8, ptr %783, i64 32
  %785 = getelementptr i8, ptr %783, i64 64
  %786 = getelementptr i8, ptr %783, i64 96
  store <8 x float> %779, ptr %783, align 4
  store <8 x float> %780, ptr %784, align 4
  store <8 x float> %781, ptr %785, align 4
  store <8 x float> %782, ptr %786, align 4
  %787 = add nuw i64 %762, 32
  %788 = add <8 x i64> %763, splat (i64 32)
  %789 = icmp eq i64 %787, %758
  br i1 %789, label %790, label %761

790:                                              ; preds = %761
  %791 = icmp eq i64 %194, %758
  br i1 %791, label %854, label %792

792:                                              ; preds = %790
  %793 = icmp eq i64 %757, 0
  br i1 %793, label %815, label %794

794:                                              ; preds = %754, %792
  %795 = phi i64 [ %758, %792 ], [ 0, %754 ]
  %796 = and i64 %194, 9223372036854775800
  %797 = insertelement <8 x i64> poison, i64 %32, i64 0
  %798 = shufflevector <8 x i64> %797, <8 x i64> poison, <8 x i32> zeroinitializer
  %799 = insertelement <8 x i64> poison, i64 %795, i64 0
  %800 = shufflevector <8 x i64> %799, <8 x i64> poison, <8 x i32> zeroinitializer
  %801 = or disjoint <8 x i64> %800, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  br label %802

802:                                              ; preds = %802, %794
  %803 = phi i64 [ %795, %794 ], [ %810, %802 ]
  %804 = phi <8 x i64> [ %801, %794 ], [ %811, %802 ]
  %805 = icmp slt <8 x i64> %804, %798
  %806 = select i1 %577, <8 x i1> %805, <8 x i1> zeroinitializer
  %807 = getelementptr float, ptr %741, i64 %803
  %808 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %807, <8 x i1> %806, <8 x float> zeroinitializer)
  %809 = getelementptr float, ptr %742, i64 %803
  store <8 x float> %808, ptr %809, align 4
  %810 = add nuw i64 %803, 8
  %811 = add nuw nsw <8 x i64> %804, splat (i64 8)
  %812 = icmp eq i64 %810, %796
  br i1 %812, label %813, label %802

813:                                              ; preds = %802
  %814 = icmp eq i64 %194, %796
  br i1 %814, label %854, label %815

815:                                              ; preds = %739, %792, %813
  %816 = phi i64 [ 0, %739 ], [ %758, %792 ], [ %796, %813 ]
  %817 = or disjoint i64 %816, 1
  %818 = and i64 %194, 1
  %819 = icmp eq i64 %818, 0
  br i1 %819, label %830, label %820

820:                                              ; preds = %815
  %821 = icmp slt i64 %816, %32
  %822 = select i1 %577, i1 %821, i1 false
  br i1 %822, label %823, label %826

823:                                              ; preds = %820
  %824 = getelementptr float, ptr %741, i64 %816
  %825 = load float, ptr %824, align 4
  br label %826

826:                                              ; preds = %823, %820
  %827 = phi float [ %825, %823 ], [ 0.000000e+00, %820 ]
  %828 = getelementptr float, ptr %742, i64 %816
  store float %827, ptr %828, align 4
  %829 = or disjoint i64 %816, 1
  br label %830

830:                                              ; preds = %826, %815
  %831 = phi i64 [ %816, %815 ], [ %829, %826 ]
  %832 = icmp eq i64 %194, %817
  br i1 %832, label %854, label %833

833:                                              ; preds = %830, %849
  %834 = phi i64 [ %852, %849 ], [ %831, %830 ]
  %835 = icmp slt i64 %834, %32
  %836 = select i1 %577, i1 %835, i1 false
  br i1 %836, label %837, label %840

837:                                              ; preds = %833
  %838 = getelementptr float, ptr %741, i64 %834
  %839 = load float, ptr %838, align 4
  br label %840

840:                                              ; preds = %837, %833
  %841 = phi float [ %839, %837 ], [ 0.000000e+00, %833 ]
  %842 = getelementptr float, ptr %742, i64 %834
  store float %841, ptr %842, align 4
  %843 = add nuw nsw i64 %834, 1
  %844 = icmp slt i64 %843, %32
  %845 = select i1 %577, i1 %844, i1 false
  br i1 %845, label %846, label %849

846:                                              ; preds = %840
  %847 = getelementptr float, ptr %741, i64 %843
  %848 = load float, ptr %847, align 4
  br label %849

849:                                              ; preds = %846, %840
  %850 = phi float [ %848, %846 ], [ 0.000000e+00, %840 ]
  %851 = getelementptr float, ptr %742, i64 %843
  store float %850, ptr %851, align 4
  %852 = add nuw nsw i64 %834, 2
  %853 = icmp eq i64 %852, %194
  br i1 %853, label %854, label %833

854:                                              ; preds = %830, %849, %790, %813
  %855 = mul i64 %91, %32
  %856 = getelementptr float, ptr %20, i64 %855
  %857 = shl i64 %105, 6
  %858 = getelementptr i8, ptr %576, i64 %857
  %859 = shl i64 %32, 5
  %860 = add i64 %859, 64
  %861 = mul i64 %40, %860
  %862 = add i64 %861, 64
  %863 = mul i64 %105, %862
  %864 = add i64 %134, %863
  %865 = mul i64 %32, %91
  %866 = shl i64 %865, 2
  %867 = add i64 %866, %6
  %868 = sub i64 %864, %867
  %869 = icmp ult i64 %868, 128
  br i1 %869, label %931, label %870

870:                                              ; preds = %854
  %871 = icmp slt i64 %32, 25
  br i1 %871, label %910, label %872

872:                                              ; preds = %870
  %873 = and i64 %194, 24
  %874 = and i64 %194, 9223372036854775776
  %875 = insertelement <8 x i64> poison, i64 %32, i64 0
  %876 = shufflevector <8 x i64> %875, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %877

877:                                              ; preds = %877, %872
  %878 = phi i64 [ 0, %872 ], [ %903, %877 ]
  %879 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %872 ], [ %904, %877 ]
  %880 = add <8 x i64> %879, splat (i64 8)
  %881 = add <8 x i64> %879, splat (i64 16)
  %882 = add <8 x i64> %879, splat (i64 24)
  %883 = icmp slt <8 x i64> %879, %876
  %884 = icmp slt <8 x i64> %880, %876
  %885 = icmp slt <8 x i64> %881, %876
  %886 = icmp slt <8 x i64> %882, %876
  %887 = select i1 %577, <8 x i1> %883, <8 x i1> zeroinitializer
  %888 = select i1 %577, <8 x i1> %884, <8 x i1> zeroinitializer
  %889 = select i1 %577, <8 x i1> %885, <8 x i1> zeroinitializer
  %890 = select i1 %577, <8 x i1> %886, <8 x i1> zeroinitializer
  %891 = getelementptr float, ptr %856, i64 %878
  %892 = getelementptr i8, ptr %891, i64 32
  %893 = getelementptr i8, ptr %891, i64 64
  %894 = getelementptr i8, ptr %891, i64 96
  %895 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %891, <8 x i1> %887, <8 x float> zeroinitializer)
  %896 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %892, <8 x i1> %888, <8 x float> zeroinitializer)
  %897 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %893, <8 x i1> %889, <8 x float> zeroinitializer)
  %898 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %894, <8 x i1> %890, <8 x float> zeroinitializer)
  %899 = getelementptr float, ptr %858, i64 %878
  %900 = getelementptr i8, ptr %899, i64 32
  %901 = getelementptr i8, ptr %899, i64 64
  %902 = getelementptr i8, ptr %899, i64 96
  store <8 x float> %895, ptr %899, align 4
  store <8 x float> %896, ptr %900, align 4
  store <8 x float> %897, ptr %901, align 4
  store <8 x float> %898, ptr %902, align 4
  %903 = add nuw i64 %878, 32
  %904 = add <8 x i64> %879, splat (i64 32)
  %905 = icmp eq i64 %903, %874
  br i1 %905, label %906, label %877

906:                                              ; preds = %877
  %907 = icmp eq i64 %194, %874
  br i1 %907, label %970, label %908

908:                                              ; preds = %906
  %909 = icmp eq i64 %873, 0
  br i1 %909, label %931, label %910

910:                                              ; preds = %870, %908
  %911 = phi i64 [ %874, %908 ], [ 0, %870 ]
  %912 = and i64 %194, 9223372036854775800
  %913 = insertelement <8 x i64> poison, i64 %32, i64 0
  %914 = shufflevector <8 x i64> %913, <8 x i64> poison, <8 x i32> zeroinitializer
  %915 = insertelement <8 x i64> poison, i64 %911, i64 0
  %916 = shufflevector <8 x i64> %915, <8 x i64> poison, <8 x i32> zeroinitializer
  %917 = or disjoint <8 x i64> %916, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  br label %918

918:                                              ; preds = %918, %910
  %919 = phi i64 [ %911, %910 ], [ %926, %918 ]
  %920 = phi <8 x i64> [ %917, %910 ], [ %927, %918 ]
  %921 = icmp slt <8 x i64> %920, %914
  %922 = select i1 %577, <8 x i1> %921, <8 x i1> zeroinitializer
  %923 = getelementptr float, ptr %856, i64 %919
  %924 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %923, <8 x i1> %922, <8 x float> zeroinitializer)
  %925 = getelementptr float, ptr %858, i64 %919
  store <8 x float> %924, ptr %925, align 4
  %926 = add nuw i64 %919, 8
  %927 = add nuw nsw <8 x i64> %920, splat (i64 8)
  %928 = icmp eq i64 %926, %912
  br i1 %928, label %929, label %918

929:                                              ; preds = %918
  %930 = icmp eq i64 %194, %912
  br i1 %930, label %970, label %931

931:                                              ; preds = %854, %908, %929
  %932 = phi i64 [ 0, %854 ], [ %874, %908 ], [ %912, %929 ]
  %933 = or disjoint i64 %932, 1
  %934 = and i64 %194, 1
  %935 = icmp eq i64 %934, 0
  br i1 %935, label %946, label %936

936:                                              ; preds = %931
  %937 = icmp slt i64 %932, %32
  %938 = select i1 %577, i1 %937, i1 false
  br i1 %938, label %939, label %942

939:                                              ; preds = %936
  %940 = getelementptr float, ptr %856, i64 %932
  %941 = load float, ptr %940, align 4
  br label %942

942:                                              ; preds = %939, %936
  %943 = phi float [ %941, %939 ], [ 0.000000e+00, %936 ]
  %944 = getelementptr float, ptr %858, i64 %932
  store float %943, ptr %944, align 4
  %945 = or disjoint i64 %932, 1
  br label %946

946:                                              ; preds = %942, %931
  %947 = phi i64 [ %932, %931 ], [ %945, %942 ]
  %948 = icmp eq i64 %194, %933
  br i1 %948, label %970, label %949

949:                                              ; preds = %946, %965
  %950 = phi i64 [ %968, %965 ], [ %947, %946 ]
  %951 = icmp slt i64 %950, %32
  %952 = select i1 %577, i1 %951, i1 false
  br i1 %952, label %953, label %956

953:                                              ; preds = %949
  %954 = getelementptr float, ptr %856, i64 %950
  %955 = load float, ptr %954, align 4
  br label %956

956:                                              ; preds = %953, %949
  %957 = phi float [ %955, %953 ], [ 0.000000e+00, %949 ]
  %958 = getelementptr float, ptr %858, i64 %950
  store float %957, ptr %958, align 4
  %959 = add nuw nsw i64 %950, 1
  %960 = icmp slt i64 %959, %32
  %961 = select i1 %577, i1 %960, i1 false
  br i1 %961, label %962, label %965

962:                                              ; preds = %956
  %963 = getelementptr float, ptr %856, i64 %959
  %964 = load float, ptr %963, align 4
  br label %965

965:                                              ; preds = %962, %956
  %966 = phi float [ %964, %962 ], [ 0.000000e+00, %956 ]
  %967 = getelementptr float, ptr %858, i64 %959
  store float %966, ptr %967, align 4
  %968 = add nuw nsw i64 %950, 2
  %969 = icmp eq i64 %968, %194
  br i1 %969, label %970, label %949

970:                                              ; preds = %946, %965, %906, %929, %599
  %971 = phi ptr [ %600, %599 ], [ %576, %906 ], [ %576, %929 ], [ %576, %965 ], [ %576, %946 ]
  %972 = tail call i64 @llvm.smax.i64(i64 %52, i64 1)
  %973 = alloca %struct.rowstate, i64 %972, align 16
  %974 = icmp sgt i64 %52, 0
  br i1 %974, label %700, label %4303

975:                                              ; preds = %697, %991
  %976 = phi i64 [ %994, %991 ], [ %698, %697 ]
  %977 = icmp slt i64 %976, %32
  %978 = select i1 %577, i1 %977, i1 false
  br i1 %978, label %979, label %982

979:                                              ; preds = %975
  %980 = getelementptr float, ptr %579, i64 %976
  %981 = load float, ptr %980, align 4
  br label %982

982:                                              ; preds = %975, %979
  %983 = phi float [ %981, %979 ], [ 0.000000e+00, %975 ]
  %984 = getelementptr float, ptr %576, i64 %976
  store float %983, ptr %984, align 4
  %985 = add nuw nsw i64 %976, 1
  %986 = icmp slt i64 %985, %32
  %987 = select i1 %577, i1 %986, i1 false
  br i1 %987, label %988, label %991

988:                                              ; preds = %982
  %989 = getelementptr float, ptr %579, i64 %985
  %990 = load float, ptr %989, align 4
  br label %991

991:                                              ; preds = %988, %982
  %992 = phi float [ %990, %988 ], [ 0.000000e+00, %982 ]
  %993 = getelementptr float, ptr %576, i64 %985
  store float %992, ptr %993, align 4
  %994 = add nuw nsw i64 %976, 2
  %995 = icmp eq i64 %994, %194
  br i1 %995, label %739, label %975

996:                                              ; preds = %1554
  %997 = alloca ptr, i64 %972, align 16
  %998 = alloca ptr, i64 %972, align 16
  %999 = alloca ptr, i64 %972, align 16
  %1000 = alloca ptr, i64 %972, align 16
  %1001 = alloca ptr, i64 %972, align 16
  %1002 = icmp sgt i64 %1452, 0
  br i1 %1002, label %1003, label %1560

1003:                                             ; preds = %996
  %1004 = getelementptr inbounds float, ptr %185, i64 %107
  %1005 = getelementptr inbounds float, ptr %185, i64 %107
  %1006 = getelementptr inbounds float, ptr %185, i64 %107
  %1007 = getelementptr inbounds float, ptr %185, i64 %107
  %1008 = getelementptr inbounds float, ptr %185, i64 %107
  %1009 = getelementptr inbounds float, ptr %185, i64 %107
  %1010 = getelementptr inbounds float, ptr %185, i64 %107
  %1011 = icmp eq i64 %36, 1
  %1012 = mul i64 %41, %34
  %1013 = getelementptr float, ptr %14, i64 %136
  %1014 = icmp eq i64 %7, 0
  %1015 = shl nsw i64 %105, 6
  %1016 = icmp eq i64 %26, 0
  %1017 = icmp ne i64 %26, 1
  %1018 = select i1 %1017, i1 true, i1 %100
  %1019 = shl i64 %105, 4
  %1020 = select i1 %1018, i64 %107, i64 %1019
  %1021 = select i1 %1016, i64 %106, i64 %1020
  %1022 = shl i64 %32, 3
  %1023 = mul i64 %32, 12
  %1024 = icmp eq ptr %103, null
  %1025 = icmp slt i64 %32, 1
  %1026 = getelementptr float, ptr %1010, i64 %1019
  %1027 = getelementptr float, ptr %1009, i64 %106
  %1028 = getelementptr inbounds nuw float, ptr %184, i64 %32
  %1029 = getelementptr inbounds nuw float, ptr %185, i64 %32
  %1030 = shl nuw nsw i64 %32, 1
  %1031 = getelementptr inbounds nuw float, ptr %184, i64 %1030
  %1032 = getelementptr inbounds nuw float, ptr %185, i64 %1030
  %1033 = mul nuw nsw i64 %32, 3
  %1034 = getelementptr inbounds nuw float, ptr %184, i64 %1033
  %1035 = getelementptr inbounds nuw float, ptr %185, i64 %1033
  %1036 = icmp eq i64 %134, 0
  %1037 = or i1 %1024, %1036
  %1038 = getelementptr inbounds nuw float, ptr %1008, i64 %1030
  %1039 = fcmp ogt float %56, 0.000000e+00
  %1040 = fneg float %56
  %1041 = insertelement <8 x float> poison, float %1040, i64 0
  %1042 = shufflevector <8 x float> %1041, <8 x float> poison, <8 x i32> zeroinitializer
  %1043 = insertelement <8 x float> poison, float %56, i64 0
  %1044 = shufflevector <8 x float> %1043, <8 x float> poison, <8 x i32> zeroinitializer
  %1045 = getelementptr inbounds nuw float, ptr %1007, i64 %32
  %1046 = getelementptr inbounds float, ptr %135, i64 %1019
  %1047 = select i1 %1024, i1 true, i1 %1025
  %1048 = select i1 %1024, i1 true, i1 %1025
  %1049 = shl i64 %32, 2
  %1050 = add i64 %702, %1049
  %1051 = mul i64 %32, 12
  %1052 = shl i64 %32, 5
  %1053 = add i64 %1052, 32
  %1054 = mul i64 %40, %1053
  %1055 = add i64 %1054, 64
  %1056 = mul i64 %105, %1055
  %1057 = getelementptr i8, ptr %135, i64 %1056
  %1058 = getelementptr i8, ptr %135, i64 %1056
  %1059 = getelementptr i8, ptr %1058, i64 %1049
  %1060 = mul i64 %40, %32
  %1061 = shl i64 %1060, 5
  %1062 = add i64 %1061, 64
  %1063 = mul i64 %105, %1062
  %1064 = getelementptr i8, ptr %135, i64 %1063
  %1065 = getelementptr i8, ptr %135, i64 %1063
  %1066 = getelementptr i8, ptr %1065, i64 %1049
  %1067 = shl i64 %32, 2
  %1068 = mul nsw i64 %40, %105
  %1069 = shl i64 %32, 5
  %1070 = add i64 %1069, 32
  %1071 = mul i64 %1068, %1070
  %1072 = getelementptr i8, ptr %135, i64 %1071
  %1073 = getelementptr i8, ptr %1072, i64 %1067
  %1074 = shl i64 %1068, 5
  %1075 = or disjoint i64 %1074, 4
  %1076 = mul i64 %32, %1075
  %1077 = getelementptr i8, ptr %135, i64 %1076
  %1078 = mul i64 %105, -96
  %1079 = shl i64 %105, 5
  %1080 = shl i64 %194, 2
  %1081 = add i64 %1079, %1080
  %1082 = getelementptr i8, ptr %1006, i64 %1081
  %1083 = mul i64 %105, 96
  %1084 = add i64 %702, %1080
  %1085 = getelementptr i8, ptr %1005, i64 %1080
  %1086 = getelementptr i8, ptr %1004, i64 %1084
  %1087 = shl i64 %32, 2
  %1088 = shl i64 %32, 4
  %1089 = shl i64 %32, 5
  %1090 = add i64 %1089, 32
  %1091 = mul i64 %40, %1090
  %1092 = add i64 %1091, 96
  %1093 = mul i64 %105, %1092
  %1094 = getelementptr i8, ptr %135, i64 %1093
  %1095 = getelementptr i8, ptr %135, i64 %1093
  %1096 = getelementptr i8, ptr %1095, i64 %1087
  %1097 = mul i64 %40, %32
  %1098 = shl i64 %1097, 5
  %1099 = add i64 %1098, 96
  %1100 = mul i64 %105, %1099
  %1101 = getelementptr i8, ptr %135, i64 %1100
  %1102 = getelementptr i8, ptr %135, i64 %1100
  %1103 = getelementptr i8, ptr %1102, i64 %1087
  %1104 = shl i64 %32, 2
  %1105 = shl i64 %32, 5
  %1106 = add i64 %1105, 32
  %1107 = mul i64 %40, %1106
  %1108 = add i64 %1107, 64
  %1109 = mul i64 %105, %1108
  %1110 = getelementptr i8, ptr %135, i64 %1109
  %1111 = getelementptr i8, ptr %135, i64 %1109
  %1112 = getelementptr i8, ptr %1111, i64 %1104
  %1113 = mul i64 %40, %32
  %1114 = shl i64 %1113, 5
  %1115 = add i64 %1114, 64
  %1116 = mul i64 %105, %1115
  %1117 = getelementptr i8, ptr %135, i64 %1116
  %1118 = getelementptr i8, ptr %135, i64 %1116
  %1119 = getelementptr i8, ptr %1118, i64 %1104
  %1120 = shl i64 %105, 5
  %1121 = shl i64 %32, 2
  %1122 = shl i64 %32, 5
  %1123 = add i64 %1122, 32
  %1124 = mul i64 %40, %1123
  %1125 = add i64 %1124, 32
  %1126 = mul i64 %105, %1125
  %1127 = getelementptr i8, ptr %135, i64 %1126
  %1128 = getelementptr i8, ptr %135, i64 %1126
  %1129 = getelementptr i8, ptr %1128, i64 %1121
  %1130 = mul i64 %40, %32
  %1131 = shl i64 %1130, 5
  %1132 = add i64 %1131, 32
  %1133 = mul i64 %105, %1132
  %1134 = getelementptr i8, ptr %135, i64 %1133
  %1135 = getelementptr i8, ptr %135, i64 %1133
  %1136 = getelementptr i8, ptr %1135, i64 %1121
  %1137 = shl i64 %32, 2
  %1138 = mul nsw i64 %40, %105
  %1139 = shl i64 %32, 5
  %1140 = add i64 %1139, 32
  %1141 = mul i64 %1138, %1140
  %1142 = getelementptr i8, ptr %135, i64 %1141
  %1143 = getelementptr i8, ptr %1142, i64 %1137
  %1144 = shl i64 %1138, 5
  %1145 = or disjoint i64 %1144, 4
  %1146 = mul i64 %32, %1145
  %1147 = getelementptr i8, ptr %135, i64 %1146
  %1148 = shl i64 %32, 2
  %1149 = add i64 %702, %1148
  %1150 = shl i64 %32, 5
  %1151 = add i64 %1150, 32
  %1152 = mul i64 %40, %1151
  %1153 = add i64 %1152, 64
  %1154 = mul i64 %105, %1153
  %1155 = getelementptr i8, ptr %135, i64 %1154
  %1156 = getelementptr i8, ptr %135, i64 %1154
  %1157 = getelementptr i8, ptr %1156, i64 %1148
  %1158 = mul i64 %40, %32
  %1159 = shl i64 %1158, 5
  %1160 = add i64 %1159, 64
  %1161 = mul i64 %105, %1160
  %1162 = getelementptr i8, ptr %135, i64 %1161
  %1163 = getelementptr i8, ptr %135, i64 %1161
  %1164 = getelementptr i8, ptr %1163, i64 %1148
  %1165 = shl i64 %105, 5
  %1166 = shl i64 %32, 2
  %1167 = shl i64 %32, 5
  %1168 = add i64 %1167, 32
  %1169 = mul i64 %40, %1168
  %1170 = add i64 %1169, 32
  %1171 = mul i64 %105, %1170
  %1172 = getelementptr i8, ptr %135, i64 %1171
  %1173 = getelementptr i8, ptr %135, i64 %1171
  %1174 = getelementptr i8, ptr %1173, i64 %1166
  %1175 = mul i64 %40, %32
  %1176 = shl i64 %1175, 5
  %1177 = add i64 %1176, 32
  %1178 = mul i64 %105, %1177
  %1179 = getelementptr i8, ptr %135, i64 %1178
  %1180 = getelementptr i8, ptr %135, i64 %1178
  %1181 = getelementptr i8, ptr %1180, i64 %1166
  %1182 = shl i64 %32, 2
  %1183 = mul nsw i64 %40, %105
  %1184 = shl i64 %32, 5
  %1185 = add i64 %1184, 32
  %1186 = mul i64 %1183, %1185
  %1187 = getelementptr i8, ptr %135, i64 %1186
  %1188 = getelementptr i8, ptr %1187, i64 %1182
  %1189 = shl i64 %1183, 5
  %1190 = or disjoint i64 %1189, 4
  %1191 = mul i64 %32, %1190
  %1192 = getelementptr i8, ptr %135, i64 %1191
  %1193 = shl i64 %105, 5
  %1194 = shl i64 %32, 2
  %1195 = shl i64 %32, 5
  %1196 = add i64 %1195, 32
  %1197 = mul i64 %40, %1196
  %1198 = add i64 %1197, 32
  %1199 = mul i64 %105, %1198
  %1200 = getelementptr i8, ptr %135, i64 %1199
  %1201 = getelementptr i8, ptr %135, i64 %1199
  %1202 = getelementptr i8, ptr %1201, i64 %1194
  %1203 = mul i64 %40, %32
  %1204 = shl i64 %1203, 5
  %1205 = add i64 %1204, 32
  %1206 = mul i64 %105, %1205
  %1207 = getelementptr i8, ptr %135, i64 %1206
  %1208 = getelementptr i8, ptr %135, i64 %1206
  %1209 = getelementptr i8, ptr %1208, i64 %1194
  %1210 = shl i64 %32, 2
  %1211 = mul nsw i64 %40, %105
  %1212 = shl i64 %32, 5
  %1213 = add i64 %1212, 32
  %1214 = mul i64 %1211, %1213
  %1215 = getelementptr i8, ptr %135, i64 %1214
  %1216 = getelementptr i8, ptr %1215, i64 %1210
  %1217 = shl i64 %1211, 5
  %1218 = or disjoint i64 %1217, 4
  %1219 = mul i64 %32, %1218
  %1220 = getelementptr i8, ptr %135, i64 %1219
  %1221 = icmp ult i64 %32, 4
  %1222 = icmp ult i64 %32, 32
  %1223 = and i64 %32, 28
  %1224 = and i64 %32, 9223372036854775776
  %1225 = icmp eq i64 %32, %1224
  %1226 = icmp eq i64 %1223, 0
  %1227 = and i64 %32, 9223372036854775804
  %1228 = icmp eq i64 %32, %1227
  %1229 = and i64 %32, 1
  %1230 = icmp eq i64 %1229, 0
  %1231 = icmp ult i64 %32, 4
  %1232 = icmp ult i64 %32, 32
  %1233 = and i64 %32, 28
  %1234 = and i64 %32, 9223372036854775776
  %1235 = icmp eq i64 %32, %1234
  %1236 = icmp eq i64 %1233, 0
  %1237 = and i64 %32, 9223372036854775804
  %1238 = icmp eq i64 %32, %1237
  %1239 = and i64 %32, 1
  %1240 = icmp eq i64 %1239, 0
  %1241 = icmp ult i64 %32, 4
  %1242 = shl i64 %105, 5
  %1243 = icmp ult i64 %32, 32
  %1244 = and i64 %32, 28
  %1245 = and i64 %32, 9223372036854775776
  %1246 = icmp eq i64 %32, %1245
  %1247 = icmp eq i64 %1244, 0
  %1248 = and i64 %32, 9223372036854775804
  %1249 = icmp eq i64 %32, %1248
  %1250 = and i64 %32, 3
  %1251 = icmp eq i64 %1250, 0
  %1252 = icmp ult i64 %32, 4
  %1253 = icmp ult i64 %32, 32
  %1254 = and i64 %32, 28
  %1255 = and i64 %32, 9223372036854775776
  %1256 = icmp eq i64 %32, %1255
  %1257 = icmp eq i64 %1254, 0
  %1258 = and i64 %32, 9223372036854775804
  %1259 = icmp eq i64 %32, %1258
  %1260 = and i64 %32, 1
  %1261 = icmp eq i64 %1260, 0
  %1262 = icmp ult i64 %32, 4
  %1263 = icmp ult i64 %32, 32
  %1264 = and i64 %32, 28
  %1265 = and i64 %32, 9223372036854775776
  %1266 = icmp eq i64 %32, %1265
  %1267 = icmp eq i64 %1264, 0
  %1268 = and i64 %32, 9223372036854775804
  %1269 = icmp eq i64 %32, %1268
  %1270 = and i64 %32, 1
  %1271 = icmp eq i64 %1270, 0
  %1272 = icmp ult i64 %32, 4
  %1273 = icmp ult i64 %32, 16
  %1274 = and i64 %32, 12
  %1275 = and i64 %32, 9223372036854775792
  %1276 = icmp eq i64 %32, %1275
  %1277 = icmp eq i64 %1274, 0
  %1278 = and i64 %32, 9223372036854775804
  %1279 = icmp eq i64 %32, %1278
  %1280 = and i64 %32, 1
  %1281 = icmp eq i64 %1280, 0
  %1282 = icmp ult i64 %32, 4
  %1283 = icmp ult i64 %32, 32
  %1284 = and i64 %32, 28
  %1285 = and i64 %32, 9223372036854775776
  %1286 = icmp eq i64 %32, %1285
  %1287 = icmp eq i64 %1284, 0
  %1288 = and i64 %32, 9223372036854775804
  %1289 = icmp eq i64 %32, %1288
  %1290 = and i64 %32, 1
  %1291 = icmp eq i64 %1290, 0
  %1292 = icmp ult i64 %32, 4
  %1293 = icmp ult i64 %32, 32
  %1294 = and i64 %32, 28
  %1295 = and i64 %32, 9223372036854775776
  %1296 = icmp eq i64 %32, %1295
  %1297 = icmp eq i64 %1294, 0
  %1298 = and i64 %32, 9223372036854775804
  %1299 = icmp eq i64 %32, %1298
  %1300 = and i64 %32, 1
  %1301 = icmp eq i64 %1300, 0
  %1302 = icmp ult i64 %32, 4
  %1303 = icmp ult i64 %32, 32
  %1304 = and i64 %32, 28
  %1305 = and i64 %32, 9223372036854775776
  %1306 = icmp eq i64 %32, %1305
  %1307 = icmp eq i64 %1304, 0
  %1308 = and i64 %32, 9223372036854775804
  %1309 = icmp eq i64 %32, %1308
  %1310 = and i64 %32, 1
  %1311 = icmp eq i64 %1310, 0
  %1312 = icmp ult i64 %32, 4
  %1313 = icmp ult i64 %32, 32
  %1314 = and i64 %32, 28
  %1315 = and i64 %32, 9223372036854775776
  %1316 = icmp eq i64 %32, %1315
  %1317 = icmp eq i64 %1314, 0
  %1318 = and i64 %32, 9223372036854775804
  %1319 = icmp eq i64 %32, %1318
  %1320 = and i64 %32, 1
  %1321 = icmp eq i64 %1320, 0
  %1322 = icmp ult i64 %32, 4
  %1323 = icmp ult i64 %32, 32
  %1324 = and i64 %32, 28
  %1325 = and i64 %32, 9223372036854775776
  %1326 = icmp eq i64 %32, %1325
  %1327 = icmp eq i64 %1324, 0
  %1328 = and i64 %32, 9223372036854775804
  %1329 = icmp eq i64 %32, %1328
  %1330 = and i64 %32, 1
  %1331 = icmp eq i64 %1330, 0
  %1332 = icmp slt i64 %32, 9
  %1333 = and i64 %194, 9223372036854775800
  %1334 = getelementptr inbounds float, ptr %185, i64 %107
  %1335 = icmp eq i64 %194, %1333
  %1336 = getelementptr inbounds float, ptr %185, i64 %107
  %1337 = icmp slt i64 %32, 25
  %1338 = and i64 %194, 24
  %1339 = and i64 %194, 9223372036854775776
  %1340 = insertelement <8 x i1> poison, i1 %99, i64 0
  %1341 = shufflevector <8 x i1> %1340, <8 x i1> poison, <8 x i32> zeroinitializer
  %1342 = xor <8 x i1> %1341, splat (i1 true)
  %1343 = icmp eq i64 %194, %1339
  %1344 = icmp eq i64 %1338, 0
  %1345 = and i64 %194, 9223372036854775800
  %1346 = insertelement <8 x i1> poison, i1 %99, i64 0
  %1347 = shufflevector <8 x i1> %1346, <8 x i1> poison, <8 x i32> zeroinitializer
  %1348 = xor <8 x i1> %1347, splat (i1 true)
  %1349 = icmp eq i64 %194, %1345
  %1350 = icmp slt i64 %32, 1
  %1351 = icmp slt i64 %32, 9
  %1352 = and i64 %194, 8
  %1353 = and i64 %194, 9223372036854775792
  %1354 = icmp eq i64 %194, %1353
  %1355 = icmp eq i64 %1352, 0
  %1356 = and i64 %194, 9223372036854775800
  %1357 = icmp eq i64 %194, %1356
  %1358 = and i64 %194, 1
  %1359 = icmp eq i64 %1358, 0
  %1360 = icmp ult i64 %32, 4
  %1361 = shl i64 %105, 5
  %1362 = icmp ult i64 %32, 32
  %1363 = and i64 %32, 28
  %1364 = and i64 %32, 9223372036854775776
  %1365 = icmp eq i64 %32, %1364
  %1366 = icmp eq i64 %1363, 0
  %1367 = and i64 %32, 9223372036854775804
  %1368 = icmp eq i64 %32, %1367
  %1369 = and i64 %32, 3
  %1370 = icmp eq i64 %1369, 0
  %1371 = getelementptr inbounds float, ptr %185, i64 %107
  %1372 = icmp ult i64 %32, 4
  %1373 = icmp ult i64 %32, 32
  %1374 = and i64 %32, 28
  %1375 = and i64 %32, 9223372036854775776
  %1376 = icmp eq i64 %32, %1375
  %1377 = icmp eq i64 %1374, 0
  %1378 = and i64 %32, 9223372036854775804
  %1379 = icmp eq i64 %32, %1378
  %1380 = and i64 %32, 1
  %1381 = icmp eq i64 %1380, 0
  %1382 = icmp ult i64 %32, 4
  %1383 = icmp ult i64 %32, 32
  %1384 = and i64 %32, 28
  %1385 = and i64 %32, 9223372036854775776
  %1386 = icmp eq i64 %32, %1385
  %1387 = icmp eq i64 %1384, 0
  %1388 = and i64 %32, 9223372036854775804
  %1389 = icmp eq i64 %32, %1388
  %1390 = and i64 %32, 3
  %1391 = icmp eq i64 %1390, 0
  %1392 = icmp ult i64 %32, 4
  %1393 = icmp ult i64 %32, 32
  %1394 = and i64 %32, 28
  %1395 = and i64 %32, 9223372036854775776
  %1396 = icmp eq i64 %32, %1395
  %1397 = icmp eq i64 %1394, 0
  %1398 = and i64 %32, 9223372036854775804
  %1399 = icmp eq i64 %32, %1398
  %1400 = and i64 %32, 1
  %1401 = icmp eq i64 %1400, 0
  %1402 = icmp ult i64 %32, 4
  %1403 = icmp ult i64 %32, 32
  %1404 = and i64 %32, 28
  %1405 = and i64 %32, 9223372036854775776
  %1406 = icmp eq i64 %32, %1405
  %1407 = icmp eq i64 %1404, 0
  %1408 = and i64 %32, 9223372036854775804
  %1409 = icmp eq i64 %32, %1408
  %1410 = and i64 %32, 1
  %1411 = icmp eq i64 %1410, 0
  %1412 = icmp ult i64 %32, 4
  %1413 = icmp ult i64 %32, 32
  %1414 = and i64 %32, 28
  %1415 = and i64 %32, 9223372036854775776
  %1416 = icmp eq i64 %32, %1415
  %1417 = icmp eq i64 %1414, 0
  %1418 = and i64 %32, 9223372036854775804
  %1419 = icmp eq i64 %32, %1418
  %1420 = and i64 %32, 3
  %1421 = icmp eq i64 %1420, 0
  br label %1557

1422:                                             ; preds = %700, %1554
  %1423 = phi i64 [ 0, %700 ], [ %1452, %1554 ]
  %1424 = phi i64 [ 0, %700 ], [ %1555, %1554 ]
  %1425 = mul i64 %718, %1424
  %1426 = mul i64 %723, %1424
  %1427 = add i64 %721, %1426
  %1428 = add nsw i64 %1424, %49
  %1429 = mul nsw i64 %1424, %122
  %1430 = getelementptr inbounds float, ptr %701, i64 %1429
  %1431 = getelementptr inbounds nuw %struct.rowstate, ptr %973, i64 %1424
  store ptr %1430, ptr %1431, align 8
  %1432 = getelementptr inbounds float, ptr %1430, i64 %106
  %1433 = getelementptr inbounds nuw i8, ptr %1431, i64 8
  store ptr %1432, ptr %1433, align 8
  %1434 = getelementptr inbounds i8, ptr %1430, i64 %702
  %1435 = getelementptr inbounds nuw i8, ptr %1431, i64 24
  store ptr %1434, ptr %1435, align 8
  %1436 = getelementptr inbounds float, ptr %1430, i64 %120
  %1437 = getelementptr inbounds nuw i8, ptr %1431, i64 16
  store ptr %1436, ptr %1437, align 8
  br i1 %703, label %1449, label %1438

1438:                                             ; preds = %1422
  %1439 = getelementptr inbounds i32, ptr %17, i64 %1428
  %1440 = load i32, ptr %1439, align 4
  %1441 = sext i32 %1440 to i64
  %1442 = icmp slt i32 %1440, 0
  %1443 = icmp slt i64 %28, %1441
  %1444 = select i1 %1442, i1 true, i1 %1443
  br i1 %1444, label %1445, label %1446

1445:                                             ; preds = %1438
  store i32 1, ptr %24, align 4
  br label %1446

1446:                                             ; preds = %1438, %1445
  %1447 = tail call i64 @llvm.smin.i64(i64 %28, i64 %1441)
  %1448 = select i1 %1442, i64 0, i64 %1447
  br label %1449

1449:                                             ; preds = %1446, %1422
  %1450 = phi i64 [ %1448, %1446 ], [ %28, %1422 ]
  %1451 = getelementptr inbounds nuw i8, ptr %1431, i64 32
  store i64 %1450, ptr %1451, align 8
  %1452 = tail call i64 @llvm.smax.i64(i64 %1450, i64 %1423)
  br i1 %138, label %1453, label %1510

1453:                                             ; preds = %1449
  %1454 = mul nsw i64 %1428, %34
  %1455 = add nsw i64 %1454, %47
  %1456 = add nsw i64 %1428, %705
  %1457 = select i1 %704, i64 %1455, i64 %1456
  %1458 = mul nsw i64 %1457, %32
  %1459 = getelementptr float, ptr %18, i64 %1458
  %1460 = getelementptr float, ptr %19, i64 %1458
  br i1 %730, label %1508, label %1461

1461:                                             ; preds = %1453
  %1462 = mul i64 %719, %1457
  %1463 = add i64 %714, %1425
  %1464 = add i64 %4, %1462
  %1465 = sub i64 %1463, %1464
  %1466 = icmp ult i64 %1465, 32
  %1467 = or i1 %734, %1466
  %1468 = add i64 %1427, %1462
  %1469 = icmp ult i64 %1468, 32
  %1470 = or i1 %1467, %1469
  %1471 = add i64 %726, %1425
  %1472 = add i64 %4, %1462
  %1473 = sub i64 %1471, %1472
  %1474 = icmp ult i64 %1473, 32
  %1475 = or i1 %1470, %1474
  %1476 = add i64 %726, %1425
  %1477 = add i64 %5, %1462
  %1478 = sub i64 %1476, %1477
  %1479 = icmp ult i64 %1478, 32
  %1480 = or i1 %1475, %1479
  %1481 = add i64 %729, %1425
  %1482 = add i64 %4, %1462
  %1483 = sub i64 %1481, %1482
  %1484 = icmp ult i64 %1483, 32
  %1485 = or i1 %1480, %1484
  %1486 = add i64 %729, %1425
  %1487 = add i64 %5, %1462
  %1488 = sub i64 %1486, %1487
  %1489 = icmp ult i64 %1488, 32
  %1490 = or i1 %1485, %1489
  br i1 %1490, label %1508, label %1491

1491:                                             ; preds = %1461, %1491
  %1492 = phi i64 [ %1504, %1491 ], [ 0, %1461 ]
  %1493 = phi <8 x i64> [ %1505, %1491 ], [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %1461 ]
  %1494 = icmp slt <8 x i64> %1493, %737
  %1495 = select i1 %706, <8 x i1> %1494, <8 x i1> zeroinitializer
  %1496 = getelementptr float, ptr %1459, i64 %1492
  %1497 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %1496, <8 x i1> %1495, <8 x float> zeroinitializer)
  %1498 = getelementptr inbounds nuw float, ptr %1430, i64 %1492
  store <8 x float> %1497, ptr %1498, align 4
  %1499 = select i1 %707, <8 x i1> %1494, <8 x i1> zeroinitializer
  %1500 = getelementptr float, ptr %1460, i64 %1492
  %1501 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %1500, <8 x i1> %1499, <8 x float> zeroinitializer)
  %1502 = getelementptr inbounds nuw float, ptr %1432, i64 %1492
  store <8 x float> %1501, ptr %1502, align 4
  %1503 = getelementptr inbounds nuw float, ptr %1434, i64 %1492
  store <8 x float> zeroinitializer, ptr %1503, align 4
  %1504 = add nuw i64 %1492, 8
  %1505 = add nuw nsw <8 x i64> %1493, splat (i64 8)
  %1506 = icmp eq i64 %1504, %735
  br i1 %1506, label %1507, label %1491

1507:                                             ; preds = %1491
  br i1 %738, label %1510, label %1508

1508:                                             ; preds = %1461, %1453, %1507
  %1509 = phi i64 [ 0, %1461 ], [ 0, %1453 ], [ %735, %1507 ]
  br label %1515

1510:                                             ; preds = %1529, %1507, %1449
  %1511 = icmp slt i64 %1450, %28
  %1512 = select i1 %708, i1 %1511, i1 false
  br i1 %1512, label %1513, label %1554

1513:                                             ; preds = %1510
  %1514 = mul nsw i64 %1428, %28
  br label %1535

1515:                                             ; preds = %1508, %1529
  %1516 = phi i64 [ %1533, %1529 ], [ %1509, %1508 ]
  %1517 = icmp slt i64 %1516, %32
  %1518 = select i1 %706, i1 %1517, i1 false
  br i1 %1518, label %1519, label %1522

1519:                                             ; preds = %1515
  %1520 = getelementptr float, ptr %1459, i64 %1516
  %1521 = load float, ptr %1520, align 4
  br label %1522

1522:                                             ; preds = %1515, %1519
  %1523 = phi float [ %1521, %1519 ], [ 0.000000e+00, %1515 ]
  %1524 = getelementptr inbounds nuw float, ptr %1430, i64 %1516
  store float %1523, ptr %1524, align 4
  %1525 = select i1 %707, i1 %1517, i1 false
  br i1 %1525, label %1526, label %1529

1526:                                             ; preds = %1522
  %1527 = getelementptr float, ptr %1460, i64 %1516
  %1528 = load float, ptr %1527, align 4
  br label %1529

1529:                                             ; preds = %1522, %1526
  %1530 = phi float [ %1528, %1526 ], [ 0.000000e+00, %1522 ]
  %1531 = getelementptr inbounds nuw float, ptr %1432, i64 %1516
  store float %1530, ptr %1531, align 4
  %1532 = getelementptr inbounds nuw float, ptr %1434, i64 %1516
  store float 0.000000e+00, ptr %1532, align 4
  %1533 = add nuw nsw i64 %1516, 1
  %1534 = icmp eq i64 %1533, %194
  br i1 %1534, label %1510, label %1515

1535:                                             ; preds = %1513, %1551
  %1536 = phi i64 [ %1450, %1513 ], [ %1552, %1551 ]
  br i1 %704, label %1537, label %1541

1537:                                             ; preds = %1535
  %1538 = add nsw i64 %1536, %1514
  %1539 = mul nsw i64 %1538, %34
  %1540 = add nsw i64 %1539, %47
  br label %1546

1541:                                             ; preds = %1535
  %1542 = mul nsw i64 %1536, %34
  %1543 = add nsw i64 %1542, %47
  %1544 = mul nsw i64 %1543, %30
  %1545 = add nsw i64 %1544, %1428
  br label %1546

1546:                                             ; preds = %1541, %1537
  %1547 = phi i64 [ %1540, %1537 ], [ %1545, %1541 ]
  br i1 %138, label %1548, label %1551

1548:                                             ; preds = %1546
  %1549 = mul i64 %1547, %32
  %1550 = getelementptr float, ptr %21, i64 %1549
  tail call void @llvm.memset.p0.i64(ptr align 4 %1550, i8 0, i64 %140, i1 false)
  br label %1551

1551:                                             ; preds = %1548, %1546
  %1552 = add nsw i64 %1536, 1
  %1553 = icmp eq i64 %1552, %28
  br i1 %1553, label %1554, label %1535

1554:                                             ; preds = %1551, %1510
  %1555 = add nuw nsw i64 %1424, 1
  %1556 = icmp slt i64 %1555, %52
  br i1 %1556, label %1422, label %996

1557:                                             ; preds = %4219, %1003
  %1558 = phi i64 [ 0, %1003 ], [ %4220, %4219 ]
  %1559 = xor i64 %1558, -1
  br label %1569

1560:                                             ; preds = %4219, %996
  %1561 = icmp eq i64 %36, 1
  %1562 = mul nsw i64 %47, %30
  %1563 = icmp eq i64 %8, 0
  %1564 = icmp eq i64 %9, 0
  br label %4304

1565:                                             ; preds = %1618
  %1566 = trunc i64 %1558 to i32
  %1567 = and i32 %1566, 1
  call fastcc void @products(ptr noundef %998, ptr noundef %999, i64 noundef %1619, ptr noundef %135, i64 noundef %32, i64 noundef %107, i64 noundef %1021, i32 noundef %1567)
  %1568 = icmp sgt i64 %1619, 0
  br i1 %1568, label %1623, label %1622

1569:                                             ; preds = %1557, %1618
  %1570 = phi i64 [ 0, %1557 ], [ %1619, %1618 ]
  %1571 = phi i64 [ 0, %1557 ], [ %1620, %1618 ]
  %1572 = getelementptr inbounds nuw %struct.rowstate, ptr %973, i64 %1571
  %1573 = getelementptr inbounds nuw i8, ptr %1572, i64 32
  %1574 = load i64, ptr %1573, align 8
  %1575 = icmp slt i64 %1558, %1574
  br i1 %1575, label %1576, label %1618

1576:                                             ; preds = %1569
  %1577 = add nsw i64 %1571, %49
  %1578 = add i64 %1574, %1559
  %1579 = select i1 %65, i64 %1578, i64 %1558
  %1580 = getelementptr inbounds nuw i8, ptr %1572, i64 40
  br i1 %1011, label %1581, label %1586

1581:                                             ; preds = %1576
  %1582 = mul nsw i64 %1577, %28
  %1583 = add nsw i64 %1579, %1582
  %1584 = mul i64 %1012, %1583
  %1585 = getelementptr float, ptr %1013, i64 %1584
  store ptr %1585, ptr %1580, align 8
  br i1 %1014, label %1603, label %1591

1586:                                             ; preds = %1576
  %1587 = mul nsw i64 %1579, %30
  %1588 = add nsw i64 %1587, %1577
  %1589 = mul i64 %1012, %1588
  %1590 = getelementptr float, ptr %1013, i64 %1589
  store ptr %1590, ptr %1580, align 8
  br i1 %1014, label %1603, label %1594

1591:                                             ; preds = %1581
  %1592 = mul nsw i64 %1583, %34
  %1593 = add nsw i64 %1592, %47
  br label %1599

1594:                                             ; preds = %1586
  %1595 = mul nsw i64 %1579, %34
  %1596 = add nsw i64 %1595, %47
  %1597 = mul nsw i64 %1596, %30
  %1598 = add nsw i64 %1597, %1577
  br label %1599

1599:                                             ; preds = %1594, %1591
  %1600 = phi i64 [ %1593, %1591 ], [ %1598, %1594 ]
  %1601 = mul nsw i64 %1600, %32
  %1602 = getelementptr inbounds float, ptr %21, i64 %1601
  br label %1603

1603:                                             ; preds = %1586, %1581, %1599
  %1604 = phi ptr [ %1602, %1599 ], [ null, %1581 ], [ null, %1586 ]
  %1605 = getelementptr inbounds nuw i8, ptr %1572, i64 48
  store ptr %1604, ptr %1605, align 8
  %1606 = getelementptr inbounds ptr, ptr %997, i64 %1570
  store ptr %1572, ptr %1606, align 8
  %1607 = load ptr, ptr %1572, align 8
  %1608 = getelementptr inbounds ptr, ptr %998, i64 %1570
  store ptr %1607, ptr %1608, align 8
  %1609 = getelementptr inbounds nuw i8, ptr %1572, i64 16
  %1610 = load ptr, ptr %1609, align 8
  %1611 = getelementptr inbounds ptr, ptr %999, i64 %1570
  store ptr %1610, ptr %1611, align 8
  %1612 = getelementptr inbounds nuw i8, ptr %1572, i64 24
  %1613 = load ptr, ptr %1612, align 8
  %1614 = getelementptr inbounds ptr, ptr %1000, i64 %1570
  store ptr %1613, ptr %1614, align 8
  %1615 = getelementptr inbounds i8, ptr %1610, i64 %1015
  %1616 = getelementptr inbounds ptr, ptr %1001, i64 %1570
  store ptr %1615, ptr %1616, align 8
  %1617 = add nsw i64 %1570, 1
  br label %1618

1618:                                             ; preds = %1569, %1603
  %1619 = phi i64 [ %1617, %1603 ], [ %1570, %1569 ]
  %1620 = add nuw nsw i64 %1571, 1
  %1621 = icmp slt i64 %1620, %52
  br i1 %1621, label %1569, label %1565

1622:                                             ; preds = %3944, %1565
  br i1 %1018, label %4218, label %3947

1623:                                             ; preds = %1565, %3944
  %1624 = phi i64 [ %3945, %3944 ], [ 0, %1565 ]
  %1625 = getelementptr inbounds nuw ptr, ptr %997, i64 %1624
  %1626 = load ptr, ptr %1625, align 8
  %1627 = getelementptr inbounds nuw i8, ptr %1626, i64 40
  %1628 = load ptr, ptr %1627, align 8
  %1629 = getelementptr inbounds nuw i8, ptr %1626, i64 16
  %1630 = load ptr, ptr %1629, align 8
  %1631 = ptrtoint ptr %1630 to i64
  %1632 = load ptr, ptr %1626, align 8
  %1633 = ptrtoint ptr %1632 to i64
  %1634 = getelementptr inbounds nuw i8, ptr %1626, i64 8
  %1635 = load ptr, ptr %1634, align 8
  br i1 %1016, label %1636, label %1835

1636:                                             ; preds = %1623
  br i1 %138, label %1637, label %1740

1637:                                             ; preds = %1636
  br i1 %1372, label %1721, label %1638

1638:                                             ; preds = %1637
  %1639 = getelementptr i8, ptr %1630, i64 %1067
  %1640 = getelementptr i8, ptr %1628, i64 %1067
  %1641 = icmp ult ptr %1630, %1640
  %1642 = icmp ult ptr %1628, %1639
  %1643 = and i1 %1641, %1642
  %1644 = icmp ult ptr %1630, %1073
  %1645 = icmp ult ptr %185, %1639
  %1646 = and i1 %1644, %1645
  %1647 = or i1 %1643, %1646
  %1648 = icmp ult ptr %1630, %1077
  %1649 = icmp ult ptr %184, %1639
  %1650 = and i1 %1648, %1649
  %1651 = or i1 %1647, %1650
  br i1 %1651, label %1721, label %1652

1652:                                             ; preds = %1638
  br i1 %1373, label %1703, label %1653

1653:                                             ; preds = %1652, %1653
  %1654 = phi i64 [ %1699, %1653 ], [ 0, %1652 ]
  %1655 = getelementptr inbounds nuw float, ptr %1628, i64 %1654
  %1656 = getelementptr inbounds nuw i8, ptr %1655, i64 32
  %1657 = getelementptr inbounds nuw i8, ptr %1655, i64 64
  %1658 = getelementptr inbounds nuw i8, ptr %1655, i64 96
  %1659 = load <8 x float>, ptr %1655, align 4
  %1660 = load <8 x float>, ptr %1656, align 4
  %1661 = load <8 x float>, ptr %1657, align 4
  %1662 = load <8 x float>, ptr %1658, align 4
  %1663 = getelementptr inbounds nuw float, ptr %184, i64 %1654
  %1664 = getelementptr inbounds nuw i8, ptr %1663, i64 32
  %1665 = getelementptr inbounds nuw i8, ptr %1663, i64 64
  %1666 = getelementptr inbounds nuw i8, ptr %1663, i64 96
  %1667 = load <8 x float>, ptr %1663, align 32
  %1668 = load <8 x float>, ptr %1664, align 32
  %1669 = load <8 x float>, ptr %1665, align 32
  %1670 = load <8 x float>, ptr %1666, align 32
  %1671 = fadd <8 x float> %1659, %1667
  %1672 = fadd <8 x float> %1660, %1668
  %1673 = fadd <8 x float> %1661, %1669
  %1674 = fadd <8 x float> %1662, %1670
  %1675 = getelementptr inbounds nuw float, ptr %185, i64 %1654
  %1676 = getelementptr inbounds nuw i8, ptr %1675, i64 32
  %1677 = getelementptr inbounds nuw i8, ptr %1675, i64 64
  %1678 = getelementptr inbounds nuw i8, ptr %1675, i64 96
  %1679 = load <8 x float>, ptr %1675, align 32
  %1680 = load <8 x float>, ptr %1676, align 32
  %1681 = load <8 x float>, ptr %1677, align 32
  %1682 = load <8 x float>, ptr %1678, align 32
  %1683 = fadd <8 x float> %1671, %1679
  %1684 = fadd <8 x float> %1672, %1680
  %1685 = fadd <8 x float> %1673, %1681
  %1686 = fadd <8 x float> %1674, %1682
  %1687 = getelementptr inbounds nuw float, ptr %1630, i64 %1654
  %1688 = getelementptr inbounds nuw i8, ptr %1687, i64 32
  %1689 = getelementptr inbounds nuw i8, ptr %1687, i64 64
  %1690 = getelementptr inbounds nuw i8, ptr %1687, i64 96
  %1691 = load <8 x float>, ptr %1687, align 4
  %1692 = load <8 x float>, ptr %1688, align 4
  %1693 = load <8 x float>, ptr %1689, align 4
  %1694 = load <8 x float>, ptr %1690, align 4
  %1695 = fadd <8 x float> %1683, %1691
  %1696 = fadd <8 x float> %1684, %1692
  %1697 = fadd <8 x float> %1685, %1693
  %1698 = fadd <8 x float> %1686, %1694
  store <8 x float> %1695, ptr %1687, align 4
  store <8 x float> %1696, ptr %1688, align 4
  store <8 x float> %1697, ptr %1689, align 4
  store <8 x float> %1698, ptr %1690, align 4
  %1699 = add nuw i64 %1654, 32
  %1700 = icmp eq i64 %1699, %1375
  br i1 %1700, label %1701, label %1653

1701:                                             ; preds = %1653
  br i1 %1376, label %1741, label %1702

1702:                                             ; preds = %1701
  br i1 %1377, label %1721, label %1703

1703:                                             ; preds = %1652, %1702
  %1704 = phi i64 [ %1375, %1702 ], [ 0, %1652 ]
  br label %1705

1705:                                             ; preds = %1705, %1703
  %1706 = phi i64 [ %1704, %1703 ], [ %1718, %1705 ]
  %1707 = getelementptr inbounds nuw float, ptr %1628, i64 %1706
  %1708 = load <4 x float>, ptr %1707, align 4
  %1709 = getelementptr inbounds nuw float, ptr %184, i64 %1706
  %1710 = load <4 x float>, ptr %1709, align 16
  %1711 = fadd <4 x float> %1708, %1710
  %1712 = getelementptr inbounds nuw float, ptr %185, i64 %1706
  %1713 = load <4 x float>, ptr %1712, align 16
  %1714 = fadd <4 x float> %1711, %1713
  %1715 = getelementptr inbounds nuw float, ptr %1630, i64 %1706
  %1716 = load <4 x float>, ptr %1715, align 4
  %1717 = fadd <4 x float> %1714, %1716
  store <4 x float> %1717, ptr %1715, align 4
  %1718 = add nuw i64 %1706, 4
  %1719 = icmp eq i64 %1718, %1378
  br i1 %1719, label %1720, label %1705

1720:                                             ; preds = %1705
  br i1 %1379, label %1741, label %1721

1721:                                             ; preds = %1638, %1637, %1702, %1720
  %1722 = phi i64 [ 0, %1637 ], [ 0, %1638 ], [ %1375, %1702 ], [ %1378, %1720 ]
  %1723 = or disjoint i64 %1722, 1
  br i1 %1381, label %1737, label %1724

1724:                                             ; preds = %1721
  %1725 = getelementptr inbounds nuw float, ptr %1628, i64 %1722
  %1726 = load float, ptr %1725, align 4
  %1727 = getelementptr inbounds nuw float, ptr %184, i64 %1722
  %1728 = load float, ptr %1727, align 16
  %1729 = fadd float %1726, %1728
  %1730 = getelementptr inbounds nuw float, ptr %185, i64 %1722
  %1731 = load float, ptr %1730, align 16
  %1732 = fadd float %1729, %1731
  %1733 = getelementptr inbounds nuw float, ptr %1630, i64 %1722
  %1734 = load float, ptr %1733, align 4
  %1735 = fadd float %1732, %1734
  store float %1735, ptr %1733, align 4
  %1736 = or disjoint i64 %1722, 1
  br label %1737

1737:                                             ; preds = %1724, %1721
  %1738 = phi i64 [ %1722, %1721 ], [ %1736, %1724 ]
  %1739 = icmp eq i64 %32, %1723
  br i1 %1739, label %1741, label %1789

1740:                                             ; preds = %1636
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %1630, i64 noundef %106)
  br label %3944

1741:                                             ; preds = %1737, %1789, %1720, %1701
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef nonnull %1630, i64 noundef %106)
  %1742 = sub i64 %1633, %1631
  %1743 = icmp ult i64 %1742, 128
  %1744 = select i1 %1382, i1 true, i1 %1743
  br i1 %1744, label %1774, label %1745

1745:                                             ; preds = %1741
  br i1 %1383, label %1764, label %1746

1746:                                             ; preds = %1745, %1746
  %1747 = phi i64 [ %1760, %1746 ], [ 0, %1745 ]
  %1748 = getelementptr inbounds nuw float, ptr %1630, i64 %1747
  %1749 = getelementptr inbounds nuw i8, ptr %1748, i64 32
  %1750 = getelementptr inbounds nuw i8, ptr %1748, i64 64
  %1751 = getelementptr inbounds nuw i8, ptr %1748, i64 96
  %1752 = load <8 x float>, ptr %1748, align 4
  %1753 = load <8 x float>, ptr %1749, align 4
  %1754 = load <8 x float>, ptr %1750, align 4
  %1755 = load <8 x float>, ptr %1751, align 4
  %1756 = getelementptr inbounds nuw float, ptr %1632, i64 %1747
  %1757 = getelementptr inbounds nuw i8, ptr %1756, i64 32
  %1758 = getelementptr inbounds nuw i8, ptr %1756, i64 64
  %1759 = getelementptr inbounds nuw i8, ptr %1756, i64 96
  store <8 x float> %1752, ptr %1756, align 4
  store <8 x float> %1753, ptr %1757, align 4
  store <8 x float> %1754, ptr %1758, align 4
  store <8 x float> %1755, ptr %1759, align 4
  %1760 = add nuw i64 %1747, 32
  %1761 = icmp eq i64 %1760, %1385
  br i1 %1761, label %1762, label %1746

1762:                                             ; preds = %1746
  br i1 %1386, label %3944, label %1763

1763:                                             ; preds = %1762
  br i1 %1387, label %1774, label %1764

1764:                                             ; preds = %1745, %1763
  %1765 = phi i64 [ %1385, %1763 ], [ 0, %1745 ]
  br label %1766

1766:                                             ; preds = %1766, %1764
  %1767 = phi i64 [ %1765, %1764 ], [ %1771, %1766 ]
  %1768 = getelementptr inbounds nuw float, ptr %1630, i64 %1767
  %1769 = load <4 x float>, ptr %1768, align 4
  %1770 = getelementptr inbounds nuw float, ptr %1632, i64 %1767
  store <4 x float> %1769, ptr %1770, align 4
  %1771 = add nuw i64 %1767, 4
  %1772 = icmp eq i64 %1771, %1388
  br i1 %1772, label %1773, label %1766

1773:                                             ; preds = %1766
  br i1 %1389, label %3944, label %1774

1774:                                             ; preds = %1741, %1763, %1773
  %1775 = phi i64 [ 0, %1741 ], [ %1385, %1763 ], [ %1388, %1773 ]
  br i1 %1391, label %1785, label %1776

1776:                                             ; preds = %1774, %1776
  %1777 = phi i64 [ %1782, %1776 ], [ %1775, %1774 ]
  %1778 = phi i64 [ %1783, %1776 ], [ 0, %1774 ]
  %1779 = getelementptr inbounds nuw float, ptr %1630, i64 %1777
  %1780 = load float, ptr %1779, align 4
  %1781 = getelementptr inbounds nuw float, ptr %1632, i64 %1777
  store float %1780, ptr %1781, align 4
  %1782 = add nuw nsw i64 %1777, 1
  %1783 = add i64 %1778, 1
  %1784 = icmp eq i64 %1783, %1390
  br i1 %1784, label %1785, label %1776

1785:                                             ; preds = %1776, %1774
  %1786 = phi i64 [ %1775, %1774 ], [ %1782, %1776 ]
  %1787 = sub nsw i64 %1775, %32
  %1788 = icmp ugt i64 %1787, -4
  br i1 %1788, label %3944, label %1816

1789:                                             ; preds = %1737, %1789
  %1790 = phi i64 [ %1814, %1789 ], [ %1738, %1737 ]
  %1791 = getelementptr inbounds nuw float, ptr %1628, i64 %1790
  %1792 = load float, ptr %1791, align 4
  %1793 = getelementptr inbounds nuw float, ptr %184, i64 %1790
  %1794 = load float, ptr %1793, align 4
  %1795 = fadd float %1792, %1794
  %1796 = getelementptr inbounds nuw float, ptr %185, i64 %1790
  %1797 = load float, ptr %1796, align 4
  %1798 = fadd float %1795, %1797
  %1799 = getelementptr inbounds nuw float, ptr %1630, i64 %1790
  %1800 = load float, ptr %1799, align 4
  %1801 = fadd float %1798, %1800
  store float %1801, ptr %1799, align 4
  %1802 = add nuw nsw i64 %1790, 1
  %1803 = getelementptr inbounds nuw float, ptr %1628, i64 %1802
  %1804 = load float, ptr %1803, align 4
  %1805 = getelementptr inbounds nuw float, ptr %184, i64 %1802
  %1806 = load float, ptr %1805, align 4
  %1807 = fadd float %1804, %1806
  %1808 = getelementptr inbounds nuw float, ptr %185, i64 %1802
  %1809 = load float, ptr %1808, align 4
  %1810 = fadd float %1807, %1809
  %1811 = getelementptr inbounds nuw float, ptr %1630, i64 %1802
  %1812 = load float, ptr %1811, align 4
  %1813 = fadd float %1810, %1812
  store float %1813, ptr %1811, align 4
  %1814 = add nuw nsw i64 %1790, 2
  %1815 = icmp eq i64 %1814, %32
  br i1 %1815, label %1741, label %1789

1816:                                             ; preds = %1785, %1816
  %1817 = phi i64 [ %1833, %1816 ], [ %1786, %1785 ]
  %1818 = getelementptr inbounds nuw float, ptr %1630, i64 %1817
  %1819 = load float, ptr %1818, align 4
  %1820 = getelementptr inbounds nuw float, ptr %1632, i64 %1817
  store float %1819, ptr %1820, align 4
  %1821 = add nuw nsw i64 %1817, 1
  %1822 = getelementptr inbounds nuw float, ptr %1630, i64 %1821
  %1823 = load float, ptr %1822, align 4
  %1824 = getelementptr inbounds nuw float, ptr %1632, i64 %1821
  store float %1823, ptr %1824, align 4
  %1825 = add nuw nsw i64 %1817, 2
  %1826 = getelementptr inbounds nuw float, ptr %1630, i64 %1825
  %1827 = load float, ptr %1826, align 4
  %1828 = getelementptr inbounds nuw float, ptr %1632, i64 %1825
  store float %1827, ptr %1828, align 4
  %1829 = add nuw nsw i64 %1817, 3
  %1830 = getelementptr inbounds nuw float, ptr %1630, i64 %1829
  %1831 = load float, ptr %1830, align 4
  %1832 = getelementptr inbounds nuw float, ptr %1632, i64 %1829
  store float %1831, ptr %1832, align 4
  %1833 = add nuw nsw i64 %1817, 4
  %1834 = icmp eq i64 %1833, %32
  br i1 %1834, label %3944, label %1816

1835:                                             ; preds = %1623
  br i1 %117, label %1836, label %2074

1836:                                             ; preds = %1835
  br i1 %138, label %1837, label %3944

1837:                                             ; preds = %1836
  %1838 = getelementptr inbounds nuw float, ptr %1628, i64 %32
  %1839 = getelementptr inbounds nuw float, ptr %1630, i64 %32
  %1840 = getelementptr inbounds nuw float, ptr %1628, i64 %1030
  %1841 = getelementptr inbounds nuw float, ptr %1630, i64 %1030
  %1842 = getelementptr inbounds nuw float, ptr %1628, i64 %1033
  %1843 = getelementptr inbounds nuw float, ptr %1630, i64 %1033
  br label %1844

1844:                                             ; preds = %2012, %1837
  %1845 = phi i64 [ 0, %1837 ], [ %2072, %2012 ]
  %1846 = getelementptr inbounds nuw float, ptr %1628, i64 %1845
  %1847 = load <8 x float>, ptr %1846, align 4
  %1848 = getelementptr inbounds nuw float, ptr %184, i64 %1845
  %1849 = load <8 x float>, ptr %1848, align 32
  %1850 = fadd <8 x float> %1847, %1849
  %1851 = getelementptr inbounds nuw float, ptr %185, i64 %1845
  %1852 = load <8 x float>, ptr %1851, align 32
  %1853 = fadd <8 x float> %1850, %1852
  %1854 = getelementptr inbounds nuw float, ptr %1630, i64 %1845
  %1855 = load <8 x float>, ptr %1854, align 4
  %1856 = fadd <8 x float> %1853, %1855
  %1857 = getelementptr inbounds nuw float, ptr %1838, i64 %1845
  %1858 = load <8 x float>, ptr %1857, align 4
  %1859 = getelementptr inbounds nuw float, ptr %1028, i64 %1845
  %1860 = load <8 x float>, ptr %1859, align 4
  %1861 = fadd <8 x float> %1858, %1860
  %1862 = getelementptr inbounds nuw float, ptr %1029, i64 %1845
  %1863 = load <8 x float>, ptr %1862, align 4
  %1864 = fadd <8 x float> %1861, %1863
  %1865 = getelementptr inbounds nuw float, ptr %1839, i64 %1845
  %1866 = load <8 x float>, ptr %1865, align 4
  %1867 = fadd <8 x float> %1864, %1866
  %1868 = getelementptr inbounds nuw float, ptr %1840, i64 %1845
  %1869 = load <8 x float>, ptr %1868, align 4
  %1870 = getelementptr inbounds nuw float, ptr %1031, i64 %1845
  %1871 = load <8 x float>, ptr %1870, align 8
  %1872 = fadd <8 x float> %1869, %1871
  %1873 = getelementptr inbounds nuw float, ptr %1032, i64 %1845
  %1874 = load <8 x float>, ptr %1873, align 4
  %1875 = fadd <8 x float> %1872, %1874
  %1876 = getelementptr inbounds nuw float, ptr %1841, i64 %1845
  %1877 = load <8 x float>, ptr %1876, align 4
  %1878 = fadd <8 x float> %1875, %1877
  %1879 = getelementptr inbounds nuw float, ptr %1842, i64 %1845
  %1880 = load <8 x float>, ptr %1879, align 4
  %1881 = getelementptr inbounds nuw float, ptr %1034, i64 %1845
  %1882 = load <8 x float>, ptr %1881, align 4
  %1883 = fadd <8 x float> %1880, %1882
  %1884 = getelementptr inbounds nuw float, ptr %1035, i64 %1845
  %1885 = load <8 x float>, ptr %1884, align 4
  %1886 = fadd <8 x float> %1883, %1885
  %1887 = getelementptr inbounds nuw float, ptr %1843, i64 %1845
  %1888 = load <8 x float>, ptr %1887, align 4
  %1889 = fadd <8 x float> %1886, %1888
  %1890 = getelementptr inbounds nuw float, ptr %1635, i64 %1845
  %1891 = load <8 x float>, ptr %1890, align 4
  br i1 %1037, label %1901, label %1892

1892:                                             ; preds = %1844
  %1893 = getelementptr inbounds nuw float, ptr %1371, i64 %1845
  %1894 = load <8 x float>, ptr %1893, align 4
  %1895 = fmul <8 x float> %1891, %1894
  %1896 = fadd <8 x float> %1856, %1895
  %1897 = getelementptr inbounds nuw float, ptr %1038, i64 %1845
  %1898 = load <8 x float>, ptr %1897, align 4
  %1899 = fmul <8 x float> %1891, %1898
  %1900 = fadd <8 x float> %1878, %1899
  br label %1901

1901:                                             ; preds = %1892, %1844
  %1902 = phi <8 x float> [ %1896, %1892 ], [ %1856, %1844 ]
  %1903 = phi <8 x float> [ %1900, %1892 ], [ %1878, %1844 ]
  br i1 %1039, label %1904, label %1911

1904:                                             ; preds = %1901
  %1905 = call <8 x float> @llvm.maxnum.v8f32(<8 x float> %1902, <8 x float> %1042)
  %1906 = call <8 x float> @llvm.minnum.v8f32(<8 x float> %1905, <8 x float> %1044)
  %1907 = call <8 x float> @llvm.maxnum.v8f32(<8 x float> %1903, <8 x float> %1042)
  %1908 = call <8 x float> @llvm.minnum.v8f32(<8 x float> %1907, <8 x float> %1044)
  %1909 = call <8 x float> @llvm.maxnum.v8f32(<8 x float> %1889, <8 x float> %1042)
  %1910 = call <8 x float> @llvm.minnum.v8f32(<8 x float> %1909, <8 x float> %1044)
  br label %1911

1911:                                             ; preds = %1904, %1901
  %1912 = phi <8 x float> [ %1906, %1904 ], [ %1902, %1901 ]
  %1913 = phi <8 x float> [ %1908, %1904 ], [ %1903, %1901 ]
  %1914 = phi <8 x float> [ %1910, %1904 ], [ %1889, %1901 ]
  %1915 = fneg <8 x float> %1912
  %1916 = call <8 x float> @llvm.maxnum.v8f32(<8 x float> %1915, <8 x float> splat (float 0xC055D33340000000))
  %1917 = call <8 x float> @llvm.minnum.v8f32(<8 x float> %1916, <8 x float> splat (float 8.800000e+01))
  %1918 = fmul <8 x float> %1917, splat (float 0x3FF7154760000000)
  %1919 = fadd <8 x float> %1918, splat (float 0x4168000000000000)
  %1920 = fadd <8 x float> %1919, splat (float 0xC168000000000000)
  %1921 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1920, <8 x float> splat (float 0xBFE6300000000000), <8 x float> %1917)
  %1922 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1920, <8 x float> splat (float 0x3F2BD01060000000), <8 x float> %1921)
  %1923 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1922, <8 x float> splat (float 0x3F2A0D2CE0000000), <8 x float> splat (float 0x3F56E879C0000000))
  %1924 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1923, <8 x float> %1922, <8 x float> splat (float 0x3F81112100000000))
  %1925 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1924, <8 x float> %1922, <8 x float> splat (float 0x3FA5553820000000))
  %1926 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1925, <8 x float> %1922, <8 x float> splat (float 0x3FC5555540000000))
  %1927 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1926, <8 x float> %1922, <8 x float> splat (float 5.000000e-01))
  %1928 = fmul <8 x float> %1922, %1922
  %1929 = fadd <8 x float> %1922, splat (float 1.000000e+00)
  %1930 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1927, <8 x float> %1928, <8 x float> %1929)
  %1931 = fptosi <8 x float> %1920 to <8 x i32>
  %1932 = shl <8 x i32> %1931, splat (i32 23)
  %1933 = add <8 x i32> %1932, splat (i32 1065353216)
  %1934 = bitcast <8 x i32> %1933 to <8 x float>
  %1935 = fmul <8 x float> %1930, %1934
  %1936 = fadd <8 x float> %1935, splat (float 1.000000e+00)
  %1937 = fdiv <8 x float> splat (float 1.000000e+00), %1936
  br i1 %99, label %1940, label %1938

1938:                                             ; preds = %1911
  %1939 = fsub <8 x float> splat (float 1.000000e+00), %1937
  br label %1964

1940:                                             ; preds = %1911
  %1941 = fneg <8 x float> %1913
  %1942 = call <8 x float> @llvm.maxnum.v8f32(<8 x float> %1941, <8 x float> splat (float 0xC055D33340000000))
  %1943 = call <8 x float> @llvm.minnum.v8f32(<8 x float> %1942, <8 x float> splat (float 8.800000e+01))
  %1944 = fmul <8 x float> %1943, splat (float 0x3FF7154760000000)
  %1945 = fadd <8 x float> %1944, splat (float 0x4168000000000000)
  %1946 = fadd <8 x float> %1945, splat (float 0xC168000000000000)
  %1947 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1946, <8 x float> splat (float 0xBFE6300000000000), <8 x float> %1943)
  %1948 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1946, <8 x float> splat (float 0x3F2BD01060000000), <8 x float> %1947)
  %1949 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1948, <8 x float> splat (float 0x3F2A0D2CE0000000), <8 x float> splat (float 0x3F56E879C0000000))
  %1950 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1949, <8 x float> %1948, <8 x float> splat (float 0x3F81112100000000))
  %1951 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1950, <8 x float> %1948, <8 x float> splat (float 0x3FA5553820000000))
  %1952 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1951, <8 x float> %1948, <8 x float> splat (float 0x3FC5555540000000))
  %1953 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1952, <8 x float> %1948, <8 x float> splat (float 5.000000e-01))
  %1954 = fmul <8 x float> %1948, %1948
  %1955 = fadd <8 x float> %1948, splat (float 1.000000e+00)
  %1956 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1953, <8 x float> %1954, <8 x float> %1955)
  %1957 = fptosi <8 x float> %1946 to <8 x i32>
  %1958 = shl <8 x i32> %1957, splat (i32 23)
  %1959 = add <8 x i32> %1958, splat (i32 1065353216)
  %1960 = bitcast <8 x i32> %1959 to <8 x float>
  %1961 = fmul <8 x float> %1956, %1960
  %1962 = fadd <8 x float> %1961, splat (float 1.000000e+00)
  %1963 = fdiv <8 x float> splat (float 1.000000e+00), %1962
  br label %1964

1964:                                             ; preds = %1940, %1938
  %1965 = phi <8 x float> [ %1939, %1938 ], [ %1963, %1940 ]
  %1966 = fmul <8 x float> %1914, %1914
  %1967 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1966, <8 x float> splat (float 0x3F9664F480000000), <8 x float> splat (float 0xBFABA1BA20000000))
  %1968 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1967, <8 x float> %1966, <8 x float> splat (float 0x3FC1111120000000))
  %1969 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1968, <8 x float> %1966, <8 x float> splat (float 0xBFD5555560000000))
  %1970 = fmul <8 x float> %1966, %1969
  %1971 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1970, <8 x float> %1914, <8 x float> %1914)
  %1972 = fmul <8 x float> %1914, splat (float 2.000000e+00)
  %1973 = call <8 x float> @llvm.maxnum.v8f32(<8 x float> %1972, <8 x float> splat (float 0xC055D33340000000))
  %1974 = call <8 x float> @llvm.minnum.v8f32(<8 x float> %1973, <8 x float> splat (float 8.800000e+01))
  %1975 = fmul <8 x float> %1974, splat (float 0x3FF7154760000000)
  %1976 = fadd <8 x float> %1975, splat (float 0x4168000000000000)
  %1977 = fadd <8 x float> %1976, splat (float 0xC168000000000000)
  %1978 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1977, <8 x float> splat (float 0xBFE6300000000000), <8 x float> %1974)
  %1979 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1977, <8 x float> splat (float 0x3F2BD01060000000), <8 x float> %1978)
  %1980 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1979, <8 x float> splat (float 0x3F2A0D2CE0000000), <8 x float> splat (float 0x3F56E879C0000000))
  %1981 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1980, <8 x float> %1979, <8 x float> splat (float 0x3F81112100000000))
  %1982 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1981, <8 x float> %1979, <8 x float> splat (float 0x3FA5553820000000))
  %1983 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1982, <8 x float> %1979, <8 x float> splat (float 0x3FC5555540000000))
  %1984 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1983, <8 x float> %1979, <8 x float> splat (float 5.000000e-01))
  %1985 = fmul <8 x float> %1979, %1979
  %1986 = fadd <8 x float> %1979, splat (float 1.000000e+00)
  %1987 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1984, <8 x float> %1985, <8 x float> %1986)
  %1988 = fptosi <8 x float> %1977 to <8 x i32>
  %1989 = shl <8 x i32> %1988, splat (i32 23)
  %1990 = add <8 x i32> %1989, splat (i32 1065353216)
  %1991 = bitcast <8 x i32> %1990 to <8 x float>
  %1992 = fmul <8 x float> %1987, %1991
  %1993 = fadd <8 x float> %1992, splat (float 1.000000e+00)
  %1994 = fdiv <8 x float> splat (float 2.000000e+00), %1993
  %1995 = fsub <8 x float> splat (float 1.000000e+00), %1994
  %1996 = call <8 x float> @llvm.fabs.v8f32(<8 x float> %1914)
  %1997 = fcmp uge <8 x float> %1996, splat (float 0x3FD3333340000000)
  %1998 = select <8 x i1> %1997, <8 x float> %1995, <8 x float> %1971
  %1999 = fmul <8 x float> %1891, %1965
  %2000 = fmul <8 x float> %1937, %1998
  %2001 = fadd <8 x float> %2000, %1999
  store <8 x float> %2001, ptr %1890, align 4
  br i1 %1037, label %2007, label %2002

2002:                                             ; preds = %1964
  %2003 = getelementptr inbounds nuw float, ptr %1045, i64 %1845
  %2004 = load <8 x float>, ptr %2003, align 4
  %2005 = fmul <8 x float> %2001, %2004
  %2006 = fadd <8 x float> %1867, %2005
  br label %2007

2007:                                             ; preds = %2002, %1964
  %2008 = phi <8 x float> [ %2006, %2002 ], [ %1867, %1964 ]
  br i1 %1039, label %2009, label %2012

2009:                                             ; preds = %2007
  %2010 = call <8 x float> @llvm.maxnum.v8f32(<8 x float> %2008, <8 x float> %1042)
  %2011 = call <8 x float> @llvm.minnum.v8f32(<8 x float> %2010, <8 x float> %1044)
  br label %2012

2012:                                             ; preds = %2009, %2007
  %2013 = phi <8 x float> [ %2011, %2009 ], [ %2008, %2007 ]
  %2014 = getelementptr inbounds nuw float, ptr %1632, i64 %1845
  %2015 = fneg <8 x float> %2013
  %2016 = call <8 x float> @llvm.maxnum.v8f32(<8 x float> %2015, <8 x float> splat (float 0xC055D33340000000))
  %2017 = call <8 x float> @llvm.minnum.v8f32(<8 x float> %2016, <8 x float> splat (float 8.800000e+01))
  %2018 = fmul <8 x float> %2017, splat (float 0x3FF7154760000000)
  %2019 = fadd <8 x float> %2018, splat (float 0x4168000000000000)
  %2020 = fadd <8 x float> %2019, splat (float 0xC168000000000000)
  %2021 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2020, <8 x float> splat (float 0xBFE6300000000000), <8 x float> %2017)
  %2022 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2020, <8 x float> splat (float 0x3F2BD01060000000), <8 x float> %2021)
  %2023 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2022, <8 x float> splat (float 0x3F2A0D2CE0000000), <8 x float> splat (float 0x3F56E879C0000000))
  %2024 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2023, <8 x float> %2022, <8 x float> splat (float 0x3F81112100000000))
  %2025 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2024, <8 x float> %2022, <8 x float> splat (float 0x3FA5553820000000))
  %2026 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2025, <8 x float> %2022, <8 x float> splat (float 0x3FC5555540000000))
  %2027 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2026, <8 x float> %2022, <8 x float> splat (float 5.000000e-01))
  %2028 = fmul <8 x float> %2022, %2022
  %2029 = fadd <8 x float> %2022, splat (float 1.000000e+00)
  %2030 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2027, <8 x float> %2028, <8 x float> %2029)
  %2031 = fptosi <8 x float> %2020 to <8 x i32>
  %2032 = shl <8 x i32> %2031, splat (i32 23)
  %2033 = add <8 x i32> %2032, splat (i32 1065353216)
  %2034 = bitcast <8 x i32> %2033 to <8 x float>
  %2035 = fmul <8 x float> %2030, %2034
  %2036 = fadd <8 x float> %2035, splat (float 1.000000e+00)
  %2037 = fdiv <8 x float> splat (float 1.000000e+00), %2036
  %2038 = fmul <8 x float> %2001, %2001
  %2039 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2038, <8 x float> splat (float 0x3F9664F480000000), <8 x float> splat (float 0xBFABA1BA20000000))
  %2040 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2039, <8 x float> %2038, <8 x float> splat (float 0x3FC1111120000000))
  %2041 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2040, <8 x float> %2038, <8 x float> splat (float 0xBFD5555560000000))
  %2042 = fmul <8 x float> %2038, %2041
  %2043 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2042, <8 x float> %2001, <8 x float> %2001)
  %2044 = fmul <8 x float> %2001, splat (float 2.000000e+00)
  %2045 = call <8 x float> @llvm.maxnum.v8f32(<8 x float> %2044, <8 x float> splat (float 0xC055D33340000000))
  %2046 = call <8 x float> @llvm.minnum.v8f32(<8 x float> %2045, <8 x float> splat (float 8.800000e+01))
  %2047 = fmul <8 x float> %2046, splat (float 0x3FF7154760000000)
  %2048 = fadd <8 x float> %2047, splat (float 0x4168000000000000)
  %2049 = fadd <8 x float> %2048, splat (float 0xC168000000000000)
  %2050 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2049, <8 x float> splat (float 0xBFE6300000000000), <8 x float> %2046)
  %2051 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2049, <8 x float> splat (float 0x3F2BD01060000000), <8 x float> %2050)
  %2052 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2051, <8 x float> splat (float 0x3F2A0D2CE0000000), <8 x float> splat (float 0x3F56E879C0000000))
  %2053 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2052, <8 x float> %2051, <8 x float> splat (float 0x3F81112100000000))
  %2054 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2053, <8 x float> %2051, <8 x float> splat (float 0x3FA5553820000000))
  %2055 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2054, <8 x float> %2051, <8 x float> splat (float 0x3FC5555540000000))
  %2056 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2055, <8 x float> %2051, <8 x float> splat (float 5.000000e-01))
  %2057 = fmul <8 x float> %2051, %2051
  %2058 = fadd <8 x float> %2051, splat (float 1.000000e+00)
  %2059 = call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2056, <8 x float> %2057, <8 x float> %2058)
  %2060 = fptosi <8 x float> %2049 to <8 x i32>
  %2061 = shl <8 x i32> %2060, splat (i32 23)
  %2062 = add <8 x i32> %2061, splat (i32 1065353216)
  %2063 = bitcast <8 x i32> %2062 to <8 x float>
  %2064 = fmul <8 x float> %2059, %2063
  %2065 = fadd <8 x float> %2064, splat (float 1.000000e+00)
  %2066 = fdiv <8 x float> splat (float 2.000000e+00), %2065
  %2067 = fsub <8 x float> splat (float 1.000000e+00), %2066
  %2068 = call <8 x float> @llvm.fabs.v8f32(<8 x float> %2001)
  %2069 = fcmp uge <8 x float> %2068, splat (float 0x3FD3333340000000)
  %2070 = select <8 x i1> %2069, <8 x float> %2067, <8 x float> %2043
  %2071 = fmul <8 x float> %2070, %2037
  store <8 x float> %2071, ptr %2014, align 4
  %2072 = add nuw nsw i64 %1845, 8
  %2073 = icmp slt i64 %2072, %32
  br i1 %2073, label %1844, label %3944

2074:                                             ; preds = %1835
  br i1 %37, label %2075, label %3038

2075:                                             ; preds = %2074
  br i1 %138, label %2076, label %2179

2076:                                             ; preds = %2075
  br i1 %1292, label %2160, label %2077

2077:                                             ; preds = %2076
  %2078 = getelementptr i8, ptr %1630, i64 %1137
  %2079 = getelementptr i8, ptr %1628, i64 %1137
  %2080 = icmp ult ptr %1630, %2079
  %2081 = icmp ult ptr %1628, %2078
  %2082 = and i1 %2080, %2081
  %2083 = icmp ult ptr %1630, %1143
  %2084 = icmp ult ptr %185, %2078
  %2085 = and i1 %2083, %2084
  %2086 = or i1 %2082, %2085
  %2087 = icmp ult ptr %1630, %1147
  %2088 = icmp ult ptr %184, %2078
  %2089 = and i1 %2087, %2088
  %2090 = or i1 %2086, %2089
  br i1 %2090, label %2160, label %2091

2091:                                             ; preds = %2077
  br i1 %1293, label %2142, label %2092

2092:                                             ; preds = %2091, %2092
  %2093 = phi i64 [ %2138, %2092 ], [ 0, %2091 ]
  %2094 = getelementptr inbounds nuw float, ptr %1628, i64 %2093
  %2095 = getelementptr inbounds nuw i8, ptr %2094, i64 32
  %2096 = getelementptr inbounds nuw i8, ptr %2094, i64 64
  %2097 = getelementptr inbounds nuw i8, ptr %2094, i64 96
  %2098 = load <8 x float>, ptr %2094, align 4
  %2099 = load <8 x float>, ptr %2095, align 4
  %2100 = load <8 x float>, ptr %2096, align 4
  %2101 = load <8 x float>, ptr %2097, align 4
  %2102 = getelementptr inbounds nuw float, ptr %184, i64 %2093
  %2103 = getelementptr inbounds nuw i8, ptr %2102, i64 32
  %2104 = getelementptr inbounds nuw i8, ptr %2102, i64 64
  %2105 = getelementptr inbounds nuw i8, ptr %2102, i64 96
  %2106 = load <8 x float>, ptr %2102, align 32
  %2107 = load <8 x float>, ptr %2103, align 32
  %2108 = load <8 x float>, ptr %2104, align 32
  %2109 = load <8 x float>, ptr %2105, align 32
  %2110 = fadd <8 x float> %2098, %2106
  %2111 = fadd <8 x float> %2099, %2107
  %2112 = fadd <8 x float> %2100, %2108
  %2113 = fadd <8 x float> %2101, %2109
  %2114 = getelementptr inbounds nuw float, ptr %185, i64 %2093
  %2115 = getelementptr inbounds nuw i8, ptr %2114, i64 32
  %2116 = getelementptr inbounds nuw i8, ptr %2114, i64 64
  %2117 = getelementptr inbounds nuw i8, ptr %2114, i64 96
  %2118 = load <8 x float>, ptr %2114, align 32
  %2119 = load <8 x float>, ptr %2115, align 32
  %2120 = load <8 x float>, ptr %2116, align 32
  %2121 = load <8 x float>, ptr %2117, align 32
  %2122 = fadd <8 x float> %2110, %2118
  %2123 = fadd <8 x float> %2111, %2119
  %2124 = fadd <8 x float> %2112, %2120
  %2125 = fadd <8 x float> %2113, %2121
  %2126 = getelementptr inbounds nuw float, ptr %1630, i64 %2093
  %2127 = getelementptr inbounds nuw i8, ptr %2126, i64 32
  %2128 = getelementptr inbounds nuw i8, ptr %2126, i64 64
  %2129 = getelementptr inbounds nuw i8, ptr %2126, i64 96
  %2130 = load <8 x float>, ptr %2126, align 4
  %2131 = load <8 x float>, ptr %2127, align 4
  %2132 = load <8 x float>, ptr %2128, align 4
  %2133 = load <8 x float>, ptr %2129, align 4
  %2134 = fadd <8 x float> %2122, %2130
  %2135 = fadd <8 x float> %2123, %2131
  %2136 = fadd <8 x float> %2124, %2132
  %2137 = fadd <8 x float> %2125, %2133
  store <8 x float> %2134, ptr %2126, align 4
  store <8 x float> %2135, ptr %2127, align 4
  store <8 x float> %2136, ptr %2128, align 4
  store <8 x float> %2137, ptr %2129, align 4
  %2138 = add nuw i64 %2093, 32
  %2139 = icmp eq i64 %2138, %1295
  br i1 %2139, label %2140, label %2092

2140:                                             ; preds = %2092
  br i1 %1296, label %2181, label %2141

2141:                                             ; preds = %2140
  br i1 %1297, label %2160, label %2142

2142:                                             ; preds = %2091, %2141
  %2143 = phi i64 [ %1295, %2141 ], [ 0, %2091 ]
  br label %2144

2144:                                             ; preds = %2144, %2142
  %2145 = phi i64 [ %2143, %2142 ], [ %2157, %2144 ]
  %2146 = getelementptr inbounds nuw float, ptr %1628, i64 %2145
  %2147 = load <4 x float>, ptr %2146, align 4
  %2148 = getelementptr inbounds nuw float, ptr %184, i64 %2145
  %2149 = load <4 x float>, ptr %2148, align 16
  %2150 = fadd <4 x float> %2147, %2149
  %2151 = getelementptr inbounds nuw float, ptr %185, i64 %2145
  %2152 = load <4 x float>, ptr %2151, align 16
  %2153 = fadd <4 x float> %2150, %2152
  %2154 = getelementptr inbounds nuw float, ptr %1630, i64 %2145
  %2155 = load <4 x float>, ptr %2154, align 4
  %2156 = fadd <4 x float> %2153, %2155
  store <4 x float> %2156, ptr %2154, align 4
  %2157 = add nuw i64 %2145, 4
  %2158 = icmp eq i64 %2157, %1298
  br i1 %2158, label %2159, label %2144

2159:                                             ; preds = %2144
  br i1 %1299, label %2181, label %2160

2160:                                             ; preds = %2077, %2076, %2141, %2159
  %2161 = phi i64 [ 0, %2076 ], [ 0, %2077 ], [ %1295, %2141 ], [ %1298, %2159 ]
  %2162 = or disjoint i64 %2161, 1
  br i1 %1301, label %2176, label %2163

2163:                                             ; preds = %2160
  %2164 = getelementptr inbounds nuw float, ptr %1628, i64 %2161
  %2165 = load float, ptr %2164, align 4
  %2166 = getelementptr inbounds nuw float, ptr %184, i64 %2161
  %2167 = load float, ptr %2166, align 16
  %2168 = fadd float %2165, %2167
  %2169 = getelementptr inbounds nuw float, ptr %185, i64 %2161
  %2170 = load float, ptr %2169, align 16
  %2171 = fadd float %2168, %2170
  %2172 = getelementptr inbounds nuw float, ptr %1630, i64 %2161
  %2173 = load float, ptr %2172, align 4
  %2174 = fadd float %2171, %2173
  store float %2174, ptr %2172, align 4
  %2175 = or disjoint i64 %2161, 1
  br label %2176

2176:                                             ; preds = %2163, %2160
  %2177 = phi i64 [ %2161, %2160 ], [ %2175, %2163 ]
  %2178 = icmp eq i64 %32, %2162
  br i1 %2178, label %2181, label %2290

2179:                                             ; preds = %2075
  %2180 = getelementptr inbounds float, ptr %1630, i64 %1019
  br label %2697

2181:                                             ; preds = %2176, %2290, %2159, %2140
  %2182 = getelementptr float, ptr %1628, i64 %32
  br i1 %1302, label %2270, label %2183

2183:                                             ; preds = %2181
  %2184 = getelementptr i8, ptr %1630, i64 %1120
  %2185 = getelementptr i8, ptr %1630, i64 %1120
  %2186 = getelementptr i8, ptr %2185, i64 %1121
  %2187 = getelementptr i8, ptr %1628, i64 %1022
  %2188 = icmp ult ptr %2184, %2187
  %2189 = icmp ult ptr %2182, %2186
  %2190 = and i1 %2188, %2189
  %2191 = icmp ult ptr %2184, %1129
  %2192 = icmp ult ptr %1127, %2186
  %2193 = and i1 %2191, %2192
  %2194 = or i1 %2190, %2193
  %2195 = icmp ult ptr %2184, %1136
  %2196 = icmp ult ptr %1134, %2186
  %2197 = and i1 %2195, %2196
  %2198 = or i1 %2194, %2197
  br i1 %2198, label %2270, label %2199

2199:                                             ; preds = %2183
  br i1 %1303, label %2251, label %2200

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
  %2210 = add nuw nsw i64 %2201, %106
  %2211 = getelementptr inbounds nuw float, ptr %184, i64 %2210
  %2212 = getelementptr inbounds nuw i8, ptr %2211, i64 32
  %2213 = getelementptr inbounds nuw i8, ptr %2211, i64 64
  %2214 = getelementptr inbounds nuw i8, ptr %2211, i64 96
  %2215 = load <8 x float>, ptr %2211, align 32
  %2216 = load <8 x float>, ptr %2212, align 32
  %2217 = load <8 x float>, ptr %2213, align 32
  %2218 = load <8 x float>, ptr %2214, align 32
  %2219 = fadd <8 x float> %2206, %2215
  %2220 = fadd <8 x float> %2207, %2216
  %2221 = fadd <8 x float> %2208, %2217
  %2222 = fadd <8 x float> %2209, %2218
  %2223 = getelementptr inbounds nuw float, ptr %185, i64 %2210
  %2224 = getelementptr inbounds nuw i8, ptr %2223, i64 32
  %2225 = getelementptr inbounds nuw i8, ptr %2223, i64 64
  %2226 = getelementptr inbounds nuw i8, ptr %2223, i64 96
  %2227 = load <8 x float>, ptr %2223, align 32
  %2228 = load <8 x float>, ptr %2224, align 32
  %2229 = load <8 x float>, ptr %2225, align 32
  %2230 = load <8 x float>, ptr %2226, align 32
  %2231 = fadd <8 x float> %2219, %2227
  %2232 = fadd <8 x float> %2220, %2228
  %2233 = fadd <8 x float> %2221, %2229
  %2234 = fadd <8 x float> %2222, %2230
  %2235 = getelementptr inbounds nuw float, ptr %1630, i64 %2210
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
  %2248 = icmp eq i64 %2247, %1305
  br i1 %2248, label %2249, label %2200

2249:                                             ; preds = %2200
  br i1 %1306, label %2317, label %2250

2250:                                             ; preds = %2249
  br i1 %1307, label %2270, label %2251

2251:                                             ; preds = %2199, %2250
  %2252 = phi i64 [ %1305, %2250 ], [ 0, %2199 ]
  br label %2253

2253:                                             ; preds = %2253, %2251
  %2254 = phi i64 [ %2252, %2251 ], [ %2267, %2253 ]
  %2255 = getelementptr float, ptr %2182, i64 %2254
  %2256 = load <4 x float>, ptr %2255, align 4
  %2257 = add nuw nsw i64 %2254, %106
  %2258 = getelementptr inbounds nuw float, ptr %184, i64 %2257
  %2259 = load <4 x float>, ptr %2258, align 16
  %2260 = fadd <4 x float> %2256, %2259
  %2261 = getelementptr inbounds nuw float, ptr %185, i64 %2257
  %2262 = load <4 x float>, ptr %2261, align 16
  %2263 = fadd <4 x float> %2260, %2262
  %2264 = getelementptr inbounds nuw float, ptr %1630, i64 %2257
  %2265 = load <4 x float>, ptr %2264, align 4
  %2266 = fadd <4 x float> %2263, %2265
  store <4 x float> %2266, ptr %2264, align 4
  %2267 = add nuw i64 %2254, 4
  %2268 = icmp eq i64 %2267, %1308
  br i1 %2268, label %2269, label %2253

2269:                                             ; preds = %2253
  br i1 %1309, label %2317, label %2270

2270:                                             ; preds = %2183, %2181, %2250, %2269
  %2271 = phi i64 [ 0, %2181 ], [ 0, %2183 ], [ %1305, %2250 ], [ %1308, %2269 ]
  %2272 = or disjoint i64 %2271, 1
  br i1 %1311, label %2287, label %2273

2273:                                             ; preds = %2270
  %2274 = getelementptr float, ptr %2182, i64 %2271
  %2275 = load float, ptr %2274, align 4
  %2276 = add nuw nsw i64 %2271, %106
  %2277 = getelementptr inbounds nuw float, ptr %184, i64 %2276
  %2278 = load float, ptr %2277, align 16
  %2279 = fadd float %2275, %2278
  %2280 = getelementptr inbounds nuw float, ptr %185, i64 %2276
  %2281 = load float, ptr %2280, align 16
  %2282 = fadd float %2279, %2281
  %2283 = getelementptr inbounds nuw float, ptr %1630, i64 %2276
  %2284 = load float, ptr %2283, align 4
  %2285 = fadd float %2282, %2284
  store float %2285, ptr %2283, align 4
  %2286 = or disjoint i64 %2271, 1
  br label %2287

2287:                                             ; preds = %2273, %2270
  %2288 = phi i64 [ %2271, %2270 ], [ %2286, %2273 ]
  %2289 = icmp eq i64 %32, %2272
  br i1 %2289, label %2317, label %2426

2290:                                             ; preds = %2176, %2290
  %2291 = phi i64 [ %2315, %2290 ], [ %2177, %2176 ]
  %2292 = getelementptr inbounds nuw float, ptr %1628, i64 %2291
  %2293 = load float, ptr %2292, align 4
  %2294 = getelementptr inbounds nuw float, ptr %184, i64 %2291
  %2295 = load float, ptr %2294, align 4
  %2296 = fadd float %2293, %2295
  %2297 = getelementptr inbounds nuw float, ptr %185, i64 %2291
  %2298 = load float, ptr %2297, align 4
  %2299 = fadd float %2296, %2298
  %2300 = getelementptr inbounds nuw float, ptr %1630, i64 %2291
  %2301 = load float, ptr %2300, align 4
  %2302 = fadd float %2299, %2301
  store float %2302, ptr %2300, align 4
  %2303 = add nuw nsw i64 %2291, 1
  %2304 = getelementptr inbounds nuw float, ptr %1628, i64 %2303
  %2305 = load float, ptr %2304, align 4
  %2306 = getelementptr inbounds nuw float, ptr %184, i64 %2303
  %2307 = load float, ptr %2306, align 4
  %2308 = fadd float %2305, %2307
  %2309 = getelementptr inbounds nuw float, ptr %185, i64 %2303
  %2310 = load float, ptr %2309, align 4
  %2311 = fadd float %2308, %2310
  %2312 = getelementptr inbounds nuw float, ptr %1630, i64 %2303
  %2313 = load float, ptr %2312, align 4
  %2314 = fadd float %2311, %2313
  store float %2314, ptr %2312, align 4
  %2315 = add nuw nsw i64 %2291, 2
  %2316 = icmp eq i64 %2315, %32
  br i1 %2316, label %2181, label %2290

2317:                                             ; preds = %2287, %2426, %2269, %2249
  %2318 = getelementptr i8, ptr %1628, i64 %1022
  br i1 %1312, label %2406, label %2319

2319:                                             ; preds = %2317
  %2320 = getelementptr i8, ptr %1630, i64 %702
  %2321 = getelementptr i8, ptr %1630, i64 %702
  %2322 = getelementptr i8, ptr %2321, i64 %1104
  %2323 = getelementptr i8, ptr %1628, i64 %1023
  %2324 = icmp ult ptr %2320, %2323
  %2325 = icmp ult ptr %2318, %2322
  %2326 = and i1 %2324, %2325
  %2327 = icmp ult ptr %2320, %1112
  %2328 = icmp ult ptr %1110, %2322
  %2329 = and i1 %2327, %2328
  %2330 = or i1 %2326, %2329
  %2331 = icmp ult ptr %2320, %1119
  %2332 = icmp ult ptr %1117, %2322
  %2333 = and i1 %2331, %2332
  %2334 = or i1 %2330, %2333
  br i1 %2334, label %2406, label %2335

2335:                                             ; preds = %2319
  br i1 %1313, label %2387, label %2336

2336:                                             ; preds = %2335, %2336
  %2337 = phi i64 [ %2383, %2336 ], [ 0, %2335 ]
  %2338 = getelementptr float, ptr %2318, i64 %2337
  %2339 = getelementptr i8, ptr %2338, i64 32
  %2340 = getelementptr i8, ptr %2338, i64 64
  %2341 = getelementptr i8, ptr %2338, i64 96
  %2342 = load <8 x float>, ptr %2338, align 4
  %2343 = load <8 x float>, ptr %2339, align 4
  %2344 = load <8 x float>, ptr %2340, align 4
  %2345 = load <8 x float>, ptr %2341, align 4
  %2346 = add nuw nsw i64 %2337, %1019
  %2347 = getelementptr inbounds nuw float, ptr %184, i64 %2346
  %2348 = getelementptr inbounds nuw i8, ptr %2347, i64 32
  %2349 = getelementptr inbounds nuw i8, ptr %2347, i64 64
  %2350 = getelementptr inbounds nuw i8, ptr %2347, i64 96
  %2351 = load <8 x float>, ptr %2347, align 32
  %2352 = load <8 x float>, ptr %2348, align 32
  %2353 = load <8 x float>, ptr %2349, align 32
  %2354 = load <8 x float>, ptr %2350, align 32
  %2355 = fadd <8 x float> %2342, %2351
  %2356 = fadd <8 x float> %2343, %2352
  %2357 = fadd <8 x float> %2344, %2353
  %2358 = fadd <8 x float> %2345, %2354
  %2359 = getelementptr inbounds nuw float, ptr %185, i64 %2346
  %2360 = getelementptr inbounds nuw i8, ptr %2359, i64 32
  %2361 = getelementptr inbounds nuw i8, ptr %2359, i64 64
  %2362 = getelementptr inbounds nuw i8, ptr %2359, i64 96
  %2363 = load <8 x float>, ptr %2359, align 32
  %2364 = load <8 x float>, ptr %2360, align 32
  %2365 = load <8 x float>, ptr %2361, align 32
  %2366 = load <8 x float>, ptr %2362, align 32
  %2367 = fadd <8 x float> %2355, %2363
  %2368 = fadd <8 x float> %2356, %2364
  %2369 = fadd <8 x float> %2357, %2365
  %2370 = fadd <8 x float> %2358, %2366
  %2371 = getelementptr inbounds nuw float, ptr %1630, i64 %2346
  %2372 = getelementptr inbounds nuw i8, ptr %2371, i64 32
  %2373 = getelementptr inbounds nuw i8, ptr %2371, i64 64
  %2374 = getelementptr inbounds nuw i8, ptr %2371, i64 96
  %2375 = load <8 x float>, ptr %2371, align 4
  %2376 = load <8 x float>, ptr %2372, align 4
  %2377 = load <8 x float>, ptr %2373, align 4
  %2378 = load <8 x float>, ptr %2374, align 4
  %2379 = fadd <8 x float> %2367, %2375
  %2380 = fadd <8 x float> %2368, %2376
  %2381 = fadd <8 x float> %2369, %2377
  %2382 = fadd <8 x float> %2370, %2378
  store <8 x float> %2379, ptr %2371, align 4
  store <8 x float> %2380, ptr %2372, align 4
  store <8 x float> %2381, ptr %2373, align 4
  store <8 x float> %2382, ptr %2374, align 4
  %2383 = add nuw i64 %2337, 32
  %2384 = icmp eq i64 %2383, %1315
  br i1 %2384, label %2385, label %2336

2385:                                             ; preds = %2336
  br i1 %1316, label %2455, label %2386

2386:                                             ; preds = %2385
  br i1 %1317, label %2406, label %2387

2387:                                             ; preds = %2335, %2386
  %2388 = phi i64 [ %1315, %2386 ], [ 0, %2335 ]
  br label %2389

2389:                                             ; preds = %2389, %2387
  %2390 = phi i64 [ %2388, %2387 ], [ %2403, %2389 ]
  %2391 = getelementptr float, ptr %2318, i64 %2390
  %2392 = load <4 x float>, ptr %2391, align 4
  %2393 = add nuw nsw i64 %2390, %1019
  %2394 = getelementptr inbounds nuw float, ptr %184, i64 %2393
  %2395 = load <4 x float>, ptr %2394, align 16
  %2396 = fadd <4 x float> %2392, %2395
  %2397 = getelementptr inbounds nuw float, ptr %185, i64 %2393
  %2398 = load <4 x float>, ptr %2397, align 16
  %2399 = fadd <4 x float> %2396, %2398
  %2400 = getelementptr inbounds nuw float, ptr %1630, i64 %2393
  %2401 = load <4 x float>, ptr %2400, align 4
  %2402 = fadd <4 x float> %2399, %2401
  store <4 x float> %2402, ptr %2400, align 4
  %2403 = add nuw i64 %2390, 4
  %2404 = icmp eq i64 %2403, %1318
  br i1 %2404, label %2405, label %2389

2405:                                             ; preds = %2389
  br i1 %1319, label %2455, label %2406

2406:                                             ; preds = %2319, %2317, %2386, %2405
  %2407 = phi i64 [ 0, %2317 ], [ 0, %2319 ], [ %1315, %2386 ], [ %1318, %2405 ]
  %2408 = or disjoint i64 %2407, 1
  br i1 %1321, label %2423, label %2409

2409:                                             ; preds = %2406
  %2410 = getelementptr float, ptr %2318, i64 %2407
  %2411 = load float, ptr %2410, align 4
  %2412 = add nuw nsw i64 %2407, %1019
  %2413 = getelementptr inbounds nuw float, ptr %184, i64 %2412
  %2414 = load float, ptr %2413, align 16
  %2415 = fadd float %2411, %2414
  %2416 = getelementptr inbounds nuw float, ptr %185, i64 %2412
  %2417 = load float, ptr %2416, align 16
  %2418 = fadd float %2415, %2417
  %2419 = getelementptr inbounds nuw float, ptr %1630, i64 %2412
  %2420 = load float, ptr %2419, align 4
  %2421 = fadd float %2418, %2420
  store float %2421, ptr %2419, align 4
  %2422 = or disjoint i64 %2407, 1
  br label %2423

2423:                                             ; preds = %2409, %2406
  %2424 = phi i64 [ %2407, %2406 ], [ %2422, %2409 ]
  %2425 = icmp eq i64 %32, %2408
  br i1 %2425, label %2455, label %2564

2426:                                             ; preds = %2287, %2426
  %2427 = phi i64 [ %2453, %2426 ], [ %2288, %2287 ]
  %2428 = getelementptr float, ptr %2182, i64 %2427
  %2429 = load float, ptr %2428, align 4
  %2430 = add nuw nsw i64 %2427, %106
  %2431 = getelementptr inbounds nuw float, ptr %184, i64 %2430
  %2432 = load float, ptr %2431, align 4
  %2433 = fadd float %2429, %2432
  %2434 = getelementptr inbounds nuw float, ptr %185, i64 %2430
  %2435 = load float, ptr %2434, align 4
  %2436 = fadd float %2433, %2435
  %2437 = getelementptr inbounds nuw float, ptr %1630, i64 %2430
  %2438 = load float, ptr %2437, align 4
  %2439 = fadd float %2436, %2438
  store float %2439, ptr %2437, align 4
  %2440 = add nuw nsw i64 %2427, 1
  %2441 = getelementptr float, ptr %2182, i64 %2440
  %2442 = load float, ptr %2441, align 4
  %2443 = add nuw nsw i64 %2440, %106
  %2444 = getelementptr inbounds nuw float, ptr %184, i64 %2443
  %2445 = load float, ptr %2444, align 4
  %2446 = fadd float %2442, %2445
  %2447 = getelementptr inbounds nuw float, ptr %185, i64 %2443
  %2448 = load float, ptr %2447, align 4
  %2449 = fadd float %2446, %2448
  %2450 = getelementptr inbounds nuw float, ptr %1630, i64 %2443
  %2451 = load float, ptr %2450, align 4
  %2452 = fadd float %2449, %2451
  store float %2452, ptr %2450, align 4
  %2453 = add nuw nsw i64 %2427, 2
  %2454 = icmp eq i64 %2453, %32
  br i1 %2454, label %2317, label %2426

2455:                                             ; preds = %2423, %2564, %2405, %2385
  %2456 = getelementptr i8, ptr %1628, i64 %1023
  br i1 %1322, label %2544, label %2457

2457:                                             ; preds = %2455
  %2458 = getelementptr i8, ptr %1630, i64 %1083
  %2459 = getelementptr i8, ptr %1630, i64 %1083
  %2460 = getelementptr i8, ptr %2459, i64 %1087
  %2461 = getelementptr i8, ptr %1628, i64 %1088
  %2462 = icmp ult ptr %2458, %2461
  %2463 = icmp ult ptr %2456, %2460
  %2464 = and i1 %2462, %2463
  %2465 = icmp ult ptr %2458, %1096
  %2466 = icmp ult ptr %1094, %2460
  %2467 = and i1 %2465, %2466
  %2468 = or i1 %2464, %2467
  %2469 = icmp ult ptr %2458, %1103
  %2470 = icmp ult ptr %1101, %2460
  %2471 = and i1 %2469, %2470
  %2472 = or i1 %2468, %2471
  br i1 %2472, label %2544, label %2473

2473:                                             ; preds = %2457
  br i1 %1323, label %2525, label %2474

2474:                                             ; preds = %2473, %2474
  %2475 = phi i64 [ %2521, %2474 ], [ 0, %2473 ]
  %2476 = getelementptr float, ptr %2456, i64 %2475
  %2477 = getelementptr i8, ptr %2476, i64 32
  %2478 = getelementptr i8, ptr %2476, i64 64
  %2479 = getelementptr i8, ptr %2476, i64 96
  %2480 = load <8 x float>, ptr %2476, align 4
  %2481 = load <8 x float>, ptr %2477, align 4
  %2482 = load <8 x float>, ptr %2478, align 4
  %2483 = load <8 x float>, ptr %2479, align 4
  %2484 = add nuw nsw i64 %2475, %120
  %2485 = getelementptr inbounds nuw float, ptr %184, i64 %2484
  %2486 = getelementptr inbounds nuw i8, ptr %2485, i64 32
  %2487 = getelementptr inbounds nuw i8, ptr %2485, i64 64
  %2488 = getelementptr inbounds nuw i8, ptr %2485, i64 96
  %2489 = load <8 x float>, ptr %2485, align 32
  %2490 = load <8 x float>, ptr %2486, align 32
  %2491 = load <8 x float>, ptr %2487, align 32
  %2492 = load <8 x float>, ptr %2488, align 32
  %2493 = fadd <8 x float> %2480, %2489
  %2494 = fadd <8 x float> %2481, %2490
  %2495 = fadd <8 x float> %2482, %2491
  %2496 = fadd <8 x float> %2483, %2492
  %2497 = getelementptr inbounds nuw float, ptr %185, i64 %2484
  %2498 = getelementptr inbounds nuw i8, ptr %2497, i64 32
  %2499 = getelementptr inbounds nuw i8, ptr %2497, i64 64
  %2500 = getelementptr inbounds nuw i8, ptr %2497, i64 96
  %2501 = load <8 x float>, ptr %2497, align 32
  %2502 = load <8 x float>, ptr %2498, align 32
  %2503 = load <8 x float>, ptr %2499, align 32
  %2504 = load <8 x float>, ptr %2500, align 32
  %2505 = fadd <8 x float> %2493, %2501
  %2506 = fadd <8 x float> %2494, %2502
  %2507 = fadd <8 x float> %2495, %2503
  %2508 = fadd <8 x float> %2496, %2504
  %2509 = getelementptr inbounds nuw float, ptr %1630, i64 %2484
  %2510 = getelementptr inbounds nuw i8, ptr %2509, i64 32
  %2511 = getelementptr inbounds nuw i8, ptr %2509, i64 64
  %2512 = getelementptr inbounds nuw i8, ptr %2509, i64 96
  %2513 = load <8 x float>, ptr %2509, align 4
  %2514 = load <8 x float>, ptr %2510, align 4
  %2515 = load <8 x float>, ptr %2511, align 4
  %2516 = load <8 x float>, ptr %2512, align 4
  %2517 = fadd <8 x float> %2505, %2513
  %2518 = fadd <8 x float> %2506, %2514
  %2519 = fadd <8 x float> %2507, %2515
  %2520 = fadd <8 x float> %2508, %2516
  store <8 x float> %2517, ptr %2509, align 4
  store <8 x float> %2518, ptr %2510, align 4
  store <8 x float> %2519, ptr %2511, align 4
  store <8 x float> %2520, ptr %2512, align 4
  %2521 = add nuw i64 %2475, 32
  %2522 = icmp eq i64 %2521, %1325
  br i1 %2522, label %2523, label %2474

2523:                                             ; preds = %2474
  br i1 %1326, label %2593, label %2524

2524:                                             ; preds = %2523
  br i1 %1327, label %2544, label %2525

2525:                                             ; preds = %2473, %2524
  %2526 = phi i64 [ %1325, %2524 ], [ 0, %2473 ]
  br label %2527

2527:                                             ; preds = %2527, %2525
  %2528 = phi i64 [ %2526, %2525 ], [ %2541, %2527 ]
  %2529 = getelementptr float, ptr %2456, i64 %2528
  %2530 = load <4 x float>, ptr %2529, align 4
  %2531 = add nuw nsw i64 %2528, %120
  %2532 = getelementptr inbounds nuw float, ptr %184, i64 %2531
  %2533 = load <4 x float>, ptr %2532, align 16
  %2534 = fadd <4 x float> %2530, %2533
  %2535 = getelementptr inbounds nuw float, ptr %185, i64 %2531
  %2536 = load <4 x float>, ptr %2535, align 16
  %2537 = fadd <4 x float> %2534, %2536
  %2538 = getelementptr inbounds nuw float, ptr %1630, i64 %2531
  %2539 = load <4 x float>, ptr %2538, align 4
  %2540 = fadd <4 x float> %2537, %2539
  store <4 x float> %2540, ptr %2538, align 4
  %2541 = add nuw i64 %2528, 4
  %2542 = icmp eq i64 %2541, %1328
  br i1 %2542, label %2543, label %2527

2543:                                             ; preds = %2527
  br i1 %1329, label %2593, label %2544

2544:                                             ; preds = %2457, %2455, %2524, %2543
  %2545 = phi i64 [ 0, %2455 ], [ 0, %2457 ], [ %1325, %2524 ], [ %1328, %2543 ]
  %2546 = or disjoint i64 %2545, 1
  br i1 %1331, label %2561, label %2547

2547:                                             ; preds = %2544
  %2548 = getelementptr float, ptr %2456, i64 %2545
  %2549 = load float, ptr %2548, align 4
  %2550 = add nuw nsw i64 %2545, %120
  %2551 = getelementptr inbounds nuw float, ptr %184, i64 %2550
  %2552 = load float, ptr %2551, align 16
  %2553 = fadd float %2549, %2552
  %2554 = getelementptr inbounds nuw float, ptr %185, i64 %2550
  %2555 = load float, ptr %2554, align 16
  %2556 = fadd float %2553, %2555
  %2557 = getelementptr inbounds nuw float, ptr %1630, i64 %2550
  %2558 = load float, ptr %2557, align 4
  %2559 = fadd float %2556, %2558
  store float %2559, ptr %2557, align 4
  %2560 = or disjoint i64 %2545, 1
  br label %2561

2561:                                             ; preds = %2547, %2544
  %2562 = phi i64 [ %2545, %2544 ], [ %2560, %2547 ]
  %2563 = icmp eq i64 %32, %2546
  br i1 %2563, label %2593, label %2649

2564:                                             ; preds = %2423, %2564
  %2565 = phi i64 [ %2591, %2564 ], [ %2424, %2423 ]
  %2566 = getelementptr float, ptr %2318, i64 %2565
  %2567 = load float, ptr %2566, align 4
  %2568 = add nuw nsw i64 %2565, %1019
  %2569 = getelementptr inbounds nuw float, ptr %184, i64 %2568
  %2570 = load float, ptr %2569, align 4
  %2571 = fadd float %2567, %2570
  %2572 = getelementptr inbounds nuw float, ptr %185, i64 %2568
  %2573 = load float, ptr %2572, align 4
  %2574 = fadd float %2571, %2573
  %2575 = getelementptr inbounds nuw float, ptr %1630, i64 %2568
  %2576 = load float, ptr %2575, align 4
  %2577 = fadd float %2574, %2576
  store float %2577, ptr %2575, align 4
  %2578 = add nuw nsw i64 %2565, 1
  %2579 = getelementptr float, ptr %2318, i64 %2578
  %2580 = load float, ptr %2579, align 4
  %2581 = add nuw nsw i64 %2578, %1019
  %2582 = getelementptr inbounds nuw float, ptr %184, i64 %2581
  %2583 = load float, ptr %2582, align 4
  %2584 = fadd float %2580, %2583
  %2585 = getelementptr inbounds nuw float, ptr %185, i64 %2581
  %2586 = load float, ptr %2585, align 4
  %2587 = fadd float %2584, %2586
  %2588 = getelementptr inbounds nuw float, ptr %1630, i64 %2581
  %2589 = load float, ptr %2588, align 4
  %2590 = fadd float %2587, %2589
  store float %2590, ptr %2588, align 4
  %2591 = add nuw nsw i64 %2565, 2
  %2592 = icmp eq i64 %2591, %32
  br i1 %2592, label %2455, label %2564

2593:                                             ; preds = %2561, %2649, %2543, %2523
  %2594 = getelementptr float, ptr %1630, i64 %1019
  br i1 %1048, label %2697, label %2595

2595:                                             ; preds = %2593
  br i1 %1332, label %2647, label %2596

2596:                                             ; preds = %2595
  %2597 = getelementptr i8, ptr %1630, i64 %1080
  %2598 = getelementptr i8, ptr %1630, i64 %1084
  %2599 = getelementptr i8, ptr %1635, i64 %1080
  %2600 = icmp ult ptr %1630, %2598
  %2601 = icmp ult ptr %2594, %2597
  %2602 = and i1 %2600, %2601
  %2603 = icmp ult ptr %1630, %1085
  %2604 = icmp ult ptr %971, %2597
  %2605 = and i1 %2603, %2604
  %2606 = or i1 %2602, %2605
  %2607 = icmp ult ptr %1630, %2599
  %2608 = icmp ult ptr %1635, %2597
  %2609 = and i1 %2607, %2608
  %2610 = or i1 %2606, %2609
  %2611 = icmp ult ptr %1630, %1086
  %2612 = icmp ult ptr %1026, %2597
  %2613 = and i1 %2611, %2612
  %2614 = or i1 %2610, %2613
  %2615 = icmp ult ptr %2594, %1085
  %2616 = icmp ult ptr %971, %2598
  %2617 = and i1 %2615, %2616
  %2618 = or i1 %2614, %2617
  %2619 = icmp ult ptr %2594, %2599
  %2620 = icmp ult ptr %1635, %2598
  %2621 = and i1 %2619, %2620
  %2622 = or i1 %2618, %2621
  %2623 = icmp ult ptr %2594, %1086
  %2624 = icmp ult ptr %1026, %2598
  %2625 = and i1 %2623, %2624
  %2626 = or i1 %2622, %2625
  br i1 %2626, label %2647, label %2627

2627:                                             ; preds = %2596, %2627
  %2628 = phi i64 [ %2644, %2627 ], [ 0, %2596 ]
  %2629 = getelementptr inbounds nuw float, ptr %1630, i64 %2628
  %2630 = load <8 x float>, ptr %2629, align 4
  %2631 = getelementptr inbounds nuw float, ptr %1334, i64 %2628
  %2632 = load <8 x float>, ptr %2631, align 4
  %2633 = getelementptr inbounds nuw float, ptr %1635, i64 %2628
  %2634 = load <8 x float>, ptr %2633, align 4
  %2635 = fmul <8 x float> %2632, %2634
  %2636 = fadd <8 x float> %2630, %2635
  store <8 x float> %2636, ptr %2629, align 4
  %2637 = getelementptr inbounds nuw float, ptr %2594, i64 %2628
  %2638 = load <8 x float>, ptr %2637, align 4
  %2639 = getelementptr float, ptr %1026, i64 %2628
  %2640 = load <8 x float>, ptr %2639, align 4
  %2641 = load <8 x float>, ptr %2633, align 4
  %2642 = fmul <8 x float> %2640, %2641
  %2643 = fadd <8 x float> %2638, %2642
  store <8 x float> %2643, ptr %2637, align 4
  %2644 = add nuw i64 %2628, 8
  %2645 = icmp eq i64 %2644, %1333
  br i1 %2645, label %2646, label %2627

2646:                                             ; preds = %2627
  br i1 %1335, label %2697, label %2647

2647:                                             ; preds = %2596, %2595, %2646
  %2648 = phi i64 [ 0, %2596 ], [ 0, %2595 ], [ %1333, %2646 ]
  br label %2678

2649:                                             ; preds = %2561, %2649
  %2650 = phi i64 [ %2676, %2649 ], [ %2562, %2561 ]
  %2651 = getelementptr float, ptr %2456, i64 %2650
  %2652 = load float, ptr %2651, align 4
  %2653 = add nuw nsw i64 %2650, %120
  %2654 = getelementptr inbounds nuw float, ptr %184, i64 %2653
  %2655 = load float, ptr %2654, align 4
  %2656 = fadd float %2652, %2655
  %2657 = getelementptr inbounds nuw float, ptr %185, i64 %2653
  %2658 = load float, ptr %2657, align 4
  %2659 = fadd float %2656, %2658
  %2660 = getelementptr inbounds nuw float, ptr %1630, i64 %2653
  %2661 = load float, ptr %2660, align 4
  %2662 = fadd float %2659, %2661
  store float %2662, ptr %2660, align 4
  %2663 = add nuw nsw i64 %2650, 1
  %2664 = getelementptr float, ptr %2456, i64 %2663
  %2665 = load float, ptr %2664, align 4
  %2666 = add nuw nsw i64 %2663, %120
  %2667 = getelementptr inbounds nuw float, ptr %184, i64 %2666
  %2668 = load float, ptr %2667, align 4
  %2669 = fadd float %2665, %2668
  %2670 = getelementptr inbounds nuw float, ptr %185, i64 %2666
  %2671 = load float, ptr %2670, align 4
  %2672 = fadd float %2669, %2671
  %2673 = getelementptr inbounds nuw float, ptr %1630, i64 %2666
  %2674 = load float, ptr %2673, align 4
  %2675 = fadd float %2672, %2674
  store float %2675, ptr %2673, align 4
  %2676 = add nuw nsw i64 %2650, 2
  %2677 = icmp eq i64 %2676, %32
  br i1 %2677, label %2593, label %2649

2678:                                             ; preds = %2647, %2678
  %2679 = phi i64 [ %2695, %2678 ], [ %2648, %2647 ]
  %2680 = getelementptr inbounds nuw float, ptr %1630, i64 %2679
  %2681 = load float, ptr %2680, align 4
  %2682 = getelementptr inbounds nuw float, ptr %1336, i64 %2679
  %2683 = load float, ptr %2682, align 4
  %2684 = getelementptr inbounds nuw float, ptr %1635, i64 %2679
  %2685 = load float, ptr %2684, align 4
  %2686 = fmul float %2683, %2685
  %2687 = fadd float %2681, %2686
  store float %2687, ptr %2680, align 4
  %2688 = getelementptr inbounds nuw float, ptr %2594, i64 %2679
  %2689 = load float, ptr %2688, align 4
  %2690 = getelementptr float, ptr %1026, i64 %2679
  %2691 = load float, ptr %2690, align 4
  %2692 = load float, ptr %2684, align 4
  %2693 = fmul float %2691, %2692
  %2694 = fadd float %2689, %2693
  store float %2694, ptr %2688, align 4
  %2695 = add nuw nsw i64 %2679, 1
  %2696 = icmp eq i64 %2695, %194
  br i1 %2696, label %2697, label %2678

2697:                                             ; preds = %2678, %2646, %2179, %2593
  %2698 = phi i1 [ %1047, %2179 ], [ true, %2593 ], [ false, %2646 ], [ false, %2678 ]
  %2699 = phi ptr [ %2180, %2179 ], [ %2594, %2593 ], [ %2594, %2646 ], [ %2594, %2678 ]
  %2700 = getelementptr float, ptr %1630, i64 %106
  %2701 = getelementptr float, ptr %1630, i64 %120
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %1630, i64 noundef %106)
  br i1 %99, label %2702, label %2703

2702:                                             ; preds = %2697
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %2699, i64 noundef %106)
  br label %2703

2703:                                             ; preds = %2702, %2697
  call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef %2701, i64 noundef %106)
  br i1 %138, label %2704, label %2817

2704:                                             ; preds = %2703
  %2705 = getelementptr i8, ptr %1635, i64 %1080
  %2706 = getelementptr i8, ptr %1630, i64 %1083
  %2707 = getelementptr i8, ptr %2706, i64 %1080
  %2708 = getelementptr i8, ptr %1630, i64 %1080
  %2709 = getelementptr i8, ptr %1630, i64 %702
  %2710 = getelementptr i8, ptr %1630, i64 %1084
  %2711 = icmp ult ptr %1635, %2707
  %2712 = icmp ult ptr %2701, %2705
  %2713 = and i1 %2711, %2712
  %2714 = icmp ult ptr %1635, %2708
  %2715 = icmp ult ptr %1630, %2705
  %2716 = and i1 %2714, %2715
  %2717 = or i1 %2713, %2716
  %2718 = icmp ult ptr %1635, %2710
  %2719 = icmp ult ptr %2709, %2705
  %2720 = and i1 %2718, %2719
  %2721 = or i1 %2717, %2720
  br i1 %2721, label %2814, label %2722

2722:                                             ; preds = %2704
  br i1 %1337, label %2791, label %2723

2723:                                             ; preds = %2722
  %2724 = getelementptr float, ptr %1630, i64 %1019
  br label %2725

2725:                                             ; preds = %2725, %2723
  %2726 = phi i64 [ 0, %2723 ], [ %2787, %2725 ]
  %2727 = getelementptr float, ptr %1630, i64 %2726
  %2728 = getelementptr i8, ptr %2727, i64 32
  %2729 = getelementptr i8, ptr %2727, i64 64
  %2730 = getelementptr i8, ptr %2727, i64 96
  %2731 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2727, <8 x i1> %1342, <8 x float> poison)
  %2732 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2728, <8 x i1> %1342, <8 x float> poison)
  %2733 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2729, <8 x i1> %1342, <8 x float> poison)
  %2734 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2730, <8 x i1> %1342, <8 x float> poison)
  %2735 = fsub <8 x float> splat (float 1.000000e+00), %2731
  %2736 = fsub <8 x float> splat (float 1.000000e+00), %2732
  %2737 = fsub <8 x float> splat (float 1.000000e+00), %2733
  %2738 = fsub <8 x float> splat (float 1.000000e+00), %2734
  %2739 = getelementptr float, ptr %2724, i64 %2726
  %2740 = getelementptr i8, ptr %2739, i64 32
  %2741 = getelementptr i8, ptr %2739, i64 64
  %2742 = getelementptr i8, ptr %2739, i64 96
  %2743 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2739, <8 x i1> %1341, <8 x float> poison)
  %2744 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2740, <8 x i1> %1341, <8 x float> poison)
  %2745 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2741, <8 x i1> %1341, <8 x float> poison)
  %2746 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2742, <8 x i1> %1341, <8 x float> poison)
  %2747 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2727, <8 x i1> %1341, <8 x float> poison)
  %2748 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2728, <8 x i1> %1341, <8 x float> poison)
  %2749 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2729, <8 x i1> %1341, <8 x float> poison)
  %2750 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2730, <8 x i1> %1341, <8 x float> poison)
  %2751 = select i1 %99, <8 x float> %2747, <8 x float> %2731
  %2752 = select i1 %99, <8 x float> %2748, <8 x float> %2732
  %2753 = select i1 %99, <8 x float> %2749, <8 x float> %2733
  %2754 = select i1 %99, <8 x float> %2750, <8 x float> %2734
  %2755 = select i1 %99, <8 x float> %2743, <8 x float> %2735
  %2756 = select i1 %99, <8 x float> %2744, <8 x float> %2736
  %2757 = select i1 %99, <8 x float> %2745, <8 x float> %2737
  %2758 = select i1 %99, <8 x float> %2746, <8 x float> %2738
  %2759 = getelementptr inbounds nuw float, ptr %1635, i64 %2726
  %2760 = getelementptr inbounds nuw i8, ptr %2759, i64 32
  %2761 = getelementptr inbounds nuw i8, ptr %2759, i64 64
  %2762 = getelementptr inbounds nuw i8, ptr %2759, i64 96
  %2763 = load <8 x float>, ptr %2759, align 4
  %2764 = load <8 x float>, ptr %2760, align 4
  %2765 = load <8 x float>, ptr %2761, align 4
  %2766 = load <8 x float>, ptr %2762, align 4
  %2767 = fmul <8 x float> %2755, %2763
  %2768 = fmul <8 x float> %2756, %2764
  %2769 = fmul <8 x float> %2757, %2765
  %2770 = fmul <8 x float> %2758, %2766
  %2771 = getelementptr inbounds nuw float, ptr %2701, i64 %2726
  %2772 = getelementptr inbounds nuw i8, ptr %2771, i64 32
  %2773 = getelementptr inbounds nuw i8, ptr %2771, i64 64
  %2774 = getelementptr inbounds nuw i8, ptr %2771, i64 96
  %2775 = load <8 x float>, ptr %2771, align 4
  %2776 = load <8 x float>, ptr %2772, align 4
  %2777 = load <8 x float>, ptr %2773, align 4
  %2778 = load <8 x float>, ptr %2774, align 4
  %2779 = fmul <8 x float> %2751, %2775
  %2780 = fmul <8 x float> %2752, %2776
  %2781 = fmul <8 x float> %2753, %2777
  %2782 = fmul <8 x float> %2754, %2778
  %2783 = fadd <8 x float> %2767, %2779
  %2784 = fadd <8 x float> %2768, %2780
  %2785 = fadd <8 x float> %2769, %2781
  %2786 = fadd <8 x float> %2770, %2782
  store <8 x float> %2783, ptr %2759, align 4
  store <8 x float> %2784, ptr %2760, align 4
  store <8 x float> %2785, ptr %2761, align 4
  store <8 x float> %2786, ptr %2762, align 4
  %2787 = add nuw i64 %2726, 32
  %2788 = icmp eq i64 %2787, %1339
  br i1 %2788, label %2789, label %2725

2789:                                             ; preds = %2725
  br i1 %1343, label %2817, label %2790

2790:                                             ; preds = %2789
  br i1 %1344, label %2814, label %2791

2791:                                             ; preds = %2722, %2790
  %2792 = phi i64 [ %1339, %2790 ], [ 0, %2722 ]
  %2793 = getelementptr float, ptr %1630, i64 %1019
  br label %2794

2794:                                             ; preds = %2794, %2791
  %2795 = phi i64 [ %2792, %2791 ], [ %2811, %2794 ]
  %2796 = getelementptr float, ptr %1630, i64 %2795
  %2797 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2796, <8 x i1> %1348, <8 x float> poison)
  %2798 = fsub <8 x float> splat (float 1.000000e+00), %2797
  %2799 = getelementptr float, ptr %2793, i64 %2795
  %2800 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2799, <8 x i1> %1347, <8 x float> poison)
  %2801 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2796, <8 x i1> %1347, <8 x float> poison)
  %2802 = select i1 %99, <8 x float> %2801, <8 x float> %2797
  %2803 = select i1 %99, <8 x float> %2800, <8 x float> %2798
  %2804 = getelementptr inbounds nuw float, ptr %1635, i64 %2795
  %2805 = load <8 x float>, ptr %2804, align 4
  %2806 = fmul <8 x float> %2803, %2805
  %2807 = getelementptr inbounds nuw float, ptr %2701, i64 %2795
  %2808 = load <8 x float>, ptr %2807, align 4
  %2809 = fmul <8 x float> %2802, %2808
  %2810 = fadd <8 x float> %2806, %2809
  store <8 x float> %2810, ptr %2804, align 4
  %2811 = add nuw i64 %2795, 8
  %2812 = icmp eq i64 %2811, %1345
  br i1 %2812, label %2813, label %2794

2813:                                             ; preds = %2794
  br i1 %1349, label %2817, label %2814

2814:                                             ; preds = %2704, %2790, %2813
  %2815 = phi i64 [ 0, %2704 ], [ %1339, %2790 ], [ %1345, %2813 ]
  %2816 = getelementptr inbounds float, ptr %1630, i64 %1019
  br label %2883

2817:                                             ; preds = %2894, %2789, %2813, %2703
  br i1 %2698, label %2927, label %2818

2818:                                             ; preds = %2817
  br i1 %1350, label %2867, label %2819

2819:                                             ; preds = %2818
  %2820 = getelementptr i8, ptr %1630, i64 %1081
  %2821 = getelementptr i8, ptr %1635, i64 %1080
  %2822 = icmp ult ptr %2700, %1082
  %2823 = icmp ult ptr %1027, %2820
  %2824 = and i1 %2822, %2823
  %2825 = icmp ult ptr %2700, %2821
  %2826 = icmp ult ptr %1635, %2820
  %2827 = and i1 %2825, %2826
  %2828 = or i1 %2824, %2827
  br i1 %2828, label %2867, label %2829

2829:                                             ; preds = %2819
  br i1 %1351, label %2852, label %2830

2830:                                             ; preds = %2829, %2830
  %2831 = phi i64 [ %2848, %2830 ], [ 0, %2829 ]
  %2832 = getelementptr inbounds nuw float, ptr %2700, i64 %2831
  %2833 = getelementptr inbounds nuw i8, ptr %2832, i64 32
  %2834 = load <8 x float>, ptr %2832, align 4
  %2835 = load <8 x float>, ptr %2833, align 4
  %2836 = getelementptr float, ptr %1027, i64 %2831
  %2837 = getelementptr i8, ptr %2836, i64 32
  %2838 = load <8 x float>, ptr %2836, align 4
  %2839 = load <8 x float>, ptr %2837, align 4
  %2840 = getelementptr inbounds nuw float, ptr %1635, i64 %2831
  %2841 = getelementptr inbounds nuw i8, ptr %2840, i64 32
  %2842 = load <8 x float>, ptr %2840, align 4
  %2843 = load <8 x float>, ptr %2841, align 4
  %2844 = fmul <8 x float> %2838, %2842
  %2845 = fmul <8 x float> %2839, %2843
  %2846 = fadd <8 x float> %2834, %2844
  %2847 = fadd <8 x float> %2835, %2845
  store <8 x float> %2846, ptr %2832, align 4
  store <8 x float> %2847, ptr %2833, align 4
  %2848 = add nuw i64 %2831, 16
  %2849 = icmp eq i64 %2848, %1353
  br i1 %2849, label %2850, label %2830

2850:                                             ; preds = %2830
  br i1 %1354, label %2927, label %2851

2851:                                             ; preds = %2850
  br i1 %1355, label %2867, label %2852

2852:                                             ; preds = %2829, %2851
  %2853 = phi i64 [ %1353, %2851 ], [ 0, %2829 ]
  br label %2854

2854:                                             ; preds = %2854, %2852
  %2855 = phi i64 [ %2853, %2852 ], [ %2864, %2854 ]
  %2856 = getelementptr inbounds nuw float, ptr %2700, i64 %2855
  %2857 = load <4 x float>, ptr %2856, align 4
  %2858 = getelementptr float, ptr %1027, i64 %2855
  %2859 = load <4 x float>, ptr %2858, align 4
  %2860 = getelementptr inbounds nuw float, ptr %1635, i64 %2855
  %2861 = load <4 x float>, ptr %2860, align 4
  %2862 = fmul <4 x float> %2859, %2861
  %2863 = fadd <4 x float> %2857, %2862
  store <4 x float> %2863, ptr %2856, align 4
  %2864 = add nuw i64 %2855, 4
  %2865 = icmp eq i64 %2864, %1356
  br i1 %2865, label %2866, label %2854

2866:                                             ; preds = %2854
  br i1 %1357, label %2927, label %2867

2867:                                             ; preds = %2819, %2818, %2851, %2866
  %2868 = phi i64 [ 0, %2818 ], [ 0, %2819 ], [ %1353, %2851 ], [ %1356, %2866 ]
  %2869 = or disjoint i64 %2868, 1
  br i1 %1359, label %2880, label %2870

2870:                                             ; preds = %2867
  %2871 = getelementptr inbounds nuw float, ptr %2700, i64 %2868
  %2872 = load float, ptr %2871, align 4
  %2873 = getelementptr float, ptr %1027, i64 %2868
  %2874 = load float, ptr %2873, align 4
  %2875 = getelementptr inbounds nuw float, ptr %1635, i64 %2868
  %2876 = load float, ptr %2875, align 4
  %2877 = fmul float %2874, %2876
  %2878 = fadd float %2872, %2877
  store float %2878, ptr %2871, align 4
  %2879 = or disjoint i64 %2868, 1
  br label %2880

2880:                                             ; preds = %2870, %2867
  %2881 = phi i64 [ %2868, %2867 ], [ %2879, %2870 ]
  %2882 = icmp eq i64 %194, %2869
  br i1 %2882, label %2927, label %2906

2883:                                             ; preds = %2814, %2894
  %2884 = phi i64 [ %2904, %2894 ], [ %2815, %2814 ]
  br i1 %99, label %2889, label %2885

2885:                                             ; preds = %2883
  %2886 = getelementptr inbounds nuw float, ptr %1630, i64 %2884
  %2887 = load float, ptr %2886, align 4
  %2888 = fsub float 1.000000e+00, %2887
  br label %2894

2889:                                             ; preds = %2883
  %2890 = getelementptr inbounds nuw float, ptr %2816, i64 %2884
  %2891 = load float, ptr %2890, align 4
  %2892 = getelementptr inbounds nuw float, ptr %1630, i64 %2884
  %2893 = load float, ptr %2892, align 4
  br label %2894

2894:                                             ; preds = %2889, %2885
  %2895 = phi float [ %2887, %2885 ], [ %2893, %2889 ]
  %2896 = phi float [ %2888, %2885 ], [ %2891, %2889 ]
  %2897 = getelementptr inbounds nuw float, ptr %1635, i64 %2884
  %2898 = load float, ptr %2897, align 4
  %2899 = fmul float %2896, %2898
  %2900 = getelementptr inbounds nuw float, ptr %2701, i64 %2884
  %2901 = load float, ptr %2900, align 4
  %2902 = fmul float %2895, %2901
  %2903 = fadd float %2899, %2902
  store float %2903, ptr %2897, align 4
  %2904 = add nuw nsw i64 %2884, 1
  %2905 = icmp eq i64 %2904, %194
  br i1 %2905, label %2817, label %2883

2906:                                             ; preds = %2880, %2906
  %2907 = phi i64 [ %2925, %2906 ], [ %2881, %2880 ]
  %2908 = getelementptr inbounds nuw float, ptr %2700, i64 %2907
  %2909 = load float, ptr %2908, align 4
  %2910 = getelementptr float, ptr %1027, i64 %2907
  %2911 = load float, ptr %2910, align 4
  %2912 = getelementptr inbounds nuw float, ptr %1635, i64 %2907
  %2913 = load float, ptr %2912, align 4
  %2914 = fmul float %2911, %2913
  %2915 = fadd float %2909, %2914
  store float %2915, ptr %2908, align 4
  %2916 = add nuw nsw i64 %2907, 1
  %2917 = getelementptr inbounds nuw float, ptr %2700, i64 %2916
  %2918 = load float, ptr %2917, align 4
  %2919 = getelementptr float, ptr %1027, i64 %2916
  %2920 = load float, ptr %2919, align 4
  %2921 = getelementptr inbounds nuw float, ptr %1635, i64 %2916
  %2922 = load float, ptr %2921, align 4
  %2923 = fmul float %2920, %2922
  %2924 = fadd float %2918, %2923
  store float %2924, ptr %2917, align 4
  %2925 = add nuw nsw i64 %2907, 2
  %2926 = icmp eq i64 %2925, %194
  br i1 %2926, label %2927, label %2906

2927:                                             ; preds = %2880, %2906, %2850, %2866, %2817
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %2700, i64 noundef %106)
  br i1 %138, label %3000, label %2928

2928:                                             ; preds = %2927
  call fastcc void @apply(i64 %94, <2 x float> %98, float noundef 0.000000e+00, ptr noundef %2701, i64 noundef %106)
  br label %3944

2929:                                             ; preds = %3000
  call fastcc void @apply(i64 %94, <2 x float> %98, float noundef 0.000000e+00, ptr noundef nonnull %2701, i64 noundef %106)
  br i1 %1360, label %2982, label %2930

2930:                                             ; preds = %2929
  %2931 = add i64 %1078, %1633
  %2932 = sub i64 %2931, %1631
  %2933 = icmp ult i64 %2932, 128
  %2934 = add i64 %1361, %1631
  %2935 = sub i64 %1633, %2934
  %2936 = icmp ult i64 %2935, 128
  %2937 = or i1 %2933, %2936
  br i1 %2937, label %2982, label %2938

2938:                                             ; preds = %2930
  br i1 %1362, label %2969, label %2939

2939:                                             ; preds = %2938, %2939
  %2940 = phi i64 [ %2965, %2939 ], [ 0, %2938 ]
  %2941 = getelementptr inbounds nuw float, ptr %2700, i64 %2940
  %2942 = getelementptr inbounds nuw i8, ptr %2941, i64 32
  %2943 = getelementptr inbounds nuw i8, ptr %2941, i64 64
  %2944 = getelementptr inbounds nuw i8, ptr %2941, i64 96
  %2945 = load <8 x float>, ptr %2941, align 4
  %2946 = load <8 x float>, ptr %2942, align 4
  %2947 = load <8 x float>, ptr %2943, align 4
  %2948 = load <8 x float>, ptr %2944, align 4
  %2949 = getelementptr inbounds nuw float, ptr %2701, i64 %2940
  %2950 = getelementptr inbounds nuw i8, ptr %2949, i64 32
  %2951 = getelementptr inbounds nuw i8, ptr %2949, i64 64
  %2952 = getelementptr inbounds nuw i8, ptr %2949, i64 96
  %2953 = load <8 x float>, ptr %2949, align 4
  %2954 = load <8 x float>, ptr %2950, align 4
  %2955 = load <8 x float>, ptr %2951, align 4
  %2956 = load <8 x float>, ptr %2952, align 4
  %2957 = fmul <8 x float> %2945, %2953
  %2958 = fmul <8 x float> %2946, %2954
  %2959 = fmul <8 x float> %2947, %2955
  %2960 = fmul <8 x float> %2948, %2956
  %2961 = getelementptr inbounds nuw float, ptr %1632, i64 %2940
  %2962 = getelementptr inbounds nuw i8, ptr %2961, i64 32
  %2963 = getelementptr inbounds nuw i8, ptr %2961, i64 64
  %2964 = getelementptr inbounds nuw i8, ptr %2961, i64 96
  store <8 x float> %2957, ptr %2961, align 4
  store <8 x float> %2958, ptr %2962, align 4
  store <8 x float> %2959, ptr %2963, align 4
  store <8 x float> %2960, ptr %2964, align 4
  %2965 = add nuw i64 %2940, 32
  %2966 = icmp eq i64 %2965, %1364
  br i1 %2966, label %2967, label %2939

2967:                                             ; preds = %2939
  br i1 %1365, label %3944, label %2968

2968:                                             ; preds = %2967
  br i1 %1366, label %2982, label %2969

2969:                                             ; preds = %2938, %2968
  %2970 = phi i64 [ %1364, %2968 ], [ 0, %2938 ]
  br label %2971

2971:                                             ; preds = %2971, %2969
  %2972 = phi i64 [ %2970, %2969 ], [ %2979, %2971 ]
  %2973 = getelementptr inbounds nuw float, ptr %2700, i64 %2972
  %2974 = load <4 x float>, ptr %2973, align 4
  %2975 = getelementptr inbounds nuw float, ptr %2701, i64 %2972
  %2976 = load <4 x float>, ptr %2975, align 4
  %2977 = fmul <4 x float> %2974, %2976
  %2978 = getelementptr inbounds nuw float, ptr %1632, i64 %2972
  store <4 x float> %2977, ptr %2978, align 4
  %2979 = add nuw i64 %2972, 4
  %2980 = icmp eq i64 %2979, %1367
  br i1 %2980, label %2981, label %2971

2981:                                             ; preds = %2971
  br i1 %1368, label %3944, label %2982

2982:                                             ; preds = %2930, %2929, %2968, %2981
  %2983 = phi i64 [ 0, %2929 ], [ 0, %2930 ], [ %1364, %2968 ], [ %1367, %2981 ]
  br i1 %1370, label %2996, label %2984

2984:                                             ; preds = %2982, %2984
  %2985 = phi i64 [ %2993, %2984 ], [ %2983, %2982 ]
  %2986 = phi i64 [ %2994, %2984 ], [ 0, %2982 ]
  %2987 = getelementptr inbounds nuw float, ptr %2700, i64 %2985
  %2988 = load float, ptr %2987, align 4
  %2989 = getelementptr inbounds nuw float, ptr %2701, i64 %2985
  %2990 = load float, ptr %2989, align 4
  %2991 = fmul float %2988, %2990
  %2992 = getelementptr inbounds nuw float, ptr %1632, i64 %2985
  store float %2991, ptr %2992, align 4
  %2993 = add nuw nsw i64 %2985, 1
  %2994 = add i64 %2986, 1
  %2995 = icmp eq i64 %2994, %1369
  br i1 %2995, label %2996, label %2984

2996:                                             ; preds = %2984, %2982
  %2997 = phi i64 [ %2983, %2982 ], [ %2993, %2984 ]
  %2998 = sub nsw i64 %2983, %32
  %2999 = icmp ugt i64 %2998, -4
  br i1 %2999, label %3944, label %3007

3000:                                             ; preds = %2927, %3000
  %3001 = phi i64 [ %3005, %3000 ], [ 0, %2927 ]
  %3002 = getelementptr inbounds nuw float, ptr %2701, i64 %3001
  %3003 = getelementptr inbounds nuw float, ptr %1635, i64 %3001
  %3004 = load <8 x float>, ptr %3003, align 4
  store <8 x float> %3004, ptr %3002, align 4
  %3005 = add nuw nsw i64 %3001, 8
  %3006 = icmp slt i64 %3005, %106
  br i1 %3006, label %3000, label %2929

3007:                                             ; preds = %2996, %3007
  %3008 = phi i64 [ %3036, %3007 ], [ %2997, %2996 ]
  %3009 = getelementptr inbounds nuw float, ptr %2700, i64 %3008
  %3010 = load float, ptr %3009, align 4
  %3011 = getelementptr inbounds nuw float, ptr %2701, i64 %3008
  %3012 = load float, ptr %3011, align 4
  %3013 = fmul float %3010, %3012
  %3014 = getelementptr inbounds nuw float, ptr %1632, i64 %3008
  store float %3013, ptr %3014, align 4
  %3015 = add nuw nsw i64 %3008, 1
  %3016 = getelementptr inbounds nuw float, ptr %2700, i64 %3015
  %3017 = load float, ptr %3016, align 4
  %3018 = getelementptr inbounds nuw float, ptr %2701, i64 %3015
  %3019 = load float, ptr %3018, align 4
  %3020 = fmul float %3017, %3019
  %3021 = getelementptr inbounds nuw float, ptr %1632, i64 %3015
  store float %3020, ptr %3021, align 4
  %3022 = add nuw nsw i64 %3008, 2
  %3023 = getelementptr inbounds nuw float, ptr %2700, i64 %3022
  %3024 = load float, ptr %3023, align 4
  %3025 = getelementptr inbounds nuw float, ptr %2701, i64 %3022
  %3026 = load float, ptr %3025, align 4
  %3027 = fmul float %3024, %3026
  %3028 = getelementptr inbounds nuw float, ptr %1632, i64 %3022
  store float %3027, ptr %3028, align 4
  %3029 = add nuw nsw i64 %3008, 3
  %3030 = getelementptr inbounds nuw float, ptr %2700, i64 %3029
  %3031 = load float, ptr %3030, align 4
  %3032 = getelementptr inbounds nuw float, ptr %2701, i64 %3029
  %3033 = load float, ptr %3032, align 4
  %3034 = fmul float %3031, %3033
  %3035 = getelementptr inbounds nuw float, ptr %1632, i64 %3029
  store float %3034, ptr %3035, align 4
  %3036 = add nuw nsw i64 %3008, 4
  %3037 = icmp eq i64 %3036, %32
  br i1 %3037, label %3944, label %3007

3038:                                             ; preds = %2074
  br i1 %100, label %3143, label %3039

3039:                                             ; preds = %3038
  br i1 %138, label %3040, label %3809

3040:                                             ; preds = %3039
  br i1 %1221, label %3124, label %3041

3041:                                             ; preds = %3040
  %3042 = getelementptr i8, ptr %1630, i64 %1210
  %3043 = getelementptr i8, ptr %1628, i64 %1210
  %3044 = icmp ult ptr %1630, %3043
  %3045 = icmp ult ptr %1628, %3042
  %3046 = and i1 %3044, %3045
  %3047 = icmp ult ptr %1630, %1216
  %3048 = icmp ult ptr %185, %3042
  %3049 = and i1 %3047, %3048
  %3050 = or i1 %3046, %3049
  %3051 = icmp ult ptr %1630, %1220
  %3052 = icmp ult ptr %184, %3042
  %3053 = and i1 %3051, %3052
  %3054 = or i1 %3050, %3053
  br i1 %3054, label %3124, label %3055

3055:                                             ; preds = %3041
  br i1 %1222, label %3106, label %3056

3056:                                             ; preds = %3055, %3056
  %3057 = phi i64 [ %3102, %3056 ], [ 0, %3055 ]
  %3058 = getelementptr inbounds nuw float, ptr %1628, i64 %3057
  %3059 = getelementptr inbounds nuw i8, ptr %3058, i64 32
  %3060 = getelementptr inbounds nuw i8, ptr %3058, i64 64
  %3061 = getelementptr inbounds nuw i8, ptr %3058, i64 96
  %3062 = load <8 x float>, ptr %3058, align 4
  %3063 = load <8 x float>, ptr %3059, align 4
  %3064 = load <8 x float>, ptr %3060, align 4
  %3065 = load <8 x float>, ptr %3061, align 4
  %3066 = getelementptr inbounds nuw float, ptr %184, i64 %3057
  %3067 = getelementptr inbounds nuw i8, ptr %3066, i64 32
  %3068 = getelementptr inbounds nuw i8, ptr %3066, i64 64
  %3069 = getelementptr inbounds nuw i8, ptr %3066, i64 96
  %3070 = load <8 x float>, ptr %3066, align 32
  %3071 = load <8 x float>, ptr %3067, align 32
  %3072 = load <8 x float>, ptr %3068, align 32
  %3073 = load <8 x float>, ptr %3069, align 32
  %3074 = fadd <8 x float> %3062, %3070
  %3075 = fadd <8 x float> %3063, %3071
  %3076 = fadd <8 x float> %3064, %3072
  %3077 = fadd <8 x float> %3065, %3073
  %3078 = getelementptr inbounds nuw float, ptr %185, i64 %3057
  %3079 = getelementptr inbounds nuw i8, ptr %3078, i64 32
  %3080 = getelementptr inbounds nuw i8, ptr %3078, i64 64
  %3081 = getelementptr inbounds nuw i8, ptr %3078, i64 96
  %3082 = load <8 x float>, ptr %3078, align 32
  %3083 = load <8 x float>, ptr %3079, align 32
  %3084 = load <8 x float>, ptr %3080, align 32
  %3085 = load <8 x float>, ptr %3081, align 32
  %3086 = fadd <8 x float> %3074, %3082
  %3087 = fadd <8 x float> %3075, %3083
  %3088 = fadd <8 x float> %3076, %3084
  %3089 = fadd <8 x float> %3077, %3085
  %3090 = getelementptr inbounds nuw float, ptr %1630, i64 %3057
  %3091 = getelementptr inbounds nuw i8, ptr %3090, i64 32
  %3092 = getelementptr inbounds nuw i8, ptr %3090, i64 64
  %3093 = getelementptr inbounds nuw i8, ptr %3090, i64 96
  %3094 = load <8 x float>, ptr %3090, align 4
  %3095 = load <8 x float>, ptr %3091, align 4
  %3096 = load <8 x float>, ptr %3092, align 4
  %3097 = load <8 x float>, ptr %3093, align 4
  %3098 = fadd <8 x float> %3086, %3094
  %3099 = fadd <8 x float> %3087, %3095
  %3100 = fadd <8 x float> %3088, %3096
  %3101 = fadd <8 x float> %3089, %3097
  store <8 x float> %3098, ptr %3090, align 4
  store <8 x float> %3099, ptr %3091, align 4
  store <8 x float> %3100, ptr %3092, align 4
  store <8 x float> %3101, ptr %3093, align 4
  %3102 = add nuw i64 %3057, 32
  %3103 = icmp eq i64 %3102, %1224
  br i1 %3103, label %3104, label %3056

3104:                                             ; preds = %3056
  br i1 %1225, label %3673, label %3105

3105:                                             ; preds = %3104
  br i1 %1226, label %3124, label %3106

3106:                                             ; preds = %3055, %3105
  %3107 = phi i64 [ %1224, %3105 ], [ 0, %3055 ]
  br label %3108

3108:                                             ; preds = %3108, %3106
  %3109 = phi i64 [ %3107, %3106 ], [ %3121, %3108 ]
  %3110 = getelementptr inbounds nuw float, ptr %1628, i64 %3109
  %3111 = load <4 x float>, ptr %3110, align 4
  %3112 = getelementptr inbounds nuw float, ptr %184, i64 %3109
  %3113 = load <4 x float>, ptr %3112, align 16
  %3114 = fadd <4 x float> %3111, %3113
  %3115 = getelementptr inbounds nuw float, ptr %185, i64 %3109
  %3116 = load <4 x float>, ptr %3115, align 16
  %3117 = fadd <4 x float> %3114, %3116
  %3118 = getelementptr inbounds nuw float, ptr %1630, i64 %3109
  %3119 = load <4 x float>, ptr %3118, align 4
  %3120 = fadd <4 x float> %3117, %3119
  store <4 x float> %3120, ptr %3118, align 4
  %3121 = add nuw i64 %3109, 4
  %3122 = icmp eq i64 %3121, %1227
  br i1 %3122, label %3123, label %3108

3123:                                             ; preds = %3108
  br i1 %1228, label %3673, label %3124

3124:                                             ; preds = %3041, %3040, %3105, %3123
  %3125 = phi i64 [ 0, %3040 ], [ 0, %3041 ], [ %1224, %3105 ], [ %1227, %3123 ]
  %3126 = or disjoint i64 %3125, 1
  br i1 %1230, label %3140, label %3127

3127:                                             ; preds = %3124
  %3128 = getelementptr inbounds nuw float, ptr %1628, i64 %3125
  %3129 = load float, ptr %3128, align 4
  %3130 = getelementptr inbounds nuw float, ptr %184, i64 %3125
  %3131 = load float, ptr %3130, align 16
  %3132 = fadd float %3129, %3131
  %3133 = getelementptr inbounds nuw float, ptr %185, i64 %3125
  %3134 = load float, ptr %3133, align 16
  %3135 = fadd float %3132, %3134
  %3136 = getelementptr inbounds nuw float, ptr %1630, i64 %3125
  %3137 = load float, ptr %3136, align 4
  %3138 = fadd float %3135, %3137
  store float %3138, ptr %3136, align 4
  %3139 = or disjoint i64 %3125, 1
  br label %3140

3140:                                             ; preds = %3127, %3124
  %3141 = phi i64 [ %3125, %3124 ], [ %3139, %3127 ]
  %3142 = icmp eq i64 %32, %3126
  br i1 %3142, label %3673, label %3782

3143:                                             ; preds = %3038
  br i1 %138, label %3144, label %3517

3144:                                             ; preds = %3143
  br i1 %1252, label %3228, label %3145

3145:                                             ; preds = %3144
  %3146 = getelementptr i8, ptr %1630, i64 %1182
  %3147 = getelementptr i8, ptr %1628, i64 %1182
  %3148 = icmp ult ptr %1630, %3147
  %3149 = icmp ult ptr %1628, %3146
  %3150 = and i1 %3148, %3149
  %3151 = icmp ult ptr %1630, %1188
  %3152 = icmp ult ptr %185, %3146
  %3153 = and i1 %3151, %3152
  %3154 = or i1 %3150, %3153
  %3155 = icmp ult ptr %1630, %1192
  %3156 = icmp ult ptr %184, %3146
  %3157 = and i1 %3155, %3156
  %3158 = or i1 %3154, %3157
  br i1 %3158, label %3228, label %3159

3159:                                             ; preds = %3145
  br i1 %1253, label %3210, label %3160

3160:                                             ; preds = %3159, %3160
  %3161 = phi i64 [ %3206, %3160 ], [ 0, %3159 ]
  %3162 = getelementptr inbounds nuw float, ptr %1628, i64 %3161
  %3163 = getelementptr inbounds nuw i8, ptr %3162, i64 32
  %3164 = getelementptr inbounds nuw i8, ptr %3162, i64 64
  %3165 = getelementptr inbounds nuw i8, ptr %3162, i64 96
  %3166 = load <8 x float>, ptr %3162, align 4
  %3167 = load <8 x float>, ptr %3163, align 4
  %3168 = load <8 x float>, ptr %3164, align 4
  %3169 = load <8 x float>, ptr %3165, align 4
  %3170 = getelementptr inbounds nuw float, ptr %184, i64 %3161
  %3171 = getelementptr inbounds nuw i8, ptr %3170, i64 32
  %3172 = getelementptr inbounds nuw i8, ptr %3170, i64 64
  %3173 = getelementptr inbounds nuw i8, ptr %3170, i64 96
  %3174 = load <8 x float>, ptr %3170, align 32
  %3175 = load <8 x float>, ptr %3171, align 32
  %3176 = load <8 x float>, ptr %3172, align 32
  %3177 = load <8 x float>, ptr %3173, align 32
  %3178 = fadd <8 x float> %3166, %3174
  %3179 = fadd <8 x float> %3167, %3175
  %3180 = fadd <8 x float> %3168, %3176
  %3181 = fadd <8 x float> %3169, %3177
  %3182 = getelementptr inbounds nuw float, ptr %185, i64 %3161
  %3183 = getelementptr inbounds nuw i8, ptr %3182, i64 32
  %3184 = getelementptr inbounds nuw i8, ptr %3182, i64 64
  %3185 = getelementptr inbounds nuw i8, ptr %3182, i64 96
  %3186 = load <8 x float>, ptr %3182, align 32
  %3187 = load <8 x float>, ptr %3183, align 32
  %3188 = load <8 x float>, ptr %3184, align 32
  %3189 = load <8 x float>, ptr %3185, align 32
  %3190 = fadd <8 x float> %3178, %3186
  %3191 = fadd <8 x float> %3179, %3187
  %3192 = fadd <8 x float> %3180, %3188
  %3193 = fadd <8 x float> %3181, %3189
  %3194 = getelementptr inbounds nuw float, ptr %1630, i64 %3161
  %3195 = getelementptr inbounds nuw i8, ptr %3194, i64 32
  %3196 = getelementptr inbounds nuw i8, ptr %3194, i64 64
  %3197 = getelementptr inbounds nuw i8, ptr %3194, i64 96
  %3198 = load <8 x float>, ptr %3194, align 4
  %3199 = load <8 x float>, ptr %3195, align 4
  %3200 = load <8 x float>, ptr %3196, align 4
  %3201 = load <8 x float>, ptr %3197, align 4
  %3202 = fadd <8 x float> %3190, %3198
  %3203 = fadd <8 x float> %3191, %3199
  %3204 = fadd <8 x float> %3192, %3200
  %3205 = fadd <8 x float> %3193, %3201
  store <8 x float> %3202, ptr %3194, align 4
  store <8 x float> %3203, ptr %3195, align 4
  store <8 x float> %3204, ptr %3196, align 4
  store <8 x float> %3205, ptr %3197, align 4
  %3206 = add nuw i64 %3161, 32
  %3207 = icmp eq i64 %3206, %1255
  br i1 %3207, label %3208, label %3160

3208:                                             ; preds = %3160
  br i1 %1256, label %3247, label %3209

3209:                                             ; preds = %3208
  br i1 %1257, label %3228, label %3210

3210:                                             ; preds = %3159, %3209
  %3211 = phi i64 [ %1255, %3209 ], [ 0, %3159 ]
  br label %3212

3212:                                             ; preds = %3212, %3210
  %3213 = phi i64 [ %3211, %3210 ], [ %3225, %3212 ]
  %3214 = getelementptr inbounds nuw float, ptr %1628, i64 %3213
  %3215 = load <4 x float>, ptr %3214, align 4
  %3216 = getelementptr inbounds nuw float, ptr %184, i64 %3213
  %3217 = load <4 x float>, ptr %3216, align 16
  %3218 = fadd <4 x float> %3215, %3217
  %3219 = getelementptr inbounds nuw float, ptr %185, i64 %3213
  %3220 = load <4 x float>, ptr %3219, align 16
  %3221 = fadd <4 x float> %3218, %3220
  %3222 = getelementptr inbounds nuw float, ptr %1630, i64 %3213
  %3223 = load <4 x float>, ptr %3222, align 4
  %3224 = fadd <4 x float> %3221, %3223
  store <4 x float> %3224, ptr %3222, align 4
  %3225 = add nuw i64 %3213, 4
  %3226 = icmp eq i64 %3225, %1258
  br i1 %3226, label %3227, label %3212

3227:                                             ; preds = %3212
  br i1 %1259, label %3247, label %3228

3228:                                             ; preds = %3145, %3144, %3209, %3227
  %3229 = phi i64 [ 0, %3144 ], [ 0, %3145 ], [ %1255, %3209 ], [ %1258, %3227 ]
  %3230 = or disjoint i64 %3229, 1
  br i1 %1261, label %3244, label %3231

3231:                                             ; preds = %3228
  %3232 = getelementptr inbounds nuw float, ptr %1628, i64 %3229
  %3233 = load float, ptr %3232, align 4
  %3234 = getelementptr inbounds nuw float, ptr %184, i64 %3229
  %3235 = load float, ptr %3234, align 16
  %3236 = fadd float %3233, %3235
  %3237 = getelementptr inbounds nuw float, ptr %185, i64 %3229
  %3238 = load float, ptr %3237, align 16
  %3239 = fadd float %3236, %3238
  %3240 = getelementptr inbounds nuw float, ptr %1630, i64 %3229
  %3241 = load float, ptr %3240, align 4
  %3242 = fadd float %3239, %3241
  store float %3242, ptr %3240, align 4
  %3243 = or disjoint i64 %3229, 1
  br label %3244

3244:                                             ; preds = %3231, %3228
  %3245 = phi i64 [ %3229, %3228 ], [ %3243, %3231 ]
  %3246 = icmp eq i64 %32, %3230
  br i1 %3246, label %3247, label %3356

3247:                                             ; preds = %3244, %3356, %3227, %3208
  %3248 = getelementptr float, ptr %1628, i64 %32
  br i1 %1262, label %3336, label %3249

3249:                                             ; preds = %3247
  %3250 = getelementptr i8, ptr %1630, i64 %1165
  %3251 = getelementptr i8, ptr %1630, i64 %1165
  %3252 = getelementptr i8, ptr %3251, i64 %1166
  %3253 = getelementptr i8, ptr %1628, i64 %1022
  %3254 = icmp ult ptr %3250, %3253
  %3255 = icmp ult ptr %3248, %3252
  %3256 = and i1 %3254, %3255
  %3257 = icmp ult ptr %3250, %1174
  %3258 = icmp ult ptr %1172, %3252
  %3259 = and i1 %3257, %3258
  %3260 = or i1 %3256, %3259
  %3261 = icmp ult ptr %3250, %1181
  %3262 = icmp ult ptr %1179, %3252
  %3263 = and i1 %3261, %3262
  %3264 = or i1 %3260, %3263
  br i1 %3264, label %3336, label %3265

3265:                                             ; preds = %3249
  br i1 %1263, label %3317, label %3266

3266:                                             ; preds = %3265, %3266
  %3267 = phi i64 [ %3313, %3266 ], [ 0, %3265 ]
  %3268 = getelementptr float, ptr %3248, i64 %3267
  %3269 = getelementptr i8, ptr %3268, i64 32
  %3270 = getelementptr i8, ptr %3268, i64 64
  %3271 = getelementptr i8, ptr %3268, i64 96
  %3272 = load <8 x float>, ptr %3268, align 4
  %3273 = load <8 x float>, ptr %3269, align 4
  %3274 = load <8 x float>, ptr %3270, align 4
  %3275 = load <8 x float>, ptr %3271, align 4
  %3276 = add nuw nsw i64 %3267, %106
  %3277 = getelementptr inbounds nuw float, ptr %184, i64 %3276
  %3278 = getelementptr inbounds nuw i8, ptr %3277, i64 32
  %3279 = getelementptr inbounds nuw i8, ptr %3277, i64 64
  %3280 = getelementptr inbounds nuw i8, ptr %3277, i64 96
  %3281 = load <8 x float>, ptr %3277, align 32
  %3282 = load <8 x float>, ptr %3278, align 32
  %3283 = load <8 x float>, ptr %3279, align 32
  %3284 = load <8 x float>, ptr %3280, align 32
  %3285 = fadd <8 x float> %3272, %3281
  %3286 = fadd <8 x float> %3273, %3282
  %3287 = fadd <8 x float> %3274, %3283
  %3288 = fadd <8 x float> %3275, %3284
  %3289 = getelementptr inbounds nuw float, ptr %185, i64 %3276
  %3290 = getelementptr inbounds nuw i8, ptr %3289, i64 32
  %3291 = getelementptr inbounds nuw i8, ptr %3289, i64 64
  %3292 = getelementptr inbounds nuw i8, ptr %3289, i64 96
  %3293 = load <8 x float>, ptr %3289, align 32
  %3294 = load <8 x float>, ptr %3290, align 32
  %3295 = load <8 x float>, ptr %3291, align 32
  %3296 = load <8 x float>, ptr %3292, align 32
  %3297 = fadd <8 x float> %3285, %3293
  %3298 = fadd <8 x float> %3286, %3294
  %3299 = fadd <8 x float> %3287, %3295
  %3300 = fadd <8 x float> %3288, %3296
  %3301 = getelementptr inbounds nuw float, ptr %1630, i64 %3276
  %3302 = getelementptr inbounds nuw i8, ptr %3301, i64 32
  %3303 = getelementptr inbounds nuw i8, ptr %3301, i64 64
  %3304 = getelementptr inbounds nuw i8, ptr %3301, i64 96
  %3305 = load <8 x float>, ptr %3301, align 4
  %3306 = load <8 x float>, ptr %3302, align 4
  %3307 = load <8 x float>, ptr %3303, align 4
  %3308 = load <8 x float>, ptr %3304, align 4
  %3309 = fadd <8 x float> %3297, %3305
  %3310 = fadd <8 x float> %3298, %3306
  %3311 = fadd <8 x float> %3299, %3307
  %3312 = fadd <8 x float> %3300, %3308
  store <8 x float> %3309, ptr %3301, align 4
  store <8 x float> %3310, ptr %3302, align 4
  store <8 x float> %3311, ptr %3303, align 4
  store <8 x float> %3312, ptr %3304, align 4
  %3313 = add nuw i64 %3267, 32
  %3314 = icmp eq i64 %3313, %1265
  br i1 %3314, label %3315, label %3266

3315:                                             ; preds = %3266
  br i1 %1266, label %3383, label %3316

3316:                                             ; preds = %3315
  br i1 %1267, label %3336, label %3317

3317:                                             ; preds = %3265, %3316
  %3318 = phi i64 [ %1265, %3316 ], [ 0, %3265 ]
  br label %3319

3319:                                             ; preds = %3319, %3317
  %3320 = phi i64 [ %3318, %3317 ], [ %3333, %3319 ]
  %3321 = getelementptr float, ptr %3248, i64 %3320
  %3322 = load <4 x float>, ptr %3321, align 4
  %3323 = add nuw nsw i64 %3320, %106
  %3324 = getelementptr inbounds nuw float, ptr %184, i64 %3323
  %3325 = load <4 x float>, ptr %3324, align 16
  %3326 = fadd <4 x float> %3322, %3325
  %3327 = getelementptr inbounds nuw float, ptr %185, i64 %3323
  %3328 = load <4 x float>, ptr %3327, align 16
  %3329 = fadd <4 x float> %3326, %3328
  %3330 = getelementptr inbounds nuw float, ptr %1630, i64 %3323
  %3331 = load <4 x float>, ptr %3330, align 4
  %3332 = fadd <4 x float> %3329, %3331
  store <4 x float> %3332, ptr %3330, align 4
  %3333 = add nuw i64 %3320, 4
  %3334 = icmp eq i64 %3333, %1268
  br i1 %3334, label %3335, label %3319

3335:                                             ; preds = %3319
  br i1 %1269, label %3383, label %3336

3336:                                             ; preds = %3249, %3247, %3316, %3335
  %3337 = phi i64 [ 0, %3247 ], [ 0, %3249 ], [ %1265, %3316 ], [ %1268, %3335 ]
  %3338 = or disjoint i64 %3337, 1
  br i1 %1271, label %3353, label %3339

3339:                                             ; preds = %3336
  %3340 = getelementptr float, ptr %3248, i64 %3337
  %3341 = load float, ptr %3340, align 4
  %3342 = add nuw nsw i64 %3337, %106
  %3343 = getelementptr inbounds nuw float, ptr %184, i64 %3342
  %3344 = load float, ptr %3343, align 16
  %3345 = fadd float %3341, %3344
  %3346 = getelementptr inbounds nuw float, ptr %185, i64 %3342
  %3347 = load float, ptr %3346, align 16
  %3348 = fadd float %3345, %3347
  %3349 = getelementptr inbounds nuw float, ptr %1630, i64 %3342
  %3350 = load float, ptr %3349, align 4
  %3351 = fadd float %3348, %3350
  store float %3351, ptr %3349, align 4
  %3352 = or disjoint i64 %3337, 1
  br label %3353

3353:                                             ; preds = %3339, %3336
  %3354 = phi i64 [ %3337, %3336 ], [ %3352, %3339 ]
  %3355 = icmp eq i64 %32, %3338
  br i1 %3355, label %3383, label %3488

3356:                                             ; preds = %3244, %3356
  %3357 = phi i64 [ %3381, %3356 ], [ %3245, %3244 ]
  %3358 = getelementptr inbounds nuw float, ptr %1628, i64 %3357
  %3359 = load float, ptr %3358, align 4
  %3360 = getelementptr inbounds nuw float, ptr %184, i64 %3357
  %3361 = load float, ptr %3360, align 4
  %3362 = fadd float %3359, %3361
  %3363 = getelementptr inbounds nuw float, ptr %185, i64 %3357
  %3364 = load float, ptr %3363, align 4
  %3365 = fadd float %3362, %3364
  %3366 = getelementptr inbounds nuw float, ptr %1630, i64 %3357
  %3367 = load float, ptr %3366, align 4
  %3368 = fadd float %3365, %3367
  store float %3368, ptr %3366, align 4
  %3369 = add nuw nsw i64 %3357, 1
  %3370 = getelementptr inbounds nuw float, ptr %1628, i64 %3369
  %3371 = load float, ptr %3370, align 4
  %3372 = getelementptr inbounds nuw float, ptr %184, i64 %3369
  %3373 = load float, ptr %3372, align 4
  %3374 = fadd float %3371, %3373
  %3375 = getelementptr inbounds nuw float, ptr %185, i64 %3369
  %3376 = load float, ptr %3375, align 4
  %3377 = fadd float %3374, %3376
  %3378 = getelementptr inbounds nuw float, ptr %1630, i64 %3369
  %3379 = load float, ptr %3378, align 4
  %3380 = fadd float %3377, %3379
  store float %3380, ptr %3378, align 4
  %3381 = add nuw nsw i64 %3357, 2
  %3382 = icmp eq i64 %3381, %32
  br i1 %3382, label %3247, label %3356

3383:                                             ; preds = %3353, %3488, %3335, %3315
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef nonnull %1630, i64 noundef %1019)
  %3384 = getelementptr inbounds nuw float, ptr %1630, i64 %106
  %3385 = getelementptr inbounds nuw float, ptr %1630, i64 %1019
  %3386 = getelementptr i8, ptr %1628, i64 %1022
  br i1 %1272, label %3465, label %3387

3387:                                             ; preds = %3383
  %3388 = getelementptr i8, ptr %1630, i64 %1149
  %3389 = getelementptr i8, ptr %1628, i64 %1023
  %3390 = getelementptr i8, ptr %1630, i64 %1165
  %3391 = getelementptr i8, ptr %3390, i64 %1148
  %3392 = icmp ult ptr %3385, %1157
  %3393 = icmp ult ptr %1155, %3388
  %3394 = and i1 %3392, %3393
  %3395 = icmp ult ptr %3385, %3389
  %3396 = icmp ult ptr %3386, %3388
  %3397 = and i1 %3395, %3396
  %3398 = or i1 %3394, %3397
  %3399 = icmp ult ptr %3385, %1164
  %3400 = icmp ult ptr %1162, %3388
  %3401 = and i1 %3399, %3400
  %3402 = or i1 %3398, %3401
  %3403 = icmp ult ptr %3385, %3391
  %3404 = icmp ult ptr %3384, %3388
  %3405 = and i1 %3403, %3404
  %3406 = or i1 %3402, %3405
  br i1 %3406, label %3465, label %3407

3407:                                             ; preds = %3387
  br i1 %1273, label %3443, label %3408

3408:                                             ; preds = %3407, %3408
  %3409 = phi i64 [ %3439, %3408 ], [ 0, %3407 ]
  %3410 = getelementptr inbounds nuw float, ptr %3385, i64 %3409
  %3411 = getelementptr inbounds nuw i8, ptr %3410, i64 32
  %3412 = load <8 x float>, ptr %3410, align 4
  %3413 = load <8 x float>, ptr %3411, align 4
  %3414 = add nuw nsw i64 %3409, %1019
  %3415 = getelementptr inbounds nuw float, ptr %185, i64 %3414
  %3416 = getelementptr inbounds nuw i8, ptr %3415, i64 32
  %3417 = load <8 x float>, ptr %3415, align 32
  %3418 = load <8 x float>, ptr %3416, align 32
  %3419 = fadd <8 x float> %3412, %3417
  %3420 = fadd <8 x float> %3413, %3418
  %3421 = getelementptr float, ptr %3386, i64 %3409
  %3422 = getelementptr i8, ptr %3421, i64 32
  %3423 = load <8 x float>, ptr %3421, align 4
  %3424 = load <8 x float>, ptr %3422, align 4
  %3425 = getelementptr inbounds nuw float, ptr %184, i64 %3414
  %3426 = getelementptr inbounds nuw i8, ptr %3425, i64 32
  %3427 = load <8 x float>, ptr %3425, align 32
  %3428 = load <8 x float>, ptr %3426, align 32
  %3429 = fadd <8 x float> %3423, %3427
  %3430 = fadd <8 x float> %3424, %3428
  %3431 = getelementptr inbounds nuw float, ptr %3384, i64 %3409
  %3432 = getelementptr inbounds nuw i8, ptr %3431, i64 32
  %3433 = load <8 x float>, ptr %3431, align 4
  %3434 = load <8 x float>, ptr %3432, align 4
  %3435 = fmul <8 x float> %3419, %3433
  %3436 = fmul <8 x float> %3420, %3434
  %3437 = fadd <8 x float> %3429, %3435
  %3438 = fadd <8 x float> %3430, %3436
  store <8 x float> %3437, ptr %3410, align 4
  store <8 x float> %3438, ptr %3411, align 4
  %3439 = add nuw i64 %3409, 16
  %3440 = icmp eq i64 %3439, %1275
  br i1 %3440, label %3441, label %3408

3441:                                             ; preds = %3408
  br i1 %1276, label %3519, label %3442

3442:                                             ; preds = %3441
  br i1 %1277, label %3465, label %3443

3443:                                             ; preds = %3407, %3442
  %3444 = phi i64 [ %1275, %3442 ], [ 0, %3407 ]
  br label %3445

3445:                                             ; preds = %3445, %3443
  %3446 = phi i64 [ %3444, %3443 ], [ %3462, %3445 ]
  %3447 = getelementptr inbounds nuw float, ptr %3385, i64 %3446
  %3448 = load <4 x float>, ptr %3447, align 4
  %3449 = add nuw nsw i64 %3446, %1019
  %3450 = getelementptr inbounds nuw float, ptr %185, i64 %3449
  %3451 = load <4 x float>, ptr %3450, align 16
  %3452 = fadd <4 x float> %3448, %3451
  %3453 = getelementptr float, ptr %3386, i64 %3446
  %3454 = load <4 x float>, ptr %3453, align 4
  %3455 = getelementptr inbounds nuw float, ptr %184, i64 %3449
  %3456 = load <4 x float>, ptr %3455, align 16
  %3457 = fadd <4 x float> %3454, %3456
  %3458 = getelementptr inbounds nuw float, ptr %3384, i64 %3446
  %3459 = load <4 x float>, ptr %3458, align 4
  %3460 = fmul <4 x float> %3452, %3459
  %3461 = fadd <4 x float> %3457, %3460
  store <4 x float> %3461, ptr %3447, align 4
  %3462 = add nuw i64 %3446, 4
  %3463 = icmp eq i64 %3462, %1278
  br i1 %3463, label %3464, label %3445

3464:                                             ; preds = %3445
  br i1 %1279, label %3519, label %3465

3465:                                             ; preds = %3387, %3383, %3442, %3464
  %3466 = phi i64 [ 0, %3383 ], [ 0, %3387 ], [ %1275, %3442 ], [ %1278, %3464 ]
  %3467 = or disjoint i64 %3466, 1
  br i1 %1281, label %3485, label %3468

3468:                                             ; preds = %3465
  %3469 = getelementptr inbounds nuw float, ptr %3385, i64 %3466
  %3470 = load float, ptr %3469, align 4
  %3471 = add nuw nsw i64 %3466, %1019
  %3472 = getelementptr inbounds nuw float, ptr %185, i64 %3471
  %3473 = load float, ptr %3472, align 16
  %3474 = fadd float %3470, %3473
  %3475 = getelementptr float, ptr %3386, i64 %3466
  %3476 = load float, ptr %3475, align 4
  %3477 = getelementptr inbounds nuw float, ptr %184, i64 %3471
  %3478 = load float, ptr %3477, align 16
  %3479 = fadd float %3476, %3478
  %3480 = getelementptr inbounds nuw float, ptr %3384, i64 %3466
  %3481 = load float, ptr %3480, align 4
  %3482 = fmul float %3474, %3481
  %3483 = fadd float %3479, %3482
  store float %3483, ptr %3469, align 4
  %3484 = or disjoint i64 %3466, 1
  br label %3485

3485:                                             ; preds = %3468, %3465
  %3486 = phi i64 [ %3466, %3465 ], [ %3484, %3468 ]
  %3487 = icmp eq i64 %32, %3467
  br i1 %3487, label %3519, label %3613

3488:                                             ; preds = %3353, %3488
  %3489 = phi i64 [ %3515, %3488 ], [ %3354, %3353 ]
  %3490 = getelementptr float, ptr %3248, i64 %3489
  %3491 = load float, ptr %3490, align 4
  %3492 = add nuw nsw i64 %3489, %106
  %3493 = getelementptr inbounds nuw float, ptr %184, i64 %3492
  %3494 = load float, ptr %3493, align 4
  %3495 = fadd float %3491, %3494
  %3496 = getelementptr inbounds nuw float, ptr %185, i64 %3492
  %3497 = load float, ptr %3496, align 4
  %3498 = fadd float %3495, %3497
  %3499 = getelementptr inbounds nuw float, ptr %1630, i64 %3492
  %3500 = load float, ptr %3499, align 4
  %3501 = fadd float %3498, %3500
  store float %3501, ptr %3499, align 4
  %3502 = add nuw nsw i64 %3489, 1
  %3503 = getelementptr float, ptr %3248, i64 %3502
  %3504 = load float, ptr %3503, align 4
  %3505 = add nuw nsw i64 %3502, %106
  %3506 = getelementptr inbounds nuw float, ptr %184, i64 %3505
  %3507 = load float, ptr %3506, align 4
  %3508 = fadd float %3504, %3507
  %3509 = getelementptr inbounds nuw float, ptr %185, i64 %3505
  %3510 = load float, ptr %3509, align 4
  %3511 = fadd float %3508, %3510
  %3512 = getelementptr inbounds nuw float, ptr %1630, i64 %3505
  %3513 = load float, ptr %3512, align 4
  %3514 = fadd float %3511, %3513
  store float %3514, ptr %3512, align 4
  %3515 = add nuw nsw i64 %3489, 2
  %3516 = icmp eq i64 %3515, %32
  br i1 %3516, label %3383, label %3488

3517:                                             ; preds = %3143
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %1630, i64 noundef %1019)
  %3518 = getelementptr inbounds float, ptr %1630, i64 %1019
  call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef %3518, i64 noundef %106)
  br label %3944

3519:                                             ; preds = %3485, %3613, %3464, %3441
  call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef nonnull %3385, i64 noundef %106)
  br i1 %1282, label %3595, label %3520

3520:                                             ; preds = %3519
  %3521 = getelementptr i8, ptr %1632, i64 %1148
  %3522 = getelementptr i8, ptr %1630, i64 %1149
  %3523 = getelementptr i8, ptr %1630, i64 %1148
  %3524 = icmp ult ptr %1632, %3522
  %3525 = icmp ult ptr %3385, %3521
  %3526 = and i1 %3524, %3525
  %3527 = icmp ult ptr %1632, %3523
  %3528 = icmp ult ptr %1630, %3521
  %3529 = and i1 %3527, %3528
  %3530 = or i1 %3526, %3529
  br i1 %3530, label %3595, label %3531

3531:                                             ; preds = %3520
  br i1 %1283, label %3578, label %3532

3532:                                             ; preds = %3531, %3532
  %3533 = phi i64 [ %3574, %3532 ], [ 0, %3531 ]
  %3534 = getelementptr inbounds nuw float, ptr %1630, i64 %3533
  %3535 = getelementptr inbounds nuw i8, ptr %3534, i64 32
  %3536 = getelementptr inbounds nuw i8, ptr %3534, i64 64
  %3537 = getelementptr inbounds nuw i8, ptr %3534, i64 96
  %3538 = load <8 x float>, ptr %3534, align 4
  %3539 = load <8 x float>, ptr %3535, align 4
  %3540 = load <8 x float>, ptr %3536, align 4
  %3541 = load <8 x float>, ptr %3537, align 4
  %3542 = fsub <8 x float> splat (float 1.000000e+00), %3538
  %3543 = fsub <8 x float> splat (float 1.000000e+00), %3539
  %3544 = fsub <8 x float> splat (float 1.000000e+00), %3540
  %3545 = fsub <8 x float> splat (float 1.000000e+00), %3541
  %3546 = getelementptr inbounds nuw float, ptr %3385, i64 %3533
  %3547 = getelementptr inbounds nuw i8, ptr %3546, i64 32
  %3548 = getelementptr inbounds nuw i8, ptr %3546, i64 64
  %3549 = getelementptr inbounds nuw i8, ptr %3546, i64 96
  %3550 = load <8 x float>, ptr %3546, align 4
  %3551 = load <8 x float>, ptr %3547, align 4
  %3552 = load <8 x float>, ptr %3548, align 4
  %3553 = load <8 x float>, ptr %3549, align 4
  %3554 = fmul <8 x float> %3542, %3550
  %3555 = fmul <8 x float> %3543, %3551
  %3556 = fmul <8 x float> %3544, %3552
  %3557 = fmul <8 x float> %3545, %3553
  %3558 = getelementptr inbounds nuw float, ptr %1632, i64 %3533
  %3559 = getelementptr inbounds nuw i8, ptr %3558, i64 32
  %3560 = getelementptr inbounds nuw i8, ptr %3558, i64 64
  %3561 = getelementptr inbounds nuw i8, ptr %3558, i64 96
  %3562 = load <8 x float>, ptr %3558, align 4
  %3563 = load <8 x float>, ptr %3559, align 4
  %3564 = load <8 x float>, ptr %3560, align 4
  %3565 = load <8 x float>, ptr %3561, align 4
  %3566 = fmul <8 x float> %3538, %3562
  %3567 = fmul <8 x float> %3539, %3563
  %3568 = fmul <8 x float> %3540, %3564
  %3569 = fmul <8 x float> %3541, %3565
  %3570 = fadd <8 x float> %3554, %3566
  %3571 = fadd <8 x float> %3555, %3567
  %3572 = fadd <8 x float> %3556, %3568
  %3573 = fadd <8 x float> %3557, %3569
  store <8 x float> %3570, ptr %3558, align 4
  store <8 x float> %3571, ptr %3559, align 4
  store <8 x float> %3572, ptr %3560, align 4
  store <8 x float> %3573, ptr %3561, align 4
  %3574 = add nuw i64 %3533, 32
  %3575 = icmp eq i64 %3574, %1285
  br i1 %3575, label %3576, label %3532

3576:                                             ; preds = %3532
  br i1 %1286, label %3944, label %3577

3577:                                             ; preds = %3576
  br i1 %1287, label %3595, label %3578

3578:                                             ; preds = %3531, %3577
  %3579 = phi i64 [ %1285, %3577 ], [ 0, %3531 ]
  br label %3580

3580:                                             ; preds = %3580, %3578
  %3581 = phi i64 [ %3579, %3578 ], [ %3592, %3580 ]
  %3582 = getelementptr inbounds nuw float, ptr %1630, i64 %3581
  %3583 = load <4 x float>, ptr %3582, align 4
  %3584 = fsub <4 x float> splat (float 1.000000e+00), %3583
  %3585 = getelementptr inbounds nuw float, ptr %3385, i64 %3581
  %3586 = load <4 x float>, ptr %3585, align 4
  %3587 = fmul <4 x float> %3584, %3586
  %3588 = getelementptr inbounds nuw float, ptr %1632, i64 %3581
  %3589 = load <4 x float>, ptr %3588, align 4
  %3590 = fmul <4 x float> %3583, %3589
  %3591 = fadd <4 x float> %3587, %3590
  store <4 x float> %3591, ptr %3588, align 4
  %3592 = add nuw i64 %3581, 4
  %3593 = icmp eq i64 %3592, %1288
  br i1 %3593, label %3594, label %3580

3594:                                             ; preds = %3580
  br i1 %1289, label %3944, label %3595

3595:                                             ; preds = %3520, %3519, %3577, %3594
  %3596 = phi i64 [ 0, %3519 ], [ 0, %3520 ], [ %1285, %3577 ], [ %1288, %3594 ]
  %3597 = or disjoint i64 %3596, 1
  br i1 %1291, label %3610, label %3598

3598:                                             ; preds = %3595
  %3599 = getelementptr inbounds nuw float, ptr %1630, i64 %3596
  %3600 = load float, ptr %3599, align 4
  %3601 = fsub float 1.000000e+00, %3600
  %3602 = getelementptr inbounds nuw float, ptr %3385, i64 %3596
  %3603 = load float, ptr %3602, align 4
  %3604 = fmul float %3601, %3603
  %3605 = getelementptr inbounds nuw float, ptr %1632, i64 %3596
  %3606 = load float, ptr %3605, align 4
  %3607 = fmul float %3600, %3606
  %3608 = fadd float %3604, %3607
  store float %3608, ptr %3605, align 4
  %3609 = or disjoint i64 %3596, 1
  br label %3610

3610:                                             ; preds = %3598, %3595
  %3611 = phi i64 [ %3596, %3595 ], [ %3609, %3598 ]
  %3612 = icmp eq i64 %32, %3597
  br i1 %3612, label %3944, label %3648

3613:                                             ; preds = %3485, %3613
  %3614 = phi i64 [ %3646, %3613 ], [ %3486, %3485 ]
  %3615 = getelementptr inbounds nuw float, ptr %3385, i64 %3614
  %3616 = load float, ptr %3615, align 4
  %3617 = add nuw nsw i64 %3614, %1019
  %3618 = getelementptr inbounds nuw float, ptr %185, i64 %3617
  %3619 = load float, ptr %3618, align 4
  %3620 = fadd float %3616, %3619
  %3621 = getelementptr float, ptr %3386, i64 %3614
  %3622 = load float, ptr %3621, align 4
  %3623 = getelementptr inbounds nuw float, ptr %184, i64 %3617
  %3624 = load float, ptr %3623, align 4
  %3625 = fadd float %3622, %3624
  %3626 = getelementptr inbounds nuw float, ptr %3384, i64 %3614
  %3627 = load float, ptr %3626, align 4
  %3628 = fmul float %3620, %3627
  %3629 = fadd float %3625, %3628
  store float %3629, ptr %3615, align 4
  %3630 = add nuw nsw i64 %3614, 1
  %3631 = getelementptr inbounds nuw float, ptr %3385, i64 %3630
  %3632 = load float, ptr %3631, align 4
  %3633 = add nuw nsw i64 %3630, %1019
  %3634 = getelementptr inbounds nuw float, ptr %185, i64 %3633
  %3635 = load float, ptr %3634, align 4
  %3636 = fadd float %3632, %3635
  %3637 = getelementptr float, ptr %3386, i64 %3630
  %3638 = load float, ptr %3637, align 4
  %3639 = getelementptr inbounds nuw float, ptr %184, i64 %3633
  %3640 = load float, ptr %3639, align 4
  %3641 = fadd float %3638, %3640
  %3642 = getelementptr inbounds nuw float, ptr %3384, i64 %3630
  %3643 = load float, ptr %3642, align 4
  %3644 = fmul float %3636, %3643
  %3645 = fadd float %3641, %3644
  store float %3645, ptr %3631, align 4
  %3646 = add nuw nsw i64 %3614, 2
  %3647 = icmp eq i64 %3646, %32
  br i1 %3647, label %3519, label %3613

3648:                                             ; preds = %3610, %3648
  %3649 = phi i64 [ %3671, %3648 ], [ %3611, %3610 ]
  %3650 = getelementptr inbounds nuw float, ptr %1630, i64 %3649
  %3651 = load float, ptr %3650, align 4
  %3652 = fsub float 1.000000e+00, %3651
  %3653 = getelementptr inbounds nuw float, ptr %3385, i64 %3649
  %3654 = load float, ptr %3653, align 4
  %3655 = fmul float %3652, %3654
  %3656 = getelementptr inbounds nuw float, ptr %1632, i64 %3649
  %3657 = load float, ptr %3656, align 4
  %3658 = fmul float %3651, %3657
  %3659 = fadd float %3655, %3658
  store float %3659, ptr %3656, align 4
  %3660 = add nuw nsw i64 %3649, 1
  %3661 = getelementptr inbounds nuw float, ptr %1630, i64 %3660
  %3662 = load float, ptr %3661, align 4
  %3663 = fsub float 1.000000e+00, %3662
  %3664 = getelementptr inbounds nuw float, ptr %3385, i64 %3660
  %3665 = load float, ptr %3664, align 4
  %3666 = fmul float %3663, %3665
  %3667 = getelementptr inbounds nuw float, ptr %1632, i64 %3660
  %3668 = load float, ptr %3667, align 4
  %3669 = fmul float %3662, %3668
  %3670 = fadd float %3666, %3669
  store float %3670, ptr %3667, align 4
  %3671 = add nuw nsw i64 %3649, 2
  %3672 = icmp eq i64 %3671, %32
  br i1 %3672, label %3944, label %3648

3673:                                             ; preds = %3140, %3782, %3123, %3104
  %3674 = getelementptr float, ptr %1628, i64 %32
  br i1 %1231, label %3762, label %3675

3675:                                             ; preds = %3673
  %3676 = getelementptr i8, ptr %1630, i64 %1193
  %3677 = getelementptr i8, ptr %1630, i64 %1193
  %3678 = getelementptr i8, ptr %3677, i64 %1194
  %3679 = getelementptr i8, ptr %1628, i64 %1022
  %3680 = icmp ult ptr %3676, %3679
  %3681 = icmp ult ptr %3674, %3678
  %3682 = and i1 %3680, %3681
  %3683 = icmp ult ptr %3676, %1202
  %3684 = icmp ult ptr %1200, %3678
  %3685 = and i1 %3683, %3684
  %3686 = or i1 %3682, %3685
  %3687 = icmp ult ptr %3676, %1209
  %3688 = icmp ult ptr %1207, %3678
  %3689 = and i1 %3687, %3688
  %3690 = or i1 %3686, %3689
  br i1 %3690, label %3762, label %3691

3691:                                             ; preds = %3675
  br i1 %1232, label %3743, label %3692

3692:                                             ; preds = %3691, %3692
  %3693 = phi i64 [ %3739, %3692 ], [ 0, %3691 ]
  %3694 = getelementptr float, ptr %3674, i64 %3693
  %3695 = getelementptr i8, ptr %3694, i64 32
  %3696 = getelementptr i8, ptr %3694, i64 64
  %3697 = getelementptr i8, ptr %3694, i64 96
  %3698 = load <8 x float>, ptr %3694, align 4
  %3699 = load <8 x float>, ptr %3695, align 4
  %3700 = load <8 x float>, ptr %3696, align 4
  %3701 = load <8 x float>, ptr %3697, align 4
  %3702 = add nuw nsw i64 %3693, %106
  %3703 = getelementptr inbounds nuw float, ptr %184, i64 %3702
  %3704 = getelementptr inbounds nuw i8, ptr %3703, i64 32
  %3705 = getelementptr inbounds nuw i8, ptr %3703, i64 64
  %3706 = getelementptr inbounds nuw i8, ptr %3703, i64 96
  %3707 = load <8 x float>, ptr %3703, align 32
  %3708 = load <8 x float>, ptr %3704, align 32
  %3709 = load <8 x float>, ptr %3705, align 32
  %3710 = load <8 x float>, ptr %3706, align 32
  %3711 = fadd <8 x float> %3698, %3707
  %3712 = fadd <8 x float> %3699, %3708
  %3713 = fadd <8 x float> %3700, %3709
  %3714 = fadd <8 x float> %3701, %3710
  %3715 = getelementptr inbounds nuw float, ptr %185, i64 %3702
  %3716 = getelementptr inbounds nuw i8, ptr %3715, i64 32
  %3717 = getelementptr inbounds nuw i8, ptr %3715, i64 64
  %3718 = getelementptr inbounds nuw i8, ptr %3715, i64 96
  %3719 = load <8 x float>, ptr %3715, align 32
  %3720 = load <8 x float>, ptr %3716, align 32
  %3721 = load <8 x float>, ptr %3717, align 32
  %3722 = load <8 x float>, ptr %3718, align 32
  %3723 = fadd <8 x float> %3711, %3719
  %3724 = fadd <8 x float> %3712, %3720
  %3725 = fadd <8 x float> %3713, %3721
  %3726 = fadd <8 x float> %3714, %3722
  %3727 = getelementptr inbounds nuw float, ptr %1630, i64 %3702
  %3728 = getelementptr inbounds nuw i8, ptr %3727, i64 32
  %3729 = getelementptr inbounds nuw i8, ptr %3727, i64 64
  %3730 = getelementptr inbounds nuw i8, ptr %3727, i64 96
  %3731 = load <8 x float>, ptr %3727, align 4
  %3732 = load <8 x float>, ptr %3728, align 4
  %3733 = load <8 x float>, ptr %3729, align 4
  %3734 = load <8 x float>, ptr %3730, align 4
  %3735 = fadd <8 x float> %3723, %3731
  %3736 = fadd <8 x float> %3724, %3732
  %3737 = fadd <8 x float> %3725, %3733
  %3738 = fadd <8 x float> %3726, %3734
  store <8 x float> %3735, ptr %3727, align 4
  store <8 x float> %3736, ptr %3728, align 4
  store <8 x float> %3737, ptr %3729, align 4
  store <8 x float> %3738, ptr %3730, align 4
  %3739 = add nuw i64 %3693, 32
  %3740 = icmp eq i64 %3739, %1234
  br i1 %3740, label %3741, label %3692

3741:                                             ; preds = %3692
  br i1 %1235, label %3810, label %3742

3742:                                             ; preds = %3741
  br i1 %1236, label %3762, label %3743

3743:                                             ; preds = %3691, %3742
  %3744 = phi i64 [ %1234, %3742 ], [ 0, %3691 ]
  br label %3745

3745:                                             ; preds = %3745, %3743
  %3746 = phi i64 [ %3744, %3743 ], [ %3759, %3745 ]
  %3747 = getelementptr float, ptr %3674, i64 %3746
  %3748 = load <4 x float>, ptr %3747, align 4
  %3749 = add nuw nsw i64 %3746, %106
  %3750 = getelementptr inbounds nuw float, ptr %184, i64 %3749
  %3751 = load <4 x float>, ptr %3750, align 16
  %3752 = fadd <4 x float> %3748, %3751
  %3753 = getelementptr inbounds nuw float, ptr %185, i64 %3749
  %3754 = load <4 x float>, ptr %3753, align 16
  %3755 = fadd <4 x float> %3752, %3754
  %3756 = getelementptr inbounds nuw float, ptr %1630, i64 %3749
  %3757 = load <4 x float>, ptr %3756, align 4
  %3758 = fadd <4 x float> %3755, %3757
  store <4 x float> %3758, ptr %3756, align 4
  %3759 = add nuw i64 %3746, 4
  %3760 = icmp eq i64 %3759, %1237
  br i1 %3760, label %3761, label %3745

3761:                                             ; preds = %3745
  br i1 %1238, label %3810, label %3762

3762:                                             ; preds = %3675, %3673, %3742, %3761
  %3763 = phi i64 [ 0, %3673 ], [ 0, %3675 ], [ %1234, %3742 ], [ %1237, %3761 ]
  %3764 = or disjoint i64 %3763, 1
  br i1 %1240, label %3779, label %3765

3765:                                             ; preds = %3762
  %3766 = getelementptr float, ptr %3674, i64 %3763
  %3767 = load float, ptr %3766, align 4
  %3768 = add nuw nsw i64 %3763, %106
  %3769 = getelementptr inbounds nuw float, ptr %184, i64 %3768
  %3770 = load float, ptr %3769, align 16
  %3771 = fadd float %3767, %3770
  %3772 = getelementptr inbounds nuw float, ptr %185, i64 %3768
  %3773 = load float, ptr %3772, align 16
  %3774 = fadd float %3771, %3773
  %3775 = getelementptr inbounds nuw float, ptr %1630, i64 %3768
  %3776 = load float, ptr %3775, align 4
  %3777 = fadd float %3774, %3776
  store float %3777, ptr %3775, align 4
  %3778 = or disjoint i64 %3763, 1
  br label %3779

3779:                                             ; preds = %3765, %3762
  %3780 = phi i64 [ %3763, %3762 ], [ %3778, %3765 ]
  %3781 = icmp eq i64 %32, %3764
  br i1 %3781, label %3810, label %3884

3782:                                             ; preds = %3140, %3782
  %3783 = phi i64 [ %3807, %3782 ], [ %3141, %3140 ]
  %3784 = getelementptr inbounds nuw float, ptr %1628, i64 %3783
  %3785 = load float, ptr %3784, align 4
  %3786 = getelementptr inbounds nuw float, ptr %184, i64 %3783
  %3787 = load float, ptr %3786, align 4
  %3788 = fadd float %3785, %3787
  %3789 = getelementptr inbounds nuw float, ptr %185, i64 %3783
  %3790 = load float, ptr %3789, align 4
  %3791 = fadd float %3788, %3790
  %3792 = getelementptr inbounds nuw float, ptr %1630, i64 %3783
  %3793 = load float, ptr %3792, align 4
  %3794 = fadd float %3791, %3793
  store float %3794, ptr %3792, align 4
  %3795 = add nuw nsw i64 %3783, 1
  %3796 = getelementptr inbounds nuw float, ptr %1628, i64 %3795
  %3797 = load float, ptr %3796, align 4
  %3798 = getelementptr inbounds nuw float, ptr %184, i64 %3795
  %3799 = load float, ptr %3798, align 4
  %3800 = fadd float %3797, %3799
  %3801 = getelementptr inbounds nuw float, ptr %185, i64 %3795
  %3802 = load float, ptr %3801, align 4
  %3803 = fadd float %3800, %3802
  %3804 = getelementptr inbounds nuw float, ptr %1630, i64 %3795
  %3805 = load float, ptr %3804, align 4
  %3806 = fadd float %3803, %3805
  store float %3806, ptr %3804, align 4
  %3807 = add nuw nsw i64 %3783, 2
  %3808 = icmp eq i64 %3807, %32
  br i1 %3808, label %3673, label %3782

3809:                                             ; preds = %3039
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %1630, i64 noundef %1019)
  br label %3944

3810:                                             ; preds = %3779, %3884, %3761, %3741
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef nonnull %1630, i64 noundef %1019)
  %3811 = getelementptr inbounds nuw float, ptr %1630, i64 %106
  %3812 = getelementptr inbounds nuw i8, ptr %1626, i64 24
  %3813 = load ptr, ptr %3812, align 8
  br i1 %1241, label %3866, label %3814

3814:                                             ; preds = %3810
  %3815 = ptrtoint ptr %3813 to i64
  %3816 = add i64 %1242, %1631
  %3817 = sub i64 %3815, %3816
  %3818 = icmp ult i64 %3817, 128
  %3819 = sub i64 %3815, %1633
  %3820 = icmp ult i64 %3819, 128
  %3821 = or i1 %3818, %3820
  br i1 %3821, label %3866, label %3822

3822:                                             ; preds = %3814
  br i1 %1243, label %3853, label %3823

3823:                                             ; preds = %3822, %3823
  %3824 = phi i64 [ %3849, %3823 ], [ 0, %3822 ]
  %3825 = getelementptr inbounds nuw float, ptr %3811, i64 %3824
  %3826 = getelementptr inbounds nuw i8, ptr %3825, i64 32
  %3827 = getelementptr inbounds nuw i8, ptr %3825, i64 64
  %3828 = getelementptr inbounds nuw i8, ptr %3825, i64 96
  %3829 = load <8 x float>, ptr %3825, align 4
  %3830 = load <8 x float>, ptr %3826, align 4
  %3831 = load <8 x float>, ptr %3827, align 4
  %3832 = load <8 x float>, ptr %3828, align 4
  %3833 = getelementptr inbounds nuw float, ptr %1632, i64 %3824
  %3834 = getelementptr inbounds nuw i8, ptr %3833, i64 32
  %3835 = getelementptr inbounds nuw i8, ptr %3833, i64 64
  %3836 = getelementptr inbounds nuw i8, ptr %3833, i64 96
  %3837 = load <8 x float>, ptr %3833, align 4
  %3838 = load <8 x float>, ptr %3834, align 4
  %3839 = load <8 x float>, ptr %3835, align 4
  %3840 = load <8 x float>, ptr %3836, align 4
  %3841 = fmul <8 x float> %3829, %3837
  %3842 = fmul <8 x float> %3830, %3838
  %3843 = fmul <8 x float> %3831, %3839
  %3844 = fmul <8 x float> %3832, %3840
  %3845 = getelementptr inbounds nuw float, ptr %3813, i64 %3824
  %3846 = getelementptr inbounds nuw i8, ptr %3845, i64 32
  %3847 = getelementptr inbounds nuw i8, ptr %3845, i64 64
  %3848 = getelementptr inbounds nuw i8, ptr %3845, i64 96
  store <8 x float> %3841, ptr %3845, align 4
  store <8 x float> %3842, ptr %3846, align 4
  store <8 x float> %3843, ptr %3847, align 4
  store <8 x float> %3844, ptr %3848, align 4
  %3849 = add nuw i64 %3824, 32
  %3850 = icmp eq i64 %3849, %1245
  br i1 %3850, label %3851, label %3823

3851:                                             ; preds = %3823
  br i1 %1246, label %3944, label %3852

3852:                                             ; preds = %3851
  br i1 %1247, label %3866, label %3853

3853:                                             ; preds = %3822, %3852
  %3854 = phi i64 [ %1245, %3852 ], [ 0, %3822 ]
  br label %3855

3855:                                             ; preds = %3855, %3853
  %3856 = phi i64 [ %3854, %3853 ], [ %3863, %3855 ]
  %3857 = getelementptr inbounds nuw float, ptr %3811, i64 %3856
  %3858 = load <4 x float>, ptr %3857, align 4
  %3859 = getelementptr inbounds nuw float, ptr %1632, i64 %3856
  %3860 = load <4 x float>, ptr %3859, align 4
  %3861 = fmul <4 x float> %3858, %3860
  %3862 = getelementptr inbounds nuw float, ptr %3813, i64 %3856
  store <4 x float> %3861, ptr %3862, align 4
  %3863 = add nuw i64 %3856, 4
  %3864 = icmp eq i64 %3863, %1248
  br i1 %3864, label %3865, label %3855

3865:                                             ; preds = %3855
  br i1 %1249, label %3944, label %3866

3866:                                             ; preds = %3814, %3810, %3852, %3865
  %3867 = phi i64 [ 0, %3810 ], [ 0, %3814 ], [ %1245, %3852 ], [ %1248, %3865 ]
  br i1 %1251, label %3880, label %3868

3868:                                             ; preds = %3866, %3868
  %3869 = phi i64 [ %3877, %3868 ], [ %3867, %3866 ]
  %3870 = phi i64 [ %3878, %3868 ], [ 0, %3866 ]
  %3871 = getelementptr inbounds nuw float, ptr %3811, i64 %3869
  %3872 = load float, ptr %3871, align 4
  %3873 = getelementptr inbounds nuw float, ptr %1632, i64 %3869
  %3874 = load float, ptr %3873, align 4
  %3875 = fmul float %3872, %3874
  %3876 = getelementptr inbounds nuw float, ptr %3813, i64 %3869
  store float %3875, ptr %3876, align 4
  %3877 = add nuw nsw i64 %3869, 1
  %3878 = add i64 %3870, 1
  %3879 = icmp eq i64 %3878, %1250
  br i1 %3879, label %3880, label %3868

3880:                                             ; preds = %3868, %3866
  %3881 = phi i64 [ %3867, %3866 ], [ %3877, %3868 ]
  %3882 = sub nsw i64 %3867, %32
  %3883 = icmp ugt i64 %3882, -4
  br i1 %3883, label %3944, label %3913

3884:                                             ; preds = %3779, %3884
  %3885 = phi i64 [ %3911, %3884 ], [ %3780, %3779 ]
  %3886 = getelementptr float, ptr %3674, i64 %3885
  %3887 = load float, ptr %3886, align 4
  %3888 = add nuw nsw i64 %3885, %106
  %3889 = getelementptr inbounds nuw float, ptr %184, i64 %3888
  %3890 = load float, ptr %3889, align 4
  %3891 = fadd float %3887, %3890
  %3892 = getelementptr inbounds nuw float, ptr %185, i64 %3888
  %3893 = load float, ptr %3892, align 4
  %3894 = fadd float %3891, %3893
  %3895 = getelementptr inbounds nuw float, ptr %1630, i64 %3888
  %3896 = load float, ptr %3895, align 4
  %3897 = fadd float %3894, %3896
  store float %3897, ptr %3895, align 4
  %3898 = add nuw nsw i64 %3885, 1
  %3899 = getelementptr float, ptr %3674, i64 %3898
  %3900 = load float, ptr %3899, align 4
  %3901 = add nuw nsw i64 %3898, %106
  %3902 = getelementptr inbounds nuw float, ptr %184, i64 %3901
  %3903 = load float, ptr %3902, align 4
  %3904 = fadd float %3900, %3903
  %3905 = getelementptr inbounds nuw float, ptr %185, i64 %3901
  %3906 = load float, ptr %3905, align 4
  %3907 = fadd float %3904, %3906
  %3908 = getelementptr inbounds nuw float, ptr %1630, i64 %3901
  %3909 = load float, ptr %3908, align 4
  %3910 = fadd float %3907, %3909
  store float %3910, ptr %3908, align 4
  %3911 = add nuw nsw i64 %3885, 2
  %3912 = icmp eq i64 %3911, %32
  br i1 %3912, label %3810, label %3884

3913:                                             ; preds = %3880, %3913
  %3914 = phi i64 [ %3942, %3913 ], [ %3881, %3880 ]
  %3915 = getelementptr inbounds nuw float, ptr %3811, i64 %3914
  %3916 = load float, ptr %3915, align 4
  %3917 = getelementptr inbounds nuw float, ptr %1632, i64 %3914
  %3918 = load float, ptr %3917, align 4
  %3919 = fmul float %3916, %3918
  %3920 = getelementptr inbounds nuw float, ptr %3813, i64 %3914
  store float %3919, ptr %3920, align 4
  %3921 = add nuw nsw i64 %3914, 1
  %3922 = getelementptr inbounds nuw float, ptr %3811, i64 %3921
  %3923 = load float, ptr %3922, align 4
  %3924 = getelementptr inbounds nuw float, ptr %1632, i64 %3921
  %3925 = load float, ptr %3924, align 4
  %3926 = fmul float %3923, %3925
  %3927 = getelementptr inbounds nuw float, ptr %3813, i64 %3921
  store float %3926, ptr %3927, align 4
  %3928 = add nuw nsw i64 %3914, 2
  %3929 = getelementptr inbounds nuw float, ptr %3811, i64 %3928
  %3930 = load float, ptr %3929, align 4
  %3931 = getelementptr inbounds nuw float, ptr %1632, i64 %3928
  %3932 = load float, ptr %3931, align 4
  %3933 = fmul float %3930, %3932
  %3934 = getelementptr inbounds nuw float, ptr %3813, i64 %3928
  store float %3933, ptr %3934, align 4
  %3935 = add nuw nsw i64 %3914, 3
  %3936 = getelementptr inbounds nuw float, ptr %3811, i64 %3935
  %3937 = load float, ptr %3936, align 4
  %3938 = getelementptr inbounds nuw float, ptr %1632, i64 %3935
  %3939 = load float, ptr %3938, align 4
  %3940 = fmul float %3937, %3939
  %3941 = getelementptr inbounds nuw float, ptr %3813, i64 %3935
  store float %3940, ptr %3941, align 4
  %3942 = add nuw nsw i64 %3914, 4
  %3943 = icmp eq i64 %3942, %32
  br i1 %3943, label %3944, label %3913

3944:                                             ; preds = %3880, %3913, %3610, %3648, %2996, %3007, %2012, %1785, %1816, %3851, %3865, %3576, %3594, %2967, %2981, %1762, %1773, %3809, %3517, %2928, %1740, %1836
  %3945 = add nuw nsw i64 %1624, 1
  %3946 = icmp eq i64 %3945, %1619
  br i1 %3946, label %1622, label %1623

3947:                                             ; preds = %1622
  call fastcc void @products(ptr noundef %1000, ptr noundef %1001, i64 noundef %1619, ptr noundef %1046, i64 noundef %32, i64 noundef %107, i64 noundef %106, i32 noundef %1567)
  br i1 %1568, label %3948, label %4219

3948:                                             ; preds = %3947, %4189
  %3949 = phi i64 [ %4190, %4189 ], [ 0, %3947 ]
  %3950 = getelementptr inbounds nuw ptr, ptr %997, i64 %3949
  %3951 = load ptr, ptr %3950, align 8
  %3952 = getelementptr inbounds nuw i8, ptr %3951, i64 16
  %3953 = load ptr, ptr %3952, align 8
  %3954 = load ptr, ptr %3951, align 8
  %3955 = getelementptr float, ptr %3953, i64 %1019
  br i1 %138, label %3956, label %4065

3956:                                             ; preds = %3948
  %3957 = getelementptr inbounds nuw i8, ptr %3951, i64 40
  %3958 = load ptr, ptr %3957, align 8
  %3959 = getelementptr i8, ptr %3958, i64 %1022
  br i1 %1392, label %4045, label %3960

3960:                                             ; preds = %3956
  %3961 = getelementptr i8, ptr %3953, i64 %1050
  %3962 = getelementptr i8, ptr %3958, i64 %1051
  %3963 = icmp ult ptr %3955, %3962
  %3964 = icmp ult ptr %3959, %3961
  %3965 = and i1 %3963, %3964
  %3966 = icmp ult ptr %3955, %1059
  %3967 = icmp ult ptr %1057, %3961
  %3968 = and i1 %3966, %3967
  %3969 = or i1 %3965, %3968
  %3970 = icmp ult ptr %3955, %1066
  %3971 = icmp ult ptr %1064, %3961
  %3972 = and i1 %3970, %3971
  %3973 = or i1 %3969, %3972
  br i1 %3973, label %4045, label %3974

3974:                                             ; preds = %3960
  br i1 %1393, label %4026, label %3975

3975:                                             ; preds = %3974, %3975
  %3976 = phi i64 [ %4022, %3975 ], [ 0, %3974 ]
  %3977 = getelementptr float, ptr %3959, i64 %3976
  %3978 = getelementptr i8, ptr %3977, i64 32
  %3979 = getelementptr i8, ptr %3977, i64 64
  %3980 = getelementptr i8, ptr %3977, i64 96
  %3981 = load <8 x float>, ptr %3977, align 4
  %3982 = load <8 x float>, ptr %3978, align 4
  %3983 = load <8 x float>, ptr %3979, align 4
  %3984 = load <8 x float>, ptr %3980, align 4
  %3985 = add nuw nsw i64 %3976, %1019
  %3986 = getelementptr inbounds nuw float, ptr %184, i64 %3985
  %3987 = getelementptr inbounds nuw i8, ptr %3986, i64 32
  %3988 = getelementptr inbounds nuw i8, ptr %3986, i64 64
  %3989 = getelementptr inbounds nuw i8, ptr %3986, i64 96
  %3990 = load <8 x float>, ptr %3986, align 32
  %3991 = load <8 x float>, ptr %3987, align 32
  %3992 = load <8 x float>, ptr %3988, align 32
  %3993 = load <8 x float>, ptr %3989, align 32
  %3994 = fadd <8 x float> %3981, %3990
  %3995 = fadd <8 x float> %3982, %3991
  %3996 = fadd <8 x float> %3983, %3992
  %3997 = fadd <8 x float> %3984, %3993
  %3998 = getelementptr inbounds nuw float, ptr %185, i64 %3985
  %3999 = getelementptr inbounds nuw i8, ptr %3998, i64 32
  %4000 = getelementptr inbounds nuw i8, ptr %3998, i64 64
  %4001 = getelementptr inbounds nuw i8, ptr %3998, i64 96
  %4002 = load <8 x float>, ptr %3998, align 32
  %4003 = load <8 x float>, ptr %3999, align 32
  %4004 = load <8 x float>, ptr %4000, align 32
  %4005 = load <8 x float>, ptr %4001, align 32
  %4006 = fadd <8 x float> %3994, %4002
  %4007 = fadd <8 x float> %3995, %4003
  %4008 = fadd <8 x float> %3996, %4004
  %4009 = fadd <8 x float> %3997, %4005
  %4010 = getelementptr inbounds nuw float, ptr %3953, i64 %3985
  %4011 = getelementptr inbounds nuw i8, ptr %4010, i64 32
  %4012 = getelementptr inbounds nuw i8, ptr %4010, i64 64
  %4013 = getelementptr inbounds nuw i8, ptr %4010, i64 96
  %4014 = load <8 x float>, ptr %4010, align 4
  %4015 = load <8 x float>, ptr %4011, align 4
  %4016 = load <8 x float>, ptr %4012, align 4
  %4017 = load <8 x float>, ptr %4013, align 4
  %4018 = fadd <8 x float> %4006, %4014
  %4019 = fadd <8 x float> %4007, %4015
  %4020 = fadd <8 x float> %4008, %4016
  %4021 = fadd <8 x float> %4009, %4017
  store <8 x float> %4018, ptr %4010, align 4
  store <8 x float> %4019, ptr %4011, align 4
  store <8 x float> %4020, ptr %4012, align 4
  store <8 x float> %4021, ptr %4013, align 4
  %4022 = add nuw i64 %3976, 32
  %4023 = icmp eq i64 %4022, %1395
  br i1 %4023, label %4024, label %3975

4024:                                             ; preds = %3975
  br i1 %1396, label %4066, label %4025

4025:                                             ; preds = %4024
  br i1 %1397, label %4045, label %4026

4026:                                             ; preds = %3974, %4025
  %4027 = phi i64 [ %1395, %4025 ], [ 0, %3974 ]
  br label %4028

4028:                                             ; preds = %4028, %4026
  %4029 = phi i64 [ %4027, %4026 ], [ %4042, %4028 ]
  %4030 = getelementptr float, ptr %3959, i64 %4029
  %4031 = load <4 x float>, ptr %4030, align 4
  %4032 = add nuw nsw i64 %4029, %1019
  %4033 = getelementptr inbounds nuw float, ptr %184, i64 %4032
  %4034 = load <4 x float>, ptr %4033, align 16
  %4035 = fadd <4 x float> %4031, %4034
  %4036 = getelementptr inbounds nuw float, ptr %185, i64 %4032
  %4037 = load <4 x float>, ptr %4036, align 16
  %4038 = fadd <4 x float> %4035, %4037
  %4039 = getelementptr inbounds nuw float, ptr %3953, i64 %4032
  %4040 = load <4 x float>, ptr %4039, align 4
  %4041 = fadd <4 x float> %4038, %4040
  store <4 x float> %4041, ptr %4039, align 4
  %4042 = add nuw i64 %4029, 4
  %4043 = icmp eq i64 %4042, %1398
  br i1 %4043, label %4044, label %4028

4044:                                             ; preds = %4028
  br i1 %1399, label %4066, label %4045

4045:                                             ; preds = %3960, %3956, %4025, %4044
  %4046 = phi i64 [ 0, %3956 ], [ 0, %3960 ], [ %1395, %4025 ], [ %1398, %4044 ]
  %4047 = or disjoint i64 %4046, 1
  br i1 %1401, label %4062, label %4048

4048:                                             ; preds = %4045
  %4049 = getelementptr float, ptr %3959, i64 %4046
  %4050 = load float, ptr %4049, align 4
  %4051 = add nuw nsw i64 %4046, %1019
  %4052 = getelementptr inbounds nuw float, ptr %184, i64 %4051
  %4053 = load float, ptr %4052, align 16
  %4054 = fadd float %4050, %4053
  %4055 = getelementptr inbounds nuw float, ptr %185, i64 %4051
  %4056 = load float, ptr %4055, align 16
  %4057 = fadd float %4054, %4056
  %4058 = getelementptr inbounds nuw float, ptr %3953, i64 %4051
  %4059 = load float, ptr %4058, align 4
  %4060 = fadd float %4057, %4059
  store float %4060, ptr %4058, align 4
  %4061 = or disjoint i64 %4046, 1
  br label %4062

4062:                                             ; preds = %4048, %4045
  %4063 = phi i64 [ %4046, %4045 ], [ %4061, %4048 ]
  %4064 = icmp eq i64 %32, %4047
  br i1 %4064, label %4066, label %4160

4065:                                             ; preds = %3948
  call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef %3955, i64 noundef %106)
  br label %4189

4066:                                             ; preds = %4062, %4160, %4044, %4024
  call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef nonnull %3955, i64 noundef %106)
  br i1 %1402, label %4142, label %4067

4067:                                             ; preds = %4066
  %4068 = getelementptr i8, ptr %3954, i64 %1049
  %4069 = getelementptr i8, ptr %3953, i64 %1050
  %4070 = getelementptr i8, ptr %3953, i64 %1049
  %4071 = icmp ult ptr %3954, %4069
  %4072 = icmp ult ptr %3955, %4068
  %4073 = and i1 %4071, %4072
  %4074 = icmp ult ptr %3954, %4070
  %4075 = icmp ult ptr %3953, %4068
  %4076 = and i1 %4074, %4075
  %4077 = or i1 %4073, %4076
  br i1 %4077, label %4142, label %4078

4078:                                             ; preds = %4067
  br i1 %1403, label %4125, label %4079

4079:                                             ; preds = %4078, %4079
  %4080 = phi i64 [ %4121, %4079 ], [ 0, %4078 ]
  %4081 = getelementptr inbounds nuw float, ptr %3953, i64 %4080
  %4082 = getelementptr inbounds nuw i8, ptr %4081, i64 32
  %4083 = getelementptr inbounds nuw i8, ptr %4081, i64 64
  %4084 = getelementptr inbounds nuw i8, ptr %4081, i64 96
  %4085 = load <8 x float>, ptr %4081, align 4
  %4086 = load <8 x float>, ptr %4082, align 4
  %4087 = load <8 x float>, ptr %4083, align 4
  %4088 = load <8 x float>, ptr %4084, align 4
  %4089 = fsub <8 x float> splat (float 1.000000e+00), %4085
  %4090 = fsub <8 x float> splat (float 1.000000e+00), %4086
  %4091 = fsub <8 x float> splat (float 1.000000e+00), %4087
  %4092 = fsub <8 x float> splat (float 1.000000e+00), %4088
  %4093 = getelementptr inbounds nuw float, ptr %3955, i64 %4080
  %4094 = getelementptr inbounds nuw i8, ptr %4093, i64 32
  %4095 = getelementptr inbounds nuw i8, ptr %4093, i64 64
  %4096 = getelementptr inbounds nuw i8, ptr %4093, i64 96
  %4097 = load <8 x float>, ptr %4093, align 4
  %4098 = load <8 x float>, ptr %4094, align 4
  %4099 = load <8 x float>, ptr %4095, align 4
  %4100 = load <8 x float>, ptr %4096, align 4
  %4101 = fmul <8 x float> %4089, %4097
  %4102 = fmul <8 x float> %4090, %4098
  %4103 = fmul <8 x float> %4091, %4099
  %4104 = fmul <8 x float> %4092, %4100
  %4105 = getelementptr inbounds nuw float, ptr %3954, i64 %4080
  %4106 = getelementptr inbounds nuw i8, ptr %4105, i64 32
  %4107 = getelementptr inbounds nuw i8, ptr %4105, i64 64
  %4108 = getelementptr inbounds nuw i8, ptr %4105, i64 96
  %4109 = load <8 x float>, ptr %4105, align 4
  %4110 = load <8 x float>, ptr %4106, align 4
  %4111 = load <8 x float>, ptr %4107, align 4
  %4112 = load <8 x float>, ptr %4108, align 4
  %4113 = fmul <8 x float> %4085, %4109
  %4114 = fmul <8 x float> %4086, %4110
  %4115 = fmul <8 x float> %4087, %4111
  %4116 = fmul <8 x float> %4088, %4112
  %4117 = fadd <8 x float> %4101, %4113
  %4118 = fadd <8 x float> %4102, %4114
  %4119 = fadd <8 x float> %4103, %4115
  %4120 = fadd <8 x float> %4104, %4116
  store <8 x float> %4117, ptr %4105, align 4
  store <8 x float> %4118, ptr %4106, align 4
  store <8 x float> %4119, ptr %4107, align 4
  store <8 x float> %4120, ptr %4108, align 4
  %4121 = add nuw i64 %4080, 32
  %4122 = icmp eq i64 %4121, %1405
  br i1 %4122, label %4123, label %4079

4123:                                             ; preds = %4079
  br i1 %1406, label %4189, label %4124

4124:                                             ; preds = %4123
  br i1 %1407, label %4142, label %4125

4125:                                             ; preds = %4078, %4124
  %4126 = phi i64 [ %1405, %4124 ], [ 0, %4078 ]
  br label %4127

4127:                                             ; preds = %4127, %4125
  %4128 = phi i64 [ %4126, %4125 ], [ %4139, %4127 ]
  %4129 = getelementptr inbounds nuw float, ptr %3953, i64 %4128
  %4130 = load <4 x float>, ptr %4129, align 4
  %4131 = fsub <4 x float> splat (float 1.000000e+00), %4130
  %4132 = getelementptr inbounds nuw float, ptr %3955, i64 %4128
  %4133 = load <4 x float>, ptr %4132, align 4
  %4134 = fmul <4 x float> %4131, %4133
  %4135 = getelementptr inbounds nuw float, ptr %3954, i64 %4128
  %4136 = load <4 x float>, ptr %4135, align 4
  %4137 = fmul <4 x float> %4130, %4136
  %4138 = fadd <4 x float> %4134, %4137
  store <4 x float> %4138, ptr %4135, align 4
  %4139 = add nuw i64 %4128, 4
  %4140 = icmp eq i64 %4139, %1408
  br i1 %4140, label %4141, label %4127

4141:                                             ; preds = %4127
  br i1 %1409, label %4189, label %4142

4142:                                             ; preds = %4067, %4066, %4124, %4141
  %4143 = phi i64 [ 0, %4066 ], [ 0, %4067 ], [ %1405, %4124 ], [ %1408, %4141 ]
  %4144 = or disjoint i64 %4143, 1
  br i1 %1411, label %4157, label %4145

4145:                                             ; preds = %4142
  %4146 = getelementptr inbounds nuw float, ptr %3953, i64 %4143
  %4147 = load float, ptr %4146, align 4
  %4148 = fsub float 1.000000e+00, %4147
  %4149 = getelementptr inbounds nuw float, ptr %3955, i64 %4143
  %4150 = load float, ptr %4149, align 4
  %4151 = fmul float %4148, %4150
  %4152 = getelementptr inbounds nuw float, ptr %3954, i64 %4143
  %4153 = load float, ptr %4152, align 4
  %4154 = fmul float %4147, %4153
  %4155 = fadd float %4151, %4154
  store float %4155, ptr %4152, align 4
  %4156 = or disjoint i64 %4143, 1
  br label %4157

4157:                                             ; preds = %4145, %4142
  %4158 = phi i64 [ %4143, %4142 ], [ %4156, %4145 ]
  %4159 = icmp eq i64 %32, %4144
  br i1 %4159, label %4189, label %4193

4160:                                             ; preds = %4062, %4160
  %4161 = phi i64 [ %4187, %4160 ], [ %4063, %4062 ]
  %4162 = getelementptr float, ptr %3959, i64 %4161
  %4163 = load float, ptr %4162, align 4
  %4164 = add nuw nsw i64 %4161, %1019
  %4165 = getelementptr inbounds nuw float, ptr %184, i64 %4164
  %4166 = load float, ptr %4165, align 4
  %4167 = fadd float %4163, %4166
  %4168 = getelementptr inbounds nuw float, ptr %185, i64 %4164
  %4169 = load float, ptr %4168, align 4
  %4170 = fadd float %4167, %4169
  %4171 = getelementptr inbounds nuw float, ptr %3953, i64 %4164
  %4172 = load float, ptr %4171, align 4
  %4173 = fadd float %4170, %4172
  store float %4173, ptr %4171, align 4
  %4174 = add nuw nsw i64 %4161, 1
  %4175 = getelementptr float, ptr %3959, i64 %4174
  %4176 = load float, ptr %4175, align 4
  %4177 = add nuw nsw i64 %4174, %1019
  %4178 = getelementptr inbounds nuw float, ptr %184, i64 %4177
  %4179 = load float, ptr %4178, align 4
  %4180 = fadd float %4176, %4179
  %4181 = getelementptr inbounds nuw float, ptr %185, i64 %4177
  %4182 = load float, ptr %4181, align 4
  %4183 = fadd float %4180, %4182
  %4184 = getelementptr inbounds nuw float, ptr %3953, i64 %4177
  %4185 = load float, ptr %4184, align 4
  %4186 = fadd float %4183, %4185
  store float %4186, ptr %4184, align 4
  %4187 = add nuw nsw i64 %4161, 2
  %4188 = icmp eq i64 %4187, %32
  br i1 %4188, label %4066, label %4160

4189:                                             ; preds = %4157, %4193, %4123, %4141, %4065
  %4190 = add nuw nsw i64 %3949, 1
  %4191 = icmp eq i64 %4190, %1619
  br i1 %4191, label %4192, label %3948

4192:                                             ; preds = %4189, %4218
  br label %4222

4193:                                             ; preds = %4157, %4193
  %4194 = phi i64 [ %4216, %4193 ], [ %4158, %4157 ]
  %4195 = getelementptr inbounds nuw float, ptr %3953, i64 %4194
  %4196 = load float, ptr %4195, align 4
  %4197 = fsub float 1.000000e+00, %4196
  %4198 = getelementptr inbounds nuw float, ptr %3955, i64 %4194
  %4199 = load float, ptr %4198, align 4
  %4200 = fmul float %4197, %4199
  %4201 = getelementptr inbounds nuw float, ptr %3954, i64 %4194
  %4202 = load float, ptr %4201, align 4
  %4203 = fmul float %4196, %4202
  %4204 = fadd float %4200, %4203
  store float %4204, ptr %4201, align 4
  %4205 = add nuw nsw i64 %4194, 1
  %4206 = getelementptr inbounds nuw float, ptr %3953, i64 %4205
  %4207 = load float, ptr %4206, align 4
  %4208 = fsub float 1.000000e+00, %4207
  %4209 = getelementptr inbounds nuw float, ptr %3955, i64 %4205
  %4210 = load float, ptr %4209, align 4
  %4211 = fmul float %4208, %4210
  %4212 = getelementptr inbounds nuw float, ptr %3954, i64 %4205
  %4213 = load float, ptr %4212, align 4
  %4214 = fmul float %4207, %4213
  %4215 = fadd float %4211, %4214
  store float %4215, ptr %4212, align 4
  %4216 = add nuw nsw i64 %4194, 2
  %4217 = icmp eq i64 %4216, %32
  br i1 %4217, label %4189, label %4193

4218:                                             ; preds = %1622
  br i1 %1568, label %4192, label %4219

4219:                                             ; preds = %4300, %3947, %4218
  %4220 = add nuw nsw i64 %1558, 1
  %4221 = icmp eq i64 %4220, %1452
  br i1 %4221, label %1560, label %1557

4222:                                             ; preds = %4192, %4300
  %4223 = phi i64 [ %4301, %4300 ], [ 0, %4192 ]
  %4224 = getelementptr inbounds nuw ptr, ptr %997, i64 %4223
  %4225 = load ptr, ptr %4224, align 8
  %4226 = getelementptr inbounds nuw i8, ptr %4225, i64 48
  %4227 = load ptr, ptr %4226, align 8
  %4228 = icmp eq ptr %4227, null
  %4229 = select i1 %4228, i1 true, i1 %1025
  br i1 %4229, label %4300, label %4230

4230:                                             ; preds = %4222
  %4231 = ptrtoint ptr %4227 to i64
  %4232 = load ptr, ptr %4225, align 8
  %4233 = ptrtoint ptr %4232 to i64
  %4234 = sub i64 %4231, %4233
  %4235 = icmp ult i64 %4234, 128
  %4236 = select i1 %1412, i1 true, i1 %4235
  br i1 %4236, label %4266, label %4237

4237:                                             ; preds = %4230
  br i1 %1413, label %4256, label %4238

4238:                                             ; preds = %4237, %4238
  %4239 = phi i64 [ %4252, %4238 ], [ 0, %4237 ]
  %4240 = getelementptr inbounds nuw float, ptr %4232, i64 %4239
  %4241 = getelementptr inbounds nuw i8, ptr %4240, i64 32
  %4242 = getelementptr inbounds nuw i8, ptr %4240, i64 64
  %4243 = getelementptr inbounds nuw i8, ptr %4240, i64 96
  %4244 = load <8 x float>, ptr %4240, align 4
  %4245 = load <8 x float>, ptr %4241, align 4
  %4246 = load <8 x float>, ptr %4242, align 4
  %4247 = load <8 x float>, ptr %4243, align 4
  %4248 = getelementptr inbounds nuw float, ptr %4227, i64 %4239
  %4249 = getelementptr inbounds nuw i8, ptr %4248, i64 32
  %4250 = getelementptr inbounds nuw i8, ptr %4248, i64 64
  %4251 = getelementptr inbounds nuw i8, ptr %4248, i64 96
  store <8 x float> %4244, ptr %4248, align 4
  store <8 x float> %4245, ptr %4249, align 4
  store <8 x float> %4246, ptr %4250, align 4
  store <8 x float> %4247, ptr %4251, align 4
  %4252 = add nuw i64 %4239, 32
  %4253 = icmp eq i64 %4252, %1415
  br i1 %4253, label %4254, label %4238

4254:                                             ; preds = %4238
  br i1 %1416, label %4300, label %4255

4255:                                             ; preds = %4254
  br i1 %1417, label %4266, label %4256

4256:                                             ; preds = %4237, %4255
  %4257 = phi i64 [ %1415, %4255 ], [ 0, %4237 ]
  br label %4258

4258:                                             ; preds = %4258, %4256
  %4259 = phi i64 [ %4257, %4256 ], [ %4263, %4258 ]
  %4260 = getelementptr inbounds nuw float, ptr %4232, i64 %4259
  %4261 = load <4 x float>, ptr %4260, align 4
  %4262 = getelementptr inbounds nuw float, ptr %4227, i64 %4259
  store <4 x float> %4261, ptr %4262, align 4
  %4263 = add nuw i64 %4259, 4
  %4264 = icmp eq i64 %4263, %1418
  br i1 %4264, label %4265, label %4258

4265:                                             ; preds = %4258
  br i1 %1419, label %4300, label %4266

4266:                                             ; preds = %4230, %4255, %4265
  %4267 = phi i64 [ 0, %4230 ], [ %1415, %4255 ], [ %1418, %4265 ]
  br i1 %1421, label %4277, label %4268

4268:                                             ; preds = %4266, %4268
  %4269 = phi i64 [ %4274, %4268 ], [ %4267, %4266 ]
  %4270 = phi i64 [ %4275, %4268 ], [ 0, %4266 ]
  %4271 = getelementptr inbounds nuw float, ptr %4232, i64 %4269
  %4272 = load float, ptr %4271, align 4
  %4273 = getelementptr inbounds nuw float, ptr %4227, i64 %4269
  store float %4272, ptr %4273, align 4
  %4274 = add nuw nsw i64 %4269, 1
  %4275 = add i64 %4270, 1
  %4276 = icmp eq i64 %4275, %1420
  br i1 %4276, label %4277, label %4268

4277:                                             ; preds = %4268, %4266
  %4278 = phi i64 [ %4267, %4266 ], [ %4274, %4268 ]
  %4279 = sub nsw i64 %4267, %32
  %4280 = icmp ugt i64 %4279, -4
  br i1 %4280, label %4300, label %4281

4281:                                             ; preds = %4277, %4281
  %4282 = phi i64 [ %4298, %4281 ], [ %4278, %4277 ]
  %4283 = getelementptr inbounds nuw float, ptr %4232, i64 %4282
  %4284 = load float, ptr %4283, align 4
  %4285 = getelementptr inbounds nuw float, ptr %4227, i64 %4282
  store float %4284, ptr %4285, align 4
  %4286 = add nuw nsw i64 %4282, 1
  %4287 = getelementptr inbounds nuw float, ptr %4232, i64 %4286
  %4288 = load float, ptr %4287, align 4
  %4289 = getelementptr inbounds nuw float, ptr %4227, i64 %4286
  store float %4288, ptr %4289, align 4
  %4290 = add nuw nsw i64 %4282, 2
  %4291 = getelementptr inbounds nuw float, ptr %4232, i64 %4290
  %4292 = load float, ptr %4291, align 4
  %4293 = getelementptr inbounds nuw float, ptr %4227, i64 %4290
  store float %4292, ptr %4293, align 4
  %4294 = add nuw nsw i64 %4282, 3
  %4295 = getelementptr inbounds nuw float, ptr %4232, i64 %4294
  %4296 = load float, ptr %4295, align 4
  %4297 = getelementptr inbounds nuw float, ptr %4227, i64 %4294
  store float %4296, ptr %4297, align 4
  %4298 = add nuw nsw i64 %4282, 4
  %4299 = icmp eq i64 %4298, %32
  br i1 %4299, label %4300, label %4281

4300:                                             ; preds = %4277, %4281, %4254, %4265, %4222
  %4301 = add nuw nsw i64 %4223, 1
  %4302 = icmp eq i64 %4301, %1619
  br i1 %4302, label %4219, label %4222

4303:                                             ; preds = %4320, %970
  call void @free(ptr noundef %128)
  ret void

4304:                                             ; preds = %1560, %4320
  %4305 = phi i64 [ 0, %1560 ], [ %4321, %4320 ]
  %4306 = getelementptr inbounds nuw %struct.rowstate, ptr %973, i64 %4305
  %4307 = getelementptr inbounds nuw i8, ptr %4306, i64 32
  %4308 = load i64, ptr %4307, align 8
  %4309 = icmp eq i64 %4308, 0
  br i1 %138, label %4310, label %4320

4310:                                             ; preds = %4304
  %4311 = add nsw i64 %4305, %49
  %4312 = mul nsw i64 %4311, %34
  %4313 = add nsw i64 %4312, %47
  %4314 = add nsw i64 %4311, %1562
  %4315 = select i1 %1561, i64 %4313, i64 %4314
  %4316 = mul nsw i64 %4315, %32
  %4317 = getelementptr float, ptr %22, i64 %4316
  %4318 = getelementptr inbounds nuw i8, ptr %4306, i64 8
  %4319 = getelementptr float, ptr %23, i64 %4316
  br label %4323

4320:                                             ; preds = %4342, %4304
  %4321 = add nuw nsw i64 %4305, 1
  %4322 = icmp slt i64 %4321, %52
  br i1 %4322, label %4304, label %4303

4323:                                             ; preds = %4310, %4342
  %4324 = phi i64 [ 0, %4310 ], [ %4343, %4342 ]
  br i1 %1563, label %4333, label %4325

4325:                                             ; preds = %4323
  br i1 %4309, label %4330, label %4326

4326:                                             ; preds = %4325
  %4327 = load ptr, ptr %4306, align 8
  %4328 = getelementptr inbounds nuw float, ptr %4327, i64 %4324
  %4329 = load float, ptr %4328, align 4
  br label %4330

4330:                                             ; preds = %4325, %4326
  %4331 = phi float [ %4329, %4326 ], [ 0.000000e+00, %4325 ]
  %4332 = getelementptr float, ptr %4317, i64 %4324
  store float %4331, ptr %4332, align 4
  br label %4333

4333:                                             ; preds = %4330, %4323
  br i1 %1564, label %4342, label %4334

4334:                                             ; preds = %4333
  br i1 %4309, label %4339, label %4335

4335:                                             ; preds = %4334
  %4336 = load ptr, ptr %4318, align 8
  %4337 = getelementptr inbounds nuw float, ptr %4336, i64 %4324
  %4338 = load float, ptr %4337, align 4
  br label %4339

4339:                                             ; preds = %4334, %4335
  %4340 = phi float [ %4338, %4335 ], [ 0.000000e+00, %4334 ]
  %4341 = getelementptr float, ptr %4319, i64 %4324
  store float %4340, ptr %4341, align 4
  br label %4342

4342:                                             ; preds = %4333, %4339
  %4343 = add nuw nsw i64 %4324, 1
  %4344 = icmp eq i64 %4343, %32
  br i1 %4344, label %4320, label %4323
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap()

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define internal fastcc void @products(ptr noundef nonnull readonly captures(none) %0, ptr noundef nonnull readonly captures(none) %1, i64 noundef %2, ptr noundef readonly %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i32 noundef range(i32 0, 2) %7) unnamed_addr {
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
