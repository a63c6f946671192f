; Function Attrs: nounwind memory(readwrite, target_mem0: none, target_mem1: none)
define hidden void @mgxport_conv_s8_vnni512(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11, i64 noundef %12, i64 noundef %13, i64 noundef %14, i64 noundef %15, i64 noundef %16, i64 noundef %17, i64 noundef %18, i64 noundef %19) local_unnamed_addr {
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca [8 x [2 x <8 x i64>]], align 64
  %24 = inttoptr i64 %0 to ptr
  %25 = inttoptr i64 %1 to ptr
  %26 = inttoptr i64 %2 to ptr
  %27 = add nsw i64 %4, 3
  %28 = sdiv i64 %27, 4
  %29 = add nsw i64 %5, 15
  %30 = sdiv i64 %29, 16
  %31 = shl i64 %6, 6
  %32 = mul i64 %31, %28
  %33 = mul i64 %32, %7
  %34 = mul nsw i64 %33, %30
  %35 = tail call noalias align 64 ptr @aligned_alloc(i64 noundef 64, i64 noundef %34)
  %36 = shl nsw i64 %30, 6
  %37 = tail call noalias align 64 ptr @aligned_alloc(i64 noundef 64, i64 noundef %36)
  %38 = icmp ne ptr %35, null
  %39 = icmp ne ptr %37, null
  %40 = and i1 %38, %39
  br i1 %40, label %42, label %41

41:                                               ; preds = %20
  tail call void @free(ptr noundef %35)
  tail call void @free(ptr noundef %37)
  tail call void @llvm.trap()
  unreachable

42:                                               ; preds = %20
  tail call void @llvm.memset.p0.i64(ptr nonnull align 64 %35, i8 0, i64 %34, i1 false)
  tail call void @llvm.memset.p0.i64(ptr nonnull align 64 %37, i8 0, i64 %36, i1 false)
  %43 = icmp sgt i64 %5, 0
  br i1 %43, label %44, label %66

44:                                               ; preds = %42
  %45 = icmp sgt i64 %6, 0
  %46 = icmp sgt i64 %7, 0
  %47 = icmp sgt i64 %4, 0
  %48 = icmp ult i64 %4, 8
  %49 = icmp ult i64 %4, 64
  %50 = and i64 %4, 56
  %51 = and i64 %4, 9223372036854775744
  %52 = icmp eq i64 %4, %51
  %53 = icmp eq i64 %50, 0
  %54 = and i64 %4, 9223372036854775800
  %55 = icmp eq i64 %4, %54
  br label %56

56:                                               ; preds = %44, %103
  %57 = phi i64 [ 0, %44 ], [ %106, %103 ]
  br i1 %45, label %58, label %103

58:                                               ; preds = %56
  %59 = mul nuw nsw i64 %57, %6
  %60 = lshr i64 %57, 4
  %61 = mul nsw i64 %60, %33
  %62 = shl i64 %57, 2
  %63 = and i64 %62, 60
  %64 = getelementptr i8, ptr %35, i64 %61
  %65 = getelementptr i8, ptr %64, i64 %63
  br label %94

66:                                               ; preds = %103, %42
  %67 = icmp sgt i64 %3, 0
  br i1 %67, label %68, label %592

68:                                               ; preds = %66
  %69 = mul i64 %15, %10
  %70 = icmp sgt i64 %8, 0
  %71 = icmp sgt i64 %9, 0
  %72 = mul i64 %16, %11
  %73 = add nsw i64 %30, -1
  %74 = mul i64 %15, %12
  %75 = icmp sgt i64 %6, 0
  %76 = icmp sgt i64 %7, 0
  %77 = mul i64 %16, %13
  %78 = shl i64 %28, 6
  %79 = icmp sgt i64 %4, 0
  %80 = tail call i64 @llvm.smax.i64(i64 %28, i64 1)
  %81 = shl i64 %72, 1
  %82 = mul i64 %72, 3
  %83 = shl i64 %72, 2
  %84 = mul i64 %72, 5
  %85 = mul i64 %72, 6
  %86 = mul i64 %72, 7
  %87 = shl nsw i64 %19, 1
  %88 = mul nsw i64 %19, 3
  %89 = shl nsw i64 %19, 2
  %90 = mul nsw i64 %19, 5
  %91 = mul nsw i64 %19, 6
  %92 = mul nsw i64 %19, 7
  %93 = getelementptr inbounds nuw i8, ptr %23, i64 64
  br label %585

94:                                               ; preds = %58, %562
  %95 = phi i32 [ 0, %58 ], [ %563, %562 ]
  %96 = phi i64 [ 0, %58 ], [ %564, %562 ]
  br i1 %46, label %97, label %562

97:                                               ; preds = %94
  %98 = add nuw nsw i64 %96, %59
  %99 = mul nuw nsw i64 %98, %7
  %100 = mul nuw nsw i64 %96, %7
  br label %108

101:                                              ; preds = %562
  %102 = shl nsw i32 %563, 7
  br label %103

103:                                              ; preds = %101, %56
  %104 = phi i32 [ 0, %56 ], [ %102, %101 ]
  %105 = getelementptr inbounds nuw i32, ptr %37, i64 %57
  store i32 %104, ptr %105, align 4
  %106 = add nuw nsw i64 %57, 1
  %107 = icmp eq i64 %106, %5
  br i1 %107, label %66, label %56

108:                                              ; preds = %97, %566
  %109 = phi i32 [ %95, %97 ], [ %567, %566 ]
  %110 = phi i64 [ 0, %97 ], [ %568, %566 ]
  br i1 %47, label %111, label %566

111:                                              ; preds = %108
  %112 = add nuw nsw i64 %110, %99
  %113 = mul nuw nsw i64 %112, %4
  %114 = getelementptr i8, ptr %25, i64 %113
  %115 = add nuw nsw i64 %110, %100
  %116 = mul nuw nsw i64 %115, %28
  br i1 %48, label %559, label %117

117:                                              ; preds = %111
  br i1 %49, label %493, label %118

118:                                              ; preds = %117
  %119 = insertelement <16 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %109, i64 0
  %120 = insertelement <16 x i64> poison, i64 %116, i64 0
  %121 = shufflevector <16 x i64> %120, <16 x i64> poison, <16 x i32> zeroinitializer
  br label %122

122:                                              ; preds = %122, %118
  %123 = phi i64 [ 0, %118 ], [ %484, %122 ]
  %124 = phi <16 x i32> [ %119, %118 ], [ %480, %122 ]
  %125 = phi <16 x i32> [ zeroinitializer, %118 ], [ %481, %122 ]
  %126 = phi <16 x i32> [ zeroinitializer, %118 ], [ %482, %122 ]
  %127 = phi <16 x i32> [ zeroinitializer, %118 ], [ %483, %122 ]
  %128 = phi <16 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %118 ], [ %485, %122 ]
  %129 = add <16 x i64> %128, splat (i64 16)
  %130 = add <16 x i64> %128, splat (i64 32)
  %131 = add <16 x i64> %128, splat (i64 48)
  %132 = getelementptr i8, ptr %114, i64 %123
  %133 = getelementptr i8, ptr %132, i64 16
  %134 = getelementptr i8, ptr %132, i64 32
  %135 = getelementptr i8, ptr %132, i64 48
  %136 = load <16 x i8>, ptr %132, align 1
  %137 = extractelement <16 x i8> %136, i64 0
  %138 = extractelement <16 x i8> %136, i64 1
  %139 = extractelement <16 x i8> %136, i64 2
  %140 = extractelement <16 x i8> %136, i64 3
  %141 = extractelement <16 x i8> %136, i64 4
  %142 = extractelement <16 x i8> %136, i64 5
  %143 = extractelement <16 x i8> %136, i64 6
  %144 = extractelement <16 x i8> %136, i64 7
  %145 = extractelement <16 x i8> %136, i64 8
  %146 = extractelement <16 x i8> %136, i64 9
  %147 = extractelement <16 x i8> %136, i64 10
  %148 = extractelement <16 x i8> %136, i64 11
  %149 = extractelement <16 x i8> %136, i64 12
  %150 = extractelement <16 x i8> %136, i64 13
  %151 = extractelement <16 x i8> %136, i64 14
  %152 = extractelement <16 x i8> %136, i64 15
  %153 = load <16 x i8>, ptr %133, align 1
  %154 = extractelement <16 x i8> %153, i64 0
  %155 = extractelement <16 x i8> %153, i64 1
  %156 = extractelement <16 x i8> %153, i64 2
  %157 = extractelement <16 x i8> %153, i64 3
  %158 = extractelement <16 x i8> %153, i64 4
  %159 = extractelement <16 x i8> %153, i64 5
  %160 = extractelement <16 x i8> %153, i64 6
  %161 = extractelement <16 x i8> %153, i64 7
  %162 = extractelement <16 x i8> %153, i64 8
  %163 = extractelement <16 x i8> %153, i64 9
  %164 = extractelement <16 x i8> %153, i64 10
  %165 = extractelement <16 x i8> %153, i64 11
  %166 = extractelement <16 x i8> %153, i64 12
  %167 = extractelement <16 x i8> %153, i64 13
  %168 = extractelement <16 x i8> %153, i64 14
  %169 = extractelement <16 x i8> %153, i64 15
  %170 = load <16 x i8>, ptr %134, align 1
  %171 = extractelement <16 x i8> %170, i64 0
  %172 = extractelement <16 x i8> %170, i64 1
  %173 = extractelement <16 x i8> %170, i64 2
  %174 = extractelement <16 x i8> %170, i64 3
  %175 = extractelement <16 x i8> %170, i64 4
  %176 = extractelement <16 x i8> %170, i64 5
  %177 = extractelement <16 x i8> %170, i64 6
  %178 = extractelement <16 x i8> %170, i64 7
  %179 = extractelement <16 x i8> %170, i64 8
  %180 = extractelement <16 x i8> %170, i64 9
  %181 = extractelement <16 x i8> %170, i64 10
  %182 = extractelement <16 x i8> %170, i64 11
  %183 = extractelement <16 x i8> %170, i64 12
  %184 = extractelement <16 x i8> %170, i64 13
  %185 = extractelement <16 x i8> %170, i64 14
  %186 = extractelement <16 x i8> %170, i64 15
  %187 = load <16 x i8>, ptr %135, align 1
  %188 = extractelement <16 x i8> %187, i64 0
  %189 = extractelement <16 x i8> %187, i64 1
  %190 = extractelement <16 x i8> %187, i64 2
  %191 = extractelement <16 x i8> %187, i64 3
  %192 = extractelement <16 x i8> %187, i64 4
  %193 = extractelement <16 x i8> %187, i64 5
  %194 = extractelement <16 x i8> %187, i64 6
  %195 = extractelement <16 x i8> %187, i64 7
  %196 = extractelement <16 x i8> %187, i64 8
  %197 = extractelement <16 x i8> %187, i64 9
  %198 = extractelement <16 x i8> %187, i64 10
  %199 = extractelement <16 x i8> %187, i64 11
  %200 = extractelement <16 x i8> %187, i64 12
  %201 = extractelement <16 x i8> %187, i64 13
  %202 = extractelement <16 x i8> %187, i64 14
  %203 = extractelement <16 x i8> %187, i64 15
  %204 = lshr <16 x i64> %128, splat (i64 2)
  %205 = lshr <16 x i64> %129, splat (i64 2)
  %206 = lshr <16 x i64> %130, splat (i64 2)
  %207 = lshr <16 x i64> %131, splat (i64 2)
  %208 = add nuw nsw <16 x i64> %204, %121
  %209 = add nuw nsw <16 x i64> %205, %121
  %210 = add nuw nsw <16 x i64> %206, %121
  %211 = add nuw nsw <16 x i64> %207, %121
  %212 = shl nsw <16 x i64> %208, splat (i64 6)
  %213 = extractelement <16 x i64> %212, i64 0
  %214 = extractelement <16 x i64> %212, i64 1
  %215 = extractelement <16 x i64> %212, i64 2
  %216 = extractelement <16 x i64> %212, i64 3
  %217 = extractelement <16 x i64> %212, i64 4
  %218 = extractelement <16 x i64> %212, i64 5
  %219 = extractelement <16 x i64> %212, i64 6
  %220 = extractelement <16 x i64> %212, i64 7
  %221 = extractelement <16 x i64> %212, i64 8
  %222 = extractelement <16 x i64> %212, i64 9
  %223 = extractelement <16 x i64> %212, i64 10
  %224 = extractelement <16 x i64> %212, i64 11
  %225 = extractelement <16 x i64> %212, i64 12
  %226 = extractelement <16 x i64> %212, i64 13
  %227 = extractelement <16 x i64> %212, i64 14
  %228 = extractelement <16 x i64> %212, i64 15
  %229 = shl nsw <16 x i64> %209, splat (i64 6)
  %230 = extractelement <16 x i64> %229, i64 0
  %231 = extractelement <16 x i64> %229, i64 1
  %232 = extractelement <16 x i64> %229, i64 2
  %233 = extractelement <16 x i64> %229, i64 3
  %234 = extractelement <16 x i64> %229, i64 4
  %235 = extractelement <16 x i64> %229, i64 5
  %236 = extractelement <16 x i64> %229, i64 6
  %237 = extractelement <16 x i64> %229, i64 7
  %238 = extractelement <16 x i64> %229, i64 8
  %239 = extractelement <16 x i64> %229, i64 9
  %240 = extractelement <16 x i64> %229, i64 10
  %241 = extractelement <16 x i64> %229, i64 11
  %242 = extractelement <16 x i64> %229, i64 12
  %243 = extractelement <16 x i64> %229, i64 13
  %244 = extractelement <16 x i64> %229, i64 14
  %245 = extractelement <16 x i64> %229, i64 15
  %246 = shl nsw <16 x i64> %210, splat (i64 6)
  %247 = extractelement <16 x i64> %246, i64 0
  %248 = extractelement <16 x i64> %246, i64 1
  %249 = extractelement <16 x i64> %246, i64 2
  %250 = extractelement <16 x i64> %246, i64 3
  %251 = extractelement <16 x i64> %246, i64 4
  %252 = extractelement <16 x i64> %246, i64 5
  %253 = extractelement <16 x i64> %246, i64 6
  %254 = extractelement <16 x i64> %246, i64 7
  %255 = extractelement <16 x i64> %246, i64 8
  %256 = extractelement <16 x i64> %246, i64 9
  %257 = extractelement <16 x i64> %246, i64 10
  %258 = extractelement <16 x i64> %246, i64 11
  %259 = extractelement <16 x i64> %246, i64 12
  %260 = extractelement <16 x i64> %246, i64 13
  %261 = extractelement <16 x i64> %246, i64 14
  %262 = extractelement <16 x i64> %246, i64 15
  %263 = shl nsw <16 x i64> %211, splat (i64 6)
  %264 = extractelement <16 x i64> %263, i64 0
  %265 = extractelement <16 x i64> %263, i64 1
  %266 = extractelement <16 x i64> %263, i64 2
  %267 = extractelement <16 x i64> %263, i64 3
  %268 = extractelement <16 x i64> %263, i64 4
  %269 = extractelement <16 x i64> %263, i64 5
  %270 = extractelement <16 x i64> %263, i64 6
  %271 = extractelement <16 x i64> %263, i64 7
  %272 = extractelement <16 x i64> %263, i64 8
  %273 = extractelement <16 x i64> %263, i64 9
  %274 = extractelement <16 x i64> %263, i64 10
  %275 = extractelement <16 x i64> %263, i64 11
  %276 = extractelement <16 x i64> %263, i64 12
  %277 = extractelement <16 x i64> %263, i64 13
  %278 = extractelement <16 x i64> %263, i64 14
  %279 = extractelement <16 x i64> %263, i64 15
  %280 = and <16 x i64> %128, splat (i64 3)
  %281 = extractelement <16 x i64> %280, i64 0
  %282 = extractelement <16 x i64> %280, i64 1
  %283 = extractelement <16 x i64> %280, i64 2
  %284 = extractelement <16 x i64> %280, i64 3
  %285 = extractelement <16 x i64> %280, i64 4
  %286 = extractelement <16 x i64> %280, i64 5
  %287 = extractelement <16 x i64> %280, i64 6
  %288 = extractelement <16 x i64> %280, i64 7
  %289 = extractelement <16 x i64> %280, i64 8
  %290 = extractelement <16 x i64> %280, i64 9
  %291 = extractelement <16 x i64> %280, i64 10
  %292 = extractelement <16 x i64> %280, i64 11
  %293 = extractelement <16 x i64> %280, i64 12
  %294 = extractelement <16 x i64> %280, i64 13
  %295 = extractelement <16 x i64> %280, i64 14
  %296 = extractelement <16 x i64> %280, i64 15
  %297 = and <16 x i64> %128, splat (i64 3)
  %298 = extractelement <16 x i64> %297, i64 0
  %299 = extractelement <16 x i64> %297, i64 1
  %300 = extractelement <16 x i64> %297, i64 2
  %301 = extractelement <16 x i64> %297, i64 3
  %302 = extractelement <16 x i64> %297, i64 4
  %303 = extractelement <16 x i64> %297, i64 5
  %304 = extractelement <16 x i64> %297, i64 6
  %305 = extractelement <16 x i64> %297, i64 7
  %306 = extractelement <16 x i64> %297, i64 8
  %307 = extractelement <16 x i64> %297, i64 9
  %308 = extractelement <16 x i64> %297, i64 10
  %309 = extractelement <16 x i64> %297, i64 11
  %310 = extractelement <16 x i64> %297, i64 12
  %311 = extractelement <16 x i64> %297, i64 13
  %312 = extractelement <16 x i64> %297, i64 14
  %313 = extractelement <16 x i64> %297, i64 15
  %314 = and <16 x i64> %128, splat (i64 3)
  %315 = extractelement <16 x i64> %314, i64 0
  %316 = extractelement <16 x i64> %314, i64 1
  %317 = extractelement <16 x i64> %314, i64 2
  %318 = extractelement <16 x i64> %314, i64 3
  %319 = extractelement <16 x i64> %314, i64 4
  %320 = extractelement <16 x i64> %314, i64 5
  %321 = extractelement <16 x i64> %314, i64 6
  %322 = extractelement <16 x i64> %314, i64 7
  %323 = extractelement <16 x i64> %314, i64 8
  %324 = extractelement <16 x i64> %314, i64 9
  %325 = extractelement <16 x i64> %314, i64 10
  %326 = extractelement <16 x i64> %314, i64 11
  %327 = extractelement <16 x i64> %314, i64 12
  %328 = extractelement <16 x i64> %314, i64 13
  %329 = extractelement <16 x i64> %314, i64 14
  %330 = extractelement <16 x i64> %314, i64 15
  %331 = and <16 x i64> %128, splat (i64 3)
  %332 = extractelement <16 x i64> %331, i64 0
  %333 = extractelement <16 x i64> %331, i64 1
  %334 = extractelement <16 x i64> %331, i64 2
  %335 = extractelement <16 x i64> %331, i64 3
  %336 = extractelement <16 x i64> %331, i64 4
  %337 = extractelement <16 x i64> %331, i64 5
  %338 = extractelement <16 x i64> %331, i64 6
  %339 = extractelement <16 x i64> %331, i64 7
  %340 = extractelement <16 x i64> %331, i64 8
  %341 = extractelement <16 x i64> %331, i64 9
  %342 = extractelement <16 x i64> %331, i64 10
  %343 = extractelement <16 x i64> %331, i64 11
  %344 = extractelement <16 x i64> %331, i64 12
  %345 = extractelement <16 x i64> %331, i64 13
  %346 = extractelement <16 x i64> %331, i64 14
  %347 = extractelement <16 x i64> %331, i64 15
  %348 = getelementptr i8, ptr %65, i64 %213
  %349 = getelementptr i8, ptr %65, i64 %214
  %350 = getelementptr i8, ptr %65, i64 %215
  %351 = getelementptr i8, ptr %65, i64 %216
  %352 = getelementptr i8, ptr %65, i64 %217
  %353 = getelementptr i8, ptr %65, i64 %218
  %354 = getelementptr i8, ptr %65, i64 %219
  %355 = getelementptr i8, ptr %65, i64 %220
  %356 = getelementptr i8, ptr %65, i64 %221
  %357 = getelementptr i8, ptr %65, i64 %222
  %358 = getelementptr i8, ptr %65, i64 %223
  %359 = getelementptr i8, ptr %65, i64 %224
  %360 = getelementptr i8, ptr %65, i64 %225
  %361 = getelementptr i8, ptr %65, i64 %226
  %362 = getelementptr i8, ptr %65, i64 %227
  %363 = getelementptr i8, ptr %65, i64 %228
  %364 = getelementptr i8, ptr %65, i64 %230
  %365 = getelementptr i8, ptr %65, i64 %231
  %366 = getelementptr i8, ptr %65, i64 %232
  %367 = getelementptr i8, ptr %65, i64 %233
  %368 = getelementptr i8, ptr %65, i64 %234
  %369 = getelementptr i8, ptr %65, i64 %235
  %370 = getelementptr i8, ptr %65, i64 %236
  %371 = getelementptr i8, ptr %65, i64 %237
  %372 = getelementptr i8, ptr %65, i64 %238
  %373 = getelementptr i8, ptr %65, i64 %239
  %374 = getelementptr i8, ptr %65, i64 %240
  %375 = getelementptr i8, ptr %65, i64 %241
  %376 = getelementptr i8, ptr %65, i64 %242
  %377 = getelementptr i8, ptr %65, i64 %243
  %378 = getelementptr i8, ptr %65, i64 %244
  %379 = getelementptr i8, ptr %65, i64 %245
  %380 = getelementptr i8, ptr %65, i64 %247
  %381 = getelementptr i8, ptr %65, i64 %248
  %382 = getelementptr i8, ptr %65, i64 %249
  %383 = getelementptr i8, ptr %65, i64 %250
  %384 = getelementptr i8, ptr %65, i64 %251
  %385 = getelementptr i8, ptr %65, i64 %252
  %386 = getelementptr i8, ptr %65, i64 %253
  %387 = getelementptr i8, ptr %65, i64 %254
  %388 = getelementptr i8, ptr %65, i64 %255
  %389 = getelementptr i8, ptr %65, i64 %256
  %390 = getelementptr i8, ptr %65, i64 %257
  %391 = getelementptr i8, ptr %65, i64 %258
  %392 = getelementptr i8, ptr %65, i64 %259
  %393 = getelementptr i8, ptr %65, i64 %260
  %394 = getelementptr i8, ptr %65, i64 %261
  %395 = getelementptr i8, ptr %65, i64 %262
  %396 = getelementptr i8, ptr %65, i64 %264
  %397 = getelementptr i8, ptr %65, i64 %265
  %398 = getelementptr i8, ptr %65, i64 %266
  %399 = getelementptr i8, ptr %65, i64 %267
  %400 = getelementptr i8, ptr %65, i64 %268
  %401 = getelementptr i8, ptr %65, i64 %269
  %402 = getelementptr i8, ptr %65, i64 %270
  %403 = getelementptr i8, ptr %65, i64 %271
  %404 = getelementptr i8, ptr %65, i64 %272
  %405 = getelementptr i8, ptr %65, i64 %273
  %406 = getelementptr i8, ptr %65, i64 %274
  %407 = getelementptr i8, ptr %65, i64 %275
  %408 = getelementptr i8, ptr %65, i64 %276
  %409 = getelementptr i8, ptr %65, i64 %277
  %410 = getelementptr i8, ptr %65, i64 %278
  %411 = getelementptr i8, ptr %65, i64 %279
  %412 = getelementptr i8, ptr %348, i64 %281
  %413 = getelementptr i8, ptr %349, i64 %282
  %414 = getelementptr i8, ptr %350, i64 %283
  %415 = getelementptr i8, ptr %351, i64 %284
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
  %428 = getelementptr i8, ptr %364, i64 %298
  %429 = getelementptr i8, ptr %365, i64 %299
  %430 = getelementptr i8, ptr %366, i64 %300
  %431 = getelementptr i8, ptr %367, i64 %301
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
  %444 = getelementptr i8, ptr %380, i64 %315
  %445 = getelementptr i8, ptr %381, i64 %316
  %446 = getelementptr i8, ptr %382, i64 %317
  %447 = getelementptr i8, ptr %383, i64 %318
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
  %460 = getelementptr i8, ptr %396, i64 %332
  %461 = getelementptr i8, ptr %397, i64 %333
  %462 = getelementptr i8, ptr %398, i64 %334
  %463 = getelementptr i8, ptr %399, i64 %335
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
  store i8 %137, ptr %412, align 1
  store i8 %138, ptr %413, align 1
  store i8 %139, ptr %414, align 1
  store i8 %140, ptr %415, align 1
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
  store i8 %154, ptr %428, align 1
  store i8 %155, ptr %429, align 1
  store i8 %156, ptr %430, align 1
  store i8 %157, ptr %431, align 1
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
  store i8 %171, ptr %444, align 1
  store i8 %172, ptr %445, align 1
  store i8 %173, ptr %446, align 1
  store i8 %174, ptr %447, align 1
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
  store i8 %188, ptr %460, align 1
  store i8 %189, ptr %461, align 1
  store i8 %190, ptr %462, align 1
  store i8 %191, ptr %463, align 1
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
  %476 = sext <16 x i8> %136 to <16 x i32>
  %477 = sext <16 x i8> %153 to <16 x i32>
  %478 = sext <16 x i8> %170 to <16 x i32>
  %479 = sext <16 x i8> %187 to <16 x i32>
  %480 = add <16 x i32> %124, %476
  %481 = add <16 x i32> %125, %477
  %482 = add <16 x i32> %126, %478
  %483 = add <16 x i32> %127, %479
  %484 = add nuw i64 %123, 64
  %485 = add <16 x i64> %128, splat (i64 64)
  %486 = icmp eq i64 %484, %51
  br i1 %486, label %487, label %122

