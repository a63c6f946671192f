; Function Attrs: nounwind memory(readwrite, inaccessiblemem: write, target_mem0: none, target_mem1: none)
define hidden void @mgxport_conv_s8_pack_madd256(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11, i64 noundef %12, i64 noundef %13, i64 noundef %14, i64 noundef %15, i64 noundef %16, i64 noundef %17) local_unnamed_addr {
  %19 = inttoptr i64 %0 to ptr
  %20 = inttoptr i64 %1 to ptr
  %21 = add nsw i64 %5, 1
  %22 = sdiv i64 %21, 2
  %23 = add nsw i64 %6, 7
  %24 = sdiv i64 %23, 8
  %25 = add nsw i64 %9, -1
  %26 = mul nsw i64 %11, %25
  %27 = add nsw i64 %7, -1
  %28 = mul nsw i64 %13, %27
  %29 = add i64 %26, 1
  %30 = add i64 %29, %28
  %31 = add nsw i64 %10, -1
  %32 = mul nsw i64 %12, %31
  %33 = add nsw i64 %8, -1
  %34 = mul nsw i64 %14, %33
  %35 = add i64 %32, 1
  %36 = add i64 %35, %34
  %37 = shl i64 %7, 4
  %38 = mul i64 %37, %22
  %39 = mul i64 %38, %8
  %40 = shl nsw i64 %22, 1
  %41 = mul i64 %36, %40
  %42 = mul nsw i64 %41, %30
  %43 = mul nsw i64 %39, %24
  %44 = mul nsw i64 %42, %4
  %45 = add i64 %44, %43
  %46 = shl i64 %45, 1
  %47 = icmp eq i64 %46, %3
  br i1 %47, label %49, label %48

48:                                               ; preds = %18
  tail call void @llvm.trap()
  unreachable

49:                                               ; preds = %18
  %50 = sdiv i64 %41, %40
  %51 = inttoptr i64 %2 to ptr
  %52 = getelementptr inbounds i16, ptr %51, i64 %43
  %53 = shl nsw i64 %43, 1
  tail call void @llvm.memset.p0.i64(ptr align 2 %51, i8 0, i64 %53, i1 false)
  %54 = icmp sgt i64 %6, 0
  br i1 %54, label %55, label %74

55:                                               ; preds = %49
  %56 = icmp sgt i64 %7, 0
  %57 = icmp sgt i64 %8, 0
  %58 = icmp sgt i64 %5, 0
  %59 = and i64 %5, 1
  %60 = icmp eq i64 %5, 1
  %61 = and i64 %5, 9223372036854775806
  %62 = icmp eq i64 %59, 0
  %63 = icmp ne i64 %59, 0
  br label %64

64:                                               ; preds = %55, %125
  %65 = phi i64 [ 0, %55 ], [ %126, %125 ]
  br i1 %56, label %66, label %125

66:                                               ; preds = %64
  %67 = mul nuw nsw i64 %65, %7
  %68 = lshr i64 %65, 3
  %69 = mul nsw i64 %68, %39
  %70 = shl nuw i64 %65, 1
  %71 = and i64 %70, 14
  %72 = getelementptr i16, ptr %51, i64 %69
  %73 = getelementptr i16, ptr %72, i64 %71
  br label %119

74:                                               ; preds = %125, %49
  %75 = icmp sgt i64 %4, 0
  br i1 %75, label %76, label %189

76:                                               ; preds = %74
  %77 = icmp sgt i64 %30, 0
  %78 = icmp sgt i64 %50, 0
  %79 = shl i64 %22, 2
  %80 = icmp sgt i64 %5, 0
  %81 = and i64 %5, 1
  %82 = icmp eq i64 %81, 0
  %83 = mul i64 %22, %24
  %84 = mul i64 %83, %8
  %85 = mul i64 %84, %7
  %86 = shl i64 %85, 5
  %87 = mul i64 %22, %36
  %88 = mul i64 %87, %30
  %89 = shl i64 %88, 2
  %90 = mul i64 %22, %36
  %91 = shl i64 %90, 2
  %92 = mul i64 %24, %8
  %93 = mul i64 %92, %7
  %94 = shl i64 %93, 5
  %95 = shl i64 %50, 2
  %96 = add i64 %94, %95
  %97 = add i64 %96, -4
  %98 = mul i64 %22, %97
  %99 = shl i64 %5, 1
  %100 = add i64 %50, -1
  %101 = mul i64 %17, %100
  %102 = getelementptr i8, ptr %51, i64 %86
  %103 = getelementptr i8, ptr %51, i64 %98
  %104 = getelementptr i8, ptr %103, i64 %99
  %105 = getelementptr i8, ptr %19, i64 %5
  %106 = getelementptr i8, ptr %105, i64 %101
  %107 = icmp ult i64 %5, 8
  %108 = or i64 %17, %79
  %109 = icmp slt i64 %108, 0
  %110 = icmp ult i64 %5, 64
  %111 = and i64 %5, 56
  %112 = and i64 %5, 9223372036854775744
  %113 = icmp eq i64 %5, %112
  %114 = icmp eq i64 %111, 0
  %115 = and i64 %5, 9223372036854775800
  %116 = icmp eq i64 %5, %115
  %117 = and i64 %5, 3
  %118 = icmp eq i64 %117, 0
  br label %176

119:                                              ; preds = %66, %136
  %120 = phi i64 [ 0, %66 ], [ %137, %136 ]
  br i1 %57, label %121, label %136

121:                                              ; preds = %119
  %122 = add nuw nsw i64 %120, %67
  %123 = mul nuw nsw i64 %122, %8
  %124 = mul nuw nsw i64 %120, %8
  br label %128

125:                                              ; preds = %136, %64
  %126 = add nuw nsw i64 %65, 1
  %127 = icmp eq i64 %126, %6
  br i1 %127, label %74, label %64

128:                                              ; preds = %121, %151
  %129 = phi i64 [ 0, %121 ], [ %152, %151 ]
  br i1 %58, label %130, label %151

130:                                              ; preds = %128
  %131 = add nuw nsw i64 %129, %123
  %132 = mul nuw nsw i64 %131, %5
  %133 = getelementptr i8, ptr %20, i64 %132
  %134 = add nuw nsw i64 %129, %124
  %135 = mul nuw nsw i64 %134, %22
  br i1 %60, label %140, label %154

136:                                              ; preds = %151, %119
  %137 = add nuw nsw i64 %120, 1
  %138 = icmp eq i64 %137, %7
  br i1 %138, label %125, label %119

139:                                              ; preds = %154
  br i1 %62, label %151, label %140

140:                                              ; preds = %139, %130
  %141 = phi i64 [ 0, %130 ], [ %173, %139 ]
  tail call void @llvm.assume(i1 %63)
  %142 = getelementptr i8, ptr %133, i64 %141
  %143 = load i8, ptr %142, align 1
  %144 = sext i8 %143 to i16
  %145 = lshr i64 %141, 1
  %146 = add nuw nsw i64 %145, %135
  %147 = and i64 %141, 1
  %148 = shl i64 %146, 5
  %149 = getelementptr i8, ptr %73, i64 %148
  %150 = getelementptr i16, ptr %149, i64 %147
  store i16 %144, ptr %150, align 2
  br label %151

151:                                              ; preds = %140, %139, %128
  %152 = add nuw nsw i64 %129, 1
  %153 = icmp eq i64 %152, %8
  br i1 %153, label %136, label %128

154:                                              ; preds = %130, %154
  %155 = phi i64 [ %173, %154 ], [ 0, %130 ]
  %156 = phi i64 [ %174, %154 ], [ 0, %130 ]
  %157 = getelementptr i8, ptr %133, i64 %155
  %158 = load i8, ptr %157, align 1
  %159 = sext i8 %158 to i16
  %160 = lshr exact i64 %155, 1
  %161 = add nuw nsw i64 %160, %135
  %162 = shl i64 %161, 5
  %163 = getelementptr i8, ptr %73, i64 %162
  store i16 %159, ptr %163, align 2
  %164 = getelementptr i8, ptr %133, i64 %155
  %165 = getelementptr i8, ptr %164, i64 1
  %166 = load i8, ptr %165, align 1
  %167 = sext i8 %166 to i16
  %168 = lshr exact i64 %155, 1
  %169 = add nuw nsw i64 %168, %135
  %170 = shl i64 %169, 5
  %171 = getelementptr i8, ptr %73, i64 %170
  %172 = getelementptr i8, ptr %171, i64 2
  store i16 %167, ptr %172, align 2
  %173 = add nuw nsw i64 %155, 2
  %174 = add i64 %156, 2
  %175 = icmp eq i64 %174, %61
  br i1 %175, label %139, label %154

176:                                              ; preds = %76, %207
  %177 = phi i64 [ 0, %76 ], [ %208, %207 ]
  %178 = mul i64 %89, %177
  %179 = mul i64 %15, %177
  br i1 %77, label %180, label %207

180:                                              ; preds = %176
  %181 = mul nsw i64 %177, %15
  %182 = getelementptr inbounds i8, ptr %19, i64 %181
  %183 = mul nsw i64 %177, %42
  %184 = getelementptr inbounds i16, ptr %52, i64 %183
  %185 = getelementptr i8, ptr %102, i64 %178
  %186 = getelementptr i8, ptr %104, i64 %178
  %187 = getelementptr i8, ptr %19, i64 %179
  %188 = getelementptr i8, ptr %106, i64 %179
  br label %190

189:                                              ; preds = %207, %74
  ret void

190:                                              ; preds = %180, %210
  %191 = phi i64 [ 0, %180 ], [ %211, %210 ]
  %192 = mul i64 %91, %191
  %193 = getelementptr i8, ptr %185, i64 %192
  %194 = getelementptr i8, ptr %186, i64 %192
  %195 = mul i64 %16, %191
  %196 = getelementptr i8, ptr %187, i64 %195
  %197 = getelementptr i8, ptr %188, i64 %195
  br i1 %78, label %198, label %210

198:                                              ; preds = %190
  %199 = mul nsw i64 %191, %16
  %200 = getelementptr inbounds i8, ptr %182, i64 %199
  %201 = mul nsw i64 %191, %41
  %202 = getelementptr inbounds i16, ptr %184, i64 %201
  %203 = icmp ult ptr %193, %197
  %204 = icmp ult ptr %196, %194
  %205 = and i1 %203, %204
  %206 = or i1 %205, %109
  br label %213

207:                                              ; preds = %210, %176
  %208 = add nuw nsw i64 %177, 1
  %209 = icmp eq i64 %208, %4
  br i1 %209, label %189, label %176

210:                                              ; preds = %297, %190
  %211 = add nuw nsw i64 %191, 1
  %212 = icmp eq i64 %211, %30
  br i1 %212, label %207, label %190

213:                                              ; preds = %198, %297
  %214 = phi i64 [ 0, %198 ], [ %298, %297 ]
  %215 = mul nsw i64 %214, %17
  %216 = getelementptr inbounds i8, ptr %200, i64 %215
  %217 = mul i64 %79, %214
  %218 = getelementptr inbounds i8, ptr %202, i64 %217
  br i1 %80, label %219, label %271

219:                                              ; preds = %213
  %220 = select i1 %107, i1 true, i1 %206
  br i1 %220, label %255, label %221

221:                                              ; preds = %219
  br i1 %110, label %244, label %222

222:                                              ; preds = %221, %222
  %223 = phi i64 [ %240, %222 ], [ 0, %221 ]
  %224 = getelementptr inbounds nuw i8, ptr %216, i64 %223
  %225 = getelementptr inbounds nuw i8, ptr %224, i64 16
  %226 = getelementptr inbounds nuw i8, ptr %224, i64 32
  %227 = getelementptr inbounds nuw i8, ptr %224, i64 48
  %228 = load <16 x i8>, ptr %224, align 1
  %229 = load <16 x i8>, ptr %225, align 1
  %230 = load <16 x i8>, ptr %226, align 1
  %231 = load <16 x i8>, ptr %227, align 1
  %232 = sext <16 x i8> %228 to <16 x i16>
  %233 = sext <16 x i8> %229 to <16 x i16>
  %234 = sext <16 x i8> %230 to <16 x i16>
  %235 = sext <16 x i8> %231 to <16 x i16>
  %236 = getelementptr inbounds nuw i16, ptr %218, i64 %223
  %237 = getelementptr inbounds nuw i8, ptr %236, i64 32
  %238 = getelementptr inbounds nuw i8, ptr %236, i64 64
  %239 = getelementptr inbounds nuw i8, ptr %236, i64 96
  store <16 x i16> %232, ptr %236, align 2
  store <16 x i16> %233, ptr %237, align 2
  store <16 x i16> %234, ptr %238, align 2
  store <16 x i16> %235, ptr %239, align 2
  %240 = add nuw i64 %223, 64
  %241 = icmp eq i64 %240, %112
  br i1 %241, label %242, label %222

242:                                              ; preds = %222
  br i1 %113, label %271, label %243

243:                                              ; preds = %242
  br i1 %114, label %255, label %244

244:                                              ; preds = %221, %243
  %245 = phi i64 [ %112, %243 ], [ 0, %221 ]
  br label %246

246:                                              ; preds = %246, %244
  %247 = phi i64 [ %245, %244 ], [ %252, %246 ]
  %248 = getelementptr inbounds nuw i8, ptr %216, i64 %247
  %249 = load <8 x i8>, ptr %248, align 1
  %250 = sext <8 x i8> %249 to <8 x i16>
  %251 = getelementptr inbounds nuw i16, ptr %218, i64 %247
  store <8 x i16> %250, ptr %251, align 2
  %252 = add nuw i64 %247, 8
  %253 = icmp eq i64 %252, %115
  br i1 %253, label %254, label %246

254:                                              ; preds = %246
  br i1 %116, label %271, label %255

255:                                              ; preds = %219, %243, %254
  %256 = phi i64 [ 0, %219 ], [ %115, %254 ], [ %112, %243 ]
  br i1 %118, label %267, label %257

257:                                              ; preds = %255, %257
  %258 = phi i64 [ %264, %257 ], [ %256, %255 ]
  %259 = phi i64 [ %265, %257 ], [ 0, %255 ]
  %260 = getelementptr inbounds nuw i8, ptr %216, i64 %258
  %261 = load i8, ptr %260, align 1
  %262 = sext i8 %261 to i16
  %263 = getelementptr inbounds nuw i16, ptr %218, i64 %258
  store i16 %262, ptr %263, align 2
  %264 = add nuw nsw i64 %258, 1
  %265 = add i64 %259, 1
  %266 = icmp eq i64 %265, %117
  br i1 %266, label %267, label %257

267:                                              ; preds = %257, %255
  %268 = phi i64 [ %256, %255 ], [ %264, %257 ]
  %269 = sub nsw i64 %256, %5
  %270 = icmp ugt i64 %269, -4
  br i1 %270, label %271, label %272

271:                                              ; preds = %267, %272, %242, %254, %213
  br i1 %82, label %297, label %295

272:                                              ; preds = %267, %272
  %273 = phi i64 [ %293, %272 ], [ %268, %267 ]
  %274 = getelementptr inbounds nuw i8, ptr %216, i64 %273
  %275 = load i8, ptr %274, align 1
  %276 = sext i8 %275 to i16
  %277 = getelementptr inbounds nuw i16, ptr %218, i64 %273
  store i16 %276, ptr %277, align 2
  %278 = add nuw nsw i64 %273, 1
  %279 = getelementptr inbounds nuw i8, ptr %216, i64 %278
  %280 = load i8, ptr %279, align 1
  %281 = sext i8 %280 to i16
  %282 = getelementptr inbounds nuw i16, ptr %218, i64 %278
  store i16 %281, ptr %282, align 2
  %283 = add nuw nsw i64 %273, 2
  %284 = getelementptr inbounds nuw i8, ptr %216, i64 %283
  %285 = load i8, ptr %284, align 1
  %286 = sext i8 %285 to i16
  %287 = getelementptr inbounds nuw i16, ptr %218, i64 %283
  store i16 %286, ptr %287, align 2
  %288 = add nuw nsw i64 %273, 3
  %289 = getelementptr inbounds nuw i8, ptr %216, i64 %288
  %290 = load i8, ptr %289, align 1
  %291 = sext i8 %290 to i16
  %292 = getelementptr inbounds nuw i16, ptr %218, i64 %288
  store i16 %291, ptr %292, align 2
  %293 = add nuw nsw i64 %273, 4
  %294 = icmp eq i64 %293, %5
  br i1 %294, label %271, label %272

295:                                              ; preds = %271
  %296 = getelementptr inbounds i16, ptr %218, i64 %5
  store i16 0, ptr %296, align 2
  br label %297

297:                                              ; preds = %295, %271
  %298 = add nuw nsw i64 %214, 1
  %299 = icmp eq i64 %298, %50
  br i1 %299, label %210, label %213
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none))

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap()

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none))

