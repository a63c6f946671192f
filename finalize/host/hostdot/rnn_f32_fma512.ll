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
  %127 = tail call ptr @malloc(i64 noundef %126)
  %128 = ptrtoint ptr %127 to i64
  %129 = icmp eq ptr %127, null
  br i1 %129, label %130, label %131

130:                                              ; preds = %116
  tail call void @llvm.trap()
  unreachable

131:                                              ; preds = %116
  %132 = mul nsw i64 %47, %41
  %133 = icmp slt i64 %32, 16
  %134 = icmp sgt i64 %32, 0
  %135 = icmp slt i64 %32, %106
  %136 = shl i64 %32, 2
  %137 = shl i64 %105, 6
  %138 = mul nsw i64 %40, %105
  %139 = shl i64 %138, 6
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
  %151 = shl i64 %105, 6
  %152 = mul nsw i64 %40, %105
  %153 = add i64 %32, 288230376151711743
  %154 = mul i64 %152, %153
  %155 = shl i64 %154, 6
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
  %175 = and i64 %152, 144115188075855872
  %176 = icmp ne i64 %175, 0
  %177 = and i64 %32, 15
  %178 = insertelement <16 x i64> poison, i64 %32, i64 0
  %179 = shufflevector <16 x i64> %178, <16 x i64> poison, <16 x i32> zeroinitializer
  %180 = icmp eq i64 %177, 0
  %181 = icmp samesign ult i64 %177, 8
  %182 = and i64 %32, 7
  %183 = insertelement <8 x i64> poison, i64 %32, i64 0
  %184 = shufflevector <8 x i64> %183, <8 x i64> poison, <8 x i32> zeroinitializer
  %185 = icmp eq i64 %182, 0
  br label %230

186:                                              ; preds = %601
  %187 = getelementptr float, ptr %127, i64 %118
  %188 = getelementptr float, ptr %187, i64 %107
  %189 = shl i64 %47, 1
  %190 = icmp ne i64 %2, 0
  %191 = and i1 %190, %101
  %192 = mul i64 %189, %41
  %193 = getelementptr float, ptr %16, i64 %192
  %194 = or disjoint i64 %189, 1
  %195 = mul i64 %194, %41
  %196 = getelementptr float, ptr %16, i64 %195
  %197 = tail call i64 @llvm.smax.i64(i64 %106, i64 1)
  %198 = mul i64 %40, %32
  %199 = mul i64 %198, %105
  %200 = shl i64 %199, 6
  %201 = shl i64 %105, 6
  %202 = shl i64 %197, 2
  %203 = mul nsw i64 %40, %105
  %204 = shl i64 %32, 6
  %205 = add i64 %204, 64
  %206 = mul i64 %203, %205
  %207 = mul i64 %40, %32
  %208 = mul i64 %207, %47
  %209 = shl i64 %208, 3
  %210 = shl i64 %32, 2
  %211 = or disjoint i64 %189, 1
  %212 = mul i64 %207, %211
  %213 = shl i64 %212, 2
  %214 = getelementptr i8, ptr %16, i64 %213
  %215 = getelementptr i8, ptr %214, i64 %202
  %216 = getelementptr i8, ptr %16, i64 %213
  %217 = getelementptr i8, ptr %16, i64 %209
  %218 = getelementptr i8, ptr %217, i64 %202
  %219 = getelementptr i8, ptr %16, i64 %209
  %220 = getelementptr i8, ptr %127, i64 %206
  %221 = getelementptr i8, ptr %220, i64 %202
  %222 = getelementptr i8, ptr %127, i64 %206
  %223 = getelementptr i8, ptr %127, i64 %200
  %224 = getelementptr i8, ptr %223, i64 %202
  %225 = getelementptr i8, ptr %127, i64 %200
  %226 = and i64 %197, 9223372036854775792
  %227 = insertelement <16 x i64> poison, i64 %32, i64 0
  %228 = shufflevector <16 x i64> %227, <16 x i64> poison, <16 x i32> zeroinitializer
  %229 = icmp eq i64 %197, %226
  br label %632

230:                                              ; preds = %131, %601
  %231 = phi i64 [ 0, %131 ], [ %602, %601 ]
  %232 = mul i64 %151, %231
  %233 = getelementptr i8, ptr %127, i64 %232
  %234 = getelementptr i8, ptr %169, i64 %232
  %235 = mul i64 %163, %231
  %236 = mul i64 %149, %231
  %237 = mul i64 %137, %231
  %238 = mul nsw i64 %231, %32
  %239 = add nsw i64 %238, %132
  %240 = mul nsw i64 %239, %32
  %241 = getelementptr inbounds float, ptr %15, i64 %240
  %242 = mul nsw i64 %231, %106
  %243 = getelementptr inbounds float, ptr %127, i64 %242
  br i1 %133, label %247, label %278

244:                                              ; preds = %464, %313
  %245 = add nuw nsw i64 %279, 16
  %246 = icmp sgt i64 %245, %32
  br i1 %246, label %247, label %278

247:                                              ; preds = %244, %230
  %248 = phi i64 [ 0, %230 ], [ %279, %244 ]
  br i1 %134, label %249, label %601

249:                                              ; preds = %247
  %250 = icmp slt i64 %248, %32
  %251 = getelementptr i8, ptr %141, i64 %237
  %252 = xor i64 %248, -1
  %253 = add nsw i64 %32, %252
  %254 = mul i64 %150, %248
  %255 = shl i64 %248, 2
  %256 = getelementptr i8, ptr %233, i64 %255
  %257 = mul i64 %167, %248
  %258 = sub nsw i64 %32, %248
  %259 = getelementptr i8, ptr %170, i64 %235
  %260 = getelementptr i8, ptr %171, i64 %235
  %261 = getelementptr i8, ptr %260, i64 %257
  %262 = getelementptr i8, ptr %172, i64 %236
  %263 = getelementptr i8, ptr %262, i64 %254
  %264 = icmp ult i64 %258, 8
  %265 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %174, i64 %253)
  %266 = extractvalue { i64, i1 } %265, 0
  %267 = extractvalue { i64, i1 } %265, 1
  %268 = sub i64 0, %266
  %269 = icmp ult i64 %258, 16
  %270 = sub nuw i64 %258, %177
  %271 = add i64 %248, %270
  %272 = insertelement <16 x i64> poison, i64 %248, i64 0
  %273 = shufflevector <16 x i64> %272, <16 x i64> poison, <16 x i32> zeroinitializer
  %274 = or disjoint <16 x i64> %273, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %275 = add i64 %248, %270
  %276 = sub i64 %258, %182
  %277 = add i64 %248, %276
  br label %519

278:                                              ; preds = %230, %244
  %279 = phi i64 [ %245, %244 ], [ 16, %230 ]
  %280 = phi i64 [ %279, %244 ], [ 0, %230 ]
  %281 = getelementptr float, ptr %243, i64 %280
  %282 = mul nuw nsw i64 %280, %32
  %283 = or disjoint i64 %280, 1
  %284 = mul nuw nsw i64 %283, %32
  %285 = or disjoint i64 %280, 2
  %286 = mul nuw nsw i64 %285, %32
  %287 = or disjoint i64 %280, 3
  %288 = mul nuw nsw i64 %287, %32
  %289 = or disjoint i64 %280, 4
  %290 = mul nuw nsw i64 %289, %32
  %291 = or disjoint i64 %280, 5
  %292 = mul nuw nsw i64 %291, %32
  %293 = or disjoint i64 %280, 6
  %294 = mul nuw nsw i64 %293, %32
  %295 = or disjoint i64 %280, 7
  %296 = mul nuw nsw i64 %295, %32
  %297 = or disjoint i64 %280, 8
  %298 = mul nuw nsw i64 %297, %32
  %299 = or disjoint i64 %280, 9
  %300 = mul nuw nsw i64 %299, %32
  %301 = or disjoint i64 %280, 10
  %302 = mul nuw nsw i64 %301, %32
  %303 = or disjoint i64 %280, 11
  %304 = mul nuw nsw i64 %303, %32
  %305 = or disjoint i64 %280, 12
  %306 = mul nuw nsw i64 %305, %32
  %307 = or disjoint i64 %280, 13
  %308 = mul nuw nsw i64 %307, %32
  %309 = or disjoint i64 %280, 14
  %310 = mul nuw nsw i64 %309, %32
  %311 = or disjoint i64 %280, 15
  %312 = mul nuw nsw i64 %311, %32
  br label %315

313:                                              ; preds = %315
  %314 = icmp slt i64 %316, %32
  br i1 %314, label %464, label %244

315:                                              ; preds = %278, %315
  %316 = phi i64 [ 16, %278 ], [ %462, %315 ]
  %317 = phi i64 [ 0, %278 ], [ %316, %315 ]
  %318 = getelementptr float, ptr %241, i64 %317
  %319 = getelementptr float, ptr %318, i64 %312
  %320 = load <16 x float>, ptr %319, align 4
  %321 = getelementptr float, ptr %318, i64 %310
  %322 = load <16 x float>, ptr %321, align 4
  %323 = getelementptr float, ptr %318, i64 %308
  %324 = load <16 x float>, ptr %323, align 4
  %325 = getelementptr float, ptr %318, i64 %306
  %326 = load <16 x float>, ptr %325, align 4
  %327 = getelementptr float, ptr %318, i64 %304
  %328 = load <16 x float>, ptr %327, align 4
  %329 = getelementptr float, ptr %318, i64 %302
  %330 = load <16 x float>, ptr %329, align 4
  %331 = getelementptr float, ptr %318, i64 %300
  %332 = load <16 x float>, ptr %331, align 4
  %333 = getelementptr float, ptr %318, i64 %298
  %334 = load <16 x float>, ptr %333, align 4
  %335 = getelementptr float, ptr %318, i64 %296
  %336 = load <16 x float>, ptr %335, align 4
  %337 = getelementptr float, ptr %318, i64 %294
  %338 = load <16 x float>, ptr %337, align 4
  %339 = getelementptr float, ptr %318, i64 %292
  %340 = load <16 x float>, ptr %339, align 4
  %341 = getelementptr float, ptr %318, i64 %290
  %342 = load <16 x float>, ptr %341, align 4
  %343 = getelementptr float, ptr %318, i64 %288
  %344 = load <16 x float>, ptr %343, align 4
  %345 = getelementptr float, ptr %318, i64 %286
  %346 = load <16 x float>, ptr %345, align 4
  %347 = getelementptr float, ptr %318, i64 %284
  %348 = load <16 x float>, ptr %347, align 4
  %349 = getelementptr float, ptr %318, i64 %282
  %350 = load <16 x float>, ptr %349, align 4
  %351 = shufflevector <16 x float> %350, <16 x float> %334, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %352 = shufflevector <16 x float> %350, <16 x float> %334, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %353 = shufflevector <16 x float> %348, <16 x float> %332, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %354 = shufflevector <16 x float> %348, <16 x float> %332, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %355 = shufflevector <16 x float> %346, <16 x float> %330, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %356 = shufflevector <16 x float> %346, <16 x float> %330, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %357 = shufflevector <16 x float> %344, <16 x float> %328, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %358 = shufflevector <16 x float> %344, <16 x float> %328, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %359 = shufflevector <16 x float> %342, <16 x float> %326, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %360 = shufflevector <16 x float> %342, <16 x float> %326, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %361 = shufflevector <16 x float> %340, <16 x float> %324, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %362 = shufflevector <16 x float> %340, <16 x float> %324, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %363 = shufflevector <16 x float> %338, <16 x float> %322, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %364 = shufflevector <16 x float> %338, <16 x float> %322, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %365 = shufflevector <16 x float> %336, <16 x float> %320, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %366 = shufflevector <16 x float> %336, <16 x float> %320, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %367 = shufflevector <16 x float> %351, <16 x float> %359, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %368 = shufflevector <16 x float> %351, <16 x float> %359, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %369 = shufflevector <16 x float> %352, <16 x float> %360, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %370 = shufflevector <16 x float> %352, <16 x float> %360, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %371 = shufflevector <16 x float> %353, <16 x float> %361, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %372 = shufflevector <16 x float> %353, <16 x float> %361, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %373 = shufflevector <16 x float> %354, <16 x float> %362, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %374 = shufflevector <16 x float> %354, <16 x float> %362, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %375 = shufflevector <16 x float> %355, <16 x float> %363, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %376 = shufflevector <16 x float> %355, <16 x float> %363, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %377 = shufflevector <16 x float> %356, <16 x float> %364, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %378 = shufflevector <16 x float> %356, <16 x float> %364, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %379 = shufflevector <16 x float> %357, <16 x float> %365, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %380 = shufflevector <16 x float> %357, <16 x float> %365, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %381 = shufflevector <16 x float> %358, <16 x float> %366, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %382 = shufflevector <16 x float> %358, <16 x float> %366, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %383 = shufflevector <16 x float> %367, <16 x float> %375, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %384 = shufflevector <16 x float> %367, <16 x float> %375, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %385 = shufflevector <16 x float> %368, <16 x float> %376, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %386 = shufflevector <16 x float> %368, <16 x float> %376, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %387 = shufflevector <16 x float> %369, <16 x float> %377, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %388 = shufflevector <16 x float> %369, <16 x float> %377, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %389 = shufflevector <16 x float> %370, <16 x float> %378, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %390 = shufflevector <16 x float> %370, <16 x float> %378, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %391 = shufflevector <16 x float> %371, <16 x float> %379, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %392 = shufflevector <16 x float> %371, <16 x float> %379, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %393 = shufflevector <16 x float> %372, <16 x float> %380, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %394 = shufflevector <16 x float> %372, <16 x float> %380, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %395 = shufflevector <16 x float> %373, <16 x float> %381, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %396 = shufflevector <16 x float> %373, <16 x float> %381, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %397 = shufflevector <16 x float> %374, <16 x float> %382, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %398 = shufflevector <16 x float> %374, <16 x float> %382, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %399 = shufflevector <16 x float> %383, <16 x float> %391, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %400 = shufflevector <16 x float> %383, <16 x float> %391, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %401 = shufflevector <16 x float> %384, <16 x float> %392, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %402 = shufflevector <16 x float> %384, <16 x float> %392, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %403 = shufflevector <16 x float> %385, <16 x float> %393, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %404 = shufflevector <16 x float> %385, <16 x float> %393, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %405 = shufflevector <16 x float> %386, <16 x float> %394, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %406 = shufflevector <16 x float> %386, <16 x float> %394, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %407 = shufflevector <16 x float> %387, <16 x float> %395, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %408 = shufflevector <16 x float> %387, <16 x float> %395, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %409 = shufflevector <16 x float> %388, <16 x float> %396, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %410 = shufflevector <16 x float> %388, <16 x float> %396, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %411 = shufflevector <16 x float> %389, <16 x float> %397, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %412 = shufflevector <16 x float> %389, <16 x float> %397, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %413 = shufflevector <16 x float> %390, <16 x float> %398, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %414 = shufflevector <16 x float> %390, <16 x float> %398, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %415 = mul nuw nsw i64 %317, %107
  %416 = getelementptr float, ptr %281, i64 %415
  store <16 x float> %399, ptr %416, align 4
  %417 = or disjoint i64 %317, 1
  %418 = mul nuw nsw i64 %417, %107
  %419 = getelementptr float, ptr %281, i64 %418
  store <16 x float> %400, ptr %419, align 4
  %420 = or disjoint i64 %317, 2
  %421 = mul nuw nsw i64 %420, %107
  %422 = getelementptr float, ptr %281, i64 %421
  store <16 x float> %401, ptr %422, align 4
  %423 = or disjoint i64 %317, 3
  %424 = mul nuw nsw i64 %423, %107
  %425 = getelementptr float, ptr %281, i64 %424
  store <16 x float> %402, ptr %425, align 4
  %426 = or disjoint i64 %317, 4
  %427 = mul nuw nsw i64 %426, %107
  %428 = getelementptr float, ptr %281, i64 %427
  store <16 x float> %403, ptr %428, align 4
  %429 = or disjoint i64 %317, 5
  %430 = mul nuw nsw i64 %429, %107
  %431 = getelementptr float, ptr %281, i64 %430
  store <16 x float> %404, ptr %431, align 4
  %432 = or disjoint i64 %317, 6
  %433 = mul nuw nsw i64 %432, %107
  %434 = getelementptr float, ptr %281, i64 %433
  store <16 x float> %405, ptr %434, align 4
  %435 = or disjoint i64 %317, 7
  %436 = mul nuw nsw i64 %435, %107
  %437 = getelementptr float, ptr %281, i64 %436
  store <16 x float> %406, ptr %437, align 4
  %438 = or disjoint i64 %317, 8
  %439 = mul nuw nsw i64 %438, %107
  %440 = getelementptr float, ptr %281, i64 %439
  store <16 x float> %407, ptr %440, align 4
  %441 = or disjoint i64 %317, 9
  %442 = mul nuw nsw i64 %441, %107
  %443 = getelementptr float, ptr %281, i64 %442
  store <16 x float> %408, ptr %443, align 4
  %444 = or disjoint i64 %317, 10
  %445 = mul nuw nsw i64 %444, %107
  %446 = getelementptr float, ptr %281, i64 %445
  store <16 x float> %409, ptr %446, align 4
  %447 = or disjoint i64 %317, 11
  %448 = mul nuw nsw i64 %447, %107
  %449 = getelementptr float, ptr %281, i64 %448
  store <16 x float> %410, ptr %449, align 4
  %450 = or disjoint i64 %317, 12
  %451 = mul nuw nsw i64 %450, %107
  %452 = getelementptr float, ptr %281, i64 %451
  store <16 x float> %411, ptr %452, align 4
  %453 = or disjoint i64 %317, 13
  %454 = mul nuw nsw i64 %453, %107
  %455 = getelementptr float, ptr %281, i64 %454
  store <16 x float> %412, ptr %455, align 4
  %456 = or disjoint i64 %317, 14
  %457 = mul nuw nsw i64 %456, %107
  %458 = getelementptr float, ptr %281, i64 %457
  store <16 x float> %413, ptr %458, align 4
  %459 = or disjoint i64 %317, 15
  %460 = mul nuw nsw i64 %459, %107
  %461 = getelementptr float, ptr %281, i64 %460
  store <16 x float> %414, ptr %461, align 4
  %462 = add nuw nsw i64 %316, 16
  %463 = icmp sgt i64 %462, %32
  br i1 %463, label %313, label %315

464:                                              ; preds = %313, %464
  %465 = phi i64 [ %517, %464 ], [ %316, %313 ]
  %466 = getelementptr float, ptr %241, i64 %465
  %467 = mul nuw nsw i64 %465, %107
  %468 = getelementptr float, ptr %243, i64 %467
  %469 = getelementptr float, ptr %466, i64 %282
  %470 = load float, ptr %469, align 4
  %471 = getelementptr float, ptr %468, i64 %280
  store float %470, ptr %471, align 4
  %472 = getelementptr float, ptr %466, i64 %284
  %473 = load float, ptr %472, align 4
  %474 = getelementptr float, ptr %468, i64 %283
  store float %473, ptr %474, align 4
  %475 = getelementptr float, ptr %466, i64 %286
  %476 = load float, ptr %475, align 4
  %477 = getelementptr float, ptr %468, i64 %285
  store float %476, ptr %477, align 4
  %478 = getelementptr float, ptr %466, i64 %288
  %479 = load float, ptr %478, align 4
  %480 = getelementptr float, ptr %468, i64 %287
  store float %479, ptr %480, align 4
  %481 = getelementptr float, ptr %466, i64 %290
  %482 = load float, ptr %481, align 4
  %483 = getelementptr float, ptr %468, i64 %289
  store float %482, ptr %483, align 4
  %484 = getelementptr float, ptr %466, i64 %292
  %485 = load float, ptr %484, align 4
  %486 = getelementptr float, ptr %468, i64 %291
  store float %485, ptr %486, align 4
  %487 = getelementptr float, ptr %466, i64 %294
  %488 = load float, ptr %487, align 4
  %489 = getelementptr float, ptr %468, i64 %293
  store float %488, ptr %489, align 4
  %490 = getelementptr float, ptr %466, i64 %296
  %491 = load float, ptr %490, align 4
  %492 = getelementptr float, ptr %468, i64 %295
  store float %491, ptr %492, align 4
  %493 = getelementptr float, ptr %466, i64 %298
  %494 = load float, ptr %493, align 4
  %495 = getelementptr float, ptr %468, i64 %297
  store float %494, ptr %495, align 4
  %496 = getelementptr float, ptr %466, i64 %300
  %497 = load float, ptr %496, align 4
  %498 = getelementptr float, ptr %468, i64 %299
  store float %497, ptr %498, align 4
  %499 = getelementptr float, ptr %466, i64 %302
  %500 = load float, ptr %499, align 4
  %501 = getelementptr float, ptr %468, i64 %301
  store float %500, ptr %501, align 4
  %502 = getelementptr float, ptr %466, i64 %304
  %503 = load float, ptr %502, align 4
  %504 = getelementptr float, ptr %468, i64 %303
  store float %503, ptr %504, align 4
  %505 = getelementptr float, ptr %466, i64 %306
  %506 = load float, ptr %505, align 4
  %507 = getelementptr float, ptr %468, i64 %305
  store float %506, ptr %507, align 4
  %508 = getelementptr float, ptr %466, i64 %308
  %509 = load float, ptr %508, align 4
  %510 = getelementptr float, ptr %468, i64 %307
  store float %509, ptr %510, align 4
  %511 = getelementptr float, ptr %466, i64 %310
  %512 = load float, ptr %511, align 4
  %513 = getelementptr float, ptr %468, i64 %309
  store float %512, ptr %513, align 4
  %514 = getelementptr float, ptr %466, i64 %312
  %515 = load float, ptr %514, align 4
  %516 = getelementptr float, ptr %468, i64 %311
  store float %515, ptr %516, align 4
  %517 = add nuw nsw i64 %465, 1
  %518 = icmp slt i64 %517, %32
  br i1 %518, label %464, label %244

519:                                              ; preds = %249, %629
  %520 = phi i64 [ 0, %249 ], [ %630, %629 ]
  %521 = shl i64 %520, 2
  %522 = getelementptr i8, ptr %259, i64 %521
  %523 = getelementptr i8, ptr %261, i64 %521
  %524 = icmp ult ptr %522, %523
  %525 = select i1 %524, ptr %522, ptr %523
  %526 = icmp ugt ptr %522, %523
  %527 = select i1 %526, ptr %522, ptr %523
  %528 = getelementptr i8, ptr %527, i64 4
  %529 = shl i64 %520, 2
  %530 = getelementptr i8, ptr %263, i64 %529
  %531 = mul i64 %139, %520
  %532 = getelementptr i8, ptr %251, i64 %531
  %533 = getelementptr float, ptr %241, i64 %520
  br i1 %250, label %534, label %604

534:                                              ; preds = %519
  %535 = mul nuw nsw i64 %520, %107
  %536 = getelementptr float, ptr %243, i64 %535
  br i1 %264, label %582, label %537

537:                                              ; preds = %534
  %538 = getelementptr i8, ptr %530, i64 %266
  %539 = getelementptr i8, ptr %530, i64 %268
  %540 = icmp ult ptr %538, %530
  %541 = icmp ugt ptr %539, %530
  %542 = select i1 %173, i1 %541, i1 %540
  %543 = or i1 %542, %267
  br i1 %543, label %582, label %544

544:                                              ; preds = %537
  %545 = icmp ult ptr %256, %528
  %546 = icmp ult ptr %525, %234
  %547 = and i1 %545, %546
  %548 = or i1 %547, %176
  br i1 %548, label %582, label %549

549:                                              ; preds = %544
  br i1 %269, label %564, label %550

550:                                              ; preds = %549
  %551 = getelementptr float, ptr %536, i64 %248
  br label %552

552:                                              ; preds = %552, %550
  %553 = phi i64 [ 0, %550 ], [ %559, %552 ]
  %554 = phi <16 x i64> [ %274, %550 ], [ %560, %552 ]
  %555 = mul nuw nsw <16 x i64> %554, %179
  %556 = getelementptr float, ptr %533, <16 x i64> %555
  %557 = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %556, <16 x i1> splat (i1 true), <16 x float> poison)
  %558 = getelementptr float, ptr %551, i64 %553
  store <16 x float> %557, ptr %558, align 4
  %559 = add nuw i64 %553, 16
  %560 = add nuw nsw <16 x i64> %554, splat (i64 16)
  %561 = icmp eq i64 %559, %270
  br i1 %561, label %562, label %552

562:                                              ; preds = %552
  br i1 %180, label %604, label %563

563:                                              ; preds = %562
  br i1 %181, label %582, label %564

564:                                              ; preds = %549, %563
  %565 = phi i64 [ %270, %563 ], [ 0, %549 ]
  %566 = phi i64 [ %271, %563 ], [ %248, %549 ]
  %567 = insertelement <8 x i64> poison, i64 %566, i64 0
  %568 = shufflevector <8 x i64> %567, <8 x i64> poison, <8 x i32> zeroinitializer
  %569 = add nuw nsw <8 x i64> %568, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %570 = getelementptr float, ptr %536, i64 %248
  br label %571

571:                                              ; preds = %571, %564
  %572 = phi i64 [ %565, %564 ], [ %578, %571 ]
  %573 = phi <8 x i64> [ %569, %564 ], [ %579, %571 ]
  %574 = mul nuw nsw <8 x i64> %573, %184
  %575 = getelementptr float, ptr %533, <8 x i64> %574
  %576 = tail call <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr> align 4 %575, <8 x i1> splat (i1 true), <8 x float> poison)
  %577 = getelementptr float, ptr %570, i64 %572
  store <8 x float> %576, ptr %577, align 4
  %578 = add nuw i64 %572, 8
  %579 = add nuw nsw <8 x i64> %573, splat (i64 8)
  %580 = icmp eq i64 %578, %276
  br i1 %580, label %581, label %571

581:                                              ; preds = %571
  br i1 %185, label %604, label %582

582:                                              ; preds = %544, %537, %534, %563, %581
  %583 = phi i64 [ %248, %534 ], [ %248, %537 ], [ %248, %544 ], [ %275, %563 ], [ %277, %581 ]
  %584 = sub i64 %32, %583
  %585 = and i64 %584, 3
  %586 = icmp eq i64 %585, 0
  br i1 %586, label %597, label %587

587:                                              ; preds = %582, %587
  %588 = phi i64 [ %594, %587 ], [ %583, %582 ]
  %589 = phi i64 [ %595, %587 ], [ 0, %582 ]
  %590 = mul nuw nsw i64 %588, %32
  %591 = getelementptr float, ptr %533, i64 %590
  %592 = load float, ptr %591, align 4
  %593 = getelementptr float, ptr %536, i64 %588
  store float %592, ptr %593, align 4
  %594 = add nuw nsw i64 %588, 1
  %595 = add i64 %589, 1
  %596 = icmp eq i64 %595, %585
  br i1 %596, label %597, label %587

597:                                              ; preds = %587, %582
  %598 = phi i64 [ %583, %582 ], [ %594, %587 ]
  %599 = sub i64 %583, %32
  %600 = icmp ugt i64 %599, -4
  br i1 %600, label %604, label %606

601:                                              ; preds = %629, %247
  %602 = add nuw nsw i64 %231, 1
  %603 = icmp eq i64 %602, %40
  br i1 %603, label %186, label %230

604:                                              ; preds = %597, %606, %562, %581, %519
  br i1 %135, label %605, label %629

605:                                              ; preds = %604
  tail call void @llvm.memset.p0.i64(ptr align 4 %532, i8 0, i64 %140, i1 false)
  br label %629

606:                                              ; preds = %597, %606
  %607 = phi i64 [ %627, %606 ], [ %598, %597 ]
  %608 = mul nuw nsw i64 %607, %32
  %609 = getelementptr float, ptr %533, i64 %608
  %610 = load float, ptr %609, align 4
  %611 = getelementptr float, ptr %536, i64 %607
  store float %610, ptr %611, align 4
  %612 = add nuw nsw i64 %607, 1
  %613 = mul nuw nsw i64 %612, %32
  %614 = getelementptr float, ptr %533, i64 %613
  %615 = load float, ptr %614, align 4
  %616 = getelementptr float, ptr %536, i64 %612
  store float %615, ptr %616, align 4
  %617 = add nuw nsw i64 %607, 2
  %618 = mul nuw nsw i64 %617, %32
  %619 = getelementptr float, ptr %533, i64 %618
  %620 = load float, ptr %619, align 4
  %621 = getelementptr float, ptr %536, i64 %617
  store float %620, ptr %621, align 4
  %622 = add nuw nsw i64 %607, 3
  %623 = mul nuw nsw i64 %622, %32
  %624 = getelementptr float, ptr %533, i64 %623
  %625 = load float, ptr %624, align 4
  %626 = getelementptr float, ptr %536, i64 %622
  store float %625, ptr %626, align 4
  %627 = add nuw nsw i64 %607, 4
  %628 = icmp eq i64 %627, %32
  br i1 %628, label %604, label %606

629:                                              ; preds = %605, %604
  %630 = add nuw nsw i64 %520, 1
  %631 = icmp eq i64 %630, %32
  br i1 %631, label %601, label %519

632:                                              ; preds = %708, %186
  %633 = phi i64 [ %710, %708 ], [ 0, %186 ]
  %634 = phi i64 [ %709, %708 ], [ 0, %186 ]
  br i1 %134, label %635, label %711

635:                                              ; preds = %632
  %636 = mul i64 %210, %633
  %637 = getelementptr i8, ptr %215, i64 %636
  %638 = getelementptr i8, ptr %216, i64 %636
  %639 = getelementptr i8, ptr %218, i64 %636
  %640 = getelementptr i8, ptr %219, i64 %636
  %641 = mul i64 %201, %633
  %642 = getelementptr i8, ptr %221, i64 %641
  %643 = getelementptr i8, ptr %222, i64 %641
  %644 = getelementptr i8, ptr %224, i64 %641
  %645 = getelementptr i8, ptr %225, i64 %641
  %646 = mul nuw nsw i64 %634, %106
  %647 = mul nuw nsw i64 %634, %32
  %648 = getelementptr float, ptr %193, i64 %647
  %649 = getelementptr float, ptr %196, i64 %647
  %650 = icmp ult ptr %645, %644
  %651 = icmp ult ptr %645, %642
  %652 = icmp ult ptr %643, %644
  %653 = and i1 %651, %652
  %654 = or i1 %650, %653
  %655 = icmp ult ptr %645, %639
  %656 = icmp ult ptr %640, %644
  %657 = and i1 %655, %656
  %658 = or i1 %654, %657
  %659 = icmp ult ptr %645, %637
  %660 = icmp ult ptr %638, %644
  %661 = and i1 %659, %660
  %662 = or i1 %658, %661
  %663 = icmp ult ptr %643, %639
  %664 = icmp ult ptr %640, %642
  %665 = and i1 %663, %664
  %666 = or i1 %662, %665
  %667 = icmp ult ptr %643, %637
  %668 = icmp ult ptr %638, %642
  %669 = and i1 %667, %668
  %670 = or i1 %666, %669
  br i1 %670, label %671, label %673

671:                                              ; preds = %689, %635
  %672 = phi i64 [ %226, %689 ], [ 0, %635 ]
  br label %716

673:                                              ; preds = %635, %673
  %674 = phi i64 [ %686, %673 ], [ 0, %635 ]
  %675 = phi <16 x i64> [ %687, %673 ], [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %635 ]
  %676 = icmp slt <16 x i64> %675, %228
  %677 = select i1 %191, <16 x i1> %676, <16 x i1> zeroinitializer
  %678 = xor <16 x i1> %677, splat (i1 true)
  %679 = add i64 %674, %646
  %680 = getelementptr float, ptr %187, i64 %679
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> zeroinitializer, ptr align 4 %680, <16 x i1> %678)
  %681 = getelementptr float, ptr %648, i64 %674
  %682 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %681, <16 x i1> %677, <16 x float> poison)
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %682, ptr align 4 %680, <16 x i1> %677)
  %683 = getelementptr float, ptr %649, i64 %674
  %684 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %683, <16 x i1> %677, <16 x float> zeroinitializer)
  %685 = getelementptr inbounds float, ptr %188, i64 %679
  store <16 x float> %684, ptr %685, align 4
  %686 = add nuw i64 %674, 16
  %687 = add nuw nsw <16 x i64> %675, splat (i64 16)
  %688 = icmp eq i64 %686, %226
  br i1 %688, label %689, label %673

689:                                              ; preds = %673
  br i1 %229, label %705, label %671

690:                                              ; preds = %705
  %691 = getelementptr inbounds nuw float, ptr %188, i64 %107
  %692 = icmp ne ptr %103, null
  %693 = mul i64 %75, %32
  %694 = getelementptr float, ptr %20, i64 %693
  %695 = mul nuw nsw i64 %40, %105
  %696 = shl i64 %32, 6
  %697 = add i64 %696, 128
  %698 = mul i64 %695, %697
  %699 = add i64 %698, %128
  %700 = mul i64 %32, %47
  %701 = mul i64 %700, -12
  %702 = add i64 %701, %699
  %703 = sub i64 %702, %6
  %704 = icmp ult i64 %703, 256
  br i1 %704, label %797, label %736

705:                                              ; preds = %730, %689
  %706 = add nuw nsw i64 %634, 1
  %707 = icmp eq i64 %706, %40
  br i1 %707, label %690, label %708

708:                                              ; preds = %705, %711
  %709 = phi i64 [ %706, %705 ], [ %712, %711 ]
  %710 = add i64 %633, 1
  br label %632

711:                                              ; preds = %632
  %712 = add nuw nsw i64 %634, 1
  %713 = icmp eq i64 %712, %40
  br i1 %713, label %714, label %708

714:                                              ; preds = %711
  %715 = getelementptr inbounds float, ptr %188, i64 %107
  br label %1084

716:                                              ; preds = %671, %730
  %717 = phi i64 [ %734, %730 ], [ %672, %671 ]
  %718 = icmp slt i64 %717, %32
  %719 = select i1 %191, i1 %718, i1 false
  br i1 %719, label %723, label %720

720:                                              ; preds = %716
  %721 = add nuw nsw i64 %717, %646
  %722 = getelementptr inbounds nuw float, ptr %187, i64 %721
  store float 0.000000e+00, ptr %722, align 4
  br label %730

723:                                              ; preds = %716
  %724 = getelementptr float, ptr %648, i64 %717
  %725 = load float, ptr %724, align 4
  %726 = add nuw nsw i64 %717, %646
  %727 = getelementptr inbounds nuw float, ptr %187, i64 %726
  store float %725, ptr %727, align 4
  %728 = getelementptr float, ptr %649, i64 %717
  %729 = load float, ptr %728, align 4
  br label %730

730:                                              ; preds = %720, %723
  %731 = phi i64 [ %726, %723 ], [ %721, %720 ]
  %732 = phi float [ %729, %723 ], [ 0.000000e+00, %720 ]
  %733 = getelementptr inbounds float, ptr %188, i64 %731
  store float %732, ptr %733, align 4
  %734 = add nuw nsw i64 %717, 1
  %735 = icmp eq i64 %734, %197
  br i1 %735, label %705, label %716

736:                                              ; preds = %690
  %737 = icmp slt i64 %32, 49
  br i1 %737, label %776, label %738

738:                                              ; preds = %736
  %739 = and i64 %197, 48
  %740 = and i64 %197, 9223372036854775744
  %741 = insertelement <16 x i64> poison, i64 %32, i64 0
  %742 = shufflevector <16 x i64> %741, <16 x i64> poison, <16 x i32> zeroinitializer
  br label %743

743:                                              ; preds = %743, %738
  %744 = phi i64 [ 0, %738 ], [ %769, %743 ]
  %745 = phi <16 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %738 ], [ %770, %743 ]
  %746 = add <16 x i64> %745, splat (i64 16)
  %747 = add <16 x i64> %745, splat (i64 32)
  %748 = add <16 x i64> %745, splat (i64 48)
  %749 = icmp slt <16 x i64> %745, %742
  %750 = icmp slt <16 x i64> %746, %742
  %751 = icmp slt <16 x i64> %747, %742
  %752 = icmp slt <16 x i64> %748, %742
  %753 = select i1 %692, <16 x i1> %749, <16 x i1> zeroinitializer
  %754 = select i1 %692, <16 x i1> %750, <16 x i1> zeroinitializer
  %755 = select i1 %692, <16 x i1> %751, <16 x i1> zeroinitializer
  %756 = select i1 %692, <16 x i1> %752, <16 x i1> zeroinitializer
  %757 = getelementptr float, ptr %694, i64 %744
  %758 = getelementptr i8, ptr %757, i64 64
  %759 = getelementptr i8, ptr %757, i64 128
  %760 = getelementptr i8, ptr %757, i64 192
  %761 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %757, <16 x i1> %753, <16 x float> zeroinitializer)
  %762 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %758, <16 x i1> %754, <16 x float> zeroinitializer)
  %763 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %759, <16 x i1> %755, <16 x float> zeroinitializer)
  %764 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %760, <16 x i1> %756, <16 x float> zeroinitializer)
  %765 = getelementptr float, ptr %691, i64 %744
  %766 = getelementptr i8, ptr %765, i64 64
  %767 = getelementptr i8, ptr %765, i64 128
  %768 = getelementptr i8, ptr %765, i64 192
  store <16 x float> %761, ptr %765, align 4
  store <16 x float> %762, ptr %766, align 4
  store <16 x float> %763, ptr %767, align 4
  store <16 x float> %764, ptr %768, align 4
  %769 = add nuw i64 %744, 64
  %770 = add <16 x i64> %745, splat (i64 64)
  %771 = icmp eq i64 %769, %740
  br i1 %771, label %772, label %743

772:                                              ; preds = %743
  %773 = icmp eq i64 %197, %740
  br i1 %773, label %853, label %774

774:                                              ; preds = %772
  %775 = icmp eq i64 %739, 0
  br i1 %775, label %797, label %776

776:                                              ; preds = %736, %774
  %777 = phi i64 [ %740, %774 ], [ 0, %736 ]
  %778 = and i64 %197, 9223372036854775792
  %779 = insertelement <8 x i64> poison, i64 %32, i64 0
  %780 = shufflevector <8 x i64> %779, <8 x i64> poison, <8 x i32> zeroinitializer
  %781 = insertelement <8 x i64> poison, i64 %777, i64 0
  %782 = shufflevector <8 x i64> %781, <8 x i64> poison, <8 x i32> zeroinitializer
  %783 = or disjoint <8 x i64> %782, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  br label %784

784:                                              ; preds = %784, %776
  %785 = phi i64 [ %777, %776 ], [ %792, %784 ]
  %786 = phi <8 x i64> [ %783, %776 ], [ %793, %784 ]
  %787 = icmp slt <8 x i64> %786, %780
  %788 = select i1 %692, <8 x i1> %787, <8 x i1> zeroinitializer
  %789 = getelementptr float, ptr %694, i64 %785
  %790 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %789, <8 x i1> %788, <8 x float> zeroinitializer)
  %791 = getelementptr float, ptr %691, i64 %785
  store <8 x float> %790, ptr %791, align 4
  %792 = add nuw i64 %785, 8
  %793 = add nuw nsw <8 x i64> %786, splat (i64 8)
  %794 = icmp eq i64 %792, %778
  br i1 %794, label %795, label %784