487:                                              ; preds = %122
  %488 = add <16 x i32> %481, %480
  %489 = add <16 x i32> %482, %488
  %490 = add <16 x i32> %483, %489
  %491 = tail call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %490)
  br i1 %52, label %566, label %492

492:                                              ; preds = %487
  br i1 %53, label %559, label %493

493:                                              ; preds = %117, %492
  %494 = phi i64 [ %51, %492 ], [ 0, %117 ]
  %495 = phi i32 [ %491, %492 ], [ %109, %117 ]
  %496 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %495, i64 0
  %497 = insertelement <8 x i64> poison, i64 %116, i64 0
  %498 = shufflevector <8 x i64> %497, <8 x i64> poison, <8 x i32> zeroinitializer
  %499 = insertelement <8 x i64> poison, i64 %494, i64 0
  %500 = shufflevector <8 x i64> %499, <8 x i64> poison, <8 x i32> zeroinitializer
  %501 = or disjoint <8 x i64> %500, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  br label %502

502:                                              ; preds = %502, %493
  %503 = phi i64 [ %494, %493 ], [ %554, %502 ]
  %504 = phi <8 x i32> [ %496, %493 ], [ %553, %502 ]
  %505 = phi <8 x i64> [ %501, %493 ], [ %555, %502 ]
  %506 = getelementptr i8, ptr %114, i64 %503
  %507 = load <8 x i8>, ptr %506, align 1
  %508 = extractelement <8 x i8> %507, i64 0
  %509 = extractelement <8 x i8> %507, i64 1
  %510 = extractelement <8 x i8> %507, i64 2
  %511 = extractelement <8 x i8> %507, i64 3
  %512 = extractelement <8 x i8> %507, i64 4
  %513 = extractelement <8 x i8> %507, i64 5
  %514 = extractelement <8 x i8> %507, i64 6
  %515 = extractelement <8 x i8> %507, i64 7
  %516 = lshr <8 x i64> %505, splat (i64 2)
  %517 = add nuw nsw <8 x i64> %516, %498
  %518 = shl nsw <8 x i64> %517, splat (i64 6)
  %519 = extractelement <8 x i64> %518, i64 0
  %520 = extractelement <8 x i64> %518, i64 1
  %521 = extractelement <8 x i64> %518, i64 2
  %522 = extractelement <8 x i64> %518, i64 3
  %523 = extractelement <8 x i64> %518, i64 4
  %524 = extractelement <8 x i64> %518, i64 5
  %525 = extractelement <8 x i64> %518, i64 6
  %526 = extractelement <8 x i64> %518, i64 7
  %527 = and <8 x i64> %505, splat (i64 3)
  %528 = extractelement <8 x i64> %527, i64 0
  %529 = extractelement <8 x i64> %527, i64 1
  %530 = extractelement <8 x i64> %527, i64 2
  %531 = extractelement <8 x i64> %527, i64 3
  %532 = extractelement <8 x i64> %527, i64 4
  %533 = extractelement <8 x i64> %527, i64 5
  %534 = extractelement <8 x i64> %527, i64 6
  %535 = extractelement <8 x i64> %527, i64 7
  %536 = getelementptr i8, ptr %65, i64 %519
  %537 = getelementptr i8, ptr %65, i64 %520
  %538 = getelementptr i8, ptr %65, i64 %521
  %539 = getelementptr i8, ptr %65, i64 %522
  %540 = getelementptr i8, ptr %65, i64 %523
  %541 = getelementptr i8, ptr %65, i64 %524
  %542 = getelementptr i8, ptr %65, i64 %525
  %543 = getelementptr i8, ptr %65, i64 %526
  %544 = getelementptr i8, ptr %536, i64 %528
  %545 = getelementptr i8, ptr %537, i64 %529
  %546 = getelementptr i8, ptr %538, i64 %530
  %547 = getelementptr i8, ptr %539, i64 %531
  %548 = getelementptr i8, ptr %540, i64 %532
  %549 = getelementptr i8, ptr %541, i64 %533
  %550 = getelementptr i8, ptr %542, i64 %534
  %551 = getelementptr i8, ptr %543, i64 %535
  store i8 %508, ptr %544, align 1
  store i8 %509, ptr %545, align 1
  store i8 %510, ptr %546, align 1
  store i8 %511, ptr %547, align 1
  store i8 %512, ptr %548, align 1
  store i8 %513, ptr %549, align 1
  store i8 %514, ptr %550, align 1
  store i8 %515, ptr %551, align 1
  %552 = sext <8 x i8> %507 to <8 x i32>
  %553 = add <8 x i32> %504, %552
  %554 = add nuw i64 %503, 8
  %555 = add nuw nsw <8 x i64> %505, splat (i64 8)
  %556 = icmp eq i64 %554, %54
  br i1 %556, label %557, label %502

