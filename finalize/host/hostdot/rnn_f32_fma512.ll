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
  br i1 %1078, label %805, label %4144

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

1638:                                             ; preds = %4060, %1107
  %1639 = phi i64 [ 0, %1107 ], [ %4061, %4060 ]
  %1640 = xor i64 %1639, -1
  br label %1650

1641:                                             ; preds = %4060, %1100
  %1642 = icmp eq i64 %36, 1
  %1643 = mul nsw i64 %47, %30
  %1644 = icmp eq i64 %8, 0
  %1645 = icmp eq i64 %9, 0
  br label %4145

1646:                                             ; preds = %1699
  %1647 = trunc i64 %1639 to i32
  %1648 = and i32 %1647, 1
  call fastcc void @products(ptr noundef %1102, ptr noundef %1103, i64 noundef %1700, ptr noundef %117, i64 noundef %32, i64 noundef %107, i64 noundef %1123, i32 noundef %1648)
  %1649 = icmp sgt i64 %1700, 0
  br i1 %1649, label %1704, label %1703

1650:                                             ; preds = %1638, %1699
  %1651 = phi i64 [ 0, %1638 ], [ %1700, %1699 ]
  %1652 = phi i64 [ 0, %1638 ], [ %1701, %1699 ]
  %1653 = getelementptr inbounds nuw %struct.rowstate, ptr %1077, i64 %1652
  %1654 = getelementptr inbounds nuw i8, ptr %1653, i64 32
  %1655 = load i64, ptr %1654, align 8
  %1656 = icmp slt i64 %1639, %1655
  br i1 %1656, label %1657, label %1699

1657:                                             ; preds = %1650
  %1658 = add nsw i64 %1652, %49
  %1659 = add i64 %1655, %1640
  %1660 = select i1 %65, i64 %1659, i64 %1639
  %1661 = getelementptr inbounds nuw i8, ptr %1653, i64 40
  br i1 %1113, label %1662, label %1667

1662:                                             ; preds = %1657
  %1663 = mul nsw i64 %1658, %28
  %1664 = add nsw i64 %1660, %1663
  %1665 = mul i64 %1114, %1664
  %1666 = getelementptr float, ptr %1115, i64 %1665
  store ptr %1666, ptr %1661, align 8
  br i1 %1116, label %1684, label %1672

1667:                                             ; preds = %1657
  %1668 = mul nsw i64 %1660, %30
  %1669 = add nsw i64 %1668, %1658
  %1670 = mul i64 %1114, %1669
  %1671 = getelementptr float, ptr %1115, i64 %1670
  store ptr %1671, ptr %1661, align 8
  br i1 %1116, label %1684, label %1675

1672:                                             ; preds = %1662
  %1673 = mul nsw i64 %1664, %34
  %1674 = add nsw i64 %1673, %47
  br label %1680

1675:                                             ; preds = %1667
  %1676 = mul nsw i64 %1660, %34
  %1677 = add nsw i64 %1676, %47
  %1678 = mul nsw i64 %1677, %30
  %1679 = add nsw i64 %1678, %1658
  br label %1680

1680:                                             ; preds = %1675, %1672
  %1681 = phi i64 [ %1674, %1672 ], [ %1679, %1675 ]
  %1682 = mul nsw i64 %1681, %32
  %1683 = getelementptr inbounds float, ptr %21, i64 %1682
  br label %1684

1684:                                             ; preds = %1667, %1662, %1680
  %1685 = phi ptr [ %1683, %1680 ], [ null, %1662 ], [ null, %1667 ]
  %1686 = getelementptr inbounds nuw i8, ptr %1653, i64 48
  store ptr %1685, ptr %1686, align 8
  %1687 = getelementptr inbounds ptr, ptr %1101, i64 %1651
  store ptr %1653, ptr %1687, align 8
  %1688 = load ptr, ptr %1653, align 8
  %1689 = getelementptr inbounds ptr, ptr %1102, i64 %1651
  store ptr %1688, ptr %1689, align 8
  %1690 = getelementptr inbounds nuw i8, ptr %1653, i64 16
  %1691 = load ptr, ptr %1690, align 8
  %1692 = getelementptr inbounds ptr, ptr %1103, i64 %1651
  store ptr %1691, ptr %1692, align 8
  %1693 = getelementptr inbounds nuw i8, ptr %1653, i64 24
  %1694 = load ptr, ptr %1693, align 8
  %1695 = getelementptr inbounds ptr, ptr %1104, i64 %1651
  store ptr %1694, ptr %1695, align 8
  %1696 = getelementptr inbounds i8, ptr %1691, i64 %1117
  %1697 = getelementptr inbounds ptr, ptr %1105, i64 %1651
  store ptr %1696, ptr %1697, align 8
  %1698 = add nsw i64 %1651, 1
  br label %1699

1699:                                             ; preds = %1650, %1684
  %1700 = phi i64 [ %1698, %1684 ], [ %1651, %1650 ]
  %1701 = add nuw nsw i64 %1652, 1
  %1702 = icmp eq i64 %1701, %52
  br i1 %1702, label %1646, label %1650

1703:                                             ; preds = %3785, %1646
  br i1 %1120, label %4059, label %3788

1704:                                             ; preds = %1646, %3785
  %1705 = phi i64 [ %3786, %3785 ], [ 0, %1646 ]
  %1706 = getelementptr inbounds nuw ptr, ptr %1101, i64 %1705
  %1707 = load ptr, ptr %1706, align 8
  %1708 = getelementptr inbounds nuw i8, ptr %1707, i64 40
  %1709 = load ptr, ptr %1708, align 8
  %1710 = getelementptr inbounds nuw i8, ptr %1707, i64 16
  %1711 = load ptr, ptr %1710, align 8
  %1712 = ptrtoint ptr %1711 to i64
  %1713 = load ptr, ptr %1707, align 8
  %1714 = ptrtoint ptr %1713 to i64
  %1715 = getelementptr inbounds nuw i8, ptr %1707, i64 8
  %1716 = load ptr, ptr %1715, align 8
  br i1 %1118, label %1717, label %1916

1717:                                             ; preds = %1704
  br i1 %124, label %1718, label %1821

1718:                                             ; preds = %1717
  br i1 %1454, label %1802, label %1719

1719:                                             ; preds = %1718
  %1720 = getelementptr i8, ptr %1711, i64 %1151
  %1721 = getelementptr i8, ptr %1709, i64 %1151
  %1722 = icmp ult ptr %1711, %1721
  %1723 = icmp ult ptr %1709, %1720
  %1724 = and i1 %1722, %1723
  %1725 = icmp ult ptr %1711, %1157
  %1726 = icmp ult ptr %178, %1720
  %1727 = and i1 %1725, %1726
  %1728 = or i1 %1724, %1727
  %1729 = icmp ult ptr %1711, %1161
  %1730 = icmp ult ptr %177, %1720
  %1731 = and i1 %1729, %1730
  %1732 = or i1 %1728, %1731
  br i1 %1732, label %1802, label %1733

1733:                                             ; preds = %1719
  br i1 %1455, label %1784, label %1734

1734:                                             ; preds = %1733, %1734
  %1735 = phi i64 [ %1780, %1734 ], [ 0, %1733 ]
  %1736 = getelementptr inbounds nuw float, ptr %1709, i64 %1735
  %1737 = getelementptr inbounds nuw i8, ptr %1736, i64 64
  %1738 = getelementptr inbounds nuw i8, ptr %1736, i64 128
  %1739 = getelementptr inbounds nuw i8, ptr %1736, i64 192
  %1740 = load <16 x float>, ptr %1736, align 4
  %1741 = load <16 x float>, ptr %1737, align 4
  %1742 = load <16 x float>, ptr %1738, align 4
  %1743 = load <16 x float>, ptr %1739, align 4
  %1744 = getelementptr inbounds nuw float, ptr %177, i64 %1735
  %1745 = getelementptr inbounds nuw i8, ptr %1744, i64 64
  %1746 = getelementptr inbounds nuw i8, ptr %1744, i64 128
  %1747 = getelementptr inbounds nuw i8, ptr %1744, i64 192
  %1748 = load <16 x float>, ptr %1744, align 4
  %1749 = load <16 x float>, ptr %1745, align 4
  %1750 = load <16 x float>, ptr %1746, align 4
  %1751 = load <16 x float>, ptr %1747, align 4
  %1752 = fadd <16 x float> %1740, %1748
  %1753 = fadd <16 x float> %1741, %1749
  %1754 = fadd <16 x float> %1742, %1750
  %1755 = fadd <16 x float> %1743, %1751
  %1756 = getelementptr inbounds nuw float, ptr %178, i64 %1735
  %1757 = getelementptr inbounds nuw i8, ptr %1756, i64 64
  %1758 = getelementptr inbounds nuw i8, ptr %1756, i64 128
  %1759 = getelementptr inbounds nuw i8, ptr %1756, i64 192
  %1760 = load <16 x float>, ptr %1756, align 4
  %1761 = load <16 x float>, ptr %1757, align 4
  %1762 = load <16 x float>, ptr %1758, align 4
  %1763 = load <16 x float>, ptr %1759, align 4
  %1764 = fadd <16 x float> %1752, %1760
  %1765 = fadd <16 x float> %1753, %1761
  %1766 = fadd <16 x float> %1754, %1762
  %1767 = fadd <16 x float> %1755, %1763
  %1768 = getelementptr inbounds nuw float, ptr %1711, i64 %1735
  %1769 = getelementptr inbounds nuw i8, ptr %1768, i64 64
  %1770 = getelementptr inbounds nuw i8, ptr %1768, i64 128
  %1771 = getelementptr inbounds nuw i8, ptr %1768, i64 192
  %1772 = load <16 x float>, ptr %1768, align 4
  %1773 = load <16 x float>, ptr %1769, align 4
  %1774 = load <16 x float>, ptr %1770, align 4
  %1775 = load <16 x float>, ptr %1771, align 4
  %1776 = fadd <16 x float> %1764, %1772
  %1777 = fadd <16 x float> %1765, %1773
  %1778 = fadd <16 x float> %1766, %1774
  %1779 = fadd <16 x float> %1767, %1775
  store <16 x float> %1776, ptr %1768, align 4
  store <16 x float> %1777, ptr %1769, align 4
  store <16 x float> %1778, ptr %1770, align 4
  store <16 x float> %1779, ptr %1771, align 4
  %1780 = add nuw i64 %1735, 64
  %1781 = icmp eq i64 %1780, %1457
  br i1 %1781, label %1782, label %1734

1782:                                             ; preds = %1734
  br i1 %1458, label %1822, label %1783

1783:                                             ; preds = %1782
  br i1 %1459, label %1802, label %1784

1784:                                             ; preds = %1733, %1783
  %1785 = phi i64 [ %1457, %1783 ], [ 0, %1733 ]
  br label %1786

1786:                                             ; preds = %1786, %1784
  %1787 = phi i64 [ %1785, %1784 ], [ %1799, %1786 ]
  %1788 = getelementptr inbounds nuw float, ptr %1709, i64 %1787
  %1789 = load <8 x float>, ptr %1788, align 4
  %1790 = getelementptr inbounds nuw float, ptr %177, i64 %1787
  %1791 = load <8 x float>, ptr %1790, align 4
  %1792 = fadd <8 x float> %1789, %1791
  %1793 = getelementptr inbounds nuw float, ptr %178, i64 %1787
  %1794 = load <8 x float>, ptr %1793, align 4
  %1795 = fadd <8 x float> %1792, %1794
  %1796 = getelementptr inbounds nuw float, ptr %1711, i64 %1787
  %1797 = load <8 x float>, ptr %1796, align 4
  %1798 = fadd <8 x float> %1795, %1797
  store <8 x float> %1798, ptr %1796, align 4
  %1799 = add nuw i64 %1787, 8
  %1800 = icmp eq i64 %1799, %1460
  br i1 %1800, label %1801, label %1786

1801:                                             ; preds = %1786
  br i1 %1461, label %1822, label %1802

1802:                                             ; preds = %1719, %1718, %1783, %1801
  %1803 = phi i64 [ 0, %1718 ], [ 0, %1719 ], [ %1457, %1783 ], [ %1460, %1801 ]
  %1804 = or disjoint i64 %1803, 1
  br i1 %1463, label %1818, label %1805

1805:                                             ; preds = %1802
  %1806 = getelementptr inbounds nuw float, ptr %1709, i64 %1803
  %1807 = load float, ptr %1806, align 4
  %1808 = getelementptr inbounds nuw float, ptr %177, i64 %1803
  %1809 = load float, ptr %1808, align 4
  %1810 = fadd float %1807, %1809
  %1811 = getelementptr inbounds nuw float, ptr %178, i64 %1803
  %1812 = load float, ptr %1811, align 4
  %1813 = fadd float %1810, %1812
  %1814 = getelementptr inbounds nuw float, ptr %1711, i64 %1803
  %1815 = load float, ptr %1814, align 4
  %1816 = fadd float %1813, %1815
  store float %1816, ptr %1814, align 4
  %1817 = or disjoint i64 %1803, 1
  br label %1818

1818:                                             ; preds = %1805, %1802
  %1819 = phi i64 [ %1803, %1802 ], [ %1817, %1805 ]
  %1820 = icmp eq i64 %32, %1804
  br i1 %1820, label %1822, label %1870

1821:                                             ; preds = %1717
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %1711, i64 noundef %106)
  br label %3785

1822:                                             ; preds = %1818, %1870, %1801, %1782
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef nonnull %1711, i64 noundef %106)
  %1823 = sub i64 %1714, %1712
  %1824 = icmp ult i64 %1823, 256
  %1825 = select i1 %1464, i1 true, i1 %1824
  br i1 %1825, label %1855, label %1826

1826:                                             ; preds = %1822
  br i1 %1465, label %1845, label %1827

1827:                                             ; preds = %1826, %1827
  %1828 = phi i64 [ %1841, %1827 ], [ 0, %1826 ]
  %1829 = getelementptr inbounds nuw float, ptr %1711, i64 %1828
  %1830 = getelementptr inbounds nuw i8, ptr %1829, i64 64
  %1831 = getelementptr inbounds nuw i8, ptr %1829, i64 128
  %1832 = getelementptr inbounds nuw i8, ptr %1829, i64 192
  %1833 = load <16 x float>, ptr %1829, align 4
  %1834 = load <16 x float>, ptr %1830, align 4
  %1835 = load <16 x float>, ptr %1831, align 4
  %1836 = load <16 x float>, ptr %1832, align 4
  %1837 = getelementptr inbounds nuw float, ptr %1713, i64 %1828
  %1838 = getelementptr inbounds nuw i8, ptr %1837, i64 64
  %1839 = getelementptr inbounds nuw i8, ptr %1837, i64 128
  %1840 = getelementptr inbounds nuw i8, ptr %1837, i64 192
  store <16 x float> %1833, ptr %1837, align 4
  store <16 x float> %1834, ptr %1838, align 4
  store <16 x float> %1835, ptr %1839, align 4
  store <16 x float> %1836, ptr %1840, align 4
  %1841 = add nuw i64 %1828, 64
  %1842 = icmp eq i64 %1841, %1467
  br i1 %1842, label %1843, label %1827

1843:                                             ; preds = %1827
  br i1 %1468, label %3785, label %1844

1844:                                             ; preds = %1843
  br i1 %1469, label %1855, label %1845

1845:                                             ; preds = %1826, %1844
  %1846 = phi i64 [ %1467, %1844 ], [ 0, %1826 ]
  br label %1847

1847:                                             ; preds = %1847, %1845
  %1848 = phi i64 [ %1846, %1845 ], [ %1852, %1847 ]
  %1849 = getelementptr inbounds nuw float, ptr %1711, i64 %1848
  %1850 = load <8 x float>, ptr %1849, align 4
  %1851 = getelementptr inbounds nuw float, ptr %1713, i64 %1848
  store <8 x float> %1850, ptr %1851, align 4
  %1852 = add nuw i64 %1848, 8
  %1853 = icmp eq i64 %1852, %1470
  br i1 %1853, label %1854, label %1847

1854:                                             ; preds = %1847
  br i1 %1471, label %3785, label %1855

1855:                                             ; preds = %1822, %1844, %1854
  %1856 = phi i64 [ 0, %1822 ], [ %1467, %1844 ], [ %1470, %1854 ]
  br i1 %1473, label %1866, label %1857

1857:                                             ; preds = %1855, %1857
  %1858 = phi i64 [ %1863, %1857 ], [ %1856, %1855 ]
  %1859 = phi i64 [ %1864, %1857 ], [ 0, %1855 ]
  %1860 = getelementptr inbounds nuw float, ptr %1711, i64 %1858
  %1861 = load float, ptr %1860, align 4
  %1862 = getelementptr inbounds nuw float, ptr %1713, i64 %1858
  store float %1861, ptr %1862, align 4
  %1863 = add nuw nsw i64 %1858, 1
  %1864 = add i64 %1859, 1
  %1865 = icmp eq i64 %1864, %1472
  br i1 %1865, label %1866, label %1857

1866:                                             ; preds = %1857, %1855
  %1867 = phi i64 [ %1856, %1855 ], [ %1863, %1857 ]
  %1868 = sub nsw i64 %1856, %32
  %1869 = icmp ugt i64 %1868, -4
  br i1 %1869, label %3785, label %1897

1870:                                             ; preds = %1818, %1870
  %1871 = phi i64 [ %1895, %1870 ], [ %1819, %1818 ]
  %1872 = getelementptr inbounds nuw float, ptr %1709, i64 %1871
  %1873 = load float, ptr %1872, align 4
  %1874 = getelementptr inbounds nuw float, ptr %177, i64 %1871
  %1875 = load float, ptr %1874, align 4
  %1876 = fadd float %1873, %1875
  %1877 = getelementptr inbounds nuw float, ptr %178, i64 %1871
  %1878 = load float, ptr %1877, align 4
  %1879 = fadd float %1876, %1878
  %1880 = getelementptr inbounds nuw float, ptr %1711, i64 %1871
  %1881 = load float, ptr %1880, align 4
  %1882 = fadd float %1879, %1881
  store float %1882, ptr %1880, align 4
  %1883 = add nuw nsw i64 %1871, 1
  %1884 = getelementptr inbounds nuw float, ptr %1709, i64 %1883
  %1885 = load float, ptr %1884, align 4
  %1886 = getelementptr inbounds nuw float, ptr %177, i64 %1883
  %1887 = load float, ptr %1886, align 4
  %1888 = fadd float %1885, %1887
  %1889 = getelementptr inbounds nuw float, ptr %178, i64 %1883
  %1890 = load float, ptr %1889, align 4
  %1891 = fadd float %1888, %1890
  %1892 = getelementptr inbounds nuw float, ptr %1711, i64 %1883
  %1893 = load float, ptr %1892, align 4
  %1894 = fadd float %1891, %1893
  store float %1894, ptr %1892, align 4
  %1895 = add nuw nsw i64 %1871, 2
  %1896 = icmp eq i64 %1895, %32
  br i1 %1896, label %1822, label %1870

1897:                                             ; preds = %1866, %1897
  %1898 = phi i64 [ %1914, %1897 ], [ %1867, %1866 ]
  %1899 = getelementptr inbounds nuw float, ptr %1711, i64 %1898
  %1900 = load float, ptr %1899, align 4
  %1901 = getelementptr inbounds nuw float, ptr %1713, i64 %1898
  store float %1900, ptr %1901, align 4
  %1902 = add nuw nsw i64 %1898, 1
  %1903 = getelementptr inbounds nuw float, ptr %1711, i64 %1902
  %1904 = load float, ptr %1903, align 4
  %1905 = getelementptr inbounds nuw float, ptr %1713, i64 %1902
  store float %1904, ptr %1905, align 4
  %1906 = add nuw nsw i64 %1898, 2
  %1907 = getelementptr inbounds nuw float, ptr %1711, i64 %1906
  %1908 = load float, ptr %1907, align 4
  %1909 = getelementptr inbounds nuw float, ptr %1713, i64 %1906
  store float %1908, ptr %1909, align 4
  %1910 = add nuw nsw i64 %1898, 3
  %1911 = getelementptr inbounds nuw float, ptr %1711, i64 %1910
  %1912 = load float, ptr %1911, align 4
  %1913 = getelementptr inbounds nuw float, ptr %1713, i64 %1910
  store float %1912, ptr %1913, align 4
  %1914 = add nuw nsw i64 %1898, 4
  %1915 = icmp eq i64 %1914, %32
  br i1 %1915, label %3785, label %1897

1916:                                             ; preds = %1704
  br i1 %37, label %1917, label %2879

1917:                                             ; preds = %1916
  br i1 %124, label %1918, label %2021

1918:                                             ; preds = %1917
  br i1 %1376, label %2002, label %1919

1919:                                             ; preds = %1918
  %1920 = getelementptr i8, ptr %1711, i64 %1221
  %1921 = getelementptr i8, ptr %1709, i64 %1221
  %1922 = icmp ult ptr %1711, %1921
  %1923 = icmp ult ptr %1709, %1920
  %1924 = and i1 %1922, %1923
  %1925 = icmp ult ptr %1711, %1227
  %1926 = icmp ult ptr %178, %1920
  %1927 = and i1 %1925, %1926
  %1928 = or i1 %1924, %1927
  %1929 = icmp ult ptr %1711, %1231
  %1930 = icmp ult ptr %177, %1920
  %1931 = and i1 %1929, %1930
  %1932 = or i1 %1928, %1931
  br i1 %1932, label %2002, label %1933

1933:                                             ; preds = %1919
  br i1 %1377, label %1984, label %1934

