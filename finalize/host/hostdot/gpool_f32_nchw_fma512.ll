; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define hidden void @mgxport_gsum_f32_nchw_fma512(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5) local_unnamed_addr {
  %7 = alloca <16 x float>, align 64
  %8 = alloca <16 x float>, align 64
  %9 = alloca <16 x float>, align 64
  %10 = alloca <16 x float>, align 64
  %11 = alloca [4 x ptr], align 16
  %12 = inttoptr i64 %0 to ptr
  %13 = inttoptr i64 %1 to ptr
  %14 = trunc i64 %5 to i32
  %15 = bitcast i32 %14 to float
  %16 = icmp slt i64 %2, %3
  br i1 %16, label %17, label %30

17:                                               ; preds = %6
  %18 = icmp slt i64 %4, 64
  %19 = getelementptr inbounds nuw i8, ptr %11, i64 8
  %20 = getelementptr inbounds nuw i8, ptr %11, i64 16
  %21 = getelementptr inbounds nuw i8, ptr %11, i64 24
  %22 = add i64 %4, -64
  %23 = lshr i64 %22, 6
  %24 = add nuw nsw i64 %23, 1
  %25 = and i64 %24, 1
  %26 = icmp eq i64 %23, 0
  %27 = and i64 %24, 576460752303423486
  %28 = icmp eq i64 %25, 0
  %29 = icmp ne i64 %25, 0
  br label %31

30:                                               ; preds = %133, %6
  ret void

31:                                               ; preds = %17, %133
  %32 = phi i64 [ %2, %17 ], [ %154, %133 ]
  %33 = mul nsw i64 %32, %4
  %34 = getelementptr inbounds float, ptr %12, i64 %33
  call void @llvm.lifetime.start.p0(ptr nonnull %7)
  store <16 x float> zeroinitializer, ptr %7, align 64
  call void @llvm.lifetime.start.p0(ptr nonnull %8)
  store <16 x float> zeroinitializer, ptr %8, align 64
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  store <16 x float> zeroinitializer, ptr %9, align 64
  call void @llvm.lifetime.start.p0(ptr nonnull %10)
  store <16 x float> zeroinitializer, ptr %10, align 64
  br i1 %18, label %92, label %35

35:                                               ; preds = %31
  br i1 %26, label %73, label %36

36:                                               ; preds = %35, %36
  %37 = phi i64 [ %69, %36 ], [ 64, %35 ]
  %38 = phi i64 [ %56, %36 ], [ 0, %35 ]
  %39 = phi <16 x float> [ %68, %36 ], [ zeroinitializer, %35 ]
  %40 = phi <16 x float> [ %59, %36 ], [ zeroinitializer, %35 ]
  %41 = phi <16 x float> [ %62, %36 ], [ zeroinitializer, %35 ]
  %42 = phi <16 x float> [ %65, %36 ], [ zeroinitializer, %35 ]
  %43 = phi i64 [ %70, %36 ], [ 0, %35 ]
  %44 = getelementptr inbounds nuw float, ptr %34, i64 %38
  %45 = load <16 x float>, ptr %44, align 1
  %46 = fadd <16 x float> %40, %45
  store <16 x float> %46, ptr %7, align 64
  %47 = getelementptr inbounds nuw i8, ptr %44, i64 64
  %48 = load <16 x float>, ptr %47, align 1
  %49 = fadd <16 x float> %41, %48
  store <16 x float> %49, ptr %8, align 64
  %50 = getelementptr inbounds nuw i8, ptr %44, i64 128
  %51 = load <16 x float>, ptr %50, align 1
  %52 = fadd <16 x float> %42, %51
  store <16 x float> %52, ptr %9, align 64
  %53 = getelementptr inbounds nuw i8, ptr %44, i64 192
  %54 = load <16 x float>, ptr %53, align 1
  %55 = fadd <16 x float> %39, %54
  store <16 x float> %55, ptr %10, align 64
  %56 = add nuw nsw i64 %37, 64
  %57 = getelementptr inbounds nuw float, ptr %34, i64 %37
  %58 = load <16 x float>, ptr %57, align 1
  %59 = fadd <16 x float> %46, %58
  store <16 x float> %59, ptr %7, align 64
  %60 = getelementptr inbounds nuw i8, ptr %57, i64 64
  %61 = load <16 x float>, ptr %60, align 1
  %62 = fadd <16 x float> %49, %61
  store <16 x float> %62, ptr %8, align 64
  %63 = getelementptr inbounds nuw i8, ptr %57, i64 128
  %64 = load <16 x float>, ptr %63, align 1
  %65 = fadd <16 x float> %52, %64
  store <16 x float> %65, ptr %9, align 64
  %66 = getelementptr inbounds nuw i8, ptr %57, i64 192
  %67 = load <16 x float>, ptr %66, align 1
  %68 = fadd <16 x float> %55, %67
  store <16 x float> %68, ptr %10, align 64
  %69 = add nuw nsw i64 %37, 128
  %70 = add i64 %43, 2
  %71 = icmp eq i64 %70, %27
  br i1 %71, label %72, label %36

72:                                               ; preds = %36
  br i1 %28, label %92, label %73

73:                                               ; preds = %72, %35
  %74 = phi i64 [ 64, %35 ], [ %69, %72 ]
  %75 = phi i64 [ 0, %35 ], [ %56, %72 ]
  %76 = phi <16 x float> [ zeroinitializer, %35 ], [ %68, %72 ]
  %77 = phi <16 x float> [ zeroinitializer, %35 ], [ %59, %72 ]
  %78 = phi <16 x float> [ zeroinitializer, %35 ], [ %62, %72 ]
  %79 = phi <16 x float> [ zeroinitializer, %35 ], [ %65, %72 ]
  call void @llvm.assume(i1 %29)
  %80 = getelementptr inbounds nuw float, ptr %34, i64 %75
  %81 = load <16 x float>, ptr %80, align 1
  %82 = fadd <16 x float> %77, %81
  store <16 x float> %82, ptr %7, align 64
  %83 = getelementptr inbounds nuw i8, ptr %80, i64 64
  %84 = load <16 x float>, ptr %83, align 1
  %85 = fadd <16 x float> %78, %84
  store <16 x float> %85, ptr %8, align 64
  %86 = getelementptr inbounds nuw i8, ptr %80, i64 128
  %87 = load <16 x float>, ptr %86, align 1
  %88 = fadd <16 x float> %79, %87
  store <16 x float> %88, ptr %9, align 64
  %89 = getelementptr inbounds nuw i8, ptr %80, i64 192
  %90 = load <16 x float>, ptr %89, align 1
  %91 = fadd <16 x float> %76, %90
  store <16 x float> %91, ptr %10, align 64
  br label %92

92:                                               ; preds = %73, %72, %31
  %93 = phi <16 x float> [ zeroinitializer, %31 ], [ %68, %72 ], [ %91, %73 ]
  %94 = phi <16 x float> [ zeroinitializer, %31 ], [ %65, %72 ], [ %88, %73 ]
  %95 = phi <16 x float> [ zeroinitializer, %31 ], [ %62, %72 ], [ %85, %73 ]
  %96 = phi <16 x float> [ zeroinitializer, %31 ], [ %59, %72 ], [ %82, %73 ]
  %97 = phi i64 [ 0, %31 ], [ %56, %72 ], [ %74, %73 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %11)
  store ptr %7, ptr %11, align 16
  store ptr %8, ptr %19, align 8
  store ptr %9, ptr %20, align 16
  store ptr %10, ptr %21, align 8
  %98 = icmp slt i64 %97, %4
  br i1 %98, label %99, label %133

99:                                               ; preds = %92
  %100 = xor i64 %97, -1
  %101 = add nsw i64 %4, %100
  %102 = lshr i64 %101, 4
  %103 = add nuw nsw i64 %102, 1
  %104 = and i64 %103, 1
  %105 = icmp eq i64 %102, 0
  br i1 %105, label %110, label %106

106:                                              ; preds = %99
  %107 = and i64 %103, 2305843009213693950
  br label %156

108:                                              ; preds = %156
  %109 = icmp eq i64 %104, 0
  br i1 %109, label %128, label %110

110:                                              ; preds = %108, %99
  %111 = phi i64 [ 0, %99 ], [ %191, %108 ]
  %112 = phi i64 [ %97, %99 ], [ %190, %108 ]
  %113 = icmp ne i64 %104, 0
  call void @llvm.assume(i1 %113)
  %114 = sub nsw i64 %4, %112
  %115 = getelementptr inbounds nuw ptr, ptr %11, i64 %111
  %116 = load ptr, ptr %115, align 8
  %117 = load <16 x float>, ptr %116, align 64
  %118 = icmp sgt i64 %114, 15
  %119 = trunc i64 %114 to i32
  %120 = shl nsw i32 -1, %119
  %121 = trunc i32 %120 to i16
  %122 = xor i16 %121, -1
  %123 = select i1 %118, i16 -1, i16 %122
  %124 = getelementptr inbounds nuw float, ptr %34, i64 %112
  %125 = bitcast i16 %123 to <16 x i1>
  %126 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %124, <16 x i1> %125, <16 x float> zeroinitializer)
  %127 = fadd <16 x float> %117, %126
  store <16 x float> %127, ptr %116, align 64
  br label %128

