; Function Attrs: nounwind memory(readwrite, target_mem0: none, target_mem1: none)
define hidden void @mgxport_conv_s8_vnni512(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11, i64 noundef %12, i64 noundef %13, i64 noundef %14, i64 noundef %15, i64 noundef %16, i64 noundef %17, i64 noundef %18, i64 noundef %19) local_unnamed_addr {
  %21 = alloca [8 x [2 x <8 x i64>]], align 64
  %22 = inttoptr i64 %0 to ptr
  %23 = inttoptr i64 %1 to ptr
  %24 = inttoptr i64 %2 to ptr
  %25 = add nsw i64 %4, 3
  %26 = sdiv i64 %25, 4
  %27 = add nsw i64 %5, 15
  %28 = sdiv i64 %27, 16
  %29 = shl i64 %6, 6
  %30 = mul i64 %29, %26
  %31 = mul i64 %30, %7
  %32 = mul nsw i64 %31, %28
  %33 = tail call noalias align 64 ptr @aligned_alloc(i64 noundef 64, i64 noundef %32)
  %34 = shl nsw i64 %28, 6
  %35 = tail call noalias align 64 ptr @aligned_alloc(i64 noundef 64, i64 noundef %34)
  %36 = icmp ne ptr %33, null
  %37 = icmp ne ptr %35, null
  %38 = and i1 %36, %37
  br i1 %38, label %40, label %39

39:                                               ; preds = %20
  tail call void @free(ptr noundef %33)
  tail call void @free(ptr noundef %35)
  tail call void @llvm.trap()
  unreachable

40:                                               ; preds = %20
  tail call void @llvm.memset.p0.i64(ptr nonnull align 64 %33, i8 0, i64 %32, i1 false)
  tail call void @llvm.memset.p0.i64(ptr nonnull align 64 %35, i8 0, i64 %34, i1 false)
  %41 = icmp sgt i64 %5, 0
  br i1 %41, label %42, label %64

42:                                               ; preds = %40
  %43 = icmp sgt i64 %6, 0
  %44 = icmp sgt i64 %7, 0
  %45 = icmp sgt i64 %4, 0
  %46 = icmp ult i64 %4, 8
  %47 = icmp ult i64 %4, 64
  %48 = and i64 %4, 56
  %49 = and i64 %4, 9223372036854775744
  %50 = icmp eq i64 %4, %49
  %51 = icmp eq i64 %48, 0
  %52 = and i64 %4, 9223372036854775800
  %53 = icmp eq i64 %4, %52
  br label %54

54:                                               ; preds = %42, %107
  %55 = phi i64 [ 0, %42 ], [ %110, %107 ]
  br i1 %43, label %56, label %107

56:                                               ; preds = %54
  %57 = mul nuw nsw i64 %55, %6
  %58 = lshr i64 %55, 4
  %59 = mul nsw i64 %58, %31
  %60 = shl i64 %55, 2
  %61 = and i64 %60, 60
  %62 = getelementptr i8, ptr %33, i64 %59
  %63 = getelementptr i8, ptr %62, i64 %61
  br label %98

64:                                               ; preds = %107, %40
  %65 = icmp sgt i64 %3, 0
  br i1 %65, label %66, label %596

66:                                               ; preds = %64
  %67 = mul i64 %15, %10
  %68 = icmp sgt i64 %8, 0
  %69 = icmp sgt i64 %9, 0
  %70 = mul i64 %16, %11
  %71 = add nsw i64 %28, -1
  %72 = mul i64 %15, %12
  %73 = icmp sgt i64 %6, 0
  %74 = icmp sgt i64 %7, 0
  %75 = mul i64 %16, %13
  %76 = shl i64 %26, 6
  %77 = icmp sgt i64 %4, 0
  %78 = tail call i64 @llvm.smax.i64(i64 %26, i64 1)
  %79 = shl i64 %70, 1
  %80 = mul i64 %70, 3
  %81 = shl i64 %70, 2
  %82 = mul i64 %70, 5
  %83 = mul i64 %70, 6
  %84 = mul i64 %70, 7
  %85 = shl i64 %70, 1
  %86 = mul i64 %70, 3
  %87 = shl i64 %70, 2
  %88 = mul i64 %70, 5
  %89 = mul i64 %70, 6
  %90 = mul i64 %70, 7
  %91 = shl nsw i64 %19, 1
  %92 = mul nsw i64 %19, 3
  %93 = shl nsw i64 %19, 2
  %94 = mul nsw i64 %19, 5
  %95 = mul nsw i64 %19, 6
  %96 = mul nsw i64 %19, 7
  %97 = getelementptr inbounds nuw i8, ptr %21, i64 64
  br label %589

98:                                               ; preds = %56, %566
  %99 = phi i32 [ 0, %56 ], [ %567, %566 ]
  %100 = phi i64 [ 0, %56 ], [ %568, %566 ]
  br i1 %44, label %101, label %566

101:                                              ; preds = %98
  %102 = add nuw nsw i64 %100, %57
  %103 = mul nuw nsw i64 %102, %7
  %104 = mul nuw nsw i64 %100, %7
  br label %112

105:                                              ; preds = %566
  %106 = shl nsw i32 %567, 7
  br label %107

107:                                              ; preds = %105, %54
  %108 = phi i32 [ 0, %54 ], [ %106, %105 ]
  %109 = getelementptr inbounds nuw i32, ptr %35, i64 %55
  store i32 %108, ptr %109, align 4
  %110 = add nuw nsw i64 %55, 1
  %111 = icmp eq i64 %110, %5
  br i1 %111, label %64, label %54

112:                                              ; preds = %101, %570
  %113 = phi i32 [ %99, %101 ], [ %571, %570 ]
  %114 = phi i64 [ 0, %101 ], [ %572, %570 ]
  br i1 %45, label %115, label %570

115:                                              ; preds = %112
  %116 = add nuw nsw i64 %114, %103
  %117 = mul nuw nsw i64 %116, %4
  %118 = getelementptr i8, ptr %23, i64 %117
  %119 = add nuw nsw i64 %114, %104
  %120 = mul nuw nsw i64 %119, %26
  br i1 %46, label %563, label %121

121:                                              ; preds = %115
  br i1 %47, label %497, label %122

122:                                              ; preds = %121
  %123 = insertelement <16 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %113, i64 0
  %124 = insertelement <16 x i64> poison, i64 %120, i64 0
  %125 = shufflevector <16 x i64> %124, <16 x i64> poison, <16 x i32> zeroinitializer
  br label %126

126:                                              ; preds = %126, %122
  %127 = phi i64 [ 0, %122 ], [ %488, %126 ]
  %128 = phi <16 x i32> [ %123, %122 ], [ %484, %126 ]
  %129 = phi <16 x i32> [ zeroinitializer, %122 ], [ %485, %126 ]
  %130 = phi <16 x i32> [ zeroinitializer, %122 ], [ %486, %126 ]
  %131 = phi <16 x i32> [ zeroinitializer, %122 ], [ %487, %126 ]
  %132 = phi <16 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %122 ], [ %489, %126 ]
  %133 = add <16 x i64> %132, splat (i64 16)
  %134 = add <16 x i64> %132, splat (i64 32)
  %135 = add <16 x i64> %132, splat (i64 48)
  %136 = getelementptr i8, ptr %118, i64 %127
  %137 = getelementptr i8, ptr %136, i64 16
  %138 = getelementptr i8, ptr %136, i64 32
  %139 = getelementptr i8, ptr %136, i64 48
  %140 = load <16 x i8>, ptr %136, align 1
  %141 = extractelement <16 x i8> %140, i64 0
  %142 = extractelement <16 x i8> %140, i64 1
  %143 = extractelement <16 x i8> %140, i64 2
  %144 = extractelement <16 x i8> %140, i64 3
  %145 = extractelement <16 x i8> %140, i64 4
  %146 = extractelement <16 x i8> %140, i64 5
  %147 = extractelement <16 x i8> %140, i64 6
  %148 = extractelement <16 x i8> %140, i64 7
  %149 = extractelement <16 x i8> %140, i64 8
  %150 = extractelement <16 x i8> %140, i64 9
  %151 = extractelement <16 x i8> %140, i64 10
  %152 = extractelement <16 x i8> %140, i64 11
  %153 = extractelement <16 x i8> %140, i64 12
  %154 = extractelement <16 x i8> %140, i64 13
  %155 = extractelement <16 x i8> %140, i64 14
  %156 = extractelement <16 x i8> %140, i64 15
  %157 = load <16 x i8>, ptr %137, align 1
  %158 = extractelement <16 x i8> %157, i64 0
  %159 = extractelement <16 x i8> %157, i64 1
  %160 = extractelement <16 x i8> %157, i64 2
  %161 = extractelement <16 x i8> %157, i64 3
  %162 = extractelement <16 x i8> %157, i64 4
  %163 = extractelement <16 x i8> %157, i64 5
  %164 = extractelement <16 x i8> %157, i64 6
  %165 = extractelement <16 x i8> %157, i64 7
  %166 = extractelement <16 x i8> %157, i64 8
  %167 = extractelement <16 x i8> %157, i64 9
  %168 = extractelement <16 x i8> %157, i64 10
  %169 = extractelement <16 x i8> %157, i64 11
  %170 = extractelement <16 x i8> %157, i64 12
  %171 = extractelement <16 x i8> %157, i64 13
  %172 = extractelement <16 x i8> %157, i64 14
  %173 = extractelement <16 x i8> %157, i64 15
  %174 = load <16 x i8>, ptr %138, align 1
  %175 = extractelement <16 x i8> %174, i64 0
  %176 = extractelement <16 x i8> %174, i64 1
  %177 = extractelement <16 x i8> %174, i64 2
  %178 = extractelement <16 x i8> %174, i64 3
  %179 = extractelement <16 x i8> %174, i64 4
  %180 = extractelement <16 x i8> %174, i64 5
  %181 = extractelement <16 x i8> %174, i64 6
  %182 = extractelement <16 x i8> %174, i64 7
  %183 = extractelement <16 x i8> %174, i64 8
  %184 = extractelement <16 x i8> %174, i64 9
  %185 = extractelement <16 x i8> %174, i64 10
  %186 = extractelement <16 x i8> %174, i64 11
  %187 = extractelement <16 x i8> %174, i64 12
  %188 = extractelement <16 x i8> %174, i64 13
  %189 = extractelement <16 x i8> %174, i64 14
  %190 = extractelement <16 x i8> %174, i64 15
  %191 = load <16 x i8>, ptr %139, align 1
  %192 = extractelement <16 x i8> %191, i64 0
  %193 = extractelement <16 x i8> %191, i64 1
  %194 = extractelement <16 x i8> %191, i64 2
  %195 = extractelement <16 x i8> %191, i64 3
  %196 = extractelement <16 x i8> %191, i64 4
  %197 = extractelement <16 x i8> %191, i64 5
  %198 = extractelement <16 x i8> %191, i64 6
  %199 = extractelement <16 x i8> %191, i64 7
  %200 = extractelement <16 x i8> %191, i64 8
  %201 = extractelement <16 x i8> %191, i64 9
  %202 = extractelement <16 x i8> %191, i64 10
  %203 = extractelement <16 x i8> %191, i64 11
  %204 = extractelement <16 x i8> %191, i64 12
  %205 = extractelement <16 x i8> %191, i64 13
  %206 = extractelement <16 x i8> %191, i64 14
  %207 = extractelement <16 x i8> %191, i64 15
  %208 = lshr <16 x i64> %132, splat (i64 2)
  %209 = lshr <16 x i64> %133, splat (i64 2)
  %210 = lshr <16 x i64> %134, splat (i64 2)
  %211 = lshr <16 x i64> %135, splat (i64 2)
  %212 = add nuw nsw <16 x i64> %208, %125
  %213 = add nuw nsw <16 x i64> %209, %125
  %214 = add nuw nsw <16 x i64> %210, %125
  %215 = add nuw nsw <16 x i64> %211, %125
  %216 = shl nsw <16 x i64> %212, splat (i64 6)
  %217 = extractelement <16 x i64> %216, i64 0
  %218 = extractelement <16 x i64> %216, i64 1
  %219 = extractelement <16 x i64> %216, i64 2
  %220 = extractelement <16 x i64> %216, i64 3
  %221 = extractelement <16 x i64> %216, i64 4
  %222 = extractelement <16 x i64> %216, i64 5
  %223 = extractelement <16 x i64> %216, i64 6
  %224 = extractelement <16 x i64> %216, i64 7
  %225 = extractelement <16 x i64> %216, i64 8
  %226 = extractelement <16 x i64> %216, i64 9
  %227 = extractelement <16 x i64> %216, i64 10
  %228 = extractelement <16 x i64> %216, i64 11
  %229 = extractelement <16 x i64> %216, i64 12
  %230 = extractelement <16 x i64> %216, i64 13
  %231 = extractelement <16 x i64> %216, i64 14
  %232 = extractelement <16 x i64> %216, i64 15
  %233 = shl nsw <16 x i64> %213, splat (i64 6)
  %234 = extractelement <16 x i64> %233, i64 0
  %235 = extractelement <16 x i64> %233, i64 1
  %236 = extractelement <16 x i64> %233, i64 2
  %237 = extractelement <16 x i64> %233, i64 3
  %238 = extractelement <16 x i64> %233, i64 4
  %239 = extractelement <16 x i64> %233, i64 5
  %240 = extractelement <16 x i64> %233, i64 6
  %241 = extractelement <16 x i64> %233, i64 7
  %242 = extractelement <16 x i64> %233, i64 8
  %243 = extractelement <16 x i64> %233, i64 9
  %244 = extractelement <16 x i64> %233, i64 10
  %245 = extractelement <16 x i64> %233, i64 11
  %246 = extractelement <16 x i64> %233, i64 12
  %247 = extractelement <16 x i64> %233, i64 13
  %248 = extractelement <16 x i64> %233, i64 14
  %249 = extractelement <16 x i64> %233, i64 15
  %250 = shl nsw <16 x i64> %214, splat (i64 6)
  %251 = extractelement <16 x i64> %250, i64 0
  %252 = extractelement <16 x i64> %250, i64 1
  %253 = extractelement <16 x i64> %250, i64 2
  %254 = extractelement <16 x i64> %250, i64 3
  %255 = extractelement <16 x i64> %250, i64 4
  %256 = extractelement <16 x i64> %250, i64 5
  %257 = extractelement <16 x i64> %250, i64 6
  %258 = extractelement <16 x i64> %250, i64 7
  %259 = extractelement <16 x i64> %250, i64 8
  %260 = extractelement <16 x i64> %250, i64 9
  %261 = extractelement <16 x i64> %250, i64 10
  %262 = extractelement <16 x i64> %250, i64 11
  %263 = extractelement <16 x i64> %250, i64 12
  %264 = extractelement <16 x i64> %250, i64 13
  %265 = extractelement <16 x i64> %250, i64 14
  %266 = extractelement <16 x i64> %250, i64 15
  %267 = shl nsw <16 x i64> %215, splat (i64 6)
  %268 = extractelement <16 x i64> %267, i64 0
  %269 = extractelement <16 x i64> %267, i64 1
  %270 = extractelement <16 x i64> %267, i64 2
  %271 = extractelement <16 x i64> %267, i64 3
  %272 = extractelement <16 x i64> %267, i64 4
  %273 = extractelement <16 x i64> %267, i64 5
  %274 = extractelement <16 x i64> %267, i64 6
  %275 = extractelement <16 x i64> %267, i64 7
  %276 = extractelement <16 x i64> %267, i64 8
  %277 = extractelement <16 x i64> %267, i64 9
  %278 = extractelement <16 x i64> %267, i64 10
  %279 = extractelement <16 x i64> %267, i64 11
  %280 = extractelement <16 x i64> %267, i64 12
  %281 = extractelement <16 x i64> %267, i64 13
  %282 = extractelement <16 x i64> %267, i64 14
  %283 = extractelement <16 x i64> %267, i64 15
  %284 = and <16 x i64> %132, splat (i64 3)
  %285 = extractelement <16 x i64> %284, i64 0
  %286 = extractelement <16 x i64> %284, i64 1
  %287 = extractelement <16 x i64> %284, i64 2
  %288 = extractelement <16 x i64> %284, i64 3
  %289 = extractelement <16 x i64> %284, i64 4
  %290 = extractelement <16 x i64> %284, i64 5
  %291 = extractelement <16 x i64> %284, i64 6
  %292 = extractelement <16 x i64> %284, i64 7
  %293 = extractelement <16 x i64> %284, i64 8
  %294 = extractelement <16 x i64> %284, i64 9
  %295 = extractelement <16 x i64> %284, i64 10
  %296 = extractelement <16 x i64> %284, i64 11
  %297 = extractelement <16 x i64> %284, i64 12
  %298 = extractelement <16 x i64> %284, i64 13
  %299 = extractelement <16 x i64> %284, i64 14
  %300 = extractelement <16 x i64> %284, i64 15
  %301 = and <16 x i64> %132, splat (i64 3)
  %302 = extractelement <16 x i64> %301, i64 0
  %303 = extractelement <16 x i64> %301, i64 1
  %304 = extractelement <16 x i64> %301, i64 2
  %305 = extractelement <16 x i64> %301, i64 3
  %306 = extractelement <16 x i64> %301, i64 4
  %307 = extractelement <16 x i64> %301, i64 5
  %308 = extractelement <16 x i64> %301, i64 6
  %309 = extractelement <16 x i64> %301, i64 7
  %310 = extractelement <16 x i64> %301, i64 8
  %311 = extractelement <16 x i64> %301, i64 9
  %312 = extractelement <16 x i64> %301, i64 10
  %313 = extractelement <16 x i64> %301, i64 11
  %314 = extractelement <16 x i64> %301, i64 12
  %315 = extractelement <16 x i64> %301, i64 13
  %316 = extractelement <16 x i64> %301, i64 14
  %317 = extractelement <16 x i64> %301, i64 15
  %318 = and <16 x i64> %132, splat (i64 3)
  %319 = extractelement <16 x i64> %318, i64 0
  %320 = extractelement <16 x i64> %318, i64 1
  %321 = extractelement <16 x i64> %318, i64 2
  %322 = extractelement <16 x i64> %318, i64 3
  %323 = extractelement <16 x i64> %318, i64 4
  %324 = extractelement <16 x i64> %318, i64 5
  %325 = extractelement <16 x i64> %318, i64 6
  %326 = extractelement <16 x i64> %318, i64 7
  %327 = extractelement <16 x i64> %318, i64 8
  %328 = extractelement <16 x i64> %318, i64 9
  %329 = extractelement <16 x i64> %318, i64 10
  %330 = extractelement <16 x i64> %318, i64 11
  %331 = extractelement <16 x i64> %318, i64 12
  %332 = extractelement <16 x i64> %318, i64 13
  %333 = extractelement <16 x i64> %318, i64 14
  %334 = extractelement <16 x i64> %318, i64 15
  %335 = and <16 x i64> %132, splat (i64 3)
  %336 = extractelement <16 x i64> %335, i64 0
  %337 = extractelement <16 x i64> %335, i64 1
  %338 = extractelement <16 x i64> %335, i64 2
  %339 = extractelement <16 x i64> %335, i64 3
  %340 = extractelement <16 x i64> %335, i64 4
  %341 = extractelement <16 x i64> %335, i64 5
  %342 = extractelement <16 x i64> %335, i64 6
  %343 = extractelement <16 x i64> %335, i64 7
  %344 = extractelement <16 x i64> %335, i64 8
  %345 = extractelement <16 x i64> %335, i64 9
  %346 = extractelement <16 x i64> %335, i64 10
  %347 = extractelement <16 x i64> %335, i64 11
  %348 = extractelement <16 x i64> %335, i64 12
  %349 = extractelement <16 x i64> %335, i64 13
  %350 = extractelement <16 x i64> %335, i64 14
  %351 = extractelement <16 x i64> %335, i64 15
  %352 = getelementptr i8, ptr %63, i64 %217
  %353 = getelementptr i8, ptr %63, i64 %218
  %354 = getelementptr i8, ptr %63, i64 %219
  %355 = getelementptr i8, ptr %63, i64 %220
  %356 = getelementptr i8, ptr %63, i64 %221
  %357 = getelementptr i8, ptr %63, i64 %222
  %358 = getelementptr i8, ptr %63, i64 %223
  %359 = getelementptr i8, ptr %63, i64 %224
  %360 = getelementptr i8, ptr %63, i64 %225
  %361 = getelementptr i8, ptr %63, i64 %226
  %362 = getelementptr i8, ptr %63, i64 %227
  %363 = getelementptr i8, ptr %63, i64 %228
  %364 = getelementptr i8, ptr %63, i64 %229
  %365 = getelementptr i8, ptr %63, i64 %230
  %366 = getelementptr i8, ptr %63, i64 %231
  %367 = getelementptr i8, ptr %63, i64 %232
  %368 = getelementptr i8, ptr %63, i64 %234
  %369 = getelementptr i8, ptr %63, i64 %235
  %370 = getelementptr i8, ptr %63, i64 %236
  %371 = getelementptr i8, ptr %63, i64 %237
  %372 = getelementptr i8, ptr %63, i64 %238
  %373 = getelementptr i8, ptr %63, i64 %239
  %374 = getelementptr i8, ptr %63, i64 %240
  %375 = getelementptr i8, ptr %63, i64 %241
  %376 = getelementptr i8, ptr %63, i64 %242
  %377 = getelementptr i8, ptr %63, i64 %243
  %378 = getelementptr i8, ptr %63, i64 %244
  %379 = getelementptr i8, ptr %63, i64 %245
  %380 = getelementptr i8, ptr %63, i64 %246
  %381 = getelementptr i8, ptr %63, i64 %247
  %382 = getelementptr i8, ptr %63, i64 %248
  %383 = getelementptr i8, ptr %63, i64 %249
  %384 = getelementptr i8, ptr %63, i64 %251
  %385 = getelementptr i8, ptr %63, i64 %252
  %386 = getelementptr i8, ptr %63, i64 %253
  %387 = getelementptr i8, ptr %63, i64 %254
  %388 = getelementptr i8, ptr %63, i64 %255
  %389 = getelementptr i8, ptr %63, i64 %256
  %390 = getelementptr i8, ptr %63, i64 %257
  %391 = getelementptr i8, ptr %63, i64 %258
  %392 = getelementptr i8, ptr %63, i64 %259
  %393 = getelementptr i8, ptr %63, i64 %260
  %394 = getelementptr i8, ptr %63, i64 %261
  %395 = getelementptr i8, ptr %63, i64 %262
  %396 = getelementptr i8, ptr %63, i64 %263
  %397 = getelementptr i8, ptr %63, i64 %264
  %398 = getelementptr i8, ptr %63, i64 %265
  %399 = getelementptr i8, ptr %63, i64 %266
  %400 = getelementptr i8, ptr %63, i64 %268
  %401 = getelementptr i8, ptr %63, i64 %269
  %402 = getelementptr i8, ptr %63, i64 %270
  %403 = getelementptr i8, ptr %63, i64 %271
  %404 = getelementptr i8, ptr %63, i64 %272
  %405 = getelementptr i8, ptr %63, i64 %273
  %406 = getelementptr i8, ptr %63, i64 %274
  %407 = getelementptr i8, ptr %63, i64 %275
  %408 = getelementptr i8, ptr %63, i64 %276
  %409 = getelementptr i8, ptr %63, i64 %277
  %410 = getelementptr i8, ptr %63, i64 %278
  %411 = getelementptr i8, ptr %63, i64 %279
  %412 = getelementptr i8, ptr %63, i64 %280
  %413 = getelementptr i8, ptr %63, i64 %281
  %414 = getelementptr i8, ptr %63, i64 %282
  %415 = getelementptr i8, ptr %63, i64 %283
  %416 = getelementptr i8, ptr %352, i64 %285
  %417 = getelementptr i8, ptr %353, i64 %286
  %418 = getelementptr i8, ptr %354, i64 %287
  %419 = getelementptr i8, ptr %355, i64 %288
  %420 = getelementptr i8, ptr %356, i64 %289
  %421 = getelementptr i8, ptr %357, i64 %290
  %422 = getelementptr i8, ptr %358, i64 %291
  %423 = getelementptr i8, ptr %359, i64 %292
  %424 = getelementptr i8, ptr %360, i64 %293
  %425 = getelementptr i8, ptr %361, i64 %294
  %426 = getelementptr i8, ptr %362, i64 %295
  %427 = getelementptr i8, ptr %363, i64 %296
  %428 = getelementptr i8, ptr %364, i64 %297
  %429 = getelementptr i8, ptr %365, i64 %298
  %430 = getelementptr i8, ptr %366, i64 %299
  %431 = getelementptr i8, ptr %367, i64 %300
  %432 = getelementptr i8, ptr %368, i64 %302
  %433 = getelementptr i8, ptr %369, i64 %303
  %434 = getelementptr i8, ptr %370, i64 %304
  %435 = getelementptr i8, ptr %371, i64 %305
  %436 = getelementptr i8, ptr %372, i64 %306
  %437 = getelementptr i8, ptr %373, i64 %307
  %438 = getelementptr i8, ptr %374, i64 %308
  %439 = getelementptr i8, ptr %375, i64 %309
  %440 = getelementptr i8, ptr %376, i64 %310
  %441 = getelementptr i8, ptr %377, i64 %311
  %442 = getelementptr i8, ptr %378, i64 %312
  %443 = getelementptr i8, ptr %379, i64 %313
  %444 = getelementptr i8, ptr %380, i64 %314
  %445 = getelementptr i8, ptr %381, i64 %315
  %446 = getelementptr i8, ptr %382, i64 %316
  %447 = getelementptr i8, ptr %383, i64 %317
  %448 = getelementptr i8, ptr %384, i64 %319
  %449 = getelementptr i8, ptr %385, i64 %320
  %450 = getelementptr i8, ptr %386, i64 %321
  %451 = getelementptr i8, ptr %387, i64 %322
  %452 = getelementptr i8, ptr %388, i64 %323
  %453 = getelementptr i8, ptr %389, i64 %324
  %454 = getelementptr i8, ptr %390, i64 %325
  %455 = getelementptr i8, ptr %391, i64 %326
  %456 = getelementptr i8, ptr %392, i64 %327
  %457 = getelementptr i8, ptr %393, i64 %328
  %458 = getelementptr i8, ptr %394, i64 %329
  %459 = getelementptr i8, ptr %395, i64 %330
  %460 = getelementptr i8, ptr %396, i64 %331
  %461 = getelementptr i8, ptr %397, i64 %332
  %462 = getelementptr i8, ptr %398, i64 %333
  %463 = getelementptr i8, ptr %399, i64 %334
  %464 = getelementptr i8, ptr %400, i64 %336
  %465 = getelementptr i8, ptr %401, i64 %337
  %466 = getelementptr i8, ptr %402, i64 %338
  %467 = getelementptr i8, ptr %403, i64 %339
  %468 = getelementptr i8, ptr %404, i64 %340
  %469 = getelementptr i8, ptr %405, i64 %341
  %470 = getelementptr i8, ptr %406, i64 %342
  %471 = getelementptr i8, ptr %407, i64 %343
  %472 = getelementptr i8, ptr %408, i64 %344
  %473 = getelementptr i8, ptr %409, i64 %345
  %474 = getelementptr i8, ptr %410, i64 %346
  %475 = getelementptr i8, ptr %411, i64 %347
  %476 = getelementptr i8, ptr %412, i64 %348
  %477 = getelementptr i8, ptr %413, i64 %349
  %478 = getelementptr i8, ptr %414, i64 %350
  %479 = getelementptr i8, ptr %415, i64 %351
  store i8 %141, ptr %416, align 1
  store i8 %142, ptr %417, align 1
  store i8 %143, ptr %418, align 1
  store i8 %144, ptr %419, align 1
  store i8 %145, ptr %420, align 1
  store i8 %146, ptr %421, align 1
  store i8 %147, ptr %422, align 1
  store i8 %148, ptr %423, align 1
  store i8 %149, ptr %424, align 1
  store i8 %150, ptr %425, align 1
  store i8 %151, ptr %426, align 1
  store i8 %152, ptr %427, align 1
  store i8 %153, ptr %428, align 1
  store i8 %154, ptr %429, align 1
  store i8 %155, ptr %430, align 1
  store i8 %156, ptr %431, align 1
  store i8 %158, ptr %432, align 1
  store i8 %159, ptr %433, align 1
  store i8 %160, ptr %434, align 1
  store i8 %161, ptr %435, align 1
  store i8 %162, ptr %436, align 1
  store i8 %163, ptr %437, align 1
  store i8 %164, ptr %438, align 1
  store i8 %165, ptr %439, align 1
  store i8 %166, ptr %440, align 1
  store i8 %167, ptr %441, align 1
  store i8 %168, ptr %442, align 1
  store i8 %169, ptr %443, align 1
  store i8 %170, ptr %444, align 1
  store i8 %171, ptr %445, align 1
  store i8 %172, ptr %446, align 1
  store i8 %173, ptr %447, align 1
  store i8 %175, ptr %448, align 1
  store i8 %176, ptr %449, align 1
  store i8 %177, ptr %450, align 1
  store i8 %178, ptr %451, align 1
  store i8 %179, ptr %452, align 1
  store i8 %180, ptr %453, align 1
  store i8 %181, ptr %454, align 1
  store i8 %182, ptr %455, align 1
  store i8 %183, ptr %456, align 1
  store i8 %184, ptr %457, align 1
  store i8 %185, ptr %458, align 1
  store i8 %186, ptr %459, align 1
  store i8 %187, ptr %460, align 1
  store i8 %188, ptr %461, align 1
  store i8 %189, ptr %462, align 1
  store i8 %190, ptr %463, align 1
  store i8 %192, ptr %464, align 1
  store i8 %193, ptr %465, align 1
  store i8 %194, ptr %466, align 1
  store i8 %195, ptr %467, align 1
  store i8 %196, ptr %468, align 1
  store i8 %197, ptr %469, align 1
  store i8 %198, ptr %470, align 1
  store i8 %199, ptr %471, align 1
  store i8 %200, ptr %472, align 1
  store i8 %201, ptr %473, align 1
  store i8 %202, ptr %474, align 1
  store i8 %203, ptr %475, align 1
  store i8 %204, ptr %476, align 1
  store i8 %205, ptr %477, align 1
  store i8 %206, ptr %478, align 1
  store i8 %207, ptr %479, align 1
  %480 = sext <16 x i8> %140 to <16 x i32>
  %481 = sext <16 x i8> %157 to <16 x i32>
  %482 = sext <16 x i8> %174 to <16 x i32>
  %483 = sext <16 x i8> %191 to <16 x i32>
  %484 = add <16 x i32> %128, %480
  %485 = add <16 x i32> %129, %481
  %486 = add <16 x i32> %130, %482
  %487 = add <16 x i32> %131, %483
  %488 = add nuw i64 %127, 64
  %489 = add <16 x i64> %132, splat (i64 64)
  %490 = icmp eq i64 %488, %49
  br i1 %490, label %491, label %126