1934:                                             ; preds = %1933, %1934
  %1935 = phi i64 [ %1980, %1934 ], [ 0, %1933 ]
  %1936 = getelementptr inbounds nuw float, ptr %1709, i64 %1935
  %1937 = getelementptr inbounds nuw i8, ptr %1936, i64 64
  %1938 = getelementptr inbounds nuw i8, ptr %1936, i64 128
  %1939 = getelementptr inbounds nuw i8, ptr %1936, i64 192
  %1940 = load <16 x float>, ptr %1936, align 4
  %1941 = load <16 x float>, ptr %1937, align 4
  %1942 = load <16 x float>, ptr %1938, align 4
  %1943 = load <16 x float>, ptr %1939, align 4
  %1944 = getelementptr inbounds nuw float, ptr %177, i64 %1935
  %1945 = getelementptr inbounds nuw i8, ptr %1944, i64 64
  %1946 = getelementptr inbounds nuw i8, ptr %1944, i64 128
  %1947 = getelementptr inbounds nuw i8, ptr %1944, i64 192
  %1948 = load <16 x float>, ptr %1944, align 4
  %1949 = load <16 x float>, ptr %1945, align 4
  %1950 = load <16 x float>, ptr %1946, align 4
  %1951 = load <16 x float>, ptr %1947, align 4
  %1952 = fadd <16 x float> %1940, %1948
  %1953 = fadd <16 x float> %1941, %1949
  %1954 = fadd <16 x float> %1942, %1950
  %1955 = fadd <16 x float> %1943, %1951
  %1956 = getelementptr inbounds nuw float, ptr %178, i64 %1935
  %1957 = getelementptr inbounds nuw i8, ptr %1956, i64 64
  %1958 = getelementptr inbounds nuw i8, ptr %1956, i64 128
  %1959 = getelementptr inbounds nuw i8, ptr %1956, i64 192
  %1960 = load <16 x float>, ptr %1956, align 4
  %1961 = load <16 x float>, ptr %1957, align 4
  %1962 = load <16 x float>, ptr %1958, align 4
  %1963 = load <16 x float>, ptr %1959, align 4
  %1964 = fadd <16 x float> %1952, %1960
  %1965 = fadd <16 x float> %1953, %1961
  %1966 = fadd <16 x float> %1954, %1962
  %1967 = fadd <16 x float> %1955, %1963
  %1968 = getelementptr inbounds nuw float, ptr %1711, i64 %1935
  %1969 = getelementptr inbounds nuw i8, ptr %1968, i64 64
  %1970 = getelementptr inbounds nuw i8, ptr %1968, i64 128
  %1971 = getelementptr inbounds nuw i8, ptr %1968, i64 192
  %1972 = load <16 x float>, ptr %1968, align 4
  %1973 = load <16 x float>, ptr %1969, align 4
  %1974 = load <16 x float>, ptr %1970, align 4
  %1975 = load <16 x float>, ptr %1971, align 4
  %1976 = fadd <16 x float> %1964, %1972
  %1977 = fadd <16 x float> %1965, %1973
  %1978 = fadd <16 x float> %1966, %1974
  %1979 = fadd <16 x float> %1967, %1975
  store <16 x float> %1976, ptr %1968, align 4
  store <16 x float> %1977, ptr %1969, align 4
  store <16 x float> %1978, ptr %1970, align 4
  store <16 x float> %1979, ptr %1971, align 4
  %1980 = add nuw i64 %1935, 64
  %1981 = icmp eq i64 %1980, %1379
  br i1 %1981, label %1982, label %1934

1982:                                             ; preds = %1934
  br i1 %1380, label %2023, label %1983

1983:                                             ; preds = %1982
  br i1 %1381, label %2002, label %1984

1984:                                             ; preds = %1933, %1983
  %1985 = phi i64 [ %1379, %1983 ], [ 0, %1933 ]
  br label %1986

1986:                                             ; preds = %1986, %1984
  %1987 = phi i64 [ %1985, %1984 ], [ %1999, %1986 ]
  %1988 = getelementptr inbounds nuw float, ptr %1709, i64 %1987
  %1989 = load <8 x float>, ptr %1988, align 4
  %1990 = getelementptr inbounds nuw float, ptr %177, i64 %1987
  %1991 = load <8 x float>, ptr %1990, align 4
  %1992 = fadd <8 x float> %1989, %1991
  %1993 = getelementptr inbounds nuw float, ptr %178, i64 %1987
  %1994 = load <8 x float>, ptr %1993, align 4
  %1995 = fadd <8 x float> %1992, %1994
  %1996 = getelementptr inbounds nuw float, ptr %1711, i64 %1987
  %1997 = load <8 x float>, ptr %1996, align 4
  %1998 = fadd <8 x float> %1995, %1997
  store <8 x float> %1998, ptr %1996, align 4
  %1999 = add nuw i64 %1987, 8
  %2000 = icmp eq i64 %1999, %1382
  br i1 %2000, label %2001, label %1986

2001:                                             ; preds = %1986
  br i1 %1383, label %2023, label %2002

2002:                                             ; preds = %1919, %1918, %1983, %2001
  %2003 = phi i64 [ 0, %1918 ], [ 0, %1919 ], [ %1379, %1983 ], [ %1382, %2001 ]
  %2004 = or disjoint i64 %2003, 1
  br i1 %1385, label %2018, label %2005

2005:                                             ; preds = %2002
  %2006 = getelementptr inbounds nuw float, ptr %1709, i64 %2003
  %2007 = load float, ptr %2006, align 4
  %2008 = getelementptr inbounds nuw float, ptr %177, i64 %2003
  %2009 = load float, ptr %2008, align 4
  %2010 = fadd float %2007, %2009
  %2011 = getelementptr inbounds nuw float, ptr %178, i64 %2003
  %2012 = load float, ptr %2011, align 4
  %2013 = fadd float %2010, %2012
  %2014 = getelementptr inbounds nuw float, ptr %1711, i64 %2003
  %2015 = load float, ptr %2014, align 4
  %2016 = fadd float %2013, %2015
  store float %2016, ptr %2014, align 4
  %2017 = or disjoint i64 %2003, 1
  br label %2018

2018:                                             ; preds = %2005, %2002
  %2019 = phi i64 [ %2003, %2002 ], [ %2017, %2005 ]
  %2020 = icmp eq i64 %32, %2004
  br i1 %2020, label %2023, label %2132

2021:                                             ; preds = %1917
  %2022 = getelementptr inbounds float, ptr %1711, i64 %1121
  br label %2538

2023:                                             ; preds = %2018, %2132, %2001, %1982
  %2024 = getelementptr float, ptr %1709, i64 %32
  br i1 %1386, label %2112, label %2025

2025:                                             ; preds = %2023
  %2026 = getelementptr i8, ptr %1711, i64 %1204
  %2027 = getelementptr i8, ptr %1711, i64 %1204
  %2028 = getelementptr i8, ptr %2027, i64 %1205
  %2029 = getelementptr i8, ptr %1709, i64 %1124
  %2030 = icmp ult ptr %2026, %2029
  %2031 = icmp ult ptr %2024, %2028
  %2032 = and i1 %2030, %2031
  %2033 = icmp ult ptr %2026, %1213
  %2034 = icmp ult ptr %1211, %2028
  %2035 = and i1 %2033, %2034
  %2036 = or i1 %2032, %2035
  %2037 = icmp ult ptr %2026, %1220
  %2038 = icmp ult ptr %1218, %2028
  %2039 = and i1 %2037, %2038
  %2040 = or i1 %2036, %2039
  br i1 %2040, label %2112, label %2041

2041:                                             ; preds = %2025
  br i1 %1387, label %2093, label %2042

2042:                                             ; preds = %2041, %2042
  %2043 = phi i64 [ %2089, %2042 ], [ 0, %2041 ]
  %2044 = getelementptr float, ptr %2024, i64 %2043
  %2045 = getelementptr i8, ptr %2044, i64 64
  %2046 = getelementptr i8, ptr %2044, i64 128
  %2047 = getelementptr i8, ptr %2044, i64 192
  %2048 = load <16 x float>, ptr %2044, align 4
  %2049 = load <16 x float>, ptr %2045, align 4
  %2050 = load <16 x float>, ptr %2046, align 4
  %2051 = load <16 x float>, ptr %2047, align 4
  %2052 = add nuw nsw i64 %2043, %106
  %2053 = getelementptr inbounds nuw float, ptr %177, i64 %2052
  %2054 = getelementptr inbounds nuw i8, ptr %2053, i64 64
  %2055 = getelementptr inbounds nuw i8, ptr %2053, i64 128
  %2056 = getelementptr inbounds nuw i8, ptr %2053, i64 192
  %2057 = load <16 x float>, ptr %2053, align 4
  %2058 = load <16 x float>, ptr %2054, align 4
  %2059 = load <16 x float>, ptr %2055, align 4
  %2060 = load <16 x float>, ptr %2056, align 4
  %2061 = fadd <16 x float> %2048, %2057
  %2062 = fadd <16 x float> %2049, %2058
  %2063 = fadd <16 x float> %2050, %2059
  %2064 = fadd <16 x float> %2051, %2060
  %2065 = getelementptr inbounds nuw float, ptr %178, i64 %2052
  %2066 = getelementptr inbounds nuw i8, ptr %2065, i64 64
  %2067 = getelementptr inbounds nuw i8, ptr %2065, i64 128
  %2068 = getelementptr inbounds nuw i8, ptr %2065, i64 192
  %2069 = load <16 x float>, ptr %2065, align 4
  %2070 = load <16 x float>, ptr %2066, align 4
  %2071 = load <16 x float>, ptr %2067, align 4
  %2072 = load <16 x float>, ptr %2068, align 4
  %2073 = fadd <16 x float> %2061, %2069
  %2074 = fadd <16 x float> %2062, %2070
  %2075 = fadd <16 x float> %2063, %2071
  %2076 = fadd <16 x float> %2064, %2072
  %2077 = getelementptr inbounds nuw float, ptr %1711, i64 %2052
  %2078 = getelementptr inbounds nuw i8, ptr %2077, i64 64
  %2079 = getelementptr inbounds nuw i8, ptr %2077, i64 128
  %2080 = getelementptr inbounds nuw i8, ptr %2077, i64 192
  %2081 = load <16 x float>, ptr %2077, align 4
  %2082 = load <16 x float>, ptr %2078, align 4
  %2083 = load <16 x float>, ptr %2079, align 4
  %2084 = load <16 x float>, ptr %2080, align 4
  %2085 = fadd <16 x float> %2073, %2081
  %2086 = fadd <16 x float> %2074, %2082
  %2087 = fadd <16 x float> %2075, %2083
  %2088 = fadd <16 x float> %2076, %2084
  store <16 x float> %2085, ptr %2077, align 4
  store <16 x float> %2086, ptr %2078, align 4
  store <16 x float> %2087, ptr %2079, align 4
  store <16 x float> %2088, ptr %2080, align 4
  %2089 = add nuw i64 %2043, 64
  %2090 = icmp eq i64 %2089, %1389
  br i1 %2090, label %2091, label %2042

2091:                                             ; preds = %2042
  br i1 %1390, label %2159, label %2092

2092:                                             ; preds = %2091
  br i1 %1391, label %2112, label %2093

2093:                                             ; preds = %2041, %2092
  %2094 = phi i64 [ %1389, %2092 ], [ 0, %2041 ]
  br label %2095

2095:                                             ; preds = %2095, %2093
  %2096 = phi i64 [ %2094, %2093 ], [ %2109, %2095 ]
  %2097 = getelementptr float, ptr %2024, i64 %2096
  %2098 = load <8 x float>, ptr %2097, align 4
  %2099 = add nuw nsw i64 %2096, %106
  %2100 = getelementptr inbounds nuw float, ptr %177, i64 %2099
  %2101 = load <8 x float>, ptr %2100, align 4
  %2102 = fadd <8 x float> %2098, %2101
  %2103 = getelementptr inbounds nuw float, ptr %178, i64 %2099
  %2104 = load <8 x float>, ptr %2103, align 4
  %2105 = fadd <8 x float> %2102, %2104
  %2106 = getelementptr inbounds nuw float, ptr %1711, i64 %2099
  %2107 = load <8 x float>, ptr %2106, align 4
  %2108 = fadd <8 x float> %2105, %2107
  store <8 x float> %2108, ptr %2106, align 4
  %2109 = add nuw i64 %2096, 8
  %2110 = icmp eq i64 %2109, %1392
  br i1 %2110, label %2111, label %2095

2111:                                             ; preds = %2095
  br i1 %1393, label %2159, label %2112

2112:                                             ; preds = %2025, %2023, %2092, %2111
  %2113 = phi i64 [ 0, %2023 ], [ 0, %2025 ], [ %1389, %2092 ], [ %1392, %2111 ]
  %2114 = or disjoint i64 %2113, 1
  br i1 %1395, label %2129, label %2115

2115:                                             ; preds = %2112
  %2116 = getelementptr float, ptr %2024, i64 %2113
  %2117 = load float, ptr %2116, align 4
  %2118 = add nuw nsw i64 %2113, %106
  %2119 = getelementptr inbounds nuw float, ptr %177, i64 %2118
  %2120 = load float, ptr %2119, align 4
  %2121 = fadd float %2117, %2120
  %2122 = getelementptr inbounds nuw float, ptr %178, i64 %2118
  %2123 = load float, ptr %2122, align 4
  %2124 = fadd float %2121, %2123
  %2125 = getelementptr inbounds nuw float, ptr %1711, i64 %2118
  %2126 = load float, ptr %2125, align 4
  %2127 = fadd float %2124, %2126
  store float %2127, ptr %2125, align 4
  %2128 = or disjoint i64 %2113, 1
  br label %2129

2129:                                             ; preds = %2115, %2112
  %2130 = phi i64 [ %2113, %2112 ], [ %2128, %2115 ]
  %2131 = icmp eq i64 %32, %2114
  br i1 %2131, label %2159, label %2268

2132:                                             ; preds = %2018, %2132
  %2133 = phi i64 [ %2157, %2132 ], [ %2019, %2018 ]
  %2134 = getelementptr inbounds nuw float, ptr %1709, i64 %2133
  %2135 = load float, ptr %2134, align 4
  %2136 = getelementptr inbounds nuw float, ptr %177, i64 %2133
  %2137 = load float, ptr %2136, align 4
  %2138 = fadd float %2135, %2137
  %2139 = getelementptr inbounds nuw float, ptr %178, i64 %2133
  %2140 = load float, ptr %2139, align 4
  %2141 = fadd float %2138, %2140
  %2142 = getelementptr inbounds nuw float, ptr %1711, i64 %2133
  %2143 = load float, ptr %2142, align 4
  %2144 = fadd float %2141, %2143
  store float %2144, ptr %2142, align 4
  %2145 = add nuw nsw i64 %2133, 1
  %2146 = getelementptr inbounds nuw float, ptr %1709, i64 %2145
  %2147 = load float, ptr %2146, align 4
  %2148 = getelementptr inbounds nuw float, ptr %177, i64 %2145
  %2149 = load float, ptr %2148, align 4
  %2150 = fadd float %2147, %2149
  %2151 = getelementptr inbounds nuw float, ptr %178, i64 %2145
  %2152 = load float, ptr %2151, align 4
  %2153 = fadd float %2150, %2152
  %2154 = getelementptr inbounds nuw float, ptr %1711, i64 %2145
  %2155 = load float, ptr %2154, align 4
  %2156 = fadd float %2153, %2155
  store float %2156, ptr %2154, align 4
  %2157 = add nuw nsw i64 %2133, 2
  %2158 = icmp eq i64 %2157, %32
  br i1 %2158, label %2023, label %2132

2159:                                             ; preds = %2129, %2268, %2111, %2091
  %2160 = getelementptr i8, ptr %1709, i64 %1124
  br i1 %1396, label %2248, label %2161

2161:                                             ; preds = %2159
  %2162 = getelementptr i8, ptr %1711, i64 %807
  %2163 = getelementptr i8, ptr %1711, i64 %807
  %2164 = getelementptr i8, ptr %2163, i64 %1188
  %2165 = getelementptr i8, ptr %1709, i64 %1125
  %2166 = icmp ult ptr %2162, %2165
  %2167 = icmp ult ptr %2160, %2164
  %2168 = and i1 %2166, %2167
  %2169 = icmp ult ptr %2162, %1196
  %2170 = icmp ult ptr %1194, %2164
  %2171 = and i1 %2169, %2170
  %2172 = or i1 %2168, %2171
  %2173 = icmp ult ptr %2162, %1203
  %2174 = icmp ult ptr %1201, %2164
  %2175 = and i1 %2173, %2174
  %2176 = or i1 %2172, %2175
  br i1 %2176, label %2248, label %2177

2177:                                             ; preds = %2161
  br i1 %1397, label %2229, label %2178

2178:                                             ; preds = %2177, %2178
  %2179 = phi i64 [ %2225, %2178 ], [ 0, %2177 ]
  %2180 = getelementptr float, ptr %2160, i64 %2179
  %2181 = getelementptr i8, ptr %2180, i64 64
  %2182 = getelementptr i8, ptr %2180, i64 128
  %2183 = getelementptr i8, ptr %2180, i64 192
  %2184 = load <16 x float>, ptr %2180, align 4
  %2185 = load <16 x float>, ptr %2181, align 4
  %2186 = load <16 x float>, ptr %2182, align 4
  %2187 = load <16 x float>, ptr %2183, align 4
  %2188 = add nuw nsw i64 %2179, %1121
  %2189 = getelementptr inbounds nuw float, ptr %177, i64 %2188
  %2190 = getelementptr inbounds nuw i8, ptr %2189, i64 64
  %2191 = getelementptr inbounds nuw i8, ptr %2189, i64 128
  %2192 = getelementptr inbounds nuw i8, ptr %2189, i64 192
  %2193 = load <16 x float>, ptr %2189, align 4
  %2194 = load <16 x float>, ptr %2190, align 4
  %2195 = load <16 x float>, ptr %2191, align 4
  %2196 = load <16 x float>, ptr %2192, align 4
  %2197 = fadd <16 x float> %2184, %2193
  %2198 = fadd <16 x float> %2185, %2194
  %2199 = fadd <16 x float> %2186, %2195
  %2200 = fadd <16 x float> %2187, %2196
  %2201 = getelementptr inbounds nuw float, ptr %178, i64 %2188
  %2202 = getelementptr inbounds nuw i8, ptr %2201, i64 64
  %2203 = getelementptr inbounds nuw i8, ptr %2201, i64 128
  %2204 = getelementptr inbounds nuw i8, ptr %2201, i64 192
  %2205 = load <16 x float>, ptr %2201, align 4
  %2206 = load <16 x float>, ptr %2202, align 4
  %2207 = load <16 x float>, ptr %2203, align 4
  %2208 = load <16 x float>, ptr %2204, align 4
  %2209 = fadd <16 x float> %2197, %2205
  %2210 = fadd <16 x float> %2198, %2206
  %2211 = fadd <16 x float> %2199, %2207
  %2212 = fadd <16 x float> %2200, %2208
  %2213 = getelementptr inbounds nuw float, ptr %1711, i64 %2188
  %2214 = getelementptr inbounds nuw i8, ptr %2213, i64 64
  %2215 = getelementptr inbounds nuw i8, ptr %2213, i64 128
  %2216 = getelementptr inbounds nuw i8, ptr %2213, i64 192
  %2217 = load <16 x float>, ptr %2213, align 4
  %2218 = load <16 x float>, ptr %2214, align 4
  %2219 = load <16 x float>, ptr %2215, align 4
  %2220 = load <16 x float>, ptr %2216, align 4
  %2221 = fadd <16 x float> %2209, %2217
  %2222 = fadd <16 x float> %2210, %2218
  %2223 = fadd <16 x float> %2211, %2219
  %2224 = fadd <16 x float> %2212, %2220
  store <16 x float> %2221, ptr %2213, align 4
  store <16 x float> %2222, ptr %2214, align 4
  store <16 x float> %2223, ptr %2215, align 4
  store <16 x float> %2224, ptr %2216, align 4
  %2225 = add nuw i64 %2179, 64
  %2226 = icmp eq i64 %2225, %1399
  br i1 %2226, label %2227, label %2178

2227:                                             ; preds = %2178
  br i1 %1400, label %2297, label %2228

2228:                                             ; preds = %2227
  br i1 %1401, label %2248, label %2229

2229:                                             ; preds = %2177, %2228
  %2230 = phi i64 [ %1399, %2228 ], [ 0, %2177 ]
  br label %2231

2231:                                             ; preds = %2231, %2229
  %2232 = phi i64 [ %2230, %2229 ], [ %2245, %2231 ]
  %2233 = getelementptr float, ptr %2160, i64 %2232
  %2234 = load <8 x float>, ptr %2233, align 4
  %2235 = add nuw nsw i64 %2232, %1121
  %2236 = getelementptr inbounds nuw float, ptr %177, i64 %2235
  %2237 = load <8 x float>, ptr %2236, align 4
  %2238 = fadd <8 x float> %2234, %2237
  %2239 = getelementptr inbounds nuw float, ptr %178, i64 %2235
  %2240 = load <8 x float>, ptr %2239, align 4
  %2241 = fadd <8 x float> %2238, %2240
  %2242 = getelementptr inbounds nuw float, ptr %1711, i64 %2235
  %2243 = load <8 x float>, ptr %2242, align 4
  %2244 = fadd <8 x float> %2241, %2243
  store <8 x float> %2244, ptr %2242, align 4
  %2245 = add nuw i64 %2232, 8
  %2246 = icmp eq i64 %2245, %1402
  br i1 %2246, label %2247, label %2231

2247:                                             ; preds = %2231
  br i1 %1403, label %2297, label %2248

2248:                                             ; preds = %2161, %2159, %2228, %2247
  %2249 = phi i64 [ 0, %2159 ], [ 0, %2161 ], [ %1399, %2228 ], [ %1402, %2247 ]
  %2250 = or disjoint i64 %2249, 1
  br i1 %1405, label %2265, label %2251

2251:                                             ; preds = %2248
  %2252 = getelementptr float, ptr %2160, i64 %2249
  %2253 = load float, ptr %2252, align 4
  %2254 = add nuw nsw i64 %2249, %1121
  %2255 = getelementptr inbounds nuw float, ptr %177, i64 %2254
  %2256 = load float, ptr %2255, align 4
  %2257 = fadd float %2253, %2256
  %2258 = getelementptr inbounds nuw float, ptr %178, i64 %2254
  %2259 = load float, ptr %2258, align 4
  %2260 = fadd float %2257, %2259
  %2261 = getelementptr inbounds nuw float, ptr %1711, i64 %2254
  %2262 = load float, ptr %2261, align 4
  %2263 = fadd float %2260, %2262
  store float %2263, ptr %2261, align 4
  %2264 = or disjoint i64 %2249, 1
  br label %2265

2265:                                             ; preds = %2251, %2248
  %2266 = phi i64 [ %2249, %2248 ], [ %2264, %2251 ]
  %2267 = icmp eq i64 %32, %2250
  br i1 %2267, label %2297, label %2406