; Function Attrs: nounwind memory(readwrite, inaccessiblemem: write, target_mem0: none, target_mem1: none)
define hidden void @mgxport_conv_s8_madd256(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11, i64 noundef %12, i64 noundef %13, i64 noundef %14, i64 noundef %15, i64 noundef %16, i64 noundef %17, i64 noundef %18) local_unnamed_addr {
  %20 = alloca [6 x [2 x <4 x i64>]], align 32
  %21 = alloca [6 x [2 x <4 x i64>]], align 32
  %22 = inttoptr i64 %1 to ptr
  %23 = add nsw i64 %6, 1
  %24 = sdiv i64 %23, 2
  %25 = add nsw i64 %7, 7
  %26 = sdiv i64 %25, 8
  %27 = add nsw i64 %10, -1
  %28 = mul nsw i64 %12, %27
  %29 = add nsw i64 %8, -1
  %30 = mul nsw i64 %14, %29
  %31 = add i64 %28, 1
  %32 = add i64 %31, %30
  %33 = add nsw i64 %11, -1
  %34 = mul nsw i64 %13, %33
  %35 = add nsw i64 %9, -1
  %36 = mul nsw i64 %15, %35
  %37 = add i64 %34, 1
  %38 = add i64 %37, %36
  %39 = shl i64 %8, 4
  %40 = mul i64 %39, %24
  %41 = mul i64 %40, %9
  %42 = shl nsw i64 %24, 1
  %43 = mul i64 %38, %42
  %44 = mul nsw i64 %43, %32
  %45 = mul nsw i64 %41, %26
  %46 = mul nsw i64 %44, %5
  %47 = add i64 %46, %45
  %48 = shl i64 %47, 1
  %49 = icmp eq i64 %48, %2
  %50 = getelementptr inbounds nuw i8, ptr %20, i64 32
  br i1 %49, label %52, label %51

51:                                               ; preds = %19
  tail call void @llvm.trap()
  unreachable

52:                                               ; preds = %19
  %53 = inttoptr i64 %0 to ptr
  %54 = getelementptr inbounds i16, ptr %53, i64 %45
  %55 = mul i64 %43, %12
  %56 = icmp slt i64 %3, %4
  br i1 %56, label %57, label %91

57:                                               ; preds = %52
  %58 = shl i64 %24, 2
  %59 = mul i64 %58, %13
  %60 = icmp sgt i64 %11, 0
  %61 = add nsw i64 %26, -1
  %62 = icmp sgt i64 %7, 0
  %63 = mul i64 %43, %14
  %64 = icmp sgt i64 %8, 0
  %65 = icmp sgt i64 %9, 0
  %66 = mul i64 %15, %42
  %67 = shl i64 %24, 5
  %68 = icmp sgt i64 %6, 0
  %69 = mul i64 %13, %42
  %70 = tail call i64 @llvm.smax.i64(i64 %24, i64 1)
  %71 = getelementptr inbounds nuw i8, ptr %20, i64 32
  %72 = getelementptr inbounds nuw i8, ptr %20, i64 64
  %73 = getelementptr inbounds nuw i8, ptr %20, i64 96
  %74 = shl i64 %69, 2
  %75 = getelementptr inbounds nuw i8, ptr %20, i64 128
  %76 = getelementptr inbounds nuw i8, ptr %20, i64 160
  %77 = mul i64 %69, 6
  %78 = getelementptr inbounds nuw i8, ptr %20, i64 192
  %79 = getelementptr inbounds nuw i8, ptr %20, i64 224
  %80 = shl i64 %69, 3
  %81 = getelementptr inbounds nuw i8, ptr %20, i64 256
  %82 = getelementptr inbounds nuw i8, ptr %20, i64 288
  %83 = mul i64 %69, 10
  %84 = getelementptr inbounds nuw i8, ptr %20, i64 320
  %85 = getelementptr inbounds nuw i8, ptr %20, i64 352
  %86 = shl i64 %18, 3
  %87 = mul i64 %18, 12
  %88 = shl i64 %18, 4
  %89 = mul i64 %18, 20
  %90 = getelementptr inbounds nuw i8, ptr %21, i64 32
  br label %92

91:                                               ; preds = %105, %52
  ret void

92:                                               ; preds = %57, %105
  %93 = phi i64 [ %3, %57 ], [ %106, %105 ]
  br i1 %60, label %94, label %105

94:                                               ; preds = %92
  %95 = srem i64 %93, %10
  %96 = mul i64 %55, %95
  %97 = sdiv i64 %93, %10
  %98 = mul nsw i64 %97, %44
  %99 = getelementptr inbounds i16, ptr %54, i64 %98
  %100 = getelementptr inbounds i16, ptr %99, i64 %96
  %101 = mul nsw i64 %97, %16
  %102 = getelementptr inbounds i32, ptr %22, i64 %101
  %103 = mul nsw i64 %95, %17
  %104 = getelementptr inbounds i32, ptr %102, i64 %103
  br label %108

105:                                              ; preds = %123, %92
  %106 = add nsw i64 %93, 1
  %107 = icmp eq i64 %106, %4
  br i1 %107, label %91, label %92

108:                                              ; preds = %94, %123
  %109 = phi i64 [ 0, %94 ], [ %124, %123 ]
  %110 = mul i64 %59, %109
  %111 = getelementptr inbounds i8, ptr %100, i64 %110
  %112 = mul nsw i64 %109, %18
  %113 = getelementptr inbounds i32, ptr %104, i64 %112
  br i1 %62, label %114, label %123

114:                                              ; preds = %108
  %115 = sub nsw i64 %11, %109
  %116 = icmp sgt i64 %115, 5
  %117 = trunc i64 %115 to i32
  %118 = select i1 %116, i32 6, i32 %117
  %119 = icmp eq i32 %118, 6
  %120 = icmp sgt i32 %118, 0
  %121 = zext nneg i32 %118 to i64
  %122 = zext nneg i32 %118 to i64
  br label %126

123:                                              ; preds = %484, %108
  %124 = add nuw nsw i64 %109, 6
  %125 = icmp slt i64 %124, %11
  br i1 %125, label %108, label %105

126:                                              ; preds = %114, %484
  %127 = phi i64 [ 0, %114 ], [ %485, %484 ]
  %128 = mul nsw i64 %127, %41
  %129 = getelementptr inbounds i16, ptr %53, i64 %128
  %130 = icmp slt i64 %127, %61
  %131 = select i1 %119, i1 %130, i1 false
  br i1 %131, label %132, label %383

132:                                              ; preds = %126
  call void @llvm.lifetime.start.p0(ptr nonnull %20)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(384) %20, i8 0, i64 384, i1 false)
  br i1 %64, label %134, label %133