128:                                              ; preds = %108, %110
  %129 = load <16 x float>, ptr %7, align 64
  %130 = load <16 x float>, ptr %8, align 64
  %131 = load <16 x float>, ptr %9, align 64
  %132 = load <16 x float>, ptr %10, align 64
  br label %133

133:                                              ; preds = %128, %92
  %134 = phi <16 x float> [ %132, %128 ], [ %93, %92 ]
  %135 = phi <16 x float> [ %131, %128 ], [ %94, %92 ]
  %136 = phi <16 x float> [ %130, %128 ], [ %95, %92 ]
  %137 = phi <16 x float> [ %129, %128 ], [ %96, %92 ]
  %138 = fadd <16 x float> %137, %136
  %139 = fadd <16 x float> %135, %134
  %140 = fadd <16 x float> %138, %139
  %141 = shufflevector <16 x float> %140, <16 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %142 = shufflevector <16 x float> %140, <16 x float> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %143 = fadd <8 x float> %141, %142
  %144 = shufflevector <8 x float> %143, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %145 = shufflevector <8 x float> %143, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %146 = fadd <4 x float> %144, %145
  %147 = shufflevector <4 x float> %146, <4 x float> poison, <4 x i32> <i32 2, i32 3, i32 poison, i32 poison>
  %148 = fadd <4 x float> %146, %147
  %149 = shufflevector <4 x float> %148, <4 x float> poison, <4 x i32> <i32 1, i32 poison, i32 poison, i32 poison>
  %150 = fadd <4 x float> %148, %149
  %151 = extractelement <4 x float> %150, i64 0
  %152 = fmul float %151, %15
  %153 = getelementptr inbounds float, ptr %13, i64 %32
  store float %152, ptr %153, align 4
  call void @llvm.lifetime.end.p0(ptr nonnull %11)
  call void @llvm.lifetime.end.p0(ptr nonnull %10)
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  call void @llvm.lifetime.end.p0(ptr nonnull %8)
  call void @llvm.lifetime.end.p0(ptr nonnull %7)
  %154 = add nsw i64 %32, 1
  %155 = icmp eq i64 %154, %3
  br i1 %155, label %30, label %31