2268:                                             ; preds = %2129, %2268
  %2269 = phi i64 [ %2295, %2268 ], [ %2130, %2129 ]
  %2270 = getelementptr float, ptr %2024, i64 %2269
  %2271 = load float, ptr %2270, align 4
  %2272 = add nuw nsw i64 %2269, %106
  %2273 = getelementptr inbounds nuw float, ptr %177, i64 %2272
  %2274 = load float, ptr %2273, align 4
  %2275 = fadd float %2271, %2274
  %2276 = getelementptr inbounds nuw float, ptr %178, i64 %2272
  %2277 = load float, ptr %2276, align 4
  %2278 = fadd float %2275, %2277
  %2279 = getelementptr inbounds nuw float, ptr %1711, i64 %2272
  %2280 = load float, ptr %2279, align 4
  %2281 = fadd float %2278, %2280
  store float %2281, ptr %2279, align 4
  %2282 = add nuw nsw i64 %2269, 1
  %2283 = getelementptr float, ptr %2024, i64 %2282
  %2284 = load float, ptr %2283, align 4
  %2285 = add nuw nsw i64 %2282, %106
  %2286 = getelementptr inbounds nuw float, ptr %177, i64 %2285
  %2287 = load float, ptr %2286, align 4
  %2288 = fadd float %2284, %2287
  %2289 = getelementptr inbounds nuw float, ptr %178, i64 %2285
  %2290 = load float, ptr %2289, align 4
  %2291 = fadd float %2288, %2290
  %2292 = getelementptr inbounds nuw float, ptr %1711, i64 %2285
  %2293 = load float, ptr %2292, align 4
  %2294 = fadd float %2291, %2293
  store float %2294, ptr %2292, align 4
  %2295 = add nuw nsw i64 %2269, 2
  %2296 = icmp eq i64 %2295, %32
  br i1 %2296, label %2159, label %2268

2297:                                             ; preds = %2265, %2406, %2247, %2227
  %2298 = getelementptr i8, ptr %1709, i64 %1125
  br i1 %1406, label %2386, label %2299

2299:                                             ; preds = %2297
  %2300 = getelementptr i8, ptr %1711, i64 %1167
  %2301 = getelementptr i8, ptr %1711, i64 %1167
  %2302 = getelementptr i8, ptr %2301, i64 %1171
  %2303 = getelementptr i8, ptr %1709, i64 %1172
  %2304 = icmp ult ptr %2300, %2303
  %2305 = icmp ult ptr %2298, %2302
  %2306 = and i1 %2304, %2305
  %2307 = icmp ult ptr %2300, %1180
  %2308 = icmp ult ptr %1178, %2302
  %2309 = and i1 %2307, %2308
  %2310 = or i1 %2306, %2309
  %2311 = icmp ult ptr %2300, %1187
  %2312 = icmp ult ptr %1185, %2302
  %2313 = and i1 %2311, %2312
  %2314 = or i1 %2310, %2313
  br i1 %2314, label %2386, label %2315

2315:                                             ; preds = %2299
  br i1 %1407, label %2367, label %2316

2316:                                             ; preds = %2315, %2316
  %2317 = phi i64 [ %2363, %2316 ], [ 0, %2315 ]
  %2318 = getelementptr float, ptr %2298, i64 %2317
  %2319 = getelementptr i8, ptr %2318, i64 64
  %2320 = getelementptr i8, ptr %2318, i64 128
  %2321 = getelementptr i8, ptr %2318, i64 192
  %2322 = load <16 x float>, ptr %2318, align 4
  %2323 = load <16 x float>, ptr %2319, align 4
  %2324 = load <16 x float>, ptr %2320, align 4
  %2325 = load <16 x float>, ptr %2321, align 4
  %2326 = add nuw nsw i64 %2317, %110
  %2327 = getelementptr inbounds nuw float, ptr %177, i64 %2326
  %2328 = getelementptr inbounds nuw i8, ptr %2327, i64 64
  %2329 = getelementptr inbounds nuw i8, ptr %2327, i64 128
  %2330 = getelementptr inbounds nuw i8, ptr %2327, i64 192
  %2331 = load <16 x float>, ptr %2327, align 4
  %2332 = load <16 x float>, ptr %2328, align 4
  %2333 = load <16 x float>, ptr %2329, align 4
  %2334 = load <16 x float>, ptr %2330, align 4
  %2335 = fadd <16 x float> %2322, %2331
  %2336 = fadd <16 x float> %2323, %2332
  %2337 = fadd <16 x float> %2324, %2333
  %2338 = fadd <16 x float> %2325, %2334
  %2339 = getelementptr inbounds nuw float, ptr %178, i64 %2326
  %2340 = getelementptr inbounds nuw i8, ptr %2339, i64 64
  %2341 = getelementptr inbounds nuw i8, ptr %2339, i64 128
  %2342 = getelementptr inbounds nuw i8, ptr %2339, i64 192
  %2343 = load <16 x float>, ptr %2339, align 4
  %2344 = load <16 x float>, ptr %2340, align 4
  %2345 = load <16 x float>, ptr %2341, align 4
  %2346 = load <16 x float>, ptr %2342, align 4
  %2347 = fadd <16 x float> %2335, %2343
  %2348 = fadd <16 x float> %2336, %2344
  %2349 = fadd <16 x float> %2337, %2345
  %2350 = fadd <16 x float> %2338, %2346
  %2351 = getelementptr inbounds nuw float, ptr %1711, i64 %2326
  %2352 = getelementptr inbounds nuw i8, ptr %2351, i64 64
  %2353 = getelementptr inbounds nuw i8, ptr %2351, i64 128
  %2354 = getelementptr inbounds nuw i8, ptr %2351, i64 192
  %2355 = load <16 x float>, ptr %2351, align 4
  %2356 = load <16 x float>, ptr %2352, align 4
  %2357 = load <16 x float>, ptr %2353, align 4
  %2358 = load <16 x float>, ptr %2354, align 4
  %2359 = fadd <16 x float> %2347, %2355
  %2360 = fadd <16 x float> %2348, %2356
  %2361 = fadd <16 x float> %2349, %2357
  %2362 = fadd <16 x float> %2350, %2358
  store <16 x float> %2359, ptr %2351, align 4
  store <16 x float> %2360, ptr %2352, align 4
  store <16 x float> %2361, ptr %2353, align 4
  store <16 x float> %2362, ptr %2354, align 4
  %2363 = add nuw i64 %2317, 64
  %2364 = icmp eq i64 %2363, %1409
  br i1 %2364, label %2365, label %2316

2365:                                             ; preds = %2316
  br i1 %1410, label %2435, label %2366

2366:                                             ; preds = %2365
  br i1 %1411, label %2386, label %2367

2367:                                             ; preds = %2315, %2366
  %2368 = phi i64 [ %1409, %2366 ], [ 0, %2315 ]
  br label %2369

2369:                                             ; preds = %2369, %2367
  %2370 = phi i64 [ %2368, %2367 ], [ %2383, %2369 ]
  %2371 = getelementptr float, ptr %2298, i64 %2370
  %2372 = load <8 x float>, ptr %2371, align 4
  %2373 = add nuw nsw i64 %2370, %110
  %2374 = getelementptr inbounds nuw float, ptr %177, i64 %2373
  %2375 = load <8 x float>, ptr %2374, align 4
  %2376 = fadd <8 x float> %2372, %2375
  %2377 = getelementptr inbounds nuw float, ptr %178, i64 %2373
  %2378 = load <8 x float>, ptr %2377, align 4
  %2379 = fadd <8 x float> %2376, %2378
  %2380 = getelementptr inbounds nuw float, ptr %1711, i64 %2373
  %2381 = load <8 x float>, ptr %2380, align 4
  %2382 = fadd <8 x float> %2379, %2381
  store <8 x float> %2382, ptr %2380, align 4
  %2383 = add nuw i64 %2370, 8
  %2384 = icmp eq i64 %2383, %1412
  br i1 %2384, label %2385, label %2369

2385:                                             ; preds = %2369
  br i1 %1413, label %2435, label %2386

2386:                                             ; preds = %2299, %2297, %2366, %2385
  %2387 = phi i64 [ 0, %2297 ], [ 0, %2299 ], [ %1409, %2366 ], [ %1412, %2385 ]
  %2388 = or disjoint i64 %2387, 1
  br i1 %1415, label %2403, label %2389

2389:                                             ; preds = %2386
  %2390 = getelementptr float, ptr %2298, i64 %2387
  %2391 = load float, ptr %2390, align 4
  %2392 = add nuw nsw i64 %2387, %110
  %2393 = getelementptr inbounds nuw float, ptr %177, i64 %2392
  %2394 = load float, ptr %2393, align 4
  %2395 = fadd float %2391, %2394
  %2396 = getelementptr inbounds nuw float, ptr %178, i64 %2392
  %2397 = load float, ptr %2396, align 4
  %2398 = fadd float %2395, %2397
  %2399 = getelementptr inbounds nuw float, ptr %1711, i64 %2392
  %2400 = load float, ptr %2399, align 4
  %2401 = fadd float %2398, %2400
  store float %2401, ptr %2399, align 4
  %2402 = or disjoint i64 %2387, 1
  br label %2403

2403:                                             ; preds = %2389, %2386
  %2404 = phi i64 [ %2387, %2386 ], [ %2402, %2389 ]
  %2405 = icmp eq i64 %32, %2388
  br i1 %2405, label %2435, label %2490

2406:                                             ; preds = %2265, %2406
  %2407 = phi i64 [ %2433, %2406 ], [ %2266, %2265 ]
  %2408 = getelementptr float, ptr %2160, i64 %2407
  %2409 = load float, ptr %2408, align 4
  %2410 = add nuw nsw i64 %2407, %1121
  %2411 = getelementptr inbounds nuw float, ptr %177, i64 %2410
  %2412 = load float, ptr %2411, align 4
  %2413 = fadd float %2409, %2412
  %2414 = getelementptr inbounds nuw float, ptr %178, i64 %2410
  %2415 = load float, ptr %2414, align 4
  %2416 = fadd float %2413, %2415
  %2417 = getelementptr inbounds nuw float, ptr %1711, i64 %2410
  %2418 = load float, ptr %2417, align 4
  %2419 = fadd float %2416, %2418
  store float %2419, ptr %2417, align 4
  %2420 = add nuw nsw i64 %2407, 1
  %2421 = getelementptr float, ptr %2160, i64 %2420
  %2422 = load float, ptr %2421, align 4
  %2423 = add nuw nsw i64 %2420, %1121
  %2424 = getelementptr inbounds nuw float, ptr %177, i64 %2423
  %2425 = load float, ptr %2424, align 4
  %2426 = fadd float %2422, %2425
  %2427 = getelementptr inbounds nuw float, ptr %178, i64 %2423
  %2428 = load float, ptr %2427, align 4
  %2429 = fadd float %2426, %2428
  %2430 = getelementptr inbounds nuw float, ptr %1711, i64 %2423
  %2431 = load float, ptr %2430, align 4
  %2432 = fadd float %2429, %2431
  store float %2432, ptr %2430, align 4
  %2433 = add nuw nsw i64 %2407, 2
  %2434 = icmp eq i64 %2433, %32
  br i1 %2434, label %2297, label %2406

2435:                                             ; preds = %2403, %2490, %2385, %2365
  %2436 = getelementptr float, ptr %1711, i64 %1121
  br i1 %1132, label %2538, label %2437

2437:                                             ; preds = %2435
  %2438 = getelementptr i8, ptr %1711, i64 %1164
  %2439 = getelementptr i8, ptr %1711, i64 %1168
  %2440 = getelementptr i8, ptr %1716, i64 %1164
  %2441 = icmp ult ptr %1711, %2439
  %2442 = icmp ult ptr %2436, %2438
  %2443 = and i1 %2441, %2442
  %2444 = icmp ult ptr %1711, %1169
  %2445 = icmp ult ptr %1075, %2438
  %2446 = and i1 %2444, %2445
  %2447 = or i1 %2443, %2446
  %2448 = icmp ult ptr %1711, %2440
  %2449 = icmp ult ptr %1716, %2438
  %2450 = and i1 %2448, %2449
  %2451 = or i1 %2447, %2450
  %2452 = icmp ult ptr %1711, %1170
  %2453 = icmp ult ptr %1128, %2438
  %2454 = and i1 %2452, %2453
  %2455 = or i1 %2451, %2454
  %2456 = icmp ult ptr %2436, %1169
  %2457 = icmp ult ptr %1075, %2439
  %2458 = and i1 %2456, %2457
  %2459 = or i1 %2455, %2458
  %2460 = icmp ult ptr %2436, %2440
  %2461 = icmp ult ptr %1716, %2439
  %2462 = and i1 %2460, %2461
  %2463 = or i1 %2459, %2462
  %2464 = icmp ult ptr %2436, %1170
  %2465 = icmp ult ptr %1128, %2439
  %2466 = and i1 %2464, %2465
  %2467 = or i1 %2463, %2466
  br i1 %2467, label %2468, label %2470

2468:                                             ; preds = %2489, %2437
  %2469 = phi i64 [ %1416, %2489 ], [ 0, %2437 ]
  br label %2519

2470:                                             ; preds = %2437, %2470
  %2471 = phi i64 [ %2487, %2470 ], [ 0, %2437 ]
  %2472 = getelementptr inbounds nuw float, ptr %1711, i64 %2471
  %2473 = load <16 x float>, ptr %2472, align 4
  %2474 = getelementptr inbounds nuw float, ptr %1417, i64 %2471
  %2475 = load <16 x float>, ptr %2474, align 4
  %2476 = getelementptr inbounds nuw float, ptr %1716, i64 %2471
  %2477 = load <16 x float>, ptr %2476, align 4
  %2478 = fmul <16 x float> %2475, %2477
  %2479 = fadd <16 x float> %2473, %2478
  store <16 x float> %2479, ptr %2472, align 4
  %2480 = getelementptr inbounds nuw float, ptr %2436, i64 %2471
  %2481 = load <16 x float>, ptr %2480, align 4
  %2482 = getelementptr float, ptr %1128, i64 %2471
  %2483 = load <16 x float>, ptr %2482, align 4
  %2484 = load <16 x float>, ptr %2476, align 4
  %2485 = fmul <16 x float> %2483, %2484
  %2486 = fadd <16 x float> %2481, %2485
  store <16 x float> %2486, ptr %2480, align 4
  %2487 = add nuw i64 %2471, 16
  %2488 = icmp eq i64 %2487, %1416
  br i1 %2488, label %2489, label %2470

2489:                                             ; preds = %2470
  br i1 %1418, label %2538, label %2468

2490:                                             ; preds = %2403, %2490
  %2491 = phi i64 [ %2517, %2490 ], [ %2404, %2403 ]
  %2492 = getelementptr float, ptr %2298, i64 %2491
  %2493 = load float, ptr %2492, align 4
  %2494 = add nuw nsw i64 %2491, %110
  %2495 = getelementptr inbounds nuw float, ptr %177, i64 %2494
  %2496 = load float, ptr %2495, align 4
  %2497 = fadd float %2493, %2496
  %2498 = getelementptr inbounds nuw float, ptr %178, i64 %2494
  %2499 = load float, ptr %2498, align 4
  %2500 = fadd float %2497, %2499
  %2501 = getelementptr inbounds nuw float, ptr %1711, i64 %2494
  %2502 = load float, ptr %2501, align 4
  %2503 = fadd float %2500, %2502
  store float %2503, ptr %2501, align 4
  %2504 = add nuw nsw i64 %2491, 1
  %2505 = getelementptr float, ptr %2298, i64 %2504
  %2506 = load float, ptr %2505, align 4
  %2507 = add nuw nsw i64 %2504, %110
  %2508 = getelementptr inbounds nuw float, ptr %177, i64 %2507
  %2509 = load float, ptr %2508, align 4
  %2510 = fadd float %2506, %2509
  %2511 = getelementptr inbounds nuw float, ptr %178, i64 %2507
  %2512 = load float, ptr %2511, align 4
  %2513 = fadd float %2510, %2512
  %2514 = getelementptr inbounds nuw float, ptr %1711, i64 %2507
  %2515 = load float, ptr %2514, align 4
  %2516 = fadd float %2513, %2515
  store float %2516, ptr %2514, align 4
  %2517 = add nuw nsw i64 %2491, 2
  %2518 = icmp eq i64 %2517, %32
  br i1 %2518, label %2435, label %2490

2519:                                             ; preds = %2468, %2519
  %2520 = phi i64 [ %2536, %2519 ], [ %2469, %2468 ]
  %2521 = getelementptr inbounds nuw float, ptr %1711, i64 %2520
  %2522 = load float, ptr %2521, align 4
  %2523 = getelementptr inbounds nuw float, ptr %1419, i64 %2520
  %2524 = load float, ptr %2523, align 4
  %2525 = getelementptr inbounds nuw float, ptr %1716, i64 %2520
  %2526 = load float, ptr %2525, align 4
  %2527 = fmul float %2524, %2526
  %2528 = fadd float %2522, %2527
  store float %2528, ptr %2521, align 4
  %2529 = getelementptr inbounds nuw float, ptr %2436, i64 %2520
  %2530 = load float, ptr %2529, align 4
  %2531 = getelementptr float, ptr %1128, i64 %2520
  %2532 = load float, ptr %2531, align 4
  %2533 = load float, ptr %2525, align 4
  %2534 = fmul float %2532, %2533
  %2535 = fadd float %2530, %2534
  store float %2535, ptr %2529, align 4
  %2536 = add nuw nsw i64 %2520, 1
  %2537 = icmp eq i64 %2536, %187
  br i1 %2537, label %2538, label %2519

2538:                                             ; preds = %2519, %2489, %2021, %2435
  %2539 = phi i1 [ %1131, %2021 ], [ true, %2435 ], [ false, %2489 ], [ false, %2519 ]
  %2540 = phi ptr [ %2022, %2021 ], [ %2436, %2435 ], [ %2436, %2489 ], [ %2436, %2519 ]
  %2541 = getelementptr float, ptr %1711, i64 %106
  %2542 = getelementptr float, ptr %1711, i64 %110
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %1711, i64 noundef %106)
  br i1 %99, label %2543, label %2544

2543:                                             ; preds = %2538
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %2540, i64 noundef %106)
  br label %2544

2544:                                             ; preds = %2543, %2538
  call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef %2542, i64 noundef %106)
  br i1 %124, label %2545, label %2658

2545:                                             ; preds = %2544
  %2546 = getelementptr i8, ptr %1716, i64 %1164
  %2547 = getelementptr i8, ptr %1711, i64 %1167
  %2548 = getelementptr i8, ptr %2547, i64 %1164
  %2549 = getelementptr i8, ptr %1711, i64 %1164
  %2550 = getelementptr i8, ptr %1711, i64 %807
  %2551 = getelementptr i8, ptr %1711, i64 %1168
  %2552 = icmp ult ptr %1716, %2548
  %2553 = icmp ult ptr %2542, %2546
  %2554 = and i1 %2552, %2553
  %2555 = icmp ult ptr %1716, %2549
  %2556 = icmp ult ptr %1711, %2546
  %2557 = and i1 %2555, %2556
  %2558 = or i1 %2554, %2557
  %2559 = icmp ult ptr %1716, %2551
  %2560 = icmp ult ptr %2550, %2546
  %2561 = and i1 %2559, %2560
  %2562 = or i1 %2558, %2561
  br i1 %2562, label %2655, label %2563

2563:                                             ; preds = %2545
  br i1 %1420, label %2632, label %2564

2564:                                             ; preds = %2563
  %2565 = getelementptr float, ptr %1711, i64 %1121
  br label %2566

2566:                                             ; preds = %2566, %2564
  %2567 = phi i64 [ 0, %2564 ], [ %2628, %2566 ]
  %2568 = getelementptr float, ptr %1711, i64 %2567
  %2569 = getelementptr i8, ptr %2568, i64 64
  %2570 = getelementptr i8, ptr %2568, i64 128
  %2571 = getelementptr i8, ptr %2568, i64 192
  %2572 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %2568, <16 x i1> %1425, <16 x float> poison)
  %2573 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %2569, <16 x i1> %1425, <16 x float> poison)
  %2574 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %2570, <16 x i1> %1425, <16 x float> poison)
  %2575 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %2571, <16 x i1> %1425, <16 x float> poison)
  %2576 = fsub <16 x float> splat (float 1.000000e+00), %2572
  %2577 = fsub <16 x float> splat (float 1.000000e+00), %2573
  %2578 = fsub <16 x float> splat (float 1.000000e+00), %2574
  %2579 = fsub <16 x float> splat (float 1.000000e+00), %2575
  %2580 = getelementptr float, ptr %2565, i64 %2567
  %2581 = getelementptr i8, ptr %2580, i64 64
  %2582 = getelementptr i8, ptr %2580, i64 128
  %2583 = getelementptr i8, ptr %2580, i64 192
  %2584 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %2580, <16 x i1> %1424, <16 x float> poison)
  %2585 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %2581, <16 x i1> %1424, <16 x float> poison)
  %2586 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %2582, <16 x i1> %1424, <16 x float> poison)
  %2587 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %2583, <16 x i1> %1424, <16 x float> poison)
  %2588 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %2568, <16 x i1> %1424, <16 x float> poison)
  %2589 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %2569, <16 x i1> %1424, <16 x float> poison)
  %2590 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %2570, <16 x i1> %1424, <16 x float> poison)
  %2591 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %2571, <16 x i1> %1424, <16 x float> poison)
  %2592 = select i1 %99, <16 x float> %2588, <16 x float> %2572
  %2593 = select i1 %99, <16 x float> %2589, <16 x float> %2573
  %2594 = select i1 %99, <16 x float> %2590, <16 x float> %2574
  %2595 = select i1 %99, <16 x float> %2591, <16 x float> %2575
  %2596 = select i1 %99, <16 x float> %2584, <16 x float> %2576
  %2597 = select i1 %99, <16 x float> %2585, <16 x float> %2577
  %2598 = select i1 %99, <16 x float> %2586, <16 x float> %2578
  %2599 = select i1 %99, <16 x float> %2587, <16 x float> %2579
  %2600 = getelementptr inbounds nuw float, ptr %1716, i64 %2567
  %2601 = getelementptr inbounds nuw i8, ptr %2600, i64 64
  %2602 = getelementptr inbounds nuw i8, ptr %2600, i64 128
  %2603 = getelementptr inbounds nuw i8, ptr %2600, i64 192
  %2604 = load <16 x float>, ptr %2600, align 4
  %2605 = load <16 x float>, ptr %2601, align 4
  %2606 = load <16 x float>, ptr %2602, align 4
  %2607 = load <16 x float>, ptr %2603, align 4
  %2608 = fmul <16 x float> %2596, %2604
  %2609 = fmul <16 x float> %2597, %2605
  %2610 = fmul <16 x float> %2598, %2606
  %2611 = fmul <16 x float> %2599, %2607
  %2612 = getelementptr inbounds nuw float, ptr %2542, i64 %2567
  %2613 = getelementptr inbounds nuw i8, ptr %2612, i64 64
  %2614 = getelementptr inbounds nuw i8, ptr %2612, i64 128
  %2615 = getelementptr inbounds nuw i8, ptr %2612, i64 192
  %2616 = load <16 x float>, ptr %2612, align 4
  %2617 = load <16 x float>, ptr %2613, align 4
  %2618 = load <16 x float>, ptr %2614, align 4
  %2619 = load <16 x float>, ptr %2615, align 4
  %2620 = fmul <16 x float> %2592, %2616
  %2621 = fmul <16 x float> %2593, %2617
  %2622 = fmul <16 x float> %2594, %2618
  %2623 = fmul <16 x float> %2595, %2619
  %2624 = fadd <16 x float> %2608, %2620
  %2625 = fadd <16 x float> %2609, %2621
  %2626 = fadd <16 x float> %2610, %2622
  %2627 = fadd <16 x float> %2611, %2623
  store <16 x float> %2624, ptr %2600, align 4
  store <16 x float> %2625, ptr %2601, align 4
  store <16 x float> %2626, ptr %2602, align 4
  store <16 x float> %2627, ptr %2603, align 4
  %2628 = add nuw i64 %2567, 64
  %2629 = icmp eq i64 %2628, %1422
  br i1 %2629, label %2630, label %2566