491:                                              ; preds = %126
  %492 = add <16 x i32> %485, %484
  %493 = add <16 x i32> %486, %492
  %494 = add <16 x i32> %487, %493
  %495 = tail call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %494)
  br i1 %50, label %570, label %496

496:                                              ; preds = %491
  br i1 %51, label %563, label %497

497:                                              ; preds = %121, %496
  %498 = phi i64 [ %49, %496 ], [ 0, %121 ]
  %499 = phi i32 [ %495, %496 ], [ %113, %121 ]
  %500 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %499, i64 0
  %501 = insertelement <8 x i64> poison, i64 %120, i64 0
  %502 = shufflevector <8 x i64> %501, <8 x i64> poison, <8 x i32> zeroinitializer
  %503 = insertelement <8 x i64> poison, i64 %498, i64 0
  %504 = shufflevector <8 x i64> %503, <8 x i64> poison, <8 x i32> zeroinitializer
  %505 = or disjoint <8 x i64> %504, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  br label %506

506:                                              ; preds = %506, %497
  %507 = phi i64 [ %498, %497 ], [ %558, %506 ]
  %508 = phi <8 x i32> [ %500, %497 ], [ %557, %506 ]
  %509 = phi <8 x i64> [ %505, %497 ], [ %559, %506 ]
  %510 = getelementptr i8, ptr %118, i64 %507
  %511 = load <8 x i8>, ptr %510, align 1
  %512 = extractelement <8 x i8> %511, i64 0
  %513 = extractelement <8 x i8> %511, i64 1
  %514 = extractelement <8 x i8> %511, i64 2
  %515 = extractelement <8 x i8> %511, i64 3
  %516 = extractelement <8 x i8> %511, i64 4
  %517 = extractelement <8 x i8> %511, i64 5
  %518 = extractelement <8 x i8> %511, i64 6
  %519 = extractelement <8 x i8> %511, i64 7
  %520 = lshr <8 x i64> %509, splat (i64 2)
  %521 = add nuw nsw <8 x i64> %520, %502
  %522 = shl nsw <8 x i64> %521, splat (i64 6)
  %523 = extractelement <8 x i64> %522, i64 0
  %524 = extractelement <8 x i64> %522, i64 1
  %525 = extractelement <8 x i64> %522, i64 2
  %526 = extractelement <8 x i64> %522, i64 3
  %527 = extractelement <8 x i64> %522, i64 4
  %528 = extractelement <8 x i64> %522, i64 5
  %529 = extractelement <8 x i64> %522, i64 6
  %530 = extractelement <8 x i64> %522, i64 7
  %531 = and <8 x i64> %509, splat (i64 3)
  %532 = extractelement <8 x i64> %531, i64 0
  %533 = extractelement <8 x i64> %531, i64 1
  %534 = extractelement <8 x i64> %531, i64 2
  %535 = extractelement <8 x i64> %531, i64 3
  %536 = extractelement <8 x i64> %531, i64 4
  %537 = extractelement <8 x i64> %531, i64 5
  %538 = extractelement <8 x i64> %531, i64 6
  %539 = extractelement <8 x i64> %531, i64 7
  %540 = getelementptr i8, ptr %63, i64 %523
  %541 = getelementptr i8, ptr %63, i64 %524
  %542 = getelementptr i8, ptr %63, i64 %525
  %543 = getelementptr i8, ptr %63, i64 %526
  %544 = getelementptr i8, ptr %63, i64 %527
  %545 = getelementptr i8, ptr %63, i64 %528
  %546 = getelementptr i8, ptr %63, i64 %529
  %547 = getelementptr i8, ptr %63, i64 %530
  %548 = getelementptr i8, ptr %540, i64 %532
  %549 = getelementptr i8, ptr %541, i64 %533
  %550 = getelementptr i8, ptr %542, i64 %534
  %551 = getelementptr i8, ptr %543, i64 %535
  %552 = getelementptr i8, ptr %544, i64 %536
  %553 = getelementptr i8, ptr %545, i64 %537
  %554 = getelementptr i8, ptr %546, i64 %538
  %555 = getelementptr i8, ptr %547, i64 %539
  store i8 %512, ptr %548, align 1
  store i8 %513, ptr %549, align 1
  store i8 %514, ptr %550, align 1
  store i8 %515, ptr %551, align 1
  store i8 %516, ptr %552, align 1
  store i8 %517, ptr %553, align 1
  store i8 %518, ptr %554, align 1
  store i8 %519, ptr %555, align 1
  %556 = sext <8 x i8> %511 to <8 x i32>
  %557 = add <8 x i32> %508, %556
  %558 = add nuw i64 %507, 8
  %559 = add nuw nsw <8 x i64> %509, splat (i64 8)
  %560 = icmp eq i64 %558, %52
  br i1 %560, label %561, label %506