133:                                              ; preds = %147, %132
  br label %341

134:                                              ; preds = %132
  %135 = load <8 x i32>, ptr %20, align 32
  %136 = load <8 x i32>, ptr %71, align 32
  %137 = load <8 x i32>, ptr %72, align 32
  %138 = load <8 x i32>, ptr %73, align 32
  %139 = load <8 x i32>, ptr %75, align 32
  %140 = load <8 x i32>, ptr %76, align 32
  %141 = load <8 x i32>, ptr %78, align 32
  %142 = load <8 x i32>, ptr %79, align 32
  %143 = load <8 x i32>, ptr %81, align 32
  %144 = load <8 x i32>, ptr %82, align 32
  %145 = load <8 x i32>, ptr %84, align 32
  %146 = load <8 x i32>, ptr %85, align 32
  br label %148

147:                                              ; preds = %178
  store <8 x i32> %190, ptr %20, align 32
  store <8 x i32> %189, ptr %71, align 32
  store <8 x i32> %188, ptr %72, align 32
  store <8 x i32> %187, ptr %73, align 32
  store <8 x i32> %186, ptr %75, align 32
  store <8 x i32> %185, ptr %76, align 32
  store <8 x i32> %184, ptr %78, align 32
  store <8 x i32> %183, ptr %79, align 32
  store <8 x i32> %182, ptr %81, align 32
  store <8 x i32> %181, ptr %82, align 32
  store <8 x i32> %180, ptr %84, align 32
  store <8 x i32> %179, ptr %85, align 32
  br label %133