795:                                              ; preds = %784
  %796 = icmp eq i64 %197, %778
  br i1 %796, label %853, label %797

797:                                              ; preds = %690, %774, %795
  %798 = phi i64 [ 0, %690 ], [ %740, %774 ], [ %778, %795 ]
  %799 = or disjoint i64 %798, 1
  %800 = and i64 %197, 1
  %801 = icmp eq i64 %800, 0
  br i1 %801, label %812, label %802

802:                                              ; preds = %797
  %803 = icmp slt i64 %798, %32
  %804 = select i1 %692, i1 %803, i1 false
  br i1 %804, label %805, label %808

805:                                              ; preds = %802
  %806 = getelementptr float, ptr %694, i64 %798
  %807 = load float, ptr %806, align 4
  br label %808

808:                                              ; preds = %805, %802
  %809 = phi float [ %807, %805 ], [ 0.000000e+00, %802 ]
  %810 = getelementptr float, ptr %691, i64 %798
  store float %809, ptr %810, align 4
  %811 = or disjoint i64 %798, 1
  br label %812

812:                                              ; preds = %808, %797
  %813 = phi i64 [ %798, %797 ], [ %811, %808 ]
  %814 = icmp eq i64 %197, %799
  br i1 %814, label %853, label %1089

815:                                              ; preds = %1084
  %816 = getelementptr inbounds float, ptr %187, i64 %121
  %817 = shl i64 %105, 7
  %818 = icmp eq i64 %3, 0
  %819 = icmp eq i64 %36, 1
  %820 = mul nsw i64 %47, %30
  %821 = icmp ne i64 %4, 0
  %822 = icmp ne i64 %5, 0
  %823 = icmp ne i64 %7, 0
  %824 = shl i64 %32, 6
  %825 = add i64 %824, 128
  %826 = mul i64 %40, %825
  %827 = add i64 %826, 192
  %828 = mul i64 %105, %827
  %829 = add i64 %828, %128
  %830 = shl nuw nsw i64 %40, 4
  %831 = add nuw nsw i64 %830, 48
  %832 = mul i64 %105, %831
  %833 = shl i64 %832, 2
  %834 = shl i64 %32, 2
  %835 = add i64 %828, %128
  %836 = sub i64 %5, %835
  %837 = mul i64 %105, %831
  %838 = mul i64 %837, -4
  %839 = add i64 %826, 256
  %840 = mul i64 %105, %839
  %841 = add i64 %840, %128
  %842 = add i64 %826, 320
  %843 = mul i64 %105, %842
  %844 = add i64 %843, %128
  %845 = and i64 %105, 288230376151711743
  %846 = icmp eq i64 %845, 0
  %847 = icmp eq i64 %817, 0
  %848 = or i1 %846, %847
  %849 = and i64 %197, 9223372036854775792
  %850 = insertelement <16 x i64> poison, i64 %32, i64 0
  %851 = shufflevector <16 x i64> %850, <16 x i64> poison, <16 x i32> zeroinitializer
  %852 = icmp eq i64 %197, %849
  br label %1533

853:                                              ; preds = %812, %1105, %772, %795
  %854 = mul i64 %83, %32
  %855 = getelementptr float, ptr %20, i64 %854
  %856 = getelementptr float, ptr %691, i64 %106
  %857 = shl i64 %32, 6
  %858 = add i64 %857, 128
  %859 = mul i64 %40, %858
  %860 = add i64 %859, 64
  %861 = mul i64 %105, %860
  %862 = add i64 %861, %128
  %863 = mul i64 %32, %83
  %864 = shl i64 %863, 2
  %865 = add i64 %864, %6
  %866 = sub i64 %862, %865
  %867 = icmp ult i64 %866, 256
  br i1 %867, label %929, label %868

868:                                              ; preds = %853
  %869 = icmp slt i64 %32, 49
  br i1 %869, label %908, label %870

870:                                              ; preds = %868
  %871 = and i64 %197, 48
  %872 = and i64 %197, 9223372036854775744
  %873 = insertelement <16 x i64> poison, i64 %32, i64 0
  %874 = shufflevector <16 x i64> %873, <16 x i64> poison, <16 x i32> zeroinitializer
  br label %875

875:                                              ; preds = %875, %870
  %876 = phi i64 [ 0, %870 ], [ %901, %875 ]
  %877 = phi <16 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %870 ], [ %902, %875 ]
  %878 = add <16 x i64> %877, splat (i64 16)
  %879 = add <16 x i64> %877, splat (i64 32)
  %880 = add <16 x i64> %877, splat (i64 48)
  %881 = icmp slt <16 x i64> %877, %874
  %882 = icmp slt <16 x i64> %878, %874
  %883 = icmp slt <16 x i64> %879, %874
  %884 = icmp slt <16 x i64> %880, %874
  %885 = select i1 %692, <16 x i1> %881, <16 x i1> zeroinitializer
  %886 = select i1 %692, <16 x i1> %882, <16 x i1> zeroinitializer
  %887 = select i1 %692, <16 x i1> %883, <16 x i1> zeroinitializer
  %888 = select i1 %692, <16 x i1> %884, <16 x i1> zeroinitializer
  %889 = getelementptr float, ptr %855, i64 %876
  %890 = getelementptr i8, ptr %889, i64 64
  %891 = getelementptr i8, ptr %889, i64 128
  %892 = getelementptr i8, ptr %889, i64 192
  %893 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %889, <16 x i1> %885, <16 x float> zeroinitializer)
  %894 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %890, <16 x i1> %886, <16 x float> zeroinitializer)
  %895 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %891, <16 x i1> %887, <16 x float> zeroinitializer)
  %896 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %892, <16 x i1> %888, <16 x float> zeroinitializer)
  %897 = getelementptr float, ptr %856, i64 %876
  %898 = getelementptr i8, ptr %897, i64 64
  %899 = getelementptr i8, ptr %897, i64 128
  %900 = getelementptr i8, ptr %897, i64 192
  store <16 x float> %893, ptr %897, align 4
  store <16 x float> %894, ptr %898, align 4
  store <16 x float> %895, ptr %899, align 4
  store <16 x float> %896, ptr %900, align 4
  %901 = add nuw i64 %876, 64
  %902 = add <16 x i64> %877, splat (i64 64)
  %903 = icmp eq i64 %901, %872
  br i1 %903, label %904, label %875

904:                                              ; preds = %875
  %905 = icmp eq i64 %197, %872
  br i1 %905, label %968, label %906

906:                                              ; preds = %904
  %907 = icmp eq i64 %871, 0
  br i1 %907, label %929, label %908

908:                                              ; preds = %868, %906
  %909 = phi i64 [ %872, %906 ], [ 0, %868 ]
  %910 = and i64 %197, 9223372036854775792
  %911 = insertelement <8 x i64> poison, i64 %32, i64 0
  %912 = shufflevector <8 x i64> %911, <8 x i64> poison, <8 x i32> zeroinitializer
  %913 = insertelement <8 x i64> poison, i64 %909, i64 0
  %914 = shufflevector <8 x i64> %913, <8 x i64> poison, <8 x i32> zeroinitializer
  %915 = or disjoint <8 x i64> %914, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  br label %916

916:                                              ; preds = %916, %908
  %917 = phi i64 [ %909, %908 ], [ %924, %916 ]
  %918 = phi <8 x i64> [ %915, %908 ], [ %925, %916 ]
  %919 = icmp slt <8 x i64> %918, %912
  %920 = select i1 %692, <8 x i1> %919, <8 x i1> zeroinitializer
  %921 = getelementptr float, ptr %855, i64 %917
  %922 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %921, <8 x i1> %920, <8 x float> zeroinitializer)
  %923 = getelementptr float, ptr %856, i64 %917
  store <8 x float> %922, ptr %923, align 4
  %924 = add nuw i64 %917, 8
  %925 = add nuw nsw <8 x i64> %918, splat (i64 8)
  %926 = icmp eq i64 %924, %910
  br i1 %926, label %927, label %916

927:                                              ; preds = %916
  %928 = icmp eq i64 %197, %910
  br i1 %928, label %968, label %929

929:                                              ; preds = %853, %906, %927
  %930 = phi i64 [ 0, %853 ], [ %872, %906 ], [ %910, %927 ]
  %931 = or disjoint i64 %930, 1
  %932 = and i64 %197, 1
  %933 = icmp eq i64 %932, 0
  br i1 %933, label %944, label %934

934:                                              ; preds = %929
  %935 = icmp slt i64 %930, %32
  %936 = select i1 %692, i1 %935, i1 false
  br i1 %936, label %937, label %940

937:                                              ; preds = %934
  %938 = getelementptr float, ptr %855, i64 %930
  %939 = load float, ptr %938, align 4
  br label %940

940:                                              ; preds = %937, %934
  %941 = phi float [ %939, %937 ], [ 0.000000e+00, %934 ]
  %942 = getelementptr float, ptr %856, i64 %930
  store float %941, ptr %942, align 4
  %943 = or disjoint i64 %930, 1
  br label %944

944:                                              ; preds = %940, %929
  %945 = phi i64 [ %930, %929 ], [ %943, %940 ]
  %946 = icmp eq i64 %197, %931
  br i1 %946, label %968, label %947

947:                                              ; preds = %944, %963
  %948 = phi i64 [ %966, %963 ], [ %945, %944 ]
  %949 = icmp slt i64 %948, %32
  %950 = select i1 %692, i1 %949, i1 false
  br i1 %950, label %951, label %954

951:                                              ; preds = %947
  %952 = getelementptr float, ptr %855, i64 %948
  %953 = load float, ptr %952, align 4
  br label %954

954:                                              ; preds = %951, %947
  %955 = phi float [ %953, %951 ], [ 0.000000e+00, %947 ]
  %956 = getelementptr float, ptr %856, i64 %948
  store float %955, ptr %956, align 4
  %957 = add nuw nsw i64 %948, 1
  %958 = icmp slt i64 %957, %32
  %959 = select i1 %692, i1 %958, i1 false
  br i1 %959, label %960, label %963

960:                                              ; preds = %954
  %961 = getelementptr float, ptr %855, i64 %957
  %962 = load float, ptr %961, align 4
  br label %963

963:                                              ; preds = %960, %954
  %964 = phi float [ %962, %960 ], [ 0.000000e+00, %954 ]
  %965 = getelementptr float, ptr %856, i64 %957
  store float %964, ptr %965, align 4
  %966 = add nuw nsw i64 %948, 2
  %967 = icmp eq i64 %966, %197
  br i1 %967, label %968, label %947

968:                                              ; preds = %944, %963, %904, %927
  %969 = mul i64 %91, %32
  %970 = getelementptr float, ptr %20, i64 %969
  %971 = shl i64 %105, 7
  %972 = getelementptr i8, ptr %691, i64 %971
  %973 = shl i64 %32, 6
  %974 = add i64 %973, 128
  %975 = mul i64 %40, %974
  %976 = add i64 %975, 128
  %977 = mul i64 %105, %976
  %978 = add i64 %977, %128
  %979 = mul i64 %32, %91
  %980 = shl i64 %979, 2
  %981 = add i64 %980, %6
  %982 = sub i64 %978, %981
  %983 = icmp ult i64 %982, 256
  br i1 %983, label %1045, label %984

984:                                              ; preds = %968
  %985 = icmp slt i64 %32, 49
  br i1 %985, label %1024, label %986

986:                                              ; preds = %984
  %987 = and i64 %197, 48
  %988 = and i64 %197, 9223372036854775744
  %989 = insertelement <16 x i64> poison, i64 %32, i64 0
  %990 = shufflevector <16 x i64> %989, <16 x i64> poison, <16 x i32> zeroinitializer
  br label %991

991:                                              ; preds = %991, %986
  %992 = phi i64 [ 0, %986 ], [ %1017, %991 ]
  %993 = phi <16 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %986 ], [ %1018, %991 ]
  %994 = add <16 x i64> %993, splat (i64 16)
  %995 = add <16 x i64> %993, splat (i64 32)
  %996 = add <16 x i64> %993, splat (i64 48)
  %997 = icmp slt <16 x i64> %993, %990
  %998 = icmp slt <16 x i64> %994, %990
  %999 = icmp slt <16 x i64> %995, %990
  %1000 = icmp slt <16 x i64> %996, %990
  %1001 = select i1 %692, <16 x i1> %997, <16 x i1> zeroinitializer
  %1002 = select i1 %692, <16 x i1> %998, <16 x i1> zeroinitializer
  %1003 = select i1 %692, <16 x i1> %999, <16 x i1> zeroinitializer
  %1004 = select i1 %692, <16 x i1> %1000, <16 x i1> zeroinitializer
  %1005 = getelementptr float, ptr %970, i64 %992
  %1006 = getelementptr i8, ptr %1005, i64 64
  %1007 = getelementptr i8, ptr %1005, i64 128
  %1008 = getelementptr i8, ptr %1005, i64 192
  %1009 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %1005, <16 x i1> %1001, <16 x float> zeroinitializer)
  %1010 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %1006, <16 x i1> %1002, <16 x float> zeroinitializer)
  %1011 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %1007, <16 x i1> %1003, <16 x float> zeroinitializer)
  %1012 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %1008, <16 x i1> %1004, <16 x float> zeroinitializer)
  %1013 = getelementptr float, ptr %972, i64 %992
  %1014 = getelementptr i8, ptr %1013, i64 64
  %1015 = getelementptr i8, ptr %1013, i64 128
  %1016 = getelementptr i8, ptr %1013, i64 192
  store <16 x float> %1009, ptr %1013, align 4
  store <16 x float> %1010, ptr %1014, align 4
  store <16 x float> %1011, ptr %1015, align 4
  store <16 x float> %1012, ptr %1016, align 4
  %1017 = add nuw i64 %992, 64
  %1018 = add <16 x i64> %993, splat (i64 64)
  %1019 = icmp eq i64 %1017, %988
  br i1 %1019, label %1020, label %991

1020:                                             ; preds = %991
  %1021 = icmp eq i64 %197, %988
  br i1 %1021, label %1084, label %1022

1022:                                             ; preds = %1020
  %1023 = icmp eq i64 %987, 0
  br i1 %1023, label %1045, label %1024

1024:                                             ; preds = %984, %1022
  %1025 = phi i64 [ %988, %1022 ], [ 0, %984 ]
  %1026 = and i64 %197, 9223372036854775792
  %1027 = insertelement <8 x i64> poison, i64 %32, i64 0
  %1028 = shufflevector <8 x i64> %1027, <8 x i64> poison, <8 x i32> zeroinitializer
  %1029 = insertelement <8 x i64> poison, i64 %1025, i64 0
  %1030 = shufflevector <8 x i64> %1029, <8 x i64> poison, <8 x i32> zeroinitializer
  %1031 = or disjoint <8 x i64> %1030, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  br label %1032

1032:                                             ; preds = %1032, %1024
  %1033 = phi i64 [ %1025, %1024 ], [ %1040, %1032 ]
  %1034 = phi <8 x i64> [ %1031, %1024 ], [ %1041, %1032 ]
  %1035 = icmp slt <8 x i64> %1034, %1028
  %1036 = select i1 %692, <8 x i1> %1035, <8 x i1> zeroinitializer
  %1037 = getelementptr float, ptr %970, i64 %1033
  %1038 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %1037, <8 x i1> %1036, <8 x float> zeroinitializer)
  %1039 = getelementptr float, ptr %972, i64 %1033
  store <8 x float> %1038, ptr %1039, align 4
  %1040 = add nuw i64 %1033, 8
  %1041 = add nuw nsw <8 x i64> %1034, splat (i64 8)
  %1042 = icmp eq i64 %1040, %1026
  br i1 %1042, label %1043, label %1032

1043:                                             ; preds = %1032
  %1044 = icmp eq i64 %197, %1026
  br i1 %1044, label %1084, label %1045

1045:                                             ; preds = %968, %1022, %1043
  %1046 = phi i64 [ 0, %968 ], [ %988, %1022 ], [ %1026, %1043 ]
  %1047 = or disjoint i64 %1046, 1
  %1048 = and i64 %197, 1
  %1049 = icmp eq i64 %1048, 0
  br i1 %1049, label %1060, label %1050

1050:                                             ; preds = %1045
  %1051 = icmp slt i64 %1046, %32
  %1052 = select i1 %692, i1 %1051, i1 false
  br i1 %1052, label %1053, label %1056

1053:                                             ; preds = %1050
  %1054 = getelementptr float, ptr %970, i64 %1046
  %1055 = load float, ptr %1054, align 4
  br label %1056

1056:                                             ; preds = %1053, %1050
  %1057 = phi float [ %1055, %1053 ], [ 0.000000e+00, %1050 ]
  %1058 = getelementptr float, ptr %972, i64 %1046
  store float %1057, ptr %1058, align 4
  %1059 = or disjoint i64 %1046, 1
  br label %1060

1060:                                             ; preds = %1056, %1045
  %1061 = phi i64 [ %1046, %1045 ], [ %1059, %1056 ]
  %1062 = icmp eq i64 %197, %1047
  br i1 %1062, label %1084, label %1063

1063:                                             ; preds = %1060, %1079
  %1064 = phi i64 [ %1082, %1079 ], [ %1061, %1060 ]
  %1065 = icmp slt i64 %1064, %32
  %1066 = select i1 %692, i1 %1065, i1 false
  br i1 %1066, label %1067, label %1070

1067:                                             ; preds = %1063
  %1068 = getelementptr float, ptr %970, i64 %1064
  %1069 = load float, ptr %1068, align 4
  br label %1070

1070:                                             ; preds = %1067, %1063
  %1071 = phi float [ %1069, %1067 ], [ 0.000000e+00, %1063 ]
  %1072 = getelementptr float, ptr %972, i64 %1064
  store float %1071, ptr %1072, align 4
  %1073 = add nuw nsw i64 %1064, 1
  %1074 = icmp slt i64 %1073, %32
  %1075 = select i1 %692, i1 %1074, i1 false
  br i1 %1075, label %1076, label %1079

1076:                                             ; preds = %1070
  %1077 = getelementptr float, ptr %970, i64 %1073
  %1078 = load float, ptr %1077, align 4
  br label %1079

1079:                                             ; preds = %1076, %1070
  %1080 = phi float [ %1078, %1076 ], [ 0.000000e+00, %1070 ]
  %1081 = getelementptr float, ptr %972, i64 %1073
  store float %1080, ptr %1081, align 4
  %1082 = add nuw nsw i64 %1064, 2
  %1083 = icmp eq i64 %1082, %197
  br i1 %1083, label %1084, label %1063

1084:                                             ; preds = %1060, %1079, %1020, %1043, %714
  %1085 = phi ptr [ %715, %714 ], [ %691, %1020 ], [ %691, %1043 ], [ %691, %1079 ], [ %691, %1060 ]
  %1086 = tail call i64 @llvm.smax.i64(i64 %52, i64 1)
  %1087 = alloca %struct.rowstate, i64 %1086, align 16
  %1088 = icmp sgt i64 %52, 0
  br i1 %1088, label %815, label %4409

1089:                                             ; preds = %812, %1105
  %1090 = phi i64 [ %1108, %1105 ], [ %813, %812 ]
  %1091 = icmp slt i64 %1090, %32
  %1092 = select i1 %692, i1 %1091, i1 false
  br i1 %1092, label %1093, label %1096

1093:                                             ; preds = %1089
  %1094 = getelementptr float, ptr %694, i64 %1090
  %1095 = load float, ptr %1094, align 4
  br label %1096

1096:                                             ; preds = %1089, %1093
  %1097 = phi float [ %1095, %1093 ], [ 0.000000e+00, %1089 ]
  %1098 = getelementptr float, ptr %691, i64 %1090
  store float %1097, ptr %1098, align 4
  %1099 = add nuw nsw i64 %1090, 1
  %1100 = icmp slt i64 %1099, %32
  %1101 = select i1 %692, i1 %1100, i1 false
  br i1 %1101, label %1102, label %1105

1102:                                             ; preds = %1096
  %1103 = getelementptr float, ptr %694, i64 %1099
  %1104 = load float, ptr %1103, align 4
  br label %1105

1105:                                             ; preds = %1102, %1096
  %1106 = phi float [ %1104, %1102 ], [ 0.000000e+00, %1096 ]
  %1107 = getelementptr float, ptr %691, i64 %1099
  store float %1106, ptr %1107, align 4
  %1108 = add nuw nsw i64 %1090, 2
  %1109 = icmp eq i64 %1108, %197
  br i1 %1109, label %853, label %1089

1110:                                             ; preds = %1664
  %1111 = alloca ptr, i64 %1086, align 16
  %1112 = alloca ptr, i64 %1086, align 16
  %1113 = alloca ptr, i64 %1086, align 16
  %1114 = alloca ptr, i64 %1086, align 16
  %1115 = alloca ptr, i64 %1086, align 16
  %1116 = icmp sgt i64 %1563, 0
  br i1 %1116, label %1117, label %1670

1117:                                             ; preds = %1110
  %1118 = getelementptr inbounds float, ptr %188, i64 %107
  %1119 = getelementptr inbounds float, ptr %188, i64 %107
  %1120 = getelementptr inbounds float, ptr %188, i64 %107
  %1121 = getelementptr inbounds float, ptr %188, i64 %107
  %1122 = getelementptr inbounds float, ptr %188, i64 %107
  %1123 = getelementptr inbounds float, ptr %188, i64 %107
  %1124 = getelementptr inbounds float, ptr %188, i64 %107
  %1125 = icmp eq i64 %36, 1
  %1126 = mul i64 %41, %34
  %1127 = getelementptr float, ptr %14, i64 %132
  %1128 = icmp eq i64 %7, 0
  %1129 = shl nsw i64 %105, 7
  %1130 = icmp eq i64 %26, 0
  %1131 = icmp ne i64 %26, 1
  %1132 = select i1 %1131, i1 true, i1 %100
  %1133 = shl i64 %105, 5
  %1134 = select i1 %1132, i64 %107, i64 %1133
  %1135 = select i1 %1130, i64 %106, i64 %1134
  %1136 = shl i64 %32, 3
  %1137 = mul i64 %32, 12
  %1138 = icmp eq ptr %103, null
  %1139 = icmp slt i64 %32, 1
  %1140 = getelementptr float, ptr %1124, i64 %1133
  %1141 = getelementptr float, ptr %1123, i64 %106
  %1142 = getelementptr inbounds nuw float, ptr %187, i64 %32
  %1143 = getelementptr inbounds nuw float, ptr %188, i64 %32
  %1144 = shl nuw nsw i64 %32, 1
  %1145 = getelementptr inbounds nuw float, ptr %187, i64 %1144
  %1146 = getelementptr inbounds nuw float, ptr %188, i64 %1144
  %1147 = mul nuw nsw i64 %32, 3
  %1148 = getelementptr inbounds nuw float, ptr %187, i64 %1147
  %1149 = getelementptr inbounds nuw float, ptr %188, i64 %1147
  %1150 = getelementptr inbounds nuw float, ptr %1122, i64 %1144
  %1151 = fcmp ogt float %56, 0.000000e+00
  %1152 = fneg float %56
  %1153 = insertelement <16 x float> poison, float %1152, i64 0
  %1154 = shufflevector <16 x float> %1153, <16 x float> poison, <16 x i32> zeroinitializer
  %1155 = insertelement <16 x float> poison, float %56, i64 0
  %1156 = shufflevector <16 x float> %1155, <16 x float> poison, <16 x i32> zeroinitializer
  %1157 = getelementptr inbounds nuw float, ptr %1121, i64 %32
  %1158 = getelementptr inbounds float, ptr %127, i64 %1133
  %1159 = select i1 %1138, i1 true, i1 %1139
  %1160 = select i1 %1138, i1 true, i1 %1139
  %1161 = shl i64 %32, 2
  %1162 = add i64 %817, %1161
  %1163 = mul i64 %32, 12
  %1164 = shl i64 %32, 6
  %1165 = add i64 %1164, 64
  %1166 = mul i64 %40, %1165
  %1167 = add i64 %1166, 128
  %1168 = mul i64 %105, %1167
  %1169 = getelementptr i8, ptr %127, i64 %1168
  %1170 = getelementptr i8, ptr %127, i64 %1168
  %1171 = getelementptr i8, ptr %1170, i64 %1161
  %1172 = mul i64 %40, %32
  %1173 = shl i64 %1172, 6
  %1174 = add i64 %1173, 128
  %1175 = mul i64 %105, %1174
  %1176 = getelementptr i8, ptr %127, i64 %1175
  %1177 = getelementptr i8, ptr %127, i64 %1175
  %1178 = getelementptr i8, ptr %1177, i64 %1161
  %1179 = shl i64 %32, 2
  %1180 = mul nsw i64 %40, %105
  %1181 = shl i64 %32, 6
  %1182 = add i64 %1181, 64
  %1183 = mul i64 %1180, %1182
  %1184 = getelementptr i8, ptr %127, i64 %1183
  %1185 = getelementptr i8, ptr %1184, i64 %1179
  %1186 = shl i64 %1180, 6
  %1187 = or disjoint i64 %1186, 4
  %1188 = mul i64 %32, %1187
  %1189 = getelementptr i8, ptr %127, i64 %1188
  %1190 = mul i64 %105, -192
  %1191 = shl i64 %105, 6
  %1192 = shl i64 %197, 2
  %1193 = add i64 %1191, %1192
  %1194 = getelementptr i8, ptr %1120, i64 %1193
  %1195 = mul i64 %105, 192
  %1196 = add i64 %817, %1192
  %1197 = getelementptr i8, ptr %1119, i64 %1192
  %1198 = getelementptr i8, ptr %1118, i64 %1196
  %1199 = shl i64 %32, 2
  %1200 = shl i64 %32, 4
  %1201 = shl i64 %32, 6
  %1202 = add i64 %1201, 64
  %1203 = mul i64 %40, %1202
  %1204 = add i64 %1203, 192
  %1205 = mul i64 %105, %1204
  %1206 = getelementptr i8, ptr %127, i64 %1205
  %1207 = getelementptr i8, ptr %127, i64 %1205
  %1208 = getelementptr i8, ptr %1207, i64 %1199
  %1209 = mul i64 %40, %32
  %1210 = shl i64 %1209, 6
  %1211 = add i64 %1210, 192
  %1212 = mul i64 %105, %1211
  %1213 = getelementptr i8, ptr %127, i64 %1212
  %1214 = getelementptr i8, ptr %127, i64 %1212
  %1215 = getelementptr i8, ptr %1214, i64 %1199
  %1216 = shl i64 %32, 2
  %1217 = shl i64 %32, 6
  %1218 = add i64 %1217, 64
  %1219 = mul i64 %40, %1218
  %1220 = add i64 %1219, 128
  %1221 = mul i64 %105, %1220
  %1222 = getelementptr i8, ptr %127, i64 %1221
  %1223 = getelementptr i8, ptr %127, i64 %1221
  %1224 = getelementptr i8, ptr %1223, i64 %1216
  %1225 = mul i64 %40, %32
  %1226 = shl i64 %1225, 6
  %1227 = add i64 %1226, 128
  %1228 = mul i64 %105, %1227
  %1229 = getelementptr i8, ptr %127, i64 %1228
  %1230 = getelementptr i8, ptr %127, i64 %1228
  %1231 = getelementptr i8, ptr %1230, i64 %1216
  %1232 = shl i64 %105, 6
  %1233 = shl i64 %32, 2
  %1234 = shl i64 %32, 6
  %1235 = add i64 %1234, 64
  %1236 = mul i64 %40, %1235
  %1237 = add i64 %1236, 64
  %1238 = mul i64 %105, %1237
  %1239 = getelementptr i8, ptr %127, i64 %1238
  %1240 = getelementptr i8, ptr %127, i64 %1238
  %1241 = getelementptr i8, ptr %1240, i64 %1233
  %1242 = mul i64 %40, %32
  %1243 = shl i64 %1242, 6
  %1244 = add i64 %1243, 64
  %1245 = mul i64 %105, %1244
  %1246 = getelementptr i8, ptr %127, i64 %1245
  %1247 = getelementptr i8, ptr %127, i64 %1245
  %1248 = getelementptr i8, ptr %1247, i64 %1233
  %1249 = shl i64 %32, 2
  %1250 = mul nsw i64 %40, %105
  %1251 = shl i64 %32, 6
  %1252 = add i64 %1251, 64
  %1253 = mul i64 %1250, %1252
  %1254 = getelementptr i8, ptr %127, i64 %1253
  %1255 = getelementptr i8, ptr %1254, i64 %1249
  %1256 = shl i64 %1250, 6
  %1257 = or disjoint i64 %1256, 4
  %1258 = mul i64 %32, %1257
  %1259 = getelementptr i8, ptr %127, i64 %1258
  %1260 = shl i64 %32, 2
  %1261 = add i64 %817, %1260
  %1262 = shl i64 %32, 6
  %1263 = add i64 %1262, 64
  %1264 = mul i64 %40, %1263
  %1265 = add i64 %1264, 128
  %1266 = mul i64 %105, %1265
  %1267 = getelementptr i8, ptr %127, i64 %1266
  %1268 = getelementptr i8, ptr %127, i64 %1266
  %1269 = getelementptr i8, ptr %1268, i64 %1260
  %1270 = mul i64 %40, %32
  %1271 = shl i64 %1270, 6
  %1272 = add i64 %1271, 128
  %1273 = mul i64 %105, %1272
  %1274 = getelementptr i8, ptr %127, i64 %1273
  %1275 = getelementptr i8, ptr %127, i64 %1273
  %1276 = getelementptr i8, ptr %1275, i64 %1260
  %1277 = shl i64 %105, 6
  %1278 = shl i64 %32, 2
  %1279 = shl i64 %32, 6
  %1280 = add i64 %1279, 64
  %1281 = mul i64 %40, %1280
  %1282 = add i64 %1281, 64
  %1283 = mul i64 %105, %1282
  %1284 = getelementptr i8, ptr %127, i64 %1283
  %1285 = getelementptr i8, ptr %127, i64 %1283
  %1286 = getelementptr i8, ptr %1285, i64 %1278
  %1287 = mul i64 %40, %32
  %1288 = shl i64 %1287, 6
  %1289 = add i64 %1288, 64
  %1290 = mul i64 %105, %1289
  %1291 = getelementptr i8, ptr %127, i64 %1290
  %1292 = getelementptr i8, ptr %127, i64 %1290
  %1293 = getelementptr i8, ptr %1292, i64 %1278
  %1294 = shl i64 %32, 2
  %1295 = mul nsw i64 %40, %105
  %1296 = shl i64 %32, 6
  %1297 = add i64 %1296, 64
  %1298 = mul i64 %1295, %1297
  %1299 = getelementptr i8, ptr %127, i64 %1298
  %1300 = getelementptr i8, ptr %1299, i64 %1294
  %1301 = shl i64 %1295, 6
  %1302 = or disjoint i64 %1301, 4
  %1303 = mul i64 %32, %1302
  %1304 = getelementptr i8, ptr %127, i64 %1303
  %1305 = shl i64 %105, 6
  %1306 = shl i64 %32, 2
  %1307 = shl i64 %32, 6
  %1308 = add i64 %1307, 64
  %1309 = mul i64 %40, %1308
  %1310 = add i64 %1309, 64
  %1311 = mul i64 %105, %1310
  %1312 = getelementptr i8, ptr %127, i64 %1311
  %1313 = getelementptr i8, ptr %127, i64 %1311
  %1314 = getelementptr i8, ptr %1313, i64 %1306
  %1315 = mul i64 %40, %32
  %1316 = shl i64 %1315, 6
  %1317 = add i64 %1316, 64
  %1318 = mul i64 %105, %1317
  %1319 = getelementptr i8, ptr %127, i64 %1318
  %1320 = getelementptr i8, ptr %127, i64 %1318
  %1321 = getelementptr i8, ptr %1320, i64 %1306
  %1322 = shl i64 %32, 2
  %1323 = mul nsw i64 %40, %105
  %1324 = shl i64 %32, 6
  %1325 = add i64 %1324, 64
  %1326 = mul i64 %1323, %1325
  %1327 = getelementptr i8, ptr %127, i64 %1326
  %1328 = getelementptr i8, ptr %1327, i64 %1322
  %1329 = shl i64 %1323, 6
  %1330 = or disjoint i64 %1329, 4
  %1331 = mul i64 %32, %1330
  %1332 = getelementptr i8, ptr %127, i64 %1331
  %1333 = icmp ult i64 %32, 8
  %1334 = icmp ult i64 %32, 64
  %1335 = and i64 %32, 56
  %1336 = and i64 %32, 9223372036854775744
  %1337 = icmp eq i64 %32, %1336
  %1338 = icmp eq i64 %1335, 0
  %1339 = and i64 %32, 9223372036854775800
  %1340 = icmp eq i64 %32, %1339
  %1341 = and i64 %32, 1
  %1342 = icmp eq i64 %1341, 0
  %1343 = icmp ult i64 %32, 8
  %1344 = icmp ult i64 %32, 64
  %1345 = and i64 %32, 56
  %1346 = and i64 %32, 9223372036854775744
  %1347 = icmp eq i64 %32, %1346
  %1348 = icmp eq i64 %1345, 0
  %1349 = and i64 %32, 9223372036854775800
  %1350 = icmp eq i64 %32, %1349
  %1351 = and i64 %32, 1
  %1352 = icmp eq i64 %1351, 0
  %1353 = icmp ult i64 %32, 8
  %1354 = shl i64 %105, 6
  %1355 = icmp ult i64 %32, 64
  %1356 = and i64 %32, 56
  %1357 = and i64 %32, 9223372036854775744
  %1358 = icmp eq i64 %32, %1357
  %1359 = icmp eq i64 %1356, 0
  %1360 = and i64 %32, 9223372036854775800
  %1361 = icmp eq i64 %32, %1360
  %1362 = and i64 %32, 3
  %1363 = icmp eq i64 %1362, 0
  %1364 = icmp ult i64 %32, 8
  %1365 = icmp ult i64 %32, 64
  %1366 = and i64 %32, 56
  %1367 = and i64 %32, 9223372036854775744
  %1368 = icmp eq i64 %32, %1367
  %1369 = icmp eq i64 %1366, 0
  %1370 = and i64 %32, 9223372036854775800
  %1371 = icmp eq i64 %32, %1370
  %1372 = and i64 %32, 1
  %1373 = icmp eq i64 %1372, 0
  %1374 = icmp ult i64 %32, 8
  %1375 = icmp ult i64 %32, 64
  %1376 = and i64 %32, 56
  %1377 = and i64 %32, 9223372036854775744
  %1378 = icmp eq i64 %32, %1377
  %1379 = icmp eq i64 %1376, 0
  %1380 = and i64 %32, 9223372036854775800
  %1381 = icmp eq i64 %32, %1380
  %1382 = and i64 %32, 1
  %1383 = icmp eq i64 %1382, 0
  %1384 = icmp ult i64 %32, 4
  %1385 = icmp ult i64 %32, 32
  %1386 = and i64 %32, 28
  %1387 = and i64 %32, 9223372036854775776
  %1388 = icmp eq i64 %32, %1387
  %1389 = icmp eq i64 %1386, 0
  %1390 = and i64 %32, 9223372036854775804
  %1391 = icmp eq i64 %32, %1390
  %1392 = and i64 %32, 1
  %1393 = icmp eq i64 %1392, 0
  %1394 = icmp ult i64 %32, 8
  %1395 = icmp ult i64 %32, 64
  %1396 = and i64 %32, 56
  %1397 = and i64 %32, 9223372036854775744
  %1398 = icmp eq i64 %32, %1397
  %1399 = icmp eq i64 %1396, 0
  %1400 = and i64 %32, 9223372036854775800
  %1401 = icmp eq i64 %32, %1400
  %1402 = and i64 %32, 1
  %1403 = icmp eq i64 %1402, 0
  %1404 = icmp ult i64 %32, 8
  %1405 = icmp ult i64 %32, 64
  %1406 = and i64 %32, 56
  %1407 = and i64 %32, 9223372036854775744
  %1408 = icmp eq i64 %32, %1407
  %1409 = icmp eq i64 %1406, 0
  %1410 = and i64 %32, 9223372036854775800
  %1411 = icmp eq i64 %32, %1410
  %1412 = and i64 %32, 1
  %1413 = icmp eq i64 %1412, 0
  %1414 = icmp ult i64 %32, 8
  %1415 = icmp ult i64 %32, 64
  %1416 = and i64 %32, 56
  %1417 = and i64 %32, 9223372036854775744
  %1418 = icmp eq i64 %32, %1417
  %1419 = icmp eq i64 %1416, 0
  %1420 = and i64 %32, 9223372036854775800
  %1421 = icmp eq i64 %32, %1420
  %1422 = and i64 %32, 1
  %1423 = icmp eq i64 %1422, 0
  %1424 = icmp ult i64 %32, 8
  %1425 = icmp ult i64 %32, 64
  %1426 = and i64 %32, 56
  %1427 = and i64 %32, 9223372036854775744
  %1428 = icmp eq i64 %32, %1427
  %1429 = icmp eq i64 %1426, 0
  %1430 = and i64 %32, 9223372036854775800
  %1431 = icmp eq i64 %32, %1430
  %1432 = and i64 %32, 1
  %1433 = icmp eq i64 %1432, 0
  %1434 = icmp ult i64 %32, 8
  %1435 = icmp ult i64 %32, 64
  %1436 = and i64 %32, 56
  %1437 = and i64 %32, 9223372036854775744
  %1438 = icmp eq i64 %32, %1437
  %1439 = icmp eq i64 %1436, 0
  %1440 = and i64 %32, 9223372036854775800
  %1441 = icmp eq i64 %32, %1440
  %1442 = and i64 %32, 1
  %1443 = icmp eq i64 %1442, 0
  %1444 = and i64 %197, 9223372036854775792
  %1445 = getelementptr inbounds float, ptr %188, i64 %107
  %1446 = icmp eq i64 %197, %1444
  %1447 = getelementptr inbounds float, ptr %188, i64 %107
  %1448 = icmp slt i64 %32, 49
  %1449 = and i64 %197, 48
  %1450 = and i64 %197, 9223372036854775744
  %1451 = insertelement <16 x i1> poison, i1 %99, i64 0
  %1452 = shufflevector <16 x i1> %1451, <16 x i1> poison, <16 x i32> zeroinitializer
  %1453 = xor <16 x i1> %1452, splat (i1 true)
  %1454 = icmp eq i64 %197, %1450
  %1455 = icmp eq i64 %1449, 0
  %1456 = and i64 %197, 9223372036854775792
  %1457 = insertelement <8 x i1> poison, i1 %99, i64 0
  %1458 = shufflevector <8 x i1> %1457, <8 x i1> poison, <8 x i32> zeroinitializer
  %1459 = xor <8 x i1> %1458, splat (i1 true)
  %1460 = icmp eq i64 %197, %1456
  %1461 = icmp slt i64 %32, 1
  %1462 = icmp slt i64 %32, 17
  %1463 = and i64 %197, 16
  %1464 = and i64 %197, 9223372036854775776
  %1465 = icmp eq i64 %197, %1464
  %1466 = icmp eq i64 %1463, 0
  %1467 = and i64 %197, 9223372036854775792
  %1468 = icmp eq i64 %197, %1467
  %1469 = and i64 %197, 1
  %1470 = icmp eq i64 %1469, 0
  %1471 = icmp ult i64 %32, 8
  %1472 = shl i64 %105, 6
  %1473 = icmp ult i64 %32, 64
  %1474 = and i64 %32, 56
  %1475 = and i64 %32, 9223372036854775744
  %1476 = icmp eq i64 %32, %1475
  %1477 = icmp eq i64 %1474, 0
  %1478 = and i64 %32, 9223372036854775800
  %1479 = icmp eq i64 %32, %1478
  %1480 = and i64 %32, 3
  %1481 = icmp eq i64 %1480, 0
  %1482 = getelementptr inbounds float, ptr %188, i64 %107
  %1483 = icmp ult i64 %32, 8
  %1484 = icmp ult i64 %32, 64
  %1485 = and i64 %32, 56
  %1486 = and i64 %32, 9223372036854775744
  %1487 = icmp eq i64 %32, %1486
  %1488 = icmp eq i64 %1485, 0
  %1489 = and i64 %32, 9223372036854775800
  %1490 = icmp eq i64 %32, %1489
  %1491 = and i64 %32, 1
  %1492 = icmp eq i64 %1491, 0
  %1493 = icmp ult i64 %32, 8
  %1494 = icmp ult i64 %32, 64
  %1495 = and i64 %32, 56
  %1496 = and i64 %32, 9223372036854775744
  %1497 = icmp eq i64 %32, %1496
  %1498 = icmp eq i64 %1495, 0
  %1499 = and i64 %32, 9223372036854775800
  %1500 = icmp eq i64 %32, %1499
  %1501 = and i64 %32, 3
  %1502 = icmp eq i64 %1501, 0
  %1503 = icmp ult i64 %32, 8
  %1504 = icmp ult i64 %32, 64
  %1505 = and i64 %32, 56
  %1506 = and i64 %32, 9223372036854775744
  %1507 = icmp eq i64 %32, %1506
  %1508 = icmp eq i64 %1505, 0
  %1509 = and i64 %32, 9223372036854775800
  %1510 = icmp eq i64 %32, %1509
  %1511 = and i64 %32, 1
  %1512 = icmp eq i64 %1511, 0
  %1513 = icmp ult i64 %32, 8
  %1514 = icmp ult i64 %32, 64
  %1515 = and i64 %32, 56
  %1516 = and i64 %32, 9223372036854775744
  %1517 = icmp eq i64 %32, %1516
  %1518 = icmp eq i64 %1515, 0
  %1519 = and i64 %32, 9223372036854775800
  %1520 = icmp eq i64 %32, %1519
  %1521 = and i64 %32, 1
  %1522 = icmp eq i64 %1521, 0
  %1523 = icmp ult i64 %32, 8
  %1524 = icmp ult i64 %32, 64
  %1525 = and i64 %32, 56
  %1526 = and i64 %32, 9223372036854775744
  %1527 = icmp eq i64 %32, %1526
  %1528 = icmp eq i64 %1525, 0
  %1529 = and i64 %32, 9223372036854775800
  %1530 = icmp eq i64 %32, %1529
  %1531 = and i64 %32, 3
  %1532 = icmp eq i64 %1531, 0
  br label %1667