561:                                              ; preds = %506
  %562 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %557)
  br i1 %53, label %570, label %563

563:                                              ; preds = %115, %496, %561
  %564 = phi i32 [ %113, %115 ], [ %495, %496 ], [ %562, %561 ]
  %565 = phi i64 [ 0, %115 ], [ %49, %496 ], [ %52, %561 ]
  br label %574

566:                                              ; preds = %570, %98
  %567 = phi i32 [ %99, %98 ], [ %571, %570 ]
  %568 = add nuw nsw i64 %100, 1
  %569 = icmp eq i64 %568, %6
  br i1 %569, label %105, label %98

570:                                              ; preds = %574, %491, %561, %112
  %571 = phi i32 [ %113, %112 ], [ %562, %561 ], [ %495, %491 ], [ %586, %574 ]
  %572 = add nuw nsw i64 %114, 1
  %573 = icmp eq i64 %572, %7
  br i1 %573, label %566, label %112

574:                                              ; preds = %563, %574
  %575 = phi i32 [ %586, %574 ], [ %564, %563 ]
  %576 = phi i64 [ %587, %574 ], [ %565, %563 ]
  %577 = getelementptr i8, ptr %118, i64 %576
  %578 = load i8, ptr %577, align 1
  %579 = lshr i64 %576, 2
  %580 = add nuw nsw i64 %579, %120
  %581 = shl nsw i64 %580, 6
  %582 = and i64 %576, 3
  %583 = getelementptr i8, ptr %63, i64 %581
  %584 = getelementptr i8, ptr %583, i64 %582
  store i8 %578, ptr %584, align 1
  %585 = sext i8 %578 to i32
  %586 = add nsw i32 %575, %585
  %587 = add nuw nsw i64 %576, 1
  %588 = icmp eq i64 %587, %4
  br i1 %588, label %570, label %574