557:                                              ; preds = %502
  %558 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %553)
  br i1 %55, label %566, label %559

559:                                              ; preds = %111, %492, %557
  %560 = phi i32 [ %109, %111 ], [ %491, %492 ], [ %558, %557 ]
  %561 = phi i64 [ 0, %111 ], [ %51, %492 ], [ %54, %557 ]
  br label %570

562:                                              ; preds = %566, %94
  %563 = phi i32 [ %95, %94 ], [ %567, %566 ]
  %564 = add nuw nsw i64 %96, 1
  %565 = icmp eq i64 %564, %6
  br i1 %565, label %101, label %94

566:                                              ; preds = %570, %487, %557, %108
  %567 = phi i32 [ %109, %108 ], [ %558, %557 ], [ %491, %487 ], [ %582, %570 ]
  %568 = add nuw nsw i64 %110, 1
  %569 = icmp eq i64 %568, %7
  br i1 %569, label %562, label %108

570:                                              ; preds = %559, %570
  %571 = phi i32 [ %582, %570 ], [ %560, %559 ]
  %572 = phi i64 [ %583, %570 ], [ %561, %559 ]
  %573 = getelementptr i8, ptr %114, i64 %572
  %574 = load i8, ptr %573, align 1
  %575 = lshr i64 %572, 2
  %576 = add nuw nsw i64 %575, %116
  %577 = shl nsw i64 %576, 6
  %578 = and i64 %572, 3
  %579 = getelementptr i8, ptr %65, i64 %577
  %580 = getelementptr i8, ptr %579, i64 %578
  store i8 %574, ptr %580, align 1
  %581 = sext i8 %574 to i32
  %582 = add nsw i32 %571, %581
  %583 = add nuw nsw i64 %572, 1
  %584 = icmp eq i64 %583, %4
  br i1 %584, label %566, label %570