2630:                                             ; preds = %2566
  br i1 %1426, label %2658, label %2631

2631:                                             ; preds = %2630
  br i1 %1427, label %2655, label %2632

2632:                                             ; preds = %2563, %2631
  %2633 = phi i64 [ %1422, %2631 ], [ 0, %2563 ]
  %2634 = getelementptr float, ptr %1711, i64 %1121
  br label %2635

2635:                                             ; preds = %2635, %2632
  %2636 = phi i64 [ %2633, %2632 ], [ %2652, %2635 ]
  %2637 = getelementptr float, ptr %1711, i64 %2636
  %2638 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2637, <8 x i1> %1431, <8 x float> poison)
  %2639 = fsub <8 x float> splat (float 1.000000e+00), %2638
  %2640 = getelementptr float, ptr %2634, i64 %2636
  %2641 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2640, <8 x i1> %1430, <8 x float> poison)
  %2642 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2637, <8 x i1> %1430, <8 x float> poison)
  %2643 = select i1 %99, <8 x float> %2642, <8 x float> %2638
  %2644 = select i1 %99, <8 x float> %2641, <8 x float> %2639
  %2645 = getelementptr inbounds nuw float, ptr %1716, i64 %2636
  %2646 = load <8 x float>, ptr %2645, align 4
  %2647 = fmul <8 x float> %2644, %2646
  %2648 = getelementptr inbounds nuw float, ptr %2542, i64 %2636
  %2649 = load <8 x float>, ptr %2648, align 4
  %2650 = fmul <8 x float> %2643, %2649
  %2651 = fadd <8 x float> %2647, %2650
  store <8 x float> %2651, ptr %2645, align 4
  %2652 = add nuw i64 %2636, 8
  %2653 = icmp eq i64 %2652, %1428
  br i1 %2653, label %2654, label %2635

2654:                                             ; preds = %2635
  br i1 %1432, label %2658, label %2655

2655:                                             ; preds = %2545, %2631, %2654
  %2656 = phi i64 [ 0, %2545 ], [ %1422, %2631 ], [ %1428, %2654 ]
  %2657 = getelementptr inbounds float, ptr %1711, i64 %1121
  br label %2724

2658:                                             ; preds = %2735, %2630, %2654, %2544
  br i1 %2539, label %2768, label %2659

2659:                                             ; preds = %2658
  br i1 %1433, label %2708, label %2660

2660:                                             ; preds = %2659
  %2661 = getelementptr i8, ptr %1711, i64 %1165
  %2662 = getelementptr i8, ptr %1716, i64 %1164
  %2663 = icmp ult ptr %2541, %1166
  %2664 = icmp ult ptr %1129, %2661
  %2665 = and i1 %2663, %2664
  %2666 = icmp ult ptr %2541, %2662
  %2667 = icmp ult ptr %1716, %2661
  %2668 = and i1 %2666, %2667
  %2669 = or i1 %2665, %2668
  br i1 %2669, label %2708, label %2670

2670:                                             ; preds = %2660
  br i1 %1434, label %2693, label %2671

2671:                                             ; preds = %2670, %2671
  %2672 = phi i64 [ %2689, %2671 ], [ 0, %2670 ]
  %2673 = getelementptr inbounds nuw float, ptr %2541, i64 %2672
  %2674 = getelementptr inbounds nuw i8, ptr %2673, i64 64
  %2675 = load <16 x float>, ptr %2673, align 4
  %2676 = load <16 x float>, ptr %2674, align 4
  %2677 = getelementptr float, ptr %1129, i64 %2672
  %2678 = getelementptr i8, ptr %2677, i64 64
  %2679 = load <16 x float>, ptr %2677, align 4
  %2680 = load <16 x float>, ptr %2678, align 4
  %2681 = getelementptr inbounds nuw float, ptr %1716, i64 %2672
  %2682 = getelementptr inbounds nuw i8, ptr %2681, i64 64
  %2683 = load <16 x float>, ptr %2681, align 4
  %2684 = load <16 x float>, ptr %2682, align 4
  %2685 = fmul <16 x float> %2679, %2683
  %2686 = fmul <16 x float> %2680, %2684
  %2687 = fadd <16 x float> %2675, %2685
  %2688 = fadd <16 x float> %2676, %2686
  store <16 x float> %2687, ptr %2673, align 4
  store <16 x float> %2688, ptr %2674, align 4
  %2689 = add nuw i64 %2672, 32
  %2690 = icmp eq i64 %2689, %1436
  br i1 %2690, label %2691, label %2671

2691:                                             ; preds = %2671
  br i1 %1437, label %2768, label %2692

2692:                                             ; preds = %2691
  br i1 %1438, label %2708, label %2693

2693:                                             ; preds = %2670, %2692
  %2694 = phi i64 [ %1436, %2692 ], [ 0, %2670 ]
  br label %2695

2695:                                             ; preds = %2695, %2693
  %2696 = phi i64 [ %2694, %2693 ], [ %2705, %2695 ]
  %2697 = getelementptr inbounds nuw float, ptr %2541, i64 %2696
  %2698 = load <4 x float>, ptr %2697, align 4
  %2699 = getelementptr float, ptr %1129, i64 %2696
  %2700 = load <4 x float>, ptr %2699, align 4
  %2701 = getelementptr inbounds nuw float, ptr %1716, i64 %2696
  %2702 = load <4 x float>, ptr %2701, align 4
  %2703 = fmul <4 x float> %2700, %2702
  %2704 = fadd <4 x float> %2698, %2703
  store <4 x float> %2704, ptr %2697, align 4
  %2705 = add nuw i64 %2696, 4
  %2706 = icmp eq i64 %2705, %1439
  br i1 %2706, label %2707, label %2695

2707:                                             ; preds = %2695
  br i1 %1440, label %2768, label %2708

2708:                                             ; preds = %2660, %2659, %2692, %2707
  %2709 = phi i64 [ 0, %2659 ], [ 0, %2660 ], [ %1436, %2692 ], [ %1439, %2707 ]
  %2710 = or disjoint i64 %2709, 1
  br i1 %1442, label %2721, label %2711

2711:                                             ; preds = %2708
  %2712 = getelementptr inbounds nuw float, ptr %2541, i64 %2709
  %2713 = load float, ptr %2712, align 4
  %2714 = getelementptr float, ptr %1129, i64 %2709
  %2715 = load float, ptr %2714, align 4
  %2716 = getelementptr inbounds nuw float, ptr %1716, i64 %2709
  %2717 = load float, ptr %2716, align 4
  %2718 = fmul float %2715, %2717
  %2719 = fadd float %2713, %2718
  store float %2719, ptr %2712, align 4
  %2720 = or disjoint i64 %2709, 1
  br label %2721

2721:                                             ; preds = %2711, %2708
  %2722 = phi i64 [ %2709, %2708 ], [ %2720, %2711 ]
  %2723 = icmp eq i64 %187, %2710
  br i1 %2723, label %2768, label %2747

2724:                                             ; preds = %2655, %2735
  %2725 = phi i64 [ %2745, %2735 ], [ %2656, %2655 ]
  br i1 %99, label %2730, label %2726

2726:                                             ; preds = %2724
  %2727 = getelementptr inbounds nuw float, ptr %1711, i64 %2725
  %2728 = load float, ptr %2727, align 4
  %2729 = fsub float 1.000000e+00, %2728
  br label %2735

2730:                                             ; preds = %2724
  %2731 = getelementptr inbounds nuw float, ptr %2657, i64 %2725
  %2732 = load float, ptr %2731, align 4
  %2733 = getelementptr inbounds nuw float, ptr %1711, i64 %2725
  %2734 = load float, ptr %2733, align 4
  br label %2735

2735:                                             ; preds = %2730, %2726
  %2736 = phi float [ %2728, %2726 ], [ %2734, %2730 ]
  %2737 = phi float [ %2729, %2726 ], [ %2732, %2730 ]
  %2738 = getelementptr inbounds nuw float, ptr %1716, i64 %2725
  %2739 = load float, ptr %2738, align 4
  %2740 = fmul float %2737, %2739
  %2741 = getelementptr inbounds nuw float, ptr %2542, i64 %2725
  %2742 = load float, ptr %2741, align 4
  %2743 = fmul float %2736, %2742
  %2744 = fadd float %2740, %2743
  store float %2744, ptr %2738, align 4
  %2745 = add nuw nsw i64 %2725, 1
  %2746 = icmp eq i64 %2745, %187
  br i1 %2746, label %2658, label %2724

2747:                                             ; preds = %2721, %2747
  %2748 = phi i64 [ %2766, %2747 ], [ %2722, %2721 ]
  %2749 = getelementptr inbounds nuw float, ptr %2541, i64 %2748
  %2750 = load float, ptr %2749, align 4
  %2751 = getelementptr float, ptr %1129, i64 %2748
  %2752 = load float, ptr %2751, align 4
  %2753 = getelementptr inbounds nuw float, ptr %1716, i64 %2748
  %2754 = load float, ptr %2753, align 4
  %2755 = fmul float %2752, %2754
  %2756 = fadd float %2750, %2755
  store float %2756, ptr %2749, align 4
  %2757 = add nuw nsw i64 %2748, 1
  %2758 = getelementptr inbounds nuw float, ptr %2541, i64 %2757
  %2759 = load float, ptr %2758, align 4
  %2760 = getelementptr float, ptr %1129, i64 %2757
  %2761 = load float, ptr %2760, align 4
  %2762 = getelementptr inbounds nuw float, ptr %1716, i64 %2757
  %2763 = load float, ptr %2762, align 4
  %2764 = fmul float %2761, %2763
  %2765 = fadd float %2759, %2764
  store float %2765, ptr %2758, align 4
  %2766 = add nuw nsw i64 %2748, 2
  %2767 = icmp eq i64 %2766, %187
  br i1 %2767, label %2768, label %2747

2768:                                             ; preds = %2721, %2747, %2691, %2707, %2658
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %2541, i64 noundef %106)
  br i1 %124, label %2841, label %2769

2769:                                             ; preds = %2768
  call fastcc void @apply(i64 %94, <2 x float> %98, float noundef 0.000000e+00, ptr noundef %2542, i64 noundef %106)
  br label %3785

2770:                                             ; preds = %2841
  call fastcc void @apply(i64 %94, <2 x float> %98, float noundef 0.000000e+00, ptr noundef nonnull %2542, i64 noundef %106)
  br i1 %1443, label %2823, label %2771

2771:                                             ; preds = %2770
  %2772 = add i64 %1162, %1714
  %2773 = sub i64 %2772, %1712
  %2774 = icmp ult i64 %2773, 256
  %2775 = add i64 %1444, %1712
  %2776 = sub i64 %1714, %2775
  %2777 = icmp ult i64 %2776, 256
  %2778 = or i1 %2774, %2777
  br i1 %2778, label %2823, label %2779

2779:                                             ; preds = %2771
  br i1 %1445, label %2810, label %2780

2780:                                             ; preds = %2779, %2780
  %2781 = phi i64 [ %2806, %2780 ], [ 0, %2779 ]
  %2782 = getelementptr inbounds nuw float, ptr %2541, i64 %2781
  %2783 = getelementptr inbounds nuw i8, ptr %2782, i64 64
  %2784 = getelementptr inbounds nuw i8, ptr %2782, i64 128
  %2785 = getelementptr inbounds nuw i8, ptr %2782, i64 192
  %2786 = load <16 x float>, ptr %2782, align 4
  %2787 = load <16 x float>, ptr %2783, align 4
  %2788 = load <16 x float>, ptr %2784, align 4
  %2789 = load <16 x float>, ptr %2785, align 4
  %2790 = getelementptr inbounds nuw float, ptr %2542, i64 %2781
  %2791 = getelementptr inbounds nuw i8, ptr %2790, i64 64
  %2792 = getelementptr inbounds nuw i8, ptr %2790, i64 128
  %2793 = getelementptr inbounds nuw i8, ptr %2790, i64 192
  %2794 = load <16 x float>, ptr %2790, align 4
  %2795 = load <16 x float>, ptr %2791, align 4
  %2796 = load <16 x float>, ptr %2792, align 4
  %2797 = load <16 x float>, ptr %2793, align 4
  %2798 = fmul <16 x float> %2786, %2794
  %2799 = fmul <16 x float> %2787, %2795
  %2800 = fmul <16 x float> %2788, %2796
  %2801 = fmul <16 x float> %2789, %2797
  %2802 = getelementptr inbounds nuw float, ptr %1713, i64 %2781
  %2803 = getelementptr inbounds nuw i8, ptr %2802, i64 64
  %2804 = getelementptr inbounds nuw i8, ptr %2802, i64 128
  %2805 = getelementptr inbounds nuw i8, ptr %2802, i64 192
  store <16 x float> %2798, ptr %2802, align 4
  store <16 x float> %2799, ptr %2803, align 4
  store <16 x float> %2800, ptr %2804, align 4
  store <16 x float> %2801, ptr %2805, align 4
  %2806 = add nuw i64 %2781, 64
  %2807 = icmp eq i64 %2806, %1447
  br i1 %2807, label %2808, label %2780

2808:                                             ; preds = %2780
  br i1 %1448, label %3785, label %2809

2809:                                             ; preds = %2808
  br i1 %1449, label %2823, label %2810

2810:                                             ; preds = %2779, %2809
  %2811 = phi i64 [ %1447, %2809 ], [ 0, %2779 ]
  br label %2812

2812:                                             ; preds = %2812, %2810
  %2813 = phi i64 [ %2811, %2810 ], [ %2820, %2812 ]
  %2814 = getelementptr inbounds nuw float, ptr %2541, i64 %2813
  %2815 = load <8 x float>, ptr %2814, align 4
  %2816 = getelementptr inbounds nuw float, ptr %2542, i64 %2813
  %2817 = load <8 x float>, ptr %2816, align 4
  %2818 = fmul <8 x float> %2815, %2817
  %2819 = getelementptr inbounds nuw float, ptr %1713, i64 %2813
  store <8 x float> %2818, ptr %2819, align 4
  %2820 = add nuw i64 %2813, 8
  %2821 = icmp eq i64 %2820, %1450
  br i1 %2821, label %2822, label %2812

2822:                                             ; preds = %2812
  br i1 %1451, label %3785, label %2823

2823:                                             ; preds = %2771, %2770, %2809, %2822
  %2824 = phi i64 [ 0, %2770 ], [ 0, %2771 ], [ %1447, %2809 ], [ %1450, %2822 ]
  br i1 %1453, label %2837, label %2825

2825:                                             ; preds = %2823, %2825
  %2826 = phi i64 [ %2834, %2825 ], [ %2824, %2823 ]
  %2827 = phi i64 [ %2835, %2825 ], [ 0, %2823 ]
  %2828 = getelementptr inbounds nuw float, ptr %2541, i64 %2826
  %2829 = load float, ptr %2828, align 4
  %2830 = getelementptr inbounds nuw float, ptr %2542, i64 %2826
  %2831 = load float, ptr %2830, align 4
  %2832 = fmul float %2829, %2831
  %2833 = getelementptr inbounds nuw float, ptr %1713, i64 %2826
  store float %2832, ptr %2833, align 4
  %2834 = add nuw nsw i64 %2826, 1
  %2835 = add i64 %2827, 1
  %2836 = icmp eq i64 %2835, %1452
  br i1 %2836, label %2837, label %2825

2837:                                             ; preds = %2825, %2823
  %2838 = phi i64 [ %2824, %2823 ], [ %2834, %2825 ]
  %2839 = sub nsw i64 %2824, %32
  %2840 = icmp ugt i64 %2839, -4
  br i1 %2840, label %3785, label %2848

2841:                                             ; preds = %2768, %2841
  %2842 = phi i64 [ %2846, %2841 ], [ 0, %2768 ]
  %2843 = getelementptr inbounds nuw float, ptr %2542, i64 %2842
  %2844 = getelementptr inbounds nuw float, ptr %1716, i64 %2842
  %2845 = load <16 x float>, ptr %2844, align 4
  store <16 x float> %2845, ptr %2843, align 4
  %2846 = add nuw nsw i64 %2842, 16
  %2847 = icmp slt i64 %2846, %106
  br i1 %2847, label %2841, label %2770

2848:                                             ; preds = %2837, %2848
  %2849 = phi i64 [ %2877, %2848 ], [ %2838, %2837 ]
  %2850 = getelementptr inbounds nuw float, ptr %2541, i64 %2849
  %2851 = load float, ptr %2850, align 4
  %2852 = getelementptr inbounds nuw float, ptr %2542, i64 %2849
  %2853 = load float, ptr %2852, align 4
  %2854 = fmul float %2851, %2853
  %2855 = getelementptr inbounds nuw float, ptr %1713, i64 %2849
  store float %2854, ptr %2855, align 4
  %2856 = add nuw nsw i64 %2849, 1
  %2857 = getelementptr inbounds nuw float, ptr %2541, i64 %2856
  %2858 = load float, ptr %2857, align 4
  %2859 = getelementptr inbounds nuw float, ptr %2542, i64 %2856
  %2860 = load float, ptr %2859, align 4
  %2861 = fmul float %2858, %2860
  %2862 = getelementptr inbounds nuw float, ptr %1713, i64 %2856
  store float %2861, ptr %2862, align 4
  %2863 = add nuw nsw i64 %2849, 2
  %2864 = getelementptr inbounds nuw float, ptr %2541, i64 %2863
  %2865 = load float, ptr %2864, align 4
  %2866 = getelementptr inbounds nuw float, ptr %2542, i64 %2863
  %2867 = load float, ptr %2866, align 4
  %2868 = fmul float %2865, %2867
  %2869 = getelementptr inbounds nuw float, ptr %1713, i64 %2863
  store float %2868, ptr %2869, align 4
  %2870 = add nuw nsw i64 %2849, 3
  %2871 = getelementptr inbounds nuw float, ptr %2541, i64 %2870
  %2872 = load float, ptr %2871, align 4
  %2873 = getelementptr inbounds nuw float, ptr %2542, i64 %2870
  %2874 = load float, ptr %2873, align 4
  %2875 = fmul float %2872, %2874
  %2876 = getelementptr inbounds nuw float, ptr %1713, i64 %2870
  store float %2875, ptr %2876, align 4
  %2877 = add nuw nsw i64 %2849, 4
  %2878 = icmp eq i64 %2877, %32
  br i1 %2878, label %3785, label %2848

2879:                                             ; preds = %1916
  br i1 %100, label %2984, label %2880

2880:                                             ; preds = %2879
  br i1 %124, label %2881, label %3650

2881:                                             ; preds = %2880
  br i1 %1305, label %2965, label %2882

2882:                                             ; preds = %2881
  %2883 = getelementptr i8, ptr %1711, i64 %1294
  %2884 = getelementptr i8, ptr %1709, i64 %1294
  %2885 = icmp ult ptr %1711, %2884
  %2886 = icmp ult ptr %1709, %2883
  %2887 = and i1 %2885, %2886
  %2888 = icmp ult ptr %1711, %1300
  %2889 = icmp ult ptr %178, %2883
  %2890 = and i1 %2888, %2889
  %2891 = or i1 %2887, %2890
  %2892 = icmp ult ptr %1711, %1304
  %2893 = icmp ult ptr %177, %2883
  %2894 = and i1 %2892, %2893
  %2895 = or i1 %2891, %2894
  br i1 %2895, label %2965, label %2896

2896:                                             ; preds = %2882
  br i1 %1306, label %2947, label %2897