589:                                              ; preds = %66, %604
  %590 = phi i64 [ 0, %66 ], [ %605, %604 ]
  br i1 %68, label %591, label %604

591:                                              ; preds = %589
  %592 = mul nsw i64 %590, %14
  %593 = getelementptr inbounds i8, ptr %22, i64 %592
  %594 = mul nsw i64 %590, %17
  %595 = getelementptr inbounds i32, ptr %24, i64 %594
  br label %597

596:                                              ; preds = %604, %64
  tail call void @free(ptr noundef %33)
  tail call void @free(ptr noundef %35)
  ret void

597:                                              ; preds = %591, %607
  %598 = phi i64 [ 0, %591 ], [ %608, %607 ]
  br i1 %69, label %599, label %607

599:                                              ; preds = %597
  %600 = mul i64 %67, %598
  %601 = getelementptr inbounds i8, ptr %593, i64 %600
  %602 = mul nsw i64 %598, %18
  %603 = getelementptr inbounds i32, ptr %595, i64 %602
  br label %610

604:                                              ; preds = %607, %589
  %605 = add nuw nsw i64 %590, 1
  %606 = icmp eq i64 %605, %3
  br i1 %606, label %596, label %589

607:                                              ; preds = %635, %597
  %608 = add nuw nsw i64 %598, 1
  %609 = icmp eq i64 %608, %8
  br i1 %609, label %604, label %597

610:                                              ; preds = %599, %635
  %611 = phi i64 [ 0, %599 ], [ %636, %635 ]
  %612 = mul i64 %70, %611
  %613 = getelementptr inbounds i8, ptr %601, i64 %612
  %614 = mul nsw i64 %611, %19
  %615 = getelementptr inbounds i32, ptr %603, i64 %614
  br i1 %41, label %616, label %635

616:                                              ; preds = %610
  %617 = sub nsw i64 %9, %611
  %618 = icmp sgt i64 %617, 7
  %619 = trunc i64 %617 to i32
  %620 = select i1 %618, i32 8, i32 %619
  %621 = icmp eq i32 %620, 8
  %622 = icmp sgt i32 %620, 0
  %623 = zext i32 %620 to i64
  %624 = add nsw i64 %623, -1
  %625 = and i64 %623, 1
  %626 = icmp eq i64 %624, 0
  %627 = and i64 %623, 2147483646
  %628 = icmp eq i64 %625, 0
  %629 = icmp ne i64 %625, 0
  %630 = and i64 %623, 1
  %631 = icmp eq i64 %624, 0
  %632 = and i64 %623, 2147483646
  %633 = icmp eq i64 %630, 0
  %634 = icmp ne i64 %630, 0
  br label %638

635:                                              ; preds = %1305, %610
  %636 = add nuw nsw i64 %611, 8
  %637 = icmp slt i64 %636, %9
  br i1 %637, label %610, label %607

638:                                              ; preds = %616, %1305
  %639 = phi i64 [ 0, %616 ], [ %1306, %1305 ]
  %640 = mul nsw i64 %639, %31
  %641 = getelementptr inbounds i8, ptr %33, i64 %640
  %642 = icmp slt i64 %639, %71
  %643 = select i1 %621, i1 %642, i1 false
  br i1 %643, label %644, label %1131

644:                                              ; preds = %638
  %645 = shl nsw i64 %639, 4
  br i1 %73, label %748, label %646

646:                                              ; preds = %770, %644
  %647 = phi <16 x i32> [ zeroinitializer, %644 ], [ %771, %770 ]
  %648 = phi <16 x i32> [ zeroinitializer, %644 ], [ %772, %770 ]
  %649 = phi <16 x i32> [ zeroinitializer, %644 ], [ %773, %770 ]
  %650 = phi <16 x i32> [ zeroinitializer, %644 ], [ %774, %770 ]
  %651 = phi <16 x i32> [ zeroinitializer, %644 ], [ %775, %770 ]
  %652 = phi <16 x i32> [ zeroinitializer, %644 ], [ %776, %770 ]
  %653 = phi <16 x i32> [ zeroinitializer, %644 ], [ %777, %770 ]
  %654 = phi <16 x i32> [ zeroinitializer, %644 ], [ %778, %770 ]
  %655 = phi <16 x i32> [ zeroinitializer, %644 ], [ %779, %770 ]
  %656 = phi <16 x i32> [ zeroinitializer, %644 ], [ %780, %770 ]
  %657 = phi <16 x i32> [ zeroinitializer, %644 ], [ %781, %770 ]
  %658 = phi <16 x i32> [ zeroinitializer, %644 ], [ %782, %770 ]
  %659 = phi <16 x i32> [ zeroinitializer, %644 ], [ %783, %770 ]
  %660 = phi <16 x i32> [ zeroinitializer, %644 ], [ %784, %770 ]
  %661 = phi <16 x i32> [ zeroinitializer, %644 ], [ %785, %770 ]
  %662 = phi <16 x i32> [ zeroinitializer, %644 ], [ %786, %770 ]
  %663 = sub nsw i64 %5, %645
  %664 = icmp sgt i64 %663, 15
  %665 = trunc i64 %663 to i32
  %666 = shl nsw i32 -1, %665
  %667 = trunc i32 %666 to i16
  %668 = xor i16 %667, -1
  %669 = select i1 %664, i16 -1, i16 %668
  %670 = getelementptr inbounds nuw i32, ptr %35, i64 %645
  %671 = load <16 x i32>, ptr %670, align 64
  %672 = getelementptr i32, ptr %615, i64 %645
  %673 = bitcast i16 %669 to <16 x i1>
  %674 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %672, <16 x i1> %673, <16 x i32> zeroinitializer)
  %675 = sub <16 x i32> %674, %671
  %676 = add <16 x i32> %675, %662
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %676, ptr align 1 %672, <16 x i1> %673)
  %677 = getelementptr i32, ptr %672, i64 %19
  %678 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %677, <16 x i1> %673, <16 x i32> zeroinitializer)
  %679 = sub <16 x i32> %678, %671
  %680 = add <16 x i32> %679, %660
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %680, ptr align 1 %677, <16 x i1> %673)
  %681 = getelementptr i32, ptr %672, i64 %91
  %682 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %681, <16 x i1> %673, <16 x i32> zeroinitializer)
  %683 = sub <16 x i32> %682, %671
  %684 = add <16 x i32> %683, %658
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %684, ptr align 1 %681, <16 x i1> %673)
  %685 = getelementptr i32, ptr %672, i64 %92
  %686 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %685, <16 x i1> %673, <16 x i32> zeroinitializer)
  %687 = sub <16 x i32> %686, %671
  %688 = add <16 x i32> %687, %656
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %688, ptr align 1 %685, <16 x i1> %673)
  %689 = getelementptr i32, ptr %672, i64 %93
  %690 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %689, <16 x i1> %673, <16 x i32> zeroinitializer)
  %691 = sub <16 x i32> %690, %671
  %692 = add <16 x i32> %691, %654
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %692, ptr align 1 %689, <16 x i1> %673)
  %693 = getelementptr i32, ptr %672, i64 %94
  %694 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %693, <16 x i1> %673, <16 x i32> zeroinitializer)
  %695 = sub <16 x i32> %694, %671
  %696 = add <16 x i32> %695, %652
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %696, ptr align 1 %693, <16 x i1> %673)
  %697 = getelementptr i32, ptr %672, i64 %95
  %698 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %697, <16 x i1> %673, <16 x i32> zeroinitializer)
  %699 = sub <16 x i32> %698, %671
  %700 = add <16 x i32> %699, %650
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %700, ptr align 1 %697, <16 x i1> %673)
  %701 = getelementptr i32, ptr %672, i64 %96
  %702 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %701, <16 x i1> %673, <16 x i32> zeroinitializer)
  %703 = sub <16 x i32> %702, %671
  %704 = add <16 x i32> %703, %648
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %704, ptr align 1 %701, <16 x i1> %673)
  %705 = or disjoint i64 %645, 16
  %706 = sub nsw i64 %5, %705
  %707 = icmp sgt i64 %706, 15
  %708 = trunc i64 %706 to i32
  %709 = shl nsw i32 -1, %708
  %710 = trunc i32 %709 to i16
  %711 = xor i16 %710, -1
  %712 = select i1 %707, i16 -1, i16 %711
  %713 = getelementptr inbounds nuw i32, ptr %35, i64 %705
  %714 = load <16 x i32>, ptr %713, align 64
  %715 = getelementptr i32, ptr %615, i64 %705
  %716 = bitcast i16 %712 to <16 x i1>
  %717 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %715, <16 x i1> %716, <16 x i32> zeroinitializer)
  %718 = sub <16 x i32> %717, %714
  %719 = add <16 x i32> %718, %661
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %719, ptr align 1 %715, <16 x i1> %716)
  %720 = getelementptr i32, ptr %715, i64 %19
  %721 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %720, <16 x i1> %716, <16 x i32> zeroinitializer)
  %722 = sub <16 x i32> %721, %714
  %723 = add <16 x i32> %722, %659
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %723, ptr align 1 %720, <16 x i1> %716)
  %724 = getelementptr i32, ptr %715, i64 %91
  %725 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %724, <16 x i1> %716, <16 x i32> zeroinitializer)
  %726 = sub <16 x i32> %725, %714
  %727 = add <16 x i32> %726, %657
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %727, ptr align 1 %724, <16 x i1> %716)
  %728 = getelementptr i32, ptr %715, i64 %92
  %729 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %728, <16 x i1> %716, <16 x i32> zeroinitializer)
  %730 = sub <16 x i32> %729, %714
  %731 = add <16 x i32> %730, %655
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %731, ptr align 1 %728, <16 x i1> %716)
  %732 = getelementptr i32, ptr %715, i64 %93
  %733 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %732, <16 x i1> %716, <16 x i32> zeroinitializer)
  %734 = sub <16 x i32> %733, %714
  %735 = add <16 x i32> %734, %653
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %735, ptr align 1 %732, <16 x i1> %716)
  %736 = getelementptr i32, ptr %715, i64 %94
  %737 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %736, <16 x i1> %716, <16 x i32> zeroinitializer)
  %738 = sub <16 x i32> %737, %714
  %739 = add <16 x i32> %738, %651
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %739, ptr align 1 %736, <16 x i1> %716)
  %740 = getelementptr i32, ptr %715, i64 %95
  %741 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %740, <16 x i1> %716, <16 x i32> zeroinitializer)
  %742 = sub <16 x i32> %741, %714
  %743 = add <16 x i32> %742, %649
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %743, ptr align 1 %740, <16 x i1> %716)
  %744 = getelementptr i32, ptr %715, i64 %96
  %745 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %744, <16 x i1> %716, <16 x i32> zeroinitializer)
  %746 = sub <16 x i32> %745, %714
  %747 = add <16 x i32> %746, %647
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %747, ptr align 1 %744, <16 x i1> %716)
  br label %1305