1533:                                             ; preds = %815, %1664
  %1534 = phi i64 [ 0, %815 ], [ %1563, %1664 ]
  %1535 = phi i64 [ 0, %815 ], [ %1665, %1664 ]
  %1536 = mul i64 %833, %1535
  %1537 = mul i64 %838, %1535
  %1538 = add i64 %836, %1537
  %1539 = add nsw i64 %1535, %49
  %1540 = mul nsw i64 %1535, %122
  %1541 = getelementptr inbounds float, ptr %816, i64 %1540
  %1542 = getelementptr inbounds nuw %struct.rowstate, ptr %1087, i64 %1535
  store ptr %1541, ptr %1542, align 8
  %1543 = getelementptr inbounds float, ptr %1541, i64 %106
  %1544 = getelementptr inbounds nuw i8, ptr %1542, i64 8
  store ptr %1543, ptr %1544, align 8
  %1545 = getelementptr inbounds i8, ptr %1541, i64 %817
  %1546 = getelementptr inbounds nuw i8, ptr %1542, i64 24
  store ptr %1545, ptr %1546, align 8
  %1547 = getelementptr inbounds float, ptr %1541, i64 %120
  %1548 = getelementptr inbounds nuw i8, ptr %1542, i64 16
  store ptr %1547, ptr %1548, align 8
  br i1 %818, label %1560, label %1549

1549:                                             ; preds = %1533
  %1550 = getelementptr inbounds i32, ptr %17, i64 %1539
  %1551 = load i32, ptr %1550, align 4
  %1552 = sext i32 %1551 to i64
  %1553 = icmp slt i32 %1551, 0
  %1554 = icmp slt i64 %28, %1552
  %1555 = select i1 %1553, i1 true, i1 %1554
  br i1 %1555, label %1556, label %1557

1556:                                             ; preds = %1549
  store i32 1, ptr %24, align 4
  br label %1557

1557:                                             ; preds = %1549, %1556
  %1558 = tail call i64 @llvm.smin.i64(i64 %28, i64 %1552)
  %1559 = select i1 %1553, i64 0, i64 %1558
  br label %1560

1560:                                             ; preds = %1557, %1533
  %1561 = phi i64 [ %1559, %1557 ], [ %28, %1533 ]
  %1562 = getelementptr inbounds nuw i8, ptr %1542, i64 32
  store i64 %1561, ptr %1562, align 8
  %1563 = tail call i64 @llvm.smax.i64(i64 %1561, i64 %1534)
  br i1 %134, label %1564, label %1620

1564:                                             ; preds = %1560
  %1565 = mul nsw i64 %1539, %34
  %1566 = add nsw i64 %1565, %47
  %1567 = add nsw i64 %1539, %820
  %1568 = select i1 %819, i64 %1566, i64 %1567
  %1569 = mul nsw i64 %1568, %32
  %1570 = getelementptr float, ptr %18, i64 %1569
  %1571 = getelementptr float, ptr %19, i64 %1569
  %1572 = mul i64 %834, %1568
  %1573 = add i64 %829, %1536
  %1574 = add i64 %4, %1572
  %1575 = sub i64 %1573, %1574
  %1576 = icmp ult i64 %1575, 64
  %1577 = or i1 %848, %1576
  %1578 = add i64 %1538, %1572
  %1579 = icmp ult i64 %1578, 64
  %1580 = or i1 %1577, %1579
  %1581 = add i64 %841, %1536
  %1582 = add i64 %4, %1572
  %1583 = sub i64 %1581, %1582
  %1584 = icmp ult i64 %1583, 64
  %1585 = or i1 %1580, %1584
  %1586 = add i64 %841, %1536
  %1587 = add i64 %5, %1572
  %1588 = sub i64 %1586, %1587
  %1589 = icmp ult i64 %1588, 64
  %1590 = or i1 %1585, %1589
  %1591 = add i64 %844, %1536
  %1592 = add i64 %4, %1572
  %1593 = sub i64 %1591, %1592
  %1594 = icmp ult i64 %1593, 64
  %1595 = or i1 %1590, %1594
  %1596 = add i64 %844, %1536
  %1597 = add i64 %5, %1572
  %1598 = sub i64 %1596, %1597
  %1599 = icmp ult i64 %1598, 64
  %1600 = or i1 %1595, %1599
  br i1 %1600, label %1601, label %1603

1601:                                             ; preds = %1619, %1564
  %1602 = phi i64 [ %849, %1619 ], [ 0, %1564 ]
  br label %1625

1603:                                             ; preds = %1564, %1603
  %1604 = phi i64 [ %1616, %1603 ], [ 0, %1564 ]
  %1605 = phi <16 x i64> [ %1617, %1603 ], [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %1564 ]
  %1606 = icmp slt <16 x i64> %1605, %851
  %1607 = select i1 %821, <16 x i1> %1606, <16 x i1> zeroinitializer
  %1608 = getelementptr float, ptr %1570, i64 %1604
  %1609 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %1608, <16 x i1> %1607, <16 x float> zeroinitializer)
  %1610 = getelementptr inbounds nuw float, ptr %1541, i64 %1604
  store <16 x float> %1609, ptr %1610, align 4
  %1611 = select i1 %822, <16 x i1> %1606, <16 x i1> zeroinitializer
  %1612 = getelementptr float, ptr %1571, i64 %1604
  %1613 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %1612, <16 x i1> %1611, <16 x float> zeroinitializer)
  %1614 = getelementptr inbounds nuw float, ptr %1543, i64 %1604
  store <16 x float> %1613, ptr %1614, align 4
  %1615 = getelementptr inbounds nuw float, ptr %1545, i64 %1604
  store <16 x float> zeroinitializer, ptr %1615, align 4
  %1616 = add nuw i64 %1604, 16
  %1617 = add nuw nsw <16 x i64> %1605, splat (i64 16)
  %1618 = icmp eq i64 %1616, %849
  br i1 %1618, label %1619, label %1603

1619:                                             ; preds = %1603
  br i1 %852, label %1620, label %1601

1620:                                             ; preds = %1639, %1619, %1560
  %1621 = icmp slt i64 %1561, %28
  %1622 = select i1 %823, i1 %1621, i1 false
  br i1 %1622, label %1623, label %1664

1623:                                             ; preds = %1620
  %1624 = mul nsw i64 %1539, %28
  br label %1645

1625:                                             ; preds = %1601, %1639
  %1626 = phi i64 [ %1643, %1639 ], [ %1602, %1601 ]
  %1627 = icmp slt i64 %1626, %32
  %1628 = select i1 %821, i1 %1627, i1 false
  br i1 %1628, label %1629, label %1632

1629:                                             ; preds = %1625
  %1630 = getelementptr float, ptr %1570, i64 %1626
  %1631 = load float, ptr %1630, align 4
  br label %1632

1632:                                             ; preds = %1625, %1629
  %1633 = phi float [ %1631, %1629 ], [ 0.000000e+00, %1625 ]
  %1634 = getelementptr inbounds nuw float, ptr %1541, i64 %1626
  store float %1633, ptr %1634, align 4
  %1635 = select i1 %822, i1 %1627, i1 false
  br i1 %1635, label %1636, label %1639

1636:                                             ; preds = %1632
  %1637 = getelementptr float, ptr %1571, i64 %1626
  %1638 = load float, ptr %1637, align 4
  br label %1639

1639:                                             ; preds = %1632, %1636
  %1640 = phi float [ %1638, %1636 ], [ 0.000000e+00, %1632 ]
  %1641 = getelementptr inbounds nuw float, ptr %1543, i64 %1626
  store float %1640, ptr %1641, align 4
  %1642 = getelementptr inbounds nuw float, ptr %1545, i64 %1626
  store float 0.000000e+00, ptr %1642, align 4
  %1643 = add nuw nsw i64 %1626, 1
  %1644 = icmp eq i64 %1643, %197
  br i1 %1644, label %1620, label %1625

1645:                                             ; preds = %1623, %1661
  %1646 = phi i64 [ %1561, %1623 ], [ %1662, %1661 ]
  br i1 %819, label %1647, label %1651

1647:                                             ; preds = %1645
  %1648 = add nsw i64 %1646, %1624
  %1649 = mul nsw i64 %1648, %34
  %1650 = add nsw i64 %1649, %47
  br label %1656

1651:                                             ; preds = %1645
  %1652 = mul nsw i64 %1646, %34
  %1653 = add nsw i64 %1652, %47
  %1654 = mul nsw i64 %1653, %30
  %1655 = add nsw i64 %1654, %1539
  br label %1656

1656:                                             ; preds = %1651, %1647
  %1657 = phi i64 [ %1650, %1647 ], [ %1655, %1651 ]
  br i1 %134, label %1658, label %1661

1658:                                             ; preds = %1656
  %1659 = mul i64 %1657, %32
  %1660 = getelementptr float, ptr %21, i64 %1659
  tail call void @llvm.memset.p0.i64(ptr align 4 %1660, i8 0, i64 %136, i1 false)
  br label %1661

1661:                                             ; preds = %1658, %1656
  %1662 = add nsw i64 %1646, 1
  %1663 = icmp eq i64 %1662, %28
  br i1 %1663, label %1664, label %1645

1664:                                             ; preds = %1661, %1620
  %1665 = add nuw nsw i64 %1535, 1
  %1666 = icmp eq i64 %1665, %52
  br i1 %1666, label %1110, label %1533

1667:                                             ; preds = %4325, %1117
  %1668 = phi i64 [ 0, %1117 ], [ %4326, %4325 ]
  %1669 = xor i64 %1668, -1
  br label %1679

1670:                                             ; preds = %4325, %1110
  %1671 = icmp eq i64 %36, 1
  %1672 = mul nsw i64 %47, %30
  %1673 = icmp eq i64 %8, 0
  %1674 = icmp eq i64 %9, 0
  br label %4410

1675:                                             ; preds = %1728
  %1676 = trunc i64 %1668 to i32
  %1677 = and i32 %1676, 1
  call fastcc void @products(ptr noundef %1112, ptr noundef %1113, i64 noundef %1729, ptr noundef %127, i64 noundef %32, i64 noundef %107, i64 noundef %1135, i32 noundef %1677)
  %1678 = icmp sgt i64 %1729, 0
  br i1 %1678, label %1733, label %1732

1679:                                             ; preds = %1667, %1728
  %1680 = phi i64 [ 0, %1667 ], [ %1729, %1728 ]
  %1681 = phi i64 [ 0, %1667 ], [ %1730, %1728 ]
  %1682 = getelementptr inbounds nuw %struct.rowstate, ptr %1087, i64 %1681
  %1683 = getelementptr inbounds nuw i8, ptr %1682, i64 32
  %1684 = load i64, ptr %1683, align 8
  %1685 = icmp slt i64 %1668, %1684
  br i1 %1685, label %1686, label %1728

1686:                                             ; preds = %1679
  %1687 = add nsw i64 %1681, %49
  %1688 = add i64 %1684, %1669
  %1689 = select i1 %65, i64 %1688, i64 %1668
  %1690 = getelementptr inbounds nuw i8, ptr %1682, i64 40
  br i1 %1125, label %1691, label %1696

1691:                                             ; preds = %1686
  %1692 = mul nsw i64 %1687, %28
  %1693 = add nsw i64 %1689, %1692
  %1694 = mul i64 %1126, %1693
  %1695 = getelementptr float, ptr %1127, i64 %1694
  store ptr %1695, ptr %1690, align 8
  br i1 %1128, label %1713, label %1701

1696:                                             ; preds = %1686
  %1697 = mul nsw i64 %1689, %30
  %1698 = add nsw i64 %1697, %1687
  %1699 = mul i64 %1126, %1698
  %1700 = getelementptr float, ptr %1127, i64 %1699
  store ptr %1700, ptr %1690, align 8
  br i1 %1128, label %1713, label %1704

1701:                                             ; preds = %1691
  %1702 = mul nsw i64 %1693, %34
  %1703 = add nsw i64 %1702, %47
  br label %1709

1704:                                             ; preds = %1696
  %1705 = mul nsw i64 %1689, %34
  %1706 = add nsw i64 %1705, %47
  %1707 = mul nsw i64 %1706, %30
  %1708 = add nsw i64 %1707, %1687
  br label %1709

1709:                                             ; preds = %1704, %1701
  %1710 = phi i64 [ %1703, %1701 ], [ %1708, %1704 ]
  %1711 = mul nsw i64 %1710, %32
  %1712 = getelementptr inbounds float, ptr %21, i64 %1711
  br label %1713

1713:                                             ; preds = %1696, %1691, %1709
  %1714 = phi ptr [ %1712, %1709 ], [ null, %1691 ], [ null, %1696 ]
  %1715 = getelementptr inbounds nuw i8, ptr %1682, i64 48
  store ptr %1714, ptr %1715, align 8
  %1716 = getelementptr inbounds ptr, ptr %1111, i64 %1680
  store ptr %1682, ptr %1716, align 8
  %1717 = load ptr, ptr %1682, align 8
  %1718 = getelementptr inbounds ptr, ptr %1112, i64 %1680
  store ptr %1717, ptr %1718, align 8
  %1719 = getelementptr inbounds nuw i8, ptr %1682, i64 16
  %1720 = load ptr, ptr %1719, align 8
  %1721 = getelementptr inbounds ptr, ptr %1113, i64 %1680
  store ptr %1720, ptr %1721, align 8
  %1722 = getelementptr inbounds nuw i8, ptr %1682, i64 24
  %1723 = load ptr, ptr %1722, align 8
  %1724 = getelementptr inbounds ptr, ptr %1114, i64 %1680
  store ptr %1723, ptr %1724, align 8
  %1725 = getelementptr inbounds i8, ptr %1720, i64 %1129
  %1726 = getelementptr inbounds ptr, ptr %1115, i64 %1680
  store ptr %1725, ptr %1726, align 8
  %1727 = add nsw i64 %1680, 1
  br label %1728

1728:                                             ; preds = %1679, %1713
  %1729 = phi i64 [ %1727, %1713 ], [ %1680, %1679 ]
  %1730 = add nuw nsw i64 %1681, 1
  %1731 = icmp eq i64 %1730, %52
  br i1 %1731, label %1675, label %1679

1732:                                             ; preds = %4050, %1675
  br i1 %1132, label %4324, label %4053

1733:                                             ; preds = %1675, %4050
  %1734 = phi i64 [ %4051, %4050 ], [ 0, %1675 ]
  %1735 = getelementptr inbounds nuw ptr, ptr %1111, i64 %1734
  %1736 = load ptr, ptr %1735, align 8
  %1737 = getelementptr inbounds nuw i8, ptr %1736, i64 40
  %1738 = load ptr, ptr %1737, align 8
  %1739 = getelementptr inbounds nuw i8, ptr %1736, i64 16
  %1740 = load ptr, ptr %1739, align 8
  %1741 = ptrtoint ptr %1740 to i64
  %1742 = load ptr, ptr %1736, align 8
  %1743 = ptrtoint ptr %1742 to i64
  %1744 = getelementptr inbounds nuw i8, ptr %1736, i64 8
  %1745 = load ptr, ptr %1744, align 8
  br i1 %1130, label %1746, label %1945

1746:                                             ; preds = %1733
  br i1 %134, label %1747, label %1850

1747:                                             ; preds = %1746
  br i1 %1483, label %1831, label %1748

1748:                                             ; preds = %1747
  %1749 = getelementptr i8, ptr %1740, i64 %1179
  %1750 = getelementptr i8, ptr %1738, i64 %1179
  %1751 = icmp ult ptr %1740, %1750
  %1752 = icmp ult ptr %1738, %1749
  %1753 = and i1 %1751, %1752
  %1754 = icmp ult ptr %1740, %1185
  %1755 = icmp ult ptr %188, %1749
  %1756 = and i1 %1754, %1755
  %1757 = or i1 %1753, %1756
  %1758 = icmp ult ptr %1740, %1189
  %1759 = icmp ult ptr %187, %1749
  %1760 = and i1 %1758, %1759
  %1761 = or i1 %1757, %1760
  br i1 %1761, label %1831, label %1762

1762:                                             ; preds = %1748
  br i1 %1484, label %1813, label %1763

1763:                                             ; preds = %1762, %1763
  %1764 = phi i64 [ %1809, %1763 ], [ 0, %1762 ]
  %1765 = getelementptr inbounds nuw float, ptr %1738, i64 %1764
  %1766 = getelementptr inbounds nuw i8, ptr %1765, i64 64
  %1767 = getelementptr inbounds nuw i8, ptr %1765, i64 128
  %1768 = getelementptr inbounds nuw i8, ptr %1765, i64 192
  %1769 = load <16 x float>, ptr %1765, align 4
  %1770 = load <16 x float>, ptr %1766, align 4
  %1771 = load <16 x float>, ptr %1767, align 4
  %1772 = load <16 x float>, ptr %1768, align 4
  %1773 = getelementptr inbounds nuw float, ptr %187, i64 %1764
  %1774 = getelementptr inbounds nuw i8, ptr %1773, i64 64
  %1775 = getelementptr inbounds nuw i8, ptr %1773, i64 128
  %1776 = getelementptr inbounds nuw i8, ptr %1773, i64 192
  %1777 = load <16 x float>, ptr %1773, align 4
  %1778 = load <16 x float>, ptr %1774, align 4
  %1779 = load <16 x float>, ptr %1775, align 4
  %1780 = load <16 x float>, ptr %1776, align 4
  %1781 = fadd <16 x float> %1769, %1777
  %1782 = fadd <16 x float> %1770, %1778
  %1783 = fadd <16 x float> %1771, %1779
  %1784 = fadd <16 x float> %1772, %1780
  %1785 = getelementptr inbounds nuw float, ptr %188, i64 %1764
  %1786 = getelementptr inbounds nuw i8, ptr %1785, i64 64
  %1787 = getelementptr inbounds nuw i8, ptr %1785, i64 128
  %1788 = getelementptr inbounds nuw i8, ptr %1785, i64 192
  %1789 = load <16 x float>, ptr %1785, align 4
  %1790 = load <16 x float>, ptr %1786, align 4
  %1791 = load <16 x float>, ptr %1787, align 4
  %1792 = load <16 x float>, ptr %1788, align 4
  %1793 = fadd <16 x float> %1781, %1789
  %1794 = fadd <16 x float> %1782, %1790
  %1795 = fadd <16 x float> %1783, %1791
  %1796 = fadd <16 x float> %1784, %1792
  %1797 = getelementptr inbounds nuw float, ptr %1740, i64 %1764
  %1798 = getelementptr inbounds nuw i8, ptr %1797, i64 64
  %1799 = getelementptr inbounds nuw i8, ptr %1797, i64 128
  %1800 = getelementptr inbounds nuw i8, ptr %1797, i64 192
  %1801 = load <16 x float>, ptr %1797, align 4
  %1802 = load <16 x float>, ptr %1798, align 4
  %1803 = load <16 x float>, ptr %1799, align 4
  %1804 = load <16 x float>, ptr %1800, align 4
  %1805 = fadd <16 x float> %1793, %1801
  %1806 = fadd <16 x float> %1794, %1802
  %1807 = fadd <16 x float> %1795, %1803
  %1808 = fadd <16 x float> %1796, %1804
  store <16 x float> %1805, ptr %1797, align 4
  store <16 x float> %1806, ptr %1798, align 4
  store <16 x float> %1807, ptr %1799, align 4
  store <16 x float> %1808, ptr %1800, align 4
  %1809 = add nuw i64 %1764, 64
  %1810 = icmp eq i64 %1809, %1486
  br i1 %1810, label %1811, label %1763

1811:                                             ; preds = %1763
  br i1 %1487, label %1851, label %1812

1812:                                             ; preds = %1811
  br i1 %1488, label %1831, label %1813

1813:                                             ; preds = %1762, %1812
  %1814 = phi i64 [ %1486, %1812 ], [ 0, %1762 ]
  br label %1815

1815:                                             ; preds = %1815, %1813
  %1816 = phi i64 [ %1814, %1813 ], [ %1828, %1815 ]
  %1817 = getelementptr inbounds nuw float, ptr %1738, i64 %1816
  %1818 = load <8 x float>, ptr %1817, align 4
  %1819 = getelementptr inbounds nuw float, ptr %187, i64 %1816
  %1820 = load <8 x float>, ptr %1819, align 4
  %1821 = fadd <8 x float> %1818, %1820
  %1822 = getelementptr inbounds nuw float, ptr %188, i64 %1816
  %1823 = load <8 x float>, ptr %1822, align 4
  %1824 = fadd <8 x float> %1821, %1823
  %1825 = getelementptr inbounds nuw float, ptr %1740, i64 %1816
  %1826 = load <8 x float>, ptr %1825, align 4
  %1827 = fadd <8 x float> %1824, %1826
  store <8 x float> %1827, ptr %1825, align 4
  %1828 = add nuw i64 %1816, 8
  %1829 = icmp eq i64 %1828, %1489
  br i1 %1829, label %1830, label %1815

1830:                                             ; preds = %1815
  br i1 %1490, label %1851, label %1831

1831:                                             ; preds = %1748, %1747, %1812, %1830
  %1832 = phi i64 [ 0, %1747 ], [ 0, %1748 ], [ %1486, %1812 ], [ %1489, %1830 ]
  %1833 = or disjoint i64 %1832, 1
  br i1 %1492, label %1847, label %1834

1834:                                             ; preds = %1831
  %1835 = getelementptr inbounds nuw float, ptr %1738, i64 %1832
  %1836 = load float, ptr %1835, align 4
  %1837 = getelementptr inbounds nuw float, ptr %187, i64 %1832
  %1838 = load float, ptr %1837, align 4
  %1839 = fadd float %1836, %1838
  %1840 = getelementptr inbounds nuw float, ptr %188, i64 %1832
  %1841 = load float, ptr %1840, align 4
  %1842 = fadd float %1839, %1841
  %1843 = getelementptr inbounds nuw float, ptr %1740, i64 %1832
  %1844 = load float, ptr %1843, align 4
  %1845 = fadd float %1842, %1844
  store float %1845, ptr %1843, align 4
  %1846 = or disjoint i64 %1832, 1
  br label %1847

1847:                                             ; preds = %1834, %1831
  %1848 = phi i64 [ %1832, %1831 ], [ %1846, %1834 ]
  %1849 = icmp eq i64 %32, %1833
  br i1 %1849, label %1851, label %1899

1850:                                             ; preds = %1746
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %1740, i64 noundef %106)
  br label %4050

1851:                                             ; preds = %1847, %1899, %1830, %1811
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef nonnull %1740, i64 noundef %106)
  %1852 = sub i64 %1743, %1741
  %1853 = icmp ult i64 %1852, 256
  %1854 = select i1 %1493, i1 true, i1 %1853
  br i1 %1854, label %1884, label %1855

1855:                                             ; preds = %1851
  br i1 %1494, label %1874, label %1856

1856:                                             ; preds = %1855, %1856
  %1857 = phi i64 [ %1870, %1856 ], [ 0, %1855 ]
  %1858 = getelementptr inbounds nuw float, ptr %1740, i64 %1857
  %1859 = getelementptr inbounds nuw i8, ptr %1858, i64 64
  %1860 = getelementptr inbounds nuw i8, ptr %1858, i64 128
  %1861 = getelementptr inbounds nuw i8, ptr %1858, i64 192
  %1862 = load <16 x float>, ptr %1858, align 4
  %1863 = load <16 x float>, ptr %1859, align 4
  %1864 = load <16 x float>, ptr %1860, align 4
  %1865 = load <16 x float>, ptr %1861, align 4
  %1866 = getelementptr inbounds nuw float, ptr %1742, i64 %1857
  %1867 = getelementptr inbounds nuw i8, ptr %1866, i64 64
  %1868 = getelementptr inbounds nuw i8, ptr %1866, i64 128
  %1869 = getelementptr inbounds nuw i8, ptr %1866, i64 192
  store <16 x float> %1862, ptr %1866, align 4
  store <16 x float> %1863, ptr %1867, align 4
  store <16 x float> %1864, ptr %1868, align 4
  store <16 x float> %1865, ptr %1869, align 4
  %1870 = add nuw i64 %1857, 64
  %1871 = icmp eq i64 %1870, %1496
  br i1 %1871, label %1872, label %1856

1872:                                             ; preds = %1856
  br i1 %1497, label %4050, label %1873

1873:                                             ; preds = %1872
  br i1 %1498, label %1884, label %1874

1874:                                             ; preds = %1855, %1873
  %1875 = phi i64 [ %1496, %1873 ], [ 0, %1855 ]
  br label %1876

1876:                                             ; preds = %1876, %1874
  %1877 = phi i64 [ %1875, %1874 ], [ %1881, %1876 ]
  %1878 = getelementptr inbounds nuw float, ptr %1740, i64 %1877
  %1879 = load <8 x float>, ptr %1878, align 4
  %1880 = getelementptr inbounds nuw float, ptr %1742, i64 %1877
  store <8 x float> %1879, ptr %1880, align 4
  %1881 = add nuw i64 %1877, 8
  %1882 = icmp eq i64 %1881, %1499
  br i1 %1882, label %1883, label %1876

1883:                                             ; preds = %1876
  br i1 %1500, label %4050, label %1884

1884:                                             ; preds = %1851, %1873, %1883
  %1885 = phi i64 [ 0, %1851 ], [ %1496, %1873 ], [ %1499, %1883 ]
  br i1 %1502, label %1895, label %1886

1886:                                             ; preds = %1884, %1886
  %1887 = phi i64 [ %1892, %1886 ], [ %1885, %1884 ]
  %1888 = phi i64 [ %1893, %1886 ], [ 0, %1884 ]
  %1889 = getelementptr inbounds nuw float, ptr %1740, i64 %1887
  %1890 = load float, ptr %1889, align 4
  %1891 = getelementptr inbounds nuw float, ptr %1742, i64 %1887
  store float %1890, ptr %1891, align 4
  %1892 = add nuw nsw i64 %1887, 1
  %1893 = add i64 %1888, 1
  %1894 = icmp eq i64 %1893, %1501
  br i1 %1894, label %1895, label %1886

1895:                                             ; preds = %1886, %1884
  %1896 = phi i64 [ %1885, %1884 ], [ %1892, %1886 ]
  %1897 = sub nsw i64 %1885, %32
  %1898 = icmp ugt i64 %1897, -4
  br i1 %1898, label %4050, label %1926

1899:                                             ; preds = %1847, %1899
  %1900 = phi i64 [ %1924, %1899 ], [ %1848, %1847 ]
  %1901 = getelementptr inbounds nuw float, ptr %1738, i64 %1900
  %1902 = load float, ptr %1901, align 4
  %1903 = getelementptr inbounds nuw float, ptr %187, i64 %1900
  %1904 = load float, ptr %1903, align 4
  %1905 = fadd float %1902, %1904
  %1906 = getelementptr inbounds nuw float, ptr %188, i64 %1900
  %1907 = load float, ptr %1906, align 4
  %1908 = fadd float %1905, %1907
  %1909 = getelementptr inbounds nuw float, ptr %1740, i64 %1900
  %1910 = load float, ptr %1909, align 4
  %1911 = fadd float %1908, %1910
  store float %1911, ptr %1909, align 4
  %1912 = add nuw nsw i64 %1900, 1
  %1913 = getelementptr inbounds nuw float, ptr %1738, i64 %1912
  %1914 = load float, ptr %1913, align 4
  %1915 = getelementptr inbounds nuw float, ptr %187, i64 %1912
  %1916 = load float, ptr %1915, align 4
  %1917 = fadd float %1914, %1916
  %1918 = getelementptr inbounds nuw float, ptr %188, i64 %1912
  %1919 = load float, ptr %1918, align 4
  %1920 = fadd float %1917, %1919
  %1921 = getelementptr inbounds nuw float, ptr %1740, i64 %1912
  %1922 = load float, ptr %1921, align 4
  %1923 = fadd float %1920, %1922
  store float %1923, ptr %1921, align 4
  %1924 = add nuw nsw i64 %1900, 2
  %1925 = icmp eq i64 %1924, %32
  br i1 %1925, label %1851, label %1899

1926:                                             ; preds = %1895, %1926
  %1927 = phi i64 [ %1943, %1926 ], [ %1896, %1895 ]
  %1928 = getelementptr inbounds nuw float, ptr %1740, i64 %1927
  %1929 = load float, ptr %1928, align 4
  %1930 = getelementptr inbounds nuw float, ptr %1742, i64 %1927
  store float %1929, ptr %1930, align 4
  %1931 = add nuw nsw i64 %1927, 1
  %1932 = getelementptr inbounds nuw float, ptr %1740, i64 %1931
  %1933 = load float, ptr %1932, align 4
  %1934 = getelementptr inbounds nuw float, ptr %1742, i64 %1931
  store float %1933, ptr %1934, align 4
  %1935 = add nuw nsw i64 %1927, 2
  %1936 = getelementptr inbounds nuw float, ptr %1740, i64 %1935
  %1937 = load float, ptr %1936, align 4
  %1938 = getelementptr inbounds nuw float, ptr %1742, i64 %1935
  store float %1937, ptr %1938, align 4
  %1939 = add nuw nsw i64 %1927, 3
  %1940 = getelementptr inbounds nuw float, ptr %1740, i64 %1939
  %1941 = load float, ptr %1940, align 4
  %1942 = getelementptr inbounds nuw float, ptr %1742, i64 %1939
  store float %1941, ptr %1942, align 4
  %1943 = add nuw nsw i64 %1927, 4
  %1944 = icmp eq i64 %1943, %32
  br i1 %1944, label %4050, label %1926

1945:                                             ; preds = %1733
  br i1 %117, label %1946, label %2181

1946:                                             ; preds = %1945
  br i1 %134, label %1947, label %4050

1947:                                             ; preds = %1946
  %1948 = getelementptr inbounds nuw float, ptr %1738, i64 %32
  %1949 = getelementptr inbounds nuw float, ptr %1740, i64 %32
  %1950 = getelementptr inbounds nuw float, ptr %1738, i64 %1144
  %1951 = getelementptr inbounds nuw float, ptr %1740, i64 %1144
  %1952 = getelementptr inbounds nuw float, ptr %1738, i64 %1147
  %1953 = getelementptr inbounds nuw float, ptr %1740, i64 %1147
  br label %1954

1954:                                             ; preds = %2120, %1947
  %1955 = phi i64 [ 0, %1947 ], [ %2179, %2120 ]
  %1956 = getelementptr inbounds nuw float, ptr %1738, i64 %1955
  %1957 = load <16 x float>, ptr %1956, align 4
  %1958 = getelementptr inbounds nuw float, ptr %187, i64 %1955
  %1959 = load <16 x float>, ptr %1958, align 4
  %1960 = fadd <16 x float> %1957, %1959
  %1961 = getelementptr inbounds nuw float, ptr %188, i64 %1955
  %1962 = load <16 x float>, ptr %1961, align 4
  %1963 = fadd <16 x float> %1960, %1962
  %1964 = getelementptr inbounds nuw float, ptr %1740, i64 %1955
  %1965 = load <16 x float>, ptr %1964, align 4
  %1966 = fadd <16 x float> %1963, %1965
  %1967 = getelementptr inbounds nuw float, ptr %1948, i64 %1955
  %1968 = load <16 x float>, ptr %1967, align 4
  %1969 = getelementptr inbounds nuw float, ptr %1142, i64 %1955
  %1970 = load <16 x float>, ptr %1969, align 4
  %1971 = fadd <16 x float> %1968, %1970
  %1972 = getelementptr inbounds nuw float, ptr %1143, i64 %1955
  %1973 = load <16 x float>, ptr %1972, align 4
  %1974 = fadd <16 x float> %1971, %1973
  %1975 = getelementptr inbounds nuw float, ptr %1949, i64 %1955
  %1976 = load <16 x float>, ptr %1975, align 4
  %1977 = fadd <16 x float> %1974, %1976
  %1978 = getelementptr inbounds nuw float, ptr %1950, i64 %1955
  %1979 = load <16 x float>, ptr %1978, align 4
  %1980 = getelementptr inbounds nuw float, ptr %1145, i64 %1955
  %1981 = load <16 x float>, ptr %1980, align 4
  %1982 = fadd <16 x float> %1979, %1981
  %1983 = getelementptr inbounds nuw float, ptr %1146, i64 %1955
  %1984 = load <16 x float>, ptr %1983, align 4
  %1985 = fadd <16 x float> %1982, %1984
  %1986 = getelementptr inbounds nuw float, ptr %1951, i64 %1955
  %1987 = load <16 x float>, ptr %1986, align 4
  %1988 = fadd <16 x float> %1985, %1987
  %1989 = getelementptr inbounds nuw float, ptr %1952, i64 %1955
  %1990 = load <16 x float>, ptr %1989, align 4
  %1991 = getelementptr inbounds nuw float, ptr %1148, i64 %1955
  %1992 = load <16 x float>, ptr %1991, align 4
  %1993 = fadd <16 x float> %1990, %1992
  %1994 = getelementptr inbounds nuw float, ptr %1149, i64 %1955
  %1995 = load <16 x float>, ptr %1994, align 4
  %1996 = fadd <16 x float> %1993, %1995
  %1997 = getelementptr inbounds nuw float, ptr %1953, i64 %1955
  %1998 = load <16 x float>, ptr %1997, align 4
  %1999 = fadd <16 x float> %1996, %1998
  %2000 = getelementptr inbounds nuw float, ptr %1745, i64 %1955
  %2001 = load <16 x float>, ptr %2000, align 4
  br i1 %1138, label %2011, label %2002

2002:                                             ; preds = %1954
  %2003 = getelementptr inbounds nuw float, ptr %1482, i64 %1955
  %2004 = load <16 x float>, ptr %2003, align 4
  %2005 = fmul <16 x float> %2001, %2004
  %2006 = fadd <16 x float> %1966, %2005
  %2007 = getelementptr inbounds nuw float, ptr %1150, i64 %1955
  %2008 = load <16 x float>, ptr %2007, align 4
  %2009 = fmul <16 x float> %2001, %2008
  %2010 = fadd <16 x float> %1988, %2009
  br label %2011

2011:                                             ; preds = %2002, %1954
  %2012 = phi <16 x float> [ %2006, %2002 ], [ %1966, %1954 ]
  %2013 = phi <16 x float> [ %2010, %2002 ], [ %1988, %1954 ]
  br i1 %1151, label %2014, label %2021

2014:                                             ; preds = %2011
  %2015 = call <16 x float> @llvm.maxnum.v16f32(<16 x float> %2012, <16 x float> %1154)
  %2016 = call <16 x float> @llvm.minnum.v16f32(<16 x float> %2015, <16 x float> %1156)
  %2017 = call <16 x float> @llvm.maxnum.v16f32(<16 x float> %2013, <16 x float> %1154)
  %2018 = call <16 x float> @llvm.minnum.v16f32(<16 x float> %2017, <16 x float> %1156)
  %2019 = call <16 x float> @llvm.maxnum.v16f32(<16 x float> %1999, <16 x float> %1154)
  %2020 = call <16 x float> @llvm.minnum.v16f32(<16 x float> %2019, <16 x float> %1156)
  br label %2021

