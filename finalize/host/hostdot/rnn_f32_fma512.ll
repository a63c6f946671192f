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
  %107 = mul nsw i64 %106, %40
  %108 = mul nsw i64 %107, %32
  %109 = shl nsw i64 %107, 1
  %110 = mul nsw i64 %105, 48
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
  %123 = icmp slt i64 %32, 16
  %124 = icmp sgt i64 %32, 0
  %125 = icmp slt i64 %32, %106
  %126 = shl i64 %32, 2
  %127 = shl i64 %105, 6
  %128 = mul nsw i64 %40, %105
  %129 = shl i64 %128, 6
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
  %141 = shl i64 %105, 6
  %142 = mul nsw i64 %40, %105
  %143 = add i64 %32, 288230376151711743
  %144 = mul i64 %142, %143
  %145 = shl i64 %144, 6
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
  %165 = and i64 %142, 144115188075855872
  %166 = icmp ne i64 %165, 0
  %167 = and i64 %32, 15
  %168 = insertelement <16 x i64> poison, i64 %32, i64 0
  %169 = shufflevector <16 x i64> %168, <16 x i64> poison, <16 x i32> zeroinitializer
  %170 = icmp eq i64 %167, 0
  %171 = icmp samesign ult i64 %167, 8
  %172 = and i64 %32, 7
  %173 = insertelement <8 x i64> poison, i64 %32, i64 0
  %174 = shufflevector <8 x i64> %173, <8 x i64> poison, <8 x i32> zeroinitializer
  %175 = icmp eq i64 %172, 0
  br label %220

176:                                              ; preds = %591
  %177 = getelementptr float, ptr %117, i64 %108
  %178 = getelementptr float, ptr %177, i64 %107
  %179 = shl i64 %47, 1
  %180 = icmp ne i64 %2, 0
  %181 = and i1 %180, %101
  %182 = mul i64 %179, %41
  %183 = getelementptr float, ptr %16, i64 %182
  %184 = or disjoint i64 %179, 1
  %185 = mul i64 %184, %41
  %186 = getelementptr float, ptr %16, i64 %185
  %187 = tail call i64 @llvm.smax.i64(i64 %106, i64 1)
  %188 = mul i64 %40, %32
  %189 = mul i64 %188, %105
  %190 = shl i64 %189, 6
  %191 = shl i64 %105, 6
  %192 = shl i64 %187, 2
  %193 = mul nsw i64 %40, %105
  %194 = shl i64 %32, 6
  %195 = add i64 %194, 64
  %196 = mul i64 %193, %195
  %197 = mul i64 %40, %32
  %198 = mul i64 %197, %47
  %199 = shl i64 %198, 3
  %200 = shl i64 %32, 2
  %201 = or disjoint i64 %179, 1
  %202 = mul i64 %197, %201
  %203 = shl i64 %202, 2
  %204 = getelementptr i8, ptr %16, i64 %203
  %205 = getelementptr i8, ptr %204, i64 %192
  %206 = getelementptr i8, ptr %16, i64 %203
  %207 = getelementptr i8, ptr %16, i64 %199
  %208 = getelementptr i8, ptr %207, i64 %192
  %209 = getelementptr i8, ptr %16, i64 %199
  %210 = getelementptr i8, ptr %117, i64 %196
  %211 = getelementptr i8, ptr %210, i64 %192
  %212 = getelementptr i8, ptr %117, i64 %196
  %213 = getelementptr i8, ptr %117, i64 %190
  %214 = getelementptr i8, ptr %213, i64 %192
  %215 = getelementptr i8, ptr %117, i64 %190
  %216 = and i64 %187, 9223372036854775792
  %217 = insertelement <16 x i64> poison, i64 %32, i64 0
  %218 = shufflevector <16 x i64> %217, <16 x i64> poison, <16 x i32> zeroinitializer
  %219 = icmp eq i64 %187, %216
  br label %622

220:                                              ; preds = %121, %591
  %221 = phi i64 [ 0, %121 ], [ %592, %591 ]
  %222 = mul i64 %141, %221
  %223 = getelementptr i8, ptr %117, i64 %222
  %224 = getelementptr i8, ptr %159, i64 %222
  %225 = mul i64 %153, %221
  %226 = mul i64 %139, %221
  %227 = mul i64 %127, %221
  %228 = mul nsw i64 %221, %32
  %229 = add nsw i64 %228, %122
  %230 = mul nsw i64 %229, %32
  %231 = getelementptr inbounds float, ptr %15, i64 %230
  %232 = mul nsw i64 %221, %106
  %233 = getelementptr inbounds float, ptr %117, i64 %232
  br i1 %123, label %237, label %268

234:                                              ; preds = %454, %303
  %235 = add nuw nsw i64 %269, 16
  %236 = icmp sgt i64 %235, %32
  br i1 %236, label %237, label %268

237:                                              ; preds = %234, %220
  %238 = phi i64 [ 0, %220 ], [ %269, %234 ]
  br i1 %124, label %239, label %591

239:                                              ; preds = %237
  %240 = icmp slt i64 %238, %32
  %241 = getelementptr i8, ptr %131, i64 %227
  %242 = xor i64 %238, -1
  %243 = add nsw i64 %32, %242
  %244 = mul i64 %140, %238
  %245 = shl i64 %238, 2
  %246 = getelementptr i8, ptr %223, i64 %245
  %247 = mul i64 %157, %238
  %248 = sub nsw i64 %32, %238
  %249 = getelementptr i8, ptr %160, i64 %225
  %250 = getelementptr i8, ptr %161, i64 %225
  %251 = getelementptr i8, ptr %250, i64 %247
  %252 = getelementptr i8, ptr %162, i64 %226
  %253 = getelementptr i8, ptr %252, i64 %244
  %254 = icmp ult i64 %248, 8
  %255 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %164, i64 %243)
  %256 = extractvalue { i64, i1 } %255, 0
  %257 = extractvalue { i64, i1 } %255, 1
  %258 = sub i64 0, %256
  %259 = icmp ult i64 %248, 16
  %260 = sub nuw i64 %248, %167
  %261 = add i64 %238, %260
  %262 = insertelement <16 x i64> poison, i64 %238, i64 0
  %263 = shufflevector <16 x i64> %262, <16 x i64> poison, <16 x i32> zeroinitializer
  %264 = or disjoint <16 x i64> %263, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %265 = add i64 %238, %260
  %266 = sub i64 %248, %172
  %267 = add i64 %238, %266
  br label %509

268:                                              ; preds = %220, %234
  %269 = phi i64 [ %235, %234 ], [ 16, %220 ]
  %270 = phi i64 [ %269, %234 ], [ 0, %220 ]
  %271 = getelementptr float, ptr %233, i64 %270
  %272 = mul nuw nsw i64 %270, %32
  %273 = or disjoint i64 %270, 1
  %274 = mul nuw nsw i64 %273, %32
  %275 = or disjoint i64 %270, 2
  %276 = mul nuw nsw i64 %275, %32
  %277 = or disjoint i64 %270, 3
  %278 = mul nuw nsw i64 %277, %32
  %279 = or disjoint i64 %270, 4
  %280 = mul nuw nsw i64 %279, %32
  %281 = or disjoint i64 %270, 5
  %282 = mul nuw nsw i64 %281, %32
  %283 = or disjoint i64 %270, 6
  %284 = mul nuw nsw i64 %283, %32
  %285 = or disjoint i64 %270, 7
  %286 = mul nuw nsw i64 %285, %32
  %287 = or disjoint i64 %270, 8
  %288 = mul nuw nsw i64 %287, %32
  %289 = or disjoint i64 %270, 9
  %290 = mul nuw nsw i64 %289, %32
  %291 = or disjoint i64 %270, 10
  %292 = mul nuw nsw i64 %291, %32
  %293 = or disjoint i64 %270, 11
  %294 = mul nuw nsw i64 %293, %32
  %295 = or disjoint i64 %270, 12
  %296 = mul nuw nsw i64 %295, %32
  %297 = or disjoint i64 %270, 13
  %298 = mul nuw nsw i64 %297, %32
  %299 = or disjoint i64 %270, 14
  %300 = mul nuw nsw i64 %299, %32
  %301 = or disjoint i64 %270, 15
  %302 = mul nuw nsw i64 %301, %32
  br label %305

303:                                              ; preds = %305
  %304 = icmp slt i64 %306, %32
  br i1 %304, label %454, label %234

305:                                              ; preds = %268, %305
  %306 = phi i64 [ 16, %268 ], [ %452, %305 ]
  %307 = phi i64 [ 0, %268 ], [ %306, %305 ]
  %308 = getelementptr float, ptr %231, i64 %307
  %309 = getelementptr float, ptr %308, i64 %302
  %310 = load <16 x float>, ptr %309, align 4
  %311 = getelementptr float, ptr %308, i64 %300
  %312 = load <16 x float>, ptr %311, align 4
  %313 = getelementptr float, ptr %308, i64 %298
  %314 = load <16 x float>, ptr %313, align 4
  %315 = getelementptr float, ptr %308, i64 %296
  %316 = load <16 x float>, ptr %315, align 4
  %317 = getelementptr float, ptr %308, i64 %294
  %318 = load <16 x float>, ptr %317, align 4
  %319 = getelementptr float, ptr %308, i64 %292
  %320 = load <16 x float>, ptr %319, align 4
  %321 = getelementptr float, ptr %308, i64 %290
  %322 = load <16 x float>, ptr %321, align 4
  %323 = getelementptr float, ptr %308, i64 %288
  %324 = load <16 x float>, ptr %323, align 4
  %325 = getelementptr float, ptr %308, i64 %286
  %326 = load <16 x float>, ptr %325, align 4
  %327 = getelementptr float, ptr %308, i64 %284
  %328 = load <16 x float>, ptr %327, align 4
  %329 = getelementptr float, ptr %308, i64 %282
  %330 = load <16 x float>, ptr %329, align 4
  %331 = getelementptr float, ptr %308, i64 %280
  %332 = load <16 x float>, ptr %331, align 4
  %333 = getelementptr float, ptr %308, i64 %278
  %334 = load <16 x float>, ptr %333, align 4
  %335 = getelementptr float, ptr %308, i64 %276
  %336 = load <16 x float>, ptr %335, align 4
  %337 = getelementptr float, ptr %308, i64 %274
  %338 = load <16 x float>, ptr %337, align 4
  %339 = getelementptr float, ptr %308, i64 %272
  %340 = load <16 x float>, ptr %339, align 4
  %341 = shufflevector <16 x float> %340, <16 x float> %324, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %342 = shufflevector <16 x float> %340, <16 x float> %324, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %343 = shufflevector <16 x float> %338, <16 x float> %322, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %344 = shufflevector <16 x float> %338, <16 x float> %322, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %345 = shufflevector <16 x float> %336, <16 x float> %320, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %346 = shufflevector <16 x float> %336, <16 x float> %320, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %347 = shufflevector <16 x float> %334, <16 x float> %318, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %348 = shufflevector <16 x float> %334, <16 x float> %318, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %349 = shufflevector <16 x float> %332, <16 x float> %316, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %350 = shufflevector <16 x float> %332, <16 x float> %316, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %351 = shufflevector <16 x float> %330, <16 x float> %314, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %352 = shufflevector <16 x float> %330, <16 x float> %314, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %353 = shufflevector <16 x float> %328, <16 x float> %312, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %354 = shufflevector <16 x float> %328, <16 x float> %312, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %355 = shufflevector <16 x float> %326, <16 x float> %310, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %356 = shufflevector <16 x float> %326, <16 x float> %310, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %357 = shufflevector <16 x float> %341, <16 x float> %349, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %358 = shufflevector <16 x float> %341, <16 x float> %349, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %359 = shufflevector <16 x float> %342, <16 x float> %350, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %360 = shufflevector <16 x float> %342, <16 x float> %350, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %361 = shufflevector <16 x float> %343, <16 x float> %351, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %362 = shufflevector <16 x float> %343, <16 x float> %351, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %363 = shufflevector <16 x float> %344, <16 x float> %352, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %364 = shufflevector <16 x float> %344, <16 x float> %352, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %365 = shufflevector <16 x float> %345, <16 x float> %353, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %366 = shufflevector <16 x float> %345, <16 x float> %353, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %367 = shufflevector <16 x float> %346, <16 x float> %354, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %368 = shufflevector <16 x float> %346, <16 x float> %354, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %369 = shufflevector <16 x float> %347, <16 x float> %355, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %370 = shufflevector <16 x float> %347, <16 x float> %355, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %371 = shufflevector <16 x float> %348, <16 x float> %356, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %372 = shufflevector <16 x float> %348, <16 x float> %356, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %373 = shufflevector <16 x float> %357, <16 x float> %365, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %374 = shufflevector <16 x float> %357, <16 x float> %365, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %375 = shufflevector <16 x float> %358, <16 x float> %366, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %376 = shufflevector <16 x float> %358, <16 x float> %366, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %377 = shufflevector <16 x float> %359, <16 x float> %367, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %378 = shufflevector <16 x float> %359, <16 x float> %367, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %379 = shufflevector <16 x float> %360, <16 x float> %368, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %380 = shufflevector <16 x float> %360, <16 x float> %368, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %381 = shufflevector <16 x float> %361, <16 x float> %369, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %382 = shufflevector <16 x float> %361, <16 x float> %369, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %383 = shufflevector <16 x float> %362, <16 x float> %370, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %384 = shufflevector <16 x float> %362, <16 x float> %370, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %385 = shufflevector <16 x float> %363, <16 x float> %371, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %386 = shufflevector <16 x float> %363, <16 x float> %371, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %387 = shufflevector <16 x float> %364, <16 x float> %372, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %388 = shufflevector <16 x float> %364, <16 x float> %372, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %389 = shufflevector <16 x float> %373, <16 x float> %381, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %390 = shufflevector <16 x float> %373, <16 x float> %381, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %391 = shufflevector <16 x float> %374, <16 x float> %382, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %392 = shufflevector <16 x float> %374, <16 x float> %382, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %393 = shufflevector <16 x float> %375, <16 x float> %383, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %394 = shufflevector <16 x float> %375, <16 x float> %383, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %395 = shufflevector <16 x float> %376, <16 x float> %384, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %396 = shufflevector <16 x float> %376, <16 x float> %384, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %397 = shufflevector <16 x float> %377, <16 x float> %385, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %398 = shufflevector <16 x float> %377, <16 x float> %385, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %399 = shufflevector <16 x float> %378, <16 x float> %386, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %400 = shufflevector <16 x float> %378, <16 x float> %386, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %401 = shufflevector <16 x float> %379, <16 x float> %387, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %402 = shufflevector <16 x float> %379, <16 x float> %387, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %403 = shufflevector <16 x float> %380, <16 x float> %388, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %404 = shufflevector <16 x float> %380, <16 x float> %388, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %405 = mul nuw nsw i64 %307, %107
  %406 = getelementptr float, ptr %271, i64 %405
  store <16 x float> %389, ptr %406, align 4
  %407 = or disjoint i64 %307, 1
  %408 = mul nuw nsw i64 %407, %107
  %409 = getelementptr float, ptr %271, i64 %408
  store <16 x float> %390, ptr %409, align 4
  %410 = or disjoint i64 %307, 2
  %411 = mul nuw nsw i64 %410, %107
  %412 = getelementptr float, ptr %271, i64 %411
  store <16 x float> %391, ptr %412, align 4
  %413 = or disjoint i64 %307, 3
  %414 = mul nuw nsw i64 %413, %107
  %415 = getelementptr float, ptr %271, i64 %414
  store <16 x float> %392, ptr %415, align 4
  %416 = or disjoint i64 %307, 4
  %417 = mul nuw nsw i64 %416, %107
  %418 = getelementptr float, ptr %271, i64 %417
  store <16 x float> %393, ptr %418, align 4
  %419 = or disjoint i64 %307, 5
  %420 = mul nuw nsw i64 %419, %107
  %421 = getelementptr float, ptr %271, i64 %420
  store <16 x float> %394, ptr %421, align 4
  %422 = or disjoint i64 %307, 6
  %423 = mul nuw nsw i64 %422, %107
  %424 = getelementptr float, ptr %271, i64 %423
  store <16 x float> %395, ptr %424, align 4
  %425 = or disjoint i64 %307, 7
  %426 = mul nuw nsw i64 %425, %107
  %427 = getelementptr float, ptr %271, i64 %426
  store <16 x float> %396, ptr %427, align 4
  %428 = or disjoint i64 %307, 8
  %429 = mul nuw nsw i64 %428, %107
  %430 = getelementptr float, ptr %271, i64 %429
  store <16 x float> %397, ptr %430, align 4
  %431 = or disjoint i64 %307, 9
  %432 = mul nuw nsw i64 %431, %107
  %433 = getelementptr float, ptr %271, i64 %432
  store <16 x float> %398, ptr %433, align 4
  %434 = or disjoint i64 %307, 10
  %435 = mul nuw nsw i64 %434, %107
  %436 = getelementptr float, ptr %271, i64 %435
  store <16 x float> %399, ptr %436, align 4
  %437 = or disjoint i64 %307, 11
  %438 = mul nuw nsw i64 %437, %107
  %439 = getelementptr float, ptr %271, i64 %438
  store <16 x float> %400, ptr %439, align 4
  %440 = or disjoint i64 %307, 12
  %441 = mul nuw nsw i64 %440, %107
  %442 = getelementptr float, ptr %271, i64 %441
  store <16 x float> %401, ptr %442, align 4
  %443 = or disjoint i64 %307, 13
  %444 = mul nuw nsw i64 %443, %107
  %445 = getelementptr float, ptr %271, i64 %444
  store <16 x float> %402, ptr %445, align 4
  %446 = or disjoint i64 %307, 14
  %447 = mul nuw nsw i64 %446, %107
  %448 = getelementptr float, ptr %271, i64 %447
  store <16 x float> %403, ptr %448, align 4
  %449 = or disjoint i64 %307, 15
  %450 = mul nuw nsw i64 %449, %107
  %451 = getelementptr float, ptr %271, i64 %450
  store <16 x float> %404, ptr %451, align 4
  %452 = add nuw nsw i64 %306, 16
  %453 = icmp sgt i64 %452, %32
  br i1 %453, label %303, label %305

454:                                              ; preds = %303, %454
  %455 = phi i64 [ %507, %454 ], [ %306, %303 ]
  %456 = getelementptr float, ptr %231, i64 %455
  %457 = mul nuw nsw i64 %455, %107
  %458 = getelementptr float, ptr %233, i64 %457
  %459 = getelementptr float, ptr %456, i64 %272
  %460 = load float, ptr %459, align 4
  %461 = getelementptr float, ptr %458, i64 %270
  store float %460, ptr %461, align 4
  %462 = getelementptr float, ptr %456, i64 %274
  %463 = load float, ptr %462, align 4
  %464 = getelementptr float, ptr %458, i64 %273
  store float %463, ptr %464, align 4
  %465 = getelementptr float, ptr %456, i64 %276
  %466 = load float, ptr %465, align 4
  %467 = getelementptr float, ptr %458, i64 %275
  store float %466, ptr %467, align 4
  %468 = getelementptr float, ptr %456, i64 %278
  %469 = load float, ptr %468, align 4
  %470 = getelementptr float, ptr %458, i64 %277
  store float %469, ptr %470, align 4
  %471 = getelementptr float, ptr %456, i64 %280
  %472 = load float, ptr %471, align 4
  %473 = getelementptr float, ptr %458, i64 %279
  store float %472, ptr %473, align 4
  %474 = getelementptr float, ptr %456, i64 %282
  %475 = load float, ptr %474, align 4
  %476 = getelementptr float, ptr %458, i64 %281
  store float %475, ptr %476, align 4
  %477 = getelementptr float, ptr %456, i64 %284
  %478 = load float, ptr %477, align 4
  %479 = getelementptr float, ptr %458, i64 %283
  store float %478, ptr %479, align 4
  %480 = getelementptr float, ptr %456, i64 %286
  %481 = load float, ptr %480, align 4
  %482 = getelementptr float, ptr %458, i64 %285
  store float %481, ptr %482, align 4
  %483 = getelementptr float, ptr %456, i64 %288
  %484 = load float, ptr %483, align 4
  %485 = getelementptr float, ptr %458, i64 %287
  store float %484, ptr %485, align 4
  %486 = getelementptr float, ptr %456, i64 %290
  %487 = load float, ptr %486, align 4
  %488 = getelementptr float, ptr %458, i64 %289
  store float %487, ptr %488, align 4
  %489 = getelementptr float, ptr %456, i64 %292
  %490 = load float, ptr %489, align 4
  %491 = getelementptr float, ptr %458, i64 %291
  store float %490, ptr %491, align 4
  %492 = getelementptr float, ptr %456, i64 %294
  %493 = load float, ptr %492, align 4
  %494 = getelementptr float, ptr %458, i64 %293
  store float %493, ptr %494, align 4
  %495 = getelementptr float, ptr %456, i64 %296
  %496 = load float, ptr %495, align 4
  %497 = getelementptr float, ptr %458, i64 %295
  store float %496, ptr %497, align 4
  %498 = getelementptr float, ptr %456, i64 %298
  %499 = load float, ptr %498, align 4
  %500 = getelementptr float, ptr %458, i64 %297
  store float %499, ptr %500, align 4
  %501 = getelementptr float, ptr %456, i64 %300
  %502 = load float, ptr %501, align 4
  %503 = getelementptr float, ptr %458, i64 %299
  store float %502, ptr %503, align 4
  %504 = getelementptr float, ptr %456, i64 %302
  %505 = load float, ptr %504, align 4
  %506 = getelementptr float, ptr %458, i64 %301
  store float %505, ptr %506, align 4
  %507 = add nuw nsw i64 %455, 1
  %508 = icmp slt i64 %507, %32
  br i1 %508, label %454, label %234

509:                                              ; preds = %239, %619
  %510 = phi i64 [ 0, %239 ], [ %620, %619 ]
  %511 = shl i64 %510, 2
  %512 = getelementptr i8, ptr %249, i64 %511
  %513 = getelementptr i8, ptr %251, i64 %511
  %514 = icmp ult ptr %512, %513
  %515 = select i1 %514, ptr %512, ptr %513
  %516 = icmp ugt ptr %512, %513
  %517 = select i1 %516, ptr %512, ptr %513
  %518 = getelementptr i8, ptr %517, i64 4
  %519 = shl i64 %510, 2
  %520 = getelementptr i8, ptr %253, i64 %519
  %521 = mul i64 %129, %510
  %522 = getelementptr i8, ptr %241, i64 %521
  %523 = getelementptr float, ptr %231, i64 %510
  br i1 %240, label %524, label %594

524:                                              ; preds = %509
  %525 = mul nuw nsw i64 %510, %107
  %526 = getelementptr float, ptr %233, i64 %525
  br i1 %254, label %572, label %527

527:                                              ; preds = %524
  %528 = getelementptr i8, ptr %520, i64 %256
  %529 = getelementptr i8, ptr %520, i64 %258
  %530 = icmp ult ptr %528, %520
  %531 = icmp ugt ptr %529, %520
  %532 = select i1 %163, i1 %531, i1 %530
  %533 = or i1 %532, %257
  br i1 %533, label %572, label %534

534:                                              ; preds = %527
  %535 = icmp ult ptr %246, %518
  %536 = icmp ult ptr %515, %224
  %537 = and i1 %535, %536
  %538 = or i1 %537, %166
  br i1 %538, label %572, label %539

539:                                              ; preds = %534
  br i1 %259, label %554, label %540

540:                                              ; preds = %539
  %541 = getelementptr float, ptr %526, i64 %238
  br label %542

542:                                              ; preds = %542, %540
  %543 = phi i64 [ 0, %540 ], [ %549, %542 ]
  %544 = phi <16 x i64> [ %264, %540 ], [ %550, %542 ]
  %545 = mul nuw nsw <16 x i64> %544, %169
  %546 = getelementptr float, ptr %523, <16 x i64> %545
  %547 = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %546, <16 x i1> splat (i1 true), <16 x float> poison)
  %548 = getelementptr float, ptr %541, i64 %543
  store <16 x float> %547, ptr %548, align 4
  %549 = add nuw i64 %543, 16
  %550 = add nuw nsw <16 x i64> %544, splat (i64 16)
  %551 = icmp eq i64 %549, %260
  br i1 %551, label %552, label %542

552:                                              ; preds = %542
  br i1 %170, label %594, label %553

553:                                              ; preds = %552
  br i1 %171, label %572, label %554

554:                                              ; preds = %539, %553
  %555 = phi i64 [ %260, %553 ], [ 0, %539 ]
  %556 = phi i64 [ %261, %553 ], [ %238, %539 ]
  %557 = insertelement <8 x i64> poison, i64 %556, i64 0
  %558 = shufflevector <8 x i64> %557, <8 x i64> poison, <8 x i32> zeroinitializer
  %559 = add nuw nsw <8 x i64> %558, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %560 = getelementptr float, ptr %526, i64 %238
  br label %561

561:                                              ; preds = %561, %554
  %562 = phi i64 [ %555, %554 ], [ %568, %561 ]
  %563 = phi <8 x i64> [ %559, %554 ], [ %569, %561 ]
  %564 = mul nuw nsw <8 x i64> %563, %174
  %565 = getelementptr float, ptr %523, <8 x i64> %564
  %566 = tail call <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr> align 4 %565, <8 x i1> splat (i1 true), <8 x float> poison)
  %567 = getelementptr float, ptr %560, i64 %562
  store <8 x float> %566, ptr %567, align 4
  %568 = add nuw i64 %562, 8
  %569 = add nuw nsw <8 x i64> %563, splat (i64 8)
  %570 = icmp eq i64 %568, %266
  br i1 %570, label %571, label %561

571:                                              ; preds = %561
  br i1 %175, label %594, label %572

572:                                              ; preds = %534, %527, %524, %553, %571
  %573 = phi i64 [ %238, %524 ], [ %238, %527 ], [ %238, %534 ], [ %265, %553 ], [ %267, %571 ]
  %574 = sub i64 %32, %573
  %575 = and i64 %574, 3
  %576 = icmp eq i64 %575, 0
  br i1 %576, label %587, label %577

577:                                              ; preds = %572, %577
  %578 = phi i64 [ %584, %577 ], [ %573, %572 ]
  %579 = phi i64 [ %585, %577 ], [ 0, %572 ]
  %580 = mul nuw nsw i64 %578, %32
  %581 = getelementptr float, ptr %523, i64 %580
  %582 = load float, ptr %581, align 4
  %583 = getelementptr float, ptr %526, i64 %578
  store float %582, ptr %583, align 4
  %584 = add nuw nsw i64 %578, 1
  %585 = add i64 %579, 1
  %586 = icmp eq i64 %585, %575
  br i1 %586, label %587, label %577

587:                                              ; preds = %577, %572
  %588 = phi i64 [ %573, %572 ], [ %584, %577 ]
  %589 = sub i64 %573, %32
  %590 = icmp ugt i64 %589, -4
  br i1 %590, label %594, label %596

591:                                              ; preds = %619, %237
  %592 = add nuw nsw i64 %221, 1
  %593 = icmp eq i64 %592, %40
  br i1 %593, label %176, label %220

594:                                              ; preds = %587, %596, %552, %571, %509
  br i1 %125, label %595, label %619

595:                                              ; preds = %594
  tail call void @llvm.memset.p0.i64(ptr align 4 %522, i8 0, i64 %130, i1 false)
  br label %619

596:                                              ; preds = %587, %596
  %597 = phi i64 [ %617, %596 ], [ %588, %587 ]
  %598 = mul nuw nsw i64 %597, %32
  %599 = getelementptr float, ptr %523, i64 %598
  %600 = load float, ptr %599, align 4
  %601 = getelementptr float, ptr %526, i64 %597
  store float %600, ptr %601, align 4
  %602 = add nuw nsw i64 %597, 1
  %603 = mul nuw nsw i64 %602, %32
  %604 = getelementptr float, ptr %523, i64 %603
  %605 = load float, ptr %604, align 4
  %606 = getelementptr float, ptr %526, i64 %602
  store float %605, ptr %606, align 4
  %607 = add nuw nsw i64 %597, 2
  %608 = mul nuw nsw i64 %607, %32
  %609 = getelementptr float, ptr %523, i64 %608
  %610 = load float, ptr %609, align 4
  %611 = getelementptr float, ptr %526, i64 %607
  store float %610, ptr %611, align 4
  %612 = add nuw nsw i64 %597, 3
  %613 = mul nuw nsw i64 %612, %32
  %614 = getelementptr float, ptr %523, i64 %613
  %615 = load float, ptr %614, align 4
  %616 = getelementptr float, ptr %526, i64 %612
  store float %615, ptr %616, align 4
  %617 = add nuw nsw i64 %597, 4
  %618 = icmp eq i64 %617, %32
  br i1 %618, label %594, label %596

619:                                              ; preds = %595, %594
  %620 = add nuw nsw i64 %510, 1
  %621 = icmp eq i64 %620, %32
  br i1 %621, label %591, label %509

622:                                              ; preds = %698, %176
  %623 = phi i64 [ %700, %698 ], [ 0, %176 ]
  %624 = phi i64 [ %699, %698 ], [ 0, %176 ]
  br i1 %124, label %625, label %701

625:                                              ; preds = %622
  %626 = mul i64 %200, %623
  %627 = getelementptr i8, ptr %205, i64 %626
  %628 = getelementptr i8, ptr %206, i64 %626
  %629 = getelementptr i8, ptr %208, i64 %626
  %630 = getelementptr i8, ptr %209, i64 %626
  %631 = mul i64 %191, %623
  %632 = getelementptr i8, ptr %211, i64 %631
  %633 = getelementptr i8, ptr %212, i64 %631
  %634 = getelementptr i8, ptr %214, i64 %631
  %635 = getelementptr i8, ptr %215, i64 %631
  %636 = mul nuw nsw i64 %624, %106
  %637 = mul nuw nsw i64 %624, %32
  %638 = getelementptr float, ptr %183, i64 %637
  %639 = getelementptr float, ptr %186, i64 %637
  %640 = icmp ult ptr %635, %634
  %641 = icmp ult ptr %635, %632
  %642 = icmp ult ptr %633, %634
  %643 = and i1 %641, %642
  %644 = or i1 %640, %643
  %645 = icmp ult ptr %635, %629
  %646 = icmp ult ptr %630, %634
  %647 = and i1 %645, %646
  %648 = or i1 %644, %647
  %649 = icmp ult ptr %635, %627
  %650 = icmp ult ptr %628, %634
  %651 = and i1 %649, %650
  %652 = or i1 %648, %651
  %653 = icmp ult ptr %633, %629
  %654 = icmp ult ptr %630, %632
  %655 = and i1 %653, %654
  %656 = or i1 %652, %655
  %657 = icmp ult ptr %633, %627
  %658 = icmp ult ptr %628, %632
  %659 = and i1 %657, %658
  %660 = or i1 %656, %659
  br i1 %660, label %661, label %663

661:                                              ; preds = %679, %625
  %662 = phi i64 [ %216, %679 ], [ 0, %625 ]
  br label %706

663:                                              ; preds = %625, %663
  %664 = phi i64 [ %676, %663 ], [ 0, %625 ]
  %665 = phi <16 x i64> [ %677, %663 ], [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %625 ]
  %666 = icmp slt <16 x i64> %665, %218
  %667 = select i1 %181, <16 x i1> %666, <16 x i1> zeroinitializer
  %668 = xor <16 x i1> %667, splat (i1 true)
  %669 = add i64 %664, %636
  %670 = getelementptr float, ptr %177, i64 %669
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> zeroinitializer, ptr align 4 %670, <16 x i1> %668)
  %671 = getelementptr float, ptr %638, i64 %664
  %672 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %671, <16 x i1> %667, <16 x float> poison)
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %672, ptr align 4 %670, <16 x i1> %667)
  %673 = getelementptr float, ptr %639, i64 %664
  %674 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %673, <16 x i1> %667, <16 x float> zeroinitializer)
  %675 = getelementptr inbounds float, ptr %178, i64 %669
  store <16 x float> %674, ptr %675, align 4
  %676 = add nuw i64 %664, 16
  %677 = add nuw nsw <16 x i64> %665, splat (i64 16)
  %678 = icmp eq i64 %676, %216
  br i1 %678, label %679, label %663

679:                                              ; preds = %663
  br i1 %219, label %695, label %661

680:                                              ; preds = %695
  %681 = getelementptr inbounds nuw float, ptr %178, i64 %107
  %682 = icmp ne ptr %103, null
  %683 = mul i64 %75, %32
  %684 = getelementptr float, ptr %20, i64 %683
  %685 = mul nuw nsw i64 %40, %105
  %686 = shl i64 %32, 6
  %687 = add i64 %686, 128
  %688 = mul i64 %685, %687
  %689 = add i64 %688, %118
  %690 = mul i64 %32, %47
  %691 = mul i64 %690, -12
  %692 = add i64 %691, %689
  %693 = sub i64 %692, %6
  %694 = icmp ult i64 %693, 256
  br i1 %694, label %787, label %726

695:                                              ; preds = %720, %679
  %696 = add nuw nsw i64 %624, 1
  %697 = icmp eq i64 %696, %40
  br i1 %697, label %680, label %698

698:                                              ; preds = %695, %701
  %699 = phi i64 [ %696, %695 ], [ %702, %701 ]
  %700 = add i64 %623, 1
  br label %622

701:                                              ; preds = %622
  %702 = add nuw nsw i64 %624, 1
  %703 = icmp eq i64 %702, %40
  br i1 %703, label %704, label %698

704:                                              ; preds = %701
  %705 = getelementptr inbounds float, ptr %178, i64 %107
  br label %1074

706:                                              ; preds = %661, %720
  %707 = phi i64 [ %724, %720 ], [ %662, %661 ]
  %708 = icmp slt i64 %707, %32
  %709 = select i1 %181, i1 %708, i1 false
  br i1 %709, label %713, label %710

710:                                              ; preds = %706
  %711 = add nuw nsw i64 %707, %636
  %712 = getelementptr inbounds nuw float, ptr %177, i64 %711
  store float 0.000000e+00, ptr %712, align 4
  br label %720

713:                                              ; preds = %706
  %714 = getelementptr float, ptr %638, i64 %707
  %715 = load float, ptr %714, align 4
  %716 = add nuw nsw i64 %707, %636
  %717 = getelementptr inbounds nuw float, ptr %177, i64 %716
  store float %715, ptr %717, align 4
  %718 = getelementptr float, ptr %639, i64 %707
  %719 = load float, ptr %718, align 4
  br label %720

720:                                              ; preds = %710, %713
  %721 = phi i64 [ %716, %713 ], [ %711, %710 ]
  %722 = phi float [ %719, %713 ], [ 0.000000e+00, %710 ]
  %723 = getelementptr inbounds float, ptr %178, i64 %721
  store float %722, ptr %723, align 4
  %724 = add nuw nsw i64 %707, 1
  %725 = icmp eq i64 %724, %187
  br i1 %725, label %695, label %706

726:                                              ; preds = %680
  %727 = icmp slt i64 %32, 49
  br i1 %727, label %766, label %728

728:                                              ; preds = %726
  %729 = and i64 %187, 48
  %730 = and i64 %187, 9223372036854775744
  %731 = insertelement <16 x i64> poison, i64 %32, i64 0
  %732 = shufflevector <16 x i64> %731, <16 x i64> poison, <16 x i32> zeroinitializer
  br label %733

733:                                              ; preds = %733, %728
  %734 = phi i64 [ 0, %728 ], [ %759, %733 ]
  %735 = phi <16 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %728 ], [ %760, %733 ]
  %736 = add <16 x i64> %735, splat (i64 16)
  %737 = add <16 x i64> %735, splat (i64 32)
  %738 = add <16 x i64> %735, splat (i64 48)
  %739 = icmp slt <16 x i64> %735, %732
  %740 = icmp slt <16 x i64> %736, %732
  %741 = icmp slt <16 x i64> %737, %732
  %742 = icmp slt <16 x i64> %738, %732
  %743 = select i1 %682, <16 x i1> %739, <16 x i1> zeroinitializer
  %744 = select i1 %682, <16 x i1> %740, <16 x i1> zeroinitializer
  %745 = select i1 %682, <16 x i1> %741, <16 x i1> zeroinitializer
  %746 = select i1 %682, <16 x i1> %742, <16 x i1> zeroinitializer
  %747 = getelementptr float, ptr %684, i64 %734
  %748 = getelementptr i8, ptr %747, i64 64
  %749 = getelementptr i8, ptr %747, i64 128
  %750 = getelementptr i8, ptr %747, i64 192
  %751 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %747, <16 x i1> %743, <16 x float> zeroinitializer)
  %752 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %748, <16 x i1> %744, <16 x float> zeroinitializer)
  %753 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %749, <16 x i1> %745, <16 x float> zeroinitializer)
  %754 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %750, <16 x i1> %746, <16 x float> zeroinitializer)
  %755 = getelementptr float, ptr %681, i64 %734
  %756 = getelementptr i8, ptr %755, i64 64
  %757 = getelementptr i8, ptr %755, i64 128
  %758 = getelementptr i8, ptr %755, i64 192
  store <16 x float> %751, ptr %755, align 4
  store <16 x float> %752, ptr %756, align 4
  store <16 x float> %753, ptr %757, align 4
  store <16 x float> %754, ptr %758, align 4
  %759 = add nuw i64 %734, 64
  %760 = add <16 x i64> %735, splat (i64 64)
  %761 = icmp eq i64 %759, %730
  br i1 %761, label %762, label %733

762:                                              ; preds = %733
  %763 = icmp eq i64 %187, %730
  br i1 %763, label %843, label %764

764:                                              ; preds = %762
  %765 = icmp eq i64 %729, 0
  br i1 %765, label %787, label %766

766:                                              ; preds = %726, %764
  %767 = phi i64 [ %730, %764 ], [ 0, %726 ]
  %768 = and i64 %187, 9223372036854775792
  %769 = insertelement <8 x i64> poison, i64 %32, i64 0
  %770 = shufflevector <8 x i64> %769, <8 x i64> poison, <8 x i32> zeroinitializer
  %771 = insertelement <8 x i64> poison, i64 %767, i64 0
  %772 = shufflevector <8 x i64> %771, <8 x i64> poison, <8 x i32> zeroinitializer
  %773 = or disjoint <8 x i64> %772, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  br label %774

774:                                              ; preds = %774, %766
  %775 = phi i64 [ %767, %766 ], [ %782, %774 ]
  %776 = phi <8 x i64> [ %773, %766 ], [ %783, %774 ]
  %777 = icmp slt <8 x i64> %776, %770
  %778 = select i1 %682, <8 x i1> %777, <8 x i1> zeroinitializer
  %779 = getelementptr float, ptr %684, i64 %775
  %780 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %779, <8 x i1> %778, <8 x float> zeroinitializer)
  %781 = getelementptr float, ptr %681, i64 %775
  store <8 x float> %780, ptr %781, align 4
  %782 = add nuw i64 %775, 8
  %783 = add nuw nsw <8 x i64> %776, splat (i64 8)
  %784 = icmp eq i64 %782, %768
  br i1 %784, label %785, label %774

785:                                              ; preds = %774
  %786 = icmp eq i64 %187, %768
  br i1 %786, label %843, label %787

787:                                              ; preds = %680, %764, %785
  %788 = phi i64 [ 0, %680 ], [ %730, %764 ], [ %768, %785 ]
  %789 = or disjoint i64 %788, 1
  %790 = and i64 %187, 1
  %791 = icmp eq i64 %790, 0
  br i1 %791, label %802, label %792

792:                                              ; preds = %787
  %793 = icmp slt i64 %788, %32
  %794 = select i1 %682, i1 %793, i1 false
  br i1 %794, label %795, label %798

795:                                              ; preds = %792
  %796 = getelementptr float, ptr %684, i64 %788
  %797 = load float, ptr %796, align 4
  br label %798

798:                                              ; preds = %795, %792
  %799 = phi float [ %797, %795 ], [ 0.000000e+00, %792 ]
  %800 = getelementptr float, ptr %681, i64 %788
  store float %799, ptr %800, align 4
  %801 = or disjoint i64 %788, 1
  br label %802

802:                                              ; preds = %798, %787
  %803 = phi i64 [ %788, %787 ], [ %801, %798 ]
  %804 = icmp eq i64 %187, %789
  br i1 %804, label %843, label %1079

805:                                              ; preds = %1074
  %806 = getelementptr inbounds float, ptr %177, i64 %111
  %807 = shl i64 %105, 7
  %808 = icmp eq i64 %3, 0
  %809 = icmp eq i64 %36, 1
  %810 = mul nsw i64 %47, %30
  %811 = icmp ne i64 %4, 0
  %812 = icmp ne i64 %5, 0
  %813 = icmp ne i64 %7, 0
  %814 = shl i64 %32, 6
  %815 = add i64 %814, 128
  %816 = mul i64 %40, %815
  %817 = add i64 %816, 192
  %818 = mul i64 %105, %817
  %819 = add i64 %818, %118
  %820 = shl nuw nsw i64 %40, 4
  %821 = add nuw nsw i64 %820, 48
  %822 = mul i64 %105, %821
  %823 = shl i64 %822, 2
  %824 = shl i64 %32, 2
  %825 = add i64 %818, %118
  %826 = sub i64 %5, %825
  %827 = mul i64 %105, %821
  %828 = mul i64 %827, -4
  %829 = add i64 %816, 256
  %830 = mul i64 %105, %829
  %831 = add i64 %830, %118
  %832 = add i64 %816, 320
  %833 = mul i64 %105, %832
  %834 = add i64 %833, %118
  %835 = and i64 %105, 288230376151711743
  %836 = icmp eq i64 %835, 0
  %837 = icmp eq i64 %807, 0
  %838 = or i1 %836, %837
  %839 = and i64 %187, 9223372036854775792
  %840 = insertelement <16 x i64> poison, i64 %32, i64 0
  %841 = shufflevector <16 x i64> %840, <16 x i64> poison, <16 x i32> zeroinitializer
  %842 = icmp eq i64 %187, %839
  br label %1504

843:                                              ; preds = %802, %1095, %762, %785
  %844 = mul i64 %83, %32
  %845 = getelementptr float, ptr %20, i64 %844
  %846 = getelementptr float, ptr %681, i64 %106
  %847 = shl i64 %32, 6
  %848 = add i64 %847, 128
  %849 = mul i64 %40, %848
  %850 = add i64 %849, 64
  %851 = mul i64 %105, %850
  %852 = add i64 %851, %118
  %853 = mul i64 %32, %83
  %854 = shl i64 %853, 2
  %855 = add i64 %854, %6
  %856 = sub i64 %852, %855
  %857 = icmp ult i64 %856, 256
  br i1 %857, label %919, label %858

858:                                              ; preds = %843
  %859 = icmp slt i64 %32, 49
  br i1 %859, label %898, label %860

860:                                              ; preds = %858
  %861 = and i64 %187, 48
  %862 = and i64 %187, 9223372036854775744
  %863 = insertelement <16 x i64> poison, i64 %32, i64 0
  %864 = shufflevector <16 x i64> %863, <16 x i64> poison, <16 x i32> zeroinitializer
  br label %865

865:                                              ; preds = %865, %860
  %866 = phi i64 [ 0, %860 ], [ %891, %865 ]
  %867 = phi <16 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %860 ], [ %892, %865 ]
  %868 = add <16 x i64> %867, splat (i64 16)
  %869 = add <16 x i64> %867, splat (i64 32)
  %870 = add <16 x i64> %867, splat (i64 48)
  %871 = icmp slt <16 x i64> %867, %864
  %872 = icmp slt <16 x i64> %868, %864
  %873 = icmp slt <16 x i64> %869, %864
  %874 = icmp slt <16 x i64> %870, %864
  %875 = select i1 %682, <16 x i1> %871, <16 x i1> zeroinitializer
  %876 = select i1 %682, <16 x i1> %872, <16 x i1> zeroinitializer
  %877 = select i1 %682, <16 x i1> %873, <16 x i1> zeroinitializer
  %878 = select i1 %682, <16 x i1> %874, <16 x i1> zeroinitializer
  %879 = getelementptr float, ptr %845, i64 %866
  %880 = getelementptr i8, ptr %879, i64 64
  %881 = getelementptr i8, ptr %879, i64 128
  %882 = getelementptr i8, ptr %879, i64 192
  %883 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %879, <16 x i1> %875, <16 x float> zeroinitializer)
  %884 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %880, <16 x i1> %876, <16 x float> zeroinitializer)
  %885 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %881, <16 x i1> %877, <16 x float> zeroinitializer)
  %886 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %882, <16 x i1> %878, <16 x float> zeroinitializer)
  %887 = getelementptr float, ptr %846, i64 %866
  %888 = getelementptr i8, ptr %887, i64 64
  %889 = getelementptr i8, ptr %887, i64 128
  %890 = getelementptr i8, ptr %887, i64 192
  store <16 x float> %883, ptr %887, align 4
  store <16 x float> %884, ptr %888, align 4
  store <16 x float> %885, ptr %889, align 4
  store <16 x float> %886, ptr %890, align 4
  %891 = add nuw i64 %866, 64
  %892 = add <16 x i64> %867, splat (i64 64)
  %893 = icmp eq i64 %891, %862
  br i1 %893, label %894, label %865

894:                                              ; preds = %865
  %895 = icmp eq i64 %187, %862
  br i1 %895, label %958, label %896

896:                                              ; preds = %894
  %897 = icmp eq i64 %861, 0
  br i1 %897, label %919, label %898

898:                                              ; preds = %858, %896
  %899 = phi i64 [ %862, %896 ], [ 0, %858 ]
  %900 = and i64 %187, 9223372036854775792
  %901 = insertelement <8 x i64> poison, i64 %32, i64 0
  %902 = shufflevector <8 x i64> %901, <8 x i64> poison, <8 x i32> zeroinitializer
  %903 = insertelement <8 x i64> poison, i64 %899, i64 0
  %904 = shufflevector <8 x i64> %903, <8 x i64> poison, <8 x i32> zeroinitializer
  %905 = or disjoint <8 x i64> %904, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  br label %906

906:                                              ; preds = %906, %898
  %907 = phi i64 [ %899, %898 ], [ %914, %906 ]
  %908 = phi <8 x i64> [ %905, %898 ], [ %915, %906 ]
  %909 = icmp slt <8 x i64> %908, %902
  %910 = select i1 %682, <8 x i1> %909, <8 x i1> zeroinitializer
  %911 = getelementptr float, ptr %845, i64 %907
  %912 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %911, <8 x i1> %910, <8 x float> zeroinitializer)
  %913 = getelementptr float, ptr %846, i64 %907
  store <8 x float> %912, ptr %913, align 4
  %914 = add nuw i64 %907, 8
  %915 = add nuw nsw <8 x i64> %908, splat (i64 8)
  %916 = icmp eq i64 %914, %900
  br i1 %916, label %917, label %906

917:                                              ; preds = %906
  %918 = icmp eq i64 %187, %900
  br i1 %918, label %958, label %919

919:                                              ; preds = %843, %896, %917
  %920 = phi i64 [ 0, %843 ], [ %862, %896 ], [ %900, %917 ]
  %921 = or disjoint i64 %920, 1
  %922 = and i64 %187, 1
  %923 = icmp eq i64 %922, 0
  br i1 %923, label %934, label %924

924:                                              ; preds = %919
  %925 = icmp slt i64 %920, %32
  %926 = select i1 %682, i1 %925, i1 false
  br i1 %926, label %927, label %930

927:                                              ; preds = %924
  %928 = getelementptr float, ptr %845, i64 %920
  %929 = load float, ptr %928, align 4
  br label %930

930:                                              ; preds = %927, %924
  %931 = phi float [ %929, %927 ], [ 0.000000e+00, %924 ]
  %932 = getelementptr float, ptr %846, i64 %920
  store float %931, ptr %932, align 4
  %933 = or disjoint i64 %920, 1
  br label %934

934:                                              ; preds = %930, %919
  %935 = phi i64 [ %920, %919 ], [ %933, %930 ]
  %936 = icmp eq i64 %187, %921
  br i1 %936, label %958, label %937

937:                                              ; preds = %934, %953
  %938 = phi i64 [ %956, %953 ], [ %935, %934 ]
  %939 = icmp slt i64 %938, %32
  %940 = select i1 %682, i1 %939, i1 false
  br i1 %940, label %941, label %944

941:                                              ; preds = %937
  %942 = getelementptr float, ptr %845, i64 %938
  %943 = load float, ptr %942, align 4
  br label %944

944:                                              ; preds = %941, %937
  %945 = phi float [ %943, %941 ], [ 0.000000e+00, %937 ]
  %946 = getelementptr float, ptr %846, i64 %938
  store float %945, ptr %946, align 4
  %947 = add nuw nsw i64 %938, 1
  %948 = icmp slt i64 %947, %32
  %949 = select i1 %682, i1 %948, i1 false
  br i1 %949, label %950, label %953

950:                                              ; preds = %944
  %951 = getelementptr float, ptr %845, i64 %947
  %952 = load float, ptr %951, align 4
  br label %953

953:                                              ; preds = %950, %944
  %954 = phi float [ %952, %950 ], [ 0.000000e+00, %944 ]
  %955 = getelementptr float, ptr %846, i64 %947
  store float %954, ptr %955, align 4
  %956 = add nuw nsw i64 %938, 2
  %957 = icmp eq i64 %956, %187
  br i1 %957, label %958, label %937

958:                                              ; preds = %934, %953, %894, %917
  %959 = mul i64 %91, %32
  %960 = getelementptr float, ptr %20, i64 %959
  %961 = shl i64 %105, 7
  %962 = getelementptr i8, ptr %681, i64 %961
  %963 = shl i64 %32, 6
  %964 = add i64 %963, 128
  %965 = mul i64 %40, %964
  %966 = add i64 %965, 128
  %967 = mul i64 %105, %966
  %968 = add i64 %967, %118
  %969 = mul i64 %32, %91
  %970 = shl i64 %969, 2
  %971 = add i64 %970, %6
  %972 = sub i64 %968, %971
  %973 = icmp ult i64 %972, 256
  br i1 %973, label %1035, label %974

974:                                              ; preds = %958
  %975 = icmp slt i64 %32, 49
  br i1 %975, label %1014, label %976

976:                                              ; preds = %974
  %977 = and i64 %187, 48
  %978 = and i64 %187, 9223372036854775744
  %979 = insertelement <16 x i64> poison, i64 %32, i64 0
  %980 = shufflevector <16 x i64> %979, <16 x i64> poison, <16 x i32> zeroinitializer
  br label %981

981:                                              ; preds = %981, %976
  %982 = phi i64 [ 0, %976 ], [ %1007, %981 ]
  %983 = phi <16 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %976 ], [ %1008, %981 ]
  %984 = add <16 x i64> %983, splat (i64 16)
  %985 = add <16 x i64> %983, splat (i64 32)
  %986 = add <16 x i64> %983, splat (i64 48)
  %987 = icmp slt <16 x i64> %983, %980
  %988 = icmp slt <16 x i64> %984, %980
  %989 = icmp slt <16 x i64> %985, %980
  %990 = icmp slt <16 x i64> %986, %980
  %991 = select i1 %682, <16 x i1> %987, <16 x i1> zeroinitializer
  %992 = select i1 %682, <16 x i1> %988, <16 x i1> zeroinitializer
  %993 = select i1 %682, <16 x i1> %989, <16 x i1> zeroinitializer
  %994 = select i1 %682, <16 x i1> %990, <16 x i1> zeroinitializer
  %995 = getelementptr float, ptr %960, i64 %982
  %996 = getelementptr i8, ptr %995, i64 64
  %997 = getelementptr i8, ptr %995, i64 128
  %998 = getelementptr i8, ptr %995, i64 192
  %999 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %995, <16 x i1> %991, <16 x float> zeroinitializer)
  %1000 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %996, <16 x i1> %992, <16 x float> zeroinitializer)
  %1001 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %997, <16 x i1> %993, <16 x float> zeroinitializer)
  %1002 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %998, <16 x i1> %994, <16 x float> zeroinitializer)
  %1003 = getelementptr float, ptr %962, i64 %982
  %1004 = getelementptr i8, ptr %1003, i64 64
  %1005 = getelementptr i8, ptr %1003, i64 128
  %1006 = getelementptr i8, ptr %1003, i64 192
  store <16 x float> %999, ptr %1003, align 4
  store <16 x float> %1000, ptr %1004, align 4
  store <16 x float> %1001, ptr %1005, align 4
  store <16 x float> %1002, ptr %1006, align 4
  %1007 = add nuw i64 %982, 64
  %1008 = add <16 x i64> %983, splat (i64 64)
  %1009 = icmp eq i64 %1007, %978
  br i1 %1009, label %1010, label %981

1010:                                             ; preds = %981
  %1011 = icmp eq i64 %187, %978
  br i1 %1011, label %1074, label %1012

1012:                                             ; preds = %1010
  %1013 = icmp eq i64 %977, 0
  br i1 %1013, label %1035, label %1014

1014:                                             ; preds = %974, %1012
  %1015 = phi i64 [ %978, %1012 ], [ 0, %974 ]
  %1016 = and i64 %187, 9223372036854775792
  %1017 = insertelement <8 x i64> poison, i64 %32, i64 0
  %1018 = shufflevector <8 x i64> %1017, <8 x i64> poison, <8 x i32> zeroinitializer
  %1019 = insertelement <8 x i64> poison, i64 %1015, i64 0
  %1020 = shufflevector <8 x i64> %1019, <8 x i64> poison, <8 x i32> zeroinitializer
  %1021 = or disjoint <8 x i64> %1020, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  br label %1022

1022:                                             ; preds = %1022, %1014
  %1023 = phi i64 [ %1015, %1014 ], [ %1030, %1022 ]
  %1024 = phi <8 x i64> [ %1021, %1014 ], [ %1031, %1022 ]
  %1025 = icmp slt <8 x i64> %1024, %1018
  %1026 = select i1 %682, <8 x i1> %1025, <8 x i1> zeroinitializer
  %1027 = getelementptr float, ptr %960, i64 %1023
  %1028 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %1027, <8 x i1> %1026, <8 x float> zeroinitializer)
  %1029 = getelementptr float, ptr %962, i64 %1023
  store <8 x float> %1028, ptr %1029, align 4
  %1030 = add nuw i64 %1023, 8
  %1031 = add nuw nsw <8 x i64> %1024, splat (i64 8)
  %1032 = icmp eq i64 %1030, %1016
  br i1 %1032, label %1033, label %1022

1033:                                             ; preds = %1022
  %1034 = icmp eq i64 %187, %1016
  br i1 %1034, label %1074, label %1035

1035:                                             ; preds = %958, %1012, %1033
  %1036 = phi i64 [ 0, %958 ], [ %978, %1012 ], [ %1016, %1033 ]
  %1037 = or disjoint i64 %1036, 1
  %1038 = and i64 %187, 1
  %1039 = icmp eq i64 %1038, 0
  br i1 %1039, label %1050, label %1040

1040:                                             ; preds = %1035
  %1041 = icmp slt i64 %1036, %32
  %1042 = select i1 %682, i1 %1041, i1 false
  br i1 %1042, label %1043, label %1046

1043:                                             ; preds = %1040
  %1044 = getelementptr float, ptr %960, i64 %1036
  %1045 = load float, ptr %1044, align 4
  br label %1046

1046:                                             ; preds = %1043, %1040
  %1047 = phi float [ %1045, %1043 ], [ 0.000000e+00, %1040 ]
  %1048 = getelementptr float, ptr %962, i64 %1036
  store float %1047, ptr %1048, align 4
  %1049 = or disjoint i64 %1036, 1
  br label %1050

1050:                                             ; preds = %1046, %1035
  %1051 = phi i64 [ %1036, %1035 ], [ %1049, %1046 ]
  %1052 = icmp eq i64 %187, %1037
  br i1 %1052, label %1074, label %1053

1053:                                             ; preds = %1050, %1069
  %1054 = phi i64 [ %1072, %1069 ], [ %1051, %1050 ]
  %1055 = icmp slt i64 %1054, %32
  %1056 = select i1 %682, i1 %1055, i1 false
  br i1 %1056, label %1057, label %1060

1057:                                             ; preds = %1053
  %1058 = getelementptr float, ptr %960, i64 %1054
  %1059 = load float, ptr %1058, align 4
  br label %1060

1060:                                             ; preds = %1057, %1053
  %1061 = phi float [ %1059, %1057 ], [ 0.000000e+00, %1053 ]
  %1062 = getelementptr float, ptr %962, i64 %1054
  store float %1061, ptr %1062, align 4
  %1063 = add nuw nsw i64 %1054, 1
  %1064 = icmp slt i64 %1063, %32
  %1065 = select i1 %682, i1 %1064, i1 false
  br i1 %1065, label %1066, label %1069

1066:                                             ; preds = %1060
  %1067 = getelementptr float, ptr %960, i64 %1063
  %1068 = load float, ptr %1067, align 4
  br label %1069

1069:                                             ; preds = %1066, %1060
  %1070 = phi float [ %1068, %1066 ], [ 0.000000e+00, %1060 ]
  %1071 = getelementptr float, ptr %962, i64 %1063
  store float %1070, ptr %1071, align 4
  %1072 = add nuw nsw i64 %1054, 2
  %1073 = icmp eq i64 %1072, %187
  br i1 %1073, label %1074, label %1053

1074:                                             ; preds = %1050, %1069, %1010, %1033, %704
  %1075 = phi ptr [ %705, %704 ], [ %681, %1010 ], [ %681, %1033 ], [ %681, %1069 ], [ %681, %1050 ]
  %1076 = tail call i64 @llvm.smax.i64(i64 %52, i64 1)
  %1077 = alloca %struct.rowstate, i64 %1076, align 16
  %1078 = icmp sgt i64 %52, 0
  br i1 %1078, label %805, label %4142

1079:                                             ; preds = %802, %1095
  %1080 = phi i64 [ %1098, %1095 ], [ %803, %802 ]
  %1081 = icmp slt i64 %1080, %32
  %1082 = select i1 %682, i1 %1081, i1 false
  br i1 %1082, label %1083, label %1086

1083:                                             ; preds = %1079
  %1084 = getelementptr float, ptr %684, i64 %1080
  %1085 = load float, ptr %1084, align 4
  br label %1086

1086:                                             ; preds = %1079, %1083
  %1087 = phi float [ %1085, %1083 ], [ 0.000000e+00, %1079 ]
  %1088 = getelementptr float, ptr %681, i64 %1080
  store float %1087, ptr %1088, align 4
  %1089 = add nuw nsw i64 %1080, 1
  %1090 = icmp slt i64 %1089, %32
  %1091 = select i1 %682, i1 %1090, i1 false
  br i1 %1091, label %1092, label %1095

1092:                                             ; preds = %1086
  %1093 = getelementptr float, ptr %684, i64 %1089
  %1094 = load float, ptr %1093, align 4
  br label %1095

1095:                                             ; preds = %1092, %1086
  %1096 = phi float [ %1094, %1092 ], [ 0.000000e+00, %1086 ]
  %1097 = getelementptr float, ptr %681, i64 %1089
  store float %1096, ptr %1097, align 4
  %1098 = add nuw nsw i64 %1080, 2
  %1099 = icmp eq i64 %1098, %187
  br i1 %1099, label %843, label %1079

1100:                                             ; preds = %1635
  %1101 = alloca ptr, i64 %1076, align 16
  %1102 = alloca ptr, i64 %1076, align 16
  %1103 = alloca ptr, i64 %1076, align 16
  %1104 = alloca ptr, i64 %1076, align 16
  %1105 = alloca ptr, i64 %1076, align 16
  %1106 = icmp sgt i64 %1534, 0
  br i1 %1106, label %1107, label %1641

1107:                                             ; preds = %1100
  %1108 = getelementptr inbounds float, ptr %178, i64 %107
  %1109 = getelementptr inbounds float, ptr %178, i64 %107
  %1110 = getelementptr inbounds float, ptr %178, i64 %107
  %1111 = getelementptr inbounds float, ptr %178, i64 %107
  %1112 = getelementptr inbounds float, ptr %178, i64 %107
  %1113 = icmp eq i64 %36, 1
  %1114 = mul i64 %41, %34
  %1115 = getelementptr float, ptr %14, i64 %122
  %1116 = icmp eq i64 %7, 0
  %1117 = shl nsw i64 %105, 7
  %1118 = icmp eq i64 %26, 0
  %1119 = icmp ne i64 %26, 1
  %1120 = select i1 %1119, i1 true, i1 %100
  %1121 = shl i64 %105, 5
  %1122 = select i1 %1120, i64 %107, i64 %1121
  %1123 = select i1 %1118, i64 %106, i64 %1122
  %1124 = shl i64 %32, 3
  %1125 = mul i64 %32, 12
  %1126 = icmp eq ptr %103, null
  %1127 = icmp slt i64 %32, 1
  %1128 = getelementptr float, ptr %1112, i64 %1121
  %1129 = getelementptr float, ptr %1111, i64 %106
  %1130 = getelementptr inbounds float, ptr %117, i64 %1121
  %1131 = or i1 %1126, %1127
  %1132 = or i1 %1126, %1127
  %1133 = shl i64 %32, 2
  %1134 = add i64 %807, %1133
  %1135 = mul i64 %32, 12
  %1136 = shl i64 %32, 6
  %1137 = add i64 %1136, 64
  %1138 = mul i64 %40, %1137
  %1139 = add i64 %1138, 128
  %1140 = mul i64 %105, %1139
  %1141 = getelementptr i8, ptr %117, i64 %1140
  %1142 = getelementptr i8, ptr %117, i64 %1140
  %1143 = getelementptr i8, ptr %1142, i64 %1133
  %1144 = mul i64 %40, %32
  %1145 = shl i64 %1144, 6
  %1146 = add i64 %1145, 128
  %1147 = mul i64 %105, %1146
  %1148 = getelementptr i8, ptr %117, i64 %1147
  %1149 = getelementptr i8, ptr %117, i64 %1147
  %1150 = getelementptr i8, ptr %1149, i64 %1133
  %1151 = shl i64 %32, 2
  %1152 = mul nsw i64 %40, %105
  %1153 = shl i64 %32, 6
  %1154 = add i64 %1153, 64
  %1155 = mul i64 %1152, %1154
  %1156 = getelementptr i8, ptr %117, i64 %1155
  %1157 = getelementptr i8, ptr %1156, i64 %1151
  %1158 = shl i64 %1152, 6
  %1159 = or disjoint i64 %1158, 4
  %1160 = mul i64 %32, %1159
  %1161 = getelementptr i8, ptr %117, i64 %1160
  %1162 = mul i64 %105, -192
  %1163 = shl i64 %105, 6
  %1164 = shl i64 %187, 2
  %1165 = add i64 %1163, %1164
  %1166 = getelementptr i8, ptr %1110, i64 %1165
  %1167 = mul i64 %105, 192
  %1168 = add i64 %807, %1164
  %1169 = getelementptr i8, ptr %1109, i64 %1164
  %1170 = getelementptr i8, ptr %1108, i64 %1168
  %1171 = shl i64 %32, 2
  %1172 = shl i64 %32, 4
  %1173 = shl i64 %32, 6
  %1174 = add i64 %1173, 64
  %1175 = mul i64 %40, %1174
  %1176 = add i64 %1175, 192
  %1177 = mul i64 %105, %1176
  %1178 = getelementptr i8, ptr %117, i64 %1177
  %1179 = getelementptr i8, ptr %117, i64 %1177
  %1180 = getelementptr i8, ptr %1179, i64 %1171
  %1181 = mul i64 %40, %32
  %1182 = shl i64 %1181, 6
  %1183 = add i64 %1182, 192
  %1184 = mul i64 %105, %1183
  %1185 = getelementptr i8, ptr %117, i64 %1184
  %1186 = getelementptr i8, ptr %117, i64 %1184
  %1187 = getelementptr i8, ptr %1186, i64 %1171
  %1188 = shl i64 %32, 2
  %1189 = shl i64 %32, 6
  %1190 = add i64 %1189, 64
  %1191 = mul i64 %40, %1190
  %1192 = add i64 %1191, 128
  %1193 = mul i64 %105, %1192
  %1194 = getelementptr i8, ptr %117, i64 %1193
  %1195 = getelementptr i8, ptr %117, i64 %1193
  %1196 = getelementptr i8, ptr %1195, i64 %1188
  %1197 = mul i64 %40, %32
  %1198 = shl i64 %1197, 6
  %1199 = add i64 %1198, 128
  %1200 = mul i64 %105, %1199
  %1201 = getelementptr i8, ptr %117, i64 %1200
  %1202 = getelementptr i8, ptr %117, i64 %1200
  %1203 = getelementptr i8, ptr %1202, i64 %1188
  %1204 = shl i64 %105, 6
  %1205 = shl i64 %32, 2
  %1206 = shl i64 %32, 6
  %1207 = add i64 %1206, 64
  %1208 = mul i64 %40, %1207
  %1209 = add i64 %1208, 64
  %1210 = mul i64 %105, %1209
  %1211 = getelementptr i8, ptr %117, i64 %1210
  %1212 = getelementptr i8, ptr %117, i64 %1210
  %1213 = getelementptr i8, ptr %1212, i64 %1205
  %1214 = mul i64 %40, %32
  %1215 = shl i64 %1214, 6
  %1216 = add i64 %1215, 64
  %1217 = mul i64 %105, %1216
  %1218 = getelementptr i8, ptr %117, i64 %1217
  %1219 = getelementptr i8, ptr %117, i64 %1217
  %1220 = getelementptr i8, ptr %1219, i64 %1205
  %1221 = shl i64 %32, 2
  %1222 = mul nsw i64 %40, %105
  %1223 = shl i64 %32, 6
  %1224 = add i64 %1223, 64
  %1225 = mul i64 %1222, %1224
  %1226 = getelementptr i8, ptr %117, i64 %1225
  %1227 = getelementptr i8, ptr %1226, i64 %1221
  %1228 = shl i64 %1222, 6
  %1229 = or disjoint i64 %1228, 4
  %1230 = mul i64 %32, %1229
  %1231 = getelementptr i8, ptr %117, i64 %1230
  %1232 = shl i64 %32, 2
  %1233 = add i64 %807, %1232
  %1234 = shl i64 %32, 6
  %1235 = add i64 %1234, 64
  %1236 = mul i64 %40, %1235
  %1237 = add i64 %1236, 128
  %1238 = mul i64 %105, %1237
  %1239 = getelementptr i8, ptr %117, i64 %1238
  %1240 = getelementptr i8, ptr %117, i64 %1238
  %1241 = getelementptr i8, ptr %1240, i64 %1232
  %1242 = mul i64 %40, %32
  %1243 = shl i64 %1242, 6
  %1244 = add i64 %1243, 128
  %1245 = mul i64 %105, %1244
  %1246 = getelementptr i8, ptr %117, i64 %1245
  %1247 = getelementptr i8, ptr %117, i64 %1245
  %1248 = getelementptr i8, ptr %1247, i64 %1232
  %1249 = shl i64 %105, 6
  %1250 = shl i64 %32, 2
  %1251 = shl i64 %32, 6
  %1252 = add i64 %1251, 64
  %1253 = mul i64 %40, %1252
  %1254 = add i64 %1253, 64
  %1255 = mul i64 %105, %1254
  %1256 = getelementptr i8, ptr %117, i64 %1255
  %1257 = getelementptr i8, ptr %117, i64 %1255
  %1258 = getelementptr i8, ptr %1257, i64 %1250
  %1259 = mul i64 %40, %32
  %1260 = shl i64 %1259, 6
  %1261 = add i64 %1260, 64
  %1262 = mul i64 %105, %1261
  %1263 = getelementptr i8, ptr %117, i64 %1262
  %1264 = getelementptr i8, ptr %117, i64 %1262
  %1265 = getelementptr i8, ptr %1264, i64 %1250
  %1266 = shl i64 %32, 2
  %1267 = mul nsw i64 %40, %105
  %1268 = shl i64 %32, 6
  %1269 = add i64 %1268, 64
  %1270 = mul i64 %1267, %1269
  %1271 = getelementptr i8, ptr %117, i64 %1270
  %1272 = getelementptr i8, ptr %1271, i64 %1266
  %1273 = shl i64 %1267, 6
  %1274 = or disjoint i64 %1273, 4
  %1275 = mul i64 %32, %1274
  %1276 = getelementptr i8, ptr %117, i64 %1275
  %1277 = shl i64 %105, 6
  %1278 = shl i64 %32, 2
  %1279 = shl i64 %32, 6
  %1280 = add i64 %1279, 64
  %1281 = mul i64 %40, %1280
  %1282 = add i64 %1281, 64
  %1283 = mul i64 %105, %1282
  %1284 = getelementptr i8, ptr %117, i64 %1283
  %1285 = getelementptr i8, ptr %117, i64 %1283
  %1286 = getelementptr i8, ptr %1285, i64 %1278
  %1287 = mul i64 %40, %32
  %1288 = shl i64 %1287, 6
  %1289 = add i64 %1288, 64
  %1290 = mul i64 %105, %1289
  %1291 = getelementptr i8, ptr %117, i64 %1290
  %1292 = getelementptr i8, ptr %117, i64 %1290
  %1293 = getelementptr i8, ptr %1292, i64 %1278
  %1294 = shl i64 %32, 2
  %1295 = mul nsw i64 %40, %105
  %1296 = shl i64 %32, 6
  %1297 = add i64 %1296, 64
  %1298 = mul i64 %1295, %1297
  %1299 = getelementptr i8, ptr %117, i64 %1298
  %1300 = getelementptr i8, ptr %1299, i64 %1294
  %1301 = shl i64 %1295, 6
  %1302 = or disjoint i64 %1301, 4
  %1303 = mul i64 %32, %1302
  %1304 = getelementptr i8, ptr %117, i64 %1303
  %1305 = icmp ult i64 %32, 8
  %1306 = icmp ult i64 %32, 64
  %1307 = and i64 %32, 56
  %1308 = and i64 %32, 9223372036854775744
  %1309 = icmp eq i64 %32, %1308
  %1310 = icmp eq i64 %1307, 0
  %1311 = and i64 %32, 9223372036854775800
  %1312 = icmp eq i64 %32, %1311
  %1313 = and i64 %32, 1
  %1314 = icmp eq i64 %1313, 0
  %1315 = icmp ult i64 %32, 8
  %1316 = icmp ult i64 %32, 64
  %1317 = and i64 %32, 56
  %1318 = and i64 %32, 9223372036854775744
  %1319 = icmp eq i64 %32, %1318
  %1320 = icmp eq i64 %1317, 0
  %1321 = and i64 %32, 9223372036854775800
  %1322 = icmp eq i64 %32, %1321
  %1323 = and i64 %32, 1
  %1324 = icmp eq i64 %1323, 0
  %1325 = icmp ult i64 %32, 8
  %1326 = shl i64 %105, 6
  %1327 = icmp ult i64 %32, 64
  %1328 = and i64 %32, 56
  %1329 = and i64 %32, 9223372036854775744
  %1330 = icmp eq i64 %32, %1329
  %1331 = icmp eq i64 %1328, 0
  %1332 = and i64 %32, 9223372036854775800
  %1333 = icmp eq i64 %32, %1332
  %1334 = and i64 %32, 3
  %1335 = icmp eq i64 %1334, 0
  %1336 = icmp ult i64 %32, 8
  %1337 = icmp ult i64 %32, 64
  %1338 = and i64 %32, 56
  %1339 = and i64 %32, 9223372036854775744
  %1340 = icmp eq i64 %32, %1339
  %1341 = icmp eq i64 %1338, 0
  %1342 = and i64 %32, 9223372036854775800
  %1343 = icmp eq i64 %32, %1342
  %1344 = and i64 %32, 1
  %1345 = icmp eq i64 %1344, 0
  %1346 = icmp ult i64 %32, 8
  %1347 = icmp ult i64 %32, 64
  %1348 = and i64 %32, 56
  %1349 = and i64 %32, 9223372036854775744
  %1350 = icmp eq i64 %32, %1349
  %1351 = icmp eq i64 %1348, 0
  %1352 = and i64 %32, 9223372036854775800
  %1353 = icmp eq i64 %32, %1352
  %1354 = and i64 %32, 1
  %1355 = icmp eq i64 %1354, 0
  %1356 = icmp ult i64 %32, 4
  %1357 = icmp ult i64 %32, 32
  %1358 = and i64 %32, 28
  %1359 = and i64 %32, 9223372036854775776
  %1360 = icmp eq i64 %32, %1359
  %1361 = icmp eq i64 %1358, 0
  %1362 = and i64 %32, 9223372036854775804
  %1363 = icmp eq i64 %32, %1362
  %1364 = and i64 %32, 1
  %1365 = icmp eq i64 %1364, 0
  %1366 = icmp ult i64 %32, 8
  %1367 = icmp ult i64 %32, 64
  %1368 = and i64 %32, 56
  %1369 = and i64 %32, 9223372036854775744
  %1370 = icmp eq i64 %32, %1369
  %1371 = icmp eq i64 %1368, 0
  %1372 = and i64 %32, 9223372036854775800
  %1373 = icmp eq i64 %32, %1372
  %1374 = and i64 %32, 1
  %1375 = icmp eq i64 %1374, 0
  %1376 = icmp ult i64 %32, 8
  %1377 = icmp ult i64 %32, 64
  %1378 = and i64 %32, 56
  %1379 = and i64 %32, 9223372036854775744
  %1380 = icmp eq i64 %32, %1379
  %1381 = icmp eq i64 %1378, 0
  %1382 = and i64 %32, 9223372036854775800
  %1383 = icmp eq i64 %32, %1382
  %1384 = and i64 %32, 1
  %1385 = icmp eq i64 %1384, 0
  %1386 = icmp ult i64 %32, 8
  %1387 = icmp ult i64 %32, 64
  %1388 = and i64 %32, 56
  %1389 = and i64 %32, 9223372036854775744
  %1390 = icmp eq i64 %32, %1389
  %1391 = icmp eq i64 %1388, 0
  %1392 = and i64 %32, 9223372036854775800
  %1393 = icmp eq i64 %32, %1392
  %1394 = and i64 %32, 1
  %1395 = icmp eq i64 %1394, 0
  %1396 = icmp ult i64 %32, 8
  %1397 = icmp ult i64 %32, 64
  %1398 = and i64 %32, 56
  %1399 = and i64 %32, 9223372036854775744
  %1400 = icmp eq i64 %32, %1399
  %1401 = icmp eq i64 %1398, 0
  %1402 = and i64 %32, 9223372036854775800
  %1403 = icmp eq i64 %32, %1402
  %1404 = and i64 %32, 1
  %1405 = icmp eq i64 %1404, 0
  %1406 = icmp ult i64 %32, 8
  %1407 = icmp ult i64 %32, 64
  %1408 = and i64 %32, 56
  %1409 = and i64 %32, 9223372036854775744
  %1410 = icmp eq i64 %32, %1409
  %1411 = icmp eq i64 %1408, 0
  %1412 = and i64 %32, 9223372036854775800
  %1413 = icmp eq i64 %32, %1412
  %1414 = and i64 %32, 1
  %1415 = icmp eq i64 %1414, 0
  %1416 = and i64 %187, 9223372036854775792
  %1417 = getelementptr inbounds nuw float, ptr %178, i64 %107
  %1418 = icmp eq i64 %187, %1416
  %1419 = getelementptr inbounds nuw float, ptr %178, i64 %107
  %1420 = icmp slt i64 %32, 49
  %1421 = and i64 %187, 48
  %1422 = and i64 %187, 9223372036854775744
  %1423 = insertelement <16 x i1> poison, i1 %99, i64 0
  %1424 = shufflevector <16 x i1> %1423, <16 x i1> poison, <16 x i32> zeroinitializer
  %1425 = xor <16 x i1> %1424, splat (i1 true)
  %1426 = icmp eq i64 %187, %1422
  %1427 = icmp eq i64 %1421, 0
  %1428 = and i64 %187, 9223372036854775792
  %1429 = insertelement <8 x i1> poison, i1 %99, i64 0
  %1430 = shufflevector <8 x i1> %1429, <8 x i1> poison, <8 x i32> zeroinitializer
  %1431 = xor <8 x i1> %1430, splat (i1 true)
  %1432 = icmp eq i64 %187, %1428
  %1433 = icmp slt i64 %32, 1
  %1434 = icmp slt i64 %32, 17
  %1435 = and i64 %187, 16
  %1436 = and i64 %187, 9223372036854775776
  %1437 = icmp eq i64 %187, %1436
  %1438 = icmp eq i64 %1435, 0
  %1439 = and i64 %187, 9223372036854775792
  %1440 = icmp eq i64 %187, %1439
  %1441 = and i64 %187, 1
  %1442 = icmp eq i64 %1441, 0
  %1443 = icmp ult i64 %32, 8
  %1444 = shl i64 %105, 6
  %1445 = icmp ult i64 %32, 64
  %1446 = and i64 %32, 56
  %1447 = and i64 %32, 9223372036854775744
  %1448 = icmp eq i64 %32, %1447
  %1449 = icmp eq i64 %1446, 0
  %1450 = and i64 %32, 9223372036854775800
  %1451 = icmp eq i64 %32, %1450
  %1452 = and i64 %32, 3
  %1453 = icmp eq i64 %1452, 0
  %1454 = icmp ult i64 %32, 8
  %1455 = icmp ult i64 %32, 64
  %1456 = and i64 %32, 56
  %1457 = and i64 %32, 9223372036854775744
  %1458 = icmp eq i64 %32, %1457
  %1459 = icmp eq i64 %1456, 0
  %1460 = and i64 %32, 9223372036854775800
  %1461 = icmp eq i64 %32, %1460
  %1462 = and i64 %32, 1
  %1463 = icmp eq i64 %1462, 0
  %1464 = icmp ult i64 %32, 8
  %1465 = icmp ult i64 %32, 64
  %1466 = and i64 %32, 56
  %1467 = and i64 %32, 9223372036854775744
  %1468 = icmp eq i64 %32, %1467
  %1469 = icmp eq i64 %1466, 0
  %1470 = and i64 %32, 9223372036854775800
  %1471 = icmp eq i64 %32, %1470
  %1472 = and i64 %32, 3
  %1473 = icmp eq i64 %1472, 0
  %1474 = icmp ult i64 %32, 8
  %1475 = icmp ult i64 %32, 64
  %1476 = and i64 %32, 56
  %1477 = and i64 %32, 9223372036854775744
  %1478 = icmp eq i64 %32, %1477
  %1479 = icmp eq i64 %1476, 0
  %1480 = and i64 %32, 9223372036854775800
  %1481 = icmp eq i64 %32, %1480
  %1482 = and i64 %32, 1
  %1483 = icmp eq i64 %1482, 0
  %1484 = icmp ult i64 %32, 8
  %1485 = icmp ult i64 %32, 64
  %1486 = and i64 %32, 56
  %1487 = and i64 %32, 9223372036854775744
  %1488 = icmp eq i64 %32, %1487
  %1489 = icmp eq i64 %1486, 0
  %1490 = and i64 %32, 9223372036854775800
  %1491 = icmp eq i64 %32, %1490
  %1492 = and i64 %32, 1
  %1493 = icmp eq i64 %1492, 0
  %1494 = icmp ult i64 %32, 8
  %1495 = icmp ult i64 %32, 64
  %1496 = and i64 %32, 56
  %1497 = and i64 %32, 9223372036854775744
  %1498 = icmp eq i64 %32, %1497
  %1499 = icmp eq i64 %1496, 0
  %1500 = and i64 %32, 9223372036854775800
  %1501 = icmp eq i64 %32, %1500
  %1502 = and i64 %32, 3
  %1503 = icmp eq i64 %1502, 0
  br label %1638

1504:                                             ; preds = %805, %1635
  %1505 = phi i64 [ 0, %805 ], [ %1534, %1635 ]
  %1506 = phi i64 [ 0, %805 ], [ %1636, %1635 ]
  %1507 = mul i64 %823, %1506
  %1508 = mul i64 %828, %1506
  %1509 = add i64 %826, %1508
  %1510 = add nsw i64 %1506, %49
  %1511 = mul nsw i64 %1506, %112
  %1512 = getelementptr inbounds float, ptr %806, i64 %1511
  %1513 = getelementptr inbounds nuw %struct.rowstate, ptr %1077, i64 %1506
  store ptr %1512, ptr %1513, align 8
  %1514 = getelementptr inbounds float, ptr %1512, i64 %106
  %1515 = getelementptr inbounds nuw i8, ptr %1513, i64 8
  store ptr %1514, ptr %1515, align 8
  %1516 = getelementptr inbounds i8, ptr %1512, i64 %807
  %1517 = getelementptr inbounds nuw i8, ptr %1513, i64 24
  store ptr %1516, ptr %1517, align 8
  %1518 = getelementptr inbounds float, ptr %1512, i64 %110
  %1519 = getelementptr inbounds nuw i8, ptr %1513, i64 16
  store ptr %1518, ptr %1519, align 8
  br i1 %808, label %1531, label %1520

1520:                                             ; preds = %1504
  %1521 = getelementptr inbounds i32, ptr %17, i64 %1510
  %1522 = load i32, ptr %1521, align 4
  %1523 = sext i32 %1522 to i64
  %1524 = icmp slt i32 %1522, 0
  %1525 = icmp slt i64 %28, %1523
  %1526 = select i1 %1524, i1 true, i1 %1525
  br i1 %1526, label %1527, label %1528

1527:                                             ; preds = %1520
  store i32 1, ptr %24, align 4
  br label %1528

1528:                                             ; preds = %1520, %1527
  %1529 = tail call i64 @llvm.smin.i64(i64 %28, i64 %1523)
  %1530 = select i1 %1524, i64 0, i64 %1529
  br label %1531

1531:                                             ; preds = %1528, %1504
  %1532 = phi i64 [ %1530, %1528 ], [ %28, %1504 ]
  %1533 = getelementptr inbounds nuw i8, ptr %1513, i64 32
  store i64 %1532, ptr %1533, align 8
  %1534 = tail call i64 @llvm.smax.i64(i64 %1532, i64 %1505)
  br i1 %124, label %1535, label %1591

1535:                                             ; preds = %1531
  %1536 = mul nsw i64 %1510, %34
  %1537 = add nsw i64 %1536, %47
  %1538 = add nsw i64 %1510, %810
  %1539 = select i1 %809, i64 %1537, i64 %1538
  %1540 = mul nsw i64 %1539, %32
  %1541 = getelementptr float, ptr %18, i64 %1540
  %1542 = getelementptr float, ptr %19, i64 %1540
  %1543 = mul i64 %824, %1539
  %1544 = add i64 %819, %1507
  %1545 = add i64 %4, %1543
  %1546 = sub i64 %1544, %1545
  %1547 = icmp ult i64 %1546, 64
  %1548 = or i1 %838, %1547
  %1549 = add i64 %1509, %1543
  %1550 = icmp ult i64 %1549, 64
  %1551 = or i1 %1548, %1550
  %1552 = add i64 %831, %1507
  %1553 = add i64 %4, %1543
  %1554 = sub i64 %1552, %1553
  %1555 = icmp ult i64 %1554, 64
  %1556 = or i1 %1551, %1555
  %1557 = add i64 %831, %1507
  %1558 = add i64 %5, %1543
  %1559 = sub i64 %1557, %1558
  %1560 = icmp ult i64 %1559, 64
  %1561 = or i1 %1556, %1560
  %1562 = add i64 %834, %1507
  %1563 = add i64 %4, %1543
  %1564 = sub i64 %1562, %1563
  %1565 = icmp ult i64 %1564, 64
  %1566 = or i1 %1561, %1565
  %1567 = add i64 %834, %1507
  %1568 = add i64 %5, %1543
  %1569 = sub i64 %1567, %1568
  %1570 = icmp ult i64 %1569, 64
  %1571 = or i1 %1566, %1570
  br i1 %1571, label %1572, label %1574

1572:                                             ; preds = %1590, %1535
  %1573 = phi i64 [ %839, %1590 ], [ 0, %1535 ]
  br label %1596

1574:                                             ; preds = %1535, %1574
  %1575 = phi i64 [ %1587, %1574 ], [ 0, %1535 ]
  %1576 = phi <16 x i64> [ %1588, %1574 ], [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %1535 ]
  %1577 = icmp slt <16 x i64> %1576, %841
  %1578 = select i1 %811, <16 x i1> %1577, <16 x i1> zeroinitializer
  %1579 = getelementptr float, ptr %1541, i64 %1575
  %1580 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %1579, <16 x i1> %1578, <16 x float> zeroinitializer)
  %1581 = getelementptr inbounds nuw float, ptr %1512, i64 %1575
  store <16 x float> %1580, ptr %1581, align 4
  %1582 = select i1 %812, <16 x i1> %1577, <16 x i1> zeroinitializer
  %1583 = getelementptr float, ptr %1542, i64 %1575
  %1584 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %1583, <16 x i1> %1582, <16 x float> zeroinitializer)
  %1585 = getelementptr inbounds nuw float, ptr %1514, i64 %1575
  store <16 x float> %1584, ptr %1585, align 4
  %1586 = getelementptr inbounds nuw float, ptr %1516, i64 %1575
  store <16 x float> zeroinitializer, ptr %1586, align 4
  %1587 = add nuw i64 %1575, 16
  %1588 = add nuw nsw <16 x i64> %1576, splat (i64 16)
  %1589 = icmp eq i64 %1587, %839
  br i1 %1589, label %1590, label %1574

1590:                                             ; preds = %1574
  br i1 %842, label %1591, label %1572

1591:                                             ; preds = %1610, %1590, %1531
  %1592 = icmp slt i64 %1532, %28
  %1593 = select i1 %813, i1 %1592, i1 false
  br i1 %1593, label %1594, label %1635

1594:                                             ; preds = %1591
  %1595 = mul nsw i64 %1510, %28
  br label %1616

1596:                                             ; preds = %1572, %1610
  %1597 = phi i64 [ %1614, %1610 ], [ %1573, %1572 ]
  %1598 = icmp slt i64 %1597, %32
  %1599 = select i1 %811, i1 %1598, i1 false
  br i1 %1599, label %1600, label %1603

1600:                                             ; preds = %1596
  %1601 = getelementptr float, ptr %1541, i64 %1597
  %1602 = load float, ptr %1601, align 4
  br label %1603

1603:                                             ; preds = %1596, %1600
  %1604 = phi float [ %1602, %1600 ], [ 0.000000e+00, %1596 ]
  %1605 = getelementptr inbounds nuw float, ptr %1512, i64 %1597
  store float %1604, ptr %1605, align 4
  %1606 = select i1 %812, i1 %1598, i1 false
  br i1 %1606, label %1607, label %1610

1607:                                             ; preds = %1603
  %1608 = getelementptr float, ptr %1542, i64 %1597
  %1609 = load float, ptr %1608, align 4
  br label %1610

1610:                                             ; preds = %1603, %1607
  %1611 = phi float [ %1609, %1607 ], [ 0.000000e+00, %1603 ]
  %1612 = getelementptr inbounds nuw float, ptr %1514, i64 %1597
  store float %1611, ptr %1612, align 4
  %1613 = getelementptr inbounds nuw float, ptr %1516, i64 %1597
  store float 0.000000e+00, ptr %1613, align 4
  %1614 = add nuw nsw i64 %1597, 1
  %1615 = icmp eq i64 %1614, %187
  br i1 %1615, label %1591, label %1596

1616:                                             ; preds = %1594, %1632
  %1617 = phi i64 [ %1532, %1594 ], [ %1633, %1632 ]
  br i1 %809, label %1618, label %1622

1618:                                             ; preds = %1616
  %1619 = add nsw i64 %1617, %1595
  %1620 = mul nsw i64 %1619, %34
  %1621 = add nsw i64 %1620, %47
  br label %1627

1622:                                             ; preds = %1616
  %1623 = mul nsw i64 %1617, %34
  %1624 = add nsw i64 %1623, %47
  %1625 = mul nsw i64 %1624, %30
  %1626 = add nsw i64 %1625, %1510
  br label %1627

1627:                                             ; preds = %1622, %1618
  %1628 = phi i64 [ %1621, %1618 ], [ %1626, %1622 ]
  br i1 %124, label %1629, label %1632

1629:                                             ; preds = %1627
  %1630 = mul i64 %1628, %32
  %1631 = getelementptr float, ptr %21, i64 %1630
  tail call void @llvm.memset.p0.i64(ptr align 4 %1631, i8 0, i64 %126, i1 false)
  br label %1632

1632:                                             ; preds = %1629, %1627
  %1633 = add nsw i64 %1617, 1
  %1634 = icmp eq i64 %1633, %28
  br i1 %1634, label %1635, label %1616

1635:                                             ; preds = %1632, %1591
  %1636 = add nuw nsw i64 %1506, 1
  %1637 = icmp eq i64 %1636, %52
  br i1 %1637, label %1100, label %1504

1638:                                             ; preds = %4058, %1107
  %1639 = phi i64 [ 0, %1107 ], [ %4059, %4058 ]
  %1640 = xor i64 %1639, -1
  br label %1648

1641:                                             ; preds = %4058, %1100
  %1642 = icmp eq i64 %36, 1
  %1643 = mul nsw i64 %47, %30
  %1644 = icmp eq i64 %8, 0
  %1645 = icmp eq i64 %9, 0
  br label %4143

1646:                                             ; preds = %1697
  call fastcc void @products(ptr noundef %1102, ptr noundef %1103, i64 noundef %1698, ptr noundef %117, i64 noundef %32, i64 noundef %107, i64 noundef %1123)
  %1647 = icmp sgt i64 %1698, 0
  br i1 %1647, label %1702, label %1701

1648:                                             ; preds = %1638, %1697
  %1649 = phi i64 [ 0, %1638 ], [ %1698, %1697 ]
  %1650 = phi i64 [ 0, %1638 ], [ %1699, %1697 ]
  %1651 = getelementptr inbounds nuw %struct.rowstate, ptr %1077, i64 %1650
  %1652 = getelementptr inbounds nuw i8, ptr %1651, i64 32
  %1653 = load i64, ptr %1652, align 8
  %1654 = icmp slt i64 %1639, %1653
  br i1 %1654, label %1655, label %1697

1655:                                             ; preds = %1648
  %1656 = add nsw i64 %1650, %49
  %1657 = add i64 %1653, %1640
  %1658 = select i1 %65, i64 %1657, i64 %1639
  %1659 = getelementptr inbounds nuw i8, ptr %1651, i64 40
  br i1 %1113, label %1660, label %1665

1660:                                             ; preds = %1655
  %1661 = mul nsw i64 %1656, %28
  %1662 = add nsw i64 %1658, %1661
  %1663 = mul i64 %1114, %1662
  %1664 = getelementptr float, ptr %1115, i64 %1663
  store ptr %1664, ptr %1659, align 8
  br i1 %1116, label %1682, label %1670

1665:                                             ; preds = %1655
  %1666 = mul nsw i64 %1658, %30
  %1667 = add nsw i64 %1666, %1656
  %1668 = mul i64 %1114, %1667
  %1669 = getelementptr float, ptr %1115, i64 %1668
  store ptr %1669, ptr %1659, align 8
  br i1 %1116, label %1682, label %1673

1670:                                             ; preds = %1660
  %1671 = mul nsw i64 %1662, %34
  %1672 = add nsw i64 %1671, %47
  br label %1678

1673:                                             ; preds = %1665
  %1674 = mul nsw i64 %1658, %34
  %1675 = add nsw i64 %1674, %47
  %1676 = mul nsw i64 %1675, %30
  %1677 = add nsw i64 %1676, %1656
  br label %1678

1678:                                             ; preds = %1673, %1670
  %1679 = phi i64 [ %1672, %1670 ], [ %1677, %1673 ]
  %1680 = mul nsw i64 %1679, %32
  %1681 = getelementptr inbounds float, ptr %21, i64 %1680
  br label %1682

1682:                                             ; preds = %1665, %1660, %1678
  %1683 = phi ptr [ %1681, %1678 ], [ null, %1660 ], [ null, %1665 ]
  %1684 = getelementptr inbounds nuw i8, ptr %1651, i64 48
  store ptr %1683, ptr %1684, align 8
  %1685 = getelementptr inbounds ptr, ptr %1101, i64 %1649
  store ptr %1651, ptr %1685, align 8
  %1686 = load ptr, ptr %1651, align 8
  %1687 = getelementptr inbounds ptr, ptr %1102, i64 %1649
  store ptr %1686, ptr %1687, align 8
  %1688 = getelementptr inbounds nuw i8, ptr %1651, i64 16
  %1689 = load ptr, ptr %1688, align 8
  %1690 = getelementptr inbounds ptr, ptr %1103, i64 %1649
  store ptr %1689, ptr %1690, align 8
  %1691 = getelementptr inbounds nuw i8, ptr %1651, i64 24
  %1692 = load ptr, ptr %1691, align 8
  %1693 = getelementptr inbounds ptr, ptr %1104, i64 %1649
  store ptr %1692, ptr %1693, align 8
  %1694 = getelementptr inbounds i8, ptr %1689, i64 %1117
  %1695 = getelementptr inbounds ptr, ptr %1105, i64 %1649
  store ptr %1694, ptr %1695, align 8
  %1696 = add nsw i64 %1649, 1
  br label %1697

1697:                                             ; preds = %1648, %1682
  %1698 = phi i64 [ %1696, %1682 ], [ %1649, %1648 ]
  %1699 = add nuw nsw i64 %1650, 1
  %1700 = icmp eq i64 %1699, %52
  br i1 %1700, label %1646, label %1648

1701:                                             ; preds = %3783, %1646
  br i1 %1120, label %4057, label %3786

1702:                                             ; preds = %1646, %3783
  %1703 = phi i64 [ %3784, %3783 ], [ 0, %1646 ]
  %1704 = getelementptr inbounds nuw ptr, ptr %1101, i64 %1703
  %1705 = load ptr, ptr %1704, align 8
  %1706 = getelementptr inbounds nuw i8, ptr %1705, i64 40
  %1707 = load ptr, ptr %1706, align 8
  %1708 = getelementptr inbounds nuw i8, ptr %1705, i64 16
  %1709 = load ptr, ptr %1708, align 8
  %1710 = ptrtoint ptr %1709 to i64
  %1711 = load ptr, ptr %1705, align 8
  %1712 = ptrtoint ptr %1711 to i64
  %1713 = getelementptr inbounds nuw i8, ptr %1705, i64 8
  %1714 = load ptr, ptr %1713, align 8
  br i1 %1118, label %1715, label %1914

1715:                                             ; preds = %1702
  br i1 %124, label %1716, label %1819

1716:                                             ; preds = %1715
  br i1 %1454, label %1800, label %1717

1717:                                             ; preds = %1716
  %1718 = getelementptr i8, ptr %1709, i64 %1151
  %1719 = getelementptr i8, ptr %1707, i64 %1151
  %1720 = icmp ult ptr %1709, %1719
  %1721 = icmp ult ptr %1707, %1718
  %1722 = and i1 %1720, %1721
  %1723 = icmp ult ptr %1709, %1157
  %1724 = icmp ult ptr %178, %1718
  %1725 = and i1 %1723, %1724
  %1726 = or i1 %1722, %1725
  %1727 = icmp ult ptr %1709, %1161
  %1728 = icmp ult ptr %177, %1718
  %1729 = and i1 %1727, %1728
  %1730 = or i1 %1726, %1729
  br i1 %1730, label %1800, label %1731

1731:                                             ; preds = %1717
  br i1 %1455, label %1782, label %1732

1732:                                             ; preds = %1731, %1732
  %1733 = phi i64 [ %1778, %1732 ], [ 0, %1731 ]
  %1734 = getelementptr inbounds nuw float, ptr %1707, i64 %1733
  %1735 = getelementptr inbounds nuw i8, ptr %1734, i64 64
  %1736 = getelementptr inbounds nuw i8, ptr %1734, i64 128
  %1737 = getelementptr inbounds nuw i8, ptr %1734, i64 192
  %1738 = load <16 x float>, ptr %1734, align 4
  %1739 = load <16 x float>, ptr %1735, align 4
  %1740 = load <16 x float>, ptr %1736, align 4
  %1741 = load <16 x float>, ptr %1737, align 4
  %1742 = getelementptr inbounds nuw float, ptr %177, i64 %1733
  %1743 = getelementptr inbounds nuw i8, ptr %1742, i64 64
  %1744 = getelementptr inbounds nuw i8, ptr %1742, i64 128
  %1745 = getelementptr inbounds nuw i8, ptr %1742, i64 192
  %1746 = load <16 x float>, ptr %1742, align 4
  %1747 = load <16 x float>, ptr %1743, align 4
  %1748 = load <16 x float>, ptr %1744, align 4
  %1749 = load <16 x float>, ptr %1745, align 4
  %1750 = fadd <16 x float> %1738, %1746
  %1751 = fadd <16 x float> %1739, %1747
  %1752 = fadd <16 x float> %1740, %1748
  %1753 = fadd <16 x float> %1741, %1749
  %1754 = getelementptr inbounds nuw float, ptr %178, i64 %1733
  %1755 = getelementptr inbounds nuw i8, ptr %1754, i64 64
  %1756 = getelementptr inbounds nuw i8, ptr %1754, i64 128
  %1757 = getelementptr inbounds nuw i8, ptr %1754, i64 192
  %1758 = load <16 x float>, ptr %1754, align 4
  %1759 = load <16 x float>, ptr %1755, align 4
  %1760 = load <16 x float>, ptr %1756, align 4
  %1761 = load <16 x float>, ptr %1757, align 4
  %1762 = fadd <16 x float> %1750, %1758
  %1763 = fadd <16 x float> %1751, %1759
  %1764 = fadd <16 x float> %1752, %1760
  %1765 = fadd <16 x float> %1753, %1761
  %1766 = getelementptr inbounds nuw float, ptr %1709, i64 %1733
  %1767 = getelementptr inbounds nuw i8, ptr %1766, i64 64
  %1768 = getelementptr inbounds nuw i8, ptr %1766, i64 128
  %1769 = getelementptr inbounds nuw i8, ptr %1766, i64 192
  %1770 = load <16 x float>, ptr %1766, align 4
  %1771 = load <16 x float>, ptr %1767, align 4
  %1772 = load <16 x float>, ptr %1768, align 4
  %1773 = load <16 x float>, ptr %1769, align 4
  %1774 = fadd <16 x float> %1762, %1770
  %1775 = fadd <16 x float> %1763, %1771
  %1776 = fadd <16 x float> %1764, %1772
  %1777 = fadd <16 x float> %1765, %1773
  store <16 x float> %1774, ptr %1766, align 4
  store <16 x float> %1775, ptr %1767, align 4
  store <16 x float> %1776, ptr %1768, align 4
  store <16 x float> %1777, ptr %1769, align 4
  %1778 = add nuw i64 %1733, 64
  %1779 = icmp eq i64 %1778, %1457
  br i1 %1779, label %1780, label %1732

1780:                                             ; preds = %1732
  br i1 %1458, label %1820, label %1781

1781:                                             ; preds = %1780
  br i1 %1459, label %1800, label %1782

1782:                                             ; preds = %1731, %1781
  %1783 = phi i64 [ %1457, %1781 ], [ 0, %1731 ]
  br label %1784

1784:                                             ; preds = %1784, %1782
  %1785 = phi i64 [ %1783, %1782 ], [ %1797, %1784 ]
  %1786 = getelementptr inbounds nuw float, ptr %1707, i64 %1785
  %1787 = load <8 x float>, ptr %1786, align 4
  %1788 = getelementptr inbounds nuw float, ptr %177, i64 %1785
  %1789 = load <8 x float>, ptr %1788, align 4
  %1790 = fadd <8 x float> %1787, %1789
  %1791 = getelementptr inbounds nuw float, ptr %178, i64 %1785
  %1792 = load <8 x float>, ptr %1791, align 4
  %1793 = fadd <8 x float> %1790, %1792
  %1794 = getelementptr inbounds nuw float, ptr %1709, i64 %1785
  %1795 = load <8 x float>, ptr %1794, align 4
  %1796 = fadd <8 x float> %1793, %1795
  store <8 x float> %1796, ptr %1794, align 4
  %1797 = add nuw i64 %1785, 8
  %1798 = icmp eq i64 %1797, %1460
  br i1 %1798, label %1799, label %1784

1799:                                             ; preds = %1784
  br i1 %1461, label %1820, label %1800

1800:                                             ; preds = %1717, %1716, %1781, %1799
  %1801 = phi i64 [ 0, %1716 ], [ 0, %1717 ], [ %1457, %1781 ], [ %1460, %1799 ]
  %1802 = or disjoint i64 %1801, 1
  br i1 %1463, label %1816, label %1803

1803:                                             ; preds = %1800
  %1804 = getelementptr inbounds nuw float, ptr %1707, i64 %1801
  %1805 = load float, ptr %1804, align 4
  %1806 = getelementptr inbounds nuw float, ptr %177, i64 %1801
  %1807 = load float, ptr %1806, align 4
  %1808 = fadd float %1805, %1807
  %1809 = getelementptr inbounds nuw float, ptr %178, i64 %1801
  %1810 = load float, ptr %1809, align 4
  %1811 = fadd float %1808, %1810
  %1812 = getelementptr inbounds nuw float, ptr %1709, i64 %1801
  %1813 = load float, ptr %1812, align 4
  %1814 = fadd float %1811, %1813
  store float %1814, ptr %1812, align 4
  %1815 = or disjoint i64 %1801, 1
  br label %1816

1816:                                             ; preds = %1803, %1800
  %1817 = phi i64 [ %1801, %1800 ], [ %1815, %1803 ]
  %1818 = icmp eq i64 %32, %1802
  br i1 %1818, label %1820, label %1868

1819:                                             ; preds = %1715
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %1709, i64 noundef %106)
  br label %3783

1820:                                             ; preds = %1816, %1868, %1799, %1780
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef nonnull %1709, i64 noundef %106)
  %1821 = sub i64 %1712, %1710
  %1822 = icmp ult i64 %1821, 256
  %1823 = select i1 %1464, i1 true, i1 %1822
  br i1 %1823, label %1853, label %1824

1824:                                             ; preds = %1820
  br i1 %1465, label %1843, label %1825

1825:                                             ; preds = %1824, %1825
  %1826 = phi i64 [ %1839, %1825 ], [ 0, %1824 ]
  %1827 = getelementptr inbounds nuw float, ptr %1709, i64 %1826
  %1828 = getelementptr inbounds nuw i8, ptr %1827, i64 64
  %1829 = getelementptr inbounds nuw i8, ptr %1827, i64 128
  %1830 = getelementptr inbounds nuw i8, ptr %1827, i64 192
  %1831 = load <16 x float>, ptr %1827, align 4
  %1832 = load <16 x float>, ptr %1828, align 4
  %1833 = load <16 x float>, ptr %1829, align 4
  %1834 = load <16 x float>, ptr %1830, align 4
  %1835 = getelementptr inbounds nuw float, ptr %1711, i64 %1826
  %1836 = getelementptr inbounds nuw i8, ptr %1835, i64 64
  %1837 = getelementptr inbounds nuw i8, ptr %1835, i64 128
  %1838 = getelementptr inbounds nuw i8, ptr %1835, i64 192
  store <16 x float> %1831, ptr %1835, align 4
  store <16 x float> %1832, ptr %1836, align 4
  store <16 x float> %1833, ptr %1837, align 4
  store <16 x float> %1834, ptr %1838, align 4
  %1839 = add nuw i64 %1826, 64
  %1840 = icmp eq i64 %1839, %1467
  br i1 %1840, label %1841, label %1825

1841:                                             ; preds = %1825
  br i1 %1468, label %3783, label %1842

1842:                                             ; preds = %1841
  br i1 %1469, label %1853, label %1843

1843:                                             ; preds = %1824, %1842
  %1844 = phi i64 [ %1467, %1842 ], [ 0, %1824 ]
  br label %1845

1845:                                             ; preds = %1845, %1843
  %1846 = phi i64 [ %1844, %1843 ], [ %1850, %1845 ]
  %1847 = getelementptr inbounds nuw float, ptr %1709, i64 %1846
  %1848 = load <8 x float>, ptr %1847, align 4
  %1849 = getelementptr inbounds nuw float, ptr %1711, i64 %1846
  store <8 x float> %1848, ptr %1849, align 4
  %1850 = add nuw i64 %1846, 8
  %1851 = icmp eq i64 %1850, %1470
  br i1 %1851, label %1852, label %1845

1852:                                             ; preds = %1845
  br i1 %1471, label %3783, label %1853

1853:                                             ; preds = %1820, %1842, %1852
  %1854 = phi i64 [ 0, %1820 ], [ %1467, %1842 ], [ %1470, %1852 ]
  br i1 %1473, label %1864, label %1855

1855:                                             ; preds = %1853, %1855
  %1856 = phi i64 [ %1861, %1855 ], [ %1854, %1853 ]
  %1857 = phi i64 [ %1862, %1855 ], [ 0, %1853 ]
  %1858 = getelementptr inbounds nuw float, ptr %1709, i64 %1856
  %1859 = load float, ptr %1858, align 4
  %1860 = getelementptr inbounds nuw float, ptr %1711, i64 %1856
  store float %1859, ptr %1860, align 4
  %1861 = add nuw nsw i64 %1856, 1
  %1862 = add i64 %1857, 1
  %1863 = icmp eq i64 %1862, %1472
  br i1 %1863, label %1864, label %1855

1864:                                             ; preds = %1855, %1853
  %1865 = phi i64 [ %1854, %1853 ], [ %1861, %1855 ]
  %1866 = sub nsw i64 %1854, %32
  %1867 = icmp ugt i64 %1866, -4
  br i1 %1867, label %3783, label %1895

1868:                                             ; preds = %1816, %1868
  %1869 = phi i64 [ %1893, %1868 ], [ %1817, %1816 ]
  %1870 = getelementptr inbounds nuw float, ptr %1707, i64 %1869
  %1871 = load float, ptr %1870, align 4
  %1872 = getelementptr inbounds nuw float, ptr %177, i64 %1869
  %1873 = load float, ptr %1872, align 4
  %1874 = fadd float %1871, %1873
  %1875 = getelementptr inbounds nuw float, ptr %178, i64 %1869
  %1876 = load float, ptr %1875, align 4
  %1877 = fadd float %1874, %1876
  %1878 = getelementptr inbounds nuw float, ptr %1709, i64 %1869
  %1879 = load float, ptr %1878, align 4
  %1880 = fadd float %1877, %1879
  store float %1880, ptr %1878, align 4
  %1881 = add nuw nsw i64 %1869, 1
  %1882 = getelementptr inbounds nuw float, ptr %1707, i64 %1881
  %1883 = load float, ptr %1882, align 4
  %1884 = getelementptr inbounds nuw float, ptr %177, i64 %1881
  %1885 = load float, ptr %1884, align 4
  %1886 = fadd float %1883, %1885
  %1887 = getelementptr inbounds nuw float, ptr %178, i64 %1881
  %1888 = load float, ptr %1887, align 4
  %1889 = fadd float %1886, %1888
  %1890 = getelementptr inbounds nuw float, ptr %1709, i64 %1881
  %1891 = load float, ptr %1890, align 4
  %1892 = fadd float %1889, %1891
  store float %1892, ptr %1890, align 4
  %1893 = add nuw nsw i64 %1869, 2
  %1894 = icmp eq i64 %1893, %32
  br i1 %1894, label %1820, label %1868

1895:                                             ; preds = %1864, %1895
  %1896 = phi i64 [ %1912, %1895 ], [ %1865, %1864 ]
  %1897 = getelementptr inbounds nuw float, ptr %1709, i64 %1896
  %1898 = load float, ptr %1897, align 4
  %1899 = getelementptr inbounds nuw float, ptr %1711, i64 %1896
  store float %1898, ptr %1899, align 4
  %1900 = add nuw nsw i64 %1896, 1
  %1901 = getelementptr inbounds nuw float, ptr %1709, i64 %1900
  %1902 = load float, ptr %1901, align 4
  %1903 = getelementptr inbounds nuw float, ptr %1711, i64 %1900
  store float %1902, ptr %1903, align 4
  %1904 = add nuw nsw i64 %1896, 2
  %1905 = getelementptr inbounds nuw float, ptr %1709, i64 %1904
  %1906 = load float, ptr %1905, align 4
  %1907 = getelementptr inbounds nuw float, ptr %1711, i64 %1904
  store float %1906, ptr %1907, align 4
  %1908 = add nuw nsw i64 %1896, 3
  %1909 = getelementptr inbounds nuw float, ptr %1709, i64 %1908
  %1910 = load float, ptr %1909, align 4
  %1911 = getelementptr inbounds nuw float, ptr %1711, i64 %1908
  store float %1910, ptr %1911, align 4
  %1912 = add nuw nsw i64 %1896, 4
  %1913 = icmp eq i64 %1912, %32
  br i1 %1913, label %3783, label %1895

1914:                                             ; preds = %1702
  br i1 %37, label %1915, label %2877

1915:                                             ; preds = %1914
  br i1 %124, label %1916, label %2019

1916:                                             ; preds = %1915
  br i1 %1376, label %2000, label %1917

1917:                                             ; preds = %1916
  %1918 = getelementptr i8, ptr %1709, i64 %1221
  %1919 = getelementptr i8, ptr %1707, i64 %1221
  %1920 = icmp ult ptr %1709, %1919
  %1921 = icmp ult ptr %1707, %1918
  %1922 = and i1 %1920, %1921
  %1923 = icmp ult ptr %1709, %1227
  %1924 = icmp ult ptr %178, %1918
  %1925 = and i1 %1923, %1924
  %1926 = or i1 %1922, %1925
  %1927 = icmp ult ptr %1709, %1231
  %1928 = icmp ult ptr %177, %1918
  %1929 = and i1 %1927, %1928
  %1930 = or i1 %1926, %1929
  br i1 %1930, label %2000, label %1931

1931:                                             ; preds = %1917
  br i1 %1377, label %1982, label %1932

1932:                                             ; preds = %1931, %1932
  %1933 = phi i64 [ %1978, %1932 ], [ 0, %1931 ]
  %1934 = getelementptr inbounds nuw float, ptr %1707, i64 %1933
  %1935 = getelementptr inbounds nuw i8, ptr %1934, i64 64
  %1936 = getelementptr inbounds nuw i8, ptr %1934, i64 128
  %1937 = getelementptr inbounds nuw i8, ptr %1934, i64 192
  %1938 = load <16 x float>, ptr %1934, align 4
  %1939 = load <16 x float>, ptr %1935, align 4
  %1940 = load <16 x float>, ptr %1936, align 4
  %1941 = load <16 x float>, ptr %1937, align 4
  %1942 = getelementptr inbounds nuw float, ptr %177, i64 %1933
  %1943 = getelementptr inbounds nuw i8, ptr %1942, i64 64
  %1944 = getelementptr inbounds nuw i8, ptr %1942, i64 128
  %1945 = getelementptr inbounds nuw i8, ptr %1942, i64 192
  %1946 = load <16 x float>, ptr %1942, align 4
  %1947 = load <16 x float>, ptr %1943, align 4
  %1948 = load <16 x float>, ptr %1944, align 4
  %1949 = load <16 x float>, ptr %1945, align 4
  %1950 = fadd <16 x float> %1938, %1946
  %1951 = fadd <16 x float> %1939, %1947
  %1952 = fadd <16 x float> %1940, %1948
  %1953 = fadd <16 x float> %1941, %1949
  %1954 = getelementptr inbounds nuw float, ptr %178, i64 %1933
  %1955 = getelementptr inbounds nuw i8, ptr %1954, i64 64
  %1956 = getelementptr inbounds nuw i8, ptr %1954, i64 128
  %1957 = getelementptr inbounds nuw i8, ptr %1954, i64 192
  %1958 = load <16 x float>, ptr %1954, align 4
  %1959 = load <16 x float>, ptr %1955, align 4
  %1960 = load <16 x float>, ptr %1956, align 4
  %1961 = load <16 x float>, ptr %1957, align 4
  %1962 = fadd <16 x float> %1950, %1958
  %1963 = fadd <16 x float> %1951, %1959
  %1964 = fadd <16 x float> %1952, %1960
  %1965 = fadd <16 x float> %1953, %1961
  %1966 = getelementptr inbounds nuw float, ptr %1709, i64 %1933
  %1967 = getelementptr inbounds nuw i8, ptr %1966, i64 64
  %1968 = getelementptr inbounds nuw i8, ptr %1966, i64 128
  %1969 = getelementptr inbounds nuw i8, ptr %1966, i64 192
  %1970 = load <16 x float>, ptr %1966, align 4
  %1971 = load <16 x float>, ptr %1967, align 4
  %1972 = load <16 x float>, ptr %1968, align 4
  %1973 = load <16 x float>, ptr %1969, align 4
  %1974 = fadd <16 x float> %1962, %1970
  %1975 = fadd <16 x float> %1963, %1971
  %1976 = fadd <16 x float> %1964, %1972
  %1977 = fadd <16 x float> %1965, %1973
  store <16 x float> %1974, ptr %1966, align 4
  store <16 x float> %1975, ptr %1967, align 4
  store <16 x float> %1976, ptr %1968, align 4
  store <16 x float> %1977, ptr %1969, align 4
  %1978 = add nuw i64 %1933, 64
  %1979 = icmp eq i64 %1978, %1379
  br i1 %1979, label %1980, label %1932

1980:                                             ; preds = %1932
  br i1 %1380, label %2021, label %1981

1981:                                             ; preds = %1980
  br i1 %1381, label %2000, label %1982

1982:                                             ; preds = %1931, %1981
  %1983 = phi i64 [ %1379, %1981 ], [ 0, %1931 ]
  br label %1984

1984:                                             ; preds = %1984, %1982
  %1985 = phi i64 [ %1983, %1982 ], [ %1997, %1984 ]
  %1986 = getelementptr inbounds nuw float, ptr %1707, i64 %1985
  %1987 = load <8 x float>, ptr %1986, align 4
  %1988 = getelementptr inbounds nuw float, ptr %177, i64 %1985
  %1989 = load <8 x float>, ptr %1988, align 4
  %1990 = fadd <8 x float> %1987, %1989
  %1991 = getelementptr inbounds nuw float, ptr %178, i64 %1985
  %1992 = load <8 x float>, ptr %1991, align 4
  %1993 = fadd <8 x float> %1990, %1992
  %1994 = getelementptr inbounds nuw float, ptr %1709, i64 %1985
  %1995 = load <8 x float>, ptr %1994, align 4
  %1996 = fadd <8 x float> %1993, %1995
  store <8 x float> %1996, ptr %1994, align 4
  %1997 = add nuw i64 %1985, 8
  %1998 = icmp eq i64 %1997, %1382
  br i1 %1998, label %1999, label %1984

1999:                                             ; preds = %1984
  br i1 %1383, label %2021, label %2000

2000:                                             ; preds = %1917, %1916, %1981, %1999
  %2001 = phi i64 [ 0, %1916 ], [ 0, %1917 ], [ %1379, %1981 ], [ %1382, %1999 ]
  %2002 = or disjoint i64 %2001, 1
  br i1 %1385, label %2016, label %2003

2003:                                             ; preds = %2000
  %2004 = getelementptr inbounds nuw float, ptr %1707, i64 %2001
  %2005 = load float, ptr %2004, align 4
  %2006 = getelementptr inbounds nuw float, ptr %177, i64 %2001
  %2007 = load float, ptr %2006, align 4
  %2008 = fadd float %2005, %2007
  %2009 = getelementptr inbounds nuw float, ptr %178, i64 %2001
  %2010 = load float, ptr %2009, align 4
  %2011 = fadd float %2008, %2010
  %2012 = getelementptr inbounds nuw float, ptr %1709, i64 %2001
  %2013 = load float, ptr %2012, align 4
  %2014 = fadd float %2011, %2013
  store float %2014, ptr %2012, align 4
  %2015 = or disjoint i64 %2001, 1
  br label %2016

2016:                                             ; preds = %2003, %2000
  %2017 = phi i64 [ %2001, %2000 ], [ %2015, %2003 ]
  %2018 = icmp eq i64 %32, %2002
  br i1 %2018, label %2021, label %2130

2019:                                             ; preds = %1915
  %2020 = getelementptr inbounds float, ptr %1709, i64 %1121
  br label %2536

2021:                                             ; preds = %2016, %2130, %1999, %1980
  %2022 = getelementptr float, ptr %1707, i64 %32
  br i1 %1386, label %2110, label %2023

2023:                                             ; preds = %2021
  %2024 = getelementptr i8, ptr %1709, i64 %1204
  %2025 = getelementptr i8, ptr %1709, i64 %1204
  %2026 = getelementptr i8, ptr %2025, i64 %1205
  %2027 = getelementptr i8, ptr %1707, i64 %1124
  %2028 = icmp ult ptr %2024, %2027
  %2029 = icmp ult ptr %2022, %2026
  %2030 = and i1 %2028, %2029
  %2031 = icmp ult ptr %2024, %1213
  %2032 = icmp ult ptr %1211, %2026
  %2033 = and i1 %2031, %2032
  %2034 = or i1 %2030, %2033
  %2035 = icmp ult ptr %2024, %1220
  %2036 = icmp ult ptr %1218, %2026
  %2037 = and i1 %2035, %2036
  %2038 = or i1 %2034, %2037
  br i1 %2038, label %2110, label %2039

2039:                                             ; preds = %2023
  br i1 %1387, label %2091, label %2040

2040:                                             ; preds = %2039, %2040
  %2041 = phi i64 [ %2087, %2040 ], [ 0, %2039 ]
  %2042 = getelementptr float, ptr %2022, i64 %2041
  %2043 = getelementptr i8, ptr %2042, i64 64
  %2044 = getelementptr i8, ptr %2042, i64 128
  %2045 = getelementptr i8, ptr %2042, i64 192
  %2046 = load <16 x float>, ptr %2042, align 4
  %2047 = load <16 x float>, ptr %2043, align 4
  %2048 = load <16 x float>, ptr %2044, align 4
  %2049 = load <16 x float>, ptr %2045, align 4
  %2050 = add nuw nsw i64 %2041, %106
  %2051 = getelementptr inbounds nuw float, ptr %177, i64 %2050
  %2052 = getelementptr inbounds nuw i8, ptr %2051, i64 64
  %2053 = getelementptr inbounds nuw i8, ptr %2051, i64 128
  %2054 = getelementptr inbounds nuw i8, ptr %2051, i64 192
  %2055 = load <16 x float>, ptr %2051, align 4
  %2056 = load <16 x float>, ptr %2052, align 4
  %2057 = load <16 x float>, ptr %2053, align 4
  %2058 = load <16 x float>, ptr %2054, align 4
  %2059 = fadd <16 x float> %2046, %2055
  %2060 = fadd <16 x float> %2047, %2056
  %2061 = fadd <16 x float> %2048, %2057
  %2062 = fadd <16 x float> %2049, %2058
  %2063 = getelementptr inbounds nuw float, ptr %178, i64 %2050
  %2064 = getelementptr inbounds nuw i8, ptr %2063, i64 64
  %2065 = getelementptr inbounds nuw i8, ptr %2063, i64 128
  %2066 = getelementptr inbounds nuw i8, ptr %2063, i64 192
  %2067 = load <16 x float>, ptr %2063, align 4
  %2068 = load <16 x float>, ptr %2064, align 4
  %2069 = load <16 x float>, ptr %2065, align 4
  %2070 = load <16 x float>, ptr %2066, align 4
  %2071 = fadd <16 x float> %2059, %2067
  %2072 = fadd <16 x float> %2060, %2068
  %2073 = fadd <16 x float> %2061, %2069
  %2074 = fadd <16 x float> %2062, %2070
  %2075 = getelementptr inbounds nuw float, ptr %1709, i64 %2050
  %2076 = getelementptr inbounds nuw i8, ptr %2075, i64 64
  %2077 = getelementptr inbounds nuw i8, ptr %2075, i64 128
  %2078 = getelementptr inbounds nuw i8, ptr %2075, i64 192
  %2079 = load <16 x float>, ptr %2075, align 4
  %2080 = load <16 x float>, ptr %2076, align 4
  %2081 = load <16 x float>, ptr %2077, align 4
  %2082 = load <16 x float>, ptr %2078, align 4
  %2083 = fadd <16 x float> %2071, %2079
  %2084 = fadd <16 x float> %2072, %2080
  %2085 = fadd <16 x float> %2073, %2081
  %2086 = fadd <16 x float> %2074, %2082
  store <16 x float> %2083, ptr %2075, align 4
  store <16 x float> %2084, ptr %2076, align 4
  store <16 x float> %2085, ptr %2077, align 4
  store <16 x float> %2086, ptr %2078, align 4
  %2087 = add nuw i64 %2041, 64
  %2088 = icmp eq i64 %2087, %1389
  br i1 %2088, label %2089, label %2040

2089:                                             ; preds = %2040
  br i1 %1390, label %2157, label %2090

2090:                                             ; preds = %2089
  br i1 %1391, label %2110, label %2091

2091:                                             ; preds = %2039, %2090
  %2092 = phi i64 [ %1389, %2090 ], [ 0, %2039 ]
  br label %2093

2093:                                             ; preds = %2093, %2091
  %2094 = phi i64 [ %2092, %2091 ], [ %2107, %2093 ]
  %2095 = getelementptr float, ptr %2022, i64 %2094
  %2096 = load <8 x float>, ptr %2095, align 4
  %2097 = add nuw nsw i64 %2094, %106
  %2098 = getelementptr inbounds nuw float, ptr %177, i64 %2097
  %2099 = load <8 x float>, ptr %2098, align 4
  %2100 = fadd <8 x float> %2096, %2099
  %2101 = getelementptr inbounds nuw float, ptr %178, i64 %2097
  %2102 = load <8 x float>, ptr %2101, align 4
  %2103 = fadd <8 x float> %2100, %2102
  %2104 = getelementptr inbounds nuw float, ptr %1709, i64 %2097
  %2105 = load <8 x float>, ptr %2104, align 4
  %2106 = fadd <8 x float> %2103, %2105
  store <8 x float> %2106, ptr %2104, align 4
  %2107 = add nuw i64 %2094, 8
  %2108 = icmp eq i64 %2107, %1392
  br i1 %2108, label %2109, label %2093

2109:                                             ; preds = %2093
  br i1 %1393, label %2157, label %2110

2110:                                             ; preds = %2023, %2021, %2090, %2109
  %2111 = phi i64 [ 0, %2021 ], [ 0, %2023 ], [ %1389, %2090 ], [ %1392, %2109 ]
  %2112 = or disjoint i64 %2111, 1
  br i1 %1395, label %2127, label %2113

2113:                                             ; preds = %2110
  %2114 = getelementptr float, ptr %2022, i64 %2111
  %2115 = load float, ptr %2114, align 4
  %2116 = add nuw nsw i64 %2111, %106
  %2117 = getelementptr inbounds nuw float, ptr %177, i64 %2116
  %2118 = load float, ptr %2117, align 4
  %2119 = fadd float %2115, %2118
  %2120 = getelementptr inbounds nuw float, ptr %178, i64 %2116
  %2121 = load float, ptr %2120, align 4
  %2122 = fadd float %2119, %2121
  %2123 = getelementptr inbounds nuw float, ptr %1709, i64 %2116
  %2124 = load float, ptr %2123, align 4
  %2125 = fadd float %2122, %2124
  store float %2125, ptr %2123, align 4
  %2126 = or disjoint i64 %2111, 1
  br label %2127

2127:                                             ; preds = %2113, %2110
  %2128 = phi i64 [ %2111, %2110 ], [ %2126, %2113 ]
  %2129 = icmp eq i64 %32, %2112
  br i1 %2129, label %2157, label %2266

2130:                                             ; preds = %2016, %2130
  %2131 = phi i64 [ %2155, %2130 ], [ %2017, %2016 ]
  %2132 = getelementptr inbounds nuw float, ptr %1707, i64 %2131
  %2133 = load float, ptr %2132, align 4
  %2134 = getelementptr inbounds nuw float, ptr %177, i64 %2131
  %2135 = load float, ptr %2134, align 4
  %2136 = fadd float %2133, %2135
  %2137 = getelementptr inbounds nuw float, ptr %178, i64 %2131
  %2138 = load float, ptr %2137, align 4
  %2139 = fadd float %2136, %2138
  %2140 = getelementptr inbounds nuw float, ptr %1709, i64 %2131
  %2141 = load float, ptr %2140, align 4
  %2142 = fadd float %2139, %2141
  store float %2142, ptr %2140, align 4
  %2143 = add nuw nsw i64 %2131, 1
  %2144 = getelementptr inbounds nuw float, ptr %1707, i64 %2143
  %2145 = load float, ptr %2144, align 4
  %2146 = getelementptr inbounds nuw float, ptr %177, i64 %2143
  %2147 = load float, ptr %2146, align 4
  %2148 = fadd float %2145, %2147
  %2149 = getelementptr inbounds nuw float, ptr %178, i64 %2143
  %2150 = load float, ptr %2149, align 4
  %2151 = fadd float %2148, %2150
  %2152 = getelementptr inbounds nuw float, ptr %1709, i64 %2143
  %2153 = load float, ptr %2152, align 4
  %2154 = fadd float %2151, %2153
  store float %2154, ptr %2152, align 4
  %2155 = add nuw nsw i64 %2131, 2
  %2156 = icmp eq i64 %2155, %32
  br i1 %2156, label %2021, label %2130

2157:                                             ; preds = %2127, %2266, %2109, %2089
  %2158 = getelementptr i8, ptr %1707, i64 %1124
  br i1 %1396, label %2246, label %2159

2159:                                             ; preds = %2157
  %2160 = getelementptr i8, ptr %1709, i64 %807
  %2161 = getelementptr i8, ptr %1709, i64 %807
  %2162 = getelementptr i8, ptr %2161, i64 %1188
  %2163 = getelementptr i8, ptr %1707, i64 %1125
  %2164 = icmp ult ptr %2160, %2163
  %2165 = icmp ult ptr %2158, %2162
  %2166 = and i1 %2164, %2165
  %2167 = icmp ult ptr %2160, %1196
  %2168 = icmp ult ptr %1194, %2162
  %2169 = and i1 %2167, %2168
  %2170 = or i1 %2166, %2169
  %2171 = icmp ult ptr %2160, %1203
  %2172 = icmp ult ptr %1201, %2162
  %2173 = and i1 %2171, %2172
  %2174 = or i1 %2170, %2173
  br i1 %2174, label %2246, label %2175

2175:                                             ; preds = %2159
  br i1 %1397, label %2227, label %2176

2176:                                             ; preds = %2175, %2176
  %2177 = phi i64 [ %2223, %2176 ], [ 0, %2175 ]
  %2178 = getelementptr float, ptr %2158, i64 %2177
  %2179 = getelementptr i8, ptr %2178, i64 64
  %2180 = getelementptr i8, ptr %2178, i64 128
  %2181 = getelementptr i8, ptr %2178, i64 192
  %2182 = load <16 x float>, ptr %2178, align 4
  %2183 = load <16 x float>, ptr %2179, align 4
  %2184 = load <16 x float>, ptr %2180, align 4
  %2185 = load <16 x float>, ptr %2181, align 4
  %2186 = add nuw nsw i64 %2177, %1121
  %2187 = getelementptr inbounds nuw float, ptr %177, i64 %2186
  %2188 = getelementptr inbounds nuw i8, ptr %2187, i64 64
  %2189 = getelementptr inbounds nuw i8, ptr %2187, i64 128
  %2190 = getelementptr inbounds nuw i8, ptr %2187, i64 192
  %2191 = load <16 x float>, ptr %2187, align 4
  %2192 = load <16 x float>, ptr %2188, align 4
  %2193 = load <16 x float>, ptr %2189, align 4
  %2194 = load <16 x float>, ptr %2190, align 4
  %2195 = fadd <16 x float> %2182, %2191
  %2196 = fadd <16 x float> %2183, %2192
  %2197 = fadd <16 x float> %2184, %2193
  %2198 = fadd <16 x float> %2185, %2194
  %2199 = getelementptr inbounds nuw float, ptr %178, i64 %2186
  %2200 = getelementptr inbounds nuw i8, ptr %2199, i64 64
  %2201 = getelementptr inbounds nuw i8, ptr %2199, i64 128
  %2202 = getelementptr inbounds nuw i8, ptr %2199, i64 192
  %2203 = load <16 x float>, ptr %2199, align 4
  %2204 = load <16 x float>, ptr %2200, align 4
  %2205 = load <16 x float>, ptr %2201, align 4
  %2206 = load <16 x float>, ptr %2202, align 4
  %2207 = fadd <16 x float> %2195, %2203
  %2208 = fadd <16 x float> %2196, %2204
  %2209 = fadd <16 x float> %2197, %2205
  %2210 = fadd <16 x float> %2198, %2206
  %2211 = getelementptr inbounds nuw float, ptr %1709, i64 %2186
  %2212 = getelementptr inbounds nuw i8, ptr %2211, i64 64
  %2213 = getelementptr inbounds nuw i8, ptr %2211, i64 128
  %2214 = getelementptr inbounds nuw i8, ptr %2211, i64 192
  %2215 = load <16 x float>, ptr %2211, align 4
  %2216 = load <16 x float>, ptr %2212, align 4
  %2217 = load <16 x float>, ptr %2213, align 4
  %2218 = load <16 x float>, ptr %2214, align 4
  %2219 = fadd <16 x float> %2207, %2215
  %2220 = fadd <16 x float> %2208, %2216
  %2221 = fadd <16 x float> %2209, %2217
  %2222 = fadd <16 x float> %2210, %2218
  store <16 x float> %2219, ptr %2211, align 4
  store <16 x float> %2220, ptr %2212, align 4
  store <16 x float> %2221, ptr %2213, align 4
  store <16 x float> %2222, ptr %2214, align 4
  %2223 = add nuw i64 %2177, 64
  %2224 = icmp eq i64 %2223, %1399
  br i1 %2224, label %2225, label %2176

2225:                                             ; preds = %2176
  br i1 %1400, label %2295, label %2226

2226:                                             ; preds = %2225
  br i1 %1401, label %2246, label %2227

2227:                                             ; preds = %2175, %2226
  %2228 = phi i64 [ %1399, %2226 ], [ 0, %2175 ]
  br label %2229

2229:                                             ; preds = %2229, %2227
  %2230 = phi i64 [ %2228, %2227 ], [ %2243, %2229 ]
  %2231 = getelementptr float, ptr %2158, i64 %2230
  %2232 = load <8 x float>, ptr %2231, align 4
  %2233 = add nuw nsw i64 %2230, %1121
  %2234 = getelementptr inbounds nuw float, ptr %177, i64 %2233
  %2235 = load <8 x float>, ptr %2234, align 4
  %2236 = fadd <8 x float> %2232, %2235
  %2237 = getelementptr inbounds nuw float, ptr %178, i64 %2233
  %2238 = load <8 x float>, ptr %2237, align 4
  %2239 = fadd <8 x float> %2236, %2238
  %2240 = getelementptr inbounds nuw float, ptr %1709, i64 %2233
  %2241 = load <8 x float>, ptr %2240, align 4
  %2242 = fadd <8 x float> %2239, %2241
  store <8 x float> %2242, ptr %2240, align 4
  %2243 = add nuw i64 %2230, 8
  %2244 = icmp eq i64 %2243, %1402
  br i1 %2244, label %2245, label %2229

2245:                                             ; preds = %2229
  br i1 %1403, label %2295, label %2246

2246:                                             ; preds = %2159, %2157, %2226, %2245
  %2247 = phi i64 [ 0, %2157 ], [ 0, %2159 ], [ %1399, %2226 ], [ %1402, %2245 ]
  %2248 = or disjoint i64 %2247, 1
  br i1 %1405, label %2263, label %2249

2249:                                             ; preds = %2246
  %2250 = getelementptr float, ptr %2158, i64 %2247
  %2251 = load float, ptr %2250, align 4
  %2252 = add nuw nsw i64 %2247, %1121
  %2253 = getelementptr inbounds nuw float, ptr %177, i64 %2252
  %2254 = load float, ptr %2253, align 4
  %2255 = fadd float %2251, %2254
  %2256 = getelementptr inbounds nuw float, ptr %178, i64 %2252
  %2257 = load float, ptr %2256, align 4
  %2258 = fadd float %2255, %2257
  %2259 = getelementptr inbounds nuw float, ptr %1709, i64 %2252
  %2260 = load float, ptr %2259, align 4
  %2261 = fadd float %2258, %2260
  store float %2261, ptr %2259, align 4
  %2262 = or disjoint i64 %2247, 1
  br label %2263

2263:                                             ; preds = %2249, %2246
  %2264 = phi i64 [ %2247, %2246 ], [ %2262, %2249 ]
  %2265 = icmp eq i64 %32, %2248
  br i1 %2265, label %2295, label %2404

2266:                                             ; preds = %2127, %2266
  %2267 = phi i64 [ %2293, %2266 ], [ %2128, %2127 ]
  %2268 = getelementptr float, ptr %2022, i64 %2267
  %2269 = load float, ptr %2268, align 4
  %2270 = add nuw nsw i64 %2267, %106
  %2271 = getelementptr inbounds nuw float, ptr %177, i64 %2270
  %2272 = load float, ptr %2271, align 4
  %2273 = fadd float %2269, %2272
  %2274 = getelementptr inbounds nuw float, ptr %178, i64 %2270
  %2275 = load float, ptr %2274, align 4
  %2276 = fadd float %2273, %2275
  %2277 = getelementptr inbounds nuw float, ptr %1709, i64 %2270
  %2278 = load float, ptr %2277, align 4
  %2279 = fadd float %2276, %2278
  store float %2279, ptr %2277, align 4
  %2280 = add nuw nsw i64 %2267, 1
  %2281 = getelementptr float, ptr %2022, i64 %2280
  %2282 = load float, ptr %2281, align 4
  %2283 = add nuw nsw i64 %2280, %106
  %2284 = getelementptr inbounds nuw float, ptr %177, i64 %2283
  %2285 = load float, ptr %2284, align 4
  %2286 = fadd float %2282, %2285
  %2287 = getelementptr inbounds nuw float, ptr %178, i64 %2283
  %2288 = load float, ptr %2287, align 4
  %2289 = fadd float %2286, %2288
  %2290 = getelementptr inbounds nuw float, ptr %1709, i64 %2283
  %2291 = load float, ptr %2290, align 4
  %2292 = fadd float %2289, %2291
  store float %2292, ptr %2290, align 4
  %2293 = add nuw nsw i64 %2267, 2
  %2294 = icmp eq i64 %2293, %32
  br i1 %2294, label %2157, label %2266

2295:                                             ; preds = %2263, %2404, %2245, %2225
  %2296 = getelementptr i8, ptr %1707, i64 %1125
  br i1 %1406, label %2384, label %2297

2297:                                             ; preds = %2295
  %2298 = getelementptr i8, ptr %1709, i64 %1167
  %2299 = getelementptr i8, ptr %1709, i64 %1167
  %2300 = getelementptr i8, ptr %2299, i64 %1171
  %2301 = getelementptr i8, ptr %1707, i64 %1172
  %2302 = icmp ult ptr %2298, %2301
  %2303 = icmp ult ptr %2296, %2300
  %2304 = and i1 %2302, %2303
  %2305 = icmp ult ptr %2298, %1180
  %2306 = icmp ult ptr %1178, %2300
  %2307 = and i1 %2305, %2306
  %2308 = or i1 %2304, %2307
  %2309 = icmp ult ptr %2298, %1187
  %2310 = icmp ult ptr %1185, %2300
  %2311 = and i1 %2309, %2310
  %2312 = or i1 %2308, %2311
  br i1 %2312, label %2384, label %2313

2313:                                             ; preds = %2297
  br i1 %1407, label %2365, label %2314

2314:                                             ; preds = %2313, %2314
  %2315 = phi i64 [ %2361, %2314 ], [ 0, %2313 ]
  %2316 = getelementptr float, ptr %2296, i64 %2315
  %2317 = getelementptr i8, ptr %2316, i64 64
  %2318 = getelementptr i8, ptr %2316, i64 128
  %2319 = getelementptr i8, ptr %2316, i64 192
  %2320 = load <16 x float>, ptr %2316, align 4
  %2321 = load <16 x float>, ptr %2317, align 4
  %2322 = load <16 x float>, ptr %2318, align 4
  %2323 = load <16 x float>, ptr %2319, align 4
  %2324 = add nuw nsw i64 %2315, %110
  %2325 = getelementptr inbounds nuw float, ptr %177, i64 %2324
  %2326 = getelementptr inbounds nuw i8, ptr %2325, i64 64
  %2327 = getelementptr inbounds nuw i8, ptr %2325, i64 128
  %2328 = getelementptr inbounds nuw i8, ptr %2325, i64 192
  %2329 = load <16 x float>, ptr %2325, align 4
  %2330 = load <16 x float>, ptr %2326, align 4
  %2331 = load <16 x float>, ptr %2327, align 4
  %2332 = load <16 x float>, ptr %2328, align 4
  %2333 = fadd <16 x float> %2320, %2329
  %2334 = fadd <16 x float> %2321, %2330
  %2335 = fadd <16 x float> %2322, %2331
  %2336 = fadd <16 x float> %2323, %2332
  %2337 = getelementptr inbounds nuw float, ptr %178, i64 %2324
  %2338 = getelementptr inbounds nuw i8, ptr %2337, i64 64
  %2339 = getelementptr inbounds nuw i8, ptr %2337, i64 128
  %2340 = getelementptr inbounds nuw i8, ptr %2337, i64 192
  %2341 = load <16 x float>, ptr %2337, align 4
  %2342 = load <16 x float>, ptr %2338, align 4
  %2343 = load <16 x float>, ptr %2339, align 4
  %2344 = load <16 x float>, ptr %2340, align 4
  %2345 = fadd <16 x float> %2333, %2341
  %2346 = fadd <16 x float> %2334, %2342
  %2347 = fadd <16 x float> %2335, %2343
  %2348 = fadd <16 x float> %2336, %2344
  %2349 = getelementptr inbounds nuw float, ptr %1709, i64 %2324
  %2350 = getelementptr inbounds nuw i8, ptr %2349, i64 64
  %2351 = getelementptr inbounds nuw i8, ptr %2349, i64 128
  %2352 = getelementptr inbounds nuw i8, ptr %2349, i64 192
  %2353 = load <16 x float>, ptr %2349, align 4
  %2354 = load <16 x float>, ptr %2350, align 4
  %2355 = load <16 x float>, ptr %2351, align 4
  %2356 = load <16 x float>, ptr %2352, align 4
  %2357 = fadd <16 x float> %2345, %2353
  %2358 = fadd <16 x float> %2346, %2354
  %2359 = fadd <16 x float> %2347, %2355
  %2360 = fadd <16 x float> %2348, %2356
  store <16 x float> %2357, ptr %2349, align 4
  store <16 x float> %2358, ptr %2350, align 4
  store <16 x float> %2359, ptr %2351, align 4
  store <16 x float> %2360, ptr %2352, align 4
  %2361 = add nuw i64 %2315, 64
  %2362 = icmp eq i64 %2361, %1409
  br i1 %2362, label %2363, label %2314

2363:                                             ; preds = %2314
  br i1 %1410, label %2433, label %2364

2364:                                             ; preds = %2363
  br i1 %1411, label %2384, label %2365

2365:                                             ; preds = %2313, %2364
  %2366 = phi i64 [ %1409, %2364 ], [ 0, %2313 ]
  br label %2367

2367:                                             ; preds = %2367, %2365
  %2368 = phi i64 [ %2366, %2365 ], [ %2381, %2367 ]
  %2369 = getelementptr float, ptr %2296, i64 %2368
  %2370 = load <8 x float>, ptr %2369, align 4
  %2371 = add nuw nsw i64 %2368, %110
  %2372 = getelementptr inbounds nuw float, ptr %177, i64 %2371
  %2373 = load <8 x float>, ptr %2372, align 4
  %2374 = fadd <8 x float> %2370, %2373
  %2375 = getelementptr inbounds nuw float, ptr %178, i64 %2371
  %2376 = load <8 x float>, ptr %2375, align 4
  %2377 = fadd <8 x float> %2374, %2376
  %2378 = getelementptr inbounds nuw float, ptr %1709, i64 %2371
  %2379 = load <8 x float>, ptr %2378, align 4
  %2380 = fadd <8 x float> %2377, %2379
  store <8 x float> %2380, ptr %2378, align 4
  %2381 = add nuw i64 %2368, 8
  %2382 = icmp eq i64 %2381, %1412
  br i1 %2382, label %2383, label %2367

2383:                                             ; preds = %2367
  br i1 %1413, label %2433, label %2384

2384:                                             ; preds = %2297, %2295, %2364, %2383
  %2385 = phi i64 [ 0, %2295 ], [ 0, %2297 ], [ %1409, %2364 ], [ %1412, %2383 ]
  %2386 = or disjoint i64 %2385, 1
  br i1 %1415, label %2401, label %2387

2387:                                             ; preds = %2384
  %2388 = getelementptr float, ptr %2296, i64 %2385
  %2389 = load float, ptr %2388, align 4
  %2390 = add nuw nsw i64 %2385, %110
  %2391 = getelementptr inbounds nuw float, ptr %177, i64 %2390
  %2392 = load float, ptr %2391, align 4
  %2393 = fadd float %2389, %2392
  %2394 = getelementptr inbounds nuw float, ptr %178, i64 %2390
  %2395 = load float, ptr %2394, align 4
  %2396 = fadd float %2393, %2395
  %2397 = getelementptr inbounds nuw float, ptr %1709, i64 %2390
  %2398 = load float, ptr %2397, align 4
  %2399 = fadd float %2396, %2398
  store float %2399, ptr %2397, align 4
  %2400 = or disjoint i64 %2385, 1
  br label %2401

2401:                                             ; preds = %2387, %2384
  %2402 = phi i64 [ %2385, %2384 ], [ %2400, %2387 ]
  %2403 = icmp eq i64 %32, %2386
  br i1 %2403, label %2433, label %2488

2404:                                             ; preds = %2263, %2404
  %2405 = phi i64 [ %2431, %2404 ], [ %2264, %2263 ]
  %2406 = getelementptr float, ptr %2158, i64 %2405
  %2407 = load float, ptr %2406, align 4
  %2408 = add nuw nsw i64 %2405, %1121
  %2409 = getelementptr inbounds nuw float, ptr %177, i64 %2408
  %2410 = load float, ptr %2409, align 4
  %2411 = fadd float %2407, %2410
  %2412 = getelementptr inbounds nuw float, ptr %178, i64 %2408
  %2413 = load float, ptr %2412, align 4
  %2414 = fadd float %2411, %2413
  %2415 = getelementptr inbounds nuw float, ptr %1709, i64 %2408
  %2416 = load float, ptr %2415, align 4
  %2417 = fadd float %2414, %2416
  store float %2417, ptr %2415, align 4
  %2418 = add nuw nsw i64 %2405, 1
  %2419 = getelementptr float, ptr %2158, i64 %2418
  %2420 = load float, ptr %2419, align 4
  %2421 = add nuw nsw i64 %2418, %1121
  %2422 = getelementptr inbounds nuw float, ptr %177, i64 %2421
  %2423 = load float, ptr %2422, align 4
  %2424 = fadd float %2420, %2423
  %2425 = getelementptr inbounds nuw float, ptr %178, i64 %2421
  %2426 = load float, ptr %2425, align 4
  %2427 = fadd float %2424, %2426
  %2428 = getelementptr inbounds nuw float, ptr %1709, i64 %2421
  %2429 = load float, ptr %2428, align 4
  %2430 = fadd float %2427, %2429
  store float %2430, ptr %2428, align 4
  %2431 = add nuw nsw i64 %2405, 2
  %2432 = icmp eq i64 %2431, %32
  br i1 %2432, label %2295, label %2404

2433:                                             ; preds = %2401, %2488, %2383, %2363
  %2434 = getelementptr float, ptr %1709, i64 %1121
  br i1 %1132, label %2536, label %2435

2435:                                             ; preds = %2433
  %2436 = getelementptr i8, ptr %1709, i64 %1164
  %2437 = getelementptr i8, ptr %1709, i64 %1168
  %2438 = getelementptr i8, ptr %1714, i64 %1164
  %2439 = icmp ult ptr %1709, %2437
  %2440 = icmp ult ptr %2434, %2436
  %2441 = and i1 %2439, %2440
  %2442 = icmp ult ptr %1709, %1169
  %2443 = icmp ult ptr %1075, %2436
  %2444 = and i1 %2442, %2443
  %2445 = or i1 %2441, %2444
  %2446 = icmp ult ptr %1709, %2438
  %2447 = icmp ult ptr %1714, %2436
  %2448 = and i1 %2446, %2447
  %2449 = or i1 %2445, %2448
  %2450 = icmp ult ptr %1709, %1170
  %2451 = icmp ult ptr %1128, %2436
  %2452 = and i1 %2450, %2451
  %2453 = or i1 %2449, %2452
  %2454 = icmp ult ptr %2434, %1169
  %2455 = icmp ult ptr %1075, %2437
  %2456 = and i1 %2454, %2455
  %2457 = or i1 %2453, %2456
  %2458 = icmp ult ptr %2434, %2438
  %2459 = icmp ult ptr %1714, %2437
  %2460 = and i1 %2458, %2459
  %2461 = or i1 %2457, %2460
  %2462 = icmp ult ptr %2434, %1170
  %2463 = icmp ult ptr %1128, %2437
  %2464 = and i1 %2462, %2463
  %2465 = or i1 %2461, %2464
  br i1 %2465, label %2466, label %2468

2466:                                             ; preds = %2487, %2435
  %2467 = phi i64 [ %1416, %2487 ], [ 0, %2435 ]
  br label %2517

2468:                                             ; preds = %2435, %2468
  %2469 = phi i64 [ %2485, %2468 ], [ 0, %2435 ]
  %2470 = getelementptr inbounds nuw float, ptr %1709, i64 %2469
  %2471 = load <16 x float>, ptr %2470, align 4
  %2472 = getelementptr inbounds nuw float, ptr %1417, i64 %2469
  %2473 = load <16 x float>, ptr %2472, align 4
  %2474 = getelementptr inbounds nuw float, ptr %1714, i64 %2469
  %2475 = load <16 x float>, ptr %2474, align 4
  %2476 = fmul <16 x float> %2473, %2475
  %2477 = fadd <16 x float> %2471, %2476
  store <16 x float> %2477, ptr %2470, align 4
  %2478 = getelementptr inbounds nuw float, ptr %2434, i64 %2469
  %2479 = load <16 x float>, ptr %2478, align 4
  %2480 = getelementptr float, ptr %1128, i64 %2469
  %2481 = load <16 x float>, ptr %2480, align 4
  %2482 = load <16 x float>, ptr %2474, align 4
  %2483 = fmul <16 x float> %2481, %2482
  %2484 = fadd <16 x float> %2479, %2483
  store <16 x float> %2484, ptr %2478, align 4
  %2485 = add nuw i64 %2469, 16
  %2486 = icmp eq i64 %2485, %1416
  br i1 %2486, label %2487, label %2468

2487:                                             ; preds = %2468
  br i1 %1418, label %2536, label %2466

2488:                                             ; preds = %2401, %2488
  %2489 = phi i64 [ %2515, %2488 ], [ %2402, %2401 ]
  %2490 = getelementptr float, ptr %2296, i64 %2489
  %2491 = load float, ptr %2490, align 4
  %2492 = add nuw nsw i64 %2489, %110
  %2493 = getelementptr inbounds nuw float, ptr %177, i64 %2492
  %2494 = load float, ptr %2493, align 4
  %2495 = fadd float %2491, %2494
  %2496 = getelementptr inbounds nuw float, ptr %178, i64 %2492
  %2497 = load float, ptr %2496, align 4
  %2498 = fadd float %2495, %2497
  %2499 = getelementptr inbounds nuw float, ptr %1709, i64 %2492
  %2500 = load float, ptr %2499, align 4
  %2501 = fadd float %2498, %2500
  store float %2501, ptr %2499, align 4
  %2502 = add nuw nsw i64 %2489, 1
  %2503 = getelementptr float, ptr %2296, i64 %2502
  %2504 = load float, ptr %2503, align 4
  %2505 = add nuw nsw i64 %2502, %110
  %2506 = getelementptr inbounds nuw float, ptr %177, i64 %2505
  %2507 = load float, ptr %2506, align 4
  %2508 = fadd float %2504, %2507
  %2509 = getelementptr inbounds nuw float, ptr %178, i64 %2505
  %2510 = load float, ptr %2509, align 4
  %2511 = fadd float %2508, %2510
  %2512 = getelementptr inbounds nuw float, ptr %1709, i64 %2505
  %2513 = load float, ptr %2512, align 4
  %2514 = fadd float %2511, %2513
  store float %2514, ptr %2512, align 4
  %2515 = add nuw nsw i64 %2489, 2
  %2516 = icmp eq i64 %2515, %32
  br i1 %2516, label %2433, label %2488

2517:                                             ; preds = %2466, %2517
  %2518 = phi i64 [ %2534, %2517 ], [ %2467, %2466 ]
  %2519 = getelementptr inbounds nuw float, ptr %1709, i64 %2518
  %2520 = load float, ptr %2519, align 4
  %2521 = getelementptr inbounds nuw float, ptr %1419, i64 %2518
  %2522 = load float, ptr %2521, align 4
  %2523 = getelementptr inbounds nuw float, ptr %1714, i64 %2518
  %2524 = load float, ptr %2523, align 4
  %2525 = fmul float %2522, %2524
  %2526 = fadd float %2520, %2525
  store float %2526, ptr %2519, align 4
  %2527 = getelementptr inbounds nuw float, ptr %2434, i64 %2518
  %2528 = load float, ptr %2527, align 4
  %2529 = getelementptr float, ptr %1128, i64 %2518
  %2530 = load float, ptr %2529, align 4
  %2531 = load float, ptr %2523, align 4
  %2532 = fmul float %2530, %2531
  %2533 = fadd float %2528, %2532
  store float %2533, ptr %2527, align 4
  %2534 = add nuw nsw i64 %2518, 1
  %2535 = icmp eq i64 %2534, %187
  br i1 %2535, label %2536, label %2517

2536:                                             ; preds = %2517, %2487, %2019, %2433
  %2537 = phi i1 [ %1131, %2019 ], [ true, %2433 ], [ false, %2487 ], [ false, %2517 ]
  %2538 = phi ptr [ %2020, %2019 ], [ %2434, %2433 ], [ %2434, %2487 ], [ %2434, %2517 ]
  %2539 = getelementptr float, ptr %1709, i64 %106
  %2540 = getelementptr float, ptr %1709, i64 %110
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %1709, i64 noundef %106)
  br i1 %99, label %2541, label %2542

2541:                                             ; preds = %2536
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %2538, i64 noundef %106)
  br label %2542

2542:                                             ; preds = %2541, %2536
  call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef %2540, i64 noundef %106)
  br i1 %124, label %2543, label %2656

2543:                                             ; preds = %2542
  %2544 = getelementptr i8, ptr %1714, i64 %1164
  %2545 = getelementptr i8, ptr %1709, i64 %1167
  %2546 = getelementptr i8, ptr %2545, i64 %1164
  %2547 = getelementptr i8, ptr %1709, i64 %1164
  %2548 = getelementptr i8, ptr %1709, i64 %807
  %2549 = getelementptr i8, ptr %1709, i64 %1168
  %2550 = icmp ult ptr %1714, %2546
  %2551 = icmp ult ptr %2540, %2544
  %2552 = and i1 %2550, %2551
  %2553 = icmp ult ptr %1714, %2547
  %2554 = icmp ult ptr %1709, %2544
  %2555 = and i1 %2553, %2554
  %2556 = or i1 %2552, %2555
  %2557 = icmp ult ptr %1714, %2549
  %2558 = icmp ult ptr %2548, %2544
  %2559 = and i1 %2557, %2558
  %2560 = or i1 %2556, %2559
  br i1 %2560, label %2653, label %2561

2561:                                             ; preds = %2543
  br i1 %1420, label %2630, label %2562

2562:                                             ; preds = %2561
  %2563 = getelementptr float, ptr %1709, i64 %1121
  br label %2564

2564:                                             ; preds = %2564, %2562
  %2565 = phi i64 [ 0, %2562 ], [ %2626, %2564 ]
  %2566 = getelementptr float, ptr %1709, i64 %2565
  %2567 = getelementptr i8, ptr %2566, i64 64
  %2568 = getelementptr i8, ptr %2566, i64 128
  %2569 = getelementptr i8, ptr %2566, i64 192
  %2570 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %2566, <16 x i1> %1425, <16 x float> poison)
  %2571 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %2567, <16 x i1> %1425, <16 x float> poison)
  %2572 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %2568, <16 x i1> %1425, <16 x float> poison)
  %2573 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %2569, <16 x i1> %1425, <16 x float> poison)
  %2574 = fsub <16 x float> splat (float 1.000000e+00), %2570
  %2575 = fsub <16 x float> splat (float 1.000000e+00), %2571
  %2576 = fsub <16 x float> splat (float 1.000000e+00), %2572
  %2577 = fsub <16 x float> splat (float 1.000000e+00), %2573
  %2578 = getelementptr float, ptr %2563, i64 %2565
  %2579 = getelementptr i8, ptr %2578, i64 64
  %2580 = getelementptr i8, ptr %2578, i64 128
  %2581 = getelementptr i8, ptr %2578, i64 192
  %2582 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %2578, <16 x i1> %1424, <16 x float> poison)
  %2583 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %2579, <16 x i1> %1424, <16 x float> poison)
  %2584 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %2580, <16 x i1> %1424, <16 x float> poison)
  %2585 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %2581, <16 x i1> %1424, <16 x float> poison)
  %2586 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %2566, <16 x i1> %1424, <16 x float> poison)
  %2587 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %2567, <16 x i1> %1424, <16 x float> poison)
  %2588 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %2568, <16 x i1> %1424, <16 x float> poison)
  %2589 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %2569, <16 x i1> %1424, <16 x float> poison)
  %2590 = select i1 %99, <16 x float> %2586, <16 x float> %2570
  %2591 = select i1 %99, <16 x float> %2587, <16 x float> %2571
  %2592 = select i1 %99, <16 x float> %2588, <16 x float> %2572
  %2593 = select i1 %99, <16 x float> %2589, <16 x float> %2573
  %2594 = select i1 %99, <16 x float> %2582, <16 x float> %2574
  %2595 = select i1 %99, <16 x float> %2583, <16 x float> %2575
  %2596 = select i1 %99, <16 x float> %2584, <16 x float> %2576
  %2597 = select i1 %99, <16 x float> %2585, <16 x float> %2577
  %2598 = getelementptr inbounds nuw float, ptr %1714, i64 %2565
  %2599 = getelementptr inbounds nuw i8, ptr %2598, i64 64
  %2600 = getelementptr inbounds nuw i8, ptr %2598, i64 128
  %2601 = getelementptr inbounds nuw i8, ptr %2598, i64 192
  %2602 = load <16 x float>, ptr %2598, align 4
  %2603 = load <16 x float>, ptr %2599, align 4
  %2604 = load <16 x float>, ptr %2600, align 4
  %2605 = load <16 x float>, ptr %2601, align 4
  %2606 = fmul <16 x float> %2594, %2602
  %2607 = fmul <16 x float> %2595, %2603
  %2608 = fmul <16 x float> %2596, %2604
  %2609 = fmul <16 x float> %2597, %2605
  %2610 = getelementptr inbounds nuw float, ptr %2540, i64 %2565
  %2611 = getelementptr inbounds nuw i8, ptr %2610, i64 64
  %2612 = getelementptr inbounds nuw i8, ptr %2610, i64 128
  %2613 = getelementptr inbounds nuw i8, ptr %2610, i64 192
  %2614 = load <16 x float>, ptr %2610, align 4
  %2615 = load <16 x float>, ptr %2611, align 4
  %2616 = load <16 x float>, ptr %2612, align 4
  %2617 = load <16 x float>, ptr %2613, align 4
  %2618 = fmul <16 x float> %2590, %2614
  %2619 = fmul <16 x float> %2591, %2615
  %2620 = fmul <16 x float> %2592, %2616
  %2621 = fmul <16 x float> %2593, %2617
  %2622 = fadd <16 x float> %2606, %2618
  %2623 = fadd <16 x float> %2607, %2619
  %2624 = fadd <16 x float> %2608, %2620
  %2625 = fadd <16 x float> %2609, %2621
  store <16 x float> %2622, ptr %2598, align 4
  store <16 x float> %2623, ptr %2599, align 4
  store <16 x float> %2624, ptr %2600, align 4
  store <16 x float> %2625, ptr %2601, align 4
  %2626 = add nuw i64 %2565, 64
  %2627 = icmp eq i64 %2626, %1422
  br i1 %2627, label %2628, label %2564

2628:                                             ; preds = %2564
  br i1 %1426, label %2656, label %2629

2629:                                             ; preds = %2628
  br i1 %1427, label %2653, label %2630

2630:                                             ; preds = %2561, %2629
  %2631 = phi i64 [ %1422, %2629 ], [ 0, %2561 ]
  %2632 = getelementptr float, ptr %1709, i64 %1121
  br label %2633

2633:                                             ; preds = %2633, %2630
  %2634 = phi i64 [ %2631, %2630 ], [ %2650, %2633 ]
  %2635 = getelementptr float, ptr %1709, i64 %2634
  %2636 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2635, <8 x i1> %1431, <8 x float> poison)
  %2637 = fsub <8 x float> splat (float 1.000000e+00), %2636
  %2638 = getelementptr float, ptr %2632, i64 %2634
  %2639 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2638, <8 x i1> %1430, <8 x float> poison)
  %2640 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2635, <8 x i1> %1430, <8 x float> poison)
  %2641 = select i1 %99, <8 x float> %2640, <8 x float> %2636
  %2642 = select i1 %99, <8 x float> %2639, <8 x float> %2637
  %2643 = getelementptr inbounds nuw float, ptr %1714, i64 %2634
  %2644 = load <8 x float>, ptr %2643, align 4
  %2645 = fmul <8 x float> %2642, %2644
  %2646 = getelementptr inbounds nuw float, ptr %2540, i64 %2634
  %2647 = load <8 x float>, ptr %2646, align 4
  %2648 = fmul <8 x float> %2641, %2647
  %2649 = fadd <8 x float> %2645, %2648
  store <8 x float> %2649, ptr %2643, align 4
  %2650 = add nuw i64 %2634, 8
  %2651 = icmp eq i64 %2650, %1428
  br i1 %2651, label %2652, label %2633

2652:                                             ; preds = %2633
  br i1 %1432, label %2656, label %2653

2653:                                             ; preds = %2543, %2629, %2652
  %2654 = phi i64 [ 0, %2543 ], [ %1422, %2629 ], [ %1428, %2652 ]
  %2655 = getelementptr inbounds float, ptr %1709, i64 %1121
  br label %2722

2656:                                             ; preds = %2733, %2628, %2652, %2542
  br i1 %2537, label %2766, label %2657

2657:                                             ; preds = %2656
  br i1 %1433, label %2706, label %2658

2658:                                             ; preds = %2657
  %2659 = getelementptr i8, ptr %1709, i64 %1165
  %2660 = getelementptr i8, ptr %1714, i64 %1164
  %2661 = icmp ult ptr %2539, %1166
  %2662 = icmp ult ptr %1129, %2659
  %2663 = and i1 %2661, %2662
  %2664 = icmp ult ptr %2539, %2660
  %2665 = icmp ult ptr %1714, %2659
  %2666 = and i1 %2664, %2665
  %2667 = or i1 %2663, %2666
  br i1 %2667, label %2706, label %2668

2668:                                             ; preds = %2658
  br i1 %1434, label %2691, label %2669

2669:                                             ; preds = %2668, %2669
  %2670 = phi i64 [ %2687, %2669 ], [ 0, %2668 ]
  %2671 = getelementptr inbounds nuw float, ptr %2539, i64 %2670
  %2672 = getelementptr inbounds nuw i8, ptr %2671, i64 64
  %2673 = load <16 x float>, ptr %2671, align 4
  %2674 = load <16 x float>, ptr %2672, align 4
  %2675 = getelementptr float, ptr %1129, i64 %2670
  %2676 = getelementptr i8, ptr %2675, i64 64
  %2677 = load <16 x float>, ptr %2675, align 4
  %2678 = load <16 x float>, ptr %2676, align 4
  %2679 = getelementptr inbounds nuw float, ptr %1714, i64 %2670
  %2680 = getelementptr inbounds nuw i8, ptr %2679, i64 64
  %2681 = load <16 x float>, ptr %2679, align 4
  %2682 = load <16 x float>, ptr %2680, align 4
  %2683 = fmul <16 x float> %2677, %2681
  %2684 = fmul <16 x float> %2678, %2682
  %2685 = fadd <16 x float> %2673, %2683
  %2686 = fadd <16 x float> %2674, %2684
  store <16 x float> %2685, ptr %2671, align 4
  store <16 x float> %2686, ptr %2672, align 4
  %2687 = add nuw i64 %2670, 32
  %2688 = icmp eq i64 %2687, %1436
  br i1 %2688, label %2689, label %2669

2689:                                             ; preds = %2669
  br i1 %1437, label %2766, label %2690

2690:                                             ; preds = %2689
  br i1 %1438, label %2706, label %2691

2691:                                             ; preds = %2668, %2690
  %2692 = phi i64 [ %1436, %2690 ], [ 0, %2668 ]
  br label %2693

2693:                                             ; preds = %2693, %2691
  %2694 = phi i64 [ %2692, %2691 ], [ %2703, %2693 ]
  %2695 = getelementptr inbounds nuw float, ptr %2539, i64 %2694
  %2696 = load <4 x float>, ptr %2695, align 4
  %2697 = getelementptr float, ptr %1129, i64 %2694
  %2698 = load <4 x float>, ptr %2697, align 4
  %2699 = getelementptr inbounds nuw float, ptr %1714, i64 %2694
  %2700 = load <4 x float>, ptr %2699, align 4
  %2701 = fmul <4 x float> %2698, %2700
  %2702 = fadd <4 x float> %2696, %2701
  store <4 x float> %2702, ptr %2695, align 4
  %2703 = add nuw i64 %2694, 4
  %2704 = icmp eq i64 %2703, %1439
  br i1 %2704, label %2705, label %2693

2705:                                             ; preds = %2693
  br i1 %1440, label %2766, label %2706

2706:                                             ; preds = %2658, %2657, %2690, %2705
  %2707 = phi i64 [ 0, %2657 ], [ 0, %2658 ], [ %1436, %2690 ], [ %1439, %2705 ]
  %2708 = or disjoint i64 %2707, 1
  br i1 %1442, label %2719, label %2709

2709:                                             ; preds = %2706
  %2710 = getelementptr inbounds nuw float, ptr %2539, i64 %2707
  %2711 = load float, ptr %2710, align 4
  %2712 = getelementptr float, ptr %1129, i64 %2707
  %2713 = load float, ptr %2712, align 4
  %2714 = getelementptr inbounds nuw float, ptr %1714, i64 %2707
  %2715 = load float, ptr %2714, align 4
  %2716 = fmul float %2713, %2715
  %2717 = fadd float %2711, %2716
  store float %2717, ptr %2710, align 4
  %2718 = or disjoint i64 %2707, 1
  br label %2719

2719:                                             ; preds = %2709, %2706
  %2720 = phi i64 [ %2707, %2706 ], [ %2718, %2709 ]
  %2721 = icmp eq i64 %187, %2708
  br i1 %2721, label %2766, label %2745

2722:                                             ; preds = %2653, %2733
  %2723 = phi i64 [ %2743, %2733 ], [ %2654, %2653 ]
  br i1 %99, label %2728, label %2724

2724:                                             ; preds = %2722
  %2725 = getelementptr inbounds nuw float, ptr %1709, i64 %2723
  %2726 = load float, ptr %2725, align 4
  %2727 = fsub float 1.000000e+00, %2726
  br label %2733

2728:                                             ; preds = %2722
  %2729 = getelementptr inbounds nuw float, ptr %2655, i64 %2723
  %2730 = load float, ptr %2729, align 4
  %2731 = getelementptr inbounds nuw float, ptr %1709, i64 %2723
  %2732 = load float, ptr %2731, align 4
  br label %2733

2733:                                             ; preds = %2728, %2724
  %2734 = phi float [ %2726, %2724 ], [ %2732, %2728 ]
  %2735 = phi float [ %2727, %2724 ], [ %2730, %2728 ]
  %2736 = getelementptr inbounds nuw float, ptr %1714, i64 %2723
  %2737 = load float, ptr %2736, align 4
  %2738 = fmul float %2735, %2737
  %2739 = getelementptr inbounds nuw float, ptr %2540, i64 %2723
  %2740 = load float, ptr %2739, align 4
  %2741 = fmul float %2734, %2740
  %2742 = fadd float %2738, %2741
  store float %2742, ptr %2736, align 4
  %2743 = add nuw nsw i64 %2723, 1
  %2744 = icmp eq i64 %2743, %187
  br i1 %2744, label %2656, label %2722

2745:                                             ; preds = %2719, %2745
  %2746 = phi i64 [ %2764, %2745 ], [ %2720, %2719 ]
  %2747 = getelementptr inbounds nuw float, ptr %2539, i64 %2746
  %2748 = load float, ptr %2747, align 4
  %2749 = getelementptr float, ptr %1129, i64 %2746
  %2750 = load float, ptr %2749, align 4
  %2751 = getelementptr inbounds nuw float, ptr %1714, i64 %2746
  %2752 = load float, ptr %2751, align 4
  %2753 = fmul float %2750, %2752
  %2754 = fadd float %2748, %2753
  store float %2754, ptr %2747, align 4
  %2755 = add nuw nsw i64 %2746, 1
  %2756 = getelementptr inbounds nuw float, ptr %2539, i64 %2755
  %2757 = load float, ptr %2756, align 4
  %2758 = getelementptr float, ptr %1129, i64 %2755
  %2759 = load float, ptr %2758, align 4
  %2760 = getelementptr inbounds nuw float, ptr %1714, i64 %2755
  %2761 = load float, ptr %2760, align 4
  %2762 = fmul float %2759, %2761
  %2763 = fadd float %2757, %2762
  store float %2763, ptr %2756, align 4
  %2764 = add nuw nsw i64 %2746, 2
  %2765 = icmp eq i64 %2764, %187
  br i1 %2765, label %2766, label %2745

2766:                                             ; preds = %2719, %2745, %2689, %2705, %2656
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %2539, i64 noundef %106)
  br i1 %124, label %2839, label %2767

2767:                                             ; preds = %2766
  call fastcc void @apply(i64 %94, <2 x float> %98, float noundef 0.000000e+00, ptr noundef %2540, i64 noundef %106)
  br label %3783

2768:                                             ; preds = %2839
  call fastcc void @apply(i64 %94, <2 x float> %98, float noundef 0.000000e+00, ptr noundef nonnull %2540, i64 noundef %106)
  br i1 %1443, label %2821, label %2769

2769:                                             ; preds = %2768
  %2770 = add i64 %1162, %1712
  %2771 = sub i64 %2770, %1710
  %2772 = icmp ult i64 %2771, 256
  %2773 = add i64 %1444, %1710
  %2774 = sub i64 %1712, %2773
  %2775 = icmp ult i64 %2774, 256
  %2776 = or i1 %2772, %2775
  br i1 %2776, label %2821, label %2777

2777:                                             ; preds = %2769
  br i1 %1445, label %2808, label %2778

2778:                                             ; preds = %2777, %2778
  %2779 = phi i64 [ %2804, %2778 ], [ 0, %2777 ]
  %2780 = getelementptr inbounds nuw float, ptr %2539, i64 %2779
  %2781 = getelementptr inbounds nuw i8, ptr %2780, i64 64
  %2782 = getelementptr inbounds nuw i8, ptr %2780, i64 128
  %2783 = getelementptr inbounds nuw i8, ptr %2780, i64 192
  %2784 = load <16 x float>, ptr %2780, align 4
  %2785 = load <16 x float>, ptr %2781, align 4
  %2786 = load <16 x float>, ptr %2782, align 4
  %2787 = load <16 x float>, ptr %2783, align 4
  %2788 = getelementptr inbounds nuw float, ptr %2540, i64 %2779
  %2789 = getelementptr inbounds nuw i8, ptr %2788, i64 64
  %2790 = getelementptr inbounds nuw i8, ptr %2788, i64 128
  %2791 = getelementptr inbounds nuw i8, ptr %2788, i64 192
  %2792 = load <16 x float>, ptr %2788, align 4
  %2793 = load <16 x float>, ptr %2789, align 4
  %2794 = load <16 x float>, ptr %2790, align 4
  %2795 = load <16 x float>, ptr %2791, align 4
  %2796 = fmul <16 x float> %2784, %2792
  %2797 = fmul <16 x float> %2785, %2793
  %2798 = fmul <16 x float> %2786, %2794
  %2799 = fmul <16 x float> %2787, %2795
  %2800 = getelementptr inbounds nuw float, ptr %1711, i64 %2779
  %2801 = getelementptr inbounds nuw i8, ptr %2800, i64 64
  %2802 = getelementptr inbounds nuw i8, ptr %2800, i64 128
  %2803 = getelementptr inbounds nuw i8, ptr %2800, i64 192
  store <16 x float> %2796, ptr %2800, align 4
  store <16 x float> %2797, ptr %2801, align 4
  store <16 x float> %2798, ptr %2802, align 4
  store <16 x float> %2799, ptr %2803, align 4
  %2804 = add nuw i64 %2779, 64
  %2805 = icmp eq i64 %2804, %1447
  br i1 %2805, label %2806, label %2778

2806:                                             ; preds = %2778
  br i1 %1448, label %3783, label %2807

2807:                                             ; preds = %2806
  br i1 %1449, label %2821, label %2808

2808:                                             ; preds = %2777, %2807
  %2809 = phi i64 [ %1447, %2807 ], [ 0, %2777 ]
  br label %2810

2810:                                             ; preds = %2810, %2808
  %2811 = phi i64 [ %2809, %2808 ], [ %2818, %2810 ]
  %2812 = getelementptr inbounds nuw float, ptr %2539, i64 %2811
  %2813 = load <8 x float>, ptr %2812, align 4
  %2814 = getelementptr inbounds nuw float, ptr %2540, i64 %2811
  %2815 = load <8 x float>, ptr %2814, align 4
  %2816 = fmul <8 x float> %2813, %2815
  %2817 = getelementptr inbounds nuw float, ptr %1711, i64 %2811
  store <8 x float> %2816, ptr %2817, align 4
  %2818 = add nuw i64 %2811, 8
  %2819 = icmp eq i64 %2818, %1450
  br i1 %2819, label %2820, label %2810

2820:                                             ; preds = %2810
  br i1 %1451, label %3783, label %2821

2821:                                             ; preds = %2769, %2768, %2807, %2820
  %2822 = phi i64 [ 0, %2768 ], [ 0, %2769 ], [ %1447, %2807 ], [ %1450, %2820 ]
  br i1 %1453, label %2835, label %2823

2823:                                             ; preds = %2821, %2823
  %2824 = phi i64 [ %2832, %2823 ], [ %2822, %2821 ]
  %2825 = phi i64 [ %2833, %2823 ], [ 0, %2821 ]
  %2826 = getelementptr inbounds nuw float, ptr %2539, i64 %2824
  %2827 = load float, ptr %2826, align 4
  %2828 = getelementptr inbounds nuw float, ptr %2540, i64 %2824
  %2829 = load float, ptr %2828, align 4
  %2830 = fmul float %2827, %2829
  %2831 = getelementptr inbounds nuw float, ptr %1711, i64 %2824
  store float %2830, ptr %2831, align 4
  %2832 = add nuw nsw i64 %2824, 1
  %2833 = add i64 %2825, 1
  %2834 = icmp eq i64 %2833, %1452
  br i1 %2834, label %2835, label %2823

2835:                                             ; preds = %2823, %2821
  %2836 = phi i64 [ %2822, %2821 ], [ %2832, %2823 ]
  %2837 = sub nsw i64 %2822, %32
  %2838 = icmp ugt i64 %2837, -4
  br i1 %2838, label %3783, label %2846

2839:                                             ; preds = %2766, %2839
  %2840 = phi i64 [ %2844, %2839 ], [ 0, %2766 ]
  %2841 = getelementptr inbounds nuw float, ptr %2540, i64 %2840
  %2842 = getelementptr inbounds nuw float, ptr %1714, i64 %2840
  %2843 = load <16 x float>, ptr %2842, align 4
  store <16 x float> %2843, ptr %2841, align 4
  %2844 = add nuw nsw i64 %2840, 16
  %2845 = icmp slt i64 %2844, %106
  br i1 %2845, label %2839, label %2768

2846:                                             ; preds = %2835, %2846
  %2847 = phi i64 [ %2875, %2846 ], [ %2836, %2835 ]
  %2848 = getelementptr inbounds nuw float, ptr %2539, i64 %2847
  %2849 = load float, ptr %2848, align 4
  %2850 = getelementptr inbounds nuw float, ptr %2540, i64 %2847
  %2851 = load float, ptr %2850, align 4
  %2852 = fmul float %2849, %2851
  %2853 = getelementptr inbounds nuw float, ptr %1711, i64 %2847
  store float %2852, ptr %2853, align 4
  %2854 = add nuw nsw i64 %2847, 1
  %2855 = getelementptr inbounds nuw float, ptr %2539, i64 %2854
  %2856 = load float, ptr %2855, align 4
  %2857 = getelementptr inbounds nuw float, ptr %2540, i64 %2854
  %2858 = load float, ptr %2857, align 4
  %2859 = fmul float %2856, %2858
  %2860 = getelementptr inbounds nuw float, ptr %1711, i64 %2854
  store float %2859, ptr %2860, align 4
  %2861 = add nuw nsw i64 %2847, 2
  %2862 = getelementptr inbounds nuw float, ptr %2539, i64 %2861
  %2863 = load float, ptr %2862, align 4
  %2864 = getelementptr inbounds nuw float, ptr %2540, i64 %2861
  %2865 = load float, ptr %2864, align 4
  %2866 = fmul float %2863, %2865
  %2867 = getelementptr inbounds nuw float, ptr %1711, i64 %2861
  store float %2866, ptr %2867, align 4
  %2868 = add nuw nsw i64 %2847, 3
  %2869 = getelementptr inbounds nuw float, ptr %2539, i64 %2868
  %2870 = load float, ptr %2869, align 4
  %2871 = getelementptr inbounds nuw float, ptr %2540, i64 %2868
  %2872 = load float, ptr %2871, align 4
  %2873 = fmul float %2870, %2872
  %2874 = getelementptr inbounds nuw float, ptr %1711, i64 %2868
  store float %2873, ptr %2874, align 4
  %2875 = add nuw nsw i64 %2847, 4
  %2876 = icmp eq i64 %2875, %32
  br i1 %2876, label %3783, label %2846

2877:                                             ; preds = %1914
  br i1 %100, label %2982, label %2878

2878:                                             ; preds = %2877
  br i1 %124, label %2879, label %3648

2879:                                             ; preds = %2878
  br i1 %1305, label %2963, label %2880

2880:                                             ; preds = %2879
  %2881 = getelementptr i8, ptr %1709, i64 %1294
  %2882 = getelementptr i8, ptr %1707, i64 %1294
  %2883 = icmp ult ptr %1709, %2882
  %2884 = icmp ult ptr %1707, %2881
  %2885 = and i1 %2883, %2884
  %2886 = icmp ult ptr %1709, %1300
  %2887 = icmp ult ptr %178, %2881
  %2888 = and i1 %2886, %2887
  %2889 = or i1 %2885, %2888
  %2890 = icmp ult ptr %1709, %1304
  %2891 = icmp ult ptr %177, %2881
  %2892 = and i1 %2890, %2891
  %2893 = or i1 %2889, %2892
  br i1 %2893, label %2963, label %2894

2894:                                             ; preds = %2880
  br i1 %1306, label %2945, label %2895

2895:                                             ; preds = %2894, %2895
  %2896 = phi i64 [ %2941, %2895 ], [ 0, %2894 ]
  %2897 = getelementptr inbounds nuw float, ptr %1707, i64 %2896
  %2898 = getelementptr inbounds nuw i8, ptr %2897, i64 64
  %2899 = getelementptr inbounds nuw i8, ptr %2897, i64 128
  %2900 = getelementptr inbounds nuw i8, ptr %2897, i64 192
  %2901 = load <16 x float>, ptr %2897, align 4
  %2902 = load <16 x float>, ptr %2898, align 4
  %2903 = load <16 x float>, ptr %2899, align 4
  %2904 = load <16 x float>, ptr %2900, align 4
  %2905 = getelementptr inbounds nuw float, ptr %177, i64 %2896
  %2906 = getelementptr inbounds nuw i8, ptr %2905, i64 64
  %2907 = getelementptr inbounds nuw i8, ptr %2905, i64 128
  %2908 = getelementptr inbounds nuw i8, ptr %2905, i64 192
  %2909 = load <16 x float>, ptr %2905, align 4
  %2910 = load <16 x float>, ptr %2906, align 4
  %2911 = load <16 x float>, ptr %2907, align 4
  %2912 = load <16 x float>, ptr %2908, align 4
  %2913 = fadd <16 x float> %2901, %2909
  %2914 = fadd <16 x float> %2902, %2910
  %2915 = fadd <16 x float> %2903, %2911
  %2916 = fadd <16 x float> %2904, %2912
  %2917 = getelementptr inbounds nuw float, ptr %178, i64 %2896
  %2918 = getelementptr inbounds nuw i8, ptr %2917, i64 64
  %2919 = getelementptr inbounds nuw i8, ptr %2917, i64 128
  %2920 = getelementptr inbounds nuw i8, ptr %2917, i64 192
  %2921 = load <16 x float>, ptr %2917, align 4
  %2922 = load <16 x float>, ptr %2918, align 4
  %2923 = load <16 x float>, ptr %2919, align 4
  %2924 = load <16 x float>, ptr %2920, align 4
  %2925 = fadd <16 x float> %2913, %2921
  %2926 = fadd <16 x float> %2914, %2922
  %2927 = fadd <16 x float> %2915, %2923
  %2928 = fadd <16 x float> %2916, %2924
  %2929 = getelementptr inbounds nuw float, ptr %1709, i64 %2896
  %2930 = getelementptr inbounds nuw i8, ptr %2929, i64 64
  %2931 = getelementptr inbounds nuw i8, ptr %2929, i64 128
  %2932 = getelementptr inbounds nuw i8, ptr %2929, i64 192
  %2933 = load <16 x float>, ptr %2929, align 4
  %2934 = load <16 x float>, ptr %2930, align 4
  %2935 = load <16 x float>, ptr %2931, align 4
  %2936 = load <16 x float>, ptr %2932, align 4
  %2937 = fadd <16 x float> %2925, %2933
  %2938 = fadd <16 x float> %2926, %2934
  %2939 = fadd <16 x float> %2927, %2935
  %2940 = fadd <16 x float> %2928, %2936
  store <16 x float> %2937, ptr %2929, align 4
  store <16 x float> %2938, ptr %2930, align 4
  store <16 x float> %2939, ptr %2931, align 4
  store <16 x float> %2940, ptr %2932, align 4
  %2941 = add nuw i64 %2896, 64
  %2942 = icmp eq i64 %2941, %1308
  br i1 %2942, label %2943, label %2895

2943:                                             ; preds = %2895
  br i1 %1309, label %3512, label %2944

2944:                                             ; preds = %2943
  br i1 %1310, label %2963, label %2945

2945:                                             ; preds = %2894, %2944
  %2946 = phi i64 [ %1308, %2944 ], [ 0, %2894 ]
  br label %2947

2947:                                             ; preds = %2947, %2945
  %2948 = phi i64 [ %2946, %2945 ], [ %2960, %2947 ]
  %2949 = getelementptr inbounds nuw float, ptr %1707, i64 %2948
  %2950 = load <8 x float>, ptr %2949, align 4
  %2951 = getelementptr inbounds nuw float, ptr %177, i64 %2948
  %2952 = load <8 x float>, ptr %2951, align 4
  %2953 = fadd <8 x float> %2950, %2952
  %2954 = getelementptr inbounds nuw float, ptr %178, i64 %2948
  %2955 = load <8 x float>, ptr %2954, align 4
  %2956 = fadd <8 x float> %2953, %2955
  %2957 = getelementptr inbounds nuw float, ptr %1709, i64 %2948
  %2958 = load <8 x float>, ptr %2957, align 4
  %2959 = fadd <8 x float> %2956, %2958
  store <8 x float> %2959, ptr %2957, align 4
  %2960 = add nuw i64 %2948, 8
  %2961 = icmp eq i64 %2960, %1311
  br i1 %2961, label %2962, label %2947

2962:                                             ; preds = %2947
  br i1 %1312, label %3512, label %2963

2963:                                             ; preds = %2880, %2879, %2944, %2962
  %2964 = phi i64 [ 0, %2879 ], [ 0, %2880 ], [ %1308, %2944 ], [ %1311, %2962 ]
  %2965 = or disjoint i64 %2964, 1
  br i1 %1314, label %2979, label %2966

2966:                                             ; preds = %2963
  %2967 = getelementptr inbounds nuw float, ptr %1707, i64 %2964
  %2968 = load float, ptr %2967, align 4
  %2969 = getelementptr inbounds nuw float, ptr %177, i64 %2964
  %2970 = load float, ptr %2969, align 4
  %2971 = fadd float %2968, %2970
  %2972 = getelementptr inbounds nuw float, ptr %178, i64 %2964
  %2973 = load float, ptr %2972, align 4
  %2974 = fadd float %2971, %2973
  %2975 = getelementptr inbounds nuw float, ptr %1709, i64 %2964
  %2976 = load float, ptr %2975, align 4
  %2977 = fadd float %2974, %2976
  store float %2977, ptr %2975, align 4
  %2978 = or disjoint i64 %2964, 1
  br label %2979

2979:                                             ; preds = %2966, %2963
  %2980 = phi i64 [ %2964, %2963 ], [ %2978, %2966 ]
  %2981 = icmp eq i64 %32, %2965
  br i1 %2981, label %3512, label %3621

2982:                                             ; preds = %2877
  br i1 %124, label %2983, label %3356

2983:                                             ; preds = %2982
  br i1 %1336, label %3067, label %2984

2984:                                             ; preds = %2983
  %2985 = getelementptr i8, ptr %1709, i64 %1266
  %2986 = getelementptr i8, ptr %1707, i64 %1266
  %2987 = icmp ult ptr %1709, %2986
  %2988 = icmp ult ptr %1707, %2985
  %2989 = and i1 %2987, %2988
  %2990 = icmp ult ptr %1709, %1272
  %2991 = icmp ult ptr %178, %2985
  %2992 = and i1 %2990, %2991
  %2993 = or i1 %2989, %2992
  %2994 = icmp ult ptr %1709, %1276
  %2995 = icmp ult ptr %177, %2985
  %2996 = and i1 %2994, %2995
  %2997 = or i1 %2993, %2996
  br i1 %2997, label %3067, label %2998

2998:                                             ; preds = %2984
  br i1 %1337, label %3049, label %2999

2999:                                             ; preds = %2998, %2999
  %3000 = phi i64 [ %3045, %2999 ], [ 0, %2998 ]
  %3001 = getelementptr inbounds nuw float, ptr %1707, i64 %3000
  %3002 = getelementptr inbounds nuw i8, ptr %3001, i64 64
  %3003 = getelementptr inbounds nuw i8, ptr %3001, i64 128
  %3004 = getelementptr inbounds nuw i8, ptr %3001, i64 192
  %3005 = load <16 x float>, ptr %3001, align 4
  %3006 = load <16 x float>, ptr %3002, align 4
  %3007 = load <16 x float>, ptr %3003, align 4
  %3008 = load <16 x float>, ptr %3004, align 4
  %3009 = getelementptr inbounds nuw float, ptr %177, i64 %3000
  %3010 = getelementptr inbounds nuw i8, ptr %3009, i64 64
  %3011 = getelementptr inbounds nuw i8, ptr %3009, i64 128
  %3012 = getelementptr inbounds nuw i8, ptr %3009, i64 192
  %3013 = load <16 x float>, ptr %3009, align 4
  %3014 = load <16 x float>, ptr %3010, align 4
  %3015 = load <16 x float>, ptr %3011, align 4
  %3016 = load <16 x float>, ptr %3012, align 4
  %3017 = fadd <16 x float> %3005, %3013
  %3018 = fadd <16 x float> %3006, %3014
  %3019 = fadd <16 x float> %3007, %3015
  %3020 = fadd <16 x float> %3008, %3016
  %3021 = getelementptr inbounds nuw float, ptr %178, i64 %3000
  %3022 = getelementptr inbounds nuw i8, ptr %3021, i64 64
  %3023 = getelementptr inbounds nuw i8, ptr %3021, i64 128
  %3024 = getelementptr inbounds nuw i8, ptr %3021, i64 192
  %3025 = load <16 x float>, ptr %3021, align 4
  %3026 = load <16 x float>, ptr %3022, align 4
  %3027 = load <16 x float>, ptr %3023, align 4
  %3028 = load <16 x float>, ptr %3024, align 4
  %3029 = fadd <16 x float> %3017, %3025
  %3030 = fadd <16 x float> %3018, %3026
  %3031 = fadd <16 x float> %3019, %3027
  %3032 = fadd <16 x float> %3020, %3028
  %3033 = getelementptr inbounds nuw float, ptr %1709, i64 %3000
  %3034 = getelementptr inbounds nuw i8, ptr %3033, i64 64
  %3035 = getelementptr inbounds nuw i8, ptr %3033, i64 128
  %3036 = getelementptr inbounds nuw i8, ptr %3033, i64 192
  %3037 = load <16 x float>, ptr %3033, align 4
  %3038 = load <16 x float>, ptr %3034, align 4
  %3039 = load <16 x float>, ptr %3035, align 4
  %3040 = load <16 x float>, ptr %3036, align 4
  %3041 = fadd <16 x float> %3029, %3037
  %3042 = fadd <16 x float> %3030, %3038
  %3043 = fadd <16 x float> %3031, %3039
  %3044 = fadd <16 x float> %3032, %3040
  store <16 x float> %3041, ptr %3033, align 4
  store <16 x float> %3042, ptr %3034, align 4
  store <16 x float> %3043, ptr %3035, align 4
  store <16 x float> %3044, ptr %3036, align 4
  %3045 = add nuw i64 %3000, 64
  %3046 = icmp eq i64 %3045, %1339
  br i1 %3046, label %3047, label %2999

3047:                                             ; preds = %2999
  br i1 %1340, label %3086, label %3048

3048:                                             ; preds = %3047
  br i1 %1341, label %3067, label %3049

3049:                                             ; preds = %2998, %3048
  %3050 = phi i64 [ %1339, %3048 ], [ 0, %2998 ]
  br label %3051

3051:                                             ; preds = %3051, %3049
  %3052 = phi i64 [ %3050, %3049 ], [ %3064, %3051 ]
  %3053 = getelementptr inbounds nuw float, ptr %1707, i64 %3052
  %3054 = load <8 x float>, ptr %3053, align 4
  %3055 = getelementptr inbounds nuw float, ptr %177, i64 %3052
  %3056 = load <8 x float>, ptr %3055, align 4
  %3057 = fadd <8 x float> %3054, %3056
  %3058 = getelementptr inbounds nuw float, ptr %178, i64 %3052
  %3059 = load <8 x float>, ptr %3058, align 4
  %3060 = fadd <8 x float> %3057, %3059
  %3061 = getelementptr inbounds nuw float, ptr %1709, i64 %3052
  %3062 = load <8 x float>, ptr %3061, align 4
  %3063 = fadd <8 x float> %3060, %3062
  store <8 x float> %3063, ptr %3061, align 4
  %3064 = add nuw i64 %3052, 8
  %3065 = icmp eq i64 %3064, %1342
  br i1 %3065, label %3066, label %3051

3066:                                             ; preds = %3051
  br i1 %1343, label %3086, label %3067

3067:                                             ; preds = %2984, %2983, %3048, %3066
  %3068 = phi i64 [ 0, %2983 ], [ 0, %2984 ], [ %1339, %3048 ], [ %1342, %3066 ]
  %3069 = or disjoint i64 %3068, 1
  br i1 %1345, label %3083, label %3070

3070:                                             ; preds = %3067
  %3071 = getelementptr inbounds nuw float, ptr %1707, i64 %3068
  %3072 = load float, ptr %3071, align 4
  %3073 = getelementptr inbounds nuw float, ptr %177, i64 %3068
  %3074 = load float, ptr %3073, align 4
  %3075 = fadd float %3072, %3074
  %3076 = getelementptr inbounds nuw float, ptr %178, i64 %3068
  %3077 = load float, ptr %3076, align 4
  %3078 = fadd float %3075, %3077
  %3079 = getelementptr inbounds nuw float, ptr %1709, i64 %3068
  %3080 = load float, ptr %3079, align 4
  %3081 = fadd float %3078, %3080
  store float %3081, ptr %3079, align 4
  %3082 = or disjoint i64 %3068, 1
  br label %3083

3083:                                             ; preds = %3070, %3067
  %3084 = phi i64 [ %3068, %3067 ], [ %3082, %3070 ]
  %3085 = icmp eq i64 %32, %3069
  br i1 %3085, label %3086, label %3195

3086:                                             ; preds = %3083, %3195, %3066, %3047
  %3087 = getelementptr float, ptr %1707, i64 %32
  br i1 %1346, label %3175, label %3088

3088:                                             ; preds = %3086
  %3089 = getelementptr i8, ptr %1709, i64 %1249
  %3090 = getelementptr i8, ptr %1709, i64 %1249
  %3091 = getelementptr i8, ptr %3090, i64 %1250
  %3092 = getelementptr i8, ptr %1707, i64 %1124
  %3093 = icmp ult ptr %3089, %3092
  %3094 = icmp ult ptr %3087, %3091
  %3095 = and i1 %3093, %3094
  %3096 = icmp ult ptr %3089, %1258
  %3097 = icmp ult ptr %1256, %3091
  %3098 = and i1 %3096, %3097
  %3099 = or i1 %3095, %3098
  %3100 = icmp ult ptr %3089, %1265
  %3101 = icmp ult ptr %1263, %3091
  %3102 = and i1 %3100, %3101
  %3103 = or i1 %3099, %3102
  br i1 %3103, label %3175, label %3104

3104:                                             ; preds = %3088
  br i1 %1347, label %3156, label %3105

3105:                                             ; preds = %3104, %3105
  %3106 = phi i64 [ %3152, %3105 ], [ 0, %3104 ]
  %3107 = getelementptr float, ptr %3087, i64 %3106
  %3108 = getelementptr i8, ptr %3107, i64 64
  %3109 = getelementptr i8, ptr %3107, i64 128
  %3110 = getelementptr i8, ptr %3107, i64 192
  %3111 = load <16 x float>, ptr %3107, align 4
  %3112 = load <16 x float>, ptr %3108, align 4
  %3113 = load <16 x float>, ptr %3109, align 4
  %3114 = load <16 x float>, ptr %3110, align 4
  %3115 = add nuw nsw i64 %3106, %106
  %3116 = getelementptr inbounds nuw float, ptr %177, i64 %3115
  %3117 = getelementptr inbounds nuw i8, ptr %3116, i64 64
  %3118 = getelementptr inbounds nuw i8, ptr %3116, i64 128
  %3119 = getelementptr inbounds nuw i8, ptr %3116, i64 192
  %3120 = load <16 x float>, ptr %3116, align 4
  %3121 = load <16 x float>, ptr %3117, align 4
  %3122 = load <16 x float>, ptr %3118, align 4
  %3123 = load <16 x float>, ptr %3119, align 4
  %3124 = fadd <16 x float> %3111, %3120
  %3125 = fadd <16 x float> %3112, %3121
  %3126 = fadd <16 x float> %3113, %3122
  %3127 = fadd <16 x float> %3114, %3123
  %3128 = getelementptr inbounds nuw float, ptr %178, i64 %3115
  %3129 = getelementptr inbounds nuw i8, ptr %3128, i64 64
  %3130 = getelementptr inbounds nuw i8, ptr %3128, i64 128
  %3131 = getelementptr inbounds nuw i8, ptr %3128, i64 192
  %3132 = load <16 x float>, ptr %3128, align 4
  %3133 = load <16 x float>, ptr %3129, align 4
  %3134 = load <16 x float>, ptr %3130, align 4
  %3135 = load <16 x float>, ptr %3131, align 4
  %3136 = fadd <16 x float> %3124, %3132
  %3137 = fadd <16 x float> %3125, %3133
  %3138 = fadd <16 x float> %3126, %3134
  %3139 = fadd <16 x float> %3127, %3135
  %3140 = getelementptr inbounds nuw float, ptr %1709, i64 %3115
  %3141 = getelementptr inbounds nuw i8, ptr %3140, i64 64
  %3142 = getelementptr inbounds nuw i8, ptr %3140, i64 128
  %3143 = getelementptr inbounds nuw i8, ptr %3140, i64 192
  %3144 = load <16 x float>, ptr %3140, align 4
  %3145 = load <16 x float>, ptr %3141, align 4
  %3146 = load <16 x float>, ptr %3142, align 4
  %3147 = load <16 x float>, ptr %3143, align 4
  %3148 = fadd <16 x float> %3136, %3144
  %3149 = fadd <16 x float> %3137, %3145
  %3150 = fadd <16 x float> %3138, %3146
  %3151 = fadd <16 x float> %3139, %3147
  store <16 x float> %3148, ptr %3140, align 4
  store <16 x float> %3149, ptr %3141, align 4
  store <16 x float> %3150, ptr %3142, align 4
  store <16 x float> %3151, ptr %3143, align 4
  %3152 = add nuw i64 %3106, 64
  %3153 = icmp eq i64 %3152, %1349
  br i1 %3153, label %3154, label %3105

3154:                                             ; preds = %3105
  br i1 %1350, label %3222, label %3155

3155:                                             ; preds = %3154
  br i1 %1351, label %3175, label %3156

3156:                                             ; preds = %3104, %3155
  %3157 = phi i64 [ %1349, %3155 ], [ 0, %3104 ]
  br label %3158

3158:                                             ; preds = %3158, %3156
  %3159 = phi i64 [ %3157, %3156 ], [ %3172, %3158 ]
  %3160 = getelementptr float, ptr %3087, i64 %3159
  %3161 = load <8 x float>, ptr %3160, align 4
  %3162 = add nuw nsw i64 %3159, %106
  %3163 = getelementptr inbounds nuw float, ptr %177, i64 %3162
  %3164 = load <8 x float>, ptr %3163, align 4
  %3165 = fadd <8 x float> %3161, %3164
  %3166 = getelementptr inbounds nuw float, ptr %178, i64 %3162
  %3167 = load <8 x float>, ptr %3166, align 4
  %3168 = fadd <8 x float> %3165, %3167
  %3169 = getelementptr inbounds nuw float, ptr %1709, i64 %3162
  %3170 = load <8 x float>, ptr %3169, align 4
  %3171 = fadd <8 x float> %3168, %3170
  store <8 x float> %3171, ptr %3169, align 4
  %3172 = add nuw i64 %3159, 8
  %3173 = icmp eq i64 %3172, %1352
  br i1 %3173, label %3174, label %3158

3174:                                             ; preds = %3158
  br i1 %1353, label %3222, label %3175

3175:                                             ; preds = %3088, %3086, %3155, %3174
  %3176 = phi i64 [ 0, %3086 ], [ 0, %3088 ], [ %1349, %3155 ], [ %1352, %3174 ]
  %3177 = or disjoint i64 %3176, 1
  br i1 %1355, label %3192, label %3178

3178:                                             ; preds = %3175
  %3179 = getelementptr float, ptr %3087, i64 %3176
  %3180 = load float, ptr %3179, align 4
  %3181 = add nuw nsw i64 %3176, %106
  %3182 = getelementptr inbounds nuw float, ptr %177, i64 %3181
  %3183 = load float, ptr %3182, align 4
  %3184 = fadd float %3180, %3183
  %3185 = getelementptr inbounds nuw float, ptr %178, i64 %3181
  %3186 = load float, ptr %3185, align 4
  %3187 = fadd float %3184, %3186
  %3188 = getelementptr inbounds nuw float, ptr %1709, i64 %3181
  %3189 = load float, ptr %3188, align 4
  %3190 = fadd float %3187, %3189
  store float %3190, ptr %3188, align 4
  %3191 = or disjoint i64 %3176, 1
  br label %3192

3192:                                             ; preds = %3178, %3175
  %3193 = phi i64 [ %3176, %3175 ], [ %3191, %3178 ]
  %3194 = icmp eq i64 %32, %3177
  br i1 %3194, label %3222, label %3327

3195:                                             ; preds = %3083, %3195
  %3196 = phi i64 [ %3220, %3195 ], [ %3084, %3083 ]
  %3197 = getelementptr inbounds nuw float, ptr %1707, i64 %3196
  %3198 = load float, ptr %3197, align 4
  %3199 = getelementptr inbounds nuw float, ptr %177, i64 %3196
  %3200 = load float, ptr %3199, align 4
  %3201 = fadd float %3198, %3200
  %3202 = getelementptr inbounds nuw float, ptr %178, i64 %3196
  %3203 = load float, ptr %3202, align 4
  %3204 = fadd float %3201, %3203
  %3205 = getelementptr inbounds nuw float, ptr %1709, i64 %3196
  %3206 = load float, ptr %3205, align 4
  %3207 = fadd float %3204, %3206
  store float %3207, ptr %3205, align 4
  %3208 = add nuw nsw i64 %3196, 1
  %3209 = getelementptr inbounds nuw float, ptr %1707, i64 %3208
  %3210 = load float, ptr %3209, align 4
  %3211 = getelementptr inbounds nuw float, ptr %177, i64 %3208
  %3212 = load float, ptr %3211, align 4
  %3213 = fadd float %3210, %3212
  %3214 = getelementptr inbounds nuw float, ptr %178, i64 %3208
  %3215 = load float, ptr %3214, align 4
  %3216 = fadd float %3213, %3215
  %3217 = getelementptr inbounds nuw float, ptr %1709, i64 %3208
  %3218 = load float, ptr %3217, align 4
  %3219 = fadd float %3216, %3218
  store float %3219, ptr %3217, align 4
  %3220 = add nuw nsw i64 %3196, 2
  %3221 = icmp eq i64 %3220, %32
  br i1 %3221, label %3086, label %3195

3222:                                             ; preds = %3192, %3327, %3174, %3154
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef nonnull %1709, i64 noundef %1121)
  %3223 = getelementptr inbounds nuw float, ptr %1709, i64 %106
  %3224 = getelementptr inbounds nuw float, ptr %1709, i64 %1121
  %3225 = getelementptr i8, ptr %1707, i64 %1124
  br i1 %1356, label %3304, label %3226

3226:                                             ; preds = %3222
  %3227 = getelementptr i8, ptr %1709, i64 %1233
  %3228 = getelementptr i8, ptr %1707, i64 %1125
  %3229 = getelementptr i8, ptr %1709, i64 %1249
  %3230 = getelementptr i8, ptr %3229, i64 %1232
  %3231 = icmp ult ptr %3224, %1241
  %3232 = icmp ult ptr %1239, %3227
  %3233 = and i1 %3231, %3232
  %3234 = icmp ult ptr %3224, %3228
  %3235 = icmp ult ptr %3225, %3227
  %3236 = and i1 %3234, %3235
  %3237 = or i1 %3233, %3236
  %3238 = icmp ult ptr %3224, %1248
  %3239 = icmp ult ptr %1246, %3227
  %3240 = and i1 %3238, %3239
  %3241 = or i1 %3237, %3240
  %3242 = icmp ult ptr %3224, %3230
  %3243 = icmp ult ptr %3223, %3227
  %3244 = and i1 %3242, %3243
  %3245 = or i1 %3241, %3244
  br i1 %3245, label %3304, label %3246

3246:                                             ; preds = %3226
  br i1 %1357, label %3282, label %3247

3247:                                             ; preds = %3246, %3247
  %3248 = phi i64 [ %3278, %3247 ], [ 0, %3246 ]
  %3249 = getelementptr inbounds nuw float, ptr %3224, i64 %3248
  %3250 = getelementptr inbounds nuw i8, ptr %3249, i64 64
  %3251 = load <16 x float>, ptr %3249, align 4
  %3252 = load <16 x float>, ptr %3250, align 4
  %3253 = add nuw nsw i64 %3248, %1121
  %3254 = getelementptr inbounds nuw float, ptr %178, i64 %3253
  %3255 = getelementptr inbounds nuw i8, ptr %3254, i64 64
  %3256 = load <16 x float>, ptr %3254, align 4
  %3257 = load <16 x float>, ptr %3255, align 4
  %3258 = fadd <16 x float> %3251, %3256
  %3259 = fadd <16 x float> %3252, %3257
  %3260 = getelementptr float, ptr %3225, i64 %3248
  %3261 = getelementptr i8, ptr %3260, i64 64
  %3262 = load <16 x float>, ptr %3260, align 4
  %3263 = load <16 x float>, ptr %3261, align 4
  %3264 = getelementptr inbounds nuw float, ptr %177, i64 %3253
  %3265 = getelementptr inbounds nuw i8, ptr %3264, i64 64
  %3266 = load <16 x float>, ptr %3264, align 4
  %3267 = load <16 x float>, ptr %3265, align 4
  %3268 = fadd <16 x float> %3262, %3266
  %3269 = fadd <16 x float> %3263, %3267
  %3270 = getelementptr inbounds nuw float, ptr %3223, i64 %3248
  %3271 = getelementptr inbounds nuw i8, ptr %3270, i64 64
  %3272 = load <16 x float>, ptr %3270, align 4
  %3273 = load <16 x float>, ptr %3271, align 4
  %3274 = fmul <16 x float> %3258, %3272
  %3275 = fmul <16 x float> %3259, %3273
  %3276 = fadd <16 x float> %3268, %3274
  %3277 = fadd <16 x float> %3269, %3275
  store <16 x float> %3276, ptr %3249, align 4
  store <16 x float> %3277, ptr %3250, align 4
  %3278 = add nuw i64 %3248, 32
  %3279 = icmp eq i64 %3278, %1359
  br i1 %3279, label %3280, label %3247

3280:                                             ; preds = %3247
  br i1 %1360, label %3358, label %3281

3281:                                             ; preds = %3280
  br i1 %1361, label %3304, label %3282

3282:                                             ; preds = %3246, %3281
  %3283 = phi i64 [ %1359, %3281 ], [ 0, %3246 ]
  br label %3284

3284:                                             ; preds = %3284, %3282
  %3285 = phi i64 [ %3283, %3282 ], [ %3301, %3284 ]
  %3286 = getelementptr inbounds nuw float, ptr %3224, i64 %3285
  %3287 = load <4 x float>, ptr %3286, align 4
  %3288 = add nuw nsw i64 %3285, %1121
  %3289 = getelementptr inbounds nuw float, ptr %178, i64 %3288
  %3290 = load <4 x float>, ptr %3289, align 4
  %3291 = fadd <4 x float> %3287, %3290
  %3292 = getelementptr float, ptr %3225, i64 %3285
  %3293 = load <4 x float>, ptr %3292, align 4
  %3294 = getelementptr inbounds nuw float, ptr %177, i64 %3288
  %3295 = load <4 x float>, ptr %3294, align 4
  %3296 = fadd <4 x float> %3293, %3295
  %3297 = getelementptr inbounds nuw float, ptr %3223, i64 %3285
  %3298 = load <4 x float>, ptr %3297, align 4
  %3299 = fmul <4 x float> %3291, %3298
  %3300 = fadd <4 x float> %3296, %3299
  store <4 x float> %3300, ptr %3286, align 4
  %3301 = add nuw i64 %3285, 4
  %3302 = icmp eq i64 %3301, %1362
  br i1 %3302, label %3303, label %3284

3303:                                             ; preds = %3284
  br i1 %1363, label %3358, label %3304

3304:                                             ; preds = %3226, %3222, %3281, %3303
  %3305 = phi i64 [ 0, %3222 ], [ 0, %3226 ], [ %1359, %3281 ], [ %1362, %3303 ]
  %3306 = or disjoint i64 %3305, 1
  br i1 %1365, label %3324, label %3307

3307:                                             ; preds = %3304
  %3308 = getelementptr inbounds nuw float, ptr %3224, i64 %3305
  %3309 = load float, ptr %3308, align 4
  %3310 = add nuw nsw i64 %3305, %1121
  %3311 = getelementptr inbounds nuw float, ptr %178, i64 %3310
  %3312 = load float, ptr %3311, align 4
  %3313 = fadd float %3309, %3312
  %3314 = getelementptr float, ptr %3225, i64 %3305
  %3315 = load float, ptr %3314, align 4
  %3316 = getelementptr inbounds nuw float, ptr %177, i64 %3310
  %3317 = load float, ptr %3316, align 4
  %3318 = fadd float %3315, %3317
  %3319 = getelementptr inbounds nuw float, ptr %3223, i64 %3305
  %3320 = load float, ptr %3319, align 4
  %3321 = fmul float %3313, %3320
  %3322 = fadd float %3318, %3321
  store float %3322, ptr %3308, align 4
  %3323 = or disjoint i64 %3305, 1
  br label %3324

3324:                                             ; preds = %3307, %3304
  %3325 = phi i64 [ %3305, %3304 ], [ %3323, %3307 ]
  %3326 = icmp eq i64 %32, %3306
  br i1 %3326, label %3358, label %3452

3327:                                             ; preds = %3192, %3327
  %3328 = phi i64 [ %3354, %3327 ], [ %3193, %3192 ]
  %3329 = getelementptr float, ptr %3087, i64 %3328
  %3330 = load float, ptr %3329, align 4
  %3331 = add nuw nsw i64 %3328, %106
  %3332 = getelementptr inbounds nuw float, ptr %177, i64 %3331
  %3333 = load float, ptr %3332, align 4
  %3334 = fadd float %3330, %3333
  %3335 = getelementptr inbounds nuw float, ptr %178, i64 %3331
  %3336 = load float, ptr %3335, align 4
  %3337 = fadd float %3334, %3336
  %3338 = getelementptr inbounds nuw float, ptr %1709, i64 %3331
  %3339 = load float, ptr %3338, align 4
  %3340 = fadd float %3337, %3339
  store float %3340, ptr %3338, align 4
  %3341 = add nuw nsw i64 %3328, 1
  %3342 = getelementptr float, ptr %3087, i64 %3341
  %3343 = load float, ptr %3342, align 4
  %3344 = add nuw nsw i64 %3341, %106
  %3345 = getelementptr inbounds nuw float, ptr %177, i64 %3344
  %3346 = load float, ptr %3345, align 4
  %3347 = fadd float %3343, %3346
  %3348 = getelementptr inbounds nuw float, ptr %178, i64 %3344
  %3349 = load float, ptr %3348, align 4
  %3350 = fadd float %3347, %3349
  %3351 = getelementptr inbounds nuw float, ptr %1709, i64 %3344
  %3352 = load float, ptr %3351, align 4
  %3353 = fadd float %3350, %3352
  store float %3353, ptr %3351, align 4
  %3354 = add nuw nsw i64 %3328, 2
  %3355 = icmp eq i64 %3354, %32
  br i1 %3355, label %3222, label %3327

3356:                                             ; preds = %2982
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %1709, i64 noundef %1121)
  %3357 = getelementptr inbounds float, ptr %1709, i64 %1121
  call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef %3357, i64 noundef %106)
  br label %3783

3358:                                             ; preds = %3324, %3452, %3303, %3280
  call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef nonnull %3224, i64 noundef %106)
  br i1 %1366, label %3434, label %3359

3359:                                             ; preds = %3358
  %3360 = getelementptr i8, ptr %1711, i64 %1232
  %3361 = getelementptr i8, ptr %1709, i64 %1233
  %3362 = getelementptr i8, ptr %1709, i64 %1232
  %3363 = icmp ult ptr %1711, %3361
  %3364 = icmp ult ptr %3224, %3360
  %3365 = and i1 %3363, %3364
  %3366 = icmp ult ptr %1711, %3362
  %3367 = icmp ult ptr %1709, %3360
  %3368 = and i1 %3366, %3367
  %3369 = or i1 %3365, %3368
  br i1 %3369, label %3434, label %3370

3370:                                             ; preds = %3359
  br i1 %1367, label %3417, label %3371

3371:                                             ; preds = %3370, %3371
  %3372 = phi i64 [ %3413, %3371 ], [ 0, %3370 ]
  %3373 = getelementptr inbounds nuw float, ptr %1709, i64 %3372
  %3374 = getelementptr inbounds nuw i8, ptr %3373, i64 64
  %3375 = getelementptr inbounds nuw i8, ptr %3373, i64 128
  %3376 = getelementptr inbounds nuw i8, ptr %3373, i64 192
  %3377 = load <16 x float>, ptr %3373, align 4
  %3378 = load <16 x float>, ptr %3374, align 4
  %3379 = load <16 x float>, ptr %3375, align 4
  %3380 = load <16 x float>, ptr %3376, align 4
  %3381 = fsub <16 x float> splat (float 1.000000e+00), %3377
  %3382 = fsub <16 x float> splat (float 1.000000e+00), %3378
  %3383 = fsub <16 x float> splat (float 1.000000e+00), %3379
  %3384 = fsub <16 x float> splat (float 1.000000e+00), %3380
  %3385 = getelementptr inbounds nuw float, ptr %3224, i64 %3372
  %3386 = getelementptr inbounds nuw i8, ptr %3385, i64 64
  %3387 = getelementptr inbounds nuw i8, ptr %3385, i64 128
  %3388 = getelementptr inbounds nuw i8, ptr %3385, i64 192
  %3389 = load <16 x float>, ptr %3385, align 4
  %3390 = load <16 x float>, ptr %3386, align 4
  %3391 = load <16 x float>, ptr %3387, align 4
  %3392 = load <16 x float>, ptr %3388, align 4
  %3393 = fmul <16 x float> %3381, %3389
  %3394 = fmul <16 x float> %3382, %3390
  %3395 = fmul <16 x float> %3383, %3391
  %3396 = fmul <16 x float> %3384, %3392
  %3397 = getelementptr inbounds nuw float, ptr %1711, i64 %3372
  %3398 = getelementptr inbounds nuw i8, ptr %3397, i64 64
  %3399 = getelementptr inbounds nuw i8, ptr %3397, i64 128
  %3400 = getelementptr inbounds nuw i8, ptr %3397, i64 192
  %3401 = load <16 x float>, ptr %3397, align 4
  %3402 = load <16 x float>, ptr %3398, align 4
  %3403 = load <16 x float>, ptr %3399, align 4
  %3404 = load <16 x float>, ptr %3400, align 4
  %3405 = fmul <16 x float> %3377, %3401
  %3406 = fmul <16 x float> %3378, %3402
  %3407 = fmul <16 x float> %3379, %3403
  %3408 = fmul <16 x float> %3380, %3404
  %3409 = fadd <16 x float> %3393, %3405
  %3410 = fadd <16 x float> %3394, %3406
  %3411 = fadd <16 x float> %3395, %3407
  %3412 = fadd <16 x float> %3396, %3408
  store <16 x float> %3409, ptr %3397, align 4
  store <16 x float> %3410, ptr %3398, align 4
  store <16 x float> %3411, ptr %3399, align 4
  store <16 x float> %3412, ptr %3400, align 4
  %3413 = add nuw i64 %3372, 64
  %3414 = icmp eq i64 %3413, %1369
  br i1 %3414, label %3415, label %3371

3415:                                             ; preds = %3371
  br i1 %1370, label %3783, label %3416

3416:                                             ; preds = %3415
  br i1 %1371, label %3434, label %3417

3417:                                             ; preds = %3370, %3416
  %3418 = phi i64 [ %1369, %3416 ], [ 0, %3370 ]
  br label %3419

3419:                                             ; preds = %3419, %3417
  %3420 = phi i64 [ %3418, %3417 ], [ %3431, %3419 ]
  %3421 = getelementptr inbounds nuw float, ptr %1709, i64 %3420
  %3422 = load <8 x float>, ptr %3421, align 4
  %3423 = fsub <8 x float> splat (float 1.000000e+00), %3422
  %3424 = getelementptr inbounds nuw float, ptr %3224, i64 %3420
  %3425 = load <8 x float>, ptr %3424, align 4
  %3426 = fmul <8 x float> %3423, %3425
  %3427 = getelementptr inbounds nuw float, ptr %1711, i64 %3420
  %3428 = load <8 x float>, ptr %3427, align 4
  %3429 = fmul <8 x float> %3422, %3428
  %3430 = fadd <8 x float> %3426, %3429
  store <8 x float> %3430, ptr %3427, align 4
  %3431 = add nuw i64 %3420, 8
  %3432 = icmp eq i64 %3431, %1372
  br i1 %3432, label %3433, label %3419

3433:                                             ; preds = %3419
  br i1 %1373, label %3783, label %3434

3434:                                             ; preds = %3359, %3358, %3416, %3433
  %3435 = phi i64 [ 0, %3358 ], [ 0, %3359 ], [ %1369, %3416 ], [ %1372, %3433 ]
  %3436 = or disjoint i64 %3435, 1
  br i1 %1375, label %3449, label %3437

3437:                                             ; preds = %3434
  %3438 = getelementptr inbounds nuw float, ptr %1709, i64 %3435
  %3439 = load float, ptr %3438, align 4
  %3440 = fsub float 1.000000e+00, %3439
  %3441 = getelementptr inbounds nuw float, ptr %3224, i64 %3435
  %3442 = load float, ptr %3441, align 4
  %3443 = fmul float %3440, %3442
  %3444 = getelementptr inbounds nuw float, ptr %1711, i64 %3435
  %3445 = load float, ptr %3444, align 4
  %3446 = fmul float %3439, %3445
  %3447 = fadd float %3443, %3446
  store float %3447, ptr %3444, align 4
  %3448 = or disjoint i64 %3435, 1
  br label %3449

3449:                                             ; preds = %3437, %3434
  %3450 = phi i64 [ %3435, %3434 ], [ %3448, %3437 ]
  %3451 = icmp eq i64 %32, %3436
  br i1 %3451, label %3783, label %3487

3452:                                             ; preds = %3324, %3452
  %3453 = phi i64 [ %3485, %3452 ], [ %3325, %3324 ]
  %3454 = getelementptr inbounds nuw float, ptr %3224, i64 %3453
  %3455 = load float, ptr %3454, align 4
  %3456 = add nuw nsw i64 %3453, %1121
  %3457 = getelementptr inbounds nuw float, ptr %178, i64 %3456
  %3458 = load float, ptr %3457, align 4
  %3459 = fadd float %3455, %3458
  %3460 = getelementptr float, ptr %3225, i64 %3453
  %3461 = load float, ptr %3460, align 4
  %3462 = getelementptr inbounds nuw float, ptr %177, i64 %3456
  %3463 = load float, ptr %3462, align 4
  %3464 = fadd float %3461, %3463
  %3465 = getelementptr inbounds nuw float, ptr %3223, i64 %3453
  %3466 = load float, ptr %3465, align 4
  %3467 = fmul float %3459, %3466
  %3468 = fadd float %3464, %3467
  store float %3468, ptr %3454, align 4
  %3469 = add nuw nsw i64 %3453, 1
  %3470 = getelementptr inbounds nuw float, ptr %3224, i64 %3469
  %3471 = load float, ptr %3470, align 4
  %3472 = add nuw nsw i64 %3469, %1121
  %3473 = getelementptr inbounds nuw float, ptr %178, i64 %3472
  %3474 = load float, ptr %3473, align 4
  %3475 = fadd float %3471, %3474
  %3476 = getelementptr float, ptr %3225, i64 %3469
  %3477 = load float, ptr %3476, align 4
  %3478 = getelementptr inbounds nuw float, ptr %177, i64 %3472
  %3479 = load float, ptr %3478, align 4
  %3480 = fadd float %3477, %3479
  %3481 = getelementptr inbounds nuw float, ptr %3223, i64 %3469
  %3482 = load float, ptr %3481, align 4
  %3483 = fmul float %3475, %3482
  %3484 = fadd float %3480, %3483
  store float %3484, ptr %3470, align 4
  %3485 = add nuw nsw i64 %3453, 2
  %3486 = icmp eq i64 %3485, %32
  br i1 %3486, label %3358, label %3452

3487:                                             ; preds = %3449, %3487
  %3488 = phi i64 [ %3510, %3487 ], [ %3450, %3449 ]
  %3489 = getelementptr inbounds nuw float, ptr %1709, i64 %3488
  %3490 = load float, ptr %3489, align 4
  %3491 = fsub float 1.000000e+00, %3490
  %3492 = getelementptr inbounds nuw float, ptr %3224, i64 %3488
  %3493 = load float, ptr %3492, align 4
  %3494 = fmul float %3491, %3493
  %3495 = getelementptr inbounds nuw float, ptr %1711, i64 %3488
  %3496 = load float, ptr %3495, align 4
  %3497 = fmul float %3490, %3496
  %3498 = fadd float %3494, %3497
  store float %3498, ptr %3495, align 4
  %3499 = add nuw nsw i64 %3488, 1
  %3500 = getelementptr inbounds nuw float, ptr %1709, i64 %3499
  %3501 = load float, ptr %3500, align 4
  %3502 = fsub float 1.000000e+00, %3501
  %3503 = getelementptr inbounds nuw float, ptr %3224, i64 %3499
  %3504 = load float, ptr %3503, align 4
  %3505 = fmul float %3502, %3504
  %3506 = getelementptr inbounds nuw float, ptr %1711, i64 %3499
  %3507 = load float, ptr %3506, align 4
  %3508 = fmul float %3501, %3507
  %3509 = fadd float %3505, %3508
  store float %3509, ptr %3506, align 4
  %3510 = add nuw nsw i64 %3488, 2
  %3511 = icmp eq i64 %3510, %32
  br i1 %3511, label %3783, label %3487

3512:                                             ; preds = %2979, %3621, %2962, %2943
  %3513 = getelementptr float, ptr %1707, i64 %32
  br i1 %1315, label %3601, label %3514

3514:                                             ; preds = %3512
  %3515 = getelementptr i8, ptr %1709, i64 %1277
  %3516 = getelementptr i8, ptr %1709, i64 %1277
  %3517 = getelementptr i8, ptr %3516, i64 %1278
  %3518 = getelementptr i8, ptr %1707, i64 %1124
  %3519 = icmp ult ptr %3515, %3518
  %3520 = icmp ult ptr %3513, %3517
  %3521 = and i1 %3519, %3520
  %3522 = icmp ult ptr %3515, %1286
  %3523 = icmp ult ptr %1284, %3517
  %3524 = and i1 %3522, %3523
  %3525 = or i1 %3521, %3524
  %3526 = icmp ult ptr %3515, %1293
  %3527 = icmp ult ptr %1291, %3517
  %3528 = and i1 %3526, %3527
  %3529 = or i1 %3525, %3528
  br i1 %3529, label %3601, label %3530

3530:                                             ; preds = %3514
  br i1 %1316, label %3582, label %3531

3531:                                             ; preds = %3530, %3531
  %3532 = phi i64 [ %3578, %3531 ], [ 0, %3530 ]
  %3533 = getelementptr float, ptr %3513, i64 %3532
  %3534 = getelementptr i8, ptr %3533, i64 64
  %3535 = getelementptr i8, ptr %3533, i64 128
  %3536 = getelementptr i8, ptr %3533, i64 192
  %3537 = load <16 x float>, ptr %3533, align 4
  %3538 = load <16 x float>, ptr %3534, align 4
  %3539 = load <16 x float>, ptr %3535, align 4
  %3540 = load <16 x float>, ptr %3536, align 4
  %3541 = add nuw nsw i64 %3532, %106
  %3542 = getelementptr inbounds nuw float, ptr %177, i64 %3541
  %3543 = getelementptr inbounds nuw i8, ptr %3542, i64 64
  %3544 = getelementptr inbounds nuw i8, ptr %3542, i64 128
  %3545 = getelementptr inbounds nuw i8, ptr %3542, i64 192
  %3546 = load <16 x float>, ptr %3542, align 4
  %3547 = load <16 x float>, ptr %3543, align 4
  %3548 = load <16 x float>, ptr %3544, align 4
  %3549 = load <16 x float>, ptr %3545, align 4
  %3550 = fadd <16 x float> %3537, %3546
  %3551 = fadd <16 x float> %3538, %3547
  %3552 = fadd <16 x float> %3539, %3548
  %3553 = fadd <16 x float> %3540, %3549
  %3554 = getelementptr inbounds nuw float, ptr %178, i64 %3541
  %3555 = getelementptr inbounds nuw i8, ptr %3554, i64 64
  %3556 = getelementptr inbounds nuw i8, ptr %3554, i64 128
  %3557 = getelementptr inbounds nuw i8, ptr %3554, i64 192
  %3558 = load <16 x float>, ptr %3554, align 4
  %3559 = load <16 x float>, ptr %3555, align 4
  %3560 = load <16 x float>, ptr %3556, align 4
  %3561 = load <16 x float>, ptr %3557, align 4
  %3562 = fadd <16 x float> %3550, %3558
  %3563 = fadd <16 x float> %3551, %3559
  %3564 = fadd <16 x float> %3552, %3560
  %3565 = fadd <16 x float> %3553, %3561
  %3566 = getelementptr inbounds nuw float, ptr %1709, i64 %3541
  %3567 = getelementptr inbounds nuw i8, ptr %3566, i64 64
  %3568 = getelementptr inbounds nuw i8, ptr %3566, i64 128
  %3569 = getelementptr inbounds nuw i8, ptr %3566, i64 192
  %3570 = load <16 x float>, ptr %3566, align 4
  %3571 = load <16 x float>, ptr %3567, align 4
  %3572 = load <16 x float>, ptr %3568, align 4
  %3573 = load <16 x float>, ptr %3569, align 4
  %3574 = fadd <16 x float> %3562, %3570
  %3575 = fadd <16 x float> %3563, %3571
  %3576 = fadd <16 x float> %3564, %3572
  %3577 = fadd <16 x float> %3565, %3573
  store <16 x float> %3574, ptr %3566, align 4
  store <16 x float> %3575, ptr %3567, align 4
  store <16 x float> %3576, ptr %3568, align 4
  store <16 x float> %3577, ptr %3569, align 4
  %3578 = add nuw i64 %3532, 64
  %3579 = icmp eq i64 %3578, %1318
  br i1 %3579, label %3580, label %3531

3580:                                             ; preds = %3531
  br i1 %1319, label %3649, label %3581

3581:                                             ; preds = %3580
  br i1 %1320, label %3601, label %3582

3582:                                             ; preds = %3530, %3581
  %3583 = phi i64 [ %1318, %3581 ], [ 0, %3530 ]
  br label %3584

3584:                                             ; preds = %3584, %3582
  %3585 = phi i64 [ %3583, %3582 ], [ %3598, %3584 ]
  %3586 = getelementptr float, ptr %3513, i64 %3585
  %3587 = load <8 x float>, ptr %3586, align 4
  %3588 = add nuw nsw i64 %3585, %106
  %3589 = getelementptr inbounds nuw float, ptr %177, i64 %3588
  %3590 = load <8 x float>, ptr %3589, align 4
  %3591 = fadd <8 x float> %3587, %3590
  %3592 = getelementptr inbounds nuw float, ptr %178, i64 %3588
  %3593 = load <8 x float>, ptr %3592, align 4
  %3594 = fadd <8 x float> %3591, %3593
  %3595 = getelementptr inbounds nuw float, ptr %1709, i64 %3588
  %3596 = load <8 x float>, ptr %3595, align 4
  %3597 = fadd <8 x float> %3594, %3596
  store <8 x float> %3597, ptr %3595, align 4
  %3598 = add nuw i64 %3585, 8
  %3599 = icmp eq i64 %3598, %1321
  br i1 %3599, label %3600, label %3584

3600:                                             ; preds = %3584
  br i1 %1322, label %3649, label %3601

3601:                                             ; preds = %3514, %3512, %3581, %3600
  %3602 = phi i64 [ 0, %3512 ], [ 0, %3514 ], [ %1318, %3581 ], [ %1321, %3600 ]
  %3603 = or disjoint i64 %3602, 1
  br i1 %1324, label %3618, label %3604

3604:                                             ; preds = %3601
  %3605 = getelementptr float, ptr %3513, i64 %3602
  %3606 = load float, ptr %3605, align 4
  %3607 = add nuw nsw i64 %3602, %106
  %3608 = getelementptr inbounds nuw float, ptr %177, i64 %3607
  %3609 = load float, ptr %3608, align 4
  %3610 = fadd float %3606, %3609
  %3611 = getelementptr inbounds nuw float, ptr %178, i64 %3607
  %3612 = load float, ptr %3611, align 4
  %3613 = fadd float %3610, %3612
  %3614 = getelementptr inbounds nuw float, ptr %1709, i64 %3607
  %3615 = load float, ptr %3614, align 4
  %3616 = fadd float %3613, %3615
  store float %3616, ptr %3614, align 4
  %3617 = or disjoint i64 %3602, 1
  br label %3618

3618:                                             ; preds = %3604, %3601
  %3619 = phi i64 [ %3602, %3601 ], [ %3617, %3604 ]
  %3620 = icmp eq i64 %32, %3603
  br i1 %3620, label %3649, label %3723

3621:                                             ; preds = %2979, %3621
  %3622 = phi i64 [ %3646, %3621 ], [ %2980, %2979 ]
  %3623 = getelementptr inbounds nuw float, ptr %1707, i64 %3622
  %3624 = load float, ptr %3623, align 4
  %3625 = getelementptr inbounds nuw float, ptr %177, i64 %3622
  %3626 = load float, ptr %3625, align 4
  %3627 = fadd float %3624, %3626
  %3628 = getelementptr inbounds nuw float, ptr %178, i64 %3622
  %3629 = load float, ptr %3628, align 4
  %3630 = fadd float %3627, %3629
  %3631 = getelementptr inbounds nuw float, ptr %1709, i64 %3622
  %3632 = load float, ptr %3631, align 4
  %3633 = fadd float %3630, %3632
  store float %3633, ptr %3631, align 4
  %3634 = add nuw nsw i64 %3622, 1
  %3635 = getelementptr inbounds nuw float, ptr %1707, i64 %3634
  %3636 = load float, ptr %3635, align 4
  %3637 = getelementptr inbounds nuw float, ptr %177, i64 %3634
  %3638 = load float, ptr %3637, align 4
  %3639 = fadd float %3636, %3638
  %3640 = getelementptr inbounds nuw float, ptr %178, i64 %3634
  %3641 = load float, ptr %3640, align 4
  %3642 = fadd float %3639, %3641
  %3643 = getelementptr inbounds nuw float, ptr %1709, i64 %3634
  %3644 = load float, ptr %3643, align 4
  %3645 = fadd float %3642, %3644
  store float %3645, ptr %3643, align 4
  %3646 = add nuw nsw i64 %3622, 2
  %3647 = icmp eq i64 %3646, %32
  br i1 %3647, label %3512, label %3621

3648:                                             ; preds = %2878
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %1709, i64 noundef %1121)
  br label %3783

3649:                                             ; preds = %3618, %3723, %3600, %3580
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef nonnull %1709, i64 noundef %1121)
  %3650 = getelementptr inbounds nuw float, ptr %1709, i64 %106
  %3651 = getelementptr inbounds nuw i8, ptr %1705, i64 24
  %3652 = load ptr, ptr %3651, align 8
  br i1 %1325, label %3705, label %3653

3653:                                             ; preds = %3649
  %3654 = ptrtoint ptr %3652 to i64
  %3655 = add i64 %1326, %1710
  %3656 = sub i64 %3654, %3655
  %3657 = icmp ult i64 %3656, 256
  %3658 = sub i64 %3654, %1712
  %3659 = icmp ult i64 %3658, 256
  %3660 = or i1 %3657, %3659
  br i1 %3660, label %3705, label %3661

3661:                                             ; preds = %3653
  br i1 %1327, label %3692, label %3662

3662:                                             ; preds = %3661, %3662
  %3663 = phi i64 [ %3688, %3662 ], [ 0, %3661 ]
  %3664 = getelementptr inbounds nuw float, ptr %3650, i64 %3663
  %3665 = getelementptr inbounds nuw i8, ptr %3664, i64 64
  %3666 = getelementptr inbounds nuw i8, ptr %3664, i64 128
  %3667 = getelementptr inbounds nuw i8, ptr %3664, i64 192
  %3668 = load <16 x float>, ptr %3664, align 4
  %3669 = load <16 x float>, ptr %3665, align 4
  %3670 = load <16 x float>, ptr %3666, align 4
  %3671 = load <16 x float>, ptr %3667, align 4
  %3672 = getelementptr inbounds nuw float, ptr %1711, i64 %3663
  %3673 = getelementptr inbounds nuw i8, ptr %3672, i64 64
  %3674 = getelementptr inbounds nuw i8, ptr %3672, i64 128
  %3675 = getelementptr inbounds nuw i8, ptr %3672, i64 192
  %3676 = load <16 x float>, ptr %3672, align 4
  %3677 = load <16 x float>, ptr %3673, align 4
  %3678 = load <16 x float>, ptr %3674, align 4
  %3679 = load <16 x float>, ptr %3675, align 4
  %3680 = fmul <16 x float> %3668, %3676
  %3681 = fmul <16 x float> %3669, %3677
  %3682 = fmul <16 x float> %3670, %3678
  %3683 = fmul <16 x float> %3671, %3679
  %3684 = getelementptr inbounds nuw float, ptr %3652, i64 %3663
  %3685 = getelementptr inbounds nuw i8, ptr %3684, i64 64
  %3686 = getelementptr inbounds nuw i8, ptr %3684, i64 128
  %3687 = getelementptr inbounds nuw i8, ptr %3684, i64 192
  store <16 x float> %3680, ptr %3684, align 4
  store <16 x float> %3681, ptr %3685, align 4
  store <16 x float> %3682, ptr %3686, align 4
  store <16 x float> %3683, ptr %3687, align 4
  %3688 = add nuw i64 %3663, 64
  %3689 = icmp eq i64 %3688, %1329
  br i1 %3689, label %3690, label %3662

3690:                                             ; preds = %3662
  br i1 %1330, label %3783, label %3691

3691:                                             ; preds = %3690
  br i1 %1331, label %3705, label %3692

3692:                                             ; preds = %3661, %3691
  %3693 = phi i64 [ %1329, %3691 ], [ 0, %3661 ]
  br label %3694

3694:                                             ; preds = %3694, %3692
  %3695 = phi i64 [ %3693, %3692 ], [ %3702, %3694 ]
  %3696 = getelementptr inbounds nuw float, ptr %3650, i64 %3695
  %3697 = load <8 x float>, ptr %3696, align 4
  %3698 = getelementptr inbounds nuw float, ptr %1711, i64 %3695
  %3699 = load <8 x float>, ptr %3698, align 4
  %3700 = fmul <8 x float> %3697, %3699
  %3701 = getelementptr inbounds nuw float, ptr %3652, i64 %3695
  store <8 x float> %3700, ptr %3701, align 4
  %3702 = add nuw i64 %3695, 8
  %3703 = icmp eq i64 %3702, %1332
  br i1 %3703, label %3704, label %3694

3704:                                             ; preds = %3694
  br i1 %1333, label %3783, label %3705

3705:                                             ; preds = %3653, %3649, %3691, %3704
  %3706 = phi i64 [ 0, %3649 ], [ 0, %3653 ], [ %1329, %3691 ], [ %1332, %3704 ]
  br i1 %1335, label %3719, label %3707

3707:                                             ; preds = %3705, %3707
  %3708 = phi i64 [ %3716, %3707 ], [ %3706, %3705 ]
  %3709 = phi i64 [ %3717, %3707 ], [ 0, %3705 ]
  %3710 = getelementptr inbounds nuw float, ptr %3650, i64 %3708
  %3711 = load float, ptr %3710, align 4
  %3712 = getelementptr inbounds nuw float, ptr %1711, i64 %3708
  %3713 = load float, ptr %3712, align 4
  %3714 = fmul float %3711, %3713
  %3715 = getelementptr inbounds nuw float, ptr %3652, i64 %3708
  store float %3714, ptr %3715, align 4
  %3716 = add nuw nsw i64 %3708, 1
  %3717 = add i64 %3709, 1
  %3718 = icmp eq i64 %3717, %1334
  br i1 %3718, label %3719, label %3707

3719:                                             ; preds = %3707, %3705
  %3720 = phi i64 [ %3706, %3705 ], [ %3716, %3707 ]
  %3721 = sub nsw i64 %3706, %32
  %3722 = icmp ugt i64 %3721, -4
  br i1 %3722, label %3783, label %3752

3723:                                             ; preds = %3618, %3723
  %3724 = phi i64 [ %3750, %3723 ], [ %3619, %3618 ]
  %3725 = getelementptr float, ptr %3513, i64 %3724
  %3726 = load float, ptr %3725, align 4
  %3727 = add nuw nsw i64 %3724, %106
  %3728 = getelementptr inbounds nuw float, ptr %177, i64 %3727
  %3729 = load float, ptr %3728, align 4
  %3730 = fadd float %3726, %3729
  %3731 = getelementptr inbounds nuw float, ptr %178, i64 %3727
  %3732 = load float, ptr %3731, align 4
  %3733 = fadd float %3730, %3732
  %3734 = getelementptr inbounds nuw float, ptr %1709, i64 %3727
  %3735 = load float, ptr %3734, align 4
  %3736 = fadd float %3733, %3735
  store float %3736, ptr %3734, align 4
  %3737 = add nuw nsw i64 %3724, 1
  %3738 = getelementptr float, ptr %3513, i64 %3737
  %3739 = load float, ptr %3738, align 4
  %3740 = add nuw nsw i64 %3737, %106
  %3741 = getelementptr inbounds nuw float, ptr %177, i64 %3740
  %3742 = load float, ptr %3741, align 4
  %3743 = fadd float %3739, %3742
  %3744 = getelementptr inbounds nuw float, ptr %178, i64 %3740
  %3745 = load float, ptr %3744, align 4
  %3746 = fadd float %3743, %3745
  %3747 = getelementptr inbounds nuw float, ptr %1709, i64 %3740
  %3748 = load float, ptr %3747, align 4
  %3749 = fadd float %3746, %3748
  store float %3749, ptr %3747, align 4
  %3750 = add nuw nsw i64 %3724, 2
  %3751 = icmp eq i64 %3750, %32
  br i1 %3751, label %3649, label %3723

3752:                                             ; preds = %3719, %3752
  %3753 = phi i64 [ %3781, %3752 ], [ %3720, %3719 ]
  %3754 = getelementptr inbounds nuw float, ptr %3650, i64 %3753
  %3755 = load float, ptr %3754, align 4
  %3756 = getelementptr inbounds nuw float, ptr %1711, i64 %3753
  %3757 = load float, ptr %3756, align 4
  %3758 = fmul float %3755, %3757
  %3759 = getelementptr inbounds nuw float, ptr %3652, i64 %3753
  store float %3758, ptr %3759, align 4
  %3760 = add nuw nsw i64 %3753, 1
  %3761 = getelementptr inbounds nuw float, ptr %3650, i64 %3760
  %3762 = load float, ptr %3761, align 4
  %3763 = getelementptr inbounds nuw float, ptr %1711, i64 %3760
  %3764 = load float, ptr %3763, align 4
  %3765 = fmul float %3762, %3764
  %3766 = getelementptr inbounds nuw float, ptr %3652, i64 %3760
  store float %3765, ptr %3766, align 4
  %3767 = add nuw nsw i64 %3753, 2
  %3768 = getelementptr inbounds nuw float, ptr %3650, i64 %3767
  %3769 = load float, ptr %3768, align 4
  %3770 = getelementptr inbounds nuw float, ptr %1711, i64 %3767
  %3771 = load float, ptr %3770, align 4
  %3772 = fmul float %3769, %3771
  %3773 = getelementptr inbounds nuw float, ptr %3652, i64 %3767
  store float %3772, ptr %3773, align 4
  %3774 = add nuw nsw i64 %3753, 3
  %3775 = getelementptr inbounds nuw float, ptr %3650, i64 %3774
  %3776 = load float, ptr %3775, align 4
  %3777 = getelementptr inbounds nuw float, ptr %1711, i64 %3774
  %3778 = load float, ptr %3777, align 4
  %3779 = fmul float %3776, %3778
  %3780 = getelementptr inbounds nuw float, ptr %3652, i64 %3774
  store float %3779, ptr %3780, align 4
  %3781 = add nuw nsw i64 %3753, 4
  %3782 = icmp eq i64 %3781, %32
  br i1 %3782, label %3783, label %3752

3783:                                             ; preds = %3719, %3752, %3449, %3487, %2835, %2846, %1864, %1895, %3690, %3704, %3415, %3433, %2806, %2820, %1841, %1852, %3648, %3356, %2767, %1819
  %3784 = add nuw nsw i64 %1703, 1
  %3785 = icmp eq i64 %3784, %1698
  br i1 %3785, label %1701, label %1702

3786:                                             ; preds = %1701
  call fastcc void @products(ptr noundef %1104, ptr noundef %1105, i64 noundef %1698, ptr noundef %1130, i64 noundef %32, i64 noundef %107, i64 noundef %106)
  br i1 %1647, label %3787, label %4058

3787:                                             ; preds = %3786, %4028
  %3788 = phi i64 [ %4029, %4028 ], [ 0, %3786 ]
  %3789 = getelementptr inbounds nuw ptr, ptr %1101, i64 %3788
  %3790 = load ptr, ptr %3789, align 8
  %3791 = getelementptr inbounds nuw i8, ptr %3790, i64 16
  %3792 = load ptr, ptr %3791, align 8
  %3793 = load ptr, ptr %3790, align 8
  %3794 = getelementptr float, ptr %3792, i64 %1121
  br i1 %124, label %3795, label %3904

3795:                                             ; preds = %3787
  %3796 = getelementptr inbounds nuw i8, ptr %3790, i64 40
  %3797 = load ptr, ptr %3796, align 8
  %3798 = getelementptr i8, ptr %3797, i64 %1124
  br i1 %1474, label %3884, label %3799

3799:                                             ; preds = %3795
  %3800 = getelementptr i8, ptr %3792, i64 %1134
  %3801 = getelementptr i8, ptr %3797, i64 %1135
  %3802 = icmp ult ptr %3794, %3801
  %3803 = icmp ult ptr %3798, %3800
  %3804 = and i1 %3802, %3803
  %3805 = icmp ult ptr %3794, %1143
  %3806 = icmp ult ptr %1141, %3800
  %3807 = and i1 %3805, %3806
  %3808 = or i1 %3804, %3807
  %3809 = icmp ult ptr %3794, %1150
  %3810 = icmp ult ptr %1148, %3800
  %3811 = and i1 %3809, %3810
  %3812 = or i1 %3808, %3811
  br i1 %3812, label %3884, label %3813

3813:                                             ; preds = %3799
  br i1 %1475, label %3865, label %3814

3814:                                             ; preds = %3813, %3814
  %3815 = phi i64 [ %3861, %3814 ], [ 0, %3813 ]
  %3816 = getelementptr float, ptr %3798, i64 %3815
  %3817 = getelementptr i8, ptr %3816, i64 64
  %3818 = getelementptr i8, ptr %3816, i64 128
  %3819 = getelementptr i8, ptr %3816, i64 192
  %3820 = load <16 x float>, ptr %3816, align 4
  %3821 = load <16 x float>, ptr %3817, align 4
  %3822 = load <16 x float>, ptr %3818, align 4
  %3823 = load <16 x float>, ptr %3819, align 4
  %3824 = add nuw nsw i64 %3815, %1121
  %3825 = getelementptr inbounds nuw float, ptr %177, i64 %3824
  %3826 = getelementptr inbounds nuw i8, ptr %3825, i64 64
  %3827 = getelementptr inbounds nuw i8, ptr %3825, i64 128
  %3828 = getelementptr inbounds nuw i8, ptr %3825, i64 192
  %3829 = load <16 x float>, ptr %3825, align 4
  %3830 = load <16 x float>, ptr %3826, align 4
  %3831 = load <16 x float>, ptr %3827, align 4
  %3832 = load <16 x float>, ptr %3828, align 4
  %3833 = fadd <16 x float> %3820, %3829
  %3834 = fadd <16 x float> %3821, %3830
  %3835 = fadd <16 x float> %3822, %3831
  %3836 = fadd <16 x float> %3823, %3832
  %3837 = getelementptr inbounds nuw float, ptr %178, i64 %3824
  %3838 = getelementptr inbounds nuw i8, ptr %3837, i64 64
  %3839 = getelementptr inbounds nuw i8, ptr %3837, i64 128
  %3840 = getelementptr inbounds nuw i8, ptr %3837, i64 192
  %3841 = load <16 x float>, ptr %3837, align 4
  %3842 = load <16 x float>, ptr %3838, align 4
  %3843 = load <16 x float>, ptr %3839, align 4
  %3844 = load <16 x float>, ptr %3840, align 4
  %3845 = fadd <16 x float> %3833, %3841
  %3846 = fadd <16 x float> %3834, %3842
  %3847 = fadd <16 x float> %3835, %3843
  %3848 = fadd <16 x float> %3836, %3844
  %3849 = getelementptr inbounds nuw float, ptr %3792, i64 %3824
  %3850 = getelementptr inbounds nuw i8, ptr %3849, i64 64
  %3851 = getelementptr inbounds nuw i8, ptr %3849, i64 128
  %3852 = getelementptr inbounds nuw i8, ptr %3849, i64 192
  %3853 = load <16 x float>, ptr %3849, align 4
  %3854 = load <16 x float>, ptr %3850, align 4
  %3855 = load <16 x float>, ptr %3851, align 4
  %3856 = load <16 x float>, ptr %3852, align 4
  %3857 = fadd <16 x float> %3845, %3853
  %3858 = fadd <16 x float> %3846, %3854
  %3859 = fadd <16 x float> %3847, %3855
  %3860 = fadd <16 x float> %3848, %3856
  store <16 x float> %3857, ptr %3849, align 4
  store <16 x float> %3858, ptr %3850, align 4
  store <16 x float> %3859, ptr %3851, align 4
  store <16 x float> %3860, ptr %3852, align 4
  %3861 = add nuw i64 %3815, 64
  %3862 = icmp eq i64 %3861, %1477
  br i1 %3862, label %3863, label %3814

3863:                                             ; preds = %3814
  br i1 %1478, label %3905, label %3864

3864:                                             ; preds = %3863
  br i1 %1479, label %3884, label %3865

3865:                                             ; preds = %3813, %3864
  %3866 = phi i64 [ %1477, %3864 ], [ 0, %3813 ]
  br label %3867

3867:                                             ; preds = %3867, %3865
  %3868 = phi i64 [ %3866, %3865 ], [ %3881, %3867 ]
  %3869 = getelementptr float, ptr %3798, i64 %3868
  %3870 = load <8 x float>, ptr %3869, align 4
  %3871 = add nuw nsw i64 %3868, %1121
  %3872 = getelementptr inbounds nuw float, ptr %177, i64 %3871
  %3873 = load <8 x float>, ptr %3872, align 4
  %3874 = fadd <8 x float> %3870, %3873
  %3875 = getelementptr inbounds nuw float, ptr %178, i64 %3871
  %3876 = load <8 x float>, ptr %3875, align 4
  %3877 = fadd <8 x float> %3874, %3876
  %3878 = getelementptr inbounds nuw float, ptr %3792, i64 %3871
  %3879 = load <8 x float>, ptr %3878, align 4
  %3880 = fadd <8 x float> %3877, %3879
  store <8 x float> %3880, ptr %3878, align 4
  %3881 = add nuw i64 %3868, 8
  %3882 = icmp eq i64 %3881, %1480
  br i1 %3882, label %3883, label %3867

3883:                                             ; preds = %3867
  br i1 %1481, label %3905, label %3884

3884:                                             ; preds = %3799, %3795, %3864, %3883
  %3885 = phi i64 [ 0, %3795 ], [ 0, %3799 ], [ %1477, %3864 ], [ %1480, %3883 ]
  %3886 = or disjoint i64 %3885, 1
  br i1 %1483, label %3901, label %3887

3887:                                             ; preds = %3884
  %3888 = getelementptr float, ptr %3798, i64 %3885
  %3889 = load float, ptr %3888, align 4
  %3890 = add nuw nsw i64 %3885, %1121
  %3891 = getelementptr inbounds nuw float, ptr %177, i64 %3890
  %3892 = load float, ptr %3891, align 4
  %3893 = fadd float %3889, %3892
  %3894 = getelementptr inbounds nuw float, ptr %178, i64 %3890
  %3895 = load float, ptr %3894, align 4
  %3896 = fadd float %3893, %3895
  %3897 = getelementptr inbounds nuw float, ptr %3792, i64 %3890
  %3898 = load float, ptr %3897, align 4
  %3899 = fadd float %3896, %3898
  store float %3899, ptr %3897, align 4
  %3900 = or disjoint i64 %3885, 1
  br label %3901

3901:                                             ; preds = %3887, %3884
  %3902 = phi i64 [ %3885, %3884 ], [ %3900, %3887 ]
  %3903 = icmp eq i64 %32, %3886
  br i1 %3903, label %3905, label %3999

3904:                                             ; preds = %3787
  call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef %3794, i64 noundef %106)
  br label %4028

3905:                                             ; preds = %3901, %3999, %3883, %3863
  call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef nonnull %3794, i64 noundef %106)
  br i1 %1484, label %3981, label %3906

3906:                                             ; preds = %3905
  %3907 = getelementptr i8, ptr %3793, i64 %1133
  %3908 = getelementptr i8, ptr %3792, i64 %1134
  %3909 = getelementptr i8, ptr %3792, i64 %1133
  %3910 = icmp ult ptr %3793, %3908
  %3911 = icmp ult ptr %3794, %3907
  %3912 = and i1 %3910, %3911
  %3913 = icmp ult ptr %3793, %3909
  %3914 = icmp ult ptr %3792, %3907
  %3915 = and i1 %3913, %3914
  %3916 = or i1 %3912, %3915
  br i1 %3916, label %3981, label %3917

3917:                                             ; preds = %3906
  br i1 %1485, label %3964, label %3918

3918:                                             ; preds = %3917, %3918
  %3919 = phi i64 [ %3960, %3918 ], [ 0, %3917 ]
  %3920 = getelementptr inbounds nuw float, ptr %3792, i64 %3919
  %3921 = getelementptr inbounds nuw i8, ptr %3920, i64 64
  %3922 = getelementptr inbounds nuw i8, ptr %3920, i64 128
  %3923 = getelementptr inbounds nuw i8, ptr %3920, i64 192
  %3924 = load <16 x float>, ptr %3920, align 4
  %3925 = load <16 x float>, ptr %3921, align 4
  %3926 = load <16 x float>, ptr %3922, align 4
  %3927 = load <16 x float>, ptr %3923, align 4
  %3928 = fsub <16 x float> splat (float 1.000000e+00), %3924
  %3929 = fsub <16 x float> splat (float 1.000000e+00), %3925
  %3930 = fsub <16 x float> splat (float 1.000000e+00), %3926
  %3931 = fsub <16 x float> splat (float 1.000000e+00), %3927
  %3932 = getelementptr inbounds nuw float, ptr %3794, i64 %3919
  %3933 = getelementptr inbounds nuw i8, ptr %3932, i64 64
  %3934 = getelementptr inbounds nuw i8, ptr %3932, i64 128
  %3935 = getelementptr inbounds nuw i8, ptr %3932, i64 192
  %3936 = load <16 x float>, ptr %3932, align 4
  %3937 = load <16 x float>, ptr %3933, align 4
  %3938 = load <16 x float>, ptr %3934, align 4
  %3939 = load <16 x float>, ptr %3935, align 4
  %3940 = fmul <16 x float> %3928, %3936
  %3941 = fmul <16 x float> %3929, %3937
  %3942 = fmul <16 x float> %3930, %3938
  %3943 = fmul <16 x float> %3931, %3939
  %3944 = getelementptr inbounds nuw float, ptr %3793, i64 %3919
  %3945 = getelementptr inbounds nuw i8, ptr %3944, i64 64
  %3946 = getelementptr inbounds nuw i8, ptr %3944, i64 128
  %3947 = getelementptr inbounds nuw i8, ptr %3944, i64 192
  %3948 = load <16 x float>, ptr %3944, align 4
  %3949 = load <16 x float>, ptr %3945, align 4
  %3950 = load <16 x float>, ptr %3946, align 4
  %3951 = load <16 x float>, ptr %3947, align 4
  %3952 = fmul <16 x float> %3924, %3948
  %3953 = fmul <16 x float> %3925, %3949
  %3954 = fmul <16 x float> %3926, %3950
  %3955 = fmul <16 x float> %3927, %3951
  %3956 = fadd <16 x float> %3940, %3952
  %3957 = fadd <16 x float> %3941, %3953
  %3958 = fadd <16 x float> %3942, %3954
  %3959 = fadd <16 x float> %3943, %3955
  store <16 x float> %3956, ptr %3944, align 4
  store <16 x float> %3957, ptr %3945, align 4
  store <16 x float> %3958, ptr %3946, align 4
  store <16 x float> %3959, ptr %3947, align 4
  %3960 = add nuw i64 %3919, 64
  %3961 = icmp eq i64 %3960, %1487
  br i1 %3961, label %3962, label %3918

3962:                                             ; preds = %3918
  br i1 %1488, label %4028, label %3963

3963:                                             ; preds = %3962
  br i1 %1489, label %3981, label %3964

3964:                                             ; preds = %3917, %3963
  %3965 = phi i64 [ %1487, %3963 ], [ 0, %3917 ]
  br label %3966

3966:                                             ; preds = %3966, %3964
  %3967 = phi i64 [ %3965, %3964 ], [ %3978, %3966 ]
  %3968 = getelementptr inbounds nuw float, ptr %3792, i64 %3967
  %3969 = load <8 x float>, ptr %3968, align 4
  %3970 = fsub <8 x float> splat (float 1.000000e+00), %3969
  %3971 = getelementptr inbounds nuw float, ptr %3794, i64 %3967
  %3972 = load <8 x float>, ptr %3971, align 4
  %3973 = fmul <8 x float> %3970, %3972
  %3974 = getelementptr inbounds nuw float, ptr %3793, i64 %3967
  %3975 = load <8 x float>, ptr %3974, align 4
  %3976 = fmul <8 x float> %3969, %3975
  %3977 = fadd <8 x float> %3973, %3976
  store <8 x float> %3977, ptr %3974, align 4
  %3978 = add nuw i64 %3967, 8
  %3979 = icmp eq i64 %3978, %1490
  br i1 %3979, label %3980, label %3966

3980:                                             ; preds = %3966
  br i1 %1491, label %4028, label %3981

3981:                                             ; preds = %3906, %3905, %3963, %3980
  %3982 = phi i64 [ 0, %3905 ], [ 0, %3906 ], [ %1487, %3963 ], [ %1490, %3980 ]
  %3983 = or disjoint i64 %3982, 1
  br i1 %1493, label %3996, label %3984

3984:                                             ; preds = %3981
  %3985 = getelementptr inbounds nuw float, ptr %3792, i64 %3982
  %3986 = load float, ptr %3985, align 4
  %3987 = fsub float 1.000000e+00, %3986
  %3988 = getelementptr inbounds nuw float, ptr %3794, i64 %3982
  %3989 = load float, ptr %3988, align 4
  %3990 = fmul float %3987, %3989
  %3991 = getelementptr inbounds nuw float, ptr %3793, i64 %3982
  %3992 = load float, ptr %3991, align 4
  %3993 = fmul float %3986, %3992
  %3994 = fadd float %3990, %3993
  store float %3994, ptr %3991, align 4
  %3995 = or disjoint i64 %3982, 1
  br label %3996

3996:                                             ; preds = %3984, %3981
  %3997 = phi i64 [ %3982, %3981 ], [ %3995, %3984 ]
  %3998 = icmp eq i64 %32, %3983
  br i1 %3998, label %4028, label %4032

3999:                                             ; preds = %3901, %3999
  %4000 = phi i64 [ %4026, %3999 ], [ %3902, %3901 ]
  %4001 = getelementptr float, ptr %3798, i64 %4000
  %4002 = load float, ptr %4001, align 4
  %4003 = add nuw nsw i64 %4000, %1121
  %4004 = getelementptr inbounds nuw float, ptr %177, i64 %4003
  %4005 = load float, ptr %4004, align 4
  %4006 = fadd float %4002, %4005
  %4007 = getelementptr inbounds nuw float, ptr %178, i64 %4003
  %4008 = load float, ptr %4007, align 4
  %4009 = fadd float %4006, %4008
  %4010 = getelementptr inbounds nuw float, ptr %3792, i64 %4003
  %4011 = load float, ptr %4010, align 4
  %4012 = fadd float %4009, %4011
  store float %4012, ptr %4010, align 4
  %4013 = add nuw nsw i64 %4000, 1
  %4014 = getelementptr float, ptr %3798, i64 %4013
  %4015 = load float, ptr %4014, align 4
  %4016 = add nuw nsw i64 %4013, %1121
  %4017 = getelementptr inbounds nuw float, ptr %177, i64 %4016
  %4018 = load float, ptr %4017, align 4
  %4019 = fadd float %4015, %4018
  %4020 = getelementptr inbounds nuw float, ptr %178, i64 %4016
  %4021 = load float, ptr %4020, align 4
  %4022 = fadd float %4019, %4021
  %4023 = getelementptr inbounds nuw float, ptr %3792, i64 %4016
  %4024 = load float, ptr %4023, align 4
  %4025 = fadd float %4022, %4024
  store float %4025, ptr %4023, align 4
  %4026 = add nuw nsw i64 %4000, 2
  %4027 = icmp eq i64 %4026, %32
  br i1 %4027, label %3905, label %3999

4028:                                             ; preds = %3996, %4032, %3962, %3980, %3904
  %4029 = add nuw nsw i64 %3788, 1
  %4030 = icmp eq i64 %4029, %1698
  br i1 %4030, label %4031, label %3787

4031:                                             ; preds = %4028, %4057
  br label %4061

4032:                                             ; preds = %3996, %4032
  %4033 = phi i64 [ %4055, %4032 ], [ %3997, %3996 ]
  %4034 = getelementptr inbounds nuw float, ptr %3792, i64 %4033
  %4035 = load float, ptr %4034, align 4
  %4036 = fsub float 1.000000e+00, %4035
  %4037 = getelementptr inbounds nuw float, ptr %3794, i64 %4033
  %4038 = load float, ptr %4037, align 4
  %4039 = fmul float %4036, %4038
  %4040 = getelementptr inbounds nuw float, ptr %3793, i64 %4033
  %4041 = load float, ptr %4040, align 4
  %4042 = fmul float %4035, %4041
  %4043 = fadd float %4039, %4042
  store float %4043, ptr %4040, align 4
  %4044 = add nuw nsw i64 %4033, 1
  %4045 = getelementptr inbounds nuw float, ptr %3792, i64 %4044
  %4046 = load float, ptr %4045, align 4
  %4047 = fsub float 1.000000e+00, %4046
  %4048 = getelementptr inbounds nuw float, ptr %3794, i64 %4044
  %4049 = load float, ptr %4048, align 4
  %4050 = fmul float %4047, %4049
  %4051 = getelementptr inbounds nuw float, ptr %3793, i64 %4044
  %4052 = load float, ptr %4051, align 4
  %4053 = fmul float %4046, %4052
  %4054 = fadd float %4050, %4053
  store float %4054, ptr %4051, align 4
  %4055 = add nuw nsw i64 %4033, 2
  %4056 = icmp eq i64 %4055, %32
  br i1 %4056, label %4028, label %4032

4057:                                             ; preds = %1701
  br i1 %1647, label %4031, label %4058

4058:                                             ; preds = %4139, %3786, %4057
  %4059 = add nuw nsw i64 %1639, 1
  %4060 = icmp eq i64 %4059, %1534
  br i1 %4060, label %1641, label %1638

4061:                                             ; preds = %4031, %4139
  %4062 = phi i64 [ %4140, %4139 ], [ 0, %4031 ]
  %4063 = getelementptr inbounds nuw ptr, ptr %1101, i64 %4062
  %4064 = load ptr, ptr %4063, align 8
  %4065 = getelementptr inbounds nuw i8, ptr %4064, i64 48
  %4066 = load ptr, ptr %4065, align 8
  %4067 = icmp eq ptr %4066, null
  %4068 = select i1 %4067, i1 true, i1 %1127
  br i1 %4068, label %4139, label %4069

4069:                                             ; preds = %4061
  %4070 = ptrtoint ptr %4066 to i64
  %4071 = load ptr, ptr %4064, align 8
  %4072 = ptrtoint ptr %4071 to i64
  %4073 = sub i64 %4070, %4072
  %4074 = icmp ult i64 %4073, 256
  %4075 = select i1 %1494, i1 true, i1 %4074
  br i1 %4075, label %4105, label %4076

4076:                                             ; preds = %4069
  br i1 %1495, label %4095, label %4077

4077:                                             ; preds = %4076, %4077
  %4078 = phi i64 [ %4091, %4077 ], [ 0, %4076 ]
  %4079 = getelementptr inbounds nuw float, ptr %4071, i64 %4078
  %4080 = getelementptr inbounds nuw i8, ptr %4079, i64 64
  %4081 = getelementptr inbounds nuw i8, ptr %4079, i64 128
  %4082 = getelementptr inbounds nuw i8, ptr %4079, i64 192
  %4083 = load <16 x float>, ptr %4079, align 4
  %4084 = load <16 x float>, ptr %4080, align 4
  %4085 = load <16 x float>, ptr %4081, align 4
  %4086 = load <16 x float>, ptr %4082, align 4
  %4087 = getelementptr inbounds nuw float, ptr %4066, i64 %4078
  %4088 = getelementptr inbounds nuw i8, ptr %4087, i64 64
  %4089 = getelementptr inbounds nuw i8, ptr %4087, i64 128
  %4090 = getelementptr inbounds nuw i8, ptr %4087, i64 192
  store <16 x float> %4083, ptr %4087, align 4
  store <16 x float> %4084, ptr %4088, align 4
  store <16 x float> %4085, ptr %4089, align 4
  store <16 x float> %4086, ptr %4090, align 4
  %4091 = add nuw i64 %4078, 64
  %4092 = icmp eq i64 %4091, %1497
  br i1 %4092, label %4093, label %4077

4093:                                             ; preds = %4077
  br i1 %1498, label %4139, label %4094

4094:                                             ; preds = %4093
  br i1 %1499, label %4105, label %4095

4095:                                             ; preds = %4076, %4094
  %4096 = phi i64 [ %1497, %4094 ], [ 0, %4076 ]
  br label %4097

4097:                                             ; preds = %4097, %4095
  %4098 = phi i64 [ %4096, %4095 ], [ %4102, %4097 ]
  %4099 = getelementptr inbounds nuw float, ptr %4071, i64 %4098
  %4100 = load <8 x float>, ptr %4099, align 4
  %4101 = getelementptr inbounds nuw float, ptr %4066, i64 %4098
  store <8 x float> %4100, ptr %4101, align 4
  %4102 = add nuw i64 %4098, 8
  %4103 = icmp eq i64 %4102, %1500
  br i1 %4103, label %4104, label %4097

4104:                                             ; preds = %4097
  br i1 %1501, label %4139, label %4105

4105:                                             ; preds = %4069, %4094, %4104
  %4106 = phi i64 [ 0, %4069 ], [ %1497, %4094 ], [ %1500, %4104 ]
  br i1 %1503, label %4116, label %4107

4107:                                             ; preds = %4105, %4107
  %4108 = phi i64 [ %4113, %4107 ], [ %4106, %4105 ]
  %4109 = phi i64 [ %4114, %4107 ], [ 0, %4105 ]
  %4110 = getelementptr inbounds nuw float, ptr %4071, i64 %4108
  %4111 = load float, ptr %4110, align 4
  %4112 = getelementptr inbounds nuw float, ptr %4066, i64 %4108
  store float %4111, ptr %4112, align 4
  %4113 = add nuw nsw i64 %4108, 1
  %4114 = add i64 %4109, 1
  %4115 = icmp eq i64 %4114, %1502
  br i1 %4115, label %4116, label %4107

4116:                                             ; preds = %4107, %4105
  %4117 = phi i64 [ %4106, %4105 ], [ %4113, %4107 ]
  %4118 = sub nsw i64 %4106, %32
  %4119 = icmp ugt i64 %4118, -4
  br i1 %4119, label %4139, label %4120

4120:                                             ; preds = %4116, %4120
  %4121 = phi i64 [ %4137, %4120 ], [ %4117, %4116 ]
  %4122 = getelementptr inbounds nuw float, ptr %4071, i64 %4121
  %4123 = load float, ptr %4122, align 4
  %4124 = getelementptr inbounds nuw float, ptr %4066, i64 %4121
  store float %4123, ptr %4124, align 4
  %4125 = add nuw nsw i64 %4121, 1
  %4126 = getelementptr inbounds nuw float, ptr %4071, i64 %4125
  %4127 = load float, ptr %4126, align 4
  %4128 = getelementptr inbounds nuw float, ptr %4066, i64 %4125
  store float %4127, ptr %4128, align 4
  %4129 = add nuw nsw i64 %4121, 2
  %4130 = getelementptr inbounds nuw float, ptr %4071, i64 %4129
  %4131 = load float, ptr %4130, align 4
  %4132 = getelementptr inbounds nuw float, ptr %4066, i64 %4129
  store float %4131, ptr %4132, align 4
  %4133 = add nuw nsw i64 %4121, 3
  %4134 = getelementptr inbounds nuw float, ptr %4071, i64 %4133
  %4135 = load float, ptr %4134, align 4
  %4136 = getelementptr inbounds nuw float, ptr %4066, i64 %4133
  store float %4135, ptr %4136, align 4
  %4137 = add nuw nsw i64 %4121, 4
  %4138 = icmp eq i64 %4137, %32
  br i1 %4138, label %4139, label %4120

4139:                                             ; preds = %4116, %4120, %4093, %4104, %4061
  %4140 = add nuw nsw i64 %4062, 1
  %4141 = icmp eq i64 %4140, %1698
  br i1 %4141, label %4058, label %4061

4142:                                             ; preds = %4159, %1074
  call void @free(ptr noundef %117)
  ret void

4143:                                             ; preds = %1641, %4159
  %4144 = phi i64 [ 0, %1641 ], [ %4160, %4159 ]
  %4145 = getelementptr inbounds nuw %struct.rowstate, ptr %1077, i64 %4144
  %4146 = getelementptr inbounds nuw i8, ptr %4145, i64 32
  %4147 = load i64, ptr %4146, align 8
  %4148 = icmp eq i64 %4147, 0
  br i1 %124, label %4149, label %4159

4149:                                             ; preds = %4143
  %4150 = add nsw i64 %4144, %49
  %4151 = mul nsw i64 %4150, %34
  %4152 = add nsw i64 %4151, %47
  %4153 = add nsw i64 %4150, %1643
  %4154 = select i1 %1642, i64 %4152, i64 %4153
  %4155 = mul nsw i64 %4154, %32
  %4156 = getelementptr float, ptr %22, i64 %4155
  %4157 = getelementptr inbounds nuw i8, ptr %4145, i64 8
  %4158 = getelementptr float, ptr %23, i64 %4155
  br label %4162

4159:                                             ; preds = %4181, %4143
  %4160 = add nuw nsw i64 %4144, 1
  %4161 = icmp eq i64 %4160, %52
  br i1 %4161, label %4142, label %4143

4162:                                             ; preds = %4149, %4181
  %4163 = phi i64 [ 0, %4149 ], [ %4182, %4181 ]
  br i1 %1644, label %4172, label %4164

4164:                                             ; preds = %4162
  br i1 %4148, label %4169, label %4165

4165:                                             ; preds = %4164
  %4166 = load ptr, ptr %4145, align 8
  %4167 = getelementptr inbounds nuw float, ptr %4166, i64 %4163
  %4168 = load float, ptr %4167, align 4
  br label %4169

4169:                                             ; preds = %4164, %4165
  %4170 = phi float [ %4168, %4165 ], [ 0.000000e+00, %4164 ]
  %4171 = getelementptr float, ptr %4156, i64 %4163
  store float %4170, ptr %4171, align 4
  br label %4172

4172:                                             ; preds = %4169, %4162
  br i1 %1645, label %4181, label %4173

4173:                                             ; preds = %4172
  br i1 %4148, label %4178, label %4174

4174:                                             ; preds = %4173
  %4175 = load ptr, ptr %4157, align 8
  %4176 = getelementptr inbounds nuw float, ptr %4175, i64 %4163
  %4177 = load float, ptr %4176, align 4
  br label %4178

4178:                                             ; preds = %4173, %4174
  %4179 = phi float [ %4177, %4174 ], [ 0.000000e+00, %4173 ]
  %4180 = getelementptr float, ptr %4158, i64 %4163
  store float %4179, ptr %4180, align 4
  br label %4181

4181:                                             ; preds = %4172, %4178
  %4182 = add nuw nsw i64 %4163, 1
  %4183 = icmp eq i64 %4182, %32
  br i1 %4183, label %4159, label %4162
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap()

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define internal fastcc void @products(ptr noundef nonnull readonly captures(none) %0, ptr noundef nonnull readonly captures(none) %1, i64 noundef %2, ptr noundef nonnull readonly %3, i64 noundef %4, i64 noundef %5, i64 noundef %6) unnamed_addr {
  %8 = icmp slt i64 %2, 4
  br i1 %8, label %965, label %9

9:                                                ; preds = %7
  %10 = icmp slt i64 %6, 64
  %11 = icmp sgt i64 %4, 0
  %12 = shl i64 %5, 2
  %13 = add i64 %6, -64
  %14 = lshr i64 %13, 6
  br label %15

15:                                               ; preds = %9, %962
  %16 = phi i64 [ 4, %9 ], [ %963, %962 ]
  %17 = phi i64 [ 0, %9 ], [ %16, %962 ]
  %18 = getelementptr inbounds nuw ptr, ptr %0, i64 %17
  %19 = getelementptr inbounds nuw ptr, ptr %1, i64 %17
  br i1 %10, label %163, label %20

20:                                               ; preds = %15
  %21 = getelementptr inbounds nuw i8, ptr %18, i64 8
  %22 = getelementptr inbounds nuw i8, ptr %18, i64 16
  %23 = getelementptr inbounds nuw i8, ptr %18, i64 24
  %24 = getelementptr inbounds nuw i8, ptr %19, i64 8
  %25 = getelementptr inbounds nuw i8, ptr %19, i64 16
  %26 = getelementptr inbounds nuw i8, ptr %19, i64 24
  br label %27

27:                                               ; preds = %20, %38
  %28 = phi i64 [ 0, %20 ], [ %100, %38 ]
  %29 = phi i64 [ 64, %20 ], [ %99, %38 ]
  %30 = phi i64 [ 0, %20 ], [ %29, %38 ]
  br i1 %11, label %31, label %38

31:                                               ; preds = %27
  %32 = shl i64 %28, 8
  %33 = load ptr, ptr %18, align 8
  %34 = load ptr, ptr %21, align 8
  %35 = load ptr, ptr %22, align 8
  %36 = load ptr, ptr %23, align 8
  %37 = getelementptr i8, ptr %3, i64 %32
  br label %102

38:                                               ; preds = %102, %27
  %39 = phi <16 x float> [ zeroinitializer, %27 ], [ %160, %102 ]
  %40 = phi <16 x float> [ zeroinitializer, %27 ], [ %159, %102 ]
  %41 = phi <16 x float> [ zeroinitializer, %27 ], [ %158, %102 ]
  %42 = phi <16 x float> [ zeroinitializer, %27 ], [ %157, %102 ]
  %43 = phi <16 x float> [ zeroinitializer, %27 ], [ %152, %102 ]
  %44 = phi <16 x float> [ zeroinitializer, %27 ], [ %151, %102 ]
  %45 = phi <16 x float> [ zeroinitializer, %27 ], [ %150, %102 ]
  %46 = phi <16 x float> [ zeroinitializer, %27 ], [ %149, %102 ]
  %47 = phi <16 x float> [ zeroinitializer, %27 ], [ %144, %102 ]
  %48 = phi <16 x float> [ zeroinitializer, %27 ], [ %143, %102 ]
  %49 = phi <16 x float> [ zeroinitializer, %27 ], [ %142, %102 ]
  %50 = phi <16 x float> [ zeroinitializer, %27 ], [ %141, %102 ]
  %51 = phi <16 x float> [ zeroinitializer, %27 ], [ %136, %102 ]
  %52 = phi <16 x float> [ zeroinitializer, %27 ], [ %135, %102 ]
  %53 = phi <16 x float> [ zeroinitializer, %27 ], [ %134, %102 ]
  %54 = phi <16 x float> [ zeroinitializer, %27 ], [ %133, %102 ]
  %55 = load ptr, ptr %19, align 8
  %56 = getelementptr inbounds nuw float, ptr %55, i64 %30
  store <16 x float> %54, ptr %56, align 4
  %57 = load ptr, ptr %19, align 8
  %58 = getelementptr inbounds nuw float, ptr %57, i64 %30
  %59 = getelementptr inbounds nuw i8, ptr %58, i64 64
  store <16 x float> %53, ptr %59, align 4
  %60 = load ptr, ptr %19, align 8
  %61 = getelementptr inbounds nuw float, ptr %60, i64 %30
  %62 = getelementptr inbounds nuw i8, ptr %61, i64 128
  store <16 x float> %52, ptr %62, align 4
  %63 = load ptr, ptr %19, align 8
  %64 = getelementptr inbounds nuw float, ptr %63, i64 %30
  %65 = getelementptr inbounds nuw i8, ptr %64, i64 192
  store <16 x float> %51, ptr %65, align 4
  %66 = load ptr, ptr %24, align 8
  %67 = getelementptr inbounds nuw float, ptr %66, i64 %30
  store <16 x float> %50, ptr %67, align 4
  %68 = load ptr, ptr %24, align 8
  %69 = getelementptr inbounds nuw float, ptr %68, i64 %30
  %70 = getelementptr inbounds nuw i8, ptr %69, i64 64
  store <16 x float> %49, ptr %70, align 4
  %71 = load ptr, ptr %24, align 8
  %72 = getelementptr inbounds nuw float, ptr %71, i64 %30
  %73 = getelementptr inbounds nuw i8, ptr %72, i64 128
  store <16 x float> %48, ptr %73, align 4
  %74 = load ptr, ptr %24, align 8
  %75 = getelementptr inbounds nuw float, ptr %74, i64 %30
  %76 = getelementptr inbounds nuw i8, ptr %75, i64 192
  store <16 x float> %47, ptr %76, align 4
  %77 = load ptr, ptr %25, align 8
  %78 = getelementptr inbounds nuw float, ptr %77, i64 %30
  store <16 x float> %46, ptr %78, align 4
  %79 = load ptr, ptr %25, align 8
  %80 = getelementptr inbounds nuw float, ptr %79, i64 %30
  %81 = getelementptr inbounds nuw i8, ptr %80, i64 64
  store <16 x float> %45, ptr %81, align 4
  %82 = load ptr, ptr %25, align 8
  %83 = getelementptr inbounds nuw float, ptr %82, i64 %30
  %84 = getelementptr inbounds nuw i8, ptr %83, i64 128
  store <16 x float> %44, ptr %84, align 4
  %85 = load ptr, ptr %25, align 8
  %86 = getelementptr inbounds nuw float, ptr %85, i64 %30
  %87 = getelementptr inbounds nuw i8, ptr %86, i64 192
  store <16 x float> %43, ptr %87, align 4
  %88 = load ptr, ptr %26, align 8
  %89 = getelementptr inbounds nuw float, ptr %88, i64 %30
  store <16 x float> %42, ptr %89, align 4
  %90 = load ptr, ptr %26, align 8
  %91 = getelementptr inbounds nuw float, ptr %90, i64 %30
  %92 = getelementptr inbounds nuw i8, ptr %91, i64 64
  store <16 x float> %41, ptr %92, align 4
  %93 = load ptr, ptr %26, align 8
  %94 = getelementptr inbounds nuw float, ptr %93, i64 %30
  %95 = getelementptr inbounds nuw i8, ptr %94, i64 128
  store <16 x float> %40, ptr %95, align 4
  %96 = load ptr, ptr %26, align 8
  %97 = getelementptr inbounds nuw float, ptr %96, i64 %30
  %98 = getelementptr inbounds nuw i8, ptr %97, i64 192
  store <16 x float> %39, ptr %98, align 4
  %99 = add nuw nsw i64 %29, 64
  %100 = add nuw nsw i64 %28, 1
  %101 = icmp eq i64 %28, %14
  br i1 %101, label %163, label %27

102:                                              ; preds = %31, %102
  %103 = phi <16 x float> [ zeroinitializer, %31 ], [ %160, %102 ]
  %104 = phi <16 x float> [ zeroinitializer, %31 ], [ %159, %102 ]
  %105 = phi <16 x float> [ zeroinitializer, %31 ], [ %158, %102 ]
  %106 = phi <16 x float> [ zeroinitializer, %31 ], [ %157, %102 ]
  %107 = phi <16 x float> [ zeroinitializer, %31 ], [ %152, %102 ]
  %108 = phi <16 x float> [ zeroinitializer, %31 ], [ %151, %102 ]
  %109 = phi <16 x float> [ zeroinitializer, %31 ], [ %150, %102 ]
  %110 = phi <16 x float> [ zeroinitializer, %31 ], [ %149, %102 ]
  %111 = phi <16 x float> [ zeroinitializer, %31 ], [ %144, %102 ]
  %112 = phi <16 x float> [ zeroinitializer, %31 ], [ %143, %102 ]
  %113 = phi <16 x float> [ zeroinitializer, %31 ], [ %142, %102 ]
  %114 = phi <16 x float> [ zeroinitializer, %31 ], [ %141, %102 ]
  %115 = phi <16 x float> [ zeroinitializer, %31 ], [ %136, %102 ]
  %116 = phi <16 x float> [ zeroinitializer, %31 ], [ %135, %102 ]
  %117 = phi <16 x float> [ zeroinitializer, %31 ], [ %134, %102 ]
  %118 = phi <16 x float> [ zeroinitializer, %31 ], [ %133, %102 ]
  %119 = phi i64 [ 0, %31 ], [ %161, %102 ]
  %120 = mul i64 %12, %119
  %121 = getelementptr i8, ptr %37, i64 %120
  %122 = load <16 x float>, ptr %121, align 4
  %123 = getelementptr inbounds nuw i8, ptr %121, i64 64
  %124 = load <16 x float>, ptr %123, align 4
  %125 = getelementptr inbounds nuw i8, ptr %121, i64 128
  %126 = load <16 x float>, ptr %125, align 4
  %127 = getelementptr inbounds nuw i8, ptr %121, i64 192
  %128 = load <16 x float>, ptr %127, align 4
  %129 = getelementptr inbounds nuw float, ptr %33, i64 %119
  %130 = load float, ptr %129, align 4
  %131 = insertelement <16 x float> poison, float %130, i64 0
  %132 = shufflevector <16 x float> %131, <16 x float> poison, <16 x i32> zeroinitializer
  %133 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %132, <16 x float> %122, <16 x float> %118)
  %134 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %132, <16 x float> %124, <16 x float> %117)
  %135 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %132, <16 x float> %126, <16 x float> %116)
  %136 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %132, <16 x float> %128, <16 x float> %115)
  %137 = getelementptr inbounds nuw float, ptr %34, i64 %119
  %138 = load float, ptr %137, align 4
  %139 = insertelement <16 x float> poison, float %138, i64 0
  %140 = shufflevector <16 x float> %139, <16 x float> poison, <16 x i32> zeroinitializer
  %141 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %140, <16 x float> %122, <16 x float> %114)
  %142 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %140, <16 x float> %124, <16 x float> %113)
  %143 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %140, <16 x float> %126, <16 x float> %112)
  %144 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %140, <16 x float> %128, <16 x float> %111)
  %145 = getelementptr inbounds nuw float, ptr %35, i64 %119
  %146 = load float, ptr %145, align 4
  %147 = insertelement <16 x float> poison, float %146, i64 0
  %148 = shufflevector <16 x float> %147, <16 x float> poison, <16 x i32> zeroinitializer
  %149 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %148, <16 x float> %122, <16 x float> %110)
  %150 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %148, <16 x float> %124, <16 x float> %109)
  %151 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %148, <16 x float> %126, <16 x float> %108)
  %152 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %148, <16 x float> %128, <16 x float> %107)
  %153 = getelementptr inbounds nuw float, ptr %36, i64 %119
  %154 = load float, ptr %153, align 4
  %155 = insertelement <16 x float> poison, float %154, i64 0
  %156 = shufflevector <16 x float> %155, <16 x float> poison, <16 x i32> zeroinitializer
  %157 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %156, <16 x float> %122, <16 x float> %106)
  %158 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %156, <16 x float> %124, <16 x float> %105)
  %159 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %156, <16 x float> %126, <16 x float> %104)
  %160 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %156, <16 x float> %128, <16 x float> %103)
  %161 = add nuw nsw i64 %119, 1
  %162 = icmp eq i64 %161, %4
  br i1 %162, label %38, label %102

163:                                              ; preds = %38, %15
  %164 = phi i64 [ 0, %15 ], [ %29, %38 ]
  %165 = sub nsw i64 %6, %164
  %166 = sdiv i64 %165, 16
  switch i64 %166, label %962 [
    i64 1, label %167
    i64 2, label %224
    i64 3, label %308
    i64 4, label %418
    i64 5, label %554
    i64 6, label %692
    i64 7, label %826
  ]

167:                                              ; preds = %163
  %168 = getelementptr float, ptr %3, i64 %164
  br i1 %11, label %169, label %177

169:                                              ; preds = %167
  %170 = load ptr, ptr %18, align 8
  %171 = getelementptr inbounds nuw i8, ptr %18, i64 8
  %172 = load ptr, ptr %171, align 8
  %173 = getelementptr inbounds nuw i8, ptr %18, i64 16
  %174 = load ptr, ptr %173, align 8
  %175 = getelementptr inbounds nuw i8, ptr %18, i64 24
  %176 = load ptr, ptr %175, align 8
  br label %193

177:                                              ; preds = %193, %167
  %178 = phi <16 x float> [ zeroinitializer, %167 ], [ %221, %193 ]
  %179 = phi <16 x float> [ zeroinitializer, %167 ], [ %216, %193 ]
  %180 = phi <16 x float> [ zeroinitializer, %167 ], [ %211, %193 ]
  %181 = phi <16 x float> [ zeroinitializer, %167 ], [ %206, %193 ]
  %182 = load ptr, ptr %19, align 8
  %183 = getelementptr inbounds nuw float, ptr %182, i64 %164
  store <16 x float> %181, ptr %183, align 4
  %184 = getelementptr inbounds nuw i8, ptr %19, i64 8
  %185 = load ptr, ptr %184, align 8
  %186 = getelementptr inbounds nuw float, ptr %185, i64 %164
  store <16 x float> %180, ptr %186, align 4
  %187 = getelementptr inbounds nuw i8, ptr %19, i64 16
  %188 = load ptr, ptr %187, align 8
  %189 = getelementptr inbounds nuw float, ptr %188, i64 %164
  store <16 x float> %179, ptr %189, align 4
  %190 = getelementptr inbounds nuw i8, ptr %19, i64 24
  %191 = load ptr, ptr %190, align 8
  %192 = getelementptr inbounds nuw float, ptr %191, i64 %164
  store <16 x float> %178, ptr %192, align 4
  br label %962

193:                                              ; preds = %169, %193
  %194 = phi <16 x float> [ zeroinitializer, %169 ], [ %221, %193 ]
  %195 = phi <16 x float> [ zeroinitializer, %169 ], [ %216, %193 ]
  %196 = phi <16 x float> [ zeroinitializer, %169 ], [ %211, %193 ]
  %197 = phi <16 x float> [ zeroinitializer, %169 ], [ %206, %193 ]
  %198 = phi i64 [ 0, %169 ], [ %222, %193 ]
  %199 = mul nsw i64 %198, %5
  %200 = getelementptr float, ptr %168, i64 %199
  %201 = load <16 x float>, ptr %200, align 4
  %202 = getelementptr inbounds nuw float, ptr %170, i64 %198
  %203 = load float, ptr %202, align 4
  %204 = insertelement <16 x float> poison, float %203, i64 0
  %205 = shufflevector <16 x float> %204, <16 x float> poison, <16 x i32> zeroinitializer
  %206 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %205, <16 x float> %201, <16 x float> %197)
  %207 = getelementptr inbounds nuw float, ptr %172, i64 %198
  %208 = load float, ptr %207, align 4
  %209 = insertelement <16 x float> poison, float %208, i64 0
  %210 = shufflevector <16 x float> %209, <16 x float> poison, <16 x i32> zeroinitializer
  %211 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %210, <16 x float> %201, <16 x float> %196)
  %212 = getelementptr inbounds nuw float, ptr %174, i64 %198
  %213 = load float, ptr %212, align 4
  %214 = insertelement <16 x float> poison, float %213, i64 0
  %215 = shufflevector <16 x float> %214, <16 x float> poison, <16 x i32> zeroinitializer
  %216 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %215, <16 x float> %201, <16 x float> %195)
  %217 = getelementptr inbounds nuw float, ptr %176, i64 %198
  %218 = load float, ptr %217, align 4
  %219 = insertelement <16 x float> poison, float %218, i64 0
  %220 = shufflevector <16 x float> %219, <16 x float> poison, <16 x i32> zeroinitializer
  %221 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %220, <16 x float> %201, <16 x float> %194)
  %222 = add nuw nsw i64 %198, 1
  %223 = icmp eq i64 %222, %4
  br i1 %223, label %177, label %193

224:                                              ; preds = %163
  br i1 %11, label %225, label %235

225:                                              ; preds = %224
  %226 = shl nuw nsw i64 %164, 2
  %227 = load ptr, ptr %18, align 8
  %228 = getelementptr inbounds nuw i8, ptr %18, i64 8
  %229 = load ptr, ptr %228, align 8
  %230 = getelementptr inbounds nuw i8, ptr %18, i64 16
  %231 = load ptr, ptr %230, align 8
  %232 = getelementptr inbounds nuw i8, ptr %18, i64 24
  %233 = load ptr, ptr %232, align 8
  %234 = getelementptr i8, ptr %3, i64 %226
  br label %267

235:                                              ; preds = %267, %224
  %236 = phi <16 x float> [ zeroinitializer, %224 ], [ %305, %267 ]
  %237 = phi <16 x float> [ zeroinitializer, %224 ], [ %304, %267 ]
  %238 = phi <16 x float> [ zeroinitializer, %224 ], [ %299, %267 ]
  %239 = phi <16 x float> [ zeroinitializer, %224 ], [ %298, %267 ]
  %240 = phi <16 x float> [ zeroinitializer, %224 ], [ %293, %267 ]
  %241 = phi <16 x float> [ zeroinitializer, %224 ], [ %292, %267 ]
  %242 = phi <16 x float> [ zeroinitializer, %224 ], [ %287, %267 ]
  %243 = phi <16 x float> [ zeroinitializer, %224 ], [ %286, %267 ]
  %244 = load ptr, ptr %19, align 8
  %245 = getelementptr inbounds nuw float, ptr %244, i64 %164
  store <16 x float> %243, ptr %245, align 4
  %246 = load ptr, ptr %19, align 8
  %247 = getelementptr inbounds nuw float, ptr %246, i64 %164
  %248 = getelementptr inbounds nuw i8, ptr %247, i64 64
  store <16 x float> %242, ptr %248, align 4
  %249 = getelementptr inbounds nuw i8, ptr %19, i64 8
  %250 = load ptr, ptr %249, align 8
  %251 = getelementptr inbounds nuw float, ptr %250, i64 %164
  store <16 x float> %241, ptr %251, align 4
  %252 = load ptr, ptr %249, align 8
  %253 = getelementptr inbounds nuw float, ptr %252, i64 %164
  %254 = getelementptr inbounds nuw i8, ptr %253, i64 64
  store <16 x float> %240, ptr %254, align 4
  %255 = getelementptr inbounds nuw i8, ptr %19, i64 16
  %256 = load ptr, ptr %255, align 8
  %257 = getelementptr inbounds nuw float, ptr %256, i64 %164
  store <16 x float> %239, ptr %257, align 4
  %258 = load ptr, ptr %255, align 8
  %259 = getelementptr inbounds nuw float, ptr %258, i64 %164
  %260 = getelementptr inbounds nuw i8, ptr %259, i64 64
  store <16 x float> %238, ptr %260, align 4
  %261 = getelementptr inbounds nuw i8, ptr %19, i64 24
  %262 = load ptr, ptr %261, align 8
  %263 = getelementptr inbounds nuw float, ptr %262, i64 %164
  store <16 x float> %237, ptr %263, align 4
  %264 = load ptr, ptr %261, align 8
  %265 = getelementptr inbounds nuw float, ptr %264, i64 %164
  %266 = getelementptr inbounds nuw i8, ptr %265, i64 64
  store <16 x float> %236, ptr %266, align 4
  br label %962

267:                                              ; preds = %225, %267
  %268 = phi <16 x float> [ zeroinitializer, %225 ], [ %305, %267 ]
  %269 = phi <16 x float> [ zeroinitializer, %225 ], [ %304, %267 ]
  %270 = phi <16 x float> [ zeroinitializer, %225 ], [ %299, %267 ]
  %271 = phi <16 x float> [ zeroinitializer, %225 ], [ %298, %267 ]
  %272 = phi <16 x float> [ zeroinitializer, %225 ], [ %293, %267 ]
  %273 = phi <16 x float> [ zeroinitializer, %225 ], [ %292, %267 ]
  %274 = phi <16 x float> [ zeroinitializer, %225 ], [ %287, %267 ]
  %275 = phi <16 x float> [ zeroinitializer, %225 ], [ %286, %267 ]
  %276 = phi i64 [ 0, %225 ], [ %306, %267 ]
  %277 = mul i64 %12, %276
  %278 = getelementptr i8, ptr %234, i64 %277
  %279 = load <16 x float>, ptr %278, align 4
  %280 = getelementptr inbounds nuw i8, ptr %278, i64 64
  %281 = load <16 x float>, ptr %280, align 4
  %282 = getelementptr inbounds nuw float, ptr %227, i64 %276
  %283 = load float, ptr %282, align 4
  %284 = insertelement <16 x float> poison, float %283, i64 0
  %285 = shufflevector <16 x float> %284, <16 x float> poison, <16 x i32> zeroinitializer
  %286 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %285, <16 x float> %279, <16 x float> %275)
  %287 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %285, <16 x float> %281, <16 x float> %274)
  %288 = getelementptr inbounds nuw float, ptr %229, i64 %276
  %289 = load float, ptr %288, align 4
  %290 = insertelement <16 x float> poison, float %289, i64 0
  %291 = shufflevector <16 x float> %290, <16 x float> poison, <16 x i32> zeroinitializer
  %292 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %291, <16 x float> %279, <16 x float> %273)
  %293 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %291, <16 x float> %281, <16 x float> %272)
  %294 = getelementptr inbounds nuw float, ptr %231, i64 %276
  %295 = load float, ptr %294, align 4
  %296 = insertelement <16 x float> poison, float %295, i64 0
  %297 = shufflevector <16 x float> %296, <16 x float> poison, <16 x i32> zeroinitializer
  %298 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %297, <16 x float> %279, <16 x float> %271)
  %299 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %297, <16 x float> %281, <16 x float> %270)
  %300 = getelementptr inbounds nuw float, ptr %233, i64 %276
  %301 = load float, ptr %300, align 4
  %302 = insertelement <16 x float> poison, float %301, i64 0
  %303 = shufflevector <16 x float> %302, <16 x float> poison, <16 x i32> zeroinitializer
  %304 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %303, <16 x float> %279, <16 x float> %269)
  %305 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %303, <16 x float> %281, <16 x float> %268)
  %306 = add nuw nsw i64 %276, 1
  %307 = icmp eq i64 %306, %4
  br i1 %307, label %235, label %267

308:                                              ; preds = %163
  br i1 %11, label %309, label %319

309:                                              ; preds = %308
  %310 = shl nuw nsw i64 %164, 2
  %311 = load ptr, ptr %18, align 8
  %312 = getelementptr inbounds nuw i8, ptr %18, i64 8
  %313 = load ptr, ptr %312, align 8
  %314 = getelementptr inbounds nuw i8, ptr %18, i64 16
  %315 = load ptr, ptr %314, align 8
  %316 = getelementptr inbounds nuw i8, ptr %18, i64 24
  %317 = load ptr, ptr %316, align 8
  %318 = getelementptr i8, ptr %3, i64 %310
  br label %367

319:                                              ; preds = %367, %308
  %320 = phi <16 x float> [ zeroinitializer, %308 ], [ %415, %367 ]
  %321 = phi <16 x float> [ zeroinitializer, %308 ], [ %414, %367 ]
  %322 = phi <16 x float> [ zeroinitializer, %308 ], [ %413, %367 ]
  %323 = phi <16 x float> [ zeroinitializer, %308 ], [ %408, %367 ]
  %324 = phi <16 x float> [ zeroinitializer, %308 ], [ %407, %367 ]
  %325 = phi <16 x float> [ zeroinitializer, %308 ], [ %406, %367 ]
  %326 = phi <16 x float> [ zeroinitializer, %308 ], [ %401, %367 ]
  %327 = phi <16 x float> [ zeroinitializer, %308 ], [ %400, %367 ]
  %328 = phi <16 x float> [ zeroinitializer, %308 ], [ %399, %367 ]
  %329 = phi <16 x float> [ zeroinitializer, %308 ], [ %394, %367 ]
  %330 = phi <16 x float> [ zeroinitializer, %308 ], [ %393, %367 ]
  %331 = phi <16 x float> [ zeroinitializer, %308 ], [ %392, %367 ]
  %332 = load ptr, ptr %19, align 8
  %333 = getelementptr inbounds nuw float, ptr %332, i64 %164
  store <16 x float> %331, ptr %333, align 4
  %334 = load ptr, ptr %19, align 8
  %335 = getelementptr inbounds nuw float, ptr %334, i64 %164
  %336 = getelementptr inbounds nuw i8, ptr %335, i64 64
  store <16 x float> %330, ptr %336, align 4
  %337 = load ptr, ptr %19, align 8
  %338 = getelementptr inbounds nuw float, ptr %337, i64 %164
  %339 = getelementptr inbounds nuw i8, ptr %338, i64 128
  store <16 x float> %329, ptr %339, align 4
  %340 = getelementptr inbounds nuw i8, ptr %19, i64 8
  %341 = load ptr, ptr %340, align 8
  %342 = getelementptr inbounds nuw float, ptr %341, i64 %164
  store <16 x float> %328, ptr %342, align 4
  %343 = load ptr, ptr %340, align 8
  %344 = getelementptr inbounds nuw float, ptr %343, i64 %164
  %345 = getelementptr inbounds nuw i8, ptr %344, i64 64
  store <16 x float> %327, ptr %345, align 4
  %346 = load ptr, ptr %340, align 8
  %347 = getelementptr inbounds nuw float, ptr %346, i64 %164
  %348 = getelementptr inbounds nuw i8, ptr %347, i64 128
  store <16 x float> %326, ptr %348, align 4
  %349 = getelementptr inbounds nuw i8, ptr %19, i64 16
  %350 = load ptr, ptr %349, align 8
  %351 = getelementptr inbounds nuw float, ptr %350, i64 %164
  store <16 x float> %325, ptr %351, align 4
  %352 = load ptr, ptr %349, align 8
  %353 = getelementptr inbounds nuw float, ptr %352, i64 %164
  %354 = getelementptr inbounds nuw i8, ptr %353, i64 64
  store <16 x float> %324, ptr %354, align 4
  %355 = load ptr, ptr %349, align 8
  %356 = getelementptr inbounds nuw float, ptr %355, i64 %164
  %357 = getelementptr inbounds nuw i8, ptr %356, i64 128
  store <16 x float> %323, ptr %357, align 4
  %358 = getelementptr inbounds nuw i8, ptr %19, i64 24
  %359 = load ptr, ptr %358, align 8
  %360 = getelementptr inbounds nuw float, ptr %359, i64 %164
  store <16 x float> %322, ptr %360, align 4
  %361 = load ptr, ptr %358, align 8
  %362 = getelementptr inbounds nuw float, ptr %361, i64 %164
  %363 = getelementptr inbounds nuw i8, ptr %362, i64 64
  store <16 x float> %321, ptr %363, align 4
  %364 = load ptr, ptr %358, align 8
  %365 = getelementptr inbounds nuw float, ptr %364, i64 %164
  %366 = getelementptr inbounds nuw i8, ptr %365, i64 128
  store <16 x float> %320, ptr %366, align 4
  br label %962

367:                                              ; preds = %309, %367
  %368 = phi <16 x float> [ zeroinitializer, %309 ], [ %415, %367 ]
  %369 = phi <16 x float> [ zeroinitializer, %309 ], [ %414, %367 ]
  %370 = phi <16 x float> [ zeroinitializer, %309 ], [ %413, %367 ]
  %371 = phi <16 x float> [ zeroinitializer, %309 ], [ %408, %367 ]
  %372 = phi <16 x float> [ zeroinitializer, %309 ], [ %407, %367 ]
  %373 = phi <16 x float> [ zeroinitializer, %309 ], [ %406, %367 ]
  %374 = phi <16 x float> [ zeroinitializer, %309 ], [ %401, %367 ]
  %375 = phi <16 x float> [ zeroinitializer, %309 ], [ %400, %367 ]
  %376 = phi <16 x float> [ zeroinitializer, %309 ], [ %399, %367 ]
  %377 = phi <16 x float> [ zeroinitializer, %309 ], [ %394, %367 ]
  %378 = phi <16 x float> [ zeroinitializer, %309 ], [ %393, %367 ]
  %379 = phi <16 x float> [ zeroinitializer, %309 ], [ %392, %367 ]
  %380 = phi i64 [ 0, %309 ], [ %416, %367 ]
  %381 = mul i64 %12, %380
  %382 = getelementptr i8, ptr %318, i64 %381
  %383 = load <16 x float>, ptr %382, align 4
  %384 = getelementptr inbounds nuw i8, ptr %382, i64 64
  %385 = load <16 x float>, ptr %384, align 4
  %386 = getelementptr inbounds nuw i8, ptr %382, i64 128
  %387 = load <16 x float>, ptr %386, align 4
  %388 = getelementptr inbounds nuw float, ptr %311, i64 %380
  %389 = load float, ptr %388, align 4
  %390 = insertelement <16 x float> poison, float %389, i64 0
  %391 = shufflevector <16 x float> %390, <16 x float> poison, <16 x i32> zeroinitializer
  %392 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %391, <16 x float> %383, <16 x float> %379)
  %393 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %391, <16 x float> %385, <16 x float> %378)
  %394 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %391, <16 x float> %387, <16 x float> %377)
  %395 = getelementptr inbounds nuw float, ptr %313, i64 %380
  %396 = load float, ptr %395, align 4
  %397 = insertelement <16 x float> poison, float %396, i64 0
  %398 = shufflevector <16 x float> %397, <16 x float> poison, <16 x i32> zeroinitializer
  %399 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %398, <16 x float> %383, <16 x float> %376)
  %400 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %398, <16 x float> %385, <16 x float> %375)
  %401 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %398, <16 x float> %387, <16 x float> %374)
  %402 = getelementptr inbounds nuw float, ptr %315, i64 %380
  %403 = load float, ptr %402, align 4
  %404 = insertelement <16 x float> poison, float %403, i64 0
  %405 = shufflevector <16 x float> %404, <16 x float> poison, <16 x i32> zeroinitializer
  %406 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %405, <16 x float> %383, <16 x float> %373)
  %407 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %405, <16 x float> %385, <16 x float> %372)
  %408 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %405, <16 x float> %387, <16 x float> %371)
  %409 = getelementptr inbounds nuw float, ptr %317, i64 %380
  %410 = load float, ptr %409, align 4
  %411 = insertelement <16 x float> poison, float %410, i64 0
  %412 = shufflevector <16 x float> %411, <16 x float> poison, <16 x i32> zeroinitializer
  %413 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %412, <16 x float> %383, <16 x float> %370)
  %414 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %412, <16 x float> %385, <16 x float> %369)
  %415 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %412, <16 x float> %387, <16 x float> %368)
  %416 = add nuw nsw i64 %380, 1
  %417 = icmp eq i64 %416, %4
  br i1 %417, label %319, label %367

418:                                              ; preds = %163
  br i1 %11, label %419, label %429

419:                                              ; preds = %418
  %420 = shl nuw nsw i64 %164, 2
  %421 = load ptr, ptr %18, align 8
  %422 = getelementptr inbounds nuw i8, ptr %18, i64 8
  %423 = load ptr, ptr %422, align 8
  %424 = getelementptr inbounds nuw i8, ptr %18, i64 16
  %425 = load ptr, ptr %424, align 8
  %426 = getelementptr inbounds nuw i8, ptr %18, i64 24
  %427 = load ptr, ptr %426, align 8
  %428 = getelementptr i8, ptr %3, i64 %420
  br label %493

429:                                              ; preds = %493, %418
  %430 = phi <16 x float> [ zeroinitializer, %418 ], [ %551, %493 ]
  %431 = phi <16 x float> [ zeroinitializer, %418 ], [ %550, %493 ]
  %432 = phi <16 x float> [ zeroinitializer, %418 ], [ %549, %493 ]
  %433 = phi <16 x float> [ zeroinitializer, %418 ], [ %548, %493 ]
  %434 = phi <16 x float> [ zeroinitializer, %418 ], [ %543, %493 ]
  %435 = phi <16 x float> [ zeroinitializer, %418 ], [ %542, %493 ]
  %436 = phi <16 x float> [ zeroinitializer, %418 ], [ %541, %493 ]
  %437 = phi <16 x float> [ zeroinitializer, %418 ], [ %540, %493 ]
  %438 = phi <16 x float> [ zeroinitializer, %418 ], [ %535, %493 ]
  %439 = phi <16 x float> [ zeroinitializer, %418 ], [ %534, %493 ]
  %440 = phi <16 x float> [ zeroinitializer, %418 ], [ %533, %493 ]
  %441 = phi <16 x float> [ zeroinitializer, %418 ], [ %532, %493 ]
  %442 = phi <16 x float> [ zeroinitializer, %418 ], [ %527, %493 ]
  %443 = phi <16 x float> [ zeroinitializer, %418 ], [ %526, %493 ]
  %444 = phi <16 x float> [ zeroinitializer, %418 ], [ %525, %493 ]
  %445 = phi <16 x float> [ zeroinitializer, %418 ], [ %524, %493 ]
  %446 = load ptr, ptr %19, align 8
  %447 = getelementptr inbounds nuw float, ptr %446, i64 %164
  store <16 x float> %445, ptr %447, align 4
  %448 = load ptr, ptr %19, align 8
  %449 = getelementptr inbounds nuw float, ptr %448, i64 %164
  %450 = getelementptr inbounds nuw i8, ptr %449, i64 64
  store <16 x float> %444, ptr %450, align 4
  %451 = load ptr, ptr %19, align 8
  %452 = getelementptr inbounds nuw float, ptr %451, i64 %164
  %453 = getelementptr inbounds nuw i8, ptr %452, i64 128
  store <16 x float> %443, ptr %453, align 4
  %454 = load ptr, ptr %19, align 8
  %455 = getelementptr inbounds nuw float, ptr %454, i64 %164
  %456 = getelementptr inbounds nuw i8, ptr %455, i64 192
  store <16 x float> %442, ptr %456, align 4
  %457 = getelementptr inbounds nuw i8, ptr %19, i64 8
  %458 = load ptr, ptr %457, align 8
  %459 = getelementptr inbounds nuw float, ptr %458, i64 %164
  store <16 x float> %441, ptr %459, align 4
  %460 = load ptr, ptr %457, align 8
  %461 = getelementptr inbounds nuw float, ptr %460, i64 %164
  %462 = getelementptr inbounds nuw i8, ptr %461, i64 64
  store <16 x float> %440, ptr %462, align 4
  %463 = load ptr, ptr %457, align 8
  %464 = getelementptr inbounds nuw float, ptr %463, i64 %164
  %465 = getelementptr inbounds nuw i8, ptr %464, i64 128
  store <16 x float> %439, ptr %465, align 4
  %466 = load ptr, ptr %457, align 8
  %467 = getelementptr inbounds nuw float, ptr %466, i64 %164
  %468 = getelementptr inbounds nuw i8, ptr %467, i64 192
  store <16 x float> %438, ptr %468, align 4
  %469 = getelementptr inbounds nuw i8, ptr %19, i64 16
  %470 = load ptr, ptr %469, align 8
  %471 = getelementptr inbounds nuw float, ptr %470, i64 %164
  store <16 x float> %437, ptr %471, align 4
  %472 = load ptr, ptr %469, align 8
  %473 = getelementptr inbounds nuw float, ptr %472, i64 %164
  %474 = getelementptr inbounds nuw i8, ptr %473, i64 64
  store <16 x float> %436, ptr %474, align 4
  %475 = load ptr, ptr %469, align 8
  %476 = getelementptr inbounds nuw float, ptr %475, i64 %164
  %477 = getelementptr inbounds nuw i8, ptr %476, i64 128
  store <16 x float> %435, ptr %477, align 4
  %478 = load ptr, ptr %469, align 8
  %479 = getelementptr inbounds nuw float, ptr %478, i64 %164
  %480 = getelementptr inbounds nuw i8, ptr %479, i64 192
  store <16 x float> %434, ptr %480, align 4
  %481 = getelementptr inbounds nuw i8, ptr %19, i64 24
  %482 = load ptr, ptr %481, align 8
  %483 = getelementptr inbounds nuw float, ptr %482, i64 %164
  store <16 x float> %433, ptr %483, align 4
  %484 = load ptr, ptr %481, align 8
  %485 = getelementptr inbounds nuw float, ptr %484, i64 %164
  %486 = getelementptr inbounds nuw i8, ptr %485, i64 64
  store <16 x float> %432, ptr %486, align 4
  %487 = load ptr, ptr %481, align 8
  %488 = getelementptr inbounds nuw float, ptr %487, i64 %164
  %489 = getelementptr inbounds nuw i8, ptr %488, i64 128
  store <16 x float> %431, ptr %489, align 4
  %490 = load ptr, ptr %481, align 8
  %491 = getelementptr inbounds nuw float, ptr %490, i64 %164
  %492 = getelementptr inbounds nuw i8, ptr %491, i64 192
  store <16 x float> %430, ptr %492, align 4
  br label %962

493:                                              ; preds = %419, %493
  %494 = phi <16 x float> [ zeroinitializer, %419 ], [ %551, %493 ]
  %495 = phi <16 x float> [ zeroinitializer, %419 ], [ %550, %493 ]
  %496 = phi <16 x float> [ zeroinitializer, %419 ], [ %549, %493 ]
  %497 = phi <16 x float> [ zeroinitializer, %419 ], [ %548, %493 ]
  %498 = phi <16 x float> [ zeroinitializer, %419 ], [ %543, %493 ]
  %499 = phi <16 x float> [ zeroinitializer, %419 ], [ %542, %493 ]
  %500 = phi <16 x float> [ zeroinitializer, %419 ], [ %541, %493 ]
  %501 = phi <16 x float> [ zeroinitializer, %419 ], [ %540, %493 ]
  %502 = phi <16 x float> [ zeroinitializer, %419 ], [ %535, %493 ]
  %503 = phi <16 x float> [ zeroinitializer, %419 ], [ %534, %493 ]
  %504 = phi <16 x float> [ zeroinitializer, %419 ], [ %533, %493 ]
  %505 = phi <16 x float> [ zeroinitializer, %419 ], [ %532, %493 ]
  %506 = phi <16 x float> [ zeroinitializer, %419 ], [ %527, %493 ]
  %507 = phi <16 x float> [ zeroinitializer, %419 ], [ %526, %493 ]
  %508 = phi <16 x float> [ zeroinitializer, %419 ], [ %525, %493 ]
  %509 = phi <16 x float> [ zeroinitializer, %419 ], [ %524, %493 ]
  %510 = phi i64 [ 0, %419 ], [ %552, %493 ]
  %511 = mul i64 %12, %510
  %512 = getelementptr i8, ptr %428, i64 %511
  %513 = load <16 x float>, ptr %512, align 4
  %514 = getelementptr inbounds nuw i8, ptr %512, i64 64
  %515 = load <16 x float>, ptr %514, align 4
  %516 = getelementptr inbounds nuw i8, ptr %512, i64 128
  %517 = load <16 x float>, ptr %516, align 4
  %518 = getelementptr inbounds nuw i8, ptr %512, i64 192
  %519 = load <16 x float>, ptr %518, align 4
  %520 = getelementptr inbounds nuw float, ptr %421, i64 %510
  %521 = load float, ptr %520, align 4
  %522 = insertelement <16 x float> poison, float %521, i64 0
  %523 = shufflevector <16 x float> %522, <16 x float> poison, <16 x i32> zeroinitializer
  %524 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %523, <16 x float> %513, <16 x float> %509)
  %525 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %523, <16 x float> %515, <16 x float> %508)
  %526 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %523, <16 x float> %517, <16 x float> %507)
  %527 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %523, <16 x float> %519, <16 x float> %506)
  %528 = getelementptr inbounds nuw float, ptr %423, i64 %510
  %529 = load float, ptr %528, align 4
  %530 = insertelement <16 x float> poison, float %529, i64 0
  %531 = shufflevector <16 x float> %530, <16 x float> poison, <16 x i32> zeroinitializer
  %532 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %531, <16 x float> %513, <16 x float> %505)
  %533 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %531, <16 x float> %515, <16 x float> %504)
  %534 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %531, <16 x float> %517, <16 x float> %503)
  %535 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %531, <16 x float> %519, <16 x float> %502)
  %536 = getelementptr inbounds nuw float, ptr %425, i64 %510
  %537 = load float, ptr %536, align 4
  %538 = insertelement <16 x float> poison, float %537, i64 0
  %539 = shufflevector <16 x float> %538, <16 x float> poison, <16 x i32> zeroinitializer
  %540 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %539, <16 x float> %513, <16 x float> %501)
  %541 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %539, <16 x float> %515, <16 x float> %500)
  %542 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %539, <16 x float> %517, <16 x float> %499)
  %543 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %539, <16 x float> %519, <16 x float> %498)
  %544 = getelementptr inbounds nuw float, ptr %427, i64 %510
  %545 = load float, ptr %544, align 4
  %546 = insertelement <16 x float> poison, float %545, i64 0
  %547 = shufflevector <16 x float> %546, <16 x float> poison, <16 x i32> zeroinitializer
  %548 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %547, <16 x float> %513, <16 x float> %497)
  %549 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %547, <16 x float> %515, <16 x float> %496)
  %550 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %547, <16 x float> %517, <16 x float> %495)
  %551 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %547, <16 x float> %519, <16 x float> %494)
  %552 = add nuw nsw i64 %510, 1
  %553 = icmp eq i64 %552, %4
  br i1 %553, label %429, label %493

554:                                              ; preds = %163
  br i1 %11, label %555, label %565

555:                                              ; preds = %554
  %556 = shl nuw nsw i64 %164, 2
  %557 = load ptr, ptr %18, align 8
  %558 = getelementptr inbounds nuw i8, ptr %18, i64 8
  %559 = load ptr, ptr %558, align 8
  %560 = getelementptr inbounds nuw i8, ptr %18, i64 16
  %561 = load ptr, ptr %560, align 8
  %562 = getelementptr inbounds nuw i8, ptr %18, i64 24
  %563 = load ptr, ptr %562, align 8
  %564 = getelementptr i8, ptr %3, i64 %556
  br label %629

565:                                              ; preds = %629, %554
  %566 = phi <16 x float> [ zeroinitializer, %554 ], [ %689, %629 ]
  %567 = phi <16 x float> [ zeroinitializer, %554 ], [ %684, %629 ]
  %568 = phi <16 x float> [ zeroinitializer, %554 ], [ %683, %629 ]
  %569 = phi <16 x float> [ zeroinitializer, %554 ], [ %682, %629 ]
  %570 = phi <16 x float> [ zeroinitializer, %554 ], [ %681, %629 ]
  %571 = phi <16 x float> [ zeroinitializer, %554 ], [ %680, %629 ]
  %572 = phi <16 x float> [ zeroinitializer, %554 ], [ %675, %629 ]
  %573 = phi <16 x float> [ zeroinitializer, %554 ], [ %674, %629 ]
  %574 = phi <16 x float> [ zeroinitializer, %554 ], [ %673, %629 ]
  %575 = phi <16 x float> [ zeroinitializer, %554 ], [ %672, %629 ]
  %576 = phi <16 x float> [ zeroinitializer, %554 ], [ %671, %629 ]
  %577 = phi <16 x float> [ zeroinitializer, %554 ], [ %666, %629 ]
  %578 = phi <16 x float> [ zeroinitializer, %554 ], [ %665, %629 ]
  %579 = phi <16 x float> [ zeroinitializer, %554 ], [ %664, %629 ]
  %580 = phi <16 x float> [ zeroinitializer, %554 ], [ %663, %629 ]
  %581 = phi <16 x float> [ zeroinitializer, %554 ], [ %662, %629 ]
  %582 = load ptr, ptr %19, align 8
  %583 = getelementptr inbounds nuw float, ptr %582, i64 %164
  store <16 x float> %581, ptr %583, align 4
  %584 = load ptr, ptr %19, align 8
  %585 = getelementptr inbounds nuw float, ptr %584, i64 %164
  %586 = getelementptr inbounds nuw i8, ptr %585, i64 64
  store <16 x float> %580, ptr %586, align 4
  %587 = load ptr, ptr %19, align 8
  %588 = getelementptr inbounds nuw float, ptr %587, i64 %164
  %589 = getelementptr inbounds nuw i8, ptr %588, i64 128
  store <16 x float> %579, ptr %589, align 4
  %590 = load ptr, ptr %19, align 8
  %591 = getelementptr inbounds nuw float, ptr %590, i64 %164
  %592 = getelementptr inbounds nuw i8, ptr %591, i64 192
  store <16 x float> %578, ptr %592, align 4
  %593 = load ptr, ptr %19, align 8
  %594 = getelementptr inbounds nuw float, ptr %593, i64 %164
  %595 = getelementptr inbounds nuw i8, ptr %594, i64 256
  store <16 x float> %577, ptr %595, align 4
  %596 = getelementptr inbounds nuw i8, ptr %19, i64 8
  %597 = load ptr, ptr %596, align 8
  %598 = getelementptr inbounds nuw float, ptr %597, i64 %164
  store <16 x float> %576, ptr %598, align 4
  %599 = load ptr, ptr %596, align 8
  %600 = getelementptr inbounds nuw float, ptr %599, i64 %164
  %601 = getelementptr inbounds nuw i8, ptr %600, i64 64
  store <16 x float> %575, ptr %601, align 4
  %602 = load ptr, ptr %596, align 8
  %603 = getelementptr inbounds nuw float, ptr %602, i64 %164
  %604 = getelementptr inbounds nuw i8, ptr %603, i64 128
  store <16 x float> %574, ptr %604, align 4
  %605 = load ptr, ptr %596, align 8
  %606 = getelementptr inbounds nuw float, ptr %605, i64 %164
  %607 = getelementptr inbounds nuw i8, ptr %606, i64 192
  store <16 x float> %573, ptr %607, align 4
  %608 = load ptr, ptr %596, align 8
  %609 = getelementptr inbounds nuw float, ptr %608, i64 %164
  %610 = getelementptr inbounds nuw i8, ptr %609, i64 256
  store <16 x float> %572, ptr %610, align 4
  %611 = getelementptr inbounds nuw i8, ptr %19, i64 16
  %612 = load ptr, ptr %611, align 8
  %613 = getelementptr inbounds nuw float, ptr %612, i64 %164
  store <16 x float> %571, ptr %613, align 4
  %614 = load ptr, ptr %611, align 8
  %615 = getelementptr inbounds nuw float, ptr %614, i64 %164
  %616 = getelementptr inbounds nuw i8, ptr %615, i64 64
  store <16 x float> %570, ptr %616, align 4
  %617 = load ptr, ptr %611, align 8
  %618 = getelementptr inbounds nuw float, ptr %617, i64 %164
  %619 = getelementptr inbounds nuw i8, ptr %618, i64 128
  store <16 x float> %569, ptr %619, align 4
  %620 = load ptr, ptr %611, align 8
  %621 = getelementptr inbounds nuw float, ptr %620, i64 %164
  %622 = getelementptr inbounds nuw i8, ptr %621, i64 192
  store <16 x float> %568, ptr %622, align 4
  %623 = load ptr, ptr %611, align 8
  %624 = getelementptr inbounds nuw float, ptr %623, i64 %164
  %625 = getelementptr inbounds nuw i8, ptr %624, i64 256
  store <16 x float> %567, ptr %625, align 4
  %626 = getelementptr inbounds nuw i8, ptr %19, i64 24
  %627 = load ptr, ptr %626, align 8
  %628 = getelementptr inbounds nuw float, ptr %627, i64 %164
  store <16 x float> %566, ptr %628, align 4
  br label %962

629:                                              ; preds = %555, %629
  %630 = phi <16 x float> [ zeroinitializer, %555 ], [ %689, %629 ]
  %631 = phi <16 x float> [ zeroinitializer, %555 ], [ %684, %629 ]
  %632 = phi <16 x float> [ zeroinitializer, %555 ], [ %683, %629 ]
  %633 = phi <16 x float> [ zeroinitializer, %555 ], [ %682, %629 ]
  %634 = phi <16 x float> [ zeroinitializer, %555 ], [ %681, %629 ]
  %635 = phi <16 x float> [ zeroinitializer, %555 ], [ %680, %629 ]
  %636 = phi <16 x float> [ zeroinitializer, %555 ], [ %675, %629 ]
  %637 = phi <16 x float> [ zeroinitializer, %555 ], [ %674, %629 ]
  %638 = phi <16 x float> [ zeroinitializer, %555 ], [ %673, %629 ]
  %639 = phi <16 x float> [ zeroinitializer, %555 ], [ %672, %629 ]
  %640 = phi <16 x float> [ zeroinitializer, %555 ], [ %671, %629 ]
  %641 = phi <16 x float> [ zeroinitializer, %555 ], [ %666, %629 ]
  %642 = phi <16 x float> [ zeroinitializer, %555 ], [ %665, %629 ]
  %643 = phi <16 x float> [ zeroinitializer, %555 ], [ %664, %629 ]
  %644 = phi <16 x float> [ zeroinitializer, %555 ], [ %663, %629 ]
  %645 = phi <16 x float> [ zeroinitializer, %555 ], [ %662, %629 ]
  %646 = phi i64 [ 0, %555 ], [ %690, %629 ]
  %647 = mul i64 %12, %646
  %648 = getelementptr i8, ptr %564, i64 %647
  %649 = load <16 x float>, ptr %648, align 4
  %650 = getelementptr inbounds nuw i8, ptr %648, i64 64
  %651 = load <16 x float>, ptr %650, align 4
  %652 = getelementptr inbounds nuw i8, ptr %648, i64 128
  %653 = load <16 x float>, ptr %652, align 4
  %654 = getelementptr inbounds nuw i8, ptr %648, i64 192
  %655 = load <16 x float>, ptr %654, align 4
  %656 = getelementptr inbounds nuw i8, ptr %648, i64 256
  %657 = load <16 x float>, ptr %656, align 4
  %658 = getelementptr inbounds nuw float, ptr %557, i64 %646
  %659 = load float, ptr %658, align 4
  %660 = insertelement <16 x float> poison, float %659, i64 0
  %661 = shufflevector <16 x float> %660, <16 x float> poison, <16 x i32> zeroinitializer
  %662 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %661, <16 x float> %649, <16 x float> %645)
  %663 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %661, <16 x float> %651, <16 x float> %644)
  %664 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %661, <16 x float> %653, <16 x float> %643)
  %665 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %661, <16 x float> %655, <16 x float> %642)
  %666 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %661, <16 x float> %657, <16 x float> %641)
  %667 = getelementptr inbounds nuw float, ptr %559, i64 %646
  %668 = load float, ptr %667, align 4
  %669 = insertelement <16 x float> poison, float %668, i64 0
  %670 = shufflevector <16 x float> %669, <16 x float> poison, <16 x i32> zeroinitializer
  %671 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %670, <16 x float> %649, <16 x float> %640)
  %672 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %670, <16 x float> %651, <16 x float> %639)
  %673 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %670, <16 x float> %653, <16 x float> %638)
  %674 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %670, <16 x float> %655, <16 x float> %637)
  %675 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %670, <16 x float> %657, <16 x float> %636)
  %676 = getelementptr inbounds nuw float, ptr %561, i64 %646
  %677 = load float, ptr %676, align 4
  %678 = insertelement <16 x float> poison, float %677, i64 0
  %679 = shufflevector <16 x float> %678, <16 x float> poison, <16 x i32> zeroinitializer
  %680 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %679, <16 x float> %649, <16 x float> %635)
  %681 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %679, <16 x float> %651, <16 x float> %634)
  %682 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %679, <16 x float> %653, <16 x float> %633)
  %683 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %679, <16 x float> %655, <16 x float> %632)
  %684 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %679, <16 x float> %657, <16 x float> %631)
  %685 = getelementptr inbounds nuw float, ptr %563, i64 %646
  %686 = load float, ptr %685, align 4
  %687 = insertelement <16 x float> poison, float %686, i64 0
  %688 = shufflevector <16 x float> %687, <16 x float> poison, <16 x i32> zeroinitializer
  %689 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %688, <16 x float> %649, <16 x float> %630)
  %690 = add nuw nsw i64 %646, 1
  %691 = icmp eq i64 %690, %4
  br i1 %691, label %565, label %629

692:                                              ; preds = %163
  br i1 %11, label %693, label %701

693:                                              ; preds = %692
  %694 = shl nuw nsw i64 %164, 2
  %695 = load ptr, ptr %18, align 8
  %696 = getelementptr inbounds nuw i8, ptr %18, i64 8
  %697 = load ptr, ptr %696, align 8
  %698 = getelementptr inbounds nuw i8, ptr %18, i64 16
  %699 = load ptr, ptr %698, align 8
  %700 = getelementptr i8, ptr %3, i64 %694
  br label %765

701:                                              ; preds = %765, %692
  %702 = phi <16 x float> [ zeroinitializer, %692 ], [ %823, %765 ]
  %703 = phi <16 x float> [ zeroinitializer, %692 ], [ %822, %765 ]
  %704 = phi <16 x float> [ zeroinitializer, %692 ], [ %821, %765 ]
  %705 = phi <16 x float> [ zeroinitializer, %692 ], [ %820, %765 ]
  %706 = phi <16 x float> [ zeroinitializer, %692 ], [ %815, %765 ]
  %707 = phi <16 x float> [ zeroinitializer, %692 ], [ %814, %765 ]
  %708 = phi <16 x float> [ zeroinitializer, %692 ], [ %813, %765 ]
  %709 = phi <16 x float> [ zeroinitializer, %692 ], [ %812, %765 ]
  %710 = phi <16 x float> [ zeroinitializer, %692 ], [ %811, %765 ]
  %711 = phi <16 x float> [ zeroinitializer, %692 ], [ %810, %765 ]
  %712 = phi <16 x float> [ zeroinitializer, %692 ], [ %805, %765 ]
  %713 = phi <16 x float> [ zeroinitializer, %692 ], [ %804, %765 ]
  %714 = phi <16 x float> [ zeroinitializer, %692 ], [ %803, %765 ]
  %715 = phi <16 x float> [ zeroinitializer, %692 ], [ %802, %765 ]
  %716 = phi <16 x float> [ zeroinitializer, %692 ], [ %801, %765 ]
  %717 = phi <16 x float> [ zeroinitializer, %692 ], [ %800, %765 ]
  %718 = load ptr, ptr %19, align 8
  %719 = getelementptr inbounds nuw float, ptr %718, i64 %164
  store <16 x float> %717, ptr %719, align 4
  %720 = load ptr, ptr %19, align 8
  %721 = getelementptr inbounds nuw float, ptr %720, i64 %164
  %722 = getelementptr inbounds nuw i8, ptr %721, i64 64
  store <16 x float> %716, ptr %722, align 4
  %723 = load ptr, ptr %19, align 8
  %724 = getelementptr inbounds nuw float, ptr %723, i64 %164
  %725 = getelementptr inbounds nuw i8, ptr %724, i64 128
  store <16 x float> %715, ptr %725, align 4
  %726 = load ptr, ptr %19, align 8
  %727 = getelementptr inbounds nuw float, ptr %726, i64 %164
  %728 = getelementptr inbounds nuw i8, ptr %727, i64 192
  store <16 x float> %714, ptr %728, align 4
  %729 = load ptr, ptr %19, align 8
  %730 = getelementptr inbounds nuw float, ptr %729, i64 %164
  %731 = getelementptr inbounds nuw i8, ptr %730, i64 256
  store <16 x float> %713, ptr %731, align 4
  %732 = load ptr, ptr %19, align 8
  %733 = getelementptr inbounds nuw float, ptr %732, i64 %164
  %734 = getelementptr inbounds nuw i8, ptr %733, i64 320
  store <16 x float> %712, ptr %734, align 4
  %735 = getelementptr inbounds nuw i8, ptr %19, i64 8
  %736 = load ptr, ptr %735, align 8
  %737 = getelementptr inbounds nuw float, ptr %736, i64 %164
  store <16 x float> %711, ptr %737, align 4
  %738 = load ptr, ptr %735, align 8
  %739 = getelementptr inbounds nuw float, ptr %738, i64 %164
  %740 = getelementptr inbounds nuw i8, ptr %739, i64 64
  store <16 x float> %710, ptr %740, align 4
  %741 = load ptr, ptr %735, align 8
  %742 = getelementptr inbounds nuw float, ptr %741, i64 %164
  %743 = getelementptr inbounds nuw i8, ptr %742, i64 128
  store <16 x float> %709, ptr %743, align 4
  %744 = load ptr, ptr %735, align 8
  %745 = getelementptr inbounds nuw float, ptr %744, i64 %164
  %746 = getelementptr inbounds nuw i8, ptr %745, i64 192
  store <16 x float> %708, ptr %746, align 4
  %747 = load ptr, ptr %735, align 8
  %748 = getelementptr inbounds nuw float, ptr %747, i64 %164
  %749 = getelementptr inbounds nuw i8, ptr %748, i64 256
  store <16 x float> %707, ptr %749, align 4
  %750 = load ptr, ptr %735, align 8
  %751 = getelementptr inbounds nuw float, ptr %750, i64 %164
  %752 = getelementptr inbounds nuw i8, ptr %751, i64 320
  store <16 x float> %706, ptr %752, align 4
  %753 = getelementptr inbounds nuw i8, ptr %19, i64 16
  %754 = load ptr, ptr %753, align 8
  %755 = getelementptr inbounds nuw float, ptr %754, i64 %164
  store <16 x float> %705, ptr %755, align 4
  %756 = load ptr, ptr %753, align 8
  %757 = getelementptr inbounds nuw float, ptr %756, i64 %164
  %758 = getelementptr inbounds nuw i8, ptr %757, i64 64
  store <16 x float> %704, ptr %758, align 4
  %759 = load ptr, ptr %753, align 8
  %760 = getelementptr inbounds nuw float, ptr %759, i64 %164
  %761 = getelementptr inbounds nuw i8, ptr %760, i64 128
  store <16 x float> %703, ptr %761, align 4
  %762 = load ptr, ptr %753, align 8
  %763 = getelementptr inbounds nuw float, ptr %762, i64 %164
  %764 = getelementptr inbounds nuw i8, ptr %763, i64 192
  store <16 x float> %702, ptr %764, align 4
  br label %962

765:                                              ; preds = %693, %765
  %766 = phi <16 x float> [ zeroinitializer, %693 ], [ %823, %765 ]
  %767 = phi <16 x float> [ zeroinitializer, %693 ], [ %822, %765 ]
  %768 = phi <16 x float> [ zeroinitializer, %693 ], [ %821, %765 ]
  %769 = phi <16 x float> [ zeroinitializer, %693 ], [ %820, %765 ]
  %770 = phi <16 x float> [ zeroinitializer, %693 ], [ %815, %765 ]
  %771 = phi <16 x float> [ zeroinitializer, %693 ], [ %814, %765 ]
  %772 = phi <16 x float> [ zeroinitializer, %693 ], [ %813, %765 ]
  %773 = phi <16 x float> [ zeroinitializer, %693 ], [ %812, %765 ]
  %774 = phi <16 x float> [ zeroinitializer, %693 ], [ %811, %765 ]
  %775 = phi <16 x float> [ zeroinitializer, %693 ], [ %810, %765 ]
  %776 = phi <16 x float> [ zeroinitializer, %693 ], [ %805, %765 ]
  %777 = phi <16 x float> [ zeroinitializer, %693 ], [ %804, %765 ]
  %778 = phi <16 x float> [ zeroinitializer, %693 ], [ %803, %765 ]
  %779 = phi <16 x float> [ zeroinitializer, %693 ], [ %802, %765 ]
  %780 = phi <16 x float> [ zeroinitializer, %693 ], [ %801, %765 ]
  %781 = phi <16 x float> [ zeroinitializer, %693 ], [ %800, %765 ]
  %782 = phi i64 [ 0, %693 ], [ %824, %765 ]
  %783 = mul i64 %12, %782
  %784 = getelementptr i8, ptr %700, i64 %783
  %785 = load <16 x float>, ptr %784, align 4
  %786 = getelementptr inbounds nuw i8, ptr %784, i64 64
  %787 = load <16 x float>, ptr %786, align 4
  %788 = getelementptr inbounds nuw i8, ptr %784, i64 128
  %789 = load <16 x float>, ptr %788, align 4
  %790 = getelementptr inbounds nuw i8, ptr %784, i64 192
  %791 = load <16 x float>, ptr %790, align 4
  %792 = getelementptr inbounds nuw i8, ptr %784, i64 256
  %793 = load <16 x float>, ptr %792, align 4
  %794 = getelementptr inbounds nuw i8, ptr %784, i64 320
  %795 = load <16 x float>, ptr %794, align 4
  %796 = getelementptr inbounds nuw float, ptr %695, i64 %782
  %797 = load float, ptr %796, align 4
  %798 = insertelement <16 x float> poison, float %797, i64 0
  %799 = shufflevector <16 x float> %798, <16 x float> poison, <16 x i32> zeroinitializer
  %800 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %799, <16 x float> %785, <16 x float> %781)
  %801 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %799, <16 x float> %787, <16 x float> %780)
  %802 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %799, <16 x float> %789, <16 x float> %779)
  %803 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %799, <16 x float> %791, <16 x float> %778)
  %804 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %799, <16 x float> %793, <16 x float> %777)
  %805 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %799, <16 x float> %795, <16 x float> %776)
  %806 = getelementptr inbounds nuw float, ptr %697, i64 %782
  %807 = load float, ptr %806, align 4
  %808 = insertelement <16 x float> poison, float %807, i64 0
  %809 = shufflevector <16 x float> %808, <16 x float> poison, <16 x i32> zeroinitializer
  %810 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %809, <16 x float> %785, <16 x float> %775)
  %811 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %809, <16 x float> %787, <16 x float> %774)
  %812 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %809, <16 x float> %789, <16 x float> %773)
  %813 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %809, <16 x float> %791, <16 x float> %772)
  %814 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %809, <16 x float> %793, <16 x float> %771)
  %815 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %809, <16 x float> %795, <16 x float> %770)
  %816 = getelementptr inbounds nuw float, ptr %699, i64 %782
  %817 = load float, ptr %816, align 4
  %818 = insertelement <16 x float> poison, float %817, i64 0
  %819 = shufflevector <16 x float> %818, <16 x float> poison, <16 x i32> zeroinitializer
  %820 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %819, <16 x float> %785, <16 x float> %769)
  %821 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %819, <16 x float> %787, <16 x float> %768)
  %822 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %819, <16 x float> %789, <16 x float> %767)
  %823 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %819, <16 x float> %791, <16 x float> %766)
  %824 = add nuw nsw i64 %782, 1
  %825 = icmp eq i64 %824, %4
  br i1 %825, label %701, label %765

826:                                              ; preds = %163
  br i1 %11, label %827, label %835

827:                                              ; preds = %826
  %828 = shl i64 %164, 2
  %829 = load ptr, ptr %18, align 8
  %830 = getelementptr inbounds nuw i8, ptr %18, i64 8
  %831 = load ptr, ptr %830, align 8
  %832 = getelementptr inbounds nuw i8, ptr %18, i64 16
  %833 = load ptr, ptr %832, align 8
  %834 = getelementptr i8, ptr %3, i64 %828
  br label %899

835:                                              ; preds = %899, %826
  %836 = phi <16 x float> [ zeroinitializer, %826 ], [ %959, %899 ]
  %837 = phi <16 x float> [ zeroinitializer, %826 ], [ %958, %899 ]
  %838 = phi <16 x float> [ zeroinitializer, %826 ], [ %953, %899 ]
  %839 = phi <16 x float> [ zeroinitializer, %826 ], [ %952, %899 ]
  %840 = phi <16 x float> [ zeroinitializer, %826 ], [ %951, %899 ]
  %841 = phi <16 x float> [ zeroinitializer, %826 ], [ %950, %899 ]
  %842 = phi <16 x float> [ zeroinitializer, %826 ], [ %949, %899 ]
  %843 = phi <16 x float> [ zeroinitializer, %826 ], [ %948, %899 ]
  %844 = phi <16 x float> [ zeroinitializer, %826 ], [ %947, %899 ]
  %845 = phi <16 x float> [ zeroinitializer, %826 ], [ %942, %899 ]
  %846 = phi <16 x float> [ zeroinitializer, %826 ], [ %941, %899 ]
  %847 = phi <16 x float> [ zeroinitializer, %826 ], [ %940, %899 ]
  %848 = phi <16 x float> [ zeroinitializer, %826 ], [ %939, %899 ]
  %849 = phi <16 x float> [ zeroinitializer, %826 ], [ %938, %899 ]
  %850 = phi <16 x float> [ zeroinitializer, %826 ], [ %937, %899 ]
  %851 = phi <16 x float> [ zeroinitializer, %826 ], [ %936, %899 ]
  %852 = load ptr, ptr %19, align 8
  %853 = getelementptr inbounds nuw float, ptr %852, i64 %164
  store <16 x float> %851, ptr %853, align 4
  %854 = load ptr, ptr %19, align 8
  %855 = getelementptr inbounds nuw float, ptr %854, i64 %164
  %856 = getelementptr inbounds nuw i8, ptr %855, i64 64
  store <16 x float> %850, ptr %856, align 4
  %857 = load ptr, ptr %19, align 8
  %858 = getelementptr inbounds nuw float, ptr %857, i64 %164
  %859 = getelementptr inbounds nuw i8, ptr %858, i64 128
  store <16 x float> %849, ptr %859, align 4
  %860 = load ptr, ptr %19, align 8
  %861 = getelementptr inbounds nuw float, ptr %860, i64 %164
  %862 = getelementptr inbounds nuw i8, ptr %861, i64 192
  store <16 x float> %848, ptr %862, align 4
  %863 = load ptr, ptr %19, align 8
  %864 = getelementptr inbounds nuw float, ptr %863, i64 %164
  %865 = getelementptr inbounds nuw i8, ptr %864, i64 256
  store <16 x float> %847, ptr %865, align 4
  %866 = load ptr, ptr %19, align 8
  %867 = getelementptr inbounds nuw float, ptr %866, i64 %164
  %868 = getelementptr inbounds nuw i8, ptr %867, i64 320
  store <16 x float> %846, ptr %868, align 4
  %869 = load ptr, ptr %19, align 8
  %870 = getelementptr inbounds nuw float, ptr %869, i64 %164
  %871 = getelementptr inbounds nuw i8, ptr %870, i64 384
  store <16 x float> %845, ptr %871, align 4
  %872 = getelementptr inbounds nuw i8, ptr %19, i64 8
  %873 = load ptr, ptr %872, align 8
  %874 = getelementptr inbounds nuw float, ptr %873, i64 %164
  store <16 x float> %844, ptr %874, align 4
  %875 = load ptr, ptr %872, align 8
  %876 = getelementptr inbounds nuw float, ptr %875, i64 %164
  %877 = getelementptr inbounds nuw i8, ptr %876, i64 64
  store <16 x float> %843, ptr %877, align 4
  %878 = load ptr, ptr %872, align 8
  %879 = getelementptr inbounds nuw float, ptr %878, i64 %164
  %880 = getelementptr inbounds nuw i8, ptr %879, i64 128
  store <16 x float> %842, ptr %880, align 4
  %881 = load ptr, ptr %872, align 8
  %882 = getelementptr inbounds nuw float, ptr %881, i64 %164
  %883 = getelementptr inbounds nuw i8, ptr %882, i64 192
  store <16 x float> %841, ptr %883, align 4
  %884 = load ptr, ptr %872, align 8
  %885 = getelementptr inbounds nuw float, ptr %884, i64 %164
  %886 = getelementptr inbounds nuw i8, ptr %885, i64 256
  store <16 x float> %840, ptr %886, align 4
  %887 = load ptr, ptr %872, align 8
  %888 = getelementptr inbounds nuw float, ptr %887, i64 %164
  %889 = getelementptr inbounds nuw i8, ptr %888, i64 320
  store <16 x float> %839, ptr %889, align 4
  %890 = load ptr, ptr %872, align 8
  %891 = getelementptr inbounds nuw float, ptr %890, i64 %164
  %892 = getelementptr inbounds nuw i8, ptr %891, i64 384
  store <16 x float> %838, ptr %892, align 4
  %893 = getelementptr inbounds nuw i8, ptr %19, i64 16
  %894 = load ptr, ptr %893, align 8
  %895 = getelementptr inbounds nuw float, ptr %894, i64 %164
  store <16 x float> %837, ptr %895, align 4
  %896 = load ptr, ptr %893, align 8
  %897 = getelementptr inbounds nuw float, ptr %896, i64 %164
  %898 = getelementptr inbounds nuw i8, ptr %897, i64 64
  store <16 x float> %836, ptr %898, align 4
  br label %962

899:                                              ; preds = %827, %899
  %900 = phi <16 x float> [ zeroinitializer, %827 ], [ %959, %899 ]
  %901 = phi <16 x float> [ zeroinitializer, %827 ], [ %958, %899 ]
  %902 = phi <16 x float> [ zeroinitializer, %827 ], [ %953, %899 ]
  %903 = phi <16 x float> [ zeroinitializer, %827 ], [ %952, %899 ]
  %904 = phi <16 x float> [ zeroinitializer, %827 ], [ %951, %899 ]
  %905 = phi <16 x float> [ zeroinitializer, %827 ], [ %950, %899 ]
  %906 = phi <16 x float> [ zeroinitializer, %827 ], [ %949, %899 ]
  %907 = phi <16 x float> [ zeroinitializer, %827 ], [ %948, %899 ]
  %908 = phi <16 x float> [ zeroinitializer, %827 ], [ %947, %899 ]
  %909 = phi <16 x float> [ zeroinitializer, %827 ], [ %942, %899 ]
  %910 = phi <16 x float> [ zeroinitializer, %827 ], [ %941, %899 ]
  %911 = phi <16 x float> [ zeroinitializer, %827 ], [ %940, %899 ]
  %912 = phi <16 x float> [ zeroinitializer, %827 ], [ %939, %899 ]
  %913 = phi <16 x float> [ zeroinitializer, %827 ], [ %938, %899 ]
  %914 = phi <16 x float> [ zeroinitializer, %827 ], [ %937, %899 ]
  %915 = phi <16 x float> [ zeroinitializer, %827 ], [ %936, %899 ]
  %916 = phi i64 [ 0, %827 ], [ %960, %899 ]
  %917 = mul i64 %12, %916
  %918 = getelementptr i8, ptr %834, i64 %917
  %919 = load <16 x float>, ptr %918, align 4
  %920 = getelementptr inbounds nuw i8, ptr %918, i64 64
  %921 = load <16 x float>, ptr %920, align 4
  %922 = getelementptr inbounds nuw i8, ptr %918, i64 128
  %923 = load <16 x float>, ptr %922, align 4
  %924 = getelementptr inbounds nuw i8, ptr %918, i64 192
  %925 = load <16 x float>, ptr %924, align 4
  %926 = getelementptr inbounds nuw i8, ptr %918, i64 256
  %927 = load <16 x float>, ptr %926, align 4
  %928 = getelementptr inbounds nuw i8, ptr %918, i64 320
  %929 = load <16 x float>, ptr %928, align 4
  %930 = getelementptr inbounds nuw i8, ptr %918, i64 384
  %931 = load <16 x float>, ptr %930, align 4
  %932 = getelementptr inbounds nuw float, ptr %829, i64 %916
  %933 = load float, ptr %932, align 4
  %934 = insertelement <16 x float> poison, float %933, i64 0
  %935 = shufflevector <16 x float> %934, <16 x float> poison, <16 x i32> zeroinitializer
  %936 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %935, <16 x float> %919, <16 x float> %915)
  %937 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %935, <16 x float> %921, <16 x float> %914)
  %938 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %935, <16 x float> %923, <16 x float> %913)
  %939 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %935, <16 x float> %925, <16 x float> %912)
  %940 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %935, <16 x float> %927, <16 x float> %911)
  %941 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %935, <16 x float> %929, <16 x float> %910)
  %942 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %935, <16 x float> %931, <16 x float> %909)
  %943 = getelementptr inbounds nuw float, ptr %831, i64 %916
  %944 = load float, ptr %943, align 4
  %945 = insertelement <16 x float> poison, float %944, i64 0
  %946 = shufflevector <16 x float> %945, <16 x float> poison, <16 x i32> zeroinitializer
  %947 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %946, <16 x float> %919, <16 x float> %908)
  %948 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %946, <16 x float> %921, <16 x float> %907)
  %949 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %946, <16 x float> %923, <16 x float> %906)
  %950 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %946, <16 x float> %925, <16 x float> %905)
  %951 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %946, <16 x float> %927, <16 x float> %904)
  %952 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %946, <16 x float> %929, <16 x float> %903)
  %953 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %946, <16 x float> %931, <16 x float> %902)
  %954 = getelementptr inbounds nuw float, ptr %833, i64 %916
  %955 = load float, ptr %954, align 4
  %956 = insertelement <16 x float> poison, float %955, i64 0
  %957 = shufflevector <16 x float> %956, <16 x float> poison, <16 x i32> zeroinitializer
  %958 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %957, <16 x float> %919, <16 x float> %901)
  %959 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %957, <16 x float> %921, <16 x float> %900)
  %960 = add nuw nsw i64 %916, 1
  %961 = icmp eq i64 %960, %4
  br i1 %961, label %835, label %899

962:                                              ; preds = %163, %177, %235, %319, %429, %565, %701, %835
  %963 = add nuw nsw i64 %16, 4
  %964 = icmp sgt i64 %963, %2
  br i1 %964, label %965, label %15

965:                                              ; preds = %962, %7
  %966 = phi i64 [ 0, %7 ], [ %16, %962 ]
  %967 = sub nsw i64 %2, %966
  switch i64 %967, label %4745 [
    i64 3, label %968
    i64 2, label %1876
    i64 1, label %2661
  ]

968:                                              ; preds = %965
  %969 = getelementptr inbounds nuw ptr, ptr %0, i64 %966
  %970 = getelementptr inbounds nuw ptr, ptr %1, i64 %966
  %971 = icmp slt i64 %6, 80
  br i1 %971, label %1109, label %972

972:                                              ; preds = %968
  %973 = icmp sgt i64 %4, 0
  %974 = shl i64 %5, 2
  %975 = add nsw i64 %6, -80
  %976 = udiv i64 %975, 80
  %977 = getelementptr inbounds nuw i8, ptr %969, i64 8
  %978 = getelementptr inbounds nuw i8, ptr %969, i64 16
  %979 = getelementptr inbounds nuw i8, ptr %970, i64 8
  %980 = getelementptr inbounds nuw i8, ptr %970, i64 16
  br label %981

981:                                              ; preds = %972, %991
  %982 = phi i64 [ 0, %972 ], [ %1050, %991 ]
  %983 = phi i64 [ 80, %972 ], [ %1049, %991 ]
  %984 = phi i64 [ 0, %972 ], [ %983, %991 ]
  br i1 %973, label %985, label %991

985:                                              ; preds = %981
  %986 = mul i64 %982, 320
  %987 = load ptr, ptr %969, align 8
  %988 = load ptr, ptr %977, align 8
  %989 = load ptr, ptr %978, align 8
  %990 = getelementptr i8, ptr %3, i64 %986
  br label %1052

991:                                              ; preds = %1052, %981
  %992 = phi <16 x float> [ zeroinitializer, %981 ], [ %1084, %1052 ]
  %993 = phi <16 x float> [ zeroinitializer, %981 ], [ %1085, %1052 ]
  %994 = phi <16 x float> [ zeroinitializer, %981 ], [ %1086, %1052 ]
  %995 = phi <16 x float> [ zeroinitializer, %981 ], [ %1087, %1052 ]
  %996 = phi <16 x float> [ zeroinitializer, %981 ], [ %1088, %1052 ]
  %997 = phi <16 x float> [ zeroinitializer, %981 ], [ %1093, %1052 ]
  %998 = phi <16 x float> [ zeroinitializer, %981 ], [ %1094, %1052 ]
  %999 = phi <16 x float> [ zeroinitializer, %981 ], [ %1095, %1052 ]
  %1000 = phi <16 x float> [ zeroinitializer, %981 ], [ %1096, %1052 ]
  %1001 = phi <16 x float> [ zeroinitializer, %981 ], [ %1097, %1052 ]
  %1002 = phi <16 x float> [ zeroinitializer, %981 ], [ %1102, %1052 ]
  %1003 = phi <16 x float> [ zeroinitializer, %981 ], [ %1103, %1052 ]
  %1004 = phi <16 x float> [ zeroinitializer, %981 ], [ %1104, %1052 ]
  %1005 = phi <16 x float> [ zeroinitializer, %981 ], [ %1105, %1052 ]
  %1006 = phi <16 x float> [ zeroinitializer, %981 ], [ %1106, %1052 ]
  %1007 = load ptr, ptr %970, align 8
  %1008 = getelementptr inbounds nuw float, ptr %1007, i64 %984
  store <16 x float> %992, ptr %1008, align 4
  %1009 = load ptr, ptr %970, align 8
  %1010 = getelementptr inbounds nuw float, ptr %1009, i64 %984
  %1011 = getelementptr inbounds nuw i8, ptr %1010, i64 64
  store <16 x float> %993, ptr %1011, align 4
  %1012 = load ptr, ptr %970, align 8
  %1013 = getelementptr inbounds nuw float, ptr %1012, i64 %984
  %1014 = getelementptr inbounds nuw i8, ptr %1013, i64 128
  store <16 x float> %994, ptr %1014, align 4
  %1015 = load ptr, ptr %970, align 8
  %1016 = getelementptr inbounds nuw float, ptr %1015, i64 %984
  %1017 = getelementptr inbounds nuw i8, ptr %1016, i64 192
  store <16 x float> %995, ptr %1017, align 4
  %1018 = load ptr, ptr %970, align 8
  %1019 = getelementptr inbounds nuw float, ptr %1018, i64 %984
  %1020 = getelementptr inbounds nuw i8, ptr %1019, i64 256
  store <16 x float> %996, ptr %1020, align 4
  %1021 = load ptr, ptr %979, align 8
  %1022 = getelementptr inbounds nuw float, ptr %1021, i64 %984
  store <16 x float> %997, ptr %1022, align 4
  %1023 = load ptr, ptr %979, align 8
  %1024 = getelementptr inbounds nuw float, ptr %1023, i64 %984
  %1025 = getelementptr inbounds nuw i8, ptr %1024, i64 64
  store <16 x float> %998, ptr %1025, align 4
  %1026 = load ptr, ptr %979, align 8
  %1027 = getelementptr inbounds nuw float, ptr %1026, i64 %984
  %1028 = getelementptr inbounds nuw i8, ptr %1027, i64 128
  store <16 x float> %999, ptr %1028, align 4
  %1029 = load ptr, ptr %979, align 8
  %1030 = getelementptr inbounds nuw float, ptr %1029, i64 %984
  %1031 = getelementptr inbounds nuw i8, ptr %1030, i64 192
  store <16 x float> %1000, ptr %1031, align 4
  %1032 = load ptr, ptr %979, align 8
  %1033 = getelementptr inbounds nuw float, ptr %1032, i64 %984
  %1034 = getelementptr inbounds nuw i8, ptr %1033, i64 256
  store <16 x float> %1001, ptr %1034, align 4
  %1035 = load ptr, ptr %980, align 8
  %1036 = getelementptr inbounds nuw float, ptr %1035, i64 %984
  store <16 x float> %1002, ptr %1036, align 4
  %1037 = load ptr, ptr %980, align 8
  %1038 = getelementptr inbounds nuw float, ptr %1037, i64 %984
  %1039 = getelementptr inbounds nuw i8, ptr %1038, i64 64
  store <16 x float> %1003, ptr %1039, align 4
  %1040 = load ptr, ptr %980, align 8
  %1041 = getelementptr inbounds nuw float, ptr %1040, i64 %984
  %1042 = getelementptr inbounds nuw i8, ptr %1041, i64 128
  store <16 x float> %1004, ptr %1042, align 4
  %1043 = load ptr, ptr %980, align 8
  %1044 = getelementptr inbounds nuw float, ptr %1043, i64 %984
  %1045 = getelementptr inbounds nuw i8, ptr %1044, i64 192
  store <16 x float> %1005, ptr %1045, align 4
  %1046 = load ptr, ptr %980, align 8
  %1047 = getelementptr inbounds nuw float, ptr %1046, i64 %984
  %1048 = getelementptr inbounds nuw i8, ptr %1047, i64 256
  store <16 x float> %1006, ptr %1048, align 4
  %1049 = add nuw nsw i64 %983, 80
  %1050 = add nuw nsw i64 %982, 1
  %1051 = icmp eq i64 %982, %976
  br i1 %1051, label %1109, label %981

1052:                                             ; preds = %985, %1052
  %1053 = phi <16 x float> [ zeroinitializer, %985 ], [ %1084, %1052 ]
  %1054 = phi <16 x float> [ zeroinitializer, %985 ], [ %1085, %1052 ]
  %1055 = phi <16 x float> [ zeroinitializer, %985 ], [ %1086, %1052 ]
  %1056 = phi <16 x float> [ zeroinitializer, %985 ], [ %1087, %1052 ]
  %1057 = phi <16 x float> [ zeroinitializer, %985 ], [ %1088, %1052 ]
  %1058 = phi <16 x float> [ zeroinitializer, %985 ], [ %1093, %1052 ]
  %1059 = phi <16 x float> [ zeroinitializer, %985 ], [ %1094, %1052 ]
  %1060 = phi <16 x float> [ zeroinitializer, %985 ], [ %1095, %1052 ]
  %1061 = phi <16 x float> [ zeroinitializer, %985 ], [ %1096, %1052 ]
  %1062 = phi <16 x float> [ zeroinitializer, %985 ], [ %1097, %1052 ]
  %1063 = phi <16 x float> [ zeroinitializer, %985 ], [ %1102, %1052 ]
  %1064 = phi <16 x float> [ zeroinitializer, %985 ], [ %1103, %1052 ]
  %1065 = phi <16 x float> [ zeroinitializer, %985 ], [ %1104, %1052 ]
  %1066 = phi <16 x float> [ zeroinitializer, %985 ], [ %1105, %1052 ]
  %1067 = phi <16 x float> [ zeroinitializer, %985 ], [ %1106, %1052 ]
  %1068 = phi i64 [ 0, %985 ], [ %1107, %1052 ]
  %1069 = mul i64 %974, %1068
  %1070 = getelementptr i8, ptr %990, i64 %1069
  %1071 = load <16 x float>, ptr %1070, align 4
  %1072 = getelementptr inbounds nuw i8, ptr %1070, i64 64
  %1073 = load <16 x float>, ptr %1072, align 4
  %1074 = getelementptr inbounds nuw i8, ptr %1070, i64 128
  %1075 = load <16 x float>, ptr %1074, align 4
  %1076 = getelementptr inbounds nuw i8, ptr %1070, i64 192
  %1077 = load <16 x float>, ptr %1076, align 4
  %1078 = getelementptr inbounds nuw i8, ptr %1070, i64 256
  %1079 = load <16 x float>, ptr %1078, align 4
  %1080 = getelementptr inbounds nuw float, ptr %987, i64 %1068
  %1081 = load float, ptr %1080, align 4
  %1082 = insertelement <16 x float> poison, float %1081, i64 0
  %1083 = shufflevector <16 x float> %1082, <16 x float> poison, <16 x i32> zeroinitializer
  %1084 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1083, <16 x float> %1071, <16 x float> %1053)
  %1085 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1083, <16 x float> %1073, <16 x float> %1054)
  %1086 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1083, <16 x float> %1075, <16 x float> %1055)
  %1087 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1083, <16 x float> %1077, <16 x float> %1056)
  %1088 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1083, <16 x float> %1079, <16 x float> %1057)
  %1089 = getelementptr inbounds nuw float, ptr %988, i64 %1068
  %1090 = load float, ptr %1089, align 4
  %1091 = insertelement <16 x float> poison, float %1090, i64 0
  %1092 = shufflevector <16 x float> %1091, <16 x float> poison, <16 x i32> zeroinitializer
  %1093 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1092, <16 x float> %1071, <16 x float> %1058)
  %1094 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1092, <16 x float> %1073, <16 x float> %1059)
  %1095 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1092, <16 x float> %1075, <16 x float> %1060)
  %1096 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1092, <16 x float> %1077, <16 x float> %1061)
  %1097 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1092, <16 x float> %1079, <16 x float> %1062)
  %1098 = getelementptr inbounds nuw float, ptr %989, i64 %1068
  %1099 = load float, ptr %1098, align 4
  %1100 = insertelement <16 x float> poison, float %1099, i64 0
  %1101 = shufflevector <16 x float> %1100, <16 x float> poison, <16 x i32> zeroinitializer
  %1102 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1101, <16 x float> %1071, <16 x float> %1063)
  %1103 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1101, <16 x float> %1073, <16 x float> %1064)
  %1104 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1101, <16 x float> %1075, <16 x float> %1065)
  %1105 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1101, <16 x float> %1077, <16 x float> %1066)
  %1106 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1101, <16 x float> %1079, <16 x float> %1067)
  %1107 = add nuw nsw i64 %1068, 1
  %1108 = icmp eq i64 %1107, %4
  br i1 %1108, label %991, label %1052

1109:                                             ; preds = %991, %968
  %1110 = phi i64 [ 0, %968 ], [ %983, %991 ]
  %1111 = sub nsw i64 %6, %1110
  %1112 = sdiv i64 %1111, 16
  switch i64 %1112, label %4745 [
    i64 1, label %1113
    i64 2, label %1210
    i64 3, label %1278
    i64 4, label %1366
    i64 5, label %1474
    i64 6, label %1602
    i64 7, label %1738
  ]

1113:                                             ; preds = %1109
  %1114 = getelementptr float, ptr %3, i64 %1110
  %1115 = icmp sgt i64 %4, 0
  br i1 %1115, label %1116, label %1152

1116:                                             ; preds = %1113
  %1117 = load ptr, ptr %969, align 8
  %1118 = getelementptr inbounds nuw i8, ptr %969, i64 8
  %1119 = load ptr, ptr %1118, align 8
  %1120 = getelementptr inbounds nuw i8, ptr %969, i64 16
  %1121 = load ptr, ptr %1120, align 8
  %1122 = and i64 %4, 1
  %1123 = icmp eq i64 %4, 1
  br i1 %1123, label %1128, label %1124

1124:                                             ; preds = %1116
  %1125 = and i64 %4, 9223372036854775806
  br label %1164

1126:                                             ; preds = %1164
  %1127 = icmp eq i64 %1122, 0
  br i1 %1127, label %1152, label %1128

1128:                                             ; preds = %1126, %1116
  %1129 = phi <16 x float> [ zeroinitializer, %1116 ], [ %1206, %1126 ]
  %1130 = phi <16 x float> [ zeroinitializer, %1116 ], [ %1201, %1126 ]
  %1131 = phi <16 x float> [ zeroinitializer, %1116 ], [ %1196, %1126 ]
  %1132 = phi i64 [ 0, %1116 ], [ %1207, %1126 ]
  %1133 = icmp ne i64 %1122, 0
  tail call void @llvm.assume(i1 %1133)
  %1134 = mul nsw i64 %1132, %5
  %1135 = getelementptr float, ptr %1114, i64 %1134
  %1136 = load <16 x float>, ptr %1135, align 4
  %1137 = getelementptr inbounds nuw float, ptr %1117, i64 %1132
  %1138 = load float, ptr %1137, align 4
  %1139 = insertelement <16 x float> poison, float %1138, i64 0
  %1140 = shufflevector <16 x float> %1139, <16 x float> poison, <16 x i32> zeroinitializer
  %1141 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1140, <16 x float> %1136, <16 x float> %1131)
  %1142 = getelementptr inbounds nuw float, ptr %1119, i64 %1132
  %1143 = load float, ptr %1142, align 4
  %1144 = insertelement <16 x float> poison, float %1143, i64 0
  %1145 = shufflevector <16 x float> %1144, <16 x float> poison, <16 x i32> zeroinitializer
  %1146 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1145, <16 x float> %1136, <16 x float> %1130)
  %1147 = getelementptr inbounds nuw float, ptr %1121, i64 %1132
  %1148 = load float, ptr %1147, align 4
  %1149 = insertelement <16 x float> poison, float %1148, i64 0
  %1150 = shufflevector <16 x float> %1149, <16 x float> poison, <16 x i32> zeroinitializer
  %1151 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1150, <16 x float> %1136, <16 x float> %1129)
  br label %1152

1152:                                             ; preds = %1128, %1126, %1113
  %1153 = phi <16 x float> [ zeroinitializer, %1113 ], [ %1206, %1126 ], [ %1151, %1128 ]
  %1154 = phi <16 x float> [ zeroinitializer, %1113 ], [ %1201, %1126 ], [ %1146, %1128 ]
  %1155 = phi <16 x float> [ zeroinitializer, %1113 ], [ %1196, %1126 ], [ %1141, %1128 ]
  %1156 = load ptr, ptr %970, align 8
  %1157 = getelementptr inbounds nuw float, ptr %1156, i64 %1110
  store <16 x float> %1155, ptr %1157, align 4
  %1158 = getelementptr inbounds nuw i8, ptr %970, i64 8
  %1159 = load ptr, ptr %1158, align 8
  %1160 = getelementptr inbounds nuw float, ptr %1159, i64 %1110
  store <16 x float> %1154, ptr %1160, align 4
  %1161 = getelementptr inbounds nuw i8, ptr %970, i64 16
  %1162 = load ptr, ptr %1161, align 8
  %1163 = getelementptr inbounds nuw float, ptr %1162, i64 %1110
  store <16 x float> %1153, ptr %1163, align 4
  br label %4745

1164:                                             ; preds = %1164, %1124
  %1165 = phi <16 x float> [ zeroinitializer, %1124 ], [ %1206, %1164 ]
  %1166 = phi <16 x float> [ zeroinitializer, %1124 ], [ %1201, %1164 ]
  %1167 = phi <16 x float> [ zeroinitializer, %1124 ], [ %1196, %1164 ]
  %1168 = phi i64 [ 0, %1124 ], [ %1207, %1164 ]
  %1169 = phi i64 [ 0, %1124 ], [ %1208, %1164 ]
  %1170 = mul nsw i64 %1168, %5
  %1171 = getelementptr float, ptr %1114, i64 %1170
  %1172 = load <16 x float>, ptr %1171, align 4
  %1173 = getelementptr inbounds nuw float, ptr %1117, i64 %1168
  %1174 = load float, ptr %1173, align 4
  %1175 = insertelement <16 x float> poison, float %1174, i64 0
  %1176 = shufflevector <16 x float> %1175, <16 x float> poison, <16 x i32> zeroinitializer
  %1177 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1176, <16 x float> %1172, <16 x float> %1167)
  %1178 = getelementptr inbounds nuw float, ptr %1119, i64 %1168
  %1179 = load float, ptr %1178, align 4
  %1180 = insertelement <16 x float> poison, float %1179, i64 0
  %1181 = shufflevector <16 x float> %1180, <16 x float> poison, <16 x i32> zeroinitializer
  %1182 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1181, <16 x float> %1172, <16 x float> %1166)
  %1183 = getelementptr inbounds nuw float, ptr %1121, i64 %1168
  %1184 = load float, ptr %1183, align 4
  %1185 = insertelement <16 x float> poison, float %1184, i64 0
  %1186 = shufflevector <16 x float> %1185, <16 x float> poison, <16 x i32> zeroinitializer
  %1187 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1186, <16 x float> %1172, <16 x float> %1165)
  %1188 = or disjoint i64 %1168, 1
  %1189 = mul nsw i64 %1188, %5
  %1190 = getelementptr float, ptr %1114, i64 %1189
  %1191 = load <16 x float>, ptr %1190, align 4
  %1192 = getelementptr inbounds nuw float, ptr %1117, i64 %1188
  %1193 = load float, ptr %1192, align 4
  %1194 = insertelement <16 x float> poison, float %1193, i64 0
  %1195 = shufflevector <16 x float> %1194, <16 x float> poison, <16 x i32> zeroinitializer
  %1196 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1195, <16 x float> %1191, <16 x float> %1177)
  %1197 = getelementptr inbounds nuw float, ptr %1119, i64 %1188
  %1198 = load float, ptr %1197, align 4
  %1199 = insertelement <16 x float> poison, float %1198, i64 0
  %1200 = shufflevector <16 x float> %1199, <16 x float> poison, <16 x i32> zeroinitializer
  %1201 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1200, <16 x float> %1191, <16 x float> %1182)
  %1202 = getelementptr inbounds nuw float, ptr %1121, i64 %1188
  %1203 = load float, ptr %1202, align 4
  %1204 = insertelement <16 x float> poison, float %1203, i64 0
  %1205 = shufflevector <16 x float> %1204, <16 x float> poison, <16 x i32> zeroinitializer
  %1206 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1205, <16 x float> %1191, <16 x float> %1187)
  %1207 = add nuw nsw i64 %1168, 2
  %1208 = add i64 %1169, 2
  %1209 = icmp eq i64 %1208, %1125
  br i1 %1209, label %1126, label %1164

1210:                                             ; preds = %1109
  %1211 = icmp sgt i64 %4, 0
  br i1 %1211, label %1212, label %1221

1212:                                             ; preds = %1210
  %1213 = shl nuw nsw i64 %1110, 2
  %1214 = shl i64 %5, 2
  %1215 = load ptr, ptr %969, align 8
  %1216 = getelementptr inbounds nuw i8, ptr %969, i64 8
  %1217 = load ptr, ptr %1216, align 8
  %1218 = getelementptr inbounds nuw i8, ptr %969, i64 16
  %1219 = load ptr, ptr %1218, align 8
  %1220 = getelementptr i8, ptr %3, i64 %1213
  br label %1245

1221:                                             ; preds = %1245, %1210
  %1222 = phi <16 x float> [ zeroinitializer, %1210 ], [ %1275, %1245 ]
  %1223 = phi <16 x float> [ zeroinitializer, %1210 ], [ %1274, %1245 ]
  %1224 = phi <16 x float> [ zeroinitializer, %1210 ], [ %1269, %1245 ]
  %1225 = phi <16 x float> [ zeroinitializer, %1210 ], [ %1268, %1245 ]
  %1226 = phi <16 x float> [ zeroinitializer, %1210 ], [ %1263, %1245 ]
  %1227 = phi <16 x float> [ zeroinitializer, %1210 ], [ %1262, %1245 ]
  %1228 = load ptr, ptr %970, align 8
  %1229 = getelementptr inbounds nuw float, ptr %1228, i64 %1110
  store <16 x float> %1227, ptr %1229, align 4
  %1230 = load ptr, ptr %970, align 8
  %1231 = getelementptr inbounds nuw float, ptr %1230, i64 %1110
  %1232 = getelementptr inbounds nuw i8, ptr %1231, i64 64
  store <16 x float> %1226, ptr %1232, align 4
  %1233 = getelementptr inbounds nuw i8, ptr %970, i64 8
  %1234 = load ptr, ptr %1233, align 8
  %1235 = getelementptr inbounds nuw float, ptr %1234, i64 %1110
  store <16 x float> %1225, ptr %1235, align 4
  %1236 = load ptr, ptr %1233, align 8
  %1237 = getelementptr inbounds nuw float, ptr %1236, i64 %1110
  %1238 = getelementptr inbounds nuw i8, ptr %1237, i64 64
  store <16 x float> %1224, ptr %1238, align 4
  %1239 = getelementptr inbounds nuw i8, ptr %970, i64 16
  %1240 = load ptr, ptr %1239, align 8
  %1241 = getelementptr inbounds nuw float, ptr %1240, i64 %1110
  store <16 x float> %1223, ptr %1241, align 4
  %1242 = load ptr, ptr %1239, align 8
  %1243 = getelementptr inbounds nuw float, ptr %1242, i64 %1110
  %1244 = getelementptr inbounds nuw i8, ptr %1243, i64 64
  store <16 x float> %1222, ptr %1244, align 4
  br label %4745

1245:                                             ; preds = %1212, %1245
  %1246 = phi <16 x float> [ zeroinitializer, %1212 ], [ %1275, %1245 ]
  %1247 = phi <16 x float> [ zeroinitializer, %1212 ], [ %1274, %1245 ]
  %1248 = phi <16 x float> [ zeroinitializer, %1212 ], [ %1269, %1245 ]
  %1249 = phi <16 x float> [ zeroinitializer, %1212 ], [ %1268, %1245 ]
  %1250 = phi <16 x float> [ zeroinitializer, %1212 ], [ %1263, %1245 ]
  %1251 = phi <16 x float> [ zeroinitializer, %1212 ], [ %1262, %1245 ]
  %1252 = phi i64 [ 0, %1212 ], [ %1276, %1245 ]
  %1253 = mul i64 %1214, %1252
  %1254 = getelementptr i8, ptr %1220, i64 %1253
  %1255 = load <16 x float>, ptr %1254, align 4
  %1256 = getelementptr inbounds nuw i8, ptr %1254, i64 64
  %1257 = load <16 x float>, ptr %1256, align 4
  %1258 = getelementptr inbounds nuw float, ptr %1215, i64 %1252
  %1259 = load float, ptr %1258, align 4
  %1260 = insertelement <16 x float> poison, float %1259, i64 0
  %1261 = shufflevector <16 x float> %1260, <16 x float> poison, <16 x i32> zeroinitializer
  %1262 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1261, <16 x float> %1255, <16 x float> %1251)
  %1263 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1261, <16 x float> %1257, <16 x float> %1250)
  %1264 = getelementptr inbounds nuw float, ptr %1217, i64 %1252
  %1265 = load float, ptr %1264, align 4
  %1266 = insertelement <16 x float> poison, float %1265, i64 0
  %1267 = shufflevector <16 x float> %1266, <16 x float> poison, <16 x i32> zeroinitializer
  %1268 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1267, <16 x float> %1255, <16 x float> %1249)
  %1269 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1267, <16 x float> %1257, <16 x float> %1248)
  %1270 = getelementptr inbounds nuw float, ptr %1219, i64 %1252
  %1271 = load float, ptr %1270, align 4
  %1272 = insertelement <16 x float> poison, float %1271, i64 0
  %1273 = shufflevector <16 x float> %1272, <16 x float> poison, <16 x i32> zeroinitializer
  %1274 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1273, <16 x float> %1255, <16 x float> %1247)
  %1275 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1273, <16 x float> %1257, <16 x float> %1246)
  %1276 = add nuw nsw i64 %1252, 1
  %1277 = icmp eq i64 %1276, %4
  br i1 %1277, label %1221, label %1245

1278:                                             ; preds = %1109
  %1279 = icmp sgt i64 %4, 0
  br i1 %1279, label %1280, label %1289

1280:                                             ; preds = %1278
  %1281 = shl nuw nsw i64 %1110, 2
  %1282 = shl i64 %5, 2
  %1283 = load ptr, ptr %969, align 8
  %1284 = getelementptr inbounds nuw i8, ptr %969, i64 8
  %1285 = load ptr, ptr %1284, align 8
  %1286 = getelementptr inbounds nuw i8, ptr %969, i64 16
  %1287 = load ptr, ptr %1286, align 8
  %1288 = getelementptr i8, ptr %3, i64 %1281
  br label %1325

1289:                                             ; preds = %1325, %1278
  %1290 = phi <16 x float> [ zeroinitializer, %1278 ], [ %1363, %1325 ]
  %1291 = phi <16 x float> [ zeroinitializer, %1278 ], [ %1362, %1325 ]
  %1292 = phi <16 x float> [ zeroinitializer, %1278 ], [ %1361, %1325 ]
  %1293 = phi <16 x float> [ zeroinitializer, %1278 ], [ %1356, %1325 ]
  %1294 = phi <16 x float> [ zeroinitializer, %1278 ], [ %1355, %1325 ]
  %1295 = phi <16 x float> [ zeroinitializer, %1278 ], [ %1354, %1325 ]
  %1296 = phi <16 x float> [ zeroinitializer, %1278 ], [ %1349, %1325 ]
  %1297 = phi <16 x float> [ zeroinitializer, %1278 ], [ %1348, %1325 ]
  %1298 = phi <16 x float> [ zeroinitializer, %1278 ], [ %1347, %1325 ]
  %1299 = load ptr, ptr %970, align 8
  %1300 = getelementptr inbounds nuw float, ptr %1299, i64 %1110
  store <16 x float> %1298, ptr %1300, align 4
  %1301 = load ptr, ptr %970, align 8
  %1302 = getelementptr inbounds nuw float, ptr %1301, i64 %1110
  %1303 = getelementptr inbounds nuw i8, ptr %1302, i64 64
  store <16 x float> %1297, ptr %1303, align 4
  %1304 = load ptr, ptr %970, align 8
  %1305 = getelementptr inbounds nuw float, ptr %1304, i64 %1110
  %1306 = getelementptr inbounds nuw i8, ptr %1305, i64 128
  store <16 x float> %1296, ptr %1306, align 4
  %1307 = getelementptr inbounds nuw i8, ptr %970, i64 8
  %1308 = load ptr, ptr %1307, align 8
  %1309 = getelementptr inbounds nuw float, ptr %1308, i64 %1110
  store <16 x float> %1295, ptr %1309, align 4
  %1310 = load ptr, ptr %1307, align 8
  %1311 = getelementptr inbounds nuw float, ptr %1310, i64 %1110
  %1312 = getelementptr inbounds nuw i8, ptr %1311, i64 64
  store <16 x float> %1294, ptr %1312, align 4
  %1313 = load ptr, ptr %1307, align 8
  %1314 = getelementptr inbounds nuw float, ptr %1313, i64 %1110
  %1315 = getelementptr inbounds nuw i8, ptr %1314, i64 128
  store <16 x float> %1293, ptr %1315, align 4
  %1316 = getelementptr inbounds nuw i8, ptr %970, i64 16
  %1317 = load ptr, ptr %1316, align 8
  %1318 = getelementptr inbounds nuw float, ptr %1317, i64 %1110
  store <16 x float> %1292, ptr %1318, align 4
  %1319 = load ptr, ptr %1316, align 8
  %1320 = getelementptr inbounds nuw float, ptr %1319, i64 %1110
  %1321 = getelementptr inbounds nuw i8, ptr %1320, i64 64
  store <16 x float> %1291, ptr %1321, align 4
  %1322 = load ptr, ptr %1316, align 8
  %1323 = getelementptr inbounds nuw float, ptr %1322, i64 %1110
  %1324 = getelementptr inbounds nuw i8, ptr %1323, i64 128
  store <16 x float> %1290, ptr %1324, align 4
  br label %4745

1325:                                             ; preds = %1280, %1325
  %1326 = phi <16 x float> [ zeroinitializer, %1280 ], [ %1363, %1325 ]
  %1327 = phi <16 x float> [ zeroinitializer, %1280 ], [ %1362, %1325 ]
  %1328 = phi <16 x float> [ zeroinitializer, %1280 ], [ %1361, %1325 ]
  %1329 = phi <16 x float> [ zeroinitializer, %1280 ], [ %1356, %1325 ]
  %1330 = phi <16 x float> [ zeroinitializer, %1280 ], [ %1355, %1325 ]
  %1331 = phi <16 x float> [ zeroinitializer, %1280 ], [ %1354, %1325 ]
  %1332 = phi <16 x float> [ zeroinitializer, %1280 ], [ %1349, %1325 ]
  %1333 = phi <16 x float> [ zeroinitializer, %1280 ], [ %1348, %1325 ]
  %1334 = phi <16 x float> [ zeroinitializer, %1280 ], [ %1347, %1325 ]
  %1335 = phi i64 [ 0, %1280 ], [ %1364, %1325 ]
  %1336 = mul i64 %1282, %1335
  %1337 = getelementptr i8, ptr %1288, i64 %1336
  %1338 = load <16 x float>, ptr %1337, align 4
  %1339 = getelementptr inbounds nuw i8, ptr %1337, i64 64
  %1340 = load <16 x float>, ptr %1339, align 4
  %1341 = getelementptr inbounds nuw i8, ptr %1337, i64 128
  %1342 = load <16 x float>, ptr %1341, align 4
  %1343 = getelementptr inbounds nuw float, ptr %1283, i64 %1335
  %1344 = load float, ptr %1343, align 4
  %1345 = insertelement <16 x float> poison, float %1344, i64 0
  %1346 = shufflevector <16 x float> %1345, <16 x float> poison, <16 x i32> zeroinitializer
  %1347 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1346, <16 x float> %1338, <16 x float> %1334)
  %1348 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1346, <16 x float> %1340, <16 x float> %1333)
  %1349 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1346, <16 x float> %1342, <16 x float> %1332)
  %1350 = getelementptr inbounds nuw float, ptr %1285, i64 %1335
  %1351 = load float, ptr %1350, align 4
  %1352 = insertelement <16 x float> poison, float %1351, i64 0
  %1353 = shufflevector <16 x float> %1352, <16 x float> poison, <16 x i32> zeroinitializer
  %1354 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1353, <16 x float> %1338, <16 x float> %1331)
  %1355 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1353, <16 x float> %1340, <16 x float> %1330)
  %1356 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1353, <16 x float> %1342, <16 x float> %1329)
  %1357 = getelementptr inbounds nuw float, ptr %1287, i64 %1335
  %1358 = load float, ptr %1357, align 4
  %1359 = insertelement <16 x float> poison, float %1358, i64 0
  %1360 = shufflevector <16 x float> %1359, <16 x float> poison, <16 x i32> zeroinitializer
  %1361 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1360, <16 x float> %1338, <16 x float> %1328)
  %1362 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1360, <16 x float> %1340, <16 x float> %1327)
  %1363 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1360, <16 x float> %1342, <16 x float> %1326)
  %1364 = add nuw nsw i64 %1335, 1
  %1365 = icmp eq i64 %1364, %4
  br i1 %1365, label %1289, label %1325

1366:                                             ; preds = %1109
  %1367 = icmp sgt i64 %4, 0
  br i1 %1367, label %1368, label %1377

1368:                                             ; preds = %1366
  %1369 = shl nuw nsw i64 %1110, 2
  %1370 = shl i64 %5, 2
  %1371 = load ptr, ptr %969, align 8
  %1372 = getelementptr inbounds nuw i8, ptr %969, i64 8
  %1373 = load ptr, ptr %1372, align 8
  %1374 = getelementptr inbounds nuw i8, ptr %969, i64 16
  %1375 = load ptr, ptr %1374, align 8
  %1376 = getelementptr i8, ptr %3, i64 %1369
  br label %1425

1377:                                             ; preds = %1425, %1366
  %1378 = phi <16 x float> [ zeroinitializer, %1366 ], [ %1471, %1425 ]
  %1379 = phi <16 x float> [ zeroinitializer, %1366 ], [ %1470, %1425 ]
  %1380 = phi <16 x float> [ zeroinitializer, %1366 ], [ %1469, %1425 ]
  %1381 = phi <16 x float> [ zeroinitializer, %1366 ], [ %1468, %1425 ]
  %1382 = phi <16 x float> [ zeroinitializer, %1366 ], [ %1463, %1425 ]
  %1383 = phi <16 x float> [ zeroinitializer, %1366 ], [ %1462, %1425 ]
  %1384 = phi <16 x float> [ zeroinitializer, %1366 ], [ %1461, %1425 ]
  %1385 = phi <16 x float> [ zeroinitializer, %1366 ], [ %1460, %1425 ]
  %1386 = phi <16 x float> [ zeroinitializer, %1366 ], [ %1455, %1425 ]
  %1387 = phi <16 x float> [ zeroinitializer, %1366 ], [ %1454, %1425 ]
  %1388 = phi <16 x float> [ zeroinitializer, %1366 ], [ %1453, %1425 ]
  %1389 = phi <16 x float> [ zeroinitializer, %1366 ], [ %1452, %1425 ]
  %1390 = load ptr, ptr %970, align 8
  %1391 = getelementptr inbounds nuw float, ptr %1390, i64 %1110
  store <16 x float> %1389, ptr %1391, align 4
  %1392 = load ptr, ptr %970, align 8
  %1393 = getelementptr inbounds nuw float, ptr %1392, i64 %1110
  %1394 = getelementptr inbounds nuw i8, ptr %1393, i64 64
  store <16 x float> %1388, ptr %1394, align 4
  %1395 = load ptr, ptr %970, align 8
  %1396 = getelementptr inbounds nuw float, ptr %1395, i64 %1110
  %1397 = getelementptr inbounds nuw i8, ptr %1396, i64 128
  store <16 x float> %1387, ptr %1397, align 4
  %1398 = load ptr, ptr %970, align 8
  %1399 = getelementptr inbounds nuw float, ptr %1398, i64 %1110
  %1400 = getelementptr inbounds nuw i8, ptr %1399, i64 192
  store <16 x float> %1386, ptr %1400, align 4
  %1401 = getelementptr inbounds nuw i8, ptr %970, i64 8
  %1402 = load ptr, ptr %1401, align 8
  %1403 = getelementptr inbounds nuw float, ptr %1402, i64 %1110
  store <16 x float> %1385, ptr %1403, align 4
  %1404 = load ptr, ptr %1401, align 8
  %1405 = getelementptr inbounds nuw float, ptr %1404, i64 %1110
  %1406 = getelementptr inbounds nuw i8, ptr %1405, i64 64
  store <16 x float> %1384, ptr %1406, align 4
  %1407 = load ptr, ptr %1401, align 8
  %1408 = getelementptr inbounds nuw float, ptr %1407, i64 %1110
  %1409 = getelementptr inbounds nuw i8, ptr %1408, i64 128
  store <16 x float> %1383, ptr %1409, align 4
  %1410 = load ptr, ptr %1401, align 8
  %1411 = getelementptr inbounds nuw float, ptr %1410, i64 %1110
  %1412 = getelementptr inbounds nuw i8, ptr %1411, i64 192
  store <16 x float> %1382, ptr %1412, align 4
  %1413 = getelementptr inbounds nuw i8, ptr %970, i64 16
  %1414 = load ptr, ptr %1413, align 8
  %1415 = getelementptr inbounds nuw float, ptr %1414, i64 %1110
  store <16 x float> %1381, ptr %1415, align 4
  %1416 = load ptr, ptr %1413, align 8
  %1417 = getelementptr inbounds nuw float, ptr %1416, i64 %1110
  %1418 = getelementptr inbounds nuw i8, ptr %1417, i64 64
  store <16 x float> %1380, ptr %1418, align 4
  %1419 = load ptr, ptr %1413, align 8
  %1420 = getelementptr inbounds nuw float, ptr %1419, i64 %1110
  %1421 = getelementptr inbounds nuw i8, ptr %1420, i64 128
  store <16 x float> %1379, ptr %1421, align 4
  %1422 = load ptr, ptr %1413, align 8
  %1423 = getelementptr inbounds nuw float, ptr %1422, i64 %1110
  %1424 = getelementptr inbounds nuw i8, ptr %1423, i64 192
  store <16 x float> %1378, ptr %1424, align 4
  br label %4745

1425:                                             ; preds = %1368, %1425
  %1426 = phi <16 x float> [ zeroinitializer, %1368 ], [ %1471, %1425 ]
  %1427 = phi <16 x float> [ zeroinitializer, %1368 ], [ %1470, %1425 ]
  %1428 = phi <16 x float> [ zeroinitializer, %1368 ], [ %1469, %1425 ]
  %1429 = phi <16 x float> [ zeroinitializer, %1368 ], [ %1468, %1425 ]
  %1430 = phi <16 x float> [ zeroinitializer, %1368 ], [ %1463, %1425 ]
  %1431 = phi <16 x float> [ zeroinitializer, %1368 ], [ %1462, %1425 ]
  %1432 = phi <16 x float> [ zeroinitializer, %1368 ], [ %1461, %1425 ]
  %1433 = phi <16 x float> [ zeroinitializer, %1368 ], [ %1460, %1425 ]
  %1434 = phi <16 x float> [ zeroinitializer, %1368 ], [ %1455, %1425 ]
  %1435 = phi <16 x float> [ zeroinitializer, %1368 ], [ %1454, %1425 ]
  %1436 = phi <16 x float> [ zeroinitializer, %1368 ], [ %1453, %1425 ]
  %1437 = phi <16 x float> [ zeroinitializer, %1368 ], [ %1452, %1425 ]
  %1438 = phi i64 [ 0, %1368 ], [ %1472, %1425 ]
  %1439 = mul i64 %1370, %1438
  %1440 = getelementptr i8, ptr %1376, i64 %1439
  %1441 = load <16 x float>, ptr %1440, align 4
  %1442 = getelementptr inbounds nuw i8, ptr %1440, i64 64
  %1443 = load <16 x float>, ptr %1442, align 4
  %1444 = getelementptr inbounds nuw i8, ptr %1440, i64 128
  %1445 = load <16 x float>, ptr %1444, align 4
  %1446 = getelementptr inbounds nuw i8, ptr %1440, i64 192
  %1447 = load <16 x float>, ptr %1446, align 4
  %1448 = getelementptr inbounds nuw float, ptr %1371, i64 %1438
  %1449 = load float, ptr %1448, align 4
  %1450 = insertelement <16 x float> poison, float %1449, i64 0
  %1451 = shufflevector <16 x float> %1450, <16 x float> poison, <16 x i32> zeroinitializer
  %1452 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1451, <16 x float> %1441, <16 x float> %1437)
  %1453 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1451, <16 x float> %1443, <16 x float> %1436)
  %1454 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1451, <16 x float> %1445, <16 x float> %1435)
  %1455 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1451, <16 x float> %1447, <16 x float> %1434)
  %1456 = getelementptr inbounds nuw float, ptr %1373, i64 %1438
  %1457 = load float, ptr %1456, align 4
  %1458 = insertelement <16 x float> poison, float %1457, i64 0
  %1459 = shufflevector <16 x float> %1458, <16 x float> poison, <16 x i32> zeroinitializer
  %1460 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1459, <16 x float> %1441, <16 x float> %1433)
  %1461 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1459, <16 x float> %1443, <16 x float> %1432)
  %1462 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1459, <16 x float> %1445, <16 x float> %1431)
  %1463 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1459, <16 x float> %1447, <16 x float> %1430)
  %1464 = getelementptr inbounds nuw float, ptr %1375, i64 %1438
  %1465 = load float, ptr %1464, align 4
  %1466 = insertelement <16 x float> poison, float %1465, i64 0
  %1467 = shufflevector <16 x float> %1466, <16 x float> poison, <16 x i32> zeroinitializer
  %1468 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1467, <16 x float> %1441, <16 x float> %1429)
  %1469 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1467, <16 x float> %1443, <16 x float> %1428)
  %1470 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1467, <16 x float> %1445, <16 x float> %1427)
  %1471 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1467, <16 x float> %1447, <16 x float> %1426)
  %1472 = add nuw nsw i64 %1438, 1
  %1473 = icmp eq i64 %1472, %4
  br i1 %1473, label %1377, label %1425

1474:                                             ; preds = %1109
  %1475 = icmp sgt i64 %4, 0
  br i1 %1475, label %1476, label %1485

1476:                                             ; preds = %1474
  %1477 = shl nuw nsw i64 %1110, 2
  %1478 = shl i64 %5, 2
  %1479 = load ptr, ptr %969, align 8
  %1480 = getelementptr inbounds nuw i8, ptr %969, i64 8
  %1481 = load ptr, ptr %1480, align 8
  %1482 = getelementptr inbounds nuw i8, ptr %969, i64 16
  %1483 = load ptr, ptr %1482, align 8
  %1484 = getelementptr i8, ptr %3, i64 %1477
  br label %1545

1485:                                             ; preds = %1545, %1474
  %1486 = phi <16 x float> [ zeroinitializer, %1474 ], [ %1599, %1545 ]
  %1487 = phi <16 x float> [ zeroinitializer, %1474 ], [ %1598, %1545 ]
  %1488 = phi <16 x float> [ zeroinitializer, %1474 ], [ %1597, %1545 ]
  %1489 = phi <16 x float> [ zeroinitializer, %1474 ], [ %1596, %1545 ]
  %1490 = phi <16 x float> [ zeroinitializer, %1474 ], [ %1595, %1545 ]
  %1491 = phi <16 x float> [ zeroinitializer, %1474 ], [ %1590, %1545 ]
  %1492 = phi <16 x float> [ zeroinitializer, %1474 ], [ %1589, %1545 ]
  %1493 = phi <16 x float> [ zeroinitializer, %1474 ], [ %1588, %1545 ]
  %1494 = phi <16 x float> [ zeroinitializer, %1474 ], [ %1587, %1545 ]
  %1495 = phi <16 x float> [ zeroinitializer, %1474 ], [ %1586, %1545 ]
  %1496 = phi <16 x float> [ zeroinitializer, %1474 ], [ %1581, %1545 ]
  %1497 = phi <16 x float> [ zeroinitializer, %1474 ], [ %1580, %1545 ]
  %1498 = phi <16 x float> [ zeroinitializer, %1474 ], [ %1579, %1545 ]
  %1499 = phi <16 x float> [ zeroinitializer, %1474 ], [ %1578, %1545 ]
  %1500 = phi <16 x float> [ zeroinitializer, %1474 ], [ %1577, %1545 ]
  %1501 = load ptr, ptr %970, align 8
  %1502 = getelementptr inbounds nuw float, ptr %1501, i64 %1110
  store <16 x float> %1500, ptr %1502, align 4
  %1503 = load ptr, ptr %970, align 8
  %1504 = getelementptr inbounds nuw float, ptr %1503, i64 %1110
  %1505 = getelementptr inbounds nuw i8, ptr %1504, i64 64
  store <16 x float> %1499, ptr %1505, align 4
  %1506 = load ptr, ptr %970, align 8
  %1507 = getelementptr inbounds nuw float, ptr %1506, i64 %1110
  %1508 = getelementptr inbounds nuw i8, ptr %1507, i64 128
  store <16 x float> %1498, ptr %1508, align 4
  %1509 = load ptr, ptr %970, align 8
  %1510 = getelementptr inbounds nuw float, ptr %1509, i64 %1110
  %1511 = getelementptr inbounds nuw i8, ptr %1510, i64 192
  store <16 x float> %1497, ptr %1511, align 4
  %1512 = load ptr, ptr %970, align 8
  %1513 = getelementptr inbounds nuw float, ptr %1512, i64 %1110
  %1514 = getelementptr inbounds nuw i8, ptr %1513, i64 256
  store <16 x float> %1496, ptr %1514, align 4
  %1515 = getelementptr inbounds nuw i8, ptr %970, i64 8
  %1516 = load ptr, ptr %1515, align 8
  %1517 = getelementptr inbounds nuw float, ptr %1516, i64 %1110
  store <16 x float> %1495, ptr %1517, align 4
  %1518 = load ptr, ptr %1515, align 8
  %1519 = getelementptr inbounds nuw float, ptr %1518, i64 %1110
  %1520 = getelementptr inbounds nuw i8, ptr %1519, i64 64
  store <16 x float> %1494, ptr %1520, align 4
  %1521 = load ptr, ptr %1515, align 8
  %1522 = getelementptr inbounds nuw float, ptr %1521, i64 %1110
  %1523 = getelementptr inbounds nuw i8, ptr %1522, i64 128
  store <16 x float> %1493, ptr %1523, align 4
  %1524 = load ptr, ptr %1515, align 8
  %1525 = getelementptr inbounds nuw float, ptr %1524, i64 %1110
  %1526 = getelementptr inbounds nuw i8, ptr %1525, i64 192
  store <16 x float> %1492, ptr %1526, align 4
  %1527 = load ptr, ptr %1515, align 8
  %1528 = getelementptr inbounds nuw float, ptr %1527, i64 %1110
  %1529 = getelementptr inbounds nuw i8, ptr %1528, i64 256
  store <16 x float> %1491, ptr %1529, align 4
  %1530 = getelementptr inbounds nuw i8, ptr %970, i64 16
  %1531 = load ptr, ptr %1530, align 8
  %1532 = getelementptr inbounds nuw float, ptr %1531, i64 %1110
  store <16 x float> %1490, ptr %1532, align 4
  %1533 = load ptr, ptr %1530, align 8
  %1534 = getelementptr inbounds nuw float, ptr %1533, i64 %1110
  %1535 = getelementptr inbounds nuw i8, ptr %1534, i64 64
  store <16 x float> %1489, ptr %1535, align 4
  %1536 = load ptr, ptr %1530, align 8
  %1537 = getelementptr inbounds nuw float, ptr %1536, i64 %1110
  %1538 = getelementptr inbounds nuw i8, ptr %1537, i64 128
  store <16 x float> %1488, ptr %1538, align 4
  %1539 = load ptr, ptr %1530, align 8
  %1540 = getelementptr inbounds nuw float, ptr %1539, i64 %1110
  %1541 = getelementptr inbounds nuw i8, ptr %1540, i64 192
  store <16 x float> %1487, ptr %1541, align 4
  %1542 = load ptr, ptr %1530, align 8
  %1543 = getelementptr inbounds nuw float, ptr %1542, i64 %1110
  %1544 = getelementptr inbounds nuw i8, ptr %1543, i64 256
  store <16 x float> %1486, ptr %1544, align 4
  br label %4745

1545:                                             ; preds = %1476, %1545
  %1546 = phi <16 x float> [ zeroinitializer, %1476 ], [ %1599, %1545 ]
  %1547 = phi <16 x float> [ zeroinitializer, %1476 ], [ %1598, %1545 ]
  %1548 = phi <16 x float> [ zeroinitializer, %1476 ], [ %1597, %1545 ]
  %1549 = phi <16 x float> [ zeroinitializer, %1476 ], [ %1596, %1545 ]
  %1550 = phi <16 x float> [ zeroinitializer, %1476 ], [ %1595, %1545 ]
  %1551 = phi <16 x float> [ zeroinitializer, %1476 ], [ %1590, %1545 ]
  %1552 = phi <16 x float> [ zeroinitializer, %1476 ], [ %1589, %1545 ]
  %1553 = phi <16 x float> [ zeroinitializer, %1476 ], [ %1588, %1545 ]
  %1554 = phi <16 x float> [ zeroinitializer, %1476 ], [ %1587, %1545 ]
  %1555 = phi <16 x float> [ zeroinitializer, %1476 ], [ %1586, %1545 ]
  %1556 = phi <16 x float> [ zeroinitializer, %1476 ], [ %1581, %1545 ]
  %1557 = phi <16 x float> [ zeroinitializer, %1476 ], [ %1580, %1545 ]
  %1558 = phi <16 x float> [ zeroinitializer, %1476 ], [ %1579, %1545 ]
  %1559 = phi <16 x float> [ zeroinitializer, %1476 ], [ %1578, %1545 ]
  %1560 = phi <16 x float> [ zeroinitializer, %1476 ], [ %1577, %1545 ]
  %1561 = phi i64 [ 0, %1476 ], [ %1600, %1545 ]
  %1562 = mul i64 %1478, %1561
  %1563 = getelementptr i8, ptr %1484, i64 %1562
  %1564 = load <16 x float>, ptr %1563, align 4
  %1565 = getelementptr inbounds nuw i8, ptr %1563, i64 64
  %1566 = load <16 x float>, ptr %1565, align 4
  %1567 = getelementptr inbounds nuw i8, ptr %1563, i64 128
  %1568 = load <16 x float>, ptr %1567, align 4
  %1569 = getelementptr inbounds nuw i8, ptr %1563, i64 192
  %1570 = load <16 x float>, ptr %1569, align 4
  %1571 = getelementptr inbounds nuw i8, ptr %1563, i64 256
  %1572 = load <16 x float>, ptr %1571, align 4
  %1573 = getelementptr inbounds nuw float, ptr %1479, i64 %1561
  %1574 = load float, ptr %1573, align 4
  %1575 = insertelement <16 x float> poison, float %1574, i64 0
  %1576 = shufflevector <16 x float> %1575, <16 x float> poison, <16 x i32> zeroinitializer
  %1577 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1576, <16 x float> %1564, <16 x float> %1560)
  %1578 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1576, <16 x float> %1566, <16 x float> %1559)
  %1579 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1576, <16 x float> %1568, <16 x float> %1558)
  %1580 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1576, <16 x float> %1570, <16 x float> %1557)
  %1581 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1576, <16 x float> %1572, <16 x float> %1556)
  %1582 = getelementptr inbounds nuw float, ptr %1481, i64 %1561
  %1583 = load float, ptr %1582, align 4
  %1584 = insertelement <16 x float> poison, float %1583, i64 0
  %1585 = shufflevector <16 x float> %1584, <16 x float> poison, <16 x i32> zeroinitializer
  %1586 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1585, <16 x float> %1564, <16 x float> %1555)
  %1587 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1585, <16 x float> %1566, <16 x float> %1554)
  %1588 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1585, <16 x float> %1568, <16 x float> %1553)
  %1589 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1585, <16 x float> %1570, <16 x float> %1552)
  %1590 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1585, <16 x float> %1572, <16 x float> %1551)
  %1591 = getelementptr inbounds nuw float, ptr %1483, i64 %1561
  %1592 = load float, ptr %1591, align 4
  %1593 = insertelement <16 x float> poison, float %1592, i64 0
  %1594 = shufflevector <16 x float> %1593, <16 x float> poison, <16 x i32> zeroinitializer
  %1595 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1594, <16 x float> %1564, <16 x float> %1550)
  %1596 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1594, <16 x float> %1566, <16 x float> %1549)
  %1597 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1594, <16 x float> %1568, <16 x float> %1548)
  %1598 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1594, <16 x float> %1570, <16 x float> %1547)
  %1599 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1594, <16 x float> %1572, <16 x float> %1546)
  %1600 = add nuw nsw i64 %1561, 1
  %1601 = icmp eq i64 %1600, %4
  br i1 %1601, label %1485, label %1545

1602:                                             ; preds = %1109
  %1603 = icmp sgt i64 %4, 0
  br i1 %1603, label %1604, label %1613

1604:                                             ; preds = %1602
  %1605 = shl nuw nsw i64 %1110, 2
  %1606 = shl i64 %5, 2
  %1607 = load ptr, ptr %969, align 8
  %1608 = getelementptr inbounds nuw i8, ptr %969, i64 8
  %1609 = load ptr, ptr %1608, align 8
  %1610 = getelementptr inbounds nuw i8, ptr %969, i64 16
  %1611 = load ptr, ptr %1610, align 8
  %1612 = getelementptr i8, ptr %3, i64 %1605
  br label %1677

1613:                                             ; preds = %1677, %1602
  %1614 = phi <16 x float> [ zeroinitializer, %1602 ], [ %1735, %1677 ]
  %1615 = phi <16 x float> [ zeroinitializer, %1602 ], [ %1734, %1677 ]
  %1616 = phi <16 x float> [ zeroinitializer, %1602 ], [ %1733, %1677 ]
  %1617 = phi <16 x float> [ zeroinitializer, %1602 ], [ %1732, %1677 ]
  %1618 = phi <16 x float> [ zeroinitializer, %1602 ], [ %1727, %1677 ]
  %1619 = phi <16 x float> [ zeroinitializer, %1602 ], [ %1726, %1677 ]
  %1620 = phi <16 x float> [ zeroinitializer, %1602 ], [ %1725, %1677 ]
  %1621 = phi <16 x float> [ zeroinitializer, %1602 ], [ %1724, %1677 ]
  %1622 = phi <16 x float> [ zeroinitializer, %1602 ], [ %1723, %1677 ]
  %1623 = phi <16 x float> [ zeroinitializer, %1602 ], [ %1722, %1677 ]
  %1624 = phi <16 x float> [ zeroinitializer, %1602 ], [ %1717, %1677 ]
  %1625 = phi <16 x float> [ zeroinitializer, %1602 ], [ %1716, %1677 ]
  %1626 = phi <16 x float> [ zeroinitializer, %1602 ], [ %1715, %1677 ]
  %1627 = phi <16 x float> [ zeroinitializer, %1602 ], [ %1714, %1677 ]
  %1628 = phi <16 x float> [ zeroinitializer, %1602 ], [ %1713, %1677 ]
  %1629 = phi <16 x float> [ zeroinitializer, %1602 ], [ %1712, %1677 ]
  %1630 = load ptr, ptr %970, align 8
  %1631 = getelementptr inbounds nuw float, ptr %1630, i64 %1110
  store <16 x float> %1629, ptr %1631, align 4
  %1632 = load ptr, ptr %970, align 8
  %1633 = getelementptr inbounds nuw float, ptr %1632, i64 %1110
  %1634 = getelementptr inbounds nuw i8, ptr %1633, i64 64
  store <16 x float> %1628, ptr %1634, align 4
  %1635 = load ptr, ptr %970, align 8
  %1636 = getelementptr inbounds nuw float, ptr %1635, i64 %1110
  %1637 = getelementptr inbounds nuw i8, ptr %1636, i64 128
  store <16 x float> %1627, ptr %1637, align 4
  %1638 = load ptr, ptr %970, align 8
  %1639 = getelementptr inbounds nuw float, ptr %1638, i64 %1110
  %1640 = getelementptr inbounds nuw i8, ptr %1639, i64 192
  store <16 x float> %1626, ptr %1640, align 4
  %1641 = load ptr, ptr %970, align 8
  %1642 = getelementptr inbounds nuw float, ptr %1641, i64 %1110
  %1643 = getelementptr inbounds nuw i8, ptr %1642, i64 256
  store <16 x float> %1625, ptr %1643, align 4
  %1644 = load ptr, ptr %970, align 8
  %1645 = getelementptr inbounds nuw float, ptr %1644, i64 %1110
  %1646 = getelementptr inbounds nuw i8, ptr %1645, i64 320
  store <16 x float> %1624, ptr %1646, align 4
  %1647 = getelementptr inbounds nuw i8, ptr %970, i64 8
  %1648 = load ptr, ptr %1647, align 8
  %1649 = getelementptr inbounds nuw float, ptr %1648, i64 %1110
  store <16 x float> %1623, ptr %1649, align 4
  %1650 = load ptr, ptr %1647, align 8
  %1651 = getelementptr inbounds nuw float, ptr %1650, i64 %1110
  %1652 = getelementptr inbounds nuw i8, ptr %1651, i64 64
  store <16 x float> %1622, ptr %1652, align 4
  %1653 = load ptr, ptr %1647, align 8
  %1654 = getelementptr inbounds nuw float, ptr %1653, i64 %1110
  %1655 = getelementptr inbounds nuw i8, ptr %1654, i64 128
  store <16 x float> %1621, ptr %1655, align 4
  %1656 = load ptr, ptr %1647, align 8
  %1657 = getelementptr inbounds nuw float, ptr %1656, i64 %1110
  %1658 = getelementptr inbounds nuw i8, ptr %1657, i64 192
  store <16 x float> %1620, ptr %1658, align 4
  %1659 = load ptr, ptr %1647, align 8
  %1660 = getelementptr inbounds nuw float, ptr %1659, i64 %1110
  %1661 = getelementptr inbounds nuw i8, ptr %1660, i64 256
  store <16 x float> %1619, ptr %1661, align 4
  %1662 = load ptr, ptr %1647, align 8
  %1663 = getelementptr inbounds nuw float, ptr %1662, i64 %1110
  %1664 = getelementptr inbounds nuw i8, ptr %1663, i64 320
  store <16 x float> %1618, ptr %1664, align 4
  %1665 = getelementptr inbounds nuw i8, ptr %970, i64 16
  %1666 = load ptr, ptr %1665, align 8
  %1667 = getelementptr inbounds nuw float, ptr %1666, i64 %1110
  store <16 x float> %1617, ptr %1667, align 4
  %1668 = load ptr, ptr %1665, align 8
  %1669 = getelementptr inbounds nuw float, ptr %1668, i64 %1110
  %1670 = getelementptr inbounds nuw i8, ptr %1669, i64 64
  store <16 x float> %1616, ptr %1670, align 4
  %1671 = load ptr, ptr %1665, align 8
  %1672 = getelementptr inbounds nuw float, ptr %1671, i64 %1110
  %1673 = getelementptr inbounds nuw i8, ptr %1672, i64 128
  store <16 x float> %1615, ptr %1673, align 4
  %1674 = load ptr, ptr %1665, align 8
  %1675 = getelementptr inbounds nuw float, ptr %1674, i64 %1110
  %1676 = getelementptr inbounds nuw i8, ptr %1675, i64 192
  store <16 x float> %1614, ptr %1676, align 4
  br label %4745

1677:                                             ; preds = %1604, %1677
  %1678 = phi <16 x float> [ zeroinitializer, %1604 ], [ %1735, %1677 ]
  %1679 = phi <16 x float> [ zeroinitializer, %1604 ], [ %1734, %1677 ]
  %1680 = phi <16 x float> [ zeroinitializer, %1604 ], [ %1733, %1677 ]
  %1681 = phi <16 x float> [ zeroinitializer, %1604 ], [ %1732, %1677 ]
  %1682 = phi <16 x float> [ zeroinitializer, %1604 ], [ %1727, %1677 ]
  %1683 = phi <16 x float> [ zeroinitializer, %1604 ], [ %1726, %1677 ]
  %1684 = phi <16 x float> [ zeroinitializer, %1604 ], [ %1725, %1677 ]
  %1685 = phi <16 x float> [ zeroinitializer, %1604 ], [ %1724, %1677 ]
  %1686 = phi <16 x float> [ zeroinitializer, %1604 ], [ %1723, %1677 ]
  %1687 = phi <16 x float> [ zeroinitializer, %1604 ], [ %1722, %1677 ]
  %1688 = phi <16 x float> [ zeroinitializer, %1604 ], [ %1717, %1677 ]
  %1689 = phi <16 x float> [ zeroinitializer, %1604 ], [ %1716, %1677 ]
  %1690 = phi <16 x float> [ zeroinitializer, %1604 ], [ %1715, %1677 ]
  %1691 = phi <16 x float> [ zeroinitializer, %1604 ], [ %1714, %1677 ]
  %1692 = phi <16 x float> [ zeroinitializer, %1604 ], [ %1713, %1677 ]
  %1693 = phi <16 x float> [ zeroinitializer, %1604 ], [ %1712, %1677 ]
  %1694 = phi i64 [ 0, %1604 ], [ %1736, %1677 ]
  %1695 = mul i64 %1606, %1694
  %1696 = getelementptr i8, ptr %1612, i64 %1695
  %1697 = load <16 x float>, ptr %1696, align 4
  %1698 = getelementptr inbounds nuw i8, ptr %1696, i64 64
  %1699 = load <16 x float>, ptr %1698, align 4
  %1700 = getelementptr inbounds nuw i8, ptr %1696, i64 128
  %1701 = load <16 x float>, ptr %1700, align 4
  %1702 = getelementptr inbounds nuw i8, ptr %1696, i64 192
  %1703 = load <16 x float>, ptr %1702, align 4
  %1704 = getelementptr inbounds nuw i8, ptr %1696, i64 256
  %1705 = load <16 x float>, ptr %1704, align 4
  %1706 = getelementptr inbounds nuw i8, ptr %1696, i64 320
  %1707 = load <16 x float>, ptr %1706, align 4
  %1708 = getelementptr inbounds nuw float, ptr %1607, i64 %1694
  %1709 = load float, ptr %1708, align 4
  %1710 = insertelement <16 x float> poison, float %1709, i64 0
  %1711 = shufflevector <16 x float> %1710, <16 x float> poison, <16 x i32> zeroinitializer
  %1712 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1711, <16 x float> %1697, <16 x float> %1693)
  %1713 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1711, <16 x float> %1699, <16 x float> %1692)
  %1714 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1711, <16 x float> %1701, <16 x float> %1691)
  %1715 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1711, <16 x float> %1703, <16 x float> %1690)
  %1716 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1711, <16 x float> %1705, <16 x float> %1689)
  %1717 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1711, <16 x float> %1707, <16 x float> %1688)
  %1718 = getelementptr inbounds nuw float, ptr %1609, i64 %1694
  %1719 = load float, ptr %1718, align 4
  %1720 = insertelement <16 x float> poison, float %1719, i64 0
  %1721 = shufflevector <16 x float> %1720, <16 x float> poison, <16 x i32> zeroinitializer
  %1722 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1721, <16 x float> %1697, <16 x float> %1687)
  %1723 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1721, <16 x float> %1699, <16 x float> %1686)
  %1724 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1721, <16 x float> %1701, <16 x float> %1685)
  %1725 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1721, <16 x float> %1703, <16 x float> %1684)
  %1726 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1721, <16 x float> %1705, <16 x float> %1683)
  %1727 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1721, <16 x float> %1707, <16 x float> %1682)
  %1728 = getelementptr inbounds nuw float, ptr %1611, i64 %1694
  %1729 = load float, ptr %1728, align 4
  %1730 = insertelement <16 x float> poison, float %1729, i64 0
  %1731 = shufflevector <16 x float> %1730, <16 x float> poison, <16 x i32> zeroinitializer
  %1732 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1731, <16 x float> %1697, <16 x float> %1681)
  %1733 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1731, <16 x float> %1699, <16 x float> %1680)
  %1734 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1731, <16 x float> %1701, <16 x float> %1679)
  %1735 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1731, <16 x float> %1703, <16 x float> %1678)
  %1736 = add nuw nsw i64 %1694, 1
  %1737 = icmp eq i64 %1736, %4
  br i1 %1737, label %1613, label %1677

1738:                                             ; preds = %1109
  %1739 = icmp sgt i64 %4, 0
  br i1 %1739, label %1740, label %1749

1740:                                             ; preds = %1738
  %1741 = shl i64 %1110, 2
  %1742 = shl i64 %5, 2
  %1743 = load ptr, ptr %969, align 8
  %1744 = getelementptr inbounds nuw i8, ptr %969, i64 8
  %1745 = load ptr, ptr %1744, align 8
  %1746 = getelementptr inbounds nuw i8, ptr %969, i64 16
  %1747 = load ptr, ptr %1746, align 8
  %1748 = getelementptr i8, ptr %3, i64 %1741
  br label %1813

1749:                                             ; preds = %1813, %1738
  %1750 = phi <16 x float> [ zeroinitializer, %1738 ], [ %1873, %1813 ]
  %1751 = phi <16 x float> [ zeroinitializer, %1738 ], [ %1872, %1813 ]
  %1752 = phi <16 x float> [ zeroinitializer, %1738 ], [ %1867, %1813 ]
  %1753 = phi <16 x float> [ zeroinitializer, %1738 ], [ %1866, %1813 ]
  %1754 = phi <16 x float> [ zeroinitializer, %1738 ], [ %1865, %1813 ]
  %1755 = phi <16 x float> [ zeroinitializer, %1738 ], [ %1864, %1813 ]
  %1756 = phi <16 x float> [ zeroinitializer, %1738 ], [ %1863, %1813 ]
  %1757 = phi <16 x float> [ zeroinitializer, %1738 ], [ %1862, %1813 ]
  %1758 = phi <16 x float> [ zeroinitializer, %1738 ], [ %1861, %1813 ]
  %1759 = phi <16 x float> [ zeroinitializer, %1738 ], [ %1856, %1813 ]
  %1760 = phi <16 x float> [ zeroinitializer, %1738 ], [ %1855, %1813 ]
  %1761 = phi <16 x float> [ zeroinitializer, %1738 ], [ %1854, %1813 ]
  %1762 = phi <16 x float> [ zeroinitializer, %1738 ], [ %1853, %1813 ]
  %1763 = phi <16 x float> [ zeroinitializer, %1738 ], [ %1852, %1813 ]
  %1764 = phi <16 x float> [ zeroinitializer, %1738 ], [ %1851, %1813 ]
  %1765 = phi <16 x float> [ zeroinitializer, %1738 ], [ %1850, %1813 ]
  %1766 = load ptr, ptr %970, align 8
  %1767 = getelementptr inbounds nuw float, ptr %1766, i64 %1110
  store <16 x float> %1765, ptr %1767, align 4
  %1768 = load ptr, ptr %970, align 8
  %1769 = getelementptr inbounds nuw float, ptr %1768, i64 %1110
  %1770 = getelementptr inbounds nuw i8, ptr %1769, i64 64
  store <16 x float> %1764, ptr %1770, align 4
  %1771 = load ptr, ptr %970, align 8
  %1772 = getelementptr inbounds nuw float, ptr %1771, i64 %1110
  %1773 = getelementptr inbounds nuw i8, ptr %1772, i64 128
  store <16 x float> %1763, ptr %1773, align 4
  %1774 = load ptr, ptr %970, align 8
  %1775 = getelementptr inbounds nuw float, ptr %1774, i64 %1110
  %1776 = getelementptr inbounds nuw i8, ptr %1775, i64 192
  store <16 x float> %1762, ptr %1776, align 4
  %1777 = load ptr, ptr %970, align 8
  %1778 = getelementptr inbounds nuw float, ptr %1777, i64 %1110
  %1779 = getelementptr inbounds nuw i8, ptr %1778, i64 256
  store <16 x float> %1761, ptr %1779, align 4
  %1780 = load ptr, ptr %970, align 8
  %1781 = getelementptr inbounds nuw float, ptr %1780, i64 %1110
  %1782 = getelementptr inbounds nuw i8, ptr %1781, i64 320
  store <16 x float> %1760, ptr %1782, align 4
  %1783 = load ptr, ptr %970, align 8
  %1784 = getelementptr inbounds nuw float, ptr %1783, i64 %1110
  %1785 = getelementptr inbounds nuw i8, ptr %1784, i64 384
  store <16 x float> %1759, ptr %1785, align 4
  %1786 = getelementptr inbounds nuw i8, ptr %970, i64 8
  %1787 = load ptr, ptr %1786, align 8
  %1788 = getelementptr inbounds nuw float, ptr %1787, i64 %1110
  store <16 x float> %1758, ptr %1788, align 4
  %1789 = load ptr, ptr %1786, align 8
  %1790 = getelementptr inbounds nuw float, ptr %1789, i64 %1110
  %1791 = getelementptr inbounds nuw i8, ptr %1790, i64 64
  store <16 x float> %1757, ptr %1791, align 4
  %1792 = load ptr, ptr %1786, align 8
  %1793 = getelementptr inbounds nuw float, ptr %1792, i64 %1110
  %1794 = getelementptr inbounds nuw i8, ptr %1793, i64 128
  store <16 x float> %1756, ptr %1794, align 4
  %1795 = load ptr, ptr %1786, align 8
  %1796 = getelementptr inbounds nuw float, ptr %1795, i64 %1110
  %1797 = getelementptr inbounds nuw i8, ptr %1796, i64 192
  store <16 x float> %1755, ptr %1797, align 4
  %1798 = load ptr, ptr %1786, align 8
  %1799 = getelementptr inbounds nuw float, ptr %1798, i64 %1110
  %1800 = getelementptr inbounds nuw i8, ptr %1799, i64 256
  store <16 x float> %1754, ptr %1800, align 4
  %1801 = load ptr, ptr %1786, align 8
  %1802 = getelementptr inbounds nuw float, ptr %1801, i64 %1110
  %1803 = getelementptr inbounds nuw i8, ptr %1802, i64 320
  store <16 x float> %1753, ptr %1803, align 4
  %1804 = load ptr, ptr %1786, align 8
  %1805 = getelementptr inbounds nuw float, ptr %1804, i64 %1110
  %1806 = getelementptr inbounds nuw i8, ptr %1805, i64 384
  store <16 x float> %1752, ptr %1806, align 4
  %1807 = getelementptr inbounds nuw i8, ptr %970, i64 16
  %1808 = load ptr, ptr %1807, align 8
  %1809 = getelementptr inbounds nuw float, ptr %1808, i64 %1110
  store <16 x float> %1751, ptr %1809, align 4
  %1810 = load ptr, ptr %1807, align 8
  %1811 = getelementptr inbounds nuw float, ptr %1810, i64 %1110
  %1812 = getelementptr inbounds nuw i8, ptr %1811, i64 64
  store <16 x float> %1750, ptr %1812, align 4
  br label %4745

1813:                                             ; preds = %1740, %1813
  %1814 = phi <16 x float> [ zeroinitializer, %1740 ], [ %1873, %1813 ]
  %1815 = phi <16 x float> [ zeroinitializer, %1740 ], [ %1872, %1813 ]
  %1816 = phi <16 x float> [ zeroinitializer, %1740 ], [ %1867, %1813 ]
  %1817 = phi <16 x float> [ zeroinitializer, %1740 ], [ %1866, %1813 ]
  %1818 = phi <16 x float> [ zeroinitializer, %1740 ], [ %1865, %1813 ]
  %1819 = phi <16 x float> [ zeroinitializer, %1740 ], [ %1864, %1813 ]
  %1820 = phi <16 x float> [ zeroinitializer, %1740 ], [ %1863, %1813 ]
  %1821 = phi <16 x float> [ zeroinitializer, %1740 ], [ %1862, %1813 ]
  %1822 = phi <16 x float> [ zeroinitializer, %1740 ], [ %1861, %1813 ]
  %1823 = phi <16 x float> [ zeroinitializer, %1740 ], [ %1856, %1813 ]
  %1824 = phi <16 x float> [ zeroinitializer, %1740 ], [ %1855, %1813 ]
  %1825 = phi <16 x float> [ zeroinitializer, %1740 ], [ %1854, %1813 ]
  %1826 = phi <16 x float> [ zeroinitializer, %1740 ], [ %1853, %1813 ]
  %1827 = phi <16 x float> [ zeroinitializer, %1740 ], [ %1852, %1813 ]
  %1828 = phi <16 x float> [ zeroinitializer, %1740 ], [ %1851, %1813 ]
  %1829 = phi <16 x float> [ zeroinitializer, %1740 ], [ %1850, %1813 ]
  %1830 = phi i64 [ 0, %1740 ], [ %1874, %1813 ]
  %1831 = mul i64 %1742, %1830
  %1832 = getelementptr i8, ptr %1748, i64 %1831
  %1833 = load <16 x float>, ptr %1832, align 4
  %1834 = getelementptr inbounds nuw i8, ptr %1832, i64 64
  %1835 = load <16 x float>, ptr %1834, align 4
  %1836 = getelementptr inbounds nuw i8, ptr %1832, i64 128
  %1837 = load <16 x float>, ptr %1836, align 4
  %1838 = getelementptr inbounds nuw i8, ptr %1832, i64 192
  %1839 = load <16 x float>, ptr %1838, align 4
  %1840 = getelementptr inbounds nuw i8, ptr %1832, i64 256
  %1841 = load <16 x float>, ptr %1840, align 4
  %1842 = getelementptr inbounds nuw i8, ptr %1832, i64 320
  %1843 = load <16 x float>, ptr %1842, align 4
  %1844 = getelementptr inbounds nuw i8, ptr %1832, i64 384
  %1845 = load <16 x float>, ptr %1844, align 4
  %1846 = getelementptr inbounds nuw float, ptr %1743, i64 %1830
  %1847 = load float, ptr %1846, align 4
  %1848 = insertelement <16 x float> poison, float %1847, i64 0
  %1849 = shufflevector <16 x float> %1848, <16 x float> poison, <16 x i32> zeroinitializer
  %1850 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1849, <16 x float> %1833, <16 x float> %1829)
  %1851 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1849, <16 x float> %1835, <16 x float> %1828)
  %1852 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1849, <16 x float> %1837, <16 x float> %1827)
  %1853 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1849, <16 x float> %1839, <16 x float> %1826)
  %1854 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1849, <16 x float> %1841, <16 x float> %1825)
  %1855 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1849, <16 x float> %1843, <16 x float> %1824)
  %1856 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1849, <16 x float> %1845, <16 x float> %1823)
  %1857 = getelementptr inbounds nuw float, ptr %1745, i64 %1830
  %1858 = load float, ptr %1857, align 4
  %1859 = insertelement <16 x float> poison, float %1858, i64 0
  %1860 = shufflevector <16 x float> %1859, <16 x float> poison, <16 x i32> zeroinitializer
  %1861 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1860, <16 x float> %1833, <16 x float> %1822)
  %1862 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1860, <16 x float> %1835, <16 x float> %1821)
  %1863 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1860, <16 x float> %1837, <16 x float> %1820)
  %1864 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1860, <16 x float> %1839, <16 x float> %1819)
  %1865 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1860, <16 x float> %1841, <16 x float> %1818)
  %1866 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1860, <16 x float> %1843, <16 x float> %1817)
  %1867 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1860, <16 x float> %1845, <16 x float> %1816)
  %1868 = getelementptr inbounds nuw float, ptr %1747, i64 %1830
  %1869 = load float, ptr %1868, align 4
  %1870 = insertelement <16 x float> poison, float %1869, i64 0
  %1871 = shufflevector <16 x float> %1870, <16 x float> poison, <16 x i32> zeroinitializer
  %1872 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1871, <16 x float> %1833, <16 x float> %1815)
  %1873 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1871, <16 x float> %1835, <16 x float> %1814)
  %1874 = add nuw nsw i64 %1830, 1
  %1875 = icmp eq i64 %1874, %4
  br i1 %1875, label %1749, label %1813

1876:                                             ; preds = %965
  %1877 = getelementptr inbounds nuw ptr, ptr %0, i64 %966
  %1878 = getelementptr inbounds nuw ptr, ptr %1, i64 %966
  %1879 = icmp slt i64 %6, 128
  br i1 %1879, label %2023, label %1880

1880:                                             ; preds = %1876
  %1881 = icmp sgt i64 %4, 0
  %1882 = shl i64 %5, 2
  %1883 = add nsw i64 %6, -128
  %1884 = lshr i64 %1883, 7
  %1885 = getelementptr inbounds nuw i8, ptr %1877, i64 8
  %1886 = getelementptr inbounds nuw i8, ptr %1878, i64 8
  br label %1887

1887:                                             ; preds = %1880, %1896
  %1888 = phi i64 [ 0, %1880 ], [ %1960, %1896 ]
  %1889 = phi i64 [ 128, %1880 ], [ %1959, %1896 ]
  %1890 = phi i64 [ 0, %1880 ], [ %1889, %1896 ]
  br i1 %1881, label %1891, label %1896

1891:                                             ; preds = %1887
  %1892 = shl i64 %1888, 9
  %1893 = load ptr, ptr %1877, align 8
  %1894 = load ptr, ptr %1885, align 8
  %1895 = getelementptr i8, ptr %3, i64 %1892
  br label %1962

1896:                                             ; preds = %1962, %1887
  %1897 = phi <16 x float> [ zeroinitializer, %1887 ], [ %2001, %1962 ]
  %1898 = phi <16 x float> [ zeroinitializer, %1887 ], [ %2002, %1962 ]
  %1899 = phi <16 x float> [ zeroinitializer, %1887 ], [ %2003, %1962 ]
  %1900 = phi <16 x float> [ zeroinitializer, %1887 ], [ %2004, %1962 ]
  %1901 = phi <16 x float> [ zeroinitializer, %1887 ], [ %2005, %1962 ]
  %1902 = phi <16 x float> [ zeroinitializer, %1887 ], [ %2006, %1962 ]
  %1903 = phi <16 x float> [ zeroinitializer, %1887 ], [ %2007, %1962 ]
  %1904 = phi <16 x float> [ zeroinitializer, %1887 ], [ %2008, %1962 ]
  %1905 = phi <16 x float> [ zeroinitializer, %1887 ], [ %2013, %1962 ]
  %1906 = phi <16 x float> [ zeroinitializer, %1887 ], [ %2014, %1962 ]
  %1907 = phi <16 x float> [ zeroinitializer, %1887 ], [ %2015, %1962 ]
  %1908 = phi <16 x float> [ zeroinitializer, %1887 ], [ %2016, %1962 ]
  %1909 = phi <16 x float> [ zeroinitializer, %1887 ], [ %2017, %1962 ]
  %1910 = phi <16 x float> [ zeroinitializer, %1887 ], [ %2018, %1962 ]
  %1911 = phi <16 x float> [ zeroinitializer, %1887 ], [ %2019, %1962 ]
  %1912 = phi <16 x float> [ zeroinitializer, %1887 ], [ %2020, %1962 ]
  %1913 = load ptr, ptr %1878, align 8
  %1914 = getelementptr inbounds nuw float, ptr %1913, i64 %1890
  store <16 x float> %1897, ptr %1914, align 4
  %1915 = load ptr, ptr %1878, align 8
  %1916 = getelementptr inbounds nuw float, ptr %1915, i64 %1890
  %1917 = getelementptr inbounds nuw i8, ptr %1916, i64 64
  store <16 x float> %1898, ptr %1917, align 4
  %1918 = load ptr, ptr %1878, align 8
  %1919 = getelementptr inbounds nuw float, ptr %1918, i64 %1890
  %1920 = getelementptr inbounds nuw i8, ptr %1919, i64 128
  store <16 x float> %1899, ptr %1920, align 4
  %1921 = load ptr, ptr %1878, align 8
  %1922 = getelementptr inbounds nuw float, ptr %1921, i64 %1890
  %1923 = getelementptr inbounds nuw i8, ptr %1922, i64 192
  store <16 x float> %1900, ptr %1923, align 4
  %1924 = load ptr, ptr %1878, align 8
  %1925 = getelementptr inbounds nuw float, ptr %1924, i64 %1890
  %1926 = getelementptr inbounds nuw i8, ptr %1925, i64 256
  store <16 x float> %1901, ptr %1926, align 4
  %1927 = load ptr, ptr %1878, align 8
  %1928 = getelementptr inbounds nuw float, ptr %1927, i64 %1890
  %1929 = getelementptr inbounds nuw i8, ptr %1928, i64 320
  store <16 x float> %1902, ptr %1929, align 4
  %1930 = load ptr, ptr %1878, align 8
  %1931 = getelementptr inbounds nuw float, ptr %1930, i64 %1890
  %1932 = getelementptr inbounds nuw i8, ptr %1931, i64 384
  store <16 x float> %1903, ptr %1932, align 4
  %1933 = load ptr, ptr %1878, align 8
  %1934 = getelementptr inbounds nuw float, ptr %1933, i64 %1890
  %1935 = getelementptr inbounds nuw i8, ptr %1934, i64 448
  store <16 x float> %1904, ptr %1935, align 4
  %1936 = load ptr, ptr %1886, align 8
  %1937 = getelementptr inbounds nuw float, ptr %1936, i64 %1890
  store <16 x float> %1905, ptr %1937, align 4
  %1938 = load ptr, ptr %1886, align 8
  %1939 = getelementptr inbounds nuw float, ptr %1938, i64 %1890
  %1940 = getelementptr inbounds nuw i8, ptr %1939, i64 64
  store <16 x float> %1906, ptr %1940, align 4
  %1941 = load ptr, ptr %1886, align 8
  %1942 = getelementptr inbounds nuw float, ptr %1941, i64 %1890
  %1943 = getelementptr inbounds nuw i8, ptr %1942, i64 128
  store <16 x float> %1907, ptr %1943, align 4
  %1944 = load ptr, ptr %1886, align 8
  %1945 = getelementptr inbounds nuw float, ptr %1944, i64 %1890
  %1946 = getelementptr inbounds nuw i8, ptr %1945, i64 192
  store <16 x float> %1908, ptr %1946, align 4
  %1947 = load ptr, ptr %1886, align 8
  %1948 = getelementptr inbounds nuw float, ptr %1947, i64 %1890
  %1949 = getelementptr inbounds nuw i8, ptr %1948, i64 256
  store <16 x float> %1909, ptr %1949, align 4
  %1950 = load ptr, ptr %1886, align 8
  %1951 = getelementptr inbounds nuw float, ptr %1950, i64 %1890
  %1952 = getelementptr inbounds nuw i8, ptr %1951, i64 320
  store <16 x float> %1910, ptr %1952, align 4
  %1953 = load ptr, ptr %1886, align 8
  %1954 = getelementptr inbounds nuw float, ptr %1953, i64 %1890
  %1955 = getelementptr inbounds nuw i8, ptr %1954, i64 384
  store <16 x float> %1911, ptr %1955, align 4
  %1956 = load ptr, ptr %1886, align 8
  %1957 = getelementptr inbounds nuw float, ptr %1956, i64 %1890
  %1958 = getelementptr inbounds nuw i8, ptr %1957, i64 448
  store <16 x float> %1912, ptr %1958, align 4
  %1959 = add nuw nsw i64 %1889, 128
  %1960 = add nuw nsw i64 %1888, 1
  %1961 = icmp eq i64 %1888, %1884
  br i1 %1961, label %2023, label %1887

1962:                                             ; preds = %1891, %1962
  %1963 = phi <16 x float> [ zeroinitializer, %1891 ], [ %2001, %1962 ]
  %1964 = phi <16 x float> [ zeroinitializer, %1891 ], [ %2002, %1962 ]
  %1965 = phi <16 x float> [ zeroinitializer, %1891 ], [ %2003, %1962 ]
  %1966 = phi <16 x float> [ zeroinitializer, %1891 ], [ %2004, %1962 ]
  %1967 = phi <16 x float> [ zeroinitializer, %1891 ], [ %2005, %1962 ]
  %1968 = phi <16 x float> [ zeroinitializer, %1891 ], [ %2006, %1962 ]
  %1969 = phi <16 x float> [ zeroinitializer, %1891 ], [ %2007, %1962 ]
  %1970 = phi <16 x float> [ zeroinitializer, %1891 ], [ %2008, %1962 ]
  %1971 = phi <16 x float> [ zeroinitializer, %1891 ], [ %2013, %1962 ]
  %1972 = phi <16 x float> [ zeroinitializer, %1891 ], [ %2014, %1962 ]
  %1973 = phi <16 x float> [ zeroinitializer, %1891 ], [ %2015, %1962 ]
  %1974 = phi <16 x float> [ zeroinitializer, %1891 ], [ %2016, %1962 ]
  %1975 = phi <16 x float> [ zeroinitializer, %1891 ], [ %2017, %1962 ]
  %1976 = phi <16 x float> [ zeroinitializer, %1891 ], [ %2018, %1962 ]
  %1977 = phi <16 x float> [ zeroinitializer, %1891 ], [ %2019, %1962 ]
  %1978 = phi <16 x float> [ zeroinitializer, %1891 ], [ %2020, %1962 ]
  %1979 = phi i64 [ 0, %1891 ], [ %2021, %1962 ]
  %1980 = mul i64 %1882, %1979
  %1981 = getelementptr i8, ptr %1895, i64 %1980
  %1982 = load <16 x float>, ptr %1981, align 4
  %1983 = getelementptr inbounds nuw i8, ptr %1981, i64 64
  %1984 = load <16 x float>, ptr %1983, align 4
  %1985 = getelementptr inbounds nuw i8, ptr %1981, i64 128
  %1986 = load <16 x float>, ptr %1985, align 4
  %1987 = getelementptr inbounds nuw i8, ptr %1981, i64 192
  %1988 = load <16 x float>, ptr %1987, align 4
  %1989 = getelementptr inbounds nuw i8, ptr %1981, i64 256
  %1990 = load <16 x float>, ptr %1989, align 4
  %1991 = getelementptr inbounds nuw i8, ptr %1981, i64 320
  %1992 = load <16 x float>, ptr %1991, align 4
  %1993 = getelementptr inbounds nuw i8, ptr %1981, i64 384
  %1994 = load <16 x float>, ptr %1993, align 4
  %1995 = getelementptr inbounds nuw i8, ptr %1981, i64 448
  %1996 = load <16 x float>, ptr %1995, align 4
  %1997 = getelementptr inbounds nuw float, ptr %1893, i64 %1979
  %1998 = load float, ptr %1997, align 4
  %1999 = insertelement <16 x float> poison, float %1998, i64 0
  %2000 = shufflevector <16 x float> %1999, <16 x float> poison, <16 x i32> zeroinitializer
  %2001 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2000, <16 x float> %1982, <16 x float> %1963)
  %2002 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2000, <16 x float> %1984, <16 x float> %1964)
  %2003 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2000, <16 x float> %1986, <16 x float> %1965)
  %2004 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2000, <16 x float> %1988, <16 x float> %1966)
  %2005 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2000, <16 x float> %1990, <16 x float> %1967)
  %2006 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2000, <16 x float> %1992, <16 x float> %1968)
  %2007 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2000, <16 x float> %1994, <16 x float> %1969)
  %2008 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2000, <16 x float> %1996, <16 x float> %1970)
  %2009 = getelementptr inbounds nuw float, ptr %1894, i64 %1979
  %2010 = load float, ptr %2009, align 4
  %2011 = insertelement <16 x float> poison, float %2010, i64 0
  %2012 = shufflevector <16 x float> %2011, <16 x float> poison, <16 x i32> zeroinitializer
  %2013 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2012, <16 x float> %1982, <16 x float> %1971)
  %2014 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2012, <16 x float> %1984, <16 x float> %1972)
  %2015 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2012, <16 x float> %1986, <16 x float> %1973)
  %2016 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2012, <16 x float> %1988, <16 x float> %1974)
  %2017 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2012, <16 x float> %1990, <16 x float> %1975)
  %2018 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2012, <16 x float> %1992, <16 x float> %1976)
  %2019 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2012, <16 x float> %1994, <16 x float> %1977)
  %2020 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2012, <16 x float> %1996, <16 x float> %1978)
  %2021 = add nuw nsw i64 %1979, 1
  %2022 = icmp eq i64 %2021, %4
  br i1 %2022, label %1896, label %1962

2023:                                             ; preds = %1896, %1876
  %2024 = phi i64 [ 0, %1876 ], [ %1889, %1896 ]
  %2025 = sub nsw i64 %6, %2024
  %2026 = sdiv i64 %2025, 16
  switch i64 %2026, label %4745 [
    i64 1, label %2027
    i64 2, label %2101
    i64 3, label %2201
    i64 4, label %2265
    i64 5, label %2343
    i64 6, label %2435
    i64 7, label %2541
  ]

2027:                                             ; preds = %2023
  %2028 = getelementptr float, ptr %3, i64 %2024
  %2029 = icmp sgt i64 %4, 0
  br i1 %2029, label %2030, label %2058

2030:                                             ; preds = %2027
  %2031 = load ptr, ptr %1877, align 8
  %2032 = getelementptr inbounds nuw i8, ptr %1877, i64 8
  %2033 = load ptr, ptr %2032, align 8
  %2034 = and i64 %4, 1
  %2035 = icmp eq i64 %4, 1
  br i1 %2035, label %2040, label %2036

2036:                                             ; preds = %2030
  %2037 = and i64 %4, 9223372036854775806
  br label %2066

2038:                                             ; preds = %2066
  %2039 = icmp eq i64 %2034, 0
  br i1 %2039, label %2058, label %2040

2040:                                             ; preds = %2038, %2030
  %2041 = phi <16 x float> [ zeroinitializer, %2030 ], [ %2092, %2038 ]
  %2042 = phi <16 x float> [ zeroinitializer, %2030 ], [ %2097, %2038 ]
  %2043 = phi i64 [ 0, %2030 ], [ %2098, %2038 ]
  %2044 = icmp ne i64 %2034, 0
  tail call void @llvm.assume(i1 %2044)
  %2045 = mul nsw i64 %2043, %5
  %2046 = getelementptr float, ptr %2028, i64 %2045
  %2047 = load <16 x float>, ptr %2046, align 4
  %2048 = getelementptr inbounds nuw float, ptr %2031, i64 %2043
  %2049 = load float, ptr %2048, align 4
  %2050 = insertelement <16 x float> poison, float %2049, i64 0
  %2051 = shufflevector <16 x float> %2050, <16 x float> poison, <16 x i32> zeroinitializer
  %2052 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2051, <16 x float> %2047, <16 x float> %2041)
  %2053 = getelementptr inbounds nuw float, ptr %2033, i64 %2043
  %2054 = load float, ptr %2053, align 4
  %2055 = insertelement <16 x float> poison, float %2054, i64 0
  %2056 = shufflevector <16 x float> %2055, <16 x float> poison, <16 x i32> zeroinitializer
  %2057 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2056, <16 x float> %2047, <16 x float> %2042)
  br label %2058

2058:                                             ; preds = %2040, %2038, %2027
  %2059 = phi <16 x float> [ zeroinitializer, %2027 ], [ %2092, %2038 ], [ %2052, %2040 ]
  %2060 = phi <16 x float> [ zeroinitializer, %2027 ], [ %2097, %2038 ], [ %2057, %2040 ]
  %2061 = load ptr, ptr %1878, align 8
  %2062 = getelementptr inbounds nuw float, ptr %2061, i64 %2024
  store <16 x float> %2059, ptr %2062, align 4
  %2063 = getelementptr inbounds nuw i8, ptr %1878, i64 8
  %2064 = load ptr, ptr %2063, align 8
  %2065 = getelementptr inbounds nuw float, ptr %2064, i64 %2024
  store <16 x float> %2060, ptr %2065, align 4
  br label %4745

2066:                                             ; preds = %2066, %2036
  %2067 = phi <16 x float> [ zeroinitializer, %2036 ], [ %2092, %2066 ]
  %2068 = phi <16 x float> [ zeroinitializer, %2036 ], [ %2097, %2066 ]
  %2069 = phi i64 [ 0, %2036 ], [ %2098, %2066 ]
  %2070 = phi i64 [ 0, %2036 ], [ %2099, %2066 ]
  %2071 = mul nsw i64 %2069, %5
  %2072 = getelementptr float, ptr %2028, i64 %2071
  %2073 = load <16 x float>, ptr %2072, align 4
  %2074 = getelementptr inbounds nuw float, ptr %2031, i64 %2069
  %2075 = load float, ptr %2074, align 4
  %2076 = insertelement <16 x float> poison, float %2075, i64 0
  %2077 = shufflevector <16 x float> %2076, <16 x float> poison, <16 x i32> zeroinitializer
  %2078 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2077, <16 x float> %2073, <16 x float> %2067)
  %2079 = getelementptr inbounds nuw float, ptr %2033, i64 %2069
  %2080 = load float, ptr %2079, align 4
  %2081 = insertelement <16 x float> poison, float %2080, i64 0
  %2082 = shufflevector <16 x float> %2081, <16 x float> poison, <16 x i32> zeroinitializer
  %2083 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2082, <16 x float> %2073, <16 x float> %2068)
  %2084 = or disjoint i64 %2069, 1
  %2085 = mul nsw i64 %2084, %5
  %2086 = getelementptr float, ptr %2028, i64 %2085
  %2087 = load <16 x float>, ptr %2086, align 4
  %2088 = getelementptr inbounds nuw float, ptr %2031, i64 %2084
  %2089 = load float, ptr %2088, align 4
  %2090 = insertelement <16 x float> poison, float %2089, i64 0
  %2091 = shufflevector <16 x float> %2090, <16 x float> poison, <16 x i32> zeroinitializer
  %2092 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2091, <16 x float> %2087, <16 x float> %2078)
  %2093 = getelementptr inbounds nuw float, ptr %2033, i64 %2084
  %2094 = load float, ptr %2093, align 4
  %2095 = insertelement <16 x float> poison, float %2094, i64 0
  %2096 = shufflevector <16 x float> %2095, <16 x float> poison, <16 x i32> zeroinitializer
  %2097 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2096, <16 x float> %2087, <16 x float> %2083)
  %2098 = add nuw nsw i64 %2069, 2
  %2099 = add i64 %2070, 2
  %2100 = icmp eq i64 %2099, %2037
  br i1 %2100, label %2038, label %2066

2101:                                             ; preds = %2023
  %2102 = icmp sgt i64 %4, 0
  br i1 %2102, label %2103, label %2140

2103:                                             ; preds = %2101
  %2104 = shl nuw nsw i64 %2024, 2
  %2105 = shl i64 %5, 2
  %2106 = load ptr, ptr %1877, align 8
  %2107 = getelementptr inbounds nuw i8, ptr %1877, i64 8
  %2108 = load ptr, ptr %2107, align 8
  %2109 = getelementptr i8, ptr %3, i64 %2104
  %2110 = and i64 %4, 1
  %2111 = icmp eq i64 %4, 1
  br i1 %2111, label %2116, label %2112

2112:                                             ; preds = %2103
  %2113 = and i64 %4, 9223372036854775806
  br label %2156

2114:                                             ; preds = %2156
  %2115 = icmp eq i64 %2110, 0
  br i1 %2115, label %2140, label %2116

2116:                                             ; preds = %2114, %2103
  %2117 = phi <16 x float> [ zeroinitializer, %2103 ], [ %2190, %2114 ]
  %2118 = phi <16 x float> [ zeroinitializer, %2103 ], [ %2191, %2114 ]
  %2119 = phi <16 x float> [ zeroinitializer, %2103 ], [ %2196, %2114 ]
  %2120 = phi <16 x float> [ zeroinitializer, %2103 ], [ %2197, %2114 ]
  %2121 = phi i64 [ 0, %2103 ], [ %2198, %2114 ]
  %2122 = icmp ne i64 %2110, 0
  tail call void @llvm.assume(i1 %2122)
  %2123 = mul i64 %2105, %2121
  %2124 = getelementptr i8, ptr %2109, i64 %2123
  %2125 = load <16 x float>, ptr %2124, align 4
  %2126 = getelementptr inbounds nuw i8, ptr %2124, i64 64
  %2127 = load <16 x float>, ptr %2126, align 4
  %2128 = getelementptr inbounds nuw float, ptr %2106, i64 %2121
  %2129 = load float, ptr %2128, align 4
  %2130 = insertelement <16 x float> poison, float %2129, i64 0
  %2131 = shufflevector <16 x float> %2130, <16 x float> poison, <16 x i32> zeroinitializer
  %2132 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2131, <16 x float> %2125, <16 x float> %2117)
  %2133 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2131, <16 x float> %2127, <16 x float> %2118)
  %2134 = getelementptr inbounds nuw float, ptr %2108, i64 %2121
  %2135 = load float, ptr %2134, align 4
  %2136 = insertelement <16 x float> poison, float %2135, i64 0
  %2137 = shufflevector <16 x float> %2136, <16 x float> poison, <16 x i32> zeroinitializer
  %2138 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2137, <16 x float> %2125, <16 x float> %2119)
  %2139 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2137, <16 x float> %2127, <16 x float> %2120)
  br label %2140

2140:                                             ; preds = %2116, %2114, %2101
  %2141 = phi <16 x float> [ zeroinitializer, %2101 ], [ %2190, %2114 ], [ %2132, %2116 ]
  %2142 = phi <16 x float> [ zeroinitializer, %2101 ], [ %2191, %2114 ], [ %2133, %2116 ]
  %2143 = phi <16 x float> [ zeroinitializer, %2101 ], [ %2196, %2114 ], [ %2138, %2116 ]
  %2144 = phi <16 x float> [ zeroinitializer, %2101 ], [ %2197, %2114 ], [ %2139, %2116 ]
  %2145 = load ptr, ptr %1878, align 8
  %2146 = getelementptr inbounds nuw float, ptr %2145, i64 %2024
  store <16 x float> %2141, ptr %2146, align 4
  %2147 = load ptr, ptr %1878, align 8
  %2148 = getelementptr inbounds nuw float, ptr %2147, i64 %2024
  %2149 = getelementptr inbounds nuw i8, ptr %2148, i64 64
  store <16 x float> %2142, ptr %2149, align 4
  %2150 = getelementptr inbounds nuw i8, ptr %1878, i64 8
  %2151 = load ptr, ptr %2150, align 8
  %2152 = getelementptr inbounds nuw float, ptr %2151, i64 %2024
  store <16 x float> %2143, ptr %2152, align 4
  %2153 = load ptr, ptr %2150, align 8
  %2154 = getelementptr inbounds nuw float, ptr %2153, i64 %2024
  %2155 = getelementptr inbounds nuw i8, ptr %2154, i64 64
  store <16 x float> %2144, ptr %2155, align 4
  br label %4745

2156:                                             ; preds = %2156, %2112
  %2157 = phi <16 x float> [ zeroinitializer, %2112 ], [ %2190, %2156 ]
  %2158 = phi <16 x float> [ zeroinitializer, %2112 ], [ %2191, %2156 ]
  %2159 = phi <16 x float> [ zeroinitializer, %2112 ], [ %2196, %2156 ]
  %2160 = phi <16 x float> [ zeroinitializer, %2112 ], [ %2197, %2156 ]
  %2161 = phi i64 [ 0, %2112 ], [ %2198, %2156 ]
  %2162 = phi i64 [ 0, %2112 ], [ %2199, %2156 ]
  %2163 = mul i64 %2105, %2161
  %2164 = getelementptr i8, ptr %2109, i64 %2163
  %2165 = load <16 x float>, ptr %2164, align 4
  %2166 = getelementptr inbounds nuw i8, ptr %2164, i64 64
  %2167 = load <16 x float>, ptr %2166, align 4
  %2168 = getelementptr inbounds nuw float, ptr %2106, i64 %2161
  %2169 = load float, ptr %2168, align 4
  %2170 = insertelement <16 x float> poison, float %2169, i64 0
  %2171 = shufflevector <16 x float> %2170, <16 x float> poison, <16 x i32> zeroinitializer
  %2172 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2171, <16 x float> %2165, <16 x float> %2157)
  %2173 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2171, <16 x float> %2167, <16 x float> %2158)
  %2174 = getelementptr inbounds nuw float, ptr %2108, i64 %2161
  %2175 = load float, ptr %2174, align 4
  %2176 = insertelement <16 x float> poison, float %2175, i64 0
  %2177 = shufflevector <16 x float> %2176, <16 x float> poison, <16 x i32> zeroinitializer
  %2178 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2177, <16 x float> %2165, <16 x float> %2159)
  %2179 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2177, <16 x float> %2167, <16 x float> %2160)
  %2180 = or disjoint i64 %2161, 1
  %2181 = mul i64 %2105, %2180
  %2182 = getelementptr i8, ptr %2109, i64 %2181
  %2183 = load <16 x float>, ptr %2182, align 4
  %2184 = getelementptr inbounds nuw i8, ptr %2182, i64 64
  %2185 = load <16 x float>, ptr %2184, align 4
  %2186 = getelementptr inbounds nuw float, ptr %2106, i64 %2180
  %2187 = load float, ptr %2186, align 4
  %2188 = insertelement <16 x float> poison, float %2187, i64 0
  %2189 = shufflevector <16 x float> %2188, <16 x float> poison, <16 x i32> zeroinitializer
  %2190 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2189, <16 x float> %2183, <16 x float> %2172)
  %2191 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2189, <16 x float> %2185, <16 x float> %2173)
  %2192 = getelementptr inbounds nuw float, ptr %2108, i64 %2180
  %2193 = load float, ptr %2192, align 4
  %2194 = insertelement <16 x float> poison, float %2193, i64 0
  %2195 = shufflevector <16 x float> %2194, <16 x float> poison, <16 x i32> zeroinitializer
  %2196 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2195, <16 x float> %2183, <16 x float> %2178)
  %2197 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2195, <16 x float> %2185, <16 x float> %2179)
  %2198 = add nuw nsw i64 %2161, 2
  %2199 = add i64 %2162, 2
  %2200 = icmp eq i64 %2199, %2113
  br i1 %2200, label %2114, label %2156

2201:                                             ; preds = %2023
  %2202 = icmp sgt i64 %4, 0
  br i1 %2202, label %2203, label %2210

2203:                                             ; preds = %2201
  %2204 = shl nuw nsw i64 %2024, 2
  %2205 = shl i64 %5, 2
  %2206 = load ptr, ptr %1877, align 8
  %2207 = getelementptr inbounds nuw i8, ptr %1877, i64 8
  %2208 = load ptr, ptr %2207, align 8
  %2209 = getelementptr i8, ptr %3, i64 %2204
  br label %2234

2210:                                             ; preds = %2234, %2201
  %2211 = phi <16 x float> [ zeroinitializer, %2201 ], [ %2253, %2234 ]
  %2212 = phi <16 x float> [ zeroinitializer, %2201 ], [ %2254, %2234 ]
  %2213 = phi <16 x float> [ zeroinitializer, %2201 ], [ %2255, %2234 ]
  %2214 = phi <16 x float> [ zeroinitializer, %2201 ], [ %2260, %2234 ]
  %2215 = phi <16 x float> [ zeroinitializer, %2201 ], [ %2261, %2234 ]
  %2216 = phi <16 x float> [ zeroinitializer, %2201 ], [ %2262, %2234 ]
  %2217 = load ptr, ptr %1878, align 8
  %2218 = getelementptr inbounds nuw float, ptr %2217, i64 %2024
  store <16 x float> %2211, ptr %2218, align 4
  %2219 = load ptr, ptr %1878, align 8
  %2220 = getelementptr inbounds nuw float, ptr %2219, i64 %2024
  %2221 = getelementptr inbounds nuw i8, ptr %2220, i64 64
  store <16 x float> %2212, ptr %2221, align 4
  %2222 = load ptr, ptr %1878, align 8
  %2223 = getelementptr inbounds nuw float, ptr %2222, i64 %2024
  %2224 = getelementptr inbounds nuw i8, ptr %2223, i64 128
  store <16 x float> %2213, ptr %2224, align 4
  %2225 = getelementptr inbounds nuw i8, ptr %1878, i64 8
  %2226 = load ptr, ptr %2225, align 8
  %2227 = getelementptr inbounds nuw float, ptr %2226, i64 %2024
  store <16 x float> %2214, ptr %2227, align 4
  %2228 = load ptr, ptr %2225, align 8
  %2229 = getelementptr inbounds nuw float, ptr %2228, i64 %2024
  %2230 = getelementptr inbounds nuw i8, ptr %2229, i64 64
  store <16 x float> %2215, ptr %2230, align 4
  %2231 = load ptr, ptr %2225, align 8
  %2232 = getelementptr inbounds nuw float, ptr %2231, i64 %2024
  %2233 = getelementptr inbounds nuw i8, ptr %2232, i64 128
  store <16 x float> %2216, ptr %2233, align 4
  br label %4745

2234:                                             ; preds = %2203, %2234
  %2235 = phi <16 x float> [ zeroinitializer, %2203 ], [ %2253, %2234 ]
  %2236 = phi <16 x float> [ zeroinitializer, %2203 ], [ %2254, %2234 ]
  %2237 = phi <16 x float> [ zeroinitializer, %2203 ], [ %2255, %2234 ]
  %2238 = phi <16 x float> [ zeroinitializer, %2203 ], [ %2260, %2234 ]
  %2239 = phi <16 x float> [ zeroinitializer, %2203 ], [ %2261, %2234 ]
  %2240 = phi <16 x float> [ zeroinitializer, %2203 ], [ %2262, %2234 ]
  %2241 = phi i64 [ 0, %2203 ], [ %2263, %2234 ]
  %2242 = mul i64 %2205, %2241
  %2243 = getelementptr i8, ptr %2209, i64 %2242
  %2244 = load <16 x float>, ptr %2243, align 4
  %2245 = getelementptr inbounds nuw i8, ptr %2243, i64 64
  %2246 = load <16 x float>, ptr %2245, align 4
  %2247 = getelementptr inbounds nuw i8, ptr %2243, i64 128
  %2248 = load <16 x float>, ptr %2247, align 4
  %2249 = getelementptr inbounds nuw float, ptr %2206, i64 %2241
  %2250 = load float, ptr %2249, align 4
  %2251 = insertelement <16 x float> poison, float %2250, i64 0
  %2252 = shufflevector <16 x float> %2251, <16 x float> poison, <16 x i32> zeroinitializer
  %2253 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2252, <16 x float> %2244, <16 x float> %2235)
  %2254 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2252, <16 x float> %2246, <16 x float> %2236)
  %2255 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2252, <16 x float> %2248, <16 x float> %2237)
  %2256 = getelementptr inbounds nuw float, ptr %2208, i64 %2241
  %2257 = load float, ptr %2256, align 4
  %2258 = insertelement <16 x float> poison, float %2257, i64 0
  %2259 = shufflevector <16 x float> %2258, <16 x float> poison, <16 x i32> zeroinitializer
  %2260 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2259, <16 x float> %2244, <16 x float> %2238)
  %2261 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2259, <16 x float> %2246, <16 x float> %2239)
  %2262 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2259, <16 x float> %2248, <16 x float> %2240)
  %2263 = add nuw nsw i64 %2241, 1
  %2264 = icmp eq i64 %2263, %4
  br i1 %2264, label %2210, label %2234

2265:                                             ; preds = %2023
  %2266 = icmp sgt i64 %4, 0
  br i1 %2266, label %2267, label %2274

2267:                                             ; preds = %2265
  %2268 = shl nuw nsw i64 %2024, 2
  %2269 = shl i64 %5, 2
  %2270 = load ptr, ptr %1877, align 8
  %2271 = getelementptr inbounds nuw i8, ptr %1877, i64 8
  %2272 = load ptr, ptr %2271, align 8
  %2273 = getelementptr i8, ptr %3, i64 %2268
  br label %2306

2274:                                             ; preds = %2306, %2265
  %2275 = phi <16 x float> [ zeroinitializer, %2265 ], [ %2329, %2306 ]
  %2276 = phi <16 x float> [ zeroinitializer, %2265 ], [ %2330, %2306 ]
  %2277 = phi <16 x float> [ zeroinitializer, %2265 ], [ %2331, %2306 ]
  %2278 = phi <16 x float> [ zeroinitializer, %2265 ], [ %2332, %2306 ]
  %2279 = phi <16 x float> [ zeroinitializer, %2265 ], [ %2337, %2306 ]
  %2280 = phi <16 x float> [ zeroinitializer, %2265 ], [ %2338, %2306 ]
  %2281 = phi <16 x float> [ zeroinitializer, %2265 ], [ %2339, %2306 ]
  %2282 = phi <16 x float> [ zeroinitializer, %2265 ], [ %2340, %2306 ]
  %2283 = load ptr, ptr %1878, align 8
  %2284 = getelementptr inbounds nuw float, ptr %2283, i64 %2024
  store <16 x float> %2275, ptr %2284, align 4
  %2285 = load ptr, ptr %1878, align 8
  %2286 = getelementptr inbounds nuw float, ptr %2285, i64 %2024
  %2287 = getelementptr inbounds nuw i8, ptr %2286, i64 64
  store <16 x float> %2276, ptr %2287, align 4
  %2288 = load ptr, ptr %1878, align 8
  %2289 = getelementptr inbounds nuw float, ptr %2288, i64 %2024
  %2290 = getelementptr inbounds nuw i8, ptr %2289, i64 128
  store <16 x float> %2277, ptr %2290, align 4
  %2291 = load ptr, ptr %1878, align 8
  %2292 = getelementptr inbounds nuw float, ptr %2291, i64 %2024
  %2293 = getelementptr inbounds nuw i8, ptr %2292, i64 192
  store <16 x float> %2278, ptr %2293, align 4
  %2294 = getelementptr inbounds nuw i8, ptr %1878, i64 8
  %2295 = load ptr, ptr %2294, align 8
  %2296 = getelementptr inbounds nuw float, ptr %2295, i64 %2024
  store <16 x float> %2279, ptr %2296, align 4
  %2297 = load ptr, ptr %2294, align 8
  %2298 = getelementptr inbounds nuw float, ptr %2297, i64 %2024
  %2299 = getelementptr inbounds nuw i8, ptr %2298, i64 64
  store <16 x float> %2280, ptr %2299, align 4
  %2300 = load ptr, ptr %2294, align 8
  %2301 = getelementptr inbounds nuw float, ptr %2300, i64 %2024
  %2302 = getelementptr inbounds nuw i8, ptr %2301, i64 128
  store <16 x float> %2281, ptr %2302, align 4
  %2303 = load ptr, ptr %2294, align 8
  %2304 = getelementptr inbounds nuw float, ptr %2303, i64 %2024
  %2305 = getelementptr inbounds nuw i8, ptr %2304, i64 192
  store <16 x float> %2282, ptr %2305, align 4
  br label %4745

2306:                                             ; preds = %2267, %2306
  %2307 = phi <16 x float> [ zeroinitializer, %2267 ], [ %2329, %2306 ]
  %2308 = phi <16 x float> [ zeroinitializer, %2267 ], [ %2330, %2306 ]
  %2309 = phi <16 x float> [ zeroinitializer, %2267 ], [ %2331, %2306 ]
  %2310 = phi <16 x float> [ zeroinitializer, %2267 ], [ %2332, %2306 ]
  %2311 = phi <16 x float> [ zeroinitializer, %2267 ], [ %2337, %2306 ]
  %2312 = phi <16 x float> [ zeroinitializer, %2267 ], [ %2338, %2306 ]
  %2313 = phi <16 x float> [ zeroinitializer, %2267 ], [ %2339, %2306 ]
  %2314 = phi <16 x float> [ zeroinitializer, %2267 ], [ %2340, %2306 ]
  %2315 = phi i64 [ 0, %2267 ], [ %2341, %2306 ]
  %2316 = mul i64 %2269, %2315
  %2317 = getelementptr i8, ptr %2273, i64 %2316
  %2318 = load <16 x float>, ptr %2317, align 4
  %2319 = getelementptr inbounds nuw i8, ptr %2317, i64 64
  %2320 = load <16 x float>, ptr %2319, align 4
  %2321 = getelementptr inbounds nuw i8, ptr %2317, i64 128
  %2322 = load <16 x float>, ptr %2321, align 4
  %2323 = getelementptr inbounds nuw i8, ptr %2317, i64 192
  %2324 = load <16 x float>, ptr %2323, align 4
  %2325 = getelementptr inbounds nuw float, ptr %2270, i64 %2315
  %2326 = load float, ptr %2325, align 4
  %2327 = insertelement <16 x float> poison, float %2326, i64 0
  %2328 = shufflevector <16 x float> %2327, <16 x float> poison, <16 x i32> zeroinitializer
  %2329 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2328, <16 x float> %2318, <16 x float> %2307)
  %2330 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2328, <16 x float> %2320, <16 x float> %2308)
  %2331 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2328, <16 x float> %2322, <16 x float> %2309)
  %2332 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2328, <16 x float> %2324, <16 x float> %2310)
  %2333 = getelementptr inbounds nuw float, ptr %2272, i64 %2315
  %2334 = load float, ptr %2333, align 4
  %2335 = insertelement <16 x float> poison, float %2334, i64 0
  %2336 = shufflevector <16 x float> %2335, <16 x float> poison, <16 x i32> zeroinitializer
  %2337 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2336, <16 x float> %2318, <16 x float> %2311)
  %2338 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2336, <16 x float> %2320, <16 x float> %2312)
  %2339 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2336, <16 x float> %2322, <16 x float> %2313)
  %2340 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2336, <16 x float> %2324, <16 x float> %2314)
  %2341 = add nuw nsw i64 %2315, 1
  %2342 = icmp eq i64 %2341, %4
  br i1 %2342, label %2274, label %2306

2343:                                             ; preds = %2023
  %2344 = icmp sgt i64 %4, 0
  br i1 %2344, label %2345, label %2352

2345:                                             ; preds = %2343
  %2346 = shl nuw nsw i64 %2024, 2
  %2347 = shl i64 %5, 2
  %2348 = load ptr, ptr %1877, align 8
  %2349 = getelementptr inbounds nuw i8, ptr %1877, i64 8
  %2350 = load ptr, ptr %2349, align 8
  %2351 = getelementptr i8, ptr %3, i64 %2346
  br label %2392

2352:                                             ; preds = %2392, %2343
  %2353 = phi <16 x float> [ zeroinitializer, %2343 ], [ %2419, %2392 ]
  %2354 = phi <16 x float> [ zeroinitializer, %2343 ], [ %2420, %2392 ]
  %2355 = phi <16 x float> [ zeroinitializer, %2343 ], [ %2421, %2392 ]
  %2356 = phi <16 x float> [ zeroinitializer, %2343 ], [ %2422, %2392 ]
  %2357 = phi <16 x float> [ zeroinitializer, %2343 ], [ %2423, %2392 ]
  %2358 = phi <16 x float> [ zeroinitializer, %2343 ], [ %2428, %2392 ]
  %2359 = phi <16 x float> [ zeroinitializer, %2343 ], [ %2429, %2392 ]
  %2360 = phi <16 x float> [ zeroinitializer, %2343 ], [ %2430, %2392 ]
  %2361 = phi <16 x float> [ zeroinitializer, %2343 ], [ %2431, %2392 ]
  %2362 = phi <16 x float> [ zeroinitializer, %2343 ], [ %2432, %2392 ]
  %2363 = load ptr, ptr %1878, align 8
  %2364 = getelementptr inbounds nuw float, ptr %2363, i64 %2024
  store <16 x float> %2353, ptr %2364, align 4
  %2365 = load ptr, ptr %1878, align 8
  %2366 = getelementptr inbounds nuw float, ptr %2365, i64 %2024
  %2367 = getelementptr inbounds nuw i8, ptr %2366, i64 64
  store <16 x float> %2354, ptr %2367, align 4
  %2368 = load ptr, ptr %1878, align 8
  %2369 = getelementptr inbounds nuw float, ptr %2368, i64 %2024
  %2370 = getelementptr inbounds nuw i8, ptr %2369, i64 128
  store <16 x float> %2355, ptr %2370, align 4
  %2371 = load ptr, ptr %1878, align 8
  %2372 = getelementptr inbounds nuw float, ptr %2371, i64 %2024
  %2373 = getelementptr inbounds nuw i8, ptr %2372, i64 192
  store <16 x float> %2356, ptr %2373, align 4
  %2374 = load ptr, ptr %1878, align 8
  %2375 = getelementptr inbounds nuw float, ptr %2374, i64 %2024
  %2376 = getelementptr inbounds nuw i8, ptr %2375, i64 256
  store <16 x float> %2357, ptr %2376, align 4
  %2377 = getelementptr inbounds nuw i8, ptr %1878, i64 8
  %2378 = load ptr, ptr %2377, align 8
  %2379 = getelementptr inbounds nuw float, ptr %2378, i64 %2024
  store <16 x float> %2358, ptr %2379, align 4
  %2380 = load ptr, ptr %2377, align 8
  %2381 = getelementptr inbounds nuw float, ptr %2380, i64 %2024
  %2382 = getelementptr inbounds nuw i8, ptr %2381, i64 64
  store <16 x float> %2359, ptr %2382, align 4
  %2383 = load ptr, ptr %2377, align 8
  %2384 = getelementptr inbounds nuw float, ptr %2383, i64 %2024
  %2385 = getelementptr inbounds nuw i8, ptr %2384, i64 128
  store <16 x float> %2360, ptr %2385, align 4
  %2386 = load ptr, ptr %2377, align 8
  %2387 = getelementptr inbounds nuw float, ptr %2386, i64 %2024
  %2388 = getelementptr inbounds nuw i8, ptr %2387, i64 192
  store <16 x float> %2361, ptr %2388, align 4
  %2389 = load ptr, ptr %2377, align 8
  %2390 = getelementptr inbounds nuw float, ptr %2389, i64 %2024
  %2391 = getelementptr inbounds nuw i8, ptr %2390, i64 256
  store <16 x float> %2362, ptr %2391, align 4
  br label %4745

2392:                                             ; preds = %2345, %2392
  %2393 = phi <16 x float> [ zeroinitializer, %2345 ], [ %2419, %2392 ]
  %2394 = phi <16 x float> [ zeroinitializer, %2345 ], [ %2420, %2392 ]
  %2395 = phi <16 x float> [ zeroinitializer, %2345 ], [ %2421, %2392 ]
  %2396 = phi <16 x float> [ zeroinitializer, %2345 ], [ %2422, %2392 ]
  %2397 = phi <16 x float> [ zeroinitializer, %2345 ], [ %2423, %2392 ]
  %2398 = phi <16 x float> [ zeroinitializer, %2345 ], [ %2428, %2392 ]
  %2399 = phi <16 x float> [ zeroinitializer, %2345 ], [ %2429, %2392 ]
  %2400 = phi <16 x float> [ zeroinitializer, %2345 ], [ %2430, %2392 ]
  %2401 = phi <16 x float> [ zeroinitializer, %2345 ], [ %2431, %2392 ]
  %2402 = phi <16 x float> [ zeroinitializer, %2345 ], [ %2432, %2392 ]
  %2403 = phi i64 [ 0, %2345 ], [ %2433, %2392 ]
  %2404 = mul i64 %2347, %2403
  %2405 = getelementptr i8, ptr %2351, i64 %2404
  %2406 = load <16 x float>, ptr %2405, align 4
  %2407 = getelementptr inbounds nuw i8, ptr %2405, i64 64
  %2408 = load <16 x float>, ptr %2407, align 4
  %2409 = getelementptr inbounds nuw i8, ptr %2405, i64 128
  %2410 = load <16 x float>, ptr %2409, align 4
  %2411 = getelementptr inbounds nuw i8, ptr %2405, i64 192
  %2412 = load <16 x float>, ptr %2411, align 4
  %2413 = getelementptr inbounds nuw i8, ptr %2405, i64 256
  %2414 = load <16 x float>, ptr %2413, align 4
  %2415 = getelementptr inbounds nuw float, ptr %2348, i64 %2403
  %2416 = load float, ptr %2415, align 4
  %2417 = insertelement <16 x float> poison, float %2416, i64 0
  %2418 = shufflevector <16 x float> %2417, <16 x float> poison, <16 x i32> zeroinitializer
  %2419 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2418, <16 x float> %2406, <16 x float> %2393)
  %2420 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2418, <16 x float> %2408, <16 x float> %2394)
  %2421 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2418, <16 x float> %2410, <16 x float> %2395)
  %2422 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2418, <16 x float> %2412, <16 x float> %2396)
  %2423 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2418, <16 x float> %2414, <16 x float> %2397)
  %2424 = getelementptr inbounds nuw float, ptr %2350, i64 %2403
  %2425 = load float, ptr %2424, align 4
  %2426 = insertelement <16 x float> poison, float %2425, i64 0
  %2427 = shufflevector <16 x float> %2426, <16 x float> poison, <16 x i32> zeroinitializer
  %2428 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2427, <16 x float> %2406, <16 x float> %2398)
  %2429 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2427, <16 x float> %2408, <16 x float> %2399)
  %2430 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2427, <16 x float> %2410, <16 x float> %2400)
  %2431 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2427, <16 x float> %2412, <16 x float> %2401)
  %2432 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2427, <16 x float> %2414, <16 x float> %2402)
  %2433 = add nuw nsw i64 %2403, 1
  %2434 = icmp eq i64 %2433, %4
  br i1 %2434, label %2352, label %2392

2435:                                             ; preds = %2023
  %2436 = icmp sgt i64 %4, 0
  br i1 %2436, label %2437, label %2444

2437:                                             ; preds = %2435
  %2438 = shl nuw nsw i64 %2024, 2
  %2439 = shl i64 %5, 2
  %2440 = load ptr, ptr %1877, align 8
  %2441 = getelementptr inbounds nuw i8, ptr %1877, i64 8
  %2442 = load ptr, ptr %2441, align 8
  %2443 = getelementptr i8, ptr %3, i64 %2438
  br label %2492

2444:                                             ; preds = %2492, %2435
  %2445 = phi <16 x float> [ zeroinitializer, %2435 ], [ %2523, %2492 ]
  %2446 = phi <16 x float> [ zeroinitializer, %2435 ], [ %2524, %2492 ]
  %2447 = phi <16 x float> [ zeroinitializer, %2435 ], [ %2525, %2492 ]
  %2448 = phi <16 x float> [ zeroinitializer, %2435 ], [ %2526, %2492 ]
  %2449 = phi <16 x float> [ zeroinitializer, %2435 ], [ %2527, %2492 ]
  %2450 = phi <16 x float> [ zeroinitializer, %2435 ], [ %2528, %2492 ]
  %2451 = phi <16 x float> [ zeroinitializer, %2435 ], [ %2533, %2492 ]
  %2452 = phi <16 x float> [ zeroinitializer, %2435 ], [ %2534, %2492 ]
  %2453 = phi <16 x float> [ zeroinitializer, %2435 ], [ %2535, %2492 ]
  %2454 = phi <16 x float> [ zeroinitializer, %2435 ], [ %2536, %2492 ]
  %2455 = phi <16 x float> [ zeroinitializer, %2435 ], [ %2537, %2492 ]
  %2456 = phi <16 x float> [ zeroinitializer, %2435 ], [ %2538, %2492 ]
  %2457 = load ptr, ptr %1878, align 8
  %2458 = getelementptr inbounds nuw float, ptr %2457, i64 %2024
  store <16 x float> %2445, ptr %2458, align 4
  %2459 = load ptr, ptr %1878, align 8
  %2460 = getelementptr inbounds nuw float, ptr %2459, i64 %2024
  %2461 = getelementptr inbounds nuw i8, ptr %2460, i64 64
  store <16 x float> %2446, ptr %2461, align 4
  %2462 = load ptr, ptr %1878, align 8
  %2463 = getelementptr inbounds nuw float, ptr %2462, i64 %2024
  %2464 = getelementptr inbounds nuw i8, ptr %2463, i64 128
  store <16 x float> %2447, ptr %2464, align 4
  %2465 = load ptr, ptr %1878, align 8
  %2466 = getelementptr inbounds nuw float, ptr %2465, i64 %2024
  %2467 = getelementptr inbounds nuw i8, ptr %2466, i64 192
  store <16 x float> %2448, ptr %2467, align 4
  %2468 = load ptr, ptr %1878, align 8
  %2469 = getelementptr inbounds nuw float, ptr %2468, i64 %2024
  %2470 = getelementptr inbounds nuw i8, ptr %2469, i64 256
  store <16 x float> %2449, ptr %2470, align 4
  %2471 = load ptr, ptr %1878, align 8
  %2472 = getelementptr inbounds nuw float, ptr %2471, i64 %2024
  %2473 = getelementptr inbounds nuw i8, ptr %2472, i64 320
  store <16 x float> %2450, ptr %2473, align 4
  %2474 = getelementptr inbounds nuw i8, ptr %1878, i64 8
  %2475 = load ptr, ptr %2474, align 8
  %2476 = getelementptr inbounds nuw float, ptr %2475, i64 %2024
  store <16 x float> %2451, ptr %2476, align 4
  %2477 = load ptr, ptr %2474, align 8
  %2478 = getelementptr inbounds nuw float, ptr %2477, i64 %2024
  %2479 = getelementptr inbounds nuw i8, ptr %2478, i64 64
  store <16 x float> %2452, ptr %2479, align 4
  %2480 = load ptr, ptr %2474, align 8
  %2481 = getelementptr inbounds nuw float, ptr %2480, i64 %2024
  %2482 = getelementptr inbounds nuw i8, ptr %2481, i64 128
  store <16 x float> %2453, ptr %2482, align 4
  %2483 = load ptr, ptr %2474, align 8
  %2484 = getelementptr inbounds nuw float, ptr %2483, i64 %2024
  %2485 = getelementptr inbounds nuw i8, ptr %2484, i64 192
  store <16 x float> %2454, ptr %2485, align 4
  %2486 = load ptr, ptr %2474, align 8
  %2487 = getelementptr inbounds nuw float, ptr %2486, i64 %2024
  %2488 = getelementptr inbounds nuw i8, ptr %2487, i64 256
  store <16 x float> %2455, ptr %2488, align 4
  %2489 = load ptr, ptr %2474, align 8
  %2490 = getelementptr inbounds nuw float, ptr %2489, i64 %2024
  %2491 = getelementptr inbounds nuw i8, ptr %2490, i64 320
  store <16 x float> %2456, ptr %2491, align 4
  br label %4745

2492:                                             ; preds = %2437, %2492
  %2493 = phi <16 x float> [ zeroinitializer, %2437 ], [ %2523, %2492 ]
  %2494 = phi <16 x float> [ zeroinitializer, %2437 ], [ %2524, %2492 ]
  %2495 = phi <16 x float> [ zeroinitializer, %2437 ], [ %2525, %2492 ]
  %2496 = phi <16 x float> [ zeroinitializer, %2437 ], [ %2526, %2492 ]
  %2497 = phi <16 x float> [ zeroinitializer, %2437 ], [ %2527, %2492 ]
  %2498 = phi <16 x float> [ zeroinitializer, %2437 ], [ %2528, %2492 ]
  %2499 = phi <16 x float> [ zeroinitializer, %2437 ], [ %2533, %2492 ]
  %2500 = phi <16 x float> [ zeroinitializer, %2437 ], [ %2534, %2492 ]
  %2501 = phi <16 x float> [ zeroinitializer, %2437 ], [ %2535, %2492 ]
  %2502 = phi <16 x float> [ zeroinitializer, %2437 ], [ %2536, %2492 ]
  %2503 = phi <16 x float> [ zeroinitializer, %2437 ], [ %2537, %2492 ]
  %2504 = phi <16 x float> [ zeroinitializer, %2437 ], [ %2538, %2492 ]
  %2505 = phi i64 [ 0, %2437 ], [ %2539, %2492 ]
  %2506 = mul i64 %2439, %2505
  %2507 = getelementptr i8, ptr %2443, i64 %2506
  %2508 = load <16 x float>, ptr %2507, align 4
  %2509 = getelementptr inbounds nuw i8, ptr %2507, i64 64
  %2510 = load <16 x float>, ptr %2509, align 4
  %2511 = getelementptr inbounds nuw i8, ptr %2507, i64 128
  %2512 = load <16 x float>, ptr %2511, align 4
  %2513 = getelementptr inbounds nuw i8, ptr %2507, i64 192
  %2514 = load <16 x float>, ptr %2513, align 4
  %2515 = getelementptr inbounds nuw i8, ptr %2507, i64 256
  %2516 = load <16 x float>, ptr %2515, align 4
  %2517 = getelementptr inbounds nuw i8, ptr %2507, i64 320
  %2518 = load <16 x float>, ptr %2517, align 4
  %2519 = getelementptr inbounds nuw float, ptr %2440, i64 %2505
  %2520 = load float, ptr %2519, align 4
  %2521 = insertelement <16 x float> poison, float %2520, i64 0
  %2522 = shufflevector <16 x float> %2521, <16 x float> poison, <16 x i32> zeroinitializer
  %2523 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2522, <16 x float> %2508, <16 x float> %2493)
  %2524 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2522, <16 x float> %2510, <16 x float> %2494)
  %2525 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2522, <16 x float> %2512, <16 x float> %2495)
  %2526 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2522, <16 x float> %2514, <16 x float> %2496)
  %2527 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2522, <16 x float> %2516, <16 x float> %2497)
  %2528 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2522, <16 x float> %2518, <16 x float> %2498)
  %2529 = getelementptr inbounds nuw float, ptr %2442, i64 %2505
  %2530 = load float, ptr %2529, align 4
  %2531 = insertelement <16 x float> poison, float %2530, i64 0
  %2532 = shufflevector <16 x float> %2531, <16 x float> poison, <16 x i32> zeroinitializer
  %2533 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2532, <16 x float> %2508, <16 x float> %2499)
  %2534 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2532, <16 x float> %2510, <16 x float> %2500)
  %2535 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2532, <16 x float> %2512, <16 x float> %2501)
  %2536 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2532, <16 x float> %2514, <16 x float> %2502)
  %2537 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2532, <16 x float> %2516, <16 x float> %2503)
  %2538 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2532, <16 x float> %2518, <16 x float> %2504)
  %2539 = add nuw nsw i64 %2505, 1
  %2540 = icmp eq i64 %2539, %4
  br i1 %2540, label %2444, label %2492

2541:                                             ; preds = %2023
  %2542 = icmp sgt i64 %4, 0
  br i1 %2542, label %2543, label %2550

2543:                                             ; preds = %2541
  %2544 = shl i64 %2024, 2
  %2545 = shl i64 %5, 2
  %2546 = load ptr, ptr %1877, align 8
  %2547 = getelementptr inbounds nuw i8, ptr %1877, i64 8
  %2548 = load ptr, ptr %2547, align 8
  %2549 = getelementptr i8, ptr %3, i64 %2544
  br label %2606

2550:                                             ; preds = %2606, %2541
  %2551 = phi <16 x float> [ zeroinitializer, %2541 ], [ %2641, %2606 ]
  %2552 = phi <16 x float> [ zeroinitializer, %2541 ], [ %2642, %2606 ]
  %2553 = phi <16 x float> [ zeroinitializer, %2541 ], [ %2643, %2606 ]
  %2554 = phi <16 x float> [ zeroinitializer, %2541 ], [ %2644, %2606 ]
  %2555 = phi <16 x float> [ zeroinitializer, %2541 ], [ %2645, %2606 ]
  %2556 = phi <16 x float> [ zeroinitializer, %2541 ], [ %2646, %2606 ]
  %2557 = phi <16 x float> [ zeroinitializer, %2541 ], [ %2647, %2606 ]
  %2558 = phi <16 x float> [ zeroinitializer, %2541 ], [ %2652, %2606 ]
  %2559 = phi <16 x float> [ zeroinitializer, %2541 ], [ %2653, %2606 ]
  %2560 = phi <16 x float> [ zeroinitializer, %2541 ], [ %2654, %2606 ]
  %2561 = phi <16 x float> [ zeroinitializer, %2541 ], [ %2655, %2606 ]
  %2562 = phi <16 x float> [ zeroinitializer, %2541 ], [ %2656, %2606 ]
  %2563 = phi <16 x float> [ zeroinitializer, %2541 ], [ %2657, %2606 ]
  %2564 = phi <16 x float> [ zeroinitializer, %2541 ], [ %2658, %2606 ]
  %2565 = load ptr, ptr %1878, align 8
  %2566 = getelementptr inbounds nuw float, ptr %2565, i64 %2024
  store <16 x float> %2551, ptr %2566, align 4
  %2567 = load ptr, ptr %1878, align 8
  %2568 = getelementptr inbounds nuw float, ptr %2567, i64 %2024
  %2569 = getelementptr inbounds nuw i8, ptr %2568, i64 64
  store <16 x float> %2552, ptr %2569, align 4
  %2570 = load ptr, ptr %1878, align 8
  %2571 = getelementptr inbounds nuw float, ptr %2570, i64 %2024
  %2572 = getelementptr inbounds nuw i8, ptr %2571, i64 128
  store <16 x float> %2553, ptr %2572, align 4
  %2573 = load ptr, ptr %1878, align 8
  %2574 = getelementptr inbounds nuw float, ptr %2573, i64 %2024
  %2575 = getelementptr inbounds nuw i8, ptr %2574, i64 192
  store <16 x float> %2554, ptr %2575, align 4
  %2576 = load ptr, ptr %1878, align 8
  %2577 = getelementptr inbounds nuw float, ptr %2576, i64 %2024
  %2578 = getelementptr inbounds nuw i8, ptr %2577, i64 256
  store <16 x float> %2555, ptr %2578, align 4
  %2579 = load ptr, ptr %1878, align 8
  %2580 = getelementptr inbounds nuw float, ptr %2579, i64 %2024
  %2581 = getelementptr inbounds nuw i8, ptr %2580, i64 320
  store <16 x float> %2556, ptr %2581, align 4
  %2582 = load ptr, ptr %1878, align 8
  %2583 = getelementptr inbounds nuw float, ptr %2582, i64 %2024
  %2584 = getelementptr inbounds nuw i8, ptr %2583, i64 384
  store <16 x float> %2557, ptr %2584, align 4
  %2585 = getelementptr inbounds nuw i8, ptr %1878, i64 8
  %2586 = load ptr, ptr %2585, align 8
  %2587 = getelementptr inbounds nuw float, ptr %2586, i64 %2024
  store <16 x float> %2558, ptr %2587, align 4
  %2588 = load ptr, ptr %2585, align 8
  %2589 = getelementptr inbounds nuw float, ptr %2588, i64 %2024
  %2590 = getelementptr inbounds nuw i8, ptr %2589, i64 64
  store <16 x float> %2559, ptr %2590, align 4
  %2591 = load ptr, ptr %2585, align 8
  %2592 = getelementptr inbounds nuw float, ptr %2591, i64 %2024
  %2593 = getelementptr inbounds nuw i8, ptr %2592, i64 128
  store <16 x float> %2560, ptr %2593, align 4
  %2594 = load ptr, ptr %2585, align 8
  %2595 = getelementptr inbounds nuw float, ptr %2594, i64 %2024
  %2596 = getelementptr inbounds nuw i8, ptr %2595, i64 192
  store <16 x float> %2561, ptr %2596, align 4
  %2597 = load ptr, ptr %2585, align 8
  %2598 = getelementptr inbounds nuw float, ptr %2597, i64 %2024
  %2599 = getelementptr inbounds nuw i8, ptr %2598, i64 256
  store <16 x float> %2562, ptr %2599, align 4
  %2600 = load ptr, ptr %2585, align 8
  %2601 = getelementptr inbounds nuw float, ptr %2600, i64 %2024
  %2602 = getelementptr inbounds nuw i8, ptr %2601, i64 320
  store <16 x float> %2563, ptr %2602, align 4
  %2603 = load ptr, ptr %2585, align 8
  %2604 = getelementptr inbounds nuw float, ptr %2603, i64 %2024
  %2605 = getelementptr inbounds nuw i8, ptr %2604, i64 384
  store <16 x float> %2564, ptr %2605, align 4
  br label %4745

2606:                                             ; preds = %2543, %2606
  %2607 = phi <16 x float> [ zeroinitializer, %2543 ], [ %2641, %2606 ]
  %2608 = phi <16 x float> [ zeroinitializer, %2543 ], [ %2642, %2606 ]
  %2609 = phi <16 x float> [ zeroinitializer, %2543 ], [ %2643, %2606 ]
  %2610 = phi <16 x float> [ zeroinitializer, %2543 ], [ %2644, %2606 ]
  %2611 = phi <16 x float> [ zeroinitializer, %2543 ], [ %2645, %2606 ]
  %2612 = phi <16 x float> [ zeroinitializer, %2543 ], [ %2646, %2606 ]
  %2613 = phi <16 x float> [ zeroinitializer, %2543 ], [ %2647, %2606 ]
  %2614 = phi <16 x float> [ zeroinitializer, %2543 ], [ %2652, %2606 ]
  %2615 = phi <16 x float> [ zeroinitializer, %2543 ], [ %2653, %2606 ]
  %2616 = phi <16 x float> [ zeroinitializer, %2543 ], [ %2654, %2606 ]
  %2617 = phi <16 x float> [ zeroinitializer, %2543 ], [ %2655, %2606 ]
  %2618 = phi <16 x float> [ zeroinitializer, %2543 ], [ %2656, %2606 ]
  %2619 = phi <16 x float> [ zeroinitializer, %2543 ], [ %2657, %2606 ]
  %2620 = phi <16 x float> [ zeroinitializer, %2543 ], [ %2658, %2606 ]
  %2621 = phi i64 [ 0, %2543 ], [ %2659, %2606 ]
  %2622 = mul i64 %2545, %2621
  %2623 = getelementptr i8, ptr %2549, i64 %2622
  %2624 = load <16 x float>, ptr %2623, align 4
  %2625 = getelementptr inbounds nuw i8, ptr %2623, i64 64
  %2626 = load <16 x float>, ptr %2625, align 4
  %2627 = getelementptr inbounds nuw i8, ptr %2623, i64 128
  %2628 = load <16 x float>, ptr %2627, align 4
  %2629 = getelementptr inbounds nuw i8, ptr %2623, i64 192
  %2630 = load <16 x float>, ptr %2629, align 4
  %2631 = getelementptr inbounds nuw i8, ptr %2623, i64 256
  %2632 = load <16 x float>, ptr %2631, align 4
  %2633 = getelementptr inbounds nuw i8, ptr %2623, i64 320
  %2634 = load <16 x float>, ptr %2633, align 4
  %2635 = getelementptr inbounds nuw i8, ptr %2623, i64 384
  %2636 = load <16 x float>, ptr %2635, align 4
  %2637 = getelementptr inbounds nuw float, ptr %2546, i64 %2621
  %2638 = load float, ptr %2637, align 4
  %2639 = insertelement <16 x float> poison, float %2638, i64 0
  %2640 = shufflevector <16 x float> %2639, <16 x float> poison, <16 x i32> zeroinitializer
  %2641 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2640, <16 x float> %2624, <16 x float> %2607)
  %2642 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2640, <16 x float> %2626, <16 x float> %2608)
  %2643 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2640, <16 x float> %2628, <16 x float> %2609)
  %2644 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2640, <16 x float> %2630, <16 x float> %2610)
  %2645 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2640, <16 x float> %2632, <16 x float> %2611)
  %2646 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2640, <16 x float> %2634, <16 x float> %2612)
  %2647 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2640, <16 x float> %2636, <16 x float> %2613)
  %2648 = getelementptr inbounds nuw float, ptr %2548, i64 %2621
  %2649 = load float, ptr %2648, align 4
  %2650 = insertelement <16 x float> poison, float %2649, i64 0
  %2651 = shufflevector <16 x float> %2650, <16 x float> poison, <16 x i32> zeroinitializer
  %2652 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2651, <16 x float> %2624, <16 x float> %2614)
  %2653 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2651, <16 x float> %2626, <16 x float> %2615)
  %2654 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2651, <16 x float> %2628, <16 x float> %2616)
  %2655 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2651, <16 x float> %2630, <16 x float> %2617)
  %2656 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2651, <16 x float> %2632, <16 x float> %2618)
  %2657 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2651, <16 x float> %2634, <16 x float> %2619)
  %2658 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2651, <16 x float> %2636, <16 x float> %2620)
  %2659 = add nuw nsw i64 %2621, 1
  %2660 = icmp eq i64 %2659, %4
  br i1 %2660, label %2550, label %2606

2661:                                             ; preds = %965
  %2662 = getelementptr inbounds nuw ptr, ptr %0, i64 %966
  %2663 = load ptr, ptr %2662, align 8
  %2664 = getelementptr inbounds nuw ptr, ptr %1, i64 %966
  %2665 = load ptr, ptr %2664, align 8
  %2666 = icmp slt i64 %6, 256
  br i1 %2666, label %2787, label %2667

2667:                                             ; preds = %2661
  %2668 = icmp sgt i64 %4, 0
  %2669 = add nsw i64 %6, -256
  %2670 = lshr i64 %2669, 8
  br label %2671

2671:                                             ; preds = %2752, %2667
  %2672 = phi i64 [ 0, %2667 ], [ %2785, %2752 ]
  %2673 = phi i64 [ 256, %2667 ], [ %2784, %2752 ]
  %2674 = phi i64 [ 0, %2667 ], [ %2673, %2752 ]
  %2675 = shl i64 %2672, 10
  %2676 = getelementptr i8, ptr %2665, i64 %2675
  %2677 = getelementptr float, ptr %3, i64 %2674
  br i1 %2668, label %2678, label %2752

2678:                                             ; preds = %2671, %2678
  %2679 = phi <16 x float> [ %2713, %2678 ], [ zeroinitializer, %2671 ]
  %2680 = phi <16 x float> [ %2710, %2678 ], [ zeroinitializer, %2671 ]
  %2681 = phi <16 x float> [ %2707, %2678 ], [ zeroinitializer, %2671 ]
  %2682 = phi <16 x float> [ %2704, %2678 ], [ zeroinitializer, %2671 ]
  %2683 = phi <16 x float> [ %2716, %2678 ], [ zeroinitializer, %2671 ]
  %2684 = phi <16 x float> [ %2719, %2678 ], [ zeroinitializer, %2671 ]
  %2685 = phi <16 x float> [ %2722, %2678 ], [ zeroinitializer, %2671 ]
  %2686 = phi <16 x float> [ %2725, %2678 ], [ zeroinitializer, %2671 ]
  %2687 = phi <16 x float> [ %2728, %2678 ], [ zeroinitializer, %2671 ]
  %2688 = phi <16 x float> [ %2731, %2678 ], [ zeroinitializer, %2671 ]
  %2689 = phi <16 x float> [ %2734, %2678 ], [ zeroinitializer, %2671 ]
  %2690 = phi <16 x float> [ %2737, %2678 ], [ zeroinitializer, %2671 ]
  %2691 = phi <16 x float> [ %2740, %2678 ], [ zeroinitializer, %2671 ]
  %2692 = phi <16 x float> [ %2743, %2678 ], [ zeroinitializer, %2671 ]
  %2693 = phi <16 x float> [ %2746, %2678 ], [ zeroinitializer, %2671 ]
  %2694 = phi <16 x float> [ %2749, %2678 ], [ zeroinitializer, %2671 ]
  %2695 = phi i64 [ %2750, %2678 ], [ 1, %2671 ]
  %2696 = phi i64 [ %2695, %2678 ], [ 0, %2671 ]
  %2697 = getelementptr inbounds nuw float, ptr %2663, i64 %2696
  %2698 = load float, ptr %2697, align 4
  %2699 = insertelement <16 x float> poison, float %2698, i64 0
  %2700 = shufflevector <16 x float> %2699, <16 x float> poison, <16 x i32> zeroinitializer
  %2701 = mul nsw i64 %2696, %5
  %2702 = getelementptr float, ptr %2677, i64 %2701
  %2703 = load <16 x float>, ptr %2702, align 4
  %2704 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2700, <16 x float> %2703, <16 x float> %2682)
  %2705 = getelementptr inbounds nuw i8, ptr %2702, i64 64
  %2706 = load <16 x float>, ptr %2705, align 4
  %2707 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2700, <16 x float> %2706, <16 x float> %2681)
  %2708 = getelementptr inbounds nuw i8, ptr %2702, i64 128
  %2709 = load <16 x float>, ptr %2708, align 4
  %2710 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2700, <16 x float> %2709, <16 x float> %2680)
  %2711 = getelementptr inbounds nuw i8, ptr %2702, i64 192
  %2712 = load <16 x float>, ptr %2711, align 4
  %2713 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2700, <16 x float> %2712, <16 x float> %2679)
  %2714 = getelementptr inbounds nuw i8, ptr %2702, i64 256
  %2715 = load <16 x float>, ptr %2714, align 4
  %2716 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2700, <16 x float> %2715, <16 x float> %2683)
  %2717 = getelementptr inbounds nuw i8, ptr %2702, i64 320
  %2718 = load <16 x float>, ptr %2717, align 4
  %2719 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2700, <16 x float> %2718, <16 x float> %2684)
  %2720 = getelementptr inbounds nuw i8, ptr %2702, i64 384
  %2721 = load <16 x float>, ptr %2720, align 4
  %2722 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2700, <16 x float> %2721, <16 x float> %2685)
  %2723 = getelementptr inbounds nuw i8, ptr %2702, i64 448
  %2724 = load <16 x float>, ptr %2723, align 4
  %2725 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2700, <16 x float> %2724, <16 x float> %2686)
  %2726 = getelementptr inbounds nuw i8, ptr %2702, i64 512
  %2727 = load <16 x float>, ptr %2726, align 4
  %2728 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2700, <16 x float> %2727, <16 x float> %2687)
  %2729 = getelementptr inbounds nuw i8, ptr %2702, i64 576
  %2730 = load <16 x float>, ptr %2729, align 4
  %2731 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2700, <16 x float> %2730, <16 x float> %2688)
  %2732 = getelementptr inbounds nuw i8, ptr %2702, i64 640
  %2733 = load <16 x float>, ptr %2732, align 4
  %2734 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2700, <16 x float> %2733, <16 x float> %2689)
  %2735 = getelementptr inbounds nuw i8, ptr %2702, i64 704
  %2736 = load <16 x float>, ptr %2735, align 4
  %2737 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2700, <16 x float> %2736, <16 x float> %2690)
  %2738 = getelementptr inbounds nuw i8, ptr %2702, i64 768
  %2739 = load <16 x float>, ptr %2738, align 4
  %2740 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2700, <16 x float> %2739, <16 x float> %2691)
  %2741 = getelementptr inbounds nuw i8, ptr %2702, i64 832
  %2742 = load <16 x float>, ptr %2741, align 4
  %2743 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2700, <16 x float> %2742, <16 x float> %2692)
  %2744 = getelementptr inbounds nuw i8, ptr %2702, i64 896
  %2745 = load <16 x float>, ptr %2744, align 4
  %2746 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2700, <16 x float> %2745, <16 x float> %2693)
  %2747 = getelementptr inbounds nuw i8, ptr %2702, i64 960
  %2748 = load <16 x float>, ptr %2747, align 4
  %2749 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2700, <16 x float> %2748, <16 x float> %2694)
  %2750 = add nuw i64 %2695, 1
  %2751 = icmp eq i64 %2695, %4
  br i1 %2751, label %2752, label %2678

2752:                                             ; preds = %2678, %2671
  %2753 = phi <16 x float> [ zeroinitializer, %2671 ], [ %2713, %2678 ]
  %2754 = phi <16 x float> [ zeroinitializer, %2671 ], [ %2710, %2678 ]
  %2755 = phi <16 x float> [ zeroinitializer, %2671 ], [ %2707, %2678 ]
  %2756 = phi <16 x float> [ zeroinitializer, %2671 ], [ %2704, %2678 ]
  %2757 = phi <16 x float> [ zeroinitializer, %2671 ], [ %2716, %2678 ]
  %2758 = phi <16 x float> [ zeroinitializer, %2671 ], [ %2719, %2678 ]
  %2759 = phi <16 x float> [ zeroinitializer, %2671 ], [ %2722, %2678 ]
  %2760 = phi <16 x float> [ zeroinitializer, %2671 ], [ %2725, %2678 ]
  %2761 = phi <16 x float> [ zeroinitializer, %2671 ], [ %2728, %2678 ]
  %2762 = phi <16 x float> [ zeroinitializer, %2671 ], [ %2731, %2678 ]
  %2763 = phi <16 x float> [ zeroinitializer, %2671 ], [ %2734, %2678 ]
  %2764 = phi <16 x float> [ zeroinitializer, %2671 ], [ %2737, %2678 ]
  %2765 = phi <16 x float> [ zeroinitializer, %2671 ], [ %2740, %2678 ]
  %2766 = phi <16 x float> [ zeroinitializer, %2671 ], [ %2743, %2678 ]
  %2767 = phi <16 x float> [ zeroinitializer, %2671 ], [ %2746, %2678 ]
  %2768 = phi <16 x float> [ zeroinitializer, %2671 ], [ %2749, %2678 ]
  store <16 x float> %2756, ptr %2676, align 4
  %2769 = getelementptr inbounds nuw i8, ptr %2676, i64 64
  store <16 x float> %2755, ptr %2769, align 4
  %2770 = getelementptr inbounds nuw i8, ptr %2676, i64 128
  store <16 x float> %2754, ptr %2770, align 4
  %2771 = getelementptr inbounds nuw i8, ptr %2676, i64 192
  store <16 x float> %2753, ptr %2771, align 4
  %2772 = getelementptr inbounds nuw i8, ptr %2676, i64 256
  store <16 x float> %2757, ptr %2772, align 4
  %2773 = getelementptr inbounds nuw i8, ptr %2676, i64 320
  store <16 x float> %2758, ptr %2773, align 4
  %2774 = getelementptr inbounds nuw i8, ptr %2676, i64 384
  store <16 x float> %2759, ptr %2774, align 4
  %2775 = getelementptr inbounds nuw i8, ptr %2676, i64 448
  store <16 x float> %2760, ptr %2775, align 4
  %2776 = getelementptr inbounds nuw i8, ptr %2676, i64 512
  store <16 x float> %2761, ptr %2776, align 4
  %2777 = getelementptr inbounds nuw i8, ptr %2676, i64 576
  store <16 x float> %2762, ptr %2777, align 4
  %2778 = getelementptr inbounds nuw i8, ptr %2676, i64 640
  store <16 x float> %2763, ptr %2778, align 4
  %2779 = getelementptr inbounds nuw i8, ptr %2676, i64 704
  store <16 x float> %2764, ptr %2779, align 4
  %2780 = getelementptr inbounds nuw i8, ptr %2676, i64 768
  store <16 x float> %2765, ptr %2780, align 4
  %2781 = getelementptr inbounds nuw i8, ptr %2676, i64 832
  store <16 x float> %2766, ptr %2781, align 4
  %2782 = getelementptr inbounds nuw i8, ptr %2676, i64 896
  store <16 x float> %2767, ptr %2782, align 4
  %2783 = getelementptr inbounds nuw i8, ptr %2676, i64 960
  store <16 x float> %2768, ptr %2783, align 4
  %2784 = add nuw nsw i64 %2673, 256
  %2785 = add nuw nsw i64 %2672, 1
  %2786 = icmp eq i64 %2672, %2670
  br i1 %2786, label %2787, label %2671

2787:                                             ; preds = %2752, %2661
  %2788 = phi i64 [ 0, %2661 ], [ %2673, %2752 ]
  %2789 = sub nsw i64 %6, %2788
  %2790 = sdiv i64 %2789, 16
  switch i64 %2790, label %4745 [
    i64 1, label %2791
    i64 2, label %2963
    i64 3, label %3169
    i64 4, label %3345
    i64 5, label %3557
    i64 6, label %3678
    i64 7, label %3816
    i64 8, label %3971
    i64 9, label %4143
    i64 10, label %4211
    i64 11, label %4285
    i64 12, label %4365
    i64 13, label %4451
    i64 14, label %4543
    i64 15, label %4641
  ]

2791:                                             ; preds = %2787
  %2792 = icmp slt i64 %4, 8
  br i1 %2792, label %2885, label %2793

2793:                                             ; preds = %2791
  %2794 = getelementptr float, ptr %3, i64 %2788
  br label %2795

2795:                                             ; preds = %2795, %2793
  %2796 = phi <16 x float> [ zeroinitializer, %2793 ], [ %2876, %2795 ]
  %2797 = phi <16 x float> [ zeroinitializer, %2793 ], [ %2867, %2795 ]
  %2798 = phi <16 x float> [ zeroinitializer, %2793 ], [ %2858, %2795 ]
  %2799 = phi <16 x float> [ zeroinitializer, %2793 ], [ %2849, %2795 ]
  %2800 = phi <16 x float> [ zeroinitializer, %2793 ], [ %2840, %2795 ]
  %2801 = phi <16 x float> [ zeroinitializer, %2793 ], [ %2831, %2795 ]
  %2802 = phi <16 x float> [ zeroinitializer, %2793 ], [ %2822, %2795 ]
  %2803 = phi <16 x float> [ zeroinitializer, %2793 ], [ %2813, %2795 ]
  %2804 = phi i64 [ 8, %2793 ], [ %2877, %2795 ]
  %2805 = phi i64 [ 0, %2793 ], [ %2804, %2795 ]
  %2806 = getelementptr inbounds nuw float, ptr %2663, i64 %2805
  %2807 = load float, ptr %2806, align 4
  %2808 = insertelement <16 x float> poison, float %2807, i64 0
  %2809 = shufflevector <16 x float> %2808, <16 x float> poison, <16 x i32> zeroinitializer
  %2810 = mul nsw i64 %2805, %5
  %2811 = getelementptr float, ptr %2794, i64 %2810
  %2812 = load <16 x float>, ptr %2811, align 4
  %2813 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2809, <16 x float> %2812, <16 x float> %2803)
  %2814 = or disjoint i64 %2805, 1
  %2815 = getelementptr inbounds nuw float, ptr %2663, i64 %2814
  %2816 = load float, ptr %2815, align 4
  %2817 = insertelement <16 x float> poison, float %2816, i64 0
  %2818 = shufflevector <16 x float> %2817, <16 x float> poison, <16 x i32> zeroinitializer
  %2819 = mul nsw i64 %2814, %5
  %2820 = getelementptr float, ptr %2794, i64 %2819
  %2821 = load <16 x float>, ptr %2820, align 4
  %2822 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2818, <16 x float> %2821, <16 x float> %2802)
  %2823 = or disjoint i64 %2805, 2
  %2824 = getelementptr inbounds nuw float, ptr %2663, i64 %2823
  %2825 = load float, ptr %2824, align 4
  %2826 = insertelement <16 x float> poison, float %2825, i64 0
  %2827 = shufflevector <16 x float> %2826, <16 x float> poison, <16 x i32> zeroinitializer
  %2828 = mul nsw i64 %2823, %5
  %2829 = getelementptr float, ptr %2794, i64 %2828
  %2830 = load <16 x float>, ptr %2829, align 4
  %2831 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2827, <16 x float> %2830, <16 x float> %2801)
  %2832 = or disjoint i64 %2805, 3
  %2833 = getelementptr inbounds nuw float, ptr %2663, i64 %2832
  %2834 = load float, ptr %2833, align 4
  %2835 = insertelement <16 x float> poison, float %2834, i64 0
  %2836 = shufflevector <16 x float> %2835, <16 x float> poison, <16 x i32> zeroinitializer
  %2837 = mul nsw i64 %2832, %5
  %2838 = getelementptr float, ptr %2794, i64 %2837
  %2839 = load <16 x float>, ptr %2838, align 4
  %2840 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2836, <16 x float> %2839, <16 x float> %2800)
  %2841 = or disjoint i64 %2805, 4
  %2842 = getelementptr inbounds nuw float, ptr %2663, i64 %2841
  %2843 = load float, ptr %2842, align 4
  %2844 = insertelement <16 x float> poison, float %2843, i64 0
  %2845 = shufflevector <16 x float> %2844, <16 x float> poison, <16 x i32> zeroinitializer
  %2846 = mul nsw i64 %2841, %5
  %2847 = getelementptr float, ptr %2794, i64 %2846
  %2848 = load <16 x float>, ptr %2847, align 4
  %2849 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2845, <16 x float> %2848, <16 x float> %2799)
  %2850 = or disjoint i64 %2805, 5
  %2851 = getelementptr inbounds nuw float, ptr %2663, i64 %2850
  %2852 = load float, ptr %2851, align 4
  %2853 = insertelement <16 x float> poison, float %2852, i64 0
  %2854 = shufflevector <16 x float> %2853, <16 x float> poison, <16 x i32> zeroinitializer
  %2855 = mul nsw i64 %2850, %5
  %2856 = getelementptr float, ptr %2794, i64 %2855
  %2857 = load <16 x float>, ptr %2856, align 4
  %2858 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2854, <16 x float> %2857, <16 x float> %2798)
  %2859 = or disjoint i64 %2805, 6
  %2860 = getelementptr inbounds nuw float, ptr %2663, i64 %2859
  %2861 = load float, ptr %2860, align 4
  %2862 = insertelement <16 x float> poison, float %2861, i64 0
  %2863 = shufflevector <16 x float> %2862, <16 x float> poison, <16 x i32> zeroinitializer
  %2864 = mul nsw i64 %2859, %5
  %2865 = getelementptr float, ptr %2794, i64 %2864
  %2866 = load <16 x float>, ptr %2865, align 4
  %2867 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2863, <16 x float> %2866, <16 x float> %2797)
  %2868 = or disjoint i64 %2805, 7
  %2869 = getelementptr inbounds nuw float, ptr %2663, i64 %2868
  %2870 = load float, ptr %2869, align 4
  %2871 = insertelement <16 x float> poison, float %2870, i64 0
  %2872 = shufflevector <16 x float> %2871, <16 x float> poison, <16 x i32> zeroinitializer
  %2873 = mul nsw i64 %2868, %5
  %2874 = getelementptr float, ptr %2794, i64 %2873
  %2875 = load <16 x float>, ptr %2874, align 4
  %2876 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2872, <16 x float> %2875, <16 x float> %2796)
  %2877 = add nuw nsw i64 %2804, 8
  %2878 = icmp sgt i64 %2877, %4
  br i1 %2878, label %2879, label %2795

2879:                                             ; preds = %2795
  %2880 = and i64 %4, 9223372036854775800
  %2881 = fadd <16 x float> %2822, %2858
  %2882 = fadd <16 x float> %2831, %2867
  %2883 = fadd <16 x float> %2840, %2876
  %2884 = fadd <16 x float> %2881, %2883
  br label %2885

2885:                                             ; preds = %2879, %2791
  %2886 = phi <16 x float> [ zeroinitializer, %2791 ], [ %2849, %2879 ]
  %2887 = phi <16 x float> [ zeroinitializer, %2791 ], [ %2882, %2879 ]
  %2888 = phi <16 x float> [ zeroinitializer, %2791 ], [ %2884, %2879 ]
  %2889 = phi <16 x float> [ zeroinitializer, %2791 ], [ %2813, %2879 ]
  %2890 = phi i64 [ 0, %2791 ], [ %2880, %2879 ]
  %2891 = getelementptr float, ptr %3, i64 %2788
  %2892 = icmp slt i64 %2890, %4
  br i1 %2892, label %2893, label %2957

2893:                                             ; preds = %2885
  %2894 = and i64 %4, 3
  %2895 = icmp eq i64 %2894, 0
  br i1 %2895, label %2911, label %2896

2896:                                             ; preds = %2893, %2896
  %2897 = phi <16 x float> [ %2907, %2896 ], [ %2889, %2893 ]
  %2898 = phi i64 [ %2908, %2896 ], [ %2890, %2893 ]
  %2899 = phi i64 [ %2909, %2896 ], [ 0, %2893 ]
  %2900 = getelementptr inbounds nuw float, ptr %2663, i64 %2898
  %2901 = load float, ptr %2900, align 4
  %2902 = insertelement <16 x float> poison, float %2901, i64 0
  %2903 = shufflevector <16 x float> %2902, <16 x float> poison, <16 x i32> zeroinitializer
  %2904 = mul nsw i64 %2898, %5
  %2905 = getelementptr float, ptr %2891, i64 %2904
  %2906 = load <16 x float>, ptr %2905, align 4
  %2907 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2903, <16 x float> %2906, <16 x float> %2897)
  %2908 = add nuw nsw i64 %2898, 1
  %2909 = add i64 %2899, 1
  %2910 = icmp eq i64 %2909, %2894
  br i1 %2910, label %2911, label %2896

2911:                                             ; preds = %2896, %2893
  %2912 = phi <16 x float> [ poison, %2893 ], [ %2907, %2896 ]
  %2913 = phi <16 x float> [ %2889, %2893 ], [ %2907, %2896 ]
  %2914 = phi i64 [ %2890, %2893 ], [ %2908, %2896 ]
  %2915 = sub i64 %2890, %4
  %2916 = icmp ugt i64 %2915, -4
  br i1 %2916, label %2957, label %2917

2917:                                             ; preds = %2911, %2917
  %2918 = phi <16 x float> [ %2954, %2917 ], [ %2913, %2911 ]
  %2919 = phi i64 [ %2955, %2917 ], [ %2914, %2911 ]
  %2920 = getelementptr inbounds nuw float, ptr %2663, i64 %2919
  %2921 = load float, ptr %2920, align 4
  %2922 = insertelement <16 x float> poison, float %2921, i64 0
  %2923 = shufflevector <16 x float> %2922, <16 x float> poison, <16 x i32> zeroinitializer
  %2924 = mul nsw i64 %2919, %5
  %2925 = getelementptr float, ptr %2891, i64 %2924
  %2926 = load <16 x float>, ptr %2925, align 4
  %2927 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2923, <16 x float> %2926, <16 x float> %2918)
  %2928 = add nuw nsw i64 %2919, 1
  %2929 = getelementptr inbounds nuw float, ptr %2663, i64 %2928
  %2930 = load float, ptr %2929, align 4
  %2931 = insertelement <16 x float> poison, float %2930, i64 0
  %2932 = shufflevector <16 x float> %2931, <16 x float> poison, <16 x i32> zeroinitializer
  %2933 = mul nsw i64 %2928, %5
  %2934 = getelementptr float, ptr %2891, i64 %2933
  %2935 = load <16 x float>, ptr %2934, align 4
  %2936 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2932, <16 x float> %2935, <16 x float> %2927)
  %2937 = add nuw nsw i64 %2919, 2
  %2938 = getelementptr inbounds nuw float, ptr %2663, i64 %2937
  %2939 = load float, ptr %2938, align 4
  %2940 = insertelement <16 x float> poison, float %2939, i64 0
  %2941 = shufflevector <16 x float> %2940, <16 x float> poison, <16 x i32> zeroinitializer
  %2942 = mul nsw i64 %2937, %5
  %2943 = getelementptr float, ptr %2891, i64 %2942
  %2944 = load <16 x float>, ptr %2943, align 4
  %2945 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2941, <16 x float> %2944, <16 x float> %2936)
  %2946 = add nuw nsw i64 %2919, 3
  %2947 = getelementptr inbounds nuw float, ptr %2663, i64 %2946
  %2948 = load float, ptr %2947, align 4
  %2949 = insertelement <16 x float> poison, float %2948, i64 0
  %2950 = shufflevector <16 x float> %2949, <16 x float> poison, <16 x i32> zeroinitializer
  %2951 = mul nsw i64 %2946, %5
  %2952 = getelementptr float, ptr %2891, i64 %2951
  %2953 = load <16 x float>, ptr %2952, align 4
  %2954 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2950, <16 x float> %2953, <16 x float> %2945)
  %2955 = add nuw nsw i64 %2919, 4
  %2956 = icmp eq i64 %2955, %4
  br i1 %2956, label %2957, label %2917

2957:                                             ; preds = %2911, %2917, %2885
  %2958 = phi <16 x float> [ %2889, %2885 ], [ %2912, %2911 ], [ %2954, %2917 ]
  %2959 = fadd <16 x float> %2886, %2958
  %2960 = fadd <16 x float> %2887, %2959
  %2961 = fadd <16 x float> %2888, %2960
  %2962 = getelementptr inbounds nuw float, ptr %2665, i64 %2788
  store <16 x float> %2961, ptr %2962, align 4
  br label %4745

2963:                                             ; preds = %2787
  %2964 = icmp slt i64 %4, 8
  br i1 %2964, label %3093, label %2965

2965:                                             ; preds = %2963
  %2966 = getelementptr float, ptr %3, i64 %2788
  br label %2967

2967:                                             ; preds = %2967, %2965
  %2968 = phi <16 x float> [ zeroinitializer, %2965 ], [ %3080, %2967 ]
  %2969 = phi <16 x float> [ zeroinitializer, %2965 ], [ %3077, %2967 ]
  %2970 = phi <16 x float> [ zeroinitializer, %2965 ], [ %3068, %2967 ]
  %2971 = phi <16 x float> [ zeroinitializer, %2965 ], [ %3065, %2967 ]
  %2972 = phi <16 x float> [ zeroinitializer, %2965 ], [ %3056, %2967 ]
  %2973 = phi <16 x float> [ zeroinitializer, %2965 ], [ %3053, %2967 ]
  %2974 = phi <16 x float> [ zeroinitializer, %2965 ], [ %3044, %2967 ]
  %2975 = phi <16 x float> [ zeroinitializer, %2965 ], [ %3041, %2967 ]
  %2976 = phi <16 x float> [ zeroinitializer, %2965 ], [ %3032, %2967 ]
  %2977 = phi <16 x float> [ zeroinitializer, %2965 ], [ %3029, %2967 ]
  %2978 = phi <16 x float> [ zeroinitializer, %2965 ], [ %3020, %2967 ]
  %2979 = phi <16 x float> [ zeroinitializer, %2965 ], [ %3017, %2967 ]
  %2980 = phi <16 x float> [ zeroinitializer, %2965 ], [ %3008, %2967 ]
  %2981 = phi <16 x float> [ zeroinitializer, %2965 ], [ %3005, %2967 ]
  %2982 = phi <16 x float> [ zeroinitializer, %2965 ], [ %2996, %2967 ]
  %2983 = phi <16 x float> [ zeroinitializer, %2965 ], [ %2993, %2967 ]
  %2984 = phi i64 [ 8, %2965 ], [ %3081, %2967 ]
  %2985 = phi i64 [ 0, %2965 ], [ %2984, %2967 ]
  %2986 = getelementptr inbounds nuw float, ptr %2663, i64 %2985
  %2987 = load float, ptr %2986, align 4
  %2988 = insertelement <16 x float> poison, float %2987, i64 0
  %2989 = shufflevector <16 x float> %2988, <16 x float> poison, <16 x i32> zeroinitializer
  %2990 = mul nsw i64 %2985, %5
  %2991 = getelementptr float, ptr %2966, i64 %2990
  %2992 = load <16 x float>, ptr %2991, align 4
  %2993 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2989, <16 x float> %2992, <16 x float> %2983)
  %2994 = getelementptr inbounds nuw i8, ptr %2991, i64 64
  %2995 = load <16 x float>, ptr %2994, align 4
  %2996 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2989, <16 x float> %2995, <16 x float> %2982)
  %2997 = or disjoint i64 %2985, 1
  %2998 = getelementptr inbounds nuw float, ptr %2663, i64 %2997
  %2999 = load float, ptr %2998, align 4
  %3000 = insertelement <16 x float> poison, float %2999, i64 0
  %3001 = shufflevector <16 x float> %3000, <16 x float> poison, <16 x i32> zeroinitializer
  %3002 = mul nsw i64 %2997, %5
  %3003 = getelementptr float, ptr %2966, i64 %3002
  %3004 = load <16 x float>, ptr %3003, align 4
  %3005 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3001, <16 x float> %3004, <16 x float> %2981)
  %3006 = getelementptr inbounds nuw i8, ptr %3003, i64 64
  %3007 = load <16 x float>, ptr %3006, align 4
  %3008 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3001, <16 x float> %3007, <16 x float> %2980)
  %3009 = or disjoint i64 %2985, 2
  %3010 = getelementptr inbounds nuw float, ptr %2663, i64 %3009
  %3011 = load float, ptr %3010, align 4
  %3012 = insertelement <16 x float> poison, float %3011, i64 0
  %3013 = shufflevector <16 x float> %3012, <16 x float> poison, <16 x i32> zeroinitializer
  %3014 = mul nsw i64 %3009, %5
  %3015 = getelementptr float, ptr %2966, i64 %3014
  %3016 = load <16 x float>, ptr %3015, align 4
  %3017 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3013, <16 x float> %3016, <16 x float> %2979)
  %3018 = getelementptr inbounds nuw i8, ptr %3015, i64 64
  %3019 = load <16 x float>, ptr %3018, align 4
  %3020 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3013, <16 x float> %3019, <16 x float> %2978)
  %3021 = or disjoint i64 %2985, 3
  %3022 = getelementptr inbounds nuw float, ptr %2663, i64 %3021
  %3023 = load float, ptr %3022, align 4
  %3024 = insertelement <16 x float> poison, float %3023, i64 0
  %3025 = shufflevector <16 x float> %3024, <16 x float> poison, <16 x i32> zeroinitializer
  %3026 = mul nsw i64 %3021, %5
  %3027 = getelementptr float, ptr %2966, i64 %3026
  %3028 = load <16 x float>, ptr %3027, align 4
  %3029 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3025, <16 x float> %3028, <16 x float> %2977)
  %3030 = getelementptr inbounds nuw i8, ptr %3027, i64 64
  %3031 = load <16 x float>, ptr %3030, align 4
  %3032 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3025, <16 x float> %3031, <16 x float> %2976)
  %3033 = or disjoint i64 %2985, 4
  %3034 = getelementptr inbounds nuw float, ptr %2663, i64 %3033
  %3035 = load float, ptr %3034, align 4
  %3036 = insertelement <16 x float> poison, float %3035, i64 0
  %3037 = shufflevector <16 x float> %3036, <16 x float> poison, <16 x i32> zeroinitializer
  %3038 = mul nsw i64 %3033, %5
  %3039 = getelementptr float, ptr %2966, i64 %3038
  %3040 = load <16 x float>, ptr %3039, align 4
  %3041 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3037, <16 x float> %3040, <16 x float> %2975)
  %3042 = getelementptr inbounds nuw i8, ptr %3039, i64 64
  %3043 = load <16 x float>, ptr %3042, align 4
  %3044 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3037, <16 x float> %3043, <16 x float> %2974)
  %3045 = or disjoint i64 %2985, 5
  %3046 = getelementptr inbounds nuw float, ptr %2663, i64 %3045
  %3047 = load float, ptr %3046, align 4
  %3048 = insertelement <16 x float> poison, float %3047, i64 0
  %3049 = shufflevector <16 x float> %3048, <16 x float> poison, <16 x i32> zeroinitializer
  %3050 = mul nsw i64 %3045, %5
  %3051 = getelementptr float, ptr %2966, i64 %3050
  %3052 = load <16 x float>, ptr %3051, align 4
  %3053 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3049, <16 x float> %3052, <16 x float> %2973)
  %3054 = getelementptr inbounds nuw i8, ptr %3051, i64 64
  %3055 = load <16 x float>, ptr %3054, align 4
  %3056 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3049, <16 x float> %3055, <16 x float> %2972)
  %3057 = or disjoint i64 %2985, 6
  %3058 = getelementptr inbounds nuw float, ptr %2663, i64 %3057
  %3059 = load float, ptr %3058, align 4
  %3060 = insertelement <16 x float> poison, float %3059, i64 0
  %3061 = shufflevector <16 x float> %3060, <16 x float> poison, <16 x i32> zeroinitializer
  %3062 = mul nsw i64 %3057, %5
  %3063 = getelementptr float, ptr %2966, i64 %3062
  %3064 = load <16 x float>, ptr %3063, align 4
  %3065 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3061, <16 x float> %3064, <16 x float> %2971)
  %3066 = getelementptr inbounds nuw i8, ptr %3063, i64 64
  %3067 = load <16 x float>, ptr %3066, align 4
  %3068 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3061, <16 x float> %3067, <16 x float> %2970)
  %3069 = or disjoint i64 %2985, 7
  %3070 = getelementptr inbounds nuw float, ptr %2663, i64 %3069
  %3071 = load float, ptr %3070, align 4
  %3072 = insertelement <16 x float> poison, float %3071, i64 0
  %3073 = shufflevector <16 x float> %3072, <16 x float> poison, <16 x i32> zeroinitializer
  %3074 = mul nsw i64 %3069, %5
  %3075 = getelementptr float, ptr %2966, i64 %3074
  %3076 = load <16 x float>, ptr %3075, align 4
  %3077 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3073, <16 x float> %3076, <16 x float> %2969)
  %3078 = getelementptr inbounds nuw i8, ptr %3075, i64 64
  %3079 = load <16 x float>, ptr %3078, align 4
  %3080 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3073, <16 x float> %3079, <16 x float> %2968)
  %3081 = add nuw nsw i64 %2984, 8
  %3082 = icmp sgt i64 %3081, %4
  br i1 %3082, label %3083, label %2967

3083:                                             ; preds = %2967
  %3084 = and i64 %4, 9223372036854775800
  %3085 = fadd <16 x float> %3005, %3053
  %3086 = fadd <16 x float> %3008, %3056
  %3087 = fadd <16 x float> %3017, %3065
  %3088 = fadd <16 x float> %3020, %3068
  %3089 = fadd <16 x float> %3029, %3077
  %3090 = fadd <16 x float> %3032, %3080
  %3091 = fadd <16 x float> %3085, %3089
  %3092 = fadd <16 x float> %3086, %3090
  br label %3093

3093:                                             ; preds = %3083, %2963
  %3094 = phi <16 x float> [ zeroinitializer, %2963 ], [ %3044, %3083 ]
  %3095 = phi <16 x float> [ zeroinitializer, %2963 ], [ %3041, %3083 ]
  %3096 = phi <16 x float> [ zeroinitializer, %2963 ], [ %3088, %3083 ]
  %3097 = phi <16 x float> [ zeroinitializer, %2963 ], [ %3087, %3083 ]
  %3098 = phi <16 x float> [ zeroinitializer, %2963 ], [ %3092, %3083 ]
  %3099 = phi <16 x float> [ zeroinitializer, %2963 ], [ %3091, %3083 ]
  %3100 = phi <16 x float> [ zeroinitializer, %2963 ], [ %2996, %3083 ]
  %3101 = phi <16 x float> [ zeroinitializer, %2963 ], [ %2993, %3083 ]
  %3102 = phi i64 [ 0, %2963 ], [ %3084, %3083 ]
  %3103 = getelementptr float, ptr %3, i64 %2788
  %3104 = icmp slt i64 %3102, %4
  br i1 %3104, label %3105, label %3158

3105:                                             ; preds = %3093
  %3106 = or disjoint i64 %3102, 1
  %3107 = and i64 %4, 1
  %3108 = icmp eq i64 %3107, 0
  br i1 %3108, label %3122, label %3109

3109:                                             ; preds = %3105
  %3110 = getelementptr inbounds nuw float, ptr %2663, i64 %3102
  %3111 = load float, ptr %3110, align 4
  %3112 = insertelement <16 x float> poison, float %3111, i64 0
  %3113 = shufflevector <16 x float> %3112, <16 x float> poison, <16 x i32> zeroinitializer
  %3114 = mul nsw i64 %3102, %5
  %3115 = getelementptr float, ptr %3103, i64 %3114
  %3116 = load <16 x float>, ptr %3115, align 4
  %3117 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3113, <16 x float> %3116, <16 x float> %3101)
  %3118 = getelementptr inbounds nuw i8, ptr %3115, i64 64
  %3119 = load <16 x float>, ptr %3118, align 4
  %3120 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3113, <16 x float> %3119, <16 x float> %3100)
  %3121 = or disjoint i64 %3102, 1
  br label %3122

3122:                                             ; preds = %3109, %3105
  %3123 = phi <16 x float> [ poison, %3105 ], [ %3117, %3109 ]
  %3124 = phi <16 x float> [ poison, %3105 ], [ %3120, %3109 ]
  %3125 = phi <16 x float> [ %3100, %3105 ], [ %3120, %3109 ]
  %3126 = phi <16 x float> [ %3101, %3105 ], [ %3117, %3109 ]
  %3127 = phi i64 [ %3102, %3105 ], [ %3121, %3109 ]
  %3128 = icmp eq i64 %4, %3106
  br i1 %3128, label %3158, label %3129

3129:                                             ; preds = %3122, %3129
  %3130 = phi <16 x float> [ %3155, %3129 ], [ %3125, %3122 ]
  %3131 = phi <16 x float> [ %3152, %3129 ], [ %3126, %3122 ]
  %3132 = phi i64 [ %3156, %3129 ], [ %3127, %3122 ]
  %3133 = getelementptr inbounds nuw float, ptr %2663, i64 %3132
  %3134 = load float, ptr %3133, align 4
  %3135 = insertelement <16 x float> poison, float %3134, i64 0
  %3136 = shufflevector <16 x float> %3135, <16 x float> poison, <16 x i32> zeroinitializer
  %3137 = mul nsw i64 %3132, %5
  %3138 = getelementptr float, ptr %3103, i64 %3137
  %3139 = load <16 x float>, ptr %3138, align 4
  %3140 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3136, <16 x float> %3139, <16 x float> %3131)
  %3141 = getelementptr inbounds nuw i8, ptr %3138, i64 64
  %3142 = load <16 x float>, ptr %3141, align 4
  %3143 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3136, <16 x float> %3142, <16 x float> %3130)
  %3144 = add nuw nsw i64 %3132, 1
  %3145 = getelementptr inbounds nuw float, ptr %2663, i64 %3144
  %3146 = load float, ptr %3145, align 4
  %3147 = insertelement <16 x float> poison, float %3146, i64 0
  %3148 = shufflevector <16 x float> %3147, <16 x float> poison, <16 x i32> zeroinitializer
  %3149 = mul nsw i64 %3144, %5
  %3150 = getelementptr float, ptr %3103, i64 %3149
  %3151 = load <16 x float>, ptr %3150, align 4
  %3152 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3148, <16 x float> %3151, <16 x float> %3140)
  %3153 = getelementptr inbounds nuw i8, ptr %3150, i64 64
  %3154 = load <16 x float>, ptr %3153, align 4
  %3155 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3148, <16 x float> %3154, <16 x float> %3143)
  %3156 = add nuw nsw i64 %3132, 2
  %3157 = icmp eq i64 %3156, %4
  br i1 %3157, label %3158, label %3129

3158:                                             ; preds = %3122, %3129, %3093
  %3159 = phi <16 x float> [ %3100, %3093 ], [ %3124, %3122 ], [ %3155, %3129 ]
  %3160 = phi <16 x float> [ %3101, %3093 ], [ %3123, %3122 ], [ %3152, %3129 ]
  %3161 = fadd <16 x float> %3095, %3160
  %3162 = fadd <16 x float> %3094, %3159
  %3163 = fadd <16 x float> %3097, %3161
  %3164 = fadd <16 x float> %3096, %3162
  %3165 = fadd <16 x float> %3098, %3164
  %3166 = fadd <16 x float> %3099, %3163
  %3167 = getelementptr inbounds nuw float, ptr %2665, i64 %2788
  store <16 x float> %3166, ptr %3167, align 4
  %3168 = getelementptr inbounds nuw i8, ptr %3167, i64 64
  store <16 x float> %3165, ptr %3168, align 4
  br label %4745

3169:                                             ; preds = %2787
  %3170 = icmp slt i64 %4, 4
  br i1 %3170, label %3254, label %3171

3171:                                             ; preds = %3169
  %3172 = getelementptr float, ptr %3, i64 %2788
  br label %3173

3173:                                             ; preds = %3173, %3171
  %3174 = phi <16 x float> [ zeroinitializer, %3171 ], [ %3246, %3173 ]
  %3175 = phi <16 x float> [ zeroinitializer, %3171 ], [ %3243, %3173 ]
  %3176 = phi <16 x float> [ zeroinitializer, %3171 ], [ %3240, %3173 ]
  %3177 = phi <16 x float> [ zeroinitializer, %3171 ], [ %3231, %3173 ]
  %3178 = phi <16 x float> [ zeroinitializer, %3171 ], [ %3228, %3173 ]
  %3179 = phi <16 x float> [ zeroinitializer, %3171 ], [ %3225, %3173 ]
  %3180 = phi <16 x float> [ zeroinitializer, %3171 ], [ %3216, %3173 ]
  %3181 = phi <16 x float> [ zeroinitializer, %3171 ], [ %3213, %3173 ]
  %3182 = phi <16 x float> [ zeroinitializer, %3171 ], [ %3210, %3173 ]
  %3183 = phi <16 x float> [ zeroinitializer, %3171 ], [ %3201, %3173 ]
  %3184 = phi <16 x float> [ zeroinitializer, %3171 ], [ %3198, %3173 ]
  %3185 = phi <16 x float> [ zeroinitializer, %3171 ], [ %3195, %3173 ]
  %3186 = phi i64 [ 4, %3171 ], [ %3247, %3173 ]
  %3187 = phi i64 [ 0, %3171 ], [ %3186, %3173 ]
  %3188 = getelementptr inbounds nuw float, ptr %2663, i64 %3187
  %3189 = load float, ptr %3188, align 4
  %3190 = insertelement <16 x float> poison, float %3189, i64 0
  %3191 = shufflevector <16 x float> %3190, <16 x float> poison, <16 x i32> zeroinitializer
  %3192 = mul nsw i64 %3187, %5
  %3193 = getelementptr float, ptr %3172, i64 %3192
  %3194 = load <16 x float>, ptr %3193, align 4
  %3195 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3191, <16 x float> %3194, <16 x float> %3185)
  %3196 = getelementptr inbounds nuw i8, ptr %3193, i64 64
  %3197 = load <16 x float>, ptr %3196, align 4
  %3198 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3191, <16 x float> %3197, <16 x float> %3184)
  %3199 = getelementptr inbounds nuw i8, ptr %3193, i64 128
  %3200 = load <16 x float>, ptr %3199, align 4
  %3201 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3191, <16 x float> %3200, <16 x float> %3183)
  %3202 = or disjoint i64 %3187, 1
  %3203 = getelementptr inbounds nuw float, ptr %2663, i64 %3202
  %3204 = load float, ptr %3203, align 4
  %3205 = insertelement <16 x float> poison, float %3204, i64 0
  %3206 = shufflevector <16 x float> %3205, <16 x float> poison, <16 x i32> zeroinitializer
  %3207 = mul nsw i64 %3202, %5
  %3208 = getelementptr float, ptr %3172, i64 %3207
  %3209 = load <16 x float>, ptr %3208, align 4
  %3210 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3206, <16 x float> %3209, <16 x float> %3182)
  %3211 = getelementptr inbounds nuw i8, ptr %3208, i64 64
  %3212 = load <16 x float>, ptr %3211, align 4
  %3213 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3206, <16 x float> %3212, <16 x float> %3181)
  %3214 = getelementptr inbounds nuw i8, ptr %3208, i64 128
  %3215 = load <16 x float>, ptr %3214, align 4
  %3216 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3206, <16 x float> %3215, <16 x float> %3180)
  %3217 = or disjoint i64 %3187, 2
  %3218 = getelementptr inbounds nuw float, ptr %2663, i64 %3217
  %3219 = load float, ptr %3218, align 4
  %3220 = insertelement <16 x float> poison, float %3219, i64 0
  %3221 = shufflevector <16 x float> %3220, <16 x float> poison, <16 x i32> zeroinitializer
  %3222 = mul nsw i64 %3217, %5
  %3223 = getelementptr float, ptr %3172, i64 %3222
  %3224 = load <16 x float>, ptr %3223, align 4
  %3225 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3221, <16 x float> %3224, <16 x float> %3179)
  %3226 = getelementptr inbounds nuw i8, ptr %3223, i64 64
  %3227 = load <16 x float>, ptr %3226, align 4
  %3228 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3221, <16 x float> %3227, <16 x float> %3178)
  %3229 = getelementptr inbounds nuw i8, ptr %3223, i64 128
  %3230 = load <16 x float>, ptr %3229, align 4
  %3231 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3221, <16 x float> %3230, <16 x float> %3177)
  %3232 = or disjoint i64 %3187, 3
  %3233 = getelementptr inbounds nuw float, ptr %2663, i64 %3232
  %3234 = load float, ptr %3233, align 4
  %3235 = insertelement <16 x float> poison, float %3234, i64 0
  %3236 = shufflevector <16 x float> %3235, <16 x float> poison, <16 x i32> zeroinitializer
  %3237 = mul nsw i64 %3232, %5
  %3238 = getelementptr float, ptr %3172, i64 %3237
  %3239 = load <16 x float>, ptr %3238, align 4
  %3240 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3236, <16 x float> %3239, <16 x float> %3176)
  %3241 = getelementptr inbounds nuw i8, ptr %3238, i64 64
  %3242 = load <16 x float>, ptr %3241, align 4
  %3243 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3236, <16 x float> %3242, <16 x float> %3175)
  %3244 = getelementptr inbounds nuw i8, ptr %3238, i64 128
  %3245 = load <16 x float>, ptr %3244, align 4
  %3246 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3236, <16 x float> %3245, <16 x float> %3174)
  %3247 = add nuw nsw i64 %3186, 4
  %3248 = icmp sgt i64 %3247, %4
  br i1 %3248, label %3249, label %3173

3249:                                             ; preds = %3173
  %3250 = and i64 %4, 9223372036854775804
  %3251 = fadd <16 x float> %3210, %3240
  %3252 = fadd <16 x float> %3213, %3243
  %3253 = fadd <16 x float> %3216, %3246
  br label %3254

3254:                                             ; preds = %3249, %3169
  %3255 = phi <16 x float> [ zeroinitializer, %3169 ], [ %3231, %3249 ]
  %3256 = phi <16 x float> [ zeroinitializer, %3169 ], [ %3228, %3249 ]
  %3257 = phi <16 x float> [ zeroinitializer, %3169 ], [ %3225, %3249 ]
  %3258 = phi <16 x float> [ zeroinitializer, %3169 ], [ %3253, %3249 ]
  %3259 = phi <16 x float> [ zeroinitializer, %3169 ], [ %3252, %3249 ]
  %3260 = phi <16 x float> [ zeroinitializer, %3169 ], [ %3251, %3249 ]
  %3261 = phi <16 x float> [ zeroinitializer, %3169 ], [ %3201, %3249 ]
  %3262 = phi <16 x float> [ zeroinitializer, %3169 ], [ %3198, %3249 ]
  %3263 = phi <16 x float> [ zeroinitializer, %3169 ], [ %3195, %3249 ]
  %3264 = phi i64 [ 0, %3169 ], [ %3250, %3249 ]
  %3265 = getelementptr float, ptr %3, i64 %2788
  %3266 = icmp slt i64 %3264, %4
  br i1 %3266, label %3267, label %3332

3267:                                             ; preds = %3254
  %3268 = or disjoint i64 %3264, 1
  %3269 = and i64 %4, 1
  %3270 = icmp eq i64 %3269, 0
  br i1 %3270, label %3287, label %3271

3271:                                             ; preds = %3267
  %3272 = getelementptr inbounds nuw float, ptr %2663, i64 %3264
  %3273 = load float, ptr %3272, align 4
  %3274 = insertelement <16 x float> poison, float %3273, i64 0
  %3275 = shufflevector <16 x float> %3274, <16 x float> poison, <16 x i32> zeroinitializer
  %3276 = mul nsw i64 %3264, %5
  %3277 = getelementptr float, ptr %3265, i64 %3276
  %3278 = load <16 x float>, ptr %3277, align 4
  %3279 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3275, <16 x float> %3278, <16 x float> %3263)
  %3280 = getelementptr inbounds nuw i8, ptr %3277, i64 64
  %3281 = load <16 x float>, ptr %3280, align 4
  %3282 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3275, <16 x float> %3281, <16 x float> %3262)
  %3283 = getelementptr inbounds nuw i8, ptr %3277, i64 128
  %3284 = load <16 x float>, ptr %3283, align 4
  %3285 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3275, <16 x float> %3284, <16 x float> %3261)
  %3286 = or disjoint i64 %3264, 1
  br label %3287

3287:                                             ; preds = %3271, %3267
  %3288 = phi <16 x float> [ poison, %3267 ], [ %3279, %3271 ]
  %3289 = phi <16 x float> [ poison, %3267 ], [ %3282, %3271 ]
  %3290 = phi <16 x float> [ poison, %3267 ], [ %3285, %3271 ]
  %3291 = phi <16 x float> [ %3261, %3267 ], [ %3285, %3271 ]
  %3292 = phi <16 x float> [ %3262, %3267 ], [ %3282, %3271 ]
  %3293 = phi <16 x float> [ %3263, %3267 ], [ %3279, %3271 ]
  %3294 = phi i64 [ %3264, %3267 ], [ %3286, %3271 ]
  %3295 = icmp eq i64 %4, %3268
  br i1 %3295, label %3332, label %3296

3296:                                             ; preds = %3287, %3296
  %3297 = phi <16 x float> [ %3329, %3296 ], [ %3291, %3287 ]
  %3298 = phi <16 x float> [ %3326, %3296 ], [ %3292, %3287 ]
  %3299 = phi <16 x float> [ %3323, %3296 ], [ %3293, %3287 ]
  %3300 = phi i64 [ %3330, %3296 ], [ %3294, %3287 ]
  %3301 = getelementptr inbounds nuw float, ptr %2663, i64 %3300
  %3302 = load float, ptr %3301, align 4
  %3303 = insertelement <16 x float> poison, float %3302, i64 0
  %3304 = shufflevector <16 x float> %3303, <16 x float> poison, <16 x i32> zeroinitializer
  %3305 = mul nsw i64 %3300, %5
  %3306 = getelementptr float, ptr %3265, i64 %3305
  %3307 = load <16 x float>, ptr %3306, align 4
  %3308 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3304, <16 x float> %3307, <16 x float> %3299)
  %3309 = getelementptr inbounds nuw i8, ptr %3306, i64 64
  %3310 = load <16 x float>, ptr %3309, align 4
  %3311 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3304, <16 x float> %3310, <16 x float> %3298)
  %3312 = getelementptr inbounds nuw i8, ptr %3306, i64 128
  %3313 = load <16 x float>, ptr %3312, align 4
  %3314 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3304, <16 x float> %3313, <16 x float> %3297)
  %3315 = add nuw nsw i64 %3300, 1
  %3316 = getelementptr inbounds nuw float, ptr %2663, i64 %3315
  %3317 = load float, ptr %3316, align 4
  %3318 = insertelement <16 x float> poison, float %3317, i64 0
  %3319 = shufflevector <16 x float> %3318, <16 x float> poison, <16 x i32> zeroinitializer
  %3320 = mul nsw i64 %3315, %5
  %3321 = getelementptr float, ptr %3265, i64 %3320
  %3322 = load <16 x float>, ptr %3321, align 4
  %3323 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3319, <16 x float> %3322, <16 x float> %3308)
  %3324 = getelementptr inbounds nuw i8, ptr %3321, i64 64
  %3325 = load <16 x float>, ptr %3324, align 4
  %3326 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3319, <16 x float> %3325, <16 x float> %3311)
  %3327 = getelementptr inbounds nuw i8, ptr %3321, i64 128
  %3328 = load <16 x float>, ptr %3327, align 4
  %3329 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3319, <16 x float> %3328, <16 x float> %3314)
  %3330 = add nuw nsw i64 %3300, 2
  %3331 = icmp eq i64 %3330, %4
  br i1 %3331, label %3332, label %3296

3332:                                             ; preds = %3287, %3296, %3254
  %3333 = phi <16 x float> [ %3261, %3254 ], [ %3290, %3287 ], [ %3329, %3296 ]
  %3334 = phi <16 x float> [ %3262, %3254 ], [ %3289, %3287 ], [ %3326, %3296 ]
  %3335 = phi <16 x float> [ %3263, %3254 ], [ %3288, %3287 ], [ %3323, %3296 ]
  %3336 = fadd <16 x float> %3257, %3335
  %3337 = fadd <16 x float> %3256, %3334
  %3338 = fadd <16 x float> %3255, %3333
  %3339 = fadd <16 x float> %3258, %3338
  %3340 = fadd <16 x float> %3259, %3337
  %3341 = fadd <16 x float> %3260, %3336
  %3342 = getelementptr inbounds nuw float, ptr %2665, i64 %2788
  store <16 x float> %3341, ptr %3342, align 4
  %3343 = getelementptr inbounds nuw i8, ptr %3342, i64 64
  store <16 x float> %3340, ptr %3343, align 4
  %3344 = getelementptr inbounds nuw i8, ptr %3342, i64 128
  store <16 x float> %3339, ptr %3344, align 4
  br label %4745

3345:                                             ; preds = %2787
  %3346 = icmp slt i64 %4, 4
  br i1 %3346, label %3447, label %3347

3347:                                             ; preds = %3345
  %3348 = getelementptr float, ptr %3, i64 %2788
  br label %3349

3349:                                             ; preds = %3349, %3347
  %3350 = phi <16 x float> [ zeroinitializer, %3347 ], [ %3438, %3349 ]
  %3351 = phi <16 x float> [ zeroinitializer, %3347 ], [ %3435, %3349 ]
  %3352 = phi <16 x float> [ zeroinitializer, %3347 ], [ %3432, %3349 ]
  %3353 = phi <16 x float> [ zeroinitializer, %3347 ], [ %3429, %3349 ]
  %3354 = phi <16 x float> [ zeroinitializer, %3347 ], [ %3420, %3349 ]
  %3355 = phi <16 x float> [ zeroinitializer, %3347 ], [ %3417, %3349 ]
  %3356 = phi <16 x float> [ zeroinitializer, %3347 ], [ %3414, %3349 ]
  %3357 = phi <16 x float> [ zeroinitializer, %3347 ], [ %3411, %3349 ]
  %3358 = phi <16 x float> [ zeroinitializer, %3347 ], [ %3402, %3349 ]
  %3359 = phi <16 x float> [ zeroinitializer, %3347 ], [ %3399, %3349 ]
  %3360 = phi <16 x float> [ zeroinitializer, %3347 ], [ %3396, %3349 ]
  %3361 = phi <16 x float> [ zeroinitializer, %3347 ], [ %3393, %3349 ]
  %3362 = phi <16 x float> [ zeroinitializer, %3347 ], [ %3384, %3349 ]
  %3363 = phi <16 x float> [ zeroinitializer, %3347 ], [ %3381, %3349 ]
  %3364 = phi <16 x float> [ zeroinitializer, %3347 ], [ %3378, %3349 ]
  %3365 = phi <16 x float> [ zeroinitializer, %3347 ], [ %3375, %3349 ]
  %3366 = phi i64 [ 4, %3347 ], [ %3439, %3349 ]
  %3367 = phi i64 [ 0, %3347 ], [ %3366, %3349 ]
  %3368 = getelementptr inbounds nuw float, ptr %2663, i64 %3367
  %3369 = load float, ptr %3368, align 4
  %3370 = insertelement <16 x float> poison, float %3369, i64 0
  %3371 = shufflevector <16 x float> %3370, <16 x float> poison, <16 x i32> zeroinitializer
  %3372 = mul nsw i64 %3367, %5
  %3373 = getelementptr float, ptr %3348, i64 %3372
  %3374 = load <16 x float>, ptr %3373, align 4
  %3375 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3371, <16 x float> %3374, <16 x float> %3365)
  %3376 = getelementptr inbounds nuw i8, ptr %3373, i64 64
  %3377 = load <16 x float>, ptr %3376, align 4
  %3378 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3371, <16 x float> %3377, <16 x float> %3364)
  %3379 = getelementptr inbounds nuw i8, ptr %3373, i64 128
  %3380 = load <16 x float>, ptr %3379, align 4
  %3381 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3371, <16 x float> %3380, <16 x float> %3363)
  %3382 = getelementptr inbounds nuw i8, ptr %3373, i64 192
  %3383 = load <16 x float>, ptr %3382, align 4
  %3384 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3371, <16 x float> %3383, <16 x float> %3362)
  %3385 = or disjoint i64 %3367, 1
  %3386 = getelementptr inbounds nuw float, ptr %2663, i64 %3385
  %3387 = load float, ptr %3386, align 4
  %3388 = insertelement <16 x float> poison, float %3387, i64 0
  %3389 = shufflevector <16 x float> %3388, <16 x float> poison, <16 x i32> zeroinitializer
  %3390 = mul nsw i64 %3385, %5
  %3391 = getelementptr float, ptr %3348, i64 %3390
  %3392 = load <16 x float>, ptr %3391, align 4
  %3393 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3389, <16 x float> %3392, <16 x float> %3361)
  %3394 = getelementptr inbounds nuw i8, ptr %3391, i64 64
  %3395 = load <16 x float>, ptr %3394, align 4
  %3396 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3389, <16 x float> %3395, <16 x float> %3360)
  %3397 = getelementptr inbounds nuw i8, ptr %3391, i64 128
  %3398 = load <16 x float>, ptr %3397, align 4
  %3399 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3389, <16 x float> %3398, <16 x float> %3359)
  %3400 = getelementptr inbounds nuw i8, ptr %3391, i64 192
  %3401 = load <16 x float>, ptr %3400, align 4
  %3402 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3389, <16 x float> %3401, <16 x float> %3358)
  %3403 = or disjoint i64 %3367, 2
  %3404 = getelementptr inbounds nuw float, ptr %2663, i64 %3403
  %3405 = load float, ptr %3404, align 4
  %3406 = insertelement <16 x float> poison, float %3405, i64 0
  %3407 = shufflevector <16 x float> %3406, <16 x float> poison, <16 x i32> zeroinitializer
  %3408 = mul nsw i64 %3403, %5
  %3409 = getelementptr float, ptr %3348, i64 %3408
  %3410 = load <16 x float>, ptr %3409, align 4
  %3411 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3407, <16 x float> %3410, <16 x float> %3357)
  %3412 = getelementptr inbounds nuw i8, ptr %3409, i64 64
  %3413 = load <16 x float>, ptr %3412, align 4
  %3414 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3407, <16 x float> %3413, <16 x float> %3356)
  %3415 = getelementptr inbounds nuw i8, ptr %3409, i64 128
  %3416 = load <16 x float>, ptr %3415, align 4
  %3417 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3407, <16 x float> %3416, <16 x float> %3355)
  %3418 = getelementptr inbounds nuw i8, ptr %3409, i64 192
  %3419 = load <16 x float>, ptr %3418, align 4
  %3420 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3407, <16 x float> %3419, <16 x float> %3354)
  %3421 = or disjoint i64 %3367, 3
  %3422 = getelementptr inbounds nuw float, ptr %2663, i64 %3421
  %3423 = load float, ptr %3422, align 4
  %3424 = insertelement <16 x float> poison, float %3423, i64 0
  %3425 = shufflevector <16 x float> %3424, <16 x float> poison, <16 x i32> zeroinitializer
  %3426 = mul nsw i64 %3421, %5
  %3427 = getelementptr float, ptr %3348, i64 %3426
  %3428 = load <16 x float>, ptr %3427, align 4
  %3429 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3425, <16 x float> %3428, <16 x float> %3353)
  %3430 = getelementptr inbounds nuw i8, ptr %3427, i64 64
  %3431 = load <16 x float>, ptr %3430, align 4
  %3432 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3425, <16 x float> %3431, <16 x float> %3352)
  %3433 = getelementptr inbounds nuw i8, ptr %3427, i64 128
  %3434 = load <16 x float>, ptr %3433, align 4
  %3435 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3425, <16 x float> %3434, <16 x float> %3351)
  %3436 = getelementptr inbounds nuw i8, ptr %3427, i64 192
  %3437 = load <16 x float>, ptr %3436, align 4
  %3438 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3425, <16 x float> %3437, <16 x float> %3350)
  %3439 = add nuw nsw i64 %3366, 4
  %3440 = icmp sgt i64 %3439, %4
  br i1 %3440, label %3441, label %3349

3441:                                             ; preds = %3349
  %3442 = and i64 %4, 9223372036854775804
  %3443 = fadd <16 x float> %3393, %3429
  %3444 = fadd <16 x float> %3396, %3432
  %3445 = fadd <16 x float> %3399, %3435
  %3446 = fadd <16 x float> %3402, %3438
  br label %3447

3447:                                             ; preds = %3441, %3345
  %3448 = phi <16 x float> [ zeroinitializer, %3345 ], [ %3420, %3441 ]
  %3449 = phi <16 x float> [ zeroinitializer, %3345 ], [ %3417, %3441 ]
  %3450 = phi <16 x float> [ zeroinitializer, %3345 ], [ %3414, %3441 ]
  %3451 = phi <16 x float> [ zeroinitializer, %3345 ], [ %3411, %3441 ]
  %3452 = phi <16 x float> [ zeroinitializer, %3345 ], [ %3446, %3441 ]
  %3453 = phi <16 x float> [ zeroinitializer, %3345 ], [ %3445, %3441 ]
  %3454 = phi <16 x float> [ zeroinitializer, %3345 ], [ %3444, %3441 ]
  %3455 = phi <16 x float> [ zeroinitializer, %3345 ], [ %3443, %3441 ]
  %3456 = phi <16 x float> [ zeroinitializer, %3345 ], [ %3384, %3441 ]
  %3457 = phi <16 x float> [ zeroinitializer, %3345 ], [ %3381, %3441 ]
  %3458 = phi <16 x float> [ zeroinitializer, %3345 ], [ %3378, %3441 ]
  %3459 = phi <16 x float> [ zeroinitializer, %3345 ], [ %3375, %3441 ]
  %3460 = phi i64 [ 0, %3345 ], [ %3442, %3441 ]
  %3461 = getelementptr float, ptr %3, i64 %2788
  %3462 = icmp slt i64 %3460, %4
  br i1 %3462, label %3463, label %3540

3463:                                             ; preds = %3447
  %3464 = or disjoint i64 %3460, 1
  %3465 = and i64 %4, 1
  %3466 = icmp eq i64 %3465, 0
  br i1 %3466, label %3486, label %3467

3467:                                             ; preds = %3463
  %3468 = getelementptr inbounds nuw float, ptr %2663, i64 %3460
  %3469 = load float, ptr %3468, align 4
  %3470 = insertelement <16 x float> poison, float %3469, i64 0
  %3471 = shufflevector <16 x float> %3470, <16 x float> poison, <16 x i32> zeroinitializer
  %3472 = mul nsw i64 %3460, %5
  %3473 = getelementptr float, ptr %3461, i64 %3472
  %3474 = load <16 x float>, ptr %3473, align 4
  %3475 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3471, <16 x float> %3474, <16 x float> %3459)
  %3476 = getelementptr inbounds nuw i8, ptr %3473, i64 64
  %3477 = load <16 x float>, ptr %3476, align 4
  %3478 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3471, <16 x float> %3477, <16 x float> %3458)
  %3479 = getelementptr inbounds nuw i8, ptr %3473, i64 128
  %3480 = load <16 x float>, ptr %3479, align 4
  %3481 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3471, <16 x float> %3480, <16 x float> %3457)
  %3482 = getelementptr inbounds nuw i8, ptr %3473, i64 192
  %3483 = load <16 x float>, ptr %3482, align 4
  %3484 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3471, <16 x float> %3483, <16 x float> %3456)
  %3485 = or disjoint i64 %3460, 1
  br label %3486

3486:                                             ; preds = %3467, %3463
  %3487 = phi <16 x float> [ poison, %3463 ], [ %3475, %3467 ]
  %3488 = phi <16 x float> [ poison, %3463 ], [ %3478, %3467 ]
  %3489 = phi <16 x float> [ poison, %3463 ], [ %3481, %3467 ]
  %3490 = phi <16 x float> [ poison, %3463 ], [ %3484, %3467 ]
  %3491 = phi <16 x float> [ %3456, %3463 ], [ %3484, %3467 ]
  %3492 = phi <16 x float> [ %3457, %3463 ], [ %3481, %3467 ]
  %3493 = phi <16 x float> [ %3458, %3463 ], [ %3478, %3467 ]
  %3494 = phi <16 x float> [ %3459, %3463 ], [ %3475, %3467 ]
  %3495 = phi i64 [ %3460, %3463 ], [ %3485, %3467 ]
  %3496 = icmp eq i64 %4, %3464
  br i1 %3496, label %3540, label %3497

3497:                                             ; preds = %3486, %3497
  %3498 = phi <16 x float> [ %3537, %3497 ], [ %3491, %3486 ]
  %3499 = phi <16 x float> [ %3534, %3497 ], [ %3492, %3486 ]
  %3500 = phi <16 x float> [ %3531, %3497 ], [ %3493, %3486 ]
  %3501 = phi <16 x float> [ %3528, %3497 ], [ %3494, %3486 ]
  %3502 = phi i64 [ %3538, %3497 ], [ %3495, %3486 ]
  %3503 = getelementptr inbounds nuw float, ptr %2663, i64 %3502
  %3504 = load float, ptr %3503, align 4
  %3505 = insertelement <16 x float> poison, float %3504, i64 0
  %3506 = shufflevector <16 x float> %3505, <16 x float> poison, <16 x i32> zeroinitializer
  %3507 = mul nsw i64 %3502, %5
  %3508 = getelementptr float, ptr %3461, i64 %3507
  %3509 = load <16 x float>, ptr %3508, align 4
  %3510 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3506, <16 x float> %3509, <16 x float> %3501)
  %3511 = getelementptr inbounds nuw i8, ptr %3508, i64 64
  %3512 = load <16 x float>, ptr %3511, align 4
  %3513 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3506, <16 x float> %3512, <16 x float> %3500)
  %3514 = getelementptr inbounds nuw i8, ptr %3508, i64 128
  %3515 = load <16 x float>, ptr %3514, align 4
  %3516 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3506, <16 x float> %3515, <16 x float> %3499)
  %3517 = getelementptr inbounds nuw i8, ptr %3508, i64 192
  %3518 = load <16 x float>, ptr %3517, align 4
  %3519 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3506, <16 x float> %3518, <16 x float> %3498)
  %3520 = add nuw nsw i64 %3502, 1
  %3521 = getelementptr inbounds nuw float, ptr %2663, i64 %3520
  %3522 = load float, ptr %3521, align 4
  %3523 = insertelement <16 x float> poison, float %3522, i64 0
  %3524 = shufflevector <16 x float> %3523, <16 x float> poison, <16 x i32> zeroinitializer
  %3525 = mul nsw i64 %3520, %5
  %3526 = getelementptr float, ptr %3461, i64 %3525
  %3527 = load <16 x float>, ptr %3526, align 4
  %3528 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3524, <16 x float> %3527, <16 x float> %3510)
  %3529 = getelementptr inbounds nuw i8, ptr %3526, i64 64
  %3530 = load <16 x float>, ptr %3529, align 4
  %3531 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3524, <16 x float> %3530, <16 x float> %3513)
  %3532 = getelementptr inbounds nuw i8, ptr %3526, i64 128
  %3533 = load <16 x float>, ptr %3532, align 4
  %3534 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3524, <16 x float> %3533, <16 x float> %3516)
  %3535 = getelementptr inbounds nuw i8, ptr %3526, i64 192
  %3536 = load <16 x float>, ptr %3535, align 4
  %3537 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3524, <16 x float> %3536, <16 x float> %3519)
  %3538 = add nuw nsw i64 %3502, 2
  %3539 = icmp eq i64 %3538, %4
  br i1 %3539, label %3540, label %3497

3540:                                             ; preds = %3486, %3497, %3447
  %3541 = phi <16 x float> [ %3456, %3447 ], [ %3490, %3486 ], [ %3537, %3497 ]
  %3542 = phi <16 x float> [ %3457, %3447 ], [ %3489, %3486 ], [ %3534, %3497 ]
  %3543 = phi <16 x float> [ %3458, %3447 ], [ %3488, %3486 ], [ %3531, %3497 ]
  %3544 = phi <16 x float> [ %3459, %3447 ], [ %3487, %3486 ], [ %3528, %3497 ]
  %3545 = fadd <16 x float> %3451, %3544
  %3546 = fadd <16 x float> %3450, %3543
  %3547 = fadd <16 x float> %3449, %3542
  %3548 = fadd <16 x float> %3448, %3541
  %3549 = fadd <16 x float> %3452, %3548
  %3550 = fadd <16 x float> %3453, %3547
  %3551 = fadd <16 x float> %3454, %3546
  %3552 = fadd <16 x float> %3455, %3545
  %3553 = getelementptr inbounds nuw float, ptr %2665, i64 %2788
  store <16 x float> %3552, ptr %3553, align 4
  %3554 = getelementptr inbounds nuw i8, ptr %3553, i64 64
  store <16 x float> %3551, ptr %3554, align 4
  %3555 = getelementptr inbounds nuw i8, ptr %3553, i64 128
  store <16 x float> %3550, ptr %3555, align 4
  %3556 = getelementptr inbounds nuw i8, ptr %3553, i64 192
  store <16 x float> %3549, ptr %3556, align 4
  br label %4745

3557:                                             ; preds = %2787
  %3558 = icmp slt i64 %4, 2
  br i1 %3558, label %3619, label %3559

3559:                                             ; preds = %3557
  %3560 = getelementptr float, ptr %3, i64 %2788
  br label %3561

3561:                                             ; preds = %3561, %3559
  %3562 = phi <16 x float> [ zeroinitializer, %3559 ], [ %3614, %3561 ]
  %3563 = phi <16 x float> [ zeroinitializer, %3559 ], [ %3611, %3561 ]
  %3564 = phi <16 x float> [ zeroinitializer, %3559 ], [ %3608, %3561 ]
  %3565 = phi <16 x float> [ zeroinitializer, %3559 ], [ %3605, %3561 ]
  %3566 = phi <16 x float> [ zeroinitializer, %3559 ], [ %3602, %3561 ]
  %3567 = phi <16 x float> [ zeroinitializer, %3559 ], [ %3593, %3561 ]
  %3568 = phi <16 x float> [ zeroinitializer, %3559 ], [ %3590, %3561 ]
  %3569 = phi <16 x float> [ zeroinitializer, %3559 ], [ %3587, %3561 ]
  %3570 = phi <16 x float> [ zeroinitializer, %3559 ], [ %3584, %3561 ]
  %3571 = phi <16 x float> [ zeroinitializer, %3559 ], [ %3581, %3561 ]
  %3572 = phi i64 [ 2, %3559 ], [ %3615, %3561 ]
  %3573 = phi i64 [ 0, %3559 ], [ %3572, %3561 ]
  %3574 = getelementptr inbounds nuw float, ptr %2663, i64 %3573
  %3575 = load float, ptr %3574, align 4
  %3576 = insertelement <16 x float> poison, float %3575, i64 0
  %3577 = shufflevector <16 x float> %3576, <16 x float> poison, <16 x i32> zeroinitializer
  %3578 = mul nsw i64 %3573, %5
  %3579 = getelementptr float, ptr %3560, i64 %3578
  %3580 = load <16 x float>, ptr %3579, align 4
  %3581 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3577, <16 x float> %3580, <16 x float> %3571)
  %3582 = getelementptr inbounds nuw i8, ptr %3579, i64 64
  %3583 = load <16 x float>, ptr %3582, align 4
  %3584 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3577, <16 x float> %3583, <16 x float> %3570)
  %3585 = getelementptr inbounds nuw i8, ptr %3579, i64 128
  %3586 = load <16 x float>, ptr %3585, align 4
  %3587 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3577, <16 x float> %3586, <16 x float> %3569)
  %3588 = getelementptr inbounds nuw i8, ptr %3579, i64 192
  %3589 = load <16 x float>, ptr %3588, align 4
  %3590 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3577, <16 x float> %3589, <16 x float> %3568)
  %3591 = getelementptr inbounds nuw i8, ptr %3579, i64 256
  %3592 = load <16 x float>, ptr %3591, align 4
  %3593 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3577, <16 x float> %3592, <16 x float> %3567)
  %3594 = or disjoint i64 %3573, 1
  %3595 = getelementptr inbounds nuw float, ptr %2663, i64 %3594
  %3596 = load float, ptr %3595, align 4
  %3597 = insertelement <16 x float> poison, float %3596, i64 0
  %3598 = shufflevector <16 x float> %3597, <16 x float> poison, <16 x i32> zeroinitializer
  %3599 = mul nsw i64 %3594, %5
  %3600 = getelementptr float, ptr %3560, i64 %3599
  %3601 = load <16 x float>, ptr %3600, align 4
  %3602 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3598, <16 x float> %3601, <16 x float> %3566)
  %3603 = getelementptr inbounds nuw i8, ptr %3600, i64 64
  %3604 = load <16 x float>, ptr %3603, align 4
  %3605 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3598, <16 x float> %3604, <16 x float> %3565)
  %3606 = getelementptr inbounds nuw i8, ptr %3600, i64 128
  %3607 = load <16 x float>, ptr %3606, align 4
  %3608 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3598, <16 x float> %3607, <16 x float> %3564)
  %3609 = getelementptr inbounds nuw i8, ptr %3600, i64 192
  %3610 = load <16 x float>, ptr %3609, align 4
  %3611 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3598, <16 x float> %3610, <16 x float> %3563)
  %3612 = getelementptr inbounds nuw i8, ptr %3600, i64 256
  %3613 = load <16 x float>, ptr %3612, align 4
  %3614 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3598, <16 x float> %3613, <16 x float> %3562)
  %3615 = add nuw nsw i64 %3572, 2
  %3616 = icmp sgt i64 %3615, %4
  br i1 %3616, label %3617, label %3561

3617:                                             ; preds = %3561
  %3618 = and i64 %4, 9223372036854775806
  br label %3619

3619:                                             ; preds = %3617, %3557
  %3620 = phi <16 x float> [ zeroinitializer, %3557 ], [ %3614, %3617 ]
  %3621 = phi <16 x float> [ zeroinitializer, %3557 ], [ %3611, %3617 ]
  %3622 = phi <16 x float> [ zeroinitializer, %3557 ], [ %3608, %3617 ]
  %3623 = phi <16 x float> [ zeroinitializer, %3557 ], [ %3605, %3617 ]
  %3624 = phi <16 x float> [ zeroinitializer, %3557 ], [ %3602, %3617 ]
  %3625 = phi <16 x float> [ zeroinitializer, %3557 ], [ %3593, %3617 ]
  %3626 = phi <16 x float> [ zeroinitializer, %3557 ], [ %3590, %3617 ]
  %3627 = phi <16 x float> [ zeroinitializer, %3557 ], [ %3587, %3617 ]
  %3628 = phi <16 x float> [ zeroinitializer, %3557 ], [ %3584, %3617 ]
  %3629 = phi <16 x float> [ zeroinitializer, %3557 ], [ %3581, %3617 ]
  %3630 = phi i64 [ 0, %3557 ], [ %3618, %3617 ]
  %3631 = getelementptr float, ptr %3, i64 %2788
  %3632 = icmp slt i64 %3630, %4
  br i1 %3632, label %3633, label %3662

3633:                                             ; preds = %3619, %3633
  %3634 = phi <16 x float> [ %3659, %3633 ], [ %3625, %3619 ]
  %3635 = phi <16 x float> [ %3656, %3633 ], [ %3626, %3619 ]
  %3636 = phi <16 x float> [ %3653, %3633 ], [ %3627, %3619 ]
  %3637 = phi <16 x float> [ %3650, %3633 ], [ %3628, %3619 ]
  %3638 = phi <16 x float> [ %3647, %3633 ], [ %3629, %3619 ]
  %3639 = phi i64 [ %3660, %3633 ], [ %3630, %3619 ]
  %3640 = getelementptr inbounds nuw float, ptr %2663, i64 %3639
  %3641 = load float, ptr %3640, align 4
  %3642 = insertelement <16 x float> poison, float %3641, i64 0
  %3643 = shufflevector <16 x float> %3642, <16 x float> poison, <16 x i32> zeroinitializer
  %3644 = mul nsw i64 %3639, %5
  %3645 = getelementptr float, ptr %3631, i64 %3644
  %3646 = load <16 x float>, ptr %3645, align 4
  %3647 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3643, <16 x float> %3646, <16 x float> %3638)
  %3648 = getelementptr inbounds nuw i8, ptr %3645, i64 64
  %3649 = load <16 x float>, ptr %3648, align 4
  %3650 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3643, <16 x float> %3649, <16 x float> %3637)
  %3651 = getelementptr inbounds nuw i8, ptr %3645, i64 128
  %3652 = load <16 x float>, ptr %3651, align 4
  %3653 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3643, <16 x float> %3652, <16 x float> %3636)
  %3654 = getelementptr inbounds nuw i8, ptr %3645, i64 192
  %3655 = load <16 x float>, ptr %3654, align 4
  %3656 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3643, <16 x float> %3655, <16 x float> %3635)
  %3657 = getelementptr inbounds nuw i8, ptr %3645, i64 256
  %3658 = load <16 x float>, ptr %3657, align 4
  %3659 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3643, <16 x float> %3658, <16 x float> %3634)
  %3660 = add nuw nsw i64 %3639, 1
  %3661 = icmp eq i64 %3660, %4
  br i1 %3661, label %3662, label %3633

3662:                                             ; preds = %3633, %3619
  %3663 = phi <16 x float> [ %3625, %3619 ], [ %3659, %3633 ]
  %3664 = phi <16 x float> [ %3626, %3619 ], [ %3656, %3633 ]
  %3665 = phi <16 x float> [ %3627, %3619 ], [ %3653, %3633 ]
  %3666 = phi <16 x float> [ %3628, %3619 ], [ %3650, %3633 ]
  %3667 = phi <16 x float> [ %3629, %3619 ], [ %3647, %3633 ]
  %3668 = fadd <16 x float> %3620, %3663
  %3669 = fadd <16 x float> %3621, %3664
  %3670 = fadd <16 x float> %3622, %3665
  %3671 = fadd <16 x float> %3623, %3666
  %3672 = fadd <16 x float> %3624, %3667
  %3673 = getelementptr inbounds nuw float, ptr %2665, i64 %2788
  store <16 x float> %3672, ptr %3673, align 4
  %3674 = getelementptr inbounds nuw i8, ptr %3673, i64 64
  store <16 x float> %3671, ptr %3674, align 4
  %3675 = getelementptr inbounds nuw i8, ptr %3673, i64 128
  store <16 x float> %3670, ptr %3675, align 4
  %3676 = getelementptr inbounds nuw i8, ptr %3673, i64 192
  store <16 x float> %3669, ptr %3676, align 4
  %3677 = getelementptr inbounds nuw i8, ptr %3673, i64 256
  store <16 x float> %3668, ptr %3677, align 4
  br label %4745

3678:                                             ; preds = %2787
  %3679 = icmp slt i64 %4, 2
  br i1 %3679, label %3748, label %3680

3680:                                             ; preds = %3678
  %3681 = getelementptr float, ptr %3, i64 %2788
  br label %3682

3682:                                             ; preds = %3682, %3680
  %3683 = phi <16 x float> [ zeroinitializer, %3680 ], [ %3743, %3682 ]
  %3684 = phi <16 x float> [ zeroinitializer, %3680 ], [ %3740, %3682 ]
  %3685 = phi <16 x float> [ zeroinitializer, %3680 ], [ %3737, %3682 ]
  %3686 = phi <16 x float> [ zeroinitializer, %3680 ], [ %3734, %3682 ]
  %3687 = phi <16 x float> [ zeroinitializer, %3680 ], [ %3731, %3682 ]
  %3688 = phi <16 x float> [ zeroinitializer, %3680 ], [ %3728, %3682 ]
  %3689 = phi <16 x float> [ zeroinitializer, %3680 ], [ %3719, %3682 ]
  %3690 = phi <16 x float> [ zeroinitializer, %3680 ], [ %3716, %3682 ]
  %3691 = phi <16 x float> [ zeroinitializer, %3680 ], [ %3713, %3682 ]
  %3692 = phi <16 x float> [ zeroinitializer, %3680 ], [ %3710, %3682 ]
  %3693 = phi <16 x float> [ zeroinitializer, %3680 ], [ %3707, %3682 ]
  %3694 = phi <16 x float> [ zeroinitializer, %3680 ], [ %3704, %3682 ]
  %3695 = phi i64 [ 2, %3680 ], [ %3744, %3682 ]
  %3696 = phi i64 [ 0, %3680 ], [ %3695, %3682 ]
  %3697 = getelementptr inbounds nuw float, ptr %2663, i64 %3696
  %3698 = load float, ptr %3697, align 4
  %3699 = insertelement <16 x float> poison, float %3698, i64 0
  %3700 = shufflevector <16 x float> %3699, <16 x float> poison, <16 x i32> zeroinitializer
  %3701 = mul nsw i64 %3696, %5
  %3702 = getelementptr float, ptr %3681, i64 %3701
  %3703 = load <16 x float>, ptr %3702, align 4
  %3704 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3700, <16 x float> %3703, <16 x float> %3694)
  %3705 = getelementptr inbounds nuw i8, ptr %3702, i64 64
  %3706 = load <16 x float>, ptr %3705, align 4
  %3707 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3700, <16 x float> %3706, <16 x float> %3693)
  %3708 = getelementptr inbounds nuw i8, ptr %3702, i64 128
  %3709 = load <16 x float>, ptr %3708, align 4
  %3710 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3700, <16 x float> %3709, <16 x float> %3692)
  %3711 = getelementptr inbounds nuw i8, ptr %3702, i64 192
  %3712 = load <16 x float>, ptr %3711, align 4
  %3713 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3700, <16 x float> %3712, <16 x float> %3691)
  %3714 = getelementptr inbounds nuw i8, ptr %3702, i64 256
  %3715 = load <16 x float>, ptr %3714, align 4
  %3716 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3700, <16 x float> %3715, <16 x float> %3690)
  %3717 = getelementptr inbounds nuw i8, ptr %3702, i64 320
  %3718 = load <16 x float>, ptr %3717, align 4
  %3719 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3700, <16 x float> %3718, <16 x float> %3689)
  %3720 = or disjoint i64 %3696, 1
  %3721 = getelementptr inbounds nuw float, ptr %2663, i64 %3720
  %3722 = load float, ptr %3721, align 4
  %3723 = insertelement <16 x float> poison, float %3722, i64 0
  %3724 = shufflevector <16 x float> %3723, <16 x float> poison, <16 x i32> zeroinitializer
  %3725 = mul nsw i64 %3720, %5
  %3726 = getelementptr float, ptr %3681, i64 %3725
  %3727 = load <16 x float>, ptr %3726, align 4
  %3728 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3724, <16 x float> %3727, <16 x float> %3688)
  %3729 = getelementptr inbounds nuw i8, ptr %3726, i64 64
  %3730 = load <16 x float>, ptr %3729, align 4
  %3731 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3724, <16 x float> %3730, <16 x float> %3687)
  %3732 = getelementptr inbounds nuw i8, ptr %3726, i64 128
  %3733 = load <16 x float>, ptr %3732, align 4
  %3734 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3724, <16 x float> %3733, <16 x float> %3686)
  %3735 = getelementptr inbounds nuw i8, ptr %3726, i64 192
  %3736 = load <16 x float>, ptr %3735, align 4
  %3737 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3724, <16 x float> %3736, <16 x float> %3685)
  %3738 = getelementptr inbounds nuw i8, ptr %3726, i64 256
  %3739 = load <16 x float>, ptr %3738, align 4
  %3740 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3724, <16 x float> %3739, <16 x float> %3684)
  %3741 = getelementptr inbounds nuw i8, ptr %3726, i64 320
  %3742 = load <16 x float>, ptr %3741, align 4
  %3743 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3724, <16 x float> %3742, <16 x float> %3683)
  %3744 = add nuw nsw i64 %3695, 2
  %3745 = icmp sgt i64 %3744, %4
  br i1 %3745, label %3746, label %3682

3746:                                             ; preds = %3682
  %3747 = and i64 %4, 9223372036854775806
  br label %3748

3748:                                             ; preds = %3746, %3678
  %3749 = phi <16 x float> [ zeroinitializer, %3678 ], [ %3743, %3746 ]
  %3750 = phi <16 x float> [ zeroinitializer, %3678 ], [ %3740, %3746 ]
  %3751 = phi <16 x float> [ zeroinitializer, %3678 ], [ %3737, %3746 ]
  %3752 = phi <16 x float> [ zeroinitializer, %3678 ], [ %3734, %3746 ]
  %3753 = phi <16 x float> [ zeroinitializer, %3678 ], [ %3731, %3746 ]
  %3754 = phi <16 x float> [ zeroinitializer, %3678 ], [ %3728, %3746 ]
  %3755 = phi <16 x float> [ zeroinitializer, %3678 ], [ %3719, %3746 ]
  %3756 = phi <16 x float> [ zeroinitializer, %3678 ], [ %3716, %3746 ]
  %3757 = phi <16 x float> [ zeroinitializer, %3678 ], [ %3713, %3746 ]
  %3758 = phi <16 x float> [ zeroinitializer, %3678 ], [ %3710, %3746 ]
  %3759 = phi <16 x float> [ zeroinitializer, %3678 ], [ %3707, %3746 ]
  %3760 = phi <16 x float> [ zeroinitializer, %3678 ], [ %3704, %3746 ]
  %3761 = phi i64 [ 0, %3678 ], [ %3747, %3746 ]
  %3762 = getelementptr float, ptr %3, i64 %2788
  %3763 = icmp slt i64 %3761, %4
  br i1 %3763, label %3764, label %3797

3764:                                             ; preds = %3748, %3764
  %3765 = phi <16 x float> [ %3794, %3764 ], [ %3755, %3748 ]
  %3766 = phi <16 x float> [ %3791, %3764 ], [ %3756, %3748 ]
  %3767 = phi <16 x float> [ %3788, %3764 ], [ %3757, %3748 ]
  %3768 = phi <16 x float> [ %3785, %3764 ], [ %3758, %3748 ]
  %3769 = phi <16 x float> [ %3782, %3764 ], [ %3759, %3748 ]
  %3770 = phi <16 x float> [ %3779, %3764 ], [ %3760, %3748 ]
  %3771 = phi i64 [ %3795, %3764 ], [ %3761, %3748 ]
  %3772 = getelementptr inbounds nuw float, ptr %2663, i64 %3771
  %3773 = load float, ptr %3772, align 4
  %3774 = insertelement <16 x float> poison, float %3773, i64 0
  %3775 = shufflevector <16 x float> %3774, <16 x float> poison, <16 x i32> zeroinitializer
  %3776 = mul nsw i64 %3771, %5
  %3777 = getelementptr float, ptr %3762, i64 %3776
  %3778 = load <16 x float>, ptr %3777, align 4
  %3779 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3775, <16 x float> %3778, <16 x float> %3770)
  %3780 = getelementptr inbounds nuw i8, ptr %3777, i64 64
  %3781 = load <16 x float>, ptr %3780, align 4
  %3782 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3775, <16 x float> %3781, <16 x float> %3769)
  %3783 = getelementptr inbounds nuw i8, ptr %3777, i64 128
  %3784 = load <16 x float>, ptr %3783, align 4
  %3785 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3775, <16 x float> %3784, <16 x float> %3768)
  %3786 = getelementptr inbounds nuw i8, ptr %3777, i64 192
  %3787 = load <16 x float>, ptr %3786, align 4
  %3788 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3775, <16 x float> %3787, <16 x float> %3767)
  %3789 = getelementptr inbounds nuw i8, ptr %3777, i64 256
  %3790 = load <16 x float>, ptr %3789, align 4
  %3791 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3775, <16 x float> %3790, <16 x float> %3766)
  %3792 = getelementptr inbounds nuw i8, ptr %3777, i64 320
  %3793 = load <16 x float>, ptr %3792, align 4
  %3794 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3775, <16 x float> %3793, <16 x float> %3765)
  %3795 = add nuw nsw i64 %3771, 1
  %3796 = icmp eq i64 %3795, %4
  br i1 %3796, label %3797, label %3764

3797:                                             ; preds = %3764, %3748
  %3798 = phi <16 x float> [ %3755, %3748 ], [ %3794, %3764 ]
  %3799 = phi <16 x float> [ %3756, %3748 ], [ %3791, %3764 ]
  %3800 = phi <16 x float> [ %3757, %3748 ], [ %3788, %3764 ]
  %3801 = phi <16 x float> [ %3758, %3748 ], [ %3785, %3764 ]
  %3802 = phi <16 x float> [ %3759, %3748 ], [ %3782, %3764 ]
  %3803 = phi <16 x float> [ %3760, %3748 ], [ %3779, %3764 ]
  %3804 = fadd <16 x float> %3749, %3798
  %3805 = fadd <16 x float> %3750, %3799
  %3806 = fadd <16 x float> %3751, %3800
  %3807 = fadd <16 x float> %3752, %3801
  %3808 = fadd <16 x float> %3753, %3802
  %3809 = fadd <16 x float> %3754, %3803
  %3810 = getelementptr inbounds nuw float, ptr %2665, i64 %2788
  store <16 x float> %3809, ptr %3810, align 4
  %3811 = getelementptr inbounds nuw i8, ptr %3810, i64 64
  store <16 x float> %3808, ptr %3811, align 4
  %3812 = getelementptr inbounds nuw i8, ptr %3810, i64 128
  store <16 x float> %3807, ptr %3812, align 4
  %3813 = getelementptr inbounds nuw i8, ptr %3810, i64 192
  store <16 x float> %3806, ptr %3813, align 4
  %3814 = getelementptr inbounds nuw i8, ptr %3810, i64 256
  store <16 x float> %3805, ptr %3814, align 4
  %3815 = getelementptr inbounds nuw i8, ptr %3810, i64 320
  store <16 x float> %3804, ptr %3815, align 4
  br label %4745

3816:                                             ; preds = %2787
  %3817 = icmp slt i64 %4, 2
  br i1 %3817, label %3894, label %3818

3818:                                             ; preds = %3816
  %3819 = getelementptr float, ptr %3, i64 %2788
  br label %3820

3820:                                             ; preds = %3820, %3818
  %3821 = phi <16 x float> [ zeroinitializer, %3818 ], [ %3889, %3820 ]
  %3822 = phi <16 x float> [ zeroinitializer, %3818 ], [ %3886, %3820 ]
  %3823 = phi <16 x float> [ zeroinitializer, %3818 ], [ %3883, %3820 ]
  %3824 = phi <16 x float> [ zeroinitializer, %3818 ], [ %3880, %3820 ]
  %3825 = phi <16 x float> [ zeroinitializer, %3818 ], [ %3877, %3820 ]
  %3826 = phi <16 x float> [ zeroinitializer, %3818 ], [ %3874, %3820 ]
  %3827 = phi <16 x float> [ zeroinitializer, %3818 ], [ %3871, %3820 ]
  %3828 = phi <16 x float> [ zeroinitializer, %3818 ], [ %3862, %3820 ]
  %3829 = phi <16 x float> [ zeroinitializer, %3818 ], [ %3859, %3820 ]
  %3830 = phi <16 x float> [ zeroinitializer, %3818 ], [ %3856, %3820 ]
  %3831 = phi <16 x float> [ zeroinitializer, %3818 ], [ %3853, %3820 ]
  %3832 = phi <16 x float> [ zeroinitializer, %3818 ], [ %3850, %3820 ]
  %3833 = phi <16 x float> [ zeroinitializer, %3818 ], [ %3847, %3820 ]
  %3834 = phi <16 x float> [ zeroinitializer, %3818 ], [ %3844, %3820 ]
  %3835 = phi i64 [ 2, %3818 ], [ %3890, %3820 ]
  %3836 = phi i64 [ 0, %3818 ], [ %3835, %3820 ]
  %3837 = getelementptr inbounds nuw float, ptr %2663, i64 %3836
  %3838 = load float, ptr %3837, align 4
  %3839 = insertelement <16 x float> poison, float %3838, i64 0
  %3840 = shufflevector <16 x float> %3839, <16 x float> poison, <16 x i32> zeroinitializer
  %3841 = mul nsw i64 %3836, %5
  %3842 = getelementptr float, ptr %3819, i64 %3841
  %3843 = load <16 x float>, ptr %3842, align 4
  %3844 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3840, <16 x float> %3843, <16 x float> %3834)
  %3845 = getelementptr inbounds nuw i8, ptr %3842, i64 64
  %3846 = load <16 x float>, ptr %3845, align 4
  %3847 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3840, <16 x float> %3846, <16 x float> %3833)
  %3848 = getelementptr inbounds nuw i8, ptr %3842, i64 128
  %3849 = load <16 x float>, ptr %3848, align 4
  %3850 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3840, <16 x float> %3849, <16 x float> %3832)
  %3851 = getelementptr inbounds nuw i8, ptr %3842, i64 192
  %3852 = load <16 x float>, ptr %3851, align 4
  %3853 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3840, <16 x float> %3852, <16 x float> %3831)
  %3854 = getelementptr inbounds nuw i8, ptr %3842, i64 256
  %3855 = load <16 x float>, ptr %3854, align 4
  %3856 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3840, <16 x float> %3855, <16 x float> %3830)
  %3857 = getelementptr inbounds nuw i8, ptr %3842, i64 320
  %3858 = load <16 x float>, ptr %3857, align 4
  %3859 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3840, <16 x float> %3858, <16 x float> %3829)
  %3860 = getelementptr inbounds nuw i8, ptr %3842, i64 384
  %3861 = load <16 x float>, ptr %3860, align 4
  %3862 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3840, <16 x float> %3861, <16 x float> %3828)
  %3863 = or disjoint i64 %3836, 1
  %3864 = getelementptr inbounds nuw float, ptr %2663, i64 %3863
  %3865 = load float, ptr %3864, align 4
  %3866 = insertelement <16 x float> poison, float %3865, i64 0
  %3867 = shufflevector <16 x float> %3866, <16 x float> poison, <16 x i32> zeroinitializer
  %3868 = mul nsw i64 %3863, %5
  %3869 = getelementptr float, ptr %3819, i64 %3868
  %3870 = load <16 x float>, ptr %3869, align 4
  %3871 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3867, <16 x float> %3870, <16 x float> %3827)
  %3872 = getelementptr inbounds nuw i8, ptr %3869, i64 64
  %3873 = load <16 x float>, ptr %3872, align 4
  %3874 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3867, <16 x float> %3873, <16 x float> %3826)
  %3875 = getelementptr inbounds nuw i8, ptr %3869, i64 128
  %3876 = load <16 x float>, ptr %3875, align 4
  %3877 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3867, <16 x float> %3876, <16 x float> %3825)
  %3878 = getelementptr inbounds nuw i8, ptr %3869, i64 192
  %3879 = load <16 x float>, ptr %3878, align 4
  %3880 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3867, <16 x float> %3879, <16 x float> %3824)
  %3881 = getelementptr inbounds nuw i8, ptr %3869, i64 256
  %3882 = load <16 x float>, ptr %3881, align 4
  %3883 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3867, <16 x float> %3882, <16 x float> %3823)
  %3884 = getelementptr inbounds nuw i8, ptr %3869, i64 320
  %3885 = load <16 x float>, ptr %3884, align 4
  %3886 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3867, <16 x float> %3885, <16 x float> %3822)
  %3887 = getelementptr inbounds nuw i8, ptr %3869, i64 384
  %3888 = load <16 x float>, ptr %3887, align 4
  %3889 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3867, <16 x float> %3888, <16 x float> %3821)
  %3890 = add nuw nsw i64 %3835, 2
  %3891 = icmp sgt i64 %3890, %4
  br i1 %3891, label %3892, label %3820

3892:                                             ; preds = %3820
  %3893 = and i64 %4, 9223372036854775806
  br label %3894

3894:                                             ; preds = %3892, %3816
  %3895 = phi <16 x float> [ zeroinitializer, %3816 ], [ %3889, %3892 ]
  %3896 = phi <16 x float> [ zeroinitializer, %3816 ], [ %3886, %3892 ]
  %3897 = phi <16 x float> [ zeroinitializer, %3816 ], [ %3883, %3892 ]
  %3898 = phi <16 x float> [ zeroinitializer, %3816 ], [ %3880, %3892 ]
  %3899 = phi <16 x float> [ zeroinitializer, %3816 ], [ %3877, %3892 ]
  %3900 = phi <16 x float> [ zeroinitializer, %3816 ], [ %3874, %3892 ]
  %3901 = phi <16 x float> [ zeroinitializer, %3816 ], [ %3871, %3892 ]
  %3902 = phi <16 x float> [ zeroinitializer, %3816 ], [ %3862, %3892 ]
  %3903 = phi <16 x float> [ zeroinitializer, %3816 ], [ %3859, %3892 ]
  %3904 = phi <16 x float> [ zeroinitializer, %3816 ], [ %3856, %3892 ]
  %3905 = phi <16 x float> [ zeroinitializer, %3816 ], [ %3853, %3892 ]
  %3906 = phi <16 x float> [ zeroinitializer, %3816 ], [ %3850, %3892 ]
  %3907 = phi <16 x float> [ zeroinitializer, %3816 ], [ %3847, %3892 ]
  %3908 = phi <16 x float> [ zeroinitializer, %3816 ], [ %3844, %3892 ]
  %3909 = phi i64 [ 0, %3816 ], [ %3893, %3892 ]
  %3910 = getelementptr float, ptr %3, i64 %2788
  %3911 = icmp slt i64 %3909, %4
  br i1 %3911, label %3912, label %3949

3912:                                             ; preds = %3894, %3912
  %3913 = phi <16 x float> [ %3946, %3912 ], [ %3902, %3894 ]
  %3914 = phi <16 x float> [ %3943, %3912 ], [ %3903, %3894 ]
  %3915 = phi <16 x float> [ %3940, %3912 ], [ %3904, %3894 ]
  %3916 = phi <16 x float> [ %3937, %3912 ], [ %3905, %3894 ]
  %3917 = phi <16 x float> [ %3934, %3912 ], [ %3906, %3894 ]
  %3918 = phi <16 x float> [ %3931, %3912 ], [ %3907, %3894 ]
  %3919 = phi <16 x float> [ %3928, %3912 ], [ %3908, %3894 ]
  %3920 = phi i64 [ %3947, %3912 ], [ %3909, %3894 ]
  %3921 = getelementptr inbounds nuw float, ptr %2663, i64 %3920
  %3922 = load float, ptr %3921, align 4
  %3923 = insertelement <16 x float> poison, float %3922, i64 0
  %3924 = shufflevector <16 x float> %3923, <16 x float> poison, <16 x i32> zeroinitializer
  %3925 = mul nsw i64 %3920, %5
  %3926 = getelementptr float, ptr %3910, i64 %3925
  %3927 = load <16 x float>, ptr %3926, align 4
  %3928 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3924, <16 x float> %3927, <16 x float> %3919)
  %3929 = getelementptr inbounds nuw i8, ptr %3926, i64 64
  %3930 = load <16 x float>, ptr %3929, align 4
  %3931 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3924, <16 x float> %3930, <16 x float> %3918)
  %3932 = getelementptr inbounds nuw i8, ptr %3926, i64 128
  %3933 = load <16 x float>, ptr %3932, align 4
  %3934 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3924, <16 x float> %3933, <16 x float> %3917)
  %3935 = getelementptr inbounds nuw i8, ptr %3926, i64 192
  %3936 = load <16 x float>, ptr %3935, align 4
  %3937 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3924, <16 x float> %3936, <16 x float> %3916)
  %3938 = getelementptr inbounds nuw i8, ptr %3926, i64 256
  %3939 = load <16 x float>, ptr %3938, align 4
  %3940 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3924, <16 x float> %3939, <16 x float> %3915)
  %3941 = getelementptr inbounds nuw i8, ptr %3926, i64 320
  %3942 = load <16 x float>, ptr %3941, align 4
  %3943 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3924, <16 x float> %3942, <16 x float> %3914)
  %3944 = getelementptr inbounds nuw i8, ptr %3926, i64 384
  %3945 = load <16 x float>, ptr %3944, align 4
  %3946 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3924, <16 x float> %3945, <16 x float> %3913)
  %3947 = add nuw nsw i64 %3920, 1
  %3948 = icmp eq i64 %3947, %4
  br i1 %3948, label %3949, label %3912

3949:                                             ; preds = %3912, %3894
  %3950 = phi <16 x float> [ %3902, %3894 ], [ %3946, %3912 ]
  %3951 = phi <16 x float> [ %3903, %3894 ], [ %3943, %3912 ]
  %3952 = phi <16 x float> [ %3904, %3894 ], [ %3940, %3912 ]
  %3953 = phi <16 x float> [ %3905, %3894 ], [ %3937, %3912 ]
  %3954 = phi <16 x float> [ %3906, %3894 ], [ %3934, %3912 ]
  %3955 = phi <16 x float> [ %3907, %3894 ], [ %3931, %3912 ]
  %3956 = phi <16 x float> [ %3908, %3894 ], [ %3928, %3912 ]
  %3957 = fadd <16 x float> %3895, %3950
  %3958 = fadd <16 x float> %3896, %3951
  %3959 = fadd <16 x float> %3897, %3952
  %3960 = fadd <16 x float> %3898, %3953
  %3961 = fadd <16 x float> %3899, %3954
  %3962 = fadd <16 x float> %3900, %3955
  %3963 = fadd <16 x float> %3901, %3956
  %3964 = getelementptr inbounds nuw float, ptr %2665, i64 %2788
  store <16 x float> %3963, ptr %3964, align 4
  %3965 = getelementptr inbounds nuw i8, ptr %3964, i64 64
  store <16 x float> %3962, ptr %3965, align 4
  %3966 = getelementptr inbounds nuw i8, ptr %3964, i64 128
  store <16 x float> %3961, ptr %3966, align 4
  %3967 = getelementptr inbounds nuw i8, ptr %3964, i64 192
  store <16 x float> %3960, ptr %3967, align 4
  %3968 = getelementptr inbounds nuw i8, ptr %3964, i64 256
  store <16 x float> %3959, ptr %3968, align 4
  %3969 = getelementptr inbounds nuw i8, ptr %3964, i64 320
  store <16 x float> %3958, ptr %3969, align 4
  %3970 = getelementptr inbounds nuw i8, ptr %3964, i64 384
  store <16 x float> %3957, ptr %3970, align 4
  br label %4745

3971:                                             ; preds = %2787
  %3972 = icmp slt i64 %4, 2
  br i1 %3972, label %4057, label %3973

3973:                                             ; preds = %3971
  %3974 = getelementptr float, ptr %3, i64 %2788
  br label %3975

3975:                                             ; preds = %3975, %3973
  %3976 = phi <16 x float> [ zeroinitializer, %3973 ], [ %4052, %3975 ]
  %3977 = phi <16 x float> [ zeroinitializer, %3973 ], [ %4049, %3975 ]
  %3978 = phi <16 x float> [ zeroinitializer, %3973 ], [ %4046, %3975 ]
  %3979 = phi <16 x float> [ zeroinitializer, %3973 ], [ %4043, %3975 ]
  %3980 = phi <16 x float> [ zeroinitializer, %3973 ], [ %4040, %3975 ]
  %3981 = phi <16 x float> [ zeroinitializer, %3973 ], [ %4037, %3975 ]
  %3982 = phi <16 x float> [ zeroinitializer, %3973 ], [ %4034, %3975 ]
  %3983 = phi <16 x float> [ zeroinitializer, %3973 ], [ %4031, %3975 ]
  %3984 = phi <16 x float> [ zeroinitializer, %3973 ], [ %4022, %3975 ]
  %3985 = phi <16 x float> [ zeroinitializer, %3973 ], [ %4019, %3975 ]
  %3986 = phi <16 x float> [ zeroinitializer, %3973 ], [ %4016, %3975 ]
  %3987 = phi <16 x float> [ zeroinitializer, %3973 ], [ %4013, %3975 ]
  %3988 = phi <16 x float> [ zeroinitializer, %3973 ], [ %4010, %3975 ]
  %3989 = phi <16 x float> [ zeroinitializer, %3973 ], [ %4007, %3975 ]
  %3990 = phi <16 x float> [ zeroinitializer, %3973 ], [ %4004, %3975 ]
  %3991 = phi <16 x float> [ zeroinitializer, %3973 ], [ %4001, %3975 ]
  %3992 = phi i64 [ 2, %3973 ], [ %4053, %3975 ]
  %3993 = phi i64 [ 0, %3973 ], [ %3992, %3975 ]
  %3994 = getelementptr inbounds nuw float, ptr %2663, i64 %3993
  %3995 = load float, ptr %3994, align 4
  %3996 = insertelement <16 x float> poison, float %3995, i64 0
  %3997 = shufflevector <16 x float> %3996, <16 x float> poison, <16 x i32> zeroinitializer
  %3998 = mul nsw i64 %3993, %5
  %3999 = getelementptr float, ptr %3974, i64 %3998
  %4000 = load <16 x float>, ptr %3999, align 4
  %4001 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3997, <16 x float> %4000, <16 x float> %3991)
  %4002 = getelementptr inbounds nuw i8, ptr %3999, i64 64
  %4003 = load <16 x float>, ptr %4002, align 4
  %4004 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3997, <16 x float> %4003, <16 x float> %3990)
  %4005 = getelementptr inbounds nuw i8, ptr %3999, i64 128
  %4006 = load <16 x float>, ptr %4005, align 4
  %4007 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3997, <16 x float> %4006, <16 x float> %3989)
  %4008 = getelementptr inbounds nuw i8, ptr %3999, i64 192
  %4009 = load <16 x float>, ptr %4008, align 4
  %4010 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3997, <16 x float> %4009, <16 x float> %3988)
  %4011 = getelementptr inbounds nuw i8, ptr %3999, i64 256
  %4012 = load <16 x float>, ptr %4011, align 4
  %4013 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3997, <16 x float> %4012, <16 x float> %3987)
  %4014 = getelementptr inbounds nuw i8, ptr %3999, i64 320
  %4015 = load <16 x float>, ptr %4014, align 4
  %4016 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3997, <16 x float> %4015, <16 x float> %3986)
  %4017 = getelementptr inbounds nuw i8, ptr %3999, i64 384
  %4018 = load <16 x float>, ptr %4017, align 4
  %4019 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3997, <16 x float> %4018, <16 x float> %3985)
  %4020 = getelementptr inbounds nuw i8, ptr %3999, i64 448
  %4021 = load <16 x float>, ptr %4020, align 4
  %4022 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3997, <16 x float> %4021, <16 x float> %3984)
  %4023 = or disjoint i64 %3993, 1
  %4024 = getelementptr inbounds nuw float, ptr %2663, i64 %4023
  %4025 = load float, ptr %4024, align 4
  %4026 = insertelement <16 x float> poison, float %4025, i64 0
  %4027 = shufflevector <16 x float> %4026, <16 x float> poison, <16 x i32> zeroinitializer
  %4028 = mul nsw i64 %4023, %5
  %4029 = getelementptr float, ptr %3974, i64 %4028
  %4030 = load <16 x float>, ptr %4029, align 4
  %4031 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4027, <16 x float> %4030, <16 x float> %3983)
  %4032 = getelementptr inbounds nuw i8, ptr %4029, i64 64
  %4033 = load <16 x float>, ptr %4032, align 4
  %4034 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4027, <16 x float> %4033, <16 x float> %3982)
  %4035 = getelementptr inbounds nuw i8, ptr %4029, i64 128
  %4036 = load <16 x float>, ptr %4035, align 4
  %4037 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4027, <16 x float> %4036, <16 x float> %3981)
  %4038 = getelementptr inbounds nuw i8, ptr %4029, i64 192
  %4039 = load <16 x float>, ptr %4038, align 4
  %4040 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4027, <16 x float> %4039, <16 x float> %3980)
  %4041 = getelementptr inbounds nuw i8, ptr %4029, i64 256
  %4042 = load <16 x float>, ptr %4041, align 4
  %4043 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4027, <16 x float> %4042, <16 x float> %3979)
  %4044 = getelementptr inbounds nuw i8, ptr %4029, i64 320
  %4045 = load <16 x float>, ptr %4044, align 4
  %4046 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4027, <16 x float> %4045, <16 x float> %3978)
  %4047 = getelementptr inbounds nuw i8, ptr %4029, i64 384
  %4048 = load <16 x float>, ptr %4047, align 4
  %4049 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4027, <16 x float> %4048, <16 x float> %3977)
  %4050 = getelementptr inbounds nuw i8, ptr %4029, i64 448
  %4051 = load <16 x float>, ptr %4050, align 4
  %4052 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4027, <16 x float> %4051, <16 x float> %3976)
  %4053 = add nuw nsw i64 %3992, 2
  %4054 = icmp sgt i64 %4053, %4
  br i1 %4054, label %4055, label %3975

4055:                                             ; preds = %3975
  %4056 = and i64 %4, 9223372036854775806
  br label %4057

4057:                                             ; preds = %4055, %3971
  %4058 = phi <16 x float> [ zeroinitializer, %3971 ], [ %4052, %4055 ]
  %4059 = phi <16 x float> [ zeroinitializer, %3971 ], [ %4049, %4055 ]
  %4060 = phi <16 x float> [ zeroinitializer, %3971 ], [ %4046, %4055 ]
  %4061 = phi <16 x float> [ zeroinitializer, %3971 ], [ %4043, %4055 ]
  %4062 = phi <16 x float> [ zeroinitializer, %3971 ], [ %4040, %4055 ]
  %4063 = phi <16 x float> [ zeroinitializer, %3971 ], [ %4037, %4055 ]
  %4064 = phi <16 x float> [ zeroinitializer, %3971 ], [ %4034, %4055 ]
  %4065 = phi <16 x float> [ zeroinitializer, %3971 ], [ %4031, %4055 ]
  %4066 = phi <16 x float> [ zeroinitializer, %3971 ], [ %4022, %4055 ]
  %4067 = phi <16 x float> [ zeroinitializer, %3971 ], [ %4019, %4055 ]
  %4068 = phi <16 x float> [ zeroinitializer, %3971 ], [ %4016, %4055 ]
  %4069 = phi <16 x float> [ zeroinitializer, %3971 ], [ %4013, %4055 ]
  %4070 = phi <16 x float> [ zeroinitializer, %3971 ], [ %4010, %4055 ]
  %4071 = phi <16 x float> [ zeroinitializer, %3971 ], [ %4007, %4055 ]
  %4072 = phi <16 x float> [ zeroinitializer, %3971 ], [ %4004, %4055 ]
  %4073 = phi <16 x float> [ zeroinitializer, %3971 ], [ %4001, %4055 ]
  %4074 = phi i64 [ 0, %3971 ], [ %4056, %4055 ]
  %4075 = getelementptr float, ptr %3, i64 %2788
  %4076 = icmp slt i64 %4074, %4
  br i1 %4076, label %4077, label %4118

4077:                                             ; preds = %4057, %4077
  %4078 = phi <16 x float> [ %4115, %4077 ], [ %4066, %4057 ]
  %4079 = phi <16 x float> [ %4112, %4077 ], [ %4067, %4057 ]
  %4080 = phi <16 x float> [ %4109, %4077 ], [ %4068, %4057 ]
  %4081 = phi <16 x float> [ %4106, %4077 ], [ %4069, %4057 ]
  %4082 = phi <16 x float> [ %4103, %4077 ], [ %4070, %4057 ]
  %4083 = phi <16 x float> [ %4100, %4077 ], [ %4071, %4057 ]
  %4084 = phi <16 x float> [ %4097, %4077 ], [ %4072, %4057 ]
  %4085 = phi <16 x float> [ %4094, %4077 ], [ %4073, %4057 ]
  %4086 = phi i64 [ %4116, %4077 ], [ %4074, %4057 ]
  %4087 = getelementptr inbounds nuw float, ptr %2663, i64 %4086
  %4088 = load float, ptr %4087, align 4
  %4089 = insertelement <16 x float> poison, float %4088, i64 0
  %4090 = shufflevector <16 x float> %4089, <16 x float> poison, <16 x i32> zeroinitializer
  %4091 = mul nsw i64 %4086, %5
  %4092 = getelementptr float, ptr %4075, i64 %4091
  %4093 = load <16 x float>, ptr %4092, align 4
  %4094 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4090, <16 x float> %4093, <16 x float> %4085)
  %4095 = getelementptr inbounds nuw i8, ptr %4092, i64 64
  %4096 = load <16 x float>, ptr %4095, align 4
  %4097 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4090, <16 x float> %4096, <16 x float> %4084)
  %4098 = getelementptr inbounds nuw i8, ptr %4092, i64 128
  %4099 = load <16 x float>, ptr %4098, align 4
  %4100 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4090, <16 x float> %4099, <16 x float> %4083)
  %4101 = getelementptr inbounds nuw i8, ptr %4092, i64 192
  %4102 = load <16 x float>, ptr %4101, align 4
  %4103 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4090, <16 x float> %4102, <16 x float> %4082)
  %4104 = getelementptr inbounds nuw i8, ptr %4092, i64 256
  %4105 = load <16 x float>, ptr %4104, align 4
  %4106 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4090, <16 x float> %4105, <16 x float> %4081)
  %4107 = getelementptr inbounds nuw i8, ptr %4092, i64 320
  %4108 = load <16 x float>, ptr %4107, align 4
  %4109 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4090, <16 x float> %4108, <16 x float> %4080)
  %4110 = getelementptr inbounds nuw i8, ptr %4092, i64 384
  %4111 = load <16 x float>, ptr %4110, align 4
  %4112 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4090, <16 x float> %4111, <16 x float> %4079)
  %4113 = getelementptr inbounds nuw i8, ptr %4092, i64 448
  %4114 = load <16 x float>, ptr %4113, align 4
  %4115 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4090, <16 x float> %4114, <16 x float> %4078)
  %4116 = add nuw nsw i64 %4086, 1
  %4117 = icmp eq i64 %4116, %4
  br i1 %4117, label %4118, label %4077

4118:                                             ; preds = %4077, %4057
  %4119 = phi <16 x float> [ %4066, %4057 ], [ %4115, %4077 ]
  %4120 = phi <16 x float> [ %4067, %4057 ], [ %4112, %4077 ]
  %4121 = phi <16 x float> [ %4068, %4057 ], [ %4109, %4077 ]
  %4122 = phi <16 x float> [ %4069, %4057 ], [ %4106, %4077 ]
  %4123 = phi <16 x float> [ %4070, %4057 ], [ %4103, %4077 ]
  %4124 = phi <16 x float> [ %4071, %4057 ], [ %4100, %4077 ]
  %4125 = phi <16 x float> [ %4072, %4057 ], [ %4097, %4077 ]
  %4126 = phi <16 x float> [ %4073, %4057 ], [ %4094, %4077 ]
  %4127 = fadd <16 x float> %4058, %4119
  %4128 = fadd <16 x float> %4059, %4120
  %4129 = fadd <16 x float> %4060, %4121
  %4130 = fadd <16 x float> %4061, %4122
  %4131 = fadd <16 x float> %4062, %4123
  %4132 = fadd <16 x float> %4063, %4124
  %4133 = fadd <16 x float> %4064, %4125
  %4134 = fadd <16 x float> %4065, %4126
  %4135 = getelementptr inbounds nuw float, ptr %2665, i64 %2788
  store <16 x float> %4134, ptr %4135, align 4
  %4136 = getelementptr inbounds nuw i8, ptr %4135, i64 64
  store <16 x float> %4133, ptr %4136, align 4
  %4137 = getelementptr inbounds nuw i8, ptr %4135, i64 128
  store <16 x float> %4132, ptr %4137, align 4
  %4138 = getelementptr inbounds nuw i8, ptr %4135, i64 192
  store <16 x float> %4131, ptr %4138, align 4
  %4139 = getelementptr inbounds nuw i8, ptr %4135, i64 256
  store <16 x float> %4130, ptr %4139, align 4
  %4140 = getelementptr inbounds nuw i8, ptr %4135, i64 320
  store <16 x float> %4129, ptr %4140, align 4
  %4141 = getelementptr inbounds nuw i8, ptr %4135, i64 384
  store <16 x float> %4128, ptr %4141, align 4
  %4142 = getelementptr inbounds nuw i8, ptr %4135, i64 448
  store <16 x float> %4127, ptr %4142, align 4
  br label %4745

4143:                                             ; preds = %2787
  %4144 = icmp sgt i64 %4, 0
  %4145 = getelementptr float, ptr %3, i64 %2788
  br i1 %4144, label %4146, label %4192

4146:                                             ; preds = %4143, %4146
  %4147 = phi <16 x float> [ %4189, %4146 ], [ zeroinitializer, %4143 ]
  %4148 = phi <16 x float> [ %4186, %4146 ], [ zeroinitializer, %4143 ]
  %4149 = phi <16 x float> [ %4183, %4146 ], [ zeroinitializer, %4143 ]
  %4150 = phi <16 x float> [ %4180, %4146 ], [ zeroinitializer, %4143 ]
  %4151 = phi <16 x float> [ %4177, %4146 ], [ zeroinitializer, %4143 ]
  %4152 = phi <16 x float> [ %4174, %4146 ], [ zeroinitializer, %4143 ]
  %4153 = phi <16 x float> [ %4171, %4146 ], [ zeroinitializer, %4143 ]
  %4154 = phi <16 x float> [ %4168, %4146 ], [ zeroinitializer, %4143 ]
  %4155 = phi <16 x float> [ %4165, %4146 ], [ zeroinitializer, %4143 ]
  %4156 = phi i64 [ %4190, %4146 ], [ 1, %4143 ]
  %4157 = phi i64 [ %4156, %4146 ], [ 0, %4143 ]
  %4158 = getelementptr inbounds nuw float, ptr %2663, i64 %4157
  %4159 = load float, ptr %4158, align 4
  %4160 = insertelement <16 x float> poison, float %4159, i64 0
  %4161 = shufflevector <16 x float> %4160, <16 x float> poison, <16 x i32> zeroinitializer
  %4162 = mul nsw i64 %4157, %5
  %4163 = getelementptr float, ptr %4145, i64 %4162
  %4164 = load <16 x float>, ptr %4163, align 4
  %4165 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4161, <16 x float> %4164, <16 x float> %4155)
  %4166 = getelementptr inbounds nuw i8, ptr %4163, i64 64
  %4167 = load <16 x float>, ptr %4166, align 4
  %4168 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4161, <16 x float> %4167, <16 x float> %4154)
  %4169 = getelementptr inbounds nuw i8, ptr %4163, i64 128
  %4170 = load <16 x float>, ptr %4169, align 4
  %4171 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4161, <16 x float> %4170, <16 x float> %4153)
  %4172 = getelementptr inbounds nuw i8, ptr %4163, i64 192
  %4173 = load <16 x float>, ptr %4172, align 4
  %4174 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4161, <16 x float> %4173, <16 x float> %4152)
  %4175 = getelementptr inbounds nuw i8, ptr %4163, i64 256
  %4176 = load <16 x float>, ptr %4175, align 4
  %4177 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4161, <16 x float> %4176, <16 x float> %4151)
  %4178 = getelementptr inbounds nuw i8, ptr %4163, i64 320
  %4179 = load <16 x float>, ptr %4178, align 4
  %4180 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4161, <16 x float> %4179, <16 x float> %4150)
  %4181 = getelementptr inbounds nuw i8, ptr %4163, i64 384
  %4182 = load <16 x float>, ptr %4181, align 4
  %4183 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4161, <16 x float> %4182, <16 x float> %4149)
  %4184 = getelementptr inbounds nuw i8, ptr %4163, i64 448
  %4185 = load <16 x float>, ptr %4184, align 4
  %4186 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4161, <16 x float> %4185, <16 x float> %4148)
  %4187 = getelementptr inbounds nuw i8, ptr %4163, i64 512
  %4188 = load <16 x float>, ptr %4187, align 4
  %4189 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4161, <16 x float> %4188, <16 x float> %4147)
  %4190 = add nuw i64 %4156, 1
  %4191 = icmp eq i64 %4156, %4
  br i1 %4191, label %4192, label %4146

4192:                                             ; preds = %4146, %4143
  %4193 = phi <16 x float> [ zeroinitializer, %4143 ], [ %4189, %4146 ]
  %4194 = phi <16 x float> [ zeroinitializer, %4143 ], [ %4186, %4146 ]
  %4195 = phi <16 x float> [ zeroinitializer, %4143 ], [ %4183, %4146 ]
  %4196 = phi <16 x float> [ zeroinitializer, %4143 ], [ %4180, %4146 ]
  %4197 = phi <16 x float> [ zeroinitializer, %4143 ], [ %4177, %4146 ]
  %4198 = phi <16 x float> [ zeroinitializer, %4143 ], [ %4174, %4146 ]
  %4199 = phi <16 x float> [ zeroinitializer, %4143 ], [ %4171, %4146 ]
  %4200 = phi <16 x float> [ zeroinitializer, %4143 ], [ %4168, %4146 ]
  %4201 = phi <16 x float> [ zeroinitializer, %4143 ], [ %4165, %4146 ]
  %4202 = getelementptr inbounds nuw float, ptr %2665, i64 %2788
  store <16 x float> %4201, ptr %4202, align 4
  %4203 = getelementptr inbounds nuw i8, ptr %4202, i64 64
  store <16 x float> %4200, ptr %4203, align 4
  %4204 = getelementptr inbounds nuw i8, ptr %4202, i64 128
  store <16 x float> %4199, ptr %4204, align 4
  %4205 = getelementptr inbounds nuw i8, ptr %4202, i64 192
  store <16 x float> %4198, ptr %4205, align 4
  %4206 = getelementptr inbounds nuw i8, ptr %4202, i64 256
  store <16 x float> %4197, ptr %4206, align 4
  %4207 = getelementptr inbounds nuw i8, ptr %4202, i64 320
  store <16 x float> %4196, ptr %4207, align 4
  %4208 = getelementptr inbounds nuw i8, ptr %4202, i64 384
  store <16 x float> %4195, ptr %4208, align 4
  %4209 = getelementptr inbounds nuw i8, ptr %4202, i64 448
  store <16 x float> %4194, ptr %4209, align 4
  %4210 = getelementptr inbounds nuw i8, ptr %4202, i64 512
  store <16 x float> %4193, ptr %4210, align 4
  br label %4745

4211:                                             ; preds = %2787
  %4212 = icmp sgt i64 %4, 0
  %4213 = getelementptr float, ptr %3, i64 %2788
  br i1 %4212, label %4214, label %4264

4214:                                             ; preds = %4211, %4214
  %4215 = phi <16 x float> [ %4261, %4214 ], [ zeroinitializer, %4211 ]
  %4216 = phi <16 x float> [ %4258, %4214 ], [ zeroinitializer, %4211 ]
  %4217 = phi <16 x float> [ %4255, %4214 ], [ zeroinitializer, %4211 ]
  %4218 = phi <16 x float> [ %4252, %4214 ], [ zeroinitializer, %4211 ]
  %4219 = phi <16 x float> [ %4249, %4214 ], [ zeroinitializer, %4211 ]
  %4220 = phi <16 x float> [ %4246, %4214 ], [ zeroinitializer, %4211 ]
  %4221 = phi <16 x float> [ %4243, %4214 ], [ zeroinitializer, %4211 ]
  %4222 = phi <16 x float> [ %4240, %4214 ], [ zeroinitializer, %4211 ]
  %4223 = phi <16 x float> [ %4237, %4214 ], [ zeroinitializer, %4211 ]
  %4224 = phi <16 x float> [ %4234, %4214 ], [ zeroinitializer, %4211 ]
  %4225 = phi i64 [ %4262, %4214 ], [ 1, %4211 ]
  %4226 = phi i64 [ %4225, %4214 ], [ 0, %4211 ]
  %4227 = getelementptr inbounds nuw float, ptr %2663, i64 %4226
  %4228 = load float, ptr %4227, align 4
  %4229 = insertelement <16 x float> poison, float %4228, i64 0
  %4230 = shufflevector <16 x float> %4229, <16 x float> poison, <16 x i32> zeroinitializer
  %4231 = mul nsw i64 %4226, %5
  %4232 = getelementptr float, ptr %4213, i64 %4231
  %4233 = load <16 x float>, ptr %4232, align 4
  %4234 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4230, <16 x float> %4233, <16 x float> %4224)
  %4235 = getelementptr inbounds nuw i8, ptr %4232, i64 64
  %4236 = load <16 x float>, ptr %4235, align 4
  %4237 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4230, <16 x float> %4236, <16 x float> %4223)
  %4238 = getelementptr inbounds nuw i8, ptr %4232, i64 128
  %4239 = load <16 x float>, ptr %4238, align 4
  %4240 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4230, <16 x float> %4239, <16 x float> %4222)
  %4241 = getelementptr inbounds nuw i8, ptr %4232, i64 192
  %4242 = load <16 x float>, ptr %4241, align 4
  %4243 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4230, <16 x float> %4242, <16 x float> %4221)
  %4244 = getelementptr inbounds nuw i8, ptr %4232, i64 256
  %4245 = load <16 x float>, ptr %4244, align 4
  %4246 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4230, <16 x float> %4245, <16 x float> %4220)
  %4247 = getelementptr inbounds nuw i8, ptr %4232, i64 320
  %4248 = load <16 x float>, ptr %4247, align 4
  %4249 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4230, <16 x float> %4248, <16 x float> %4219)
  %4250 = getelementptr inbounds nuw i8, ptr %4232, i64 384
  %4251 = load <16 x float>, ptr %4250, align 4
  %4252 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4230, <16 x float> %4251, <16 x float> %4218)
  %4253 = getelementptr inbounds nuw i8, ptr %4232, i64 448
  %4254 = load <16 x float>, ptr %4253, align 4
  %4255 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4230, <16 x float> %4254, <16 x float> %4217)
  %4256 = getelementptr inbounds nuw i8, ptr %4232, i64 512
  %4257 = load <16 x float>, ptr %4256, align 4
  %4258 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4230, <16 x float> %4257, <16 x float> %4216)
  %4259 = getelementptr inbounds nuw i8, ptr %4232, i64 576
  %4260 = load <16 x float>, ptr %4259, align 4
  %4261 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4230, <16 x float> %4260, <16 x float> %4215)
  %4262 = add nuw i64 %4225, 1
  %4263 = icmp eq i64 %4225, %4
  br i1 %4263, label %4264, label %4214

4264:                                             ; preds = %4214, %4211
  %4265 = phi <16 x float> [ zeroinitializer, %4211 ], [ %4261, %4214 ]
  %4266 = phi <16 x float> [ zeroinitializer, %4211 ], [ %4258, %4214 ]
  %4267 = phi <16 x float> [ zeroinitializer, %4211 ], [ %4255, %4214 ]
  %4268 = phi <16 x float> [ zeroinitializer, %4211 ], [ %4252, %4214 ]
  %4269 = phi <16 x float> [ zeroinitializer, %4211 ], [ %4249, %4214 ]
  %4270 = phi <16 x float> [ zeroinitializer, %4211 ], [ %4246, %4214 ]
  %4271 = phi <16 x float> [ zeroinitializer, %4211 ], [ %4243, %4214 ]
  %4272 = phi <16 x float> [ zeroinitializer, %4211 ], [ %4240, %4214 ]
  %4273 = phi <16 x float> [ zeroinitializer, %4211 ], [ %4237, %4214 ]
  %4274 = phi <16 x float> [ zeroinitializer, %4211 ], [ %4234, %4214 ]
  %4275 = getelementptr inbounds nuw float, ptr %2665, i64 %2788
  store <16 x float> %4274, ptr %4275, align 4
  %4276 = getelementptr inbounds nuw i8, ptr %4275, i64 64
  store <16 x float> %4273, ptr %4276, align 4
  %4277 = getelementptr inbounds nuw i8, ptr %4275, i64 128
  store <16 x float> %4272, ptr %4277, align 4
  %4278 = getelementptr inbounds nuw i8, ptr %4275, i64 192
  store <16 x float> %4271, ptr %4278, align 4
  %4279 = getelementptr inbounds nuw i8, ptr %4275, i64 256
  store <16 x float> %4270, ptr %4279, align 4
  %4280 = getelementptr inbounds nuw i8, ptr %4275, i64 320
  store <16 x float> %4269, ptr %4280, align 4
  %4281 = getelementptr inbounds nuw i8, ptr %4275, i64 384
  store <16 x float> %4268, ptr %4281, align 4
  %4282 = getelementptr inbounds nuw i8, ptr %4275, i64 448
  store <16 x float> %4267, ptr %4282, align 4
  %4283 = getelementptr inbounds nuw i8, ptr %4275, i64 512
  store <16 x float> %4266, ptr %4283, align 4
  %4284 = getelementptr inbounds nuw i8, ptr %4275, i64 576
  store <16 x float> %4265, ptr %4284, align 4
  br label %4745

4285:                                             ; preds = %2787
  %4286 = icmp sgt i64 %4, 0
  %4287 = getelementptr float, ptr %3, i64 %2788
  br i1 %4286, label %4288, label %4342

4288:                                             ; preds = %4285, %4288
  %4289 = phi <16 x float> [ %4339, %4288 ], [ zeroinitializer, %4285 ]
  %4290 = phi <16 x float> [ %4336, %4288 ], [ zeroinitializer, %4285 ]
  %4291 = phi <16 x float> [ %4333, %4288 ], [ zeroinitializer, %4285 ]
  %4292 = phi <16 x float> [ %4330, %4288 ], [ zeroinitializer, %4285 ]
  %4293 = phi <16 x float> [ %4327, %4288 ], [ zeroinitializer, %4285 ]
  %4294 = phi <16 x float> [ %4324, %4288 ], [ zeroinitializer, %4285 ]
  %4295 = phi <16 x float> [ %4321, %4288 ], [ zeroinitializer, %4285 ]
  %4296 = phi <16 x float> [ %4318, %4288 ], [ zeroinitializer, %4285 ]
  %4297 = phi <16 x float> [ %4315, %4288 ], [ zeroinitializer, %4285 ]
  %4298 = phi <16 x float> [ %4312, %4288 ], [ zeroinitializer, %4285 ]
  %4299 = phi <16 x float> [ %4309, %4288 ], [ zeroinitializer, %4285 ]
  %4300 = phi i64 [ %4340, %4288 ], [ 1, %4285 ]
  %4301 = phi i64 [ %4300, %4288 ], [ 0, %4285 ]
  %4302 = getelementptr inbounds nuw float, ptr %2663, i64 %4301
  %4303 = load float, ptr %4302, align 4
  %4304 = insertelement <16 x float> poison, float %4303, i64 0
  %4305 = shufflevector <16 x float> %4304, <16 x float> poison, <16 x i32> zeroinitializer
  %4306 = mul nsw i64 %4301, %5
  %4307 = getelementptr float, ptr %4287, i64 %4306
  %4308 = load <16 x float>, ptr %4307, align 4
  %4309 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4305, <16 x float> %4308, <16 x float> %4299)
  %4310 = getelementptr inbounds nuw i8, ptr %4307, i64 64
  %4311 = load <16 x float>, ptr %4310, align 4
  %4312 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4305, <16 x float> %4311, <16 x float> %4298)
  %4313 = getelementptr inbounds nuw i8, ptr %4307, i64 128
  %4314 = load <16 x float>, ptr %4313, align 4
  %4315 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4305, <16 x float> %4314, <16 x float> %4297)
  %4316 = getelementptr inbounds nuw i8, ptr %4307, i64 192
  %4317 = load <16 x float>, ptr %4316, align 4
  %4318 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4305, <16 x float> %4317, <16 x float> %4296)
  %4319 = getelementptr inbounds nuw i8, ptr %4307, i64 256
  %4320 = load <16 x float>, ptr %4319, align 4
  %4321 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4305, <16 x float> %4320, <16 x float> %4295)
  %4322 = getelementptr inbounds nuw i8, ptr %4307, i64 320
  %4323 = load <16 x float>, ptr %4322, align 4
  %4324 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4305, <16 x float> %4323, <16 x float> %4294)
  %4325 = getelementptr inbounds nuw i8, ptr %4307, i64 384
  %4326 = load <16 x float>, ptr %4325, align 4
  %4327 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4305, <16 x float> %4326, <16 x float> %4293)
  %4328 = getelementptr inbounds nuw i8, ptr %4307, i64 448
  %4329 = load <16 x float>, ptr %4328, align 4
  %4330 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4305, <16 x float> %4329, <16 x float> %4292)
  %4331 = getelementptr inbounds nuw i8, ptr %4307, i64 512
  %4332 = load <16 x float>, ptr %4331, align 4
  %4333 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4305, <16 x float> %4332, <16 x float> %4291)
  %4334 = getelementptr inbounds nuw i8, ptr %4307, i64 576
  %4335 = load <16 x float>, ptr %4334, align 4
  %4336 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4305, <16 x float> %4335, <16 x float> %4290)
  %4337 = getelementptr inbounds nuw i8, ptr %4307, i64 640
  %4338 = load <16 x float>, ptr %4337, align 4
  %4339 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4305, <16 x float> %4338, <16 x float> %4289)
  %4340 = add nuw i64 %4300, 1
  %4341 = icmp eq i64 %4300, %4
  br i1 %4341, label %4342, label %4288

4342:                                             ; preds = %4288, %4285
  %4343 = phi <16 x float> [ zeroinitializer, %4285 ], [ %4339, %4288 ]
  %4344 = phi <16 x float> [ zeroinitializer, %4285 ], [ %4336, %4288 ]
  %4345 = phi <16 x float> [ zeroinitializer, %4285 ], [ %4333, %4288 ]
  %4346 = phi <16 x float> [ zeroinitializer, %4285 ], [ %4330, %4288 ]
  %4347 = phi <16 x float> [ zeroinitializer, %4285 ], [ %4327, %4288 ]
  %4348 = phi <16 x float> [ zeroinitializer, %4285 ], [ %4324, %4288 ]
  %4349 = phi <16 x float> [ zeroinitializer, %4285 ], [ %4321, %4288 ]
  %4350 = phi <16 x float> [ zeroinitializer, %4285 ], [ %4318, %4288 ]
  %4351 = phi <16 x float> [ zeroinitializer, %4285 ], [ %4315, %4288 ]
  %4352 = phi <16 x float> [ zeroinitializer, %4285 ], [ %4312, %4288 ]
  %4353 = phi <16 x float> [ zeroinitializer, %4285 ], [ %4309, %4288 ]
  %4354 = getelementptr inbounds nuw float, ptr %2665, i64 %2788
  store <16 x float> %4353, ptr %4354, align 4
  %4355 = getelementptr inbounds nuw i8, ptr %4354, i64 64
  store <16 x float> %4352, ptr %4355, align 4
  %4356 = getelementptr inbounds nuw i8, ptr %4354, i64 128
  store <16 x float> %4351, ptr %4356, align 4
  %4357 = getelementptr inbounds nuw i8, ptr %4354, i64 192
  store <16 x float> %4350, ptr %4357, align 4
  %4358 = getelementptr inbounds nuw i8, ptr %4354, i64 256
  store <16 x float> %4349, ptr %4358, align 4
  %4359 = getelementptr inbounds nuw i8, ptr %4354, i64 320
  store <16 x float> %4348, ptr %4359, align 4
  %4360 = getelementptr inbounds nuw i8, ptr %4354, i64 384
  store <16 x float> %4347, ptr %4360, align 4
  %4361 = getelementptr inbounds nuw i8, ptr %4354, i64 448
  store <16 x float> %4346, ptr %4361, align 4
  %4362 = getelementptr inbounds nuw i8, ptr %4354, i64 512
  store <16 x float> %4345, ptr %4362, align 4
  %4363 = getelementptr inbounds nuw i8, ptr %4354, i64 576
  store <16 x float> %4344, ptr %4363, align 4
  %4364 = getelementptr inbounds nuw i8, ptr %4354, i64 640
  store <16 x float> %4343, ptr %4364, align 4
  br label %4745

4365:                                             ; preds = %2787
  %4366 = icmp sgt i64 %4, 0
  %4367 = getelementptr float, ptr %3, i64 %2788
  br i1 %4366, label %4368, label %4426

4368:                                             ; preds = %4365, %4368
  %4369 = phi <16 x float> [ %4423, %4368 ], [ zeroinitializer, %4365 ]
  %4370 = phi <16 x float> [ %4420, %4368 ], [ zeroinitializer, %4365 ]
  %4371 = phi <16 x float> [ %4417, %4368 ], [ zeroinitializer, %4365 ]
  %4372 = phi <16 x float> [ %4414, %4368 ], [ zeroinitializer, %4365 ]
  %4373 = phi <16 x float> [ %4411, %4368 ], [ zeroinitializer, %4365 ]
  %4374 = phi <16 x float> [ %4408, %4368 ], [ zeroinitializer, %4365 ]
  %4375 = phi <16 x float> [ %4405, %4368 ], [ zeroinitializer, %4365 ]
  %4376 = phi <16 x float> [ %4402, %4368 ], [ zeroinitializer, %4365 ]
  %4377 = phi <16 x float> [ %4399, %4368 ], [ zeroinitializer, %4365 ]
  %4378 = phi <16 x float> [ %4396, %4368 ], [ zeroinitializer, %4365 ]
  %4379 = phi <16 x float> [ %4393, %4368 ], [ zeroinitializer, %4365 ]
  %4380 = phi <16 x float> [ %4390, %4368 ], [ zeroinitializer, %4365 ]
  %4381 = phi i64 [ %4424, %4368 ], [ 1, %4365 ]
  %4382 = phi i64 [ %4381, %4368 ], [ 0, %4365 ]
  %4383 = getelementptr inbounds nuw float, ptr %2663, i64 %4382
  %4384 = load float, ptr %4383, align 4
  %4385 = insertelement <16 x float> poison, float %4384, i64 0
  %4386 = shufflevector <16 x float> %4385, <16 x float> poison, <16 x i32> zeroinitializer
  %4387 = mul nsw i64 %4382, %5
  %4388 = getelementptr float, ptr %4367, i64 %4387
  %4389 = load <16 x float>, ptr %4388, align 4
  %4390 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4386, <16 x float> %4389, <16 x float> %4380)
  %4391 = getelementptr inbounds nuw i8, ptr %4388, i64 64
  %4392 = load <16 x float>, ptr %4391, align 4
  %4393 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4386, <16 x float> %4392, <16 x float> %4379)
  %4394 = getelementptr inbounds nuw i8, ptr %4388, i64 128
  %4395 = load <16 x float>, ptr %4394, align 4
  %4396 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4386, <16 x float> %4395, <16 x float> %4378)
  %4397 = getelementptr inbounds nuw i8, ptr %4388, i64 192
  %4398 = load <16 x float>, ptr %4397, align 4
  %4399 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4386, <16 x float> %4398, <16 x float> %4377)
  %4400 = getelementptr inbounds nuw i8, ptr %4388, i64 256
  %4401 = load <16 x float>, ptr %4400, align 4
  %4402 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4386, <16 x float> %4401, <16 x float> %4376)
  %4403 = getelementptr inbounds nuw i8, ptr %4388, i64 320
  %4404 = load <16 x float>, ptr %4403, align 4
  %4405 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4386, <16 x float> %4404, <16 x float> %4375)
  %4406 = getelementptr inbounds nuw i8, ptr %4388, i64 384
  %4407 = load <16 x float>, ptr %4406, align 4
  %4408 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4386, <16 x float> %4407, <16 x float> %4374)
  %4409 = getelementptr inbounds nuw i8, ptr %4388, i64 448
  %4410 = load <16 x float>, ptr %4409, align 4
  %4411 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4386, <16 x float> %4410, <16 x float> %4373)
  %4412 = getelementptr inbounds nuw i8, ptr %4388, i64 512
  %4413 = load <16 x float>, ptr %4412, align 4
  %4414 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4386, <16 x float> %4413, <16 x float> %4372)
  %4415 = getelementptr inbounds nuw i8, ptr %4388, i64 576
  %4416 = load <16 x float>, ptr %4415, align 4
  %4417 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4386, <16 x float> %4416, <16 x float> %4371)
  %4418 = getelementptr inbounds nuw i8, ptr %4388, i64 640
  %4419 = load <16 x float>, ptr %4418, align 4
  %4420 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4386, <16 x float> %4419, <16 x float> %4370)
  %4421 = getelementptr inbounds nuw i8, ptr %4388, i64 704
  %4422 = load <16 x float>, ptr %4421, align 4
  %4423 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4386, <16 x float> %4422, <16 x float> %4369)
  %4424 = add nuw i64 %4381, 1
  %4425 = icmp eq i64 %4381, %4
  br i1 %4425, label %4426, label %4368

4426:                                             ; preds = %4368, %4365
  %4427 = phi <16 x float> [ zeroinitializer, %4365 ], [ %4423, %4368 ]
  %4428 = phi <16 x float> [ zeroinitializer, %4365 ], [ %4420, %4368 ]
  %4429 = phi <16 x float> [ zeroinitializer, %4365 ], [ %4417, %4368 ]
  %4430 = phi <16 x float> [ zeroinitializer, %4365 ], [ %4414, %4368 ]
  %4431 = phi <16 x float> [ zeroinitializer, %4365 ], [ %4411, %4368 ]
  %4432 = phi <16 x float> [ zeroinitializer, %4365 ], [ %4408, %4368 ]
  %4433 = phi <16 x float> [ zeroinitializer, %4365 ], [ %4405, %4368 ]
  %4434 = phi <16 x float> [ zeroinitializer, %4365 ], [ %4402, %4368 ]
  %4435 = phi <16 x float> [ zeroinitializer, %4365 ], [ %4399, %4368 ]
  %4436 = phi <16 x float> [ zeroinitializer, %4365 ], [ %4396, %4368 ]
  %4437 = phi <16 x float> [ zeroinitializer, %4365 ], [ %4393, %4368 ]
  %4438 = phi <16 x float> [ zeroinitializer, %4365 ], [ %4390, %4368 ]
  %4439 = getelementptr inbounds nuw float, ptr %2665, i64 %2788
  store <16 x float> %4438, ptr %4439, align 4
  %4440 = getelementptr inbounds nuw i8, ptr %4439, i64 64
  store <16 x float> %4437, ptr %4440, align 4
  %4441 = getelementptr inbounds nuw i8, ptr %4439, i64 128
  store <16 x float> %4436, ptr %4441, align 4
  %4442 = getelementptr inbounds nuw i8, ptr %4439, i64 192
  store <16 x float> %4435, ptr %4442, align 4
  %4443 = getelementptr inbounds nuw i8, ptr %4439, i64 256
  store <16 x float> %4434, ptr %4443, align 4
  %4444 = getelementptr inbounds nuw i8, ptr %4439, i64 320
  store <16 x float> %4433, ptr %4444, align 4
  %4445 = getelementptr inbounds nuw i8, ptr %4439, i64 384
  store <16 x float> %4432, ptr %4445, align 4
  %4446 = getelementptr inbounds nuw i8, ptr %4439, i64 448
  store <16 x float> %4431, ptr %4446, align 4
  %4447 = getelementptr inbounds nuw i8, ptr %4439, i64 512
  store <16 x float> %4430, ptr %4447, align 4
  %4448 = getelementptr inbounds nuw i8, ptr %4439, i64 576
  store <16 x float> %4429, ptr %4448, align 4
  %4449 = getelementptr inbounds nuw i8, ptr %4439, i64 640
  store <16 x float> %4428, ptr %4449, align 4
  %4450 = getelementptr inbounds nuw i8, ptr %4439, i64 704
  store <16 x float> %4427, ptr %4450, align 4
  br label %4745

4451:                                             ; preds = %2787
  %4452 = icmp sgt i64 %4, 0
  %4453 = getelementptr float, ptr %3, i64 %2788
  br i1 %4452, label %4454, label %4516

4454:                                             ; preds = %4451, %4454
  %4455 = phi <16 x float> [ %4513, %4454 ], [ zeroinitializer, %4451 ]
  %4456 = phi <16 x float> [ %4510, %4454 ], [ zeroinitializer, %4451 ]
  %4457 = phi <16 x float> [ %4507, %4454 ], [ zeroinitializer, %4451 ]
  %4458 = phi <16 x float> [ %4504, %4454 ], [ zeroinitializer, %4451 ]
  %4459 = phi <16 x float> [ %4501, %4454 ], [ zeroinitializer, %4451 ]
  %4460 = phi <16 x float> [ %4498, %4454 ], [ zeroinitializer, %4451 ]
  %4461 = phi <16 x float> [ %4495, %4454 ], [ zeroinitializer, %4451 ]
  %4462 = phi <16 x float> [ %4492, %4454 ], [ zeroinitializer, %4451 ]
  %4463 = phi <16 x float> [ %4489, %4454 ], [ zeroinitializer, %4451 ]
  %4464 = phi <16 x float> [ %4486, %4454 ], [ zeroinitializer, %4451 ]
  %4465 = phi <16 x float> [ %4483, %4454 ], [ zeroinitializer, %4451 ]
  %4466 = phi <16 x float> [ %4480, %4454 ], [ zeroinitializer, %4451 ]
  %4467 = phi <16 x float> [ %4477, %4454 ], [ zeroinitializer, %4451 ]
  %4468 = phi i64 [ %4514, %4454 ], [ 1, %4451 ]
  %4469 = phi i64 [ %4468, %4454 ], [ 0, %4451 ]
  %4470 = getelementptr inbounds nuw float, ptr %2663, i64 %4469
  %4471 = load float, ptr %4470, align 4
  %4472 = insertelement <16 x float> poison, float %4471, i64 0
  %4473 = shufflevector <16 x float> %4472, <16 x float> poison, <16 x i32> zeroinitializer
  %4474 = mul nsw i64 %4469, %5
  %4475 = getelementptr float, ptr %4453, i64 %4474
  %4476 = load <16 x float>, ptr %4475, align 4
  %4477 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4473, <16 x float> %4476, <16 x float> %4467)
  %4478 = getelementptr inbounds nuw i8, ptr %4475, i64 64
  %4479 = load <16 x float>, ptr %4478, align 4
  %4480 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4473, <16 x float> %4479, <16 x float> %4466)
  %4481 = getelementptr inbounds nuw i8, ptr %4475, i64 128
  %4482 = load <16 x float>, ptr %4481, align 4
  %4483 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4473, <16 x float> %4482, <16 x float> %4465)
  %4484 = getelementptr inbounds nuw i8, ptr %4475, i64 192
  %4485 = load <16 x float>, ptr %4484, align 4
  %4486 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4473, <16 x float> %4485, <16 x float> %4464)
  %4487 = getelementptr inbounds nuw i8, ptr %4475, i64 256
  %4488 = load <16 x float>, ptr %4487, align 4
  %4489 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4473, <16 x float> %4488, <16 x float> %4463)
  %4490 = getelementptr inbounds nuw i8, ptr %4475, i64 320
  %4491 = load <16 x float>, ptr %4490, align 4
  %4492 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4473, <16 x float> %4491, <16 x float> %4462)
  %4493 = getelementptr inbounds nuw i8, ptr %4475, i64 384
  %4494 = load <16 x float>, ptr %4493, align 4
  %4495 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4473, <16 x float> %4494, <16 x float> %4461)
  %4496 = getelementptr inbounds nuw i8, ptr %4475, i64 448
  %4497 = load <16 x float>, ptr %4496, align 4
  %4498 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4473, <16 x float> %4497, <16 x float> %4460)
  %4499 = getelementptr inbounds nuw i8, ptr %4475, i64 512
  %4500 = load <16 x float>, ptr %4499, align 4
  %4501 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4473, <16 x float> %4500, <16 x float> %4459)
  %4502 = getelementptr inbounds nuw i8, ptr %4475, i64 576
  %4503 = load <16 x float>, ptr %4502, align 4
  %4504 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4473, <16 x float> %4503, <16 x float> %4458)
  %4505 = getelementptr inbounds nuw i8, ptr %4475, i64 640
  %4506 = load <16 x float>, ptr %4505, align 4
  %4507 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4473, <16 x float> %4506, <16 x float> %4457)
  %4508 = getelementptr inbounds nuw i8, ptr %4475, i64 704
  %4509 = load <16 x float>, ptr %4508, align 4
  %4510 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4473, <16 x float> %4509, <16 x float> %4456)
  %4511 = getelementptr inbounds nuw i8, ptr %4475, i64 768
  %4512 = load <16 x float>, ptr %4511, align 4
  %4513 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4473, <16 x float> %4512, <16 x float> %4455)
  %4514 = add nuw i64 %4468, 1
  %4515 = icmp eq i64 %4468, %4
  br i1 %4515, label %4516, label %4454

4516:                                             ; preds = %4454, %4451
  %4517 = phi <16 x float> [ zeroinitializer, %4451 ], [ %4513, %4454 ]
  %4518 = phi <16 x float> [ zeroinitializer, %4451 ], [ %4510, %4454 ]
  %4519 = phi <16 x float> [ zeroinitializer, %4451 ], [ %4507, %4454 ]
  %4520 = phi <16 x float> [ zeroinitializer, %4451 ], [ %4504, %4454 ]
  %4521 = phi <16 x float> [ zeroinitializer, %4451 ], [ %4501, %4454 ]
  %4522 = phi <16 x float> [ zeroinitializer, %4451 ], [ %4498, %4454 ]
  %4523 = phi <16 x float> [ zeroinitializer, %4451 ], [ %4495, %4454 ]
  %4524 = phi <16 x float> [ zeroinitializer, %4451 ], [ %4492, %4454 ]
  %4525 = phi <16 x float> [ zeroinitializer, %4451 ], [ %4489, %4454 ]
  %4526 = phi <16 x float> [ zeroinitializer, %4451 ], [ %4486, %4454 ]
  %4527 = phi <16 x float> [ zeroinitializer, %4451 ], [ %4483, %4454 ]
  %4528 = phi <16 x float> [ zeroinitializer, %4451 ], [ %4480, %4454 ]
  %4529 = phi <16 x float> [ zeroinitializer, %4451 ], [ %4477, %4454 ]
  %4530 = getelementptr inbounds nuw float, ptr %2665, i64 %2788
  store <16 x float> %4529, ptr %4530, align 4
  %4531 = getelementptr inbounds nuw i8, ptr %4530, i64 64
  store <16 x float> %4528, ptr %4531, align 4
  %4532 = getelementptr inbounds nuw i8, ptr %4530, i64 128
  store <16 x float> %4527, ptr %4532, align 4
  %4533 = getelementptr inbounds nuw i8, ptr %4530, i64 192
  store <16 x float> %4526, ptr %4533, align 4
  %4534 = getelementptr inbounds nuw i8, ptr %4530, i64 256
  store <16 x float> %4525, ptr %4534, align 4
  %4535 = getelementptr inbounds nuw i8, ptr %4530, i64 320
  store <16 x float> %4524, ptr %4535, align 4
  %4536 = getelementptr inbounds nuw i8, ptr %4530, i64 384
  store <16 x float> %4523, ptr %4536, align 4
  %4537 = getelementptr inbounds nuw i8, ptr %4530, i64 448
  store <16 x float> %4522, ptr %4537, align 4
  %4538 = getelementptr inbounds nuw i8, ptr %4530, i64 512
  store <16 x float> %4521, ptr %4538, align 4
  %4539 = getelementptr inbounds nuw i8, ptr %4530, i64 576
  store <16 x float> %4520, ptr %4539, align 4
  %4540 = getelementptr inbounds nuw i8, ptr %4530, i64 640
  store <16 x float> %4519, ptr %4540, align 4
  %4541 = getelementptr inbounds nuw i8, ptr %4530, i64 704
  store <16 x float> %4518, ptr %4541, align 4
  %4542 = getelementptr inbounds nuw i8, ptr %4530, i64 768
  store <16 x float> %4517, ptr %4542, align 4
  br label %4745

4543:                                             ; preds = %2787
  %4544 = icmp sgt i64 %4, 0
  %4545 = getelementptr float, ptr %3, i64 %2788
  br i1 %4544, label %4546, label %4612

4546:                                             ; preds = %4543, %4546
  %4547 = phi <16 x float> [ %4609, %4546 ], [ zeroinitializer, %4543 ]
  %4548 = phi <16 x float> [ %4606, %4546 ], [ zeroinitializer, %4543 ]
  %4549 = phi <16 x float> [ %4603, %4546 ], [ zeroinitializer, %4543 ]
  %4550 = phi <16 x float> [ %4600, %4546 ], [ zeroinitializer, %4543 ]
  %4551 = phi <16 x float> [ %4597, %4546 ], [ zeroinitializer, %4543 ]
  %4552 = phi <16 x float> [ %4594, %4546 ], [ zeroinitializer, %4543 ]
  %4553 = phi <16 x float> [ %4591, %4546 ], [ zeroinitializer, %4543 ]
  %4554 = phi <16 x float> [ %4588, %4546 ], [ zeroinitializer, %4543 ]
  %4555 = phi <16 x float> [ %4585, %4546 ], [ zeroinitializer, %4543 ]
  %4556 = phi <16 x float> [ %4582, %4546 ], [ zeroinitializer, %4543 ]
  %4557 = phi <16 x float> [ %4579, %4546 ], [ zeroinitializer, %4543 ]
  %4558 = phi <16 x float> [ %4576, %4546 ], [ zeroinitializer, %4543 ]
  %4559 = phi <16 x float> [ %4573, %4546 ], [ zeroinitializer, %4543 ]
  %4560 = phi <16 x float> [ %4570, %4546 ], [ zeroinitializer, %4543 ]
  %4561 = phi i64 [ %4610, %4546 ], [ 1, %4543 ]
  %4562 = phi i64 [ %4561, %4546 ], [ 0, %4543 ]
  %4563 = getelementptr inbounds nuw float, ptr %2663, i64 %4562
  %4564 = load float, ptr %4563, align 4
  %4565 = insertelement <16 x float> poison, float %4564, i64 0
  %4566 = shufflevector <16 x float> %4565, <16 x float> poison, <16 x i32> zeroinitializer
  %4567 = mul nsw i64 %4562, %5
  %4568 = getelementptr float, ptr %4545, i64 %4567
  %4569 = load <16 x float>, ptr %4568, align 4
  %4570 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4566, <16 x float> %4569, <16 x float> %4560)
  %4571 = getelementptr inbounds nuw i8, ptr %4568, i64 64
  %4572 = load <16 x float>, ptr %4571, align 4
  %4573 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4566, <16 x float> %4572, <16 x float> %4559)
  %4574 = getelementptr inbounds nuw i8, ptr %4568, i64 128
  %4575 = load <16 x float>, ptr %4574, align 4
  %4576 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4566, <16 x float> %4575, <16 x float> %4558)
  %4577 = getelementptr inbounds nuw i8, ptr %4568, i64 192
  %4578 = load <16 x float>, ptr %4577, align 4
  %4579 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4566, <16 x float> %4578, <16 x float> %4557)
  %4580 = getelementptr inbounds nuw i8, ptr %4568, i64 256
  %4581 = load <16 x float>, ptr %4580, align 4
  %4582 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4566, <16 x float> %4581, <16 x float> %4556)
  %4583 = getelementptr inbounds nuw i8, ptr %4568, i64 320
  %4584 = load <16 x float>, ptr %4583, align 4
  %4585 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4566, <16 x float> %4584, <16 x float> %4555)
  %4586 = getelementptr inbounds nuw i8, ptr %4568, i64 384
  %4587 = load <16 x float>, ptr %4586, align 4
  %4588 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4566, <16 x float> %4587, <16 x float> %4554)
  %4589 = getelementptr inbounds nuw i8, ptr %4568, i64 448
  %4590 = load <16 x float>, ptr %4589, align 4
  %4591 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4566, <16 x float> %4590, <16 x float> %4553)
  %4592 = getelementptr inbounds nuw i8, ptr %4568, i64 512
  %4593 = load <16 x float>, ptr %4592, align 4
  %4594 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4566, <16 x float> %4593, <16 x float> %4552)
  %4595 = getelementptr inbounds nuw i8, ptr %4568, i64 576
  %4596 = load <16 x float>, ptr %4595, align 4
  %4597 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4566, <16 x float> %4596, <16 x float> %4551)
  %4598 = getelementptr inbounds nuw i8, ptr %4568, i64 640
  %4599 = load <16 x float>, ptr %4598, align 4
  %4600 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4566, <16 x float> %4599, <16 x float> %4550)
  %4601 = getelementptr inbounds nuw i8, ptr %4568, i64 704
  %4602 = load <16 x float>, ptr %4601, align 4
  %4603 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4566, <16 x float> %4602, <16 x float> %4549)
  %4604 = getelementptr inbounds nuw i8, ptr %4568, i64 768
  %4605 = load <16 x float>, ptr %4604, align 4
  %4606 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4566, <16 x float> %4605, <16 x float> %4548)
  %4607 = getelementptr inbounds nuw i8, ptr %4568, i64 832
  %4608 = load <16 x float>, ptr %4607, align 4
  %4609 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4566, <16 x float> %4608, <16 x float> %4547)
  %4610 = add nuw i64 %4561, 1
  %4611 = icmp eq i64 %4561, %4
  br i1 %4611, label %4612, label %4546

4612:                                             ; preds = %4546, %4543
  %4613 = phi <16 x float> [ zeroinitializer, %4543 ], [ %4609, %4546 ]
  %4614 = phi <16 x float> [ zeroinitializer, %4543 ], [ %4606, %4546 ]
  %4615 = phi <16 x float> [ zeroinitializer, %4543 ], [ %4603, %4546 ]
  %4616 = phi <16 x float> [ zeroinitializer, %4543 ], [ %4600, %4546 ]
  %4617 = phi <16 x float> [ zeroinitializer, %4543 ], [ %4597, %4546 ]
  %4618 = phi <16 x float> [ zeroinitializer, %4543 ], [ %4594, %4546 ]
  %4619 = phi <16 x float> [ zeroinitializer, %4543 ], [ %4591, %4546 ]
  %4620 = phi <16 x float> [ zeroinitializer, %4543 ], [ %4588, %4546 ]
  %4621 = phi <16 x float> [ zeroinitializer, %4543 ], [ %4585, %4546 ]
  %4622 = phi <16 x float> [ zeroinitializer, %4543 ], [ %4582, %4546 ]
  %4623 = phi <16 x float> [ zeroinitializer, %4543 ], [ %4579, %4546 ]
  %4624 = phi <16 x float> [ zeroinitializer, %4543 ], [ %4576, %4546 ]
  %4625 = phi <16 x float> [ zeroinitializer, %4543 ], [ %4573, %4546 ]
  %4626 = phi <16 x float> [ zeroinitializer, %4543 ], [ %4570, %4546 ]
  %4627 = getelementptr inbounds nuw float, ptr %2665, i64 %2788
  store <16 x float> %4626, ptr %4627, align 4
  %4628 = getelementptr inbounds nuw i8, ptr %4627, i64 64
  store <16 x float> %4625, ptr %4628, align 4
  %4629 = getelementptr inbounds nuw i8, ptr %4627, i64 128
  store <16 x float> %4624, ptr %4629, align 4
  %4630 = getelementptr inbounds nuw i8, ptr %4627, i64 192
  store <16 x float> %4623, ptr %4630, align 4
  %4631 = getelementptr inbounds nuw i8, ptr %4627, i64 256
  store <16 x float> %4622, ptr %4631, align 4
  %4632 = getelementptr inbounds nuw i8, ptr %4627, i64 320
  store <16 x float> %4621, ptr %4632, align 4
  %4633 = getelementptr inbounds nuw i8, ptr %4627, i64 384
  store <16 x float> %4620, ptr %4633, align 4
  %4634 = getelementptr inbounds nuw i8, ptr %4627, i64 448
  store <16 x float> %4619, ptr %4634, align 4
  %4635 = getelementptr inbounds nuw i8, ptr %4627, i64 512
  store <16 x float> %4618, ptr %4635, align 4
  %4636 = getelementptr inbounds nuw i8, ptr %4627, i64 576
  store <16 x float> %4617, ptr %4636, align 4
  %4637 = getelementptr inbounds nuw i8, ptr %4627, i64 640
  store <16 x float> %4616, ptr %4637, align 4
  %4638 = getelementptr inbounds nuw i8, ptr %4627, i64 704
  store <16 x float> %4615, ptr %4638, align 4
  %4639 = getelementptr inbounds nuw i8, ptr %4627, i64 768
  store <16 x float> %4614, ptr %4639, align 4
  %4640 = getelementptr inbounds nuw i8, ptr %4627, i64 832
  store <16 x float> %4613, ptr %4640, align 4
  br label %4745

4641:                                             ; preds = %2787
  %4642 = icmp sgt i64 %4, 0
  %4643 = getelementptr float, ptr %3, i64 %2788
  br i1 %4642, label %4644, label %4714

4644:                                             ; preds = %4641, %4644
  %4645 = phi <16 x float> [ %4711, %4644 ], [ zeroinitializer, %4641 ]
  %4646 = phi <16 x float> [ %4708, %4644 ], [ zeroinitializer, %4641 ]
  %4647 = phi <16 x float> [ %4705, %4644 ], [ zeroinitializer, %4641 ]
  %4648 = phi <16 x float> [ %4702, %4644 ], [ zeroinitializer, %4641 ]
  %4649 = phi <16 x float> [ %4699, %4644 ], [ zeroinitializer, %4641 ]
  %4650 = phi <16 x float> [ %4696, %4644 ], [ zeroinitializer, %4641 ]
  %4651 = phi <16 x float> [ %4693, %4644 ], [ zeroinitializer, %4641 ]
  %4652 = phi <16 x float> [ %4690, %4644 ], [ zeroinitializer, %4641 ]
  %4653 = phi <16 x float> [ %4687, %4644 ], [ zeroinitializer, %4641 ]
  %4654 = phi <16 x float> [ %4684, %4644 ], [ zeroinitializer, %4641 ]
  %4655 = phi <16 x float> [ %4681, %4644 ], [ zeroinitializer, %4641 ]
  %4656 = phi <16 x float> [ %4678, %4644 ], [ zeroinitializer, %4641 ]
  %4657 = phi <16 x float> [ %4675, %4644 ], [ zeroinitializer, %4641 ]
  %4658 = phi <16 x float> [ %4672, %4644 ], [ zeroinitializer, %4641 ]
  %4659 = phi <16 x float> [ %4669, %4644 ], [ zeroinitializer, %4641 ]
  %4660 = phi i64 [ %4712, %4644 ], [ 1, %4641 ]
  %4661 = phi i64 [ %4660, %4644 ], [ 0, %4641 ]
  %4662 = getelementptr inbounds nuw float, ptr %2663, i64 %4661
  %4663 = load float, ptr %4662, align 4
  %4664 = insertelement <16 x float> poison, float %4663, i64 0
  %4665 = shufflevector <16 x float> %4664, <16 x float> poison, <16 x i32> zeroinitializer
  %4666 = mul nsw i64 %4661, %5
  %4667 = getelementptr float, ptr %4643, i64 %4666
  %4668 = load <16 x float>, ptr %4667, align 4
  %4669 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4665, <16 x float> %4668, <16 x float> %4659)
  %4670 = getelementptr inbounds nuw i8, ptr %4667, i64 64
  %4671 = load <16 x float>, ptr %4670, align 4
  %4672 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4665, <16 x float> %4671, <16 x float> %4658)
  %4673 = getelementptr inbounds nuw i8, ptr %4667, i64 128
  %4674 = load <16 x float>, ptr %4673, align 4
  %4675 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4665, <16 x float> %4674, <16 x float> %4657)
  %4676 = getelementptr inbounds nuw i8, ptr %4667, i64 192
  %4677 = load <16 x float>, ptr %4676, align 4
  %4678 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4665, <16 x float> %4677, <16 x float> %4656)
  %4679 = getelementptr inbounds nuw i8, ptr %4667, i64 256
  %4680 = load <16 x float>, ptr %4679, align 4
  %4681 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4665, <16 x float> %4680, <16 x float> %4655)
  %4682 = getelementptr inbounds nuw i8, ptr %4667, i64 320
  %4683 = load <16 x float>, ptr %4682, align 4
  %4684 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4665, <16 x float> %4683, <16 x float> %4654)
  %4685 = getelementptr inbounds nuw i8, ptr %4667, i64 384
  %4686 = load <16 x float>, ptr %4685, align 4
  %4687 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4665, <16 x float> %4686, <16 x float> %4653)
  %4688 = getelementptr inbounds nuw i8, ptr %4667, i64 448
  %4689 = load <16 x float>, ptr %4688, align 4
  %4690 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4665, <16 x float> %4689, <16 x float> %4652)
  %4691 = getelementptr inbounds nuw i8, ptr %4667, i64 512
  %4692 = load <16 x float>, ptr %4691, align 4
  %4693 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4665, <16 x float> %4692, <16 x float> %4651)
  %4694 = getelementptr inbounds nuw i8, ptr %4667, i64 576
  %4695 = load <16 x float>, ptr %4694, align 4
  %4696 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4665, <16 x float> %4695, <16 x float> %4650)
  %4697 = getelementptr inbounds nuw i8, ptr %4667, i64 640
  %4698 = load <16 x float>, ptr %4697, align 4
  %4699 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4665, <16 x float> %4698, <16 x float> %4649)
  %4700 = getelementptr inbounds nuw i8, ptr %4667, i64 704
  %4701 = load <16 x float>, ptr %4700, align 4
  %4702 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4665, <16 x float> %4701, <16 x float> %4648)
  %4703 = getelementptr inbounds nuw i8, ptr %4667, i64 768
  %4704 = load <16 x float>, ptr %4703, align 4
  %4705 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4665, <16 x float> %4704, <16 x float> %4647)
  %4706 = getelementptr inbounds nuw i8, ptr %4667, i64 832
  %4707 = load <16 x float>, ptr %4706, align 4
  %4708 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4665, <16 x float> %4707, <16 x float> %4646)
  %4709 = getelementptr inbounds nuw i8, ptr %4667, i64 896
  %4710 = load <16 x float>, ptr %4709, align 4
  %4711 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4665, <16 x float> %4710, <16 x float> %4645)
  %4712 = add nuw i64 %4660, 1
  %4713 = icmp eq i64 %4660, %4
  br i1 %4713, label %4714, label %4644

4714:                                             ; preds = %4644, %4641
  %4715 = phi <16 x float> [ zeroinitializer, %4641 ], [ %4711, %4644 ]
  %4716 = phi <16 x float> [ zeroinitializer, %4641 ], [ %4708, %4644 ]
  %4717 = phi <16 x float> [ zeroinitializer, %4641 ], [ %4705, %4644 ]
  %4718 = phi <16 x float> [ zeroinitializer, %4641 ], [ %4702, %4644 ]
  %4719 = phi <16 x float> [ zeroinitializer, %4641 ], [ %4699, %4644 ]
  %4720 = phi <16 x float> [ zeroinitializer, %4641 ], [ %4696, %4644 ]
  %4721 = phi <16 x float> [ zeroinitializer, %4641 ], [ %4693, %4644 ]
  %4722 = phi <16 x float> [ zeroinitializer, %4641 ], [ %4690, %4644 ]
  %4723 = phi <16 x float> [ zeroinitializer, %4641 ], [ %4687, %4644 ]
  %4724 = phi <16 x float> [ zeroinitializer, %4641 ], [ %4684, %4644 ]
  %4725 = phi <16 x float> [ zeroinitializer, %4641 ], [ %4681, %4644 ]
  %4726 = phi <16 x float> [ zeroinitializer, %4641 ], [ %4678, %4644 ]
  %4727 = phi <16 x float> [ zeroinitializer, %4641 ], [ %4675, %4644 ]
  %4728 = phi <16 x float> [ zeroinitializer, %4641 ], [ %4672, %4644 ]
  %4729 = phi <16 x float> [ zeroinitializer, %4641 ], [ %4669, %4644 ]
  %4730 = getelementptr inbounds nuw float, ptr %2665, i64 %2788
  store <16 x float> %4729, ptr %4730, align 4
  %4731 = getelementptr inbounds nuw i8, ptr %4730, i64 64
  store <16 x float> %4728, ptr %4731, align 4
  %4732 = getelementptr inbounds nuw i8, ptr %4730, i64 128
  store <16 x float> %4727, ptr %4732, align 4
  %4733 = getelementptr inbounds nuw i8, ptr %4730, i64 192
  store <16 x float> %4726, ptr %4733, align 4
  %4734 = getelementptr inbounds nuw i8, ptr %4730, i64 256
  store <16 x float> %4725, ptr %4734, align 4
  %4735 = getelementptr inbounds nuw i8, ptr %4730, i64 320
  store <16 x float> %4724, ptr %4735, align 4
  %4736 = getelementptr inbounds nuw i8, ptr %4730, i64 384
  store <16 x float> %4723, ptr %4736, align 4
  %4737 = getelementptr inbounds nuw i8, ptr %4730, i64 448
  store <16 x float> %4722, ptr %4737, align 4
  %4738 = getelementptr inbounds nuw i8, ptr %4730, i64 512
  store <16 x float> %4721, ptr %4738, align 4
  %4739 = getelementptr inbounds nuw i8, ptr %4730, i64 576
  store <16 x float> %4720, ptr %4739, align 4
  %4740 = getelementptr inbounds nuw i8, ptr %4730, i64 640
  store <16 x float> %4719, ptr %4740, align 4
  %4741 = getelementptr inbounds nuw i8, ptr %4730, i64 704
  store <16 x float> %4718, ptr %4741, align 4
  %4742 = getelementptr inbounds nuw i8, ptr %4730, i64 768
  store <16 x float> %4717, ptr %4742, align 4
  %4743 = getelementptr inbounds nuw i8, ptr %4730, i64 832
  store <16 x float> %4716, ptr %4743, align 4
  %4744 = getelementptr inbounds nuw i8, ptr %4730, i64 896
  store <16 x float> %4715, ptr %4744, align 4
  br label %4745

4745:                                             ; preds = %4714, %4612, %4516, %4426, %4342, %4264, %4192, %4118, %3949, %3797, %3662, %3540, %3332, %3158, %2957, %2787, %2550, %2444, %2352, %2274, %2210, %2140, %2058, %2023, %1749, %1613, %1485, %1377, %1289, %1221, %1152, %1109, %965
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
  %11 = insertelement <16 x float> poison, float %10, i64 0
  %12 = shufflevector <16 x float> %11, <16 x float> poison, <16 x i32> zeroinitializer
  %13 = insertelement <16 x float> poison, float %2, i64 0
  %14 = shufflevector <16 x float> %13, <16 x float> poison, <16 x i32> zeroinitializer
  %15 = shufflevector <2 x float> %1, <2 x float> poison, <16 x i32> zeroinitializer
  br label %288

16:                                               ; preds = %5
  br i1 %6, label %17, label %337

17:                                               ; preds = %16
  %18 = fcmp ogt float %2, 0.000000e+00
  %19 = fneg float %2
  %20 = insertelement <16 x float> poison, float %19, i64 0
  %21 = shufflevector <16 x float> %20, <16 x float> poison, <16 x i32> zeroinitializer
  %22 = insertelement <16 x float> poison, float %2, i64 0
  %23 = shufflevector <16 x float> %22, <16 x float> poison, <16 x i32> zeroinitializer
  %24 = shufflevector <2 x float> %1, <2 x float> poison, <16 x i32> zeroinitializer
  %25 = shufflevector <2 x float> %1, <2 x float> poison, <16 x i32> <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  br label %273

26:                                               ; preds = %5
  br i1 %6, label %27, label %337

27:                                               ; preds = %26
  %28 = fcmp ogt float %2, 0.000000e+00
  %29 = fneg float %2
  %30 = insertelement <16 x float> poison, float %29, i64 0
  %31 = shufflevector <16 x float> %30, <16 x float> poison, <16 x i32> zeroinitializer
  %32 = insertelement <16 x float> poison, float %2, i64 0
  %33 = shufflevector <16 x float> %32, <16 x float> poison, <16 x i32> zeroinitializer
  %34 = shufflevector <2 x float> %1, <2 x float> poison, <16 x i32> zeroinitializer
  %35 = shufflevector <2 x float> %1, <2 x float> poison, <16 x i32> <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  br label %227

36:                                               ; preds = %5
  br i1 %6, label %37, label %337

37:                                               ; preds = %36
  %38 = fcmp ogt float %2, 0.000000e+00
  %39 = fneg float %2
  %40 = insertelement <16 x float> poison, float %39, i64 0
  %41 = shufflevector <16 x float> %40, <16 x float> poison, <16 x i32> zeroinitializer
  %42 = insertelement <16 x float> poison, float %2, i64 0
  %43 = shufflevector <16 x float> %42, <16 x float> poison, <16 x i32> zeroinitializer
  %44 = shufflevector <2 x float> %1, <2 x float> poison, <16 x i32> zeroinitializer
  br label %214

45:                                               ; preds = %5
  br i1 %6, label %46, label %337

46:                                               ; preds = %45
  %47 = fcmp ogt float %2, 0.000000e+00
  %48 = fneg float %2
  %49 = insertelement <16 x float> poison, float %48, i64 0
  %50 = shufflevector <16 x float> %49, <16 x float> poison, <16 x i32> zeroinitializer
  %51 = insertelement <16 x float> poison, float %2, i64 0
  %52 = shufflevector <16 x float> %51, <16 x float> poison, <16 x i32> zeroinitializer
  %53 = shufflevector <2 x float> %1, <2 x float> poison, <16 x i32> zeroinitializer
  br label %200

54:                                               ; preds = %5
  br i1 %6, label %55, label %337

55:                                               ; preds = %54
  %56 = fcmp ogt float %2, 0.000000e+00
  %57 = fneg float %2
  %58 = insertelement <16 x float> poison, float %57, i64 0
  %59 = shufflevector <16 x float> %58, <16 x float> poison, <16 x i32> zeroinitializer
  %60 = insertelement <16 x float> poison, float %2, i64 0
  %61 = shufflevector <16 x float> %60, <16 x float> poison, <16 x i32> zeroinitializer
  %62 = shufflevector <2 x float> %1, <2 x float> poison, <16 x i32> zeroinitializer
  %63 = shufflevector <2 x float> %1, <2 x float> poison, <16 x i32> <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  br label %187

64:                                               ; preds = %5
  br i1 %6, label %65, label %337

65:                                               ; preds = %64
  %66 = fcmp ogt float %2, 0.000000e+00
  %67 = fneg float %2
  %68 = insertelement <16 x float> poison, float %67, i64 0
  %69 = shufflevector <16 x float> %68, <16 x float> poison, <16 x i32> zeroinitializer
  %70 = insertelement <16 x float> poison, float %2, i64 0
  %71 = shufflevector <16 x float> %70, <16 x float> poison, <16 x i32> zeroinitializer
  br label %174

72:                                               ; preds = %5
  br i1 %6, label %73, label %337

73:                                               ; preds = %72
  %74 = fcmp ogt float %2, 0.000000e+00
  %75 = fneg float %2
  %76 = insertelement <16 x float> poison, float %75, i64 0
  %77 = shufflevector <16 x float> %76, <16 x float> poison, <16 x i32> zeroinitializer
  %78 = insertelement <16 x float> poison, float %2, i64 0
  %79 = shufflevector <16 x float> %78, <16 x float> poison, <16 x i32> zeroinitializer
  br label %130

80:                                               ; preds = %5
  br i1 %6, label %81, label %337

81:                                               ; preds = %80
  %82 = fcmp ogt float %2, 0.000000e+00
  %83 = fneg float %2
  %84 = insertelement <16 x float> poison, float %83, i64 0
  %85 = shufflevector <16 x float> %84, <16 x float> poison, <16 x i32> zeroinitializer
  %86 = insertelement <16 x float> poison, float %2, i64 0
  %87 = shufflevector <16 x float> %86, <16 x float> poison, <16 x i32> zeroinitializer
  br label %96

88:                                               ; preds = %5
  br i1 %6, label %89, label %337

89:                                               ; preds = %88
  %90 = fcmp ogt float %2, 0.000000e+00
  %91 = fneg float %2
  %92 = insertelement <16 x float> poison, float %91, i64 0
  %93 = shufflevector <16 x float> %92, <16 x float> poison, <16 x i32> zeroinitializer
  %94 = insertelement <16 x float> poison, float %2, i64 0
  %95 = shufflevector <16 x float> %94, <16 x float> poison, <16 x i32> zeroinitializer
  br label %323

96:                                               ; preds = %81, %103
  %97 = phi i64 [ 0, %81 ], [ %128, %103 ]
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
  %121 = fptosi <16 x float> %110 to <16 x i32>
  %122 = shl <16 x i32> %121, splat (i32 23)
  %123 = add <16 x i32> %122, splat (i32 1065353216)
  %124 = bitcast <16 x i32> %123 to <16 x float>
  %125 = fmul <16 x float> %120, %124
  %126 = fadd <16 x float> %125, splat (float 1.000000e+00)
  %127 = fdiv <16 x float> splat (float 1.000000e+00), %126
  store <16 x float> %127, ptr %98, align 4
  %128 = add nuw nsw i64 %97, 16
  %129 = icmp slt i64 %128, %4
  br i1 %129, label %96, label %337

130:                                              ; preds = %73, %137
  %131 = phi i64 [ 0, %73 ], [ %172, %137 ]
  %132 = getelementptr inbounds nuw float, ptr %3, i64 %131
  %133 = load <16 x float>, ptr %132, align 4
  br i1 %74, label %134, label %137

134:                                              ; preds = %130
  %135 = tail call <16 x float> @llvm.maxnum.v16f32(<16 x float> %133, <16 x float> %77)
  %136 = tail call <16 x float> @llvm.minnum.v16f32(<16 x float> %135, <16 x float> %79)
  br label %137

137:                                              ; preds = %134, %130
  %138 = phi <16 x float> [ %136, %134 ], [ %133, %130 ]
  %139 = fmul <16 x float> %138, %138
  %140 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %139, <16 x float> splat (float 0x3F9664F480000000), <16 x float> splat (float 0xBFABA1BA20000000))
  %141 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %140, <16 x float> %139, <16 x float> splat (float 0x3FC1111120000000))
  %142 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %141, <16 x float> %139, <16 x float> splat (float 0xBFD5555560000000))
  %143 = fmul <16 x float> %139, %142
  %144 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %143, <16 x float> %138, <16 x float> %138)
  %145 = fmul <16 x float> %138, splat (float 2.000000e+00)
  %146 = tail call <16 x float> @llvm.maxnum.v16f32(<16 x float> %145, <16 x float> splat (float 0xC055D33340000000))
  %147 = tail call <16 x float> @llvm.minnum.v16f32(<16 x float> %146, <16 x float> splat (float 8.800000e+01))
  %148 = fmul <16 x float> %147, splat (float 0x3FF7154760000000)
  %149 = fadd <16 x float> %148, splat (float 0x4168000000000000)
  %150 = fadd <16 x float> %149, splat (float 0xC168000000000000)
  %151 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %150, <16 x float> splat (float 0xBFE6300000000000), <16 x float> %147)
  %152 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %150, <16 x float> splat (float 0x3F2BD01060000000), <16 x float> %151)
  %153 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %152, <16 x float> splat (float 0x3F2A0D2CE0000000), <16 x float> splat (float 0x3F56E879C0000000))
  %154 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %153, <16 x float> %152, <16 x float> splat (float 0x3F81112100000000))
  %155 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %154, <16 x float> %152, <16 x float> splat (float 0x3FA5553820000000))
  %156 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %155, <16 x float> %152, <16 x float> splat (float 0x3FC5555540000000))
  %157 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %156, <16 x float> %152, <16 x float> splat (float 5.000000e-01))
  %158 = fmul <16 x float> %152, %152
  %159 = fadd <16 x float> %152, splat (float 1.000000e+00)
  %160 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %157, <16 x float> %158, <16 x float> %159)
  %161 = fptosi <16 x float> %150 to <16 x i32>
  %162 = shl <16 x i32> %161, splat (i32 23)
  %163 = add <16 x i32> %162, splat (i32 1065353216)
  %164 = bitcast <16 x i32> %163 to <16 x float>
  %165 = fmul <16 x float> %160, %164
  %166 = fadd <16 x float> %165, splat (float 1.000000e+00)
  %167 = fdiv <16 x float> splat (float 2.000000e+00), %166
  %168 = fsub <16 x float> splat (float 1.000000e+00), %167
  %169 = tail call <16 x float> @llvm.fabs.v16f32(<16 x float> %138)
  %170 = fcmp uge <16 x float> %169, splat (float 0x3FD3333340000000)
  %171 = select <16 x i1> %170, <16 x float> %168, <16 x float> %144
  store <16 x float> %171, ptr %132, align 4
  %172 = add nuw nsw i64 %131, 16
  %173 = icmp slt i64 %172, %4
  br i1 %173, label %130, label %337

174:                                              ; preds = %65, %181
  %175 = phi i64 [ 0, %65 ], [ %185, %181 ]
  %176 = getelementptr inbounds nuw float, ptr %3, i64 %175
  %177 = load <16 x float>, ptr %176, align 4
  br i1 %66, label %178, label %181

178:                                              ; preds = %174
  %179 = tail call <16 x float> @llvm.maxnum.v16f32(<16 x float> %177, <16 x float> %69)
  %180 = tail call <16 x float> @llvm.minnum.v16f32(<16 x float> %179, <16 x float> %71)
  br label %181

181:                                              ; preds = %178, %174
  %182 = phi <16 x float> [ %180, %178 ], [ %177, %174 ]
  %183 = fcmp olt <16 x float> %182, zeroinitializer
  %184 = select <16 x i1> %183, <16 x float> zeroinitializer, <16 x float> %182
  store <16 x float> %184, ptr %176, align 4
  %185 = add nuw nsw i64 %175, 16
  %186 = icmp slt i64 %185, %4
  br i1 %186, label %174, label %337

187:                                              ; preds = %55, %194
  %188 = phi i64 [ 0, %55 ], [ %198, %194 ]
  %189 = getelementptr inbounds nuw float, ptr %3, i64 %188
  %190 = load <16 x float>, ptr %189, align 4
  br i1 %56, label %191, label %194

191:                                              ; preds = %187
  %192 = tail call <16 x float> @llvm.maxnum.v16f32(<16 x float> %190, <16 x float> %59)
  %193 = tail call <16 x float> @llvm.minnum.v16f32(<16 x float> %192, <16 x float> %61)
  br label %194

194:                                              ; preds = %191, %187
  %195 = phi <16 x float> [ %193, %191 ], [ %190, %187 ]
  %196 = fmul <16 x float> %62, %195
  %197 = fadd <16 x float> %63, %196
  store <16 x float> %197, ptr %189, align 4
  %198 = add nuw nsw i64 %188, 16
  %199 = icmp slt i64 %198, %4
  br i1 %199, label %187, label %337

200:                                              ; preds = %46, %207
  %201 = phi i64 [ 0, %46 ], [ %212, %207 ]
  %202 = getelementptr inbounds nuw float, ptr %3, i64 %201
  %203 = load <16 x float>, ptr %202, align 4
  br i1 %47, label %204, label %207

204:                                              ; preds = %200
  %205 = tail call <16 x float> @llvm.maxnum.v16f32(<16 x float> %203, <16 x float> %50)
  %206 = tail call <16 x float> @llvm.minnum.v16f32(<16 x float> %205, <16 x float> %52)
  br label %207

207:                                              ; preds = %204, %200
  %208 = phi <16 x float> [ %206, %204 ], [ %203, %200 ]
  %209 = fcmp uge <16 x float> %208, zeroinitializer
  %210 = fmul <16 x float> %53, %208
  %211 = select <16 x i1> %209, <16 x float> %208, <16 x float> %210
  store <16 x float> %211, ptr %202, align 4
  %212 = add nuw nsw i64 %201, 16
  %213 = icmp slt i64 %212, %4
  br i1 %213, label %200, label %337

214:                                              ; preds = %37, %221
  %215 = phi i64 [ 0, %37 ], [ %225, %221 ]
  %216 = getelementptr inbounds nuw float, ptr %3, i64 %215
  %217 = load <16 x float>, ptr %216, align 4
  br i1 %38, label %218, label %221

218:                                              ; preds = %214
  %219 = tail call <16 x float> @llvm.maxnum.v16f32(<16 x float> %217, <16 x float> %41)
  %220 = tail call <16 x float> @llvm.minnum.v16f32(<16 x float> %219, <16 x float> %43)
  br label %221

221:                                              ; preds = %218, %214
  %222 = phi <16 x float> [ %220, %218 ], [ %217, %214 ]
  %223 = fcmp ogt <16 x float> %222, %44
  %224 = select <16 x i1> %223, <16 x float> %222, <16 x float> zeroinitializer
  store <16 x float> %224, ptr %216, align 4
  %225 = add nuw nsw i64 %215, 16
  %226 = icmp slt i64 %225, %4
  br i1 %226, label %214, label %337

227:                                              ; preds = %27, %234
  %228 = phi i64 [ 0, %27 ], [ %271, %234 ]
  %229 = getelementptr inbounds nuw float, ptr %3, i64 %228
  %230 = load <16 x float>, ptr %229, align 4
  br i1 %28, label %231, label %234

231:                                              ; preds = %227
  %232 = tail call <16 x float> @llvm.maxnum.v16f32(<16 x float> %230, <16 x float> %31)
  %233 = tail call <16 x float> @llvm.minnum.v16f32(<16 x float> %232, <16 x float> %33)
  br label %234

234:                                              ; preds = %231, %227
  %235 = phi <16 x float> [ %233, %231 ], [ %230, %227 ]
  %236 = fmul <16 x float> %35, %235
  %237 = fmul <16 x float> %236, %236
  %238 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %237, <16 x float> splat (float 0x3F9664F480000000), <16 x float> splat (float 0xBFABA1BA20000000))
  %239 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %238, <16 x float> %237, <16 x float> splat (float 0x3FC1111120000000))
  %240 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %239, <16 x float> %237, <16 x float> splat (float 0xBFD5555560000000))
  %241 = fmul <16 x float> %237, %240
  %242 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %241, <16 x float> %236, <16 x float> %236)
  %243 = fmul <16 x float> %236, splat (float 2.000000e+00)
  %244 = tail call <16 x float> @llvm.maxnum.v16f32(<16 x float> %243, <16 x float> splat (float 0xC055D33340000000))
  %245 = tail call <16 x float> @llvm.minnum.v16f32(<16 x float> %244, <16 x float> splat (float 8.800000e+01))
  %246 = fmul <16 x float> %245, splat (float 0x3FF7154760000000)
  %247 = fadd <16 x float> %246, splat (float 0x4168000000000000)
  %248 = fadd <16 x float> %247, splat (float 0xC168000000000000)
  %249 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %248, <16 x float> splat (float 0xBFE6300000000000), <16 x float> %245)
  %250 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %248, <16 x float> splat (float 0x3F2BD01060000000), <16 x float> %249)
  %251 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %250, <16 x float> splat (float 0x3F2A0D2CE0000000), <16 x float> splat (float 0x3F56E879C0000000))
  %252 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %251, <16 x float> %250, <16 x float> splat (float 0x3F81112100000000))
  %253 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %252, <16 x float> %250, <16 x float> splat (float 0x3FA5553820000000))
  %254 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %253, <16 x float> %250, <16 x float> splat (float 0x3FC5555540000000))
  %255 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %254, <16 x float> %250, <16 x float> splat (float 5.000000e-01))
  %256 = fmul <16 x float> %250, %250
  %257 = fadd <16 x float> %250, splat (float 1.000000e+00)
  %258 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %255, <16 x float> %256, <16 x float> %257)
  %259 = fptosi <16 x float> %248 to <16 x i32>
  %260 = shl <16 x i32> %259, splat (i32 23)
  %261 = add <16 x i32> %260, splat (i32 1065353216)
  %262 = bitcast <16 x i32> %261 to <16 x float>
  %263 = fmul <16 x float> %258, %262
  %264 = fadd <16 x float> %263, splat (float 1.000000e+00)
  %265 = fdiv <16 x float> splat (float 2.000000e+00), %264
  %266 = fsub <16 x float> splat (float 1.000000e+00), %265
  %267 = tail call <16 x float> @llvm.fabs.v16f32(<16 x float> %236)
  %268 = fcmp uge <16 x float> %267, splat (float 0x3FD3333340000000)
  %269 = select <16 x i1> %268, <16 x float> %266, <16 x float> %242
  %270 = fmul <16 x float> %34, %269
  store <16 x float> %270, ptr %229, align 4
  %271 = add nuw nsw i64 %228, 16
  %272 = icmp slt i64 %271, %4
  br i1 %272, label %227, label %337

273:                                              ; preds = %17, %280
  %274 = phi i64 [ 0, %17 ], [ %286, %280 ]
  %275 = getelementptr inbounds nuw float, ptr %3, i64 %274
  %276 = load <16 x float>, ptr %275, align 4
  br i1 %18, label %277, label %280

277:                                              ; preds = %273
  %278 = tail call <16 x float> @llvm.maxnum.v16f32(<16 x float> %276, <16 x float> %21)
  %279 = tail call <16 x float> @llvm.minnum.v16f32(<16 x float> %278, <16 x float> %23)
  br label %280

280:                                              ; preds = %277, %273
  %281 = phi <16 x float> [ %279, %277 ], [ %276, %273 ]
  %282 = fmul <16 x float> %24, %281
  %283 = fadd <16 x float> %25, %282
  %284 = tail call <16 x float> @llvm.maxnum.v16f32(<16 x float> %283, <16 x float> zeroinitializer)
  %285 = tail call <16 x float> @llvm.minnum.v16f32(<16 x float> %284, <16 x float> splat (float 1.000000e+00))
  store <16 x float> %285, ptr %275, align 4
  %286 = add nuw nsw i64 %274, 16
  %287 = icmp slt i64 %286, %4
  br i1 %287, label %273, label %337

288:                                              ; preds = %8, %295
  %289 = phi i64 [ 0, %8 ], [ %321, %295 ]
  %290 = getelementptr inbounds nuw float, ptr %3, i64 %289
  %291 = load <16 x float>, ptr %290, align 4
  br i1 %9, label %292, label %295

292:                                              ; preds = %288
  %293 = tail call <16 x float> @llvm.maxnum.v16f32(<16 x float> %291, <16 x float> %12)
  %294 = tail call <16 x float> @llvm.minnum.v16f32(<16 x float> %293, <16 x float> %14)
  br label %295

295:                                              ; preds = %292, %288
  %296 = phi <16 x float> [ %294, %292 ], [ %291, %288 ]
  %297 = fcmp uge <16 x float> %296, zeroinitializer
  %298 = tail call <16 x float> @llvm.maxnum.v16f32(<16 x float> %296, <16 x float> splat (float 0xC055D33340000000))
  %299 = tail call <16 x float> @llvm.minnum.v16f32(<16 x float> %298, <16 x float> splat (float 8.800000e+01))
  %300 = fmul <16 x float> %299, splat (float 0x3FF7154760000000)
  %301 = fadd <16 x float> %300, splat (float 0x4168000000000000)
  %302 = fadd <16 x float> %301, splat (float 0xC168000000000000)
  %303 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %302, <16 x float> splat (float 0xBFE6300000000000), <16 x float> %299)
  %304 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %302, <16 x float> splat (float 0x3F2BD01060000000), <16 x float> %303)
  %305 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %304, <16 x float> splat (float 0x3F2A0D2CE0000000), <16 x float> splat (float 0x3F56E879C0000000))
  %306 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %305, <16 x float> %304, <16 x float> splat (float 0x3F81112100000000))
  %307 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %306, <16 x float> %304, <16 x float> splat (float 0x3FA5553820000000))
  %308 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %307, <16 x float> %304, <16 x float> splat (float 0x3FC5555540000000))
  %309 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %308, <16 x float> %304, <16 x float> splat (float 5.000000e-01))
  %310 = fmul <16 x float> %304, %304
  %311 = fadd <16 x float> %304, splat (float 1.000000e+00)
  %312 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %309, <16 x float> %310, <16 x float> %311)
  %313 = fptosi <16 x float> %302 to <16 x i32>
  %314 = shl <16 x i32> %313, splat (i32 23)
  %315 = add <16 x i32> %314, splat (i32 1065353216)
  %316 = bitcast <16 x i32> %315 to <16 x float>
  %317 = fmul <16 x float> %312, %316
  %318 = fadd <16 x float> %317, splat (float -1.000000e+00)
  %319 = fmul <16 x float> %15, %318
  %320 = select <16 x i1> %297, <16 x float> %296, <16 x float> %319
  store <16 x float> %320, ptr %290, align 4
  %321 = add nuw nsw i64 %289, 16
  %322 = icmp slt i64 %321, %4
  br i1 %322, label %288, label %337

323:                                              ; preds = %89, %330
  %324 = phi i64 [ 0, %89 ], [ %335, %330 ]
  %325 = getelementptr inbounds nuw float, ptr %3, i64 %324
  %326 = load <16 x float>, ptr %325, align 4
  br i1 %90, label %327, label %330

327:                                              ; preds = %323
  %328 = tail call <16 x float> @llvm.maxnum.v16f32(<16 x float> %326, <16 x float> %93)
  %329 = tail call <16 x float> @llvm.minnum.v16f32(<16 x float> %328, <16 x float> %95)
  br label %330

330:                                              ; preds = %327, %323
  %331 = phi <16 x float> [ %329, %327 ], [ %326, %323 ]
  %332 = tail call <16 x float> @llvm.fabs.v16f32(<16 x float> %331)
  %333 = fadd <16 x float> %332, splat (float 1.000000e+00)
  %334 = fdiv <16 x float> %331, %333
  store <16 x float> %334, ptr %325, align 4
  %335 = add nuw nsw i64 %324, 16
  %336 = icmp slt i64 %335, %4
  br i1 %336, label %323, label %337

337:                                              ; preds = %295, %280, %234, %221, %207, %194, %181, %137, %103, %330, %7, %16, %26, %36, %45, %54, %64, %72, %80, %88
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