148:                                              ; preds = %134, %178
  %149 = phi <8 x i32> [ %179, %178 ], [ %146, %134 ]
  %150 = phi <8 x i32> [ %180, %178 ], [ %145, %134 ]
  %151 = phi <8 x i32> [ %181, %178 ], [ %144, %134 ]
  %152 = phi <8 x i32> [ %182, %178 ], [ %143, %134 ]
  %153 = phi <8 x i32> [ %183, %178 ], [ %142, %134 ]
  %154 = phi <8 x i32> [ %184, %178 ], [ %141, %134 ]
  %155 = phi <8 x i32> [ %185, %178 ], [ %140, %134 ]
  %156 = phi <8 x i32> [ %186, %178 ], [ %139, %134 ]
  %157 = phi <8 x i32> [ %187, %178 ], [ %138, %134 ]
  %158 = phi <8 x i32> [ %188, %178 ], [ %137, %134 ]
  %159 = phi <8 x i32> [ %189, %178 ], [ %136, %134 ]
  %160 = phi <8 x i32> [ %190, %178 ], [ %135, %134 ]
  %161 = phi <8 x i32> [ %191, %178 ], [ zeroinitializer, %134 ]
  %162 = phi <8 x i32> [ %192, %178 ], [ zeroinitializer, %134 ]
  %163 = phi <8 x i32> [ %193, %178 ], [ zeroinitializer, %134 ]
  %164 = phi <8 x i32> [ %194, %178 ], [ zeroinitializer, %134 ]
  %165 = phi <8 x i32> [ %195, %178 ], [ zeroinitializer, %134 ]
  %166 = phi <8 x i32> [ %196, %178 ], [ zeroinitializer, %134 ]
  %167 = phi <8 x i32> [ %197, %178 ], [ zeroinitializer, %134 ]
  %168 = phi <8 x i32> [ %198, %178 ], [ zeroinitializer, %134 ]
  %169 = phi <8 x i32> [ %199, %178 ], [ zeroinitializer, %134 ]
  %170 = phi <8 x i32> [ %200, %178 ], [ zeroinitializer, %134 ]
  %171 = phi <8 x i32> [ %201, %178 ], [ zeroinitializer, %134 ]
  %172 = phi <8 x i32> [ %202, %178 ], [ zeroinitializer, %134 ]
  %173 = phi i64 [ %203, %178 ], [ 0, %134 ]
  br i1 %65, label %174, label %178