2021:                                             ; preds = %2014, %2011
  %2022 = phi <16 x float> [ %2016, %2014 ], [ %2012, %2011 ]
  %2023 = phi <16 x float> [ %2018, %2014 ], [ %2013, %2011 ]
  %2024 = phi <16 x float> [ %2020, %2014 ], [ %1999, %2011 ]
  %2025 = fneg <16 x float> %2022
  %2026 = call <16 x float> @llvm.maxnum.v16f32(<16 x float> %2025, <16 x float> splat (float 0xC055D33340000000))
  %2027 = call <16 x float> @llvm.minnum.v16f32(<16 x float> %2026, <16 x float> splat (float 8.800000e+01))
  %2028 = fmul <16 x float> %2027, splat (float 0x3FF7154760000000)
  %2029 = fadd <16 x float> %2028, splat (float 0x4168000000000000)
  %2030 = fadd <16 x float> %2029, splat (float 0xC168000000000000)
  %2031 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2030, <16 x float> splat (float 0xBFE6300000000000), <16 x float> %2027)
  %2032 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2030, <16 x float> splat (float 0x3F2BD01060000000), <16 x float> %2031)
  %2033 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2032, <16 x float> splat (float 0x3F2A0D2CE0000000), <16 x float> splat (float 0x3F56E879C0000000))
  %2034 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2033, <16 x float> %2032, <16 x float> splat (float 0x3F81112100000000))
  %2035 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2034, <16 x float> %2032, <16 x float> splat (float 0x3FA5553820000000))
  %2036 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2035, <16 x float> %2032, <16 x float> splat (float 0x3FC5555540000000))
  %2037 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2036, <16 x float> %2032, <16 x float> splat (float 5.000000e-01))
  %2038 = fmul <16 x float> %2032, %2032
  %2039 = fadd <16 x float> %2032, splat (float 1.000000e+00)
  %2040 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2037, <16 x float> %2038, <16 x float> %2039)
  %2041 = call <16 x float> @llvm.x86.avx512.mask.scalef.ps.512(<16 x float> %2040, <16 x float> %2030, <16 x float> %2040, i16 -1, i32 4)
  %2042 = fadd <16 x float> %2041, splat (float 1.000000e+00)
  %2043 = call <16 x float> @llvm.x86.avx512.rcp14.ps.512(<16 x float> %2042, <16 x float> zeroinitializer, i16 -1)
  %2044 = fneg <16 x float> %2042
  %2045 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2044, <16 x float> %2043, <16 x float> splat (float 1.000000e+00))
  %2046 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2043, <16 x float> %2045, <16 x float> %2043)
  br i1 %99, label %2049, label %2047

2047:                                             ; preds = %2021
  %2048 = fsub <16 x float> splat (float 1.000000e+00), %2046
  br label %2072

2049:                                             ; preds = %2021
  %2050 = fneg <16 x float> %2023
  %2051 = call <16 x float> @llvm.maxnum.v16f32(<16 x float> %2050, <16 x float> splat (float 0xC055D33340000000))
  %2052 = call <16 x float> @llvm.minnum.v16f32(<16 x float> %2051, <16 x float> splat (float 8.800000e+01))
  %2053 = fmul <16 x float> %2052, splat (float 0x3FF7154760000000)
  %2054 = fadd <16 x float> %2053, splat (float 0x4168000000000000)
  %2055 = fadd <16 x float> %2054, splat (float 0xC168000000000000)
  %2056 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2055, <16 x float> splat (float 0xBFE6300000000000), <16 x float> %2052)
  %2057 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2055, <16 x float> splat (float 0x3F2BD01060000000), <16 x float> %2056)
  %2058 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2057, <16 x float> splat (float 0x3F2A0D2CE0000000), <16 x float> splat (float 0x3F56E879C0000000))
  %2059 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2058, <16 x float> %2057, <16 x float> splat (float 0x3F81112100000000))
  %2060 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2059, <16 x float> %2057, <16 x float> splat (float 0x3FA5553820000000))
  %2061 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2060, <16 x float> %2057, <16 x float> splat (float 0x3FC5555540000000))
  %2062 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2061, <16 x float> %2057, <16 x float> splat (float 5.000000e-01))
  %2063 = fmul <16 x float> %2057, %2057
  %2064 = fadd <16 x float> %2057, splat (float 1.000000e+00)
  %2065 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2062, <16 x float> %2063, <16 x float> %2064)
  %2066 = call <16 x float> @llvm.x86.avx512.mask.scalef.ps.512(<16 x float> %2065, <16 x float> %2055, <16 x float> %2065, i16 -1, i32 4)
  %2067 = fadd <16 x float> %2066, splat (float 1.000000e+00)
  %2068 = call <16 x float> @llvm.x86.avx512.rcp14.ps.512(<16 x float> %2067, <16 x float> zeroinitializer, i16 -1)
  %2069 = fneg <16 x float> %2067
  %2070 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2069, <16 x float> %2068, <16 x float> splat (float 1.000000e+00))
  %2071 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2068, <16 x float> %2070, <16 x float> %2068)
  br label %2072

2072:                                             ; preds = %2049, %2047
  %2073 = phi <16 x float> [ %2048, %2047 ], [ %2071, %2049 ]
  %2074 = fmul <16 x float> %2024, %2024
  %2075 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2074, <16 x float> splat (float 0x3F9664F480000000), <16 x float> splat (float 0xBFABA1BA20000000))
  %2076 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2075, <16 x float> %2074, <16 x float> splat (float 0x3FC1111120000000))
  %2077 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2076, <16 x float> %2074, <16 x float> splat (float 0xBFD5555560000000))
  %2078 = fmul <16 x float> %2074, %2077
  %2079 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2078, <16 x float> %2024, <16 x float> %2024)
  %2080 = fmul <16 x float> %2024, splat (float 2.000000e+00)
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
  %2098 = call <16 x float> @llvm.x86.avx512.rcp14.ps.512(<16 x float> %2097, <16 x float> zeroinitializer, i16 -1)
  %2099 = fneg <16 x float> %2097
  %2100 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2099, <16 x float> %2098, <16 x float> splat (float 1.000000e+00))
  %2101 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2098, <16 x float> %2100, <16 x float> %2098)
  %2102 = fmul <16 x float> %2101, splat (float 2.000000e+00)
  %2103 = fsub <16 x float> splat (float 1.000000e+00), %2102
  %2104 = call <16 x float> @llvm.fabs.v16f32(<16 x float> %2024)
  %2105 = fcmp uge <16 x float> %2104, splat (float 0x3FD3333340000000)
  %2106 = select <16 x i1> %2105, <16 x float> %2103, <16 x float> %2079
  %2107 = fmul <16 x float> %2001, %2073
  %2108 = fmul <16 x float> %2046, %2106
  %2109 = fadd <16 x float> %2107, %2108
  store <16 x float> %2109, ptr %2000, align 4
  br i1 %1138, label %2115, label %2110

2110:                                             ; preds = %2072
  %2111 = getelementptr inbounds nuw float, ptr %1157, i64 %1955
  %2112 = load <16 x float>, ptr %2111, align 4
  %2113 = fmul <16 x float> %2109, %2112
  %2114 = fadd <16 x float> %1977, %2113
  br label %2115

2115:                                             ; preds = %2110, %2072
  %2116 = phi <16 x float> [ %2114, %2110 ], [ %1977, %2072 ]
  br i1 %1151, label %2117, label %2120

2117:                                             ; preds = %2115
  %2118 = call <16 x float> @llvm.maxnum.v16f32(<16 x float> %2116, <16 x float> %1154)
  %2119 = call <16 x float> @llvm.minnum.v16f32(<16 x float> %2118, <16 x float> %1156)
  br label %2120

2120:                                             ; preds = %2117, %2115
  %2121 = phi <16 x float> [ %2119, %2117 ], [ %2116, %2115 ]
  %2122 = getelementptr inbounds nuw float, ptr %1742, i64 %1955
  %2123 = fneg <16 x float> %2121
  %2124 = call <16 x float> @llvm.maxnum.v16f32(<16 x float> %2123, <16 x float> splat (float 0xC055D33340000000))
  %2125 = call <16 x float> @llvm.minnum.v16f32(<16 x float> %2124, <16 x float> splat (float 8.800000e+01))
  %2126 = fmul <16 x float> %2125, splat (float 0x3FF7154760000000)
  %2127 = fadd <16 x float> %2126, splat (float 0x4168000000000000)
  %2128 = fadd <16 x float> %2127, splat (float 0xC168000000000000)
  %2129 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2128, <16 x float> splat (float 0xBFE6300000000000), <16 x float> %2125)
  %2130 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2128, <16 x float> splat (float 0x3F2BD01060000000), <16 x float> %2129)
  %2131 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2130, <16 x float> splat (float 0x3F2A0D2CE0000000), <16 x float> splat (float 0x3F56E879C0000000))
  %2132 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2131, <16 x float> %2130, <16 x float> splat (float 0x3F81112100000000))
  %2133 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2132, <16 x float> %2130, <16 x float> splat (float 0x3FA5553820000000))
  %2134 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2133, <16 x float> %2130, <16 x float> splat (float 0x3FC5555540000000))
  %2135 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2134, <16 x float> %2130, <16 x float> splat (float 5.000000e-01))
  %2136 = fmul <16 x float> %2130, %2130
  %2137 = fadd <16 x float> %2130, splat (float 1.000000e+00)
  %2138 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2135, <16 x float> %2136, <16 x float> %2137)
  %2139 = call <16 x float> @llvm.x86.avx512.mask.scalef.ps.512(<16 x float> %2138, <16 x float> %2128, <16 x float> %2138, i16 -1, i32 4)
  %2140 = fadd <16 x float> %2139, splat (float 1.000000e+00)
  %2141 = call <16 x float> @llvm.x86.avx512.rcp14.ps.512(<16 x float> %2140, <16 x float> zeroinitializer, i16 -1)
  %2142 = fneg <16 x float> %2140
  %2143 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2142, <16 x float> %2141, <16 x float> splat (float 1.000000e+00))
  %2144 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2141, <16 x float> %2143, <16 x float> %2141)
  %2145 = fmul <16 x float> %2109, %2109
  %2146 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2145, <16 x float> splat (float 0x3F9664F480000000), <16 x float> splat (float 0xBFABA1BA20000000))
  %2147 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2146, <16 x float> %2145, <16 x float> splat (float 0x3FC1111120000000))
  %2148 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2147, <16 x float> %2145, <16 x float> splat (float 0xBFD5555560000000))
  %2149 = fmul <16 x float> %2145, %2148
  %2150 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2149, <16 x float> %2109, <16 x float> %2109)
  %2151 = fmul <16 x float> %2109, splat (float 2.000000e+00)
  %2152 = call <16 x float> @llvm.maxnum.v16f32(<16 x float> %2151, <16 x float> splat (float 0xC055D33340000000))
  %2153 = call <16 x float> @llvm.minnum.v16f32(<16 x float> %2152, <16 x float> splat (float 8.800000e+01))
  %2154 = fmul <16 x float> %2153, splat (float 0x3FF7154760000000)
  %2155 = fadd <16 x float> %2154, splat (float 0x4168000000000000)
  %2156 = fadd <16 x float> %2155, splat (float 0xC168000000000000)
  %2157 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2156, <16 x float> splat (float 0xBFE6300000000000), <16 x float> %2153)
  %2158 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2156, <16 x float> splat (float 0x3F2BD01060000000), <16 x float> %2157)
  %2159 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2158, <16 x float> splat (float 0x3F2A0D2CE0000000), <16 x float> splat (float 0x3F56E879C0000000))
  %2160 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2159, <16 x float> %2158, <16 x float> splat (float 0x3F81112100000000))
  %2161 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2160, <16 x float> %2158, <16 x float> splat (float 0x3FA5553820000000))
  %2162 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2161, <16 x float> %2158, <16 x float> splat (float 0x3FC5555540000000))
  %2163 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2162, <16 x float> %2158, <16 x float> splat (float 5.000000e-01))
  %2164 = fmul <16 x float> %2158, %2158
  %2165 = fadd <16 x float> %2158, splat (float 1.000000e+00)
  %2166 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2163, <16 x float> %2164, <16 x float> %2165)
  %2167 = call <16 x float> @llvm.x86.avx512.mask.scalef.ps.512(<16 x float> %2166, <16 x float> %2156, <16 x float> %2166, i16 -1, i32 4)
  %2168 = fadd <16 x float> %2167, splat (float 1.000000e+00)
  %2169 = call <16 x float> @llvm.x86.avx512.rcp14.ps.512(<16 x float> %2168, <16 x float> zeroinitializer, i16 -1)
  %2170 = fneg <16 x float> %2168
  %2171 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2170, <16 x float> %2169, <16 x float> splat (float 1.000000e+00))
  %2172 = call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2169, <16 x float> %2171, <16 x float> %2169)
  %2173 = fmul <16 x float> %2172, splat (float 2.000000e+00)
  %2174 = fsub <16 x float> splat (float 1.000000e+00), %2173
  %2175 = call <16 x float> @llvm.fabs.v16f32(<16 x float> %2109)
  %2176 = fcmp uge <16 x float> %2175, splat (float 0x3FD3333340000000)
  %2177 = select <16 x i1> %2176, <16 x float> %2174, <16 x float> %2150
  %2178 = fmul <16 x float> %2144, %2177
  store <16 x float> %2178, ptr %2122, align 4
  %2179 = add nuw nsw i64 %1955, 16
  %2180 = icmp slt i64 %2179, %32
  br i1 %2180, label %1954, label %4050

2181:                                             ; preds = %1945
  br i1 %37, label %2182, label %3144

2182:                                             ; preds = %2181
  br i1 %134, label %2183, label %2286

2183:                                             ; preds = %2182
  br i1 %1404, label %2267, label %2184

2184:                                             ; preds = %2183
  %2185 = getelementptr i8, ptr %1740, i64 %1249
  %2186 = getelementptr i8, ptr %1738, i64 %1249
  %2187 = icmp ult ptr %1740, %2186
  %2188 = icmp ult ptr %1738, %2185
  %2189 = and i1 %2187, %2188
  %2190 = icmp ult ptr %1740, %1255
  %2191 = icmp ult ptr %188, %2185
  %2192 = and i1 %2190, %2191
  %2193 = or i1 %2189, %2192
  %2194 = icmp ult ptr %1740, %1259
  %2195 = icmp ult ptr %187, %2185
  %2196 = and i1 %2194, %2195
  %2197 = or i1 %2193, %2196
  br i1 %2197, label %2267, label %2198

2198:                                             ; preds = %2184
  br i1 %1405, label %2249, label %2199

2199:                                             ; preds = %2198, %2199
  %2200 = phi i64 [ %2245, %2199 ], [ 0, %2198 ]
  %2201 = getelementptr inbounds nuw float, ptr %1738, i64 %2200
  %2202 = getelementptr inbounds nuw i8, ptr %2201, i64 64
  %2203 = getelementptr inbounds nuw i8, ptr %2201, i64 128
  %2204 = getelementptr inbounds nuw i8, ptr %2201, i64 192
  %2205 = load <16 x float>, ptr %2201, align 4
  %2206 = load <16 x float>, ptr %2202, align 4
  %2207 = load <16 x float>, ptr %2203, align 4
  %2208 = load <16 x float>, ptr %2204, align 4
  %2209 = getelementptr inbounds nuw float, ptr %187, i64 %2200
  %2210 = getelementptr inbounds nuw i8, ptr %2209, i64 64
  %2211 = getelementptr inbounds nuw i8, ptr %2209, i64 128
  %2212 = getelementptr inbounds nuw i8, ptr %2209, i64 192
  %2213 = load <16 x float>, ptr %2209, align 4
  %2214 = load <16 x float>, ptr %2210, align 4
  %2215 = load <16 x float>, ptr %2211, align 4
  %2216 = load <16 x float>, ptr %2212, align 4
  %2217 = fadd <16 x float> %2205, %2213
  %2218 = fadd <16 x float> %2206, %2214
  %2219 = fadd <16 x float> %2207, %2215
  %2220 = fadd <16 x float> %2208, %2216
  %2221 = getelementptr inbounds nuw float, ptr %188, i64 %2200
  %2222 = getelementptr inbounds nuw i8, ptr %2221, i64 64
  %2223 = getelementptr inbounds nuw i8, ptr %2221, i64 128
  %2224 = getelementptr inbounds nuw i8, ptr %2221, i64 192
  %2225 = load <16 x float>, ptr %2221, align 4
  %2226 = load <16 x float>, ptr %2222, align 4
  %2227 = load <16 x float>, ptr %2223, align 4
  %2228 = load <16 x float>, ptr %2224, align 4
  %2229 = fadd <16 x float> %2217, %2225
  %2230 = fadd <16 x float> %2218, %2226
  %2231 = fadd <16 x float> %2219, %2227
  %2232 = fadd <16 x float> %2220, %2228
  %2233 = getelementptr inbounds nuw float, ptr %1740, i64 %2200
  %2234 = getelementptr inbounds nuw i8, ptr %2233, i64 64
  %2235 = getelementptr inbounds nuw i8, ptr %2233, i64 128
  %2236 = getelementptr inbounds nuw i8, ptr %2233, i64 192
  %2237 = load <16 x float>, ptr %2233, align 4
  %2238 = load <16 x float>, ptr %2234, align 4
  %2239 = load <16 x float>, ptr %2235, align 4
  %2240 = load <16 x float>, ptr %2236, align 4
  %2241 = fadd <16 x float> %2229, %2237
  %2242 = fadd <16 x float> %2230, %2238
  %2243 = fadd <16 x float> %2231, %2239
  %2244 = fadd <16 x float> %2232, %2240
  store <16 x float> %2241, ptr %2233, align 4
  store <16 x float> %2242, ptr %2234, align 4
  store <16 x float> %2243, ptr %2235, align 4
  store <16 x float> %2244, ptr %2236, align 4
  %2245 = add nuw i64 %2200, 64
  %2246 = icmp eq i64 %2245, %1407
  br i1 %2246, label %2247, label %2199

2247:                                             ; preds = %2199
  br i1 %1408, label %2288, label %2248

2248:                                             ; preds = %2247
  br i1 %1409, label %2267, label %2249

2249:                                             ; preds = %2198, %2248
  %2250 = phi i64 [ %1407, %2248 ], [ 0, %2198 ]
  br label %2251

2251:                                             ; preds = %2251, %2249
  %2252 = phi i64 [ %2250, %2249 ], [ %2264, %2251 ]
  %2253 = getelementptr inbounds nuw float, ptr %1738, i64 %2252
  %2254 = load <8 x float>, ptr %2253, align 4
  %2255 = getelementptr inbounds nuw float, ptr %187, i64 %2252
  %2256 = load <8 x float>, ptr %2255, align 4
  %2257 = fadd <8 x float> %2254, %2256
  %2258 = getelementptr inbounds nuw float, ptr %188, i64 %2252
  %2259 = load <8 x float>, ptr %2258, align 4
  %2260 = fadd <8 x float> %2257, %2259
  %2261 = getelementptr inbounds nuw float, ptr %1740, i64 %2252
  %2262 = load <8 x float>, ptr %2261, align 4
  %2263 = fadd <8 x float> %2260, %2262
  store <8 x float> %2263, ptr %2261, align 4
  %2264 = add nuw i64 %2252, 8
  %2265 = icmp eq i64 %2264, %1410
  br i1 %2265, label %2266, label %2251

2266:                                             ; preds = %2251
  br i1 %1411, label %2288, label %2267

2267:                                             ; preds = %2184, %2183, %2248, %2266
  %2268 = phi i64 [ 0, %2183 ], [ 0, %2184 ], [ %1407, %2248 ], [ %1410, %2266 ]
  %2269 = or disjoint i64 %2268, 1
  br i1 %1413, label %2283, label %2270

2270:                                             ; preds = %2267
  %2271 = getelementptr inbounds nuw float, ptr %1738, i64 %2268
  %2272 = load float, ptr %2271, align 4
  %2273 = getelementptr inbounds nuw float, ptr %187, i64 %2268
  %2274 = load float, ptr %2273, align 4
  %2275 = fadd float %2272, %2274
  %2276 = getelementptr inbounds nuw float, ptr %188, i64 %2268
  %2277 = load float, ptr %2276, align 4
  %2278 = fadd float %2275, %2277
  %2279 = getelementptr inbounds nuw float, ptr %1740, i64 %2268
  %2280 = load float, ptr %2279, align 4
  %2281 = fadd float %2278, %2280
  store float %2281, ptr %2279, align 4
  %2282 = or disjoint i64 %2268, 1
  br label %2283

2283:                                             ; preds = %2270, %2267
  %2284 = phi i64 [ %2268, %2267 ], [ %2282, %2270 ]
  %2285 = icmp eq i64 %32, %2269
  br i1 %2285, label %2288, label %2397

2286:                                             ; preds = %2182
  %2287 = getelementptr inbounds float, ptr %1740, i64 %1133
  br label %2803

2288:                                             ; preds = %2283, %2397, %2266, %2247
  %2289 = getelementptr float, ptr %1738, i64 %32
  br i1 %1414, label %2377, label %2290

2290:                                             ; preds = %2288
  %2291 = getelementptr i8, ptr %1740, i64 %1232
  %2292 = getelementptr i8, ptr %1740, i64 %1232
  %2293 = getelementptr i8, ptr %2292, i64 %1233
  %2294 = getelementptr i8, ptr %1738, i64 %1136
  %2295 = icmp ult ptr %2291, %2294
  %2296 = icmp ult ptr %2289, %2293
  %2297 = and i1 %2295, %2296
  %2298 = icmp ult ptr %2291, %1241
  %2299 = icmp ult ptr %1239, %2293
  %2300 = and i1 %2298, %2299
  %2301 = or i1 %2297, %2300
  %2302 = icmp ult ptr %2291, %1248
  %2303 = icmp ult ptr %1246, %2293
  %2304 = and i1 %2302, %2303
  %2305 = or i1 %2301, %2304
  br i1 %2305, label %2377, label %2306

2306:                                             ; preds = %2290
  br i1 %1415, label %2358, label %2307

2307:                                             ; preds = %2306, %2307
  %2308 = phi i64 [ %2354, %2307 ], [ 0, %2306 ]
  %2309 = getelementptr float, ptr %2289, i64 %2308
  %2310 = getelementptr i8, ptr %2309, i64 64
  %2311 = getelementptr i8, ptr %2309, i64 128
  %2312 = getelementptr i8, ptr %2309, i64 192
  %2313 = load <16 x float>, ptr %2309, align 4
  %2314 = load <16 x float>, ptr %2310, align 4
  %2315 = load <16 x float>, ptr %2311, align 4
  %2316 = load <16 x float>, ptr %2312, align 4
  %2317 = add nuw nsw i64 %2308, %106
  %2318 = getelementptr inbounds nuw float, ptr %187, i64 %2317
  %2319 = getelementptr inbounds nuw i8, ptr %2318, i64 64
  %2320 = getelementptr inbounds nuw i8, ptr %2318, i64 128
  %2321 = getelementptr inbounds nuw i8, ptr %2318, i64 192
  %2322 = load <16 x float>, ptr %2318, align 4
  %2323 = load <16 x float>, ptr %2319, align 4
  %2324 = load <16 x float>, ptr %2320, align 4
  %2325 = load <16 x float>, ptr %2321, align 4
  %2326 = fadd <16 x float> %2313, %2322
  %2327 = fadd <16 x float> %2314, %2323
  %2328 = fadd <16 x float> %2315, %2324
  %2329 = fadd <16 x float> %2316, %2325
  %2330 = getelementptr inbounds nuw float, ptr %188, i64 %2317
  %2331 = getelementptr inbounds nuw i8, ptr %2330, i64 64
  %2332 = getelementptr inbounds nuw i8, ptr %2330, i64 128
  %2333 = getelementptr inbounds nuw i8, ptr %2330, i64 192
  %2334 = load <16 x float>, ptr %2330, align 4
  %2335 = load <16 x float>, ptr %2331, align 4
  %2336 = load <16 x float>, ptr %2332, align 4
  %2337 = load <16 x float>, ptr %2333, align 4
  %2338 = fadd <16 x float> %2326, %2334
  %2339 = fadd <16 x float> %2327, %2335
  %2340 = fadd <16 x float> %2328, %2336
  %2341 = fadd <16 x float> %2329, %2337
  %2342 = getelementptr inbounds nuw float, ptr %1740, i64 %2317
  %2343 = getelementptr inbounds nuw i8, ptr %2342, i64 64
  %2344 = getelementptr inbounds nuw i8, ptr %2342, i64 128
  %2345 = getelementptr inbounds nuw i8, ptr %2342, i64 192
  %2346 = load <16 x float>, ptr %2342, align 4
  %2347 = load <16 x float>, ptr %2343, align 4
  %2348 = load <16 x float>, ptr %2344, align 4
  %2349 = load <16 x float>, ptr %2345, align 4
  %2350 = fadd <16 x float> %2338, %2346
  %2351 = fadd <16 x float> %2339, %2347
  %2352 = fadd <16 x float> %2340, %2348
  %2353 = fadd <16 x float> %2341, %2349
  store <16 x float> %2350, ptr %2342, align 4
  store <16 x float> %2351, ptr %2343, align 4
  store <16 x float> %2352, ptr %2344, align 4
  store <16 x float> %2353, ptr %2345, align 4
  %2354 = add nuw i64 %2308, 64
  %2355 = icmp eq i64 %2354, %1417
  br i1 %2355, label %2356, label %2307

2356:                                             ; preds = %2307
  br i1 %1418, label %2424, label %2357

2357:                                             ; preds = %2356
  br i1 %1419, label %2377, label %2358

2358:                                             ; preds = %2306, %2357
  %2359 = phi i64 [ %1417, %2357 ], [ 0, %2306 ]
  br label %2360

2360:                                             ; preds = %2360, %2358
  %2361 = phi i64 [ %2359, %2358 ], [ %2374, %2360 ]
  %2362 = getelementptr float, ptr %2289, i64 %2361
  %2363 = load <8 x float>, ptr %2362, align 4
  %2364 = add nuw nsw i64 %2361, %106
  %2365 = getelementptr inbounds nuw float, ptr %187, i64 %2364
  %2366 = load <8 x float>, ptr %2365, align 4
  %2367 = fadd <8 x float> %2363, %2366
  %2368 = getelementptr inbounds nuw float, ptr %188, i64 %2364
  %2369 = load <8 x float>, ptr %2368, align 4
  %2370 = fadd <8 x float> %2367, %2369
  %2371 = getelementptr inbounds nuw float, ptr %1740, i64 %2364
  %2372 = load <8 x float>, ptr %2371, align 4
  %2373 = fadd <8 x float> %2370, %2372
  store <8 x float> %2373, ptr %2371, align 4
  %2374 = add nuw i64 %2361, 8
  %2375 = icmp eq i64 %2374, %1420
  br i1 %2375, label %2376, label %2360

2376:                                             ; preds = %2360
  br i1 %1421, label %2424, label %2377

2377:                                             ; preds = %2290, %2288, %2357, %2376
  %2378 = phi i64 [ 0, %2288 ], [ 0, %2290 ], [ %1417, %2357 ], [ %1420, %2376 ]
  %2379 = or disjoint i64 %2378, 1
  br i1 %1423, label %2394, label %2380

2380:                                             ; preds = %2377
  %2381 = getelementptr float, ptr %2289, i64 %2378
  %2382 = load float, ptr %2381, align 4
  %2383 = add nuw nsw i64 %2378, %106
  %2384 = getelementptr inbounds nuw float, ptr %187, i64 %2383
  %2385 = load float, ptr %2384, align 4
  %2386 = fadd float %2382, %2385
  %2387 = getelementptr inbounds nuw float, ptr %188, i64 %2383
  %2388 = load float, ptr %2387, align 4
  %2389 = fadd float %2386, %2388
  %2390 = getelementptr inbounds nuw float, ptr %1740, i64 %2383
  %2391 = load float, ptr %2390, align 4
  %2392 = fadd float %2389, %2391
  store float %2392, ptr %2390, align 4
  %2393 = or disjoint i64 %2378, 1
  br label %2394

2394:                                             ; preds = %2380, %2377
  %2395 = phi i64 [ %2378, %2377 ], [ %2393, %2380 ]
  %2396 = icmp eq i64 %32, %2379
  br i1 %2396, label %2424, label %2533

2397:                                             ; preds = %2283, %2397
  %2398 = phi i64 [ %2422, %2397 ], [ %2284, %2283 ]
  %2399 = getelementptr inbounds nuw float, ptr %1738, i64 %2398
  %2400 = load float, ptr %2399, align 4
  %2401 = getelementptr inbounds nuw float, ptr %187, i64 %2398
  %2402 = load float, ptr %2401, align 4
  %2403 = fadd float %2400, %2402
  %2404 = getelementptr inbounds nuw float, ptr %188, i64 %2398
  %2405 = load float, ptr %2404, align 4
  %2406 = fadd float %2403, %2405
  %2407 = getelementptr inbounds nuw float, ptr %1740, i64 %2398
  %2408 = load float, ptr %2407, align 4
  %2409 = fadd float %2406, %2408
  store float %2409, ptr %2407, align 4
  %2410 = add nuw nsw i64 %2398, 1
  %2411 = getelementptr inbounds nuw float, ptr %1738, i64 %2410
  %2412 = load float, ptr %2411, align 4
  %2413 = getelementptr inbounds nuw float, ptr %187, i64 %2410
  %2414 = load float, ptr %2413, align 4
  %2415 = fadd float %2412, %2414
  %2416 = getelementptr inbounds nuw float, ptr %188, i64 %2410
  %2417 = load float, ptr %2416, align 4
  %2418 = fadd float %2415, %2417
  %2419 = getelementptr inbounds nuw float, ptr %1740, i64 %2410
  %2420 = load float, ptr %2419, align 4
  %2421 = fadd float %2418, %2420
  store float %2421, ptr %2419, align 4
  %2422 = add nuw nsw i64 %2398, 2
  %2423 = icmp eq i64 %2422, %32
  br i1 %2423, label %2288, label %2397

2424:                                             ; preds = %2394, %2533, %2376, %2356
  %2425 = getelementptr i8, ptr %1738, i64 %1136
  br i1 %1424, label %2513, label %2426

2426:                                             ; preds = %2424
  %2427 = getelementptr i8, ptr %1740, i64 %817
  %2428 = getelementptr i8, ptr %1740, i64 %817
  %2429 = getelementptr i8, ptr %2428, i64 %1216
  %2430 = getelementptr i8, ptr %1738, i64 %1137
  %2431 = icmp ult ptr %2427, %2430
  %2432 = icmp ult ptr %2425, %2429
  %2433 = and i1 %2431, %2432
  %2434 = icmp ult ptr %2427, %1224
  %2435 = icmp ult ptr %1222, %2429
  %2436 = and i1 %2434, %2435
  %2437 = or i1 %2433, %2436
  %2438 = icmp ult ptr %2427, %1231
  %2439 = icmp ult ptr %1229, %2429
  %2440 = and i1 %2438, %2439
  %2441 = or i1 %2437, %2440
  br i1 %2441, label %2513, label %2442

2442:                                             ; preds = %2426
  br i1 %1425, label %2494, label %2443

2443:                                             ; preds = %2442, %2443
  %2444 = phi i64 [ %2490, %2443 ], [ 0, %2442 ]
  %2445 = getelementptr float, ptr %2425, i64 %2444
  %2446 = getelementptr i8, ptr %2445, i64 64
  %2447 = getelementptr i8, ptr %2445, i64 128
  %2448 = getelementptr i8, ptr %2445, i64 192
  %2449 = load <16 x float>, ptr %2445, align 4
  %2450 = load <16 x float>, ptr %2446, align 4
  %2451 = load <16 x float>, ptr %2447, align 4
  %2452 = load <16 x float>, ptr %2448, align 4
  %2453 = add nuw nsw i64 %2444, %1133
  %2454 = getelementptr inbounds nuw float, ptr %187, i64 %2453
  %2455 = getelementptr inbounds nuw i8, ptr %2454, i64 64
  %2456 = getelementptr inbounds nuw i8, ptr %2454, i64 128
  %2457 = getelementptr inbounds nuw i8, ptr %2454, i64 192
  %2458 = load <16 x float>, ptr %2454, align 4
  %2459 = load <16 x float>, ptr %2455, align 4
  %2460 = load <16 x float>, ptr %2456, align 4
  %2461 = load <16 x float>, ptr %2457, align 4
  %2462 = fadd <16 x float> %2449, %2458
  %2463 = fadd <16 x float> %2450, %2459
  %2464 = fadd <16 x float> %2451, %2460
  %2465 = fadd <16 x float> %2452, %2461
  %2466 = getelementptr inbounds nuw float, ptr %188, i64 %2453
  %2467 = getelementptr inbounds nuw i8, ptr %2466, i64 64
  %2468 = getelementptr inbounds nuw i8, ptr %2466, i64 128
  %2469 = getelementptr inbounds nuw i8, ptr %2466, i64 192
  %2470 = load <16 x float>, ptr %2466, align 4
  %2471 = load <16 x float>, ptr %2467, align 4
  %2472 = load <16 x float>, ptr %2468, align 4
  %2473 = load <16 x float>, ptr %2469, align 4
  %2474 = fadd <16 x float> %2462, %2470
  %2475 = fadd <16 x float> %2463, %2471
  %2476 = fadd <16 x float> %2464, %2472
  %2477 = fadd <16 x float> %2465, %2473
  %2478 = getelementptr inbounds nuw float, ptr %1740, i64 %2453
  %2479 = getelementptr inbounds nuw i8, ptr %2478, i64 64
  %2480 = getelementptr inbounds nuw i8, ptr %2478, i64 128
  %2481 = getelementptr inbounds nuw i8, ptr %2478, i64 192
  %2482 = load <16 x float>, ptr %2478, align 4
  %2483 = load <16 x float>, ptr %2479, align 4
  %2484 = load <16 x float>, ptr %2480, align 4
  %2485 = load <16 x float>, ptr %2481, align 4
  %2486 = fadd <16 x float> %2474, %2482
  %2487 = fadd <16 x float> %2475, %2483
  %2488 = fadd <16 x float> %2476, %2484
  %2489 = fadd <16 x float> %2477, %2485
  store <16 x float> %2486, ptr %2478, align 4
  store <16 x float> %2487, ptr %2479, align 4
  store <16 x float> %2488, ptr %2480, align 4
  store <16 x float> %2489, ptr %2481, align 4
  %2490 = add nuw i64 %2444, 64
  %2491 = icmp eq i64 %2490, %1427
  br i1 %2491, label %2492, label %2443

2492:                                             ; preds = %2443
  br i1 %1428, label %2562, label %2493

2493:                                             ; preds = %2492
  br i1 %1429, label %2513, label %2494

2494:                                             ; preds = %2442, %2493
  %2495 = phi i64 [ %1427, %2493 ], [ 0, %2442 ]
  br label %2496

2496:                                             ; preds = %2496, %2494
  %2497 = phi i64 [ %2495, %2494 ], [ %2510, %2496 ]
  %2498 = getelementptr float, ptr %2425, i64 %2497
  %2499 = load <8 x float>, ptr %2498, align 4
  %2500 = add nuw nsw i64 %2497, %1133
  %2501 = getelementptr inbounds nuw float, ptr %187, i64 %2500
  %2502 = load <8 x float>, ptr %2501, align 4
  %2503 = fadd <8 x float> %2499, %2502
  %2504 = getelementptr inbounds nuw float, ptr %188, i64 %2500
  %2505 = load <8 x float>, ptr %2504, align 4
  %2506 = fadd <8 x float> %2503, %2505
  %2507 = getelementptr inbounds nuw float, ptr %1740, i64 %2500
  %2508 = load <8 x float>, ptr %2507, align 4
  %2509 = fadd <8 x float> %2506, %2508
  store <8 x float> %2509, ptr %2507, align 4
  %2510 = add nuw i64 %2497, 8
  %2511 = icmp eq i64 %2510, %1430
  br i1 %2511, label %2512, label %2496

2512:                                             ; preds = %2496
  br i1 %1431, label %2562, label %2513

2513:                                             ; preds = %2426, %2424, %2493, %2512
  %2514 = phi i64 [ 0, %2424 ], [ 0, %2426 ], [ %1427, %2493 ], [ %1430, %2512 ]
  %2515 = or disjoint i64 %2514, 1
  br i1 %1433, label %2530, label %2516

2516:                                             ; preds = %2513
  %2517 = getelementptr float, ptr %2425, i64 %2514
  %2518 = load float, ptr %2517, align 4
  %2519 = add nuw nsw i64 %2514, %1133
  %2520 = getelementptr inbounds nuw float, ptr %187, i64 %2519
  %2521 = load float, ptr %2520, align 4
  %2522 = fadd float %2518, %2521
  %2523 = getelementptr inbounds nuw float, ptr %188, i64 %2519
  %2524 = load float, ptr %2523, align 4
  %2525 = fadd float %2522, %2524
  %2526 = getelementptr inbounds nuw float, ptr %1740, i64 %2519
  %2527 = load float, ptr %2526, align 4
  %2528 = fadd float %2525, %2527
  store float %2528, ptr %2526, align 4
  %2529 = or disjoint i64 %2514, 1
  br label %2530

2530:                                             ; preds = %2516, %2513
  %2531 = phi i64 [ %2514, %2513 ], [ %2529, %2516 ]
  %2532 = icmp eq i64 %32, %2515
  br i1 %2532, label %2562, label %2671

2533:                                             ; preds = %2394, %2533
  %2534 = phi i64 [ %2560, %2533 ], [ %2395, %2394 ]
  %2535 = getelementptr float, ptr %2289, i64 %2534
  %2536 = load float, ptr %2535, align 4
  %2537 = add nuw nsw i64 %2534, %106
  %2538 = getelementptr inbounds nuw float, ptr %187, i64 %2537
  %2539 = load float, ptr %2538, align 4
  %2540 = fadd float %2536, %2539
  %2541 = getelementptr inbounds nuw float, ptr %188, i64 %2537
  %2542 = load float, ptr %2541, align 4
  %2543 = fadd float %2540, %2542
  %2544 = getelementptr inbounds nuw float, ptr %1740, i64 %2537
  %2545 = load float, ptr %2544, align 4
  %2546 = fadd float %2543, %2545
  store float %2546, ptr %2544, align 4
  %2547 = add nuw nsw i64 %2534, 1
  %2548 = getelementptr float, ptr %2289, i64 %2547
  %2549 = load float, ptr %2548, align 4
  %2550 = add nuw nsw i64 %2547, %106
  %2551 = getelementptr inbounds nuw float, ptr %187, i64 %2550
  %2552 = load float, ptr %2551, align 4
  %2553 = fadd float %2549, %2552
  %2554 = getelementptr inbounds nuw float, ptr %188, i64 %2550
  %2555 = load float, ptr %2554, align 4
  %2556 = fadd float %2553, %2555
  %2557 = getelementptr inbounds nuw float, ptr %1740, i64 %2550
  %2558 = load float, ptr %2557, align 4
  %2559 = fadd float %2556, %2558
  store float %2559, ptr %2557, align 4
  %2560 = add nuw nsw i64 %2534, 2
  %2561 = icmp eq i64 %2560, %32
  br i1 %2561, label %2424, label %2533

2562:                                             ; preds = %2530, %2671, %2512, %2492
  %2563 = getelementptr i8, ptr %1738, i64 %1137
  br i1 %1434, label %2651, label %2564

