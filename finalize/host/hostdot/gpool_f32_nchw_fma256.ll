; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define hidden void @mgxport_gsum_f32_nchw_fma256(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5) local_unnamed_addr {
  %7 = alloca <8 x float>, align 32
  %8 = alloca <8 x float>, align 32
  %9 = alloca <8 x float>, align 32
  %10 = alloca <8 x float>, align 32
  %11 = alloca [4 x ptr], align 16
  %12 = inttoptr i64 %0 to ptr
  %13 = inttoptr i64 %1 to ptr
  %14 = trunc i64 %5 to i32
  %15 = bitcast i32 %14 to float
  %16 = icmp slt i64 %2, %3
  br i1 %16, label %17, label %30

17:                                               ; preds = %6
  %18 = icmp slt i64 %4, 32
  %19 = getelementptr inbounds nuw i8, ptr %11, i64 8
  %20 = getelementptr inbounds nuw i8, ptr %11, i64 16
  %21 = getelementptr inbounds nuw i8, ptr %11, i64 24
  %22 = add i64 %4, -32
  %23 = lshr i64 %22, 5
  %24 = add nuw nsw i64 %23, 1
  %25 = and i64 %24, 1
  %26 = icmp eq i64 %23, 0
  %27 = and i64 %24, 1152921504606846974
  %28 = icmp eq i64 %25, 0
  %29 = icmp ne i64 %25, 0
  br label %31

30:                                               ; preds = %104, %6
  ret void

31:                                               ; preds = %17, %104
  %32 = phi i64 [ %2, %17 ], [ %122, %104 ]
  %33 = mul nsw i64 %32, %4
  %34 = getelementptr inbounds float, ptr %12, i64 %33
  call void @llvm.lifetime.start.p0(ptr nonnull %7)
  store <8 x float> zeroinitializer, ptr %7, align 32
  call void @llvm.lifetime.start.p0(ptr nonnull %8)
  store <8 x float> zeroinitializer, ptr %8, align 32
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  store <8 x float> zeroinitializer, ptr %9, align 32
  call void @llvm.lifetime.start.p0(ptr nonnull %10)
  store <8 x float> zeroinitializer, ptr %10, align 32
  br i1 %18, label %92, label %35

35:                                               ; preds = %31
  br i1 %26, label %73, label %36

36:                                               ; preds = %35, %36
  %37 = phi i64 [ %69, %36 ], [ 32, %35 ]
  %38 = phi i64 [ %56, %36 ], [ 0, %35 ]
  %39 = phi <8 x float> [ %68, %36 ], [ zeroinitializer, %35 ]
  %40 = phi <8 x float> [ %59, %36 ], [ zeroinitializer, %35 ]
  %41 = phi <8 x float> [ %62, %36 ], [ zeroinitializer, %35 ]
  %42 = phi <8 x float> [ %65, %36 ], [ zeroinitializer, %35 ]
  %43 = phi i64 [ %70, %36 ], [ 0, %35 ]
  %44 = getelementptr inbounds nuw float, ptr %34, i64 %38
  %45 = load <8 x float>, ptr %44, align 1
  %46 = fadd <8 x float> %40, %45
  store <8 x float> %46, ptr %7, align 32
  %47 = getelementptr inbounds nuw i8, ptr %44, i64 32
  %48 = load <8 x float>, ptr %47, align 1
  %49 = fadd <8 x float> %41, %48
  store <8 x float> %49, ptr %8, align 32
  %50 = getelementptr inbounds nuw i8, ptr %44, i64 64
  %51 = load <8 x float>, ptr %50, align 1
  %52 = fadd <8 x float> %42, %51
  store <8 x float> %52, ptr %9, align 32
  %53 = getelementptr inbounds nuw i8, ptr %44, i64 96
  %54 = load <8 x float>, ptr %53, align 1
  %55 = fadd <8 x float> %39, %54
  store <8 x float> %55, ptr %10, align 32
  %56 = add nuw nsw i64 %37, 32
  %57 = getelementptr inbounds nuw float, ptr %34, i64 %37
  %58 = load <8 x float>, ptr %57, align 1
  %59 = fadd <8 x float> %46, %58
  store <8 x float> %59, ptr %7, align 32
  %60 = getelementptr inbounds nuw i8, ptr %57, i64 32
  %61 = load <8 x float>, ptr %60, align 1
  %62 = fadd <8 x float> %49, %61
  store <8 x float> %62, ptr %8, align 32
  %63 = getelementptr inbounds nuw i8, ptr %57, i64 64
  %64 = load <8 x float>, ptr %63, align 1
  %65 = fadd <8 x float> %52, %64
  store <8 x float> %65, ptr %9, align 32
  %66 = getelementptr inbounds nuw i8, ptr %57, i64 96
  %67 = load <8 x float>, ptr %66, align 1
  %68 = fadd <8 x float> %55, %67
  store <8 x float> %68, ptr %10, align 32
  %69 = add nuw nsw i64 %37, 64
  %70 = add i64 %43, 2
  %71 = icmp eq i64 %70, %27
  br i1 %71, label %72, label %36

72:                                               ; preds = %36
  br i1 %28, label %92, label %73

73:                                               ; preds = %72, %35
  %74 = phi i64 [ 32, %35 ], [ %69, %72 ]
  %75 = phi i64 [ 0, %35 ], [ %56, %72 ]
  %76 = phi <8 x float> [ zeroinitializer, %35 ], [ %68, %72 ]
  %77 = phi <8 x float> [ zeroinitializer, %35 ], [ %59, %72 ]
  %78 = phi <8 x float> [ zeroinitializer, %35 ], [ %62, %72 ]
  %79 = phi <8 x float> [ zeroinitializer, %35 ], [ %65, %72 ]
  call void @llvm.assume(i1 %29)
  %80 = getelementptr inbounds nuw float, ptr %34, i64 %75
  %81 = load <8 x float>, ptr %80, align 1
  %82 = fadd <8 x float> %77, %81
  store <8 x float> %82, ptr %7, align 32
  %83 = getelementptr inbounds nuw i8, ptr %80, i64 32
  %84 = load <8 x float>, ptr %83, align 1
  %85 = fadd <8 x float> %78, %84
  store <8 x float> %85, ptr %8, align 32
  %86 = getelementptr inbounds nuw i8, ptr %80, i64 64
  %87 = load <8 x float>, ptr %86, align 1
  %88 = fadd <8 x float> %79, %87
  store <8 x float> %88, ptr %9, align 32
  %89 = getelementptr inbounds nuw i8, ptr %80, i64 96
  %90 = load <8 x float>, ptr %89, align 1
  %91 = fadd <8 x float> %76, %90
  store <8 x float> %91, ptr %10, align 32
  br label %92

92:                                               ; preds = %73, %72, %31
  %93 = phi <8 x float> [ zeroinitializer, %31 ], [ %68, %72 ], [ %91, %73 ]
  %94 = phi <8 x float> [ zeroinitializer, %31 ], [ %65, %72 ], [ %88, %73 ]
  %95 = phi <8 x float> [ zeroinitializer, %31 ], [ %62, %72 ], [ %85, %73 ]
  %96 = phi <8 x float> [ zeroinitializer, %31 ], [ %59, %72 ], [ %82, %73 ]
  %97 = phi i64 [ 0, %31 ], [ %56, %72 ], [ %74, %73 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %11)
  store ptr %7, ptr %11, align 16
  store ptr %8, ptr %19, align 8
  store ptr %9, ptr %20, align 16
  store ptr %10, ptr %21, align 8
  %98 = icmp slt i64 %97, %4
  br i1 %98, label %124, label %104

99:                                               ; preds = %124
  %100 = load <8 x float>, ptr %7, align 32
  %101 = load <8 x float>, ptr %8, align 32
  %102 = load <8 x float>, ptr %9, align 32
  %103 = load <8 x float>, ptr %10, align 32
  br label %104

104:                                              ; preds = %99, %92
  %105 = phi <8 x float> [ %103, %99 ], [ %93, %92 ]
  %106 = phi <8 x float> [ %102, %99 ], [ %94, %92 ]
  %107 = phi <8 x float> [ %101, %99 ], [ %95, %92 ]
  %108 = phi <8 x float> [ %100, %99 ], [ %96, %92 ]
  %109 = fadd <8 x float> %108, %107
  %110 = fadd <8 x float> %106, %105
  %111 = fadd <8 x float> %109, %110
  %112 = shufflevector <8 x float> %111, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %113 = shufflevector <8 x float> %111, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %114 = fadd <4 x float> %112, %113
  %115 = shufflevector <4 x float> %114, <4 x float> poison, <4 x i32> <i32 2, i32 3, i32 poison, i32 poison>
  %116 = fadd <4 x float> %114, %115
  %117 = shufflevector <4 x float> %116, <4 x float> poison, <4 x i32> <i32 1, i32 poison, i32 poison, i32 poison>
  %118 = fadd <4 x float> %116, %117
  %119 = extractelement <4 x float> %118, i64 0
  %120 = fmul float %119, %15
  %121 = getelementptr inbounds float, ptr %13, i64 %32
  store float %120, ptr %121, align 4
  call void @llvm.lifetime.end.p0(ptr nonnull %11)
  call void @llvm.lifetime.end.p0(ptr nonnull %10)
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  call void @llvm.lifetime.end.p0(ptr nonnull %8)
  call void @llvm.lifetime.end.p0(ptr nonnull %7)
  %122 = add nsw i64 %32, 1
  %123 = icmp eq i64 %122, %3
  br i1 %123, label %30, label %31

124:                                              ; preds = %92, %124
  %125 = phi i64 [ %140, %124 ], [ 0, %92 ]
  %126 = phi i64 [ %139, %124 ], [ %97, %92 ]
  %127 = sub nsw i64 %4, %126
  %128 = getelementptr inbounds nuw ptr, ptr %11, i64 %125
  %129 = load ptr, ptr %128, align 8
  %130 = load <8 x float>, ptr %129, align 32
  %131 = getelementptr inbounds nuw float, ptr %34, i64 %126
  %132 = call i64 @llvm.smin.i64(i64 %127, i64 8)
  %133 = trunc nuw i64 %132 to i32
  %134 = insertelement <8 x i32> poison, i32 %133, i64 0
  %135 = shufflevector <8 x i32> %134, <8 x i32> poison, <8 x i32> zeroinitializer
  %136 = icmp samesign ugt <8 x i32> %135, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %137 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %131, <8 x i1> %136, <8 x float> zeroinitializer)
  %138 = fadd <8 x float> %130, %137
  store <8 x float> %138, ptr %129, align 32
  %139 = add nuw nsw i64 %126, 8
  %140 = add nuw nsw i64 %125, 1
  %141 = icmp slt i64 %139, %4
  br i1 %141, label %124, label %99
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none))

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none))

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define hidden void @mgxport_gmax_f32_nchw_fma256(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4) local_unnamed_addr {
  %6 = inttoptr i64 %0 to ptr
  %7 = inttoptr i64 %1 to ptr
  %8 = icmp slt i64 %2, %3
  br i1 %8, label %9, label %19

9:                                                ; preds = %5
  %10 = icmp slt i64 %4, 32
  %11 = add i64 %4, -32
  %12 = lshr i64 %11, 5
  %13 = add nuw nsw i64 %12, 1
  %14 = and i64 %13, 1
  %15 = icmp eq i64 %12, 0
  %16 = and i64 %13, 1152921504606846974
  %17 = icmp eq i64 %14, 0
  %18 = icmp ne i64 %14, 0
  br label %20

19:                                               ; preds = %139, %5
  ret void

20:                                               ; preds = %9, %139
  %21 = phi i64 [ %2, %9 ], [ %142, %139 ]
  %22 = mul nsw i64 %21, %4
  %23 = getelementptr inbounds float, ptr %6, i64 %22
  br i1 %10, label %50, label %24

24:                                               ; preds = %20
  br i1 %15, label %26, label %58

25:                                               ; preds = %58
  br i1 %17, label %50, label %26

26:                                               ; preds = %25, %24
  %27 = phi i64 [ 32, %24 ], [ %100, %25 ]
  %28 = phi <8 x float> [ splat (float 0xFFF0000000000000), %24 ], [ %96, %25 ]
  %29 = phi <8 x float> [ splat (float 0xFFF0000000000000), %24 ], [ %97, %25 ]
  %30 = phi <8 x float> [ splat (float 0xFFF0000000000000), %24 ], [ %98, %25 ]
  %31 = phi <8 x float> [ splat (float 0xFFF0000000000000), %24 ], [ %99, %25 ]
  %32 = phi i64 [ 0, %24 ], [ %81, %25 ]
  %33 = phi <8 x float> [ zeroinitializer, %24 ], [ %95, %25 ]
  tail call void @llvm.assume(i1 %18)
  %34 = getelementptr inbounds nuw float, ptr %23, i64 %32
  %35 = load <8 x float>, ptr %34, align 1
  %36 = getelementptr inbounds nuw i8, ptr %34, i64 32
  %37 = load <8 x float>, ptr %36, align 1
  %38 = getelementptr inbounds nuw i8, ptr %34, i64 64
  %39 = load <8 x float>, ptr %38, align 1
  %40 = getelementptr inbounds nuw i8, ptr %34, i64 96
  %41 = load <8 x float>, ptr %40, align 1
  %42 = fcmp uno <8 x float> %35, %37
  %43 = fcmp uno <8 x float> %39, %41
  %44 = select <8 x i1> %43, <8 x i1> splat (i1 true), <8 x i1> %42
  %45 = select <8 x i1> %44, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> %33
  %46 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %35, <8 x float> %28)
  %47 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %37, <8 x float> %29)
  %48 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %39, <8 x float> %30)
  %49 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %41, <8 x float> %31)
  br label %50