2897:                                             ; preds = %2896, %2897
  %2898 = phi i64 [ %2943, %2897 ], [ 0, %2896 ]
  %2899 = getelementptr inbounds nuw float, ptr %1709, i64 %2898
  %2900 = getelementptr inbounds nuw i8, ptr %2899, i64 64
  %2901 = getelementptr inbounds nuw i8, ptr %2899, i64 128
  %2902 = getelementptr inbounds nuw i8, ptr %2899, i64 192
  %2903 = load <16 x float>, ptr %2899, align 4
  %2904 = load <16 x float>, ptr %2900, align 4
  %2905 = load <16 x float>, ptr %2901, align 4
  %2906 = load <16 x float>, ptr %2902, align 4
  %2907 = getelementptr inbounds nuw float, ptr %177, i64 %2898
  %2908 = getelementptr inbounds nuw i8, ptr %2907, i64 64
  %2909 = getelementptr inbounds nuw i8, ptr %2907, i64 128
  %2910 = getelementptr inbounds nuw i8, ptr %2907, i64 192
  %2911 = load <16 x float>, ptr %2907, align 4
  %2912 = load <16 x float>, ptr %2908, align 4
  %2913 = load <16 x float>, ptr %2909, align 4
  %2914 = load <16 x float>, ptr %2910, align 4
  %2915 = fadd <16 x float> %2903, %2911
  %2916 = fadd <16 x float> %2904, %2912
  %2917 = fadd <16 x float> %2905, %2913
  %2918 = fadd <16 x float> %2906, %2914
  %2919 = getelementptr inbounds nuw float, ptr %178, i64 %2898
  %2920 = getelementptr inbounds nuw i8, ptr %2919, i64 64
  %2921 = getelementptr inbounds nuw i8, ptr %2919, i64 128
  %2922 = getelementptr inbounds nuw i8, ptr %2919, i64 192
  %2923 = load <16 x float>, ptr %2919, align 4
  %2924 = load <16 x float>, ptr %2920, align 4
  %2925 = load <16 x float>, ptr %2921, align 4
  %2926 = load <16 x float>, ptr %2922, align 4
  %2927 = fadd <16 x float> %2915, %2923
  %2928 = fadd <16 x float> %2916, %2924
  %2929 = fadd <16 x float> %2917, %2925
  %2930 = fadd <16 x float> %2918, %2926
  %2931 = getelementptr inbounds nuw float, ptr %1711, i64 %2898
  %2932 = getelementptr inbounds nuw i8, ptr %2931, i64 64
  %2933 = getelementptr inbounds nuw i8, ptr %2931, i64 128
  %2934 = getelementptr inbounds nuw i8, ptr %2931, i64 192
  %2935 = load <16 x float>, ptr %2931, align 4
  %2936 = load <16 x float>, ptr %2932, align 4
  %2937 = load <16 x float>, ptr %2933, align 4
  %2938 = load <16 x float>, ptr %2934, align 4
  %2939 = fadd <16 x float> %2927, %2935
  %2940 = fadd <16 x float> %2928, %2936
  %2941 = fadd <16 x float> %2929, %2937
  %2942 = fadd <16 x float> %2930, %2938
  store <16 x float> %2939, ptr %2931, align 4
  store <16 x float> %2940, ptr %2932, align 4
  store <16 x float> %2941, ptr %2933, align 4
  store <16 x float> %2942, ptr %2934, align 4
  %2943 = add nuw i64 %2898, 64
  %2944 = icmp eq i64 %2943, %1308
  br i1 %2944, label %2945, label %2897

2945:                                             ; preds = %2897
  br i1 %1309, label %3514, label %2946

2946:                                             ; preds = %2945
  br i1 %1310, label %2965, label %2947

2947:                                             ; preds = %2896, %2946
  %2948 = phi i64 [ %1308, %2946 ], [ 0, %2896 ]
  br label %2949

2949:                                             ; preds = %2949, %2947
  %2950 = phi i64 [ %2948, %2947 ], [ %2962, %2949 ]
  %2951 = getelementptr inbounds nuw float, ptr %1709, i64 %2950
  %2952 = load <8 x float>, ptr %2951, align 4
  %2953 = getelementptr inbounds nuw float, ptr %177, i64 %2950
  %2954 = load <8 x float>, ptr %2953, align 4
  %2955 = fadd <8 x float> %2952, %2954
  %2956 = getelementptr inbounds nuw float, ptr %178, i64 %2950
  %2957 = load <8 x float>, ptr %2956, align 4
  %2958 = fadd <8 x float> %2955, %2957
  %2959 = getelementptr inbounds nuw float, ptr %1711, i64 %2950
  %2960 = load <8 x float>, ptr %2959, align 4
  %2961 = fadd <8 x float> %2958, %2960
  store <8 x float> %2961, ptr %2959, align 4
  %2962 = add nuw i64 %2950, 8
  %2963 = icmp eq i64 %2962, %1311
  br i1 %2963, label %2964, label %2949

2964:                                             ; preds = %2949
  br i1 %1312, label %3514, label %2965

2965:                                             ; preds = %2882, %2881, %2946, %2964
  %2966 = phi i64 [ 0, %2881 ], [ 0, %2882 ], [ %1308, %2946 ], [ %1311, %2964 ]
  %2967 = or disjoint i64 %2966, 1
  br i1 %1314, label %2981, label %2968

2968:                                             ; preds = %2965
  %2969 = getelementptr inbounds nuw float, ptr %1709, i64 %2966
  %2970 = load float, ptr %2969, align 4
  %2971 = getelementptr inbounds nuw float, ptr %177, i64 %2966
  %2972 = load float, ptr %2971, align 4
  %2973 = fadd float %2970, %2972
  %2974 = getelementptr inbounds nuw float, ptr %178, i64 %2966
  %2975 = load float, ptr %2974, align 4
  %2976 = fadd float %2973, %2975
  %2977 = getelementptr inbounds nuw float, ptr %1711, i64 %2966
  %2978 = load float, ptr %2977, align 4
  %2979 = fadd float %2976, %2978
  store float %2979, ptr %2977, align 4
  %2980 = or disjoint i64 %2966, 1
  br label %2981

2981:                                             ; preds = %2968, %2965
  %2982 = phi i64 [ %2966, %2965 ], [ %2980, %2968 ]
  %2983 = icmp eq i64 %32, %2967
  br i1 %2983, label %3514, label %3623

2984:                                             ; preds = %2879
  br i1 %124, label %2985, label %3358

2985:                                             ; preds = %2984
  br i1 %1336, label %3069, label %2986

2986:                                             ; preds = %2985
  %2987 = getelementptr i8, ptr %1711, i64 %1266
  %2988 = getelementptr i8, ptr %1709, i64 %1266
  %2989 = icmp ult ptr %1711, %2988
  %2990 = icmp ult ptr %1709, %2987
  %2991 = and i1 %2989, %2990
  %2992 = icmp ult ptr %1711, %1272
  %2993 = icmp ult ptr %178, %2987
  %2994 = and i1 %2992, %2993
  %2995 = or i1 %2991, %2994
  %2996 = icmp ult ptr %1711, %1276
  %2997 = icmp ult ptr %177, %2987
  %2998 = and i1 %2996, %2997
  %2999 = or i1 %2995, %2998
  br i1 %2999, label %3069, label %3000

3000:                                             ; preds = %2986
  br i1 %1337, label %3051, label %3001

3001:                                             ; preds = %3000, %3001
  %3002 = phi i64 [ %3047, %3001 ], [ 0, %3000 ]
  %3003 = getelementptr inbounds nuw float, ptr %1709, i64 %3002
  %3004 = getelementptr inbounds nuw i8, ptr %3003, i64 64
  %3005 = getelementptr inbounds nuw i8, ptr %3003, i64 128
  %3006 = getelementptr inbounds nuw i8, ptr %3003, i64 192
  %3007 = load <16 x float>, ptr %3003, align 4
  %3008 = load <16 x float>, ptr %3004, align 4
  %3009 = load <16 x float>, ptr %3005, align 4
  %3010 = load <16 x float>, ptr %3006, align 4
  %3011 = getelementptr inbounds nuw float, ptr %177, i64 %3002
  %3012 = getelementptr inbounds nuw i8, ptr %3011, i64 64
  %3013 = getelementptr inbounds nuw i8, ptr %3011, i64 128
  %3014 = getelementptr inbounds nuw i8, ptr %3011, i64 192
  %3015 = load <16 x float>, ptr %3011, align 4
  %3016 = load <16 x float>, ptr %3012, align 4
  %3017 = load <16 x float>, ptr %3013, align 4
  %3018 = load <16 x float>, ptr %3014, align 4
  %3019 = fadd <16 x float> %3007, %3015
  %3020 = fadd <16 x float> %3008, %3016
  %3021 = fadd <16 x float> %3009, %3017
  %3022 = fadd <16 x float> %3010, %3018
  %3023 = getelementptr inbounds nuw float, ptr %178, i64 %3002
  %3024 = getelementptr inbounds nuw i8, ptr %3023, i64 64
  %3025 = getelementptr inbounds nuw i8, ptr %3023, i64 128
  %3026 = getelementptr inbounds nuw i8, ptr %3023, i64 192
  %3027 = load <16 x float>, ptr %3023, align 4
  %3028 = load <16 x float>, ptr %3024, align 4
  %3029 = load <16 x float>, ptr %3025, align 4
  %3030 = load <16 x float>, ptr %3026, align 4
  %3031 = fadd <16 x float> %3019, %3027
  %3032 = fadd <16 x float> %3020, %3028
  %3033 = fadd <16 x float> %3021, %3029
  %3034 = fadd <16 x float> %3022, %3030
  %3035 = getelementptr inbounds nuw float, ptr %1711, i64 %3002
  %3036 = getelementptr inbounds nuw i8, ptr %3035, i64 64
  %3037 = getelementptr inbounds nuw i8, ptr %3035, i64 128
  %3038 = getelementptr inbounds nuw i8, ptr %3035, i64 192
  %3039 = load <16 x float>, ptr %3035, align 4
  %3040 = load <16 x float>, ptr %3036, align 4
  %3041 = load <16 x float>, ptr %3037, align 4
  %3042 = load <16 x float>, ptr %3038, align 4
  %3043 = fadd <16 x float> %3031, %3039
  %3044 = fadd <16 x float> %3032, %3040
  %3045 = fadd <16 x float> %3033, %3041
  %3046 = fadd <16 x float> %3034, %3042
  store <16 x float> %3043, ptr %3035, align 4
  store <16 x float> %3044, ptr %3036, align 4
  store <16 x float> %3045, ptr %3037, align 4
  store <16 x float> %3046, ptr %3038, align 4
  %3047 = add nuw i64 %3002, 64
  %3048 = icmp eq i64 %3047, %1339
  br i1 %3048, label %3049, label %3001

3049:                                             ; preds = %3001
  br i1 %1340, label %3088, label %3050

3050:                                             ; preds = %3049
  br i1 %1341, label %3069, label %3051

3051:                                             ; preds = %3000, %3050
  %3052 = phi i64 [ %1339, %3050 ], [ 0, %3000 ]
  br label %3053

3053:                                             ; preds = %3053, %3051
  %3054 = phi i64 [ %3052, %3051 ], [ %3066, %3053 ]
  %3055 = getelementptr inbounds nuw float, ptr %1709, i64 %3054
  %3056 = load <8 x float>, ptr %3055, align 4
  %3057 = getelementptr inbounds nuw float, ptr %177, i64 %3054
  %3058 = load <8 x float>, ptr %3057, align 4
  %3059 = fadd <8 x float> %3056, %3058
  %3060 = getelementptr inbounds nuw float, ptr %178, i64 %3054
  %3061 = load <8 x float>, ptr %3060, align 4
  %3062 = fadd <8 x float> %3059, %3061
  %3063 = getelementptr inbounds nuw float, ptr %1711, i64 %3054
  %3064 = load <8 x float>, ptr %3063, align 4
  %3065 = fadd <8 x float> %3062, %3064
  store <8 x float> %3065, ptr %3063, align 4
  %3066 = add nuw i64 %3054, 8
  %3067 = icmp eq i64 %3066, %1342
  br i1 %3067, label %3068, label %3053

3068:                                             ; preds = %3053
  br i1 %1343, label %3088, label %3069

3069:                                             ; preds = %2986, %2985, %3050, %3068
  %3070 = phi i64 [ 0, %2985 ], [ 0, %2986 ], [ %1339, %3050 ], [ %1342, %3068 ]
  %3071 = or disjoint i64 %3070, 1
  br i1 %1345, label %3085, label %3072

3072:                                             ; preds = %3069
  %3073 = getelementptr inbounds nuw float, ptr %1709, i64 %3070
  %3074 = load float, ptr %3073, align 4
  %3075 = getelementptr inbounds nuw float, ptr %177, i64 %3070
  %3076 = load float, ptr %3075, align 4
  %3077 = fadd float %3074, %3076
  %3078 = getelementptr inbounds nuw float, ptr %178, i64 %3070
  %3079 = load float, ptr %3078, align 4
  %3080 = fadd float %3077, %3079
  %3081 = getelementptr inbounds nuw float, ptr %1711, i64 %3070
  %3082 = load float, ptr %3081, align 4
  %3083 = fadd float %3080, %3082
  store float %3083, ptr %3081, align 4
  %3084 = or disjoint i64 %3070, 1
  br label %3085

3085:                                             ; preds = %3072, %3069
  %3086 = phi i64 [ %3070, %3069 ], [ %3084, %3072 ]
  %3087 = icmp eq i64 %32, %3071
  br i1 %3087, label %3088, label %3197

3088:                                             ; preds = %3085, %3197, %3068, %3049
  %3089 = getelementptr float, ptr %1709, i64 %32
  br i1 %1346, label %3177, label %3090

3090:                                             ; preds = %3088
  %3091 = getelementptr i8, ptr %1711, i64 %1249
  %3092 = getelementptr i8, ptr %1711, i64 %1249
  %3093 = getelementptr i8, ptr %3092, i64 %1250
  %3094 = getelementptr i8, ptr %1709, i64 %1124
  %3095 = icmp ult ptr %3091, %3094
  %3096 = icmp ult ptr %3089, %3093
  %3097 = and i1 %3095, %3096
  %3098 = icmp ult ptr %3091, %1258
  %3099 = icmp ult ptr %1256, %3093
  %3100 = and i1 %3098, %3099
  %3101 = or i1 %3097, %3100
  %3102 = icmp ult ptr %3091, %1265
  %3103 = icmp ult ptr %1263, %3093
  %3104 = and i1 %3102, %3103
  %3105 = or i1 %3101, %3104
  br i1 %3105, label %3177, label %3106

3106:                                             ; preds = %3090
  br i1 %1347, label %3158, label %3107

3107:                                             ; preds = %3106, %3107
  %3108 = phi i64 [ %3154, %3107 ], [ 0, %3106 ]
  %3109 = getelementptr float, ptr %3089, i64 %3108
  %3110 = getelementptr i8, ptr %3109, i64 64
  %3111 = getelementptr i8, ptr %3109, i64 128
  %3112 = getelementptr i8, ptr %3109, i64 192
  %3113 = load <16 x float>, ptr %3109, align 4
  %3114 = load <16 x float>, ptr %3110, align 4
  %3115 = load <16 x float>, ptr %3111, align 4
  %3116 = load <16 x float>, ptr %3112, align 4
  %3117 = add nuw nsw i64 %3108, %106
  %3118 = getelementptr inbounds nuw float, ptr %177, i64 %3117
  %3119 = getelementptr inbounds nuw i8, ptr %3118, i64 64
  %3120 = getelementptr inbounds nuw i8, ptr %3118, i64 128
  %3121 = getelementptr inbounds nuw i8, ptr %3118, i64 192
  %3122 = load <16 x float>, ptr %3118, align 4
  %3123 = load <16 x float>, ptr %3119, align 4
  %3124 = load <16 x float>, ptr %3120, align 4
  %3125 = load <16 x float>, ptr %3121, align 4
  %3126 = fadd <16 x float> %3113, %3122
  %3127 = fadd <16 x float> %3114, %3123
  %3128 = fadd <16 x float> %3115, %3124
  %3129 = fadd <16 x float> %3116, %3125
  %3130 = getelementptr inbounds nuw float, ptr %178, i64 %3117
  %3131 = getelementptr inbounds nuw i8, ptr %3130, i64 64
  %3132 = getelementptr inbounds nuw i8, ptr %3130, i64 128
  %3133 = getelementptr inbounds nuw i8, ptr %3130, i64 192
  %3134 = load <16 x float>, ptr %3130, align 4
  %3135 = load <16 x float>, ptr %3131, align 4
  %3136 = load <16 x float>, ptr %3132, align 4
  %3137 = load <16 x float>, ptr %3133, align 4
  %3138 = fadd <16 x float> %3126, %3134
  %3139 = fadd <16 x float> %3127, %3135
  %3140 = fadd <16 x float> %3128, %3136
  %3141 = fadd <16 x float> %3129, %3137
  %3142 = getelementptr inbounds nuw float, ptr %1711, i64 %3117
  %3143 = getelementptr inbounds nuw i8, ptr %3142, i64 64
  %3144 = getelementptr inbounds nuw i8, ptr %3142, i64 128
  %3145 = getelementptr inbounds nuw i8, ptr %3142, i64 192
  %3146 = load <16 x float>, ptr %3142, align 4
  %3147 = load <16 x float>, ptr %3143, align 4
  %3148 = load <16 x float>, ptr %3144, align 4
  %3149 = load <16 x float>, ptr %3145, align 4
  %3150 = fadd <16 x float> %3138, %3146
  %3151 = fadd <16 x float> %3139, %3147
  %3152 = fadd <16 x float> %3140, %3148
  %3153 = fadd <16 x float> %3141, %3149
  store <16 x float> %3150, ptr %3142, align 4
  store <16 x float> %3151, ptr %3143, align 4
  store <16 x float> %3152, ptr %3144, align 4
  store <16 x float> %3153, ptr %3145, align 4
  %3154 = add nuw i64 %3108, 64
  %3155 = icmp eq i64 %3154, %1349
  br i1 %3155, label %3156, label %3107

3156:                                             ; preds = %3107
  br i1 %1350, label %3224, label %3157

3157:                                             ; preds = %3156
  br i1 %1351, label %3177, label %3158

3158:                                             ; preds = %3106, %3157
  %3159 = phi i64 [ %1349, %3157 ], [ 0, %3106 ]
  br label %3160

3160:                                             ; preds = %3160, %3158
  %3161 = phi i64 [ %3159, %3158 ], [ %3174, %3160 ]
  %3162 = getelementptr float, ptr %3089, i64 %3161
  %3163 = load <8 x float>, ptr %3162, align 4
  %3164 = add nuw nsw i64 %3161, %106
  %3165 = getelementptr inbounds nuw float, ptr %177, i64 %3164
  %3166 = load <8 x float>, ptr %3165, align 4
  %3167 = fadd <8 x float> %3163, %3166
  %3168 = getelementptr inbounds nuw float, ptr %178, i64 %3164
  %3169 = load <8 x float>, ptr %3168, align 4
  %3170 = fadd <8 x float> %3167, %3169
  %3171 = getelementptr inbounds nuw float, ptr %1711, i64 %3164
  %3172 = load <8 x float>, ptr %3171, align 4
  %3173 = fadd <8 x float> %3170, %3172
  store <8 x float> %3173, ptr %3171, align 4
  %3174 = add nuw i64 %3161, 8
  %3175 = icmp eq i64 %3174, %1352
  br i1 %3175, label %3176, label %3160

3176:                                             ; preds = %3160
  br i1 %1353, label %3224, label %3177

3177:                                             ; preds = %3090, %3088, %3157, %3176
  %3178 = phi i64 [ 0, %3088 ], [ 0, %3090 ], [ %1349, %3157 ], [ %1352, %3176 ]
  %3179 = or disjoint i64 %3178, 1
  br i1 %1355, label %3194, label %3180

3180:                                             ; preds = %3177
  %3181 = getelementptr float, ptr %3089, i64 %3178
  %3182 = load float, ptr %3181, align 4
  %3183 = add nuw nsw i64 %3178, %106
  %3184 = getelementptr inbounds nuw float, ptr %177, i64 %3183
  %3185 = load float, ptr %3184, align 4
  %3186 = fadd float %3182, %3185
  %3187 = getelementptr inbounds nuw float, ptr %178, i64 %3183
  %3188 = load float, ptr %3187, align 4
  %3189 = fadd float %3186, %3188
  %3190 = getelementptr inbounds nuw float, ptr %1711, i64 %3183
  %3191 = load float, ptr %3190, align 4
  %3192 = fadd float %3189, %3191
  store float %3192, ptr %3190, align 4
  %3193 = or disjoint i64 %3178, 1
  br label %3194

3194:                                             ; preds = %3180, %3177
  %3195 = phi i64 [ %3178, %3177 ], [ %3193, %3180 ]
  %3196 = icmp eq i64 %32, %3179
  br i1 %3196, label %3224, label %3329

3197:                                             ; preds = %3085, %3197
  %3198 = phi i64 [ %3222, %3197 ], [ %3086, %3085 ]
  %3199 = getelementptr inbounds nuw float, ptr %1709, i64 %3198
  %3200 = load float, ptr %3199, align 4
  %3201 = getelementptr inbounds nuw float, ptr %177, i64 %3198
  %3202 = load float, ptr %3201, align 4
  %3203 = fadd float %3200, %3202
  %3204 = getelementptr inbounds nuw float, ptr %178, i64 %3198
  %3205 = load float, ptr %3204, align 4
  %3206 = fadd float %3203, %3205
  %3207 = getelementptr inbounds nuw float, ptr %1711, i64 %3198
  %3208 = load float, ptr %3207, align 4
  %3209 = fadd float %3206, %3208
  store float %3209, ptr %3207, align 4
  %3210 = add nuw nsw i64 %3198, 1
  %3211 = getelementptr inbounds nuw float, ptr %1709, i64 %3210
  %3212 = load float, ptr %3211, align 4
  %3213 = getelementptr inbounds nuw float, ptr %177, i64 %3210
  %3214 = load float, ptr %3213, align 4
  %3215 = fadd float %3212, %3214
  %3216 = getelementptr inbounds nuw float, ptr %178, i64 %3210
  %3217 = load float, ptr %3216, align 4
  %3218 = fadd float %3215, %3217
  %3219 = getelementptr inbounds nuw float, ptr %1711, i64 %3210
  %3220 = load float, ptr %3219, align 4
  %3221 = fadd float %3218, %3220
  store float %3221, ptr %3219, align 4
  %3222 = add nuw nsw i64 %3198, 2
  %3223 = icmp eq i64 %3222, %32
  br i1 %3223, label %3088, label %3197

3224:                                             ; preds = %3194, %3329, %3176, %3156
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef nonnull %1711, i64 noundef %1121)
  %3225 = getelementptr inbounds nuw float, ptr %1711, i64 %106
  %3226 = getelementptr inbounds nuw float, ptr %1711, i64 %1121
  %3227 = getelementptr i8, ptr %1709, i64 %1124
  br i1 %1356, label %3306, label %3228