2564:                                             ; preds = %2562
  %2565 = getelementptr i8, ptr %1740, i64 %1195
  %2566 = getelementptr i8, ptr %1740, i64 %1195
  %2567 = getelementptr i8, ptr %2566, i64 %1199
  %2568 = getelementptr i8, ptr %1738, i64 %1200
  %2569 = icmp ult ptr %2565, %2568
  %2570 = icmp ult ptr %2563, %2567
  %2571 = and i1 %2569, %2570
  %2572 = icmp ult ptr %2565, %1208
  %2573 = icmp ult ptr %1206, %2567
  %2574 = and i1 %2572, %2573
  %2575 = or i1 %2571, %2574
  %2576 = icmp ult ptr %2565, %1215
  %2577 = icmp ult ptr %1213, %2567
  %2578 = and i1 %2576, %2577
  %2579 = or i1 %2575, %2578
  br i1 %2579, label %2651, label %2580

2580:                                             ; preds = %2564
  br i1 %1435, label %2632, label %2581

2581:                                             ; preds = %2580, %2581
  %2582 = phi i64 [ %2628, %2581 ], [ 0, %2580 ]
  %2583 = getelementptr float, ptr %2563, i64 %2582
  %2584 = getelementptr i8, ptr %2583, i64 64
  %2585 = getelementptr i8, ptr %2583, i64 128
  %2586 = getelementptr i8, ptr %2583, i64 192
  %2587 = load <16 x float>, ptr %2583, align 4
  %2588 = load <16 x float>, ptr %2584, align 4
  %2589 = load <16 x float>, ptr %2585, align 4
  %2590 = load <16 x float>, ptr %2586, align 4
  %2591 = add nuw nsw i64 %2582, %120
  %2592 = getelementptr inbounds nuw float, ptr %187, i64 %2591
  %2593 = getelementptr inbounds nuw i8, ptr %2592, i64 64
  %2594 = getelementptr inbounds nuw i8, ptr %2592, i64 128
  %2595 = getelementptr inbounds nuw i8, ptr %2592, i64 192
  %2596 = load <16 x float>, ptr %2592, align 4
  %2597 = load <16 x float>, ptr %2593, align 4
  %2598 = load <16 x float>, ptr %2594, align 4
  %2599 = load <16 x float>, ptr %2595, align 4
  %2600 = fadd <16 x float> %2587, %2596
  %2601 = fadd <16 x float> %2588, %2597
  %2602 = fadd <16 x float> %2589, %2598
  %2603 = fadd <16 x float> %2590, %2599
  %2604 = getelementptr inbounds nuw float, ptr %188, i64 %2591
  %2605 = getelementptr inbounds nuw i8, ptr %2604, i64 64
  %2606 = getelementptr inbounds nuw i8, ptr %2604, i64 128
  %2607 = getelementptr inbounds nuw i8, ptr %2604, i64 192
  %2608 = load <16 x float>, ptr %2604, align 4
  %2609 = load <16 x float>, ptr %2605, align 4
  %2610 = load <16 x float>, ptr %2606, align 4
  %2611 = load <16 x float>, ptr %2607, align 4
  %2612 = fadd <16 x float> %2600, %2608
  %2613 = fadd <16 x float> %2601, %2609
  %2614 = fadd <16 x float> %2602, %2610
  %2615 = fadd <16 x float> %2603, %2611
  %2616 = getelementptr inbounds nuw float, ptr %1740, i64 %2591
  %2617 = getelementptr inbounds nuw i8, ptr %2616, i64 64
  %2618 = getelementptr inbounds nuw i8, ptr %2616, i64 128
  %2619 = getelementptr inbounds nuw i8, ptr %2616, i64 192
  %2620 = load <16 x float>, ptr %2616, align 4
  %2621 = load <16 x float>, ptr %2617, align 4
  %2622 = load <16 x float>, ptr %2618, align 4
  %2623 = load <16 x float>, ptr %2619, align 4
  %2624 = fadd <16 x float> %2612, %2620
  %2625 = fadd <16 x float> %2613, %2621
  %2626 = fadd <16 x float> %2614, %2622
  %2627 = fadd <16 x float> %2615, %2623
  store <16 x float> %2624, ptr %2616, align 4
  store <16 x float> %2625, ptr %2617, align 4
  store <16 x float> %2626, ptr %2618, align 4
  store <16 x float> %2627, ptr %2619, align 4
  %2628 = add nuw i64 %2582, 64
  %2629 = icmp eq i64 %2628, %1437
  br i1 %2629, label %2630, label %2581

2630:                                             ; preds = %2581
  br i1 %1438, label %2700, label %2631

2631:                                             ; preds = %2630
  br i1 %1439, label %2651, label %2632

2632:                                             ; preds = %2580, %2631
  %2633 = phi i64 [ %1437, %2631 ], [ 0, %2580 ]
  br label %2634

2634:                                             ; preds = %2634, %2632
  %2635 = phi i64 [ %2633, %2632 ], [ %2648, %2634 ]
  %2636 = getelementptr float, ptr %2563, i64 %2635
  %2637 = load <8 x float>, ptr %2636, align 4
  %2638 = add nuw nsw i64 %2635, %120
  %2639 = getelementptr inbounds nuw float, ptr %187, i64 %2638
  %2640 = load <8 x float>, ptr %2639, align 4
  %2641 = fadd <8 x float> %2637, %2640
  %2642 = getelementptr inbounds nuw float, ptr %188, i64 %2638
  %2643 = load <8 x float>, ptr %2642, align 4
  %2644 = fadd <8 x float> %2641, %2643
  %2645 = getelementptr inbounds nuw float, ptr %1740, i64 %2638
  %2646 = load <8 x float>, ptr %2645, align 4
  %2647 = fadd <8 x float> %2644, %2646
  store <8 x float> %2647, ptr %2645, align 4
  %2648 = add nuw i64 %2635, 8
  %2649 = icmp eq i64 %2648, %1440
  br i1 %2649, label %2650, label %2634

2650:                                             ; preds = %2634
  br i1 %1441, label %2700, label %2651

2651:                                             ; preds = %2564, %2562, %2631, %2650
  %2652 = phi i64 [ 0, %2562 ], [ 0, %2564 ], [ %1437, %2631 ], [ %1440, %2650 ]
  %2653 = or disjoint i64 %2652, 1
  br i1 %1443, label %2668, label %2654

2654:                                             ; preds = %2651
  %2655 = getelementptr float, ptr %2563, i64 %2652
  %2656 = load float, ptr %2655, align 4
  %2657 = add nuw nsw i64 %2652, %120
  %2658 = getelementptr inbounds nuw float, ptr %187, i64 %2657
  %2659 = load float, ptr %2658, align 4
  %2660 = fadd float %2656, %2659
  %2661 = getelementptr inbounds nuw float, ptr %188, i64 %2657
  %2662 = load float, ptr %2661, align 4
  %2663 = fadd float %2660, %2662
  %2664 = getelementptr inbounds nuw float, ptr %1740, i64 %2657
  %2665 = load float, ptr %2664, align 4
  %2666 = fadd float %2663, %2665
  store float %2666, ptr %2664, align 4
  %2667 = or disjoint i64 %2652, 1
  br label %2668

2668:                                             ; preds = %2654, %2651
  %2669 = phi i64 [ %2652, %2651 ], [ %2667, %2654 ]
  %2670 = icmp eq i64 %32, %2653
  br i1 %2670, label %2700, label %2755

2671:                                             ; preds = %2530, %2671
  %2672 = phi i64 [ %2698, %2671 ], [ %2531, %2530 ]
  %2673 = getelementptr float, ptr %2425, i64 %2672
  %2674 = load float, ptr %2673, align 4
  %2675 = add nuw nsw i64 %2672, %1133
  %2676 = getelementptr inbounds nuw float, ptr %187, i64 %2675
  %2677 = load float, ptr %2676, align 4
  %2678 = fadd float %2674, %2677
  %2679 = getelementptr inbounds nuw float, ptr %188, i64 %2675
  %2680 = load float, ptr %2679, align 4
  %2681 = fadd float %2678, %2680
  %2682 = getelementptr inbounds nuw float, ptr %1740, i64 %2675
  %2683 = load float, ptr %2682, align 4
  %2684 = fadd float %2681, %2683
  store float %2684, ptr %2682, align 4
  %2685 = add nuw nsw i64 %2672, 1
  %2686 = getelementptr float, ptr %2425, i64 %2685
  %2687 = load float, ptr %2686, align 4
  %2688 = add nuw nsw i64 %2685, %1133
  %2689 = getelementptr inbounds nuw float, ptr %187, i64 %2688
  %2690 = load float, ptr %2689, align 4
  %2691 = fadd float %2687, %2690
  %2692 = getelementptr inbounds nuw float, ptr %188, i64 %2688
  %2693 = load float, ptr %2692, align 4
  %2694 = fadd float %2691, %2693
  %2695 = getelementptr inbounds nuw float, ptr %1740, i64 %2688
  %2696 = load float, ptr %2695, align 4
  %2697 = fadd float %2694, %2696
  store float %2697, ptr %2695, align 4
  %2698 = add nuw nsw i64 %2672, 2
  %2699 = icmp eq i64 %2698, %32
  br i1 %2699, label %2562, label %2671

2700:                                             ; preds = %2668, %2755, %2650, %2630
  %2701 = getelementptr float, ptr %1740, i64 %1133
  br i1 %1160, label %2803, label %2702

2702:                                             ; preds = %2700
  %2703 = getelementptr i8, ptr %1740, i64 %1192
  %2704 = getelementptr i8, ptr %1740, i64 %1196
  %2705 = getelementptr i8, ptr %1745, i64 %1192
  %2706 = icmp ult ptr %1740, %2704
  %2707 = icmp ult ptr %2701, %2703
  %2708 = and i1 %2706, %2707
  %2709 = icmp ult ptr %1740, %1197
  %2710 = icmp ult ptr %1085, %2703
  %2711 = and i1 %2709, %2710
  %2712 = or i1 %2708, %2711
  %2713 = icmp ult ptr %1740, %2705
  %2714 = icmp ult ptr %1745, %2703
  %2715 = and i1 %2713, %2714
  %2716 = or i1 %2712, %2715
  %2717 = icmp ult ptr %1740, %1198
  %2718 = icmp ult ptr %1140, %2703
  %2719 = and i1 %2717, %2718
  %2720 = or i1 %2716, %2719
  %2721 = icmp ult ptr %2701, %1197
  %2722 = icmp ult ptr %1085, %2704
  %2723 = and i1 %2721, %2722
  %2724 = or i1 %2720, %2723
  %2725 = icmp ult ptr %2701, %2705
  %2726 = icmp ult ptr %1745, %2704
  %2727 = and i1 %2725, %2726
  %2728 = or i1 %2724, %2727
  %2729 = icmp ult ptr %2701, %1198
  %2730 = icmp ult ptr %1140, %2704
  %2731 = and i1 %2729, %2730
  %2732 = or i1 %2728, %2731
  br i1 %2732, label %2733, label %2735

2733:                                             ; preds = %2754, %2702
  %2734 = phi i64 [ %1444, %2754 ], [ 0, %2702 ]
  br label %2784

2735:                                             ; preds = %2702, %2735
  %2736 = phi i64 [ %2752, %2735 ], [ 0, %2702 ]
  %2737 = getelementptr inbounds nuw float, ptr %1740, i64 %2736
  %2738 = load <16 x float>, ptr %2737, align 4
  %2739 = getelementptr inbounds nuw float, ptr %1445, i64 %2736
  %2740 = load <16 x float>, ptr %2739, align 4
  %2741 = getelementptr inbounds nuw float, ptr %1745, i64 %2736
  %2742 = load <16 x float>, ptr %2741, align 4
  %2743 = fmul <16 x float> %2740, %2742
  %2744 = fadd <16 x float> %2738, %2743
  store <16 x float> %2744, ptr %2737, align 4
  %2745 = getelementptr inbounds nuw float, ptr %2701, i64 %2736
  %2746 = load <16 x float>, ptr %2745, align 4
  %2747 = getelementptr float, ptr %1140, i64 %2736
  %2748 = load <16 x float>, ptr %2747, align 4
  %2749 = load <16 x float>, ptr %2741, align 4
  %2750 = fmul <16 x float> %2748, %2749
  %2751 = fadd <16 x float> %2746, %2750
  store <16 x float> %2751, ptr %2745, align 4
  %2752 = add nuw i64 %2736, 16
  %2753 = icmp eq i64 %2752, %1444
  br i1 %2753, label %2754, label %2735

2754:                                             ; preds = %2735
  br i1 %1446, label %2803, label %2733

2755:                                             ; preds = %2668, %2755
  %2756 = phi i64 [ %2782, %2755 ], [ %2669, %2668 ]
  %2757 = getelementptr float, ptr %2563, i64 %2756
  %2758 = load float, ptr %2757, align 4
  %2759 = add nuw nsw i64 %2756, %120
  %2760 = getelementptr inbounds nuw float, ptr %187, i64 %2759
  %2761 = load float, ptr %2760, align 4
  %2762 = fadd float %2758, %2761
  %2763 = getelementptr inbounds nuw float, ptr %188, i64 %2759
  %2764 = load float, ptr %2763, align 4
  %2765 = fadd float %2762, %2764
  %2766 = getelementptr inbounds nuw float, ptr %1740, i64 %2759
  %2767 = load float, ptr %2766, align 4
  %2768 = fadd float %2765, %2767
  store float %2768, ptr %2766, align 4
  %2769 = add nuw nsw i64 %2756, 1
  %2770 = getelementptr float, ptr %2563, i64 %2769
  %2771 = load float, ptr %2770, align 4
  %2772 = add nuw nsw i64 %2769, %120
  %2773 = getelementptr inbounds nuw float, ptr %187, i64 %2772
  %2774 = load float, ptr %2773, align 4
  %2775 = fadd float %2771, %2774
  %2776 = getelementptr inbounds nuw float, ptr %188, i64 %2772
  %2777 = load float, ptr %2776, align 4
  %2778 = fadd float %2775, %2777
  %2779 = getelementptr inbounds nuw float, ptr %1740, i64 %2772
  %2780 = load float, ptr %2779, align 4
  %2781 = fadd float %2778, %2780
  store float %2781, ptr %2779, align 4
  %2782 = add nuw nsw i64 %2756, 2
  %2783 = icmp eq i64 %2782, %32
  br i1 %2783, label %2700, label %2755

2784:                                             ; preds = %2733, %2784
  %2785 = phi i64 [ %2801, %2784 ], [ %2734, %2733 ]
  %2786 = getelementptr inbounds nuw float, ptr %1740, i64 %2785
  %2787 = load float, ptr %2786, align 4
  %2788 = getelementptr inbounds nuw float, ptr %1447, i64 %2785
  %2789 = load float, ptr %2788, align 4
  %2790 = getelementptr inbounds nuw float, ptr %1745, i64 %2785
  %2791 = load float, ptr %2790, align 4
  %2792 = fmul float %2789, %2791
  %2793 = fadd float %2787, %2792
  store float %2793, ptr %2786, align 4
  %2794 = getelementptr inbounds nuw float, ptr %2701, i64 %2785
  %2795 = load float, ptr %2794, align 4
  %2796 = getelementptr float, ptr %1140, i64 %2785
  %2797 = load float, ptr %2796, align 4
  %2798 = load float, ptr %2790, align 4
  %2799 = fmul float %2797, %2798
  %2800 = fadd float %2795, %2799
  store float %2800, ptr %2794, align 4
  %2801 = add nuw nsw i64 %2785, 1
  %2802 = icmp eq i64 %2801, %197
  br i1 %2802, label %2803, label %2784

2803:                                             ; preds = %2784, %2754, %2286, %2700
  %2804 = phi i1 [ %1159, %2286 ], [ true, %2700 ], [ false, %2754 ], [ false, %2784 ]
  %2805 = phi ptr [ %2287, %2286 ], [ %2701, %2700 ], [ %2701, %2754 ], [ %2701, %2784 ]
  %2806 = getelementptr float, ptr %1740, i64 %106
  %2807 = getelementptr float, ptr %1740, i64 %120
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %1740, i64 noundef %106)
  br i1 %99, label %2808, label %2809

2808:                                             ; preds = %2803
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %2805, i64 noundef %106)
  br label %2809

2809:                                             ; preds = %2808, %2803
  call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef %2807, i64 noundef %106)
  br i1 %134, label %2810, label %2923

2810:                                             ; preds = %2809
  %2811 = getelementptr i8, ptr %1745, i64 %1192
  %2812 = getelementptr i8, ptr %1740, i64 %1195
  %2813 = getelementptr i8, ptr %2812, i64 %1192
  %2814 = getelementptr i8, ptr %1740, i64 %1192
  %2815 = getelementptr i8, ptr %1740, i64 %817
  %2816 = getelementptr i8, ptr %1740, i64 %1196
  %2817 = icmp ult ptr %1745, %2813
  %2818 = icmp ult ptr %2807, %2811
  %2819 = and i1 %2817, %2818
  %2820 = icmp ult ptr %1745, %2814
  %2821 = icmp ult ptr %1740, %2811
  %2822 = and i1 %2820, %2821
  %2823 = or i1 %2819, %2822
  %2824 = icmp ult ptr %1745, %2816
  %2825 = icmp ult ptr %2815, %2811
  %2826 = and i1 %2824, %2825
  %2827 = or i1 %2823, %2826
  br i1 %2827, label %2920, label %2828

2828:                                             ; preds = %2810
  br i1 %1448, label %2897, label %2829

2829:                                             ; preds = %2828
  %2830 = getelementptr float, ptr %1740, i64 %1133
  br label %2831

2831:                                             ; preds = %2831, %2829
  %2832 = phi i64 [ 0, %2829 ], [ %2893, %2831 ]
  %2833 = getelementptr float, ptr %1740, i64 %2832
  %2834 = getelementptr i8, ptr %2833, i64 64
  %2835 = getelementptr i8, ptr %2833, i64 128
  %2836 = getelementptr i8, ptr %2833, i64 192
  %2837 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %2833, <16 x i1> %1453, <16 x float> poison)
  %2838 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %2834, <16 x i1> %1453, <16 x float> poison)
  %2839 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %2835, <16 x i1> %1453, <16 x float> poison)
  %2840 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %2836, <16 x i1> %1453, <16 x float> poison)
  %2841 = fsub <16 x float> splat (float 1.000000e+00), %2837
  %2842 = fsub <16 x float> splat (float 1.000000e+00), %2838
  %2843 = fsub <16 x float> splat (float 1.000000e+00), %2839
  %2844 = fsub <16 x float> splat (float 1.000000e+00), %2840
  %2845 = getelementptr float, ptr %2830, i64 %2832
  %2846 = getelementptr i8, ptr %2845, i64 64
  %2847 = getelementptr i8, ptr %2845, i64 128
  %2848 = getelementptr i8, ptr %2845, i64 192
  %2849 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %2845, <16 x i1> %1452, <16 x float> poison)
  %2850 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %2846, <16 x i1> %1452, <16 x float> poison)
  %2851 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %2847, <16 x i1> %1452, <16 x float> poison)
  %2852 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %2848, <16 x i1> %1452, <16 x float> poison)
  %2853 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %2833, <16 x i1> %1452, <16 x float> poison)
  %2854 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %2834, <16 x i1> %1452, <16 x float> poison)
  %2855 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %2835, <16 x i1> %1452, <16 x float> poison)
  %2856 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %2836, <16 x i1> %1452, <16 x float> poison)
  %2857 = select i1 %99, <16 x float> %2853, <16 x float> %2837
  %2858 = select i1 %99, <16 x float> %2854, <16 x float> %2838
  %2859 = select i1 %99, <16 x float> %2855, <16 x float> %2839
  %2860 = select i1 %99, <16 x float> %2856, <16 x float> %2840
  %2861 = select i1 %99, <16 x float> %2849, <16 x float> %2841
  %2862 = select i1 %99, <16 x float> %2850, <16 x float> %2842
  %2863 = select i1 %99, <16 x float> %2851, <16 x float> %2843
  %2864 = select i1 %99, <16 x float> %2852, <16 x float> %2844
  %2865 = getelementptr inbounds nuw float, ptr %1745, i64 %2832
  %2866 = getelementptr inbounds nuw i8, ptr %2865, i64 64
  %2867 = getelementptr inbounds nuw i8, ptr %2865, i64 128
  %2868 = getelementptr inbounds nuw i8, ptr %2865, i64 192
  %2869 = load <16 x float>, ptr %2865, align 4
  %2870 = load <16 x float>, ptr %2866, align 4
  %2871 = load <16 x float>, ptr %2867, align 4
  %2872 = load <16 x float>, ptr %2868, align 4
  %2873 = fmul <16 x float> %2861, %2869
  %2874 = fmul <16 x float> %2862, %2870
  %2875 = fmul <16 x float> %2863, %2871
  %2876 = fmul <16 x float> %2864, %2872
  %2877 = getelementptr inbounds nuw float, ptr %2807, i64 %2832
  %2878 = getelementptr inbounds nuw i8, ptr %2877, i64 64
  %2879 = getelementptr inbounds nuw i8, ptr %2877, i64 128
  %2880 = getelementptr inbounds nuw i8, ptr %2877, i64 192
  %2881 = load <16 x float>, ptr %2877, align 4
  %2882 = load <16 x float>, ptr %2878, align 4
  %2883 = load <16 x float>, ptr %2879, align 4
  %2884 = load <16 x float>, ptr %2880, align 4
  %2885 = fmul <16 x float> %2857, %2881
  %2886 = fmul <16 x float> %2858, %2882
  %2887 = fmul <16 x float> %2859, %2883
  %2888 = fmul <16 x float> %2860, %2884
  %2889 = fadd <16 x float> %2873, %2885
  %2890 = fadd <16 x float> %2874, %2886
  %2891 = fadd <16 x float> %2875, %2887
  %2892 = fadd <16 x float> %2876, %2888
  store <16 x float> %2889, ptr %2865, align 4
  store <16 x float> %2890, ptr %2866, align 4
  store <16 x float> %2891, ptr %2867, align 4
  store <16 x float> %2892, ptr %2868, align 4
  %2893 = add nuw i64 %2832, 64
  %2894 = icmp eq i64 %2893, %1450
  br i1 %2894, label %2895, label %2831

2895:                                             ; preds = %2831
  br i1 %1454, label %2923, label %2896

2896:                                             ; preds = %2895
  br i1 %1455, label %2920, label %2897

2897:                                             ; preds = %2828, %2896
  %2898 = phi i64 [ %1450, %2896 ], [ 0, %2828 ]
  %2899 = getelementptr float, ptr %1740, i64 %1133
  br label %2900

2900:                                             ; preds = %2900, %2897
  %2901 = phi i64 [ %2898, %2897 ], [ %2917, %2900 ]
  %2902 = getelementptr float, ptr %1740, i64 %2901
  %2903 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2902, <8 x i1> %1459, <8 x float> poison)
  %2904 = fsub <8 x float> splat (float 1.000000e+00), %2903
  %2905 = getelementptr float, ptr %2899, i64 %2901
  %2906 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2905, <8 x i1> %1458, <8 x float> poison)
  %2907 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2902, <8 x i1> %1458, <8 x float> poison)
  %2908 = select i1 %99, <8 x float> %2907, <8 x float> %2903
  %2909 = select i1 %99, <8 x float> %2906, <8 x float> %2904
  %2910 = getelementptr inbounds nuw float, ptr %1745, i64 %2901
  %2911 = load <8 x float>, ptr %2910, align 4
  %2912 = fmul <8 x float> %2909, %2911
  %2913 = getelementptr inbounds nuw float, ptr %2807, i64 %2901
  %2914 = load <8 x float>, ptr %2913, align 4
  %2915 = fmul <8 x float> %2908, %2914
  %2916 = fadd <8 x float> %2912, %2915
  store <8 x float> %2916, ptr %2910, align 4
  %2917 = add nuw i64 %2901, 8
  %2918 = icmp eq i64 %2917, %1456
  br i1 %2918, label %2919, label %2900

2919:                                             ; preds = %2900
  br i1 %1460, label %2923, label %2920

2920:                                             ; preds = %2810, %2896, %2919
  %2921 = phi i64 [ 0, %2810 ], [ %1450, %2896 ], [ %1456, %2919 ]
  %2922 = getelementptr inbounds float, ptr %1740, i64 %1133
  br label %2989

2923:                                             ; preds = %3000, %2895, %2919, %2809
  br i1 %2804, label %3033, label %2924

2924:                                             ; preds = %2923
  br i1 %1461, label %2973, label %2925

2925:                                             ; preds = %2924
  %2926 = getelementptr i8, ptr %1740, i64 %1193
  %2927 = getelementptr i8, ptr %1745, i64 %1192
  %2928 = icmp ult ptr %2806, %1194
  %2929 = icmp ult ptr %1141, %2926
  %2930 = and i1 %2928, %2929
  %2931 = icmp ult ptr %2806, %2927
  %2932 = icmp ult ptr %1745, %2926
  %2933 = and i1 %2931, %2932
  %2934 = or i1 %2930, %2933
  br i1 %2934, label %2973, label %2935

2935:                                             ; preds = %2925
  br i1 %1462, label %2958, label %2936

2936:                                             ; preds = %2935, %2936
  %2937 = phi i64 [ %2954, %2936 ], [ 0, %2935 ]
  %2938 = getelementptr inbounds nuw float, ptr %2806, i64 %2937
  %2939 = getelementptr inbounds nuw i8, ptr %2938, i64 64
  %2940 = load <16 x float>, ptr %2938, align 4
  %2941 = load <16 x float>, ptr %2939, align 4
  %2942 = getelementptr float, ptr %1141, i64 %2937
  %2943 = getelementptr i8, ptr %2942, i64 64
  %2944 = load <16 x float>, ptr %2942, align 4
  %2945 = load <16 x float>, ptr %2943, align 4
  %2946 = getelementptr inbounds nuw float, ptr %1745, i64 %2937
  %2947 = getelementptr inbounds nuw i8, ptr %2946, i64 64
  %2948 = load <16 x float>, ptr %2946, align 4
  %2949 = load <16 x float>, ptr %2947, align 4
  %2950 = fmul <16 x float> %2944, %2948
  %2951 = fmul <16 x float> %2945, %2949
  %2952 = fadd <16 x float> %2940, %2950
  %2953 = fadd <16 x float> %2941, %2951
  store <16 x float> %2952, ptr %2938, align 4
  store <16 x float> %2953, ptr %2939, align 4
  %2954 = add nuw i64 %2937, 32
  %2955 = icmp eq i64 %2954, %1464
  br i1 %2955, label %2956, label %2936

2956:                                             ; preds = %2936
  br i1 %1465, label %3033, label %2957

2957:                                             ; preds = %2956
  br i1 %1466, label %2973, label %2958

2958:                                             ; preds = %2935, %2957
  %2959 = phi i64 [ %1464, %2957 ], [ 0, %2935 ]
  br label %2960

2960:                                             ; preds = %2960, %2958
  %2961 = phi i64 [ %2959, %2958 ], [ %2970, %2960 ]
  %2962 = getelementptr inbounds nuw float, ptr %2806, i64 %2961
  %2963 = load <4 x float>, ptr %2962, align 4
  %2964 = getelementptr float, ptr %1141, i64 %2961
  %2965 = load <4 x float>, ptr %2964, align 4
  %2966 = getelementptr inbounds nuw float, ptr %1745, i64 %2961
  %2967 = load <4 x float>, ptr %2966, align 4
  %2968 = fmul <4 x float> %2965, %2967
  %2969 = fadd <4 x float> %2963, %2968
  store <4 x float> %2969, ptr %2962, align 4
  %2970 = add nuw i64 %2961, 4
  %2971 = icmp eq i64 %2970, %1467
  br i1 %2971, label %2972, label %2960

2972:                                             ; preds = %2960
  br i1 %1468, label %3033, label %2973

2973:                                             ; preds = %2925, %2924, %2957, %2972
  %2974 = phi i64 [ 0, %2924 ], [ 0, %2925 ], [ %1464, %2957 ], [ %1467, %2972 ]
  %2975 = or disjoint i64 %2974, 1
  br i1 %1470, label %2986, label %2976

2976:                                             ; preds = %2973
  %2977 = getelementptr inbounds nuw float, ptr %2806, i64 %2974
  %2978 = load float, ptr %2977, align 4
  %2979 = getelementptr float, ptr %1141, i64 %2974
  %2980 = load float, ptr %2979, align 4
  %2981 = getelementptr inbounds nuw float, ptr %1745, i64 %2974
  %2982 = load float, ptr %2981, align 4
  %2983 = fmul float %2980, %2982
  %2984 = fadd float %2978, %2983
  store float %2984, ptr %2977, align 4
  %2985 = or disjoint i64 %2974, 1
  br label %2986

2986:                                             ; preds = %2976, %2973
  %2987 = phi i64 [ %2974, %2973 ], [ %2985, %2976 ]
  %2988 = icmp eq i64 %197, %2975
  br i1 %2988, label %3033, label %3012

2989:                                             ; preds = %2920, %3000
  %2990 = phi i64 [ %3010, %3000 ], [ %2921, %2920 ]
  br i1 %99, label %2995, label %2991

2991:                                             ; preds = %2989
  %2992 = getelementptr inbounds nuw float, ptr %1740, i64 %2990
  %2993 = load float, ptr %2992, align 4
  %2994 = fsub float 1.000000e+00, %2993
  br label %3000

2995:                                             ; preds = %2989
  %2996 = getelementptr inbounds nuw float, ptr %2922, i64 %2990
  %2997 = load float, ptr %2996, align 4
  %2998 = getelementptr inbounds nuw float, ptr %1740, i64 %2990
  %2999 = load float, ptr %2998, align 4
  br label %3000

3000:                                             ; preds = %2995, %2991
  %3001 = phi float [ %2993, %2991 ], [ %2999, %2995 ]
  %3002 = phi float [ %2994, %2991 ], [ %2997, %2995 ]
  %3003 = getelementptr inbounds nuw float, ptr %1745, i64 %2990
  %3004 = load float, ptr %3003, align 4
  %3005 = fmul float %3002, %3004
  %3006 = getelementptr inbounds nuw float, ptr %2807, i64 %2990
  %3007 = load float, ptr %3006, align 4
  %3008 = fmul float %3001, %3007
  %3009 = fadd float %3005, %3008
  store float %3009, ptr %3003, align 4
  %3010 = add nuw nsw i64 %2990, 1
  %3011 = icmp eq i64 %3010, %197
  br i1 %3011, label %2923, label %2989

3012:                                             ; preds = %2986, %3012
  %3013 = phi i64 [ %3031, %3012 ], [ %2987, %2986 ]
  %3014 = getelementptr inbounds nuw float, ptr %2806, i64 %3013
  %3015 = load float, ptr %3014, align 4
  %3016 = getelementptr float, ptr %1141, i64 %3013
  %3017 = load float, ptr %3016, align 4
  %3018 = getelementptr inbounds nuw float, ptr %1745, i64 %3013
  %3019 = load float, ptr %3018, align 4
  %3020 = fmul float %3017, %3019
  %3021 = fadd float %3015, %3020
  store float %3021, ptr %3014, align 4
  %3022 = add nuw nsw i64 %3013, 1
  %3023 = getelementptr inbounds nuw float, ptr %2806, i64 %3022
  %3024 = load float, ptr %3023, align 4
  %3025 = getelementptr float, ptr %1141, i64 %3022
  %3026 = load float, ptr %3025, align 4
  %3027 = getelementptr inbounds nuw float, ptr %1745, i64 %3022
  %3028 = load float, ptr %3027, align 4
  %3029 = fmul float %3026, %3028
  %3030 = fadd float %3024, %3029
  store float %3030, ptr %3023, align 4
  %3031 = add nuw nsw i64 %3013, 2
  %3032 = icmp eq i64 %3031, %197
  br i1 %3032, label %3033, label %3012

3033:                                             ; preds = %2986, %3012, %2956, %2972, %2923
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %2806, i64 noundef %106)
  br i1 %134, label %3106, label %3034

3034:                                             ; preds = %3033
  call fastcc void @apply(i64 %94, <2 x float> %98, float noundef 0.000000e+00, ptr noundef %2807, i64 noundef %106)
  br label %4050

3035:                                             ; preds = %3106
  call fastcc void @apply(i64 %94, <2 x float> %98, float noundef 0.000000e+00, ptr noundef nonnull %2807, i64 noundef %106)
  br i1 %1471, label %3088, label %3036

3036:                                             ; preds = %3035
  %3037 = add i64 %1190, %1743
  %3038 = sub i64 %3037, %1741
  %3039 = icmp ult i64 %3038, 256
  %3040 = add i64 %1472, %1741
  %3041 = sub i64 %1743, %3040
  %3042 = icmp ult i64 %3041, 256
  %3043 = or i1 %3039, %3042
  br i1 %3043, label %3088, label %3044

3044:                                             ; preds = %3036
  br i1 %1473, label %3075, label %3045

3045:                                             ; preds = %3044, %3045
  %3046 = phi i64 [ %3071, %3045 ], [ 0, %3044 ]
  %3047 = getelementptr inbounds nuw float, ptr %2806, i64 %3046
  %3048 = getelementptr inbounds nuw i8, ptr %3047, i64 64
  %3049 = getelementptr inbounds nuw i8, ptr %3047, i64 128
  %3050 = getelementptr inbounds nuw i8, ptr %3047, i64 192
  %3051 = load <16 x float>, ptr %3047, align 4
  %3052 = load <16 x float>, ptr %3048, align 4
  %3053 = load <16 x float>, ptr %3049, align 4
  %3054 = load <16 x float>, ptr %3050, align 4
  %3055 = getelementptr inbounds nuw float, ptr %2807, i64 %3046
  %3056 = getelementptr inbounds nuw i8, ptr %3055, i64 64
  %3057 = getelementptr inbounds nuw i8, ptr %3055, i64 128
  %3058 = getelementptr inbounds nuw i8, ptr %3055, i64 192
  %3059 = load <16 x float>, ptr %3055, align 4
  %3060 = load <16 x float>, ptr %3056, align 4
  %3061 = load <16 x float>, ptr %3057, align 4
  %3062 = load <16 x float>, ptr %3058, align 4
  %3063 = fmul <16 x float> %3051, %3059
  %3064 = fmul <16 x float> %3052, %3060
  %3065 = fmul <16 x float> %3053, %3061
  %3066 = fmul <16 x float> %3054, %3062
  %3067 = getelementptr inbounds nuw float, ptr %1742, i64 %3046
  %3068 = getelementptr inbounds nuw i8, ptr %3067, i64 64
  %3069 = getelementptr inbounds nuw i8, ptr %3067, i64 128
  %3070 = getelementptr inbounds nuw i8, ptr %3067, i64 192
  store <16 x float> %3063, ptr %3067, align 4
  store <16 x float> %3064, ptr %3068, align 4
  store <16 x float> %3065, ptr %3069, align 4
  store <16 x float> %3066, ptr %3070, align 4
  %3071 = add nuw i64 %3046, 64
  %3072 = icmp eq i64 %3071, %1475
  br i1 %3072, label %3073, label %3045

3073:                                             ; preds = %3045
  br i1 %1476, label %4050, label %3074

3074:                                             ; preds = %3073
  br i1 %1477, label %3088, label %3075

3075:                                             ; preds = %3044, %3074
  %3076 = phi i64 [ %1475, %3074 ], [ 0, %3044 ]
  br label %3077

3077:                                             ; preds = %3077, %3075
  %3078 = phi i64 [ %3076, %3075 ], [ %3085, %3077 ]
  %3079 = getelementptr inbounds nuw float, ptr %2806, i64 %3078
  %3080 = load <8 x float>, ptr %3079, align 4
  %3081 = getelementptr inbounds nuw float, ptr %2807, i64 %3078
  %3082 = load <8 x float>, ptr %3081, align 4
  %3083 = fmul <8 x float> %3080, %3082
  %3084 = getelementptr inbounds nuw float, ptr %1742, i64 %3078
  store <8 x float> %3083, ptr %3084, align 4
  %3085 = add nuw i64 %3078, 8
  %3086 = icmp eq i64 %3085, %1478
  br i1 %3086, label %3087, label %3077

3087:                                             ; preds = %3077
  br i1 %1479, label %4050, label %3088

3088:                                             ; preds = %3036, %3035, %3074, %3087
  %3089 = phi i64 [ 0, %3035 ], [ 0, %3036 ], [ %1475, %3074 ], [ %1478, %3087 ]
  br i1 %1481, label %3102, label %3090

3090:                                             ; preds = %3088, %3090
  %3091 = phi i64 [ %3099, %3090 ], [ %3089, %3088 ]
  %3092 = phi i64 [ %3100, %3090 ], [ 0, %3088 ]
  %3093 = getelementptr inbounds nuw float, ptr %2806, i64 %3091
  %3094 = load float, ptr %3093, align 4
  %3095 = getelementptr inbounds nuw float, ptr %2807, i64 %3091
  %3096 = load float, ptr %3095, align 4
  %3097 = fmul float %3094, %3096
  %3098 = getelementptr inbounds nuw float, ptr %1742, i64 %3091
  store float %3097, ptr %3098, align 4
  %3099 = add nuw nsw i64 %3091, 1
  %3100 = add i64 %3092, 1
  %3101 = icmp eq i64 %3100, %1480
  br i1 %3101, label %3102, label %3090

3102:                                             ; preds = %3090, %3088
  %3103 = phi i64 [ %3089, %3088 ], [ %3099, %3090 ]
  %3104 = sub nsw i64 %3089, %32
  %3105 = icmp ugt i64 %3104, -4
  br i1 %3105, label %4050, label %3113

3106:                                             ; preds = %3033, %3106
  %3107 = phi i64 [ %3111, %3106 ], [ 0, %3033 ]
  %3108 = getelementptr inbounds nuw float, ptr %2807, i64 %3107
  %3109 = getelementptr inbounds nuw float, ptr %1745, i64 %3107
  %3110 = load <16 x float>, ptr %3109, align 4
  store <16 x float> %3110, ptr %3108, align 4
  %3111 = add nuw nsw i64 %3107, 16
  %3112 = icmp slt i64 %3111, %106
  br i1 %3112, label %3106, label %3035