156:                                              ; preds = %156, %106
  %157 = phi i64 [ 0, %106 ], [ %191, %156 ]
  %158 = phi i64 [ %97, %106 ], [ %190, %156 ]
  %159 = phi i64 [ 0, %106 ], [ %192, %156 ]
  %160 = sub nsw i64 %4, %158
  %161 = getelementptr inbounds nuw ptr, ptr %11, i64 %157
  %162 = load ptr, ptr %161, align 16
  %163 = load <16 x float>, ptr %162, align 64
  %164 = icmp sgt i64 %160, 15
  %165 = trunc i64 %160 to i32
  %166 = shl nsw i32 -1, %165
  %167 = trunc i32 %166 to i16
  %168 = xor i16 %167, -1
  %169 = select i1 %164, i16 -1, i16 %168
  %170 = getelementptr inbounds nuw float, ptr %34, i64 %158
  %171 = bitcast i16 %169 to <16 x i1>
  %172 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %170, <16 x i1> %171, <16 x float> zeroinitializer)
  %173 = fadd <16 x float> %163, %172
  store <16 x float> %173, ptr %162, align 64
  %174 = add nuw nsw i64 %158, 16
  %175 = sub nsw i64 %4, %174
  %176 = getelementptr inbounds nuw ptr, ptr %11, i64 %157
  %177 = getelementptr inbounds nuw i8, ptr %176, i64 8
  %178 = load ptr, ptr %177, align 8
  %179 = load <16 x float>, ptr %178, align 64
  %180 = icmp sgt i64 %175, 15
  %181 = trunc i64 %175 to i32
  %182 = shl nsw i32 -1, %181
  %183 = trunc i32 %182 to i16
  %184 = xor i16 %183, -1
  %185 = select i1 %180, i16 -1, i16 %184
  %186 = getelementptr inbounds nuw float, ptr %34, i64 %174
  %187 = bitcast i16 %185 to <16 x i1>
  %188 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %186, <16 x i1> %187, <16 x float> zeroinitializer)
  %189 = fadd <16 x float> %179, %188
  store <16 x float> %189, ptr %178, align 64
  %190 = add nuw nsw i64 %158, 32
  %191 = add nuw nsw i64 %157, 2
  %192 = add i64 %159, 2
  %193 = icmp eq i64 %192, %107
  br i1 %193, label %108, label %156
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none))

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none))

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define hidden void @mgxport_gmax_f32_nchw_fma512(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4) local_unnamed_addr {
  %6 = inttoptr i64 %0 to ptr
  %7 = inttoptr i64 %1 to ptr
  %8 = icmp slt i64 %2, %3
  br i1 %8, label %9, label %12

9:                                                ; preds = %5
  %10 = icmp slt i64 %4, 64
  %11 = and i64 %4, -64
  br label %13

12:                                               ; preds = %91, %5
  ret void

13:                                               ; preds = %9, %91
  %14 = phi i64 [ %2, %9 ], [ %94, %91 ]
  %15 = mul nsw i64 %14, %4
  %16 = getelementptr inbounds float, ptr %6, i64 %15
  br i1 %10, label %17, label %25

17:                                               ; preds = %25, %13
  %18 = phi i16 [ 0, %13 ], [ %45, %25 ]
  %19 = phi i64 [ 0, %13 ], [ %11, %25 ]
  %20 = phi <16 x float> [ splat (float 0xFFF0000000000000), %13 ], [ %49, %25 ]
  %21 = phi <16 x float> [ splat (float 0xFFF0000000000000), %13 ], [ %48, %25 ]
  %22 = phi <16 x float> [ splat (float 0xFFF0000000000000), %13 ], [ %47, %25 ]
  %23 = phi <16 x float> [ splat (float 0xFFF0000000000000), %13 ], [ %46, %25 ]
  %24 = icmp slt i64 %19, %4
  br i1 %24, label %52, label %72

25:                                               ; preds = %13, %25
  %26 = phi i64 [ %50, %25 ], [ 64, %13 ]
  %27 = phi <16 x float> [ %46, %25 ], [ splat (float 0xFFF0000000000000), %13 ]
  %28 = phi <16 x float> [ %47, %25 ], [ splat (float 0xFFF0000000000000), %13 ]
  %29 = phi <16 x float> [ %48, %25 ], [ splat (float 0xFFF0000000000000), %13 ]
  %30 = phi <16 x float> [ %49, %25 ], [ splat (float 0xFFF0000000000000), %13 ]
  %31 = phi i64 [ %26, %25 ], [ 0, %13 ]
  %32 = phi i16 [ %45, %25 ], [ 0, %13 ]
  %33 = getelementptr inbounds nuw float, ptr %16, i64 %31
  %34 = load <16 x float>, ptr %33, align 1
  %35 = getelementptr inbounds nuw i8, ptr %33, i64 64
  %36 = load <16 x float>, ptr %35, align 1
  %37 = getelementptr inbounds nuw i8, ptr %33, i64 128
  %38 = load <16 x float>, ptr %37, align 1
  %39 = getelementptr inbounds nuw i8, ptr %33, i64 192
  %40 = load <16 x float>, ptr %39, align 1
  %41 = fcmp uno <16 x float> %34, %36
  %42 = fcmp uno <16 x float> %38, %40
  %43 = or <16 x i1> %41, %42
  %44 = bitcast <16 x i1> %43 to i16
  %45 = or i16 %32, %44
  %46 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %34, <16 x float> %27, i32 4)
  %47 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %36, <16 x float> %28, i32 4)
  %48 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %29, i32 4)
  %49 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %40, <16 x float> %30, i32 4)
  %50 = add nuw nsw i64 %26, 64
  %51 = icmp sgt i64 %50, %4
  br i1 %51, label %17, label %25