585:                                              ; preds = %68, %600
  %586 = phi i64 [ 0, %68 ], [ %601, %600 ]
  br i1 %70, label %587, label %600

587:                                              ; preds = %585
  %588 = mul nsw i64 %586, %14
  %589 = getelementptr inbounds i8, ptr %24, i64 %588
  %590 = mul nsw i64 %586, %17
  %591 = getelementptr inbounds i32, ptr %26, i64 %590
  br label %593

592:                                              ; preds = %600, %66
  tail call void @free(ptr noundef %35)
  tail call void @free(ptr noundef %37)
  ret void

593:                                              ; preds = %587, %603
  %594 = phi i64 [ 0, %587 ], [ %604, %603 ]
  br i1 %71, label %595, label %603

595:                                              ; preds = %593
  %596 = mul i64 %69, %594
  %597 = getelementptr inbounds i8, ptr %589, i64 %596
  %598 = mul nsw i64 %594, %18
  %599 = getelementptr inbounds i32, ptr %591, i64 %598
  br label %606

600:                                              ; preds = %603, %585
  %601 = add nuw nsw i64 %586, 1
  %602 = icmp eq i64 %601, %3
  br i1 %602, label %592, label %585

603:                                              ; preds = %631, %593
  %604 = add nuw nsw i64 %594, 1
  %605 = icmp eq i64 %604, %8
  br i1 %605, label %600, label %593

606:                                              ; preds = %595, %631
  %607 = phi i64 [ 0, %595 ], [ %632, %631 ]
  %608 = mul i64 %72, %607
  %609 = getelementptr inbounds i8, ptr %597, i64 %608
  %610 = mul nsw i64 %607, %19
  %611 = getelementptr inbounds i32, ptr %599, i64 %610
  br i1 %43, label %612, label %631

612:                                              ; preds = %606
  %613 = sub nsw i64 %9, %607
  %614 = icmp sgt i64 %613, 7
  %615 = trunc i64 %613 to i32
  %616 = select i1 %614, i32 8, i32 %615
  %617 = icmp eq i32 %616, 8
  %618 = icmp sgt i32 %616, 0
  %619 = zext i32 %616 to i64
  %620 = add nsw i64 %619, -1
  %621 = and i64 %619, 1
  %622 = icmp eq i64 %620, 0
  %623 = and i64 %619, 2147483646
  %624 = icmp eq i64 %621, 0
  %625 = icmp ne i64 %621, 0
  %626 = and i64 %619, 1
  %627 = icmp eq i64 %620, 0
  %628 = and i64 %619, 2147483646
  %629 = icmp eq i64 %626, 0
  %630 = icmp ne i64 %626, 0
  br label %634

631:                                              ; preds = %1110, %606
  %632 = add nuw nsw i64 %607, 8
  %633 = icmp slt i64 %632, %9
  br i1 %633, label %606, label %603

634:                                              ; preds = %612, %1110
  %635 = phi i64 [ 0, %612 ], [ %1111, %1110 ]
  %636 = mul nsw i64 %635, %33
  %637 = getelementptr inbounds i8, ptr %35, i64 %636
  %638 = icmp slt i64 %635, %73
  %639 = select i1 %617, i1 %638, i1 false
  br i1 %639, label %640, label %953

640:                                              ; preds = %634
  %641 = shl nsw i64 %635, 4
  br i1 %75, label %744, label %642