748:                                              ; preds = %644, %770
  %749 = phi <16 x i32> [ %771, %770 ], [ zeroinitializer, %644 ]
  %750 = phi <16 x i32> [ %772, %770 ], [ zeroinitializer, %644 ]
  %751 = phi <16 x i32> [ %773, %770 ], [ zeroinitializer, %644 ]
  %752 = phi <16 x i32> [ %774, %770 ], [ zeroinitializer, %644 ]
  %753 = phi <16 x i32> [ %775, %770 ], [ zeroinitializer, %644 ]
  %754 = phi <16 x i32> [ %776, %770 ], [ zeroinitializer, %644 ]
  %755 = phi <16 x i32> [ %777, %770 ], [ zeroinitializer, %644 ]
  %756 = phi <16 x i32> [ %778, %770 ], [ zeroinitializer, %644 ]
  %757 = phi <16 x i32> [ %779, %770 ], [ zeroinitializer, %644 ]
  %758 = phi <16 x i32> [ %780, %770 ], [ zeroinitializer, %644 ]
  %759 = phi <16 x i32> [ %781, %770 ], [ zeroinitializer, %644 ]
  %760 = phi <16 x i32> [ %782, %770 ], [ zeroinitializer, %644 ]
  %761 = phi <16 x i32> [ %783, %770 ], [ zeroinitializer, %644 ]
  %762 = phi <16 x i32> [ %784, %770 ], [ zeroinitializer, %644 ]
  %763 = phi <16 x i32> [ %785, %770 ], [ zeroinitializer, %644 ]
  %764 = phi <16 x i32> [ %786, %770 ], [ zeroinitializer, %644 ]
  %765 = phi i64 [ %787, %770 ], [ 0, %644 ]
  br i1 %74, label %766, label %770

766:                                              ; preds = %748
  %767 = mul i64 %72, %765
  %768 = getelementptr inbounds i8, ptr %613, i64 %767
  %769 = mul nuw nsw i64 %765, %7
  br label %789

770:                                              ; preds = %814, %748
  %771 = phi <16 x i32> [ %749, %748 ], [ %815, %814 ]
  %772 = phi <16 x i32> [ %750, %748 ], [ %816, %814 ]
  %773 = phi <16 x i32> [ %751, %748 ], [ %817, %814 ]
  %774 = phi <16 x i32> [ %752, %748 ], [ %818, %814 ]
  %775 = phi <16 x i32> [ %753, %748 ], [ %819, %814 ]
  %776 = phi <16 x i32> [ %754, %748 ], [ %820, %814 ]
  %777 = phi <16 x i32> [ %755, %748 ], [ %821, %814 ]
  %778 = phi <16 x i32> [ %756, %748 ], [ %822, %814 ]
  %779 = phi <16 x i32> [ %757, %748 ], [ %823, %814 ]
  %780 = phi <16 x i32> [ %758, %748 ], [ %824, %814 ]
  %781 = phi <16 x i32> [ %759, %748 ], [ %825, %814 ]
  %782 = phi <16 x i32> [ %760, %748 ], [ %826, %814 ]
  %783 = phi <16 x i32> [ %761, %748 ], [ %827, %814 ]
  %784 = phi <16 x i32> [ %762, %748 ], [ %828, %814 ]
  %785 = phi <16 x i32> [ %763, %748 ], [ %829, %814 ]
  %786 = phi <16 x i32> [ %764, %748 ], [ %830, %814 ]
  %787 = add nuw nsw i64 %765, 1
  %788 = icmp eq i64 %787, %6
  br i1 %788, label %646, label %748

789:                                              ; preds = %766, %814
  %790 = phi <16 x i32> [ %749, %766 ], [ %815, %814 ]
  %791 = phi <16 x i32> [ %750, %766 ], [ %816, %814 ]
  %792 = phi <16 x i32> [ %751, %766 ], [ %817, %814 ]
  %793 = phi <16 x i32> [ %752, %766 ], [ %818, %814 ]
  %794 = phi <16 x i32> [ %753, %766 ], [ %819, %814 ]
  %795 = phi <16 x i32> [ %754, %766 ], [ %820, %814 ]
  %796 = phi <16 x i32> [ %755, %766 ], [ %821, %814 ]
  %797 = phi <16 x i32> [ %756, %766 ], [ %822, %814 ]
  %798 = phi <16 x i32> [ %757, %766 ], [ %823, %814 ]
  %799 = phi <16 x i32> [ %758, %766 ], [ %824, %814 ]
  %800 = phi <16 x i32> [ %759, %766 ], [ %825, %814 ]
  %801 = phi <16 x i32> [ %760, %766 ], [ %826, %814 ]
  %802 = phi <16 x i32> [ %761, %766 ], [ %827, %814 ]
  %803 = phi <16 x i32> [ %762, %766 ], [ %828, %814 ]
  %804 = phi <16 x i32> [ %763, %766 ], [ %829, %814 ]
  %805 = phi <16 x i32> [ %764, %766 ], [ %830, %814 ]
  %806 = phi i64 [ 0, %766 ], [ %831, %814 ]
  %807 = mul i64 %75, %806
  %808 = getelementptr inbounds i8, ptr %768, i64 %807
  %809 = add nuw nsw i64 %806, %769
  %810 = mul i64 %76, %809
  %811 = getelementptr inbounds i8, ptr %641, i64 %810
  br i1 %77, label %812, label %814

812:                                              ; preds = %789
  %813 = getelementptr inbounds i8, ptr %811, i64 %31
  br label %833

814:                                              ; preds = %1107, %789
  %815 = phi <16 x i32> [ %790, %789 ], [ %1128, %1107 ]
  %816 = phi <16 x i32> [ %791, %789 ], [ %1127, %1107 ]
  %817 = phi <16 x i32> [ %792, %789 ], [ %1108, %1107 ]
  %818 = phi <16 x i32> [ %793, %789 ], [ %1109, %1107 ]
  %819 = phi <16 x i32> [ %794, %789 ], [ %1121, %1107 ]
  %820 = phi <16 x i32> [ %795, %789 ], [ %1120, %1107 ]
  %821 = phi <16 x i32> [ %796, %789 ], [ %1110, %1107 ]
  %822 = phi <16 x i32> [ %797, %789 ], [ %1111, %1107 ]
  %823 = phi <16 x i32> [ %798, %789 ], [ %1119, %1107 ]
  %824 = phi <16 x i32> [ %799, %789 ], [ %1118, %1107 ]
  %825 = phi <16 x i32> [ %800, %789 ], [ %1112, %1107 ]
  %826 = phi <16 x i32> [ %801, %789 ], [ %1113, %1107 ]
  %827 = phi <16 x i32> [ %802, %789 ], [ %1117, %1107 ]
  %828 = phi <16 x i32> [ %803, %789 ], [ %1116, %1107 ]
  %829 = phi <16 x i32> [ %804, %789 ], [ %1114, %1107 ]
  %830 = phi <16 x i32> [ %805, %789 ], [ %1115, %1107 ]
  %831 = add nuw nsw i64 %806, 1
  %832 = icmp eq i64 %831, %7
  br i1 %832, label %770, label %789