174:                                              ; preds = %148
  %175 = mul i64 %63, %173
  %176 = getelementptr inbounds i16, ptr %111, i64 %175
  %177 = mul nuw nsw i64 %173, %9
  br label %205

178:                                              ; preds = %238, %148
  %179 = phi <8 x i32> [ %149, %148 ], [ %239, %238 ]
  %180 = phi <8 x i32> [ %150, %148 ], [ %240, %238 ]
  %181 = phi <8 x i32> [ %151, %148 ], [ %241, %238 ]
  %182 = phi <8 x i32> [ %152, %148 ], [ %242, %238 ]
  %183 = phi <8 x i32> [ %153, %148 ], [ %243, %238 ]
  %184 = phi <8 x i32> [ %154, %148 ], [ %244, %238 ]
  %185 = phi <8 x i32> [ %155, %148 ], [ %245, %238 ]
  %186 = phi <8 x i32> [ %156, %148 ], [ %246, %238 ]
  %187 = phi <8 x i32> [ %157, %148 ], [ %247, %238 ]
  %188 = phi <8 x i32> [ %158, %148 ], [ %248, %238 ]
  %189 = phi <8 x i32> [ %159, %148 ], [ %249, %238 ]
  %190 = phi <8 x i32> [ %160, %148 ], [ %250, %238 ]
  %191 = phi <8 x i32> [ %161, %148 ], [ %251, %238 ]
  %192 = phi <8 x i32> [ %162, %148 ], [ %252, %238 ]
  %193 = phi <8 x i32> [ %163, %148 ], [ %253, %238 ]
  %194 = phi <8 x i32> [ %164, %148 ], [ %254, %238 ]
  %195 = phi <8 x i32> [ %165, %148 ], [ %255, %238 ]
  %196 = phi <8 x i32> [ %166, %148 ], [ %256, %238 ]
  %197 = phi <8 x i32> [ %167, %148 ], [ %257, %238 ]
  %198 = phi <8 x i32> [ %168, %148 ], [ %258, %238 ]
  %199 = phi <8 x i32> [ %169, %148 ], [ %259, %238 ]
  %200 = phi <8 x i32> [ %170, %148 ], [ %260, %238 ]
  %201 = phi <8 x i32> [ %171, %148 ], [ %261, %238 ]
  %202 = phi <8 x i32> [ %172, %148 ], [ %262, %238 ]
  %203 = add nuw nsw i64 %173, 1
  %204 = icmp eq i64 %203, %8
  br i1 %204, label %147, label %148

205:                                              ; preds = %174, %238
  %206 = phi <8 x i32> [ %149, %174 ], [ %239, %238 ]
  %207 = phi <8 x i32> [ %150, %174 ], [ %240, %238 ]
  %208 = phi <8 x i32> [ %151, %174 ], [ %241, %238 ]
  %209 = phi <8 x i32> [ %152, %174 ], [ %242, %238 ]
  %210 = phi <8 x i32> [ %153, %174 ], [ %243, %238 ]
  %211 = phi <8 x i32> [ %154, %174 ], [ %244, %238 ]
  %212 = phi <8 x i32> [ %155, %174 ], [ %245, %238 ]
  %213 = phi <8 x i32> [ %156, %174 ], [ %246, %238 ]
  %214 = phi <8 x i32> [ %157, %174 ], [ %247, %238 ]
  %215 = phi <8 x i32> [ %158, %174 ], [ %248, %238 ]
  %216 = phi <8 x i32> [ %159, %174 ], [ %249, %238 ]
  %217 = phi <8 x i32> [ %160, %174 ], [ %250, %238 ]
  %218 = phi <8 x i32> [ %161, %174 ], [ %251, %238 ]
  %219 = phi <8 x i32> [ %162, %174 ], [ %252, %238 ]
  %220 = phi <8 x i32> [ %163, %174 ], [ %253, %238 ]
  %221 = phi <8 x i32> [ %164, %174 ], [ %254, %238 ]
  %222 = phi <8 x i32> [ %165, %174 ], [ %255, %238 ]
  %223 = phi <8 x i32> [ %166, %174 ], [ %256, %238 ]
  %224 = phi <8 x i32> [ %167, %174 ], [ %257, %238 ]
  %225 = phi <8 x i32> [ %168, %174 ], [ %258, %238 ]
  %226 = phi <8 x i32> [ %169, %174 ], [ %259, %238 ]
  %227 = phi <8 x i32> [ %170, %174 ], [ %260, %238 ]
  %228 = phi <8 x i32> [ %171, %174 ], [ %261, %238 ]
  %229 = phi <8 x i32> [ %172, %174 ], [ %262, %238 ]
  %230 = phi i64 [ 0, %174 ], [ %263, %238 ]
  %231 = mul i64 %66, %230
  %232 = getelementptr inbounds i16, ptr %176, i64 %231
  %233 = add nuw nsw i64 %230, %177
  %234 = mul i64 %67, %233
  %235 = getelementptr inbounds i8, ptr %129, i64 %234
  br i1 %68, label %236, label %238

236:                                              ; preds = %205
  %237 = getelementptr inbounds i16, ptr %235, i64 %41
  br label %265