3113:                                             ; preds = %3102, %3113
  %3114 = phi i64 [ %3142, %3113 ], [ %3103, %3102 ]
  %3115 = getelementptr inbounds nuw float, ptr %2806, i64 %3114
  %3116 = load float, ptr %3115, align 4
  %3117 = getelementptr inbounds nuw float, ptr %2807, i64 %3114
  %3118 = load float, ptr %3117, align 4
  %3119 = fmul float %3116, %3118
  %3120 = getelementptr inbounds nuw float, ptr %1742, i64 %3114
  store float %3119, ptr %3120, align 4
  %3121 = add nuw nsw i64 %3114, 1
  %3122 = getelementptr inbounds nuw float, ptr %2806, i64 %3121
  %3123 = load float, ptr %3122, align 4
  %3124 = getelementptr inbounds nuw float, ptr %2807, i64 %3121
  %3125 = load float, ptr %3124, align 4
  %3126 = fmul float %3123, %3125
  %3127 = getelementptr inbounds nuw float, ptr %1742, i64 %3121
  store float %3126, ptr %3127, align 4
  %3128 = add nuw nsw i64 %3114, 2
  %3129 = getelementptr inbounds nuw float, ptr %2806, i64 %3128
  %3130 = load float, ptr %3129, align 4
  %3131 = getelementptr inbounds nuw float, ptr %2807, i64 %3128
  %3132 = load float, ptr %3131, align 4
  %3133 = fmul float %3130, %3132
  %3134 = getelementptr inbounds nuw float, ptr %1742, i64 %3128
  store float %3133, ptr %3134, align 4
  %3135 = add nuw nsw i64 %3114, 3
  %3136 = getelementptr inbounds nuw float, ptr %2806, i64 %3135
  %3137 = load float, ptr %3136, align 4
  %3138 = getelementptr inbounds nuw float, ptr %2807, i64 %3135
  %3139 = load float, ptr %3138, align 4
  %3140 = fmul float %3137, %3139
  %3141 = getelementptr inbounds nuw float, ptr %1742, i64 %3135
  store float %3140, ptr %3141, align 4
  %3142 = add nuw nsw i64 %3114, 4
  %3143 = icmp eq i64 %3142, %32
  br i1 %3143, label %4050, label %3113

3144:                                             ; preds = %2181
  br i1 %100, label %3249, label %3145

3145:                                             ; preds = %3144
  br i1 %134, label %3146, label %3915

3146:                                             ; preds = %3145
  br i1 %1333, label %3230, label %3147

3147:                                             ; preds = %3146
  %3148 = getelementptr i8, ptr %1740, i64 %1322
  %3149 = getelementptr i8, ptr %1738, i64 %1322
  %3150 = icmp ult ptr %1740, %3149
  %3151 = icmp ult ptr %1738, %3148
  %3152 = and i1 %3150, %3151
  %3153 = icmp ult ptr %1740, %1328
  %3154 = icmp ult ptr %188, %3148
  %3155 = and i1 %3153, %3154
  %3156 = or i1 %3152, %3155
  %3157 = icmp ult ptr %1740, %1332
  %3158 = icmp ult ptr %187, %3148
  %3159 = and i1 %3157, %3158
  %3160 = or i1 %3156, %3159
  br i1 %3160, label %3230, label %3161

3161:                                             ; preds = %3147
  br i1 %1334, label %3212, label %3162

3162:                                             ; preds = %3161, %3162
  %3163 = phi i64 [ %3208, %3162 ], [ 0, %3161 ]
  %3164 = getelementptr inbounds nuw float, ptr %1738, i64 %3163
  %3165 = getelementptr inbounds nuw i8, ptr %3164, i64 64
  %3166 = getelementptr inbounds nuw i8, ptr %3164, i64 128
  %3167 = getelementptr inbounds nuw i8, ptr %3164, i64 192
  %3168 = load <16 x float>, ptr %3164, align 4
  %3169 = load <16 x float>, ptr %3165, align 4
  %3170 = load <16 x float>, ptr %3166, align 4
  %3171 = load <16 x float>, ptr %3167, align 4
  %3172 = getelementptr inbounds nuw float, ptr %187, i64 %3163
  %3173 = getelementptr inbounds nuw i8, ptr %3172, i64 64
  %3174 = getelementptr inbounds nuw i8, ptr %3172, i64 128
  %3175 = getelementptr inbounds nuw i8, ptr %3172, i64 192
  %3176 = load <16 x float>, ptr %3172, align 4
  %3177 = load <16 x float>, ptr %3173, align 4
  %3178 = load <16 x float>, ptr %3174, align 4
  %3179 = load <16 x float>, ptr %3175, align 4
  %3180 = fadd <16 x float> %3168, %3176
  %3181 = fadd <16 x float> %3169, %3177
  %3182 = fadd <16 x float> %3170, %3178
  %3183 = fadd <16 x float> %3171, %3179
  %3184 = getelementptr inbounds nuw float, ptr %188, i64 %3163
  %3185 = getelementptr inbounds nuw i8, ptr %3184, i64 64
  %3186 = getelementptr inbounds nuw i8, ptr %3184, i64 128
  %3187 = getelementptr inbounds nuw i8, ptr %3184, i64 192
  %3188 = load <16 x float>, ptr %3184, align 4
  %3189 = load <16 x float>, ptr %3185, align 4
  %3190 = load <16 x float>, ptr %3186, align 4
  %3191 = load <16 x float>, ptr %3187, align 4
  %3192 = fadd <16 x float> %3180, %3188
  %3193 = fadd <16 x float> %3181, %3189
  %3194 = fadd <16 x float> %3182, %3190
  %3195 = fadd <16 x float> %3183, %3191
  %3196 = getelementptr inbounds nuw float, ptr %1740, i64 %3163
  %3197 = getelementptr inbounds nuw i8, ptr %3196, i64 64
  %3198 = getelementptr inbounds nuw i8, ptr %3196, i64 128
  %3199 = getelementptr inbounds nuw i8, ptr %3196, i64 192
  %3200 = load <16 x float>, ptr %3196, align 4
  %3201 = load <16 x float>, ptr %3197, align 4
  %3202 = load <16 x float>, ptr %3198, align 4
  %3203 = load <16 x float>, ptr %3199, align 4
  %3204 = fadd <16 x float> %3192, %3200
  %3205 = fadd <16 x float> %3193, %3201
  %3206 = fadd <16 x float> %3194, %3202
  %3207 = fadd <16 x float> %3195, %3203
  store <16 x float> %3204, ptr %3196, align 4
  store <16 x float> %3205, ptr %3197, align 4
  store <16 x float> %3206, ptr %3198, align 4
  store <16 x float> %3207, ptr %3199, align 4
  %3208 = add nuw i64 %3163, 64
  %3209 = icmp eq i64 %3208, %1336
  br i1 %3209, label %3210, label %3162

3210:                                             ; preds = %3162
  br i1 %1337, label %3779, label %3211

3211:                                             ; preds = %3210
  br i1 %1338, label %3230, label %3212

3212:                                             ; preds = %3161, %3211
  %3213 = phi i64 [ %1336, %3211 ], [ 0, %3161 ]
  br label %3214

3214:                                             ; preds = %3214, %3212
  %3215 = phi i64 [ %3213, %3212 ], [ %3227, %3214 ]
  %3216 = getelementptr inbounds nuw float, ptr %1738, i64 %3215
  %3217 = load <8 x float>, ptr %3216, align 4
  %3218 = getelementptr inbounds nuw float, ptr %187, i64 %3215
  %3219 = load <8 x float>, ptr %3218, align 4
  %3220 = fadd <8 x float> %3217, %3219
  %3221 = getelementptr inbounds nuw float, ptr %188, i64 %3215
  %3222 = load <8 x float>, ptr %3221, align 4
  %3223 = fadd <8 x float> %3220, %3222
  %3224 = getelementptr inbounds nuw float, ptr %1740, i64 %3215
  %3225 = load <8 x float>, ptr %3224, align 4
  %3226 = fadd <8 x float> %3223, %3225
  store <8 x float> %3226, ptr %3224, align 4
  %3227 = add nuw i64 %3215, 8
  %3228 = icmp eq i64 %3227, %1339
  br i1 %3228, label %3229, label %3214

3229:                                             ; preds = %3214
  br i1 %1340, label %3779, label %3230

3230:                                             ; preds = %3147, %3146, %3211, %3229
  %3231 = phi i64 [ 0, %3146 ], [ 0, %3147 ], [ %1336, %3211 ], [ %1339, %3229 ]
  %3232 = or disjoint i64 %3231, 1
  br i1 %1342, label %3246, label %3233

3233:                                             ; preds = %3230
  %3234 = getelementptr inbounds nuw float, ptr %1738, i64 %3231
  %3235 = load float, ptr %3234, align 4
  %3236 = getelementptr inbounds nuw float, ptr %187, i64 %3231
  %3237 = load float, ptr %3236, align 4
  %3238 = fadd float %3235, %3237
  %3239 = getelementptr inbounds nuw float, ptr %188, i64 %3231
  %3240 = load float, ptr %3239, align 4
  %3241 = fadd float %3238, %3240
  %3242 = getelementptr inbounds nuw float, ptr %1740, i64 %3231
  %3243 = load float, ptr %3242, align 4
  %3244 = fadd float %3241, %3243
  store float %3244, ptr %3242, align 4
  %3245 = or disjoint i64 %3231, 1
  br label %3246

3246:                                             ; preds = %3233, %3230
  %3247 = phi i64 [ %3231, %3230 ], [ %3245, %3233 ]
  %3248 = icmp eq i64 %32, %3232
  br i1 %3248, label %3779, label %3888

3249:                                             ; preds = %3144
  br i1 %134, label %3250, label %3623

3250:                                             ; preds = %3249
  br i1 %1364, label %3334, label %3251

3251:                                             ; preds = %3250
  %3252 = getelementptr i8, ptr %1740, i64 %1294
  %3253 = getelementptr i8, ptr %1738, i64 %1294
  %3254 = icmp ult ptr %1740, %3253
  %3255 = icmp ult ptr %1738, %3252
  %3256 = and i1 %3254, %3255
  %3257 = icmp ult ptr %1740, %1300
  %3258 = icmp ult ptr %188, %3252
  %3259 = and i1 %3257, %3258
  %3260 = or i1 %3256, %3259
  %3261 = icmp ult ptr %1740, %1304
  %3262 = icmp ult ptr %187, %3252
  %3263 = and i1 %3261, %3262
  %3264 = or i1 %3260, %3263
  br i1 %3264, label %3334, label %3265

3265:                                             ; preds = %3251
  br i1 %1365, label %3316, label %3266

3266:                                             ; preds = %3265, %3266
  %3267 = phi i64 [ %3312, %3266 ], [ 0, %3265 ]
  %3268 = getelementptr inbounds nuw float, ptr %1738, i64 %3267
  %3269 = getelementptr inbounds nuw i8, ptr %3268, i64 64
  %3270 = getelementptr inbounds nuw i8, ptr %3268, i64 128
  %3271 = getelementptr inbounds nuw i8, ptr %3268, i64 192
  %3272 = load <16 x float>, ptr %3268, align 4
  %3273 = load <16 x float>, ptr %3269, align 4
  %3274 = load <16 x float>, ptr %3270, align 4
  %3275 = load <16 x float>, ptr %3271, align 4
  %3276 = getelementptr inbounds nuw float, ptr %187, i64 %3267
  %3277 = getelementptr inbounds nuw i8, ptr %3276, i64 64
  %3278 = getelementptr inbounds nuw i8, ptr %3276, i64 128
  %3279 = getelementptr inbounds nuw i8, ptr %3276, i64 192
  %3280 = load <16 x float>, ptr %3276, align 4
  %3281 = load <16 x float>, ptr %3277, align 4
  %3282 = load <16 x float>, ptr %3278, align 4
  %3283 = load <16 x float>, ptr %3279, align 4
  %3284 = fadd <16 x float> %3272, %3280
  %3285 = fadd <16 x float> %3273, %3281
  %3286 = fadd <16 x float> %3274, %3282
  %3287 = fadd <16 x float> %3275, %3283
  %3288 = getelementptr inbounds nuw float, ptr %188, i64 %3267
  %3289 = getelementptr inbounds nuw i8, ptr %3288, i64 64
  %3290 = getelementptr inbounds nuw i8, ptr %3288, i64 128
  %3291 = getelementptr inbounds nuw i8, ptr %3288, i64 192
  %3292 = load <16 x float>, ptr %3288, align 4
  %3293 = load <16 x float>, ptr %3289, align 4
  %3294 = load <16 x float>, ptr %3290, align 4
  %3295 = load <16 x float>, ptr %3291, align 4
  %3296 = fadd <16 x float> %3284, %3292
  %3297 = fadd <16 x float> %3285, %3293
  %3298 = fadd <16 x float> %3286, %3294
  %3299 = fadd <16 x float> %3287, %3295
  %3300 = getelementptr inbounds nuw float, ptr %1740, i64 %3267
  %3301 = getelementptr inbounds nuw i8, ptr %3300, i64 64
  %3302 = getelementptr inbounds nuw i8, ptr %3300, i64 128
  %3303 = getelementptr inbounds nuw i8, ptr %3300, i64 192
  %3304 = load <16 x float>, ptr %3300, align 4
  %3305 = load <16 x float>, ptr %3301, align 4
  %3306 = load <16 x float>, ptr %3302, align 4
  %3307 = load <16 x float>, ptr %3303, align 4
  %3308 = fadd <16 x float> %3296, %3304
  %3309 = fadd <16 x float> %3297, %3305
  %3310 = fadd <16 x float> %3298, %3306
  %3311 = fadd <16 x float> %3299, %3307
  store <16 x float> %3308, ptr %3300, align 4
  store <16 x float> %3309, ptr %3301, align 4
  store <16 x float> %3310, ptr %3302, align 4
  store <16 x float> %3311, ptr %3303, align 4
  %3312 = add nuw i64 %3267, 64
  %3313 = icmp eq i64 %3312, %1367
  br i1 %3313, label %3314, label %3266

3314:                                             ; preds = %3266
  br i1 %1368, label %3353, label %3315

3315:                                             ; preds = %3314
  br i1 %1369, label %3334, label %3316

3316:                                             ; preds = %3265, %3315
  %3317 = phi i64 [ %1367, %3315 ], [ 0, %3265 ]
  br label %3318

3318:                                             ; preds = %3318, %3316
  %3319 = phi i64 [ %3317, %3316 ], [ %3331, %3318 ]
  %3320 = getelementptr inbounds nuw float, ptr %1738, i64 %3319
  %3321 = load <8 x float>, ptr %3320, align 4
  %3322 = getelementptr inbounds nuw float, ptr %187, i64 %3319
  %3323 = load <8 x float>, ptr %3322, align 4
  %3324 = fadd <8 x float> %3321, %3323
  %3325 = getelementptr inbounds nuw float, ptr %188, i64 %3319
  %3326 = load <8 x float>, ptr %3325, align 4
  %3327 = fadd <8 x float> %3324, %3326
  %3328 = getelementptr inbounds nuw float, ptr %1740, i64 %3319
  %3329 = load <8 x float>, ptr %3328, align 4
  %3330 = fadd <8 x float> %3327, %3329
  store <8 x float> %3330, ptr %3328, align 4
  %3331 = add nuw i64 %3319, 8
  %3332 = icmp eq i64 %3331, %1370
  br i1 %3332, label %3333, label %3318

3333:                                             ; preds = %3318
  br i1 %1371, label %3353, label %3334

3334:                                             ; preds = %3251, %3250, %3315, %3333
  %3335 = phi i64 [ 0, %3250 ], [ 0, %3251 ], [ %1367, %3315 ], [ %1370, %3333 ]
  %3336 = or disjoint i64 %3335, 1
  br i1 %1373, label %3350, label %3337

3337:                                             ; preds = %3334
  %3338 = getelementptr inbounds nuw float, ptr %1738, i64 %3335
  %3339 = load float, ptr %3338, align 4
  %3340 = getelementptr inbounds nuw float, ptr %187, i64 %3335
  %3341 = load float, ptr %3340, align 4
  %3342 = fadd float %3339, %3341
  %3343 = getelementptr inbounds nuw float, ptr %188, i64 %3335
  %3344 = load float, ptr %3343, align 4
  %3345 = fadd float %3342, %3344
  %3346 = getelementptr inbounds nuw float, ptr %1740, i64 %3335
  %3347 = load float, ptr %3346, align 4
  %3348 = fadd float %3345, %3347
  store float %3348, ptr %3346, align 4
  %3349 = or disjoint i64 %3335, 1
  br label %3350

3350:                                             ; preds = %3337, %3334
  %3351 = phi i64 [ %3335, %3334 ], [ %3349, %3337 ]
  %3352 = icmp eq i64 %32, %3336
  br i1 %3352, label %3353, label %3462

3353:                                             ; preds = %3350, %3462, %3333, %3314
  %3354 = getelementptr float, ptr %1738, i64 %32
  br i1 %1374, label %3442, label %3355

3355:                                             ; preds = %3353
  %3356 = getelementptr i8, ptr %1740, i64 %1277
  %3357 = getelementptr i8, ptr %1740, i64 %1277
  %3358 = getelementptr i8, ptr %3357, i64 %1278
  %3359 = getelementptr i8, ptr %1738, i64 %1136
  %3360 = icmp ult ptr %3356, %3359
  %3361 = icmp ult ptr %3354, %3358
  %3362 = and i1 %3360, %3361
  %3363 = icmp ult ptr %3356, %1286
  %3364 = icmp ult ptr %1284, %3358
  %3365 = and i1 %3363, %3364
  %3366 = or i1 %3362, %3365
  %3367 = icmp ult ptr %3356, %1293
  %3368 = icmp ult ptr %1291, %3358
  %3369 = and i1 %3367, %3368
  %3370 = or i1 %3366, %3369
  br i1 %3370, label %3442, label %3371

3371:                                             ; preds = %3355
  br i1 %1375, label %3423, label %3372

3372:                                             ; preds = %3371, %3372
  %3373 = phi i64 [ %3419, %3372 ], [ 0, %3371 ]
  %3374 = getelementptr float, ptr %3354, i64 %3373
  %3375 = getelementptr i8, ptr %3374, i64 64
  %3376 = getelementptr i8, ptr %3374, i64 128
  %3377 = getelementptr i8, ptr %3374, i64 192
  %3378 = load <16 x float>, ptr %3374, align 4
  %3379 = load <16 x float>, ptr %3375, align 4
  %3380 = load <16 x float>, ptr %3376, align 4
  %3381 = load <16 x float>, ptr %3377, align 4
  %3382 = add nuw nsw i64 %3373, %106
  %3383 = getelementptr inbounds nuw float, ptr %187, i64 %3382
  %3384 = getelementptr inbounds nuw i8, ptr %3383, i64 64
  %3385 = getelementptr inbounds nuw i8, ptr %3383, i64 128
  %3386 = getelementptr inbounds nuw i8, ptr %3383, i64 192
  %3387 = load <16 x float>, ptr %3383, align 4
  %3388 = load <16 x float>, ptr %3384, align 4
  %3389 = load <16 x float>, ptr %3385, align 4
  %3390 = load <16 x float>, ptr %3386, align 4
  %3391 = fadd <16 x float> %3378, %3387
  %3392 = fadd <16 x float> %3379, %3388
  %3393 = fadd <16 x float> %3380, %3389
  %3394 = fadd <16 x float> %3381, %3390
  %3395 = getelementptr inbounds nuw float, ptr %188, i64 %3382
  %3396 = getelementptr inbounds nuw i8, ptr %3395, i64 64
  %3397 = getelementptr inbounds nuw i8, ptr %3395, i64 128
  %3398 = getelementptr inbounds nuw i8, ptr %3395, i64 192
  %3399 = load <16 x float>, ptr %3395, align 4
  %3400 = load <16 x float>, ptr %3396, align 4
  %3401 = load <16 x float>, ptr %3397, align 4
  %3402 = load <16 x float>, ptr %3398, align 4
  %3403 = fadd <16 x float> %3391, %3399
  %3404 = fadd <16 x float> %3392, %3400
  %3405 = fadd <16 x float> %3393, %3401
  %3406 = fadd <16 x float> %3394, %3402
  %3407 = getelementptr inbounds nuw float, ptr %1740, i64 %3382
  %3408 = getelementptr inbounds nuw i8, ptr %3407, i64 64
  %3409 = getelementptr inbounds nuw i8, ptr %3407, i64 128
  %3410 = getelementptr inbounds nuw i8, ptr %3407, i64 192
  %3411 = load <16 x float>, ptr %3407, align 4
  %3412 = load <16 x float>, ptr %3408, align 4
  %3413 = load <16 x float>, ptr %3409, align 4
  %3414 = load <16 x float>, ptr %3410, align 4
  %3415 = fadd <16 x float> %3403, %3411
  %3416 = fadd <16 x float> %3404, %3412
  %3417 = fadd <16 x float> %3405, %3413
  %3418 = fadd <16 x float> %3406, %3414
  store <16 x float> %3415, ptr %3407, align 4
  store <16 x float> %3416, ptr %3408, align 4
  store <16 x float> %3417, ptr %3409, align 4
  store <16 x float> %3418, ptr %3410, align 4
  %3419 = add nuw i64 %3373, 64
  %3420 = icmp eq i64 %3419, %1377
  br i1 %3420, label %3421, label %3372

3421:                                             ; preds = %3372
  br i1 %1378, label %3489, label %3422

3422:                                             ; preds = %3421
  br i1 %1379, label %3442, label %3423

3423:                                             ; preds = %3371, %3422
  %3424 = phi i64 [ %1377, %3422 ], [ 0, %3371 ]
  br label %3425

3425:                                             ; preds = %3425, %3423
  %3426 = phi i64 [ %3424, %3423 ], [ %3439, %3425 ]
  %3427 = getelementptr float, ptr %3354, i64 %3426
  %3428 = load <8 x float>, ptr %3427, align 4
  %3429 = add nuw nsw i64 %3426, %106
  %3430 = getelementptr inbounds nuw float, ptr %187, i64 %3429
  %3431 = load <8 x float>, ptr %3430, align 4
  %3432 = fadd <8 x float> %3428, %3431
  %3433 = getelementptr inbounds nuw float, ptr %188, i64 %3429
  %3434 = load <8 x float>, ptr %3433, align 4
  %3435 = fadd <8 x float> %3432, %3434
  %3436 = getelementptr inbounds nuw float, ptr %1740, i64 %3429
  %3437 = load <8 x float>, ptr %3436, align 4
  %3438 = fadd <8 x float> %3435, %3437
  store <8 x float> %3438, ptr %3436, align 4
  %3439 = add nuw i64 %3426, 8
  %3440 = icmp eq i64 %3439, %1380
  br i1 %3440, label %3441, label %3425

3441:                                             ; preds = %3425
  br i1 %1381, label %3489, label %3442

3442:                                             ; preds = %3355, %3353, %3422, %3441
  %3443 = phi i64 [ 0, %3353 ], [ 0, %3355 ], [ %1377, %3422 ], [ %1380, %3441 ]
  %3444 = or disjoint i64 %3443, 1
  br i1 %1383, label %3459, label %3445

3445:                                             ; preds = %3442
  %3446 = getelementptr float, ptr %3354, i64 %3443
  %3447 = load float, ptr %3446, align 4
  %3448 = add nuw nsw i64 %3443, %106
  %3449 = getelementptr inbounds nuw float, ptr %187, i64 %3448
  %3450 = load float, ptr %3449, align 4
  %3451 = fadd float %3447, %3450
  %3452 = getelementptr inbounds nuw float, ptr %188, i64 %3448
  %3453 = load float, ptr %3452, align 4
  %3454 = fadd float %3451, %3453
  %3455 = getelementptr inbounds nuw float, ptr %1740, i64 %3448
  %3456 = load float, ptr %3455, align 4
  %3457 = fadd float %3454, %3456
  store float %3457, ptr %3455, align 4
  %3458 = or disjoint i64 %3443, 1
  br label %3459

3459:                                             ; preds = %3445, %3442
  %3460 = phi i64 [ %3443, %3442 ], [ %3458, %3445 ]
  %3461 = icmp eq i64 %32, %3444
  br i1 %3461, label %3489, label %3594

3462:                                             ; preds = %3350, %3462
  %3463 = phi i64 [ %3487, %3462 ], [ %3351, %3350 ]
  %3464 = getelementptr inbounds nuw float, ptr %1738, i64 %3463
  %3465 = load float, ptr %3464, align 4
  %3466 = getelementptr inbounds nuw float, ptr %187, i64 %3463
  %3467 = load float, ptr %3466, align 4
  %3468 = fadd float %3465, %3467
  %3469 = getelementptr inbounds nuw float, ptr %188, i64 %3463
  %3470 = load float, ptr %3469, align 4
  %3471 = fadd float %3468, %3470
  %3472 = getelementptr inbounds nuw float, ptr %1740, i64 %3463
  %3473 = load float, ptr %3472, align 4
  %3474 = fadd float %3471, %3473
  store float %3474, ptr %3472, align 4
  %3475 = add nuw nsw i64 %3463, 1
  %3476 = getelementptr inbounds nuw float, ptr %1738, i64 %3475
  %3477 = load float, ptr %3476, align 4
  %3478 = getelementptr inbounds nuw float, ptr %187, i64 %3475
  %3479 = load float, ptr %3478, align 4
  %3480 = fadd float %3477, %3479
  %3481 = getelementptr inbounds nuw float, ptr %188, i64 %3475
  %3482 = load float, ptr %3481, align 4
  %3483 = fadd float %3480, %3482
  %3484 = getelementptr inbounds nuw float, ptr %1740, i64 %3475
  %3485 = load float, ptr %3484, align 4
  %3486 = fadd float %3483, %3485
  store float %3486, ptr %3484, align 4
  %3487 = add nuw nsw i64 %3463, 2
  %3488 = icmp eq i64 %3487, %32
  br i1 %3488, label %3353, label %3462

3489:                                             ; preds = %3459, %3594, %3441, %3421
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef nonnull %1740, i64 noundef %1133)
  %3490 = getelementptr inbounds nuw float, ptr %1740, i64 %106
  %3491 = getelementptr inbounds nuw float, ptr %1740, i64 %1133
  %3492 = getelementptr i8, ptr %1738, i64 %1136
  br i1 %1384, label %3571, label %3493

3493:                                             ; preds = %3489
  %3494 = getelementptr i8, ptr %1740, i64 %1261
  %3495 = getelementptr i8, ptr %1738, i64 %1137
  %3496 = getelementptr i8, ptr %1740, i64 %1277
  %3497 = getelementptr i8, ptr %3496, i64 %1260
  %3498 = icmp ult ptr %3491, %1269
  %3499 = icmp ult ptr %1267, %3494
  %3500 = and i1 %3498, %3499
  %3501 = icmp ult ptr %3491, %3495
  %3502 = icmp ult ptr %3492, %3494
  %3503 = and i1 %3501, %3502
  %3504 = or i1 %3500, %3503
  %3505 = icmp ult ptr %3491, %1276
  %3506 = icmp ult ptr %1274, %3494
  %3507 = and i1 %3505, %3506
  %3508 = or i1 %3504, %3507
  %3509 = icmp ult ptr %3491, %3497
  %3510 = icmp ult ptr %3490, %3494
  %3511 = and i1 %3509, %3510
  %3512 = or i1 %3508, %3511
  br i1 %3512, label %3571, label %3513

3513:                                             ; preds = %3493
  br i1 %1385, label %3549, label %3514

3514:                                             ; preds = %3513, %3514
  %3515 = phi i64 [ %3545, %3514 ], [ 0, %3513 ]
  %3516 = getelementptr inbounds nuw float, ptr %3491, i64 %3515
  %3517 = getelementptr inbounds nuw i8, ptr %3516, i64 64
  %3518 = load <16 x float>, ptr %3516, align 4
  %3519 = load <16 x float>, ptr %3517, align 4
  %3520 = add nuw nsw i64 %3515, %1133
  %3521 = getelementptr inbounds nuw float, ptr %188, i64 %3520
  %3522 = getelementptr inbounds nuw i8, ptr %3521, i64 64
  %3523 = load <16 x float>, ptr %3521, align 4
  %3524 = load <16 x float>, ptr %3522, align 4
  %3525 = fadd <16 x float> %3518, %3523
  %3526 = fadd <16 x float> %3519, %3524
  %3527 = getelementptr float, ptr %3492, i64 %3515
  %3528 = getelementptr i8, ptr %3527, i64 64
  %3529 = load <16 x float>, ptr %3527, align 4
  %3530 = load <16 x float>, ptr %3528, align 4
  %3531 = getelementptr inbounds nuw float, ptr %187, i64 %3520
  %3532 = getelementptr inbounds nuw i8, ptr %3531, i64 64
  %3533 = load <16 x float>, ptr %3531, align 4
  %3534 = load <16 x float>, ptr %3532, align 4
  %3535 = fadd <16 x float> %3529, %3533
  %3536 = fadd <16 x float> %3530, %3534
  %3537 = getelementptr inbounds nuw float, ptr %3490, i64 %3515
  %3538 = getelementptr inbounds nuw i8, ptr %3537, i64 64
  %3539 = load <16 x float>, ptr %3537, align 4
  %3540 = load <16 x float>, ptr %3538, align 4
  %3541 = fmul <16 x float> %3525, %3539
  %3542 = fmul <16 x float> %3526, %3540
  %3543 = fadd <16 x float> %3535, %3541
  %3544 = fadd <16 x float> %3536, %3542
  store <16 x float> %3543, ptr %3516, align 4
  store <16 x float> %3544, ptr %3517, align 4
  %3545 = add nuw i64 %3515, 32
  %3546 = icmp eq i64 %3545, %1387
  br i1 %3546, label %3547, label %3514

3547:                                             ; preds = %3514
  br i1 %1388, label %3625, label %3548

3548:                                             ; preds = %3547
  br i1 %1389, label %3571, label %3549

3549:                                             ; preds = %3513, %3548
  %3550 = phi i64 [ %1387, %3548 ], [ 0, %3513 ]
  br label %3551

3551:                                             ; preds = %3551, %3549
  %3552 = phi i64 [ %3550, %3549 ], [ %3568, %3551 ]
  %3553 = getelementptr inbounds nuw float, ptr %3491, i64 %3552
  %3554 = load <4 x float>, ptr %3553, align 4
  %3555 = add nuw nsw i64 %3552, %1133
  %3556 = getelementptr inbounds nuw float, ptr %188, i64 %3555
  %3557 = load <4 x float>, ptr %3556, align 4
  %3558 = fadd <4 x float> %3554, %3557
  %3559 = getelementptr float, ptr %3492, i64 %3552
  %3560 = load <4 x float>, ptr %3559, align 4
  %3561 = getelementptr inbounds nuw float, ptr %187, i64 %3555
  %3562 = load <4 x float>, ptr %3561, align 4
  %3563 = fadd <4 x float> %3560, %3562
  %3564 = getelementptr inbounds nuw float, ptr %3490, i64 %3552
  %3565 = load <4 x float>, ptr %3564, align 4
  %3566 = fmul <4 x float> %3558, %3565
  %3567 = fadd <4 x float> %3563, %3566
  store <4 x float> %3567, ptr %3553, align 4
  %3568 = add nuw i64 %3552, 4
  %3569 = icmp eq i64 %3568, %1390
  br i1 %3569, label %3570, label %3551

3570:                                             ; preds = %3551
  br i1 %1391, label %3625, label %3571

3571:                                             ; preds = %3493, %3489, %3548, %3570
  %3572 = phi i64 [ 0, %3489 ], [ 0, %3493 ], [ %1387, %3548 ], [ %1390, %3570 ]
  %3573 = or disjoint i64 %3572, 1
  br i1 %1393, label %3591, label %3574

3574:                                             ; preds = %3571
  %3575 = getelementptr inbounds nuw float, ptr %3491, i64 %3572
  %3576 = load float, ptr %3575, align 4
  %3577 = add nuw nsw i64 %3572, %1133
  %3578 = getelementptr inbounds nuw float, ptr %188, i64 %3577
  %3579 = load float, ptr %3578, align 4
  %3580 = fadd float %3576, %3579
  %3581 = getelementptr float, ptr %3492, i64 %3572
  %3582 = load float, ptr %3581, align 4
  %3583 = getelementptr inbounds nuw float, ptr %187, i64 %3577
  %3584 = load float, ptr %3583, align 4
  %3585 = fadd float %3582, %3584
  %3586 = getelementptr inbounds nuw float, ptr %3490, i64 %3572
  %3587 = load float, ptr %3586, align 4
  %3588 = fmul float %3580, %3587
  %3589 = fadd float %3585, %3588
  store float %3589, ptr %3575, align 4
  %3590 = or disjoint i64 %3572, 1
  br label %3591

3591:                                             ; preds = %3574, %3571
  %3592 = phi i64 [ %3572, %3571 ], [ %3590, %3574 ]
  %3593 = icmp eq i64 %32, %3573
  br i1 %3593, label %3625, label %3719

3594:                                             ; preds = %3459, %3594
  %3595 = phi i64 [ %3621, %3594 ], [ %3460, %3459 ]
  %3596 = getelementptr float, ptr %3354, i64 %3595
  %3597 = load float, ptr %3596, align 4
  %3598 = add nuw nsw i64 %3595, %106
  %3599 = getelementptr inbounds nuw float, ptr %187, i64 %3598
  %3600 = load float, ptr %3599, align 4
  %3601 = fadd float %3597, %3600
  %3602 = getelementptr inbounds nuw float, ptr %188, i64 %3598
  %3603 = load float, ptr %3602, align 4
  %3604 = fadd float %3601, %3603
  %3605 = getelementptr inbounds nuw float, ptr %1740, i64 %3598
  %3606 = load float, ptr %3605, align 4
  %3607 = fadd float %3604, %3606
  store float %3607, ptr %3605, align 4
  %3608 = add nuw nsw i64 %3595, 1
  %3609 = getelementptr float, ptr %3354, i64 %3608
  %3610 = load float, ptr %3609, align 4
  %3611 = add nuw nsw i64 %3608, %106
  %3612 = getelementptr inbounds nuw float, ptr %187, i64 %3611
  %3613 = load float, ptr %3612, align 4
  %3614 = fadd float %3610, %3613
  %3615 = getelementptr inbounds nuw float, ptr %188, i64 %3611
  %3616 = load float, ptr %3615, align 4
  %3617 = fadd float %3614, %3616
  %3618 = getelementptr inbounds nuw float, ptr %1740, i64 %3611
  %3619 = load float, ptr %3618, align 4
  %3620 = fadd float %3617, %3619
  store float %3620, ptr %3618, align 4
  %3621 = add nuw nsw i64 %3595, 2
  %3622 = icmp eq i64 %3621, %32
  br i1 %3622, label %3489, label %3594

3623:                                             ; preds = %3249
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %1740, i64 noundef %1133)
  %3624 = getelementptr inbounds float, ptr %1740, i64 %1133
  call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef %3624, i64 noundef %106)
  br label %4050

3625:                                             ; preds = %3591, %3719, %3570, %3547
  call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef nonnull %3491, i64 noundef %106)
  br i1 %1394, label %3701, label %3626

3626:                                             ; preds = %3625
  %3627 = getelementptr i8, ptr %1742, i64 %1260
  %3628 = getelementptr i8, ptr %1740, i64 %1261
  %3629 = getelementptr i8, ptr %1740, i64 %1260
  %3630 = icmp ult ptr %1742, %3628
  %3631 = icmp ult ptr %3491, %3627
  %3632 = and i1 %3630, %3631
  %3633 = icmp ult ptr %1742, %3629
  %3634 = icmp ult ptr %1740, %3627
  %3635 = and i1 %3633, %3634
  %3636 = or i1 %3632, %3635
  br i1 %3636, label %3701, label %3637

3637:                                             ; preds = %3626
  br i1 %1395, label %3684, label %3638

3638:                                             ; preds = %3637, %3638
  %3639 = phi i64 [ %3680, %3638 ], [ 0, %3637 ]
  %3640 = getelementptr inbounds nuw float, ptr %1740, i64 %3639
  %3641 = getelementptr inbounds nuw i8, ptr %3640, i64 64
  %3642 = getelementptr inbounds nuw i8, ptr %3640, i64 128
  %3643 = getelementptr inbounds nuw i8, ptr %3640, i64 192
  %3644 = load <16 x float>, ptr %3640, align 4
  %3645 = load <16 x float>, ptr %3641, align 4
  %3646 = load <16 x float>, ptr %3642, align 4
  %3647 = load <16 x float>, ptr %3643, align 4
  %3648 = fsub <16 x float> splat (float 1.000000e+00), %3644
  %3649 = fsub <16 x float> splat (float 1.000000e+00), %3645
  %3650 = fsub <16 x float> splat (float 1.000000e+00), %3646
  %3651 = fsub <16 x float> splat (float 1.000000e+00), %3647
  %3652 = getelementptr inbounds nuw float, ptr %3491, i64 %3639
  %3653 = getelementptr inbounds nuw i8, ptr %3652, i64 64
  %3654 = getelementptr inbounds nuw i8, ptr %3652, i64 128
  %3655 = getelementptr inbounds nuw i8, ptr %3652, i64 192
  %3656 = load <16 x float>, ptr %3652, align 4
  %3657 = load <16 x float>, ptr %3653, align 4
  %3658 = load <16 x float>, ptr %3654, align 4
  %3659 = load <16 x float>, ptr %3655, align 4
  %3660 = fmul <16 x float> %3648, %3656
  %3661 = fmul <16 x float> %3649, %3657
  %3662 = fmul <16 x float> %3650, %3658
  %3663 = fmul <16 x float> %3651, %3659
  %3664 = getelementptr inbounds nuw float, ptr %1742, i64 %3639
  %3665 = getelementptr inbounds nuw i8, ptr %3664, i64 64
  %3666 = getelementptr inbounds nuw i8, ptr %3664, i64 128
  %3667 = getelementptr inbounds nuw i8, ptr %3664, i64 192
  %3668 = load <16 x float>, ptr %3664, align 4
  %3669 = load <16 x float>, ptr %3665, align 4
  %3670 = load <16 x float>, ptr %3666, align 4
  %3671 = load <16 x float>, ptr %3667, align 4
  %3672 = fmul <16 x float> %3644, %3668
  %3673 = fmul <16 x float> %3645, %3669
  %3674 = fmul <16 x float> %3646, %3670
  %3675 = fmul <16 x float> %3647, %3671
  %3676 = fadd <16 x float> %3660, %3672
  %3677 = fadd <16 x float> %3661, %3673
  %3678 = fadd <16 x float> %3662, %3674
  %3679 = fadd <16 x float> %3663, %3675
  store <16 x float> %3676, ptr %3664, align 4
  store <16 x float> %3677, ptr %3665, align 4
  store <16 x float> %3678, ptr %3666, align 4
  store <16 x float> %3679, ptr %3667, align 4
  %3680 = add nuw i64 %3639, 64
  %3681 = icmp eq i64 %3680, %1397
  br i1 %3681, label %3682, label %3638

3682:                                             ; preds = %3638
  br i1 %1398, label %4050, label %3683

3683:                                             ; preds = %3682
  br i1 %1399, label %3701, label %3684

3684:                                             ; preds = %3637, %3683
  %3685 = phi i64 [ %1397, %3683 ], [ 0, %3637 ]
  br label %3686

