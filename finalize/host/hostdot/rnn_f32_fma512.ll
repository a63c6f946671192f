%struct.rowstate = type { ptr, ptr, ptr, ptr, i64, ptr, ptr }

; Function Attrs: nounwind memory(readwrite, target_mem0: none, target_mem1: none)
define hidden void @mgxport_rnn_f32_fma512(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11, i64 noundef %12) local_unnamed_addr {
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
  %49 = mul i64 %48, %43
  %50 = add i64 %49, %43
  %51 = tail call i64 @llvm.smin.i64(i64 %50, i64 %30)
  %52 = sub i64 %51, %49
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
  %104 = add nsw i64 %32, 15
  %105 = sdiv i64 %104, 16
  %106 = shl nsw i64 %105, 4
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
  %120 = mul nsw i64 %105, 48
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
  %137 = icmp slt i64 %32, 16
  %138 = icmp sgt i64 %32, 0
  %139 = icmp slt i64 %32, %106
  %140 = shl i64 %32, 2
  %141 = shl i64 %105, 6
  %142 = mul nsw i64 %40, %105
  %143 = shl i64 %142, 6
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
  %155 = shl i64 %105, 6
  %156 = mul nsw i64 %40, %105
  %157 = add i64 %32, 288230376151711743
  %158 = mul i64 %156, %157
  %159 = shl i64 %158, 6
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
  %179 = and i64 %156, 144115188075855872
  %180 = icmp ne i64 %179, 0
  %181 = and i64 %32, 15
  %182 = insertelement <16 x i64> poison, i64 %32, i64 0
  %183 = shufflevector <16 x i64> %182, <16 x i64> poison, <16 x i32> zeroinitializer
  %184 = icmp eq i64 %181, 0
  %185 = icmp samesign ult i64 %181, 8
  %186 = and i64 %32, 7
  %187 = insertelement <8 x i64> poison, i64 %32, i64 0
  %188 = shufflevector <8 x i64> %187, <8 x i64> poison, <8 x i32> zeroinitializer
  %189 = icmp eq i64 %186, 0
  br label %234

190:                                              ; preds = %605
  %191 = getelementptr float, ptr %135, i64 %118
  %192 = getelementptr float, ptr %191, i64 %107
  %193 = shl i64 %47, 1
  %194 = icmp ne i64 %2, 0
  %195 = and i1 %194, %101
  %196 = mul i64 %193, %41
  %197 = getelementptr float, ptr %16, i64 %196
  %198 = or disjoint i64 %193, 1
  %199 = mul i64 %198, %41
  %200 = getelementptr float, ptr %16, i64 %199
  %201 = tail call i64 @llvm.smax.i64(i64 %106, i64 1)
  %202 = mul i64 %40, %32
  %203 = mul i64 %202, %105
  %204 = shl i64 %203, 6
  %205 = shl i64 %105, 6
  %206 = shl i64 %201, 2
  %207 = mul nsw i64 %40, %105
  %208 = shl i64 %32, 6
  %209 = add i64 %208, 64
  %210 = mul i64 %207, %209
  %211 = mul i64 %40, %32
  %212 = mul i64 %211, %47
  %213 = shl i64 %212, 3
  %214 = shl i64 %32, 2
  %215 = or disjoint i64 %193, 1
  %216 = mul i64 %211, %215
  %217 = shl i64 %216, 2
  %218 = getelementptr i8, ptr %16, i64 %217
  %219 = getelementptr i8, ptr %218, i64 %206
  %220 = getelementptr i8, ptr %16, i64 %217
  %221 = getelementptr i8, ptr %16, i64 %213
  %222 = getelementptr i8, ptr %221, i64 %206
  %223 = getelementptr i8, ptr %16, i64 %213
  %224 = getelementptr i8, ptr %135, i64 %210
  %225 = getelementptr i8, ptr %224, i64 %206
  %226 = getelementptr i8, ptr %135, i64 %210
  %227 = getelementptr i8, ptr %135, i64 %204
  %228 = getelementptr i8, ptr %227, i64 %206
  %229 = getelementptr i8, ptr %135, i64 %204
  %230 = and i64 %201, 9223372036854775792
  %231 = insertelement <16 x i64> poison, i64 %32, i64 0
  %232 = shufflevector <16 x i64> %231, <16 x i64> poison, <16 x i32> zeroinitializer
  %233 = icmp eq i64 %201, %230
  br label %636

234:                                              ; preds = %131, %605
  %235 = phi i64 [ 0, %131 ], [ %606, %605 ]
  %236 = mul i64 %155, %235
  %237 = getelementptr i8, ptr %135, i64 %236
  %238 = getelementptr i8, ptr %173, i64 %236
  %239 = mul i64 %167, %235
  %240 = mul i64 %153, %235
  %241 = mul i64 %141, %235
  %242 = mul nsw i64 %235, %32
  %243 = add nsw i64 %242, %136
  %244 = mul nsw i64 %243, %32
  %245 = getelementptr inbounds float, ptr %15, i64 %244
  %246 = mul nsw i64 %235, %106
  %247 = getelementptr inbounds float, ptr %135, i64 %246
  br i1 %137, label %251, label %282

248:                                              ; preds = %468, %317
  %249 = add nuw nsw i64 %283, 16
  %250 = icmp sgt i64 %249, %32
  br i1 %250, label %251, label %282

251:                                              ; preds = %248, %234
  %252 = phi i64 [ 0, %234 ], [ %283, %248 ]
  br i1 %138, label %253, label %605

253:                                              ; preds = %251
  %254 = icmp slt i64 %252, %32
  %255 = getelementptr i8, ptr %145, i64 %241
  %256 = xor i64 %252, -1
  %257 = add nsw i64 %32, %256
  %258 = mul i64 %154, %252
  %259 = shl i64 %252, 2
  %260 = getelementptr i8, ptr %237, i64 %259
  %261 = mul i64 %171, %252
  %262 = sub nsw i64 %32, %252
  %263 = getelementptr i8, ptr %174, i64 %239
  %264 = getelementptr i8, ptr %175, i64 %239
  %265 = getelementptr i8, ptr %264, i64 %261
  %266 = getelementptr i8, ptr %176, i64 %240
  %267 = getelementptr i8, ptr %266, i64 %258
  %268 = icmp ult i64 %262, 8
  %269 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %178, i64 %257)
  %270 = extractvalue { i64, i1 } %269, 0
  %271 = extractvalue { i64, i1 } %269, 1
  %272 = sub i64 0, %270
  %273 = icmp ult i64 %262, 16
  %274 = sub nuw i64 %262, %181
  %275 = add i64 %252, %274
  %276 = insertelement <16 x i64> poison, i64 %252, i64 0
  %277 = shufflevector <16 x i64> %276, <16 x i64> poison, <16 x i32> zeroinitializer
  %278 = or disjoint <16 x i64> %277, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %279 = add i64 %252, %274
  %280 = sub i64 %262, %186
  %281 = add i64 %252, %280
  br label %523

282:                                              ; preds = %234, %248
  %283 = phi i64 [ %249, %248 ], [ 16, %234 ]
  %284 = phi i64 [ %283, %248 ], [ 0, %234 ]
  %285 = getelementptr float, ptr %247, i64 %284
  %286 = mul nuw nsw i64 %284, %32
  %287 = or disjoint i64 %284, 1
  %288 = mul nuw nsw i64 %287, %32
  %289 = or disjoint i64 %284, 2
  %290 = mul nuw nsw i64 %289, %32
  %291 = or disjoint i64 %284, 3
  %292 = mul nuw nsw i64 %291, %32
  %293 = or disjoint i64 %284, 4
  %294 = mul nuw nsw i64 %293, %32
  %295 = or disjoint i64 %284, 5
  %296 = mul nuw nsw i64 %295, %32
  %297 = or disjoint i64 %284, 6
  %298 = mul nuw nsw i64 %297, %32
  %299 = or disjoint i64 %284, 7
  %300 = mul nuw nsw i64 %299, %32
  %301 = or disjoint i64 %284, 8
  %302 = mul nuw nsw i64 %301, %32
  %303 = or disjoint i64 %284, 9
  %304 = mul nuw nsw i64 %303, %32
  %305 = or disjoint i64 %284, 10
  %306 = mul nuw nsw i64 %305, %32
  %307 = or disjoint i64 %284, 11
  %308 = mul nuw nsw i64 %307, %32
  %309 = or disjoint i64 %284, 12
  %310 = mul nuw nsw i64 %309, %32
  %311 = or disjoint i64 %284, 13
  %312 = mul nuw nsw i64 %311, %32
  %313 = or disjoint i64 %284, 14
  %314 = mul nuw nsw i64 %313, %32
  %315 = or disjoint i64 %284, 15
  %316 = mul nuw nsw i64 %315, %32
  br label %319

317:                                              ; preds = %319
  %318 = icmp slt i64 %320, %32
  br i1 %318, label %468, label %248

319:                                              ; preds = %282, %319
  %320 = phi i64 [ 16, %282 ], [ %466, %319 ]
  %321 = phi i64 [ 0, %282 ], [ %320, %319 ]
  %322 = getelementptr float, ptr %245, i64 %321
  %323 = getelementptr float, ptr %322, i64 %316
  %324 = load <16 x float>, ptr %323, align 4
  %325 = getelementptr float, ptr %322, i64 %314
  %326 = load <16 x float>, ptr %325, align 4
  %327 = getelementptr float, ptr %322, i64 %312
  %328 = load <16 x float>, ptr %327, align 4
  %329 = getelementptr float, ptr %322, i64 %310
  %330 = load <16 x float>, ptr %329, align 4
  %331 = getelementptr float, ptr %322, i64 %308
  %332 = load <16 x float>, ptr %331, align 4
  %333 = getelementptr float, ptr %322, i64 %306
  %334 = load <16 x float>, ptr %333, align 4
  %335 = getelementptr float, ptr %322, i64 %304
  %336 = load <16 x float>, ptr %335, align 4
  %337 = getelementptr float, ptr %322, i64 %302
  %338 = load <16 x float>, ptr %337, align 4
  %339 = getelementptr float, ptr %322, i64 %300
  %340 = load <16 x float>, ptr %339, align 4
  %341 = getelementptr float, ptr %322, i64 %298
  %342 = load <16 x float>, ptr %341, align 4
  %343 = getelementptr float, ptr %322, i64 %296
  %344 = load <16 x float>, ptr %343, align 4
  %345 = getelementptr float, ptr %322, i64 %294
  %346 = load <16 x float>, ptr %345, align 4
  %347 = getelementptr float, ptr %322, i64 %292
  %348 = load <16 x float>, ptr %347, align 4
  %349 = getelementptr float, ptr %322, i64 %290
  %350 = load <16 x float>, ptr %349, align 4
  %351 = getelementptr float, ptr %322, i64 %288
  %352 = load <16 x float>, ptr %351, align 4
  %353 = getelementptr float, ptr %322, i64 %286
  %354 = load <16 x float>, ptr %353, align 4
  %355 = shufflevector <16 x float> %354, <16 x float> %338, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %356 = shufflevector <16 x float> %354, <16 x float> %338, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %357 = shufflevector <16 x float> %352, <16 x float> %336, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %358 = shufflevector <16 x float> %352, <16 x float> %336, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %359 = shufflevector <16 x float> %350, <16 x float> %334, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %360 = shufflevector <16 x float> %350, <16 x float> %334, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %361 = shufflevector <16 x float> %348, <16 x float> %332, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %362 = shufflevector <16 x float> %348, <16 x float> %332, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %363 = shufflevector <16 x float> %346, <16 x float> %330, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %364 = shufflevector <16 x float> %346, <16 x float> %330, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %365 = shufflevector <16 x float> %344, <16 x float> %328, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %366 = shufflevector <16 x float> %344, <16 x float> %328, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %367 = shufflevector <16 x float> %342, <16 x float> %326, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %368 = shufflevector <16 x float> %342, <16 x float> %326, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %369 = shufflevector <16 x float> %340, <16 x float> %324, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %370 = shufflevector <16 x float> %340, <16 x float> %324, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %371 = shufflevector <16 x float> %355, <16 x float> %363, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %372 = shufflevector <16 x float> %355, <16 x float> %363, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %373 = shufflevector <16 x float> %356, <16 x float> %364, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %374 = shufflevector <16 x float> %356, <16 x float> %364, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %375 = shufflevector <16 x float> %357, <16 x float> %365, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %376 = shufflevector <16 x float> %357, <16 x float> %365, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %377 = shufflevector <16 x float> %358, <16 x float> %366, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %378 = shufflevector <16 x float> %358, <16 x float> %366, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %379 = shufflevector <16 x float> %359, <16 x float> %367, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %380 = shufflevector <16 x float> %359, <16 x float> %367, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %381 = shufflevector <16 x float> %360, <16 x float> %368, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %382 = shufflevector <16 x float> %360, <16 x float> %368, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %383 = shufflevector <16 x float> %361, <16 x float> %369, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %384 = shufflevector <16 x float> %361, <16 x float> %369, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %385 = shufflevector <16 x float> %362, <16 x float> %370, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %386 = shufflevector <16 x float> %362, <16 x float> %370, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %387 = shufflevector <16 x float> %371, <16 x float> %379, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %388 = shufflevector <16 x float> %371, <16 x float> %379, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %389 = shufflevector <16 x float> %372, <16 x float> %380, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %390 = shufflevector <16 x float> %372, <16 x float> %380, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %391 = shufflevector <16 x float> %373, <16 x float> %381, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %392 = shufflevector <16 x float> %373, <16 x float> %381, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %393 = shufflevector <16 x float> %374, <16 x float> %382, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %394 = shufflevector <16 x float> %374, <16 x float> %382, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %395 = shufflevector <16 x float> %375, <16 x float> %383, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %396 = shufflevector <16 x float> %375, <16 x float> %383, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %397 = shufflevector <16 x float> %376, <16 x float> %384, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %398 = shufflevector <16 x float> %376, <16 x float> %384, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %399 = shufflevector <16 x float> %377, <16 x float> %385, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %400 = shufflevector <16 x float> %377, <16 x float> %385, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %401 = shufflevector <16 x float> %378, <16 x float> %386, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %402 = shufflevector <16 x float> %378, <16 x float> %386, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %403 = shufflevector <16 x float> %387, <16 x float> %395, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %404 = shufflevector <16 x float> %387, <16 x float> %395, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %405 = shufflevector <16 x float> %388, <16 x float> %396, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %406 = shufflevector <16 x float> %388, <16 x float> %396, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %407 = shufflevector <16 x float> %389, <16 x float> %397, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %408 = shufflevector <16 x float> %389, <16 x float> %397, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %409 = shufflevector <16 x float> %390, <16 x float> %398, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %410 = shufflevector <16 x float> %390, <16 x float> %398, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %411 = shufflevector <16 x float> %391, <16 x float> %399, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %412 = shufflevector <16 x float> %391, <16 x float> %399, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %413 = shufflevector <16 x float> %392, <16 x float> %400, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %414 = shufflevector <16 x float> %392, <16 x float> %400, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %415 = shufflevector <16 x float> %393, <16 x float> %401, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %416 = shufflevector <16 x float> %393, <16 x float> %401, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %417 = shufflevector <16 x float> %394, <16 x float> %402, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %418 = shufflevector <16 x float> %394, <16 x float> %402, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %419 = mul nuw nsw i64 %321, %107
  %420 = getelementptr float, ptr %285, i64 %419
  store <16 x float> %403, ptr %420, align 64
  %421 = or disjoint i64 %321, 1
  %422 = mul nuw nsw i64 %421, %107
  %423 = getelementptr float, ptr %285, i64 %422
  store <16 x float> %404, ptr %423, align 64
  %424 = or disjoint i64 %321, 2
  %425 = mul nuw nsw i64 %424, %107
  %426 = getelementptr float, ptr %285, i64 %425
  store <16 x float> %405, ptr %426, align 64
  %427 = or disjoint i64 %321, 3
  %428 = mul nuw nsw i64 %427, %107
  %429 = getelementptr float, ptr %285, i64 %428
  store <16 x float> %406, ptr %429, align 64
  %430 = or disjoint i64 %321, 4
  %431 = mul nuw nsw i64 %430, %107
  %432 = getelementptr float, ptr %285, i64 %431
  store <16 x float> %407, ptr %432, align 64
  %433 = or disjoint i64 %321, 5
  %434 = mul nuw nsw i64 %433, %107
  %435 = getelementptr float, ptr %285, i64 %434
  store <16 x float> %408, ptr %435, align 64
  %436 = or disjoint i64 %321, 6
  %437 = mul nuw nsw i64 %436, %107
  %438 = getelementptr float, ptr %285, i64 %437
  store <16 x float> %409, ptr %438, align 64
  %439 = or disjoint i64 %321, 7
  %440 = mul nuw nsw i64 %439, %107
  %441 = getelementptr float, ptr %285, i64 %440
  store <16 x float> %410, ptr %441, align 64
  %442 = or disjoint i64 %321, 8
  %443 = mul nuw nsw i64 %442, %107
  %444 = getelementptr float, ptr %285, i64 %443
  store <16 x float> %411, ptr %444, align 64
  %445 = or disjoint i64 %321, 9
  %446 = mul nuw nsw i64 %445, %107
  %447 = getelementptr float, ptr %285, i64 %446
  store <16 x float> %412, ptr %447, align 64
  %448 = or disjoint i64 %321, 10
  %449 = mul nuw nsw i64 %448, %107
  %450 = getelementptr float, ptr %285, i64 %449
  store <16 x float> %413, ptr %450, align 64
  %451 = or disjoint i64 %321, 11
  %452 = mul nuw nsw i64 %451, %107
  %453 = getelementptr float, ptr %285, i64 %452
  store <16 x float> %414, ptr %453, align 64
  %454 = or disjoint i64 %321, 12
  %455 = mul nuw nsw i64 %454, %107
  %456 = getelementptr float, ptr %285, i64 %455
  store <16 x float> %415, ptr %456, align 64
  %457 = or disjoint i64 %321, 13
  %458 = mul nuw nsw i64 %457, %107
  %459 = getelementptr float, ptr %285, i64 %458
  store <16 x float> %416, ptr %459, align 64
  %460 = or disjoint i64 %321, 14
  %461 = mul nuw nsw i64 %460, %107
  %462 = getelementptr float, ptr %285, i64 %461
  store <16 x float> %417, ptr %462, align 64
  %463 = or disjoint i64 %321, 15
  %464 = mul nuw nsw i64 %463, %107
  %465 = getelementptr float, ptr %285, i64 %464
  store <16 x float> %418, ptr %465, align 64
  %466 = add nuw nsw i64 %320, 16
  %467 = icmp sgt i64 %466, %32
  br i1 %467, label %317, label %319

468:                                              ; preds = %317, %468
  %469 = phi i64 [ %521, %468 ], [ %320, %317 ]
  %470 = getelementptr float, ptr %245, i64 %469
  %471 = mul nuw nsw i64 %469, %107
  %472 = getelementptr float, ptr %247, i64 %471
  %473 = getelementptr float, ptr %470, i64 %286
  %474 = load float, ptr %473, align 4
  %475 = getelementptr float, ptr %472, i64 %284
  store float %474, ptr %475, align 64
  %476 = getelementptr float, ptr %470, i64 %288
  %477 = load float, ptr %476, align 4
  %478 = getelementptr float, ptr %472, i64 %287
  store float %477, ptr %478, align 4
  %479 = getelementptr float, ptr %470, i64 %290
  %480 = load float, ptr %479, align 4
  %481 = getelementptr float, ptr %472, i64 %289
  store float %480, ptr %481, align 8
  %482 = getelementptr float, ptr %470, i64 %292
  %483 = load float, ptr %482, align 4
  %484 = getelementptr float, ptr %472, i64 %291
  store float %483, ptr %484, align 4
  %485 = getelementptr float, ptr %470, i64 %294
  %486 = load float, ptr %485, align 4
  %487 = getelementptr float, ptr %472, i64 %293
  store float %486, ptr %487, align 16
  %488 = getelementptr float, ptr %470, i64 %296
  %489 = load float, ptr %488, align 4
  %490 = getelementptr float, ptr %472, i64 %295
  store float %489, ptr %490, align 4
  %491 = getelementptr float, ptr %470, i64 %298
  %492 = load float, ptr %491, align 4
  %493 = getelementptr float, ptr %472, i64 %297
  store float %492, ptr %493, align 8
  %494 = getelementptr float, ptr %470, i64 %300
  %495 = load float, ptr %494, align 4
  %496 = getelementptr float, ptr %472, i64 %299
  store float %495, ptr %496, align 4
  %497 = getelementptr float, ptr %470, i64 %302
  %498 = load float, ptr %497, align 4
  %499 = getelementptr float, ptr %472, i64 %301
  store float %498, ptr %499, align 32
  %500 = getelementptr float, ptr %470, i64 %304
  %501 = load float, ptr %500, align 4
  %502 = getelementptr float, ptr %472, i64 %303
  store float %501, ptr %502, align 4
  %503 = getelementptr float, ptr %470, i64 %306
  %504 = load float, ptr %503, align 4
  %505 = getelementptr float, ptr %472, i64 %305
  store float %504, ptr %505, align 8
  %506 = getelementptr float, ptr %470, i64 %308
  %507 = load float, ptr %506, align 4
  %508 = getelementptr float, ptr %472, i64 %307
  store float %507, ptr %508, align 4
  %509 = getelementptr float, ptr %470, i64 %310
  %510 = load float, ptr %509, align 4
  %511 = getelementptr float, ptr %472, i64 %309
  store float %510, ptr %511, align 16
  %512 = getelementptr float, ptr %470, i64 %312
  %513 = load float, ptr %512, align 4
  %514 = getelementptr float, ptr %472, i64 %311
  store float %513, ptr %514, align 4
  %515 = getelementptr float, ptr %470, i64 %314
  %516 = load float, ptr %515, align 4
  %517 = getelementptr float, ptr %472, i64 %313
  store float %516, ptr %517, align 8
  %518 = getelementptr float, ptr %470, i64 %316
  %519 = load float, ptr %518, align 4
  %520 = getelementptr float, ptr %472, i64 %315
  store float %519, ptr %520, align 4
  %521 = add nuw nsw i64 %469, 1
  %522 = icmp slt i64 %521, %32
  br i1 %522, label %468, label %248

523:                                              ; preds = %253, %633
  %524 = phi i64 [ 0, %253 ], [ %634, %633 ]
  %525 = shl i64 %524, 2
  %526 = getelementptr i8, ptr %263, i64 %525
  %527 = getelementptr i8, ptr %265, i64 %525
  %528 = icmp ult ptr %526, %527
  %529 = select i1 %528, ptr %526, ptr %527
  %530 = icmp ugt ptr %526, %527
  %531 = select i1 %530, ptr %526, ptr %527
  %532 = getelementptr i8, ptr %531, i64 4
  %533 = shl i64 %524, 2
  %534 = getelementptr i8, ptr %267, i64 %533
  %535 = mul i64 %143, %524
  %536 = getelementptr i8, ptr %255, i64 %535
  %537 = getelementptr float, ptr %245, i64 %524
  br i1 %254, label %538, label %608

538:                                              ; preds = %523
  %539 = mul nuw nsw i64 %524, %107
  %540 = getelementptr float, ptr %247, i64 %539
  br i1 %268, label %586, label %541

541:                                              ; preds = %538
  %542 = getelementptr i8, ptr %534, i64 %270
  %543 = getelementptr i8, ptr %534, i64 %272
  %544 = icmp ult ptr %542, %534
  %545 = icmp ugt ptr %543, %534
  %546 = select i1 %177, i1 %545, i1 %544
  %547 = or i1 %546, %271
  br i1 %547, label %586, label %548

548:                                              ; preds = %541
  %549 = icmp ult ptr %260, %532
  %550 = icmp ult ptr %529, %238
  %551 = and i1 %549, %550
  %552 = or i1 %551, %180
  br i1 %552, label %586, label %553

553:                                              ; preds = %548
  br i1 %273, label %568, label %554

554:                                              ; preds = %553
  %555 = getelementptr float, ptr %540, i64 %252
  br label %556

556:                                              ; preds = %556, %554
  %557 = phi i64 [ 0, %554 ], [ %563, %556 ]
  %558 = phi <16 x i64> [ %278, %554 ], [ %564, %556 ]
  %559 = mul nuw nsw <16 x i64> %558, %183
  %560 = getelementptr float, ptr %537, <16 x i64> %559
  %561 = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %560, <16 x i1> splat (i1 true), <16 x float> poison)
  %562 = getelementptr float, ptr %555, i64 %557
  store <16 x float> %561, ptr %562, align 4
  %563 = add nuw i64 %557, 16
  %564 = add nuw nsw <16 x i64> %558, splat (i64 16)
  %565 = icmp eq i64 %563, %274
  br i1 %565, label %566, label %556

566:                                              ; preds = %556
  br i1 %184, label %608, label %567

567:                                              ; preds = %566
  br i1 %185, label %586, label %568

568:                                              ; preds = %553, %567
  %569 = phi i64 [ %274, %567 ], [ 0, %553 ]
  %570 = phi i64 [ %275, %567 ], [ %252, %553 ]
  %571 = insertelement <8 x i64> poison, i64 %570, i64 0
  %572 = shufflevector <8 x i64> %571, <8 x i64> poison, <8 x i32> zeroinitializer
  %573 = add nuw nsw <8 x i64> %572, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %574 = getelementptr float, ptr %540, i64 %252
  br label %575

575:                                              ; preds = %575, %568
  %576 = phi i64 [ %569, %568 ], [ %582, %575 ]
  %577 = phi <8 x i64> [ %573, %568 ], [ %583, %575 ]
  %578 = mul nuw nsw <8 x i64> %577, %188
  %579 = getelementptr float, ptr %537, <8 x i64> %578
  %580 = tail call <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr> align 4 %579, <8 x i1> splat (i1 true), <8 x float> poison)
  %581 = getelementptr float, ptr %574, i64 %576
  store <8 x float> %580, ptr %581, align 4
  %582 = add nuw i64 %576, 8
  %583 = add nuw nsw <8 x i64> %577, splat (i64 8)
  %584 = icmp eq i64 %582, %280
  br i1 %584, label %585, label %575

585:                                              ; preds = %575
  br i1 %189, label %608, label %586

586:                                              ; preds = %548, %541, %538, %567, %585
  %587 = phi i64 [ %252, %538 ], [ %252, %541 ], [ %252, %548 ], [ %279, %567 ], [ %281, %585 ]
  %588 = sub i64 %32, %587
  %589 = and i64 %588, 3
  %590 = icmp eq i64 %589, 0
  br i1 %590, label %601, label %591

591:                                              ; preds = %586, %591
  %592 = phi i64 [ %598, %591 ], [ %587, %586 ]
  %593 = phi i64 [ %599, %591 ], [ 0, %586 ]
  %594 = mul nuw nsw i64 %592, %32
  %595 = getelementptr float, ptr %537, i64 %594
  %596 = load float, ptr %595, align 4
  %597 = getelementptr float, ptr %540, i64 %592
  store float %596, ptr %597, align 4
  %598 = add nuw nsw i64 %592, 1
  %599 = add i64 %593, 1
  %600 = icmp eq i64 %599, %589
  br i1 %600, label %601, label %591

601:                                              ; preds = %591, %586
  %602 = phi i64 [ %587, %586 ], [ %598, %591 ]
  %603 = sub i64 %587, %32
  %604 = icmp ugt i64 %603, -4
  br i1 %604, label %608, label %610

605:                                              ; preds = %633, %251
  %606 = add nuw nsw i64 %235, 1
  %607 = icmp eq i64 %606, %40
  br i1 %607, label %190, label %234

608:                                              ; preds = %601, %610, %566, %585, %523
  br i1 %139, label %609, label %633

609:                                              ; preds = %608
  tail call void @llvm.memset.p0.i64(ptr align 4 %536, i8 0, i64 %144, i1 false)
  br label %633

610:                                              ; preds = %601, %610
  %611 = phi i64 [ %631, %610 ], [ %602, %601 ]
  %612 = mul nuw nsw i64 %611, %32
  %613 = getelementptr float, ptr %537, i64 %612
  %614 = load float, ptr %613, align 4
  %615 = getelementptr float, ptr %540, i64 %611
  store float %614, ptr %615, align 4
  %616 = add nuw nsw i64 %611, 1
  %617 = mul nuw nsw i64 %616, %32
  %618 = getelementptr float, ptr %537, i64 %617
  %619 = load float, ptr %618, align 4
  %620 = getelementptr float, ptr %540, i64 %616
  store float %619, ptr %620, align 4
  %621 = add nuw nsw i64 %611, 2
  %622 = mul nuw nsw i64 %621, %32
  %623 = getelementptr float, ptr %537, i64 %622
  %624 = load float, ptr %623, align 4
  %625 = getelementptr float, ptr %540, i64 %621
  store float %624, ptr %625, align 4
  %626 = add nuw nsw i64 %611, 3
  %627 = mul nuw nsw i64 %626, %32
  %628 = getelementptr float, ptr %537, i64 %627
  %629 = load float, ptr %628, align 4
  %630 = getelementptr float, ptr %540, i64 %626
  store float %629, ptr %630, align 4
  %631 = add nuw nsw i64 %611, 4
  %632 = icmp eq i64 %631, %32
  br i1 %632, label %608, label %610

633:                                              ; preds = %609, %608
  %634 = add nuw nsw i64 %524, 1
  %635 = icmp eq i64 %634, %32
  br i1 %635, label %605, label %523

636:                                              ; preds = %712, %190
  %637 = phi i64 [ %714, %712 ], [ 0, %190 ]
  %638 = phi i64 [ %713, %712 ], [ 0, %190 ]
  br i1 %138, label %639, label %715

639:                                              ; preds = %636
  %640 = mul i64 %214, %637
  %641 = getelementptr i8, ptr %219, i64 %640
  %642 = getelementptr i8, ptr %220, i64 %640
  %643 = getelementptr i8, ptr %222, i64 %640
  %644 = getelementptr i8, ptr %223, i64 %640
  %645 = mul i64 %205, %637
  %646 = getelementptr i8, ptr %225, i64 %645
  %647 = getelementptr i8, ptr %226, i64 %645
  %648 = getelementptr i8, ptr %228, i64 %645
  %649 = getelementptr i8, ptr %229, i64 %645
  %650 = mul nuw nsw i64 %638, %106
  %651 = mul nuw nsw i64 %638, %32
  %652 = getelementptr float, ptr %197, i64 %651
  %653 = getelementptr float, ptr %200, i64 %651
  %654 = icmp ult ptr %649, %648
  %655 = icmp ult ptr %649, %646
  %656 = icmp ult ptr %647, %648
  %657 = and i1 %655, %656
  %658 = or i1 %654, %657
  %659 = icmp ult ptr %649, %643
  %660 = icmp ult ptr %644, %648
  %661 = and i1 %659, %660
  %662 = or i1 %658, %661
  %663 = icmp ult ptr %649, %641
  %664 = icmp ult ptr %642, %648
  %665 = and i1 %663, %664
  %666 = or i1 %662, %665
  %667 = icmp ult ptr %647, %643
  %668 = icmp ult ptr %644, %646
  %669 = and i1 %667, %668
  %670 = or i1 %666, %669
  %671 = icmp ult ptr %647, %641
  %672 = icmp ult ptr %642, %646
  %673 = and i1 %671, %672
  %674 = or i1 %670, %673
  br i1 %674, label %675, label %677

675:                                              ; preds = %693, %639
  %676 = phi i64 [ %230, %693 ], [ 0, %639 ]
  br label %720

677:                                              ; preds = %639, %677
  %678 = phi i64 [ %690, %677 ], [ 0, %639 ]
  %679 = phi <16 x i64> [ %691, %677 ], [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %639 ]
  %680 = icmp slt <16 x i64> %679, %232
  %681 = select i1 %195, <16 x i1> %680, <16 x i1> zeroinitializer
  %682 = xor <16 x i1> %681, splat (i1 true)
  %683 = add i64 %678, %650
  %684 = getelementptr float, ptr %191, i64 %683
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> zeroinitializer, ptr align 64 %684, <16 x i1> %682)
  %685 = getelementptr float, ptr %652, i64 %678
  %686 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %685, <16 x i1> %681, <16 x float> poison)
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %686, ptr align 64 %684, <16 x i1> %681)
  %687 = getelementptr float, ptr %653, i64 %678
  %688 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %687, <16 x i1> %681, <16 x float> zeroinitializer)
  %689 = getelementptr inbounds float, ptr %192, i64 %683
  store <16 x float> %688, ptr %689, align 64
  %690 = add nuw i64 %678, 16
  %691 = add nuw nsw <16 x i64> %679, splat (i64 16)
  %692 = icmp eq i64 %690, %230
  br i1 %692, label %693, label %677

693:                                              ; preds = %677
  br i1 %233, label %709, label %675

694:                                              ; preds = %709
  %695 = getelementptr inbounds nuw float, ptr %192, i64 %107
  %696 = icmp ne ptr %103, null
  %697 = mul i64 %75, %32
  %698 = getelementptr float, ptr %20, i64 %697
  %699 = mul nuw nsw i64 %40, %105
  %700 = shl i64 %32, 6
  %701 = add i64 %700, 128
  %702 = mul i64 %699, %701
  %703 = add i64 %134, %702
  %704 = mul i64 %32, %47
  %705 = mul i64 %704, -12
  %706 = add i64 %705, %703
  %707 = sub i64 %706, %6
  %708 = icmp ult i64 %707, 256
  br i1 %708, label %801, label %740

709:                                              ; preds = %734, %693
  %710 = add nuw nsw i64 %638, 1
  %711 = icmp eq i64 %710, %40
  br i1 %711, label %694, label %712

712:                                              ; preds = %709, %715
  %713 = phi i64 [ %710, %709 ], [ %716, %715 ]
  %714 = add i64 %637, 1
  br label %636

715:                                              ; preds = %636
  %716 = add nuw nsw i64 %638, 1
  %717 = icmp eq i64 %716, %40
  br i1 %717, label %718, label %712

718:                                              ; preds = %715
  %719 = getelementptr inbounds float, ptr %192, i64 %107
  br label %1088

720:                                              ; preds = %675, %734
  %721 = phi i64 [ %738, %734 ], [ %676, %675 ]
  %722 = icmp slt i64 %721, %32
  %723 = select i1 %195, i1 %722, i1 false
  br i1 %723, label %727, label %724

724:                                              ; preds = %720
  %725 = add nuw nsw i64 %721, %650
  %726 = getelementptr inbounds nuw float, ptr %191, i64 %725
  store float 0.000000e+00, ptr %726, align 4
  br label %734

727:                                              ; preds = %720
  %728 = getelementptr float, ptr %652, i64 %721
  %729 = load float, ptr %728, align 4
  %730 = add nuw nsw i64 %721, %650
  %731 = getelementptr inbounds nuw float, ptr %191, i64 %730
  store float %729, ptr %731, align 4
  %732 = getelementptr float, ptr %653, i64 %721
  %733 = load float, ptr %732, align 4
  br label %734

734:                                              ; preds = %724, %727
  %735 = phi i64 [ %730, %727 ], [ %725, %724 ]
  %736 = phi float [ %733, %727 ], [ 0.000000e+00, %724 ]
  %737 = getelementptr inbounds float, ptr %192, i64 %735
  store float %736, ptr %737, align 4
  %738 = add nuw nsw i64 %721, 1
  %739 = icmp eq i64 %738, %201
  br i1 %739, label %709, label %720

740:                                              ; preds = %694
  %741 = icmp slt i64 %32, 49
  br i1 %741, label %780, label %742

742:                                              ; preds = %740
  %743 = and i64 %201, 48
  %744 = and i64 %201, 9223372036854775744
  %745 = insertelement <16 x i64> poison, i64 %32, i64 0
  %746 = shufflevector <16 x i64> %745, <16 x i64> poison, <16 x i32> zeroinitializer
  br label %747

747:                                              ; preds = %747, %742
  %748 = phi i64 [ 0, %742 ], [ %773, %747 ]
  %749 = phi <16 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %742 ], [ %774, %747 ]
  %750 = add <16 x i64> %749, splat (i64 16)
  %751 = add <16 x i64> %749, splat (i64 32)
  %752 = add <16 x i64> %749, splat (i64 48)
  %753 = icmp slt <16 x i64> %749, %746
  %754 = icmp slt <16 x i64> %750, %746
  %755 = icmp slt <16 x i64> %751, %746
  %756 = icmp slt <16 x i64> %752, %746
  %757 = select i1 %696, <16 x i1> %753, <16 x i1> zeroinitializer
  %758 = select i1 %696, <16 x i1> %754, <16 x i1> zeroinitializer
  %759 = select i1 %696, <16 x i1> %755, <16 x i1> zeroinitializer
  %760 = select i1 %696, <16 x i1> %756, <16 x i1> zeroinitializer
  %761 = getelementptr float, ptr %698, i64 %748
  %762 = getelementptr i8, ptr %761, i64 64
  %763 = getelementptr i8, ptr %761, i64 128
  %764 = getelementptr i8, ptr %761, i64 192
  %765 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %761, <16 x i1> %757, <16 x float> zeroinitializer)
  %766 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %762, <16 x i1> %758, <16 x float> zeroinitializer)
  %767 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %763, <16 x i1> %759, <16 x float> zeroinitializer)
  %768 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %764, <16 x i1> %760, <16 x float> zeroinitializer)
  %769 = getelementptr float, ptr %695, i64 %748
  %770 = getelementptr i8, ptr %769, i64 64
  %771 = getelementptr i8, ptr %769, i64 128
  %772 = getelementptr i8, ptr %769, i64 192
  store <16 x float> %765, ptr %769, align 4
  store <16 x float> %766, ptr %770, align 4
  store <16 x float> %767, ptr %771, align 4
  store <16 x float> %768, ptr %772, align 4
  %773 = add nuw i64 %748, 64
  %774 = add <16 x i64> %749, splat (i64 64)
  %775 = icmp eq i64 %773, %744
  br i1 %775, label %776, label %747

776:                                              ; preds = %747
  %777 = icmp eq i64 %201, %744
  br i1 %777, label %857, label %778

778:                                              ; preds = %776
  %779 = icmp eq i64 %743, 0
  br i1 %779, label %801, label %780

780:                                              ; preds = %740, %778
  %781 = phi i64 [ %744, %778 ], [ 0, %740 ]
  %782 = and i64 %201, 9223372036854775792
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
  %792 = select i1 %696, <8 x i1> %791, <8 x i1> zeroinitializer
  %793 = getelementptr float, ptr %698, i64 %789
  %794 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %793, <8 x i1> %792, <8 x float> zeroinitializer)
  %795 = getelementptr float, ptr %695, i64 %789
  store <8 x float> %794, ptr %795, align 4
  %796 = add nuw i64 %789, 8
  %797 = add nuw nsw <8 x i64> %790, splat (i64 8)
  %798 = icmp eq i64 %796, %782
  br i1 %798, label %799, label %788

799:                                              ; preds = %788
  %800 = icmp eq i64 %201, %782
  br i1 %800, label %857, label %801

801:                                              ; preds = %694, %778, %799
  %802 = phi i64 [ 0, %694 ], [ %744, %778 ], [ %782, %799 ]
  %803 = or disjoint i64 %802, 1
  %804 = and i64 %201, 1
  %805 = icmp eq i64 %804, 0
  br i1 %805, label %816, label %806

806:                                              ; preds = %801
  %807 = icmp slt i64 %802, %32
  %808 = select i1 %696, i1 %807, i1 false
  br i1 %808, label %809, label %812

809:                                              ; preds = %806
  %810 = getelementptr float, ptr %698, i64 %802
  %811 = load float, ptr %810, align 4
  br label %812

812:                                              ; preds = %809, %806
  %813 = phi float [ %811, %809 ], [ 0.000000e+00, %806 ]
  %814 = getelementptr float, ptr %695, i64 %802
  store float %813, ptr %814, align 4
  %815 = or disjoint i64 %802, 1
  br label %816

816:                                              ; preds = %812, %801
  %817 = phi i64 [ %802, %801 ], [ %815, %812 ]
  %818 = icmp eq i64 %201, %803
  br i1 %818, label %857, label %1093

819:                                              ; preds = %1088
  %820 = getelementptr inbounds float, ptr %191, i64 %121
  %821 = shl i64 %105, 7
  %822 = icmp eq i64 %3, 0
  %823 = icmp eq i64 %36, 1
  %824 = mul nsw i64 %47, %30
  %825 = icmp ne i64 %4, 0
  %826 = icmp ne i64 %5, 0
  %827 = icmp ne i64 %7, 0
  %828 = shl i64 %32, 6
  %829 = add i64 %828, 128
  %830 = mul i64 %40, %829
  %831 = add i64 %830, 192
  %832 = mul i64 %105, %831
  %833 = add i64 %134, %832
  %834 = shl nuw nsw i64 %40, 4
  %835 = add nuw nsw i64 %834, 48
  %836 = mul i64 %105, %835
  %837 = shl i64 %836, 2
  %838 = shl i64 %32, 2
  %839 = add i64 %832, %134
  %840 = sub i64 %5, %839
  %841 = mul i64 %105, %835
  %842 = mul i64 %841, -4
  %843 = add i64 %830, 256
  %844 = mul i64 %105, %843
  %845 = add i64 %134, %844
  %846 = add i64 %830, 320
  %847 = mul i64 %105, %846
  %848 = add i64 %134, %847
  %849 = and i64 %105, 288230376151711743
  %850 = icmp eq i64 %849, 0
  %851 = icmp eq i64 %821, 0
  %852 = or i1 %850, %851
  %853 = and i64 %201, 9223372036854775792
  %854 = insertelement <16 x i64> poison, i64 %32, i64 0
  %855 = shufflevector <16 x i64> %854, <16 x i64> poison, <16 x i32> zeroinitializer
  %856 = icmp eq i64 %201, %853
  br label %1539

857:                                              ; preds = %816, %1109, %776, %799
  %858 = mul i64 %83, %32
  %859 = getelementptr float, ptr %20, i64 %858
  %860 = getelementptr float, ptr %695, i64 %106
  %861 = shl i64 %32, 6
  %862 = add i64 %861, 128
  %863 = mul i64 %40, %862
  %864 = add i64 %863, 64
  %865 = mul i64 %105, %864
  %866 = add i64 %134, %865
  %867 = mul i64 %32, %83
  %868 = shl i64 %867, 2
  %869 = add i64 %868, %6
  %870 = sub i64 %866, %869
  %871 = icmp ult i64 %870, 256
  br i1 %871, label %933, label %872

872:                                              ; preds = %857
  %873 = icmp slt i64 %32, 49
  br i1 %873, label %912, label %874

874:                                              ; preds = %872
  %875 = and i64 %201, 48
  %876 = and i64 %201, 9223372036854775744
  %877 = insertelement <16 x i64> poison, i64 %32, i64 0
  %878 = shufflevector <16 x i64> %877, <16 x i64> poison, <16 x i32> zeroinitializer
  br label %879

879:                                              ; preds = %879, %874
  %880 = phi i64 [ 0, %874 ], [ %905, %879 ]
  %881 = phi <16 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %874 ], [ %906, %879 ]
  %882 = add <16 x i64> %881, splat (i64 16)
  %883 = add <16 x i64> %881, splat (i64 32)
  %884 = add <16 x i64> %881, splat (i64 48)
  %885 = icmp slt <16 x i64> %881, %878
  %886 = icmp slt <16 x i64> %882, %878
  %887 = icmp slt <16 x i64> %883, %878
  %888 = icmp slt <16 x i64> %884, %878
  %889 = select i1 %696, <16 x i1> %885, <16 x i1> zeroinitializer
  %890 = select i1 %696, <16 x i1> %886, <16 x i1> zeroinitializer
  %891 = select i1 %696, <16 x i1> %887, <16 x i1> zeroinitializer
  %892 = select i1 %696, <16 x i1> %888, <16 x i1> zeroinitializer
  %893 = getelementptr float, ptr %859, i64 %880
  %894 = getelementptr i8, ptr %893, i64 64
  %895 = getelementptr i8, ptr %893, i64 128
  %896 = getelementptr i8, ptr %893, i64 192
  %897 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %893, <16 x i1> %889, <16 x float> zeroinitializer)
  %898 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %894, <16 x i1> %890, <16 x float> zeroinitializer)
  %899 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %895, <16 x i1> %891, <16 x float> zeroinitializer)
  %900 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %896, <16 x i1> %892, <16 x float> zeroinitializer)
  %901 = getelementptr float, ptr %860, i64 %880
  %902 = getelementptr i8, ptr %901, i64 64
  %903 = getelementptr i8, ptr %901, i64 128
  %904 = getelementptr i8, ptr %901, i64 192
  store <16 x float> %897, ptr %901, align 4
  store <16 x float> %898, ptr %902, align 4
  store <16 x float> %899, ptr %903, align 4
  store <16 x float> %900, ptr %904, align 4
  %905 = add nuw i64 %880, 64
  %906 = add <16 x i64> %881, splat (i64 64)
  %907 = icmp eq i64 %905, %876
  br i1 %907, label %908, label %879

908:                                              ; preds = %879
  %909 = icmp eq i64 %201, %876
  br i1 %909, label %972, label %910

910:                                              ; preds = %908
  %911 = icmp eq i64 %875, 0
  br i1 %911, label %933, label %912

912:                                              ; preds = %872, %910
  %913 = phi i64 [ %876, %910 ], [ 0, %872 ]
  %914 = and i64 %201, 9223372036854775792
  %915 = insertelement <8 x i64> poison, i64 %32, i64 0
  %916 = shufflevector <8 x i64> %915, <8 x i64> poison, <8 x i32> zeroinitializer
  %917 = insertelement <8 x i64> poison, i64 %913, i64 0
  %918 = shufflevector <8 x i64> %917, <8 x i64> poison, <8 x i32> zeroinitializer
  %919 = or disjoint <8 x i64> %918, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  br label %920

920:                                              ; preds = %920, %912
  %921 = phi i64 [ %913, %912 ], [ %928, %920 ]
  %922 = phi <8 x i64> [ %919, %912 ], [ %929, %920 ]
  %923 = icmp slt <8 x i64> %922, %916
  %924 = select i1 %696, <8 x i1> %923, <8 x i1> zeroinitializer
  %925 = getelementptr float, ptr %859, i64 %921
  %926 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %925, <8 x i1> %924, <8 x float> zeroinitializer)
  %927 = getelementptr float, ptr %860, i64 %921
  store <8 x float> %926, ptr %927, align 4
  %928 = add nuw i64 %921, 8
  %929 = add nuw nsw <8 x i64> %922, splat (i64 8)
  %930 = icmp eq i64 %928, %914
  br i1 %930, label %931, label %920

931:                                              ; preds = %920
  %932 = icmp eq i64 %201, %914
  br i1 %932, label %972, label %933

933:                                              ; preds = %857, %910, %931
  %934 = phi i64 [ 0, %857 ], [ %876, %910 ], [ %914, %931 ]
  %935 = or disjoint i64 %934, 1
  %936 = and i64 %201, 1
  %937 = icmp eq i64 %936, 0
  br i1 %937, label %948, label %938

938:                                              ; preds = %933
  %939 = icmp slt i64 %934, %32
  %940 = select i1 %696, i1 %939, i1 false
  br i1 %940, label %941, label %944

941:                                              ; preds = %938
  %942 = getelementptr float, ptr %859, i64 %934
  %943 = load float, ptr %942, align 4
  br label %944

944:                                              ; preds = %941, %938
  %945 = phi float [ %943, %941 ], [ 0.000000e+00, %938 ]
  %946 = getelementptr float, ptr %860, i64 %934
  store float %945, ptr %946, align 4
  %947 = or disjoint i64 %934, 1
  br label %948

948:                                              ; preds = %944, %933
  %949 = phi i64 [ %934, %933 ], [ %947, %944 ]
  %950 = icmp eq i64 %201, %935
  br i1 %950, label %972, label %951

951:                                              ; preds = %948, %967
  %952 = phi i64 [ %970, %967 ], [ %949, %948 ]
  %953 = icmp slt i64 %952, %32
  %954 = select i1 %696, i1 %953, i1 false
  br i1 %954, label %955, label %958

955:                                              ; preds = %951
  %956 = getelementptr float, ptr %859, i64 %952
  %957 = load float, ptr %956, align 4
  br label %958

958:                                              ; preds = %955, %951
  %959 = phi float [ %957, %955 ], [ 0.000000e+00, %951 ]
  %960 = getelementptr float, ptr %860, i64 %952
  store float %959, ptr %960, align 4
  %961 = add nuw nsw i64 %952, 1
  %962 = icmp slt i64 %961, %32
  %963 = select i1 %696, i1 %962, i1 false
  br i1 %963, label %964, label %967

964:                                              ; preds = %958
  %965 = getelementptr float, ptr %859, i64 %961
  %966 = load float, ptr %965, align 4
  br label %967

967:                                              ; preds = %964, %958
  %968 = phi float [ %966, %964 ], [ 0.000000e+00, %958 ]
  %969 = getelementptr float, ptr %860, i64 %961
  store float %968, ptr %969, align 4
  %970 = add nuw nsw i64 %952, 2
  %971 = icmp eq i64 %970, %201
  br i1 %971, label %972, label %951

972:                                              ; preds = %948, %967, %908, %931
  %973 = mul i64 %91, %32
  %974 = getelementptr float, ptr %20, i64 %973
  %975 = shl i64 %105, 7
  %976 = getelementptr i8, ptr %695, i64 %975
  %977 = shl i64 %32, 6
  %978 = add i64 %977, 128
  %979 = mul i64 %40, %978
  %980 = add i64 %979, 128
  %981 = mul i64 %105, %980
  %982 = add i64 %134, %981
  %983 = mul i64 %32, %91
  %984 = shl i64 %983, 2
  %985 = add i64 %984, %6
  %986 = sub i64 %982, %985
  %987 = icmp ult i64 %986, 256
  br i1 %987, label %1049, label %988

988:                                              ; preds = %972
  %989 = icmp slt i64 %32, 49
  br i1 %989, label %1028, label %990

990:                                              ; preds = %988
  %991 = and i64 %201, 48
  %992 = and i64 %201, 9223372036854775744
  %993 = insertelement <16 x i64> poison, i64 %32, i64 0
  %994 = shufflevector <16 x i64> %993, <16 x i64> poison, <16 x i32> zeroinitializer
  br label %995

995:                                              ; preds = %995, %990
  %996 = phi i64 [ 0, %990 ], [ %1021, %995 ]
  %997 = phi <16 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %990 ], [ %1022, %995 ]
  %998 = add <16 x i64> %997, splat (i64 16)
  %999 = add <16 x i64> %997, splat (i64 32)
  %1000 = add <16 x i64> %997, splat (i64 48)
  %1001 = icmp slt <16 x i64> %997, %994
  %1002 = icmp slt <16 x i64> %998, %994
  %1003 = icmp slt <16 x i64> %999, %994
  %1004 = icmp slt <16 x i64> %1000, %994
  %1005 = select i1 %696, <16 x i1> %1001, <16 x i1> zeroinitializer
  %1006 = select i1 %696, <16 x i1> %1002, <16 x i1> zeroinitializer
  %1007 = select i1 %696, <16 x i1> %1003, <16 x i1> zeroinitializer
  %1008 = select i1 %696, <16 x i1> %1004, <16 x i1> zeroinitializer
  %1009 = getelementptr float, ptr %974, i64 %996
  %1010 = getelementptr i8, ptr %1009, i64 64
  %1011 = getelementptr i8, ptr %1009, i64 128
  %1012 = getelementptr i8, ptr %1009, i64 192
  %1013 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %1009, <16 x i1> %1005, <16 x float> zeroinitializer)
  %1014 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %1010, <16 x i1> %1006, <16 x float> zeroinitializer)
  %1015 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %1011, <16 x i1> %1007, <16 x float> zeroinitializer)
  %1016 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %1012, <16 x i1> %1008, <16 x float> zeroinitializer)
  %1017 = getelementptr float, ptr %976, i64 %996
  %1018 = getelementptr i8, ptr %1017, i64 64
  %1019 = getelementptr i8, ptr %1017, i64 128
  %1020 = getelementptr i8, ptr %1017, i64 192
  store <16 x float> %1013, ptr %1017, align 4
  store <16 x float> %1014, ptr %1018, align 4
  store <16 x float> %1015, ptr %1019, align 4
  store <16 x float> %1016, ptr %1020, align 4
  %1021 = add nuw i64 %996, 64
  %1022 = add <16 x i64> %997, splat (i64 64)
  %1023 = icmp eq i64 %1021, %992
  br i1 %1023, label %1024, label %995

1024:                                             ; preds = %995
  %1025 = icmp eq i64 %201, %992
  br i1 %1025, label %1088, label %1026

1026:                                             ; preds = %1024
  %1027 = icmp eq i64 %991, 0
  br i1 %1027, label %1049, label %1028

1028:                                             ; preds = %988, %1026
  %1029 = phi i64 [ %992, %1026 ], [ 0, %988 ]
  %1030 = and i64 %201, 9223372036854775792
  %1031 = insertelement <8 x i64> poison, i64 %32, i64 0
  %1032 = shufflevector <8 x i64> %1031, <8 x i64> poison, <8 x i32> zeroinitializer
  %1033 = insertelement <8 x i64> poison, i64 %1029, i64 0
  %1034 = shufflevector <8 x i64> %1033, <8 x i64> poison, <8 x i32> zeroinitializer
  %1035 = or disjoint <8 x i64> %1034, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  br label %1036

1036:                                             ; preds = %1036, %1028
  %1037 = phi i64 [ %1029, %1028 ], [ %1044, %1036 ]
  %1038 = phi <8 x i64> [ %1035, %1028 ], [ %1045, %1036 ]
  %1039 = icmp slt <8 x i64> %1038, %1032
  %1040 = select i1 %696, <8 x i1> %1039, <8 x i1> zeroinitializer
  %1041 = getelementptr float, ptr %974, i64 %1037
  %1042 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %1041, <8 x i1> %1040, <8 x float> zeroinitializer)
  %1043 = getelementptr float, ptr %976, i64 %1037
  store <8 x float> %1042, ptr %1043, align 4
  %1044 = add nuw i64 %1037, 8
  %1045 = add nuw nsw <8 x i64> %1038, splat (i64 8)
  %1046 = icmp eq i64 %1044, %1030
  br i1 %1046, label %1047, label %1036

1047:                                             ; preds = %1036
  %1048 = icmp eq i64 %201, %1030
  br i1 %1048, label %1088, label %1049

1049:                                             ; preds = %972, %1026, %1047
  %1050 = phi i64 [ 0, %972 ], [ %992, %1026 ], [ %1030, %1047 ]
  %1051 = or disjoint i64 %1050, 1
  %1052 = and i64 %201, 1
  %1053 = icmp eq i64 %1052, 0
  br i1 %1053, label %1064, label %1054

1054:                                             ; preds = %1049
  %1055 = icmp slt i64 %1050, %32
  %1056 = select i1 %696, i1 %1055, i1 false
  br i1 %1056, label %1057, label %1060

1057:                                             ; preds = %1054
  %1058 = getelementptr float, ptr %974, i64 %1050
  %1059 = load float, ptr %1058, align 4
  br label %1060

1060:                                             ; preds = %1057, %1054
  %1061 = phi float [ %1059, %1057 ], [ 0.000000e+00, %1054 ]
  %1062 = getelementptr float, ptr %976, i64 %1050
  store float %1061, ptr %1062, align 4
  %1063 = or disjoint i64 %1050, 1
  br label %1064

1064:                                             ; preds = %1060, %1049
  %1065 = phi i64 [ %1050, %1049 ], [ %1063, %1060 ]
  %1066 = icmp eq i64 %201, %1051
  br i1 %1066, label %1088, label %1067

1067:                                             ; preds = %1064, %1083
  %1068 = phi i64 [ %1086, %1083 ], [ %1065, %1064 ]
  %1069 = icmp slt i64 %1068, %32
  %1070 = select i1 %696, i1 %1069, i1 false
  br i1 %1070, label %1071, label %1074

1071:                                             ; preds = %1067
  %1072 = getelementptr float, ptr %974, i64 %1068
  %1073 = load float, ptr %1072, align 4
  br label %1074

1074:                                             ; preds = %1071, %1067
  %1075 = phi float [ %1073, %1071 ], [ 0.000000e+00, %1067 ]
  %1076 = getelementptr float, ptr %976, i64 %1068
  store float %1075, ptr %1076, align 4
  %1077 = add nuw nsw i64 %1068, 1
  %1078 = icmp slt i64 %1077, %32
  %1079 = select i1 %696, i1 %1078, i1 false
  br i1 %1079, label %1080, label %1083

1080:                                             ; preds = %1074
  %1081 = getelementptr float, ptr %974, i64 %1077
  %1082 = load float, ptr %1081, align 4
  br label %1083

1083:                                             ; preds = %1080, %1074
  %1084 = phi float [ %1082, %1080 ], [ 0.000000e+00, %1074 ]
  %1085 = getelementptr float, ptr %976, i64 %1077
  store float %1084, ptr %1085, align 4
  %1086 = add nuw nsw i64 %1068, 2
  %1087 = icmp eq i64 %1086, %201
  br i1 %1087, label %1088, label %1067

1088:                                             ; preds = %1064, %1083, %1024, %1047, %718
  %1089 = phi ptr [ %719, %718 ], [ %695, %1024 ], [ %695, %1047 ], [ %695, %1083 ], [ %695, %1064 ]
  %1090 = tail call i64 @llvm.smax.i64(i64 %52, i64 1)
  %1091 = alloca %struct.rowstate, i64 %1090, align 16
  %1092 = icmp sgt i64 %52, 0
  br i1 %1092, label %819, label %4398

1093:                                             ; preds = %816, %1109
  %1094 = phi i64 [ %1112, %1109 ], [ %817, %816 ]
  %1095 = icmp slt i64 %1094, %32
  %1096 = select i1 %696, i1 %1095, i1 false
  br i1 %1096, label %1097, label %1100

1097:                                             ; preds = %1093
  %1098 = getelementptr float, ptr %698, i64 %1094
  %1099 = load float, ptr %1098, align 4
  br label %1100

1100:                                             ; preds = %1093, %1097
  %1101 = phi float [ %1099, %1097 ], [ 0.000000e+00, %1093 ]
  %1102 = getelementptr float, ptr %695, i64 %1094
  store float %1101, ptr %1102, align 4
  %1103 = add nuw nsw i64 %1094, 1
  %1104 = icmp slt i64 %1103, %32
  %1105 = select i1 %696, i1 %1104, i1 false
  br i1 %1105, label %1106, label %1109

1106:                                             ; preds = %1100
  %1107 = getelementptr float, ptr %698, i64 %1103
  %1108 = load float, ptr %1107, align 4
  br label %1109

1109:                                             ; preds = %1106, %1100
  %1110 = phi float [ %1108, %1106 ], [ 0.000000e+00, %1100 ]
  %1111 = getelementptr float, ptr %695, i64 %1103
  store float %1110, ptr %1111, align 4
  %1112 = add nuw nsw i64 %1094, 2
  %1113 = icmp eq i64 %1112, %201
  br i1 %1113, label %857, label %1093

1114:                                             ; preds = %1670
  %1115 = alloca ptr, i64 %1090, align 16
  %1116 = alloca ptr, i64 %1090, align 16
  %1117 = alloca ptr, i64 %1090, align 16
  %1118 = alloca ptr, i64 %1090, align 16
  %1119 = alloca ptr, i64 %1090, align 16
  %1120 = icmp sgt i64 %1569, 0
  br i1 %1120, label %1121, label %1676

1121:                                             ; preds = %1114
  %1122 = getelementptr inbounds float, ptr %192, i64 %107
  %1123 = getelementptr inbounds float, ptr %192, i64 %107
  %1124 = getelementptr inbounds float, ptr %192, i64 %107
  %1125 = getelementptr inbounds float, ptr %192, i64 %107
  %1126 = getelementptr inbounds float, ptr %192, i64 %107
  %1127 = getelementptr inbounds float, ptr %192, i64 %107
  %1128 = getelementptr inbounds float, ptr %192, i64 %107
  %1129 = icmp eq i64 %36, 1
  %1130 = mul i64 %41, %34
  %1131 = getelementptr float, ptr %14, i64 %136
  %1132 = icmp eq i64 %7, 0
  %1133 = shl nsw i64 %105, 7
  %1134 = icmp eq i64 %26, 0
  %1135 = icmp ne i64 %26, 1
  %1136 = select i1 %1135, i1 true, i1 %100
  %1137 = shl i64 %105, 5
  %1138 = select i1 %1136, i64 %107, i64 %1137
  %1139 = select i1 %1134, i64 %106, i64 %1138
  %1140 = shl i64 %32, 3
  %1141 = mul i64 %32, 12
  %1142 = icmp eq ptr %103, null
  %1143 = icmp slt i64 %32, 1
  %1144 = getelementptr float, ptr %1128, i64 %1137
  %1145 = getelementptr float, ptr %1127, i64 %106
  %1146 = getelementptr inbounds nuw float, ptr %191, i64 %32
  %1147 = getelementptr inbounds nuw float, ptr %192, i64 %32
  %1148 = shl nuw nsw i64 %32, 1
  %1149 = getelementptr inbounds nuw float, ptr %191, i64 %1148
  %1150 = getelementptr inbounds nuw float, ptr %192, i64 %1148
  %1151 = mul nuw nsw i64 %32, 3
  %1152 = getelementptr inbounds nuw float, ptr %191, i64 %1151
  %1153 = getelementptr inbounds nuw float, ptr %192, i64 %1151
  %1154 = icmp eq i64 %134, 0
  %1155 = or i1 %1142, %1154
  %1156 = getelementptr inbounds nuw float, ptr %1126, i64 %1148
  %1157 = fcmp ogt float %56, 0.000000e+00
  %1158 = fneg float %56
  %1159 = insertelement <16 x float> poison, float %1158, i64 0
  %1160 = shufflevector <16 x float> %1159, <16 x float> poison, <16 x i32> zeroinitializer
  %1161 = insertelement <16 x float> poison, float %56, i64 0
  %1162 = shufflevector <16 x float> %1161, <16 x float> poison, <16 x i32> zeroinitializer
  %1163 = getelementptr inbounds nuw float, ptr %1125, i64 %32
  %1164 = getelementptr inbounds float, ptr %135, i64 %1137
  %1165 = select i1 %1142, i1 true, i1 %1143
  %1166 = select i1 %1142, i1 true, i1 %1143
  %1167 = shl i64 %32, 2
  %1168 = add i64 %821, %1167
  %1169 = mul i64 %32, 12
  %1170 = shl i64 %32, 6
  %1171 = add i64 %1170, 64
  %1172 = mul i64 %40, %1171
  %1173 = add i64 %1172, 128
  %1174 = mul i64 %105, %1173
  %1175 = getelementptr i8, ptr %135, i64 %1174
  %1176 = getelementptr i8, ptr %135, i64 %1174
  %1177 = getelementptr i8, ptr %1176, i64 %1167
  %1178 = mul i64 %40, %32
  %1179 = shl i64 %1178, 6
  %1180 = add i64 %1179, 128
  %1181 = mul i64 %105, %1180
  %1182 = getelementptr i8, ptr %135, i64 %1181
  %1183 = getelementptr i8, ptr %135, i64 %1181
  %1184 = getelementptr i8, ptr %1183, i64 %1167
  %1185 = shl i64 %32, 2
  %1186 = mul nsw i64 %40, %105
  %1187 = shl i64 %32, 6
  %1188 = add i64 %1187, 64
  %1189 = mul i64 %1186, %1188
  %1190 = getelementptr i8, ptr %135, i64 %1189
  %1191 = getelementptr i8, ptr %1190, i64 %1185
  %1192 = shl i64 %1186, 6
  %1193 = or disjoint i64 %1192, 4
  %1194 = mul i64 %32, %1193
  %1195 = getelementptr i8, ptr %135, i64 %1194
  %1196 = mul i64 %105, -192
  %1197 = shl i64 %105, 6
  %1198 = shl i64 %201, 2
  %1199 = add i64 %1197, %1198
  %1200 = getelementptr i8, ptr %1124, i64 %1199
  %1201 = mul i64 %105, 192
  %1202 = add i64 %821, %1198
  %1203 = getelementptr i8, ptr %1123, i64 %1198
  %1204 = getelementptr i8, ptr %1122, i64 %1202
  %1205 = shl i64 %32, 2
  %1206 = shl i64 %32, 4
  %1207 = shl i64 %32, 6
  %1208 = add i64 %1207, 64
  %1209 = mul i64 %40, %1208
  %1210 = add i64 %1209, 192
  %1211 = mul i64 %105, %1210
  %1212 = getelementptr i8, ptr %135, i64 %1211
  %1213 = getelementptr i8, ptr %135, i64 %1211
  %1214 = getelementptr i8, ptr %1213, i64 %1205
  %1215 = mul i64 %40, %32
  %1216 = shl i64 %1215, 6
  %1217 = add i64 %1216, 192
  %1218 = mul i64 %105, %1217
  %1219 = getelementptr i8, ptr %135, i64 %1218
  %1220 = getelementptr i8, ptr %135, i64 %1218
  %1221 = getelementptr i8, ptr %1220, i64 %1205
  %1222 = shl i64 %32, 2
  %1223 = shl i64 %32, 6
  %1224 = add i64 %1223, 64
  %1225 = mul i64 %40, %1224
  %1226 = add i64 %1225, 128
  %1227 = mul i64 %105, %1226
  %1228 = getelementptr i8, ptr %135, i64 %1227
  %1229 = getelementptr i8, ptr %135, i64 %1227
  %1230 = getelementptr i8, ptr %1229, i64 %1222
  %1231 = mul i64 %40, %32
  %1232 = shl i64 %1231, 6
  %1233 = add i64 %1232, 128
  %1234 = mul i64 %105, %1233
  %1235 = getelementptr i8, ptr %135, i64 %1234
  %1236 = getelementptr i8, ptr %135, i64 %1234
  %1237 = getelementptr i8, ptr %1236, i64 %1222
  %1238 = shl i64 %105, 6
  %1239 = shl i64 %32, 2
  %1240 = shl i64 %32, 6
  %1241 = add i64 %1240, 64
  %1242 = mul i64 %40, %1241
  %1243 = add i64 %1242, 64
  %1244 = mul i64 %105, %1243
  %1245 = getelementptr i8, ptr %135, i64 %1244
  %1246 = getelementptr i8, ptr %135, i64 %1244
  %1247 = getelementptr i8, ptr %1246, i64 %1239
  %1248 = mul i64 %40, %32
  %1249 = shl i64 %1248, 6
  %1250 = add i64 %1249, 64
  %1251 = mul i64 %105, %1250
  %1252 = getelementptr i8, ptr %135, i64 %1251
  %1253 = getelementptr i8, ptr %135, i64 %1251
  %1254 = getelementptr i8, ptr %1253, i64 %1239
  %1255 = shl i64 %32, 2
  %1256 = mul nsw i64 %40, %105
  %1257 = shl i64 %32, 6
  %1258 = add i64 %1257, 64
  %1259 = mul i64 %1256, %1258
  %1260 = getelementptr i8, ptr %135, i64 %1259
  %1261 = getelementptr i8, ptr %1260, i64 %1255
  %1262 = shl i64 %1256, 6
  %1263 = or disjoint i64 %1262, 4
  %1264 = mul i64 %32, %1263
  %1265 = getelementptr i8, ptr %135, i64 %1264
  %1266 = shl i64 %32, 2
  %1267 = add i64 %821, %1266
  %1268 = shl i64 %32, 6
  %1269 = add i64 %1268, 64
  %1270 = mul i64 %40, %1269
  %1271 = add i64 %1270, 128
  %1272 = mul i64 %105, %1271
  %1273 = getelementptr i8, ptr %135, i64 %1272
  %1274 = getelementptr i8, ptr %135, i64 %1272
  %1275 = getelementptr i8, ptr %1274, i64 %1266
  %1276 = mul i64 %40, %32
  %1277 = shl i64 %1276, 6
  %1278 = add i64 %1277, 128
  %1279 = mul i64 %105, %1278
  %1280 = getelementptr i8, ptr %135, i64 %1279
  %1281 = getelementptr i8, ptr %135, i64 %1279
  %1282 = getelementptr i8, ptr %1281, i64 %1266
  %1283 = shl i64 %105, 6
  %1284 = shl i64 %32, 2
  %1285 = shl i64 %32, 6
  %1286 = add i64 %1285, 64
  %1287 = mul i64 %40, %1286
  %1288 = add i64 %1287, 64
  %1289 = mul i64 %105, %1288
  %1290 = getelementptr i8, ptr %135, i64 %1289
  %1291 = getelementptr i8, ptr %135, i64 %1289
  %1292 = getelementptr i8, ptr %1291, i64 %1284
  %1293 = mul i64 %40, %32
  %1294 = shl i64 %1293, 6
  %1295 = add i64 %1294, 64
  %1296 = mul i64 %105, %1295
  %1297 = getelementptr i8, ptr %135, i64 %1296
  %1298 = getelementptr i8, ptr %135, i64 %1296
  %1299 = getelementptr i8, ptr %1298, i64 %1284
  %1300 = shl i64 %32, 2
  %1301 = mul nsw i64 %40, %105
  %1302 = shl i64 %32, 6
  %1303 = add i64 %1302, 64
  %1304 = mul i64 %1301, %1303
  %1305 = getelementptr i8, ptr %135, i64 %1304
  %1306 = getelementptr i8, ptr %1305, i64 %1300
  %1307 = shl i64 %1301, 6
  %1308 = or disjoint i64 %1307, 4
  %1309 = mul i64 %32, %1308
  %1310 = getelementptr i8, ptr %135, i64 %1309
  %1311 = shl i64 %105, 6
  %1312 = shl i64 %32, 2
  %1313 = shl i64 %32, 6
  %1314 = add i64 %1313, 64
  %1315 = mul i64 %40, %1314
  %1316 = add i64 %1315, 64
  %1317 = mul i64 %105, %1316
  %1318 = getelementptr i8, ptr %135, i64 %1317
  %1319 = getelementptr i8, ptr %135, i64 %1317
  %1320 = getelementptr i8, ptr %1319, i64 %1312
  %1321 = mul i64 %40, %32
  %1322 = shl i64 %1321, 6
  %1323 = add i64 %1322, 64
  %1324 = mul i64 %105, %1323
  %1325 = getelementptr i8, ptr %135, i64 %1324
  %1326 = getelementptr i8, ptr %135, i64 %1324
  %1327 = getelementptr i8, ptr %1326, i64 %1312
  %1328 = shl i64 %32, 2
  %1329 = mul nsw i64 %40, %105
  %1330 = shl i64 %32, 6
  %1331 = add i64 %1330, 64
  %1332 = mul i64 %1329, %1331
  %1333 = getelementptr i8, ptr %135, i64 %1332
  %1334 = getelementptr i8, ptr %1333, i64 %1328
  %1335 = shl i64 %1329, 6
  %1336 = or disjoint i64 %1335, 4
  %1337 = mul i64 %32, %1336
  %1338 = getelementptr i8, ptr %135, i64 %1337
  %1339 = icmp ult i64 %32, 8
  %1340 = icmp ult i64 %32, 64
  %1341 = and i64 %32, 56
  %1342 = and i64 %32, 9223372036854775744
  %1343 = icmp eq i64 %32, %1342
  %1344 = icmp eq i64 %1341, 0
  %1345 = and i64 %32, 9223372036854775800
  %1346 = icmp eq i64 %32, %1345
  %1347 = and i64 %32, 1
  %1348 = icmp eq i64 %1347, 0
  %1349 = icmp ult i64 %32, 8
  %1350 = icmp ult i64 %32, 64
  %1351 = and i64 %32, 56
  %1352 = and i64 %32, 9223372036854775744
  %1353 = icmp eq i64 %32, %1352
  %1354 = icmp eq i64 %1351, 0
  %1355 = and i64 %32, 9223372036854775800
  %1356 = icmp eq i64 %32, %1355
  %1357 = and i64 %32, 1
  %1358 = icmp eq i64 %1357, 0
  %1359 = icmp ult i64 %32, 8
  %1360 = shl i64 %105, 6
  %1361 = icmp ult i64 %32, 64
  %1362 = and i64 %32, 56
  %1363 = and i64 %32, 9223372036854775744
  %1364 = icmp eq i64 %32, %1363
  %1365 = icmp eq i64 %1362, 0
  %1366 = and i64 %32, 9223372036854775800
  %1367 = icmp eq i64 %32, %1366
  %1368 = and i64 %32, 3
  %1369 = icmp eq i64 %1368, 0
  %1370 = icmp ult i64 %32, 8
  %1371 = icmp ult i64 %32, 64
  %1372 = and i64 %32, 56
  %1373 = and i64 %32, 9223372036854775744
  %1374 = icmp eq i64 %32, %1373
  %1375 = icmp eq i64 %1372, 0
  %1376 = and i64 %32, 9223372036854775800
  %1377 = icmp eq i64 %32, %1376
  %1378 = and i64 %32, 1
  %1379 = icmp eq i64 %1378, 0
  %1380 = icmp ult i64 %32, 8
  %1381 = icmp ult i64 %32, 64
  %1382 = and i64 %32, 56
  %1383 = and i64 %32, 9223372036854775744
  %1384 = icmp eq i64 %32, %1383
  %1385 = icmp eq i64 %1382, 0
  %1386 = and i64 %32, 9223372036854775800
  %1387 = icmp eq i64 %32, %1386
  %1388 = and i64 %32, 1
  %1389 = icmp eq i64 %1388, 0
  %1390 = icmp ult i64 %32, 4
  %1391 = icmp ult i64 %32, 32
  %1392 = and i64 %32, 28
  %1393 = and i64 %32, 9223372036854775776
  %1394 = icmp eq i64 %32, %1393
  %1395 = icmp eq i64 %1392, 0
  %1396 = and i64 %32, 9223372036854775804
  %1397 = icmp eq i64 %32, %1396
  %1398 = and i64 %32, 1
  %1399 = icmp eq i64 %1398, 0
  %1400 = icmp ult i64 %32, 8
  %1401 = icmp ult i64 %32, 64
  %1402 = and i64 %32, 56
  %1403 = and i64 %32, 9223372036854775744
  %1404 = icmp eq i64 %32, %1403
  %1405 = icmp eq i64 %1402, 0
  %1406 = and i64 %32, 9223372036854775800
  %1407 = icmp eq i64 %32, %1406
  %1408 = and i64 %32, 1
  %1409 = icmp eq i64 %1408, 0
  %1410 = icmp ult i64 %32, 8
  %1411 = icmp ult i64 %32, 64
  %1412 = and i64 %32, 56
  %1413 = and i64 %32, 9223372036854775744
  %1414 = icmp eq i64 %32, %1413
  %1415 = icmp eq i64 %1412, 0
  %1416 = and i64 %32, 9223372036854775800
  %1417 = icmp eq i64 %32, %1416
  %1418 = and i64 %32, 1
  %1419 = icmp eq i64 %1418, 0
  %1420 = icmp ult i64 %32, 8
  %1421 = icmp ult i64 %32, 64
  %1422 = and i64 %32, 56
  %1423 = and i64 %32, 9223372036854775744
  %1424 = icmp eq i64 %32, %1423
  %1425 = icmp eq i64 %1422, 0
  %1426 = and i64 %32, 9223372036854775800
  %1427 = icmp eq i64 %32, %1426
  %1428 = and i64 %32, 1
  %1429 = icmp eq i64 %1428, 0
  %1430 = icmp ult i64 %32, 8
  %1431 = icmp ult i64 %32, 64
  %1432 = and i64 %32, 56
  %1433 = and i64 %32, 9223372036854775744
  %1434 = icmp eq i64 %32, %1433
  %1435 = icmp eq i64 %1432, 0
  %1436 = and i64 %32, 9223372036854775800
  %1437 = icmp eq i64 %32, %1436
  %1438 = and i64 %32, 1
  %1439 = icmp eq i64 %1438, 0
  %1440 = icmp ult i64 %32, 8
  %1441 = icmp ult i64 %32, 64
  %1442 = and i64 %32, 56
  %1443 = and i64 %32, 9223372036854775744
  %1444 = icmp eq i64 %32, %1443
  %1445 = icmp eq i64 %1442, 0
  %1446 = and i64 %32, 9223372036854775800
  %1447 = icmp eq i64 %32, %1446
  %1448 = and i64 %32, 1
  %1449 = icmp eq i64 %1448, 0
  %1450 = and i64 %201, 9223372036854775792
  %1451 = getelementptr inbounds float, ptr %192, i64 %107
  %1452 = icmp eq i64 %201, %1450
  %1453 = getelementptr inbounds float, ptr %192, i64 %107
  %1454 = icmp slt i64 %32, 49
  %1455 = and i64 %201, 48
  %1456 = and i64 %201, 9223372036854775744
  %1457 = insertelement <16 x i1> poison, i1 %99, i64 0
  %1458 = shufflevector <16 x i1> %1457, <16 x i1> poison, <16 x i32> zeroinitializer
  %1459 = xor <16 x i1> %1458, splat (i1 true)
  %1460 = icmp eq i64 %201, %1456
  %1461 = icmp eq i64 %1455, 0
  %1462 = and i64 %201, 9223372036854775792
  %1463 = insertelement <8 x i1> poison, i1 %99, i64 0
  %1464 = shufflevector <8 x i1> %1463, <8 x i1> poison, <8 x i32> zeroinitializer
  %1465 = xor <8 x i1> %1464, splat (i1 true)
  %1466 = icmp eq i64 %201, %1462
  %1467 = icmp slt i64 %32, 1
  %1468 = icmp slt i64 %32, 17
  %1469 = and i64 %201, 16
  %1470 = and i64 %201, 9223372036854775776
  %1471 = icmp eq i64 %201, %1470
  %1472 = icmp eq i64 %1469, 0
  %1473 = and i64 %201, 9223372036854775792
  %1474 = icmp eq i64 %201, %1473
  %1475 = and i64 %201, 1
  %1476 = icmp eq i64 %1475, 0
  %1477 = icmp ult i64 %32, 8
  %1478 = shl i64 %105, 6
  %1479 = icmp ult i64 %32, 64
  %1480 = and i64 %32, 56
  %1481 = and i64 %32, 9223372036854775744
  %1482 = icmp eq i64 %32, %1481
  %1483 = icmp eq i64 %1480, 0
  %1484 = and i64 %32, 9223372036854775800
  %1485 = icmp eq i64 %32, %1484
  %1486 = and i64 %32, 3
  %1487 = icmp eq i64 %1486, 0
  %1488 = getelementptr inbounds float, ptr %192, i64 %107
  %1489 = icmp ult i64 %32, 8
  %1490 = icmp ult i64 %32, 64
  %1491 = and i64 %32, 56
  %1492 = and i64 %32, 9223372036854775744
  %1493 = icmp eq i64 %32, %1492
  %1494 = icmp eq i64 %1491, 0
  %1495 = and i64 %32, 9223372036854775800
  %1496 = icmp eq i64 %32, %1495
  %1497 = and i64 %32, 1
  %1498 = icmp eq i64 %1497, 0
  %1499 = icmp ult i64 %32, 8
  %1500 = icmp ult i64 %32, 64
  %1501 = and i64 %32, 56
  %1502 = and i64 %32, 9223372036854775744
  %1503 = icmp eq i64 %32, %1502
  %1504 = icmp eq i64 %1501, 0
  %1505 = and i64 %32, 9223372036854775800
  %1506 = icmp eq i64 %32, %1505
  %1507 = and i64 %32, 3
  %1508 = icmp eq i64 %1507, 0
  %1509 = icmp ult i64 %32, 8
  %1510 = icmp ult i64 %32, 64
  %1511 = and i64 %32, 56
  %1512 = and i64 %32, 9223372036854775744
  %1513 = icmp eq i64 %32, %1512
  %1514 = icmp eq i64 %1511, 0
  %1515 = and i64 %32, 9223372036854775800
  %1516 = icmp eq i64 %32, %1515
  %1517 = and i64 %32, 1
  %1518 = icmp eq i64 %1517, 0
  %1519 = icmp ult i64 %32, 8
  %1520 = icmp ult i64 %32, 64
  %1521 = and i64 %32, 56
  %1522 = and i64 %32, 9223372036854775744
  %1523 = icmp eq i64 %32, %1522
  %1524 = icmp eq i64 %1521, 0
  %1525 = and i64 %32, 9223372036854775800
  %1526 = icmp eq i64 %32, %1525
  %1527 = and i64 %32, 1
  %1528 = icmp eq i64 %1527, 0
  %1529 = icmp ult i64 %32, 8
  %1530 = icmp ult i64 %32, 64
  %1531 = and i64 %32, 56
  %1532 = and i64 %32, 9223372036854775744
  %1533 = icmp eq i64 %32, %1532
  %1534 = icmp eq i64 %1531, 0
  %1535 = and i64 %32, 9223372036854775800
  %1536 = icmp eq i64 %32, %1535
  %1537 = and i64 %32, 3
  %1538 = icmp eq i64 %1537, 0
  br label %1673

1539:                                             ; preds = %819, %1670
  %1540 = phi i64 [ 0, %819 ], [ %1569, %1670 ]
  %1541 = phi i64 [ 0, %819 ], [ %1671, %1670 ]
  %1542 = mul i64 %837, %1541
  %1543 = mul i64 %842, %1541
  %1544 = add i64 %840, %1543
  %1545 = add nsw i64 %1541, %49
  %1546 = mul nsw i64 %1541, %122
  %1547 = getelementptr inbounds float, ptr %820, i64 %1546
  %1548 = getelementptr inbounds nuw %struct.rowstate, ptr %1091, i64 %1541
  store ptr %1547, ptr %1548, align 8
  %1549 = getelementptr inbounds float, ptr %1547, i64 %106
  %1550 = getelementptr inbounds nuw i8, ptr %1548, i64 8
  store ptr %1549, ptr %1550, align 8
  %1551 = getelementptr inbounds i8, ptr %1547, i64 %821
  %1552 = getelementptr inbounds nuw i8, ptr %1548, i64 24
  store ptr %1551, ptr %1552, align 8
  %1553 = getelementptr inbounds float, ptr %1547, i64 %120
  %1554 = getelementptr inbounds nuw i8, ptr %1548, i64 16
  store ptr %1553, ptr %1554, align 8
  br i1 %822, label %1566, label %1555

1555:                                             ; preds = %1539
  %1556 = getelementptr inbounds i32, ptr %17, i64 %1545
  %1557 = load i32, ptr %1556, align 4
  %1558 = sext i32 %1557 to i64
  %1559 = icmp slt i32 %1557, 0
  %1560 = icmp slt i64 %28, %1558
  %1561 = select i1 %1559, i1 true, i1 %1560
  br i1 %1561, label %1562, label %1563

1562:                                             ; preds = %1555
  store i32 1, ptr %24, align 4
  br label %1563

1563:                                             ; preds = %1555, %1562
  %1564 = tail call i64 @llvm.smin.i64(i64 %28, i64 %1558)
  %1565 = select i1 %1559, i64 0, i64 %1564
  br label %1566

1566:                                             ; preds = %1563, %1539
  %1567 = phi i64 [ %1565, %1563 ], [ %28, %1539 ]
  %1568 = getelementptr inbounds nuw i8, ptr %1548, i64 32
  store i64 %1567, ptr %1568, align 8
  %1569 = tail call i64 @llvm.smax.i64(i64 %1567, i64 %1540)
  br i1 %138, label %1570, label %1626

1570:                                             ; preds = %1566
  %1571 = mul nsw i64 %1545, %34
  %1572 = add nsw i64 %1571, %47
  %1573 = add nsw i64 %1545, %824
  %1574 = select i1 %823, i64 %1572, i64 %1573
  %1575 = mul nsw i64 %1574, %32
  %1576 = getelementptr float, ptr %18, i64 %1575
  %1577 = getelementptr float, ptr %19, i64 %1575
  %1578 = mul i64 %838, %1574
  %1579 = add i64 %833, %1542
  %1580 = add i64 %4, %1578
  %1581 = sub i64 %1579, %1580
  %1582 = icmp ult i64 %1581, 64
  %1583 = or i1 %852, %1582
  %1584 = add i64 %1544, %1578
  %1585 = icmp ult i64 %1584, 64
  %1586 = or i1 %1583, %1585
  %1587 = add i64 %845, %1542
  %1588 = add i64 %4, %1578
  %1589 = sub i64 %1587, %1588
  %1590 = icmp ult i64 %1589, 64
  %1591 = or i1 %1586, %1590
  %1592 = add i64 %845, %1542
  %1593 = add i64 %5, %1578
  %1594 = sub i64 %1592, %1593
  %1595 = icmp ult i64 %1594, 64
  %1596 = or i1 %1591, %1595
  %1597 = add i64 %848, %1542
  %1598 = add i64 %4, %1578
  %1599 = sub i64 %1597, %1598
  %1600 = icmp ult i64 %1599, 64
  %1601 = or i1 %1596, %1600
  %1602 = add i64 %848, %1542
  %1603 = add i64 %5, %1578
  %1604 = sub i64 %1602, %1603
  %1605 = icmp ult i64 %1604, 64
  %1606 = or i1 %1601, %1605
  br i1 %1606, label %1607, label %1609

1607:                                             ; preds = %1625, %1570
  %1608 = phi i64 [ %853, %1625 ], [ 0, %1570 ]
  br label %1631

1609:                                             ; preds = %1570, %1609
  %1610 = phi i64 [ %1622, %1609 ], [ 0, %1570 ]
  %1611 = phi <16 x i64> [ %1623, %1609 ], [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %1570 ]
  %1612 = icmp slt <16 x i64> %1611, %855
  %1613 = select i1 %825, <16 x i1> %1612, <16 x i1> zeroinitializer
  %1614 = getelementptr float, ptr %1576, i64 %1610
  %1615 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %1614, <16 x i1> %1613, <16 x float> zeroinitializer)
  %1616 = getelementptr inbounds nuw float, ptr %1547, i64 %1610
  store <16 x float> %1615, ptr %1616, align 4
  %1617 = select i1 %826, <16 x i1> %1612, <16 x i1> zeroinitializer
  %1618 = getelementptr float, ptr %1577, i64 %1610
  %1619 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %1618, <16 x i1> %1617, <16 x float> zeroinitializer)
  %1620 = getelementptr inbounds nuw float, ptr %1549, i64 %1610
  store <16 x float> %1619, ptr %1620, align 4
  %1621 = getelementptr inbounds nuw float, ptr %1551, i64 %1610
  store <16 x float> zeroinitializer, ptr %1621, align 4
  %1622 = add nuw i64 %1610, 16
  %1623 = add nuw nsw <16 x i64> %1611, splat (i64 16)
  %1624 = icmp eq i64 %1622, %853
  br i1 %1624, label %1625, label %1609

1625:                                             ; preds = %1609
  br i1 %856, label %1626, label %1607

1626:                                             ; preds = %1645, %1625, %1566
  %1627 = icmp slt i64 %1567, %28
  %1628 = select i1 %827, i1 %1627, i1 false
  br i1 %1628, label %1629, label %1670

1629:                                             ; preds = %1626
  %1630 = mul nsw i64 %1545, %28
  br label %1651

1631:                                             ; preds = %1607, %1645
  %1632 = phi i64 [ %1649, %1645 ], [ %1608, %1607 ]
  %1633 = icmp slt i64 %1632, %32
  %1634 = select i1 %825, i1 %1633, i1 false
  br i1 %1634, label %1635, label %1638

1635:                                             ; preds = %1631
  %1636 = getelementptr float, ptr %1576, i64 %1632
  %1637 = load float, ptr %1636, align 4
  br label %1638

1638:                                             ; preds = %1631, %1635
  %1639 = phi float [ %1637, %1635 ], [ 0.000000e+00, %1631 ]
  %1640 = getelementptr inbounds nuw float, ptr %1547, i64 %1632
  store float %1639, ptr %1640, align 4
  %1641 = select i1 %826, i1 %1633, i1 false
  br i1 %1641, label %1642, label %1645

1642:                                             ; preds = %1638
  %1643 = getelementptr float, ptr %1577, i64 %1632
  %1644 = load float, ptr %1643, align 4
  br label %1645

1645:                                             ; preds = %1638, %1642
  %1646 = phi float [ %1644, %1642 ], [ 0.000000e+00, %1638 ]
  %1647 = getelementptr inbounds nuw float, ptr %1549, i64 %1632
  store float %1646, ptr %1647, align 4
  %1648 = getelementptr inbounds nuw float, ptr %1551, i64 %1632
  store float 0.000000e+00, ptr %1648, align 4
  %1649 = add nuw nsw i64 %1632, 1
  %1650 = icmp eq i64 %1649, %201
  br i1 %1650, label %1626, label %1631

1651:                                             ; preds = %1629, %1667
  %1652 = phi i64 [ %1567, %1629 ], [ %1668, %1667 ]
  br i1 %823, label %1653, label %1657

1653:                                             ; preds = %1651
  %1654 = add nsw i64 %1652, %1630
  %1655 = mul nsw i64 %1654, %34
  %1656 = add nsw i64 %1655, %47
  br label %1662

1657:                                             ; preds = %1651
  %1658 = mul nsw i64 %1652, %34
  %1659 = add nsw i64 %1658, %47
  %1660 = mul nsw i64 %1659, %30
  %1661 = add nsw i64 %1660, %1545
  br label %1662

1662:                                             ; preds = %1657, %1653
  %1663 = phi i64 [ %1656, %1653 ], [ %1661, %1657 ]
  br i1 %138, label %1664, label %1667

1664:                                             ; preds = %1662
  %1665 = mul i64 %1663, %32
  %1666 = getelementptr float, ptr %21, i64 %1665
  tail call void @llvm.memset.p0.i64(ptr align 4 %1666, i8 0, i64 %140, i1 false)
  br label %1667

1667:                                             ; preds = %1664, %1662
  %1668 = add nsw i64 %1652, 1
  %1669 = icmp eq i64 %1668, %28
  br i1 %1669, label %1670, label %1651

1670:                                             ; preds = %1667, %1626
  %1671 = add nuw nsw i64 %1541, 1
  %1672 = icmp eq i64 %1671, %52
  br i1 %1672, label %1114, label %1539

1673:                                             ; preds = %4314, %1121
  %1674 = phi i64 [ 0, %1121 ], [ %4315, %4314 ]
  %1675 = xor i64 %1674, -1
  br label %1685

1676:                                             ; preds = %4314, %1114
  %1677 = icmp eq i64 %36, 1
  %1678 = mul nsw i64 %47, %30
  %1679 = icmp eq i64 %8, 0
  %1680 = icmp eq i64 %9, 0
  br label %4399

1681:                                             ; preds = %1734
  %1682 = trunc i64 %1674 to i32
  %1683 = and i32 %1682, 1
  call fastcc void @products(ptr noundef %1116, ptr noundef %1117, i64 noundef %1735, ptr noundef %135, i64 noundef %32, i64 noundef %107, i64 noundef %1139, i32 noundef %1683)
  %1684 = icmp sgt i64 %1735, 0
  br i1 %1684, label %1739, label %1738

1685:                                             ; preds = %1673, %1734
  %1686 = phi i64 [ 0, %1673 ], [ %1735, %1734 ]
  %1687 = phi i64 [ 0, %1673 ], [ %1736, %1734 ]
  %1688 = getelementptr inbounds nuw %struct.rowstate, ptr %1091, i64 %1687
  %1689 = getelementptr inbounds nuw i8, ptr %1688, i64 32
  %1690 = load i64, ptr %1689, align 8
  %1691 = icmp slt i64 %1674, %1690
  br i1 %1691, label %1692, label %1734

1692:                                             ; preds = %1685
  %1693 = add nsw i64 %1687, %49
  %1694 = add i64 %1690, %1675
  %1695 = select i1 %65, i64 %1694, i64 %1674
  %1696 = getelementptr inbounds nuw i8, ptr %1688, i64 40
  br i1 %1129, label %1697, label %1702

1697:                                             ; preds = %1692
  %1698 = mul nsw i64 %1693, %28
  %1699 = add nsw i64 %1695, %1698
  %1700 = mul i64 %1130, %1699
  %1701 = getelementptr float, ptr %1131, i64 %1700
  store ptr %1701, ptr %1696, align 8
  br i1 %1132, label %1719, label %1707

1702:                                             ; preds = %1692
  %1703 = mul nsw i64 %1695, %30
  %1704 = add nsw i64 %1703, %1693
  %1705 = mul i64 %1130, %1704
  %1706 = getelementptr float, ptr %1131, i64 %1705
  store ptr %1706, ptr %1696, align 8
  br i1 %1132, label %1719, label %1710

1707:                                             ; preds = %1697
  %1708 = mul nsw i64 %1699, %34
  %1709 = add nsw i64 %1708, %47
  br label %1715

1710:                                             ; preds = %1702
  %1711 = mul nsw i64 %1695, %34
  %1712 = add nsw i64 %1711, %47
  %1713 = mul nsw i64 %1712, %30
  %1714 = add nsw i64 %1713, %1693
  br label %1715

1715:                                             ; preds = %1710, %1707
  %1716 = phi i64 [ %1709, %1707 ], [ %1714, %1710 ]
  %1717 = mul nsw i64 %1716, %32
  %1718 = getelementptr inbounds float, ptr %21, i64 %1717
  br label %1719

1719:                                             ; preds = %1702, %1697, %1715
  %1720 = phi ptr [ %1718, %1715 ], [ null, %1697 ], [ null, %1702 ]
  %1721 = getelementptr inbounds nuw i8, ptr %1688, i64 48
  store ptr %1720, ptr %1721, align 8
  %1722 = getelementptr inbounds ptr, ptr %1115, i64 %1686
  store ptr %1688, ptr %1722, align 8
  %1723 = load ptr, ptr %1688, align 8
  %1724 = getelementptr inbounds ptr, ptr %1116, i64 %1686
  store ptr %1723, ptr %1724, align 8
  %1725 = getelementptr inbounds nuw i8, ptr %1688, i64 16
  %1726 = load ptr, ptr %1725, align 8
  %1727 = getelementptr inbounds ptr, ptr %1117, i64 %1686
  store ptr %1726, ptr %1727, align 8
  %1728 = getelementptr inbounds nuw i8, ptr %1688, i64 24
  %1729 = load ptr, ptr %1728, align 8
  %1730 = getelementptr inbounds ptr, ptr %1118, i64 %1686
  store ptr %1729, ptr %1730, align 8
  %1731 = getelementptr inbounds i8, ptr %1726, i64 %1133
  %1732 = getelementptr inbounds ptr, ptr %1119, i64 %1686
  store ptr %1731, ptr %1732, align 8
  %1733 = add nsw i64 %1686, 1
  br label %1734

1734:                                             ; preds = %1685, %1719
  %1735 = phi i64 [ %1733, %1719 ], [ %1686, %1685 ]
  %1736 = add nuw nsw i64 %1687, 1
  %1737 = icmp eq i64 %1736, %52
  br i1 %1737, label %1681, label %1685

1738:                                             ; preds = %4039, %1681
  br i1 %1136, label %4313, label %4042

1739:                                             ; preds = %1681, %4039
  %1740 = phi i64 [ %4040, %4039 ], [ 0, %1681 ]
  %1741 = getelementptr inbounds nuw ptr, ptr %1115, i64 %1740
  %1742 = load ptr, ptr %1741, align 8
  %1743 = getelementptr inbounds nuw i8, ptr %1742, i64 40
  %1744 = load ptr, ptr %1743, align 8
  %1745 = getelementptr inbounds nuw i8, ptr %1742, i64 16
  %1746 = load ptr, ptr %1745, align 8
  %1747 = ptrtoint ptr %1746 to i64
  %1748 = load ptr, ptr %1742, align 8
  %1749 = ptrtoint ptr %1748 to i64
  %1750 = getelementptr inbounds nuw i8, ptr %1742, i64 8
  %1751 = load ptr, ptr %1750, align 8
  br i1 %1134, label %1752, label %1951

1752:                                             ; preds = %1739
  br i1 %138, label %1753, label %1856

1753:                                             ; preds = %1752
  br i1 %1489, label %1837, label %1754

1754:                                             ; preds = %1753
  %1755 = getelementptr i8, ptr %1746, i64 %1185
  %1756 = getelementptr i8, ptr %1744, i64 %1185
  %1757 = icmp ult ptr %1746, %1756
  %1758 = icmp ult ptr %1744, %1755
  %1759 = and i1 %1757, %1758
  %1760 = icmp ult ptr %1746, %1191
  %1761 = icmp ult ptr %192, %1755
  %1762 = and i1 %1760, %1761
  %1763 = or i1 %1759, %1762
  %1764 = icmp ult ptr %1746, %1195
  %1765 = icmp ult ptr %191, %1755
  %1766 = and i1 %1764, %1765
  %1767 = or i1 %1763, %1766
  br i1 %1767, label %1837, label %1768

1768:                                             ; preds = %1754
  br i1 %1490, label %1819, label %1769

1769:                                             ; preds = %1768, %1769
  %1770 = phi i64 [ %1815, %1769 ], [ 0, %1768 ]
  %1771 = getelementptr inbounds nuw float, ptr %1744, i64 %1770
  %1772 = getelementptr inbounds nuw i8, ptr %1771, i64 64
  %1773 = getelementptr inbounds nuw i8, ptr %1771, i64 128
  %1774 = getelementptr inbounds nuw i8, ptr %1771, i64 192
  %1775 = load <16 x float>, ptr %1771, align 4
  %1776 = load <16 x float>, ptr %1772, align 4
  %1777 = load <16 x float>, ptr %1773, align 4
  %1778 = load <16 x float>, ptr %1774, align 4
  %1779 = getelementptr inbounds nuw float, ptr %191, i64 %1770
  %1780 = getelementptr inbounds nuw i8, ptr %1779, i64 64
  %1781 = getelementptr inbounds nuw i8, ptr %1779, i64 128
  %1782 = getelementptr inbounds nuw i8, ptr %1779, i64 192
  %1783 = load <16 x float>, ptr %1779, align 64
  %1784 = load <16 x float>, ptr %1780, align 64
  %1785 = load <16 x float>, ptr %1781, align 64
  %1786 = load <16 x float>, ptr %1782, align 64
  %1787 = fadd <16 x float> %1775, %1783
  %1788 = fadd <16 x float> %1776, %1784
  %1789 = fadd <16 x float> %1777, %1785
  %1790 = fadd <16 x float> %1778, %1786
  %1791 = getelementptr inbounds nuw float, ptr %192, i64 %1770
  %1792 = getelementptr inbounds nuw i8, ptr %1791, i64 64
  %1793 = getelementptr inbounds nuw i8, ptr %1791, i64 128
  %1794 = getelementptr inbounds nuw i8, ptr %1791, i64 192
  %1795 = load <16 x float>, ptr %1791, align 64
  %1796 = load <16 x float>, ptr %1792, align 64
  %1797 = load <16 x float>, ptr %1793, align 64
  %1798 = load <16 x float>, ptr %1794, align 64
  %1799 = fadd <16 x float> %1787, %1795
  %1800 = fadd <16 x float> %1788, %1796
  %1801 = fadd <16 x float> %1789, %1797
  %1802 = fadd <16 x float> %1790, %1798
  %1803 = getelementptr inbounds nuw float, ptr %1746, i64 %1770
  %1804 = getelementptr inbounds nuw i8, ptr %1803, i64 64
  %1805 = getelementptr inbounds nuw i8, ptr %1803, i64 128
  %1806 = getelementptr inbounds nuw i8, ptr %1803, i64 192
  %1807 = load <16 x float>, ptr %1803, align 4
  %1808 = load <16 x float>, ptr %1804, align 4
  %1809 = load <16 x float>, ptr %1805, align 4
  %1810 = load <16 x float>, ptr %1806, align 4
  %1811 = fadd <16 x float> %1799, %1807
  %1812 = fadd <16 x float> %1800, %1808
  %1813 = fadd <16 x float> %1801, %1809
  %1814 = fadd <16 x float> %1802, %1810
  store <16 x float> %1811, ptr %1803, align 4
  store <16 x float> %1812, ptr %1804, align 4
  store <16 x float> %1813, ptr %1805, align 4
  store <16 x float> %1814, ptr %1806, align 4
  %1815 = add nuw i64 %1770, 64
  %1816 = icmp eq i64 %1815, %1492
  br i1 %1816, label %1817, label %1769

1817:                                             ; preds = %1769
  br i1 %1493, label %1857, label %1818

1818:                                             ; preds = %1817
  br i1 %1494, label %1837, label %1819

1819:                                             ; preds = %1768, %1818
  %1820 = phi i64 [ %1492, %1818 ], [ 0, %1768 ]
  br label %1821

1821:                                             ; preds = %1821, %1819
  %1822 = phi i64 [ %1820, %1819 ], [ %1834, %1821 ]
  %1823 = getelementptr inbounds nuw float, ptr %1744, i64 %1822
  %1824 = load <8 x float>, ptr %1823, align 4
  %1825 = getelementptr inbounds nuw float, ptr %191, i64 %1822
  %1826 = load <8 x float>, ptr %1825, align 32
  %1827 = fadd <8 x float> %1824, %1826
  %1828 = getelementptr inbounds nuw float, ptr %192, i64 %1822
  %1829 = load <8 x float>, ptr %1828, align 32
  %1830 = fadd <8 x float> %1827, %1829
  %1831 = getelementptr inbounds nuw float, ptr %1746, i64 %1822
  %1832 = load <8 x float>, ptr %1831, align 4
  %1833 = fadd <8 x float> %1830, %1832
  store <8 x float> %1833, ptr %1831, align 4
  %1834 = add nuw i64 %1822, 8
  %1835 = icmp eq i64 %1834, %1495
  br i1 %1835, label %1836, label %1821

1836:                                             ; preds = %1821
  br i1 %1496, label %1857, label %1837

1837:                                             ; preds = %1754, %1753, %1818, %1836
  %1838 = phi i64 [ 0, %1753 ], [ 0, %1754 ], [ %1492, %1818 ], [ %1495, %1836 ]
  %1839 = or disjoint i64 %1838, 1
  br i1 %1498, label %1853, label %1840

1840:                                             ; preds = %1837
  %1841 = getelementptr inbounds nuw float, ptr %1744, i64 %1838
  %1842 = load float, ptr %1841, align 4
  %1843 = getelementptr inbounds nuw float, ptr %191, i64 %1838
  %1844 = load float, ptr %1843, align 32
  %1845 = fadd float %1842, %1844
  %1846 = getelementptr inbounds nuw float, ptr %192, i64 %1838
  %1847 = load float, ptr %1846, align 32
  %1848 = fadd float %1845, %1847
  %1849 = getelementptr inbounds nuw float, ptr %1746, i64 %1838
  %1850 = load float, ptr %1849, align 4
  %1851 = fadd float %1848, %1850
  store float %1851, ptr %1849, align 4
  %1852 = or disjoint i64 %1838, 1
  br label %1853

1853:                                             ; preds = %1840, %1837
  %1854 = phi i64 [ %1838, %1837 ], [ %1852, %1840 ]
  %1855 = icmp eq i64 %32, %1839
  br i1 %1855, label %1857, label %1905

1856:                                             ; preds = %1752
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %1746, i64 noundef %106)
  br label %4039

1857:                                             ; preds = %1853, %1905, %1836, %1817
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef nonnull %1746, i64 noundef %106)
  %1858 = sub i64 %1749, %1747
  %1859 = icmp ult i64 %1858, 256
  %1860 = select i1 %1499, i1 true, i1 %1859
  br i1 %1860, label %1890, label %1861

1861:                                             ; preds = %1857
  br i1 %1500, label %1880, label %1862

1862:                                             ; preds = %1861, %1862
  %1863 = phi i64 [ %1876, %1862 ], [ 0, %1861 ]
  %1864 = getelementptr inbounds nuw float, ptr %1746, i64 %1863
  %1865 = getelementptr inbounds nuw i8, ptr %1864, i64 64
  %1866 = getelementptr inbounds nuw i8, ptr %1864, i64 128
  %1867 = getelementptr inbounds nuw i8, ptr %1864, i64 192
  %1868 = load <16 x float>, ptr %1864, align 4
  %1869 = load <16 x float>, ptr %1865, align 4
  %1870 = load <16 x float>, ptr %1866, align 4
  %1871 = load <16 x float>, ptr %1867, align 4
  %1872 = getelementptr inbounds nuw float, ptr %1748, i64 %1863
  %1873 = getelementptr inbounds nuw i8, ptr %1872, i64 64
  %1874 = getelementptr inbounds nuw i8, ptr %1872, i64 128
  %1875 = getelementptr inbounds nuw i8, ptr %1872, i64 192
  store <16 x float> %1868, ptr %1872, align 4
  store <16 x float> %1869, ptr %1873, align 4
  store <16 x float> %1870, ptr %1874, align 4
  store <16 x float> %1871, ptr %1875, align 4
  %1876 = add nuw i64 %1863, 64
  %1877 = icmp eq i64 %1876, %1502
  br i1 %1877, label %1878, label %1862

1878:                                             ; preds = %1862
  br i1 %1503, label %4039, label %1879

1879:                                             ; preds = %1878
  br i1 %1504, label %1890, label %1880

1880:                                             ; preds = %1861, %1879
  %1881 = phi i64 [ %1502, %1879 ], [ 0, %1861 ]
  br label %1882

1882:                                             ; preds = %1882, %1880
  %1883 = phi i64 [ %1881, %1880 ], [ %1887, %1882 ]
  %1884 = getelementptr inbounds nuw float, ptr %1746, i64 %1883
  %1885 = load <8 x float>, ptr %1884, align 4
  %1886 = getelementptr inbounds nuw float, ptr %1748, i64 %1883
  store <8 x float> %1885, ptr %1886, align 4
  %1887 = add nuw i64 %1883, 8
  %1888 = icmp eq i64 %1887, %1505
  br i1 %1888, label %1889, label %1882

1889:                                             ; preds = %1882
  br i1 %1506, label %4039, label %1890

1890:                                             ; preds = %1857, %1879, %1889
  %1891 = phi i64 [ 0, %1857 ], [ %1502, %1879 ], [ %1505, %1889 ]
  br i1 %1508, label %1901, label %1892

1892:                                             ; preds = %1890, %1892
  %1893 = phi i64 [ %1898, %1892 ], [ %1891, %1890 ]
  %1894 = phi i64 [ %1899, %1892 ], [ 0, %1890 ]
  %1895 = getelementptr inbounds nuw float, ptr %1746, i64 %1893
  %1896 = load float, ptr %1895, align 4
  %1897 = getelementptr inbounds nuw float, ptr %1748, i64 %1893
  store float %1896, ptr %1897, align 4
  %1898 = add nuw nsw i64 %1893, 1
  %1899 = add i64 %1894, 1
  %1900 = icmp eq i64 %1899, %1507
  br i1 %1900, label %1901, label %1892

1901:                                             ; preds = %1892, %1890
  %1902 = phi i64 [ %1891, %1890 ], [ %1898, %1892 ]
  %1903 = sub nsw i64 %1891, %32
  %1904 = icmp ugt i64 %1903, -4
  br i1 %1904, label %4039, label %1932

1905:                                             ; preds = %1853, %1905
  %1906 = phi i64 [ %1930, %1905 ], [ %1854, %1853 ]
  %1907 = getelementptr inbounds nuw float, ptr %1744, i64 %1906
  %1908 = load float, ptr %1907, align 4
  %1909 = getelementptr inbounds nuw float, ptr %191, i64 %1906
  %1910 = load float, ptr %1909, align 4
  %1911 = fadd float %1908, %1910
  %1912 = getelementptr inbounds nuw float, ptr %192, i64 %1906
  %1913 = load float, ptr %1912, align 4
  %1914 = fadd float %1911, %1913
  %1915 = getelementptr inbounds nuw float, ptr %1746, i64 %1906
  %1916 = load float, ptr %1915, align 4
  %1917 = fadd float %1914, %1916
  store float %1917, ptr %1915, align 4
  %1918 = add nuw nsw i64 %1906, 1
  %1919 = getelementptr inbounds nuw float, ptr %1744, i64 %1918
  %1920 = load float, ptr %1919, align 4
  %1921 = getelementptr inbounds nuw float, ptr %191, i64 %1918
  %1922 = load float, ptr %1921, align 4
  %1923 = fadd float %1920, %1922
  %1924 = getelementptr inbounds nuw float, ptr %192, i64 %1918
  %1925 = load float, ptr %1924, align 4
  %1926 = fadd float %1923, %1925
  %1927 = getelementptr inbounds nuw float, ptr %1746, i64 %1918
  %1928 = load float, ptr %1927, align 4
  %1929 = fadd float %1926, %1928
  store float %1929, ptr %1927, align 4
  %1930 = add nuw nsw i64 %1906, 2
  %1931 = icmp eq i64 %1930, %32
  br i1 %1931, label %1857, label %1905

1932:                                             ; preds = %1901, %1932
  %1933 = phi i64 [ %1949, %1932 ], [ %1902, %1901 ]
  %1934 = getelementptr inbounds nuw float, ptr %1746, i64 %1933
  %1935 = load float, ptr %1934, align 4
  %1936 = getelementptr inbounds nuw float, ptr %1748, i64 %1933
  store float %1935, ptr %1936, align 4
  %1937 = add nuw nsw i64 %1933, 1
  %1938 = getelementptr inbounds nuw float, ptr %1746, i64 %1937
  %1939 = load float, ptr %1938, align 4
  %1940 = getelementptr inbounds nuw float, ptr %1748, i64 %1937
  store float %1939, ptr %1940, align 4
  %1941 = add nuw nsw i64 %1933, 2
  %1942 = getelementptr inbounds nuw float, ptr %1746, i64 %1941
  %1943 = load float, ptr %1942, align 4
  %1944 = getelementptr inbounds nuw float, ptr %1748, i64 %1941
  store float %1943, ptr %1944, align 4
  %1945 = add nuw nsw i64 %1933, 3
  %1946 = getelementptr inbounds nuw float, ptr %1746, i64 %1945
  %1947 = load float, ptr %1946, align 4
  %1948 = getelementptr inbounds nuw float, ptr %1748, i64 %1945
  store float %1947, ptr %1948, align 4
  %1949 = add nuw nsw i64 %1933, 4
  %1950 = icmp eq i64 %1949, %32
  br i1 %1950, label %4039, label %1932

1951:                                             ; preds = %1739
  br i1 %117, label %1952, label %2170

1952:                                             ; preds = %1951
  br i1 %138, label %1953, label %4039

1953:                                             ; preds = %1952
  %1954 = getelementptr inbounds nuw float, ptr %1744, i64 %32
  %1955 = getelementptr inbounds nuw float, ptr %1746, i64 %32
  %1956 = getelementptr inbounds nuw float, ptr %1744, i64 %1148
  %1957 = getelementptr inbounds nuw float, ptr %1746, i64 %1148
  %1958 = getelementptr inbounds nuw float, ptr %1744, i64 %1151
  %1959 = getelementptr inbounds nuw float, ptr %1746, i64 %1151
  br label %1960

1960:                                             ; preds = %2116, %1953
  %1961 = phi i64 [ 0, %1953 ], [ %2168, %2116 ]
  %1962 = getelementptr inbounds nuw float, ptr %1744, i64 %1961
  %1963 = load <16 x float>, ptr %1962, align 4
  %1964 = getelementptr inbounds nuw float, ptr %191, i64 %1961
  %1965 = load <16 x float>, ptr %1964, align 64
  %1966 = fadd <16 x float> %1963, %1965
  %1967 = getelementptr inbounds nuw float, ptr %192, i64 %1961
  %1968 = load <16 x float>, ptr %1967, align 64
  %1969 = fadd <16 x float> %1966, %1968
  %1970 = getelementptr inbounds nuw float, ptr %1746, i64 %1961
  %1971 = load <16 x float>, ptr %1970, align 4
  %1972 = fadd <16 x float> %1969, %1971
  %1973 = getelementptr inbounds nuw float, ptr %1954, i64 %1961
  %1974 = load <16 x float>, ptr %1973, align 4
  %1975 = getelementptr inbounds nuw float, ptr %1146, i64 %1961
  %1976 = load <16 x float>, ptr %1975, align 4
  %1977 = fadd <16 x float> %1974, %1976
  %1978 = getelementptr inbounds nuw float, ptr %1147, i64 %1961
  %1979 = load <16 x float>, ptr %1978, align 4
  %1980 = fadd <16 x float> %1977, %1979
  %1981 = getelementptr inbounds nuw float, ptr %1955, i64 %1961
  %1982 = load <16 x float>, ptr %1981, align 4
  %1983 = fadd <16 x float> %1980, %1982
  %1984 = getelementptr inbounds nuw float, ptr %1956, i64 %1961
  %1985 = load <16 x float>, ptr %1984, align 4
  %1986 = getelementptr inbounds nuw float, ptr %1149, i64 %1961
  %1987 = load <16 x float>, ptr %1986, align 8
  %1988 = fadd <16 x float> %1985, %1987
  %1989 = getelementptr inbounds nuw float, ptr %1150, i64 %1961
  %1990 = load <16 x float>, ptr %1989, align 4
  %1991 = fadd <16 x float> %1988, %1990
  %1992 = getelementptr inbounds nuw float, ptr %1957, i64 %1961
  %1993 = load <16 x float>, ptr %1992, align 4
  %1994 = fadd <16 x float> %1991, %1993
  %1995 = getelementptr inbounds nuw float, ptr %1958, i64 %1961
  %1996 = load <16 x float>, ptr %1995, align 4
  %1997 = getelementptr inbounds nuw float, ptr %1152, i64 %1961
  %1998 = load <16 x float>, ptr %1997, align 4
  %1999 = fadd <16 x float> %1996, %1998
  %2000 = getelementptr inbounds nuw float, ptr %1153, i64 %1961
  %2001 = load <16 x float>, ptr %2000, align 4
  %2002 = fadd <16 x float> %1999, %2001
  %2003 = getelementptr inbounds nuw float, ptr %1959, i64 %1961
  %2004 = load <16 x float>, ptr %2003, align 4
  %2005 = fadd <16 x float> %2002, %2004
  %2006 = getelementptr inbounds nuw float, ptr %1751, i64 %1961
  %2007 = load <16 x float>, ptr %2006, align 4
  br i1 %1155, label %2017, label %2008

2008:                                             ; preds = %1960
  %2009 = getelementptr inbounds nuw float, ptr %1488, i64 %1961
  %2010 = load <16 x float>, ptr %2009, align 4
  %2011 = fmul <16 x float> %2007, %2010
  %2012 = fadd <16 x float> %1972, %2011
  %2013 = getelementptr inbounds nuw float, ptr %1156, i64 %1961
  %2014 = load <16 x float>, ptr %2013, align 4
  %2015 = fmul <16 x float> %2007, %2014
  %2016 = fadd <16 x float> %1994, %2015
  br label %2017

2017:                                             ; preds = %2008, %1960
  %2018 = phi <16 x float> [ %2012, %2008 ], [ %1972, %1960 ]
  %2019 = phi <16 x float> [ %2016, %2008 ], [ %1994, %1960 ]
  br i1 %1157, label %2020, label %2027

2020:                                             ; preds = %2017
  %2021 = call <16 x float> @llvm.maxnum.v16f32(<16 x float> %2018, <16 x float> %1160)
  %2022 = call <16 x float> @llvm.minnum.v16f32(<16 x float> %2021, <16 x float> %1162)
  %2023 = call <16 x float> @llvm.maxnum.v16f32(<16 x float> %2019, <16 x float> %1160)
  %2024 = call <16 x float> @llvm.minnum.v16f32(<16 x float> %2023, <16 x float> %1162)
  %2025 = call <16 x float> @llvm.maxnum.v16f32(<16 x float> %2005, <16 x float> %1160)
  %2026 = call <16 x float> @llvm.minnum.v16f32(<16 x float> %2025, <16 x float> %1162)
  br label %2027

2027:                                             ; preds = %2020, %2017
  %2028 = phi <16 x float> [ %2022, %2020 ], [ %2018, %2017 ]
  %2029 = phi <16 x float> [ %2024, %2020 ], [ %2019, %2017 ]
  %2030 = phi <16 x float> [ %2026, %2020 ], [ %2005, %2017 ]
  %2031 = fneg <16 x float> %2028
  %2032 = call <16 x float> @llvm.maxnum.v16f32(<16 x float> %2031, <16 x float> splat (float 0xC055D33340000000))
  %2033 = call <16 x float> @llvm.minnum.v16f32(<16 x float> %2032, <16 x float> splat (float 8.800000e+01))
  %2034 = fmul <16 x float> %2033, splat (float 0x3FF7154760000000)
  %2035 = fadd <16 x float> %2034, splat (float 0x4168000000000000)
  %2036 = fadd <16 x float> %2035, splat (float 0xC168000000000000)
  %2037 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2036, <16 x float> splat (float 0xBFE6300000000000), <16 x float> %2033)
  %2038 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2036, <16 x float> splat (float 0x3F2BD01060000000), <16 x float> %2037)
  %2039 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2038, <16 x float> splat (float 0x3F2A0D2CE0000000), <16 x float> splat (float 0x3F56E879C0000000))
  %2040 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2039, <16 x float> %2038, <16 x float> splat (float 0x3F81112100000000))
  %2041 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2040, <16 x float> %2038, <16 x float> splat (float 0x3FA5553820000000))
  %2042 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2041, <16 x float> %2038, <16 x float> splat (float 0x3FC5555540000000))
  %2043 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2042, <16 x float> %2038, <16 x float> splat (float 5.000000e-01))
  %2044 = fmul <16 x float> %2038, %2038
  %2045 = fadd <16 x float> %2038, splat (float 1.000000e+00)
  %2046 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2043, <16 x float> %2044, <16 x float> %2045)
  %2047 = call <16 x float> @llvm.x86.avx512.mask.scalef.ps.512(<16 x float> %2046, <16 x float> %2036, <16 x float> %2046, i16 -1, i32 4)
  %2048 = fadd <16 x float> %2047, splat (float 1.000000e+00)
  %2049 = fdiv <16 x float> splat (float 1.000000e+00), %2048
  br i1 %99, label %2052, label %2050

2050:                                             ; preds = %2027
  %2051 = fsub <16 x float> splat (float 1.000000e+00), %2049
  br label %2072

2052:                                             ; preds = %2027
  %2053 = fneg <16 x float> %2029
  %2054 = call <16 x float> @llvm.maxnum.v16f32(<16 x float> %2053, <16 x float> splat (float 0xC055D33340000000))
  %2055 = call <16 x float> @llvm.minnum.v16f32(<16 x float> %2054, <16 x float> splat (float 8.800000e+01))
  %2056 = fmul <16 x float> %2055, splat (float 0x3FF7154760000000)
  %2057 = fadd <16 x float> %2056, splat (float 0x4168000000000000)
  %2058 = fadd <16 x float> %2057, splat (float 0xC168000000000000)
  %2059 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2058, <16 x float> splat (float 0xBFE6300000000000), <16 x float> %2055)
  %2060 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2058, <16 x float> splat (float 0x3F2BD01060000000), <16 x float> %2059)
  %2061 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2060, <16 x float> splat (float 0x3F2A0D2CE0000000), <16 x float> splat (float 0x3F56E879C0000000))
  %2062 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2061, <16 x float> %2060, <16 x float> splat (float 0x3F81112100000000))
  %2063 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2062, <16 x float> %2060, <16 x float> splat (float 0x3FA5553820000000))
  %2064 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2063, <16 x float> %2060, <16 x float> splat (float 0x3FC5555540000000))
  %2065 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2064, <16 x float> %2060, <16 x float> splat (float 5.000000e-01))
  %2066 = fmul <16 x float> %2060, %2060
  %2067 = fadd <16 x float> %2060, splat (float 1.000000e+00)
  %2068 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2065, <16 x float> %2066, <16 x float> %2067)
  %2069 = call <16 x float> @llvm.x86.avx512.mask.scalef.ps.512(<16 x float> %2068, <16 x float> %2058, <16 x float> %2068, i16 -1, i32 4)
  %2070 = fadd <16 x float> %2069, splat (float 1.000000e+00)
  %2071 = fdiv <16 x float> splat (float 1.000000e+00), %2070
  br label %2072

2072:                                             ; preds = %2052, %2050
  %2073 = phi <16 x float> [ %2051, %2050 ], [ %2071, %2052 ]
  %2074 = fmul <16 x float> %2030, %2030
  %2075 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2074, <16 x float> splat (float 0x3F9664F480000000), <16 x float> splat (float 0xBFABA1BA20000000))
  %2076 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2075, <16 x float> %2074, <16 x float> splat (float 0x3FC1111120000000))
  %2077 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2076, <16 x float> %2074, <16 x float> splat (float 0xBFD5555560000000))
  %2078 = fmul <16 x float> %2074, %2077
  %2079 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2078, <16 x float> %2030, <16 x float> %2030)
  %2080 = fmul <16 x float> %2030, splat (float 2.000000e+00)
  %2081 = call <16 x float> @llvm.maxnum.v16f32(<16 x float> %2080, <16 x float> splat (float 0xC055D33340000000))
  %2082 = call <16 x float> @llvm.minnum.v16f32(<16 x float> %2081, <16 x float> splat (float 8.800000e+01))
  %2083 = fmul <16 x float> %2082, splat (float 0x3FF7154760000000)
  %2084 = fadd <16 x float> %2083, splat (float 0x4168000000000000)
  %2085 = fadd <16 x float> %2084, splat (float 0xC168000000000000)
  %2086 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2085, <16 x float> splat (float 0xBFE6300000000000), <16 x float> %2082)
  %2087 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2085, <16 x float> splat (float 0x3F2BD01060000000), <16 x float> %2086)
  %2088 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2087, <16 x float> splat (float 0x3F2A0D2CE0000000), <16 x float> splat (float 0x3F56E879C0000000))
  %2089 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2088, <16 x float> %2087, <16 x float> splat (float 0x3F81112100000000))
  %2090 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2089, <16 x float> %2087, <16 x float> splat (float 0x3FA5553820000000))
  %2091 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2090, <16 x float> %2087, <16 x float> splat (float 0x3FC5555540000000))
  %2092 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2091, <16 x float> %2087, <16 x float> splat (float 5.000000e-01))
  %2093 = fmul <16 x float> %2087, %2087
  %2094 = fadd <16 x float> %2087, splat (float 1.000000e+00)
  %2095 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2092, <16 x float> %2093, <16 x float> %2094)
  %2096 = call <16 x float> @llvm.x86.avx512.mask.scalef.ps.512(<16 x float> %2095, <16 x float> %2085, <16 x float> %2095, i16 -1, i32 4)
  %2097 = fadd <16 x float> %2096, splat (float 1.000000e+00)
  %2098 = fdiv <16 x float> splat (float 2.000000e+00), %2097
  %2099 = fsub <16 x float> splat (float 1.000000e+00), %2098
  %2100 = call <16 x float> @llvm.fabs.v16f32(<16 x float> %2030)
  %2101 = fcmp uge <16 x float> %2100, splat (float 0x3FD3333340000000)
  %2102 = select <16 x i1> %2101, <16 x float> %2099, <16 x float> %2079
  %2103 = fmul <16 x float> %2007, %2073
  %2104 = fmul <16 x float> %2049, %2102
  %2105 = fadd <16 x float> %2103, %2104
  store <16 x float> %2105, ptr %2006, align 4
  br i1 %1155, label %2111, label %2106

2106:                                             ; preds = %2072
  %2107 = getelementptr inbounds nuw float, ptr %1163, i64 %1961
  %2108 = load <16 x float>, ptr %2107, align 4
  %2109 = fmul <16 x float> %2105, %2108
  %2110 = fadd <16 x float> %1983, %2109
  br label %2111

2111:                                             ; preds = %2106, %2072
  %2112 = phi <16 x float> [ %2110, %2106 ], [ %1983, %2072 ]
  br i1 %1157, label %2113, label %2116

2113:                                             ; preds = %2111
  %2114 = call <16 x float> @llvm.maxnum.v16f32(<16 x float> %2112, <16 x float> %1160)
  %2115 = call <16 x float> @llvm.minnum.v16f32(<16 x float> %2114, <16 x float> %1162)
  br label %2116

2116:                                             ; preds = %2113, %2111
  %2117 = phi <16 x float> [ %2115, %2113 ], [ %2112, %2111 ]
  %2118 = getelementptr inbounds nuw float, ptr %1748, i64 %1961
  %2119 = fneg <16 x float> %2117
  %2120 = call <16 x float> @llvm.maxnum.v16f32(<16 x float> %2119, <16 x float> splat (float 0xC055D33340000000))
  %2121 = call <16 x float> @llvm.minnum.v16f32(<16 x float> %2120, <16 x float> splat (float 8.800000e+01))
  %2122 = fmul <16 x float> %2121, splat (float 0x3FF7154760000000)
  %2123 = fadd <16 x float> %2122, splat (float 0x4168000000000000)
  %2124 = fadd <16 x float> %2123, splat (float 0xC168000000000000)
  %2125 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2124, <16 x float> splat (float 0xBFE6300000000000), <16 x float> %2121)
  %2126 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2124, <16 x float> splat (float 0x3F2BD01060000000), <16 x float> %2125)
  %2127 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2126, <16 x float> splat (float 0x3F2A0D2CE0000000), <16 x float> splat (float 0x3F56E879C0000000))
  %2128 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2127, <16 x float> %2126, <16 x float> splat (float 0x3F81112100000000))
  %2129 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2128, <16 x float> %2126, <16 x float> splat (float 0x3FA5553820000000))
  %2130 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2129, <16 x float> %2126, <16 x float> splat (float 0x3FC5555540000000))
  %2131 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2130, <16 x float> %2126, <16 x float> splat (float 5.000000e-01))
  %2132 = fmul <16 x float> %2126, %2126
  %2133 = fadd <16 x float> %2126, splat (float 1.000000e+00)
  %2134 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2131, <16 x float> %2132, <16 x float> %2133)
  %2135 = call <16 x float> @llvm.x86.avx512.mask.scalef.ps.512(<16 x float> %2134, <16 x float> %2124, <16 x float> %2134, i16 -1, i32 4)
  %2136 = fadd <16 x float> %2135, splat (float 1.000000e+00)
  %2137 = fdiv <16 x float> splat (float 1.000000e+00), %2136
  %2138 = fmul <16 x float> %2105, %2105
  %2139 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2138, <16 x float> splat (float 0x3F9664F480000000), <16 x float> splat (float 0xBFABA1BA20000000))
  %2140 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2139, <16 x float> %2138, <16 x float> splat (float 0x3FC1111120000000))
  %2141 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2140, <16 x float> %2138, <16 x float> splat (float 0xBFD5555560000000))
  %2142 = fmul <16 x float> %2138, %2141
  %2143 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2142, <16 x float> %2105, <16 x float> %2105)
  %2144 = fmul <16 x float> %2105, splat (float 2.000000e+00)
  %2145 = call <16 x float> @llvm.maxnum.v16f32(<16 x float> %2144, <16 x float> splat (float 0xC055D33340000000))
  %2146 = call <16 x float> @llvm.minnum.v16f32(<16 x float> %2145, <16 x float> splat (float 8.800000e+01))
  %2147 = fmul <16 x float> %2146, splat (float 0x3FF7154760000000)
  %2148 = fadd <16 x float> %2147, splat (float 0x4168000000000000)
  %2149 = fadd <16 x float> %2148, splat (float 0xC168000000000000)
  %2150 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2149, <16 x float> splat (float 0xBFE6300000000000), <16 x float> %2146)
  %2151 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2149, <16 x float> splat (float 0x3F2BD01060000000), <16 x float> %2150)
  %2152 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2151, <16 x float> splat (float 0x3F2A0D2CE0000000), <16 x float> splat (float 0x3F56E879C0000000))
  %2153 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2152, <16 x float> %2151, <16 x float> splat (float 0x3F81112100000000))
  %2154 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2153, <16 x float> %2151, <16 x float> splat (float 0x3FA5553820000000))
  %2155 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2154, <16 x float> %2151, <16 x float> splat (float 0x3FC5555540000000))
  %2156 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2155, <16 x float> %2151, <16 x float> splat (float 5.000000e-01))
  %2157 = fmul <16 x float> %2151, %2151
  %2158 = fadd <16 x float> %2151, splat (float 1.000000e+00)
  %2159 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2156, <16 x float> %2157, <16 x float> %2158)
  %2160 = call <16 x float> @llvm.x86.avx512.mask.scalef.ps.512(<16 x float> %2159, <16 x float> %2149, <16 x float> %2159, i16 -1, i32 4)
  %2161 = fadd <16 x float> %2160, splat (float 1.000000e+00)
  %2162 = fdiv <16 x float> splat (float 2.000000e+00), %2161
  %2163 = fsub <16 x float> splat (float 1.000000e+00), %2162
  %2164 = call <16 x float> @llvm.fabs.v16f32(<16 x float> %2105)
  %2165 = fcmp uge <16 x float> %2164, splat (float 0x3FD3333340000000)
  %2166 = select <16 x i1> %2165, <16 x float> %2163, <16 x float> %2143
  %2167 = fmul <16 x float> %2137, %2166
  store <16 x float> %2167, ptr %2118, align 4
  %2168 = add nuw nsw i64 %1961, 16
  %2169 = icmp slt i64 %2168, %32
  br i1 %2169, label %1960, label %4039

2170:                                             ; preds = %1951
  br i1 %37, label %2171, label %3133

2171:                                             ; preds = %2170
  br i1 %138, label %2172, label %2275

2172:                                             ; preds = %2171
  br i1 %1410, label %2256, label %2173

2173:                                             ; preds = %2172
  %2174 = getelementptr i8, ptr %1746, i64 %1255
  %2175 = getelementptr i8, ptr %1744, i64 %1255
  %2176 = icmp ult ptr %1746, %2175
  %2177 = icmp ult ptr %1744, %2174
  %2178 = and i1 %2176, %2177
  %2179 = icmp ult ptr %1746, %1261
  %2180 = icmp ult ptr %192, %2174
  %2181 = and i1 %2179, %2180
  %2182 = or i1 %2178, %2181
  %2183 = icmp ult ptr %1746, %1265
  %2184 = icmp ult ptr %191, %2174
  %2185 = and i1 %2183, %2184
  %2186 = or i1 %2182, %2185
  br i1 %2186, label %2256, label %2187

2187:                                             ; preds = %2173
  br i1 %1411, label %2238, label %2188

2188:                                             ; preds = %2187, %2188
  %2189 = phi i64 [ %2234, %2188 ], [ 0, %2187 ]
  %2190 = getelementptr inbounds nuw float, ptr %1744, i64 %2189
  %2191 = getelementptr inbounds nuw i8, ptr %2190, i64 64
  %2192 = getelementptr inbounds nuw i8, ptr %2190, i64 128
  %2193 = getelementptr inbounds nuw i8, ptr %2190, i64 192
  %2194 = load <16 x float>, ptr %2190, align 4
  %2195 = load <16 x float>, ptr %2191, align 4
  %2196 = load <16 x float>, ptr %2192, align 4
  %2197 = load <16 x float>, ptr %2193, align 4
  %2198 = getelementptr inbounds nuw float, ptr %191, i64 %2189
  %2199 = getelementptr inbounds nuw i8, ptr %2198, i64 64
  %2200 = getelementptr inbounds nuw i8, ptr %2198, i64 128
  %2201 = getelementptr inbounds nuw i8, ptr %2198, i64 192
  %2202 = load <16 x float>, ptr %2198, align 64
  %2203 = load <16 x float>, ptr %2199, align 64
  %2204 = load <16 x float>, ptr %2200, align 64
  %2205 = load <16 x float>, ptr %2201, align 64
  %2206 = fadd <16 x float> %2194, %2202
  %2207 = fadd <16 x float> %2195, %2203
  %2208 = fadd <16 x float> %2196, %2204
  %2209 = fadd <16 x float> %2197, %2205
  %2210 = getelementptr inbounds nuw float, ptr %192, i64 %2189
  %2211 = getelementptr inbounds nuw i8, ptr %2210, i64 64
  %2212 = getelementptr inbounds nuw i8, ptr %2210, i64 128
  %2213 = getelementptr inbounds nuw i8, ptr %2210, i64 192
  %2214 = load <16 x float>, ptr %2210, align 64
  %2215 = load <16 x float>, ptr %2211, align 64
  %2216 = load <16 x float>, ptr %2212, align 64
  %2217 = load <16 x float>, ptr %2213, align 64
  %2218 = fadd <16 x float> %2206, %2214
  %2219 = fadd <16 x float> %2207, %2215
  %2220 = fadd <16 x float> %2208, %2216
  %2221 = fadd <16 x float> %2209, %2217
  %2222 = getelementptr inbounds nuw float, ptr %1746, i64 %2189
  %2223 = getelementptr inbounds nuw i8, ptr %2222, i64 64
  %2224 = getelementptr inbounds nuw i8, ptr %2222, i64 128
  %2225 = getelementptr inbounds nuw i8, ptr %2222, i64 192
  %2226 = load <16 x float>, ptr %2222, align 4
  %2227 = load <16 x float>, ptr %2223, align 4
  %2228 = load <16 x float>, ptr %2224, align 4
  %2229 = load <16 x float>, ptr %2225, align 4
  %2230 = fadd <16 x float> %2218, %2226
  %2231 = fadd <16 x float> %2219, %2227
  %2232 = fadd <16 x float> %2220, %2228
  %2233 = fadd <16 x float> %2221, %2229
  store <16 x float> %2230, ptr %2222, align 4
  store <16 x float> %2231, ptr %2223, align 4
  store <16 x float> %2232, ptr %2224, align 4
  store <16 x float> %2233, ptr %2225, align 4
  %2234 = add nuw i64 %2189, 64
  %2235 = icmp eq i64 %2234, %1413
  br i1 %2235, label %2236, label %2188

2236:                                             ; preds = %2188
  br i1 %1414, label %2277, label %2237

2237:                                             ; preds = %2236
  br i1 %1415, label %2256, label %2238

2238:                                             ; preds = %2187, %2237
  %2239 = phi i64 [ %1413, %2237 ], [ 0, %2187 ]
  br label %2240

2240:                                             ; preds = %2240, %2238
  %2241 = phi i64 [ %2239, %2238 ], [ %2253, %2240 ]
  %2242 = getelementptr inbounds nuw float, ptr %1744, i64 %2241
  %2243 = load <8 x float>, ptr %2242, align 4
  %2244 = getelementptr inbounds nuw float, ptr %191, i64 %2241
  %2245 = load <8 x float>, ptr %2244, align 32
  %2246 = fadd <8 x float> %2243, %2245
  %2247 = getelementptr inbounds nuw float, ptr %192, i64 %2241
  %2248 = load <8 x float>, ptr %2247, align 32
  %2249 = fadd <8 x float> %2246, %2248
  %2250 = getelementptr inbounds nuw float, ptr %1746, i64 %2241
  %2251 = load <8 x float>, ptr %2250, align 4
  %2252 = fadd <8 x float> %2249, %2251
  store <8 x float> %2252, ptr %2250, align 4
  %2253 = add nuw i64 %2241, 8
  %2254 = icmp eq i64 %2253, %1416
  br i1 %2254, label %2255, label %2240

2255:                                             ; preds = %2240
  br i1 %1417, label %2277, label %2256

2256:                                             ; preds = %2173, %2172, %2237, %2255
  %2257 = phi i64 [ 0, %2172 ], [ 0, %2173 ], [ %1413, %2237 ], [ %1416, %2255 ]
  %2258 = or disjoint i64 %2257, 1
  br i1 %1419, label %2272, label %2259

2259:                                             ; preds = %2256
  %2260 = getelementptr inbounds nuw float, ptr %1744, i64 %2257
  %2261 = load float, ptr %2260, align 4
  %2262 = getelementptr inbounds nuw float, ptr %191, i64 %2257
  %2263 = load float, ptr %2262, align 32
  %2264 = fadd float %2261, %2263
  %2265 = getelementptr inbounds nuw float, ptr %192, i64 %2257
  %2266 = load float, ptr %2265, align 32
  %2267 = fadd float %2264, %2266
  %2268 = getelementptr inbounds nuw float, ptr %1746, i64 %2257
  %2269 = load float, ptr %2268, align 4
  %2270 = fadd float %2267, %2269
  store float %2270, ptr %2268, align 4
  %2271 = or disjoint i64 %2257, 1
  br label %2272

2272:                                             ; preds = %2259, %2256
  %2273 = phi i64 [ %2257, %2256 ], [ %2271, %2259 ]
  %2274 = icmp eq i64 %32, %2258
  br i1 %2274, label %2277, label %2386

2275:                                             ; preds = %2171
  %2276 = getelementptr inbounds float, ptr %1746, i64 %1137
  br label %2792

2277:                                             ; preds = %2272, %2386, %2255, %2236
  %2278 = getelementptr float, ptr %1744, i64 %32
  br i1 %1420, label %2366, label %2279

2279:                                             ; preds = %2277
  %2280 = getelementptr i8, ptr %1746, i64 %1238
  %2281 = getelementptr i8, ptr %1746, i64 %1238
  %2282 = getelementptr i8, ptr %2281, i64 %1239
  %2283 = getelementptr i8, ptr %1744, i64 %1140
  %2284 = icmp ult ptr %2280, %2283
  %2285 = icmp ult ptr %2278, %2282
  %2286 = and i1 %2284, %2285
  %2287 = icmp ult ptr %2280, %1247
  %2288 = icmp ult ptr %1245, %2282
  %2289 = and i1 %2287, %2288
  %2290 = or i1 %2286, %2289
  %2291 = icmp ult ptr %2280, %1254
  %2292 = icmp ult ptr %1252, %2282
  %2293 = and i1 %2291, %2292
  %2294 = or i1 %2290, %2293
  br i1 %2294, label %2366, label %2295

2295:                                             ; preds = %2279
  br i1 %1421, label %2347, label %2296

2296:                                             ; preds = %2295, %2296
  %2297 = phi i64 [ %2343, %2296 ], [ 0, %2295 ]
  %2298 = getelementptr float, ptr %2278, i64 %2297
  %2299 = getelementptr i8, ptr %2298, i64 64
  %2300 = getelementptr i8, ptr %2298, i64 128
  %2301 = getelementptr i8, ptr %2298, i64 192
  %2302 = load <16 x float>, ptr %2298, align 4
  %2303 = load <16 x float>, ptr %2299, align 4
  %2304 = load <16 x float>, ptr %2300, align 4
  %2305 = load <16 x float>, ptr %2301, align 4
  %2306 = add nuw nsw i64 %2297, %106
  %2307 = getelementptr inbounds nuw float, ptr %191, i64 %2306
  %2308 = getelementptr inbounds nuw i8, ptr %2307, i64 64
  %2309 = getelementptr inbounds nuw i8, ptr %2307, i64 128
  %2310 = getelementptr inbounds nuw i8, ptr %2307, i64 192
  %2311 = load <16 x float>, ptr %2307, align 64
  %2312 = load <16 x float>, ptr %2308, align 64
  %2313 = load <16 x float>, ptr %2309, align 64
  %2314 = load <16 x float>, ptr %2310, align 64
  %2315 = fadd <16 x float> %2302, %2311
  %2316 = fadd <16 x float> %2303, %2312
  %2317 = fadd <16 x float> %2304, %2313
  %2318 = fadd <16 x float> %2305, %2314
  %2319 = getelementptr inbounds nuw float, ptr %192, i64 %2306
  %2320 = getelementptr inbounds nuw i8, ptr %2319, i64 64
  %2321 = getelementptr inbounds nuw i8, ptr %2319, i64 128
  %2322 = getelementptr inbounds nuw i8, ptr %2319, i64 192
  %2323 = load <16 x float>, ptr %2319, align 64
  %2324 = load <16 x float>, ptr %2320, align 64
  %2325 = load <16 x float>, ptr %2321, align 64
  %2326 = load <16 x float>, ptr %2322, align 64
  %2327 = fadd <16 x float> %2315, %2323
  %2328 = fadd <16 x float> %2316, %2324
  %2329 = fadd <16 x float> %2317, %2325
  %2330 = fadd <16 x float> %2318, %2326
  %2331 = getelementptr inbounds nuw float, ptr %1746, i64 %2306
  %2332 = getelementptr inbounds nuw i8, ptr %2331, i64 64
  %2333 = getelementptr inbounds nuw i8, ptr %2331, i64 128
  %2334 = getelementptr inbounds nuw i8, ptr %2331, i64 192
  %2335 = load <16 x float>, ptr %2331, align 4
  %2336 = load <16 x float>, ptr %2332, align 4
  %2337 = load <16 x float>, ptr %2333, align 4
  %2338 = load <16 x float>, ptr %2334, align 4
  %2339 = fadd <16 x float> %2327, %2335
  %2340 = fadd <16 x float> %2328, %2336
  %2341 = fadd <16 x float> %2329, %2337
  %2342 = fadd <16 x float> %2330, %2338
  store <16 x float> %2339, ptr %2331, align 4
  store <16 x float> %2340, ptr %2332, align 4
  store <16 x float> %2341, ptr %2333, align 4
  store <16 x float> %2342, ptr %2334, align 4
  %2343 = add nuw i64 %2297, 64
  %2344 = icmp eq i64 %2343, %1423
  br i1 %2344, label %2345, label %2296

2345:                                             ; preds = %2296
  br i1 %1424, label %2413, label %2346

2346:                                             ; preds = %2345
  br i1 %1425, label %2366, label %2347

2347:                                             ; preds = %2295, %2346
  %2348 = phi i64 [ %1423, %2346 ], [ 0, %2295 ]
  br label %2349

2349:                                             ; preds = %2349, %2347
  %2350 = phi i64 [ %2348, %2347 ], [ %2363, %2349 ]
  %2351 = getelementptr float, ptr %2278, i64 %2350
  %2352 = load <8 x float>, ptr %2351, align 4
  %2353 = add nuw nsw i64 %2350, %106
  %2354 = getelementptr inbounds nuw float, ptr %191, i64 %2353
  %2355 = load <8 x float>, ptr %2354, align 32
  %2356 = fadd <8 x float> %2352, %2355
  %2357 = getelementptr inbounds nuw float, ptr %192, i64 %2353
  %2358 = load <8 x float>, ptr %2357, align 32
  %2359 = fadd <8 x float> %2356, %2358
  %2360 = getelementptr inbounds nuw float, ptr %1746, i64 %2353
  %2361 = load <8 x float>, ptr %2360, align 4
  %2362 = fadd <8 x float> %2359, %2361
  store <8 x float> %2362, ptr %2360, align 4
  %2363 = add nuw i64 %2350, 8
  %2364 = icmp eq i64 %2363, %1426
  br i1 %2364, label %2365, label %2349

2365:                                             ; preds = %2349
  br i1 %1427, label %2413, label %2366

2366:                                             ; preds = %2279, %2277, %2346, %2365
  %2367 = phi i64 [ 0, %2277 ], [ 0, %2279 ], [ %1423, %2346 ], [ %1426, %2365 ]
  %2368 = or disjoint i64 %2367, 1
  br i1 %1429, label %2383, label %2369

2369:                                             ; preds = %2366
  %2370 = getelementptr float, ptr %2278, i64 %2367
  %2371 = load float, ptr %2370, align 4
  %2372 = add nuw nsw i64 %2367, %106
  %2373 = getelementptr inbounds nuw float, ptr %191, i64 %2372
  %2374 = load float, ptr %2373, align 32
  %2375 = fadd float %2371, %2374
  %2376 = getelementptr inbounds nuw float, ptr %192, i64 %2372
  %2377 = load float, ptr %2376, align 32
  %2378 = fadd float %2375, %2377
  %2379 = getelementptr inbounds nuw float, ptr %1746, i64 %2372
  %2380 = load float, ptr %2379, align 4
  %2381 = fadd float %2378, %2380
  store float %2381, ptr %2379, align 4
  %2382 = or disjoint i64 %2367, 1
  br label %2383

2383:                                             ; preds = %2369, %2366
  %2384 = phi i64 [ %2367, %2366 ], [ %2382, %2369 ]
  %2385 = icmp eq i64 %32, %2368
  br i1 %2385, label %2413, label %2522

2386:                                             ; preds = %2272, %2386
  %2387 = phi i64 [ %2411, %2386 ], [ %2273, %2272 ]
  %2388 = getelementptr inbounds nuw float, ptr %1744, i64 %2387
  %2389 = load float, ptr %2388, align 4
  %2390 = getelementptr inbounds nuw float, ptr %191, i64 %2387
  %2391 = load float, ptr %2390, align 4
  %2392 = fadd float %2389, %2391
  %2393 = getelementptr inbounds nuw float, ptr %192, i64 %2387
  %2394 = load float, ptr %2393, align 4
  %2395 = fadd float %2392, %2394
  %2396 = getelementptr inbounds nuw float, ptr %1746, i64 %2387
  %2397 = load float, ptr %2396, align 4
  %2398 = fadd float %2395, %2397
  store float %2398, ptr %2396, align 4
  %2399 = add nuw nsw i64 %2387, 1
  %2400 = getelementptr inbounds nuw float, ptr %1744, i64 %2399
  %2401 = load float, ptr %2400, align 4
  %2402 = getelementptr inbounds nuw float, ptr %191, i64 %2399
  %2403 = load float, ptr %2402, align 4
  %2404 = fadd float %2401, %2403
  %2405 = getelementptr inbounds nuw float, ptr %192, i64 %2399
  %2406 = load float, ptr %2405, align 4
  %2407 = fadd float %2404, %2406
  %2408 = getelementptr inbounds nuw float, ptr %1746, i64 %2399
  %2409 = load float, ptr %2408, align 4
  %2410 = fadd float %2407, %2409
  store float %2410, ptr %2408, align 4
  %2411 = add nuw nsw i64 %2387, 2
  %2412 = icmp eq i64 %2411, %32
  br i1 %2412, label %2277, label %2386

2413:                                             ; preds = %2383, %2522, %2365, %2345
  %2414 = getelementptr i8, ptr %1744, i64 %1140
  br i1 %1430, label %2502, label %2415

2415:                                             ; preds = %2413
  %2416 = getelementptr i8, ptr %1746, i64 %821
  %2417 = getelementptr i8, ptr %1746, i64 %821
  %2418 = getelementptr i8, ptr %2417, i64 %1222
  %2419 = getelementptr i8, ptr %1744, i64 %1141
  %2420 = icmp ult ptr %2416, %2419
  %2421 = icmp ult ptr %2414, %2418
  %2422 = and i1 %2420, %2421
  %2423 = icmp ult ptr %2416, %1230
  %2424 = icmp ult ptr %1228, %2418
  %2425 = and i1 %2423, %2424
  %2426 = or i1 %2422, %2425
  %2427 = icmp ult ptr %2416, %1237
  %2428 = icmp ult ptr %1235, %2418
  %2429 = and i1 %2427, %2428
  %2430 = or i1 %2426, %2429
  br i1 %2430, label %2502, label %2431

2431:                                             ; preds = %2415
  br i1 %1431, label %2483, label %2432

2432:                                             ; preds = %2431, %2432
  %2433 = phi i64 [ %2479, %2432 ], [ 0, %2431 ]
  %2434 = getelementptr float, ptr %2414, i64 %2433
  %2435 = getelementptr i8, ptr %2434, i64 64
  %2436 = getelementptr i8, ptr %2434, i64 128
  %2437 = getelementptr i8, ptr %2434, i64 192
  %2438 = load <16 x float>, ptr %2434, align 4
  %2439 = load <16 x float>, ptr %2435, align 4
  %2440 = load <16 x float>, ptr %2436, align 4
  %2441 = load <16 x float>, ptr %2437, align 4
  %2442 = add nuw nsw i64 %2433, %1137
  %2443 = getelementptr inbounds nuw float, ptr %191, i64 %2442
  %2444 = getelementptr inbounds nuw i8, ptr %2443, i64 64
  %2445 = getelementptr inbounds nuw i8, ptr %2443, i64 128
  %2446 = getelementptr inbounds nuw i8, ptr %2443, i64 192
  %2447 = load <16 x float>, ptr %2443, align 64
  %2448 = load <16 x float>, ptr %2444, align 64
  %2449 = load <16 x float>, ptr %2445, align 64
  %2450 = load <16 x float>, ptr %2446, align 64
  %2451 = fadd <16 x float> %2438, %2447
  %2452 = fadd <16 x float> %2439, %2448
  %2453 = fadd <16 x float> %2440, %2449
  %2454 = fadd <16 x float> %2441, %2450
  %2455 = getelementptr inbounds nuw float, ptr %192, i64 %2442
  %2456 = getelementptr inbounds nuw i8, ptr %2455, i64 64
  %2457 = getelementptr inbounds nuw i8, ptr %2455, i64 128
  %2458 = getelementptr inbounds nuw i8, ptr %2455, i64 192
  %2459 = load <16 x float>, ptr %2455, align 64
  %2460 = load <16 x float>, ptr %2456, align 64
  %2461 = load <16 x float>, ptr %2457, align 64
  %2462 = load <16 x float>, ptr %2458, align 64
  %2463 = fadd <16 x float> %2451, %2459
  %2464 = fadd <16 x float> %2452, %2460
  %2465 = fadd <16 x float> %2453, %2461
  %2466 = fadd <16 x float> %2454, %2462
  %2467 = getelementptr inbounds nuw float, ptr %1746, i64 %2442
  %2468 = getelementptr inbounds nuw i8, ptr %2467, i64 64
  %2469 = getelementptr inbounds nuw i8, ptr %2467, i64 128
  %2470 = getelementptr inbounds nuw i8, ptr %2467, i64 192
  %2471 = load <16 x float>, ptr %2467, align 4
  %2472 = load <16 x float>, ptr %2468, align 4
  %2473 = load <16 x float>, ptr %2469, align 4
  %2474 = load <16 x float>, ptr %2470, align 4
  %2475 = fadd <16 x float> %2463, %2471
  %2476 = fadd <16 x float> %2464, %2472
  %2477 = fadd <16 x float> %2465, %2473
  %2478 = fadd <16 x float> %2466, %2474
  store <16 x float> %2475, ptr %2467, align 4
  store <16 x float> %2476, ptr %2468, align 4
  store <16 x float> %2477, ptr %2469, align 4
  store <16 x float> %2478, ptr %2470, align 4
  %2479 = add nuw i64 %2433, 64
  %2480 = icmp eq i64 %2479, %1433
  br i1 %2480, label %2481, label %2432

2481:                                             ; preds = %2432
  br i1 %1434, label %2551, label %2482

2482:                                             ; preds = %2481
  br i1 %1435, label %2502, label %2483

2483:                                             ; preds = %2431, %2482
  %2484 = phi i64 [ %1433, %2482 ], [ 0, %2431 ]
  br label %2485

2485:                                             ; preds = %2485, %2483
  %2486 = phi i64 [ %2484, %2483 ], [ %2499, %2485 ]
  %2487 = getelementptr float, ptr %2414, i64 %2486
  %2488 = load <8 x float>, ptr %2487, align 4
  %2489 = add nuw nsw i64 %2486, %1137
  %2490 = getelementptr inbounds nuw float, ptr %191, i64 %2489
  %2491 = load <8 x float>, ptr %2490, align 32
  %2492 = fadd <8 x float> %2488, %2491
  %2493 = getelementptr inbounds nuw float, ptr %192, i64 %2489
  %2494 = load <8 x float>, ptr %2493, align 32
  %2495 = fadd <8 x float> %2492, %2494
  %2496 = getelementptr inbounds nuw float, ptr %1746, i64 %2489
  %2497 = load <8 x float>, ptr %2496, align 4
  %2498 = fadd <8 x float> %2495, %2497
  store <8 x float> %2498, ptr %2496, align 4
  %2499 = add nuw i64 %2486, 8
  %2500 = icmp eq i64 %2499, %1436
  br i1 %2500, label %2501, label %2485

2501:                                             ; preds = %2485
  br i1 %1437, label %2551, label %2502

2502:                                             ; preds = %2415, %2413, %2482, %2501
  %2503 = phi i64 [ 0, %2413 ], [ 0, %2415 ], [ %1433, %2482 ], [ %1436, %2501 ]
  %2504 = or disjoint i64 %2503, 1
  br i1 %1439, label %2519, label %2505

2505:                                             ; preds = %2502
  %2506 = getelementptr float, ptr %2414, i64 %2503
  %2507 = load float, ptr %2506, align 4
  %2508 = add nuw nsw i64 %2503, %1137
  %2509 = getelementptr inbounds nuw float, ptr %191, i64 %2508
  %2510 = load float, ptr %2509, align 32
  %2511 = fadd float %2507, %2510
  %2512 = getelementptr inbounds nuw float, ptr %192, i64 %2508
  %2513 = load float, ptr %2512, align 32
  %2514 = fadd float %2511, %2513
  %2515 = getelementptr inbounds nuw float, ptr %1746, i64 %2508
  %2516 = load float, ptr %2515, align 4
  %2517 = fadd float %2514, %2516
  store float %2517, ptr %2515, align 4
  %2518 = or disjoint i64 %2503, 1
  br label %2519

2519:                                             ; preds = %2505, %2502
  %2520 = phi i64 [ %2503, %2502 ], [ %2518, %2505 ]
  %2521 = icmp eq i64 %32, %2504
  br i1 %2521, label %2551, label %2660

2522:                                             ; preds = %2383, %2522
  %2523 = phi i64 [ %2549, %2522 ], [ %2384, %2383 ]
  %2524 = getelementptr float, ptr %2278, i64 %2523
  %2525 = load float, ptr %2524, align 4
  %2526 = add nuw nsw i64 %2523, %106
  %2527 = getelementptr inbounds nuw float, ptr %191, i64 %2526
  %2528 = load float, ptr %2527, align 4
  %2529 = fadd float %2525, %2528
  %2530 = getelementptr inbounds nuw float, ptr %192, i64 %2526
  %2531 = load float, ptr %2530, align 4
  %2532 = fadd float %2529, %2531
  %2533 = getelementptr inbounds nuw float, ptr %1746, i64 %2526
  %2534 = load float, ptr %2533, align 4
  %2535 = fadd float %2532, %2534
  store float %2535, ptr %2533, align 4
  %2536 = add nuw nsw i64 %2523, 1
  %2537 = getelementptr float, ptr %2278, i64 %2536
  %2538 = load float, ptr %2537, align 4
  %2539 = add nuw nsw i64 %2536, %106
  %2540 = getelementptr inbounds nuw float, ptr %191, i64 %2539
  %2541 = load float, ptr %2540, align 4
  %2542 = fadd float %2538, %2541
  %2543 = getelementptr inbounds nuw float, ptr %192, i64 %2539
  %2544 = load float, ptr %2543, align 4
  %2545 = fadd float %2542, %2544
  %2546 = getelementptr inbounds nuw float, ptr %1746, i64 %2539
  %2547 = load float, ptr %2546, align 4
  %2548 = fadd float %2545, %2547
  store float %2548, ptr %2546, align 4
  %2549 = add nuw nsw i64 %2523, 2
  %2550 = icmp eq i64 %2549, %32
  br i1 %2550, label %2413, label %2522

2551:                                             ; preds = %2519, %2660, %2501, %2481
  %2552 = getelementptr i8, ptr %1744, i64 %1141
  br i1 %1440, label %2640, label %2553

2553:                                             ; preds = %2551
  %2554 = getelementptr i8, ptr %1746, i64 %1201
  %2555 = getelementptr i8, ptr %1746, i64 %1201
  %2556 = getelementptr i8, ptr %2555, i64 %1205
  %2557 = getelementptr i8, ptr %1744, i64 %1206
  %2558 = icmp ult ptr %2554, %2557
  %2559 = icmp ult ptr %2552, %2556
  %2560 = and i1 %2558, %2559
  %2561 = icmp ult ptr %2554, %1214
  %2562 = icmp ult ptr %1212, %2556
  %2563 = and i1 %2561, %2562
  %2564 = or i1 %2560, %2563
  %2565 = icmp ult ptr %2554, %1221
  %2566 = icmp ult ptr %1219, %2556
  %2567 = and i1 %2565, %2566
  %2568 = or i1 %2564, %2567
  br i1 %2568, label %2640, label %2569

2569:                                             ; preds = %2553
  br i1 %1441, label %2621, label %2570

2570:                                             ; preds = %2569, %2570
  %2571 = phi i64 [ %2617, %2570 ], [ 0, %2569 ]
  %2572 = getelementptr float, ptr %2552, i64 %2571
  %2573 = getelementptr i8, ptr %2572, i64 64
  %2574 = getelementptr i8, ptr %2572, i64 128
  %2575 = getelementptr i8, ptr %2572, i64 192
  %2576 = load <16 x float>, ptr %2572, align 4
  %2577 = load <16 x float>, ptr %2573, align 4
  %2578 = load <16 x float>, ptr %2574, align 4
  %2579 = load <16 x float>, ptr %2575, align 4
  %2580 = add nuw nsw i64 %2571, %120
  %2581 = getelementptr inbounds nuw float, ptr %191, i64 %2580
  %2582 = getelementptr inbounds nuw i8, ptr %2581, i64 64
  %2583 = getelementptr inbounds nuw i8, ptr %2581, i64 128
  %2584 = getelementptr inbounds nuw i8, ptr %2581, i64 192
  %2585 = load <16 x float>, ptr %2581, align 64
  %2586 = load <16 x float>, ptr %2582, align 64
  %2587 = load <16 x float>, ptr %2583, align 64
  %2588 = load <16 x float>, ptr %2584, align 64
  %2589 = fadd <16 x float> %2576, %2585
  %2590 = fadd <16 x float> %2577, %2586
  %2591 = fadd <16 x float> %2578, %2587
  %2592 = fadd <16 x float> %2579, %2588
  %2593 = getelementptr inbounds nuw float, ptr %192, i64 %2580
  %2594 = getelementptr inbounds nuw i8, ptr %2593, i64 64
  %2595 = getelementptr inbounds nuw i8, ptr %2593, i64 128
  %2596 = getelementptr inbounds nuw i8, ptr %2593, i64 192
  %2597 = load <16 x float>, ptr %2593, align 64
  %2598 = load <16 x float>, ptr %2594, align 64
  %2599 = load <16 x float>, ptr %2595, align 64
  %2600 = load <16 x float>, ptr %2596, align 64
  %2601 = fadd <16 x float> %2589, %2597
  %2602 = fadd <16 x float> %2590, %2598
  %2603 = fadd <16 x float> %2591, %2599
  %2604 = fadd <16 x float> %2592, %2600
  %2605 = getelementptr inbounds nuw float, ptr %1746, i64 %2580
  %2606 = getelementptr inbounds nuw i8, ptr %2605, i64 64
  %2607 = getelementptr inbounds nuw i8, ptr %2605, i64 128
  %2608 = getelementptr inbounds nuw i8, ptr %2605, i64 192
  %2609 = load <16 x float>, ptr %2605, align 4
  %2610 = load <16 x float>, ptr %2606, align 4
  %2611 = load <16 x float>, ptr %2607, align 4
  %2612 = load <16 x float>, ptr %2608, align 4
  %2613 = fadd <16 x float> %2601, %2609
  %2614 = fadd <16 x float> %2602, %2610
  %2615 = fadd <16 x float> %2603, %2611
  %2616 = fadd <16 x float> %2604, %2612
  store <16 x float> %2613, ptr %2605, align 4
  store <16 x float> %2614, ptr %2606, align 4
  store <16 x float> %2615, ptr %2607, align 4
  store <16 x float> %2616, ptr %2608, align 4
  %2617 = add nuw i64 %2571, 64
  %2618 = icmp eq i64 %2617, %1443
  br i1 %2618, label %2619, label %2570

2619:                                             ; preds = %2570
  br i1 %1444, label %2689, label %2620

2620:                                             ; preds = %2619
  br i1 %1445, label %2640, label %2621

2621:                                             ; preds = %2569, %2620
  %2622 = phi i64 [ %1443, %2620 ], [ 0, %2569 ]
  br label %2623

2623:                                             ; preds = %2623, %2621
  %2624 = phi i64 [ %2622, %2621 ], [ %2637, %2623 ]
  %2625 = getelementptr float, ptr %2552, i64 %2624
  %2626 = load <8 x float>, ptr %2625, align 4
  %2627 = add nuw nsw i64 %2624, %120
  %2628 = getelementptr inbounds nuw float, ptr %191, i64 %2627
  %2629 = load <8 x float>, ptr %2628, align 32
  %2630 = fadd <8 x float> %2626, %2629
  %2631 = getelementptr inbounds nuw float, ptr %192, i64 %2627
  %2632 = load <8 x float>, ptr %2631, align 32
  %2633 = fadd <8 x float> %2630, %2632
  %2634 = getelementptr inbounds nuw float, ptr %1746, i64 %2627
  %2635 = load <8 x float>, ptr %2634, align 4
  %2636 = fadd <8 x float> %2633, %2635
  store <8 x float> %2636, ptr %2634, align 4
  %2637 = add nuw i64 %2624, 8
  %2638 = icmp eq i64 %2637, %1446
  br i1 %2638, label %2639, label %2623

2639:                                             ; preds = %2623
  br i1 %1447, label %2689, label %2640

2640:                                             ; preds = %2553, %2551, %2620, %2639
  %2641 = phi i64 [ 0, %2551 ], [ 0, %2553 ], [ %1443, %2620 ], [ %1446, %2639 ]
  %2642 = or disjoint i64 %2641, 1
  br i1 %1449, label %2657, label %2643

2643:                                             ; preds = %2640
  %2644 = getelementptr float, ptr %2552, i64 %2641
  %2645 = load float, ptr %2644, align 4
  %2646 = add nuw nsw i64 %2641, %120
  %2647 = getelementptr inbounds nuw float, ptr %191, i64 %2646
  %2648 = load float, ptr %2647, align 32
  %2649 = fadd float %2645, %2648
  %2650 = getelementptr inbounds nuw float, ptr %192, i64 %2646
  %2651 = load float, ptr %2650, align 32
  %2652 = fadd float %2649, %2651
  %2653 = getelementptr inbounds nuw float, ptr %1746, i64 %2646
  %2654 = load float, ptr %2653, align 4
  %2655 = fadd float %2652, %2654
  store float %2655, ptr %2653, align 4
  %2656 = or disjoint i64 %2641, 1
  br label %2657

2657:                                             ; preds = %2643, %2640
  %2658 = phi i64 [ %2641, %2640 ], [ %2656, %2643 ]
  %2659 = icmp eq i64 %32, %2642
  br i1 %2659, label %2689, label %2744

2660:                                             ; preds = %2519, %2660
  %2661 = phi i64 [ %2687, %2660 ], [ %2520, %2519 ]
  %2662 = getelementptr float, ptr %2414, i64 %2661
  %2663 = load float, ptr %2662, align 4
  %2664 = add nuw nsw i64 %2661, %1137
  %2665 = getelementptr inbounds nuw float, ptr %191, i64 %2664
  %2666 = load float, ptr %2665, align 4
  %2667 = fadd float %2663, %2666
  %2668 = getelementptr inbounds nuw float, ptr %192, i64 %2664
  %2669 = load float, ptr %2668, align 4
  %2670 = fadd float %2667, %2669
  %2671 = getelementptr inbounds nuw float, ptr %1746, i64 %2664
  %2672 = load float, ptr %2671, align 4
  %2673 = fadd float %2670, %2672
  store float %2673, ptr %2671, align 4
  %2674 = add nuw nsw i64 %2661, 1
  %2675 = getelementptr float, ptr %2414, i64 %2674
  %2676 = load float, ptr %2675, align 4
  %2677 = add nuw nsw i64 %2674, %1137
  %2678 = getelementptr inbounds nuw float, ptr %191, i64 %2677
  %2679 = load float, ptr %2678, align 4
  %2680 = fadd float %2676, %2679
  %2681 = getelementptr inbounds nuw float, ptr %192, i64 %2677
  %2682 = load float, ptr %2681, align 4
  %2683 = fadd float %2680, %2682
  %2684 = getelementptr inbounds nuw float, ptr %1746, i64 %2677
  %2685 = load float, ptr %2684, align 4
  %2686 = fadd float %2683, %2685
  store float %2686, ptr %2684, align 4
  %2687 = add nuw nsw i64 %2661, 2
  %2688 = icmp eq i64 %2687, %32
  br i1 %2688, label %2551, label %2660

2689:                                             ; preds = %2657, %2744, %2639, %2619
  %2690 = getelementptr float, ptr %1746, i64 %1137
  br i1 %1166, label %2792, label %2691

2691:                                             ; preds = %2689
  %2692 = getelementptr i8, ptr %1746, i64 %1198
  %2693 = getelementptr i8, ptr %1746, i64 %1202
  %2694 = getelementptr i8, ptr %1751, i64 %1198
  %2695 = icmp ult ptr %1746, %2693
  %2696 = icmp ult ptr %2690, %2692
  %2697 = and i1 %2695, %2696
  %2698 = icmp ult ptr %1746, %1203
  %2699 = icmp ult ptr %1089, %2692
  %2700 = and i1 %2698, %2699
  %2701 = or i1 %2697, %2700
  %2702 = icmp ult ptr %1746, %2694
  %2703 = icmp ult ptr %1751, %2692
  %2704 = and i1 %2702, %2703
  %2705 = or i1 %2701, %2704
  %2706 = icmp ult ptr %1746, %1204
  %2707 = icmp ult ptr %1144, %2692
  %2708 = and i1 %2706, %2707
  %2709 = or i1 %2705, %2708
  %2710 = icmp ult ptr %2690, %1203
  %2711 = icmp ult ptr %1089, %2693
  %2712 = and i1 %2710, %2711
  %2713 = or i1 %2709, %2712
  %2714 = icmp ult ptr %2690, %2694
  %2715 = icmp ult ptr %1751, %2693
  %2716 = and i1 %2714, %2715
  %2717 = or i1 %2713, %2716
  %2718 = icmp ult ptr %2690, %1204
  %2719 = icmp ult ptr %1144, %2693
  %2720 = and i1 %2718, %2719
  %2721 = or i1 %2717, %2720
  br i1 %2721, label %2722, label %2724

2722:                                             ; preds = %2743, %2691
  %2723 = phi i64 [ %1450, %2743 ], [ 0, %2691 ]
  br label %2773

2724:                                             ; preds = %2691, %2724
  %2725 = phi i64 [ %2741, %2724 ], [ 0, %2691 ]
  %2726 = getelementptr inbounds nuw float, ptr %1746, i64 %2725
  %2727 = load <16 x float>, ptr %2726, align 4
  %2728 = getelementptr inbounds nuw float, ptr %1451, i64 %2725
  %2729 = load <16 x float>, ptr %2728, align 4
  %2730 = getelementptr inbounds nuw float, ptr %1751, i64 %2725
  %2731 = load <16 x float>, ptr %2730, align 4
  %2732 = fmul <16 x float> %2729, %2731
  %2733 = fadd <16 x float> %2727, %2732
  store <16 x float> %2733, ptr %2726, align 4
  %2734 = getelementptr inbounds nuw float, ptr %2690, i64 %2725
  %2735 = load <16 x float>, ptr %2734, align 4
  %2736 = getelementptr float, ptr %1144, i64 %2725
  %2737 = load <16 x float>, ptr %2736, align 4
  %2738 = load <16 x float>, ptr %2730, align 4
  %2739 = fmul <16 x float> %2737, %2738
  %2740 = fadd <16 x float> %2735, %2739
  store <16 x float> %2740, ptr %2734, align 4
  %2741 = add nuw i64 %2725, 16
  %2742 = icmp eq i64 %2741, %1450
  br i1 %2742, label %2743, label %2724

2743:                                             ; preds = %2724
  br i1 %1452, label %2792, label %2722

2744:                                             ; preds = %2657, %2744
  %2745 = phi i64 [ %2771, %2744 ], [ %2658, %2657 ]
  %2746 = getelementptr float, ptr %2552, i64 %2745
  %2747 = load float, ptr %2746, align 4
  %2748 = add nuw nsw i64 %2745, %120
  %2749 = getelementptr inbounds nuw float, ptr %191, i64 %2748
  %2750 = load float, ptr %2749, align 4
  %2751 = fadd float %2747, %2750
  %2752 = getelementptr inbounds nuw float, ptr %192, i64 %2748
  %2753 = load float, ptr %2752, align 4
  %2754 = fadd float %2751, %2753
  %2755 = getelementptr inbounds nuw float, ptr %1746, i64 %2748
  %2756 = load float, ptr %2755, align 4
  %2757 = fadd float %2754, %2756
  store float %2757, ptr %2755, align 4
  %2758 = add nuw nsw i64 %2745, 1
  %2759 = getelementptr float, ptr %2552, i64 %2758
  %2760 = load float, ptr %2759, align 4
  %2761 = add nuw nsw i64 %2758, %120
  %2762 = getelementptr inbounds nuw float, ptr %191, i64 %2761
  %2763 = load float, ptr %2762, align 4
  %2764 = fadd float %2760, %2763
  %2765 = getelementptr inbounds nuw float, ptr %192, i64 %2761
  %2766 = load float, ptr %2765, align 4
  %2767 = fadd float %2764, %2766
  %2768 = getelementptr inbounds nuw float, ptr %1746, i64 %2761
  %2769 = load float, ptr %2768, align 4
  %2770 = fadd float %2767, %2769
  store float %2770, ptr %2768, align 4
  %2771 = add nuw nsw i64 %2745, 2
  %2772 = icmp eq i64 %2771, %32
  br i1 %2772, label %2689, label %2744

2773:                                             ; preds = %2722, %2773
  %2774 = phi i64 [ %2790, %2773 ], [ %2723, %2722 ]
  %2775 = getelementptr inbounds nuw float, ptr %1746, i64 %2774
  %2776 = load float, ptr %2775, align 4
  %2777 = getelementptr inbounds nuw float, ptr %1453, i64 %2774
  %2778 = load float, ptr %2777, align 4
  %2779 = getelementptr inbounds nuw float, ptr %1751, i64 %2774
  %2780 = load float, ptr %2779, align 4
  %2781 = fmul float %2778, %2780
  %2782 = fadd float %2776, %2781
  store float %2782, ptr %2775, align 4
  %2783 = getelementptr inbounds nuw float, ptr %2690, i64 %2774
  %2784 = load float, ptr %2783, align 4
  %2785 = getelementptr float, ptr %1144, i64 %2774
  %2786 = load float, ptr %2785, align 4
  %2787 = load float, ptr %2779, align 4
  %2788 = fmul float %2786, %2787
  %2789 = fadd float %2784, %2788
  store float %2789, ptr %2783, align 4
  %2790 = add nuw nsw i64 %2774, 1
  %2791 = icmp eq i64 %2790, %201
  br i1 %2791, label %2792, label %2773

2792:                                             ; preds = %2773, %2743, %2275, %2689
  %2793 = phi i1 [ %1165, %2275 ], [ true, %2689 ], [ false, %2743 ], [ false, %2773 ]
  %2794 = phi ptr [ %2276, %2275 ], [ %2690, %2689 ], [ %2690, %2743 ], [ %2690, %2773 ]
  %2795 = getelementptr float, ptr %1746, i64 %106
  %2796 = getelementptr float, ptr %1746, i64 %120
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %1746, i64 noundef %106)
  br i1 %99, label %2797, label %2798

2797:                                             ; preds = %2792
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %2794, i64 noundef %106)
  br label %2798

2798:                                             ; preds = %2797, %2792
  call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef %2796, i64 noundef %106)
  br i1 %138, label %2799, label %2912

2799:                                             ; preds = %2798
  %2800 = getelementptr i8, ptr %1751, i64 %1198
  %2801 = getelementptr i8, ptr %1746, i64 %1201
  %2802 = getelementptr i8, ptr %2801, i64 %1198
  %2803 = getelementptr i8, ptr %1746, i64 %1198
  %2804 = getelementptr i8, ptr %1746, i64 %821
  %2805 = getelementptr i8, ptr %1746, i64 %1202
  %2806 = icmp ult ptr %1751, %2802
  %2807 = icmp ult ptr %2796, %2800
  %2808 = and i1 %2806, %2807
  %2809 = icmp ult ptr %1751, %2803
  %2810 = icmp ult ptr %1746, %2800
  %2811 = and i1 %2809, %2810
  %2812 = or i1 %2808, %2811
  %2813 = icmp ult ptr %1751, %2805
  %2814 = icmp ult ptr %2804, %2800
  %2815 = and i1 %2813, %2814
  %2816 = or i1 %2812, %2815
  br i1 %2816, label %2909, label %2817

2817:                                             ; preds = %2799
  br i1 %1454, label %2886, label %2818

2818:                                             ; preds = %2817
  %2819 = getelementptr float, ptr %1746, i64 %1137
  br label %2820

2820:                                             ; preds = %2820, %2818
  %2821 = phi i64 [ 0, %2818 ], [ %2882, %2820 ]
  %2822 = getelementptr float, ptr %1746, i64 %2821
  %2823 = getelementptr i8, ptr %2822, i64 64
  %2824 = getelementptr i8, ptr %2822, i64 128
  %2825 = getelementptr i8, ptr %2822, i64 192
  %2826 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %2822, <16 x i1> %1459, <16 x float> poison)
  %2827 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %2823, <16 x i1> %1459, <16 x float> poison)
  %2828 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %2824, <16 x i1> %1459, <16 x float> poison)
  %2829 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %2825, <16 x i1> %1459, <16 x float> poison)
  %2830 = fsub <16 x float> splat (float 1.000000e+00), %2826
  %2831 = fsub <16 x float> splat (float 1.000000e+00), %2827
  %2832 = fsub <16 x float> splat (float 1.000000e+00), %2828
  %2833 = fsub <16 x float> splat (float 1.000000e+00), %2829
  %2834 = getelementptr float, ptr %2819, i64 %2821
  %2835 = getelementptr i8, ptr %2834, i64 64
  %2836 = getelementptr i8, ptr %2834, i64 128
  %2837 = getelementptr i8, ptr %2834, i64 192
  %2838 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %2834, <16 x i1> %1458, <16 x float> poison)
  %2839 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %2835, <16 x i1> %1458, <16 x float> poison)
  %2840 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %2836, <16 x i1> %1458, <16 x float> poison)
  %2841 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %2837, <16 x i1> %1458, <16 x float> poison)
  %2842 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %2822, <16 x i1> %1458, <16 x float> poison)
  %2843 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %2823, <16 x i1> %1458, <16 x float> poison)
  %2844 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %2824, <16 x i1> %1458, <16 x float> poison)
  %2845 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %2825, <16 x i1> %1458, <16 x float> poison)
  %2846 = select i1 %99, <16 x float> %2842, <16 x float> %2826
  %2847 = select i1 %99, <16 x float> %2843, <16 x float> %2827
  %2848 = select i1 %99, <16 x float> %2844, <16 x float> %2828
  %2849 = select i1 %99, <16 x float> %2845, <16 x float> %2829
  %2850 = select i1 %99, <16 x float> %2838, <16 x float> %2830
  %2851 = select i1 %99, <16 x float> %2839, <16 x float> %2831
  %2852 = select i1 %99, <16 x float> %2840, <16 x float> %2832
  %2853 = select i1 %99, <16 x float> %2841, <16 x float> %2833
  %2854 = getelementptr inbounds nuw float, ptr %1751, i64 %2821
  %2855 = getelementptr inbounds nuw i8, ptr %2854, i64 64
  %2856 = getelementptr inbounds nuw i8, ptr %2854, i64 128
  %2857 = getelementptr inbounds nuw i8, ptr %2854, i64 192
  %2858 = load <16 x float>, ptr %2854, align 4
  %2859 = load <16 x float>, ptr %2855, align 4
  %2860 = load <16 x float>, ptr %2856, align 4
  %2861 = load <16 x float>, ptr %2857, align 4
  %2862 = fmul <16 x float> %2850, %2858
  %2863 = fmul <16 x float> %2851, %2859
  %2864 = fmul <16 x float> %2852, %2860
  %2865 = fmul <16 x float> %2853, %2861
  %2866 = getelementptr inbounds nuw float, ptr %2796, i64 %2821
  %2867 = getelementptr inbounds nuw i8, ptr %2866, i64 64
  %2868 = getelementptr inbounds nuw i8, ptr %2866, i64 128
  %2869 = getelementptr inbounds nuw i8, ptr %2866, i64 192
  %2870 = load <16 x float>, ptr %2866, align 4
  %2871 = load <16 x float>, ptr %2867, align 4
  %2872 = load <16 x float>, ptr %2868, align 4
  %2873 = load <16 x float>, ptr %2869, align 4
  %2874 = fmul <16 x float> %2846, %2870
  %2875 = fmul <16 x float> %2847, %2871
  %2876 = fmul <16 x float> %2848, %2872
  %2877 = fmul <16 x float> %2849, %2873
  %2878 = fadd <16 x float> %2862, %2874
  %2879 = fadd <16 x float> %2863, %2875
  %2880 = fadd <16 x float> %2864, %2876
  %2881 = fadd <16 x float> %2865, %2877
  store <16 x float> %2878, ptr %2854, align 4
  store <16 x float> %2879, ptr %2855, align 4
  store <16 x float> %2880, ptr %2856, align 4
  store <16 x float> %2881, ptr %2857, align 4
  %2882 = add nuw i64 %2821, 64
  %2883 = icmp eq i64 %2882, %1456
  br i1 %2883, label %2884, label %2820

2884:                                             ; preds = %2820
  br i1 %1460, label %2912, label %2885

2885:                                             ; preds = %2884
  br i1 %1461, label %2909, label %2886

2886:                                             ; preds = %2817, %2885
  %2887 = phi i64 [ %1456, %2885 ], [ 0, %2817 ]
  %2888 = getelementptr float, ptr %1746, i64 %1137
  br label %2889

2889:                                             ; preds = %2889, %2886
  %2890 = phi i64 [ %2887, %2886 ], [ %2906, %2889 ]
  %2891 = getelementptr float, ptr %1746, i64 %2890
  %2892 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2891, <8 x i1> %1465, <8 x float> poison)
  %2893 = fsub <8 x float> splat (float 1.000000e+00), %2892
  %2894 = getelementptr float, ptr %2888, i64 %2890
  %2895 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2894, <8 x i1> %1464, <8 x float> poison)
  %2896 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2891, <8 x i1> %1464, <8 x float> poison)
  %2897 = select i1 %99, <8 x float> %2896, <8 x float> %2892
  %2898 = select i1 %99, <8 x float> %2895, <8 x float> %2893
  %2899 = getelementptr inbounds nuw float, ptr %1751, i64 %2890
  %2900 = load <8 x float>, ptr %2899, align 4
  %2901 = fmul <8 x float> %2898, %2900
  %2902 = getelementptr inbounds nuw float, ptr %2796, i64 %2890
  %2903 = load <8 x float>, ptr %2902, align 4
  %2904 = fmul <8 x float> %2897, %2903
  %2905 = fadd <8 x float> %2901, %2904
  store <8 x float> %2905, ptr %2899, align 4
  %2906 = add nuw i64 %2890, 8
  %2907 = icmp eq i64 %2906, %1462
  br i1 %2907, label %2908, label %2889

2908:                                             ; preds = %2889
  br i1 %1466, label %2912, label %2909

2909:                                             ; preds = %2799, %2885, %2908
  %2910 = phi i64 [ 0, %2799 ], [ %1456, %2885 ], [ %1462, %2908 ]
  %2911 = getelementptr inbounds float, ptr %1746, i64 %1137
  br label %2978

2912:                                             ; preds = %2989, %2884, %2908, %2798
  br i1 %2793, label %3022, label %2913

2913:                                             ; preds = %2912
  br i1 %1467, label %2962, label %2914

2914:                                             ; preds = %2913
  %2915 = getelementptr i8, ptr %1746, i64 %1199
  %2916 = getelementptr i8, ptr %1751, i64 %1198
  %2917 = icmp ult ptr %2795, %1200
  %2918 = icmp ult ptr %1145, %2915
  %2919 = and i1 %2917, %2918
  %2920 = icmp ult ptr %2795, %2916
  %2921 = icmp ult ptr %1751, %2915
  %2922 = and i1 %2920, %2921
  %2923 = or i1 %2919, %2922
  br i1 %2923, label %2962, label %2924

2924:                                             ; preds = %2914
  br i1 %1468, label %2947, label %2925

2925:                                             ; preds = %2924, %2925
  %2926 = phi i64 [ %2943, %2925 ], [ 0, %2924 ]
  %2927 = getelementptr inbounds nuw float, ptr %2795, i64 %2926
  %2928 = getelementptr inbounds nuw i8, ptr %2927, i64 64
  %2929 = load <16 x float>, ptr %2927, align 4
  %2930 = load <16 x float>, ptr %2928, align 4
  %2931 = getelementptr float, ptr %1145, i64 %2926
  %2932 = getelementptr i8, ptr %2931, i64 64
  %2933 = load <16 x float>, ptr %2931, align 4
  %2934 = load <16 x float>, ptr %2932, align 4
  %2935 = getelementptr inbounds nuw float, ptr %1751, i64 %2926
  %2936 = getelementptr inbounds nuw i8, ptr %2935, i64 64
  %2937 = load <16 x float>, ptr %2935, align 4
  %2938 = load <16 x float>, ptr %2936, align 4
  %2939 = fmul <16 x float> %2933, %2937
  %2940 = fmul <16 x float> %2934, %2938
  %2941 = fadd <16 x float> %2929, %2939
  %2942 = fadd <16 x float> %2930, %2940
  store <16 x float> %2941, ptr %2927, align 4
  store <16 x float> %2942, ptr %2928, align 4
  %2943 = add nuw i64 %2926, 32
  %2944 = icmp eq i64 %2943, %1470
  br i1 %2944, label %2945, label %2925

2945:                                             ; preds = %2925
  br i1 %1471, label %3022, label %2946

2946:                                             ; preds = %2945
  br i1 %1472, label %2962, label %2947

2947:                                             ; preds = %2924, %2946
  %2948 = phi i64 [ %1470, %2946 ], [ 0, %2924 ]
  br label %2949

2949:                                             ; preds = %2949, %2947
  %2950 = phi i64 [ %2948, %2947 ], [ %2959, %2949 ]
  %2951 = getelementptr inbounds nuw float, ptr %2795, i64 %2950
  %2952 = load <4 x float>, ptr %2951, align 4
  %2953 = getelementptr float, ptr %1145, i64 %2950
  %2954 = load <4 x float>, ptr %2953, align 4
  %2955 = getelementptr inbounds nuw float, ptr %1751, i64 %2950
  %2956 = load <4 x float>, ptr %2955, align 4
  %2957 = fmul <4 x float> %2954, %2956
  %2958 = fadd <4 x float> %2952, %2957
  store <4 x float> %2958, ptr %2951, align 4
  %2959 = add nuw i64 %2950, 4
  %2960 = icmp eq i64 %2959, %1473
  br i1 %2960, label %2961, label %2949

2961:                                             ; preds = %2949
  br i1 %1474, label %3022, label %2962

2962:                                             ; preds = %2914, %2913, %2946, %2961
  %2963 = phi i64 [ 0, %2913 ], [ 0, %2914 ], [ %1470, %2946 ], [ %1473, %2961 ]
  %2964 = or disjoint i64 %2963, 1
  br i1 %1476, label %2975, label %2965

2965:                                             ; preds = %2962
  %2966 = getelementptr inbounds nuw float, ptr %2795, i64 %2963
  %2967 = load float, ptr %2966, align 4
  %2968 = getelementptr float, ptr %1145, i64 %2963
  %2969 = load float, ptr %2968, align 4
  %2970 = getelementptr inbounds nuw float, ptr %1751, i64 %2963
  %2971 = load float, ptr %2970, align 4
  %2972 = fmul float %2969, %2971
  %2973 = fadd float %2967, %2972
  store float %2973, ptr %2966, align 4
  %2974 = or disjoint i64 %2963, 1
  br label %2975

2975:                                             ; preds = %2965, %2962
  %2976 = phi i64 [ %2963, %2962 ], [ %2974, %2965 ]
  %2977 = icmp eq i64 %201, %2964
  br i1 %2977, label %3022, label %3001

2978:                                             ; preds = %2909, %2989
  %2979 = phi i64 [ %2999, %2989 ], [ %2910, %2909 ]
  br i1 %99, label %2984, label %2980

2980:                                             ; preds = %2978
  %2981 = getelementptr inbounds nuw float, ptr %1746, i64 %2979
  %2982 = load float, ptr %2981, align 4
  %2983 = fsub float 1.000000e+00, %2982
  br label %2989

2984:                                             ; preds = %2978
  %2985 = getelementptr inbounds nuw float, ptr %2911, i64 %2979
  %2986 = load float, ptr %2985, align 4
  %2987 = getelementptr inbounds nuw float, ptr %1746, i64 %2979
  %2988 = load float, ptr %2987, align 4
  br label %2989

2989:                                             ; preds = %2984, %2980
  %2990 = phi float [ %2982, %2980 ], [ %2988, %2984 ]
  %2991 = phi float [ %2983, %2980 ], [ %2986, %2984 ]
  %2992 = getelementptr inbounds nuw float, ptr %1751, i64 %2979
  %2993 = load float, ptr %2992, align 4
  %2994 = fmul float %2991, %2993
  %2995 = getelementptr inbounds nuw float, ptr %2796, i64 %2979
  %2996 = load float, ptr %2995, align 4
  %2997 = fmul float %2990, %2996
  %2998 = fadd float %2994, %2997
  store float %2998, ptr %2992, align 4
  %2999 = add nuw nsw i64 %2979, 1
  %3000 = icmp eq i64 %2999, %201
  br i1 %3000, label %2912, label %2978

3001:                                             ; preds = %2975, %3001
  %3002 = phi i64 [ %3020, %3001 ], [ %2976, %2975 ]
  %3003 = getelementptr inbounds nuw float, ptr %2795, i64 %3002
  %3004 = load float, ptr %3003, align 4
  %3005 = getelementptr float, ptr %1145, i64 %3002
  %3006 = load float, ptr %3005, align 4
  %3007 = getelementptr inbounds nuw float, ptr %1751, i64 %3002
  %3008 = load float, ptr %3007, align 4
  %3009 = fmul float %3006, %3008
  %3010 = fadd float %3004, %3009
  store float %3010, ptr %3003, align 4
  %3011 = add nuw nsw i64 %3002, 1
  %3012 = getelementptr inbounds nuw float, ptr %2795, i64 %3011
  %3013 = load float, ptr %3012, align 4
  %3014 = getelementptr float, ptr %1145, i64 %3011
  %3015 = load float, ptr %3014, align 4
  %3016 = getelementptr inbounds nuw float, ptr %1751, i64 %3011
  %3017 = load float, ptr %3016, align 4
  %3018 = fmul float %3015, %3017
  %3019 = fadd float %3013, %3018
  store float %3019, ptr %3012, align 4
  %3020 = add nuw nsw i64 %3002, 2
  %3021 = icmp eq i64 %3020, %201
  br i1 %3021, label %3022, label %3001

3022:                                             ; preds = %2975, %3001, %2945, %2961, %2912
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %2795, i64 noundef %106)
  br i1 %138, label %3095, label %3023

3023:                                             ; preds = %3022
  call fastcc void @apply(i64 %94, <2 x float> %98, float noundef 0.000000e+00, ptr noundef %2796, i64 noundef %106)
  br label %4039

3024:                                             ; preds = %3095
  call fastcc void @apply(i64 %94, <2 x float> %98, float noundef 0.000000e+00, ptr noundef nonnull %2796, i64 noundef %106)
  br i1 %1477, label %3077, label %3025

3025:                                             ; preds = %3024
  %3026 = add i64 %1196, %1749
  %3027 = sub i64 %3026, %1747
  %3028 = icmp ult i64 %3027, 256
  %3029 = add i64 %1478, %1747
  %3030 = sub i64 %1749, %3029
  %3031 = icmp ult i64 %3030, 256
  %3032 = or i1 %3028, %3031
  br i1 %3032, label %3077, label %3033

3033:                                             ; preds = %3025
  br i1 %1479, label %3064, label %3034

3034:                                             ; preds = %3033, %3034
  %3035 = phi i64 [ %3060, %3034 ], [ 0, %3033 ]
  %3036 = getelementptr inbounds nuw float, ptr %2795, i64 %3035
  %3037 = getelementptr inbounds nuw i8, ptr %3036, i64 64
  %3038 = getelementptr inbounds nuw i8, ptr %3036, i64 128
  %3039 = getelementptr inbounds nuw i8, ptr %3036, i64 192
  %3040 = load <16 x float>, ptr %3036, align 4
  %3041 = load <16 x float>, ptr %3037, align 4
  %3042 = load <16 x float>, ptr %3038, align 4
  %3043 = load <16 x float>, ptr %3039, align 4
  %3044 = getelementptr inbounds nuw float, ptr %2796, i64 %3035
  %3045 = getelementptr inbounds nuw i8, ptr %3044, i64 64
  %3046 = getelementptr inbounds nuw i8, ptr %3044, i64 128
  %3047 = getelementptr inbounds nuw i8, ptr %3044, i64 192
  %3048 = load <16 x float>, ptr %3044, align 4
  %3049 = load <16 x float>, ptr %3045, align 4
  %3050 = load <16 x float>, ptr %3046, align 4
  %3051 = load <16 x float>, ptr %3047, align 4
  %3052 = fmul <16 x float> %3040, %3048
  %3053 = fmul <16 x float> %3041, %3049
  %3054 = fmul <16 x float> %3042, %3050
  %3055 = fmul <16 x float> %3043, %3051
  %3056 = getelementptr inbounds nuw float, ptr %1748, i64 %3035
  %3057 = getelementptr inbounds nuw i8, ptr %3056, i64 64
  %3058 = getelementptr inbounds nuw i8, ptr %3056, i64 128
  %3059 = getelementptr inbounds nuw i8, ptr %3056, i64 192
  store <16 x float> %3052, ptr %3056, align 4
  store <16 x float> %3053, ptr %3057, align 4
  store <16 x float> %3054, ptr %3058, align 4
  store <16 x float> %3055, ptr %3059, align 4
  %3060 = add nuw i64 %3035, 64
  %3061 = icmp eq i64 %3060, %1481
  br i1 %3061, label %3062, label %3034

3062:                                             ; preds = %3034
  br i1 %1482, label %4039, label %3063

3063:                                             ; preds = %3062
  br i1 %1483, label %3077, label %3064

3064:                                             ; preds = %3033, %3063
  %3065 = phi i64 [ %1481, %3063 ], [ 0, %3033 ]
  br label %3066

3066:                                             ; preds = %3066, %3064
  %3067 = phi i64 [ %3065, %3064 ], [ %3074, %3066 ]
  %3068 = getelementptr inbounds nuw float, ptr %2795, i64 %3067
  %3069 = load <8 x float>, ptr %3068, align 4
  %3070 = getelementptr inbounds nuw float, ptr %2796, i64 %3067
  %3071 = load <8 x float>, ptr %3070, align 4
  %3072 = fmul <8 x float> %3069, %3071
  %3073 = getelementptr inbounds nuw float, ptr %1748, i64 %3067
  store <8 x float> %3072, ptr %3073, align 4
  %3074 = add nuw i64 %3067, 8
  %3075 = icmp eq i64 %3074, %1484
  br i1 %3075, label %3076, label %3066

3076:                                             ; preds = %3066
  br i1 %1485, label %4039, label %3077

3077:                                             ; preds = %3025, %3024, %3063, %3076
  %3078 = phi i64 [ 0, %3024 ], [ 0, %3025 ], [ %1481, %3063 ], [ %1484, %3076 ]
  br i1 %1487, label %3091, label %3079

3079:                                             ; preds = %3077, %3079
  %3080 = phi i64 [ %3088, %3079 ], [ %3078, %3077 ]
  %3081 = phi i64 [ %3089, %3079 ], [ 0, %3077 ]
  %3082 = getelementptr inbounds nuw float, ptr %2795, i64 %3080
  %3083 = load float, ptr %3082, align 4
  %3084 = getelementptr inbounds nuw float, ptr %2796, i64 %3080
  %3085 = load float, ptr %3084, align 4
  %3086 = fmul float %3083, %3085
  %3087 = getelementptr inbounds nuw float, ptr %1748, i64 %3080
  store float %3086, ptr %3087, align 4
  %3088 = add nuw nsw i64 %3080, 1
  %3089 = add i64 %3081, 1
  %3090 = icmp eq i64 %3089, %1486
  br i1 %3090, label %3091, label %3079

3091:                                             ; preds = %3079, %3077
  %3092 = phi i64 [ %3078, %3077 ], [ %3088, %3079 ]
  %3093 = sub nsw i64 %3078, %32
  %3094 = icmp ugt i64 %3093, -4
  br i1 %3094, label %4039, label %3102

3095:                                             ; preds = %3022, %3095
  %3096 = phi i64 [ %3100, %3095 ], [ 0, %3022 ]
  %3097 = getelementptr inbounds nuw float, ptr %2796, i64 %3096
  %3098 = getelementptr inbounds nuw float, ptr %1751, i64 %3096
  %3099 = load <16 x float>, ptr %3098, align 4
  store <16 x float> %3099, ptr %3097, align 4
  %3100 = add nuw nsw i64 %3096, 16
  %3101 = icmp slt i64 %3100, %106
  br i1 %3101, label %3095, label %3024

3102:                                             ; preds = %3091, %3102
  %3103 = phi i64 [ %3131, %3102 ], [ %3092, %3091 ]
  %3104 = getelementptr inbounds nuw float, ptr %2795, i64 %3103
  %3105 = load float, ptr %3104, align 4
  %3106 = getelementptr inbounds nuw float, ptr %2796, i64 %3103
  %3107 = load float, ptr %3106, align 4
  %3108 = fmul float %3105, %3107
  %3109 = getelementptr inbounds nuw float, ptr %1748, i64 %3103
  store float %3108, ptr %3109, align 4
  %3110 = add nuw nsw i64 %3103, 1
  %3111 = getelementptr inbounds nuw float, ptr %2795, i64 %3110
  %3112 = load float, ptr %3111, align 4
  %3113 = getelementptr inbounds nuw float, ptr %2796, i64 %3110
  %3114 = load float, ptr %3113, align 4
  %3115 = fmul float %3112, %3114
  %3116 = getelementptr inbounds nuw float, ptr %1748, i64 %3110
  store float %3115, ptr %3116, align 4
  %3117 = add nuw nsw i64 %3103, 2
  %3118 = getelementptr inbounds nuw float, ptr %2795, i64 %3117
  %3119 = load float, ptr %3118, align 4
  %3120 = getelementptr inbounds nuw float, ptr %2796, i64 %3117
  %3121 = load float, ptr %3120, align 4
  %3122 = fmul float %3119, %3121
  %3123 = getelementptr inbounds nuw float, ptr %1748, i64 %3117
  store float %3122, ptr %3123, align 4
  %3124 = add nuw nsw i64 %3103, 3
  %3125 = getelementptr inbounds nuw float, ptr %2795, i64 %3124
  %3126 = load float, ptr %3125, align 4
  %3127 = getelementptr inbounds nuw float, ptr %2796, i64 %3124
  %3128 = load float, ptr %3127, align 4
  %3129 = fmul float %3126, %3128
  %3130 = getelementptr inbounds nuw float, ptr %1748, i64 %3124
  store float %3129, ptr %3130, align 4
  %3131 = add nuw nsw i64 %3103, 4
  %3132 = icmp eq i64 %3131, %32
  br i1 %3132, label %4039, label %3102

3133:                                             ; preds = %2170
  br i1 %100, label %3238, label %3134

3134:                                             ; preds = %3133
  br i1 %138, label %3135, label %3904

3135:                                             ; preds = %3134
  br i1 %1339, label %3219, label %3136

3136:                                             ; preds = %3135
  %3137 = getelementptr i8, ptr %1746, i64 %1328
  %3138 = getelementptr i8, ptr %1744, i64 %1328
  %3139 = icmp ult ptr %1746, %3138
  %3140 = icmp ult ptr %1744, %3137
  %3141 = and i1 %3139, %3140
  %3142 = icmp ult ptr %1746, %1334
  %3143 = icmp ult ptr %192, %3137
  %3144 = and i1 %3142, %3143
  %3145 = or i1 %3141, %3144
  %3146 = icmp ult ptr %1746, %1338
  %3147 = icmp ult ptr %191, %3137
  %3148 = and i1 %3146, %3147
  %3149 = or i1 %3145, %3148
  br i1 %3149, label %3219, label %3150

3150:                                             ; preds = %3136
  br i1 %1340, label %3201, label %3151

3151:                                             ; preds = %3150, %3151
  %3152 = phi i64 [ %3197, %3151 ], [ 0, %3150 ]
  %3153 = getelementptr inbounds nuw float, ptr %1744, i64 %3152
  %3154 = getelementptr inbounds nuw i8, ptr %3153, i64 64
  %3155 = getelementptr inbounds nuw i8, ptr %3153, i64 128
  %3156 = getelementptr inbounds nuw i8, ptr %3153, i64 192
  %3157 = load <16 x float>, ptr %3153, align 4
  %3158 = load <16 x float>, ptr %3154, align 4
  %3159 = load <16 x float>, ptr %3155, align 4
  %3160 = load <16 x float>, ptr %3156, align 4
  %3161 = getelementptr inbounds nuw float, ptr %191, i64 %3152
  %3162 = getelementptr inbounds nuw i8, ptr %3161, i64 64
  %3163 = getelementptr inbounds nuw i8, ptr %3161, i64 128
  %3164 = getelementptr inbounds nuw i8, ptr %3161, i64 192
  %3165 = load <16 x float>, ptr %3161, align 64
  %3166 = load <16 x float>, ptr %3162, align 64
  %3167 = load <16 x float>, ptr %3163, align 64
  %3168 = load <16 x float>, ptr %3164, align 64
  %3169 = fadd <16 x float> %3157, %3165
  %3170 = fadd <16 x float> %3158, %3166
  %3171 = fadd <16 x float> %3159, %3167
  %3172 = fadd <16 x float> %3160, %3168
  %3173 = getelementptr inbounds nuw float, ptr %192, i64 %3152
  %3174 = getelementptr inbounds nuw i8, ptr %3173, i64 64
  %3175 = getelementptr inbounds nuw i8, ptr %3173, i64 128
  %3176 = getelementptr inbounds nuw i8, ptr %3173, i64 192
  %3177 = load <16 x float>, ptr %3173, align 64
  %3178 = load <16 x float>, ptr %3174, align 64
  %3179 = load <16 x float>, ptr %3175, align 64
  %3180 = load <16 x float>, ptr %3176, align 64
  %3181 = fadd <16 x float> %3169, %3177
  %3182 = fadd <16 x float> %3170, %3178
  %3183 = fadd <16 x float> %3171, %3179
  %3184 = fadd <16 x float> %3172, %3180
  %3185 = getelementptr inbounds nuw float, ptr %1746, i64 %3152
  %3186 = getelementptr inbounds nuw i8, ptr %3185, i64 64
  %3187 = getelementptr inbounds nuw i8, ptr %3185, i64 128
  %3188 = getelementptr inbounds nuw i8, ptr %3185, i64 192
  %3189 = load <16 x float>, ptr %3185, align 4
  %3190 = load <16 x float>, ptr %3186, align 4
  %3191 = load <16 x float>, ptr %3187, align 4
  %3192 = load <16 x float>, ptr %3188, align 4
  %3193 = fadd <16 x float> %3181, %3189
  %3194 = fadd <16 x float> %3182, %3190
  %3195 = fadd <16 x float> %3183, %3191
  %3196 = fadd <16 x float> %3184, %3192
  store <16 x float> %3193, ptr %3185, align 4
  store <16 x float> %3194, ptr %3186, align 4
  store <16 x float> %3195, ptr %3187, align 4
  store <16 x float> %3196, ptr %3188, align 4
  %3197 = add nuw i64 %3152, 64
  %3198 = icmp eq i64 %3197, %1342
  br i1 %3198, label %3199, label %3151

3199:                                             ; preds = %3151
  br i1 %1343, label %3768, label %3200

3200:                                             ; preds = %3199
  br i1 %1344, label %3219, label %3201

3201:                                             ; preds = %3150, %3200
  %3202 = phi i64 [ %1342, %3200 ], [ 0, %3150 ]
  br label %3203

3203:                                             ; preds = %3203, %3201
  %3204 = phi i64 [ %3202, %3201 ], [ %3216, %3203 ]
  %3205 = getelementptr inbounds nuw float, ptr %1744, i64 %3204
  %3206 = load <8 x float>, ptr %3205, align 4
  %3207 = getelementptr inbounds nuw float, ptr %191, i64 %3204
  %3208 = load <8 x float>, ptr %3207, align 32
  %3209 = fadd <8 x float> %3206, %3208
  %3210 = getelementptr inbounds nuw float, ptr %192, i64 %3204
  %3211 = load <8 x float>, ptr %3210, align 32
  %3212 = fadd <8 x float> %3209, %3211
  %3213 = getelementptr inbounds nuw float, ptr %1746, i64 %3204
  %3214 = load <8 x float>, ptr %3213, align 4
  %3215 = fadd <8 x float> %3212, %3214
  store <8 x float> %3215, ptr %3213, align 4
  %3216 = add nuw i64 %3204, 8
  %3217 = icmp eq i64 %3216, %1345
  br i1 %3217, label %3218, label %3203

3218:                                             ; preds = %3203
  br i1 %1346, label %3768, label %3219

3219:                                             ; preds = %3136, %3135, %3200, %3218
  %3220 = phi i64 [ 0, %3135 ], [ 0, %3136 ], [ %1342, %3200 ], [ %1345, %3218 ]
  %3221 = or disjoint i64 %3220, 1
  br i1 %1348, label %3235, label %3222

3222:                                             ; preds = %3219
  %3223 = getelementptr inbounds nuw float, ptr %1744, i64 %3220
  %3224 = load float, ptr %3223, align 4
  %3225 = getelementptr inbounds nuw float, ptr %191, i64 %3220
  %3226 = load float, ptr %3225, align 32
  %3227 = fadd float %3224, %3226
  %3228 = getelementptr inbounds nuw float, ptr %192, i64 %3220
  %3229 = load float, ptr %3228, align 32
  %3230 = fadd float %3227, %3229
  %3231 = getelementptr inbounds nuw float, ptr %1746, i64 %3220
  %3232 = load float, ptr %3231, align 4
  %3233 = fadd float %3230, %3232
  store float %3233, ptr %3231, align 4
  %3234 = or disjoint i64 %3220, 1
  br label %3235

3235:                                             ; preds = %3222, %3219
  %3236 = phi i64 [ %3220, %3219 ], [ %3234, %3222 ]
  %3237 = icmp eq i64 %32, %3221
  br i1 %3237, label %3768, label %3877

3238:                                             ; preds = %3133
  br i1 %138, label %3239, label %3612

3239:                                             ; preds = %3238
  br i1 %1370, label %3323, label %3240

3240:                                             ; preds = %3239
  %3241 = getelementptr i8, ptr %1746, i64 %1300
  %3242 = getelementptr i8, ptr %1744, i64 %1300
  %3243 = icmp ult ptr %1746, %3242
  %3244 = icmp ult ptr %1744, %3241
  %3245 = and i1 %3243, %3244
  %3246 = icmp ult ptr %1746, %1306
  %3247 = icmp ult ptr %192, %3241
  %3248 = and i1 %3246, %3247
  %3249 = or i1 %3245, %3248
  %3250 = icmp ult ptr %1746, %1310
  %3251 = icmp ult ptr %191, %3241
  %3252 = and i1 %3250, %3251
  %3253 = or i1 %3249, %3252
  br i1 %3253, label %3323, label %3254

3254:                                             ; preds = %3240
  br i1 %1371, label %3305, label %3255

3255:                                             ; preds = %3254, %3255
  %3256 = phi i64 [ %3301, %3255 ], [ 0, %3254 ]
  %3257 = getelementptr inbounds nuw float, ptr %1744, i64 %3256
  %3258 = getelementptr inbounds nuw i8, ptr %3257, i64 64
  %3259 = getelementptr inbounds nuw i8, ptr %3257, i64 128
  %3260 = getelementptr inbounds nuw i8, ptr %3257, i64 192
  %3261 = load <16 x float>, ptr %3257, align 4
  %3262 = load <16 x float>, ptr %3258, align 4
  %3263 = load <16 x float>, ptr %3259, align 4
  %3264 = load <16 x float>, ptr %3260, align 4
  %3265 = getelementptr inbounds nuw float, ptr %191, i64 %3256
  %3266 = getelementptr inbounds nuw i8, ptr %3265, i64 64
  %3267 = getelementptr inbounds nuw i8, ptr %3265, i64 128
  %3268 = getelementptr inbounds nuw i8, ptr %3265, i64 192
  %3269 = load <16 x float>, ptr %3265, align 64
  %3270 = load <16 x float>, ptr %3266, align 64
  %3271 = load <16 x float>, ptr %3267, align 64
  %3272 = load <16 x float>, ptr %3268, align 64
  %3273 = fadd <16 x float> %3261, %3269
  %3274 = fadd <16 x float> %3262, %3270
  %3275 = fadd <16 x float> %3263, %3271
  %3276 = fadd <16 x float> %3264, %3272
  %3277 = getelementptr inbounds nuw float, ptr %192, i64 %3256
  %3278 = getelementptr inbounds nuw i8, ptr %3277, i64 64
  %3279 = getelementptr inbounds nuw i8, ptr %3277, i64 128
  %3280 = getelementptr inbounds nuw i8, ptr %3277, i64 192
  %3281 = load <16 x float>, ptr %3277, align 64
  %3282 = load <16 x float>, ptr %3278, align 64
  %3283 = load <16 x float>, ptr %3279, align 64
  %3284 = load <16 x float>, ptr %3280, align 64
  %3285 = fadd <16 x float> %3273, %3281
  %3286 = fadd <16 x float> %3274, %3282
  %3287 = fadd <16 x float> %3275, %3283
  %3288 = fadd <16 x float> %3276, %3284
  %3289 = getelementptr inbounds nuw float, ptr %1746, i64 %3256
  %3290 = getelementptr inbounds nuw i8, ptr %3289, i64 64
  %3291 = getelementptr inbounds nuw i8, ptr %3289, i64 128
  %3292 = getelementptr inbounds nuw i8, ptr %3289, i64 192
  %3293 = load <16 x float>, ptr %3289, align 4
  %3294 = load <16 x float>, ptr %3290, align 4
  %3295 = load <16 x float>, ptr %3291, align 4
  %3296 = load <16 x float>, ptr %3292, align 4
  %3297 = fadd <16 x float> %3285, %3293
  %3298 = fadd <16 x float> %3286, %3294
  %3299 = fadd <16 x float> %3287, %3295
  %3300 = fadd <16 x float> %3288, %3296
  store <16 x float> %3297, ptr %3289, align 4
  store <16 x float> %3298, ptr %3290, align 4
  store <16 x float> %3299, ptr %3291, align 4
  store <16 x float> %3300, ptr %3292, align 4
  %3301 = add nuw i64 %3256, 64
  %3302 = icmp eq i64 %3301, %1373
  br i1 %3302, label %3303, label %3255

3303:                                             ; preds = %3255
  br i1 %1374, label %3342, label %3304

3304:                                             ; preds = %3303
  br i1 %1375, label %3323, label %3305

3305:                                             ; preds = %3254, %3304
  %3306 = phi i64 [ %1373, %3304 ], [ 0, %3254 ]
  br label %3307

3307:                                             ; preds = %3307, %3305
  %3308 = phi i64 [ %3306, %3305 ], [ %3320, %3307 ]
  %3309 = getelementptr inbounds nuw float, ptr %1744, i64 %3308
  %3310 = load <8 x float>, ptr %3309, align 4
  %3311 = getelementptr inbounds nuw float, ptr %191, i64 %3308
  %3312 = load <8 x float>, ptr %3311, align 32
  %3313 = fadd <8 x float> %3310, %3312
  %3314 = getelementptr inbounds nuw float, ptr %192, i64 %3308
  %3315 = load <8 x float>, ptr %3314, align 32
  %3316 = fadd <8 x float> %3313, %3315
  %3317 = getelementptr inbounds nuw float, ptr %1746, i64 %3308
  %3318 = load <8 x float>, ptr %3317, align 4
  %3319 = fadd <8 x float> %3316, %3318
  store <8 x float> %3319, ptr %3317, align 4
  %3320 = add nuw i64 %3308, 8
  %3321 = icmp eq i64 %3320, %1376
  br i1 %3321, label %3322, label %3307

3322:                                             ; preds = %3307
  br i1 %1377, label %3342, label %3323

3323:                                             ; preds = %3240, %3239, %3304, %3322
  %3324 = phi i64 [ 0, %3239 ], [ 0, %3240 ], [ %1373, %3304 ], [ %1376, %3322 ]
  %3325 = or disjoint i64 %3324, 1
  br i1 %1379, label %3339, label %3326

3326:                                             ; preds = %3323
  %3327 = getelementptr inbounds nuw float, ptr %1744, i64 %3324
  %3328 = load float, ptr %3327, align 4
  %3329 = getelementptr inbounds nuw float, ptr %191, i64 %3324
  %3330 = load float, ptr %3329, align 32
  %3331 = fadd float %3328, %3330
  %3332 = getelementptr inbounds nuw float, ptr %192, i64 %3324
  %3333 = load float, ptr %3332, align 32
  %3334 = fadd float %3331, %3333
  %3335 = getelementptr inbounds nuw float, ptr %1746, i64 %3324
  %3336 = load float, ptr %3335, align 4
  %3337 = fadd float %3334, %3336
  store float %3337, ptr %3335, align 4
  %3338 = or disjoint i64 %3324, 1
  br label %3339

3339:                                             ; preds = %3326, %3323
  %3340 = phi i64 [ %3324, %3323 ], [ %3338, %3326 ]
  %3341 = icmp eq i64 %32, %3325
  br i1 %3341, label %3342, label %3451

3342:                                             ; preds = %3339, %3451, %3322, %3303
  %3343 = getelementptr float, ptr %1744, i64 %32
  br i1 %1380, label %3431, label %3344

3344:                                             ; preds = %3342
  %3345 = getelementptr i8, ptr %1746, i64 %1283
  %3346 = getelementptr i8, ptr %1746, i64 %1283
  %3347 = getelementptr i8, ptr %3346, i64 %1284
  %3348 = getelementptr i8, ptr %1744, i64 %1140
  %3349 = icmp ult ptr %3345, %3348
  %3350 = icmp ult ptr %3343, %3347
  %3351 = and i1 %3349, %3350
  %3352 = icmp ult ptr %3345, %1292
  %3353 = icmp ult ptr %1290, %3347
  %3354 = and i1 %3352, %3353
  %3355 = or i1 %3351, %3354
  %3356 = icmp ult ptr %3345, %1299
  %3357 = icmp ult ptr %1297, %3347
  %3358 = and i1 %3356, %3357
  %3359 = or i1 %3355, %3358
  br i1 %3359, label %3431, label %3360

3360:                                             ; preds = %3344
  br i1 %1381, label %3412, label %3361

3361:                                             ; preds = %3360, %3361
  %3362 = phi i64 [ %3408, %3361 ], [ 0, %3360 ]
  %3363 = getelementptr float, ptr %3343, i64 %3362
  %3364 = getelementptr i8, ptr %3363, i64 64
  %3365 = getelementptr i8, ptr %3363, i64 128
  %3366 = getelementptr i8, ptr %3363, i64 192
  %3367 = load <16 x float>, ptr %3363, align 4
  %3368 = load <16 x float>, ptr %3364, align 4
  %3369 = load <16 x float>, ptr %3365, align 4
  %3370 = load <16 x float>, ptr %3366, align 4
  %3371 = add nuw nsw i64 %3362, %106
  %3372 = getelementptr inbounds nuw float, ptr %191, i64 %3371
  %3373 = getelementptr inbounds nuw i8, ptr %3372, i64 64
  %3374 = getelementptr inbounds nuw i8, ptr %3372, i64 128
  %3375 = getelementptr inbounds nuw i8, ptr %3372, i64 192
  %3376 = load <16 x float>, ptr %3372, align 64
  %3377 = load <16 x float>, ptr %3373, align 64
  %3378 = load <16 x float>, ptr %3374, align 64
  %3379 = load <16 x float>, ptr %3375, align 64
  %3380 = fadd <16 x float> %3367, %3376
  %3381 = fadd <16 x float> %3368, %3377
  %3382 = fadd <16 x float> %3369, %3378
  %3383 = fadd <16 x float> %3370, %3379
  %3384 = getelementptr inbounds nuw float, ptr %192, i64 %3371
  %3385 = getelementptr inbounds nuw i8, ptr %3384, i64 64
  %3386 = getelementptr inbounds nuw i8, ptr %3384, i64 128
  %3387 = getelementptr inbounds nuw i8, ptr %3384, i64 192
  %3388 = load <16 x float>, ptr %3384, align 64
  %3389 = load <16 x float>, ptr %3385, align 64
  %3390 = load <16 x float>, ptr %3386, align 64
  %3391 = load <16 x float>, ptr %3387, align 64
  %3392 = fadd <16 x float> %3380, %3388
  %3393 = fadd <16 x float> %3381, %3389
  %3394 = fadd <16 x float> %3382, %3390
  %3395 = fadd <16 x float> %3383, %3391
  %3396 = getelementptr inbounds nuw float, ptr %1746, i64 %3371
  %3397 = getelementptr inbounds nuw i8, ptr %3396, i64 64
  %3398 = getelementptr inbounds nuw i8, ptr %3396, i64 128
  %3399 = getelementptr inbounds nuw i8, ptr %3396, i64 192
  %3400 = load <16 x float>, ptr %3396, align 4
  %3401 = load <16 x float>, ptr %3397, align 4
  %3402 = load <16 x float>, ptr %3398, align 4
  %3403 = load <16 x float>, ptr %3399, align 4
  %3404 = fadd <16 x float> %3392, %3400
  %3405 = fadd <16 x float> %3393, %3401
  %3406 = fadd <16 x float> %3394, %3402
  %3407 = fadd <16 x float> %3395, %3403
  store <16 x float> %3404, ptr %3396, align 4
  store <16 x float> %3405, ptr %3397, align 4
  store <16 x float> %3406, ptr %3398, align 4
  store <16 x float> %3407, ptr %3399, align 4
  %3408 = add nuw i64 %3362, 64
  %3409 = icmp eq i64 %3408, %1383
  br i1 %3409, label %3410, label %3361

3410:                                             ; preds = %3361
  br i1 %1384, label %3478, label %3411

3411:                                             ; preds = %3410
  br i1 %1385, label %3431, label %3412

3412:                                             ; preds = %3360, %3411
  %3413 = phi i64 [ %1383, %3411 ], [ 0, %3360 ]
  br label %3414

3414:                                             ; preds = %3414, %3412
  %3415 = phi i64 [ %3413, %3412 ], [ %3428, %3414 ]
  %3416 = getelementptr float, ptr %3343, i64 %3415
  %3417 = load <8 x float>, ptr %3416, align 4
  %3418 = add nuw nsw i64 %3415, %106
  %3419 = getelementptr inbounds nuw float, ptr %191, i64 %3418
  %3420 = load <8 x float>, ptr %3419, align 32
  %3421 = fadd <8 x float> %3417, %3420
  %3422 = getelementptr inbounds nuw float, ptr %192, i64 %3418
  %3423 = load <8 x float>, ptr %3422, align 32
  %3424 = fadd <8 x float> %3421, %3423
  %3425 = getelementptr inbounds nuw float, ptr %1746, i64 %3418
  %3426 = load <8 x float>, ptr %3425, align 4
  %3427 = fadd <8 x float> %3424, %3426
  store <8 x float> %3427, ptr %3425, align 4
  %3428 = add nuw i64 %3415, 8
  %3429 = icmp eq i64 %3428, %1386
  br i1 %3429, label %3430, label %3414

3430:                                             ; preds = %3414
  br i1 %1387, label %3478, label %3431

3431:                                             ; preds = %3344, %3342, %3411, %3430
  %3432 = phi i64 [ 0, %3342 ], [ 0, %3344 ], [ %1383, %3411 ], [ %1386, %3430 ]
  %3433 = or disjoint i64 %3432, 1
  br i1 %1389, label %3448, label %3434

3434:                                             ; preds = %3431
  %3435 = getelementptr float, ptr %3343, i64 %3432
  %3436 = load float, ptr %3435, align 4
  %3437 = add nuw nsw i64 %3432, %106
  %3438 = getelementptr inbounds nuw float, ptr %191, i64 %3437
  %3439 = load float, ptr %3438, align 32
  %3440 = fadd float %3436, %3439
  %3441 = getelementptr inbounds nuw float, ptr %192, i64 %3437
  %3442 = load float, ptr %3441, align 32
  %3443 = fadd float %3440, %3442
  %3444 = getelementptr inbounds nuw float, ptr %1746, i64 %3437
  %3445 = load float, ptr %3444, align 4
  %3446 = fadd float %3443, %3445
  store float %3446, ptr %3444, align 4
  %3447 = or disjoint i64 %3432, 1
  br label %3448

3448:                                             ; preds = %3434, %3431
  %3449 = phi i64 [ %3432, %3431 ], [ %3447, %3434 ]
  %3450 = icmp eq i64 %32, %3433
  br i1 %3450, label %3478, label %3583

3451:                                             ; preds = %3339, %3451
  %3452 = phi i64 [ %3476, %3451 ], [ %3340, %3339 ]
  %3453 = getelementptr inbounds nuw float, ptr %1744, i64 %3452
  %3454 = load float, ptr %3453, align 4
  %3455 = getelementptr inbounds nuw float, ptr %191, i64 %3452
  %3456 = load float, ptr %3455, align 4
  %3457 = fadd float %3454, %3456
  %3458 = getelementptr inbounds nuw float, ptr %192, i64 %3452
  %3459 = load float, ptr %3458, align 4
  %3460 = fadd float %3457, %3459
  %3461 = getelementptr inbounds nuw float, ptr %1746, i64 %3452
  %3462 = load float, ptr %3461, align 4
  %3463 = fadd float %3460, %3462
  store float %3463, ptr %3461, align 4
  %3464 = add nuw nsw i64 %3452, 1
  %3465 = getelementptr inbounds nuw float, ptr %1744, i64 %3464
  %3466 = load float, ptr %3465, align 4
  %3467 = getelementptr inbounds nuw float, ptr %191, i64 %3464
  %3468 = load float, ptr %3467, align 4
  %3469 = fadd float %3466, %3468
  %3470 = getelementptr inbounds nuw float, ptr %192, i64 %3464
  %3471 = load float, ptr %3470, align 4
  %3472 = fadd float %3469, %3471
  %3473 = getelementptr inbounds nuw float, ptr %1746, i64 %3464
  %3474 = load float, ptr %3473, align 4
  %3475 = fadd float %3472, %3474
  store float %3475, ptr %3473, align 4
  %3476 = add nuw nsw i64 %3452, 2
  %3477 = icmp eq i64 %3476, %32
  br i1 %3477, label %3342, label %3451

3478:                                             ; preds = %3448, %3583, %3430, %3410
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef nonnull %1746, i64 noundef %1137)
  %3479 = getelementptr inbounds nuw float, ptr %1746, i64 %106
  %3480 = getelementptr inbounds nuw float, ptr %1746, i64 %1137
  %3481 = getelementptr i8, ptr %1744, i64 %1140
  br i1 %1390, label %3560, label %3482

3482:                                             ; preds = %3478
  %3483 = getelementptr i8, ptr %1746, i64 %1267
  %3484 = getelementptr i8, ptr %1744, i64 %1141
  %3485 = getelementptr i8, ptr %1746, i64 %1283
  %3486 = getelementptr i8, ptr %3485, i64 %1266
  %3487 = icmp ult ptr %3480, %1275
  %3488 = icmp ult ptr %1273, %3483
  %3489 = and i1 %3487, %3488
  %3490 = icmp ult ptr %3480, %3484
  %3491 = icmp ult ptr %3481, %3483
  %3492 = and i1 %3490, %3491
  %3493 = or i1 %3489, %3492
  %3494 = icmp ult ptr %3480, %1282
  %3495 = icmp ult ptr %1280, %3483
  %3496 = and i1 %3494, %3495
  %3497 = or i1 %3493, %3496
  %3498 = icmp ult ptr %3480, %3486
  %3499 = icmp ult ptr %3479, %3483
  %3500 = and i1 %3498, %3499
  %3501 = or i1 %3497, %3500
  br i1 %3501, label %3560, label %3502

3502:                                             ; preds = %3482
  br i1 %1391, label %3538, label %3503

3503:                                             ; preds = %3502, %3503
  %3504 = phi i64 [ %3534, %3503 ], [ 0, %3502 ]
  %3505 = getelementptr inbounds nuw float, ptr %3480, i64 %3504
  %3506 = getelementptr inbounds nuw i8, ptr %3505, i64 64
  %3507 = load <16 x float>, ptr %3505, align 4
  %3508 = load <16 x float>, ptr %3506, align 4
  %3509 = add nuw nsw i64 %3504, %1137
  %3510 = getelementptr inbounds nuw float, ptr %192, i64 %3509
  %3511 = getelementptr inbounds nuw i8, ptr %3510, i64 64
  %3512 = load <16 x float>, ptr %3510, align 64
  %3513 = load <16 x float>, ptr %3511, align 64
  %3514 = fadd <16 x float> %3507, %3512
  %3515 = fadd <16 x float> %3508, %3513
  %3516 = getelementptr float, ptr %3481, i64 %3504
  %3517 = getelementptr i8, ptr %3516, i64 64
  %3518 = load <16 x float>, ptr %3516, align 4
  %3519 = load <16 x float>, ptr %3517, align 4
  %3520 = getelementptr inbounds nuw float, ptr %191, i64 %3509
  %3521 = getelementptr inbounds nuw i8, ptr %3520, i64 64
  %3522 = load <16 x float>, ptr %3520, align 64
  %3523 = load <16 x float>, ptr %3521, align 64
  %3524 = fadd <16 x float> %3518, %3522
  %3525 = fadd <16 x float> %3519, %3523
  %3526 = getelementptr inbounds nuw float, ptr %3479, i64 %3504
  %3527 = getelementptr inbounds nuw i8, ptr %3526, i64 64
  %3528 = load <16 x float>, ptr %3526, align 4
  %3529 = load <16 x float>, ptr %3527, align 4
  %3530 = fmul <16 x float> %3514, %3528
  %3531 = fmul <16 x float> %3515, %3529
  %3532 = fadd <16 x float> %3524, %3530
  %3533 = fadd <16 x float> %3525, %3531
  store <16 x float> %3532, ptr %3505, align 4
  store <16 x float> %3533, ptr %3506, align 4
  %3534 = add nuw i64 %3504, 32
  %3535 = icmp eq i64 %3534, %1393
  br i1 %3535, label %3536, label %3503

3536:                                             ; preds = %3503
  br i1 %1394, label %3614, label %3537

3537:                                             ; preds = %3536
  br i1 %1395, label %3560, label %3538

3538:                                             ; preds = %3502, %3537
  %3539 = phi i64 [ %1393, %3537 ], [ 0, %3502 ]
  br label %3540

3540:                                             ; preds = %3540, %3538
  %3541 = phi i64 [ %3539, %3538 ], [ %3557, %3540 ]
  %3542 = getelementptr inbounds nuw float, ptr %3480, i64 %3541
  %3543 = load <4 x float>, ptr %3542, align 4
  %3544 = add nuw nsw i64 %3541, %1137
  %3545 = getelementptr inbounds nuw float, ptr %192, i64 %3544
  %3546 = load <4 x float>, ptr %3545, align 16
  %3547 = fadd <4 x float> %3543, %3546
  %3548 = getelementptr float, ptr %3481, i64 %3541
  %3549 = load <4 x float>, ptr %3548, align 4
  %3550 = getelementptr inbounds nuw float, ptr %191, i64 %3544
  %3551 = load <4 x float>, ptr %3550, align 16
  %3552 = fadd <4 x float> %3549, %3551
  %3553 = getelementptr inbounds nuw float, ptr %3479, i64 %3541
  %3554 = load <4 x float>, ptr %3553, align 4
  %3555 = fmul <4 x float> %3547, %3554
  %3556 = fadd <4 x float> %3552, %3555
  store <4 x float> %3556, ptr %3542, align 4
  %3557 = add nuw i64 %3541, 4
  %3558 = icmp eq i64 %3557, %1396
  br i1 %3558, label %3559, label %3540

3559:                                             ; preds = %3540
  br i1 %1397, label %3614, label %3560

3560:                                             ; preds = %3482, %3478, %3537, %3559
  %3561 = phi i64 [ 0, %3478 ], [ 0, %3482 ], [ %1393, %3537 ], [ %1396, %3559 ]
  %3562 = or disjoint i64 %3561, 1
  br i1 %1399, label %3580, label %3563

3563:                                             ; preds = %3560
  %3564 = getelementptr inbounds nuw float, ptr %3480, i64 %3561
  %3565 = load float, ptr %3564, align 4
  %3566 = add nuw nsw i64 %3561, %1137
  %3567 = getelementptr inbounds nuw float, ptr %192, i64 %3566
  %3568 = load float, ptr %3567, align 16
  %3569 = fadd float %3565, %3568
  %3570 = getelementptr float, ptr %3481, i64 %3561
  %3571 = load float, ptr %3570, align 4
  %3572 = getelementptr inbounds nuw float, ptr %191, i64 %3566
  %3573 = load float, ptr %3572, align 16
  %3574 = fadd float %3571, %3573
  %3575 = getelementptr inbounds nuw float, ptr %3479, i64 %3561
  %3576 = load float, ptr %3575, align 4
  %3577 = fmul float %3569, %3576
  %3578 = fadd float %3574, %3577
  store float %3578, ptr %3564, align 4
  %3579 = or disjoint i64 %3561, 1
  br label %3580

3580:                                             ; preds = %3563, %3560
  %3581 = phi i64 [ %3561, %3560 ], [ %3579, %3563 ]
  %3582 = icmp eq i64 %32, %3562
  br i1 %3582, label %3614, label %3708

3583:                                             ; preds = %3448, %3583
  %3584 = phi i64 [ %3610, %3583 ], [ %3449, %3448 ]
  %3585 = getelementptr float, ptr %3343, i64 %3584
  %3586 = load float, ptr %3585, align 4
  %3587 = add nuw nsw i64 %3584, %106
  %3588 = getelementptr inbounds nuw float, ptr %191, i64 %3587
  %3589 = load float, ptr %3588, align 4
  %3590 = fadd float %3586, %3589
  %3591 = getelementptr inbounds nuw float, ptr %192, i64 %3587
  %3592 = load float, ptr %3591, align 4
  %3593 = fadd float %3590, %3592
  %3594 = getelementptr inbounds nuw float, ptr %1746, i64 %3587
  %3595 = load float, ptr %3594, align 4
  %3596 = fadd float %3593, %3595
  store float %3596, ptr %3594, align 4
  %3597 = add nuw nsw i64 %3584, 1
  %3598 = getelementptr float, ptr %3343, i64 %3597
  %3599 = load float, ptr %3598, align 4
  %3600 = add nuw nsw i64 %3597, %106
  %3601 = getelementptr inbounds nuw float, ptr %191, i64 %3600
  %3602 = load float, ptr %3601, align 4
  %3603 = fadd float %3599, %3602
  %3604 = getelementptr inbounds nuw float, ptr %192, i64 %3600
  %3605 = load float, ptr %3604, align 4
  %3606 = fadd float %3603, %3605
  %3607 = getelementptr inbounds nuw float, ptr %1746, i64 %3600
  %3608 = load float, ptr %3607, align 4
  %3609 = fadd float %3606, %3608
  store float %3609, ptr %3607, align 4
  %3610 = add nuw nsw i64 %3584, 2
  %3611 = icmp eq i64 %3610, %32
  br i1 %3611, label %3478, label %3583

3612:                                             ; preds = %3238
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %1746, i64 noundef %1137)
  %3613 = getelementptr inbounds float, ptr %1746, i64 %1137
  call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef %3613, i64 noundef %106)
  br label %4039

3614:                                             ; preds = %3580, %3708, %3559, %3536
  call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef nonnull %3480, i64 noundef %106)
  br i1 %1400, label %3690, label %3615

3615:                                             ; preds = %3614
  %3616 = getelementptr i8, ptr %1748, i64 %1266
  %3617 = getelementptr i8, ptr %1746, i64 %1267
  %3618 = getelementptr i8, ptr %1746, i64 %1266
  %3619 = icmp ult ptr %1748, %3617
  %3620 = icmp ult ptr %3480, %3616
  %3621 = and i1 %3619, %3620
  %3622 = icmp ult ptr %1748, %3618
  %3623 = icmp ult ptr %1746, %3616
  %3624 = and i1 %3622, %3623
  %3625 = or i1 %3621, %3624
  br i1 %3625, label %3690, label %3626

3626:                                             ; preds = %3615
  br i1 %1401, label %3673, label %3627

3627:                                             ; preds = %3626, %3627
  %3628 = phi i64 [ %3669, %3627 ], [ 0, %3626 ]
  %3629 = getelementptr inbounds nuw float, ptr %1746, i64 %3628
  %3630 = getelementptr inbounds nuw i8, ptr %3629, i64 64
  %3631 = getelementptr inbounds nuw i8, ptr %3629, i64 128
  %3632 = getelementptr inbounds nuw i8, ptr %3629, i64 192
  %3633 = load <16 x float>, ptr %3629, align 4
  %3634 = load <16 x float>, ptr %3630, align 4
  %3635 = load <16 x float>, ptr %3631, align 4
  %3636 = load <16 x float>, ptr %3632, align 4
  %3637 = fsub <16 x float> splat (float 1.000000e+00), %3633
  %3638 = fsub <16 x float> splat (float 1.000000e+00), %3634
  %3639 = fsub <16 x float> splat (float 1.000000e+00), %3635
  %3640 = fsub <16 x float> splat (float 1.000000e+00), %3636
  %3641 = getelementptr inbounds nuw float, ptr %3480, i64 %3628
  %3642 = getelementptr inbounds nuw i8, ptr %3641, i64 64
  %3643 = getelementptr inbounds nuw i8, ptr %3641, i64 128
  %3644 = getelementptr inbounds nuw i8, ptr %3641, i64 192
  %3645 = load <16 x float>, ptr %3641, align 4
  %3646 = load <16 x float>, ptr %3642, align 4
  %3647 = load <16 x float>, ptr %3643, align 4
  %3648 = load <16 x float>, ptr %3644, align 4
  %3649 = fmul <16 x float> %3637, %3645
  %3650 = fmul <16 x float> %3638, %3646
  %3651 = fmul <16 x float> %3639, %3647
  %3652 = fmul <16 x float> %3640, %3648
  %3653 = getelementptr inbounds nuw float, ptr %1748, i64 %3628
  %3654 = getelementptr inbounds nuw i8, ptr %3653, i64 64
  %3655 = getelementptr inbounds nuw i8, ptr %3653, i64 128
  %3656 = getelementptr inbounds nuw i8, ptr %3653, i64 192
  %3657 = load <16 x float>, ptr %3653, align 4
  %3658 = load <16 x float>, ptr %3654, align 4
  %3659 = load <16 x float>, ptr %3655, align 4
  %3660 = load <16 x float>, ptr %3656, align 4
  %3661 = fmul <16 x float> %3633, %3657
  %3662 = fmul <16 x float> %3634, %3658
  %3663 = fmul <16 x float> %3635, %3659
  %3664 = fmul <16 x float> %3636, %3660
  %3665 = fadd <16 x float> %3649, %3661
  %3666 = fadd <16 x float> %3650, %3662
  %3667 = fadd <16 x float> %3651, %3663
  %3668 = fadd <16 x float> %3652, %3664
  store <16 x float> %3665, ptr %3653, align 4
  store <16 x float> %3666, ptr %3654, align 4
  store <16 x float> %3667, ptr %3655, align 4
  store <16 x float> %3668, ptr %3656, align 4
  %3669 = add nuw i64 %3628, 64
  %3670 = icmp eq i64 %3669, %1403
  br i1 %3670, label %3671, label %3627

3671:                                             ; preds = %3627
  br i1 %1404, label %4039, label %3672

3672:                                             ; preds = %3671
  br i1 %1405, label %3690, label %3673

3673:                                             ; preds = %3626, %3672
  %3674 = phi i64 [ %1403, %3672 ], [ 0, %3626 ]
  br label %3675

3675:                                             ; preds = %3675, %3673
  %3676 = phi i64 [ %3674, %3673 ], [ %3687, %3675 ]
  %3677 = getelementptr inbounds nuw float, ptr %1746, i64 %3676
  %3678 = load <8 x float>, ptr %3677, align 4
  %3679 = fsub <8 x float> splat (float 1.000000e+00), %3678
  %3680 = getelementptr inbounds nuw float, ptr %3480, i64 %3676
  %3681 = load <8 x float>, ptr %3680, align 4
  %3682 = fmul <8 x float> %3679, %3681
  %3683 = getelementptr inbounds nuw float, ptr %1748, i64 %3676
  %3684 = load <8 x float>, ptr %3683, align 4
  %3685 = fmul <8 x float> %3678, %3684
  %3686 = fadd <8 x float> %3682, %3685
  store <8 x float> %3686, ptr %3683, align 4
  %3687 = add nuw i64 %3676, 8
  %3688 = icmp eq i64 %3687, %1406
  br i1 %3688, label %3689, label %3675

3689:                                             ; preds = %3675
  br i1 %1407, label %4039, label %3690

3690:                                             ; preds = %3615, %3614, %3672, %3689
  %3691 = phi i64 [ 0, %3614 ], [ 0, %3615 ], [ %1403, %3672 ], [ %1406, %3689 ]
  %3692 = or disjoint i64 %3691, 1
  br i1 %1409, label %3705, label %3693

3693:                                             ; preds = %3690
  %3694 = getelementptr inbounds nuw float, ptr %1746, i64 %3691
  %3695 = load float, ptr %3694, align 4
  %3696 = fsub float 1.000000e+00, %3695
  %3697 = getelementptr inbounds nuw float, ptr %3480, i64 %3691
  %3698 = load float, ptr %3697, align 4
  %3699 = fmul float %3696, %3698
  %3700 = getelementptr inbounds nuw float, ptr %1748, i64 %3691
  %3701 = load float, ptr %3700, align 4
  %3702 = fmul float %3695, %3701
  %3703 = fadd float %3699, %3702
  store float %3703, ptr %3700, align 4
  %3704 = or disjoint i64 %3691, 1
  br label %3705

3705:                                             ; preds = %3693, %3690
  %3706 = phi i64 [ %3691, %3690 ], [ %3704, %3693 ]
  %3707 = icmp eq i64 %32, %3692
  br i1 %3707, label %4039, label %3743

3708:                                             ; preds = %3580, %3708
  %3709 = phi i64 [ %3741, %3708 ], [ %3581, %3580 ]
  %3710 = getelementptr inbounds nuw float, ptr %3480, i64 %3709
  %3711 = load float, ptr %3710, align 4
  %3712 = add nuw nsw i64 %3709, %1137
  %3713 = getelementptr inbounds nuw float, ptr %192, i64 %3712
  %3714 = load float, ptr %3713, align 4
  %3715 = fadd float %3711, %3714
  %3716 = getelementptr float, ptr %3481, i64 %3709
  %3717 = load float, ptr %3716, align 4
  %3718 = getelementptr inbounds nuw float, ptr %191, i64 %3712
  %3719 = load float, ptr %3718, align 4
  %3720 = fadd float %3717, %3719
  %3721 = getelementptr inbounds nuw float, ptr %3479, i64 %3709
  %3722 = load float, ptr %3721, align 4
  %3723 = fmul float %3715, %3722
  %3724 = fadd float %3720, %3723
  store float %3724, ptr %3710, align 4
  %3725 = add nuw nsw i64 %3709, 1
  %3726 = getelementptr inbounds nuw float, ptr %3480, i64 %3725
  %3727 = load float, ptr %3726, align 4
  %3728 = add nuw nsw i64 %3725, %1137
  %3729 = getelementptr inbounds nuw float, ptr %192, i64 %3728
  %3730 = load float, ptr %3729, align 4
  %3731 = fadd float %3727, %3730
  %3732 = getelementptr float, ptr %3481, i64 %3725
  %3733 = load float, ptr %3732, align 4
  %3734 = getelementptr inbounds nuw float, ptr %191, i64 %3728
  %3735 = load float, ptr %3734, align 4
  %3736 = fadd float %3733, %3735
  %3737 = getelementptr inbounds nuw float, ptr %3479, i64 %3725
  %3738 = load float, ptr %3737, align 4
  %3739 = fmul float %3731, %3738
  %3740 = fadd float %3736, %3739
  store float %3740, ptr %3726, align 4
  %3741 = add nuw nsw i64 %3709, 2
  %3742 = icmp eq i64 %3741, %32
  br i1 %3742, label %3614, label %3708

3743:                                             ; preds = %3705, %3743
  %3744 = phi i64 [ %3766, %3743 ], [ %3706, %3705 ]
  %3745 = getelementptr inbounds nuw float, ptr %1746, i64 %3744
  %3746 = load float, ptr %3745, align 4
  %3747 = fsub float 1.000000e+00, %3746
  %3748 = getelementptr inbounds nuw float, ptr %3480, i64 %3744
  %3749 = load float, ptr %3748, align 4
  %3750 = fmul float %3747, %3749
  %3751 = getelementptr inbounds nuw float, ptr %1748, i64 %3744
  %3752 = load float, ptr %3751, align 4
  %3753 = fmul float %3746, %3752
  %3754 = fadd float %3750, %3753
  store float %3754, ptr %3751, align 4
  %3755 = add nuw nsw i64 %3744, 1
  %3756 = getelementptr inbounds nuw float, ptr %1746, i64 %3755
  %3757 = load float, ptr %3756, align 4
  %3758 = fsub float 1.000000e+00, %3757
  %3759 = getelementptr inbounds nuw float, ptr %3480, i64 %3755
  %3760 = load float, ptr %3759, align 4
  %3761 = fmul float %3758, %3760
  %3762 = getelementptr inbounds nuw float, ptr %1748, i64 %3755
  %3763 = load float, ptr %3762, align 4
  %3764 = fmul float %3757, %3763
  %3765 = fadd float %3761, %3764
  store float %3765, ptr %3762, align 4
  %3766 = add nuw nsw i64 %3744, 2
  %3767 = icmp eq i64 %3766, %32
  br i1 %3767, label %4039, label %3743

3768:                                             ; preds = %3235, %3877, %3218, %3199
  %3769 = getelementptr float, ptr %1744, i64 %32
  br i1 %1349, label %3857, label %3770

3770:                                             ; preds = %3768
  %3771 = getelementptr i8, ptr %1746, i64 %1311
  %3772 = getelementptr i8, ptr %1746, i64 %1311
  %3773 = getelementptr i8, ptr %3772, i64 %1312
  %3774 = getelementptr i8, ptr %1744, i64 %1140
  %3775 = icmp ult ptr %3771, %3774
  %3776 = icmp ult ptr %3769, %3773
  %3777 = and i1 %3775, %3776
  %3778 = icmp ult ptr %3771, %1320
  %3779 = icmp ult ptr %1318, %3773
  %3780 = and i1 %3778, %3779
  %3781 = or i1 %3777, %3780
  %3782 = icmp ult ptr %3771, %1327
  %3783 = icmp ult ptr %1325, %3773
  %3784 = and i1 %3782, %3783
  %3785 = or i1 %3781, %3784
  br i1 %3785, label %3857, label %3786

3786:                                             ; preds = %3770
  br i1 %1350, label %3838, label %3787

3787:                                             ; preds = %3786, %3787
  %3788 = phi i64 [ %3834, %3787 ], [ 0, %3786 ]
  %3789 = getelementptr float, ptr %3769, i64 %3788
  %3790 = getelementptr i8, ptr %3789, i64 64
  %3791 = getelementptr i8, ptr %3789, i64 128
  %3792 = getelementptr i8, ptr %3789, i64 192
  %3793 = load <16 x float>, ptr %3789, align 4
  %3794 = load <16 x float>, ptr %3790, align 4
  %3795 = load <16 x float>, ptr %3791, align 4
  %3796 = load <16 x float>, ptr %3792, align 4
  %3797 = add nuw nsw i64 %3788, %106
  %3798 = getelementptr inbounds nuw float, ptr %191, i64 %3797
  %3799 = getelementptr inbounds nuw i8, ptr %3798, i64 64
  %3800 = getelementptr inbounds nuw i8, ptr %3798, i64 128
  %3801 = getelementptr inbounds nuw i8, ptr %3798, i64 192
  %3802 = load <16 x float>, ptr %3798, align 64
  %3803 = load <16 x float>, ptr %3799, align 64
  %3804 = load <16 x float>, ptr %3800, align 64
  %3805 = load <16 x float>, ptr %3801, align 64
  %3806 = fadd <16 x float> %3793, %3802
  %3807 = fadd <16 x float> %3794, %3803
  %3808 = fadd <16 x float> %3795, %3804
  %3809 = fadd <16 x float> %3796, %3805
  %3810 = getelementptr inbounds nuw float, ptr %192, i64 %3797
  %3811 = getelementptr inbounds nuw i8, ptr %3810, i64 64
  %3812 = getelementptr inbounds nuw i8, ptr %3810, i64 128
  %3813 = getelementptr inbounds nuw i8, ptr %3810, i64 192
  %3814 = load <16 x float>, ptr %3810, align 64
  %3815 = load <16 x float>, ptr %3811, align 64
  %3816 = load <16 x float>, ptr %3812, align 64
  %3817 = load <16 x float>, ptr %3813, align 64
  %3818 = fadd <16 x float> %3806, %3814
  %3819 = fadd <16 x float> %3807, %3815
  %3820 = fadd <16 x float> %3808, %3816
  %3821 = fadd <16 x float> %3809, %3817
  %3822 = getelementptr inbounds nuw float, ptr %1746, i64 %3797
  %3823 = getelementptr inbounds nuw i8, ptr %3822, i64 64
  %3824 = getelementptr inbounds nuw i8, ptr %3822, i64 128
  %3825 = getelementptr inbounds nuw i8, ptr %3822, i64 192
  %3826 = load <16 x float>, ptr %3822, align 4
  %3827 = load <16 x float>, ptr %3823, align 4
  %3828 = load <16 x float>, ptr %3824, align 4
  %3829 = load <16 x float>, ptr %3825, align 4
  %3830 = fadd <16 x float> %3818, %3826
  %3831 = fadd <16 x float> %3819, %3827
  %3832 = fadd <16 x float> %3820, %3828
  %3833 = fadd <16 x float> %3821, %3829
  store <16 x float> %3830, ptr %3822, align 4
  store <16 x float> %3831, ptr %3823, align 4
  store <16 x float> %3832, ptr %3824, align 4
  store <16 x float> %3833, ptr %3825, align 4
  %3834 = add nuw i64 %3788, 64
  %3835 = icmp eq i64 %3834, %1352
  br i1 %3835, label %3836, label %3787

3836:                                             ; preds = %3787
  br i1 %1353, label %3905, label %3837

3837:                                             ; preds = %3836
  br i1 %1354, label %3857, label %3838

3838:                                             ; preds = %3786, %3837
  %3839 = phi i64 [ %1352, %3837 ], [ 0, %3786 ]
  br label %3840

3840:                                             ; preds = %3840, %3838
  %3841 = phi i64 [ %3839, %3838 ], [ %3854, %3840 ]
  %3842 = getelementptr float, ptr %3769, i64 %3841
  %3843 = load <8 x float>, ptr %3842, align 4
  %3844 = add nuw nsw i64 %3841, %106
  %3845 = getelementptr inbounds nuw float, ptr %191, i64 %3844
  %3846 = load <8 x float>, ptr %3845, align 32
  %3847 = fadd <8 x float> %3843, %3846
  %3848 = getelementptr inbounds nuw float, ptr %192, i64 %3844
  %3849 = load <8 x float>, ptr %3848, align 32
  %3850 = fadd <8 x float> %3847, %3849
  %3851 = getelementptr inbounds nuw float, ptr %1746, i64 %3844
  %3852 = load <8 x float>, ptr %3851, align 4
  %3853 = fadd <8 x float> %3850, %3852
  store <8 x float> %3853, ptr %3851, align 4
  %3854 = add nuw i64 %3841, 8
  %3855 = icmp eq i64 %3854, %1355
  br i1 %3855, label %3856, label %3840

3856:                                             ; preds = %3840
  br i1 %1356, label %3905, label %3857

3857:                                             ; preds = %3770, %3768, %3837, %3856
  %3858 = phi i64 [ 0, %3768 ], [ 0, %3770 ], [ %1352, %3837 ], [ %1355, %3856 ]
  %3859 = or disjoint i64 %3858, 1
  br i1 %1358, label %3874, label %3860

3860:                                             ; preds = %3857
  %3861 = getelementptr float, ptr %3769, i64 %3858
  %3862 = load float, ptr %3861, align 4
  %3863 = add nuw nsw i64 %3858, %106
  %3864 = getelementptr inbounds nuw float, ptr %191, i64 %3863
  %3865 = load float, ptr %3864, align 32
  %3866 = fadd float %3862, %3865
  %3867 = getelementptr inbounds nuw float, ptr %192, i64 %3863
  %3868 = load float, ptr %3867, align 32
  %3869 = fadd float %3866, %3868
  %3870 = getelementptr inbounds nuw float, ptr %1746, i64 %3863
  %3871 = load float, ptr %3870, align 4
  %3872 = fadd float %3869, %3871
  store float %3872, ptr %3870, align 4
  %3873 = or disjoint i64 %3858, 1
  br label %3874

3874:                                             ; preds = %3860, %3857
  %3875 = phi i64 [ %3858, %3857 ], [ %3873, %3860 ]
  %3876 = icmp eq i64 %32, %3859
  br i1 %3876, label %3905, label %3979

3877:                                             ; preds = %3235, %3877
  %3878 = phi i64 [ %3902, %3877 ], [ %3236, %3235 ]
  %3879 = getelementptr inbounds nuw float, ptr %1744, i64 %3878
  %3880 = load float, ptr %3879, align 4
  %3881 = getelementptr inbounds nuw float, ptr %191, i64 %3878
  %3882 = load float, ptr %3881, align 4
  %3883 = fadd float %3880, %3882
  %3884 = getelementptr inbounds nuw float, ptr %192, i64 %3878
  %3885 = load float, ptr %3884, align 4
  %3886 = fadd float %3883, %3885
  %3887 = getelementptr inbounds nuw float, ptr %1746, i64 %3878
  %3888 = load float, ptr %3887, align 4
  %3889 = fadd float %3886, %3888
  store float %3889, ptr %3887, align 4
  %3890 = add nuw nsw i64 %3878, 1
  %3891 = getelementptr inbounds nuw float, ptr %1744, i64 %3890
  %3892 = load float, ptr %3891, align 4
  %3893 = getelementptr inbounds nuw float, ptr %191, i64 %3890
  %3894 = load float, ptr %3893, align 4
  %3895 = fadd float %3892, %3894
  %3896 = getelementptr inbounds nuw float, ptr %192, i64 %3890
  %3897 = load float, ptr %3896, align 4
  %3898 = fadd float %3895, %3897
  %3899 = getelementptr inbounds nuw float, ptr %1746, i64 %3890
  %3900 = load float, ptr %3899, align 4
  %3901 = fadd float %3898, %3900
  store float %3901, ptr %3899, align 4
  %3902 = add nuw nsw i64 %3878, 2
  %3903 = icmp eq i64 %3902, %32
  br i1 %3903, label %3768, label %3877

3904:                                             ; preds = %3134
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %1746, i64 noundef %1137)
  br label %4039

3905:                                             ; preds = %3874, %3979, %3856, %3836
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef nonnull %1746, i64 noundef %1137)
  %3906 = getelementptr inbounds nuw float, ptr %1746, i64 %106
  %3907 = getelementptr inbounds nuw i8, ptr %1742, i64 24
  %3908 = load ptr, ptr %3907, align 8
  br i1 %1359, label %3961, label %3909

3909:                                             ; preds = %3905
  %3910 = ptrtoint ptr %3908 to i64
  %3911 = add i64 %1360, %1747
  %3912 = sub i64 %3910, %3911
  %3913 = icmp ult i64 %3912, 256
  %3914 = sub i64 %3910, %1749
  %3915 = icmp ult i64 %3914, 256
  %3916 = or i1 %3913, %3915
  br i1 %3916, label %3961, label %3917

3917:                                             ; preds = %3909
  br i1 %1361, label %3948, label %3918

3918:                                             ; preds = %3917, %3918
  %3919 = phi i64 [ %3944, %3918 ], [ 0, %3917 ]
  %3920 = getelementptr inbounds nuw float, ptr %3906, i64 %3919
  %3921 = getelementptr inbounds nuw i8, ptr %3920, i64 64
  %3922 = getelementptr inbounds nuw i8, ptr %3920, i64 128
  %3923 = getelementptr inbounds nuw i8, ptr %3920, i64 192
  %3924 = load <16 x float>, ptr %3920, align 4
  %3925 = load <16 x float>, ptr %3921, align 4
  %3926 = load <16 x float>, ptr %3922, align 4
  %3927 = load <16 x float>, ptr %3923, align 4
  %3928 = getelementptr inbounds nuw float, ptr %1748, i64 %3919
  %3929 = getelementptr inbounds nuw i8, ptr %3928, i64 64
  %3930 = getelementptr inbounds nuw i8, ptr %3928, i64 128
  %3931 = getelementptr inbounds nuw i8, ptr %3928, i64 192
  %3932 = load <16 x float>, ptr %3928, align 4
  %3933 = load <16 x float>, ptr %3929, align 4
  %3934 = load <16 x float>, ptr %3930, align 4
  %3935 = load <16 x float>, ptr %3931, align 4
  %3936 = fmul <16 x float> %3924, %3932
  %3937 = fmul <16 x float> %3925, %3933
  %3938 = fmul <16 x float> %3926, %3934
  %3939 = fmul <16 x float> %3927, %3935
  %3940 = getelementptr inbounds nuw float, ptr %3908, i64 %3919
  %3941 = getelementptr inbounds nuw i8, ptr %3940, i64 64
  %3942 = getelementptr inbounds nuw i8, ptr %3940, i64 128
  %3943 = getelementptr inbounds nuw i8, ptr %3940, i64 192
  store <16 x float> %3936, ptr %3940, align 4
  store <16 x float> %3937, ptr %3941, align 4
  store <16 x float> %3938, ptr %3942, align 4
  store <16 x float> %3939, ptr %3943, align 4
  %3944 = add nuw i64 %3919, 64
  %3945 = icmp eq i64 %3944, %1363
  br i1 %3945, label %3946, label %3918

3946:                                             ; preds = %3918
  br i1 %1364, label %4039, label %3947

3947:                                             ; preds = %3946
  br i1 %1365, label %3961, label %3948

3948:                                             ; preds = %3917, %3947
  %3949 = phi i64 [ %1363, %3947 ], [ 0, %3917 ]
  br label %3950

3950:                                             ; preds = %3950, %3948
  %3951 = phi i64 [ %3949, %3948 ], [ %3958, %3950 ]
  %3952 = getelementptr inbounds nuw float, ptr %3906, i64 %3951
  %3953 = load <8 x float>, ptr %3952, align 4
  %3954 = getelementptr inbounds nuw float, ptr %1748, i64 %3951
  %3955 = load <8 x float>, ptr %3954, align 4
  %3956 = fmul <8 x float> %3953, %3955
  %3957 = getelementptr inbounds nuw float, ptr %3908, i64 %3951
  store <8 x float> %3956, ptr %3957, align 4
  %3958 = add nuw i64 %3951, 8
  %3959 = icmp eq i64 %3958, %1366
  br i1 %3959, label %3960, label %3950

3960:                                             ; preds = %3950
  br i1 %1367, label %4039, label %3961

3961:                                             ; preds = %3909, %3905, %3947, %3960
  %3962 = phi i64 [ 0, %3905 ], [ 0, %3909 ], [ %1363, %3947 ], [ %1366, %3960 ]
  br i1 %1369, label %3975, label %3963

3963:                                             ; preds = %3961, %3963
  %3964 = phi i64 [ %3972, %3963 ], [ %3962, %3961 ]
  %3965 = phi i64 [ %3973, %3963 ], [ 0, %3961 ]
  %3966 = getelementptr inbounds nuw float, ptr %3906, i64 %3964
  %3967 = load float, ptr %3966, align 4
  %3968 = getelementptr inbounds nuw float, ptr %1748, i64 %3964
  %3969 = load float, ptr %3968, align 4
  %3970 = fmul float %3967, %3969
  %3971 = getelementptr inbounds nuw float, ptr %3908, i64 %3964
  store float %3970, ptr %3971, align 4
  %3972 = add nuw nsw i64 %3964, 1
  %3973 = add i64 %3965, 1
  %3974 = icmp eq i64 %3973, %1368
  br i1 %3974, label %3975, label %3963

3975:                                             ; preds = %3963, %3961
  %3976 = phi i64 [ %3962, %3961 ], [ %3972, %3963 ]
  %3977 = sub nsw i64 %3962, %32
  %3978 = icmp ugt i64 %3977, -4
  br i1 %3978, label %4039, label %4008

3979:                                             ; preds = %3874, %3979
  %3980 = phi i64 [ %4006, %3979 ], [ %3875, %3874 ]
  %3981 = getelementptr float, ptr %3769, i64 %3980
  %3982 = load float, ptr %3981, align 4
  %3983 = add nuw nsw i64 %3980, %106
  %3984 = getelementptr inbounds nuw float, ptr %191, i64 %3983
  %3985 = load float, ptr %3984, align 4
  %3986 = fadd float %3982, %3985
  %3987 = getelementptr inbounds nuw float, ptr %192, i64 %3983
  %3988 = load float, ptr %3987, align 4
  %3989 = fadd float %3986, %3988
  %3990 = getelementptr inbounds nuw float, ptr %1746, i64 %3983
  %3991 = load float, ptr %3990, align 4
  %3992 = fadd float %3989, %3991
  store float %3992, ptr %3990, align 4
  %3993 = add nuw nsw i64 %3980, 1
  %3994 = getelementptr float, ptr %3769, i64 %3993
  %3995 = load float, ptr %3994, align 4
  %3996 = add nuw nsw i64 %3993, %106
  %3997 = getelementptr inbounds nuw float, ptr %191, i64 %3996
  %3998 = load float, ptr %3997, align 4
  %3999 = fadd float %3995, %3998
  %4000 = getelementptr inbounds nuw float, ptr %192, i64 %3996
  %4001 = load float, ptr %4000, align 4
  %4002 = fadd float %3999, %4001
  %4003 = getelementptr inbounds nuw float, ptr %1746, i64 %3996
  %4004 = load float, ptr %4003, align 4
  %4005 = fadd float %4002, %4004
  store float %4005, ptr %4003, align 4
  %4006 = add nuw nsw i64 %3980, 2
  %4007 = icmp eq i64 %4006, %32
  br i1 %4007, label %3905, label %3979

4008:                                             ; preds = %3975, %4008
  %4009 = phi i64 [ %4037, %4008 ], [ %3976, %3975 ]
  %4010 = getelementptr inbounds nuw float, ptr %3906, i64 %4009
  %4011 = load float, ptr %4010, align 4
  %4012 = getelementptr inbounds nuw float, ptr %1748, i64 %4009
  %4013 = load float, ptr %4012, align 4
  %4014 = fmul float %4011, %4013
  %4015 = getelementptr inbounds nuw float, ptr %3908, i64 %4009
  store float %4014, ptr %4015, align 4
  %4016 = add nuw nsw i64 %4009, 1
  %4017 = getelementptr inbounds nuw float, ptr %3906, i64 %4016
  %4018 = load float, ptr %4017, align 4
  %4019 = getelementptr inbounds nuw float, ptr %1748, i64 %4016
  %4020 = load float, ptr %4019, align 4
  %4021 = fmul float %4018, %4020
  %4022 = getelementptr inbounds nuw float, ptr %3908, i64 %4016
  store float %4021, ptr %4022, align 4
  %4023 = add nuw nsw i64 %4009, 2
  %4024 = getelementptr inbounds nuw float, ptr %3906, i64 %4023
  %4025 = load float, ptr %4024, align 4
  %4026 = getelementptr inbounds nuw float, ptr %1748, i64 %4023
  %4027 = load float, ptr %4026, align 4
  %4028 = fmul float %4025, %4027
  %4029 = getelementptr inbounds nuw float, ptr %3908, i64 %4023
  store float %4028, ptr %4029, align 4
  %4030 = add nuw nsw i64 %4009, 3
  %4031 = getelementptr inbounds nuw float, ptr %3906, i64 %4030
  %4032 = load float, ptr %4031, align 4
  %4033 = getelementptr inbounds nuw float, ptr %1748, i64 %4030
  %4034 = load float, ptr %4033, align 4
  %4035 = fmul float %4032, %4034
  %4036 = getelementptr inbounds nuw float, ptr %3908, i64 %4030
  store float %4035, ptr %4036, align 4
  %4037 = add nuw nsw i64 %4009, 4
  %4038 = icmp eq i64 %4037, %32
  br i1 %4038, label %4039, label %4008

4039:                                             ; preds = %3975, %4008, %3705, %3743, %3091, %3102, %2116, %1901, %1932, %3946, %3960, %3671, %3689, %3062, %3076, %1878, %1889, %3904, %3612, %3023, %1856, %1952
  %4040 = add nuw nsw i64 %1740, 1
  %4041 = icmp eq i64 %4040, %1735
  br i1 %4041, label %1738, label %1739

4042:                                             ; preds = %1738
  call fastcc void @products(ptr noundef %1118, ptr noundef %1119, i64 noundef %1735, ptr noundef %1164, i64 noundef %32, i64 noundef %107, i64 noundef %106, i32 noundef %1683)
  br i1 %1684, label %4043, label %4314

4043:                                             ; preds = %4042, %4284
  %4044 = phi i64 [ %4285, %4284 ], [ 0, %4042 ]
  %4045 = getelementptr inbounds nuw ptr, ptr %1115, i64 %4044
  %4046 = load ptr, ptr %4045, align 8
  %4047 = getelementptr inbounds nuw i8, ptr %4046, i64 16
  %4048 = load ptr, ptr %4047, align 8
  %4049 = load ptr, ptr %4046, align 8
  %4050 = getelementptr float, ptr %4048, i64 %1137
  br i1 %138, label %4051, label %4160

4051:                                             ; preds = %4043
  %4052 = getelementptr inbounds nuw i8, ptr %4046, i64 40
  %4053 = load ptr, ptr %4052, align 8
  %4054 = getelementptr i8, ptr %4053, i64 %1140
  br i1 %1509, label %4140, label %4055

4055:                                             ; preds = %4051
  %4056 = getelementptr i8, ptr %4048, i64 %1168
  %4057 = getelementptr i8, ptr %4053, i64 %1169
  %4058 = icmp ult ptr %4050, %4057
  %4059 = icmp ult ptr %4054, %4056
  %4060 = and i1 %4058, %4059
  %4061 = icmp ult ptr %4050, %1177
  %4062 = icmp ult ptr %1175, %4056
  %4063 = and i1 %4061, %4062
  %4064 = or i1 %4060, %4063
  %4065 = icmp ult ptr %4050, %1184
  %4066 = icmp ult ptr %1182, %4056
  %4067 = and i1 %4065, %4066
  %4068 = or i1 %4064, %4067
  br i1 %4068, label %4140, label %4069

4069:                                             ; preds = %4055
  br i1 %1510, label %4121, label %4070

4070:                                             ; preds = %4069, %4070
  %4071 = phi i64 [ %4117, %4070 ], [ 0, %4069 ]
  %4072 = getelementptr float, ptr %4054, i64 %4071
  %4073 = getelementptr i8, ptr %4072, i64 64
  %4074 = getelementptr i8, ptr %4072, i64 128
  %4075 = getelementptr i8, ptr %4072, i64 192
  %4076 = load <16 x float>, ptr %4072, align 4
  %4077 = load <16 x float>, ptr %4073, align 4
  %4078 = load <16 x float>, ptr %4074, align 4
  %4079 = load <16 x float>, ptr %4075, align 4
  %4080 = add nuw nsw i64 %4071, %1137
  %4081 = getelementptr inbounds nuw float, ptr %191, i64 %4080
  %4082 = getelementptr inbounds nuw i8, ptr %4081, i64 64
  %4083 = getelementptr inbounds nuw i8, ptr %4081, i64 128
  %4084 = getelementptr inbounds nuw i8, ptr %4081, i64 192
  %4085 = load <16 x float>, ptr %4081, align 64
  %4086 = load <16 x float>, ptr %4082, align 64
  %4087 = load <16 x float>, ptr %4083, align 64
  %4088 = load <16 x float>, ptr %4084, align 64
  %4089 = fadd <16 x float> %4076, %4085
  %4090 = fadd <16 x float> %4077, %4086
  %4091 = fadd <16 x float> %4078, %4087
  %4092 = fadd <16 x float> %4079, %4088
  %4093 = getelementptr inbounds nuw float, ptr %192, i64 %4080
  %4094 = getelementptr inbounds nuw i8, ptr %4093, i64 64
  %4095 = getelementptr inbounds nuw i8, ptr %4093, i64 128
  %4096 = getelementptr inbounds nuw i8, ptr %4093, i64 192
  %4097 = load <16 x float>, ptr %4093, align 64
  %4098 = load <16 x float>, ptr %4094, align 64
  %4099 = load <16 x float>, ptr %4095, align 64
  %4100 = load <16 x float>, ptr %4096, align 64
  %4101 = fadd <16 x float> %4089, %4097
  %4102 = fadd <16 x float> %4090, %4098
  %4103 = fadd <16 x float> %4091, %4099
  %4104 = fadd <16 x float> %4092, %4100
  %4105 = getelementptr inbounds nuw float, ptr %4048, i64 %4080
  %4106 = getelementptr inbounds nuw i8, ptr %4105, i64 64
  %4107 = getelementptr inbounds nuw i8, ptr %4105, i64 128
  %4108 = getelementptr inbounds nuw i8, ptr %4105, i64 192
  %4109 = load <16 x float>, ptr %4105, align 4
  %4110 = load <16 x float>, ptr %4106, align 4
  %4111 = load <16 x float>, ptr %4107, align 4
  %4112 = load <16 x float>, ptr %4108, align 4
  %4113 = fadd <16 x float> %4101, %4109
  %4114 = fadd <16 x float> %4102, %4110
  %4115 = fadd <16 x float> %4103, %4111
  %4116 = fadd <16 x float> %4104, %4112
  store <16 x float> %4113, ptr %4105, align 4
  store <16 x float> %4114, ptr %4106, align 4
  store <16 x float> %4115, ptr %4107, align 4
  store <16 x float> %4116, ptr %4108, align 4
  %4117 = add nuw i64 %4071, 64
  %4118 = icmp eq i64 %4117, %1512
  br i1 %4118, label %4119, label %4070

4119:                                             ; preds = %4070
  br i1 %1513, label %4161, label %4120

4120:                                             ; preds = %4119
  br i1 %1514, label %4140, label %4121

4121:                                             ; preds = %4069, %4120
  %4122 = phi i64 [ %1512, %4120 ], [ 0, %4069 ]
  br label %4123

4123:                                             ; preds = %4123, %4121
  %4124 = phi i64 [ %4122, %4121 ], [ %4137, %4123 ]
  %4125 = getelementptr float, ptr %4054, i64 %4124
  %4126 = load <8 x float>, ptr %4125, align 4
  %4127 = add nuw nsw i64 %4124, %1137
  %4128 = getelementptr inbounds nuw float, ptr %191, i64 %4127
  %4129 = load <8 x float>, ptr %4128, align 32
  %4130 = fadd <8 x float> %4126, %4129
  %4131 = getelementptr inbounds nuw float, ptr %192, i64 %4127
  %4132 = load <8 x float>, ptr %4131, align 32
  %4133 = fadd <8 x float> %4130, %4132
  %4134 = getelementptr inbounds nuw float, ptr %4048, i64 %4127
  %4135 = load <8 x float>, ptr %4134, align 4
  %4136 = fadd <8 x float> %4133, %4135
  store <8 x float> %4136, ptr %4134, align 4
  %4137 = add nuw i64 %4124, 8
  %4138 = icmp eq i64 %4137, %1515
  br i1 %4138, label %4139, label %4123

4139:                                             ; preds = %4123
  br i1 %1516, label %4161, label %4140

4140:                                             ; preds = %4055, %4051, %4120, %4139
  %4141 = phi i64 [ 0, %4051 ], [ 0, %4055 ], [ %1512, %4120 ], [ %1515, %4139 ]
  %4142 = or disjoint i64 %4141, 1
  br i1 %1518, label %4157, label %4143

4143:                                             ; preds = %4140
  %4144 = getelementptr float, ptr %4054, i64 %4141
  %4145 = load float, ptr %4144, align 4
  %4146 = add nuw nsw i64 %4141, %1137
  %4147 = getelementptr inbounds nuw float, ptr %191, i64 %4146
  %4148 = load float, ptr %4147, align 32
  %4149 = fadd float %4145, %4148
  %4150 = getelementptr inbounds nuw float, ptr %192, i64 %4146
  %4151 = load float, ptr %4150, align 32
  %4152 = fadd float %4149, %4151
  %4153 = getelementptr inbounds nuw float, ptr %4048, i64 %4146
  %4154 = load float, ptr %4153, align 4
  %4155 = fadd float %4152, %4154
  store float %4155, ptr %4153, align 4
  %4156 = or disjoint i64 %4141, 1
  br label %4157

4157:                                             ; preds = %4143, %4140
  %4158 = phi i64 [ %4141, %4140 ], [ %4156, %4143 ]
  %4159 = icmp eq i64 %32, %4142
  br i1 %4159, label %4161, label %4255

4160:                                             ; preds = %4043
  call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef %4050, i64 noundef %106)
  br label %4284

4161:                                             ; preds = %4157, %4255, %4139, %4119
  call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef nonnull %4050, i64 noundef %106)
  br i1 %1519, label %4237, label %4162

4162:                                             ; preds = %4161
  %4163 = getelementptr i8, ptr %4049, i64 %1167
  %4164 = getelementptr i8, ptr %4048, i64 %1168
  %4165 = getelementptr i8, ptr %4048, i64 %1167
  %4166 = icmp ult ptr %4049, %4164
  %4167 = icmp ult ptr %4050, %4163
  %4168 = and i1 %4166, %4167
  %4169 = icmp ult ptr %4049, %4165
  %4170 = icmp ult ptr %4048, %4163
  %4171 = and i1 %4169, %4170
  %4172 = or i1 %4168, %4171
  br i1 %4172, label %4237, label %4173

4173:                                             ; preds = %4162
  br i1 %1520, label %4220, label %4174

4174:                                             ; preds = %4173, %4174
  %4175 = phi i64 [ %4216, %4174 ], [ 0, %4173 ]
  %4176 = getelementptr inbounds nuw float, ptr %4048, i64 %4175
  %4177 = getelementptr inbounds nuw i8, ptr %4176, i64 64
  %4178 = getelementptr inbounds nuw i8, ptr %4176, i64 128
  %4179 = getelementptr inbounds nuw i8, ptr %4176, i64 192
  %4180 = load <16 x float>, ptr %4176, align 4
  %4181 = load <16 x float>, ptr %4177, align 4
  %4182 = load <16 x float>, ptr %4178, align 4
  %4183 = load <16 x float>, ptr %4179, align 4
  %4184 = fsub <16 x float> splat (float 1.000000e+00), %4180
  %4185 = fsub <16 x float> splat (float 1.000000e+00), %4181
  %4186 = fsub <16 x float> splat (float 1.000000e+00), %4182
  %4187 = fsub <16 x float> splat (float 1.000000e+00), %4183
  %4188 = getelementptr inbounds nuw float, ptr %4050, i64 %4175
  %4189 = getelementptr inbounds nuw i8, ptr %4188, i64 64
  %4190 = getelementptr inbounds nuw i8, ptr %4188, i64 128
  %4191 = getelementptr inbounds nuw i8, ptr %4188, i64 192
  %4192 = load <16 x float>, ptr %4188, align 4
  %4193 = load <16 x float>, ptr %4189, align 4
  %4194 = load <16 x float>, ptr %4190, align 4
  %4195 = load <16 x float>, ptr %4191, align 4
  %4196 = fmul <16 x float> %4184, %4192
  %4197 = fmul <16 x float> %4185, %4193
  %4198 = fmul <16 x float> %4186, %4194
  %4199 = fmul <16 x float> %4187, %4195
  %4200 = getelementptr inbounds nuw float, ptr %4049, i64 %4175
  %4201 = getelementptr inbounds nuw i8, ptr %4200, i64 64
  %4202 = getelementptr inbounds nuw i8, ptr %4200, i64 128
  %4203 = getelementptr inbounds nuw i8, ptr %4200, i64 192
  %4204 = load <16 x float>, ptr %4200, align 4
  %4205 = load <16 x float>, ptr %4201, align 4
  %4206 = load <16 x float>, ptr %4202, align 4
  %4207 = load <16 x float>, ptr %4203, align 4
  %4208 = fmul <16 x float> %4180, %4204
  %4209 = fmul <16 x float> %4181, %4205
  %4210 = fmul <16 x float> %4182, %4206
  %4211 = fmul <16 x float> %4183, %4207
  %4212 = fadd <16 x float> %4196, %4208
  %4213 = fadd <16 x float> %4197, %4209
  %4214 = fadd <16 x float> %4198, %4210
  %4215 = fadd <16 x float> %4199, %4211
  store <16 x float> %4212, ptr %4200, align 4
  store <16 x float> %4213, ptr %4201, align 4
  store <16 x float> %4214, ptr %4202, align 4
  store <16 x float> %4215, ptr %4203, align 4
  %4216 = add nuw i64 %4175, 64
  %4217 = icmp eq i64 %4216, %1522
  br i1 %4217, label %4218, label %4174

4218:                                             ; preds = %4174
  br i1 %1523, label %4284, label %4219

4219:                                             ; preds = %4218
  br i1 %1524, label %4237, label %4220

4220:                                             ; preds = %4173, %4219
  %4221 = phi i64 [ %1522, %4219 ], [ 0, %4173 ]
  br label %4222

4222:                                             ; preds = %4222, %4220
  %4223 = phi i64 [ %4221, %4220 ], [ %4234, %4222 ]
  %4224 = getelementptr inbounds nuw float, ptr %4048, i64 %4223
  %4225 = load <8 x float>, ptr %4224, align 4
  %4226 = fsub <8 x float> splat (float 1.000000e+00), %4225
  %4227 = getelementptr inbounds nuw float, ptr %4050, i64 %4223
  %4228 = load <8 x float>, ptr %4227, align 4
  %4229 = fmul <8 x float> %4226, %4228
  %4230 = getelementptr inbounds nuw float, ptr %4049, i64 %4223
  %4231 = load <8 x float>, ptr %4230, align 4
  %4232 = fmul <8 x float> %4225, %4231
  %4233 = fadd <8 x float> %4229, %4232
  store <8 x float> %4233, ptr %4230, align 4
  %4234 = add nuw i64 %4223, 8
  %4235 = icmp eq i64 %4234, %1525
  br i1 %4235, label %4236, label %4222

4236:                                             ; preds = %4222
  br i1 %1526, label %4284, label %4237

4237:                                             ; preds = %4162, %4161, %4219, %4236
  %4238 = phi i64 [ 0, %4161 ], [ 0, %4162 ], [ %1522, %4219 ], [ %1525, %4236 ]
  %4239 = or disjoint i64 %4238, 1
  br i1 %1528, label %4252, label %4240

4240:                                             ; preds = %4237
  %4241 = getelementptr inbounds nuw float, ptr %4048, i64 %4238
  %4242 = load float, ptr %4241, align 4
  %4243 = fsub float 1.000000e+00, %4242
  %4244 = getelementptr inbounds nuw float, ptr %4050, i64 %4238
  %4245 = load float, ptr %4244, align 4
  %4246 = fmul float %4243, %4245
  %4247 = getelementptr inbounds nuw float, ptr %4049, i64 %4238
  %4248 = load float, ptr %4247, align 4
  %4249 = fmul float %4242, %4248
  %4250 = fadd float %4246, %4249
  store float %4250, ptr %4247, align 4
  %4251 = or disjoint i64 %4238, 1
  br label %4252

4252:                                             ; preds = %4240, %4237
  %4253 = phi i64 [ %4238, %4237 ], [ %4251, %4240 ]
  %4254 = icmp eq i64 %32, %4239
  br i1 %4254, label %4284, label %4288

4255:                                             ; preds = %4157, %4255
  %4256 = phi i64 [ %4282, %4255 ], [ %4158, %4157 ]
  %4257 = getelementptr float, ptr %4054, i64 %4256
  %4258 = load float, ptr %4257, align 4
  %4259 = add nuw nsw i64 %4256, %1137
  %4260 = getelementptr inbounds nuw float, ptr %191, i64 %4259
  %4261 = load float, ptr %4260, align 4
  %4262 = fadd float %4258, %4261
  %4263 = getelementptr inbounds nuw float, ptr %192, i64 %4259
  %4264 = load float, ptr %4263, align 4
  %4265 = fadd float %4262, %4264
  %4266 = getelementptr inbounds nuw float, ptr %4048, i64 %4259
  %4267 = load float, ptr %4266, align 4
  %4268 = fadd float %4265, %4267
  store float %4268, ptr %4266, align 4
  %4269 = add nuw nsw i64 %4256, 1
  %4270 = getelementptr float, ptr %4054, i64 %4269
  %4271 = load float, ptr %4270, align 4
  %4272 = add nuw nsw i64 %4269, %1137
  %4273 = getelementptr inbounds nuw float, ptr %191, i64 %4272
  %4274 = load float, ptr %4273, align 4
  %4275 = fadd float %4271, %4274
  %4276 = getelementptr inbounds nuw float, ptr %192, i64 %4272
  %4277 = load float, ptr %4276, align 4
  %4278 = fadd float %4275, %4277
  %4279 = getelementptr inbounds nuw float, ptr %4048, i64 %4272
  %4280 = load float, ptr %4279, align 4
  %4281 = fadd float %4278, %4280
  store float %4281, ptr %4279, align 4
  %4282 = add nuw nsw i64 %4256, 2
  %4283 = icmp eq i64 %4282, %32
  br i1 %4283, label %4161, label %4255

4284:                                             ; preds = %4252, %4288, %4218, %4236, %4160
  %4285 = add nuw nsw i64 %4044, 1
  %4286 = icmp eq i64 %4285, %1735
  br i1 %4286, label %4287, label %4043

4287:                                             ; preds = %4284, %4313
  br label %4317

4288:                                             ; preds = %4252, %4288
  %4289 = phi i64 [ %4311, %4288 ], [ %4253, %4252 ]
  %4290 = getelementptr inbounds nuw float, ptr %4048, i64 %4289
  %4291 = load float, ptr %4290, align 4
  %4292 = fsub float 1.000000e+00, %4291
  %4293 = getelementptr inbounds nuw float, ptr %4050, i64 %4289
  %4294 = load float, ptr %4293, align 4
  %4295 = fmul float %4292, %4294
  %4296 = getelementptr inbounds nuw float, ptr %4049, i64 %4289
  %4297 = load float, ptr %4296, align 4
  %4298 = fmul float %4291, %4297
  %4299 = fadd float %4295, %4298
  store float %4299, ptr %4296, align 4
  %4300 = add nuw nsw i64 %4289, 1
  %4301 = getelementptr inbounds nuw float, ptr %4048, i64 %4300
  %4302 = load float, ptr %4301, align 4
  %4303 = fsub float 1.000000e+00, %4302
  %4304 = getelementptr inbounds nuw float, ptr %4050, i64 %4300
  %4305 = load float, ptr %4304, align 4
  %4306 = fmul float %4303, %4305
  %4307 = getelementptr inbounds nuw float, ptr %4049, i64 %4300
  %4308 = load float, ptr %4307, align 4
  %4309 = fmul float %4302, %4308
  %4310 = fadd float %4306, %4309
  store float %4310, ptr %4307, align 4
  %4311 = add nuw nsw i64 %4289, 2
  %4312 = icmp eq i64 %4311, %32
  br i1 %4312, label %4284, label %4288

4313:                                             ; preds = %1738
  br i1 %1684, label %4287, label %4314

4314:                                             ; preds = %4395, %4042, %4313
  %4315 = add nuw nsw i64 %1674, 1
  %4316 = icmp eq i64 %4315, %1569
  br i1 %4316, label %1676, label %1673

4317:                                             ; preds = %4287, %4395
  %4318 = phi i64 [ %4396, %4395 ], [ 0, %4287 ]
  %4319 = getelementptr inbounds nuw ptr, ptr %1115, i64 %4318
  %4320 = load ptr, ptr %4319, align 8
  %4321 = getelementptr inbounds nuw i8, ptr %4320, i64 48
  %4322 = load ptr, ptr %4321, align 8
  %4323 = icmp eq ptr %4322, null
  %4324 = select i1 %4323, i1 true, i1 %1143
  br i1 %4324, label %4395, label %4325

4325:                                             ; preds = %4317
  %4326 = ptrtoint ptr %4322 to i64
  %4327 = load ptr, ptr %4320, align 8
  %4328 = ptrtoint ptr %4327 to i64
  %4329 = sub i64 %4326, %4328
  %4330 = icmp ult i64 %4329, 256
  %4331 = select i1 %1529, i1 true, i1 %4330
  br i1 %4331, label %4361, label %4332

4332:                                             ; preds = %4325
  br i1 %1530, label %4351, label %4333

4333:                                             ; preds = %4332, %4333
  %4334 = phi i64 [ %4347, %4333 ], [ 0, %4332 ]
  %4335 = getelementptr inbounds nuw float, ptr %4327, i64 %4334
  %4336 = getelementptr inbounds nuw i8, ptr %4335, i64 64
  %4337 = getelementptr inbounds nuw i8, ptr %4335, i64 128
  %4338 = getelementptr inbounds nuw i8, ptr %4335, i64 192
  %4339 = load <16 x float>, ptr %4335, align 4
  %4340 = load <16 x float>, ptr %4336, align 4
  %4341 = load <16 x float>, ptr %4337, align 4
  %4342 = load <16 x float>, ptr %4338, align 4
  %4343 = getelementptr inbounds nuw float, ptr %4322, i64 %4334
  %4344 = getelementptr inbounds nuw i8, ptr %4343, i64 64
  %4345 = getelementptr inbounds nuw i8, ptr %4343, i64 128
  %4346 = getelementptr inbounds nuw i8, ptr %4343, i64 192
  store <16 x float> %4339, ptr %4343, align 4
  store <16 x float> %4340, ptr %4344, align 4
  store <16 x float> %4341, ptr %4345, align 4
  store <16 x float> %4342, ptr %4346, align 4
  %4347 = add nuw i64 %4334, 64
  %4348 = icmp eq i64 %4347, %1532
  br i1 %4348, label %4349, label %4333

4349:                                             ; preds = %4333
  br i1 %1533, label %4395, label %4350

4350:                                             ; preds = %4349
  br i1 %1534, label %4361, label %4351

4351:                                             ; preds = %4332, %4350
  %4352 = phi i64 [ %1532, %4350 ], [ 0, %4332 ]
  br label %4353

4353:                                             ; preds = %4353, %4351
  %4354 = phi i64 [ %4352, %4351 ], [ %4358, %4353 ]
  %4355 = getelementptr inbounds nuw float, ptr %4327, i64 %4354
  %4356 = load <8 x float>, ptr %4355, align 4
  %4357 = getelementptr inbounds nuw float, ptr %4322, i64 %4354
  store <8 x float> %4356, ptr %4357, align 4
  %4358 = add nuw i64 %4354, 8
  %4359 = icmp eq i64 %4358, %1535
  br i1 %4359, label %4360, label %4353

4360:                                             ; preds = %4353
  br i1 %1536, label %4395, label %4361

4361:                                             ; preds = %4325, %4350, %4360
  %4362 = phi i64 [ 0, %4325 ], [ %1532, %4350 ], [ %1535, %4360 ]
  br i1 %1538, label %4372, label %4363

4363:                                             ; preds = %4361, %4363
  %4364 = phi i64 [ %4369, %4363 ], [ %4362, %4361 ]
  %4365 = phi i64 [ %4370, %4363 ], [ 0, %4361 ]
  %4366 = getelementptr inbounds nuw float, ptr %4327, i64 %4364
  %4367 = load float, ptr %4366, align 4
  %4368 = getelementptr inbounds nuw float, ptr %4322, i64 %4364
  store float %4367, ptr %4368, align 4
  %4369 = add nuw nsw i64 %4364, 1
  %4370 = add i64 %4365, 1
  %4371 = icmp eq i64 %4370, %1537
  br i1 %4371, label %4372, label %4363

4372:                                             ; preds = %4363, %4361
  %4373 = phi i64 [ %4362, %4361 ], [ %4369, %4363 ]
  %4374 = sub nsw i64 %4362, %32
  %4375 = icmp ugt i64 %4374, -4
  br i1 %4375, label %4395, label %4376

4376:                                             ; preds = %4372, %4376
  %4377 = phi i64 [ %4393, %4376 ], [ %4373, %4372 ]
  %4378 = getelementptr inbounds nuw float, ptr %4327, i64 %4377
  %4379 = load float, ptr %4378, align 4
  %4380 = getelementptr inbounds nuw float, ptr %4322, i64 %4377
  store float %4379, ptr %4380, align 4
  %4381 = add nuw nsw i64 %4377, 1
  %4382 = getelementptr inbounds nuw float, ptr %4327, i64 %4381
  %4383 = load float, ptr %4382, align 4
  %4384 = getelementptr inbounds nuw float, ptr %4322, i64 %4381
  store float %4383, ptr %4384, align 4
  %4385 = add nuw nsw i64 %4377, 2
  %4386 = getelementptr inbounds nuw float, ptr %4327, i64 %4385
  %4387 = load float, ptr %4386, align 4
  %4388 = getelementptr inbounds nuw float, ptr %4322, i64 %4385
  store float %4387, ptr %4388, align 4
  %4389 = add nuw nsw i64 %4377, 3
  %4390 = getelementptr inbounds nuw float, ptr %4327, i64 %4389
  %4391 = load float, ptr %4390, align 4
  %4392 = getelementptr inbounds nuw float, ptr %4322, i64 %4389
  store float %4391, ptr %4392, align 4
  %4393 = add nuw nsw i64 %4377, 4
  %4394 = icmp eq i64 %4393, %32
  br i1 %4394, label %4395, label %4376

4395:                                             ; preds = %4372, %4376, %4349, %4360, %4317
  %4396 = add nuw nsw i64 %4318, 1
  %4397 = icmp eq i64 %4396, %1735
  br i1 %4397, label %4314, label %4317

4398:                                             ; preds = %4415, %1088
  call void @free(ptr noundef %128)
  ret void

4399:                                             ; preds = %1676, %4415
  %4400 = phi i64 [ 0, %1676 ], [ %4416, %4415 ]
  %4401 = getelementptr inbounds nuw %struct.rowstate, ptr %1091, i64 %4400
  %4402 = getelementptr inbounds nuw i8, ptr %4401, i64 32
  %4403 = load i64, ptr %4402, align 8
  %4404 = icmp eq i64 %4403, 0
  br i1 %138, label %4405, label %4415

4405:                                             ; preds = %4399
  %4406 = add nsw i64 %4400, %49
  %4407 = mul nsw i64 %4406, %34
  %4408 = add nsw i64 %4407, %47
  %4409 = add nsw i64 %4406, %1678
  %4410 = select i1 %1677, i64 %4408, i64 %4409
  %4411 = mul nsw i64 %4410, %32
  %4412 = getelementptr float, ptr %22, i64 %4411
  %4413 = getelementptr inbounds nuw i8, ptr %4401, i64 8
  %4414 = getelementptr float, ptr %23, i64 %4411
  br label %4418

4415:                                             ; preds = %4437, %4399
  %4416 = add nuw nsw i64 %4400, 1
  %4417 = icmp eq i64 %4416, %52
  br i1 %4417, label %4398, label %4399

4418:                                             ; preds = %4405, %4437
  %4419 = phi i64 [ 0, %4405 ], [ %4438, %4437 ]
  br i1 %1679, label %4428, label %4420

4420:                                             ; preds = %4418
  br i1 %4404, label %4425, label %4421

4421:                                             ; preds = %4420
  %4422 = load ptr, ptr %4401, align 8
  %4423 = getelementptr inbounds nuw float, ptr %4422, i64 %4419
  %4424 = load float, ptr %4423, align 4
  br label %4425

4425:                                             ; preds = %4420, %4421
  %4426 = phi float [ %4424, %4421 ], [ 0.000000e+00, %4420 ]
  %4427 = getelementptr float, ptr %4412, i64 %4419
  store float %4426, ptr %4427, align 4
  br label %4428

4428:                                             ; preds = %4425, %4418
  br i1 %1680, label %4437, label %4429

4429:                                             ; preds = %4428
  br i1 %4404, label %4434, label %4430

4430:                                             ; preds = %4429
  %4431 = load ptr, ptr %4413, align 8
  %4432 = getelementptr inbounds nuw float, ptr %4431, i64 %4419
  %4433 = load float, ptr %4432, align 4
  br label %4434

4434:                                             ; preds = %4429, %4430
  %4435 = phi float [ %4433, %4430 ], [ 0.000000e+00, %4429 ]
  %4436 = getelementptr float, ptr %4414, i64 %4419
  store float %4435, ptr %4436, align 4
  br label %4437

4437:                                             ; preds = %4428, %4434
  %4438 = add nuw nsw i64 %4419, 1
  %4439 = icmp eq i64 %4438, %32
  br i1 %4439, label %4415, label %4418
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap()

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define internal fastcc void @products(ptr noundef nonnull readonly captures(none) %0, ptr noundef nonnull readonly captures(none) %1, i64 noundef %2, ptr noundef readonly %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i32 noundef range(i32 0, 2) %7) unnamed_addr {
  %9 = icmp slt i64 %2, 4
  br i1 %9, label %979, label %10

10:                                               ; preds = %8
  %11 = icmp slt i64 %6, 64
  %12 = icmp eq i32 %7, 0
  %13 = icmp sgt i64 %4, 0
  br label %14

14:                                               ; preds = %10, %976
  %15 = phi i64 [ 4, %10 ], [ %977, %976 ]
  %16 = phi i64 [ 0, %10 ], [ %15, %976 ]
  %17 = getelementptr inbounds nuw ptr, ptr %0, i64 %16
  %18 = getelementptr inbounds nuw ptr, ptr %1, i64 %16
  br i1 %11, label %162, label %19

19:                                               ; preds = %14
  %20 = getelementptr inbounds nuw i8, ptr %17, i64 8
  %21 = getelementptr inbounds nuw i8, ptr %17, i64 16
  %22 = getelementptr inbounds nuw i8, ptr %17, i64 24
  %23 = getelementptr inbounds nuw i8, ptr %18, i64 8
  %24 = getelementptr inbounds nuw i8, ptr %18, i64 16
  %25 = getelementptr inbounds nuw i8, ptr %18, i64 24
  br label %26

26:                                               ; preds = %19, %35
  %27 = phi i64 [ %96, %35 ], [ 64, %19 ]
  %28 = phi i64 [ %27, %35 ], [ 0, %19 ]
  %29 = getelementptr float, ptr %3, i64 %28
  br i1 %13, label %30, label %35

30:                                               ; preds = %26
  %31 = load ptr, ptr %17, align 8
  %32 = load ptr, ptr %20, align 8
  %33 = load ptr, ptr %21, align 8
  %34 = load ptr, ptr %22, align 8
  br label %98

35:                                               ; preds = %98, %26
  %36 = phi <16 x float> [ zeroinitializer, %26 ], [ %159, %98 ]
  %37 = phi <16 x float> [ zeroinitializer, %26 ], [ %158, %98 ]
  %38 = phi <16 x float> [ zeroinitializer, %26 ], [ %157, %98 ]
  %39 = phi <16 x float> [ zeroinitializer, %26 ], [ %156, %98 ]
  %40 = phi <16 x float> [ zeroinitializer, %26 ], [ %151, %98 ]
  %41 = phi <16 x float> [ zeroinitializer, %26 ], [ %150, %98 ]
  %42 = phi <16 x float> [ zeroinitializer, %26 ], [ %149, %98 ]
  %43 = phi <16 x float> [ zeroinitializer, %26 ], [ %148, %98 ]
  %44 = phi <16 x float> [ zeroinitializer, %26 ], [ %143, %98 ]
  %45 = phi <16 x float> [ zeroinitializer, %26 ], [ %142, %98 ]
  %46 = phi <16 x float> [ zeroinitializer, %26 ], [ %141, %98 ]
  %47 = phi <16 x float> [ zeroinitializer, %26 ], [ %140, %98 ]
  %48 = phi <16 x float> [ zeroinitializer, %26 ], [ %135, %98 ]
  %49 = phi <16 x float> [ zeroinitializer, %26 ], [ %134, %98 ]
  %50 = phi <16 x float> [ zeroinitializer, %26 ], [ %133, %98 ]
  %51 = phi <16 x float> [ zeroinitializer, %26 ], [ %132, %98 ]
  %52 = load ptr, ptr %18, align 8
  %53 = getelementptr inbounds nuw float, ptr %52, i64 %28
  store <16 x float> %51, ptr %53, align 4
  %54 = load ptr, ptr %18, align 8
  %55 = getelementptr inbounds nuw float, ptr %54, i64 %28
  %56 = getelementptr inbounds nuw i8, ptr %55, i64 64
  store <16 x float> %50, ptr %56, align 4
  %57 = load ptr, ptr %18, align 8
  %58 = getelementptr inbounds nuw float, ptr %57, i64 %28
  %59 = getelementptr inbounds nuw i8, ptr %58, i64 128
  store <16 x float> %49, ptr %59, align 4
  %60 = load ptr, ptr %18, align 8
  %61 = getelementptr inbounds nuw float, ptr %60, i64 %28
  %62 = getelementptr inbounds nuw i8, ptr %61, i64 192
  store <16 x float> %48, ptr %62, align 4
  %63 = load ptr, ptr %23, align 8
  %64 = getelementptr inbounds nuw float, ptr %63, i64 %28
  store <16 x float> %47, ptr %64, align 4
  %65 = load ptr, ptr %23, align 8
  %66 = getelementptr inbounds nuw float, ptr %65, i64 %28
  %67 = getelementptr inbounds nuw i8, ptr %66, i64 64
  store <16 x float> %46, ptr %67, align 4
  %68 = load ptr, ptr %23, align 8
  %69 = getelementptr inbounds nuw float, ptr %68, i64 %28
  %70 = getelementptr inbounds nuw i8, ptr %69, i64 128
  store <16 x float> %45, ptr %70, align 4
  %71 = load ptr, ptr %23, align 8
  %72 = getelementptr inbounds nuw float, ptr %71, i64 %28
  %73 = getelementptr inbounds nuw i8, ptr %72, i64 192
  store <16 x float> %44, ptr %73, align 4
  %74 = load ptr, ptr %24, align 8
  %75 = getelementptr inbounds nuw float, ptr %74, i64 %28
  store <16 x float> %43, ptr %75, align 4
  %76 = load ptr, ptr %24, align 8
  %77 = getelementptr inbounds nuw float, ptr %76, i64 %28
  %78 = getelementptr inbounds nuw i8, ptr %77, i64 64
  store <16 x float> %42, ptr %78, align 4
  %79 = load ptr, ptr %24, align 8
  %80 = getelementptr inbounds nuw float, ptr %79, i64 %28
  %81 = getelementptr inbounds nuw i8, ptr %80, i64 128
  store <16 x float> %41, ptr %81, align 4
  %82 = load ptr, ptr %24, align 8
  %83 = getelementptr inbounds nuw float, ptr %82, i64 %28
  %84 = getelementptr inbounds nuw i8, ptr %83, i64 192
  store <16 x float> %40, ptr %84, align 4
  %85 = load ptr, ptr %25, align 8
  %86 = getelementptr inbounds nuw float, ptr %85, i64 %28
  store <16 x float> %39, ptr %86, align 4
  %87 = load ptr, ptr %25, align 8
  %88 = getelementptr inbounds nuw float, ptr %87, i64 %28
  %89 = getelementptr inbounds nuw i8, ptr %88, i64 64
  store <16 x float> %38, ptr %89, align 4
  %90 = load ptr, ptr %25, align 8
  %91 = getelementptr inbounds nuw float, ptr %90, i64 %28
  %92 = getelementptr inbounds nuw i8, ptr %91, i64 128
  store <16 x float> %37, ptr %92, align 4
  %93 = load ptr, ptr %25, align 8
  %94 = getelementptr inbounds nuw float, ptr %93, i64 %28
  %95 = getelementptr inbounds nuw i8, ptr %94, i64 192
  store <16 x float> %36, ptr %95, align 4
  %96 = add nuw nsw i64 %27, 64
  %97 = icmp sgt i64 %96, %6
  br i1 %97, label %162, label %26

98:                                               ; preds = %30, %98
  %99 = phi <16 x float> [ zeroinitializer, %30 ], [ %159, %98 ]
  %100 = phi <16 x float> [ zeroinitializer, %30 ], [ %158, %98 ]
  %101 = phi <16 x float> [ zeroinitializer, %30 ], [ %157, %98 ]
  %102 = phi <16 x float> [ zeroinitializer, %30 ], [ %156, %98 ]
  %103 = phi <16 x float> [ zeroinitializer, %30 ], [ %151, %98 ]
  %104 = phi <16 x float> [ zeroinitializer, %30 ], [ %150, %98 ]
  %105 = phi <16 x float> [ zeroinitializer, %30 ], [ %149, %98 ]
  %106 = phi <16 x float> [ zeroinitializer, %30 ], [ %148, %98 ]
  %107 = phi <16 x float> [ zeroinitializer, %30 ], [ %143, %98 ]
  %108 = phi <16 x float> [ zeroinitializer, %30 ], [ %142, %98 ]
  %109 = phi <16 x float> [ zeroinitializer, %30 ], [ %141, %98 ]
  %110 = phi <16 x float> [ zeroinitializer, %30 ], [ %140, %98 ]
  %111 = phi <16 x float> [ zeroinitializer, %30 ], [ %135, %98 ]
  %112 = phi <16 x float> [ zeroinitializer, %30 ], [ %134, %98 ]
  %113 = phi <16 x float> [ zeroinitializer, %30 ], [ %133, %98 ]
  %114 = phi <16 x float> [ zeroinitializer, %30 ], [ %132, %98 ]
  %115 = phi i64 [ 0, %30 ], [ %160, %98 ]
  %116 = xor i64 %115, -1
  %117 = add nsw i64 %4, %116
  %118 = select i1 %12, i64 %115, i64 %117
  %119 = mul nsw i64 %118, %5
  %120 = getelementptr float, ptr %29, i64 %119
  %121 = load <16 x float>, ptr %120, align 4
  %122 = getelementptr inbounds nuw i8, ptr %120, i64 64
  %123 = load <16 x float>, ptr %122, align 4
  %124 = getelementptr inbounds nuw i8, ptr %120, i64 128
  %125 = load <16 x float>, ptr %124, align 4
  %126 = getelementptr inbounds nuw i8, ptr %120, i64 192
  %127 = load <16 x float>, ptr %126, align 4
  %128 = getelementptr inbounds float, ptr %31, i64 %118
  %129 = load float, ptr %128, align 4
  %130 = insertelement <16 x float> poison, float %129, i64 0
  %131 = shufflevector <16 x float> %130, <16 x float> poison, <16 x i32> zeroinitializer
  %132 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %131, <16 x float> %121, <16 x float> %114)
  %133 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %131, <16 x float> %123, <16 x float> %113)
  %134 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %131, <16 x float> %125, <16 x float> %112)
  %135 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %131, <16 x float> %127, <16 x float> %111)
  %136 = getelementptr inbounds float, ptr %32, i64 %118
  %137 = load float, ptr %136, align 4
  %138 = insertelement <16 x float> poison, float %137, i64 0
  %139 = shufflevector <16 x float> %138, <16 x float> poison, <16 x i32> zeroinitializer
  %140 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %139, <16 x float> %121, <16 x float> %110)
  %141 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %139, <16 x float> %123, <16 x float> %109)
  %142 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %139, <16 x float> %125, <16 x float> %108)
  %143 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %139, <16 x float> %127, <16 x float> %107)
  %144 = getelementptr inbounds float, ptr %33, i64 %118
  %145 = load float, ptr %144, align 4
  %146 = insertelement <16 x float> poison, float %145, i64 0
  %147 = shufflevector <16 x float> %146, <16 x float> poison, <16 x i32> zeroinitializer
  %148 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %147, <16 x float> %121, <16 x float> %106)
  %149 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %147, <16 x float> %123, <16 x float> %105)
  %150 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %147, <16 x float> %125, <16 x float> %104)
  %151 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %147, <16 x float> %127, <16 x float> %103)
  %152 = getelementptr inbounds float, ptr %34, i64 %118
  %153 = load float, ptr %152, align 4
  %154 = insertelement <16 x float> poison, float %153, i64 0
  %155 = shufflevector <16 x float> %154, <16 x float> poison, <16 x i32> zeroinitializer
  %156 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %155, <16 x float> %121, <16 x float> %102)
  %157 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %155, <16 x float> %123, <16 x float> %101)
  %158 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %155, <16 x float> %125, <16 x float> %100)
  %159 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %155, <16 x float> %127, <16 x float> %99)
  %160 = add nuw nsw i64 %115, 1
  %161 = icmp eq i64 %160, %4
  br i1 %161, label %35, label %98

162:                                              ; preds = %35, %14
  %163 = phi i64 [ 0, %14 ], [ %27, %35 ]
  %164 = sub nsw i64 %6, %163
  %165 = sdiv i64 %164, 16
  switch i64 %165, label %976 [
    i64 1, label %166
    i64 2, label %226
    i64 3, label %312
    i64 4, label %424
    i64 5, label %562
    i64 6, label %702
    i64 7, label %838
  ]

166:                                              ; preds = %162
  %167 = getelementptr float, ptr %3, i64 %163
  br i1 %13, label %168, label %176

168:                                              ; preds = %166
  %169 = load ptr, ptr %17, align 8
  %170 = getelementptr inbounds nuw i8, ptr %17, i64 8
  %171 = load ptr, ptr %170, align 8
  %172 = getelementptr inbounds nuw i8, ptr %17, i64 16
  %173 = load ptr, ptr %172, align 8
  %174 = getelementptr inbounds nuw i8, ptr %17, i64 24
  %175 = load ptr, ptr %174, align 8
  br label %192

176:                                              ; preds = %192, %166
  %177 = phi <16 x float> [ zeroinitializer, %166 ], [ %223, %192 ]
  %178 = phi <16 x float> [ zeroinitializer, %166 ], [ %218, %192 ]
  %179 = phi <16 x float> [ zeroinitializer, %166 ], [ %213, %192 ]
  %180 = phi <16 x float> [ zeroinitializer, %166 ], [ %208, %192 ]
  %181 = load ptr, ptr %18, align 8
  %182 = getelementptr inbounds nuw float, ptr %181, i64 %163
  store <16 x float> %180, ptr %182, align 4
  %183 = getelementptr inbounds nuw i8, ptr %18, i64 8
  %184 = load ptr, ptr %183, align 8
  %185 = getelementptr inbounds nuw float, ptr %184, i64 %163
  store <16 x float> %179, ptr %185, align 4
  %186 = getelementptr inbounds nuw i8, ptr %18, i64 16
  %187 = load ptr, ptr %186, align 8
  %188 = getelementptr inbounds nuw float, ptr %187, i64 %163
  store <16 x float> %178, ptr %188, align 4
  %189 = getelementptr inbounds nuw i8, ptr %18, i64 24
  %190 = load ptr, ptr %189, align 8
  %191 = getelementptr inbounds nuw float, ptr %190, i64 %163
  store <16 x float> %177, ptr %191, align 4
  br label %976

192:                                              ; preds = %168, %192
  %193 = phi <16 x float> [ zeroinitializer, %168 ], [ %223, %192 ]
  %194 = phi <16 x float> [ zeroinitializer, %168 ], [ %218, %192 ]
  %195 = phi <16 x float> [ zeroinitializer, %168 ], [ %213, %192 ]
  %196 = phi <16 x float> [ zeroinitializer, %168 ], [ %208, %192 ]
  %197 = phi i64 [ 0, %168 ], [ %224, %192 ]
  %198 = xor i64 %197, -1
  %199 = add nsw i64 %4, %198
  %200 = select i1 %12, i64 %197, i64 %199
  %201 = mul nsw i64 %200, %5
  %202 = getelementptr float, ptr %167, i64 %201
  %203 = load <16 x float>, ptr %202, align 4
  %204 = getelementptr inbounds float, ptr %169, i64 %200
  %205 = load float, ptr %204, align 4
  %206 = insertelement <16 x float> poison, float %205, i64 0
  %207 = shufflevector <16 x float> %206, <16 x float> poison, <16 x i32> zeroinitializer
  %208 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %207, <16 x float> %203, <16 x float> %196)
  %209 = getelementptr inbounds float, ptr %171, i64 %200
  %210 = load float, ptr %209, align 4
  %211 = insertelement <16 x float> poison, float %210, i64 0
  %212 = shufflevector <16 x float> %211, <16 x float> poison, <16 x i32> zeroinitializer
  %213 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %212, <16 x float> %203, <16 x float> %195)
  %214 = getelementptr inbounds float, ptr %173, i64 %200
  %215 = load float, ptr %214, align 4
  %216 = insertelement <16 x float> poison, float %215, i64 0
  %217 = shufflevector <16 x float> %216, <16 x float> poison, <16 x i32> zeroinitializer
  %218 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %217, <16 x float> %203, <16 x float> %194)
  %219 = getelementptr inbounds float, ptr %175, i64 %200
  %220 = load float, ptr %219, align 4
  %221 = insertelement <16 x float> poison, float %220, i64 0
  %222 = shufflevector <16 x float> %221, <16 x float> poison, <16 x i32> zeroinitializer
  %223 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %222, <16 x float> %203, <16 x float> %193)
  %224 = add nuw nsw i64 %197, 1
  %225 = icmp eq i64 %224, %4
  br i1 %225, label %176, label %192

226:                                              ; preds = %162
  %227 = getelementptr float, ptr %3, i64 %163
  br i1 %13, label %228, label %236

228:                                              ; preds = %226
  %229 = load ptr, ptr %17, align 8
  %230 = getelementptr inbounds nuw i8, ptr %17, i64 8
  %231 = load ptr, ptr %230, align 8
  %232 = getelementptr inbounds nuw i8, ptr %17, i64 16
  %233 = load ptr, ptr %232, align 8
  %234 = getelementptr inbounds nuw i8, ptr %17, i64 24
  %235 = load ptr, ptr %234, align 8
  br label %268

236:                                              ; preds = %268, %226
  %237 = phi <16 x float> [ zeroinitializer, %226 ], [ %309, %268 ]
  %238 = phi <16 x float> [ zeroinitializer, %226 ], [ %308, %268 ]
  %239 = phi <16 x float> [ zeroinitializer, %226 ], [ %303, %268 ]
  %240 = phi <16 x float> [ zeroinitializer, %226 ], [ %302, %268 ]
  %241 = phi <16 x float> [ zeroinitializer, %226 ], [ %297, %268 ]
  %242 = phi <16 x float> [ zeroinitializer, %226 ], [ %296, %268 ]
  %243 = phi <16 x float> [ zeroinitializer, %226 ], [ %291, %268 ]
  %244 = phi <16 x float> [ zeroinitializer, %226 ], [ %290, %268 ]
  %245 = load ptr, ptr %18, align 8
  %246 = getelementptr inbounds nuw float, ptr %245, i64 %163
  store <16 x float> %244, ptr %246, align 4
  %247 = load ptr, ptr %18, align 8
  %248 = getelementptr inbounds nuw float, ptr %247, i64 %163
  %249 = getelementptr inbounds nuw i8, ptr %248, i64 64
  store <16 x float> %243, ptr %249, align 4
  %250 = getelementptr inbounds nuw i8, ptr %18, i64 8
  %251 = load ptr, ptr %250, align 8
  %252 = getelementptr inbounds nuw float, ptr %251, i64 %163
  store <16 x float> %242, ptr %252, align 4
  %253 = load ptr, ptr %250, align 8
  %254 = getelementptr inbounds nuw float, ptr %253, i64 %163
  %255 = getelementptr inbounds nuw i8, ptr %254, i64 64
  store <16 x float> %241, ptr %255, align 4
  %256 = getelementptr inbounds nuw i8, ptr %18, i64 16
  %257 = load ptr, ptr %256, align 8
  %258 = getelementptr inbounds nuw float, ptr %257, i64 %163
  store <16 x float> %240, ptr %258, align 4
  %259 = load ptr, ptr %256, align 8
  %260 = getelementptr inbounds nuw float, ptr %259, i64 %163
  %261 = getelementptr inbounds nuw i8, ptr %260, i64 64
  store <16 x float> %239, ptr %261, align 4
  %262 = getelementptr inbounds nuw i8, ptr %18, i64 24
  %263 = load ptr, ptr %262, align 8
  %264 = getelementptr inbounds nuw float, ptr %263, i64 %163
  store <16 x float> %238, ptr %264, align 4
  %265 = load ptr, ptr %262, align 8
  %266 = getelementptr inbounds nuw float, ptr %265, i64 %163
  %267 = getelementptr inbounds nuw i8, ptr %266, i64 64
  store <16 x float> %237, ptr %267, align 4
  br label %976

268:                                              ; preds = %228, %268
  %269 = phi <16 x float> [ zeroinitializer, %228 ], [ %309, %268 ]
  %270 = phi <16 x float> [ zeroinitializer, %228 ], [ %308, %268 ]
  %271 = phi <16 x float> [ zeroinitializer, %228 ], [ %303, %268 ]
  %272 = phi <16 x float> [ zeroinitializer, %228 ], [ %302, %268 ]
  %273 = phi <16 x float> [ zeroinitializer, %228 ], [ %297, %268 ]
  %274 = phi <16 x float> [ zeroinitializer, %228 ], [ %296, %268 ]
  %275 = phi <16 x float> [ zeroinitializer, %228 ], [ %291, %268 ]
  %276 = phi <16 x float> [ zeroinitializer, %228 ], [ %290, %268 ]
  %277 = phi i64 [ 0, %228 ], [ %310, %268 ]
  %278 = xor i64 %277, -1
  %279 = add nsw i64 %4, %278
  %280 = select i1 %12, i64 %277, i64 %279
  %281 = mul nsw i64 %280, %5
  %282 = getelementptr float, ptr %227, i64 %281
  %283 = load <16 x float>, ptr %282, align 4
  %284 = getelementptr inbounds nuw i8, ptr %282, i64 64
  %285 = load <16 x float>, ptr %284, align 4
  %286 = getelementptr inbounds float, ptr %229, i64 %280
  %287 = load float, ptr %286, align 4
  %288 = insertelement <16 x float> poison, float %287, i64 0
  %289 = shufflevector <16 x float> %288, <16 x float> poison, <16 x i32> zeroinitializer
  %290 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %289, <16 x float> %283, <16 x float> %276)
  %291 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %289, <16 x float> %285, <16 x float> %275)
  %292 = getelementptr inbounds float, ptr %231, i64 %280
  %293 = load float, ptr %292, align 4
  %294 = insertelement <16 x float> poison, float %293, i64 0
  %295 = shufflevector <16 x float> %294, <16 x float> poison, <16 x i32> zeroinitializer
  %296 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %295, <16 x float> %283, <16 x float> %274)
  %297 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %295, <16 x float> %285, <16 x float> %273)
  %298 = getelementptr inbounds float, ptr %233, i64 %280
  %299 = load float, ptr %298, align 4
  %300 = insertelement <16 x float> poison, float %299, i64 0
  %301 = shufflevector <16 x float> %300, <16 x float> poison, <16 x i32> zeroinitializer
  %302 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %301, <16 x float> %283, <16 x float> %272)
  %303 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %301, <16 x float> %285, <16 x float> %271)
  %304 = getelementptr inbounds float, ptr %235, i64 %280
  %305 = load float, ptr %304, align 4
  %306 = insertelement <16 x float> poison, float %305, i64 0
  %307 = shufflevector <16 x float> %306, <16 x float> poison, <16 x i32> zeroinitializer
  %308 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %307, <16 x float> %283, <16 x float> %270)
  %309 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %307, <16 x float> %285, <16 x float> %269)
  %310 = add nuw nsw i64 %277, 1
  %311 = icmp eq i64 %310, %4
  br i1 %311, label %236, label %268

312:                                              ; preds = %162
  %313 = getelementptr float, ptr %3, i64 %163
  br i1 %13, label %314, label %322

314:                                              ; preds = %312
  %315 = load ptr, ptr %17, align 8
  %316 = getelementptr inbounds nuw i8, ptr %17, i64 8
  %317 = load ptr, ptr %316, align 8
  %318 = getelementptr inbounds nuw i8, ptr %17, i64 16
  %319 = load ptr, ptr %318, align 8
  %320 = getelementptr inbounds nuw i8, ptr %17, i64 24
  %321 = load ptr, ptr %320, align 8
  br label %370

322:                                              ; preds = %370, %312
  %323 = phi <16 x float> [ zeroinitializer, %312 ], [ %421, %370 ]
  %324 = phi <16 x float> [ zeroinitializer, %312 ], [ %420, %370 ]
  %325 = phi <16 x float> [ zeroinitializer, %312 ], [ %419, %370 ]
  %326 = phi <16 x float> [ zeroinitializer, %312 ], [ %414, %370 ]
  %327 = phi <16 x float> [ zeroinitializer, %312 ], [ %413, %370 ]
  %328 = phi <16 x float> [ zeroinitializer, %312 ], [ %412, %370 ]
  %329 = phi <16 x float> [ zeroinitializer, %312 ], [ %407, %370 ]
  %330 = phi <16 x float> [ zeroinitializer, %312 ], [ %406, %370 ]
  %331 = phi <16 x float> [ zeroinitializer, %312 ], [ %405, %370 ]
  %332 = phi <16 x float> [ zeroinitializer, %312 ], [ %400, %370 ]
  %333 = phi <16 x float> [ zeroinitializer, %312 ], [ %399, %370 ]
  %334 = phi <16 x float> [ zeroinitializer, %312 ], [ %398, %370 ]
  %335 = load ptr, ptr %18, align 8
  %336 = getelementptr inbounds nuw float, ptr %335, i64 %163
  store <16 x float> %334, ptr %336, align 4
  %337 = load ptr, ptr %18, align 8
  %338 = getelementptr inbounds nuw float, ptr %337, i64 %163
  %339 = getelementptr inbounds nuw i8, ptr %338, i64 64
  store <16 x float> %333, ptr %339, align 4
  %340 = load ptr, ptr %18, align 8
  %341 = getelementptr inbounds nuw float, ptr %340, i64 %163
  %342 = getelementptr inbounds nuw i8, ptr %341, i64 128
  store <16 x float> %332, ptr %342, align 4
  %343 = getelementptr inbounds nuw i8, ptr %18, i64 8
  %344 = load ptr, ptr %343, align 8
  %345 = getelementptr inbounds nuw float, ptr %344, i64 %163
  store <16 x float> %331, ptr %345, align 4
  %346 = load ptr, ptr %343, align 8
  %347 = getelementptr inbounds nuw float, ptr %346, i64 %163
  %348 = getelementptr inbounds nuw i8, ptr %347, i64 64
  store <16 x float> %330, ptr %348, align 4
  %349 = load ptr, ptr %343, align 8
  %350 = getelementptr inbounds nuw float, ptr %349, i64 %163
  %351 = getelementptr inbounds nuw i8, ptr %350, i64 128
  store <16 x float> %329, ptr %351, align 4
  %352 = getelementptr inbounds nuw i8, ptr %18, i64 16
  %353 = load ptr, ptr %352, align 8
  %354 = getelementptr inbounds nuw float, ptr %353, i64 %163
  store <16 x float> %328, ptr %354, align 4
  %355 = load ptr, ptr %352, align 8
  %356 = getelementptr inbounds nuw float, ptr %355, i64 %163
  %357 = getelementptr inbounds nuw i8, ptr %356, i64 64
  store <16 x float> %327, ptr %357, align 4
  %358 = load ptr, ptr %352, align 8
  %359 = getelementptr inbounds nuw float, ptr %358, i64 %163
  %360 = getelementptr inbounds nuw i8, ptr %359, i64 128
  store <16 x float> %326, ptr %360, align 4
  %361 = getelementptr inbounds nuw i8, ptr %18, i64 24
  %362 = load ptr, ptr %361, align 8
  %363 = getelementptr inbounds nuw float, ptr %362, i64 %163
  store <16 x float> %325, ptr %363, align 4
  %364 = load ptr, ptr %361, align 8
  %365 = getelementptr inbounds nuw float, ptr %364, i64 %163
  %366 = getelementptr inbounds nuw i8, ptr %365, i64 64
  store <16 x float> %324, ptr %366, align 4
  %367 = load ptr, ptr %361, align 8
  %368 = getelementptr inbounds nuw float, ptr %367, i64 %163
  %369 = getelementptr inbounds nuw i8, ptr %368, i64 128
  store <16 x float> %323, ptr %369, align 4
  br label %976

370:                                              ; preds = %314, %370
  %371 = phi <16 x float> [ zeroinitializer, %314 ], [ %421, %370 ]
  %372 = phi <16 x float> [ zeroinitializer, %314 ], [ %420, %370 ]
  %373 = phi <16 x float> [ zeroinitializer, %314 ], [ %419, %370 ]
  %374 = phi <16 x float> [ zeroinitializer, %314 ], [ %414, %370 ]
  %375 = phi <16 x float> [ zeroinitializer, %314 ], [ %413, %370 ]
  %376 = phi <16 x float> [ zeroinitializer, %314 ], [ %412, %370 ]
  %377 = phi <16 x float> [ zeroinitializer, %314 ], [ %407, %370 ]
  %378 = phi <16 x float> [ zeroinitializer, %314 ], [ %406, %370 ]
  %379 = phi <16 x float> [ zeroinitializer, %314 ], [ %405, %370 ]
  %380 = phi <16 x float> [ zeroinitializer, %314 ], [ %400, %370 ]
  %381 = phi <16 x float> [ zeroinitializer, %314 ], [ %399, %370 ]
  %382 = phi <16 x float> [ zeroinitializer, %314 ], [ %398, %370 ]
  %383 = phi i64 [ 0, %314 ], [ %422, %370 ]
  %384 = xor i64 %383, -1
  %385 = add nsw i64 %4, %384
  %386 = select i1 %12, i64 %383, i64 %385
  %387 = mul nsw i64 %386, %5
  %388 = getelementptr float, ptr %313, i64 %387
  %389 = load <16 x float>, ptr %388, align 4
  %390 = getelementptr inbounds nuw i8, ptr %388, i64 64
  %391 = load <16 x float>, ptr %390, align 4
  %392 = getelementptr inbounds nuw i8, ptr %388, i64 128
  %393 = load <16 x float>, ptr %392, align 4
  %394 = getelementptr inbounds float, ptr %315, i64 %386
  %395 = load float, ptr %394, align 4
  %396 = insertelement <16 x float> poison, float %395, i64 0
  %397 = shufflevector <16 x float> %396, <16 x float> poison, <16 x i32> zeroinitializer
  %398 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %397, <16 x float> %389, <16 x float> %382)
  %399 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %397, <16 x float> %391, <16 x float> %381)
  %400 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %397, <16 x float> %393, <16 x float> %380)
  %401 = getelementptr inbounds float, ptr %317, i64 %386
  %402 = load float, ptr %401, align 4
  %403 = insertelement <16 x float> poison, float %402, i64 0
  %404 = shufflevector <16 x float> %403, <16 x float> poison, <16 x i32> zeroinitializer
  %405 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %404, <16 x float> %389, <16 x float> %379)
  %406 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %404, <16 x float> %391, <16 x float> %378)
  %407 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %404, <16 x float> %393, <16 x float> %377)
  %408 = getelementptr inbounds float, ptr %319, i64 %386
  %409 = load float, ptr %408, align 4
  %410 = insertelement <16 x float> poison, float %409, i64 0
  %411 = shufflevector <16 x float> %410, <16 x float> poison, <16 x i32> zeroinitializer
  %412 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %411, <16 x float> %389, <16 x float> %376)
  %413 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %411, <16 x float> %391, <16 x float> %375)
  %414 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %411, <16 x float> %393, <16 x float> %374)
  %415 = getelementptr inbounds float, ptr %321, i64 %386
  %416 = load float, ptr %415, align 4
  %417 = insertelement <16 x float> poison, float %416, i64 0
  %418 = shufflevector <16 x float> %417, <16 x float> poison, <16 x i32> zeroinitializer
  %419 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %418, <16 x float> %389, <16 x float> %373)
  %420 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %418, <16 x float> %391, <16 x float> %372)
  %421 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %418, <16 x float> %393, <16 x float> %371)
  %422 = add nuw nsw i64 %383, 1
  %423 = icmp eq i64 %422, %4
  br i1 %423, label %322, label %370

424:                                              ; preds = %162
  %425 = getelementptr float, ptr %3, i64 %163
  br i1 %13, label %426, label %434

426:                                              ; preds = %424
  %427 = load ptr, ptr %17, align 8
  %428 = getelementptr inbounds nuw i8, ptr %17, i64 8
  %429 = load ptr, ptr %428, align 8
  %430 = getelementptr inbounds nuw i8, ptr %17, i64 16
  %431 = load ptr, ptr %430, align 8
  %432 = getelementptr inbounds nuw i8, ptr %17, i64 24
  %433 = load ptr, ptr %432, align 8
  br label %498

434:                                              ; preds = %498, %424
  %435 = phi <16 x float> [ zeroinitializer, %424 ], [ %559, %498 ]
  %436 = phi <16 x float> [ zeroinitializer, %424 ], [ %558, %498 ]
  %437 = phi <16 x float> [ zeroinitializer, %424 ], [ %557, %498 ]
  %438 = phi <16 x float> [ zeroinitializer, %424 ], [ %556, %498 ]
  %439 = phi <16 x float> [ zeroinitializer, %424 ], [ %551, %498 ]
  %440 = phi <16 x float> [ zeroinitializer, %424 ], [ %550, %498 ]
  %441 = phi <16 x float> [ zeroinitializer, %424 ], [ %549, %498 ]
  %442 = phi <16 x float> [ zeroinitializer, %424 ], [ %548, %498 ]
  %443 = phi <16 x float> [ zeroinitializer, %424 ], [ %543, %498 ]
  %444 = phi <16 x float> [ zeroinitializer, %424 ], [ %542, %498 ]
  %445 = phi <16 x float> [ zeroinitializer, %424 ], [ %541, %498 ]
  %446 = phi <16 x float> [ zeroinitializer, %424 ], [ %540, %498 ]
  %447 = phi <16 x float> [ zeroinitializer, %424 ], [ %535, %498 ]
  %448 = phi <16 x float> [ zeroinitializer, %424 ], [ %534, %498 ]
  %449 = phi <16 x float> [ zeroinitializer, %424 ], [ %533, %498 ]
  %450 = phi <16 x float> [ zeroinitializer, %424 ], [ %532, %498 ]
  %451 = load ptr, ptr %18, align 8
  %452 = getelementptr inbounds nuw float, ptr %451, i64 %163
  store <16 x float> %450, ptr %452, align 4
  %453 = load ptr, ptr %18, align 8
  %454 = getelementptr inbounds nuw float, ptr %453, i64 %163
  %455 = getelementptr inbounds nuw i8, ptr %454, i64 64
  store <16 x float> %449, ptr %455, align 4
  %456 = load ptr, ptr %18, align 8
  %457 = getelementptr inbounds nuw float, ptr %456, i64 %163
  %458 = getelementptr inbounds nuw i8, ptr %457, i64 128
  store <16 x float> %448, ptr %458, align 4
  %459 = load ptr, ptr %18, align 8
  %460 = getelementptr inbounds nuw float, ptr %459, i64 %163
  %461 = getelementptr inbounds nuw i8, ptr %460, i64 192
  store <16 x float> %447, ptr %461, align 4
  %462 = getelementptr inbounds nuw i8, ptr %18, i64 8
  %463 = load ptr, ptr %462, align 8
  %464 = getelementptr inbounds nuw float, ptr %463, i64 %163
  store <16 x float> %446, ptr %464, align 4
  %465 = load ptr, ptr %462, align 8
  %466 = getelementptr inbounds nuw float, ptr %465, i64 %163
  %467 = getelementptr inbounds nuw i8, ptr %466, i64 64
  store <16 x float> %445, ptr %467, align 4
  %468 = load ptr, ptr %462, align 8
  %469 = getelementptr inbounds nuw float, ptr %468, i64 %163
  %470 = getelementptr inbounds nuw i8, ptr %469, i64 128
  store <16 x float> %444, ptr %470, align 4
  %471 = load ptr, ptr %462, align 8
  %472 = getelementptr inbounds nuw float, ptr %471, i64 %163
  %473 = getelementptr inbounds nuw i8, ptr %472, i64 192
  store <16 x float> %443, ptr %473, align 4
  %474 = getelementptr inbounds nuw i8, ptr %18, i64 16
  %475 = load ptr, ptr %474, align 8
  %476 = getelementptr inbounds nuw float, ptr %475, i64 %163
  store <16 x float> %442, ptr %476, align 4
  %477 = load ptr, ptr %474, align 8
  %478 = getelementptr inbounds nuw float, ptr %477, i64 %163
  %479 = getelementptr inbounds nuw i8, ptr %478, i64 64
  store <16 x float> %441, ptr %479, align 4
  %480 = load ptr, ptr %474, align 8
  %481 = getelementptr inbounds nuw float, ptr %480, i64 %163
  %482 = getelementptr inbounds nuw i8, ptr %481, i64 128
  store <16 x float> %440, ptr %482, align 4
  %483 = load ptr, ptr %474, align 8
  %484 = getelementptr inbounds nuw float, ptr %483, i64 %163
  %485 = getelementptr inbounds nuw i8, ptr %484, i64 192
  store <16 x float> %439, ptr %485, align 4
  %486 = getelementptr inbounds nuw i8, ptr %18, i64 24
  %487 = load ptr, ptr %486, align 8
  %488 = getelementptr inbounds nuw float, ptr %487, i64 %163
  store <16 x float> %438, ptr %488, align 4
  %489 = load ptr, ptr %486, align 8
  %490 = getelementptr inbounds nuw float, ptr %489, i64 %163
  %491 = getelementptr inbounds nuw i8, ptr %490, i64 64
  store <16 x float> %437, ptr %491, align 4
  %492 = load ptr, ptr %486, align 8
  %493 = getelementptr inbounds nuw float, ptr %492, i64 %163
  %494 = getelementptr inbounds nuw i8, ptr %493, i64 128
  store <16 x float> %436, ptr %494, align 4
  %495 = load ptr, ptr %486, align 8
  %496 = getelementptr inbounds nuw float, ptr %495, i64 %163
  %497 = getelementptr inbounds nuw i8, ptr %496, i64 192
  store <16 x float> %435, ptr %497, align 4
  br label %976

498:                                              ; preds = %426, %498
  %499 = phi <16 x float> [ zeroinitializer, %426 ], [ %559, %498 ]
  %500 = phi <16 x float> [ zeroinitializer, %426 ], [ %558, %498 ]
  %501 = phi <16 x float> [ zeroinitializer, %426 ], [ %557, %498 ]
  %502 = phi <16 x float> [ zeroinitializer, %426 ], [ %556, %498 ]
  %503 = phi <16 x float> [ zeroinitializer, %426 ], [ %551, %498 ]
  %504 = phi <16 x float> [ zeroinitializer, %426 ], [ %550, %498 ]
  %505 = phi <16 x float> [ zeroinitializer, %426 ], [ %549, %498 ]
  %506 = phi <16 x float> [ zeroinitializer, %426 ], [ %548, %498 ]
  %507 = phi <16 x float> [ zeroinitializer, %426 ], [ %543, %498 ]
  %508 = phi <16 x float> [ zeroinitializer, %426 ], [ %542, %498 ]
  %509 = phi <16 x float> [ zeroinitializer, %426 ], [ %541, %498 ]
  %510 = phi <16 x float> [ zeroinitializer, %426 ], [ %540, %498 ]
  %511 = phi <16 x float> [ zeroinitializer, %426 ], [ %535, %498 ]
  %512 = phi <16 x float> [ zeroinitializer, %426 ], [ %534, %498 ]
  %513 = phi <16 x float> [ zeroinitializer, %426 ], [ %533, %498 ]
  %514 = phi <16 x float> [ zeroinitializer, %426 ], [ %532, %498 ]
  %515 = phi i64 [ 0, %426 ], [ %560, %498 ]
  %516 = xor i64 %515, -1
  %517 = add nsw i64 %4, %516
  %518 = select i1 %12, i64 %515, i64 %517
  %519 = mul nsw i64 %518, %5
  %520 = getelementptr float, ptr %425, i64 %519
  %521 = load <16 x float>, ptr %520, align 4
  %522 = getelementptr inbounds nuw i8, ptr %520, i64 64
  %523 = load <16 x float>, ptr %522, align 4
  %524 = getelementptr inbounds nuw i8, ptr %520, i64 128
  %525 = load <16 x float>, ptr %524, align 4
  %526 = getelementptr inbounds nuw i8, ptr %520, i64 192
  %527 = load <16 x float>, ptr %526, align 4
  %528 = getelementptr inbounds float, ptr %427, i64 %518
  %529 = load float, ptr %528, align 4
  %530 = insertelement <16 x float> poison, float %529, i64 0
  %531 = shufflevector <16 x float> %530, <16 x float> poison, <16 x i32> zeroinitializer
  %532 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %531, <16 x float> %521, <16 x float> %514)
  %533 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %531, <16 x float> %523, <16 x float> %513)
  %534 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %531, <16 x float> %525, <16 x float> %512)
  %535 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %531, <16 x float> %527, <16 x float> %511)
  %536 = getelementptr inbounds float, ptr %429, i64 %518
  %537 = load float, ptr %536, align 4
  %538 = insertelement <16 x float> poison, float %537, i64 0
  %539 = shufflevector <16 x float> %538, <16 x float> poison, <16 x i32> zeroinitializer
  %540 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %539, <16 x float> %521, <16 x float> %510)
  %541 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %539, <16 x float> %523, <16 x float> %509)
  %542 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %539, <16 x float> %525, <16 x float> %508)
  %543 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %539, <16 x float> %527, <16 x float> %507)
  %544 = getelementptr inbounds float, ptr %431, i64 %518
  %545 = load float, ptr %544, align 4
  %546 = insertelement <16 x float> poison, float %545, i64 0
  %547 = shufflevector <16 x float> %546, <16 x float> poison, <16 x i32> zeroinitializer
  %548 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %547, <16 x float> %521, <16 x float> %506)
  %549 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %547, <16 x float> %523, <16 x float> %505)
  %550 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %547, <16 x float> %525, <16 x float> %504)
  %551 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %547, <16 x float> %527, <16 x float> %503)
  %552 = getelementptr inbounds float, ptr %433, i64 %518
  %553 = load float, ptr %552, align 4
  %554 = insertelement <16 x float> poison, float %553, i64 0
  %555 = shufflevector <16 x float> %554, <16 x float> poison, <16 x i32> zeroinitializer
  %556 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %555, <16 x float> %521, <16 x float> %502)
  %557 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %555, <16 x float> %523, <16 x float> %501)
  %558 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %555, <16 x float> %525, <16 x float> %500)
  %559 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %555, <16 x float> %527, <16 x float> %499)
  %560 = add nuw nsw i64 %515, 1
  %561 = icmp eq i64 %560, %4
  br i1 %561, label %434, label %498

562:                                              ; preds = %162
  %563 = getelementptr float, ptr %3, i64 %163
  br i1 %13, label %564, label %572

564:                                              ; preds = %562
  %565 = load ptr, ptr %17, align 8
  %566 = getelementptr inbounds nuw i8, ptr %17, i64 8
  %567 = load ptr, ptr %566, align 8
  %568 = getelementptr inbounds nuw i8, ptr %17, i64 16
  %569 = load ptr, ptr %568, align 8
  %570 = getelementptr inbounds nuw i8, ptr %17, i64 24
  %571 = load ptr, ptr %570, align 8
  br label %636

572:                                              ; preds = %636, %562
  %573 = phi <16 x float> [ zeroinitializer, %562 ], [ %699, %636 ]
  %574 = phi <16 x float> [ zeroinitializer, %562 ], [ %694, %636 ]
  %575 = phi <16 x float> [ zeroinitializer, %562 ], [ %693, %636 ]
  %576 = phi <16 x float> [ zeroinitializer, %562 ], [ %692, %636 ]
  %577 = phi <16 x float> [ zeroinitializer, %562 ], [ %691, %636 ]
  %578 = phi <16 x float> [ zeroinitializer, %562 ], [ %690, %636 ]
  %579 = phi <16 x float> [ zeroinitializer, %562 ], [ %685, %636 ]
  %580 = phi <16 x float> [ zeroinitializer, %562 ], [ %684, %636 ]
  %581 = phi <16 x float> [ zeroinitializer, %562 ], [ %683, %636 ]
  %582 = phi <16 x float> [ zeroinitializer, %562 ], [ %682, %636 ]
  %583 = phi <16 x float> [ zeroinitializer, %562 ], [ %681, %636 ]
  %584 = phi <16 x float> [ zeroinitializer, %562 ], [ %676, %636 ]
  %585 = phi <16 x float> [ zeroinitializer, %562 ], [ %675, %636 ]
  %586 = phi <16 x float> [ zeroinitializer, %562 ], [ %674, %636 ]
  %587 = phi <16 x float> [ zeroinitializer, %562 ], [ %673, %636 ]
  %588 = phi <16 x float> [ zeroinitializer, %562 ], [ %672, %636 ]
  %589 = load ptr, ptr %18, align 8
  %590 = getelementptr inbounds nuw float, ptr %589, i64 %163
  store <16 x float> %588, ptr %590, align 4
  %591 = load ptr, ptr %18, align 8
  %592 = getelementptr inbounds nuw float, ptr %591, i64 %163
  %593 = getelementptr inbounds nuw i8, ptr %592, i64 64
  store <16 x float> %587, ptr %593, align 4
  %594 = load ptr, ptr %18, align 8
  %595 = getelementptr inbounds nuw float, ptr %594, i64 %163
  %596 = getelementptr inbounds nuw i8, ptr %595, i64 128
  store <16 x float> %586, ptr %596, align 4
  %597 = load ptr, ptr %18, align 8
  %598 = getelementptr inbounds nuw float, ptr %597, i64 %163
  %599 = getelementptr inbounds nuw i8, ptr %598, i64 192
  store <16 x float> %585, ptr %599, align 4
  %600 = load ptr, ptr %18, align 8
  %601 = getelementptr inbounds nuw float, ptr %600, i64 %163
  %602 = getelementptr inbounds nuw i8, ptr %601, i64 256
  store <16 x float> %584, ptr %602, align 4
  %603 = getelementptr inbounds nuw i8, ptr %18, i64 8
  %604 = load ptr, ptr %603, align 8
  %605 = getelementptr inbounds nuw float, ptr %604, i64 %163
  store <16 x float> %583, ptr %605, align 4
  %606 = load ptr, ptr %603, align 8
  %607 = getelementptr inbounds nuw float, ptr %606, i64 %163
  %608 = getelementptr inbounds nuw i8, ptr %607, i64 64
  store <16 x float> %582, ptr %608, align 4
  %609 = load ptr, ptr %603, align 8
  %610 = getelementptr inbounds nuw float, ptr %609, i64 %163
  %611 = getelementptr inbounds nuw i8, ptr %610, i64 128
  store <16 x float> %581, ptr %611, align 4
  %612 = load ptr, ptr %603, align 8
  %613 = getelementptr inbounds nuw float, ptr %612, i64 %163
  %614 = getelementptr inbounds nuw i8, ptr %613, i64 192
  store <16 x float> %580, ptr %614, align 4
  %615 = load ptr, ptr %603, align 8
  %616 = getelementptr inbounds nuw float, ptr %615, i64 %163
  %617 = getelementptr inbounds nuw i8, ptr %616, i64 256
  store <16 x float> %579, ptr %617, align 4
  %618 = getelementptr inbounds nuw i8, ptr %18, i64 16
  %619 = load ptr, ptr %618, align 8
  %620 = getelementptr inbounds nuw float, ptr %619, i64 %163
  store <16 x float> %578, ptr %620, align 4
  %621 = load ptr, ptr %618, align 8
  %622 = getelementptr inbounds nuw float, ptr %621, i64 %163
  %623 = getelementptr inbounds nuw i8, ptr %622, i64 64
  store <16 x float> %577, ptr %623, align 4
  %624 = load ptr, ptr %618, align 8
  %625 = getelementptr inbounds nuw float, ptr %624, i64 %163
  %626 = getelementptr inbounds nuw i8, ptr %625, i64 128
  store <16 x float> %576, ptr %626, align 4
  %627 = load ptr, ptr %618, align 8
  %628 = getelementptr inbounds nuw float, ptr %627, i64 %163
  %629 = getelementptr inbounds nuw i8, ptr %628, i64 192
  store <16 x float> %575, ptr %629, align 4
  %630 = load ptr, ptr %618, align 8
  %631 = getelementptr inbounds nuw float, ptr %630, i64 %163
  %632 = getelementptr inbounds nuw i8, ptr %631, i64 256
  store <16 x float> %574, ptr %632, align 4
  %633 = getelementptr inbounds nuw i8, ptr %18, i64 24
  %634 = load ptr, ptr %633, align 8
  %635 = getelementptr inbounds nuw float, ptr %634, i64 %163
  store <16 x float> %573, ptr %635, align 4
  br label %976

636:                                              ; preds = %564, %636
  %637 = phi <16 x float> [ zeroinitializer, %564 ], [ %699, %636 ]
  %638 = phi <16 x float> [ zeroinitializer, %564 ], [ %694, %636 ]
  %639 = phi <16 x float> [ zeroinitializer, %564 ], [ %693, %636 ]
  %640 = phi <16 x float> [ zeroinitializer, %564 ], [ %692, %636 ]
  %641 = phi <16 x float> [ zeroinitializer, %564 ], [ %691, %636 ]
  %642 = phi <16 x float> [ zeroinitializer, %564 ], [ %690, %636 ]
  %643 = phi <16 x float> [ zeroinitializer, %564 ], [ %685, %636 ]
  %644 = phi <16 x float> [ zeroinitializer, %564 ], [ %684, %636 ]
  %645 = phi <16 x float> [ zeroinitializer, %564 ], [ %683, %636 ]
  %646 = phi <16 x float> [ zeroinitializer, %564 ], [ %682, %636 ]
  %647 = phi <16 x float> [ zeroinitializer, %564 ], [ %681, %636 ]
  %648 = phi <16 x float> [ zeroinitializer, %564 ], [ %676, %636 ]
  %649 = phi <16 x float> [ zeroinitializer, %564 ], [ %675, %636 ]
  %650 = phi <16 x float> [ zeroinitializer, %564 ], [ %674, %636 ]
  %651 = phi <16 x float> [ zeroinitializer, %564 ], [ %673, %636 ]
  %652 = phi <16 x float> [ zeroinitializer, %564 ], [ %672, %636 ]
  %653 = phi i64 [ 0, %564 ], [ %700, %636 ]
  %654 = xor i64 %653, -1
  %655 = add nsw i64 %4, %654
  %656 = select i1 %12, i64 %653, i64 %655
  %657 = mul nsw i64 %656, %5
  %658 = getelementptr float, ptr %563, i64 %657
  %659 = load <16 x float>, ptr %658, align 4
  %660 = getelementptr inbounds nuw i8, ptr %658, i64 64
  %661 = load <16 x float>, ptr %660, align 4
  %662 = getelementptr inbounds nuw i8, ptr %658, i64 128
  %663 = load <16 x float>, ptr %662, align 4
  %664 = getelementptr inbounds nuw i8, ptr %658, i64 192
  %665 = load <16 x float>, ptr %664, align 4
  %666 = getelementptr inbounds nuw i8, ptr %658, i64 256
  %667 = load <16 x float>, ptr %666, align 4
  %668 = getelementptr inbounds float, ptr %565, i64 %656
  %669 = load float, ptr %668, align 4
  %670 = insertelement <16 x float> poison, float %669, i64 0
  %671 = shufflevector <16 x float> %670, <16 x float> poison, <16 x i32> zeroinitializer
  %672 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %671, <16 x float> %659, <16 x float> %652)
  %673 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %671, <16 x float> %661, <16 x float> %651)
  %674 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %671, <16 x float> %663, <16 x float> %650)
  %675 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %671, <16 x float> %665, <16 x float> %649)
  %676 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %671, <16 x float> %667, <16 x float> %648)
  %677 = getelementptr inbounds float, ptr %567, i64 %656
  %678 = load float, ptr %677, align 4
  %679 = insertelement <16 x float> poison, float %678, i64 0
  %680 = shufflevector <16 x float> %679, <16 x float> poison, <16 x i32> zeroinitializer
  %681 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %680, <16 x float> %659, <16 x float> %647)
  %682 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %680, <16 x float> %661, <16 x float> %646)
  %683 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %680, <16 x float> %663, <16 x float> %645)
  %684 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %680, <16 x float> %665, <16 x float> %644)
  %685 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %680, <16 x float> %667, <16 x float> %643)
  %686 = getelementptr inbounds float, ptr %569, i64 %656
  %687 = load float, ptr %686, align 4
  %688 = insertelement <16 x float> poison, float %687, i64 0
  %689 = shufflevector <16 x float> %688, <16 x float> poison, <16 x i32> zeroinitializer
  %690 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %689, <16 x float> %659, <16 x float> %642)
  %691 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %689, <16 x float> %661, <16 x float> %641)
  %692 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %689, <16 x float> %663, <16 x float> %640)
  %693 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %689, <16 x float> %665, <16 x float> %639)
  %694 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %689, <16 x float> %667, <16 x float> %638)
  %695 = getelementptr inbounds float, ptr %571, i64 %656
  %696 = load float, ptr %695, align 4
  %697 = insertelement <16 x float> poison, float %696, i64 0
  %698 = shufflevector <16 x float> %697, <16 x float> poison, <16 x i32> zeroinitializer
  %699 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %698, <16 x float> %659, <16 x float> %637)
  %700 = add nuw nsw i64 %653, 1
  %701 = icmp eq i64 %700, %4
  br i1 %701, label %572, label %636

702:                                              ; preds = %162
  %703 = getelementptr float, ptr %3, i64 %163
  br i1 %13, label %704, label %710

704:                                              ; preds = %702
  %705 = load ptr, ptr %17, align 8
  %706 = getelementptr inbounds nuw i8, ptr %17, i64 8
  %707 = load ptr, ptr %706, align 8
  %708 = getelementptr inbounds nuw i8, ptr %17, i64 16
  %709 = load ptr, ptr %708, align 8
  br label %774

710:                                              ; preds = %774, %702
  %711 = phi <16 x float> [ zeroinitializer, %702 ], [ %835, %774 ]
  %712 = phi <16 x float> [ zeroinitializer, %702 ], [ %834, %774 ]
  %713 = phi <16 x float> [ zeroinitializer, %702 ], [ %833, %774 ]
  %714 = phi <16 x float> [ zeroinitializer, %702 ], [ %832, %774 ]
  %715 = phi <16 x float> [ zeroinitializer, %702 ], [ %827, %774 ]
  %716 = phi <16 x float> [ zeroinitializer, %702 ], [ %826, %774 ]
  %717 = phi <16 x float> [ zeroinitializer, %702 ], [ %825, %774 ]
  %718 = phi <16 x float> [ zeroinitializer, %702 ], [ %824, %774 ]
  %719 = phi <16 x float> [ zeroinitializer, %702 ], [ %823, %774 ]
  %720 = phi <16 x float> [ zeroinitializer, %702 ], [ %822, %774 ]
  %721 = phi <16 x float> [ zeroinitializer, %702 ], [ %817, %774 ]
  %722 = phi <16 x float> [ zeroinitializer, %702 ], [ %816, %774 ]
  %723 = phi <16 x float> [ zeroinitializer, %702 ], [ %815, %774 ]
  %724 = phi <16 x float> [ zeroinitializer, %702 ], [ %814, %774 ]
  %725 = phi <16 x float> [ zeroinitializer, %702 ], [ %813, %774 ]
  %726 = phi <16 x float> [ zeroinitializer, %702 ], [ %812, %774 ]
  %727 = load ptr, ptr %18, align 8
  %728 = getelementptr inbounds nuw float, ptr %727, i64 %163
  store <16 x float> %726, ptr %728, align 4
  %729 = load ptr, ptr %18, align 8
  %730 = getelementptr inbounds nuw float, ptr %729, i64 %163
  %731 = getelementptr inbounds nuw i8, ptr %730, i64 64
  store <16 x float> %725, ptr %731, align 4
  %732 = load ptr, ptr %18, align 8
  %733 = getelementptr inbounds nuw float, ptr %732, i64 %163
  %734 = getelementptr inbounds nuw i8, ptr %733, i64 128
  store <16 x float> %724, ptr %734, align 4
  %735 = load ptr, ptr %18, align 8
  %736 = getelementptr inbounds nuw float, ptr %735, i64 %163
  %737 = getelementptr inbounds nuw i8, ptr %736, i64 192
  store <16 x float> %723, ptr %737, align 4
  %738 = load ptr, ptr %18, align 8
  %739 = getelementptr inbounds nuw float, ptr %738, i64 %163
  %740 = getelementptr inbounds nuw i8, ptr %739, i64 256
  store <16 x float> %722, ptr %740, align 4
  %741 = load ptr, ptr %18, align 8
  %742 = getelementptr inbounds nuw float, ptr %741, i64 %163
  %743 = getelementptr inbounds nuw i8, ptr %742, i64 320
  store <16 x float> %721, ptr %743, align 4
  %744 = getelementptr inbounds nuw i8, ptr %18, i64 8
  %745 = load ptr, ptr %744, align 8
  %746 = getelementptr inbounds nuw float, ptr %745, i64 %163
  store <16 x float> %720, ptr %746, align 4
  %747 = load ptr, ptr %744, align 8
  %748 = getelementptr inbounds nuw float, ptr %747, i64 %163
  %749 = getelementptr inbounds nuw i8, ptr %748, i64 64
  store <16 x float> %719, ptr %749, align 4
  %750 = load ptr, ptr %744, align 8
  %751 = getelementptr inbounds nuw float, ptr %750, i64 %163
  %752 = getelementptr inbounds nuw i8, ptr %751, i64 128
  store <16 x float> %718, ptr %752, align 4
  %753 = load ptr, ptr %744, align 8
  %754 = getelementptr inbounds nuw float, ptr %753, i64 %163
  %755 = getelementptr inbounds nuw i8, ptr %754, i64 192
  store <16 x float> %717, ptr %755, align 4
  %756 = load ptr, ptr %744, align 8
  %757 = getelementptr inbounds nuw float, ptr %756, i64 %163
  %758 = getelementptr inbounds nuw i8, ptr %757, i64 256
  store <16 x float> %716, ptr %758, align 4
  %759 = load ptr, ptr %744, align 8
  %760 = getelementptr inbounds nuw float, ptr %759, i64 %163
  %761 = getelementptr inbounds nuw i8, ptr %760, i64 320
  store <16 x float> %715, ptr %761, align 4
  %762 = getelementptr inbounds nuw i8, ptr %18, i64 16
  %763 = load ptr, ptr %762, align 8
  %764 = getelementptr inbounds nuw float, ptr %763, i64 %163
  store <16 x float> %714, ptr %764, align 4
  %765 = load ptr, ptr %762, align 8
  %766 = getelementptr inbounds nuw float, ptr %765, i64 %163
  %767 = getelementptr inbounds nuw i8, ptr %766, i64 64
  store <16 x float> %713, ptr %767, align 4
  %768 = load ptr, ptr %762, align 8
  %769 = getelementptr inbounds nuw float, ptr %768, i64 %163
  %770 = getelementptr inbounds nuw i8, ptr %769, i64 128
  store <16 x float> %712, ptr %770, align 4
  %771 = load ptr, ptr %762, align 8
  %772 = getelementptr inbounds nuw float, ptr %771, i64 %163
  %773 = getelementptr inbounds nuw i8, ptr %772, i64 192
  store <16 x float> %711, ptr %773, align 4
  br label %976

774:                                              ; preds = %704, %774
  %775 = phi <16 x float> [ zeroinitializer, %704 ], [ %835, %774 ]
  %776 = phi <16 x float> [ zeroinitializer, %704 ], [ %834, %774 ]
  %777 = phi <16 x float> [ zeroinitializer, %704 ], [ %833, %774 ]
  %778 = phi <16 x float> [ zeroinitializer, %704 ], [ %832, %774 ]
  %779 = phi <16 x float> [ zeroinitializer, %704 ], [ %827, %774 ]
  %780 = phi <16 x float> [ zeroinitializer, %704 ], [ %826, %774 ]
  %781 = phi <16 x float> [ zeroinitializer, %704 ], [ %825, %774 ]
  %782 = phi <16 x float> [ zeroinitializer, %704 ], [ %824, %774 ]
  %783 = phi <16 x float> [ zeroinitializer, %704 ], [ %823, %774 ]
  %784 = phi <16 x float> [ zeroinitializer, %704 ], [ %822, %774 ]
  %785 = phi <16 x float> [ zeroinitializer, %704 ], [ %817, %774 ]
  %786 = phi <16 x float> [ zeroinitializer, %704 ], [ %816, %774 ]
  %787 = phi <16 x float> [ zeroinitializer, %704 ], [ %815, %774 ]
  %788 = phi <16 x float> [ zeroinitializer, %704 ], [ %814, %774 ]
  %789 = phi <16 x float> [ zeroinitializer, %704 ], [ %813, %774 ]
  %790 = phi <16 x float> [ zeroinitializer, %704 ], [ %812, %774 ]
  %791 = phi i64 [ 0, %704 ], [ %836, %774 ]
  %792 = xor i64 %791, -1
  %793 = add nsw i64 %4, %792
  %794 = select i1 %12, i64 %791, i64 %793
  %795 = mul nsw i64 %794, %5
  %796 = getelementptr float, ptr %703, i64 %795
  %797 = load <16 x float>, ptr %796, align 4
  %798 = getelementptr inbounds nuw i8, ptr %796, i64 64
  %799 = load <16 x float>, ptr %798, align 4
  %800 = getelementptr inbounds nuw i8, ptr %796, i64 128
  %801 = load <16 x float>, ptr %800, align 4
  %802 = getelementptr inbounds nuw i8, ptr %796, i64 192
  %803 = load <16 x float>, ptr %802, align 4
  %804 = getelementptr inbounds nuw i8, ptr %796, i64 256
  %805 = load <16 x float>, ptr %804, align 4
  %806 = getelementptr inbounds nuw i8, ptr %796, i64 320
  %807 = load <16 x float>, ptr %806, align 4
  %808 = getelementptr inbounds float, ptr %705, i64 %794
  %809 = load float, ptr %808, align 4
  %810 = insertelement <16 x float> poison, float %809, i64 0
  %811 = shufflevector <16 x float> %810, <16 x float> poison, <16 x i32> zeroinitializer
  %812 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %811, <16 x float> %797, <16 x float> %790)
  %813 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %811, <16 x float> %799, <16 x float> %789)
  %814 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %811, <16 x float> %801, <16 x float> %788)
  %815 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %811, <16 x float> %803, <16 x float> %787)
  %816 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %811, <16 x float> %805, <16 x float> %786)
  %817 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %811, <16 x float> %807, <16 x float> %785)
  %818 = getelementptr inbounds float, ptr %707, i64 %794
  %819 = load float, ptr %818, align 4
  %820 = insertelement <16 x float> poison, float %819, i64 0
  %821 = shufflevector <16 x float> %820, <16 x float> poison, <16 x i32> zeroinitializer
  %822 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %821, <16 x float> %797, <16 x float> %784)
  %823 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %821, <16 x float> %799, <16 x float> %783)
  %824 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %821, <16 x float> %801, <16 x float> %782)
  %825 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %821, <16 x float> %803, <16 x float> %781)
  %826 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %821, <16 x float> %805, <16 x float> %780)
  %827 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %821, <16 x float> %807, <16 x float> %779)
  %828 = getelementptr inbounds float, ptr %709, i64 %794
  %829 = load float, ptr %828, align 4
  %830 = insertelement <16 x float> poison, float %829, i64 0
  %831 = shufflevector <16 x float> %830, <16 x float> poison, <16 x i32> zeroinitializer
  %832 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %831, <16 x float> %797, <16 x float> %778)
  %833 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %831, <16 x float> %799, <16 x float> %777)
  %834 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %831, <16 x float> %801, <16 x float> %776)
  %835 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %831, <16 x float> %803, <16 x float> %775)
  %836 = add nuw nsw i64 %791, 1
  %837 = icmp eq i64 %836, %4
  br i1 %837, label %710, label %774

838:                                              ; preds = %162
  %839 = getelementptr float, ptr %3, i64 %163
  br i1 %13, label %840, label %846

840:                                              ; preds = %838
  %841 = load ptr, ptr %17, align 8
  %842 = getelementptr inbounds nuw i8, ptr %17, i64 8
  %843 = load ptr, ptr %842, align 8
  %844 = getelementptr inbounds nuw i8, ptr %17, i64 16
  %845 = load ptr, ptr %844, align 8
  br label %910

846:                                              ; preds = %910, %838
  %847 = phi <16 x float> [ zeroinitializer, %838 ], [ %973, %910 ]
  %848 = phi <16 x float> [ zeroinitializer, %838 ], [ %972, %910 ]
  %849 = phi <16 x float> [ zeroinitializer, %838 ], [ %967, %910 ]
  %850 = phi <16 x float> [ zeroinitializer, %838 ], [ %966, %910 ]
  %851 = phi <16 x float> [ zeroinitializer, %838 ], [ %965, %910 ]
  %852 = phi <16 x float> [ zeroinitializer, %838 ], [ %964, %910 ]
  %853 = phi <16 x float> [ zeroinitializer, %838 ], [ %963, %910 ]
  %854 = phi <16 x float> [ zeroinitializer, %838 ], [ %962, %910 ]
  %855 = phi <16 x float> [ zeroinitializer, %838 ], [ %961, %910 ]
  %856 = phi <16 x float> [ zeroinitializer, %838 ], [ %956, %910 ]
  %857 = phi <16 x float> [ zeroinitializer, %838 ], [ %955, %910 ]
  %858 = phi <16 x float> [ zeroinitializer, %838 ], [ %954, %910 ]
  %859 = phi <16 x float> [ zeroinitializer, %838 ], [ %953, %910 ]
  %860 = phi <16 x float> [ zeroinitializer, %838 ], [ %952, %910 ]
  %861 = phi <16 x float> [ zeroinitializer, %838 ], [ %951, %910 ]
  %862 = phi <16 x float> [ zeroinitializer, %838 ], [ %950, %910 ]
  %863 = load ptr, ptr %18, align 8
  %864 = getelementptr inbounds nuw float, ptr %863, i64 %163
  store <16 x float> %862, ptr %864, align 4
  %865 = load ptr, ptr %18, align 8
  %866 = getelementptr inbounds nuw float, ptr %865, i64 %163
  %867 = getelementptr inbounds nuw i8, ptr %866, i64 64
  store <16 x float> %861, ptr %867, align 4
  %868 = load ptr, ptr %18, align 8
  %869 = getelementptr inbounds nuw float, ptr %868, i64 %163
  %870 = getelementptr inbounds nuw i8, ptr %869, i64 128
  store <16 x float> %860, ptr %870, align 4
  %871 = load ptr, ptr %18, align 8
  %872 = getelementptr inbounds nuw float, ptr %871, i64 %163
  %873 = getelementptr inbounds nuw i8, ptr %872, i64 192
  store <16 x float> %859, ptr %873, align 4
  %874 = load ptr, ptr %18, align 8
  %875 = getelementptr inbounds nuw float, ptr %874, i64 %163
  %876 = getelementptr inbounds nuw i8, ptr %875, i64 256
  store <16 x float> %858, ptr %876, align 4
  %877 = load ptr, ptr %18, align 8
  %878 = getelementptr inbounds nuw float, ptr %877, i64 %163
  %879 = getelementptr inbounds nuw i8, ptr %878, i64 320
  store <16 x float> %857, ptr %879, align 4
  %880 = load ptr, ptr %18, align 8
  %881 = getelementptr inbounds nuw float, ptr %880, i64 %163
  %882 = getelementptr inbounds nuw i8, ptr %881, i64 384
  store <16 x float> %856, ptr %882, align 4
  %883 = getelementptr inbounds nuw i8, ptr %18, i64 8
  %884 = load ptr, ptr %883, align 8
  %885 = getelementptr inbounds nuw float, ptr %884, i64 %163
  store <16 x float> %855, ptr %885, align 4
  %886 = load ptr, ptr %883, align 8
  %887 = getelementptr inbounds nuw float, ptr %886, i64 %163
  %888 = getelementptr inbounds nuw i8, ptr %887, i64 64
  store <16 x float> %854, ptr %888, align 4
  %889 = load ptr, ptr %883, align 8
  %890 = getelementptr inbounds nuw float, ptr %889, i64 %163
  %891 = getelementptr inbounds nuw i8, ptr %890, i64 128
  store <16 x float> %853, ptr %891, align 4
  %892 = load ptr, ptr %883, align 8
  %893 = getelementptr inbounds nuw float, ptr %892, i64 %163
  %894 = getelementptr inbounds nuw i8, ptr %893, i64 192
  store <16 x float> %852, ptr %894, align 4
  %895 = load ptr, ptr %883, align 8
  %896 = getelementptr inbounds nuw float, ptr %895, i64 %163
  %897 = getelementptr inbounds nuw i8, ptr %896, i64 256
  store <16 x float> %851, ptr %897, align 4
  %898 = load ptr, ptr %883, align 8
  %899 = getelementptr inbounds nuw float, ptr %898, i64 %163
  %900 = getelementptr inbounds nuw i8, ptr %899, i64 320
  store <16 x float> %850, ptr %900, align 4
  %901 = load ptr, ptr %883, align 8
  %902 = getelementptr inbounds nuw float, ptr %901, i64 %163
  %903 = getelementptr inbounds nuw i8, ptr %902, i64 384
  store <16 x float> %849, ptr %903, align 4
  %904 = getelementptr inbounds nuw i8, ptr %18, i64 16
  %905 = load ptr, ptr %904, align 8
  %906 = getelementptr inbounds nuw float, ptr %905, i64 %163
  store <16 x float> %848, ptr %906, align 4
  %907 = load ptr, ptr %904, align 8
  %908 = getelementptr inbounds nuw float, ptr %907, i64 %163
  %909 = getelementptr inbounds nuw i8, ptr %908, i64 64
  store <16 x float> %847, ptr %909, align 4
  br label %976

910:                                              ; preds = %840, %910
  %911 = phi <16 x float> [ zeroinitializer, %840 ], [ %973, %910 ]
  %912 = phi <16 x float> [ zeroinitializer, %840 ], [ %972, %910 ]
  %913 = phi <16 x float> [ zeroinitializer, %840 ], [ %967, %910 ]
  %914 = phi <16 x float> [ zeroinitializer, %840 ], [ %966, %910 ]
  %915 = phi <16 x float> [ zeroinitializer, %840 ], [ %965, %910 ]
  %916 = phi <16 x float> [ zeroinitializer, %840 ], [ %964, %910 ]
  %917 = phi <16 x float> [ zeroinitializer, %840 ], [ %963, %910 ]
  %918 = phi <16 x float> [ zeroinitializer, %840 ], [ %962, %910 ]
  %919 = phi <16 x float> [ zeroinitializer, %840 ], [ %961, %910 ]
  %920 = phi <16 x float> [ zeroinitializer, %840 ], [ %956, %910 ]
  %921 = phi <16 x float> [ zeroinitializer, %840 ], [ %955, %910 ]
  %922 = phi <16 x float> [ zeroinitializer, %840 ], [ %954, %910 ]
  %923 = phi <16 x float> [ zeroinitializer, %840 ], [ %953, %910 ]
  %924 = phi <16 x float> [ zeroinitializer, %840 ], [ %952, %910 ]
  %925 = phi <16 x float> [ zeroinitializer, %840 ], [ %951, %910 ]
  %926 = phi <16 x float> [ zeroinitializer, %840 ], [ %950, %910 ]
  %927 = phi i64 [ 0, %840 ], [ %974, %910 ]
  %928 = xor i64 %927, -1
  %929 = add nsw i64 %4, %928
  %930 = select i1 %12, i64 %927, i64 %929
  %931 = mul nsw i64 %930, %5
  %932 = getelementptr float, ptr %839, i64 %931
  %933 = load <16 x float>, ptr %932, align 4
  %934 = getelementptr inbounds nuw i8, ptr %932, i64 64
  %935 = load <16 x float>, ptr %934, align 4
  %936 = getelementptr inbounds nuw i8, ptr %932, i64 128
  %937 = load <16 x float>, ptr %936, align 4
  %938 = getelementptr inbounds nuw i8, ptr %932, i64 192
  %939 = load <16 x float>, ptr %938, align 4
  %940 = getelementptr inbounds nuw i8, ptr %932, i64 256
  %941 = load <16 x float>, ptr %940, align 4
  %942 = getelementptr inbounds nuw i8, ptr %932, i64 320
  %943 = load <16 x float>, ptr %942, align 4
  %944 = getelementptr inbounds nuw i8, ptr %932, i64 384
  %945 = load <16 x float>, ptr %944, align 4
  %946 = getelementptr inbounds float, ptr %841, i64 %930
  %947 = load float, ptr %946, align 4
  %948 = insertelement <16 x float> poison, float %947, i64 0
  %949 = shufflevector <16 x float> %948, <16 x float> poison, <16 x i32> zeroinitializer
  %950 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %949, <16 x float> %933, <16 x float> %926)
  %951 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %949, <16 x float> %935, <16 x float> %925)
  %952 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %949, <16 x float> %937, <16 x float> %924)
  %953 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %949, <16 x float> %939, <16 x float> %923)
  %954 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %949, <16 x float> %941, <16 x float> %922)
  %955 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %949, <16 x float> %943, <16 x float> %921)
  %956 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %949, <16 x float> %945, <16 x float> %920)
  %957 = getelementptr inbounds float, ptr %843, i64 %930
  %958 = load float, ptr %957, align 4
  %959 = insertelement <16 x float> poison, float %958, i64 0
  %960 = shufflevector <16 x float> %959, <16 x float> poison, <16 x i32> zeroinitializer
  %961 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %960, <16 x float> %933, <16 x float> %919)
  %962 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %960, <16 x float> %935, <16 x float> %918)
  %963 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %960, <16 x float> %937, <16 x float> %917)
  %964 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %960, <16 x float> %939, <16 x float> %916)
  %965 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %960, <16 x float> %941, <16 x float> %915)
  %966 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %960, <16 x float> %943, <16 x float> %914)
  %967 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %960, <16 x float> %945, <16 x float> %913)
  %968 = getelementptr inbounds float, ptr %845, i64 %930
  %969 = load float, ptr %968, align 4
  %970 = insertelement <16 x float> poison, float %969, i64 0
  %971 = shufflevector <16 x float> %970, <16 x float> poison, <16 x i32> zeroinitializer
  %972 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %971, <16 x float> %933, <16 x float> %912)
  %973 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %971, <16 x float> %935, <16 x float> %911)
  %974 = add nuw nsw i64 %927, 1
  %975 = icmp eq i64 %974, %4
  br i1 %975, label %846, label %910

976:                                              ; preds = %162, %176, %236, %322, %434, %572, %710, %846
  %977 = add nuw nsw i64 %15, 4
  %978 = icmp sgt i64 %977, %2
  br i1 %978, label %979, label %14

979:                                              ; preds = %976, %8
  %980 = phi i64 [ 0, %8 ], [ %15, %976 ]
  %981 = sub nsw i64 %2, %980
  switch i64 %981, label %4901 [
    i64 3, label %982
    i64 2, label %1853
    i64 1, label %2608
  ]

982:                                              ; preds = %979
  %983 = getelementptr inbounds nuw ptr, ptr %0, i64 %980
  %984 = getelementptr inbounds nuw ptr, ptr %1, i64 %980
  %985 = icmp slt i64 %6, 80
  br i1 %985, label %1121, label %986

986:                                              ; preds = %982
  %987 = icmp eq i32 %7, 0
  %988 = icmp sgt i64 %4, 0
  %989 = getelementptr inbounds nuw i8, ptr %983, i64 8
  %990 = getelementptr inbounds nuw i8, ptr %983, i64 16
  %991 = getelementptr inbounds nuw i8, ptr %984, i64 8
  %992 = getelementptr inbounds nuw i8, ptr %984, i64 16
  br label %993

993:                                              ; preds = %986, %1001
  %994 = phi i64 [ 80, %986 ], [ %1059, %1001 ]
  %995 = phi i64 [ 0, %986 ], [ %994, %1001 ]
  %996 = getelementptr float, ptr %3, i64 %995
  br i1 %988, label %997, label %1001

997:                                              ; preds = %993
  %998 = load ptr, ptr %983, align 8
  %999 = load ptr, ptr %989, align 8
  %1000 = load ptr, ptr %990, align 8
  br label %1061

1001:                                             ; preds = %1061, %993
  %1002 = phi <16 x float> [ zeroinitializer, %993 ], [ %1096, %1061 ]
  %1003 = phi <16 x float> [ zeroinitializer, %993 ], [ %1097, %1061 ]
  %1004 = phi <16 x float> [ zeroinitializer, %993 ], [ %1098, %1061 ]
  %1005 = phi <16 x float> [ zeroinitializer, %993 ], [ %1099, %1061 ]
  %1006 = phi <16 x float> [ zeroinitializer, %993 ], [ %1100, %1061 ]
  %1007 = phi <16 x float> [ zeroinitializer, %993 ], [ %1105, %1061 ]
  %1008 = phi <16 x float> [ zeroinitializer, %993 ], [ %1106, %1061 ]
  %1009 = phi <16 x float> [ zeroinitializer, %993 ], [ %1107, %1061 ]
  %1010 = phi <16 x float> [ zeroinitializer, %993 ], [ %1108, %1061 ]
  %1011 = phi <16 x float> [ zeroinitializer, %993 ], [ %1109, %1061 ]
  %1012 = phi <16 x float> [ zeroinitializer, %993 ], [ %1114, %1061 ]
  %1013 = phi <16 x float> [ zeroinitializer, %993 ], [ %1115, %1061 ]
  %1014 = phi <16 x float> [ zeroinitializer, %993 ], [ %1116, %1061 ]
  %1015 = phi <16 x float> [ zeroinitializer, %993 ], [ %1117, %1061 ]
  %1016 = phi <16 x float> [ zeroinitializer, %993 ], [ %1118, %1061 ]
  %1017 = load ptr, ptr %984, align 8
  %1018 = getelementptr inbounds nuw float, ptr %1017, i64 %995
  store <16 x float> %1002, ptr %1018, align 4
  %1019 = load ptr, ptr %984, align 8
  %1020 = getelementptr inbounds nuw float, ptr %1019, i64 %995
  %1021 = getelementptr inbounds nuw i8, ptr %1020, i64 64
  store <16 x float> %1003, ptr %1021, align 4
  %1022 = load ptr, ptr %984, align 8
  %1023 = getelementptr inbounds nuw float, ptr %1022, i64 %995
  %1024 = getelementptr inbounds nuw i8, ptr %1023, i64 128
  store <16 x float> %1004, ptr %1024, align 4
  %1025 = load ptr, ptr %984, align 8
  %1026 = getelementptr inbounds nuw float, ptr %1025, i64 %995
  %1027 = getelementptr inbounds nuw i8, ptr %1026, i64 192
  store <16 x float> %1005, ptr %1027, align 4
  %1028 = load ptr, ptr %984, align 8
  %1029 = getelementptr inbounds nuw float, ptr %1028, i64 %995
  %1030 = getelementptr inbounds nuw i8, ptr %1029, i64 256
  store <16 x float> %1006, ptr %1030, align 4
  %1031 = load ptr, ptr %991, align 8
  %1032 = getelementptr inbounds nuw float, ptr %1031, i64 %995
  store <16 x float> %1007, ptr %1032, align 4
  %1033 = load ptr, ptr %991, align 8
  %1034 = getelementptr inbounds nuw float, ptr %1033, i64 %995
  %1035 = getelementptr inbounds nuw i8, ptr %1034, i64 64
  store <16 x float> %1008, ptr %1035, align 4
  %1036 = load ptr, ptr %991, align 8
  %1037 = getelementptr inbounds nuw float, ptr %1036, i64 %995
  %1038 = getelementptr inbounds nuw i8, ptr %1037, i64 128
  store <16 x float> %1009, ptr %1038, align 4
  %1039 = load ptr, ptr %991, align 8
  %1040 = getelementptr inbounds nuw float, ptr %1039, i64 %995
  %1041 = getelementptr inbounds nuw i8, ptr %1040, i64 192
  store <16 x float> %1010, ptr %1041, align 4
  %1042 = load ptr, ptr %991, align 8
  %1043 = getelementptr inbounds nuw float, ptr %1042, i64 %995
  %1044 = getelementptr inbounds nuw i8, ptr %1043, i64 256
  store <16 x float> %1011, ptr %1044, align 4
  %1045 = load ptr, ptr %992, align 8
  %1046 = getelementptr inbounds nuw float, ptr %1045, i64 %995
  store <16 x float> %1012, ptr %1046, align 4
  %1047 = load ptr, ptr %992, align 8
  %1048 = getelementptr inbounds nuw float, ptr %1047, i64 %995
  %1049 = getelementptr inbounds nuw i8, ptr %1048, i64 64
  store <16 x float> %1013, ptr %1049, align 4
  %1050 = load ptr, ptr %992, align 8
  %1051 = getelementptr inbounds nuw float, ptr %1050, i64 %995
  %1052 = getelementptr inbounds nuw i8, ptr %1051, i64 128
  store <16 x float> %1014, ptr %1052, align 4
  %1053 = load ptr, ptr %992, align 8
  %1054 = getelementptr inbounds nuw float, ptr %1053, i64 %995
  %1055 = getelementptr inbounds nuw i8, ptr %1054, i64 192
  store <16 x float> %1015, ptr %1055, align 4
  %1056 = load ptr, ptr %992, align 8
  %1057 = getelementptr inbounds nuw float, ptr %1056, i64 %995
  %1058 = getelementptr inbounds nuw i8, ptr %1057, i64 256
  store <16 x float> %1016, ptr %1058, align 4
  %1059 = add nuw nsw i64 %994, 80
  %1060 = icmp sgt i64 %1059, %6
  br i1 %1060, label %1121, label %993

1061:                                             ; preds = %997, %1061
  %1062 = phi <16 x float> [ zeroinitializer, %997 ], [ %1096, %1061 ]
  %1063 = phi <16 x float> [ zeroinitializer, %997 ], [ %1097, %1061 ]
  %1064 = phi <16 x float> [ zeroinitializer, %997 ], [ %1098, %1061 ]
  %1065 = phi <16 x float> [ zeroinitializer, %997 ], [ %1099, %1061 ]
  %1066 = phi <16 x float> [ zeroinitializer, %997 ], [ %1100, %1061 ]
  %1067 = phi <16 x float> [ zeroinitializer, %997 ], [ %1105, %1061 ]
  %1068 = phi <16 x float> [ zeroinitializer, %997 ], [ %1106, %1061 ]
  %1069 = phi <16 x float> [ zeroinitializer, %997 ], [ %1107, %1061 ]
  %1070 = phi <16 x float> [ zeroinitializer, %997 ], [ %1108, %1061 ]
  %1071 = phi <16 x float> [ zeroinitializer, %997 ], [ %1109, %1061 ]
  %1072 = phi <16 x float> [ zeroinitializer, %997 ], [ %1114, %1061 ]
  %1073 = phi <16 x float> [ zeroinitializer, %997 ], [ %1115, %1061 ]
  %1074 = phi <16 x float> [ zeroinitializer, %997 ], [ %1116, %1061 ]
  %1075 = phi <16 x float> [ zeroinitializer, %997 ], [ %1117, %1061 ]
  %1076 = phi <16 x float> [ zeroinitializer, %997 ], [ %1118, %1061 ]
  %1077 = phi i64 [ 0, %997 ], [ %1119, %1061 ]
  %1078 = xor i64 %1077, -1
  %1079 = add nsw i64 %4, %1078
  %1080 = select i1 %987, i64 %1077, i64 %1079
  %1081 = mul nsw i64 %1080, %5
  %1082 = getelementptr float, ptr %996, i64 %1081
  %1083 = load <16 x float>, ptr %1082, align 4
  %1084 = getelementptr inbounds nuw i8, ptr %1082, i64 64
  %1085 = load <16 x float>, ptr %1084, align 4
  %1086 = getelementptr inbounds nuw i8, ptr %1082, i64 128
  %1087 = load <16 x float>, ptr %1086, align 4
  %1088 = getelementptr inbounds nuw i8, ptr %1082, i64 192
  %1089 = load <16 x float>, ptr %1088, align 4
  %1090 = getelementptr inbounds nuw i8, ptr %1082, i64 256
  %1091 = load <16 x float>, ptr %1090, align 4
  %1092 = getelementptr inbounds float, ptr %998, i64 %1080
  %1093 = load float, ptr %1092, align 4
  %1094 = insertelement <16 x float> poison, float %1093, i64 0
  %1095 = shufflevector <16 x float> %1094, <16 x float> poison, <16 x i32> zeroinitializer
  %1096 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1095, <16 x float> %1083, <16 x float> %1062)
  %1097 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1095, <16 x float> %1085, <16 x float> %1063)
  %1098 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1095, <16 x float> %1087, <16 x float> %1064)
  %1099 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1095, <16 x float> %1089, <16 x float> %1065)
  %1100 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1095, <16 x float> %1091, <16 x float> %1066)
  %1101 = getelementptr inbounds float, ptr %999, i64 %1080
  %1102 = load float, ptr %1101, align 4
  %1103 = insertelement <16 x float> poison, float %1102, i64 0
  %1104 = shufflevector <16 x float> %1103, <16 x float> poison, <16 x i32> zeroinitializer
  %1105 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1104, <16 x float> %1083, <16 x float> %1067)
  %1106 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1104, <16 x float> %1085, <16 x float> %1068)
  %1107 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1104, <16 x float> %1087, <16 x float> %1069)
  %1108 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1104, <16 x float> %1089, <16 x float> %1070)
  %1109 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1104, <16 x float> %1091, <16 x float> %1071)
  %1110 = getelementptr inbounds float, ptr %1000, i64 %1080
  %1111 = load float, ptr %1110, align 4
  %1112 = insertelement <16 x float> poison, float %1111, i64 0
  %1113 = shufflevector <16 x float> %1112, <16 x float> poison, <16 x i32> zeroinitializer
  %1114 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1113, <16 x float> %1083, <16 x float> %1072)
  %1115 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1113, <16 x float> %1085, <16 x float> %1073)
  %1116 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1113, <16 x float> %1087, <16 x float> %1074)
  %1117 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1113, <16 x float> %1089, <16 x float> %1075)
  %1118 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1113, <16 x float> %1091, <16 x float> %1076)
  %1119 = add nuw nsw i64 %1077, 1
  %1120 = icmp eq i64 %1119, %4
  br i1 %1120, label %1001, label %1061

1121:                                             ; preds = %1001, %982
  %1122 = phi i64 [ 0, %982 ], [ %994, %1001 ]
  %1123 = sub nsw i64 %6, %1122
  %1124 = sdiv i64 %1123, 16
  switch i64 %1124, label %4901 [
    i64 1, label %1125
    i64 2, label %1175
    i64 3, label %1245
    i64 4, label %1335
    i64 5, label %1445
    i64 6, label %1575
    i64 7, label %1713
  ]

1125:                                             ; preds = %1121
  %1126 = icmp eq i32 %7, 0
  %1127 = getelementptr float, ptr %3, i64 %1122
  %1128 = icmp sgt i64 %4, 0
  br i1 %1128, label %1129, label %1135

1129:                                             ; preds = %1125
  %1130 = load ptr, ptr %983, align 8
  %1131 = getelementptr inbounds nuw i8, ptr %983, i64 8
  %1132 = load ptr, ptr %1131, align 8
  %1133 = getelementptr inbounds nuw i8, ptr %983, i64 16
  %1134 = load ptr, ptr %1133, align 8
  br label %1147

1135:                                             ; preds = %1147, %1125
  %1136 = phi <16 x float> [ zeroinitializer, %1125 ], [ %1172, %1147 ]
  %1137 = phi <16 x float> [ zeroinitializer, %1125 ], [ %1167, %1147 ]
  %1138 = phi <16 x float> [ zeroinitializer, %1125 ], [ %1162, %1147 ]
  %1139 = load ptr, ptr %984, align 8
  %1140 = getelementptr inbounds nuw float, ptr %1139, i64 %1122
  store <16 x float> %1138, ptr %1140, align 4
  %1141 = getelementptr inbounds nuw i8, ptr %984, i64 8
  %1142 = load ptr, ptr %1141, align 8
  %1143 = getelementptr inbounds nuw float, ptr %1142, i64 %1122
  store <16 x float> %1137, ptr %1143, align 4
  %1144 = getelementptr inbounds nuw i8, ptr %984, i64 16
  %1145 = load ptr, ptr %1144, align 8
  %1146 = getelementptr inbounds nuw float, ptr %1145, i64 %1122
  store <16 x float> %1136, ptr %1146, align 4
  br label %4901

1147:                                             ; preds = %1129, %1147
  %1148 = phi <16 x float> [ zeroinitializer, %1129 ], [ %1172, %1147 ]
  %1149 = phi <16 x float> [ zeroinitializer, %1129 ], [ %1167, %1147 ]
  %1150 = phi <16 x float> [ zeroinitializer, %1129 ], [ %1162, %1147 ]
  %1151 = phi i64 [ 0, %1129 ], [ %1173, %1147 ]
  %1152 = xor i64 %1151, -1
  %1153 = add nsw i64 %4, %1152
  %1154 = select i1 %1126, i64 %1151, i64 %1153
  %1155 = mul nsw i64 %1154, %5
  %1156 = getelementptr float, ptr %1127, i64 %1155
  %1157 = load <16 x float>, ptr %1156, align 4
  %1158 = getelementptr inbounds float, ptr %1130, i64 %1154
  %1159 = load float, ptr %1158, align 4
  %1160 = insertelement <16 x float> poison, float %1159, i64 0
  %1161 = shufflevector <16 x float> %1160, <16 x float> poison, <16 x i32> zeroinitializer
  %1162 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1161, <16 x float> %1157, <16 x float> %1150)
  %1163 = getelementptr inbounds float, ptr %1132, i64 %1154
  %1164 = load float, ptr %1163, align 4
  %1165 = insertelement <16 x float> poison, float %1164, i64 0
  %1166 = shufflevector <16 x float> %1165, <16 x float> poison, <16 x i32> zeroinitializer
  %1167 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1166, <16 x float> %1157, <16 x float> %1149)
  %1168 = getelementptr inbounds float, ptr %1134, i64 %1154
  %1169 = load float, ptr %1168, align 4
  %1170 = insertelement <16 x float> poison, float %1169, i64 0
  %1171 = shufflevector <16 x float> %1170, <16 x float> poison, <16 x i32> zeroinitializer
  %1172 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1171, <16 x float> %1157, <16 x float> %1148)
  %1173 = add nuw nsw i64 %1151, 1
  %1174 = icmp eq i64 %1173, %4
  br i1 %1174, label %1135, label %1147

1175:                                             ; preds = %1121
  %1176 = icmp eq i32 %7, 0
  %1177 = getelementptr float, ptr %3, i64 %1122
  %1178 = icmp sgt i64 %4, 0
  br i1 %1178, label %1179, label %1185

1179:                                             ; preds = %1175
  %1180 = load ptr, ptr %983, align 8
  %1181 = getelementptr inbounds nuw i8, ptr %983, i64 8
  %1182 = load ptr, ptr %1181, align 8
  %1183 = getelementptr inbounds nuw i8, ptr %983, i64 16
  %1184 = load ptr, ptr %1183, align 8
  br label %1209

1185:                                             ; preds = %1209, %1175
  %1186 = phi <16 x float> [ zeroinitializer, %1175 ], [ %1242, %1209 ]
  %1187 = phi <16 x float> [ zeroinitializer, %1175 ], [ %1241, %1209 ]
  %1188 = phi <16 x float> [ zeroinitializer, %1175 ], [ %1236, %1209 ]
  %1189 = phi <16 x float> [ zeroinitializer, %1175 ], [ %1235, %1209 ]
  %1190 = phi <16 x float> [ zeroinitializer, %1175 ], [ %1230, %1209 ]
  %1191 = phi <16 x float> [ zeroinitializer, %1175 ], [ %1229, %1209 ]
  %1192 = load ptr, ptr %984, align 8
  %1193 = getelementptr inbounds nuw float, ptr %1192, i64 %1122
  store <16 x float> %1191, ptr %1193, align 4
  %1194 = load ptr, ptr %984, align 8
  %1195 = getelementptr inbounds nuw float, ptr %1194, i64 %1122
  %1196 = getelementptr inbounds nuw i8, ptr %1195, i64 64
  store <16 x float> %1190, ptr %1196, align 4
  %1197 = getelementptr inbounds nuw i8, ptr %984, i64 8
  %1198 = load ptr, ptr %1197, align 8
  %1199 = getelementptr inbounds nuw float, ptr %1198, i64 %1122
  store <16 x float> %1189, ptr %1199, align 4
  %1200 = load ptr, ptr %1197, align 8
  %1201 = getelementptr inbounds nuw float, ptr %1200, i64 %1122
  %1202 = getelementptr inbounds nuw i8, ptr %1201, i64 64
  store <16 x float> %1188, ptr %1202, align 4
  %1203 = getelementptr inbounds nuw i8, ptr %984, i64 16
  %1204 = load ptr, ptr %1203, align 8
  %1205 = getelementptr inbounds nuw float, ptr %1204, i64 %1122
  store <16 x float> %1187, ptr %1205, align 4
  %1206 = load ptr, ptr %1203, align 8
  %1207 = getelementptr inbounds nuw float, ptr %1206, i64 %1122
  %1208 = getelementptr inbounds nuw i8, ptr %1207, i64 64
  store <16 x float> %1186, ptr %1208, align 4
  br label %4901

1209:                                             ; preds = %1179, %1209
  %1210 = phi <16 x float> [ zeroinitializer, %1179 ], [ %1242, %1209 ]
  %1211 = phi <16 x float> [ zeroinitializer, %1179 ], [ %1241, %1209 ]
  %1212 = phi <16 x float> [ zeroinitializer, %1179 ], [ %1236, %1209 ]
  %1213 = phi <16 x float> [ zeroinitializer, %1179 ], [ %1235, %1209 ]
  %1214 = phi <16 x float> [ zeroinitializer, %1179 ], [ %1230, %1209 ]
  %1215 = phi <16 x float> [ zeroinitializer, %1179 ], [ %1229, %1209 ]
  %1216 = phi i64 [ 0, %1179 ], [ %1243, %1209 ]
  %1217 = xor i64 %1216, -1
  %1218 = add nsw i64 %4, %1217
  %1219 = select i1 %1176, i64 %1216, i64 %1218
  %1220 = mul nsw i64 %1219, %5
  %1221 = getelementptr float, ptr %1177, i64 %1220
  %1222 = load <16 x float>, ptr %1221, align 4
  %1223 = getelementptr inbounds nuw i8, ptr %1221, i64 64
  %1224 = load <16 x float>, ptr %1223, align 4
  %1225 = getelementptr inbounds float, ptr %1180, i64 %1219
  %1226 = load float, ptr %1225, align 4
  %1227 = insertelement <16 x float> poison, float %1226, i64 0
  %1228 = shufflevector <16 x float> %1227, <16 x float> poison, <16 x i32> zeroinitializer
  %1229 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1228, <16 x float> %1222, <16 x float> %1215)
  %1230 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1228, <16 x float> %1224, <16 x float> %1214)
  %1231 = getelementptr inbounds float, ptr %1182, i64 %1219
  %1232 = load float, ptr %1231, align 4
  %1233 = insertelement <16 x float> poison, float %1232, i64 0
  %1234 = shufflevector <16 x float> %1233, <16 x float> poison, <16 x i32> zeroinitializer
  %1235 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1234, <16 x float> %1222, <16 x float> %1213)
  %1236 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1234, <16 x float> %1224, <16 x float> %1212)
  %1237 = getelementptr inbounds float, ptr %1184, i64 %1219
  %1238 = load float, ptr %1237, align 4
  %1239 = insertelement <16 x float> poison, float %1238, i64 0
  %1240 = shufflevector <16 x float> %1239, <16 x float> poison, <16 x i32> zeroinitializer
  %1241 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1240, <16 x float> %1222, <16 x float> %1211)
  %1242 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1240, <16 x float> %1224, <16 x float> %1210)
  %1243 = add nuw nsw i64 %1216, 1
  %1244 = icmp eq i64 %1243, %4
  br i1 %1244, label %1185, label %1209

1245:                                             ; preds = %1121
  %1246 = icmp eq i32 %7, 0
  %1247 = getelementptr float, ptr %3, i64 %1122
  %1248 = icmp sgt i64 %4, 0
  br i1 %1248, label %1249, label %1255

1249:                                             ; preds = %1245
  %1250 = load ptr, ptr %983, align 8
  %1251 = getelementptr inbounds nuw i8, ptr %983, i64 8
  %1252 = load ptr, ptr %1251, align 8
  %1253 = getelementptr inbounds nuw i8, ptr %983, i64 16
  %1254 = load ptr, ptr %1253, align 8
  br label %1291

1255:                                             ; preds = %1291, %1245
  %1256 = phi <16 x float> [ zeroinitializer, %1245 ], [ %1332, %1291 ]
  %1257 = phi <16 x float> [ zeroinitializer, %1245 ], [ %1331, %1291 ]
  %1258 = phi <16 x float> [ zeroinitializer, %1245 ], [ %1330, %1291 ]
  %1259 = phi <16 x float> [ zeroinitializer, %1245 ], [ %1325, %1291 ]
  %1260 = phi <16 x float> [ zeroinitializer, %1245 ], [ %1324, %1291 ]
  %1261 = phi <16 x float> [ zeroinitializer, %1245 ], [ %1323, %1291 ]
  %1262 = phi <16 x float> [ zeroinitializer, %1245 ], [ %1318, %1291 ]
  %1263 = phi <16 x float> [ zeroinitializer, %1245 ], [ %1317, %1291 ]
  %1264 = phi <16 x float> [ zeroinitializer, %1245 ], [ %1316, %1291 ]
  %1265 = load ptr, ptr %984, align 8
  %1266 = getelementptr inbounds nuw float, ptr %1265, i64 %1122
  store <16 x float> %1264, ptr %1266, align 4
  %1267 = load ptr, ptr %984, align 8
  %1268 = getelementptr inbounds nuw float, ptr %1267, i64 %1122
  %1269 = getelementptr inbounds nuw i8, ptr %1268, i64 64
  store <16 x float> %1263, ptr %1269, align 4
  %1270 = load ptr, ptr %984, align 8
  %1271 = getelementptr inbounds nuw float, ptr %1270, i64 %1122
  %1272 = getelementptr inbounds nuw i8, ptr %1271, i64 128
  store <16 x float> %1262, ptr %1272, align 4
  %1273 = getelementptr inbounds nuw i8, ptr %984, i64 8
  %1274 = load ptr, ptr %1273, align 8
  %1275 = getelementptr inbounds nuw float, ptr %1274, i64 %1122
  store <16 x float> %1261, ptr %1275, align 4
  %1276 = load ptr, ptr %1273, align 8
  %1277 = getelementptr inbounds nuw float, ptr %1276, i64 %1122
  %1278 = getelementptr inbounds nuw i8, ptr %1277, i64 64
  store <16 x float> %1260, ptr %1278, align 4
  %1279 = load ptr, ptr %1273, align 8
  %1280 = getelementptr inbounds nuw float, ptr %1279, i64 %1122
  %1281 = getelementptr inbounds nuw i8, ptr %1280, i64 128
  store <16 x float> %1259, ptr %1281, align 4
  %1282 = getelementptr inbounds nuw i8, ptr %984, i64 16
  %1283 = load ptr, ptr %1282, align 8
  %1284 = getelementptr inbounds nuw float, ptr %1283, i64 %1122
  store <16 x float> %1258, ptr %1284, align 4
  %1285 = load ptr, ptr %1282, align 8
  %1286 = getelementptr inbounds nuw float, ptr %1285, i64 %1122
  %1287 = getelementptr inbounds nuw i8, ptr %1286, i64 64
  store <16 x float> %1257, ptr %1287, align 4
  %1288 = load ptr, ptr %1282, align 8
  %1289 = getelementptr inbounds nuw float, ptr %1288, i64 %1122
  %1290 = getelementptr inbounds nuw i8, ptr %1289, i64 128
  store <16 x float> %1256, ptr %1290, align 4
  br label %4901

1291:                                             ; preds = %1249, %1291
  %1292 = phi <16 x float> [ zeroinitializer, %1249 ], [ %1332, %1291 ]
  %1293 = phi <16 x float> [ zeroinitializer, %1249 ], [ %1331, %1291 ]
  %1294 = phi <16 x float> [ zeroinitializer, %1249 ], [ %1330, %1291 ]
  %1295 = phi <16 x float> [ zeroinitializer, %1249 ], [ %1325, %1291 ]
  %1296 = phi <16 x float> [ zeroinitializer, %1249 ], [ %1324, %1291 ]
  %1297 = phi <16 x float> [ zeroinitializer, %1249 ], [ %1323, %1291 ]
  %1298 = phi <16 x float> [ zeroinitializer, %1249 ], [ %1318, %1291 ]
  %1299 = phi <16 x float> [ zeroinitializer, %1249 ], [ %1317, %1291 ]
  %1300 = phi <16 x float> [ zeroinitializer, %1249 ], [ %1316, %1291 ]
  %1301 = phi i64 [ 0, %1249 ], [ %1333, %1291 ]
  %1302 = xor i64 %1301, -1
  %1303 = add nsw i64 %4, %1302
  %1304 = select i1 %1246, i64 %1301, i64 %1303
  %1305 = mul nsw i64 %1304, %5
  %1306 = getelementptr float, ptr %1247, i64 %1305
  %1307 = load <16 x float>, ptr %1306, align 4
  %1308 = getelementptr inbounds nuw i8, ptr %1306, i64 64
  %1309 = load <16 x float>, ptr %1308, align 4
  %1310 = getelementptr inbounds nuw i8, ptr %1306, i64 128
  %1311 = load <16 x float>, ptr %1310, align 4
  %1312 = getelementptr inbounds float, ptr %1250, i64 %1304
  %1313 = load float, ptr %1312, align 4
  %1314 = insertelement <16 x float> poison, float %1313, i64 0
  %1315 = shufflevector <16 x float> %1314, <16 x float> poison, <16 x i32> zeroinitializer
  %1316 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1315, <16 x float> %1307, <16 x float> %1300)
  %1317 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1315, <16 x float> %1309, <16 x float> %1299)
  %1318 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1315, <16 x float> %1311, <16 x float> %1298)
  %1319 = getelementptr inbounds float, ptr %1252, i64 %1304
  %1320 = load float, ptr %1319, align 4
  %1321 = insertelement <16 x float> poison, float %1320, i64 0
  %1322 = shufflevector <16 x float> %1321, <16 x float> poison, <16 x i32> zeroinitializer
  %1323 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1322, <16 x float> %1307, <16 x float> %1297)
  %1324 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1322, <16 x float> %1309, <16 x float> %1296)
  %1325 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1322, <16 x float> %1311, <16 x float> %1295)
  %1326 = getelementptr inbounds float, ptr %1254, i64 %1304
  %1327 = load float, ptr %1326, align 4
  %1328 = insertelement <16 x float> poison, float %1327, i64 0
  %1329 = shufflevector <16 x float> %1328, <16 x float> poison, <16 x i32> zeroinitializer
  %1330 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1329, <16 x float> %1307, <16 x float> %1294)
  %1331 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1329, <16 x float> %1309, <16 x float> %1293)
  %1332 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1329, <16 x float> %1311, <16 x float> %1292)
  %1333 = add nuw nsw i64 %1301, 1
  %1334 = icmp eq i64 %1333, %4
  br i1 %1334, label %1255, label %1291

1335:                                             ; preds = %1121
  %1336 = icmp eq i32 %7, 0
  %1337 = getelementptr float, ptr %3, i64 %1122
  %1338 = icmp sgt i64 %4, 0
  br i1 %1338, label %1339, label %1345

1339:                                             ; preds = %1335
  %1340 = load ptr, ptr %983, align 8
  %1341 = getelementptr inbounds nuw i8, ptr %983, i64 8
  %1342 = load ptr, ptr %1341, align 8
  %1343 = getelementptr inbounds nuw i8, ptr %983, i64 16
  %1344 = load ptr, ptr %1343, align 8
  br label %1393

1345:                                             ; preds = %1393, %1335
  %1346 = phi <16 x float> [ zeroinitializer, %1335 ], [ %1442, %1393 ]
  %1347 = phi <16 x float> [ zeroinitializer, %1335 ], [ %1441, %1393 ]
  %1348 = phi <16 x float> [ zeroinitializer, %1335 ], [ %1440, %1393 ]
  %1349 = phi <16 x float> [ zeroinitializer, %1335 ], [ %1439, %1393 ]
  %1350 = phi <16 x float> [ zeroinitializer, %1335 ], [ %1434, %1393 ]
  %1351 = phi <16 x float> [ zeroinitializer, %1335 ], [ %1433, %1393 ]
  %1352 = phi <16 x float> [ zeroinitializer, %1335 ], [ %1432, %1393 ]
  %1353 = phi <16 x float> [ zeroinitializer, %1335 ], [ %1431, %1393 ]
  %1354 = phi <16 x float> [ zeroinitializer, %1335 ], [ %1426, %1393 ]
  %1355 = phi <16 x float> [ zeroinitializer, %1335 ], [ %1425, %1393 ]
  %1356 = phi <16 x float> [ zeroinitializer, %1335 ], [ %1424, %1393 ]
  %1357 = phi <16 x float> [ zeroinitializer, %1335 ], [ %1423, %1393 ]
  %1358 = load ptr, ptr %984, align 8
  %1359 = getelementptr inbounds nuw float, ptr %1358, i64 %1122
  store <16 x float> %1357, ptr %1359, align 4
  %1360 = load ptr, ptr %984, align 8
  %1361 = getelementptr inbounds nuw float, ptr %1360, i64 %1122
  %1362 = getelementptr inbounds nuw i8, ptr %1361, i64 64
  store <16 x float> %1356, ptr %1362, align 4
  %1363 = load ptr, ptr %984, align 8
  %1364 = getelementptr inbounds nuw float, ptr %1363, i64 %1122
  %1365 = getelementptr inbounds nuw i8, ptr %1364, i64 128
  store <16 x float> %1355, ptr %1365, align 4
  %1366 = load ptr, ptr %984, align 8
  %1367 = getelementptr inbounds nuw float, ptr %1366, i64 %1122
  %1368 = getelementptr inbounds nuw i8, ptr %1367, i64 192
  store <16 x float> %1354, ptr %1368, align 4
  %1369 = getelementptr inbounds nuw i8, ptr %984, i64 8
  %1370 = load ptr, ptr %1369, align 8
  %1371 = getelementptr inbounds nuw float, ptr %1370, i64 %1122
  store <16 x float> %1353, ptr %1371, align 4
  %1372 = load ptr, ptr %1369, align 8
  %1373 = getelementptr inbounds nuw float, ptr %1372, i64 %1122
  %1374 = getelementptr inbounds nuw i8, ptr %1373, i64 64
  store <16 x float> %1352, ptr %1374, align 4
  %1375 = load ptr, ptr %1369, align 8
  %1376 = getelementptr inbounds nuw float, ptr %1375, i64 %1122
  %1377 = getelementptr inbounds nuw i8, ptr %1376, i64 128
  store <16 x float> %1351, ptr %1377, align 4
  %1378 = load ptr, ptr %1369, align 8
  %1379 = getelementptr inbounds nuw float, ptr %1378, i64 %1122
  %1380 = getelementptr inbounds nuw i8, ptr %1379, i64 192
  store <16 x float> %1350, ptr %1380, align 4
  %1381 = getelementptr inbounds nuw i8, ptr %984, i64 16
  %1382 = load ptr, ptr %1381, align 8
  %1383 = getelementptr inbounds nuw float, ptr %1382, i64 %1122
  store <16 x float> %1349, ptr %1383, align 4
  %1384 = load ptr, ptr %1381, align 8
  %1385 = getelementptr inbounds nuw float, ptr %1384, i64 %1122
  %1386 = getelementptr inbounds nuw i8, ptr %1385, i64 64
  store <16 x float> %1348, ptr %1386, align 4
  %1387 = load ptr, ptr %1381, align 8
  %1388 = getelementptr inbounds nuw float, ptr %1387, i64 %1122
  %1389 = getelementptr inbounds nuw i8, ptr %1388, i64 128
  store <16 x float> %1347, ptr %1389, align 4
  %1390 = load ptr, ptr %1381, align 8
  %1391 = getelementptr inbounds nuw float, ptr %1390, i64 %1122
  %1392 = getelementptr inbounds nuw i8, ptr %1391, i64 192
  store <16 x float> %1346, ptr %1392, align 4
  br label %4901

1393:                                             ; preds = %1339, %1393
  %1394 = phi <16 x float> [ zeroinitializer, %1339 ], [ %1442, %1393 ]
  %1395 = phi <16 x float> [ zeroinitializer, %1339 ], [ %1441, %1393 ]
  %1396 = phi <16 x float> [ zeroinitializer, %1339 ], [ %1440, %1393 ]
  %1397 = phi <16 x float> [ zeroinitializer, %1339 ], [ %1439, %1393 ]
  %1398 = phi <16 x float> [ zeroinitializer, %1339 ], [ %1434, %1393 ]
  %1399 = phi <16 x float> [ zeroinitializer, %1339 ], [ %1433, %1393 ]
  %1400 = phi <16 x float> [ zeroinitializer, %1339 ], [ %1432, %1393 ]
  %1401 = phi <16 x float> [ zeroinitializer, %1339 ], [ %1431, %1393 ]
  %1402 = phi <16 x float> [ zeroinitializer, %1339 ], [ %1426, %1393 ]
  %1403 = phi <16 x float> [ zeroinitializer, %1339 ], [ %1425, %1393 ]
  %1404 = phi <16 x float> [ zeroinitializer, %1339 ], [ %1424, %1393 ]
  %1405 = phi <16 x float> [ zeroinitializer, %1339 ], [ %1423, %1393 ]
  %1406 = phi i64 [ 0, %1339 ], [ %1443, %1393 ]
  %1407 = xor i64 %1406, -1
  %1408 = add nsw i64 %4, %1407
  %1409 = select i1 %1336, i64 %1406, i64 %1408
  %1410 = mul nsw i64 %1409, %5
  %1411 = getelementptr float, ptr %1337, i64 %1410
  %1412 = load <16 x float>, ptr %1411, align 4
  %1413 = getelementptr inbounds nuw i8, ptr %1411, i64 64
  %1414 = load <16 x float>, ptr %1413, align 4
  %1415 = getelementptr inbounds nuw i8, ptr %1411, i64 128
  %1416 = load <16 x float>, ptr %1415, align 4
  %1417 = getelementptr inbounds nuw i8, ptr %1411, i64 192
  %1418 = load <16 x float>, ptr %1417, align 4
  %1419 = getelementptr inbounds float, ptr %1340, i64 %1409
  %1420 = load float, ptr %1419, align 4
  %1421 = insertelement <16 x float> poison, float %1420, i64 0
  %1422 = shufflevector <16 x float> %1421, <16 x float> poison, <16 x i32> zeroinitializer
  %1423 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1422, <16 x float> %1412, <16 x float> %1405)
  %1424 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1422, <16 x float> %1414, <16 x float> %1404)
  %1425 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1422, <16 x float> %1416, <16 x float> %1403)
  %1426 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1422, <16 x float> %1418, <16 x float> %1402)
  %1427 = getelementptr inbounds float, ptr %1342, i64 %1409
  %1428 = load float, ptr %1427, align 4
  %1429 = insertelement <16 x float> poison, float %1428, i64 0
  %1430 = shufflevector <16 x float> %1429, <16 x float> poison, <16 x i32> zeroinitializer
  %1431 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1430, <16 x float> %1412, <16 x float> %1401)
  %1432 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1430, <16 x float> %1414, <16 x float> %1400)
  %1433 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1430, <16 x float> %1416, <16 x float> %1399)
  %1434 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1430, <16 x float> %1418, <16 x float> %1398)
  %1435 = getelementptr inbounds float, ptr %1344, i64 %1409
  %1436 = load float, ptr %1435, align 4
  %1437 = insertelement <16 x float> poison, float %1436, i64 0
  %1438 = shufflevector <16 x float> %1437, <16 x float> poison, <16 x i32> zeroinitializer
  %1439 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1438, <16 x float> %1412, <16 x float> %1397)
  %1440 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1438, <16 x float> %1414, <16 x float> %1396)
  %1441 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1438, <16 x float> %1416, <16 x float> %1395)
  %1442 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1438, <16 x float> %1418, <16 x float> %1394)
  %1443 = add nuw nsw i64 %1406, 1
  %1444 = icmp eq i64 %1443, %4
  br i1 %1444, label %1345, label %1393

1445:                                             ; preds = %1121
  %1446 = icmp eq i32 %7, 0
  %1447 = getelementptr float, ptr %3, i64 %1122
  %1448 = icmp sgt i64 %4, 0
  br i1 %1448, label %1449, label %1455

1449:                                             ; preds = %1445
  %1450 = load ptr, ptr %983, align 8
  %1451 = getelementptr inbounds nuw i8, ptr %983, i64 8
  %1452 = load ptr, ptr %1451, align 8
  %1453 = getelementptr inbounds nuw i8, ptr %983, i64 16
  %1454 = load ptr, ptr %1453, align 8
  br label %1515

1455:                                             ; preds = %1515, %1445
  %1456 = phi <16 x float> [ zeroinitializer, %1445 ], [ %1572, %1515 ]
  %1457 = phi <16 x float> [ zeroinitializer, %1445 ], [ %1571, %1515 ]
  %1458 = phi <16 x float> [ zeroinitializer, %1445 ], [ %1570, %1515 ]
  %1459 = phi <16 x float> [ zeroinitializer, %1445 ], [ %1569, %1515 ]
  %1460 = phi <16 x float> [ zeroinitializer, %1445 ], [ %1568, %1515 ]
  %1461 = phi <16 x float> [ zeroinitializer, %1445 ], [ %1563, %1515 ]
  %1462 = phi <16 x float> [ zeroinitializer, %1445 ], [ %1562, %1515 ]
  %1463 = phi <16 x float> [ zeroinitializer, %1445 ], [ %1561, %1515 ]
  %1464 = phi <16 x float> [ zeroinitializer, %1445 ], [ %1560, %1515 ]
  %1465 = phi <16 x float> [ zeroinitializer, %1445 ], [ %1559, %1515 ]
  %1466 = phi <16 x float> [ zeroinitializer, %1445 ], [ %1554, %1515 ]
  %1467 = phi <16 x float> [ zeroinitializer, %1445 ], [ %1553, %1515 ]
  %1468 = phi <16 x float> [ zeroinitializer, %1445 ], [ %1552, %1515 ]
  %1469 = phi <16 x float> [ zeroinitializer, %1445 ], [ %1551, %1515 ]
  %1470 = phi <16 x float> [ zeroinitializer, %1445 ], [ %1550, %1515 ]
  %1471 = load ptr, ptr %984, align 8
  %1472 = getelementptr inbounds nuw float, ptr %1471, i64 %1122
  store <16 x float> %1470, ptr %1472, align 4
  %1473 = load ptr, ptr %984, align 8
  %1474 = getelementptr inbounds nuw float, ptr %1473, i64 %1122
  %1475 = getelementptr inbounds nuw i8, ptr %1474, i64 64
  store <16 x float> %1469, ptr %1475, align 4
  %1476 = load ptr, ptr %984, align 8
  %1477 = getelementptr inbounds nuw float, ptr %1476, i64 %1122
  %1478 = getelementptr inbounds nuw i8, ptr %1477, i64 128
  store <16 x float> %1468, ptr %1478, align 4
  %1479 = load ptr, ptr %984, align 8
  %1480 = getelementptr inbounds nuw float, ptr %1479, i64 %1122
  %1481 = getelementptr inbounds nuw i8, ptr %1480, i64 192
  store <16 x float> %1467, ptr %1481, align 4
  %1482 = load ptr, ptr %984, align 8
  %1483 = getelementptr inbounds nuw float, ptr %1482, i64 %1122
  %1484 = getelementptr inbounds nuw i8, ptr %1483, i64 256
  store <16 x float> %1466, ptr %1484, align 4
  %1485 = getelementptr inbounds nuw i8, ptr %984, i64 8
  %1486 = load ptr, ptr %1485, align 8
  %1487 = getelementptr inbounds nuw float, ptr %1486, i64 %1122
  store <16 x float> %1465, ptr %1487, align 4
  %1488 = load ptr, ptr %1485, align 8
  %1489 = getelementptr inbounds nuw float, ptr %1488, i64 %1122
  %1490 = getelementptr inbounds nuw i8, ptr %1489, i64 64
  store <16 x float> %1464, ptr %1490, align 4
  %1491 = load ptr, ptr %1485, align 8
  %1492 = getelementptr inbounds nuw float, ptr %1491, i64 %1122
  %1493 = getelementptr inbounds nuw i8, ptr %1492, i64 128
  store <16 x float> %1463, ptr %1493, align 4
  %1494 = load ptr, ptr %1485, align 8
  %1495 = getelementptr inbounds nuw float, ptr %1494, i64 %1122
  %1496 = getelementptr inbounds nuw i8, ptr %1495, i64 192
  store <16 x float> %1462, ptr %1496, align 4
  %1497 = load ptr, ptr %1485, align 8
  %1498 = getelementptr inbounds nuw float, ptr %1497, i64 %1122
  %1499 = getelementptr inbounds nuw i8, ptr %1498, i64 256
  store <16 x float> %1461, ptr %1499, align 4
  %1500 = getelementptr inbounds nuw i8, ptr %984, i64 16
  %1501 = load ptr, ptr %1500, align 8
  %1502 = getelementptr inbounds nuw float, ptr %1501, i64 %1122
  store <16 x float> %1460, ptr %1502, align 4
  %1503 = load ptr, ptr %1500, align 8
  %1504 = getelementptr inbounds nuw float, ptr %1503, i64 %1122
  %1505 = getelementptr inbounds nuw i8, ptr %1504, i64 64
  store <16 x float> %1459, ptr %1505, align 4
  %1506 = load ptr, ptr %1500, align 8
  %1507 = getelementptr inbounds nuw float, ptr %1506, i64 %1122
  %1508 = getelementptr inbounds nuw i8, ptr %1507, i64 128
  store <16 x float> %1458, ptr %1508, align 4
  %1509 = load ptr, ptr %1500, align 8
  %1510 = getelementptr inbounds nuw float, ptr %1509, i64 %1122
  %1511 = getelementptr inbounds nuw i8, ptr %1510, i64 192
  store <16 x float> %1457, ptr %1511, align 4
  %1512 = load ptr, ptr %1500, align 8
  %1513 = getelementptr inbounds nuw float, ptr %1512, i64 %1122
  %1514 = getelementptr inbounds nuw i8, ptr %1513, i64 256
  store <16 x float> %1456, ptr %1514, align 4
  br label %4901

1515:                                             ; preds = %1449, %1515
  %1516 = phi <16 x float> [ zeroinitializer, %1449 ], [ %1572, %1515 ]
  %1517 = phi <16 x float> [ zeroinitializer, %1449 ], [ %1571, %1515 ]
  %1518 = phi <16 x float> [ zeroinitializer, %1449 ], [ %1570, %1515 ]
  %1519 = phi <16 x float> [ zeroinitializer, %1449 ], [ %1569, %1515 ]
  %1520 = phi <16 x float> [ zeroinitializer, %1449 ], [ %1568, %1515 ]
  %1521 = phi <16 x float> [ zeroinitializer, %1449 ], [ %1563, %1515 ]
  %1522 = phi <16 x float> [ zeroinitializer, %1449 ], [ %1562, %1515 ]
  %1523 = phi <16 x float> [ zeroinitializer, %1449 ], [ %1561, %1515 ]
  %1524 = phi <16 x float> [ zeroinitializer, %1449 ], [ %1560, %1515 ]
  %1525 = phi <16 x float> [ zeroinitializer, %1449 ], [ %1559, %1515 ]
  %1526 = phi <16 x float> [ zeroinitializer, %1449 ], [ %1554, %1515 ]
  %1527 = phi <16 x float> [ zeroinitializer, %1449 ], [ %1553, %1515 ]
  %1528 = phi <16 x float> [ zeroinitializer, %1449 ], [ %1552, %1515 ]
  %1529 = phi <16 x float> [ zeroinitializer, %1449 ], [ %1551, %1515 ]
  %1530 = phi <16 x float> [ zeroinitializer, %1449 ], [ %1550, %1515 ]
  %1531 = phi i64 [ 0, %1449 ], [ %1573, %1515 ]
  %1532 = xor i64 %1531, -1
  %1533 = add nsw i64 %4, %1532
  %1534 = select i1 %1446, i64 %1531, i64 %1533
  %1535 = mul nsw i64 %1534, %5
  %1536 = getelementptr float, ptr %1447, i64 %1535
  %1537 = load <16 x float>, ptr %1536, align 4
  %1538 = getelementptr inbounds nuw i8, ptr %1536, i64 64
  %1539 = load <16 x float>, ptr %1538, align 4
  %1540 = getelementptr inbounds nuw i8, ptr %1536, i64 128
  %1541 = load <16 x float>, ptr %1540, align 4
  %1542 = getelementptr inbounds nuw i8, ptr %1536, i64 192
  %1543 = load <16 x float>, ptr %1542, align 4
  %1544 = getelementptr inbounds nuw i8, ptr %1536, i64 256
  %1545 = load <16 x float>, ptr %1544, align 4
  %1546 = getelementptr inbounds float, ptr %1450, i64 %1534
  %1547 = load float, ptr %1546, align 4
  %1548 = insertelement <16 x float> poison, float %1547, i64 0
  %1549 = shufflevector <16 x float> %1548, <16 x float> poison, <16 x i32> zeroinitializer
  %1550 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1549, <16 x float> %1537, <16 x float> %1530)
  %1551 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1549, <16 x float> %1539, <16 x float> %1529)
  %1552 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1549, <16 x float> %1541, <16 x float> %1528)
  %1553 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1549, <16 x float> %1543, <16 x float> %1527)
  %1554 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1549, <16 x float> %1545, <16 x float> %1526)
  %1555 = getelementptr inbounds float, ptr %1452, i64 %1534
  %1556 = load float, ptr %1555, align 4
  %1557 = insertelement <16 x float> poison, float %1556, i64 0
  %1558 = shufflevector <16 x float> %1557, <16 x float> poison, <16 x i32> zeroinitializer
  %1559 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1558, <16 x float> %1537, <16 x float> %1525)
  %1560 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1558, <16 x float> %1539, <16 x float> %1524)
  %1561 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1558, <16 x float> %1541, <16 x float> %1523)
  %1562 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1558, <16 x float> %1543, <16 x float> %1522)
  %1563 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1558, <16 x float> %1545, <16 x float> %1521)
  %1564 = getelementptr inbounds float, ptr %1454, i64 %1534
  %1565 = load float, ptr %1564, align 4
  %1566 = insertelement <16 x float> poison, float %1565, i64 0
  %1567 = shufflevector <16 x float> %1566, <16 x float> poison, <16 x i32> zeroinitializer
  %1568 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1567, <16 x float> %1537, <16 x float> %1520)
  %1569 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1567, <16 x float> %1539, <16 x float> %1519)
  %1570 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1567, <16 x float> %1541, <16 x float> %1518)
  %1571 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1567, <16 x float> %1543, <16 x float> %1517)
  %1572 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1567, <16 x float> %1545, <16 x float> %1516)
  %1573 = add nuw nsw i64 %1531, 1
  %1574 = icmp eq i64 %1573, %4
  br i1 %1574, label %1455, label %1515

1575:                                             ; preds = %1121
  %1576 = icmp eq i32 %7, 0
  %1577 = getelementptr float, ptr %3, i64 %1122
  %1578 = icmp sgt i64 %4, 0
  br i1 %1578, label %1579, label %1585

1579:                                             ; preds = %1575
  %1580 = load ptr, ptr %983, align 8
  %1581 = getelementptr inbounds nuw i8, ptr %983, i64 8
  %1582 = load ptr, ptr %1581, align 8
  %1583 = getelementptr inbounds nuw i8, ptr %983, i64 16
  %1584 = load ptr, ptr %1583, align 8
  br label %1649

1585:                                             ; preds = %1649, %1575
  %1586 = phi <16 x float> [ zeroinitializer, %1575 ], [ %1710, %1649 ]
  %1587 = phi <16 x float> [ zeroinitializer, %1575 ], [ %1709, %1649 ]
  %1588 = phi <16 x float> [ zeroinitializer, %1575 ], [ %1708, %1649 ]
  %1589 = phi <16 x float> [ zeroinitializer, %1575 ], [ %1707, %1649 ]
  %1590 = phi <16 x float> [ zeroinitializer, %1575 ], [ %1702, %1649 ]
  %1591 = phi <16 x float> [ zeroinitializer, %1575 ], [ %1701, %1649 ]
  %1592 = phi <16 x float> [ zeroinitializer, %1575 ], [ %1700, %1649 ]
  %1593 = phi <16 x float> [ zeroinitializer, %1575 ], [ %1699, %1649 ]
  %1594 = phi <16 x float> [ zeroinitializer, %1575 ], [ %1698, %1649 ]
  %1595 = phi <16 x float> [ zeroinitializer, %1575 ], [ %1697, %1649 ]
  %1596 = phi <16 x float> [ zeroinitializer, %1575 ], [ %1692, %1649 ]
  %1597 = phi <16 x float> [ zeroinitializer, %1575 ], [ %1691, %1649 ]
  %1598 = phi <16 x float> [ zeroinitializer, %1575 ], [ %1690, %1649 ]
  %1599 = phi <16 x float> [ zeroinitializer, %1575 ], [ %1689, %1649 ]
  %1600 = phi <16 x float> [ zeroinitializer, %1575 ], [ %1688, %1649 ]
  %1601 = phi <16 x float> [ zeroinitializer, %1575 ], [ %1687, %1649 ]
  %1602 = load ptr, ptr %984, align 8
  %1603 = getelementptr inbounds nuw float, ptr %1602, i64 %1122
  store <16 x float> %1601, ptr %1603, align 4
  %1604 = load ptr, ptr %984, align 8
  %1605 = getelementptr inbounds nuw float, ptr %1604, i64 %1122
  %1606 = getelementptr inbounds nuw i8, ptr %1605, i64 64
  store <16 x float> %1600, ptr %1606, align 4
  %1607 = load ptr, ptr %984, align 8
  %1608 = getelementptr inbounds nuw float, ptr %1607, i64 %1122
  %1609 = getelementptr inbounds nuw i8, ptr %1608, i64 128
  store <16 x float> %1599, ptr %1609, align 4
  %1610 = load ptr, ptr %984, align 8
  %1611 = getelementptr inbounds nuw float, ptr %1610, i64 %1122
  %1612 = getelementptr inbounds nuw i8, ptr %1611, i64 192
  store <16 x float> %1598, ptr %1612, align 4
  %1613 = load ptr, ptr %984, align 8
  %1614 = getelementptr inbounds nuw float, ptr %1613, i64 %1122
  %1615 = getelementptr inbounds nuw i8, ptr %1614, i64 256
  store <16 x float> %1597, ptr %1615, align 4
  %1616 = load ptr, ptr %984, align 8
  %1617 = getelementptr inbounds nuw float, ptr %1616, i64 %1122
  %1618 = getelementptr inbounds nuw i8, ptr %1617, i64 320
  store <16 x float> %1596, ptr %1618, align 4
  %1619 = getelementptr inbounds nuw i8, ptr %984, i64 8
  %1620 = load ptr, ptr %1619, align 8
  %1621 = getelementptr inbounds nuw float, ptr %1620, i64 %1122
  store <16 x float> %1595, ptr %1621, align 4
  %1622 = load ptr, ptr %1619, align 8
  %1623 = getelementptr inbounds nuw float, ptr %1622, i64 %1122
  %1624 = getelementptr inbounds nuw i8, ptr %1623, i64 64
  store <16 x float> %1594, ptr %1624, align 4
  %1625 = load ptr, ptr %1619, align 8
  %1626 = getelementptr inbounds nuw float, ptr %1625, i64 %1122
  %1627 = getelementptr inbounds nuw i8, ptr %1626, i64 128
  store <16 x float> %1593, ptr %1627, align 4
  %1628 = load ptr, ptr %1619, align 8
  %1629 = getelementptr inbounds nuw float, ptr %1628, i64 %1122
  %1630 = getelementptr inbounds nuw i8, ptr %1629, i64 192
  store <16 x float> %1592, ptr %1630, align 4
  %1631 = load ptr, ptr %1619, align 8
  %1632 = getelementptr inbounds nuw float, ptr %1631, i64 %1122
  %1633 = getelementptr inbounds nuw i8, ptr %1632, i64 256
  store <16 x float> %1591, ptr %1633, align 4
  %1634 = load ptr, ptr %1619, align 8
  %1635 = getelementptr inbounds nuw float, ptr %1634, i64 %1122
  %1636 = getelementptr inbounds nuw i8, ptr %1635, i64 320
  store <16 x float> %1590, ptr %1636, align 4
  %1637 = getelementptr inbounds nuw i8, ptr %984, i64 16
  %1638 = load ptr, ptr %1637, align 8
  %1639 = getelementptr inbounds nuw float, ptr %1638, i64 %1122
  store <16 x float> %1589, ptr %1639, align 4
  %1640 = load ptr, ptr %1637, align 8
  %1641 = getelementptr inbounds nuw float, ptr %1640, i64 %1122
  %1642 = getelementptr inbounds nuw i8, ptr %1641, i64 64
  store <16 x float> %1588, ptr %1642, align 4
  %1643 = load ptr, ptr %1637, align 8
  %1644 = getelementptr inbounds nuw float, ptr %1643, i64 %1122
  %1645 = getelementptr inbounds nuw i8, ptr %1644, i64 128
  store <16 x float> %1587, ptr %1645, align 4
  %1646 = load ptr, ptr %1637, align 8
  %1647 = getelementptr inbounds nuw float, ptr %1646, i64 %1122
  %1648 = getelementptr inbounds nuw i8, ptr %1647, i64 192
  store <16 x float> %1586, ptr %1648, align 4
  br label %4901

1649:                                             ; preds = %1579, %1649
  %1650 = phi <16 x float> [ zeroinitializer, %1579 ], [ %1710, %1649 ]
  %1651 = phi <16 x float> [ zeroinitializer, %1579 ], [ %1709, %1649 ]
  %1652 = phi <16 x float> [ zeroinitializer, %1579 ], [ %1708, %1649 ]
  %1653 = phi <16 x float> [ zeroinitializer, %1579 ], [ %1707, %1649 ]
  %1654 = phi <16 x float> [ zeroinitializer, %1579 ], [ %1702, %1649 ]
  %1655 = phi <16 x float> [ zeroinitializer, %1579 ], [ %1701, %1649 ]
  %1656 = phi <16 x float> [ zeroinitializer, %1579 ], [ %1700, %1649 ]
  %1657 = phi <16 x float> [ zeroinitializer, %1579 ], [ %1699, %1649 ]
  %1658 = phi <16 x float> [ zeroinitializer, %1579 ], [ %1698, %1649 ]
  %1659 = phi <16 x float> [ zeroinitializer, %1579 ], [ %1697, %1649 ]
  %1660 = phi <16 x float> [ zeroinitializer, %1579 ], [ %1692, %1649 ]
  %1661 = phi <16 x float> [ zeroinitializer, %1579 ], [ %1691, %1649 ]
  %1662 = phi <16 x float> [ zeroinitializer, %1579 ], [ %1690, %1649 ]
  %1663 = phi <16 x float> [ zeroinitializer, %1579 ], [ %1689, %1649 ]
  %1664 = phi <16 x float> [ zeroinitializer, %1579 ], [ %1688, %1649 ]
  %1665 = phi <16 x float> [ zeroinitializer, %1579 ], [ %1687, %1649 ]
  %1666 = phi i64 [ 0, %1579 ], [ %1711, %1649 ]
  %1667 = xor i64 %1666, -1
  %1668 = add nsw i64 %4, %1667
  %1669 = select i1 %1576, i64 %1666, i64 %1668
  %1670 = mul nsw i64 %1669, %5
  %1671 = getelementptr float, ptr %1577, i64 %1670
  %1672 = load <16 x float>, ptr %1671, align 4
  %1673 = getelementptr inbounds nuw i8, ptr %1671, i64 64
  %1674 = load <16 x float>, ptr %1673, align 4
  %1675 = getelementptr inbounds nuw i8, ptr %1671, i64 128
  %1676 = load <16 x float>, ptr %1675, align 4
  %1677 = getelementptr inbounds nuw i8, ptr %1671, i64 192
  %1678 = load <16 x float>, ptr %1677, align 4
  %1679 = getelementptr inbounds nuw i8, ptr %1671, i64 256
  %1680 = load <16 x float>, ptr %1679, align 4
  %1681 = getelementptr inbounds nuw i8, ptr %1671, i64 320
  %1682 = load <16 x float>, ptr %1681, align 4
  %1683 = getelementptr inbounds float, ptr %1580, i64 %1669
  %1684 = load float, ptr %1683, align 4
  %1685 = insertelement <16 x float> poison, float %1684, i64 0
  %1686 = shufflevector <16 x float> %1685, <16 x float> poison, <16 x i32> zeroinitializer
  %1687 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1686, <16 x float> %1672, <16 x float> %1665)
  %1688 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1686, <16 x float> %1674, <16 x float> %1664)
  %1689 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1686, <16 x float> %1676, <16 x float> %1663)
  %1690 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1686, <16 x float> %1678, <16 x float> %1662)
  %1691 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1686, <16 x float> %1680, <16 x float> %1661)
  %1692 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1686, <16 x float> %1682, <16 x float> %1660)
  %1693 = getelementptr inbounds float, ptr %1582, i64 %1669
  %1694 = load float, ptr %1693, align 4
  %1695 = insertelement <16 x float> poison, float %1694, i64 0
  %1696 = shufflevector <16 x float> %1695, <16 x float> poison, <16 x i32> zeroinitializer
  %1697 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1696, <16 x float> %1672, <16 x float> %1659)
  %1698 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1696, <16 x float> %1674, <16 x float> %1658)
  %1699 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1696, <16 x float> %1676, <16 x float> %1657)
  %1700 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1696, <16 x float> %1678, <16 x float> %1656)
  %1701 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1696, <16 x float> %1680, <16 x float> %1655)
  %1702 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1696, <16 x float> %1682, <16 x float> %1654)
  %1703 = getelementptr inbounds float, ptr %1584, i64 %1669
  %1704 = load float, ptr %1703, align 4
  %1705 = insertelement <16 x float> poison, float %1704, i64 0
  %1706 = shufflevector <16 x float> %1705, <16 x float> poison, <16 x i32> zeroinitializer
  %1707 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1706, <16 x float> %1672, <16 x float> %1653)
  %1708 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1706, <16 x float> %1674, <16 x float> %1652)
  %1709 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1706, <16 x float> %1676, <16 x float> %1651)
  %1710 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1706, <16 x float> %1678, <16 x float> %1650)
  %1711 = add nuw nsw i64 %1666, 1
  %1712 = icmp eq i64 %1711, %4
  br i1 %1712, label %1585, label %1649

1713:                                             ; preds = %1121
  %1714 = icmp eq i32 %7, 0
  %1715 = getelementptr float, ptr %3, i64 %1122
  %1716 = icmp sgt i64 %4, 0
  br i1 %1716, label %1717, label %1723

1717:                                             ; preds = %1713
  %1718 = load ptr, ptr %983, align 8
  %1719 = getelementptr inbounds nuw i8, ptr %983, i64 8
  %1720 = load ptr, ptr %1719, align 8
  %1721 = getelementptr inbounds nuw i8, ptr %983, i64 16
  %1722 = load ptr, ptr %1721, align 8
  br label %1787

1723:                                             ; preds = %1787, %1713
  %1724 = phi <16 x float> [ zeroinitializer, %1713 ], [ %1850, %1787 ]
  %1725 = phi <16 x float> [ zeroinitializer, %1713 ], [ %1849, %1787 ]
  %1726 = phi <16 x float> [ zeroinitializer, %1713 ], [ %1844, %1787 ]
  %1727 = phi <16 x float> [ zeroinitializer, %1713 ], [ %1843, %1787 ]
  %1728 = phi <16 x float> [ zeroinitializer, %1713 ], [ %1842, %1787 ]
  %1729 = phi <16 x float> [ zeroinitializer, %1713 ], [ %1841, %1787 ]
  %1730 = phi <16 x float> [ zeroinitializer, %1713 ], [ %1840, %1787 ]
  %1731 = phi <16 x float> [ zeroinitializer, %1713 ], [ %1839, %1787 ]
  %1732 = phi <16 x float> [ zeroinitializer, %1713 ], [ %1838, %1787 ]
  %1733 = phi <16 x float> [ zeroinitializer, %1713 ], [ %1833, %1787 ]
  %1734 = phi <16 x float> [ zeroinitializer, %1713 ], [ %1832, %1787 ]
  %1735 = phi <16 x float> [ zeroinitializer, %1713 ], [ %1831, %1787 ]
  %1736 = phi <16 x float> [ zeroinitializer, %1713 ], [ %1830, %1787 ]
  %1737 = phi <16 x float> [ zeroinitializer, %1713 ], [ %1829, %1787 ]
  %1738 = phi <16 x float> [ zeroinitializer, %1713 ], [ %1828, %1787 ]
  %1739 = phi <16 x float> [ zeroinitializer, %1713 ], [ %1827, %1787 ]
  %1740 = load ptr, ptr %984, align 8
  %1741 = getelementptr inbounds nuw float, ptr %1740, i64 %1122
  store <16 x float> %1739, ptr %1741, align 4
  %1742 = load ptr, ptr %984, align 8
  %1743 = getelementptr inbounds nuw float, ptr %1742, i64 %1122
  %1744 = getelementptr inbounds nuw i8, ptr %1743, i64 64
  store <16 x float> %1738, ptr %1744, align 4
  %1745 = load ptr, ptr %984, align 8
  %1746 = getelementptr inbounds nuw float, ptr %1745, i64 %1122
  %1747 = getelementptr inbounds nuw i8, ptr %1746, i64 128
  store <16 x float> %1737, ptr %1747, align 4
  %1748 = load ptr, ptr %984, align 8
  %1749 = getelementptr inbounds nuw float, ptr %1748, i64 %1122
  %1750 = getelementptr inbounds nuw i8, ptr %1749, i64 192
  store <16 x float> %1736, ptr %1750, align 4
  %1751 = load ptr, ptr %984, align 8
  %1752 = getelementptr inbounds nuw float, ptr %1751, i64 %1122
  %1753 = getelementptr inbounds nuw i8, ptr %1752, i64 256
  store <16 x float> %1735, ptr %1753, align 4
  %1754 = load ptr, ptr %984, align 8
  %1755 = getelementptr inbounds nuw float, ptr %1754, i64 %1122
  %1756 = getelementptr inbounds nuw i8, ptr %1755, i64 320
  store <16 x float> %1734, ptr %1756, align 4
  %1757 = load ptr, ptr %984, align 8
  %1758 = getelementptr inbounds nuw float, ptr %1757, i64 %1122
  %1759 = getelementptr inbounds nuw i8, ptr %1758, i64 384
  store <16 x float> %1733, ptr %1759, align 4
  %1760 = getelementptr inbounds nuw i8, ptr %984, i64 8
  %1761 = load ptr, ptr %1760, align 8
  %1762 = getelementptr inbounds nuw float, ptr %1761, i64 %1122
  store <16 x float> %1732, ptr %1762, align 4
  %1763 = load ptr, ptr %1760, align 8
  %1764 = getelementptr inbounds nuw float, ptr %1763, i64 %1122
  %1765 = getelementptr inbounds nuw i8, ptr %1764, i64 64
  store <16 x float> %1731, ptr %1765, align 4
  %1766 = load ptr, ptr %1760, align 8
  %1767 = getelementptr inbounds nuw float, ptr %1766, i64 %1122
  %1768 = getelementptr inbounds nuw i8, ptr %1767, i64 128
  store <16 x float> %1730, ptr %1768, align 4
  %1769 = load ptr, ptr %1760, align 8
  %1770 = getelementptr inbounds nuw float, ptr %1769, i64 %1122
  %1771 = getelementptr inbounds nuw i8, ptr %1770, i64 192
  store <16 x float> %1729, ptr %1771, align 4
  %1772 = load ptr, ptr %1760, align 8
  %1773 = getelementptr inbounds nuw float, ptr %1772, i64 %1122
  %1774 = getelementptr inbounds nuw i8, ptr %1773, i64 256
  store <16 x float> %1728, ptr %1774, align 4
  %1775 = load ptr, ptr %1760, align 8
  %1776 = getelementptr inbounds nuw float, ptr %1775, i64 %1122
  %1777 = getelementptr inbounds nuw i8, ptr %1776, i64 320
  store <16 x float> %1727, ptr %1777, align 4
  %1778 = load ptr, ptr %1760, align 8
  %1779 = getelementptr inbounds nuw float, ptr %1778, i64 %1122
  %1780 = getelementptr inbounds nuw i8, ptr %1779, i64 384
  store <16 x float> %1726, ptr %1780, align 4
  %1781 = getelementptr inbounds nuw i8, ptr %984, i64 16
  %1782 = load ptr, ptr %1781, align 8
  %1783 = getelementptr inbounds nuw float, ptr %1782, i64 %1122
  store <16 x float> %1725, ptr %1783, align 4
  %1784 = load ptr, ptr %1781, align 8
  %1785 = getelementptr inbounds nuw float, ptr %1784, i64 %1122
  %1786 = getelementptr inbounds nuw i8, ptr %1785, i64 64
  store <16 x float> %1724, ptr %1786, align 4
  br label %4901

1787:                                             ; preds = %1717, %1787
  %1788 = phi <16 x float> [ zeroinitializer, %1717 ], [ %1850, %1787 ]
  %1789 = phi <16 x float> [ zeroinitializer, %1717 ], [ %1849, %1787 ]
  %1790 = phi <16 x float> [ zeroinitializer, %1717 ], [ %1844, %1787 ]
  %1791 = phi <16 x float> [ zeroinitializer, %1717 ], [ %1843, %1787 ]
  %1792 = phi <16 x float> [ zeroinitializer, %1717 ], [ %1842, %1787 ]
  %1793 = phi <16 x float> [ zeroinitializer, %1717 ], [ %1841, %1787 ]
  %1794 = phi <16 x float> [ zeroinitializer, %1717 ], [ %1840, %1787 ]
  %1795 = phi <16 x float> [ zeroinitializer, %1717 ], [ %1839, %1787 ]
  %1796 = phi <16 x float> [ zeroinitializer, %1717 ], [ %1838, %1787 ]
  %1797 = phi <16 x float> [ zeroinitializer, %1717 ], [ %1833, %1787 ]
  %1798 = phi <16 x float> [ zeroinitializer, %1717 ], [ %1832, %1787 ]
  %1799 = phi <16 x float> [ zeroinitializer, %1717 ], [ %1831, %1787 ]
  %1800 = phi <16 x float> [ zeroinitializer, %1717 ], [ %1830, %1787 ]
  %1801 = phi <16 x float> [ zeroinitializer, %1717 ], [ %1829, %1787 ]
  %1802 = phi <16 x float> [ zeroinitializer, %1717 ], [ %1828, %1787 ]
  %1803 = phi <16 x float> [ zeroinitializer, %1717 ], [ %1827, %1787 ]
  %1804 = phi i64 [ 0, %1717 ], [ %1851, %1787 ]
  %1805 = xor i64 %1804, -1
  %1806 = add nsw i64 %4, %1805
  %1807 = select i1 %1714, i64 %1804, i64 %1806
  %1808 = mul nsw i64 %1807, %5
  %1809 = getelementptr float, ptr %1715, i64 %1808
  %1810 = load <16 x float>, ptr %1809, align 4
  %1811 = getelementptr inbounds nuw i8, ptr %1809, i64 64
  %1812 = load <16 x float>, ptr %1811, align 4
  %1813 = getelementptr inbounds nuw i8, ptr %1809, i64 128
  %1814 = load <16 x float>, ptr %1813, align 4
  %1815 = getelementptr inbounds nuw i8, ptr %1809, i64 192
  %1816 = load <16 x float>, ptr %1815, align 4
  %1817 = getelementptr inbounds nuw i8, ptr %1809, i64 256
  %1818 = load <16 x float>, ptr %1817, align 4
  %1819 = getelementptr inbounds nuw i8, ptr %1809, i64 320
  %1820 = load <16 x float>, ptr %1819, align 4
  %1821 = getelementptr inbounds nuw i8, ptr %1809, i64 384
  %1822 = load <16 x float>, ptr %1821, align 4
  %1823 = getelementptr inbounds float, ptr %1718, i64 %1807
  %1824 = load float, ptr %1823, align 4
  %1825 = insertelement <16 x float> poison, float %1824, i64 0
  %1826 = shufflevector <16 x float> %1825, <16 x float> poison, <16 x i32> zeroinitializer
  %1827 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1826, <16 x float> %1810, <16 x float> %1803)
  %1828 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1826, <16 x float> %1812, <16 x float> %1802)
  %1829 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1826, <16 x float> %1814, <16 x float> %1801)
  %1830 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1826, <16 x float> %1816, <16 x float> %1800)
  %1831 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1826, <16 x float> %1818, <16 x float> %1799)
  %1832 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1826, <16 x float> %1820, <16 x float> %1798)
  %1833 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1826, <16 x float> %1822, <16 x float> %1797)
  %1834 = getelementptr inbounds float, ptr %1720, i64 %1807
  %1835 = load float, ptr %1834, align 4
  %1836 = insertelement <16 x float> poison, float %1835, i64 0
  %1837 = shufflevector <16 x float> %1836, <16 x float> poison, <16 x i32> zeroinitializer
  %1838 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1837, <16 x float> %1810, <16 x float> %1796)
  %1839 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1837, <16 x float> %1812, <16 x float> %1795)
  %1840 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1837, <16 x float> %1814, <16 x float> %1794)
  %1841 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1837, <16 x float> %1816, <16 x float> %1793)
  %1842 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1837, <16 x float> %1818, <16 x float> %1792)
  %1843 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1837, <16 x float> %1820, <16 x float> %1791)
  %1844 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1837, <16 x float> %1822, <16 x float> %1790)
  %1845 = getelementptr inbounds float, ptr %1722, i64 %1807
  %1846 = load float, ptr %1845, align 4
  %1847 = insertelement <16 x float> poison, float %1846, i64 0
  %1848 = shufflevector <16 x float> %1847, <16 x float> poison, <16 x i32> zeroinitializer
  %1849 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1848, <16 x float> %1810, <16 x float> %1789)
  %1850 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1848, <16 x float> %1812, <16 x float> %1788)
  %1851 = add nuw nsw i64 %1804, 1
  %1852 = icmp eq i64 %1851, %4
  br i1 %1852, label %1723, label %1787

1853:                                             ; preds = %979
  %1854 = getelementptr inbounds nuw ptr, ptr %0, i64 %980
  %1855 = getelementptr inbounds nuw ptr, ptr %1, i64 %980
  %1856 = icmp slt i64 %6, 128
  br i1 %1856, label %1998, label %1857

1857:                                             ; preds = %1853
  %1858 = icmp eq i32 %7, 0
  %1859 = icmp sgt i64 %4, 0
  %1860 = getelementptr inbounds nuw i8, ptr %1854, i64 8
  %1861 = getelementptr inbounds nuw i8, ptr %1855, i64 8
  br label %1862

1862:                                             ; preds = %1857, %1869
  %1863 = phi i64 [ 128, %1857 ], [ %1932, %1869 ]
  %1864 = phi i64 [ 0, %1857 ], [ %1863, %1869 ]
  %1865 = getelementptr float, ptr %3, i64 %1864
  br i1 %1859, label %1866, label %1869

1866:                                             ; preds = %1862
  %1867 = load ptr, ptr %1854, align 8
  %1868 = load ptr, ptr %1860, align 8
  br label %1934

1869:                                             ; preds = %1934, %1862
  %1870 = phi <16 x float> [ zeroinitializer, %1862 ], [ %1976, %1934 ]
  %1871 = phi <16 x float> [ zeroinitializer, %1862 ], [ %1977, %1934 ]
  %1872 = phi <16 x float> [ zeroinitializer, %1862 ], [ %1978, %1934 ]
  %1873 = phi <16 x float> [ zeroinitializer, %1862 ], [ %1979, %1934 ]
  %1874 = phi <16 x float> [ zeroinitializer, %1862 ], [ %1980, %1934 ]
  %1875 = phi <16 x float> [ zeroinitializer, %1862 ], [ %1981, %1934 ]
  %1876 = phi <16 x float> [ zeroinitializer, %1862 ], [ %1982, %1934 ]
  %1877 = phi <16 x float> [ zeroinitializer, %1862 ], [ %1983, %1934 ]
  %1878 = phi <16 x float> [ zeroinitializer, %1862 ], [ %1988, %1934 ]
  %1879 = phi <16 x float> [ zeroinitializer, %1862 ], [ %1989, %1934 ]
  %1880 = phi <16 x float> [ zeroinitializer, %1862 ], [ %1990, %1934 ]
  %1881 = phi <16 x float> [ zeroinitializer, %1862 ], [ %1991, %1934 ]
  %1882 = phi <16 x float> [ zeroinitializer, %1862 ], [ %1992, %1934 ]
  %1883 = phi <16 x float> [ zeroinitializer, %1862 ], [ %1993, %1934 ]
  %1884 = phi <16 x float> [ zeroinitializer, %1862 ], [ %1994, %1934 ]
  %1885 = phi <16 x float> [ zeroinitializer, %1862 ], [ %1995, %1934 ]
  %1886 = load ptr, ptr %1855, align 8
  %1887 = getelementptr inbounds nuw float, ptr %1886, i64 %1864
  store <16 x float> %1870, ptr %1887, align 4
  %1888 = load ptr, ptr %1855, align 8
  %1889 = getelementptr inbounds nuw float, ptr %1888, i64 %1864
  %1890 = getelementptr inbounds nuw i8, ptr %1889, i64 64
  store <16 x float> %1871, ptr %1890, align 4
  %1891 = load ptr, ptr %1855, align 8
  %1892 = getelementptr inbounds nuw float, ptr %1891, i64 %1864
  %1893 = getelementptr inbounds nuw i8, ptr %1892, i64 128
  store <16 x float> %1872, ptr %1893, align 4
  %1894 = load ptr, ptr %1855, align 8
  %1895 = getelementptr inbounds nuw float, ptr %1894, i64 %1864
  %1896 = getelementptr inbounds nuw i8, ptr %1895, i64 192
  store <16 x float> %1873, ptr %1896, align 4
  %1897 = load ptr, ptr %1855, align 8
  %1898 = getelementptr inbounds nuw float, ptr %1897, i64 %1864
  %1899 = getelementptr inbounds nuw i8, ptr %1898, i64 256
  store <16 x float> %1874, ptr %1899, align 4
  %1900 = load ptr, ptr %1855, align 8
  %1901 = getelementptr inbounds nuw float, ptr %1900, i64 %1864
  %1902 = getelementptr inbounds nuw i8, ptr %1901, i64 320
  store <16 x float> %1875, ptr %1902, align 4
  %1903 = load ptr, ptr %1855, align 8
  %1904 = getelementptr inbounds nuw float, ptr %1903, i64 %1864
  %1905 = getelementptr inbounds nuw i8, ptr %1904, i64 384
  store <16 x float> %1876, ptr %1905, align 4
  %1906 = load ptr, ptr %1855, align 8
  %1907 = getelementptr inbounds nuw float, ptr %1906, i64 %1864
  %1908 = getelementptr inbounds nuw i8, ptr %1907, i64 448
  store <16 x float> %1877, ptr %1908, align 4
  %1909 = load ptr, ptr %1861, align 8
  %1910 = getelementptr inbounds nuw float, ptr %1909, i64 %1864
  store <16 x float> %1878, ptr %1910, align 4
  %1911 = load ptr, ptr %1861, align 8
  %1912 = getelementptr inbounds nuw float, ptr %1911, i64 %1864
  %1913 = getelementptr inbounds nuw i8, ptr %1912, i64 64
  store <16 x float> %1879, ptr %1913, align 4
  %1914 = load ptr, ptr %1861, align 8
  %1915 = getelementptr inbounds nuw float, ptr %1914, i64 %1864
  %1916 = getelementptr inbounds nuw i8, ptr %1915, i64 128
  store <16 x float> %1880, ptr %1916, align 4
  %1917 = load ptr, ptr %1861, align 8
  %1918 = getelementptr inbounds nuw float, ptr %1917, i64 %1864
  %1919 = getelementptr inbounds nuw i8, ptr %1918, i64 192
  store <16 x float> %1881, ptr %1919, align 4
  %1920 = load ptr, ptr %1861, align 8
  %1921 = getelementptr inbounds nuw float, ptr %1920, i64 %1864
  %1922 = getelementptr inbounds nuw i8, ptr %1921, i64 256
  store <16 x float> %1882, ptr %1922, align 4
  %1923 = load ptr, ptr %1861, align 8
  %1924 = getelementptr inbounds nuw float, ptr %1923, i64 %1864
  %1925 = getelementptr inbounds nuw i8, ptr %1924, i64 320
  store <16 x float> %1883, ptr %1925, align 4
  %1926 = load ptr, ptr %1861, align 8
  %1927 = getelementptr inbounds nuw float, ptr %1926, i64 %1864
  %1928 = getelementptr inbounds nuw i8, ptr %1927, i64 384
  store <16 x float> %1884, ptr %1928, align 4
  %1929 = load ptr, ptr %1861, align 8
  %1930 = getelementptr inbounds nuw float, ptr %1929, i64 %1864
  %1931 = getelementptr inbounds nuw i8, ptr %1930, i64 448
  store <16 x float> %1885, ptr %1931, align 4
  %1932 = add nuw nsw i64 %1863, 128
  %1933 = icmp sgt i64 %1932, %6
  br i1 %1933, label %1998, label %1862

1934:                                             ; preds = %1866, %1934
  %1935 = phi <16 x float> [ zeroinitializer, %1866 ], [ %1976, %1934 ]
  %1936 = phi <16 x float> [ zeroinitializer, %1866 ], [ %1977, %1934 ]
  %1937 = phi <16 x float> [ zeroinitializer, %1866 ], [ %1978, %1934 ]
  %1938 = phi <16 x float> [ zeroinitializer, %1866 ], [ %1979, %1934 ]
  %1939 = phi <16 x float> [ zeroinitializer, %1866 ], [ %1980, %1934 ]
  %1940 = phi <16 x float> [ zeroinitializer, %1866 ], [ %1981, %1934 ]
  %1941 = phi <16 x float> [ zeroinitializer, %1866 ], [ %1982, %1934 ]
  %1942 = phi <16 x float> [ zeroinitializer, %1866 ], [ %1983, %1934 ]
  %1943 = phi <16 x float> [ zeroinitializer, %1866 ], [ %1988, %1934 ]
  %1944 = phi <16 x float> [ zeroinitializer, %1866 ], [ %1989, %1934 ]
  %1945 = phi <16 x float> [ zeroinitializer, %1866 ], [ %1990, %1934 ]
  %1946 = phi <16 x float> [ zeroinitializer, %1866 ], [ %1991, %1934 ]
  %1947 = phi <16 x float> [ zeroinitializer, %1866 ], [ %1992, %1934 ]
  %1948 = phi <16 x float> [ zeroinitializer, %1866 ], [ %1993, %1934 ]
  %1949 = phi <16 x float> [ zeroinitializer, %1866 ], [ %1994, %1934 ]
  %1950 = phi <16 x float> [ zeroinitializer, %1866 ], [ %1995, %1934 ]
  %1951 = phi i64 [ 0, %1866 ], [ %1996, %1934 ]
  %1952 = xor i64 %1951, -1
  %1953 = add nsw i64 %4, %1952
  %1954 = select i1 %1858, i64 %1951, i64 %1953
  %1955 = mul nsw i64 %1954, %5
  %1956 = getelementptr float, ptr %1865, i64 %1955
  %1957 = load <16 x float>, ptr %1956, align 4
  %1958 = getelementptr inbounds nuw i8, ptr %1956, i64 64
  %1959 = load <16 x float>, ptr %1958, align 4
  %1960 = getelementptr inbounds nuw i8, ptr %1956, i64 128
  %1961 = load <16 x float>, ptr %1960, align 4
  %1962 = getelementptr inbounds nuw i8, ptr %1956, i64 192
  %1963 = load <16 x float>, ptr %1962, align 4
  %1964 = getelementptr inbounds nuw i8, ptr %1956, i64 256
  %1965 = load <16 x float>, ptr %1964, align 4
  %1966 = getelementptr inbounds nuw i8, ptr %1956, i64 320
  %1967 = load <16 x float>, ptr %1966, align 4
  %1968 = getelementptr inbounds nuw i8, ptr %1956, i64 384
  %1969 = load <16 x float>, ptr %1968, align 4
  %1970 = getelementptr inbounds nuw i8, ptr %1956, i64 448
  %1971 = load <16 x float>, ptr %1970, align 4
  %1972 = getelementptr inbounds float, ptr %1867, i64 %1954
  %1973 = load float, ptr %1972, align 4
  %1974 = insertelement <16 x float> poison, float %1973, i64 0
  %1975 = shufflevector <16 x float> %1974, <16 x float> poison, <16 x i32> zeroinitializer
  %1976 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1975, <16 x float> %1957, <16 x float> %1935)
  %1977 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1975, <16 x float> %1959, <16 x float> %1936)
  %1978 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1975, <16 x float> %1961, <16 x float> %1937)
  %1979 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1975, <16 x float> %1963, <16 x float> %1938)
  %1980 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1975, <16 x float> %1965, <16 x float> %1939)
  %1981 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1975, <16 x float> %1967, <16 x float> %1940)
  %1982 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1975, <16 x float> %1969, <16 x float> %1941)
  %1983 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1975, <16 x float> %1971, <16 x float> %1942)
  %1984 = getelementptr inbounds float, ptr %1868, i64 %1954
  %1985 = load float, ptr %1984, align 4
  %1986 = insertelement <16 x float> poison, float %1985, i64 0
  %1987 = shufflevector <16 x float> %1986, <16 x float> poison, <16 x i32> zeroinitializer
  %1988 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1987, <16 x float> %1957, <16 x float> %1943)
  %1989 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1987, <16 x float> %1959, <16 x float> %1944)
  %1990 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1987, <16 x float> %1961, <16 x float> %1945)
  %1991 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1987, <16 x float> %1963, <16 x float> %1946)
  %1992 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1987, <16 x float> %1965, <16 x float> %1947)
  %1993 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1987, <16 x float> %1967, <16 x float> %1948)
  %1994 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1987, <16 x float> %1969, <16 x float> %1949)
  %1995 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1987, <16 x float> %1971, <16 x float> %1950)
  %1996 = add nuw nsw i64 %1951, 1
  %1997 = icmp eq i64 %1996, %4
  br i1 %1997, label %1869, label %1934

1998:                                             ; preds = %1869, %1853
  %1999 = phi i64 [ 0, %1853 ], [ %1863, %1869 ]
  %2000 = sub nsw i64 %6, %1999
  %2001 = sdiv i64 %2000, 16
  switch i64 %2001, label %4901 [
    i64 1, label %2002
    i64 2, label %2086
    i64 3, label %2138
    i64 4, label %2204
    i64 5, label %2284
    i64 6, label %2378
    i64 7, label %2486
  ]

2002:                                             ; preds = %1998
  %2003 = icmp eq i32 %7, 0
  %2004 = getelementptr float, ptr %3, i64 %1999
  %2005 = icmp sgt i64 %4, 0
  br i1 %2005, label %2006, label %2037

2006:                                             ; preds = %2002
  %2007 = load ptr, ptr %1854, align 8
  %2008 = getelementptr inbounds nuw i8, ptr %1854, i64 8
  %2009 = load ptr, ptr %2008, align 8
  %2010 = and i64 %4, 1
  %2011 = icmp eq i64 %4, 1
  br i1 %2011, label %2016, label %2012

2012:                                             ; preds = %2006
  %2013 = and i64 %4, 9223372036854775806
  br label %2045

2014:                                             ; preds = %2045
  %2015 = icmp eq i64 %2010, 0
  br i1 %2015, label %2037, label %2016

2016:                                             ; preds = %2014, %2006
  %2017 = phi <16 x float> [ zeroinitializer, %2006 ], [ %2077, %2014 ]
  %2018 = phi <16 x float> [ zeroinitializer, %2006 ], [ %2082, %2014 ]
  %2019 = phi i64 [ 0, %2006 ], [ %2083, %2014 ]
  %2020 = icmp ne i64 %2010, 0
  tail call void @llvm.assume(i1 %2020)
  %2021 = xor i64 %2019, -1
  %2022 = add nsw i64 %4, %2021
  %2023 = select i1 %2003, i64 %2019, i64 %2022
  %2024 = mul nsw i64 %2023, %5
  %2025 = getelementptr float, ptr %2004, i64 %2024
  %2026 = load <16 x float>, ptr %2025, align 4
  %2027 = getelementptr inbounds float, ptr %2007, i64 %2023
  %2028 = load float, ptr %2027, align 4
  %2029 = insertelement <16 x float> poison, float %2028, i64 0
  %2030 = shufflevector <16 x float> %2029, <16 x float> poison, <16 x i32> zeroinitializer
  %2031 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2030, <16 x float> %2026, <16 x float> %2017)
  %2032 = getelementptr inbounds float, ptr %2009, i64 %2023
  %2033 = load float, ptr %2032, align 4
  %2034 = insertelement <16 x float> poison, float %2033, i64 0
  %2035 = shufflevector <16 x float> %2034, <16 x float> poison, <16 x i32> zeroinitializer
  %2036 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2035, <16 x float> %2026, <16 x float> %2018)
  br label %2037

2037:                                             ; preds = %2016, %2014, %2002
  %2038 = phi <16 x float> [ zeroinitializer, %2002 ], [ %2077, %2014 ], [ %2031, %2016 ]
  %2039 = phi <16 x float> [ zeroinitializer, %2002 ], [ %2082, %2014 ], [ %2036, %2016 ]
  %2040 = load ptr, ptr %1855, align 8
  %2041 = getelementptr inbounds nuw float, ptr %2040, i64 %1999
  store <16 x float> %2038, ptr %2041, align 4
  %2042 = getelementptr inbounds nuw i8, ptr %1855, i64 8
  %2043 = load ptr, ptr %2042, align 8
  %2044 = getelementptr inbounds nuw float, ptr %2043, i64 %1999
  store <16 x float> %2039, ptr %2044, align 4
  br label %4901

2045:                                             ; preds = %2045, %2012
  %2046 = phi <16 x float> [ zeroinitializer, %2012 ], [ %2077, %2045 ]
  %2047 = phi <16 x float> [ zeroinitializer, %2012 ], [ %2082, %2045 ]
  %2048 = phi i64 [ 0, %2012 ], [ %2083, %2045 ]
  %2049 = phi i64 [ 0, %2012 ], [ %2084, %2045 ]
  %2050 = xor i64 %2048, -1
  %2051 = add nsw i64 %4, %2050
  %2052 = select i1 %2003, i64 %2048, i64 %2051
  %2053 = mul nsw i64 %2052, %5
  %2054 = getelementptr float, ptr %2004, i64 %2053
  %2055 = load <16 x float>, ptr %2054, align 4
  %2056 = getelementptr inbounds float, ptr %2007, i64 %2052
  %2057 = load float, ptr %2056, align 4
  %2058 = insertelement <16 x float> poison, float %2057, i64 0
  %2059 = shufflevector <16 x float> %2058, <16 x float> poison, <16 x i32> zeroinitializer
  %2060 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2059, <16 x float> %2055, <16 x float> %2046)
  %2061 = getelementptr inbounds float, ptr %2009, i64 %2052
  %2062 = load float, ptr %2061, align 4
  %2063 = insertelement <16 x float> poison, float %2062, i64 0
  %2064 = shufflevector <16 x float> %2063, <16 x float> poison, <16 x i32> zeroinitializer
  %2065 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2064, <16 x float> %2055, <16 x float> %2047)
  %2066 = or disjoint i64 %2048, 1
  %2067 = xor i64 %2048, -2
  %2068 = add nsw i64 %4, %2067
  %2069 = select i1 %2003, i64 %2066, i64 %2068
  %2070 = mul nsw i64 %2069, %5
  %2071 = getelementptr float, ptr %2004, i64 %2070
  %2072 = load <16 x float>, ptr %2071, align 4
  %2073 = getelementptr inbounds float, ptr %2007, i64 %2069
  %2074 = load float, ptr %2073, align 4
  %2075 = insertelement <16 x float> poison, float %2074, i64 0
  %2076 = shufflevector <16 x float> %2075, <16 x float> poison, <16 x i32> zeroinitializer
  %2077 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2076, <16 x float> %2072, <16 x float> %2060)
  %2078 = getelementptr inbounds float, ptr %2009, i64 %2069
  %2079 = load float, ptr %2078, align 4
  %2080 = insertelement <16 x float> poison, float %2079, i64 0
  %2081 = shufflevector <16 x float> %2080, <16 x float> poison, <16 x i32> zeroinitializer
  %2082 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2081, <16 x float> %2072, <16 x float> %2065)
  %2083 = add nuw nsw i64 %2048, 2
  %2084 = add i64 %2049, 2
  %2085 = icmp eq i64 %2084, %2013
  br i1 %2085, label %2014, label %2045

2086:                                             ; preds = %1998
  %2087 = icmp eq i32 %7, 0
  %2088 = getelementptr float, ptr %3, i64 %1999
  %2089 = icmp sgt i64 %4, 0
  br i1 %2089, label %2090, label %2094

2090:                                             ; preds = %2086
  %2091 = load ptr, ptr %1854, align 8
  %2092 = getelementptr inbounds nuw i8, ptr %1854, i64 8
  %2093 = load ptr, ptr %2092, align 8
  br label %2110

2094:                                             ; preds = %2110, %2086
  %2095 = phi <16 x float> [ zeroinitializer, %2086 ], [ %2128, %2110 ]
  %2096 = phi <16 x float> [ zeroinitializer, %2086 ], [ %2129, %2110 ]
  %2097 = phi <16 x float> [ zeroinitializer, %2086 ], [ %2134, %2110 ]
  %2098 = phi <16 x float> [ zeroinitializer, %2086 ], [ %2135, %2110 ]
  %2099 = load ptr, ptr %1855, align 8
  %2100 = getelementptr inbounds nuw float, ptr %2099, i64 %1999
  store <16 x float> %2095, ptr %2100, align 4
  %2101 = load ptr, ptr %1855, align 8
  %2102 = getelementptr inbounds nuw float, ptr %2101, i64 %1999
  %2103 = getelementptr inbounds nuw i8, ptr %2102, i64 64
  store <16 x float> %2096, ptr %2103, align 4
  %2104 = getelementptr inbounds nuw i8, ptr %1855, i64 8
  %2105 = load ptr, ptr %2104, align 8
  %2106 = getelementptr inbounds nuw float, ptr %2105, i64 %1999
  store <16 x float> %2097, ptr %2106, align 4
  %2107 = load ptr, ptr %2104, align 8
  %2108 = getelementptr inbounds nuw float, ptr %2107, i64 %1999
  %2109 = getelementptr inbounds nuw i8, ptr %2108, i64 64
  store <16 x float> %2098, ptr %2109, align 4
  br label %4901

2110:                                             ; preds = %2090, %2110
  %2111 = phi <16 x float> [ zeroinitializer, %2090 ], [ %2128, %2110 ]
  %2112 = phi <16 x float> [ zeroinitializer, %2090 ], [ %2129, %2110 ]
  %2113 = phi <16 x float> [ zeroinitializer, %2090 ], [ %2134, %2110 ]
  %2114 = phi <16 x float> [ zeroinitializer, %2090 ], [ %2135, %2110 ]
  %2115 = phi i64 [ 0, %2090 ], [ %2136, %2110 ]
  %2116 = xor i64 %2115, -1
  %2117 = add nsw i64 %4, %2116
  %2118 = select i1 %2087, i64 %2115, i64 %2117
  %2119 = mul nsw i64 %2118, %5
  %2120 = getelementptr float, ptr %2088, i64 %2119
  %2121 = load <16 x float>, ptr %2120, align 4
  %2122 = getelementptr inbounds nuw i8, ptr %2120, i64 64
  %2123 = load <16 x float>, ptr %2122, align 4
  %2124 = getelementptr inbounds float, ptr %2091, i64 %2118
  %2125 = load float, ptr %2124, align 4
  %2126 = insertelement <16 x float> poison, float %2125, i64 0
  %2127 = shufflevector <16 x float> %2126, <16 x float> poison, <16 x i32> zeroinitializer
  %2128 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2127, <16 x float> %2121, <16 x float> %2111)
  %2129 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2127, <16 x float> %2123, <16 x float> %2112)
  %2130 = getelementptr inbounds float, ptr %2093, i64 %2118
  %2131 = load float, ptr %2130, align 4
  %2132 = insertelement <16 x float> poison, float %2131, i64 0
  %2133 = shufflevector <16 x float> %2132, <16 x float> poison, <16 x i32> zeroinitializer
  %2134 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2133, <16 x float> %2121, <16 x float> %2113)
  %2135 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2133, <16 x float> %2123, <16 x float> %2114)
  %2136 = add nuw nsw i64 %2115, 1
  %2137 = icmp eq i64 %2136, %4
  br i1 %2137, label %2094, label %2110

2138:                                             ; preds = %1998
  %2139 = icmp eq i32 %7, 0
  %2140 = getelementptr float, ptr %3, i64 %1999
  %2141 = icmp sgt i64 %4, 0
  br i1 %2141, label %2142, label %2146

2142:                                             ; preds = %2138
  %2143 = load ptr, ptr %1854, align 8
  %2144 = getelementptr inbounds nuw i8, ptr %1854, i64 8
  %2145 = load ptr, ptr %2144, align 8
  br label %2170

2146:                                             ; preds = %2170, %2138
  %2147 = phi <16 x float> [ zeroinitializer, %2138 ], [ %2192, %2170 ]
  %2148 = phi <16 x float> [ zeroinitializer, %2138 ], [ %2193, %2170 ]
  %2149 = phi <16 x float> [ zeroinitializer, %2138 ], [ %2194, %2170 ]
  %2150 = phi <16 x float> [ zeroinitializer, %2138 ], [ %2199, %2170 ]
  %2151 = phi <16 x float> [ zeroinitializer, %2138 ], [ %2200, %2170 ]
  %2152 = phi <16 x float> [ zeroinitializer, %2138 ], [ %2201, %2170 ]
  %2153 = load ptr, ptr %1855, align 8
  %2154 = getelementptr inbounds nuw float, ptr %2153, i64 %1999
  store <16 x float> %2147, ptr %2154, align 4
  %2155 = load ptr, ptr %1855, align 8
  %2156 = getelementptr inbounds nuw float, ptr %2155, i64 %1999
  %2157 = getelementptr inbounds nuw i8, ptr %2156, i64 64
  store <16 x float> %2148, ptr %2157, align 4
  %2158 = load ptr, ptr %1855, align 8
  %2159 = getelementptr inbounds nuw float, ptr %2158, i64 %1999
  %2160 = getelementptr inbounds nuw i8, ptr %2159, i64 128
  store <16 x float> %2149, ptr %2160, align 4
  %2161 = getelementptr inbounds nuw i8, ptr %1855, i64 8
  %2162 = load ptr, ptr %2161, align 8
  %2163 = getelementptr inbounds nuw float, ptr %2162, i64 %1999
  store <16 x float> %2150, ptr %2163, align 4
  %2164 = load ptr, ptr %2161, align 8
  %2165 = getelementptr inbounds nuw float, ptr %2164, i64 %1999
  %2166 = getelementptr inbounds nuw i8, ptr %2165, i64 64
  store <16 x float> %2151, ptr %2166, align 4
  %2167 = load ptr, ptr %2161, align 8
  %2168 = getelementptr inbounds nuw float, ptr %2167, i64 %1999
  %2169 = getelementptr inbounds nuw i8, ptr %2168, i64 128
  store <16 x float> %2152, ptr %2169, align 4
  br label %4901

2170:                                             ; preds = %2142, %2170
  %2171 = phi <16 x float> [ zeroinitializer, %2142 ], [ %2192, %2170 ]
  %2172 = phi <16 x float> [ zeroinitializer, %2142 ], [ %2193, %2170 ]
  %2173 = phi <16 x float> [ zeroinitializer, %2142 ], [ %2194, %2170 ]
  %2174 = phi <16 x float> [ zeroinitializer, %2142 ], [ %2199, %2170 ]
  %2175 = phi <16 x float> [ zeroinitializer, %2142 ], [ %2200, %2170 ]
  %2176 = phi <16 x float> [ zeroinitializer, %2142 ], [ %2201, %2170 ]
  %2177 = phi i64 [ 0, %2142 ], [ %2202, %2170 ]
  %2178 = xor i64 %2177, -1
  %2179 = add nsw i64 %4, %2178
  %2180 = select i1 %2139, i64 %2177, i64 %2179
  %2181 = mul nsw i64 %2180, %5
  %2182 = getelementptr float, ptr %2140, i64 %2181
  %2183 = load <16 x float>, ptr %2182, align 4
  %2184 = getelementptr inbounds nuw i8, ptr %2182, i64 64
  %2185 = load <16 x float>, ptr %2184, align 4
  %2186 = getelementptr inbounds nuw i8, ptr %2182, i64 128
  %2187 = load <16 x float>, ptr %2186, align 4
  %2188 = getelementptr inbounds float, ptr %2143, i64 %2180
  %2189 = load float, ptr %2188, align 4
  %2190 = insertelement <16 x float> poison, float %2189, i64 0
  %2191 = shufflevector <16 x float> %2190, <16 x float> poison, <16 x i32> zeroinitializer
  %2192 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2191, <16 x float> %2183, <16 x float> %2171)
  %2193 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2191, <16 x float> %2185, <16 x float> %2172)
  %2194 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2191, <16 x float> %2187, <16 x float> %2173)
  %2195 = getelementptr inbounds float, ptr %2145, i64 %2180
  %2196 = load float, ptr %2195, align 4
  %2197 = insertelement <16 x float> poison, float %2196, i64 0
  %2198 = shufflevector <16 x float> %2197, <16 x float> poison, <16 x i32> zeroinitializer
  %2199 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2198, <16 x float> %2183, <16 x float> %2174)
  %2200 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2198, <16 x float> %2185, <16 x float> %2175)
  %2201 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2198, <16 x float> %2187, <16 x float> %2176)
  %2202 = add nuw nsw i64 %2177, 1
  %2203 = icmp eq i64 %2202, %4
  br i1 %2203, label %2146, label %2170

2204:                                             ; preds = %1998
  %2205 = icmp eq i32 %7, 0
  %2206 = getelementptr float, ptr %3, i64 %1999
  %2207 = icmp sgt i64 %4, 0
  br i1 %2207, label %2208, label %2212

2208:                                             ; preds = %2204
  %2209 = load ptr, ptr %1854, align 8
  %2210 = getelementptr inbounds nuw i8, ptr %1854, i64 8
  %2211 = load ptr, ptr %2210, align 8
  br label %2244

2212:                                             ; preds = %2244, %2204
  %2213 = phi <16 x float> [ zeroinitializer, %2204 ], [ %2270, %2244 ]
  %2214 = phi <16 x float> [ zeroinitializer, %2204 ], [ %2271, %2244 ]
  %2215 = phi <16 x float> [ zeroinitializer, %2204 ], [ %2272, %2244 ]
  %2216 = phi <16 x float> [ zeroinitializer, %2204 ], [ %2273, %2244 ]
  %2217 = phi <16 x float> [ zeroinitializer, %2204 ], [ %2278, %2244 ]
  %2218 = phi <16 x float> [ zeroinitializer, %2204 ], [ %2279, %2244 ]
  %2219 = phi <16 x float> [ zeroinitializer, %2204 ], [ %2280, %2244 ]
  %2220 = phi <16 x float> [ zeroinitializer, %2204 ], [ %2281, %2244 ]
  %2221 = load ptr, ptr %1855, align 8
  %2222 = getelementptr inbounds nuw float, ptr %2221, i64 %1999
  store <16 x float> %2213, ptr %2222, align 4
  %2223 = load ptr, ptr %1855, align 8
  %2224 = getelementptr inbounds nuw float, ptr %2223, i64 %1999
  %2225 = getelementptr inbounds nuw i8, ptr %2224, i64 64
  store <16 x float> %2214, ptr %2225, align 4
  %2226 = load ptr, ptr %1855, align 8
  %2227 = getelementptr inbounds nuw float, ptr %2226, i64 %1999
  %2228 = getelementptr inbounds nuw i8, ptr %2227, i64 128
  store <16 x float> %2215, ptr %2228, align 4
  %2229 = load ptr, ptr %1855, align 8
  %2230 = getelementptr inbounds nuw float, ptr %2229, i64 %1999
  %2231 = getelementptr inbounds nuw i8, ptr %2230, i64 192
  store <16 x float> %2216, ptr %2231, align 4
  %2232 = getelementptr inbounds nuw i8, ptr %1855, i64 8
  %2233 = load ptr, ptr %2232, align 8
  %2234 = getelementptr inbounds nuw float, ptr %2233, i64 %1999
  store <16 x float> %2217, ptr %2234, align 4
  %2235 = load ptr, ptr %2232, align 8
  %2236 = getelementptr inbounds nuw float, ptr %2235, i64 %1999
  %2237 = getelementptr inbounds nuw i8, ptr %2236, i64 64
  store <16 x float> %2218, ptr %2237, align 4
  %2238 = load ptr, ptr %2232, align 8
  %2239 = getelementptr inbounds nuw float, ptr %2238, i64 %1999
  %2240 = getelementptr inbounds nuw i8, ptr %2239, i64 128
  store <16 x float> %2219, ptr %2240, align 4
  %2241 = load ptr, ptr %2232, align 8
  %2242 = getelementptr inbounds nuw float, ptr %2241, i64 %1999
  %2243 = getelementptr inbounds nuw i8, ptr %2242, i64 192
  store <16 x float> %2220, ptr %2243, align 4
  br label %4901

2244:                                             ; preds = %2208, %2244
  %2245 = phi <16 x float> [ zeroinitializer, %2208 ], [ %2270, %2244 ]
  %2246 = phi <16 x float> [ zeroinitializer, %2208 ], [ %2271, %2244 ]
  %2247 = phi <16 x float> [ zeroinitializer, %2208 ], [ %2272, %2244 ]
  %2248 = phi <16 x float> [ zeroinitializer, %2208 ], [ %2273, %2244 ]
  %2249 = phi <16 x float> [ zeroinitializer, %2208 ], [ %2278, %2244 ]
  %2250 = phi <16 x float> [ zeroinitializer, %2208 ], [ %2279, %2244 ]
  %2251 = phi <16 x float> [ zeroinitializer, %2208 ], [ %2280, %2244 ]
  %2252 = phi <16 x float> [ zeroinitializer, %2208 ], [ %2281, %2244 ]
  %2253 = phi i64 [ 0, %2208 ], [ %2282, %2244 ]
  %2254 = xor i64 %2253, -1
  %2255 = add nsw i64 %4, %2254
  %2256 = select i1 %2205, i64 %2253, i64 %2255
  %2257 = mul nsw i64 %2256, %5
  %2258 = getelementptr float, ptr %2206, i64 %2257
  %2259 = load <16 x float>, ptr %2258, align 4
  %2260 = getelementptr inbounds nuw i8, ptr %2258, i64 64
  %2261 = load <16 x float>, ptr %2260, align 4
  %2262 = getelementptr inbounds nuw i8, ptr %2258, i64 128
  %2263 = load <16 x float>, ptr %2262, align 4
  %2264 = getelementptr inbounds nuw i8, ptr %2258, i64 192
  %2265 = load <16 x float>, ptr %2264, align 4
  %2266 = getelementptr inbounds float, ptr %2209, i64 %2256
  %2267 = load float, ptr %2266, align 4
  %2268 = insertelement <16 x float> poison, float %2267, i64 0
  %2269 = shufflevector <16 x float> %2268, <16 x float> poison, <16 x i32> zeroinitializer
  %2270 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2269, <16 x float> %2259, <16 x float> %2245)
  %2271 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2269, <16 x float> %2261, <16 x float> %2246)
  %2272 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2269, <16 x float> %2263, <16 x float> %2247)
  %2273 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2269, <16 x float> %2265, <16 x float> %2248)
  %2274 = getelementptr inbounds float, ptr %2211, i64 %2256
  %2275 = load float, ptr %2274, align 4
  %2276 = insertelement <16 x float> poison, float %2275, i64 0
  %2277 = shufflevector <16 x float> %2276, <16 x float> poison, <16 x i32> zeroinitializer
  %2278 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2277, <16 x float> %2259, <16 x float> %2249)
  %2279 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2277, <16 x float> %2261, <16 x float> %2250)
  %2280 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2277, <16 x float> %2263, <16 x float> %2251)
  %2281 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2277, <16 x float> %2265, <16 x float> %2252)
  %2282 = add nuw nsw i64 %2253, 1
  %2283 = icmp eq i64 %2282, %4
  br i1 %2283, label %2212, label %2244

2284:                                             ; preds = %1998
  %2285 = icmp eq i32 %7, 0
  %2286 = getelementptr float, ptr %3, i64 %1999
  %2287 = icmp sgt i64 %4, 0
  br i1 %2287, label %2288, label %2292

2288:                                             ; preds = %2284
  %2289 = load ptr, ptr %1854, align 8
  %2290 = getelementptr inbounds nuw i8, ptr %1854, i64 8
  %2291 = load ptr, ptr %2290, align 8
  br label %2332

2292:                                             ; preds = %2332, %2284
  %2293 = phi <16 x float> [ zeroinitializer, %2284 ], [ %2362, %2332 ]
  %2294 = phi <16 x float> [ zeroinitializer, %2284 ], [ %2363, %2332 ]
  %2295 = phi <16 x float> [ zeroinitializer, %2284 ], [ %2364, %2332 ]
  %2296 = phi <16 x float> [ zeroinitializer, %2284 ], [ %2365, %2332 ]
  %2297 = phi <16 x float> [ zeroinitializer, %2284 ], [ %2366, %2332 ]
  %2298 = phi <16 x float> [ zeroinitializer, %2284 ], [ %2371, %2332 ]
  %2299 = phi <16 x float> [ zeroinitializer, %2284 ], [ %2372, %2332 ]
  %2300 = phi <16 x float> [ zeroinitializer, %2284 ], [ %2373, %2332 ]
  %2301 = phi <16 x float> [ zeroinitializer, %2284 ], [ %2374, %2332 ]
  %2302 = phi <16 x float> [ zeroinitializer, %2284 ], [ %2375, %2332 ]
  %2303 = load ptr, ptr %1855, align 8
  %2304 = getelementptr inbounds nuw float, ptr %2303, i64 %1999
  store <16 x float> %2293, ptr %2304, align 4
  %2305 = load ptr, ptr %1855, align 8
  %2306 = getelementptr inbounds nuw float, ptr %2305, i64 %1999
  %2307 = getelementptr inbounds nuw i8, ptr %2306, i64 64
  store <16 x float> %2294, ptr %2307, align 4
  %2308 = load ptr, ptr %1855, align 8
  %2309 = getelementptr inbounds nuw float, ptr %2308, i64 %1999
  %2310 = getelementptr inbounds nuw i8, ptr %2309, i64 128
  store <16 x float> %2295, ptr %2310, align 4
  %2311 = load ptr, ptr %1855, align 8
  %2312 = getelementptr inbounds nuw float, ptr %2311, i64 %1999
  %2313 = getelementptr inbounds nuw i8, ptr %2312, i64 192
  store <16 x float> %2296, ptr %2313, align 4
  %2314 = load ptr, ptr %1855, align 8
  %2315 = getelementptr inbounds nuw float, ptr %2314, i64 %1999
  %2316 = getelementptr inbounds nuw i8, ptr %2315, i64 256
  store <16 x float> %2297, ptr %2316, align 4
  %2317 = getelementptr inbounds nuw i8, ptr %1855, i64 8
  %2318 = load ptr, ptr %2317, align 8
  %2319 = getelementptr inbounds nuw float, ptr %2318, i64 %1999
  store <16 x float> %2298, ptr %2319, align 4
  %2320 = load ptr, ptr %2317, align 8
  %2321 = getelementptr inbounds nuw float, ptr %2320, i64 %1999
  %2322 = getelementptr inbounds nuw i8, ptr %2321, i64 64
  store <16 x float> %2299, ptr %2322, align 4
  %2323 = load ptr, ptr %2317, align 8
  %2324 = getelementptr inbounds nuw float, ptr %2323, i64 %1999
  %2325 = getelementptr inbounds nuw i8, ptr %2324, i64 128
  store <16 x float> %2300, ptr %2325, align 4
  %2326 = load ptr, ptr %2317, align 8
  %2327 = getelementptr inbounds nuw float, ptr %2326, i64 %1999
  %2328 = getelementptr inbounds nuw i8, ptr %2327, i64 192
  store <16 x float> %2301, ptr %2328, align 4
  %2329 = load ptr, ptr %2317, align 8
  %2330 = getelementptr inbounds nuw float, ptr %2329, i64 %1999
  %2331 = getelementptr inbounds nuw i8, ptr %2330, i64 256
  store <16 x float> %2302, ptr %2331, align 4
  br label %4901

2332:                                             ; preds = %2288, %2332
  %2333 = phi <16 x float> [ zeroinitializer, %2288 ], [ %2362, %2332 ]
  %2334 = phi <16 x float> [ zeroinitializer, %2288 ], [ %2363, %2332 ]
  %2335 = phi <16 x float> [ zeroinitializer, %2288 ], [ %2364, %2332 ]
  %2336 = phi <16 x float> [ zeroinitializer, %2288 ], [ %2365, %2332 ]
  %2337 = phi <16 x float> [ zeroinitializer, %2288 ], [ %2366, %2332 ]
  %2338 = phi <16 x float> [ zeroinitializer, %2288 ], [ %2371, %2332 ]
  %2339 = phi <16 x float> [ zeroinitializer, %2288 ], [ %2372, %2332 ]
  %2340 = phi <16 x float> [ zeroinitializer, %2288 ], [ %2373, %2332 ]
  %2341 = phi <16 x float> [ zeroinitializer, %2288 ], [ %2374, %2332 ]
  %2342 = phi <16 x float> [ zeroinitializer, %2288 ], [ %2375, %2332 ]
  %2343 = phi i64 [ 0, %2288 ], [ %2376, %2332 ]
  %2344 = xor i64 %2343, -1
  %2345 = add nsw i64 %4, %2344
  %2346 = select i1 %2285, i64 %2343, i64 %2345
  %2347 = mul nsw i64 %2346, %5
  %2348 = getelementptr float, ptr %2286, i64 %2347
  %2349 = load <16 x float>, ptr %2348, align 4
  %2350 = getelementptr inbounds nuw i8, ptr %2348, i64 64
  %2351 = load <16 x float>, ptr %2350, align 4
  %2352 = getelementptr inbounds nuw i8, ptr %2348, i64 128
  %2353 = load <16 x float>, ptr %2352, align 4
  %2354 = getelementptr inbounds nuw i8, ptr %2348, i64 192
  %2355 = load <16 x float>, ptr %2354, align 4
  %2356 = getelementptr inbounds nuw i8, ptr %2348, i64 256
  %2357 = load <16 x float>, ptr %2356, align 4
  %2358 = getelementptr inbounds float, ptr %2289, i64 %2346
  %2359 = load float, ptr %2358, align 4
  %2360 = insertelement <16 x float> poison, float %2359, i64 0
  %2361 = shufflevector <16 x float> %2360, <16 x float> poison, <16 x i32> zeroinitializer
  %2362 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2361, <16 x float> %2349, <16 x float> %2333)
  %2363 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2361, <16 x float> %2351, <16 x float> %2334)
  %2364 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2361, <16 x float> %2353, <16 x float> %2335)
  %2365 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2361, <16 x float> %2355, <16 x float> %2336)
  %2366 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2361, <16 x float> %2357, <16 x float> %2337)
  %2367 = getelementptr inbounds float, ptr %2291, i64 %2346
  %2368 = load float, ptr %2367, align 4
  %2369 = insertelement <16 x float> poison, float %2368, i64 0
  %2370 = shufflevector <16 x float> %2369, <16 x float> poison, <16 x i32> zeroinitializer
  %2371 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2370, <16 x float> %2349, <16 x float> %2338)
  %2372 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2370, <16 x float> %2351, <16 x float> %2339)
  %2373 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2370, <16 x float> %2353, <16 x float> %2340)
  %2374 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2370, <16 x float> %2355, <16 x float> %2341)
  %2375 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2370, <16 x float> %2357, <16 x float> %2342)
  %2376 = add nuw nsw i64 %2343, 1
  %2377 = icmp eq i64 %2376, %4
  br i1 %2377, label %2292, label %2332

2378:                                             ; preds = %1998
  %2379 = icmp eq i32 %7, 0
  %2380 = getelementptr float, ptr %3, i64 %1999
  %2381 = icmp sgt i64 %4, 0
  br i1 %2381, label %2382, label %2386

2382:                                             ; preds = %2378
  %2383 = load ptr, ptr %1854, align 8
  %2384 = getelementptr inbounds nuw i8, ptr %1854, i64 8
  %2385 = load ptr, ptr %2384, align 8
  br label %2434

2386:                                             ; preds = %2434, %2378
  %2387 = phi <16 x float> [ zeroinitializer, %2378 ], [ %2468, %2434 ]
  %2388 = phi <16 x float> [ zeroinitializer, %2378 ], [ %2469, %2434 ]
  %2389 = phi <16 x float> [ zeroinitializer, %2378 ], [ %2470, %2434 ]
  %2390 = phi <16 x float> [ zeroinitializer, %2378 ], [ %2471, %2434 ]
  %2391 = phi <16 x float> [ zeroinitializer, %2378 ], [ %2472, %2434 ]
  %2392 = phi <16 x float> [ zeroinitializer, %2378 ], [ %2473, %2434 ]
  %2393 = phi <16 x float> [ zeroinitializer, %2378 ], [ %2478, %2434 ]
  %2394 = phi <16 x float> [ zeroinitializer, %2378 ], [ %2479, %2434 ]
  %2395 = phi <16 x float> [ zeroinitializer, %2378 ], [ %2480, %2434 ]
  %2396 = phi <16 x float> [ zeroinitializer, %2378 ], [ %2481, %2434 ]
  %2397 = phi <16 x float> [ zeroinitializer, %2378 ], [ %2482, %2434 ]
  %2398 = phi <16 x float> [ zeroinitializer, %2378 ], [ %2483, %2434 ]
  %2399 = load ptr, ptr %1855, align 8
  %2400 = getelementptr inbounds nuw float, ptr %2399, i64 %1999
  store <16 x float> %2387, ptr %2400, align 4
  %2401 = load ptr, ptr %1855, align 8
  %2402 = getelementptr inbounds nuw float, ptr %2401, i64 %1999
  %2403 = getelementptr inbounds nuw i8, ptr %2402, i64 64
  store <16 x float> %2388, ptr %2403, align 4
  %2404 = load ptr, ptr %1855, align 8
  %2405 = getelementptr inbounds nuw float, ptr %2404, i64 %1999
  %2406 = getelementptr inbounds nuw i8, ptr %2405, i64 128
  store <16 x float> %2389, ptr %2406, align 4
  %2407 = load ptr, ptr %1855, align 8
  %2408 = getelementptr inbounds nuw float, ptr %2407, i64 %1999
  %2409 = getelementptr inbounds nuw i8, ptr %2408, i64 192
  store <16 x float> %2390, ptr %2409, align 4
  %2410 = load ptr, ptr %1855, align 8
  %2411 = getelementptr inbounds nuw float, ptr %2410, i64 %1999
  %2412 = getelementptr inbounds nuw i8, ptr %2411, i64 256
  store <16 x float> %2391, ptr %2412, align 4
  %2413 = load ptr, ptr %1855, align 8
  %2414 = getelementptr inbounds nuw float, ptr %2413, i64 %1999
  %2415 = getelementptr inbounds nuw i8, ptr %2414, i64 320
  store <16 x float> %2392, ptr %2415, align 4
  %2416 = getelementptr inbounds nuw i8, ptr %1855, i64 8
  %2417 = load ptr, ptr %2416, align 8
  %2418 = getelementptr inbounds nuw float, ptr %2417, i64 %1999
  store <16 x float> %2393, ptr %2418, align 4
  %2419 = load ptr, ptr %2416, align 8
  %2420 = getelementptr inbounds nuw float, ptr %2419, i64 %1999
  %2421 = getelementptr inbounds nuw i8, ptr %2420, i64 64
  store <16 x float> %2394, ptr %2421, align 4
  %2422 = load ptr, ptr %2416, align 8
  %2423 = getelementptr inbounds nuw float, ptr %2422, i64 %1999
  %2424 = getelementptr inbounds nuw i8, ptr %2423, i64 128
  store <16 x float> %2395, ptr %2424, align 4
  %2425 = load ptr, ptr %2416, align 8
  %2426 = getelementptr inbounds nuw float, ptr %2425, i64 %1999
  %2427 = getelementptr inbounds nuw i8, ptr %2426, i64 192
  store <16 x float> %2396, ptr %2427, align 4
  %2428 = load ptr, ptr %2416, align 8
  %2429 = getelementptr inbounds nuw float, ptr %2428, i64 %1999
  %2430 = getelementptr inbounds nuw i8, ptr %2429, i64 256
  store <16 x float> %2397, ptr %2430, align 4
  %2431 = load ptr, ptr %2416, align 8
  %2432 = getelementptr inbounds nuw float, ptr %2431, i64 %1999
  %2433 = getelementptr inbounds nuw i8, ptr %2432, i64 320
  store <16 x float> %2398, ptr %2433, align 4
  br label %4901

2434:                                             ; preds = %2382, %2434
  %2435 = phi <16 x float> [ zeroinitializer, %2382 ], [ %2468, %2434 ]
  %2436 = phi <16 x float> [ zeroinitializer, %2382 ], [ %2469, %2434 ]
  %2437 = phi <16 x float> [ zeroinitializer, %2382 ], [ %2470, %2434 ]
  %2438 = phi <16 x float> [ zeroinitializer, %2382 ], [ %2471, %2434 ]
  %2439 = phi <16 x float> [ zeroinitializer, %2382 ], [ %2472, %2434 ]
  %2440 = phi <16 x float> [ zeroinitializer, %2382 ], [ %2473, %2434 ]
  %2441 = phi <16 x float> [ zeroinitializer, %2382 ], [ %2478, %2434 ]
  %2442 = phi <16 x float> [ zeroinitializer, %2382 ], [ %2479, %2434 ]
  %2443 = phi <16 x float> [ zeroinitializer, %2382 ], [ %2480, %2434 ]
  %2444 = phi <16 x float> [ zeroinitializer, %2382 ], [ %2481, %2434 ]
  %2445 = phi <16 x float> [ zeroinitializer, %2382 ], [ %2482, %2434 ]
  %2446 = phi <16 x float> [ zeroinitializer, %2382 ], [ %2483, %2434 ]
  %2447 = phi i64 [ 0, %2382 ], [ %2484, %2434 ]
  %2448 = xor i64 %2447, -1
  %2449 = add nsw i64 %4, %2448
  %2450 = select i1 %2379, i64 %2447, i64 %2449
  %2451 = mul nsw i64 %2450, %5
  %2452 = getelementptr float, ptr %2380, i64 %2451
  %2453 = load <16 x float>, ptr %2452, align 4
  %2454 = getelementptr inbounds nuw i8, ptr %2452, i64 64
  %2455 = load <16 x float>, ptr %2454, align 4
  %2456 = getelementptr inbounds nuw i8, ptr %2452, i64 128
  %2457 = load <16 x float>, ptr %2456, align 4
  %2458 = getelementptr inbounds nuw i8, ptr %2452, i64 192
  %2459 = load <16 x float>, ptr %2458, align 4
  %2460 = getelementptr inbounds nuw i8, ptr %2452, i64 256
  %2461 = load <16 x float>, ptr %2460, align 4
  %2462 = getelementptr inbounds nuw i8, ptr %2452, i64 320
  %2463 = load <16 x float>, ptr %2462, align 4
  %2464 = getelementptr inbounds float, ptr %2383, i64 %2450
  %2465 = load float, ptr %2464, align 4
  %2466 = insertelement <16 x float> poison, float %2465, i64 0
  %2467 = shufflevector <16 x float> %2466, <16 x float> poison, <16 x i32> zeroinitializer
  %2468 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2467, <16 x float> %2453, <16 x float> %2435)
  %2469 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2467, <16 x float> %2455, <16 x float> %2436)
  %2470 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2467, <16 x float> %2457, <16 x float> %2437)
  %2471 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2467, <16 x float> %2459, <16 x float> %2438)
  %2472 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2467, <16 x float> %2461, <16 x float> %2439)
  %2473 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2467, <16 x float> %2463, <16 x float> %2440)
  %2474 = getelementptr inbounds float, ptr %2385, i64 %2450
  %2475 = load float, ptr %2474, align 4
  %2476 = insertelement <16 x float> poison, float %2475, i64 0
  %2477 = shufflevector <16 x float> %2476, <16 x float> poison, <16 x i32> zeroinitializer
  %2478 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2477, <16 x float> %2453, <16 x float> %2441)
  %2479 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2477, <16 x float> %2455, <16 x float> %2442)
  %2480 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2477, <16 x float> %2457, <16 x float> %2443)
  %2481 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2477, <16 x float> %2459, <16 x float> %2444)
  %2482 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2477, <16 x float> %2461, <16 x float> %2445)
  %2483 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2477, <16 x float> %2463, <16 x float> %2446)
  %2484 = add nuw nsw i64 %2447, 1
  %2485 = icmp eq i64 %2484, %4
  br i1 %2485, label %2386, label %2434

2486:                                             ; preds = %1998
  %2487 = icmp eq i32 %7, 0
  %2488 = getelementptr float, ptr %3, i64 %1999
  %2489 = icmp sgt i64 %4, 0
  br i1 %2489, label %2490, label %2494

2490:                                             ; preds = %2486
  %2491 = load ptr, ptr %1854, align 8
  %2492 = getelementptr inbounds nuw i8, ptr %1854, i64 8
  %2493 = load ptr, ptr %2492, align 8
  br label %2550

2494:                                             ; preds = %2550, %2486
  %2495 = phi <16 x float> [ zeroinitializer, %2486 ], [ %2588, %2550 ]
  %2496 = phi <16 x float> [ zeroinitializer, %2486 ], [ %2589, %2550 ]
  %2497 = phi <16 x float> [ zeroinitializer, %2486 ], [ %2590, %2550 ]
  %2498 = phi <16 x float> [ zeroinitializer, %2486 ], [ %2591, %2550 ]
  %2499 = phi <16 x float> [ zeroinitializer, %2486 ], [ %2592, %2550 ]
  %2500 = phi <16 x float> [ zeroinitializer, %2486 ], [ %2593, %2550 ]
  %2501 = phi <16 x float> [ zeroinitializer, %2486 ], [ %2594, %2550 ]
  %2502 = phi <16 x float> [ zeroinitializer, %2486 ], [ %2599, %2550 ]
  %2503 = phi <16 x float> [ zeroinitializer, %2486 ], [ %2600, %2550 ]
  %2504 = phi <16 x float> [ zeroinitializer, %2486 ], [ %2601, %2550 ]
  %2505 = phi <16 x float> [ zeroinitializer, %2486 ], [ %2602, %2550 ]
  %2506 = phi <16 x float> [ zeroinitializer, %2486 ], [ %2603, %2550 ]
  %2507 = phi <16 x float> [ zeroinitializer, %2486 ], [ %2604, %2550 ]
  %2508 = phi <16 x float> [ zeroinitializer, %2486 ], [ %2605, %2550 ]
  %2509 = load ptr, ptr %1855, align 8
  %2510 = getelementptr inbounds nuw float, ptr %2509, i64 %1999
  store <16 x float> %2495, ptr %2510, align 4
  %2511 = load ptr, ptr %1855, align 8
  %2512 = getelementptr inbounds nuw float, ptr %2511, i64 %1999
  %2513 = getelementptr inbounds nuw i8, ptr %2512, i64 64
  store <16 x float> %2496, ptr %2513, align 4
  %2514 = load ptr, ptr %1855, align 8
  %2515 = getelementptr inbounds nuw float, ptr %2514, i64 %1999
  %2516 = getelementptr inbounds nuw i8, ptr %2515, i64 128
  store <16 x float> %2497, ptr %2516, align 4
  %2517 = load ptr, ptr %1855, align 8
  %2518 = getelementptr inbounds nuw float, ptr %2517, i64 %1999
  %2519 = getelementptr inbounds nuw i8, ptr %2518, i64 192
  store <16 x float> %2498, ptr %2519, align 4
  %2520 = load ptr, ptr %1855, align 8
  %2521 = getelementptr inbounds nuw float, ptr %2520, i64 %1999
  %2522 = getelementptr inbounds nuw i8, ptr %2521, i64 256
  store <16 x float> %2499, ptr %2522, align 4
  %2523 = load ptr, ptr %1855, align 8
  %2524 = getelementptr inbounds nuw float, ptr %2523, i64 %1999
  %2525 = getelementptr inbounds nuw i8, ptr %2524, i64 320
  store <16 x float> %2500, ptr %2525, align 4
  %2526 = load ptr, ptr %1855, align 8
  %2527 = getelementptr inbounds nuw float, ptr %2526, i64 %1999
  %2528 = getelementptr inbounds nuw i8, ptr %2527, i64 384
  store <16 x float> %2501, ptr %2528, align 4
  %2529 = getelementptr inbounds nuw i8, ptr %1855, i64 8
  %2530 = load ptr, ptr %2529, align 8
  %2531 = getelementptr inbounds nuw float, ptr %2530, i64 %1999
  store <16 x float> %2502, ptr %2531, align 4
  %2532 = load ptr, ptr %2529, align 8
  %2533 = getelementptr inbounds nuw float, ptr %2532, i64 %1999
  %2534 = getelementptr inbounds nuw i8, ptr %2533, i64 64
  store <16 x float> %2503, ptr %2534, align 4
  %2535 = load ptr, ptr %2529, align 8
  %2536 = getelementptr inbounds nuw float, ptr %2535, i64 %1999
  %2537 = getelementptr inbounds nuw i8, ptr %2536, i64 128
  store <16 x float> %2504, ptr %2537, align 4
  %2538 = load ptr, ptr %2529, align 8
  %2539 = getelementptr inbounds nuw float, ptr %2538, i64 %1999
  %2540 = getelementptr inbounds nuw i8, ptr %2539, i64 192
  store <16 x float> %2505, ptr %2540, align 4
  %2541 = load ptr, ptr %2529, align 8
  %2542 = getelementptr inbounds nuw float, ptr %2541, i64 %1999
  %2543 = getelementptr inbounds nuw i8, ptr %2542, i64 256
  store <16 x float> %2506, ptr %2543, align 4
  %2544 = load ptr, ptr %2529, align 8
  %2545 = getelementptr inbounds nuw float, ptr %2544, i64 %1999
  %2546 = getelementptr inbounds nuw i8, ptr %2545, i64 320
  store <16 x float> %2507, ptr %2546, align 4
  %2547 = load ptr, ptr %2529, align 8
  %2548 = getelementptr inbounds nuw float, ptr %2547, i64 %1999
  %2549 = getelementptr inbounds nuw i8, ptr %2548, i64 384
  store <16 x float> %2508, ptr %2549, align 4
  br label %4901

2550:                                             ; preds = %2490, %2550
  %2551 = phi <16 x float> [ zeroinitializer, %2490 ], [ %2588, %2550 ]
  %2552 = phi <16 x float> [ zeroinitializer, %2490 ], [ %2589, %2550 ]
  %2553 = phi <16 x float> [ zeroinitializer, %2490 ], [ %2590, %2550 ]
  %2554 = phi <16 x float> [ zeroinitializer, %2490 ], [ %2591, %2550 ]
  %2555 = phi <16 x float> [ zeroinitializer, %2490 ], [ %2592, %2550 ]
  %2556 = phi <16 x float> [ zeroinitializer, %2490 ], [ %2593, %2550 ]
  %2557 = phi <16 x float> [ zeroinitializer, %2490 ], [ %2594, %2550 ]
  %2558 = phi <16 x float> [ zeroinitializer, %2490 ], [ %2599, %2550 ]
  %2559 = phi <16 x float> [ zeroinitializer, %2490 ], [ %2600, %2550 ]
  %2560 = phi <16 x float> [ zeroinitializer, %2490 ], [ %2601, %2550 ]
  %2561 = phi <16 x float> [ zeroinitializer, %2490 ], [ %2602, %2550 ]
  %2562 = phi <16 x float> [ zeroinitializer, %2490 ], [ %2603, %2550 ]
  %2563 = phi <16 x float> [ zeroinitializer, %2490 ], [ %2604, %2550 ]
  %2564 = phi <16 x float> [ zeroinitializer, %2490 ], [ %2605, %2550 ]
  %2565 = phi i64 [ 0, %2490 ], [ %2606, %2550 ]
  %2566 = xor i64 %2565, -1
  %2567 = add nsw i64 %4, %2566
  %2568 = select i1 %2487, i64 %2565, i64 %2567
  %2569 = mul nsw i64 %2568, %5
  %2570 = getelementptr float, ptr %2488, i64 %2569
  %2571 = load <16 x float>, ptr %2570, align 4
  %2572 = getelementptr inbounds nuw i8, ptr %2570, i64 64
  %2573 = load <16 x float>, ptr %2572, align 4
  %2574 = getelementptr inbounds nuw i8, ptr %2570, i64 128
  %2575 = load <16 x float>, ptr %2574, align 4
  %2576 = getelementptr inbounds nuw i8, ptr %2570, i64 192
  %2577 = load <16 x float>, ptr %2576, align 4
  %2578 = getelementptr inbounds nuw i8, ptr %2570, i64 256
  %2579 = load <16 x float>, ptr %2578, align 4
  %2580 = getelementptr inbounds nuw i8, ptr %2570, i64 320
  %2581 = load <16 x float>, ptr %2580, align 4
  %2582 = getelementptr inbounds nuw i8, ptr %2570, i64 384
  %2583 = load <16 x float>, ptr %2582, align 4
  %2584 = getelementptr inbounds float, ptr %2491, i64 %2568
  %2585 = load float, ptr %2584, align 4
  %2586 = insertelement <16 x float> poison, float %2585, i64 0
  %2587 = shufflevector <16 x float> %2586, <16 x float> poison, <16 x i32> zeroinitializer
  %2588 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2587, <16 x float> %2571, <16 x float> %2551)
  %2589 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2587, <16 x float> %2573, <16 x float> %2552)
  %2590 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2587, <16 x float> %2575, <16 x float> %2553)
  %2591 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2587, <16 x float> %2577, <16 x float> %2554)
  %2592 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2587, <16 x float> %2579, <16 x float> %2555)
  %2593 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2587, <16 x float> %2581, <16 x float> %2556)
  %2594 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2587, <16 x float> %2583, <16 x float> %2557)
  %2595 = getelementptr inbounds float, ptr %2493, i64 %2568
  %2596 = load float, ptr %2595, align 4
  %2597 = insertelement <16 x float> poison, float %2596, i64 0
  %2598 = shufflevector <16 x float> %2597, <16 x float> poison, <16 x i32> zeroinitializer
  %2599 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2598, <16 x float> %2571, <16 x float> %2558)
  %2600 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2598, <16 x float> %2573, <16 x float> %2559)
  %2601 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2598, <16 x float> %2575, <16 x float> %2560)
  %2602 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2598, <16 x float> %2577, <16 x float> %2561)
  %2603 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2598, <16 x float> %2579, <16 x float> %2562)
  %2604 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2598, <16 x float> %2581, <16 x float> %2563)
  %2605 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2598, <16 x float> %2583, <16 x float> %2564)
  %2606 = add nuw nsw i64 %2565, 1
  %2607 = icmp eq i64 %2606, %4
  br i1 %2607, label %2494, label %2550

2608:                                             ; preds = %979
  %2609 = getelementptr inbounds nuw ptr, ptr %0, i64 %980
  %2610 = load ptr, ptr %2609, align 8
  %2611 = getelementptr inbounds nuw ptr, ptr %1, i64 %980
  %2612 = load ptr, ptr %2611, align 8
  %2613 = icmp slt i64 %6, 256
  br i1 %2613, label %2746, label %2614

2614:                                             ; preds = %2608
  %2615 = icmp eq i32 %7, 0
  %2616 = getelementptr inbounds float, ptr %2610, i64 %4
  %2617 = getelementptr inbounds i8, ptr %2616, i64 -4
  %2618 = select i1 %2615, ptr %2610, ptr %2617
  %2619 = add nsw i64 %4, -1
  %2620 = mul nsw i64 %2619, %5
  %2621 = select i1 %2615, i64 0, i64 %2620
  %2622 = getelementptr inbounds float, ptr %3, i64 %2621
  %2623 = sub nsw i64 0, %5
  %2624 = select i1 %2615, i64 %5, i64 %2623
  %2625 = icmp sgt i64 %4, 0
  %2626 = add nsw i64 %6, -256
  %2627 = lshr i64 %2626, 8
  br label %2628

2628:                                             ; preds = %2711, %2614
  %2629 = phi i64 [ 0, %2614 ], [ %2744, %2711 ]
  %2630 = phi i64 [ 256, %2614 ], [ %2743, %2711 ]
  %2631 = phi i64 [ 0, %2614 ], [ %2630, %2711 ]
  %2632 = shl i64 %2629, 10
  %2633 = getelementptr i8, ptr %2612, i64 %2632
  %2634 = getelementptr float, ptr %2622, i64 %2631
  br i1 %2625, label %2635, label %2711

2635:                                             ; preds = %2628, %2635
  %2636 = phi <16 x float> [ %2672, %2635 ], [ zeroinitializer, %2628 ]
  %2637 = phi <16 x float> [ %2669, %2635 ], [ zeroinitializer, %2628 ]
  %2638 = phi <16 x float> [ %2666, %2635 ], [ zeroinitializer, %2628 ]
  %2639 = phi <16 x float> [ %2663, %2635 ], [ zeroinitializer, %2628 ]
  %2640 = phi <16 x float> [ %2675, %2635 ], [ zeroinitializer, %2628 ]
  %2641 = phi <16 x float> [ %2678, %2635 ], [ zeroinitializer, %2628 ]
  %2642 = phi <16 x float> [ %2681, %2635 ], [ zeroinitializer, %2628 ]
  %2643 = phi <16 x float> [ %2684, %2635 ], [ zeroinitializer, %2628 ]
  %2644 = phi <16 x float> [ %2687, %2635 ], [ zeroinitializer, %2628 ]
  %2645 = phi <16 x float> [ %2690, %2635 ], [ zeroinitializer, %2628 ]
  %2646 = phi <16 x float> [ %2693, %2635 ], [ zeroinitializer, %2628 ]
  %2647 = phi <16 x float> [ %2696, %2635 ], [ zeroinitializer, %2628 ]
  %2648 = phi <16 x float> [ %2699, %2635 ], [ zeroinitializer, %2628 ]
  %2649 = phi <16 x float> [ %2702, %2635 ], [ zeroinitializer, %2628 ]
  %2650 = phi <16 x float> [ %2705, %2635 ], [ zeroinitializer, %2628 ]
  %2651 = phi <16 x float> [ %2708, %2635 ], [ zeroinitializer, %2628 ]
  %2652 = phi i64 [ %2709, %2635 ], [ 1, %2628 ]
  %2653 = phi i64 [ %2652, %2635 ], [ 0, %2628 ]
  %2654 = sub nsw i64 0, %2653
  %2655 = select i1 %2615, i64 %2653, i64 %2654
  %2656 = getelementptr inbounds float, ptr %2618, i64 %2655
  %2657 = load float, ptr %2656, align 4
  %2658 = insertelement <16 x float> poison, float %2657, i64 0
  %2659 = shufflevector <16 x float> %2658, <16 x float> poison, <16 x i32> zeroinitializer
  %2660 = mul nsw i64 %2653, %2624
  %2661 = getelementptr float, ptr %2634, i64 %2660
  %2662 = load <16 x float>, ptr %2661, align 4
  %2663 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2659, <16 x float> %2662, <16 x float> %2639)
  %2664 = getelementptr inbounds nuw i8, ptr %2661, i64 64
  %2665 = load <16 x float>, ptr %2664, align 4
  %2666 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2659, <16 x float> %2665, <16 x float> %2638)
  %2667 = getelementptr inbounds nuw i8, ptr %2661, i64 128
  %2668 = load <16 x float>, ptr %2667, align 4
  %2669 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2659, <16 x float> %2668, <16 x float> %2637)
  %2670 = getelementptr inbounds nuw i8, ptr %2661, i64 192
  %2671 = load <16 x float>, ptr %2670, align 4
  %2672 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2659, <16 x float> %2671, <16 x float> %2636)
  %2673 = getelementptr inbounds nuw i8, ptr %2661, i64 256
  %2674 = load <16 x float>, ptr %2673, align 4
  %2675 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2659, <16 x float> %2674, <16 x float> %2640)
  %2676 = getelementptr inbounds nuw i8, ptr %2661, i64 320
  %2677 = load <16 x float>, ptr %2676, align 4
  %2678 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2659, <16 x float> %2677, <16 x float> %2641)
  %2679 = getelementptr inbounds nuw i8, ptr %2661, i64 384
  %2680 = load <16 x float>, ptr %2679, align 4
  %2681 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2659, <16 x float> %2680, <16 x float> %2642)
  %2682 = getelementptr inbounds nuw i8, ptr %2661, i64 448
  %2683 = load <16 x float>, ptr %2682, align 4
  %2684 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2659, <16 x float> %2683, <16 x float> %2643)
  %2685 = getelementptr inbounds nuw i8, ptr %2661, i64 512
  %2686 = load <16 x float>, ptr %2685, align 4
  %2687 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2659, <16 x float> %2686, <16 x float> %2644)
  %2688 = getelementptr inbounds nuw i8, ptr %2661, i64 576
  %2689 = load <16 x float>, ptr %2688, align 4
  %2690 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2659, <16 x float> %2689, <16 x float> %2645)
  %2691 = getelementptr inbounds nuw i8, ptr %2661, i64 640
  %2692 = load <16 x float>, ptr %2691, align 4
  %2693 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2659, <16 x float> %2692, <16 x float> %2646)
  %2694 = getelementptr inbounds nuw i8, ptr %2661, i64 704
  %2695 = load <16 x float>, ptr %2694, align 4
  %2696 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2659, <16 x float> %2695, <16 x float> %2647)
  %2697 = getelementptr inbounds nuw i8, ptr %2661, i64 768
  %2698 = load <16 x float>, ptr %2697, align 4
  %2699 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2659, <16 x float> %2698, <16 x float> %2648)
  %2700 = getelementptr inbounds nuw i8, ptr %2661, i64 832
  %2701 = load <16 x float>, ptr %2700, align 4
  %2702 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2659, <16 x float> %2701, <16 x float> %2649)
  %2703 = getelementptr inbounds nuw i8, ptr %2661, i64 896
  %2704 = load <16 x float>, ptr %2703, align 4
  %2705 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2659, <16 x float> %2704, <16 x float> %2650)
  %2706 = getelementptr inbounds nuw i8, ptr %2661, i64 960
  %2707 = load <16 x float>, ptr %2706, align 4
  %2708 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2659, <16 x float> %2707, <16 x float> %2651)
  %2709 = add nuw i64 %2652, 1
  %2710 = icmp eq i64 %2652, %4
  br i1 %2710, label %2711, label %2635

2711:                                             ; preds = %2635, %2628
  %2712 = phi <16 x float> [ zeroinitializer, %2628 ], [ %2672, %2635 ]
  %2713 = phi <16 x float> [ zeroinitializer, %2628 ], [ %2669, %2635 ]
  %2714 = phi <16 x float> [ zeroinitializer, %2628 ], [ %2666, %2635 ]
  %2715 = phi <16 x float> [ zeroinitializer, %2628 ], [ %2663, %2635 ]
  %2716 = phi <16 x float> [ zeroinitializer, %2628 ], [ %2675, %2635 ]
  %2717 = phi <16 x float> [ zeroinitializer, %2628 ], [ %2678, %2635 ]
  %2718 = phi <16 x float> [ zeroinitializer, %2628 ], [ %2681, %2635 ]
  %2719 = phi <16 x float> [ zeroinitializer, %2628 ], [ %2684, %2635 ]
  %2720 = phi <16 x float> [ zeroinitializer, %2628 ], [ %2687, %2635 ]
  %2721 = phi <16 x float> [ zeroinitializer, %2628 ], [ %2690, %2635 ]
  %2722 = phi <16 x float> [ zeroinitializer, %2628 ], [ %2693, %2635 ]
  %2723 = phi <16 x float> [ zeroinitializer, %2628 ], [ %2696, %2635 ]
  %2724 = phi <16 x float> [ zeroinitializer, %2628 ], [ %2699, %2635 ]
  %2725 = phi <16 x float> [ zeroinitializer, %2628 ], [ %2702, %2635 ]
  %2726 = phi <16 x float> [ zeroinitializer, %2628 ], [ %2705, %2635 ]
  %2727 = phi <16 x float> [ zeroinitializer, %2628 ], [ %2708, %2635 ]
  store <16 x float> %2715, ptr %2633, align 4
  %2728 = getelementptr inbounds nuw i8, ptr %2633, i64 64
  store <16 x float> %2714, ptr %2728, align 4
  %2729 = getelementptr inbounds nuw i8, ptr %2633, i64 128
  store <16 x float> %2713, ptr %2729, align 4
  %2730 = getelementptr inbounds nuw i8, ptr %2633, i64 192
  store <16 x float> %2712, ptr %2730, align 4
  %2731 = getelementptr inbounds nuw i8, ptr %2633, i64 256
  store <16 x float> %2716, ptr %2731, align 4
  %2732 = getelementptr inbounds nuw i8, ptr %2633, i64 320
  store <16 x float> %2717, ptr %2732, align 4
  %2733 = getelementptr inbounds nuw i8, ptr %2633, i64 384
  store <16 x float> %2718, ptr %2733, align 4
  %2734 = getelementptr inbounds nuw i8, ptr %2633, i64 448
  store <16 x float> %2719, ptr %2734, align 4
  %2735 = getelementptr inbounds nuw i8, ptr %2633, i64 512
  store <16 x float> %2720, ptr %2735, align 4
  %2736 = getelementptr inbounds nuw i8, ptr %2633, i64 576
  store <16 x float> %2721, ptr %2736, align 4
  %2737 = getelementptr inbounds nuw i8, ptr %2633, i64 640
  store <16 x float> %2722, ptr %2737, align 4
  %2738 = getelementptr inbounds nuw i8, ptr %2633, i64 704
  store <16 x float> %2723, ptr %2738, align 4
  %2739 = getelementptr inbounds nuw i8, ptr %2633, i64 768
  store <16 x float> %2724, ptr %2739, align 4
  %2740 = getelementptr inbounds nuw i8, ptr %2633, i64 832
  store <16 x float> %2725, ptr %2740, align 4
  %2741 = getelementptr inbounds nuw i8, ptr %2633, i64 896
  store <16 x float> %2726, ptr %2741, align 4
  %2742 = getelementptr inbounds nuw i8, ptr %2633, i64 960
  store <16 x float> %2727, ptr %2742, align 4
  %2743 = add nuw nsw i64 %2630, 256
  %2744 = add nuw nsw i64 %2629, 1
  %2745 = icmp eq i64 %2629, %2627
  br i1 %2745, label %2746, label %2628

2746:                                             ; preds = %2711, %2608
  %2747 = phi i64 [ 0, %2608 ], [ %2630, %2711 ]
  %2748 = sub nsw i64 %6, %2747
  %2749 = sdiv i64 %2748, 16
  switch i64 %2749, label %4901 [
    i64 1, label %2750
    i64 2, label %2921
    i64 3, label %3149
    i64 4, label %3343
    i64 5, label %3573
    i64 6, label %3708
    i64 7, label %3860
    i64 8, label %4029
    i64 9, label %4215
    i64 10, label %4295
    i64 11, label %4381
    i64 12, label %4473
    i64 13, label %4571
    i64 14, label %4675
    i64 15, label %4785
  ]

2750:                                             ; preds = %2746
  %2751 = icmp eq i32 %7, 0
  %2752 = getelementptr inbounds float, ptr %2610, i64 %4
  %2753 = getelementptr inbounds i8, ptr %2752, i64 -4
  %2754 = select i1 %2751, ptr %2610, ptr %2753
  %2755 = add nsw i64 %4, -1
  %2756 = mul nsw i64 %2755, %5
  %2757 = select i1 %2751, i64 1, i64 -1
  %2758 = select i1 %2751, i64 0, i64 %2756
  %2759 = getelementptr inbounds float, ptr %3, i64 %2758
  %2760 = sub nsw i64 0, %5
  %2761 = select i1 %2751, i64 %5, i64 %2760
  %2762 = icmp slt i64 %4, 8
  br i1 %2762, label %2863, label %2763

2763:                                             ; preds = %2750
  %2764 = getelementptr float, ptr %2759, i64 %2747
  br label %2765

2765:                                             ; preds = %2765, %2763
  %2766 = phi <16 x float> [ zeroinitializer, %2763 ], [ %2854, %2765 ]
  %2767 = phi <16 x float> [ zeroinitializer, %2763 ], [ %2844, %2765 ]
  %2768 = phi <16 x float> [ zeroinitializer, %2763 ], [ %2834, %2765 ]
  %2769 = phi <16 x float> [ zeroinitializer, %2763 ], [ %2824, %2765 ]
  %2770 = phi <16 x float> [ zeroinitializer, %2763 ], [ %2814, %2765 ]
  %2771 = phi <16 x float> [ zeroinitializer, %2763 ], [ %2804, %2765 ]
  %2772 = phi <16 x float> [ zeroinitializer, %2763 ], [ %2794, %2765 ]
  %2773 = phi <16 x float> [ zeroinitializer, %2763 ], [ %2784, %2765 ]
  %2774 = phi i64 [ 8, %2763 ], [ %2855, %2765 ]
  %2775 = phi i64 [ 0, %2763 ], [ %2774, %2765 ]
  %2776 = mul nsw i64 %2775, %2757
  %2777 = getelementptr inbounds float, ptr %2754, i64 %2776
  %2778 = load float, ptr %2777, align 4
  %2779 = insertelement <16 x float> poison, float %2778, i64 0
  %2780 = shufflevector <16 x float> %2779, <16 x float> poison, <16 x i32> zeroinitializer
  %2781 = mul nsw i64 %2775, %2761
  %2782 = getelementptr float, ptr %2764, i64 %2781
  %2783 = load <16 x float>, ptr %2782, align 4
  %2784 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2780, <16 x float> %2783, <16 x float> %2773)
  %2785 = or disjoint i64 %2775, 1
  %2786 = mul nsw i64 %2785, %2757
  %2787 = getelementptr inbounds float, ptr %2754, i64 %2786
  %2788 = load float, ptr %2787, align 4
  %2789 = insertelement <16 x float> poison, float %2788, i64 0
  %2790 = shufflevector <16 x float> %2789, <16 x float> poison, <16 x i32> zeroinitializer
  %2791 = mul nsw i64 %2785, %2761
  %2792 = getelementptr float, ptr %2764, i64 %2791
  %2793 = load <16 x float>, ptr %2792, align 4
  %2794 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2790, <16 x float> %2793, <16 x float> %2772)
  %2795 = or disjoint i64 %2775, 2
  %2796 = mul nsw i64 %2795, %2757
  %2797 = getelementptr inbounds float, ptr %2754, i64 %2796
  %2798 = load float, ptr %2797, align 4
  %2799 = insertelement <16 x float> poison, float %2798, i64 0
  %2800 = shufflevector <16 x float> %2799, <16 x float> poison, <16 x i32> zeroinitializer
  %2801 = mul nsw i64 %2795, %2761
  %2802 = getelementptr float, ptr %2764, i64 %2801
  %2803 = load <16 x float>, ptr %2802, align 4
  %2804 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2800, <16 x float> %2803, <16 x float> %2771)
  %2805 = or disjoint i64 %2775, 3
  %2806 = mul nsw i64 %2805, %2757
  %2807 = getelementptr inbounds float, ptr %2754, i64 %2806
  %2808 = load float, ptr %2807, align 4
  %2809 = insertelement <16 x float> poison, float %2808, i64 0
  %2810 = shufflevector <16 x float> %2809, <16 x float> poison, <16 x i32> zeroinitializer
  %2811 = mul nsw i64 %2805, %2761
  %2812 = getelementptr float, ptr %2764, i64 %2811
  %2813 = load <16 x float>, ptr %2812, align 4
  %2814 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2810, <16 x float> %2813, <16 x float> %2770)
  %2815 = or disjoint i64 %2775, 4
  %2816 = mul nsw i64 %2815, %2757
  %2817 = getelementptr inbounds float, ptr %2754, i64 %2816
  %2818 = load float, ptr %2817, align 4
  %2819 = insertelement <16 x float> poison, float %2818, i64 0
  %2820 = shufflevector <16 x float> %2819, <16 x float> poison, <16 x i32> zeroinitializer
  %2821 = mul nsw i64 %2815, %2761
  %2822 = getelementptr float, ptr %2764, i64 %2821
  %2823 = load <16 x float>, ptr %2822, align 4
  %2824 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2820, <16 x float> %2823, <16 x float> %2769)
  %2825 = or disjoint i64 %2775, 5
  %2826 = mul nsw i64 %2825, %2757
  %2827 = getelementptr inbounds float, ptr %2754, i64 %2826
  %2828 = load float, ptr %2827, align 4
  %2829 = insertelement <16 x float> poison, float %2828, i64 0
  %2830 = shufflevector <16 x float> %2829, <16 x float> poison, <16 x i32> zeroinitializer
  %2831 = mul nsw i64 %2825, %2761
  %2832 = getelementptr float, ptr %2764, i64 %2831
  %2833 = load <16 x float>, ptr %2832, align 4
  %2834 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2830, <16 x float> %2833, <16 x float> %2768)
  %2835 = or disjoint i64 %2775, 6
  %2836 = mul nsw i64 %2835, %2757
  %2837 = getelementptr inbounds float, ptr %2754, i64 %2836
  %2838 = load float, ptr %2837, align 4
  %2839 = insertelement <16 x float> poison, float %2838, i64 0
  %2840 = shufflevector <16 x float> %2839, <16 x float> poison, <16 x i32> zeroinitializer
  %2841 = mul nsw i64 %2835, %2761
  %2842 = getelementptr float, ptr %2764, i64 %2841
  %2843 = load <16 x float>, ptr %2842, align 4
  %2844 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2840, <16 x float> %2843, <16 x float> %2767)
  %2845 = or disjoint i64 %2775, 7
  %2846 = mul nsw i64 %2845, %2757
  %2847 = getelementptr inbounds float, ptr %2754, i64 %2846
  %2848 = load float, ptr %2847, align 4
  %2849 = insertelement <16 x float> poison, float %2848, i64 0
  %2850 = shufflevector <16 x float> %2849, <16 x float> poison, <16 x i32> zeroinitializer
  %2851 = mul nsw i64 %2845, %2761
  %2852 = getelementptr float, ptr %2764, i64 %2851
  %2853 = load <16 x float>, ptr %2852, align 4
  %2854 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2850, <16 x float> %2853, <16 x float> %2766)
  %2855 = add nuw nsw i64 %2774, 8
  %2856 = icmp sgt i64 %2855, %4
  br i1 %2856, label %2857, label %2765

2857:                                             ; preds = %2765
  %2858 = and i64 %4, 9223372036854775800
  %2859 = fadd <16 x float> %2794, %2834
  %2860 = fadd <16 x float> %2804, %2844
  %2861 = fadd <16 x float> %2814, %2854
  %2862 = fadd <16 x float> %2859, %2861
  br label %2863

2863:                                             ; preds = %2857, %2750
  %2864 = phi <16 x float> [ zeroinitializer, %2750 ], [ %2824, %2857 ]
  %2865 = phi <16 x float> [ zeroinitializer, %2750 ], [ %2860, %2857 ]
  %2866 = phi <16 x float> [ zeroinitializer, %2750 ], [ %2862, %2857 ]
  %2867 = phi <16 x float> [ zeroinitializer, %2750 ], [ %2784, %2857 ]
  %2868 = phi i64 [ 0, %2750 ], [ %2858, %2857 ]
  %2869 = getelementptr float, ptr %2759, i64 %2747
  %2870 = icmp slt i64 %2868, %4
  br i1 %2870, label %2871, label %2915

2871:                                             ; preds = %2863
  %2872 = or disjoint i64 %2868, 1
  %2873 = and i64 %4, 1
  %2874 = icmp eq i64 %2873, 0
  br i1 %2874, label %2886, label %2875

2875:                                             ; preds = %2871
  %2876 = mul nsw i64 %2868, %2757
  %2877 = getelementptr inbounds float, ptr %2754, i64 %2876
  %2878 = load float, ptr %2877, align 4
  %2879 = insertelement <16 x float> poison, float %2878, i64 0
  %2880 = shufflevector <16 x float> %2879, <16 x float> poison, <16 x i32> zeroinitializer
  %2881 = mul nsw i64 %2868, %2761
  %2882 = getelementptr float, ptr %2869, i64 %2881
  %2883 = load <16 x float>, ptr %2882, align 4
  %2884 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2880, <16 x float> %2883, <16 x float> %2867)
  %2885 = or disjoint i64 %2868, 1
  br label %2886

2886:                                             ; preds = %2875, %2871
  %2887 = phi <16 x float> [ poison, %2871 ], [ %2884, %2875 ]
  %2888 = phi <16 x float> [ %2867, %2871 ], [ %2884, %2875 ]
  %2889 = phi i64 [ %2868, %2871 ], [ %2885, %2875 ]
  %2890 = icmp eq i64 %4, %2872
  br i1 %2890, label %2915, label %2891

2891:                                             ; preds = %2886, %2891
  %2892 = phi <16 x float> [ %2912, %2891 ], [ %2888, %2886 ]
  %2893 = phi i64 [ %2913, %2891 ], [ %2889, %2886 ]
  %2894 = mul nsw i64 %2893, %2757
  %2895 = getelementptr inbounds float, ptr %2754, i64 %2894
  %2896 = load float, ptr %2895, align 4
  %2897 = insertelement <16 x float> poison, float %2896, i64 0
  %2898 = shufflevector <16 x float> %2897, <16 x float> poison, <16 x i32> zeroinitializer
  %2899 = mul nsw i64 %2893, %2761
  %2900 = getelementptr float, ptr %2869, i64 %2899
  %2901 = load <16 x float>, ptr %2900, align 4
  %2902 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2898, <16 x float> %2901, <16 x float> %2892)
  %2903 = add nuw nsw i64 %2893, 1
  %2904 = mul nsw i64 %2903, %2757
  %2905 = getelementptr inbounds float, ptr %2754, i64 %2904
  %2906 = load float, ptr %2905, align 4
  %2907 = insertelement <16 x float> poison, float %2906, i64 0
  %2908 = shufflevector <16 x float> %2907, <16 x float> poison, <16 x i32> zeroinitializer
  %2909 = mul nsw i64 %2903, %2761
  %2910 = getelementptr float, ptr %2869, i64 %2909
  %2911 = load <16 x float>, ptr %2910, align 4
  %2912 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2908, <16 x float> %2911, <16 x float> %2902)
  %2913 = add nuw nsw i64 %2893, 2
  %2914 = icmp eq i64 %2913, %4
  br i1 %2914, label %2915, label %2891

2915:                                             ; preds = %2886, %2891, %2863
  %2916 = phi <16 x float> [ %2867, %2863 ], [ %2887, %2886 ], [ %2912, %2891 ]
  %2917 = fadd <16 x float> %2864, %2916
  %2918 = fadd <16 x float> %2865, %2917
  %2919 = fadd <16 x float> %2866, %2918
  %2920 = getelementptr inbounds nuw float, ptr %2612, i64 %2747
  store <16 x float> %2919, ptr %2920, align 4
  br label %4901

2921:                                             ; preds = %2746
  %2922 = icmp eq i32 %7, 0
  %2923 = getelementptr inbounds float, ptr %2610, i64 %4
  %2924 = getelementptr inbounds i8, ptr %2923, i64 -4
  %2925 = select i1 %2922, ptr %2610, ptr %2924
  %2926 = add nsw i64 %4, -1
  %2927 = mul nsw i64 %2926, %5
  %2928 = select i1 %2922, i64 1, i64 -1
  %2929 = select i1 %2922, i64 0, i64 %2927
  %2930 = getelementptr inbounds float, ptr %3, i64 %2929
  %2931 = sub nsw i64 0, %5
  %2932 = select i1 %2922, i64 %5, i64 %2931
  %2933 = icmp slt i64 %4, 8
  br i1 %2933, label %3070, label %2934

2934:                                             ; preds = %2921
  %2935 = getelementptr float, ptr %2930, i64 %2747
  br label %2936

2936:                                             ; preds = %2936, %2934
  %2937 = phi <16 x float> [ zeroinitializer, %2934 ], [ %3057, %2936 ]
  %2938 = phi <16 x float> [ zeroinitializer, %2934 ], [ %3054, %2936 ]
  %2939 = phi <16 x float> [ zeroinitializer, %2934 ], [ %3044, %2936 ]
  %2940 = phi <16 x float> [ zeroinitializer, %2934 ], [ %3041, %2936 ]
  %2941 = phi <16 x float> [ zeroinitializer, %2934 ], [ %3031, %2936 ]
  %2942 = phi <16 x float> [ zeroinitializer, %2934 ], [ %3028, %2936 ]
  %2943 = phi <16 x float> [ zeroinitializer, %2934 ], [ %3018, %2936 ]
  %2944 = phi <16 x float> [ zeroinitializer, %2934 ], [ %3015, %2936 ]
  %2945 = phi <16 x float> [ zeroinitializer, %2934 ], [ %3005, %2936 ]
  %2946 = phi <16 x float> [ zeroinitializer, %2934 ], [ %3002, %2936 ]
  %2947 = phi <16 x float> [ zeroinitializer, %2934 ], [ %2992, %2936 ]
  %2948 = phi <16 x float> [ zeroinitializer, %2934 ], [ %2989, %2936 ]
  %2949 = phi <16 x float> [ zeroinitializer, %2934 ], [ %2979, %2936 ]
  %2950 = phi <16 x float> [ zeroinitializer, %2934 ], [ %2976, %2936 ]
  %2951 = phi <16 x float> [ zeroinitializer, %2934 ], [ %2966, %2936 ]
  %2952 = phi <16 x float> [ zeroinitializer, %2934 ], [ %2963, %2936 ]
  %2953 = phi i64 [ 8, %2934 ], [ %3058, %2936 ]
  %2954 = phi i64 [ 0, %2934 ], [ %2953, %2936 ]
  %2955 = mul nsw i64 %2954, %2928
  %2956 = getelementptr inbounds float, ptr %2925, i64 %2955
  %2957 = load float, ptr %2956, align 4
  %2958 = insertelement <16 x float> poison, float %2957, i64 0
  %2959 = shufflevector <16 x float> %2958, <16 x float> poison, <16 x i32> zeroinitializer
  %2960 = mul nsw i64 %2954, %2932
  %2961 = getelementptr float, ptr %2935, i64 %2960
  %2962 = load <16 x float>, ptr %2961, align 4
  %2963 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2959, <16 x float> %2962, <16 x float> %2952)
  %2964 = getelementptr inbounds nuw i8, ptr %2961, i64 64
  %2965 = load <16 x float>, ptr %2964, align 4
  %2966 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2959, <16 x float> %2965, <16 x float> %2951)
  %2967 = or disjoint i64 %2954, 1
  %2968 = mul nsw i64 %2967, %2928
  %2969 = getelementptr inbounds float, ptr %2925, i64 %2968
  %2970 = load float, ptr %2969, align 4
  %2971 = insertelement <16 x float> poison, float %2970, i64 0
  %2972 = shufflevector <16 x float> %2971, <16 x float> poison, <16 x i32> zeroinitializer
  %2973 = mul nsw i64 %2967, %2932
  %2974 = getelementptr float, ptr %2935, i64 %2973
  %2975 = load <16 x float>, ptr %2974, align 4
  %2976 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2972, <16 x float> %2975, <16 x float> %2950)
  %2977 = getelementptr inbounds nuw i8, ptr %2974, i64 64
  %2978 = load <16 x float>, ptr %2977, align 4
  %2979 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2972, <16 x float> %2978, <16 x float> %2949)
  %2980 = or disjoint i64 %2954, 2
  %2981 = mul nsw i64 %2980, %2928
  %2982 = getelementptr inbounds float, ptr %2925, i64 %2981
  %2983 = load float, ptr %2982, align 4
  %2984 = insertelement <16 x float> poison, float %2983, i64 0
  %2985 = shufflevector <16 x float> %2984, <16 x float> poison, <16 x i32> zeroinitializer
  %2986 = mul nsw i64 %2980, %2932
  %2987 = getelementptr float, ptr %2935, i64 %2986
  %2988 = load <16 x float>, ptr %2987, align 4
  %2989 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2985, <16 x float> %2988, <16 x float> %2948)
  %2990 = getelementptr inbounds nuw i8, ptr %2987, i64 64
  %2991 = load <16 x float>, ptr %2990, align 4
  %2992 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2985, <16 x float> %2991, <16 x float> %2947)
  %2993 = or disjoint i64 %2954, 3
  %2994 = mul nsw i64 %2993, %2928
  %2995 = getelementptr inbounds float, ptr %2925, i64 %2994
  %2996 = load float, ptr %2995, align 4
  %2997 = insertelement <16 x float> poison, float %2996, i64 0
  %2998 = shufflevector <16 x float> %2997, <16 x float> poison, <16 x i32> zeroinitializer
  %2999 = mul nsw i64 %2993, %2932
  %3000 = getelementptr float, ptr %2935, i64 %2999
  %3001 = load <16 x float>, ptr %3000, align 4
  %3002 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2998, <16 x float> %3001, <16 x float> %2946)
  %3003 = getelementptr inbounds nuw i8, ptr %3000, i64 64
  %3004 = load <16 x float>, ptr %3003, align 4
  %3005 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2998, <16 x float> %3004, <16 x float> %2945)
  %3006 = or disjoint i64 %2954, 4
  %3007 = mul nsw i64 %3006, %2928
  %3008 = getelementptr inbounds float, ptr %2925, i64 %3007
  %3009 = load float, ptr %3008, align 4
  %3010 = insertelement <16 x float> poison, float %3009, i64 0
  %3011 = shufflevector <16 x float> %3010, <16 x float> poison, <16 x i32> zeroinitializer
  %3012 = mul nsw i64 %3006, %2932
  %3013 = getelementptr float, ptr %2935, i64 %3012
  %3014 = load <16 x float>, ptr %3013, align 4
  %3015 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3011, <16 x float> %3014, <16 x float> %2944)
  %3016 = getelementptr inbounds nuw i8, ptr %3013, i64 64
  %3017 = load <16 x float>, ptr %3016, align 4
  %3018 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3011, <16 x float> %3017, <16 x float> %2943)
  %3019 = or disjoint i64 %2954, 5
  %3020 = mul nsw i64 %3019, %2928
  %3021 = getelementptr inbounds float, ptr %2925, i64 %3020
  %3022 = load float, ptr %3021, align 4
  %3023 = insertelement <16 x float> poison, float %3022, i64 0
  %3024 = shufflevector <16 x float> %3023, <16 x float> poison, <16 x i32> zeroinitializer
  %3025 = mul nsw i64 %3019, %2932
  %3026 = getelementptr float, ptr %2935, i64 %3025
  %3027 = load <16 x float>, ptr %3026, align 4
  %3028 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3024, <16 x float> %3027, <16 x float> %2942)
  %3029 = getelementptr inbounds nuw i8, ptr %3026, i64 64
  %3030 = load <16 x float>, ptr %3029, align 4
  %3031 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3024, <16 x float> %3030, <16 x float> %2941)
  %3032 = or disjoint i64 %2954, 6
  %3033 = mul nsw i64 %3032, %2928
  %3034 = getelementptr inbounds float, ptr %2925, i64 %3033
  %3035 = load float, ptr %3034, align 4
  %3036 = insertelement <16 x float> poison, float %3035, i64 0
  %3037 = shufflevector <16 x float> %3036, <16 x float> poison, <16 x i32> zeroinitializer
  %3038 = mul nsw i64 %3032, %2932
  %3039 = getelementptr float, ptr %2935, i64 %3038
  %3040 = load <16 x float>, ptr %3039, align 4
  %3041 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3037, <16 x float> %3040, <16 x float> %2940)
  %3042 = getelementptr inbounds nuw i8, ptr %3039, i64 64
  %3043 = load <16 x float>, ptr %3042, align 4
  %3044 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3037, <16 x float> %3043, <16 x float> %2939)
  %3045 = or disjoint i64 %2954, 7
  %3046 = mul nsw i64 %3045, %2928
  %3047 = getelementptr inbounds float, ptr %2925, i64 %3046
  %3048 = load float, ptr %3047, align 4
  %3049 = insertelement <16 x float> poison, float %3048, i64 0
  %3050 = shufflevector <16 x float> %3049, <16 x float> poison, <16 x i32> zeroinitializer
  %3051 = mul nsw i64 %3045, %2932
  %3052 = getelementptr float, ptr %2935, i64 %3051
  %3053 = load <16 x float>, ptr %3052, align 4
  %3054 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3050, <16 x float> %3053, <16 x float> %2938)
  %3055 = getelementptr inbounds nuw i8, ptr %3052, i64 64
  %3056 = load <16 x float>, ptr %3055, align 4
  %3057 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3050, <16 x float> %3056, <16 x float> %2937)
  %3058 = add nuw nsw i64 %2953, 8
  %3059 = icmp sgt i64 %3058, %4
  br i1 %3059, label %3060, label %2936

3060:                                             ; preds = %2936
  %3061 = and i64 %4, 9223372036854775800
  %3062 = fadd <16 x float> %2976, %3028
  %3063 = fadd <16 x float> %2979, %3031
  %3064 = fadd <16 x float> %2989, %3041
  %3065 = fadd <16 x float> %2992, %3044
  %3066 = fadd <16 x float> %3002, %3054
  %3067 = fadd <16 x float> %3005, %3057
  %3068 = fadd <16 x float> %3062, %3066
  %3069 = fadd <16 x float> %3063, %3067
  br label %3070

3070:                                             ; preds = %3060, %2921
  %3071 = phi <16 x float> [ zeroinitializer, %2921 ], [ %3018, %3060 ]
  %3072 = phi <16 x float> [ zeroinitializer, %2921 ], [ %3015, %3060 ]
  %3073 = phi <16 x float> [ zeroinitializer, %2921 ], [ %3065, %3060 ]
  %3074 = phi <16 x float> [ zeroinitializer, %2921 ], [ %3064, %3060 ]
  %3075 = phi <16 x float> [ zeroinitializer, %2921 ], [ %3069, %3060 ]
  %3076 = phi <16 x float> [ zeroinitializer, %2921 ], [ %3068, %3060 ]
  %3077 = phi <16 x float> [ zeroinitializer, %2921 ], [ %2966, %3060 ]
  %3078 = phi <16 x float> [ zeroinitializer, %2921 ], [ %2963, %3060 ]
  %3079 = phi i64 [ 0, %2921 ], [ %3061, %3060 ]
  %3080 = getelementptr float, ptr %2930, i64 %2747
  %3081 = icmp slt i64 %3079, %4
  br i1 %3081, label %3082, label %3138

3082:                                             ; preds = %3070
  %3083 = or disjoint i64 %3079, 1
  %3084 = and i64 %4, 1
  %3085 = icmp eq i64 %3084, 0
  br i1 %3085, label %3100, label %3086

3086:                                             ; preds = %3082
  %3087 = mul nsw i64 %3079, %2928
  %3088 = getelementptr inbounds float, ptr %2925, i64 %3087
  %3089 = load float, ptr %3088, align 4
  %3090 = insertelement <16 x float> poison, float %3089, i64 0
  %3091 = shufflevector <16 x float> %3090, <16 x float> poison, <16 x i32> zeroinitializer
  %3092 = mul nsw i64 %3079, %2932
  %3093 = getelementptr float, ptr %3080, i64 %3092
  %3094 = load <16 x float>, ptr %3093, align 4
  %3095 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3091, <16 x float> %3094, <16 x float> %3078)
  %3096 = getelementptr inbounds nuw i8, ptr %3093, i64 64
  %3097 = load <16 x float>, ptr %3096, align 4
  %3098 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3091, <16 x float> %3097, <16 x float> %3077)
  %3099 = or disjoint i64 %3079, 1
  br label %3100

3100:                                             ; preds = %3086, %3082
  %3101 = phi <16 x float> [ poison, %3082 ], [ %3095, %3086 ]
  %3102 = phi <16 x float> [ poison, %3082 ], [ %3098, %3086 ]
  %3103 = phi <16 x float> [ %3077, %3082 ], [ %3098, %3086 ]
  %3104 = phi <16 x float> [ %3078, %3082 ], [ %3095, %3086 ]
  %3105 = phi i64 [ %3079, %3082 ], [ %3099, %3086 ]
  %3106 = icmp eq i64 %4, %3083
  br i1 %3106, label %3138, label %3107

3107:                                             ; preds = %3100, %3107
  %3108 = phi <16 x float> [ %3135, %3107 ], [ %3103, %3100 ]
  %3109 = phi <16 x float> [ %3132, %3107 ], [ %3104, %3100 ]
  %3110 = phi i64 [ %3136, %3107 ], [ %3105, %3100 ]
  %3111 = mul nsw i64 %3110, %2928
  %3112 = getelementptr inbounds float, ptr %2925, i64 %3111
  %3113 = load float, ptr %3112, align 4
  %3114 = insertelement <16 x float> poison, float %3113, i64 0
  %3115 = shufflevector <16 x float> %3114, <16 x float> poison, <16 x i32> zeroinitializer
  %3116 = mul nsw i64 %3110, %2932
  %3117 = getelementptr float, ptr %3080, i64 %3116
  %3118 = load <16 x float>, ptr %3117, align 4
  %3119 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3115, <16 x float> %3118, <16 x float> %3109)
  %3120 = getelementptr inbounds nuw i8, ptr %3117, i64 64
  %3121 = load <16 x float>, ptr %3120, align 4
  %3122 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3115, <16 x float> %3121, <16 x float> %3108)
  %3123 = add nuw nsw i64 %3110, 1
  %3124 = mul nsw i64 %3123, %2928
  %3125 = getelementptr inbounds float, ptr %2925, i64 %3124
  %3126 = load float, ptr %3125, align 4
  %3127 = insertelement <16 x float> poison, float %3126, i64 0
  %3128 = shufflevector <16 x float> %3127, <16 x float> poison, <16 x i32> zeroinitializer
  %3129 = mul nsw i64 %3123, %2932
  %3130 = getelementptr float, ptr %3080, i64 %3129
  %3131 = load <16 x float>, ptr %3130, align 4
  %3132 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3128, <16 x float> %3131, <16 x float> %3119)
  %3133 = getelementptr inbounds nuw i8, ptr %3130, i64 64
  %3134 = load <16 x float>, ptr %3133, align 4
  %3135 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3128, <16 x float> %3134, <16 x float> %3122)
  %3136 = add nuw nsw i64 %3110, 2
  %3137 = icmp eq i64 %3136, %4
  br i1 %3137, label %3138, label %3107

3138:                                             ; preds = %3100, %3107, %3070
  %3139 = phi <16 x float> [ %3077, %3070 ], [ %3102, %3100 ], [ %3135, %3107 ]
  %3140 = phi <16 x float> [ %3078, %3070 ], [ %3101, %3100 ], [ %3132, %3107 ]
  %3141 = fadd <16 x float> %3072, %3140
  %3142 = fadd <16 x float> %3071, %3139
  %3143 = fadd <16 x float> %3074, %3141
  %3144 = fadd <16 x float> %3073, %3142
  %3145 = fadd <16 x float> %3075, %3144
  %3146 = fadd <16 x float> %3076, %3143
  %3147 = getelementptr inbounds nuw float, ptr %2612, i64 %2747
  store <16 x float> %3146, ptr %3147, align 4
  %3148 = getelementptr inbounds nuw i8, ptr %3147, i64 64
  store <16 x float> %3145, ptr %3148, align 4
  br label %4901

3149:                                             ; preds = %2746
  %3150 = icmp eq i32 %7, 0
  %3151 = getelementptr inbounds float, ptr %2610, i64 %4
  %3152 = getelementptr inbounds i8, ptr %3151, i64 -4
  %3153 = select i1 %3150, ptr %2610, ptr %3152
  %3154 = add nsw i64 %4, -1
  %3155 = mul nsw i64 %3154, %5
  %3156 = select i1 %3150, i64 1, i64 -1
  %3157 = select i1 %3150, i64 0, i64 %3155
  %3158 = getelementptr inbounds float, ptr %3, i64 %3157
  %3159 = sub nsw i64 0, %5
  %3160 = select i1 %3150, i64 %5, i64 %3159
  %3161 = icmp slt i64 %4, 4
  br i1 %3161, label %3249, label %3162

3162:                                             ; preds = %3149
  %3163 = getelementptr float, ptr %3158, i64 %2747
  br label %3164

3164:                                             ; preds = %3164, %3162
  %3165 = phi <16 x float> [ zeroinitializer, %3162 ], [ %3241, %3164 ]
  %3166 = phi <16 x float> [ zeroinitializer, %3162 ], [ %3238, %3164 ]
  %3167 = phi <16 x float> [ zeroinitializer, %3162 ], [ %3235, %3164 ]
  %3168 = phi <16 x float> [ zeroinitializer, %3162 ], [ %3225, %3164 ]
  %3169 = phi <16 x float> [ zeroinitializer, %3162 ], [ %3222, %3164 ]
  %3170 = phi <16 x float> [ zeroinitializer, %3162 ], [ %3219, %3164 ]
  %3171 = phi <16 x float> [ zeroinitializer, %3162 ], [ %3209, %3164 ]
  %3172 = phi <16 x float> [ zeroinitializer, %3162 ], [ %3206, %3164 ]
  %3173 = phi <16 x float> [ zeroinitializer, %3162 ], [ %3203, %3164 ]
  %3174 = phi <16 x float> [ zeroinitializer, %3162 ], [ %3193, %3164 ]
  %3175 = phi <16 x float> [ zeroinitializer, %3162 ], [ %3190, %3164 ]
  %3176 = phi <16 x float> [ zeroinitializer, %3162 ], [ %3187, %3164 ]
  %3177 = phi i64 [ 4, %3162 ], [ %3242, %3164 ]
  %3178 = phi i64 [ 0, %3162 ], [ %3177, %3164 ]
  %3179 = mul nsw i64 %3178, %3156
  %3180 = getelementptr inbounds float, ptr %3153, i64 %3179
  %3181 = load float, ptr %3180, align 4
  %3182 = insertelement <16 x float> poison, float %3181, i64 0
  %3183 = shufflevector <16 x float> %3182, <16 x float> poison, <16 x i32> zeroinitializer
  %3184 = mul nsw i64 %3178, %3160
  %3185 = getelementptr float, ptr %3163, i64 %3184
  %3186 = load <16 x float>, ptr %3185, align 4
  %3187 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3183, <16 x float> %3186, <16 x float> %3176)
  %3188 = getelementptr inbounds nuw i8, ptr %3185, i64 64
  %3189 = load <16 x float>, ptr %3188, align 4
  %3190 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3183, <16 x float> %3189, <16 x float> %3175)
  %3191 = getelementptr inbounds nuw i8, ptr %3185, i64 128
  %3192 = load <16 x float>, ptr %3191, align 4
  %3193 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3183, <16 x float> %3192, <16 x float> %3174)
  %3194 = or disjoint i64 %3178, 1
  %3195 = mul nsw i64 %3194, %3156
  %3196 = getelementptr inbounds float, ptr %3153, i64 %3195
  %3197 = load float, ptr %3196, align 4
  %3198 = insertelement <16 x float> poison, float %3197, i64 0
  %3199 = shufflevector <16 x float> %3198, <16 x float> poison, <16 x i32> zeroinitializer
  %3200 = mul nsw i64 %3194, %3160
  %3201 = getelementptr float, ptr %3163, i64 %3200
  %3202 = load <16 x float>, ptr %3201, align 4
  %3203 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3199, <16 x float> %3202, <16 x float> %3173)
  %3204 = getelementptr inbounds nuw i8, ptr %3201, i64 64
  %3205 = load <16 x float>, ptr %3204, align 4
  %3206 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3199, <16 x float> %3205, <16 x float> %3172)
  %3207 = getelementptr inbounds nuw i8, ptr %3201, i64 128
  %3208 = load <16 x float>, ptr %3207, align 4
  %3209 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3199, <16 x float> %3208, <16 x float> %3171)
  %3210 = or disjoint i64 %3178, 2
  %3211 = mul nsw i64 %3210, %3156
  %3212 = getelementptr inbounds float, ptr %3153, i64 %3211
  %3213 = load float, ptr %3212, align 4
  %3214 = insertelement <16 x float> poison, float %3213, i64 0
  %3215 = shufflevector <16 x float> %3214, <16 x float> poison, <16 x i32> zeroinitializer
  %3216 = mul nsw i64 %3210, %3160
  %3217 = getelementptr float, ptr %3163, i64 %3216
  %3218 = load <16 x float>, ptr %3217, align 4
  %3219 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3215, <16 x float> %3218, <16 x float> %3170)
  %3220 = getelementptr inbounds nuw i8, ptr %3217, i64 64
  %3221 = load <16 x float>, ptr %3220, align 4
  %3222 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3215, <16 x float> %3221, <16 x float> %3169)
  %3223 = getelementptr inbounds nuw i8, ptr %3217, i64 128
  %3224 = load <16 x float>, ptr %3223, align 4
  %3225 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3215, <16 x float> %3224, <16 x float> %3168)
  %3226 = or disjoint i64 %3178, 3
  %3227 = mul nsw i64 %3226, %3156
  %3228 = getelementptr inbounds float, ptr %3153, i64 %3227
  %3229 = load float, ptr %3228, align 4
  %3230 = insertelement <16 x float> poison, float %3229, i64 0
  %3231 = shufflevector <16 x float> %3230, <16 x float> poison, <16 x i32> zeroinitializer
  %3232 = mul nsw i64 %3226, %3160
  %3233 = getelementptr float, ptr %3163, i64 %3232
  %3234 = load <16 x float>, ptr %3233, align 4
  %3235 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3231, <16 x float> %3234, <16 x float> %3167)
  %3236 = getelementptr inbounds nuw i8, ptr %3233, i64 64
  %3237 = load <16 x float>, ptr %3236, align 4
  %3238 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3231, <16 x float> %3237, <16 x float> %3166)
  %3239 = getelementptr inbounds nuw i8, ptr %3233, i64 128
  %3240 = load <16 x float>, ptr %3239, align 4
  %3241 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3231, <16 x float> %3240, <16 x float> %3165)
  %3242 = add nuw nsw i64 %3177, 4
  %3243 = icmp sgt i64 %3242, %4
  br i1 %3243, label %3244, label %3164

3244:                                             ; preds = %3164
  %3245 = and i64 %4, 9223372036854775804
  %3246 = fadd <16 x float> %3203, %3235
  %3247 = fadd <16 x float> %3206, %3238
  %3248 = fadd <16 x float> %3209, %3241
  br label %3249

3249:                                             ; preds = %3244, %3149
  %3250 = phi <16 x float> [ zeroinitializer, %3149 ], [ %3225, %3244 ]
  %3251 = phi <16 x float> [ zeroinitializer, %3149 ], [ %3222, %3244 ]
  %3252 = phi <16 x float> [ zeroinitializer, %3149 ], [ %3219, %3244 ]
  %3253 = phi <16 x float> [ zeroinitializer, %3149 ], [ %3248, %3244 ]
  %3254 = phi <16 x float> [ zeroinitializer, %3149 ], [ %3247, %3244 ]
  %3255 = phi <16 x float> [ zeroinitializer, %3149 ], [ %3246, %3244 ]
  %3256 = phi <16 x float> [ zeroinitializer, %3149 ], [ %3193, %3244 ]
  %3257 = phi <16 x float> [ zeroinitializer, %3149 ], [ %3190, %3244 ]
  %3258 = phi <16 x float> [ zeroinitializer, %3149 ], [ %3187, %3244 ]
  %3259 = phi i64 [ 0, %3149 ], [ %3245, %3244 ]
  %3260 = getelementptr float, ptr %3158, i64 %2747
  %3261 = icmp slt i64 %3259, %4
  br i1 %3261, label %3262, label %3330

3262:                                             ; preds = %3249
  %3263 = or disjoint i64 %3259, 1
  %3264 = and i64 %4, 1
  %3265 = icmp eq i64 %3264, 0
  br i1 %3265, label %3283, label %3266

3266:                                             ; preds = %3262
  %3267 = mul nsw i64 %3259, %3156
  %3268 = getelementptr inbounds float, ptr %3153, i64 %3267
  %3269 = load float, ptr %3268, align 4
  %3270 = insertelement <16 x float> poison, float %3269, i64 0
  %3271 = shufflevector <16 x float> %3270, <16 x float> poison, <16 x i32> zeroinitializer
  %3272 = mul nsw i64 %3259, %3160
  %3273 = getelementptr float, ptr %3260, i64 %3272
  %3274 = load <16 x float>, ptr %3273, align 4
  %3275 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3271, <16 x float> %3274, <16 x float> %3258)
  %3276 = getelementptr inbounds nuw i8, ptr %3273, i64 64
  %3277 = load <16 x float>, ptr %3276, align 4
  %3278 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3271, <16 x float> %3277, <16 x float> %3257)
  %3279 = getelementptr inbounds nuw i8, ptr %3273, i64 128
  %3280 = load <16 x float>, ptr %3279, align 4
  %3281 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3271, <16 x float> %3280, <16 x float> %3256)
  %3282 = or disjoint i64 %3259, 1
  br label %3283

3283:                                             ; preds = %3266, %3262
  %3284 = phi <16 x float> [ poison, %3262 ], [ %3275, %3266 ]
  %3285 = phi <16 x float> [ poison, %3262 ], [ %3278, %3266 ]
  %3286 = phi <16 x float> [ poison, %3262 ], [ %3281, %3266 ]
  %3287 = phi <16 x float> [ %3256, %3262 ], [ %3281, %3266 ]
  %3288 = phi <16 x float> [ %3257, %3262 ], [ %3278, %3266 ]
  %3289 = phi <16 x float> [ %3258, %3262 ], [ %3275, %3266 ]
  %3290 = phi i64 [ %3259, %3262 ], [ %3282, %3266 ]
  %3291 = icmp eq i64 %4, %3263
  br i1 %3291, label %3330, label %3292

3292:                                             ; preds = %3283, %3292
  %3293 = phi <16 x float> [ %3327, %3292 ], [ %3287, %3283 ]
  %3294 = phi <16 x float> [ %3324, %3292 ], [ %3288, %3283 ]
  %3295 = phi <16 x float> [ %3321, %3292 ], [ %3289, %3283 ]
  %3296 = phi i64 [ %3328, %3292 ], [ %3290, %3283 ]
  %3297 = mul nsw i64 %3296, %3156
  %3298 = getelementptr inbounds float, ptr %3153, i64 %3297
  %3299 = load float, ptr %3298, align 4
  %3300 = insertelement <16 x float> poison, float %3299, i64 0
  %3301 = shufflevector <16 x float> %3300, <16 x float> poison, <16 x i32> zeroinitializer
  %3302 = mul nsw i64 %3296, %3160
  %3303 = getelementptr float, ptr %3260, i64 %3302
  %3304 = load <16 x float>, ptr %3303, align 4
  %3305 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3301, <16 x float> %3304, <16 x float> %3295)
  %3306 = getelementptr inbounds nuw i8, ptr %3303, i64 64
  %3307 = load <16 x float>, ptr %3306, align 4
  %3308 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3301, <16 x float> %3307, <16 x float> %3294)
  %3309 = getelementptr inbounds nuw i8, ptr %3303, i64 128
  %3310 = load <16 x float>, ptr %3309, align 4
  %3311 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3301, <16 x float> %3310, <16 x float> %3293)
  %3312 = add nuw nsw i64 %3296, 1
  %3313 = mul nsw i64 %3312, %3156
  %3314 = getelementptr inbounds float, ptr %3153, i64 %3313
  %3315 = load float, ptr %3314, align 4
  %3316 = insertelement <16 x float> poison, float %3315, i64 0
  %3317 = shufflevector <16 x float> %3316, <16 x float> poison, <16 x i32> zeroinitializer
  %3318 = mul nsw i64 %3312, %3160
  %3319 = getelementptr float, ptr %3260, i64 %3318
  %3320 = load <16 x float>, ptr %3319, align 4
  %3321 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3317, <16 x float> %3320, <16 x float> %3305)
  %3322 = getelementptr inbounds nuw i8, ptr %3319, i64 64
  %3323 = load <16 x float>, ptr %3322, align 4
  %3324 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3317, <16 x float> %3323, <16 x float> %3308)
  %3325 = getelementptr inbounds nuw i8, ptr %3319, i64 128
  %3326 = load <16 x float>, ptr %3325, align 4
  %3327 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3317, <16 x float> %3326, <16 x float> %3311)
  %3328 = add nuw nsw i64 %3296, 2
  %3329 = icmp eq i64 %3328, %4
  br i1 %3329, label %3330, label %3292

3330:                                             ; preds = %3283, %3292, %3249
  %3331 = phi <16 x float> [ %3256, %3249 ], [ %3286, %3283 ], [ %3327, %3292 ]
  %3332 = phi <16 x float> [ %3257, %3249 ], [ %3285, %3283 ], [ %3324, %3292 ]
  %3333 = phi <16 x float> [ %3258, %3249 ], [ %3284, %3283 ], [ %3321, %3292 ]
  %3334 = fadd <16 x float> %3252, %3333
  %3335 = fadd <16 x float> %3251, %3332
  %3336 = fadd <16 x float> %3250, %3331
  %3337 = fadd <16 x float> %3253, %3336
  %3338 = fadd <16 x float> %3254, %3335
  %3339 = fadd <16 x float> %3255, %3334
  %3340 = getelementptr inbounds nuw float, ptr %2612, i64 %2747
  store <16 x float> %3339, ptr %3340, align 4
  %3341 = getelementptr inbounds nuw i8, ptr %3340, i64 64
  store <16 x float> %3338, ptr %3341, align 4
  %3342 = getelementptr inbounds nuw i8, ptr %3340, i64 128
  store <16 x float> %3337, ptr %3342, align 4
  br label %4901

3343:                                             ; preds = %2746
  %3344 = icmp eq i32 %7, 0
  %3345 = getelementptr inbounds float, ptr %2610, i64 %4
  %3346 = getelementptr inbounds i8, ptr %3345, i64 -4
  %3347 = select i1 %3344, ptr %2610, ptr %3346
  %3348 = add nsw i64 %4, -1
  %3349 = mul nsw i64 %3348, %5
  %3350 = select i1 %3344, i64 1, i64 -1
  %3351 = select i1 %3344, i64 0, i64 %3349
  %3352 = getelementptr inbounds float, ptr %3, i64 %3351
  %3353 = sub nsw i64 0, %5
  %3354 = select i1 %3344, i64 %5, i64 %3353
  %3355 = icmp slt i64 %4, 4
  br i1 %3355, label %3460, label %3356

3356:                                             ; preds = %3343
  %3357 = getelementptr float, ptr %3352, i64 %2747
  br label %3358

3358:                                             ; preds = %3358, %3356
  %3359 = phi <16 x float> [ zeroinitializer, %3356 ], [ %3451, %3358 ]
  %3360 = phi <16 x float> [ zeroinitializer, %3356 ], [ %3448, %3358 ]
  %3361 = phi <16 x float> [ zeroinitializer, %3356 ], [ %3445, %3358 ]
  %3362 = phi <16 x float> [ zeroinitializer, %3356 ], [ %3442, %3358 ]
  %3363 = phi <16 x float> [ zeroinitializer, %3356 ], [ %3432, %3358 ]
  %3364 = phi <16 x float> [ zeroinitializer, %3356 ], [ %3429, %3358 ]
  %3365 = phi <16 x float> [ zeroinitializer, %3356 ], [ %3426, %3358 ]
  %3366 = phi <16 x float> [ zeroinitializer, %3356 ], [ %3423, %3358 ]
  %3367 = phi <16 x float> [ zeroinitializer, %3356 ], [ %3413, %3358 ]
  %3368 = phi <16 x float> [ zeroinitializer, %3356 ], [ %3410, %3358 ]
  %3369 = phi <16 x float> [ zeroinitializer, %3356 ], [ %3407, %3358 ]
  %3370 = phi <16 x float> [ zeroinitializer, %3356 ], [ %3404, %3358 ]
  %3371 = phi <16 x float> [ zeroinitializer, %3356 ], [ %3394, %3358 ]
  %3372 = phi <16 x float> [ zeroinitializer, %3356 ], [ %3391, %3358 ]
  %3373 = phi <16 x float> [ zeroinitializer, %3356 ], [ %3388, %3358 ]
  %3374 = phi <16 x float> [ zeroinitializer, %3356 ], [ %3385, %3358 ]
  %3375 = phi i64 [ 4, %3356 ], [ %3452, %3358 ]
  %3376 = phi i64 [ 0, %3356 ], [ %3375, %3358 ]
  %3377 = mul nsw i64 %3376, %3350
  %3378 = getelementptr inbounds float, ptr %3347, i64 %3377
  %3379 = load float, ptr %3378, align 4
  %3380 = insertelement <16 x float> poison, float %3379, i64 0
  %3381 = shufflevector <16 x float> %3380, <16 x float> poison, <16 x i32> zeroinitializer
  %3382 = mul nsw i64 %3376, %3354
  %3383 = getelementptr float, ptr %3357, i64 %3382
  %3384 = load <16 x float>, ptr %3383, align 4
  %3385 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3381, <16 x float> %3384, <16 x float> %3374)
  %3386 = getelementptr inbounds nuw i8, ptr %3383, i64 64
  %3387 = load <16 x float>, ptr %3386, align 4
  %3388 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3381, <16 x float> %3387, <16 x float> %3373)
  %3389 = getelementptr inbounds nuw i8, ptr %3383, i64 128
  %3390 = load <16 x float>, ptr %3389, align 4
  %3391 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3381, <16 x float> %3390, <16 x float> %3372)
  %3392 = getelementptr inbounds nuw i8, ptr %3383, i64 192
  %3393 = load <16 x float>, ptr %3392, align 4
  %3394 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3381, <16 x float> %3393, <16 x float> %3371)
  %3395 = or disjoint i64 %3376, 1
  %3396 = mul nsw i64 %3395, %3350
  %3397 = getelementptr inbounds float, ptr %3347, i64 %3396
  %3398 = load float, ptr %3397, align 4
  %3399 = insertelement <16 x float> poison, float %3398, i64 0
  %3400 = shufflevector <16 x float> %3399, <16 x float> poison, <16 x i32> zeroinitializer
  %3401 = mul nsw i64 %3395, %3354
  %3402 = getelementptr float, ptr %3357, i64 %3401
  %3403 = load <16 x float>, ptr %3402, align 4
  %3404 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3400, <16 x float> %3403, <16 x float> %3370)
  %3405 = getelementptr inbounds nuw i8, ptr %3402, i64 64
  %3406 = load <16 x float>, ptr %3405, align 4
  %3407 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3400, <16 x float> %3406, <16 x float> %3369)
  %3408 = getelementptr inbounds nuw i8, ptr %3402, i64 128
  %3409 = load <16 x float>, ptr %3408, align 4
  %3410 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3400, <16 x float> %3409, <16 x float> %3368)
  %3411 = getelementptr inbounds nuw i8, ptr %3402, i64 192
  %3412 = load <16 x float>, ptr %3411, align 4
  %3413 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3400, <16 x float> %3412, <16 x float> %3367)
  %3414 = or disjoint i64 %3376, 2
  %3415 = mul nsw i64 %3414, %3350
  %3416 = getelementptr inbounds float, ptr %3347, i64 %3415
  %3417 = load float, ptr %3416, align 4
  %3418 = insertelement <16 x float> poison, float %3417, i64 0
  %3419 = shufflevector <16 x float> %3418, <16 x float> poison, <16 x i32> zeroinitializer
  %3420 = mul nsw i64 %3414, %3354
  %3421 = getelementptr float, ptr %3357, i64 %3420
  %3422 = load <16 x float>, ptr %3421, align 4
  %3423 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3419, <16 x float> %3422, <16 x float> %3366)
  %3424 = getelementptr inbounds nuw i8, ptr %3421, i64 64
  %3425 = load <16 x float>, ptr %3424, align 4
  %3426 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3419, <16 x float> %3425, <16 x float> %3365)
  %3427 = getelementptr inbounds nuw i8, ptr %3421, i64 128
  %3428 = load <16 x float>, ptr %3427, align 4
  %3429 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3419, <16 x float> %3428, <16 x float> %3364)
  %3430 = getelementptr inbounds nuw i8, ptr %3421, i64 192
  %3431 = load <16 x float>, ptr %3430, align 4
  %3432 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3419, <16 x float> %3431, <16 x float> %3363)
  %3433 = or disjoint i64 %3376, 3
  %3434 = mul nsw i64 %3433, %3350
  %3435 = getelementptr inbounds float, ptr %3347, i64 %3434
  %3436 = load float, ptr %3435, align 4
  %3437 = insertelement <16 x float> poison, float %3436, i64 0
  %3438 = shufflevector <16 x float> %3437, <16 x float> poison, <16 x i32> zeroinitializer
  %3439 = mul nsw i64 %3433, %3354
  %3440 = getelementptr float, ptr %3357, i64 %3439
  %3441 = load <16 x float>, ptr %3440, align 4
  %3442 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3438, <16 x float> %3441, <16 x float> %3362)
  %3443 = getelementptr inbounds nuw i8, ptr %3440, i64 64
  %3444 = load <16 x float>, ptr %3443, align 4
  %3445 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3438, <16 x float> %3444, <16 x float> %3361)
  %3446 = getelementptr inbounds nuw i8, ptr %3440, i64 128
  %3447 = load <16 x float>, ptr %3446, align 4
  %3448 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3438, <16 x float> %3447, <16 x float> %3360)
  %3449 = getelementptr inbounds nuw i8, ptr %3440, i64 192
  %3450 = load <16 x float>, ptr %3449, align 4
  %3451 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3438, <16 x float> %3450, <16 x float> %3359)
  %3452 = add nuw nsw i64 %3375, 4
  %3453 = icmp sgt i64 %3452, %4
  br i1 %3453, label %3454, label %3358

3454:                                             ; preds = %3358
  %3455 = and i64 %4, 9223372036854775804
  %3456 = fadd <16 x float> %3404, %3442
  %3457 = fadd <16 x float> %3407, %3445
  %3458 = fadd <16 x float> %3410, %3448
  %3459 = fadd <16 x float> %3413, %3451
  br label %3460

3460:                                             ; preds = %3454, %3343
  %3461 = phi <16 x float> [ zeroinitializer, %3343 ], [ %3432, %3454 ]
  %3462 = phi <16 x float> [ zeroinitializer, %3343 ], [ %3429, %3454 ]
  %3463 = phi <16 x float> [ zeroinitializer, %3343 ], [ %3426, %3454 ]
  %3464 = phi <16 x float> [ zeroinitializer, %3343 ], [ %3423, %3454 ]
  %3465 = phi <16 x float> [ zeroinitializer, %3343 ], [ %3459, %3454 ]
  %3466 = phi <16 x float> [ zeroinitializer, %3343 ], [ %3458, %3454 ]
  %3467 = phi <16 x float> [ zeroinitializer, %3343 ], [ %3457, %3454 ]
  %3468 = phi <16 x float> [ zeroinitializer, %3343 ], [ %3456, %3454 ]
  %3469 = phi <16 x float> [ zeroinitializer, %3343 ], [ %3394, %3454 ]
  %3470 = phi <16 x float> [ zeroinitializer, %3343 ], [ %3391, %3454 ]
  %3471 = phi <16 x float> [ zeroinitializer, %3343 ], [ %3388, %3454 ]
  %3472 = phi <16 x float> [ zeroinitializer, %3343 ], [ %3385, %3454 ]
  %3473 = phi i64 [ 0, %3343 ], [ %3455, %3454 ]
  %3474 = getelementptr float, ptr %3352, i64 %2747
  %3475 = icmp slt i64 %3473, %4
  br i1 %3475, label %3476, label %3556

3476:                                             ; preds = %3460
  %3477 = or disjoint i64 %3473, 1
  %3478 = and i64 %4, 1
  %3479 = icmp eq i64 %3478, 0
  br i1 %3479, label %3500, label %3480

3480:                                             ; preds = %3476
  %3481 = mul nsw i64 %3473, %3350
  %3482 = getelementptr inbounds float, ptr %3347, i64 %3481
  %3483 = load float, ptr %3482, align 4
  %3484 = insertelement <16 x float> poison, float %3483, i64 0
  %3485 = shufflevector <16 x float> %3484, <16 x float> poison, <16 x i32> zeroinitializer
  %3486 = mul nsw i64 %3473, %3354
  %3487 = getelementptr float, ptr %3474, i64 %3486
  %3488 = load <16 x float>, ptr %3487, align 4
  %3489 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3485, <16 x float> %3488, <16 x float> %3472)
  %3490 = getelementptr inbounds nuw i8, ptr %3487, i64 64
  %3491 = load <16 x float>, ptr %3490, align 4
  %3492 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3485, <16 x float> %3491, <16 x float> %3471)
  %3493 = getelementptr inbounds nuw i8, ptr %3487, i64 128
  %3494 = load <16 x float>, ptr %3493, align 4
  %3495 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3485, <16 x float> %3494, <16 x float> %3470)
  %3496 = getelementptr inbounds nuw i8, ptr %3487, i64 192
  %3497 = load <16 x float>, ptr %3496, align 4
  %3498 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3485, <16 x float> %3497, <16 x float> %3469)
  %3499 = or disjoint i64 %3473, 1
  br label %3500

3500:                                             ; preds = %3480, %3476
  %3501 = phi <16 x float> [ poison, %3476 ], [ %3489, %3480 ]
  %3502 = phi <16 x float> [ poison, %3476 ], [ %3492, %3480 ]
  %3503 = phi <16 x float> [ poison, %3476 ], [ %3495, %3480 ]
  %3504 = phi <16 x float> [ poison, %3476 ], [ %3498, %3480 ]
  %3505 = phi <16 x float> [ %3469, %3476 ], [ %3498, %3480 ]
  %3506 = phi <16 x float> [ %3470, %3476 ], [ %3495, %3480 ]
  %3507 = phi <16 x float> [ %3471, %3476 ], [ %3492, %3480 ]
  %3508 = phi <16 x float> [ %3472, %3476 ], [ %3489, %3480 ]
  %3509 = phi i64 [ %3473, %3476 ], [ %3499, %3480 ]
  %3510 = icmp eq i64 %4, %3477
  br i1 %3510, label %3556, label %3511

3511:                                             ; preds = %3500, %3511
  %3512 = phi <16 x float> [ %3553, %3511 ], [ %3505, %3500 ]
  %3513 = phi <16 x float> [ %3550, %3511 ], [ %3506, %3500 ]
  %3514 = phi <16 x float> [ %3547, %3511 ], [ %3507, %3500 ]
  %3515 = phi <16 x float> [ %3544, %3511 ], [ %3508, %3500 ]
  %3516 = phi i64 [ %3554, %3511 ], [ %3509, %3500 ]
  %3517 = mul nsw i64 %3516, %3350
  %3518 = getelementptr inbounds float, ptr %3347, i64 %3517
  %3519 = load float, ptr %3518, align 4
  %3520 = insertelement <16 x float> poison, float %3519, i64 0
  %3521 = shufflevector <16 x float> %3520, <16 x float> poison, <16 x i32> zeroinitializer
  %3522 = mul nsw i64 %3516, %3354
  %3523 = getelementptr float, ptr %3474, i64 %3522
  %3524 = load <16 x float>, ptr %3523, align 4
  %3525 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3521, <16 x float> %3524, <16 x float> %3515)
  %3526 = getelementptr inbounds nuw i8, ptr %3523, i64 64
  %3527 = load <16 x float>, ptr %3526, align 4
  %3528 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3521, <16 x float> %3527, <16 x float> %3514)
  %3529 = getelementptr inbounds nuw i8, ptr %3523, i64 128
  %3530 = load <16 x float>, ptr %3529, align 4
  %3531 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3521, <16 x float> %3530, <16 x float> %3513)
  %3532 = getelementptr inbounds nuw i8, ptr %3523, i64 192
  %3533 = load <16 x float>, ptr %3532, align 4
  %3534 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3521, <16 x float> %3533, <16 x float> %3512)
  %3535 = add nuw nsw i64 %3516, 1
  %3536 = mul nsw i64 %3535, %3350
  %3537 = getelementptr inbounds float, ptr %3347, i64 %3536
  %3538 = load float, ptr %3537, align 4
  %3539 = insertelement <16 x float> poison, float %3538, i64 0
  %3540 = shufflevector <16 x float> %3539, <16 x float> poison, <16 x i32> zeroinitializer
  %3541 = mul nsw i64 %3535, %3354
  %3542 = getelementptr float, ptr %3474, i64 %3541
  %3543 = load <16 x float>, ptr %3542, align 4
  %3544 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3540, <16 x float> %3543, <16 x float> %3525)
  %3545 = getelementptr inbounds nuw i8, ptr %3542, i64 64
  %3546 = load <16 x float>, ptr %3545, align 4
  %3547 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3540, <16 x float> %3546, <16 x float> %3528)
  %3548 = getelementptr inbounds nuw i8, ptr %3542, i64 128
  %3549 = load <16 x float>, ptr %3548, align 4
  %3550 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3540, <16 x float> %3549, <16 x float> %3531)
  %3551 = getelementptr inbounds nuw i8, ptr %3542, i64 192
  %3552 = load <16 x float>, ptr %3551, align 4
  %3553 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3540, <16 x float> %3552, <16 x float> %3534)
  %3554 = add nuw nsw i64 %3516, 2
  %3555 = icmp eq i64 %3554, %4
  br i1 %3555, label %3556, label %3511

3556:                                             ; preds = %3500, %3511, %3460
  %3557 = phi <16 x float> [ %3469, %3460 ], [ %3504, %3500 ], [ %3553, %3511 ]
  %3558 = phi <16 x float> [ %3470, %3460 ], [ %3503, %3500 ], [ %3550, %3511 ]
  %3559 = phi <16 x float> [ %3471, %3460 ], [ %3502, %3500 ], [ %3547, %3511 ]
  %3560 = phi <16 x float> [ %3472, %3460 ], [ %3501, %3500 ], [ %3544, %3511 ]
  %3561 = fadd <16 x float> %3464, %3560
  %3562 = fadd <16 x float> %3463, %3559
  %3563 = fadd <16 x float> %3462, %3558
  %3564 = fadd <16 x float> %3461, %3557
  %3565 = fadd <16 x float> %3465, %3564
  %3566 = fadd <16 x float> %3466, %3563
  %3567 = fadd <16 x float> %3467, %3562
  %3568 = fadd <16 x float> %3468, %3561
  %3569 = getelementptr inbounds nuw float, ptr %2612, i64 %2747
  store <16 x float> %3568, ptr %3569, align 4
  %3570 = getelementptr inbounds nuw i8, ptr %3569, i64 64
  store <16 x float> %3567, ptr %3570, align 4
  %3571 = getelementptr inbounds nuw i8, ptr %3569, i64 128
  store <16 x float> %3566, ptr %3571, align 4
  %3572 = getelementptr inbounds nuw i8, ptr %3569, i64 192
  store <16 x float> %3565, ptr %3572, align 4
  br label %4901

3573:                                             ; preds = %2746
  %3574 = icmp eq i32 %7, 0
  %3575 = getelementptr inbounds float, ptr %2610, i64 %4
  %3576 = getelementptr inbounds i8, ptr %3575, i64 -4
  %3577 = select i1 %3574, ptr %2610, ptr %3576
  %3578 = add nsw i64 %4, -1
  %3579 = mul nsw i64 %3578, %5
  %3580 = select i1 %3574, i64 1, i64 -1
  %3581 = select i1 %3574, i64 0, i64 %3579
  %3582 = getelementptr inbounds float, ptr %3, i64 %3581
  %3583 = sub nsw i64 0, %5
  %3584 = select i1 %3574, i64 %5, i64 %3583
  %3585 = icmp slt i64 %4, 2
  br i1 %3585, label %3648, label %3586

3586:                                             ; preds = %3573
  %3587 = getelementptr float, ptr %3582, i64 %2747
  br label %3588

3588:                                             ; preds = %3588, %3586
  %3589 = phi <16 x float> [ zeroinitializer, %3586 ], [ %3643, %3588 ]
  %3590 = phi <16 x float> [ zeroinitializer, %3586 ], [ %3640, %3588 ]
  %3591 = phi <16 x float> [ zeroinitializer, %3586 ], [ %3637, %3588 ]
  %3592 = phi <16 x float> [ zeroinitializer, %3586 ], [ %3634, %3588 ]
  %3593 = phi <16 x float> [ zeroinitializer, %3586 ], [ %3631, %3588 ]
  %3594 = phi <16 x float> [ zeroinitializer, %3586 ], [ %3621, %3588 ]
  %3595 = phi <16 x float> [ zeroinitializer, %3586 ], [ %3618, %3588 ]
  %3596 = phi <16 x float> [ zeroinitializer, %3586 ], [ %3615, %3588 ]
  %3597 = phi <16 x float> [ zeroinitializer, %3586 ], [ %3612, %3588 ]
  %3598 = phi <16 x float> [ zeroinitializer, %3586 ], [ %3609, %3588 ]
  %3599 = phi i64 [ 2, %3586 ], [ %3644, %3588 ]
  %3600 = phi i64 [ 0, %3586 ], [ %3599, %3588 ]
  %3601 = mul nsw i64 %3600, %3580
  %3602 = getelementptr inbounds float, ptr %3577, i64 %3601
  %3603 = load float, ptr %3602, align 4
  %3604 = insertelement <16 x float> poison, float %3603, i64 0
  %3605 = shufflevector <16 x float> %3604, <16 x float> poison, <16 x i32> zeroinitializer
  %3606 = mul nsw i64 %3600, %3584
  %3607 = getelementptr float, ptr %3587, i64 %3606
  %3608 = load <16 x float>, ptr %3607, align 4
  %3609 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3605, <16 x float> %3608, <16 x float> %3598)
  %3610 = getelementptr inbounds nuw i8, ptr %3607, i64 64
  %3611 = load <16 x float>, ptr %3610, align 4
  %3612 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3605, <16 x float> %3611, <16 x float> %3597)
  %3613 = getelementptr inbounds nuw i8, ptr %3607, i64 128
  %3614 = load <16 x float>, ptr %3613, align 4
  %3615 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3605, <16 x float> %3614, <16 x float> %3596)
  %3616 = getelementptr inbounds nuw i8, ptr %3607, i64 192
  %3617 = load <16 x float>, ptr %3616, align 4
  %3618 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3605, <16 x float> %3617, <16 x float> %3595)
  %3619 = getelementptr inbounds nuw i8, ptr %3607, i64 256
  %3620 = load <16 x float>, ptr %3619, align 4
  %3621 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3605, <16 x float> %3620, <16 x float> %3594)
  %3622 = or disjoint i64 %3600, 1
  %3623 = mul nsw i64 %3622, %3580
  %3624 = getelementptr inbounds float, ptr %3577, i64 %3623
  %3625 = load float, ptr %3624, align 4
  %3626 = insertelement <16 x float> poison, float %3625, i64 0
  %3627 = shufflevector <16 x float> %3626, <16 x float> poison, <16 x i32> zeroinitializer
  %3628 = mul nsw i64 %3622, %3584
  %3629 = getelementptr float, ptr %3587, i64 %3628
  %3630 = load <16 x float>, ptr %3629, align 4
  %3631 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3627, <16 x float> %3630, <16 x float> %3593)
  %3632 = getelementptr inbounds nuw i8, ptr %3629, i64 64
  %3633 = load <16 x float>, ptr %3632, align 4
  %3634 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3627, <16 x float> %3633, <16 x float> %3592)
  %3635 = getelementptr inbounds nuw i8, ptr %3629, i64 128
  %3636 = load <16 x float>, ptr %3635, align 4
  %3637 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3627, <16 x float> %3636, <16 x float> %3591)
  %3638 = getelementptr inbounds nuw i8, ptr %3629, i64 192
  %3639 = load <16 x float>, ptr %3638, align 4
  %3640 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3627, <16 x float> %3639, <16 x float> %3590)
  %3641 = getelementptr inbounds nuw i8, ptr %3629, i64 256
  %3642 = load <16 x float>, ptr %3641, align 4
  %3643 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3627, <16 x float> %3642, <16 x float> %3589)
  %3644 = add nuw nsw i64 %3599, 2
  %3645 = icmp sgt i64 %3644, %4
  br i1 %3645, label %3646, label %3588

3646:                                             ; preds = %3588
  %3647 = and i64 %4, 9223372036854775806
  br label %3648

3648:                                             ; preds = %3646, %3573
  %3649 = phi <16 x float> [ zeroinitializer, %3573 ], [ %3643, %3646 ]
  %3650 = phi <16 x float> [ zeroinitializer, %3573 ], [ %3640, %3646 ]
  %3651 = phi <16 x float> [ zeroinitializer, %3573 ], [ %3637, %3646 ]
  %3652 = phi <16 x float> [ zeroinitializer, %3573 ], [ %3634, %3646 ]
  %3653 = phi <16 x float> [ zeroinitializer, %3573 ], [ %3631, %3646 ]
  %3654 = phi <16 x float> [ zeroinitializer, %3573 ], [ %3621, %3646 ]
  %3655 = phi <16 x float> [ zeroinitializer, %3573 ], [ %3618, %3646 ]
  %3656 = phi <16 x float> [ zeroinitializer, %3573 ], [ %3615, %3646 ]
  %3657 = phi <16 x float> [ zeroinitializer, %3573 ], [ %3612, %3646 ]
  %3658 = phi <16 x float> [ zeroinitializer, %3573 ], [ %3609, %3646 ]
  %3659 = phi i64 [ 0, %3573 ], [ %3647, %3646 ]
  %3660 = getelementptr float, ptr %3582, i64 %2747
  %3661 = icmp slt i64 %3659, %4
  br i1 %3661, label %3662, label %3692

3662:                                             ; preds = %3648, %3662
  %3663 = phi <16 x float> [ %3689, %3662 ], [ %3654, %3648 ]
  %3664 = phi <16 x float> [ %3686, %3662 ], [ %3655, %3648 ]
  %3665 = phi <16 x float> [ %3683, %3662 ], [ %3656, %3648 ]
  %3666 = phi <16 x float> [ %3680, %3662 ], [ %3657, %3648 ]
  %3667 = phi <16 x float> [ %3677, %3662 ], [ %3658, %3648 ]
  %3668 = phi i64 [ %3690, %3662 ], [ %3659, %3648 ]
  %3669 = mul nsw i64 %3668, %3580
  %3670 = getelementptr inbounds float, ptr %3577, i64 %3669
  %3671 = load float, ptr %3670, align 4
  %3672 = insertelement <16 x float> poison, float %3671, i64 0
  %3673 = shufflevector <16 x float> %3672, <16 x float> poison, <16 x i32> zeroinitializer
  %3674 = mul nsw i64 %3668, %3584
  %3675 = getelementptr float, ptr %3660, i64 %3674
  %3676 = load <16 x float>, ptr %3675, align 4
  %3677 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3673, <16 x float> %3676, <16 x float> %3667)
  %3678 = getelementptr inbounds nuw i8, ptr %3675, i64 64
  %3679 = load <16 x float>, ptr %3678, align 4
  %3680 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3673, <16 x float> %3679, <16 x float> %3666)
  %3681 = getelementptr inbounds nuw i8, ptr %3675, i64 128
  %3682 = load <16 x float>, ptr %3681, align 4
  %3683 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3673, <16 x float> %3682, <16 x float> %3665)
  %3684 = getelementptr inbounds nuw i8, ptr %3675, i64 192
  %3685 = load <16 x float>, ptr %3684, align 4
  %3686 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3673, <16 x float> %3685, <16 x float> %3664)
  %3687 = getelementptr inbounds nuw i8, ptr %3675, i64 256
  %3688 = load <16 x float>, ptr %3687, align 4
  %3689 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3673, <16 x float> %3688, <16 x float> %3663)
  %3690 = add nuw nsw i64 %3668, 1
  %3691 = icmp eq i64 %3690, %4
  br i1 %3691, label %3692, label %3662

3692:                                             ; preds = %3662, %3648
  %3693 = phi <16 x float> [ %3654, %3648 ], [ %3689, %3662 ]
  %3694 = phi <16 x float> [ %3655, %3648 ], [ %3686, %3662 ]
  %3695 = phi <16 x float> [ %3656, %3648 ], [ %3683, %3662 ]
  %3696 = phi <16 x float> [ %3657, %3648 ], [ %3680, %3662 ]
  %3697 = phi <16 x float> [ %3658, %3648 ], [ %3677, %3662 ]
  %3698 = fadd <16 x float> %3649, %3693
  %3699 = fadd <16 x float> %3650, %3694
  %3700 = fadd <16 x float> %3651, %3695
  %3701 = fadd <16 x float> %3652, %3696
  %3702 = fadd <16 x float> %3653, %3697
  %3703 = getelementptr inbounds nuw float, ptr %2612, i64 %2747
  store <16 x float> %3702, ptr %3703, align 4
  %3704 = getelementptr inbounds nuw i8, ptr %3703, i64 64
  store <16 x float> %3701, ptr %3704, align 4
  %3705 = getelementptr inbounds nuw i8, ptr %3703, i64 128
  store <16 x float> %3700, ptr %3705, align 4
  %3706 = getelementptr inbounds nuw i8, ptr %3703, i64 192
  store <16 x float> %3699, ptr %3706, align 4
  %3707 = getelementptr inbounds nuw i8, ptr %3703, i64 256
  store <16 x float> %3698, ptr %3707, align 4
  br label %4901

3708:                                             ; preds = %2746
  %3709 = icmp eq i32 %7, 0
  %3710 = getelementptr inbounds float, ptr %2610, i64 %4
  %3711 = getelementptr inbounds i8, ptr %3710, i64 -4
  %3712 = select i1 %3709, ptr %2610, ptr %3711
  %3713 = add nsw i64 %4, -1
  %3714 = mul nsw i64 %3713, %5
  %3715 = select i1 %3709, i64 1, i64 -1
  %3716 = select i1 %3709, i64 0, i64 %3714
  %3717 = getelementptr inbounds float, ptr %3, i64 %3716
  %3718 = sub nsw i64 0, %5
  %3719 = select i1 %3709, i64 %5, i64 %3718
  %3720 = icmp slt i64 %4, 2
  br i1 %3720, label %3791, label %3721

3721:                                             ; preds = %3708
  %3722 = getelementptr float, ptr %3717, i64 %2747
  br label %3723

3723:                                             ; preds = %3723, %3721
  %3724 = phi <16 x float> [ zeroinitializer, %3721 ], [ %3786, %3723 ]
  %3725 = phi <16 x float> [ zeroinitializer, %3721 ], [ %3783, %3723 ]
  %3726 = phi <16 x float> [ zeroinitializer, %3721 ], [ %3780, %3723 ]
  %3727 = phi <16 x float> [ zeroinitializer, %3721 ], [ %3777, %3723 ]
  %3728 = phi <16 x float> [ zeroinitializer, %3721 ], [ %3774, %3723 ]
  %3729 = phi <16 x float> [ zeroinitializer, %3721 ], [ %3771, %3723 ]
  %3730 = phi <16 x float> [ zeroinitializer, %3721 ], [ %3761, %3723 ]
  %3731 = phi <16 x float> [ zeroinitializer, %3721 ], [ %3758, %3723 ]
  %3732 = phi <16 x float> [ zeroinitializer, %3721 ], [ %3755, %3723 ]
  %3733 = phi <16 x float> [ zeroinitializer, %3721 ], [ %3752, %3723 ]
  %3734 = phi <16 x float> [ zeroinitializer, %3721 ], [ %3749, %3723 ]
  %3735 = phi <16 x float> [ zeroinitializer, %3721 ], [ %3746, %3723 ]
  %3736 = phi i64 [ 2, %3721 ], [ %3787, %3723 ]
  %3737 = phi i64 [ 0, %3721 ], [ %3736, %3723 ]
  %3738 = mul nsw i64 %3737, %3715
  %3739 = getelementptr inbounds float, ptr %3712, i64 %3738
  %3740 = load float, ptr %3739, align 4
  %3741 = insertelement <16 x float> poison, float %3740, i64 0
  %3742 = shufflevector <16 x float> %3741, <16 x float> poison, <16 x i32> zeroinitializer
  %3743 = mul nsw i64 %3737, %3719
  %3744 = getelementptr float, ptr %3722, i64 %3743
  %3745 = load <16 x float>, ptr %3744, align 4
  %3746 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3742, <16 x float> %3745, <16 x float> %3735)
  %3747 = getelementptr inbounds nuw i8, ptr %3744, i64 64
  %3748 = load <16 x float>, ptr %3747, align 4
  %3749 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3742, <16 x float> %3748, <16 x float> %3734)
  %3750 = getelementptr inbounds nuw i8, ptr %3744, i64 128
  %3751 = load <16 x float>, ptr %3750, align 4
  %3752 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3742, <16 x float> %3751, <16 x float> %3733)
  %3753 = getelementptr inbounds nuw i8, ptr %3744, i64 192
  %3754 = load <16 x float>, ptr %3753, align 4
  %3755 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3742, <16 x float> %3754, <16 x float> %3732)
  %3756 = getelementptr inbounds nuw i8, ptr %3744, i64 256
  %3757 = load <16 x float>, ptr %3756, align 4
  %3758 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3742, <16 x float> %3757, <16 x float> %3731)
  %3759 = getelementptr inbounds nuw i8, ptr %3744, i64 320
  %3760 = load <16 x float>, ptr %3759, align 4
  %3761 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3742, <16 x float> %3760, <16 x float> %3730)
  %3762 = or disjoint i64 %3737, 1
  %3763 = mul nsw i64 %3762, %3715
  %3764 = getelementptr inbounds float, ptr %3712, i64 %3763
  %3765 = load float, ptr %3764, align 4
  %3766 = insertelement <16 x float> poison, float %3765, i64 0
  %3767 = shufflevector <16 x float> %3766, <16 x float> poison, <16 x i32> zeroinitializer
  %3768 = mul nsw i64 %3762, %3719
  %3769 = getelementptr float, ptr %3722, i64 %3768
  %3770 = load <16 x float>, ptr %3769, align 4
  %3771 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3767, <16 x float> %3770, <16 x float> %3729)
  %3772 = getelementptr inbounds nuw i8, ptr %3769, i64 64
  %3773 = load <16 x float>, ptr %3772, align 4
  %3774 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3767, <16 x float> %3773, <16 x float> %3728)
  %3775 = getelementptr inbounds nuw i8, ptr %3769, i64 128
  %3776 = load <16 x float>, ptr %3775, align 4
  %3777 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3767, <16 x float> %3776, <16 x float> %3727)
  %3778 = getelementptr inbounds nuw i8, ptr %3769, i64 192
  %3779 = load <16 x float>, ptr %3778, align 4
  %3780 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3767, <16 x float> %3779, <16 x float> %3726)
  %3781 = getelementptr inbounds nuw i8, ptr %3769, i64 256
  %3782 = load <16 x float>, ptr %3781, align 4
  %3783 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3767, <16 x float> %3782, <16 x float> %3725)
  %3784 = getelementptr inbounds nuw i8, ptr %3769, i64 320
  %3785 = load <16 x float>, ptr %3784, align 4
  %3786 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3767, <16 x float> %3785, <16 x float> %3724)
  %3787 = add nuw nsw i64 %3736, 2
  %3788 = icmp sgt i64 %3787, %4
  br i1 %3788, label %3789, label %3723

3789:                                             ; preds = %3723
  %3790 = and i64 %4, 9223372036854775806
  br label %3791

3791:                                             ; preds = %3789, %3708
  %3792 = phi <16 x float> [ zeroinitializer, %3708 ], [ %3786, %3789 ]
  %3793 = phi <16 x float> [ zeroinitializer, %3708 ], [ %3783, %3789 ]
  %3794 = phi <16 x float> [ zeroinitializer, %3708 ], [ %3780, %3789 ]
  %3795 = phi <16 x float> [ zeroinitializer, %3708 ], [ %3777, %3789 ]
  %3796 = phi <16 x float> [ zeroinitializer, %3708 ], [ %3774, %3789 ]
  %3797 = phi <16 x float> [ zeroinitializer, %3708 ], [ %3771, %3789 ]
  %3798 = phi <16 x float> [ zeroinitializer, %3708 ], [ %3761, %3789 ]
  %3799 = phi <16 x float> [ zeroinitializer, %3708 ], [ %3758, %3789 ]
  %3800 = phi <16 x float> [ zeroinitializer, %3708 ], [ %3755, %3789 ]
  %3801 = phi <16 x float> [ zeroinitializer, %3708 ], [ %3752, %3789 ]
  %3802 = phi <16 x float> [ zeroinitializer, %3708 ], [ %3749, %3789 ]
  %3803 = phi <16 x float> [ zeroinitializer, %3708 ], [ %3746, %3789 ]
  %3804 = phi i64 [ 0, %3708 ], [ %3790, %3789 ]
  %3805 = getelementptr float, ptr %3717, i64 %2747
  %3806 = icmp slt i64 %3804, %4
  br i1 %3806, label %3807, label %3841

3807:                                             ; preds = %3791, %3807
  %3808 = phi <16 x float> [ %3838, %3807 ], [ %3798, %3791 ]
  %3809 = phi <16 x float> [ %3835, %3807 ], [ %3799, %3791 ]
  %3810 = phi <16 x float> [ %3832, %3807 ], [ %3800, %3791 ]
  %3811 = phi <16 x float> [ %3829, %3807 ], [ %3801, %3791 ]
  %3812 = phi <16 x float> [ %3826, %3807 ], [ %3802, %3791 ]
  %3813 = phi <16 x float> [ %3823, %3807 ], [ %3803, %3791 ]
  %3814 = phi i64 [ %3839, %3807 ], [ %3804, %3791 ]
  %3815 = mul nsw i64 %3814, %3715
  %3816 = getelementptr inbounds float, ptr %3712, i64 %3815
  %3817 = load float, ptr %3816, align 4
  %3818 = insertelement <16 x float> poison, float %3817, i64 0
  %3819 = shufflevector <16 x float> %3818, <16 x float> poison, <16 x i32> zeroinitializer
  %3820 = mul nsw i64 %3814, %3719
  %3821 = getelementptr float, ptr %3805, i64 %3820
  %3822 = load <16 x float>, ptr %3821, align 4
  %3823 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3819, <16 x float> %3822, <16 x float> %3813)
  %3824 = getelementptr inbounds nuw i8, ptr %3821, i64 64
  %3825 = load <16 x float>, ptr %3824, align 4
  %3826 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3819, <16 x float> %3825, <16 x float> %3812)
  %3827 = getelementptr inbounds nuw i8, ptr %3821, i64 128
  %3828 = load <16 x float>, ptr %3827, align 4
  %3829 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3819, <16 x float> %3828, <16 x float> %3811)
  %3830 = getelementptr inbounds nuw i8, ptr %3821, i64 192
  %3831 = load <16 x float>, ptr %3830, align 4
  %3832 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3819, <16 x float> %3831, <16 x float> %3810)
  %3833 = getelementptr inbounds nuw i8, ptr %3821, i64 256
  %3834 = load <16 x float>, ptr %3833, align 4
  %3835 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3819, <16 x float> %3834, <16 x float> %3809)
  %3836 = getelementptr inbounds nuw i8, ptr %3821, i64 320
  %3837 = load <16 x float>, ptr %3836, align 4
  %3838 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3819, <16 x float> %3837, <16 x float> %3808)
  %3839 = add nuw nsw i64 %3814, 1
  %3840 = icmp eq i64 %3839, %4
  br i1 %3840, label %3841, label %3807

3841:                                             ; preds = %3807, %3791
  %3842 = phi <16 x float> [ %3798, %3791 ], [ %3838, %3807 ]
  %3843 = phi <16 x float> [ %3799, %3791 ], [ %3835, %3807 ]
  %3844 = phi <16 x float> [ %3800, %3791 ], [ %3832, %3807 ]
  %3845 = phi <16 x float> [ %3801, %3791 ], [ %3829, %3807 ]
  %3846 = phi <16 x float> [ %3802, %3791 ], [ %3826, %3807 ]
  %3847 = phi <16 x float> [ %3803, %3791 ], [ %3823, %3807 ]
  %3848 = fadd <16 x float> %3792, %3842
  %3849 = fadd <16 x float> %3793, %3843
  %3850 = fadd <16 x float> %3794, %3844
  %3851 = fadd <16 x float> %3795, %3845
  %3852 = fadd <16 x float> %3796, %3846
  %3853 = fadd <16 x float> %3797, %3847
  %3854 = getelementptr inbounds nuw float, ptr %2612, i64 %2747
  store <16 x float> %3853, ptr %3854, align 4
  %3855 = getelementptr inbounds nuw i8, ptr %3854, i64 64
  store <16 x float> %3852, ptr %3855, align 4
  %3856 = getelementptr inbounds nuw i8, ptr %3854, i64 128
  store <16 x float> %3851, ptr %3856, align 4
  %3857 = getelementptr inbounds nuw i8, ptr %3854, i64 192
  store <16 x float> %3850, ptr %3857, align 4
  %3858 = getelementptr inbounds nuw i8, ptr %3854, i64 256
  store <16 x float> %3849, ptr %3858, align 4
  %3859 = getelementptr inbounds nuw i8, ptr %3854, i64 320
  store <16 x float> %3848, ptr %3859, align 4
  br label %4901

3860:                                             ; preds = %2746
  %3861 = icmp eq i32 %7, 0
  %3862 = getelementptr inbounds float, ptr %2610, i64 %4
  %3863 = getelementptr inbounds i8, ptr %3862, i64 -4
  %3864 = select i1 %3861, ptr %2610, ptr %3863
  %3865 = add nsw i64 %4, -1
  %3866 = mul nsw i64 %3865, %5
  %3867 = select i1 %3861, i64 1, i64 -1
  %3868 = select i1 %3861, i64 0, i64 %3866
  %3869 = getelementptr inbounds float, ptr %3, i64 %3868
  %3870 = sub nsw i64 0, %5
  %3871 = select i1 %3861, i64 %5, i64 %3870
  %3872 = icmp slt i64 %4, 2
  br i1 %3872, label %3951, label %3873

3873:                                             ; preds = %3860
  %3874 = getelementptr float, ptr %3869, i64 %2747
  br label %3875

3875:                                             ; preds = %3875, %3873
  %3876 = phi <16 x float> [ zeroinitializer, %3873 ], [ %3946, %3875 ]
  %3877 = phi <16 x float> [ zeroinitializer, %3873 ], [ %3943, %3875 ]
  %3878 = phi <16 x float> [ zeroinitializer, %3873 ], [ %3940, %3875 ]
  %3879 = phi <16 x float> [ zeroinitializer, %3873 ], [ %3937, %3875 ]
  %3880 = phi <16 x float> [ zeroinitializer, %3873 ], [ %3934, %3875 ]
  %3881 = phi <16 x float> [ zeroinitializer, %3873 ], [ %3931, %3875 ]
  %3882 = phi <16 x float> [ zeroinitializer, %3873 ], [ %3928, %3875 ]
  %3883 = phi <16 x float> [ zeroinitializer, %3873 ], [ %3918, %3875 ]
  %3884 = phi <16 x float> [ zeroinitializer, %3873 ], [ %3915, %3875 ]
  %3885 = phi <16 x float> [ zeroinitializer, %3873 ], [ %3912, %3875 ]
  %3886 = phi <16 x float> [ zeroinitializer, %3873 ], [ %3909, %3875 ]
  %3887 = phi <16 x float> [ zeroinitializer, %3873 ], [ %3906, %3875 ]
  %3888 = phi <16 x float> [ zeroinitializer, %3873 ], [ %3903, %3875 ]
  %3889 = phi <16 x float> [ zeroinitializer, %3873 ], [ %3900, %3875 ]
  %3890 = phi i64 [ 2, %3873 ], [ %3947, %3875 ]
  %3891 = phi i64 [ 0, %3873 ], [ %3890, %3875 ]
  %3892 = mul nsw i64 %3891, %3867
  %3893 = getelementptr inbounds float, ptr %3864, i64 %3892
  %3894 = load float, ptr %3893, align 4
  %3895 = insertelement <16 x float> poison, float %3894, i64 0
  %3896 = shufflevector <16 x float> %3895, <16 x float> poison, <16 x i32> zeroinitializer
  %3897 = mul nsw i64 %3891, %3871
  %3898 = getelementptr float, ptr %3874, i64 %3897
  %3899 = load <16 x float>, ptr %3898, align 4
  %3900 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3896, <16 x float> %3899, <16 x float> %3889)
  %3901 = getelementptr inbounds nuw i8, ptr %3898, i64 64
  %3902 = load <16 x float>, ptr %3901, align 4
  %3903 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3896, <16 x float> %3902, <16 x float> %3888)
  %3904 = getelementptr inbounds nuw i8, ptr %3898, i64 128
  %3905 = load <16 x float>, ptr %3904, align 4
  %3906 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3896, <16 x float> %3905, <16 x float> %3887)
  %3907 = getelementptr inbounds nuw i8, ptr %3898, i64 192
  %3908 = load <16 x float>, ptr %3907, align 4
  %3909 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3896, <16 x float> %3908, <16 x float> %3886)
  %3910 = getelementptr inbounds nuw i8, ptr %3898, i64 256
  %3911 = load <16 x float>, ptr %3910, align 4
  %3912 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3896, <16 x float> %3911, <16 x float> %3885)
  %3913 = getelementptr inbounds nuw i8, ptr %3898, i64 320
  %3914 = load <16 x float>, ptr %3913, align 4
  %3915 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3896, <16 x float> %3914, <16 x float> %3884)
  %3916 = getelementptr inbounds nuw i8, ptr %3898, i64 384
  %3917 = load <16 x float>, ptr %3916, align 4
  %3918 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3896, <16 x float> %3917, <16 x float> %3883)
  %3919 = or disjoint i64 %3891, 1
  %3920 = mul nsw i64 %3919, %3867
  %3921 = getelementptr inbounds float, ptr %3864, i64 %3920
  %3922 = load float, ptr %3921, align 4
  %3923 = insertelement <16 x float> poison, float %3922, i64 0
  %3924 = shufflevector <16 x float> %3923, <16 x float> poison, <16 x i32> zeroinitializer
  %3925 = mul nsw i64 %3919, %3871
  %3926 = getelementptr float, ptr %3874, i64 %3925
  %3927 = load <16 x float>, ptr %3926, align 4
  %3928 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3924, <16 x float> %3927, <16 x float> %3882)
  %3929 = getelementptr inbounds nuw i8, ptr %3926, i64 64
  %3930 = load <16 x float>, ptr %3929, align 4
  %3931 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3924, <16 x float> %3930, <16 x float> %3881)
  %3932 = getelementptr inbounds nuw i8, ptr %3926, i64 128
  %3933 = load <16 x float>, ptr %3932, align 4
  %3934 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3924, <16 x float> %3933, <16 x float> %3880)
  %3935 = getelementptr inbounds nuw i8, ptr %3926, i64 192
  %3936 = load <16 x float>, ptr %3935, align 4
  %3937 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3924, <16 x float> %3936, <16 x float> %3879)
  %3938 = getelementptr inbounds nuw i8, ptr %3926, i64 256
  %3939 = load <16 x float>, ptr %3938, align 4
  %3940 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3924, <16 x float> %3939, <16 x float> %3878)
  %3941 = getelementptr inbounds nuw i8, ptr %3926, i64 320
  %3942 = load <16 x float>, ptr %3941, align 4
  %3943 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3924, <16 x float> %3942, <16 x float> %3877)
  %3944 = getelementptr inbounds nuw i8, ptr %3926, i64 384
  %3945 = load <16 x float>, ptr %3944, align 4
  %3946 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3924, <16 x float> %3945, <16 x float> %3876)
  %3947 = add nuw nsw i64 %3890, 2
  %3948 = icmp sgt i64 %3947, %4
  br i1 %3948, label %3949, label %3875

3949:                                             ; preds = %3875
  %3950 = and i64 %4, 9223372036854775806
  br label %3951

3951:                                             ; preds = %3949, %3860
  %3952 = phi <16 x float> [ zeroinitializer, %3860 ], [ %3946, %3949 ]
  %3953 = phi <16 x float> [ zeroinitializer, %3860 ], [ %3943, %3949 ]
  %3954 = phi <16 x float> [ zeroinitializer, %3860 ], [ %3940, %3949 ]
  %3955 = phi <16 x float> [ zeroinitializer, %3860 ], [ %3937, %3949 ]
  %3956 = phi <16 x float> [ zeroinitializer, %3860 ], [ %3934, %3949 ]
  %3957 = phi <16 x float> [ zeroinitializer, %3860 ], [ %3931, %3949 ]
  %3958 = phi <16 x float> [ zeroinitializer, %3860 ], [ %3928, %3949 ]
  %3959 = phi <16 x float> [ zeroinitializer, %3860 ], [ %3918, %3949 ]
  %3960 = phi <16 x float> [ zeroinitializer, %3860 ], [ %3915, %3949 ]
  %3961 = phi <16 x float> [ zeroinitializer, %3860 ], [ %3912, %3949 ]
  %3962 = phi <16 x float> [ zeroinitializer, %3860 ], [ %3909, %3949 ]
  %3963 = phi <16 x float> [ zeroinitializer, %3860 ], [ %3906, %3949 ]
  %3964 = phi <16 x float> [ zeroinitializer, %3860 ], [ %3903, %3949 ]
  %3965 = phi <16 x float> [ zeroinitializer, %3860 ], [ %3900, %3949 ]
  %3966 = phi i64 [ 0, %3860 ], [ %3950, %3949 ]
  %3967 = getelementptr float, ptr %3869, i64 %2747
  %3968 = icmp slt i64 %3966, %4
  br i1 %3968, label %3969, label %4007

3969:                                             ; preds = %3951, %3969
  %3970 = phi <16 x float> [ %4004, %3969 ], [ %3959, %3951 ]
  %3971 = phi <16 x float> [ %4001, %3969 ], [ %3960, %3951 ]
  %3972 = phi <16 x float> [ %3998, %3969 ], [ %3961, %3951 ]
  %3973 = phi <16 x float> [ %3995, %3969 ], [ %3962, %3951 ]
  %3974 = phi <16 x float> [ %3992, %3969 ], [ %3963, %3951 ]
  %3975 = phi <16 x float> [ %3989, %3969 ], [ %3964, %3951 ]
  %3976 = phi <16 x float> [ %3986, %3969 ], [ %3965, %3951 ]
  %3977 = phi i64 [ %4005, %3969 ], [ %3966, %3951 ]
  %3978 = mul nsw i64 %3977, %3867
  %3979 = getelementptr inbounds float, ptr %3864, i64 %3978
  %3980 = load float, ptr %3979, align 4
  %3981 = insertelement <16 x float> poison, float %3980, i64 0
  %3982 = shufflevector <16 x float> %3981, <16 x float> poison, <16 x i32> zeroinitializer
  %3983 = mul nsw i64 %3977, %3871
  %3984 = getelementptr float, ptr %3967, i64 %3983
  %3985 = load <16 x float>, ptr %3984, align 4
  %3986 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3982, <16 x float> %3985, <16 x float> %3976)
  %3987 = getelementptr inbounds nuw i8, ptr %3984, i64 64
  %3988 = load <16 x float>, ptr %3987, align 4
  %3989 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3982, <16 x float> %3988, <16 x float> %3975)
  %3990 = getelementptr inbounds nuw i8, ptr %3984, i64 128
  %3991 = load <16 x float>, ptr %3990, align 4
  %3992 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3982, <16 x float> %3991, <16 x float> %3974)
  %3993 = getelementptr inbounds nuw i8, ptr %3984, i64 192
  %3994 = load <16 x float>, ptr %3993, align 4
  %3995 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3982, <16 x float> %3994, <16 x float> %3973)
  %3996 = getelementptr inbounds nuw i8, ptr %3984, i64 256
  %3997 = load <16 x float>, ptr %3996, align 4
  %3998 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3982, <16 x float> %3997, <16 x float> %3972)
  %3999 = getelementptr inbounds nuw i8, ptr %3984, i64 320
  %4000 = load <16 x float>, ptr %3999, align 4
  %4001 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3982, <16 x float> %4000, <16 x float> %3971)
  %4002 = getelementptr inbounds nuw i8, ptr %3984, i64 384
  %4003 = load <16 x float>, ptr %4002, align 4
  %4004 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3982, <16 x float> %4003, <16 x float> %3970)
  %4005 = add nuw nsw i64 %3977, 1
  %4006 = icmp eq i64 %4005, %4
  br i1 %4006, label %4007, label %3969

4007:                                             ; preds = %3969, %3951
  %4008 = phi <16 x float> [ %3959, %3951 ], [ %4004, %3969 ]
  %4009 = phi <16 x float> [ %3960, %3951 ], [ %4001, %3969 ]
  %4010 = phi <16 x float> [ %3961, %3951 ], [ %3998, %3969 ]
  %4011 = phi <16 x float> [ %3962, %3951 ], [ %3995, %3969 ]
  %4012 = phi <16 x float> [ %3963, %3951 ], [ %3992, %3969 ]
  %4013 = phi <16 x float> [ %3964, %3951 ], [ %3989, %3969 ]
  %4014 = phi <16 x float> [ %3965, %3951 ], [ %3986, %3969 ]
  %4015 = fadd <16 x float> %3952, %4008
  %4016 = fadd <16 x float> %3953, %4009
  %4017 = fadd <16 x float> %3954, %4010
  %4018 = fadd <16 x float> %3955, %4011
  %4019 = fadd <16 x float> %3956, %4012
  %4020 = fadd <16 x float> %3957, %4013
  %4021 = fadd <16 x float> %3958, %4014
  %4022 = getelementptr inbounds nuw float, ptr %2612, i64 %2747
  store <16 x float> %4021, ptr %4022, align 4
  %4023 = getelementptr inbounds nuw i8, ptr %4022, i64 64
  store <16 x float> %4020, ptr %4023, align 4
  %4024 = getelementptr inbounds nuw i8, ptr %4022, i64 128
  store <16 x float> %4019, ptr %4024, align 4
  %4025 = getelementptr inbounds nuw i8, ptr %4022, i64 192
  store <16 x float> %4018, ptr %4025, align 4
  %4026 = getelementptr inbounds nuw i8, ptr %4022, i64 256
  store <16 x float> %4017, ptr %4026, align 4
  %4027 = getelementptr inbounds nuw i8, ptr %4022, i64 320
  store <16 x float> %4016, ptr %4027, align 4
  %4028 = getelementptr inbounds nuw i8, ptr %4022, i64 384
  store <16 x float> %4015, ptr %4028, align 4
  br label %4901

4029:                                             ; preds = %2746
  %4030 = icmp eq i32 %7, 0
  %4031 = getelementptr inbounds float, ptr %2610, i64 %4
  %4032 = getelementptr inbounds i8, ptr %4031, i64 -4
  %4033 = select i1 %4030, ptr %2610, ptr %4032
  %4034 = add nsw i64 %4, -1
  %4035 = mul nsw i64 %4034, %5
  %4036 = select i1 %4030, i64 1, i64 -1
  %4037 = select i1 %4030, i64 0, i64 %4035
  %4038 = getelementptr inbounds float, ptr %3, i64 %4037
  %4039 = sub nsw i64 0, %5
  %4040 = select i1 %4030, i64 %5, i64 %4039
  %4041 = icmp slt i64 %4, 2
  br i1 %4041, label %4128, label %4042

4042:                                             ; preds = %4029
  %4043 = getelementptr float, ptr %4038, i64 %2747
  br label %4044

4044:                                             ; preds = %4044, %4042
  %4045 = phi <16 x float> [ zeroinitializer, %4042 ], [ %4123, %4044 ]
  %4046 = phi <16 x float> [ zeroinitializer, %4042 ], [ %4120, %4044 ]
  %4047 = phi <16 x float> [ zeroinitializer, %4042 ], [ %4117, %4044 ]
  %4048 = phi <16 x float> [ zeroinitializer, %4042 ], [ %4114, %4044 ]
  %4049 = phi <16 x float> [ zeroinitializer, %4042 ], [ %4111, %4044 ]
  %4050 = phi <16 x float> [ zeroinitializer, %4042 ], [ %4108, %4044 ]
  %4051 = phi <16 x float> [ zeroinitializer, %4042 ], [ %4105, %4044 ]
  %4052 = phi <16 x float> [ zeroinitializer, %4042 ], [ %4102, %4044 ]
  %4053 = phi <16 x float> [ zeroinitializer, %4042 ], [ %4092, %4044 ]
  %4054 = phi <16 x float> [ zeroinitializer, %4042 ], [ %4089, %4044 ]
  %4055 = phi <16 x float> [ zeroinitializer, %4042 ], [ %4086, %4044 ]
  %4056 = phi <16 x float> [ zeroinitializer, %4042 ], [ %4083, %4044 ]
  %4057 = phi <16 x float> [ zeroinitializer, %4042 ], [ %4080, %4044 ]
  %4058 = phi <16 x float> [ zeroinitializer, %4042 ], [ %4077, %4044 ]
  %4059 = phi <16 x float> [ zeroinitializer, %4042 ], [ %4074, %4044 ]
  %4060 = phi <16 x float> [ zeroinitializer, %4042 ], [ %4071, %4044 ]
  %4061 = phi i64 [ 2, %4042 ], [ %4124, %4044 ]
  %4062 = phi i64 [ 0, %4042 ], [ %4061, %4044 ]
  %4063 = mul nsw i64 %4062, %4036
  %4064 = getelementptr inbounds float, ptr %4033, i64 %4063
  %4065 = load float, ptr %4064, align 4
  %4066 = insertelement <16 x float> poison, float %4065, i64 0
  %4067 = shufflevector <16 x float> %4066, <16 x float> poison, <16 x i32> zeroinitializer
  %4068 = mul nsw i64 %4062, %4040
  %4069 = getelementptr float, ptr %4043, i64 %4068
  %4070 = load <16 x float>, ptr %4069, align 4
  %4071 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4067, <16 x float> %4070, <16 x float> %4060)
  %4072 = getelementptr inbounds nuw i8, ptr %4069, i64 64
  %4073 = load <16 x float>, ptr %4072, align 4
  %4074 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4067, <16 x float> %4073, <16 x float> %4059)
  %4075 = getelementptr inbounds nuw i8, ptr %4069, i64 128
  %4076 = load <16 x float>, ptr %4075, align 4
  %4077 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4067, <16 x float> %4076, <16 x float> %4058)
  %4078 = getelementptr inbounds nuw i8, ptr %4069, i64 192
  %4079 = load <16 x float>, ptr %4078, align 4
  %4080 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4067, <16 x float> %4079, <16 x float> %4057)
  %4081 = getelementptr inbounds nuw i8, ptr %4069, i64 256
  %4082 = load <16 x float>, ptr %4081, align 4
  %4083 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4067, <16 x float> %4082, <16 x float> %4056)
  %4084 = getelementptr inbounds nuw i8, ptr %4069, i64 320
  %4085 = load <16 x float>, ptr %4084, align 4
  %4086 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4067, <16 x float> %4085, <16 x float> %4055)
  %4087 = getelementptr inbounds nuw i8, ptr %4069, i64 384
  %4088 = load <16 x float>, ptr %4087, align 4
  %4089 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4067, <16 x float> %4088, <16 x float> %4054)
  %4090 = getelementptr inbounds nuw i8, ptr %4069, i64 448
  %4091 = load <16 x float>, ptr %4090, align 4
  %4092 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4067, <16 x float> %4091, <16 x float> %4053)
  %4093 = or disjoint i64 %4062, 1
  %4094 = mul nsw i64 %4093, %4036
  %4095 = getelementptr inbounds float, ptr %4033, i64 %4094
  %4096 = load float, ptr %4095, align 4
  %4097 = insertelement <16 x float> poison, float %4096, i64 0
  %4098 = shufflevector <16 x float> %4097, <16 x float> poison, <16 x i32> zeroinitializer
  %4099 = mul nsw i64 %4093, %4040
  %4100 = getelementptr float, ptr %4043, i64 %4099
  %4101 = load <16 x float>, ptr %4100, align 4
  %4102 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4098, <16 x float> %4101, <16 x float> %4052)
  %4103 = getelementptr inbounds nuw i8, ptr %4100, i64 64
  %4104 = load <16 x float>, ptr %4103, align 4
  %4105 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4098, <16 x float> %4104, <16 x float> %4051)
  %4106 = getelementptr inbounds nuw i8, ptr %4100, i64 128
  %4107 = load <16 x float>, ptr %4106, align 4
  %4108 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4098, <16 x float> %4107, <16 x float> %4050)
  %4109 = getelementptr inbounds nuw i8, ptr %4100, i64 192
  %4110 = load <16 x float>, ptr %4109, align 4
  %4111 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4098, <16 x float> %4110, <16 x float> %4049)
  %4112 = getelementptr inbounds nuw i8, ptr %4100, i64 256
  %4113 = load <16 x float>, ptr %4112, align 4
  %4114 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4098, <16 x float> %4113, <16 x float> %4048)
  %4115 = getelementptr inbounds nuw i8, ptr %4100, i64 320
  %4116 = load <16 x float>, ptr %4115, align 4
  %4117 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4098, <16 x float> %4116, <16 x float> %4047)
  %4118 = getelementptr inbounds nuw i8, ptr %4100, i64 384
  %4119 = load <16 x float>, ptr %4118, align 4
  %4120 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4098, <16 x float> %4119, <16 x float> %4046)
  %4121 = getelementptr inbounds nuw i8, ptr %4100, i64 448
  %4122 = load <16 x float>, ptr %4121, align 4
  %4123 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4098, <16 x float> %4122, <16 x float> %4045)
  %4124 = add nuw nsw i64 %4061, 2
  %4125 = icmp sgt i64 %4124, %4
  br i1 %4125, label %4126, label %4044

4126:                                             ; preds = %4044
  %4127 = and i64 %4, 9223372036854775806
  br label %4128

4128:                                             ; preds = %4126, %4029
  %4129 = phi <16 x float> [ zeroinitializer, %4029 ], [ %4123, %4126 ]
  %4130 = phi <16 x float> [ zeroinitializer, %4029 ], [ %4120, %4126 ]
  %4131 = phi <16 x float> [ zeroinitializer, %4029 ], [ %4117, %4126 ]
  %4132 = phi <16 x float> [ zeroinitializer, %4029 ], [ %4114, %4126 ]
  %4133 = phi <16 x float> [ zeroinitializer, %4029 ], [ %4111, %4126 ]
  %4134 = phi <16 x float> [ zeroinitializer, %4029 ], [ %4108, %4126 ]
  %4135 = phi <16 x float> [ zeroinitializer, %4029 ], [ %4105, %4126 ]
  %4136 = phi <16 x float> [ zeroinitializer, %4029 ], [ %4102, %4126 ]
  %4137 = phi <16 x float> [ zeroinitializer, %4029 ], [ %4092, %4126 ]
  %4138 = phi <16 x float> [ zeroinitializer, %4029 ], [ %4089, %4126 ]
  %4139 = phi <16 x float> [ zeroinitializer, %4029 ], [ %4086, %4126 ]
  %4140 = phi <16 x float> [ zeroinitializer, %4029 ], [ %4083, %4126 ]
  %4141 = phi <16 x float> [ zeroinitializer, %4029 ], [ %4080, %4126 ]
  %4142 = phi <16 x float> [ zeroinitializer, %4029 ], [ %4077, %4126 ]
  %4143 = phi <16 x float> [ zeroinitializer, %4029 ], [ %4074, %4126 ]
  %4144 = phi <16 x float> [ zeroinitializer, %4029 ], [ %4071, %4126 ]
  %4145 = phi i64 [ 0, %4029 ], [ %4127, %4126 ]
  %4146 = getelementptr float, ptr %4038, i64 %2747
  %4147 = icmp slt i64 %4145, %4
  br i1 %4147, label %4148, label %4190

4148:                                             ; preds = %4128, %4148
  %4149 = phi <16 x float> [ %4187, %4148 ], [ %4137, %4128 ]
  %4150 = phi <16 x float> [ %4184, %4148 ], [ %4138, %4128 ]
  %4151 = phi <16 x float> [ %4181, %4148 ], [ %4139, %4128 ]
  %4152 = phi <16 x float> [ %4178, %4148 ], [ %4140, %4128 ]
  %4153 = phi <16 x float> [ %4175, %4148 ], [ %4141, %4128 ]
  %4154 = phi <16 x float> [ %4172, %4148 ], [ %4142, %4128 ]
  %4155 = phi <16 x float> [ %4169, %4148 ], [ %4143, %4128 ]
  %4156 = phi <16 x float> [ %4166, %4148 ], [ %4144, %4128 ]
  %4157 = phi i64 [ %4188, %4148 ], [ %4145, %4128 ]
  %4158 = mul nsw i64 %4157, %4036
  %4159 = getelementptr inbounds float, ptr %4033, i64 %4158
  %4160 = load float, ptr %4159, align 4
  %4161 = insertelement <16 x float> poison, float %4160, i64 0
  %4162 = shufflevector <16 x float> %4161, <16 x float> poison, <16 x i32> zeroinitializer
  %4163 = mul nsw i64 %4157, %4040
  %4164 = getelementptr float, ptr %4146, i64 %4163
  %4165 = load <16 x float>, ptr %4164, align 4
  %4166 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4162, <16 x float> %4165, <16 x float> %4156)
  %4167 = getelementptr inbounds nuw i8, ptr %4164, i64 64
  %4168 = load <16 x float>, ptr %4167, align 4
  %4169 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4162, <16 x float> %4168, <16 x float> %4155)
  %4170 = getelementptr inbounds nuw i8, ptr %4164, i64 128
  %4171 = load <16 x float>, ptr %4170, align 4
  %4172 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4162, <16 x float> %4171, <16 x float> %4154)
  %4173 = getelementptr inbounds nuw i8, ptr %4164, i64 192
  %4174 = load <16 x float>, ptr %4173, align 4
  %4175 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4162, <16 x float> %4174, <16 x float> %4153)
  %4176 = getelementptr inbounds nuw i8, ptr %4164, i64 256
  %4177 = load <16 x float>, ptr %4176, align 4
  %4178 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4162, <16 x float> %4177, <16 x float> %4152)
  %4179 = getelementptr inbounds nuw i8, ptr %4164, i64 320
  %4180 = load <16 x float>, ptr %4179, align 4
  %4181 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4162, <16 x float> %4180, <16 x float> %4151)
  %4182 = getelementptr inbounds nuw i8, ptr %4164, i64 384
  %4183 = load <16 x float>, ptr %4182, align 4
  %4184 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4162, <16 x float> %4183, <16 x float> %4150)
  %4185 = getelementptr inbounds nuw i8, ptr %4164, i64 448
  %4186 = load <16 x float>, ptr %4185, align 4
  %4187 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4162, <16 x float> %4186, <16 x float> %4149)
  %4188 = add nuw nsw i64 %4157, 1
  %4189 = icmp eq i64 %4188, %4
  br i1 %4189, label %4190, label %4148

4190:                                             ; preds = %4148, %4128
  %4191 = phi <16 x float> [ %4137, %4128 ], [ %4187, %4148 ]
  %4192 = phi <16 x float> [ %4138, %4128 ], [ %4184, %4148 ]
  %4193 = phi <16 x float> [ %4139, %4128 ], [ %4181, %4148 ]
  %4194 = phi <16 x float> [ %4140, %4128 ], [ %4178, %4148 ]
  %4195 = phi <16 x float> [ %4141, %4128 ], [ %4175, %4148 ]
  %4196 = phi <16 x float> [ %4142, %4128 ], [ %4172, %4148 ]
  %4197 = phi <16 x float> [ %4143, %4128 ], [ %4169, %4148 ]
  %4198 = phi <16 x float> [ %4144, %4128 ], [ %4166, %4148 ]
  %4199 = fadd <16 x float> %4129, %4191
  %4200 = fadd <16 x float> %4130, %4192
  %4201 = fadd <16 x float> %4131, %4193
  %4202 = fadd <16 x float> %4132, %4194
  %4203 = fadd <16 x float> %4133, %4195
  %4204 = fadd <16 x float> %4134, %4196
  %4205 = fadd <16 x float> %4135, %4197
  %4206 = fadd <16 x float> %4136, %4198
  %4207 = getelementptr inbounds nuw float, ptr %2612, i64 %2747
  store <16 x float> %4206, ptr %4207, align 4
  %4208 = getelementptr inbounds nuw i8, ptr %4207, i64 64
  store <16 x float> %4205, ptr %4208, align 4
  %4209 = getelementptr inbounds nuw i8, ptr %4207, i64 128
  store <16 x float> %4204, ptr %4209, align 4
  %4210 = getelementptr inbounds nuw i8, ptr %4207, i64 192
  store <16 x float> %4203, ptr %4210, align 4
  %4211 = getelementptr inbounds nuw i8, ptr %4207, i64 256
  store <16 x float> %4202, ptr %4211, align 4
  %4212 = getelementptr inbounds nuw i8, ptr %4207, i64 320
  store <16 x float> %4201, ptr %4212, align 4
  %4213 = getelementptr inbounds nuw i8, ptr %4207, i64 384
  store <16 x float> %4200, ptr %4213, align 4
  %4214 = getelementptr inbounds nuw i8, ptr %4207, i64 448
  store <16 x float> %4199, ptr %4214, align 4
  br label %4901

4215:                                             ; preds = %2746
  %4216 = icmp eq i32 %7, 0
  %4217 = getelementptr inbounds float, ptr %2610, i64 %4
  %4218 = getelementptr inbounds i8, ptr %4217, i64 -4
  %4219 = select i1 %4216, ptr %2610, ptr %4218
  %4220 = add nsw i64 %4, -1
  %4221 = mul nsw i64 %4220, %5
  %4222 = select i1 %4216, i64 0, i64 %4221
  %4223 = getelementptr inbounds float, ptr %3, i64 %4222
  %4224 = sub nsw i64 0, %5
  %4225 = select i1 %4216, i64 %5, i64 %4224
  %4226 = icmp sgt i64 %4, 0
  %4227 = getelementptr float, ptr %4223, i64 %2747
  br i1 %4226, label %4228, label %4276

4228:                                             ; preds = %4215, %4228
  %4229 = phi <16 x float> [ %4273, %4228 ], [ zeroinitializer, %4215 ]
  %4230 = phi <16 x float> [ %4270, %4228 ], [ zeroinitializer, %4215 ]
  %4231 = phi <16 x float> [ %4267, %4228 ], [ zeroinitializer, %4215 ]
  %4232 = phi <16 x float> [ %4264, %4228 ], [ zeroinitializer, %4215 ]
  %4233 = phi <16 x float> [ %4261, %4228 ], [ zeroinitializer, %4215 ]
  %4234 = phi <16 x float> [ %4258, %4228 ], [ zeroinitializer, %4215 ]
  %4235 = phi <16 x float> [ %4255, %4228 ], [ zeroinitializer, %4215 ]
  %4236 = phi <16 x float> [ %4252, %4228 ], [ zeroinitializer, %4215 ]
  %4237 = phi <16 x float> [ %4249, %4228 ], [ zeroinitializer, %4215 ]
  %4238 = phi i64 [ %4274, %4228 ], [ 1, %4215 ]
  %4239 = phi i64 [ %4238, %4228 ], [ 0, %4215 ]
  %4240 = sub nsw i64 0, %4239
  %4241 = select i1 %4216, i64 %4239, i64 %4240
  %4242 = getelementptr inbounds float, ptr %4219, i64 %4241
  %4243 = load float, ptr %4242, align 4
  %4244 = insertelement <16 x float> poison, float %4243, i64 0
  %4245 = shufflevector <16 x float> %4244, <16 x float> poison, <16 x i32> zeroinitializer
  %4246 = mul nsw i64 %4239, %4225
  %4247 = getelementptr float, ptr %4227, i64 %4246
  %4248 = load <16 x float>, ptr %4247, align 4
  %4249 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4245, <16 x float> %4248, <16 x float> %4237)
  %4250 = getelementptr inbounds nuw i8, ptr %4247, i64 64
  %4251 = load <16 x float>, ptr %4250, align 4
  %4252 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4245, <16 x float> %4251, <16 x float> %4236)
  %4253 = getelementptr inbounds nuw i8, ptr %4247, i64 128
  %4254 = load <16 x float>, ptr %4253, align 4
  %4255 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4245, <16 x float> %4254, <16 x float> %4235)
  %4256 = getelementptr inbounds nuw i8, ptr %4247, i64 192
  %4257 = load <16 x float>, ptr %4256, align 4
  %4258 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4245, <16 x float> %4257, <16 x float> %4234)
  %4259 = getelementptr inbounds nuw i8, ptr %4247, i64 256
  %4260 = load <16 x float>, ptr %4259, align 4
  %4261 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4245, <16 x float> %4260, <16 x float> %4233)
  %4262 = getelementptr inbounds nuw i8, ptr %4247, i64 320
  %4263 = load <16 x float>, ptr %4262, align 4
  %4264 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4245, <16 x float> %4263, <16 x float> %4232)
  %4265 = getelementptr inbounds nuw i8, ptr %4247, i64 384
  %4266 = load <16 x float>, ptr %4265, align 4
  %4267 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4245, <16 x float> %4266, <16 x float> %4231)
  %4268 = getelementptr inbounds nuw i8, ptr %4247, i64 448
  %4269 = load <16 x float>, ptr %4268, align 4
  %4270 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4245, <16 x float> %4269, <16 x float> %4230)
  %4271 = getelementptr inbounds nuw i8, ptr %4247, i64 512
  %4272 = load <16 x float>, ptr %4271, align 4
  %4273 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4245, <16 x float> %4272, <16 x float> %4229)
  %4274 = add nuw i64 %4238, 1
  %4275 = icmp eq i64 %4238, %4
  br i1 %4275, label %4276, label %4228

4276:                                             ; preds = %4228, %4215
  %4277 = phi <16 x float> [ zeroinitializer, %4215 ], [ %4273, %4228 ]
  %4278 = phi <16 x float> [ zeroinitializer, %4215 ], [ %4270, %4228 ]
  %4279 = phi <16 x float> [ zeroinitializer, %4215 ], [ %4267, %4228 ]
  %4280 = phi <16 x float> [ zeroinitializer, %4215 ], [ %4264, %4228 ]
  %4281 = phi <16 x float> [ zeroinitializer, %4215 ], [ %4261, %4228 ]
  %4282 = phi <16 x float> [ zeroinitializer, %4215 ], [ %4258, %4228 ]
  %4283 = phi <16 x float> [ zeroinitializer, %4215 ], [ %4255, %4228 ]
  %4284 = phi <16 x float> [ zeroinitializer, %4215 ], [ %4252, %4228 ]
  %4285 = phi <16 x float> [ zeroinitializer, %4215 ], [ %4249, %4228 ]
  %4286 = getelementptr inbounds nuw float, ptr %2612, i64 %2747
  store <16 x float> %4285, ptr %4286, align 4
  %4287 = getelementptr inbounds nuw i8, ptr %4286, i64 64
  store <16 x float> %4284, ptr %4287, align 4
  %4288 = getelementptr inbounds nuw i8, ptr %4286, i64 128
  store <16 x float> %4283, ptr %4288, align 4
  %4289 = getelementptr inbounds nuw i8, ptr %4286, i64 192
  store <16 x float> %4282, ptr %4289, align 4
  %4290 = getelementptr inbounds nuw i8, ptr %4286, i64 256
  store <16 x float> %4281, ptr %4290, align 4
  %4291 = getelementptr inbounds nuw i8, ptr %4286, i64 320
  store <16 x float> %4280, ptr %4291, align 4
  %4292 = getelementptr inbounds nuw i8, ptr %4286, i64 384
  store <16 x float> %4279, ptr %4292, align 4
  %4293 = getelementptr inbounds nuw i8, ptr %4286, i64 448
  store <16 x float> %4278, ptr %4293, align 4
  %4294 = getelementptr inbounds nuw i8, ptr %4286, i64 512
  store <16 x float> %4277, ptr %4294, align 4
  br label %4901

4295:                                             ; preds = %2746
  %4296 = icmp eq i32 %7, 0
  %4297 = getelementptr inbounds float, ptr %2610, i64 %4
  %4298 = getelementptr inbounds i8, ptr %4297, i64 -4
  %4299 = select i1 %4296, ptr %2610, ptr %4298
  %4300 = add nsw i64 %4, -1
  %4301 = mul nsw i64 %4300, %5
  %4302 = select i1 %4296, i64 0, i64 %4301
  %4303 = getelementptr inbounds float, ptr %3, i64 %4302
  %4304 = sub nsw i64 0, %5
  %4305 = select i1 %4296, i64 %5, i64 %4304
  %4306 = icmp sgt i64 %4, 0
  %4307 = getelementptr float, ptr %4303, i64 %2747
  br i1 %4306, label %4308, label %4360

4308:                                             ; preds = %4295, %4308
  %4309 = phi <16 x float> [ %4357, %4308 ], [ zeroinitializer, %4295 ]
  %4310 = phi <16 x float> [ %4354, %4308 ], [ zeroinitializer, %4295 ]
  %4311 = phi <16 x float> [ %4351, %4308 ], [ zeroinitializer, %4295 ]
  %4312 = phi <16 x float> [ %4348, %4308 ], [ zeroinitializer, %4295 ]
  %4313 = phi <16 x float> [ %4345, %4308 ], [ zeroinitializer, %4295 ]
  %4314 = phi <16 x float> [ %4342, %4308 ], [ zeroinitializer, %4295 ]
  %4315 = phi <16 x float> [ %4339, %4308 ], [ zeroinitializer, %4295 ]
  %4316 = phi <16 x float> [ %4336, %4308 ], [ zeroinitializer, %4295 ]
  %4317 = phi <16 x float> [ %4333, %4308 ], [ zeroinitializer, %4295 ]
  %4318 = phi <16 x float> [ %4330, %4308 ], [ zeroinitializer, %4295 ]
  %4319 = phi i64 [ %4358, %4308 ], [ 1, %4295 ]
  %4320 = phi i64 [ %4319, %4308 ], [ 0, %4295 ]
  %4321 = sub nsw i64 0, %4320
  %4322 = select i1 %4296, i64 %4320, i64 %4321
  %4323 = getelementptr inbounds float, ptr %4299, i64 %4322
  %4324 = load float, ptr %4323, align 4
  %4325 = insertelement <16 x float> poison, float %4324, i64 0
  %4326 = shufflevector <16 x float> %4325, <16 x float> poison, <16 x i32> zeroinitializer
  %4327 = mul nsw i64 %4320, %4305
  %4328 = getelementptr float, ptr %4307, i64 %4327
  %4329 = load <16 x float>, ptr %4328, align 4
  %4330 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4326, <16 x float> %4329, <16 x float> %4318)
  %4331 = getelementptr inbounds nuw i8, ptr %4328, i64 64
  %4332 = load <16 x float>, ptr %4331, align 4
  %4333 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4326, <16 x float> %4332, <16 x float> %4317)
  %4334 = getelementptr inbounds nuw i8, ptr %4328, i64 128
  %4335 = load <16 x float>, ptr %4334, align 4
  %4336 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4326, <16 x float> %4335, <16 x float> %4316)
  %4337 = getelementptr inbounds nuw i8, ptr %4328, i64 192
  %4338 = load <16 x float>, ptr %4337, align 4
  %4339 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4326, <16 x float> %4338, <16 x float> %4315)
  %4340 = getelementptr inbounds nuw i8, ptr %4328, i64 256
  %4341 = load <16 x float>, ptr %4340, align 4
  %4342 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4326, <16 x float> %4341, <16 x float> %4314)
  %4343 = getelementptr inbounds nuw i8, ptr %4328, i64 320
  %4344 = load <16 x float>, ptr %4343, align 4
  %4345 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4326, <16 x float> %4344, <16 x float> %4313)
  %4346 = getelementptr inbounds nuw i8, ptr %4328, i64 384
  %4347 = load <16 x float>, ptr %4346, align 4
  %4348 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4326, <16 x float> %4347, <16 x float> %4312)
  %4349 = getelementptr inbounds nuw i8, ptr %4328, i64 448
  %4350 = load <16 x float>, ptr %4349, align 4
  %4351 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4326, <16 x float> %4350, <16 x float> %4311)
  %4352 = getelementptr inbounds nuw i8, ptr %4328, i64 512
  %4353 = load <16 x float>, ptr %4352, align 4
  %4354 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4326, <16 x float> %4353, <16 x float> %4310)
  %4355 = getelementptr inbounds nuw i8, ptr %4328, i64 576
  %4356 = load <16 x float>, ptr %4355, align 4
  %4357 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4326, <16 x float> %4356, <16 x float> %4309)
  %4358 = add nuw i64 %4319, 1
  %4359 = icmp eq i64 %4319, %4
  br i1 %4359, label %4360, label %4308

4360:                                             ; preds = %4308, %4295
  %4361 = phi <16 x float> [ zeroinitializer, %4295 ], [ %4357, %4308 ]
  %4362 = phi <16 x float> [ zeroinitializer, %4295 ], [ %4354, %4308 ]
  %4363 = phi <16 x float> [ zeroinitializer, %4295 ], [ %4351, %4308 ]
  %4364 = phi <16 x float> [ zeroinitializer, %4295 ], [ %4348, %4308 ]
  %4365 = phi <16 x float> [ zeroinitializer, %4295 ], [ %4345, %4308 ]
  %4366 = phi <16 x float> [ zeroinitializer, %4295 ], [ %4342, %4308 ]
  %4367 = phi <16 x float> [ zeroinitializer, %4295 ], [ %4339, %4308 ]
  %4368 = phi <16 x float> [ zeroinitializer, %4295 ], [ %4336, %4308 ]
  %4369 = phi <16 x float> [ zeroinitializer, %4295 ], [ %4333, %4308 ]
  %4370 = phi <16 x float> [ zeroinitializer, %4295 ], [ %4330, %4308 ]
  %4371 = getelementptr inbounds nuw float, ptr %2612, i64 %2747
  store <16 x float> %4370, ptr %4371, align 4
  %4372 = getelementptr inbounds nuw i8, ptr %4371, i64 64
  store <16 x float> %4369, ptr %4372, align 4
  %4373 = getelementptr inbounds nuw i8, ptr %4371, i64 128
  store <16 x float> %4368, ptr %4373, align 4
  %4374 = getelementptr inbounds nuw i8, ptr %4371, i64 192
  store <16 x float> %4367, ptr %4374, align 4
  %4375 = getelementptr inbounds nuw i8, ptr %4371, i64 256
  store <16 x float> %4366, ptr %4375, align 4
  %4376 = getelementptr inbounds nuw i8, ptr %4371, i64 320
  store <16 x float> %4365, ptr %4376, align 4
  %4377 = getelementptr inbounds nuw i8, ptr %4371, i64 384
  store <16 x float> %4364, ptr %4377, align 4
  %4378 = getelementptr inbounds nuw i8, ptr %4371, i64 448
  store <16 x float> %4363, ptr %4378, align 4
  %4379 = getelementptr inbounds nuw i8, ptr %4371, i64 512
  store <16 x float> %4362, ptr %4379, align 4
  %4380 = getelementptr inbounds nuw i8, ptr %4371, i64 576
  store <16 x float> %4361, ptr %4380, align 4
  br label %4901

4381:                                             ; preds = %2746
  %4382 = icmp eq i32 %7, 0
  %4383 = getelementptr inbounds float, ptr %2610, i64 %4
  %4384 = getelementptr inbounds i8, ptr %4383, i64 -4
  %4385 = select i1 %4382, ptr %2610, ptr %4384
  %4386 = add nsw i64 %4, -1
  %4387 = mul nsw i64 %4386, %5
  %4388 = select i1 %4382, i64 0, i64 %4387
  %4389 = getelementptr inbounds float, ptr %3, i64 %4388
  %4390 = sub nsw i64 0, %5
  %4391 = select i1 %4382, i64 %5, i64 %4390
  %4392 = icmp sgt i64 %4, 0
  %4393 = getelementptr float, ptr %4389, i64 %2747
  br i1 %4392, label %4394, label %4450

4394:                                             ; preds = %4381, %4394
  %4395 = phi <16 x float> [ %4447, %4394 ], [ zeroinitializer, %4381 ]
  %4396 = phi <16 x float> [ %4444, %4394 ], [ zeroinitializer, %4381 ]
  %4397 = phi <16 x float> [ %4441, %4394 ], [ zeroinitializer, %4381 ]
  %4398 = phi <16 x float> [ %4438, %4394 ], [ zeroinitializer, %4381 ]
  %4399 = phi <16 x float> [ %4435, %4394 ], [ zeroinitializer, %4381 ]
  %4400 = phi <16 x float> [ %4432, %4394 ], [ zeroinitializer, %4381 ]
  %4401 = phi <16 x float> [ %4429, %4394 ], [ zeroinitializer, %4381 ]
  %4402 = phi <16 x float> [ %4426, %4394 ], [ zeroinitializer, %4381 ]
  %4403 = phi <16 x float> [ %4423, %4394 ], [ zeroinitializer, %4381 ]
  %4404 = phi <16 x float> [ %4420, %4394 ], [ zeroinitializer, %4381 ]
  %4405 = phi <16 x float> [ %4417, %4394 ], [ zeroinitializer, %4381 ]
  %4406 = phi i64 [ %4448, %4394 ], [ 1, %4381 ]
  %4407 = phi i64 [ %4406, %4394 ], [ 0, %4381 ]
  %4408 = sub nsw i64 0, %4407
  %4409 = select i1 %4382, i64 %4407, i64 %4408
  %4410 = getelementptr inbounds float, ptr %4385, i64 %4409
  %4411 = load float, ptr %4410, align 4
  %4412 = insertelement <16 x float> poison, float %4411, i64 0
  %4413 = shufflevector <16 x float> %4412, <16 x float> poison, <16 x i32> zeroinitializer
  %4414 = mul nsw i64 %4407, %4391
  %4415 = getelementptr float, ptr %4393, i64 %4414
  %4416 = load <16 x float>, ptr %4415, align 4
  %4417 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4413, <16 x float> %4416, <16 x float> %4405)
  %4418 = getelementptr inbounds nuw i8, ptr %4415, i64 64
  %4419 = load <16 x float>, ptr %4418, align 4
  %4420 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4413, <16 x float> %4419, <16 x float> %4404)
  %4421 = getelementptr inbounds nuw i8, ptr %4415, i64 128
  %4422 = load <16 x float>, ptr %4421, align 4
  %4423 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4413, <16 x float> %4422, <16 x float> %4403)
  %4424 = getelementptr inbounds nuw i8, ptr %4415, i64 192
  %4425 = load <16 x float>, ptr %4424, align 4
  %4426 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4413, <16 x float> %4425, <16 x float> %4402)
  %4427 = getelementptr inbounds nuw i8, ptr %4415, i64 256
  %4428 = load <16 x float>, ptr %4427, align 4
  %4429 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4413, <16 x float> %4428, <16 x float> %4401)
  %4430 = getelementptr inbounds nuw i8, ptr %4415, i64 320
  %4431 = load <16 x float>, ptr %4430, align 4
  %4432 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4413, <16 x float> %4431, <16 x float> %4400)
  %4433 = getelementptr inbounds nuw i8, ptr %4415, i64 384
  %4434 = load <16 x float>, ptr %4433, align 4
  %4435 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4413, <16 x float> %4434, <16 x float> %4399)
  %4436 = getelementptr inbounds nuw i8, ptr %4415, i64 448
  %4437 = load <16 x float>, ptr %4436, align 4
  %4438 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4413, <16 x float> %4437, <16 x float> %4398)
  %4439 = getelementptr inbounds nuw i8, ptr %4415, i64 512
  %4440 = load <16 x float>, ptr %4439, align 4
  %4441 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4413, <16 x float> %4440, <16 x float> %4397)
  %4442 = getelementptr inbounds nuw i8, ptr %4415, i64 576
  %4443 = load <16 x float>, ptr %4442, align 4
  %4444 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4413, <16 x float> %4443, <16 x float> %4396)
  %4445 = getelementptr inbounds nuw i8, ptr %4415, i64 640
  %4446 = load <16 x float>, ptr %4445, align 4
  %4447 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4413, <16 x float> %4446, <16 x float> %4395)
  %4448 = add nuw i64 %4406, 1
  %4449 = icmp eq i64 %4406, %4
  br i1 %4449, label %4450, label %4394

4450:                                             ; preds = %4394, %4381
  %4451 = phi <16 x float> [ zeroinitializer, %4381 ], [ %4447, %4394 ]
  %4452 = phi <16 x float> [ zeroinitializer, %4381 ], [ %4444, %4394 ]
  %4453 = phi <16 x float> [ zeroinitializer, %4381 ], [ %4441, %4394 ]
  %4454 = phi <16 x float> [ zeroinitializer, %4381 ], [ %4438, %4394 ]
  %4455 = phi <16 x float> [ zeroinitializer, %4381 ], [ %4435, %4394 ]
  %4456 = phi <16 x float> [ zeroinitializer, %4381 ], [ %4432, %4394 ]
  %4457 = phi <16 x float> [ zeroinitializer, %4381 ], [ %4429, %4394 ]
  %4458 = phi <16 x float> [ zeroinitializer, %4381 ], [ %4426, %4394 ]
  %4459 = phi <16 x float> [ zeroinitializer, %4381 ], [ %4423, %4394 ]
  %4460 = phi <16 x float> [ zeroinitializer, %4381 ], [ %4420, %4394 ]
  %4461 = phi <16 x float> [ zeroinitializer, %4381 ], [ %4417, %4394 ]
  %4462 = getelementptr inbounds nuw float, ptr %2612, i64 %2747
  store <16 x float> %4461, ptr %4462, align 4
  %4463 = getelementptr inbounds nuw i8, ptr %4462, i64 64
  store <16 x float> %4460, ptr %4463, align 4
  %4464 = getelementptr inbounds nuw i8, ptr %4462, i64 128
  store <16 x float> %4459, ptr %4464, align 4
  %4465 = getelementptr inbounds nuw i8, ptr %4462, i64 192
  store <16 x float> %4458, ptr %4465, align 4
  %4466 = getelementptr inbounds nuw i8, ptr %4462, i64 256
  store <16 x float> %4457, ptr %4466, align 4
  %4467 = getelementptr inbounds nuw i8, ptr %4462, i64 320
  store <16 x float> %4456, ptr %4467, align 4
  %4468 = getelementptr inbounds nuw i8, ptr %4462, i64 384
  store <16 x float> %4455, ptr %4468, align 4
  %4469 = getelementptr inbounds nuw i8, ptr %4462, i64 448
  store <16 x float> %4454, ptr %4469, align 4
  %4470 = getelementptr inbounds nuw i8, ptr %4462, i64 512
  store <16 x float> %4453, ptr %4470, align 4
  %4471 = getelementptr inbounds nuw i8, ptr %4462, i64 576
  store <16 x float> %4452, ptr %4471, align 4
  %4472 = getelementptr inbounds nuw i8, ptr %4462, i64 640
  store <16 x float> %4451, ptr %4472, align 4
  br label %4901

4473:                                             ; preds = %2746
  %4474 = icmp eq i32 %7, 0
  %4475 = getelementptr inbounds float, ptr %2610, i64 %4
  %4476 = getelementptr inbounds i8, ptr %4475, i64 -4
  %4477 = select i1 %4474, ptr %2610, ptr %4476
  %4478 = add nsw i64 %4, -1
  %4479 = mul nsw i64 %4478, %5
  %4480 = select i1 %4474, i64 0, i64 %4479
  %4481 = getelementptr inbounds float, ptr %3, i64 %4480
  %4482 = sub nsw i64 0, %5
  %4483 = select i1 %4474, i64 %5, i64 %4482
  %4484 = icmp sgt i64 %4, 0
  %4485 = getelementptr float, ptr %4481, i64 %2747
  br i1 %4484, label %4486, label %4546

4486:                                             ; preds = %4473, %4486
  %4487 = phi <16 x float> [ %4543, %4486 ], [ zeroinitializer, %4473 ]
  %4488 = phi <16 x float> [ %4540, %4486 ], [ zeroinitializer, %4473 ]
  %4489 = phi <16 x float> [ %4537, %4486 ], [ zeroinitializer, %4473 ]
  %4490 = phi <16 x float> [ %4534, %4486 ], [ zeroinitializer, %4473 ]
  %4491 = phi <16 x float> [ %4531, %4486 ], [ zeroinitializer, %4473 ]
  %4492 = phi <16 x float> [ %4528, %4486 ], [ zeroinitializer, %4473 ]
  %4493 = phi <16 x float> [ %4525, %4486 ], [ zeroinitializer, %4473 ]
  %4494 = phi <16 x float> [ %4522, %4486 ], [ zeroinitializer, %4473 ]
  %4495 = phi <16 x float> [ %4519, %4486 ], [ zeroinitializer, %4473 ]
  %4496 = phi <16 x float> [ %4516, %4486 ], [ zeroinitializer, %4473 ]
  %4497 = phi <16 x float> [ %4513, %4486 ], [ zeroinitializer, %4473 ]
  %4498 = phi <16 x float> [ %4510, %4486 ], [ zeroinitializer, %4473 ]
  %4499 = phi i64 [ %4544, %4486 ], [ 1, %4473 ]
  %4500 = phi i64 [ %4499, %4486 ], [ 0, %4473 ]
  %4501 = sub nsw i64 0, %4500
  %4502 = select i1 %4474, i64 %4500, i64 %4501
  %4503 = getelementptr inbounds float, ptr %4477, i64 %4502
  %4504 = load float, ptr %4503, align 4
  %4505 = insertelement <16 x float> poison, float %4504, i64 0
  %4506 = shufflevector <16 x float> %4505, <16 x float> poison, <16 x i32> zeroinitializer
  %4507 = mul nsw i64 %4500, %4483
  %4508 = getelementptr float, ptr %4485, i64 %4507
  %4509 = load <16 x float>, ptr %4508, align 4
  %4510 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4506, <16 x float> %4509, <16 x float> %4498)
  %4511 = getelementptr inbounds nuw i8, ptr %4508, i64 64
  %4512 = load <16 x float>, ptr %4511, align 4
  %4513 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4506, <16 x float> %4512, <16 x float> %4497)
  %4514 = getelementptr inbounds nuw i8, ptr %4508, i64 128
  %4515 = load <16 x float>, ptr %4514, align 4
  %4516 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4506, <16 x float> %4515, <16 x float> %4496)
  %4517 = getelementptr inbounds nuw i8, ptr %4508, i64 192
  %4518 = load <16 x float>, ptr %4517, align 4
  %4519 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4506, <16 x float> %4518, <16 x float> %4495)
  %4520 = getelementptr inbounds nuw i8, ptr %4508, i64 256
  %4521 = load <16 x float>, ptr %4520, align 4
  %4522 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4506, <16 x float> %4521, <16 x float> %4494)
  %4523 = getelementptr inbounds nuw i8, ptr %4508, i64 320
  %4524 = load <16 x float>, ptr %4523, align 4
  %4525 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4506, <16 x float> %4524, <16 x float> %4493)
  %4526 = getelementptr inbounds nuw i8, ptr %4508, i64 384
  %4527 = load <16 x float>, ptr %4526, align 4
  %4528 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4506, <16 x float> %4527, <16 x float> %4492)
  %4529 = getelementptr inbounds nuw i8, ptr %4508, i64 448
  %4530 = load <16 x float>, ptr %4529, align 4
  %4531 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4506, <16 x float> %4530, <16 x float> %4491)
  %4532 = getelementptr inbounds nuw i8, ptr %4508, i64 512
  %4533 = load <16 x float>, ptr %4532, align 4
  %4534 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4506, <16 x float> %4533, <16 x float> %4490)
  %4535 = getelementptr inbounds nuw i8, ptr %4508, i64 576
  %4536 = load <16 x float>, ptr %4535, align 4
  %4537 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4506, <16 x float> %4536, <16 x float> %4489)
  %4538 = getelementptr inbounds nuw i8, ptr %4508, i64 640
  %4539 = load <16 x float>, ptr %4538, align 4
  %4540 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4506, <16 x float> %4539, <16 x float> %4488)
  %4541 = getelementptr inbounds nuw i8, ptr %4508, i64 704
  %4542 = load <16 x float>, ptr %4541, align 4
  %4543 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4506, <16 x float> %4542, <16 x float> %4487)
  %4544 = add nuw i64 %4499, 1
  %4545 = icmp eq i64 %4499, %4
  br i1 %4545, label %4546, label %4486

4546:                                             ; preds = %4486, %4473
  %4547 = phi <16 x float> [ zeroinitializer, %4473 ], [ %4543, %4486 ]
  %4548 = phi <16 x float> [ zeroinitializer, %4473 ], [ %4540, %4486 ]
  %4549 = phi <16 x float> [ zeroinitializer, %4473 ], [ %4537, %4486 ]
  %4550 = phi <16 x float> [ zeroinitializer, %4473 ], [ %4534, %4486 ]
  %4551 = phi <16 x float> [ zeroinitializer, %4473 ], [ %4531, %4486 ]
  %4552 = phi <16 x float> [ zeroinitializer, %4473 ], [ %4528, %4486 ]
  %4553 = phi <16 x float> [ zeroinitializer, %4473 ], [ %4525, %4486 ]
  %4554 = phi <16 x float> [ zeroinitializer, %4473 ], [ %4522, %4486 ]
  %4555 = phi <16 x float> [ zeroinitializer, %4473 ], [ %4519, %4486 ]
  %4556 = phi <16 x float> [ zeroinitializer, %4473 ], [ %4516, %4486 ]
  %4557 = phi <16 x float> [ zeroinitializer, %4473 ], [ %4513, %4486 ]
  %4558 = phi <16 x float> [ zeroinitializer, %4473 ], [ %4510, %4486 ]
  %4559 = getelementptr inbounds nuw float, ptr %2612, i64 %2747
  store <16 x float> %4558, ptr %4559, align 4
  %4560 = getelementptr inbounds nuw i8, ptr %4559, i64 64
  store <16 x float> %4557, ptr %4560, align 4
  %4561 = getelementptr inbounds nuw i8, ptr %4559, i64 128
  store <16 x float> %4556, ptr %4561, align 4
  %4562 = getelementptr inbounds nuw i8, ptr %4559, i64 192
  store <16 x float> %4555, ptr %4562, align 4
  %4563 = getelementptr inbounds nuw i8, ptr %4559, i64 256
  store <16 x float> %4554, ptr %4563, align 4
  %4564 = getelementptr inbounds nuw i8, ptr %4559, i64 320
  store <16 x float> %4553, ptr %4564, align 4
  %4565 = getelementptr inbounds nuw i8, ptr %4559, i64 384
  store <16 x float> %4552, ptr %4565, align 4
  %4566 = getelementptr inbounds nuw i8, ptr %4559, i64 448
  store <16 x float> %4551, ptr %4566, align 4
  %4567 = getelementptr inbounds nuw i8, ptr %4559, i64 512
  store <16 x float> %4550, ptr %4567, align 4
  %4568 = getelementptr inbounds nuw i8, ptr %4559, i64 576
  store <16 x float> %4549, ptr %4568, align 4
  %4569 = getelementptr inbounds nuw i8, ptr %4559, i64 640
  store <16 x float> %4548, ptr %4569, align 4
  %4570 = getelementptr inbounds nuw i8, ptr %4559, i64 704
  store <16 x float> %4547, ptr %4570, align 4
  br label %4901

4571:                                             ; preds = %2746
  %4572 = icmp eq i32 %7, 0
  %4573 = getelementptr inbounds float, ptr %2610, i64 %4
  %4574 = getelementptr inbounds i8, ptr %4573, i64 -4
  %4575 = select i1 %4572, ptr %2610, ptr %4574
  %4576 = add nsw i64 %4, -1
  %4577 = mul nsw i64 %4576, %5
  %4578 = select i1 %4572, i64 0, i64 %4577
  %4579 = getelementptr inbounds float, ptr %3, i64 %4578
  %4580 = sub nsw i64 0, %5
  %4581 = select i1 %4572, i64 %5, i64 %4580
  %4582 = icmp sgt i64 %4, 0
  %4583 = getelementptr float, ptr %4579, i64 %2747
  br i1 %4582, label %4584, label %4648

4584:                                             ; preds = %4571, %4584
  %4585 = phi <16 x float> [ %4645, %4584 ], [ zeroinitializer, %4571 ]
  %4586 = phi <16 x float> [ %4642, %4584 ], [ zeroinitializer, %4571 ]
  %4587 = phi <16 x float> [ %4639, %4584 ], [ zeroinitializer, %4571 ]
  %4588 = phi <16 x float> [ %4636, %4584 ], [ zeroinitializer, %4571 ]
  %4589 = phi <16 x float> [ %4633, %4584 ], [ zeroinitializer, %4571 ]
  %4590 = phi <16 x float> [ %4630, %4584 ], [ zeroinitializer, %4571 ]
  %4591 = phi <16 x float> [ %4627, %4584 ], [ zeroinitializer, %4571 ]
  %4592 = phi <16 x float> [ %4624, %4584 ], [ zeroinitializer, %4571 ]
  %4593 = phi <16 x float> [ %4621, %4584 ], [ zeroinitializer, %4571 ]
  %4594 = phi <16 x float> [ %4618, %4584 ], [ zeroinitializer, %4571 ]
  %4595 = phi <16 x float> [ %4615, %4584 ], [ zeroinitializer, %4571 ]
  %4596 = phi <16 x float> [ %4612, %4584 ], [ zeroinitializer, %4571 ]
  %4597 = phi <16 x float> [ %4609, %4584 ], [ zeroinitializer, %4571 ]
  %4598 = phi i64 [ %4646, %4584 ], [ 1, %4571 ]
  %4599 = phi i64 [ %4598, %4584 ], [ 0, %4571 ]
  %4600 = sub nsw i64 0, %4599
  %4601 = select i1 %4572, i64 %4599, i64 %4600
  %4602 = getelementptr inbounds float, ptr %4575, i64 %4601
  %4603 = load float, ptr %4602, align 4
  %4604 = insertelement <16 x float> poison, float %4603, i64 0
  %4605 = shufflevector <16 x float> %4604, <16 x float> poison, <16 x i32> zeroinitializer
  %4606 = mul nsw i64 %4599, %4581
  %4607 = getelementptr float, ptr %4583, i64 %4606
  %4608 = load <16 x float>, ptr %4607, align 4
  %4609 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4605, <16 x float> %4608, <16 x float> %4597)
  %4610 = getelementptr inbounds nuw i8, ptr %4607, i64 64
  %4611 = load <16 x float>, ptr %4610, align 4
  %4612 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4605, <16 x float> %4611, <16 x float> %4596)
  %4613 = getelementptr inbounds nuw i8, ptr %4607, i64 128
  %4614 = load <16 x float>, ptr %4613, align 4
  %4615 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4605, <16 x float> %4614, <16 x float> %4595)
  %4616 = getelementptr inbounds nuw i8, ptr %4607, i64 192
  %4617 = load <16 x float>, ptr %4616, align 4
  %4618 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4605, <16 x float> %4617, <16 x float> %4594)
  %4619 = getelementptr inbounds nuw i8, ptr %4607, i64 256
  %4620 = load <16 x float>, ptr %4619, align 4
  %4621 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4605, <16 x float> %4620, <16 x float> %4593)
  %4622 = getelementptr inbounds nuw i8, ptr %4607, i64 320
  %4623 = load <16 x float>, ptr %4622, align 4
  %4624 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4605, <16 x float> %4623, <16 x float> %4592)
  %4625 = getelementptr inbounds nuw i8, ptr %4607, i64 384
  %4626 = load <16 x float>, ptr %4625, align 4
  %4627 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4605, <16 x float> %4626, <16 x float> %4591)
  %4628 = getelementptr inbounds nuw i8, ptr %4607, i64 448
  %4629 = load <16 x float>, ptr %4628, align 4
  %4630 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4605, <16 x float> %4629, <16 x float> %4590)
  %4631 = getelementptr inbounds nuw i8, ptr %4607, i64 512
  %4632 = load <16 x float>, ptr %4631, align 4
  %4633 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4605, <16 x float> %4632, <16 x float> %4589)
  %4634 = getelementptr inbounds nuw i8, ptr %4607, i64 576
  %4635 = load <16 x float>, ptr %4634, align 4
  %4636 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4605, <16 x float> %4635, <16 x float> %4588)
  %4637 = getelementptr inbounds nuw i8, ptr %4607, i64 640
  %4638 = load <16 x float>, ptr %4637, align 4
  %4639 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4605, <16 x float> %4638, <16 x float> %4587)
  %4640 = getelementptr inbounds nuw i8, ptr %4607, i64 704
  %4641 = load <16 x float>, ptr %4640, align 4
  %4642 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4605, <16 x float> %4641, <16 x float> %4586)
  %4643 = getelementptr inbounds nuw i8, ptr %4607, i64 768
  %4644 = load <16 x float>, ptr %4643, align 4
  %4645 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4605, <16 x float> %4644, <16 x float> %4585)
  %4646 = add nuw i64 %4598, 1
  %4647 = icmp eq i64 %4598, %4
  br i1 %4647, label %4648, label %4584

4648:                                             ; preds = %4584, %4571
  %4649 = phi <16 x float> [ zeroinitializer, %4571 ], [ %4645, %4584 ]
  %4650 = phi <16 x float> [ zeroinitializer, %4571 ], [ %4642, %4584 ]
  %4651 = phi <16 x float> [ zeroinitializer, %4571 ], [ %4639, %4584 ]
  %4652 = phi <16 x float> [ zeroinitializer, %4571 ], [ %4636, %4584 ]
  %4653 = phi <16 x float> [ zeroinitializer, %4571 ], [ %4633, %4584 ]
  %4654 = phi <16 x float> [ zeroinitializer, %4571 ], [ %4630, %4584 ]
  %4655 = phi <16 x float> [ zeroinitializer, %4571 ], [ %4627, %4584 ]
  %4656 = phi <16 x float> [ zeroinitializer, %4571 ], [ %4624, %4584 ]
  %4657 = phi <16 x float> [ zeroinitializer, %4571 ], [ %4621, %4584 ]
  %4658 = phi <16 x float> [ zeroinitializer, %4571 ], [ %4618, %4584 ]
  %4659 = phi <16 x float> [ zeroinitializer, %4571 ], [ %4615, %4584 ]
  %4660 = phi <16 x float> [ zeroinitializer, %4571 ], [ %4612, %4584 ]
  %4661 = phi <16 x float> [ zeroinitializer, %4571 ], [ %4609, %4584 ]
  %4662 = getelementptr inbounds nuw float, ptr %2612, i64 %2747
  store <16 x float> %4661, ptr %4662, align 4
  %4663 = getelementptr inbounds nuw i8, ptr %4662, i64 64
  store <16 x float> %4660, ptr %4663, align 4
  %4664 = getelementptr inbounds nuw i8, ptr %4662, i64 128
  store <16 x float> %4659, ptr %4664, align 4
  %4665 = getelementptr inbounds nuw i8, ptr %4662, i64 192
  store <16 x float> %4658, ptr %4665, align 4
  %4666 = getelementptr inbounds nuw i8, ptr %4662, i64 256
  store <16 x float> %4657, ptr %4666, align 4
  %4667 = getelementptr inbounds nuw i8, ptr %4662, i64 320
  store <16 x float> %4656, ptr %4667, align 4
  %4668 = getelementptr inbounds nuw i8, ptr %4662, i64 384
  store <16 x float> %4655, ptr %4668, align 4
  %4669 = getelementptr inbounds nuw i8, ptr %4662, i64 448
  store <16 x float> %4654, ptr %4669, align 4
  %4670 = getelementptr inbounds nuw i8, ptr %4662, i64 512
  store <16 x float> %4653, ptr %4670, align 4
  %4671 = getelementptr inbounds nuw i8, ptr %4662, i64 576
  store <16 x float> %4652, ptr %4671, align 4
  %4672 = getelementptr inbounds nuw i8, ptr %4662, i64 640
  store <16 x float> %4651, ptr %4672, align 4
  %4673 = getelementptr inbounds nuw i8, ptr %4662, i64 704
  store <16 x float> %4650, ptr %4673, align 4
  %4674 = getelementptr inbounds nuw i8, ptr %4662, i64 768
  store <16 x float> %4649, ptr %4674, align 4
  br label %4901

4675:                                             ; preds = %2746
  %4676 = icmp eq i32 %7, 0
  %4677 = getelementptr inbounds float, ptr %2610, i64 %4
  %4678 = getelementptr inbounds i8, ptr %4677, i64 -4
  %4679 = select i1 %4676, ptr %2610, ptr %4678
  %4680 = add nsw i64 %4, -1
  %4681 = mul nsw i64 %4680, %5
  %4682 = select i1 %4676, i64 0, i64 %4681
  %4683 = getelementptr inbounds float, ptr %3, i64 %4682
  %4684 = sub nsw i64 0, %5
  %4685 = select i1 %4676, i64 %5, i64 %4684
  %4686 = icmp sgt i64 %4, 0
  %4687 = getelementptr float, ptr %4683, i64 %2747
  br i1 %4686, label %4688, label %4756

4688:                                             ; preds = %4675, %4688
  %4689 = phi <16 x float> [ %4753, %4688 ], [ zeroinitializer, %4675 ]
  %4690 = phi <16 x float> [ %4750, %4688 ], [ zeroinitializer, %4675 ]
  %4691 = phi <16 x float> [ %4747, %4688 ], [ zeroinitializer, %4675 ]
  %4692 = phi <16 x float> [ %4744, %4688 ], [ zeroinitializer, %4675 ]
  %4693 = phi <16 x float> [ %4741, %4688 ], [ zeroinitializer, %4675 ]
  %4694 = phi <16 x float> [ %4738, %4688 ], [ zeroinitializer, %4675 ]
  %4695 = phi <16 x float> [ %4735, %4688 ], [ zeroinitializer, %4675 ]
  %4696 = phi <16 x float> [ %4732, %4688 ], [ zeroinitializer, %4675 ]
  %4697 = phi <16 x float> [ %4729, %4688 ], [ zeroinitializer, %4675 ]
  %4698 = phi <16 x float> [ %4726, %4688 ], [ zeroinitializer, %4675 ]
  %4699 = phi <16 x float> [ %4723, %4688 ], [ zeroinitializer, %4675 ]
  %4700 = phi <16 x float> [ %4720, %4688 ], [ zeroinitializer, %4675 ]
  %4701 = phi <16 x float> [ %4717, %4688 ], [ zeroinitializer, %4675 ]
  %4702 = phi <16 x float> [ %4714, %4688 ], [ zeroinitializer, %4675 ]
  %4703 = phi i64 [ %4754, %4688 ], [ 1, %4675 ]
  %4704 = phi i64 [ %4703, %4688 ], [ 0, %4675 ]
  %4705 = sub nsw i64 0, %4704
  %4706 = select i1 %4676, i64 %4704, i64 %4705
  %4707 = getelementptr inbounds float, ptr %4679, i64 %4706
  %4708 = load float, ptr %4707, align 4
  %4709 = insertelement <16 x float> poison, float %4708, i64 0
  %4710 = shufflevector <16 x float> %4709, <16 x float> poison, <16 x i32> zeroinitializer
  %4711 = mul nsw i64 %4704, %4685
  %4712 = getelementptr float, ptr %4687, i64 %4711
  %4713 = load <16 x float>, ptr %4712, align 4
  %4714 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4710, <16 x float> %4713, <16 x float> %4702)
  %4715 = getelementptr inbounds nuw i8, ptr %4712, i64 64
  %4716 = load <16 x float>, ptr %4715, align 4
  %4717 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4710, <16 x float> %4716, <16 x float> %4701)
  %4718 = getelementptr inbounds nuw i8, ptr %4712, i64 128
  %4719 = load <16 x float>, ptr %4718, align 4
  %4720 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4710, <16 x float> %4719, <16 x float> %4700)
  %4721 = getelementptr inbounds nuw i8, ptr %4712, i64 192
  %4722 = load <16 x float>, ptr %4721, align 4
  %4723 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4710, <16 x float> %4722, <16 x float> %4699)
  %4724 = getelementptr inbounds nuw i8, ptr %4712, i64 256
  %4725 = load <16 x float>, ptr %4724, align 4
  %4726 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4710, <16 x float> %4725, <16 x float> %4698)
  %4727 = getelementptr inbounds nuw i8, ptr %4712, i64 320
  %4728 = load <16 x float>, ptr %4727, align 4
  %4729 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4710, <16 x float> %4728, <16 x float> %4697)
  %4730 = getelementptr inbounds nuw i8, ptr %4712, i64 384
  %4731 = load <16 x float>, ptr %4730, align 4
  %4732 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4710, <16 x float> %4731, <16 x float> %4696)
  %4733 = getelementptr inbounds nuw i8, ptr %4712, i64 448
  %4734 = load <16 x float>, ptr %4733, align 4
  %4735 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4710, <16 x float> %4734, <16 x float> %4695)
  %4736 = getelementptr inbounds nuw i8, ptr %4712, i64 512
  %4737 = load <16 x float>, ptr %4736, align 4
  %4738 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4710, <16 x float> %4737, <16 x float> %4694)
  %4739 = getelementptr inbounds nuw i8, ptr %4712, i64 576
  %4740 = load <16 x float>, ptr %4739, align 4
  %4741 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4710, <16 x float> %4740, <16 x float> %4693)
  %4742 = getelementptr inbounds nuw i8, ptr %4712, i64 640
  %4743 = load <16 x float>, ptr %4742, align 4
  %4744 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4710, <16 x float> %4743, <16 x float> %4692)
  %4745 = getelementptr inbounds nuw i8, ptr %4712, i64 704
  %4746 = load <16 x float>, ptr %4745, align 4
  %4747 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4710, <16 x float> %4746, <16 x float> %4691)
  %4748 = getelementptr inbounds nuw i8, ptr %4712, i64 768
  %4749 = load <16 x float>, ptr %4748, align 4
  %4750 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4710, <16 x float> %4749, <16 x float> %4690)
  %4751 = getelementptr inbounds nuw i8, ptr %4712, i64 832
  %4752 = load <16 x float>, ptr %4751, align 4
  %4753 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4710, <16 x float> %4752, <16 x float> %4689)
  %4754 = add nuw i64 %4703, 1
  %4755 = icmp eq i64 %4703, %4
  br i1 %4755, label %4756, label %4688

4756:                                             ; preds = %4688, %4675
  %4757 = phi <16 x float> [ zeroinitializer, %4675 ], [ %4753, %4688 ]
  %4758 = phi <16 x float> [ zeroinitializer, %4675 ], [ %4750, %4688 ]
  %4759 = phi <16 x float> [ zeroinitializer, %4675 ], [ %4747, %4688 ]
  %4760 = phi <16 x float> [ zeroinitializer, %4675 ], [ %4744, %4688 ]
  %4761 = phi <16 x float> [ zeroinitializer, %4675 ], [ %4741, %4688 ]
  %4762 = phi <16 x float> [ zeroinitializer, %4675 ], [ %4738, %4688 ]
  %4763 = phi <16 x float> [ zeroinitializer, %4675 ], [ %4735, %4688 ]
  %4764 = phi <16 x float> [ zeroinitializer, %4675 ], [ %4732, %4688 ]
  %4765 = phi <16 x float> [ zeroinitializer, %4675 ], [ %4729, %4688 ]
  %4766 = phi <16 x float> [ zeroinitializer, %4675 ], [ %4726, %4688 ]
  %4767 = phi <16 x float> [ zeroinitializer, %4675 ], [ %4723, %4688 ]
  %4768 = phi <16 x float> [ zeroinitializer, %4675 ], [ %4720, %4688 ]
  %4769 = phi <16 x float> [ zeroinitializer, %4675 ], [ %4717, %4688 ]
  %4770 = phi <16 x float> [ zeroinitializer, %4675 ], [ %4714, %4688 ]
  %4771 = getelementptr inbounds nuw float, ptr %2612, i64 %2747
  store <16 x float> %4770, ptr %4771, align 4
  %4772 = getelementptr inbounds nuw i8, ptr %4771, i64 64
  store <16 x float> %4769, ptr %4772, align 4
  %4773 = getelementptr inbounds nuw i8, ptr %4771, i64 128
  store <16 x float> %4768, ptr %4773, align 4
  %4774 = getelementptr inbounds nuw i8, ptr %4771, i64 192
  store <16 x float> %4767, ptr %4774, align 4
  %4775 = getelementptr inbounds nuw i8, ptr %4771, i64 256
  store <16 x float> %4766, ptr %4775, align 4
  %4776 = getelementptr inbounds nuw i8, ptr %4771, i64 320
  store <16 x float> %4765, ptr %4776, align 4
  %4777 = getelementptr inbounds nuw i8, ptr %4771, i64 384
  store <16 x float> %4764, ptr %4777, align 4
  %4778 = getelementptr inbounds nuw i8, ptr %4771, i64 448
  store <16 x float> %4763, ptr %4778, align 4
  %4779 = getelementptr inbounds nuw i8, ptr %4771, i64 512
  store <16 x float> %4762, ptr %4779, align 4
  %4780 = getelementptr inbounds nuw i8, ptr %4771, i64 576
  store <16 x float> %4761, ptr %4780, align 4
  %4781 = getelementptr inbounds nuw i8, ptr %4771, i64 640
  store <16 x float> %4760, ptr %4781, align 4
  %4782 = getelementptr inbounds nuw i8, ptr %4771, i64 704
  store <16 x float> %4759, ptr %4782, align 4
  %4783 = getelementptr inbounds nuw i8, ptr %4771, i64 768
  store <16 x float> %4758, ptr %4783, align 4
  %4784 = getelementptr inbounds nuw i8, ptr %4771, i64 832
  store <16 x float> %4757, ptr %4784, align 4
  br label %4901

4785:                                             ; preds = %2746
  %4786 = icmp eq i32 %7, 0
  %4787 = getelementptr inbounds float, ptr %2610, i64 %4
  %4788 = getelementptr inbounds i8, ptr %4787, i64 -4
  %4789 = select i1 %4786, ptr %2610, ptr %4788
  %4790 = add nsw i64 %4, -1
  %4791 = mul nsw i64 %4790, %5
  %4792 = select i1 %4786, i64 0, i64 %4791
  %4793 = getelementptr inbounds float, ptr %3, i64 %4792
  %4794 = sub nsw i64 0, %5
  %4795 = select i1 %4786, i64 %5, i64 %4794
  %4796 = icmp sgt i64 %4, 0
  %4797 = getelementptr float, ptr %4793, i64 %2747
  br i1 %4796, label %4798, label %4870

4798:                                             ; preds = %4785, %4798
  %4799 = phi <16 x float> [ %4867, %4798 ], [ zeroinitializer, %4785 ]
  %4800 = phi <16 x float> [ %4864, %4798 ], [ zeroinitializer, %4785 ]
  %4801 = phi <16 x float> [ %4861, %4798 ], [ zeroinitializer, %4785 ]
  %4802 = phi <16 x float> [ %4858, %4798 ], [ zeroinitializer, %4785 ]
  %4803 = phi <16 x float> [ %4855, %4798 ], [ zeroinitializer, %4785 ]
  %4804 = phi <16 x float> [ %4852, %4798 ], [ zeroinitializer, %4785 ]
  %4805 = phi <16 x float> [ %4849, %4798 ], [ zeroinitializer, %4785 ]
  %4806 = phi <16 x float> [ %4846, %4798 ], [ zeroinitializer, %4785 ]
  %4807 = phi <16 x float> [ %4843, %4798 ], [ zeroinitializer, %4785 ]
  %4808 = phi <16 x float> [ %4840, %4798 ], [ zeroinitializer, %4785 ]
  %4809 = phi <16 x float> [ %4837, %4798 ], [ zeroinitializer, %4785 ]
  %4810 = phi <16 x float> [ %4834, %4798 ], [ zeroinitializer, %4785 ]
  %4811 = phi <16 x float> [ %4831, %4798 ], [ zeroinitializer, %4785 ]
  %4812 = phi <16 x float> [ %4828, %4798 ], [ zeroinitializer, %4785 ]
  %4813 = phi <16 x float> [ %4825, %4798 ], [ zeroinitializer, %4785 ]
  %4814 = phi i64 [ %4868, %4798 ], [ 1, %4785 ]
  %4815 = phi i64 [ %4814, %4798 ], [ 0, %4785 ]
  %4816 = sub nsw i64 0, %4815
  %4817 = select i1 %4786, i64 %4815, i64 %4816
  %4818 = getelementptr inbounds float, ptr %4789, i64 %4817
  %4819 = load float, ptr %4818, align 4
  %4820 = insertelement <16 x float> poison, float %4819, i64 0
  %4821 = shufflevector <16 x float> %4820, <16 x float> poison, <16 x i32> zeroinitializer
  %4822 = mul nsw i64 %4815, %4795
  %4823 = getelementptr float, ptr %4797, i64 %4822
  %4824 = load <16 x float>, ptr %4823, align 4
  %4825 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4821, <16 x float> %4824, <16 x float> %4813)
  %4826 = getelementptr inbounds nuw i8, ptr %4823, i64 64
  %4827 = load <16 x float>, ptr %4826, align 4
  %4828 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4821, <16 x float> %4827, <16 x float> %4812)
  %4829 = getelementptr inbounds nuw i8, ptr %4823, i64 128
  %4830 = load <16 x float>, ptr %4829, align 4
  %4831 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4821, <16 x float> %4830, <16 x float> %4811)
  %4832 = getelementptr inbounds nuw i8, ptr %4823, i64 192
  %4833 = load <16 x float>, ptr %4832, align 4
  %4834 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4821, <16 x float> %4833, <16 x float> %4810)
  %4835 = getelementptr inbounds nuw i8, ptr %4823, i64 256
  %4836 = load <16 x float>, ptr %4835, align 4
  %4837 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4821, <16 x float> %4836, <16 x float> %4809)
  %4838 = getelementptr inbounds nuw i8, ptr %4823, i64 320
  %4839 = load <16 x float>, ptr %4838, align 4
  %4840 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4821, <16 x float> %4839, <16 x float> %4808)
  %4841 = getelementptr inbounds nuw i8, ptr %4823, i64 384
  %4842 = load <16 x float>, ptr %4841, align 4
  %4843 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4821, <16 x float> %4842, <16 x float> %4807)
  %4844 = getelementptr inbounds nuw i8, ptr %4823, i64 448
  %4845 = load <16 x float>, ptr %4844, align 4
  %4846 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4821, <16 x float> %4845, <16 x float> %4806)
  %4847 = getelementptr inbounds nuw i8, ptr %4823, i64 512
  %4848 = load <16 x float>, ptr %4847, align 4
  %4849 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4821, <16 x float> %4848, <16 x float> %4805)
  %4850 = getelementptr inbounds nuw i8, ptr %4823, i64 576
  %4851 = load <16 x float>, ptr %4850, align 4
  %4852 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4821, <16 x float> %4851, <16 x float> %4804)
  %4853 = getelementptr inbounds nuw i8, ptr %4823, i64 640
  %4854 = load <16 x float>, ptr %4853, align 4
  %4855 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4821, <16 x float> %4854, <16 x float> %4803)
  %4856 = getelementptr inbounds nuw i8, ptr %4823, i64 704
  %4857 = load <16 x float>, ptr %4856, align 4
  %4858 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4821, <16 x float> %4857, <16 x float> %4802)
  %4859 = getelementptr inbounds nuw i8, ptr %4823, i64 768
  %4860 = load <16 x float>, ptr %4859, align 4
  %4861 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4821, <16 x float> %4860, <16 x float> %4801)
  %4862 = getelementptr inbounds nuw i8, ptr %4823, i64 832
  %4863 = load <16 x float>, ptr %4862, align 4
  %4864 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4821, <16 x float> %4863, <16 x float> %4800)
  %4865 = getelementptr inbounds nuw i8, ptr %4823, i64 896
  %4866 = load <16 x float>, ptr %4865, align 4
  %4867 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4821, <16 x float> %4866, <16 x float> %4799)
  %4868 = add nuw i64 %4814, 1
  %4869 = icmp eq i64 %4814, %4
  br i1 %4869, label %4870, label %4798

4870:                                             ; preds = %4798, %4785
  %4871 = phi <16 x float> [ zeroinitializer, %4785 ], [ %4867, %4798 ]
  %4872 = phi <16 x float> [ zeroinitializer, %4785 ], [ %4864, %4798 ]
  %4873 = phi <16 x float> [ zeroinitializer, %4785 ], [ %4861, %4798 ]
  %4874 = phi <16 x float> [ zeroinitializer, %4785 ], [ %4858, %4798 ]
  %4875 = phi <16 x float> [ zeroinitializer, %4785 ], [ %4855, %4798 ]
  %4876 = phi <16 x float> [ zeroinitializer, %4785 ], [ %4852, %4798 ]
  %4877 = phi <16 x float> [ zeroinitializer, %4785 ], [ %4849, %4798 ]
  %4878 = phi <16 x float> [ zeroinitializer, %4785 ], [ %4846, %4798 ]
  %4879 = phi <16 x float> [ zeroinitializer, %4785 ], [ %4843, %4798 ]
  %4880 = phi <16 x float> [ zeroinitializer, %4785 ], [ %4840, %4798 ]
  %4881 = phi <16 x float> [ zeroinitializer, %4785 ], [ %4837, %4798 ]
  %4882 = phi <16 x float> [ zeroinitializer, %4785 ], [ %4834, %4798 ]
  %4883 = phi <16 x float> [ zeroinitializer, %4785 ], [ %4831, %4798 ]
  %4884 = phi <16 x float> [ zeroinitializer, %4785 ], [ %4828, %4798 ]
  %4885 = phi <16 x float> [ zeroinitializer, %4785 ], [ %4825, %4798 ]
  %4886 = getelementptr inbounds nuw float, ptr %2612, i64 %2747
  store <16 x float> %4885, ptr %4886, align 4
  %4887 = getelementptr inbounds nuw i8, ptr %4886, i64 64
  store <16 x float> %4884, ptr %4887, align 4
  %4888 = getelementptr inbounds nuw i8, ptr %4886, i64 128
  store <16 x float> %4883, ptr %4888, align 4
  %4889 = getelementptr inbounds nuw i8, ptr %4886, i64 192
  store <16 x float> %4882, ptr %4889, align 4
  %4890 = getelementptr inbounds nuw i8, ptr %4886, i64 256
  store <16 x float> %4881, ptr %4890, align 4
  %4891 = getelementptr inbounds nuw i8, ptr %4886, i64 320
  store <16 x float> %4880, ptr %4891, align 4
  %4892 = getelementptr inbounds nuw i8, ptr %4886, i64 384
  store <16 x float> %4879, ptr %4892, align 4
  %4893 = getelementptr inbounds nuw i8, ptr %4886, i64 448
  store <16 x float> %4878, ptr %4893, align 4
  %4894 = getelementptr inbounds nuw i8, ptr %4886, i64 512
  store <16 x float> %4877, ptr %4894, align 4
  %4895 = getelementptr inbounds nuw i8, ptr %4886, i64 576
  store <16 x float> %4876, ptr %4895, align 4
  %4896 = getelementptr inbounds nuw i8, ptr %4886, i64 640
  store <16 x float> %4875, ptr %4896, align 4
  %4897 = getelementptr inbounds nuw i8, ptr %4886, i64 704
  store <16 x float> %4874, ptr %4897, align 4
  %4898 = getelementptr inbounds nuw i8, ptr %4886, i64 768
  store <16 x float> %4873, ptr %4898, align 4
  %4899 = getelementptr inbounds nuw i8, ptr %4886, i64 832
  store <16 x float> %4872, ptr %4899, align 4
  %4900 = getelementptr inbounds nuw i8, ptr %4886, i64 896
  store <16 x float> %4871, ptr %4900, align 4
  br label %4901

4901:                                             ; preds = %4870, %4756, %4648, %4546, %4450, %4360, %4276, %4190, %4007, %3841, %3692, %3556, %3330, %3138, %2915, %2746, %2494, %2386, %2292, %2212, %2146, %2094, %2037, %1998, %1723, %1585, %1455, %1345, %1255, %1185, %1135, %1121, %979
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
  br i1 %6, label %8, label %321

8:                                                ; preds = %7
  %9 = fcmp ogt float %2, 0.000000e+00
  %10 = fneg float %2
  %11 = insertelement <16 x float> poison, float %10, i64 0
  %12 = shufflevector <16 x float> %11, <16 x float> poison, <16 x i32> zeroinitializer
  %13 = insertelement <16 x float> poison, float %2, i64 0
  %14 = shufflevector <16 x float> %13, <16 x float> poison, <16 x i32> zeroinitializer
  %15 = shufflevector <2 x float> %1, <2 x float> poison, <16 x i32> zeroinitializer
  br label %276

16:                                               ; preds = %5
  br i1 %6, label %17, label %321

17:                                               ; preds = %16
  %18 = fcmp ogt float %2, 0.000000e+00
  %19 = fneg float %2
  %20 = insertelement <16 x float> poison, float %19, i64 0
  %21 = shufflevector <16 x float> %20, <16 x float> poison, <16 x i32> zeroinitializer
  %22 = insertelement <16 x float> poison, float %2, i64 0
  %23 = shufflevector <16 x float> %22, <16 x float> poison, <16 x i32> zeroinitializer
  %24 = shufflevector <2 x float> %1, <2 x float> poison, <16 x i32> zeroinitializer
  %25 = shufflevector <2 x float> %1, <2 x float> poison, <16 x i32> <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  br label %261

26:                                               ; preds = %5
  br i1 %6, label %27, label %321

27:                                               ; preds = %26
  %28 = fcmp ogt float %2, 0.000000e+00
  %29 = fneg float %2
  %30 = insertelement <16 x float> poison, float %29, i64 0
  %31 = shufflevector <16 x float> %30, <16 x float> poison, <16 x i32> zeroinitializer
  %32 = insertelement <16 x float> poison, float %2, i64 0
  %33 = shufflevector <16 x float> %32, <16 x float> poison, <16 x i32> zeroinitializer
  %34 = shufflevector <2 x float> %1, <2 x float> poison, <16 x i32> zeroinitializer
  %35 = shufflevector <2 x float> %1, <2 x float> poison, <16 x i32> <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  br label %219

36:                                               ; preds = %5
  br i1 %6, label %37, label %321

37:                                               ; preds = %36
  %38 = fcmp ogt float %2, 0.000000e+00
  %39 = fneg float %2
  %40 = insertelement <16 x float> poison, float %39, i64 0
  %41 = shufflevector <16 x float> %40, <16 x float> poison, <16 x i32> zeroinitializer
  %42 = insertelement <16 x float> poison, float %2, i64 0
  %43 = shufflevector <16 x float> %42, <16 x float> poison, <16 x i32> zeroinitializer
  %44 = shufflevector <2 x float> %1, <2 x float> poison, <16 x i32> zeroinitializer
  br label %206

45:                                               ; preds = %5
  br i1 %6, label %46, label %321

46:                                               ; preds = %45
  %47 = fcmp ogt float %2, 0.000000e+00
  %48 = fneg float %2
  %49 = insertelement <16 x float> poison, float %48, i64 0
  %50 = shufflevector <16 x float> %49, <16 x float> poison, <16 x i32> zeroinitializer
  %51 = insertelement <16 x float> poison, float %2, i64 0
  %52 = shufflevector <16 x float> %51, <16 x float> poison, <16 x i32> zeroinitializer
  %53 = shufflevector <2 x float> %1, <2 x float> poison, <16 x i32> zeroinitializer
  br label %192

54:                                               ; preds = %5
  br i1 %6, label %55, label %321

55:                                               ; preds = %54
  %56 = fcmp ogt float %2, 0.000000e+00
  %57 = fneg float %2
  %58 = insertelement <16 x float> poison, float %57, i64 0
  %59 = shufflevector <16 x float> %58, <16 x float> poison, <16 x i32> zeroinitializer
  %60 = insertelement <16 x float> poison, float %2, i64 0
  %61 = shufflevector <16 x float> %60, <16 x float> poison, <16 x i32> zeroinitializer
  %62 = shufflevector <2 x float> %1, <2 x float> poison, <16 x i32> zeroinitializer
  %63 = shufflevector <2 x float> %1, <2 x float> poison, <16 x i32> <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  br label %179

64:                                               ; preds = %5
  br i1 %6, label %65, label %321

65:                                               ; preds = %64
  %66 = fcmp ogt float %2, 0.000000e+00
  %67 = fneg float %2
  %68 = insertelement <16 x float> poison, float %67, i64 0
  %69 = shufflevector <16 x float> %68, <16 x float> poison, <16 x i32> zeroinitializer
  %70 = insertelement <16 x float> poison, float %2, i64 0
  %71 = shufflevector <16 x float> %70, <16 x float> poison, <16 x i32> zeroinitializer
  br label %166

72:                                               ; preds = %5
  br i1 %6, label %73, label %321

73:                                               ; preds = %72
  %74 = fcmp ogt float %2, 0.000000e+00
  %75 = fneg float %2
  %76 = insertelement <16 x float> poison, float %75, i64 0
  %77 = shufflevector <16 x float> %76, <16 x float> poison, <16 x i32> zeroinitializer
  %78 = insertelement <16 x float> poison, float %2, i64 0
  %79 = shufflevector <16 x float> %78, <16 x float> poison, <16 x i32> zeroinitializer
  br label %126

80:                                               ; preds = %5
  br i1 %6, label %81, label %321

81:                                               ; preds = %80
  %82 = fcmp ogt float %2, 0.000000e+00
  %83 = fneg float %2
  %84 = insertelement <16 x float> poison, float %83, i64 0
  %85 = shufflevector <16 x float> %84, <16 x float> poison, <16 x i32> zeroinitializer
  %86 = insertelement <16 x float> poison, float %2, i64 0
  %87 = shufflevector <16 x float> %86, <16 x float> poison, <16 x i32> zeroinitializer
  br label %96

88:                                               ; preds = %5
  br i1 %6, label %89, label %321

89:                                               ; preds = %88
  %90 = fcmp ogt float %2, 0.000000e+00
  %91 = fneg float %2
  %92 = insertelement <16 x float> poison, float %91, i64 0
  %93 = shufflevector <16 x float> %92, <16 x float> poison, <16 x i32> zeroinitializer
  %94 = insertelement <16 x float> poison, float %2, i64 0
  %95 = shufflevector <16 x float> %94, <16 x float> poison, <16 x i32> zeroinitializer
  br label %307

96:                                               ; preds = %81, %103
  %97 = phi i64 [ 0, %81 ], [ %124, %103 ]
  %98 = getelementptr inbounds nuw float, ptr %3, i64 %97
  %99 = load <16 x float>, ptr %98, align 4
  br i1 %82, label %100, label %103

100:                                              ; preds = %96
  %101 = tail call <16 x float> @llvm.maxnum.v16f32(<16 x float> %99, <16 x float> %85)
  %102 = tail call <16 x float> @llvm.minnum.v16f32(<16 x float> %101, <16 x float> %87)
  br label %103

103:                                              ; preds = %100, %96
  %104 = phi <16 x float> [ %102, %100 ], [ %99, %96 ]
  %105 = fneg <16 x float> %104
  %106 = tail call <16 x float> @llvm.maxnum.v16f32(<16 x float> %105, <16 x float> splat (float 0xC055D33340000000))
  %107 = tail call <16 x float> @llvm.minnum.v16f32(<16 x float> %106, <16 x float> splat (float 8.800000e+01))
  %108 = fmul <16 x float> %107, splat (float 0x3FF7154760000000)
  %109 = fadd <16 x float> %108, splat (float 0x4168000000000000)
  %110 = fadd <16 x float> %109, splat (float 0xC168000000000000)
  %111 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %110, <16 x float> splat (float 0xBFE6300000000000), <16 x float> %107)
  %112 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %110, <16 x float> splat (float 0x3F2BD01060000000), <16 x float> %111)
  %113 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %112, <16 x float> splat (float 0x3F2A0D2CE0000000), <16 x float> splat (float 0x3F56E879C0000000))
  %114 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %113, <16 x float> %112, <16 x float> splat (float 0x3F81112100000000))
  %115 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %114, <16 x float> %112, <16 x float> splat (float 0x3FA5553820000000))
  %116 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %115, <16 x float> %112, <16 x float> splat (float 0x3FC5555540000000))
  %117 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %116, <16 x float> %112, <16 x float> splat (float 5.000000e-01))
  %118 = fmul <16 x float> %112, %112
  %119 = fadd <16 x float> %112, splat (float 1.000000e+00)
  %120 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %117, <16 x float> %118, <16 x float> %119)
  %121 = tail call <16 x float> @llvm.x86.avx512.mask.scalef.ps.512(<16 x float> %120, <16 x float> %110, <16 x float> %120, i16 -1, i32 4)
  %122 = fadd <16 x float> %121, splat (float 1.000000e+00)
  %123 = fdiv <16 x float> splat (float 1.000000e+00), %122
  store <16 x float> %123, ptr %98, align 4
  %124 = add nuw nsw i64 %97, 16
  %125 = icmp slt i64 %124, %4
  br i1 %125, label %96, label %321

126:                                              ; preds = %73, %133
  %127 = phi i64 [ 0, %73 ], [ %164, %133 ]
  %128 = getelementptr inbounds nuw float, ptr %3, i64 %127
  %129 = load <16 x float>, ptr %128, align 4
  br i1 %74, label %130, label %133

130:                                              ; preds = %126
  %131 = tail call <16 x float> @llvm.maxnum.v16f32(<16 x float> %129, <16 x float> %77)
  %132 = tail call <16 x float> @llvm.minnum.v16f32(<16 x float> %131, <16 x float> %79)
  br label %133

133:                                              ; preds = %130, %126
  %134 = phi <16 x float> [ %132, %130 ], [ %129, %126 ]
  %135 = fmul <16 x float> %134, %134
  %136 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %135, <16 x float> splat (float 0x3F9664F480000000), <16 x float> splat (float 0xBFABA1BA20000000))
  %137 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %136, <16 x float> %135, <16 x float> splat (float 0x3FC1111120000000))
  %138 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %137, <16 x float> %135, <16 x float> splat (float 0xBFD5555560000000))
  %139 = fmul <16 x float> %135, %138
  %140 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %139, <16 x float> %134, <16 x float> %134)
  %141 = fmul <16 x float> %134, splat (float 2.000000e+00)
  %142 = tail call <16 x float> @llvm.maxnum.v16f32(<16 x float> %141, <16 x float> splat (float 0xC055D33340000000))
  %143 = tail call <16 x float> @llvm.minnum.v16f32(<16 x float> %142, <16 x float> splat (float 8.800000e+01))
  %144 = fmul <16 x float> %143, splat (float 0x3FF7154760000000)
  %145 = fadd <16 x float> %144, splat (float 0x4168000000000000)
  %146 = fadd <16 x float> %145, splat (float 0xC168000000000000)
  %147 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %146, <16 x float> splat (float 0xBFE6300000000000), <16 x float> %143)
  %148 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %146, <16 x float> splat (float 0x3F2BD01060000000), <16 x float> %147)
  %149 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %148, <16 x float> splat (float 0x3F2A0D2CE0000000), <16 x float> splat (float 0x3F56E879C0000000))
  %150 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %149, <16 x float> %148, <16 x float> splat (float 0x3F81112100000000))
  %151 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %150, <16 x float> %148, <16 x float> splat (float 0x3FA5553820000000))
  %152 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %151, <16 x float> %148, <16 x float> splat (float 0x3FC5555540000000))
  %153 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %152, <16 x float> %148, <16 x float> splat (float 5.000000e-01))
  %154 = fmul <16 x float> %148, %148
  %155 = fadd <16 x float> %148, splat (float 1.000000e+00)
  %156 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %153, <16 x float> %154, <16 x float> %155)
  %157 = tail call <16 x float> @llvm.x86.avx512.mask.scalef.ps.512(<16 x float> %156, <16 x float> %146, <16 x float> %156, i16 -1, i32 4)
  %158 = fadd <16 x float> %157, splat (float 1.000000e+00)
  %159 = fdiv <16 x float> splat (float 2.000000e+00), %158
  %160 = fsub <16 x float> splat (float 1.000000e+00), %159
  %161 = tail call <16 x float> @llvm.fabs.v16f32(<16 x float> %134)
  %162 = fcmp uge <16 x float> %161, splat (float 0x3FD3333340000000)
  %163 = select <16 x i1> %162, <16 x float> %160, <16 x float> %140
  store <16 x float> %163, ptr %128, align 4
  %164 = add nuw nsw i64 %127, 16
  %165 = icmp slt i64 %164, %4
  br i1 %165, label %126, label %321

166:                                              ; preds = %65, %173
  %167 = phi i64 [ 0, %65 ], [ %177, %173 ]
  %168 = getelementptr inbounds nuw float, ptr %3, i64 %167
  %169 = load <16 x float>, ptr %168, align 4
  br i1 %66, label %170, label %173

170:                                              ; preds = %166
  %171 = tail call <16 x float> @llvm.maxnum.v16f32(<16 x float> %169, <16 x float> %69)
  %172 = tail call <16 x float> @llvm.minnum.v16f32(<16 x float> %171, <16 x float> %71)
  br label %173

173:                                              ; preds = %170, %166
  %174 = phi <16 x float> [ %172, %170 ], [ %169, %166 ]
  %175 = fcmp olt <16 x float> %174, zeroinitializer
  %176 = select <16 x i1> %175, <16 x float> zeroinitializer, <16 x float> %174
  store <16 x float> %176, ptr %168, align 4
  %177 = add nuw nsw i64 %167, 16
  %178 = icmp slt i64 %177, %4
  br i1 %178, label %166, label %321

179:                                              ; preds = %55, %186
  %180 = phi i64 [ 0, %55 ], [ %190, %186 ]
  %181 = getelementptr inbounds nuw float, ptr %3, i64 %180
  %182 = load <16 x float>, ptr %181, align 4
  br i1 %56, label %183, label %186

183:                                              ; preds = %179
  %184 = tail call <16 x float> @llvm.maxnum.v16f32(<16 x float> %182, <16 x float> %59)
  %185 = tail call <16 x float> @llvm.minnum.v16f32(<16 x float> %184, <16 x float> %61)
  br label %186

186:                                              ; preds = %183, %179
  %187 = phi <16 x float> [ %185, %183 ], [ %182, %179 ]
  %188 = fmul <16 x float> %62, %187
  %189 = fadd <16 x float> %63, %188
  store <16 x float> %189, ptr %181, align 4
  %190 = add nuw nsw i64 %180, 16
  %191 = icmp slt i64 %190, %4
  br i1 %191, label %179, label %321

192:                                              ; preds = %46, %199
  %193 = phi i64 [ 0, %46 ], [ %204, %199 ]
  %194 = getelementptr inbounds nuw float, ptr %3, i64 %193
  %195 = load <16 x float>, ptr %194, align 4
  br i1 %47, label %196, label %199

196:                                              ; preds = %192
  %197 = tail call <16 x float> @llvm.maxnum.v16f32(<16 x float> %195, <16 x float> %50)
  %198 = tail call <16 x float> @llvm.minnum.v16f32(<16 x float> %197, <16 x float> %52)
  br label %199

199:                                              ; preds = %196, %192
  %200 = phi <16 x float> [ %198, %196 ], [ %195, %192 ]
  %201 = fcmp uge <16 x float> %200, zeroinitializer
  %202 = fmul <16 x float> %53, %200
  %203 = select <16 x i1> %201, <16 x float> %200, <16 x float> %202
  store <16 x float> %203, ptr %194, align 4
  %204 = add nuw nsw i64 %193, 16
  %205 = icmp slt i64 %204, %4
  br i1 %205, label %192, label %321

206:                                              ; preds = %37, %213
  %207 = phi i64 [ 0, %37 ], [ %217, %213 ]
  %208 = getelementptr inbounds nuw float, ptr %3, i64 %207
  %209 = load <16 x float>, ptr %208, align 4
  br i1 %38, label %210, label %213

210:                                              ; preds = %206
  %211 = tail call <16 x float> @llvm.maxnum.v16f32(<16 x float> %209, <16 x float> %41)
  %212 = tail call <16 x float> @llvm.minnum.v16f32(<16 x float> %211, <16 x float> %43)
  br label %213

213:                                              ; preds = %210, %206
  %214 = phi <16 x float> [ %212, %210 ], [ %209, %206 ]
  %215 = fcmp ogt <16 x float> %214, %44
  %216 = select <16 x i1> %215, <16 x float> %214, <16 x float> zeroinitializer
  store <16 x float> %216, ptr %208, align 4
  %217 = add nuw nsw i64 %207, 16
  %218 = icmp slt i64 %217, %4
  br i1 %218, label %206, label %321

219:                                              ; preds = %27, %226
  %220 = phi i64 [ 0, %27 ], [ %259, %226 ]
  %221 = getelementptr inbounds nuw float, ptr %3, i64 %220
  %222 = load <16 x float>, ptr %221, align 4
  br i1 %28, label %223, label %226

223:                                              ; preds = %219
  %224 = tail call <16 x float> @llvm.maxnum.v16f32(<16 x float> %222, <16 x float> %31)
  %225 = tail call <16 x float> @llvm.minnum.v16f32(<16 x float> %224, <16 x float> %33)
  br label %226

226:                                              ; preds = %223, %219
  %227 = phi <16 x float> [ %225, %223 ], [ %222, %219 ]
  %228 = fmul <16 x float> %35, %227
  %229 = fmul <16 x float> %228, %228
  %230 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %229, <16 x float> splat (float 0x3F9664F480000000), <16 x float> splat (float 0xBFABA1BA20000000))
  %231 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %230, <16 x float> %229, <16 x float> splat (float 0x3FC1111120000000))
  %232 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %231, <16 x float> %229, <16 x float> splat (float 0xBFD5555560000000))
  %233 = fmul <16 x float> %229, %232
  %234 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %233, <16 x float> %228, <16 x float> %228)
  %235 = fmul <16 x float> %228, splat (float 2.000000e+00)
  %236 = tail call <16 x float> @llvm.maxnum.v16f32(<16 x float> %235, <16 x float> splat (float 0xC055D33340000000))
  %237 = tail call <16 x float> @llvm.minnum.v16f32(<16 x float> %236, <16 x float> splat (float 8.800000e+01))
  %238 = fmul <16 x float> %237, splat (float 0x3FF7154760000000)
  %239 = fadd <16 x float> %238, splat (float 0x4168000000000000)
  %240 = fadd <16 x float> %239, splat (float 0xC168000000000000)
  %241 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %240, <16 x float> splat (float 0xBFE6300000000000), <16 x float> %237)
  %242 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %240, <16 x float> splat (float 0x3F2BD01060000000), <16 x float> %241)
  %243 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %242, <16 x float> splat (float 0x3F2A0D2CE0000000), <16 x float> splat (float 0x3F56E879C0000000))
  %244 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %243, <16 x float> %242, <16 x float> splat (float 0x3F81112100000000))
  %245 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %244, <16 x float> %242, <16 x float> splat (float 0x3FA5553820000000))
  %246 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %245, <16 x float> %242, <16 x float> splat (float 0x3FC5555540000000))
  %247 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %246, <16 x float> %242, <16 x float> splat (float 5.000000e-01))
  %248 = fmul <16 x float> %242, %242
  %249 = fadd <16 x float> %242, splat (float 1.000000e+00)
  %250 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %247, <16 x float> %248, <16 x float> %249)
  %251 = tail call <16 x float> @llvm.x86.avx512.mask.scalef.ps.512(<16 x float> %250, <16 x float> %240, <16 x float> %250, i16 -1, i32 4)
  %252 = fadd <16 x float> %251, splat (float 1.000000e+00)
  %253 = fdiv <16 x float> splat (float 2.000000e+00), %252
  %254 = fsub <16 x float> splat (float 1.000000e+00), %253
  %255 = tail call <16 x float> @llvm.fabs.v16f32(<16 x float> %228)
  %256 = fcmp uge <16 x float> %255, splat (float 0x3FD3333340000000)
  %257 = select <16 x i1> %256, <16 x float> %254, <16 x float> %234
  %258 = fmul <16 x float> %34, %257
  store <16 x float> %258, ptr %221, align 4
  %259 = add nuw nsw i64 %220, 16
  %260 = icmp slt i64 %259, %4
  br i1 %260, label %219, label %321

261:                                              ; preds = %17, %268
  %262 = phi i64 [ 0, %17 ], [ %274, %268 ]
  %263 = getelementptr inbounds nuw float, ptr %3, i64 %262
  %264 = load <16 x float>, ptr %263, align 4
  br i1 %18, label %265, label %268

265:                                              ; preds = %261
  %266 = tail call <16 x float> @llvm.maxnum.v16f32(<16 x float> %264, <16 x float> %21)
  %267 = tail call <16 x float> @llvm.minnum.v16f32(<16 x float> %266, <16 x float> %23)
  br label %268

268:                                              ; preds = %265, %261
  %269 = phi <16 x float> [ %267, %265 ], [ %264, %261 ]
  %270 = fmul <16 x float> %24, %269
  %271 = fadd <16 x float> %25, %270
  %272 = tail call <16 x float> @llvm.maxnum.v16f32(<16 x float> %271, <16 x float> zeroinitializer)
  %273 = tail call <16 x float> @llvm.minnum.v16f32(<16 x float> %272, <16 x float> splat (float 1.000000e+00))
  store <16 x float> %273, ptr %263, align 4
  %274 = add nuw nsw i64 %262, 16
  %275 = icmp slt i64 %274, %4
  br i1 %275, label %261, label %321

276:                                              ; preds = %8, %283
  %277 = phi i64 [ 0, %8 ], [ %305, %283 ]
  %278 = getelementptr inbounds nuw float, ptr %3, i64 %277
  %279 = load <16 x float>, ptr %278, align 4
  br i1 %9, label %280, label %283

280:                                              ; preds = %276
  %281 = tail call <16 x float> @llvm.maxnum.v16f32(<16 x float> %279, <16 x float> %12)
  %282 = tail call <16 x float> @llvm.minnum.v16f32(<16 x float> %281, <16 x float> %14)
  br label %283

283:                                              ; preds = %280, %276
  %284 = phi <16 x float> [ %282, %280 ], [ %279, %276 ]
  %285 = fcmp uge <16 x float> %284, zeroinitializer
  %286 = tail call <16 x float> @llvm.maxnum.v16f32(<16 x float> %284, <16 x float> splat (float 0xC055D33340000000))
  %287 = tail call <16 x float> @llvm.minnum.v16f32(<16 x float> %286, <16 x float> splat (float 8.800000e+01))
  %288 = fmul <16 x float> %287, splat (float 0x3FF7154760000000)
  %289 = fadd <16 x float> %288, splat (float 0x4168000000000000)
  %290 = fadd <16 x float> %289, splat (float 0xC168000000000000)
  %291 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %290, <16 x float> splat (float 0xBFE6300000000000), <16 x float> %287)
  %292 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %290, <16 x float> splat (float 0x3F2BD01060000000), <16 x float> %291)
  %293 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %292, <16 x float> splat (float 0x3F2A0D2CE0000000), <16 x float> splat (float 0x3F56E879C0000000))
  %294 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %293, <16 x float> %292, <16 x float> splat (float 0x3F81112100000000))
  %295 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %294, <16 x float> %292, <16 x float> splat (float 0x3FA5553820000000))
  %296 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %295, <16 x float> %292, <16 x float> splat (float 0x3FC5555540000000))
  %297 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %296, <16 x float> %292, <16 x float> splat (float 5.000000e-01))
  %298 = fmul <16 x float> %292, %292
  %299 = fadd <16 x float> %292, splat (float 1.000000e+00)
  %300 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %297, <16 x float> %298, <16 x float> %299)
  %301 = tail call <16 x float> @llvm.x86.avx512.mask.scalef.ps.512(<16 x float> %300, <16 x float> %290, <16 x float> %300, i16 -1, i32 4)
  %302 = fadd <16 x float> %301, splat (float -1.000000e+00)
  %303 = fmul <16 x float> %15, %302
  %304 = select <16 x i1> %285, <16 x float> %284, <16 x float> %303
  store <16 x float> %304, ptr %278, align 4
  %305 = add nuw nsw i64 %277, 16
  %306 = icmp slt i64 %305, %4
  br i1 %306, label %276, label %321

307:                                              ; preds = %89, %314
  %308 = phi i64 [ 0, %89 ], [ %319, %314 ]
  %309 = getelementptr inbounds nuw float, ptr %3, i64 %308
  %310 = load <16 x float>, ptr %309, align 4
  br i1 %90, label %311, label %314

311:                                              ; preds = %307
  %312 = tail call <16 x float> @llvm.maxnum.v16f32(<16 x float> %310, <16 x float> %93)
  %313 = tail call <16 x float> @llvm.minnum.v16f32(<16 x float> %312, <16 x float> %95)
  br label %314

314:                                              ; preds = %311, %307
  %315 = phi <16 x float> [ %313, %311 ], [ %310, %307 ]
  %316 = tail call <16 x float> @llvm.fabs.v16f32(<16 x float> %315)
  %317 = fadd <16 x float> %316, splat (float 1.000000e+00)
  %318 = fdiv <16 x float> %315, %317
  store <16 x float> %318, ptr %309, align 4
  %319 = add nuw nsw i64 %308, 16
  %320 = icmp slt i64 %319, %4
  br i1 %320, label %307, label %321

321:                                              ; preds = %283, %268, %226, %213, %199, %186, %173, %133, %103, %314, %7, %16, %26, %36, %45, %54, %64, %72, %80, %88
  ret void
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr noundef captures(none)) local_unnamed_addr

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x float> @llvm.fma.v16f32(<16 x float>, <16 x float>, <16 x float>)

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x float> @llvm.maxnum.v16f32(<16 x float>, <16 x float>)

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x float> @llvm.minnum.v16f32(<16 x float>, <16 x float>)

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x float> @llvm.fabs.v16f32(<16 x float>)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x float> @llvm.x86.avx512.mask.scalef.ps.512(<16 x float>, <16 x float>, <16 x float>, i16, i32 immarg)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64)

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(read)
declare <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr>, <16 x i1>, <16 x float>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(read)
declare <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr>, <8 x i1>, <8 x float>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr captures(none), <16 x i1>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr captures(none), <16 x i1>, <16 x float>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <8 x float> @llvm.masked.load.v8f32.p0(ptr captures(none), <8 x i1>, <8 x float>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef)