238:                                              ; preds = %265, %205
  %239 = phi <8 x i32> [ %206, %205 ], [ %338, %265 ]
  %240 = phi <8 x i32> [ %207, %205 ], [ %336, %265 ]
  %241 = phi <8 x i32> [ %208, %205 ], [ %329, %265 ]
  %242 = phi <8 x i32> [ %209, %205 ], [ %327, %265 ]
  %243 = phi <8 x i32> [ %210, %205 ], [ %320, %265 ]
  %244 = phi <8 x i32> [ %211, %205 ], [ %318, %265 ]
  %245 = phi <8 x i32> [ %212, %205 ], [ %311, %265 ]
  %246 = phi <8 x i32> [ %213, %205 ], [ %309, %265 ]
  %247 = phi <8 x i32> [ %214, %205 ], [ %302, %265 ]
  %248 = phi <8 x i32> [ %215, %205 ], [ %300, %265 ]
  %249 = phi <8 x i32> [ %216, %205 ], [ %293, %265 ]
  %250 = phi <8 x i32> [ %217, %205 ], [ %291, %265 ]
  %251 = phi <8 x i32> [ %218, %205 ], [ %338, %265 ]
  %252 = phi <8 x i32> [ %219, %205 ], [ %336, %265 ]
  %253 = phi <8 x i32> [ %220, %205 ], [ %329, %265 ]
  %254 = phi <8 x i32> [ %221, %205 ], [ %327, %265 ]
  %255 = phi <8 x i32> [ %222, %205 ], [ %320, %265 ]
  %256 = phi <8 x i32> [ %223, %205 ], [ %318, %265 ]
  %257 = phi <8 x i32> [ %224, %205 ], [ %311, %265 ]
  %258 = phi <8 x i32> [ %225, %205 ], [ %309, %265 ]
  %259 = phi <8 x i32> [ %226, %205 ], [ %302, %265 ]
  %260 = phi <8 x i32> [ %227, %205 ], [ %300, %265 ]
  %261 = phi <8 x i32> [ %228, %205 ], [ %293, %265 ]
  %262 = phi <8 x i32> [ %229, %205 ], [ %291, %265 ]
  %263 = add nuw nsw i64 %230, 1
  %264 = icmp eq i64 %263, %9
  br i1 %264, label %178, label %205

265:                                              ; preds = %236, %265
  %266 = phi <8 x i32> [ %218, %236 ], [ %338, %265 ]
  %267 = phi <8 x i32> [ %219, %236 ], [ %336, %265 ]
  %268 = phi <8 x i32> [ %220, %236 ], [ %329, %265 ]
  %269 = phi <8 x i32> [ %221, %236 ], [ %327, %265 ]
  %270 = phi <8 x i32> [ %222, %236 ], [ %320, %265 ]
  %271 = phi <8 x i32> [ %223, %236 ], [ %318, %265 ]
  %272 = phi <8 x i32> [ %224, %236 ], [ %311, %265 ]
  %273 = phi <8 x i32> [ %225, %236 ], [ %309, %265 ]
  %274 = phi <8 x i32> [ %226, %236 ], [ %302, %265 ]
  %275 = phi <8 x i32> [ %227, %236 ], [ %300, %265 ]
  %276 = phi <8 x i32> [ %228, %236 ], [ %293, %265 ]
  %277 = phi <8 x i32> [ %229, %236 ], [ %291, %265 ]
  %278 = phi i64 [ 0, %236 ], [ %339, %265 ]
  %279 = shl nsw i64 %278, 4
  %280 = getelementptr inbounds nuw i16, ptr %235, i64 %279
  %281 = load <16 x i16>, ptr %280, align 32
  %282 = getelementptr inbounds nuw i16, ptr %237, i64 %279
  %283 = load <16 x i16>, ptr %282, align 32
  %284 = shl nsw i64 %278, 2
  %285 = getelementptr i8, ptr %232, i64 %284
  %286 = load i32, ptr %285, align 2
  %287 = insertelement <8 x i32> poison, i32 %286, i64 0
  %288 = shufflevector <8 x i32> %287, <8 x i32> poison, <8 x i32> zeroinitializer
  %289 = bitcast <8 x i32> %288 to <16 x i16>
  %290 = tail call <8 x i32> @llvm.x86.avx2.pmadd.wd(<16 x i16> %289, <16 x i16> %281)
  %291 = add <8 x i32> %290, %277
  %292 = tail call <8 x i32> @llvm.x86.avx2.pmadd.wd(<16 x i16> %289, <16 x i16> %283)
  %293 = add <8 x i32> %292, %276
  %294 = getelementptr i16, ptr %285, i64 %69
  %295 = load i32, ptr %294, align 2
  %296 = insertelement <8 x i32> poison, i32 %295, i64 0
  %297 = shufflevector <8 x i32> %296, <8 x i32> poison, <8 x i32> zeroinitializer
  %298 = bitcast <8 x i32> %297 to <16 x i16>
  %299 = tail call <8 x i32> @llvm.x86.avx2.pmadd.wd(<16 x i16> %298, <16 x i16> %281)
  %300 = add <8 x i32> %299, %275
  %301 = tail call <8 x i32> @llvm.x86.avx2.pmadd.wd(<16 x i16> %298, <16 x i16> %283)
  %302 = add <8 x i32> %301, %274
  %303 = getelementptr i8, ptr %285, i64 %74
  %304 = load i32, ptr %303, align 2
  %305 = insertelement <8 x i32> poison, i32 %304, i64 0
  %306 = shufflevector <8 x i32> %305, <8 x i32> poison, <8 x i32> zeroinitializer
  %307 = bitcast <8 x i32> %306 to <16 x i16>
  %308 = tail call <8 x i32> @llvm.x86.avx2.pmadd.wd(<16 x i16> %307, <16 x i16> %281)
  %309 = add <8 x i32> %308, %273
  %310 = tail call <8 x i32> @llvm.x86.avx2.pmadd.wd(<16 x i16> %307, <16 x i16> %283)
  %311 = add <8 x i32> %310, %272
  %312 = getelementptr i8, ptr %285, i64 %77
  %313 = load i32, ptr %312, align 2
  %314 = insertelement <8 x i32> poison, i32 %313, i64 0
  %315 = shufflevector <8 x i32> %314, <8 x i32> poison, <8 x i32> zeroinitializer
  %316 = bitcast <8 x i32> %315 to <16 x i16>
  %317 = tail call <8 x i32> @llvm.x86.avx2.pmadd.wd(<16 x i16> %316, <16 x i16> %281)
  %318 = add <8 x i32> %317, %271
  %319 = tail call <8 x i32> @llvm.x86.avx2.pmadd.wd(<16 x i16> %316, <16 x i16> %283)
  %320 = add <8 x i32> %319, %270
  %321 = getelementptr i8, ptr %285, i64 %80
  %322 = load i32, ptr %321, align 2
  %323 = insertelement <8 x i32> poison, i32 %322, i64 0
  %324 = shufflevector <8 x i32> %323, <8 x i32> poison, <8 x i32> zeroinitializer
  %325 = bitcast <8 x i32> %324 to <16 x i16>
  %326 = tail call <8 x i32> @llvm.x86.avx2.pmadd.wd(<16 x i16> %325, <16 x i16> %281)
  %327 = add <8 x i32> %326, %269
  %328 = tail call <8 x i32> @llvm.x86.avx2.pmadd.wd(<16 x i16> %325, <16 x i16> %283)
  %329 = add <8 x i32> %328, %268
  %330 = getelementptr i8, ptr %285, i64 %83
  %331 = load i32, ptr %330, align 2
  %332 = insertelement <8 x i32> poison, i32 %331, i64 0
  %333 = shufflevector <8 x i32> %332, <8 x i32> poison, <8 x i32> zeroinitializer
  %334 = bitcast <8 x i32> %333 to <16 x i16>
  %335 = tail call <8 x i32> @llvm.x86.avx2.pmadd.wd(<16 x i16> %334, <16 x i16> %281)
  %336 = add <8 x i32> %335, %267
  %337 = tail call <8 x i32> @llvm.x86.avx2.pmadd.wd(<16 x i16> %334, <16 x i16> %283)
  %338 = add <8 x i32> %337, %266
  %339 = add nuw nsw i64 %278, 1
  %340 = icmp eq i64 %339, %70
  br i1 %340, label %238, label %265