3228:                                             ; preds = %3224
  %3229 = getelementptr i8, ptr %1711, i64 %1233
  %3230 = getelementptr i8, ptr %1709, i64 %1125
  %3231 = getelementptr i8, ptr %1711, i64 %1249
  %3232 = getelementptr i8, ptr %3231, i64 %1232
  %3233 = icmp ult ptr %3226, %1241
  %3234 = icmp ult ptr %1239, %3229
  %3235 = and i1 %3233, %3234
  %3236 = icmp ult ptr %3226, %3230
  %3237 = icmp ult ptr %3227, %3229
  %3238 = and i1 %3236, %3237
  %3239 = or i1 %3235, %3238
  %3240 = icmp ult ptr %3226, %1248
  %3241 = icmp ult ptr %1246, %3229
  %3242 = and i1 %3240, %3241
  %3243 = or i1 %3239, %3242
  %3244 = icmp ult ptr %3226, %3232
  %3245 = icmp ult ptr %3225, %3229
  %3246 = and i1 %3244, %3245
  %3247 = or i1 %3243, %3246
  br i1 %3247, label %3306, label %3248

3248:                                             ; preds = %3228
  br i1 %1357, label %3284, label %3249

3249:                                             ; preds = %3248, %3249
  %3250 = phi i64 [ %3280, %3249 ], [ 0, %3248 ]
  %3251 = getelementptr inbounds nuw float, ptr %3226, i64 %3250
  %3252 = getelementptr inbounds nuw i8, ptr %3251, i64 64
  %3253 = load <16 x float>, ptr %3251, align 4
  %3254 = load <16 x float>, ptr %3252, align 4
  %3255 = add nuw nsw i64 %3250, %1121
  %3256 = getelementptr inbounds nuw float, ptr %178, i64 %3255
  %3257 = getelementptr inbounds nuw i8, ptr %3256, i64 64
  %3258 = load <16 x float>, ptr %3256, align 4
  %3259 = load <16 x float>, ptr %3257, align 4
  %3260 = fadd <16 x float> %3253, %3258
  %3261 = fadd <16 x float> %3254, %3259
  %3262 = getelementptr float, ptr %3227, i64 %3250
  %3263 = getelementptr i8, ptr %3262, i64 64
  %3264 = load <16 x float>, ptr %3262, align 4
  %3265 = load <16 x float>, ptr %3263, align 4
  %3266 = getelementptr inbounds nuw float, ptr %177, i64 %3255
  %3267 = getelementptr inbounds nuw i8, ptr %3266, i64 64
  %3268 = load <16 x float>, ptr %3266, align 4
  %3269 = load <16 x float>, ptr %3267, align 4
  %3270 = fadd <16 x float> %3264, %3268
  %3271 = fadd <16 x float> %3265, %3269
  %3272 = getelementptr inbounds nuw float, ptr %3225, i64 %3250
  %3273 = getelementptr inbounds nuw i8, ptr %3272, i64 64
  %3274 = load <16 x float>, ptr %3272, align 4
  %3275 = load <16 x float>, ptr %3273, align 4
  %3276 = fmul <16 x float> %3260, %3274
  %3277 = fmul <16 x float> %3261, %3275
  %3278 = fadd <16 x float> %3270, %3276
  %3279 = fadd <16 x float> %3271, %3277
  store <16 x float> %3278, ptr %3251, align 4
  store <16 x float> %3279, ptr %3252, align 4
  %3280 = add nuw i64 %3250, 32
  %3281 = icmp eq i64 %3280, %1359
  br i1 %3281, label %3282, label %3249

3282:                                             ; preds = %3249
  br i1 %1360, label %3360, label %3283

3283:                                             ; preds = %3282
  br i1 %1361, label %3306, label %3284

3284:                                             ; preds = %3248, %3283
  %3285 = phi i64 [ %1359, %3283 ], [ 0, %3248 ]
  br label %3286

3286:                                             ; preds = %3286, %3284
  %3287 = phi i64 [ %3285, %3284 ], [ %3303, %3286 ]
  %3288 = getelementptr inbounds nuw float, ptr %3226, i64 %3287
  %3289 = load <4 x float>, ptr %3288, align 4
  %3290 = add nuw nsw i64 %3287, %1121
  %3291 = getelementptr inbounds nuw float, ptr %178, i64 %3290
  %3292 = load <4 x float>, ptr %3291, align 4
  %3293 = fadd <4 x float> %3289, %3292
  %3294 = getelementptr float, ptr %3227, i64 %3287
  %3295 = load <4 x float>, ptr %3294, align 4
  %3296 = getelementptr inbounds nuw float, ptr %177, i64 %3290
  %3297 = load <4 x float>, ptr %3296, align 4
  %3298 = fadd <4 x float> %3295, %3297
  %3299 = getelementptr inbounds nuw float, ptr %3225, i64 %3287
  %3300 = load <4 x float>, ptr %3299, align 4
  %3301 = fmul <4 x float> %3293, %3300
  %3302 = fadd <4 x float> %3298, %3301
  store <4 x float> %3302, ptr %3288, align 4
  %3303 = add nuw i64 %3287, 4
  %3304 = icmp eq i64 %3303, %1362
  br i1 %3304, label %3305, label %3286

3305:                                             ; preds = %3286
  br i1 %1363, label %3360, label %3306

3306:                                             ; preds = %3228, %3224, %3283, %3305
  %3307 = phi i64 [ 0, %3224 ], [ 0, %3228 ], [ %1359, %3283 ], [ %1362, %3305 ]
  %3308 = or disjoint i64 %3307, 1
  br i1 %1365, label %3326, label %3309

3309:                                             ; preds = %3306
  %3310 = getelementptr inbounds nuw float, ptr %3226, i64 %3307
  %3311 = load float, ptr %3310, align 4
  %3312 = add nuw nsw i64 %3307, %1121
  %3313 = getelementptr inbounds nuw float, ptr %178, i64 %3312
  %3314 = load float, ptr %3313, align 4
  %3315 = fadd float %3311, %3314
  %3316 = getelementptr float, ptr %3227, i64 %3307
  %3317 = load float, ptr %3316, align 4
  %3318 = getelementptr inbounds nuw float, ptr %177, i64 %3312
  %3319 = load float, ptr %3318, align 4
  %3320 = fadd float %3317, %3319
  %3321 = getelementptr inbounds nuw float, ptr %3225, i64 %3307
  %3322 = load float, ptr %3321, align 4
  %3323 = fmul float %3315, %3322
  %3324 = fadd float %3320, %3323
  store float %3324, ptr %3310, align 4
  %3325 = or disjoint i64 %3307, 1
  br label %3326

3326:                                             ; preds = %3309, %3306
  %3327 = phi i64 [ %3307, %3306 ], [ %3325, %3309 ]
  %3328 = icmp eq i64 %32, %3308
  br i1 %3328, label %3360, label %3454

3329:                                             ; preds = %3194, %3329
  %3330 = phi i64 [ %3356, %3329 ], [ %3195, %3194 ]
  %3331 = getelementptr float, ptr %3089, i64 %3330
  %3332 = load float, ptr %3331, align 4
  %3333 = add nuw nsw i64 %3330, %106
  %3334 = getelementptr inbounds nuw float, ptr %177, i64 %3333
  %3335 = load float, ptr %3334, align 4
  %3336 = fadd float %3332, %3335
  %3337 = getelementptr inbounds nuw float, ptr %178, i64 %3333
  %3338 = load float, ptr %3337, align 4
  %3339 = fadd float %3336, %3338
  %3340 = getelementptr inbounds nuw float, ptr %1711, i64 %3333
  %3341 = load float, ptr %3340, align 4
  %3342 = fadd float %3339, %3341
  store float %3342, ptr %3340, align 4
  %3343 = add nuw nsw i64 %3330, 1
  %3344 = getelementptr float, ptr %3089, i64 %3343
  %3345 = load float, ptr %3344, align 4
  %3346 = add nuw nsw i64 %3343, %106
  %3347 = getelementptr inbounds nuw float, ptr %177, i64 %3346
  %3348 = load float, ptr %3347, align 4
  %3349 = fadd float %3345, %3348
  %3350 = getelementptr inbounds nuw float, ptr %178, i64 %3346
  %3351 = load float, ptr %3350, align 4
  %3352 = fadd float %3349, %3351
  %3353 = getelementptr inbounds nuw float, ptr %1711, i64 %3346
  %3354 = load float, ptr %3353, align 4
  %3355 = fadd float %3352, %3354
  store float %3355, ptr %3353, align 4
  %3356 = add nuw nsw i64 %3330, 2
  %3357 = icmp eq i64 %3356, %32
  br i1 %3357, label %3224, label %3329

3358:                                             ; preds = %2984
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %1711, i64 noundef %1121)
  %3359 = getelementptr inbounds float, ptr %1711, i64 %1121
  call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef %3359, i64 noundef %106)
  br label %3785

3360:                                             ; preds = %3326, %3454, %3305, %3282
  call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef nonnull %3226, i64 noundef %106)
  br i1 %1366, label %3436, label %3361

3361:                                             ; preds = %3360
  %3362 = getelementptr i8, ptr %1713, i64 %1232
  %3363 = getelementptr i8, ptr %1711, i64 %1233
  %3364 = getelementptr i8, ptr %1711, i64 %1232
  %3365 = icmp ult ptr %1713, %3363
  %3366 = icmp ult ptr %3226, %3362
  %3367 = and i1 %3365, %3366
  %3368 = icmp ult ptr %1713, %3364
  %3369 = icmp ult ptr %1711, %3362
  %3370 = and i1 %3368, %3369
  %3371 = or i1 %3367, %3370
  br i1 %3371, label %3436, label %3372

3372:                                             ; preds = %3361
  br i1 %1367, label %3419, label %3373

3373:                                             ; preds = %3372, %3373
  %3374 = phi i64 [ %3415, %3373 ], [ 0, %3372 ]
  %3375 = getelementptr inbounds nuw float, ptr %1711, i64 %3374
  %3376 = getelementptr inbounds nuw i8, ptr %3375, i64 64
  %3377 = getelementptr inbounds nuw i8, ptr %3375, i64 128
  %3378 = getelementptr inbounds nuw i8, ptr %3375, i64 192
  %3379 = load <16 x float>, ptr %3375, align 4
  %3380 = load <16 x float>, ptr %3376, align 4
  %3381 = load <16 x float>, ptr %3377, align 4
  %3382 = load <16 x float>, ptr %3378, align 4
  %3383 = fsub <16 x float> splat (float 1.000000e+00), %3379
  %3384 = fsub <16 x float> splat (float 1.000000e+00), %3380
  %3385 = fsub <16 x float> splat (float 1.000000e+00), %3381
  %3386 = fsub <16 x float> splat (float 1.000000e+00), %3382
  %3387 = getelementptr inbounds nuw float, ptr %3226, i64 %3374
  %3388 = getelementptr inbounds nuw i8, ptr %3387, i64 64
  %3389 = getelementptr inbounds nuw i8, ptr %3387, i64 128
  %3390 = getelementptr inbounds nuw i8, ptr %3387, i64 192
  %3391 = load <16 x float>, ptr %3387, align 4
  %3392 = load <16 x float>, ptr %3388, align 4
  %3393 = load <16 x float>, ptr %3389, align 4
  %3394 = load <16 x float>, ptr %3390, align 4
  %3395 = fmul <16 x float> %3383, %3391
  %3396 = fmul <16 x float> %3384, %3392
  %3397 = fmul <16 x float> %3385, %3393
  %3398 = fmul <16 x float> %3386, %3394
  %3399 = getelementptr inbounds nuw float, ptr %1713, i64 %3374
  %3400 = getelementptr inbounds nuw i8, ptr %3399, i64 64
  %3401 = getelementptr inbounds nuw i8, ptr %3399, i64 128
  %3402 = getelementptr inbounds nuw i8, ptr %3399, i64 192
  %3403 = load <16 x float>, ptr %3399, align 4
  %3404 = load <16 x float>, ptr %3400, align 4
  %3405 = load <16 x float>, ptr %3401, align 4
  %3406 = load <16 x float>, ptr %3402, align 4
  %3407 = fmul <16 x float> %3379, %3403
  %3408 = fmul <16 x float> %3380, %3404
  %3409 = fmul <16 x float> %3381, %3405
  %3410 = fmul <16 x float> %3382, %3406
  %3411 = fadd <16 x float> %3395, %3407
  %3412 = fadd <16 x float> %3396, %3408
  %3413 = fadd <16 x float> %3397, %3409
  %3414 = fadd <16 x float> %3398, %3410
  store <16 x float> %3411, ptr %3399, align 4
  store <16 x float> %3412, ptr %3400, align 4
  store <16 x float> %3413, ptr %3401, align 4
  store <16 x float> %3414, ptr %3402, align 4
  %3415 = add nuw i64 %3374, 64
  %3416 = icmp eq i64 %3415, %1369
  br i1 %3416, label %3417, label %3373

3417:                                             ; preds = %3373
  br i1 %1370, label %3785, label %3418

3418:                                             ; preds = %3417
  br i1 %1371, label %3436, label %3419

3419:                                             ; preds = %3372, %3418
  %3420 = phi i64 [ %1369, %3418 ], [ 0, %3372 ]
  br label %3421

3421:                                             ; preds = %3421, %3419
  %3422 = phi i64 [ %3420, %3419 ], [ %3433, %3421 ]
  %3423 = getelementptr inbounds nuw float, ptr %1711, i64 %3422
  %3424 = load <8 x float>, ptr %3423, align 4
  %3425 = fsub <8 x float> splat (float 1.000000e+00), %3424
  %3426 = getelementptr inbounds nuw float, ptr %3226, i64 %3422
  %3427 = load <8 x float>, ptr %3426, align 4
  %3428 = fmul <8 x float> %3425, %3427
  %3429 = getelementptr inbounds nuw float, ptr %1713, i64 %3422
  %3430 = load <8 x float>, ptr %3429, align 4
  %3431 = fmul <8 x float> %3424, %3430
  %3432 = fadd <8 x float> %3428, %3431
  store <8 x float> %3432, ptr %3429, align 4
  %3433 = add nuw i64 %3422, 8
  %3434 = icmp eq i64 %3433, %1372
  br i1 %3434, label %3435, label %3421

3435:                                             ; preds = %3421
  br i1 %1373, label %3785, label %3436

3436:                                             ; preds = %3361, %3360, %3418, %3435
  %3437 = phi i64 [ 0, %3360 ], [ 0, %3361 ], [ %1369, %3418 ], [ %1372, %3435 ]
  %3438 = or disjoint i64 %3437, 1
  br i1 %1375, label %3451, label %3439

3439:                                             ; preds = %3436
  %3440 = getelementptr inbounds nuw float, ptr %1711, i64 %3437
  %3441 = load float, ptr %3440, align 4
  %3442 = fsub float 1.000000e+00, %3441
  %3443 = getelementptr inbounds nuw float, ptr %3226, i64 %3437
  %3444 = load float, ptr %3443, align 4
  %3445 = fmul float %3442, %3444
  %3446 = getelementptr inbounds nuw float, ptr %1713, i64 %3437
  %3447 = load float, ptr %3446, align 4
  %3448 = fmul float %3441, %3447
  %3449 = fadd float %3445, %3448
  store float %3449, ptr %3446, align 4
  %3450 = or disjoint i64 %3437, 1
  br label %3451

3451:                                             ; preds = %3439, %3436
  %3452 = phi i64 [ %3437, %3436 ], [ %3450, %3439 ]
  %3453 = icmp eq i64 %32, %3438
  br i1 %3453, label %3785, label %3489

3454:                                             ; preds = %3326, %3454
  %3455 = phi i64 [ %3487, %3454 ], [ %3327, %3326 ]
  %3456 = getelementptr inbounds nuw float, ptr %3226, i64 %3455
  %3457 = load float, ptr %3456, align 4
  %3458 = add nuw nsw i64 %3455, %1121
  %3459 = getelementptr inbounds nuw float, ptr %178, i64 %3458
  %3460 = load float, ptr %3459, align 4
  %3461 = fadd float %3457, %3460
  %3462 = getelementptr float, ptr %3227, i64 %3455
  %3463 = load float, ptr %3462, align 4
  %3464 = getelementptr inbounds nuw float, ptr %177, i64 %3458
  %3465 = load float, ptr %3464, align 4
  %3466 = fadd float %3463, %3465
  %3467 = getelementptr inbounds nuw float, ptr %3225, i64 %3455
  %3468 = load float, ptr %3467, align 4
  %3469 = fmul float %3461, %3468
  %3470 = fadd float %3466, %3469
  store float %3470, ptr %3456, align 4
  %3471 = add nuw nsw i64 %3455, 1
  %3472 = getelementptr inbounds nuw float, ptr %3226, i64 %3471
  %3473 = load float, ptr %3472, align 4
  %3474 = add nuw nsw i64 %3471, %1121
  %3475 = getelementptr inbounds nuw float, ptr %178, i64 %3474
  %3476 = load float, ptr %3475, align 4
  %3477 = fadd float %3473, %3476
  %3478 = getelementptr float, ptr %3227, i64 %3471
  %3479 = load float, ptr %3478, align 4
  %3480 = getelementptr inbounds nuw float, ptr %177, i64 %3474
  %3481 = load float, ptr %3480, align 4
  %3482 = fadd float %3479, %3481
  %3483 = getelementptr inbounds nuw float, ptr %3225, i64 %3471
  %3484 = load float, ptr %3483, align 4
  %3485 = fmul float %3477, %3484
  %3486 = fadd float %3482, %3485
  store float %3486, ptr %3472, align 4
  %3487 = add nuw nsw i64 %3455, 2
  %3488 = icmp eq i64 %3487, %32
  br i1 %3488, label %3360, label %3454

3489:                                             ; preds = %3451, %3489
  %3490 = phi i64 [ %3512, %3489 ], [ %3452, %3451 ]
  %3491 = getelementptr inbounds nuw float, ptr %1711, i64 %3490
  %3492 = load float, ptr %3491, align 4
  %3493 = fsub float 1.000000e+00, %3492
  %3494 = getelementptr inbounds nuw float, ptr %3226, i64 %3490
  %3495 = load float, ptr %3494, align 4
  %3496 = fmul float %3493, %3495
  %3497 = getelementptr inbounds nuw float, ptr %1713, i64 %3490
  %3498 = load float, ptr %3497, align 4
  %3499 = fmul float %3492, %3498
  %3500 = fadd float %3496, %3499
  store float %3500, ptr %3497, align 4
  %3501 = add nuw nsw i64 %3490, 1
  %3502 = getelementptr inbounds nuw float, ptr %1711, i64 %3501
  %3503 = load float, ptr %3502, align 4
  %3504 = fsub float 1.000000e+00, %3503
  %3505 = getelementptr inbounds nuw float, ptr %3226, i64 %3501
  %3506 = load float, ptr %3505, align 4
  %3507 = fmul float %3504, %3506
  %3508 = getelementptr inbounds nuw float, ptr %1713, i64 %3501
  %3509 = load float, ptr %3508, align 4
  %3510 = fmul float %3503, %3509
  %3511 = fadd float %3507, %3510
  store float %3511, ptr %3508, align 4
  %3512 = add nuw nsw i64 %3490, 2
  %3513 = icmp eq i64 %3512, %32
  br i1 %3513, label %3785, label %3489

3514:                                             ; preds = %2981, %3623, %2964, %2945
  %3515 = getelementptr float, ptr %1709, i64 %32
  br i1 %1315, label %3603, label %3516

3516:                                             ; preds = %3514
  %3517 = getelementptr i8, ptr %1711, i64 %1277
  %3518 = getelementptr i8, ptr %1711, i64 %1277
  %3519 = getelementptr i8, ptr %3518, i64 %1278
  %3520 = getelementptr i8, ptr %1709, i64 %1124
  %3521 = icmp ult ptr %3517, %3520
  %3522 = icmp ult ptr %3515, %3519
  %3523 = and i1 %3521, %3522
  %3524 = icmp ult ptr %3517, %1286
  %3525 = icmp ult ptr %1284, %3519
  %3526 = and i1 %3524, %3525
  %3527 = or i1 %3523, %3526
  %3528 = icmp ult ptr %3517, %1293
  %3529 = icmp ult ptr %1291, %3519
  %3530 = and i1 %3528, %3529
  %3531 = or i1 %3527, %3530
  br i1 %3531, label %3603, label %3532

3532:                                             ; preds = %3516
  br i1 %1316, label %3584, label %3533

3533:                                             ; preds = %3532, %3533
  %3534 = phi i64 [ %3580, %3533 ], [ 0, %3532 ]
  %3535 = getelementptr float, ptr %3515, i64 %3534
  %3536 = getelementptr i8, ptr %3535, i64 64
  %3537 = getelementptr i8, ptr %3535, i64 128
  %3538 = getelementptr i8, ptr %3535, i64 192
  %3539 = load <16 x float>, ptr %3535, align 4
  %3540 = load <16 x float>, ptr %3536, align 4
  %3541 = load <16 x float>, ptr %3537, align 4
  %3542 = load <16 x float>, ptr %3538, align 4
  %3543 = add nuw nsw i64 %3534, %106
  %3544 = getelementptr inbounds nuw float, ptr %177, i64 %3543
  %3545 = getelementptr inbounds nuw i8, ptr %3544, i64 64
  %3546 = getelementptr inbounds nuw i8, ptr %3544, i64 128
  %3547 = getelementptr inbounds nuw i8, ptr %3544, i64 192
  %3548 = load <16 x float>, ptr %3544, align 4
  %3549 = load <16 x float>, ptr %3545, align 4
  %3550 = load <16 x float>, ptr %3546, align 4
  %3551 = load <16 x float>, ptr %3547, align 4
  %3552 = fadd <16 x float> %3539, %3548
  %3553 = fadd <16 x float> %3540, %3549
  %3554 = fadd <16 x float> %3541, %3550
  %3555 = fadd <16 x float> %3542, %3551
  %3556 = getelementptr inbounds nuw float, ptr %178, i64 %3543
  %3557 = getelementptr inbounds nuw i8, ptr %3556, i64 64
  %3558 = getelementptr inbounds nuw i8, ptr %3556, i64 128
  %3559 = getelementptr inbounds nuw i8, ptr %3556, i64 192
  %3560 = load <16 x float>, ptr %3556, align 4
  %3561 = load <16 x float>, ptr %3557, align 4
  %3562 = load <16 x float>, ptr %3558, align 4
  %3563 = load <16 x float>, ptr %3559, align 4
  %3564 = fadd <16 x float> %3552, %3560
  %3565 = fadd <16 x float> %3553, %3561
  %3566 = fadd <16 x float> %3554, %3562
  %3567 = fadd <16 x float> %3555, %3563
  %3568 = getelementptr inbounds nuw float, ptr %1711, i64 %3543
  %3569 = getelementptr inbounds nuw i8, ptr %3568, i64 64
  %3570 = getelementptr inbounds nuw i8, ptr %3568, i64 128
  %3571 = getelementptr inbounds nuw i8, ptr %3568, i64 192
  %3572 = load <16 x float>, ptr %3568, align 4
  %3573 = load <16 x float>, ptr %3569, align 4
  %3574 = load <16 x float>, ptr %3570, align 4
  %3575 = load <16 x float>, ptr %3571, align 4
  %3576 = fadd <16 x float> %3564, %3572
  %3577 = fadd <16 x float> %3565, %3573
  %3578 = fadd <16 x float> %3566, %3574
  %3579 = fadd <16 x float> %3567, %3575
  store <16 x float> %3576, ptr %3568, align 4
  store <16 x float> %3577, ptr %3569, align 4
  store <16 x float> %3578, ptr %3570, align 4
  store <16 x float> %3579, ptr %3571, align 4
  %3580 = add nuw i64 %3534, 64
  %3581 = icmp eq i64 %3580, %1318
  br i1 %3581, label %3582, label %3533