833:                                              ; preds = %812, %1107
  %834 = phi <16 x i32> [ %790, %812 ], [ %1128, %1107 ]
  %835 = phi <16 x i32> [ %791, %812 ], [ %1127, %1107 ]
  %836 = phi <16 x i32> [ %792, %812 ], [ %1108, %1107 ]
  %837 = phi <16 x i32> [ %793, %812 ], [ %1109, %1107 ]
  %838 = phi <16 x i32> [ %794, %812 ], [ %1121, %1107 ]
  %839 = phi <16 x i32> [ %795, %812 ], [ %1120, %1107 ]
  %840 = phi <16 x i32> [ %796, %812 ], [ %1110, %1107 ]
  %841 = phi <16 x i32> [ %797, %812 ], [ %1111, %1107 ]
  %842 = phi <16 x i32> [ %798, %812 ], [ %1119, %1107 ]
  %843 = phi <16 x i32> [ %799, %812 ], [ %1118, %1107 ]
  %844 = phi <16 x i32> [ %800, %812 ], [ %1112, %1107 ]
  %845 = phi <16 x i32> [ %801, %812 ], [ %1113, %1107 ]
  %846 = phi <16 x i32> [ %802, %812 ], [ %1117, %1107 ]
  %847 = phi <16 x i32> [ %803, %812 ], [ %1116, %1107 ]
  %848 = phi <16 x i32> [ %804, %812 ], [ %1114, %1107 ]
  %849 = phi <16 x i32> [ %805, %812 ], [ %1115, %1107 ]
  %850 = phi i64 [ 0, %812 ], [ %1129, %1107 ]
  %851 = shl nsw i64 %850, 6
  %852 = getelementptr inbounds nuw i8, ptr %811, i64 %851
  %853 = load <64 x i8>, ptr %852, align 64
  %854 = getelementptr inbounds nuw i8, ptr %813, i64 %851
  %855 = load <64 x i8>, ptr %854, align 64
  %856 = shl nsw i64 %850, 2
  %857 = sub nsw i64 %4, %856
  %858 = getelementptr i8, ptr %808, i64 %856
  %859 = icmp sgt i64 %857, 3
  %860 = icmp sgt i64 %857, 1
  %861 = icmp eq i64 %857, 3
  br i1 %859, label %1049, label %862

862:                                              ; preds = %833
  %863 = load i8, ptr %858, align 1
  %864 = zext i8 %863 to i32
  br i1 %860, label %865, label %877

865:                                              ; preds = %862
  %866 = getelementptr inbounds nuw i8, ptr %858, i64 1
  %867 = load i8, ptr %866, align 1
  %868 = zext i8 %867 to i32
  %869 = shl nuw nsw i32 %868, 8
  %870 = or disjoint i32 %869, %864
  br i1 %861, label %871, label %887

871:                                              ; preds = %865
  %872 = getelementptr inbounds nuw i8, ptr %858, i64 2
  %873 = load i8, ptr %872, align 1
  %874 = zext i8 %873 to i32
  %875 = shl nuw nsw i32 %874, 16
  %876 = or disjoint i32 %875, %870
  br label %887

877:                                              ; preds = %862
  %878 = insertelement <16 x i32> poison, i32 %864, i64 0
  %879 = xor <16 x i32> %878, <i32 -2139062144, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %880 = shufflevector <16 x i32> %879, <16 x i32> poison, <16 x i32> zeroinitializer
  %881 = bitcast <16 x i32> %880 to <64 x i8>
  %882 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %849, <64 x i8> %881, <64 x i8> %853)
  %883 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %848, <64 x i8> %881, <64 x i8> %855)
  %884 = getelementptr i8, ptr %858, i64 %70
  %885 = load i8, ptr %884, align 1
  %886 = zext i8 %885 to i32
  br label %909

887:                                              ; preds = %865, %871
  %888 = phi i32 [ %876, %871 ], [ %870, %865 ]
  %889 = insertelement <16 x i32> poison, i32 %888, i64 0
  %890 = xor <16 x i32> %889, <i32 -2139062144, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %891 = shufflevector <16 x i32> %890, <16 x i32> poison, <16 x i32> zeroinitializer
  %892 = bitcast <16 x i32> %891 to <64 x i8>
  %893 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %849, <64 x i8> %892, <64 x i8> %853)
  %894 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %848, <64 x i8> %892, <64 x i8> %855)
  %895 = getelementptr i8, ptr %858, i64 %70
  %896 = load i8, ptr %895, align 1
  %897 = zext i8 %896 to i32
  %898 = getelementptr inbounds nuw i8, ptr %895, i64 1
  %899 = load i8, ptr %898, align 1
  %900 = zext i8 %899 to i32
  %901 = shl nuw nsw i32 %900, 8
  %902 = or disjoint i32 %901, %897
  br i1 %861, label %903, label %909

903:                                              ; preds = %887
  %904 = getelementptr inbounds nuw i8, ptr %895, i64 2
  %905 = load i8, ptr %904, align 1
  %906 = zext i8 %905 to i32
  %907 = shl nuw nsw i32 %906, 16
  %908 = or disjoint i32 %907, %902
  br label %909

909:                                              ; preds = %877, %903, %887
  %910 = phi <16 x i32> [ %883, %877 ], [ %894, %887 ], [ %894, %903 ]
  %911 = phi <16 x i32> [ %882, %877 ], [ %893, %887 ], [ %893, %903 ]
  %912 = phi i32 [ %886, %877 ], [ %902, %887 ], [ %908, %903 ]
  %913 = insertelement <16 x i32> poison, i32 %912, i64 0
  %914 = xor <16 x i32> %913, <i32 -2139062144, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %915 = shufflevector <16 x i32> %914, <16 x i32> poison, <16 x i32> zeroinitializer
  %916 = bitcast <16 x i32> %915 to <64 x i8>
  %917 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %847, <64 x i8> %916, <64 x i8> %853)
  %918 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %846, <64 x i8> %916, <64 x i8> %855)
  %919 = getelementptr i8, ptr %858, i64 %79
  %920 = load i8, ptr %919, align 1
  %921 = zext i8 %920 to i32
  br i1 %860, label %922, label %934

922:                                              ; preds = %909
  %923 = getelementptr inbounds nuw i8, ptr %919, i64 1
  %924 = load i8, ptr %923, align 1
  %925 = zext i8 %924 to i32
  %926 = shl nuw nsw i32 %925, 8
  %927 = or disjoint i32 %926, %921
  br i1 %861, label %928, label %934

928:                                              ; preds = %922
  %929 = getelementptr inbounds nuw i8, ptr %919, i64 2
  %930 = load i8, ptr %929, align 1
  %931 = zext i8 %930 to i32
  %932 = shl nuw nsw i32 %931, 16
  %933 = or disjoint i32 %932, %927
  br label %934

934:                                              ; preds = %928, %922, %909
  %935 = phi i32 [ %921, %909 ], [ %927, %922 ], [ %933, %928 ]
  %936 = insertelement <16 x i32> poison, i32 %935, i64 0
  %937 = xor <16 x i32> %936, <i32 -2139062144, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %938 = shufflevector <16 x i32> %937, <16 x i32> poison, <16 x i32> zeroinitializer
  %939 = bitcast <16 x i32> %938 to <64 x i8>
  %940 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %845, <64 x i8> %939, <64 x i8> %853)
  %941 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %844, <64 x i8> %939, <64 x i8> %855)
  %942 = getelementptr i8, ptr %858, i64 %80
  %943 = load i8, ptr %942, align 1
  %944 = zext i8 %943 to i32
  br i1 %860, label %945, label %957

945:                                              ; preds = %934
  %946 = getelementptr inbounds nuw i8, ptr %942, i64 1
  %947 = load i8, ptr %946, align 1
  %948 = zext i8 %947 to i32
  %949 = shl nuw nsw i32 %948, 8
  %950 = or disjoint i32 %949, %944
  br i1 %861, label %951, label %957

951:                                              ; preds = %945
  %952 = getelementptr inbounds nuw i8, ptr %942, i64 2
  %953 = load i8, ptr %952, align 1
  %954 = zext i8 %953 to i32
  %955 = shl nuw nsw i32 %954, 16
  %956 = or disjoint i32 %955, %950
  br label %957

957:                                              ; preds = %951, %945, %934
  %958 = phi i32 [ %944, %934 ], [ %950, %945 ], [ %956, %951 ]
  %959 = insertelement <16 x i32> poison, i32 %958, i64 0
  %960 = xor <16 x i32> %959, <i32 -2139062144, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %961 = shufflevector <16 x i32> %960, <16 x i32> poison, <16 x i32> zeroinitializer
  %962 = bitcast <16 x i32> %961 to <64 x i8>
  %963 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %843, <64 x i8> %962, <64 x i8> %853)
  %964 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %842, <64 x i8> %962, <64 x i8> %855)
  %965 = getelementptr i8, ptr %858, i64 %81
  %966 = load i8, ptr %965, align 1
  %967 = zext i8 %966 to i32
  br i1 %860, label %968, label %980

968:                                              ; preds = %957
  %969 = getelementptr inbounds nuw i8, ptr %965, i64 1
  %970 = load i8, ptr %969, align 1
  %971 = zext i8 %970 to i32
  %972 = shl nuw nsw i32 %971, 8
  %973 = or disjoint i32 %972, %967
  br i1 %861, label %974, label %980

974:                                              ; preds = %968
  %975 = getelementptr inbounds nuw i8, ptr %965, i64 2
  %976 = load i8, ptr %975, align 1
  %977 = zext i8 %976 to i32
  %978 = shl nuw nsw i32 %977, 16
  %979 = or disjoint i32 %978, %973
  br label %980

980:                                              ; preds = %974, %968, %957
  %981 = phi i32 [ %967, %957 ], [ %973, %968 ], [ %979, %974 ]
  %982 = insertelement <16 x i32> poison, i32 %981, i64 0
  %983 = xor <16 x i32> %982, <i32 -2139062144, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %984 = shufflevector <16 x i32> %983, <16 x i32> poison, <16 x i32> zeroinitializer
  %985 = bitcast <16 x i32> %984 to <64 x i8>
  %986 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %841, <64 x i8> %985, <64 x i8> %853)
  %987 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %840, <64 x i8> %985, <64 x i8> %855)
  %988 = getelementptr i8, ptr %858, i64 %82
  %989 = load i8, ptr %988, align 1
  %990 = zext i8 %989 to i32
  br i1 %860, label %991, label %1003

991:                                              ; preds = %980
  %992 = getelementptr inbounds nuw i8, ptr %988, i64 1
  %993 = load i8, ptr %992, align 1
  %994 = zext i8 %993 to i32
  %995 = shl nuw nsw i32 %994, 8
  %996 = or disjoint i32 %995, %990
  br i1 %861, label %997, label %1003

997:                                              ; preds = %991
  %998 = getelementptr inbounds nuw i8, ptr %988, i64 2
  %999 = load i8, ptr %998, align 1
  %1000 = zext i8 %999 to i32
  %1001 = shl nuw nsw i32 %1000, 16
  %1002 = or disjoint i32 %1001, %996
  br label %1003

1003:                                             ; preds = %997, %991, %980
  %1004 = phi i32 [ %990, %980 ], [ %996, %991 ], [ %1002, %997 ]
  %1005 = insertelement <16 x i32> poison, i32 %1004, i64 0
  %1006 = xor <16 x i32> %1005, <i32 -2139062144, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1007 = shufflevector <16 x i32> %1006, <16 x i32> poison, <16 x i32> zeroinitializer
  %1008 = bitcast <16 x i32> %1007 to <64 x i8>
  %1009 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %839, <64 x i8> %1008, <64 x i8> %853)
  %1010 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %838, <64 x i8> %1008, <64 x i8> %855)
  %1011 = getelementptr i8, ptr %858, i64 %83
  %1012 = load i8, ptr %1011, align 1
  %1013 = zext i8 %1012 to i32
  br i1 %860, label %1014, label %1026

1014:                                             ; preds = %1003
  %1015 = getelementptr inbounds nuw i8, ptr %1011, i64 1
  %1016 = load i8, ptr %1015, align 1
  %1017 = zext i8 %1016 to i32
  %1018 = shl nuw nsw i32 %1017, 8
  %1019 = or disjoint i32 %1018, %1013
  br i1 %861, label %1020, label %1026