3686:                                             ; preds = %3686, %3684
  %3687 = phi i64 [ %3685, %3684 ], [ %3698, %3686 ]
  %3688 = getelementptr inbounds nuw float, ptr %1740, i64 %3687
  %3689 = load <8 x float>, ptr %3688, align 4
  %3690 = fsub <8 x float> splat (float 1.000000e+00), %3689
  %3691 = getelementptr inbounds nuw float, ptr %3491, i64 %3687
  %3692 = load <8 x float>, ptr %3691, align 4
  %3693 = fmul <8 x float> %3690, %3692
  %3694 = getelementptr inbounds nuw float, ptr %1742, i64 %3687
  %3695 = load <8 x float>, ptr %3694, align 4
  %3696 = fmul <8 x float> %3689, %3695
  %3697 = fadd <8 x float> %3693, %3696
  store <8 x float> %3697, ptr %3694, align 4
  %3698 = add nuw i64 %3687, 8
  %3699 = icmp eq i64 %3698, %1400
  br i1 %3699, label %3700, label %3686

3700:                                             ; preds = %3686
  br i1 %1401, label %4050, label %3701

3701:                                             ; preds = %3626, %3625, %3683, %3700
  %3702 = phi i64 [ 0, %3625 ], [ 0, %3626 ], [ %1397, %3683 ], [ %1400, %3700 ]
  %3703 = or disjoint i64 %3702, 1
  br i1 %1403, label %3716, label %3704

3704:                                             ; preds = %3701
  %3705 = getelementptr inbounds nuw float, ptr %1740, i64 %3702
  %3706 = load float, ptr %3705, align 4
  %3707 = fsub float 1.000000e+00, %3706
  %3708 = getelementptr inbounds nuw float, ptr %3491, i64 %3702
  %3709 = load float, ptr %3708, align 4
  %3710 = fmul float %3707, %3709
  %3711 = getelementptr inbounds nuw float, ptr %1742, i64 %3702
  %3712 = load float, ptr %3711, align 4
  %3713 = fmul float %3706, %3712
  %3714 = fadd float %3710, %3713
  store float %3714, ptr %3711, align 4
  %3715 = or disjoint i64 %3702, 1
  br label %3716

3716:                                             ; preds = %3704, %3701
  %3717 = phi i64 [ %3702, %3701 ], [ %3715, %3704 ]
  %3718 = icmp eq i64 %32, %3703
  br i1 %3718, label %4050, label %3754

3719:                                             ; preds = %3591, %3719
  %3720 = phi i64 [ %3752, %3719 ], [ %3592, %3591 ]
  %3721 = getelementptr inbounds nuw float, ptr %3491, i64 %3720
  %3722 = load float, ptr %3721, align 4
  %3723 = add nuw nsw i64 %3720, %1133
  %3724 = getelementptr inbounds nuw float, ptr %188, i64 %3723
  %3725 = load float, ptr %3724, align 4
  %3726 = fadd float %3722, %3725
  %3727 = getelementptr float, ptr %3492, i64 %3720
  %3728 = load float, ptr %3727, align 4
  %3729 = getelementptr inbounds nuw float, ptr %187, i64 %3723
  %3730 = load float, ptr %3729, align 4
  %3731 = fadd float %3728, %3730
  %3732 = getelementptr inbounds nuw float, ptr %3490, i64 %3720
  %3733 = load float, ptr %3732, align 4
  %3734 = fmul float %3726, %3733
  %3735 = fadd float %3731, %3734
  store float %3735, ptr %3721, align 4
  %3736 = add nuw nsw i64 %3720, 1
  %3737 = getelementptr inbounds nuw float, ptr %3491, i64 %3736
  %3738 = load float, ptr %3737, align 4
  %3739 = add nuw nsw i64 %3736, %1133
  %3740 = getelementptr inbounds nuw float, ptr %188, i64 %3739
  %3741 = load float, ptr %3740, align 4
  %3742 = fadd float %3738, %3741
  %3743 = getelementptr float, ptr %3492, i64 %3736
  %3744 = load float, ptr %3743, align 4
  %3745 = getelementptr inbounds nuw float, ptr %187, i64 %3739
  %3746 = load float, ptr %3745, align 4
  %3747 = fadd float %3744, %3746
  %3748 = getelementptr inbounds nuw float, ptr %3490, i64 %3736
  %3749 = load float, ptr %3748, align 4
  %3750 = fmul float %3742, %3749
  %3751 = fadd float %3747, %3750
  store float %3751, ptr %3737, align 4
  %3752 = add nuw nsw i64 %3720, 2
  %3753 = icmp eq i64 %3752, %32
  br i1 %3753, label %3625, label %3719

3754:                                             ; preds = %3716, %3754
  %3755 = phi i64 [ %3777, %3754 ], [ %3717, %3716 ]
  %3756 = getelementptr inbounds nuw float, ptr %1740, i64 %3755
  %3757 = load float, ptr %3756, align 4
  %3758 = fsub float 1.000000e+00, %3757
  %3759 = getelementptr inbounds nuw float, ptr %3491, i64 %3755
  %3760 = load float, ptr %3759, align 4
  %3761 = fmul float %3758, %3760
  %3762 = getelementptr inbounds nuw float, ptr %1742, i64 %3755
  %3763 = load float, ptr %3762, align 4
  %3764 = fmul float %3757, %3763
  %3765 = fadd float %3761, %3764
  store float %3765, ptr %3762, align 4
  %3766 = add nuw nsw i64 %3755, 1
  %3767 = getelementptr inbounds nuw float, ptr %1740, i64 %3766
  %3768 = load float, ptr %3767, align 4
  %3769 = fsub float 1.000000e+00, %3768
  %3770 = getelementptr inbounds nuw float, ptr %3491, i64 %3766
  %3771 = load float, ptr %3770, align 4
  %3772 = fmul float %3769, %3771
  %3773 = getelementptr inbounds nuw float, ptr %1742, i64 %3766
  %3774 = load float, ptr %3773, align 4
  %3775 = fmul float %3768, %3774
  %3776 = fadd float %3772, %3775
  store float %3776, ptr %3773, align 4
  %3777 = add nuw nsw i64 %3755, 2
  %3778 = icmp eq i64 %3777, %32
  br i1 %3778, label %4050, label %3754

3779:                                             ; preds = %3246, %3888, %3229, %3210
  %3780 = getelementptr float, ptr %1738, i64 %32
  br i1 %1343, label %3868, label %3781

3781:                                             ; preds = %3779
  %3782 = getelementptr i8, ptr %1740, i64 %1305
  %3783 = getelementptr i8, ptr %1740, i64 %1305
  %3784 = getelementptr i8, ptr %3783, i64 %1306
  %3785 = getelementptr i8, ptr %1738, i64 %1136
  %3786 = icmp ult ptr %3782, %3785
  %3787 = icmp ult ptr %3780, %3784
  %3788 = and i1 %3786, %3787
  %3789 = icmp ult ptr %3782, %1314
  %3790 = icmp ult ptr %1312, %3784
  %3791 = and i1 %3789, %3790
  %3792 = or i1 %3788, %3791
  %3793 = icmp ult ptr %3782, %1321
  %3794 = icmp ult ptr %1319, %3784
  %3795 = and i1 %3793, %3794
  %3796 = or i1 %3792, %3795
  br i1 %3796, label %3868, label %3797

3797:                                             ; preds = %3781
  br i1 %1344, label %3849, label %3798

3798:                                             ; preds = %3797, %3798
  %3799 = phi i64 [ %3845, %3798 ], [ 0, %3797 ]
  %3800 = getelementptr float, ptr %3780, i64 %3799
  %3801 = getelementptr i8, ptr %3800, i64 64
  %3802 = getelementptr i8, ptr %3800, i64 128
  %3803 = getelementptr i8, ptr %3800, i64 192
  %3804 = load <16 x float>, ptr %3800, align 4
  %3805 = load <16 x float>, ptr %3801, align 4
  %3806 = load <16 x float>, ptr %3802, align 4
  %3807 = load <16 x float>, ptr %3803, align 4
  %3808 = add nuw nsw i64 %3799, %106
  %3809 = getelementptr inbounds nuw float, ptr %187, i64 %3808
  %3810 = getelementptr inbounds nuw i8, ptr %3809, i64 64
  %3811 = getelementptr inbounds nuw i8, ptr %3809, i64 128
  %3812 = getelementptr inbounds nuw i8, ptr %3809, i64 192
  %3813 = load <16 x float>, ptr %3809, align 4
  %3814 = load <16 x float>, ptr %3810, align 4
  %3815 = load <16 x float>, ptr %3811, align 4
  %3816 = load <16 x float>, ptr %3812, align 4
  %3817 = fadd <16 x float> %3804, %3813
  %3818 = fadd <16 x float> %3805, %3814
  %3819 = fadd <16 x float> %3806, %3815
  %3820 = fadd <16 x float> %3807, %3816
  %3821 = getelementptr inbounds nuw float, ptr %188, i64 %3808
  %3822 = getelementptr inbounds nuw i8, ptr %3821, i64 64
  %3823 = getelementptr inbounds nuw i8, ptr %3821, i64 128
  %3824 = getelementptr inbounds nuw i8, ptr %3821, i64 192
  %3825 = load <16 x float>, ptr %3821, align 4
  %3826 = load <16 x float>, ptr %3822, align 4
  %3827 = load <16 x float>, ptr %3823, align 4
  %3828 = load <16 x float>, ptr %3824, align 4
  %3829 = fadd <16 x float> %3817, %3825
  %3830 = fadd <16 x float> %3818, %3826
  %3831 = fadd <16 x float> %3819, %3827
  %3832 = fadd <16 x float> %3820, %3828
  %3833 = getelementptr inbounds nuw float, ptr %1740, i64 %3808
  %3834 = getelementptr inbounds nuw i8, ptr %3833, i64 64
  %3835 = getelementptr inbounds nuw i8, ptr %3833, i64 128
  %3836 = getelementptr inbounds nuw i8, ptr %3833, i64 192
  %3837 = load <16 x float>, ptr %3833, align 4
  %3838 = load <16 x float>, ptr %3834, align 4
  %3839 = load <16 x float>, ptr %3835, align 4
  %3840 = load <16 x float>, ptr %3836, align 4
  %3841 = fadd <16 x float> %3829, %3837
  %3842 = fadd <16 x float> %3830, %3838
  %3843 = fadd <16 x float> %3831, %3839
  %3844 = fadd <16 x float> %3832, %3840
  store <16 x float> %3841, ptr %3833, align 4
  store <16 x float> %3842, ptr %3834, align 4
  store <16 x float> %3843, ptr %3835, align 4
  store <16 x float> %3844, ptr %3836, align 4
  %3845 = add nuw i64 %3799, 64
  %3846 = icmp eq i64 %3845, %1346
  br i1 %3846, label %3847, label %3798

3847:                                             ; preds = %3798
  br i1 %1347, label %3916, label %3848

3848:                                             ; preds = %3847
  br i1 %1348, label %3868, label %3849

3849:                                             ; preds = %3797, %3848
  %3850 = phi i64 [ %1346, %3848 ], [ 0, %3797 ]
  br label %3851

3851:                                             ; preds = %3851, %3849
  %3852 = phi i64 [ %3850, %3849 ], [ %3865, %3851 ]
  %3853 = getelementptr float, ptr %3780, i64 %3852
  %3854 = load <8 x float>, ptr %3853, align 4
  %3855 = add nuw nsw i64 %3852, %106
  %3856 = getelementptr inbounds nuw float, ptr %187, i64 %3855
  %3857 = load <8 x float>, ptr %3856, align 4
  %3858 = fadd <8 x float> %3854, %3857
  %3859 = getelementptr inbounds nuw float, ptr %188, i64 %3855
  %3860 = load <8 x float>, ptr %3859, align 4
  %3861 = fadd <8 x float> %3858, %3860
  %3862 = getelementptr inbounds nuw float, ptr %1740, i64 %3855
  %3863 = load <8 x float>, ptr %3862, align 4
  %3864 = fadd <8 x float> %3861, %3863
  store <8 x float> %3864, ptr %3862, align 4
  %3865 = add nuw i64 %3852, 8
  %3866 = icmp eq i64 %3865, %1349
  br i1 %3866, label %3867, label %3851

3867:                                             ; preds = %3851
  br i1 %1350, label %3916, label %3868

3868:                                             ; preds = %3781, %3779, %3848, %3867
  %3869 = phi i64 [ 0, %3779 ], [ 0, %3781 ], [ %1346, %3848 ], [ %1349, %3867 ]
  %3870 = or disjoint i64 %3869, 1
  br i1 %1352, label %3885, label %3871

3871:                                             ; preds = %3868
  %3872 = getelementptr float, ptr %3780, i64 %3869
  %3873 = load float, ptr %3872, align 4
  %3874 = add nuw nsw i64 %3869, %106
  %3875 = getelementptr inbounds nuw float, ptr %187, i64 %3874
  %3876 = load float, ptr %3875, align 4
  %3877 = fadd float %3873, %3876
  %3878 = getelementptr inbounds nuw float, ptr %188, i64 %3874
  %3879 = load float, ptr %3878, align 4
  %3880 = fadd float %3877, %3879
  %3881 = getelementptr inbounds nuw float, ptr %1740, i64 %3874
  %3882 = load float, ptr %3881, align 4
  %3883 = fadd float %3880, %3882
  store float %3883, ptr %3881, align 4
  %3884 = or disjoint i64 %3869, 1
  br label %3885

3885:                                             ; preds = %3871, %3868
  %3886 = phi i64 [ %3869, %3868 ], [ %3884, %3871 ]
  %3887 = icmp eq i64 %32, %3870
  br i1 %3887, label %3916, label %3990

3888:                                             ; preds = %3246, %3888
  %3889 = phi i64 [ %3913, %3888 ], [ %3247, %3246 ]
  %3890 = getelementptr inbounds nuw float, ptr %1738, i64 %3889
  %3891 = load float, ptr %3890, align 4
  %3892 = getelementptr inbounds nuw float, ptr %187, i64 %3889
  %3893 = load float, ptr %3892, align 4
  %3894 = fadd float %3891, %3893
  %3895 = getelementptr inbounds nuw float, ptr %188, i64 %3889
  %3896 = load float, ptr %3895, align 4
  %3897 = fadd float %3894, %3896
  %3898 = getelementptr inbounds nuw float, ptr %1740, i64 %3889
  %3899 = load float, ptr %3898, align 4
  %3900 = fadd float %3897, %3899
  store float %3900, ptr %3898, align 4
  %3901 = add nuw nsw i64 %3889, 1
  %3902 = getelementptr inbounds nuw float, ptr %1738, i64 %3901
  %3903 = load float, ptr %3902, align 4
  %3904 = getelementptr inbounds nuw float, ptr %187, i64 %3901
  %3905 = load float, ptr %3904, align 4
  %3906 = fadd float %3903, %3905
  %3907 = getelementptr inbounds nuw float, ptr %188, i64 %3901
  %3908 = load float, ptr %3907, align 4
  %3909 = fadd float %3906, %3908
  %3910 = getelementptr inbounds nuw float, ptr %1740, i64 %3901
  %3911 = load float, ptr %3910, align 4
  %3912 = fadd float %3909, %3911
  store float %3912, ptr %3910, align 4
  %3913 = add nuw nsw i64 %3889, 2
  %3914 = icmp eq i64 %3913, %32
  br i1 %3914, label %3779, label %3888

3915:                                             ; preds = %3145
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %1740, i64 noundef %1133)
  br label %4050

3916:                                             ; preds = %3885, %3990, %3867, %3847
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef nonnull %1740, i64 noundef %1133)
  %3917 = getelementptr inbounds nuw float, ptr %1740, i64 %106
  %3918 = getelementptr inbounds nuw i8, ptr %1736, i64 24
  %3919 = load ptr, ptr %3918, align 8
  br i1 %1353, label %3972, label %3920

3920:                                             ; preds = %3916
  %3921 = ptrtoint ptr %3919 to i64
  %3922 = add i64 %1354, %1741
  %3923 = sub i64 %3921, %3922
  %3924 = icmp ult i64 %3923, 256
  %3925 = sub i64 %3921, %1743
  %3926 = icmp ult i64 %3925, 256
  %3927 = or i1 %3924, %3926
  br i1 %3927, label %3972, label %3928

3928:                                             ; preds = %3920
  br i1 %1355, label %3959, label %3929

3929:                                             ; preds = %3928, %3929
  %3930 = phi i64 [ %3955, %3929 ], [ 0, %3928 ]
  %3931 = getelementptr inbounds nuw float, ptr %3917, i64 %3930
  %3932 = getelementptr inbounds nuw i8, ptr %3931, i64 64
  %3933 = getelementptr inbounds nuw i8, ptr %3931, i64 128
  %3934 = getelementptr inbounds nuw i8, ptr %3931, i64 192
  %3935 = load <16 x float>, ptr %3931, align 4
  %3936 = load <16 x float>, ptr %3932, align 4
  %3937 = load <16 x float>, ptr %3933, align 4
  %3938 = load <16 x float>, ptr %3934, align 4
  %3939 = getelementptr inbounds nuw float, ptr %1742, i64 %3930
  %3940 = getelementptr inbounds nuw i8, ptr %3939, i64 64
  %3941 = getelementptr inbounds nuw i8, ptr %3939, i64 128
  %3942 = getelementptr inbounds nuw i8, ptr %3939, i64 192
  %3943 = load <16 x float>, ptr %3939, align 4
  %3944 = load <16 x float>, ptr %3940, align 4
  %3945 = load <16 x float>, ptr %3941, align 4
  %3946 = load <16 x float>, ptr %3942, align 4
  %3947 = fmul <16 x float> %3935, %3943
  %3948 = fmul <16 x float> %3936, %3944
  %3949 = fmul <16 x float> %3937, %3945
  %3950 = fmul <16 x float> %3938, %3946
  %3951 = getelementptr inbounds nuw float, ptr %3919, i64 %3930
  %3952 = getelementptr inbounds nuw i8, ptr %3951, i64 64
  %3953 = getelementptr inbounds nuw i8, ptr %3951, i64 128
  %3954 = getelementptr inbounds nuw i8, ptr %3951, i64 192
  store <16 x float> %3947, ptr %3951, align 4
  store <16 x float> %3948, ptr %3952, align 4
  store <16 x float> %3949, ptr %3953, align 4
  store <16 x float> %3950, ptr %3954, align 4
  %3955 = add nuw i64 %3930, 64
  %3956 = icmp eq i64 %3955, %1357
  br i1 %3956, label %3957, label %3929

3957:                                             ; preds = %3929
  br i1 %1358, label %4050, label %3958

3958:                                             ; preds = %3957
  br i1 %1359, label %3972, label %3959

3959:                                             ; preds = %3928, %3958
  %3960 = phi i64 [ %1357, %3958 ], [ 0, %3928 ]
  br label %3961

3961:                                             ; preds = %3961, %3959
  %3962 = phi i64 [ %3960, %3959 ], [ %3969, %3961 ]
  %3963 = getelementptr inbounds nuw float, ptr %3917, i64 %3962
  %3964 = load <8 x float>, ptr %3963, align 4
  %3965 = getelementptr inbounds nuw float, ptr %1742, i64 %3962
  %3966 = load <8 x float>, ptr %3965, align 4
  %3967 = fmul <8 x float> %3964, %3966
  %3968 = getelementptr inbounds nuw float, ptr %3919, i64 %3962
  store <8 x float> %3967, ptr %3968, align 4
  %3969 = add nuw i64 %3962, 8
  %3970 = icmp eq i64 %3969, %1360
  br i1 %3970, label %3971, label %3961

3971:                                             ; preds = %3961
  br i1 %1361, label %4050, label %3972

3972:                                             ; preds = %3920, %3916, %3958, %3971
  %3973 = phi i64 [ 0, %3916 ], [ 0, %3920 ], [ %1357, %3958 ], [ %1360, %3971 ]
  br i1 %1363, label %3986, label %3974

3974:                                             ; preds = %3972, %3974
  %3975 = phi i64 [ %3983, %3974 ], [ %3973, %3972 ]
  %3976 = phi i64 [ %3984, %3974 ], [ 0, %3972 ]
  %3977 = getelementptr inbounds nuw float, ptr %3917, i64 %3975
  %3978 = load float, ptr %3977, align 4
  %3979 = getelementptr inbounds nuw float, ptr %1742, i64 %3975
  %3980 = load float, ptr %3979, align 4
  %3981 = fmul float %3978, %3980
  %3982 = getelementptr inbounds nuw float, ptr %3919, i64 %3975
  store float %3981, ptr %3982, align 4
  %3983 = add nuw nsw i64 %3975, 1
  %3984 = add i64 %3976, 1
  %3985 = icmp eq i64 %3984, %1362
  br i1 %3985, label %3986, label %3974

3986:                                             ; preds = %3974, %3972
  %3987 = phi i64 [ %3973, %3972 ], [ %3983, %3974 ]
  %3988 = sub nsw i64 %3973, %32
  %3989 = icmp ugt i64 %3988, -4
  br i1 %3989, label %4050, label %4019

3990:                                             ; preds = %3885, %3990
  %3991 = phi i64 [ %4017, %3990 ], [ %3886, %3885 ]
  %3992 = getelementptr float, ptr %3780, i64 %3991
  %3993 = load float, ptr %3992, align 4
  %3994 = add nuw nsw i64 %3991, %106
  %3995 = getelementptr inbounds nuw float, ptr %187, i64 %3994
  %3996 = load float, ptr %3995, align 4
  %3997 = fadd float %3993, %3996
  %3998 = getelementptr inbounds nuw float, ptr %188, i64 %3994
  %3999 = load float, ptr %3998, align 4
  %4000 = fadd float %3997, %3999
  %4001 = getelementptr inbounds nuw float, ptr %1740, i64 %3994
  %4002 = load float, ptr %4001, align 4
  %4003 = fadd float %4000, %4002
  store float %4003, ptr %4001, align 4
  %4004 = add nuw nsw i64 %3991, 1
  %4005 = getelementptr float, ptr %3780, i64 %4004
  %4006 = load float, ptr %4005, align 4
  %4007 = add nuw nsw i64 %4004, %106
  %4008 = getelementptr inbounds nuw float, ptr %187, i64 %4007
  %4009 = load float, ptr %4008, align 4
  %4010 = fadd float %4006, %4009
  %4011 = getelementptr inbounds nuw float, ptr %188, i64 %4007
  %4012 = load float, ptr %4011, align 4
  %4013 = fadd float %4010, %4012
  %4014 = getelementptr inbounds nuw float, ptr %1740, i64 %4007
  %4015 = load float, ptr %4014, align 4
  %4016 = fadd float %4013, %4015
  store float %4016, ptr %4014, align 4
  %4017 = add nuw nsw i64 %3991, 2
  %4018 = icmp eq i64 %4017, %32
  br i1 %4018, label %3916, label %3990

4019:                                             ; preds = %3986, %4019
  %4020 = phi i64 [ %4048, %4019 ], [ %3987, %3986 ]
  %4021 = getelementptr inbounds nuw float, ptr %3917, i64 %4020
  %4022 = load float, ptr %4021, align 4
  %4023 = getelementptr inbounds nuw float, ptr %1742, i64 %4020
  %4024 = load float, ptr %4023, align 4
  %4025 = fmul float %4022, %4024
  %4026 = getelementptr inbounds nuw float, ptr %3919, i64 %4020
  store float %4025, ptr %4026, align 4
  %4027 = add nuw nsw i64 %4020, 1
  %4028 = getelementptr inbounds nuw float, ptr %3917, i64 %4027
  %4029 = load float, ptr %4028, align 4
  %4030 = getelementptr inbounds nuw float, ptr %1742, i64 %4027
  %4031 = load float, ptr %4030, align 4
  %4032 = fmul float %4029, %4031
  %4033 = getelementptr inbounds nuw float, ptr %3919, i64 %4027
  store float %4032, ptr %4033, align 4
  %4034 = add nuw nsw i64 %4020, 2
  %4035 = getelementptr inbounds nuw float, ptr %3917, i64 %4034
  %4036 = load float, ptr %4035, align 4
  %4037 = getelementptr inbounds nuw float, ptr %1742, i64 %4034
  %4038 = load float, ptr %4037, align 4
  %4039 = fmul float %4036, %4038
  %4040 = getelementptr inbounds nuw float, ptr %3919, i64 %4034
  store float %4039, ptr %4040, align 4
  %4041 = add nuw nsw i64 %4020, 3
  %4042 = getelementptr inbounds nuw float, ptr %3917, i64 %4041
  %4043 = load float, ptr %4042, align 4
  %4044 = getelementptr inbounds nuw float, ptr %1742, i64 %4041
  %4045 = load float, ptr %4044, align 4
  %4046 = fmul float %4043, %4045
  %4047 = getelementptr inbounds nuw float, ptr %3919, i64 %4041
  store float %4046, ptr %4047, align 4
  %4048 = add nuw nsw i64 %4020, 4
  %4049 = icmp eq i64 %4048, %32
  br i1 %4049, label %4050, label %4019

4050:                                             ; preds = %3986, %4019, %3716, %3754, %3102, %3113, %2120, %1895, %1926, %3957, %3971, %3682, %3700, %3073, %3087, %1872, %1883, %3915, %3623, %3034, %1850, %1946
  %4051 = add nuw nsw i64 %1734, 1
  %4052 = icmp eq i64 %4051, %1729
  br i1 %4052, label %1732, label %1733

4053:                                             ; preds = %1732
  call fastcc void @products(ptr noundef %1114, ptr noundef %1115, i64 noundef %1729, ptr noundef %1158, i64 noundef %32, i64 noundef %107, i64 noundef %106, i32 noundef %1677)
  br i1 %1678, label %4054, label %4325

4054:                                             ; preds = %4053, %4295
  %4055 = phi i64 [ %4296, %4295 ], [ 0, %4053 ]
  %4056 = getelementptr inbounds nuw ptr, ptr %1111, i64 %4055
  %4057 = load ptr, ptr %4056, align 8
  %4058 = getelementptr inbounds nuw i8, ptr %4057, i64 16
  %4059 = load ptr, ptr %4058, align 8
  %4060 = load ptr, ptr %4057, align 8
  %4061 = getelementptr float, ptr %4059, i64 %1133
  br i1 %134, label %4062, label %4171

4062:                                             ; preds = %4054
  %4063 = getelementptr inbounds nuw i8, ptr %4057, i64 40
  %4064 = load ptr, ptr %4063, align 8
  %4065 = getelementptr i8, ptr %4064, i64 %1136
  br i1 %1503, label %4151, label %4066

4066:                                             ; preds = %4062
  %4067 = getelementptr i8, ptr %4059, i64 %1162
  %4068 = getelementptr i8, ptr %4064, i64 %1163
  %4069 = icmp ult ptr %4061, %4068
  %4070 = icmp ult ptr %4065, %4067
  %4071 = and i1 %4069, %4070
  %4072 = icmp ult ptr %4061, %1171
  %4073 = icmp ult ptr %1169, %4067
  %4074 = and i1 %4072, %4073
  %4075 = or i1 %4071, %4074
  %4076 = icmp ult ptr %4061, %1178
  %4077 = icmp ult ptr %1176, %4067
  %4078 = and i1 %4076, %4077
  %4079 = or i1 %4075, %4078
  br i1 %4079, label %4151, label %4080

4080:                                             ; preds = %4066
  br i1 %1504, label %4132, label %4081

4081:                                             ; preds = %4080, %4081
  %4082 = phi i64 [ %4128, %4081 ], [ 0, %4080 ]
  %4083 = getelementptr float, ptr %4065, i64 %4082
  %4084 = getelementptr i8, ptr %4083, i64 64
  %4085 = getelementptr i8, ptr %4083, i64 128
  %4086 = getelementptr i8, ptr %4083, i64 192
  %4087 = load <16 x float>, ptr %4083, align 4
  %4088 = load <16 x float>, ptr %4084, align 4
  %4089 = load <16 x float>, ptr %4085, align 4
  %4090 = load <16 x float>, ptr %4086, align 4
  %4091 = add nuw nsw i64 %4082, %1133
  %4092 = getelementptr inbounds nuw float, ptr %187, i64 %4091
  %4093 = getelementptr inbounds nuw i8, ptr %4092, i64 64
  %4094 = getelementptr inbounds nuw i8, ptr %4092, i64 128
  %4095 = getelementptr inbounds nuw i8, ptr %4092, i64 192
  %4096 = load <16 x float>, ptr %4092, align 4
  %4097 = load <16 x float>, ptr %4093, align 4
  %4098 = load <16 x float>, ptr %4094, align 4
  %4099 = load <16 x float>, ptr %4095, align 4
  %4100 = fadd <16 x float> %4087, %4096
  %4101 = fadd <16 x float> %4088, %4097
  %4102 = fadd <16 x float> %4089, %4098
  %4103 = fadd <16 x float> %4090, %4099
  %4104 = getelementptr inbounds nuw float, ptr %188, i64 %4091
  %4105 = getelementptr inbounds nuw i8, ptr %4104, i64 64
  %4106 = getelementptr inbounds nuw i8, ptr %4104, i64 128
  %4107 = getelementptr inbounds nuw i8, ptr %4104, i64 192
  %4108 = load <16 x float>, ptr %4104, align 4
  %4109 = load <16 x float>, ptr %4105, align 4
  %4110 = load <16 x float>, ptr %4106, align 4
  %4111 = load <16 x float>, ptr %4107, align 4
  %4112 = fadd <16 x float> %4100, %4108
  %4113 = fadd <16 x float> %4101, %4109
  %4114 = fadd <16 x float> %4102, %4110
  %4115 = fadd <16 x float> %4103, %4111
  %4116 = getelementptr inbounds nuw float, ptr %4059, i64 %4091
  %4117 = getelementptr inbounds nuw i8, ptr %4116, i64 64
  %4118 = getelementptr inbounds nuw i8, ptr %4116, i64 128
  %4119 = getelementptr inbounds nuw i8, ptr %4116, i64 192
  %4120 = load <16 x float>, ptr %4116, align 4
  %4121 = load <16 x float>, ptr %4117, align 4
  %4122 = load <16 x float>, ptr %4118, align 4
  %4123 = load <16 x float>, ptr %4119, align 4
  %4124 = fadd <16 x float> %4112, %4120
  %4125 = fadd <16 x float> %4113, %4121
  %4126 = fadd <16 x float> %4114, %4122
  %4127 = fadd <16 x float> %4115, %4123
  store <16 x float> %4124, ptr %4116, align 4
  store <16 x float> %4125, ptr %4117, align 4
  store <16 x float> %4126, ptr %4118, align 4
  store <16 x float> %4127, ptr %4119, align 4
  %4128 = add nuw i64 %4082, 64
  %4129 = icmp eq i64 %4128, %1506
  br i1 %4129, label %4130, label %4081

4130:                                             ; preds = %4081
  br i1 %1507, label %4172, label %4131

4131:                                             ; preds = %4130
  br i1 %1508, label %4151, label %4132

4132:                                             ; preds = %4080, %4131
  %4133 = phi i64 [ %1506, %4131 ], [ 0, %4080 ]
  br label %4134

4134:                                             ; preds = %4134, %4132
  %4135 = phi i64 [ %4133, %4132 ], [ %4148, %4134 ]
  %4136 = getelementptr float, ptr %4065, i64 %4135
  %4137 = load <8 x float>, ptr %4136, align 4
  %4138 = add nuw nsw i64 %4135, %1133
  %4139 = getelementptr inbounds nuw float, ptr %187, i64 %4138
  %4140 = load <8 x float>, ptr %4139, align 4
  %4141 = fadd <8 x float> %4137, %4140
  %4142 = getelementptr inbounds nuw float, ptr %188, i64 %4138
  %4143 = load <8 x float>, ptr %4142, align 4
  %4144 = fadd <8 x float> %4141, %4143
  %4145 = getelementptr inbounds nuw float, ptr %4059, i64 %4138
  %4146 = load <8 x float>, ptr %4145, align 4
  %4147 = fadd <8 x float> %4144, %4146
  store <8 x float> %4147, ptr %4145, align 4
  %4148 = add nuw i64 %4135, 8
  %4149 = icmp eq i64 %4148, %1509
  br i1 %4149, label %4150, label %4134

4150:                                             ; preds = %4134
  br i1 %1510, label %4172, label %4151

4151:                                             ; preds = %4066, %4062, %4131, %4150
  %4152 = phi i64 [ 0, %4062 ], [ 0, %4066 ], [ %1506, %4131 ], [ %1509, %4150 ]
  %4153 = or disjoint i64 %4152, 1
  br i1 %1512, label %4168, label %4154

4154:                                             ; preds = %4151
  %4155 = getelementptr float, ptr %4065, i64 %4152
  %4156 = load float, ptr %4155, align 4
  %4157 = add nuw nsw i64 %4152, %1133
  %4158 = getelementptr inbounds nuw float, ptr %187, i64 %4157
  %4159 = load float, ptr %4158, align 4
  %4160 = fadd float %4156, %4159
  %4161 = getelementptr inbounds nuw float, ptr %188, i64 %4157
  %4162 = load float, ptr %4161, align 4
  %4163 = fadd float %4160, %4162
  %4164 = getelementptr inbounds nuw float, ptr %4059, i64 %4157
  %4165 = load float, ptr %4164, align 4
  %4166 = fadd float %4163, %4165
  store float %4166, ptr %4164, align 4
  %4167 = or disjoint i64 %4152, 1
  br label %4168

4168:                                             ; preds = %4154, %4151
  %4169 = phi i64 [ %4152, %4151 ], [ %4167, %4154 ]
  %4170 = icmp eq i64 %32, %4153
  br i1 %4170, label %4172, label %4266

4171:                                             ; preds = %4054
  call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef %4061, i64 noundef %106)
  br label %4295

4172:                                             ; preds = %4168, %4266, %4150, %4130
  call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef nonnull %4061, i64 noundef %106)
  br i1 %1513, label %4248, label %4173

4173:                                             ; preds = %4172
  %4174 = getelementptr i8, ptr %4060, i64 %1161
  %4175 = getelementptr i8, ptr %4059, i64 %1162
  %4176 = getelementptr i8, ptr %4059, i64 %1161
  %4177 = icmp ult ptr %4060, %4175
  %4178 = icmp ult ptr %4061, %4174
  %4179 = and i1 %4177, %4178
  %4180 = icmp ult ptr %4060, %4176
  %4181 = icmp ult ptr %4059, %4174
  %4182 = and i1 %4180, %4181
  %4183 = or i1 %4179, %4182
  br i1 %4183, label %4248, label %4184

4184:                                             ; preds = %4173
  br i1 %1514, label %4231, label %4185

4185:                                             ; preds = %4184, %4185
  %4186 = phi i64 [ %4227, %4185 ], [ 0, %4184 ]
  %4187 = getelementptr inbounds nuw float, ptr %4059, i64 %4186
  %4188 = getelementptr inbounds nuw i8, ptr %4187, i64 64
  %4189 = getelementptr inbounds nuw i8, ptr %4187, i64 128
  %4190 = getelementptr inbounds nuw i8, ptr %4187, i64 192
  %4191 = load <16 x float>, ptr %4187, align 4
  %4192 = load <16 x float>, ptr %4188, align 4
  %4193 = load <16 x float>, ptr %4189, align 4
  %4194 = load <16 x float>, ptr %4190, align 4
  %4195 = fsub <16 x float> splat (float 1.000000e+00), %4191
  %4196 = fsub <16 x float> splat (float 1.000000e+00), %4192
  %4197 = fsub <16 x float> splat (float 1.000000e+00), %4193
  %4198 = fsub <16 x float> splat (float 1.000000e+00), %4194
  %4199 = getelementptr inbounds nuw float, ptr %4061, i64 %4186
  %4200 = getelementptr inbounds nuw i8, ptr %4199, i64 64
  %4201 = getelementptr inbounds nuw i8, ptr %4199, i64 128
  %4202 = getelementptr inbounds nuw i8, ptr %4199, i64 192
  %4203 = load <16 x float>, ptr %4199, align 4
  %4204 = load <16 x float>, ptr %4200, align 4
  %4205 = load <16 x float>, ptr %4201, align 4
  %4206 = load <16 x float>, ptr %4202, align 4
  %4207 = fmul <16 x float> %4195, %4203
  %4208 = fmul <16 x float> %4196, %4204
  %4209 = fmul <16 x float> %4197, %4205
  %4210 = fmul <16 x float> %4198, %4206
  %4211 = getelementptr inbounds nuw float, ptr %4060, i64 %4186
  %4212 = getelementptr inbounds nuw i8, ptr %4211, i64 64
  %4213 = getelementptr inbounds nuw i8, ptr %4211, i64 128
  %4214 = getelementptr inbounds nuw i8, ptr %4211, i64 192
  %4215 = load <16 x float>, ptr %4211, align 4
  %4216 = load <16 x float>, ptr %4212, align 4
  %4217 = load <16 x float>, ptr %4213, align 4
  %4218 = load <16 x float>, ptr %4214, align 4
  %4219 = fmul <16 x float> %4191, %4215
  %4220 = fmul <16 x float> %4192, %4216
  %4221 = fmul <16 x float> %4193, %4217
  %4222 = fmul <16 x float> %4194, %4218
  %4223 = fadd <16 x float> %4207, %4219
  %4224 = fadd <16 x float> %4208, %4220
  %4225 = fadd <16 x float> %4209, %4221
  %4226 = fadd <16 x float> %4210, %4222
  store <16 x float> %4223, ptr %4211, align 4
  store <16 x float> %4224, ptr %4212, align 4
  store <16 x float> %4225, ptr %4213, align 4
  store <16 x float> %4226, ptr %4214, align 4
  %4227 = add nuw i64 %4186, 64
  %4228 = icmp eq i64 %4227, %1516
  br i1 %4228, label %4229, label %4185

4229:                                             ; preds = %4185
  br i1 %1517, label %4295, label %4230

4230:                                             ; preds = %4229
  br i1 %1518, label %4248, label %4231

4231:                                             ; preds = %4184, %4230
  %4232 = phi i64 [ %1516, %4230 ], [ 0, %4184 ]
  br label %4233

4233:                                             ; preds = %4233, %4231
  %4234 = phi i64 [ %4232, %4231 ], [ %4245, %4233 ]
  %4235 = getelementptr inbounds nuw float, ptr %4059, i64 %4234
  %4236 = load <8 x float>, ptr %4235, align 4
  %4237 = fsub <8 x float> splat (float 1.000000e+00), %4236
  %4238 = getelementptr inbounds nuw float, ptr %4061, i64 %4234
  %4239 = load <8 x float>, ptr %4238, align 4
  %4240 = fmul <8 x float> %4237, %4239
  %4241 = getelementptr inbounds nuw float, ptr %4060, i64 %4234
  %4242 = load <8 x float>, ptr %4241, align 4
  %4243 = fmul <8 x float> %4236, %4242
  %4244 = fadd <8 x float> %4240, %4243
  store <8 x float> %4244, ptr %4241, align 4
  %4245 = add nuw i64 %4234, 8
  %4246 = icmp eq i64 %4245, %1519
  br i1 %4246, label %4247, label %4233

4247:                                             ; preds = %4233
  br i1 %1520, label %4295, label %4248