642:                                              ; preds = %766, %640
  %643 = phi <16 x i32> [ zeroinitializer, %640 ], [ %767, %766 ]
  %644 = phi <16 x i32> [ zeroinitializer, %640 ], [ %768, %766 ]
  %645 = phi <16 x i32> [ zeroinitializer, %640 ], [ %769, %766 ]
  %646 = phi <16 x i32> [ zeroinitializer, %640 ], [ %770, %766 ]
  %647 = phi <16 x i32> [ zeroinitializer, %640 ], [ %771, %766 ]
  %648 = phi <16 x i32> [ zeroinitializer, %640 ], [ %772, %766 ]
  %649 = phi <16 x i32> [ zeroinitializer, %640 ], [ %773, %766 ]
  %650 = phi <16 x i32> [ zeroinitializer, %640 ], [ %774, %766 ]
  %651 = phi <16 x i32> [ zeroinitializer, %640 ], [ %775, %766 ]
  %652 = phi <16 x i32> [ zeroinitializer, %640 ], [ %776, %766 ]
  %653 = phi <16 x i32> [ zeroinitializer, %640 ], [ %777, %766 ]
  %654 = phi <16 x i32> [ zeroinitializer, %640 ], [ %778, %766 ]
  %655 = phi <16 x i32> [ zeroinitializer, %640 ], [ %779, %766 ]
  %656 = phi <16 x i32> [ zeroinitializer, %640 ], [ %780, %766 ]
  %657 = phi <16 x i32> [ zeroinitializer, %640 ], [ %781, %766 ]
  %658 = phi <16 x i32> [ zeroinitializer, %640 ], [ %782, %766 ]
  %659 = sub nsw i64 %5, %641
  %660 = icmp sgt i64 %659, 15
  %661 = trunc i64 %659 to i32
  %662 = shl nsw i32 -1, %661
  %663 = trunc i32 %662 to i16
  %664 = xor i16 %663, -1
  %665 = select i1 %660, i16 -1, i16 %664
  %666 = getelementptr inbounds nuw i32, ptr %37, i64 %641
  %667 = load <16 x i32>, ptr %666, align 64
  %668 = getelementptr i32, ptr %611, i64 %641
  %669 = bitcast i16 %665 to <16 x i1>
  %670 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %668, <16 x i1> %669, <16 x i32> zeroinitializer)
  %671 = sub <16 x i32> %670, %667
  %672 = add <16 x i32> %671, %658
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %672, ptr align 1 %668, <16 x i1> %669)
  %673 = getelementptr i32, ptr %668, i64 %19
  %674 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %673, <16 x i1> %669, <16 x i32> zeroinitializer)
  %675 = sub <16 x i32> %674, %667
  %676 = add <16 x i32> %675, %656
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %676, ptr align 1 %673, <16 x i1> %669)
  %677 = getelementptr i32, ptr %668, i64 %87
  %678 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %677, <16 x i1> %669, <16 x i32> zeroinitializer)
  %679 = sub <16 x i32> %678, %667
  %680 = add <16 x i32> %679, %654
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %680, ptr align 1 %677, <16 x i1> %669)
  %681 = getelementptr i32, ptr %668, i64 %88
  %682 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %681, <16 x i1> %669, <16 x i32> zeroinitializer)
  %683 = sub <16 x i32> %682, %667
  %684 = add <16 x i32> %683, %652
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %684, ptr align 1 %681, <16 x i1> %669)
  %685 = getelementptr i32, ptr %668, i64 %89
  %686 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %685, <16 x i1> %669, <16 x i32> zeroinitializer)
  %687 = sub <16 x i32> %686, %667
  %688 = add <16 x i32> %687, %650
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %688, ptr align 1 %685, <16 x i1> %669)
  %689 = getelementptr i32, ptr %668, i64 %90
  %690 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %689, <16 x i1> %669, <16 x i32> zeroinitializer)
  %691 = sub <16 x i32> %690, %667
  %692 = add <16 x i32> %691, %648
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %692, ptr align 1 %689, <16 x i1> %669)
  %693 = getelementptr i32, ptr %668, i64 %91
  %694 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %693, <16 x i1> %669, <16 x i32> zeroinitializer)
  %695 = sub <16 x i32> %694, %667
  %696 = add <16 x i32> %695, %646
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %696, ptr align 1 %693, <16 x i1> %669)
  %697 = getelementptr i32, ptr %668, i64 %92
  %698 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %697, <16 x i1> %669, <16 x i32> zeroinitializer)
  %699 = sub <16 x i32> %698, %667
  %700 = add <16 x i32> %699, %644
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %700, ptr align 1 %697, <16 x i1> %669)
  %701 = or disjoint i64 %641, 16
  %702 = sub nsw i64 %5, %701
  %703 = icmp sgt i64 %702, 15
  %704 = trunc i64 %702 to i32
  %705 = shl nsw i32 -1, %704
  %706 = trunc i32 %705 to i16
  %707 = xor i16 %706, -1
  %708 = select i1 %703, i16 -1, i16 %707
  %709 = getelementptr inbounds nuw i32, ptr %37, i64 %701
  %710 = load <16 x i32>, ptr %709, align 64
  %711 = getelementptr i32, ptr %611, i64 %701
  %712 = bitcast i16 %708 to <16 x i1>
  %713 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %711, <16 x i1> %712, <16 x i32> zeroinitializer)
  %714 = sub <16 x i32> %713, %710
  %715 = add <16 x i32> %714, %657
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %715, ptr align 1 %711, <16 x i1> %712)
  %716 = getelementptr i32, ptr %711, i64 %19
  %717 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %716, <16 x i1> %712, <16 x i32> zeroinitializer)
  %718 = sub <16 x i32> %717, %710
  %719 = add <16 x i32> %718, %655
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %719, ptr align 1 %716, <16 x i1> %712)
  %720 = getelementptr i32, ptr %711, i64 %87
  %721 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %720, <16 x i1> %712, <16 x i32> zeroinitializer)
  %722 = sub <16 x i32> %721, %710
  %723 = add <16 x i32> %722, %653
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %723, ptr align 1 %720, <16 x i1> %712)
  %724 = getelementptr i32, ptr %711, i64 %88
  %725 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %724, <16 x i1> %712, <16 x i32> zeroinitializer)
  %726 = sub <16 x i32> %725, %710
  %727 = add <16 x i32> %726, %651
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %727, ptr align 1 %724, <16 x i1> %712)
  %728 = getelementptr i32, ptr %711, i64 %89
  %729 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %728, <16 x i1> %712, <16 x i32> zeroinitializer)
  %730 = sub <16 x i32> %729, %710
  %731 = add <16 x i32> %730, %649
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %731, ptr align 1 %728, <16 x i1> %712)
  %732 = getelementptr i32, ptr %711, i64 %90
  %733 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %732, <16 x i1> %712, <16 x i32> zeroinitializer)
  %734 = sub <16 x i32> %733, %710
  %735 = add <16 x i32> %734, %647
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %735, ptr align 1 %732, <16 x i1> %712)
  %736 = getelementptr i32, ptr %711, i64 %91
  %737 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %736, <16 x i1> %712, <16 x i32> zeroinitializer)
  %738 = sub <16 x i32> %737, %710
  %739 = add <16 x i32> %738, %645
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %739, ptr align 1 %736, <16 x i1> %712)
  %740 = getelementptr i32, ptr %711, i64 %92
  %741 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %740, <16 x i1> %712, <16 x i32> zeroinitializer)
  %742 = sub <16 x i32> %741, %710
  %743 = add <16 x i32> %742, %643
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %743, ptr align 1 %740, <16 x i1> %712)
  br label %1110

744:                                              ; preds = %640, %766
  %745 = phi <16 x i32> [ %767, %766 ], [ zeroinitializer, %640 ]
  %746 = phi <16 x i32> [ %768, %766 ], [ zeroinitializer, %640 ]
  %747 = phi <16 x i32> [ %769, %766 ], [ zeroinitializer, %640 ]
  %748 = phi <16 x i32> [ %770, %766 ], [ zeroinitializer, %640 ]
  %749 = phi <16 x i32> [ %771, %766 ], [ zeroinitializer, %640 ]
  %750 = phi <16 x i32> [ %772, %766 ], [ zeroinitializer, %640 ]
  %751 = phi <16 x i32> [ %773, %766 ], [ zeroinitializer, %640 ]
  %752 = phi <16 x i32> [ %774, %766 ], [ zeroinitializer, %640 ]
  %753 = phi <16 x i32> [ %775, %766 ], [ zeroinitializer, %640 ]
  %754 = phi <16 x i32> [ %776, %766 ], [ zeroinitializer, %640 ]
  %755 = phi <16 x i32> [ %777, %766 ], [ zeroinitializer, %640 ]
  %756 = phi <16 x i32> [ %778, %766 ], [ zeroinitializer, %640 ]
  %757 = phi <16 x i32> [ %779, %766 ], [ zeroinitializer, %640 ]
  %758 = phi <16 x i32> [ %780, %766 ], [ zeroinitializer, %640 ]
  %759 = phi <16 x i32> [ %781, %766 ], [ zeroinitializer, %640 ]
  %760 = phi <16 x i32> [ %782, %766 ], [ zeroinitializer, %640 ]
  %761 = phi i64 [ %783, %766 ], [ 0, %640 ]
  br i1 %76, label %762, label %766

762:                                              ; preds = %744
  %763 = mul i64 %74, %761
  %764 = getelementptr inbounds i8, ptr %609, i64 %763
  %765 = mul nuw nsw i64 %761, %7
  br label %785

