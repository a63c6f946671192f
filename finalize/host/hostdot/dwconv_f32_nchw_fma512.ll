; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, target_mem0: none, target_mem1: none)
define hidden void @mgxport_dwconv_f32_nchw_fma512(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11, i64 noundef %12, i64 noundef %13, i64 noundef %14, i64 noundef %15, i64 noundef %16, i64 noundef %17, i64 noundef %18, i64 noundef %19, i64 noundef %20, i64 noundef %21, i64 noundef %22, i64 noundef %23, i64 noundef %24, i64 noundef %25, i64 noundef %26, i64 noundef %27) local_unnamed_addr {
  %29 = alloca [4 x [8 x <16 x float>]], align 64
  %30 = alloca [4 x [8 x <16 x float>]], align 64
  %31 = alloca [4 x [8 x <16 x float>]], align 64
  %32 = alloca [256 x i16], align 16
  %33 = alloca [49 x i64], align 16
  %34 = alloca [112 x i16], align 16
  %35 = inttoptr i64 %0 to ptr
  %36 = inttoptr i64 %1 to ptr
  %37 = inttoptr i64 %21 to ptr
  %38 = inttoptr i64 %22 to ptr
  %39 = inttoptr i64 %2 to ptr
  %40 = trunc i64 %24 to i32
  %41 = trunc i64 %25 to i32
  %42 = insertelement <16 x i32> poison, i32 %40, i64 0
  %43 = bitcast <16 x i32> %42 to <16 x float>
  %44 = shufflevector <16 x float> %43, <16 x float> poison, <16 x i32> zeroinitializer
  %45 = insertelement <16 x i32> poison, i32 %41, i64 0
  %46 = bitcast <16 x i32> %45 to <16 x float>
  %47 = shufflevector <16 x float> %46, <16 x float> poison, <16 x i32> zeroinitializer
  %48 = icmp sge i64 %3, %4
  %49 = icmp slt i64 %27, 1
  %50 = or i1 %48, %49
  br i1 %50, label %8463, label %51

51:                                               ; preds = %28
  %52 = tail call i64 @llvm.smin.i64(i64 %27, i64 %8)
  %53 = icmp ne i64 %13, 2
  %54 = add i64 %8, -1
  %55 = add i64 %54, %52
  %56 = sdiv i64 %55, %52
  %57 = srem i64 %3, %5
  %58 = sdiv i64 %3, %5
  %59 = srem i64 %58, %56
  %60 = sdiv i64 %58, %56
  %61 = mul i64 %11, %10
  %62 = mul nsw i64 %9, %8
  %63 = add nsw i64 %62, 15
  %64 = sdiv i64 %63, 16
  %65 = add nsw i64 %64, 1
  %66 = sdiv i64 %65, 2
  %67 = shl nsw i64 %66, 1
  %68 = icmp sle i64 %8, %27
  %69 = icmp eq i64 %12, 1
  %70 = and i1 %69, %68
  %71 = icmp eq i64 %13, 1
  %72 = and i1 %71, %70
  %73 = icmp eq i64 %9, %7
  %74 = and i1 %73, %72
  %75 = icmp slt i64 %7, 9
  %76 = and i1 %75, %74
  %77 = mul nsw i64 %67, %61
  %78 = icmp slt i64 %77, 257
  %79 = select i1 %76, i1 %78, i1 false
  br i1 %79, label %80, label %1062

80:                                               ; preds = %51
  call void @llvm.lifetime.start.p0(ptr nonnull %32)
  call void @llvm.lifetime.start.p0(ptr nonnull %33)
  %81 = trunc i64 %9 to i32
  %82 = insertelement <16 x i32> poison, i32 %81, i64 0
  %83 = shufflevector <16 x i32> %82, <16 x i32> poison, <16 x i32> zeroinitializer
  br label %108

84:                                               ; preds = %108
  %85 = sdiv i64 16, %9
  %86 = trunc nsw i64 %85 to i32
  %87 = insertelement <16 x i32> poison, i32 %86, i64 0
  %88 = shufflevector <16 x i32> %87, <16 x i32> poison, <16 x i32> zeroinitializer
  %89 = srem i64 16, %9
  %90 = trunc nuw nsw i64 %89 to i32
  %91 = insertelement <16 x i32> poison, i32 %90, i64 0
  %92 = shufflevector <16 x i32> %91, <16 x i32> poison, <16 x i32> zeroinitializer
  %93 = icmp sgt i64 %10, 0
  br i1 %93, label %94, label %174

94:                                               ; preds = %84
  %95 = icmp sgt i64 %11, 0
  %96 = icmp ult i64 %11, 8
  %97 = icmp ult i64 %11, 32
  %98 = and i64 %11, 24
  %99 = and i64 %11, 9223372036854775776
  %100 = insertelement <8 x i64> poison, i64 %15, i64 0
  %101 = shufflevector <8 x i64> %100, <8 x i64> poison, <8 x i32> zeroinitializer
  %102 = icmp eq i64 %11, %99
  %103 = icmp eq i64 %98, 0
  %104 = and i64 %11, 9223372036854775800
  %105 = insertelement <8 x i64> poison, i64 %15, i64 0
  %106 = shufflevector <8 x i64> %105, <8 x i64> poison, <8 x i32> zeroinitializer
  %107 = icmp eq i64 %11, %104
  br label %119

108:                                              ; preds = %108, %80
  %109 = phi i32 [ 0, %80 ], [ %117, %108 ]
  %110 = phi <16 x i32> [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %80 ], [ %114, %108 ]
  %111 = phi <16 x i32> [ zeroinitializer, %80 ], [ %116, %108 ]
  %112 = icmp sge <16 x i32> %110, %83
  %113 = select <16 x i1> %112, <16 x i32> %83, <16 x i32> zeroinitializer
  %114 = sub <16 x i32> %110, %113
  %115 = zext <16 x i1> %112 to <16 x i32>
  %116 = add <16 x i32> %111, %115
  %117 = add nsw i32 %109, %81
  %118 = icmp slt i32 %117, 16
  br i1 %118, label %108, label %84

119:                                              ; preds = %187, %94
  %120 = phi i64 [ 0, %94 ], [ %188, %187 ]
  br i1 %95, label %121, label %187

121:                                              ; preds = %119
  %122 = mul nsw i64 %120, %14
  %123 = sub nsw i64 %122, %16
  %124 = mul nsw i64 %123, %9
  %125 = sub i64 %124, %17
  %126 = mul nuw nsw i64 %120, %11
  %127 = getelementptr i64, ptr %33, i64 %126
  br i1 %96, label %172, label %128

128:                                              ; preds = %121
  br i1 %97, label %155, label %129

129:                                              ; preds = %128
  %130 = insertelement <8 x i64> poison, i64 %125, i64 0
  %131 = shufflevector <8 x i64> %130, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %132

132:                                              ; preds = %132, %129
  %133 = phi i64 [ 0, %129 ], [ %150, %132 ]
  %134 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %129 ], [ %151, %132 ]
  %135 = add <8 x i64> %134, splat (i64 8)
  %136 = add <8 x i64> %134, splat (i64 16)
  %137 = add <8 x i64> %134, splat (i64 24)
  %138 = mul nsw <8 x i64> %134, %101
  %139 = mul nsw <8 x i64> %135, %101
  %140 = mul nsw <8 x i64> %136, %101
  %141 = mul nsw <8 x i64> %137, %101
  %142 = add <8 x i64> %131, %138
  %143 = add <8 x i64> %131, %139
  %144 = add <8 x i64> %131, %140
  %145 = add <8 x i64> %131, %141
  %146 = getelementptr i64, ptr %127, i64 %133
  %147 = getelementptr i8, ptr %146, i64 64
  %148 = getelementptr i8, ptr %146, i64 128
  %149 = getelementptr i8, ptr %146, i64 192
  store <8 x i64> %142, ptr %146, align 8
  store <8 x i64> %143, ptr %147, align 8
  store <8 x i64> %144, ptr %148, align 8
  store <8 x i64> %145, ptr %149, align 8
  %150 = add nuw i64 %133, 32
  %151 = add <8 x i64> %134, splat (i64 32)
  %152 = icmp eq i64 %150, %99
  br i1 %152, label %153, label %132

153:                                              ; preds = %132
  br i1 %102, label %187, label %154

154:                                              ; preds = %153
  br i1 %103, label %172, label %155

155:                                              ; preds = %128, %154
  %156 = phi i64 [ %99, %154 ], [ 0, %128 ]
  %157 = insertelement <8 x i64> poison, i64 %125, i64 0
  %158 = shufflevector <8 x i64> %157, <8 x i64> poison, <8 x i32> zeroinitializer
  %159 = insertelement <8 x i64> poison, i64 %156, i64 0
  %160 = shufflevector <8 x i64> %159, <8 x i64> poison, <8 x i32> zeroinitializer
  %161 = or disjoint <8 x i64> %160, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  br label %162

162:                                              ; preds = %162, %155
  %163 = phi i64 [ %156, %155 ], [ %168, %162 ]
  %164 = phi <8 x i64> [ %161, %155 ], [ %169, %162 ]
  %165 = mul nsw <8 x i64> %164, %106
  %166 = add <8 x i64> %158, %165
  %167 = getelementptr i64, ptr %127, i64 %163
  store <8 x i64> %166, ptr %167, align 8
  %168 = add nuw i64 %163, 8
  %169 = add nuw nsw <8 x i64> %164, splat (i64 8)
  %170 = icmp eq i64 %168, %104
  br i1 %170, label %171, label %162

171:                                              ; preds = %162
  br i1 %107, label %187, label %172

172:                                              ; preds = %121, %154, %171
  %173 = phi i64 [ 0, %121 ], [ %99, %154 ], [ %104, %171 ]
  br label %190

174:                                              ; preds = %187, %84
  %175 = icmp sgt i64 %62, 0
  br i1 %175, label %176, label %279

176:                                              ; preds = %174
  %177 = mul nsw i64 %9, %6
  %178 = trunc i64 %6 to i32
  %179 = insertelement <16 x i32> poison, i32 %178, i64 0
  %180 = shufflevector <16 x i32> %179, <16 x i32> poison, <16 x i32> zeroinitializer
  %181 = icmp sgt i64 %11, 0
  %182 = and i64 %11, 1
  %183 = icmp eq i64 %11, 1
  %184 = and i64 %11, 9223372036854775806
  %185 = icmp eq i64 %182, 0
  %186 = icmp ne i64 %182, 0
  br label %197

187:                                              ; preds = %190, %153, %171, %119
  %188 = add nuw nsw i64 %120, 1
  %189 = icmp eq i64 %188, %10
  br i1 %189, label %174, label %119

190:                                              ; preds = %172, %190
  %191 = phi i64 [ %195, %190 ], [ %173, %172 ]
  %192 = mul nsw i64 %191, %15
  %193 = add i64 %125, %192
  %194 = getelementptr i64, ptr %127, i64 %191
  store i64 %193, ptr %194, align 8
  %195 = add nuw nsw i64 %191, 1
  %196 = icmp eq i64 %195, %11
  br i1 %196, label %187, label %190

197:                                              ; preds = %212, %176
  %198 = phi i64 [ 0, %176 ], [ %220, %212 ]
  %199 = phi <16 x i32> [ %114, %176 ], [ %217, %212 ]
  %200 = phi <16 x i32> [ %116, %176 ], [ %219, %212 ]
  br i1 %93, label %201, label %212

201:                                              ; preds = %197
  %202 = shl nsw i64 %198, 4
  %203 = sub nsw i64 %177, %202
  %204 = tail call i64 @llvm.smax.i64(i64 %203, i64 0)
  %205 = tail call i64 @llvm.umin.i64(i64 %204, i64 16)
  %206 = trunc nuw nsw i64 %205 to i32
  %207 = shl nsw i32 -1, %206
  %208 = trunc i32 %207 to i16
  %209 = xor i16 %208, -1
  %210 = mul nsw i64 %198, %61
  %211 = getelementptr i16, ptr %32, i64 %210
  br label %222

212:                                              ; preds = %249, %197
  %213 = add <16 x i32> %200, %88
  %214 = add <16 x i32> %199, %92
  %215 = icmp sge <16 x i32> %214, %83
  %216 = select <16 x i1> %215, <16 x i32> %83, <16 x i32> zeroinitializer
  %217 = sub <16 x i32> %214, %216
  %218 = zext <16 x i1> %215 to <16 x i32>
  %219 = add <16 x i32> %213, %218
  %220 = add nuw nsw i64 %198, 1
  %221 = icmp eq i64 %220, %67
  br i1 %221, label %279, label %197

222:                                              ; preds = %249, %201
  %223 = phi i64 [ 0, %201 ], [ %250, %249 ]
  %224 = mul nsw i64 %223, %14
  %225 = sub nsw i64 %224, %16
  %226 = trunc i64 %225 to i32
  %227 = insertelement <16 x i32> poison, i32 %226, i64 0
  %228 = shufflevector <16 x i32> %227, <16 x i32> poison, <16 x i32> zeroinitializer
  %229 = add <16 x i32> %228, %200
  %230 = icmp ult <16 x i32> %229, %180
  %231 = bitcast <16 x i1> %230 to i16
  %232 = and i16 %231, %209
  br i1 %181, label %233, label %249

233:                                              ; preds = %222
  %234 = mul nuw nsw i64 %223, %11
  %235 = getelementptr i16, ptr %211, i64 %234
  br i1 %183, label %237, label %252

236:                                              ; preds = %252
  br i1 %185, label %249, label %237

237:                                              ; preds = %236, %233
  %238 = phi i64 [ 0, %233 ], [ %276, %236 ]
  tail call void @llvm.assume(i1 %186)
  %239 = mul nsw i64 %238, %15
  %240 = sub nsw i64 %239, %17
  %241 = trunc i64 %240 to i32
  %242 = insertelement <16 x i32> poison, i32 %241, i64 0
  %243 = shufflevector <16 x i32> %242, <16 x i32> poison, <16 x i32> zeroinitializer
  %244 = add <16 x i32> %243, %199
  %245 = icmp ult <16 x i32> %244, %83
  %246 = bitcast <16 x i1> %245 to i16
  %247 = and i16 %232, %246
  %248 = getelementptr i16, ptr %235, i64 %238
  store i16 %247, ptr %248, align 2
  br label %249

249:                                              ; preds = %237, %236, %222
  %250 = add nuw nsw i64 %223, 1
  %251 = icmp eq i64 %250, %10
  br i1 %251, label %212, label %222

252:                                              ; preds = %233, %252
  %253 = phi i64 [ %276, %252 ], [ 0, %233 ]
  %254 = phi i64 [ %277, %252 ], [ 0, %233 ]
  %255 = mul nsw i64 %253, %15
  %256 = sub nsw i64 %255, %17
  %257 = trunc i64 %256 to i32
  %258 = insertelement <16 x i32> poison, i32 %257, i64 0
  %259 = shufflevector <16 x i32> %258, <16 x i32> poison, <16 x i32> zeroinitializer
  %260 = add <16 x i32> %259, %199
  %261 = icmp ult <16 x i32> %260, %83
  %262 = bitcast <16 x i1> %261 to i16
  %263 = and i16 %232, %262
  %264 = getelementptr i16, ptr %235, i64 %253
  store i16 %263, ptr %264, align 2
  %265 = or disjoint i64 %253, 1
  %266 = mul nsw i64 %265, %15
  %267 = sub nsw i64 %266, %17
  %268 = trunc i64 %267 to i32
  %269 = insertelement <16 x i32> poison, i32 %268, i64 0
  %270 = shufflevector <16 x i32> %269, <16 x i32> poison, <16 x i32> zeroinitializer
  %271 = add <16 x i32> %270, %199
  %272 = icmp ult <16 x i32> %271, %83
  %273 = bitcast <16 x i1> %272 to i16
  %274 = and i16 %232, %273
  %275 = getelementptr i16, ptr %235, i64 %265
  store i16 %274, ptr %275, align 2
  %276 = add nuw nsw i64 %253, 2
  %277 = add i64 %254, 2
  %278 = icmp eq i64 %277, %184
  br i1 %278, label %236, label %252

279:                                              ; preds = %212, %174
  %280 = sub nsw i64 %4, %3
  %281 = icmp sgt i64 %280, 3
  br i1 %281, label %282, label %1058

282:                                              ; preds = %279
  %283 = mul i64 %9, %6
  %284 = icmp eq i64 %22, 0
  %285 = icmp sgt i64 %61, 0
  %286 = bitcast <16 x float> %44 to <8 x i64>
  %287 = bitcast <16 x float> %47 to <8 x i64>
  %288 = icmp eq i64 %21, 0
  %289 = and i64 %26, 3
  %290 = lshr i64 %26, 2
  %291 = and i64 %290, 3
  %292 = lshr i64 %26, 4
  %293 = and i64 %292, 3
  %294 = lshr i64 %26, 2
  %295 = and i64 %294, 3
  %296 = lshr i64 %26, 4
  %297 = and i64 %296, 3
  %298 = icmp eq i64 %21, 0
  %299 = lshr i64 %26, 2
  %300 = and i64 %299, 3
  %301 = lshr i64 %26, 4
  %302 = and i64 %301, 3
  %303 = lshr i64 %26, 2
  %304 = and i64 %303, 3
  %305 = lshr i64 %26, 4
  %306 = and i64 %305, 3
  %307 = icmp eq i64 %21, 0
  %308 = lshr i64 %26, 2
  %309 = and i64 %308, 3
  %310 = lshr i64 %26, 4
  %311 = and i64 %310, 3
  %312 = lshr i64 %26, 2
  %313 = and i64 %312, 3
  %314 = lshr i64 %26, 4
  %315 = and i64 %314, 3
  %316 = icmp eq i64 %21, 0
  %317 = lshr i64 %26, 2
  %318 = and i64 %317, 3
  %319 = lshr i64 %26, 4
  %320 = and i64 %319, 3
  %321 = lshr i64 %26, 2
  %322 = and i64 %321, 3
  %323 = lshr i64 %26, 4
  %324 = and i64 %323, 3
  br label %325

325:                                              ; preds = %282, %414
  %326 = phi i64 [ %3, %282 ], [ %415, %414 ]
  %327 = phi i64 [ %57, %282 ], [ %408, %414 ]
  %328 = phi i64 [ %60, %282 ], [ %407, %414 ]
  %329 = mul nsw i64 %328, %19
  %330 = getelementptr inbounds float, ptr %35, i64 %329
  %331 = mul i64 %283, %327
  %332 = getelementptr inbounds float, ptr %330, i64 %331
  %333 = mul nsw i64 %327, %61
  %334 = getelementptr inbounds float, ptr %36, i64 %333
  %335 = getelementptr inbounds float, ptr %37, i64 %327
  %336 = mul nsw i64 %328, %20
  %337 = getelementptr inbounds float, ptr %39, i64 %336
  %338 = mul nsw i64 %327, %62
  %339 = getelementptr inbounds float, ptr %337, i64 %338
  %340 = mul nsw i64 %328, %23
  %341 = getelementptr inbounds float, ptr %38, i64 %340
  %342 = getelementptr inbounds float, ptr %341, i64 %338
  %343 = select i1 %284, ptr null, ptr %342
  %344 = add nsw i64 %327, 1
  %345 = icmp eq i64 %344, %5
  %346 = zext i1 %345 to i64
  %347 = add nsw i64 %328, %346
  %348 = select i1 %345, i64 0, i64 %344
  %349 = mul nsw i64 %347, %19
  %350 = getelementptr inbounds float, ptr %35, i64 %349
  %351 = mul i64 %283, %348
  %352 = getelementptr inbounds float, ptr %350, i64 %351
  %353 = mul nsw i64 %348, %61
  %354 = getelementptr inbounds float, ptr %36, i64 %353
  %355 = getelementptr inbounds float, ptr %37, i64 %348
  %356 = mul nsw i64 %347, %20
  %357 = getelementptr inbounds float, ptr %39, i64 %356
  %358 = mul nsw i64 %348, %62
  %359 = getelementptr inbounds float, ptr %357, i64 %358
  %360 = mul nsw i64 %347, %23
  %361 = getelementptr inbounds float, ptr %38, i64 %360
  %362 = getelementptr inbounds float, ptr %361, i64 %358
  %363 = select i1 %284, ptr null, ptr %362
  %364 = add nsw i64 %348, 1
  %365 = icmp eq i64 %364, %5
  %366 = zext i1 %365 to i64
  %367 = add nsw i64 %347, %366
  %368 = select i1 %365, i64 0, i64 %364
  %369 = mul nsw i64 %367, %19
  %370 = getelementptr inbounds float, ptr %35, i64 %369
  %371 = mul i64 %283, %368
  %372 = getelementptr inbounds float, ptr %370, i64 %371
  %373 = mul nsw i64 %368, %61
  %374 = getelementptr inbounds float, ptr %36, i64 %373
  %375 = getelementptr inbounds float, ptr %37, i64 %368
  %376 = mul nsw i64 %367, %20
  %377 = getelementptr inbounds float, ptr %39, i64 %376
  %378 = mul nsw i64 %368, %62
  %379 = getelementptr inbounds float, ptr %377, i64 %378
  %380 = mul nsw i64 %367, %23
  %381 = getelementptr inbounds float, ptr %38, i64 %380
  %382 = getelementptr inbounds float, ptr %381, i64 %378
  %383 = select i1 %284, ptr null, ptr %382
  %384 = add nsw i64 %368, 1
  %385 = icmp eq i64 %384, %5
  %386 = zext i1 %385 to i64
  %387 = add nsw i64 %367, %386
  %388 = select i1 %385, i64 0, i64 %384
  %389 = mul nsw i64 %387, %19
  %390 = getelementptr inbounds float, ptr %35, i64 %389
  %391 = mul i64 %283, %388
  %392 = getelementptr inbounds float, ptr %390, i64 %391
  %393 = mul nsw i64 %388, %61
  %394 = getelementptr inbounds float, ptr %36, i64 %393
  %395 = getelementptr inbounds float, ptr %37, i64 %388
  %396 = mul nsw i64 %387, %20
  %397 = getelementptr inbounds float, ptr %39, i64 %396
  %398 = mul nsw i64 %388, %62
  %399 = getelementptr inbounds float, ptr %397, i64 %398
  %400 = mul nsw i64 %387, %23
  %401 = getelementptr inbounds float, ptr %38, i64 %400
  %402 = getelementptr inbounds float, ptr %401, i64 %398
  %403 = select i1 %284, ptr null, ptr %402
  %404 = add nsw i64 %388, 1
  %405 = icmp eq i64 %404, %5
  %406 = zext i1 %405 to i64
  %407 = add nsw i64 %387, %406
  %408 = select i1 %405, i64 0, i64 %404
  br i1 %175, label %409, label %414

409:                                              ; preds = %325
  %410 = icmp eq ptr %343, null
  %411 = icmp eq ptr %363, null
  %412 = icmp eq ptr %383, null
  %413 = icmp eq ptr %403, null
  br label %418

414:                                              ; preds = %1054, %325
  %415 = add nsw i64 %326, 4
  %416 = sub nsw i64 %4, %415
  %417 = icmp sgt i64 %416, 3
  br i1 %417, label %325, label %1058

418:                                              ; preds = %409, %1054
  %419 = phi i64 [ %1056, %1054 ], [ 0, %409 ]
  br i1 %285, label %420, label %429

420:                                              ; preds = %418
  %421 = shl i64 %419, 6
  %422 = mul nuw nsw i64 %419, %61
  %423 = getelementptr i8, ptr %332, i64 %421
  %424 = getelementptr i8, ptr %352, i64 %421
  %425 = getelementptr i8, ptr %372, i64 %421
  %426 = getelementptr i8, ptr %392, i64 %421
  %427 = or disjoint i64 %419, 1
  %428 = mul nuw nsw i64 %427, %61
  br label %438

429:                                              ; preds = %438, %418
  %430 = phi <16 x float> [ zeroinitializer, %418 ], [ %494, %438 ]
  %431 = phi <16 x float> [ zeroinitializer, %418 ], [ %480, %438 ]
  %432 = phi <16 x float> [ zeroinitializer, %418 ], [ %491, %438 ]
  %433 = phi <16 x float> [ zeroinitializer, %418 ], [ %473, %438 ]
  %434 = phi <16 x float> [ zeroinitializer, %418 ], [ %488, %438 ]
  %435 = phi <16 x float> [ zeroinitializer, %418 ], [ %466, %438 ]
  %436 = phi <16 x float> [ zeroinitializer, %418 ], [ %485, %438 ]
  %437 = phi <16 x float> [ zeroinitializer, %418 ], [ %459, %438 ]
  br i1 %288, label %502, label %497

438:                                              ; preds = %420, %438
  %439 = phi <16 x float> [ zeroinitializer, %420 ], [ %494, %438 ]
  %440 = phi <16 x float> [ zeroinitializer, %420 ], [ %480, %438 ]
  %441 = phi <16 x float> [ zeroinitializer, %420 ], [ %491, %438 ]
  %442 = phi <16 x float> [ zeroinitializer, %420 ], [ %473, %438 ]
  %443 = phi <16 x float> [ zeroinitializer, %420 ], [ %488, %438 ]
  %444 = phi <16 x float> [ zeroinitializer, %420 ], [ %466, %438 ]
  %445 = phi <16 x float> [ zeroinitializer, %420 ], [ %485, %438 ]
  %446 = phi <16 x float> [ zeroinitializer, %420 ], [ %459, %438 ]
  %447 = phi i64 [ 0, %420 ], [ %495, %438 ]
  %448 = getelementptr inbounds nuw i64, ptr %33, i64 %447
  %449 = load i64, ptr %448, align 8
  %450 = getelementptr i16, ptr %32, i64 %447
  %451 = getelementptr i16, ptr %450, i64 %422
  %452 = load <16 x i1>, ptr %451, align 2
  %453 = getelementptr float, ptr %423, i64 %449
  %454 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %453, <16 x i1> %452, <16 x float> zeroinitializer)
  %455 = getelementptr inbounds nuw float, ptr %334, i64 %447
  %456 = load float, ptr %455, align 4
  %457 = insertelement <16 x float> poison, float %456, i64 0
  %458 = shufflevector <16 x float> %457, <16 x float> poison, <16 x i32> zeroinitializer
  %459 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %454, <16 x float> %458, <16 x float> %446)
  %460 = getelementptr float, ptr %424, i64 %449
  %461 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %460, <16 x i1> %452, <16 x float> zeroinitializer)
  %462 = getelementptr inbounds nuw float, ptr %354, i64 %447
  %463 = load float, ptr %462, align 4
  %464 = insertelement <16 x float> poison, float %463, i64 0
  %465 = shufflevector <16 x float> %464, <16 x float> poison, <16 x i32> zeroinitializer
  %466 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %461, <16 x float> %465, <16 x float> %444)
  %467 = getelementptr float, ptr %425, i64 %449
  %468 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %467, <16 x i1> %452, <16 x float> zeroinitializer)
  %469 = getelementptr inbounds nuw float, ptr %374, i64 %447
  %470 = load float, ptr %469, align 4
  %471 = insertelement <16 x float> poison, float %470, i64 0
  %472 = shufflevector <16 x float> %471, <16 x float> poison, <16 x i32> zeroinitializer
  %473 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %468, <16 x float> %472, <16 x float> %442)
  %474 = getelementptr float, ptr %426, i64 %449
  %475 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %474, <16 x i1> %452, <16 x float> zeroinitializer)
  %476 = getelementptr inbounds nuw float, ptr %394, i64 %447
  %477 = load float, ptr %476, align 4
  %478 = insertelement <16 x float> poison, float %477, i64 0
  %479 = shufflevector <16 x float> %478, <16 x float> poison, <16 x i32> zeroinitializer
  %480 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %475, <16 x float> %479, <16 x float> %440)
  %481 = getelementptr i16, ptr %450, i64 %428
  %482 = load <16 x i1>, ptr %481, align 2
  %483 = getelementptr inbounds nuw i8, ptr %453, i64 64
  %484 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %483, <16 x i1> %482, <16 x float> zeroinitializer)
  %485 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %484, <16 x float> %458, <16 x float> %445)
  %486 = getelementptr inbounds nuw i8, ptr %460, i64 64
  %487 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %486, <16 x i1> %482, <16 x float> zeroinitializer)
  %488 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %487, <16 x float> %465, <16 x float> %443)
  %489 = getelementptr inbounds nuw i8, ptr %467, i64 64
  %490 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %489, <16 x i1> %482, <16 x float> zeroinitializer)
  %491 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %490, <16 x float> %472, <16 x float> %441)
  %492 = getelementptr inbounds nuw i8, ptr %474, i64 64
  %493 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %492, <16 x i1> %482, <16 x float> zeroinitializer)
  %494 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %493, <16 x float> %479, <16 x float> %439)
  %495 = add nuw nsw i64 %447, 1
  %496 = icmp eq i64 %495, %61
  br i1 %496, label %429, label %438

497:                                              ; preds = %429
  %498 = load float, ptr %335, align 4
  %499 = insertelement <16 x float> poison, float %498, i64 0
  %500 = shufflevector <16 x float> %499, <16 x float> poison, <16 x i32> zeroinitializer
  %501 = fadd <16 x float> %437, %500
  br label %502

502:                                              ; preds = %497, %429
  %503 = phi <16 x float> [ %501, %497 ], [ %437, %429 ]
  %504 = shl nsw i64 %419, 4
  %505 = icmp slt i64 %504, %62
  %506 = sub nsw i64 %62, %504
  %507 = tail call i64 @llvm.smin.i64(i64 %506, i64 16)
  %508 = trunc nuw i64 %507 to i32
  %509 = shl nsw i32 -1, %508
  %510 = trunc i32 %509 to i16
  %511 = xor i16 %510, -1
  %512 = select i1 %505, i16 %511, i16 0
  %513 = getelementptr inbounds nuw float, ptr %339, i64 %504
  %514 = getelementptr inbounds nuw float, ptr %343, i64 %504
  %515 = select i1 %410, ptr null, ptr %514
  %516 = bitcast i16 %512 to <16 x i1>
  switch i64 %289, label %534 [
    i64 1, label %517
    i64 2, label %520
    i64 3, label %527
    i64 0, label %574
  ]

517:                                              ; preds = %502
  %518 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %515, <16 x i1> %516, <16 x float> zeroinitializer)
  %519 = fadd <16 x float> %503, %518
  br label %536

520:                                              ; preds = %502
  %521 = bitcast <16 x float> %503 to <8 x i64>
  %522 = or <8 x i64> %521, %287
  %523 = fcmp oeq <16 x float> %503, %47
  %524 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %503, i32 4)
  %525 = bitcast <8 x i64> %522 to <16 x float>
  %526 = select <16 x i1> %523, <16 x float> %525, <16 x float> %524
  br label %536

527:                                              ; preds = %502
  %528 = bitcast <16 x float> %503 to <8 x i64>
  %529 = and <8 x i64> %528, %286
  %530 = fcmp oeq <16 x float> %503, %44
  %531 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %503, i32 4)
  %532 = bitcast <8 x i64> %529 to <16 x float>
  %533 = select <16 x i1> %530, <16 x float> %532, <16 x float> %531
  br label %536

534:                                              ; preds = %502
  unreachable

535:                                              ; preds = %1035, %1016, %994, %968, %949, %927, %901, %882, %860, %834, %815, %793, %767, %748, %726, %700, %681, %659, %633, %614, %581, %555, %536, %4745, %4726, %4704, %4678, %4659, %4637, %4611, %4592, %4570, %4544, %4525, %4503, %4477, %4458, %4436, %4410, %4391, %4369, %4343, %4324, %4302, %4276, %4257, %4238, %4012, %3993, %3971, %3945, %3926, %3904, %3878, %3859, %3837, %3811, %3792, %3770, %3744, %3725, %3703, %3677, %3658, %3636, %3610, %3591, %3569, %3543, %3524, %3505, %3305, %3286, %3267, %3238, %3219, %3200, %3171, %3152, %3133, %3104, %3085, %3066, %2900, %2881, %2858, %2824, %2805, %2782, %2748, %2729, %2706, %2672, %2653, %2632, %2399, %2380, %2357, %2323, %2304, %2281, %2247, %2228, %2207, %2017, %1998, %1975, %1941, %1922, %1901, %1754, %1735, %1716, %8421, %8402, %8379, %8343, %8324, %8301, %8265, %8246, %8223, %8187, %8168, %8145, %8109, %8090, %8067, %8031, %8012, %7989, %7953, %7934, %7911, %7875, %7856, %7833, %7728, %7709, %7686, %7650, %7631, %7608, %7572, %7553, %7530, %7494, %7475, %7452, %7416, %7397, %7374, %7338, %7319, %7296, %7260, %7241, %7218, %7113, %7094, %7071, %7035, %7016, %6993, %6957, %6938, %6915, %6879, %6860, %6837, %6801, %6782, %6759, %6723, %6704, %6681, %6576, %6557, %6534, %6499, %6480, %6457, %6422, %6403, %6380, %6345, %6326, %6303, %6268, %6249, %6226, %5987, %5968, %5945, %5910, %5891, %5868, %5833, %5814, %5791, %5756, %5737, %5714, %5510, %5491, %5468, %5433, %5414, %5391, %5356, %5337, %5314, %5145, %5126, %5103, %5068, %5049, %5026, %4892, %4873, %4854
  unreachable

536:                                              ; preds = %527, %520, %517
  %537 = phi <16 x float> [ %519, %517 ], [ %526, %520 ], [ %533, %527 ]
  switch i64 %291, label %535 [
    i64 1, label %552
    i64 2, label %545
    i64 3, label %538
    i64 0, label %574
  ]

538:                                              ; preds = %536
  %539 = bitcast <16 x float> %537 to <8 x i64>
  %540 = and <8 x i64> %539, %286
  %541 = fcmp oeq <16 x float> %537, %44
  %542 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %537, i32 4)
  %543 = bitcast <8 x i64> %540 to <16 x float>
  %544 = select <16 x i1> %541, <16 x float> %543, <16 x float> %542
  br label %555

545:                                              ; preds = %536
  %546 = bitcast <16 x float> %537 to <8 x i64>
  %547 = or <8 x i64> %546, %287
  %548 = fcmp oeq <16 x float> %537, %47
  %549 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %537, i32 4)
  %550 = bitcast <8 x i64> %547 to <16 x float>
  %551 = select <16 x i1> %548, <16 x float> %550, <16 x float> %549
  br label %555

552:                                              ; preds = %536
  %553 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %515, <16 x i1> %516, <16 x float> zeroinitializer)
  %554 = fadd <16 x float> %537, %553
  br label %555

555:                                              ; preds = %552, %545, %538
  %556 = phi <16 x float> [ %554, %552 ], [ %551, %545 ], [ %544, %538 ]
  switch i64 %293, label %535 [
    i64 1, label %571
    i64 2, label %564
    i64 3, label %557
    i64 0, label %574
  ]

557:                                              ; preds = %555
  %558 = bitcast <16 x float> %556 to <8 x i64>
  %559 = and <8 x i64> %558, %286
  %560 = fcmp oeq <16 x float> %556, %44
  %561 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %556, i32 4)
  %562 = bitcast <8 x i64> %559 to <16 x float>
  %563 = select <16 x i1> %560, <16 x float> %562, <16 x float> %561
  br label %574

564:                                              ; preds = %555
  %565 = bitcast <16 x float> %556 to <8 x i64>
  %566 = or <8 x i64> %565, %287
  %567 = fcmp oeq <16 x float> %556, %47
  %568 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %556, i32 4)
  %569 = bitcast <8 x i64> %566 to <16 x float>
  %570 = select <16 x i1> %567, <16 x float> %569, <16 x float> %568
  br label %574

571:                                              ; preds = %555
  %572 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %515, <16 x i1> %516, <16 x float> zeroinitializer)
  %573 = fadd <16 x float> %556, %572
  br label %574

574:                                              ; preds = %557, %564, %571, %555, %536, %502
  %575 = phi <16 x float> [ %556, %555 ], [ %503, %502 ], [ %537, %536 ], [ %573, %571 ], [ %570, %564 ], [ %563, %557 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %575, ptr align 1 %513, <16 x i1> %516)
  br i1 %288, label %581, label %576

576:                                              ; preds = %574
  %577 = load float, ptr %335, align 4
  %578 = insertelement <16 x float> poison, float %577, i64 0
  %579 = shufflevector <16 x float> %578, <16 x float> poison, <16 x i32> zeroinitializer
  %580 = fadd <16 x float> %436, %579
  br label %581

581:                                              ; preds = %576, %574
  %582 = phi <16 x float> [ %580, %576 ], [ %436, %574 ]
  %583 = shl i64 %419, 4
  %584 = or disjoint i64 %583, 16
  %585 = icmp slt i64 %584, %62
  %586 = sub nsw i64 %62, %584
  %587 = tail call i64 @llvm.smin.i64(i64 %586, i64 16)
  %588 = trunc nuw i64 %587 to i32
  %589 = shl nsw i32 -1, %588
  %590 = trunc i32 %589 to i16
  %591 = xor i16 %590, -1
  %592 = select i1 %585, i16 %591, i16 0
  %593 = getelementptr inbounds nuw float, ptr %339, i64 %584
  %594 = getelementptr inbounds nuw float, ptr %343, i64 %584
  %595 = select i1 %410, ptr null, ptr %594
  %596 = bitcast i16 %592 to <16 x i1>
  switch i64 %289, label %535 [
    i64 1, label %611
    i64 2, label %604
    i64 3, label %597
    i64 0, label %652
  ]

597:                                              ; preds = %581
  %598 = bitcast <16 x float> %582 to <8 x i64>
  %599 = and <8 x i64> %598, %286
  %600 = fcmp oeq <16 x float> %582, %44
  %601 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %582, i32 4)
  %602 = bitcast <8 x i64> %599 to <16 x float>
  %603 = select <16 x i1> %600, <16 x float> %602, <16 x float> %601
  br label %614

604:                                              ; preds = %581
  %605 = bitcast <16 x float> %582 to <8 x i64>
  %606 = or <8 x i64> %605, %287
  %607 = fcmp oeq <16 x float> %582, %47
  %608 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %582, i32 4)
  %609 = bitcast <8 x i64> %606 to <16 x float>
  %610 = select <16 x i1> %607, <16 x float> %609, <16 x float> %608
  br label %614

611:                                              ; preds = %581
  %612 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %595, <16 x i1> %596, <16 x float> zeroinitializer)
  %613 = fadd <16 x float> %582, %612
  br label %614

614:                                              ; preds = %611, %604, %597
  %615 = phi <16 x float> [ %613, %611 ], [ %610, %604 ], [ %603, %597 ]
  switch i64 %295, label %535 [
    i64 1, label %630
    i64 2, label %623
    i64 3, label %616
    i64 0, label %652
  ]

616:                                              ; preds = %614
  %617 = bitcast <16 x float> %615 to <8 x i64>
  %618 = and <8 x i64> %617, %286
  %619 = fcmp oeq <16 x float> %615, %44
  %620 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %615, i32 4)
  %621 = bitcast <8 x i64> %618 to <16 x float>
  %622 = select <16 x i1> %619, <16 x float> %621, <16 x float> %620
  br label %633

623:                                              ; preds = %614
  %624 = bitcast <16 x float> %615 to <8 x i64>
  %625 = or <8 x i64> %624, %287
  %626 = fcmp oeq <16 x float> %615, %47
  %627 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %615, i32 4)
  %628 = bitcast <8 x i64> %625 to <16 x float>
  %629 = select <16 x i1> %626, <16 x float> %628, <16 x float> %627
  br label %633

630:                                              ; preds = %614
  %631 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %595, <16 x i1> %596, <16 x float> zeroinitializer)
  %632 = fadd <16 x float> %615, %631
  br label %633

633:                                              ; preds = %630, %623, %616
  %634 = phi <16 x float> [ %632, %630 ], [ %629, %623 ], [ %622, %616 ]
  switch i64 %297, label %535 [
    i64 1, label %649
    i64 2, label %642
    i64 3, label %635
    i64 0, label %652
  ]

635:                                              ; preds = %633
  %636 = bitcast <16 x float> %634 to <8 x i64>
  %637 = and <8 x i64> %636, %286
  %638 = fcmp oeq <16 x float> %634, %44
  %639 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %634, i32 4)
  %640 = bitcast <8 x i64> %637 to <16 x float>
  %641 = select <16 x i1> %638, <16 x float> %640, <16 x float> %639
  br label %652

642:                                              ; preds = %633
  %643 = bitcast <16 x float> %634 to <8 x i64>
  %644 = or <8 x i64> %643, %287
  %645 = fcmp oeq <16 x float> %634, %47
  %646 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %634, i32 4)
  %647 = bitcast <8 x i64> %644 to <16 x float>
  %648 = select <16 x i1> %645, <16 x float> %647, <16 x float> %646
  br label %652

649:                                              ; preds = %633
  %650 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %595, <16 x i1> %596, <16 x float> zeroinitializer)
  %651 = fadd <16 x float> %634, %650
  br label %652

652:                                              ; preds = %635, %642, %649, %633, %614, %581
  %653 = phi <16 x float> [ %634, %633 ], [ %582, %581 ], [ %615, %614 ], [ %651, %649 ], [ %648, %642 ], [ %641, %635 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %653, ptr nonnull align 1 %593, <16 x i1> %596)
  br i1 %298, label %659, label %654

654:                                              ; preds = %652
  %655 = load float, ptr %355, align 4
  %656 = insertelement <16 x float> poison, float %655, i64 0
  %657 = shufflevector <16 x float> %656, <16 x float> poison, <16 x i32> zeroinitializer
  %658 = fadd <16 x float> %435, %657
  br label %659

659:                                              ; preds = %654, %652
  %660 = phi <16 x float> [ %658, %654 ], [ %435, %652 ]
  %661 = getelementptr inbounds nuw float, ptr %359, i64 %504
  %662 = getelementptr inbounds nuw float, ptr %363, i64 %504
  %663 = select i1 %411, ptr null, ptr %662
  switch i64 %289, label %535 [
    i64 1, label %678
    i64 2, label %671
    i64 3, label %664
    i64 0, label %719
  ]

664:                                              ; preds = %659
  %665 = bitcast <16 x float> %660 to <8 x i64>
  %666 = and <8 x i64> %665, %286
  %667 = fcmp oeq <16 x float> %660, %44
  %668 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %660, i32 4)
  %669 = bitcast <8 x i64> %666 to <16 x float>
  %670 = select <16 x i1> %667, <16 x float> %669, <16 x float> %668
  br label %681

671:                                              ; preds = %659
  %672 = bitcast <16 x float> %660 to <8 x i64>
  %673 = or <8 x i64> %672, %287
  %674 = fcmp oeq <16 x float> %660, %47
  %675 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %660, i32 4)
  %676 = bitcast <8 x i64> %673 to <16 x float>
  %677 = select <16 x i1> %674, <16 x float> %676, <16 x float> %675
  br label %681

678:                                              ; preds = %659
  %679 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %663, <16 x i1> %516, <16 x float> zeroinitializer)
  %680 = fadd <16 x float> %660, %679
  br label %681

681:                                              ; preds = %678, %671, %664
  %682 = phi <16 x float> [ %680, %678 ], [ %677, %671 ], [ %670, %664 ]
  switch i64 %300, label %535 [
    i64 1, label %697
    i64 2, label %690
    i64 3, label %683
    i64 0, label %719
  ]

683:                                              ; preds = %681
  %684 = bitcast <16 x float> %682 to <8 x i64>
  %685 = and <8 x i64> %684, %286
  %686 = fcmp oeq <16 x float> %682, %44
  %687 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %682, i32 4)
  %688 = bitcast <8 x i64> %685 to <16 x float>
  %689 = select <16 x i1> %686, <16 x float> %688, <16 x float> %687
  br label %700

690:                                              ; preds = %681
  %691 = bitcast <16 x float> %682 to <8 x i64>
  %692 = or <8 x i64> %691, %287
  %693 = fcmp oeq <16 x float> %682, %47
  %694 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %682, i32 4)
  %695 = bitcast <8 x i64> %692 to <16 x float>
  %696 = select <16 x i1> %693, <16 x float> %695, <16 x float> %694
  br label %700

697:                                              ; preds = %681
  %698 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %663, <16 x i1> %516, <16 x float> zeroinitializer)
  %699 = fadd <16 x float> %682, %698
  br label %700

700:                                              ; preds = %697, %690, %683
  %701 = phi <16 x float> [ %699, %697 ], [ %696, %690 ], [ %689, %683 ]
  switch i64 %302, label %535 [
    i64 1, label %716
    i64 2, label %709
    i64 3, label %702
    i64 0, label %719
  ]

702:                                              ; preds = %700
  %703 = bitcast <16 x float> %701 to <8 x i64>
  %704 = and <8 x i64> %703, %286
  %705 = fcmp oeq <16 x float> %701, %44
  %706 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %701, i32 4)
  %707 = bitcast <8 x i64> %704 to <16 x float>
  %708 = select <16 x i1> %705, <16 x float> %707, <16 x float> %706
  br label %719

709:                                              ; preds = %700
  %710 = bitcast <16 x float> %701 to <8 x i64>
  %711 = or <8 x i64> %710, %287
  %712 = fcmp oeq <16 x float> %701, %47
  %713 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %701, i32 4)
  %714 = bitcast <8 x i64> %711 to <16 x float>
  %715 = select <16 x i1> %712, <16 x float> %714, <16 x float> %713
  br label %719

716:                                              ; preds = %700
  %717 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %663, <16 x i1> %516, <16 x float> zeroinitializer)
  %718 = fadd <16 x float> %701, %717
  br label %719

719:                                              ; preds = %702, %709, %716, %700, %681, %659
  %720 = phi <16 x float> [ %701, %700 ], [ %660, %659 ], [ %682, %681 ], [ %718, %716 ], [ %715, %709 ], [ %708, %702 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %720, ptr align 1 %661, <16 x i1> %516)
  br i1 %298, label %726, label %721

721:                                              ; preds = %719
  %722 = load float, ptr %355, align 4
  %723 = insertelement <16 x float> poison, float %722, i64 0
  %724 = shufflevector <16 x float> %723, <16 x float> poison, <16 x i32> zeroinitializer
  %725 = fadd <16 x float> %434, %724
  br label %726

726:                                              ; preds = %721, %719
  %727 = phi <16 x float> [ %725, %721 ], [ %434, %719 ]
  %728 = getelementptr inbounds nuw float, ptr %359, i64 %584
  %729 = getelementptr inbounds nuw float, ptr %363, i64 %584
  %730 = select i1 %411, ptr null, ptr %729
  switch i64 %289, label %535 [
    i64 1, label %745
    i64 2, label %738
    i64 3, label %731
    i64 0, label %786
  ]

731:                                              ; preds = %726
  %732 = bitcast <16 x float> %727 to <8 x i64>
  %733 = and <8 x i64> %732, %286
  %734 = fcmp oeq <16 x float> %727, %44
  %735 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %727, i32 4)
  %736 = bitcast <8 x i64> %733 to <16 x float>
  %737 = select <16 x i1> %734, <16 x float> %736, <16 x float> %735
  br label %748

738:                                              ; preds = %726
  %739 = bitcast <16 x float> %727 to <8 x i64>
  %740 = or <8 x i64> %739, %287
  %741 = fcmp oeq <16 x float> %727, %47
  %742 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %727, i32 4)
  %743 = bitcast <8 x i64> %740 to <16 x float>
  %744 = select <16 x i1> %741, <16 x float> %743, <16 x float> %742
  br label %748

745:                                              ; preds = %726
  %746 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %730, <16 x i1> %596, <16 x float> zeroinitializer)
  %747 = fadd <16 x float> %727, %746
  br label %748

748:                                              ; preds = %745, %738, %731
  %749 = phi <16 x float> [ %747, %745 ], [ %744, %738 ], [ %737, %731 ]
  switch i64 %304, label %535 [
    i64 1, label %764
    i64 2, label %757
    i64 3, label %750
    i64 0, label %786
  ]

750:                                              ; preds = %748
  %751 = bitcast <16 x float> %749 to <8 x i64>
  %752 = and <8 x i64> %751, %286
  %753 = fcmp oeq <16 x float> %749, %44
  %754 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %749, i32 4)
  %755 = bitcast <8 x i64> %752 to <16 x float>
  %756 = select <16 x i1> %753, <16 x float> %755, <16 x float> %754
  br label %767

757:                                              ; preds = %748
  %758 = bitcast <16 x float> %749 to <8 x i64>
  %759 = or <8 x i64> %758, %287
  %760 = fcmp oeq <16 x float> %749, %47
  %761 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %749, i32 4)
  %762 = bitcast <8 x i64> %759 to <16 x float>
  %763 = select <16 x i1> %760, <16 x float> %762, <16 x float> %761
  br label %767

764:                                              ; preds = %748
  %765 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %730, <16 x i1> %596, <16 x float> zeroinitializer)
  %766 = fadd <16 x float> %749, %765
  br label %767

767:                                              ; preds = %764, %757, %750
  %768 = phi <16 x float> [ %766, %764 ], [ %763, %757 ], [ %756, %750 ]
  switch i64 %306, label %535 [
    i64 1, label %783
    i64 2, label %776
    i64 3, label %769
    i64 0, label %786
  ]

769:                                              ; preds = %767
  %770 = bitcast <16 x float> %768 to <8 x i64>
  %771 = and <8 x i64> %770, %286
  %772 = fcmp oeq <16 x float> %768, %44
  %773 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %768, i32 4)
  %774 = bitcast <8 x i64> %771 to <16 x float>
  %775 = select <16 x i1> %772, <16 x float> %774, <16 x float> %773
  br label %786

776:                                              ; preds = %767
  %777 = bitcast <16 x float> %768 to <8 x i64>
  %778 = or <8 x i64> %777, %287
  %779 = fcmp oeq <16 x float> %768, %47
  %780 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %768, i32 4)
  %781 = bitcast <8 x i64> %778 to <16 x float>
  %782 = select <16 x i1> %779, <16 x float> %781, <16 x float> %780
  br label %786

783:                                              ; preds = %767
  %784 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %730, <16 x i1> %596, <16 x float> zeroinitializer)
  %785 = fadd <16 x float> %768, %784
  br label %786

786:                                              ; preds = %769, %776, %783, %767, %748, %726
  %787 = phi <16 x float> [ %768, %767 ], [ %727, %726 ], [ %749, %748 ], [ %785, %783 ], [ %782, %776 ], [ %775, %769 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %787, ptr nonnull align 1 %728, <16 x i1> %596)
  br i1 %307, label %793, label %788

788:                                              ; preds = %786
  %789 = load float, ptr %375, align 4
  %790 = insertelement <16 x float> poison, float %789, i64 0
  %791 = shufflevector <16 x float> %790, <16 x float> poison, <16 x i32> zeroinitializer
  %792 = fadd <16 x float> %433, %791
  br label %793

793:                                              ; preds = %788, %786
  %794 = phi <16 x float> [ %792, %788 ], [ %433, %786 ]
  %795 = getelementptr inbounds nuw float, ptr %379, i64 %504
  %796 = getelementptr inbounds nuw float, ptr %383, i64 %504
  %797 = select i1 %412, ptr null, ptr %796
  switch i64 %289, label %535 [
    i64 1, label %812
    i64 2, label %805
    i64 3, label %798
    i64 0, label %853
  ]

798:                                              ; preds = %793
  %799 = bitcast <16 x float> %794 to <8 x i64>
  %800 = and <8 x i64> %799, %286
  %801 = fcmp oeq <16 x float> %794, %44
  %802 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %794, i32 4)
  %803 = bitcast <8 x i64> %800 to <16 x float>
  %804 = select <16 x i1> %801, <16 x float> %803, <16 x float> %802
  br label %815

805:                                              ; preds = %793
  %806 = bitcast <16 x float> %794 to <8 x i64>
  %807 = or <8 x i64> %806, %287
  %808 = fcmp oeq <16 x float> %794, %47
  %809 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %794, i32 4)
  %810 = bitcast <8 x i64> %807 to <16 x float>
  %811 = select <16 x i1> %808, <16 x float> %810, <16 x float> %809
  br label %815

812:                                              ; preds = %793
  %813 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %797, <16 x i1> %516, <16 x float> zeroinitializer)
  %814 = fadd <16 x float> %794, %813
  br label %815

815:                                              ; preds = %812, %805, %798
  %816 = phi <16 x float> [ %814, %812 ], [ %811, %805 ], [ %804, %798 ]
  switch i64 %309, label %535 [
    i64 1, label %831
    i64 2, label %824
    i64 3, label %817
    i64 0, label %853
  ]

817:                                              ; preds = %815
  %818 = bitcast <16 x float> %816 to <8 x i64>
  %819 = and <8 x i64> %818, %286
  %820 = fcmp oeq <16 x float> %816, %44
  %821 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %816, i32 4)
  %822 = bitcast <8 x i64> %819 to <16 x float>
  %823 = select <16 x i1> %820, <16 x float> %822, <16 x float> %821
  br label %834

824:                                              ; preds = %815
  %825 = bitcast <16 x float> %816 to <8 x i64>
  %826 = or <8 x i64> %825, %287
  %827 = fcmp oeq <16 x float> %816, %47
  %828 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %816, i32 4)
  %829 = bitcast <8 x i64> %826 to <16 x float>
  %830 = select <16 x i1> %827, <16 x float> %829, <16 x float> %828
  br label %834

831:                                              ; preds = %815
  %832 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %797, <16 x i1> %516, <16 x float> zeroinitializer)
  %833 = fadd <16 x float> %816, %832
  br label %834

834:                                              ; preds = %831, %824, %817
  %835 = phi <16 x float> [ %833, %831 ], [ %830, %824 ], [ %823, %817 ]
  switch i64 %311, label %535 [
    i64 1, label %850
    i64 2, label %843
    i64 3, label %836
    i64 0, label %853
  ]

836:                                              ; preds = %834
  %837 = bitcast <16 x float> %835 to <8 x i64>
  %838 = and <8 x i64> %837, %286
  %839 = fcmp oeq <16 x float> %835, %44
  %840 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %835, i32 4)
  %841 = bitcast <8 x i64> %838 to <16 x float>
  %842 = select <16 x i1> %839, <16 x float> %841, <16 x float> %840
  br label %853

843:                                              ; preds = %834
  %844 = bitcast <16 x float> %835 to <8 x i64>
  %845 = or <8 x i64> %844, %287
  %846 = fcmp oeq <16 x float> %835, %47
  %847 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %835, i32 4)
  %848 = bitcast <8 x i64> %845 to <16 x float>
  %849 = select <16 x i1> %846, <16 x float> %848, <16 x float> %847
  br label %853

850:                                              ; preds = %834
  %851 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %797, <16 x i1> %516, <16 x float> zeroinitializer)
  %852 = fadd <16 x float> %835, %851
  br label %853

853:                                              ; preds = %836, %843, %850, %834, %815, %793
  %854 = phi <16 x float> [ %835, %834 ], [ %794, %793 ], [ %816, %815 ], [ %852, %850 ], [ %849, %843 ], [ %842, %836 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %854, ptr align 1 %795, <16 x i1> %516)
  br i1 %307, label %860, label %855

855:                                              ; preds = %853
  %856 = load float, ptr %375, align 4
  %857 = insertelement <16 x float> poison, float %856, i64 0
  %858 = shufflevector <16 x float> %857, <16 x float> poison, <16 x i32> zeroinitializer
  %859 = fadd <16 x float> %432, %858
  br label %860

860:                                              ; preds = %855, %853
  %861 = phi <16 x float> [ %859, %855 ], [ %432, %853 ]
  %862 = getelementptr inbounds nuw float, ptr %379, i64 %584
  %863 = getelementptr inbounds nuw float, ptr %383, i64 %584
  %864 = select i1 %412, ptr null, ptr %863
  switch i64 %289, label %535 [
    i64 1, label %879
    i64 2, label %872
    i64 3, label %865
    i64 0, label %920
  ]

865:                                              ; preds = %860
  %866 = bitcast <16 x float> %861 to <8 x i64>
  %867 = and <8 x i64> %866, %286
  %868 = fcmp oeq <16 x float> %861, %44
  %869 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %861, i32 4)
  %870 = bitcast <8 x i64> %867 to <16 x float>
  %871 = select <16 x i1> %868, <16 x float> %870, <16 x float> %869
  br label %882

872:                                              ; preds = %860
  %873 = bitcast <16 x float> %861 to <8 x i64>
  %874 = or <8 x i64> %873, %287
  %875 = fcmp oeq <16 x float> %861, %47
  %876 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %861, i32 4)
  %877 = bitcast <8 x i64> %874 to <16 x float>
  %878 = select <16 x i1> %875, <16 x float> %877, <16 x float> %876
  br label %882

879:                                              ; preds = %860
  %880 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %864, <16 x i1> %596, <16 x float> zeroinitializer)
  %881 = fadd <16 x float> %861, %880
  br label %882

882:                                              ; preds = %879, %872, %865
  %883 = phi <16 x float> [ %881, %879 ], [ %878, %872 ], [ %871, %865 ]
  switch i64 %313, label %535 [
    i64 1, label %898
    i64 2, label %891
    i64 3, label %884
    i64 0, label %920
  ]

884:                                              ; preds = %882
  %885 = bitcast <16 x float> %883 to <8 x i64>
  %886 = and <8 x i64> %885, %286
  %887 = fcmp oeq <16 x float> %883, %44
  %888 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %883, i32 4)
  %889 = bitcast <8 x i64> %886 to <16 x float>
  %890 = select <16 x i1> %887, <16 x float> %889, <16 x float> %888
  br label %901

891:                                              ; preds = %882
  %892 = bitcast <16 x float> %883 to <8 x i64>
  %893 = or <8 x i64> %892, %287
  %894 = fcmp oeq <16 x float> %883, %47
  %895 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %883, i32 4)
  %896 = bitcast <8 x i64> %893 to <16 x float>
  %897 = select <16 x i1> %894, <16 x float> %896, <16 x float> %895
  br label %901

898:                                              ; preds = %882
  %899 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %864, <16 x i1> %596, <16 x float> zeroinitializer)
  %900 = fadd <16 x float> %883, %899
  br label %901

901:                                              ; preds = %898, %891, %884
  %902 = phi <16 x float> [ %900, %898 ], [ %897, %891 ], [ %890, %884 ]
  switch i64 %315, label %535 [
    i64 1, label %917
    i64 2, label %910
    i64 3, label %903
    i64 0, label %920
  ]

903:                                              ; preds = %901
  %904 = bitcast <16 x float> %902 to <8 x i64>
  %905 = and <8 x i64> %904, %286
  %906 = fcmp oeq <16 x float> %902, %44
  %907 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %902, i32 4)
  %908 = bitcast <8 x i64> %905 to <16 x float>
  %909 = select <16 x i1> %906, <16 x float> %908, <16 x float> %907
  br label %920

910:                                              ; preds = %901
  %911 = bitcast <16 x float> %902 to <8 x i64>
  %912 = or <8 x i64> %911, %287
  %913 = fcmp oeq <16 x float> %902, %47
  %914 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %902, i32 4)
  %915 = bitcast <8 x i64> %912 to <16 x float>
  %916 = select <16 x i1> %913, <16 x float> %915, <16 x float> %914
  br label %920

917:                                              ; preds = %901
  %918 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %864, <16 x i1> %596, <16 x float> zeroinitializer)
  %919 = fadd <16 x float> %902, %918
  br label %920

920:                                              ; preds = %903, %910, %917, %901, %882, %860
  %921 = phi <16 x float> [ %902, %901 ], [ %861, %860 ], [ %883, %882 ], [ %919, %917 ], [ %916, %910 ], [ %909, %903 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %921, ptr nonnull align 1 %862, <16 x i1> %596)
  br i1 %316, label %927, label %922

922:                                              ; preds = %920
  %923 = load float, ptr %395, align 4
  %924 = insertelement <16 x float> poison, float %923, i64 0
  %925 = shufflevector <16 x float> %924, <16 x float> poison, <16 x i32> zeroinitializer
  %926 = fadd <16 x float> %431, %925
  br label %927

927:                                              ; preds = %922, %920
  %928 = phi <16 x float> [ %926, %922 ], [ %431, %920 ]
  %929 = getelementptr inbounds nuw float, ptr %399, i64 %504
  %930 = getelementptr inbounds nuw float, ptr %403, i64 %504
  %931 = select i1 %413, ptr null, ptr %930
  switch i64 %289, label %535 [
    i64 1, label %946
    i64 2, label %939
    i64 3, label %932
    i64 0, label %987
  ]

932:                                              ; preds = %927
  %933 = bitcast <16 x float> %928 to <8 x i64>
  %934 = and <8 x i64> %933, %286
  %935 = fcmp oeq <16 x float> %928, %44
  %936 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %928, i32 4)
  %937 = bitcast <8 x i64> %934 to <16 x float>
  %938 = select <16 x i1> %935, <16 x float> %937, <16 x float> %936
  br label %949

939:                                              ; preds = %927
  %940 = bitcast <16 x float> %928 to <8 x i64>
  %941 = or <8 x i64> %940, %287
  %942 = fcmp oeq <16 x float> %928, %47
  %943 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %928, i32 4)
  %944 = bitcast <8 x i64> %941 to <16 x float>
  %945 = select <16 x i1> %942, <16 x float> %944, <16 x float> %943
  br label %949

946:                                              ; preds = %927
  %947 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %931, <16 x i1> %516, <16 x float> zeroinitializer)
  %948 = fadd <16 x float> %928, %947
  br label %949

949:                                              ; preds = %946, %939, %932
  %950 = phi <16 x float> [ %948, %946 ], [ %945, %939 ], [ %938, %932 ]
  switch i64 %318, label %535 [
    i64 1, label %965
    i64 2, label %958
    i64 3, label %951
    i64 0, label %987
  ]

951:                                              ; preds = %949
  %952 = bitcast <16 x float> %950 to <8 x i64>
  %953 = and <8 x i64> %952, %286
  %954 = fcmp oeq <16 x float> %950, %44
  %955 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %950, i32 4)
  %956 = bitcast <8 x i64> %953 to <16 x float>
  %957 = select <16 x i1> %954, <16 x float> %956, <16 x float> %955
  br label %968

958:                                              ; preds = %949
  %959 = bitcast <16 x float> %950 to <8 x i64>
  %960 = or <8 x i64> %959, %287
  %961 = fcmp oeq <16 x float> %950, %47
  %962 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %950, i32 4)
  %963 = bitcast <8 x i64> %960 to <16 x float>
  %964 = select <16 x i1> %961, <16 x float> %963, <16 x float> %962
  br label %968

965:                                              ; preds = %949
  %966 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %931, <16 x i1> %516, <16 x float> zeroinitializer)
  %967 = fadd <16 x float> %950, %966
  br label %968

968:                                              ; preds = %965, %958, %951
  %969 = phi <16 x float> [ %967, %965 ], [ %964, %958 ], [ %957, %951 ]
  switch i64 %320, label %535 [
    i64 1, label %984
    i64 2, label %977
    i64 3, label %970
    i64 0, label %987
  ]

970:                                              ; preds = %968
  %971 = bitcast <16 x float> %969 to <8 x i64>
  %972 = and <8 x i64> %971, %286
  %973 = fcmp oeq <16 x float> %969, %44
  %974 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %969, i32 4)
  %975 = bitcast <8 x i64> %972 to <16 x float>
  %976 = select <16 x i1> %973, <16 x float> %975, <16 x float> %974
  br label %987

977:                                              ; preds = %968
  %978 = bitcast <16 x float> %969 to <8 x i64>
  %979 = or <8 x i64> %978, %287
  %980 = fcmp oeq <16 x float> %969, %47
  %981 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %969, i32 4)
  %982 = bitcast <8 x i64> %979 to <16 x float>
  %983 = select <16 x i1> %980, <16 x float> %982, <16 x float> %981
  br label %987

984:                                              ; preds = %968
  %985 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %931, <16 x i1> %516, <16 x float> zeroinitializer)
  %986 = fadd <16 x float> %969, %985
  br label %987

987:                                              ; preds = %970, %977, %984, %968, %949, %927
  %988 = phi <16 x float> [ %969, %968 ], [ %928, %927 ], [ %950, %949 ], [ %986, %984 ], [ %983, %977 ], [ %976, %970 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %988, ptr align 1 %929, <16 x i1> %516)
  br i1 %316, label %994, label %989

989:                                              ; preds = %987
  %990 = load float, ptr %395, align 4
  %991 = insertelement <16 x float> poison, float %990, i64 0
  %992 = shufflevector <16 x float> %991, <16 x float> poison, <16 x i32> zeroinitializer
  %993 = fadd <16 x float> %430, %992
  br label %994

994:                                              ; preds = %989, %987
  %995 = phi <16 x float> [ %993, %989 ], [ %430, %987 ]
  %996 = getelementptr inbounds nuw float, ptr %399, i64 %584
  %997 = getelementptr inbounds nuw float, ptr %403, i64 %584
  %998 = select i1 %413, ptr null, ptr %997
  switch i64 %289, label %535 [
    i64 1, label %1013
    i64 2, label %1006
    i64 3, label %999
    i64 0, label %1054
  ]

999:                                              ; preds = %994
  %1000 = bitcast <16 x float> %995 to <8 x i64>
  %1001 = and <8 x i64> %1000, %286
  %1002 = fcmp oeq <16 x float> %995, %44
  %1003 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %995, i32 4)
  %1004 = bitcast <8 x i64> %1001 to <16 x float>
  %1005 = select <16 x i1> %1002, <16 x float> %1004, <16 x float> %1003
  br label %1016

1006:                                             ; preds = %994
  %1007 = bitcast <16 x float> %995 to <8 x i64>
  %1008 = or <8 x i64> %1007, %287
  %1009 = fcmp oeq <16 x float> %995, %47
  %1010 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %995, i32 4)
  %1011 = bitcast <8 x i64> %1008 to <16 x float>
  %1012 = select <16 x i1> %1009, <16 x float> %1011, <16 x float> %1010
  br label %1016

1013:                                             ; preds = %994
  %1014 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %998, <16 x i1> %596, <16 x float> zeroinitializer)
  %1015 = fadd <16 x float> %995, %1014
  br label %1016

1016:                                             ; preds = %1013, %1006, %999
  %1017 = phi <16 x float> [ %1015, %1013 ], [ %1012, %1006 ], [ %1005, %999 ]
  switch i64 %322, label %535 [
    i64 1, label %1032
    i64 2, label %1025
    i64 3, label %1018
    i64 0, label %1054
  ]

1018:                                             ; preds = %1016
  %1019 = bitcast <16 x float> %1017 to <8 x i64>
  %1020 = and <8 x i64> %1019, %286
  %1021 = fcmp oeq <16 x float> %1017, %44
  %1022 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %1017, i32 4)
  %1023 = bitcast <8 x i64> %1020 to <16 x float>
  %1024 = select <16 x i1> %1021, <16 x float> %1023, <16 x float> %1022
  br label %1035

1025:                                             ; preds = %1016
  %1026 = bitcast <16 x float> %1017 to <8 x i64>
  %1027 = or <8 x i64> %1026, %287
  %1028 = fcmp oeq <16 x float> %1017, %47
  %1029 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %1017, i32 4)
  %1030 = bitcast <8 x i64> %1027 to <16 x float>
  %1031 = select <16 x i1> %1028, <16 x float> %1030, <16 x float> %1029
  br label %1035

1032:                                             ; preds = %1016
  %1033 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %998, <16 x i1> %596, <16 x float> zeroinitializer)
  %1034 = fadd <16 x float> %1017, %1033
  br label %1035

1035:                                             ; preds = %1032, %1025, %1018
  %1036 = phi <16 x float> [ %1034, %1032 ], [ %1031, %1025 ], [ %1024, %1018 ]
  switch i64 %324, label %535 [
    i64 1, label %1051
    i64 2, label %1044
    i64 3, label %1037
    i64 0, label %1054
  ]

1037:                                             ; preds = %1035
  %1038 = bitcast <16 x float> %1036 to <8 x i64>
  %1039 = and <8 x i64> %1038, %286
  %1040 = fcmp oeq <16 x float> %1036, %44
  %1041 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %1036, i32 4)
  %1042 = bitcast <8 x i64> %1039 to <16 x float>
  %1043 = select <16 x i1> %1040, <16 x float> %1042, <16 x float> %1041
  br label %1054

1044:                                             ; preds = %1035
  %1045 = bitcast <16 x float> %1036 to <8 x i64>
  %1046 = or <8 x i64> %1045, %287
  %1047 = fcmp oeq <16 x float> %1036, %47
  %1048 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %1036, i32 4)
  %1049 = bitcast <8 x i64> %1046 to <16 x float>
  %1050 = select <16 x i1> %1047, <16 x float> %1049, <16 x float> %1048
  br label %1054

1051:                                             ; preds = %1035
  %1052 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %998, <16 x i1> %596, <16 x float> zeroinitializer)
  %1053 = fadd <16 x float> %1036, %1052
  br label %1054

1054:                                             ; preds = %1037, %1044, %1051, %1035, %1016, %994
  %1055 = phi <16 x float> [ %1036, %1035 ], [ %995, %994 ], [ %1017, %1016 ], [ %1053, %1051 ], [ %1050, %1044 ], [ %1043, %1037 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1055, ptr nonnull align 1 %996, <16 x i1> %596)
  %1056 = add nuw nsw i64 %419, 2
  %1057 = icmp slt i64 %1056, %64
  br i1 %1057, label %418, label %414

1058:                                             ; preds = %414, %279
  %1059 = phi i64 [ %60, %279 ], [ %407, %414 ]
  %1060 = phi i64 [ %57, %279 ], [ %408, %414 ]
  %1061 = phi i64 [ %3, %279 ], [ %415, %414 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %33)
  call void @llvm.lifetime.end.p0(ptr nonnull %32)
  br label %1062

1062:                                             ; preds = %1058, %51
  %1063 = phi i64 [ %1059, %1058 ], [ %60, %51 ]
  %1064 = phi i64 [ %1060, %1058 ], [ %57, %51 ]
  %1065 = phi i64 [ %1061, %1058 ], [ %3, %51 ]
  %1066 = add nsw i64 %9, 15
  %1067 = sdiv i64 %1066, 16
  call void @llvm.lifetime.start.p0(ptr nonnull %34)
  %1068 = icmp slt i64 %9, 257
  %1069 = icmp slt i64 %11, 8
  %1070 = and i1 %1068, %1069
  %1071 = and i1 %1070, %53
  br i1 %1071, label %1072, label %1155

1072:                                             ; preds = %1062
  %1073 = icmp sgt i64 %9, 0
  br i1 %1073, label %1074, label %1155

1074:                                             ; preds = %1072
  %1075 = icmp sgt i64 %11, 0
  %1076 = tail call i64 @llvm.smax.i64(i64 %1067, i64 1)
  %1077 = insertelement <8 x i64> poison, i64 %7, i64 0
  %1078 = shufflevector <8 x i64> %1077, <8 x i64> poison, <8 x i32> zeroinitializer
  %1079 = insertelement <8 x i64> poison, i64 %15, i64 0
  %1080 = shufflevector <8 x i64> %1079, <8 x i64> poison, <8 x i32> zeroinitializer
  %1081 = add nsw i64 %11, -1
  %1082 = insertelement <8 x i64> poison, i64 %1081, i64 0
  %1083 = shufflevector <8 x i64> %1082, <8 x i64> poison, <8 x i32> zeroinitializer
  %1084 = icmp uge <8 x i64> %1083, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %1085 = mul nsw <8 x i64> %1080, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %1086 = extractelement <8 x i1> %1084, i64 0
  %1087 = extractelement <8 x i1> %1084, i64 1
  %1088 = extractelement <8 x i1> %1084, i64 2
  %1089 = extractelement <8 x i1> %1084, i64 3
  %1090 = extractelement <8 x i1> %1084, i64 4
  %1091 = extractelement <8 x i1> %1084, i64 5
  %1092 = extractelement <8 x i1> %1084, i64 6
  %1093 = extractelement <8 x i1> %1084, i64 7
  br label %1094

1094:                                             ; preds = %1074, %1152
  %1095 = phi i64 [ 0, %1074 ], [ %1153, %1152 ]
  br i1 %1075, label %1096, label %1152

1096:                                             ; preds = %1094
  %1097 = mul nuw nsw i64 %1095, %11
  %1098 = getelementptr i16, ptr %34, i64 %1097
  %1099 = shl nsw i64 %1095, 4
  %1100 = sub i64 %1099, %17
  %1101 = insertelement <8 x i64> poison, i64 %1100, i64 0
  %1102 = shufflevector <8 x i64> %1101, <8 x i64> poison, <8 x i32> zeroinitializer
  %1103 = sub nsw i64 %9, %1099
  %1104 = insertelement <8 x i64> poison, i64 %1103, i64 0
  %1105 = shufflevector <8 x i64> %1104, <8 x i64> poison, <8 x i32> zeroinitializer
  %1106 = add <8 x i64> %1102, %1085
  %1107 = icmp slt <8 x i64> %1106, zeroinitializer
  %1108 = sub nsw <8 x i64> zeroinitializer, %1106
  %1109 = select <8 x i1> %1107, <8 x i64> %1108, <8 x i64> zeroinitializer
  %1110 = sub nsw <8 x i64> %1078, %1106
  %1111 = tail call <8 x i64> @llvm.smin.v8i64(<8 x i64> %1110, <8 x i64> %1105)
  %1112 = tail call <8 x i64> @llvm.smin.v8i64(<8 x i64> %1111, <8 x i64> splat (i64 16))
  %1113 = icmp sgt <8 x i64> %1112, %1109
  %1114 = trunc <8 x i64> %1112 to <8 x i32>
  %1115 = shl nsw <8 x i32> splat (i32 -1), %1114
  %1116 = xor <8 x i32> %1115, splat (i32 -1)
  %1117 = trunc <8 x i64> %1109 to <8 x i32>
  %1118 = shl nsw <8 x i32> splat (i32 -1), %1117
  %1119 = and <8 x i32> %1118, %1116
  %1120 = trunc <8 x i32> %1119 to <8 x i16>
  %1121 = select <8 x i1> %1113, <8 x i16> %1120, <8 x i16> zeroinitializer
  br i1 %1086, label %1122, label %1124

1122:                                             ; preds = %1096
  %1123 = extractelement <8 x i16> %1121, i64 0
  store i16 %1123, ptr %1098, align 2
  br label %1124

1124:                                             ; preds = %1122, %1096
  br i1 %1087, label %1125, label %1128

1125:                                             ; preds = %1124
  %1126 = getelementptr i8, ptr %1098, i64 2
  %1127 = extractelement <8 x i16> %1121, i64 1
  store i16 %1127, ptr %1126, align 2
  br label %1128

1128:                                             ; preds = %1125, %1124
  br i1 %1088, label %1129, label %1132

1129:                                             ; preds = %1128
  %1130 = getelementptr i8, ptr %1098, i64 4
  %1131 = extractelement <8 x i16> %1121, i64 2
  store i16 %1131, ptr %1130, align 2
  br label %1132

1132:                                             ; preds = %1129, %1128
  br i1 %1089, label %1133, label %1136

1133:                                             ; preds = %1132
  %1134 = getelementptr i8, ptr %1098, i64 6
  %1135 = extractelement <8 x i16> %1121, i64 3
  store i16 %1135, ptr %1134, align 2
  br label %1136

1136:                                             ; preds = %1133, %1132
  br i1 %1090, label %1137, label %1140

1137:                                             ; preds = %1136
  %1138 = getelementptr i8, ptr %1098, i64 8
  %1139 = extractelement <8 x i16> %1121, i64 4
  store i16 %1139, ptr %1138, align 2
  br label %1140

1140:                                             ; preds = %1137, %1136
  br i1 %1091, label %1141, label %1144

1141:                                             ; preds = %1140
  %1142 = getelementptr i8, ptr %1098, i64 10
  %1143 = extractelement <8 x i16> %1121, i64 5
  store i16 %1143, ptr %1142, align 2
  br label %1144

1144:                                             ; preds = %1141, %1140
  br i1 %1092, label %1145, label %1148

1145:                                             ; preds = %1144
  %1146 = getelementptr i8, ptr %1098, i64 12
  %1147 = extractelement <8 x i16> %1121, i64 6
  store i16 %1147, ptr %1146, align 2
  br label %1148

1148:                                             ; preds = %1145, %1144
  br i1 %1093, label %1149, label %1152

1149:                                             ; preds = %1148
  %1150 = getelementptr i8, ptr %1098, i64 14
  %1151 = extractelement <8 x i16> %1121, i64 7
  store i16 %1151, ptr %1150, align 2
  br label %1152

1152:                                             ; preds = %1148, %1149, %1094
  %1153 = add nuw nsw i64 %1095, 1
  %1154 = icmp eq i64 %1153, %1076
  br i1 %1154, label %1155, label %1094

1155:                                             ; preds = %1152, %1072, %1062
  %1156 = phi ptr [ null, %1062 ], [ %34, %1072 ], [ %34, %1152 ]
  %1157 = icmp slt i64 %1065, %4
  br i1 %1157, label %1158, label %1530

1158:                                             ; preds = %1155
  %1159 = mul i64 %7, %6
  %1160 = icmp eq i64 %21, 0
  %1161 = icmp eq i64 %22, 0
  %1162 = add nsw i64 %10, -1
  %1163 = mul nsw i64 %14, %1162
  %1164 = sub i64 %1163, %16
  %1165 = shl i64 %7, 2
  %1166 = icmp sgt i64 %9, 0
  %1167 = icmp sgt i64 %10, 0
  %1168 = icmp sgt i64 %11, 0
  %1169 = bitcast <16 x float> %44 to <8 x i64>
  %1170 = bitcast <16 x float> %47 to <8 x i64>
  %1171 = add i64 %9, -49
  %1172 = icmp ult i64 %1171, 16
  %1173 = icmp slt i64 %9, 33
  %1174 = select i1 %1173, i32 4, i32 1
  %1175 = select i1 %1172, i32 2, i32 %1174
  %1176 = zext nneg i32 %1175 to i64
  %1177 = icmp eq ptr %1156, null
  %1178 = icmp sgt i64 %9, 15
  %1179 = trunc i64 %9 to i32
  %1180 = shl nsw i32 -1, %1179
  %1181 = trunc i32 %1180 to i16
  %1182 = xor i16 %1181, -1
  %1183 = select i1 %1178, i16 -1, i16 %1182
  %1184 = bitcast i16 %1183 to <16 x i1>
  %1185 = and i64 %26, 3
  %1186 = lshr i64 %26, 2
  %1187 = and i64 %1186, 3
  %1188 = lshr i64 %26, 4
  %1189 = and i64 %1188, 3
  %1190 = lshr i64 %26, 2
  %1191 = and i64 %1190, 3
  %1192 = lshr i64 %26, 4
  %1193 = and i64 %1192, 3
  %1194 = lshr i64 %26, 2
  %1195 = and i64 %1194, 3
  %1196 = lshr i64 %26, 4
  %1197 = and i64 %1196, 3
  %1198 = lshr i64 %26, 2
  %1199 = and i64 %1198, 3
  %1200 = lshr i64 %26, 4
  %1201 = and i64 %1200, 3
  %1202 = and i64 %26, 3
  %1203 = lshr i64 %26, 2
  %1204 = and i64 %1203, 3
  %1205 = lshr i64 %26, 4
  %1206 = and i64 %1205, 3
  %1207 = lshr i64 %26, 2
  %1208 = and i64 %1207, 3
  %1209 = lshr i64 %26, 4
  %1210 = and i64 %1209, 3
  %1211 = lshr i64 %26, 2
  %1212 = and i64 %1211, 3
  %1213 = lshr i64 %26, 4
  %1214 = and i64 %1213, 3
  %1215 = and i64 %26, 3
  %1216 = lshr i64 %26, 2
  %1217 = and i64 %1216, 3
  %1218 = lshr i64 %26, 4
  %1219 = and i64 %1218, 3
  %1220 = lshr i64 %26, 2
  %1221 = and i64 %1220, 3
  %1222 = lshr i64 %26, 4
  %1223 = and i64 %1222, 3
  %1224 = and i64 %26, 3
  %1225 = lshr i64 %26, 2
  %1226 = and i64 %1225, 3
  %1227 = lshr i64 %26, 4
  %1228 = and i64 %1227, 3
  %1229 = and i64 %26, 3
  %1230 = lshr i64 %26, 2
  %1231 = and i64 %1230, 3
  %1232 = lshr i64 %26, 4
  %1233 = and i64 %1232, 3
  %1234 = getelementptr inbounds nuw i8, ptr %31, i64 64
  %1235 = lshr i64 %26, 2
  %1236 = and i64 %1235, 3
  %1237 = lshr i64 %26, 4
  %1238 = and i64 %1237, 3
  %1239 = getelementptr inbounds nuw i8, ptr %31, i64 128
  %1240 = lshr i64 %26, 2
  %1241 = and i64 %1240, 3
  %1242 = lshr i64 %26, 4
  %1243 = and i64 %1242, 3
  %1244 = getelementptr inbounds nuw i8, ptr %31, i64 192
  %1245 = lshr i64 %26, 2
  %1246 = and i64 %1245, 3
  %1247 = lshr i64 %26, 4
  %1248 = and i64 %1247, 3
  %1249 = getelementptr inbounds nuw i8, ptr %31, i64 256
  %1250 = lshr i64 %26, 2
  %1251 = and i64 %1250, 3
  %1252 = lshr i64 %26, 4
  %1253 = and i64 %1252, 3
  %1254 = getelementptr inbounds nuw i8, ptr %31, i64 320
  %1255 = lshr i64 %26, 2
  %1256 = and i64 %1255, 3
  %1257 = lshr i64 %26, 4
  %1258 = and i64 %1257, 3
  %1259 = getelementptr inbounds nuw i8, ptr %31, i64 384
  %1260 = lshr i64 %26, 2
  %1261 = and i64 %1260, 3
  %1262 = lshr i64 %26, 4
  %1263 = and i64 %1262, 3
  %1264 = getelementptr inbounds nuw i8, ptr %31, i64 448
  %1265 = lshr i64 %26, 2
  %1266 = and i64 %1265, 3
  %1267 = lshr i64 %26, 4
  %1268 = and i64 %1267, 3
  %1269 = and i64 %26, 3
  %1270 = lshr i64 %26, 2
  %1271 = and i64 %1270, 3
  %1272 = lshr i64 %26, 4
  %1273 = and i64 %1272, 3
  %1274 = getelementptr inbounds nuw i8, ptr %30, i64 64
  %1275 = lshr i64 %26, 2
  %1276 = and i64 %1275, 3
  %1277 = lshr i64 %26, 4
  %1278 = and i64 %1277, 3
  %1279 = getelementptr inbounds nuw i8, ptr %30, i64 128
  %1280 = lshr i64 %26, 2
  %1281 = and i64 %1280, 3
  %1282 = lshr i64 %26, 4
  %1283 = and i64 %1282, 3
  %1284 = getelementptr inbounds nuw i8, ptr %30, i64 192
  %1285 = lshr i64 %26, 2
  %1286 = and i64 %1285, 3
  %1287 = lshr i64 %26, 4
  %1288 = and i64 %1287, 3
  %1289 = getelementptr inbounds nuw i8, ptr %30, i64 256
  %1290 = lshr i64 %26, 2
  %1291 = and i64 %1290, 3
  %1292 = lshr i64 %26, 4
  %1293 = and i64 %1292, 3
  %1294 = getelementptr inbounds nuw i8, ptr %30, i64 320
  %1295 = lshr i64 %26, 2
  %1296 = and i64 %1295, 3
  %1297 = lshr i64 %26, 4
  %1298 = and i64 %1297, 3
  %1299 = getelementptr inbounds nuw i8, ptr %30, i64 384
  %1300 = lshr i64 %26, 2
  %1301 = and i64 %1300, 3
  %1302 = lshr i64 %26, 4
  %1303 = and i64 %1302, 3
  %1304 = and i64 %26, 3
  %1305 = lshr i64 %26, 2
  %1306 = and i64 %1305, 3
  %1307 = lshr i64 %26, 4
  %1308 = and i64 %1307, 3
  %1309 = getelementptr inbounds nuw i8, ptr %29, i64 64
  %1310 = lshr i64 %26, 2
  %1311 = and i64 %1310, 3
  %1312 = lshr i64 %26, 4
  %1313 = and i64 %1312, 3
  %1314 = getelementptr inbounds nuw i8, ptr %29, i64 128
  %1315 = lshr i64 %26, 2
  %1316 = and i64 %1315, 3
  %1317 = lshr i64 %26, 4
  %1318 = and i64 %1317, 3
  %1319 = getelementptr inbounds nuw i8, ptr %29, i64 192
  %1320 = lshr i64 %26, 2
  %1321 = and i64 %1320, 3
  %1322 = lshr i64 %26, 4
  %1323 = and i64 %1322, 3
  %1324 = getelementptr inbounds nuw i8, ptr %29, i64 256
  %1325 = lshr i64 %26, 2
  %1326 = and i64 %1325, 3
  %1327 = lshr i64 %26, 4
  %1328 = and i64 %1327, 3
  %1329 = getelementptr inbounds nuw i8, ptr %29, i64 320
  %1330 = lshr i64 %26, 2
  %1331 = and i64 %1330, 3
  %1332 = lshr i64 %26, 4
  %1333 = and i64 %1332, 3
  %1334 = and i64 %26, 3
  %1335 = lshr i64 %26, 2
  %1336 = and i64 %1335, 3
  %1337 = lshr i64 %26, 4
  %1338 = and i64 %1337, 3
  %1339 = lshr i64 %26, 2
  %1340 = and i64 %1339, 3
  %1341 = lshr i64 %26, 4
  %1342 = and i64 %1341, 3
  %1343 = lshr i64 %26, 2
  %1344 = and i64 %1343, 3
  %1345 = lshr i64 %26, 4
  %1346 = and i64 %1345, 3
  %1347 = lshr i64 %26, 2
  %1348 = and i64 %1347, 3
  %1349 = lshr i64 %26, 4
  %1350 = and i64 %1349, 3
  %1351 = lshr i64 %26, 2
  %1352 = and i64 %1351, 3
  %1353 = lshr i64 %26, 4
  %1354 = and i64 %1353, 3
  %1355 = and i64 %26, 3
  %1356 = lshr i64 %26, 2
  %1357 = and i64 %1356, 3
  %1358 = lshr i64 %26, 4
  %1359 = and i64 %1358, 3
  %1360 = lshr i64 %26, 2
  %1361 = and i64 %1360, 3
  %1362 = lshr i64 %26, 4
  %1363 = and i64 %1362, 3
  %1364 = lshr i64 %26, 2
  %1365 = and i64 %1364, 3
  %1366 = lshr i64 %26, 4
  %1367 = and i64 %1366, 3
  %1368 = lshr i64 %26, 2
  %1369 = and i64 %1368, 3
  %1370 = lshr i64 %26, 4
  %1371 = and i64 %1370, 3
  %1372 = and i64 %26, 3
  %1373 = lshr i64 %26, 2
  %1374 = and i64 %1373, 3
  %1375 = lshr i64 %26, 4
  %1376 = and i64 %1375, 3
  %1377 = lshr i64 %26, 2
  %1378 = and i64 %1377, 3
  %1379 = lshr i64 %26, 4
  %1380 = and i64 %1379, 3
  %1381 = lshr i64 %26, 2
  %1382 = and i64 %1381, 3
  %1383 = lshr i64 %26, 4
  %1384 = and i64 %1383, 3
  %1385 = and i64 %26, 3
  %1386 = lshr i64 %26, 2
  %1387 = and i64 %1386, 3
  %1388 = lshr i64 %26, 4
  %1389 = and i64 %1388, 3
  %1390 = lshr i64 %26, 2
  %1391 = and i64 %1390, 3
  %1392 = lshr i64 %26, 4
  %1393 = and i64 %1392, 3
  %1394 = and i64 %26, 3
  %1395 = lshr i64 %26, 2
  %1396 = and i64 %1395, 3
  %1397 = lshr i64 %26, 4
  %1398 = and i64 %1397, 3
  %1399 = add nsw i64 %9, -16
  %1400 = shl i64 %11, 2
  %1401 = add nsw i64 %9, -32
  %1402 = mul i64 %11, 6
  %1403 = add nsw i64 %9, -48
  %1404 = and i64 %26, 3
  %1405 = lshr i64 %26, 2
  %1406 = and i64 %1405, 3
  %1407 = lshr i64 %26, 4
  %1408 = and i64 %1407, 3
  %1409 = icmp sgt i64 %9, 31
  %1410 = trunc i64 %9 to i32
  %1411 = add i32 %1410, -16
  %1412 = shl nsw i32 -1, %1411
  %1413 = trunc i32 %1412 to i16
  %1414 = xor i16 %1413, -1
  %1415 = select i1 %1409, i16 -1, i16 %1414
  %1416 = bitcast i16 %1415 to <16 x i1>
  %1417 = lshr i64 %26, 2
  %1418 = and i64 %1417, 3
  %1419 = lshr i64 %26, 4
  %1420 = and i64 %1419, 3
  %1421 = icmp sgt i64 %9, 47
  %1422 = trunc i64 %9 to i32
  %1423 = add i32 %1422, -32
  %1424 = shl nsw i32 -1, %1423
  %1425 = trunc i32 %1424 to i16
  %1426 = xor i16 %1425, -1
  %1427 = select i1 %1421, i16 -1, i16 %1426
  %1428 = bitcast i16 %1427 to <16 x i1>
  %1429 = lshr i64 %26, 2
  %1430 = and i64 %1429, 3
  %1431 = lshr i64 %26, 4
  %1432 = and i64 %1431, 3
  %1433 = icmp sgt i64 %9, 63
  %1434 = trunc i64 %9 to i32
  %1435 = add i32 %1434, -48
  %1436 = shl nsw i32 -1, %1435
  %1437 = trunc i32 %1436 to i16
  %1438 = xor i16 %1437, -1
  %1439 = select i1 %1433, i16 -1, i16 %1438
  %1440 = bitcast i16 %1439 to <16 x i1>
  %1441 = lshr i64 %26, 2
  %1442 = and i64 %1441, 3
  %1443 = lshr i64 %26, 4
  %1444 = and i64 %1443, 3
  %1445 = lshr i64 %26, 2
  %1446 = and i64 %1445, 3
  %1447 = lshr i64 %26, 4
  %1448 = and i64 %1447, 3
  %1449 = add nsw i64 %9, 16
  %1450 = lshr i64 %26, 2
  %1451 = and i64 %1450, 3
  %1452 = lshr i64 %26, 4
  %1453 = and i64 %1452, 3
  %1454 = add nsw i64 %9, 32
  %1455 = lshr i64 %26, 2
  %1456 = and i64 %1455, 3
  %1457 = lshr i64 %26, 4
  %1458 = and i64 %1457, 3
  %1459 = add nsw i64 %9, 48
  %1460 = lshr i64 %26, 2
  %1461 = and i64 %1460, 3
  %1462 = lshr i64 %26, 4
  %1463 = and i64 %1462, 3
  %1464 = add nsw i64 %9, -16
  %1465 = and i64 %26, 3
  %1466 = lshr i64 %26, 2
  %1467 = and i64 %1466, 3
  %1468 = lshr i64 %26, 4
  %1469 = and i64 %1468, 3
  %1470 = icmp sgt i64 %9, 31
  %1471 = trunc i64 %9 to i32
  %1472 = add i32 %1471, -16
  %1473 = shl nsw i32 -1, %1472
  %1474 = trunc i32 %1473 to i16
  %1475 = xor i16 %1474, -1
  %1476 = select i1 %1470, i16 -1, i16 %1475
  %1477 = bitcast i16 %1476 to <16 x i1>
  %1478 = lshr i64 %26, 2
  %1479 = and i64 %1478, 3
  %1480 = lshr i64 %26, 4
  %1481 = and i64 %1480, 3
  %1482 = lshr i64 %26, 2
  %1483 = and i64 %1482, 3
  %1484 = lshr i64 %26, 4
  %1485 = and i64 %1484, 3
  %1486 = add nsw i64 %9, 16
  %1487 = lshr i64 %26, 2
  %1488 = and i64 %1487, 3
  %1489 = lshr i64 %26, 4
  %1490 = and i64 %1489, 3
  %1491 = shl nsw i64 %9, 1
  %1492 = lshr i64 %26, 2
  %1493 = and i64 %1492, 3
  %1494 = lshr i64 %26, 4
  %1495 = and i64 %1494, 3
  %1496 = add nsw i64 %1491, 16
  %1497 = lshr i64 %26, 2
  %1498 = and i64 %1497, 3
  %1499 = lshr i64 %26, 4
  %1500 = and i64 %1499, 3
  %1501 = mul nsw i64 %9, 3
  %1502 = lshr i64 %26, 2
  %1503 = and i64 %1502, 3
  %1504 = lshr i64 %26, 4
  %1505 = and i64 %1504, 3
  %1506 = add nsw i64 %1501, 16
  %1507 = lshr i64 %26, 2
  %1508 = and i64 %1507, 3
  %1509 = lshr i64 %26, 4
  %1510 = and i64 %1509, 3
  %1511 = and i64 %26, 3
  %1512 = lshr i64 %26, 2
  %1513 = and i64 %1512, 3
  %1514 = lshr i64 %26, 4
  %1515 = and i64 %1514, 3
  %1516 = lshr i64 %26, 2
  %1517 = and i64 %1516, 3
  %1518 = lshr i64 %26, 4
  %1519 = and i64 %1518, 3
  %1520 = shl nsw i64 %9, 1
  %1521 = lshr i64 %26, 2
  %1522 = and i64 %1521, 3
  %1523 = lshr i64 %26, 4
  %1524 = and i64 %1523, 3
  %1525 = mul nsw i64 %9, 3
  %1526 = lshr i64 %26, 2
  %1527 = and i64 %1526, 3
  %1528 = lshr i64 %26, 4
  %1529 = and i64 %1528, 3
  br label %1531

1530:                                             ; preds = %8458, %1155
  call void @llvm.lifetime.end.p0(ptr nonnull %34)
  br label %8463

1531:                                             ; preds = %1158, %8458
  %1532 = phi i64 [ %1064, %1158 ], [ %8461, %8458 ]
  %1533 = phi i64 [ %59, %1158 ], [ %8460, %8458 ]
  %1534 = phi i64 [ %1063, %1158 ], [ %8459, %8458 ]
  %1535 = phi i64 [ %1065, %1158 ], [ %1555, %8458 ]
  %1536 = mul nsw i64 %1534, %19
  %1537 = getelementptr inbounds float, ptr %35, i64 %1536
  %1538 = mul i64 %1159, %1532
  %1539 = getelementptr inbounds float, ptr %1537, i64 %1538
  %1540 = mul nsw i64 %1532, %61
  %1541 = getelementptr inbounds float, ptr %36, i64 %1540
  %1542 = getelementptr inbounds float, ptr %37, i64 %1532
  %1543 = select i1 %1160, ptr null, ptr %1542
  %1544 = mul nsw i64 %1534, %20
  %1545 = getelementptr inbounds float, ptr %39, i64 %1544
  %1546 = mul nsw i64 %1532, %62
  %1547 = getelementptr inbounds float, ptr %1545, i64 %1546
  %1548 = mul nsw i64 %1534, %23
  %1549 = getelementptr inbounds float, ptr %38, i64 %1548
  %1550 = getelementptr inbounds float, ptr %1549, i64 %1546
  %1551 = select i1 %1161, ptr null, ptr %1550
  %1552 = mul i64 %1533, %52
  %1553 = add i64 %1552, %52
  %1554 = call i64 @llvm.smin.i64(i64 %1553, i64 %8)
  %1555 = add nsw i64 %1535, 1
  %1556 = icmp slt i64 %1555, %4
  br i1 %1556, label %1557, label %1600

1557:                                             ; preds = %1531
  %1558 = add nsw i64 %1532, 1
  %1559 = icmp eq i64 %1558, %5
  br i1 %1559, label %1560, label %1570

1560:                                             ; preds = %1557
  %1561 = add nsw i64 %1533, 1
  %1562 = icmp eq i64 %1561, %56
  %1563 = select i1 %1562, i64 0, i64 %1561
  %1564 = zext i1 %1562 to i64
  %1565 = add nsw i64 %1534, %1564
  %1566 = mul nsw i64 %1563, %52
  %1567 = add nsw i64 %1566, %52
  %1568 = call i64 @llvm.smin.i64(i64 %1567, i64 %8)
  %1569 = mul nsw i64 %1565, %19
  br label %1570

1570:                                             ; preds = %1560, %1557
  %1571 = phi i64 [ %1569, %1560 ], [ %1536, %1557 ]
  %1572 = phi i64 [ %1568, %1560 ], [ %1554, %1557 ]
  %1573 = phi i64 [ %1566, %1560 ], [ %1552, %1557 ]
  %1574 = phi i64 [ 0, %1560 ], [ %1558, %1557 ]
  %1575 = mul nsw i64 %1573, %12
  %1576 = sub nsw i64 %1575, %16
  %1577 = add nsw i64 %1572, -1
  %1578 = mul nsw i64 %1577, %12
  %1579 = add i64 %1164, %1578
  %1580 = add nsw i64 %1579, 1
  %1581 = call i64 @llvm.smax.i64(i64 %1576, i64 0)
  %1582 = icmp slt i64 %1579, %6
  %1583 = select i1 %1582, i64 %1580, i64 %6
  %1584 = getelementptr inbounds float, ptr %35, i64 %1571
  %1585 = mul i64 %1159, %1574
  %1586 = getelementptr inbounds float, ptr %1584, i64 %1585
  %1587 = mul i64 %1165, %1581
  %1588 = getelementptr inbounds i8, ptr %1586, i64 %1587
  %1589 = mul i64 %1165, %1583
  %1590 = getelementptr inbounds i8, ptr %1586, i64 %1589
  %1591 = sub nsw i64 %1589, %1587
  %1592 = icmp sgt i64 %1591, 8192
  %1593 = getelementptr inbounds nuw i8, ptr %1588, i64 8192
  %1594 = select i1 %1592, ptr %1593, ptr %1590
  %1595 = icmp ult ptr %1588, %1594
  br i1 %1595, label %1596, label %1600

1596:                                             ; preds = %1570, %1596
  %1597 = phi ptr [ %1598, %1596 ], [ %1588, %1570 ]
  call void @llvm.prefetch.p0(ptr %1597, i32 0, i32 3, i32 1)
  %1598 = getelementptr inbounds nuw i8, ptr %1597, i64 64
  %1599 = icmp ult ptr %1598, %1594
  br i1 %1599, label %1596, label %1600

1600:                                             ; preds = %1596, %1570, %1531
  %1601 = icmp slt i64 %1552, %1554
  br i1 %53, label %1606, label %1602

1602:                                             ; preds = %1600
  br i1 %1601, label %1603, label %8449

1603:                                             ; preds = %1602
  %1604 = icmp eq ptr %1551, null
  %1605 = icmp eq ptr %1543, null
  br label %1610

1606:                                             ; preds = %1600
  br i1 %1601, label %1607, label %8449

1607:                                             ; preds = %1606
  %1608 = icmp eq ptr %1551, null
  %1609 = icmp eq ptr %1543, null
  br label %2924

1610:                                             ; preds = %1603, %1620
  %1611 = phi i64 [ %1552, %1603 ], [ %1621, %1620 ]
  %1612 = mul nsw i64 %1611, %9
  %1613 = getelementptr inbounds float, ptr %1547, i64 %1612
  %1614 = getelementptr inbounds float, ptr %1551, i64 %1612
  %1615 = select i1 %1604, ptr null, ptr %1614
  br i1 %1166, label %1616, label %1620

1616:                                             ; preds = %1610
  %1617 = mul nsw i64 %1611, %12
  %1618 = sub i64 %1617, %16
  %1619 = icmp eq ptr %1615, null
  br label %1623

1620:                                             ; preds = %2921, %1610
  %1621 = add i64 %1611, 1
  %1622 = icmp eq i64 %1621, %1554
  br i1 %1622, label %8449, label %1610

1623:                                             ; preds = %1616, %2921
  %1624 = phi i64 [ 0, %1616 ], [ %2922, %2921 ]
  %1625 = sub nsw i64 %9, %1624
  %1626 = add nuw nsw i64 %1625, 15
  %1627 = lshr i64 %1626, 4
  %1628 = icmp ugt i64 %1625, 48
  %1629 = trunc i64 %1627 to i32
  %1630 = select i1 %1628, i32 4, i32 %1629
  switch i32 %1630, label %2921 [
    i32 1, label %1631
    i32 2, label %1775
    i32 3, label %2038
    i32 4, label %2420
  ]

1631:                                             ; preds = %1623
  br i1 %1167, label %1632, label %1636

1632:                                             ; preds = %1631
  %1633 = shl nuw nsw i64 %1624, 1
  %1634 = shl nsw i64 %1625, 1
  %1635 = add nsw i64 %1634, -1
  br label %1648

1636:                                             ; preds = %1662, %1631
  %1637 = phi <16 x float> [ zeroinitializer, %1631 ], [ %1663, %1662 ]
  %1638 = icmp sgt i64 %1625, 15
  %1639 = trunc i64 %1625 to i32
  %1640 = shl nsw i32 -1, %1639
  %1641 = trunc i32 %1640 to i16
  %1642 = xor i16 %1641, -1
  %1643 = select i1 %1638, i16 -1, i16 %1642
  %1644 = getelementptr inbounds nuw float, ptr %1613, i64 %1624
  %1645 = getelementptr inbounds nuw float, ptr %1615, i64 %1624
  %1646 = select i1 %1619, ptr null, ptr %1645
  %1647 = bitcast i16 %1643 to <16 x i1>
  br i1 %1605, label %1716, label %1711

1648:                                             ; preds = %1632, %1662
  %1649 = phi <16 x float> [ zeroinitializer, %1632 ], [ %1663, %1662 ]
  %1650 = phi i64 [ 0, %1632 ], [ %1664, %1662 ]
  %1651 = mul nsw i64 %1650, %14
  %1652 = add i64 %1618, %1651
  %1653 = icmp sgt i64 %1652, -1
  %1654 = icmp slt i64 %1652, %6
  %1655 = and i1 %1653, %1654
  %1656 = select i1 %1655, i64 %1652, i64 0
  %1657 = mul nsw i64 %1656, %7
  %1658 = getelementptr inbounds float, ptr %1539, i64 %1657
  br i1 %1168, label %1659, label %1662

1659:                                             ; preds = %1648
  %1660 = mul nuw nsw i64 %1650, %11
  %1661 = getelementptr inbounds nuw float, ptr %1541, i64 %1660
  br label %1666

1662:                                             ; preds = %1697, %1648
  %1663 = phi <16 x float> [ %1649, %1648 ], [ %1708, %1697 ]
  %1664 = add nuw nsw i64 %1650, 1
  %1665 = icmp eq i64 %1664, %10
  br i1 %1665, label %1636, label %1648

1666:                                             ; preds = %1659, %1697
  %1667 = phi <16 x float> [ %1649, %1659 ], [ %1708, %1697 ]
  %1668 = phi i64 [ 0, %1659 ], [ %1709, %1697 ]
  %1669 = getelementptr inbounds nuw float, ptr %1661, i64 %1668
  %1670 = load float, ptr %1669, align 4
  %1671 = insertelement <16 x float> poison, float %1670, i64 0
  %1672 = shufflevector <16 x float> %1671, <16 x float> poison, <16 x i32> zeroinitializer
  %1673 = mul nsw i64 %1668, %15
  %1674 = sub i64 %1673, %17
  %1675 = add i64 %1674, %1633
  %1676 = icmp slt i64 %1675, 0
  %1677 = sub nsw i64 0, %1675
  %1678 = select i1 %1676, i64 %1677, i64 0
  %1679 = sub nsw i64 %7, %1675
  %1680 = call i64 @llvm.smin.i64(i64 %1679, i64 %1635)
  %1681 = call i64 @llvm.smin.i64(i64 %1680, i64 32)
  %1682 = icmp sgt i64 %1681, %1678
  %1683 = select i1 %1655, i1 %1682, i1 false
  %1684 = select i1 %1683, i64 %1678, i64 0
  %1685 = select i1 %1683, i64 %1681, i64 0
  %1686 = getelementptr inbounds float, ptr %1658, i64 %1675
  %1687 = icmp sgt i64 %1685, %1684
  br i1 %1687, label %1688, label %1697

1688:                                             ; preds = %1666
  %1689 = icmp sgt i64 %1685, 31
  %1690 = trunc i64 %1685 to i32
  %1691 = shl nsw i32 -1, %1690
  %1692 = xor i32 %1691, -1
  %1693 = select i1 %1689, i32 -1, i32 %1692
  %1694 = trunc i64 %1684 to i32
  %1695 = shl nsw i32 -1, %1694
  %1696 = and i32 %1693, %1695
  br label %1697

1697:                                             ; preds = %1688, %1666
  %1698 = phi i32 [ %1696, %1688 ], [ 0, %1666 ]
  %1699 = trunc i32 %1698 to i16
  %1700 = bitcast i16 %1699 to <16 x i1>
  %1701 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %1686, <16 x i1> %1700, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1702 = lshr i32 %1698, 16
  %1703 = trunc nuw i32 %1702 to i16
  %1704 = getelementptr inbounds nuw i8, ptr %1686, i64 64
  %1705 = bitcast i16 %1703 to <16 x i1>
  %1706 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %1704, <16 x i1> %1705, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1707 = shufflevector <16 x float> %1701, <16 x float> %1706, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %1708 = call <16 x float> @llvm.fma.v16f32(<16 x float> %1707, <16 x float> %1672, <16 x float> %1667)
  %1709 = add nuw nsw i64 %1668, 1
  %1710 = icmp eq i64 %1709, %11
  br i1 %1710, label %1662, label %1666

1711:                                             ; preds = %1636
  %1712 = load float, ptr %1542, align 4
  %1713 = insertelement <16 x float> poison, float %1712, i64 0
  %1714 = shufflevector <16 x float> %1713, <16 x float> poison, <16 x i32> zeroinitializer
  %1715 = fadd <16 x float> %1637, %1714
  br label %1716

1716:                                             ; preds = %1711, %1636
  %1717 = phi <16 x float> [ %1715, %1711 ], [ %1637, %1636 ]
  switch i64 %1224, label %535 [
    i64 1, label %1718
    i64 2, label %1721
    i64 3, label %1728
    i64 0, label %1773
  ]

1718:                                             ; preds = %1716
  %1719 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1646, <16 x i1> %1647, <16 x float> zeroinitializer)
  %1720 = fadd <16 x float> %1717, %1719
  br label %1735

1721:                                             ; preds = %1716
  %1722 = bitcast <16 x float> %1717 to <8 x i64>
  %1723 = or <8 x i64> %1722, %1170
  %1724 = fcmp oeq <16 x float> %1717, %47
  %1725 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %1717, i32 4)
  %1726 = bitcast <8 x i64> %1723 to <16 x float>
  %1727 = select <16 x i1> %1724, <16 x float> %1726, <16 x float> %1725
  br label %1735

1728:                                             ; preds = %1716
  %1729 = bitcast <16 x float> %1717 to <8 x i64>
  %1730 = and <8 x i64> %1729, %1169
  %1731 = fcmp oeq <16 x float> %1717, %44
  %1732 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %1717, i32 4)
  %1733 = bitcast <8 x i64> %1730 to <16 x float>
  %1734 = select <16 x i1> %1731, <16 x float> %1733, <16 x float> %1732
  br label %1735

1735:                                             ; preds = %1728, %1721, %1718
  %1736 = phi <16 x float> [ %1720, %1718 ], [ %1727, %1721 ], [ %1734, %1728 ]
  switch i64 %1226, label %535 [
    i64 1, label %1751
    i64 2, label %1744
    i64 3, label %1737
    i64 0, label %1773
  ]

1737:                                             ; preds = %1735
  %1738 = bitcast <16 x float> %1736 to <8 x i64>
  %1739 = and <8 x i64> %1738, %1169
  %1740 = fcmp oeq <16 x float> %1736, %44
  %1741 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %1736, i32 4)
  %1742 = bitcast <8 x i64> %1739 to <16 x float>
  %1743 = select <16 x i1> %1740, <16 x float> %1742, <16 x float> %1741
  br label %1754

1744:                                             ; preds = %1735
  %1745 = bitcast <16 x float> %1736 to <8 x i64>
  %1746 = or <8 x i64> %1745, %1170
  %1747 = fcmp oeq <16 x float> %1736, %47
  %1748 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %1736, i32 4)
  %1749 = bitcast <8 x i64> %1746 to <16 x float>
  %1750 = select <16 x i1> %1747, <16 x float> %1749, <16 x float> %1748
  br label %1754

1751:                                             ; preds = %1735
  %1752 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1646, <16 x i1> %1647, <16 x float> zeroinitializer)
  %1753 = fadd <16 x float> %1736, %1752
  br label %1754

1754:                                             ; preds = %1751, %1744, %1737
  %1755 = phi <16 x float> [ %1753, %1751 ], [ %1750, %1744 ], [ %1743, %1737 ]
  switch i64 %1228, label %535 [
    i64 1, label %1770
    i64 2, label %1763
    i64 3, label %1756
    i64 0, label %1773
  ]

1756:                                             ; preds = %1754
  %1757 = bitcast <16 x float> %1755 to <8 x i64>
  %1758 = and <8 x i64> %1757, %1169
  %1759 = fcmp oeq <16 x float> %1755, %44
  %1760 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %1755, i32 4)
  %1761 = bitcast <8 x i64> %1758 to <16 x float>
  %1762 = select <16 x i1> %1759, <16 x float> %1761, <16 x float> %1760
  br label %1773

1763:                                             ; preds = %1754
  %1764 = bitcast <16 x float> %1755 to <8 x i64>
  %1765 = or <8 x i64> %1764, %1170
  %1766 = fcmp oeq <16 x float> %1755, %47
  %1767 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %1755, i32 4)
  %1768 = bitcast <8 x i64> %1765 to <16 x float>
  %1769 = select <16 x i1> %1766, <16 x float> %1768, <16 x float> %1767
  br label %1773

1770:                                             ; preds = %1754
  %1771 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1646, <16 x i1> %1647, <16 x float> zeroinitializer)
  %1772 = fadd <16 x float> %1755, %1771
  br label %1773

1773:                                             ; preds = %1756, %1763, %1770, %1754, %1735, %1716
  %1774 = phi <16 x float> [ %1755, %1754 ], [ %1717, %1716 ], [ %1736, %1735 ], [ %1772, %1770 ], [ %1769, %1763 ], [ %1762, %1756 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %1774, ptr align 1 %1644, <16 x i1> %1647)
  br label %2921

1775:                                             ; preds = %1623
  br i1 %1167, label %1776, label %1785

1776:                                             ; preds = %1775
  %1777 = shl nuw nsw i64 %1624, 1
  %1778 = shl nsw i64 %1625, 1
  %1779 = add nsw i64 %1778, -1
  %1780 = or disjoint i64 %1624, 16
  %1781 = sub nsw i64 %9, %1780
  %1782 = shl nuw nsw i64 %1780, 1
  %1783 = shl nsw i64 %1781, 1
  %1784 = add nsw i64 %1783, -1
  br label %1796

1785:                                             ; preds = %1811, %1775
  %1786 = phi <16 x float> [ zeroinitializer, %1775 ], [ %1812, %1811 ]
  %1787 = phi <16 x float> [ zeroinitializer, %1775 ], [ %1813, %1811 ]
  %1788 = getelementptr inbounds nuw float, ptr %1613, i64 %1624
  %1789 = getelementptr inbounds nuw float, ptr %1615, i64 %1624
  %1790 = icmp sgt i64 %1625, 15
  %1791 = trunc i64 %1625 to i32
  %1792 = shl nsw i32 -1, %1791
  %1793 = trunc i32 %1792 to i16
  %1794 = xor i16 %1793, -1
  %1795 = select i1 %1790, i16 -1, i16 %1794
  br i1 %1605, label %1901, label %1896

1796:                                             ; preds = %1776, %1811
  %1797 = phi <16 x float> [ zeroinitializer, %1776 ], [ %1812, %1811 ]
  %1798 = phi <16 x float> [ zeroinitializer, %1776 ], [ %1813, %1811 ]
  %1799 = phi i64 [ 0, %1776 ], [ %1814, %1811 ]
  %1800 = mul nsw i64 %1799, %14
  %1801 = add i64 %1618, %1800
  %1802 = icmp sgt i64 %1801, -1
  %1803 = icmp slt i64 %1801, %6
  %1804 = and i1 %1802, %1803
  %1805 = select i1 %1804, i64 %1801, i64 0
  %1806 = mul nsw i64 %1805, %7
  %1807 = getelementptr inbounds float, ptr %1539, i64 %1806
  br i1 %1168, label %1808, label %1811

1808:                                             ; preds = %1796
  %1809 = mul nuw nsw i64 %1799, %11
  %1810 = getelementptr inbounds nuw float, ptr %1541, i64 %1809
  br label %1816

1811:                                             ; preds = %1882, %1796
  %1812 = phi <16 x float> [ %1797, %1796 ], [ %1893, %1882 ]
  %1813 = phi <16 x float> [ %1798, %1796 ], [ %1859, %1882 ]
  %1814 = add nuw nsw i64 %1799, 1
  %1815 = icmp eq i64 %1814, %10
  br i1 %1815, label %1785, label %1796

1816:                                             ; preds = %1808, %1882
  %1817 = phi <16 x float> [ %1797, %1808 ], [ %1893, %1882 ]
  %1818 = phi <16 x float> [ %1798, %1808 ], [ %1859, %1882 ]
  %1819 = phi i64 [ 0, %1808 ], [ %1894, %1882 ]
  %1820 = getelementptr inbounds nuw float, ptr %1810, i64 %1819
  %1821 = load float, ptr %1820, align 4
  %1822 = insertelement <16 x float> poison, float %1821, i64 0
  %1823 = shufflevector <16 x float> %1822, <16 x float> poison, <16 x i32> zeroinitializer
  %1824 = mul nsw i64 %1819, %15
  %1825 = sub i64 %1824, %17
  %1826 = add i64 %1825, %1777
  %1827 = icmp slt i64 %1826, 0
  %1828 = sub nsw i64 0, %1826
  %1829 = select i1 %1827, i64 %1828, i64 0
  %1830 = sub nsw i64 %7, %1826
  %1831 = call i64 @llvm.smin.i64(i64 %1830, i64 %1779)
  %1832 = call i64 @llvm.smin.i64(i64 %1831, i64 32)
  %1833 = icmp sgt i64 %1832, %1829
  %1834 = select i1 %1804, i1 %1833, i1 false
  %1835 = select i1 %1834, i64 %1829, i64 0
  %1836 = select i1 %1834, i64 %1832, i64 0
  %1837 = getelementptr inbounds float, ptr %1807, i64 %1826
  %1838 = icmp sgt i64 %1836, %1835
  br i1 %1838, label %1839, label %1848

1839:                                             ; preds = %1816
  %1840 = icmp sgt i64 %1836, 31
  %1841 = trunc i64 %1836 to i32
  %1842 = shl nsw i32 -1, %1841
  %1843 = xor i32 %1842, -1
  %1844 = select i1 %1840, i32 -1, i32 %1843
  %1845 = trunc i64 %1835 to i32
  %1846 = shl nsw i32 -1, %1845
  %1847 = and i32 %1844, %1846
  br label %1848

1848:                                             ; preds = %1839, %1816
  %1849 = phi i32 [ %1847, %1839 ], [ 0, %1816 ]
  %1850 = trunc i32 %1849 to i16
  %1851 = bitcast i16 %1850 to <16 x i1>
  %1852 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %1837, <16 x i1> %1851, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1853 = lshr i32 %1849, 16
  %1854 = trunc nuw i32 %1853 to i16
  %1855 = getelementptr inbounds nuw i8, ptr %1837, i64 64
  %1856 = bitcast i16 %1854 to <16 x i1>
  %1857 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %1855, <16 x i1> %1856, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1858 = shufflevector <16 x float> %1852, <16 x float> %1857, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %1859 = call <16 x float> @llvm.fma.v16f32(<16 x float> %1858, <16 x float> %1823, <16 x float> %1818)
  %1860 = add i64 %1825, %1782
  %1861 = icmp slt i64 %1860, 0
  %1862 = sub nsw i64 0, %1860
  %1863 = select i1 %1861, i64 %1862, i64 0
  %1864 = sub nsw i64 %7, %1860
  %1865 = call i64 @llvm.smin.i64(i64 %1864, i64 %1784)
  %1866 = call i64 @llvm.smin.i64(i64 %1865, i64 32)
  %1867 = icmp sgt i64 %1866, %1863
  %1868 = select i1 %1804, i1 %1867, i1 false
  %1869 = select i1 %1868, i64 %1863, i64 0
  %1870 = select i1 %1868, i64 %1866, i64 0
  %1871 = getelementptr inbounds float, ptr %1807, i64 %1860
  %1872 = icmp sgt i64 %1870, %1869
  br i1 %1872, label %1873, label %1882

1873:                                             ; preds = %1848
  %1874 = icmp sgt i64 %1870, 31
  %1875 = trunc i64 %1870 to i32
  %1876 = shl nsw i32 -1, %1875
  %1877 = xor i32 %1876, -1
  %1878 = select i1 %1874, i32 -1, i32 %1877
  %1879 = trunc i64 %1869 to i32
  %1880 = shl nsw i32 -1, %1879
  %1881 = and i32 %1878, %1880
  br label %1882

1882:                                             ; preds = %1873, %1848
  %1883 = phi i32 [ %1881, %1873 ], [ 0, %1848 ]
  %1884 = trunc i32 %1883 to i16
  %1885 = bitcast i16 %1884 to <16 x i1>
  %1886 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %1871, <16 x i1> %1885, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1887 = lshr i32 %1883, 16
  %1888 = trunc nuw i32 %1887 to i16
  %1889 = getelementptr inbounds nuw i8, ptr %1871, i64 64
  %1890 = bitcast i16 %1888 to <16 x i1>
  %1891 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %1889, <16 x i1> %1890, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1892 = shufflevector <16 x float> %1886, <16 x float> %1891, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %1893 = call <16 x float> @llvm.fma.v16f32(<16 x float> %1892, <16 x float> %1823, <16 x float> %1817)
  %1894 = add nuw nsw i64 %1819, 1
  %1895 = icmp eq i64 %1894, %11
  br i1 %1895, label %1811, label %1816

1896:                                             ; preds = %1785
  %1897 = load float, ptr %1542, align 4
  %1898 = insertelement <16 x float> poison, float %1897, i64 0
  %1899 = shufflevector <16 x float> %1898, <16 x float> poison, <16 x i32> zeroinitializer
  %1900 = fadd <16 x float> %1787, %1899
  br label %1901

1901:                                             ; preds = %1896, %1785
  %1902 = phi <16 x float> [ %1900, %1896 ], [ %1787, %1785 ]
  %1903 = select i1 %1619, ptr null, ptr %1789
  %1904 = bitcast i16 %1795 to <16 x i1>
  switch i64 %1215, label %535 [
    i64 1, label %1905
    i64 2, label %1908
    i64 3, label %1915
    i64 0, label %1960
  ]

1905:                                             ; preds = %1901
  %1906 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1903, <16 x i1> %1904, <16 x float> zeroinitializer)
  %1907 = fadd <16 x float> %1902, %1906
  br label %1922

1908:                                             ; preds = %1901
  %1909 = bitcast <16 x float> %1902 to <8 x i64>
  %1910 = or <8 x i64> %1909, %1170
  %1911 = fcmp oeq <16 x float> %1902, %47
  %1912 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %1902, i32 4)
  %1913 = bitcast <8 x i64> %1910 to <16 x float>
  %1914 = select <16 x i1> %1911, <16 x float> %1913, <16 x float> %1912
  br label %1922

1915:                                             ; preds = %1901
  %1916 = bitcast <16 x float> %1902 to <8 x i64>
  %1917 = and <8 x i64> %1916, %1169
  %1918 = fcmp oeq <16 x float> %1902, %44
  %1919 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %1902, i32 4)
  %1920 = bitcast <8 x i64> %1917 to <16 x float>
  %1921 = select <16 x i1> %1918, <16 x float> %1920, <16 x float> %1919
  br label %1922

1922:                                             ; preds = %1915, %1908, %1905
  %1923 = phi <16 x float> [ %1907, %1905 ], [ %1914, %1908 ], [ %1921, %1915 ]
  switch i64 %1217, label %535 [
    i64 1, label %1938
    i64 2, label %1931
    i64 3, label %1924
    i64 0, label %1960
  ]

1924:                                             ; preds = %1922
  %1925 = bitcast <16 x float> %1923 to <8 x i64>
  %1926 = and <8 x i64> %1925, %1169
  %1927 = fcmp oeq <16 x float> %1923, %44
  %1928 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %1923, i32 4)
  %1929 = bitcast <8 x i64> %1926 to <16 x float>
  %1930 = select <16 x i1> %1927, <16 x float> %1929, <16 x float> %1928
  br label %1941

1931:                                             ; preds = %1922
  %1932 = bitcast <16 x float> %1923 to <8 x i64>
  %1933 = or <8 x i64> %1932, %1170
  %1934 = fcmp oeq <16 x float> %1923, %47
  %1935 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %1923, i32 4)
  %1936 = bitcast <8 x i64> %1933 to <16 x float>
  %1937 = select <16 x i1> %1934, <16 x float> %1936, <16 x float> %1935
  br label %1941

1938:                                             ; preds = %1922
  %1939 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1903, <16 x i1> %1904, <16 x float> zeroinitializer)
  %1940 = fadd <16 x float> %1923, %1939
  br label %1941

1941:                                             ; preds = %1938, %1931, %1924
  %1942 = phi <16 x float> [ %1940, %1938 ], [ %1937, %1931 ], [ %1930, %1924 ]
  switch i64 %1219, label %535 [
    i64 1, label %1957
    i64 2, label %1950
    i64 3, label %1943
    i64 0, label %1960
  ]

1943:                                             ; preds = %1941
  %1944 = bitcast <16 x float> %1942 to <8 x i64>
  %1945 = and <8 x i64> %1944, %1169
  %1946 = fcmp oeq <16 x float> %1942, %44
  %1947 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %1942, i32 4)
  %1948 = bitcast <8 x i64> %1945 to <16 x float>
  %1949 = select <16 x i1> %1946, <16 x float> %1948, <16 x float> %1947
  br label %1960

1950:                                             ; preds = %1941
  %1951 = bitcast <16 x float> %1942 to <8 x i64>
  %1952 = or <8 x i64> %1951, %1170
  %1953 = fcmp oeq <16 x float> %1942, %47
  %1954 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %1942, i32 4)
  %1955 = bitcast <8 x i64> %1952 to <16 x float>
  %1956 = select <16 x i1> %1953, <16 x float> %1955, <16 x float> %1954
  br label %1960

1957:                                             ; preds = %1941
  %1958 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1903, <16 x i1> %1904, <16 x float> zeroinitializer)
  %1959 = fadd <16 x float> %1942, %1958
  br label %1960

1960:                                             ; preds = %1943, %1950, %1957, %1941, %1922, %1901
  %1961 = phi <16 x float> [ %1942, %1941 ], [ %1902, %1901 ], [ %1923, %1922 ], [ %1959, %1957 ], [ %1956, %1950 ], [ %1949, %1943 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %1961, ptr align 1 %1788, <16 x i1> %1904)
  %1962 = or disjoint i64 %1624, 16
  %1963 = sub nsw i64 %9, %1962
  %1964 = icmp sgt i64 %1963, 15
  %1965 = trunc i64 %1963 to i32
  %1966 = shl nsw i32 -1, %1965
  %1967 = trunc i32 %1966 to i16
  %1968 = xor i16 %1967, -1
  %1969 = select i1 %1964, i16 -1, i16 %1968
  br i1 %1605, label %1975, label %1970

1970:                                             ; preds = %1960
  %1971 = load float, ptr %1542, align 4
  %1972 = insertelement <16 x float> poison, float %1971, i64 0
  %1973 = shufflevector <16 x float> %1972, <16 x float> poison, <16 x i32> zeroinitializer
  %1974 = fadd <16 x float> %1786, %1973
  br label %1975

1975:                                             ; preds = %1970, %1960
  %1976 = phi <16 x float> [ %1974, %1970 ], [ %1786, %1960 ]
  %1977 = getelementptr inbounds nuw i8, ptr %1788, i64 64
  %1978 = getelementptr inbounds nuw i8, ptr %1789, i64 64
  %1979 = select i1 %1619, ptr null, ptr %1978
  %1980 = bitcast i16 %1969 to <16 x i1>
  switch i64 %1215, label %535 [
    i64 1, label %1995
    i64 2, label %1988
    i64 3, label %1981
    i64 0, label %2036
  ]

1981:                                             ; preds = %1975
  %1982 = bitcast <16 x float> %1976 to <8 x i64>
  %1983 = and <8 x i64> %1982, %1169
  %1984 = fcmp oeq <16 x float> %1976, %44
  %1985 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %1976, i32 4)
  %1986 = bitcast <8 x i64> %1983 to <16 x float>
  %1987 = select <16 x i1> %1984, <16 x float> %1986, <16 x float> %1985
  br label %1998

1988:                                             ; preds = %1975
  %1989 = bitcast <16 x float> %1976 to <8 x i64>
  %1990 = or <8 x i64> %1989, %1170
  %1991 = fcmp oeq <16 x float> %1976, %47
  %1992 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %1976, i32 4)
  %1993 = bitcast <8 x i64> %1990 to <16 x float>
  %1994 = select <16 x i1> %1991, <16 x float> %1993, <16 x float> %1992
  br label %1998

1995:                                             ; preds = %1975
  %1996 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1979, <16 x i1> %1980, <16 x float> zeroinitializer)
  %1997 = fadd <16 x float> %1976, %1996
  br label %1998

1998:                                             ; preds = %1995, %1988, %1981
  %1999 = phi <16 x float> [ %1997, %1995 ], [ %1994, %1988 ], [ %1987, %1981 ]
  switch i64 %1221, label %535 [
    i64 1, label %2014
    i64 2, label %2007
    i64 3, label %2000
    i64 0, label %2036
  ]

2000:                                             ; preds = %1998
  %2001 = bitcast <16 x float> %1999 to <8 x i64>
  %2002 = and <8 x i64> %2001, %1169
  %2003 = fcmp oeq <16 x float> %1999, %44
  %2004 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %1999, i32 4)
  %2005 = bitcast <8 x i64> %2002 to <16 x float>
  %2006 = select <16 x i1> %2003, <16 x float> %2005, <16 x float> %2004
  br label %2017

2007:                                             ; preds = %1998
  %2008 = bitcast <16 x float> %1999 to <8 x i64>
  %2009 = or <8 x i64> %2008, %1170
  %2010 = fcmp oeq <16 x float> %1999, %47
  %2011 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %1999, i32 4)
  %2012 = bitcast <8 x i64> %2009 to <16 x float>
  %2013 = select <16 x i1> %2010, <16 x float> %2012, <16 x float> %2011
  br label %2017

2014:                                             ; preds = %1998
  %2015 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1979, <16 x i1> %1980, <16 x float> zeroinitializer)
  %2016 = fadd <16 x float> %1999, %2015
  br label %2017

2017:                                             ; preds = %2014, %2007, %2000
  %2018 = phi <16 x float> [ %2016, %2014 ], [ %2013, %2007 ], [ %2006, %2000 ]
  switch i64 %1223, label %535 [
    i64 1, label %2033
    i64 2, label %2026
    i64 3, label %2019
    i64 0, label %2036
  ]

2019:                                             ; preds = %2017
  %2020 = bitcast <16 x float> %2018 to <8 x i64>
  %2021 = and <8 x i64> %2020, %1169
  %2022 = fcmp oeq <16 x float> %2018, %44
  %2023 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2018, i32 4)
  %2024 = bitcast <8 x i64> %2021 to <16 x float>
  %2025 = select <16 x i1> %2022, <16 x float> %2024, <16 x float> %2023
  br label %2036

2026:                                             ; preds = %2017
  %2027 = bitcast <16 x float> %2018 to <8 x i64>
  %2028 = or <8 x i64> %2027, %1170
  %2029 = fcmp oeq <16 x float> %2018, %47
  %2030 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2018, i32 4)
  %2031 = bitcast <8 x i64> %2028 to <16 x float>
  %2032 = select <16 x i1> %2029, <16 x float> %2031, <16 x float> %2030
  br label %2036

2033:                                             ; preds = %2017
  %2034 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1979, <16 x i1> %1980, <16 x float> zeroinitializer)
  %2035 = fadd <16 x float> %2018, %2034
  br label %2036

2036:                                             ; preds = %2019, %2026, %2033, %2017, %1998, %1975
  %2037 = phi <16 x float> [ %2018, %2017 ], [ %1976, %1975 ], [ %1999, %1998 ], [ %2035, %2033 ], [ %2032, %2026 ], [ %2025, %2019 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %2037, ptr nonnull align 1 %1977, <16 x i1> %1980)
  br label %2921

2038:                                             ; preds = %1623
  br i1 %1167, label %2039, label %2053

2039:                                             ; preds = %2038
  %2040 = shl nuw nsw i64 %1624, 1
  %2041 = shl nsw i64 %1625, 1
  %2042 = add nsw i64 %2041, -1
  %2043 = or disjoint i64 %1624, 16
  %2044 = sub nsw i64 %9, %2043
  %2045 = shl nuw nsw i64 %2043, 1
  %2046 = shl nsw i64 %2044, 1
  %2047 = add nsw i64 %2046, -1
  %2048 = or disjoint i64 %1624, 32
  %2049 = sub nsw i64 %9, %2048
  %2050 = shl nuw nsw i64 %2048, 1
  %2051 = shl nsw i64 %2049, 1
  %2052 = add nsw i64 %2051, -1
  br label %2065

2053:                                             ; preds = %2081, %2038
  %2054 = phi <16 x float> [ zeroinitializer, %2038 ], [ %2082, %2081 ]
  %2055 = phi <16 x float> [ zeroinitializer, %2038 ], [ %2083, %2081 ]
  %2056 = phi <16 x float> [ zeroinitializer, %2038 ], [ %2084, %2081 ]
  %2057 = getelementptr inbounds nuw float, ptr %1613, i64 %1624
  %2058 = getelementptr inbounds nuw float, ptr %1615, i64 %1624
  %2059 = icmp sgt i64 %1625, 15
  %2060 = trunc i64 %1625 to i32
  %2061 = shl nsw i32 -1, %2060
  %2062 = trunc i32 %2061 to i16
  %2063 = xor i16 %2062, -1
  %2064 = select i1 %2059, i16 -1, i16 %2063
  br i1 %1605, label %2207, label %2202

2065:                                             ; preds = %2039, %2081
  %2066 = phi <16 x float> [ zeroinitializer, %2039 ], [ %2082, %2081 ]
  %2067 = phi <16 x float> [ zeroinitializer, %2039 ], [ %2083, %2081 ]
  %2068 = phi <16 x float> [ zeroinitializer, %2039 ], [ %2084, %2081 ]
  %2069 = phi i64 [ 0, %2039 ], [ %2085, %2081 ]
  %2070 = mul nsw i64 %2069, %14
  %2071 = add i64 %1618, %2070
  %2072 = icmp sgt i64 %2071, -1
  %2073 = icmp slt i64 %2071, %6
  %2074 = and i1 %2072, %2073
  %2075 = select i1 %2074, i64 %2071, i64 0
  %2076 = mul nsw i64 %2075, %7
  %2077 = getelementptr inbounds float, ptr %1539, i64 %2076
  br i1 %1168, label %2078, label %2081

2078:                                             ; preds = %2065
  %2079 = mul nuw nsw i64 %2069, %11
  %2080 = getelementptr inbounds nuw float, ptr %1541, i64 %2079
  br label %2087

2081:                                             ; preds = %2188, %2065
  %2082 = phi <16 x float> [ %2066, %2065 ], [ %2199, %2188 ]
  %2083 = phi <16 x float> [ %2067, %2065 ], [ %2165, %2188 ]
  %2084 = phi <16 x float> [ %2068, %2065 ], [ %2131, %2188 ]
  %2085 = add nuw nsw i64 %2069, 1
  %2086 = icmp eq i64 %2085, %10
  br i1 %2086, label %2053, label %2065

2087:                                             ; preds = %2078, %2188
  %2088 = phi <16 x float> [ %2066, %2078 ], [ %2199, %2188 ]
  %2089 = phi <16 x float> [ %2067, %2078 ], [ %2165, %2188 ]
  %2090 = phi <16 x float> [ %2068, %2078 ], [ %2131, %2188 ]
  %2091 = phi i64 [ 0, %2078 ], [ %2200, %2188 ]
  %2092 = getelementptr inbounds nuw float, ptr %2080, i64 %2091
  %2093 = load float, ptr %2092, align 4
  %2094 = insertelement <16 x float> poison, float %2093, i64 0
  %2095 = shufflevector <16 x float> %2094, <16 x float> poison, <16 x i32> zeroinitializer
  %2096 = mul nsw i64 %2091, %15
  %2097 = sub i64 %2096, %17
  %2098 = add i64 %2097, %2040
  %2099 = icmp slt i64 %2098, 0
  %2100 = sub nsw i64 0, %2098
  %2101 = select i1 %2099, i64 %2100, i64 0
  %2102 = sub nsw i64 %7, %2098
  %2103 = call i64 @llvm.smin.i64(i64 %2102, i64 %2042)
  %2104 = call i64 @llvm.smin.i64(i64 %2103, i64 32)
  %2105 = icmp sgt i64 %2104, %2101
  %2106 = select i1 %2074, i1 %2105, i1 false
  %2107 = select i1 %2106, i64 %2101, i64 0
  %2108 = select i1 %2106, i64 %2104, i64 0
  %2109 = getelementptr inbounds float, ptr %2077, i64 %2098
  %2110 = icmp sgt i64 %2108, %2107
  br i1 %2110, label %2111, label %2120

2111:                                             ; preds = %2087
  %2112 = icmp sgt i64 %2108, 31
  %2113 = trunc i64 %2108 to i32
  %2114 = shl nsw i32 -1, %2113
  %2115 = xor i32 %2114, -1
  %2116 = select i1 %2112, i32 -1, i32 %2115
  %2117 = trunc i64 %2107 to i32
  %2118 = shl nsw i32 -1, %2117
  %2119 = and i32 %2116, %2118
  br label %2120

2120:                                             ; preds = %2111, %2087
  %2121 = phi i32 [ %2119, %2111 ], [ 0, %2087 ]
  %2122 = trunc i32 %2121 to i16
  %2123 = bitcast i16 %2122 to <16 x i1>
  %2124 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %2109, <16 x i1> %2123, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2125 = lshr i32 %2121, 16
  %2126 = trunc nuw i32 %2125 to i16
  %2127 = getelementptr inbounds nuw i8, ptr %2109, i64 64
  %2128 = bitcast i16 %2126 to <16 x i1>
  %2129 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %2127, <16 x i1> %2128, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2130 = shufflevector <16 x float> %2124, <16 x float> %2129, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %2131 = call <16 x float> @llvm.fma.v16f32(<16 x float> %2130, <16 x float> %2095, <16 x float> %2090)
  %2132 = add i64 %2097, %2045
  %2133 = icmp slt i64 %2132, 0
  %2134 = sub nsw i64 0, %2132
  %2135 = select i1 %2133, i64 %2134, i64 0
  %2136 = sub nsw i64 %7, %2132
  %2137 = call i64 @llvm.smin.i64(i64 %2136, i64 %2047)
  %2138 = call i64 @llvm.smin.i64(i64 %2137, i64 32)
  %2139 = icmp sgt i64 %2138, %2135
  %2140 = select i1 %2074, i1 %2139, i1 false
  %2141 = select i1 %2140, i64 %2135, i64 0
  %2142 = select i1 %2140, i64 %2138, i64 0
  %2143 = getelementptr inbounds float, ptr %2077, i64 %2132
  %2144 = icmp sgt i64 %2142, %2141
  br i1 %2144, label %2145, label %2154

2145:                                             ; preds = %2120
  %2146 = icmp sgt i64 %2142, 31
  %2147 = trunc i64 %2142 to i32
  %2148 = shl nsw i32 -1, %2147
  %2149 = xor i32 %2148, -1
  %2150 = select i1 %2146, i32 -1, i32 %2149
  %2151 = trunc i64 %2141 to i32
  %2152 = shl nsw i32 -1, %2151
  %2153 = and i32 %2150, %2152
  br label %2154

2154:                                             ; preds = %2145, %2120
  %2155 = phi i32 [ %2153, %2145 ], [ 0, %2120 ]
  %2156 = trunc i32 %2155 to i16
  %2157 = bitcast i16 %2156 to <16 x i1>
  %2158 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %2143, <16 x i1> %2157, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2159 = lshr i32 %2155, 16
  %2160 = trunc nuw i32 %2159 to i16
  %2161 = getelementptr inbounds nuw i8, ptr %2143, i64 64
  %2162 = bitcast i16 %2160 to <16 x i1>
  %2163 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %2161, <16 x i1> %2162, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2164 = shufflevector <16 x float> %2158, <16 x float> %2163, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %2165 = call <16 x float> @llvm.fma.v16f32(<16 x float> %2164, <16 x float> %2095, <16 x float> %2089)
  %2166 = add i64 %2097, %2050
  %2167 = icmp slt i64 %2166, 0
  %2168 = sub nsw i64 0, %2166
  %2169 = select i1 %2167, i64 %2168, i64 0
  %2170 = sub nsw i64 %7, %2166
  %2171 = call i64 @llvm.smin.i64(i64 %2170, i64 %2052)
  %2172 = call i64 @llvm.smin.i64(i64 %2171, i64 32)
  %2173 = icmp sgt i64 %2172, %2169
  %2174 = select i1 %2074, i1 %2173, i1 false
  %2175 = select i1 %2174, i64 %2169, i64 0
  %2176 = select i1 %2174, i64 %2172, i64 0
  %2177 = getelementptr inbounds float, ptr %2077, i64 %2166
  %2178 = icmp sgt i64 %2176, %2175
  br i1 %2178, label %2179, label %2188

2179:                                             ; preds = %2154
  %2180 = icmp sgt i64 %2176, 31
  %2181 = trunc i64 %2176 to i32
  %2182 = shl nsw i32 -1, %2181
  %2183 = xor i32 %2182, -1
  %2184 = select i1 %2180, i32 -1, i32 %2183
  %2185 = trunc i64 %2175 to i32
  %2186 = shl nsw i32 -1, %2185
  %2187 = and i32 %2184, %2186
  br label %2188

2188:                                             ; preds = %2179, %2154
  %2189 = phi i32 [ %2187, %2179 ], [ 0, %2154 ]
  %2190 = trunc i32 %2189 to i16
  %2191 = bitcast i16 %2190 to <16 x i1>
  %2192 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %2177, <16 x i1> %2191, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2193 = lshr i32 %2189, 16
  %2194 = trunc nuw i32 %2193 to i16
  %2195 = getelementptr inbounds nuw i8, ptr %2177, i64 64
  %2196 = bitcast i16 %2194 to <16 x i1>
  %2197 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %2195, <16 x i1> %2196, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2198 = shufflevector <16 x float> %2192, <16 x float> %2197, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %2199 = call <16 x float> @llvm.fma.v16f32(<16 x float> %2198, <16 x float> %2095, <16 x float> %2088)
  %2200 = add nuw nsw i64 %2091, 1
  %2201 = icmp eq i64 %2200, %11
  br i1 %2201, label %2081, label %2087

2202:                                             ; preds = %2053
  %2203 = load float, ptr %1542, align 4
  %2204 = insertelement <16 x float> poison, float %2203, i64 0
  %2205 = shufflevector <16 x float> %2204, <16 x float> poison, <16 x i32> zeroinitializer
  %2206 = fadd <16 x float> %2056, %2205
  br label %2207

2207:                                             ; preds = %2202, %2053
  %2208 = phi <16 x float> [ %2206, %2202 ], [ %2056, %2053 ]
  %2209 = select i1 %1619, ptr null, ptr %2058
  %2210 = bitcast i16 %2064 to <16 x i1>
  switch i64 %1202, label %535 [
    i64 1, label %2211
    i64 2, label %2214
    i64 3, label %2221
    i64 0, label %2266
  ]

2211:                                             ; preds = %2207
  %2212 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2209, <16 x i1> %2210, <16 x float> zeroinitializer)
  %2213 = fadd <16 x float> %2208, %2212
  br label %2228

2214:                                             ; preds = %2207
  %2215 = bitcast <16 x float> %2208 to <8 x i64>
  %2216 = or <8 x i64> %2215, %1170
  %2217 = fcmp oeq <16 x float> %2208, %47
  %2218 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2208, i32 4)
  %2219 = bitcast <8 x i64> %2216 to <16 x float>
  %2220 = select <16 x i1> %2217, <16 x float> %2219, <16 x float> %2218
  br label %2228

2221:                                             ; preds = %2207
  %2222 = bitcast <16 x float> %2208 to <8 x i64>
  %2223 = and <8 x i64> %2222, %1169
  %2224 = fcmp oeq <16 x float> %2208, %44
  %2225 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2208, i32 4)
  %2226 = bitcast <8 x i64> %2223 to <16 x float>
  %2227 = select <16 x i1> %2224, <16 x float> %2226, <16 x float> %2225
  br label %2228

2228:                                             ; preds = %2221, %2214, %2211
  %2229 = phi <16 x float> [ %2213, %2211 ], [ %2220, %2214 ], [ %2227, %2221 ]
  switch i64 %1204, label %535 [
    i64 1, label %2244
    i64 2, label %2237
    i64 3, label %2230
    i64 0, label %2266
  ]

2230:                                             ; preds = %2228
  %2231 = bitcast <16 x float> %2229 to <8 x i64>
  %2232 = and <8 x i64> %2231, %1169
  %2233 = fcmp oeq <16 x float> %2229, %44
  %2234 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2229, i32 4)
  %2235 = bitcast <8 x i64> %2232 to <16 x float>
  %2236 = select <16 x i1> %2233, <16 x float> %2235, <16 x float> %2234
  br label %2247

2237:                                             ; preds = %2228
  %2238 = bitcast <16 x float> %2229 to <8 x i64>
  %2239 = or <8 x i64> %2238, %1170
  %2240 = fcmp oeq <16 x float> %2229, %47
  %2241 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2229, i32 4)
  %2242 = bitcast <8 x i64> %2239 to <16 x float>
  %2243 = select <16 x i1> %2240, <16 x float> %2242, <16 x float> %2241
  br label %2247

2244:                                             ; preds = %2228
  %2245 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2209, <16 x i1> %2210, <16 x float> zeroinitializer)
  %2246 = fadd <16 x float> %2229, %2245
  br label %2247

2247:                                             ; preds = %2244, %2237, %2230
  %2248 = phi <16 x float> [ %2246, %2244 ], [ %2243, %2237 ], [ %2236, %2230 ]
  switch i64 %1206, label %535 [
    i64 1, label %2263
    i64 2, label %2256
    i64 3, label %2249
    i64 0, label %2266
  ]

2249:                                             ; preds = %2247
  %2250 = bitcast <16 x float> %2248 to <8 x i64>
  %2251 = and <8 x i64> %2250, %1169
  %2252 = fcmp oeq <16 x float> %2248, %44
  %2253 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2248, i32 4)
  %2254 = bitcast <8 x i64> %2251 to <16 x float>
  %2255 = select <16 x i1> %2252, <16 x float> %2254, <16 x float> %2253
  br label %2266

2256:                                             ; preds = %2247
  %2257 = bitcast <16 x float> %2248 to <8 x i64>
  %2258 = or <8 x i64> %2257, %1170
  %2259 = fcmp oeq <16 x float> %2248, %47
  %2260 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2248, i32 4)
  %2261 = bitcast <8 x i64> %2258 to <16 x float>
  %2262 = select <16 x i1> %2259, <16 x float> %2261, <16 x float> %2260
  br label %2266

2263:                                             ; preds = %2247
  %2264 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2209, <16 x i1> %2210, <16 x float> zeroinitializer)
  %2265 = fadd <16 x float> %2248, %2264
  br label %2266

2266:                                             ; preds = %2249, %2256, %2263, %2247, %2228, %2207
  %2267 = phi <16 x float> [ %2248, %2247 ], [ %2208, %2207 ], [ %2229, %2228 ], [ %2265, %2263 ], [ %2262, %2256 ], [ %2255, %2249 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %2267, ptr align 1 %2057, <16 x i1> %2210)
  %2268 = or disjoint i64 %1624, 16
  %2269 = sub nsw i64 %9, %2268
  %2270 = icmp sgt i64 %2269, 15
  %2271 = trunc i64 %2269 to i32
  %2272 = shl nsw i32 -1, %2271
  %2273 = trunc i32 %2272 to i16
  %2274 = xor i16 %2273, -1
  %2275 = select i1 %2270, i16 -1, i16 %2274
  br i1 %1605, label %2281, label %2276

2276:                                             ; preds = %2266
  %2277 = load float, ptr %1542, align 4
  %2278 = insertelement <16 x float> poison, float %2277, i64 0
  %2279 = shufflevector <16 x float> %2278, <16 x float> poison, <16 x i32> zeroinitializer
  %2280 = fadd <16 x float> %2055, %2279
  br label %2281

2281:                                             ; preds = %2276, %2266
  %2282 = phi <16 x float> [ %2280, %2276 ], [ %2055, %2266 ]
  %2283 = getelementptr inbounds nuw i8, ptr %2057, i64 64
  %2284 = getelementptr inbounds nuw i8, ptr %2058, i64 64
  %2285 = select i1 %1619, ptr null, ptr %2284
  %2286 = bitcast i16 %2275 to <16 x i1>
  switch i64 %1202, label %535 [
    i64 1, label %2301
    i64 2, label %2294
    i64 3, label %2287
    i64 0, label %2342
  ]

2287:                                             ; preds = %2281
  %2288 = bitcast <16 x float> %2282 to <8 x i64>
  %2289 = and <8 x i64> %2288, %1169
  %2290 = fcmp oeq <16 x float> %2282, %44
  %2291 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2282, i32 4)
  %2292 = bitcast <8 x i64> %2289 to <16 x float>
  %2293 = select <16 x i1> %2290, <16 x float> %2292, <16 x float> %2291
  br label %2304

2294:                                             ; preds = %2281
  %2295 = bitcast <16 x float> %2282 to <8 x i64>
  %2296 = or <8 x i64> %2295, %1170
  %2297 = fcmp oeq <16 x float> %2282, %47
  %2298 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2282, i32 4)
  %2299 = bitcast <8 x i64> %2296 to <16 x float>
  %2300 = select <16 x i1> %2297, <16 x float> %2299, <16 x float> %2298
  br label %2304

2301:                                             ; preds = %2281
  %2302 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2285, <16 x i1> %2286, <16 x float> zeroinitializer)
  %2303 = fadd <16 x float> %2282, %2302
  br label %2304

2304:                                             ; preds = %2301, %2294, %2287
  %2305 = phi <16 x float> [ %2303, %2301 ], [ %2300, %2294 ], [ %2293, %2287 ]
  switch i64 %1208, label %535 [
    i64 1, label %2320
    i64 2, label %2313
    i64 3, label %2306
    i64 0, label %2342
  ]

2306:                                             ; preds = %2304
  %2307 = bitcast <16 x float> %2305 to <8 x i64>
  %2308 = and <8 x i64> %2307, %1169
  %2309 = fcmp oeq <16 x float> %2305, %44
  %2310 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2305, i32 4)
  %2311 = bitcast <8 x i64> %2308 to <16 x float>
  %2312 = select <16 x i1> %2309, <16 x float> %2311, <16 x float> %2310
  br label %2323

2313:                                             ; preds = %2304
  %2314 = bitcast <16 x float> %2305 to <8 x i64>
  %2315 = or <8 x i64> %2314, %1170
  %2316 = fcmp oeq <16 x float> %2305, %47
  %2317 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2305, i32 4)
  %2318 = bitcast <8 x i64> %2315 to <16 x float>
  %2319 = select <16 x i1> %2316, <16 x float> %2318, <16 x float> %2317
  br label %2323

2320:                                             ; preds = %2304
  %2321 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2285, <16 x i1> %2286, <16 x float> zeroinitializer)
  %2322 = fadd <16 x float> %2305, %2321
  br label %2323

2323:                                             ; preds = %2320, %2313, %2306
  %2324 = phi <16 x float> [ %2322, %2320 ], [ %2319, %2313 ], [ %2312, %2306 ]
  switch i64 %1210, label %535 [
    i64 1, label %2339
    i64 2, label %2332
    i64 3, label %2325
    i64 0, label %2342
  ]

2325:                                             ; preds = %2323
  %2326 = bitcast <16 x float> %2324 to <8 x i64>
  %2327 = and <8 x i64> %2326, %1169
  %2328 = fcmp oeq <16 x float> %2324, %44
  %2329 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2324, i32 4)
  %2330 = bitcast <8 x i64> %2327 to <16 x float>
  %2331 = select <16 x i1> %2328, <16 x float> %2330, <16 x float> %2329
  br label %2342

2332:                                             ; preds = %2323
  %2333 = bitcast <16 x float> %2324 to <8 x i64>
  %2334 = or <8 x i64> %2333, %1170
  %2335 = fcmp oeq <16 x float> %2324, %47
  %2336 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2324, i32 4)
  %2337 = bitcast <8 x i64> %2334 to <16 x float>
  %2338 = select <16 x i1> %2335, <16 x float> %2337, <16 x float> %2336
  br label %2342

2339:                                             ; preds = %2323
  %2340 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2285, <16 x i1> %2286, <16 x float> zeroinitializer)
  %2341 = fadd <16 x float> %2324, %2340
  br label %2342

2342:                                             ; preds = %2325, %2332, %2339, %2323, %2304, %2281
  %2343 = phi <16 x float> [ %2324, %2323 ], [ %2282, %2281 ], [ %2305, %2304 ], [ %2341, %2339 ], [ %2338, %2332 ], [ %2331, %2325 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %2343, ptr nonnull align 1 %2283, <16 x i1> %2286)
  %2344 = or disjoint i64 %1624, 32
  %2345 = sub nsw i64 %9, %2344
  %2346 = icmp sgt i64 %2345, 15
  %2347 = trunc i64 %2345 to i32
  %2348 = shl nsw i32 -1, %2347
  %2349 = trunc i32 %2348 to i16
  %2350 = xor i16 %2349, -1
  %2351 = select i1 %2346, i16 -1, i16 %2350
  br i1 %1605, label %2357, label %2352

2352:                                             ; preds = %2342
  %2353 = load float, ptr %1542, align 4
  %2354 = insertelement <16 x float> poison, float %2353, i64 0
  %2355 = shufflevector <16 x float> %2354, <16 x float> poison, <16 x i32> zeroinitializer
  %2356 = fadd <16 x float> %2054, %2355
  br label %2357

2357:                                             ; preds = %2352, %2342
  %2358 = phi <16 x float> [ %2356, %2352 ], [ %2054, %2342 ]
  %2359 = getelementptr inbounds nuw i8, ptr %2057, i64 128
  %2360 = getelementptr inbounds nuw i8, ptr %2058, i64 128
  %2361 = select i1 %1619, ptr null, ptr %2360
  %2362 = bitcast i16 %2351 to <16 x i1>
  switch i64 %1202, label %535 [
    i64 1, label %2377
    i64 2, label %2370
    i64 3, label %2363
    i64 0, label %2418
  ]

2363:                                             ; preds = %2357
  %2364 = bitcast <16 x float> %2358 to <8 x i64>
  %2365 = and <8 x i64> %2364, %1169
  %2366 = fcmp oeq <16 x float> %2358, %44
  %2367 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2358, i32 4)
  %2368 = bitcast <8 x i64> %2365 to <16 x float>
  %2369 = select <16 x i1> %2366, <16 x float> %2368, <16 x float> %2367
  br label %2380

2370:                                             ; preds = %2357
  %2371 = bitcast <16 x float> %2358 to <8 x i64>
  %2372 = or <8 x i64> %2371, %1170
  %2373 = fcmp oeq <16 x float> %2358, %47
  %2374 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2358, i32 4)
  %2375 = bitcast <8 x i64> %2372 to <16 x float>
  %2376 = select <16 x i1> %2373, <16 x float> %2375, <16 x float> %2374
  br label %2380

2377:                                             ; preds = %2357
  %2378 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2361, <16 x i1> %2362, <16 x float> zeroinitializer)
  %2379 = fadd <16 x float> %2358, %2378
  br label %2380

2380:                                             ; preds = %2377, %2370, %2363
  %2381 = phi <16 x float> [ %2379, %2377 ], [ %2376, %2370 ], [ %2369, %2363 ]
  switch i64 %1212, label %535 [
    i64 1, label %2396
    i64 2, label %2389
    i64 3, label %2382
    i64 0, label %2418
  ]

2382:                                             ; preds = %2380
  %2383 = bitcast <16 x float> %2381 to <8 x i64>
  %2384 = and <8 x i64> %2383, %1169
  %2385 = fcmp oeq <16 x float> %2381, %44
  %2386 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2381, i32 4)
  %2387 = bitcast <8 x i64> %2384 to <16 x float>
  %2388 = select <16 x i1> %2385, <16 x float> %2387, <16 x float> %2386
  br label %2399

2389:                                             ; preds = %2380
  %2390 = bitcast <16 x float> %2381 to <8 x i64>
  %2391 = or <8 x i64> %2390, %1170
  %2392 = fcmp oeq <16 x float> %2381, %47
  %2393 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2381, i32 4)
  %2394 = bitcast <8 x i64> %2391 to <16 x float>
  %2395 = select <16 x i1> %2392, <16 x float> %2394, <16 x float> %2393
  br label %2399

2396:                                             ; preds = %2380
  %2397 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2361, <16 x i1> %2362, <16 x float> zeroinitializer)
  %2398 = fadd <16 x float> %2381, %2397
  br label %2399

2399:                                             ; preds = %2396, %2389, %2382
  %2400 = phi <16 x float> [ %2398, %2396 ], [ %2395, %2389 ], [ %2388, %2382 ]
  switch i64 %1214, label %535 [
    i64 1, label %2415
    i64 2, label %2408
    i64 3, label %2401
    i64 0, label %2418
  ]

2401:                                             ; preds = %2399
  %2402 = bitcast <16 x float> %2400 to <8 x i64>
  %2403 = and <8 x i64> %2402, %1169
  %2404 = fcmp oeq <16 x float> %2400, %44
  %2405 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2400, i32 4)
  %2406 = bitcast <8 x i64> %2403 to <16 x float>
  %2407 = select <16 x i1> %2404, <16 x float> %2406, <16 x float> %2405
  br label %2418

2408:                                             ; preds = %2399
  %2409 = bitcast <16 x float> %2400 to <8 x i64>
  %2410 = or <8 x i64> %2409, %1170
  %2411 = fcmp oeq <16 x float> %2400, %47
  %2412 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2400, i32 4)
  %2413 = bitcast <8 x i64> %2410 to <16 x float>
  %2414 = select <16 x i1> %2411, <16 x float> %2413, <16 x float> %2412
  br label %2418

2415:                                             ; preds = %2399
  %2416 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2361, <16 x i1> %2362, <16 x float> zeroinitializer)
  %2417 = fadd <16 x float> %2400, %2416
  br label %2418

2418:                                             ; preds = %2401, %2408, %2415, %2399, %2380, %2357
  %2419 = phi <16 x float> [ %2400, %2399 ], [ %2358, %2357 ], [ %2381, %2380 ], [ %2417, %2415 ], [ %2414, %2408 ], [ %2407, %2401 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %2419, ptr nonnull align 1 %2359, <16 x i1> %2362)
  br label %2921

2420:                                             ; preds = %1623
  br i1 %1167, label %2421, label %2440

2421:                                             ; preds = %2420
  %2422 = shl nuw nsw i64 %1624, 1
  %2423 = shl nsw i64 %1625, 1
  %2424 = add nsw i64 %2423, -1
  %2425 = or disjoint i64 %1624, 16
  %2426 = sub nsw i64 %9, %2425
  %2427 = shl nuw nsw i64 %2425, 1
  %2428 = shl nsw i64 %2426, 1
  %2429 = add nsw i64 %2428, -1
  %2430 = or disjoint i64 %1624, 32
  %2431 = sub nsw i64 %9, %2430
  %2432 = shl nuw nsw i64 %2430, 1
  %2433 = shl nsw i64 %2431, 1
  %2434 = add nsw i64 %2433, -1
  %2435 = or disjoint i64 %1624, 48
  %2436 = sub nsw i64 %9, %2435
  %2437 = shl nuw nsw i64 %2435, 1
  %2438 = shl nsw i64 %2436, 1
  %2439 = add nsw i64 %2438, -1
  br label %2453

2440:                                             ; preds = %2470, %2420
  %2441 = phi <16 x float> [ zeroinitializer, %2420 ], [ %2471, %2470 ]
  %2442 = phi <16 x float> [ zeroinitializer, %2420 ], [ %2472, %2470 ]
  %2443 = phi <16 x float> [ zeroinitializer, %2420 ], [ %2473, %2470 ]
  %2444 = phi <16 x float> [ zeroinitializer, %2420 ], [ %2474, %2470 ]
  %2445 = getelementptr inbounds nuw float, ptr %1613, i64 %1624
  %2446 = getelementptr inbounds nuw float, ptr %1615, i64 %1624
  %2447 = icmp sgt i64 %1625, 15
  %2448 = trunc i64 %1625 to i32
  %2449 = shl nsw i32 -1, %2448
  %2450 = trunc i32 %2449 to i16
  %2451 = xor i16 %2450, -1
  %2452 = select i1 %2447, i16 -1, i16 %2451
  br i1 %1605, label %2632, label %2627

2453:                                             ; preds = %2421, %2470
  %2454 = phi <16 x float> [ zeroinitializer, %2421 ], [ %2471, %2470 ]
  %2455 = phi <16 x float> [ zeroinitializer, %2421 ], [ %2472, %2470 ]
  %2456 = phi <16 x float> [ zeroinitializer, %2421 ], [ %2473, %2470 ]
  %2457 = phi <16 x float> [ zeroinitializer, %2421 ], [ %2474, %2470 ]
  %2458 = phi i64 [ 0, %2421 ], [ %2475, %2470 ]
  %2459 = mul nsw i64 %2458, %14
  %2460 = add i64 %1618, %2459
  %2461 = icmp sgt i64 %2460, -1
  %2462 = icmp slt i64 %2460, %6
  %2463 = and i1 %2461, %2462
  %2464 = select i1 %2463, i64 %2460, i64 0
  %2465 = mul nsw i64 %2464, %7
  %2466 = getelementptr inbounds float, ptr %1539, i64 %2465
  br i1 %1168, label %2467, label %2470

2467:                                             ; preds = %2453
  %2468 = mul nuw nsw i64 %2458, %11
  %2469 = getelementptr inbounds nuw float, ptr %1541, i64 %2468
  br label %2477

2470:                                             ; preds = %2613, %2453
  %2471 = phi <16 x float> [ %2454, %2453 ], [ %2624, %2613 ]
  %2472 = phi <16 x float> [ %2455, %2453 ], [ %2590, %2613 ]
  %2473 = phi <16 x float> [ %2456, %2453 ], [ %2556, %2613 ]
  %2474 = phi <16 x float> [ %2457, %2453 ], [ %2522, %2613 ]
  %2475 = add nuw nsw i64 %2458, 1
  %2476 = icmp eq i64 %2475, %10
  br i1 %2476, label %2440, label %2453

2477:                                             ; preds = %2467, %2613
  %2478 = phi <16 x float> [ %2454, %2467 ], [ %2624, %2613 ]
  %2479 = phi <16 x float> [ %2455, %2467 ], [ %2590, %2613 ]
  %2480 = phi <16 x float> [ %2456, %2467 ], [ %2556, %2613 ]
  %2481 = phi <16 x float> [ %2457, %2467 ], [ %2522, %2613 ]
  %2482 = phi i64 [ 0, %2467 ], [ %2625, %2613 ]
  %2483 = getelementptr inbounds nuw float, ptr %2469, i64 %2482
  %2484 = load float, ptr %2483, align 4
  %2485 = insertelement <16 x float> poison, float %2484, i64 0
  %2486 = shufflevector <16 x float> %2485, <16 x float> poison, <16 x i32> zeroinitializer
  %2487 = mul nsw i64 %2482, %15
  %2488 = sub i64 %2487, %17
  %2489 = add i64 %2488, %2422
  %2490 = icmp slt i64 %2489, 0
  %2491 = sub nsw i64 0, %2489
  %2492 = select i1 %2490, i64 %2491, i64 0
  %2493 = sub nsw i64 %7, %2489
  %2494 = call i64 @llvm.smin.i64(i64 %2493, i64 %2424)
  %2495 = call i64 @llvm.smin.i64(i64 %2494, i64 32)
  %2496 = icmp sgt i64 %2495, %2492
  %2497 = select i1 %2463, i1 %2496, i1 false
  %2498 = select i1 %2497, i64 %2492, i64 0
  %2499 = select i1 %2497, i64 %2495, i64 0
  %2500 = getelementptr inbounds float, ptr %2466, i64 %2489
  %2501 = icmp sgt i64 %2499, %2498
  br i1 %2501, label %2502, label %2511

2502:                                             ; preds = %2477
  %2503 = icmp sgt i64 %2499, 31
  %2504 = trunc i64 %2499 to i32
  %2505 = shl nsw i32 -1, %2504
  %2506 = xor i32 %2505, -1
  %2507 = select i1 %2503, i32 -1, i32 %2506
  %2508 = trunc i64 %2498 to i32
  %2509 = shl nsw i32 -1, %2508
  %2510 = and i32 %2507, %2509
  br label %2511

2511:                                             ; preds = %2502, %2477
  %2512 = phi i32 [ %2510, %2502 ], [ 0, %2477 ]
  %2513 = trunc i32 %2512 to i16
  %2514 = bitcast i16 %2513 to <16 x i1>
  %2515 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %2500, <16 x i1> %2514, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2516 = lshr i32 %2512, 16
  %2517 = trunc nuw i32 %2516 to i16
  %2518 = getelementptr inbounds nuw i8, ptr %2500, i64 64
  %2519 = bitcast i16 %2517 to <16 x i1>
  %2520 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %2518, <16 x i1> %2519, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2521 = shufflevector <16 x float> %2515, <16 x float> %2520, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %2522 = call <16 x float> @llvm.fma.v16f32(<16 x float> %2521, <16 x float> %2486, <16 x float> %2481)
  %2523 = add i64 %2488, %2427
  %2524 = icmp slt i64 %2523, 0
  %2525 = sub nsw i64 0, %2523
  %2526 = select i1 %2524, i64 %2525, i64 0
  %2527 = sub nsw i64 %7, %2523
  %2528 = call i64 @llvm.smin.i64(i64 %2527, i64 %2429)
  %2529 = call i64 @llvm.smin.i64(i64 %2528, i64 32)
  %2530 = icmp sgt i64 %2529, %2526
  %2531 = select i1 %2463, i1 %2530, i1 false
  %2532 = select i1 %2531, i64 %2526, i64 0
  %2533 = select i1 %2531, i64 %2529, i64 0
  %2534 = getelementptr inbounds float, ptr %2466, i64 %2523
  %2535 = icmp sgt i64 %2533, %2532
  br i1 %2535, label %2536, label %2545

2536:                                             ; preds = %2511
  %2537 = icmp sgt i64 %2533, 31
  %2538 = trunc i64 %2533 to i32
  %2539 = shl nsw i32 -1, %2538
  %2540 = xor i32 %2539, -1
  %2541 = select i1 %2537, i32 -1, i32 %2540
  %2542 = trunc i64 %2532 to i32
  %2543 = shl nsw i32 -1, %2542
  %2544 = and i32 %2541, %2543
  br label %2545

2545:                                             ; preds = %2536, %2511
  %2546 = phi i32 [ %2544, %2536 ], [ 0, %2511 ]
  %2547 = trunc i32 %2546 to i16
  %2548 = bitcast i16 %2547 to <16 x i1>
  %2549 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %2534, <16 x i1> %2548, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2550 = lshr i32 %2546, 16
  %2551 = trunc nuw i32 %2550 to i16
  %2552 = getelementptr inbounds nuw i8, ptr %2534, i64 64
  %2553 = bitcast i16 %2551 to <16 x i1>
  %2554 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %2552, <16 x i1> %2553, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2555 = shufflevector <16 x float> %2549, <16 x float> %2554, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %2556 = call <16 x float> @llvm.fma.v16f32(<16 x float> %2555, <16 x float> %2486, <16 x float> %2480)
  %2557 = add i64 %2488, %2432
  %2558 = icmp slt i64 %2557, 0
  %2559 = sub nsw i64 0, %2557
  %2560 = select i1 %2558, i64 %2559, i64 0
  %2561 = sub nsw i64 %7, %2557
  %2562 = call i64 @llvm.smin.i64(i64 %2561, i64 %2434)
  %2563 = call i64 @llvm.smin.i64(i64 %2562, i64 32)
  %2564 = icmp sgt i64 %2563, %2560
  %2565 = select i1 %2463, i1 %2564, i1 false
  %2566 = select i1 %2565, i64 %2560, i64 0
  %2567 = select i1 %2565, i64 %2563, i64 0
  %2568 = getelementptr inbounds float, ptr %2466, i64 %2557
  %2569 = icmp sgt i64 %2567, %2566
  br i1 %2569, label %2570, label %2579

2570:                                             ; preds = %2545
  %2571 = icmp sgt i64 %2567, 31
  %2572 = trunc i64 %2567 to i32
  %2573 = shl nsw i32 -1, %2572
  %2574 = xor i32 %2573, -1
  %2575 = select i1 %2571, i32 -1, i32 %2574
  %2576 = trunc i64 %2566 to i32
  %2577 = shl nsw i32 -1, %2576
  %2578 = and i32 %2575, %2577
  br label %2579

2579:                                             ; preds = %2570, %2545
  %2580 = phi i32 [ %2578, %2570 ], [ 0, %2545 ]
  %2581 = trunc i32 %2580 to i16
  %2582 = bitcast i16 %2581 to <16 x i1>
  %2583 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %2568, <16 x i1> %2582, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2584 = lshr i32 %2580, 16
  %2585 = trunc nuw i32 %2584 to i16
  %2586 = getelementptr inbounds nuw i8, ptr %2568, i64 64
  %2587 = bitcast i16 %2585 to <16 x i1>
  %2588 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %2586, <16 x i1> %2587, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2589 = shufflevector <16 x float> %2583, <16 x float> %2588, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %2590 = call <16 x float> @llvm.fma.v16f32(<16 x float> %2589, <16 x float> %2486, <16 x float> %2479)
  %2591 = add i64 %2488, %2437
  %2592 = icmp slt i64 %2591, 0
  %2593 = sub nsw i64 0, %2591
  %2594 = select i1 %2592, i64 %2593, i64 0
  %2595 = sub nsw i64 %7, %2591
  %2596 = call i64 @llvm.smin.i64(i64 %2595, i64 %2439)
  %2597 = call i64 @llvm.smin.i64(i64 %2596, i64 32)
  %2598 = icmp sgt i64 %2597, %2594
  %2599 = select i1 %2463, i1 %2598, i1 false
  %2600 = select i1 %2599, i64 %2594, i64 0
  %2601 = select i1 %2599, i64 %2597, i64 0
  %2602 = getelementptr inbounds float, ptr %2466, i64 %2591
  %2603 = icmp sgt i64 %2601, %2600
  br i1 %2603, label %2604, label %2613

2604:                                             ; preds = %2579
  %2605 = icmp sgt i64 %2601, 31
  %2606 = trunc i64 %2601 to i32
  %2607 = shl nsw i32 -1, %2606
  %2608 = xor i32 %2607, -1
  %2609 = select i1 %2605, i32 -1, i32 %2608
  %2610 = trunc i64 %2600 to i32
  %2611 = shl nsw i32 -1, %2610
  %2612 = and i32 %2609, %2611
  br label %2613

2613:                                             ; preds = %2604, %2579
  %2614 = phi i32 [ %2612, %2604 ], [ 0, %2579 ]
  %2615 = trunc i32 %2614 to i16
  %2616 = bitcast i16 %2615 to <16 x i1>
  %2617 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %2602, <16 x i1> %2616, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2618 = lshr i32 %2614, 16
  %2619 = trunc nuw i32 %2618 to i16
  %2620 = getelementptr inbounds nuw i8, ptr %2602, i64 64
  %2621 = bitcast i16 %2619 to <16 x i1>
  %2622 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %2620, <16 x i1> %2621, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2623 = shufflevector <16 x float> %2617, <16 x float> %2622, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %2624 = call <16 x float> @llvm.fma.v16f32(<16 x float> %2623, <16 x float> %2486, <16 x float> %2478)
  %2625 = add nuw nsw i64 %2482, 1
  %2626 = icmp eq i64 %2625, %11
  br i1 %2626, label %2470, label %2477

2627:                                             ; preds = %2440
  %2628 = load float, ptr %1542, align 4
  %2629 = insertelement <16 x float> poison, float %2628, i64 0
  %2630 = shufflevector <16 x float> %2629, <16 x float> poison, <16 x i32> zeroinitializer
  %2631 = fadd <16 x float> %2444, %2630
  br label %2632

2632:                                             ; preds = %2627, %2440
  %2633 = phi <16 x float> [ %2631, %2627 ], [ %2444, %2440 ]
  %2634 = select i1 %1619, ptr null, ptr %2446
  %2635 = bitcast i16 %2452 to <16 x i1>
  switch i64 %1185, label %535 [
    i64 1, label %2636
    i64 2, label %2639
    i64 3, label %2646
    i64 0, label %2691
  ]

2636:                                             ; preds = %2632
  %2637 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2634, <16 x i1> %2635, <16 x float> zeroinitializer)
  %2638 = fadd <16 x float> %2633, %2637
  br label %2653

2639:                                             ; preds = %2632
  %2640 = bitcast <16 x float> %2633 to <8 x i64>
  %2641 = or <8 x i64> %2640, %1170
  %2642 = fcmp oeq <16 x float> %2633, %47
  %2643 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2633, i32 4)
  %2644 = bitcast <8 x i64> %2641 to <16 x float>
  %2645 = select <16 x i1> %2642, <16 x float> %2644, <16 x float> %2643
  br label %2653

2646:                                             ; preds = %2632
  %2647 = bitcast <16 x float> %2633 to <8 x i64>
  %2648 = and <8 x i64> %2647, %1169
  %2649 = fcmp oeq <16 x float> %2633, %44
  %2650 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2633, i32 4)
  %2651 = bitcast <8 x i64> %2648 to <16 x float>
  %2652 = select <16 x i1> %2649, <16 x float> %2651, <16 x float> %2650
  br label %2653

2653:                                             ; preds = %2646, %2639, %2636
  %2654 = phi <16 x float> [ %2638, %2636 ], [ %2645, %2639 ], [ %2652, %2646 ]
  switch i64 %1187, label %535 [
    i64 1, label %2669
    i64 2, label %2662
    i64 3, label %2655
    i64 0, label %2691
  ]

2655:                                             ; preds = %2653
  %2656 = bitcast <16 x float> %2654 to <8 x i64>
  %2657 = and <8 x i64> %2656, %1169
  %2658 = fcmp oeq <16 x float> %2654, %44
  %2659 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2654, i32 4)
  %2660 = bitcast <8 x i64> %2657 to <16 x float>
  %2661 = select <16 x i1> %2658, <16 x float> %2660, <16 x float> %2659
  br label %2672

2662:                                             ; preds = %2653
  %2663 = bitcast <16 x float> %2654 to <8 x i64>
  %2664 = or <8 x i64> %2663, %1170
  %2665 = fcmp oeq <16 x float> %2654, %47
  %2666 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2654, i32 4)
  %2667 = bitcast <8 x i64> %2664 to <16 x float>
  %2668 = select <16 x i1> %2665, <16 x float> %2667, <16 x float> %2666
  br label %2672

2669:                                             ; preds = %2653
  %2670 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2634, <16 x i1> %2635, <16 x float> zeroinitializer)
  %2671 = fadd <16 x float> %2654, %2670
  br label %2672

2672:                                             ; preds = %2669, %2662, %2655
  %2673 = phi <16 x float> [ %2671, %2669 ], [ %2668, %2662 ], [ %2661, %2655 ]
  switch i64 %1189, label %535 [
    i64 1, label %2688
    i64 2, label %2681
    i64 3, label %2674
    i64 0, label %2691
  ]

2674:                                             ; preds = %2672
  %2675 = bitcast <16 x float> %2673 to <8 x i64>
  %2676 = and <8 x i64> %2675, %1169
  %2677 = fcmp oeq <16 x float> %2673, %44
  %2678 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2673, i32 4)
  %2679 = bitcast <8 x i64> %2676 to <16 x float>
  %2680 = select <16 x i1> %2677, <16 x float> %2679, <16 x float> %2678
  br label %2691

2681:                                             ; preds = %2672
  %2682 = bitcast <16 x float> %2673 to <8 x i64>
  %2683 = or <8 x i64> %2682, %1170
  %2684 = fcmp oeq <16 x float> %2673, %47
  %2685 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2673, i32 4)
  %2686 = bitcast <8 x i64> %2683 to <16 x float>
  %2687 = select <16 x i1> %2684, <16 x float> %2686, <16 x float> %2685
  br label %2691

2688:                                             ; preds = %2672
  %2689 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2634, <16 x i1> %2635, <16 x float> zeroinitializer)
  %2690 = fadd <16 x float> %2673, %2689
  br label %2691

2691:                                             ; preds = %2674, %2681, %2688, %2672, %2653, %2632
  %2692 = phi <16 x float> [ %2673, %2672 ], [ %2633, %2632 ], [ %2654, %2653 ], [ %2690, %2688 ], [ %2687, %2681 ], [ %2680, %2674 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %2692, ptr align 1 %2445, <16 x i1> %2635)
  %2693 = or disjoint i64 %1624, 16
  %2694 = sub nsw i64 %9, %2693
  %2695 = icmp sgt i64 %2694, 15
  %2696 = trunc i64 %2694 to i32
  %2697 = shl nsw i32 -1, %2696
  %2698 = trunc i32 %2697 to i16
  %2699 = xor i16 %2698, -1
  %2700 = select i1 %2695, i16 -1, i16 %2699
  br i1 %1605, label %2706, label %2701

2701:                                             ; preds = %2691
  %2702 = load float, ptr %1542, align 4
  %2703 = insertelement <16 x float> poison, float %2702, i64 0
  %2704 = shufflevector <16 x float> %2703, <16 x float> poison, <16 x i32> zeroinitializer
  %2705 = fadd <16 x float> %2443, %2704
  br label %2706

2706:                                             ; preds = %2701, %2691
  %2707 = phi <16 x float> [ %2705, %2701 ], [ %2443, %2691 ]
  %2708 = getelementptr inbounds nuw i8, ptr %2445, i64 64
  %2709 = getelementptr inbounds nuw i8, ptr %2446, i64 64
  %2710 = select i1 %1619, ptr null, ptr %2709
  %2711 = bitcast i16 %2700 to <16 x i1>
  switch i64 %1185, label %535 [
    i64 1, label %2726
    i64 2, label %2719
    i64 3, label %2712
    i64 0, label %2767
  ]

2712:                                             ; preds = %2706
  %2713 = bitcast <16 x float> %2707 to <8 x i64>
  %2714 = and <8 x i64> %2713, %1169
  %2715 = fcmp oeq <16 x float> %2707, %44
  %2716 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2707, i32 4)
  %2717 = bitcast <8 x i64> %2714 to <16 x float>
  %2718 = select <16 x i1> %2715, <16 x float> %2717, <16 x float> %2716
  br label %2729

2719:                                             ; preds = %2706
  %2720 = bitcast <16 x float> %2707 to <8 x i64>
  %2721 = or <8 x i64> %2720, %1170
  %2722 = fcmp oeq <16 x float> %2707, %47
  %2723 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2707, i32 4)
  %2724 = bitcast <8 x i64> %2721 to <16 x float>
  %2725 = select <16 x i1> %2722, <16 x float> %2724, <16 x float> %2723
  br label %2729

2726:                                             ; preds = %2706
  %2727 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2710, <16 x i1> %2711, <16 x float> zeroinitializer)
  %2728 = fadd <16 x float> %2707, %2727
  br label %2729

2729:                                             ; preds = %2726, %2719, %2712
  %2730 = phi <16 x float> [ %2728, %2726 ], [ %2725, %2719 ], [ %2718, %2712 ]
  switch i64 %1191, label %535 [
    i64 1, label %2745
    i64 2, label %2738
    i64 3, label %2731
    i64 0, label %2767
  ]

2731:                                             ; preds = %2729
  %2732 = bitcast <16 x float> %2730 to <8 x i64>
  %2733 = and <8 x i64> %2732, %1169
  %2734 = fcmp oeq <16 x float> %2730, %44
  %2735 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2730, i32 4)
  %2736 = bitcast <8 x i64> %2733 to <16 x float>
  %2737 = select <16 x i1> %2734, <16 x float> %2736, <16 x float> %2735
  br label %2748

2738:                                             ; preds = %2729
  %2739 = bitcast <16 x float> %2730 to <8 x i64>
  %2740 = or <8 x i64> %2739, %1170
  %2741 = fcmp oeq <16 x float> %2730, %47
  %2742 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2730, i32 4)
  %2743 = bitcast <8 x i64> %2740 to <16 x float>
  %2744 = select <16 x i1> %2741, <16 x float> %2743, <16 x float> %2742
  br label %2748

2745:                                             ; preds = %2729
  %2746 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2710, <16 x i1> %2711, <16 x float> zeroinitializer)
  %2747 = fadd <16 x float> %2730, %2746
  br label %2748

2748:                                             ; preds = %2745, %2738, %2731
  %2749 = phi <16 x float> [ %2747, %2745 ], [ %2744, %2738 ], [ %2737, %2731 ]
  switch i64 %1193, label %535 [
    i64 1, label %2764
    i64 2, label %2757
    i64 3, label %2750
    i64 0, label %2767
  ]

2750:                                             ; preds = %2748
  %2751 = bitcast <16 x float> %2749 to <8 x i64>
  %2752 = and <8 x i64> %2751, %1169
  %2753 = fcmp oeq <16 x float> %2749, %44
  %2754 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2749, i32 4)
  %2755 = bitcast <8 x i64> %2752 to <16 x float>
  %2756 = select <16 x i1> %2753, <16 x float> %2755, <16 x float> %2754
  br label %2767

2757:                                             ; preds = %2748
  %2758 = bitcast <16 x float> %2749 to <8 x i64>
  %2759 = or <8 x i64> %2758, %1170
  %2760 = fcmp oeq <16 x float> %2749, %47
  %2761 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2749, i32 4)
  %2762 = bitcast <8 x i64> %2759 to <16 x float>
  %2763 = select <16 x i1> %2760, <16 x float> %2762, <16 x float> %2761
  br label %2767

2764:                                             ; preds = %2748
  %2765 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2710, <16 x i1> %2711, <16 x float> zeroinitializer)
  %2766 = fadd <16 x float> %2749, %2765
  br label %2767

2767:                                             ; preds = %2750, %2757, %2764, %2748, %2729, %2706
  %2768 = phi <16 x float> [ %2749, %2748 ], [ %2707, %2706 ], [ %2730, %2729 ], [ %2766, %2764 ], [ %2763, %2757 ], [ %2756, %2750 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %2768, ptr nonnull align 1 %2708, <16 x i1> %2711)
  %2769 = or disjoint i64 %1624, 32
  %2770 = sub nsw i64 %9, %2769
  %2771 = icmp sgt i64 %2770, 15
  %2772 = trunc i64 %2770 to i32
  %2773 = shl nsw i32 -1, %2772
  %2774 = trunc i32 %2773 to i16
  %2775 = xor i16 %2774, -1
  %2776 = select i1 %2771, i16 -1, i16 %2775
  br i1 %1605, label %2782, label %2777

2777:                                             ; preds = %2767
  %2778 = load float, ptr %1542, align 4
  %2779 = insertelement <16 x float> poison, float %2778, i64 0
  %2780 = shufflevector <16 x float> %2779, <16 x float> poison, <16 x i32> zeroinitializer
  %2781 = fadd <16 x float> %2442, %2780
  br label %2782

2782:                                             ; preds = %2777, %2767
  %2783 = phi <16 x float> [ %2781, %2777 ], [ %2442, %2767 ]
  %2784 = getelementptr inbounds nuw i8, ptr %2445, i64 128
  %2785 = getelementptr inbounds nuw i8, ptr %2446, i64 128
  %2786 = select i1 %1619, ptr null, ptr %2785
  %2787 = bitcast i16 %2776 to <16 x i1>
  switch i64 %1185, label %535 [
    i64 1, label %2802
    i64 2, label %2795
    i64 3, label %2788
    i64 0, label %2843
  ]

2788:                                             ; preds = %2782
  %2789 = bitcast <16 x float> %2783 to <8 x i64>
  %2790 = and <8 x i64> %2789, %1169
  %2791 = fcmp oeq <16 x float> %2783, %44
  %2792 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2783, i32 4)
  %2793 = bitcast <8 x i64> %2790 to <16 x float>
  %2794 = select <16 x i1> %2791, <16 x float> %2793, <16 x float> %2792
  br label %2805

2795:                                             ; preds = %2782
  %2796 = bitcast <16 x float> %2783 to <8 x i64>
  %2797 = or <8 x i64> %2796, %1170
  %2798 = fcmp oeq <16 x float> %2783, %47
  %2799 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2783, i32 4)
  %2800 = bitcast <8 x i64> %2797 to <16 x float>
  %2801 = select <16 x i1> %2798, <16 x float> %2800, <16 x float> %2799
  br label %2805

2802:                                             ; preds = %2782
  %2803 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2786, <16 x i1> %2787, <16 x float> zeroinitializer)
  %2804 = fadd <16 x float> %2783, %2803
  br label %2805

2805:                                             ; preds = %2802, %2795, %2788
  %2806 = phi <16 x float> [ %2804, %2802 ], [ %2801, %2795 ], [ %2794, %2788 ]
  switch i64 %1195, label %535 [
    i64 1, label %2821
    i64 2, label %2814
    i64 3, label %2807
    i64 0, label %2843
  ]

2807:                                             ; preds = %2805
  %2808 = bitcast <16 x float> %2806 to <8 x i64>
  %2809 = and <8 x i64> %2808, %1169
  %2810 = fcmp oeq <16 x float> %2806, %44
  %2811 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2806, i32 4)
  %2812 = bitcast <8 x i64> %2809 to <16 x float>
  %2813 = select <16 x i1> %2810, <16 x float> %2812, <16 x float> %2811
  br label %2824

2814:                                             ; preds = %2805
  %2815 = bitcast <16 x float> %2806 to <8 x i64>
  %2816 = or <8 x i64> %2815, %1170
  %2817 = fcmp oeq <16 x float> %2806, %47
  %2818 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2806, i32 4)
  %2819 = bitcast <8 x i64> %2816 to <16 x float>
  %2820 = select <16 x i1> %2817, <16 x float> %2819, <16 x float> %2818
  br label %2824

2821:                                             ; preds = %2805
  %2822 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2786, <16 x i1> %2787, <16 x float> zeroinitializer)
  %2823 = fadd <16 x float> %2806, %2822
  br label %2824

2824:                                             ; preds = %2821, %2814, %2807
  %2825 = phi <16 x float> [ %2823, %2821 ], [ %2820, %2814 ], [ %2813, %2807 ]
  switch i64 %1197, label %535 [
    i64 1, label %2840
    i64 2, label %2833
    i64 3, label %2826
    i64 0, label %2843
  ]

2826:                                             ; preds = %2824
  %2827 = bitcast <16 x float> %2825 to <8 x i64>
  %2828 = and <8 x i64> %2827, %1169
  %2829 = fcmp oeq <16 x float> %2825, %44
  %2830 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2825, i32 4)
  %2831 = bitcast <8 x i64> %2828 to <16 x float>
  %2832 = select <16 x i1> %2829, <16 x float> %2831, <16 x float> %2830
  br label %2843

2833:                                             ; preds = %2824
  %2834 = bitcast <16 x float> %2825 to <8 x i64>
  %2835 = or <8 x i64> %2834, %1170
  %2836 = fcmp oeq <16 x float> %2825, %47
  %2837 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2825, i32 4)
  %2838 = bitcast <8 x i64> %2835 to <16 x float>
  %2839 = select <16 x i1> %2836, <16 x float> %2838, <16 x float> %2837
  br label %2843

2840:                                             ; preds = %2824
  %2841 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2786, <16 x i1> %2787, <16 x float> zeroinitializer)
  %2842 = fadd <16 x float> %2825, %2841
  br label %2843

2843:                                             ; preds = %2826, %2833, %2840, %2824, %2805, %2782
  %2844 = phi <16 x float> [ %2825, %2824 ], [ %2783, %2782 ], [ %2806, %2805 ], [ %2842, %2840 ], [ %2839, %2833 ], [ %2832, %2826 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %2844, ptr nonnull align 1 %2784, <16 x i1> %2787)
  %2845 = or disjoint i64 %1624, 48
  %2846 = sub nsw i64 %9, %2845
  %2847 = icmp sgt i64 %2846, 15
  %2848 = trunc i64 %2846 to i32
  %2849 = shl nsw i32 -1, %2848
  %2850 = trunc i32 %2849 to i16
  %2851 = xor i16 %2850, -1
  %2852 = select i1 %2847, i16 -1, i16 %2851
  br i1 %1605, label %2858, label %2853

2853:                                             ; preds = %2843
  %2854 = load float, ptr %1542, align 4
  %2855 = insertelement <16 x float> poison, float %2854, i64 0
  %2856 = shufflevector <16 x float> %2855, <16 x float> poison, <16 x i32> zeroinitializer
  %2857 = fadd <16 x float> %2441, %2856
  br label %2858

2858:                                             ; preds = %2853, %2843
  %2859 = phi <16 x float> [ %2857, %2853 ], [ %2441, %2843 ]
  %2860 = getelementptr inbounds nuw i8, ptr %2445, i64 192
  %2861 = getelementptr inbounds nuw i8, ptr %2446, i64 192
  %2862 = select i1 %1619, ptr null, ptr %2861
  %2863 = bitcast i16 %2852 to <16 x i1>
  switch i64 %1185, label %535 [
    i64 1, label %2878
    i64 2, label %2871
    i64 3, label %2864
    i64 0, label %2919
  ]

2864:                                             ; preds = %2858
  %2865 = bitcast <16 x float> %2859 to <8 x i64>
  %2866 = and <8 x i64> %2865, %1169
  %2867 = fcmp oeq <16 x float> %2859, %44
  %2868 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2859, i32 4)
  %2869 = bitcast <8 x i64> %2866 to <16 x float>
  %2870 = select <16 x i1> %2867, <16 x float> %2869, <16 x float> %2868
  br label %2881

2871:                                             ; preds = %2858
  %2872 = bitcast <16 x float> %2859 to <8 x i64>
  %2873 = or <8 x i64> %2872, %1170
  %2874 = fcmp oeq <16 x float> %2859, %47
  %2875 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2859, i32 4)
  %2876 = bitcast <8 x i64> %2873 to <16 x float>
  %2877 = select <16 x i1> %2874, <16 x float> %2876, <16 x float> %2875
  br label %2881

2878:                                             ; preds = %2858
  %2879 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2862, <16 x i1> %2863, <16 x float> zeroinitializer)
  %2880 = fadd <16 x float> %2859, %2879
  br label %2881

2881:                                             ; preds = %2878, %2871, %2864
  %2882 = phi <16 x float> [ %2880, %2878 ], [ %2877, %2871 ], [ %2870, %2864 ]
  switch i64 %1199, label %535 [
    i64 1, label %2897
    i64 2, label %2890
    i64 3, label %2883
    i64 0, label %2919
  ]

2883:                                             ; preds = %2881
  %2884 = bitcast <16 x float> %2882 to <8 x i64>
  %2885 = and <8 x i64> %2884, %1169
  %2886 = fcmp oeq <16 x float> %2882, %44
  %2887 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2882, i32 4)
  %2888 = bitcast <8 x i64> %2885 to <16 x float>
  %2889 = select <16 x i1> %2886, <16 x float> %2888, <16 x float> %2887
  br label %2900

2890:                                             ; preds = %2881
  %2891 = bitcast <16 x float> %2882 to <8 x i64>
  %2892 = or <8 x i64> %2891, %1170
  %2893 = fcmp oeq <16 x float> %2882, %47
  %2894 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2882, i32 4)
  %2895 = bitcast <8 x i64> %2892 to <16 x float>
  %2896 = select <16 x i1> %2893, <16 x float> %2895, <16 x float> %2894
  br label %2900

2897:                                             ; preds = %2881
  %2898 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2862, <16 x i1> %2863, <16 x float> zeroinitializer)
  %2899 = fadd <16 x float> %2882, %2898
  br label %2900

2900:                                             ; preds = %2897, %2890, %2883
  %2901 = phi <16 x float> [ %2899, %2897 ], [ %2896, %2890 ], [ %2889, %2883 ]
  switch i64 %1201, label %535 [
    i64 1, label %2916
    i64 2, label %2909
    i64 3, label %2902
    i64 0, label %2919
  ]

2902:                                             ; preds = %2900
  %2903 = bitcast <16 x float> %2901 to <8 x i64>
  %2904 = and <8 x i64> %2903, %1169
  %2905 = fcmp oeq <16 x float> %2901, %44
  %2906 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2901, i32 4)
  %2907 = bitcast <8 x i64> %2904 to <16 x float>
  %2908 = select <16 x i1> %2905, <16 x float> %2907, <16 x float> %2906
  br label %2919

2909:                                             ; preds = %2900
  %2910 = bitcast <16 x float> %2901 to <8 x i64>
  %2911 = or <8 x i64> %2910, %1170
  %2912 = fcmp oeq <16 x float> %2901, %47
  %2913 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2901, i32 4)
  %2914 = bitcast <8 x i64> %2911 to <16 x float>
  %2915 = select <16 x i1> %2912, <16 x float> %2914, <16 x float> %2913
  br label %2919

2916:                                             ; preds = %2900
  %2917 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2862, <16 x i1> %2863, <16 x float> zeroinitializer)
  %2918 = fadd <16 x float> %2901, %2917
  br label %2919

2919:                                             ; preds = %2902, %2909, %2916, %2900, %2881, %2858
  %2920 = phi <16 x float> [ %2901, %2900 ], [ %2859, %2858 ], [ %2882, %2881 ], [ %2918, %2916 ], [ %2915, %2909 ], [ %2908, %2902 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %2920, ptr nonnull align 1 %2860, <16 x i1> %2863)
  br label %2921

2921:                                             ; preds = %1623, %2919, %2418, %2036, %1773
  %2922 = add nuw nsw i64 %1624, 64
  %2923 = icmp slt i64 %2922, %9
  br i1 %2923, label %1623, label %1620

2924:                                             ; preds = %1607, %8445
  %2925 = phi i64 [ %1552, %1607 ], [ %8447, %8445 ]
  %2926 = mul nsw i64 %2925, %9
  %2927 = getelementptr inbounds float, ptr %1547, i64 %2926
  %2928 = getelementptr inbounds float, ptr %1551, i64 %2926
  %2929 = select i1 %1608, ptr null, ptr %2928
  %2930 = sub nsw i64 %1554, %2925
  %2931 = icmp slt i64 %2930, %1176
  %2932 = select i1 %2931, i32 1, i32 %1175
  %2933 = icmp samesign ugt i32 %2932, 1
  br i1 %2933, label %2945, label %2934

2934:                                             ; preds = %2924
  br i1 %1166, label %2935, label %8445

2935:                                             ; preds = %2934
  %2936 = icmp eq ptr %2929, null
  %2937 = mul nsw i64 %2925, %12
  %2938 = mul nsw i64 %2925, %12
  %2939 = mul nsw i64 %2925, %12
  %2940 = mul nsw i64 %2925, %12
  %2941 = mul nsw i64 %2925, %12
  %2942 = mul nsw i64 %2925, %12
  %2943 = mul nsw i64 %2925, %12
  %2944 = mul nsw i64 %2925, %12
  br label %4766

2945:                                             ; preds = %2924
  switch i64 %1067, label %8445 [
    i64 1, label %2946
    i64 2, label %3326
    i64 4, label %4033
  ]

2946:                                             ; preds = %2945
  br i1 %1167, label %2947, label %2955

2947:                                             ; preds = %2946
  %2948 = mul nsw i64 %2925, %12
  %2949 = add nsw i64 %2925, 1
  %2950 = mul nsw i64 %2949, %12
  %2951 = add nsw i64 %2925, 2
  %2952 = mul nsw i64 %2951, %12
  %2953 = add nsw i64 %2925, 3
  %2954 = mul nsw i64 %2953, %12
  br label %2961

2955:                                             ; preds = %3000, %2946
  %2956 = phi <16 x float> [ zeroinitializer, %2946 ], [ %3001, %3000 ]
  %2957 = phi <16 x float> [ zeroinitializer, %2946 ], [ %3002, %3000 ]
  %2958 = phi <16 x float> [ zeroinitializer, %2946 ], [ %3003, %3000 ]
  %2959 = phi <16 x float> [ zeroinitializer, %2946 ], [ %3004, %3000 ]
  %2960 = icmp eq ptr %2929, null
  br i1 %1609, label %3066, label %3061

2961:                                             ; preds = %2947, %3000
  %2962 = phi <16 x float> [ zeroinitializer, %2947 ], [ %3001, %3000 ]
  %2963 = phi <16 x float> [ zeroinitializer, %2947 ], [ %3002, %3000 ]
  %2964 = phi <16 x float> [ zeroinitializer, %2947 ], [ %3003, %3000 ]
  %2965 = phi <16 x float> [ zeroinitializer, %2947 ], [ %3004, %3000 ]
  %2966 = phi i64 [ 0, %2947 ], [ %3005, %3000 ]
  %2967 = mul nsw i64 %2966, %14
  %2968 = sub i64 %2967, %16
  %2969 = add i64 %2968, %2948
  %2970 = icmp slt i64 %2969, 0
  %2971 = icmp sge i64 %2969, %6
  %2972 = or i1 %2970, %2971
  %2973 = select i1 %2972, i64 0, i64 %2969
  %2974 = mul nsw i64 %2973, %7
  %2975 = getelementptr inbounds float, ptr %1539, i64 %2974
  %2976 = add i64 %2968, %2950
  %2977 = icmp slt i64 %2976, 0
  %2978 = icmp sge i64 %2976, %6
  %2979 = or i1 %2977, %2978
  %2980 = select i1 %2979, i64 0, i64 %2976
  %2981 = mul nsw i64 %2980, %7
  %2982 = getelementptr inbounds float, ptr %1539, i64 %2981
  %2983 = add i64 %2968, %2952
  %2984 = icmp slt i64 %2983, 0
  %2985 = icmp sge i64 %2983, %6
  %2986 = or i1 %2984, %2985
  %2987 = select i1 %2986, i64 0, i64 %2983
  %2988 = mul nsw i64 %2987, %7
  %2989 = getelementptr inbounds float, ptr %1539, i64 %2988
  %2990 = add i64 %2968, %2954
  %2991 = icmp slt i64 %2990, 0
  %2992 = icmp sge i64 %2990, %6
  %2993 = or i1 %2991, %2992
  %2994 = select i1 %2993, i64 0, i64 %2990
  %2995 = mul nsw i64 %2994, %7
  %2996 = getelementptr inbounds float, ptr %1539, i64 %2995
  br i1 %1168, label %2997, label %3000

2997:                                             ; preds = %2961
  %2998 = mul nuw nsw i64 %2966, %11
  %2999 = getelementptr inbounds nuw float, ptr %1541, i64 %2998
  br label %3007

3000:                                             ; preds = %3037, %2961
  %3001 = phi <16 x float> [ %2962, %2961 ], [ %3043, %3037 ]
  %3002 = phi <16 x float> [ %2963, %2961 ], [ %3048, %3037 ]
  %3003 = phi <16 x float> [ %2964, %2961 ], [ %3053, %3037 ]
  %3004 = phi <16 x float> [ %2965, %2961 ], [ %3058, %3037 ]
  %3005 = add nuw nsw i64 %2966, 1
  %3006 = icmp eq i64 %3005, %10
  br i1 %3006, label %2955, label %2961

3007:                                             ; preds = %2997, %3037
  %3008 = phi <16 x float> [ %2962, %2997 ], [ %3043, %3037 ]
  %3009 = phi <16 x float> [ %2963, %2997 ], [ %3048, %3037 ]
  %3010 = phi <16 x float> [ %2964, %2997 ], [ %3053, %3037 ]
  %3011 = phi <16 x float> [ %2965, %2997 ], [ %3058, %3037 ]
  %3012 = phi i64 [ 0, %2997 ], [ %3059, %3037 ]
  %3013 = getelementptr inbounds nuw float, ptr %2999, i64 %3012
  %3014 = load float, ptr %3013, align 4
  %3015 = insertelement <16 x float> poison, float %3014, i64 0
  %3016 = shufflevector <16 x float> %3015, <16 x float> poison, <16 x i32> zeroinitializer
  %3017 = mul nsw i64 %3012, %15
  %3018 = sub nsw i64 %3017, %17
  %3019 = icmp slt i64 %3018, 0
  %3020 = sub nsw i64 0, %3018
  %3021 = select i1 %3019, i64 %3020, i64 0
  %3022 = sub nsw i64 %7, %3018
  %3023 = call i64 @llvm.smin.i64(i64 %3022, i64 %9)
  %3024 = call i64 @llvm.smin.i64(i64 %3023, i64 16)
  %3025 = icmp sgt i64 %3024, %3021
  %3026 = trunc i64 %3024 to i32
  %3027 = shl nsw i32 -1, %3026
  %3028 = xor i32 %3027, -1
  %3029 = trunc i64 %3021 to i32
  %3030 = shl nsw i32 -1, %3029
  %3031 = and i32 %3030, %3028
  %3032 = trunc i32 %3031 to i16
  %3033 = select i1 %3025, i16 %3032, i16 0
  br i1 %1177, label %3037, label %3034

3034:                                             ; preds = %3007
  %3035 = getelementptr i16, ptr %1156, i64 %3012
  %3036 = load i16, ptr %3035, align 2
  br label %3037

3037:                                             ; preds = %3007, %3034
  %3038 = phi i16 [ %3036, %3034 ], [ %3033, %3007 ]
  %3039 = select i1 %2972, i16 0, i16 %3038
  %3040 = getelementptr inbounds float, ptr %2975, i64 %3018
  %3041 = bitcast i16 %3039 to <16 x i1>
  %3042 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3040, <16 x i1> %3041, <16 x float> zeroinitializer)
  %3043 = call <16 x float> @llvm.fma.v16f32(<16 x float> %3042, <16 x float> %3016, <16 x float> %3008)
  %3044 = select i1 %2979, i16 0, i16 %3038
  %3045 = getelementptr inbounds float, ptr %2982, i64 %3018
  %3046 = bitcast i16 %3044 to <16 x i1>
  %3047 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3045, <16 x i1> %3046, <16 x float> zeroinitializer)
  %3048 = call <16 x float> @llvm.fma.v16f32(<16 x float> %3047, <16 x float> %3016, <16 x float> %3009)
  %3049 = select i1 %2986, i16 0, i16 %3038
  %3050 = getelementptr inbounds float, ptr %2989, i64 %3018
  %3051 = bitcast i16 %3049 to <16 x i1>
  %3052 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3050, <16 x i1> %3051, <16 x float> zeroinitializer)
  %3053 = call <16 x float> @llvm.fma.v16f32(<16 x float> %3052, <16 x float> %3016, <16 x float> %3010)
  %3054 = select i1 %2993, i16 0, i16 %3038
  %3055 = getelementptr inbounds float, ptr %2996, i64 %3018
  %3056 = bitcast i16 %3054 to <16 x i1>
  %3057 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3055, <16 x i1> %3056, <16 x float> zeroinitializer)
  %3058 = call <16 x float> @llvm.fma.v16f32(<16 x float> %3057, <16 x float> %3016, <16 x float> %3011)
  %3059 = add nuw nsw i64 %3012, 1
  %3060 = icmp eq i64 %3059, %11
  br i1 %3060, label %3000, label %3007

3061:                                             ; preds = %2955
  %3062 = load float, ptr %1542, align 4
  %3063 = insertelement <16 x float> poison, float %3062, i64 0
  %3064 = shufflevector <16 x float> %3063, <16 x float> poison, <16 x i32> zeroinitializer
  %3065 = fadd <16 x float> %2956, %3064
  br label %3066

3066:                                             ; preds = %3061, %2955
  %3067 = phi <16 x float> [ %3065, %3061 ], [ %2956, %2955 ]
  switch i64 %1511, label %535 [
    i64 1, label %3068
    i64 2, label %3071
    i64 3, label %3078
    i64 0, label %3123
  ]

3068:                                             ; preds = %3066
  %3069 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2929, <16 x i1> %1184, <16 x float> zeroinitializer)
  %3070 = fadd <16 x float> %3067, %3069
  br label %3085

3071:                                             ; preds = %3066
  %3072 = bitcast <16 x float> %3067 to <8 x i64>
  %3073 = or <8 x i64> %3072, %1170
  %3074 = fcmp oeq <16 x float> %3067, %47
  %3075 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3067, i32 4)
  %3076 = bitcast <8 x i64> %3073 to <16 x float>
  %3077 = select <16 x i1> %3074, <16 x float> %3076, <16 x float> %3075
  br label %3085

3078:                                             ; preds = %3066
  %3079 = bitcast <16 x float> %3067 to <8 x i64>
  %3080 = and <8 x i64> %3079, %1169
  %3081 = fcmp oeq <16 x float> %3067, %44
  %3082 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3067, i32 4)
  %3083 = bitcast <8 x i64> %3080 to <16 x float>
  %3084 = select <16 x i1> %3081, <16 x float> %3083, <16 x float> %3082
  br label %3085

3085:                                             ; preds = %3078, %3071, %3068
  %3086 = phi <16 x float> [ %3070, %3068 ], [ %3077, %3071 ], [ %3084, %3078 ]
  switch i64 %1513, label %535 [
    i64 1, label %3101
    i64 2, label %3094
    i64 3, label %3087
    i64 0, label %3123
  ]

3087:                                             ; preds = %3085
  %3088 = bitcast <16 x float> %3086 to <8 x i64>
  %3089 = and <8 x i64> %3088, %1169
  %3090 = fcmp oeq <16 x float> %3086, %44
  %3091 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3086, i32 4)
  %3092 = bitcast <8 x i64> %3089 to <16 x float>
  %3093 = select <16 x i1> %3090, <16 x float> %3092, <16 x float> %3091
  br label %3104

3094:                                             ; preds = %3085
  %3095 = bitcast <16 x float> %3086 to <8 x i64>
  %3096 = or <8 x i64> %3095, %1170
  %3097 = fcmp oeq <16 x float> %3086, %47
  %3098 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3086, i32 4)
  %3099 = bitcast <8 x i64> %3096 to <16 x float>
  %3100 = select <16 x i1> %3097, <16 x float> %3099, <16 x float> %3098
  br label %3104

3101:                                             ; preds = %3085
  %3102 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2929, <16 x i1> %1184, <16 x float> zeroinitializer)
  %3103 = fadd <16 x float> %3086, %3102
  br label %3104

3104:                                             ; preds = %3101, %3094, %3087
  %3105 = phi <16 x float> [ %3103, %3101 ], [ %3100, %3094 ], [ %3093, %3087 ]
  switch i64 %1515, label %535 [
    i64 1, label %3120
    i64 2, label %3113
    i64 3, label %3106
    i64 0, label %3123
  ]

3106:                                             ; preds = %3104
  %3107 = bitcast <16 x float> %3105 to <8 x i64>
  %3108 = and <8 x i64> %3107, %1169
  %3109 = fcmp oeq <16 x float> %3105, %44
  %3110 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3105, i32 4)
  %3111 = bitcast <8 x i64> %3108 to <16 x float>
  %3112 = select <16 x i1> %3109, <16 x float> %3111, <16 x float> %3110
  br label %3123

3113:                                             ; preds = %3104
  %3114 = bitcast <16 x float> %3105 to <8 x i64>
  %3115 = or <8 x i64> %3114, %1170
  %3116 = fcmp oeq <16 x float> %3105, %47
  %3117 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3105, i32 4)
  %3118 = bitcast <8 x i64> %3115 to <16 x float>
  %3119 = select <16 x i1> %3116, <16 x float> %3118, <16 x float> %3117
  br label %3123

3120:                                             ; preds = %3104
  %3121 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2929, <16 x i1> %1184, <16 x float> zeroinitializer)
  %3122 = fadd <16 x float> %3105, %3121
  br label %3123

3123:                                             ; preds = %3106, %3113, %3120, %3104, %3085, %3066
  %3124 = phi <16 x float> [ %3105, %3104 ], [ %3067, %3066 ], [ %3086, %3085 ], [ %3122, %3120 ], [ %3119, %3113 ], [ %3112, %3106 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %3124, ptr align 1 %2927, <16 x i1> %1184)
  %3125 = getelementptr inbounds float, ptr %2927, i64 %9
  %3126 = getelementptr inbounds float, ptr %2929, i64 %9
  %3127 = select i1 %2960, ptr null, ptr %3126
  br i1 %1609, label %3133, label %3128

3128:                                             ; preds = %3123
  %3129 = load float, ptr %1542, align 4
  %3130 = insertelement <16 x float> poison, float %3129, i64 0
  %3131 = shufflevector <16 x float> %3130, <16 x float> poison, <16 x i32> zeroinitializer
  %3132 = fadd <16 x float> %2957, %3131
  br label %3133

3133:                                             ; preds = %3128, %3123
  %3134 = phi <16 x float> [ %3132, %3128 ], [ %2957, %3123 ]
  switch i64 %1511, label %535 [
    i64 1, label %3149
    i64 2, label %3142
    i64 3, label %3135
    i64 0, label %3190
  ]

3135:                                             ; preds = %3133
  %3136 = bitcast <16 x float> %3134 to <8 x i64>
  %3137 = and <8 x i64> %3136, %1169
  %3138 = fcmp oeq <16 x float> %3134, %44
  %3139 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3134, i32 4)
  %3140 = bitcast <8 x i64> %3137 to <16 x float>
  %3141 = select <16 x i1> %3138, <16 x float> %3140, <16 x float> %3139
  br label %3152

3142:                                             ; preds = %3133
  %3143 = bitcast <16 x float> %3134 to <8 x i64>
  %3144 = or <8 x i64> %3143, %1170
  %3145 = fcmp oeq <16 x float> %3134, %47
  %3146 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3134, i32 4)
  %3147 = bitcast <8 x i64> %3144 to <16 x float>
  %3148 = select <16 x i1> %3145, <16 x float> %3147, <16 x float> %3146
  br label %3152

3149:                                             ; preds = %3133
  %3150 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3127, <16 x i1> %1184, <16 x float> zeroinitializer)
  %3151 = fadd <16 x float> %3134, %3150
  br label %3152

3152:                                             ; preds = %3149, %3142, %3135
  %3153 = phi <16 x float> [ %3151, %3149 ], [ %3148, %3142 ], [ %3141, %3135 ]
  switch i64 %1517, label %535 [
    i64 1, label %3168
    i64 2, label %3161
    i64 3, label %3154
    i64 0, label %3190
  ]

3154:                                             ; preds = %3152
  %3155 = bitcast <16 x float> %3153 to <8 x i64>
  %3156 = and <8 x i64> %3155, %1169
  %3157 = fcmp oeq <16 x float> %3153, %44
  %3158 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3153, i32 4)
  %3159 = bitcast <8 x i64> %3156 to <16 x float>
  %3160 = select <16 x i1> %3157, <16 x float> %3159, <16 x float> %3158
  br label %3171

3161:                                             ; preds = %3152
  %3162 = bitcast <16 x float> %3153 to <8 x i64>
  %3163 = or <8 x i64> %3162, %1170
  %3164 = fcmp oeq <16 x float> %3153, %47
  %3165 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3153, i32 4)
  %3166 = bitcast <8 x i64> %3163 to <16 x float>
  %3167 = select <16 x i1> %3164, <16 x float> %3166, <16 x float> %3165
  br label %3171

3168:                                             ; preds = %3152
  %3169 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3127, <16 x i1> %1184, <16 x float> zeroinitializer)
  %3170 = fadd <16 x float> %3153, %3169
  br label %3171

3171:                                             ; preds = %3168, %3161, %3154
  %3172 = phi <16 x float> [ %3170, %3168 ], [ %3167, %3161 ], [ %3160, %3154 ]
  switch i64 %1519, label %535 [
    i64 1, label %3187
    i64 2, label %3180
    i64 3, label %3173
    i64 0, label %3190
  ]

3173:                                             ; preds = %3171
  %3174 = bitcast <16 x float> %3172 to <8 x i64>
  %3175 = and <8 x i64> %3174, %1169
  %3176 = fcmp oeq <16 x float> %3172, %44
  %3177 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3172, i32 4)
  %3178 = bitcast <8 x i64> %3175 to <16 x float>
  %3179 = select <16 x i1> %3176, <16 x float> %3178, <16 x float> %3177
  br label %3190

3180:                                             ; preds = %3171
  %3181 = bitcast <16 x float> %3172 to <8 x i64>
  %3182 = or <8 x i64> %3181, %1170
  %3183 = fcmp oeq <16 x float> %3172, %47
  %3184 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3172, i32 4)
  %3185 = bitcast <8 x i64> %3182 to <16 x float>
  %3186 = select <16 x i1> %3183, <16 x float> %3185, <16 x float> %3184
  br label %3190

3187:                                             ; preds = %3171
  %3188 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3127, <16 x i1> %1184, <16 x float> zeroinitializer)
  %3189 = fadd <16 x float> %3172, %3188
  br label %3190

3190:                                             ; preds = %3173, %3180, %3187, %3171, %3152, %3133
  %3191 = phi <16 x float> [ %3172, %3171 ], [ %3134, %3133 ], [ %3153, %3152 ], [ %3189, %3187 ], [ %3186, %3180 ], [ %3179, %3173 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %3191, ptr align 1 %3125, <16 x i1> %1184)
  %3192 = getelementptr inbounds float, ptr %2927, i64 %1520
  %3193 = getelementptr inbounds float, ptr %2929, i64 %1520
  %3194 = select i1 %2960, ptr null, ptr %3193
  br i1 %1609, label %3200, label %3195

3195:                                             ; preds = %3190
  %3196 = load float, ptr %1542, align 4
  %3197 = insertelement <16 x float> poison, float %3196, i64 0
  %3198 = shufflevector <16 x float> %3197, <16 x float> poison, <16 x i32> zeroinitializer
  %3199 = fadd <16 x float> %2958, %3198
  br label %3200

3200:                                             ; preds = %3195, %3190
  %3201 = phi <16 x float> [ %3199, %3195 ], [ %2958, %3190 ]
  switch i64 %1511, label %535 [
    i64 1, label %3216
    i64 2, label %3209
    i64 3, label %3202
    i64 0, label %3257
  ]

3202:                                             ; preds = %3200
  %3203 = bitcast <16 x float> %3201 to <8 x i64>
  %3204 = and <8 x i64> %3203, %1169
  %3205 = fcmp oeq <16 x float> %3201, %44
  %3206 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3201, i32 4)
  %3207 = bitcast <8 x i64> %3204 to <16 x float>
  %3208 = select <16 x i1> %3205, <16 x float> %3207, <16 x float> %3206
  br label %3219

3209:                                             ; preds = %3200
  %3210 = bitcast <16 x float> %3201 to <8 x i64>
  %3211 = or <8 x i64> %3210, %1170
  %3212 = fcmp oeq <16 x float> %3201, %47
  %3213 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3201, i32 4)
  %3214 = bitcast <8 x i64> %3211 to <16 x float>
  %3215 = select <16 x i1> %3212, <16 x float> %3214, <16 x float> %3213
  br label %3219

3216:                                             ; preds = %3200
  %3217 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3194, <16 x i1> %1184, <16 x float> zeroinitializer)
  %3218 = fadd <16 x float> %3201, %3217
  br label %3219

3219:                                             ; preds = %3216, %3209, %3202
  %3220 = phi <16 x float> [ %3218, %3216 ], [ %3215, %3209 ], [ %3208, %3202 ]
  switch i64 %1522, label %535 [
    i64 1, label %3235
    i64 2, label %3228
    i64 3, label %3221
    i64 0, label %3257
  ]

3221:                                             ; preds = %3219
  %3222 = bitcast <16 x float> %3220 to <8 x i64>
  %3223 = and <8 x i64> %3222, %1169
  %3224 = fcmp oeq <16 x float> %3220, %44
  %3225 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3220, i32 4)
  %3226 = bitcast <8 x i64> %3223 to <16 x float>
  %3227 = select <16 x i1> %3224, <16 x float> %3226, <16 x float> %3225
  br label %3238

3228:                                             ; preds = %3219
  %3229 = bitcast <16 x float> %3220 to <8 x i64>
  %3230 = or <8 x i64> %3229, %1170
  %3231 = fcmp oeq <16 x float> %3220, %47
  %3232 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3220, i32 4)
  %3233 = bitcast <8 x i64> %3230 to <16 x float>
  %3234 = select <16 x i1> %3231, <16 x float> %3233, <16 x float> %3232
  br label %3238

3235:                                             ; preds = %3219
  %3236 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3194, <16 x i1> %1184, <16 x float> zeroinitializer)
  %3237 = fadd <16 x float> %3220, %3236
  br label %3238

3238:                                             ; preds = %3235, %3228, %3221
  %3239 = phi <16 x float> [ %3237, %3235 ], [ %3234, %3228 ], [ %3227, %3221 ]
  switch i64 %1524, label %535 [
    i64 1, label %3254
    i64 2, label %3247
    i64 3, label %3240
    i64 0, label %3257
  ]

3240:                                             ; preds = %3238
  %3241 = bitcast <16 x float> %3239 to <8 x i64>
  %3242 = and <8 x i64> %3241, %1169
  %3243 = fcmp oeq <16 x float> %3239, %44
  %3244 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3239, i32 4)
  %3245 = bitcast <8 x i64> %3242 to <16 x float>
  %3246 = select <16 x i1> %3243, <16 x float> %3245, <16 x float> %3244
  br label %3257

3247:                                             ; preds = %3238
  %3248 = bitcast <16 x float> %3239 to <8 x i64>
  %3249 = or <8 x i64> %3248, %1170
  %3250 = fcmp oeq <16 x float> %3239, %47
  %3251 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3239, i32 4)
  %3252 = bitcast <8 x i64> %3249 to <16 x float>
  %3253 = select <16 x i1> %3250, <16 x float> %3252, <16 x float> %3251
  br label %3257

3254:                                             ; preds = %3238
  %3255 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3194, <16 x i1> %1184, <16 x float> zeroinitializer)
  %3256 = fadd <16 x float> %3239, %3255
  br label %3257

3257:                                             ; preds = %3240, %3247, %3254, %3238, %3219, %3200
  %3258 = phi <16 x float> [ %3239, %3238 ], [ %3201, %3200 ], [ %3220, %3219 ], [ %3256, %3254 ], [ %3253, %3247 ], [ %3246, %3240 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %3258, ptr align 1 %3192, <16 x i1> %1184)
  %3259 = getelementptr inbounds float, ptr %2927, i64 %1525
  %3260 = getelementptr inbounds float, ptr %2929, i64 %1525
  %3261 = select i1 %2960, ptr null, ptr %3260
  br i1 %1609, label %3267, label %3262

3262:                                             ; preds = %3257
  %3263 = load float, ptr %1542, align 4
  %3264 = insertelement <16 x float> poison, float %3263, i64 0
  %3265 = shufflevector <16 x float> %3264, <16 x float> poison, <16 x i32> zeroinitializer
  %3266 = fadd <16 x float> %2959, %3265
  br label %3267

3267:                                             ; preds = %3262, %3257
  %3268 = phi <16 x float> [ %3266, %3262 ], [ %2959, %3257 ]
  switch i64 %1511, label %535 [
    i64 1, label %3283
    i64 2, label %3276
    i64 3, label %3269
    i64 0, label %3324
  ]

3269:                                             ; preds = %3267
  %3270 = bitcast <16 x float> %3268 to <8 x i64>
  %3271 = and <8 x i64> %3270, %1169
  %3272 = fcmp oeq <16 x float> %3268, %44
  %3273 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3268, i32 4)
  %3274 = bitcast <8 x i64> %3271 to <16 x float>
  %3275 = select <16 x i1> %3272, <16 x float> %3274, <16 x float> %3273
  br label %3286

3276:                                             ; preds = %3267
  %3277 = bitcast <16 x float> %3268 to <8 x i64>
  %3278 = or <8 x i64> %3277, %1170
  %3279 = fcmp oeq <16 x float> %3268, %47
  %3280 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3268, i32 4)
  %3281 = bitcast <8 x i64> %3278 to <16 x float>
  %3282 = select <16 x i1> %3279, <16 x float> %3281, <16 x float> %3280
  br label %3286

3283:                                             ; preds = %3267
  %3284 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3261, <16 x i1> %1184, <16 x float> zeroinitializer)
  %3285 = fadd <16 x float> %3268, %3284
  br label %3286

3286:                                             ; preds = %3283, %3276, %3269
  %3287 = phi <16 x float> [ %3285, %3283 ], [ %3282, %3276 ], [ %3275, %3269 ]
  switch i64 %1527, label %535 [
    i64 1, label %3302
    i64 2, label %3295
    i64 3, label %3288
    i64 0, label %3324
  ]

3288:                                             ; preds = %3286
  %3289 = bitcast <16 x float> %3287 to <8 x i64>
  %3290 = and <8 x i64> %3289, %1169
  %3291 = fcmp oeq <16 x float> %3287, %44
  %3292 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3287, i32 4)
  %3293 = bitcast <8 x i64> %3290 to <16 x float>
  %3294 = select <16 x i1> %3291, <16 x float> %3293, <16 x float> %3292
  br label %3305

3295:                                             ; preds = %3286
  %3296 = bitcast <16 x float> %3287 to <8 x i64>
  %3297 = or <8 x i64> %3296, %1170
  %3298 = fcmp oeq <16 x float> %3287, %47
  %3299 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3287, i32 4)
  %3300 = bitcast <8 x i64> %3297 to <16 x float>
  %3301 = select <16 x i1> %3298, <16 x float> %3300, <16 x float> %3299
  br label %3305

3302:                                             ; preds = %3286
  %3303 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3261, <16 x i1> %1184, <16 x float> zeroinitializer)
  %3304 = fadd <16 x float> %3287, %3303
  br label %3305

3305:                                             ; preds = %3302, %3295, %3288
  %3306 = phi <16 x float> [ %3304, %3302 ], [ %3301, %3295 ], [ %3294, %3288 ]
  switch i64 %1529, label %535 [
    i64 1, label %3321
    i64 2, label %3314
    i64 3, label %3307
    i64 0, label %3324
  ]

3307:                                             ; preds = %3305
  %3308 = bitcast <16 x float> %3306 to <8 x i64>
  %3309 = and <8 x i64> %3308, %1169
  %3310 = fcmp oeq <16 x float> %3306, %44
  %3311 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3306, i32 4)
  %3312 = bitcast <8 x i64> %3309 to <16 x float>
  %3313 = select <16 x i1> %3310, <16 x float> %3312, <16 x float> %3311
  br label %3324

3314:                                             ; preds = %3305
  %3315 = bitcast <16 x float> %3306 to <8 x i64>
  %3316 = or <8 x i64> %3315, %1170
  %3317 = fcmp oeq <16 x float> %3306, %47
  %3318 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3306, i32 4)
  %3319 = bitcast <8 x i64> %3316 to <16 x float>
  %3320 = select <16 x i1> %3317, <16 x float> %3319, <16 x float> %3318
  br label %3324

3321:                                             ; preds = %3305
  %3322 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3261, <16 x i1> %1184, <16 x float> zeroinitializer)
  %3323 = fadd <16 x float> %3306, %3322
  br label %3324

3324:                                             ; preds = %3307, %3314, %3321, %3305, %3286, %3267
  %3325 = phi <16 x float> [ %3306, %3305 ], [ %3268, %3267 ], [ %3287, %3286 ], [ %3323, %3321 ], [ %3320, %3314 ], [ %3313, %3307 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %3325, ptr align 1 %3259, <16 x i1> %1184)
  br label %8445

3326:                                             ; preds = %2945
  br i1 %1167, label %3327, label %3335

3327:                                             ; preds = %3326
  %3328 = mul nsw i64 %2925, %12
  %3329 = add nsw i64 %2925, 1
  %3330 = mul nsw i64 %3329, %12
  %3331 = add nsw i64 %2925, 2
  %3332 = mul nsw i64 %3331, %12
  %3333 = add nsw i64 %2925, 3
  %3334 = mul nsw i64 %3333, %12
  br label %3345

3335:                                             ; preds = %3388, %3326
  %3336 = phi <16 x float> [ zeroinitializer, %3326 ], [ %3389, %3388 ]
  %3337 = phi <16 x float> [ zeroinitializer, %3326 ], [ %3390, %3388 ]
  %3338 = phi <16 x float> [ zeroinitializer, %3326 ], [ %3391, %3388 ]
  %3339 = phi <16 x float> [ zeroinitializer, %3326 ], [ %3392, %3388 ]
  %3340 = phi <16 x float> [ zeroinitializer, %3326 ], [ %3393, %3388 ]
  %3341 = phi <16 x float> [ zeroinitializer, %3326 ], [ %3394, %3388 ]
  %3342 = phi <16 x float> [ zeroinitializer, %3326 ], [ %3395, %3388 ]
  %3343 = phi <16 x float> [ zeroinitializer, %3326 ], [ %3396, %3388 ]
  %3344 = icmp eq ptr %2929, null
  br i1 %1609, label %3505, label %3500

3345:                                             ; preds = %3327, %3388
  %3346 = phi <16 x float> [ zeroinitializer, %3327 ], [ %3389, %3388 ]
  %3347 = phi <16 x float> [ zeroinitializer, %3327 ], [ %3390, %3388 ]
  %3348 = phi <16 x float> [ zeroinitializer, %3327 ], [ %3391, %3388 ]
  %3349 = phi <16 x float> [ zeroinitializer, %3327 ], [ %3392, %3388 ]
  %3350 = phi <16 x float> [ zeroinitializer, %3327 ], [ %3393, %3388 ]
  %3351 = phi <16 x float> [ zeroinitializer, %3327 ], [ %3394, %3388 ]
  %3352 = phi <16 x float> [ zeroinitializer, %3327 ], [ %3395, %3388 ]
  %3353 = phi <16 x float> [ zeroinitializer, %3327 ], [ %3396, %3388 ]
  %3354 = phi i64 [ 0, %3327 ], [ %3397, %3388 ]
  %3355 = mul nsw i64 %3354, %14
  %3356 = sub i64 %3355, %16
  %3357 = add i64 %3356, %3328
  %3358 = icmp slt i64 %3357, 0
  %3359 = icmp sge i64 %3357, %6
  %3360 = or i1 %3358, %3359
  %3361 = select i1 %3360, i64 0, i64 %3357
  %3362 = mul nsw i64 %3361, %7
  %3363 = getelementptr inbounds float, ptr %1539, i64 %3362
  %3364 = add i64 %3356, %3330
  %3365 = icmp slt i64 %3364, 0
  %3366 = icmp sge i64 %3364, %6
  %3367 = or i1 %3365, %3366
  %3368 = select i1 %3367, i64 0, i64 %3364
  %3369 = mul nsw i64 %3368, %7
  %3370 = getelementptr inbounds float, ptr %1539, i64 %3369
  %3371 = add i64 %3356, %3332
  %3372 = icmp slt i64 %3371, 0
  %3373 = icmp sge i64 %3371, %6
  %3374 = or i1 %3372, %3373
  %3375 = select i1 %3374, i64 0, i64 %3371
  %3376 = mul nsw i64 %3375, %7
  %3377 = getelementptr inbounds float, ptr %1539, i64 %3376
  %3378 = add i64 %3356, %3334
  %3379 = icmp slt i64 %3378, 0
  %3380 = icmp sge i64 %3378, %6
  %3381 = or i1 %3379, %3380
  %3382 = select i1 %3381, i64 0, i64 %3378
  %3383 = mul nsw i64 %3382, %7
  %3384 = getelementptr inbounds float, ptr %1539, i64 %3383
  br i1 %1168, label %3385, label %3388

3385:                                             ; preds = %3345
  %3386 = mul nuw nsw i64 %3354, %11
  %3387 = getelementptr inbounds nuw float, ptr %1541, i64 %3386
  br label %3399

3388:                                             ; preds = %3476, %3345
  %3389 = phi <16 x float> [ %3346, %3345 ], [ %3440, %3476 ]
  %3390 = phi <16 x float> [ %3347, %3345 ], [ %3482, %3476 ]
  %3391 = phi <16 x float> [ %3348, %3345 ], [ %3445, %3476 ]
  %3392 = phi <16 x float> [ %3349, %3345 ], [ %3487, %3476 ]
  %3393 = phi <16 x float> [ %3350, %3345 ], [ %3450, %3476 ]
  %3394 = phi <16 x float> [ %3351, %3345 ], [ %3492, %3476 ]
  %3395 = phi <16 x float> [ %3352, %3345 ], [ %3455, %3476 ]
  %3396 = phi <16 x float> [ %3353, %3345 ], [ %3497, %3476 ]
  %3397 = add nuw nsw i64 %3354, 1
  %3398 = icmp eq i64 %3397, %10
  br i1 %3398, label %3335, label %3345

3399:                                             ; preds = %3385, %3476
  %3400 = phi <16 x float> [ %3346, %3385 ], [ %3440, %3476 ]
  %3401 = phi <16 x float> [ %3347, %3385 ], [ %3482, %3476 ]
  %3402 = phi <16 x float> [ %3348, %3385 ], [ %3445, %3476 ]
  %3403 = phi <16 x float> [ %3349, %3385 ], [ %3487, %3476 ]
  %3404 = phi <16 x float> [ %3350, %3385 ], [ %3450, %3476 ]
  %3405 = phi <16 x float> [ %3351, %3385 ], [ %3492, %3476 ]
  %3406 = phi <16 x float> [ %3352, %3385 ], [ %3455, %3476 ]
  %3407 = phi <16 x float> [ %3353, %3385 ], [ %3497, %3476 ]
  %3408 = phi i64 [ 0, %3385 ], [ %3498, %3476 ]
  %3409 = getelementptr inbounds nuw float, ptr %3387, i64 %3408
  %3410 = load float, ptr %3409, align 4
  %3411 = insertelement <16 x float> poison, float %3410, i64 0
  %3412 = shufflevector <16 x float> %3411, <16 x float> poison, <16 x i32> zeroinitializer
  %3413 = mul nsw i64 %3408, %15
  %3414 = sub i64 %3413, %17
  %3415 = getelementptr i16, ptr %1156, i64 %3408
  br i1 %1177, label %3418, label %3416

3416:                                             ; preds = %3399
  %3417 = load i16, ptr %3415, align 2
  br label %3434

3418:                                             ; preds = %3399
  %3419 = icmp slt i64 %3414, 0
  %3420 = sub nsw i64 0, %3414
  %3421 = select i1 %3419, i64 %3420, i64 0
  %3422 = sub nsw i64 %7, %3414
  %3423 = call i64 @llvm.smin.i64(i64 %3422, i64 %9)
  %3424 = call i64 @llvm.smin.i64(i64 %3423, i64 16)
  %3425 = icmp sgt i64 %3424, %3421
  %3426 = trunc i64 %3424 to i32
  %3427 = shl nsw i32 -1, %3426
  %3428 = xor i32 %3427, -1
  %3429 = trunc i64 %3421 to i32
  %3430 = shl nsw i32 -1, %3429
  %3431 = and i32 %3430, %3428
  %3432 = trunc i32 %3431 to i16
  %3433 = select i1 %3425, i16 %3432, i16 0
  br label %3434

3434:                                             ; preds = %3418, %3416
  %3435 = phi i16 [ %3417, %3416 ], [ %3433, %3418 ]
  %3436 = select i1 %3360, i16 0, i16 %3435
  %3437 = getelementptr inbounds float, ptr %3363, i64 %3414
  %3438 = bitcast i16 %3436 to <16 x i1>
  %3439 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3437, <16 x i1> %3438, <16 x float> zeroinitializer)
  %3440 = call <16 x float> @llvm.fma.v16f32(<16 x float> %3439, <16 x float> %3412, <16 x float> %3400)
  %3441 = select i1 %3367, i16 0, i16 %3435
  %3442 = getelementptr inbounds float, ptr %3370, i64 %3414
  %3443 = bitcast i16 %3441 to <16 x i1>
  %3444 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3442, <16 x i1> %3443, <16 x float> zeroinitializer)
  %3445 = call <16 x float> @llvm.fma.v16f32(<16 x float> %3444, <16 x float> %3412, <16 x float> %3402)
  %3446 = select i1 %3374, i16 0, i16 %3435
  %3447 = getelementptr inbounds float, ptr %3377, i64 %3414
  %3448 = bitcast i16 %3446 to <16 x i1>
  %3449 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3447, <16 x i1> %3448, <16 x float> zeroinitializer)
  %3450 = call <16 x float> @llvm.fma.v16f32(<16 x float> %3449, <16 x float> %3412, <16 x float> %3404)
  %3451 = select i1 %3381, i16 0, i16 %3435
  %3452 = getelementptr inbounds float, ptr %3384, i64 %3414
  %3453 = bitcast i16 %3451 to <16 x i1>
  %3454 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3452, <16 x i1> %3453, <16 x float> zeroinitializer)
  %3455 = call <16 x float> @llvm.fma.v16f32(<16 x float> %3454, <16 x float> %3412, <16 x float> %3406)
  %3456 = add i64 %3414, 16
  br i1 %1177, label %3460, label %3457

3457:                                             ; preds = %3434
  %3458 = getelementptr i16, ptr %3415, i64 %11
  %3459 = load i16, ptr %3458, align 2
  br label %3476

3460:                                             ; preds = %3434
  %3461 = icmp slt i64 %3456, 0
  %3462 = sub i64 -16, %3414
  %3463 = select i1 %3461, i64 %3462, i64 0
  %3464 = sub nsw i64 %7, %3456
  %3465 = call i64 @llvm.smin.i64(i64 %3464, i64 %1464)
  %3466 = call i64 @llvm.smin.i64(i64 %3465, i64 16)
  %3467 = icmp sgt i64 %3466, %3463
  %3468 = trunc i64 %3466 to i32
  %3469 = shl nsw i32 -1, %3468
  %3470 = xor i32 %3469, -1
  %3471 = trunc i64 %3463 to i32
  %3472 = shl nsw i32 -1, %3471
  %3473 = and i32 %3472, %3470
  %3474 = trunc i32 %3473 to i16
  %3475 = select i1 %3467, i16 %3474, i16 0
  br label %3476

3476:                                             ; preds = %3460, %3457
  %3477 = phi i16 [ %3459, %3457 ], [ %3475, %3460 ]
  %3478 = select i1 %3360, i16 0, i16 %3477
  %3479 = getelementptr inbounds float, ptr %3363, i64 %3456
  %3480 = bitcast i16 %3478 to <16 x i1>
  %3481 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3479, <16 x i1> %3480, <16 x float> zeroinitializer)
  %3482 = call <16 x float> @llvm.fma.v16f32(<16 x float> %3481, <16 x float> %3412, <16 x float> %3401)
  %3483 = select i1 %3367, i16 0, i16 %3477
  %3484 = getelementptr inbounds float, ptr %3370, i64 %3456
  %3485 = bitcast i16 %3483 to <16 x i1>
  %3486 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3484, <16 x i1> %3485, <16 x float> zeroinitializer)
  %3487 = call <16 x float> @llvm.fma.v16f32(<16 x float> %3486, <16 x float> %3412, <16 x float> %3403)
  %3488 = select i1 %3374, i16 0, i16 %3477
  %3489 = getelementptr inbounds float, ptr %3377, i64 %3456
  %3490 = bitcast i16 %3488 to <16 x i1>
  %3491 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3489, <16 x i1> %3490, <16 x float> zeroinitializer)
  %3492 = call <16 x float> @llvm.fma.v16f32(<16 x float> %3491, <16 x float> %3412, <16 x float> %3405)
  %3493 = select i1 %3381, i16 0, i16 %3477
  %3494 = getelementptr inbounds float, ptr %3384, i64 %3456
  %3495 = bitcast i16 %3493 to <16 x i1>
  %3496 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3494, <16 x i1> %3495, <16 x float> zeroinitializer)
  %3497 = call <16 x float> @llvm.fma.v16f32(<16 x float> %3496, <16 x float> %3412, <16 x float> %3407)
  %3498 = add nuw nsw i64 %3408, 1
  %3499 = icmp eq i64 %3498, %11
  br i1 %3499, label %3388, label %3399

3500:                                             ; preds = %3335
  %3501 = load float, ptr %1542, align 4
  %3502 = insertelement <16 x float> poison, float %3501, i64 0
  %3503 = shufflevector <16 x float> %3502, <16 x float> poison, <16 x i32> zeroinitializer
  %3504 = fadd <16 x float> %3336, %3503
  br label %3505

3505:                                             ; preds = %3500, %3335
  %3506 = phi <16 x float> [ %3504, %3500 ], [ %3336, %3335 ]
  switch i64 %1465, label %535 [
    i64 1, label %3507
    i64 2, label %3510
    i64 3, label %3517
    i64 0, label %3562
  ]

3507:                                             ; preds = %3505
  %3508 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2929, <16 x i1> %1184, <16 x float> zeroinitializer)
  %3509 = fadd <16 x float> %3506, %3508
  br label %3524

3510:                                             ; preds = %3505
  %3511 = bitcast <16 x float> %3506 to <8 x i64>
  %3512 = or <8 x i64> %3511, %1170
  %3513 = fcmp oeq <16 x float> %3506, %47
  %3514 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3506, i32 4)
  %3515 = bitcast <8 x i64> %3512 to <16 x float>
  %3516 = select <16 x i1> %3513, <16 x float> %3515, <16 x float> %3514
  br label %3524

3517:                                             ; preds = %3505
  %3518 = bitcast <16 x float> %3506 to <8 x i64>
  %3519 = and <8 x i64> %3518, %1169
  %3520 = fcmp oeq <16 x float> %3506, %44
  %3521 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3506, i32 4)
  %3522 = bitcast <8 x i64> %3519 to <16 x float>
  %3523 = select <16 x i1> %3520, <16 x float> %3522, <16 x float> %3521
  br label %3524

3524:                                             ; preds = %3517, %3510, %3507
  %3525 = phi <16 x float> [ %3509, %3507 ], [ %3516, %3510 ], [ %3523, %3517 ]
  switch i64 %1467, label %535 [
    i64 1, label %3540
    i64 2, label %3533
    i64 3, label %3526
    i64 0, label %3562
  ]

3526:                                             ; preds = %3524
  %3527 = bitcast <16 x float> %3525 to <8 x i64>
  %3528 = and <8 x i64> %3527, %1169
  %3529 = fcmp oeq <16 x float> %3525, %44
  %3530 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3525, i32 4)
  %3531 = bitcast <8 x i64> %3528 to <16 x float>
  %3532 = select <16 x i1> %3529, <16 x float> %3531, <16 x float> %3530
  br label %3543

3533:                                             ; preds = %3524
  %3534 = bitcast <16 x float> %3525 to <8 x i64>
  %3535 = or <8 x i64> %3534, %1170
  %3536 = fcmp oeq <16 x float> %3525, %47
  %3537 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3525, i32 4)
  %3538 = bitcast <8 x i64> %3535 to <16 x float>
  %3539 = select <16 x i1> %3536, <16 x float> %3538, <16 x float> %3537
  br label %3543

3540:                                             ; preds = %3524
  %3541 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2929, <16 x i1> %1184, <16 x float> zeroinitializer)
  %3542 = fadd <16 x float> %3525, %3541
  br label %3543

3543:                                             ; preds = %3540, %3533, %3526
  %3544 = phi <16 x float> [ %3542, %3540 ], [ %3539, %3533 ], [ %3532, %3526 ]
  switch i64 %1469, label %535 [
    i64 1, label %3559
    i64 2, label %3552
    i64 3, label %3545
    i64 0, label %3562
  ]

3545:                                             ; preds = %3543
  %3546 = bitcast <16 x float> %3544 to <8 x i64>
  %3547 = and <8 x i64> %3546, %1169
  %3548 = fcmp oeq <16 x float> %3544, %44
  %3549 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3544, i32 4)
  %3550 = bitcast <8 x i64> %3547 to <16 x float>
  %3551 = select <16 x i1> %3548, <16 x float> %3550, <16 x float> %3549
  br label %3562

3552:                                             ; preds = %3543
  %3553 = bitcast <16 x float> %3544 to <8 x i64>
  %3554 = or <8 x i64> %3553, %1170
  %3555 = fcmp oeq <16 x float> %3544, %47
  %3556 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3544, i32 4)
  %3557 = bitcast <8 x i64> %3554 to <16 x float>
  %3558 = select <16 x i1> %3555, <16 x float> %3557, <16 x float> %3556
  br label %3562

3559:                                             ; preds = %3543
  %3560 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2929, <16 x i1> %1184, <16 x float> zeroinitializer)
  %3561 = fadd <16 x float> %3544, %3560
  br label %3562

3562:                                             ; preds = %3545, %3552, %3559, %3543, %3524, %3505
  %3563 = phi <16 x float> [ %3544, %3543 ], [ %3506, %3505 ], [ %3525, %3524 ], [ %3561, %3559 ], [ %3558, %3552 ], [ %3551, %3545 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %3563, ptr align 1 %2927, <16 x i1> %1184)
  br i1 %1609, label %3569, label %3564

3564:                                             ; preds = %3562
  %3565 = load float, ptr %1542, align 4
  %3566 = insertelement <16 x float> poison, float %3565, i64 0
  %3567 = shufflevector <16 x float> %3566, <16 x float> poison, <16 x i32> zeroinitializer
  %3568 = fadd <16 x float> %3337, %3567
  br label %3569

3569:                                             ; preds = %3564, %3562
  %3570 = phi <16 x float> [ %3568, %3564 ], [ %3337, %3562 ]
  %3571 = getelementptr inbounds nuw i8, ptr %2927, i64 64
  %3572 = getelementptr inbounds nuw i8, ptr %2929, i64 64
  %3573 = select i1 %3344, ptr null, ptr %3572
  switch i64 %1465, label %535 [
    i64 1, label %3588
    i64 2, label %3581
    i64 3, label %3574
    i64 0, label %3629
  ]

3574:                                             ; preds = %3569
  %3575 = bitcast <16 x float> %3570 to <8 x i64>
  %3576 = and <8 x i64> %3575, %1169
  %3577 = fcmp oeq <16 x float> %3570, %44
  %3578 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3570, i32 4)
  %3579 = bitcast <8 x i64> %3576 to <16 x float>
  %3580 = select <16 x i1> %3577, <16 x float> %3579, <16 x float> %3578
  br label %3591

3581:                                             ; preds = %3569
  %3582 = bitcast <16 x float> %3570 to <8 x i64>
  %3583 = or <8 x i64> %3582, %1170
  %3584 = fcmp oeq <16 x float> %3570, %47
  %3585 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3570, i32 4)
  %3586 = bitcast <8 x i64> %3583 to <16 x float>
  %3587 = select <16 x i1> %3584, <16 x float> %3586, <16 x float> %3585
  br label %3591

3588:                                             ; preds = %3569
  %3589 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3573, <16 x i1> %1477, <16 x float> zeroinitializer)
  %3590 = fadd <16 x float> %3570, %3589
  br label %3591

3591:                                             ; preds = %3588, %3581, %3574
  %3592 = phi <16 x float> [ %3590, %3588 ], [ %3587, %3581 ], [ %3580, %3574 ]
  switch i64 %1479, label %535 [
    i64 1, label %3607
    i64 2, label %3600
    i64 3, label %3593
    i64 0, label %3629
  ]

3593:                                             ; preds = %3591
  %3594 = bitcast <16 x float> %3592 to <8 x i64>
  %3595 = and <8 x i64> %3594, %1169
  %3596 = fcmp oeq <16 x float> %3592, %44
  %3597 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3592, i32 4)
  %3598 = bitcast <8 x i64> %3595 to <16 x float>
  %3599 = select <16 x i1> %3596, <16 x float> %3598, <16 x float> %3597
  br label %3610

3600:                                             ; preds = %3591
  %3601 = bitcast <16 x float> %3592 to <8 x i64>
  %3602 = or <8 x i64> %3601, %1170
  %3603 = fcmp oeq <16 x float> %3592, %47
  %3604 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3592, i32 4)
  %3605 = bitcast <8 x i64> %3602 to <16 x float>
  %3606 = select <16 x i1> %3603, <16 x float> %3605, <16 x float> %3604
  br label %3610

3607:                                             ; preds = %3591
  %3608 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3573, <16 x i1> %1477, <16 x float> zeroinitializer)
  %3609 = fadd <16 x float> %3592, %3608
  br label %3610

3610:                                             ; preds = %3607, %3600, %3593
  %3611 = phi <16 x float> [ %3609, %3607 ], [ %3606, %3600 ], [ %3599, %3593 ]
  switch i64 %1481, label %535 [
    i64 1, label %3626
    i64 2, label %3619
    i64 3, label %3612
    i64 0, label %3629
  ]

3612:                                             ; preds = %3610
  %3613 = bitcast <16 x float> %3611 to <8 x i64>
  %3614 = and <8 x i64> %3613, %1169
  %3615 = fcmp oeq <16 x float> %3611, %44
  %3616 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3611, i32 4)
  %3617 = bitcast <8 x i64> %3614 to <16 x float>
  %3618 = select <16 x i1> %3615, <16 x float> %3617, <16 x float> %3616
  br label %3629

3619:                                             ; preds = %3610
  %3620 = bitcast <16 x float> %3611 to <8 x i64>
  %3621 = or <8 x i64> %3620, %1170
  %3622 = fcmp oeq <16 x float> %3611, %47
  %3623 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3611, i32 4)
  %3624 = bitcast <8 x i64> %3621 to <16 x float>
  %3625 = select <16 x i1> %3622, <16 x float> %3624, <16 x float> %3623
  br label %3629

3626:                                             ; preds = %3610
  %3627 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3573, <16 x i1> %1477, <16 x float> zeroinitializer)
  %3628 = fadd <16 x float> %3611, %3627
  br label %3629

3629:                                             ; preds = %3612, %3619, %3626, %3610, %3591, %3569
  %3630 = phi <16 x float> [ %3611, %3610 ], [ %3570, %3569 ], [ %3592, %3591 ], [ %3628, %3626 ], [ %3625, %3619 ], [ %3618, %3612 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %3630, ptr nonnull align 1 %3571, <16 x i1> %1477)
  br i1 %1609, label %3636, label %3631

3631:                                             ; preds = %3629
  %3632 = load float, ptr %1542, align 4
  %3633 = insertelement <16 x float> poison, float %3632, i64 0
  %3634 = shufflevector <16 x float> %3633, <16 x float> poison, <16 x i32> zeroinitializer
  %3635 = fadd <16 x float> %3338, %3634
  br label %3636

3636:                                             ; preds = %3631, %3629
  %3637 = phi <16 x float> [ %3635, %3631 ], [ %3338, %3629 ]
  %3638 = getelementptr inbounds float, ptr %2927, i64 %9
  %3639 = getelementptr inbounds float, ptr %2929, i64 %9
  %3640 = select i1 %3344, ptr null, ptr %3639
  switch i64 %1465, label %535 [
    i64 1, label %3655
    i64 2, label %3648
    i64 3, label %3641
    i64 0, label %3696
  ]

3641:                                             ; preds = %3636
  %3642 = bitcast <16 x float> %3637 to <8 x i64>
  %3643 = and <8 x i64> %3642, %1169
  %3644 = fcmp oeq <16 x float> %3637, %44
  %3645 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3637, i32 4)
  %3646 = bitcast <8 x i64> %3643 to <16 x float>
  %3647 = select <16 x i1> %3644, <16 x float> %3646, <16 x float> %3645
  br label %3658

3648:                                             ; preds = %3636
  %3649 = bitcast <16 x float> %3637 to <8 x i64>
  %3650 = or <8 x i64> %3649, %1170
  %3651 = fcmp oeq <16 x float> %3637, %47
  %3652 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3637, i32 4)
  %3653 = bitcast <8 x i64> %3650 to <16 x float>
  %3654 = select <16 x i1> %3651, <16 x float> %3653, <16 x float> %3652
  br label %3658

3655:                                             ; preds = %3636
  %3656 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3640, <16 x i1> %1184, <16 x float> zeroinitializer)
  %3657 = fadd <16 x float> %3637, %3656
  br label %3658

3658:                                             ; preds = %3655, %3648, %3641
  %3659 = phi <16 x float> [ %3657, %3655 ], [ %3654, %3648 ], [ %3647, %3641 ]
  switch i64 %1483, label %535 [
    i64 1, label %3674
    i64 2, label %3667
    i64 3, label %3660
    i64 0, label %3696
  ]

3660:                                             ; preds = %3658
  %3661 = bitcast <16 x float> %3659 to <8 x i64>
  %3662 = and <8 x i64> %3661, %1169
  %3663 = fcmp oeq <16 x float> %3659, %44
  %3664 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3659, i32 4)
  %3665 = bitcast <8 x i64> %3662 to <16 x float>
  %3666 = select <16 x i1> %3663, <16 x float> %3665, <16 x float> %3664
  br label %3677

3667:                                             ; preds = %3658
  %3668 = bitcast <16 x float> %3659 to <8 x i64>
  %3669 = or <8 x i64> %3668, %1170
  %3670 = fcmp oeq <16 x float> %3659, %47
  %3671 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3659, i32 4)
  %3672 = bitcast <8 x i64> %3669 to <16 x float>
  %3673 = select <16 x i1> %3670, <16 x float> %3672, <16 x float> %3671
  br label %3677

3674:                                             ; preds = %3658
  %3675 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3640, <16 x i1> %1184, <16 x float> zeroinitializer)
  %3676 = fadd <16 x float> %3659, %3675
  br label %3677

3677:                                             ; preds = %3674, %3667, %3660
  %3678 = phi <16 x float> [ %3676, %3674 ], [ %3673, %3667 ], [ %3666, %3660 ]
  switch i64 %1485, label %535 [
    i64 1, label %3693
    i64 2, label %3686
    i64 3, label %3679
    i64 0, label %3696
  ]

3679:                                             ; preds = %3677
  %3680 = bitcast <16 x float> %3678 to <8 x i64>
  %3681 = and <8 x i64> %3680, %1169
  %3682 = fcmp oeq <16 x float> %3678, %44
  %3683 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3678, i32 4)
  %3684 = bitcast <8 x i64> %3681 to <16 x float>
  %3685 = select <16 x i1> %3682, <16 x float> %3684, <16 x float> %3683
  br label %3696

3686:                                             ; preds = %3677
  %3687 = bitcast <16 x float> %3678 to <8 x i64>
  %3688 = or <8 x i64> %3687, %1170
  %3689 = fcmp oeq <16 x float> %3678, %47
  %3690 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3678, i32 4)
  %3691 = bitcast <8 x i64> %3688 to <16 x float>
  %3692 = select <16 x i1> %3689, <16 x float> %3691, <16 x float> %3690
  br label %3696

3693:                                             ; preds = %3677
  %3694 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3640, <16 x i1> %1184, <16 x float> zeroinitializer)
  %3695 = fadd <16 x float> %3678, %3694
  br label %3696

3696:                                             ; preds = %3679, %3686, %3693, %3677, %3658, %3636
  %3697 = phi <16 x float> [ %3678, %3677 ], [ %3637, %3636 ], [ %3659, %3658 ], [ %3695, %3693 ], [ %3692, %3686 ], [ %3685, %3679 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %3697, ptr align 1 %3638, <16 x i1> %1184)
  br i1 %1609, label %3703, label %3698

3698:                                             ; preds = %3696
  %3699 = load float, ptr %1542, align 4
  %3700 = insertelement <16 x float> poison, float %3699, i64 0
  %3701 = shufflevector <16 x float> %3700, <16 x float> poison, <16 x i32> zeroinitializer
  %3702 = fadd <16 x float> %3339, %3701
  br label %3703

3703:                                             ; preds = %3698, %3696
  %3704 = phi <16 x float> [ %3702, %3698 ], [ %3339, %3696 ]
  %3705 = getelementptr inbounds float, ptr %2927, i64 %1486
  %3706 = getelementptr inbounds float, ptr %2929, i64 %1486
  %3707 = select i1 %3344, ptr null, ptr %3706
  switch i64 %1465, label %535 [
    i64 1, label %3722
    i64 2, label %3715
    i64 3, label %3708
    i64 0, label %3763
  ]

3708:                                             ; preds = %3703
  %3709 = bitcast <16 x float> %3704 to <8 x i64>
  %3710 = and <8 x i64> %3709, %1169
  %3711 = fcmp oeq <16 x float> %3704, %44
  %3712 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3704, i32 4)
  %3713 = bitcast <8 x i64> %3710 to <16 x float>
  %3714 = select <16 x i1> %3711, <16 x float> %3713, <16 x float> %3712
  br label %3725

3715:                                             ; preds = %3703
  %3716 = bitcast <16 x float> %3704 to <8 x i64>
  %3717 = or <8 x i64> %3716, %1170
  %3718 = fcmp oeq <16 x float> %3704, %47
  %3719 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3704, i32 4)
  %3720 = bitcast <8 x i64> %3717 to <16 x float>
  %3721 = select <16 x i1> %3718, <16 x float> %3720, <16 x float> %3719
  br label %3725

3722:                                             ; preds = %3703
  %3723 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3707, <16 x i1> %1477, <16 x float> zeroinitializer)
  %3724 = fadd <16 x float> %3704, %3723
  br label %3725

3725:                                             ; preds = %3722, %3715, %3708
  %3726 = phi <16 x float> [ %3724, %3722 ], [ %3721, %3715 ], [ %3714, %3708 ]
  switch i64 %1488, label %535 [
    i64 1, label %3741
    i64 2, label %3734
    i64 3, label %3727
    i64 0, label %3763
  ]

3727:                                             ; preds = %3725
  %3728 = bitcast <16 x float> %3726 to <8 x i64>
  %3729 = and <8 x i64> %3728, %1169
  %3730 = fcmp oeq <16 x float> %3726, %44
  %3731 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3726, i32 4)
  %3732 = bitcast <8 x i64> %3729 to <16 x float>
  %3733 = select <16 x i1> %3730, <16 x float> %3732, <16 x float> %3731
  br label %3744

3734:                                             ; preds = %3725
  %3735 = bitcast <16 x float> %3726 to <8 x i64>
  %3736 = or <8 x i64> %3735, %1170
  %3737 = fcmp oeq <16 x float> %3726, %47
  %3738 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3726, i32 4)
  %3739 = bitcast <8 x i64> %3736 to <16 x float>
  %3740 = select <16 x i1> %3737, <16 x float> %3739, <16 x float> %3738
  br label %3744

3741:                                             ; preds = %3725
  %3742 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3707, <16 x i1> %1477, <16 x float> zeroinitializer)
  %3743 = fadd <16 x float> %3726, %3742
  br label %3744

3744:                                             ; preds = %3741, %3734, %3727
  %3745 = phi <16 x float> [ %3743, %3741 ], [ %3740, %3734 ], [ %3733, %3727 ]
  switch i64 %1490, label %535 [
    i64 1, label %3760
    i64 2, label %3753
    i64 3, label %3746
    i64 0, label %3763
  ]

3746:                                             ; preds = %3744
  %3747 = bitcast <16 x float> %3745 to <8 x i64>
  %3748 = and <8 x i64> %3747, %1169
  %3749 = fcmp oeq <16 x float> %3745, %44
  %3750 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3745, i32 4)
  %3751 = bitcast <8 x i64> %3748 to <16 x float>
  %3752 = select <16 x i1> %3749, <16 x float> %3751, <16 x float> %3750
  br label %3763

3753:                                             ; preds = %3744
  %3754 = bitcast <16 x float> %3745 to <8 x i64>
  %3755 = or <8 x i64> %3754, %1170
  %3756 = fcmp oeq <16 x float> %3745, %47
  %3757 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3745, i32 4)
  %3758 = bitcast <8 x i64> %3755 to <16 x float>
  %3759 = select <16 x i1> %3756, <16 x float> %3758, <16 x float> %3757
  br label %3763

3760:                                             ; preds = %3744
  %3761 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3707, <16 x i1> %1477, <16 x float> zeroinitializer)
  %3762 = fadd <16 x float> %3745, %3761
  br label %3763

3763:                                             ; preds = %3746, %3753, %3760, %3744, %3725, %3703
  %3764 = phi <16 x float> [ %3745, %3744 ], [ %3704, %3703 ], [ %3726, %3725 ], [ %3762, %3760 ], [ %3759, %3753 ], [ %3752, %3746 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %3764, ptr align 1 %3705, <16 x i1> %1477)
  br i1 %1609, label %3770, label %3765

3765:                                             ; preds = %3763
  %3766 = load float, ptr %1542, align 4
  %3767 = insertelement <16 x float> poison, float %3766, i64 0
  %3768 = shufflevector <16 x float> %3767, <16 x float> poison, <16 x i32> zeroinitializer
  %3769 = fadd <16 x float> %3340, %3768
  br label %3770

3770:                                             ; preds = %3765, %3763
  %3771 = phi <16 x float> [ %3769, %3765 ], [ %3340, %3763 ]
  %3772 = getelementptr inbounds float, ptr %2927, i64 %1491
  %3773 = getelementptr inbounds float, ptr %2929, i64 %1491
  %3774 = select i1 %3344, ptr null, ptr %3773
  switch i64 %1465, label %535 [
    i64 1, label %3789
    i64 2, label %3782
    i64 3, label %3775
    i64 0, label %3830
  ]

3775:                                             ; preds = %3770
  %3776 = bitcast <16 x float> %3771 to <8 x i64>
  %3777 = and <8 x i64> %3776, %1169
  %3778 = fcmp oeq <16 x float> %3771, %44
  %3779 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3771, i32 4)
  %3780 = bitcast <8 x i64> %3777 to <16 x float>
  %3781 = select <16 x i1> %3778, <16 x float> %3780, <16 x float> %3779
  br label %3792

3782:                                             ; preds = %3770
  %3783 = bitcast <16 x float> %3771 to <8 x i64>
  %3784 = or <8 x i64> %3783, %1170
  %3785 = fcmp oeq <16 x float> %3771, %47
  %3786 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3771, i32 4)
  %3787 = bitcast <8 x i64> %3784 to <16 x float>
  %3788 = select <16 x i1> %3785, <16 x float> %3787, <16 x float> %3786
  br label %3792

3789:                                             ; preds = %3770
  %3790 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3774, <16 x i1> %1184, <16 x float> zeroinitializer)
  %3791 = fadd <16 x float> %3771, %3790
  br label %3792

3792:                                             ; preds = %3789, %3782, %3775
  %3793 = phi <16 x float> [ %3791, %3789 ], [ %3788, %3782 ], [ %3781, %3775 ]
  switch i64 %1493, label %535 [
    i64 1, label %3808
    i64 2, label %3801
    i64 3, label %3794
    i64 0, label %3830
  ]

3794:                                             ; preds = %3792
  %3795 = bitcast <16 x float> %3793 to <8 x i64>
  %3796 = and <8 x i64> %3795, %1169
  %3797 = fcmp oeq <16 x float> %3793, %44
  %3798 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3793, i32 4)
  %3799 = bitcast <8 x i64> %3796 to <16 x float>
  %3800 = select <16 x i1> %3797, <16 x float> %3799, <16 x float> %3798
  br label %3811

3801:                                             ; preds = %3792
  %3802 = bitcast <16 x float> %3793 to <8 x i64>
  %3803 = or <8 x i64> %3802, %1170
  %3804 = fcmp oeq <16 x float> %3793, %47
  %3805 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3793, i32 4)
  %3806 = bitcast <8 x i64> %3803 to <16 x float>
  %3807 = select <16 x i1> %3804, <16 x float> %3806, <16 x float> %3805
  br label %3811

3808:                                             ; preds = %3792
  %3809 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3774, <16 x i1> %1184, <16 x float> zeroinitializer)
  %3810 = fadd <16 x float> %3793, %3809
  br label %3811

3811:                                             ; preds = %3808, %3801, %3794
  %3812 = phi <16 x float> [ %3810, %3808 ], [ %3807, %3801 ], [ %3800, %3794 ]
  switch i64 %1495, label %535 [
    i64 1, label %3827
    i64 2, label %3820
    i64 3, label %3813
    i64 0, label %3830
  ]

3813:                                             ; preds = %3811
  %3814 = bitcast <16 x float> %3812 to <8 x i64>
  %3815 = and <8 x i64> %3814, %1169
  %3816 = fcmp oeq <16 x float> %3812, %44
  %3817 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3812, i32 4)
  %3818 = bitcast <8 x i64> %3815 to <16 x float>
  %3819 = select <16 x i1> %3816, <16 x float> %3818, <16 x float> %3817
  br label %3830

3820:                                             ; preds = %3811
  %3821 = bitcast <16 x float> %3812 to <8 x i64>
  %3822 = or <8 x i64> %3821, %1170
  %3823 = fcmp oeq <16 x float> %3812, %47
  %3824 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3812, i32 4)
  %3825 = bitcast <8 x i64> %3822 to <16 x float>
  %3826 = select <16 x i1> %3823, <16 x float> %3825, <16 x float> %3824
  br label %3830

3827:                                             ; preds = %3811
  %3828 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3774, <16 x i1> %1184, <16 x float> zeroinitializer)
  %3829 = fadd <16 x float> %3812, %3828
  br label %3830

3830:                                             ; preds = %3813, %3820, %3827, %3811, %3792, %3770
  %3831 = phi <16 x float> [ %3812, %3811 ], [ %3771, %3770 ], [ %3793, %3792 ], [ %3829, %3827 ], [ %3826, %3820 ], [ %3819, %3813 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %3831, ptr align 1 %3772, <16 x i1> %1184)
  br i1 %1609, label %3837, label %3832

3832:                                             ; preds = %3830
  %3833 = load float, ptr %1542, align 4
  %3834 = insertelement <16 x float> poison, float %3833, i64 0
  %3835 = shufflevector <16 x float> %3834, <16 x float> poison, <16 x i32> zeroinitializer
  %3836 = fadd <16 x float> %3341, %3835
  br label %3837

3837:                                             ; preds = %3832, %3830
  %3838 = phi <16 x float> [ %3836, %3832 ], [ %3341, %3830 ]
  %3839 = getelementptr inbounds float, ptr %2927, i64 %1496
  %3840 = getelementptr inbounds float, ptr %2929, i64 %1496
  %3841 = select i1 %3344, ptr null, ptr %3840
  switch i64 %1465, label %535 [
    i64 1, label %3856
    i64 2, label %3849
    i64 3, label %3842
    i64 0, label %3897
  ]

3842:                                             ; preds = %3837
  %3843 = bitcast <16 x float> %3838 to <8 x i64>
  %3844 = and <8 x i64> %3843, %1169
  %3845 = fcmp oeq <16 x float> %3838, %44
  %3846 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3838, i32 4)
  %3847 = bitcast <8 x i64> %3844 to <16 x float>
  %3848 = select <16 x i1> %3845, <16 x float> %3847, <16 x float> %3846
  br label %3859

3849:                                             ; preds = %3837
  %3850 = bitcast <16 x float> %3838 to <8 x i64>
  %3851 = or <8 x i64> %3850, %1170
  %3852 = fcmp oeq <16 x float> %3838, %47
  %3853 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3838, i32 4)
  %3854 = bitcast <8 x i64> %3851 to <16 x float>
  %3855 = select <16 x i1> %3852, <16 x float> %3854, <16 x float> %3853
  br label %3859

3856:                                             ; preds = %3837
  %3857 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3841, <16 x i1> %1477, <16 x float> zeroinitializer)
  %3858 = fadd <16 x float> %3838, %3857
  br label %3859

3859:                                             ; preds = %3856, %3849, %3842
  %3860 = phi <16 x float> [ %3858, %3856 ], [ %3855, %3849 ], [ %3848, %3842 ]
  switch i64 %1498, label %535 [
    i64 1, label %3875
    i64 2, label %3868
    i64 3, label %3861
    i64 0, label %3897
  ]

3861:                                             ; preds = %3859
  %3862 = bitcast <16 x float> %3860 to <8 x i64>
  %3863 = and <8 x i64> %3862, %1169
  %3864 = fcmp oeq <16 x float> %3860, %44
  %3865 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3860, i32 4)
  %3866 = bitcast <8 x i64> %3863 to <16 x float>
  %3867 = select <16 x i1> %3864, <16 x float> %3866, <16 x float> %3865
  br label %3878

3868:                                             ; preds = %3859
  %3869 = bitcast <16 x float> %3860 to <8 x i64>
  %3870 = or <8 x i64> %3869, %1170
  %3871 = fcmp oeq <16 x float> %3860, %47
  %3872 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3860, i32 4)
  %3873 = bitcast <8 x i64> %3870 to <16 x float>
  %3874 = select <16 x i1> %3871, <16 x float> %3873, <16 x float> %3872
  br label %3878

3875:                                             ; preds = %3859
  %3876 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3841, <16 x i1> %1477, <16 x float> zeroinitializer)
  %3877 = fadd <16 x float> %3860, %3876
  br label %3878

3878:                                             ; preds = %3875, %3868, %3861
  %3879 = phi <16 x float> [ %3877, %3875 ], [ %3874, %3868 ], [ %3867, %3861 ]
  switch i64 %1500, label %535 [
    i64 1, label %3894
    i64 2, label %3887
    i64 3, label %3880
    i64 0, label %3897
  ]

3880:                                             ; preds = %3878
  %3881 = bitcast <16 x float> %3879 to <8 x i64>
  %3882 = and <8 x i64> %3881, %1169
  %3883 = fcmp oeq <16 x float> %3879, %44
  %3884 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3879, i32 4)
  %3885 = bitcast <8 x i64> %3882 to <16 x float>
  %3886 = select <16 x i1> %3883, <16 x float> %3885, <16 x float> %3884
  br label %3897

3887:                                             ; preds = %3878
  %3888 = bitcast <16 x float> %3879 to <8 x i64>
  %3889 = or <8 x i64> %3888, %1170
  %3890 = fcmp oeq <16 x float> %3879, %47
  %3891 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3879, i32 4)
  %3892 = bitcast <8 x i64> %3889 to <16 x float>
  %3893 = select <16 x i1> %3890, <16 x float> %3892, <16 x float> %3891
  br label %3897

3894:                                             ; preds = %3878
  %3895 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3841, <16 x i1> %1477, <16 x float> zeroinitializer)
  %3896 = fadd <16 x float> %3879, %3895
  br label %3897

3897:                                             ; preds = %3880, %3887, %3894, %3878, %3859, %3837
  %3898 = phi <16 x float> [ %3879, %3878 ], [ %3838, %3837 ], [ %3860, %3859 ], [ %3896, %3894 ], [ %3893, %3887 ], [ %3886, %3880 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %3898, ptr align 1 %3839, <16 x i1> %1477)
  br i1 %1609, label %3904, label %3899

3899:                                             ; preds = %3897
  %3900 = load float, ptr %1542, align 4
  %3901 = insertelement <16 x float> poison, float %3900, i64 0
  %3902 = shufflevector <16 x float> %3901, <16 x float> poison, <16 x i32> zeroinitializer
  %3903 = fadd <16 x float> %3342, %3902
  br label %3904

3904:                                             ; preds = %3899, %3897
  %3905 = phi <16 x float> [ %3903, %3899 ], [ %3342, %3897 ]
  %3906 = getelementptr inbounds float, ptr %2927, i64 %1501
  %3907 = getelementptr inbounds float, ptr %2929, i64 %1501
  %3908 = select i1 %3344, ptr null, ptr %3907
  switch i64 %1465, label %535 [
    i64 1, label %3923
    i64 2, label %3916
    i64 3, label %3909
    i64 0, label %3964
  ]

3909:                                             ; preds = %3904
  %3910 = bitcast <16 x float> %3905 to <8 x i64>
  %3911 = and <8 x i64> %3910, %1169
  %3912 = fcmp oeq <16 x float> %3905, %44
  %3913 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3905, i32 4)
  %3914 = bitcast <8 x i64> %3911 to <16 x float>
  %3915 = select <16 x i1> %3912, <16 x float> %3914, <16 x float> %3913
  br label %3926

3916:                                             ; preds = %3904
  %3917 = bitcast <16 x float> %3905 to <8 x i64>
  %3918 = or <8 x i64> %3917, %1170
  %3919 = fcmp oeq <16 x float> %3905, %47
  %3920 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3905, i32 4)
  %3921 = bitcast <8 x i64> %3918 to <16 x float>
  %3922 = select <16 x i1> %3919, <16 x float> %3921, <16 x float> %3920
  br label %3926

3923:                                             ; preds = %3904
  %3924 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3908, <16 x i1> %1184, <16 x float> zeroinitializer)
  %3925 = fadd <16 x float> %3905, %3924
  br label %3926

3926:                                             ; preds = %3923, %3916, %3909
  %3927 = phi <16 x float> [ %3925, %3923 ], [ %3922, %3916 ], [ %3915, %3909 ]
  switch i64 %1503, label %535 [
    i64 1, label %3942
    i64 2, label %3935
    i64 3, label %3928
    i64 0, label %3964
  ]

3928:                                             ; preds = %3926
  %3929 = bitcast <16 x float> %3927 to <8 x i64>
  %3930 = and <8 x i64> %3929, %1169
  %3931 = fcmp oeq <16 x float> %3927, %44
  %3932 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3927, i32 4)
  %3933 = bitcast <8 x i64> %3930 to <16 x float>
  %3934 = select <16 x i1> %3931, <16 x float> %3933, <16 x float> %3932
  br label %3945

3935:                                             ; preds = %3926
  %3936 = bitcast <16 x float> %3927 to <8 x i64>
  %3937 = or <8 x i64> %3936, %1170
  %3938 = fcmp oeq <16 x float> %3927, %47
  %3939 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3927, i32 4)
  %3940 = bitcast <8 x i64> %3937 to <16 x float>
  %3941 = select <16 x i1> %3938, <16 x float> %3940, <16 x float> %3939
  br label %3945

3942:                                             ; preds = %3926
  %3943 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3908, <16 x i1> %1184, <16 x float> zeroinitializer)
  %3944 = fadd <16 x float> %3927, %3943
  br label %3945

3945:                                             ; preds = %3942, %3935, %3928
  %3946 = phi <16 x float> [ %3944, %3942 ], [ %3941, %3935 ], [ %3934, %3928 ]
  switch i64 %1505, label %535 [
    i64 1, label %3961
    i64 2, label %3954
    i64 3, label %3947
    i64 0, label %3964
  ]

3947:                                             ; preds = %3945
  %3948 = bitcast <16 x float> %3946 to <8 x i64>
  %3949 = and <8 x i64> %3948, %1169
  %3950 = fcmp oeq <16 x float> %3946, %44
  %3951 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3946, i32 4)
  %3952 = bitcast <8 x i64> %3949 to <16 x float>
  %3953 = select <16 x i1> %3950, <16 x float> %3952, <16 x float> %3951
  br label %3964

3954:                                             ; preds = %3945
  %3955 = bitcast <16 x float> %3946 to <8 x i64>
  %3956 = or <8 x i64> %3955, %1170
  %3957 = fcmp oeq <16 x float> %3946, %47
  %3958 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3946, i32 4)
  %3959 = bitcast <8 x i64> %3956 to <16 x float>
  %3960 = select <16 x i1> %3957, <16 x float> %3959, <16 x float> %3958
  br label %3964

3961:                                             ; preds = %3945
  %3962 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3908, <16 x i1> %1184, <16 x float> zeroinitializer)
  %3963 = fadd <16 x float> %3946, %3962
  br label %3964

3964:                                             ; preds = %3947, %3954, %3961, %3945, %3926, %3904
  %3965 = phi <16 x float> [ %3946, %3945 ], [ %3905, %3904 ], [ %3927, %3926 ], [ %3963, %3961 ], [ %3960, %3954 ], [ %3953, %3947 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %3965, ptr align 1 %3906, <16 x i1> %1184)
  br i1 %1609, label %3971, label %3966

3966:                                             ; preds = %3964
  %3967 = load float, ptr %1542, align 4
  %3968 = insertelement <16 x float> poison, float %3967, i64 0
  %3969 = shufflevector <16 x float> %3968, <16 x float> poison, <16 x i32> zeroinitializer
  %3970 = fadd <16 x float> %3343, %3969
  br label %3971

3971:                                             ; preds = %3966, %3964
  %3972 = phi <16 x float> [ %3970, %3966 ], [ %3343, %3964 ]
  %3973 = getelementptr inbounds float, ptr %2927, i64 %1506
  %3974 = getelementptr inbounds float, ptr %2929, i64 %1506
  %3975 = select i1 %3344, ptr null, ptr %3974
  switch i64 %1465, label %535 [
    i64 1, label %3990
    i64 2, label %3983
    i64 3, label %3976
    i64 0, label %4031
  ]

3976:                                             ; preds = %3971
  %3977 = bitcast <16 x float> %3972 to <8 x i64>
  %3978 = and <8 x i64> %3977, %1169
  %3979 = fcmp oeq <16 x float> %3972, %44
  %3980 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3972, i32 4)
  %3981 = bitcast <8 x i64> %3978 to <16 x float>
  %3982 = select <16 x i1> %3979, <16 x float> %3981, <16 x float> %3980
  br label %3993

3983:                                             ; preds = %3971
  %3984 = bitcast <16 x float> %3972 to <8 x i64>
  %3985 = or <8 x i64> %3984, %1170
  %3986 = fcmp oeq <16 x float> %3972, %47
  %3987 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3972, i32 4)
  %3988 = bitcast <8 x i64> %3985 to <16 x float>
  %3989 = select <16 x i1> %3986, <16 x float> %3988, <16 x float> %3987
  br label %3993

3990:                                             ; preds = %3971
  %3991 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3975, <16 x i1> %1477, <16 x float> zeroinitializer)
  %3992 = fadd <16 x float> %3972, %3991
  br label %3993

3993:                                             ; preds = %3990, %3983, %3976
  %3994 = phi <16 x float> [ %3992, %3990 ], [ %3989, %3983 ], [ %3982, %3976 ]
  switch i64 %1508, label %535 [
    i64 1, label %4009
    i64 2, label %4002
    i64 3, label %3995
    i64 0, label %4031
  ]

3995:                                             ; preds = %3993
  %3996 = bitcast <16 x float> %3994 to <8 x i64>
  %3997 = and <8 x i64> %3996, %1169
  %3998 = fcmp oeq <16 x float> %3994, %44
  %3999 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3994, i32 4)
  %4000 = bitcast <8 x i64> %3997 to <16 x float>
  %4001 = select <16 x i1> %3998, <16 x float> %4000, <16 x float> %3999
  br label %4012

4002:                                             ; preds = %3993
  %4003 = bitcast <16 x float> %3994 to <8 x i64>
  %4004 = or <8 x i64> %4003, %1170
  %4005 = fcmp oeq <16 x float> %3994, %47
  %4006 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3994, i32 4)
  %4007 = bitcast <8 x i64> %4004 to <16 x float>
  %4008 = select <16 x i1> %4005, <16 x float> %4007, <16 x float> %4006
  br label %4012

4009:                                             ; preds = %3993
  %4010 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3975, <16 x i1> %1477, <16 x float> zeroinitializer)
  %4011 = fadd <16 x float> %3994, %4010
  br label %4012

4012:                                             ; preds = %4009, %4002, %3995
  %4013 = phi <16 x float> [ %4011, %4009 ], [ %4008, %4002 ], [ %4001, %3995 ]
  switch i64 %1510, label %535 [
    i64 1, label %4028
    i64 2, label %4021
    i64 3, label %4014
    i64 0, label %4031
  ]

4014:                                             ; preds = %4012
  %4015 = bitcast <16 x float> %4013 to <8 x i64>
  %4016 = and <8 x i64> %4015, %1169
  %4017 = fcmp oeq <16 x float> %4013, %44
  %4018 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4013, i32 4)
  %4019 = bitcast <8 x i64> %4016 to <16 x float>
  %4020 = select <16 x i1> %4017, <16 x float> %4019, <16 x float> %4018
  br label %4031

4021:                                             ; preds = %4012
  %4022 = bitcast <16 x float> %4013 to <8 x i64>
  %4023 = or <8 x i64> %4022, %1170
  %4024 = fcmp oeq <16 x float> %4013, %47
  %4025 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4013, i32 4)
  %4026 = bitcast <8 x i64> %4023 to <16 x float>
  %4027 = select <16 x i1> %4024, <16 x float> %4026, <16 x float> %4025
  br label %4031

4028:                                             ; preds = %4012
  %4029 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3975, <16 x i1> %1477, <16 x float> zeroinitializer)
  %4030 = fadd <16 x float> %4013, %4029
  br label %4031

4031:                                             ; preds = %4014, %4021, %4028, %4012, %3993, %3971
  %4032 = phi <16 x float> [ %4013, %4012 ], [ %3972, %3971 ], [ %3994, %3993 ], [ %4030, %4028 ], [ %4027, %4021 ], [ %4020, %4014 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %4032, ptr align 1 %3973, <16 x i1> %1477)
  br label %8445

4033:                                             ; preds = %2945
  br i1 %1167, label %4034, label %4038

4034:                                             ; preds = %4033
  %4035 = mul nsw i64 %2925, %12
  %4036 = add nsw i64 %2925, 1
  %4037 = mul nsw i64 %4036, %12
  br label %4048

4038:                                             ; preds = %4077, %4033
  %4039 = phi <16 x float> [ zeroinitializer, %4033 ], [ %4078, %4077 ]
  %4040 = phi <16 x float> [ zeroinitializer, %4033 ], [ %4079, %4077 ]
  %4041 = phi <16 x float> [ zeroinitializer, %4033 ], [ %4080, %4077 ]
  %4042 = phi <16 x float> [ zeroinitializer, %4033 ], [ %4081, %4077 ]
  %4043 = phi <16 x float> [ zeroinitializer, %4033 ], [ %4082, %4077 ]
  %4044 = phi <16 x float> [ zeroinitializer, %4033 ], [ %4083, %4077 ]
  %4045 = phi <16 x float> [ zeroinitializer, %4033 ], [ %4084, %4077 ]
  %4046 = phi <16 x float> [ zeroinitializer, %4033 ], [ %4085, %4077 ]
  %4047 = icmp eq ptr %2929, null
  br i1 %1609, label %4238, label %4233

4048:                                             ; preds = %4034, %4077
  %4049 = phi <16 x float> [ zeroinitializer, %4034 ], [ %4078, %4077 ]
  %4050 = phi <16 x float> [ zeroinitializer, %4034 ], [ %4079, %4077 ]
  %4051 = phi <16 x float> [ zeroinitializer, %4034 ], [ %4080, %4077 ]
  %4052 = phi <16 x float> [ zeroinitializer, %4034 ], [ %4081, %4077 ]
  %4053 = phi <16 x float> [ zeroinitializer, %4034 ], [ %4082, %4077 ]
  %4054 = phi <16 x float> [ zeroinitializer, %4034 ], [ %4083, %4077 ]
  %4055 = phi <16 x float> [ zeroinitializer, %4034 ], [ %4084, %4077 ]
  %4056 = phi <16 x float> [ zeroinitializer, %4034 ], [ %4085, %4077 ]
  %4057 = phi i64 [ 0, %4034 ], [ %4086, %4077 ]
  %4058 = mul nsw i64 %4057, %14
  %4059 = sub i64 %4058, %16
  %4060 = add i64 %4059, %4035
  %4061 = icmp slt i64 %4060, 0
  %4062 = icmp sge i64 %4060, %6
  %4063 = or i1 %4061, %4062
  %4064 = select i1 %4063, i64 0, i64 %4060
  %4065 = mul nsw i64 %4064, %7
  %4066 = getelementptr inbounds float, ptr %1539, i64 %4065
  %4067 = add i64 %4059, %4037
  %4068 = icmp slt i64 %4067, 0
  %4069 = icmp sge i64 %4067, %6
  %4070 = or i1 %4068, %4069
  %4071 = select i1 %4070, i64 0, i64 %4067
  %4072 = mul nsw i64 %4071, %7
  %4073 = getelementptr inbounds float, ptr %1539, i64 %4072
  br i1 %1168, label %4074, label %4077

4074:                                             ; preds = %4048
  %4075 = mul nuw nsw i64 %4057, %11
  %4076 = getelementptr inbounds nuw float, ptr %1541, i64 %4075
  br label %4088

4077:                                             ; preds = %4219, %4048
  %4078 = phi <16 x float> [ %4049, %4048 ], [ %4129, %4219 ]
  %4079 = phi <16 x float> [ %4050, %4048 ], [ %4161, %4219 ]
  %4080 = phi <16 x float> [ %4051, %4048 ], [ %4193, %4219 ]
  %4081 = phi <16 x float> [ %4052, %4048 ], [ %4225, %4219 ]
  %4082 = phi <16 x float> [ %4053, %4048 ], [ %4134, %4219 ]
  %4083 = phi <16 x float> [ %4054, %4048 ], [ %4166, %4219 ]
  %4084 = phi <16 x float> [ %4055, %4048 ], [ %4198, %4219 ]
  %4085 = phi <16 x float> [ %4056, %4048 ], [ %4230, %4219 ]
  %4086 = add nuw nsw i64 %4057, 1
  %4087 = icmp eq i64 %4086, %10
  br i1 %4087, label %4038, label %4048

4088:                                             ; preds = %4074, %4219
  %4089 = phi <16 x float> [ %4049, %4074 ], [ %4129, %4219 ]
  %4090 = phi <16 x float> [ %4050, %4074 ], [ %4161, %4219 ]
  %4091 = phi <16 x float> [ %4051, %4074 ], [ %4193, %4219 ]
  %4092 = phi <16 x float> [ %4052, %4074 ], [ %4225, %4219 ]
  %4093 = phi <16 x float> [ %4053, %4074 ], [ %4134, %4219 ]
  %4094 = phi <16 x float> [ %4054, %4074 ], [ %4166, %4219 ]
  %4095 = phi <16 x float> [ %4055, %4074 ], [ %4198, %4219 ]
  %4096 = phi <16 x float> [ %4056, %4074 ], [ %4230, %4219 ]
  %4097 = phi i64 [ 0, %4074 ], [ %4231, %4219 ]
  %4098 = getelementptr inbounds nuw float, ptr %4076, i64 %4097
  %4099 = load float, ptr %4098, align 4
  %4100 = insertelement <16 x float> poison, float %4099, i64 0
  %4101 = shufflevector <16 x float> %4100, <16 x float> poison, <16 x i32> zeroinitializer
  %4102 = mul nsw i64 %4097, %15
  %4103 = sub i64 %4102, %17
  %4104 = getelementptr i16, ptr %1156, i64 %4097
  br i1 %1177, label %4107, label %4105

4105:                                             ; preds = %4088
  %4106 = load i16, ptr %4104, align 2
  br label %4123

4107:                                             ; preds = %4088
  %4108 = icmp slt i64 %4103, 0
  %4109 = sub nsw i64 0, %4103
  %4110 = select i1 %4108, i64 %4109, i64 0
  %4111 = sub nsw i64 %7, %4103
  %4112 = call i64 @llvm.smin.i64(i64 %4111, i64 %9)
  %4113 = call i64 @llvm.smin.i64(i64 %4112, i64 16)
  %4114 = icmp sgt i64 %4113, %4110
  %4115 = trunc i64 %4113 to i32
  %4116 = shl nsw i32 -1, %4115
  %4117 = xor i32 %4116, -1
  %4118 = trunc i64 %4110 to i32
  %4119 = shl nsw i32 -1, %4118
  %4120 = and i32 %4119, %4117
  %4121 = trunc i32 %4120 to i16
  %4122 = select i1 %4114, i16 %4121, i16 0
  br label %4123

4123:                                             ; preds = %4107, %4105
  %4124 = phi i16 [ %4106, %4105 ], [ %4122, %4107 ]
  %4125 = select i1 %4063, i16 0, i16 %4124
  %4126 = getelementptr inbounds float, ptr %4066, i64 %4103
  %4127 = bitcast i16 %4125 to <16 x i1>
  %4128 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4126, <16 x i1> %4127, <16 x float> zeroinitializer)
  %4129 = call <16 x float> @llvm.fma.v16f32(<16 x float> %4128, <16 x float> %4101, <16 x float> %4089)
  %4130 = select i1 %4070, i16 0, i16 %4124
  %4131 = getelementptr inbounds float, ptr %4073, i64 %4103
  %4132 = bitcast i16 %4130 to <16 x i1>
  %4133 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4131, <16 x i1> %4132, <16 x float> zeroinitializer)
  %4134 = call <16 x float> @llvm.fma.v16f32(<16 x float> %4133, <16 x float> %4101, <16 x float> %4093)
  %4135 = add i64 %4103, 16
  br i1 %1177, label %4139, label %4136

4136:                                             ; preds = %4123
  %4137 = getelementptr i16, ptr %4104, i64 %11
  %4138 = load i16, ptr %4137, align 2
  br label %4155

4139:                                             ; preds = %4123
  %4140 = icmp slt i64 %4135, 0
  %4141 = sub i64 -16, %4103
  %4142 = select i1 %4140, i64 %4141, i64 0
  %4143 = sub nsw i64 %7, %4135
  %4144 = call i64 @llvm.smin.i64(i64 %4143, i64 %1399)
  %4145 = call i64 @llvm.smin.i64(i64 %4144, i64 16)
  %4146 = icmp sgt i64 %4145, %4142
  %4147 = trunc i64 %4145 to i32
  %4148 = shl nsw i32 -1, %4147
  %4149 = xor i32 %4148, -1
  %4150 = trunc i64 %4142 to i32
  %4151 = shl nsw i32 -1, %4150
  %4152 = and i32 %4151, %4149
  %4153 = trunc i32 %4152 to i16
  %4154 = select i1 %4146, i16 %4153, i16 0
  br label %4155

4155:                                             ; preds = %4139, %4136
  %4156 = phi i16 [ %4138, %4136 ], [ %4154, %4139 ]
  %4157 = select i1 %4063, i16 0, i16 %4156
  %4158 = getelementptr inbounds float, ptr %4066, i64 %4135
  %4159 = bitcast i16 %4157 to <16 x i1>
  %4160 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4158, <16 x i1> %4159, <16 x float> zeroinitializer)
  %4161 = call <16 x float> @llvm.fma.v16f32(<16 x float> %4160, <16 x float> %4101, <16 x float> %4090)
  %4162 = select i1 %4070, i16 0, i16 %4156
  %4163 = getelementptr inbounds float, ptr %4073, i64 %4135
  %4164 = bitcast i16 %4162 to <16 x i1>
  %4165 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4163, <16 x i1> %4164, <16 x float> zeroinitializer)
  %4166 = call <16 x float> @llvm.fma.v16f32(<16 x float> %4165, <16 x float> %4101, <16 x float> %4094)
  %4167 = add i64 %4103, 32
  br i1 %1177, label %4171, label %4168

4168:                                             ; preds = %4155
  %4169 = getelementptr i8, ptr %4104, i64 %1400
  %4170 = load i16, ptr %4169, align 2
  br label %4187

4171:                                             ; preds = %4155
  %4172 = icmp slt i64 %4167, 0
  %4173 = sub i64 -32, %4103
  %4174 = select i1 %4172, i64 %4173, i64 0
  %4175 = sub nsw i64 %7, %4167
  %4176 = call i64 @llvm.smin.i64(i64 %4175, i64 %1401)
  %4177 = call i64 @llvm.smin.i64(i64 %4176, i64 16)
  %4178 = icmp sgt i64 %4177, %4174
  %4179 = trunc i64 %4177 to i32
  %4180 = shl nsw i32 -1, %4179
  %4181 = xor i32 %4180, -1
  %4182 = trunc i64 %4174 to i32
  %4183 = shl nsw i32 -1, %4182
  %4184 = and i32 %4183, %4181
  %4185 = trunc i32 %4184 to i16
  %4186 = select i1 %4178, i16 %4185, i16 0
  br label %4187

4187:                                             ; preds = %4171, %4168
  %4188 = phi i16 [ %4170, %4168 ], [ %4186, %4171 ]
  %4189 = select i1 %4063, i16 0, i16 %4188
  %4190 = getelementptr inbounds float, ptr %4066, i64 %4167
  %4191 = bitcast i16 %4189 to <16 x i1>
  %4192 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4190, <16 x i1> %4191, <16 x float> zeroinitializer)
  %4193 = call <16 x float> @llvm.fma.v16f32(<16 x float> %4192, <16 x float> %4101, <16 x float> %4091)
  %4194 = select i1 %4070, i16 0, i16 %4188
  %4195 = getelementptr inbounds float, ptr %4073, i64 %4167
  %4196 = bitcast i16 %4194 to <16 x i1>
  %4197 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4195, <16 x i1> %4196, <16 x float> zeroinitializer)
  %4198 = call <16 x float> @llvm.fma.v16f32(<16 x float> %4197, <16 x float> %4101, <16 x float> %4095)
  %4199 = add i64 %4103, 48
  br i1 %1177, label %4203, label %4200

4200:                                             ; preds = %4187
  %4201 = getelementptr i8, ptr %4104, i64 %1402
  %4202 = load i16, ptr %4201, align 2
  br label %4219

4203:                                             ; preds = %4187
  %4204 = icmp slt i64 %4199, 0
  %4205 = sub i64 -48, %4103
  %4206 = select i1 %4204, i64 %4205, i64 0
  %4207 = sub nsw i64 %7, %4199
  %4208 = call i64 @llvm.smin.i64(i64 %4207, i64 %1403)
  %4209 = call i64 @llvm.smin.i64(i64 %4208, i64 16)
  %4210 = icmp sgt i64 %4209, %4206
  %4211 = trunc i64 %4209 to i32
  %4212 = shl nsw i32 -1, %4211
  %4213 = xor i32 %4212, -1
  %4214 = trunc i64 %4206 to i32
  %4215 = shl nsw i32 -1, %4214
  %4216 = and i32 %4215, %4213
  %4217 = trunc i32 %4216 to i16
  %4218 = select i1 %4210, i16 %4217, i16 0
  br label %4219

4219:                                             ; preds = %4203, %4200
  %4220 = phi i16 [ %4202, %4200 ], [ %4218, %4203 ]
  %4221 = select i1 %4063, i16 0, i16 %4220
  %4222 = getelementptr inbounds float, ptr %4066, i64 %4199
  %4223 = bitcast i16 %4221 to <16 x i1>
  %4224 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4222, <16 x i1> %4223, <16 x float> zeroinitializer)
  %4225 = call <16 x float> @llvm.fma.v16f32(<16 x float> %4224, <16 x float> %4101, <16 x float> %4092)
  %4226 = select i1 %4070, i16 0, i16 %4220
  %4227 = getelementptr inbounds float, ptr %4073, i64 %4199
  %4228 = bitcast i16 %4226 to <16 x i1>
  %4229 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4227, <16 x i1> %4228, <16 x float> zeroinitializer)
  %4230 = call <16 x float> @llvm.fma.v16f32(<16 x float> %4229, <16 x float> %4101, <16 x float> %4096)
  %4231 = add nuw nsw i64 %4097, 1
  %4232 = icmp eq i64 %4231, %11
  br i1 %4232, label %4077, label %4088

4233:                                             ; preds = %4038
  %4234 = load float, ptr %1542, align 4
  %4235 = insertelement <16 x float> poison, float %4234, i64 0
  %4236 = shufflevector <16 x float> %4235, <16 x float> poison, <16 x i32> zeroinitializer
  %4237 = fadd <16 x float> %4039, %4236
  br label %4238

4238:                                             ; preds = %4233, %4038
  %4239 = phi <16 x float> [ %4237, %4233 ], [ %4039, %4038 ]
  switch i64 %1404, label %535 [
    i64 1, label %4240
    i64 2, label %4243
    i64 3, label %4250
    i64 0, label %4295
  ]

4240:                                             ; preds = %4238
  %4241 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2929, <16 x i1> %1184, <16 x float> zeroinitializer)
  %4242 = fadd <16 x float> %4239, %4241
  br label %4257

4243:                                             ; preds = %4238
  %4244 = bitcast <16 x float> %4239 to <8 x i64>
  %4245 = or <8 x i64> %4244, %1170
  %4246 = fcmp oeq <16 x float> %4239, %47
  %4247 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4239, i32 4)
  %4248 = bitcast <8 x i64> %4245 to <16 x float>
  %4249 = select <16 x i1> %4246, <16 x float> %4248, <16 x float> %4247
  br label %4257

4250:                                             ; preds = %4238
  %4251 = bitcast <16 x float> %4239 to <8 x i64>
  %4252 = and <8 x i64> %4251, %1169
  %4253 = fcmp oeq <16 x float> %4239, %44
  %4254 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4239, i32 4)
  %4255 = bitcast <8 x i64> %4252 to <16 x float>
  %4256 = select <16 x i1> %4253, <16 x float> %4255, <16 x float> %4254
  br label %4257

4257:                                             ; preds = %4250, %4243, %4240
  %4258 = phi <16 x float> [ %4242, %4240 ], [ %4249, %4243 ], [ %4256, %4250 ]
  switch i64 %1406, label %535 [
    i64 1, label %4273
    i64 2, label %4266
    i64 3, label %4259
    i64 0, label %4295
  ]

4259:                                             ; preds = %4257
  %4260 = bitcast <16 x float> %4258 to <8 x i64>
  %4261 = and <8 x i64> %4260, %1169
  %4262 = fcmp oeq <16 x float> %4258, %44
  %4263 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4258, i32 4)
  %4264 = bitcast <8 x i64> %4261 to <16 x float>
  %4265 = select <16 x i1> %4262, <16 x float> %4264, <16 x float> %4263
  br label %4276

4266:                                             ; preds = %4257
  %4267 = bitcast <16 x float> %4258 to <8 x i64>
  %4268 = or <8 x i64> %4267, %1170
  %4269 = fcmp oeq <16 x float> %4258, %47
  %4270 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4258, i32 4)
  %4271 = bitcast <8 x i64> %4268 to <16 x float>
  %4272 = select <16 x i1> %4269, <16 x float> %4271, <16 x float> %4270
  br label %4276

4273:                                             ; preds = %4257
  %4274 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2929, <16 x i1> %1184, <16 x float> zeroinitializer)
  %4275 = fadd <16 x float> %4258, %4274
  br label %4276

4276:                                             ; preds = %4273, %4266, %4259
  %4277 = phi <16 x float> [ %4275, %4273 ], [ %4272, %4266 ], [ %4265, %4259 ]
  switch i64 %1408, label %535 [
    i64 1, label %4292
    i64 2, label %4285
    i64 3, label %4278
    i64 0, label %4295
  ]

4278:                                             ; preds = %4276
  %4279 = bitcast <16 x float> %4277 to <8 x i64>
  %4280 = and <8 x i64> %4279, %1169
  %4281 = fcmp oeq <16 x float> %4277, %44
  %4282 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4277, i32 4)
  %4283 = bitcast <8 x i64> %4280 to <16 x float>
  %4284 = select <16 x i1> %4281, <16 x float> %4283, <16 x float> %4282
  br label %4295

4285:                                             ; preds = %4276
  %4286 = bitcast <16 x float> %4277 to <8 x i64>
  %4287 = or <8 x i64> %4286, %1170
  %4288 = fcmp oeq <16 x float> %4277, %47
  %4289 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4277, i32 4)
  %4290 = bitcast <8 x i64> %4287 to <16 x float>
  %4291 = select <16 x i1> %4288, <16 x float> %4290, <16 x float> %4289
  br label %4295

4292:                                             ; preds = %4276
  %4293 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2929, <16 x i1> %1184, <16 x float> zeroinitializer)
  %4294 = fadd <16 x float> %4277, %4293
  br label %4295

4295:                                             ; preds = %4278, %4285, %4292, %4276, %4257, %4238
  %4296 = phi <16 x float> [ %4277, %4276 ], [ %4239, %4238 ], [ %4258, %4257 ], [ %4294, %4292 ], [ %4291, %4285 ], [ %4284, %4278 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %4296, ptr align 1 %2927, <16 x i1> %1184)
  br i1 %1609, label %4302, label %4297

4297:                                             ; preds = %4295
  %4298 = load float, ptr %1542, align 4
  %4299 = insertelement <16 x float> poison, float %4298, i64 0
  %4300 = shufflevector <16 x float> %4299, <16 x float> poison, <16 x i32> zeroinitializer
  %4301 = fadd <16 x float> %4040, %4300
  br label %4302

4302:                                             ; preds = %4297, %4295
  %4303 = phi <16 x float> [ %4301, %4297 ], [ %4040, %4295 ]
  %4304 = getelementptr inbounds nuw i8, ptr %2927, i64 64
  %4305 = getelementptr inbounds nuw i8, ptr %2929, i64 64
  %4306 = select i1 %4047, ptr null, ptr %4305
  switch i64 %1404, label %535 [
    i64 1, label %4321
    i64 2, label %4314
    i64 3, label %4307
    i64 0, label %4362
  ]

4307:                                             ; preds = %4302
  %4308 = bitcast <16 x float> %4303 to <8 x i64>
  %4309 = and <8 x i64> %4308, %1169
  %4310 = fcmp oeq <16 x float> %4303, %44
  %4311 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4303, i32 4)
  %4312 = bitcast <8 x i64> %4309 to <16 x float>
  %4313 = select <16 x i1> %4310, <16 x float> %4312, <16 x float> %4311
  br label %4324

4314:                                             ; preds = %4302
  %4315 = bitcast <16 x float> %4303 to <8 x i64>
  %4316 = or <8 x i64> %4315, %1170
  %4317 = fcmp oeq <16 x float> %4303, %47
  %4318 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4303, i32 4)
  %4319 = bitcast <8 x i64> %4316 to <16 x float>
  %4320 = select <16 x i1> %4317, <16 x float> %4319, <16 x float> %4318
  br label %4324

4321:                                             ; preds = %4302
  %4322 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4306, <16 x i1> %1416, <16 x float> zeroinitializer)
  %4323 = fadd <16 x float> %4303, %4322
  br label %4324

4324:                                             ; preds = %4321, %4314, %4307
  %4325 = phi <16 x float> [ %4323, %4321 ], [ %4320, %4314 ], [ %4313, %4307 ]
  switch i64 %1418, label %535 [
    i64 1, label %4340
    i64 2, label %4333
    i64 3, label %4326
    i64 0, label %4362
  ]

4326:                                             ; preds = %4324
  %4327 = bitcast <16 x float> %4325 to <8 x i64>
  %4328 = and <8 x i64> %4327, %1169
  %4329 = fcmp oeq <16 x float> %4325, %44
  %4330 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4325, i32 4)
  %4331 = bitcast <8 x i64> %4328 to <16 x float>
  %4332 = select <16 x i1> %4329, <16 x float> %4331, <16 x float> %4330
  br label %4343

4333:                                             ; preds = %4324
  %4334 = bitcast <16 x float> %4325 to <8 x i64>
  %4335 = or <8 x i64> %4334, %1170
  %4336 = fcmp oeq <16 x float> %4325, %47
  %4337 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4325, i32 4)
  %4338 = bitcast <8 x i64> %4335 to <16 x float>
  %4339 = select <16 x i1> %4336, <16 x float> %4338, <16 x float> %4337
  br label %4343

4340:                                             ; preds = %4324
  %4341 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4306, <16 x i1> %1416, <16 x float> zeroinitializer)
  %4342 = fadd <16 x float> %4325, %4341
  br label %4343

4343:                                             ; preds = %4340, %4333, %4326
  %4344 = phi <16 x float> [ %4342, %4340 ], [ %4339, %4333 ], [ %4332, %4326 ]
  switch i64 %1420, label %535 [
    i64 1, label %4359
    i64 2, label %4352
    i64 3, label %4345
    i64 0, label %4362
  ]

4345:                                             ; preds = %4343
  %4346 = bitcast <16 x float> %4344 to <8 x i64>
  %4347 = and <8 x i64> %4346, %1169
  %4348 = fcmp oeq <16 x float> %4344, %44
  %4349 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4344, i32 4)
  %4350 = bitcast <8 x i64> %4347 to <16 x float>
  %4351 = select <16 x i1> %4348, <16 x float> %4350, <16 x float> %4349
  br label %4362

4352:                                             ; preds = %4343
  %4353 = bitcast <16 x float> %4344 to <8 x i64>
  %4354 = or <8 x i64> %4353, %1170
  %4355 = fcmp oeq <16 x float> %4344, %47
  %4356 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4344, i32 4)
  %4357 = bitcast <8 x i64> %4354 to <16 x float>
  %4358 = select <16 x i1> %4355, <16 x float> %4357, <16 x float> %4356
  br label %4362

4359:                                             ; preds = %4343
  %4360 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4306, <16 x i1> %1416, <16 x float> zeroinitializer)
  %4361 = fadd <16 x float> %4344, %4360
  br label %4362

4362:                                             ; preds = %4345, %4352, %4359, %4343, %4324, %4302
  %4363 = phi <16 x float> [ %4344, %4343 ], [ %4303, %4302 ], [ %4325, %4324 ], [ %4361, %4359 ], [ %4358, %4352 ], [ %4351, %4345 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %4363, ptr nonnull align 1 %4304, <16 x i1> %1416)
  br i1 %1609, label %4369, label %4364

4364:                                             ; preds = %4362
  %4365 = load float, ptr %1542, align 4
  %4366 = insertelement <16 x float> poison, float %4365, i64 0
  %4367 = shufflevector <16 x float> %4366, <16 x float> poison, <16 x i32> zeroinitializer
  %4368 = fadd <16 x float> %4041, %4367
  br label %4369

4369:                                             ; preds = %4364, %4362
  %4370 = phi <16 x float> [ %4368, %4364 ], [ %4041, %4362 ]
  %4371 = getelementptr inbounds nuw i8, ptr %2927, i64 128
  %4372 = getelementptr inbounds nuw i8, ptr %2929, i64 128
  %4373 = select i1 %4047, ptr null, ptr %4372
  switch i64 %1404, label %535 [
    i64 1, label %4388
    i64 2, label %4381
    i64 3, label %4374
    i64 0, label %4429
  ]

4374:                                             ; preds = %4369
  %4375 = bitcast <16 x float> %4370 to <8 x i64>
  %4376 = and <8 x i64> %4375, %1169
  %4377 = fcmp oeq <16 x float> %4370, %44
  %4378 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4370, i32 4)
  %4379 = bitcast <8 x i64> %4376 to <16 x float>
  %4380 = select <16 x i1> %4377, <16 x float> %4379, <16 x float> %4378
  br label %4391

4381:                                             ; preds = %4369
  %4382 = bitcast <16 x float> %4370 to <8 x i64>
  %4383 = or <8 x i64> %4382, %1170
  %4384 = fcmp oeq <16 x float> %4370, %47
  %4385 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4370, i32 4)
  %4386 = bitcast <8 x i64> %4383 to <16 x float>
  %4387 = select <16 x i1> %4384, <16 x float> %4386, <16 x float> %4385
  br label %4391

4388:                                             ; preds = %4369
  %4389 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4373, <16 x i1> %1428, <16 x float> zeroinitializer)
  %4390 = fadd <16 x float> %4370, %4389
  br label %4391

4391:                                             ; preds = %4388, %4381, %4374
  %4392 = phi <16 x float> [ %4390, %4388 ], [ %4387, %4381 ], [ %4380, %4374 ]
  switch i64 %1430, label %535 [
    i64 1, label %4407
    i64 2, label %4400
    i64 3, label %4393
    i64 0, label %4429
  ]

4393:                                             ; preds = %4391
  %4394 = bitcast <16 x float> %4392 to <8 x i64>
  %4395 = and <8 x i64> %4394, %1169
  %4396 = fcmp oeq <16 x float> %4392, %44
  %4397 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4392, i32 4)
  %4398 = bitcast <8 x i64> %4395 to <16 x float>
  %4399 = select <16 x i1> %4396, <16 x float> %4398, <16 x float> %4397
  br label %4410

4400:                                             ; preds = %4391
  %4401 = bitcast <16 x float> %4392 to <8 x i64>
  %4402 = or <8 x i64> %4401, %1170
  %4403 = fcmp oeq <16 x float> %4392, %47
  %4404 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4392, i32 4)
  %4405 = bitcast <8 x i64> %4402 to <16 x float>
  %4406 = select <16 x i1> %4403, <16 x float> %4405, <16 x float> %4404
  br label %4410

4407:                                             ; preds = %4391
  %4408 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4373, <16 x i1> %1428, <16 x float> zeroinitializer)
  %4409 = fadd <16 x float> %4392, %4408
  br label %4410

4410:                                             ; preds = %4407, %4400, %4393
  %4411 = phi <16 x float> [ %4409, %4407 ], [ %4406, %4400 ], [ %4399, %4393 ]
  switch i64 %1432, label %535 [
    i64 1, label %4426
    i64 2, label %4419
    i64 3, label %4412
    i64 0, label %4429
  ]

4412:                                             ; preds = %4410
  %4413 = bitcast <16 x float> %4411 to <8 x i64>
  %4414 = and <8 x i64> %4413, %1169
  %4415 = fcmp oeq <16 x float> %4411, %44
  %4416 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4411, i32 4)
  %4417 = bitcast <8 x i64> %4414 to <16 x float>
  %4418 = select <16 x i1> %4415, <16 x float> %4417, <16 x float> %4416
  br label %4429

4419:                                             ; preds = %4410
  %4420 = bitcast <16 x float> %4411 to <8 x i64>
  %4421 = or <8 x i64> %4420, %1170
  %4422 = fcmp oeq <16 x float> %4411, %47
  %4423 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4411, i32 4)
  %4424 = bitcast <8 x i64> %4421 to <16 x float>
  %4425 = select <16 x i1> %4422, <16 x float> %4424, <16 x float> %4423
  br label %4429

4426:                                             ; preds = %4410
  %4427 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4373, <16 x i1> %1428, <16 x float> zeroinitializer)
  %4428 = fadd <16 x float> %4411, %4427
  br label %4429

4429:                                             ; preds = %4412, %4419, %4426, %4410, %4391, %4369
  %4430 = phi <16 x float> [ %4411, %4410 ], [ %4370, %4369 ], [ %4392, %4391 ], [ %4428, %4426 ], [ %4425, %4419 ], [ %4418, %4412 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %4430, ptr nonnull align 1 %4371, <16 x i1> %1428)
  br i1 %1609, label %4436, label %4431

4431:                                             ; preds = %4429
  %4432 = load float, ptr %1542, align 4
  %4433 = insertelement <16 x float> poison, float %4432, i64 0
  %4434 = shufflevector <16 x float> %4433, <16 x float> poison, <16 x i32> zeroinitializer
  %4435 = fadd <16 x float> %4042, %4434
  br label %4436

4436:                                             ; preds = %4431, %4429
  %4437 = phi <16 x float> [ %4435, %4431 ], [ %4042, %4429 ]
  %4438 = getelementptr inbounds nuw i8, ptr %2927, i64 192
  %4439 = getelementptr inbounds nuw i8, ptr %2929, i64 192
  %4440 = select i1 %4047, ptr null, ptr %4439
  switch i64 %1404, label %535 [
    i64 1, label %4455
    i64 2, label %4448
    i64 3, label %4441
    i64 0, label %4496
  ]

4441:                                             ; preds = %4436
  %4442 = bitcast <16 x float> %4437 to <8 x i64>
  %4443 = and <8 x i64> %4442, %1169
  %4444 = fcmp oeq <16 x float> %4437, %44
  %4445 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4437, i32 4)
  %4446 = bitcast <8 x i64> %4443 to <16 x float>
  %4447 = select <16 x i1> %4444, <16 x float> %4446, <16 x float> %4445
  br label %4458

4448:                                             ; preds = %4436
  %4449 = bitcast <16 x float> %4437 to <8 x i64>
  %4450 = or <8 x i64> %4449, %1170
  %4451 = fcmp oeq <16 x float> %4437, %47
  %4452 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4437, i32 4)
  %4453 = bitcast <8 x i64> %4450 to <16 x float>
  %4454 = select <16 x i1> %4451, <16 x float> %4453, <16 x float> %4452
  br label %4458

4455:                                             ; preds = %4436
  %4456 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4440, <16 x i1> %1440, <16 x float> zeroinitializer)
  %4457 = fadd <16 x float> %4437, %4456
  br label %4458

4458:                                             ; preds = %4455, %4448, %4441
  %4459 = phi <16 x float> [ %4457, %4455 ], [ %4454, %4448 ], [ %4447, %4441 ]
  switch i64 %1442, label %535 [
    i64 1, label %4474
    i64 2, label %4467
    i64 3, label %4460
    i64 0, label %4496
  ]

4460:                                             ; preds = %4458
  %4461 = bitcast <16 x float> %4459 to <8 x i64>
  %4462 = and <8 x i64> %4461, %1169
  %4463 = fcmp oeq <16 x float> %4459, %44
  %4464 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4459, i32 4)
  %4465 = bitcast <8 x i64> %4462 to <16 x float>
  %4466 = select <16 x i1> %4463, <16 x float> %4465, <16 x float> %4464
  br label %4477

4467:                                             ; preds = %4458
  %4468 = bitcast <16 x float> %4459 to <8 x i64>
  %4469 = or <8 x i64> %4468, %1170
  %4470 = fcmp oeq <16 x float> %4459, %47
  %4471 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4459, i32 4)
  %4472 = bitcast <8 x i64> %4469 to <16 x float>
  %4473 = select <16 x i1> %4470, <16 x float> %4472, <16 x float> %4471
  br label %4477

4474:                                             ; preds = %4458
  %4475 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4440, <16 x i1> %1440, <16 x float> zeroinitializer)
  %4476 = fadd <16 x float> %4459, %4475
  br label %4477

4477:                                             ; preds = %4474, %4467, %4460
  %4478 = phi <16 x float> [ %4476, %4474 ], [ %4473, %4467 ], [ %4466, %4460 ]
  switch i64 %1444, label %535 [
    i64 1, label %4493
    i64 2, label %4486
    i64 3, label %4479
    i64 0, label %4496
  ]

4479:                                             ; preds = %4477
  %4480 = bitcast <16 x float> %4478 to <8 x i64>
  %4481 = and <8 x i64> %4480, %1169
  %4482 = fcmp oeq <16 x float> %4478, %44
  %4483 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4478, i32 4)
  %4484 = bitcast <8 x i64> %4481 to <16 x float>
  %4485 = select <16 x i1> %4482, <16 x float> %4484, <16 x float> %4483
  br label %4496

4486:                                             ; preds = %4477
  %4487 = bitcast <16 x float> %4478 to <8 x i64>
  %4488 = or <8 x i64> %4487, %1170
  %4489 = fcmp oeq <16 x float> %4478, %47
  %4490 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4478, i32 4)
  %4491 = bitcast <8 x i64> %4488 to <16 x float>
  %4492 = select <16 x i1> %4489, <16 x float> %4491, <16 x float> %4490
  br label %4496

4493:                                             ; preds = %4477
  %4494 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4440, <16 x i1> %1440, <16 x float> zeroinitializer)
  %4495 = fadd <16 x float> %4478, %4494
  br label %4496

4496:                                             ; preds = %4479, %4486, %4493, %4477, %4458, %4436
  %4497 = phi <16 x float> [ %4478, %4477 ], [ %4437, %4436 ], [ %4459, %4458 ], [ %4495, %4493 ], [ %4492, %4486 ], [ %4485, %4479 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %4497, ptr nonnull align 1 %4438, <16 x i1> %1440)
  br i1 %1609, label %4503, label %4498

4498:                                             ; preds = %4496
  %4499 = load float, ptr %1542, align 4
  %4500 = insertelement <16 x float> poison, float %4499, i64 0
  %4501 = shufflevector <16 x float> %4500, <16 x float> poison, <16 x i32> zeroinitializer
  %4502 = fadd <16 x float> %4043, %4501
  br label %4503

4503:                                             ; preds = %4498, %4496
  %4504 = phi <16 x float> [ %4502, %4498 ], [ %4043, %4496 ]
  %4505 = getelementptr inbounds float, ptr %2927, i64 %9
  %4506 = getelementptr inbounds float, ptr %2929, i64 %9
  %4507 = select i1 %4047, ptr null, ptr %4506
  switch i64 %1404, label %535 [
    i64 1, label %4522
    i64 2, label %4515
    i64 3, label %4508
    i64 0, label %4563
  ]

4508:                                             ; preds = %4503
  %4509 = bitcast <16 x float> %4504 to <8 x i64>
  %4510 = and <8 x i64> %4509, %1169
  %4511 = fcmp oeq <16 x float> %4504, %44
  %4512 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4504, i32 4)
  %4513 = bitcast <8 x i64> %4510 to <16 x float>
  %4514 = select <16 x i1> %4511, <16 x float> %4513, <16 x float> %4512
  br label %4525

4515:                                             ; preds = %4503
  %4516 = bitcast <16 x float> %4504 to <8 x i64>
  %4517 = or <8 x i64> %4516, %1170
  %4518 = fcmp oeq <16 x float> %4504, %47
  %4519 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4504, i32 4)
  %4520 = bitcast <8 x i64> %4517 to <16 x float>
  %4521 = select <16 x i1> %4518, <16 x float> %4520, <16 x float> %4519
  br label %4525

4522:                                             ; preds = %4503
  %4523 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4507, <16 x i1> %1184, <16 x float> zeroinitializer)
  %4524 = fadd <16 x float> %4504, %4523
  br label %4525

4525:                                             ; preds = %4522, %4515, %4508
  %4526 = phi <16 x float> [ %4524, %4522 ], [ %4521, %4515 ], [ %4514, %4508 ]
  switch i64 %1446, label %535 [
    i64 1, label %4541
    i64 2, label %4534
    i64 3, label %4527
    i64 0, label %4563
  ]

4527:                                             ; preds = %4525
  %4528 = bitcast <16 x float> %4526 to <8 x i64>
  %4529 = and <8 x i64> %4528, %1169
  %4530 = fcmp oeq <16 x float> %4526, %44
  %4531 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4526, i32 4)
  %4532 = bitcast <8 x i64> %4529 to <16 x float>
  %4533 = select <16 x i1> %4530, <16 x float> %4532, <16 x float> %4531
  br label %4544

4534:                                             ; preds = %4525
  %4535 = bitcast <16 x float> %4526 to <8 x i64>
  %4536 = or <8 x i64> %4535, %1170
  %4537 = fcmp oeq <16 x float> %4526, %47
  %4538 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4526, i32 4)
  %4539 = bitcast <8 x i64> %4536 to <16 x float>
  %4540 = select <16 x i1> %4537, <16 x float> %4539, <16 x float> %4538
  br label %4544

4541:                                             ; preds = %4525
  %4542 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4507, <16 x i1> %1184, <16 x float> zeroinitializer)
  %4543 = fadd <16 x float> %4526, %4542
  br label %4544

4544:                                             ; preds = %4541, %4534, %4527
  %4545 = phi <16 x float> [ %4543, %4541 ], [ %4540, %4534 ], [ %4533, %4527 ]
  switch i64 %1448, label %535 [
    i64 1, label %4560
    i64 2, label %4553
    i64 3, label %4546
    i64 0, label %4563
  ]

4546:                                             ; preds = %4544
  %4547 = bitcast <16 x float> %4545 to <8 x i64>
  %4548 = and <8 x i64> %4547, %1169
  %4549 = fcmp oeq <16 x float> %4545, %44
  %4550 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4545, i32 4)
  %4551 = bitcast <8 x i64> %4548 to <16 x float>
  %4552 = select <16 x i1> %4549, <16 x float> %4551, <16 x float> %4550
  br label %4563

4553:                                             ; preds = %4544
  %4554 = bitcast <16 x float> %4545 to <8 x i64>
  %4555 = or <8 x i64> %4554, %1170
  %4556 = fcmp oeq <16 x float> %4545, %47
  %4557 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4545, i32 4)
  %4558 = bitcast <8 x i64> %4555 to <16 x float>
  %4559 = select <16 x i1> %4556, <16 x float> %4558, <16 x float> %4557
  br label %4563

4560:                                             ; preds = %4544
  %4561 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4507, <16 x i1> %1184, <16 x float> zeroinitializer)
  %4562 = fadd <16 x float> %4545, %4561
  br label %4563

4563:                                             ; preds = %4546, %4553, %4560, %4544, %4525, %4503
  %4564 = phi <16 x float> [ %4545, %4544 ], [ %4504, %4503 ], [ %4526, %4525 ], [ %4562, %4560 ], [ %4559, %4553 ], [ %4552, %4546 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %4564, ptr align 1 %4505, <16 x i1> %1184)
  br i1 %1609, label %4570, label %4565

4565:                                             ; preds = %4563
  %4566 = load float, ptr %1542, align 4
  %4567 = insertelement <16 x float> poison, float %4566, i64 0
  %4568 = shufflevector <16 x float> %4567, <16 x float> poison, <16 x i32> zeroinitializer
  %4569 = fadd <16 x float> %4044, %4568
  br label %4570

4570:                                             ; preds = %4565, %4563
  %4571 = phi <16 x float> [ %4569, %4565 ], [ %4044, %4563 ]
  %4572 = getelementptr inbounds float, ptr %2927, i64 %1449
  %4573 = getelementptr inbounds float, ptr %2929, i64 %1449
  %4574 = select i1 %4047, ptr null, ptr %4573
  switch i64 %1404, label %535 [
    i64 1, label %4589
    i64 2, label %4582
    i64 3, label %4575
    i64 0, label %4630
  ]

4575:                                             ; preds = %4570
  %4576 = bitcast <16 x float> %4571 to <8 x i64>
  %4577 = and <8 x i64> %4576, %1169
  %4578 = fcmp oeq <16 x float> %4571, %44
  %4579 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4571, i32 4)
  %4580 = bitcast <8 x i64> %4577 to <16 x float>
  %4581 = select <16 x i1> %4578, <16 x float> %4580, <16 x float> %4579
  br label %4592

4582:                                             ; preds = %4570
  %4583 = bitcast <16 x float> %4571 to <8 x i64>
  %4584 = or <8 x i64> %4583, %1170
  %4585 = fcmp oeq <16 x float> %4571, %47
  %4586 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4571, i32 4)
  %4587 = bitcast <8 x i64> %4584 to <16 x float>
  %4588 = select <16 x i1> %4585, <16 x float> %4587, <16 x float> %4586
  br label %4592

4589:                                             ; preds = %4570
  %4590 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4574, <16 x i1> %1416, <16 x float> zeroinitializer)
  %4591 = fadd <16 x float> %4571, %4590
  br label %4592

4592:                                             ; preds = %4589, %4582, %4575
  %4593 = phi <16 x float> [ %4591, %4589 ], [ %4588, %4582 ], [ %4581, %4575 ]
  switch i64 %1451, label %535 [
    i64 1, label %4608
    i64 2, label %4601
    i64 3, label %4594
    i64 0, label %4630
  ]

4594:                                             ; preds = %4592
  %4595 = bitcast <16 x float> %4593 to <8 x i64>
  %4596 = and <8 x i64> %4595, %1169
  %4597 = fcmp oeq <16 x float> %4593, %44
  %4598 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4593, i32 4)
  %4599 = bitcast <8 x i64> %4596 to <16 x float>
  %4600 = select <16 x i1> %4597, <16 x float> %4599, <16 x float> %4598
  br label %4611

4601:                                             ; preds = %4592
  %4602 = bitcast <16 x float> %4593 to <8 x i64>
  %4603 = or <8 x i64> %4602, %1170
  %4604 = fcmp oeq <16 x float> %4593, %47
  %4605 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4593, i32 4)
  %4606 = bitcast <8 x i64> %4603 to <16 x float>
  %4607 = select <16 x i1> %4604, <16 x float> %4606, <16 x float> %4605
  br label %4611

4608:                                             ; preds = %4592
  %4609 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4574, <16 x i1> %1416, <16 x float> zeroinitializer)
  %4610 = fadd <16 x float> %4593, %4609
  br label %4611

4611:                                             ; preds = %4608, %4601, %4594
  %4612 = phi <16 x float> [ %4610, %4608 ], [ %4607, %4601 ], [ %4600, %4594 ]
  switch i64 %1453, label %535 [
    i64 1, label %4627
    i64 2, label %4620
    i64 3, label %4613
    i64 0, label %4630
  ]

4613:                                             ; preds = %4611
  %4614 = bitcast <16 x float> %4612 to <8 x i64>
  %4615 = and <8 x i64> %4614, %1169
  %4616 = fcmp oeq <16 x float> %4612, %44
  %4617 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4612, i32 4)
  %4618 = bitcast <8 x i64> %4615 to <16 x float>
  %4619 = select <16 x i1> %4616, <16 x float> %4618, <16 x float> %4617
  br label %4630

4620:                                             ; preds = %4611
  %4621 = bitcast <16 x float> %4612 to <8 x i64>
  %4622 = or <8 x i64> %4621, %1170
  %4623 = fcmp oeq <16 x float> %4612, %47
  %4624 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4612, i32 4)
  %4625 = bitcast <8 x i64> %4622 to <16 x float>
  %4626 = select <16 x i1> %4623, <16 x float> %4625, <16 x float> %4624
  br label %4630

4627:                                             ; preds = %4611
  %4628 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4574, <16 x i1> %1416, <16 x float> zeroinitializer)
  %4629 = fadd <16 x float> %4612, %4628
  br label %4630

4630:                                             ; preds = %4613, %4620, %4627, %4611, %4592, %4570
  %4631 = phi <16 x float> [ %4612, %4611 ], [ %4571, %4570 ], [ %4593, %4592 ], [ %4629, %4627 ], [ %4626, %4620 ], [ %4619, %4613 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %4631, ptr align 1 %4572, <16 x i1> %1416)
  br i1 %1609, label %4637, label %4632

4632:                                             ; preds = %4630
  %4633 = load float, ptr %1542, align 4
  %4634 = insertelement <16 x float> poison, float %4633, i64 0
  %4635 = shufflevector <16 x float> %4634, <16 x float> poison, <16 x i32> zeroinitializer
  %4636 = fadd <16 x float> %4045, %4635
  br label %4637

4637:                                             ; preds = %4632, %4630
  %4638 = phi <16 x float> [ %4636, %4632 ], [ %4045, %4630 ]
  %4639 = getelementptr inbounds float, ptr %2927, i64 %1454
  %4640 = getelementptr inbounds float, ptr %2929, i64 %1454
  %4641 = select i1 %4047, ptr null, ptr %4640
  switch i64 %1404, label %535 [
    i64 1, label %4656
    i64 2, label %4649
    i64 3, label %4642
    i64 0, label %4697
  ]

4642:                                             ; preds = %4637
  %4643 = bitcast <16 x float> %4638 to <8 x i64>
  %4644 = and <8 x i64> %4643, %1169
  %4645 = fcmp oeq <16 x float> %4638, %44
  %4646 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4638, i32 4)
  %4647 = bitcast <8 x i64> %4644 to <16 x float>
  %4648 = select <16 x i1> %4645, <16 x float> %4647, <16 x float> %4646
  br label %4659

4649:                                             ; preds = %4637
  %4650 = bitcast <16 x float> %4638 to <8 x i64>
  %4651 = or <8 x i64> %4650, %1170
  %4652 = fcmp oeq <16 x float> %4638, %47
  %4653 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4638, i32 4)
  %4654 = bitcast <8 x i64> %4651 to <16 x float>
  %4655 = select <16 x i1> %4652, <16 x float> %4654, <16 x float> %4653
  br label %4659

4656:                                             ; preds = %4637
  %4657 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4641, <16 x i1> %1428, <16 x float> zeroinitializer)
  %4658 = fadd <16 x float> %4638, %4657
  br label %4659

4659:                                             ; preds = %4656, %4649, %4642
  %4660 = phi <16 x float> [ %4658, %4656 ], [ %4655, %4649 ], [ %4648, %4642 ]
  switch i64 %1456, label %535 [
    i64 1, label %4675
    i64 2, label %4668
    i64 3, label %4661
    i64 0, label %4697
  ]

4661:                                             ; preds = %4659
  %4662 = bitcast <16 x float> %4660 to <8 x i64>
  %4663 = and <8 x i64> %4662, %1169
  %4664 = fcmp oeq <16 x float> %4660, %44
  %4665 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4660, i32 4)
  %4666 = bitcast <8 x i64> %4663 to <16 x float>
  %4667 = select <16 x i1> %4664, <16 x float> %4666, <16 x float> %4665
  br label %4678

4668:                                             ; preds = %4659
  %4669 = bitcast <16 x float> %4660 to <8 x i64>
  %4670 = or <8 x i64> %4669, %1170
  %4671 = fcmp oeq <16 x float> %4660, %47
  %4672 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4660, i32 4)
  %4673 = bitcast <8 x i64> %4670 to <16 x float>
  %4674 = select <16 x i1> %4671, <16 x float> %4673, <16 x float> %4672
  br label %4678

4675:                                             ; preds = %4659
  %4676 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4641, <16 x i1> %1428, <16 x float> zeroinitializer)
  %4677 = fadd <16 x float> %4660, %4676
  br label %4678

4678:                                             ; preds = %4675, %4668, %4661
  %4679 = phi <16 x float> [ %4677, %4675 ], [ %4674, %4668 ], [ %4667, %4661 ]
  switch i64 %1458, label %535 [
    i64 1, label %4694
    i64 2, label %4687
    i64 3, label %4680
    i64 0, label %4697
  ]

4680:                                             ; preds = %4678
  %4681 = bitcast <16 x float> %4679 to <8 x i64>
  %4682 = and <8 x i64> %4681, %1169
  %4683 = fcmp oeq <16 x float> %4679, %44
  %4684 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4679, i32 4)
  %4685 = bitcast <8 x i64> %4682 to <16 x float>
  %4686 = select <16 x i1> %4683, <16 x float> %4685, <16 x float> %4684
  br label %4697

4687:                                             ; preds = %4678
  %4688 = bitcast <16 x float> %4679 to <8 x i64>
  %4689 = or <8 x i64> %4688, %1170
  %4690 = fcmp oeq <16 x float> %4679, %47
  %4691 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4679, i32 4)
  %4692 = bitcast <8 x i64> %4689 to <16 x float>
  %4693 = select <16 x i1> %4690, <16 x float> %4692, <16 x float> %4691
  br label %4697

4694:                                             ; preds = %4678
  %4695 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4641, <16 x i1> %1428, <16 x float> zeroinitializer)
  %4696 = fadd <16 x float> %4679, %4695
  br label %4697

4697:                                             ; preds = %4680, %4687, %4694, %4678, %4659, %4637
  %4698 = phi <16 x float> [ %4679, %4678 ], [ %4638, %4637 ], [ %4660, %4659 ], [ %4696, %4694 ], [ %4693, %4687 ], [ %4686, %4680 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %4698, ptr align 1 %4639, <16 x i1> %1428)
  br i1 %1609, label %4704, label %4699

4699:                                             ; preds = %4697
  %4700 = load float, ptr %1542, align 4
  %4701 = insertelement <16 x float> poison, float %4700, i64 0
  %4702 = shufflevector <16 x float> %4701, <16 x float> poison, <16 x i32> zeroinitializer
  %4703 = fadd <16 x float> %4046, %4702
  br label %4704

4704:                                             ; preds = %4699, %4697
  %4705 = phi <16 x float> [ %4703, %4699 ], [ %4046, %4697 ]
  %4706 = getelementptr inbounds float, ptr %2927, i64 %1459
  %4707 = getelementptr inbounds float, ptr %2929, i64 %1459
  %4708 = select i1 %4047, ptr null, ptr %4707
  switch i64 %1404, label %535 [
    i64 1, label %4723
    i64 2, label %4716
    i64 3, label %4709
    i64 0, label %4764
  ]

4709:                                             ; preds = %4704
  %4710 = bitcast <16 x float> %4705 to <8 x i64>
  %4711 = and <8 x i64> %4710, %1169
  %4712 = fcmp oeq <16 x float> %4705, %44
  %4713 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4705, i32 4)
  %4714 = bitcast <8 x i64> %4711 to <16 x float>
  %4715 = select <16 x i1> %4712, <16 x float> %4714, <16 x float> %4713
  br label %4726

4716:                                             ; preds = %4704
  %4717 = bitcast <16 x float> %4705 to <8 x i64>
  %4718 = or <8 x i64> %4717, %1170
  %4719 = fcmp oeq <16 x float> %4705, %47
  %4720 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4705, i32 4)
  %4721 = bitcast <8 x i64> %4718 to <16 x float>
  %4722 = select <16 x i1> %4719, <16 x float> %4721, <16 x float> %4720
  br label %4726

4723:                                             ; preds = %4704
  %4724 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4708, <16 x i1> %1440, <16 x float> zeroinitializer)
  %4725 = fadd <16 x float> %4705, %4724
  br label %4726

4726:                                             ; preds = %4723, %4716, %4709
  %4727 = phi <16 x float> [ %4725, %4723 ], [ %4722, %4716 ], [ %4715, %4709 ]
  switch i64 %1461, label %535 [
    i64 1, label %4742
    i64 2, label %4735
    i64 3, label %4728
    i64 0, label %4764
  ]

4728:                                             ; preds = %4726
  %4729 = bitcast <16 x float> %4727 to <8 x i64>
  %4730 = and <8 x i64> %4729, %1169
  %4731 = fcmp oeq <16 x float> %4727, %44
  %4732 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4727, i32 4)
  %4733 = bitcast <8 x i64> %4730 to <16 x float>
  %4734 = select <16 x i1> %4731, <16 x float> %4733, <16 x float> %4732
  br label %4745

4735:                                             ; preds = %4726
  %4736 = bitcast <16 x float> %4727 to <8 x i64>
  %4737 = or <8 x i64> %4736, %1170
  %4738 = fcmp oeq <16 x float> %4727, %47
  %4739 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4727, i32 4)
  %4740 = bitcast <8 x i64> %4737 to <16 x float>
  %4741 = select <16 x i1> %4738, <16 x float> %4740, <16 x float> %4739
  br label %4745

4742:                                             ; preds = %4726
  %4743 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4708, <16 x i1> %1440, <16 x float> zeroinitializer)
  %4744 = fadd <16 x float> %4727, %4743
  br label %4745

4745:                                             ; preds = %4742, %4735, %4728
  %4746 = phi <16 x float> [ %4744, %4742 ], [ %4741, %4735 ], [ %4734, %4728 ]
  switch i64 %1463, label %535 [
    i64 1, label %4761
    i64 2, label %4754
    i64 3, label %4747
    i64 0, label %4764
  ]

4747:                                             ; preds = %4745
  %4748 = bitcast <16 x float> %4746 to <8 x i64>
  %4749 = and <8 x i64> %4748, %1169
  %4750 = fcmp oeq <16 x float> %4746, %44
  %4751 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4746, i32 4)
  %4752 = bitcast <8 x i64> %4749 to <16 x float>
  %4753 = select <16 x i1> %4750, <16 x float> %4752, <16 x float> %4751
  br label %4764

4754:                                             ; preds = %4745
  %4755 = bitcast <16 x float> %4746 to <8 x i64>
  %4756 = or <8 x i64> %4755, %1170
  %4757 = fcmp oeq <16 x float> %4746, %47
  %4758 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4746, i32 4)
  %4759 = bitcast <8 x i64> %4756 to <16 x float>
  %4760 = select <16 x i1> %4757, <16 x float> %4759, <16 x float> %4758
  br label %4764

4761:                                             ; preds = %4745
  %4762 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4708, <16 x i1> %1440, <16 x float> zeroinitializer)
  %4763 = fadd <16 x float> %4746, %4762
  br label %4764

4764:                                             ; preds = %4747, %4754, %4761, %4745, %4726, %4704
  %4765 = phi <16 x float> [ %4746, %4745 ], [ %4705, %4704 ], [ %4727, %4726 ], [ %4763, %4761 ], [ %4760, %4754 ], [ %4753, %4747 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %4765, ptr align 1 %4706, <16 x i1> %1440)
  br label %8445

4766:                                             ; preds = %2935, %8442
  %4767 = phi i64 [ 0, %2935 ], [ %8443, %8442 ]
  %4768 = sub nsw i64 %1067, %4767
  %4769 = icmp sgt i64 %4768, 7
  %4770 = trunc i64 %4768 to i32
  %4771 = select i1 %4769, i32 8, i32 %4770
  switch i32 %4771, label %8442 [
    i32 1, label %4772
    i32 2, label %4913
    i32 3, label %5166
    i32 4, label %5531
    i32 5, label %6008
    i32 6, label %6597
    i32 7, label %7134
    i32 8, label %7749
  ]

4772:                                             ; preds = %4766
  %4773 = shl nsw i64 %4767, 4
  br i1 %1167, label %4776, label %4774

4774:                                             ; preds = %4772
  %4775 = sub nsw i64 %9, %4773
  br label %4781

4776:                                             ; preds = %4772
  %4777 = sub i64 %4773, %17
  %4778 = mul nsw i64 %4767, %11
  %4779 = getelementptr i16, ptr %1156, i64 %4778
  %4780 = sub nsw i64 %9, %4773
  br label %4794

4781:                                             ; preds = %4809, %4774
  %4782 = phi i64 [ %4775, %4774 ], [ %4780, %4809 ]
  %4783 = phi <16 x float> [ zeroinitializer, %4774 ], [ %4810, %4809 ]
  %4784 = icmp sgt i64 %4782, 15
  %4785 = trunc i64 %4782 to i32
  %4786 = shl nsw i32 -1, %4785
  %4787 = trunc i32 %4786 to i16
  %4788 = xor i16 %4787, -1
  %4789 = select i1 %4784, i16 -1, i16 %4788
  %4790 = getelementptr inbounds nuw float, ptr %2927, i64 %4773
  %4791 = getelementptr inbounds nuw float, ptr %2929, i64 %4773
  %4792 = select i1 %2936, ptr null, ptr %4791
  %4793 = bitcast i16 %4789 to <16 x i1>
  br i1 %1609, label %4854, label %4849

4794:                                             ; preds = %4776, %4809
  %4795 = phi <16 x float> [ zeroinitializer, %4776 ], [ %4810, %4809 ]
  %4796 = phi i64 [ 0, %4776 ], [ %4811, %4809 ]
  %4797 = mul nsw i64 %4796, %14
  %4798 = sub i64 %4797, %16
  %4799 = add i64 %4798, %2944
  %4800 = icmp slt i64 %4799, 0
  %4801 = icmp sge i64 %4799, %6
  %4802 = or i1 %4800, %4801
  %4803 = select i1 %4802, i64 0, i64 %4799
  %4804 = mul nsw i64 %4803, %7
  %4805 = getelementptr inbounds float, ptr %1539, i64 %4804
  br i1 %1168, label %4806, label %4809

4806:                                             ; preds = %4794
  %4807 = mul nuw nsw i64 %4796, %11
  %4808 = getelementptr inbounds nuw float, ptr %1541, i64 %4807
  br label %4813

4809:                                             ; preds = %4840, %4794
  %4810 = phi <16 x float> [ %4795, %4794 ], [ %4846, %4840 ]
  %4811 = add nuw nsw i64 %4796, 1
  %4812 = icmp eq i64 %4811, %10
  br i1 %4812, label %4781, label %4794

4813:                                             ; preds = %4806, %4840
  %4814 = phi <16 x float> [ %4795, %4806 ], [ %4846, %4840 ]
  %4815 = phi i64 [ 0, %4806 ], [ %4847, %4840 ]
  %4816 = getelementptr inbounds nuw float, ptr %4808, i64 %4815
  %4817 = load float, ptr %4816, align 4
  %4818 = insertelement <16 x float> poison, float %4817, i64 0
  %4819 = shufflevector <16 x float> %4818, <16 x float> poison, <16 x i32> zeroinitializer
  %4820 = mul nsw i64 %4815, %15
  %4821 = add i64 %4777, %4820
  %4822 = icmp slt i64 %4821, 0
  %4823 = sub nsw i64 0, %4821
  %4824 = select i1 %4822, i64 %4823, i64 0
  %4825 = sub nsw i64 %7, %4821
  %4826 = call i64 @llvm.smin.i64(i64 %4825, i64 %4780)
  %4827 = call i64 @llvm.smin.i64(i64 %4826, i64 16)
  %4828 = icmp sgt i64 %4827, %4824
  %4829 = trunc i64 %4827 to i32
  %4830 = shl nsw i32 -1, %4829
  %4831 = xor i32 %4830, -1
  %4832 = trunc i64 %4824 to i32
  %4833 = shl nsw i32 -1, %4832
  %4834 = and i32 %4833, %4831
  %4835 = trunc i32 %4834 to i16
  %4836 = select i1 %4828, i16 %4835, i16 0
  br i1 %1177, label %4840, label %4837

4837:                                             ; preds = %4813
  %4838 = getelementptr i16, ptr %4779, i64 %4815
  %4839 = load i16, ptr %4838, align 2
  br label %4840

4840:                                             ; preds = %4813, %4837
  %4841 = phi i16 [ %4839, %4837 ], [ %4836, %4813 ]
  %4842 = select i1 %4802, i16 0, i16 %4841
  %4843 = getelementptr inbounds float, ptr %4805, i64 %4821
  %4844 = bitcast i16 %4842 to <16 x i1>
  %4845 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4843, <16 x i1> %4844, <16 x float> zeroinitializer)
  %4846 = call <16 x float> @llvm.fma.v16f32(<16 x float> %4845, <16 x float> %4819, <16 x float> %4814)
  %4847 = add nuw nsw i64 %4815, 1
  %4848 = icmp eq i64 %4847, %11
  br i1 %4848, label %4809, label %4813

4849:                                             ; preds = %4781
  %4850 = load float, ptr %1542, align 4
  %4851 = insertelement <16 x float> poison, float %4850, i64 0
  %4852 = shufflevector <16 x float> %4851, <16 x float> poison, <16 x i32> zeroinitializer
  %4853 = fadd <16 x float> %4783, %4852
  br label %4854

4854:                                             ; preds = %4849, %4781
  %4855 = phi <16 x float> [ %4853, %4849 ], [ %4783, %4781 ]
  switch i64 %1394, label %535 [
    i64 1, label %4856
    i64 2, label %4859
    i64 3, label %4866
    i64 0, label %4911
  ]

4856:                                             ; preds = %4854
  %4857 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4792, <16 x i1> %4793, <16 x float> zeroinitializer)
  %4858 = fadd <16 x float> %4855, %4857
  br label %4873

4859:                                             ; preds = %4854
  %4860 = bitcast <16 x float> %4855 to <8 x i64>
  %4861 = or <8 x i64> %4860, %1170
  %4862 = fcmp oeq <16 x float> %4855, %47
  %4863 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4855, i32 4)
  %4864 = bitcast <8 x i64> %4861 to <16 x float>
  %4865 = select <16 x i1> %4862, <16 x float> %4864, <16 x float> %4863
  br label %4873

4866:                                             ; preds = %4854
  %4867 = bitcast <16 x float> %4855 to <8 x i64>
  %4868 = and <8 x i64> %4867, %1169
  %4869 = fcmp oeq <16 x float> %4855, %44
  %4870 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4855, i32 4)
  %4871 = bitcast <8 x i64> %4868 to <16 x float>
  %4872 = select <16 x i1> %4869, <16 x float> %4871, <16 x float> %4870
  br label %4873

4873:                                             ; preds = %4866, %4859, %4856
  %4874 = phi <16 x float> [ %4858, %4856 ], [ %4865, %4859 ], [ %4872, %4866 ]
  switch i64 %1396, label %535 [
    i64 1, label %4889
    i64 2, label %4882
    i64 3, label %4875
    i64 0, label %4911
  ]

4875:                                             ; preds = %4873
  %4876 = bitcast <16 x float> %4874 to <8 x i64>
  %4877 = and <8 x i64> %4876, %1169
  %4878 = fcmp oeq <16 x float> %4874, %44
  %4879 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4874, i32 4)
  %4880 = bitcast <8 x i64> %4877 to <16 x float>
  %4881 = select <16 x i1> %4878, <16 x float> %4880, <16 x float> %4879
  br label %4892

4882:                                             ; preds = %4873
  %4883 = bitcast <16 x float> %4874 to <8 x i64>
  %4884 = or <8 x i64> %4883, %1170
  %4885 = fcmp oeq <16 x float> %4874, %47
  %4886 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4874, i32 4)
  %4887 = bitcast <8 x i64> %4884 to <16 x float>
  %4888 = select <16 x i1> %4885, <16 x float> %4887, <16 x float> %4886
  br label %4892

4889:                                             ; preds = %4873
  %4890 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4792, <16 x i1> %4793, <16 x float> zeroinitializer)
  %4891 = fadd <16 x float> %4874, %4890
  br label %4892

4892:                                             ; preds = %4889, %4882, %4875
  %4893 = phi <16 x float> [ %4891, %4889 ], [ %4888, %4882 ], [ %4881, %4875 ]
  switch i64 %1398, label %535 [
    i64 1, label %4908
    i64 2, label %4901
    i64 3, label %4894
    i64 0, label %4911
  ]

4894:                                             ; preds = %4892
  %4895 = bitcast <16 x float> %4893 to <8 x i64>
  %4896 = and <8 x i64> %4895, %1169
  %4897 = fcmp oeq <16 x float> %4893, %44
  %4898 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4893, i32 4)
  %4899 = bitcast <8 x i64> %4896 to <16 x float>
  %4900 = select <16 x i1> %4897, <16 x float> %4899, <16 x float> %4898
  br label %4911

4901:                                             ; preds = %4892
  %4902 = bitcast <16 x float> %4893 to <8 x i64>
  %4903 = or <8 x i64> %4902, %1170
  %4904 = fcmp oeq <16 x float> %4893, %47
  %4905 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4893, i32 4)
  %4906 = bitcast <8 x i64> %4903 to <16 x float>
  %4907 = select <16 x i1> %4904, <16 x float> %4906, <16 x float> %4905
  br label %4911

4908:                                             ; preds = %4892
  %4909 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4792, <16 x i1> %4793, <16 x float> zeroinitializer)
  %4910 = fadd <16 x float> %4893, %4909
  br label %4911

4911:                                             ; preds = %4894, %4901, %4908, %4892, %4873, %4854
  %4912 = phi <16 x float> [ %4893, %4892 ], [ %4855, %4854 ], [ %4874, %4873 ], [ %4910, %4908 ], [ %4907, %4901 ], [ %4900, %4894 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %4912, ptr align 1 %4790, <16 x i1> %4793)
  br label %8442

4913:                                             ; preds = %4766
  br i1 %1167, label %4914, label %5010

4914:                                             ; preds = %4913
  %4915 = shl nsw i64 %4767, 4
  %4916 = mul nuw nsw i64 %4767, %11
  %4917 = sub nsw i64 %9, %4915
  %4918 = or disjoint i64 %4767, 1
  %4919 = shl nsw i64 %4918, 4
  %4920 = mul nuw nsw i64 %4918, %11
  %4921 = sub nsw i64 %9, %4919
  br label %4922

4922:                                             ; preds = %4914, %4938
  %4923 = phi <16 x float> [ zeroinitializer, %4914 ], [ %4939, %4938 ]
  %4924 = phi <16 x float> [ zeroinitializer, %4914 ], [ %4940, %4938 ]
  %4925 = phi i64 [ 0, %4914 ], [ %4941, %4938 ]
  %4926 = mul nsw i64 %4925, %14
  %4927 = sub i64 %4926, %16
  %4928 = add i64 %4927, %2943
  %4929 = icmp slt i64 %4928, 0
  %4930 = icmp sge i64 %4928, %6
  %4931 = or i1 %4929, %4930
  %4932 = select i1 %4931, i64 0, i64 %4928
  %4933 = mul nsw i64 %4932, %7
  %4934 = getelementptr inbounds float, ptr %1539, i64 %4933
  br i1 %1168, label %4935, label %4938

4935:                                             ; preds = %4922
  %4936 = mul nuw nsw i64 %4925, %11
  %4937 = getelementptr inbounds nuw float, ptr %1541, i64 %4936
  br label %4943

4938:                                             ; preds = %5001, %4922
  %4939 = phi <16 x float> [ %4923, %4922 ], [ %4980, %5001 ]
  %4940 = phi <16 x float> [ %4924, %4922 ], [ %5007, %5001 ]
  %4941 = add nuw nsw i64 %4925, 1
  %4942 = icmp eq i64 %4941, %10
  br i1 %4942, label %5010, label %4922

4943:                                             ; preds = %4935, %5001
  %4944 = phi <16 x float> [ %4923, %4935 ], [ %4980, %5001 ]
  %4945 = phi <16 x float> [ %4924, %4935 ], [ %5007, %5001 ]
  %4946 = phi i64 [ 0, %4935 ], [ %5008, %5001 ]
  %4947 = getelementptr inbounds nuw float, ptr %4937, i64 %4946
  %4948 = load float, ptr %4947, align 4
  %4949 = insertelement <16 x float> poison, float %4948, i64 0
  %4950 = shufflevector <16 x float> %4949, <16 x float> poison, <16 x i32> zeroinitializer
  %4951 = mul nsw i64 %4946, %15
  %4952 = sub i64 %4951, %17
  %4953 = getelementptr i16, ptr %1156, i64 %4946
  %4954 = add i64 %4952, %4915
  br i1 %1177, label %4958, label %4955

4955:                                             ; preds = %4943
  %4956 = getelementptr i16, ptr %4953, i64 %4916
  %4957 = load i16, ptr %4956, align 2
  br label %4974

4958:                                             ; preds = %4943
  %4959 = icmp slt i64 %4954, 0
  %4960 = sub nsw i64 0, %4954
  %4961 = select i1 %4959, i64 %4960, i64 0
  %4962 = sub nsw i64 %7, %4954
  %4963 = call i64 @llvm.smin.i64(i64 %4962, i64 %4917)
  %4964 = call i64 @llvm.smin.i64(i64 %4963, i64 16)
  %4965 = icmp sgt i64 %4964, %4961
  %4966 = trunc i64 %4964 to i32
  %4967 = shl nsw i32 -1, %4966
  %4968 = xor i32 %4967, -1
  %4969 = trunc i64 %4961 to i32
  %4970 = shl nsw i32 -1, %4969
  %4971 = and i32 %4970, %4968
  %4972 = trunc i32 %4971 to i16
  %4973 = select i1 %4965, i16 %4972, i16 0
  br label %4974

4974:                                             ; preds = %4958, %4955
  %4975 = phi i16 [ %4957, %4955 ], [ %4973, %4958 ]
  %4976 = select i1 %4931, i16 0, i16 %4975
  %4977 = getelementptr inbounds float, ptr %4934, i64 %4954
  %4978 = bitcast i16 %4976 to <16 x i1>
  %4979 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4977, <16 x i1> %4978, <16 x float> zeroinitializer)
  %4980 = call <16 x float> @llvm.fma.v16f32(<16 x float> %4979, <16 x float> %4950, <16 x float> %4944)
  %4981 = add i64 %4952, %4919
  br i1 %1177, label %4985, label %4982

4982:                                             ; preds = %4974
  %4983 = getelementptr i16, ptr %4953, i64 %4920
  %4984 = load i16, ptr %4983, align 2
  br label %5001

4985:                                             ; preds = %4974
  %4986 = icmp slt i64 %4981, 0
  %4987 = sub nsw i64 0, %4981
  %4988 = select i1 %4986, i64 %4987, i64 0
  %4989 = sub nsw i64 %7, %4981
  %4990 = call i64 @llvm.smin.i64(i64 %4989, i64 %4921)
  %4991 = call i64 @llvm.smin.i64(i64 %4990, i64 16)
  %4992 = icmp sgt i64 %4991, %4988
  %4993 = trunc i64 %4991 to i32
  %4994 = shl nsw i32 -1, %4993
  %4995 = xor i32 %4994, -1
  %4996 = trunc i64 %4988 to i32
  %4997 = shl nsw i32 -1, %4996
  %4998 = and i32 %4997, %4995
  %4999 = trunc i32 %4998 to i16
  %5000 = select i1 %4992, i16 %4999, i16 0
  br label %5001

5001:                                             ; preds = %4985, %4982
  %5002 = phi i16 [ %4984, %4982 ], [ %5000, %4985 ]
  %5003 = select i1 %4931, i16 0, i16 %5002
  %5004 = getelementptr inbounds float, ptr %4934, i64 %4981
  %5005 = bitcast i16 %5003 to <16 x i1>
  %5006 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5004, <16 x i1> %5005, <16 x float> zeroinitializer)
  %5007 = call <16 x float> @llvm.fma.v16f32(<16 x float> %5006, <16 x float> %4950, <16 x float> %4945)
  %5008 = add nuw nsw i64 %4946, 1
  %5009 = icmp eq i64 %5008, %11
  br i1 %5009, label %4938, label %4943

5010:                                             ; preds = %4938, %4913
  %5011 = phi <16 x float> [ zeroinitializer, %4913 ], [ %4939, %4938 ]
  %5012 = phi <16 x float> [ zeroinitializer, %4913 ], [ %4940, %4938 ]
  %5013 = shl nsw i64 %4767, 4
  %5014 = sub nsw i64 %9, %5013
  %5015 = icmp sgt i64 %5014, 15
  %5016 = trunc i64 %5014 to i32
  %5017 = shl nsw i32 -1, %5016
  %5018 = trunc i32 %5017 to i16
  %5019 = xor i16 %5018, -1
  %5020 = select i1 %5015, i16 -1, i16 %5019
  br i1 %1609, label %5026, label %5021

5021:                                             ; preds = %5010
  %5022 = load float, ptr %1542, align 4
  %5023 = insertelement <16 x float> poison, float %5022, i64 0
  %5024 = shufflevector <16 x float> %5023, <16 x float> poison, <16 x i32> zeroinitializer
  %5025 = fadd <16 x float> %5011, %5024
  br label %5026

5026:                                             ; preds = %5021, %5010
  %5027 = phi <16 x float> [ %5025, %5021 ], [ %5011, %5010 ]
  %5028 = getelementptr inbounds nuw float, ptr %2927, i64 %5013
  %5029 = getelementptr inbounds nuw float, ptr %2929, i64 %5013
  %5030 = select i1 %2936, ptr null, ptr %5029
  %5031 = bitcast i16 %5020 to <16 x i1>
  switch i64 %1385, label %535 [
    i64 1, label %5032
    i64 2, label %5035
    i64 3, label %5042
    i64 0, label %5087
  ]

5032:                                             ; preds = %5026
  %5033 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5030, <16 x i1> %5031, <16 x float> zeroinitializer)
  %5034 = fadd <16 x float> %5027, %5033
  br label %5049

5035:                                             ; preds = %5026
  %5036 = bitcast <16 x float> %5027 to <8 x i64>
  %5037 = or <8 x i64> %5036, %1170
  %5038 = fcmp oeq <16 x float> %5027, %47
  %5039 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5027, i32 4)
  %5040 = bitcast <8 x i64> %5037 to <16 x float>
  %5041 = select <16 x i1> %5038, <16 x float> %5040, <16 x float> %5039
  br label %5049

5042:                                             ; preds = %5026
  %5043 = bitcast <16 x float> %5027 to <8 x i64>
  %5044 = and <8 x i64> %5043, %1169
  %5045 = fcmp oeq <16 x float> %5027, %44
  %5046 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5027, i32 4)
  %5047 = bitcast <8 x i64> %5044 to <16 x float>
  %5048 = select <16 x i1> %5045, <16 x float> %5047, <16 x float> %5046
  br label %5049

5049:                                             ; preds = %5042, %5035, %5032
  %5050 = phi <16 x float> [ %5034, %5032 ], [ %5041, %5035 ], [ %5048, %5042 ]
  switch i64 %1387, label %535 [
    i64 1, label %5065
    i64 2, label %5058
    i64 3, label %5051
    i64 0, label %5087
  ]

5051:                                             ; preds = %5049
  %5052 = bitcast <16 x float> %5050 to <8 x i64>
  %5053 = and <8 x i64> %5052, %1169
  %5054 = fcmp oeq <16 x float> %5050, %44
  %5055 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5050, i32 4)
  %5056 = bitcast <8 x i64> %5053 to <16 x float>
  %5057 = select <16 x i1> %5054, <16 x float> %5056, <16 x float> %5055
  br label %5068

5058:                                             ; preds = %5049
  %5059 = bitcast <16 x float> %5050 to <8 x i64>
  %5060 = or <8 x i64> %5059, %1170
  %5061 = fcmp oeq <16 x float> %5050, %47
  %5062 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5050, i32 4)
  %5063 = bitcast <8 x i64> %5060 to <16 x float>
  %5064 = select <16 x i1> %5061, <16 x float> %5063, <16 x float> %5062
  br label %5068

5065:                                             ; preds = %5049
  %5066 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5030, <16 x i1> %5031, <16 x float> zeroinitializer)
  %5067 = fadd <16 x float> %5050, %5066
  br label %5068

5068:                                             ; preds = %5065, %5058, %5051
  %5069 = phi <16 x float> [ %5067, %5065 ], [ %5064, %5058 ], [ %5057, %5051 ]
  switch i64 %1389, label %535 [
    i64 1, label %5084
    i64 2, label %5077
    i64 3, label %5070
    i64 0, label %5087
  ]

5070:                                             ; preds = %5068
  %5071 = bitcast <16 x float> %5069 to <8 x i64>
  %5072 = and <8 x i64> %5071, %1169
  %5073 = fcmp oeq <16 x float> %5069, %44
  %5074 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5069, i32 4)
  %5075 = bitcast <8 x i64> %5072 to <16 x float>
  %5076 = select <16 x i1> %5073, <16 x float> %5075, <16 x float> %5074
  br label %5087

5077:                                             ; preds = %5068
  %5078 = bitcast <16 x float> %5069 to <8 x i64>
  %5079 = or <8 x i64> %5078, %1170
  %5080 = fcmp oeq <16 x float> %5069, %47
  %5081 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5069, i32 4)
  %5082 = bitcast <8 x i64> %5079 to <16 x float>
  %5083 = select <16 x i1> %5080, <16 x float> %5082, <16 x float> %5081
  br label %5087

5084:                                             ; preds = %5068
  %5085 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5030, <16 x i1> %5031, <16 x float> zeroinitializer)
  %5086 = fadd <16 x float> %5069, %5085
  br label %5087

5087:                                             ; preds = %5070, %5077, %5084, %5068, %5049, %5026
  %5088 = phi <16 x float> [ %5069, %5068 ], [ %5027, %5026 ], [ %5050, %5049 ], [ %5086, %5084 ], [ %5083, %5077 ], [ %5076, %5070 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %5088, ptr align 1 %5028, <16 x i1> %5031)
  %5089 = shl i64 %4767, 4
  %5090 = or disjoint i64 %5089, 16
  %5091 = sub nsw i64 %9, %5090
  %5092 = icmp sgt i64 %5091, 15
  %5093 = trunc i64 %5091 to i32
  %5094 = shl nsw i32 -1, %5093
  %5095 = trunc i32 %5094 to i16
  %5096 = xor i16 %5095, -1
  %5097 = select i1 %5092, i16 -1, i16 %5096
  br i1 %1609, label %5103, label %5098

5098:                                             ; preds = %5087
  %5099 = load float, ptr %1542, align 4
  %5100 = insertelement <16 x float> poison, float %5099, i64 0
  %5101 = shufflevector <16 x float> %5100, <16 x float> poison, <16 x i32> zeroinitializer
  %5102 = fadd <16 x float> %5012, %5101
  br label %5103

5103:                                             ; preds = %5098, %5087
  %5104 = phi <16 x float> [ %5102, %5098 ], [ %5012, %5087 ]
  %5105 = getelementptr inbounds nuw float, ptr %2927, i64 %5090
  %5106 = getelementptr inbounds nuw float, ptr %2929, i64 %5090
  %5107 = select i1 %2936, ptr null, ptr %5106
  %5108 = bitcast i16 %5097 to <16 x i1>
  switch i64 %1385, label %535 [
    i64 1, label %5123
    i64 2, label %5116
    i64 3, label %5109
    i64 0, label %5164
  ]

5109:                                             ; preds = %5103
  %5110 = bitcast <16 x float> %5104 to <8 x i64>
  %5111 = and <8 x i64> %5110, %1169
  %5112 = fcmp oeq <16 x float> %5104, %44
  %5113 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5104, i32 4)
  %5114 = bitcast <8 x i64> %5111 to <16 x float>
  %5115 = select <16 x i1> %5112, <16 x float> %5114, <16 x float> %5113
  br label %5126

5116:                                             ; preds = %5103
  %5117 = bitcast <16 x float> %5104 to <8 x i64>
  %5118 = or <8 x i64> %5117, %1170
  %5119 = fcmp oeq <16 x float> %5104, %47
  %5120 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5104, i32 4)
  %5121 = bitcast <8 x i64> %5118 to <16 x float>
  %5122 = select <16 x i1> %5119, <16 x float> %5121, <16 x float> %5120
  br label %5126

5123:                                             ; preds = %5103
  %5124 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5107, <16 x i1> %5108, <16 x float> zeroinitializer)
  %5125 = fadd <16 x float> %5104, %5124
  br label %5126

5126:                                             ; preds = %5123, %5116, %5109
  %5127 = phi <16 x float> [ %5125, %5123 ], [ %5122, %5116 ], [ %5115, %5109 ]
  switch i64 %1391, label %535 [
    i64 1, label %5142
    i64 2, label %5135
    i64 3, label %5128
    i64 0, label %5164
  ]

5128:                                             ; preds = %5126
  %5129 = bitcast <16 x float> %5127 to <8 x i64>
  %5130 = and <8 x i64> %5129, %1169
  %5131 = fcmp oeq <16 x float> %5127, %44
  %5132 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5127, i32 4)
  %5133 = bitcast <8 x i64> %5130 to <16 x float>
  %5134 = select <16 x i1> %5131, <16 x float> %5133, <16 x float> %5132
  br label %5145

5135:                                             ; preds = %5126
  %5136 = bitcast <16 x float> %5127 to <8 x i64>
  %5137 = or <8 x i64> %5136, %1170
  %5138 = fcmp oeq <16 x float> %5127, %47
  %5139 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5127, i32 4)
  %5140 = bitcast <8 x i64> %5137 to <16 x float>
  %5141 = select <16 x i1> %5138, <16 x float> %5140, <16 x float> %5139
  br label %5145

5142:                                             ; preds = %5126
  %5143 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5107, <16 x i1> %5108, <16 x float> zeroinitializer)
  %5144 = fadd <16 x float> %5127, %5143
  br label %5145

5145:                                             ; preds = %5142, %5135, %5128
  %5146 = phi <16 x float> [ %5144, %5142 ], [ %5141, %5135 ], [ %5134, %5128 ]
  switch i64 %1393, label %535 [
    i64 1, label %5161
    i64 2, label %5154
    i64 3, label %5147
    i64 0, label %5164
  ]

5147:                                             ; preds = %5145
  %5148 = bitcast <16 x float> %5146 to <8 x i64>
  %5149 = and <8 x i64> %5148, %1169
  %5150 = fcmp oeq <16 x float> %5146, %44
  %5151 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5146, i32 4)
  %5152 = bitcast <8 x i64> %5149 to <16 x float>
  %5153 = select <16 x i1> %5150, <16 x float> %5152, <16 x float> %5151
  br label %5164

5154:                                             ; preds = %5145
  %5155 = bitcast <16 x float> %5146 to <8 x i64>
  %5156 = or <8 x i64> %5155, %1170
  %5157 = fcmp oeq <16 x float> %5146, %47
  %5158 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5146, i32 4)
  %5159 = bitcast <8 x i64> %5156 to <16 x float>
  %5160 = select <16 x i1> %5157, <16 x float> %5159, <16 x float> %5158
  br label %5164

5161:                                             ; preds = %5145
  %5162 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5107, <16 x i1> %5108, <16 x float> zeroinitializer)
  %5163 = fadd <16 x float> %5146, %5162
  br label %5164

5164:                                             ; preds = %5147, %5154, %5161, %5145, %5126, %5103
  %5165 = phi <16 x float> [ %5146, %5145 ], [ %5104, %5103 ], [ %5127, %5126 ], [ %5163, %5161 ], [ %5160, %5154 ], [ %5153, %5147 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %5165, ptr nonnull align 1 %5105, <16 x i1> %5108)
  br label %8442

5166:                                             ; preds = %4766
  br i1 %1167, label %5167, label %5297

5167:                                             ; preds = %5166
  %5168 = shl nsw i64 %4767, 4
  %5169 = mul nuw nsw i64 %4767, %11
  %5170 = sub nsw i64 %9, %5168
  %5171 = or disjoint i64 %4767, 1
  %5172 = shl nsw i64 %5171, 4
  %5173 = mul nuw nsw i64 %5171, %11
  %5174 = sub nsw i64 %9, %5172
  %5175 = or disjoint i64 %4767, 2
  %5176 = shl nsw i64 %5175, 4
  %5177 = mul nuw nsw i64 %5175, %11
  %5178 = sub nsw i64 %9, %5176
  br label %5179

5179:                                             ; preds = %5167, %5196
  %5180 = phi <16 x float> [ zeroinitializer, %5167 ], [ %5197, %5196 ]
  %5181 = phi <16 x float> [ zeroinitializer, %5167 ], [ %5198, %5196 ]
  %5182 = phi <16 x float> [ zeroinitializer, %5167 ], [ %5199, %5196 ]
  %5183 = phi i64 [ 0, %5167 ], [ %5200, %5196 ]
  %5184 = mul nsw i64 %5183, %14
  %5185 = sub i64 %5184, %16
  %5186 = add i64 %5185, %2942
  %5187 = icmp slt i64 %5186, 0
  %5188 = icmp sge i64 %5186, %6
  %5189 = or i1 %5187, %5188
  %5190 = select i1 %5189, i64 0, i64 %5186
  %5191 = mul nsw i64 %5190, %7
  %5192 = getelementptr inbounds float, ptr %1539, i64 %5191
  br i1 %1168, label %5193, label %5196

5193:                                             ; preds = %5179
  %5194 = mul nuw nsw i64 %5183, %11
  %5195 = getelementptr inbounds nuw float, ptr %1541, i64 %5194
  br label %5202

5196:                                             ; preds = %5288, %5179
  %5197 = phi <16 x float> [ %5180, %5179 ], [ %5240, %5288 ]
  %5198 = phi <16 x float> [ %5181, %5179 ], [ %5267, %5288 ]
  %5199 = phi <16 x float> [ %5182, %5179 ], [ %5294, %5288 ]
  %5200 = add nuw nsw i64 %5183, 1
  %5201 = icmp eq i64 %5200, %10
  br i1 %5201, label %5297, label %5179

5202:                                             ; preds = %5193, %5288
  %5203 = phi <16 x float> [ %5180, %5193 ], [ %5240, %5288 ]
  %5204 = phi <16 x float> [ %5181, %5193 ], [ %5267, %5288 ]
  %5205 = phi <16 x float> [ %5182, %5193 ], [ %5294, %5288 ]
  %5206 = phi i64 [ 0, %5193 ], [ %5295, %5288 ]
  %5207 = getelementptr inbounds nuw float, ptr %5195, i64 %5206
  %5208 = load float, ptr %5207, align 4
  %5209 = insertelement <16 x float> poison, float %5208, i64 0
  %5210 = shufflevector <16 x float> %5209, <16 x float> poison, <16 x i32> zeroinitializer
  %5211 = mul nsw i64 %5206, %15
  %5212 = sub i64 %5211, %17
  %5213 = getelementptr i16, ptr %1156, i64 %5206
  %5214 = add i64 %5212, %5168
  br i1 %1177, label %5218, label %5215

5215:                                             ; preds = %5202
  %5216 = getelementptr i16, ptr %5213, i64 %5169
  %5217 = load i16, ptr %5216, align 2
  br label %5234

5218:                                             ; preds = %5202
  %5219 = icmp slt i64 %5214, 0
  %5220 = sub nsw i64 0, %5214
  %5221 = select i1 %5219, i64 %5220, i64 0
  %5222 = sub nsw i64 %7, %5214
  %5223 = call i64 @llvm.smin.i64(i64 %5222, i64 %5170)
  %5224 = call i64 @llvm.smin.i64(i64 %5223, i64 16)
  %5225 = icmp sgt i64 %5224, %5221
  %5226 = trunc i64 %5224 to i32
  %5227 = shl nsw i32 -1, %5226
  %5228 = xor i32 %5227, -1
  %5229 = trunc i64 %5221 to i32
  %5230 = shl nsw i32 -1, %5229
  %5231 = and i32 %5230, %5228
  %5232 = trunc i32 %5231 to i16
  %5233 = select i1 %5225, i16 %5232, i16 0
  br label %5234

5234:                                             ; preds = %5218, %5215
  %5235 = phi i16 [ %5217, %5215 ], [ %5233, %5218 ]
  %5236 = select i1 %5189, i16 0, i16 %5235
  %5237 = getelementptr inbounds float, ptr %5192, i64 %5214
  %5238 = bitcast i16 %5236 to <16 x i1>
  %5239 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5237, <16 x i1> %5238, <16 x float> zeroinitializer)
  %5240 = call <16 x float> @llvm.fma.v16f32(<16 x float> %5239, <16 x float> %5210, <16 x float> %5203)
  %5241 = add i64 %5212, %5172
  br i1 %1177, label %5245, label %5242

5242:                                             ; preds = %5234
  %5243 = getelementptr i16, ptr %5213, i64 %5173
  %5244 = load i16, ptr %5243, align 2
  br label %5261

5245:                                             ; preds = %5234
  %5246 = icmp slt i64 %5241, 0
  %5247 = sub nsw i64 0, %5241
  %5248 = select i1 %5246, i64 %5247, i64 0
  %5249 = sub nsw i64 %7, %5241
  %5250 = call i64 @llvm.smin.i64(i64 %5249, i64 %5174)
  %5251 = call i64 @llvm.smin.i64(i64 %5250, i64 16)
  %5252 = icmp sgt i64 %5251, %5248
  %5253 = trunc i64 %5251 to i32
  %5254 = shl nsw i32 -1, %5253
  %5255 = xor i32 %5254, -1
  %5256 = trunc i64 %5248 to i32
  %5257 = shl nsw i32 -1, %5256
  %5258 = and i32 %5257, %5255
  %5259 = trunc i32 %5258 to i16
  %5260 = select i1 %5252, i16 %5259, i16 0
  br label %5261

5261:                                             ; preds = %5245, %5242
  %5262 = phi i16 [ %5244, %5242 ], [ %5260, %5245 ]
  %5263 = select i1 %5189, i16 0, i16 %5262
  %5264 = getelementptr inbounds float, ptr %5192, i64 %5241
  %5265 = bitcast i16 %5263 to <16 x i1>
  %5266 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5264, <16 x i1> %5265, <16 x float> zeroinitializer)
  %5267 = call <16 x float> @llvm.fma.v16f32(<16 x float> %5266, <16 x float> %5210, <16 x float> %5204)
  %5268 = add i64 %5212, %5176
  br i1 %1177, label %5272, label %5269

5269:                                             ; preds = %5261
  %5270 = getelementptr i16, ptr %5213, i64 %5177
  %5271 = load i16, ptr %5270, align 2
  br label %5288

5272:                                             ; preds = %5261
  %5273 = icmp slt i64 %5268, 0
  %5274 = sub nsw i64 0, %5268
  %5275 = select i1 %5273, i64 %5274, i64 0
  %5276 = sub nsw i64 %7, %5268
  %5277 = call i64 @llvm.smin.i64(i64 %5276, i64 %5178)
  %5278 = call i64 @llvm.smin.i64(i64 %5277, i64 16)
  %5279 = icmp sgt i64 %5278, %5275
  %5280 = trunc i64 %5278 to i32
  %5281 = shl nsw i32 -1, %5280
  %5282 = xor i32 %5281, -1
  %5283 = trunc i64 %5275 to i32
  %5284 = shl nsw i32 -1, %5283
  %5285 = and i32 %5284, %5282
  %5286 = trunc i32 %5285 to i16
  %5287 = select i1 %5279, i16 %5286, i16 0
  br label %5288

5288:                                             ; preds = %5272, %5269
  %5289 = phi i16 [ %5271, %5269 ], [ %5287, %5272 ]
  %5290 = select i1 %5189, i16 0, i16 %5289
  %5291 = getelementptr inbounds float, ptr %5192, i64 %5268
  %5292 = bitcast i16 %5290 to <16 x i1>
  %5293 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5291, <16 x i1> %5292, <16 x float> zeroinitializer)
  %5294 = call <16 x float> @llvm.fma.v16f32(<16 x float> %5293, <16 x float> %5210, <16 x float> %5205)
  %5295 = add nuw nsw i64 %5206, 1
  %5296 = icmp eq i64 %5295, %11
  br i1 %5296, label %5196, label %5202

5297:                                             ; preds = %5196, %5166
  %5298 = phi <16 x float> [ zeroinitializer, %5166 ], [ %5197, %5196 ]
  %5299 = phi <16 x float> [ zeroinitializer, %5166 ], [ %5198, %5196 ]
  %5300 = phi <16 x float> [ zeroinitializer, %5166 ], [ %5199, %5196 ]
  %5301 = shl nsw i64 %4767, 4
  %5302 = sub nsw i64 %9, %5301
  %5303 = icmp sgt i64 %5302, 15
  %5304 = trunc i64 %5302 to i32
  %5305 = shl nsw i32 -1, %5304
  %5306 = trunc i32 %5305 to i16
  %5307 = xor i16 %5306, -1
  %5308 = select i1 %5303, i16 -1, i16 %5307
  br i1 %1609, label %5314, label %5309

5309:                                             ; preds = %5297
  %5310 = load float, ptr %1542, align 4
  %5311 = insertelement <16 x float> poison, float %5310, i64 0
  %5312 = shufflevector <16 x float> %5311, <16 x float> poison, <16 x i32> zeroinitializer
  %5313 = fadd <16 x float> %5298, %5312
  br label %5314

5314:                                             ; preds = %5309, %5297
  %5315 = phi <16 x float> [ %5313, %5309 ], [ %5298, %5297 ]
  %5316 = getelementptr inbounds nuw float, ptr %2927, i64 %5301
  %5317 = getelementptr inbounds nuw float, ptr %2929, i64 %5301
  %5318 = select i1 %2936, ptr null, ptr %5317
  %5319 = bitcast i16 %5308 to <16 x i1>
  switch i64 %1372, label %535 [
    i64 1, label %5320
    i64 2, label %5323
    i64 3, label %5330
    i64 0, label %5375
  ]

5320:                                             ; preds = %5314
  %5321 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5318, <16 x i1> %5319, <16 x float> zeroinitializer)
  %5322 = fadd <16 x float> %5315, %5321
  br label %5337

5323:                                             ; preds = %5314
  %5324 = bitcast <16 x float> %5315 to <8 x i64>
  %5325 = or <8 x i64> %5324, %1170
  %5326 = fcmp oeq <16 x float> %5315, %47
  %5327 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5315, i32 4)
  %5328 = bitcast <8 x i64> %5325 to <16 x float>
  %5329 = select <16 x i1> %5326, <16 x float> %5328, <16 x float> %5327
  br label %5337

5330:                                             ; preds = %5314
  %5331 = bitcast <16 x float> %5315 to <8 x i64>
  %5332 = and <8 x i64> %5331, %1169
  %5333 = fcmp oeq <16 x float> %5315, %44
  %5334 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5315, i32 4)
  %5335 = bitcast <8 x i64> %5332 to <16 x float>
  %5336 = select <16 x i1> %5333, <16 x float> %5335, <16 x float> %5334
  br label %5337

5337:                                             ; preds = %5330, %5323, %5320
  %5338 = phi <16 x float> [ %5322, %5320 ], [ %5329, %5323 ], [ %5336, %5330 ]
  switch i64 %1374, label %535 [
    i64 1, label %5353
    i64 2, label %5346
    i64 3, label %5339
    i64 0, label %5375
  ]

5339:                                             ; preds = %5337
  %5340 = bitcast <16 x float> %5338 to <8 x i64>
  %5341 = and <8 x i64> %5340, %1169
  %5342 = fcmp oeq <16 x float> %5338, %44
  %5343 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5338, i32 4)
  %5344 = bitcast <8 x i64> %5341 to <16 x float>
  %5345 = select <16 x i1> %5342, <16 x float> %5344, <16 x float> %5343
  br label %5356

5346:                                             ; preds = %5337
  %5347 = bitcast <16 x float> %5338 to <8 x i64>
  %5348 = or <8 x i64> %5347, %1170
  %5349 = fcmp oeq <16 x float> %5338, %47
  %5350 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5338, i32 4)
  %5351 = bitcast <8 x i64> %5348 to <16 x float>
  %5352 = select <16 x i1> %5349, <16 x float> %5351, <16 x float> %5350
  br label %5356

5353:                                             ; preds = %5337
  %5354 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5318, <16 x i1> %5319, <16 x float> zeroinitializer)
  %5355 = fadd <16 x float> %5338, %5354
  br label %5356

5356:                                             ; preds = %5353, %5346, %5339
  %5357 = phi <16 x float> [ %5355, %5353 ], [ %5352, %5346 ], [ %5345, %5339 ]
  switch i64 %1376, label %535 [
    i64 1, label %5372
    i64 2, label %5365
    i64 3, label %5358
    i64 0, label %5375
  ]

5358:                                             ; preds = %5356
  %5359 = bitcast <16 x float> %5357 to <8 x i64>
  %5360 = and <8 x i64> %5359, %1169
  %5361 = fcmp oeq <16 x float> %5357, %44
  %5362 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5357, i32 4)
  %5363 = bitcast <8 x i64> %5360 to <16 x float>
  %5364 = select <16 x i1> %5361, <16 x float> %5363, <16 x float> %5362
  br label %5375

5365:                                             ; preds = %5356
  %5366 = bitcast <16 x float> %5357 to <8 x i64>
  %5367 = or <8 x i64> %5366, %1170
  %5368 = fcmp oeq <16 x float> %5357, %47
  %5369 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5357, i32 4)
  %5370 = bitcast <8 x i64> %5367 to <16 x float>
  %5371 = select <16 x i1> %5368, <16 x float> %5370, <16 x float> %5369
  br label %5375

5372:                                             ; preds = %5356
  %5373 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5318, <16 x i1> %5319, <16 x float> zeroinitializer)
  %5374 = fadd <16 x float> %5357, %5373
  br label %5375

5375:                                             ; preds = %5358, %5365, %5372, %5356, %5337, %5314
  %5376 = phi <16 x float> [ %5357, %5356 ], [ %5315, %5314 ], [ %5338, %5337 ], [ %5374, %5372 ], [ %5371, %5365 ], [ %5364, %5358 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %5376, ptr align 1 %5316, <16 x i1> %5319)
  %5377 = shl i64 %4767, 4
  %5378 = or disjoint i64 %5377, 16
  %5379 = sub nsw i64 %9, %5378
  %5380 = icmp sgt i64 %5379, 15
  %5381 = trunc i64 %5379 to i32
  %5382 = shl nsw i32 -1, %5381
  %5383 = trunc i32 %5382 to i16
  %5384 = xor i16 %5383, -1
  %5385 = select i1 %5380, i16 -1, i16 %5384
  br i1 %1609, label %5391, label %5386

5386:                                             ; preds = %5375
  %5387 = load float, ptr %1542, align 4
  %5388 = insertelement <16 x float> poison, float %5387, i64 0
  %5389 = shufflevector <16 x float> %5388, <16 x float> poison, <16 x i32> zeroinitializer
  %5390 = fadd <16 x float> %5299, %5389
  br label %5391

5391:                                             ; preds = %5386, %5375
  %5392 = phi <16 x float> [ %5390, %5386 ], [ %5299, %5375 ]
  %5393 = getelementptr inbounds nuw float, ptr %2927, i64 %5378
  %5394 = getelementptr inbounds nuw float, ptr %2929, i64 %5378
  %5395 = select i1 %2936, ptr null, ptr %5394
  %5396 = bitcast i16 %5385 to <16 x i1>
  switch i64 %1372, label %535 [
    i64 1, label %5411
    i64 2, label %5404
    i64 3, label %5397
    i64 0, label %5452
  ]

5397:                                             ; preds = %5391
  %5398 = bitcast <16 x float> %5392 to <8 x i64>
  %5399 = and <8 x i64> %5398, %1169
  %5400 = fcmp oeq <16 x float> %5392, %44
  %5401 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5392, i32 4)
  %5402 = bitcast <8 x i64> %5399 to <16 x float>
  %5403 = select <16 x i1> %5400, <16 x float> %5402, <16 x float> %5401
  br label %5414

5404:                                             ; preds = %5391
  %5405 = bitcast <16 x float> %5392 to <8 x i64>
  %5406 = or <8 x i64> %5405, %1170
  %5407 = fcmp oeq <16 x float> %5392, %47
  %5408 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5392, i32 4)
  %5409 = bitcast <8 x i64> %5406 to <16 x float>
  %5410 = select <16 x i1> %5407, <16 x float> %5409, <16 x float> %5408
  br label %5414

5411:                                             ; preds = %5391
  %5412 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5395, <16 x i1> %5396, <16 x float> zeroinitializer)
  %5413 = fadd <16 x float> %5392, %5412
  br label %5414

5414:                                             ; preds = %5411, %5404, %5397
  %5415 = phi <16 x float> [ %5413, %5411 ], [ %5410, %5404 ], [ %5403, %5397 ]
  switch i64 %1378, label %535 [
    i64 1, label %5430
    i64 2, label %5423
    i64 3, label %5416
    i64 0, label %5452
  ]

5416:                                             ; preds = %5414
  %5417 = bitcast <16 x float> %5415 to <8 x i64>
  %5418 = and <8 x i64> %5417, %1169
  %5419 = fcmp oeq <16 x float> %5415, %44
  %5420 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5415, i32 4)
  %5421 = bitcast <8 x i64> %5418 to <16 x float>
  %5422 = select <16 x i1> %5419, <16 x float> %5421, <16 x float> %5420
  br label %5433

5423:                                             ; preds = %5414
  %5424 = bitcast <16 x float> %5415 to <8 x i64>
  %5425 = or <8 x i64> %5424, %1170
  %5426 = fcmp oeq <16 x float> %5415, %47
  %5427 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5415, i32 4)
  %5428 = bitcast <8 x i64> %5425 to <16 x float>
  %5429 = select <16 x i1> %5426, <16 x float> %5428, <16 x float> %5427
  br label %5433

5430:                                             ; preds = %5414
  %5431 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5395, <16 x i1> %5396, <16 x float> zeroinitializer)
  %5432 = fadd <16 x float> %5415, %5431
  br label %5433

5433:                                             ; preds = %5430, %5423, %5416
  %5434 = phi <16 x float> [ %5432, %5430 ], [ %5429, %5423 ], [ %5422, %5416 ]
  switch i64 %1380, label %535 [
    i64 1, label %5449
    i64 2, label %5442
    i64 3, label %5435
    i64 0, label %5452
  ]

5435:                                             ; preds = %5433
  %5436 = bitcast <16 x float> %5434 to <8 x i64>
  %5437 = and <8 x i64> %5436, %1169
  %5438 = fcmp oeq <16 x float> %5434, %44
  %5439 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5434, i32 4)
  %5440 = bitcast <8 x i64> %5437 to <16 x float>
  %5441 = select <16 x i1> %5438, <16 x float> %5440, <16 x float> %5439
  br label %5452

5442:                                             ; preds = %5433
  %5443 = bitcast <16 x float> %5434 to <8 x i64>
  %5444 = or <8 x i64> %5443, %1170
  %5445 = fcmp oeq <16 x float> %5434, %47
  %5446 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5434, i32 4)
  %5447 = bitcast <8 x i64> %5444 to <16 x float>
  %5448 = select <16 x i1> %5445, <16 x float> %5447, <16 x float> %5446
  br label %5452

5449:                                             ; preds = %5433
  %5450 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5395, <16 x i1> %5396, <16 x float> zeroinitializer)
  %5451 = fadd <16 x float> %5434, %5450
  br label %5452

5452:                                             ; preds = %5435, %5442, %5449, %5433, %5414, %5391
  %5453 = phi <16 x float> [ %5434, %5433 ], [ %5392, %5391 ], [ %5415, %5414 ], [ %5451, %5449 ], [ %5448, %5442 ], [ %5441, %5435 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %5453, ptr nonnull align 1 %5393, <16 x i1> %5396)
  %5454 = shl i64 %4767, 4
  %5455 = or disjoint i64 %5454, 32
  %5456 = sub nsw i64 %9, %5455
  %5457 = icmp sgt i64 %5456, 15
  %5458 = trunc i64 %5456 to i32
  %5459 = shl nsw i32 -1, %5458
  %5460 = trunc i32 %5459 to i16
  %5461 = xor i16 %5460, -1
  %5462 = select i1 %5457, i16 -1, i16 %5461
  br i1 %1609, label %5468, label %5463

5463:                                             ; preds = %5452
  %5464 = load float, ptr %1542, align 4
  %5465 = insertelement <16 x float> poison, float %5464, i64 0
  %5466 = shufflevector <16 x float> %5465, <16 x float> poison, <16 x i32> zeroinitializer
  %5467 = fadd <16 x float> %5300, %5466
  br label %5468

5468:                                             ; preds = %5463, %5452
  %5469 = phi <16 x float> [ %5467, %5463 ], [ %5300, %5452 ]
  %5470 = getelementptr inbounds nuw float, ptr %2927, i64 %5455
  %5471 = getelementptr inbounds nuw float, ptr %2929, i64 %5455
  %5472 = select i1 %2936, ptr null, ptr %5471
  %5473 = bitcast i16 %5462 to <16 x i1>
  switch i64 %1372, label %535 [
    i64 1, label %5488
    i64 2, label %5481
    i64 3, label %5474
    i64 0, label %5529
  ]

5474:                                             ; preds = %5468
  %5475 = bitcast <16 x float> %5469 to <8 x i64>
  %5476 = and <8 x i64> %5475, %1169
  %5477 = fcmp oeq <16 x float> %5469, %44
  %5478 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5469, i32 4)
  %5479 = bitcast <8 x i64> %5476 to <16 x float>
  %5480 = select <16 x i1> %5477, <16 x float> %5479, <16 x float> %5478
  br label %5491

5481:                                             ; preds = %5468
  %5482 = bitcast <16 x float> %5469 to <8 x i64>
  %5483 = or <8 x i64> %5482, %1170
  %5484 = fcmp oeq <16 x float> %5469, %47
  %5485 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5469, i32 4)
  %5486 = bitcast <8 x i64> %5483 to <16 x float>
  %5487 = select <16 x i1> %5484, <16 x float> %5486, <16 x float> %5485
  br label %5491

5488:                                             ; preds = %5468
  %5489 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5472, <16 x i1> %5473, <16 x float> zeroinitializer)
  %5490 = fadd <16 x float> %5469, %5489
  br label %5491

5491:                                             ; preds = %5488, %5481, %5474
  %5492 = phi <16 x float> [ %5490, %5488 ], [ %5487, %5481 ], [ %5480, %5474 ]
  switch i64 %1382, label %535 [
    i64 1, label %5507
    i64 2, label %5500
    i64 3, label %5493
    i64 0, label %5529
  ]

5493:                                             ; preds = %5491
  %5494 = bitcast <16 x float> %5492 to <8 x i64>
  %5495 = and <8 x i64> %5494, %1169
  %5496 = fcmp oeq <16 x float> %5492, %44
  %5497 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5492, i32 4)
  %5498 = bitcast <8 x i64> %5495 to <16 x float>
  %5499 = select <16 x i1> %5496, <16 x float> %5498, <16 x float> %5497
  br label %5510

5500:                                             ; preds = %5491
  %5501 = bitcast <16 x float> %5492 to <8 x i64>
  %5502 = or <8 x i64> %5501, %1170
  %5503 = fcmp oeq <16 x float> %5492, %47
  %5504 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5492, i32 4)
  %5505 = bitcast <8 x i64> %5502 to <16 x float>
  %5506 = select <16 x i1> %5503, <16 x float> %5505, <16 x float> %5504
  br label %5510

5507:                                             ; preds = %5491
  %5508 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5472, <16 x i1> %5473, <16 x float> zeroinitializer)
  %5509 = fadd <16 x float> %5492, %5508
  br label %5510

5510:                                             ; preds = %5507, %5500, %5493
  %5511 = phi <16 x float> [ %5509, %5507 ], [ %5506, %5500 ], [ %5499, %5493 ]
  switch i64 %1384, label %535 [
    i64 1, label %5526
    i64 2, label %5519
    i64 3, label %5512
    i64 0, label %5529
  ]

5512:                                             ; preds = %5510
  %5513 = bitcast <16 x float> %5511 to <8 x i64>
  %5514 = and <8 x i64> %5513, %1169
  %5515 = fcmp oeq <16 x float> %5511, %44
  %5516 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5511, i32 4)
  %5517 = bitcast <8 x i64> %5514 to <16 x float>
  %5518 = select <16 x i1> %5515, <16 x float> %5517, <16 x float> %5516
  br label %5529

5519:                                             ; preds = %5510
  %5520 = bitcast <16 x float> %5511 to <8 x i64>
  %5521 = or <8 x i64> %5520, %1170
  %5522 = fcmp oeq <16 x float> %5511, %47
  %5523 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5511, i32 4)
  %5524 = bitcast <8 x i64> %5521 to <16 x float>
  %5525 = select <16 x i1> %5522, <16 x float> %5524, <16 x float> %5523
  br label %5529

5526:                                             ; preds = %5510
  %5527 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5472, <16 x i1> %5473, <16 x float> zeroinitializer)
  %5528 = fadd <16 x float> %5511, %5527
  br label %5529

5529:                                             ; preds = %5512, %5519, %5526, %5510, %5491, %5468
  %5530 = phi <16 x float> [ %5511, %5510 ], [ %5469, %5468 ], [ %5492, %5491 ], [ %5528, %5526 ], [ %5525, %5519 ], [ %5518, %5512 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %5530, ptr nonnull align 1 %5470, <16 x i1> %5473)
  br label %8442

5531:                                             ; preds = %4766
  br i1 %1167, label %5532, label %5696

5532:                                             ; preds = %5531
  %5533 = shl nsw i64 %4767, 4
  %5534 = mul nuw nsw i64 %4767, %11
  %5535 = sub nsw i64 %9, %5533
  %5536 = or disjoint i64 %4767, 1
  %5537 = shl nsw i64 %5536, 4
  %5538 = mul nuw nsw i64 %5536, %11
  %5539 = sub nsw i64 %9, %5537
  %5540 = or disjoint i64 %4767, 2
  %5541 = shl nsw i64 %5540, 4
  %5542 = mul nuw nsw i64 %5540, %11
  %5543 = sub nsw i64 %9, %5541
  %5544 = or disjoint i64 %4767, 3
  %5545 = shl nsw i64 %5544, 4
  %5546 = mul nuw nsw i64 %5544, %11
  %5547 = sub nsw i64 %9, %5545
  br label %5548

5548:                                             ; preds = %5532, %5566
  %5549 = phi <16 x float> [ zeroinitializer, %5532 ], [ %5567, %5566 ]
  %5550 = phi <16 x float> [ zeroinitializer, %5532 ], [ %5568, %5566 ]
  %5551 = phi <16 x float> [ zeroinitializer, %5532 ], [ %5569, %5566 ]
  %5552 = phi <16 x float> [ zeroinitializer, %5532 ], [ %5570, %5566 ]
  %5553 = phi i64 [ 0, %5532 ], [ %5571, %5566 ]
  %5554 = mul nsw i64 %5553, %14
  %5555 = sub i64 %5554, %16
  %5556 = add i64 %5555, %2941
  %5557 = icmp slt i64 %5556, 0
  %5558 = icmp sge i64 %5556, %6
  %5559 = or i1 %5557, %5558
  %5560 = select i1 %5559, i64 0, i64 %5556
  %5561 = mul nsw i64 %5560, %7
  %5562 = getelementptr inbounds float, ptr %1539, i64 %5561
  br i1 %1168, label %5563, label %5566

5563:                                             ; preds = %5548
  %5564 = mul nuw nsw i64 %5553, %11
  %5565 = getelementptr inbounds nuw float, ptr %1541, i64 %5564
  br label %5573

5566:                                             ; preds = %5687, %5548
  %5567 = phi <16 x float> [ %5549, %5548 ], [ %5612, %5687 ]
  %5568 = phi <16 x float> [ %5550, %5548 ], [ %5639, %5687 ]
  %5569 = phi <16 x float> [ %5551, %5548 ], [ %5666, %5687 ]
  %5570 = phi <16 x float> [ %5552, %5548 ], [ %5693, %5687 ]
  %5571 = add nuw nsw i64 %5553, 1
  %5572 = icmp eq i64 %5571, %10
  br i1 %5572, label %5696, label %5548

5573:                                             ; preds = %5563, %5687
  %5574 = phi <16 x float> [ %5549, %5563 ], [ %5612, %5687 ]
  %5575 = phi <16 x float> [ %5550, %5563 ], [ %5639, %5687 ]
  %5576 = phi <16 x float> [ %5551, %5563 ], [ %5666, %5687 ]
  %5577 = phi <16 x float> [ %5552, %5563 ], [ %5693, %5687 ]
  %5578 = phi i64 [ 0, %5563 ], [ %5694, %5687 ]
  %5579 = getelementptr inbounds nuw float, ptr %5565, i64 %5578
  %5580 = load float, ptr %5579, align 4
  %5581 = insertelement <16 x float> poison, float %5580, i64 0
  %5582 = shufflevector <16 x float> %5581, <16 x float> poison, <16 x i32> zeroinitializer
  %5583 = mul nsw i64 %5578, %15
  %5584 = sub i64 %5583, %17
  %5585 = getelementptr i16, ptr %1156, i64 %5578
  %5586 = add i64 %5584, %5533
  br i1 %1177, label %5590, label %5587

5587:                                             ; preds = %5573
  %5588 = getelementptr i16, ptr %5585, i64 %5534
  %5589 = load i16, ptr %5588, align 2
  br label %5606

5590:                                             ; preds = %5573
  %5591 = icmp slt i64 %5586, 0
  %5592 = sub nsw i64 0, %5586
  %5593 = select i1 %5591, i64 %5592, i64 0
  %5594 = sub nsw i64 %7, %5586
  %5595 = call i64 @llvm.smin.i64(i64 %5594, i64 %5535)
  %5596 = call i64 @llvm.smin.i64(i64 %5595, i64 16)
  %5597 = icmp sgt i64 %5596, %5593
  %5598 = trunc i64 %5596 to i32
  %5599 = shl nsw i32 -1, %5598
  %5600 = xor i32 %5599, -1
  %5601 = trunc i64 %5593 to i32
  %5602 = shl nsw i32 -1, %5601
  %5603 = and i32 %5602, %5600
  %5604 = trunc i32 %5603 to i16
  %5605 = select i1 %5597, i16 %5604, i16 0
  br label %5606

5606:                                             ; preds = %5590, %5587
  %5607 = phi i16 [ %5589, %5587 ], [ %5605, %5590 ]
  %5608 = select i1 %5559, i16 0, i16 %5607
  %5609 = getelementptr inbounds float, ptr %5562, i64 %5586
  %5610 = bitcast i16 %5608 to <16 x i1>
  %5611 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5609, <16 x i1> %5610, <16 x float> zeroinitializer)
  %5612 = call <16 x float> @llvm.fma.v16f32(<16 x float> %5611, <16 x float> %5582, <16 x float> %5574)
  %5613 = add i64 %5584, %5537
  br i1 %1177, label %5617, label %5614

5614:                                             ; preds = %5606
  %5615 = getelementptr i16, ptr %5585, i64 %5538
  %5616 = load i16, ptr %5615, align 2
  br label %5633

5617:                                             ; preds = %5606
  %5618 = icmp slt i64 %5613, 0
  %5619 = sub nsw i64 0, %5613
  %5620 = select i1 %5618, i64 %5619, i64 0
  %5621 = sub nsw i64 %7, %5613
  %5622 = call i64 @llvm.smin.i64(i64 %5621, i64 %5539)
  %5623 = call i64 @llvm.smin.i64(i64 %5622, i64 16)
  %5624 = icmp sgt i64 %5623, %5620
  %5625 = trunc i64 %5623 to i32
  %5626 = shl nsw i32 -1, %5625
  %5627 = xor i32 %5626, -1
  %5628 = trunc i64 %5620 to i32
  %5629 = shl nsw i32 -1, %5628
  %5630 = and i32 %5629, %5627
  %5631 = trunc i32 %5630 to i16
  %5632 = select i1 %5624, i16 %5631, i16 0
  br label %5633

5633:                                             ; preds = %5617, %5614
  %5634 = phi i16 [ %5616, %5614 ], [ %5632, %5617 ]
  %5635 = select i1 %5559, i16 0, i16 %5634
  %5636 = getelementptr inbounds float, ptr %5562, i64 %5613
  %5637 = bitcast i16 %5635 to <16 x i1>
  %5638 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5636, <16 x i1> %5637, <16 x float> zeroinitializer)
  %5639 = call <16 x float> @llvm.fma.v16f32(<16 x float> %5638, <16 x float> %5582, <16 x float> %5575)
  %5640 = add i64 %5584, %5541
  br i1 %1177, label %5644, label %5641

5641:                                             ; preds = %5633
  %5642 = getelementptr i16, ptr %5585, i64 %5542
  %5643 = load i16, ptr %5642, align 2
  br label %5660

5644:                                             ; preds = %5633
  %5645 = icmp slt i64 %5640, 0
  %5646 = sub nsw i64 0, %5640
  %5647 = select i1 %5645, i64 %5646, i64 0
  %5648 = sub nsw i64 %7, %5640
  %5649 = call i64 @llvm.smin.i64(i64 %5648, i64 %5543)
  %5650 = call i64 @llvm.smin.i64(i64 %5649, i64 16)
  %5651 = icmp sgt i64 %5650, %5647
  %5652 = trunc i64 %5650 to i32
  %5653 = shl nsw i32 -1, %5652
  %5654 = xor i32 %5653, -1
  %5655 = trunc i64 %5647 to i32
  %5656 = shl nsw i32 -1, %5655
  %5657 = and i32 %5656, %5654
  %5658 = trunc i32 %5657 to i16
  %5659 = select i1 %5651, i16 %5658, i16 0
  br label %5660

5660:                                             ; preds = %5644, %5641
  %5661 = phi i16 [ %5643, %5641 ], [ %5659, %5644 ]
  %5662 = select i1 %5559, i16 0, i16 %5661
  %5663 = getelementptr inbounds float, ptr %5562, i64 %5640
  %5664 = bitcast i16 %5662 to <16 x i1>
  %5665 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5663, <16 x i1> %5664, <16 x float> zeroinitializer)
  %5666 = call <16 x float> @llvm.fma.v16f32(<16 x float> %5665, <16 x float> %5582, <16 x float> %5576)
  %5667 = add i64 %5584, %5545
  br i1 %1177, label %5671, label %5668

5668:                                             ; preds = %5660
  %5669 = getelementptr i16, ptr %5585, i64 %5546
  %5670 = load i16, ptr %5669, align 2
  br label %5687

5671:                                             ; preds = %5660
  %5672 = icmp slt i64 %5667, 0
  %5673 = sub nsw i64 0, %5667
  %5674 = select i1 %5672, i64 %5673, i64 0
  %5675 = sub nsw i64 %7, %5667
  %5676 = call i64 @llvm.smin.i64(i64 %5675, i64 %5547)
  %5677 = call i64 @llvm.smin.i64(i64 %5676, i64 16)
  %5678 = icmp sgt i64 %5677, %5674
  %5679 = trunc i64 %5677 to i32
  %5680 = shl nsw i32 -1, %5679
  %5681 = xor i32 %5680, -1
  %5682 = trunc i64 %5674 to i32
  %5683 = shl nsw i32 -1, %5682
  %5684 = and i32 %5683, %5681
  %5685 = trunc i32 %5684 to i16
  %5686 = select i1 %5678, i16 %5685, i16 0
  br label %5687

5687:                                             ; preds = %5671, %5668
  %5688 = phi i16 [ %5670, %5668 ], [ %5686, %5671 ]
  %5689 = select i1 %5559, i16 0, i16 %5688
  %5690 = getelementptr inbounds float, ptr %5562, i64 %5667
  %5691 = bitcast i16 %5689 to <16 x i1>
  %5692 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5690, <16 x i1> %5691, <16 x float> zeroinitializer)
  %5693 = call <16 x float> @llvm.fma.v16f32(<16 x float> %5692, <16 x float> %5582, <16 x float> %5577)
  %5694 = add nuw nsw i64 %5578, 1
  %5695 = icmp eq i64 %5694, %11
  br i1 %5695, label %5566, label %5573

5696:                                             ; preds = %5566, %5531
  %5697 = phi <16 x float> [ zeroinitializer, %5531 ], [ %5567, %5566 ]
  %5698 = phi <16 x float> [ zeroinitializer, %5531 ], [ %5568, %5566 ]
  %5699 = phi <16 x float> [ zeroinitializer, %5531 ], [ %5569, %5566 ]
  %5700 = phi <16 x float> [ zeroinitializer, %5531 ], [ %5570, %5566 ]
  %5701 = shl nsw i64 %4767, 4
  %5702 = sub nsw i64 %9, %5701
  %5703 = icmp sgt i64 %5702, 15
  %5704 = trunc i64 %5702 to i32
  %5705 = shl nsw i32 -1, %5704
  %5706 = trunc i32 %5705 to i16
  %5707 = xor i16 %5706, -1
  %5708 = select i1 %5703, i16 -1, i16 %5707
  br i1 %1609, label %5714, label %5709

5709:                                             ; preds = %5696
  %5710 = load float, ptr %1542, align 4
  %5711 = insertelement <16 x float> poison, float %5710, i64 0
  %5712 = shufflevector <16 x float> %5711, <16 x float> poison, <16 x i32> zeroinitializer
  %5713 = fadd <16 x float> %5697, %5712
  br label %5714

5714:                                             ; preds = %5709, %5696
  %5715 = phi <16 x float> [ %5713, %5709 ], [ %5697, %5696 ]
  %5716 = getelementptr inbounds nuw float, ptr %2927, i64 %5701
  %5717 = getelementptr inbounds nuw float, ptr %2929, i64 %5701
  %5718 = select i1 %2936, ptr null, ptr %5717
  %5719 = bitcast i16 %5708 to <16 x i1>
  switch i64 %1355, label %535 [
    i64 1, label %5720
    i64 2, label %5723
    i64 3, label %5730
    i64 0, label %5775
  ]

5720:                                             ; preds = %5714
  %5721 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5718, <16 x i1> %5719, <16 x float> zeroinitializer)
  %5722 = fadd <16 x float> %5715, %5721
  br label %5737

5723:                                             ; preds = %5714
  %5724 = bitcast <16 x float> %5715 to <8 x i64>
  %5725 = or <8 x i64> %5724, %1170
  %5726 = fcmp oeq <16 x float> %5715, %47
  %5727 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5715, i32 4)
  %5728 = bitcast <8 x i64> %5725 to <16 x float>
  %5729 = select <16 x i1> %5726, <16 x float> %5728, <16 x float> %5727
  br label %5737

5730:                                             ; preds = %5714
  %5731 = bitcast <16 x float> %5715 to <8 x i64>
  %5732 = and <8 x i64> %5731, %1169
  %5733 = fcmp oeq <16 x float> %5715, %44
  %5734 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5715, i32 4)
  %5735 = bitcast <8 x i64> %5732 to <16 x float>
  %5736 = select <16 x i1> %5733, <16 x float> %5735, <16 x float> %5734
  br label %5737

5737:                                             ; preds = %5730, %5723, %5720
  %5738 = phi <16 x float> [ %5722, %5720 ], [ %5729, %5723 ], [ %5736, %5730 ]
  switch i64 %1357, label %535 [
    i64 1, label %5753
    i64 2, label %5746
    i64 3, label %5739
    i64 0, label %5775
  ]

5739:                                             ; preds = %5737
  %5740 = bitcast <16 x float> %5738 to <8 x i64>
  %5741 = and <8 x i64> %5740, %1169
  %5742 = fcmp oeq <16 x float> %5738, %44
  %5743 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5738, i32 4)
  %5744 = bitcast <8 x i64> %5741 to <16 x float>
  %5745 = select <16 x i1> %5742, <16 x float> %5744, <16 x float> %5743
  br label %5756

5746:                                             ; preds = %5737
  %5747 = bitcast <16 x float> %5738 to <8 x i64>
  %5748 = or <8 x i64> %5747, %1170
  %5749 = fcmp oeq <16 x float> %5738, %47
  %5750 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5738, i32 4)
  %5751 = bitcast <8 x i64> %5748 to <16 x float>
  %5752 = select <16 x i1> %5749, <16 x float> %5751, <16 x float> %5750
  br label %5756

5753:                                             ; preds = %5737
  %5754 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5718, <16 x i1> %5719, <16 x float> zeroinitializer)
  %5755 = fadd <16 x float> %5738, %5754
  br label %5756

5756:                                             ; preds = %5753, %5746, %5739
  %5757 = phi <16 x float> [ %5755, %5753 ], [ %5752, %5746 ], [ %5745, %5739 ]
  switch i64 %1359, label %535 [
    i64 1, label %5772
    i64 2, label %5765
    i64 3, label %5758
    i64 0, label %5775
  ]

5758:                                             ; preds = %5756
  %5759 = bitcast <16 x float> %5757 to <8 x i64>
  %5760 = and <8 x i64> %5759, %1169
  %5761 = fcmp oeq <16 x float> %5757, %44
  %5762 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5757, i32 4)
  %5763 = bitcast <8 x i64> %5760 to <16 x float>
  %5764 = select <16 x i1> %5761, <16 x float> %5763, <16 x float> %5762
  br label %5775

5765:                                             ; preds = %5756
  %5766 = bitcast <16 x float> %5757 to <8 x i64>
  %5767 = or <8 x i64> %5766, %1170
  %5768 = fcmp oeq <16 x float> %5757, %47
  %5769 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5757, i32 4)
  %5770 = bitcast <8 x i64> %5767 to <16 x float>
  %5771 = select <16 x i1> %5768, <16 x float> %5770, <16 x float> %5769
  br label %5775

5772:                                             ; preds = %5756
  %5773 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5718, <16 x i1> %5719, <16 x float> zeroinitializer)
  %5774 = fadd <16 x float> %5757, %5773
  br label %5775

5775:                                             ; preds = %5758, %5765, %5772, %5756, %5737, %5714
  %5776 = phi <16 x float> [ %5757, %5756 ], [ %5715, %5714 ], [ %5738, %5737 ], [ %5774, %5772 ], [ %5771, %5765 ], [ %5764, %5758 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %5776, ptr align 1 %5716, <16 x i1> %5719)
  %5777 = shl i64 %4767, 4
  %5778 = or disjoint i64 %5777, 16
  %5779 = sub nsw i64 %9, %5778
  %5780 = icmp sgt i64 %5779, 15
  %5781 = trunc i64 %5779 to i32
  %5782 = shl nsw i32 -1, %5781
  %5783 = trunc i32 %5782 to i16
  %5784 = xor i16 %5783, -1
  %5785 = select i1 %5780, i16 -1, i16 %5784
  br i1 %1609, label %5791, label %5786

5786:                                             ; preds = %5775
  %5787 = load float, ptr %1542, align 4
  %5788 = insertelement <16 x float> poison, float %5787, i64 0
  %5789 = shufflevector <16 x float> %5788, <16 x float> poison, <16 x i32> zeroinitializer
  %5790 = fadd <16 x float> %5698, %5789
  br label %5791

5791:                                             ; preds = %5786, %5775
  %5792 = phi <16 x float> [ %5790, %5786 ], [ %5698, %5775 ]
  %5793 = getelementptr inbounds nuw float, ptr %2927, i64 %5778
  %5794 = getelementptr inbounds nuw float, ptr %2929, i64 %5778
  %5795 = select i1 %2936, ptr null, ptr %5794
  %5796 = bitcast i16 %5785 to <16 x i1>
  switch i64 %1355, label %535 [
    i64 1, label %5811
    i64 2, label %5804
    i64 3, label %5797
    i64 0, label %5852
  ]

5797:                                             ; preds = %5791
  %5798 = bitcast <16 x float> %5792 to <8 x i64>
  %5799 = and <8 x i64> %5798, %1169
  %5800 = fcmp oeq <16 x float> %5792, %44
  %5801 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5792, i32 4)
  %5802 = bitcast <8 x i64> %5799 to <16 x float>
  %5803 = select <16 x i1> %5800, <16 x float> %5802, <16 x float> %5801
  br label %5814

5804:                                             ; preds = %5791
  %5805 = bitcast <16 x float> %5792 to <8 x i64>
  %5806 = or <8 x i64> %5805, %1170
  %5807 = fcmp oeq <16 x float> %5792, %47
  %5808 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5792, i32 4)
  %5809 = bitcast <8 x i64> %5806 to <16 x float>
  %5810 = select <16 x i1> %5807, <16 x float> %5809, <16 x float> %5808
  br label %5814

5811:                                             ; preds = %5791
  %5812 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5795, <16 x i1> %5796, <16 x float> zeroinitializer)
  %5813 = fadd <16 x float> %5792, %5812
  br label %5814

5814:                                             ; preds = %5811, %5804, %5797
  %5815 = phi <16 x float> [ %5813, %5811 ], [ %5810, %5804 ], [ %5803, %5797 ]
  switch i64 %1361, label %535 [
    i64 1, label %5830
    i64 2, label %5823
    i64 3, label %5816
    i64 0, label %5852
  ]

5816:                                             ; preds = %5814
  %5817 = bitcast <16 x float> %5815 to <8 x i64>
  %5818 = and <8 x i64> %5817, %1169
  %5819 = fcmp oeq <16 x float> %5815, %44
  %5820 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5815, i32 4)
  %5821 = bitcast <8 x i64> %5818 to <16 x float>
  %5822 = select <16 x i1> %5819, <16 x float> %5821, <16 x float> %5820
  br label %5833

5823:                                             ; preds = %5814
  %5824 = bitcast <16 x float> %5815 to <8 x i64>
  %5825 = or <8 x i64> %5824, %1170
  %5826 = fcmp oeq <16 x float> %5815, %47
  %5827 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5815, i32 4)
  %5828 = bitcast <8 x i64> %5825 to <16 x float>
  %5829 = select <16 x i1> %5826, <16 x float> %5828, <16 x float> %5827
  br label %5833

5830:                                             ; preds = %5814
  %5831 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5795, <16 x i1> %5796, <16 x float> zeroinitializer)
  %5832 = fadd <16 x float> %5815, %5831
  br label %5833

5833:                                             ; preds = %5830, %5823, %5816
  %5834 = phi <16 x float> [ %5832, %5830 ], [ %5829, %5823 ], [ %5822, %5816 ]
  switch i64 %1363, label %535 [
    i64 1, label %5849
    i64 2, label %5842
    i64 3, label %5835
    i64 0, label %5852
  ]

5835:                                             ; preds = %5833
  %5836 = bitcast <16 x float> %5834 to <8 x i64>
  %5837 = and <8 x i64> %5836, %1169
  %5838 = fcmp oeq <16 x float> %5834, %44
  %5839 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5834, i32 4)
  %5840 = bitcast <8 x i64> %5837 to <16 x float>
  %5841 = select <16 x i1> %5838, <16 x float> %5840, <16 x float> %5839
  br label %5852

5842:                                             ; preds = %5833
  %5843 = bitcast <16 x float> %5834 to <8 x i64>
  %5844 = or <8 x i64> %5843, %1170
  %5845 = fcmp oeq <16 x float> %5834, %47
  %5846 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5834, i32 4)
  %5847 = bitcast <8 x i64> %5844 to <16 x float>
  %5848 = select <16 x i1> %5845, <16 x float> %5847, <16 x float> %5846
  br label %5852

5849:                                             ; preds = %5833
  %5850 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5795, <16 x i1> %5796, <16 x float> zeroinitializer)
  %5851 = fadd <16 x float> %5834, %5850
  br label %5852

5852:                                             ; preds = %5835, %5842, %5849, %5833, %5814, %5791
  %5853 = phi <16 x float> [ %5834, %5833 ], [ %5792, %5791 ], [ %5815, %5814 ], [ %5851, %5849 ], [ %5848, %5842 ], [ %5841, %5835 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %5853, ptr nonnull align 1 %5793, <16 x i1> %5796)
  %5854 = shl i64 %4767, 4
  %5855 = or disjoint i64 %5854, 32
  %5856 = sub nsw i64 %9, %5855
  %5857 = icmp sgt i64 %5856, 15
  %5858 = trunc i64 %5856 to i32
  %5859 = shl nsw i32 -1, %5858
  %5860 = trunc i32 %5859 to i16
  %5861 = xor i16 %5860, -1
  %5862 = select i1 %5857, i16 -1, i16 %5861
  br i1 %1609, label %5868, label %5863

5863:                                             ; preds = %5852
  %5864 = load float, ptr %1542, align 4
  %5865 = insertelement <16 x float> poison, float %5864, i64 0
  %5866 = shufflevector <16 x float> %5865, <16 x float> poison, <16 x i32> zeroinitializer
  %5867 = fadd <16 x float> %5699, %5866
  br label %5868

5868:                                             ; preds = %5863, %5852
  %5869 = phi <16 x float> [ %5867, %5863 ], [ %5699, %5852 ]
  %5870 = getelementptr inbounds nuw float, ptr %2927, i64 %5855
  %5871 = getelementptr inbounds nuw float, ptr %2929, i64 %5855
  %5872 = select i1 %2936, ptr null, ptr %5871
  %5873 = bitcast i16 %5862 to <16 x i1>
  switch i64 %1355, label %535 [
    i64 1, label %5888
    i64 2, label %5881
    i64 3, label %5874
    i64 0, label %5929
  ]

5874:                                             ; preds = %5868
  %5875 = bitcast <16 x float> %5869 to <8 x i64>
  %5876 = and <8 x i64> %5875, %1169
  %5877 = fcmp oeq <16 x float> %5869, %44
  %5878 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5869, i32 4)
  %5879 = bitcast <8 x i64> %5876 to <16 x float>
  %5880 = select <16 x i1> %5877, <16 x float> %5879, <16 x float> %5878
  br label %5891

5881:                                             ; preds = %5868
  %5882 = bitcast <16 x float> %5869 to <8 x i64>
  %5883 = or <8 x i64> %5882, %1170
  %5884 = fcmp oeq <16 x float> %5869, %47
  %5885 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5869, i32 4)
  %5886 = bitcast <8 x i64> %5883 to <16 x float>
  %5887 = select <16 x i1> %5884, <16 x float> %5886, <16 x float> %5885
  br label %5891

5888:                                             ; preds = %5868
  %5889 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5872, <16 x i1> %5873, <16 x float> zeroinitializer)
  %5890 = fadd <16 x float> %5869, %5889
  br label %5891

5891:                                             ; preds = %5888, %5881, %5874
  %5892 = phi <16 x float> [ %5890, %5888 ], [ %5887, %5881 ], [ %5880, %5874 ]
  switch i64 %1365, label %535 [
    i64 1, label %5907
    i64 2, label %5900
    i64 3, label %5893
    i64 0, label %5929
  ]

5893:                                             ; preds = %5891
  %5894 = bitcast <16 x float> %5892 to <8 x i64>
  %5895 = and <8 x i64> %5894, %1169
  %5896 = fcmp oeq <16 x float> %5892, %44
  %5897 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5892, i32 4)
  %5898 = bitcast <8 x i64> %5895 to <16 x float>
  %5899 = select <16 x i1> %5896, <16 x float> %5898, <16 x float> %5897
  br label %5910

5900:                                             ; preds = %5891
  %5901 = bitcast <16 x float> %5892 to <8 x i64>
  %5902 = or <8 x i64> %5901, %1170
  %5903 = fcmp oeq <16 x float> %5892, %47
  %5904 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5892, i32 4)
  %5905 = bitcast <8 x i64> %5902 to <16 x float>
  %5906 = select <16 x i1> %5903, <16 x float> %5905, <16 x float> %5904
  br label %5910

5907:                                             ; preds = %5891
  %5908 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5872, <16 x i1> %5873, <16 x float> zeroinitializer)
  %5909 = fadd <16 x float> %5892, %5908
  br label %5910

5910:                                             ; preds = %5907, %5900, %5893
  %5911 = phi <16 x float> [ %5909, %5907 ], [ %5906, %5900 ], [ %5899, %5893 ]
  switch i64 %1367, label %535 [
    i64 1, label %5926
    i64 2, label %5919
    i64 3, label %5912
    i64 0, label %5929
  ]

5912:                                             ; preds = %5910
  %5913 = bitcast <16 x float> %5911 to <8 x i64>
  %5914 = and <8 x i64> %5913, %1169
  %5915 = fcmp oeq <16 x float> %5911, %44
  %5916 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5911, i32 4)
  %5917 = bitcast <8 x i64> %5914 to <16 x float>
  %5918 = select <16 x i1> %5915, <16 x float> %5917, <16 x float> %5916
  br label %5929

5919:                                             ; preds = %5910
  %5920 = bitcast <16 x float> %5911 to <8 x i64>
  %5921 = or <8 x i64> %5920, %1170
  %5922 = fcmp oeq <16 x float> %5911, %47
  %5923 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5911, i32 4)
  %5924 = bitcast <8 x i64> %5921 to <16 x float>
  %5925 = select <16 x i1> %5922, <16 x float> %5924, <16 x float> %5923
  br label %5929

5926:                                             ; preds = %5910
  %5927 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5872, <16 x i1> %5873, <16 x float> zeroinitializer)
  %5928 = fadd <16 x float> %5911, %5927
  br label %5929

5929:                                             ; preds = %5912, %5919, %5926, %5910, %5891, %5868
  %5930 = phi <16 x float> [ %5911, %5910 ], [ %5869, %5868 ], [ %5892, %5891 ], [ %5928, %5926 ], [ %5925, %5919 ], [ %5918, %5912 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %5930, ptr nonnull align 1 %5870, <16 x i1> %5873)
  %5931 = shl i64 %4767, 4
  %5932 = or disjoint i64 %5931, 48
  %5933 = sub nsw i64 %9, %5932
  %5934 = icmp sgt i64 %5933, 15
  %5935 = trunc i64 %5933 to i32
  %5936 = shl nsw i32 -1, %5935
  %5937 = trunc i32 %5936 to i16
  %5938 = xor i16 %5937, -1
  %5939 = select i1 %5934, i16 -1, i16 %5938
  br i1 %1609, label %5945, label %5940

5940:                                             ; preds = %5929
  %5941 = load float, ptr %1542, align 4
  %5942 = insertelement <16 x float> poison, float %5941, i64 0
  %5943 = shufflevector <16 x float> %5942, <16 x float> poison, <16 x i32> zeroinitializer
  %5944 = fadd <16 x float> %5700, %5943
  br label %5945

5945:                                             ; preds = %5940, %5929
  %5946 = phi <16 x float> [ %5944, %5940 ], [ %5700, %5929 ]
  %5947 = getelementptr inbounds nuw float, ptr %2927, i64 %5932
  %5948 = getelementptr inbounds nuw float, ptr %2929, i64 %5932
  %5949 = select i1 %2936, ptr null, ptr %5948
  %5950 = bitcast i16 %5939 to <16 x i1>
  switch i64 %1355, label %535 [
    i64 1, label %5965
    i64 2, label %5958
    i64 3, label %5951
    i64 0, label %6006
  ]

5951:                                             ; preds = %5945
  %5952 = bitcast <16 x float> %5946 to <8 x i64>
  %5953 = and <8 x i64> %5952, %1169
  %5954 = fcmp oeq <16 x float> %5946, %44
  %5955 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5946, i32 4)
  %5956 = bitcast <8 x i64> %5953 to <16 x float>
  %5957 = select <16 x i1> %5954, <16 x float> %5956, <16 x float> %5955
  br label %5968

5958:                                             ; preds = %5945
  %5959 = bitcast <16 x float> %5946 to <8 x i64>
  %5960 = or <8 x i64> %5959, %1170
  %5961 = fcmp oeq <16 x float> %5946, %47
  %5962 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5946, i32 4)
  %5963 = bitcast <8 x i64> %5960 to <16 x float>
  %5964 = select <16 x i1> %5961, <16 x float> %5963, <16 x float> %5962
  br label %5968

5965:                                             ; preds = %5945
  %5966 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5949, <16 x i1> %5950, <16 x float> zeroinitializer)
  %5967 = fadd <16 x float> %5946, %5966
  br label %5968

5968:                                             ; preds = %5965, %5958, %5951
  %5969 = phi <16 x float> [ %5967, %5965 ], [ %5964, %5958 ], [ %5957, %5951 ]
  switch i64 %1369, label %535 [
    i64 1, label %5984
    i64 2, label %5977
    i64 3, label %5970
    i64 0, label %6006
  ]

5970:                                             ; preds = %5968
  %5971 = bitcast <16 x float> %5969 to <8 x i64>
  %5972 = and <8 x i64> %5971, %1169
  %5973 = fcmp oeq <16 x float> %5969, %44
  %5974 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5969, i32 4)
  %5975 = bitcast <8 x i64> %5972 to <16 x float>
  %5976 = select <16 x i1> %5973, <16 x float> %5975, <16 x float> %5974
  br label %5987

5977:                                             ; preds = %5968
  %5978 = bitcast <16 x float> %5969 to <8 x i64>
  %5979 = or <8 x i64> %5978, %1170
  %5980 = fcmp oeq <16 x float> %5969, %47
  %5981 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5969, i32 4)
  %5982 = bitcast <8 x i64> %5979 to <16 x float>
  %5983 = select <16 x i1> %5980, <16 x float> %5982, <16 x float> %5981
  br label %5987

5984:                                             ; preds = %5968
  %5985 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5949, <16 x i1> %5950, <16 x float> zeroinitializer)
  %5986 = fadd <16 x float> %5969, %5985
  br label %5987

5987:                                             ; preds = %5984, %5977, %5970
  %5988 = phi <16 x float> [ %5986, %5984 ], [ %5983, %5977 ], [ %5976, %5970 ]
  switch i64 %1371, label %535 [
    i64 1, label %6003
    i64 2, label %5996
    i64 3, label %5989
    i64 0, label %6006
  ]

5989:                                             ; preds = %5987
  %5990 = bitcast <16 x float> %5988 to <8 x i64>
  %5991 = and <8 x i64> %5990, %1169
  %5992 = fcmp oeq <16 x float> %5988, %44
  %5993 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5988, i32 4)
  %5994 = bitcast <8 x i64> %5991 to <16 x float>
  %5995 = select <16 x i1> %5992, <16 x float> %5994, <16 x float> %5993
  br label %6006

5996:                                             ; preds = %5987
  %5997 = bitcast <16 x float> %5988 to <8 x i64>
  %5998 = or <8 x i64> %5997, %1170
  %5999 = fcmp oeq <16 x float> %5988, %47
  %6000 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5988, i32 4)
  %6001 = bitcast <8 x i64> %5998 to <16 x float>
  %6002 = select <16 x i1> %5999, <16 x float> %6001, <16 x float> %6000
  br label %6006

6003:                                             ; preds = %5987
  %6004 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5949, <16 x i1> %5950, <16 x float> zeroinitializer)
  %6005 = fadd <16 x float> %5988, %6004
  br label %6006

6006:                                             ; preds = %5989, %5996, %6003, %5987, %5968, %5945
  %6007 = phi <16 x float> [ %5988, %5987 ], [ %5946, %5945 ], [ %5969, %5968 ], [ %6005, %6003 ], [ %6002, %5996 ], [ %5995, %5989 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %6007, ptr nonnull align 1 %5947, <16 x i1> %5950)
  br label %8442

6008:                                             ; preds = %4766
  br i1 %1167, label %6009, label %6207

6009:                                             ; preds = %6008
  %6010 = shl nsw i64 %4767, 4
  %6011 = mul nuw nsw i64 %4767, %11
  %6012 = sub nsw i64 %9, %6010
  %6013 = or disjoint i64 %4767, 1
  %6014 = shl nsw i64 %6013, 4
  %6015 = mul nuw nsw i64 %6013, %11
  %6016 = sub nsw i64 %9, %6014
  %6017 = or disjoint i64 %4767, 2
  %6018 = shl nsw i64 %6017, 4
  %6019 = mul nuw nsw i64 %6017, %11
  %6020 = sub nsw i64 %9, %6018
  %6021 = or disjoint i64 %4767, 3
  %6022 = shl nsw i64 %6021, 4
  %6023 = mul nuw nsw i64 %6021, %11
  %6024 = sub nsw i64 %9, %6022
  %6025 = or disjoint i64 %4767, 4
  %6026 = shl nsw i64 %6025, 4
  %6027 = mul nuw nsw i64 %6025, %11
  %6028 = sub nsw i64 %9, %6026
  br label %6029

6029:                                             ; preds = %6009, %6048
  %6030 = phi <16 x float> [ zeroinitializer, %6009 ], [ %6049, %6048 ]
  %6031 = phi <16 x float> [ zeroinitializer, %6009 ], [ %6050, %6048 ]
  %6032 = phi <16 x float> [ zeroinitializer, %6009 ], [ %6051, %6048 ]
  %6033 = phi <16 x float> [ zeroinitializer, %6009 ], [ %6052, %6048 ]
  %6034 = phi <16 x float> [ zeroinitializer, %6009 ], [ %6053, %6048 ]
  %6035 = phi i64 [ 0, %6009 ], [ %6054, %6048 ]
  %6036 = mul nsw i64 %6035, %14
  %6037 = sub i64 %6036, %16
  %6038 = add i64 %6037, %2940
  %6039 = icmp slt i64 %6038, 0
  %6040 = icmp sge i64 %6038, %6
  %6041 = or i1 %6039, %6040
  %6042 = select i1 %6041, i64 0, i64 %6038
  %6043 = mul nsw i64 %6042, %7
  %6044 = getelementptr inbounds float, ptr %1539, i64 %6043
  br i1 %1168, label %6045, label %6048

6045:                                             ; preds = %6029
  %6046 = mul nuw nsw i64 %6035, %11
  %6047 = getelementptr inbounds nuw float, ptr %1541, i64 %6046
  br label %6056

6048:                                             ; preds = %6198, %6029
  %6049 = phi <16 x float> [ %6030, %6029 ], [ %6204, %6198 ]
  %6050 = phi <16 x float> [ %6031, %6029 ], [ %6177, %6198 ]
  %6051 = phi <16 x float> [ %6032, %6029 ], [ %6150, %6198 ]
  %6052 = phi <16 x float> [ %6033, %6029 ], [ %6123, %6198 ]
  %6053 = phi <16 x float> [ %6034, %6029 ], [ %6096, %6198 ]
  %6054 = add nuw nsw i64 %6035, 1
  %6055 = icmp eq i64 %6054, %10
  br i1 %6055, label %6207, label %6029

6056:                                             ; preds = %6045, %6198
  %6057 = phi <16 x float> [ %6030, %6045 ], [ %6204, %6198 ]
  %6058 = phi <16 x float> [ %6031, %6045 ], [ %6177, %6198 ]
  %6059 = phi <16 x float> [ %6032, %6045 ], [ %6150, %6198 ]
  %6060 = phi <16 x float> [ %6033, %6045 ], [ %6123, %6198 ]
  %6061 = phi <16 x float> [ %6034, %6045 ], [ %6096, %6198 ]
  %6062 = phi i64 [ 0, %6045 ], [ %6205, %6198 ]
  %6063 = getelementptr inbounds nuw float, ptr %6047, i64 %6062
  %6064 = load float, ptr %6063, align 4
  %6065 = insertelement <16 x float> poison, float %6064, i64 0
  %6066 = shufflevector <16 x float> %6065, <16 x float> poison, <16 x i32> zeroinitializer
  %6067 = mul nsw i64 %6062, %15
  %6068 = sub i64 %6067, %17
  %6069 = getelementptr i16, ptr %1156, i64 %6062
  %6070 = add i64 %6068, %6010
  br i1 %1177, label %6074, label %6071

6071:                                             ; preds = %6056
  %6072 = getelementptr i16, ptr %6069, i64 %6011
  %6073 = load i16, ptr %6072, align 2
  br label %6090

6074:                                             ; preds = %6056
  %6075 = icmp slt i64 %6070, 0
  %6076 = sub nsw i64 0, %6070
  %6077 = select i1 %6075, i64 %6076, i64 0
  %6078 = sub nsw i64 %7, %6070
  %6079 = call i64 @llvm.smin.i64(i64 %6078, i64 %6012)
  %6080 = call i64 @llvm.smin.i64(i64 %6079, i64 16)
  %6081 = icmp sgt i64 %6080, %6077
  %6082 = trunc i64 %6080 to i32
  %6083 = shl nsw i32 -1, %6082
  %6084 = xor i32 %6083, -1
  %6085 = trunc i64 %6077 to i32
  %6086 = shl nsw i32 -1, %6085
  %6087 = and i32 %6086, %6084
  %6088 = trunc i32 %6087 to i16
  %6089 = select i1 %6081, i16 %6088, i16 0
  br label %6090

6090:                                             ; preds = %6074, %6071
  %6091 = phi i16 [ %6073, %6071 ], [ %6089, %6074 ]
  %6092 = select i1 %6041, i16 0, i16 %6091
  %6093 = getelementptr inbounds float, ptr %6044, i64 %6070
  %6094 = bitcast i16 %6092 to <16 x i1>
  %6095 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6093, <16 x i1> %6094, <16 x float> zeroinitializer)
  %6096 = call <16 x float> @llvm.fma.v16f32(<16 x float> %6095, <16 x float> %6066, <16 x float> %6061)
  %6097 = add i64 %6068, %6014
  br i1 %1177, label %6101, label %6098

6098:                                             ; preds = %6090
  %6099 = getelementptr i16, ptr %6069, i64 %6015
  %6100 = load i16, ptr %6099, align 2
  br label %6117

6101:                                             ; preds = %6090
  %6102 = icmp slt i64 %6097, 0
  %6103 = sub nsw i64 0, %6097
  %6104 = select i1 %6102, i64 %6103, i64 0
  %6105 = sub nsw i64 %7, %6097
  %6106 = call i64 @llvm.smin.i64(i64 %6105, i64 %6016)
  %6107 = call i64 @llvm.smin.i64(i64 %6106, i64 16)
  %6108 = icmp sgt i64 %6107, %6104
  %6109 = trunc i64 %6107 to i32
  %6110 = shl nsw i32 -1, %6109
  %6111 = xor i32 %6110, -1
  %6112 = trunc i64 %6104 to i32
  %6113 = shl nsw i32 -1, %6112
  %6114 = and i32 %6113, %6111
  %6115 = trunc i32 %6114 to i16
  %6116 = select i1 %6108, i16 %6115, i16 0
  br label %6117

6117:                                             ; preds = %6101, %6098
  %6118 = phi i16 [ %6100, %6098 ], [ %6116, %6101 ]
  %6119 = select i1 %6041, i16 0, i16 %6118
  %6120 = getelementptr inbounds float, ptr %6044, i64 %6097
  %6121 = bitcast i16 %6119 to <16 x i1>
  %6122 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6120, <16 x i1> %6121, <16 x float> zeroinitializer)
  %6123 = call <16 x float> @llvm.fma.v16f32(<16 x float> %6122, <16 x float> %6066, <16 x float> %6060)
  %6124 = add i64 %6068, %6018
  br i1 %1177, label %6128, label %6125

6125:                                             ; preds = %6117
  %6126 = getelementptr i16, ptr %6069, i64 %6019
  %6127 = load i16, ptr %6126, align 2
  br label %6144

6128:                                             ; preds = %6117
  %6129 = icmp slt i64 %6124, 0
  %6130 = sub nsw i64 0, %6124
  %6131 = select i1 %6129, i64 %6130, i64 0
  %6132 = sub nsw i64 %7, %6124
  %6133 = call i64 @llvm.smin.i64(i64 %6132, i64 %6020)
  %6134 = call i64 @llvm.smin.i64(i64 %6133, i64 16)
  %6135 = icmp sgt i64 %6134, %6131
  %6136 = trunc i64 %6134 to i32
  %6137 = shl nsw i32 -1, %6136
  %6138 = xor i32 %6137, -1
  %6139 = trunc i64 %6131 to i32
  %6140 = shl nsw i32 -1, %6139
  %6141 = and i32 %6140, %6138
  %6142 = trunc i32 %6141 to i16
  %6143 = select i1 %6135, i16 %6142, i16 0
  br label %6144

6144:                                             ; preds = %6128, %6125
  %6145 = phi i16 [ %6127, %6125 ], [ %6143, %6128 ]
  %6146 = select i1 %6041, i16 0, i16 %6145
  %6147 = getelementptr inbounds float, ptr %6044, i64 %6124
  %6148 = bitcast i16 %6146 to <16 x i1>
  %6149 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6147, <16 x i1> %6148, <16 x float> zeroinitializer)
  %6150 = call <16 x float> @llvm.fma.v16f32(<16 x float> %6149, <16 x float> %6066, <16 x float> %6059)
  %6151 = add i64 %6068, %6022
  br i1 %1177, label %6155, label %6152

6152:                                             ; preds = %6144
  %6153 = getelementptr i16, ptr %6069, i64 %6023
  %6154 = load i16, ptr %6153, align 2
  br label %6171

6155:                                             ; preds = %6144
  %6156 = icmp slt i64 %6151, 0
  %6157 = sub nsw i64 0, %6151
  %6158 = select i1 %6156, i64 %6157, i64 0
  %6159 = sub nsw i64 %7, %6151
  %6160 = call i64 @llvm.smin.i64(i64 %6159, i64 %6024)
  %6161 = call i64 @llvm.smin.i64(i64 %6160, i64 16)
  %6162 = icmp sgt i64 %6161, %6158
  %6163 = trunc i64 %6161 to i32
  %6164 = shl nsw i32 -1, %6163
  %6165 = xor i32 %6164, -1
  %6166 = trunc i64 %6158 to i32
  %6167 = shl nsw i32 -1, %6166
  %6168 = and i32 %6167, %6165
  %6169 = trunc i32 %6168 to i16
  %6170 = select i1 %6162, i16 %6169, i16 0
  br label %6171

6171:                                             ; preds = %6155, %6152
  %6172 = phi i16 [ %6154, %6152 ], [ %6170, %6155 ]
  %6173 = select i1 %6041, i16 0, i16 %6172
  %6174 = getelementptr inbounds float, ptr %6044, i64 %6151
  %6175 = bitcast i16 %6173 to <16 x i1>
  %6176 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6174, <16 x i1> %6175, <16 x float> zeroinitializer)
  %6177 = call <16 x float> @llvm.fma.v16f32(<16 x float> %6176, <16 x float> %6066, <16 x float> %6058)
  %6178 = add i64 %6068, %6026
  br i1 %1177, label %6182, label %6179

6179:                                             ; preds = %6171
  %6180 = getelementptr i16, ptr %6069, i64 %6027
  %6181 = load i16, ptr %6180, align 2
  br label %6198

6182:                                             ; preds = %6171
  %6183 = icmp slt i64 %6178, 0
  %6184 = sub nsw i64 0, %6178
  %6185 = select i1 %6183, i64 %6184, i64 0
  %6186 = sub nsw i64 %7, %6178
  %6187 = call i64 @llvm.smin.i64(i64 %6186, i64 %6028)
  %6188 = call i64 @llvm.smin.i64(i64 %6187, i64 16)
  %6189 = icmp sgt i64 %6188, %6185
  %6190 = trunc i64 %6188 to i32
  %6191 = shl nsw i32 -1, %6190
  %6192 = xor i32 %6191, -1
  %6193 = trunc i64 %6185 to i32
  %6194 = shl nsw i32 -1, %6193
  %6195 = and i32 %6194, %6192
  %6196 = trunc i32 %6195 to i16
  %6197 = select i1 %6189, i16 %6196, i16 0
  br label %6198

6198:                                             ; preds = %6182, %6179
  %6199 = phi i16 [ %6181, %6179 ], [ %6197, %6182 ]
  %6200 = select i1 %6041, i16 0, i16 %6199
  %6201 = getelementptr inbounds float, ptr %6044, i64 %6178
  %6202 = bitcast i16 %6200 to <16 x i1>
  %6203 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6201, <16 x i1> %6202, <16 x float> zeroinitializer)
  %6204 = call <16 x float> @llvm.fma.v16f32(<16 x float> %6203, <16 x float> %6066, <16 x float> %6057)
  %6205 = add nuw nsw i64 %6062, 1
  %6206 = icmp eq i64 %6205, %11
  br i1 %6206, label %6048, label %6056

6207:                                             ; preds = %6048, %6008
  %6208 = phi <16 x float> [ zeroinitializer, %6008 ], [ %6049, %6048 ]
  %6209 = phi <16 x float> [ zeroinitializer, %6008 ], [ %6050, %6048 ]
  %6210 = phi <16 x float> [ zeroinitializer, %6008 ], [ %6051, %6048 ]
  %6211 = phi <16 x float> [ zeroinitializer, %6008 ], [ %6052, %6048 ]
  %6212 = phi <16 x float> [ zeroinitializer, %6008 ], [ %6053, %6048 ]
  %6213 = shl nsw i64 %4767, 4
  %6214 = sub nsw i64 %9, %6213
  %6215 = icmp sgt i64 %6214, 15
  %6216 = trunc i64 %6214 to i32
  %6217 = shl nsw i32 -1, %6216
  %6218 = trunc i32 %6217 to i16
  %6219 = xor i16 %6218, -1
  %6220 = select i1 %6215, i16 -1, i16 %6219
  br i1 %1609, label %6226, label %6221

6221:                                             ; preds = %6207
  %6222 = load float, ptr %1542, align 4
  %6223 = insertelement <16 x float> poison, float %6222, i64 0
  %6224 = shufflevector <16 x float> %6223, <16 x float> poison, <16 x i32> zeroinitializer
  %6225 = fadd <16 x float> %6212, %6224
  br label %6226

6226:                                             ; preds = %6221, %6207
  %6227 = phi <16 x float> [ %6225, %6221 ], [ %6212, %6207 ]
  %6228 = getelementptr inbounds nuw float, ptr %2927, i64 %6213
  %6229 = getelementptr inbounds nuw float, ptr %2929, i64 %6213
  %6230 = select i1 %2936, ptr null, ptr %6229
  %6231 = bitcast i16 %6220 to <16 x i1>
  switch i64 %1334, label %535 [
    i64 1, label %6232
    i64 2, label %6235
    i64 3, label %6242
    i64 0, label %6287
  ]

6232:                                             ; preds = %6226
  %6233 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6230, <16 x i1> %6231, <16 x float> zeroinitializer)
  %6234 = fadd <16 x float> %6227, %6233
  br label %6249

6235:                                             ; preds = %6226
  %6236 = bitcast <16 x float> %6227 to <8 x i64>
  %6237 = or <8 x i64> %6236, %1170
  %6238 = fcmp oeq <16 x float> %6227, %47
  %6239 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6227, i32 4)
  %6240 = bitcast <8 x i64> %6237 to <16 x float>
  %6241 = select <16 x i1> %6238, <16 x float> %6240, <16 x float> %6239
  br label %6249

6242:                                             ; preds = %6226
  %6243 = bitcast <16 x float> %6227 to <8 x i64>
  %6244 = and <8 x i64> %6243, %1169
  %6245 = fcmp oeq <16 x float> %6227, %44
  %6246 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6227, i32 4)
  %6247 = bitcast <8 x i64> %6244 to <16 x float>
  %6248 = select <16 x i1> %6245, <16 x float> %6247, <16 x float> %6246
  br label %6249

6249:                                             ; preds = %6242, %6235, %6232
  %6250 = phi <16 x float> [ %6234, %6232 ], [ %6241, %6235 ], [ %6248, %6242 ]
  switch i64 %1336, label %535 [
    i64 1, label %6265
    i64 2, label %6258
    i64 3, label %6251
    i64 0, label %6287
  ]

6251:                                             ; preds = %6249
  %6252 = bitcast <16 x float> %6250 to <8 x i64>
  %6253 = and <8 x i64> %6252, %1169
  %6254 = fcmp oeq <16 x float> %6250, %44
  %6255 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6250, i32 4)
  %6256 = bitcast <8 x i64> %6253 to <16 x float>
  %6257 = select <16 x i1> %6254, <16 x float> %6256, <16 x float> %6255
  br label %6268

6258:                                             ; preds = %6249
  %6259 = bitcast <16 x float> %6250 to <8 x i64>
  %6260 = or <8 x i64> %6259, %1170
  %6261 = fcmp oeq <16 x float> %6250, %47
  %6262 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6250, i32 4)
  %6263 = bitcast <8 x i64> %6260 to <16 x float>
  %6264 = select <16 x i1> %6261, <16 x float> %6263, <16 x float> %6262
  br label %6268

6265:                                             ; preds = %6249
  %6266 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6230, <16 x i1> %6231, <16 x float> zeroinitializer)
  %6267 = fadd <16 x float> %6250, %6266
  br label %6268

6268:                                             ; preds = %6265, %6258, %6251
  %6269 = phi <16 x float> [ %6267, %6265 ], [ %6264, %6258 ], [ %6257, %6251 ]
  switch i64 %1338, label %535 [
    i64 1, label %6284
    i64 2, label %6277
    i64 3, label %6270
    i64 0, label %6287
  ]

6270:                                             ; preds = %6268
  %6271 = bitcast <16 x float> %6269 to <8 x i64>
  %6272 = and <8 x i64> %6271, %1169
  %6273 = fcmp oeq <16 x float> %6269, %44
  %6274 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6269, i32 4)
  %6275 = bitcast <8 x i64> %6272 to <16 x float>
  %6276 = select <16 x i1> %6273, <16 x float> %6275, <16 x float> %6274
  br label %6287

6277:                                             ; preds = %6268
  %6278 = bitcast <16 x float> %6269 to <8 x i64>
  %6279 = or <8 x i64> %6278, %1170
  %6280 = fcmp oeq <16 x float> %6269, %47
  %6281 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6269, i32 4)
  %6282 = bitcast <8 x i64> %6279 to <16 x float>
  %6283 = select <16 x i1> %6280, <16 x float> %6282, <16 x float> %6281
  br label %6287

6284:                                             ; preds = %6268
  %6285 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6230, <16 x i1> %6231, <16 x float> zeroinitializer)
  %6286 = fadd <16 x float> %6269, %6285
  br label %6287

6287:                                             ; preds = %6270, %6277, %6284, %6268, %6249, %6226
  %6288 = phi <16 x float> [ %6269, %6268 ], [ %6227, %6226 ], [ %6250, %6249 ], [ %6286, %6284 ], [ %6283, %6277 ], [ %6276, %6270 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %6288, ptr align 1 %6228, <16 x i1> %6231)
  %6289 = shl i64 %4767, 4
  %6290 = or disjoint i64 %6289, 16
  %6291 = sub nsw i64 %9, %6290
  %6292 = icmp sgt i64 %6291, 15
  %6293 = trunc i64 %6291 to i32
  %6294 = shl nsw i32 -1, %6293
  %6295 = trunc i32 %6294 to i16
  %6296 = xor i16 %6295, -1
  %6297 = select i1 %6292, i16 -1, i16 %6296
  br i1 %1609, label %6303, label %6298

6298:                                             ; preds = %6287
  %6299 = load float, ptr %1542, align 4
  %6300 = insertelement <16 x float> poison, float %6299, i64 0
  %6301 = shufflevector <16 x float> %6300, <16 x float> poison, <16 x i32> zeroinitializer
  %6302 = fadd <16 x float> %6211, %6301
  br label %6303

6303:                                             ; preds = %6298, %6287
  %6304 = phi <16 x float> [ %6302, %6298 ], [ %6211, %6287 ]
  %6305 = getelementptr inbounds nuw float, ptr %2927, i64 %6290
  %6306 = getelementptr inbounds nuw float, ptr %2929, i64 %6290
  %6307 = select i1 %2936, ptr null, ptr %6306
  %6308 = bitcast i16 %6297 to <16 x i1>
  switch i64 %1334, label %535 [
    i64 1, label %6323
    i64 2, label %6316
    i64 3, label %6309
    i64 0, label %6364
  ]

6309:                                             ; preds = %6303
  %6310 = bitcast <16 x float> %6304 to <8 x i64>
  %6311 = and <8 x i64> %6310, %1169
  %6312 = fcmp oeq <16 x float> %6304, %44
  %6313 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6304, i32 4)
  %6314 = bitcast <8 x i64> %6311 to <16 x float>
  %6315 = select <16 x i1> %6312, <16 x float> %6314, <16 x float> %6313
  br label %6326

6316:                                             ; preds = %6303
  %6317 = bitcast <16 x float> %6304 to <8 x i64>
  %6318 = or <8 x i64> %6317, %1170
  %6319 = fcmp oeq <16 x float> %6304, %47
  %6320 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6304, i32 4)
  %6321 = bitcast <8 x i64> %6318 to <16 x float>
  %6322 = select <16 x i1> %6319, <16 x float> %6321, <16 x float> %6320
  br label %6326

6323:                                             ; preds = %6303
  %6324 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6307, <16 x i1> %6308, <16 x float> zeroinitializer)
  %6325 = fadd <16 x float> %6304, %6324
  br label %6326

6326:                                             ; preds = %6323, %6316, %6309
  %6327 = phi <16 x float> [ %6325, %6323 ], [ %6322, %6316 ], [ %6315, %6309 ]
  switch i64 %1340, label %535 [
    i64 1, label %6342
    i64 2, label %6335
    i64 3, label %6328
    i64 0, label %6364
  ]

6328:                                             ; preds = %6326
  %6329 = bitcast <16 x float> %6327 to <8 x i64>
  %6330 = and <8 x i64> %6329, %1169
  %6331 = fcmp oeq <16 x float> %6327, %44
  %6332 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6327, i32 4)
  %6333 = bitcast <8 x i64> %6330 to <16 x float>
  %6334 = select <16 x i1> %6331, <16 x float> %6333, <16 x float> %6332
  br label %6345

6335:                                             ; preds = %6326
  %6336 = bitcast <16 x float> %6327 to <8 x i64>
  %6337 = or <8 x i64> %6336, %1170
  %6338 = fcmp oeq <16 x float> %6327, %47
  %6339 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6327, i32 4)
  %6340 = bitcast <8 x i64> %6337 to <16 x float>
  %6341 = select <16 x i1> %6338, <16 x float> %6340, <16 x float> %6339
  br label %6345

6342:                                             ; preds = %6326
  %6343 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6307, <16 x i1> %6308, <16 x float> zeroinitializer)
  %6344 = fadd <16 x float> %6327, %6343
  br label %6345

6345:                                             ; preds = %6342, %6335, %6328
  %6346 = phi <16 x float> [ %6344, %6342 ], [ %6341, %6335 ], [ %6334, %6328 ]
  switch i64 %1342, label %535 [
    i64 1, label %6361
    i64 2, label %6354
    i64 3, label %6347
    i64 0, label %6364
  ]

6347:                                             ; preds = %6345
  %6348 = bitcast <16 x float> %6346 to <8 x i64>
  %6349 = and <8 x i64> %6348, %1169
  %6350 = fcmp oeq <16 x float> %6346, %44
  %6351 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6346, i32 4)
  %6352 = bitcast <8 x i64> %6349 to <16 x float>
  %6353 = select <16 x i1> %6350, <16 x float> %6352, <16 x float> %6351
  br label %6364

6354:                                             ; preds = %6345
  %6355 = bitcast <16 x float> %6346 to <8 x i64>
  %6356 = or <8 x i64> %6355, %1170
  %6357 = fcmp oeq <16 x float> %6346, %47
  %6358 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6346, i32 4)
  %6359 = bitcast <8 x i64> %6356 to <16 x float>
  %6360 = select <16 x i1> %6357, <16 x float> %6359, <16 x float> %6358
  br label %6364

6361:                                             ; preds = %6345
  %6362 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6307, <16 x i1> %6308, <16 x float> zeroinitializer)
  %6363 = fadd <16 x float> %6346, %6362
  br label %6364

6364:                                             ; preds = %6347, %6354, %6361, %6345, %6326, %6303
  %6365 = phi <16 x float> [ %6346, %6345 ], [ %6304, %6303 ], [ %6327, %6326 ], [ %6363, %6361 ], [ %6360, %6354 ], [ %6353, %6347 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %6365, ptr nonnull align 1 %6305, <16 x i1> %6308)
  %6366 = shl i64 %4767, 4
  %6367 = or disjoint i64 %6366, 32
  %6368 = sub nsw i64 %9, %6367
  %6369 = icmp sgt i64 %6368, 15
  %6370 = trunc i64 %6368 to i32
  %6371 = shl nsw i32 -1, %6370
  %6372 = trunc i32 %6371 to i16
  %6373 = xor i16 %6372, -1
  %6374 = select i1 %6369, i16 -1, i16 %6373
  br i1 %1609, label %6380, label %6375

6375:                                             ; preds = %6364
  %6376 = load float, ptr %1542, align 4
  %6377 = insertelement <16 x float> poison, float %6376, i64 0
  %6378 = shufflevector <16 x float> %6377, <16 x float> poison, <16 x i32> zeroinitializer
  %6379 = fadd <16 x float> %6210, %6378
  br label %6380

6380:                                             ; preds = %6375, %6364
  %6381 = phi <16 x float> [ %6379, %6375 ], [ %6210, %6364 ]
  %6382 = getelementptr inbounds nuw float, ptr %2927, i64 %6367
  %6383 = getelementptr inbounds nuw float, ptr %2929, i64 %6367
  %6384 = select i1 %2936, ptr null, ptr %6383
  %6385 = bitcast i16 %6374 to <16 x i1>
  switch i64 %1334, label %535 [
    i64 1, label %6400
    i64 2, label %6393
    i64 3, label %6386
    i64 0, label %6441
  ]

6386:                                             ; preds = %6380
  %6387 = bitcast <16 x float> %6381 to <8 x i64>
  %6388 = and <8 x i64> %6387, %1169
  %6389 = fcmp oeq <16 x float> %6381, %44
  %6390 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6381, i32 4)
  %6391 = bitcast <8 x i64> %6388 to <16 x float>
  %6392 = select <16 x i1> %6389, <16 x float> %6391, <16 x float> %6390
  br label %6403

6393:                                             ; preds = %6380
  %6394 = bitcast <16 x float> %6381 to <8 x i64>
  %6395 = or <8 x i64> %6394, %1170
  %6396 = fcmp oeq <16 x float> %6381, %47
  %6397 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6381, i32 4)
  %6398 = bitcast <8 x i64> %6395 to <16 x float>
  %6399 = select <16 x i1> %6396, <16 x float> %6398, <16 x float> %6397
  br label %6403

6400:                                             ; preds = %6380
  %6401 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6384, <16 x i1> %6385, <16 x float> zeroinitializer)
  %6402 = fadd <16 x float> %6381, %6401
  br label %6403

6403:                                             ; preds = %6400, %6393, %6386
  %6404 = phi <16 x float> [ %6402, %6400 ], [ %6399, %6393 ], [ %6392, %6386 ]
  switch i64 %1344, label %535 [
    i64 1, label %6419
    i64 2, label %6412
    i64 3, label %6405
    i64 0, label %6441
  ]

6405:                                             ; preds = %6403
  %6406 = bitcast <16 x float> %6404 to <8 x i64>
  %6407 = and <8 x i64> %6406, %1169
  %6408 = fcmp oeq <16 x float> %6404, %44
  %6409 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6404, i32 4)
  %6410 = bitcast <8 x i64> %6407 to <16 x float>
  %6411 = select <16 x i1> %6408, <16 x float> %6410, <16 x float> %6409
  br label %6422

6412:                                             ; preds = %6403
  %6413 = bitcast <16 x float> %6404 to <8 x i64>
  %6414 = or <8 x i64> %6413, %1170
  %6415 = fcmp oeq <16 x float> %6404, %47
  %6416 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6404, i32 4)
  %6417 = bitcast <8 x i64> %6414 to <16 x float>
  %6418 = select <16 x i1> %6415, <16 x float> %6417, <16 x float> %6416
  br label %6422

6419:                                             ; preds = %6403
  %6420 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6384, <16 x i1> %6385, <16 x float> zeroinitializer)
  %6421 = fadd <16 x float> %6404, %6420
  br label %6422

6422:                                             ; preds = %6419, %6412, %6405
  %6423 = phi <16 x float> [ %6421, %6419 ], [ %6418, %6412 ], [ %6411, %6405 ]
  switch i64 %1346, label %535 [
    i64 1, label %6438
    i64 2, label %6431
    i64 3, label %6424
    i64 0, label %6441
  ]

6424:                                             ; preds = %6422
  %6425 = bitcast <16 x float> %6423 to <8 x i64>
  %6426 = and <8 x i64> %6425, %1169
  %6427 = fcmp oeq <16 x float> %6423, %44
  %6428 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6423, i32 4)
  %6429 = bitcast <8 x i64> %6426 to <16 x float>
  %6430 = select <16 x i1> %6427, <16 x float> %6429, <16 x float> %6428
  br label %6441

6431:                                             ; preds = %6422
  %6432 = bitcast <16 x float> %6423 to <8 x i64>
  %6433 = or <8 x i64> %6432, %1170
  %6434 = fcmp oeq <16 x float> %6423, %47
  %6435 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6423, i32 4)
  %6436 = bitcast <8 x i64> %6433 to <16 x float>
  %6437 = select <16 x i1> %6434, <16 x float> %6436, <16 x float> %6435
  br label %6441

6438:                                             ; preds = %6422
  %6439 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6384, <16 x i1> %6385, <16 x float> zeroinitializer)
  %6440 = fadd <16 x float> %6423, %6439
  br label %6441

6441:                                             ; preds = %6424, %6431, %6438, %6422, %6403, %6380
  %6442 = phi <16 x float> [ %6423, %6422 ], [ %6381, %6380 ], [ %6404, %6403 ], [ %6440, %6438 ], [ %6437, %6431 ], [ %6430, %6424 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %6442, ptr nonnull align 1 %6382, <16 x i1> %6385)
  %6443 = shl i64 %4767, 4
  %6444 = or disjoint i64 %6443, 48
  %6445 = sub nsw i64 %9, %6444
  %6446 = icmp sgt i64 %6445, 15
  %6447 = trunc i64 %6445 to i32
  %6448 = shl nsw i32 -1, %6447
  %6449 = trunc i32 %6448 to i16
  %6450 = xor i16 %6449, -1
  %6451 = select i1 %6446, i16 -1, i16 %6450
  br i1 %1609, label %6457, label %6452

6452:                                             ; preds = %6441
  %6453 = load float, ptr %1542, align 4
  %6454 = insertelement <16 x float> poison, float %6453, i64 0
  %6455 = shufflevector <16 x float> %6454, <16 x float> poison, <16 x i32> zeroinitializer
  %6456 = fadd <16 x float> %6209, %6455
  br label %6457

6457:                                             ; preds = %6452, %6441
  %6458 = phi <16 x float> [ %6456, %6452 ], [ %6209, %6441 ]
  %6459 = getelementptr inbounds nuw float, ptr %2927, i64 %6444
  %6460 = getelementptr inbounds nuw float, ptr %2929, i64 %6444
  %6461 = select i1 %2936, ptr null, ptr %6460
  %6462 = bitcast i16 %6451 to <16 x i1>
  switch i64 %1334, label %535 [
    i64 1, label %6477
    i64 2, label %6470
    i64 3, label %6463
    i64 0, label %6518
  ]

6463:                                             ; preds = %6457
  %6464 = bitcast <16 x float> %6458 to <8 x i64>
  %6465 = and <8 x i64> %6464, %1169
  %6466 = fcmp oeq <16 x float> %6458, %44
  %6467 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6458, i32 4)
  %6468 = bitcast <8 x i64> %6465 to <16 x float>
  %6469 = select <16 x i1> %6466, <16 x float> %6468, <16 x float> %6467
  br label %6480

6470:                                             ; preds = %6457
  %6471 = bitcast <16 x float> %6458 to <8 x i64>
  %6472 = or <8 x i64> %6471, %1170
  %6473 = fcmp oeq <16 x float> %6458, %47
  %6474 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6458, i32 4)
  %6475 = bitcast <8 x i64> %6472 to <16 x float>
  %6476 = select <16 x i1> %6473, <16 x float> %6475, <16 x float> %6474
  br label %6480

6477:                                             ; preds = %6457
  %6478 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6461, <16 x i1> %6462, <16 x float> zeroinitializer)
  %6479 = fadd <16 x float> %6458, %6478
  br label %6480

6480:                                             ; preds = %6477, %6470, %6463
  %6481 = phi <16 x float> [ %6479, %6477 ], [ %6476, %6470 ], [ %6469, %6463 ]
  switch i64 %1348, label %535 [
    i64 1, label %6496
    i64 2, label %6489
    i64 3, label %6482
    i64 0, label %6518
  ]

6482:                                             ; preds = %6480
  %6483 = bitcast <16 x float> %6481 to <8 x i64>
  %6484 = and <8 x i64> %6483, %1169
  %6485 = fcmp oeq <16 x float> %6481, %44
  %6486 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6481, i32 4)
  %6487 = bitcast <8 x i64> %6484 to <16 x float>
  %6488 = select <16 x i1> %6485, <16 x float> %6487, <16 x float> %6486
  br label %6499

6489:                                             ; preds = %6480
  %6490 = bitcast <16 x float> %6481 to <8 x i64>
  %6491 = or <8 x i64> %6490, %1170
  %6492 = fcmp oeq <16 x float> %6481, %47
  %6493 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6481, i32 4)
  %6494 = bitcast <8 x i64> %6491 to <16 x float>
  %6495 = select <16 x i1> %6492, <16 x float> %6494, <16 x float> %6493
  br label %6499

6496:                                             ; preds = %6480
  %6497 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6461, <16 x i1> %6462, <16 x float> zeroinitializer)
  %6498 = fadd <16 x float> %6481, %6497
  br label %6499

6499:                                             ; preds = %6496, %6489, %6482
  %6500 = phi <16 x float> [ %6498, %6496 ], [ %6495, %6489 ], [ %6488, %6482 ]
  switch i64 %1350, label %535 [
    i64 1, label %6515
    i64 2, label %6508
    i64 3, label %6501
    i64 0, label %6518
  ]

6501:                                             ; preds = %6499
  %6502 = bitcast <16 x float> %6500 to <8 x i64>
  %6503 = and <8 x i64> %6502, %1169
  %6504 = fcmp oeq <16 x float> %6500, %44
  %6505 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6500, i32 4)
  %6506 = bitcast <8 x i64> %6503 to <16 x float>
  %6507 = select <16 x i1> %6504, <16 x float> %6506, <16 x float> %6505
  br label %6518

6508:                                             ; preds = %6499
  %6509 = bitcast <16 x float> %6500 to <8 x i64>
  %6510 = or <8 x i64> %6509, %1170
  %6511 = fcmp oeq <16 x float> %6500, %47
  %6512 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6500, i32 4)
  %6513 = bitcast <8 x i64> %6510 to <16 x float>
  %6514 = select <16 x i1> %6511, <16 x float> %6513, <16 x float> %6512
  br label %6518

6515:                                             ; preds = %6499
  %6516 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6461, <16 x i1> %6462, <16 x float> zeroinitializer)
  %6517 = fadd <16 x float> %6500, %6516
  br label %6518

6518:                                             ; preds = %6501, %6508, %6515, %6499, %6480, %6457
  %6519 = phi <16 x float> [ %6500, %6499 ], [ %6458, %6457 ], [ %6481, %6480 ], [ %6517, %6515 ], [ %6514, %6508 ], [ %6507, %6501 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %6519, ptr nonnull align 1 %6459, <16 x i1> %6462)
  %6520 = shl i64 %4767, 4
  %6521 = or disjoint i64 %6520, 64
  %6522 = sub nsw i64 %9, %6521
  %6523 = icmp sgt i64 %6522, 15
  %6524 = trunc i64 %6522 to i32
  %6525 = shl nsw i32 -1, %6524
  %6526 = trunc i32 %6525 to i16
  %6527 = xor i16 %6526, -1
  %6528 = select i1 %6523, i16 -1, i16 %6527
  br i1 %1609, label %6534, label %6529

6529:                                             ; preds = %6518
  %6530 = load float, ptr %1542, align 4
  %6531 = insertelement <16 x float> poison, float %6530, i64 0
  %6532 = shufflevector <16 x float> %6531, <16 x float> poison, <16 x i32> zeroinitializer
  %6533 = fadd <16 x float> %6208, %6532
  br label %6534

6534:                                             ; preds = %6529, %6518
  %6535 = phi <16 x float> [ %6533, %6529 ], [ %6208, %6518 ]
  %6536 = getelementptr inbounds nuw float, ptr %2927, i64 %6521
  %6537 = getelementptr inbounds nuw float, ptr %2929, i64 %6521
  %6538 = select i1 %2936, ptr null, ptr %6537
  %6539 = bitcast i16 %6528 to <16 x i1>
  switch i64 %1334, label %535 [
    i64 1, label %6554
    i64 2, label %6547
    i64 3, label %6540
    i64 0, label %6595
  ]

6540:                                             ; preds = %6534
  %6541 = bitcast <16 x float> %6535 to <8 x i64>
  %6542 = and <8 x i64> %6541, %1169
  %6543 = fcmp oeq <16 x float> %6535, %44
  %6544 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6535, i32 4)
  %6545 = bitcast <8 x i64> %6542 to <16 x float>
  %6546 = select <16 x i1> %6543, <16 x float> %6545, <16 x float> %6544
  br label %6557

6547:                                             ; preds = %6534
  %6548 = bitcast <16 x float> %6535 to <8 x i64>
  %6549 = or <8 x i64> %6548, %1170
  %6550 = fcmp oeq <16 x float> %6535, %47
  %6551 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6535, i32 4)
  %6552 = bitcast <8 x i64> %6549 to <16 x float>
  %6553 = select <16 x i1> %6550, <16 x float> %6552, <16 x float> %6551
  br label %6557

6554:                                             ; preds = %6534
  %6555 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6538, <16 x i1> %6539, <16 x float> zeroinitializer)
  %6556 = fadd <16 x float> %6535, %6555
  br label %6557

6557:                                             ; preds = %6554, %6547, %6540
  %6558 = phi <16 x float> [ %6556, %6554 ], [ %6553, %6547 ], [ %6546, %6540 ]
  switch i64 %1352, label %535 [
    i64 1, label %6573
    i64 2, label %6566
    i64 3, label %6559
    i64 0, label %6595
  ]

6559:                                             ; preds = %6557
  %6560 = bitcast <16 x float> %6558 to <8 x i64>
  %6561 = and <8 x i64> %6560, %1169
  %6562 = fcmp oeq <16 x float> %6558, %44
  %6563 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6558, i32 4)
  %6564 = bitcast <8 x i64> %6561 to <16 x float>
  %6565 = select <16 x i1> %6562, <16 x float> %6564, <16 x float> %6563
  br label %6576

6566:                                             ; preds = %6557
  %6567 = bitcast <16 x float> %6558 to <8 x i64>
  %6568 = or <8 x i64> %6567, %1170
  %6569 = fcmp oeq <16 x float> %6558, %47
  %6570 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6558, i32 4)
  %6571 = bitcast <8 x i64> %6568 to <16 x float>
  %6572 = select <16 x i1> %6569, <16 x float> %6571, <16 x float> %6570
  br label %6576

6573:                                             ; preds = %6557
  %6574 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6538, <16 x i1> %6539, <16 x float> zeroinitializer)
  %6575 = fadd <16 x float> %6558, %6574
  br label %6576

6576:                                             ; preds = %6573, %6566, %6559
  %6577 = phi <16 x float> [ %6575, %6573 ], [ %6572, %6566 ], [ %6565, %6559 ]
  switch i64 %1354, label %535 [
    i64 1, label %6592
    i64 2, label %6585
    i64 3, label %6578
    i64 0, label %6595
  ]

6578:                                             ; preds = %6576
  %6579 = bitcast <16 x float> %6577 to <8 x i64>
  %6580 = and <8 x i64> %6579, %1169
  %6581 = fcmp oeq <16 x float> %6577, %44
  %6582 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6577, i32 4)
  %6583 = bitcast <8 x i64> %6580 to <16 x float>
  %6584 = select <16 x i1> %6581, <16 x float> %6583, <16 x float> %6582
  br label %6595

6585:                                             ; preds = %6576
  %6586 = bitcast <16 x float> %6577 to <8 x i64>
  %6587 = or <8 x i64> %6586, %1170
  %6588 = fcmp oeq <16 x float> %6577, %47
  %6589 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6577, i32 4)
  %6590 = bitcast <8 x i64> %6587 to <16 x float>
  %6591 = select <16 x i1> %6588, <16 x float> %6590, <16 x float> %6589
  br label %6595

6592:                                             ; preds = %6576
  %6593 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6538, <16 x i1> %6539, <16 x float> zeroinitializer)
  %6594 = fadd <16 x float> %6577, %6593
  br label %6595

6595:                                             ; preds = %6578, %6585, %6592, %6576, %6557, %6534
  %6596 = phi <16 x float> [ %6577, %6576 ], [ %6535, %6534 ], [ %6558, %6557 ], [ %6594, %6592 ], [ %6591, %6585 ], [ %6584, %6578 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %6596, ptr nonnull align 1 %6536, <16 x i1> %6539)
  br label %8442

6597:                                             ; preds = %4766
  call void @llvm.lifetime.start.p0(ptr nonnull %29)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 64 dereferenceable(384) %29, i8 0, i64 384, i1 false)
  br i1 %1167, label %6598, label %6666

6598:                                             ; preds = %6597, %6612
  %6599 = phi i64 [ %6613, %6612 ], [ 0, %6597 ]
  %6600 = mul nsw i64 %6599, %14
  %6601 = sub i64 %6600, %16
  %6602 = add i64 %6601, %2939
  %6603 = icmp slt i64 %6602, 0
  %6604 = icmp sge i64 %6602, %6
  %6605 = or i1 %6603, %6604
  %6606 = select i1 %6605, i64 0, i64 %6602
  %6607 = mul nsw i64 %6606, %7
  %6608 = getelementptr inbounds float, ptr %1539, i64 %6607
  br i1 %1168, label %6609, label %6612

6609:                                             ; preds = %6598
  %6610 = mul nuw nsw i64 %6599, %11
  %6611 = getelementptr inbounds nuw float, ptr %1541, i64 %6610
  br label %6615

6612:                                             ; preds = %6624, %6598
  %6613 = add nuw nsw i64 %6599, 1
  %6614 = icmp eq i64 %6613, %10
  br i1 %6614, label %6664, label %6598

6615:                                             ; preds = %6609, %6624
  %6616 = phi i64 [ 0, %6609 ], [ %6625, %6624 ]
  %6617 = getelementptr inbounds nuw float, ptr %6611, i64 %6616
  %6618 = load float, ptr %6617, align 4
  %6619 = insertelement <16 x float> poison, float %6618, i64 0
  %6620 = shufflevector <16 x float> %6619, <16 x float> poison, <16 x i32> zeroinitializer
  %6621 = mul nsw i64 %6616, %15
  %6622 = sub i64 %6621, %17
  %6623 = getelementptr i16, ptr %1156, i64 %6616
  br label %6627

6624:                                             ; preds = %6653
  %6625 = add nuw nsw i64 %6616, 1
  %6626 = icmp eq i64 %6625, %11
  br i1 %6626, label %6612, label %6615

6627:                                             ; preds = %6615, %6653
  %6628 = phi i64 [ 0, %6615 ], [ %6662, %6653 ]
  %6629 = or disjoint i64 %4767, %6628
  %6630 = shl nsw i64 %6629, 4
  %6631 = add i64 %6622, %6630
  br i1 %1177, label %6636, label %6632

6632:                                             ; preds = %6627
  %6633 = mul nuw nsw i64 %6629, %11
  %6634 = getelementptr i16, ptr %6623, i64 %6633
  %6635 = load i16, ptr %6634, align 2
  br label %6653

6636:                                             ; preds = %6627
  %6637 = sub nsw i64 %9, %6630
  %6638 = icmp slt i64 %6631, 0
  %6639 = sub nsw i64 0, %6631
  %6640 = select i1 %6638, i64 %6639, i64 0
  %6641 = sub nsw i64 %7, %6631
  %6642 = call i64 @llvm.smin.i64(i64 %6641, i64 %6637)
  %6643 = call i64 @llvm.smin.i64(i64 %6642, i64 16)
  %6644 = icmp sgt i64 %6643, %6640
  %6645 = trunc i64 %6643 to i32
  %6646 = shl nsw i32 -1, %6645
  %6647 = xor i32 %6646, -1
  %6648 = trunc i64 %6640 to i32
  %6649 = shl nsw i32 -1, %6648
  %6650 = and i32 %6649, %6647
  %6651 = trunc i32 %6650 to i16
  %6652 = select i1 %6644, i16 %6651, i16 0
  br label %6653

6653:                                             ; preds = %6636, %6632
  %6654 = phi i16 [ %6635, %6632 ], [ %6652, %6636 ]
  %6655 = getelementptr inbounds nuw <16 x float>, ptr %29, i64 %6628
  %6656 = select i1 %6605, i16 0, i16 %6654
  %6657 = getelementptr inbounds float, ptr %6608, i64 %6631
  %6658 = bitcast i16 %6656 to <16 x i1>
  %6659 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6657, <16 x i1> %6658, <16 x float> zeroinitializer)
  %6660 = load <16 x float>, ptr %6655, align 64
  %6661 = call <16 x float> @llvm.fma.v16f32(<16 x float> %6659, <16 x float> %6620, <16 x float> %6660)
  store <16 x float> %6661, ptr %6655, align 64
  %6662 = add nuw nsw i64 %6628, 1
  %6663 = icmp eq i64 %6662, 6
  br i1 %6663, label %6624, label %6627

6664:                                             ; preds = %6612
  %6665 = load <16 x float>, ptr %29, align 64
  br label %6666

6666:                                             ; preds = %6664, %6597
  %6667 = phi <16 x float> [ %6665, %6664 ], [ zeroinitializer, %6597 ]
  %6668 = shl nsw i64 %4767, 4
  %6669 = sub nsw i64 %9, %6668
  %6670 = icmp sgt i64 %6669, 15
  %6671 = trunc i64 %6669 to i32
  %6672 = shl nsw i32 -1, %6671
  %6673 = trunc i32 %6672 to i16
  %6674 = xor i16 %6673, -1
  %6675 = select i1 %6670, i16 -1, i16 %6674
  br i1 %1609, label %6681, label %6676

6676:                                             ; preds = %6666
  %6677 = load float, ptr %1542, align 4
  %6678 = insertelement <16 x float> poison, float %6677, i64 0
  %6679 = shufflevector <16 x float> %6678, <16 x float> poison, <16 x i32> zeroinitializer
  %6680 = fadd <16 x float> %6667, %6679
  br label %6681

6681:                                             ; preds = %6676, %6666
  %6682 = phi <16 x float> [ %6680, %6676 ], [ %6667, %6666 ]
  %6683 = getelementptr inbounds nuw float, ptr %2927, i64 %6668
  %6684 = getelementptr inbounds nuw float, ptr %2929, i64 %6668
  %6685 = select i1 %2936, ptr null, ptr %6684
  %6686 = bitcast i16 %6675 to <16 x i1>
  switch i64 %1304, label %535 [
    i64 1, label %6687
    i64 2, label %6690
    i64 3, label %6697
    i64 0, label %6742
  ]

6687:                                             ; preds = %6681
  %6688 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6685, <16 x i1> %6686, <16 x float> zeroinitializer)
  %6689 = fadd <16 x float> %6682, %6688
  br label %6704

6690:                                             ; preds = %6681
  %6691 = bitcast <16 x float> %6682 to <8 x i64>
  %6692 = or <8 x i64> %6691, %1170
  %6693 = fcmp oeq <16 x float> %6682, %47
  %6694 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6682, i32 4)
  %6695 = bitcast <8 x i64> %6692 to <16 x float>
  %6696 = select <16 x i1> %6693, <16 x float> %6695, <16 x float> %6694
  br label %6704

6697:                                             ; preds = %6681
  %6698 = bitcast <16 x float> %6682 to <8 x i64>
  %6699 = and <8 x i64> %6698, %1169
  %6700 = fcmp oeq <16 x float> %6682, %44
  %6701 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6682, i32 4)
  %6702 = bitcast <8 x i64> %6699 to <16 x float>
  %6703 = select <16 x i1> %6700, <16 x float> %6702, <16 x float> %6701
  br label %6704

6704:                                             ; preds = %6697, %6690, %6687
  %6705 = phi <16 x float> [ %6689, %6687 ], [ %6696, %6690 ], [ %6703, %6697 ]
  switch i64 %1306, label %535 [
    i64 1, label %6720
    i64 2, label %6713
    i64 3, label %6706
    i64 0, label %6742
  ]

6706:                                             ; preds = %6704
  %6707 = bitcast <16 x float> %6705 to <8 x i64>
  %6708 = and <8 x i64> %6707, %1169
  %6709 = fcmp oeq <16 x float> %6705, %44
  %6710 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6705, i32 4)
  %6711 = bitcast <8 x i64> %6708 to <16 x float>
  %6712 = select <16 x i1> %6709, <16 x float> %6711, <16 x float> %6710
  br label %6723

6713:                                             ; preds = %6704
  %6714 = bitcast <16 x float> %6705 to <8 x i64>
  %6715 = or <8 x i64> %6714, %1170
  %6716 = fcmp oeq <16 x float> %6705, %47
  %6717 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6705, i32 4)
  %6718 = bitcast <8 x i64> %6715 to <16 x float>
  %6719 = select <16 x i1> %6716, <16 x float> %6718, <16 x float> %6717
  br label %6723

6720:                                             ; preds = %6704
  %6721 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6685, <16 x i1> %6686, <16 x float> zeroinitializer)
  %6722 = fadd <16 x float> %6705, %6721
  br label %6723

6723:                                             ; preds = %6720, %6713, %6706
  %6724 = phi <16 x float> [ %6722, %6720 ], [ %6719, %6713 ], [ %6712, %6706 ]
  switch i64 %1308, label %535 [
    i64 1, label %6739
    i64 2, label %6732
    i64 3, label %6725
    i64 0, label %6742
  ]

6725:                                             ; preds = %6723
  %6726 = bitcast <16 x float> %6724 to <8 x i64>
  %6727 = and <8 x i64> %6726, %1169
  %6728 = fcmp oeq <16 x float> %6724, %44
  %6729 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6724, i32 4)
  %6730 = bitcast <8 x i64> %6727 to <16 x float>
  %6731 = select <16 x i1> %6728, <16 x float> %6730, <16 x float> %6729
  br label %6742

6732:                                             ; preds = %6723
  %6733 = bitcast <16 x float> %6724 to <8 x i64>
  %6734 = or <8 x i64> %6733, %1170
  %6735 = fcmp oeq <16 x float> %6724, %47
  %6736 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6724, i32 4)
  %6737 = bitcast <8 x i64> %6734 to <16 x float>
  %6738 = select <16 x i1> %6735, <16 x float> %6737, <16 x float> %6736
  br label %6742

6739:                                             ; preds = %6723
  %6740 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6685, <16 x i1> %6686, <16 x float> zeroinitializer)
  %6741 = fadd <16 x float> %6724, %6740
  br label %6742

6742:                                             ; preds = %6725, %6732, %6739, %6723, %6704, %6681
  %6743 = phi <16 x float> [ %6724, %6723 ], [ %6682, %6681 ], [ %6705, %6704 ], [ %6741, %6739 ], [ %6738, %6732 ], [ %6731, %6725 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %6743, ptr align 1 %6683, <16 x i1> %6686)
  %6744 = shl i64 %4767, 4
  %6745 = or disjoint i64 %6744, 16
  %6746 = sub nsw i64 %9, %6745
  %6747 = icmp sgt i64 %6746, 15
  %6748 = trunc i64 %6746 to i32
  %6749 = shl nsw i32 -1, %6748
  %6750 = trunc i32 %6749 to i16
  %6751 = xor i16 %6750, -1
  %6752 = select i1 %6747, i16 -1, i16 %6751
  %6753 = load <16 x float>, ptr %1309, align 64
  br i1 %1609, label %6759, label %6754

6754:                                             ; preds = %6742
  %6755 = load float, ptr %1542, align 4
  %6756 = insertelement <16 x float> poison, float %6755, i64 0
  %6757 = shufflevector <16 x float> %6756, <16 x float> poison, <16 x i32> zeroinitializer
  %6758 = fadd <16 x float> %6753, %6757
  br label %6759

6759:                                             ; preds = %6754, %6742
  %6760 = phi <16 x float> [ %6758, %6754 ], [ %6753, %6742 ]
  %6761 = getelementptr inbounds nuw float, ptr %2927, i64 %6745
  %6762 = getelementptr inbounds nuw float, ptr %2929, i64 %6745
  %6763 = select i1 %2936, ptr null, ptr %6762
  %6764 = bitcast i16 %6752 to <16 x i1>
  switch i64 %1304, label %535 [
    i64 1, label %6779
    i64 2, label %6772
    i64 3, label %6765
    i64 0, label %6820
  ]

6765:                                             ; preds = %6759
  %6766 = bitcast <16 x float> %6760 to <8 x i64>
  %6767 = and <8 x i64> %6766, %1169
  %6768 = fcmp oeq <16 x float> %6760, %44
  %6769 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6760, i32 4)
  %6770 = bitcast <8 x i64> %6767 to <16 x float>
  %6771 = select <16 x i1> %6768, <16 x float> %6770, <16 x float> %6769
  br label %6782

6772:                                             ; preds = %6759
  %6773 = bitcast <16 x float> %6760 to <8 x i64>
  %6774 = or <8 x i64> %6773, %1170
  %6775 = fcmp oeq <16 x float> %6760, %47
  %6776 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6760, i32 4)
  %6777 = bitcast <8 x i64> %6774 to <16 x float>
  %6778 = select <16 x i1> %6775, <16 x float> %6777, <16 x float> %6776
  br label %6782

6779:                                             ; preds = %6759
  %6780 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6763, <16 x i1> %6764, <16 x float> zeroinitializer)
  %6781 = fadd <16 x float> %6760, %6780
  br label %6782

6782:                                             ; preds = %6779, %6772, %6765
  %6783 = phi <16 x float> [ %6781, %6779 ], [ %6778, %6772 ], [ %6771, %6765 ]
  switch i64 %1311, label %535 [
    i64 1, label %6798
    i64 2, label %6791
    i64 3, label %6784
    i64 0, label %6820
  ]

6784:                                             ; preds = %6782
  %6785 = bitcast <16 x float> %6783 to <8 x i64>
  %6786 = and <8 x i64> %6785, %1169
  %6787 = fcmp oeq <16 x float> %6783, %44
  %6788 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6783, i32 4)
  %6789 = bitcast <8 x i64> %6786 to <16 x float>
  %6790 = select <16 x i1> %6787, <16 x float> %6789, <16 x float> %6788
  br label %6801

6791:                                             ; preds = %6782
  %6792 = bitcast <16 x float> %6783 to <8 x i64>
  %6793 = or <8 x i64> %6792, %1170
  %6794 = fcmp oeq <16 x float> %6783, %47
  %6795 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6783, i32 4)
  %6796 = bitcast <8 x i64> %6793 to <16 x float>
  %6797 = select <16 x i1> %6794, <16 x float> %6796, <16 x float> %6795
  br label %6801

6798:                                             ; preds = %6782
  %6799 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6763, <16 x i1> %6764, <16 x float> zeroinitializer)
  %6800 = fadd <16 x float> %6783, %6799
  br label %6801

6801:                                             ; preds = %6798, %6791, %6784
  %6802 = phi <16 x float> [ %6800, %6798 ], [ %6797, %6791 ], [ %6790, %6784 ]
  switch i64 %1313, label %535 [
    i64 1, label %6817
    i64 2, label %6810
    i64 3, label %6803
    i64 0, label %6820
  ]

6803:                                             ; preds = %6801
  %6804 = bitcast <16 x float> %6802 to <8 x i64>
  %6805 = and <8 x i64> %6804, %1169
  %6806 = fcmp oeq <16 x float> %6802, %44
  %6807 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6802, i32 4)
  %6808 = bitcast <8 x i64> %6805 to <16 x float>
  %6809 = select <16 x i1> %6806, <16 x float> %6808, <16 x float> %6807
  br label %6820

6810:                                             ; preds = %6801
  %6811 = bitcast <16 x float> %6802 to <8 x i64>
  %6812 = or <8 x i64> %6811, %1170
  %6813 = fcmp oeq <16 x float> %6802, %47
  %6814 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6802, i32 4)
  %6815 = bitcast <8 x i64> %6812 to <16 x float>
  %6816 = select <16 x i1> %6813, <16 x float> %6815, <16 x float> %6814
  br label %6820

6817:                                             ; preds = %6801
  %6818 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6763, <16 x i1> %6764, <16 x float> zeroinitializer)
  %6819 = fadd <16 x float> %6802, %6818
  br label %6820

6820:                                             ; preds = %6803, %6810, %6817, %6801, %6782, %6759
  %6821 = phi <16 x float> [ %6802, %6801 ], [ %6760, %6759 ], [ %6783, %6782 ], [ %6819, %6817 ], [ %6816, %6810 ], [ %6809, %6803 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %6821, ptr nonnull align 1 %6761, <16 x i1> %6764)
  %6822 = shl i64 %4767, 4
  %6823 = or disjoint i64 %6822, 32
  %6824 = sub nsw i64 %9, %6823
  %6825 = icmp sgt i64 %6824, 15
  %6826 = trunc i64 %6824 to i32
  %6827 = shl nsw i32 -1, %6826
  %6828 = trunc i32 %6827 to i16
  %6829 = xor i16 %6828, -1
  %6830 = select i1 %6825, i16 -1, i16 %6829
  %6831 = load <16 x float>, ptr %1314, align 64
  br i1 %1609, label %6837, label %6832

6832:                                             ; preds = %6820
  %6833 = load float, ptr %1542, align 4
  %6834 = insertelement <16 x float> poison, float %6833, i64 0
  %6835 = shufflevector <16 x float> %6834, <16 x float> poison, <16 x i32> zeroinitializer
  %6836 = fadd <16 x float> %6831, %6835
  br label %6837

6837:                                             ; preds = %6832, %6820
  %6838 = phi <16 x float> [ %6836, %6832 ], [ %6831, %6820 ]
  %6839 = getelementptr inbounds nuw float, ptr %2927, i64 %6823
  %6840 = getelementptr inbounds nuw float, ptr %2929, i64 %6823
  %6841 = select i1 %2936, ptr null, ptr %6840
  %6842 = bitcast i16 %6830 to <16 x i1>
  switch i64 %1304, label %535 [
    i64 1, label %6857
    i64 2, label %6850
    i64 3, label %6843
    i64 0, label %6898
  ]

6843:                                             ; preds = %6837
  %6844 = bitcast <16 x float> %6838 to <8 x i64>
  %6845 = and <8 x i64> %6844, %1169
  %6846 = fcmp oeq <16 x float> %6838, %44
  %6847 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6838, i32 4)
  %6848 = bitcast <8 x i64> %6845 to <16 x float>
  %6849 = select <16 x i1> %6846, <16 x float> %6848, <16 x float> %6847
  br label %6860

6850:                                             ; preds = %6837
  %6851 = bitcast <16 x float> %6838 to <8 x i64>
  %6852 = or <8 x i64> %6851, %1170
  %6853 = fcmp oeq <16 x float> %6838, %47
  %6854 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6838, i32 4)
  %6855 = bitcast <8 x i64> %6852 to <16 x float>
  %6856 = select <16 x i1> %6853, <16 x float> %6855, <16 x float> %6854
  br label %6860

6857:                                             ; preds = %6837
  %6858 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6841, <16 x i1> %6842, <16 x float> zeroinitializer)
  %6859 = fadd <16 x float> %6838, %6858
  br label %6860

6860:                                             ; preds = %6857, %6850, %6843
  %6861 = phi <16 x float> [ %6859, %6857 ], [ %6856, %6850 ], [ %6849, %6843 ]
  switch i64 %1316, label %535 [
    i64 1, label %6876
    i64 2, label %6869
    i64 3, label %6862
    i64 0, label %6898
  ]

6862:                                             ; preds = %6860
  %6863 = bitcast <16 x float> %6861 to <8 x i64>
  %6864 = and <8 x i64> %6863, %1169
  %6865 = fcmp oeq <16 x float> %6861, %44
  %6866 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6861, i32 4)
  %6867 = bitcast <8 x i64> %6864 to <16 x float>
  %6868 = select <16 x i1> %6865, <16 x float> %6867, <16 x float> %6866
  br label %6879

6869:                                             ; preds = %6860
  %6870 = bitcast <16 x float> %6861 to <8 x i64>
  %6871 = or <8 x i64> %6870, %1170
  %6872 = fcmp oeq <16 x float> %6861, %47
  %6873 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6861, i32 4)
  %6874 = bitcast <8 x i64> %6871 to <16 x float>
  %6875 = select <16 x i1> %6872, <16 x float> %6874, <16 x float> %6873
  br label %6879

6876:                                             ; preds = %6860
  %6877 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6841, <16 x i1> %6842, <16 x float> zeroinitializer)
  %6878 = fadd <16 x float> %6861, %6877
  br label %6879

6879:                                             ; preds = %6876, %6869, %6862
  %6880 = phi <16 x float> [ %6878, %6876 ], [ %6875, %6869 ], [ %6868, %6862 ]
  switch i64 %1318, label %535 [
    i64 1, label %6895
    i64 2, label %6888
    i64 3, label %6881
    i64 0, label %6898
  ]

6881:                                             ; preds = %6879
  %6882 = bitcast <16 x float> %6880 to <8 x i64>
  %6883 = and <8 x i64> %6882, %1169
  %6884 = fcmp oeq <16 x float> %6880, %44
  %6885 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6880, i32 4)
  %6886 = bitcast <8 x i64> %6883 to <16 x float>
  %6887 = select <16 x i1> %6884, <16 x float> %6886, <16 x float> %6885
  br label %6898

6888:                                             ; preds = %6879
  %6889 = bitcast <16 x float> %6880 to <8 x i64>
  %6890 = or <8 x i64> %6889, %1170
  %6891 = fcmp oeq <16 x float> %6880, %47
  %6892 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6880, i32 4)
  %6893 = bitcast <8 x i64> %6890 to <16 x float>
  %6894 = select <16 x i1> %6891, <16 x float> %6893, <16 x float> %6892
  br label %6898

6895:                                             ; preds = %6879
  %6896 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6841, <16 x i1> %6842, <16 x float> zeroinitializer)
  %6897 = fadd <16 x float> %6880, %6896
  br label %6898

6898:                                             ; preds = %6881, %6888, %6895, %6879, %6860, %6837
  %6899 = phi <16 x float> [ %6880, %6879 ], [ %6838, %6837 ], [ %6861, %6860 ], [ %6897, %6895 ], [ %6894, %6888 ], [ %6887, %6881 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %6899, ptr nonnull align 1 %6839, <16 x i1> %6842)
  %6900 = shl i64 %4767, 4
  %6901 = or disjoint i64 %6900, 48
  %6902 = sub nsw i64 %9, %6901
  %6903 = icmp sgt i64 %6902, 15
  %6904 = trunc i64 %6902 to i32
  %6905 = shl nsw i32 -1, %6904
  %6906 = trunc i32 %6905 to i16
  %6907 = xor i16 %6906, -1
  %6908 = select i1 %6903, i16 -1, i16 %6907
  %6909 = load <16 x float>, ptr %1319, align 64
  br i1 %1609, label %6915, label %6910

6910:                                             ; preds = %6898
  %6911 = load float, ptr %1542, align 4
  %6912 = insertelement <16 x float> poison, float %6911, i64 0
  %6913 = shufflevector <16 x float> %6912, <16 x float> poison, <16 x i32> zeroinitializer
  %6914 = fadd <16 x float> %6909, %6913
  br label %6915

6915:                                             ; preds = %6910, %6898
  %6916 = phi <16 x float> [ %6914, %6910 ], [ %6909, %6898 ]
  %6917 = getelementptr inbounds nuw float, ptr %2927, i64 %6901
  %6918 = getelementptr inbounds nuw float, ptr %2929, i64 %6901
  %6919 = select i1 %2936, ptr null, ptr %6918
  %6920 = bitcast i16 %6908 to <16 x i1>
  switch i64 %1304, label %535 [
    i64 1, label %6935
    i64 2, label %6928
    i64 3, label %6921
    i64 0, label %6976
  ]

6921:                                             ; preds = %6915
  %6922 = bitcast <16 x float> %6916 to <8 x i64>
  %6923 = and <8 x i64> %6922, %1169
  %6924 = fcmp oeq <16 x float> %6916, %44
  %6925 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6916, i32 4)
  %6926 = bitcast <8 x i64> %6923 to <16 x float>
  %6927 = select <16 x i1> %6924, <16 x float> %6926, <16 x float> %6925
  br label %6938

6928:                                             ; preds = %6915
  %6929 = bitcast <16 x float> %6916 to <8 x i64>
  %6930 = or <8 x i64> %6929, %1170
  %6931 = fcmp oeq <16 x float> %6916, %47
  %6932 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6916, i32 4)
  %6933 = bitcast <8 x i64> %6930 to <16 x float>
  %6934 = select <16 x i1> %6931, <16 x float> %6933, <16 x float> %6932
  br label %6938

6935:                                             ; preds = %6915
  %6936 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6919, <16 x i1> %6920, <16 x float> zeroinitializer)
  %6937 = fadd <16 x float> %6916, %6936
  br label %6938

6938:                                             ; preds = %6935, %6928, %6921
  %6939 = phi <16 x float> [ %6937, %6935 ], [ %6934, %6928 ], [ %6927, %6921 ]
  switch i64 %1321, label %535 [
    i64 1, label %6954
    i64 2, label %6947
    i64 3, label %6940
    i64 0, label %6976
  ]

6940:                                             ; preds = %6938
  %6941 = bitcast <16 x float> %6939 to <8 x i64>
  %6942 = and <8 x i64> %6941, %1169
  %6943 = fcmp oeq <16 x float> %6939, %44
  %6944 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6939, i32 4)
  %6945 = bitcast <8 x i64> %6942 to <16 x float>
  %6946 = select <16 x i1> %6943, <16 x float> %6945, <16 x float> %6944
  br label %6957

6947:                                             ; preds = %6938
  %6948 = bitcast <16 x float> %6939 to <8 x i64>
  %6949 = or <8 x i64> %6948, %1170
  %6950 = fcmp oeq <16 x float> %6939, %47
  %6951 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6939, i32 4)
  %6952 = bitcast <8 x i64> %6949 to <16 x float>
  %6953 = select <16 x i1> %6950, <16 x float> %6952, <16 x float> %6951
  br label %6957

6954:                                             ; preds = %6938
  %6955 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6919, <16 x i1> %6920, <16 x float> zeroinitializer)
  %6956 = fadd <16 x float> %6939, %6955
  br label %6957

6957:                                             ; preds = %6954, %6947, %6940
  %6958 = phi <16 x float> [ %6956, %6954 ], [ %6953, %6947 ], [ %6946, %6940 ]
  switch i64 %1323, label %535 [
    i64 1, label %6973
    i64 2, label %6966
    i64 3, label %6959
    i64 0, label %6976
  ]

6959:                                             ; preds = %6957
  %6960 = bitcast <16 x float> %6958 to <8 x i64>
  %6961 = and <8 x i64> %6960, %1169
  %6962 = fcmp oeq <16 x float> %6958, %44
  %6963 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6958, i32 4)
  %6964 = bitcast <8 x i64> %6961 to <16 x float>
  %6965 = select <16 x i1> %6962, <16 x float> %6964, <16 x float> %6963
  br label %6976

6966:                                             ; preds = %6957
  %6967 = bitcast <16 x float> %6958 to <8 x i64>
  %6968 = or <8 x i64> %6967, %1170
  %6969 = fcmp oeq <16 x float> %6958, %47
  %6970 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6958, i32 4)
  %6971 = bitcast <8 x i64> %6968 to <16 x float>
  %6972 = select <16 x i1> %6969, <16 x float> %6971, <16 x float> %6970
  br label %6976

6973:                                             ; preds = %6957
  %6974 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6919, <16 x i1> %6920, <16 x float> zeroinitializer)
  %6975 = fadd <16 x float> %6958, %6974
  br label %6976

6976:                                             ; preds = %6959, %6966, %6973, %6957, %6938, %6915
  %6977 = phi <16 x float> [ %6958, %6957 ], [ %6916, %6915 ], [ %6939, %6938 ], [ %6975, %6973 ], [ %6972, %6966 ], [ %6965, %6959 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %6977, ptr nonnull align 1 %6917, <16 x i1> %6920)
  %6978 = shl i64 %4767, 4
  %6979 = or disjoint i64 %6978, 64
  %6980 = sub nsw i64 %9, %6979
  %6981 = icmp sgt i64 %6980, 15
  %6982 = trunc i64 %6980 to i32
  %6983 = shl nsw i32 -1, %6982
  %6984 = trunc i32 %6983 to i16
  %6985 = xor i16 %6984, -1
  %6986 = select i1 %6981, i16 -1, i16 %6985
  %6987 = load <16 x float>, ptr %1324, align 64
  br i1 %1609, label %6993, label %6988

6988:                                             ; preds = %6976
  %6989 = load float, ptr %1542, align 4
  %6990 = insertelement <16 x float> poison, float %6989, i64 0
  %6991 = shufflevector <16 x float> %6990, <16 x float> poison, <16 x i32> zeroinitializer
  %6992 = fadd <16 x float> %6987, %6991
  br label %6993

6993:                                             ; preds = %6988, %6976
  %6994 = phi <16 x float> [ %6992, %6988 ], [ %6987, %6976 ]
  %6995 = getelementptr inbounds nuw float, ptr %2927, i64 %6979
  %6996 = getelementptr inbounds nuw float, ptr %2929, i64 %6979
  %6997 = select i1 %2936, ptr null, ptr %6996
  %6998 = bitcast i16 %6986 to <16 x i1>
  switch i64 %1304, label %535 [
    i64 1, label %7013
    i64 2, label %7006
    i64 3, label %6999
    i64 0, label %7054
  ]

6999:                                             ; preds = %6993
  %7000 = bitcast <16 x float> %6994 to <8 x i64>
  %7001 = and <8 x i64> %7000, %1169
  %7002 = fcmp oeq <16 x float> %6994, %44
  %7003 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6994, i32 4)
  %7004 = bitcast <8 x i64> %7001 to <16 x float>
  %7005 = select <16 x i1> %7002, <16 x float> %7004, <16 x float> %7003
  br label %7016

7006:                                             ; preds = %6993
  %7007 = bitcast <16 x float> %6994 to <8 x i64>
  %7008 = or <8 x i64> %7007, %1170
  %7009 = fcmp oeq <16 x float> %6994, %47
  %7010 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6994, i32 4)
  %7011 = bitcast <8 x i64> %7008 to <16 x float>
  %7012 = select <16 x i1> %7009, <16 x float> %7011, <16 x float> %7010
  br label %7016

7013:                                             ; preds = %6993
  %7014 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6997, <16 x i1> %6998, <16 x float> zeroinitializer)
  %7015 = fadd <16 x float> %6994, %7014
  br label %7016

7016:                                             ; preds = %7013, %7006, %6999
  %7017 = phi <16 x float> [ %7015, %7013 ], [ %7012, %7006 ], [ %7005, %6999 ]
  switch i64 %1326, label %535 [
    i64 1, label %7032
    i64 2, label %7025
    i64 3, label %7018
    i64 0, label %7054
  ]

7018:                                             ; preds = %7016
  %7019 = bitcast <16 x float> %7017 to <8 x i64>
  %7020 = and <8 x i64> %7019, %1169
  %7021 = fcmp oeq <16 x float> %7017, %44
  %7022 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7017, i32 4)
  %7023 = bitcast <8 x i64> %7020 to <16 x float>
  %7024 = select <16 x i1> %7021, <16 x float> %7023, <16 x float> %7022
  br label %7035

7025:                                             ; preds = %7016
  %7026 = bitcast <16 x float> %7017 to <8 x i64>
  %7027 = or <8 x i64> %7026, %1170
  %7028 = fcmp oeq <16 x float> %7017, %47
  %7029 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7017, i32 4)
  %7030 = bitcast <8 x i64> %7027 to <16 x float>
  %7031 = select <16 x i1> %7028, <16 x float> %7030, <16 x float> %7029
  br label %7035

7032:                                             ; preds = %7016
  %7033 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6997, <16 x i1> %6998, <16 x float> zeroinitializer)
  %7034 = fadd <16 x float> %7017, %7033
  br label %7035

7035:                                             ; preds = %7032, %7025, %7018
  %7036 = phi <16 x float> [ %7034, %7032 ], [ %7031, %7025 ], [ %7024, %7018 ]
  switch i64 %1328, label %535 [
    i64 1, label %7051
    i64 2, label %7044
    i64 3, label %7037
    i64 0, label %7054
  ]

7037:                                             ; preds = %7035
  %7038 = bitcast <16 x float> %7036 to <8 x i64>
  %7039 = and <8 x i64> %7038, %1169
  %7040 = fcmp oeq <16 x float> %7036, %44
  %7041 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7036, i32 4)
  %7042 = bitcast <8 x i64> %7039 to <16 x float>
  %7043 = select <16 x i1> %7040, <16 x float> %7042, <16 x float> %7041
  br label %7054

7044:                                             ; preds = %7035
  %7045 = bitcast <16 x float> %7036 to <8 x i64>
  %7046 = or <8 x i64> %7045, %1170
  %7047 = fcmp oeq <16 x float> %7036, %47
  %7048 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7036, i32 4)
  %7049 = bitcast <8 x i64> %7046 to <16 x float>
  %7050 = select <16 x i1> %7047, <16 x float> %7049, <16 x float> %7048
  br label %7054

7051:                                             ; preds = %7035
  %7052 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6997, <16 x i1> %6998, <16 x float> zeroinitializer)
  %7053 = fadd <16 x float> %7036, %7052
  br label %7054

7054:                                             ; preds = %7037, %7044, %7051, %7035, %7016, %6993
  %7055 = phi <16 x float> [ %7036, %7035 ], [ %6994, %6993 ], [ %7017, %7016 ], [ %7053, %7051 ], [ %7050, %7044 ], [ %7043, %7037 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %7055, ptr nonnull align 1 %6995, <16 x i1> %6998)
  %7056 = shl i64 %4767, 4
  %7057 = or disjoint i64 %7056, 80
  %7058 = sub nsw i64 %9, %7057
  %7059 = icmp sgt i64 %7058, 15
  %7060 = trunc i64 %7058 to i32
  %7061 = shl nsw i32 -1, %7060
  %7062 = trunc i32 %7061 to i16
  %7063 = xor i16 %7062, -1
  %7064 = select i1 %7059, i16 -1, i16 %7063
  %7065 = load <16 x float>, ptr %1329, align 64
  br i1 %1609, label %7071, label %7066

7066:                                             ; preds = %7054
  %7067 = load float, ptr %1542, align 4
  %7068 = insertelement <16 x float> poison, float %7067, i64 0
  %7069 = shufflevector <16 x float> %7068, <16 x float> poison, <16 x i32> zeroinitializer
  %7070 = fadd <16 x float> %7065, %7069
  br label %7071

7071:                                             ; preds = %7066, %7054
  %7072 = phi <16 x float> [ %7070, %7066 ], [ %7065, %7054 ]
  %7073 = getelementptr inbounds nuw float, ptr %2927, i64 %7057
  %7074 = getelementptr inbounds nuw float, ptr %2929, i64 %7057
  %7075 = select i1 %2936, ptr null, ptr %7074
  %7076 = bitcast i16 %7064 to <16 x i1>
  switch i64 %1304, label %535 [
    i64 1, label %7091
    i64 2, label %7084
    i64 3, label %7077
    i64 0, label %7132
  ]

7077:                                             ; preds = %7071
  %7078 = bitcast <16 x float> %7072 to <8 x i64>
  %7079 = and <8 x i64> %7078, %1169
  %7080 = fcmp oeq <16 x float> %7072, %44
  %7081 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7072, i32 4)
  %7082 = bitcast <8 x i64> %7079 to <16 x float>
  %7083 = select <16 x i1> %7080, <16 x float> %7082, <16 x float> %7081
  br label %7094

7084:                                             ; preds = %7071
  %7085 = bitcast <16 x float> %7072 to <8 x i64>
  %7086 = or <8 x i64> %7085, %1170
  %7087 = fcmp oeq <16 x float> %7072, %47
  %7088 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7072, i32 4)
  %7089 = bitcast <8 x i64> %7086 to <16 x float>
  %7090 = select <16 x i1> %7087, <16 x float> %7089, <16 x float> %7088
  br label %7094

7091:                                             ; preds = %7071
  %7092 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7075, <16 x i1> %7076, <16 x float> zeroinitializer)
  %7093 = fadd <16 x float> %7072, %7092
  br label %7094

7094:                                             ; preds = %7091, %7084, %7077
  %7095 = phi <16 x float> [ %7093, %7091 ], [ %7090, %7084 ], [ %7083, %7077 ]
  switch i64 %1331, label %535 [
    i64 1, label %7110
    i64 2, label %7103
    i64 3, label %7096
    i64 0, label %7132
  ]

7096:                                             ; preds = %7094
  %7097 = bitcast <16 x float> %7095 to <8 x i64>
  %7098 = and <8 x i64> %7097, %1169
  %7099 = fcmp oeq <16 x float> %7095, %44
  %7100 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7095, i32 4)
  %7101 = bitcast <8 x i64> %7098 to <16 x float>
  %7102 = select <16 x i1> %7099, <16 x float> %7101, <16 x float> %7100
  br label %7113

7103:                                             ; preds = %7094
  %7104 = bitcast <16 x float> %7095 to <8 x i64>
  %7105 = or <8 x i64> %7104, %1170
  %7106 = fcmp oeq <16 x float> %7095, %47
  %7107 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7095, i32 4)
  %7108 = bitcast <8 x i64> %7105 to <16 x float>
  %7109 = select <16 x i1> %7106, <16 x float> %7108, <16 x float> %7107
  br label %7113

7110:                                             ; preds = %7094
  %7111 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7075, <16 x i1> %7076, <16 x float> zeroinitializer)
  %7112 = fadd <16 x float> %7095, %7111
  br label %7113

7113:                                             ; preds = %7110, %7103, %7096
  %7114 = phi <16 x float> [ %7112, %7110 ], [ %7109, %7103 ], [ %7102, %7096 ]
  switch i64 %1333, label %535 [
    i64 1, label %7129
    i64 2, label %7122
    i64 3, label %7115
    i64 0, label %7132
  ]

7115:                                             ; preds = %7113
  %7116 = bitcast <16 x float> %7114 to <8 x i64>
  %7117 = and <8 x i64> %7116, %1169
  %7118 = fcmp oeq <16 x float> %7114, %44
  %7119 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7114, i32 4)
  %7120 = bitcast <8 x i64> %7117 to <16 x float>
  %7121 = select <16 x i1> %7118, <16 x float> %7120, <16 x float> %7119
  br label %7132

7122:                                             ; preds = %7113
  %7123 = bitcast <16 x float> %7114 to <8 x i64>
  %7124 = or <8 x i64> %7123, %1170
  %7125 = fcmp oeq <16 x float> %7114, %47
  %7126 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7114, i32 4)
  %7127 = bitcast <8 x i64> %7124 to <16 x float>
  %7128 = select <16 x i1> %7125, <16 x float> %7127, <16 x float> %7126
  br label %7132

7129:                                             ; preds = %7113
  %7130 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7075, <16 x i1> %7076, <16 x float> zeroinitializer)
  %7131 = fadd <16 x float> %7114, %7130
  br label %7132

7132:                                             ; preds = %7115, %7122, %7129, %7113, %7094, %7071
  %7133 = phi <16 x float> [ %7114, %7113 ], [ %7072, %7071 ], [ %7095, %7094 ], [ %7131, %7129 ], [ %7128, %7122 ], [ %7121, %7115 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %7133, ptr nonnull align 1 %7073, <16 x i1> %7076)
  call void @llvm.lifetime.end.p0(ptr nonnull %29)
  br label %8442

7134:                                             ; preds = %4766
  call void @llvm.lifetime.start.p0(ptr nonnull %30)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 64 dereferenceable(448) %30, i8 0, i64 448, i1 false)
  br i1 %1167, label %7135, label %7203

7135:                                             ; preds = %7134, %7149
  %7136 = phi i64 [ %7150, %7149 ], [ 0, %7134 ]
  %7137 = mul nsw i64 %7136, %14
  %7138 = sub i64 %7137, %16
  %7139 = add i64 %7138, %2938
  %7140 = icmp slt i64 %7139, 0
  %7141 = icmp sge i64 %7139, %6
  %7142 = or i1 %7140, %7141
  %7143 = select i1 %7142, i64 0, i64 %7139
  %7144 = mul nsw i64 %7143, %7
  %7145 = getelementptr inbounds float, ptr %1539, i64 %7144
  br i1 %1168, label %7146, label %7149

7146:                                             ; preds = %7135
  %7147 = mul nuw nsw i64 %7136, %11
  %7148 = getelementptr inbounds nuw float, ptr %1541, i64 %7147
  br label %7152

7149:                                             ; preds = %7161, %7135
  %7150 = add nuw nsw i64 %7136, 1
  %7151 = icmp eq i64 %7150, %10
  br i1 %7151, label %7201, label %7135

7152:                                             ; preds = %7146, %7161
  %7153 = phi i64 [ 0, %7146 ], [ %7162, %7161 ]
  %7154 = getelementptr inbounds nuw float, ptr %7148, i64 %7153
  %7155 = load float, ptr %7154, align 4
  %7156 = insertelement <16 x float> poison, float %7155, i64 0
  %7157 = shufflevector <16 x float> %7156, <16 x float> poison, <16 x i32> zeroinitializer
  %7158 = mul nsw i64 %7153, %15
  %7159 = sub i64 %7158, %17
  %7160 = getelementptr i16, ptr %1156, i64 %7153
  br label %7164

7161:                                             ; preds = %7190
  %7162 = add nuw nsw i64 %7153, 1
  %7163 = icmp eq i64 %7162, %11
  br i1 %7163, label %7149, label %7152

7164:                                             ; preds = %7152, %7190
  %7165 = phi i64 [ 0, %7152 ], [ %7199, %7190 ]
  %7166 = or disjoint i64 %4767, %7165
  %7167 = shl nsw i64 %7166, 4
  %7168 = add i64 %7159, %7167
  br i1 %1177, label %7173, label %7169

7169:                                             ; preds = %7164
  %7170 = mul nuw nsw i64 %7166, %11
  %7171 = getelementptr i16, ptr %7160, i64 %7170
  %7172 = load i16, ptr %7171, align 2
  br label %7190

7173:                                             ; preds = %7164
  %7174 = sub nsw i64 %9, %7167
  %7175 = icmp slt i64 %7168, 0
  %7176 = sub nsw i64 0, %7168
  %7177 = select i1 %7175, i64 %7176, i64 0
  %7178 = sub nsw i64 %7, %7168
  %7179 = call i64 @llvm.smin.i64(i64 %7178, i64 %7174)
  %7180 = call i64 @llvm.smin.i64(i64 %7179, i64 16)
  %7181 = icmp sgt i64 %7180, %7177
  %7182 = trunc i64 %7180 to i32
  %7183 = shl nsw i32 -1, %7182
  %7184 = xor i32 %7183, -1
  %7185 = trunc i64 %7177 to i32
  %7186 = shl nsw i32 -1, %7185
  %7187 = and i32 %7186, %7184
  %7188 = trunc i32 %7187 to i16
  %7189 = select i1 %7181, i16 %7188, i16 0
  br label %7190

7190:                                             ; preds = %7173, %7169
  %7191 = phi i16 [ %7172, %7169 ], [ %7189, %7173 ]
  %7192 = getelementptr inbounds nuw <16 x float>, ptr %30, i64 %7165
  %7193 = select i1 %7142, i16 0, i16 %7191
  %7194 = getelementptr inbounds float, ptr %7145, i64 %7168
  %7195 = bitcast i16 %7193 to <16 x i1>
  %7196 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7194, <16 x i1> %7195, <16 x float> zeroinitializer)
  %7197 = load <16 x float>, ptr %7192, align 64
  %7198 = call <16 x float> @llvm.fma.v16f32(<16 x float> %7196, <16 x float> %7157, <16 x float> %7197)
  store <16 x float> %7198, ptr %7192, align 64
  %7199 = add nuw nsw i64 %7165, 1
  %7200 = icmp eq i64 %7199, 7
  br i1 %7200, label %7161, label %7164

7201:                                             ; preds = %7149
  %7202 = load <16 x float>, ptr %30, align 64
  br label %7203

7203:                                             ; preds = %7201, %7134
  %7204 = phi <16 x float> [ %7202, %7201 ], [ zeroinitializer, %7134 ]
  %7205 = shl nsw i64 %4767, 4
  %7206 = sub nsw i64 %9, %7205
  %7207 = icmp sgt i64 %7206, 15
  %7208 = trunc i64 %7206 to i32
  %7209 = shl nsw i32 -1, %7208
  %7210 = trunc i32 %7209 to i16
  %7211 = xor i16 %7210, -1
  %7212 = select i1 %7207, i16 -1, i16 %7211
  br i1 %1609, label %7218, label %7213

7213:                                             ; preds = %7203
  %7214 = load float, ptr %1542, align 4
  %7215 = insertelement <16 x float> poison, float %7214, i64 0
  %7216 = shufflevector <16 x float> %7215, <16 x float> poison, <16 x i32> zeroinitializer
  %7217 = fadd <16 x float> %7204, %7216
  br label %7218

7218:                                             ; preds = %7213, %7203
  %7219 = phi <16 x float> [ %7217, %7213 ], [ %7204, %7203 ]
  %7220 = getelementptr inbounds nuw float, ptr %2927, i64 %7205
  %7221 = getelementptr inbounds nuw float, ptr %2929, i64 %7205
  %7222 = select i1 %2936, ptr null, ptr %7221
  %7223 = bitcast i16 %7212 to <16 x i1>
  switch i64 %1269, label %535 [
    i64 1, label %7224
    i64 2, label %7227
    i64 3, label %7234
    i64 0, label %7279
  ]

7224:                                             ; preds = %7218
  %7225 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7222, <16 x i1> %7223, <16 x float> zeroinitializer)
  %7226 = fadd <16 x float> %7219, %7225
  br label %7241

7227:                                             ; preds = %7218
  %7228 = bitcast <16 x float> %7219 to <8 x i64>
  %7229 = or <8 x i64> %7228, %1170
  %7230 = fcmp oeq <16 x float> %7219, %47
  %7231 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7219, i32 4)
  %7232 = bitcast <8 x i64> %7229 to <16 x float>
  %7233 = select <16 x i1> %7230, <16 x float> %7232, <16 x float> %7231
  br label %7241

7234:                                             ; preds = %7218
  %7235 = bitcast <16 x float> %7219 to <8 x i64>
  %7236 = and <8 x i64> %7235, %1169
  %7237 = fcmp oeq <16 x float> %7219, %44
  %7238 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7219, i32 4)
  %7239 = bitcast <8 x i64> %7236 to <16 x float>
  %7240 = select <16 x i1> %7237, <16 x float> %7239, <16 x float> %7238
  br label %7241

7241:                                             ; preds = %7234, %7227, %7224
  %7242 = phi <16 x float> [ %7226, %7224 ], [ %7233, %7227 ], [ %7240, %7234 ]
  switch i64 %1271, label %535 [
    i64 1, label %7257
    i64 2, label %7250
    i64 3, label %7243
    i64 0, label %7279
  ]

7243:                                             ; preds = %7241
  %7244 = bitcast <16 x float> %7242 to <8 x i64>
  %7245 = and <8 x i64> %7244, %1169
  %7246 = fcmp oeq <16 x float> %7242, %44
  %7247 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7242, i32 4)
  %7248 = bitcast <8 x i64> %7245 to <16 x float>
  %7249 = select <16 x i1> %7246, <16 x float> %7248, <16 x float> %7247
  br label %7260

7250:                                             ; preds = %7241
  %7251 = bitcast <16 x float> %7242 to <8 x i64>
  %7252 = or <8 x i64> %7251, %1170
  %7253 = fcmp oeq <16 x float> %7242, %47
  %7254 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7242, i32 4)
  %7255 = bitcast <8 x i64> %7252 to <16 x float>
  %7256 = select <16 x i1> %7253, <16 x float> %7255, <16 x float> %7254
  br label %7260

7257:                                             ; preds = %7241
  %7258 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7222, <16 x i1> %7223, <16 x float> zeroinitializer)
  %7259 = fadd <16 x float> %7242, %7258
  br label %7260

7260:                                             ; preds = %7257, %7250, %7243
  %7261 = phi <16 x float> [ %7259, %7257 ], [ %7256, %7250 ], [ %7249, %7243 ]
  switch i64 %1273, label %535 [
    i64 1, label %7276
    i64 2, label %7269
    i64 3, label %7262
    i64 0, label %7279
  ]

7262:                                             ; preds = %7260
  %7263 = bitcast <16 x float> %7261 to <8 x i64>
  %7264 = and <8 x i64> %7263, %1169
  %7265 = fcmp oeq <16 x float> %7261, %44
  %7266 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7261, i32 4)
  %7267 = bitcast <8 x i64> %7264 to <16 x float>
  %7268 = select <16 x i1> %7265, <16 x float> %7267, <16 x float> %7266
  br label %7279

7269:                                             ; preds = %7260
  %7270 = bitcast <16 x float> %7261 to <8 x i64>
  %7271 = or <8 x i64> %7270, %1170
  %7272 = fcmp oeq <16 x float> %7261, %47
  %7273 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7261, i32 4)
  %7274 = bitcast <8 x i64> %7271 to <16 x float>
  %7275 = select <16 x i1> %7272, <16 x float> %7274, <16 x float> %7273
  br label %7279

7276:                                             ; preds = %7260
  %7277 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7222, <16 x i1> %7223, <16 x float> zeroinitializer)
  %7278 = fadd <16 x float> %7261, %7277
  br label %7279

7279:                                             ; preds = %7262, %7269, %7276, %7260, %7241, %7218
  %7280 = phi <16 x float> [ %7261, %7260 ], [ %7219, %7218 ], [ %7242, %7241 ], [ %7278, %7276 ], [ %7275, %7269 ], [ %7268, %7262 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %7280, ptr align 1 %7220, <16 x i1> %7223)
  %7281 = shl i64 %4767, 4
  %7282 = or disjoint i64 %7281, 16
  %7283 = sub nsw i64 %9, %7282
  %7284 = icmp sgt i64 %7283, 15
  %7285 = trunc i64 %7283 to i32
  %7286 = shl nsw i32 -1, %7285
  %7287 = trunc i32 %7286 to i16
  %7288 = xor i16 %7287, -1
  %7289 = select i1 %7284, i16 -1, i16 %7288
  %7290 = load <16 x float>, ptr %1274, align 64
  br i1 %1609, label %7296, label %7291

7291:                                             ; preds = %7279
  %7292 = load float, ptr %1542, align 4
  %7293 = insertelement <16 x float> poison, float %7292, i64 0
  %7294 = shufflevector <16 x float> %7293, <16 x float> poison, <16 x i32> zeroinitializer
  %7295 = fadd <16 x float> %7290, %7294
  br label %7296

7296:                                             ; preds = %7291, %7279
  %7297 = phi <16 x float> [ %7295, %7291 ], [ %7290, %7279 ]
  %7298 = getelementptr inbounds nuw float, ptr %2927, i64 %7282
  %7299 = getelementptr inbounds nuw float, ptr %2929, i64 %7282
  %7300 = select i1 %2936, ptr null, ptr %7299
  %7301 = bitcast i16 %7289 to <16 x i1>
  switch i64 %1269, label %535 [
    i64 1, label %7316
    i64 2, label %7309
    i64 3, label %7302
    i64 0, label %7357
  ]

7302:                                             ; preds = %7296
  %7303 = bitcast <16 x float> %7297 to <8 x i64>
  %7304 = and <8 x i64> %7303, %1169
  %7305 = fcmp oeq <16 x float> %7297, %44
  %7306 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7297, i32 4)
  %7307 = bitcast <8 x i64> %7304 to <16 x float>
  %7308 = select <16 x i1> %7305, <16 x float> %7307, <16 x float> %7306
  br label %7319

7309:                                             ; preds = %7296
  %7310 = bitcast <16 x float> %7297 to <8 x i64>
  %7311 = or <8 x i64> %7310, %1170
  %7312 = fcmp oeq <16 x float> %7297, %47
  %7313 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7297, i32 4)
  %7314 = bitcast <8 x i64> %7311 to <16 x float>
  %7315 = select <16 x i1> %7312, <16 x float> %7314, <16 x float> %7313
  br label %7319

7316:                                             ; preds = %7296
  %7317 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7300, <16 x i1> %7301, <16 x float> zeroinitializer)
  %7318 = fadd <16 x float> %7297, %7317
  br label %7319

7319:                                             ; preds = %7316, %7309, %7302
  %7320 = phi <16 x float> [ %7318, %7316 ], [ %7315, %7309 ], [ %7308, %7302 ]
  switch i64 %1276, label %535 [
    i64 1, label %7335
    i64 2, label %7328
    i64 3, label %7321
    i64 0, label %7357
  ]

7321:                                             ; preds = %7319
  %7322 = bitcast <16 x float> %7320 to <8 x i64>
  %7323 = and <8 x i64> %7322, %1169
  %7324 = fcmp oeq <16 x float> %7320, %44
  %7325 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7320, i32 4)
  %7326 = bitcast <8 x i64> %7323 to <16 x float>
  %7327 = select <16 x i1> %7324, <16 x float> %7326, <16 x float> %7325
  br label %7338

7328:                                             ; preds = %7319
  %7329 = bitcast <16 x float> %7320 to <8 x i64>
  %7330 = or <8 x i64> %7329, %1170
  %7331 = fcmp oeq <16 x float> %7320, %47
  %7332 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7320, i32 4)
  %7333 = bitcast <8 x i64> %7330 to <16 x float>
  %7334 = select <16 x i1> %7331, <16 x float> %7333, <16 x float> %7332
  br label %7338

7335:                                             ; preds = %7319
  %7336 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7300, <16 x i1> %7301, <16 x float> zeroinitializer)
  %7337 = fadd <16 x float> %7320, %7336
  br label %7338

7338:                                             ; preds = %7335, %7328, %7321
  %7339 = phi <16 x float> [ %7337, %7335 ], [ %7334, %7328 ], [ %7327, %7321 ]
  switch i64 %1278, label %535 [
    i64 1, label %7354
    i64 2, label %7347
    i64 3, label %7340
    i64 0, label %7357
  ]

7340:                                             ; preds = %7338
  %7341 = bitcast <16 x float> %7339 to <8 x i64>
  %7342 = and <8 x i64> %7341, %1169
  %7343 = fcmp oeq <16 x float> %7339, %44
  %7344 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7339, i32 4)
  %7345 = bitcast <8 x i64> %7342 to <16 x float>
  %7346 = select <16 x i1> %7343, <16 x float> %7345, <16 x float> %7344
  br label %7357

7347:                                             ; preds = %7338
  %7348 = bitcast <16 x float> %7339 to <8 x i64>
  %7349 = or <8 x i64> %7348, %1170
  %7350 = fcmp oeq <16 x float> %7339, %47
  %7351 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7339, i32 4)
  %7352 = bitcast <8 x i64> %7349 to <16 x float>
  %7353 = select <16 x i1> %7350, <16 x float> %7352, <16 x float> %7351
  br label %7357

7354:                                             ; preds = %7338
  %7355 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7300, <16 x i1> %7301, <16 x float> zeroinitializer)
  %7356 = fadd <16 x float> %7339, %7355
  br label %7357

7357:                                             ; preds = %7340, %7347, %7354, %7338, %7319, %7296
  %7358 = phi <16 x float> [ %7339, %7338 ], [ %7297, %7296 ], [ %7320, %7319 ], [ %7356, %7354 ], [ %7353, %7347 ], [ %7346, %7340 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %7358, ptr nonnull align 1 %7298, <16 x i1> %7301)
  %7359 = shl i64 %4767, 4
  %7360 = or disjoint i64 %7359, 32
  %7361 = sub nsw i64 %9, %7360
  %7362 = icmp sgt i64 %7361, 15
  %7363 = trunc i64 %7361 to i32
  %7364 = shl nsw i32 -1, %7363
  %7365 = trunc i32 %7364 to i16
  %7366 = xor i16 %7365, -1
  %7367 = select i1 %7362, i16 -1, i16 %7366
  %7368 = load <16 x float>, ptr %1279, align 64
  br i1 %1609, label %7374, label %7369

7369:                                             ; preds = %7357
  %7370 = load float, ptr %1542, align 4
  %7371 = insertelement <16 x float> poison, float %7370, i64 0
  %7372 = shufflevector <16 x float> %7371, <16 x float> poison, <16 x i32> zeroinitializer
  %7373 = fadd <16 x float> %7368, %7372
  br label %7374

7374:                                             ; preds = %7369, %7357
  %7375 = phi <16 x float> [ %7373, %7369 ], [ %7368, %7357 ]
  %7376 = getelementptr inbounds nuw float, ptr %2927, i64 %7360
  %7377 = getelementptr inbounds nuw float, ptr %2929, i64 %7360
  %7378 = select i1 %2936, ptr null, ptr %7377
  %7379 = bitcast i16 %7367 to <16 x i1>
  switch i64 %1269, label %535 [
    i64 1, label %7394
    i64 2, label %7387
    i64 3, label %7380
    i64 0, label %7435
  ]

7380:                                             ; preds = %7374
  %7381 = bitcast <16 x float> %7375 to <8 x i64>
  %7382 = and <8 x i64> %7381, %1169
  %7383 = fcmp oeq <16 x float> %7375, %44
  %7384 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7375, i32 4)
  %7385 = bitcast <8 x i64> %7382 to <16 x float>
  %7386 = select <16 x i1> %7383, <16 x float> %7385, <16 x float> %7384
  br label %7397

7387:                                             ; preds = %7374
  %7388 = bitcast <16 x float> %7375 to <8 x i64>
  %7389 = or <8 x i64> %7388, %1170
  %7390 = fcmp oeq <16 x float> %7375, %47
  %7391 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7375, i32 4)
  %7392 = bitcast <8 x i64> %7389 to <16 x float>
  %7393 = select <16 x i1> %7390, <16 x float> %7392, <16 x float> %7391
  br label %7397

7394:                                             ; preds = %7374
  %7395 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7378, <16 x i1> %7379, <16 x float> zeroinitializer)
  %7396 = fadd <16 x float> %7375, %7395
  br label %7397

7397:                                             ; preds = %7394, %7387, %7380
  %7398 = phi <16 x float> [ %7396, %7394 ], [ %7393, %7387 ], [ %7386, %7380 ]
  switch i64 %1281, label %535 [
    i64 1, label %7413
    i64 2, label %7406
    i64 3, label %7399
    i64 0, label %7435
  ]

7399:                                             ; preds = %7397
  %7400 = bitcast <16 x float> %7398 to <8 x i64>
  %7401 = and <8 x i64> %7400, %1169
  %7402 = fcmp oeq <16 x float> %7398, %44
  %7403 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7398, i32 4)
  %7404 = bitcast <8 x i64> %7401 to <16 x float>
  %7405 = select <16 x i1> %7402, <16 x float> %7404, <16 x float> %7403
  br label %7416

7406:                                             ; preds = %7397
  %7407 = bitcast <16 x float> %7398 to <8 x i64>
  %7408 = or <8 x i64> %7407, %1170
  %7409 = fcmp oeq <16 x float> %7398, %47
  %7410 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7398, i32 4)
  %7411 = bitcast <8 x i64> %7408 to <16 x float>
  %7412 = select <16 x i1> %7409, <16 x float> %7411, <16 x float> %7410
  br label %7416

7413:                                             ; preds = %7397
  %7414 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7378, <16 x i1> %7379, <16 x float> zeroinitializer)
  %7415 = fadd <16 x float> %7398, %7414
  br label %7416

7416:                                             ; preds = %7413, %7406, %7399
  %7417 = phi <16 x float> [ %7415, %7413 ], [ %7412, %7406 ], [ %7405, %7399 ]
  switch i64 %1283, label %535 [
    i64 1, label %7432
    i64 2, label %7425
    i64 3, label %7418
    i64 0, label %7435
  ]

7418:                                             ; preds = %7416
  %7419 = bitcast <16 x float> %7417 to <8 x i64>
  %7420 = and <8 x i64> %7419, %1169
  %7421 = fcmp oeq <16 x float> %7417, %44
  %7422 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7417, i32 4)
  %7423 = bitcast <8 x i64> %7420 to <16 x float>
  %7424 = select <16 x i1> %7421, <16 x float> %7423, <16 x float> %7422
  br label %7435

7425:                                             ; preds = %7416
  %7426 = bitcast <16 x float> %7417 to <8 x i64>
  %7427 = or <8 x i64> %7426, %1170
  %7428 = fcmp oeq <16 x float> %7417, %47
  %7429 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7417, i32 4)
  %7430 = bitcast <8 x i64> %7427 to <16 x float>
  %7431 = select <16 x i1> %7428, <16 x float> %7430, <16 x float> %7429
  br label %7435

7432:                                             ; preds = %7416
  %7433 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7378, <16 x i1> %7379, <16 x float> zeroinitializer)
  %7434 = fadd <16 x float> %7417, %7433
  br label %7435

7435:                                             ; preds = %7418, %7425, %7432, %7416, %7397, %7374
  %7436 = phi <16 x float> [ %7417, %7416 ], [ %7375, %7374 ], [ %7398, %7397 ], [ %7434, %7432 ], [ %7431, %7425 ], [ %7424, %7418 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %7436, ptr nonnull align 1 %7376, <16 x i1> %7379)
  %7437 = shl i64 %4767, 4
  %7438 = or disjoint i64 %7437, 48
  %7439 = sub nsw i64 %9, %7438
  %7440 = icmp sgt i64 %7439, 15
  %7441 = trunc i64 %7439 to i32
  %7442 = shl nsw i32 -1, %7441
  %7443 = trunc i32 %7442 to i16
  %7444 = xor i16 %7443, -1
  %7445 = select i1 %7440, i16 -1, i16 %7444
  %7446 = load <16 x float>, ptr %1284, align 64
  br i1 %1609, label %7452, label %7447

7447:                                             ; preds = %7435
  %7448 = load float, ptr %1542, align 4
  %7449 = insertelement <16 x float> poison, float %7448, i64 0
  %7450 = shufflevector <16 x float> %7449, <16 x float> poison, <16 x i32> zeroinitializer
  %7451 = fadd <16 x float> %7446, %7450
  br label %7452

7452:                                             ; preds = %7447, %7435
  %7453 = phi <16 x float> [ %7451, %7447 ], [ %7446, %7435 ]
  %7454 = getelementptr inbounds nuw float, ptr %2927, i64 %7438
  %7455 = getelementptr inbounds nuw float, ptr %2929, i64 %7438
  %7456 = select i1 %2936, ptr null, ptr %7455
  %7457 = bitcast i16 %7445 to <16 x i1>
  switch i64 %1269, label %535 [
    i64 1, label %7472
    i64 2, label %7465
    i64 3, label %7458
    i64 0, label %7513
  ]

7458:                                             ; preds = %7452
  %7459 = bitcast <16 x float> %7453 to <8 x i64>
  %7460 = and <8 x i64> %7459, %1169
  %7461 = fcmp oeq <16 x float> %7453, %44
  %7462 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7453, i32 4)
  %7463 = bitcast <8 x i64> %7460 to <16 x float>
  %7464 = select <16 x i1> %7461, <16 x float> %7463, <16 x float> %7462
  br label %7475

7465:                                             ; preds = %7452
  %7466 = bitcast <16 x float> %7453 to <8 x i64>
  %7467 = or <8 x i64> %7466, %1170
  %7468 = fcmp oeq <16 x float> %7453, %47
  %7469 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7453, i32 4)
  %7470 = bitcast <8 x i64> %7467 to <16 x float>
  %7471 = select <16 x i1> %7468, <16 x float> %7470, <16 x float> %7469
  br label %7475

7472:                                             ; preds = %7452
  %7473 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7456, <16 x i1> %7457, <16 x float> zeroinitializer)
  %7474 = fadd <16 x float> %7453, %7473
  br label %7475

7475:                                             ; preds = %7472, %7465, %7458
  %7476 = phi <16 x float> [ %7474, %7472 ], [ %7471, %7465 ], [ %7464, %7458 ]
  switch i64 %1286, label %535 [
    i64 1, label %7491
    i64 2, label %7484
    i64 3, label %7477
    i64 0, label %7513
  ]

7477:                                             ; preds = %7475
  %7478 = bitcast <16 x float> %7476 to <8 x i64>
  %7479 = and <8 x i64> %7478, %1169
  %7480 = fcmp oeq <16 x float> %7476, %44
  %7481 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7476, i32 4)
  %7482 = bitcast <8 x i64> %7479 to <16 x float>
  %7483 = select <16 x i1> %7480, <16 x float> %7482, <16 x float> %7481
  br label %7494

7484:                                             ; preds = %7475
  %7485 = bitcast <16 x float> %7476 to <8 x i64>
  %7486 = or <8 x i64> %7485, %1170
  %7487 = fcmp oeq <16 x float> %7476, %47
  %7488 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7476, i32 4)
  %7489 = bitcast <8 x i64> %7486 to <16 x float>
  %7490 = select <16 x i1> %7487, <16 x float> %7489, <16 x float> %7488
  br label %7494

7491:                                             ; preds = %7475
  %7492 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7456, <16 x i1> %7457, <16 x float> zeroinitializer)
  %7493 = fadd <16 x float> %7476, %7492
  br label %7494

7494:                                             ; preds = %7491, %7484, %7477
  %7495 = phi <16 x float> [ %7493, %7491 ], [ %7490, %7484 ], [ %7483, %7477 ]
  switch i64 %1288, label %535 [
    i64 1, label %7510
    i64 2, label %7503
    i64 3, label %7496
    i64 0, label %7513
  ]

7496:                                             ; preds = %7494
  %7497 = bitcast <16 x float> %7495 to <8 x i64>
  %7498 = and <8 x i64> %7497, %1169
  %7499 = fcmp oeq <16 x float> %7495, %44
  %7500 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7495, i32 4)
  %7501 = bitcast <8 x i64> %7498 to <16 x float>
  %7502 = select <16 x i1> %7499, <16 x float> %7501, <16 x float> %7500
  br label %7513

7503:                                             ; preds = %7494
  %7504 = bitcast <16 x float> %7495 to <8 x i64>
  %7505 = or <8 x i64> %7504, %1170
  %7506 = fcmp oeq <16 x float> %7495, %47
  %7507 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7495, i32 4)
  %7508 = bitcast <8 x i64> %7505 to <16 x float>
  %7509 = select <16 x i1> %7506, <16 x float> %7508, <16 x float> %7507
  br label %7513

7510:                                             ; preds = %7494
  %7511 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7456, <16 x i1> %7457, <16 x float> zeroinitializer)
  %7512 = fadd <16 x float> %7495, %7511
  br label %7513

7513:                                             ; preds = %7496, %7503, %7510, %7494, %7475, %7452
  %7514 = phi <16 x float> [ %7495, %7494 ], [ %7453, %7452 ], [ %7476, %7475 ], [ %7512, %7510 ], [ %7509, %7503 ], [ %7502, %7496 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %7514, ptr nonnull align 1 %7454, <16 x i1> %7457)
  %7515 = shl i64 %4767, 4
  %7516 = or disjoint i64 %7515, 64
  %7517 = sub nsw i64 %9, %7516
  %7518 = icmp sgt i64 %7517, 15
  %7519 = trunc i64 %7517 to i32
  %7520 = shl nsw i32 -1, %7519
  %7521 = trunc i32 %7520 to i16
  %7522 = xor i16 %7521, -1
  %7523 = select i1 %7518, i16 -1, i16 %7522
  %7524 = load <16 x float>, ptr %1289, align 64
  br i1 %1609, label %7530, label %7525

7525:                                             ; preds = %7513
  %7526 = load float, ptr %1542, align 4
  %7527 = insertelement <16 x float> poison, float %7526, i64 0
  %7528 = shufflevector <16 x float> %7527, <16 x float> poison, <16 x i32> zeroinitializer
  %7529 = fadd <16 x float> %7524, %7528
  br label %7530

7530:                                             ; preds = %7525, %7513
  %7531 = phi <16 x float> [ %7529, %7525 ], [ %7524, %7513 ]
  %7532 = getelementptr inbounds nuw float, ptr %2927, i64 %7516
  %7533 = getelementptr inbounds nuw float, ptr %2929, i64 %7516
  %7534 = select i1 %2936, ptr null, ptr %7533
  %7535 = bitcast i16 %7523 to <16 x i1>
  switch i64 %1269, label %535 [
    i64 1, label %7550
    i64 2, label %7543
    i64 3, label %7536
    i64 0, label %7591
  ]

7536:                                             ; preds = %7530
  %7537 = bitcast <16 x float> %7531 to <8 x i64>
  %7538 = and <8 x i64> %7537, %1169
  %7539 = fcmp oeq <16 x float> %7531, %44
  %7540 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7531, i32 4)
  %7541 = bitcast <8 x i64> %7538 to <16 x float>
  %7542 = select <16 x i1> %7539, <16 x float> %7541, <16 x float> %7540
  br label %7553

7543:                                             ; preds = %7530
  %7544 = bitcast <16 x float> %7531 to <8 x i64>
  %7545 = or <8 x i64> %7544, %1170
  %7546 = fcmp oeq <16 x float> %7531, %47
  %7547 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7531, i32 4)
  %7548 = bitcast <8 x i64> %7545 to <16 x float>
  %7549 = select <16 x i1> %7546, <16 x float> %7548, <16 x float> %7547
  br label %7553

7550:                                             ; preds = %7530
  %7551 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7534, <16 x i1> %7535, <16 x float> zeroinitializer)
  %7552 = fadd <16 x float> %7531, %7551
  br label %7553

7553:                                             ; preds = %7550, %7543, %7536
  %7554 = phi <16 x float> [ %7552, %7550 ], [ %7549, %7543 ], [ %7542, %7536 ]
  switch i64 %1291, label %535 [
    i64 1, label %7569
    i64 2, label %7562
    i64 3, label %7555
    i64 0, label %7591
  ]

7555:                                             ; preds = %7553
  %7556 = bitcast <16 x float> %7554 to <8 x i64>
  %7557 = and <8 x i64> %7556, %1169
  %7558 = fcmp oeq <16 x float> %7554, %44
  %7559 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7554, i32 4)
  %7560 = bitcast <8 x i64> %7557 to <16 x float>
  %7561 = select <16 x i1> %7558, <16 x float> %7560, <16 x float> %7559
  br label %7572

7562:                                             ; preds = %7553
  %7563 = bitcast <16 x float> %7554 to <8 x i64>
  %7564 = or <8 x i64> %7563, %1170
  %7565 = fcmp oeq <16 x float> %7554, %47
  %7566 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7554, i32 4)
  %7567 = bitcast <8 x i64> %7564 to <16 x float>
  %7568 = select <16 x i1> %7565, <16 x float> %7567, <16 x float> %7566
  br label %7572

7569:                                             ; preds = %7553
  %7570 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7534, <16 x i1> %7535, <16 x float> zeroinitializer)
  %7571 = fadd <16 x float> %7554, %7570
  br label %7572

7572:                                             ; preds = %7569, %7562, %7555
  %7573 = phi <16 x float> [ %7571, %7569 ], [ %7568, %7562 ], [ %7561, %7555 ]
  switch i64 %1293, label %535 [
    i64 1, label %7588
    i64 2, label %7581
    i64 3, label %7574
    i64 0, label %7591
  ]

7574:                                             ; preds = %7572
  %7575 = bitcast <16 x float> %7573 to <8 x i64>
  %7576 = and <8 x i64> %7575, %1169
  %7577 = fcmp oeq <16 x float> %7573, %44
  %7578 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7573, i32 4)
  %7579 = bitcast <8 x i64> %7576 to <16 x float>
  %7580 = select <16 x i1> %7577, <16 x float> %7579, <16 x float> %7578
  br label %7591

7581:                                             ; preds = %7572
  %7582 = bitcast <16 x float> %7573 to <8 x i64>
  %7583 = or <8 x i64> %7582, %1170
  %7584 = fcmp oeq <16 x float> %7573, %47
  %7585 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7573, i32 4)
  %7586 = bitcast <8 x i64> %7583 to <16 x float>
  %7587 = select <16 x i1> %7584, <16 x float> %7586, <16 x float> %7585
  br label %7591

7588:                                             ; preds = %7572
  %7589 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7534, <16 x i1> %7535, <16 x float> zeroinitializer)
  %7590 = fadd <16 x float> %7573, %7589
  br label %7591

7591:                                             ; preds = %7574, %7581, %7588, %7572, %7553, %7530
  %7592 = phi <16 x float> [ %7573, %7572 ], [ %7531, %7530 ], [ %7554, %7553 ], [ %7590, %7588 ], [ %7587, %7581 ], [ %7580, %7574 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %7592, ptr nonnull align 1 %7532, <16 x i1> %7535)
  %7593 = shl i64 %4767, 4
  %7594 = or disjoint i64 %7593, 80
  %7595 = sub nsw i64 %9, %7594
  %7596 = icmp sgt i64 %7595, 15
  %7597 = trunc i64 %7595 to i32
  %7598 = shl nsw i32 -1, %7597
  %7599 = trunc i32 %7598 to i16
  %7600 = xor i16 %7599, -1
  %7601 = select i1 %7596, i16 -1, i16 %7600
  %7602 = load <16 x float>, ptr %1294, align 64
  br i1 %1609, label %7608, label %7603

7603:                                             ; preds = %7591
  %7604 = load float, ptr %1542, align 4
  %7605 = insertelement <16 x float> poison, float %7604, i64 0
  %7606 = shufflevector <16 x float> %7605, <16 x float> poison, <16 x i32> zeroinitializer
  %7607 = fadd <16 x float> %7602, %7606
  br label %7608

7608:                                             ; preds = %7603, %7591
  %7609 = phi <16 x float> [ %7607, %7603 ], [ %7602, %7591 ]
  %7610 = getelementptr inbounds nuw float, ptr %2927, i64 %7594
  %7611 = getelementptr inbounds nuw float, ptr %2929, i64 %7594
  %7612 = select i1 %2936, ptr null, ptr %7611
  %7613 = bitcast i16 %7601 to <16 x i1>
  switch i64 %1269, label %535 [
    i64 1, label %7628
    i64 2, label %7621
    i64 3, label %7614
    i64 0, label %7669
  ]

7614:                                             ; preds = %7608
  %7615 = bitcast <16 x float> %7609 to <8 x i64>
  %7616 = and <8 x i64> %7615, %1169
  %7617 = fcmp oeq <16 x float> %7609, %44
  %7618 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7609, i32 4)
  %7619 = bitcast <8 x i64> %7616 to <16 x float>
  %7620 = select <16 x i1> %7617, <16 x float> %7619, <16 x float> %7618
  br label %7631

7621:                                             ; preds = %7608
  %7622 = bitcast <16 x float> %7609 to <8 x i64>
  %7623 = or <8 x i64> %7622, %1170
  %7624 = fcmp oeq <16 x float> %7609, %47
  %7625 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7609, i32 4)
  %7626 = bitcast <8 x i64> %7623 to <16 x float>
  %7627 = select <16 x i1> %7624, <16 x float> %7626, <16 x float> %7625
  br label %7631

7628:                                             ; preds = %7608
  %7629 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7612, <16 x i1> %7613, <16 x float> zeroinitializer)
  %7630 = fadd <16 x float> %7609, %7629
  br label %7631

7631:                                             ; preds = %7628, %7621, %7614
  %7632 = phi <16 x float> [ %7630, %7628 ], [ %7627, %7621 ], [ %7620, %7614 ]
  switch i64 %1296, label %535 [
    i64 1, label %7647
    i64 2, label %7640
    i64 3, label %7633
    i64 0, label %7669
  ]

7633:                                             ; preds = %7631
  %7634 = bitcast <16 x float> %7632 to <8 x i64>
  %7635 = and <8 x i64> %7634, %1169
  %7636 = fcmp oeq <16 x float> %7632, %44
  %7637 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7632, i32 4)
  %7638 = bitcast <8 x i64> %7635 to <16 x float>
  %7639 = select <16 x i1> %7636, <16 x float> %7638, <16 x float> %7637
  br label %7650

7640:                                             ; preds = %7631
  %7641 = bitcast <16 x float> %7632 to <8 x i64>
  %7642 = or <8 x i64> %7641, %1170
  %7643 = fcmp oeq <16 x float> %7632, %47
  %7644 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7632, i32 4)
  %7645 = bitcast <8 x i64> %7642 to <16 x float>
  %7646 = select <16 x i1> %7643, <16 x float> %7645, <16 x float> %7644
  br label %7650

7647:                                             ; preds = %7631
  %7648 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7612, <16 x i1> %7613, <16 x float> zeroinitializer)
  %7649 = fadd <16 x float> %7632, %7648
  br label %7650

7650:                                             ; preds = %7647, %7640, %7633
  %7651 = phi <16 x float> [ %7649, %7647 ], [ %7646, %7640 ], [ %7639, %7633 ]
  switch i64 %1298, label %535 [
    i64 1, label %7666
    i64 2, label %7659
    i64 3, label %7652
    i64 0, label %7669
  ]

7652:                                             ; preds = %7650
  %7653 = bitcast <16 x float> %7651 to <8 x i64>
  %7654 = and <8 x i64> %7653, %1169
  %7655 = fcmp oeq <16 x float> %7651, %44
  %7656 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7651, i32 4)
  %7657 = bitcast <8 x i64> %7654 to <16 x float>
  %7658 = select <16 x i1> %7655, <16 x float> %7657, <16 x float> %7656
  br label %7669

7659:                                             ; preds = %7650
  %7660 = bitcast <16 x float> %7651 to <8 x i64>
  %7661 = or <8 x i64> %7660, %1170
  %7662 = fcmp oeq <16 x float> %7651, %47
  %7663 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7651, i32 4)
  %7664 = bitcast <8 x i64> %7661 to <16 x float>
  %7665 = select <16 x i1> %7662, <16 x float> %7664, <16 x float> %7663
  br label %7669

7666:                                             ; preds = %7650
  %7667 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7612, <16 x i1> %7613, <16 x float> zeroinitializer)
  %7668 = fadd <16 x float> %7651, %7667
  br label %7669

7669:                                             ; preds = %7652, %7659, %7666, %7650, %7631, %7608
  %7670 = phi <16 x float> [ %7651, %7650 ], [ %7609, %7608 ], [ %7632, %7631 ], [ %7668, %7666 ], [ %7665, %7659 ], [ %7658, %7652 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %7670, ptr nonnull align 1 %7610, <16 x i1> %7613)
  %7671 = shl i64 %4767, 4
  %7672 = or disjoint i64 %7671, 96
  %7673 = sub nsw i64 %9, %7672
  %7674 = icmp sgt i64 %7673, 15
  %7675 = trunc i64 %7673 to i32
  %7676 = shl nsw i32 -1, %7675
  %7677 = trunc i32 %7676 to i16
  %7678 = xor i16 %7677, -1
  %7679 = select i1 %7674, i16 -1, i16 %7678
  %7680 = load <16 x float>, ptr %1299, align 64
  br i1 %1609, label %7686, label %7681

7681:                                             ; preds = %7669
  %7682 = load float, ptr %1542, align 4
  %7683 = insertelement <16 x float> poison, float %7682, i64 0
  %7684 = shufflevector <16 x float> %7683, <16 x float> poison, <16 x i32> zeroinitializer
  %7685 = fadd <16 x float> %7680, %7684
  br label %7686

7686:                                             ; preds = %7681, %7669
  %7687 = phi <16 x float> [ %7685, %7681 ], [ %7680, %7669 ]
  %7688 = getelementptr inbounds nuw float, ptr %2927, i64 %7672
  %7689 = getelementptr inbounds nuw float, ptr %2929, i64 %7672
  %7690 = select i1 %2936, ptr null, ptr %7689
  %7691 = bitcast i16 %7679 to <16 x i1>
  switch i64 %1269, label %535 [
    i64 1, label %7706
    i64 2, label %7699
    i64 3, label %7692
    i64 0, label %7747
  ]

7692:                                             ; preds = %7686
  %7693 = bitcast <16 x float> %7687 to <8 x i64>
  %7694 = and <8 x i64> %7693, %1169
  %7695 = fcmp oeq <16 x float> %7687, %44
  %7696 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7687, i32 4)
  %7697 = bitcast <8 x i64> %7694 to <16 x float>
  %7698 = select <16 x i1> %7695, <16 x float> %7697, <16 x float> %7696
  br label %7709

7699:                                             ; preds = %7686
  %7700 = bitcast <16 x float> %7687 to <8 x i64>
  %7701 = or <8 x i64> %7700, %1170
  %7702 = fcmp oeq <16 x float> %7687, %47
  %7703 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7687, i32 4)
  %7704 = bitcast <8 x i64> %7701 to <16 x float>
  %7705 = select <16 x i1> %7702, <16 x float> %7704, <16 x float> %7703
  br label %7709

7706:                                             ; preds = %7686
  %7707 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7690, <16 x i1> %7691, <16 x float> zeroinitializer)
  %7708 = fadd <16 x float> %7687, %7707
  br label %7709

7709:                                             ; preds = %7706, %7699, %7692
  %7710 = phi <16 x float> [ %7708, %7706 ], [ %7705, %7699 ], [ %7698, %7692 ]
  switch i64 %1301, label %535 [
    i64 1, label %7725
    i64 2, label %7718
    i64 3, label %7711
    i64 0, label %7747
  ]

7711:                                             ; preds = %7709
  %7712 = bitcast <16 x float> %7710 to <8 x i64>
  %7713 = and <8 x i64> %7712, %1169
  %7714 = fcmp oeq <16 x float> %7710, %44
  %7715 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7710, i32 4)
  %7716 = bitcast <8 x i64> %7713 to <16 x float>
  %7717 = select <16 x i1> %7714, <16 x float> %7716, <16 x float> %7715
  br label %7728

7718:                                             ; preds = %7709
  %7719 = bitcast <16 x float> %7710 to <8 x i64>
  %7720 = or <8 x i64> %7719, %1170
  %7721 = fcmp oeq <16 x float> %7710, %47
  %7722 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7710, i32 4)
  %7723 = bitcast <8 x i64> %7720 to <16 x float>
  %7724 = select <16 x i1> %7721, <16 x float> %7723, <16 x float> %7722
  br label %7728

7725:                                             ; preds = %7709
  %7726 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7690, <16 x i1> %7691, <16 x float> zeroinitializer)
  %7727 = fadd <16 x float> %7710, %7726
  br label %7728

7728:                                             ; preds = %7725, %7718, %7711
  %7729 = phi <16 x float> [ %7727, %7725 ], [ %7724, %7718 ], [ %7717, %7711 ]
  switch i64 %1303, label %535 [
    i64 1, label %7744
    i64 2, label %7737
    i64 3, label %7730
    i64 0, label %7747
  ]

7730:                                             ; preds = %7728
  %7731 = bitcast <16 x float> %7729 to <8 x i64>
  %7732 = and <8 x i64> %7731, %1169
  %7733 = fcmp oeq <16 x float> %7729, %44
  %7734 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7729, i32 4)
  %7735 = bitcast <8 x i64> %7732 to <16 x float>
  %7736 = select <16 x i1> %7733, <16 x float> %7735, <16 x float> %7734
  br label %7747

7737:                                             ; preds = %7728
  %7738 = bitcast <16 x float> %7729 to <8 x i64>
  %7739 = or <8 x i64> %7738, %1170
  %7740 = fcmp oeq <16 x float> %7729, %47
  %7741 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7729, i32 4)
  %7742 = bitcast <8 x i64> %7739 to <16 x float>
  %7743 = select <16 x i1> %7740, <16 x float> %7742, <16 x float> %7741
  br label %7747

7744:                                             ; preds = %7728
  %7745 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7690, <16 x i1> %7691, <16 x float> zeroinitializer)
  %7746 = fadd <16 x float> %7729, %7745
  br label %7747

7747:                                             ; preds = %7730, %7737, %7744, %7728, %7709, %7686
  %7748 = phi <16 x float> [ %7729, %7728 ], [ %7687, %7686 ], [ %7710, %7709 ], [ %7746, %7744 ], [ %7743, %7737 ], [ %7736, %7730 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %7748, ptr nonnull align 1 %7688, <16 x i1> %7691)
  call void @llvm.lifetime.end.p0(ptr nonnull %30)
  br label %8442

7749:                                             ; preds = %4766
  call void @llvm.lifetime.start.p0(ptr nonnull %31)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 64 dereferenceable(512) %31, i8 0, i64 512, i1 false)
  br i1 %1167, label %7750, label %7818

7750:                                             ; preds = %7749, %7764
  %7751 = phi i64 [ %7765, %7764 ], [ 0, %7749 ]
  %7752 = mul nsw i64 %7751, %14
  %7753 = sub i64 %7752, %16
  %7754 = add i64 %7753, %2937
  %7755 = icmp slt i64 %7754, 0
  %7756 = icmp sge i64 %7754, %6
  %7757 = or i1 %7755, %7756
  %7758 = select i1 %7757, i64 0, i64 %7754
  %7759 = mul nsw i64 %7758, %7
  %7760 = getelementptr inbounds float, ptr %1539, i64 %7759
  br i1 %1168, label %7761, label %7764

7761:                                             ; preds = %7750
  %7762 = mul nuw nsw i64 %7751, %11
  %7763 = getelementptr inbounds nuw float, ptr %1541, i64 %7762
  br label %7767

7764:                                             ; preds = %7776, %7750
  %7765 = add nuw nsw i64 %7751, 1
  %7766 = icmp eq i64 %7765, %10
  br i1 %7766, label %7816, label %7750

7767:                                             ; preds = %7761, %7776
  %7768 = phi i64 [ 0, %7761 ], [ %7777, %7776 ]
  %7769 = getelementptr inbounds nuw float, ptr %7763, i64 %7768
  %7770 = load float, ptr %7769, align 4
  %7771 = insertelement <16 x float> poison, float %7770, i64 0
  %7772 = shufflevector <16 x float> %7771, <16 x float> poison, <16 x i32> zeroinitializer
  %7773 = mul nsw i64 %7768, %15
  %7774 = sub i64 %7773, %17
  %7775 = getelementptr i16, ptr %1156, i64 %7768
  br label %7779

7776:                                             ; preds = %7805
  %7777 = add nuw nsw i64 %7768, 1
  %7778 = icmp eq i64 %7777, %11
  br i1 %7778, label %7764, label %7767

7779:                                             ; preds = %7767, %7805
  %7780 = phi i64 [ 0, %7767 ], [ %7814, %7805 ]
  %7781 = or disjoint i64 %4767, %7780
  %7782 = shl nsw i64 %7781, 4
  %7783 = add i64 %7774, %7782
  br i1 %1177, label %7788, label %7784

7784:                                             ; preds = %7779
  %7785 = mul nuw nsw i64 %7781, %11
  %7786 = getelementptr i16, ptr %7775, i64 %7785
  %7787 = load i16, ptr %7786, align 2
  br label %7805

7788:                                             ; preds = %7779
  %7789 = sub nsw i64 %9, %7782
  %7790 = icmp slt i64 %7783, 0
  %7791 = sub nsw i64 0, %7783
  %7792 = select i1 %7790, i64 %7791, i64 0
  %7793 = sub nsw i64 %7, %7783
  %7794 = call i64 @llvm.smin.i64(i64 %7793, i64 %7789)
  %7795 = call i64 @llvm.smin.i64(i64 %7794, i64 16)
  %7796 = icmp sgt i64 %7795, %7792
  %7797 = trunc i64 %7795 to i32
  %7798 = shl nsw i32 -1, %7797
  %7799 = xor i32 %7798, -1
  %7800 = trunc i64 %7792 to i32
  %7801 = shl nsw i32 -1, %7800
  %7802 = and i32 %7801, %7799
  %7803 = trunc i32 %7802 to i16
  %7804 = select i1 %7796, i16 %7803, i16 0
  br label %7805

7805:                                             ; preds = %7788, %7784
  %7806 = phi i16 [ %7787, %7784 ], [ %7804, %7788 ]
  %7807 = getelementptr inbounds nuw <16 x float>, ptr %31, i64 %7780
  %7808 = select i1 %7757, i16 0, i16 %7806
  %7809 = getelementptr inbounds float, ptr %7760, i64 %7783
  %7810 = bitcast i16 %7808 to <16 x i1>
  %7811 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7809, <16 x i1> %7810, <16 x float> zeroinitializer)
  %7812 = load <16 x float>, ptr %7807, align 64
  %7813 = call <16 x float> @llvm.fma.v16f32(<16 x float> %7811, <16 x float> %7772, <16 x float> %7812)
  store <16 x float> %7813, ptr %7807, align 64
  %7814 = add nuw nsw i64 %7780, 1
  %7815 = icmp eq i64 %7814, 8
  br i1 %7815, label %7776, label %7779

7816:                                             ; preds = %7764
  %7817 = load <16 x float>, ptr %31, align 64
  br label %7818

7818:                                             ; preds = %7816, %7749
  %7819 = phi <16 x float> [ %7817, %7816 ], [ zeroinitializer, %7749 ]
  %7820 = shl nsw i64 %4767, 4
  %7821 = sub nsw i64 %9, %7820
  %7822 = icmp sgt i64 %7821, 15
  %7823 = trunc i64 %7821 to i32
  %7824 = shl nsw i32 -1, %7823
  %7825 = trunc i32 %7824 to i16
  %7826 = xor i16 %7825, -1
  %7827 = select i1 %7822, i16 -1, i16 %7826
  br i1 %1609, label %7833, label %7828

7828:                                             ; preds = %7818
  %7829 = load float, ptr %1542, align 4
  %7830 = insertelement <16 x float> poison, float %7829, i64 0
  %7831 = shufflevector <16 x float> %7830, <16 x float> poison, <16 x i32> zeroinitializer
  %7832 = fadd <16 x float> %7819, %7831
  br label %7833

7833:                                             ; preds = %7828, %7818
  %7834 = phi <16 x float> [ %7832, %7828 ], [ %7819, %7818 ]
  %7835 = getelementptr inbounds nuw float, ptr %2927, i64 %7820
  %7836 = getelementptr inbounds nuw float, ptr %2929, i64 %7820
  %7837 = select i1 %2936, ptr null, ptr %7836
  %7838 = bitcast i16 %7827 to <16 x i1>
  switch i64 %1229, label %535 [
    i64 1, label %7839
    i64 2, label %7842
    i64 3, label %7849
    i64 0, label %7894
  ]

7839:                                             ; preds = %7833
  %7840 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7837, <16 x i1> %7838, <16 x float> zeroinitializer)
  %7841 = fadd <16 x float> %7834, %7840
  br label %7856

7842:                                             ; preds = %7833
  %7843 = bitcast <16 x float> %7834 to <8 x i64>
  %7844 = or <8 x i64> %7843, %1170
  %7845 = fcmp oeq <16 x float> %7834, %47
  %7846 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7834, i32 4)
  %7847 = bitcast <8 x i64> %7844 to <16 x float>
  %7848 = select <16 x i1> %7845, <16 x float> %7847, <16 x float> %7846
  br label %7856

7849:                                             ; preds = %7833
  %7850 = bitcast <16 x float> %7834 to <8 x i64>
  %7851 = and <8 x i64> %7850, %1169
  %7852 = fcmp oeq <16 x float> %7834, %44
  %7853 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7834, i32 4)
  %7854 = bitcast <8 x i64> %7851 to <16 x float>
  %7855 = select <16 x i1> %7852, <16 x float> %7854, <16 x float> %7853
  br label %7856

7856:                                             ; preds = %7849, %7842, %7839
  %7857 = phi <16 x float> [ %7841, %7839 ], [ %7848, %7842 ], [ %7855, %7849 ]
  switch i64 %1231, label %535 [
    i64 1, label %7872
    i64 2, label %7865
    i64 3, label %7858
    i64 0, label %7894
  ]

7858:                                             ; preds = %7856
  %7859 = bitcast <16 x float> %7857 to <8 x i64>
  %7860 = and <8 x i64> %7859, %1169
  %7861 = fcmp oeq <16 x float> %7857, %44
  %7862 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7857, i32 4)
  %7863 = bitcast <8 x i64> %7860 to <16 x float>
  %7864 = select <16 x i1> %7861, <16 x float> %7863, <16 x float> %7862
  br label %7875

7865:                                             ; preds = %7856
  %7866 = bitcast <16 x float> %7857 to <8 x i64>
  %7867 = or <8 x i64> %7866, %1170
  %7868 = fcmp oeq <16 x float> %7857, %47
  %7869 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7857, i32 4)
  %7870 = bitcast <8 x i64> %7867 to <16 x float>
  %7871 = select <16 x i1> %7868, <16 x float> %7870, <16 x float> %7869
  br label %7875

7872:                                             ; preds = %7856
  %7873 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7837, <16 x i1> %7838, <16 x float> zeroinitializer)
  %7874 = fadd <16 x float> %7857, %7873
  br label %7875

7875:                                             ; preds = %7872, %7865, %7858
  %7876 = phi <16 x float> [ %7874, %7872 ], [ %7871, %7865 ], [ %7864, %7858 ]
  switch i64 %1233, label %535 [
    i64 1, label %7891
    i64 2, label %7884
    i64 3, label %7877
    i64 0, label %7894
  ]

7877:                                             ; preds = %7875
  %7878 = bitcast <16 x float> %7876 to <8 x i64>
  %7879 = and <8 x i64> %7878, %1169
  %7880 = fcmp oeq <16 x float> %7876, %44
  %7881 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7876, i32 4)
  %7882 = bitcast <8 x i64> %7879 to <16 x float>
  %7883 = select <16 x i1> %7880, <16 x float> %7882, <16 x float> %7881
  br label %7894

7884:                                             ; preds = %7875
  %7885 = bitcast <16 x float> %7876 to <8 x i64>
  %7886 = or <8 x i64> %7885, %1170
  %7887 = fcmp oeq <16 x float> %7876, %47
  %7888 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7876, i32 4)
  %7889 = bitcast <8 x i64> %7886 to <16 x float>
  %7890 = select <16 x i1> %7887, <16 x float> %7889, <16 x float> %7888
  br label %7894

7891:                                             ; preds = %7875
  %7892 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7837, <16 x i1> %7838, <16 x float> zeroinitializer)
  %7893 = fadd <16 x float> %7876, %7892
  br label %7894

7894:                                             ; preds = %7877, %7884, %7891, %7875, %7856, %7833
  %7895 = phi <16 x float> [ %7876, %7875 ], [ %7834, %7833 ], [ %7857, %7856 ], [ %7893, %7891 ], [ %7890, %7884 ], [ %7883, %7877 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %7895, ptr align 1 %7835, <16 x i1> %7838)
  %7896 = shl i64 %4767, 4
  %7897 = or disjoint i64 %7896, 16
  %7898 = sub nsw i64 %9, %7897
  %7899 = icmp sgt i64 %7898, 15
  %7900 = trunc i64 %7898 to i32
  %7901 = shl nsw i32 -1, %7900
  %7902 = trunc i32 %7901 to i16
  %7903 = xor i16 %7902, -1
  %7904 = select i1 %7899, i16 -1, i16 %7903
  %7905 = load <16 x float>, ptr %1234, align 64
  br i1 %1609, label %7911, label %7906

7906:                                             ; preds = %7894
  %7907 = load float, ptr %1542, align 4
  %7908 = insertelement <16 x float> poison, float %7907, i64 0
  %7909 = shufflevector <16 x float> %7908, <16 x float> poison, <16 x i32> zeroinitializer
  %7910 = fadd <16 x float> %7905, %7909
  br label %7911

7911:                                             ; preds = %7906, %7894
  %7912 = phi <16 x float> [ %7910, %7906 ], [ %7905, %7894 ]
  %7913 = getelementptr inbounds nuw float, ptr %2927, i64 %7897
  %7914 = getelementptr inbounds nuw float, ptr %2929, i64 %7897
  %7915 = select i1 %2936, ptr null, ptr %7914
  %7916 = bitcast i16 %7904 to <16 x i1>
  switch i64 %1229, label %535 [
    i64 1, label %7931
    i64 2, label %7924
    i64 3, label %7917
    i64 0, label %7972
  ]

7917:                                             ; preds = %7911
  %7918 = bitcast <16 x float> %7912 to <8 x i64>
  %7919 = and <8 x i64> %7918, %1169
  %7920 = fcmp oeq <16 x float> %7912, %44
  %7921 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7912, i32 4)
  %7922 = bitcast <8 x i64> %7919 to <16 x float>
  %7923 = select <16 x i1> %7920, <16 x float> %7922, <16 x float> %7921
  br label %7934

7924:                                             ; preds = %7911
  %7925 = bitcast <16 x float> %7912 to <8 x i64>
  %7926 = or <8 x i64> %7925, %1170
  %7927 = fcmp oeq <16 x float> %7912, %47
  %7928 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7912, i32 4)
  %7929 = bitcast <8 x i64> %7926 to <16 x float>
  %7930 = select <16 x i1> %7927, <16 x float> %7929, <16 x float> %7928
  br label %7934

7931:                                             ; preds = %7911
  %7932 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7915, <16 x i1> %7916, <16 x float> zeroinitializer)
  %7933 = fadd <16 x float> %7912, %7932
  br label %7934

7934:                                             ; preds = %7931, %7924, %7917
  %7935 = phi <16 x float> [ %7933, %7931 ], [ %7930, %7924 ], [ %7923, %7917 ]
  switch i64 %1236, label %535 [
    i64 1, label %7950
    i64 2, label %7943
    i64 3, label %7936
    i64 0, label %7972
  ]

7936:                                             ; preds = %7934
  %7937 = bitcast <16 x float> %7935 to <8 x i64>
  %7938 = and <8 x i64> %7937, %1169
  %7939 = fcmp oeq <16 x float> %7935, %44
  %7940 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7935, i32 4)
  %7941 = bitcast <8 x i64> %7938 to <16 x float>
  %7942 = select <16 x i1> %7939, <16 x float> %7941, <16 x float> %7940
  br label %7953

7943:                                             ; preds = %7934
  %7944 = bitcast <16 x float> %7935 to <8 x i64>
  %7945 = or <8 x i64> %7944, %1170
  %7946 = fcmp oeq <16 x float> %7935, %47
  %7947 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7935, i32 4)
  %7948 = bitcast <8 x i64> %7945 to <16 x float>
  %7949 = select <16 x i1> %7946, <16 x float> %7948, <16 x float> %7947
  br label %7953

7950:                                             ; preds = %7934
  %7951 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7915, <16 x i1> %7916, <16 x float> zeroinitializer)
  %7952 = fadd <16 x float> %7935, %7951
  br label %7953

7953:                                             ; preds = %7950, %7943, %7936
  %7954 = phi <16 x float> [ %7952, %7950 ], [ %7949, %7943 ], [ %7942, %7936 ]
  switch i64 %1238, label %535 [
    i64 1, label %7969
    i64 2, label %7962
    i64 3, label %7955
    i64 0, label %7972
  ]

7955:                                             ; preds = %7953
  %7956 = bitcast <16 x float> %7954 to <8 x i64>
  %7957 = and <8 x i64> %7956, %1169
  %7958 = fcmp oeq <16 x float> %7954, %44
  %7959 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7954, i32 4)
  %7960 = bitcast <8 x i64> %7957 to <16 x float>
  %7961 = select <16 x i1> %7958, <16 x float> %7960, <16 x float> %7959
  br label %7972

7962:                                             ; preds = %7953
  %7963 = bitcast <16 x float> %7954 to <8 x i64>
  %7964 = or <8 x i64> %7963, %1170
  %7965 = fcmp oeq <16 x float> %7954, %47
  %7966 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7954, i32 4)
  %7967 = bitcast <8 x i64> %7964 to <16 x float>
  %7968 = select <16 x i1> %7965, <16 x float> %7967, <16 x float> %7966
  br label %7972

7969:                                             ; preds = %7953
  %7970 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7915, <16 x i1> %7916, <16 x float> zeroinitializer)
  %7971 = fadd <16 x float> %7954, %7970
  br label %7972

7972:                                             ; preds = %7955, %7962, %7969, %7953, %7934, %7911
  %7973 = phi <16 x float> [ %7954, %7953 ], [ %7912, %7911 ], [ %7935, %7934 ], [ %7971, %7969 ], [ %7968, %7962 ], [ %7961, %7955 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %7973, ptr nonnull align 1 %7913, <16 x i1> %7916)
  %7974 = shl i64 %4767, 4
  %7975 = or disjoint i64 %7974, 32
  %7976 = sub nsw i64 %9, %7975
  %7977 = icmp sgt i64 %7976, 15
  %7978 = trunc i64 %7976 to i32
  %7979 = shl nsw i32 -1, %7978
  %7980 = trunc i32 %7979 to i16
  %7981 = xor i16 %7980, -1
  %7982 = select i1 %7977, i16 -1, i16 %7981
  %7983 = load <16 x float>, ptr %1239, align 64
  br i1 %1609, label %7989, label %7984

7984:                                             ; preds = %7972
  %7985 = load float, ptr %1542, align 4
  %7986 = insertelement <16 x float> poison, float %7985, i64 0
  %7987 = shufflevector <16 x float> %7986, <16 x float> poison, <16 x i32> zeroinitializer
  %7988 = fadd <16 x float> %7983, %7987
  br label %7989

7989:                                             ; preds = %7984, %7972
  %7990 = phi <16 x float> [ %7988, %7984 ], [ %7983, %7972 ]
  %7991 = getelementptr inbounds nuw float, ptr %2927, i64 %7975
  %7992 = getelementptr inbounds nuw float, ptr %2929, i64 %7975
  %7993 = select i1 %2936, ptr null, ptr %7992
  %7994 = bitcast i16 %7982 to <16 x i1>
  switch i64 %1229, label %535 [
    i64 1, label %8009
    i64 2, label %8002
    i64 3, label %7995
    i64 0, label %8050
  ]

7995:                                             ; preds = %7989
  %7996 = bitcast <16 x float> %7990 to <8 x i64>
  %7997 = and <8 x i64> %7996, %1169
  %7998 = fcmp oeq <16 x float> %7990, %44
  %7999 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7990, i32 4)
  %8000 = bitcast <8 x i64> %7997 to <16 x float>
  %8001 = select <16 x i1> %7998, <16 x float> %8000, <16 x float> %7999
  br label %8012

8002:                                             ; preds = %7989
  %8003 = bitcast <16 x float> %7990 to <8 x i64>
  %8004 = or <8 x i64> %8003, %1170
  %8005 = fcmp oeq <16 x float> %7990, %47
  %8006 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7990, i32 4)
  %8007 = bitcast <8 x i64> %8004 to <16 x float>
  %8008 = select <16 x i1> %8005, <16 x float> %8007, <16 x float> %8006
  br label %8012

8009:                                             ; preds = %7989
  %8010 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7993, <16 x i1> %7994, <16 x float> zeroinitializer)
  %8011 = fadd <16 x float> %7990, %8010
  br label %8012

8012:                                             ; preds = %8009, %8002, %7995
  %8013 = phi <16 x float> [ %8011, %8009 ], [ %8008, %8002 ], [ %8001, %7995 ]
  switch i64 %1241, label %535 [
    i64 1, label %8028
    i64 2, label %8021
    i64 3, label %8014
    i64 0, label %8050
  ]

8014:                                             ; preds = %8012
  %8015 = bitcast <16 x float> %8013 to <8 x i64>
  %8016 = and <8 x i64> %8015, %1169
  %8017 = fcmp oeq <16 x float> %8013, %44
  %8018 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %8013, i32 4)
  %8019 = bitcast <8 x i64> %8016 to <16 x float>
  %8020 = select <16 x i1> %8017, <16 x float> %8019, <16 x float> %8018
  br label %8031

8021:                                             ; preds = %8012
  %8022 = bitcast <16 x float> %8013 to <8 x i64>
  %8023 = or <8 x i64> %8022, %1170
  %8024 = fcmp oeq <16 x float> %8013, %47
  %8025 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %8013, i32 4)
  %8026 = bitcast <8 x i64> %8023 to <16 x float>
  %8027 = select <16 x i1> %8024, <16 x float> %8026, <16 x float> %8025
  br label %8031

8028:                                             ; preds = %8012
  %8029 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7993, <16 x i1> %7994, <16 x float> zeroinitializer)
  %8030 = fadd <16 x float> %8013, %8029
  br label %8031

8031:                                             ; preds = %8028, %8021, %8014
  %8032 = phi <16 x float> [ %8030, %8028 ], [ %8027, %8021 ], [ %8020, %8014 ]
  switch i64 %1243, label %535 [
    i64 1, label %8047
    i64 2, label %8040
    i64 3, label %8033
    i64 0, label %8050
  ]

8033:                                             ; preds = %8031
  %8034 = bitcast <16 x float> %8032 to <8 x i64>
  %8035 = and <8 x i64> %8034, %1169
  %8036 = fcmp oeq <16 x float> %8032, %44
  %8037 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %8032, i32 4)
  %8038 = bitcast <8 x i64> %8035 to <16 x float>
  %8039 = select <16 x i1> %8036, <16 x float> %8038, <16 x float> %8037
  br label %8050

8040:                                             ; preds = %8031
  %8041 = bitcast <16 x float> %8032 to <8 x i64>
  %8042 = or <8 x i64> %8041, %1170
  %8043 = fcmp oeq <16 x float> %8032, %47
  %8044 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %8032, i32 4)
  %8045 = bitcast <8 x i64> %8042 to <16 x float>
  %8046 = select <16 x i1> %8043, <16 x float> %8045, <16 x float> %8044
  br label %8050

8047:                                             ; preds = %8031
  %8048 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7993, <16 x i1> %7994, <16 x float> zeroinitializer)
  %8049 = fadd <16 x float> %8032, %8048
  br label %8050

8050:                                             ; preds = %8033, %8040, %8047, %8031, %8012, %7989
  %8051 = phi <16 x float> [ %8032, %8031 ], [ %7990, %7989 ], [ %8013, %8012 ], [ %8049, %8047 ], [ %8046, %8040 ], [ %8039, %8033 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %8051, ptr nonnull align 1 %7991, <16 x i1> %7994)
  %8052 = shl i64 %4767, 4
  %8053 = or disjoint i64 %8052, 48
  %8054 = sub nsw i64 %9, %8053
  %8055 = icmp sgt i64 %8054, 15
  %8056 = trunc i64 %8054 to i32
  %8057 = shl nsw i32 -1, %8056
  %8058 = trunc i32 %8057 to i16
  %8059 = xor i16 %8058, -1
  %8060 = select i1 %8055, i16 -1, i16 %8059
  %8061 = load <16 x float>, ptr %1244, align 64
  br i1 %1609, label %8067, label %8062

8062:                                             ; preds = %8050
  %8063 = load float, ptr %1542, align 4
  %8064 = insertelement <16 x float> poison, float %8063, i64 0
  %8065 = shufflevector <16 x float> %8064, <16 x float> poison, <16 x i32> zeroinitializer
  %8066 = fadd <16 x float> %8061, %8065
  br label %8067

8067:                                             ; preds = %8062, %8050
  %8068 = phi <16 x float> [ %8066, %8062 ], [ %8061, %8050 ]
  %8069 = getelementptr inbounds nuw float, ptr %2927, i64 %8053
  %8070 = getelementptr inbounds nuw float, ptr %2929, i64 %8053
  %8071 = select i1 %2936, ptr null, ptr %8070
  %8072 = bitcast i16 %8060 to <16 x i1>
  switch i64 %1229, label %535 [
    i64 1, label %8087
    i64 2, label %8080
    i64 3, label %8073
    i64 0, label %8128
  ]

8073:                                             ; preds = %8067
  %8074 = bitcast <16 x float> %8068 to <8 x i64>
  %8075 = and <8 x i64> %8074, %1169
  %8076 = fcmp oeq <16 x float> %8068, %44
  %8077 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %8068, i32 4)
  %8078 = bitcast <8 x i64> %8075 to <16 x float>
  %8079 = select <16 x i1> %8076, <16 x float> %8078, <16 x float> %8077
  br label %8090

8080:                                             ; preds = %8067
  %8081 = bitcast <16 x float> %8068 to <8 x i64>
  %8082 = or <8 x i64> %8081, %1170
  %8083 = fcmp oeq <16 x float> %8068, %47
  %8084 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %8068, i32 4)
  %8085 = bitcast <8 x i64> %8082 to <16 x float>
  %8086 = select <16 x i1> %8083, <16 x float> %8085, <16 x float> %8084
  br label %8090

8087:                                             ; preds = %8067
  %8088 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8071, <16 x i1> %8072, <16 x float> zeroinitializer)
  %8089 = fadd <16 x float> %8068, %8088
  br label %8090

8090:                                             ; preds = %8087, %8080, %8073
  %8091 = phi <16 x float> [ %8089, %8087 ], [ %8086, %8080 ], [ %8079, %8073 ]
  switch i64 %1246, label %535 [
    i64 1, label %8106
    i64 2, label %8099
    i64 3, label %8092
    i64 0, label %8128
  ]

8092:                                             ; preds = %8090
  %8093 = bitcast <16 x float> %8091 to <8 x i64>
  %8094 = and <8 x i64> %8093, %1169
  %8095 = fcmp oeq <16 x float> %8091, %44
  %8096 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %8091, i32 4)
  %8097 = bitcast <8 x i64> %8094 to <16 x float>
  %8098 = select <16 x i1> %8095, <16 x float> %8097, <16 x float> %8096
  br label %8109

8099:                                             ; preds = %8090
  %8100 = bitcast <16 x float> %8091 to <8 x i64>
  %8101 = or <8 x i64> %8100, %1170
  %8102 = fcmp oeq <16 x float> %8091, %47
  %8103 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %8091, i32 4)
  %8104 = bitcast <8 x i64> %8101 to <16 x float>
  %8105 = select <16 x i1> %8102, <16 x float> %8104, <16 x float> %8103
  br label %8109

8106:                                             ; preds = %8090
  %8107 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8071, <16 x i1> %8072, <16 x float> zeroinitializer)
  %8108 = fadd <16 x float> %8091, %8107
  br label %8109

8109:                                             ; preds = %8106, %8099, %8092
  %8110 = phi <16 x float> [ %8108, %8106 ], [ %8105, %8099 ], [ %8098, %8092 ]
  switch i64 %1248, label %535 [
    i64 1, label %8125
    i64 2, label %8118
    i64 3, label %8111
    i64 0, label %8128
  ]

8111:                                             ; preds = %8109
  %8112 = bitcast <16 x float> %8110 to <8 x i64>
  %8113 = and <8 x i64> %8112, %1169
  %8114 = fcmp oeq <16 x float> %8110, %44
  %8115 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %8110, i32 4)
  %8116 = bitcast <8 x i64> %8113 to <16 x float>
  %8117 = select <16 x i1> %8114, <16 x float> %8116, <16 x float> %8115
  br label %8128

8118:                                             ; preds = %8109
  %8119 = bitcast <16 x float> %8110 to <8 x i64>
  %8120 = or <8 x i64> %8119, %1170
  %8121 = fcmp oeq <16 x float> %8110, %47
  %8122 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %8110, i32 4)
  %8123 = bitcast <8 x i64> %8120 to <16 x float>
  %8124 = select <16 x i1> %8121, <16 x float> %8123, <16 x float> %8122
  br label %8128

8125:                                             ; preds = %8109
  %8126 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8071, <16 x i1> %8072, <16 x float> zeroinitializer)
  %8127 = fadd <16 x float> %8110, %8126
  br label %8128

8128:                                             ; preds = %8111, %8118, %8125, %8109, %8090, %8067
  %8129 = phi <16 x float> [ %8110, %8109 ], [ %8068, %8067 ], [ %8091, %8090 ], [ %8127, %8125 ], [ %8124, %8118 ], [ %8117, %8111 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %8129, ptr nonnull align 1 %8069, <16 x i1> %8072)
  %8130 = shl i64 %4767, 4
  %8131 = or disjoint i64 %8130, 64
  %8132 = sub nsw i64 %9, %8131
  %8133 = icmp sgt i64 %8132, 15
  %8134 = trunc i64 %8132 to i32
  %8135 = shl nsw i32 -1, %8134
  %8136 = trunc i32 %8135 to i16
  %8137 = xor i16 %8136, -1
  %8138 = select i1 %8133, i16 -1, i16 %8137
  %8139 = load <16 x float>, ptr %1249, align 64
  br i1 %1609, label %8145, label %8140

8140:                                             ; preds = %8128
  %8141 = load float, ptr %1542, align 4
  %8142 = insertelement <16 x float> poison, float %8141, i64 0
  %8143 = shufflevector <16 x float> %8142, <16 x float> poison, <16 x i32> zeroinitializer
  %8144 = fadd <16 x float> %8139, %8143
  br label %8145

8145:                                             ; preds = %8140, %8128
  %8146 = phi <16 x float> [ %8144, %8140 ], [ %8139, %8128 ]
  %8147 = getelementptr inbounds nuw float, ptr %2927, i64 %8131
  %8148 = getelementptr inbounds nuw float, ptr %2929, i64 %8131
  %8149 = select i1 %2936, ptr null, ptr %8148
  %8150 = bitcast i16 %8138 to <16 x i1>
  switch i64 %1229, label %535 [
    i64 1, label %8165
    i64 2, label %8158
    i64 3, label %8151
    i64 0, label %8206
  ]

8151:                                             ; preds = %8145
  %8152 = bitcast <16 x float> %8146 to <8 x i64>
  %8153 = and <8 x i64> %8152, %1169
  %8154 = fcmp oeq <16 x float> %8146, %44
  %8155 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %8146, i32 4)
  %8156 = bitcast <8 x i64> %8153 to <16 x float>
  %8157 = select <16 x i1> %8154, <16 x float> %8156, <16 x float> %8155
  br label %8168

8158:                                             ; preds = %8145
  %8159 = bitcast <16 x float> %8146 to <8 x i64>
  %8160 = or <8 x i64> %8159, %1170
  %8161 = fcmp oeq <16 x float> %8146, %47
  %8162 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %8146, i32 4)
  %8163 = bitcast <8 x i64> %8160 to <16 x float>
  %8164 = select <16 x i1> %8161, <16 x float> %8163, <16 x float> %8162
  br label %8168

8165:                                             ; preds = %8145
  %8166 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8149, <16 x i1> %8150, <16 x float> zeroinitializer)
  %8167 = fadd <16 x float> %8146, %8166
  br label %8168

8168:                                             ; preds = %8165, %8158, %8151
  %8169 = phi <16 x float> [ %8167, %8165 ], [ %8164, %8158 ], [ %8157, %8151 ]
  switch i64 %1251, label %535 [
    i64 1, label %8184
    i64 2, label %8177
    i64 3, label %8170
    i64 0, label %8206
  ]

8170:                                             ; preds = %8168
  %8171 = bitcast <16 x float> %8169 to <8 x i64>
  %8172 = and <8 x i64> %8171, %1169
  %8173 = fcmp oeq <16 x float> %8169, %44
  %8174 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %8169, i32 4)
  %8175 = bitcast <8 x i64> %8172 to <16 x float>
  %8176 = select <16 x i1> %8173, <16 x float> %8175, <16 x float> %8174
  br label %8187

8177:                                             ; preds = %8168
  %8178 = bitcast <16 x float> %8169 to <8 x i64>
  %8179 = or <8 x i64> %8178, %1170
  %8180 = fcmp oeq <16 x float> %8169, %47
  %8181 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %8169, i32 4)
  %8182 = bitcast <8 x i64> %8179 to <16 x float>
  %8183 = select <16 x i1> %8180, <16 x float> %8182, <16 x float> %8181
  br label %8187

8184:                                             ; preds = %8168
  %8185 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8149, <16 x i1> %8150, <16 x float> zeroinitializer)
  %8186 = fadd <16 x float> %8169, %8185
  br label %8187

8187:                                             ; preds = %8184, %8177, %8170
  %8188 = phi <16 x float> [ %8186, %8184 ], [ %8183, %8177 ], [ %8176, %8170 ]
  switch i64 %1253, label %535 [
    i64 1, label %8203
    i64 2, label %8196
    i64 3, label %8189
    i64 0, label %8206
  ]

8189:                                             ; preds = %8187
  %8190 = bitcast <16 x float> %8188 to <8 x i64>
  %8191 = and <8 x i64> %8190, %1169
  %8192 = fcmp oeq <16 x float> %8188, %44
  %8193 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %8188, i32 4)
  %8194 = bitcast <8 x i64> %8191 to <16 x float>
  %8195 = select <16 x i1> %8192, <16 x float> %8194, <16 x float> %8193
  br label %8206

8196:                                             ; preds = %8187
  %8197 = bitcast <16 x float> %8188 to <8 x i64>
  %8198 = or <8 x i64> %8197, %1170
  %8199 = fcmp oeq <16 x float> %8188, %47
  %8200 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %8188, i32 4)
  %8201 = bitcast <8 x i64> %8198 to <16 x float>
  %8202 = select <16 x i1> %8199, <16 x float> %8201, <16 x float> %8200
  br label %8206

8203:                                             ; preds = %8187
  %8204 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8149, <16 x i1> %8150, <16 x float> zeroinitializer)
  %8205 = fadd <16 x float> %8188, %8204
  br label %8206

8206:                                             ; preds = %8189, %8196, %8203, %8187, %8168, %8145
  %8207 = phi <16 x float> [ %8188, %8187 ], [ %8146, %8145 ], [ %8169, %8168 ], [ %8205, %8203 ], [ %8202, %8196 ], [ %8195, %8189 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %8207, ptr nonnull align 1 %8147, <16 x i1> %8150)
  %8208 = shl i64 %4767, 4
  %8209 = or disjoint i64 %8208, 80
  %8210 = sub nsw i64 %9, %8209
  %8211 = icmp sgt i64 %8210, 15
  %8212 = trunc i64 %8210 to i32
  %8213 = shl nsw i32 -1, %8212
  %8214 = trunc i32 %8213 to i16
  %8215 = xor i16 %8214, -1
  %8216 = select i1 %8211, i16 -1, i16 %8215
  %8217 = load <16 x float>, ptr %1254, align 64
  br i1 %1609, label %8223, label %8218

8218:                                             ; preds = %8206
  %8219 = load float, ptr %1542, align 4
  %8220 = insertelement <16 x float> poison, float %8219, i64 0
  %8221 = shufflevector <16 x float> %8220, <16 x float> poison, <16 x i32> zeroinitializer
  %8222 = fadd <16 x float> %8217, %8221
  br label %8223

8223:                                             ; preds = %8218, %8206
  %8224 = phi <16 x float> [ %8222, %8218 ], [ %8217, %8206 ]
  %8225 = getelementptr inbounds nuw float, ptr %2927, i64 %8209
  %8226 = getelementptr inbounds nuw float, ptr %2929, i64 %8209
  %8227 = select i1 %2936, ptr null, ptr %8226
  %8228 = bitcast i16 %8216 to <16 x i1>
  switch i64 %1229, label %535 [
    i64 1, label %8243
    i64 2, label %8236
    i64 3, label %8229
    i64 0, label %8284
  ]

8229:                                             ; preds = %8223
  %8230 = bitcast <16 x float> %8224 to <8 x i64>
  %8231 = and <8 x i64> %8230, %1169
  %8232 = fcmp oeq <16 x float> %8224, %44
  %8233 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %8224, i32 4)
  %8234 = bitcast <8 x i64> %8231 to <16 x float>
  %8235 = select <16 x i1> %8232, <16 x float> %8234, <16 x float> %8233
  br label %8246

8236:                                             ; preds = %8223
  %8237 = bitcast <16 x float> %8224 to <8 x i64>
  %8238 = or <8 x i64> %8237, %1170
  %8239 = fcmp oeq <16 x float> %8224, %47
  %8240 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %8224, i32 4)
  %8241 = bitcast <8 x i64> %8238 to <16 x float>
  %8242 = select <16 x i1> %8239, <16 x float> %8241, <16 x float> %8240
  br label %8246

8243:                                             ; preds = %8223
  %8244 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8227, <16 x i1> %8228, <16 x float> zeroinitializer)
  %8245 = fadd <16 x float> %8224, %8244
  br label %8246

8246:                                             ; preds = %8243, %8236, %8229
  %8247 = phi <16 x float> [ %8245, %8243 ], [ %8242, %8236 ], [ %8235, %8229 ]
  switch i64 %1256, label %535 [
    i64 1, label %8262
    i64 2, label %8255
    i64 3, label %8248
    i64 0, label %8284
  ]

8248:                                             ; preds = %8246
  %8249 = bitcast <16 x float> %8247 to <8 x i64>
  %8250 = and <8 x i64> %8249, %1169
  %8251 = fcmp oeq <16 x float> %8247, %44
  %8252 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %8247, i32 4)
  %8253 = bitcast <8 x i64> %8250 to <16 x float>
  %8254 = select <16 x i1> %8251, <16 x float> %8253, <16 x float> %8252
  br label %8265

8255:                                             ; preds = %8246
  %8256 = bitcast <16 x float> %8247 to <8 x i64>
  %8257 = or <8 x i64> %8256, %1170
  %8258 = fcmp oeq <16 x float> %8247, %47
  %8259 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %8247, i32 4)
  %8260 = bitcast <8 x i64> %8257 to <16 x float>
  %8261 = select <16 x i1> %8258, <16 x float> %8260, <16 x float> %8259
  br label %8265

8262:                                             ; preds = %8246
  %8263 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8227, <16 x i1> %8228, <16 x float> zeroinitializer)
  %8264 = fadd <16 x float> %8247, %8263
  br label %8265

8265:                                             ; preds = %8262, %8255, %8248
  %8266 = phi <16 x float> [ %8264, %8262 ], [ %8261, %8255 ], [ %8254, %8248 ]
  switch i64 %1258, label %535 [
    i64 1, label %8281
    i64 2, label %8274
    i64 3, label %8267
    i64 0, label %8284
  ]

8267:                                             ; preds = %8265
  %8268 = bitcast <16 x float> %8266 to <8 x i64>
  %8269 = and <8 x i64> %8268, %1169
  %8270 = fcmp oeq <16 x float> %8266, %44
  %8271 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %8266, i32 4)
  %8272 = bitcast <8 x i64> %8269 to <16 x float>
  %8273 = select <16 x i1> %8270, <16 x float> %8272, <16 x float> %8271
  br label %8284

8274:                                             ; preds = %8265
  %8275 = bitcast <16 x float> %8266 to <8 x i64>
  %8276 = or <8 x i64> %8275, %1170
  %8277 = fcmp oeq <16 x float> %8266, %47
  %8278 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %8266, i32 4)
  %8279 = bitcast <8 x i64> %8276 to <16 x float>
  %8280 = select <16 x i1> %8277, <16 x float> %8279, <16 x float> %8278
  br label %8284

8281:                                             ; preds = %8265
  %8282 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8227, <16 x i1> %8228, <16 x float> zeroinitializer)
  %8283 = fadd <16 x float> %8266, %8282
  br label %8284

8284:                                             ; preds = %8267, %8274, %8281, %8265, %8246, %8223
  %8285 = phi <16 x float> [ %8266, %8265 ], [ %8224, %8223 ], [ %8247, %8246 ], [ %8283, %8281 ], [ %8280, %8274 ], [ %8273, %8267 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %8285, ptr nonnull align 1 %8225, <16 x i1> %8228)
  %8286 = shl i64 %4767, 4
  %8287 = or disjoint i64 %8286, 96
  %8288 = sub nsw i64 %9, %8287
  %8289 = icmp sgt i64 %8288, 15
  %8290 = trunc i64 %8288 to i32
  %8291 = shl nsw i32 -1, %8290
  %8292 = trunc i32 %8291 to i16
  %8293 = xor i16 %8292, -1
  %8294 = select i1 %8289, i16 -1, i16 %8293
  %8295 = load <16 x float>, ptr %1259, align 64
  br i1 %1609, label %8301, label %8296

8296:                                             ; preds = %8284
  %8297 = load float, ptr %1542, align 4
  %8298 = insertelement <16 x float> poison, float %8297, i64 0
  %8299 = shufflevector <16 x float> %8298, <16 x float> poison, <16 x i32> zeroinitializer
  %8300 = fadd <16 x float> %8295, %8299
  br label %8301

8301:                                             ; preds = %8296, %8284
  %8302 = phi <16 x float> [ %8300, %8296 ], [ %8295, %8284 ]
  %8303 = getelementptr inbounds nuw float, ptr %2927, i64 %8287
  %8304 = getelementptr inbounds nuw float, ptr %2929, i64 %8287
  %8305 = select i1 %2936, ptr null, ptr %8304
  %8306 = bitcast i16 %8294 to <16 x i1>
  switch i64 %1229, label %535 [
    i64 1, label %8321
    i64 2, label %8314
    i64 3, label %8307
    i64 0, label %8362
  ]

8307:                                             ; preds = %8301
  %8308 = bitcast <16 x float> %8302 to <8 x i64>
  %8309 = and <8 x i64> %8308, %1169
  %8310 = fcmp oeq <16 x float> %8302, %44
  %8311 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %8302, i32 4)
  %8312 = bitcast <8 x i64> %8309 to <16 x float>
  %8313 = select <16 x i1> %8310, <16 x float> %8312, <16 x float> %8311
  br label %8324

8314:                                             ; preds = %8301
  %8315 = bitcast <16 x float> %8302 to <8 x i64>
  %8316 = or <8 x i64> %8315, %1170
  %8317 = fcmp oeq <16 x float> %8302, %47
  %8318 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %8302, i32 4)
  %8319 = bitcast <8 x i64> %8316 to <16 x float>
  %8320 = select <16 x i1> %8317, <16 x float> %8319, <16 x float> %8318
  br label %8324

8321:                                             ; preds = %8301
  %8322 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8305, <16 x i1> %8306, <16 x float> zeroinitializer)
  %8323 = fadd <16 x float> %8302, %8322
  br label %8324

8324:                                             ; preds = %8321, %8314, %8307
  %8325 = phi <16 x float> [ %8323, %8321 ], [ %8320, %8314 ], [ %8313, %8307 ]
  switch i64 %1261, label %535 [
    i64 1, label %8340
    i64 2, label %8333
    i64 3, label %8326
    i64 0, label %8362
  ]

8326:                                             ; preds = %8324
  %8327 = bitcast <16 x float> %8325 to <8 x i64>
  %8328 = and <8 x i64> %8327, %1169
  %8329 = fcmp oeq <16 x float> %8325, %44
  %8330 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %8325, i32 4)
  %8331 = bitcast <8 x i64> %8328 to <16 x float>
  %8332 = select <16 x i1> %8329, <16 x float> %8331, <16 x float> %8330
  br label %8343

8333:                                             ; preds = %8324
  %8334 = bitcast <16 x float> %8325 to <8 x i64>
  %8335 = or <8 x i64> %8334, %1170
  %8336 = fcmp oeq <16 x float> %8325, %47
  %8337 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %8325, i32 4)
  %8338 = bitcast <8 x i64> %8335 to <16 x float>
  %8339 = select <16 x i1> %8336, <16 x float> %8338, <16 x float> %8337
  br label %8343

8340:                                             ; preds = %8324
  %8341 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8305, <16 x i1> %8306, <16 x float> zeroinitializer)
  %8342 = fadd <16 x float> %8325, %8341
  br label %8343

8343:                                             ; preds = %8340, %8333, %8326
  %8344 = phi <16 x float> [ %8342, %8340 ], [ %8339, %8333 ], [ %8332, %8326 ]
  switch i64 %1263, label %535 [
    i64 1, label %8359
    i64 2, label %8352
    i64 3, label %8345
    i64 0, label %8362
  ]

8345:                                             ; preds = %8343
  %8346 = bitcast <16 x float> %8344 to <8 x i64>
  %8347 = and <8 x i64> %8346, %1169
  %8348 = fcmp oeq <16 x float> %8344, %44
  %8349 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %8344, i32 4)
  %8350 = bitcast <8 x i64> %8347 to <16 x float>
  %8351 = select <16 x i1> %8348, <16 x float> %8350, <16 x float> %8349
  br label %8362

8352:                                             ; preds = %8343
  %8353 = bitcast <16 x float> %8344 to <8 x i64>
  %8354 = or <8 x i64> %8353, %1170
  %8355 = fcmp oeq <16 x float> %8344, %47
  %8356 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %8344, i32 4)
  %8357 = bitcast <8 x i64> %8354 to <16 x float>
  %8358 = select <16 x i1> %8355, <16 x float> %8357, <16 x float> %8356
  br label %8362

8359:                                             ; preds = %8343
  %8360 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8305, <16 x i1> %8306, <16 x float> zeroinitializer)
  %8361 = fadd <16 x float> %8344, %8360
  br label %8362

8362:                                             ; preds = %8345, %8352, %8359, %8343, %8324, %8301
  %8363 = phi <16 x float> [ %8344, %8343 ], [ %8302, %8301 ], [ %8325, %8324 ], [ %8361, %8359 ], [ %8358, %8352 ], [ %8351, %8345 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %8363, ptr nonnull align 1 %8303, <16 x i1> %8306)
  %8364 = shl i64 %4767, 4
  %8365 = or disjoint i64 %8364, 112
  %8366 = sub nsw i64 %9, %8365
  %8367 = icmp sgt i64 %8366, 15
  %8368 = trunc i64 %8366 to i32
  %8369 = shl nsw i32 -1, %8368
  %8370 = trunc i32 %8369 to i16
  %8371 = xor i16 %8370, -1
  %8372 = select i1 %8367, i16 -1, i16 %8371
  %8373 = load <16 x float>, ptr %1264, align 64
  br i1 %1609, label %8379, label %8374

8374:                                             ; preds = %8362
  %8375 = load float, ptr %1542, align 4
  %8376 = insertelement <16 x float> poison, float %8375, i64 0
  %8377 = shufflevector <16 x float> %8376, <16 x float> poison, <16 x i32> zeroinitializer
  %8378 = fadd <16 x float> %8373, %8377
  br label %8379

8379:                                             ; preds = %8374, %8362
  %8380 = phi <16 x float> [ %8378, %8374 ], [ %8373, %8362 ]
  %8381 = getelementptr inbounds nuw float, ptr %2927, i64 %8365
  %8382 = getelementptr inbounds nuw float, ptr %2929, i64 %8365
  %8383 = select i1 %2936, ptr null, ptr %8382
  %8384 = bitcast i16 %8372 to <16 x i1>
  switch i64 %1229, label %535 [
    i64 1, label %8399
    i64 2, label %8392
    i64 3, label %8385
    i64 0, label %8440
  ]

8385:                                             ; preds = %8379
  %8386 = bitcast <16 x float> %8380 to <8 x i64>
  %8387 = and <8 x i64> %8386, %1169
  %8388 = fcmp oeq <16 x float> %8380, %44
  %8389 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %8380, i32 4)
  %8390 = bitcast <8 x i64> %8387 to <16 x float>
  %8391 = select <16 x i1> %8388, <16 x float> %8390, <16 x float> %8389
  br label %8402

8392:                                             ; preds = %8379
  %8393 = bitcast <16 x float> %8380 to <8 x i64>
  %8394 = or <8 x i64> %8393, %1170
  %8395 = fcmp oeq <16 x float> %8380, %47
  %8396 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %8380, i32 4)
  %8397 = bitcast <8 x i64> %8394 to <16 x float>
  %8398 = select <16 x i1> %8395, <16 x float> %8397, <16 x float> %8396
  br label %8402

8399:                                             ; preds = %8379
  %8400 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8383, <16 x i1> %8384, <16 x float> zeroinitializer)
  %8401 = fadd <16 x float> %8380, %8400
  br label %8402

8402:                                             ; preds = %8399, %8392, %8385
  %8403 = phi <16 x float> [ %8401, %8399 ], [ %8398, %8392 ], [ %8391, %8385 ]
  switch i64 %1266, label %535 [
    i64 1, label %8418
    i64 2, label %8411
    i64 3, label %8404
    i64 0, label %8440
  ]

8404:                                             ; preds = %8402
  %8405 = bitcast <16 x float> %8403 to <8 x i64>
  %8406 = and <8 x i64> %8405, %1169
  %8407 = fcmp oeq <16 x float> %8403, %44
  %8408 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %8403, i32 4)
  %8409 = bitcast <8 x i64> %8406 to <16 x float>
  %8410 = select <16 x i1> %8407, <16 x float> %8409, <16 x float> %8408
  br label %8421

8411:                                             ; preds = %8402
  %8412 = bitcast <16 x float> %8403 to <8 x i64>
  %8413 = or <8 x i64> %8412, %1170
  %8414 = fcmp oeq <16 x float> %8403, %47
  %8415 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %8403, i32 4)
  %8416 = bitcast <8 x i64> %8413 to <16 x float>
  %8417 = select <16 x i1> %8414, <16 x float> %8416, <16 x float> %8415
  br label %8421

8418:                                             ; preds = %8402
  %8419 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8383, <16 x i1> %8384, <16 x float> zeroinitializer)
  %8420 = fadd <16 x float> %8403, %8419
  br label %8421

8421:                                             ; preds = %8418, %8411, %8404
  %8422 = phi <16 x float> [ %8420, %8418 ], [ %8417, %8411 ], [ %8410, %8404 ]
  switch i64 %1268, label %535 [
    i64 1, label %8437
    i64 2, label %8430
    i64 3, label %8423
    i64 0, label %8440
  ]

8423:                                             ; preds = %8421
  %8424 = bitcast <16 x float> %8422 to <8 x i64>
  %8425 = and <8 x i64> %8424, %1169
  %8426 = fcmp oeq <16 x float> %8422, %44
  %8427 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %8422, i32 4)
  %8428 = bitcast <8 x i64> %8425 to <16 x float>
  %8429 = select <16 x i1> %8426, <16 x float> %8428, <16 x float> %8427
  br label %8440

8430:                                             ; preds = %8421
  %8431 = bitcast <16 x float> %8422 to <8 x i64>
  %8432 = or <8 x i64> %8431, %1170
  %8433 = fcmp oeq <16 x float> %8422, %47
  %8434 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %8422, i32 4)
  %8435 = bitcast <8 x i64> %8432 to <16 x float>
  %8436 = select <16 x i1> %8433, <16 x float> %8435, <16 x float> %8434
  br label %8440

8437:                                             ; preds = %8421
  %8438 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8383, <16 x i1> %8384, <16 x float> zeroinitializer)
  %8439 = fadd <16 x float> %8422, %8438
  br label %8440

8440:                                             ; preds = %8423, %8430, %8437, %8421, %8402, %8379
  %8441 = phi <16 x float> [ %8422, %8421 ], [ %8380, %8379 ], [ %8403, %8402 ], [ %8439, %8437 ], [ %8436, %8430 ], [ %8429, %8423 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %8441, ptr nonnull align 1 %8381, <16 x i1> %8384)
  call void @llvm.lifetime.end.p0(ptr nonnull %31)
  br label %8442

8442:                                             ; preds = %4911, %5164, %5529, %6006, %6595, %7132, %7747, %8440, %4766
  %8443 = add nuw nsw i64 %4767, 8
  %8444 = icmp slt i64 %8443, %1067
  br i1 %8444, label %4766, label %8445

8445:                                             ; preds = %8442, %2934, %3324, %4031, %4764, %2945
  %8446 = zext nneg i32 %2932 to i64
  %8447 = add nsw i64 %2925, %8446
  %8448 = icmp slt i64 %8447, %1554
  br i1 %8448, label %2924, label %8449

8449:                                             ; preds = %1620, %8445, %1602, %1606
  %8450 = add nsw i64 %1532, 1
  %8451 = icmp eq i64 %8450, %5
  br i1 %8451, label %8452, label %8458

8452:                                             ; preds = %8449
  %8453 = add nsw i64 %1533, 1
  %8454 = icmp eq i64 %8453, %56
  %8455 = zext i1 %8454 to i64
  %8456 = add nsw i64 %1534, %8455
  %8457 = select i1 %8454, i64 0, i64 %8453
  br label %8458

8458:                                             ; preds = %8452, %8449
  %8459 = phi i64 [ %1534, %8449 ], [ %8456, %8452 ]
  %8460 = phi i64 [ %1533, %8449 ], [ %8457, %8452 ]
  %8461 = phi i64 [ %8450, %8449 ], [ 0, %8452 ]
  %8462 = icmp eq i64 %1555, %4
  br i1 %8462, label %1530, label %1531

8463:                                             ; preds = %28, %1530
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none))

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none))

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.prefetch.p0(ptr readonly captures(none), i32 immarg, i32 immarg, i32 immarg)

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x float> @llvm.fma.v16f32(<16 x float>, <16 x float>, <16 x float>)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr captures(none), <16 x i1>, <16 x float>)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr captures(none), <16 x i1>)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float>, <16 x float>, i32 immarg)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float>, <16 x float>, i32 immarg)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64)

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i64> @llvm.smin.v8i64(<8 x i64>, <8 x i64>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef)