4248:                                             ; preds = %4173, %4172, %4230, %4247
  %4249 = phi i64 [ 0, %4172 ], [ 0, %4173 ], [ %1516, %4230 ], [ %1519, %4247 ]
  %4250 = or disjoint i64 %4249, 1
  br i1 %1522, label %4263, label %4251

4251:                                             ; preds = %4248
  %4252 = getelementptr inbounds nuw float, ptr %4059, i64 %4249
  %4253 = load float, ptr %4252, align 4
  %4254 = fsub float 1.000000e+00, %4253
  %4255 = getelementptr inbounds nuw float, ptr %4061, i64 %4249
  %4256 = load float, ptr %4255, align 4
  %4257 = fmul float %4254, %4256
  %4258 = getelementptr inbounds nuw float, ptr %4060, i64 %4249
  %4259 = load float, ptr %4258, align 4
  %4260 = fmul float %4253, %4259
  %4261 = fadd float %4257, %4260
  store float %4261, ptr %4258, align 4
  %4262 = or disjoint i64 %4249, 1
  br label %4263

4263:                                             ; preds = %4251, %4248
  %4264 = phi i64 [ %4249, %4248 ], [ %4262, %4251 ]
  %4265 = icmp eq i64 %32, %4250
  br i1 %4265, label %4295, label %4299

4266:                                             ; preds = %4168, %4266
  %4267 = phi i64 [ %4293, %4266 ], [ %4169, %4168 ]
  %4268 = getelementptr float, ptr %4065, i64 %4267
  %4269 = load float, ptr %4268, align 4
  %4270 = add nuw nsw i64 %4267, %1133
  %4271 = getelementptr inbounds nuw float, ptr %187, i64 %4270
  %4272 = load float, ptr %4271, align 4
  %4273 = fadd float %4269, %4272
  %4274 = getelementptr inbounds nuw float, ptr %188, i64 %4270
  %4275 = load float, ptr %4274, align 4
  %4276 = fadd float %4273, %4275
  %4277 = getelementptr inbounds nuw float, ptr %4059, i64 %4270
  %4278 = load float, ptr %4277, align 4
  %4279 = fadd float %4276, %4278
  store float %4279, ptr %4277, align 4
  %4280 = add nuw nsw i64 %4267, 1
  %4281 = getelementptr float, ptr %4065, i64 %4280
  %4282 = load float, ptr %4281, align 4
  %4283 = add nuw nsw i64 %4280, %1133
  %4284 = getelementptr inbounds nuw float, ptr %187, i64 %4283
  %4285 = load float, ptr %4284, align 4
  %4286 = fadd float %4282, %4285
  %4287 = getelementptr inbounds nuw float, ptr %188, i64 %4283
  %4288 = load float, ptr %4287, align 4
  %4289 = fadd float %4286, %4288
  %4290 = getelementptr inbounds nuw float, ptr %4059, i64 %4283
  %4291 = load float, ptr %4290, align 4
  %4292 = fadd float %4289, %4291
  store float %4292, ptr %4290, align 4
  %4293 = add nuw nsw i64 %4267, 2
  %4294 = icmp eq i64 %4293, %32
  br i1 %4294, label %4172, label %4266

4295:                                             ; preds = %4263, %4299, %4229, %4247, %4171
  %4296 = add nuw nsw i64 %4055, 1
  %4297 = icmp eq i64 %4296, %1729
  br i1 %4297, label %4298, label %4054

4298:                                             ; preds = %4295, %4324
  br label %4328

4299:                                             ; preds = %4263, %4299
  %4300 = phi i64 [ %4322, %4299 ], [ %4264, %4263 ]
  %4301 = getelementptr inbounds nuw float, ptr %4059, i64 %4300
  %4302 = load float, ptr %4301, align 4
  %4303 = fsub float 1.000000e+00, %4302
  %4304 = getelementptr inbounds nuw float, ptr %4061, i64 %4300
  %4305 = load float, ptr %4304, align 4
  %4306 = fmul float %4303, %4305
  %4307 = getelementptr inbounds nuw float, ptr %4060, i64 %4300
  %4308 = load float, ptr %4307, align 4
  %4309 = fmul float %4302, %4308
  %4310 = fadd float %4306, %4309
  store float %4310, ptr %4307, align 4
  %4311 = add nuw nsw i64 %4300, 1
  %4312 = getelementptr inbounds nuw float, ptr %4059, i64 %4311
  %4313 = load float, ptr %4312, align 4
  %4314 = fsub float 1.000000e+00, %4313
  %4315 = getelementptr inbounds nuw float, ptr %4061, i64 %4311
  %4316 = load float, ptr %4315, align 4
  %4317 = fmul float %4314, %4316
  %4318 = getelementptr inbounds nuw float, ptr %4060, i64 %4311
  %4319 = load float, ptr %4318, align 4
  %4320 = fmul float %4313, %4319
  %4321 = fadd float %4317, %4320
  store float %4321, ptr %4318, align 4
  %4322 = add nuw nsw i64 %4300, 2
  %4323 = icmp eq i64 %4322, %32
  br i1 %4323, label %4295, label %4299

4324:                                             ; preds = %1732
  br i1 %1678, label %4298, label %4325

4325:                                             ; preds = %4406, %4053, %4324
  %4326 = add nuw nsw i64 %1668, 1
  %4327 = icmp eq i64 %4326, %1563
  br i1 %4327, label %1670, label %1667

4328:                                             ; preds = %4298, %4406
  %4329 = phi i64 [ %4407, %4406 ], [ 0, %4298 ]
  %4330 = getelementptr inbounds nuw ptr, ptr %1111, i64 %4329
  %4331 = load ptr, ptr %4330, align 8
  %4332 = getelementptr inbounds nuw i8, ptr %4331, i64 48
  %4333 = load ptr, ptr %4332, align 8
  %4334 = icmp eq ptr %4333, null
  %4335 = select i1 %4334, i1 true, i1 %1139
  br i1 %4335, label %4406, label %4336

4336:                                             ; preds = %4328
  %4337 = ptrtoint ptr %4333 to i64
  %4338 = load ptr, ptr %4331, align 8
  %4339 = ptrtoint ptr %4338 to i64
  %4340 = sub i64 %4337, %4339
  %4341 = icmp ult i64 %4340, 256
  %4342 = select i1 %1523, i1 true, i1 %4341
  br i1 %4342, label %4372, label %4343

4343:                                             ; preds = %4336
  br i1 %1524, label %4362, label %4344

4344:                                             ; preds = %4343, %4344
  %4345 = phi i64 [ %4358, %4344 ], [ 0, %4343 ]
  %4346 = getelementptr inbounds nuw float, ptr %4338, i64 %4345
  %4347 = getelementptr inbounds nuw i8, ptr %4346, i64 64
  %4348 = getelementptr inbounds nuw i8, ptr %4346, i64 128
  %4349 = getelementptr inbounds nuw i8, ptr %4346, i64 192
  %4350 = load <16 x float>, ptr %4346, align 4
  %4351 = load <16 x float>, ptr %4347, align 4
  %4352 = load <16 x float>, ptr %4348, align 4
  %4353 = load <16 x float>, ptr %4349, align 4
  %4354 = getelementptr inbounds nuw float, ptr %4333, i64 %4345
  %4355 = getelementptr inbounds nuw i8, ptr %4354, i64 64
  %4356 = getelementptr inbounds nuw i8, ptr %4354, i64 128
  %4357 = getelementptr inbounds nuw i8, ptr %4354, i64 192
  store <16 x float> %4350, ptr %4354, align 4
  store <16 x float> %4351, ptr %4355, align 4
  store <16 x float> %4352, ptr %4356, align 4
  store <16 x float> %4353, ptr %4357, align 4
  %4358 = add nuw i64 %4345, 64
  %4359 = icmp eq i64 %4358, %1526
  br i1 %4359, label %4360, label %4344

4360:                                             ; preds = %4344
  br i1 %1527, label %4406, label %4361

4361:                                             ; preds = %4360
  br i1 %1528, label %4372, label %4362

4362:                                             ; preds = %4343, %4361
  %4363 = phi i64 [ %1526, %4361 ], [ 0, %4343 ]
  br label %4364

4364:                                             ; preds = %4364, %4362
  %4365 = phi i64 [ %4363, %4362 ], [ %4369, %4364 ]
  %4366 = getelementptr inbounds nuw float, ptr %4338, i64 %4365
  %4367 = load <8 x float>, ptr %4366, align 4
  %4368 = getelementptr inbounds nuw float, ptr %4333, i64 %4365
  store <8 x float> %4367, ptr %4368, align 4
  %4369 = add nuw i64 %4365, 8
  %4370 = icmp eq i64 %4369, %1529
  br i1 %4370, label %4371, label %4364

4371:                                             ; preds = %4364
  br i1 %1530, label %4406, label %4372

4372:                                             ; preds = %4336, %4361, %4371
  %4373 = phi i64 [ 0, %4336 ], [ %1526, %4361 ], [ %1529, %4371 ]
  br i1 %1532, label %4383, label %4374

4374:                                             ; preds = %4372, %4374
  %4375 = phi i64 [ %4380, %4374 ], [ %4373, %4372 ]
  %4376 = phi i64 [ %4381, %4374 ], [ 0, %4372 ]
  %4377 = getelementptr inbounds nuw float, ptr %4338, i64 %4375
  %4378 = load float, ptr %4377, align 4
  %4379 = getelementptr inbounds nuw float, ptr %4333, i64 %4375
  store float %4378, ptr %4379, align 4
  %4380 = add nuw nsw i64 %4375, 1
  %4381 = add i64 %4376, 1
  %4382 = icmp eq i64 %4381, %1531
  br i1 %4382, label %4383, label %4374

4383:                                             ; preds = %4374, %4372
  %4384 = phi i64 [ %4373, %4372 ], [ %4380, %4374 ]
  %4385 = sub nsw i64 %4373, %32
  %4386 = icmp ugt i64 %4385, -4
  br i1 %4386, label %4406, label %4387

4387:                                             ; preds = %4383, %4387
  %4388 = phi i64 [ %4404, %4387 ], [ %4384, %4383 ]
  %4389 = getelementptr inbounds nuw float, ptr %4338, i64 %4388
  %4390 = load float, ptr %4389, align 4
  %4391 = getelementptr inbounds nuw float, ptr %4333, i64 %4388
  store float %4390, ptr %4391, align 4
  %4392 = add nuw nsw i64 %4388, 1
  %4393 = getelementptr inbounds nuw float, ptr %4338, i64 %4392
  %4394 = load float, ptr %4393, align 4
  %4395 = getelementptr inbounds nuw float, ptr %4333, i64 %4392
  store float %4394, ptr %4395, align 4
  %4396 = add nuw nsw i64 %4388, 2
  %4397 = getelementptr inbounds nuw float, ptr %4338, i64 %4396
  %4398 = load float, ptr %4397, align 4
  %4399 = getelementptr inbounds nuw float, ptr %4333, i64 %4396
  store float %4398, ptr %4399, align 4
  %4400 = add nuw nsw i64 %4388, 3
  %4401 = getelementptr inbounds nuw float, ptr %4338, i64 %4400
  %4402 = load float, ptr %4401, align 4
  %4403 = getelementptr inbounds nuw float, ptr %4333, i64 %4400
  store float %4402, ptr %4403, align 4
  %4404 = add nuw nsw i64 %4388, 4
  %4405 = icmp eq i64 %4404, %32
  br i1 %4405, label %4406, label %4387

4406:                                             ; preds = %4383, %4387, %4360, %4371, %4328
  %4407 = add nuw nsw i64 %4329, 1
  %4408 = icmp eq i64 %4407, %1729
  br i1 %4408, label %4325, label %4328

4409:                                             ; preds = %4426, %1084
  call void @free(ptr noundef %127)
  ret void

4410:                                             ; preds = %1670, %4426
  %4411 = phi i64 [ 0, %1670 ], [ %4427, %4426 ]
  %4412 = getelementptr inbounds nuw %struct.rowstate, ptr %1087, i64 %4411
  %4413 = getelementptr inbounds nuw i8, ptr %4412, i64 32
  %4414 = load i64, ptr %4413, align 8
  %4415 = icmp eq i64 %4414, 0
  br i1 %134, label %4416, label %4426

4416:                                             ; preds = %4410
  %4417 = add nsw i64 %4411, %49
  %4418 = mul nsw i64 %4417, %34
  %4419 = add nsw i64 %4418, %47
  %4420 = add nsw i64 %4417, %1672
  %4421 = select i1 %1671, i64 %4419, i64 %4420
  %4422 = mul nsw i64 %4421, %32
  %4423 = getelementptr float, ptr %22, i64 %4422
  %4424 = getelementptr inbounds nuw i8, ptr %4412, i64 8
  %4425 = getelementptr float, ptr %23, i64 %4422
  br label %4429

4426:                                             ; preds = %4448, %4410
  %4427 = add nuw nsw i64 %4411, 1
  %4428 = icmp eq i64 %4427, %52
  br i1 %4428, label %4409, label %4410

4429:                                             ; preds = %4416, %4448
  %4430 = phi i64 [ 0, %4416 ], [ %4449, %4448 ]
  br i1 %1673, label %4439, label %4431

4431:                                             ; preds = %4429
  br i1 %4415, label %4436, label %4432

4432:                                             ; preds = %4431
  %4433 = load ptr, ptr %4412, align 8
  %4434 = getelementptr inbounds nuw float, ptr %4433, i64 %4430
  %4435 = load float, ptr %4434, align 4
  br label %4436

4436:                                             ; preds = %4431, %4432
  %4437 = phi float [ %4435, %4432 ], [ 0.000000e+00, %4431 ]
  %4438 = getelementptr float, ptr %4423, i64 %4430
  store float %4437, ptr %4438, align 4
  br label %4439

4439:                                             ; preds = %4436, %4429
  br i1 %1674, label %4448, label %4440

4440:                                             ; preds = %4439
  br i1 %4415, label %4445, label %4441

4441:                                             ; preds = %4440
  %4442 = load ptr, ptr %4424, align 8
  %4443 = getelementptr inbounds nuw float, ptr %4442, i64 %4430
  %4444 = load float, ptr %4443, align 4
  br label %4445

4445:                                             ; preds = %4440, %4441
  %4446 = phi float [ %4444, %4441 ], [ 0.000000e+00, %4440 ]
  %4447 = getelementptr float, ptr %4425, i64 %4430
  store float %4446, ptr %4447, align 4
  br label %4448

4448:                                             ; preds = %4439, %4445
  %4449 = add nuw nsw i64 %4430, 1
  %4450 = icmp eq i64 %4449, %32
  br i1 %4450, label %4426, label %4429
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap()

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define internal fastcc void @products(ptr noundef nonnull readonly captures(none) %0, ptr noundef nonnull readonly captures(none) %1, i64 noundef %2, ptr noundef nonnull readonly %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i32 noundef range(i32 0, 2) %7) unnamed_addr {
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
  br i1 %6, label %8, label %332

8:                                                ; preds = %7
  %9 = fcmp ogt float %2, 0.000000e+00
  %10 = fneg float %2
  %11 = insertelement <16 x float> poison, float %10, i64 0
  %12 = shufflevector <16 x float> %11, <16 x float> poison, <16 x i32> zeroinitializer
  %13 = insertelement <16 x float> poison, float %2, i64 0
  %14 = shufflevector <16 x float> %13, <16 x float> poison, <16 x i32> zeroinitializer
  %15 = shufflevector <2 x float> %1, <2 x float> poison, <16 x i32> zeroinitializer
  br label %287

16:                                               ; preds = %5
  br i1 %6, label %17, label %332

17:                                               ; preds = %16
  %18 = fcmp ogt float %2, 0.000000e+00
  %19 = fneg float %2
  %20 = insertelement <16 x float> poison, float %19, i64 0
  %21 = shufflevector <16 x float> %20, <16 x float> poison, <16 x i32> zeroinitializer
  %22 = insertelement <16 x float> poison, float %2, i64 0
  %23 = shufflevector <16 x float> %22, <16 x float> poison, <16 x i32> zeroinitializer
  %24 = shufflevector <2 x float> %1, <2 x float> poison, <16 x i32> zeroinitializer
  %25 = shufflevector <2 x float> %1, <2 x float> poison, <16 x i32> <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  br label %272

26:                                               ; preds = %5
  br i1 %6, label %27, label %332

27:                                               ; preds = %26
  %28 = fcmp ogt float %2, 0.000000e+00
  %29 = fneg float %2
  %30 = insertelement <16 x float> poison, float %29, i64 0
  %31 = shufflevector <16 x float> %30, <16 x float> poison, <16 x i32> zeroinitializer
  %32 = insertelement <16 x float> poison, float %2, i64 0
  %33 = shufflevector <16 x float> %32, <16 x float> poison, <16 x i32> zeroinitializer
  %34 = shufflevector <2 x float> %1, <2 x float> poison, <16 x i32> zeroinitializer
  %35 = shufflevector <2 x float> %1, <2 x float> poison, <16 x i32> <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  br label %226

36:                                               ; preds = %5
  br i1 %6, label %37, label %332

37:                                               ; preds = %36
  %38 = fcmp ogt float %2, 0.000000e+00
  %39 = fneg float %2
  %40 = insertelement <16 x float> poison, float %39, i64 0
  %41 = shufflevector <16 x float> %40, <16 x float> poison, <16 x i32> zeroinitializer
  %42 = insertelement <16 x float> poison, float %2, i64 0
  %43 = shufflevector <16 x float> %42, <16 x float> poison, <16 x i32> zeroinitializer
  %44 = shufflevector <2 x float> %1, <2 x float> poison, <16 x i32> zeroinitializer
  br label %213

45:                                               ; preds = %5
  br i1 %6, label %46, label %332

46:                                               ; preds = %45
  %47 = fcmp ogt float %2, 0.000000e+00
  %48 = fneg float %2
  %49 = insertelement <16 x float> poison, float %48, i64 0
  %50 = shufflevector <16 x float> %49, <16 x float> poison, <16 x i32> zeroinitializer
  %51 = insertelement <16 x float> poison, float %2, i64 0
  %52 = shufflevector <16 x float> %51, <16 x float> poison, <16 x i32> zeroinitializer
  %53 = shufflevector <2 x float> %1, <2 x float> poison, <16 x i32> zeroinitializer
  br label %199

54:                                               ; preds = %5
  br i1 %6, label %55, label %332

55:                                               ; preds = %54
  %56 = fcmp ogt float %2, 0.000000e+00
  %57 = fneg float %2
  %58 = insertelement <16 x float> poison, float %57, i64 0
  %59 = shufflevector <16 x float> %58, <16 x float> poison, <16 x i32> zeroinitializer
  %60 = insertelement <16 x float> poison, float %2, i64 0
  %61 = shufflevector <16 x float> %60, <16 x float> poison, <16 x i32> zeroinitializer
  %62 = shufflevector <2 x float> %1, <2 x float> poison, <16 x i32> zeroinitializer
  %63 = shufflevector <2 x float> %1, <2 x float> poison, <16 x i32> <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  br label %186

64:                                               ; preds = %5
  br i1 %6, label %65, label %332

65:                                               ; preds = %64
  %66 = fcmp ogt float %2, 0.000000e+00
  %67 = fneg float %2
  %68 = insertelement <16 x float> poison, float %67, i64 0
  %69 = shufflevector <16 x float> %68, <16 x float> poison, <16 x i32> zeroinitializer
  %70 = insertelement <16 x float> poison, float %2, i64 0
  %71 = shufflevector <16 x float> %70, <16 x float> poison, <16 x i32> zeroinitializer
  br label %173

72:                                               ; preds = %5
  br i1 %6, label %73, label %332

73:                                               ; preds = %72
  %74 = fcmp ogt float %2, 0.000000e+00
  %75 = fneg float %2
  %76 = insertelement <16 x float> poison, float %75, i64 0
  %77 = shufflevector <16 x float> %76, <16 x float> poison, <16 x i32> zeroinitializer
  %78 = insertelement <16 x float> poison, float %2, i64 0
  %79 = shufflevector <16 x float> %78, <16 x float> poison, <16 x i32> zeroinitializer
  br label %129

80:                                               ; preds = %5
  br i1 %6, label %81, label %332

81:                                               ; preds = %80
  %82 = fcmp ogt float %2, 0.000000e+00
  %83 = fneg float %2
  %84 = insertelement <16 x float> poison, float %83, i64 0
  %85 = shufflevector <16 x float> %84, <16 x float> poison, <16 x i32> zeroinitializer
  %86 = insertelement <16 x float> poison, float %2, i64 0
  %87 = shufflevector <16 x float> %86, <16 x float> poison, <16 x i32> zeroinitializer
  br label %96

88:                                               ; preds = %5
  br i1 %6, label %89, label %332

89:                                               ; preds = %88
  %90 = fcmp ogt float %2, 0.000000e+00
  %91 = fneg float %2
  %92 = insertelement <16 x float> poison, float %91, i64 0
  %93 = shufflevector <16 x float> %92, <16 x float> poison, <16 x i32> zeroinitializer
  %94 = insertelement <16 x float> poison, float %2, i64 0
  %95 = shufflevector <16 x float> %94, <16 x float> poison, <16 x i32> zeroinitializer
  br label %318

96:                                               ; preds = %81, %103
  %97 = phi i64 [ 0, %81 ], [ %127, %103 ]
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
  %123 = tail call <16 x float> @llvm.x86.avx512.rcp14.ps.512(<16 x float> %122, <16 x float> zeroinitializer, i16 -1)
  %124 = fneg <16 x float> %122
  %125 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %124, <16 x float> %123, <16 x float> splat (float 1.000000e+00))
  %126 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %123, <16 x float> %125, <16 x float> %123)
  store <16 x float> %126, ptr %98, align 4
  %127 = add nuw nsw i64 %97, 16
  %128 = icmp slt i64 %127, %4
  br i1 %128, label %96, label %332

129:                                              ; preds = %73, %136
  %130 = phi i64 [ 0, %73 ], [ %171, %136 ]
  %131 = getelementptr inbounds nuw float, ptr %3, i64 %130
  %132 = load <16 x float>, ptr %131, align 4
  br i1 %74, label %133, label %136

133:                                              ; preds = %129
  %134 = tail call <16 x float> @llvm.maxnum.v16f32(<16 x float> %132, <16 x float> %77)
  %135 = tail call <16 x float> @llvm.minnum.v16f32(<16 x float> %134, <16 x float> %79)
  br label %136

136:                                              ; preds = %133, %129
  %137 = phi <16 x float> [ %135, %133 ], [ %132, %129 ]
  %138 = fmul <16 x float> %137, %137
  %139 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %138, <16 x float> splat (float 0x3F9664F480000000), <16 x float> splat (float 0xBFABA1BA20000000))
  %140 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %139, <16 x float> %138, <16 x float> splat (float 0x3FC1111120000000))
  %141 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %140, <16 x float> %138, <16 x float> splat (float 0xBFD5555560000000))
  %142 = fmul <16 x float> %138, %141
  %143 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %142, <16 x float> %137, <16 x float> %137)
  %144 = fmul <16 x float> %137, splat (float 2.000000e+00)
  %145 = tail call <16 x float> @llvm.maxnum.v16f32(<16 x float> %144, <16 x float> splat (float 0xC055D33340000000))
  %146 = tail call <16 x float> @llvm.minnum.v16f32(<16 x float> %145, <16 x float> splat (float 8.800000e+01))
  %147 = fmul <16 x float> %146, splat (float 0x3FF7154760000000)
  %148 = fadd <16 x float> %147, splat (float 0x4168000000000000)
  %149 = fadd <16 x float> %148, splat (float 0xC168000000000000)
  %150 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %149, <16 x float> splat (float 0xBFE6300000000000), <16 x float> %146)
  %151 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %149, <16 x float> splat (float 0x3F2BD01060000000), <16 x float> %150)
  %152 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %151, <16 x float> splat (float 0x3F2A0D2CE0000000), <16 x float> splat (float 0x3F56E879C0000000))
  %153 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %152, <16 x float> %151, <16 x float> splat (float 0x3F81112100000000))
  %154 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %153, <16 x float> %151, <16 x float> splat (float 0x3FA5553820000000))
  %155 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %154, <16 x float> %151, <16 x float> splat (float 0x3FC5555540000000))
  %156 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %155, <16 x float> %151, <16 x float> splat (float 5.000000e-01))
  %157 = fmul <16 x float> %151, %151
  %158 = fadd <16 x float> %151, splat (float 1.000000e+00)
  %159 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %156, <16 x float> %157, <16 x float> %158)
  %160 = tail call <16 x float> @llvm.x86.avx512.mask.scalef.ps.512(<16 x float> %159, <16 x float> %149, <16 x float> %159, i16 -1, i32 4)
  %161 = fadd <16 x float> %160, splat (float 1.000000e+00)
  %162 = tail call <16 x float> @llvm.x86.avx512.rcp14.ps.512(<16 x float> %161, <16 x float> zeroinitializer, i16 -1)
  %163 = fneg <16 x float> %161
  %164 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %163, <16 x float> %162, <16 x float> splat (float 1.000000e+00))
  %165 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %162, <16 x float> %164, <16 x float> %162)
  %166 = fmul <16 x float> %165, splat (float 2.000000e+00)
  %167 = fsub <16 x float> splat (float 1.000000e+00), %166
  %168 = tail call <16 x float> @llvm.fabs.v16f32(<16 x float> %137)
  %169 = fcmp uge <16 x float> %168, splat (float 0x3FD3333340000000)
  %170 = select <16 x i1> %169, <16 x float> %167, <16 x float> %143
  store <16 x float> %170, ptr %131, align 4
  %171 = add nuw nsw i64 %130, 16
  %172 = icmp slt i64 %171, %4
  br i1 %172, label %129, label %332

173:                                              ; preds = %65, %180
  %174 = phi i64 [ 0, %65 ], [ %184, %180 ]
  %175 = getelementptr inbounds nuw float, ptr %3, i64 %174
  %176 = load <16 x float>, ptr %175, align 4
  br i1 %66, label %177, label %180

177:                                              ; preds = %173
  %178 = tail call <16 x float> @llvm.maxnum.v16f32(<16 x float> %176, <16 x float> %69)
  %179 = tail call <16 x float> @llvm.minnum.v16f32(<16 x float> %178, <16 x float> %71)
  br label %180

180:                                              ; preds = %177, %173
  %181 = phi <16 x float> [ %179, %177 ], [ %176, %173 ]
  %182 = fcmp olt <16 x float> %181, zeroinitializer
  %183 = select <16 x i1> %182, <16 x float> zeroinitializer, <16 x float> %181
  store <16 x float> %183, ptr %175, align 4
  %184 = add nuw nsw i64 %174, 16
  %185 = icmp slt i64 %184, %4
  br i1 %185, label %173, label %332

186:                                              ; preds = %55, %193
  %187 = phi i64 [ 0, %55 ], [ %197, %193 ]
  %188 = getelementptr inbounds nuw float, ptr %3, i64 %187
  %189 = load <16 x float>, ptr %188, align 4
  br i1 %56, label %190, label %193

190:                                              ; preds = %186
  %191 = tail call <16 x float> @llvm.maxnum.v16f32(<16 x float> %189, <16 x float> %59)
  %192 = tail call <16 x float> @llvm.minnum.v16f32(<16 x float> %191, <16 x float> %61)
  br label %193

193:                                              ; preds = %190, %186
  %194 = phi <16 x float> [ %192, %190 ], [ %189, %186 ]
  %195 = fmul <16 x float> %62, %194
  %196 = fadd <16 x float> %63, %195
  store <16 x float> %196, ptr %188, align 4
  %197 = add nuw nsw i64 %187, 16
  %198 = icmp slt i64 %197, %4
  br i1 %198, label %186, label %332

199:                                              ; preds = %46, %206
  %200 = phi i64 [ 0, %46 ], [ %211, %206 ]
  %201 = getelementptr inbounds nuw float, ptr %3, i64 %200
  %202 = load <16 x float>, ptr %201, align 4
  br i1 %47, label %203, label %206

203:                                              ; preds = %199
  %204 = tail call <16 x float> @llvm.maxnum.v16f32(<16 x float> %202, <16 x float> %50)
  %205 = tail call <16 x float> @llvm.minnum.v16f32(<16 x float> %204, <16 x float> %52)
  br label %206

206:                                              ; preds = %203, %199
  %207 = phi <16 x float> [ %205, %203 ], [ %202, %199 ]
  %208 = fcmp uge <16 x float> %207, zeroinitializer
  %209 = fmul <16 x float> %53, %207
  %210 = select <16 x i1> %208, <16 x float> %207, <16 x float> %209
  store <16 x float> %210, ptr %201, align 4
  %211 = add nuw nsw i64 %200, 16
  %212 = icmp slt i64 %211, %4
  br i1 %212, label %199, label %332

213:                                              ; preds = %37, %220
  %214 = phi i64 [ 0, %37 ], [ %224, %220 ]
  %215 = getelementptr inbounds nuw float, ptr %3, i64 %214
  %216 = load <16 x float>, ptr %215, align 4
  br i1 %38, label %217, label %220

217:                                              ; preds = %213
  %218 = tail call <16 x float> @llvm.maxnum.v16f32(<16 x float> %216, <16 x float> %41)
  %219 = tail call <16 x float> @llvm.minnum.v16f32(<16 x float> %218, <16 x float> %43)
  br label %220

220:                                              ; preds = %217, %213
  %221 = phi <16 x float> [ %219, %217 ], [ %216, %213 ]
  %222 = fcmp ogt <16 x float> %221, %44
  %223 = select <16 x i1> %222, <16 x float> %221, <16 x float> zeroinitializer
  store <16 x float> %223, ptr %215, align 4
  %224 = add nuw nsw i64 %214, 16
  %225 = icmp slt i64 %224, %4
  br i1 %225, label %213, label %332

226:                                              ; preds = %27, %233
  %227 = phi i64 [ 0, %27 ], [ %270, %233 ]
  %228 = getelementptr inbounds nuw float, ptr %3, i64 %227
  %229 = load <16 x float>, ptr %228, align 4
  br i1 %28, label %230, label %233

230:                                              ; preds = %226
  %231 = tail call <16 x float> @llvm.maxnum.v16f32(<16 x float> %229, <16 x float> %31)
  %232 = tail call <16 x float> @llvm.minnum.v16f32(<16 x float> %231, <16 x float> %33)
  br label %233

233:                                              ; preds = %230, %226
  %234 = phi <16 x float> [ %232, %230 ], [ %229, %226 ]
  %235 = fmul <16 x float> %35, %234
  %236 = fmul <16 x float> %235, %235
  %237 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %236, <16 x float> splat (float 0x3F9664F480000000), <16 x float> splat (float 0xBFABA1BA20000000))
  %238 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %237, <16 x float> %236, <16 x float> splat (float 0x3FC1111120000000))
  %239 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %238, <16 x float> %236, <16 x float> splat (float 0xBFD5555560000000))
  %240 = fmul <16 x float> %236, %239
  %241 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %240, <16 x float> %235, <16 x float> %235)
  %242 = fmul <16 x float> %235, splat (float 2.000000e+00)
  %243 = tail call <16 x float> @llvm.maxnum.v16f32(<16 x float> %242, <16 x float> splat (float 0xC055D33340000000))
  %244 = tail call <16 x float> @llvm.minnum.v16f32(<16 x float> %243, <16 x float> splat (float 8.800000e+01))
  %245 = fmul <16 x float> %244, splat (float 0x3FF7154760000000)
  %246 = fadd <16 x float> %245, splat (float 0x4168000000000000)
  %247 = fadd <16 x float> %246, splat (float 0xC168000000000000)
  %248 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %247, <16 x float> splat (float 0xBFE6300000000000), <16 x float> %244)
  %249 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %247, <16 x float> splat (float 0x3F2BD01060000000), <16 x float> %248)
  %250 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %249, <16 x float> splat (float 0x3F2A0D2CE0000000), <16 x float> splat (float 0x3F56E879C0000000))
  %251 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %250, <16 x float> %249, <16 x float> splat (float 0x3F81112100000000))
  %252 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %251, <16 x float> %249, <16 x float> splat (float 0x3FA5553820000000))
  %253 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %252, <16 x float> %249, <16 x float> splat (float 0x3FC5555540000000))
  %254 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %253, <16 x float> %249, <16 x float> splat (float 5.000000e-01))
  %255 = fmul <16 x float> %249, %249
  %256 = fadd <16 x float> %249, splat (float 1.000000e+00)
  %257 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %254, <16 x float> %255, <16 x float> %256)
  %258 = tail call <16 x float> @llvm.x86.avx512.mask.scalef.ps.512(<16 x float> %257, <16 x float> %247, <16 x float> %257, i16 -1, i32 4)
  %259 = fadd <16 x float> %258, splat (float 1.000000e+00)
  %260 = tail call <16 x float> @llvm.x86.avx512.rcp14.ps.512(<16 x float> %259, <16 x float> zeroinitializer, i16 -1)
  %261 = fneg <16 x float> %259
  %262 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %261, <16 x float> %260, <16 x float> splat (float 1.000000e+00))
  %263 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %260, <16 x float> %262, <16 x float> %260)
  %264 = fmul <16 x float> %263, splat (float 2.000000e+00)
  %265 = fsub <16 x float> splat (float 1.000000e+00), %264
  %266 = tail call <16 x float> @llvm.fabs.v16f32(<16 x float> %235)
  %267 = fcmp uge <16 x float> %266, splat (float 0x3FD3333340000000)
  %268 = select <16 x i1> %267, <16 x float> %265, <16 x float> %241
  %269 = fmul <16 x float> %34, %268
  store <16 x float> %269, ptr %228, align 4
  %270 = add nuw nsw i64 %227, 16
  %271 = icmp slt i64 %270, %4
  br i1 %271, label %226, label %332

272:                                              ; preds = %17, %279
  %273 = phi i64 [ 0, %17 ], [ %285, %279 ]
  %274 = getelementptr inbounds nuw float, ptr %3, i64 %273
  %275 = load <16 x float>, ptr %274, align 4
  br i1 %18, label %276, label %279

276:                                              ; preds = %272
  %277 = tail call <16 x float> @llvm.maxnum.v16f32(<16 x float> %275, <16 x float> %21)
  %278 = tail call <16 x float> @llvm.minnum.v16f32(<16 x float> %277, <16 x float> %23)
  br label %279

279:                                              ; preds = %276, %272
  %280 = phi <16 x float> [ %278, %276 ], [ %275, %272 ]
  %281 = fmul <16 x float> %24, %280
  %282 = fadd <16 x float> %25, %281
  %283 = tail call <16 x float> @llvm.maxnum.v16f32(<16 x float> %282, <16 x float> zeroinitializer)
  %284 = tail call <16 x float> @llvm.minnum.v16f32(<16 x float> %283, <16 x float> splat (float 1.000000e+00))
  store <16 x float> %284, ptr %274, align 4
  %285 = add nuw nsw i64 %273, 16
  %286 = icmp slt i64 %285, %4
  br i1 %286, label %272, label %332

287:                                              ; preds = %8, %294
  %288 = phi i64 [ 0, %8 ], [ %316, %294 ]
  %289 = getelementptr inbounds nuw float, ptr %3, i64 %288
  %290 = load <16 x float>, ptr %289, align 4
  br i1 %9, label %291, label %294

291:                                              ; preds = %287
  %292 = tail call <16 x float> @llvm.maxnum.v16f32(<16 x float> %290, <16 x float> %12)
  %293 = tail call <16 x float> @llvm.minnum.v16f32(<16 x float> %292, <16 x float> %14)
  br label %294

294:                                              ; preds = %291, %287
  %295 = phi <16 x float> [ %293, %291 ], [ %290, %287 ]
  %296 = fcmp uge <16 x float> %295, zeroinitializer
  %297 = tail call <16 x float> @llvm.maxnum.v16f32(<16 x float> %295, <16 x float> splat (float 0xC055D33340000000))
  %298 = tail call <16 x float> @llvm.minnum.v16f32(<16 x float> %297, <16 x float> splat (float 8.800000e+01))
  %299 = fmul <16 x float> %298, splat (float 0x3FF7154760000000)
  %300 = fadd <16 x float> %299, splat (float 0x4168000000000000)
  %301 = fadd <16 x float> %300, splat (float 0xC168000000000000)
  %302 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %301, <16 x float> splat (float 0xBFE6300000000000), <16 x float> %298)
  %303 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %301, <16 x float> splat (float 0x3F2BD01060000000), <16 x float> %302)
  %304 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %303, <16 x float> splat (float 0x3F2A0D2CE0000000), <16 x float> splat (float 0x3F56E879C0000000))
  %305 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %304, <16 x float> %303, <16 x float> splat (float 0x3F81112100000000))
  %306 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %305, <16 x float> %303, <16 x float> splat (float 0x3FA5553820000000))
  %307 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %306, <16 x float> %303, <16 x float> splat (float 0x3FC5555540000000))
  %308 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %307, <16 x float> %303, <16 x float> splat (float 5.000000e-01))
  %309 = fmul <16 x float> %303, %303
  %310 = fadd <16 x float> %303, splat (float 1.000000e+00)
  %311 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %308, <16 x float> %309, <16 x float> %310)
  %312 = tail call <16 x float> @llvm.x86.avx512.mask.scalef.ps.512(<16 x float> %311, <16 x float> %301, <16 x float> %311, i16 -1, i32 4)
  %313 = fadd <16 x float> %312, splat (float -1.000000e+00)
  %314 = fmul <16 x float> %15, %313
  %315 = select <16 x i1> %296, <16 x float> %295, <16 x float> %314
  store <16 x float> %315, ptr %289, align 4
  %316 = add nuw nsw i64 %288, 16
  %317 = icmp slt i64 %316, %4
  br i1 %317, label %287, label %332

318:                                              ; preds = %89, %325
  %319 = phi i64 [ 0, %89 ], [ %330, %325 ]
  %320 = getelementptr inbounds nuw float, ptr %3, i64 %319
  %321 = load <16 x float>, ptr %320, align 4
  br i1 %90, label %322, label %325

322:                                              ; preds = %318
  %323 = tail call <16 x float> @llvm.maxnum.v16f32(<16 x float> %321, <16 x float> %93)
  %324 = tail call <16 x float> @llvm.minnum.v16f32(<16 x float> %323, <16 x float> %95)
  br label %325

325:                                              ; preds = %322, %318
  %326 = phi <16 x float> [ %324, %322 ], [ %321, %318 ]
  %327 = tail call <16 x float> @llvm.fabs.v16f32(<16 x float> %326)
  %328 = fadd <16 x float> %327, splat (float 1.000000e+00)
  %329 = fdiv <16 x float> %326, %328
  store <16 x float> %329, ptr %320, align 4
  %330 = add nuw nsw i64 %319, 16
  %331 = icmp slt i64 %330, %4
  br i1 %331, label %318, label %332

332:                                              ; preds = %294, %279, %233, %220, %206, %193, %180, %136, %103, %325, %7, %16, %26, %36, %45, %54, %64, %72, %80, %88
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
declare <16 x float> @llvm.x86.avx512.rcp14.ps.512(<16 x float>, <16 x float>, i16)

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