52:                                               ; preds = %17, %52
  %53 = phi <16 x float> [ %69, %52 ], [ %23, %17 ]
  %54 = phi i64 [ %70, %52 ], [ %19, %17 ]
  %55 = phi i16 [ %68, %52 ], [ %18, %17 ]
  %56 = sub nsw i64 %4, %54
  %57 = icmp sgt i64 %56, 15
  %58 = trunc i64 %56 to i32
  %59 = shl nsw i32 -1, %58
  %60 = trunc i32 %59 to i16
  %61 = xor i16 %60, -1
  %62 = select i1 %57, i16 -1, i16 %61
  %63 = getelementptr inbounds nuw float, ptr %16, i64 %54
  %64 = bitcast i16 %62 to <16 x i1>
  %65 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %63, <16 x i1> %64, <16 x float> splat (float 0xFFF0000000000000))
  %66 = fcmp uno <16 x float> %65, zeroinitializer
  %67 = bitcast <16 x i1> %66 to i16
  %68 = or i16 %55, %67
  %69 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %65, <16 x float> %53, i32 4)
  %70 = add nuw nsw i64 %54, 16
  %71 = icmp slt i64 %70, %4
  br i1 %71, label %52, label %72

72:                                               ; preds = %52, %17
  %73 = phi i16 [ %18, %17 ], [ %68, %52 ]
  %74 = phi <16 x float> [ %23, %17 ], [ %69, %52 ]
  %75 = icmp eq i16 %73, 0
  br i1 %75, label %76, label %91