766:                                              ; preds = %810, %744
  %767 = phi <16 x i32> [ %745, %744 ], [ %811, %810 ]
  %768 = phi <16 x i32> [ %746, %744 ], [ %812, %810 ]
  %769 = phi <16 x i32> [ %747, %744 ], [ %813, %810 ]
  %770 = phi <16 x i32> [ %748, %744 ], [ %814, %810 ]
  %771 = phi <16 x i32> [ %749, %744 ], [ %815, %810 ]
  %772 = phi <16 x i32> [ %750, %744 ], [ %816, %810 ]
  %773 = phi <16 x i32> [ %751, %744 ], [ %817, %810 ]
  %774 = phi <16 x i32> [ %752, %744 ], [ %818, %810 ]
  %775 = phi <16 x i32> [ %753, %744 ], [ %819, %810 ]
  %776 = phi <16 x i32> [ %754, %744 ], [ %820, %810 ]
  %777 = phi <16 x i32> [ %755, %744 ], [ %821, %810 ]
  %778 = phi <16 x i32> [ %756, %744 ], [ %822, %810 ]
  %779 = phi <16 x i32> [ %757, %744 ], [ %823, %810 ]
  %780 = phi <16 x i32> [ %758, %744 ], [ %824, %810 ]
  %781 = phi <16 x i32> [ %759, %744 ], [ %825, %810 ]
  %782 = phi <16 x i32> [ %760, %744 ], [ %826, %810 ]
  %783 = add nuw nsw i64 %761, 1
  %784 = icmp eq i64 %783, %6
  br i1 %784, label %642, label %744

785:                                              ; preds = %762, %810
  %786 = phi <16 x i32> [ %745, %762 ], [ %811, %810 ]
  %787 = phi <16 x i32> [ %746, %762 ], [ %812, %810 ]
  %788 = phi <16 x i32> [ %747, %762 ], [ %813, %810 ]
  %789 = phi <16 x i32> [ %748, %762 ], [ %814, %810 ]
  %790 = phi <16 x i32> [ %749, %762 ], [ %815, %810 ]
  %791 = phi <16 x i32> [ %750, %762 ], [ %816, %810 ]
  %792 = phi <16 x i32> [ %751, %762 ], [ %817, %810 ]
  %793 = phi <16 x i32> [ %752, %762 ], [ %818, %810 ]
  %794 = phi <16 x i32> [ %753, %762 ], [ %819, %810 ]
  %795 = phi <16 x i32> [ %754, %762 ], [ %820, %810 ]
  %796 = phi <16 x i32> [ %755, %762 ], [ %821, %810 ]
  %797 = phi <16 x i32> [ %756, %762 ], [ %822, %810 ]
  %798 = phi <16 x i32> [ %757, %762 ], [ %823, %810 ]
  %799 = phi <16 x i32> [ %758, %762 ], [ %824, %810 ]
  %800 = phi <16 x i32> [ %759, %762 ], [ %825, %810 ]
  %801 = phi <16 x i32> [ %760, %762 ], [ %826, %810 ]
  %802 = phi i64 [ 0, %762 ], [ %827, %810 ]
  %803 = mul i64 %77, %802
  %804 = getelementptr inbounds i8, ptr %764, i64 %803
  %805 = add nuw nsw i64 %802, %765
  %806 = mul i64 %78, %805
  %807 = getelementptr inbounds i8, ptr %637, i64 %806
  br i1 %79, label %808, label %810

808:                                              ; preds = %785
  %809 = getelementptr inbounds i8, ptr %807, i64 %33
  br label %829

810:                                              ; preds = %942, %785
  %811 = phi <16 x i32> [ %786, %785 ], [ %950, %942 ]
  %812 = phi <16 x i32> [ %787, %785 ], [ %949, %942 ]
  %813 = phi <16 x i32> [ %788, %785 ], [ %939, %942 ]
  %814 = phi <16 x i32> [ %789, %785 ], [ %938, %942 ]
  %815 = phi <16 x i32> [ %790, %785 ], [ %928, %942 ]
  %816 = phi <16 x i32> [ %791, %785 ], [ %927, %942 ]
  %817 = phi <16 x i32> [ %792, %785 ], [ %917, %942 ]
  %818 = phi <16 x i32> [ %793, %785 ], [ %916, %942 ]
  %819 = phi <16 x i32> [ %794, %785 ], [ %906, %942 ]
  %820 = phi <16 x i32> [ %795, %785 ], [ %905, %942 ]
  %821 = phi <16 x i32> [ %796, %785 ], [ %895, %942 ]
  %822 = phi <16 x i32> [ %797, %785 ], [ %894, %942 ]
  %823 = phi <16 x i32> [ %798, %785 ], [ %884, %942 ]
  %824 = phi <16 x i32> [ %799, %785 ], [ %883, %942 ]
  %825 = phi <16 x i32> [ %800, %785 ], [ %875, %942 ]
  %826 = phi <16 x i32> [ %801, %785 ], [ %876, %942 ]
  %827 = add nuw nsw i64 %802, 1
  %828 = icmp eq i64 %827, %7
  br i1 %828, label %766, label %785

829:                                              ; preds = %808, %942
  %830 = phi <16 x i32> [ %786, %808 ], [ %950, %942 ]
  %831 = phi <16 x i32> [ %787, %808 ], [ %949, %942 ]
  %832 = phi <16 x i32> [ %788, %808 ], [ %939, %942 ]
  %833 = phi <16 x i32> [ %789, %808 ], [ %938, %942 ]
  %834 = phi <16 x i32> [ %790, %808 ], [ %928, %942 ]
  %835 = phi <16 x i32> [ %791, %808 ], [ %927, %942 ]
  %836 = phi <16 x i32> [ %792, %808 ], [ %917, %942 ]
  %837 = phi <16 x i32> [ %793, %808 ], [ %916, %942 ]
  %838 = phi <16 x i32> [ %794, %808 ], [ %906, %942 ]
  %839 = phi <16 x i32> [ %795, %808 ], [ %905, %942 ]
  %840 = phi <16 x i32> [ %796, %808 ], [ %895, %942 ]
  %841 = phi <16 x i32> [ %797, %808 ], [ %894, %942 ]
  %842 = phi <16 x i32> [ %798, %808 ], [ %884, %942 ]
  %843 = phi <16 x i32> [ %799, %808 ], [ %883, %942 ]
  %844 = phi <16 x i32> [ %800, %808 ], [ %875, %942 ]
  %845 = phi <16 x i32> [ %801, %808 ], [ %876, %942 ]
  %846 = phi i64 [ 0, %808 ], [ %951, %942 ]
  %847 = shl nsw i64 %846, 6
  %848 = getelementptr inbounds nuw i8, ptr %807, i64 %847
  %849 = load <64 x i8>, ptr %848, align 64
  %850 = getelementptr inbounds nuw i8, ptr %809, i64 %847
  %851 = load <64 x i8>, ptr %850, align 64
  %852 = shl nsw i64 %846, 2
  %853 = sub nsw i64 %4, %852
  %854 = getelementptr i8, ptr %804, i64 %852
  %855 = icmp sgt i64 %853, 3
  call void @llvm.lifetime.start.p0(ptr nonnull %22)
  store i32 0, ptr %22, align 4
  br i1 %855, label %856, label %865

856:                                              ; preds = %829
  %857 = load i32, ptr %854, align 1
  %858 = insertelement <16 x i32> poison, i32 %857, i64 0
  call void @llvm.lifetime.end.p0(ptr nonnull %22)
  %859 = xor <16 x i32> %858, <i32 -2139062144, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %860 = shufflevector <16 x i32> %859, <16 x i32> poison, <16 x i32> zeroinitializer
  %861 = bitcast <16 x i32> %860 to <64 x i8>
  %862 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %845, <64 x i8> %861, <64 x i8> %849)
  %863 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %844, <64 x i8> %861, <64 x i8> %851)
  %864 = getelementptr i8, ptr %854, i64 %72
  call void @llvm.lifetime.start.p0(ptr nonnull %22)
  store i32 0, ptr %22, align 4
  br label %874

865:                                              ; preds = %829
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %22, ptr readonly align 1 %854, i64 %853, i1 false)
  %866 = load i32, ptr %22, align 4
  %867 = insertelement <16 x i32> poison, i32 %866, i64 0
  call void @llvm.lifetime.end.p0(ptr nonnull %22)
  %868 = xor <16 x i32> %867, <i32 -2139062144, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %869 = shufflevector <16 x i32> %868, <16 x i32> poison, <16 x i32> zeroinitializer
  %870 = bitcast <16 x i32> %869 to <64 x i8>
  %871 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %845, <64 x i8> %870, <64 x i8> %849)
  %872 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %844, <64 x i8> %870, <64 x i8> %851)
  %873 = getelementptr i8, ptr %854, i64 %72
  call void @llvm.lifetime.start.p0(ptr nonnull %22)
  store i32 0, ptr %22, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %22, ptr readonly align 1 %873, i64 %853, i1 false)
  br label %874

874:                                              ; preds = %856, %865
  %875 = phi <16 x i32> [ %872, %865 ], [ %863, %856 ]
  %876 = phi <16 x i32> [ %871, %865 ], [ %862, %856 ]
  %877 = phi ptr [ %22, %865 ], [ %864, %856 ]
  %878 = load i32, ptr %877, align 1
  %879 = insertelement <16 x i32> poison, i32 %878, i64 0
  call void @llvm.lifetime.end.p0(ptr nonnull %22)
  %880 = xor <16 x i32> %879, <i32 -2139062144, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %881 = shufflevector <16 x i32> %880, <16 x i32> poison, <16 x i32> zeroinitializer
  %882 = bitcast <16 x i32> %881 to <64 x i8>
  %883 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %843, <64 x i8> %882, <64 x i8> %849)
  %884 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %842, <64 x i8> %882, <64 x i8> %851)
  %885 = getelementptr i8, ptr %854, i64 %81
  call void @llvm.lifetime.start.p0(ptr nonnull %22)
  store i32 0, ptr %22, align 4
  br i1 %855, label %887, label %886