50:                                               ; preds = %26, %25, %20
  %51 = phi <8 x float> [ zeroinitializer, %20 ], [ %95, %25 ], [ %45, %26 ]
  %52 = phi i64 [ 0, %20 ], [ %81, %25 ], [ %27, %26 ]
  %53 = phi <8 x float> [ splat (float 0xFFF0000000000000), %20 ], [ %99, %25 ], [ %49, %26 ]
  %54 = phi <8 x float> [ splat (float 0xFFF0000000000000), %20 ], [ %98, %25 ], [ %48, %26 ]
  %55 = phi <8 x float> [ splat (float 0xFFF0000000000000), %20 ], [ %97, %25 ], [ %47, %26 ]
  %56 = phi <8 x float> [ splat (float 0xFFF0000000000000), %20 ], [ %96, %25 ], [ %46, %26 ]
  %57 = icmp slt i64 %52, %4
  br i1 %57, label %103, label %120

58:                                               ; preds = %24, %58
  %59 = phi i64 [ %100, %58 ], [ 32, %24 ]
  %60 = phi <8 x float> [ %96, %58 ], [ splat (float 0xFFF0000000000000), %24 ]
  %61 = phi <8 x float> [ %97, %58 ], [ splat (float 0xFFF0000000000000), %24 ]
  %62 = phi <8 x float> [ %98, %58 ], [ splat (float 0xFFF0000000000000), %24 ]
  %63 = phi <8 x float> [ %99, %58 ], [ splat (float 0xFFF0000000000000), %24 ]
  %64 = phi i64 [ %81, %58 ], [ 0, %24 ]
  %65 = phi <8 x float> [ %95, %58 ], [ zeroinitializer, %24 ]
  %66 = phi i64 [ %101, %58 ], [ 0, %24 ]
  %67 = getelementptr inbounds nuw float, ptr %23, i64 %64
  %68 = load <8 x float>, ptr %67, align 1
  %69 = getelementptr inbounds nuw i8, ptr %67, i64 32
  %70 = load <8 x float>, ptr %69, align 1
  %71 = getelementptr inbounds nuw i8, ptr %67, i64 64
  %72 = load <8 x float>, ptr %71, align 1
  %73 = getelementptr inbounds nuw i8, ptr %67, i64 96
  %74 = load <8 x float>, ptr %73, align 1
  %75 = fcmp uno <8 x float> %68, %70
  %76 = fcmp uno <8 x float> %72, %74
  %77 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %68, <8 x float> %60)
  %78 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %70, <8 x float> %61)
  %79 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %72, <8 x float> %62)
  %80 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %74, <8 x float> %63)
  %81 = add nuw nsw i64 %59, 32
  %82 = getelementptr inbounds nuw float, ptr %23, i64 %59
  %83 = load <8 x float>, ptr %82, align 1
  %84 = getelementptr inbounds nuw i8, ptr %82, i64 32
  %85 = load <8 x float>, ptr %84, align 1
  %86 = getelementptr inbounds nuw i8, ptr %82, i64 64
  %87 = load <8 x float>, ptr %86, align 1
  %88 = getelementptr inbounds nuw i8, ptr %82, i64 96
  %89 = load <8 x float>, ptr %88, align 1
  %90 = fcmp uno <8 x float> %83, %85
  %91 = fcmp uno <8 x float> %87, %89
  %92 = select <8 x i1> %91, <8 x i1> splat (i1 true), <8 x i1> %90
  %93 = select <8 x i1> %92, <8 x i1> splat (i1 true), <8 x i1> %76
  %94 = select <8 x i1> %93, <8 x i1> splat (i1 true), <8 x i1> %75
  %95 = select <8 x i1> %94, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> %65
  %96 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %83, <8 x float> %77)
  %97 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %85, <8 x float> %78)
  %98 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %87, <8 x float> %79)
  %99 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %89, <8 x float> %80)
  %100 = add nuw nsw i64 %59, 64
  %101 = add i64 %66, 2
  %102 = icmp eq i64 %101, %16
  br i1 %102, label %25, label %58