3582:                                             ; preds = %3533
  br i1 %1319, label %3651, label %3583

3583:                                             ; preds = %3582
  br i1 %1320, label %3603, label %3584

3584:                                             ; preds = %3532, %3583
  %3585 = phi i64 [ %1318, %3583 ], [ 0, %3532 ]
  br label %3586

3586:                                             ; preds = %3586, %3584
  %3587 = phi i64 [ %3585, %3584 ], [ %3600, %3586 ]
  %3588 = getelementptr float, ptr %3515, i64 %3587
  %3589 = load <8 x float>, ptr %3588, align 4
  %3590 = add nuw nsw i64 %3587, %106
  %3591 = getelementptr inbounds nuw float, ptr %177, i64 %3590
  %3592 = load <8 x float>, ptr %3591, align 4
  %3593 = fadd <8 x float> %3589, %3592
  %3594 = getelementptr inbounds nuw float, ptr %178, i64 %3590
  %3595 = load <8 x float>, ptr %3594, align 4
  %3596 = fadd <8 x float> %3593, %3595
  %3597 = getelementptr inbounds nuw float, ptr %1711, i64 %3590
  %3598 = load <8 x float>, ptr %3597, align 4
  %3599 = fadd <8 x float> %3596, %3598
  store <8 x float> %3599, ptr %3597, align 4
  %3600 = add nuw i64 %3587, 8
  %3601 = icmp eq i64 %3600, %1321
  br i1 %3601, label %3602, label %3586

3602:                                             ; preds = %3586
  br i1 %1322, label %3651, label %3603

3603:                                             ; preds = %3516, %3514, %3583, %3602
  %3604 = phi i64 [ 0, %3514 ], [ 0, %3516 ], [ %1318, %3583 ], [ %1321, %3602 ]
  %3605 = or disjoint i64 %3604, 1
  br i1 %1324, label %3620, label %3606

3606:                                             ; preds = %3603
  %3607 = getelementptr float, ptr %3515, i64 %3604
  %3608 = load float, ptr %3607, align 4
  %3609 = add nuw nsw i64 %3604, %106
  %3610 = getelementptr inbounds nuw float, ptr %177, i64 %3609
  %3611 = load float, ptr %3610, align 4
  %3612 = fadd float %3608, %3611
  %3613 = getelementptr inbounds nuw float, ptr %178, i64 %3609
  %3614 = load float, ptr %3613, align 4
  %3615 = fadd float %3612, %3614
  %3616 = getelementptr inbounds nuw float, ptr %1711, i64 %3609
  %3617 = load float, ptr %3616, align 4
  %3618 = fadd float %3615, %3617
  store float %3618, ptr %3616, align 4
  %3619 = or disjoint i64 %3604, 1
  br label %3620

3620:                                             ; preds = %3606, %3603
  %3621 = phi i64 [ %3604, %3603 ], [ %3619, %3606 ]
  %3622 = icmp eq i64 %32, %3605
  br i1 %3622, label %3651, label %3725

3623:                                             ; preds = %2981, %3623
  %3624 = phi i64 [ %3648, %3623 ], [ %2982, %2981 ]
  %3625 = getelementptr inbounds nuw float, ptr %1709, i64 %3624
  %3626 = load float, ptr %3625, align 4
  %3627 = getelementptr inbounds nuw float, ptr %177, i64 %3624
  %3628 = load float, ptr %3627, align 4
  %3629 = fadd float %3626, %3628
  %3630 = getelementptr inbounds nuw float, ptr %178, i64 %3624
  %3631 = load float, ptr %3630, align 4
  %3632 = fadd float %3629, %3631
  %3633 = getelementptr inbounds nuw float, ptr %1711, i64 %3624
  %3634 = load float, ptr %3633, align 4
  %3635 = fadd float %3632, %3634
  store float %3635, ptr %3633, align 4
  %3636 = add nuw nsw i64 %3624, 1
  %3637 = getelementptr inbounds nuw float, ptr %1709, i64 %3636
  %3638 = load float, ptr %3637, align 4
  %3639 = getelementptr inbounds nuw float, ptr %177, i64 %3636
  %3640 = load float, ptr %3639, align 4
  %3641 = fadd float %3638, %3640
  %3642 = getelementptr inbounds nuw float, ptr %178, i64 %3636
  %3643 = load float, ptr %3642, align 4
  %3644 = fadd float %3641, %3643
  %3645 = getelementptr inbounds nuw float, ptr %1711, i64 %3636
  %3646 = load float, ptr %3645, align 4
  %3647 = fadd float %3644, %3646
  store float %3647, ptr %3645, align 4
  %3648 = add nuw nsw i64 %3624, 2
  %3649 = icmp eq i64 %3648, %32
  br i1 %3649, label %3514, label %3623

3650:                                             ; preds = %2880
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %1711, i64 noundef %1121)
  br label %3785

3651:                                             ; preds = %3620, %3725, %3602, %3582
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef nonnull %1711, i64 noundef %1121)
  %3652 = getelementptr inbounds nuw float, ptr %1711, i64 %106
  %3653 = getelementptr inbounds nuw i8, ptr %1707, i64 24
  %3654 = load ptr, ptr %3653, align 8
  br i1 %1325, label %3707, label %3655

3655:                                             ; preds = %3651
  %3656 = ptrtoint ptr %3654 to i64
  %3657 = add i64 %1326, %1712
  %3658 = sub i64 %3656, %3657
  %3659 = icmp ult i64 %3658, 256
  %3660 = sub i64 %3656, %1714
  %3661 = icmp ult i64 %3660, 256
  %3662 = or i1 %3659, %3661
  br i1 %3662, label %3707, label %3663

3663:                                             ; preds = %3655
  br i1 %1327, label %3694, label %3664

3664:                                             ; preds = %3663, %3664
  %3665 = phi i64 [ %3690, %3664 ], [ 0, %3663 ]
  %3666 = getelementptr inbounds nuw float, ptr %3652, i64 %3665
  %3667 = getelementptr inbounds nuw i8, ptr %3666, i64 64
  %3668 = getelementptr inbounds nuw i8, ptr %3666, i64 128
  %3669 = getelementptr inbounds nuw i8, ptr %3666, i64 192
  %3670 = load <16 x float>, ptr %3666, align 4
  %3671 = load <16 x float>, ptr %3667, align 4
  %3672 = load <16 x float>, ptr %3668, align 4
  %3673 = load <16 x float>, ptr %3669, align 4
  %3674 = getelementptr inbounds nuw float, ptr %1713, i64 %3665
  %3675 = getelementptr inbounds nuw i8, ptr %3674, i64 64
  %3676 = getelementptr inbounds nuw i8, ptr %3674, i64 128
  %3677 = getelementptr inbounds nuw i8, ptr %3674, i64 192
  %3678 = load <16 x float>, ptr %3674, align 4
  %3679 = load <16 x float>, ptr %3675, align 4
  %3680 = load <16 x float>, ptr %3676, align 4
  %3681 = load <16 x float>, ptr %3677, align 4
  %3682 = fmul <16 x float> %3670, %3678
  %3683 = fmul <16 x float> %3671, %3679
  %3684 = fmul <16 x float> %3672, %3680
  %3685 = fmul <16 x float> %3673, %3681
  %3686 = getelementptr inbounds nuw float, ptr %3654, i64 %3665
  %3687 = getelementptr inbounds nuw i8, ptr %3686, i64 64
  %3688 = getelementptr inbounds nuw i8, ptr %3686, i64 128
  %3689 = getelementptr inbounds nuw i8, ptr %3686, i64 192
  store <16 x float> %3682, ptr %3686, align 4
  store <16 x float> %3683, ptr %3687, align 4
  store <16 x float> %3684, ptr %3688, align 4
  store <16 x float> %3685, ptr %3689, align 4
  %3690 = add nuw i64 %3665, 64
  %3691 = icmp eq i64 %3690, %1329
  br i1 %3691, label %3692, label %3664

3692:                                             ; preds = %3664
  br i1 %1330, label %3785, label %3693

3693:                                             ; preds = %3692
  br i1 %1331, label %3707, label %3694

3694:                                             ; preds = %3663, %3693
  %3695 = phi i64 [ %1329, %3693 ], [ 0, %3663 ]
  br label %3696

3696:                                             ; preds = %3696, %3694
  %3697 = phi i64 [ %3695, %3694 ], [ %3704, %3696 ]
  %3698 = getelementptr inbounds nuw float, ptr %3652, i64 %3697
  %3699 = load <8 x float>, ptr %3698, align 4
  %3700 = getelementptr inbounds nuw float, ptr %1713, i64 %3697
  %3701 = load <8 x float>, ptr %3700, align 4
  %3702 = fmul <8 x float> %3699, %3701
  %3703 = getelementptr inbounds nuw float, ptr %3654, i64 %3697
  store <8 x float> %3702, ptr %3703, align 4
  %3704 = add nuw i64 %3697, 8
  %3705 = icmp eq i64 %3704, %1332
  br i1 %3705, label %3706, label %3696

3706:                                             ; preds = %3696
  br i1 %1333, label %3785, label %3707

3707:                                             ; preds = %3655, %3651, %3693, %3706
  %3708 = phi i64 [ 0, %3651 ], [ 0, %3655 ], [ %1329, %3693 ], [ %1332, %3706 ]
  br i1 %1335, label %3721, label %3709

3709:                                             ; preds = %3707, %3709
  %3710 = phi i64 [ %3718, %3709 ], [ %3708, %3707 ]
  %3711 = phi i64 [ %3719, %3709 ], [ 0, %3707 ]
  %3712 = getelementptr inbounds nuw float, ptr %3652, i64 %3710
  %3713 = load float, ptr %3712, align 4
  %3714 = getelementptr inbounds nuw float, ptr %1713, i64 %3710
  %3715 = load float, ptr %3714, align 4
  %3716 = fmul float %3713, %3715
  %3717 = getelementptr inbounds nuw float, ptr %3654, i64 %3710
  store float %3716, ptr %3717, align 4
  %3718 = add nuw nsw i64 %3710, 1
  %3719 = add i64 %3711, 1
  %3720 = icmp eq i64 %3719, %1334
  br i1 %3720, label %3721, label %3709

3721:                                             ; preds = %3709, %3707
  %3722 = phi i64 [ %3708, %3707 ], [ %3718, %3709 ]
  %3723 = sub nsw i64 %3708, %32
  %3724 = icmp ugt i64 %3723, -4
  br i1 %3724, label %3785, label %3754

3725:                                             ; preds = %3620, %3725
  %3726 = phi i64 [ %3752, %3725 ], [ %3621, %3620 ]
  %3727 = getelementptr float, ptr %3515, i64 %3726
  %3728 = load float, ptr %3727, align 4
  %3729 = add nuw nsw i64 %3726, %106
  %3730 = getelementptr inbounds nuw float, ptr %177, i64 %3729
  %3731 = load float, ptr %3730, align 4
  %3732 = fadd float %3728, %3731
  %3733 = getelementptr inbounds nuw float, ptr %178, i64 %3729
  %3734 = load float, ptr %3733, align 4
  %3735 = fadd float %3732, %3734
  %3736 = getelementptr inbounds nuw float, ptr %1711, i64 %3729
  %3737 = load float, ptr %3736, align 4
  %3738 = fadd float %3735, %3737
  store float %3738, ptr %3736, align 4
  %3739 = add nuw nsw i64 %3726, 1
  %3740 = getelementptr float, ptr %3515, i64 %3739
  %3741 = load float, ptr %3740, align 4
  %3742 = add nuw nsw i64 %3739, %106
  %3743 = getelementptr inbounds nuw float, ptr %177, i64 %3742
  %3744 = load float, ptr %3743, align 4
  %3745 = fadd float %3741, %3744
  %3746 = getelementptr inbounds nuw float, ptr %178, i64 %3742
  %3747 = load float, ptr %3746, align 4
  %3748 = fadd float %3745, %3747
  %3749 = getelementptr inbounds nuw float, ptr %1711, i64 %3742
  %3750 = load float, ptr %3749, align 4
  %3751 = fadd float %3748, %3750
  store float %3751, ptr %3749, align 4
  %3752 = add nuw nsw i64 %3726, 2
  %3753 = icmp eq i64 %3752, %32
  br i1 %3753, label %3651, label %3725

3754:                                             ; preds = %3721, %3754
  %3755 = phi i64 [ %3783, %3754 ], [ %3722, %3721 ]
  %3756 = getelementptr inbounds nuw float, ptr %3652, i64 %3755
  %3757 = load float, ptr %3756, align 4
  %3758 = getelementptr inbounds nuw float, ptr %1713, i64 %3755
  %3759 = load float, ptr %3758, align 4
  %3760 = fmul float %3757, %3759
  %3761 = getelementptr inbounds nuw float, ptr %3654, i64 %3755
  store float %3760, ptr %3761, align 4
  %3762 = add nuw nsw i64 %3755, 1
  %3763 = getelementptr inbounds nuw float, ptr %3652, i64 %3762
  %3764 = load float, ptr %3763, align 4
  %3765 = getelementptr inbounds nuw float, ptr %1713, i64 %3762
  %3766 = load float, ptr %3765, align 4
  %3767 = fmul float %3764, %3766
  %3768 = getelementptr inbounds nuw float, ptr %3654, i64 %3762
  store float %3767, ptr %3768, align 4
  %3769 = add nuw nsw i64 %3755, 2
  %3770 = getelementptr inbounds nuw float, ptr %3652, i64 %3769
  %3771 = load float, ptr %3770, align 4
  %3772 = getelementptr inbounds nuw float, ptr %1713, i64 %3769
  %3773 = load float, ptr %3772, align 4
  %3774 = fmul float %3771, %3773
  %3775 = getelementptr inbounds nuw float, ptr %3654, i64 %3769
  store float %3774, ptr %3775, align 4
  %3776 = add nuw nsw i64 %3755, 3
  %3777 = getelementptr inbounds nuw float, ptr %3652, i64 %3776
  %3778 = load float, ptr %3777, align 4
  %3779 = getelementptr inbounds nuw float, ptr %1713, i64 %3776
  %3780 = load float, ptr %3779, align 4
  %3781 = fmul float %3778, %3780
  %3782 = getelementptr inbounds nuw float, ptr %3654, i64 %3776
  store float %3781, ptr %3782, align 4
  %3783 = add nuw nsw i64 %3755, 4
  %3784 = icmp eq i64 %3783, %32
  br i1 %3784, label %3785, label %3754

3785:                                             ; preds = %3721, %3754, %3451, %3489, %2837, %2848, %1866, %1897, %3692, %3706, %3417, %3435, %2808, %2822, %1843, %1854, %3650, %3358, %2769, %1821
  %3786 = add nuw nsw i64 %1705, 1
  %3787 = icmp eq i64 %3786, %1700
  br i1 %3787, label %1703, label %1704

3788:                                             ; preds = %1703
  call fastcc void @products(ptr noundef %1104, ptr noundef %1105, i64 noundef %1700, ptr noundef %1130, i64 noundef %32, i64 noundef %107, i64 noundef %106, i32 noundef %1648)
  br i1 %1649, label %3789, label %4060

3789:                                             ; preds = %3788, %4030
  %3790 = phi i64 [ %4031, %4030 ], [ 0, %3788 ]
  %3791 = getelementptr inbounds nuw ptr, ptr %1101, i64 %3790
  %3792 = load ptr, ptr %3791, align 8
  %3793 = getelementptr inbounds nuw i8, ptr %3792, i64 16
  %3794 = load ptr, ptr %3793, align 8
  %3795 = load ptr, ptr %3792, align 8
  %3796 = getelementptr float, ptr %3794, i64 %1121
  br i1 %124, label %3797, label %3906

3797:                                             ; preds = %3789
  %3798 = getelementptr inbounds nuw i8, ptr %3792, i64 40
  %3799 = load ptr, ptr %3798, align 8
  %3800 = getelementptr i8, ptr %3799, i64 %1124
  br i1 %1474, label %3886, label %3801

3801:                                             ; preds = %3797
  %3802 = getelementptr i8, ptr %3794, i64 %1134
  %3803 = getelementptr i8, ptr %3799, i64 %1135
  %3804 = icmp ult ptr %3796, %3803
  %3805 = icmp ult ptr %3800, %3802
  %3806 = and i1 %3804, %3805
  %3807 = icmp ult ptr %3796, %1143
  %3808 = icmp ult ptr %1141, %3802
  %3809 = and i1 %3807, %3808
  %3810 = or i1 %3806, %3809
  %3811 = icmp ult ptr %3796, %1150
  %3812 = icmp ult ptr %1148, %3802
  %3813 = and i1 %3811, %3812
  %3814 = or i1 %3810, %3813
  br i1 %3814, label %3886, label %3815

3815:                                             ; preds = %3801
  br i1 %1475, label %3867, label %3816

3816:                                             ; preds = %3815, %3816
  %3817 = phi i64 [ %3863, %3816 ], [ 0, %3815 ]
  %3818 = getelementptr float, ptr %3800, i64 %3817
  %3819 = getelementptr i8, ptr %3818, i64 64
  %3820 = getelementptr i8, ptr %3818, i64 128
  %3821 = getelementptr i8, ptr %3818, i64 192
  %3822 = load <16 x float>, ptr %3818, align 4
  %3823 = load <16 x float>, ptr %3819, align 4
  %3824 = load <16 x float>, ptr %3820, align 4
  %3825 = load <16 x float>, ptr %3821, align 4
  %3826 = add nuw nsw i64 %3817, %1121
  %3827 = getelementptr inbounds nuw float, ptr %177, i64 %3826
  %3828 = getelementptr inbounds nuw i8, ptr %3827, i64 64
  %3829 = getelementptr inbounds nuw i8, ptr %3827, i64 128
  %3830 = getelementptr inbounds nuw i8, ptr %3827, i64 192
  %3831 = load <16 x float>, ptr %3827, align 4
  %3832 = load <16 x float>, ptr %3828, align 4
  %3833 = load <16 x float>, ptr %3829, align 4
  %3834 = load <16 x float>, ptr %3830, align 4
  %3835 = fadd <16 x float> %3822, %3831
  %3836 = fadd <16 x float> %3823, %3832
  %3837 = fadd <16 x float> %3824, %3833
  %3838 = fadd <16 x float> %3825, %3834
  %3839 = getelementptr inbounds nuw float, ptr %178, i64 %3826
  %3840 = getelementptr inbounds nuw i8, ptr %3839, i64 64
  %3841 = getelementptr inbounds nuw i8, ptr %3839, i64 128
  %3842 = getelementptr inbounds nuw i8, ptr %3839, i64 192
  %3843 = load <16 x float>, ptr %3839, align 4
  %3844 = load <16 x float>, ptr %3840, align 4
  %3845 = load <16 x float>, ptr %3841, align 4
  %3846 = load <16 x float>, ptr %3842, align 4
  %3847 = fadd <16 x float> %3835, %3843
  %3848 = fadd <16 x float> %3836, %3844
  %3849 = fadd <16 x float> %3837, %3845
  %3850 = fadd <16 x float> %3838, %3846
  %3851 = getelementptr inbounds nuw float, ptr %3794, i64 %3826
  %3852 = getelementptr inbounds nuw i8, ptr %3851, i64 64
  %3853 = getelementptr inbounds nuw i8, ptr %3851, i64 128
  %3854 = getelementptr inbounds nuw i8, ptr %3851, i64 192
  %3855 = load <16 x float>, ptr %3851, align 4
  %3856 = load <16 x float>, ptr %3852, align 4
  %3857 = load <16 x float>, ptr %3853, align 4
  %3858 = load <16 x float>, ptr %3854, align 4
  %3859 = fadd <16 x float> %3847, %3855
  %3860 = fadd <16 x float> %3848, %3856
  %3861 = fadd <16 x float> %3849, %3857
  %3862 = fadd <16 x float> %3850, %3858
  store <16 x float> %3859, ptr %3851, align 4
  store <16 x float> %3860, ptr %3852, align 4
  store <16 x float> %3861, ptr %3853, align 4
  store <16 x float> %3862, ptr %3854, align 4
  %3863 = add nuw i64 %3817, 64
  %3864 = icmp eq i64 %3863, %1477
  br i1 %3864, label %3865, label %3816

3865:                                             ; preds = %3816
  br i1 %1478, label %3907, label %3866

3866:                                             ; preds = %3865
  br i1 %1479, label %3886, label %3867

3867:                                             ; preds = %3815, %3866
  %3868 = phi i64 [ %1477, %3866 ], [ 0, %3815 ]
  br label %3869