1020:                                             ; preds = %1014
  %1021 = getelementptr inbounds nuw i8, ptr %1011, i64 2
  %1022 = load i8, ptr %1021, align 1
  %1023 = zext i8 %1022 to i32
  %1024 = shl nuw nsw i32 %1023, 16
  %1025 = or disjoint i32 %1024, %1019
  br label %1026

1026:                                             ; preds = %1020, %1014, %1003
  %1027 = phi i32 [ %1013, %1003 ], [ %1019, %1014 ], [ %1025, %1020 ]
  %1028 = insertelement <16 x i32> poison, i32 %1027, i64 0
  %1029 = xor <16 x i32> %1028, <i32 -2139062144, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1030 = shufflevector <16 x i32> %1029, <16 x i32> poison, <16 x i32> zeroinitializer
  %1031 = bitcast <16 x i32> %1030 to <64 x i8>
  %1032 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %837, <64 x i8> %1031, <64 x i8> %853)
  %1033 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %836, <64 x i8> %1031, <64 x i8> %855)
  %1034 = getelementptr i8, ptr %858, i64 %84
  %1035 = load i8, ptr %1034, align 1
  %1036 = zext i8 %1035 to i32
  br i1 %860, label %1037, label %1107

1037:                                             ; preds = %1026
  %1038 = getelementptr inbounds nuw i8, ptr %1034, i64 1
  %1039 = load i8, ptr %1038, align 1
  %1040 = zext i8 %1039 to i32
  %1041 = shl nuw nsw i32 %1040, 8
  %1042 = or disjoint i32 %1041, %1036
  br i1 %861, label %1043, label %1107

1043:                                             ; preds = %1037
  %1044 = getelementptr inbounds nuw i8, ptr %1034, i64 2
  %1045 = load i8, ptr %1044, align 1
  %1046 = zext i8 %1045 to i32
  %1047 = shl nuw nsw i32 %1046, 16
  %1048 = or disjoint i32 %1047, %1042
  br label %1107

1049:                                             ; preds = %833
  %1050 = load i32, ptr %858, align 1
  %1051 = insertelement <16 x i32> poison, i32 %1050, i64 0
  %1052 = xor <16 x i32> %1051, <i32 -2139062144, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1053 = shufflevector <16 x i32> %1052, <16 x i32> poison, <16 x i32> zeroinitializer
  %1054 = bitcast <16 x i32> %1053 to <64 x i8>
  %1055 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %849, <64 x i8> %1054, <64 x i8> %853)
  %1056 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %848, <64 x i8> %1054, <64 x i8> %855)
  %1057 = getelementptr i8, ptr %858, i64 %70
  %1058 = load i32, ptr %1057, align 1
  %1059 = insertelement <16 x i32> poison, i32 %1058, i64 0
  %1060 = xor <16 x i32> %1059, <i32 -2139062144, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1061 = shufflevector <16 x i32> %1060, <16 x i32> poison, <16 x i32> zeroinitializer
  %1062 = bitcast <16 x i32> %1061 to <64 x i8>
  %1063 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %847, <64 x i8> %1062, <64 x i8> %853)
  %1064 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %846, <64 x i8> %1062, <64 x i8> %855)
  %1065 = getelementptr i8, ptr %858, i64 %85
  %1066 = load i32, ptr %1065, align 1
  %1067 = insertelement <16 x i32> poison, i32 %1066, i64 0
  %1068 = xor <16 x i32> %1067, <i32 -2139062144, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1069 = shufflevector <16 x i32> %1068, <16 x i32> poison, <16 x i32> zeroinitializer
  %1070 = bitcast <16 x i32> %1069 to <64 x i8>
  %1071 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %845, <64 x i8> %1070, <64 x i8> %853)
  %1072 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %844, <64 x i8> %1070, <64 x i8> %855)
  %1073 = getelementptr i8, ptr %858, i64 %86
  %1074 = load i32, ptr %1073, align 1
  %1075 = insertelement <16 x i32> poison, i32 %1074, i64 0
  %1076 = xor <16 x i32> %1075, <i32 -2139062144, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1077 = shufflevector <16 x i32> %1076, <16 x i32> poison, <16 x i32> zeroinitializer
  %1078 = bitcast <16 x i32> %1077 to <64 x i8>
  %1079 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %843, <64 x i8> %1078, <64 x i8> %853)
  %1080 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %842, <64 x i8> %1078, <64 x i8> %855)
  %1081 = getelementptr i8, ptr %858, i64 %87
  %1082 = load i32, ptr %1081, align 1
  %1083 = insertelement <16 x i32> poison, i32 %1082, i64 0
  %1084 = xor <16 x i32> %1083, <i32 -2139062144, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1085 = shufflevector <16 x i32> %1084, <16 x i32> poison, <16 x i32> zeroinitializer
  %1086 = bitcast <16 x i32> %1085 to <64 x i8>
  %1087 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %841, <64 x i8> %1086, <64 x i8> %853)
  %1088 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %840, <64 x i8> %1086, <64 x i8> %855)
  %1089 = getelementptr i8, ptr %858, i64 %88
  %1090 = load i32, ptr %1089, align 1
  %1091 = insertelement <16 x i32> poison, i32 %1090, i64 0
  %1092 = xor <16 x i32> %1091, <i32 -2139062144, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1093 = shufflevector <16 x i32> %1092, <16 x i32> poison, <16 x i32> zeroinitializer
  %1094 = bitcast <16 x i32> %1093 to <64 x i8>
  %1095 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %839, <64 x i8> %1094, <64 x i8> %853)
  %1096 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %838, <64 x i8> %1094, <64 x i8> %855)
  %1097 = getelementptr i8, ptr %858, i64 %89
  %1098 = load i32, ptr %1097, align 1
  %1099 = insertelement <16 x i32> poison, i32 %1098, i64 0
  %1100 = xor <16 x i32> %1099, <i32 -2139062144, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1101 = shufflevector <16 x i32> %1100, <16 x i32> poison, <16 x i32> zeroinitializer
  %1102 = bitcast <16 x i32> %1101 to <64 x i8>
  %1103 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %837, <64 x i8> %1102, <64 x i8> %853)
  %1104 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %836, <64 x i8> %1102, <64 x i8> %855)
  %1105 = getelementptr i8, ptr %858, i64 %90
  %1106 = load i32, ptr %1105, align 1
  br label %1107

1107:                                             ; preds = %1049, %1043, %1037, %1026
  %1108 = phi <16 x i32> [ %1104, %1049 ], [ %1033, %1043 ], [ %1033, %1037 ], [ %1033, %1026 ]
  %1109 = phi <16 x i32> [ %1103, %1049 ], [ %1032, %1043 ], [ %1032, %1037 ], [ %1032, %1026 ]
  %1110 = phi <16 x i32> [ %1088, %1049 ], [ %987, %1043 ], [ %987, %1037 ], [ %987, %1026 ]
  %1111 = phi <16 x i32> [ %1087, %1049 ], [ %986, %1043 ], [ %986, %1037 ], [ %986, %1026 ]
  %1112 = phi <16 x i32> [ %1072, %1049 ], [ %941, %1043 ], [ %941, %1037 ], [ %941, %1026 ]
  %1113 = phi <16 x i32> [ %1071, %1049 ], [ %940, %1043 ], [ %940, %1037 ], [ %940, %1026 ]
  %1114 = phi <16 x i32> [ %1056, %1049 ], [ %910, %1043 ], [ %910, %1037 ], [ %910, %1026 ]
  %1115 = phi <16 x i32> [ %1055, %1049 ], [ %911, %1043 ], [ %911, %1037 ], [ %911, %1026 ]
  %1116 = phi <16 x i32> [ %1063, %1049 ], [ %917, %1043 ], [ %917, %1037 ], [ %917, %1026 ]
  %1117 = phi <16 x i32> [ %1064, %1049 ], [ %918, %1043 ], [ %918, %1037 ], [ %918, %1026 ]
  %1118 = phi <16 x i32> [ %1079, %1049 ], [ %963, %1043 ], [ %963, %1037 ], [ %963, %1026 ]
  %1119 = phi <16 x i32> [ %1080, %1049 ], [ %964, %1043 ], [ %964, %1037 ], [ %964, %1026 ]
  %1120 = phi <16 x i32> [ %1095, %1049 ], [ %1009, %1043 ], [ %1009, %1037 ], [ %1009, %1026 ]
  %1121 = phi <16 x i32> [ %1096, %1049 ], [ %1010, %1043 ], [ %1010, %1037 ], [ %1010, %1026 ]
  %1122 = phi i32 [ %1106, %1049 ], [ %1048, %1043 ], [ %1042, %1037 ], [ %1036, %1026 ]
  %1123 = insertelement <16 x i32> poison, i32 %1122, i64 0
  %1124 = xor <16 x i32> %1123, <i32 -2139062144, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1125 = shufflevector <16 x i32> %1124, <16 x i32> poison, <16 x i32> zeroinitializer
  %1126 = bitcast <16 x i32> %1125 to <64 x i8>
  %1127 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %835, <64 x i8> %1126, <64 x i8> %853)
  %1128 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %834, <64 x i8> %1126, <64 x i8> %855)
  %1129 = add nuw nsw i64 %850, 1
  %1130 = icmp eq i64 %1129, %78
  br i1 %1130, label %814, label %833

1131:                                             ; preds = %638
  call void @llvm.lifetime.start.p0(ptr nonnull %21)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 64 dereferenceable(1024) %21, i8 0, i64 1024, i1 false)
  br i1 %73, label %1132, label %1212

1132:                                             ; preds = %1131, %1138
  %1133 = phi i64 [ %1139, %1138 ], [ 0, %1131 ]
  br i1 %74, label %1134, label %1138

1134:                                             ; preds = %1132
  %1135 = mul i64 %72, %1133
  %1136 = getelementptr inbounds i8, ptr %613, i64 %1135
  %1137 = mul nuw nsw i64 %1133, %7
  br label %1141

1138:                                             ; preds = %1150, %1132
  %1139 = add nuw nsw i64 %1133, 1
  %1140 = icmp eq i64 %1139, %6
  br i1 %1140, label %1212, label %1132

1141:                                             ; preds = %1134, %1150
  %1142 = phi i64 [ 0, %1134 ], [ %1151, %1150 ]
  %1143 = mul i64 %75, %1142
  %1144 = getelementptr inbounds i8, ptr %1136, i64 %1143
  %1145 = add nuw nsw i64 %1142, %1137
  %1146 = mul i64 %76, %1145
  %1147 = getelementptr inbounds i8, ptr %641, i64 %1146
  br i1 %77, label %1148, label %1150

1148:                                             ; preds = %1141
  %1149 = getelementptr inbounds i8, ptr %1147, i64 %31
  br label %1153

1150:                                             ; preds = %1172, %1141
  %1151 = add nuw nsw i64 %1142, 1
  %1152 = icmp eq i64 %1151, %7
  br i1 %1152, label %1138, label %1141

1153:                                             ; preds = %1148, %1172
  %1154 = phi i64 [ 0, %1148 ], [ %1173, %1172 ]
  %1155 = shl nsw i64 %1154, 6
  %1156 = getelementptr inbounds nuw i8, ptr %1147, i64 %1155
  %1157 = load <8 x i64>, ptr %1156, align 64
  br i1 %642, label %1158, label %1161

1158:                                             ; preds = %1153
  %1159 = getelementptr inbounds nuw i8, ptr %1149, i64 %1155
  %1160 = load <8 x i64>, ptr %1159, align 64
  br label %1161