341:                                              ; preds = %133, %341
  %342 = phi i1 [ false, %341 ], [ true, %133 ]
  %343 = phi ptr [ %50, %341 ], [ %20, %133 ]
  %344 = phi i64 [ 1, %341 ], [ 0, %133 ]
  %345 = or disjoint i64 %127, %344
  %346 = shl i64 %345, 3
  %347 = sub nsw i64 %7, %346
  %348 = tail call i64 @llvm.smin.i64(i64 %347, i64 8)
  %349 = trunc i64 %348 to i32
  %350 = insertelement <8 x i32> poison, i32 %349, i64 0
  %351 = shufflevector <8 x i32> %350, <8 x i32> poison, <8 x i32> zeroinitializer
  %352 = icmp sgt <8 x i32> %351, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %353 = getelementptr i32, ptr %113, i64 %346
  %354 = tail call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 1 %353, <8 x i1> %352, <8 x i32> zeroinitializer)
  %355 = load <8 x i32>, ptr %343, align 32
  %356 = add <8 x i32> %355, %354
  tail call void @llvm.masked.store.v8i32.p0(<8 x i32> %356, ptr align 1 %353, <8 x i1> %352)
  %357 = getelementptr i32, ptr %353, i64 %18
  %358 = tail call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 1 %357, <8 x i1> %352, <8 x i32> zeroinitializer)
  %359 = getelementptr inbounds nuw i8, ptr %343, i64 64
  %360 = load <8 x i32>, ptr %359, align 32
  %361 = add <8 x i32> %360, %358
  tail call void @llvm.masked.store.v8i32.p0(<8 x i32> %361, ptr align 1 %357, <8 x i1> %352)
  %362 = getelementptr i8, ptr %353, i64 %86
  %363 = tail call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 1 %362, <8 x i1> %352, <8 x i32> zeroinitializer)
  %364 = getelementptr inbounds nuw i8, ptr %343, i64 128
  %365 = load <8 x i32>, ptr %364, align 32
  %366 = add <8 x i32> %365, %363
  tail call void @llvm.masked.store.v8i32.p0(<8 x i32> %366, ptr align 1 %362, <8 x i1> %352)
  %367 = getelementptr i8, ptr %353, i64 %87
  %368 = tail call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 1 %367, <8 x i1> %352, <8 x i32> zeroinitializer)
  %369 = getelementptr inbounds nuw i8, ptr %343, i64 192
  %370 = load <8 x i32>, ptr %369, align 32
  %371 = add <8 x i32> %370, %368
  tail call void @llvm.masked.store.v8i32.p0(<8 x i32> %371, ptr align 1 %367, <8 x i1> %352)
  %372 = getelementptr i8, ptr %353, i64 %88
  %373 = tail call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 1 %372, <8 x i1> %352, <8 x i32> zeroinitializer)
  %374 = getelementptr inbounds nuw i8, ptr %343, i64 256
  %375 = load <8 x i32>, ptr %374, align 32
  %376 = add <8 x i32> %375, %373
  tail call void @llvm.masked.store.v8i32.p0(<8 x i32> %376, ptr align 1 %372, <8 x i1> %352)
  %377 = getelementptr i8, ptr %353, i64 %89
  %378 = tail call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 1 %377, <8 x i1> %352, <8 x i32> zeroinitializer)
  %379 = getelementptr inbounds nuw i8, ptr %343, i64 320
  %380 = load <8 x i32>, ptr %379, align 32
  %381 = add <8 x i32> %380, %378
  tail call void @llvm.masked.store.v8i32.p0(<8 x i32> %381, ptr align 1 %377, <8 x i1> %352)
  br i1 %342, label %341, label %382

382:                                              ; preds = %341
  call void @llvm.lifetime.end.p0(ptr nonnull %20)
  br label %484

383:                                              ; preds = %126
  call void @llvm.lifetime.start.p0(ptr nonnull %21)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(384) %21, i8 0, i64 384, i1 false)
  br i1 %64, label %384, label %443

384:                                              ; preds = %383, %390
  %385 = phi i64 [ %391, %390 ], [ 0, %383 ]
  br i1 %65, label %386, label %390

386:                                              ; preds = %384
  %387 = mul i64 %63, %385
  %388 = getelementptr inbounds i16, ptr %111, i64 %387
  %389 = mul nuw nsw i64 %385, %9
  br label %393

390:                                              ; preds = %402, %384
  %391 = add nuw nsw i64 %385, 1
  %392 = icmp eq i64 %391, %8
  br i1 %392, label %443, label %384

393:                                              ; preds = %386, %402
  %394 = phi i64 [ 0, %386 ], [ %403, %402 ]
  %395 = mul i64 %66, %394
  %396 = getelementptr inbounds i16, ptr %388, i64 %395
  %397 = add nuw nsw i64 %394, %389
  %398 = mul i64 %67, %397
  %399 = getelementptr inbounds i8, ptr %129, i64 %398
  br i1 %68, label %400, label %402