103:                                              ; preds = %50, %103
  %104 = phi <8 x float> [ %117, %103 ], [ %56, %50 ]
  %105 = phi i64 [ %118, %103 ], [ %52, %50 ]
  %106 = phi <8 x float> [ %116, %103 ], [ %51, %50 ]
  %107 = getelementptr inbounds nuw float, ptr %23, i64 %105
  %108 = sub nsw i64 %4, %105
  %109 = tail call i64 @llvm.smin.i64(i64 %108, i64 8)
  %110 = trunc nuw i64 %109 to i32
  %111 = insertelement <8 x i32> poison, i32 %110, i64 0
  %112 = shufflevector <8 x i32> %111, <8 x i32> poison, <8 x i32> zeroinitializer
  %113 = icmp samesign ugt <8 x i32> %112, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %114 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %107, <8 x i1> %113, <8 x float> splat (float 0xFFF0000000000000))
  %115 = fcmp uno <8 x float> %114, zeroinitializer
  %116 = select <8 x i1> %115, <8 x float> splat (float 0xFFFFFFFFE0000000), <8 x float> %106
  %117 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %114, <8 x float> %104)
  %118 = add nuw nsw i64 %105, 8
  %119 = icmp slt i64 %118, %4
  br i1 %119, label %103, label %120