886:                                              ; preds = %874
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %22, ptr readonly align 1 %885, i64 %853, i1 false)
  br label %887

887:                                              ; preds = %886, %874
  %888 = phi ptr [ %22, %886 ], [ %885, %874 ]
  %889 = load i32, ptr %888, align 1
  %890 = insertelement <16 x i32> poison, i32 %889, i64 0
  call void @llvm.lifetime.end.p0(ptr nonnull %22)
  %891 = xor <16 x i32> %890, <i32 -2139062144, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %892 = shufflevector <16 x i32> %891, <16 x i32> poison, <16 x i32> zeroinitializer
  %893 = bitcast <16 x i32> %892 to <64 x i8>
  %894 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %841, <64 x i8> %893, <64 x i8> %849)
  %895 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %840, <64 x i8> %893, <64 x i8> %851)
  %896 = getelementptr i8, ptr %854, i64 %82
  call void @llvm.lifetime.start.p0(ptr nonnull %22)
  store i32 0, ptr %22, align 4
  br i1 %855, label %898, label %897

897:                                              ; preds = %887
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %22, ptr readonly align 1 %896, i64 %853, i1 false)
  br label %898

898:                                              ; preds = %897, %887
  %899 = phi ptr [ %22, %897 ], [ %896, %887 ]
  %900 = load i32, ptr %899, align 1
  %901 = insertelement <16 x i32> poison, i32 %900, i64 0
  call void @llvm.lifetime.end.p0(ptr nonnull %22)
  %902 = xor <16 x i32> %901, <i32 -2139062144, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %903 = shufflevector <16 x i32> %902, <16 x i32> poison, <16 x i32> zeroinitializer
  %904 = bitcast <16 x i32> %903 to <64 x i8>
  %905 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %839, <64 x i8> %904, <64 x i8> %849)
  %906 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %838, <64 x i8> %904, <64 x i8> %851)
  %907 = getelementptr i8, ptr %854, i64 %83
  call void @llvm.lifetime.start.p0(ptr nonnull %22)
  store i32 0, ptr %22, align 4
  br i1 %855, label %909, label %908

908:                                              ; preds = %898
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %22, ptr readonly align 1 %907, i64 %853, i1 false)
  br label %909

909:                                              ; preds = %908, %898
  %910 = phi ptr [ %22, %908 ], [ %907, %898 ]
  %911 = load i32, ptr %910, align 1
  %912 = insertelement <16 x i32> poison, i32 %911, i64 0
  call void @llvm.lifetime.end.p0(ptr nonnull %22)
  %913 = xor <16 x i32> %912, <i32 -2139062144, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %914 = shufflevector <16 x i32> %913, <16 x i32> poison, <16 x i32> zeroinitializer
  %915 = bitcast <16 x i32> %914 to <64 x i8>
  %916 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %837, <64 x i8> %915, <64 x i8> %849)
  %917 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %836, <64 x i8> %915, <64 x i8> %851)
  %918 = getelementptr i8, ptr %854, i64 %84
  call void @llvm.lifetime.start.p0(ptr nonnull %22)
  store i32 0, ptr %22, align 4
  br i1 %855, label %920, label %919

919:                                              ; preds = %909
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %22, ptr readonly align 1 %918, i64 %853, i1 false)
  br label %920

920:                                              ; preds = %919, %909
  %921 = phi ptr [ %22, %919 ], [ %918, %909 ]
  %922 = load i32, ptr %921, align 1
  %923 = insertelement <16 x i32> poison, i32 %922, i64 0
  call void @llvm.lifetime.end.p0(ptr nonnull %22)
  %924 = xor <16 x i32> %923, <i32 -2139062144, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %925 = shufflevector <16 x i32> %924, <16 x i32> poison, <16 x i32> zeroinitializer
  %926 = bitcast <16 x i32> %925 to <64 x i8>
  %927 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %835, <64 x i8> %926, <64 x i8> %849)
  %928 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %834, <64 x i8> %926, <64 x i8> %851)
  %929 = getelementptr i8, ptr %854, i64 %85
  call void @llvm.lifetime.start.p0(ptr nonnull %22)
  store i32 0, ptr %22, align 4
  br i1 %855, label %931, label %930

930:                                              ; preds = %920
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %22, ptr readonly align 1 %929, i64 %853, i1 false)
  br label %931

931:                                              ; preds = %930, %920
  %932 = phi ptr [ %22, %930 ], [ %929, %920 ]
  %933 = load i32, ptr %932, align 1
  %934 = insertelement <16 x i32> poison, i32 %933, i64 0
  call void @llvm.lifetime.end.p0(ptr nonnull %22)
  %935 = xor <16 x i32> %934, <i32 -2139062144, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %936 = shufflevector <16 x i32> %935, <16 x i32> poison, <16 x i32> zeroinitializer
  %937 = bitcast <16 x i32> %936 to <64 x i8>
  %938 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %833, <64 x i8> %937, <64 x i8> %849)
  %939 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %832, <64 x i8> %937, <64 x i8> %851)
  %940 = getelementptr i8, ptr %854, i64 %86
  call void @llvm.lifetime.start.p0(ptr nonnull %22)
  store i32 0, ptr %22, align 4
  br i1 %855, label %942, label %941

941:                                              ; preds = %931
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %22, ptr readonly align 1 %940, i64 %853, i1 false)
  br label %942

942:                                              ; preds = %941, %931
  %943 = phi ptr [ %22, %941 ], [ %940, %931 ]
  %944 = load i32, ptr %943, align 1
  %945 = insertelement <16 x i32> poison, i32 %944, i64 0
  call void @llvm.lifetime.end.p0(ptr nonnull %22)
  %946 = xor <16 x i32> %945, <i32 -2139062144, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %947 = shufflevector <16 x i32> %946, <16 x i32> poison, <16 x i32> zeroinitializer
  %948 = bitcast <16 x i32> %947 to <64 x i8>
  %949 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %831, <64 x i8> %948, <64 x i8> %849)
  %950 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %830, <64 x i8> %948, <64 x i8> %851)
  %951 = add nuw nsw i64 %846, 1
  %952 = icmp eq i64 %951, %80
  br i1 %952, label %810, label %829

953:                                              ; preds = %634
  call void @llvm.lifetime.start.p0(ptr nonnull %23)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 64 dereferenceable(1024) %23, i8 0, i64 1024, i1 false)
  br i1 %75, label %954, label %1017

954:                                              ; preds = %953, %960
  %955 = phi i64 [ %961, %960 ], [ 0, %953 ]
  br i1 %76, label %956, label %960

956:                                              ; preds = %954
  %957 = mul i64 %74, %955
  %958 = getelementptr inbounds i8, ptr %609, i64 %957
  %959 = mul nuw nsw i64 %955, %7
  br label %963

960:                                              ; preds = %972, %954
  %961 = add nuw nsw i64 %955, 1
  %962 = icmp eq i64 %961, %6
  br i1 %962, label %1017, label %954

963:                                              ; preds = %956, %972
  %964 = phi i64 [ 0, %956 ], [ %973, %972 ]
  %965 = mul i64 %77, %964
  %966 = getelementptr inbounds i8, ptr %958, i64 %965
  %967 = add nuw nsw i64 %964, %959
  %968 = mul i64 %78, %967
  %969 = getelementptr inbounds i8, ptr %637, i64 %968
  br i1 %79, label %970, label %972

970:                                              ; preds = %963
  %971 = getelementptr inbounds i8, ptr %969, i64 %33
  br label %975

972:                                              ; preds = %992, %963
  %973 = add nuw nsw i64 %964, 1
  %974 = icmp eq i64 %973, %7
  br i1 %974, label %960, label %963

975:                                              ; preds = %970, %992
  %976 = phi i64 [ 0, %970 ], [ %993, %992 ]
  %977 = shl nsw i64 %976, 6
  %978 = getelementptr inbounds nuw i8, ptr %969, i64 %977
  %979 = load <8 x i64>, ptr %978, align 64
  br i1 %638, label %980, label %983

980:                                              ; preds = %975
  %981 = getelementptr inbounds nuw i8, ptr %971, i64 %977
  %982 = load <8 x i64>, ptr %981, align 64
  br label %983

983:                                              ; preds = %980, %975
  %984 = phi <8 x i64> [ %982, %980 ], [ %979, %975 ]
  %985 = shl nsw i64 %976, 2
  %986 = sub nsw i64 %4, %985
  %987 = getelementptr i8, ptr %966, i64 %985
  br i1 %618, label %988, label %992

988:                                              ; preds = %983
  %989 = icmp sgt i64 %986, 3
  %990 = bitcast <8 x i64> %979 to <64 x i8>
  %991 = bitcast <8 x i64> %984 to <64 x i8>
  br label %995