3869:                                             ; preds = %3869, %3867
  %3870 = phi i64 [ %3868, %3867 ], [ %3883, %3869 ]
  %3871 = getelementptr float, ptr %3800, i64 %3870
  %3872 = load <8 x float>, ptr %3871, align 4
  %3873 = add nuw nsw i64 %3870, %1121
  %3874 = getelementptr inbounds nuw float, ptr %177, i64 %3873
  %3875 = load <8 x float>, ptr %3874, align 4
  %3876 = fadd <8 x float> %3872, %3875
  %3877 = getelementptr inbounds nuw float, ptr %178, i64 %3873
  %3878 = load <8 x float>, ptr %3877, align 4
  %3879 = fadd <8 x float> %3876, %3878
  %3880 = getelementptr inbounds nuw float, ptr %3794, i64 %3873
  %3881 = load <8 x float>, ptr %3880, align 4
  %3882 = fadd <8 x float> %3879, %3881
  store <8 x float> %3882, ptr %3880, align 4
  %3883 = add nuw i64 %3870, 8
  %3884 = icmp eq i64 %3883, %1480
  br i1 %3884, label %3885, label %3869

3885:                                             ; preds = %3869
  br i1 %1481, label %3907, label %3886

3886:                                             ; preds = %3801, %3797, %3866, %3885
  %3887 = phi i64 [ 0, %3797 ], [ 0, %3801 ], [ %1477, %3866 ], [ %1480, %3885 ]
  %3888 = or disjoint i64 %3887, 1
  br i1 %1483, label %3903, label %3889

3889:                                             ; preds = %3886
  %3890 = getelementptr float, ptr %3800, i64 %3887
  %3891 = load float, ptr %3890, align 4
  %3892 = add nuw nsw i64 %3887, %1121
  %3893 = getelementptr inbounds nuw float, ptr %177, i64 %3892
  %3894 = load float, ptr %3893, align 4
  %3895 = fadd float %3891, %3894
  %3896 = getelementptr inbounds nuw float, ptr %178, i64 %3892
  %3897 = load float, ptr %3896, align 4
  %3898 = fadd float %3895, %3897
  %3899 = getelementptr inbounds nuw float, ptr %3794, i64 %3892
  %3900 = load float, ptr %3899, align 4
  %3901 = fadd float %3898, %3900
  store float %3901, ptr %3899, align 4
  %3902 = or disjoint i64 %3887, 1
  br label %3903

3903:                                             ; preds = %3889, %3886
  %3904 = phi i64 [ %3887, %3886 ], [ %3902, %3889 ]
  %3905 = icmp eq i64 %32, %3888
  br i1 %3905, label %3907, label %4001

3906:                                             ; preds = %3789
  call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef %3796, i64 noundef %106)
  br label %4030

3907:                                             ; preds = %3903, %4001, %3885, %3865
  call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef nonnull %3796, i64 noundef %106)
  br i1 %1484, label %3983, label %3908

3908:                                             ; preds = %3907
  %3909 = getelementptr i8, ptr %3795, i64 %1133
  %3910 = getelementptr i8, ptr %3794, i64 %1134
  %3911 = getelementptr i8, ptr %3794, i64 %1133
  %3912 = icmp ult ptr %3795, %3910
  %3913 = icmp ult ptr %3796, %3909
  %3914 = and i1 %3912, %3913
  %3915 = icmp ult ptr %3795, %3911
  %3916 = icmp ult ptr %3794, %3909
  %3917 = and i1 %3915, %3916
  %3918 = or i1 %3914, %3917
  br i1 %3918, label %3983, label %3919

3919:                                             ; preds = %3908
  br i1 %1485, label %3966, label %3920

3920:                                             ; preds = %3919, %3920
  %3921 = phi i64 [ %3962, %3920 ], [ 0, %3919 ]
  %3922 = getelementptr inbounds nuw float, ptr %3794, i64 %3921
  %3923 = getelementptr inbounds nuw i8, ptr %3922, i64 64
  %3924 = getelementptr inbounds nuw i8, ptr %3922, i64 128
  %3925 = getelementptr inbounds nuw i8, ptr %3922, i64 192
  %3926 = load <16 x float>, ptr %3922, align 4
  %3927 = load <16 x float>, ptr %3923, align 4
  %3928 = load <16 x float>, ptr %3924, align 4
  %3929 = load <16 x float>, ptr %3925, align 4
  %3930 = fsub <16 x float> splat (float 1.000000e+00), %3926
  %3931 = fsub <16 x float> splat (float 1.000000e+00), %3927
  %3932 = fsub <16 x float> splat (float 1.000000e+00), %3928
  %3933 = fsub <16 x float> splat (float 1.000000e+00), %3929
  %3934 = getelementptr inbounds nuw float, ptr %3796, i64 %3921
  %3935 = getelementptr inbounds nuw i8, ptr %3934, i64 64
  %3936 = getelementptr inbounds nuw i8, ptr %3934, i64 128
  %3937 = getelementptr inbounds nuw i8, ptr %3934, i64 192
  %3938 = load <16 x float>, ptr %3934, align 4
  %3939 = load <16 x float>, ptr %3935, align 4
  %3940 = load <16 x float>, ptr %3936, align 4
  %3941 = load <16 x float>, ptr %3937, align 4
  %3942 = fmul <16 x float> %3930, %3938
  %3943 = fmul <16 x float> %3931, %3939
  %3944 = fmul <16 x float> %3932, %3940
  %3945 = fmul <16 x float> %3933, %3941
  %3946 = getelementptr inbounds nuw float, ptr %3795, i64 %3921
  %3947 = getelementptr inbounds nuw i8, ptr %3946, i64 64
  %3948 = getelementptr inbounds nuw i8, ptr %3946, i64 128
  %3949 = getelementptr inbounds nuw i8, ptr %3946, i64 192
  %3950 = load <16 x float>, ptr %3946, align 4
  %3951 = load <16 x float>, ptr %3947, align 4
  %3952 = load <16 x float>, ptr %3948, align 4
  %3953 = load <16 x float>, ptr %3949, align 4
  %3954 = fmul <16 x float> %3926, %3950
  %3955 = fmul <16 x float> %3927, %3951
  %3956 = fmul <16 x float> %3928, %3952
  %3957 = fmul <16 x float> %3929, %3953
  %3958 = fadd <16 x float> %3942, %3954
  %3959 = fadd <16 x float> %3943, %3955
  %3960 = fadd <16 x float> %3944, %3956
  %3961 = fadd <16 x float> %3945, %3957
  store <16 x float> %3958, ptr %3946, align 4
  store <16 x float> %3959, ptr %3947, align 4
  store <16 x float> %3960, ptr %3948, align 4
  store <16 x float> %3961, ptr %3949, align 4
  %3962 = add nuw i64 %3921, 64
  %3963 = icmp eq i64 %3962, %1487
  br i1 %3963, label %3964, label %3920

3964:                                             ; preds = %3920
  br i1 %1488, label %4030, label %3965

3965:                                             ; preds = %3964
  br i1 %1489, label %3983, label %3966

3966:                                             ; preds = %3919, %3965
  %3967 = phi i64 [ %1487, %3965 ], [ 0, %3919 ]
  br label %3968

3968:                                             ; preds = %3968, %3966
  %3969 = phi i64 [ %3967, %3966 ], [ %3980, %3968 ]
  %3970 = getelementptr inbounds nuw float, ptr %3794, i64 %3969
  %3971 = load <8 x float>, ptr %3970, align 4
  %3972 = fsub <8 x float> splat (float 1.000000e+00), %3971
  %3973 = getelementptr inbounds nuw float, ptr %3796, i64 %3969
  %3974 = load <8 x float>, ptr %3973, align 4
  %3975 = fmul <8 x float> %3972, %3974
  %3976 = getelementptr inbounds nuw float, ptr %3795, i64 %3969
  %3977 = load <8 x float>, ptr %3976, align 4
  %3978 = fmul <8 x float> %3971, %3977
  %3979 = fadd <8 x float> %3975, %3978
  store <8 x float> %3979, ptr %3976, align 4
  %3980 = add nuw i64 %3969, 8
  %3981 = icmp eq i64 %3980, %1490
  br i1 %3981, label %3982, label %3968

3982:                                             ; preds = %3968
  br i1 %1491, label %4030, label %3983

3983:                                             ; preds = %3908, %3907, %3965, %3982
  %3984 = phi i64 [ 0, %3907 ], [ 0, %3908 ], [ %1487, %3965 ], [ %1490, %3982 ]
  %3985 = or disjoint i64 %3984, 1
  br i1 %1493, label %3998, label %3986

3986:                                             ; preds = %3983
  %3987 = getelementptr inbounds nuw float, ptr %3794, i64 %3984
  %3988 = load float, ptr %3987, align 4
  %3989 = fsub float 1.000000e+00, %3988
  %3990 = getelementptr inbounds nuw float, ptr %3796, i64 %3984
  %3991 = load float, ptr %3990, align 4
  %3992 = fmul float %3989, %3991
  %3993 = getelementptr inbounds nuw float, ptr %3795, i64 %3984
  %3994 = load float, ptr %3993, align 4
  %3995 = fmul float %3988, %3994
  %3996 = fadd float %3992, %3995
  store float %3996, ptr %3993, align 4
  %3997 = or disjoint i64 %3984, 1
  br label %3998

3998:                                             ; preds = %3986, %3983
  %3999 = phi i64 [ %3984, %3983 ], [ %3997, %3986 ]
  %4000 = icmp eq i64 %32, %3985
  br i1 %4000, label %4030, label %4034

4001:                                             ; preds = %3903, %4001
  %4002 = phi i64 [ %4028, %4001 ], [ %3904, %3903 ]
  %4003 = getelementptr float, ptr %3800, i64 %4002
  %4004 = load float, ptr %4003, align 4
  %4005 = add nuw nsw i64 %4002, %1121
  %4006 = getelementptr inbounds nuw float, ptr %177, i64 %4005
  %4007 = load float, ptr %4006, align 4
  %4008 = fadd float %4004, %4007
  %4009 = getelementptr inbounds nuw float, ptr %178, i64 %4005
  %4010 = load float, ptr %4009, align 4
  %4011 = fadd float %4008, %4010
  %4012 = getelementptr inbounds nuw float, ptr %3794, i64 %4005
  %4013 = load float, ptr %4012, align 4
  %4014 = fadd float %4011, %4013
  store float %4014, ptr %4012, align 4
  %4015 = add nuw nsw i64 %4002, 1
  %4016 = getelementptr float, ptr %3800, i64 %4015
  %4017 = load float, ptr %4016, align 4
  %4018 = add nuw nsw i64 %4015, %1121
  %4019 = getelementptr inbounds nuw float, ptr %177, i64 %4018
  %4020 = load float, ptr %4019, align 4
  %4021 = fadd float %4017, %4020
  %4022 = getelementptr inbounds nuw float, ptr %178, i64 %4018
  %4023 = load float, ptr %4022, align 4
  %4024 = fadd float %4021, %4023
  %4025 = getelementptr inbounds nuw float, ptr %3794, i64 %4018
  %4026 = load float, ptr %4025, align 4
  %4027 = fadd float %4024, %4026
  store float %4027, ptr %4025, align 4
  %4028 = add nuw nsw i64 %4002, 2
  %4029 = icmp eq i64 %4028, %32
  br i1 %4029, label %3907, label %4001

4030:                                             ; preds = %3998, %4034, %3964, %3982, %3906
  %4031 = add nuw nsw i64 %3790, 1
  %4032 = icmp eq i64 %4031, %1700
  br i1 %4032, label %4033, label %3789

4033:                                             ; preds = %4030, %4059
  br label %4063

4034:                                             ; preds = %3998, %4034
  %4035 = phi i64 [ %4057, %4034 ], [ %3999, %3998 ]
  %4036 = getelementptr inbounds nuw float, ptr %3794, i64 %4035
  %4037 = load float, ptr %4036, align 4
  %4038 = fsub float 1.000000e+00, %4037
  %4039 = getelementptr inbounds nuw float, ptr %3796, i64 %4035
  %4040 = load float, ptr %4039, align 4
  %4041 = fmul float %4038, %4040
  %4042 = getelementptr inbounds nuw float, ptr %3795, i64 %4035
  %4043 = load float, ptr %4042, align 4
  %4044 = fmul float %4037, %4043
  %4045 = fadd float %4041, %4044
  store float %4045, ptr %4042, align 4
  %4046 = add nuw nsw i64 %4035, 1
  %4047 = getelementptr inbounds nuw float, ptr %3794, i64 %4046
  %4048 = load float, ptr %4047, align 4
  %4049 = fsub float 1.000000e+00, %4048
  %4050 = getelementptr inbounds nuw float, ptr %3796, i64 %4046
  %4051 = load float, ptr %4050, align 4
  %4052 = fmul float %4049, %4051
  %4053 = getelementptr inbounds nuw float, ptr %3795, i64 %4046
  %4054 = load float, ptr %4053, align 4
  %4055 = fmul float %4048, %4054
  %4056 = fadd float %4052, %4055
  store float %4056, ptr %4053, align 4
  %4057 = add nuw nsw i64 %4035, 2
  %4058 = icmp eq i64 %4057, %32
  br i1 %4058, label %4030, label %4034

4059:                                             ; preds = %1703
  br i1 %1649, label %4033, label %4060

4060:                                             ; preds = %4141, %3788, %4059
  %4061 = add nuw nsw i64 %1639, 1
  %4062 = icmp eq i64 %4061, %1534
  br i1 %4062, label %1641, label %1638

4063:                                             ; preds = %4033, %4141
  %4064 = phi i64 [ %4142, %4141 ], [ 0, %4033 ]
  %4065 = getelementptr inbounds nuw ptr, ptr %1101, i64 %4064
  %4066 = load ptr, ptr %4065, align 8
  %4067 = getelementptr inbounds nuw i8, ptr %4066, i64 48
  %4068 = load ptr, ptr %4067, align 8
  %4069 = icmp eq ptr %4068, null
  %4070 = select i1 %4069, i1 true, i1 %1127
  br i1 %4070, label %4141, label %4071

4071:                                             ; preds = %4063
  %4072 = ptrtoint ptr %4068 to i64
  %4073 = load ptr, ptr %4066, align 8
  %4074 = ptrtoint ptr %4073 to i64
  %4075 = sub i64 %4072, %4074
  %4076 = icmp ult i64 %4075, 256
  %4077 = select i1 %1494, i1 true, i1 %4076
  br i1 %4077, label %4107, label %4078

4078:                                             ; preds = %4071
  br i1 %1495, label %4097, label %4079

4079:                                             ; preds = %4078, %4079
  %4080 = phi i64 [ %4093, %4079 ], [ 0, %4078 ]
  %4081 = getelementptr inbounds nuw float, ptr %4073, i64 %4080
  %4082 = getelementptr inbounds nuw i8, ptr %4081, i64 64
  %4083 = getelementptr inbounds nuw i8, ptr %4081, i64 128
  %4084 = getelementptr inbounds nuw i8, ptr %4081, i64 192
  %4085 = load <16 x float>, ptr %4081, align 4
  %4086 = load <16 x float>, ptr %4082, align 4
  %4087 = load <16 x float>, ptr %4083, align 4
  %4088 = load <16 x float>, ptr %4084, align 4
  %4089 = getelementptr inbounds nuw float, ptr %4068, i64 %4080
  %4090 = getelementptr inbounds nuw i8, ptr %4089, i64 64
  %4091 = getelementptr inbounds nuw i8, ptr %4089, i64 128
  %4092 = getelementptr inbounds nuw i8, ptr %4089, i64 192
  store <16 x float> %4085, ptr %4089, align 4
  store <16 x float> %4086, ptr %4090, align 4
  store <16 x float> %4087, ptr %4091, align 4
  store <16 x float> %4088, ptr %4092, align 4
  %4093 = add nuw i64 %4080, 64
  %4094 = icmp eq i64 %4093, %1497
  br i1 %4094, label %4095, label %4079

4095:                                             ; preds = %4079
  br i1 %1498, label %4141, label %4096

4096:                                             ; preds = %4095
  br i1 %1499, label %4107, label %4097

4097:                                             ; preds = %4078, %4096
  %4098 = phi i64 [ %1497, %4096 ], [ 0, %4078 ]
  br label %4099

4099:                                             ; preds = %4099, %4097
  %4100 = phi i64 [ %4098, %4097 ], [ %4104, %4099 ]
  %4101 = getelementptr inbounds nuw float, ptr %4073, i64 %4100
  %4102 = load <8 x float>, ptr %4101, align 4
  %4103 = getelementptr inbounds nuw float, ptr %4068, i64 %4100
  store <8 x float> %4102, ptr %4103, align 4
  %4104 = add nuw i64 %4100, 8
  %4105 = icmp eq i64 %4104, %1500
  br i1 %4105, label %4106, label %4099

4106:                                             ; preds = %4099
  br i1 %1501, label %4141, label %4107

4107:                                             ; preds = %4071, %4096, %4106
  %4108 = phi i64 [ 0, %4071 ], [ %1497, %4096 ], [ %1500, %4106 ]
  br i1 %1503, label %4118, label %4109

4109:                                             ; preds = %4107, %4109
  %4110 = phi i64 [ %4115, %4109 ], [ %4108, %4107 ]
  %4111 = phi i64 [ %4116, %4109 ], [ 0, %4107 ]
  %4112 = getelementptr inbounds nuw float, ptr %4073, i64 %4110
  %4113 = load float, ptr %4112, align 4
  %4114 = getelementptr inbounds nuw float, ptr %4068, i64 %4110
  store float %4113, ptr %4114, align 4
  %4115 = add nuw nsw i64 %4110, 1
  %4116 = add i64 %4111, 1
  %4117 = icmp eq i64 %4116, %1502
  br i1 %4117, label %4118, label %4109

4118:                                             ; preds = %4109, %4107
  %4119 = phi i64 [ %4108, %4107 ], [ %4115, %4109 ]
  %4120 = sub nsw i64 %4108, %32
  %4121 = icmp ugt i64 %4120, -4
  br i1 %4121, label %4141, label %4122

4122:                                             ; preds = %4118, %4122
  %4123 = phi i64 [ %4139, %4122 ], [ %4119, %4118 ]
  %4124 = getelementptr inbounds nuw float, ptr %4073, i64 %4123
  %4125 = load float, ptr %4124, align 4
  %4126 = getelementptr inbounds nuw float, ptr %4068, i64 %4123
  store float %4125, ptr %4126, align 4
  %4127 = add nuw nsw i64 %4123, 1
  %4128 = getelementptr inbounds nuw float, ptr %4073, i64 %4127
  %4129 = load float, ptr %4128, align 4
  %4130 = getelementptr inbounds nuw float, ptr %4068, i64 %4127
  store float %4129, ptr %4130, align 4
  %4131 = add nuw nsw i64 %4123, 2
  %4132 = getelementptr inbounds nuw float, ptr %4073, i64 %4131
  %4133 = load float, ptr %4132, align 4
  %4134 = getelementptr inbounds nuw float, ptr %4068, i64 %4131
  store float %4133, ptr %4134, align 4
  %4135 = add nuw nsw i64 %4123, 3
  %4136 = getelementptr inbounds nuw float, ptr %4073, i64 %4135
  %4137 = load float, ptr %4136, align 4
  %4138 = getelementptr inbounds nuw float, ptr %4068, i64 %4135
  store float %4137, ptr %4138, align 4
  %4139 = add nuw nsw i64 %4123, 4
  %4140 = icmp eq i64 %4139, %32
  br i1 %4140, label %4141, label %4122

4141:                                             ; preds = %4118, %4122, %4095, %4106, %4063
  %4142 = add nuw nsw i64 %4064, 1
  %4143 = icmp eq i64 %4142, %1700
  br i1 %4143, label %4060, label %4063

4144:                                             ; preds = %4161, %1074
  call void @free(ptr noundef %117)
  ret void

4145:                                             ; preds = %1641, %4161
  %4146 = phi i64 [ 0, %1641 ], [ %4162, %4161 ]
  %4147 = getelementptr inbounds nuw %struct.rowstate, ptr %1077, i64 %4146
  %4148 = getelementptr inbounds nuw i8, ptr %4147, i64 32
  %4149 = load i64, ptr %4148, align 8
  %4150 = icmp eq i64 %4149, 0
  br i1 %124, label %4151, label %4161

4151:                                             ; preds = %4145
  %4152 = add nsw i64 %4146, %49
  %4153 = mul nsw i64 %4152, %34
  %4154 = add nsw i64 %4153, %47
  %4155 = add nsw i64 %4152, %1643
  %4156 = select i1 %1642, i64 %4154, i64 %4155
  %4157 = mul nsw i64 %4156, %32
  %4158 = getelementptr float, ptr %22, i64 %4157
  %4159 = getelementptr inbounds nuw i8, ptr %4147, i64 8
  %4160 = getelementptr float, ptr %23, i64 %4157
  br label %4164

4161:                                             ; preds = %4183, %4145
  %4162 = add nuw nsw i64 %4146, 1
  %4163 = icmp eq i64 %4162, %52
  br i1 %4163, label %4144, label %4145

4164:                                             ; preds = %4151, %4183
  %4165 = phi i64 [ 0, %4151 ], [ %4184, %4183 ]
  br i1 %1644, label %4174, label %4166

4166:                                             ; preds = %4164
  br i1 %4150, label %4171, label %4167

4167:                                             ; preds = %4166
  %4168 = load ptr, ptr %4147, align 8
  %4169 = getelementptr inbounds nuw float, ptr %4168, i64 %4165
  %4170 = load float, ptr %4169, align 4
  br label %4171

4171:                                             ; preds = %4166, %4167
  %4172 = phi float [ %4170, %4167 ], [ 0.000000e+00, %4166 ]
  %4173 = getelementptr float, ptr %4158, i64 %4165
  store float %4172, ptr %4173, align 4
  br label %4174

4174:                                             ; preds = %4171, %4164
  br i1 %1645, label %4183, label %4175

4175:                                             ; preds = %4174
  br i1 %4150, label %4180, label %4176

4176:                                             ; preds = %4175
  %4177 = load ptr, ptr %4159, align 8
  %4178 = getelementptr inbounds nuw float, ptr %4177, i64 %4165
  %4179 = load float, ptr %4178, align 4
  br label %4180

4180:                                             ; preds = %4175, %4176
  %4181 = phi float [ %4179, %4176 ], [ 0.000000e+00, %4175 ]
  %4182 = getelementptr float, ptr %4160, i64 %4165
  store float %4181, ptr %4182, align 4
  br label %4183

4183:                                             ; preds = %4174, %4180
  %4184 = add nuw nsw i64 %4165, 1
  %4185 = icmp eq i64 %4184, %32
  br i1 %4185, label %4161, label %4164
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