120:                                              ; preds = %103, %50
  %121 = phi <8 x float> [ %51, %50 ], [ %116, %103 ]
  %122 = phi <8 x float> [ %56, %50 ], [ %117, %103 ]
  %123 = bitcast <8 x float> %121 to <8 x i32>
  %124 = icmp slt <8 x i32> %123, zeroinitializer
  %125 = bitcast <8 x i1> %124 to i8
  %126 = icmp eq i8 %125, 0
  br i1 %126, label %127, label %139

127:                                              ; preds = %120
  %128 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %53, <8 x float> %54)
  %129 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %55, <8 x float> %122)
  %130 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %128, <8 x float> %129)
  %131 = shufflevector <8 x float> %130, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %132 = shufflevector <8 x float> %130, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %133 = tail call <4 x float> @llvm.x86.sse.max.ps(<4 x float> %131, <4 x float> %132)
  %134 = shufflevector <4 x float> %133, <4 x float> poison, <4 x i32> <i32 2, i32 3, i32 2, i32 3>
  %135 = tail call <4 x float> @llvm.x86.sse.max.ps(<4 x float> %133, <4 x float> %134)
  %136 = shufflevector <4 x float> %135, <4 x float> poison, <4 x i32> <i32 1, i32 poison, i32 poison, i32 poison>
  %137 = tail call <4 x float> @llvm.x86.sse.max.ss(<4 x float> %135, <4 x float> %136)
  %138 = extractelement <4 x float> %137, i64 0
  br label %139

139:                                              ; preds = %120, %127
  %140 = phi float [ %138, %127 ], [ 0x7FF8000000000000, %120 ]
  %141 = getelementptr inbounds float, ptr %7, i64 %21
  store float %140, ptr %141, align 4
  %142 = add nsw i64 %21, 1
  %143 = icmp eq i64 %142, %3
  br i1 %143, label %19, label %20
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x float> @llvm.x86.avx.max.ps.256(<8 x float>, <8 x float>)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.x86.sse.max.ps(<4 x float>, <4 x float>)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.x86.sse.max.ss(<4 x float>, <4 x float>)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <8 x float> @llvm.masked.load.v8f32.p0(ptr captures(none), <8 x i1>, <8 x float>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef)
