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

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr captures(none), <16 x i1>, <16 x float>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef)