400:                                              ; preds = %393
  %401 = getelementptr inbounds i16, ptr %399, i64 %41
  br label %405

402:                                              ; preds = %420, %393
  %403 = add nuw nsw i64 %394, 1
  %404 = icmp eq i64 %403, %9
  br i1 %404, label %390, label %393

405:                                              ; preds = %400, %420
  %406 = phi i64 [ 0, %400 ], [ %421, %420 ]
  %407 = shl nsw i64 %406, 4
  %408 = getelementptr inbounds nuw i16, ptr %399, i64 %407
  %409 = load <4 x i64>, ptr %408, align 32
  br i1 %130, label %410, label %413

410:                                              ; preds = %405
  %411 = getelementptr inbounds nuw i16, ptr %401, i64 %407
  %412 = load <4 x i64>, ptr %411, align 32
  br label %413

413:                                              ; preds = %410, %405
  %414 = phi <4 x i64> [ %412, %410 ], [ %409, %405 ]
  br i1 %120, label %415, label %420

415:                                              ; preds = %413
  %416 = shl nsw i64 %406, 2
  %417 = getelementptr i8, ptr %396, i64 %416
  %418 = bitcast <4 x i64> %409 to <16 x i16>
  %419 = bitcast <4 x i64> %414 to <16 x i16>
  br label %423

420:                                              ; preds = %440, %413
  %421 = add nuw nsw i64 %406, 1
  %422 = icmp eq i64 %421, %70
  br i1 %422, label %402, label %405

423:                                              ; preds = %415, %440
  %424 = phi i64 [ 0, %415 ], [ %441, %440 ]
  %425 = mul i64 %69, %424
  %426 = getelementptr i16, ptr %417, i64 %425
  %427 = load i32, ptr %426, align 2
  %428 = insertelement <8 x i32> poison, i32 %427, i64 0
  %429 = shufflevector <8 x i32> %428, <8 x i32> poison, <8 x i32> zeroinitializer
  %430 = getelementptr inbounds nuw [2 x <4 x i64>], ptr %21, i64 %424
  %431 = load <8 x i32>, ptr %430, align 32
  %432 = bitcast <8 x i32> %429 to <16 x i16>
  %433 = tail call <8 x i32> @llvm.x86.avx2.pmadd.wd(<16 x i16> %432, <16 x i16> %418)
  %434 = add <8 x i32> %433, %431
  store <8 x i32> %434, ptr %430, align 32
  br i1 %130, label %435, label %440

435:                                              ; preds = %423
  %436 = getelementptr inbounds nuw i8, ptr %430, i64 32
  %437 = load <8 x i32>, ptr %436, align 32
  %438 = tail call <8 x i32> @llvm.x86.avx2.pmadd.wd(<16 x i16> %432, <16 x i16> %419)
  %439 = add <8 x i32> %438, %437
  store <8 x i32> %439, ptr %436, align 32
  br label %440

440:                                              ; preds = %435, %423
  %441 = add nuw nsw i64 %424, 1
  %442 = icmp eq i64 %441, %121
  br i1 %442, label %420, label %423

443:                                              ; preds = %383, %390
  %444 = shl i64 %127, 3
  %445 = sub nsw i64 %7, %444
  %446 = tail call i64 @llvm.smin.i64(i64 %445, i64 8)
  %447 = trunc i64 %446 to i32
  %448 = insertelement <8 x i32> poison, i32 %447, i64 0
  %449 = shufflevector <8 x i32> %448, <8 x i32> poison, <8 x i32> zeroinitializer
  %450 = icmp sgt <8 x i32> %449, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %451 = getelementptr i32, ptr %113, i64 %444
  br i1 %120, label %473, label %452

452:                                              ; preds = %473, %443
  br i1 %130, label %453, label %483

453:                                              ; preds = %452
  %454 = shl i64 %127, 3
  %455 = or disjoint i64 %454, 8
  %456 = sub nsw i64 %7, %455
  %457 = tail call i64 @llvm.smin.i64(i64 %456, i64 8)
  %458 = trunc i64 %457 to i32
  %459 = insertelement <8 x i32> poison, i32 %458, i64 0
  %460 = shufflevector <8 x i32> %459, <8 x i32> poison, <8 x i32> zeroinitializer
  %461 = icmp sgt <8 x i32> %460, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %462 = getelementptr i32, ptr %113, i64 %455
  br i1 %120, label %463, label %483

463:                                              ; preds = %453, %463
  %464 = phi i64 [ %471, %463 ], [ 0, %453 ]
  %465 = mul nsw i64 %18, %464
  %466 = getelementptr i32, ptr %462, i64 %465
  %467 = tail call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 1 %466, <8 x i1> %461, <8 x i32> zeroinitializer)
  %468 = getelementptr inbounds nuw [2 x <4 x i64>], ptr %90, i64 %464
  %469 = load <8 x i32>, ptr %468, align 32
  %470 = add <8 x i32> %469, %467
  tail call void @llvm.masked.store.v8i32.p0(<8 x i32> %470, ptr align 1 %466, <8 x i1> %461)
  %471 = add nuw nsw i64 %464, 1
  %472 = icmp eq i64 %471, %122
  br i1 %472, label %483, label %463

473:                                              ; preds = %443, %473
  %474 = phi i64 [ %481, %473 ], [ 0, %443 ]
  %475 = mul nsw i64 %18, %474
  %476 = getelementptr i32, ptr %451, i64 %475
  %477 = tail call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 1 %476, <8 x i1> %450, <8 x i32> zeroinitializer)
  %478 = getelementptr inbounds nuw [2 x <4 x i64>], ptr %21, i64 %474
  %479 = load <8 x i32>, ptr %478, align 32
  %480 = add <8 x i32> %479, %477
  tail call void @llvm.masked.store.v8i32.p0(<8 x i32> %480, ptr align 1 %476, <8 x i1> %450)
  %481 = add nuw nsw i64 %474, 1
  %482 = icmp eq i64 %481, %122
  br i1 %482, label %452, label %473

483:                                              ; preds = %453, %463, %452
  call void @llvm.lifetime.end.p0(ptr nonnull %21)
  br label %484

484:                                              ; preds = %483, %382
  %485 = add nuw nsw i64 %127, 2
  %486 = icmp slt i64 %485, %26
  br i1 %486, label %126, label %123
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i32> @llvm.x86.avx2.pmadd.wd(<16 x i16>, <16 x i16>)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <8 x i32> @llvm.masked.load.v8i32.p0(ptr captures(none), <8 x i1>, <8 x i32>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v8i32.p0(<8 x i32>, ptr captures(none), <8 x i1>)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef)