992:                                              ; preds = %1014, %983
  %993 = add nuw nsw i64 %976, 1
  %994 = icmp eq i64 %993, %80
  br i1 %994, label %972, label %975

995:                                              ; preds = %988, %1014
  %996 = phi i64 [ 0, %988 ], [ %1015, %1014 ]
  %997 = mul i64 %72, %996
  %998 = getelementptr i8, ptr %987, i64 %997
  call void @llvm.lifetime.start.p0(ptr nonnull %21)
  store i32 0, ptr %21, align 4
  br i1 %989, label %1000, label %999

999:                                              ; preds = %995
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %21, ptr readonly align 1 %998, i64 %986, i1 false)
  br label %1000

1000:                                             ; preds = %995, %999
  %1001 = phi ptr [ %21, %999 ], [ %998, %995 ]
  %1002 = load i32, ptr %1001, align 1
  %1003 = insertelement <16 x i32> poison, i32 %1002, i64 0
  call void @llvm.lifetime.end.p0(ptr nonnull %21)
  %1004 = getelementptr inbounds nuw [2 x <8 x i64>], ptr %23, i64 %996
  %1005 = load <16 x i32>, ptr %1004, align 64
  %1006 = xor <16 x i32> %1003, <i32 -2139062144, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1007 = shufflevector <16 x i32> %1006, <16 x i32> poison, <16 x i32> zeroinitializer
  %1008 = bitcast <16 x i32> %1007 to <64 x i8>
  %1009 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1005, <64 x i8> %1008, <64 x i8> %990)
  store <16 x i32> %1009, ptr %1004, align 64
  br i1 %638, label %1010, label %1014

1010:                                             ; preds = %1000
  %1011 = getelementptr inbounds nuw i8, ptr %1004, i64 64
  %1012 = load <16 x i32>, ptr %1011, align 64
  %1013 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %1012, <64 x i8> %1008, <64 x i8> %991)
  store <16 x i32> %1013, ptr %1011, align 64
  br label %1014

1014:                                             ; preds = %1010, %1000
  %1015 = add nuw nsw i64 %996, 1
  %1016 = icmp eq i64 %1015, %619
  br i1 %1016, label %992, label %995

1017:                                             ; preds = %953, %960
  %1018 = shl i64 %635, 4
  %1019 = getelementptr i32, ptr %611, i64 %1018
  br i1 %618, label %1020, label %1041

1020:                                             ; preds = %1017
  %1021 = getelementptr inbounds nuw i32, ptr %37, i64 %1018
  %1022 = load <16 x i32>, ptr %1021, align 64
  %1023 = sub nsw i64 %5, %1018
  %1024 = icmp sgt i64 %1023, 15
  %1025 = trunc i64 %1023 to i32
  %1026 = shl nsw i32 -1, %1025
  %1027 = trunc i32 %1026 to i16
  %1028 = xor i16 %1027, -1
  %1029 = select i1 %1024, i16 -1, i16 %1028
  %1030 = bitcast i16 %1029 to <16 x i1>
  br i1 %622, label %1032, label %1088

1031:                                             ; preds = %1088
  br i1 %624, label %1041, label %1032

1032:                                             ; preds = %1031, %1020
  %1033 = phi i64 [ 0, %1020 ], [ %1106, %1031 ]
  tail call void @llvm.assume(i1 %625)
  %1034 = mul nsw i64 %19, %1033
  %1035 = getelementptr i32, ptr %1019, i64 %1034
  %1036 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %1035, <16 x i1> %1030, <16 x i32> zeroinitializer)
  %1037 = getelementptr inbounds nuw [2 x <8 x i64>], ptr %23, i64 %1033
  %1038 = load <16 x i32>, ptr %1037, align 64
  %1039 = sub <16 x i32> %1036, %1022
  %1040 = add <16 x i32> %1039, %1038
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %1040, ptr align 1 %1035, <16 x i1> %1030)
  br label %1041

1041:                                             ; preds = %1032, %1031, %1017
  br i1 %638, label %1042, label %1109

1042:                                             ; preds = %1041
  %1043 = shl i64 %635, 4
  %1044 = or disjoint i64 %1043, 16
  %1045 = getelementptr i32, ptr %611, i64 %1044
  br i1 %618, label %1046, label %1109

1046:                                             ; preds = %1042
  %1047 = getelementptr inbounds nuw i32, ptr %37, i64 %1044
  %1048 = load <16 x i32>, ptr %1047, align 64
  %1049 = sub nsw i64 %5, %1044
  %1050 = icmp sgt i64 %1049, 15
  %1051 = trunc i64 %1049 to i32
  %1052 = shl nsw i32 -1, %1051
  %1053 = trunc i32 %1052 to i16
  %1054 = xor i16 %1053, -1
  %1055 = select i1 %1050, i16 -1, i16 %1054
  %1056 = bitcast i16 %1055 to <16 x i1>
  br i1 %627, label %1079, label %1057

1057:                                             ; preds = %1046, %1057
  %1058 = phi i64 [ %1075, %1057 ], [ 0, %1046 ]
  %1059 = phi i64 [ %1076, %1057 ], [ 0, %1046 ]
  %1060 = mul nsw i64 %19, %1058
  %1061 = getelementptr i32, ptr %1045, i64 %1060
  %1062 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %1061, <16 x i1> %1056, <16 x i32> zeroinitializer)
  %1063 = getelementptr inbounds nuw [2 x <8 x i64>], ptr %93, i64 %1058
  %1064 = load <16 x i32>, ptr %1063, align 64
  %1065 = sub <16 x i32> %1062, %1048
  %1066 = add <16 x i32> %1065, %1064
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %1066, ptr align 1 %1061, <16 x i1> %1056)
  %1067 = or disjoint i64 %1058, 1
  %1068 = mul nsw i64 %19, %1067
  %1069 = getelementptr i32, ptr %1045, i64 %1068
  %1070 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %1069, <16 x i1> %1056, <16 x i32> zeroinitializer)
  %1071 = getelementptr inbounds nuw [2 x <8 x i64>], ptr %93, i64 %1067
  %1072 = load <16 x i32>, ptr %1071, align 64
  %1073 = sub <16 x i32> %1070, %1048
  %1074 = add <16 x i32> %1073, %1072
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %1074, ptr align 1 %1069, <16 x i1> %1056)
  %1075 = add nuw nsw i64 %1058, 2
  %1076 = add i64 %1059, 2
  %1077 = icmp eq i64 %1076, %628
  br i1 %1077, label %1078, label %1057

1078:                                             ; preds = %1057
  br i1 %629, label %1109, label %1079

1079:                                             ; preds = %1078, %1046
  %1080 = phi i64 [ 0, %1046 ], [ %1075, %1078 ]
  tail call void @llvm.assume(i1 %630)
  %1081 = mul nsw i64 %19, %1080
  %1082 = getelementptr i32, ptr %1045, i64 %1081
  %1083 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %1082, <16 x i1> %1056, <16 x i32> zeroinitializer)
  %1084 = getelementptr inbounds nuw [2 x <8 x i64>], ptr %93, i64 %1080
  %1085 = load <16 x i32>, ptr %1084, align 64
  %1086 = sub <16 x i32> %1083, %1048
  %1087 = add <16 x i32> %1086, %1085
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %1087, ptr align 1 %1082, <16 x i1> %1056)
  br label %1109

1088:                                             ; preds = %1020, %1088
  %1089 = phi i64 [ %1106, %1088 ], [ 0, %1020 ]
  %1090 = phi i64 [ %1107, %1088 ], [ 0, %1020 ]
  %1091 = mul nsw i64 %19, %1089
  %1092 = getelementptr i32, ptr %1019, i64 %1091
  %1093 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %1092, <16 x i1> %1030, <16 x i32> zeroinitializer)
  %1094 = getelementptr inbounds nuw [2 x <8 x i64>], ptr %23, i64 %1089
  %1095 = load <16 x i32>, ptr %1094, align 64
  %1096 = sub <16 x i32> %1093, %1022
  %1097 = add <16 x i32> %1096, %1095
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %1097, ptr align 1 %1092, <16 x i1> %1030)
  %1098 = or disjoint i64 %1089, 1
  %1099 = mul nsw i64 %19, %1098
  %1100 = getelementptr i32, ptr %1019, i64 %1099
  %1101 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %1100, <16 x i1> %1030, <16 x i32> zeroinitializer)
  %1102 = getelementptr inbounds nuw [2 x <8 x i64>], ptr %23, i64 %1098
  %1103 = load <16 x i32>, ptr %1102, align 64
  %1104 = sub <16 x i32> %1101, %1022
  %1105 = add <16 x i32> %1104, %1103
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %1105, ptr align 1 %1100, <16 x i1> %1030)
  %1106 = add nuw nsw i64 %1089, 2
  %1107 = add i64 %1090, 2
  %1108 = icmp eq i64 %1107, %623
  br i1 %1108, label %1031, label %1088

1109:                                             ; preds = %1042, %1079, %1078, %1041
  call void @llvm.lifetime.end.p0(ptr nonnull %23)
  br label %1110

1110:                                             ; preds = %1109, %642
  %1111 = add nuw nsw i64 %635, 2
  %1112 = icmp slt i64 %1111, %30
  br i1 %1112, label %634, label %631
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

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg)

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