76:                                               ; preds = %72
  %77 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %20, <16 x float> %21, i32 4)
  %78 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %22, <16 x float> %74, i32 4)
  %79 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %77, <16 x float> %78, i32 4)
  %80 = shufflevector <16 x float> %79, <16 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %81 = shufflevector <16 x float> %79, <16 x float> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %82 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %80, <8 x float> %81)
  %83 = shufflevector <8 x float> %82, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %84 = shufflevector <8 x float> %82, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %85 = tail call <4 x float> @llvm.x86.sse.max.ps(<4 x float> %83, <4 x float> %84)
  %86 = shufflevector <4 x float> %85, <4 x float> poison, <4 x i32> <i32 2, i32 3, i32 2, i32 3>
  %87 = tail call <4 x float> @llvm.x86.sse.max.ps(<4 x float> %85, <4 x float> %86)
  %88 = shufflevector <4 x float> %87, <4 x float> poison, <4 x i32> <i32 1, i32 poison, i32 poison, i32 poison>
  %89 = tail call <4 x float> @llvm.x86.sse.max.ss(<4 x float> %87, <4 x float> %88)
  %90 = extractelement <4 x float> %89, i64 0
  br label %91

91:                                               ; preds = %72, %76
  %92 = phi float [ %90, %76 ], [ 0x7FF8000000000000, %72 ]
  %93 = getelementptr inbounds float, ptr %7, i64 %14
  store float %92, ptr %93, align 4
  %94 = add nsw i64 %14, 1
  %95 = icmp eq i64 %94, %3
  br i1 %95, label %12, label %13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr captures(none), <16 x i1>, <16 x float>)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float>, <16 x float>, i32 immarg)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x float> @llvm.x86.avx.max.ps.256(<8 x float>, <8 x float>)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.x86.sse.max.ps(<4 x float>, <4 x float>)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.x86.sse.max.ss(<4 x float>, <4 x float>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef)