1161:                                             ; preds = %1158, %1153
  %1162 = phi <8 x i64> [ %1160, %1158 ], [ %1157, %1153 ]
  %1163 = shl nsw i64 %1154, 2
  %1164 = getelementptr i8, ptr %1144, i64 %1163
  br i1 %622, label %1165, label %1172

1165:                                             ; preds = %1161
  %1166 = sub nsw i64 %4, %1163
  %1167 = icmp sgt i64 %1166, 3
  %1168 = icmp sgt i64 %1166, 1
  %1169 = icmp eq i64 %1166, 3
  %1170 = bitcast <8 x i64> %1157 to <64 x i8>
  %1171 = bitcast <8 x i64> %1162 to <64 x i8>
  br label %1175

1172:                                             ; preds = %1209, %1161
  %1173 = add nuw nsw i64 %1154, 1
  %1174 = icmp eq i64 %1173, %78
  br i1 %1174, label %1150, label %1153

1175:                                             ; preds = %1165, %1209
  %1176 = phi i64 [ 0, %1165 ], [ %1210, %1209 ]
  %1177 = mul i64 %70, %1176
  %1178 = getelementptr i8, ptr %1164, i64 %1177
  br i1 %1167, label %1179, label %1181

1179:                                             ; preds = %1175
  %1180 = load i32, ptr %1178, align 1
  br label %1196

1181:                                             ; preds = %1175
  %1182 = load i8, ptr %1178, align 1
  %1183 = zext i8 %1182 to i32
  br i1 %1168, label %1184, label %1196

1184:                                             ; preds = %1181
  %1185 = getelementptr inbounds nuw i8, ptr %1178, i64 1
  %1186 = load i8, ptr %1185, align 1
  %1187 = zext i8 %1186 to i32
  %1188 = shl nuw nsw i32 %1187, 8
  %1189 = or disjoint i32 %1188, %1183
  br i1 %1169, label %1190, label %1196

1190:                                             ; preds = %1184
  %1191 = getelementptr inbounds nuw i8, ptr %1178, i64 2
  %1192 = load i8, ptr %1191, align 1
  %1193 = zext i8 %1192 to i32
  %1194 = shl nuw nsw i32 %1193, 16
  %1195 = or disjoint i32 %1194, %1189
  br label %1196

1196:                                             ; preds = %1179, %1181, %1184, %1190
  %1197 = phi i32 [ %1180, %1179 ], [ %1195, %1190 ], [ %1189, %1184 ], [ %1183, %1181 ]
  %1198 = insertelement <16 x i32> poison, i32 %1197, i64 0
  %1199 = getelementptr inbounds nuw [2 x <8 x i64>], ptr %21, i64 %1176
  %1200 = load <16 x i32>, ptr %1199, align 64
  %1201 = xor <16 x i32> %1198, <i32 -2139062144, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1202 = shufflevector <16 x i32> %1201, <16 x i32> poison, <16 x i32> zeroinitializer
  %1203 = bitcast <16 x i32> %1202 to <64 x i8>
  %1204 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1200, <64 x i8> %1203, <64 x i8> %1170)
  store <16 x i32> %1204, ptr %1199, align 64
  br i1 %642, label %1205, label %1209

1205:                                             ; preds = %1196
  %1206 = getelementptr inbounds nuw i8, ptr %1199, i64 64
  %1207 = load <16 x i32>, ptr %1206, align 64
  %1208 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1207, <64 x i8> %1203, <64 x i8> %1171)
  store <16 x i32> %1208, ptr %1206, align 64
  br label %1209

1209:                                             ; preds = %1205, %1196
  %1210 = add nuw nsw i64 %1176, 1
  %1211 = icmp eq i64 %1210, %623
  br i1 %1211, label %1172, label %1175

1212:                                             ; preds = %1131, %1138
  %1213 = shl i64 %639, 4
  %1214 = getelementptr i32, ptr %615, i64 %1213
  br i1 %622, label %1215, label %1236

1215:                                             ; preds = %1212
  %1216 = getelementptr inbounds nuw i32, ptr %35, i64 %1213
  %1217 = load <16 x i32>, ptr %1216, align 64
  %1218 = sub nsw i64 %5, %1213
  %1219 = icmp sgt i64 %1218, 15
  %1220 = trunc i64 %1218 to i32
  %1221 = shl nsw i32 -1, %1220
  %1222 = trunc i32 %1221 to i16
  %1223 = xor i16 %1222, -1
  %1224 = select i1 %1219, i16 -1, i16 %1223
  %1225 = bitcast i16 %1224 to <16 x i1>
  br i1 %626, label %1227, label %1283

1226:                                             ; preds = %1283
  br i1 %628, label %1236, label %1227

1227:                                             ; preds = %1226, %1215
  %1228 = phi i64 [ 0, %1215 ], [ %1301, %1226 ]
  tail call void @llvm.assume(i1 %629)
  %1229 = mul nsw i64 %19, %1228
  %1230 = getelementptr i32, ptr %1214, i64 %1229
  %1231 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %1230, <16 x i1> %1225, <16 x i32> zeroinitializer)
  %1232 = getelementptr inbounds nuw [2 x <8 x i64>], ptr %21, i64 %1228
  %1233 = load <16 x i32>, ptr %1232, align 64
  %1234 = sub <16 x i32> %1231, %1217
  %1235 = add <16 x i32> %1234, %1233
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %1235, ptr align 1 %1230, <16 x i1> %1225)
  br label %1236

1236:                                             ; preds = %1227, %1226, %1212
  br i1 %642, label %1237, label %1304

1237:                                             ; preds = %1236
  %1238 = shl i64 %639, 4
  %1239 = or disjoint i64 %1238, 16
  %1240 = getelementptr i32, ptr %615, i64 %1239
  br i1 %622, label %1241, label %1304

1241:                                             ; preds = %1237
  %1242 = getelementptr inbounds nuw i32, ptr %35, i64 %1239
  %1243 = load <16 x i32>, ptr %1242, align 64
  %1244 = sub nsw i64 %5, %1239
  %1245 = icmp sgt i64 %1244, 15
  %1246 = trunc i64 %1244 to i32
  %1247 = shl nsw i32 -1, %1246
  %1248 = trunc i32 %1247 to i16
  %1249 = xor i16 %1248, -1
  %1250 = select i1 %1245, i16 -1, i16 %1249
  %1251 = bitcast i16 %1250 to <16 x i1>
  br i1 %631, label %1274, label %1252

1252:                                             ; preds = %1241, %1252
  %1253 = phi i64 [ %1270, %1252 ], [ 0, %1241 ]
  %1254 = phi i64 [ %1271, %1252 ], [ 0, %1241 ]
  %1255 = mul nsw i64 %19, %1253
  %1256 = getelementptr i32, ptr %1240, i64 %1255
  %1257 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %1256, <16 x i1> %1251, <16 x i32> zeroinitializer)
  %1258 = getelementptr inbounds nuw [2 x <8 x i64>], ptr %97, i64 %1253
  %1259 = load <16 x i32>, ptr %1258, align 64
  %1260 = sub <16 x i32> %1257, %1243
  %1261 = add <16 x i32> %1260, %1259
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %1261, ptr align 1 %1256, <16 x i1> %1251)
  %1262 = or disjoint i64 %1253, 1
  %1263 = mul nsw i64 %19, %1262
  %1264 = getelementptr i32, ptr %1240, i64 %1263
  %1265 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %1264, <16 x i1> %1251, <16 x i32> zeroinitializer)
  %1266 = getelementptr inbounds nuw [2 x <8 x i64>], ptr %97, i64 %1262
  %1267 = load <16 x i32>, ptr %1266, align 64
  %1268 = sub <16 x i32> %1265, %1243
  %1269 = add <16 x i32> %1268, %1267
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %1269, ptr align 1 %1264, <16 x i1> %1251)
  %1270 = add nuw nsw i64 %1253, 2
  %1271 = add i64 %1254, 2
  %1272 = icmp eq i64 %1271, %632
  br i1 %1272, label %1273, label %1252

1273:                                             ; preds = %1252
  br i1 %633, label %1304, label %1274

1274:                                             ; preds = %1273, %1241
  %1275 = phi i64 [ 0, %1241 ], [ %1270, %1273 ]
  tail call void @llvm.assume(i1 %634)
  %1276 = mul nsw i64 %19, %1275
  %1277 = getelementptr i32, ptr %1240, i64 %1276
  %1278 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %1277, <16 x i1> %1251, <16 x i32> zeroinitializer)
  %1279 = getelementptr inbounds nuw [2 x <8 x i64>], ptr %97, i64 %1275
  %1280 = load <16 x i32>, ptr %1279, align 64
  %1281 = sub <16 x i32> %1278, %1243
  %1282 = add <16 x i32> %1281, %1280
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %1282, ptr align 1 %1277, <16 x i1> %1251)
  br label %1304

1283:                                             ; preds = %1215, %1283
  %1284 = phi i64 [ %1301, %1283 ], [ 0, %1215 ]
  %1285 = phi i64 [ %1302, %1283 ], [ 0, %1215 ]
  %1286 = mul nsw i64 %19, %1284
  %1287 = getelementptr i32, ptr %1214, i64 %1286
  %1288 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %1287, <16 x i1> %1225, <16 x i32> zeroinitializer)
  %1289 = getelementptr inbounds nuw [2 x <8 x i64>], ptr %21, i64 %1284
  %1290 = load <16 x i32>, ptr %1289, align 64
  %1291 = sub <16 x i32> %1288, %1217
  %1292 = add <16 x i32> %1291, %1290
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %1292, ptr align 1 %1287, <16 x i1> %1225)
  %1293 = or disjoint i64 %1284, 1
  %1294 = mul nsw i64 %19, %1293
  %1295 = getelementptr i32, ptr %1214, i64 %1294
  %1296 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %1295, <16 x i1> %1225, <16 x i32> zeroinitializer)
  %1297 = getelementptr inbounds nuw [2 x <8 x i64>], ptr %21, i64 %1293
  %1298 = load <16 x i32>, ptr %1297, align 64
  %1299 = sub <16 x i32> %1296, %1217
  %1300 = add <16 x i32> %1299, %1298
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %1300, ptr align 1 %1295, <16 x i1> %1225)
  %1301 = add nuw nsw i64 %1284, 2
  %1302 = add i64 %1285, 2
  %1303 = icmp eq i64 %1302, %627
  br i1 %1303, label %1226, label %1283

1304:                                             ; preds = %1237, %1274, %1273, %1236
  call void @llvm.lifetime.end.p0(ptr nonnull %21)
  br label %1305

1305:                                             ; preds = %1304, %646
  %1306 = add nuw nsw i64 %639, 2
  %1307 = icmp slt i64 %1306, %28
  br i1 %1307, label %638, label %635
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none))

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized,aligned") allocsize(1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @aligned_alloc(i64 allocalign noundef, i64 noundef) local_unnamed_addr

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr noundef captures(none)) local_unnamed_addr

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap()

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none))

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32>, <64 x i8>, <64 x i8>)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <16 x i32> @llvm.masked.load.v16i32.p0(ptr captures(none), <16 x i1>, <16 x i32>)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v16i32.p0(<16 x i32>, ptr captures(none), <16 x i1>)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64)

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v16i32(<16 x i32>)

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v8i32(<8 x i32>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef)
